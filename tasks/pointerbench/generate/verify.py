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
    if box is not None and c.clean is not None:
        if q["kind"] == "color" and _dominant(c.clean, box) != tuple(_fill_rgb(c.record, q["color"])):
            problems.append(f"the {q['color']} target is not mostly {q['color']} on the screenshot")
        if q["kind"] == "cell_text" and not _ink_present(c.clean, box):
            problems.append("the target cell shows no text")
    return problems


def _fill_rgb(rec, name):
    return next(f[3] for f in rec.fills if f[1] == name)


def _dominant(img, box):
    """Most frequent colour inside a box (gridlines and text are a minority of its pixels)."""
    arr = np.asarray(img.crop(tuple(int(v) for v in box)).convert("RGB")).reshape(-1, 3)
    vals, counts = np.unique(arr, axis=0, return_counts=True)
    return tuple(int(v) for v in vals[np.argmax(counts)])


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


def _style_ok(style, want: str) -> bool:
    if want.startswith("color:"):
        return style.color_name == want[6:]
    return {
        "bold": style.bold, "italic": style.italic, "underline": style.underline and not style.link,
        "highlight": style.highlight is not None, "link": style.link, "code": style.code, "strike": style.strike,
        "faded": style.faded, "squiggle": style.squiggle,
    }[want]


def _block_tokens(tok):
    return tok.block.tokens


def _sentence_text(tok) -> str | None:
    if tok.sentence is None:
        return None
    return " ".join(t.text for t in _block_tokens(tok) if t.sentence == tok.sentence)


def _phrase_hit(tok, phrase: str) -> bool:
    words = phrase.split()
    toks = _block_tokens(tok)
    i = tok.index
    for start in range(max(0, i - len(words) + 1), i + 1):
        window = toks[start:start + len(words)]
        if len(window) == len(words) and " ".join(t.text for t in window) == phrase:
            return True
    return False


def match_words(rec, wq: dict) -> list:
    """All tokens a word query can mean, after its qualifiers (case-insensitive on the word)."""
    want = wq["text"].lower()
    hits = [t for t in rec.tokens() if t.word.lower() == want]
    if "style" in wq:
        hits = [t for t in hits if _style_ok(t.style, wq["style"])]
    if "region" in wq:
        hits = [t for t in hits if t.block.region == wq["region"]]
    if "before" in wq:
        nxt = lambda t: _block_tokens(t)[t.index + 1] if t.index + 1 < len(_block_tokens(t)) else None
        hits = [t for t in hits if nxt(t) is not None and nxt(t).word.lower() == wq["before"].lower()]
    if "after" in wq:
        hits = [t for t in hits if t.index > 0 and _block_tokens(t)[t.index - 1].word.lower() == wq["after"].lower()]
    if "sentence" in wq:
        hits = [t for t in hits if _sentence_text(t) == wq["sentence"]]
    if "phrase" in wq:
        hits = [t for t in hits if _phrase_hit(t, wq["phrase"])]
    if "occurrence" in wq:
        if len({t.block.id for t in hits}) > 1:
            return hits  # "the second x" is only well defined inside one text block
        k = wq["occurrence"]
        hits = sorted(hits, key=lambda t: t.index)
        if k == -1:
            return hits[-1:]
        return hits[k - 1:k] if 0 < k <= len(hits) else []
    return hits


def _one(hits, what):
    if len(hits) != 1:
        return None, f"{len(hits)} matches for {what}"
    return hits[0], None


def _prefix_hits(units, words: str, last: bool = False):
    """Lines/blocks whose first (or last) token texts spell `words` (case-insensitive)."""
    n = len(words.split())
    want = words.lower()
    out = []
    for u, toks in units:
        seg = toks[-n:] if last else toks[:n]
        if len(seg) == n and " ".join(t.text for t in seg).lower().rstrip(".!?;:,") == want.rstrip(".!?;:,"):
            out.append((u, toks))
    return out


