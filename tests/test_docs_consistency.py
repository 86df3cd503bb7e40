"""The docs app (Google Docs) agrees with itself: the paginated document and its outline, the
comment threads beside the page, suggestions, checklists, document tabs, the Share dialog, the
saving status and zoom.

Real Chromium, real mockup server (igg.envs.session.BrowserSession). The tests read the page as a
user would (the blocks on each page, the outline's entries, the cards in the margin and their
highlighted text, the Share dialog's rows, the status in the header) and compare it with the
content and with the store (`igg.state()`).
"""
from conftest import load_app, sel, click, state

from igg.mockups.server import HERE as MOCKUPS
from igg.mockups.server import app_content

CONTENT = app_content(MOCKUPS / "docs", 0)
BODY = CONTENT["body"]
COMMENTS = {c["id"]: c for c in CONTENT["comments"]}
PAGE_TEXT_BOTTOM = 1056 - 96


def load(session, **state):
    load_app(session, "docs", **state)
    return session


def pages(p):
    """Each page's blocks (slugs, in order) and how far below the page's text area each one ends."""
    return p.evaluate("""() => [...document.querySelectorAll('.page')].map(pg => {
        const top = pg.getBoundingClientRect().top;
        return [...pg.querySelectorAll('.page-text > [data-igg-id]')].map(b => ({
            slug: b.getAttribute('data-igg-id').slice('docs.block.'.length),
            bottom: b.getBoundingClientRect().bottom - top}));
    })""")


def cards(p):
    """The threads in the margin: id, top, and the top of their anchor in the text."""
    return p.evaluate("""() => [...document.querySelectorAll('.margin > .thread')].map(c => {
        const id = c.getAttribute('data-igg-id');
        const key = id.split('.').pop();
        const a = document.querySelector('[data-igg-id="docs.anchor.' + key + '"], [data-igg-id^="docs.sugg.' + key + '."]');
        return {id, top: c.getBoundingClientRect().top, bottom: c.getBoundingClientRect().bottom,
                anchor: a ? a.getBoundingClientRect().top : null};
    })""")


def test_pages_hold_the_whole_document_in_order_and_nothing_runs_off_a_page(page):
    p = load(page).page
    drawn = pages(p)
    assert len(drawn) >= 5
    slugs = [b["slug"] for pg in drawn for b in pg if not b["slug"].endswith(".cont")]
    assert slugs == [b["slug"] for b in BODY]
    for i, pg in enumerate(drawn):
        for b in pg:
            assert b["bottom"] <= PAGE_TEXT_BOTTOM + 1, f"page {i + 1}: {b['slug']} ends at {b['bottom']:.0f} px"
    # A table split across pages keeps every row once.
    rows = p.evaluate("""() => document.querySelectorAll('table.budget-table tbody tr').length""")
    assert rows == len(next(b for b in BODY if b["slug"] == "budget-table")["rows"])


def test_outline_lists_the_headings_and_jumps_to_them(page):
    p = load(page).page
    shown = p.evaluate("""() => [...document.querySelectorAll('.ol-item')].map(e => [e.getAttribute('data-igg-id'), e.innerText])""")
    expected = [(f"docs.outline.{b['slug']}", b["text"]) for b in BODY if b["kind"] in ("h1", "h2")]
    assert [tuple(x) for x in shown] == expected
    click(p, "docs.outline.risks")
    assert state(p)["outline_heading"] == "risks"
    top = p.evaluate("""() => { const e = document.querySelector('[data-igg-id="docs.editor"]');
        return document.querySelector('[data-igg-id="docs.block.risks"]').getBoundingClientRect().top - e.getBoundingClientRect().top }""")
    assert 0 <= top <= 120, top
    assert "cur" in p.locator(sel("docs.outline.risks")).get_attribute("class")


