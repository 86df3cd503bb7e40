"""Reading words and their boxes off a screenshot with Tesseract (the distribution's package)."""
from __future__ import annotations

import hashlib
import io
import os
import shutil
import subprocess
from collections import OrderedDict
from dataclasses import dataclass

import numpy as np
from PIL import Image

MIN_CONFIDENCE = 40


class TesseractMissing(RuntimeError):
    pass


@dataclass(frozen=True)
class Word:
    text: str
    left: int
    top: int
    width: int
    height: int
    line: tuple  # (block, paragraph, line): words of one line share it

    @property
    def center(self):
        return self.left + self.width / 2, self.top + self.height / 2


_CACHE: "OrderedDict[tuple, list]" = OrderedDict()
_CACHE_SIZE = 32


def read_words(screenshot: np.ndarray, scale: int = 2) -> list[Word]:
    """Words on the screen; a screen seen before (same pixels) is not read again."""
    key = (hashlib.sha1(screenshot.tobytes()).hexdigest(), scale)
    if key in _CACHE:
        _CACHE.move_to_end(key)
        return list(_CACHE[key])
    words = _read_words_uncached(screenshot, scale)
    _CACHE[key] = words
    if len(_CACHE) > _CACHE_SIZE:
        _CACHE.popitem(last=False)
    return list(words)


def _read_words_uncached(screenshot: np.ndarray, scale: int = 2) -> list[Word]:
    """Words Tesseract reads with some confidence, in screenshot pixels.

    The image is upscaled first: UI text at 12-14 px is below Tesseract's comfortable size.
    """
    exe = shutil.which("tesseract")
    if exe is None:
        raise TesseractMissing("tesseract not found: install the distribution's tesseract-ocr package (setup.sh does)")
    image = Image.fromarray(screenshot).convert("L")
    if scale != 1:
        image = image.resize((image.width * scale, image.height * scale), Image.BILINEAR)
    buffer = io.BytesIO()
    image.save(buffer, format="PNG", compress_level=1)
    # One thread: Tesseract's OpenMP threads only contend with the browser and other workers.
    env = {**os.environ, "OMP_THREAD_LIMIT": "1"}
    out = subprocess.run([exe, "stdin", "stdout", "--psm", "11", "tsv"], input=buffer.getvalue(),
                         capture_output=True, check=True, env=env).stdout.decode("utf-8", "replace")
    words = []
    for row in out.splitlines()[1:]:
        cols = row.split("\t")
        if len(cols) != 12 or not cols[11].strip():
            continue
        try:
            conf = float(cols[10])
        except ValueError:
            continue
        if conf < MIN_CONFIDENCE:
            continue
        left, top, width, height = (int(c) // scale for c in cols[6:10])
        words.append(Word(cols[11].strip(), left, top, width, height, (int(cols[2]), int(cols[3]), int(cols[4]))))
    return words
