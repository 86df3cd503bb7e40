"""The trace viewer: a static HTML site over a run directory, for reading what agents did.

`write_viewer(run_dir)` reads `RUN_DIR/episodes.jsonl` and every episode's `trace.jsonl` and
writes `RUN_DIR/view/index.html` (the episodes table, filterable by outcome, app and sub-type) and
one page per episode under `RUN_DIR/view/episodes/`. An episode page shows every screenshot with the
action that was *decided on it* drawn over it: step i's action on the screen before step i (the
reset screen for step 1). Drawings are inline SVG laid over the untouched PNGs, in screenshot pixels
(the trace header's viewport), so they scale with the image. No external assets, no network, and
plain JS only, so the site works from file://.

`igg view RUN_DIR` (see `add_view_command`) writes the site and prints the path of index.html.
A missing or malformed file stops with a message naming the file and line (exit status 2).
"""
from __future__ import annotations

import html
import json
import math
import os
import re
import struct
import sys
from collections import Counter, defaultdict
from pathlib import Path
from urllib.parse import quote

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

_CALL = re.compile(r"^\s*([A-Za-z_]+)\s*\((.*)\)\s*;?\s*$", re.S)


def _action(step: dict):
    """(kind, args) of a step's action: its structured form, else its text when that parses, else (None, [])."""
    struct_ = step.get("action_struct")
    if isinstance(struct_, dict) and isinstance(struct_.get("kind"), str):
        args = struct_.get("args") or []
        try:
            return struct_["kind"], [float(a) for a in args]
        except (TypeError, ValueError):
            return struct_["kind"], []
    text = step.get("action")
    match = _CALL.match(text) if isinstance(text, str) else None
    if match:
        try:
            args = [float(p) for p in match.group(2).split(",")] if match.group(2).strip() else []
            if all(math.isfinite(a) for a in args):
                return match.group(1).lower(), args
        except ValueError:
            pass
    return None, []


def _kind(step: dict):
    return _action(step)[0]


ARITY = {"click": 2, "move": 2, "scroll": 4, "drag": 4, "wait": 1, "bbox": 4}


def _fmt(v) -> str:
    v = float(v)
    return str(int(v)) if v.is_integer() else f"{v:.1f}"


