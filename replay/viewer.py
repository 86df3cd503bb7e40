"""The trace viewer: a static HTML site over a run directory, for reading what agents did.

`write_viewer(run_dir)` reads `RUN_DIR/episodes.jsonl` and every episode's `trace.jsonl` and
writes `RUN_DIR/view/index.html` (the episodes table, filterable by outcome, app and sub-type) and
one page per episode under `RUN_DIR/view/episodes/`. An episode page shows every screenshot with the
action that was *decided on it* drawn over it: step i's action on the screen before step i (the
reset screen for step 1). Drawings are inline SVG laid over the untouched PNGs, in screenshot pixels
(the trace header's viewport), so they scale with the image. No external assets, no network, and
plain JS only, so the site works from file://. The pages are Jinja2 templates in
replay/templates/ (autoescaped); this module computes what they show, and the overlay geometry.

`igg view RUN_DIR` (see `add_view_command`) writes the site and prints the path of index.html.
A missing or malformed file stops with a message naming the file and line (exit status 2).
"""
from __future__ import annotations

import json
import math
import os
import re
import struct
import sys
from collections import Counter, defaultdict
from functools import lru_cache
from pathlib import Path
from urllib.parse import quote

from jinja2 import Environment, FileSystemLoader, select_autoescape

from igg.envs.actions import ALL_VERBS, VERBS, ActionError, format_number, to_action
from igg.replay.trace import iter_jsonl, read_trace

VIEW_DIR = "view"
EPISODE_DIR = "episodes"
DEFAULT_VIEWPORT = (1440, 900)

# Episode fields shown in their own places; the rest go to the "more" list on the episode page.
KNOWN_FIELDS = {"task_id", "app", "subtype", "type", "platform", "instruction", "agent", "success", "steps",
                "reward", "trace", "wall_seconds", "target", "actions"}


class ViewerError(ValueError):
    """A run directory that cannot be shown; the message names the file (and line)."""


# ---------------------------------------------------------------------------------------------
# Loading
# ---------------------------------------------------------------------------------------------

def load_run(run_dir) -> list[dict]:
    """Every episode of the run, each with its parsed trace under "_trace" (None if not recorded).

    Reads RUN_DIR/episodes.jsonl. A run without one (e.g. `igg replay --traces DIR`) is read from
    the trace folders alone: RUN_DIR/traces/*/trace.jsonl, else RUN_DIR/*/trace.jsonl.
    """
    run_dir = Path(run_dir)
    if not run_dir.is_dir():
        raise ViewerError(f"{run_dir}: no such run directory")
    path = run_dir / "episodes.jsonl"
    if not path.exists():
        return _episodes_from_traces(run_dir, path)
    episodes = []
    try:
        lines = list(iter_jsonl(path))
    except ValueError as exc:
        raise ViewerError(str(exc)) from None
    for number, record in lines:
        if not isinstance(record, dict):
            raise ViewerError(f"{path}:{number}: expected a JSON object, got {type(record).__name__}")
        if not record.get("task_id"):
            raise ViewerError(f"{path}:{number}: episode has no task_id")
        record["_trace"] = _load_episode_trace(run_dir, record, f"{path}:{number}")
        episodes.append(_complete(record))
    if not episodes:
        raise ViewerError(f"{path}: no episodes in the file")
    return episodes


def _load_episode_trace(run_dir: Path, record: dict, where: str):
    given = record.get("trace")
    if given is None and "trace" in record:
        return None  # the run recorded no trace for this episode
    if given is None:
        candidate = run_dir / "traces" / str(record["task_id"])
        if not (candidate / "trace.jsonl").exists():
            return None
        given = candidate
    if not isinstance(given, str):
        raise ViewerError(f"{where}: 'trace' must be a path string, got {type(given).__name__}")
    trace_path = Path(given)
    if not trace_path.is_absolute():
        trace_path = run_dir / trace_path
    if trace_path.is_dir() or (not trace_path.exists() and trace_path.suffix != ".jsonl"):
        trace_path = trace_path / "trace.jsonl"
    if not trace_path.exists():
        raise ViewerError(f"{trace_path}: trace file not found (episode {record['task_id']!r}, {where})")
    return _read(trace_path)


def _read(trace_path: Path) -> dict:
    try:
        trace = read_trace(trace_path)
    except ValueError as exc:
        raise ViewerError(str(exc)) from None
    except OSError as exc:
        raise ViewerError(f"{trace_path}: cannot read: {exc.strerror or exc}") from None
    for step in trace["steps"]:
        if not isinstance(step.get("index", 0), int):
            raise ViewerError(f"{trace_path}: step record with a non-integer index {step.get('index')!r}")
    trace["dir"] = trace_path.parent
    return trace


