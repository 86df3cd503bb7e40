"""Preparing the screenshot for a model: crop (zoom-in), resize per frame/preset, encode.

The resize happens here, on the client, and every prepared image remembers the screen region
it shows and the size it was sent at, so mapping an answer back never guesses the frame.
"""
from __future__ import annotations

import base64
import io
from dataclasses import dataclass

import numpy as np
from PIL import Image

from igg.agents.vlm.frames import Frame, Size


@dataclass(frozen=True)
class PreparedImage:
    data_url: str
    region: tuple[int, int, int, int]  # x0, y0, x1, y1 of the screen region shown, in screen pixels
    sent_size: Size
    fmt: str
    num_bytes: int

    @property
    def original_size(self) -> Size:
        x0, y0, x1, y1 = self.region
        return (x1 - x0, y1 - y0)

    def to_screen(self, frame: Frame, x: float, y: float) -> tuple[float, float]:
        sx, sy = frame.to_screen(x, y, self.original_size, self.sent_size)
        return sx + self.region[0], sy + self.region[1]

    def from_screen(self, frame: Frame, x: float, y: float) -> tuple[float, float]:
        return frame.from_screen(x - self.region[0], y - self.region[1], self.original_size, self.sent_size)

    def log(self) -> dict:
        return {"original_size": list(self.original_size), "sent_size": list(self.sent_size),
                "region": list(self.region), "format": self.fmt, "bytes": self.num_bytes}


def to_pil(screenshot) -> Image.Image:
    if isinstance(screenshot, Image.Image):
        return screenshot.convert("RGB") if screenshot.mode != "RGB" else screenshot
    array = np.asarray(screenshot)
    if array.ndim != 3 or array.shape[2] not in (3, 4):
        raise ValueError(f"expected an HxWx3 screenshot, got shape {array.shape}")
    return Image.fromarray(array[:, :, :3].astype(np.uint8), "RGB")


def requested_size(rule, size: Size) -> Size:
    """A preset's image-size rule applied to `size`: None keeps it, (w, h) fixes it, and an
    object with `sent_size` (e.g. a SmartResize used only to size the image) computes it."""
    if rule is None:
        return (int(size[0]), int(size[1]))
    if hasattr(rule, "sent_size"):
        return rule.sent_size(size)
    return (int(rule[0]), int(rule[1]))


def crop_window(center: tuple[float, float], screen_size: Size, ratio: float) -> tuple[int, int, int, int]:
    """A window of `ratio` of each side centred on `center`, shifted back inside the screen."""
    width, height = screen_size
    cw = max(1, min(width, int(round(width * ratio))))
    ch = max(1, min(height, int(round(height * ratio))))
    x0 = int(round(center[0] - cw / 2))
    y0 = int(round(center[1] - ch / 2))
    x0 = min(max(x0, 0), width - cw)
    y0 = min(max(y0, 0), height - ch)
    return (x0, y0, x0 + cw, y0 + ch)


def encode(image: Image.Image, fmt: str = "png", quality: int = 90) -> tuple[str, int]:
    """A data URL for an image_url content part, and its byte count."""
    buffer = io.BytesIO()
    if fmt == "png":
        image.save(buffer, format="PNG")
        mime = "image/png"
    elif fmt in ("jpeg", "jpg"):
        image.save(buffer, format="JPEG", quality=quality)
        mime = "image/jpeg"
    else:
        raise ValueError(f"unknown image format {fmt!r}: use png or jpeg")
    data = buffer.getvalue()
    return f"data:{mime};base64,{base64.b64encode(data).decode('ascii')}", len(data)


def prepare(screenshot, frame: Frame, size_rule=None, region=None, fmt: str = "png",
            quality: int = 90) -> PreparedImage:
    """Crop to `region` (screen pixels, default the whole screenshot), resize to the size the
    preset's rule and then the frame ask for, and encode."""
    image = to_pil(screenshot)
    if region is None:
        region = (0, 0, image.width, image.height)
    region = tuple(int(v) for v in region)
    if region != (0, 0, image.width, image.height):
        image = image.crop(region)
    sent = frame.sent_size(requested_size(size_rule, image.size))
    if image.size != tuple(sent):
        image = image.resize(sent, Image.Resampling.LANCZOS)
    url, num_bytes = encode(image, fmt, quality)
    return PreparedImage(data_url=url, region=region, sent_size=tuple(sent), fmt=fmt, num_bytes=num_bytes)
