"""Task validation by replay: every task must be hidden at reset and solvable by its reference trace.

For each task: (1) at reset the target exists, is unique and is not actionable; (2) clicking the
target's position before any reveal does not succeed; (3) the reference trace, each element
resolved to its current box centre, ends in a successful click within the budget; (4) the
instruction names the goal, not the procedure.
"""
from __future__ import annotations

import json
from collections import defaultdict
from dataclasses import asdict, dataclass, field
from pathlib import Path

from igg.replay.reference import UnresolvedStep, resolve_step
from igg.replay.trace import TraceWriter
from igg.tasks.schema import lint_instruction


@dataclass
class ReplayResult:
    task_id: str
    app: str
    subtype: str
    valid: bool = False
    failures: list = field(default_factory=list)
    reset_state: dict = field(default_factory=dict)
    actions: list = field(default_factory=list)
    screenshots: list = field(default_factory=list)  # sha1 of the reset and of every step
    steps: int = 0


def replay_reference(env, task, trace_dir=None, screenshots: bool = False) -> ReplayResult:
    """Run the reference trace once through `env` (an IGGEnv), optionally writing its trace."""
    result = ReplayResult(task.id, task.app, task.subtype)
    obs, info = env.reset(options={"task": task})
    session = env.unwrapped.session
    writer = None
    if trace_dir is not None:
        writer = TraceWriter(trace_dir, task, "reference", task.viewport, screenshots=screenshots)
        writer.reset(env.unwrapped.last_screenshot, info)
    result.screenshots.append(info["screenshot_sha1"])
    reward = 0.0
    for index, step in enumerate(task.trace, 1):
        try:
            action = resolve_step(session, step, task.viewport)
        except UnresolvedStep as exc:
            result.failures.append(f"step {index}: {exc}")
            break
        obs, reward, terminated, truncated, info = env.step(action)
        result.actions.append(action.to_text())
        result.screenshots.append(info["screenshot_sha1"])
        result.steps = index
        if writer:
            writer.step(index, env.unwrapped.last_screenshot, reward, terminated, truncated, info,
                        extra={"element": step.element, "reference_step": step.describe()})
        if info["invalid"]:
            result.failures.append(f"step {index} ({step.describe()}): invalid action: {info['last_action_error']}")
            break
        if terminated or truncated:
            break
    if not result.failures:
        if reward != 1.0:
            where = f"clicked {info.get('clicked_id')!r}" if result.actions else "no click"
            actionable = info.get("target_actionable")
            result.failures.append(f"reference trace did not succeed ({where}; target actionable at click: {actionable})")
        elif result.steps < len(task.trace):
            result.failures.append(f"succeeded early at step {result.steps} of {len(task.trace)}")
    if writer:
        writer.close({"success": reward == 1.0, "steps": result.steps})
    return result


def validate_task(env, task, trace_dir=None, screenshots: bool = False) -> ReplayResult:
    failures = list(lint_instruction(task))
    env.reset(options={"task": task})
    session = env.unwrapped.session
    state = session.inspect(task.target)
    reset_state = {k: state[k] for k in ("exists", "count", "visible", "unobstructed", "enabled", "actionable", "reason")}
    if not state["exists"]:
        failures.append(f"target {task.target!r} does not exist at reset")
    elif state["count"] != 1:
        failures.append(f"target {task.target!r} is not unique at reset ({state['count']} elements)")
    elif state["actionable"]:
        failures.append(f"target {task.target!r} is already actionable at reset")
    # A click at the target's position before any reveal must not score.
    box = state.get("box")
    if box and state["exists"]:
        cx, cy = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
        width, height = task.viewport
        if 0 <= cx < width and 0 <= cy < height:
            _, reward, _, _, info = env.step(f"click({round(cx)}, {round(cy)})")
            if reward:
                failures.append(f"a click at the target's position ({cx:.0f}, {cy:.0f}) scores before any reveal")
    result = replay_reference(env, task, trace_dir=trace_dir, screenshots=screenshots)
    result.failures = failures + result.failures
    result.reset_state = reset_state
    result.valid = not result.failures
    return result


def summarize(results: list[ReplayResult]) -> list[dict]:
    """Rows per (app, sub-type): tasks, valid, failures."""
    groups = defaultdict(list)
    for r in results:
        groups[(r.app, r.subtype)].append(r)
    rows = []
    for (app, subtype), rs in sorted(groups.items()):
        rows.append({"app": app, "subtype": subtype, "tasks": len(rs), "valid": sum(r.valid for r in rs),
                     "failures": [f"{r.task_id}: {'; '.join(r.failures)}" for r in rs if not r.valid]})
    return rows


def format_table(rows: list[dict]) -> str:
    lines = [f"{'app':8s} {'sub-type':22s} {'tasks':>5s} {'valid':>5s}  failures", "-" * 72]
    for row in rows:
        lines.append(f"{row['app']:8s} {row['subtype']:22s} {row['tasks']:5d} {row['valid']:5d}  "
                     + ("" if not row["failures"] else row["failures"][0]))
        for extra in row["failures"][1:]:
            lines.append(" " * 45 + extra)
    total = sum(r["tasks"] for r in rows)
    valid = sum(r["valid"] for r in rows)
    lines += ["-" * 72, f"{'all':31s} {total:5d} {valid:5d}"]
    return "\n".join(lines)


def write_report(path, results: list[ReplayResult]) -> None:
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    payload = {"tasks": len(results), "valid": sum(r.valid for r in results),
               "summary": summarize(results), "results": [asdict(r) for r in results]}
    path.write_text(json.dumps(payload, indent=2, sort_keys=True), encoding="utf-8")
