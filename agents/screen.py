"""Screenshot-only cues shared by the heuristic and OCR agents (no DOM, no task information)."""
from __future__ import annotations

import re
from dataclasses import dataclass

import numpy as np

# Chromium's classic scrollbar thumb is a flat grey bar on a lighter track (horizontal bars are told so).
THUMB_GREY = (100, 200)
MIN_THUMB = 24
THUMB_WIDTH = (5, 16)
# Vertical thumbs are told by shape, whatever their colour (apps style them: dark on a dark theme,
# translucent over a coloured sidebar): a strip 4-16 px wide and at least STYLED_THUMB long, of one
# colour from top to bottom, with a colour change on both sides and the same colour beside it
# (its track, or the list it lies on) on at least one side.
STYLED_THUMB = 40
STYLED_WIDTH = (4, 16)
EDGE = 10  # summed channel difference that makes an edge (a thumb differs twice that from its sides)
STILL = 6  # rows by which the columns of one thumb may start or end apart (rounded ends)
DITHER = 6  # summed channel difference within one flat colour
END_SHARE = 0.2  # a thumb in the lower half this close (share of the screen) to the bottom is at its end

# Labels of controls that close dialogs, banners and toasts (one or two words).
DISMISS_PHRASES = ("got it", "not now", "no thanks", "accept all", "reject all", "maybe later", "close",
                   "dismiss", "skip", "accept", "turn off")


@dataclass(frozen=True)
class Scrollbar:
    axis: str  # "y" for a vertical bar, "x" for a horizontal one
    position: int  # column (vertical) or row (horizontal) of the bar's centre line
    start: int
    end: int  # extent of the thumb along the bar
    at_end: bool = False  # the thumb is at the end of its track (a chat scrolled to its newest message)

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


def _narrow_strips(rgb: np.ndarray) -> np.ndarray:
    """Pixels of horizontal runs of one colour STYLED_WIDTH wide, bounded by other colours (or the
    screen's right edge) on both sides, whose colour is the pixel's above too (give or take a
    gradient's dither: a translucent thumb over one)."""
    height, width, _ = rgb.shape
    edge = np.abs(np.diff(rgb, axis=1)).sum(axis=2) > EDGE  # between column x and x + 1
    columns = np.broadcast_to(np.arange(width, dtype=np.int16), (height, width))
    starts = np.zeros((height, width), bool)
    starts[:, 1:] = edge
    first = np.maximum.accumulate(np.where(starts, columns, -1), axis=1)
    ends = np.zeros((height, width), bool)
    ends[:, :-1] = edge
    last = np.minimum.accumulate(np.where(ends, columns, width - 1)[:, ::-1], axis=1)[:, ::-1]
    run = last - first + 1
    still = np.zeros((height, width), bool)
    still[1:] = np.abs(np.diff(rgb, axis=0)).sum(axis=2) <= DITHER
    return (first >= 1) & (run >= STYLED_WIDTH[0]) & (run <= STYLED_WIDTH[1]) & still


def _one_colour(column: np.ndarray) -> bool:
    return (np.abs(column - np.median(column, axis=0)).sum(axis=1) <= 2 * DITHER).mean() >= 0.9


def _column_runs(mask: np.ndarray, least: int) -> list[tuple[int, int, int]]:
    """Every vertical run of True in `mask` at least `least` long: (column, start, end)."""
    padded = np.zeros((mask.shape[0] + 2, mask.shape[1]), np.int8)
    padded[1:-1] = mask
    change = np.diff(padded, axis=0)
    rises, falls = np.nonzero(change.T == 1), np.nonzero(change.T == -1)  # (column, row), column-major
    return [(int(x), int(start), int(end)) for x, start, end in zip(rises[0], rises[1], falls[1]) if end - start >= least]


