"""PointerBench scoring, decided exactly as the published `eval.py` scorers decide.

Rules (from the published scorers and dataset cards):
- point rows: hit iff the predicted point lies inside the row's `bbox`, edges included.
- bbox rows: hit iff coverage = inter/target_area >= eval.min_coverage (default 0.90) and
  precision = inter/pred_area >= eval.min_precision (default 0.70). Corners may come in
  either order. A zero-area prediction has precision 0; a zero-area target coverage 0.
- a missing or unusable prediction is a miss.

Accepted prediction shapes are exactly the published ones, in the published order:
- point: the first of `point`, `pred`, `coordinate`, `prediction` that is a list of >= 2
  values (first two used), else flat `x` and `y`.
- box: the first of `bbox`, `box`, `pred`, `prediction` holding >= 4 numbers (a list's numeric
  entries, or the numbers in a string; first four used), else flat `x0 y0 x1 y1`, else the
  first four numbers of the first non-empty of `text`, `raw`, `answer`.
Where the published scorer would crash (e.g. `"point": ["a", "b"]`) the row is a miss
("malformed prediction"). So a click answered on a bbox row is a miss, and a lone box on a
point row is a miss unless it sits under `pred`/`prediction` (then its first two numbers are the point).

The published report's `missing_predictions` counts both absent and unusable records; here they
are split into `missing_predictions` and `malformed_predictions`.
The report adds diagnostics that never change the score: breakdowns by every metadata axis,
bbox failure modes, target-size quartiles and a coordinate-frame check (see `frame_diagnostic`).
"""
from __future__ import annotations

import json
import math
import re
from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path

MIN_COVERAGE = 0.90
MIN_PRECISION = 0.70
POINT_KEYS = ("point", "pred", "coordinate", "prediction")
BOX_KEYS = ("bbox", "box", "pred", "prediction")
FLAT_BOX_KEYS = ("x0", "y0", "x1", "y1")
TEXT_KEYS = ("text", "raw", "answer")
AXES = ("answer_type", "data_type", "category", "surface", "language", "difficulty", "ui_style",
        "element_type", "app_category", "platform", "app")
_NUMBER = re.compile(r"-?\d+(?:\.\d+)?")  # the published scorer's number pattern


class PredictionsError(ValueError):
    """An unreadable predictions file; the message names the file and line."""


@dataclass
class Decision:
    """The verdict on one example; `geometry` is the point or box that was scored."""

    hit: bool
    reason: str
    geometry: tuple | None = None
    coverage: float | None = None
    precision: float | None = None
    failure: str | None = None  # bbox rows: "clipped", "oversized", "both"


# --- geometry --------------------------------------------------------------------------

def norm_box(box) -> tuple:
    x0, y0, x1, y1 = box
    return (min(x0, x1), min(y0, y1), max(x0, x1), max(y0, y1))


def point_in_box(point, box) -> bool:
    x0, y0, x1, y1 = box
    return min(x0, x1) <= point[0] <= max(x0, x1) and min(y0, y1) <= point[1] <= max(y0, y1)


def overlap(pred, target) -> tuple[float, float]:
    """(coverage, precision), computed in the same order as the published scorer."""
    ax0, ay0, ax1, ay1 = norm_box(pred)
    bx0, by0, bx1, by1 = norm_box([float(v) for v in target])
    inter = max(0.0, min(ax1, bx1) - max(ax0, bx0)) * max(0.0, min(ay1, by1) - max(ay0, by0))
    pred_area = max(0.0, ax1 - ax0) * max(0.0, ay1 - ay0)
    gt_area = max(0.0, bx1 - bx0) * max(0.0, by1 - by0)
    coverage = inter / gt_area if gt_area else 0.0
    precision = inter / pred_area if pred_area else 0.0
    return coverage, precision


# --- reading predictions ---------------------------------------------------------------

class Malformed(ValueError):
    """A prediction record with the right key but unusable values."""


