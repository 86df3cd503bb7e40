"""Reports of an evaluation run, computed from RUN_DIR/episodes.jsonl alone.

Grounding accuracy (GA) overall and by constraint type, sub-type, app and platform; interaction
efficiency; reveal rates; and the F.2 trace diagnostic (which required reveal actions failed
runs never tried). Written as Markdown, JSON and a PNG chart of GA by sub-type (matplotlib).
"""
from __future__ import annotations

import json
from collections import defaultdict
from pathlib import Path

from igg.agents.heuristics import PAPER_REVEAL_RATES
from igg.envs.actions import VERBS
from igg.replay.trace import iter_jsonl
from igg.tasks.schema import SUBTYPES

REVEAL_KINDS = VERBS  # any of the five actions may be a required reveal step
AXES = ("type", "subtype", "app", "platform")


def _mean(values):
    values = list(values)
    return sum(values) / len(values) if values else None


def _rate(records, key="success"):
    return _mean(1.0 if r[key] else 0.0 for r in records)


def compute(records: list[dict]) -> dict:
    if not records:
        raise ValueError("no episodes to report on")
    solved = [r for r in records if r["success"]]
    failed = [r for r in records if not r["success"]]
    breakdown = {}
    for axis in AXES:
        groups = defaultdict(list)
        for r in records:
            groups[r[axis]].append(r)
        breakdown[axis] = {k: {"episodes": len(v), "solved": sum(x["success"] for x in v), "ga": _rate(v),
                               "reveal_rate": _rate(v, "revealed")} for k, v in sorted(groups.items())}
    total_steps = sum(r["steps"] for r in records)
    efficiency = {
        "mean_actions_per_solved_task": _mean(r["steps"] for r in solved),
        "actions_relative_to_reference": _mean(r["steps"] / r["reference_steps"] for r in solved),
        "wrong_clicks": sum(r["wrong_clicks"] for r in records),
        "empty_clicks": sum(r["empty_clicks"] for r in records),
        "invalid_actions": sum(r["invalid_actions"] for r in records),
        "ineffective_actions": sum(r["ineffective_actions"] for r in records),
        "total_actions": total_steps,
        "wall_seconds_per_task": _mean(r["wall_seconds"] for r in records),
        "wall_seconds_per_step": sum(r["wall_seconds"] for r in records) / total_steps if total_steps else None,
    }
    diagnostics = {}
    for kind in REVEAL_KINDS:
        needing = [r for r in failed if kind in r["required_reveal_kinds"]]
        missing = [r for r in needing if kind not in r["agent_action_kinds"]]
        diagnostics[kind] = {"missing": len(missing), "failed_requiring": len(needing)}
    agents = sorted({r["agent"] for r in records})
    return {"agents": agents, "episodes": len(records), "solved": len(solved), "ga": _rate(records),
            "reveal_rate": _rate(records, "revealed"), "breakdown": breakdown, "efficiency": efficiency,
            "diagnostics": diagnostics,
            "paper_reveal_rate": PAPER_REVEAL_RATES.get(agents[0]) if len(agents) == 1 else None}


def _pct(value):
    return "-" if value is None else f"{100 * value:.1f}%"


def _num(value, digits=2):
    return "-" if value is None else f"{value:.{digits}f}"


def to_markdown(reports: list[tuple[str, dict]]) -> str:
    """One run, or several side by side (one column each)."""
    names = [name for name, _ in reports]
    head = "| | " + " | ".join(names) + " |\n|---|" + "---|" * len(names)
    lines = [f"# IGG evaluation report", "", "## Grounding accuracy", "", head]
    lines.append("| **GA overall** | " + " | ".join(f"**{_pct(r['ga'])}** ({r['solved']}/{r['episodes']})"
                                                    for _, r in reports) + " |")
    lines.append("| reveal rate (target actionable within budget) | "
                 + " | ".join(_pct(r["reveal_rate"]) for _, r in reports) + " |")
    for axis in AXES:
        keys = sorted({k for _, r in reports for k in r["breakdown"][axis]},
                      key=lambda k: list(SUBTYPES).index(k) if k in SUBTYPES else 99)
        for key in keys:
            cells = []
            for _, r in reports:
                b = r["breakdown"][axis].get(key)
                cells.append("-" if b is None else f"{_pct(b['ga'])} ({b['solved']}/{b['episodes']})")
            lines.append(f"| {axis}: {key} | " + " | ".join(cells) + " |")
    lines += ["", "## Interaction efficiency", "", head]
    labels = [("mean actions per solved task", "mean_actions_per_solved_task", _num),
              ("actions / reference length (solved)", "actions_relative_to_reference", _num),
              ("wrong clicks", "wrong_clicks", str), ("empty clicks (no element)", "empty_clicks", str),
              ("invalid actions", "invalid_actions", str),
              ("repeated ineffective actions (screen unchanged)", "ineffective_actions", str),
              ("total actions", "total_actions", str),
              ("wall time per task (s)", "wall_seconds_per_task", _num),
              ("wall time per step (s)", "wall_seconds_per_step", lambda v: _num(v, 3))]
    for label, key, fmt in labels:
        lines.append(f"| {label} | " + " | ".join(fmt(r["efficiency"][key]) if r["efficiency"][key] is not None
                                                  else "-" for _, r in reports) + " |")
    lines += ["", "## Failure diagnostics (seed 003, F.2)", "",
              "Failed runs whose reference trace needs a reveal action the agent never performed.", "", head]
    for kind in REVEAL_KINDS:
        cells = []
        for _, r in reports:
            d = r["diagnostics"][kind]
            cells.append(f"required {kind.upper()} missing in {d['missing']}/{d['failed_requiring']} failed runs"
                         if d["failed_requiring"] else "-")
        lines.append(f"| {kind} | " + " | ".join(cells) + " |")
    if any(r["paper_reveal_rate"] is not None for _, r in reports):
        lines += ["", "## Reveal rate beside the paper (seed 003, F.3)", "", "| | measured | paper |", "|---|---|---|"]
        for name, r in reports:
            if r["paper_reveal_rate"] is not None:
                lines.append(f"| {name} | {_pct(r['reveal_rate'])} ({r['episodes']} tasks) | {_pct(r['paper_reveal_rate'])} |")
    return "\n".join(lines) + "\n"


