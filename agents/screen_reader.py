"""Reading a screenshot: text lines and words with boxes (PP-OCRv4 via rapidocr-onnxruntime), icons.

The PP-OCRv4 detection and recognition models ship inside the rapidocr-onnxruntime wheel, so
nothing is downloaded at run time. Detection runs on the whole screen; recognition, the costly
part, runs only on text boxes not recognised before (a per-process cache keyed by the crop's
pixels): after a hover or a scroll most text is unchanged, and tasks of one
app share their first screens. Detection runs again only on the region that changed since the
previous screen when that region is small. Readings of whole screens are cached as well, and the
worker processes of one run can share both caches through a file (share_readings).
"""
from __future__ import annotations

import hashlib
import math
import os
import pickle
import re
import sqlite3
from collections import OrderedDict
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

MIN_SCORE = 0.5  # recognition confidence under which a line is dropped
ICON_SIZE = (10, 40)  # icon-sized blobs: side lengths in pixels
MAX_RATIO = 40  # a text crop's width is cut at this many times its height
LATIN = re.compile(r"[A-Za-z0-9]")


@dataclass(frozen=True)
class Word:
    text: str
    left: int
    top: int
    width: int
    height: int
    line: int  # index of the line the word belongs to: words of one line share it

    @property
    def center(self):
        return self.left + self.width / 2, self.top + self.height / 2


@dataclass(frozen=True)
class Line:
    text: str
    box: tuple  # (left, top, right, bottom)
    score: float

    @property
    def center(self):
        return (self.box[0] + self.box[2]) // 2, (self.box[1] + self.box[3]) // 2


@dataclass
class Screen:
    lines: list
    words: list
    icons: list = field(default_factory=list)  # (left, top, right, bottom) of icon-sized blobs without text


class _Engine:
    """The OCR model, loaded once per process (one thread: workers and the browser share the CPU)."""

    _ocr = None

    @classmethod
    def get(cls):
        if cls._ocr is None:
            from rapidocr_onnxruntime import RapidOCR

            _keep_freed_memory()

            threads = int(os.environ.get("IGG_OCR_THREADS", "1"))
            detector, recogniser = cls.model_files()
            cls._ocr = RapidOCR(intra_op_num_threads=threads, inter_op_num_threads=1,
                                det_model_path=str(detector), rec_model_path=str(recogniser))
            # Detect at the screenshot's own scale ("max": only images over 2000 px shrink), so a
            # small changed region is not blown up to 736 px as the default "min" rule would.
            cls._ocr.text_det.limit_type = "max"
        return cls._ocr

    @staticmethod
    def model_files() -> tuple:
        return _folded("ch_PP-OCRv4_det_infer.onnx"), _folded("ch_PP-OCRv4_rec_infer.onnx")


KEEP_FREED = 256 << 20  # bytes: allocations up to this size come from the heap, which keeps what is freed


def _keep_freed_memory() -> None:
    """Have glibc keep freed memory for reuse. As the session sets it, glibc hands each large block
    (a screen's tensors, tens of MB) back to the system when freed and maps it afresh for the next
    screen: a page fault per 4 KB page, about a quarter of detection's time
    (tests/benchmarks/bench_ocr.py). The session still trims the heap at every load, so what an
    episode freed goes back then. IGG_OCR_KEEP_FREED=0 leaves glibc as the session set it."""
    from igg.envs.malloc import M_MMAP_THRESHOLD, M_TRIM_THRESHOLD, set_option

    if os.environ.get("IGG_OCR_KEEP_FREED", "1") != "0":
        set_option(M_MMAP_THRESHOLD, KEEP_FREED)
        set_option(M_TRIM_THRESHOLD, 4 * KEEP_FREED)  # free memory kept at the heap's top between trims


def _folded(model_file: str) -> Path:
    """The wheel's model `model_file` with its scale-and-shift and hard-swish ops folded
    (agents/ocr_graph.py: exact, about 1.45x faster for the recogniser, 1.2x for the detector),
    built once into the cache."""
    import onnx
    import rapidocr_onnxruntime

    from .ocr_graph import fold_affine

    source = Path(rapidocr_onnxruntime.__file__).parent / "models" / model_file
    digest = hashlib.sha1(source.read_bytes()).hexdigest()[:12]
    cache = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "igg" / "ocr"
    target = cache / f"{source.stem}.folded.{digest}.onnx"
    if not target.exists():
        cache.mkdir(parents=True, exist_ok=True)
        partial = target.with_name(f"{target.name}.{os.getpid()}.part")
        onnx.save(fold_affine(onnx.load(source)), partial)  # keeps the metadata (the character list)
        os.replace(partial, target)
    return target


