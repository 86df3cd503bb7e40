"""The maps app (Google Maps) agrees with itself: the results list and its pins, each place's
"Open · Closes 10 PM" line against its hours and the app's "today" (Thu 6:40 PM), the place panel's
address and hours table, saving a place from a result row (the button, the snackbar, the Saved
list), the map that pans by the distance dragged, directions whose routes appear only after they
load, the review topic filter, the layers flyout and the consent page.

Real Chromium, real mockup server (igg.envs.session.BrowserSession). The tests read the page as a
user would (row names, status lines, the hours table, pin positions, button labels, snackbar text)
and compare it with the content and with the store (`igg.state()`).
"""
import re

from conftest import load_app, sel, click, state

from igg.mockups.server import HERE as MOCKUPS
from igg.mockups.server import app_content

CONTENT = app_content(MOCKUPS / "maps", 0)
PLACES = CONTENT["places"]
NOW = 18 * 60 + 40  # Thursday 6:40 PM, the app's "today"
THURSDAY = 3


def load(session, **state):
    return load_app(session, "maps", **state)


def minutes(text):
    """'11 AM' / '7:30 PM' / '12 AM' -> minutes after midnight."""
    m = re.match(r"(\d+)(?::(\d+))? (AM|PM)", text)
    h, mm, ap = int(m.group(1)), int(m.group(2) or 0), m.group(3)
    h = h % 12 + (12 if ap == "PM" else 0)
    return h * 60 + mm


def expected_status(hours_today):
    """Google's status line from today's hours at 6:40 PM (no overnight hours from yesterday here)."""
    if hours_today == "Open 24 hours":
        return "Open 24 hours"
    if hours_today == "Closed":
        return None
    o, c = [minutes(t) for t in hours_today.split("–")]
    if c <= o:
        c += 1440
    if o <= NOW < c:
        return f"Closes soon · {hours_today.split('–')[1]}" if c - NOW <= 60 else f"Open · Closes {hours_today.split('–')[1]}"
    return None


def rows(p):
    return p.evaluate("""() => [...document.querySelectorAll('.res-row')].map(r => ({
        id: r.getAttribute('data-igg-id').slice(12), name: r.querySelector('.rr-name').textContent,
        rating: r.querySelector('.rr-rating .num').textContent,
        status: (r.querySelector('.gm-status') || {}).textContent || null}))""")


def test_results_list_matches_the_content_its_pins_and_todays_hours(page):
    p = load(page, search="restaurants")
    drawn = rows(p)
    ids = CONTENT["results"]["restaurants"]
    assert [r["id"] for r in drawn] == ids
    assert state(p)["search"] == "restaurants"
    checked = 0
    for r in drawn:
        pl = PLACES[r["id"]]
        assert r["name"] == pl["name"] and r["rating"] == f"{pl['rating']:.1f}"
        want = expected_status(pl["hours"][THURSDAY])
        if want:
            assert r["status"] == want, (r["id"], r["status"], want)
            checked += 1
        else:
            assert r["status"].startswith("Closed"), (r["id"], r["status"])
    assert checked >= 10
    # every result has a red pin, and no pin of another category is a red pin
    red = p.evaluate("() => [...document.querySelectorAll('.gm-pin.result')].map(e => e.getAttribute('data-igg-id').slice(9))")
    assert red and set(red) <= set(ids)


def test_place_panel_address_status_and_hours_table_agree(page):
    p = load(page, place="menya-kaito")
    pl = PLACES["menya-kaito"]
    assert p.locator(".pl-name").inner_text() == pl["name"]
    assert p.locator(sel("maps.place.menya-kaito.address")).inner_text() == pl["address"]
    status = p.locator(sel("maps.place.menya-kaito.hours") + " .gm-status").inner_text()
    assert status == expected_status(pl["hours"][THURSDAY]) == "Closes soon · 7:30 PM"
    click(p, "maps.place.menya-kaito.hours")
    assert state(p)["hours_open"] is True
    table = p.evaluate("() => [...document.querySelectorAll('.pl-hours-table tr')].map(tr => [...tr.cells].map(c => c.textContent))")
    assert table[0] == ["Thursday", pl["hours"][THURSDAY]]  # today first, in bold
    assert dict(table) == dict(zip(CONTENT["days"], pl["hours"]))
    assert p.locator(".pl-hours-table tr.today td").first.inner_text() == "Thursday"


