"""What the `ocr` agent read on one screen, and what changed since the one before.

`Screen` is typed: the reader's text lines, words and icon-sized blobs (agents/screen_reader.py),
and the visual cues of agents/screen.py, each computed once, when first asked for: scrollbars,
title bars of floating windows, close and dismiss controls, overflow glyphs (⋮), whether content
is on its way. `Change` compares two screens: the share of lines still in place, and the lines
that appeared.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property

import numpy as np

from igg.agents.ocr_config import BUSY, CLOSE_GLYPHS, CONFIG, DECLINES, EXPANDERS
from igg.agents.ocr_match import compact
from igg.agents.screen import (appeared_icons, content_pending, dismiss_controls, dropdown_carets, faded, find_scrollbars,
                               find_title_bars, floating_pictures, menu_buttons, more_glyphs, picture_boxes, stands_alone)
from igg.agents.screen_reader import read_glyph, read_screen


@dataclass
class Screen:
    shot: np.ndarray
    lines: list  # screen_reader.Line: text, box (left, top, right, bottom), score
    words: list  # screen_reader.Word
    icons: list  # (left, top, right, bottom) of icon-sized blobs without text

    @classmethod
    def read(cls, shot: np.ndarray) -> "Screen":
        reading = read_screen(shot)
        return cls(shot, reading.lines, reading.words, reading.icons)

    @property
    def width(self) -> int:
        return self.shot.shape[1]

    @property
    def height(self) -> int:
        return self.shot.shape[0]

    @cached_property
    def scrollbars(self) -> list:
        return find_scrollbars(self.shot)

    @cached_property
    def title_bars(self) -> list:
        return find_title_bars(self.shot)

    @cached_property
    def pictures(self) -> list:
        """Boxes of pictures (photos, video frames), largest first."""
        return sorted(picture_boxes(self.shot), key=lambda b: -(b[2] - b[0]) * (b[3] - b[1]))

    @cached_property
    def floating_pictures(self) -> list:
        return floating_pictures(self.shot)

    @cached_property
    def more_glyphs(self) -> list:
        """⋯ and ⋮ drawn as dots, and lines read as such a glyph."""
        read = [line.center for line in self.lines if line.text.strip().lower() in ("⋮", "⋯", "...", "…")]
        return more_glyphs(self.shot, [line.box for line in self.lines]) + read

    @cached_property
    def carets(self) -> list:
        """The top bars' small "⌄" that open a flyout or a menu, left to right."""
        boxes = [line.box for line in self.lines]
        return sorted(dropdown_carets(self.shot, boxes) + dropdown_carets(self.shot, boxes, after_text=True))

    @cached_property
    def menu_button(self) -> list:
        return menu_buttons(self.shot) if self.width < CONFIG.narrow else []

    @cached_property
    def closes(self) -> list:
        """Close and dismiss controls: "Not now", "Got it" on short lines, lines read as ×, and when a
        shade covers the screen (most text faded), icons near its top right corner that read as ×."""
        out = self.dismiss_words + [line.center for line in self.lines if line.text.strip().lower() in CLOSE_GLYPHS
                and line.box[1] > CONFIG.row_reach[0] and stands_alone(self.shot, line.box)]
        if self.shaded:
            corner = sorted(self.icons, key=lambda b: (self.width - b[2]) + b[1])[:CONFIG.corner_icons]
            for box in corner:
                centre = ((box[0] + box[2]) // 2, (box[1] + box[3]) // 2)
                if read_glyph(self.shot, centre).lower() in CLOSE_GLYPHS:
                    out.append(centre)
        return out

    @cached_property
    def dismiss_words(self) -> list:
        return dismiss_controls(self.words)

    @cached_property
    def declines(self) -> list:
        """A dialog's "Cancel", "Don't save" and the like (short lines only)."""
        return dismiss_controls(self.words, DECLINES)

    @cached_property
    def shaded(self) -> bool:
        """A shade covers the screen (a modal's backdrop): few lines read, or most of them faded."""
        return len(self.lines) < 12 or sum(faded(self.shot, l.box) for l in self.lines) >= 0.5 * len(self.lines)

    @cached_property
    def busy(self) -> bool:
        return any(BUSY.search(line.text) for line in self.lines if len(line.text) < 40)

    @cached_property
    def pending(self) -> bool:
        """Skeleton rows, a progress bar or a blank middle: content on its way."""
        return self.busy or content_pending(self.shot)

    @cached_property
    def expanders(self) -> list:
        return [line for line in self.lines if EXPANDERS.match(line.text.strip())]

    def faded(self, line) -> bool:
        return faded(self.shot, line.box)

    def new_icons(self, before: "Screen", top: int, bottom: int) -> list:
        """Icons drawn between rows top and bottom that `before` did not have (a hover toolbar's)."""
        return appeared_icons(before.shot, self.shot, top, bottom)

    def has(self, line) -> bool:
        """The line is here, where it was (its text give or take spaces, its box give or take a few px)."""
        key = compact(line.text)
        return any(compact(o.text) == key and all(abs(a - b) <= CONFIG.still_slack for a, b in zip(o.box, line.box))
                   for o in self.lines)


@dataclass
class Change:
    """What the last action changed on the screen."""
    kept: float = 0.0  # share of the previous screen's lines still in place (1.0: nothing moved)
    appeared: list = field(default_factory=list)  # lines not on the previous screen at their place
    fresh: list = field(default_factory=list)  # lines whose text the previous screen did not show at all

    @classmethod
    def between(cls, before: Screen | None, after: Screen) -> "Change":
        if before is None:
            return cls(0.0, list(after.lines), list(after.lines))
        placed = {(line.text, line.box) for line in after.lines}
        kept = sum((l.text, l.box) in placed for l in before.lines) / max(1, len(before.lines))
        seen = {compact(l.text) for l in before.lines}
        return cls(kept, [l for l in after.lines if not before.has(l)],
                   [l for l in after.lines if compact(l.text) not in seen])

    @property
    def little(self) -> bool:
        return self.kept >= CONFIG.no_effect

    def near(self, point, reach=CONFIG.opened_near) -> list:
        return [l for l in self.appeared if abs(l.center[1] - point[1]) <= reach[0] and abs(l.center[0] - point[0]) <= reach[1]]
