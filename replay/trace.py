"""The one trace format (JSONL + PNG screenshots) for reference replays, agent runs, the viewer and RL/SFT export.

`trace.jsonl` holds a header line, one line per observation (the reset, then every step) and a
closing result line. Screenshots are referenced by file name and always identified by their hash.
"""
from __future__ import annotations

import json
import platform
from importlib import metadata
from pathlib import Path

SCHEMA = "igg-trace/1"


def versions() -> dict:
    found = {"python": platform.python_version()}
    for dist in ("igg", "gymnasium", "playwright"):
        try:
            found[dist] = metadata.version(dist)
        except metadata.PackageNotFoundError:
            found[dist] = None
    return found


def _timing(info: dict):
    timing = info.get("timing")
    return timing.to_dict() if hasattr(timing, "to_dict") else timing


class TraceWriter:
    """Writes one episode's trace; every line is flushed at once so nothing recorded is lost."""

    def __init__(self, directory, task, agent: str, viewport, screenshots: bool = True, extra: dict | None = None):
        self.dir = Path(directory)
        self.dir.mkdir(parents=True, exist_ok=True)
        self.screenshots = screenshots
        self._file = open(self.dir / "trace.jsonl", "w", encoding="utf-8")
        header = {"type": "header", "schema": SCHEMA, "agent": agent, "viewport": list(viewport),
                  "task": {"id": task.id, "app": task.app, "platform": task.platform, "type": task.type,
                           "subtype": task.subtype, "instruction": task.instruction, "target": task.target,
                           "targets": list(task.targets),
                           "state": task.state, "seed": task.seed, "budget": task.budget,
                           "reference_steps": len(task.trace)},
                  "versions": versions(), **(extra or {})}
        self._write(header)

    def _write(self, record: dict) -> None:
        self._file.write(json.dumps(record, sort_keys=True) + "\n")
        self._file.flush()

    def _save(self, index: int, shot) -> str | None:
        if not self.screenshots or shot is None:
            return None
        name = f"step_{index:02d}.png"
        (self.dir / name).write_bytes(shot.png)
        return name

    def reset(self, shot, info: dict) -> None:
        self._write({"type": "reset", "index": 0, "screenshot": self._save(0, shot),
                     "screenshot_sha1": shot.sha1, "timing": _timing(info),
                     "reveal": info.get("reveal")})  # the baseline a reveal bonus is measured from

    def step(self, index: int, shot, reward: float, terminated: bool, truncated: bool, info: dict,
             extra: dict | None = None) -> None:
        record = {"type": "step", "index": index, "action": info.get("action_text"),
                  "action_struct": info.get("action"), "clicked_id": info.get("clicked_id"),
                  "reward": reward, "terminated": terminated, "truncated": truncated,
                  "invalid": info.get("invalid", False), "error": info.get("last_action_error") or None,
                  "screenshot": self._save(index, shot), "screenshot_sha1": info.get("screenshot_sha1"),
                  "timing": _timing(info), **(extra or {})}
        self._write(record)

    def close(self, result: dict) -> None:
        self._write({"type": "result", **result})
        self._file.close()


def iter_jsonl(path):
    """(line number, record) for every non-blank line; a broken line raises ValueError naming file and line."""
    with open(path, encoding="utf-8") as fh:
        for number, line in enumerate(fh, 1):
            if not line.strip():
                continue
            try:
                yield number, json.loads(line)
            except json.JSONDecodeError as exc:
                raise ValueError(f"{path}:{number}: not valid JSON: {exc}") from None


def read_trace(path) -> dict:
    """Parse a trace file into {"header", "steps", "result"}; a broken line names file and line."""
    path = Path(path)
    if path.is_dir():
        path = path / "trace.jsonl"
    out = {"header": None, "steps": [], "result": None, "path": str(path)}
    for number, record in iter_jsonl(path):
        kind = record.get("type") if isinstance(record, dict) else None
        if kind == "header":
            out["header"] = record
        elif kind in ("reset", "step"):
            out["steps"].append(record)
        elif kind == "result":
            out["result"] = record
        else:
            raise ValueError(f"{path}:{number}: unknown record type {kind!r}")
    if out["header"] is None:
        raise ValueError(f"{path}: no header line")
    return out
