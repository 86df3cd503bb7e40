"""Fonts, glyph-exact text layout, drawing and realism noise shared by the Sheets and Text generators.

Every glyph is placed by this module at an integer pen position from its own advance widths,
so the box of every character, word, line and paragraph is known exactly: a token is drawn as
one string only when that provably gives the same pixels as drawing its glyphs one by one
(integral advances, no kerning), otherwise glyph by glyph.

Fonts come from three Debian packages (fonts-dejavu-core, fonts-liberation2, fonts-noto-core)
and are looked up by explicit path; `require_fonts()` fails with a message saying what to install.
"""
from __future__ import annotations

import io
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

import numpy as np
from PIL import Image, ImageDraw, ImageFont

W, H = 1024, 768

# --- fonts -------------------------------------------------------------------------------

_DIRS = {
    "liberation": ["/usr/share/fonts/truetype/liberation2", "/usr/share/fonts/truetype/liberation"],
    "dejavu": ["/usr/share/fonts/truetype/dejavu"],
    "noto": ["/usr/share/fonts/truetype/noto"],
}
# family -> (directory group, regular, bold, italic, bold italic); None = style not shipped.
_FAMILY_FILES = {
    "Liberation Sans": ("liberation", "LiberationSans-Regular", "LiberationSans-Bold",
                        "LiberationSans-Italic", "LiberationSans-BoldItalic"),
    "Liberation Serif": ("liberation", "LiberationSerif-Regular", "LiberationSerif-Bold",
                         "LiberationSerif-Italic", "LiberationSerif-BoldItalic"),
    "Liberation Mono": ("liberation", "LiberationMono-Regular", "LiberationMono-Bold",
                        "LiberationMono-Italic", "LiberationMono-BoldItalic"),
    "DejaVu Sans": ("dejavu", "DejaVuSans", "DejaVuSans-Bold", None, None),
    "DejaVu Serif": ("dejavu", "DejaVuSerif", "DejaVuSerif-Bold", None, None),
    "DejaVu Sans Mono": ("dejavu", "DejaVuSansMono", "DejaVuSansMono-Bold", None, None),
    "Noto Sans": ("noto", "NotoSans-Regular", "NotoSans-Bold", "NotoSans-Italic", "NotoSans-BoldItalic"),
    "Noto Serif": ("noto", "NotoSerif-Regular", "NotoSerif-Bold", "NotoSerif-Italic", "NotoSerif-BoldItalic"),
    "Noto Sans Display": ("noto", "NotoSansDisplay-Regular", "NotoSansDisplay-Bold",
                          "NotoSansDisplay-Italic", "NotoSansDisplay-BoldItalic"),
    "Noto Serif Display": ("noto", "NotoSerifDisplay-Regular", "NotoSerifDisplay-Bold",
                           "NotoSerifDisplay-Italic", "NotoSerifDisplay-BoldItalic"),
}
SANS = ("Liberation Sans", "DejaVu Sans", "Noto Sans", "Noto Sans Display")
SERIF = ("Liberation Serif", "DejaVu Serif", "Noto Serif", "Noto Serif Display")
MONO = ("Liberation Mono", "DejaVu Sans Mono")
FONT_PACKAGES = "fonts-dejavu-core fonts-liberation2 fonts-noto-core"


class FontMissingError(RuntimeError):
    pass


def _find(group: str, stem: str | None) -> str | None:
    if stem is None:
        return None
    for d in _DIRS[group]:
        p = Path(d) / f"{stem}.ttf"
        if p.is_file():
            return str(p)
    return None


@lru_cache(maxsize=None)
def font_paths() -> dict:
    """family -> {(bold, italic): path} for every family whose regular face is installed."""
    out = {}
    for fam, (group, *stems) in _FAMILY_FILES.items():
        faces = {}
        for (bold, italic), stem in zip([(False, False), (True, False), (False, True), (True, True)], stems):
            path = _find(group, stem)
            if path:
                faces[(bold, italic)] = path
        if (False, False) in faces:
            out[fam] = faces
    return out


