"""The board app (Trello) agrees with itself and with its content.

Real Chromium, real mockup server (igg.envs.session.BrowserSession), plus content-level checks:
  - every list shows its cards in the content's order, and each card front's badges (comments,
    attachments, checklist) and members are the content's;
  - due badges are coloured as Trello colours them against the app's "today" (overdue, due soon,
    complete);
  - the label filter shows exactly the cards with that label, and "N cards match filters" counts them;
  - the card dialog's checklist percentage is the share of its items done;
  - quick edit's Archive removes the card from its list and records it in the store; Undo brings it back;
  - dragging a card onto another list moves it there (store and page);
  - the Premium trial dialog shows only on a board of the Free workspace, and no task starts with it
    elsewhere;
  - the notification bell's dot shows only when a notification is unread.
"""
import re
from pathlib import Path

from conftest import load_app
import yaml

from igg.mockups.server import HERE as MOCKUPS
from igg.mockups.server import app_content

ROOT = Path(__file__).resolve().parent.parent
CONTENT = app_content(MOCKUPS / "board", 0)
TASKS = yaml.safe_load((ROOT / "tasks" / "suite" / "board.yaml").read_text())["tasks"]
TODAY = CONTENT["today"]


def load(session, **state):
    load_app(session, "board", **state)


def ids_in(session, selector):
    return session.page.evaluate(
        "(sel) => [...document.querySelectorAll(sel)].map(e => e.getAttribute('data-igg-id'))", selector)


def card_ids_of_list(session, list_id):
    return [i.split(".", 2)[2] for i in ids_in(session, f'[data-igg-id="board.list.{list_id}.cards"] > .tr-card')]


def test_lists_show_the_content_cards_in_order(page):
    load(page, board="launch")
    for lst in CONTENT["boards"]["launch"]["lists"]:
        assert card_ids_of_list(page, lst["id"]) == lst["cards"], lst["id"]


def test_card_fronts_show_the_content_badges_and_members(page):
    load(page, board="launch")
    fronts = page.page.evaluate("""() => [...document.querySelectorAll('.tr-card[data-igg-id]')].map(c => ({
        id: c.getAttribute('data-igg-id').slice(11),
        badges: [...c.querySelectorAll('.tr-badge')].map(b => b.getAttribute('title') + '|' + b.textContent.trim()),
        members: [...c.querySelectorAll('.tr-card-members .tr-av')].map(a => a.getAttribute('aria-label'))}))""")
    assert len(fronts) == sum(len(lst["cards"]) for lst in CONTENT["boards"]["launch"]["lists"])
    for f in fronts:
        card = CONTENT["cards"][f["id"]]
        got = {b.split("|")[0]: b.split("|")[1] for b in f["badges"]}
        assert got.get("Comments", "0") == str(card["comments"] or 0) or (not card["comments"] and "Comments" not in got), f["id"]
        assert ("Attachments" in got) == bool(card["attachments"]), f["id"]
        if card["attachments"]:
            assert got["Attachments"] == str(card["attachments"]), f["id"]
        if card["checklist"]:
            assert got["Checklist items"] == "%d/%d" % tuple(card["checklist"]), f["id"]
        assert f["members"] == [CONTENT["people"][m]["name"] for m in card["members"]], f["id"]


def _days(iso):
    import datetime
    return (datetime.date.fromisoformat(iso) - datetime.date.fromisoformat(TODAY)).days


def test_due_badges_are_coloured_against_today(page):
    load(page, board="launch")
    got = dict(page.page.evaluate("""() => [...document.querySelectorAll('.tr-card[data-igg-id] .tr-due')].map(b =>
        [b.closest('.tr-card').getAttribute('data-igg-id').slice(11), [...b.classList].find(c => c.startsWith('tr-due-'))])"""))
    dated = [c for c in CONTENT["cards"].values() if c["board"] == "launch" and c["due"]]
    assert dated and set(got) == {c["id"] for c in dated}
    for c in dated:
        want = "complete" if c["due_done"] else "overdue" if _days(c["due"]) < 0 else "soon" if _days(c["due"]) <= 1 else None
        if want:
            assert got[c["id"]] == "tr-due-" + want, (c["id"], c["due"], got[c["id"]])
        else:
            assert got[c["id"]] not in ("tr-due-overdue", "tr-due-soon", "tr-due-complete"), c["id"]


