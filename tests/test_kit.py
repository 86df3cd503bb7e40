"""The app kit (mockups/runtime/kit.js) in a real Chromium, on the virtual clock.

The demo app tests/apps/kitdemo/ uses every widget; each test drives it with real input events and
asserts on what the page then shows, advancing virtual time exactly (no wall-clock sleeps).
"""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
import yaml

from igg.envs.actions import parse_action
from igg.envs.session import BrowserSession
from igg.mockups.assets import ICONS_JSON, page_assets
from igg.mockups.assets.build_icons import read_subset

DEMO = Path(__file__).resolve().parent / "apps" / "kitdemo"
ICON_DIR = ICONS_JSON.parent


# --------------------------------------------------------------------------- serving the demo
@pytest.fixture(scope="module")
def session():
    s = BrowserSession(extra_app_dirs=[DEMO])
    yield s
    s.close()


def open_demo(session, state: dict | None = None) -> None:
    """A fresh page load of the demo (the in-page reset is tested in test_runtime.py)."""
    session.load("kitdemo", state or {}, fresh=True)
    assert not session.page_errors, session.page_errors


# --------------------------------------------------------------------------- helpers
def shown(session, element_id: str) -> bool:
    return session.inspect(element_id)["visible"]


def exists(session, element_id: str) -> bool:
    return session.inspect(element_id)["exists"]


def centre(session, element_id: str):
    point = session.center(element_id)
    assert point is not None, f"{element_id} is not in the page"
    return point


def state(session) -> dict:
    return session.app_state()


def hover(session, element_id: str) -> None:
    session.page.mouse.move(*centre(session, element_id))


def click(session, element_id: str) -> None:
    session.page.mouse.click(*centre(session, element_id))


# --------------------------------------------------------------------------- icons (no browser)
def test_icons_json_matches_the_subset_and_has_licences():
    subset = read_subset()  # subset.yaml plus every app's subset.d/<app>.yaml
    icons = json.loads(ICONS_JSON.read_text())
    assert sorted(icons) == sorted(subset)
    for name_set, names in subset.items():
        assert sorted(icons[name_set]) == sorted(names), name_set
        assert (ICON_DIR / f"LICENSE-{name_set}.txt").read_text().strip(), name_set
        for name, data in icons[name_set].items():
            assert len(data["viewBox"].split()) == 4, (name_set, name)
            assert re.match(r"<(path|circle|rect|line|polyline|polygon|ellipse|g)\b", data["body"]), (name_set, name)
    assert page_assets()["icons"] == icons


def test_icons_render_as_real_glyphs(session):
    open_demo(session)
    boxes = session.page.evaluate("""() => Array.from(document.querySelectorAll('[data-igg-id="kitdemo.icons"] .kit-icon')).map(e => {
        const g = e.querySelector('svg').getBBox(); const r = e.getBoundingClientRect();
        return {label: e.getAttribute('aria-label'), w: r.width, h: r.height, gw: g.width, gh: g.height};
    })""")
    assert len(boxes) == 18
    for b in boxes:
        assert b["w"] == 24 and b["h"] == 24, b
        assert b["gw"] > 0 and b["gh"] > 0, b  # a real drawing, not an empty box
    message = session.page.evaluate("() => { try { IGG.kit.icon('material:no_such_icon'); } catch (e) { return e.message; } }")
    assert "subset.yaml" in message


# --------------------------------------------------------------------------- menus
def test_menu_opens_on_click_and_closes_on_escape_outside_click_and_choice(session):
    open_demo(session)
    assert not exists(session, "kitdemo.menu.reply")
    click(session, "kitdemo.menu.button")
    assert session.inspect("kitdemo.menu.reply")["actionable"]
    assert state(session)["menu"] is True
    session.page.keyboard.press("Escape")
    assert not exists(session, "kitdemo.menu")
    assert state(session)["menu"] is False

    click(session, "kitdemo.menu.button")
    session.page.mouse.click(700, 880)  # outside the menu
    assert not exists(session, "kitdemo.menu")

    click(session, "kitdemo.menu.button")
    click(session, "kitdemo.menu.forward")
    assert not exists(session, "kitdemo.menu")
    assert state(session)["chosen"] == "kitdemo.menu.forward"