def require_fonts() -> dict:
    paths = font_paths()
    if not paths:
        raise FontMissingError(
            "PointerBench generators need TrueType fonts under /usr/share/fonts/truetype; none of the "
            f"expected files were found. Install them with: apt-get install {FONT_PACKAGES}")
    return paths


def families(kind: tuple[str, ...]) -> list[str]:
    """The installed families among `kind` (SANS, SERIF or MONO), falling back to any installed one."""
    paths = require_fonts()
    found = [f for f in kind if f in paths]
    return found or sorted(paths)


def has_face(family: str, bold: bool, italic: bool) -> bool:
    return (bold, italic) in require_fonts().get(family, {})


@lru_cache(maxsize=None)  # never evict: glyph caches are keyed by id(font)
def get_font(family: str, size: int, bold: bool = False, italic: bool = False) -> ImageFont.FreeTypeFont:
    faces = require_fonts().get(family) or next(iter(require_fonts().values()))
    path = faces.get((bold, italic)) or faces.get((bold, False)) or faces[(False, False)]
    # BASIC layout: identical on every machine (no raqm/harfbuzz version drift).
    return ImageFont.truetype(path, size, layout_engine=ImageFont.Layout.BASIC)


# Per-font glyph metrics, cached: advance width and ink box relative to (pen x, baseline).
_ADV: dict = {}
_INK: dict = {}


def advance(font, ch: str) -> int:
    key = (id(font), ch)
    v = _ADV.get(key)
    if v is None:
        v = _ADV[key] = int(round(font.getlength(ch)))
    return v


def ink(font, ch: str):
    """Ink box (l, t, r, b) of one glyph relative to its pen position on the baseline; None if blank."""
    key = (id(font), ch)
    if key not in _INK:
        box = font.getbbox(ch, anchor="ls") if not ch.isspace() else None
        _INK[key] = box if box and box[2] > box[0] and box[3] > box[1] else None
    return _INK[key]


_MASK: dict = {}
_HAS: dict = {}


def has_glyph(font, ch: str) -> bool:
    """False when the font would draw its "missing glyph" box (tofu) for ch."""
    if ch.isspace():
        return True
    key = (id(font), ch)
    if key not in _HAS:
        tofu = font.getmask("\U000F8FF0")
        m = font.getmask(ch)
        _HAS[key] = (m.size, bytes(m)) != (tofu.size, bytes(tofu))
    return _HAS[key]


def glyph_mask(font, ch: str):
    """The glyph's coverage mask, cut to its ink box, rendered once per font and character."""
    key = (id(font), ch)
    m = _MASK.get(key)
    if m is None:
        box = ink(font, ch)
        if box is None:
            m = _MASK[key] = False
        else:
            l, t, r, b = box
            m = Image.new("L", (r - l, b - t), 0)
            ImageDraw.Draw(m).text((-l, -t), ch, font=font, fill=255, anchor="ls")
            _MASK[key] = m
    return m


def draw_text(img: Image.Image, x: int, baseline: int, text: str, font, color) -> int:
    """Draw `text` glyph by glyph from cached masks (pen starts at x on `baseline`); return the pen end.

    Glyph k sits at x + the advances of glyphs 0..k-1, exactly where `shape_token` records it.
    """
    color = tuple(color)
    for ch in text:
        m = glyph_mask(font, ch)
        if m:
            l, t, _, _ = _INK[(id(font), ch)]
            img.paste(color, (x + l, baseline + t), m)
        x += advance(font, ch)
    return x


# --- styled text records -------------------------------------------------------------------

@dataclass(frozen=True)
class Style:
    family: str
    size: int
    color: tuple = (20, 20, 20)
    bold: bool = False
    italic: bool = False
    underline: bool = False
    strike: bool = False
    squiggle: bool = False          # spell-check wavy underline
    highlight: tuple | None = None  # background rectangle behind the token
    code: bool = False              # drawn on a rounded "code pill"
    link: bool = False
    faded: bool = False
    color_name: str | None = None   # named colour an instruction may use ("colored teal")

    def __post_init__(self):
        # "italic" must mean drawn in italics: families without an italic face render upright.
        if self.italic and not has_face(self.family, self.bold, True):
            object.__setattr__(self, "italic", False)

    @property
    def font(self):
        return get_font(self.family, self.size, self.bold, self.italic)

    def with_(self, **kw) -> "Style":
        d = dict(self.__dict__)
        d.update(kw)
        return Style(**d)


