"""The email app (Gmail) agrees with itself: unread rows and counts, stars, the open conversation,
snackbars, category tabs, the selection toolbar, the compose window and the Tasks panel.

Real Chromium, real mockup server (igg.envs.session.BrowserSession). The tests read the page as a
user would (bold rows, count badges, "N new" chips, the conversation's subject, the snackbar's
text, ticked boxes) and compare it with the content and with the store (`igg.state()`).
"""
import re

from conftest import load_app, sel, click, state

from igg.mockups.server import HERE as MOCKUPS
from igg.mockups.server import app_content

CONTENT = app_content(MOCKUPS / "email", 0)
INBOX = [m for tab in ("primary", "promotions", "social", "updates") for m in CONTENT["inbox"][tab]]
BY_SLUG = {m["slug"]: m for m in INBOX}


def load(session, **state):
    return load_app(session, "email", **state)


def row_action(p, slug, action):
    """A row's hover action (archive, delete, read, snooze): point at the row, then click it."""
    p.locator(sel(f"email.msg.{slug}")).hover()
    click(p, f"email.msg.{slug}.{action}")


def rows(p, pane="primary"):
    """The rows of a list as the page draws them: id slug, bold (unread), ticked, starred."""
    return p.evaluate("""(pane) => [...document.querySelectorAll(
        pane ? '[data-igg-id="email.list.' + pane + '"] .row' : '[data-igg-id="email.list"] .row')].map(r => ({
        slug: r.getAttribute('data-igg-id').slice(10), unread: r.classList.contains('unread'),
        checked: r.classList.contains('checked'), starred: r.querySelector('.star').classList.contains('on')}))""", pane)


def counts(p):
    """The rail's count badges by item id (the inbox's without its thousands separator)."""
    found = p.evaluate("""() => Object.fromEntries([...document.querySelectorAll('.gm-rail .nav-item')].map(el =>
        [el.getAttribute('data-igg-id'), (el.querySelector('.count') || {}).textContent || null]))""")
    return {k: int(v.replace(",", "")) if v else 0 for k, v in found.items()}


def test_unread_rows_and_count_badges_match_the_content_and_the_store(page):
    p = load(page)
    drawn = rows(p)
    assert [r["slug"] for r in drawn] == [m["slug"] for m in CONTENT["inbox"]["primary"]]
    unread = {r["slug"] for r in drawn if r["unread"]}
    assert unread == {m["slug"] for m in CONTENT["inbox"]["primary"] if m["unread"]}
    assert unread == set(state(p)["unread"]) & {m["slug"] for m in CONTENT["inbox"]["primary"]}
    badges = counts(p)
    assert badges["email.folder.inbox"] == CONTENT["counts"]["older_unread"] + len(unread)
    for label in CONTENT["labels"]:
        expected = sum(1 for m in INBOX if m["unread"] and label["slug"] in m["labels"])
        assert badges[f"email.label.{label['slug']}"] == expected, label["slug"]
    # Reading a row from its hover action: the row turns normal weight and every count drops by one.
    slug = "q3-budget"
    row_action(p, slug, "read")
    assert slug not in state(p)["unread"]
    assert not next(r for r in rows(p) if r["slug"] == slug)["unread"]
    after = counts(p)
    assert after["email.folder.inbox"] == badges["email.folder.inbox"] - 1
    for label in BY_SLUG[slug]["labels"]:
        assert after[f"email.label.{label}"] == badges[f"email.label.{label}"] - 1


def test_opening_a_conversation_shows_its_subject_and_reads_it(page):
    p = load(page)
    inbox_before = counts(p)["email.folder.inbox"]
    for slug in ("climbing-saturday", "lease-renewal"):
        click(p, f"email.msg.{slug}")
        s = state(p)
        assert s["open"] == slug and slug not in s["unread"]
        assert p.locator(sel("email.conv.subject")).inner_text().strip() == BY_SLUG[slug]["subject"]
        sender = CONTENT["people"][CONTENT["threads"][slug][-1]["from"]]["name"]
        assert sender in p.locator(sel(f"email.conv.{slug}.{len(CONTENT['threads'][slug])}.sender")).inner_text()
        click(p, "email.conv.back")
        assert state(p)["open"] is None
        assert not next(r for r in rows(p) if r["slug"] == slug)["unread"]
    assert counts(p)["email.folder.inbox"] == inbox_before - 2


def test_a_starred_conversation_is_listed_in_starred(page):
    p = load(page)
    slug = "lunch-next-week"
    assert not BY_SLUG[slug]["starred"]
    click(p, f"email.msg.{slug}.star")
    assert slug in state(p)["starred"]
    assert next(r for r in rows(p) if r["slug"] == slug)["starred"]
    click(p, "email.folder.starred")
    listed = [r["slug"] for r in rows(p, None)]
    assert slug in listed
    assert sorted(listed) == sorted(s for s in state(p)["starred"] if "/" not in s)
    assert all(r["starred"] for r in rows(p, None))
    # Unstarring it in Starred leaves the store and, once the folder is drawn again, the list.
    click(p, f"email.msg.{slug}.star")
    assert slug not in state(p)["starred"]
    click(p, "email.folder.inbox")
    click(p, "email.folder.starred")
    assert slug not in [r["slug"] for r in rows(p, None)]


