"""PointerBench-Pro generator: professional-application screens rendered in Chromium.

    generate(n, seed) -> list[(row, PIL.Image)]          # the builder's entry point
    generate_encoded(n, seed) -> list[(row, png_bytes)]   # PNGs encoded while the browser renders
    generate_examples(n, seed) -> list[ProExample]        # + page HTML, target id, PNG bytes
    plan(n, seed) / app_table()                           # what will be generated / the app table

Each example is one 1024x768 screen of a professional application (Premiere-, Excel-, VS Code-,
AutoCAD-like ... see `pro_apps.APPS`), written as HTML/CSS with inline SVG icons and system fonts,
rendered by the real Chromium with the environment's browser set-up: one browser and one page per
run (each screen is swapped in with `innerHTML`, never a navigation), screenshots through the
DevTools protocol. The target box is read from the DOM. Every candidate control carries `data-igg-id`,
`data-pb-type` (icon / text / other), `data-pb-intent` (the short command) and `data-pb-key` (its
normalised form); a candidate may become a target only if

  * exactly one element on the page carries its key (the instruction names one control) and its id,
  * it is visible, at least 6x6 px, fully inside the 1024x768 frame and not clipped by an
    overflow ancestor (the page runtime's `IGGVisibility.inspect` and `visibleRect`),
  * the click rule (`IGGVisibility.hitTest`: nearest data-igg-id) at its centre and at four inner
    points finds it.

Categories and element types follow the published proportions (CATEGORY_SHARE, ELEMENT_SHARE);
the target is drawn in the page among the valid candidates of the planned type, OS/browser chrome
and menu-bar titles down-weighted. Icon targets get an instruction that asks for the icon itself.

Rows follow the published Pro schema (file_name, id, instruction, bbox, point, answer_type,
eval, data_type, element_type, app, app_slug, app_category, platform, source_id, source_file,
image_size, language). Same (n, seed) -> byte-identical rows and images: every example depends only on (seed, index) through `random.Random` seeded with strings, and
pages contain no clocks, animations, carets or network.
"""
from __future__ import annotations

import base64
import io
import math
import random
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from importlib.resources import files

from igg.envs.browser import launch_chromium, new_context
from igg.envs.session import _Driver
from igg.tasks.pointerbench.generate.pro_apps import APPS, AppSpec
from igg.tasks.pointerbench.generate.pro_apps.kit import H, KIT_CSS, W

# Proportions of the published PointerBench-Pro test split (500 examples), taken from the
# release's apps.json / data/test/metadata.jsonl ("Pointerbench", Warmwind AG, 2026, CC BY 4.0):
# app_category counts and element_type counts. Hard-coded so the generator runs without the
# reference data; the per-app platform strings come from the same metadata (see pro_apps).
CATEGORY_SHARE = {
    "development": 105, "creative": 95, "cad_engineering": 45, "productivity": 45, "scientific": 45,
    "consumer": 40, "enterprise": 30, "office": 25, "communication": 25, "os_commons": 20,
    "analytics": 10, "finance": 5, "smart_home": 5, "cms": 5,
}
ELEMENT_SHARE = {"icon": 190, "text": 154, "other": 156}

# Phrasings for icon targets: the published icon examples wrap the intent so that the icon itself,
# not a neighbouring label, is asked for.
ICON_PREFIX = [
    "Target the icon, not its text label: {x}", "Click the icon control for: {x}",
    "Find the icon for this action: {x}", "Click the visual icon for this command: {x}",
    "Use the icon itself to do this: {x}", "For this task, click the icon itself: {x}",
    "Select the icon that performs this action: {x}", "In the UI, click the icon for: {x}",
    "Click the icon itself for this action: {x}", "Locate the matching icon and click it: {x}",
    "On this screen, choose the icon for: {x}", "Click the toolbar icon for: {x}",
    "Return the click point on the icon for: {x}", "Use the graphical icon for this action: {x}",
    "Click the small icon associated with: {x}", "Target the icon for this command: {x}",
]
ICON_QUOTED = [
    'For "{x}", choose the icon target.', 'For "{x}", put the click on the icon.',
    'For "{x}", click the icon itself.', 'For "{x}", use the graphical icon.',
    'For "{x}", click the actual icon.', 'For "{x}", select the icon control.',
]
ICON_SUFFIX = [
    "{x} Use the icon target.", "{x} Click on the actual icon.", "{x} The click should land on the icon.",
    "{x} Click the icon itself, not nearby text.", "{x} The intended target is the icon.",
    "{x} Choose the icon, not the adjacent label.", "{x} Select the icon itself.",
]

# Candidates in OS / browser chrome (taskbar, menu bars, window captions, browser tabs) are real
# targets but are down-weighted so the application's own controls supply most examples.
CHROME_MARKERS = (".tb.", ".win.", ".mb.", ".tl.", ".nav.", ".tab.", ".gn.", ".sf.", ".menu.")
CHROME_WEIGHT = 0.25

