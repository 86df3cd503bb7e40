"""Coordinate frames: how a model's numbers relate to screen pixels.

A frame is an explicit object with one conversion each way, so the frame a model answers in is
never guessed. Sizes are (width, height). `original_size` is the size of the region the image
shows in screen pixels (the whole screenshot, or a zoom crop); `sent_size` is the size of the
image actually sent to the model (after the client-side resize).

- AbsolutePixels: pixels of the sent image (GTA1, Holo, OpenAI-style agents).
- SmartResize: pixels of the image after Qwen2.5-VL's smart_resize (Qwen2.5-VL, UI-TARS-1.5);
  the frame also decides the sent size, because the model's grid is that size.
- Normalized(scale): relative coordinates 0..scale (1 for 0-1, 1000 for 0-1000, 999 for 0-999),
  independent of the sent size.
"""
from __future__ import annotations

import math

Size = tuple[int, int]


class Frame:
    name = "frame"

    def sent_size(self, requested: Size) -> Size:
        """The size the image must be sent at when `requested` is asked for (most frames: as is)."""
        return (int(requested[0]), int(requested[1]))

    def extent(self, sent_size: Size) -> tuple[float, float]:
        """The largest x and y a well-formed answer may take."""
        raise NotImplementedError

    def to_screen(self, x: float, y: float, original_size: Size, sent_size: Size) -> tuple[float, float]:
        raise NotImplementedError

    def from_screen(self, x: float, y: float, original_size: Size, sent_size: Size) -> tuple[float, float]:
        raise NotImplementedError

    def describe(self, sent_size: Size) -> str:
        """One sentence for the prompt: what the numbers mean."""
        raise NotImplementedError

    def fmt(self, value: float) -> str:
        """A number written the way this frame's answers look."""
        return str(int(round(value)))

    def __repr__(self) -> str:
        return self.name


class AbsolutePixels(Frame):
    name = "absolute"

    def extent(self, sent_size):
        return float(sent_size[0]), float(sent_size[1])

    def to_screen(self, x, y, original_size, sent_size):
        return x * original_size[0] / sent_size[0], y * original_size[1] / sent_size[1]

    def from_screen(self, x, y, original_size, sent_size):
        return x * sent_size[0] / original_size[0], y * sent_size[1] / original_size[1]

    def describe(self, sent_size):
        return (f"Coordinates are pixels of the screenshot, which is {sent_size[0]}x{sent_size[1]}: "
                "x from the left edge, y from the top edge.")


def smart_resize(size: Size, factor: int = 28, min_pixels: int = 56 * 56,
                 max_pixels: int = 14 * 14 * 4 * 16384) -> Size:
    """Qwen2.5-VL's rule: each side to a multiple of `factor`, then scaled by a square root
    into [min_pixels, max_pixels]. 1440x900 -> 1428x896 at factor 28."""
    width, height = size
    w_bar = max(factor, round(width / factor) * factor)
    h_bar = max(factor, round(height / factor) * factor)
    if w_bar * h_bar > max_pixels:
        beta = math.sqrt(width * height / max_pixels)
        w_bar = max(factor, math.floor(width / beta / factor) * factor)
        h_bar = max(factor, math.floor(height / beta / factor) * factor)
    elif w_bar * h_bar < min_pixels:
        beta = math.sqrt(min_pixels / (width * height))
        w_bar = math.ceil(width * beta / factor) * factor
        h_bar = math.ceil(height * beta / factor) * factor
    return int(w_bar), int(h_bar)


class SmartResize(AbsolutePixels):
    """Absolute pixels of the smart-resized image; the frame fixes the sent size."""

    def __init__(self, factor: int = 28, min_pixels: int = 56 * 56, max_pixels: int = 14 * 14 * 4 * 16384):
        self.factor, self.min_pixels, self.max_pixels = factor, min_pixels, max_pixels
        self.name = f"smart_resize({factor})"

    def sent_size(self, requested):
        return smart_resize(requested, self.factor, self.min_pixels, self.max_pixels)


class Normalized(Frame):
    """Relative coordinates: 0..scale across the image, whatever its pixel size."""

    def __init__(self, scale: float = 1000):
        if scale <= 0:
            raise ValueError("scale must be positive")
        self.scale = scale
        self.name = f"normalized(0-{scale:g})"

    def extent(self, sent_size):
        return float(self.scale), float(self.scale)

    def to_screen(self, x, y, original_size, sent_size):
        return x / self.scale * original_size[0], y / self.scale * original_size[1]

    def from_screen(self, x, y, original_size, sent_size):
        return x / original_size[0] * self.scale, y / original_size[1] * self.scale

    def describe(self, sent_size):
        s = f"{self.scale:g}"
        return (f"Coordinates are relative to the screenshot, from 0 to {s} on each axis: (0, 0) is the "
                f"top-left corner and ({s}, {s}) the bottom-right corner, whatever the image size.")

    def fmt(self, value):
        if self.scale <= 1:
            return f"{value:.3f}"
        return str(int(round(value)))


FRAMES = {
    "absolute": AbsolutePixels,
    "smart_resize": SmartResize,
    "normalized_1": lambda: Normalized(1),
    "normalized_1000": lambda: Normalized(1000),
    "normalized_999": lambda: Normalized(999),
}


def make_frame(name: str) -> Frame:
    if name not in FRAMES:
        raise ValueError(f"unknown frame {name!r}; frames: {', '.join(FRAMES)}")
    return FRAMES[name]()