def _episodes_from_traces(run_dir: Path, missing: Path) -> list[dict]:
    found = sorted((run_dir / "traces").glob("*/trace.jsonl")) or sorted(run_dir.glob("*/trace.jsonl"))
    if not found:
        raise ViewerError(f"{missing}: not found (and no traces/*/trace.jsonl to read instead)")
    episodes = []
    for trace_path in found:
        trace = _read(trace_path)
        task = trace["header"].get("task") or {}
        result = trace["result"] or {}
        record = {"task_id": task.get("id") or trace_path.parent.name,
                  "agent": trace["header"].get("agent"),
                  "success": result.get("success"), "steps": result.get("steps"),
                  "trace": os.path.relpath(trace_path.parent, run_dir), "_trace": trace}
        episodes.append(_complete(record))
    return episodes


def _complete(record: dict) -> dict:
    """Fill fields the episode line lacks from its trace header and result line."""
    trace = record.get("_trace")
    header = (trace or {}).get("header") or {}
    task = header.get("task") or {}
    result = (trace or {}).get("result") or {}
    steps = [s for s in (trace or {}).get("steps", []) if s.get("type") == "step"]
    for key, value in (("app", task.get("app")), ("subtype", task.get("subtype")), ("type", task.get("type")),
                       ("platform", task.get("platform")), ("instruction", task.get("instruction")),
                       ("target", task.get("target")), ("agent", header.get("agent"))):
        if record.get(key) in (None, "") and value not in (None, ""):
            record[key] = value
    if record.get("success") is None:
        if "success" in result:
            record["success"] = bool(result["success"])
        elif steps:
            record["success"] = any((s.get("reward") or 0) > 0 for s in steps)
    if record.get("steps") is None and trace is not None:
        record["steps"] = result.get("steps", len(steps))
    if record.get("reward") is None and steps:
        record["reward"] = sum(float(s.get("reward") or 0) for s in steps)
    record["success"] = bool(record.get("success"))
    record["_stats"] = _stats(steps)
    return record


def _stats(steps: list[dict]) -> dict:
    clicks = [s for s in steps if _kind(s) == "click" and not s.get("invalid")]
    return {"invalid": sum(bool(s.get("invalid")) for s in steps),
            "kinds": [("invalid" if s.get("invalid") else (_kind(s) or "?")) for s in steps],
            "last_click": clicks[-1].get("clicked_id") if clicks else None,
            "clicked": bool(clicks)}


# ---------------------------------------------------------------------------------------------
# Actions: what to draw
# ---------------------------------------------------------------------------------------------

def _action(step: dict):
    """(kind, args) of a step's action: its structured form, else its text, read by the one action
    grammar (envs/actions.py; any verb, no screen bounds, so off-screen points are still drawn);
    (None, []) when neither is an action."""
    for form in (step.get("action_struct"), step.get("action")):
        if isinstance(form, (dict, str)):
            try:
                action = to_action(form, allowed=ALL_VERBS)
            except ActionError:
                continue
            return action.kind, list(action.args)
    return None, []


def _kind(step: dict):
    return _action(step)[0]


_fmt = format_number


def _el(tag: str, *children, text=None, **attrs) -> dict:
    """One SVG element for the overlay template: attribute names with _ become -."""
    return {"tag": tag, "attrs": {k.replace("_", "-"): v for k, v in attrs.items()}, "children": list(children),
            "text": text}


def _f(v) -> str:
    return f"{v:.1f}"