SHELL = ('<!doctype html><html><head><meta charset="utf-8"><style>' + KIT_CSS
         + '</style><style id="app-css"></style></head><body></body></html>')

# The page runtime's one visibility check and click rule (window.IGGVisibility), injected as is.
VISIBILITY_JS = files("igg.mockups") / "runtime" / "visibility.js"

# The generator's selection on top of it; window.__pb is installed once in the shell page.
SELECT_JS = r"""
(function () {
  const V = window.IGGVisibility;
  // inspect() without its exposure grid, which would cost a grid per candidate (hundreds a page).
  const status = V.status || V.inspect;
  // Fully shown: visible, and the visible rect (viewport and clipping ancestors) is the whole box.
  const shownWhole = (id, r) => {
    if (!status(id).visible) return 'hidden';
    const v = V.visibleRect(document.querySelector('[data-igg-id="' + CSS.escape(id) + '"]'));
    if (v.left > r.left + 0.5 || v.top > r.top + 0.5 || v.right < r.right - 0.5 || v.bottom < r.bottom - 0.5) return 'clipped';
    return '';
  };
  // The click rule at the centre and four inner points must find the candidate itself.
  const hitOK = (id, r) => {
    for (const [fx, fy] of [[0.5, 0.5], [0.3, 0.5], [0.7, 0.5], [0.5, 0.3], [0.5, 0.7]]) {
      if (V.hitTest(r.left + r.width * fx, r.top + r.height * fy) !== id) return 'occluded';
    }
    return '';
  };
  const load = (html, css) => {
    const st = document.getElementById('app-css');
    if (st.textContent !== css) st.textContent = css;
    document.body.innerHTML = html;
    const els = Array.from(document.querySelectorAll('[data-igg-id]'));
    const keyN = new Map(), idN = new Map();
    for (const e of els) {
      keyN.set(e.dataset.pbKey, (keyN.get(e.dataset.pbKey) || 0) + 1);
      idN.set(e.dataset.iggId, (idN.get(e.dataset.iggId) || 0) + 1);
    }
    return {els, keyN, idN};
  };
  // cheap checks: unique key and id, size, inside the frame, fully shown
  const cheap = (e, keyN, idN) => {
    if (keyN.get(e.dataset.pbKey) !== 1) return ['key', null];
    if (idN.get(e.dataset.iggId) !== 1) return ['id', null];
    const r = e.getBoundingClientRect();
    if (r.width < 6 || r.height < 6) return ['size', r];
    if (r.left < 0 || r.top < 0 || r.right > window.innerWidth || r.bottom > window.innerHeight) return ['viewport', r];
    return [shownWhole(e.dataset.iggId, r), r];
  };
  const info = (e, r, why) => {
    const o = {id: e.dataset.iggId, type: e.dataset.pbType, intent: e.dataset.pbIntent, ok: !why, why};
    if (r) { o.x1 = r.left; o.y1 = r.top; o.x2 = r.right; o.y2 = r.bottom; }
    return o;
  };
  window.__pb = {
    // Render, then pick one valid candidate of type `want` (null = any) by weighted draws `us`.
    select(html, css, want, us, markers, chromeW) {
      const {els, keyN, idN} = load(html, css);
      const pool = [];
      for (const e of els) {
        if (want && e.dataset.pbType !== want) continue;
        const [why, r] = cheap(e, keyN, idN);
        if (why) continue;
        const id = e.dataset.iggId;
        pool.push({e, r, w: markers.some(m => id.includes(m)) ? chromeW : 1.0});
      }
      const n0 = pool.length;
      for (const u of us) {
        if (!pool.length) break;
        let total = 0;
        for (const c of pool) total += c.w;
        let x = u * total, i = 0;
        for (; i < pool.length - 1; i++) { x -= pool[i].w; if (x < 0) break; }
        const c = pool[i];
        const why = hitOK(c.e.dataset.iggId, c.r);
        if (!why) return {pick: info(c.e, c.r, ''), pool: n0, candidates: els.length};
        pool.splice(i, 1);
      }
      return {pick: null, pool: n0, candidates: els.length};
    },
    // Render and run every check on every candidate (review and tests).
    survey(html, css) {
      const {els, keyN, idN} = load(html, css);
      return els.map(e => {
        let [why, r] = cheap(e, keyN, idN);
        if (!why) why = hitOK(e.dataset.iggId, r);
        return info(e, r, why);
      });
    },
  };
})();
"""