def _numbers(value) -> list[float]:
    if isinstance(value, str):
        return [float(x) for x in _NUMBER.findall(value)]
    if isinstance(value, (list, tuple)):
        return [_float(x, "a coordinate") for x in value if isinstance(x, (int, float))]
    return []


def _float(value, where: str) -> float:
    if isinstance(value, (list, tuple, dict)) or value is None:
        raise Malformed(f"{where} is not a number: {json.dumps(value)[:40]}")
    try:
        return float(value)
    except (TypeError, ValueError, OverflowError):  # OverflowError: an integer of hundreds of digits
        raise Malformed(f"{where} is not a usable number: {str(value)[:40]}") from None


def extract_point(rec: dict):
    """The predicted (x, y), None when no point key is present; Malformed on bad values."""
    for key in POINT_KEYS:
        v = rec.get(key)
        if isinstance(v, (list, tuple)) and len(v) >= 2:
            return _float(v[0], f"{key}[0]"), _float(v[1], f"{key}[1]")
    if "x" in rec and "y" in rec:
        return _float(rec["x"], "x"), _float(rec["y"], "y")
    return None


def extract_box(rec: dict):
    """The predicted box with ordered corners, None when no box is found; Malformed on bad values."""
    for key in BOX_KEYS:
        nums = _numbers(rec.get(key))
        if len(nums) >= 4:
            return norm_box(nums[:4])
    if all(k in rec for k in FLAT_BOX_KEYS):
        values = [rec[k] for k in FLAT_BOX_KEYS]
        if not all(isinstance(v, (int, float)) for v in values):
            raise Malformed(f"x0/y0/x1/y1 must be numbers, got {json.dumps(values)[:60]}")
        return norm_box([_float(v, "x0/y0/x1/y1") for v in values])
    text = rec.get("text") or rec.get("raw") or rec.get("answer")
    nums = _numbers(text)
    if len(nums) >= 4:
        return norm_box(nums[:4])
    return None


class _Broken(list):
    """What _parse_json returns for text that is not usable JSON (never a real record)."""

    def __init__(self, reason: str):
        super().__init__()
        self.reason = reason


MAX_JSON_DEPTH = 64


def _parse_json(text: str, path, line_no: int):
    """json.loads with the hostile cases turned into a reason: bad syntax, huge numbers, deep nesting."""
    depth = max_depth = 0
    for ch in text:  # bounded nesting, checked before the recursive decoder sees it
        if ch in "[{":
            depth += 1
            max_depth = max(max_depth, depth)
            if max_depth > MAX_JSON_DEPTH:
                return _Broken(f"nested deeper than {MAX_JSON_DEPTH} levels")
        elif ch in "]}":
            depth -= 1
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        return _Broken(f"{exc.msg} at column {exc.colno}")
    except (ValueError, RecursionError) as exc:  # e.g. an integer of thousands of digits
        return _Broken(str(exc).split(";")[0][:120])


def load_predictions(path) -> tuple[dict, dict]:
    """Read JSONL or a JSON array; return ({id: record}, counts). Later duplicates win, as published."""
    path = Path(path)
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise PredictionsError(f"{path}: cannot read predictions ({exc.strerror or exc})") from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = raw[:exc.start].count(b"\n") + 1
        raise PredictionsError(f"{path}:{line}: not UTF-8 ({exc.reason} at byte {exc.start})") from None
    records = []
    # A whole-file JSON array, as the published scorer also reads; otherwise JSON Lines (a first
    # line that happens to be an array is then a bad record, not the whole file).
    items = _parse_json(text, path, 1) if text.strip().startswith("[") else None
    if isinstance(items, list) and not isinstance(items, _Broken):
        for i, item in enumerate(items):
            records.append((f"{path}: array item {i}", item))
    else:
        for line_no, line in enumerate(text.splitlines(), start=1):
            if not line.strip():
                continue
            record = _parse_json(line, path, line_no)
            if isinstance(record, _Broken):
                raise PredictionsError(f"{path}:{line_no}: invalid JSON ({record.reason})")
            records.append((f"{path}:{line_no}", record))
    preds, counts = {}, {"records": 0, "without_id": 0, "duplicate_ids": 0}
    for where, rec in records:
        if not isinstance(rec, dict):
            raise PredictionsError(f"{where}: expected a JSON object, got {type(rec).__name__}")
        counts["records"] += 1
        if "id" not in rec:
            counts["without_id"] += 1
            continue
        key = rec["id"]
        if not isinstance(key, str):  # kept, but like the published scorer never matched to an example
            key = ("non-string id", json.dumps(key, default=str))
        counts["duplicate_ids"] += key in preds
        preds[key] = rec
    return preds, counts