class Svg:
    """Builds one overlay in screenshot pixels, as an element tree (rendered by macros.html);
    sizes scale with the viewport width."""

    COLORS = {"click": "#e11d48", "move": "#2563eb", "scroll": "#d97706", "drag": "#7c3aed",
              "wait": "#0f172a", "bbox": "#0d9488", "invalid": "#dc2626", "ok": "#15803d", "miss": "#b45309"}

    def __init__(self, width: int, height: int):
        self.w, self.h = width, height
        self.u = max(width, 400) / 400.0  # 3.6 px at 1440 wide
        self.fs = 5.6 * self.u
        self.parts: list[dict] = []

    # primitives ---------------------------------------------------------------------------
    def line(self, x1, y1, x2, y2, color, width=1.0, dash=False) -> list:
        w = width * self.u
        coords = dict(x1=_f(x1), y1=_f(y1), x2=_f(x2), y2=_f(y2))
        dashes = f"{4 * self.u:.1f} {3 * self.u:.1f}" if dash else None
        return [_el("line", **coords, stroke="#fff", stroke_opacity="0.9", stroke_width=_f(w + 1.6 * self.u),
                    stroke_linecap="round"),
                _el("line", **coords, stroke=color, stroke_width=_f(w), stroke_linecap="round",
                    stroke_dasharray=dashes)]

    def head(self, x1, y1, x2, y2, color, size=None) -> dict:
        """A filled arrow head at (x2, y2) pointing away from (x1, y1)."""
        size = size or 5 * self.u
        angle = math.atan2(y2 - y1, x2 - x1)
        pts = [(x2, y2)]
        for side in (-1, 1):
            a = angle + math.pi - side * 0.45
            pts.append((x2 + size * math.cos(a), y2 + size * math.sin(a)))
        return _el("polygon", points=" ".join(f"{x:.1f},{y:.1f}" for x, y in pts), fill=color, stroke="#fff",
                   stroke_width=_f(0.5 * self.u), stroke_linejoin="round")

    def circle(self, x, y, r, color, fill="none", width=1.0) -> list:
        at = dict(cx=_f(x), cy=_f(y), r=_f(r))
        return [_el("circle", **at, fill="none", stroke="#fff", stroke_opacity="0.9",
                    stroke_width=_f((width + 1.6) * self.u)),
                _el("circle", **at, fill=fill, stroke=color, stroke_width=_f(width * self.u))]

    def dot(self, x, y, color) -> dict:
        return _el("circle", cx=_f(x), cy=_f(y), r=_f(0.9 * self.u), fill=color)

    def label(self, x, y, text, color, cls="label", anchor="right") -> dict:
        """A boxed monospace label next to (x, y), kept inside the screenshot."""
        text = str(text)
        pad = 2.2 * self.u
        width = len(text) * 0.6 * self.fs + 2 * pad
        height = self.fs + 2 * pad
        gap = 6 * self.u
        lx = x + gap if anchor == "right" else x - gap - width
        if lx + width > self.w - 2:
            lx = x - gap - width
        if lx < 2:
            lx = min(max(2, x + gap), max(2, self.w - width - 2))
        ly = y - height - gap
        if ly < 2:
            ly = y + gap
        lx = min(max(lx, 2), max(2, self.w - width - 2))
        ly = min(max(ly, 2), max(2, self.h - height - 2))
        return _el("g", _el("rect", x=_f(lx), y=_f(ly), width=_f(width), height=_f(height), rx=_f(1.6 * self.u),
                            fill="#fff", fill_opacity="0.95", stroke=color, stroke_width=_f(0.6 * self.u)),
                   _el("text", x=_f(lx + pad), y=_f(ly + pad + self.fs * 0.8), fill=color, font_size=_f(self.fs),
                       text=text), **{"class": cls})

    def add(self, cls, body, step=None):
        self.parts.append(_el("g", *body, **{"class": f"mark {cls}", "data-step": step}))

    def tree(self) -> dict:
        return _el("svg", *self.parts, **{"class": "overlay", "viewBox": f"0 0 {self.w} {self.h}",
                                          "preserveAspectRatio": "none", "xmlns": "http://www.w3.org/2000/svg",
                                          "aria-hidden": "true"})

    # actions ------------------------------------------------------------------------------
    def click(self, x, y, step, clicked_id, reward, invalid=False):
        color = self.COLORS["invalid" if invalid else "click"]
        r = 7 * self.u
        body = self.circle(x, y, r, color, fill="rgba(225,29,72,0.12)", width=1.1)
        for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            body += self.line(x + dx * 0.35 * r, y + dy * 0.35 * r, x + dx * 1.7 * r, y + dy * 1.7 * r, color, 0.8)
        body.append(self.dot(x, y, color))
        if not invalid:
            ok = (reward or 0) > 0
            text = ("\u2713 " if ok else "\u2717 ") + (clicked_id or "no element")
            body.append(self.label(x + r, y - r * 0.2, text, self.COLORS["ok" if ok else "miss"], cls="label clicked"))
        self.add("mark-click" + (" is-invalid" if invalid else ""), body, step)

    def move(self, x0, y0, x, y, step, invalid=False):
        color = self.COLORS["invalid" if invalid else "move"]
        body = []
        ring = 4.5 * self.u
        if math.hypot(x - x0, y - y0) > ring + 6 * self.u:
            body += self.circle(x0, y0, 2.2 * self.u, color, fill="#fff", width=0.8)
            a = math.atan2(y - y0, x - x0)
            tx, ty = x - ring * math.cos(a), y - ring * math.sin(a)  # the head touches the ring
            # stop the dashed line short of the head so the dash does not poke through it
            body += self.line(x0, y0, tx - 4 * self.u * math.cos(a), ty - 4 * self.u * math.sin(a), color, 1.0, dash=True)
            body.append(self.head(x0, y0, tx, ty, color))
        body += self.circle(x, y, ring, color, width=0.9)
        body.append(self.dot(x, y, color))
        body.append(self.label(x + 3 * self.u, y, "move", color))
        self.add("mark-move" + (" is-invalid" if invalid else ""), body, step)

    def scroll(self, x, y, dx, dy, step, invalid=False):
        color = self.COLORS["invalid" if invalid else "scroll"]
        body = self.circle(x, y, 3.5 * self.u, color, fill="rgba(217,119,6,0.15)", width=1.0)
        mag = math.hypot(dx, dy)
        if mag > 0:
            length = self.u * min(80.0, max(16.0, 12.0 + mag / 25.0))
            ux, uy = dx / mag, dy / mag
            room = self._room(x, y, ux, uy) - 2 * self.u
            if room >= 16 * self.u:  # the arrow starts at the point and runs in the scroll direction
                length = min(length, room)
                sx, sy = x + ux * 4.5 * self.u, y + uy * 4.5 * self.u
                ex, ey = x + ux * length, y + uy * length
            else:  # no room ahead (near an edge): the arrow runs up to the point instead, same direction
                length = min(length, max(16 * self.u, self._room(x, y, -ux, -uy) - 2 * self.u))
                sx, sy = x - ux * length, y - uy * length
                ex, ey = x - ux * 4.5 * self.u, y - uy * 4.5 * self.u
            body += self.line(sx, sy, ex - ux * 4 * self.u, ey - uy * 4 * self.u, color, 1.6)
            body.append(self.head(sx, sy, ex, ey, color, size=6.5 * self.u))
            lx, ly = ex, ey
        else:
            lx, ly = x, y
        if dx == 0 and dy != 0:
            text = f"scroll {'down' if dy > 0 else 'up'} {_fmt(abs(dy))}"
        elif dy == 0 and dx != 0:
            text = f"scroll {'right' if dx > 0 else 'left'} {_fmt(abs(dx))}"
        else:
            text = f"scroll ({_fmt(dx)}, {_fmt(dy)})"
        body.append(self.label(lx, ly, text, color))
        self.add("mark-scroll" + (" is-invalid" if invalid else ""), body, step)

    def _room(self, x, y, ux, uy) -> float:
        """How far one can go from (x, y) along (ux, uy) before leaving the screenshot."""
        limits = []
        if ux > 1e-9:
            limits.append((self.w - x) / ux)
        elif ux < -1e-9:
            limits.append(-x / ux)
        if uy > 1e-9:
            limits.append((self.h - y) / uy)
        elif uy < -1e-9:
            limits.append(-y / uy)
        return max(0.0, min(limits)) if limits else 0.0

    def drag(self, x1, y1, x2, y2, step, invalid=False):
        color = self.COLORS["invalid" if invalid else "drag"]
        body = [_el("circle", cx=_f(x1), cy=_f(y1), r=_f(3 * self.u), fill=color, stroke="#fff",
                    stroke_width=_f(0.8 * self.u))]
        if math.hypot(x2 - x1, y2 - y1) > 2 * self.u:
            a = math.atan2(y2 - y1, x2 - x1)
            body += self.line(x1, y1, x2 - 4 * self.u * math.cos(a), y2 - 4 * self.u * math.sin(a), color, 1.6)
            body.append(self.head(x1, y1, x2, y2, color, size=6.5 * self.u))
        body.append(self.label(x2, y2, "drag", color))
        self.add("mark-drag" + (" is-invalid" if invalid else ""), body, step)

    def bbox(self, x0, y0, x1, y1, step, invalid=False):
        """A PointerBench box answer."""
        color = self.COLORS["invalid" if invalid else "bbox"]
        box = dict(x=_f(min(x0, x1)), y=_f(min(y0, y1)), width=_f(abs(x1 - x0)), height=_f(abs(y1 - y0)))
        body = [_el("rect", **box, fill="none", stroke="#fff", stroke_opacity="0.9", stroke_width=_f(2.4 * self.u)),
                _el("rect", **box, fill="rgba(13,148,136,0.12)", stroke=color, stroke_width=_f(0.8 * self.u)),
                self.label(max(x0, x1), min(y0, y1), "bbox", color)]
        self.add("mark-bbox" + (" is-invalid" if invalid else ""), body, step)

    def wait(self, ms, step):
        color = self.COLORS["wait"]
        text = f"wait {_fmt(ms)} ms"
        fs = self.fs * 1.25
        pad = 3 * self.u
        icon = fs * 1.1
        width = icon + pad * 3 + len(text) * 0.6 * fs
        height = fs + 2.4 * pad
        x = (self.w - width) / 2
        y = 4 * self.u
        cx, cy, r = x + pad + icon / 2, y + height / 2, icon / 2
        hand = dict(stroke="#fbbf24", stroke_width=_f(0.9 * self.u), stroke_linecap="round")
        body = [_el("rect", x=_f(x), y=_f(y), width=_f(width), height=_f(height), rx=_f(height / 2), fill=color,
                    fill_opacity="0.88", stroke="#fff", stroke_width=_f(0.6 * self.u)),
                _el("circle", cx=_f(cx), cy=_f(cy), r=_f(r), fill="none", stroke="#fbbf24",
                    stroke_width=_f(0.9 * self.u)),
                _el("line", x1=_f(cx), y1=_f(cy), x2=_f(cx), y2=_f(cy - r * 0.62), **hand),
                _el("line", x1=_f(cx), y1=_f(cy), x2=_f(cx + r * 0.45), y2=_f(cy + r * 0.2), **hand),
                _el("text", x=_f(x + icon + pad * 2), y=_f(cy + fs * 0.36), fill="#fff", font_size=_f(fs), text=text)]
        self.add("mark-wait", body, step)

    def invalid(self, action_text, error, step):
        color = self.COLORS["invalid"]
        fs = self.fs * 1.1
        pad = 3 * self.u
        max_chars = max(10, int((self.w - 8 * self.u - 2 * pad) / (0.6 * fs)))
        lines = [f"INVALID  {action_text or '(no action)'}"] + _wrap(error or "invalid action", max_chars)[:3]
        lines = [ln if len(ln) <= max_chars else ln[:max_chars - 1] + "\u2026" for ln in lines]
        width = max(len(ln) for ln in lines) * 0.6 * fs + 2 * pad
        height = len(lines) * fs * 1.3 + 2 * pad - fs * 0.3
        x, y = 4 * self.u, self.h - height - 4 * self.u
        body = [_el("rect", x=_f(x), y=_f(y), width=_f(width), height=_f(height), rx=_f(2 * self.u), fill=color,
                    fill_opacity="0.92", stroke="#fff", stroke_width=_f(0.6 * self.u))]
        body += [_el("text", x=_f(x + pad), y=_f(y + pad + fs * 0.82 + i * fs * 1.3), fill="#fff", font_size=_f(fs),
                     font_weight="700" if i == 0 else None, text=ln) for i, ln in enumerate(lines)]
        self.add("mark-invalid", body, step)