@dataclass
class ProExample:
    """One generated example plus what a verifier needs to re-render and re-check it."""

    row: dict
    image: object  # PIL.Image.Image (RGB)
    png: bytes
    html: str
    css: str
    target_id: str
    candidates: int = 0
    encoded: bytes | None = None  # Image.save(format="PNG") of the RGB screenshot, when asked for
    extra: dict = field(default_factory=dict)


def _largest_remainder(weights: dict, n: int) -> dict:
    total = sum(weights.values())
    raw = {k: n * v / total for k, v in weights.items()}
    out = {k: int(math.floor(x)) for k, x in raw.items()}
    rest = n - sum(out.values())
    order = sorted(weights, key=lambda k: (-(raw[k] - out[k]), -weights[k], k))
    for k in order[:rest]:
        out[k] += 1
    return out


def plan(n: int, seed: int, apps: list[AppSpec] | None = None) -> list[tuple[AppSpec, str]]:
    """(app, element_type) for every example: categories and element types in the published
    proportions (largest remainder), apps balanced round-robin inside each category."""
    apps = list(apps or APPS)
    rng = random.Random(f"igg-pro-plan:{seed}")
    by_cat: dict[str, list[AppSpec]] = {}
    for a in apps:
        by_cat.setdefault(a.category, []).append(a)
    weights = {c: w for c, w in CATEGORY_SHARE.items() if c in by_cat}
    cat_n = _largest_remainder(weights, n)
    cats = [c for c in weights for _ in range(cat_n[c])]
    rng.shuffle(cats)
    rot = {}
    for c, lst in by_cat.items():
        lst = sorted(lst, key=lambda a: a.slug)
        rng.shuffle(lst)
        rot[c] = [lst, 0]
    chosen = []
    for c in cats:
        lst, k = rot[c]
        chosen.append(lst[k % len(lst)])
        rot[c][1] = k + 1
    el_n = _largest_remainder(ELEMENT_SHARE, n)
    types = [t for t in ELEMENT_SHARE for _ in range(el_n[t])]
    rng.shuffle(types)
    return list(zip(chosen, types))


def icon_instruction(intent: str, rng: random.Random) -> str:
    r = rng.random()
    if r < 0.62:
        return rng.choice(ICON_PREFIX).format(x=intent)
    if r < 0.8:
        return rng.choice(ICON_QUOTED).format(x=intent)
    return rng.choice(ICON_SUFFIX).format(x=intent)


def _bbox(c: dict) -> list[int]:
    x1 = max(0, int(math.floor(c["x1"] + 1e-6)))
    y1 = max(0, int(math.floor(c["y1"] + 1e-6)))
    x2 = min(W, int(math.ceil(c["x2"] - 1e-6)))
    y2 = min(H, int(math.ceil(c["y2"] - 1e-6)))
    return [x1, y1, x2, y2]


class Renderer:
    """One Chromium page that renders screens by swapping the body (open it once per run).

    It runs on the environment's browser set-up: the session's per-thread Playwright driver,
    `launch_chromium` and `new_context` (fixed viewport, scale 1, every non-data: request aborted)."""

    def __init__(self):
        self._playwright = _Driver.acquire()
        self.browser = None
        try:
            self.browser = launch_chromium(self._playwright)
            self.context = new_context(self.browser, W, H)
            self.page = self.context.new_page()
            self.page.set_content(SHELL)
            self.page.add_script_tag(content=VISIBILITY_JS.read_text(encoding="utf-8"))
            self.page.evaluate(SELECT_JS)
            self.cdp = self.context.new_cdp_session(self.page)
        except Exception:
            self.close()
            raise

    def select(self, html: str, css: str, want: str | None, draws: list[float]) -> dict:
        """Render a screen and draw one valid target of type `want` (see SELECT_JS)."""
        return self.page.evaluate("([h, c, w, u, m, cw]) => window.__pb.select(h, c, w, u, m, cw)",
                                  [html, css, want, draws, list(CHROME_MARKERS), CHROME_WEIGHT])

    def survey(self, html: str, css: str) -> list[dict]:
        """Render a screen and check every candidate (for review and tests)."""
        return self.page.evaluate("([h, c]) => window.__pb.survey(h, c)", [html, css])

    def capture(self) -> bytes:
        r = self.cdp.send("Page.captureScreenshot", {"format": "png", "optimizeForSpeed": True,
                                                     "captureBeyondViewport": False})
        return base64.b64decode(r["data"])

    def close(self):
        try:
            if self.browser is not None:
                self.browser.close()
        finally:
            _Driver.release()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()


def _decode(png: bytes):
    """The screenshot as a PIL image. Chromium's PNG is RGB already: the image is returned PNG-backed
    (decoded on first use), which keeps a 500-example run small in memory."""
    from PIL import Image

    img = Image.open(io.BytesIO(png))
    return img if img.mode == "RGB" else img.convert("RGB")