@dataclass
class Glyph:
    ch: str
    x0: int          # pen start
    x1: int          # pen end (x0 + advance)
    ink: tuple | None  # absolute ink box, None for blanks


@dataclass
class Token:
    """A run of non-space characters as drawn (a word with any attached punctuation)."""
    text: str
    style: Style
    glyphs: list
    baseline: int
    sentence: int | None = None
    block: "Block | None" = field(default=None, repr=False)
    line: "Line | None" = field(default=None, repr=False)
    index: int = 0   # position in the block's reading order

    @property
    def x0(self) -> int:
        return self.glyphs[0].x0

    @property
    def x1(self) -> int:
        return self.glyphs[-1].x1

    @property
    def core(self) -> tuple[int, int]:
        """Index range of the word proper, without leading/trailing punctuation."""
        return core_range(self.text)

    @property
    def word(self) -> str:
        a, b = self.core
        return self.text[a:b]

    def ink_box(self, a: int | None = None, b: int | None = None):
        a = self.core[0] if a is None else a
        b = self.core[1] if b is None else b
        return union([g.ink for g in self.glyphs[a:b] if g.ink])


@dataclass
class Line:
    tokens: list
    top: int
    bottom: int
    baseline: int
    block: "Block | None" = field(default=None, repr=False)
    index: int = 0

    @property
    def x0(self) -> int:
        return self.tokens[0].x0

    @property
    def x1(self) -> int:
        return self.tokens[-1].x1

    @property
    def text(self) -> str:
        return " ".join(t.text for t in self.tokens)

    def ink_box(self):
        return union([g.ink for t in self.tokens for g in t.glyphs if g.ink])


@dataclass
class Block:
    """One laid-out text unit: a paragraph, a label, a table cell, a code line...

    region: a stable name of where it sits ("toolbar", "message body"); instructions may use it.
    kind:   "prose" (sentences, paragraphs), "chrome" (UI labels), "data" (cells, fields, code).
    """
    id: int
    lines: list
    region: str
    kind: str
    sentences: list = field(default_factory=list)
    bottom: int = 0   # y where the next block may start (layout bottom, not ink)

    @property
    def tokens(self):
        return [t for ln in self.lines for t in ln.tokens]

    def ink_box(self):
        return union([ln.ink_box() for ln in self.lines])


@dataclass
class PageRecord:
    """Everything drawn on a page that an instruction may refer to."""
    blocks: list = field(default_factory=list)
    fields: dict = field(default_factory=dict)   # name -> list of block ids (invoice fields)
    blank_lines: list = field(default_factory=list)  # (box, block_above_id, block_below_id)

    def tokens(self):
        return [t for b in self.blocks for t in b.tokens]


PUNCT = set(".,;:!?…\"'«»“”‘’()[]{}<>/\\|-–—*#")


def core_range(text: str) -> tuple[int, int]:
    a, b = 0, len(text)
    while a < b and text[a] in PUNCT:
        a += 1
    while b > a and text[b - 1] in PUNCT:
        b -= 1
    return (a, b) if a < b else (0, 0)


def union(boxes):
    boxes = [b for b in boxes if b]
    if not boxes:
        return None
    return (min(b[0] for b in boxes), min(b[1] for b in boxes),
            max(b[2] for b in boxes), max(b[3] for b in boxes))


# --- target boxes shared by generators and the verifier -------------------------------------

CARET_W = 6