def _wrap(text: str, width: int) -> list[str]:
    words, lines, cur = str(text).split(), [], ""
    for word in words:
        if cur and len(cur) + 1 + len(word) > width:
            lines.append(cur)
            cur = word
        else:
            cur = f"{cur} {word}".strip()
    if cur:
        lines.append(cur)
    return lines or [""]


def draw_step(svg: Svg, step: dict, pointer):
    """Draw `step`'s action on `svg`; return the pointer position after it (unchanged if invalid)."""
    kind, args = _action(step)
    index = step.get("index")
    invalid = bool(step.get("invalid"))
    if kind == "click":
        svg.click(args[0], args[1], index, step.get("clicked_id"), step.get("reward"), invalid)
    elif kind == "move":
        svg.move(pointer[0], pointer[1], args[0], args[1], index, invalid)
    elif kind == "scroll":
        svg.scroll(*args, index, invalid)
    elif kind == "drag":
        svg.drag(*args, index, invalid)
    elif kind == "wait" and not invalid:
        svg.wait(args[0], index)
    elif kind == "bbox":
        svg.bbox(*args, index, invalid)
    if invalid:
        svg.invalid(step.get("action"), step.get("error"), index)
        return pointer
    if kind in VERBS and kind != "wait":
        return (args[-2], args[-1])  # a drag ends where it released; the others stay where they act
    return pointer