def _encode(img) -> bytes:
    """PNG with fixed parameters and no metadata (what schema.write_suite writes for an RGB image)."""
    buf = io.BytesIO()
    img.convert("RGB").save(buf, format="PNG")
    return buf.getvalue()


def render_one(rend: Renderer, app: AppSpec, etype: str, seed: int, index: int, *, tries: int = 8) -> ProExample:
    """Generate example `index` on `rend`; everything depends on (seed, index) only."""
    rng = random.Random(f"igg-pro:{seed}:{index}")
    res = None
    html = ""
    for _ in range(tries):
        html = app.build(rng)
        res = rend.select(html, app.css, etype, [rng.random() for _ in range(12)])
        if res["pick"]:
            break
    if not res["pick"]:  # the requested element type is not available on this app: take any valid control
        res = rend.select(html, app.css, None, [rng.random() for _ in range(24)])
        if not res["pick"]:
            raise RuntimeError(f"{app.slug}: no valid target on the page")
    target = res["pick"]
    intent = target["intent"]
    instruction = icon_instruction(intent, rng) if target["type"] == "icon" else intent
    png = rend.capture()
    bbox = _bbox(target)
    point = [(bbox[0] + bbox[2]) // 2, (bbox[1] + bbox[3]) // 2]
    row = {
        "file_name": f"{index:04d}.png",
        "id": f"pbp_{index:04d}",
        "instruction": instruction,
        "bbox": bbox,
        "point": point,
        "answer_type": "point",
        "eval": {"type": "point_in_bbox", "bbox": list(bbox)},
        "data_type": target["type"],
        "element_type": target["type"],
        "app": app.app,
        "app_slug": app.slug,
        "app_category": app.category,
        "platform": app.platform,
        "source_id": f"igg_pro_{seed}_{app.slug}_{index:04d}_{target['id']}",
        "source_file": app.source_file,
        "image_size": [W, H],
        "language": "en",
    }
    return ProExample(row=row, image=_decode(png), png=png, html=html, css=app.css, target_id=target["id"],
                      candidates=res["candidates"])


def generate_examples(n: int, seed: int, *, renderer: Renderer | None = None, progress=None,
                      encode: bool = False) -> list[ProExample]:
    """Like `generate`, keeping the page HTML and target id of every example (for verification).

    The examples are rendered one after the other on `renderer` (default: a Renderer opened for this
    call). With `encode`, each example also carries `encoded`, its PNG as schema.write_suite would
    write it; the encoding runs in a thread while the browser renders the next screens (zlib
    releases the GIL), so it costs little wall time."""
    own = renderer is None
    rend = renderer or Renderer()
    out, encoding = [], []
    try:
        with ThreadPoolExecutor(max_workers=1) as pool:
            for i, (app, etype) in enumerate(plan(n, seed)):
                ex = render_one(rend, app, etype, seed, i)
                out.append(ex)
                if encode:
                    encoding.append(pool.submit(_encode, ex.image))
                if progress:
                    progress(i + 1, n)
            for ex, job in zip(out, encoding):
                ex.encoded = job.result()
    finally:
        if own:
            rend.close()
    return out


def generate(n: int, seed: int) -> list[tuple[dict, "object"]]:
    """n Pro examples as (metadata row, RGB PIL image); deterministic in (n, seed)."""
    return [(ex.row, ex.image) for ex in generate_examples(n, seed)]


def generate_encoded(n: int, seed: int) -> list[tuple[dict, bytes]]:
    """n Pro examples as (metadata row, PNG bytes); the bytes equal `Image.save(format="PNG")` of the
    RGB screenshot (schema.write_suite's encoding) and are encoded while the browser keeps rendering,
    which saves a serial re-encoding pass in the builder."""
    return [(ex.row, ex.encoded) for ex in generate_examples(n, seed, encode=True)]


def app_table() -> list[dict]:
    """The application table (name, slug, category, platform, template file)."""
    return [{"app": a.app, "app_slug": a.slug, "app_category": a.category, "platform": a.platform,
             "source_file": a.source_file} for a in APPS]


if __name__ == "__main__":  # quick manual run: python -m igg.tasks.pointerbench.generate.gen_pro 20 0 /tmp/out
    import json
    import sys
    import time
    from pathlib import Path

    n = int(sys.argv[1]) if len(sys.argv) > 1 else 20
    seed = int(sys.argv[2]) if len(sys.argv) > 2 else 0
    out = Path(sys.argv[3]) if len(sys.argv) > 3 else None
    t0 = time.time()
    exs = generate_examples(n, seed)
    print(f"{n} examples in {time.time() - t0:.1f}s")
    if out:
        out.mkdir(parents=True, exist_ok=True)
        with open(out / "metadata.jsonl", "w") as f:
            for ex in exs:
                ex.image.save(out / ex.row["file_name"])
                f.write(json.dumps(ex.row) + "\n")
