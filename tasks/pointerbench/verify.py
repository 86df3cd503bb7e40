"""Independent verifier for generated PointerBench examples.

Every generated example carries, in memory only, a structured `query` (what the instruction asks
for, e.g. {"kind": "word", "text": "Meridian", "occurrence": 1}) and the `record` of what was
drawn (the sheet grid, or every glyph/line/paragraph of a text page). The verifier resolves the
query against the record by searching *all* of it, the way a careful annotator would, and keeps
the example only if exactly one target matches and that target's box equals the recorded bbox.
It also checks the row itself (point inside bbox, eval rule consistent, box on the image) and,
for text targets, that there is ink inside the box on the rendered page.

    verify_sheets(candidate) -> list of problems (empty: the example is valid)
    verify_text(candidate)   -> list of problems
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

import numpy as np

W, H = 1024, 768


@dataclass
class Candidate:
    row: dict          # metadata row (without file_name)
    image: Any         # final PIL image (with noise, if any)
    query: dict        # structured target description, never written to disk
    record: Any        # SheetRecord or PageRecord
    clean: Any = None  # the page before realism noise (for ink checks)


def _common(row: dict) -> list[str]:
    problems = []
    b, p = row["bbox"], row["point"]
    if not (0 <= b[0] < b[2] <= W and 0 <= b[1] < b[3] <= H):
        problems.append(f"bbox {b} is empty or off the {W}x{H} frame")
    if not (b[0] <= p[0] <= b[2] and b[1] <= p[1] <= b[3]):
        problems.append(f"point {p} outside bbox {b}")
    ev = row["eval"]
    if list(ev.get("bbox", [])) != list(b):
        problems.append("eval.bbox differs from bbox")
    if row["answer_type"] == "point" and ev.get("type") != "point_in_bbox":
        problems.append("point rows must use point_in_bbox")
    if row["answer_type"] == "bbox" and not (ev.get("type") == "iou" and ev.get("min_coverage") == 0.9
                                             and ev.get("min_precision") == 0.7):
        problems.append("bbox rows must use the iou rule with coverage 0.9 / precision 0.7")
    if not row.get("instruction", "").strip():
        problems.append("empty instruction")
    return problems


# --- Sheets -------------------------------------------------------------------------------------

_REF = re.compile(r"^([A-Z]+)(\d+)$")


def _sheet_box(q: dict, rec) -> tuple[Any, str | None]:
    """Resolve a Sheets query to a box from the grid alone; (None, reason) if it does not resolve."""
    letters = [c[0] for c in rec.cols]
    nums = [r[0] for r in rec.rows]
    hy0, hy1 = rec.col_header
    rx0, rx1 = rec.row_header

    def cell(ref):
        m = _REF.match(ref)
        if not m or m.group(1) not in letters or int(m.group(2)) not in nums:
            return None
        i, j = letters.index(m.group(1)), nums.index(int(m.group(2)))
        return i, j

    def box_of(i, j):
        return (rec.cols[i][1], rec.rows[j][1], rec.cols[i][2], rec.rows[j][2])

    k = q["kind"]
    if k == "cell":
        ij = cell(q["ref"])
        return (box_of(*ij), None) if ij else (None, f"cell {q['ref']} not fully visible")
    if k == "cell_text":
        hits = [key for key, t in rec.cells.items()
                if t.lower() == q["text"].lower() and key[0] in letters and key[1] in nums]
        if len(hits) != 1:
            return None, f"{len(hits)} visible cells show {q['text']!r}"
        if hits[0] in rec.truncated:
            return None, "the matching cell is truncated"
        ref = f"{hits[0][0]}{hits[0][1]}"
        if "ref" in q and q["ref"] != ref:
            return None, f"text is in {ref}, instruction says {q['ref']}"
        return box_of(*cell(ref)), None
    if k == "color":
        hits = [f for f in rec.fills if f[1] == q["color"]]
        if len(hits) != 1:
            return None, f"{len(hits)} fills are {q['color']}"
        shape, _, box, _ = hits[0]
        if shape != q["shape"] or box is None:
            return None, "colour fill has another shape or is off-screen"
        return tuple(box), None
    if k == "col_header":
        if q["col"] not in letters:
            return None, "column not visible"
        c = rec.cols[letters.index(q["col"])]
        return (c[1], hy0, c[2], hy1), None
    if k == "row_header":
        if q["row"] not in nums:
            return None, "row not visible"
        r = rec.rows[nums.index(q["row"])]
        return (rx0, r[1], rx1, r[2]), None
    if k == "col_resize":
        if q["col"] not in letters[:-1]:
            return None, "column or its right neighbour not visible"
        x = rec.cols[letters.index(q["col"])][2]
        return (x - 3, hy0, x + 3, hy1), None
    if k == "row_resize":
        if q["row"] not in nums[:-1]:
            return None, "row or the row below not visible"
        y = rec.rows[nums.index(q["row"])][2]
        return (rx0, y - 3, rx1, y + 3), None
    if k in ("cell_right_edge", "cell_bottom_edge") or k.endswith("_corner"):
        ij = cell(q["ref"])
        if not ij:
            return None, "cell not visible"
        i, j = ij
        x0, y0, x1, y1 = box_of(i, j)
        if k == "cell_right_edge":
            return ((x1 - 3, y0, x1 + 3, y1), None) if i + 1 < len(letters) else (None, "no cell to the right")
        if k == "cell_bottom_edge":
            return ((x0, y1 - 3, x1, y1 + 3), None) if j + 1 < len(nums) else (None, "no cell below")
        cx = x0 if "left" in k else x1
        cy = y0 if "_top_" in k else y1
        if ("left" in k and i == 0) or ("_top_" in k and j == 0):
            return None, "corner lies on the header band"
        if ("right" in k and i + 1 >= len(letters)) or ("bottom" in k and j + 1 >= len(nums)):
            return None, "corner lies on the frame"
        return (cx - 3, cy - 3, cx + 3, cy + 3), None
    if k == "relative":
        ij = cell(q["anchor"])
        if not ij:
            return None, "anchor not visible"
        i, j = ij[0] + q["dcol"], ij[1] + q["drow"]
        if not (0 <= i < len(letters) and 0 <= j < len(nums)):
            return None, "relative target not visible"
        return box_of(i, j), None
    return None, f"unknown query kind {k!r}"


_SHEET_KINDS = {
    "cell_ref": "cell", "cell_content": "cell_text", "cell_ref_content": "cell_text", "cell_color": "color",
    "col_header": "col_header", "row_header": "row_header", "col_resize_handle": "col_resize",
    "row_resize_handle": "row_resize", "cell_relative_row": "relative", "cell_relative_offset": "relative",
}


def verify_sheets(c: Candidate) -> list[str]:
    row, q = c.row, c.query
    problems = _common(row)
    want = _SHEET_KINDS.get(row["category"], row["category"])
    if q["kind"] != want:
        problems.append(f"category {row['category']} but query kind {q['kind']}")
    if row["category"] == "cell_ref_content" and "ref" not in q:
        problems.append("cell_ref_content needs both reference and text")
    if row["category"] == "cell_relative_row" and q.get("dcol"):
        problems.append("cell_relative_row must stay in the anchor's column")
    box, why = _sheet_box(q, c.record)
    if box is None:
        problems.append(why)
    elif list(map(int, box)) != list(row["bbox"]):
        problems.append(f"resolved box {box} != recorded {row['bbox']}")
    text = row["instruction"].lower()
    for key in ("ref", "anchor", "text"):
        if key in q and str(q[key]).lower() not in text:
            problems.append(f"instruction does not mention {q[key]!r}")
    return problems


# --- Text ---------------------------------------------------------------------------------------
# (resolution against render_text.PageRecord; see `resolve_text`)

def _ink_present(img, box, min_contrast: int = 40) -> bool:
    """Some pixel inside `box` differs clearly from the box's dominant (background) colour."""
    if img is None:
        return True
    x0, y0, x1, y1 = [int(v) for v in box]
    crop = np.asarray(img.crop((x0, y0, x1, y1)).convert("L"), dtype=np.int16)
    if crop.size == 0:
        return False
    vals, counts = np.unique(crop, return_counts=True)
    bg = vals[np.argmax(counts)]
    return bool(np.abs(crop - bg).max() >= min_contrast)
