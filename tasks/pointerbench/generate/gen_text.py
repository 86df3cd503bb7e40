"""PointerBench-Text generator: text-rich screens with glyph-exact targets, pure Pillow.

    generate(n, seed) -> [(row, PIL.Image)]     rows in the published schema, ids pbt_NNNN

Each example draws one surface (text_surfaces.SURFACES, or the invoice) in the slot's language,
picks a target of the slot's category from the recorded layout, phrases an English instruction
that quotes the target in the page language (as the published suite does), and adds realism
noise (caret/cursor distractors, grain, JPEG artefacts) away from the target. The structured
query is re-resolved by `verify.verify_text`; failing attempts are redrawn with the next seed.
"""
from __future__ import annotations

import random

import numpy as np
from PIL import ImageDraw

from igg.tasks.pointerbench.generate import text_surfaces as S
from igg.tasks.pointerbench.generate.render_text import (H, W, add_grain, caret_box, center, draw_arrow_cursor, draw_ibeam,
                                            edge_box, gap_box, jpeg_roundtrip, punct_box)
from igg.tasks.pointerbench.generate.sampling import example_rng, spread
from igg.tasks.pointerbench.generate.text_page import Page
from igg.tasks.pointerbench.generate.verify import Candidate, match_words, resolve_text, verify_text

SUITE = "text"

# Shares of the published PointerBench-Text test split (500 rows), counted from
# shared/pointerbench/pointerbench-text/data/test/metadata.jsonl at development time.
CATEGORY_COUNTS = {
    "word_center": 112, "caret_after_word": 45, "caret_between_chars": 36, "word_bbox": 31, "char_center": 27,
    "punctuation": 23, "between_words": 22, "caret_before_word": 21, "structural_text": 17, "line_end": 17,
    "sentence_boundary": 15, "line_bbox": 13, "paragraph_start": 11, "line_start": 10, "char_bbox": 10,
    "paragraph_bbox": 10, "paragraph_end": 9, "invoice_recipient": 9, "invoice_subtotal": 6, "invoice_due_date": 6,
    "invoice_number": 6, "invoice_tax_id": 5, "invoice_sender_city": 5, "invoice_line_item": 3,
    "invoice_line_items": 3, "invoice_bic": 3, "invoice_total": 3, "invoice_tax": 3, "invoice_sender_zip": 3,
    "invoice_totals": 2, "invoice_email": 2, "invoice_date": 2, "invoice_recipient_city": 2, "invoice_phone": 2,
    "invoice_bank_details": 2, "invoice_iban": 1, "blank_line": 1, "invoice_recipient_zip": 1, "invoice_sender": 1,
}
# Language mix per data type in the same file (en is 50% overall, the others 10% each).
LANGUAGE_BY_DATA_TYPE = {
    "caret": {"en": 89, "fr": 24, "it": 20, "es": 20, "de": 18, "nl": 16},
    "word": {"en": 61, "es": 12, "nl": 11, "de": 11, "fr": 10, "it": 7},
    "bbox": {"en": 34, "it": 8, "fr": 7, "nl": 7, "de": 5, "es": 3},
    "invoice": {"en": 32, "de": 11, "es": 9, "it": 8, "nl": 7, "fr": 3},
    "punctuation": {"en": 16, "it": 3, "de": 1, "es": 1, "fr": 1, "nl": 1},
    "char": {"en": 11, "nl": 5, "de": 4, "it": 3, "es": 3, "fr": 1},
    "chrome": {"en": 7, "fr": 4, "nl": 3, "es": 2, "it": 1},
}
DATA_TYPE = {
    "word_center": "word", "char_center": "char", "punctuation": "punctuation", "structural_text": "chrome",
    "word_bbox": "bbox", "char_bbox": "bbox", "line_bbox": "bbox", "paragraph_bbox": "bbox",
}
for _c in CATEGORY_COUNTS:
    DATA_TYPE.setdefault(_c, "invoice" if _c.startswith("invoice_") else "caret")
BBOX_CATEGORIES = {"word_bbox", "char_bbox", "line_bbox", "paragraph_bbox"} | {
    c for c in CATEGORY_COUNTS if c.startswith("invoice_")}