# --- deciding --------------------------------------------------------------------------

def _floor3(v: float) -> str:
    return f"{math.floor(v * 1000) / 1000:.3f}"


def decide_point(example, point) -> Decision:
    if point_in_box(point, example.bbox):
        return Decision(True, "hit", tuple(point))
    return Decision(False, "outside box", tuple(point))


def decide_box(example, box) -> Decision:
    rule = example.eval or {}
    min_cov = float(rule.get("min_coverage", MIN_COVERAGE))
    min_prec = float(rule.get("min_precision", MIN_PRECISION))
    coverage, precision = overlap(box, example.bbox)
    cov_ok, prec_ok = coverage >= min_cov, precision >= min_prec
    if cov_ok and prec_ok:
        return Decision(True, "hit", tuple(box), coverage, precision)
    parts = []
    if not cov_ok:
        parts.append(f"coverage {_floor3(coverage)} < {min_cov:.2f}")
    if not prec_ok:
        parts.append(f"precision {_floor3(precision)} < {min_prec:.2f}")
    failure = "both" if not (cov_ok or prec_ok) else ("clipped" if not cov_ok else "oversized")
    return Decision(False, " and ".join(parts), tuple(box), coverage, precision, failure)


def decide(example, rec) -> Decision:
    """Score one prediction record (or None) against one example."""
    if rec is None:
        return Decision(False, "missing prediction")
    try:
        if example.answer_type == "bbox":
            box = extract_box(rec)
            if box is None:
                hint = " (a point was given: bbox rows need 4 numbers)" if _has_point(rec) else ""
                return Decision(False, f"malformed prediction: no box in {'/'.join(BOX_KEYS)}, "
                                       f"x0/y0/x1/y1 or {'/'.join(TEXT_KEYS)}{hint}")
            return decide_box(example, box)
        point = extract_point(rec)
        if point is None:
            hint = " (a box was given: point rows need a point)" if any(k in rec for k in ("bbox", "box")) else ""
            return Decision(False, f"malformed prediction: no point in {'/'.join(POINT_KEYS)} or x/y{hint}")
        return decide_point(example, point)
    except Malformed as exc:
        return Decision(False, f"malformed prediction: {exc}")


def _has_point(rec) -> bool:
    try:
        return extract_point(rec) is not None
    except Malformed:
        return False


# --- the report ------------------------------------------------------------------------

def score(examples, predictions: dict, suite: str | None = None, counts: dict | None = None) -> dict:
    """Decide every example and build the JSON report (accuracy first, diagnostics beside)."""
    examples = list(examples)
    decisions = [decide(ex, predictions.get(ex.id)) for ex in examples]
    hits = [d.hit for d in decisions]
    n = len(examples)
    known = {ex.id for ex in examples}
    report = {
        "suite": suite or _suite_of(examples),
        "n": n,
        "hits": sum(hits),
        "accuracy": _ratio(sum(hits), n),
        "missing_predictions": sum(d.reason == "missing prediction" for d in decisions),
        "malformed_predictions": sum(d.reason.startswith("malformed") for d in decisions),
        "unknown_prediction_ids": sum(1 for k in predictions if k not in known),
    }
    if counts:
        report["prediction_records"] = dict(counts)
    for axis in AXES:
        if any(getattr(ex, axis, None) is not None for ex in examples):
            report[f"by_{axis}"] = _breakdown(examples, hits, axis)
    report["bbox_outcomes"] = _bbox_outcomes(examples, decisions)
    report["target_size_quartiles"] = _size_quartiles(examples, hits)
    report["coordinate_frame"] = frame_diagnostic(examples, decisions)
    report["examples"] = [{"id": ex.id, "hit": d.hit, "reason": d.reason} for ex, d in zip(examples, decisions)]
    return report