class Svg:
    """Builds one overlay in screenshot pixels; sizes scale with the viewport width."""

    COLORS = {"click": "#e11d48", "move": "#2563eb", "scroll": "#d97706", "drag": "#7c3aed",
              "wait": "#0f172a", "bbox": "#0d9488", "invalid": "#dc2626", "ok": "#15803d", "miss": "#b45309"}

    def __init__(self, width: int, height: int):
        self.w, self.h = width, height
        self.u = max(width, 400) / 400.0  # 3.6 px at 1440 wide
        self.fs = 5.6 * self.u
        self.parts: list[str] = []

    # primitives ---------------------------------------------------------------------------
    def line(self, x1, y1, x2, y2, color, width=1.0, dash=False):
        w = width * self.u
        d = f' stroke-dasharray="{4 * self.u:.1f} {3 * self.u:.1f}"' if dash else ""
        coords = f'x1="{x1:.1f}" y1="{y1:.1f}" x2="{x2:.1f}" y2="{y2:.1f}"'
        return (f'<line {coords} stroke="#fff" stroke-opacity="0.9" stroke-width="{w + 1.6 * self.u:.1f}" '
                f'stroke-linecap="round"/>'
                f'<line {coords} stroke="{color}" stroke-width="{w:.1f}" stroke-linecap="round"{d}/>')

    def head(self, x1, y1, x2, y2, color, size=None):
        """A filled arrow head at (x2, y2) pointing away from (x1, y1)."""
        size = size or 5 * self.u
        angle = math.atan2(y2 - y1, x2 - x1)
        pts = [(x2, y2)]
        for side in (-1, 1):
            a = angle + math.pi - side * 0.45
            pts.append((x2 + size * math.cos(a), y2 + size * math.sin(a)))
        p = " ".join(f"{x:.1f},{y:.1f}" for x, y in pts)
        return f'<polygon points="{p}" fill="{color}" stroke="#fff" stroke-width="{0.5 * self.u:.1f}" stroke-linejoin="round"/>'

    def circle(self, x, y, r, color, fill="none", width=1.0):
        return (f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{r:.1f}" fill="none" stroke="#fff" stroke-opacity="0.9" '
                f'stroke-width="{(width + 1.6) * self.u:.1f}"/>'
                f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{r:.1f}" fill="{fill}" stroke="{color}" '
                f'stroke-width="{width * self.u:.1f}"/>')

    def label(self, x, y, text, color, cls="label", anchor="right"):
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
        return (f'<g class="{cls}"><rect x="{lx:.1f}" y="{ly:.1f}" width="{width:.1f}" height="{height:.1f}" '
                f'rx="{1.6 * self.u:.1f}" fill="#fff" fill-opacity="0.95" stroke="{color}" stroke-width="{0.6 * self.u:.1f}"/>'
                f'<text x="{lx + pad:.1f}" y="{ly + pad + self.fs * 0.8:.1f}" fill="{color}" '
                f'font-size="{self.fs:.1f}">{html.escape(text)}</text></g>')

    def add(self, cls, body, step=None):
        data = f' data-step="{step}"' if step is not None else ""
        self.parts.append(f'<g class="mark {cls}"{data}>{body}</g>')

    def render(self) -> str:
        return (f'<svg class="overlay" viewBox="0 0 {self.w} {self.h}" preserveAspectRatio="none" '
                f'xmlns="http://www.w3.org/2000/svg" aria-hidden="true">{"".join(self.parts)}</svg>')

    # actions ------------------------------------------------------------------------------
    def click(self, x, y, step, clicked_id, reward, invalid=False):
        color = self.COLORS["invalid" if invalid else "click"]
        r = 7 * self.u
        body = [self.circle(x, y, r, color, fill="rgba(225,29,72,0.12)", width=1.1)]
        for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            body.append(self.line(x + dx * 0.35 * r, y + dy * 0.35 * r, x + dx * 1.7 * r, y + dy * 1.7 * r, color, 0.8))
        body.append(f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{0.9 * self.u:.1f}" fill="{color}"/>')
        if not invalid:
            ok = (reward or 0) > 0
            text = ("\u2713 " if ok else "\u2717 ") + (clicked_id or "no element")
            body.append(self.label(x + r, y - r * 0.2, text, self.COLORS["ok" if ok else "miss"], cls="label clicked"))
        self.add("mark-click" + (" is-invalid" if invalid else ""), "".join(body), step)

    def move(self, x0, y0, x, y, step, invalid=False):
        color = self.COLORS["invalid" if invalid else "move"]
        body = []
        ring = 4.5 * self.u
        if math.hypot(x - x0, y - y0) > ring + 6 * self.u:
            body.append(self.circle(x0, y0, 2.2 * self.u, color, fill="#fff", width=0.8))
            a = math.atan2(y - y0, x - x0)
            tx, ty = x - ring * math.cos(a), y - ring * math.sin(a)  # the head touches the ring
            # stop the dashed line short of the head so the dash does not poke through it
            body.append(self.line(x0, y0, tx - 4 * self.u * math.cos(a), ty - 4 * self.u * math.sin(a), color, 1.0, dash=True))
            body.append(self.head(x0, y0, tx, ty, color))
        body.append(self.circle(x, y, ring, color, width=0.9))
        body.append(f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{0.9 * self.u:.1f}" fill="{color}"/>')
        body.append(self.label(x + 3 * self.u, y, "move", color))
        self.add("mark-move" + (" is-invalid" if invalid else ""), "".join(body), step)

    def scroll(self, x, y, dx, dy, step, invalid=False):
        color = self.COLORS["invalid" if invalid else "scroll"]
        body = [self.circle(x, y, 3.5 * self.u, color, fill="rgba(217,119,6,0.15)", width=1.0)]
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
            body.append(self.line(sx, sy, ex - ux * 4 * self.u, ey - uy * 4 * self.u, color, 1.6))
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
        self.add("mark-scroll" + (" is-invalid" if invalid else ""), "".join(body), step)

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
        body = [f'<circle cx="{x1:.1f}" cy="{y1:.1f}" r="{3 * self.u:.1f}" fill="{color}" stroke="#fff" '
                f'stroke-width="{0.8 * self.u:.1f}"/>']
        if math.hypot(x2 - x1, y2 - y1) > 2 * self.u:
            a = math.atan2(y2 - y1, x2 - x1)
            body.append(self.line(x1, y1, x2 - 4 * self.u * math.cos(a), y2 - 4 * self.u * math.sin(a), color, 1.6))
            body.append(self.head(x1, y1, x2, y2, color, size=6.5 * self.u))
        body.append(self.label(x2, y2, "drag", color))
        self.add("mark-drag" + (" is-invalid" if invalid else ""), "".join(body), step)

    def bbox(self, x0, y0, x1, y1, step, invalid=False):
        """A PointerBench box answer."""
        color = self.COLORS["invalid" if invalid else "bbox"]
        x, y, w, h = min(x0, x1), min(y0, y1), abs(x1 - x0), abs(y1 - y0)
        body = (f'<rect x="{x:.1f}" y="{y:.1f}" width="{w:.1f}" height="{h:.1f}" fill="none" stroke="#fff" '
                f'stroke-opacity="0.9" stroke-width="{2.4 * self.u:.1f}"/>'
                f'<rect x="{x:.1f}" y="{y:.1f}" width="{w:.1f}" height="{h:.1f}" fill="rgba(13,148,136,0.12)" '
                f'stroke="{color}" stroke-width="{0.8 * self.u:.1f}"/>'
                + self.label(x + w, y, "bbox", color))
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
        body = (f'<rect x="{x:.1f}" y="{y:.1f}" width="{width:.1f}" height="{height:.1f}" rx="{height / 2:.1f}" '
                f'fill="{color}" fill-opacity="0.88" stroke="#fff" stroke-width="{0.6 * self.u:.1f}"/>'
                f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="{r:.1f}" fill="none" stroke="#fbbf24" stroke-width="{0.9 * self.u:.1f}"/>'
                f'<line x1="{cx:.1f}" y1="{cy:.1f}" x2="{cx:.1f}" y2="{cy - r * 0.62:.1f}" stroke="#fbbf24" '
                f'stroke-width="{0.9 * self.u:.1f}" stroke-linecap="round"/>'
                f'<line x1="{cx:.1f}" y1="{cy:.1f}" x2="{cx + r * 0.45:.1f}" y2="{cy + r * 0.2:.1f}" stroke="#fbbf24" '
                f'stroke-width="{0.9 * self.u:.1f}" stroke-linecap="round"/>'
                f'<text x="{x + icon + pad * 2:.1f}" y="{cy + fs * 0.36:.1f}" fill="#fff" font-size="{fs:.1f}">'
                f'{html.escape(text)}</text>')
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
        texts = "".join(
            f'<text x="{x + pad:.1f}" y="{y + pad + fs * 0.82 + i * fs * 1.3:.1f}" fill="#fff" font-size="{fs:.1f}"'
            + (' font-weight="700"' if i == 0 else "") + f'>{html.escape(ln)}</text>' for i, ln in enumerate(lines))
        body = (f'<rect x="{x:.1f}" y="{y:.1f}" width="{width:.1f}" height="{height:.1f}" rx="{2 * self.u:.1f}" '
                f'fill="{color}" fill-opacity="0.92" stroke="#fff" stroke-width="{0.6 * self.u:.1f}"/>{texts}')
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
    shape_ok = kind in ARITY and len(args) == ARITY[kind]
    if shape_ok:
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
    if shape_ok and kind in ("click", "move", "scroll"):
        return (args[0], args[1])
    if shape_ok and kind == "drag":
        return (args[2], args[3])
    return pointer


# ---------------------------------------------------------------------------------------------
# HTML
# ---------------------------------------------------------------------------------------------

def esc(value) -> str:
    return html.escape("" if value is None else str(value))


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


def _outcome_badge(success: bool, big=False) -> str:
    cls = "ok" if success else "fail"
    return f'<span class="badge {cls}{" big" if big else ""}">{"success" if success else "fail"}</span>'


def _num(v, digits=2):
    if v is None or v == "":
        return ""
    try:
        f = float(v)
    except (TypeError, ValueError):
        return esc(v)
    return _fmt(f) if f.is_integer() else f"{f:.{digits}f}"


CSS = """
:root{--bg:#f6f7f9;--card:#fff;--ink:#111827;--muted:#6b7280;--line:#e5e7eb;--ok:#15803d;--okbg:#dcfce7;
--fail:#b91c1c;--failbg:#fee2e2;--accent:#2563eb;--mono:ui-monospace,SFMono-Regular,Menlo,Consolas,"DejaVu Sans Mono",monospace;
--shot:100%}
*{box-sizing:border-box}
body{margin:0;background:var(--bg);color:var(--ink);font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,"DejaVu Sans",sans-serif}
a{color:var(--accent);text-decoration:none}a:hover{text-decoration:underline}
header.top{background:#111827;color:#f9fafb;padding:10px 24px;display:flex;gap:16px;align-items:center;flex-wrap:wrap}
header.top a{color:#bfdbfe}header.top .title{font-weight:600;font-size:15px}header.top .sp{flex:1}
header.top .muted{color:#9ca3af}
main{max-width:1320px;margin:0 auto;padding:20px 24px 60px}
h1{font-size:20px;margin:0 0 6px}h2{font-size:15px;margin:26px 0 10px;color:#374151;text-transform:uppercase;letter-spacing:.04em}
.muted{color:var(--muted)}.mono{font-family:var(--mono);font-size:12.5px}
.badge{display:inline-block;padding:1px 8px;border-radius:999px;font-size:12px;font-weight:600;letter-spacing:.02em}
.badge.ok{background:var(--okbg);color:var(--ok)}.badge.fail{background:var(--failbg);color:var(--fail)}
.badge.big{font-size:14px;padding:3px 12px}
.chip{display:inline-block;padding:0 6px;border-radius:4px;font:11.5px/18px var(--mono);background:#eef2f7;color:#374151;margin:1px 2px 1px 0}
.chip.click{background:#ffe4e6;color:#9f1239}.chip.move{background:#dbeafe;color:#1e40af}.chip.scroll{background:#fef3c7;color:#92400e}
.chip.drag{background:#ede9fe;color:#5b21b6}.chip.bbox{background:#ccfbf1;color:#115e59}.chip.wait{background:#e5e7eb;color:#111827}.chip.invalid{background:#dc2626;color:#fff}
.chip.ok{background:var(--okbg);color:var(--ok)}.chip.miss{background:#ffedd5;color:#9a3412}.chip.flag{background:#f3f4f6;color:#4b5563}
.cards{display:flex;gap:12px;flex-wrap:wrap;margin:8px 0 4px}
.stat{background:var(--card);border:1px solid var(--line);border-radius:8px;padding:10px 14px;min-width:120px}
.stat b{display:block;font-size:20px}.stat span{color:var(--muted);font-size:12px}
.filters{display:flex;gap:14px;align-items:center;flex-wrap:wrap;background:var(--card);border:1px solid var(--line);
border-radius:8px;padding:10px 14px;margin:16px 0 10px}
.filters label{font-size:12px;color:var(--muted);display:flex;gap:6px;align-items:center}
.filters select,.filters input{font:inherit;padding:4px 6px;border:1px solid #d1d5db;border-radius:6px;background:#fff;color:var(--ink)}
.filters .count{margin-left:auto;color:var(--muted);font-size:13px}
table{border-collapse:collapse;width:100%;background:var(--card);border:1px solid var(--line);border-radius:8px;overflow:hidden}
th,td{text-align:left;padding:7px 10px;border-bottom:1px solid var(--line);vertical-align:top}
th{background:#f9fafb;font-size:12px;color:#4b5563;font-weight:600;white-space:nowrap;user-select:none}
th[data-sort]{cursor:pointer}th[data-sort]:hover{color:var(--ink)}th .arrow{color:var(--accent)}
td.episode{min-width:260px;max-width:420px}td.episode .task{font-weight:600;word-break:break-all}
td.episode .tgt{font-size:11.5px;word-break:break-all}td.kinds{min-width:190px;max-width:260px}
td.kinds .chip{font-size:10.5px;line-height:16px;padding:0 4px;margin:1px 1px}th.num{text-align:right}table.breakdown{max-width:820px}
tbody tr:hover{background:#f8fafc}tbody tr:last-child td{border-bottom:0}
td.num{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}
tr.fail td:first-child{box-shadow:inset 3px 0 0 var(--fail)}tr.ok td:first-child{box-shadow:inset 3px 0 0 var(--ok)}
.bar{display:inline-block;height:8px;border-radius:4px;background:#e5e7eb;width:80px;vertical-align:middle;overflow:hidden}
.bar i{display:block;height:100%;background:var(--ok)}
dl.meta{display:grid;grid-template-columns:max-content 1fr;gap:4px 16px;margin:12px 0 0;background:var(--card);
border:1px solid var(--line);border-radius:8px;padding:12px 16px}
dl.meta dt{color:var(--muted);font-size:12.5px}dl.meta dd{margin:0}
.instruction{font-size:18px;font-weight:600;margin:4px 0 2px}
.toolbar{position:sticky;top:0;z-index:5;background:rgba(246,247,249,.95);backdrop-filter:blur(4px);padding:8px 0;
display:flex;gap:16px;align-items:center;flex-wrap:wrap;border-bottom:1px solid var(--line)}
.toolbar label{font-size:12.5px;color:var(--muted);display:flex;gap:6px;align-items:center}
.toolbar select{font:inherit;padding:2px 6px;border:1px solid #d1d5db;border-radius:6px}
.legend{display:flex;gap:10px;flex-wrap:wrap;font-size:12px;color:var(--muted)}
figure.step{margin:18px 0 0;background:var(--card);border:1px solid var(--line);border-radius:10px;overflow:hidden}
figure.step.is-invalid{border-color:#fca5a5}figure.step.final.ok{border-color:#86efac}figure.step.final.fail{border-color:#fca5a5}
figure.step{display:grid;grid-template-columns:270px 1fr}
figure.step figcaption{padding:14px 16px;border-right:1px solid var(--line);display:flex;flex-direction:column;gap:8px;min-width:0}
figure.step .stepno{font-weight:700;font-size:15px;display:flex;gap:8px;align-items:center}
figure.step .act{font:600 14px var(--mono);word-break:break-all}
figure.step .chips{display:flex;flex-wrap:wrap;gap:4px}figure.step .chips .chip{margin:0;white-space:normal;word-break:break-all}
figure.step .sub{font-size:12px;color:var(--muted)}
figure.step .verdict{font-size:13.5px}
.pre{white-space:pre-wrap;word-break:break-word;font:12px var(--mono);color:var(--ink);background:#f8fafc;
border:1px solid var(--line);border-radius:6px;padding:6px 8px;margin-top:4px;max-height:360px;overflow:auto}
details.sub summary{cursor:pointer}
figure.step .err{color:var(--fail);font:12.5px var(--mono);background:#fef2f2;border-radius:6px;padding:6px 8px;word-break:break-word}
@media (max-width:900px){figure.step{grid-template-columns:1fr}figure.step figcaption{border-right:0;border-bottom:1px solid var(--line)}}
.verdict-top{margin:6px 0 0;color:#374151}
.shotwrap{padding:12px;background:#e5e7eb;min-width:0}
.shot{position:relative;width:var(--shot);margin:0 auto;background:#fff;box-shadow:0 1px 3px rgba(0,0,0,.25)}
.shot img{display:block;width:100%;height:100%;position:absolute;inset:0}
.shot .placeholder{position:absolute;inset:0;display:flex;align-items:center;justify-content:center;color:var(--muted);
background:repeating-linear-gradient(45deg,#f3f4f6,#f3f4f6 10px,#e5e7eb 10px,#e5e7eb 20px);font-size:14px}
.shot svg.overlay{position:absolute;inset:0;width:100%;height:100%;pointer-events:none;overflow:hidden}
.shot svg text{font-family:var(--mono);paint-order:stroke}
body.no-marks svg.overlay{display:none}
table.steps td{font-size:13px}table.steps td.act{font-family:var(--mono);font-size:12.5px}
.nav a{margin-right:10px}
footer{margin-top:40px;color:var(--muted);font-size:12px}
"""

INDEX_JS = """
(function(){
  var rows=[].slice.call(document.querySelectorAll('#episodes tbody tr'));
  var f={outcome:document.getElementById('f-outcome'),app:document.getElementById('f-app'),
         subtype:document.getElementById('f-subtype'),q:document.getElementById('f-q')};
  var count=document.getElementById('count');
  function apply(){
    var o=f.outcome.value,a=f.app.value,s=f.subtype.value,q=f.q.value.trim().toLowerCase(),shown=0,ok=0;
    rows.forEach(function(r){
      var vis=(!o||r.dataset.outcome===o)&&(!a||r.dataset.app===a)&&(!s||r.dataset.subtype===s)&&
              (!q||r.dataset.search.indexOf(q)>=0);
      r.hidden=!vis; if(vis){shown++; if(r.dataset.outcome==='success')ok++;}
    });
    count.textContent='showing '+shown+' of '+rows.length+' \\u00b7 '+ok+' success'+
      (shown?' ('+Math.round(100*ok/shown)+'%)':'');
    var h=[];['outcome','app','subtype','q'].forEach(function(k){if(f[k].value)h.push(k+'='+encodeURIComponent(f[k].value));});
    history.replaceState(null,'',h.length?'#'+h.join('&'):location.pathname);
  }
  location.hash.replace(/^#/,'').split('&').forEach(function(kv){
    var p=kv.split('='); if(p.length===2&&f[p[0]]){f[p[0]].value=decodeURIComponent(p[1]);}
  });
  Object.keys(f).forEach(function(k){f[k].addEventListener(k==='q'?'input':'change',apply);});
  var tbody=document.querySelector('#episodes tbody'),ths=[].slice.call(document.querySelectorAll('#episodes th[data-sort]'));
  ths.forEach(function(th,i){th.addEventListener('click',function(){
    var col=th.cellIndex,num=th.dataset.sort==='num',dir=th.dataset.dir==='asc'?'desc':'asc';
    ths.forEach(function(t){t.dataset.dir='';var s=t.querySelector('.arrow');if(s)s.textContent='';});
    th.dataset.dir=dir;th.querySelector('.arrow').textContent=dir==='asc'?' \\u25b2':' \\u25bc';
    rows.sort(function(x,y){var a=x.cells[col].dataset.v!==undefined?x.cells[col].dataset.v:x.cells[col].textContent,
      b=y.cells[col].dataset.v!==undefined?y.cells[col].dataset.v:y.cells[col].textContent;
      var c=num?(parseFloat(a||'0')-parseFloat(b||'0')):a.localeCompare(b);return dir==='asc'?c:-c;});
    rows.forEach(function(r){tbody.appendChild(r);});
  });});
  apply();
})();
"""

EPISODE_JS = """
(function(){
  var size=document.getElementById('size'),marks=document.getElementById('marks');
  function apply(){document.documentElement.style.setProperty('--shot',size.value);
    document.body.classList.toggle('no-marks',!marks.checked);
    try{localStorage.setItem('igg-view',JSON.stringify({size:size.value,marks:marks.checked}));}catch(e){}}
  try{var s=JSON.parse(localStorage.getItem('igg-view')||'null');if(s){size.value=s.size||size.value;marks.checked=s.marks!==false;}}catch(e){}
  size.addEventListener('change',apply);marks.addEventListener('change',apply);apply();
  document.addEventListener('keydown',function(e){
    if(e.target.tagName==='INPUT'||e.target.tagName==='SELECT')return;
    var a=null;if(e.key==='ArrowLeft')a=document.getElementById('prev');if(e.key==='ArrowRight')a=document.getElementById('next');
    if(e.key==='m'){marks.checked=!marks.checked;apply();}
    if(a&&a.href)location.href=a.href;});
})();
"""


def _page(title: str, body: str, script: str = "") -> str:
    return ("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
            "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"
            f"<title>{esc(title)}</title><style>{CSS}</style></head><body>{body}"
            + (f"<script>{script}</script>" if script else "") + "</body></html>\n")


def _kinds_html(kinds) -> str:
    return "".join(f'<span class="chip {esc(k)}">{esc(k)}</span>' for k in kinds)


def _options(values, label) -> str:
    return f'<option value="">all {label}</option>' + "".join(
        f'<option value="{esc(v)}">{esc(v)}</option>' for v in values)


def _reveal_cell(e) -> str:
    """When the target first became actionable (the runner's `revealed_at`)."""
    if e.get("revealed") and e.get("revealed_at") is not None:
        return (f'<td class="num" data-v="{esc(e["revealed_at"])}" title="the target was actionable after this step">'
                f'step {esc(e["revealed_at"])}</td>')
    if e.get("revealed") is False:
        return '<td class="num muted" data-v="99999">no</td>'
    return '<td class="num" data-v="99998"></td>'


def render_index(run_dir: Path, episodes: list[dict], pages: list) -> str:
    n = len(episodes)
    ok = sum(e["success"] for e in episodes)
    agents = sorted({str(e.get("agent")) for e in episodes if e.get("agent")})
    apps = sorted({str(e.get("app")) for e in episodes if e.get("app")})
    subtypes = sorted({str(e.get("subtype")) for e in episodes if e.get("subtype")})
    steps = [float(e["steps"]) for e in episodes if isinstance(e.get("steps"), (int, float))]
    invalid = sum(e["_stats"]["invalid"] for e in episodes)
    show_agent = len(agents) > 1
    show_reveal = any("revealed" in e for e in episodes)

    stats = (f'<div class="cards"><div class="stat"><b>{n}</b><span>episodes</span></div>'
             f'<div class="stat"><b>{ok} <small class="muted">({100 * ok / n:.0f}%)</small></b><span>success</span></div>'
             f'<div class="stat"><b>{n - ok}</b><span>fail</span></div>'
             f'<div class="stat"><b>{(sum(steps) / len(steps)) if steps else 0:.1f}</b><span>mean steps</span></div>'
             f'<div class="stat"><b>{invalid}</b><span>invalid actions</span></div></div>')

    by = defaultdict(lambda: [0, 0])
    for e in episodes:
        key = (e.get("type") or "", e.get("subtype") or "")
        by[key][0] += 1
        by[key][1] += e["success"]
    breakdown = "".join(
        f'<tr><td>{esc(t)}</td><td>{esc(s)}</td><td class="num">{c}</td><td class="num">{k}</td>'
        f'<td class="num">{100 * k / c:.0f}%</td><td><span class="bar"><i style="width:{100 * k / c:.0f}%"></i></span></td></tr>'
        for (t, s), (c, k) in sorted(by.items()))

    rows = []
    for i, (e, page) in enumerate(zip(episodes, pages), 1):
        st = e["_stats"]
        outcome = "success" if e["success"] else "fail"
        task_cell = f'<a href="{esc(page)}">{esc(e["task_id"])}</a>' if page else esc(e["task_id"])
        last = st["last_click"]
        if last is None:
            last_html = '<span class="muted">no click</span>' if st["clicked"] is False and e.get("_trace") else ""
            if st["clicked"]:
                last_html = '<span class="chip miss">no element</span>'
        else:
            hit = e.get("target") and last == e.get("target")
            last_html = f'<span class="chip {"ok" if hit else "miss"}">{esc(last)}</span>'
        search = " ".join(str(e.get(k) or "") for k in ("task_id", "instruction", "target", "agent")).lower()
        wall = e.get("wall_seconds")
        rows.append(
            f'<tr class="{"ok" if e["success"] else "fail"}" data-outcome="{outcome}" data-app="{esc(e.get("app") or "")}" '
            f'data-subtype="{esc(e.get("subtype") or "")}" data-search="{esc(search)}">'
            f'<td class="num" data-v="{i}">{i}</td>'
            f'<td class="episode" data-v="{esc(e["task_id"])}"><div class="mono task">{task_cell}</div>'
            f'<div class="instr">{esc(e.get("instruction"))}</div><div class="muted mono tgt">{esc(e.get("target"))}</div></td>'
            + (f'<td>{esc(e.get("agent"))}</td>' if show_agent else "")
            + f'<td>{esc(e.get("app"))}</td><td>{esc(e.get("subtype"))}</td>'
            f'<td data-v="{outcome}">{_outcome_badge(e["success"])}</td>'
            f'<td class="num" data-v="{esc(e.get("steps") or 0)}">{_num(e.get("steps"))}</td>'
            f'<td class="num" data-v="{esc(e.get("reward") or 0)}">{_num(e.get("reward"))}</td>'
            + (_reveal_cell(e) if show_reveal else "")
            + f'<td>{last_html}</td><td class="kinds">{_kinds_html(st["kinds"])}</td>'
            f'<td class="num" data-v="{esc(wall or 0)}">{_num(wall, 1) + " s" if wall is not None else ""}</td></tr>')

    head_cols = [("#", "num"), ("task / instruction / target", "text")] + ([("agent", "text")] if show_agent else []) + [
        ("app", "text"), ("sub-type", "text"), ("outcome", "text"),
        ("steps", "num"), ("reward", "num")] + ([("revealed", "num")] if show_reveal else []) + [
        ("last click", "text"), ("actions", None), ("time", "num")]
    head = "".join(f'<th data-sort="{s}"{" class=num" if s == "num" else ""}>{esc(c)}<span class="arrow"></span></th>'
                   if s else f"<th>{esc(c)}</th>" for c, s in head_cols)
    body = (
        f'<header class="top"><span class="title">IGG trace viewer</span><span class="muted mono">{esc(run_dir.resolve())}</span>'
        f'<span class="sp"></span><span>{esc(", ".join(agents)) if agents else ""}</span></header><main>'
        f'<h1>Run: {esc(run_dir.resolve().name)}</h1>{stats}'
        f'<h2>By sub-type</h2><table class="breakdown"><thead><tr><th>type</th><th>sub-type</th><th class="num">episodes</th>'
        f'<th class="num">success</th><th class="num">rate</th><th></th></tr></thead><tbody>{breakdown}</tbody></table>'
        f'<h2>Episodes</h2><div class="filters">'
        f'<label>outcome <select id="f-outcome"><option value="">all</option><option value="success">success</option>'
        f'<option value="fail">fail</option></select></label>'
        f'<label>app <select id="f-app">{_options(apps, "apps")}</select></label>'
        f'<label>sub-type <select id="f-subtype">{_options(subtypes, "sub-types")}</select></label>'
        f'<label>search <input id="f-q" type="search" placeholder="task, instruction, target"></label>'
        f'<span class="count" id="count"></span></div>'
        f'<table id="episodes"><thead><tr>{head}</tr></thead><tbody>{"".join(rows)}</tbody></table>'
        f'<footer>Each episode page shows every screenshot with the action decided on it drawn over it. '
        f'Generated by <span class="mono">igg view</span>.</footer></main>')
    return _page(f"IGG run {run_dir.resolve().name}", body, INDEX_JS)


TEXT_FIELDS = ("thought", "reasoning", "response", "raw_response", "model_output")


def _step_caption(step: dict, target, prev_sha, where: str) -> str:
    """The left column of a step card: step number, action, outcome chips, error, details."""
    kind, _ = _action(step)
    invalid = bool(step.get("invalid"))
    chips = []
    if invalid:
        chips.append('<span class="chip invalid">invalid action</span>')
    elif kind == "click":
        cid = step.get("clicked_id")
        ok = (step.get("reward") or 0) > 0
        chips.append(f'<span class="chip {"ok" if ok else "miss"}">clicked {esc(cid or "no element")}'
                     f'{" = target" if ok else ""}</span>')
        if not ok and target:
            chips.append(f'<span class="chip flag">target {esc(target)}</span>')
    chips.append(f'<span class="chip flag">reward {_num(step.get("reward") or 0)}</span>')
    if step.get("target_actionable") and not step.get("terminated"):
        chips.append('<span class="chip ok" title="after this action the target is visible, unobstructed and enabled">'
                     'target actionable</span>')
    if step.get("terminated"):
        chips.append('<span class="chip flag">terminated</span>')
    if step.get("truncated"):
        chips.append('<span class="chip flag">truncated: budget used up</span>')
    if not invalid and not step.get("terminated") and prev_sha and step.get("screenshot_sha1") == prev_sha:
        chips.append('<span class="chip flag" title="the screenshot after this action is byte-identical">'
                     'no visible change</span>')
    label = "invalid" if invalid else (kind or "?")
    parts = [f'<div class="stepno">Step {esc(step.get("index"))} <span class="chip {esc(label if kind or invalid else "flag")}">'
             f'{esc(label)}</span></div>',
             f'<div class="act">{esc(step.get("action") or "(no action)")}</div>',
             f'<div class="chips">{"".join(chips)}</div>']
    if step.get("error"):
        parts.append(f'<div class="err">{esc(step.get("error"))}</div>')
    for key in TEXT_FIELDS:
        if step.get(key):
            parts.append(f'<details class="sub"><summary>{esc(key.replace("_", " "))}</summary>'
                         f'<div class="pre">{esc(step[key])}</div></details>')
    if step.get("agent_log"):
        parts.append(_agent_log(step["agent_log"]))
    extra = []
    if step.get("reference_step"):
        extra.append(f"reference step: {esc(step['reference_step'])}")
    timing = step.get("timing")
    timing = timing if isinstance(timing, dict) else {}
    seconds = timing.get("wall_seconds", timing.get("seconds"))
    took = []
    if isinstance(timing.get("virtual_ms"), (int, float)):
        took.append(f"{_fmt(timing['virtual_ms'])} ms virtual time")
    if isinstance(seconds, (int, float)):
        took.append(f"{float(seconds) * 1000:.0f} ms wall")
    if isinstance(step.get("agent_seconds"), (int, float)):
        took.append(f"agent {float(step['agent_seconds']) * 1000:.0f} ms")
    if took:
        extra.append("step: " + ", ".join(took))
    extra.append(f"drawn on the {esc(where)}, the screen this action was decided on")
    parts.extend(f'<div class="sub">{e}</div>' for e in extra)
    return "".join(parts)


def _clicked_chip(cid, step) -> str:
    ok = (step.get("reward") or 0) > 0
    return f'<span class="chip {"ok" if ok else "miss"}">{esc(cid or "no element")}</span>'


def _agent_log(log) -> str:
    """A model agent's per-step log: its raw answers up front, the whole log folded away."""
    if not isinstance(log, dict):
        return f'<details class="sub"><summary>agent log</summary><div class="pre">{esc(log)}</div></details>'
    answers = []
    for call in log.get("calls") or []:
        if not isinstance(call, dict):
            continue
        for answer in call.get("answers") or []:
            text = answer if isinstance(answer, str) else json.dumps(answer, indent=1, ensure_ascii=False)
            answers.append(f'<div class="pre">{esc(call.get("stage") or "answer")}: {esc(text)}</div>')
    facts = [f"{k} {log[k]}" for k in ("preset", "frame", "prompt_tokens", "completion_tokens", "latency_s")
             if log.get(k) not in (None, "")]
    error = f'<div class="err">{esc(log["error"])}</div>' if log.get("error") else ""
    return (f'<details class="sub" open><summary>model answer{"s" if len(answers) != 1 else ""}</summary>'
            f'{"".join(answers) or "<div class=muted>none</div>"}{error}</details>'
            f'<details class="sub"><summary>agent log</summary><div class="muted">{esc(", ".join(facts))}</div>'
            f'<div class="pre">{esc(json.dumps(log, indent=1, ensure_ascii=False, default=str))}</div></details>')


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


def _shot(rec, trace, page_dir: Path, svg: Svg, w: int, h: int, alt: str, warnings: list) -> str:
    name = rec.get("screenshot") if rec else None
    if name:
        img_path = trace["dir"] / name
        if img_path.exists():
            inner = f'<img src="{esc(_url(img_path, page_dir))}" alt="{esc(alt)}" loading="lazy">'
        else:
            warnings.append(f"{img_path}: screenshot not found (referenced by {trace['path']})")
            inner = f'<div class="placeholder">missing {esc(name)}</div>'
    else:
        inner = '<div class="placeholder">no screenshot recorded</div>'
    return (f'<div class="shotwrap"><div class="shot" style="aspect-ratio:{w}/{h}">{inner}{svg.render()}</div></div>')


def render_episode(run_dir: Path, episode: dict, page_dir: Path, nav: dict, number: int, total: int,
                   warnings: list) -> str:
    trace = episode.get("_trace")
    success = episode["success"]
    target = episode.get("target")
    header = (trace or {}).get("header") or {}
    meta = [("task", f'<span class="mono">{esc(episode["task_id"])}</span>'),
            ("target", f'<span class="mono">{esc(target)}</span>'),
            ("outcome", _outcome_badge(success) + f' <span class="muted">in {_num(episode.get("steps"))} steps, '
                                                  f'reward {_num(episode.get("reward") or 0)}</span>'),
            ("app / sub-type", f'{esc(episode.get("app"))} / {esc(episode.get("subtype"))} '
                               f'<span class="muted">({esc(episode.get("type"))}, {esc(episode.get("platform"))})</span>'),
            ("agent", esc(episode.get("agent")))]
    if header.get("viewport"):
        meta.append(("viewport", esc("x".join(str(v) for v in header["viewport"]))))
    if episode.get("wall_seconds") is not None:
        meta.append(("wall time", f'{_num(episode["wall_seconds"])} s'))
    for key, value in episode.items():
        if key in KNOWN_FIELDS or key.startswith("_") or value in (None, "", [], {}):
            continue
        if isinstance(value, list) and all(isinstance(v, (str, int, float)) for v in value):
            text = ", ".join(str(v) for v in value)
        else:
            text = json.dumps(value, sort_keys=True) if isinstance(value, (dict, list)) else str(value)
        meta.append((key.replace("_", " "), f'<span class="mono">{esc(text)}</span>'))
    if trace:
        meta.append(("trace", f'<a class="mono" href="{esc(_url(Path(trace["path"]), page_dir))}">{esc(os.path.relpath(trace["path"], run_dir))}</a>'))
    meta_html = "".join(f"<dt>{k}</dt><dd>{v}</dd>" for k, v in meta)

    nav_html = (f'<a href="../index.html">\u2190 all episodes</a>'
                + (f'<a id="prev" href="{esc(nav["prev"])}">\u2039 prev</a>' if nav.get("prev") else '<span class="muted">\u2039 prev</span> ')
                + (f'<a id="next" href="{esc(nav["next"])}">next \u203a</a>' if nav.get("next") else ' <span class="muted">next \u203a</span>'))
    top = (f'<header class="top"><span class="title">IGG trace viewer</span><span class="nav">{nav_html}</span>'
           f'<span class="sp"></span><span class="muted">episode {number} of {total}</span></header>')
    steps = sorted((r for r in (trace or {}).get("steps", []) if r.get("type") == "step"), key=lambda r: r.get("index", 0))
    verdict = _verdict(episode, steps) if trace else "no trace recorded"
    intro = (f'<main><div class="muted mono">{esc(episode["task_id"])}</div>'
             f'<div class="instruction">\u201c{esc(episode.get("instruction"))}\u201d</div>'
             f'<div class="verdict-top">{_outcome_badge(success, big=True)} {esc(verdict)}</div>'
             f'<dl class="meta">{meta_html}</dl>')

    if not trace:
        return _page(f"{episode['task_id']} \u2014 IGG", top + intro + '<p class="muted">No trace was recorded for this episode.</p></main>')

    w, h = _viewport(trace)
    records = trace["steps"]
    reset = next((r for r in records if r.get("type") == "reset"), None)
    screens = ([reset] if reset else [None]) + steps  # screens[k] = screen after step k (k=0: reset)

    # Steps table
    trows = []
    for s in steps:
        kind, _ = _action(s)
        cid = s.get("clicked_id")
        trows.append(f'<tr><td class="num"><a href="#step-{s.get("index")}">{esc(s.get("index"))}</a></td>'
                     f'<td>{_kinds_html(["invalid" if s.get("invalid") else (kind or "?")])}</td>'
                     f'<td class="act">{esc(s.get("action"))}</td>'
                     f'<td>{_clicked_chip(cid, s) if kind == "click" and not s.get("invalid") else ""}</td><td class="num">{_num(s.get("reward") or 0)}</td>'
                     f'<td>{esc(s.get("error") or "")}{" terminated" if s.get("terminated") else ""}'
                     f'{" truncated" if s.get("truncated") else ""}</td></tr>')
    table = ('<h2>Steps</h2><table class="steps"><thead><tr><th>#</th><th>kind</th><th>action</th><th>clicked</th>'
             f'<th>reward</th><th>error / flags</th></tr></thead><tbody>{"".join(trows) or "<tr><td colspan=6 class=muted>no steps</td></tr>"}</tbody></table>')

    toolbar = ('<div class="toolbar"><label>image width <select id="size"><option value="50%">50%</option>'
               '<option value="75%">75%</option><option value="100%" selected>100%</option></select></label>'
               '<label><input type="checkbox" id="marks" checked> show actions <span class="muted">(m)</span></label>'
               '<span class="legend"><span class="chip click">click</span><span class="chip move">move</span>'
               '<span class="chip scroll">scroll</span><span class="chip drag">drag</span><span class="chip wait">wait</span>'
               '<span class="chip invalid">invalid</span> \u00b7 \u2190 \u2192 prev/next episode</span></div>')

    figures = []
    pointer = (0.0, 0.0)  # the session parks the pointer at the top-left corner on reset
    for k, screen in enumerate(screens):
        nxt = steps[k] if k < len(steps) else None
        svg = Svg(w, h)
        if k == 0:
            where = "reset screen"
        else:
            where = f"screen after step {screen.get('index')}"
        if nxt is not None:
            pointer = draw_step(svg, nxt, pointer)
            cap = _step_caption(nxt, target, (screen or {}).get("screenshot_sha1"), where)
            cls = "step is-invalid" if nxt.get("invalid") else "step"
            figures.append(
                f'<figure class="{cls}" id="step-{esc(nxt.get("index"))}" data-step="{esc(nxt.get("index"))}" '
                f'data-kind="{esc(_action(nxt)[0] or "")}"><figcaption>{cap}</figcaption>'
                + _shot(screen, trace, page_dir, svg, w, h, f"{where}, before step {nxt.get('index')}", warnings)
                + '</figure>')
        else:
            figures.append(
                f'<figure class="step final {"ok" if success else "fail"}" id="final" data-step="final">'
                f'<figcaption><div class="stepno">Final screen {_outcome_badge(success)}</div>'
                f'<div class="verdict">{esc(_verdict(episode, steps))}</div>'
                f'<div class="sub">the {esc(where)}</div></figcaption>'
                + _shot(screen, trace, page_dir, svg, w, h, f"final {where}", warnings) + '</figure>')
    body = top + intro + table + '<h2>Screens</h2>' + toolbar + "".join(figures) + "</main>"
    return _page(f"{episode['task_id']} \u2014 IGG", body, EPISODE_JS)


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