NEEDS = {"paragraph_start": "prose", "paragraph_end": "prose", "paragraph_bbox": "prose", "sentence_boundary": "prose",
         "line_bbox": "prose", "blank_line": "blank"}


# --- phrasing -----------------------------------------------------------------------------------

def _quote(rng, text: str) -> str:
    styles = ['"{}"', "'{}'", "«{}»", "`{}`", '"{}"', "'{}'"]
    styles = [s for s in styles if s[0] not in text and s[-1] not in text] or ["«{}»"]
    return rng.choice(styles).format(text)


ORD = {1: "first", 2: "second", 3: "third", 4: "fourth", -1: "last"}
STYLE_NP = {
    "bold": ["the bold {w}", "{w} in bold", "the boldfaced {w}"],
    "italic": ["the italicized {w}", "{w} in italics", "the slanted {w}"],
    "underline": ["the underlined {w}", "the {w} with the underline"],
    "highlight": ["the highlighted {w}", "the {w} on the highlighted background"],
    "link": ["the {w} link", "the linked {w}"],
    "code": ["{w} in the code pill", "the code-formatted {w}", "the monospace {w}"],
    "strike": ["the struck-through {w}", "the crossed-out {w}"],
    "faded": ["the grayed-out {w}", "the dimmed {w}", "the faded {w}"],
    "squiggle": ["the {w} with the squiggly underline", "the {w} flagged by spellcheck"],
    "color": ["the {c} {w}", "{w} in {c}", "the {w} colored {c}"],
}


def np_word(rng, q: dict, caret: bool = False) -> str:
    """English noun phrase for a word query: "the bold 'Meridian'", "'x' right before 'y'"...

    `caret`: the phrase follows "right before/after" in a caret instruction, so neighbours are
    named as "followed by" / "that follows" to keep the sentence unambiguous.
    """
    w = _quote(rng, q["text"])
    if "occurrence" in q:
        o = ORD[q["occurrence"]]
        return rng.choice([f"the {o} {w}", f"the {o} occurrence of {w}"])
    if "style" in q:
        st = q["style"]
        if st.startswith("color:"):
            return rng.choice(STYLE_NP["color"]).format(w=w, c=st[6:])
        return rng.choice(STYLE_NP[st]).format(w=w)
    if "region" in q:
        return rng.choice(["{w} in the {r}", "the {w} in the {r}", "{w} (in the {r})"]).format(w=w, r=q["region"])
    if "before" in q and caret:
        return "the {w} followed by {b}".format(w=w, b=_quote(rng, q["before"]))
    if "after" in q and caret:
        return "the {w} that follows {a}".format(w=w, a=_quote(rng, q["after"]))
    if "before" in q:
        return rng.choice(["{w} right before {b}", "{w} just before {b}", "the {w} followed by {b}"]).format(
            w=w, b=_quote(rng, q["before"]))
    if "after" in q:
        return rng.choice(["{w} right after {a}", "{w} just after {a}", "the {w} that follows {a}"]).format(
            w=w, a=_quote(rng, q["after"]))
    if "phrase" in q:
        return rng.choice(["{w} in the phrase {p}", "{w} within the snippet {p}", "{w} (as in {p})"]).format(
            w=w, p=_quote(rng, q["phrase"]))
    if "sentence" in q:
        return f"{w} in the sentence {_quote(rng, q['sentence'])}"
    return rng.choice([w, f"the word {w}", w])


def _cap(s: str) -> str:
    return s[:1].upper() + s[1:]


def _say(rng, templates, **kw) -> str:
    t = rng.choice(templates)
    out = t.format(**kw)
    if t.startswith("{"):
        out = _cap(out)
    r = rng.random()
    if r < 0.07:
        out = out[:1].lower() + out[1:]
    elif r < 0.12 and out.endswith("."):
        out = out[:-1]
    return out