def test_the_snackbar_follows_the_action_and_undo_restores_the_row(page):
    p = load(page)
    slug = "book-club-july"
    row_action(p, slug, "archive")
    shown = p.locator(sel("email.toast.text")).inner_text().strip()
    s = state(p)
    assert shown == s["snackbar"] == "Conversation archived."
    assert s["moved"] == {slug: "archive"}
    assert slug not in [r["slug"] for r in rows(p)]
    click(p, "email.toast.undo")
    s = state(p)
    assert s["moved"] == {}
    assert slug in [r["slug"] for r in rows(p)]
    assert p.locator(sel("email.toast.text")).inner_text().strip() == s["snackbar"] == "Action undone."
    # Deleting says Trash, and the store says where the conversation went.
    row_action(p, "fence-repair", "delete")
    assert p.locator(sel("email.toast.text")).inner_text().strip() == "Conversation moved to Trash."
    assert state(p)["moved"] == {"fence-repair": "trash"}


def test_category_chips_count_the_unread_rows_until_the_tab_is_seen(page):
    p = load(page)
    for tab in ("promotions", "social", "updates"):
        chip = p.locator(f'{sel("email.tab." + tab)} .chip')
        unread = sum(1 for r in rows(p, tab) if r["unread"])
        assert unread == CONTENT["tab_new"][tab]
        assert chip.inner_text() == f"{unread} new"
    click(p, "email.tab.social")
    s = state(p)
    assert s["tab"] == "social" and s["seen_tabs"] == ["social"]
    assert p.evaluate("!document.querySelector('[data-igg-id=\"email.pane.social\"]').hidden")
    click(p, "email.tab.primary")
    # Seen stays seen when the tabs are drawn again (after a conversation and back).
    click(p, "email.msg.dentist-appointment")
    click(p, "email.conv.back")
    assert p.locator(f'{sel("email.tab.social")} .chip').count() == 0
    assert p.locator(f'{sel("email.tab.updates")} .chip').inner_text() == f"{CONTENT['tab_new']['updates']} new"


def test_selecting_unread_ticks_the_unread_rows_and_bulk_archive_removes_them(page):
    p = load(page)
    click(p, "email.toolbar.select-menu-button")
    click(p, "email.toolbar.select.unread")
    drawn = rows(p)
    ticked = sorted(r["slug"] for r in drawn if r["checked"])
    assert ticked == sorted(r["slug"] for r in drawn if r["unread"])
    assert state(p)["selected"] == ticked
    assert p.locator(sel("email.toolbar.archive")).count() == 1
    click(p, "email.toolbar.archive")
    s = state(p)
    assert s["selected"] == [] and s["moved"] == {slug: "archive" for slug in ticked}
    assert not set(ticked) & {r["slug"] for r in rows(p)}
    assert p.locator(sel("email.toast.text")).inner_text() == f"{len(ticked)} conversations archived."
    assert counts(p)["email.folder.inbox"] == CONTENT["counts"]["older_unread"]


def test_reply_opens_a_compose_window_addressed_to_the_sender(page):
    p = load(page, open="kitchen-renovation")
    click(p, "email.conv.reply")
    s = state(p)
    thread = CONTENT["threads"]["kitchen-renovation"]
    assert s["compose"] == "reply" and s["reply_to"] == f"kitchen-renovation/{len(thread)}"
    title = p.locator(".compose .c-head .t").inner_text()
    assert title == "Re: " + BY_SLUG["kitchen-renovation"]["subject"]
    assert CONTENT["people"]["tomas"]["name"] in p.locator(sel("email.compose.to")).inner_text()
    click(p, "email.compose.close")
    s = state(p)
    assert s["compose"] is None and s["snackbar"] == "Draft saved."
    assert p.locator(sel("email.compose")).count() == 0


def test_tasks_panel_marks_follow_the_store(page):
    p = load(page, sidepanel="tasks")
    slug = "call-plumber"
    click(p, f"email.task.{slug}.done")
    assert state(p)["completed_tasks"] == [slug]
    assert "complete" in p.locator(sel(f"email.task.{slug}")).get_attribute("class")
    p.locator(sel(f"email.task.{slug}")).hover()
    click(p, f"email.task.{slug}.star")
    assert state(p)["starred_tasks"] == [slug]
    assert re.search(r"\bon\b", p.locator(sel(f"email.task.{slug}.star")).get_attribute("class"))
    # Add to Tasks puts the conversation's subject at the top of the list.
    click(p, "email.folder.inbox")
    click(p, "email.msg.field-day")
    click(p, "email.conv.add-task")
    s = state(p)
    assert s["sidepanel"] == "tasks" and s["added_tasks"] == ["field-day"]
    first = p.locator('[data-igg-id="email.tasks.list"] .task .tt').first.inner_text()
    assert first == BY_SLUG["field-day"]["subject"]
