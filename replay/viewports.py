"""The suite at every viewport preset: validation per size, why a task fails there, the robust subset.

Seed 003, B.1: responsive layouts change whether a target is hidden and which interaction reveals
it, so the viewport is part of a task. `igg replay --viewports` regenerates each task at the
presets (`Task.at_viewport`: the same task laid out at that size, with the task's override for
that size if it has one) and validates it there exactly as at its own size. A task valid at all
five presets belongs to the robust subset (`tasks/robust.yaml`, split as the suite is split).
"""
from __future__ import annotations

from collections import Counter, defaultdict
from pathlib import Path

import yaml

from igg.replay.validate import validate_tasks
from igg.tasks import splits
from igg.tasks.schema import VIEWPORTS, TaskError

ROBUST_FILE = Path(__file__).resolve().parents[1] / "tasks" / "robust.yaml"

# Why a task fails at a size, from its first failure of these kinds (in this order).
REASONS = (
    ("target exposed at reset", "target visible at reset"),
    ("is not unique", "target not unique"),
    ("see-through overlay", "see-through overlay over the target"),
    ("another road to the outcome", "another control reaches the outcome at reset"),
    ("infrastructure failure", "infrastructure failure"),
    ("reference trace did not succeed", "the reveal differs (the trace's click misses)"),
    ("succeeded early", "the reveal differs (the target is reached in fewer steps)"),
    ("step ", "the trace no longer resolves"),
)


def presets_from(spec: str) -> list[str]:
    """`all` or comma-separated preset names, in the presets' order."""
    names = list(VIEWPORTS) if spec.strip() == "all" else [p.strip() for p in spec.split(",") if p.strip()]
    unknown = [p for p in names if p not in VIEWPORTS]
    if unknown or not names:
        raise TaskError(f"--viewports: unknown preset(s) {', '.join(unknown) or spec!r}; "
                        f"presets: all, {', '.join(VIEWPORTS)}")
    return [p for p in VIEWPORTS if p in names]


def reason_of(result) -> str:
    """One line on why `result` is invalid ("" when it is valid)."""
    if result.valid:
        return ""
    for failure in result.failures:
        for marker, reason in REASONS:
            if marker in failure:
                return reason
    return "other: " + result.failures[0][:80]


def validate_viewports(tasks, presets, workers: int = 1, on_result=None, trace_root=None, screenshots=False):
    """Every task at every preset of `presets`: ReplayResults, `viewport` and `override` set."""
    written = {task.id: task for task in tasks}
    variants = [task.at_viewport(preset) for preset in presets for task in tasks]

    def mark(result):
        result.override = result.viewport in written[result.task_id].overrides
        if on_result:
            on_result(result)

    return validate_tasks(variants, workers=workers, trace_root=trace_root, screenshots=screenshots, on_result=mark)


def robust_ids(results) -> list[str]:
    """Ids of the tasks valid at all five presets, in the results' order."""
    valid_at = defaultdict(set)
    for r in results:
        if r.valid:
            valid_at[r.task_id].add(r.viewport)
    ordered = dict.fromkeys(r.task_id for r in results)
    return [tid for tid in ordered if valid_at[tid] >= set(VIEWPORTS)]


def summarize(results) -> dict:
    """{"rows": per (app, sub-type) and preset: tasks, valid as written, valid with an override;
    "reasons": per preset, the count of each reason to fail}."""
    rows = defaultdict(lambda: {p: {"tasks": 0, "valid": 0, "valid_with_override": 0} for p in VIEWPORTS})
    reasons = defaultdict(Counter)
    for r in results:
        cell = rows[(r.app, r.subtype)][r.viewport]
        cell["tasks"] += 1
        if r.valid:
            cell["valid_with_override" if r.override else "valid"] += 1
        else:
            reasons[r.viewport][reason_of(r)] += 1
    return {"rows": [{"app": app, "subtype": subtype, "viewports": cells}
                     for (app, subtype), cells in sorted(rows.items())],
            "reasons": {p: dict(c.most_common()) for p, c in reasons.items()}}