def resolve_text(q: dict, rec):
    """Resolve a Text query to its box using only the page record: (box, None) or (None, reason)."""
    from igg.tasks.pointerbench.generate.render_text import caret_box, edge_box, gap_box, punct_box, union
    k = q["kind"]
    if k in ("word", "char", "caret_between", "caret_before", "caret_after", "punct"):
        wq = q if k == "word" else q["word"]
        tok, why = _one(match_words(rec, wq), f"word {wq['text']!r}")
        if tok is None:
            return None, why
        a, b = tok.core
        if k == "word":
            return tok.ink_box(), None
        if k == "caret_before":
            return caret_box(tok.glyphs[a].x0, tok.line), None
        if k == "caret_after":
            return caret_box(tok.glyphs[b - 1].x1, tok.line), None
        if k == "punct":
            if b >= len(tok.text) or tok.text[b] != q["mark"]:
                return None, f"no {q['mark']!r} right after {tok.word!r}"
            return punct_box(tok, b), None
        if k == "char":
            pos = [i for i in range(a, b) if tok.text[i] == q["char"]]
        else:
            pos = [i for i in range(a, b - 1) if tok.text[i] == q["left"] and tok.text[i + 1] == q["right"]]
        if q.get("nth"):
            pos = pos[q["nth"] - 1:q["nth"]] if q["nth"] <= len(pos) else []
        if len(pos) != 1:
            return None, f"{len(pos)} positions in {tok.word!r}"
        i = pos[0]
        if k == "char":
            return tok.glyphs[i].ink, None
        return caret_box(tok.glyphs[i + 1].x0, tok.line), None
    if k == "between":
        pairs = []
        for blk in rec.blocks:
            for ln in blk.lines:
                for l, r in zip(ln.tokens, ln.tokens[1:]):
                    if l.text.lower() == q["left"].lower() and r.text.lower() == q["right"].lower():
                        pairs.append((l, r, ln))
        if len(pairs) != 1:
            return None, f"{len(pairs)} word pairs {q['left']!r} {q['right']!r}"
        l, r, ln = pairs[0]
        return gap_box(l, r, ln), None
    if k in ("line_start", "line_end", "line_bbox"):
        hits = _prefix_hits([(ln, ln.tokens) for b in rec.blocks for ln in b.lines], q["prefix"])
        ln, why = _one([h[0] for h in hits], f"lines starting {q['prefix']!r}")
        if ln is None:
            return None, why
        if k == "line_bbox":
            return ln.ink_box(), None
        return edge_box(ln.x0 if k == "line_start" else ln.x1, ln), None
    if k in ("paragraph_start", "paragraph_bbox", "paragraph_end"):
        units = [(b, b.tokens) for b in rec.blocks]
        if k == "paragraph_end":
            hits = _prefix_hits(units, q["last_words"], last=True)
        else:
            hits = _prefix_hits(units, q["first_words"])
        blk, why = _one([h[0] for h in hits], "paragraphs")
        if blk is None:
            return None, why
        if blk.kind != "prose":
            return None, "the matching block is not a paragraph"
        if k == "paragraph_bbox":
            return blk.ink_box(), None
        if k == "paragraph_start":
            return caret_box(blk.lines[0].x0, blk.lines[0]), None
        return caret_box(blk.lines[-1].x1, blk.lines[-1]), None
    if k == "sentence_end":
        units = []
        for b in rec.blocks:
            if b.kind != "prose":
                continue
            by = {}
            for t in b.tokens:
                if t.sentence is not None:
                    by.setdefault(t.sentence, []).append(t)
            units += [(toks[-1], toks) for toks in by.values() if toks[-1].text[-1:] in ".!?"]
        hits = _prefix_hits(units, q["last_words"], last=True)
        tok, why = _one([h[0] for h in hits], "sentences")
        if tok is None:
            return None, why
        return caret_box(tok.x1, tok.line), None
    if k == "blank_line":
        hits = []
        for box, above, below in rec.blank_lines:
            a, b = rec.blocks[above], rec.blocks[below]
            if a.tokens[-1].text == q["above_last"] and b.tokens[0].text == q["below_first"]:
                hits.append(box)
        box, why = _one(hits, "blank lines")
        return (tuple(box), None) if box else (None, why)
    if k == "field":
        ids = rec.fields.get(q["name"])
        if not ids:
            return None, f"no field {q['name']!r} on the page"
        return union([g.ink for i in ids for t in rec.blocks[i].tokens for g in t.glyphs if g.ink]), None
    return None, f"unknown query kind {k!r}"