# ---------------------------------------------------------------------------------------------
# Pages: what the templates show
# ---------------------------------------------------------------------------------------------

@lru_cache(maxsize=1)
def _templates() -> Environment:
    return Environment(loader=FileSystemLoader(Path(__file__).with_name("templates")),
                       autoescape=select_autoescape(["html", "svg"]))


def _render(name: str, **context) -> str:
    return _templates().get_template(name).render(**context)


def _url(path: Path, start: Path) -> str:
    rel = os.path.relpath(path, start)
    return "/".join(quote(part) for part in Path(rel).as_posix().split("/"))


def _slug(text: str) -> str:
    return re.sub(r"[^A-Za-z0-9._-]+", "-", text).strip("-.") or "episode"


def _png_size(path: Path):
    try:
        with open(path, "rb") as fh:
            head = fh.read(24)
        if head[:8] == b"\x89PNG\r\n\x1a\n":
            return struct.unpack(">II", head[16:24])
    except OSError:
        pass
    return None


def _viewport(trace) -> tuple[int, int]:
    vp = (trace.get("header") or {}).get("viewport")
    if isinstance(vp, (list, tuple)) and len(vp) == 2:
        try:
            w, h = int(vp[0]), int(vp[1])
            if w > 0 and h > 0:
                return w, h
        except (TypeError, ValueError):
            pass
    for rec in trace.get("steps", []):
        if rec.get("screenshot"):
            size = _png_size(trace["dir"] / rec["screenshot"])
            if size:
                return size
    return DEFAULT_VIEWPORT


def _num(v, digits=2) -> str:
    if v is None or v == "":
        return ""
    try:
        f = float(v)
    except (TypeError, ValueError):
        return str(v)
    return _fmt(f) if f.is_integer() else f"{f:.{digits}f}"


def _text(value) -> str:
    return "" if value is None else str(value)


def _last_click_chip(e: dict):
    """The index's "last click" cell: the element the last click hit, green when it is the target."""
    st = e["_stats"]
    if st["last_click"] is not None:
        hit = e.get("target") and st["last_click"] == e.get("target")
        return {"cls": "ok" if hit else "miss", "text": st["last_click"]}
    if st["clicked"]:
        return {"cls": "miss", "text": "no element"}
    return None