_SCREENS: "OrderedDict[bytes, tuple]" = OrderedDict()  # (screen, pixels, text boxes) by reading key
_CROPS: "OrderedDict[bytes, tuple]" = OrderedDict()
_SCREEN_CACHE, _CROP_CACHE = 32, 20000


def read_screen(screenshot: np.ndarray) -> Screen:
    """Lines, words and icons on the screen. How a screen reads depends on the screen read before
    it (see _text_boxes), so a reading is reused only for the same screens in the same order since
    the episode began: a task's first screen, shared by the tasks that start alike, above all."""
    key = hashlib.sha1(_PREVIOUS.get("key", b"") + screenshot.tobytes()).digest()
    if key in _SCREENS:
        _SCREENS.move_to_end(key)
    else:
        rgb = np.ascontiguousarray(screenshot[..., :3])
        shared = _SHARED.screen(key) if _SHARED else None
        if shared:
            _SCREENS[key] = (shared[0], rgb, shared[1])
        else:
            screen = _read(rgb)
            _SCREENS[key] = (screen, _PREVIOUS["rgb"], _PREVIOUS["rects"])
            if _SHARED:
                _SHARED.add_screen(key, screen, _PREVIOUS["rects"])
        if len(_SCREENS) > _SCREEN_CACHE:
            _SCREENS.popitem(last=False)
    screen, rgb, rects = _SCREENS[key]
    _PREVIOUS.update(key=key, rgb=rgb, rects=rects)
    return screen


_PREVIOUS: dict = {}  # the last screen read: its pixels and text boxes, for incremental detection
PAD = 12
INCREMENTAL_SHARE = 0.5  # above this share of the screen changed, detect on the whole screen


def new_episode() -> None:
    """Forget the previous screen: an episode's first screen is always detected whole."""
    _PREVIOUS.clear()


def _detect(ocr, bgr: np.ndarray, offset=(0, 0)) -> list[tuple]:
    """Text boxes (left, top, right, bottom) found by the detection model in `bgr`."""
    boxes, _ = ocr.auto_text_det(bgr)
    rects = []
    for points in boxes if boxes is not None else []:
        xs, ys = points[:, 0], points[:, 1]
        left, top = max(0, int(xs.min())), max(0, int(ys.min()))
        right, bottom = min(bgr.shape[1], int(np.ceil(xs.max()))), min(bgr.shape[0], int(np.ceil(ys.max())))
        if right - left >= 4 and bottom - top >= 4:
            rects.append((left + offset[0], top + offset[1], right + offset[0], bottom + offset[1]))
    return rects


def _changed_region(before: np.ndarray, after: np.ndarray, rects: list):
    """The box around the pixels that changed, grown over the old text boxes it cuts; None if
    nothing changed."""
    diff = (before != after).any(axis=2)
    rows, cols = np.flatnonzero(diff.any(axis=1)), np.flatnonzero(diff.any(axis=0))
    if not len(rows):
        return None
    height, width = diff.shape
    box = [max(0, cols[0] - PAD), max(0, rows[0] - PAD), min(width, cols[-1] + 1 + PAD), min(height, rows[-1] + 1 + PAD)]
    for _ in range(2):
        for l, t, r, b in rects:
            if l < box[2] and r > box[0] and t < box[3] and b > box[1]:
                box = [min(box[0], l), min(box[1], t), max(box[2], r), max(box[3], b)]
    return box


def _text_boxes(ocr, rgb: np.ndarray, bgr: np.ndarray) -> list[tuple]:
    """Text boxes of the screen: only the changed region is detected again when the previous
    screen was this size and most of it is unchanged (a hover, a tooltip, a small list scroll), and
    lines that only moved keep their earlier boxes (_moved_box)."""
    before, old = _PREVIOUS.get("rgb"), _PREVIOUS.get("rects")
    rects = None
    if before is not None and before.shape == rgb.shape:
        box = _changed_region(before, rgb, old)
        if box is None:
            rects = list(old)
        elif (box[2] - box[0]) * (box[3] - box[1]) <= INCREMENTAL_SHARE * rgb.shape[0] * rgb.shape[1]:
            l, t, r, b = box
            kept = [x for x in old if x[2] <= l or x[0] >= r or x[3] <= t or x[1] >= b]
            found = _detect(ocr, np.ascontiguousarray(bgr[t:b, l:r]), (l, t))
            rects = kept + [_moved_box(before, rgb, old, rect) for rect in found]
    if rects is None:
        rects = _detect(ocr, bgr)
        if before is not None and before.shape == rgb.shape:
            rects = [_moved_box(before, rgb, old, rect) for rect in rects]
    _PREVIOUS.update(rgb=rgb, rects=rects)
    return rects


