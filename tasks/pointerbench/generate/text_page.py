"""A text page under construction: theme, fonts, span styling, and recorded text blocks.

Surfaces (text_surfaces.py) draw through `Page`, which lays text out glyph by glyph
(render_text.layout), draws it and records every block in `page.rec` (a PageRecord), so each
word, character, caret slot, line and paragraph on the screenshot has a known box.
"""
from __future__ import annotations

import random
from dataclasses import dataclass

from PIL import Image, ImageDraw

from igg.tasks.pointerbench.generate import content as C
from igg.tasks.pointerbench.generate.render_text import (H, MONO, SANS, SERIF, W, Block, PageRecord, Style, advance,
                                            draw_lines, families, has_face, layout, token_width)

# Named text colours an instruction may use ("the 'x' colored teal"): light theme, dark theme.
NAMED = {
    "red": ((196, 30, 36), (255, 112, 102)), "green": ((22, 128, 56), (110, 212, 132)),
    "blue": ((28, 88, 204), (122, 170, 255)), "orange": ((204, 102, 0), (255, 170, 80)),
    "purple": ((122, 48, 180), (192, 142, 255)), "teal": ((0, 124, 128), (84, 204, 194)),
    "brown": ((128, 78, 36), (206, 152, 100)), "pink": ((196, 38, 128), (255, 132, 200)),
}


@dataclass
class Theme:
    dark: bool
    bg: tuple
    panel: tuple      # cards, panes
    panel2: tuple     # secondary panes, sidebars
    text: tuple
    muted: tuple
    faint: tuple      # low-contrast text (placeholders, timestamps)
    border: tuple
    accent: tuple
    on_accent: tuple
    link: tuple
    highlight: tuple  # marker highlight behind text
    select: tuple     # selected row background


LIGHT = [
    Theme(False, (255, 255, 255), (255, 255, 255), (246, 247, 249), (32, 33, 36), (95, 99, 104), (150, 154, 160),
          (218, 220, 224), (26, 115, 232), (255, 255, 255), (26, 13, 171), (255, 241, 118), (232, 240, 254)),
    Theme(False, (243, 244, 246), (255, 255, 255), (249, 250, 251), (17, 24, 39), (75, 85, 99), (140, 147, 158),
          (209, 213, 219), (79, 70, 229), (255, 255, 255), (67, 56, 202), (254, 240, 138), (238, 242, 255)),
    Theme(False, (250, 248, 243), (255, 253, 248), (241, 237, 228), (40, 36, 30), (105, 96, 84), (160, 150, 135),
          (222, 214, 200), (176, 84, 32), (255, 255, 255), (150, 60, 20), (255, 230, 140), (246, 236, 220)),
    Theme(False, (248, 250, 252), (255, 255, 255), (241, 245, 249), (15, 23, 42), (71, 85, 105), (148, 163, 184),
          (226, 232, 240), (13, 148, 136), (255, 255, 255), (15, 118, 110), (204, 251, 241), (240, 253, 250)),
]
DARK = [
    Theme(True, (30, 31, 34), (43, 45, 49), (35, 36, 40), (230, 232, 235), (170, 174, 180), (120, 124, 130),
          (64, 66, 72), (88, 101, 242), (255, 255, 255), (110, 160, 255), (90, 80, 20), (54, 57, 63)),
    Theme(True, (24, 26, 32), (33, 36, 44), (28, 30, 37), (226, 230, 240), (160, 168, 184), (110, 118, 134),
          (56, 62, 76), (56, 189, 248), (10, 20, 30), (125, 211, 252), (80, 70, 10), (40, 48, 62)),
    Theme(True, (18, 18, 18), (30, 30, 30), (24, 24, 24), (235, 235, 235), (175, 175, 175), (125, 125, 125),
          (60, 60, 60), (29, 185, 84), (0, 0, 0), (100, 220, 150), (70, 70, 20), (45, 45, 45)),
]

SPAN_KINDS = ("bold", "italic", "underline", "color", "highlight", "link", "code", "strike", "faded", "squiggle",
              "bigger", "smaller")


