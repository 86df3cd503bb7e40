"""Screenshot-only cues shared by the heuristic and OCR agents (no DOM, no task information)."""
from __future__ import annotations

import re
from dataclasses import dataclass

import numpy as np

# Chromium's classic scrollbar thumb is a flat grey bar on a lighter track.
THUMB_GREY = (100, 200)
MIN_THUMB = 24
THUMB_WIDTH = (5, 16)

# Labels of controls that close dialogs, banners and toasts (one or two words).
DISMISS_PHRASES = ("got it", "not now", "no thanks", "accept all", "reject all", "maybe later", "close",
                   "dismiss", "skip", "accept")


@dataclass(frozen=True)
class Scrollbar:
    axis: str  # "y" for a vertical bar, "x" for a horizontal one
    position: int  # column (vertical) or row (horizontal) of the bar's centre line
    start: int
    end: int  # extent of the thumb along the bar

    @property
    def length(self) -> int:
        return self.end - self.start


def _longest_runs(mask: np.ndarray):
    """Longest run of True per column of `mask`: (length, start) arrays."""
    h, w = mask.shape
    lengths = np.zeros(w, dtype=int)
    starts = np.zeros(w, dtype=int)
    run = np.zeros(w, dtype=int)
    for y in range(h):
        run = np.where(mask[y], run + 1, 0)
        better = run > lengths
        lengths = np.where(better, run, lengths)
        starts = np.where(better, y - run + 1, starts)
    return lengths, starts


def _bars(mask: np.ndarray, axis: str) -> list[Scrollbar]:
    lengths, starts = _longest_runs(mask)
    bars, x = [], 0
    width = mask.shape[1]
    while x < width:
        if lengths[x] < MIN_THUMB:
            x += 1
            continue
        x0 = x
        while x < width and lengths[x] >= MIN_THUMB and abs(starts[x] - starts[x0]) <= 2:
            x += 1
        if THUMB_WIDTH[0] <= x - x0 <= THUMB_WIDTH[1]:
            start = int(starts[x0])
            bars.append(Scrollbar(axis, (x0 + x - 1) // 2, start, start + int(lengths[x0])))
    return bars


def find_scrollbars(screenshot: np.ndarray) -> list[Scrollbar]:
    """Visible scrollbar thumbs, longest track first (a proxy for the largest scrollable area)."""
    rgb = screenshot.astype(np.int16)
    grey = (rgb[..., 0] == rgb[..., 1]) & (rgb[..., 1] == rgb[..., 2])
    mask = grey & (rgb[..., 0] >= THUMB_GREY[0]) & (rgb[..., 0] <= THUMB_GREY[1])
    bars = _bars(mask, "y") + _bars(mask.T, "x")
    return sorted(bars, key=lambda b: -b.length)


def scroll_point(bar: Scrollbar, width: int, height: int):
    """A point inside the area a scrollbar belongs to (left of a vertical bar, above a horizontal one)."""
    if bar.axis == "y":
        return max(0, bar.position - 80), min(height - 1, (bar.start + bar.end) // 2)
    return min(width - 1, (bar.start + bar.end) // 2), max(0, bar.position - 40)


def screen_changed(a: np.ndarray, b: np.ndarray) -> bool:
    return a.shape != b.shape or not np.array_equal(a, b)


def normalize_word(text: str) -> str:
    """A read word as compared with instruction words and labels: lower case, no punctuation."""
    return re.sub(r"[^a-z0-9\u00e0-\u024f&-]", "", re.sub(r"'s$", "", text.lower()))


def dismiss_controls(words) -> list[tuple[int, int]]:
    """Centres of words or same-line word pairs that read like a dismiss control."""
    found = []
    for i, word in enumerate(words):
        text = normalize_word(word.text)
        after = words[i + 1] if i + 1 < len(words) and words[i + 1].line == word.line else None
        if after is not None and f"{text} {normalize_word(after.text)}" in DISMISS_PHRASES:
            found.append((int((word.left + after.left + after.width) / 2), int(word.top + word.height / 2)))
        elif text in DISMISS_PHRASES:
            found.append(tuple(int(v) for v in word.center))
    return found
