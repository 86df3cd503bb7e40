"""The vendored photographs and avatars, for the apps' content.py.

    from igg.mockups.assets import catalog
    catalog.photo("espresso")["url"]           -> "/assets/photos/espresso-16x9.jpg"
    catalog.photo("espresso", "1x1")["url"]    -> "/assets/photos/espresso-1x1.jpg"
    [p["id"] for p in catalog.photos(tag="mountains")]
    [p["id"] for p in catalog.photos(app="video")]   -> the photos only the video app may show
    catalog.avatar("kai-nakamura")["url"]      -> "/assets/avatars/kai-nakamura.svg"

URLs are same-origin paths under /assets/, which the server maps to this folder. Each entry
carries its licence and attribution (photos/index.json, avatars/index.json, written by
build_photos.py and build_avatars.mjs), so a page can credit what it shows.
"""
from __future__ import annotations

import functools
import json
from pathlib import Path

HERE = Path(__file__).resolve().parent
URL_PREFIX = "/assets"
PHOTO_SIZES = ("16x9", "1x1", "4x3")


@functools.lru_cache(maxsize=None)
def _index(kind: str) -> dict:
    return json.loads((HERE / kind / "index.json").read_text(encoding="utf-8"))


def _lookup(kind: str, item_id: str) -> dict:
    try:
        return _index(kind)[item_id]
    except KeyError:
        raise KeyError(f"no {kind[:-1]} {item_id!r} in mockups/assets/{kind}/index.json") from None


def photo(photo_id: str, size: str = "16x9") -> dict:
    """One photo at one size: id, url, urls for every size, tags, kind, licence, author, source,
    app (the one app allowed to show it), subject (what it shows) and keywords (words a fitting
    title, caption or alt beside it contains)."""
    entry = _lookup("photos", photo_id)
    if size not in entry["sizes"]:
        raise ValueError(f"photo size {size!r} is not one of {PHOTO_SIZES}")
    urls = {label: f"{URL_PREFIX}/photos/{name}" for label, name in entry["sizes"].items()}
    return {
        "id": photo_id,
        "url": urls[size],
        "urls": urls,
        "tags": list(entry["tags"]),
        "kind": entry["kind"],
        "licence": entry["licence"],
        "author": entry["author"],
        "source": f"{entry['source_package']}: {entry['original_file']}",
        "app": entry["app"],
        "subject": entry["subject"],
        "keywords": list(entry["keywords"]),
    }


def photos(tag: str | None = None, kind: str | None = None, size: str = "16x9",
           app: str | None = None) -> list[dict]:
    """Every photo (in index order, so the choice is deterministic), optionally one tag or kind
    ("scene": a photograph to crop; "cutout": an object on white, for product shots) or only
    those allocated to one app (`app="video"`): each photo belongs to exactly one app, and an
    app shows only its own."""
    return [photo(pid, size) for pid, entry in _index("photos").items()
            if (tag is None or tag in entry["tags"]) and (kind is None or entry["kind"] == kind)
            and (app is None or entry["app"] == app)]


def avatar(avatar_id: str) -> dict:
    """One avatar: id, url, the person's name it was seeded with, style, licence, creator."""
    entry = _lookup("avatars", avatar_id)
    return {
        "id": avatar_id,
        "url": f"{URL_PREFIX}/avatars/{entry['file']}",
        "name": entry["name"],
        "style": entry["style"],
        "licence": entry["licence"],
        "creator": entry["creator"],
    }


def avatars(style: str | None = None) -> list[dict]:
    """Every avatar in index order, optionally of one DiceBear style."""
    return [avatar(aid) for aid, entry in _index("avatars").items() if style is None or entry["style"] == style]