SHIFT_SLACK = 3  # pixels by which a moved line's new box may differ from its old one


def _moved_box(before: np.ndarray, after: np.ndarray, old: list, rect: tuple) -> tuple:
    """`rect`, or the box of the previous screen's line that moved there unchanged (a scroll): the
    detector's box for a line jitters by a pixel or two as it moves, and a line's reading is cached by
    its crop's pixels, so keeping the old box, moved, reuses the old reading."""
    left, top, right, bottom = rect
    for l, t, r, b in old:
        if t == top or abs(l - left) > SHIFT_SLACK or abs(r - right) > SHIFT_SLACK \
                or abs((b - t) - (bottom - top)) > SHIFT_SLACK:
            continue
        for dy in range(top - t - SHIFT_SLACK, top - t + SHIFT_SLACK + 1):
            if 0 <= t + dy and b + dy <= after.shape[0] and np.array_equal(after[t + dy:b + dy, l:r], before[t:b, l:r]):
                return l, t + dy, r, b + dy
    return rect


def _read(rgb: np.ndarray) -> Screen:
    ocr = _Engine.get()
    bgr = np.ascontiguousarray(rgb[..., ::-1])
    # Long lines are read up to MAX_RATIO heights (about 70 characters): recognition time grows
    # with a crop's width, and the tail of a preview or a message body is rarely what is asked for.
    rects = sorted(((l, t, min(r, l + MAX_RATIO * (b - t)), b) for l, t, r, b in _text_boxes(ocr, rgb, bgr)),
                   key=lambda r: (r[1], r[0]))
    lines, words = [], []
    for rect, (text, score) in zip(rects, _readings(ocr, [bgr[t:b, l:r] for l, t, r, b in rects])):
        text = text.strip()
        if not text or score < MIN_SCORE:
            continue
        index = len(lines)
        lines.append(Line(text, rect, score))
        words.extend(_split_words(text, rect, index))
    return Screen(lines, words, find_icons(rgb, [l.box for l in lines if LATIN.search(l.text)]))


GLYPH_HALF = 12  # half the side of the square read around an icon: an icon's glyph and its margin


def read_glyph(screenshot: np.ndarray, center) -> str:
    """What the recogniser reads in the square around an icon ("×", "+"): an icon-only control
    that no tooltip names, such as a tab's close button, is told by its glyph. "" when unsure."""
    x, y = int(center[0]), int(center[1])
    top, left = max(0, y - GLYPH_HALF), max(0, x - GLYPH_HALF)
    crop = np.ascontiguousarray(screenshot[top:y + GLYPH_HALF, left:x + GLYPH_HALF, 2::-1])
    text, score = _readings(_Engine.get(), [crop])[0]
    return text.strip() if score >= MIN_SCORE else ""


def _readings(ocr, crops: list) -> list[tuple]:
    """(text, confidence) per crop, recognising only the crops not read before in this process
    (or, when sharing, by another process of the run)."""
    keys = [_crop_key(c) for c in crops]
    todo = [i for i, k in enumerate(keys) if k not in _CROPS]
    if todo and _SHARED:
        _CROPS.update(_SHARED.crops([keys[i] for i in todo]))
        todo = [i for i in todo if keys[i] not in _CROPS]
    if todo:
        read = [(keys[i], (text, float(score))) for i, (text, score) in zip(todo, _recognise(ocr, [crops[i] for i in todo]))]
        _CROPS.update(read)
        if _SHARED:
            _SHARED.add_crops(read)
    while len(_CROPS) > _CROP_CACHE:
        _CROPS.popitem(last=False)
    return [_CROPS[k] for k in keys]


def _recognise(ocr, crops: list) -> list[tuple]:
    """(text, confidence) per crop. Crops are read in batches of their own width class, each padded
    to its class's width: a crop reads the same whatever is read with it (rapidocr pads a batch to
    its widest crop), and a one-word crop is padded to 96 px rather than 320 (time grows with the
    padded width; most boxes on a UI are a word or two)."""
    recogniser = ocr.text_rec
    out: list = [("", 0.0)] * len(crops)
    classes: dict = {}
    for i, crop in enumerate(crops):
        classes.setdefault(max(2, math.ceil(crop.shape[1] / crop.shape[0] / 2) * 2), []).append(i)
    for ratio, members in sorted(classes.items()):
        recogniser.rec_image_shape = [3, 48, 48 * ratio]
        results, _ = recogniser([crops[i] for i in members])
        for i, result in zip(members, results):
            out[i] = result
    return out