def test_popover_toggles_closes_outside_and_on_escape_and_returns_focus(session):
    open_demo(session)
    assert not exists(session, "kitdemo.filter")
    click(session, "kitdemo.filter.button")
    assert session.inspect("kitdemo.filter.unread")["actionable"]
    assert state(session)["popover"] is True
    assert session.page.evaluate("document.querySelector('[data-igg-id=\"kitdemo.filter.button\"]')"
                                 ".getAttribute('aria-expanded')") == "true"
    click(session, "kitdemo.filter.unread")  # a click inside keeps it open
    assert state(session)["filter"] == "unread" and exists(session, "kitdemo.filter")
    session.page.mouse.click(700, 880)  # outside
    assert not exists(session, "kitdemo.filter") and state(session)["popover"] is False

    click(session, "kitdemo.filter.button")
    click(session, "kitdemo.menu.button")  # a click outside it closes it; the menu opens
    assert exists(session, "kitdemo.menu") and not exists(session, "kitdemo.filter")
    click(session, "kitdemo.filter.button")  # outside the menu: the menu closes, the popover opens
    assert not exists(session, "kitdemo.menu") and exists(session, "kitdemo.filter")
    session.page.keyboard.press("Escape")
    assert not exists(session, "kitdemo.filter")
    # Keyboard: focus inside the surface goes back to the anchor when Escape closes it.
    session.page.focus('[data-igg-id="kitdemo.filter.button"]')
    session.page.keyboard.press("Enter")
    assert exists(session, "kitdemo.filter")
    session.page.focus('[data-igg-id="kitdemo.filter.mentions"]')
    session.page.keyboard.press("Escape")
    assert not exists(session, "kitdemo.filter")
    assert session.page.evaluate("document.activeElement.getAttribute('data-igg-id')") == "kitdemo.filter.button"


def test_popover_can_start_open_from_the_state(session):
    open_demo(session, {"popover": True})
    assert session.inspect("kitdemo.filter.any")["actionable"]


def test_the_store_is_typed_by_the_manifest_and_is_what_the_page_reports(session):
    open_demo(session)
    click(session, "kitdemo.tab.social")
    assert state(session)["tab"] == "social"
    # A throwaway app on the same page and manifest: every bad write throws, naming the problem.
    messages = session.page.evaluate("""() => {
        const out = [];
        igg.unmount();
        IGG.app({ mount: function (root, ctx) {
            const S = ctx.store();
            for (const [key, value] of [["tab", 3], ["catcher", "fog"], ["nonsense", 1]]) {
                try { S[key] = value; out.push("accepted"); } catch (e) { out.push(e.message); }
            }
            let heard = [];
            S.$on(function (changed) { heard = heard.concat(changed); });
            S.$set({ tab: "social", chosen: "x" });
            S.tab = "social";  // no change: no notification
            out.push(igg.state().tab + "/" + igg.state().chosen + "/" + heard.join(","));
        }});
        return out;
    }""")
    assert "tab must be str" in messages[0]
    assert "catcher must be one of clear, scrim" in messages[1]
    assert 'no state key "nonsense"' in messages[2]
    assert messages[3] == "social/x/tab,chosen"
    session._shown = None  # the page now runs a different app: the next load navigates


def test_disabled_menu_item_does_nothing(session):
    open_demo(session, {"menu": True})
    assert session.inspect("kitdemo.menu.print")["enabled"] is False
    click(session, "kitdemo.menu.print")
    assert exists(session, "kitdemo.menu")
    assert state(session)["chosen"] is None


def test_submenu_opens_only_after_the_hover_delay(session):
    open_demo(session, {"menu": True})
    hover(session, "kitdemo.menu.label")
    session.advance(150)
    assert not exists(session, "kitdemo.menu.label.menu")
    session.advance(60)
    assert session.inspect("kitdemo.menu.label.finance")["actionable"]
    # Crossing another item briefly does not switch; resting on it does.
    hover(session, "kitdemo.menu.move")
    session.advance(100)
    assert exists(session, "kitdemo.menu.label.menu") and not exists(session, "kitdemo.menu.move.menu")
    session.advance(120)
    assert not exists(session, "kitdemo.menu.label.menu") and shown(session, "kitdemo.menu.move.archive")
    click(session, "kitdemo.menu.move.spam")
    assert not exists(session, "kitdemo.menu") and state(session)["chosen"] == "kitdemo.menu.move.spam"


def test_context_menu_opens_at_the_pointer(session):
    open_demo(session)
    x, y = centre(session, "kitdemo.ctxarea")
    session.page.mouse.click(x, y, button="right")
    box = session.inspect("kitdemo.ctx")["box"]
    assert abs(box["x"] - x) <= 1 and abs(box["y"] - y) <= 1
    session.page.keyboard.press("Escape")
    assert not exists(session, "kitdemo.ctx")


