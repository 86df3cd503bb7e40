"""The design app (Figma) agrees with itself: its era, its layers and its selection.

Real Chromium, real mockup server (igg.envs.session.BrowserSession). The tests read the page the
way a user would (the text on screen, the highlighted row, the outlined frame) and compare it with
the store (`igg.state()`) and the content:
  - the editor is Figma's UI2 layout (the top toolbar holds the tools; the right panel has the
    Design / Prototype / Inspect tabs), so no text on screen, in the what's-new announcement or
    anywhere else, is dated after the file's year or names a feature Figma shipped later
    (Figma Draw, UI3, Make, Sites, Buzz, Slides, Grida...);
  - every frame's name label on the canvas and its row in the Layers panel select the same layer;
  - the selection in the store is the highlighted layer row and the outlined frame, after any click;
  - a layer's eye and lock toggles show what the store holds.
"""
import re

import pytest

from igg.envs.session import BrowserSession
from igg.mockups.server import HERE as MOCKUPS
from igg.mockups.server import app_content

CONTENT = app_content(MOCKUPS / "design", 0)
YEAR = CONTENT["year"]
# Features Figma announced after the UI2 editor's time (UI3 was announced at Config, June 2024).
LATER_FEATURES = ["Figma Draw", "UI3", "Figma Make", "Figma Sites", "Figma Buzz", "Figma Slides",
                  "Figma AI", "Make designs", "First Draft", "Code Connect", "Grid auto layout"]
MOBILE_FRAMES = [f["id"] for f in CONTENT["layers"]["mobile"]]


@pytest.fixture(scope="module")
def page():
    session = BrowserSession(1440, 900)
    yield session
    session.close()


def load(session, **state):
    session.load("design", state, 0)
    assert not session.page_errors, session.page_errors


def reveal(session, element_id):
    """Bring an element into its scrollers' view, as a user's scrolling would."""
    session.page.evaluate(
        "id => document.querySelector('[data-igg-id=\"' + id + '\"]').scrollIntoView({block: 'center', inline: 'center'})",
        element_id)
    session.advance(100)


def click(session, element_id):
    reveal(session, element_id)
    x, y = session.center(element_id)
    assert session.hit_test(x, y) == element_id or session.hit_test(x, y).startswith(element_id), \
        f"{element_id} is not clickable at its centre"
    session.page.mouse.click(x, y)
    session.advance(300)


def highlighted(session):
    """What the page shows as selected: the highlighted layer rows and the outlined frames."""
    return session.page.evaluate("""() => ({
        rows: [...document.querySelectorAll('.d-layer.sel')].map(e => e.dataset.iggId),
        frames: [...document.querySelectorAll('.d-frame.sel')].map(e => e.dataset.iggId),
        titles: [...document.querySelectorAll('.d-ftitle.sel')].map(e => e.dataset.iggId)})""")


def assert_selection_shown(session, top_frame):
    state = session.app_state()
    shown = highlighted(session)
    assert shown["rows"] == [f"design.layer.{state['selection']}"], (state["selection"], shown)
    assert shown["frames"] == [f"design.frame.{top_frame}"], (top_frame, shown)
    assert shown["titles"] == [f"design.frame.{top_frame}.title"], (top_frame, shown)


def visible_text(session):
    return session.page.evaluate("() => document.body.innerText")


def test_the_editor_is_the_ui2_layout(page):
    load(page)
    assert CONTENT["editor"] == "UI2"
    tool = page.inspect("design.tool.move")
    x, y = page.center("design.tool.move")
    assert y < 120, "UI2 keeps the tools in the top toolbar (UI3 moved them to a floating bar at the bottom)"
    for tab in ("design.right.design", "design.right.prototype", "design.right.inspect"):
        assert page.inspect(tab)["visible"], f"the UI2 right panel has the {tab} tab"
    assert tool["actionable"]


@pytest.mark.parametrize("state", [
    {}, {"modal": "whats-new"}, {"share": True}, {"page": "cover", "zoom": 0.25}, {"page": "web", "zoom": 0.25},
    {"selection": "booking", "right_tab": "inspect"}, {"history": True}, {"tool": "comment"},
])
def test_nothing_on_screen_is_newer_than_the_editor(page, state):
    load(page, **state)
    text = visible_text(page)
    years = sorted({int(y) for y in re.findall(r"\b(20\d\d)\b", text)})
    assert all(y <= YEAR for y in years), f"dated after {YEAR} in an editor of that year: {years}"
    for feature in LATER_FEATURES:
        assert feature.lower() not in text.lower(), f"{feature!r} is announced in the {CONTENT['editor']} editor"


def test_the_announcement_is_of_the_files_time():
    released = CONTENT["whats_new"]["released"]
    assert int(released[:4]) <= YEAR
    assert not any(f.lower() in (CONTENT["whats_new"]["title"] + CONTENT["whats_new"]["text"]).lower() for f in LATER_FEATURES)


@pytest.mark.parametrize("frame", MOBILE_FRAMES)
def test_a_frames_title_and_its_layer_row_select_the_same_layer(page, frame):
    load(page, zoom=0.5)
    click(page, f"design.frame.{frame}.title")
    by_title = page.app_state()["selection"]
    assert by_title == frame
    assert_selection_shown(page, frame)

    load(page, zoom=0.5)
    click(page, f"design.layer.{frame}")
    assert page.app_state()["selection"] == by_title
    assert_selection_shown(page, frame)


def test_the_store_selection_is_what_the_page_highlights(page):
    load(page, selection="checkout", expanded=["home", "checkout"])
    assert_selection_shown(page, "checkout")
    for layer, top in [("checkout-lines", "checkout"), ("home-search", "home"), ("details", "details")]:
        reveal(page, f"design.layer.{layer}")
        if not page.inspect(f"design.layer.{layer}")["exists"]:
            click(page, f"design.layer.{top}.caret")
        click(page, f"design.layer.{layer}")
        assert page.app_state()["selection"] == layer
        assert_selection_shown(page, top)
    # A click on the empty canvas clears the selection everywhere.
    page.page.mouse.click(700, 880)
    page.advance(300)
    assert page.app_state()["selection"] is None
    assert highlighted(page) == {"rows": [], "frames": [], "titles": []}


def test_layer_toggles_show_what_the_store_holds(page):
    load(page)
    row = "design.layer.home-status"
    reveal(page, row)
    x, y = page.center(row)
    page.page.mouse.move(x, y)
    page.advance(200)
    click(page, f"{row}.eye")
    click(page, f"{row}.lock")
    state = page.app_state()
    assert state["hidden_layers"] == ["home-status"] and state["locked_layers"] == ["home-status"]
    labels = page.page.evaluate("""id => { const r = document.querySelector('[data-igg-id="' + id + '"]');
        return [r.classList.contains('off'), r.querySelector('[data-igg-id$=".eye"]').getAttribute('aria-label'),
                r.querySelector('[data-igg-id$=".lock"]').getAttribute('aria-label')]; }""", row)
    assert labels == [True, "Show", "Unlock"], labels