class SharedReadings:
    """Crop and screen readings in an SQLite file that the worker processes of one run share:
    tasks of one app start alike and are spread over the workers, so what one worker read the
    other need not read again. A reading depends only on its key (a crop's pixels; a screen and the
    screens before it in its episode), so sharing changes no action, only the time."""

    def __init__(self, path):
        self.db = sqlite3.connect(str(path), timeout=60, isolation_level=None)
        self.db.execute("PRAGMA journal_mode=WAL")
        self.db.execute("PRAGMA synchronous=OFF")  # a lost write is read again, never wrong
        self.db.execute("CREATE TABLE IF NOT EXISTS crops (key BLOB PRIMARY KEY, text TEXT, score REAL)")
        self.db.execute("CREATE TABLE IF NOT EXISTS screens (key BLOB PRIMARY KEY, reading BLOB)")
        self.db.execute("CREATE TABLE IF NOT EXISTS models (name TEXT PRIMARY KEY)")
        models = {p.name for p in _Engine.model_files()}
        if {name for name, in self.db.execute("SELECT name FROM models")} != models:
            # readings of other model files (an earlier version): not ours to reuse
            with self.db:
                self.db.execute("BEGIN IMMEDIATE")
                for table in ("crops", "screens", "models"):
                    self.db.execute(f"DELETE FROM {table}")
                self.db.executemany("INSERT INTO models VALUES (?)", [(m,) for m in models])

    def crops(self, keys: list) -> list:
        found = []
        for start in range(0, len(keys), 500):  # SQLite's limit on parameters
            chunk = keys[start:start + 500]
            rows = self.db.execute(f"SELECT key, text, score FROM crops WHERE key IN ({','.join('?' * len(chunk))})", chunk)
            found.extend((key, (text, score)) for key, text, score in rows)
        return found

    def add_crops(self, readings: list) -> None:
        with self.db:
            self.db.execute("BEGIN")
            self.db.executemany("INSERT OR IGNORE INTO crops VALUES (?, ?, ?)",
                                [(key, text, score) for key, (text, score) in readings])

    def screen(self, key: bytes):
        row = self.db.execute("SELECT reading FROM screens WHERE key = ?", (key,)).fetchone()
        return pickle.loads(row[0]) if row else None

    def add_screen(self, key: bytes, screen: Screen, rects: list) -> None:
        with self.db:
            self.db.execute("BEGIN")
            self.db.execute("INSERT OR IGNORE INTO screens VALUES (?, ?)", (key, pickle.dumps((screen, rects))))


_SHARED: SharedReadings | None = None


def share_readings(path) -> None:
    """Read and add to the readings in the SQLite file `path` (made if missing) from now on, as
    well as this process's own caches; None stops sharing."""
    global _SHARED
    _SHARED = SharedReadings(path) if path else None


def _crop_key(crop: np.ndarray) -> bytes:
    """A text crop's pixels: the same crop is recognised once per process, and what a crop reads
    as never depends on which crops came before (a key that ignored the background made an
    episode's reading depend on the episodes run before it)."""
    return hashlib.sha1(np.ascontiguousarray(crop).tobytes() + repr(crop.shape).encode()).digest()


def _split_words(text: str, rect: tuple, line: int) -> list[Word]:
    """The words of a line, each given the share of the line's width its characters take."""
    left, top, right, bottom = rect
    per_char = (right - left) / max(1, len(text))
    out = []
    for match in re.finditer(r"\S+", text):
        x0 = left + int(match.start() * per_char)
        x1 = left + int(match.end() * per_char)
        out.append(Word(match.group(), x0, top, max(1, x1 - x0), bottom - top, line))
    return out


def find_icons(rgb: np.ndarray, text_boxes: list) -> list[tuple]:
    """Icon-sized, roughly square blobs of ink that no text line covers (icon buttons, avatars)."""
    import cv2

    grey = cv2.cvtColor(rgb, cv2.COLOR_RGB2GRAY)
    edges = cv2.Canny(grey, 60, 160)
    edges = cv2.dilate(edges, np.ones((3, 3), np.uint8))
    count, _, stats, _ = cv2.connectedComponentsWithStats(edges, connectivity=8)
    covered = np.zeros(grey.shape, bool)
    for l, t, r, b in text_boxes:
        covered[t:b, l:r] = True
    icons = []
    for x, y, w, h, _area in stats[1:count]:
        if not (ICON_SIZE[0] <= w <= ICON_SIZE[1] and ICON_SIZE[0] <= h <= ICON_SIZE[1]):
            continue
        if not 0.6 <= w / h <= 1.7 or covered[y + h // 2, x + w // 2]:
            continue
        icons.append((int(x), int(y), int(x + w), int(y + h)))
    return icons