def format_summary(summary: dict, presets) -> str:
    """Valid tasks per app, sub-type and preset (`+N`: valid with an override), then the reasons."""
    head = f"{'app':9s} {'sub-type':19s}" + "".join(f"{p:>17s}" for p in presets)
    lines = [head, "-" * len(head)]
    totals = {p: Counter() for p in presets}

    def cell(c):
        return f"{c['valid']}{'+' + str(c['valid_with_override']) if c['valid_with_override'] else ''}/{c['tasks']}"

    for row in summary["rows"]:
        cells = row["viewports"]
        for p in presets:
            totals[p].update(cells[p])
        lines.append(f"{row['app']:9s} {row['subtype']:19s}" + "".join(f"{cell(cells[p]):>17s}" for p in presets))
    lines += ["-" * len(head), f"{'all':29s}" + "".join(f"{cell(totals[p]):>17s}" for p in presets), ""]
    for p in presets:
        for reason, n in summary["reasons"].get(p, {}).items():
            lines.append(f"{p:16s} {n:4d}  {reason}")
    return "\n".join(lines)


def write_robust(results, tasks, path=ROBUST_FILE, suite=None) -> dict:
    """Write the robust subset with the suite's train/val split, and for every other task the
    presets where it fails and why; returns {"train", "val", "not_robust"}. The entries of tasks
    of `suite` (default: `tasks`) that were not validated now are kept from the file as it was."""
    suite = tasks if suite is None else suite
    validated = {t.id for t in tasks}
    before = load_robust(path) if Path(path).exists() else {"train": [], "val": [], "not_robust": {}, "unreliable": {}}
    unreliable = before["unreliable"]  # kept as written by hand, with its reasons
    robust = set(robust_ids(results)) | {i for name in splits.SPLITS for i in before[name] if i not in validated}
    robust -= set(unreliable)
    failing = {i: f for i, f in before["not_robust"].items() if i not in validated}
    for r in results:
        if not r.valid:
            failing.setdefault(r.task_id, {})[r.viewport] = reason_of(r)
    subset = {name: [t.id for t in splits.select(suite, name) if t.id in robust] for name in splits.SPLITS}
    subset["unreliable"] = unreliable
    subset["not_robust"] = {t.id: dict(sorted(failing[t.id].items(), key=lambda kv: list(VIEWPORTS).index(kv[0])))
                            for t in suite if t.id in failing}
    header = ("# The robust subset: tasks valid at all five viewport presets (desktop, split, tablet,\n"
              "# mobile, desktop-zoom150), each with its override for a preset where it has one; split as\n"
              "# tasks/splits.yaml. `not_robust`: every other task, the presets where it fails and why.\n"
              "# `unreliable`: tasks valid in validation but known to fail in a plain run, and why (by hand).\n"
              "# Written by `igg replay --viewports all --robust-file tasks/robust.yaml`.\n")
    path = Path(path)
    tmp = path.with_suffix(".yaml.tmp")
    tmp.write_text(header + yaml.safe_dump(subset, sort_keys=False, width=120), encoding="utf-8")
    tmp.replace(path)
    return subset


def load_robust(path=ROBUST_FILE) -> dict:
    """{"train": [...], "val": [...], "not_robust": {id: {preset: reason}}, "unreliable": {id: reason}}."""
    doc = yaml.safe_load(Path(path).read_text(encoding="utf-8")) or {}
    return {**{name: list(doc.get(name) or []) for name in splits.SPLITS},
            "not_robust": dict(doc.get("not_robust") or {}), "unreliable": dict(doc.get("unreliable") or {})}


def robust_tasks(tasks, split: str | None = None, path=ROBUST_FILE) -> list:
    """The tasks of the robust subset (of one split, or both), in suite order."""
    subset = load_robust(path)
    chosen = set(subset[split]) if split else set(subset["train"]) | set(subset["val"])
    return [t for t in tasks if t.id in chosen]