T = {
    "word_center": ["Click {NP}.", "Point to {NP}.", "Where is {NP}?", "Find {NP} and click it.", "Locate {NP}.",
                    "Return the center of {NP}.", "Give the coordinates of {NP}.", "Tap {NP}.", "{NP}",
                    "Target: {NP}", "Click on {NP}.", "Click the middle of {NP}.",
                    "Which point is the center of {NP}?", "Select {NP} with a single click."],
    "structural_text": ["Click {NP}.", "Point to {NP}.", "Where is {NP}?", "Find {NP} on this screen.",
                        "{NP}", "Return the position of {NP}.", "Tap {NP}."],
    "word_bbox": ["Return the bounding box of {NP}.", "Draw a box around {NP}.", "Box {NP}.",
                  "Give the bbox of {NP}: top-left then bottom-right.", "Put a tight rectangle around {NP}.",
                  "Outline {NP} with the smallest fitting box.", "bbox: {NP}", "What rectangle covers {NP}?",
                  "Word box for {NP}, please."],
    "char_center": ["Click the {O}{C} in {NP}.", "Point to the {O}letter {C} of {NP}.", "Click just the {O}{C} inside {NP}.",
                    "Where is the {O}{C} glyph in {NP}?", "Select the {O}{C} character within {NP}."],
    "char_bbox": ["Return the bounding box of the {O}{C} in {NP}.", "Box just the {O}{C} in {NP}.",
                  "Draw a tight box around the {O}{C} of {NP}.", "Character box: the {O}{C} in {NP}."],
    "punctuation": ["Click the {M} after {NP}.", "Point to the {M} that follows {NP}.",
                    "Where is the {M} right after {NP}?", "Click the {M} directly after {NP}, not the letters.",
                    "Target the {M} following {NP}."],
    "caret_before_word": ["Place the cursor right before {NP}.", "Click just before the first letter of {NP}.",
                          "Put the caret at the start of {NP}.", "Where would the cursor go to type before {NP}?",
                          "Click the insertion point immediately left of {NP}."],
    "caret_after_word": ["Place the cursor right after {NP}.", "Click just after the last letter of {NP}.",
                         "Put the caret at the end of {NP}.", "Insertion point immediately following {NP}.",
                         "Click right behind {NP}."],
    "caret_between_chars": ["Place the cursor between the {L} and the {R} in {NP}.",
                            "Click the gap between {L} and {R} in {NP}.",
                            "Put the caret between {L} and {R} inside {NP}.",
                            "Where does the cursor go between the {L} and the {R} of {NP}?"],
    "between_words": ["Click the space between {A} and {B}.", "Place the cursor in the gap between {A} and {B}.",
                      "Put the caret between the words {A} and {B}.", "Where is the whitespace between {A} and {B}?"],
    "line_start": ["Click at the start of the line that starts with {P}.",
                   "Place the cursor at the beginning of the line beginning with {P}.",
                   "Put the caret before the first character of the line starting with {P}.",
                   "Where does the line that starts with {P} begin?"],
    "line_end": ["Click at the end of the line that starts with {P}.",
                 "Place the cursor after the last character of the line beginning with {P}.",
                 "Put the caret at the end of the line starting with {P}.", "Where does the line that starts with {P} end?"],
    "line_bbox": ["Return the bounding box of the line that starts with {P}.",
                  "Draw a box around the whole line beginning with {P}.",
                  "Give the bbox of the line starting with {P}: top-left then bottom-right.",
                  "Tight box for the line that starts with {P}, please."],
    "paragraph_start": ["Place the cursor before the first word of the paragraph that starts with {P}.",
                        "Click at the very start of the paragraph beginning with {P}.",
                        "Put the caret at the beginning of the paragraph starting with {P}."],
    "paragraph_end": ["Click at the very end of the paragraph ending with {P}.",
                      "Place the cursor after the last word of the paragraph that ends with {P}.",
                      "Put the caret at the end of the paragraph that ends with {P}."],
    "paragraph_bbox": ["Return the bounding box of the paragraph that starts with {P}.",
                       "Draw a box around the whole paragraph beginning with {P}.",
                       "Box the paragraph starting with {P}, top-left then bottom-right."],
    "sentence_boundary": ["Click right after the {M} that ends the sentence ending in {P}.",
                          "Put the caret just after the {M} of the sentence that ends with {P}.",
                          "I want to start a new sentence right after {P}. Where do I click?",
                          "Click at the end of the sentence ending in {P}, right after the {M}."],
    "blank_line": ["Place the cursor in the empty line between the paragraph ending {A} and the one starting {B}.",
                   "Click the blank line between the paragraph that ends with {A} and the paragraph that starts with {B}."],
}
INVOICE_T = {
    "invoice_number": ["Box the invoice number.", "Return the bounding box of the invoice number.",
                       "Draw a box around the invoice number."],
    "invoice_date": ["Return the bounding box of the invoice date.", "Box the date the invoice was issued.",
                     "Draw a box around the issue date."],
    "invoice_due_date": ["Box the payment due date.", "Draw a box around the due date.",
                         "Return the bounding box of the due date."],
    "invoice_sender": ["Box the entire sender block.", "Draw a box around the supplier's name and address block.",
                       "Return the bounding box of the from block, contact lines included."],
    "invoice_sender_city": ["Draw a box around the city in the sender's address.",
                            "Return the bounding box of the supplier's city."],
    "invoice_sender_zip": ["Box the postal code in the sender's address.", "Draw a box around the sender's ZIP code."],
    "invoice_recipient": ["Box the entire bill-to block.", "Return the bounding box of the recipient block.",
                          "Draw a box around the customer's address block."],
    "invoice_recipient_city": ["Draw a box around the city in the bill-to address.",
                               "Return the bounding box of the recipient's city."],
    "invoice_recipient_zip": ["Box the postal code in the bill-to address.",
                              "Return the bounding box of the customer's ZIP code."],
    "invoice_line_item": ["Draw a box around the line item row for {item}.",
                          "Return the bounding box of the {item} line item.", "Box the whole row of the {item} item."],
    "invoice_line_items": ["Draw a box around the whole line-item table, including its header row.",
                           "Box the entire items table, from the column headers to the last row.",
                           "Return the bounding box of the complete line-item table."],
    "invoice_subtotal": ["Draw a box around the subtotal amount.", "Return the bounding box of the subtotal (before tax).",
                         "Box the net subtotal."],
    "invoice_tax": ["Draw a box around the VAT amount.", "Return the bounding box of the tax amount.", "Box the VAT value."],
    "invoice_total": ["Return the bounding box of the total amount due.", "Box the grand total.",
                      "Draw a box around the total payable."],
    "invoice_totals": ["Box the whole totals block (subtotal, tax and total).",
                       "Draw a box around the totals section, labels included."],
    "invoice_tax_id": ["Draw a box around the VAT ID.", "Box the sender's VAT identification number.",
                       "Return the bounding box of the tax ID."],
    "invoice_email": ["Box the supplier's email address.", "Return the bounding box of the email address."],
    "invoice_phone": ["Box the supplier's phone number.", "Return the bounding box of the phone number."],
    "invoice_iban": ["Return the bounding box of the IBAN.", "Draw a box around the IBAN."],
    "invoice_bic": ["Return the bounding box of the BIC code.", "Box the BIC / SWIFT code.", "Draw a box around the BIC."],
    "invoice_bank_details": ["Box the whole bank details section.",
                             "Return the bounding box of the bank details, heading included."],
}
MARKS = {".": "period", ",": "comma", ":": "colon", ";": "semicolon", "!": "exclamation mark", "?": "question mark",
         ")": "closing parenthesis"}