def render_index(run_dir: Path, episodes: list[dict], pages: list) -> str:
    n = len(episodes)
    ok = sum(e["success"] for e in episodes)
    agents = sorted({str(e.get("agent")) for e in episodes if e.get("agent")})
    steps = [float(e["steps"]) for e in episodes if isinstance(e.get("steps"), (int, float))]
    stats = {"episodes": n, "success": ok, "success_pct": f"{100 * ok / n:.0f}", "fail": n - ok,
             "mean_steps": f"{(sum(steps) / len(steps)) if steps else 0:.1f}",
             "invalid": sum(e["_stats"]["invalid"] for e in episodes)}
    by = defaultdict(lambda: [0, 0])
    for e in episodes:
        key = (e.get("type") or "", e.get("subtype") or "")
        by[key][0] += 1
        by[key][1] += e["success"]
    breakdown = [{"type": t, "subtype": s, "episodes": c, "solved": k, "pct": f"{100 * k / c:.0f}"}
                 for (t, s), (c, k) in sorted(by.items())]
    show_agent = len(agents) > 1
    show_reveal = any("revealed" in e for e in episodes)
    rows = []
    for i, (e, page) in enumerate(zip(episodes, pages), 1):
        wall = e.get("wall_seconds")
        rows.append({
            "number": i, "task_id": e["task_id"], "page": page, "instruction": _text(e.get("instruction")),
            "target": _text(e.get("target")), "agent": _text(e.get("agent")), "app": _text(e.get("app")),
            "subtype": _text(e.get("subtype")), "success": e["success"],
            "outcome": "success" if e["success"] else "fail", "outcome_cls": "ok" if e["success"] else "fail",
            "search": " ".join(str(e.get(k) or "") for k in ("task_id", "instruction", "target", "agent")).lower(),
            "steps": _num(e.get("steps")), "steps_v": e.get("steps") or 0,
            "reward": _num(e.get("reward")), "reward_v": e.get("reward") or 0,
            "revealed": e.get("revealed"), "revealed_at": e.get("revealed_at") if e.get("revealed") else None,
            "last_click": _last_click_chip(e),
            "never_clicked": e["_stats"]["clicked"] is False and bool(e.get("_trace")),
            "kinds": e["_stats"]["kinds"], "wall": _num(wall, 1) + " s" if wall is not None else "", "wall_v": wall or 0})
    columns = ([("#", "num"), ("task / instruction / target", "text")] + ([("agent", "text")] if show_agent else [])
               + [("app", "text"), ("sub-type", "text"), ("outcome", "text"), ("steps", "num"), ("reward", "num")]
               + ([("revealed", "num")] if show_reveal else [])
               + [("last click", "text"), ("actions", None), ("time", "num")])
    return _render("index.html", title=f"IGG run {run_dir.resolve().name}", script="index.js",
                   run_path=str(run_dir.resolve()), run_name=run_dir.resolve().name, agents=agents, stats=stats,
                   breakdown=breakdown, rows=rows, columns=columns, show_agent=show_agent, show_reveal=show_reveal,
                   apps=sorted({str(e.get("app")) for e in episodes if e.get("app")}),
                   subtypes=sorted({str(e.get("subtype")) for e in episodes if e.get("subtype")}))


TEXT_FIELDS = ("thought", "reasoning", "response", "raw_response", "model_output")


def _step_caption(step: dict, target, prev_sha, where: str) -> dict:
    """The left column of a step card: step number, action, outcome chips, error, details."""
    kind, _ = _action(step)
    invalid = bool(step.get("invalid"))
    chips = []
    if invalid:
        chips.append({"cls": "invalid", "text": "invalid action"})
    elif kind == "click":
        ok = (step.get("reward") or 0) > 0
        chips.append({"cls": "ok" if ok else "miss",
                      "text": f"clicked {step.get('clicked_id') or 'no element'}{' = target' if ok else ''}"})
        if not ok and target:
            chips.append({"cls": "flag", "text": f"target {target}"})
    chips.append({"cls": "flag", "text": f"reward {_num(step.get('reward') or 0)}"})
    if (step.get("reveal") or {}).get("actionable") and not step.get("terminated"):
        chips.append({"cls": "ok", "text": "target actionable",
                      "title": "after this action the target is visible, unobstructed and enabled"})
    if step.get("terminated"):
        chips.append({"cls": "flag", "text": "terminated"})
    if step.get("truncated"):
        chips.append({"cls": "flag", "text": "truncated: budget used up"})
    if not invalid and not step.get("terminated") and prev_sha and step.get("screenshot_sha1") == prev_sha:
        chips.append({"cls": "flag", "text": "no visible change",
                      "title": "the screenshot after this action is byte-identical"})
    label = "invalid" if invalid else (kind or "?")
    notes = []
    if step.get("reference_step"):
        notes.append(f"reference step: {step['reference_step']}")
    timing = step.get("timing") if isinstance(step.get("timing"), dict) else {}
    seconds = timing.get("wall_seconds", timing.get("seconds"))
    took = []
    if isinstance(timing.get("virtual_ms"), (int, float)):
        took.append(f"{_fmt(timing['virtual_ms'])} ms virtual time")
    if isinstance(seconds, (int, float)):
        took.append(f"{float(seconds) * 1000:.0f} ms wall")
    if isinstance(step.get("agent_seconds"), (int, float)):
        took.append(f"agent {float(step['agent_seconds']) * 1000:.0f} ms")
    if took:
        notes.append("step: " + ", ".join(took))
    notes.append(f"drawn on the {where}, the screen this action was decided on")
    return {"index": step.get("index"), "kind": kind, "invalid": invalid, "label": label,
            "label_cls": label if kind or invalid else "flag", "action": _text(step.get("action")), "chips": chips,
            "error": step.get("error"), "notes": notes,
            "texts": [(key.replace("_", " "), step[key]) for key in TEXT_FIELDS if step.get(key)],
            "agent_log": _agent_log(step["agent_log"]) if step.get("agent_log") else None}


