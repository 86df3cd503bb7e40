"""Every app's main views at every viewport preset, its photos, and its timed surfaces.

The views and timed surfaces come from each app's manifest (`views:`, `expiring:`): every view
renders without page errors and without a page-level horizontal scrollbar at each of the five
presets, each photograph in view is a different photo, and each toast, snackbar or undo control
is still there half a second before the real app's timeout and gone half a second after it, on
the virtual clock.
"""
from __future__ import annotations

import re

import pytest

from igg.envs.session import BrowserSession
from igg.mockups.manifest import load_manifest
from igg.replay.reference import resolve_step
from igg.tasks.schema import VIEWPORTS, _parse_step, available_apps

APPS = [app for app in available_apps() if load_manifest(app) is not None]
BAR_APPS = ("email", "chat", "video", "devhub", "design", "social", "community", "sheets", "drive", "docs", "calendar", "board", "shop", "maps", "code", "music")

# Photos drawn in the viewport, as <img> or CSS background, with their vendored photo id and what
# they depict (`data-igg-depicts` on the element or an ancestor: the album, product or place the
# copy stands for). A photo may show twice only as one object: an album's cover in the library,
# its card and the player, a product's first thumbnail beside its main image; never as filler.
VISIBLE_PHOTOS_JS = r"""() => {
  const out = [];
  const seen = (el, url) => {
    const m = /\/assets\/photos\/([a-z0-9-]+?)-(16x9|1x1|4x3)\.jpg/.exec(url || '');
    if (!m) return;
    const r = el.getBoundingClientRect();
    const v = IGGVisibility.visibleRect(el);
    if (r.width < 2 || r.height < 2 || v.right - v.left < 2 || v.bottom - v.top < 2) return;
    if (!el.checkVisibility({checkOpacity: true, checkVisibilityCSS: true})) return;
    const depicts = el.closest('[data-igg-depicts]');
    out.push({photo: m[1], id: IGGVisibility.ownerId(el), depicts: depicts ? depicts.getAttribute('data-igg-depicts') : null});
  };
  for (const el of document.querySelectorAll('#app *')) {
    if (el.tagName === 'IMG') seen(el, el.currentSrc || el.src);
    const bg = getComputedStyle(el).backgroundImage;
    if (bg && bg !== 'none') seen(el, bg);
  }
  return out;
}"""

LAYOUT_JS = """() => ({scrollWidth: document.scrollingElement.scrollWidth, innerWidth: window.innerWidth,
                      children: document.querySelector('#app') ? document.querySelector('#app').children.length : 0})"""

@pytest.fixture(scope="module", params=list(VIEWPORTS))
def preset_session(request):
    width, height, zoom = VIEWPORTS[request.param]
    session = BrowserSession(width, height, zoom=zoom)
    yield request.param, session
    session.close()

@pytest.mark.parametrize("app", BAR_APPS)
def test_app_declares_views_and_timed_surfaces(app):
    manifest = load_manifest(app)
    assert manifest is not None, f"{app}: no manifest"
    assert len(manifest.views) >= 4, f"{app}: {len(manifest.views)} views in its manifest; want 4-8 main states"
    assert manifest.expiring, f"{app}: no `expiring:` entries (toasts, snackbars, undo) in its manifest"

@pytest.mark.parametrize("app", APPS)
def test_views_render_cleanly_with_distinct_photos(app, preset_session):
    preset, session = preset_session
    views = load_manifest(app).views
    if not views:
        pytest.skip(f"{app} declares no views")
    problems = []
    for name, view in views.items():
        session.load(app, view["state"])
        where = f"{app} view {name!r} at {preset}"
        problems += [f"{where}: page error: {e}" for e in session.page_errors]
        layout = session.page.evaluate(LAYOUT_JS)
        if layout["children"] == 0:
            problems.append(f"{where}: the app rendered nothing")
        if layout["scrollWidth"] > layout["innerWidth"]:
            problems.append(f"{where}: page scrolls sideways ({layout['scrollWidth']} > {layout['innerWidth']} CSS px)")
        photos = session.page.evaluate(VISIBLE_PHOTOS_JS)
        counts, objects = {}, {}
        for p in photos:
            counts.setdefault(p["photo"], []).append(p["id"])
            objects.setdefault(p["photo"], set()).add(p["depicts"])
        problems += [f"{where}: photo {photo!r} shown {len(ids)} times ({ids}) as {sorted(map(str, objects[photo]))}"
                     for photo, ids in counts.items()
                     if len(ids) > 1 and (None in objects[photo] or len(objects[photo]) > 1)]
    assert not problems, "\n".join(problems)