def _ratio(a, b) -> float:
    return round(a / b, 4) if b else 0.0


def _suite_of(examples) -> str:
    suites = {ex.suite for ex in examples}
    return suites.pop() if len(suites) == 1 else "mixed"


def _breakdown(examples, hits, axis) -> dict:
    cells = defaultdict(lambda: [0, 0])
    for ex, hit in zip(examples, hits):
        value = getattr(ex, axis, None)
        cell = cells["?" if value is None else str(value)]
        cell[0] += hit
        cell[1] += 1
    return {k: {"acc": _ratio(h, n), "hits": h, "n": n} for k, (h, n) in sorted(cells.items())}


def _bbox_outcomes(examples, decisions) -> dict:
    out = {"n": 0, "hit": 0, "clipped": 0, "oversized": 0, "both": 0, "no_box": 0}
    for ex, d in zip(examples, decisions):
        if ex.answer_type != "bbox":
            continue
        out["n"] += 1
        out["hit" if d.hit else (d.failure or "no_box")] += 1
    return out


def _size_quartiles(examples, hits) -> list[dict]:
    """Accuracy per target-area quartile, smallest targets first (ties keep file order)."""
    order = sorted(range(len(examples)), key=lambda i: examples[i].target_area)
    n, out = len(order), []
    for q in range(4):
        idx = order[q * n // 4:(q + 1) * n // 4]
        if not idx:
            continue
        areas = [examples[i].target_area for i in idx]
        h = sum(hits[i] for i in idx)
        out.append({"quartile": q + 1, "n": len(idx), "min_area": min(areas), "max_area": max(areas),
                    "hits": h, "acc": _ratio(h, len(idx))})
    return out


def _frame_of(geometry, width, height) -> str:
    """Which coordinate frame one prediction's numbers fit: unit, beyond_image, in_image, out_of_range."""
    xs, ys = geometry[0::2], geometry[1::2]
    values = list(geometry)
    if not all(math.isfinite(v) for v in values) or min(values) < 0:
        return "out_of_range"
    if max(values) <= 1:
        return "unit"
    if max(xs) <= width and max(ys) <= height:
        return "in_image"
    return "beyond_image" if max(values) <= 1000 else "out_of_range"


def _convert(geometry, scale_x, scale_y) -> tuple:
    return tuple(v * (scale_x if i % 2 == 0 else scale_y) for i, v in enumerate(geometry))


def frame_diagnostic(examples, decisions) -> dict:
    """Does the run look like it answered in a 0-1 or 0-1000 frame instead of pixels?

    Each parseable prediction is classed by its numbers: `unit` (all in 0..1: pixels that small
    would all sit in the top-left 2x2 corner), `in_image` (inside the image: fits pixels, and also
    a 0-1000 frame, so it is not evidence either way), `beyond_image` (outside the image but all
    <= 1000: only a 0-1000 frame explains it, e.g. y in 769..1000 on a 1024x768 image), and
    `out_of_range` (negative, non-finite or > 1000). `likely_frame` is "0-1" when most predictions
    are `unit`; "0-1000" when none is out of range and at least 5% are `beyond_image` (a 0-1000
    run puts every target in the bottom 23% of the screen there); else "absolute".
    Beside it, the accuracy if every parseable prediction were uniformly converted to the image
    frame (0-1000: x*w/1000, y*h/1000; 0-1: x*w, y*h). Diagnostic only, never the score.
    """
    classes = defaultdict(int)
    converted_hits = {"0-1000": 0, "0-1": 0}
    parsed = 0
    for ex, d in zip(examples, decisions):
        if d.geometry is None:
            continue
        parsed += 1
        w, h = ex.image_size
        classes[_frame_of(d.geometry, w, h)] += 1
        for frame, (sx, sy) in (("0-1000", (w / 1000, h / 1000)), ("0-1", (w, h))):
            g = _convert(d.geometry, sx, sy)
            verdict = decide_box(ex, norm_box(g)) if len(g) == 4 else decide_point(ex, g)
            converted_hits[frame] += verdict.hit
    classes = {k: classes.get(k, 0) for k in ("in_image", "beyond_image", "unit", "out_of_range")}
    if not parsed:
        likely = "unknown"
    elif classes["unit"] > parsed / 2:
        likely = "0-1"
    elif classes["out_of_range"] == 0 and classes["beyond_image"] >= 0.05 * parsed:
        likely = "0-1000"
    else:
        likely = "absolute"
    n = len(examples)
    return {
        "parsed_predictions": parsed,
        "classes": classes,
        "likely_frame": likely,
        "accuracy_if_converted": {frame: _ratio(h, n) for frame, h in converted_hits.items()},
        "note": "diagnostic only: converted accuracies are never counted",
    }


def format_report(report: dict, max_rows: int = 40) -> str:
    """The report as readable text tables (axes with more than `max_rows` values only in JSON)."""
    name = str(report.get("suite", "")).capitalize()
    lines = [f"PointerBench-{name}: {report['n']} examples", "=" * 48,
             f"Accuracy: {report['accuracy'] * 100:6.2f}%   ({report['hits']}/{report['n']})"]
    if report["missing_predictions"]:
        lines.append(f"  ! {report['missing_predictions']} examples had no prediction (counted as wrong)")
    if report["malformed_predictions"]:
        lines.append(f"  ! {report['malformed_predictions']} predictions were malformed (counted as wrong)")
    if report["unknown_prediction_ids"]:
        lines.append(f"  ! {report['unknown_prediction_ids']} predictions name ids not in the suite (ignored)")
    skipped = []
    for axis in AXES:
        table = report.get(f"by_{axis}")
        if not table:
            continue
        if len(table) > max_rows:
            skipped.append(f"{axis} ({len(table)} values)")
            continue
        width = max(18, *(len(k) for k in table))
        lines += ["", f"By {axis.replace('_', ' ')}:"]
        lines += [f"  {k:{width}s} {v['acc'] * 100:6.2f}%   (n={v['n']})" for k, v in table.items()]
    if skipped:
        lines += ["", "Only in the JSON report: " + ", ".join(skipped)]
    b = report["bbox_outcomes"]
    if b["n"]:
        lines += ["", f"Bounding-box outcomes (n={b['n']}):"]
        lines += [f"  {k:18s} {b[k] * 100 / b['n']:6.2f}%   ({b[k]})"
                  for k in ("hit", "clipped", "oversized", "both", "no_box")]
    if report["target_size_quartiles"]:
        lines += ["", "By target area (px^2), smallest quartile first:"]
        lines += [f"  Q{q['quartile']} {q['min_area']:>8g}..{q['max_area']:<8g} {q['acc'] * 100:6.2f}%   (n={q['n']})"
                  for q in report["target_size_quartiles"]]
    f = report["coordinate_frame"]
    c = f["classes"]
    conv = f["accuracy_if_converted"]
    lines += ["", "Coordinate frame (diagnostic, not counted):",
              f"  parsed {f['parsed_predictions']}: in image {c['in_image']}, beyond image <=1000 "
              f"{c['beyond_image']}, all <=1 {c['unit']}, out of range {c['out_of_range']}",
              f"  likely frame: {f['likely_frame']}; accuracy if converted from 0-1000: "
              f"{conv['0-1000'] * 100:.2f}%, from 0-1: {conv['0-1'] * 100:.2f}%"]
    return "\n".join(lines)