def _agent_log(log) -> dict:
    """A model agent's per-step log: its raw answers up front, the whole log folded away."""
    if not isinstance(log, dict):
        return {"raw": str(log)}
    answers = []
    for call in log.get("calls") or []:
        if isinstance(call, dict):
            for answer in call.get("answers") or []:
                text = answer if isinstance(answer, str) else json.dumps(answer, indent=1, ensure_ascii=False)
                answers.append((call.get("stage") or "answer", text))
    facts = [f"{k} {log[k]}" for k in ("preset", "frame", "prompt_tokens", "completion_tokens", "latency_s")
             if log.get(k) not in (None, "")]
    return {"raw": None, "answers": answers, "facts": ", ".join(facts), "error": log.get("error"),
            "json": json.dumps(log, indent=1, ensure_ascii=False, default=str)}


def _verdict(episode: dict, steps: list) -> str:
    """One line saying how the episode ended."""
    if episode["success"]:
        return f"the target was clicked at step {_num(episode.get('steps'))}"
    st = episode["_stats"]
    why = []
    if steps and steps[-1].get("truncated"):
        why.append(f"budget used up after {len(steps)} steps")
    if st["last_click"]:
        why.append(f"last click hit {st['last_click']}")
    elif st["clicked"]:
        why.append("last click hit no element")
    else:
        why.append("the target was never clicked")
    if episode.get("revealed") is True and episode.get("revealed_at") is not None:
        why.append(f"the target was actionable from step {episode['revealed_at']}")
    elif episode.get("revealed") is False:
        why.append("the target was never revealed")
    if st["invalid"]:
        why.append(f"{st['invalid']} invalid action{'s' if st['invalid'] != 1 else ''}")
    return "; ".join(why)


def _shot(rec, trace, page_dir: Path, svg: Svg, w: int, h: int, alt: str, warnings: list) -> dict:
    shot = {"width": w, "height": h, "alt": alt, "src": None, "svg": svg.tree(),
            "placeholder": "no screenshot recorded"}
    name = rec.get("screenshot") if rec else None
    if name:
        img_path = trace["dir"] / name
        if img_path.exists():
            shot["src"] = _url(img_path, page_dir)
        else:
            warnings.append(f"{img_path}: screenshot not found (referenced by {trace['path']})")
            shot["placeholder"] = f"missing {name}"
    return shot


def _meta(episode: dict, header: dict) -> list:
    """The episode's facts beyond the fixed rows: (label, text, monospace)."""
    meta = []
    if header.get("viewport"):
        meta.append(("viewport", "x".join(str(v) for v in header["viewport"]), False))
    if episode.get("wall_seconds") is not None:
        meta.append(("wall time", f"{_num(episode['wall_seconds'])} s", False))
    for key, value in episode.items():
        if key in KNOWN_FIELDS or key.startswith("_") or value in (None, "", [], {}):
            continue
        if isinstance(value, list) and all(isinstance(v, (str, int, float)) for v in value):
            text = ", ".join(str(v) for v in value)
        else:
            text = json.dumps(value, sort_keys=True) if isinstance(value, (dict, list)) else str(value)
        meta.append((key.replace("_", " "), text, True))
    return meta


