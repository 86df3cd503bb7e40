"""Small vector UI pieces (toolbar icons, scrollbars, buttons, avatars) drawn with Pillow primitives.

Icons are ~16 px line drawings in the style of desktop toolbars; they only decorate the chrome and
are never targets, so they need to look right at a glance, not match any real icon set.
"""
from __future__ import annotations

from PIL import ImageDraw

from igg.tasks.pointerbench.generate.render_text import get_font, SANS, families


def _ui_font(size: int, bold: bool = False):
    return get_font(families(SANS)[0], size, bold)


def icon(d: ImageDraw.ImageDraw, kind: str, x: int, y: int, s: int = 16, color=(70, 70, 70), accent=None):
    """Draw icon `kind` with its top-left at (x, y), size s."""
    c, a = color, accent or color
    m = s // 2
    if kind == "paste":
        d.rectangle([x + 2, y + 2, x + s - 3, y + s - 1], outline=c)
        d.rectangle([x + m - 3, y, x + m + 2, y + 3], fill=a)
        d.rectangle([x + m - 1, y + 6, x + s - 1, y + s - 1], fill=(255, 255, 255), outline=c)
    elif kind == "cut":
        d.ellipse([x + 1, y + s - 6, x + 6, y + s - 1], outline=c)
        d.ellipse([x + s - 7, y + s - 6, x + s - 2, y + s - 1], outline=c)
        d.line([x + 4, y + s - 6, x + s - 4, y + 1], fill=c)
        d.line([x + s - 5, y + s - 6, x + 3, y + 1], fill=c)
    elif kind == "copy":
        d.rectangle([x + 1, y + 1, x + s - 6, y + s - 5], outline=c)
        d.rectangle([x + 5, y + 5, x + s - 2, y + s - 1], fill=(255, 255, 255), outline=c)
    elif kind == "brush":
        d.rectangle([x + 2, y + 1, x + s - 3, y + 6], outline=c, fill=a)
        d.line([x + m, y + 6, x + m, y + s - 1], fill=c, width=2)
    elif kind in ("bold", "italic", "underline", "strike"):
        letter = {"bold": "B", "italic": "I", "underline": "U", "strike": "S"}[kind]
        f = get_font(families(("Liberation Serif", "DejaVu Serif"))[0], s - 2, bold=kind == "bold",
                     italic=kind == "italic")
        d.text((x + m, y + s - 2), letter, font=f, fill=c, anchor="ms")
        if kind == "underline":
            d.line([x + 3, y + s, x + s - 3, y + s], fill=c)
        if kind == "strike":
            d.line([x + 2, y + m + 1, x + s - 2, y + m + 1], fill=c)
    elif kind in ("align_left", "align_center", "align_right", "justify", "list"):
        for i, frac in enumerate((1.0, 0.6, 0.85, 0.5)):
            w = int((s - 2) * (1.0 if kind == "justify" else frac))
            yy = y + 2 + i * 4
            if kind == "list":
                d.rectangle([x + 1, yy, x + 2, yy + 1], fill=c)
                d.line([x + 5, yy, x + s - 1, yy], fill=c)
                continue
            x0 = {"align_left": x + 1, "justify": x + 1, "align_center": x + (s - w) // 2,
                  "align_right": x + s - 1 - w}[kind]
            d.line([x0, yy, x0 + w, yy], fill=c)
    elif kind == "merge":
        d.rectangle([x + 1, y + 3, x + s - 2, y + s - 3], outline=c)
        d.line([x + 4, y + m, x + s - 5, y + m], fill=a)
        d.polygon([(x + 4, y + m), (x + 6, y + m - 2), (x + 6, y + m + 2)], fill=a)
        d.polygon([(x + s - 5, y + m), (x + s - 7, y + m - 2), (x + s - 7, y + m + 2)], fill=a)
    elif kind in ("sum", "percent", "currency", "fx", "decimal"):
        txt = {"sum": "Σ", "percent": "%", "currency": "€", "fx": "fx", "decimal": ".00"}[kind]
        f = get_font(families(("DejaVu Sans", "Liberation Sans"))[0], s - 4 if kind != "decimal" else s - 7,
                     italic=kind == "fx")
        d.text((x + m, y + m + 1), txt, font=f, fill=c, anchor="mm")
    elif kind == "sort":
        d.line([x + 4, y + 2, x + 4, y + s - 2], fill=c)
        d.polygon([(x + 1, y + s - 5), (x + 7, y + s - 5), (x + 4, y + s - 1)], fill=c)
        d.text((x + s - 4, y + 5), "A", font=_ui_font(7, True), fill=a, anchor="mm")
        d.text((x + s - 4, y + s - 4), "Z", font=_ui_font(7, True), fill=a, anchor="mm")
    elif kind == "filter":
        d.polygon([(x + 1, y + 2), (x + s - 2, y + 2), (x + m + 1, y + m + 1), (x + m + 1, y + s - 1),
                   (x + m - 2, y + s - 3), (x + m - 2, y + m + 1)], outline=c)
    elif kind in ("search", "find"):
        d.ellipse([x + 1, y + 1, x + s - 6, y + s - 6], outline=c, width=2)
        d.line([x + s - 7, y + s - 7, x + s - 2, y + s - 2], fill=c, width=2)
    elif kind in ("undo", "redo"):
        d.arc([x + 2, y + 3, x + s - 2, y + s], 200 if kind == "undo" else -20, 340 if kind == "undo" else 160,
              fill=c, width=2)
        if kind == "undo":
            d.polygon([(x + 1, y + 4), (x + 7, y + 4), (x + 3, y + 9)], fill=c)
        else:
            d.polygon([(x + s - 2, y + 4), (x + s - 8, y + 4), (x + s - 4, y + 9)], fill=c)
    elif kind == "print":
        d.rectangle([x + 4, y + 1, x + s - 5, y + 5], outline=c)
        d.rounded_rectangle([x + 1, y + 5, x + s - 2, y + s - 4], 2, outline=c)
        d.rectangle([x + 4, y + s - 7, x + s - 5, y + s - 1], fill=(255, 255, 255), outline=c)
    elif kind == "save":
        d.rectangle([x + 1, y + 1, x + s - 2, y + s - 2], outline=c)
        d.rectangle([x + 4, y + 1, x + s - 5, y + 5], fill=a)
        d.rectangle([x + 4, y + m + 1, x + s - 5, y + s - 2], outline=c)
    elif kind == "folder":
        d.polygon([(x + 1, y + 3), (x + 6, y + 3), (x + 8, y + 5), (x + s - 1, y + 5), (x + s - 1, y + s - 2),
                   (x + 1, y + s - 2)], fill=a if accent else None, outline=c)
    elif kind == "file":
        d.polygon([(x + 3, y + 1), (x + s - 6, y + 1), (x + s - 2, y + 5), (x + s - 2, y + s - 1), (x + 3, y + s - 1)],
                  fill=a if accent else None, outline=c)
    elif kind == "chart":
        for i, h in enumerate((5, 9, 7, 12)):
            d.rectangle([x + 1 + i * 4, y + s - 1 - h, x + 3 + i * 4, y + s - 1], fill=a)
    elif kind == "table":
        d.rectangle([x + 1, y + 2, x + s - 2, y + s - 2], outline=c)
        d.line([x + 1, y + 6, x + s - 2, y + 6], fill=c)
        d.line([x + m, y + 2, x + m, y + s - 2], fill=c)
    elif kind == "image":
        d.rectangle([x + 1, y + 2, x + s - 2, y + s - 2], outline=c)
        d.polygon([(x + 2, y + s - 3), (x + 6, y + 8), (x + 9, y + 11), (x + 11, y + 9), (x + s - 3, y + s - 3)], fill=a)
    elif kind == "link":
        d.rounded_rectangle([x + 1, y + 5, x + 9, y + 10], 3, outline=c, width=2)
        d.rounded_rectangle([x + 6, y + 6, x + s - 1, y + 11], 3, outline=c, width=2)
    elif kind == "comment":
        d.rounded_rectangle([x + 1, y + 2, x + s - 2, y + s - 5], 3, outline=c)
        d.polygon([(x + 4, y + s - 5), (x + 4, y + s - 1), (x + 8, y + s - 5)], fill=c)
    elif kind == "star":
        pts = []
        import math
        for i in range(10):
            r = (s / 2 - 1) if i % 2 == 0 else (s / 4 - 0.5)
            ang = -math.pi / 2 + i * math.pi / 5
            pts.append((x + m + r * math.cos(ang), y + m + r * math.sin(ang)))
        d.polygon(pts, outline=c, fill=a if accent else None)
    elif kind == "gear":
        d.ellipse([x + 2, y + 2, x + s - 3, y + s - 3], outline=c, width=2)
        d.ellipse([x + m - 2, y + m - 2, x + m + 1, y + m + 1], fill=c)
        for dx, dy in ((0, -1), (0, 1), (-1, 0), (1, 0)):
            cx, cy = x + m + dx * (m - 1), y + m + dy * (m - 1)
            d.rectangle([cx - 1, cy - 1, cx + 1, cy + 1], fill=c)
    elif kind == "bell":
        d.chord([x + 2, y + 1, x + s - 3, y + s + 2], 180, 360, outline=c)
        d.line([x + 2, y + m + 2, x + 2, y + s - 4], fill=c)
        d.line([x + s - 3, y + m + 2, x + s - 3, y + s - 4], fill=c)
        d.line([x + 1, y + s - 4, x + s - 2, y + s - 4], fill=c)
        d.ellipse([x + m - 2, y + s - 3, x + m + 1, y + s], fill=c)
    elif kind == "user":
        d.ellipse([x + m - 3, y + 1, x + m + 3, y + 7], outline=c)
        d.chord([x + 2, y + 9, x + s - 3, y + s + 6], 180, 360, outline=c)
    elif kind == "plus":
        d.line([x + m, y + 3, x + m, y + s - 3], fill=c, width=2)
        d.line([x + 3, y + m, x + s - 3, y + m], fill=c, width=2)
    elif kind == "close":
        d.line([x + 4, y + 4, x + s - 4, y + s - 4], fill=c, width=1)
        d.line([x + s - 4, y + 4, x + 4, y + s - 4], fill=c, width=1)
    elif kind == "minimize":
        d.line([x + 4, y + m, x + s - 4, y + m], fill=c)
    elif kind == "maximize":
        d.rectangle([x + 4, y + 4, x + s - 4, y + s - 4], outline=c)
    elif kind == "chevron_down":
        d.line([(x + 4, y + 6), (x + m, y + s - 6), (x + s - 4, y + 6)], fill=c, width=1)
    elif kind == "chevron_right":
        d.line([(x + 6, y + 4), (x + s - 6, y + m), (x + 6, y + s - 4)], fill=c, width=1)
    elif kind == "menu":
        for i in range(3):
            d.line([x + 2, y + 4 + i * 4, x + s - 3, y + 4 + i * 4], fill=c, width=2)
    elif kind == "trash":
        d.rectangle([x + 3, y + 4, x + s - 4, y + s - 1], outline=c)
        d.line([x + 1, y + 3, x + s - 2, y + 3], fill=c)
        d.rectangle([x + m - 2, y + 1, x + m + 1, y + 3], outline=c)
    elif kind == "archive":
        d.rectangle([x + 1, y + 2, x + s - 2, y + 6], outline=c)
        d.rectangle([x + 2, y + 6, x + s - 3, y + s - 2], outline=c)
        d.line([x + m - 2, y + 9, x + m + 2, y + 9], fill=c)
    elif kind in ("reply", "forward"):
        if kind == "reply":
            d.polygon([(x + 1, y + m), (x + 7, y + 3), (x + 7, y + s - 3)], fill=c)
            d.arc([x + 5, y + m - 3, x + s + 6, y + s + 6], 180, 270, fill=c, width=2)
        else:
            d.polygon([(x + s - 2, y + m), (x + s - 8, y + 3), (x + s - 8, y + s - 3)], fill=c)
            d.arc([x - 7, y + m - 3, x + s - 6, y + s + 6], 270, 360, fill=c, width=2)
    elif kind == "attach":
        d.rounded_rectangle([x + 5, y + 1, x + 11, y + s - 2], 3, outline=c)
        d.line([x + 8, y + 4, x + 8, y + s - 5], fill=c)
    elif kind == "refresh":
        d.arc([x + 2, y + 2, x + s - 2, y + s - 2], 30, 330, fill=c, width=2)
        d.polygon([(x + s - 2, y + 2), (x + s - 2, y + 7), (x + s - 7, y + 5)], fill=c)
    elif kind == "home":
        d.polygon([(x + m, y + 1), (x + 1, y + m), (x + s - 2, y + m)], outline=c)
        d.rectangle([x + 3, y + m, x + s - 4, y + s - 2], outline=c)
    elif kind == "mail":
        d.rectangle([x + 1, y + 3, x + s - 2, y + s - 3], outline=c)
        d.line([(x + 1, y + 3), (x + m, y + m + 1), (x + s - 2, y + 3)], fill=c)
    elif kind == "calendar":
        d.rectangle([x + 1, y + 3, x + s - 2, y + s - 2], outline=c)
        d.rectangle([x + 1, y + 3, x + s - 2, y + 6], fill=a)
        d.line([x + 5, y + 1, x + 5, y + 4], fill=c)
        d.line([x + s - 6, y + 1, x + s - 6, y + 4], fill=c)
    elif kind == "check":
        d.line([(x + 2, y + m), (x + 6, y + s - 4), (x + s - 2, y + 3)], fill=c, width=2)
    elif kind == "lock":
        d.arc([x + 4, y + 1, x + s - 5, y + 11], 180, 360, fill=c, width=2)
        d.rectangle([x + 2, y + 7, x + s - 3, y + s - 1], fill=c)
    elif kind == "play":
        d.polygon([(x + 3, y + 2), (x + s - 2, y + m), (x + 3, y + s - 2)], fill=c)
    elif kind == "pause":
        d.rectangle([x + 3, y + 2, x + 6, y + s - 2], fill=c)
        d.rectangle([x + s - 7, y + 2, x + s - 4, y + s - 2], fill=c)
    elif kind == "heart":
        d.ellipse([x + 1, y + 2, x + m, y + m + 1], outline=c)
        d.ellipse([x + m - 1, y + 2, x + s - 2, y + m + 1], outline=c)
        d.line([(x + 2, y + m), (x + m, y + s - 2), (x + s - 3, y + m)], fill=c)
    elif kind == "dots":
        for i in range(3):
            d.ellipse([x + 2 + i * 5, y + m - 1, x + 4 + i * 5, y + m + 1], fill=c)
    elif kind == "border":
        d.rectangle([x + 1, y + 1, x + s - 2, y + s - 2], outline=(150, 150, 150))
        d.line([x + 1, y + s - 2, x + s - 2, y + s - 2], fill=c, width=2)
    elif kind == "fill":
        d.polygon([(x + 3, y + 7), (x + 8, y + 2), (x + 13, y + 7), (x + 8, y + 12)], outline=c)
        d.rectangle([x + 1, y + s - 3, x + s - 2, y + s - 1], fill=accent or (255, 220, 0))
    elif kind == "textcolor":
        d.text((x + m, y + s - 5), "A", font=_ui_font(s - 4, True), fill=c, anchor="ms")
        d.rectangle([x + 1, y + s - 3, x + s - 2, y + s - 1], fill=accent or (220, 30, 30))
    elif kind == "wrap":
        d.line([x + 1, y + 4, x + s - 3, y + 4], fill=c)
        d.arc([x + s - 8, y + 4, x + s - 1, y + 11], 270, 90, fill=c)
        d.line([x + 1, y + 11, x + s - 5, y + 11], fill=c)
    elif kind == "freeze":
        d.rectangle([x + 1, y + 1, x + s - 2, y + s - 2], outline=c)
        d.line([x + 1, y + 5, x + s - 2, y + 5], fill=a, width=2)
        d.line([x + 5, y + 1, x + 5, y + s - 2], fill=a, width=2)
    else:  # generic: a rounded square with an initial
        d.rounded_rectangle([x + 1, y + 1, x + s - 2, y + s - 2], 3, outline=c)
        d.text((x + m, y + m), kind[:1].upper(), font=_ui_font(max(7, s - 8), True), fill=c, anchor="mm")