# --- choosing targets ---------------------------------------------------------------------------

def _style_key(st) -> str | None:
    for k in ("code", "link", "squiggle", "strike", "faded", "highlight", "underline", "italic", "bold"):
        if getattr(st, k):
            return k
    if st.color_name:
        return f"color:{st.color_name}"
    return None


def _good_word(tok, min_len=3) -> bool:
    w = tok.word
    return len(w) >= min_len and w.replace("-", "").isalpha()


def describe_word(rng, rec, tok, extra=0.35, allow_region=True) -> dict | None:
    """A word query that resolves to exactly `tok`, with a qualifier when the word repeats."""
    base = {"kind": "word", "text": tok.word}
    plain = match_words(rec, base)
    options = []
    sk = _style_key(tok.style)
    if sk:
        options.append({"style": sk})
    if allow_region and tok.block.kind != "prose":
        options.append({"region": tok.block.region})
    toks = tok.block.tokens
    i = tok.index
    if i + 1 < len(toks) and _good_word(toks[i + 1], 2):
        options.append({"before": toks[i + 1].word})
    if i > 0 and _good_word(toks[i - 1], 2):
        options.append({"after": toks[i - 1].word})
    if len(toks) >= 3:
        s = rng.randint(max(0, i - 2), min(i, len(toks) - 3))
        options.append({"phrase": " ".join(t.text for t in toks[s:s + 3])})
    if tok.sentence is not None:
        sent = [t.text for t in toks if t.sentence == tok.sentence]
        if 4 <= len(sent) <= 16:
            options.append({"sentence": " ".join(sent)})
    if len(plain) > 1 and len({t.block.id for t in plain}) == 1:
        order = sorted(plain, key=lambda t: t.index)
        k = order.index(tok) + 1
        if k <= 4:
            options.append({"occurrence": -1 if k == len(order) and k > 2 else k})
    rng.shuffle(options)
    if plain == [tok] and rng.random() > extra:
        return base
    for opt in options:
        q = {**base, **opt}
        if match_words(rec, q) == [tok]:
            return q
    return base if plain == [tok] else None


