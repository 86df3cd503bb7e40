"""Words and their boxes off a screenshot: the screen reader's words (kept for the heuristics).

Tesseract is gone: the screen reader (igg.agents.screen_reader) runs the PP-OCRv4 models that
ship inside the rapidocr-onnxruntime wheel.
"""
from __future__ import annotations

import numpy as np

from igg.agents.screen_reader import Word, read_screen

__all__ = ["Word", "read_words"]


def read_words(screenshot: np.ndarray) -> list[Word]:
    """Words on the screen, in screenshot pixels; words of one line share `line`."""
    return list(read_screen(screenshot).words)
