"""Train and validation splits of the suite (the paper: 599 tasks -> 479 train, 120 held out).

The split is a file, `tasks/splits.yaml`: the task ids of each split and the tasks marked
unreliable (with a reason), which belong to neither. It is stratified by app and sub-type with
the paper's 4:1 proportion, and stable: a task, once assigned, never moves; a task the file does
not name yet is assigned by the same rule, deterministically, and `igg rollouts splits --update`
writes it down. Only `--regenerate` reassigns everything (on request, never implicitly).

The rule, per stratum (app, sub-type), with the stratum's new tasks taken in the order of the
SHA-1 of their ids: with n the stratum's size counting this task, the task goes to `val` if the
stratum has fewer than floor(VAL_SHARE x n) val tasks, or fewer than ceil(VAL_SHARE x n) while the
whole split has fewer than round(VAL_SHARE x its size) -- so every stratum is within one task of
its share and the whole split matches 4:1 as closely as the counts allow.
"""
from __future__ import annotations

import hashlib
import math
from collections import defaultdict
from pathlib import Path

import yaml

SPLITS_FILE = Path(__file__).resolve().parent / "splits.yaml"
SPLITS = ("train", "val")
VAL_SHARE = 0.2  # the paper's 479:120 is 4:1


class SplitError(ValueError):
    pass


def _round_half_up(value: float) -> int:
    return int(value + 0.5)


def _order(task_id: str) -> str:
    return hashlib.sha1(task_id.encode()).hexdigest()


def load_file(path=SPLITS_FILE) -> dict:
    """{"train": [...], "val": [...], "unreliable": {id: reason}} (empty if there is no file)."""
    path = Path(path)
    if not path.exists():
        return {"train": [], "val": [], "unreliable": {}}
    doc = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
    out = {name: list(doc.get(name) or []) for name in SPLITS}
    out["unreliable"] = dict(doc.get("unreliable") or {})
    both = set(out["train"]) & set(out["val"])
    if both:
        raise SplitError(f"{path}: task(s) in both train and val: {', '.join(sorted(both))}")
    return out


def assign(tasks, existing: dict | None = None) -> dict:
    """The split of every task: existing assignments kept, new tasks assigned by the rule."""
    existing = existing or {"train": [], "val": [], "unreliable": {}}
    unreliable = dict(existing.get("unreliable") or {})
    # A task marked unreliable leaves its split.
    known = {tid: name for name in SPLITS for tid in existing.get(name, []) if tid not in unreliable}
    counts = defaultdict(lambda: {"train": 0, "val": 0})
    strata = defaultdict(list)
    for task in tasks:
        if task.id in unreliable:
            continue
        key = (task.app, task.subtype)
        if task.id in known:
            counts[key][known[task.id]] += 1
        else:
            strata[key].append(task.id)
    result = dict(known)
    overall = {"train": sum(c["train"] for c in counts.values()), "val": sum(c["val"] for c in counts.values())}
    for key in sorted(strata):
        count = counts[key]
        for task_id in sorted(strata[key], key=_order):
            size = count["train"] + count["val"] + 1
            share = VAL_SHARE * size
            below_global = overall["val"] < _round_half_up(VAL_SHARE * (overall["train"] + overall["val"] + 1))
            name = "val" if count["val"] < math.floor(share) or (count["val"] < math.ceil(share) and below_global) \
                else "train"
            count[name] += 1
            overall[name] += 1
            result[task_id] = name
    present = {t.id for t in tasks}
    return {"train": sorted(t for t, n in result.items() if n == "train" and t in present),
            "val": sorted(t for t, n in result.items() if n == "val" and t in present),
            "unreliable": unreliable}


def resolve(tasks, path=SPLITS_FILE) -> dict:
    """The file's splits, with any task it does not name yet assigned (in memory)."""
    return assign(tasks, load_file(path))


def select(tasks, split: str | None, path=SPLITS_FILE) -> list:
    """The tasks of `split` ("train" or "val"), in suite order; all reliable tasks for None."""
    splits = resolve(tasks, path)
    if split is None:
        return [t for t in tasks if t.id not in splits["unreliable"]]
    if split not in SPLITS:
        raise SplitError(f"unknown split {split!r}: choose {' or '.join(SPLITS)}")
    chosen = set(splits[split])
    return [t for t in tasks if t.id in chosen]


def write(splits: dict, path=SPLITS_FILE) -> None:
    header = ("# Train / validation split of the task suite (igg.tasks.splits). Stratified by app and\n"
              "# sub-type, 4:1 as in the paper; a task never moves once assigned. Update with\n"
              "# `igg rollouts splits --update` (assigns new tasks only); `--regenerate` reassigns all.\n"
              "# `unreliable:` maps a task id to the reason it is excluded from both splits.\n")
    body = yaml.safe_dump({"val_share": VAL_SHARE, "unreliable": splits["unreliable"],
                           "train": splits["train"], "val": splits["val"]}, sort_keys=False, width=120)
    tmp = Path(path).with_suffix(".yaml.tmp")
    tmp.write_text(header + body, encoding="utf-8")
    tmp.replace(path)


def summary(tasks, splits: dict) -> dict:
    """Counts per split and per (app, sub-type) stratum."""
    where = {tid: name for name in SPLITS for tid in splits[name]}
    per = defaultdict(lambda: {"train": 0, "val": 0})
    for task in tasks:
        if task.id in where:
            per[(task.app, task.subtype)][where[task.id]] += 1
    return {"train": len(splits["train"]), "val": len(splits["val"]),
            "unreliable": len(splits["unreliable"]), "strata": dict(per)}
