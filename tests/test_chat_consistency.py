"""The chat app (Slack) agrees with itself: unread rows, badges, the open conversation, reactions.

Real Chromium, real mockup server (igg.envs.session.BrowserSession). The tests read the page as a
user would (bold rows, badge numbers, the header's name, the highlighted row, pill counts) and
compare it with the content and with the store (`igg.state()`).
"""
import pytest

from igg.envs.session import BrowserSession
from igg.mockups.server import HERE as MOCKUPS
from igg.mockups.server import app_content

CONTENT = app_content(MOCKUPS / "chat", 0)


@pytest.fixture(scope="module")
def page():
    session = BrowserSession(1440, 900)
    yield session
    session.close()


def load(session, **state):
    session.load("chat", state, 0)
    assert not session.page_errors, session.page_errors
    return session.page


def click(p, igg_id):
    p.locator(f'[data-igg-id="{igg_id}"]').first.click()
    p.wait_for_timeout(50)


def test_unread_rows_and_badges_match_the_content(page):
    p = load(page)
    rows = p.evaluate("""() => [...document.querySelectorAll('.c-si')].map(el => ({
        id: el.getAttribute('data-igg-id'), unread: el.classList.contains('unread'),
        badge: (el.querySelector('.c-badge') || {}).textContent || null}))""")
    by_id = {r["id"]: r for r in rows}
    for c in CONTENT["channels"]:
        row = by_id[f"chat.channel.{c['slug']}"]
        assert row["unread"] == bool(c["unread"] or c["mentions"]), c["slug"]
        assert row["badge"] == (str(c["mentions"]) if c["mentions"] else None), c["slug"]
    for slug, n in CONTENT["dm_unread"].items():
        assert by_id[f"chat.dm.{slug}"]["unread"] and by_id[f"chat.dm.{slug}"]["badge"] == str(n)
    unread_dms = [r["id"] for r in rows if r["id"] and r["id"].startswith("chat.dm.") and r["unread"]]
    assert sorted(unread_dms) == sorted(f"chat.dm.{s}" for s in CONTENT["dm_unread"])


@pytest.mark.parametrize("slugs", [["design", "random", "incidents"], ["general", "hiring"]])
def test_header_and_highlighted_row_follow_the_store(page, slugs):
    p = load(page)
    for slug in slugs:
        click(p, f"chat.channel.{slug}")
        state = p.evaluate("igg.state()")
        assert state["view"] == "channel" and state["channel"] == slug
        header = p.locator('[data-igg-id="chat.header.name"]').inner_text().strip()
        assert header.lstrip("#").strip() == slug
        on = p.evaluate("[...document.querySelectorAll('.c-si.on')].map(e => e.getAttribute('data-igg-id'))")
        assert on == [f"chat.channel.{slug}"]
        placeholder = p.locator(".c-compose-input").first.inner_text()
        assert placeholder == f"Message #{slug}"


def test_dm_header_names_the_person_in_the_store(page):
    p = load(page)
    click(p, "chat.dm.elena")
    state = p.evaluate("igg.state()")
    assert state["view"] == "dm" and state["dm"] == "elena"
    assert CONTENT["people"]["elena"]["name"] in p.locator('[data-igg-id="chat.header.name"]').inner_text()


def test_reaction_pill_counts_follow_the_store(page):
    p = load(page)
    pill = 'chat.msg.eng-pg15-done.reaction.thumbsup'
    p.evaluate(f"document.querySelector('[data-igg-id=\"{pill}\"]').scrollIntoView()")
    before = int(p.locator(f'[data-igg-id="{pill}"] .c-react-n').inner_text())
    mine = p.evaluate(f"document.querySelector('[data-igg-id=\"{pill}\"]').classList.contains('mine')")
    click(p, pill)
    after = int(p.locator(f'[data-igg-id="{pill}"] .c-react-n').inner_text())
    assert after == before + (-1 if mine else 1)
    assert "chat.msg.eng-pg15-done|+1" in p.evaluate("igg.state()")["reacted"]
    click(p, pill)
    assert int(p.locator(f'[data-igg-id="{pill}"] .c-react-n').inner_text()) == before
    assert p.evaluate("igg.state()")["reacted"] == []