def render_episode(run_dir: Path, episode: dict, page_dir: Path, nav: dict, number: int, total: int,
                   warnings: list) -> str:
    trace = episode.get("_trace")
    header = (trace or {}).get("header") or {}
    steps = sorted((r for r in (trace or {}).get("steps", []) if r.get("type") == "step"), key=lambda r: r.get("index", 0))
    context = {"title": f"{episode['task_id']} \u2014 IGG", "e": {k: _text(v) for k, v in episode.items() if not k.startswith("_")},
               "nav": nav, "number": number, "total": total, "meta": _meta(episode, header),
               "steps_text": _num(episode.get("steps")), "reward_text": _num(episode.get("reward") or 0),
               "verdict": _verdict(episode, steps) if trace else "no trace recorded", "figures": [],
               "trace_link": None, "legend": list(VERBS) + ["invalid"]}
    context["e"]["success"] = episode["success"]
    if not trace:
        return _render("episode.html", script=None, **context)
    context["trace_link"] = {"href": _url(Path(trace["path"]), page_dir), "text": os.path.relpath(trace["path"], run_dir)}
    context["step_rows"] = [_step_row(s) for s in steps]

    w, h = _viewport(trace)
    reset = next((r for r in trace["steps"] if r.get("type") == "reset"), None)
    screens = [reset] + steps  # screens[k] = the screen after step k (k=0: reset)
    pointer = (0.0, 0.0)  # the session parks the pointer at the top-left corner on reset
    for k, screen in enumerate(screens):
        nxt = steps[k] if k < len(steps) else None
        svg = Svg(w, h)
        where = "reset screen" if k == 0 else f"screen after step {screen.get('index')}"
        if nxt is None:
            context["figures"].append({"final": True, "where": where,
                                       "shot": _shot(screen, trace, page_dir, svg, w, h, f"final {where}", warnings)})
            continue
        pointer = draw_step(svg, nxt, pointer)
        caption = _step_caption(nxt, episode.get("target"), (screen or {}).get("screenshot_sha1"), where)
        context["figures"].append({"final": False, "caption": caption, "shot": _shot(
            screen, trace, page_dir, svg, w, h, f"{where}, before step {nxt.get('index')}", warnings)})
    return _render("episode.html", script="episode.js", **context)


def _step_row(s: dict) -> dict:
    kind, _ = _action(s)
    clicked = None
    if kind == "click" and not s.get("invalid"):
        clicked = {"cls": "ok" if (s.get("reward") or 0) > 0 else "miss", "text": s.get("clicked_id") or "no element"}
    flags = _text(s.get("error")) + (" terminated" if s.get("terminated") else "") + (" truncated" if s.get("truncated") else "")
    return {"index": s.get("index"), "kind": "invalid" if s.get("invalid") else (kind or "?"),
            "action": _text(s.get("action")), "clicked": clicked, "reward": _num(s.get("reward") or 0), "flags": flags}


# ---------------------------------------------------------------------------------------------
# Entry points
# ---------------------------------------------------------------------------------------------

def write_viewer(run_dir, warnings: list | None = None) -> Path:
    """Write RUN_DIR/view/ (index.html and one page per episode); return the path of index.html.

    Raises ViewerError naming the file (and line) when the run cannot be read. Screenshots that a
    trace references but that are missing are drawn as placeholders and listed in `warnings`.
    """
    run_dir = Path(run_dir)
    episodes = load_run(run_dir)
    warnings = warnings if warnings is not None else []
    view = run_dir / VIEW_DIR
    page_dir = view / EPISODE_DIR
    page_dir.mkdir(parents=True, exist_ok=True)
    for old in page_dir.glob("*.html"):
        old.unlink()
    names, used = [], Counter()
    for i, e in enumerate(episodes, 1):
        base = f"{i:03d}-{_slug(str(e['task_id']))}"
        used[base] += 1
        names.append(f"{base}.html" if used[base] == 1 else f"{base}-{used[base]}.html")
    for i, (e, name) in enumerate(zip(episodes, names)):
        nav = {"prev": names[i - 1] if i > 0 else None, "next": names[i + 1] if i + 1 < len(names) else None}
        text = render_episode(run_dir, e, page_dir, nav, i + 1, len(episodes), warnings)
        (page_dir / name).write_text(text, encoding="utf-8")
    index = view / "index.html"
    index.write_text(render_index(run_dir, episodes, [f"{EPISODE_DIR}/{n}" for n in names]), encoding="utf-8")
    return index


def add_view_command(sub) -> None:
    """Add `igg view RUN_DIR [--open-path-only]` to an argparse sub-parsers object."""
    p = sub.add_parser("view", help="write a static HTML trace viewer for a run directory (RUN_DIR/view/)")
    p.add_argument("run_dir", help="a run directory (episodes.jsonl and traces/) written by `igg eval`")
    p.add_argument("--open-path-only", action="store_true",
                   help="print only the path of index.html (for scripts, e.g. xdg-open \"$(igg view RUN --open-path-only)\")")
    p.set_defaults(func=run_view)


def run_view(args) -> int:
    warnings: list = []
    try:
        index = write_viewer(args.run_dir, warnings)
    except ViewerError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    for w in warnings:
        print(f"warning: {w}", file=sys.stderr)
    if args.open_path_only:
        print(index.resolve())
    else:
        pages = len(list((index.parent / EPISODE_DIR).glob("*.html")))
        print(f"wrote {pages} episode pages")
        print(index.resolve())
    return 0