def chart(reports: list[tuple[str, dict]], path) -> None:
    """A grouped bar chart of GA by sub-type (one colour per run, the value on each bar)."""
    import matplotlib

    matplotlib.use("Agg")  # files only, no display
    import matplotlib.pyplot as plt

    subtypes = list(SUBTYPES)
    width = 0.8 / max(1, len(reports))
    fig, ax = plt.subplots(figsize=(11, 4.8), dpi=110)
    for i, (name, r) in enumerate(reports):
        cells = [(g, r["breakdown"]["subtype"][s]) for g, s in enumerate(subtypes) if s in r["breakdown"]["subtype"]]
        xs = [g - 0.4 + width * (i + 0.5) for g, _ in cells]
        bars = ax.bar(xs, [100 * (b["ga"] or 0) for _, b in cells], width * 0.92, label=name[:40], color=f"C{i}")
        ax.bar_label(bars, labels=[f"{100 * (b['ga'] or 0):.0f}%\n{b['solved']}/{b['episodes']}" for _, b in cells],
                     fontsize=8, padding=2)
    ax.set_xticks(range(len(subtypes)), [s.replace("_", "\n") for s in subtypes], fontsize=9.5)
    ax.set_ylim(0, 115)  # room for the labels above a 100% bar
    ax.set_yticks(range(0, 101, 25), [f"{v}%" for v in range(0, 101, 25)])
    ax.set_ylabel("grounding accuracy")
    ax.set_title("Grounding accuracy by sub-type", loc="left", fontsize=12, fontweight="bold")
    ax.grid(axis="y", color="#e5e5e5")
    ax.set_axisbelow(True)
    ax.spines[["top", "right"]].set_visible(False)
    ax.legend(loc="upper right", frameon=False, ncol=min(4, len(reports)), fontsize=9)
    fig.tight_layout()
    fig.savefig(path)
    plt.close(fig)


def load_run(run_dir) -> list[dict]:
    from igg.agents.runner import EPISODES

    path = Path(run_dir) / EPISODES
    if not path.exists():
        raise FileNotFoundError(f"{path}: no episodes file (is {run_dir} a run directory of `igg eval`?)")
    records = [record for _, record in iter_jsonl(path)]
    return records


def by_split(records: list[dict]) -> dict[str, list[dict]]:
    """A run's episodes by the split of their task (tasks/splits.yaml; tasks the file does not name
    yet are assigned by its rule): "train", "val", or "other" for a task outside the suite."""
    from igg.tasks import splits
    from igg.tasks.schema import load_suite

    assigned = splits.resolve(load_suite())
    side = {tid: name for name in splits.SPLITS for tid in assigned[name]}
    groups: dict = defaultdict(list)
    for record in records:
        groups[side.get(record["task_id"], "other")].append(record)
    return dict(groups)


def _columns(name: str, records: list[dict]) -> list[tuple[str, dict]]:
    """One column for the run, and one per split beside it when the run holds tasks of several."""
    groups = by_split(records)
    sizes = {record.get("viewport", "desktop") for record in records}
    if len(sizes) == 1 and sizes != {"desktop"}:  # a run at another size says so (Table A2 of seed 003)
        name = f"{name} @ {sizes.pop()}"
    columns = [(name, compute(records))]
    if len(groups) > 1:
        columns += [(f"{name} · {split}", compute(groups[split])) for split in ("train", "val", "other") if split in groups]
    return columns


def write_reports(run_dirs: list, out_dir=None) -> tuple[str, Path]:
    """Write report.md, report.json and ga_by_subtype.png; return the Markdown and the folder. A run
    of train and val tasks together is also shown split by split, side by side."""
    reports = [column for d in run_dirs for column in _columns(Path(d).name, load_run(d))]
    out = Path(out_dir or (run_dirs[0] if len(run_dirs) == 1 else Path(run_dirs[0]).parent / "comparison"))
    out.mkdir(parents=True, exist_ok=True)
    markdown = to_markdown(reports)
    (out / "report.md").write_text(markdown, encoding="utf-8")
    (out / "report.json").write_text(json.dumps(dict(reports), indent=2, sort_keys=True), encoding="utf-8")
    chart(reports, out / "ga_by_subtype.png")
    return markdown, out
