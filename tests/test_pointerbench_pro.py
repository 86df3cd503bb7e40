"""PointerBench-Pro generator: determinism, target verification, app table, row schema.

The verification is independent of the generator's own selection code: every example's page is
re-rendered in a fresh Chromium page and hit-tested at the example's point and at inner points of
its box; the element found there (or its nearest ancestor with data-igg-id) must be the target, and
the target's instruction key must be unique on the page.
"""
from __future__ import annotations

import hashlib
import io
import json
import re
from pathlib import Path

import pytest

pytest.importorskip("playwright")

from igg.tasks.pointerbench.generate import gen_pro  # noqa: E402
from igg.tasks.pointerbench.generate.pro_apps import APPS  # noqa: E402

N = 24
SEED = 7
PRO_FIELDS = ("file_name", "id", "instruction", "bbox", "point", "answer_type", "eval", "data_type", "element_type", "app",
              "app_slug", "app_category", "platform", "source_id", "source_file", "image_size", "language")
REAL = Path(__file__).resolve().parents[2] / "shared" / "pointerbench" / "pointerbench-pro"

# Vocabulary of the published metadata (apps.json): categories and platform strings.
CATEGORIES = set(gen_pro.CATEGORY_SHARE)
PLATFORMS = {"Windows 11", "macOS Sonoma", "Windows 10", "Windows 11 / Chrome", "Windows 11, Chrome", "macOS", "Linux",
             "macOS / Chrome", "Linux / Firefox", "macOS / Safari", "Embedded automotive", "Ubuntu 24.04", "Embedded touchscreen",
             "iPadOS", "Linux / Chrome", "macOS Sonoma (desktop app)", "Windows 11 / Edge"}


def _browser_or_skip():
    from playwright.sync_api import sync_playwright

    from igg.envs.browser import BrowserNotFound, launch_chromium

    pw = sync_playwright().start()
    try:
        browser = launch_chromium(pw)
    except BrowserNotFound as e:  # pragma: no cover - depends on the machine
        pw.stop()
        pytest.skip(str(e))
    return pw, browser


@pytest.fixture(scope="module")
def runs():
    """Two generations with the same seed, each in its own browser."""
    out = []
    for _ in range(2):
        out.append(gen_pro.generate_examples(N, SEED))
    return out


def _png_bytes(img) -> bytes:
    buf = io.BytesIO()
    img.save(buf, format="PNG")
    return buf.getvalue()


def test_same_seed_is_byte_identical(runs):
    a, b = runs
    assert len(a) == len(b) == N
    for x, y in zip(a, b):
        assert json.dumps(x.row, sort_keys=True) == json.dumps(y.row, sort_keys=True)
        assert x.png == y.png, f"{x.row['id']}: captured PNG differs between runs"
        assert hashlib.sha256(_png_bytes(x.image)).digest() == hashlib.sha256(_png_bytes(y.image)).digest()


def test_generate_api_returns_rows_and_images(runs):
    rows_images = [(ex.row, ex.image) for ex in runs[0]]
    for row, img in rows_images:
        assert img.size == (1024, 768) and img.mode == "RGB"
        assert isinstance(row, dict)


def test_encoded_pngs_match_the_images():
    exs = gen_pro.generate_examples(3, SEED, encode=True)
    for ex in exs:
        buf = io.BytesIO()
        ex.image.convert("RGB").save(buf, format="PNG")
        assert ex.encoded == buf.getvalue()


def test_rows_have_all_pro_fields(runs):
    ids = set()
    for i, ex in enumerate(runs[0]):
        row = ex.row
        for f in PRO_FIELDS:
            assert f in row, f"{row.get('id')}: missing {f}"
        assert row["file_name"] == f"{i:04d}.png" and row["id"] == f"pbp_{i:04d}"
        assert row["id"] not in ids
        ids.add(row["id"])
        assert row["answer_type"] == "point"
        assert row["eval"] == {"type": "point_in_bbox", "bbox": row["bbox"]}
        assert row["element_type"] == row["data_type"] and row["element_type"] in ("icon", "text", "other")
        assert row["image_size"] == [1024, 768] and row["language"] == "en"
        assert row["app_category"] in CATEGORIES and row["platform"] in PLATFORMS
        assert row["instruction"].strip() and row["source_id"] and row["source_file"].startswith("pro_apps/")
        x0, y0, x1, y1 = row["bbox"]
        assert 0 <= x0 < x1 <= 1024 and 0 <= y0 < y1 <= 768
        assert all(isinstance(v, int) for v in row["bbox"] + row["point"])


def test_point_inside_bbox(runs):
    for ex in runs[0]:
        (x, y), (x0, y0, x1, y1) = ex.row["point"], ex.row["bbox"]
        assert x0 <= x < x1 and y0 <= y < y1, ex.row["id"]