_TEXT_KIND = {
    "word_center": "word", "word_bbox": "word", "structural_text": "word", "char_center": "char", "char_bbox": "char",
    "punctuation": "punct", "caret_before_word": "caret_before", "caret_after_word": "caret_after",
    "caret_between_chars": "caret_between", "between_words": "between", "line_start": "line_start",
    "line_end": "line_end", "line_bbox": "line_bbox", "paragraph_start": "paragraph_start",
    "paragraph_end": "paragraph_end", "paragraph_bbox": "paragraph_bbox", "sentence_boundary": "sentence_end",
    "blank_line": "blank_line",
}
_INK_KINDS = {"word", "char", "punct", "line_bbox", "paragraph_bbox", "field"}


def _quoted(q: dict) -> list[str]:
    """The strings of a query that its instruction must spell out."""
    out = []
    for key in ("text", "before", "after", "phrase", "sentence", "char", "left", "right", "prefix", "first_words",
                "last_words", "above_last", "below_first", "region"):
        if key in q:
            out.append(str(q[key]))
    if str(q.get("style", "")).startswith("color:"):
        out.append(q["style"][6:])
    if isinstance(q.get("word"), dict):
        out += _quoted(q["word"])
    return out


def missing_glyphs(rec) -> list[str]:
    """Characters on the page that their font cannot draw (they would show as boxes)."""
    from igg.tasks.pointerbench.generate.render_text import has_glyph
    return sorted({ch for t in rec.tokens() for ch in t.text if not has_glyph(t.style.font, ch)})


def verify_text(c: Candidate) -> list[str]:
    row, q, rec = c.row, c.query, c.record
    problems = _common(row)
    tofu = missing_glyphs(rec)
    if tofu:
        problems.append(f"characters without a glyph in their font: {''.join(tofu)!r}")
    cat = row["category"]
    want = "field" if cat.startswith("invoice_") else _TEXT_KIND.get(cat)
    if q["kind"] != want:
        problems.append(f"category {cat} but query kind {q['kind']}")
    if cat.startswith("invoice_") and q.get("name") != cat:
        problems.append("invoice field and category differ")
    for said in _quoted(q):
        if said.lower() not in row["instruction"].lower():
            problems.append(f"instruction does not mention {said!r}")
    box, why = resolve_text(q, rec)
    if box is None:
        return problems + [why]
    box = [int(v) for v in box]
    if box != list(row["bbox"]):
        problems.append(f"resolved box {box} != recorded {row['bbox']}")
    if q["kind"] in _INK_KINDS and not _ink_present(c.clean, box):
        problems.append("no visible ink inside the target box")
    if q["kind"] in ("line_bbox", "paragraph_bbox", "field") and _intruders(rec, box, q):
        problems.append("text from another block overlaps the target box")
    return problems


def _intruders(rec, box, q) -> bool:
    """Text outside the target that overlaps a region target (line, paragraph, invoice field)."""
    if q["kind"] == "field":
        own = set(rec.fields.get(q["name"], []))
        inside = lambda t: t.block.id in own
    else:
        inside = lambda t: False
    x0, y0, x1, y1 = box
    target_tokens = set()
    if q["kind"] == "line_bbox":
        for b in rec.blocks:
            for ln in b.lines:
                if ln.ink_box() and [int(v) for v in ln.ink_box()] == list(box):
                    target_tokens |= {id(t) for t in ln.tokens}
    if q["kind"] == "paragraph_bbox":
        for b in rec.blocks:
            if b.ink_box() and [int(v) for v in b.ink_box()] == list(box):
                target_tokens |= {id(t) for t in b.tokens}
    for b in rec.blocks:
        for t in b.tokens:
            if inside(t) or id(t) in target_tokens:
                continue
            ib = t.ink_box(0, len(t.text))
            if ib and ib[0] < x1 - 1 and ib[2] > x0 + 1 and ib[1] < y1 - 1 and ib[3] > y0 + 1:
                return True
    return False