def scrollbar(d, x0, y0, x1, y1, *, vertical=True, track=(241, 241, 241), thumb=(193, 193, 193),
              start=0.0, length=0.3, arrows=False, arrow_color=(96, 96, 96)):
    d.rectangle([x0, y0, x1, y1], fill=track)
    if vertical:
        span = y1 - y0 - (2 * (x1 - x0) if arrows else 0)
        base = y0 + ((x1 - x0) if arrows else 0)
        t0 = base + int(span * start)
        d.rounded_rectangle([x0 + 2, t0, x1 - 2, t0 + max(20, int(span * length))], 3, fill=thumb)
        if arrows:
            w = x1 - x0
            d.polygon([(x0 + w // 2, y0 + 4), (x0 + 3, y0 + w - 5), (x1 - 3, y0 + w - 5)], fill=arrow_color)
            d.polygon([(x0 + w // 2, y1 - 4), (x0 + 3, y1 - w + 5), (x1 - 3, y1 - w + 5)], fill=arrow_color)
    else:
        span = x1 - x0 - (2 * (y1 - y0) if arrows else 0)
        base = x0 + ((y1 - y0) if arrows else 0)
        t0 = base + int(span * start)
        d.rounded_rectangle([t0, y0 + 2, t0 + max(20, int(span * length)), y1 - 2], 3, fill=thumb)
        if arrows:
            h = y1 - y0
            d.polygon([(x0 + 4, y0 + h // 2), (x0 + h - 5, y0 + 3), (x0 + h - 5, y1 - 3)], fill=arrow_color)
            d.polygon([(x1 - 4, y0 + h // 2), (x1 - h + 5, y0 + 3), (x1 - h + 5, y1 - 3)], fill=arrow_color)


def avatar(d, x, y, size, color, initials: str, fg=(255, 255, 255)):
    d.ellipse([x, y, x + size - 1, y + size - 1], fill=color)
    f = _ui_font(max(7, size * 2 // 5), True)
    d.text((x + size // 2, y + size // 2), initials, font=f, fill=fg, anchor="mm")


def checkbox(d, x, y, size, checked, color=(60, 60, 60), accent=(26, 115, 232)):
    if checked:
        d.rounded_rectangle([x, y, x + size, y + size], 2, fill=accent)
        d.line([(x + 3, y + size // 2), (x + size // 2 - 1, y + size - 4), (x + size - 3, y + 3)],
               fill=(255, 255, 255), width=2)
    else:
        d.rounded_rectangle([x, y, x + size, y + size], 2, outline=color)


def toggle(d, x, y, on, accent=(26, 115, 232), off=(189, 193, 198)):
    d.rounded_rectangle([x, y, x + 30, y + 16], 8, fill=accent if on else off)
    cx = x + 22 if on else x + 8
    d.ellipse([cx - 6, y + 2, cx + 6, y + 14], fill=(255, 255, 255))