def caret_box(x: int, line: Line, width: int = CARET_W):
    """A caret slot at pen position x: `width` wide, the height of the line box."""
    return (x - width // 2, line.top, x - width // 2 + width, line.bottom)


def edge_box(x: int, line: Line):
    """Line start / line end target: a square-ish slot centred on the edge of the line."""
    h = line.bottom - line.top
    w = max(9, min(21, h))
    return (x - w // 2, line.top, x - w // 2 + w, line.bottom)


def gap_box(left: Token, right: Token, line: Line):
    """The whitespace between two adjacent tokens on one line (at least 4 px wide)."""
    x0, x1 = left.x1, right.x0
    if x1 - x0 < 4:
        mid = (x0 + x1) // 2
        x0, x1 = mid - 2, mid + 2
    return (x0, line.top, x1, line.bottom)


def punct_box(tok: Token, i: int):
    """A punctuation mark's target: its advance width (at least 6 px) from x-height-ish to baseline.

    A period's ink is 2x2 px; the published suite boxes marks at roughly letter height, which is
    what a click "on the period" can reasonably hit.
    """
    g, size = tok.glyphs[i], tok.style.size
    w = max(CARET_W, g.x1 - g.x0)
    cx = (g.x0 + g.x1) // 2
    top = tok.baseline - int(round(size * 0.7))
    bottom = tok.baseline + max(2, size // 6)
    if g.ink:
        top, bottom = min(top, g.ink[1]), max(bottom, g.ink[3])
    return (cx - w // 2, top, cx - w // 2 + w, bottom)


def center(box):
    return [(box[0] + box[2]) // 2, (box[1] + box[3]) // 2]


# --- layout ---------------------------------------------------------------------------------

def shape_token(text: str, style: Style, x: int, baseline: int) -> Token:
    font = style.font
    fid = id(font)
    glyphs, pen = [], x
    for ch in text:
        key = (fid, ch)
        adv = _ADV.get(key)
        if adv is None:
            adv = advance(font, ch)
        if key in _INK:
            box = _INK[key]
        else:
            box = ink(font, ch)
        glyphs.append(Glyph(ch, pen, pen + adv,
                            (pen + box[0], baseline + box[1], pen + box[2], baseline + box[3]) if box else None))
        pen += adv
    return Token(text, style, glyphs, baseline)


def token_width(text: str, style: Style) -> int:
    font = style.font
    return sum(advance(font, c) for c in text)


def line_metrics(styles) -> tuple[int, int]:
    asc = max(s.font.getmetrics()[0] for s in styles)
    desc = max(s.font.getmetrics()[1] for s in styles)
    return asc, desc


def layout(runs, x: int, y: int, width: int, *, line_height: float = 1.35, align: str = "left",
           max_lines: int | None = None, max_bottom: int | None = None):
    """Break `runs` [(text, Style, sentence_index|None)] into lines inside a column.

    Returns (lines, bottom). Lines that would pass `max_lines` or `max_bottom` are dropped, so
    everything returned is fully on the page. Spaces take the width of the preceding token's
    font; `justify` widens them on every line except the last.
    """
    words = []
    for text, style, sent in runs:
        for w in text.split():
            words.append((w, style, sent))
    if not words:
        return [], y
    rows, cur, cur_w = [], [], 0
    for w, style, sent in words:
        ww = token_width(w, style)
        space = advance(cur[-1][1].font, " ") if cur else 0
        if cur and cur_w + space + ww > width:
            rows.append(cur)
            cur, cur_w = [], 0
            space = 0
        cur.append((w, style, sent, ww))
        cur_w += space + ww
    rows.append(cur)
    lines, top = [], y
    for r_i, row in enumerate(rows):
        if max_lines is not None and len(lines) >= max_lines:
            break
        styles = [s for _, s, _, _ in row]
        asc, desc = line_metrics(styles)
        size = max(s.size for s in styles)
        lh = max(int(round(size * line_height)), asc + desc)
        pad = (lh - asc - desc) // 2
        baseline = top + pad + asc
        if max_bottom is not None and baseline + desc > max_bottom:
            break
        spaces = [advance(row[i][1].font, " ") for i in range(len(row) - 1)]
        natural = sum(w for *_, w in row) + sum(spaces)
        extra = [0] * len(spaces)
        if align == "justify" and r_i < len(rows) - 1 and spaces:
            slack = width - natural
            for i in range(len(spaces)):
                extra[i] = slack // len(spaces) + (1 if i < slack % len(spaces) else 0)
        if align == "right":
            px = x + width - natural
        elif align == "center":
            px = x + (width - natural) // 2
        else:
            px = x
        toks = []
        for i, (w, style, sent, ww) in enumerate(row):
            t = shape_token(w, style, px, baseline)
            t.sentence = sent
            toks.append(t)
            if i < len(spaces):
                px += ww + spaces[i] + extra[i]
        lines.append(Line(toks, baseline - asc, baseline + desc, baseline))
        top += lh
    return lines, top


# --- drawing --------------------------------------------------------------------------------

def draw_token(img: Image.Image, draw: ImageDraw.ImageDraw, tok: Token):
    st, font = tok.style, tok.style.font
    x0, x1 = tok.x0, tok.x1
    if st.highlight:
        asc, desc = font.getmetrics()
        draw.rectangle([x0 - 1, tok.baseline - asc, x1, tok.baseline + desc], fill=st.highlight)
    if st.code:
        asc, desc = font.getmetrics()
        bg = tuple(min(255, c + 0) for c in (st.highlight or _pill_bg(st.color)))
        draw.rounded_rectangle([x0 - 2, tok.baseline - asc - 1, x1 + 1, tok.baseline + desc + 1], 3, fill=bg)
    draw_text(img, x0, tok.baseline, tok.text, font, st.color)
    if st.underline or st.link:
        y = tok.baseline + max(1, st.size // 8)
        draw.line([x0, y, x1 - 1, y], fill=st.color, width=1)
    if st.strike:
        y = tok.baseline - max(3, st.size * 3 // 10)
        draw.line([x0, y, x1 - 1, y], fill=st.color, width=1)
    if st.squiggle:
        y = tok.baseline + 2
        pts = [(x, y + (1 if (x // 2) % 2 else 0)) for x in range(x0, x1)]
        draw.line(pts, fill=(220, 40, 40), width=1)


def _pill_bg(fg):
    lum = sum(fg) / 3
    return (235, 236, 240) if lum < 128 else (55, 58, 66)


def draw_lines(img, draw, lines):
    for ln in lines:
        for t in ln.tokens:
            draw_token(img, draw, t)


# --- realism noise (deterministic: driven by the caller's numpy Generator) ----------------------

def add_grain(img: Image.Image, rng: np.random.Generator, strength: float) -> Image.Image:
    """Film grain: low-frequency luminance noise (upsampled), so PNGs stay small."""
    small = rng.normal(0.0, strength, (H // 2, W // 2)).astype(np.float32)
    noise = np.asarray(Image.fromarray(small, mode="F").resize((W, H), Image.BILINEAR))
    arr = np.asarray(img, dtype=np.int16) + np.rint(noise)[..., None].astype(np.int16)
    return Image.fromarray(np.clip(arr, 0, 255).astype(np.uint8))


def jpeg_roundtrip(img: Image.Image, quality: int) -> Image.Image:
    buf = io.BytesIO()
    img.save(buf, format="JPEG", quality=quality, subsampling=2 if quality < 80 else 0)
    buf.seek(0)
    with Image.open(buf) as out:
        return out.convert("RGB")


def draw_fake_caret(draw, x: int, top: int, bottom: int, color):
    draw.line([x, top, x, bottom], fill=color, width=1)


def draw_ibeam(draw, x: int, y: int, color=(20, 20, 20)):
    """A mouse I-beam cursor (a distractor, not a target)."""
    draw.line([x, y - 8, x, y + 8], fill=color, width=1)
    draw.line([x - 3, y - 9, x - 1, y - 9], fill=color)
    draw.line([x + 1, y - 9, x + 3, y - 9], fill=color)
    draw.line([x - 3, y + 9, x - 1, y + 9], fill=color)
    draw.line([x + 1, y + 9, x + 3, y + 9], fill=color)


def draw_arrow_cursor(draw, x: int, y: int):
    pts = [(x, y), (x, y + 16), (x + 4, y + 12), (x + 7, y + 18), (x + 9, y + 17), (x + 6, y + 11), (x + 11, y + 11)]
    draw.polygon(pts, fill=(255, 255, 255), outline=(0, 0, 0))


def png_bytes(img: Image.Image) -> bytes:
    """PNG with fixed parameters and no metadata, so the same pixels give the same bytes."""
    buf = io.BytesIO()
    img.convert("RGB").save(buf, format="PNG")
    return buf.getvalue()