def _tokens(rec, kinds=("prose", "data")):
    return [t for b in rec.blocks if b.kind in kinds for t in b.tokens]


def _pick_word_target(rng, page, cat):
    rec = page.rec
    if cat == "structural_text":
        pool = [t for t in _tokens(rec, ("chrome",)) if _good_word(t)]
    else:
        pool = [t for t in _tokens(rec) if _good_word(t)] or [t for t in _tokens(rec) if _good_word(t, 2)]
    rng.shuffle(pool)
    for tok in pool[:25]:
        q = describe_word(rng, rec, tok, extra=0.5 if cat == "structural_text" else 0.35)
        if q:
            return tok, q
    return None


def pick(rng, page: Page, cat: str):
    """(query, box, instruction, target token or None) for category `cat` on this page, or None."""
    rec = page.rec
    if cat.startswith("invoice_"):
        if cat not in rec.fields or not rec.fields[cat]:
            return None
        q = {"kind": "field", "name": cat}
        box, _ = resolve_text(q, rec)
        text = rng.choice(INVOICE_T[cat]).format(item=_quote(rng, rec.fields.get("_line_item_name", "")))
        if rng.random() < 0.2:
            text += rng.choice([" Return the top-left then bottom-right corner.", " Give x0, y0, x1, y1."])
        tok = rec.blocks[rec.fields[cat][0]].tokens[0]
        return q, box, text, tok
    if cat in ("word_center", "word_bbox", "structural_text", "caret_before_word", "caret_after_word"):
        got = _pick_word_target(rng, page, cat)
        if not got:
            return None
        tok, wq = got
        a, b = tok.core
        if cat == "caret_before_word":
            return {"kind": "caret_before", "word": wq}, caret_box(tok.glyphs[a].x0, tok.line), \
                _say(rng, T[cat], NP=np_word(rng, wq, caret=True)), tok
        if cat == "caret_after_word":
            return {"kind": "caret_after", "word": wq}, caret_box(tok.glyphs[b - 1].x1, tok.line), \
                _say(rng, T[cat], NP=np_word(rng, wq, caret=True)), tok
        return wq, tok.ink_box(), _say(rng, T[cat], NP=np_word(rng, wq)), tok
    if cat in ("char_center", "char_bbox", "caret_between_chars"):
        pool = [t for t in _tokens(rec) if _good_word(t, 4)]
        rng.shuffle(pool)
        for tok in pool[:25]:
            wq = describe_word(rng, rec, tok)
            if not wq:
                continue
            a, b = tok.core
            if cat == "caret_between_chars":
                i = rng.randrange(a, b - 1)
                pair = [j for j in range(a, b - 1) if tok.text[j:j + 2] == tok.text[i:i + 2]]
                if len(pair) != 1:
                    continue
                q = {"kind": "caret_between", "word": wq, "left": tok.text[i], "right": tok.text[i + 1]}
                text = _say(rng, T[cat], L=_quote(rng, tok.text[i]), R=_quote(rng, tok.text[i + 1]), NP=np_word(rng, wq))
                return q, caret_box(tok.glyphs[i + 1].x0, tok.line), text, tok
            i = rng.randrange(a, b)
            ch = tok.text[i]
            same = [j for j in range(a, b) if tok.text[j] == ch]
            if not ch.isalnum() or tok.glyphs[i].ink is None:
                continue
            q = {"kind": "char", "word": wq, "char": ch}
            o = ""
            if len(same) > 1:
                q["nth"] = same.index(i) + 1
                o = ORD[q["nth"]] + " " if q["nth"] in ORD else ""
                if not o:
                    continue
            text = _say(rng, T[cat], O=o, C=_quote(rng, ch), NP=np_word(rng, wq))
            return q, tok.glyphs[i].ink, text, tok
        return None
    if cat == "punctuation":
        pool = [t for t in _tokens(rec) if _good_word(t, 2) and t.core[1] < len(t.text)
                and t.text[t.core[1]] in MARKS]
        rng.shuffle(pool)
        for tok in pool[:25]:
            wq = describe_word(rng, rec, tok)
            if not wq:
                continue
            b = tok.core[1]
            q = {"kind": "punct", "word": wq, "mark": tok.text[b]}
            return q, punct_box(tok, b), _say(rng, T[cat], M=MARKS[tok.text[b]], NP=np_word(rng, wq)), tok
        return None
    if cat == "between_words":
        pairs = [(l, r, ln) for blk in rec.blocks if blk.kind != "chrome" for ln in blk.lines
                 for l, r in zip(ln.tokens, ln.tokens[1:])
                 if l.text == l.word and r.text == r.word and _good_word(l, 2) and _good_word(r, 2)]
        rng.shuffle(pairs)
        for l, r, ln in pairs[:25]:
            q = {"kind": "between", "left": l.text, "right": r.text}
            box, _ = resolve_text(q, rec)
            if box is None:
                continue
            return q, gap_box(l, r, ln), _say(rng, T[cat], A=_quote(rng, l.text), B=_quote(rng, r.text)), l
        return None
    if cat in ("line_start", "line_end", "line_bbox"):
        kinds = ("prose",) if cat == "line_bbox" else ("prose", "data")
        lines = [ln for blk in rec.blocks if blk.kind in kinds for ln in blk.lines
                 if len(ln.tokens) >= 4 and ln.tokens[0].text[0].isalnum()]
        rng.shuffle(lines)
        if cat == "line_bbox":  # prefer full lines (not the short last line of a paragraph)
            lines.sort(key=lambda ln: ln.index == len(ln.block.lines) - 1)
        for ln in lines[:20]:
            for k in (2, 3, 4):
                prefix = " ".join(t.text for t in ln.tokens[:k])
                q = {"kind": cat, "prefix": prefix}
                box, _ = resolve_text(q, rec)
                if box is not None:
                    if cat == "line_bbox":
                        want = ln.ink_box()
                    else:
                        want = edge_box(ln.x0 if cat == "line_start" else ln.x1, ln)
                    return q, want, _say(rng, T[cat], P=_quote(rng, prefix)), ln.tokens[0]
        return None
    if cat in ("paragraph_start", "paragraph_end", "paragraph_bbox"):
        blocks = [b for b in rec.blocks if b.kind == "prose" and len(b.lines) >= 2]
        rng.shuffle(blocks)
        if cat == "paragraph_bbox" and rng.random() < 0.7:  # mostly the longer paragraphs
            blocks.sort(key=lambda b: -len(b.lines))
        for blk in blocks[:15]:
            toks = blk.tokens
            for k in (1, 2, 3):
                if cat == "paragraph_end":
                    words = " ".join(t.text for t in toks[-k:]).rstrip(".!?;:,")
                    q = {"kind": cat, "last_words": words}
                else:
                    words = " ".join(t.text for t in toks[:k])
                    q = {"kind": cat, "first_words": words}
                box, _ = resolve_text(q, rec)
                if box is None or not words.strip():
                    continue
                if cat == "paragraph_bbox":
                    want = blk.ink_box()
                elif cat == "paragraph_start":
                    want = caret_box(blk.lines[0].x0, blk.lines[0])
                else:
                    want = caret_box(blk.lines[-1].x1, blk.lines[-1])
                return q, want, _say(rng, T[cat], P=_quote(rng, words)), toks[0]
        return None
    if cat == "sentence_boundary":
        ends = []
        for blk in rec.blocks:
            if blk.kind != "prose":
                continue
            by = {}
            for t in blk.tokens:
                if t.sentence is not None:
                    by.setdefault(t.sentence, []).append(t)
            ends += [toks for toks in by.values() if len(toks) >= 3 and toks[-1].text[-1:] in ".!?"
                     and _good_word(toks[-1], 2)]
        rng.shuffle(ends)
        for toks in ends[:20]:
            last = toks[-1]
            for k in (1, 2, 3):
                words = " ".join(t.text for t in toks[-k:]).rstrip(".!?")
                q = {"kind": "sentence_end", "last_words": words}
                box, _ = resolve_text(q, rec)
                if box is not None:
                    m = {".": "period", "!": "exclamation mark", "?": "question mark"}[last.text[-1]]
                    return q, caret_box(last.x1, last.line), _say(rng, T[cat], P=_quote(rng, words), M=m), last
        return None
    if cat == "blank_line":
        for box, above, below in rec.blank_lines:
            a, b = rec.blocks[above].tokens[-1].text, rec.blocks[below].tokens[0].text
            q = {"kind": "blank_line", "above_last": a, "below_first": b}
            got, _ = resolve_text(q, rec)
            if got is not None:
                return q, box, _say(rng, T[cat], A=_quote(rng, a), B=_quote(rng, b)), rec.blocks[above].tokens[-1]
        return None
    raise ValueError(f"unknown Text category {cat!r}")


