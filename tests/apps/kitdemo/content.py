"""Seeded content for the kit demo app (tests/test_kit.py): one page exercising every kit widget."""
from __future__ import annotations

TITLE = "Kit demo"

PEOPLE = ["Amara Okafor", "Kenji Watanabe", "Lucía Fernández", "Priya Raman", "Tomasz Nowak",
          "Fatima Zahra Benali", "Mateus Oliveira", "Ingrid Solberg", "Wei Chen", "Oluwaseun Adeyemi"]
TOPICS = ["Quarterly planning notes", "Design review: onboarding", "Release 4.2 checklist", "Office move logistics",
          "Customer interview recap", "Hiring loop feedback", "Incident 3127 postmortem", "Budget forecast v3",
          "Roadmap sync", "Accessibility audit results", "Launch retro", "API deprecation plan"]


def build(seed: int) -> dict:
    # Content depends on the seed only through the order, so every seed is equally believable.
    shift = seed % len(PEOPLE)
    people = PEOPLE[shift:] + PEOPLE[:shift]
    rows = [{"slug": f"r{i}", "who": people[i % len(people)], "subject": TOPICS[i % len(TOPICS)]} for i in range(6)]
    feed = [{"slug": f"f{i:02d}", "who": people[i % len(people)], "subject": f"{TOPICS[i % len(TOPICS)]} #{i + 1}"}
            for i in range(45)]
    cards = [{"slug": f"c{i}", "title": TOPICS[i % len(TOPICS)]} for i in range(12)]
    return {"people": people, "rows": rows, "feed": feed, "cards": cards}