def test_saving_from_a_result_row_shows_in_the_row_the_snackbar_and_the_saved_list(page):
    p = load(page, search="restaurants")
    pid = "trattoria-nonna-lucia"
    assert not any(pid in lst["places"] for lst in CONTENT["lists"])
    save = p.locator(sel(f"maps.result.{pid}.save"))
    assert not save.is_visible()  # shown on hover only
    p.locator(sel(f"maps.result.{pid}")).hover()
    assert save.is_visible()
    save.click()
    p.wait_for_timeout(50)
    assert state(p)["saved"] == [pid]
    assert save.get_attribute("aria-label") == "Saved"
    assert p.locator(sel("maps.snackbar")).inner_text().startswith("Saved to Want to go")
    click(p, "maps.rail.saved")
    want = next(lst for lst in CONTENT["lists"] if lst["id"] == "want-to-go")
    meta = p.locator(sel("maps.saved.list.want-to-go") + " .m").inner_text()
    assert meta.endswith(f"{len(want['places']) + 1} places"), meta
    click(p, "maps.saved.list.want-to-go")
    assert p.locator(sel(f"maps.list.want-to-go.{pid}")).count() == 1


def test_dragging_the_map_pans_it_by_the_distance_dragged(page):
    p = load(page, center=[1900, 1450])
    pin = sel("maps.pin.beirut-grill")
    before = p.locator(pin).bounding_box()
    p.mouse.move(900, 500)
    p.mouse.down()
    p.mouse.move(1000, 560, steps=4)
    p.mouse.up()
    p.wait_for_timeout(50)
    after = p.locator(pin).bounding_box()
    assert round(after["x"] - before["x"]) == 100 and round(after["y"] - before["y"]) == 60
    # zoom 15: one screen px is two map units
    assert state(p)["center"] == [1900 - 200, 1450 - 120]
    assert state(p)["place"] is None  # a drag that ends on a pin does not open it


def test_directions_show_routes_only_after_they_load_fastest_first(page):
    p = load(page, place="seoul-garden-bbq", panel="directions")
    assert p.locator(sel("maps.dir.loading")).count() == 1
    assert p.locator(sel("maps.route.r1")).count() == 0
    page.advance(1700)
    routes = CONTENT["directions"]["seoul-garden-bbq"]
    times = p.evaluate("() => [...document.querySelectorAll('.route .rt-time .t')].map(e => e.textContent)")
    assert times == [f"{r['mins']} min" for r in routes]
    assert [r["mins"] for r in routes] == sorted(r["mins"] for r in routes)
    vias = p.evaluate("() => [...document.querySelectorAll('.route .rt-via')].map(e => e.textContent)")
    assert vias == ["via " + r["via"] for r in routes]
    click(p, "maps.route.r3")
    assert state(p)["route"] == "r3"
    assert "on" in p.locator(sel("maps.route.r3")).get_attribute("class")


def test_a_review_topic_shows_only_reviews_that_mention_it(page):
    p = load(page, place="seoul-garden-bbq", tab="reviews")
    click(p, "maps.topic.seoul-garden-bbq.galbi")
    assert state(p)["review_topic"] == "galbi"
    texts = p.evaluate("() => [...document.querySelectorAll('.rv .rv-text')].map(e => e.textContent)")
    assert texts and all("galbi" in t.lower() for t in texts)
    mention = [r for r in PLACES["seoul-garden-bbq"]["reviews"] if "galbi" in r["text"].lower()]
    assert len(texts) == len(mention)


def test_layers_flyout_turns_a_layer_on_and_off(page):
    p = load(page)
    p.locator(sel("maps.layers")).hover()
    page.advance(300)
    click(p, "maps.layer.traffic")
    assert state(p)["layers"] == ["traffic"]
    assert p.locator(sel("maps.layer.traffic")).get_attribute("aria-pressed") == "true"
    click(p, "maps.layer.traffic")
    assert state(p)["layers"] == []


def test_consent_page_covers_the_map_until_accepted(page):
    p = load(page, signed_in=False, consent=True)
    hit = p.evaluate("() => { const e = document.elementFromPoint(600, 34); return e.closest('[data-igg-id]').getAttribute('data-igg-id'); }")
    assert hit.startswith("maps.consent")
    click(p, "maps.consent.accept")
    s = state(p)
    assert s["consent"] is False and s["last_action"] == "consent:accept"
    assert p.locator(sel("maps.consent")).count() == 0
    assert p.locator(sel("maps.signin")).inner_text() == "Sign in"
