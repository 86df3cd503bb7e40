"""The devhub app (GitHub) agrees with itself and with the real app.

Real Chromium, real mockup server (igg.envs.session.BrowserSession), plus content-level checks:
  - the "is:pr is:open" list holds only open pull requests, and its "N Open" count matches;
  - no task starts with the keyboard-shortcuts dialog open (GitHub shows it only after "?");
  - no task asks to merge #482 while the viewer's latest review on it requests changes;
  - the command palette's backdrop is a visible scrim;
  - every click effect a task relies on is in the store (no private state copied into it).
"""
import re
from pathlib import Path

import pytest
import yaml

from igg.envs.session import BrowserSession
from igg.mockups.server import app_content
from igg.mockups.server import HERE as MOCKUPS

ROOT = Path(__file__).resolve().parent.parent
CONTENT = app_content(MOCKUPS / "devhub", 0)
TASKS = yaml.safe_load((ROOT / "tasks" / "suite" / "devhub.yaml").read_text())
TASKS = TASKS["tasks"] if isinstance(TASKS, dict) else TASKS


@pytest.fixture(scope="module")
def page():
    session = BrowserSession(1440, 900)
    yield session
    session.close()


def load(session, **state):
    session.load("devhub", state, 0)
    assert not session.page_errors, session.page_errors


def test_open_pull_list_holds_only_open_pulls(page):
    load(page, view="pulls")
    shown = page.page.evaluate(
        "() => [...document.querySelectorAll('[data-igg-id^=\"devhub.pull.\"]')]"
        ".map(e => e.getAttribute('data-igg-id')).filter(i => /^devhub\\.pull\\.\\d+$/.test(i))"
        ".map(i => +i.split('.').pop())")
    status = {p["n"]: p["status"] for p in CONTENT["pulls"]}
    assert shown, "no pull request rows"
    merged = [n for n in shown if status.get(n) == "merged"]
    assert not merged, f"merged pull requests in the open list: {merged}"
    head = page.page.evaluate("() => document.querySelector('.dh-listhead .dh-state.dh-on').textContent")
    count = int(re.search(r"(\d+)\s*Open", head).group(1))
    open_pulls = [p for p in CONTENT["pulls"] if p["status"] != "merged"]
    assert count == len(open_pulls) == len(shown), (count, len(open_pulls), len(shown))
    assert CONTENT["repo"]["pulls"] == count


def test_no_task_starts_with_shortcuts_dialog():
    bad = [t["id"] for t in TASKS if (t.get("state") or {}).get("dialog") == "shortcuts"]
    assert not bad, f"tasks open the keyboard shortcuts dialog at reset: {bad}"


def test_merge_tasks_are_coherent_with_the_viewers_review():
    me = CONTENT["me"]
    mine = [t["state"] for t in CONTENT["pr"]["timeline"] if t.get("kind") == "review" and t.get("author") == me]
    merging = [t["id"] for t in TASKS if re.search(r"\bmerge\b", t["instruction"], re.I) and "482" in t["instruction"]]
    assert merging, "expected merge tasks on #482"
    assert mine and mine[-1] != "changes", f"{merging} ask to merge #482 while the viewer's latest review requests changes"
    assert dict(CONTENT["pr"]["reviewers"]).get(me) == mine[-1], "the sidebar's reviewer state is not the viewer's latest review"
    assert {p["n"]: p["status"] for p in CONTENT["pulls"]}[482] != "changes"


def test_merge_box_does_not_say_changes_requested(page):
    load(page, view="pr", pr_tab="conversation")
    text = page.page.evaluate("() => document.querySelector('.dh-mbox').textContent")
    assert "Changes requested" not in text


def test_palette_backdrop_is_a_visible_scrim(page):
    load(page, view="code", dialog="palette")
    alpha = page.page.evaluate(
        "() => { const c = getComputedStyle(document.querySelector('[data-igg-id=\"devhub.palette.backdrop\"]')).backgroundColor;"
        " const m = c.match(/rgba?\\(([^)]+)\\)/); const p = m[1].split(',').map(Number); return p.length > 3 ? p[3] : 1; }")
    assert alpha >= 0.2, f"palette backdrop alpha {alpha}"


def test_app_keeps_state_in_the_store():
    js = (MOCKUPS / "devhub" / "app.js").read_text()
    assert "ctx.setState" not in js and "sync()" not in js
    assert "ctx.store()" in js


def test_a_click_with_no_screen_is_in_the_store(page):
    load(page, view="code", banner="pushed")
    page.page.evaluate("() => document.querySelector('[data-igg-id=\"devhub.footer.status\"]').click()")
    page.advance(100)
    assert page.app_state()["action"] == "footer.status"
