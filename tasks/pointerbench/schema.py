"""One PointerBench example, validated field by field, and the writer of the published layout.

The three public suites share one schema with suite-specific extras (see the dataset cards):

    common   file_name, id, instruction, bbox [x0, y0, x1, y1], point [x, y],
             answer_type ("point" | "bbox"), eval {"type", "bbox", optional
             "min_coverage", "min_precision"}, data_type, image_size [w, h], language
    Sheets   category, ui_style
    Text     category, surface, difficulty
    Pro      element_type, app, app_slug, app_category, platform, source_id, source_file

Unknown keys are kept in `PointerBenchExample.extra`, so `to_dict()` gives back the row as read.

Writing a suite (used by the generators, `igg pointerbench build`):

    write_suite(out_dir, rows, images, split="test") -> Path of metadata.jsonl

`rows` are metadata dicts (or PointerBenchExample objects) and `images` the matching PIL
images or HxWx3 uint8 arrays, in the same order. Row i is written as `data/<split>/NNNN.png`
(its `file_name` is set to that name) and every row is validated with this schema before
anything is written, so a generator cannot publish a row the loader would reject.
"""
from __future__ import annotations

import json
import math
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

COMMON_FIELDS = ("file_name", "id", "instruction", "bbox", "point", "answer_type", "eval",
                 "data_type", "image_size", "language")
SHEETS_FIELDS = ("category", "ui_style")
TEXT_FIELDS = ("category", "surface", "difficulty")
PRO_FIELDS = ("element_type", "app", "app_slug", "app_category", "platform", "source_id", "source_file")
OPTIONAL_FIELDS = tuple(dict.fromkeys(SHEETS_FIELDS + TEXT_FIELDS + PRO_FIELDS))
ANSWER_TYPES = ("point", "bbox")
SUITE_BY_ID_PREFIX = {"pbs": "sheets", "pbt": "text", "pbp": "pro"}


class SchemaError(ValueError):
    """A metadata row that breaks the schema; `field` names the offending key."""

    def __init__(self, field_name: str, message: str, where: str = ""):
        self.field, self.detail, self.where = field_name, message, where
        prefix = f"{where}: " if where else ""
        super().__init__(f"{prefix}field {field_name!r}: {message}")

    def at(self, where: str) -> "SchemaError":
        """The same error located at `where` (e.g. `path/metadata.jsonl:17`)."""
        return SchemaError(self.field, self.detail, where)


@dataclass
class PointerBenchExample:
    """A validated metadata row; the screenshot is read from `data_dir` only when asked for."""

    file_name: str
    id: str
    instruction: str
    bbox: tuple[float, float, float, float]
    point: tuple[float, float]
    answer_type: str
    eval: dict
    data_type: str
    image_size: tuple[int, int]
    language: str
    # Sheets / Text
    category: str | None = None
    ui_style: str | None = None
    surface: str | None = None
    difficulty: str | None = None
    # Pro
    element_type: str | None = None
    app: str | None = None
    app_slug: str | None = None
    app_category: str | None = None
    platform: str | None = None
    source_id: str | None = None
    source_file: str | None = None
    extra: dict = field(default_factory=dict)
    suite: str = "custom"
    data_dir: Path | None = None
    _image_cache: Any = field(default=None, repr=False, compare=False)

    @classmethod
    def from_dict(cls, row: dict, suite: str | None = None, data_dir=None) -> "PointerBenchExample":
        """Validate one row; raise SchemaError naming the first bad field."""
        if not isinstance(row, dict):
            raise SchemaError("<row>", f"expected a JSON object, got {type(row).__name__}")
        for name in COMMON_FIELDS:
            if name not in row:
                raise SchemaError(name, "missing")
        values = {
            "file_name": _file_name(row["file_name"]),
            "id": _text("id", row["id"]),
            "instruction": _text("instruction", row["instruction"]),
            "bbox": _numbers("bbox", row["bbox"], 4),
            "point": _numbers("point", row["point"], 2),
            "answer_type": _answer_type(row["answer_type"]),
            "eval": _eval_rule(row["eval"]),
            "data_type": _text("data_type", row["data_type"]),
            "image_size": _image_size(row["image_size"]),
            "language": _text("language", row["language"]),
        }
        for name in OPTIONAL_FIELDS:
            if name in row:
                values[name] = _text(name, row[name])
        extra = {k: v for k, v in row.items() if k not in COMMON_FIELDS and k not in OPTIONAL_FIELDS}
        if suite is None:
            suite = SUITE_BY_ID_PREFIX.get(values["id"].split("_", 1)[0], "custom")
        return cls(**values, extra=extra, suite=suite,
                   data_dir=Path(data_dir) if data_dir is not None else None)

    def to_dict(self) -> dict:
        """The metadata row in the published key order (common, suite fields, extras)."""
        row = {name: getattr(self, name) for name in COMMON_FIELDS}
        row["bbox"], row["point"], row["image_size"] = list(self.bbox), list(self.point), list(self.image_size)
        for name in OPTIONAL_FIELDS:
            if getattr(self, name) is not None:
                row[name] = getattr(self, name)
        row.update(self.extra)
        return row

    @property
    def image_path(self) -> Path:
        if self.data_dir is None:
            raise FileNotFoundError(f"example {self.id}: no data folder known, cannot find {self.file_name}")
        return self.data_dir / self.file_name

    def image(self, cache: bool = False):
        """The screenshot as an RGB PIL image (kept on the example when `cache`)."""
        if self._image_cache is not None:
            return self._image_cache
        from PIL import Image

        path = self.image_path
        if not path.is_file():
            raise FileNotFoundError(f"example {self.id}: screenshot {path} not found")
        with Image.open(path) as img:
            img = img.convert("RGB")
        if img.size != tuple(self.image_size):
            raise ValueError(f"example {self.id}: {path} is {img.size[0]}x{img.size[1]}, "
                             f"metadata says {self.image_size[0]}x{self.image_size[1]}")
        if cache:
            self._image_cache = img
        return img

    def array(self, cache: bool = False):
        """The screenshot as an HxWx3 uint8 numpy array."""
        import numpy as np

        return np.asarray(self.image(cache=cache), dtype=np.uint8)

    @property
    def target_area(self) -> float:
        x0, y0, x1, y1 = self.bbox
        return abs(x1 - x0) * abs(y1 - y0)