# --------------------------------------------------------------------------- hover surfaces
def test_hover_toolbar_shows_while_the_pointer_is_over_its_row(session):
    open_demo(session)
    assert not shown(session, "kitdemo.row.r1.toolbar")
    hover(session, "kitdemo.row.r1")
    assert session.inspect("kitdemo.row.r1.thread")["actionable"]
    hover(session, "kitdemo.row.r1.thread")  # onto the toolbar itself: still shown
    assert shown(session, "kitdemo.row.r1.toolbar")
    hover(session, "kitdemo.row.r3")
    assert not shown(session, "kitdemo.row.r1.toolbar") and shown(session, "kitdemo.row.r3.toolbar")


def test_hover_card_opens_after_intent_and_stays_while_over_the_card(session):
    open_demo(session)
    hover(session, "kitdemo.row.r2.who")
    session.advance(450)
    assert not exists(session, "kitdemo.card.r2")
    session.advance(60)
    assert shown(session, "kitdemo.card.r2")
    hover(session, "kitdemo.card.r2.call")  # trigger -> card within the close delay
    session.advance(1000)
    assert session.inspect("kitdemo.card.r2.call")["actionable"]
    session.page.mouse.move(1000, 880)
    session.advance(250)
    assert exists(session, "kitdemo.card.r2")
    session.advance(60)
    assert not exists(session, "kitdemo.card.r2")


def test_tooltip_appears_after_its_delay_and_never_catches_the_pointer(session):
    open_demo(session)
    hover(session, "kitdemo.tip")
    session.advance(450)
    assert session.page.locator(".kit-tooltip").count() == 0
    session.advance(60)
    tip = session.page.locator(".kit-tooltip")
    assert tip.count() == 1 and tip.inner_text() == "More options"
    assert tip.evaluate("e => getComputedStyle(e).pointerEvents") == "none"
    session.page.mouse.move(5, 880)
    assert session.page.locator(".kit-tooltip").count() == 0


# --------------------------------------------------------------------------- tabs, collapsibles, carousels
def test_tabs_collapsible_and_carousel_switch_state(session):
    open_demo(session)
    assert shown(session, "kitdemo.panel.primary") and not exists(session, "kitdemo.panel.social")
    click(session, "kitdemo.tab.social")
    assert shown(session, "kitdemo.panel.social") and not exists(session, "kitdemo.panel.primary")
    assert state(session)["tab"] == "social"

    assert not shown(session, "kitdemo.coll.channel.design")
    click(session, "kitdemo.coll.head")
    assert session.inspect("kitdemo.coll.channel.design")["actionable"]

    assert not shown(session, "kitdemo.carousel.prev") and not shown(session, "kitdemo.slide.c6")
    click(session, "kitdemo.carousel.next")
    assert shown(session, "kitdemo.carousel.prev")
    assert session.page.evaluate("document.querySelector('[data-igg-id=\"kitdemo.carousel\"]').scrollLeft") == 400
    for _ in range(6):
        if shown(session, "kitdemo.carousel.next"):
            click(session, "kitdemo.carousel.next")
    assert not shown(session, "kitdemo.carousel.next") and shown(session, "kitdemo.slide.c11")


# --------------------------------------------------------------------------- dialogs, banners, toasts
def test_dialog_closes_on_backdrop_escape_and_close_button(session):
    open_demo(session, {"dialog": True})
    assert session.hit_test(20, 450) == "kitdemo.dialog.backdrop"  # the page below is covered
    session.page.mouse.click(20, 450)
    assert not exists(session, "kitdemo.dialog") and state(session)["dialog_closed"] == "backdrop"
    click(session, "kitdemo.open-dialog")
    session.page.mouse.click(*centre(session, "kitdemo.dialog"))  # a click inside does not close it
    assert exists(session, "kitdemo.dialog")
    session.page.keyboard.press("Escape")
    assert not exists(session, "kitdemo.dialog") and state(session)["dialog_closed"] == "escape"
    click(session, "kitdemo.open-dialog")
    click(session, "kitdemo.dialog.close")
    assert not exists(session, "kitdemo.dialog.backdrop") and state(session)["dialog_closed"] == "close"


def test_escape_closes_only_the_topmost_layer(session):
    open_demo(session, {"card": True, "dialog": True})
    session.page.keyboard.press("Escape")
    assert not exists(session, "kitdemo.dialog") and exists(session, "kitdemo.card.r0")
    session.page.keyboard.press("Escape")
    assert not exists(session, "kitdemo.card.r0")


def test_banner_dismisses_with_its_close_control(session):
    open_demo(session)
    assert shown(session, "kitdemo.banner")
    click(session, "kitdemo.banner.close")
    assert not exists(session, "kitdemo.banner")


