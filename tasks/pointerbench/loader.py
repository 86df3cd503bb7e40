"""Read a PointerBench suite in the published layout, without the `datasets` library.

    pointerbench-<suite>/data/<split>/metadata.jsonl   (+ NNNN.png beside it)

`load_suite` accepts the suite folder, the `data/<split>` folder itself, or the metadata file.
Every row is validated; the first bad row raises SchemaError located at `file:line`, e.g.
`.../metadata.jsonl:17: field 'bbox': expected 4 numbers, got [1, 2]`.
"""
from __future__ import annotations

import json
from pathlib import Path

from igg.tasks.pointerbench.schema import PointerBenchExample, SchemaError

METADATA = "metadata.jsonl"


class Suite(list):
    """The examples of one suite split, in file order, with lookup by id."""

    def __init__(self, examples, name: str, data_dir: Path, split: str):
        super().__init__(examples)
        self.name, self.data_dir, self.split = name, data_dir, split
        self._by_id = {ex.id: ex for ex in examples}

    def by_id(self, example_id: str) -> PointerBenchExample:
        try:
            return self._by_id[example_id]
        except KeyError:
            raise KeyError(f"no example with id {example_id!r} in suite {self.name}") from None

    def __contains__(self, item):
        if isinstance(item, str):
            return item in self._by_id
        return super().__contains__(item)


def find_metadata(suite_dir, split: str = "test") -> Path:
    """Resolve a suite folder, data folder or metadata file to the metadata.jsonl path."""
    path = Path(suite_dir)
    for candidate in (path / "data" / split / METADATA, path / METADATA, path):
        if candidate.is_file():
            return candidate
    raise FileNotFoundError(
        f"no PointerBench metadata at {path}: expected {path / 'data' / split / METADATA} "
        f"or {path / METADATA}")


def folder_suite(metadata_path: Path) -> str | None:
    """`sheets` for `pointerbench-sheets/data/test/metadata.jsonl`; None for other folders."""
    for folder in metadata_path.resolve().parents:
        if folder.name.startswith("pointerbench-"):
            return folder.name[len("pointerbench-"):]
    return None


def load_suite(suite_dir, split: str = "test") -> Suite:
    """Load and validate every row of one suite split; raise SchemaError naming file and line."""
    path = find_metadata(suite_dir, split)
    data_dir = path.parent
    raw_rows = []
    with path.open(encoding="utf-8") as fh:
        for line_no, line in enumerate(fh, start=1):
            if not line.strip():
                continue
            try:
                raw_rows.append((line_no, json.loads(line)))
            except json.JSONDecodeError as exc:
                raise SchemaError("<json>", f"invalid JSON ({exc.msg} at column {exc.colno})",
                                  f"{path}:{line_no}") from None
    # Name from the folder when it says so; otherwise each row keeps its id-prefix guess.
    folder_name = folder_suite(path)
    examples, first_line = [], {}
    for line_no, row in raw_rows:
        try:
            ex = PointerBenchExample.from_dict(row, suite=folder_name, data_dir=data_dir)
        except SchemaError as exc:
            raise exc.at(f"{path}:{line_no}") from None
        if ex.id in first_line:
            raise SchemaError("id", f"duplicate id {ex.id!r} (first on line {first_line[ex.id]})",
                              f"{path}:{line_no}")
        first_line[ex.id] = line_no
        examples.append(ex)
    guesses = {ex.suite for ex in examples}
    name = folder_name or (guesses.pop() if len(guesses) == 1 else "custom")
    return Suite(examples, name, data_dir, split)