def test_icon_instructions_ask_for_the_icon(runs):
    for ex in runs[0]:
        if ex.row["element_type"] == "icon":
            assert "icon" in ex.row["instruction"].lower(), ex.row["instruction"]


HIT_JS = r"""
([html, css, target, pts]) => {
  document.head.innerHTML = '<style>' + window.__kit + '</style><style>' + css + '</style>';
  document.body.innerHTML = html;
  const el = document.querySelector(`[data-igg-id="${CSS.escape(target)}"]`);
  if (!el) return {error: 'target not found'};
  const key = el.dataset.pbKey;
  const same = Array.from(document.querySelectorAll('[data-pb-key]')).filter(e => e.dataset.pbKey === key).length;
  const hits = pts.map(([x, y]) => {
    const h = document.elementFromPoint(x, y);
    const owner = h && h.closest("[data-igg-id]");
    return owner ? owner.dataset.iggId : null;
  });
  const r = el.getBoundingClientRect();
  return {same, hits, rect: [r.left, r.top, r.right, r.bottom], intent: el.dataset.pbIntent, type: el.dataset.pbType};
}
"""


def test_every_bbox_hit_tests_to_its_target(runs):
    """Independent check in a fresh browser page: the point and inner points of the box land on the target."""
    from igg.envs.browser import new_context
    from igg.tasks.pointerbench.generate.pro_apps.kit import KIT_CSS

    pw, browser = _browser_or_skip()
    try:
        page = new_context(browser, 1024, 768).new_page()
        page.set_content("<!doctype html><html><head></head><body></body></html>")
        page.evaluate("k => { window.__kit = k; }", KIT_CSS)
        for ex in runs[0]:
            x0, y0, x1, y1 = ex.row["bbox"]
            px, py = ex.row["point"]
            inset = [(x0 + (x1 - x0) * fx, y0 + (y1 - y0) * fy) for fx, fy in ((0.3, 0.5), (0.7, 0.5), (0.5, 0.3), (0.5, 0.7))]
            res = page.evaluate(HIT_JS, [ex.html, ex.css, ex.target_id, [[px + 0.5, py + 0.5]] + [list(p) for p in inset]])
            assert "error" not in res, ex.row["id"]
            assert res["same"] == 1, f"{ex.row['id']}: instruction key not unique"
            assert all(h == ex.target_id for h in res["hits"]), f"{ex.row['id']}: hit {res['hits']} not {ex.target_id}"
            assert res["type"] == ex.row["element_type"]
            assert res["intent"] in ex.row["instruction"]
            rx0, ry0, rx1, ry1 = res["rect"]
            assert abs(rx0 - x0) <= 1 and abs(ry0 - y0) <= 1 and abs(rx1 - x1) <= 1 and abs(ry1 - y1) <= 1
    finally:
        browser.close()
        pw.stop()


def test_app_table_has_20_plus_apps_across_categories():
    slugs = [a.slug for a in APPS]
    assert len(set(slugs)) == len(slugs) >= 20
    assert {a.category for a in APPS} == CATEGORIES
    for a in APPS:
        assert a.category in CATEGORIES and a.platform in PLATFORMS
        assert re.fullmatch(r"[a-z0-9_]+", a.slug)
        assert (Path(gen_pro.__file__).parent / a.source_file).is_file()
    table = gen_pro.app_table()
    assert len(table) == len(APPS)


def test_plan_follows_published_proportions():
    plan = gen_pro.plan(500, 0)
    assert len(plan) == 500
    cats, types = {}, {}
    for app, et in plan:
        cats[app.category] = cats.get(app.category, 0) + 1
        types[et] = types.get(et, 0) + 1
    total = sum(gen_pro.CATEGORY_SHARE.values())
    for c, w in gen_pro.CATEGORY_SHARE.items():
        assert abs(cats.get(c, 0) / 500 - w / total) < 0.02, c
    for t, w in gen_pro.ELEMENT_SHARE.items():
        assert abs(types[t] / 500 - w / 500) < 0.02, t
    apps_used = {a.slug for a, _ in plan}
    assert len(apps_used) == len(APPS)


@pytest.mark.skipif(not (REAL / "apps.json").is_file(), reason="reference PointerBench metadata not available")
def test_vocabulary_matches_published_metadata():
    real = json.loads((REAL / "apps.json").read_text())
    assert gen_pro.CATEGORY_SHARE == real["app_category"]
    assert gen_pro.ELEMENT_SHARE == real["element_type"]
    rows = [json.loads(l) for l in (REAL / "data" / "test" / "metadata.jsonl").read_text().splitlines() if l.strip()]
    published = {r["app_slug"]: (r["app"], r["app_category"], r["platform"]) for r in rows}
    for a in APPS:
        assert a.slug in published, a.slug
        assert published[a.slug] == (a.app, a.category, a.platform), a.slug