def test_comment_cards_sit_beside_their_text_in_order(page):
    p = load(page).page
    drawn = cards(p)
    open_ids = {c["id"] for c in CONTENT["comments"] if c["anchor"] and not c["resolved"]}
    sugg_ids = {s["id"] for s in CONTENT["suggestions"]}
    assert {d["id"].split(".")[-1] for d in drawn} == open_ids | sugg_ids
    drawn.sort(key=lambda d: d["top"])
    for prev, cur in zip(drawn, drawn[1:]):
        assert cur["top"] >= prev["bottom"], (prev["id"], cur["id"])
    for d in drawn:
        assert d["anchor"] is not None and d["top"] >= d["anchor"] - 12, d["id"]
    # The first card is level with its highlighted text.
    assert abs(drawn[0]["top"] - drawn[0]["anchor"]) <= 12


def test_resolving_a_comment_removes_its_card_and_highlight_and_lists_it_as_resolved(page):
    p = load(page, scroll_y=2100).page
    p.locator(sel("docs.comment.c4")).hover()
    click(p, "docs.comment.c4.resolve")
    s = state(p)
    assert s["resolved"] == ["c4"] and s["comment_active"] is None
    assert p.locator(sel("docs.comment.c4")).count() == 0
    assert p.locator(sel("docs.anchor.c4")).count() == 0
    assert p.locator(sel("docs.toast.text")).inner_text() == s["toast"] == "Comment resolved"
    click(p, "docs.comments")
    click(p, "docs.cpanel.filter")
    click(p, "docs.cpanel.filter.resolved")
    listed = p.evaluate("""() => [...document.querySelectorAll('.cp-item')].map(e => e.getAttribute('data-igg-id').split('.').pop())""")
    assert sorted(listed) == sorted([c["id"] for c in CONTENT["comments"] if c["resolved"]] + ["c4"])
    # Re-opening one puts its card back beside the page.
    click(p, "docs.cpanel.c4.reopen")
    s = state(p)
    assert s["resolved"] == [] and s["reopened"] == ["c4"]
    assert p.locator(sel("docs.comment.c4")).count() == 1


def test_selecting_a_comment_raises_its_card_and_shows_reply(page):
    p = load(page).page
    click(p, "docs.anchor.c3")
    assert state(p)["comment_active"] == "c3"
    card = p.locator(sel("docs.comment.c3"))
    assert "active" in card.get_attribute("class")
    assert p.locator(sel("docs.comment.c3.reply")).count() == 1
    text = card.inner_text()
    for r in COMMENTS["c3"]["replies"]:
        assert r["text"] in text
    assert "active" in p.locator(sel("docs.anchor.c3")).get_attribute("class")


def test_accepting_a_suggestion_keeps_the_new_text_only(page):
    p = load(page, scroll_y=2100).page
    cell = sel("docs.table.milestones-table.r3c3")
    assert "January 12" in p.locator(cell).inner_text() and "January 19" in p.locator(cell).inner_text()
    p.locator(sel("docs.sugg.s1")).hover()
    click(p, "docs.sugg.s1.accept")
    assert state(p)["accepted"] == ["s1"]
    text = p.locator(cell).inner_text()
    assert "January 12" not in text and "January 19, 2026" in text
    assert p.locator(sel("docs.sugg.s1")).count() == 0


def test_checklist_ticks_follow_the_store_in_both_tabs(page):
    p = load(page, scroll_y=4500).page
    click(p, "docs.block.q-union.box")
    assert state(p)["checked"] == ["q-union"]
    assert "done" in p.locator(sel("docs.block.q-union")).get_attribute("class")
    click(p, "docs.block.q-union.box")
    assert state(p)["checked"] == []
    p = load(page, outline_scroll=500).page
    click(p, "docs.tab.notes")
    assert state(p)["tab"] == "notes"
    titles = p.evaluate("""() => [...document.querySelectorAll('.page .blk.title')].map(e => e.innerText)""")
    assert titles == [CONTENT["notes"][0]["text"]]
    outline = p.evaluate("""() => [...document.querySelectorAll('.ol-item')].map(e => e.innerText)""")
    assert outline == [b["text"] for b in CONTENT["notes"] if b["kind"] in ("h1", "h2")]
    click(p, "docs.block.notes-a2.box")
    assert state(p)["checked"] == ["notes-a2"]


