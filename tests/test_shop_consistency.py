"""The shop app (Amazon) agrees with itself and with its content.

Real Chromium, real mockup server (igg.envs.session.BrowserSession), plus content-level checks:
  - the header's cart count is the content's cart, and Add to cart raises it by one (store and page);
  - the product page's delivery promise is dated from the app's "today" (Prime two-day, fastest tomorrow);
  - every product's star histogram adds up to 100% and averages to its rating;
  - the reviews drawn are the content's, in order, with their dates; Helpful records the review;
  - a brand filter leaves exactly that brand's products, and the result count says how many;
  - an upcoming lightning deal offers only "Watch this deal" until its countdown ends, then "Add to cart";
  - hovering a gallery thumbnail shows that image large and records it;
  - the All panel's Musical Instruments submenu lists the content's entries;
  - dragging the Rufus window by its header moves it and records where it is.
"""
import re
from pathlib import Path

import yaml
from conftest import click, load_app, sel, state

from igg.mockups.server import HERE as MOCKUPS
from igg.mockups.server import app_content

ROOT = Path(__file__).resolve().parent.parent
CONTENT = app_content(MOCKUPS / "shop", 0)
TASKS = yaml.safe_load((ROOT / "tasks" / "suite" / "shop.yaml").read_text())["tasks"]
PRODUCTS = CONTENT["products"]


def load(session, **st):
    return load_app(session, "shop", **st)


def text(p, igg_id):
    return p.locator(sel(igg_id)).first.inner_text()


def test_cart_count_is_the_content_cart_and_add_to_cart_raises_it(page):
    p = load(page, view="search", query="guitar", dept="music")
    expected = sum(c["qty"] for c in CONTENT["cart"])
    assert text(p, "shop.cart.count") == str(expected)
    click(p, "shop.res.capo.add")
    assert state(p)["cart"] == ["capo"]
    assert text(p, "shop.cart.count") == str(expected + 1)


def test_delivery_promise_is_dated_from_today(page):
    assert CONTENT["today"] == "2025-11-18"  # a Tuesday
    p = load(page, view="product", product="kettle")
    box = text(p, "shop.buybox")
    assert "FREE delivery Thursday, November 20" in box
    assert "Or fastest delivery Tomorrow, November 19" in box


def test_histograms_add_up_and_average_to_the_rating():
    for pid, prod in PRODUCTS.items():
        hist = prod["histogram"]
        assert sum(hist) == 100, pid
        avg = sum((5 - i) * pct for i, pct in enumerate(hist)) / 100
        assert abs(avg - prod["rating"]) <= 0.15, (pid, avg, prod["rating"])


def test_reviews_are_the_content_reviews_in_order_and_helpful_is_recorded(page):
    p = load(page, view="product", product="violin")
    ids = p.evaluate("() => [...document.querySelectorAll('.sp-review')].map(e => e.getAttribute('data-igg-id'))")
    revs = CONTENT["reviews"]["violin"]
    assert ids == ["shop.review." + r["id"] for r in revs]
    months = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]
    for r in revs:
        body = text(p, "shop.review." + r["id"])
        y, m, d = map(int, r["date"].split("-"))
        assert r["who"] in body and r["title"] in body
        assert f"Reviewed in the United States on {months[m - 1]} {d}, {y}" in body
        assert f"{r['helpful']} people found this helpful" in body
    first = revs[0]
    p.locator(sel("shop.review." + first["id"] + ".helpful")).scroll_into_view_if_needed()
    click(p, "shop.review." + first["id"] + ".helpful")
    assert state(p)["helpful"] == ["violin." + first["id"]]
    assert f"{first['helpful'] + 1} people found this helpful" in text(p, "shop.review." + first["id"])


def test_brand_filter_leaves_only_that_brand_and_the_count_agrees(page):
    p = load(page, view="search", query="guitar", dept="music", filters={"brand": ["Kingsley"]})
    shown = p.evaluate("() => [...document.querySelectorAll('.sp-res')].map(e => e.getAttribute('data-igg-id').slice(9))")
    kingsley = sorted(pid for pid, prod in PRODUCTS.items() if prod["brand"] == "Kingsley")
    assert sorted(shown) == kingsley
    label = p.locator(".sp-resbar-l").inner_text()
    assert re.search(rf"\b1-{len(kingsley)} of\b", label), label


def test_upcoming_deal_opens_on_its_countdown(page):
    deal = next(d for d in CONTENT["deals"] if d["id"] == "d-violin")
    assert deal["starts_in"] > 0
    p = load(page, view="deals")
    assert p.locator(sel("shop.deal.d-violin.add")).count() == 0
    assert p.locator(sel("shop.deal.d-violin.watch")).count() == 1
    assert "Starts in" in text(page.page, "shop.deal.d-violin")
    page.advance(deal["starts_in"] * 1000 - 500)
    assert p.locator(sel("shop.deal.d-violin.add")).count() == 0
    page.advance(1000)
    assert p.locator(sel("shop.deal.d-violin.add")).count() == 1
    assert "Ends in 6:00:00" in text(p, "shop.deal.d-violin")
    page.advance(2000)
    assert "Ends in 5:59:58" in text(p, "shop.deal.d-violin")
    click(p, "shop.deal.d-violin.add")
    assert "d-violin" in state(p)["claimed"]


def test_thumbnail_hover_switches_the_main_image(page):
    p = load(page, view="product", product="binoculars")
    assert p.locator(sel("shop.pdp.image") + " img").count() == 1
    p.hover(sel("shop.pdp.thumb.2"))
    p.wait_for_timeout(50)
    assert state(p)["image"] == 2
    assert "What's in the box" in text(p, "shop.pdp.image")
    assert p.locator(sel("shop.pdp.image") + " img").count() == 0


def test_music_submenu_lists_the_content_entries(page):
    p = load(page, view="home", menu="music")
    dept = next(it for sec in CONTENT["hmenu"] for it in sec["items"] if it["id"] == "music")
    items = p.evaluate("() => [...document.querySelectorAll('.sp-hm-sub .sp-hm-item')].map(e => e.textContent.trim())")
    assert items == dept["sub"]


def test_rufus_window_drags_by_its_header(page):
    p = load(page, view="product", product="violin", rufus=True)
    box = p.locator(sel("shop.rufus.head")).bounding_box()
    x, y = box["x"] + 100, box["y"] + box["height"] / 2
    p.mouse.move(x, y)
    p.mouse.down()
    p.mouse.move(x - 300, y + 40, steps=4)
    p.mouse.up()
    at = state(p)["rufus_at"]
    win = p.locator(sel("shop.rufus")).bounding_box()
    assert at == [round(win["x"]), round(win["y"])]
    assert abs(win["x"] - (box["x"] - 300)) <= 2


def test_tasks_start_in_states_the_real_app_shows():
    """The protection-plan offer follows an Add to Cart of the kettle; a loading side sheet or a
    sheet follows an Add to Cart of its own product."""
    for task in TASKS:
        st = task.get("state", {})
        if st.get("upsell"):
            assert st.get("product") == "kettle" and "kettle" in st.get("cart", []), task["id"]
        if st.get("sheet_loading"):
            assert st.get("sheet") in st.get("cart", []), task["id"]