# --- difficulty and realism ---------------------------------------------------------------------

BASE_DIFFICULTY = {
    "word_center": 0.9, "structural_text": 0.9, "word_bbox": 1.0, "char_center": 2.0, "char_bbox": 1.25,
    "punctuation": 2.0, "caret_before_word": 1.5, "caret_after_word": 1.5, "caret_between_chars": 2.25,
    "between_words": 2.25, "line_start": 1.1, "line_end": 1.0, "line_bbox": 1.0, "paragraph_start": 1.1,
    "paragraph_end": 1.1, "paragraph_bbox": 1.0, "sentence_boundary": 1.25, "blank_line": 1.0,
    "invoice_recipient": 0.0, "invoice_sender": 0.0, "invoice_totals": 0.0, "invoice_line_items": 0.0,
    "invoice_bank_details": 0.0, "invoice_total": 1.0, "invoice_date": 1.5, "invoice_due_date": 1.5,
    "invoice_line_item": 1.25,
}


def _luma(c):
    return 0.299 * c[0] + 0.587 * c[1] + 0.114 * c[2]


def difficulty(cat: str, tok, page: Page) -> str:
    """easy / medium / hard from target kind, font size and theme contrast (as the dataset card says)."""
    score = BASE_DIFFICULTY.get(cat, 2.0)
    if tok is not None:
        size = tok.style.size
        score += 1.0 if size <= 11 else 0.5 if size <= 12 else 0.0 if size <= 14 else -0.3 if size <= 16 \
            else -0.5 if size <= 21 else -1.0
        bg = page.img.getpixel((min(W - 1, max(0, tok.x0 - 2)), max(0, tok.line.top)))
        if abs(_luma(tok.style.color) - _luma(bg)) < 90:
            score += 0.5
        if page.t.dark:  # light-on-dark text is a little harder to place precisely
            score += 0.25
    return "easy" if score < 0.75 else "medium" if score < 1.75 else "hard"


