"""Rewards for RL from the trace: components per step, per-step and per-episode rewards, and
GRPO's group-relative advantages.

Everything here reads trace records (`igg.replay.trace`: the reset line, then one line per step
with the action, `clicked_id`, the environment's reward, `invalid`, `screenshot_sha1` and the
`reveal` status from the shared visibility check), so rewards can be recomputed offline with other
weights. Weights live in `rewards.yaml` beside this file (documented defaults).
"""
from __future__ import annotations

import math
from pathlib import Path

import yaml

WEIGHTS_FILE = Path(__file__).resolve().parent / "rewards.yaml"
COMPONENTS = ("success", "action", "wrong_click", "empty_click", "invalid_action",
              "repeated_ineffective", "repeated_wrong_click", "reveal_bonus")


def load_weights(path=None) -> dict:
    """The weights file (default: rewards.yaml), checked: every component and repeat_radius_px."""
    path = Path(path or WEIGHTS_FILE)
    weights = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
    missing = [k for k in (*COMPONENTS, "repeat_radius_px") if k not in weights]
    if missing:
        raise ValueError(f"{path}: missing weight(s) {', '.join(missing)}")
    unknown = sorted(set(weights) - set(COMPONENTS) - {"repeat_radius_px"})
    if unknown:
        raise ValueError(f"{path}: unknown key(s) {', '.join(unknown)}; components are {', '.join(COMPONENTS)}")
    return {k: float(v) for k, v in weights.items()}


def reveal_level(reveal: dict | None) -> int:
    """How far the target is revealed: 0 hidden, 1 visible, 2 visible and unobstructed, 3 actionable."""
    if not reveal:
        return 0
    if reveal.get("actionable"):
        return 3
    if reveal.get("visible"):
        return 2 if reveal.get("unobstructed") else 1
    return 0


def step_components(steps: list[dict], initial_sha1: str | None, initial_reveal: dict | None,
                    radius: float) -> list[dict]:
    """0/1 counts of every component for each step record (in order). `initial_reveal` is the
    target's status at reset (None: taken as hidden)."""
    out = []
    previous_sha = initial_sha1
    ineffective_seen: set = set()
    wrong_points: list = []
    best = reveal_level(initial_reveal)
    bonus_paid = False
    for step in steps:
        c = dict.fromkeys(COMPONENTS, 0)
        c["action"] = 1
        success = bool(step.get("reward"))
        c["success"] = int(success)
        struct = step.get("action_struct") or {}
        if step.get("invalid"):
            c["invalid_action"] = 1
        elif struct.get("kind") == "click" and not success:
            point = tuple(struct["args"][:2])
            c["empty_click" if step.get("clicked_id") is None else "wrong_click"] = 1
            if any(math.dist(point, p) <= radius for p in wrong_points):
                c["repeated_wrong_click"] = 1
            wrong_points.append(point)
        unchanged = step.get("screenshot_sha1") == previous_sha
        if unchanged and not success:
            key = step.get("action")
            if key in ineffective_seen:
                c["repeated_ineffective"] = 1
            ineffective_seen.add(key)
        previous_sha = step.get("screenshot_sha1")
        if not bonus_paid and not success and reveal_level(step.get("reveal")) > best:
            c["reveal_bonus"], bonus_paid = 1, True
        out.append(c)
    return out


# The evaluation runner's episode counts (episodes.jsonl, the report's "interaction efficiency"),
# each the sum of one reward component: the two are one definition, `step_components`.
EPISODE_COUNTS = {"wrong_clicks": "wrong_click", "empty_clicks": "empty_click",
                  "invalid_actions": "invalid_action", "ineffective_actions": "repeated_ineffective"}


def episode_counts(steps: list[dict], initial_sha1: str | None, initial_reveal: dict | None = None,
                   radius: float | None = None) -> dict:
    """The runner's per-episode counts from step records in the trace format: wrong clicks, empty
    clicks, invalid actions, and ineffective actions, i.e. an action repeated on a screen it
    left unchanged (the reward's `repeated_ineffective`, not every unchanged step)."""
    if radius is None:
        radius = load_weights()["repeat_radius_px"]
    components = step_components(steps, initial_sha1, initial_reveal, radius)
    return {count: sum(c[name] for c in components) for count, name in EPISODE_COUNTS.items()}


def step_record(reward: float, info: dict) -> dict:
    """A step record in the trace format (the fields `step_components` reads) from `env.step`'s
    reward and info, for code that counts live rather than from a written trace."""
    return {"type": "step", "action": info.get("action_text"), "action_struct": info.get("action"),
            "clicked_id": info.get("clicked_id"), "reward": reward, "invalid": info.get("invalid", False),
            "screenshot_sha1": info.get("screenshot_sha1"), "reveal": info.get("reveal")}


def weigh(components: dict, weights: dict) -> float:
    return float(sum(weights[k] * components[k] for k in COMPONENTS))


def score_steps(steps, initial_sha1, initial_reveal, weights=None) -> tuple[list[dict], list[float], float]:
    """(components per step, reward per step, episode return)."""
    weights = weights or load_weights()
    components = step_components(steps, initial_sha1, initial_reveal, weights["repeat_radius_px"])
    rewards = [weigh(c, weights) for c in components]
    return components, rewards, float(sum(rewards))


def score_trace(trace: dict, initial_reveal: dict | None = None, weights=None):
    """`score_steps` for a trace read with `igg.replay.trace.read_trace` (reset line first). The
    reset line's `reveal` is used when it has one."""
    records = trace["steps"]
    reset = records[0] if records and records[0].get("type") == "reset" else {}
    steps = [r for r in records if r.get("type") == "step"]
    return score_steps(steps, reset.get("screenshot_sha1"), initial_reveal or reset.get("reveal"), weights)


def group_advantages(returns: list, eps: float = 1e-6) -> list:
    """GRPO's group-normalised return, (r - mean) / (std + eps), over the members that have a
    return; a member without one (an infrastructure failure) gets None, never a score. A group
    whose returns are all equal has advantage 0 for everyone."""
    values = [r for r in returns if r is not None]
    if not values:
        return [None] * len(returns)
    mean = sum(values) / len(values)
    std = math.sqrt(sum((r - mean) ** 2 for r in values) / len(values))
    return [None if r is None else (r - mean) / (std + eps) for r in returns]