def _styled_bars(rgb: np.ndarray) -> list[Scrollbar]:
    height, width, _ = rgb.shape
    groups: list[list] = []  # neighbouring columns' runs that start and end together
    open_at: dict = {}  # column -> groups whose last column is the one before it
    # column by column; every other row is enough to find strips this long (and halves the work)
    for x, half_start, half_end in _column_runs(_narrow_strips(rgb[::2]), STYLED_THUMB // 2):
        start, end = 2 * half_start, 2 * half_end
        group = next((g for g in open_at.get(x, ()) if abs(g[2] - start) <= STILL and abs(g[3] - end) <= STILL), None)
        if group is None:
            group = [x, x + 1, start, end]
            groups.append(group)
        group[1] = x + 1
        open_at.setdefault(x + 1, []).append(group)
    bars = []
    for x0, x, start, end in groups:
        mid = (x0 + x - 1) // 2
        if not STYLED_WIDTH[0] <= x - x0 <= STYLED_WIDTH[1] or end - start >= 0.9 * height:
            continue
        thumb = np.median(rgb[start:end, mid], axis=0)
        sides = [rgb[start:end, c] for c in (x0 - 2, x + 1) if 0 <= c < width]
        if any(_one_colour(side) for side in sides) and all(
                np.abs(np.median(side, axis=0) - thumb).sum() >= 2 * EDGE for side in sides):
            at_end = end >= height - 4 or (start + end) / 2 > height / 2 and height - end < END_SHARE * height
            bars.append((int(thumb.sum()), Scrollbar("y", mid, start, end, at_end)))
    # a classic track is a strip of its own above and below its thumb: of bars that meet in one
    # column, the thumb is the darker
    return [bar for shade, bar in bars if not any(
        abs(other.position - bar.position) <= 3 and (0 <= other.start - bar.end <= 10 or 0 <= bar.start - other.end <= 10)
        and other_shade < shade for other_shade, other in bars)]


_LAST_BARS: list = [None, []]  # the last screenshot asked about and its bars: a step asks more than once


def find_scrollbars(screenshot: np.ndarray) -> list[Scrollbar]:
    """Visible scrollbar thumbs, longest first (a proxy for the largest scrollable area)."""
    if _LAST_BARS[0] is screenshot:
        return list(_LAST_BARS[1])
    rgb = screenshot[..., :3].astype(np.int16)
    grey = (rgb[..., 0] == rgb[..., 1]) & (rgb[..., 1] == rgb[..., 2])
    mask = grey & (rgb[..., 0] >= THUMB_GREY[0]) & (rgb[..., 0] <= THUMB_GREY[1])
    bars = sorted(_styled_bars(rgb) + _bars(mask.T, "x"), key=lambda b: -b.length)
    _LAST_BARS[:] = [screenshot, bars]
    return list(bars)


def scroll_point(bar: Scrollbar, width: int, height: int):
    """A point inside the area a scrollbar belongs to (left of a vertical bar, above a horizontal one)."""
    if bar.axis == "y":
        return max(0, bar.position - 80), min(height - 1, (bar.start + bar.end) // 2)
    return min(width - 1, (bar.start + bar.end) // 2), max(0, bar.position - 40)


def normalize_word(text: str) -> str:
    """A read word as compared with instruction words and labels: lower case, no punctuation."""
    return re.sub(r"[^a-z0-9\u00e0-\u024f&-]", "", re.sub(r"'s$", "", text.lower()))


def dismiss_controls(words, phrases=DISMISS_PHRASES) -> list[tuple[int, int]]:
    """Centres of short lines (up to four words) whose word, or pair of words, reads like a dismiss
    control: "Not now" on a banner, not the "Close" of a "Close pull request" button."""
    found = []
    per_line: dict = {}
    for word in words:
        per_line[word.line] = per_line.get(word.line, 0) + 1
    for i, word in enumerate(words):
        if per_line[word.line] > 4:
            continue
        text = normalize_word(word.text)
        after = words[i + 1] if i + 1 < len(words) and words[i + 1].line == word.line else None
        if after is not None and f"{text} {normalize_word(after.text)}" in phrases:
            found.append((int((word.left + after.left + after.width) / 2), int(word.top + word.height / 2)))
        elif text in phrases and per_line[word.line] <= 2:
            found.append(tuple(int(v) for v in word.center))
    return found


@dataclass(frozen=True)
class TitleBar:
    """The top band of a floating window: a strip of one colour, unlike the page, with an edge above."""

    left: int
    right: int
    top: int

    @property
    def grab(self):
        return self.left + min(40, (self.right - self.left) // 4), self.top + 8


TITLE_WIDTH = (220, 0.75)  # pixels at least, share of the screen width at most
TITLE_ROWS = 6
TITLE_MIN_TOP = 110  # app bars and search fields sit above this


def _far(pixels: np.ndarray, page: np.ndarray) -> np.ndarray:
    """Pixels unlike the page's colour."""
    return np.abs(pixels[..., :3].astype(np.int16) - page).sum(axis=-1) > 90


def _window_below(screenshot: np.ndarray, page: np.ndarray, x0: int, x1: int, y: int) -> bool:
    """A window hangs below a title bar: its sides, unlike the page, run on for 100 rows; or, for a
    window as pale as the page (a white canvas over a white chat), its sides are its own margin,
    one colour all the way down, with something else beside them (a shadow, a border, the page's
    content)."""
    sides = screenshot[y + 31:y + 131, [x0 + 2, x1 - 3], :3].astype(np.int16)
    if sides.shape[0] < 60:
        return False
    if _far(sides, page).mean() >= 0.7:
        return True
    margin = np.median(sides, axis=0)  # each side's colour (the bar's bottom rows may still be in view)
    plain = (np.abs(sides - margin).sum(axis=-1) <= 6).mean(axis=0) >= 0.9
    outside = [c for c in (x0 - 14, x1 + 14) if 0 <= c < screenshot.shape[1]]  # past rounded corners
    unlike = [(np.abs(screenshot[y + 31:y + 131, c, :3].astype(np.int16) - margin[0]).sum(axis=-1) > 30).mean() >= 0.05
              for c in outside]
    return bool(plain.all() and any(unlike))


def find_title_bars(screenshot: np.ndarray, limit: int = 3) -> list[TitleBar]:
    """Candidate title bars of floating windows (picture-in-picture, call windows, chat heads),
    topmost first; bands inside a window found above are left out."""
    height, width = screenshot.shape[:2]
    page = np.median(screenshot[::16, ::16, :3].reshape(-1, 3), axis=0)
    # One int per pixel, so that "same colour" is one comparison rather than three.
    packed = (screenshot[..., 0].astype(np.int32) << 16) | (screenshot[..., 1].astype(np.int32) << 8) \
        | screenshot[..., 2]
    body = packed[1:height - TITLE_ROWS]
    same = packed[:height - TITLE_ROWS - 1] != body  # an edge above ...
    for k in range(1, TITLE_ROWS):
        same &= packed[1 + k:height - TITLE_ROWS + k] == body  # ... and the same colour below
    bars = []
    # Only rows wide enough before the page's colour is checked: that is the costly part.
    for y in np.nonzero(same.sum(axis=1) >= TITLE_WIDTH[0])[0]:
        mask = same[y] & _far(screenshot[y + 1], page)
        if mask.sum() < TITLE_WIDTH[0]:
            continue
        row = np.concatenate(([False], mask, [False]))
        changes = np.flatnonzero(row[1:] != row[:-1])
        for x0, x1 in zip(changes[::2], changes[1::2]):
            if TITLE_WIDTH[0] <= x1 - x0 <= TITLE_WIDTH[1] * width and y + 1 >= TITLE_MIN_TOP \
                    and _window_below(screenshot, page, x0, x1, y):
                distance = float(np.abs(screenshot[y + 1, x0, :3].astype(np.int16) - page).sum())
                bars.append((distance, TitleBar(int(x0), int(x1), int(y + 1))))
    out = []
    for _, bar in sorted(bars, key=lambda item: item[1].top):  # a window's top band before its insides
        inside = any(b.left - 20 <= bar.left and bar.right <= b.right + 20 and bar.top - b.top < 500 for b in out)
        if not inside:
            out.append(bar)
    return out[:limit]


def appeared_icons(before: np.ndarray, after: np.ndarray, top: int, bottom: int, size=(9, 40)) -> list[tuple]:
    """Centres of icon-sized shapes drawn in rows top..bottom of `after` that `before` did not have
    (the buttons a row hover brings up), left to right. Edges rather than pixels are compared, so
    the row's hover shade alone brings nothing up."""
    import cv2

    top, bottom = max(0, top), min(after.shape[0], bottom)
    if bottom - top < size[0] or before.shape != after.shape:
        return []
    kernel = np.ones((3, 3), np.uint8)
    edges = [cv2.Canny(cv2.cvtColor(np.ascontiguousarray(shot[top:bottom, :, :3]), cv2.COLOR_RGB2GRAY), 60, 160)
             for shot in (before, after)]
    new = ((edges[1] > 0) & ~(cv2.dilate(edges[0], kernel) > 0)).astype(np.uint8)
    count, _, stats, _ = cv2.connectedComponentsWithStats(cv2.dilate(new, kernel), connectivity=8)
    out = []
    for x, y, w, h, _area in stats[1:count]:
        if size[0] <= w <= size[1] and size[0] <= h <= size[1] and 0.6 <= w / h <= 1.7:
            out.append((int(x + w // 2), int(top + y + h // 2)))
    return sorted(out)


DOT_SIZE = (2, 6)  # side of one dot of a "more" glyph, in pixels
DOT_STEP = (4, 10)  # distance between the centres of its dots


def more_glyphs(screenshot: np.ndarray, text_boxes=()) -> list[tuple]:
    """Centres of "more" glyphs: three like dots in a row or a column, evenly spaced (the ⋯ and ⋮
    of overflow menus, which the text reader rarely reads). Dots inside a text line (an
    ellipsis) are left out."""
    import cv2

    grey = cv2.cvtColor(np.ascontiguousarray(screenshot[..., :3]), cv2.COLOR_RGB2GRAY)
    ink = (cv2.absdiff(grey, cv2.medianBlur(grey, 15)) > 40).astype(np.uint8)
    count, _, stats, centroids = cv2.connectedComponentsWithStats(ink, connectivity=8)
    grid: dict = {}  # dots by their centre, rounded
    for (x, y, w, h, area), (cx, cy) in zip(stats[1:count], centroids[1:count]):
        if DOT_SIZE[0] <= w <= DOT_SIZE[1] and DOT_SIZE[0] <= h <= DOT_SIZE[1] and abs(w - h) <= 1 \
                and area >= 0.6 * w * h:
            grid.setdefault((round(cx), round(cy)), []).append(w)

    def dot_at(x, y, size) -> bool:
        return any(abs(w - size) <= 1 for dx in (-1, 0, 1) for dy in (-1, 0, 1) for w in grid.get((x + dx, y + dy), ()))

    found = []
    for (x, y), sizes in grid.items():
        for axis in ((1, 0), (0, 1)):  # a row (⋯) or a column (⋮) with this dot in the middle
            if any(dot_at(x - s * axis[0], y - s * axis[1], sizes[0]) and dot_at(x + s * axis[0], y + s * axis[1], sizes[0])
                   for s in range(DOT_STEP[0], DOT_STEP[1] + 1)):
                found.append((x, y))
                break
    boxes = list(text_boxes)
    return sorted(p for p in found if not any(l <= p[0] <= r and t <= p[1] <= b for l, t, r, b in boxes))


def colourful(screenshot: np.ndarray, point, radius: int = 8) -> bool:
    """The shape at `point` is filled with strong colour (an emoji, a photo), unlike a control's
    glyph: thin strokes of one grey or one accent colour fill little of the patch around it."""
    x, y = point
    patch = screenshot[max(0, y - radius):y + radius, max(0, x - radius):x + radius, :3].astype(np.int16)
    if not patch.size:
        return False
    saturated = (patch.max(axis=2) - patch.min(axis=2)) > 80
    return float(saturated.mean()) > 0.35


INK_CONTRAST = 60  # summed channel difference from the background that counts as ink
INK_GAP = 4  # blank columns that separate a glyph from the text beside it
INK_MIN = 6  # columns: narrower spans are rules and borders, not glyphs


FADED = 0.5  # contrast of text with its background under which it looks disabled (greyed out)


def _background(patch: np.ndarray) -> np.ndarray:
    """The commonest colour of a box's top and bottom rows: what its text is drawn on."""
    edge = np.concatenate([patch[0], patch[-1]])
    colours, counts = np.unique(edge, axis=0, return_counts=True)
    return colours[counts.argmax()]


def faded(screenshot: np.ndarray, box) -> bool:
    """Text drawn in little contrast with its background, as a disabled button's label is."""
    left, top, right, bottom = box
    patch = screenshot[top:bottom, left:right, :3].astype(np.int16)
    if patch.size == 0:
        return False
    difference = np.abs(patch - _background(patch)).sum(axis=2)
    return float(np.percentile(difference, 99)) < FADED * 765


def ink_runs(screenshot: np.ndarray, box) -> list[tuple[int, int]]:
    """Column spans (left, right) of ink in a box, split at gaps of INK_GAP blank columns: where the
    glyph of a line read as "☆Patagonia" is (the first span) when the reader joined an icon to its
    text."""
    left, top, right, bottom = box
    patch = screenshot[top:bottom, left:right, :3].astype(np.int16)
    if patch.size == 0:
        return []
    inked = np.flatnonzero((np.abs(patch - _background(patch)).sum(axis=2) > INK_CONTRAST).any(axis=0))
    runs = []
    for x in inked:
        if runs and x - runs[-1][1] <= INK_GAP:
            runs[-1][1] = x + 1
        else:
            runs.append([x, x + 1])
    return [(int(left + a), int(left + b)) for a, b in runs if b - a >= INK_MIN]



GLYPH_REACH = (10, 4)  # pixels: ink this close beside a glyph's box, reaching this far past it, joins it


def stands_alone(screenshot: np.ndarray, box) -> bool:
    """The glyph's ink ends at its box: a "×" read off a bigger icon (a video's mute button, a
    speaker with a cross) is not a close button."""
    left, top, right, bottom = box
    reach, slack = GLYPH_REACH
    runs = ink_runs(screenshot, (max(0, left - reach), top, right + reach, bottom))
    return all(left - slack <= a and b <= right + slack for a, b in runs if a < right and b > left)

SKELETON_BAR = (6, 20)  # pixels: height of one skeleton bar
SKELETON_WIDTH = 100  # pixels: skeleton bars are at least this wide
SKELETON_ROWS = 3
PROGRESS_BAR = (3, 10)  # pixels: height of a progress bar
PROGRESS_WIDTH = (20, 120)  # pixels: the shortest done part, and the shortest whole bar
SATURATED = 80  # max minus min channel of a strong colour (a grey's is near 0)
BLANK_MIDDLE = ((0.3, 0.6), (0.3, 0.9))  # shares of the width and height: the middle of the screen ...
BLANK_SHARE = 0.99  # ... this much of one colour is blank
ROUNDED = 4  # pixels by which the rows of one bar may start or end apart (rounded ends)


def _flat_blocks(rgb: np.ndarray, least: int) -> list[tuple]:
    """Blocks of one colour: (left, top, right, bottom, colour) from runs of at least `least`
    like pixels in a row, joined down rows of the same colour and about the same extent."""
    packed = (rgb[..., 0].astype(np.int32) << 16) | (rgb[..., 1].astype(np.int32) << 8) | rgb[..., 2]
    open_blocks, blocks = {}, []
    for y, row in enumerate(packed):
        edges = np.flatnonzero(row[1:] != row[:-1]) + 1
        starts = np.concatenate(([0], edges))
        ends = np.concatenate((edges, [row.size]))
        long = (ends - starts) >= least
        still_open = {}
        for x0, x1 in zip(starts[long], ends[long]):
            colour = int(row[x0])
            block = next((b for b in open_blocks.get(colour, ())
                          if abs(b[0] - x0) <= ROUNDED and abs(b[2] - x1) <= ROUNDED), None)
            if block is None:
                block = [x0, y, x1, y, colour]
            block[0], block[2], block[3] = min(block[0], x0), max(block[2], x1), y + 1
            still_open.setdefault(colour, []).append(block)
        for colour, old in open_blocks.items():
            blocks.extend(b for b in old if b not in still_open.get(colour, ()))
        open_blocks = still_open
    blocks.extend(b for old in open_blocks.values() for b in old)
    return [tuple(int(v) for v in b) for b in blocks]


def _saturation(colour: int) -> int:
    channels = ((colour >> 16) & 255, (colour >> 8) & 255, colour & 255)
    return max(channels) - min(channels)


def _island(rgb: np.ndarray, box) -> bool:
    """The box lies on one flat colour not its own: each of the rows above and below it and the
    columns beside it is nearly all that colour (the white between two bordered cards is no bar)."""
    left, top, right, bottom = box
    if top < 1 or left < ROUNDED or bottom >= rgb.shape[0] or right + ROUNDED > rgb.shape[1]:
        return False
    # the columns a little way out: rounded ends fade into the ground over a pixel or two
    sides = [rgb[top - 1, left:right], rgb[bottom, left:right], rgb[top:bottom, left - ROUNDED],
             rgb[top:bottom, right + ROUNDED - 1]]
    colours, counts = np.unique(sides[0], axis=0, return_counts=True)
    ground = colours[counts.argmax()]
    return not np.array_equal(ground, rgb[top, (left + right) // 2]) and all(
        (side == ground).all(axis=1).mean() >= 0.8 for side in sides)


def content_pending(screenshot: np.ndarray) -> bool:
    """Skeleton rows, a progress bar or a blank middle (a spinner's feed, a stream not started) on
    the screen: something is still loading or uploading."""
    rgb = np.ascontiguousarray(screenshot[..., :3])
    height, width = rgb.shape[:2]
    middle = rgb[int(height * BLANK_MIDDLE[1][0]):int(height * BLANK_MIDDLE[1][1]),
                 int(width * BLANK_MIDDLE[0][0]):int(width * BLANK_MIDDLE[0][1])]
    if (middle == middle[0, 0]).all(axis=2).mean() >= BLANK_SHARE:  # its top left pixel's colour
        return True
    blocks = _flat_blocks(rgb, PROGRESS_WIDTH[0])
    bars: dict = {}  # colour -> boxes of bars that size
    for left, top, right, bottom, colour in blocks:
        if SKELETON_BAR[0] <= bottom - top <= SKELETON_BAR[1] and right - left >= SKELETON_WIDTH:
            bars.setdefault(colour, []).append((left, top, right, bottom))
    for boxes in bars.values():  # the ground is looked at only for colours with rows enough
        if len({box[1] for box in boxes}) >= SKELETON_ROWS \
                and len({box[1] for box in boxes if _island(rgb, box)}) >= SKELETON_ROWS:
            return True
    thin = [b for b in blocks if PROGRESS_BAR[0] <= b[3] - b[1] <= PROGRESS_BAR[1]]
    rests: dict = {}  # grey thin bars by where they start
    for block in thin:
        if _saturation(block[4]) < SATURATED // 4:
            rests.setdefault((block[0], block[1]), []).append(block)
    for done in thin:
        if _saturation(done[4]) < SATURATED:
            continue
        for dx in range(-2, 3):
            for dy in range(-2, 3):
                for rest in rests.get((done[2] + dx, done[1] + dy), ()):
                    if abs(rest[3] - done[3]) <= 2 and rest[2] - done[0] >= PROGRESS_WIDTH[1] \
                            and _island(rgb, (done[0], done[1], rest[2], done[3])):
                        return True
    return False


MENU_CORNER = (150, 130)  # pixels: a menu button (three bars) sits this near the top-left corner
MENU_BAR = (10, 28)  # pixels: length of one of its bars
MENU_STEP = (4, 9)  # pixels between the centres of two bars
LINE_CONTRAST = 90  # summed channel difference that makes ink of a thin glyph (a menu button's bar, a caret)


def menu_buttons(screenshot: np.ndarray) -> list[tuple[int, int]]:
    """Centres of menu buttons ("≡": three thin bars of one length, evenly spaced) near the top-left
    corner, the control that opens a phone layout's drawer."""
    import itertools

    width, height = MENU_CORNER
    rgb = screenshot[:height + 6, :width, :3].astype(np.int16)
    thin = ((np.abs(rgb[3:-3] - rgb[:-6]).sum(axis=2) > LINE_CONTRAST)
            & (np.abs(rgb[3:-3] - rgb[6:]).sum(axis=2) > LINE_CONTRAST))  # row y is the image's y + 3
    rows_by_span: dict[tuple, list] = {}
    for y, row in enumerate(thin):
        edges = np.flatnonzero(np.diff(np.concatenate([[0], row.astype(np.int8), [0]])))
        for left, right in zip(edges[::2], edges[1::2]):
            if MENU_BAR[0] <= right - left <= MENU_BAR[1]:
                rows_by_span.setdefault((int(left), int(right)), []).append(y + 3)
    found = set()
    for left, right in rows_by_span:
        rows = sorted({y for (l, r), ys in rows_by_span.items() if abs(l - left) <= 1 and abs(r - right) <= 1
                       for y in ys})
        bars = []  # runs of consecutive rows
        for y in rows:
            if bars and y - bars[-1][1] <= 1:
                bars[-1][1] = y
            else:
                bars.append([y, y])
        centres = [(top + bottom) / 2 for top, bottom in bars if bottom - top <= 3]
        for a, b, c in itertools.combinations(centres, 3):
            if MENU_STEP[0] <= b - a <= MENU_STEP[1] and abs((b - a) - (c - b)) <= 1:
                found.add(((left + right) // 2, int(b)))
    return sorted(found, key=lambda p: (p[1], p[0]))[:1]


PICTURE_BLOCK = 16  # pixels: the screen is looked at in blocks of this side
PICTURE_INK = 0.9  # share of a block's pixels unlike the page's background colour: a block of picture
PICTURE_LEAST = (12, 8)  # blocks: the smallest picture (width, height)


def picture_boxes(screenshot: np.ndarray) -> list[tuple[int, int, int, int]]:
    """(left, top, right, bottom) of large solid pictures (a video player, a photo), largest first:
    blocks almost wholly unlike the page's commonest colour, joined into a filled rectangle."""
    import cv2

    side = PICTURE_BLOCK
    rows, cols = screenshot.shape[0] // side, screenshot.shape[1] // side
    rgb = screenshot[:rows * side, :cols * side, :3].astype(np.int16)
    sample = rgb[::4, ::4].reshape(-1, 3).astype(np.int32)
    colours, counts = np.unique((sample[:, 0] << 16) | (sample[:, 1] << 8) | sample[:, 2], return_counts=True)
    commonest = int(colours[counts.argmax()])  # one int per colour: far quicker to count than triples
    page = np.array([commonest >> 16, (commonest >> 8) & 255, commonest & 255], np.int16)
    unlike = (np.abs(rgb - page).sum(axis=2) > 24).reshape(rows, side, cols, side).mean(axis=(1, 3))
    count, _, stats, _ = cv2.connectedComponentsWithStats((unlike > PICTURE_INK).astype(np.uint8), connectivity=4)
    boxes = [(int(x * side), int(y * side), int((x + w) * side), int((y + h) * side))
             for x, y, w, h, area in stats[1:count]
             if w >= PICTURE_LEAST[0] and h >= PICTURE_LEAST[1] and area >= 0.8 * w * h]
    return sorted(boxes, key=lambda b: -(b[2] - b[0]) * (b[3] - b[1]))


SHADOW_SAMPLES = 7  # columns across a picture's lower edge where its drop shadow is looked for
SHADOW_REACH = (6, 24)  # pixels: a drop shadow fades out over this many rows below the edge
SHADOW_RISE = 40  # summed channel brightness a shadow gains, at least, as it fades into the page


def _shadow_under(column: np.ndarray) -> bool:
    """Brightness (summed channels) down a column from just above a picture's coarse lower edge:
    the picture ends in a sharp step, then a drop shadow brightens smoothly, row by row."""
    steps = np.diff(column)
    for y in np.flatnonzero(np.abs(steps) > 3 * SHADOW_RISE):  # the picture's edge
        fade = column[y + 1:y + 1 + SHADOW_REACH[1]]
        rise = np.diff(fade)
        if len(fade) >= SHADOW_REACH[0] and fade[-1] - fade[0] >= SHADOW_RISE and (rise >= 0).all() \
                and (rise[:SHADOW_REACH[0]] > 0).sum() >= SHADOW_REACH[0] - 2:
            return True
    return False


def floating_pictures(screenshot: np.ndarray) -> list[tuple[int, int, int, int]]:
    """Pictures that float over the page (a docked video, a picture-in-picture): a picture box with
    a drop shadow fading out under it, which pictures laid in the page do not cast."""
    height = screenshot.shape[0]
    bright = screenshot[..., :3].astype(np.int32).sum(axis=2)
    out = []
    for box in picture_boxes(screenshot):
        left, top, right, bottom = box
        low, high = max(0, bottom - PICTURE_BLOCK), min(height, bottom + PICTURE_BLOCK + SHADOW_REACH[1])
        columns = np.linspace(left + PICTURE_BLOCK, right - PICTURE_BLOCK, SHADOW_SAMPLES).astype(int)
        if high - low > SHADOW_REACH[1] and sum(_shadow_under(bright[low:high, x]) for x in columns) > SHADOW_SAMPLES // 2:
            out.append(box)
    return out


CARET_BAND = 120  # pixels: the top bars, where a small "⌄" next to a button opens its menu
CARET_SIZE = ((6, 12), (3, 7))  # pixels: a caret's width and height
CARET_TEXT_GAP = 16  # pixels: a caret this close right of a text line belongs to that text (a file name's menu)


def dropdown_carets(screenshot: np.ndarray, text_boxes=(), after_text: bool = False) -> list[tuple[int, int]]:
    """Centres of the small down-pointing carets of the top bars, left to right, that follow an
    icon rather than text (the flyouts of a toolbar's tools); with `after_text`, those that follow
    text instead (a file name's menu, a zoom level's)."""
    import cv2

    band = screenshot[:CARET_BAND, :, :3].astype(np.int16)
    background = np.median(band[:, ::7], axis=1)  # each row's commonest colour, near enough
    ink = (np.abs(band - background[:, None, :]).sum(axis=2) > LINE_CONTRAST).astype(np.uint8)
    count, labels, stats, _ = cv2.connectedComponentsWithStats(ink, connectivity=8)
    (least_w, most_w), (least_h, most_h) = CARET_SIZE
    found = []
    for i in range(1, count):
        x, y, w, h, _ = stats[i]
        if not (least_w <= w <= most_w and least_h <= h <= most_h and w > h):
            continue
        rows = labels[y:y + h, x:x + w] == i
        spans = [np.flatnonzero(row) for row in rows]
        if not len(spans[0]) or not len(spans[-1]):
            continue
        if spans[0][-1] - spans[0][0] + 1 < w - 1 or spans[-1][-1] - spans[-1][0] + 1 > max(3, w // 3):
            continue  # not a "v": its top as wide as the glyph, its bottom a point
        centre = (int(x + w // 2), int(y + h // 2))
        if any(t <= centre[1] <= b and l <= centre[0] <= r + CARET_TEXT_GAP for l, t, r, b in text_boxes) != after_text:
            continue
        found.append(centre)
    return sorted(found)


def tick_box(screenshot: np.ndarray, box) -> tuple[int, int] | None:
    """The centre of an empty square drawn just left of a line, or as its first glyph: a task's or a
    list item's check box (straight edges all round, blank inside), or None."""
    left, top, right, bottom = box
    height = bottom - top
    region = (max(0, left - 2 * height - 8), max(0, top - 4), min(screenshot.shape[1], left + 3 * height), bottom + 4)
    for a, b in reversed(ink_runs(screenshot, region)):
        if a >= left + 2 * height or not 0.5 * height <= b - a <= 1.3 * height + 4:
            continue
        patch = screenshot[region[1]:region[3], a:b, :3].astype(np.int16)
        inked = np.abs(patch - _background(screenshot[region[1]:region[3], region[0]:region[2], :3].astype(np.int16))).sum(axis=2) > INK_CONTRAST
        rows = np.flatnonzero(inked.any(axis=1))
        if rows.size == 0 or abs((rows[-1] - rows[0] + 1) - (b - a)) > 4:
            continue
        square = inked[rows[0]:rows[-1] + 1]
        edges = min(square[0].mean(), square[-1].mean(), square[:, 0].mean(), square[:, -1].mean())
        inside = square[2:-2, 2:-2]
        if edges >= 0.7 and inside.size and inside.mean() <= 0.1:
            return (a + b) // 2, region[1] + (rows[0] + rows[-1]) // 2
    return None