# --- field validators: each returns the clean value or raises SchemaError ---------------

def _is_number(v) -> bool:
    return isinstance(v, (int, float)) and not isinstance(v, bool) and math.isfinite(v)


def _numbers(name, value, count):
    if not isinstance(value, (list, tuple)) or len(value) != count or not all(_is_number(v) for v in value):
        raise SchemaError(name, f"expected {count} numbers, got {json.dumps(value, default=str)[:80]}")
    return tuple(value)


def _text(name, value):
    if not isinstance(value, str) or not value:
        raise SchemaError(name, f"expected a non-empty string, got {json.dumps(value, default=str)[:80]}")
    return value


def _file_name(value):
    name = _text("file_name", value)
    if Path(name).is_absolute() or ".." in Path(name).parts:
        raise SchemaError("file_name", f"must be a path inside the data folder, got {name!r}")
    return name


def _answer_type(value):
    if value not in ANSWER_TYPES:
        raise SchemaError("answer_type", f"expected 'point' or 'bbox', got {value!r}")
    return value


def _image_size(value):
    if (not isinstance(value, (list, tuple)) or len(value) != 2
            or not all(isinstance(v, int) and not isinstance(v, bool) and v > 0 for v in value)):
        raise SchemaError("image_size", f"expected [width, height] positive integers, got {value!r}")
    return tuple(value)


def _eval_rule(value):
    if not isinstance(value, dict):
        raise SchemaError("eval", f"expected an object, got {json.dumps(value, default=str)[:80]}")
    if not isinstance(value.get("type"), str):
        raise SchemaError("eval", "missing string 'type'")
    if "bbox" in value:
        _numbers("eval.bbox", value["bbox"], 4)
    for key in ("min_coverage", "min_precision"):
        if key in value and not (_is_number(value[key]) and 0 <= value[key] <= 1):
            raise SchemaError(f"eval.{key}", f"expected a number in 0..1, got {value[key]!r}")
    return dict(value)


# --- writing the published layout ----------------------------------------------------

def write_suite(out_dir, rows, images, split: str = "test") -> Path:
    """Write `<out_dir>/data/<split>/metadata.jsonl` and `NNNN.png` per row; return the jsonl path.

    `images` are PIL images, arrays, or already-encoded PNG bytes (written as they are, so a
    generator that encodes in parallel keeps its exact bytes). Every row is validated first;
    stale NNNN.png files from an earlier, larger suite are removed.
    """
    import io

    import numpy as np
    from PIL import Image

    rows, images = list(rows), list(images)
    if len(rows) != len(images):
        raise ValueError(f"write_suite: {len(rows)} rows but {len(images)} images")
    data_dir = Path(out_dir) / "data" / split
    prepared, seen = [], set()
    for i, (row, img) in enumerate(zip(rows, images)):
        row = row.to_dict() if isinstance(row, PointerBenchExample) else dict(row)
        row = {"file_name": f"{i:04d}.png", **{k: v for k, v in row.items() if k != "file_name"}}
        try:
            example = PointerBenchExample.from_dict(row)
        except SchemaError as exc:
            raise exc.at(f"write_suite row {i}") from None
        if example.id in seen:
            raise SchemaError("id", f"duplicate id {example.id!r}", f"write_suite row {i}")
        seen.add(example.id)
        if isinstance(img, (bytes, bytearray)):
            size = Image.open(io.BytesIO(img)).size  # reads the header only
        else:
            if not isinstance(img, Image.Image):
                img = Image.fromarray(np.asarray(img, dtype=np.uint8))
            size = img.size
        if list(size) != list(example.image_size):
            raise ValueError(f"write_suite: row {i} ({example.id}) image is {size}, "
                             f"image_size says {example.image_size}")
        prepared.append((row, img))
    data_dir.mkdir(parents=True, exist_ok=True)
    keep = {row["file_name"] for row, _ in prepared}
    for old in data_dir.glob("*.png"):
        if old.stem.isdigit() and old.name not in keep:
            old.unlink()
    lines = []
    for row, img in prepared:
        target = data_dir / row["file_name"]
        if isinstance(img, (bytes, bytearray)):
            target.write_bytes(img)
        else:
            img.convert("RGB").save(target, format="PNG")
        lines.append(json.dumps(row, ensure_ascii=False))
    path = data_dir / "metadata.jsonl"
    path.write_text("\n".join(lines) + ("\n" if lines else ""), encoding="utf-8")
    return path