class Page:
    """One screenshot being built: the image, its theme and fonts, and the text record."""

    def __init__(self, rng: random.Random, lang: str, surface: str, dark: bool | None = None):
        self.rng, self.lang, self.surface = rng, lang, surface
        if dark is None:
            dark = rng.random() < 0.3
        self.t = rng.choice(DARK if dark else LIGHT)
        self.img = Image.new("RGB", (W, H), self.t.bg)
        self.d = ImageDraw.Draw(self.img)
        self.rec = PageRecord()
        self.sans = rng.choice(families(SANS))
        self.serif = rng.choice(families(SERIF))
        self.mono = rng.choice(families(MONO))
        self.body = self.sans if rng.random() < 0.7 else self.serif
        self.base = rng.choice([12, 13, 13, 14, 14, 15, 16])
        # How much span styling prose gets (share of words restyled).
        self.styling = rng.choice([0.0, 0.03, 0.06, 0.1, 0.15])
        self._pool: list = []
        self._topic_pools: dict = {}

    def sentences(self, k: int) -> list[str]:
        """k filled sentences, not repeating a template until the language's list is used up."""
        out = []
        for _ in range(k):
            if not self._pool:
                self._pool = list(range(len(C.SENTENCES[self.lang])))
                self.rng.shuffle(self._pool)
            out.append(C.fill(C.SENTENCES[self.lang][self._pool.pop()], self.rng, self.lang))
        return out

    def topical(self, kind: str) -> str:
        """A snippet of a topical list (content.TOPICS), without repeats until the list is used up."""
        pool = self._topic_pools.get(kind)
        if not pool:
            pool = list(C.TOPICS[kind][self.lang])
            self.rng.shuffle(pool)
            self._topic_pools[kind] = pool
        return C.fill_topical(pool.pop(), self.rng)

    # --- styles -------------------------------------------------------------------------------
    def style(self, family=None, size=None, color=None, **kw) -> Style:
        return Style(family or self.body, size or self.base, color or self.t.text, **kw)

    def ui(self, size=None, color=None, **kw) -> Style:
        return Style(self.sans, size or max(11, self.base - 1), color or self.t.text, **kw)

    def muted(self, size=None, **kw) -> Style:
        return self.ui(size, self.t.muted, **kw)

    def named(self, name: str) -> tuple:
        return NAMED[name][1 if self.t.dark else 0]

    def restyle(self, base: Style, kind: str) -> Style:
        rng = self.rng
        if kind == "bold":
            return base.with_(bold=True)
        if kind == "italic":
            return base.with_(italic=True) if has_face(base.family, base.bold, True) else base.with_(bold=True)
        if kind == "underline":
            return base.with_(underline=True)
        if kind == "color":
            name = rng.choice(list(NAMED))
            return base.with_(color=self.named(name), color_name=name)
        if kind == "highlight":
            return base.with_(highlight=self.t.highlight)
        if kind == "link":
            return base.with_(link=True, color=self.t.link, color_name=None)
        if kind == "code":
            return base.with_(family=self.mono, size=max(10, base.size - 1), code=True)
        if kind == "strike":
            return base.with_(strike=True)
        if kind == "faded":
            return base.with_(faded=True, color=self.t.faint)
        if kind == "squiggle":
            return base.with_(squiggle=True)
        if kind == "bigger":
            return base.with_(size=base.size + rng.choice([3, 4, 6]))
        if kind == "smaller":
            return base.with_(size=max(9, base.size - rng.choice([2, 3])))
        return base

    def styled_runs(self, sentences: list[str], base: Style, density: float | None = None) -> list:
        """Runs [(text, style, sentence index)] with some words restyled (bold, colour, code, ...)."""
        density = self.styling if density is None else density
        runs = []
        for si, sent in enumerate(sentences):
            words = sent.split()
            i = 0
            while i < len(words):
                if self.rng.random() < density:
                    n = 1 if self.rng.random() < 0.7 else min(len(words) - i, self.rng.randint(2, 4))
                    st = self.restyle(base, self.rng.choice(SPAN_KINDS))
                    runs.append((" ".join(words[i:i + n]), st, si))
                    i += n
                else:
                    runs.append((words[i], base, si))
                    i += 1
        return runs

    # --- recording blocks -----------------------------------------------------------------------
    def block(self, runs, x, y, width, region: str, kind: str, *, align="left", lh=1.35, max_lines=None,
              max_bottom=H - 4, sentences=None) -> Block | None:
        """Lay out, draw and record a block; None when nothing fits."""
        lines, bottom = layout(runs, int(x), int(y), int(width), line_height=lh, align=align,
                               max_lines=max_lines, max_bottom=max_bottom)
        if not lines:
            return None
        b = Block(len(self.rec.blocks), lines, region, kind, sentences or [])
        b.bottom = bottom
        k = 0
        for li, ln in enumerate(lines):
            ln.block, ln.index = b, li
            for tok in ln.tokens:
                tok.block, tok.line, tok.index = b, ln, k
                k += 1
        draw_lines(self.img, self.d, lines)
        self.rec.blocks.append(b)
        return b

    def text(self, text: str, x, y, width, style: Style, region: str, kind: str = "data", **kw) -> Block | None:
        return self.block([(text, style, None)], x, y, width, region, kind, **kw)

    def label(self, text: str, x, y, style: Style, region: str, kind: str = "chrome", anchor: str = "l",
              width: int | None = None) -> Block | None:
        """A one-line label; `anchor` l/c/r places x at its left, centre or right; y is the line top."""
        words = text.split()
        if not words:
            return None
        natural = sum(token_width(w, style) for w in words) + advance(style.font, " ") * (len(words) - 1)
        if width is not None and natural > width:
            return None
        if anchor == "c":
            x = x - natural // 2
        elif anchor == "r":
            x = x - natural
        return self.block([(text, style, None)], x, y, natural + 1, region, kind, max_lines=1, lh=1.2, max_bottom=H)

    def prose(self, x, y, width, region: str, *, sents=None, k=(2, 4), style: Style | None = None, align="left",
              lh=1.4, max_bottom=H - 8, density=None, max_lines=None) -> Block | None:
        sents = sents or self.sentences(self.rng.randint(*k))
        runs = self.styled_runs(sents, style or self.style(), density)
        return self.block(runs, x, y, width, region, "prose", align=align, lh=lh, max_bottom=max_bottom,
                          sentences=sents, max_lines=max_lines)

    def paragraphs(self, x, y, width, bottom, region: str, *, style=None, align="left", lh=1.4, gap=None,
                   blank_lines=False, k=(2, 4), max_paras=6) -> int:
        """Fill a column with paragraphs; a blank line (one line height) between them when asked."""
        style = style or self.style()
        line_h = int(round(style.size * lh))
        gap = line_h if blank_lines else (gap if gap is not None else int(line_h * 0.6))
        prev = None
        for _ in range(max_paras):
            if y + line_h * 2 > bottom:
                break
            b = self.prose(x, y, width, region, style=style, align=align, lh=lh, max_bottom=bottom, k=k)
            if b is None:
                break
            if blank_lines and prev is not None and b.lines:
                self.rec.blank_lines.append(((x, prev.bottom, x + width, prev.bottom + line_h), prev.id, b.id))
            prev = b
            y = b.bottom + gap
        return y

    # --- drawing helpers ------------------------------------------------------------------------
    def rect(self, box, fill=None, outline=None, radius=0, width=1):
        if radius:
            self.d.rounded_rectangle(box, radius, fill=fill, outline=outline, width=width)
        else:
            self.d.rectangle(box, fill=fill, outline=outline, width=width)

    def hline(self, x0, x1, y, color=None):
        self.d.line([x0, y, x1, y], fill=color or self.t.border)

    def vline(self, x, y0, y1, color=None):
        self.d.line([x, y0, x, y1], fill=color or self.t.border)

    def button(self, text, x, y, region="buttons", primary=True, size=None, pad=12, h=None) -> Block | None:
        st = self.ui(size, self.t.on_accent if primary else self.t.text, bold=primary)
        w = sum(token_width(s, st) for s in text.split()) + advance(st.font, " ") * (len(text.split()) - 1)
        h = h or st.size + 14
        self.rect([x, y, x + w + 2 * pad, y + h], fill=self.t.accent if primary else self.t.panel,
                  outline=None if primary else self.t.border, radius=5)
        asc, desc = st.font.getmetrics()
        return self.label(text, x + pad, y + (h - asc - desc) // 2, st, region)
