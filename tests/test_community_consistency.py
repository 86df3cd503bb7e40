"""The community app (Discord) agrees with itself: unread channels, mention badges, the open
channel, the new-messages bar and reactions.

Real Chromium, real mockup server (igg.envs.session.BrowserSession). The tests read the page as a
user would (white channel names with a pill, mention badges, the header's name, the highlighted
row, the bar's count, pill counts) and compare it with the content and the store (`igg.state()`).
"""
import re

import pytest

from igg.envs.session import BrowserSession
from igg.mockups.server import HERE as MOCKUPS
from igg.mockups.server import app_content

CONTENT = app_content(MOCKUPS / "community", 0)
CHANNELS = {c["slug"]: c for cat in CONTENT["categories"] for c in cat["channels"]}


@pytest.fixture(scope="module")
def page():
    session = BrowserSession(1440, 900)
    yield session
    session.close()


def load(session, **state):
    session.load("community", state, 0)
    assert not session.page_errors, session.page_errors
    return session.page


def click(p, igg_id):
    p.locator(f'[data-igg-id="{igg_id}"]').first.click()
    p.wait_for_timeout(50)


def sidebar_rows(p):
    return p.evaluate("""() => [...document.querySelectorAll('.d-ch-row')].map(row => {
        const b = row.querySelector('.d-ch'); const badge = row.querySelector('.d-badge');
        return {id: b && b.getAttribute('data-igg-id'), unread: row.classList.contains('unread'),
                selected: row.classList.contains('selected'), badge: badge ? badge.textContent : null}; })""")


def test_unread_channels_and_mention_badges_match_the_content(page):
    p = load(page)
    state = p.evaluate("igg.state()")
    for row in sidebar_rows(p):
        slug = row["id"].split(".")[-1]
        c = CHANNELS[slug]
        selected = slug == state["channel"]
        assert row["unread"] == bool((c["unread"] and not selected) or c["mentions"]), slug
        assert row["badge"] == (str(c["mentions"]) if c["mentions"] else None), slug


@pytest.mark.parametrize("slugs", [["gear-talk", "trip-planning", "general"], ["photo-critique", "off-topic"]])
def test_header_and_selected_row_follow_the_store(page, slugs):
    p = load(page)
    for slug in slugs:
        click(p, f"community.channel.{slug}")
        state = p.evaluate("igg.state()")
        assert state["server"] == "trail" and state["channel"] == slug
        assert p.locator(".d-head-name").first.inner_text().strip() == CHANNELS[slug]["name"]
        selected = [r["id"] for r in sidebar_rows(p) if r["selected"]]
        assert selected == [f"community.channel.{slug}"]
        # a channel you have opened is read: its name is no longer white with a pill
        row = [r for r in sidebar_rows(p) if r["id"] == f"community.channel.{slug}"][0]
        assert row["unread"] == bool(CHANNELS[slug]["mentions"])


def test_new_messages_bar_counts_the_messages_after_the_divider(page):
    p = load(page, scroll="top")
    text = p.evaluate("(document.querySelector('[data-igg-id=\"community.newbar.jump\"]') || {}).textContent || ''")
    m = re.match(r"(\d+) new messages? since", text)
    assert m, text
    after = p.evaluate("""() => { const d = document.querySelector('[data-igg-id="community.messages.new"]');
        let n = 0, seen = false;
        for (const el of document.querySelectorAll('.d-messages-inner .d-msg, [data-igg-id="community.messages.new"]')) {
          if (el === d) { seen = true; continue; } if (seen && el.matches('.d-msg')) n++; }
        return n; }""")
    assert int(m.group(1)) == after


def test_reaction_pill_counts_follow_the_store(page):
    p = load(page)
    pill = "community.msg.new-aroha.reaction.tada"
    p.evaluate(f"document.querySelector('[data-igg-id=\"{pill}\"]').scrollIntoView({{block: 'center'}})")
    before = int(p.locator(f'[data-igg-id="{pill}"] .d-react-n').inner_text())
    mine = p.evaluate(f"document.querySelector('[data-igg-id=\"{pill}\"]').classList.contains('mine')")
    click(p, pill)
    assert int(p.locator(f'[data-igg-id="{pill}"] .d-react-n').inner_text()) == before + (-1 if mine else 1)
    assert p.evaluate("igg.state()")["reacted"] == ["community.msg.new-aroha|tada"]
    click(p, pill)
    assert int(p.locator(f'[data-igg-id="{pill}"] .d-react-n').inner_text()) == before