def _expiring_cases():
    for app in APPS:
        for index, entry in enumerate(load_manifest(app).expiring):
            yield pytest.param(app, entry, id=f"{app}-{entry['id']}-{index}")

@pytest.fixture(scope="module")
def desktop():
    session = BrowserSession(1440, 900)
    yield session
    session.close()

@pytest.mark.parametrize("app,entry", list(_expiring_cases()))
def test_timed_surfaces_expire_at_the_real_timeout(app, entry, desktop):
    session = desktop
    session.load(app, entry["state"], fresh=True)
    for i, raw in enumerate(entry["trace"]):
        step = _parse_step(raw, f"{app} manifest expiring {entry['id']} step {i + 1}")
        session.perform(resolve_step(session, step, (session.width, session.height)))
    shown = lambda: session.inspect(entry["id"])  # noqa: E731
    first = shown()
    assert first["visible"], f"{entry['id']} is not shown after its trace: {first['reason']}"
    # perform() settles after each action, so part of the timeout has already run.
    elapsed = len(entry["trace"]) * session.settle_ms
    session.advance(entry["timeout_ms"] - 500 - elapsed)
    before = shown()
    assert before["visible"], f"{entry['id']} went before {entry['timeout_ms'] - 500} ms: {before['reason']}"
    session.advance(1000)
    after = shown()
    assert not after["actionable"], f"{entry['id']} still there {entry['timeout_ms'] + 500} ms after it appeared"

def test_the_photo_check_sees_a_repeat():
    """The probe must count a photo drawn twice (so a passing view is not vacuous)."""
    session = BrowserSession(800, 600)
    try:
        session.load(APPS[0], {})
        url = "/assets/photos/pier-lake-evening-16x9.jpg"
        session.page.evaluate("""(url) => { for (const i of [0, 1]) { const img = document.createElement('img');
            img.src = url; img.style.cssText = 'position:fixed;left:' + (i * 200) + 'px;top:0;width:160px;height:90px';
            document.querySelector('#app').appendChild(img); } }""", url)
        photos = session.page.evaluate(VISIBLE_PHOTOS_JS)
        assert [p["photo"] for p in photos].count("pier-lake-evening") == 2
    finally:
        session.close()

# Every photo an app shows (in view or not), with the text beside it: the <img>'s alt, else the
# aria-label / text of the element that owns it (data-igg-id).
ALL_PHOTOS_JS = r"""() => {
  const out = [];
  const seen = (el, url) => {
    const m = /\/assets\/photos\/([a-z0-9-]+?)-(16x9|1x1|4x3)\.jpg/.exec(url || '');
    if (!m) return;
    const owner = el.closest('[data-igg-id]');
    const text = [el.getAttribute('alt') || '', el.getAttribute('aria-label') || '',
                  owner ? (owner.getAttribute('aria-label') || '') + ' ' + owner.innerText : ''].join(' ');
    out.push({photo: m[1], id: owner ? owner.getAttribute('data-igg-id') : null, text});
  };
  for (const el of document.querySelectorAll('#app *')) {
    if (el.tagName === 'IMG') seen(el, el.currentSrc || el.src);
    const bg = getComputedStyle(el).backgroundImage;
    if (bg && bg !== 'none') seen(el, bg);
  }
  // Photo ids named anywhere in the page's config/content (not yet drawn).
  const html = document.documentElement.outerHTML;
  for (const m of html.matchAll(/\/assets\/photos\/([a-z0-9-]+?)-(16x9|1x1|4x3)\.jpg/g)) out.push({photo: m[1], id: null, text: null});
  return out;
}"""


@pytest.mark.parametrize("app", BAR_APPS)
def test_each_photo_belongs_to_its_app_and_fits_its_text(app, desktop):
    """No photo in two apps (each shown photo is allocated to this app in photos/index.json),
    and each photo drawn beside text has a keyword of its subject in that text."""
    from igg.mockups.assets import catalog
    index = catalog._index("photos")
    problems = []
    for name, view in load_manifest(app).views.items():
        desktop.load(app, view["state"], fresh=True)
        for p in desktop.page.evaluate(ALL_PHOTOS_JS):
            entry = index.get(p["photo"])
            where = f"{app} view {name!r}: photo {p['photo']!r}"
            if entry is None:
                problems.append(f"{where} is not in photos/index.json")
                continue
            if entry["app"] != app:
                problems.append(f"{where} is allocated to {entry['app']}")
            if p["text"] is not None:
                words = set(re.findall(r"[a-z0-9-]+", p["text"].lower()))
                if not words & set(entry["keywords"]):
                    problems.append(f"{where} ({p['id']}): text {p['text'].strip()[:80]!r} has none of {entry['keywords']}")
    assert not problems, "\n".join(sorted(set(problems)))