def test_label_filter_shows_exactly_the_labelled_cards(page):
    load(page, board="summit", filter={"labels": ["urgent"]})
    shown = page.page.evaluate("""() => [...document.querySelectorAll('.tr-card[data-igg-id]')]
        .filter(c => getComputedStyle(c).display !== 'none').map(c => c.getAttribute('data-igg-id').slice(11))""")
    want = [c["id"] for c in CONTENT["cards"].values() if c["board"] == "summit" and "urgent" in c["labels"]]
    assert sorted(shown) == sorted(want) and want
    bar = page.page.evaluate("() => document.querySelector('.tr-filter-bar').textContent")
    assert int(re.search(r"(\d+) cards match", bar).group(1)) == len(want)


def test_dialog_checklist_percentage_is_the_share_done(page):
    load(page, board="launch", card="product-hunt")
    shown = page.page.evaluate("() => [...document.querySelectorAll('.tr-progress-row .tr-sm')].map(e => e.textContent)")
    lists = CONTENT["cards"]["product-hunt"]["detail"]["checklists"]
    want = ["%d%%" % round(100 * sum(1 for i in items if i[1]) / len(items)) for _, items in lists]
    assert shown == want
    # ticking an item moves the percentage and is in the store
    page.page.evaluate("() => document.querySelector('[data-igg-id=\"board.dialog.check.0.2.box\"]').click()")
    page.advance(50)
    assert page.app_state()["checked"] == ["product-hunt.0.2"]
    items = lists[0][1]
    now = page.page.evaluate("() => document.querySelector('.tr-progress-row .tr-sm').textContent")
    assert now == "%d%%" % round(100 * (sum(1 for i in items if i[1]) + 1) / len(items))


def test_quick_edit_archive_and_undo(page):
    load(page, board="launch", popover="quick:status-page")
    page.page.evaluate("() => document.querySelector('[data-igg-id=\"board.quick.archive\"]').click()")
    page.advance(50)
    state = page.app_state()
    assert state["archived"] == ["status-page"] and state["popover"] is None
    assert "status-page" not in card_ids_of_list(page, "todo")
    page.page.evaluate("() => document.querySelector('[data-igg-id=\"board.toast.undo\"]').click()")
    page.advance(50)
    assert page.app_state()["archived"] == []
    assert "status-page" in card_ids_of_list(page, "todo")


def test_dragging_a_card_moves_it_to_the_other_list(page):
    load(page, board="launch")
    src = page.center("board.card.app-store-copy")
    dst = page.center("board.list.review.cards")
    mouse = page.page.mouse
    mouse.move(*src)
    mouse.down()
    mouse.move(src[0] + 20, src[1], steps=2)
    mouse.move(*dst, steps=4)
    mouse.up()
    page.advance(50)
    moved = page.app_state()["moved"]
    assert moved.get("app-store-copy", [None])[0] == "review"
    assert "app-store-copy" in card_ids_of_list(page, "review")
    assert "app-store-copy" not in card_ids_of_list(page, "todo")


def test_trial_dialog_only_on_the_free_workspace(page):
    load(page, board="launch", trial=True)
    assert not page.inspect("board.trial")["visible"]
    load(page, board="reno", trial=True)
    assert page.inspect("board.trial")["visible"]
    free = {b for b, meta in CONTENT["boards"].items() if CONTENT["workspaces"][meta["workspace"]]["plan"] == "Free"}
    bad = [t["id"] for t in TASKS if (t.get("state") or {}).get("trial") and (t["state"].get("board") or "launch") not in free]
    assert not bad, f"tasks show the Premium trial on a paid workspace's board: {bad}"


def test_bell_dot_follows_unread_notifications(page):
    load(page, board="launch")
    dot = page.page.evaluate("() => !!document.querySelector('[data-igg-id=\"board.header.notifications\"] .tr-dot')")
    assert dot == any(n["unread"] for n in CONTENT["notifications"])


def test_app_keeps_state_in_the_store():
    js = (MOCKUPS / "board" / "app.js").read_text()
    assert "ctx.setState" not in js and "ctx.store()" in js
    assert "Math.random" not in js and "Date.now" not in js and "new Date()" not in js