def test_share_dialog_lists_who_has_access_and_general_access_follows_the_store(page):
    p = load(page, dialog="share").page
    rows = p.evaluate("""() => [...document.querySelectorAll('.sh-p')].map(r => [r.getAttribute('data-igg-id').split('.').pop(),
        r.querySelector('.sh-role, .sh-owner').innerText.trim()])""")
    roles = {"owner": "Owner", "editor": "Editor", "commenter": "Commenter", "viewer": "Viewer"}
    assert [tuple(r) for r in rows] == [(a["key"], roles[a["role"]]) for a in CONTENT["access"]]
    click(p, "docs.share.general")
    click(p, "docs.share.general.anyone")
    s = state(p)
    assert s["general_access"] == "anyone"
    assert "Anyone with the link" in p.locator(sel("docs.share.general")).inner_text()
    assert "Anyone on the internet with the link can view" in p.locator(".sh-gd").inner_text()
    click(p, "docs.share.person.rahul.role")
    assert state(p)["share_menu"] == "rahul"
    click(p, "docs.share.person.rahul.role.editor")
    assert state(p)["roles"] == {"rahul": "editor"}
    assert "Editor" in p.locator(sel("docs.share.person.rahul.role")).inner_text()
    click(p, "docs.share.done")
    assert state(p)["dialog"] is None
    # The header's Share button shows the link is public.
    assert p.locator(f'{sel("docs.share")} svg').count() == 1


def test_saving_turns_into_saved_and_the_status_answers_only_then(page):
    session = load(page, saving=True)
    p = session.page
    assert "Saving" in p.locator(sel("docs.status.saving")).inner_text()
    assert p.locator(sel("docs.status")).count() == 0
    assert p.locator(sel("docs.lastedit")).is_hidden()
    session.advance(2000)
    assert state(p)["saving"] is False
    assert p.locator(sel("docs.status.saving")).count() == 0
    assert p.locator(sel("docs.lastedit")).inner_text() == CONTENT["last_edit"]
    click(p, "docs.status")
    s = state(p)
    assert s["last_action"] == "docs.status" and s["toast"] == "All changes saved in Drive"


def test_zoom_and_mode_menus_change_the_page(page):
    p = load(page).page
    width = p.locator(sel("docs.page.1")).bounding_box()["width"]
    click(p, "docs.tb.zoom")
    click(p, "docs.tb.zoom.150")
    assert state(p)["zoom"] == "150"
    assert p.locator(sel("docs.tb.zoom")).inner_text().strip() == "150%"
    assert abs(p.locator(sel("docs.page.1")).bounding_box()["width"] - width * 1.5) < 2
    click(p, "docs.tb.mode")
    click(p, "docs.mode.viewing")
    assert state(p)["mode"] == "viewing"
    assert "Viewing" in p.locator(sel("docs.tb.mode")).inner_text()
    # Viewing: a checklist box no longer ticks.
    p.evaluate("""() => document.querySelector('[data-igg-id="docs.block.q-union.box"]').click()""")
    assert state(p)["checked"] == []


def test_version_history_lists_the_versions_and_restore_needs_an_older_one(page):
    p = load(page, version_history=True).page
    listed = p.evaluate("""() => [...document.querySelectorAll('.vh-item')].map(e => e.getAttribute('data-igg-id').slice('docs.version.'.length))""")
    assert listed == [v["slug"] for v in CONTENT["versions"]]
    assert p.locator(sel("docs.history.restore")).is_disabled()
    click(p, "docs.version.v-6")
    assert state(p)["version"] == "v-6"
    assert p.locator(".hist-title").inner_text() == next(v["label"] for v in CONTENT["versions"] if v["slug"] == "v-6")
    assert p.locator(sel("docs.history.restore")).is_enabled()