def _far(box, x, y, margin):
    return x < box[0] - margin or x > box[2] + margin or y < box[1] - margin or y > box[3] + margin


def realism(rng, page: Page, box):
    """Distractor carets/cursors away from the target, then grain / JPEG artefacts."""
    img = page.img.copy()
    d = ImageDraw.Draw(img)
    lines = [ln for b in page.rec.blocks for ln in b.lines if len(ln.tokens) > 2]
    if lines and rng.random() < 0.3:
        ln = rng.choice(lines)
        t = rng.choice(ln.tokens)
        g = rng.choice(t.glyphs)
        if _far(box, g.x0, (ln.top + ln.bottom) // 2, 24):
            d.line([g.x0, ln.top, g.x0, ln.bottom], fill=t.style.color, width=rng.choice([1, 2]))
    if rng.random() < 0.2:
        x, y = rng.randint(20, W - 40), rng.randint(20, H - 40)
        if _far(box, x, y, 50):
            if rng.random() < 0.5:
                draw_ibeam(d, x, y, page.t.text)
            else:
                draw_arrow_cursor(d, x, y)
    scanned = page.surface == "scanned_letter"
    if scanned or rng.random() < 0.1:
        img = add_grain(img, np.random.default_rng(rng.getrandbits(32)), rng.uniform(2.0, 4.0 if scanned else 3.0))
    if scanned or rng.random() < 0.12:
        img = jpeg_roundtrip(img, rng.randint(60, 88))
    return img


# --- one example ----------------------------------------------------------------------------------

SURFACE_NAMES = sorted(S.SURFACES)


def make_candidate(index: int, seed: int, slot: dict, attempt: int) -> Candidate | None:
    rng = example_rng(SUITE, seed, index, attempt)
    cat, lang = slot["category"], slot["language"]
    if cat.startswith("invoice_"):
        surface, (draw, _) = "invoice", S.INVOICE
    else:
        surface = slot["surface"]
        if attempt >= 3:  # the planned surface keeps failing for this category: try others
            need = NEEDS.get(cat)
            surface = rng.choice([n for n in SURFACE_NAMES if need is None or need in S.SURFACES[n][1]])
        draw = S.SURFACES[surface][0]
    page = Page(rng, lang, surface)
    draw(page)
    got = pick(rng, page, cat)
    if got is None:
        return None
    query, box, text, tok = got
    if box is None:
        return None
    box = [int(v) for v in box]
    image = realism(rng, page, box)
    is_bbox = cat in BBOX_CATEGORIES
    ev = {"type": "iou", "bbox": box, "min_coverage": 0.9, "min_precision": 0.7} if is_bbox else \
        {"type": "point_in_bbox", "bbox": box}
    row = {
        "id": f"pbt_{index:04d}", "instruction": text, "bbox": box, "point": center(box),
        "answer_type": "bbox" if is_bbox else "point", "eval": ev, "data_type": DATA_TYPE[cat], "category": cat,
        "surface": surface, "language": lang, "difficulty": difficulty(cat, tok, page), "image_size": [W, H],
    }
    return Candidate(row=row, image=image, query=query, record=page.rec, clean=page.img)


_PLANS: dict = {}


def plan(n: int, seed: int) -> list[dict]:
    """Category and language of every slot: category shares, and the language mix per data type."""
    key = (n, seed)
    if key not in _PLANS:
        rng = random.Random(f"pointerbench:{SUITE}:plan:{seed}:{n}")
        cats = spread(CATEGORY_COUNTS, n, rng)
        by_type: dict = {}
        for i, c in enumerate(cats):
            by_type.setdefault(DATA_TYPE[c], []).append(i)
        langs = [None] * n
        for dt, idx in by_type.items():
            for i, lang in zip(idx, spread(LANGUAGE_BY_DATA_TYPE[dt], len(idx), rng)):
                langs[i] = lang
        # Surfaces: deal each category's slots round-robin over a shuffled list of compatible
        # surfaces, so every surface shows up about equally often.
        decks: dict = {}
        surfaces = []
        for c in cats:
            if c.startswith("invoice_"):
                surfaces.append("invoice")
                continue
            need = NEEDS.get(c)
            if not decks.get(need):
                deck = [s for s in SURFACE_NAMES if need is None or need in S.SURFACES[s][1]]
                rng.shuffle(deck)
                decks[need] = deck
            surfaces.append(decks[need].pop())
        _PLANS[key] = [{"category": c, "language": l, "surface": s} for c, l, s in zip(cats, langs, surfaces)]
    return _PLANS[key]


MAX_ATTEMPTS = 80


def generate_one(index: int, n: int, seed: int) -> Candidate:
    slot = plan(n, seed)[index]
    last = None
    for attempt in range(MAX_ATTEMPTS):
        cand = make_candidate(index, seed, slot, attempt)
        if cand is None:
            continue
        last = verify_text(cand)
        if not last:
            return cand
    raise RuntimeError(f"text example {index}: no verified example in {MAX_ATTEMPTS} attempts ({slot}); last: {last}")


def generate(n: int, seed: int) -> list:
    """n verified examples as (metadata row, PIL image), ids pbt_0000..."""
    return [(c.row, c.image) for c in (generate_one(i, n, seed) for i in range(n))]