def test_snackbar_times_out_and_a_new_toast_replaces_it(session):
    open_demo(session)
    click(session, "kitdemo.open-snackbar")
    assert session.inspect("kitdemo.snackbar.undo")["actionable"]
    session.advance(7900)
    assert shown(session, "kitdemo.snackbar")
    session.advance(150)
    assert not exists(session, "kitdemo.snackbar") and state(session)["snackbar_closed"] == "timeout"

    click(session, "kitdemo.open-snackbar")
    click(session, "kitdemo.open-toast")
    assert not exists(session, "kitdemo.snackbar") and state(session)["snackbar_closed"] == "replaced"
    assert shown(session, "kitdemo.toast")
    session.advance(5050)
    assert not exists(session, "kitdemo.toast") and state(session)["toast_closed"] == "timeout"

    click(session, "kitdemo.open-snackbar")
    click(session, "kitdemo.snackbar.undo")
    assert not exists(session, "kitdemo.snackbar") and state(session)["undone"] is True


# --------------------------------------------------------------------------- timers
def test_enable_after_and_show_after_follow_the_virtual_clock(session):
    open_demo(session)  # the load settles 200 ms of virtual time
    assert session.inspect("kitdemo.download")["enabled"] is False
    assert not shown(session, "kitdemo.newchip")
    session.advance(1850)
    assert shown(session, "kitdemo.newchip") and session.inspect("kitdemo.download")["enabled"] is False
    session.advance(1000)
    assert session.inspect("kitdemo.download")["actionable"]


# --------------------------------------------------------------------------- drag and lazy lists
def test_draggable_follows_the_handle_and_stays_in_the_viewport(session):
    open_demo(session)
    box = session.inspect("kitdemo.float")["box"]
    handle = session.inspect("kitdemo.float.handle")["box"]
    x, y = handle["x"] + 40, handle["y"] + handle["height"] / 2
    session.perform(parse_action(f"drag({x}, {y}, {x - 500}, {y - 300})"))
    moved = session.inspect("kitdemo.float")["box"]
    assert (round(moved["x"] - box["x"]), round(moved["y"] - box["y"])) == (-500, -300)
    assert state(session)["float_at"] == [round(moved["x"]), round(moved["y"])]
    # A press on the close button inside the handle does not drag.
    cx, cy = centre(session, "kitdemo.float.close")
    session.perform(parse_action(f"drag({cx}, {cy}, {cx - 200}, {cy})"))
    assert session.inspect("kitdemo.float")["box"] == moved
    # Far past the top-left corner: the window stays inside the viewport.
    session.perform(parse_action(f"drag({moved['x'] + 40}, {y - 300}, 1, 1)"))
    end = session.inspect("kitdemo.float")["box"]
    assert (end["x"], end["y"]) == (0, 0)


def test_lazy_list_loads_the_next_page_after_a_scroll(session):
    open_demo(session)
    rows = "document.querySelectorAll('[data-igg-id^=\"kitdemo.feed.f\"]').length"
    assert session.page.evaluate(rows) == 15
    assert not exists(session, "kitdemo.feed.loading")
    x, y = centre(session, "kitdemo.scroller")
    session.perform(parse_action(f"scroll({x}, {y}, 0, 2000)"))  # settles 200 ms
    assert shown(session, "kitdemo.feed.loading") and session.page.evaluate(rows) == 15
    session.advance(650)
    assert not exists(session, "kitdemo.feed.loading") and session.page.evaluate(rows) == 30
    assert state(session)["pages"] == 2
    assert not exists(session, "kitdemo.feed.f30")
    session.perform(parse_action(f"scroll({x}, {y}, 0, 2000)"))
    session.advance(800)
    assert exists(session, "kitdemo.feed.f44") and session.page.evaluate(rows) == 45


# --------------------------------------------------------------------------- determinism and reset
def test_same_state_same_pixels_after_an_in_page_reset(session):
    open_demo(session, {"menu": True, "snackbar": True})
    fresh = session.screenshot().sha1
    # Dirty every kind of kit state: open layers, a pending tooltip and toast, a dragged window.
    hover(session, "kitdemo.tip")
    session.page.keyboard.press("Escape")
    click(session, "kitdemo.open-toast")
    click(session, "kitdemo.open-dialog")
    session.page.keyboard.press("Escape")
    hover(session, "kitdemo.row.r2.who")
    session.advance(600)
    assert exists(session, "kitdemo.card.r2") and exists(session, "kitdemo.toast")
    session.load("kitdemo", {"menu": True, "snackbar": True})
    assert session.last_reset == "in-page", session.last_reset_reason
    assert session.screenshot().sha1 == fresh
    # The old toast must not call back into the new mount when the next toast replaces it.
    click(session, "kitdemo.open-toast")
    assert state(session)["snackbar_closed"] == "replaced" and state(session)["toast_closed"] is None
    assert session.page.evaluate("igg.unmount(), igg.audit()") == []
