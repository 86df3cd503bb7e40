"""Rollout episodes as a Hugging Face dataset: Parquet shards of steps, episode summaries, a card.

Layout of a rollout directory:

    DIR/data/train-00000.parquet ...   one row per step (the shards; `validation-*` for --split val)
    DIR/episodes.parquet               one row per episode (summaries)
    DIR/README.md                      the dataset card
    DIR/episodes.jsonl                 the ledger: one line per finished episode (the truth)
    DIR/traces/<task>/mNN/             each episode's trace (igg-trace/1) and screenshots

`datasets.load_dataset("parquet", data_dir=DIR)` loads the steps (only the shard names carry a
split keyword, so nothing else is read), as do pandas and polars. Shards hold whole groups, in the
order the groups completed, and are written atomically (a temporary file, then a rename), so a
shard on disk is always complete and the same shard is never written twice with other content.
"""
from __future__ import annotations

import json
import os
from pathlib import Path

from igg.agents.rollouts.rewards import COMPONENTS, group_advantages, score_steps
from igg.envs.igg_env import format_history
from igg.replay.trace import read_trace

SHARDS_MANIFEST = ".shards.json"  # hidden: the loader ignores it
REVEAL_KEYS = ("visible", "unobstructed", "actionable", "exposure")


def _features():
    from datasets import Features, Image, Sequence, Value

    reveal = {"visible": Value("bool"), "unobstructed": Value("bool"), "actionable": Value("bool"),
              "exposure": Value("float64")}
    return Features({
        "task_id": Value("string"), "app": Value("string"), "type": Value("string"), "subtype": Value("string"),
        "split": Value("string"), "instruction": Value("string"), "group": Value("string"),
        "member": Value("int32"), "agent": Value("string"), "agent_seed": Value("int64"), "step": Value("int32"),
        "screenshot": Image(), "screenshot_sha1": Value("string"), "history": Value("string"),
        "messages": Value("string"), "action_text": Value("string"),
        "action": {"kind": Value("string"), "args": Sequence(Value("float64"))},
        "clicked_id": Value("string"), "invalid": Value("bool"), "error": Value("string"),
        "env_reward": Value("float64"), **{f"r_{k}": Value("int8") for k in COMPONENTS},
        "reward": Value("float64"), "episode_return": Value("float64"), "advantage": Value("float64"),
        "reveal": reveal, "terminated": Value("bool"), "truncated": Value("bool"),
        "next_screenshot_sha1": Value("string"), "wall_seconds": Value("float64"),
        "virtual_ms": Value("float64"), "agent_seconds": Value("float64"), "retried": Value("bool"),
    })


def _history_line(step: dict) -> str:
    """The line the environment added to the observation's history for this step."""
    if step.get("invalid"):
        return f"invalid: {step.get('action')} ({step.get('error')})"
    return step.get("action") or ""


def episode_rows(run_dir, record: dict, weights: dict, advantage, split: str | None) -> list[dict]:
    """One row per step: the observation the agent saw (screenshot, history), its action, the
    reward components and the reveal status after it."""
    trace_dir = Path(run_dir) / record["trace"]
    trace = read_trace(trace_dir)
    reset, steps = trace["steps"][0], trace["steps"][1:]
    components, rewards, total = score_steps(steps, record.get("initial_sha1"), record.get("initial_reveal"), weights)
    task = trace["header"]["task"]
    rows, previous, lines = [], reset, []
    for step, comp, reward in zip(steps, components, rewards):
        shot = previous.get("screenshot")
        log = step.get("agent_log")
        timing = step.get("timing") or {}
        struct = step.get("action_struct")
        rows.append({
            "task_id": task["id"], "app": task["app"], "type": task["type"], "subtype": task["subtype"],
            "split": split, "instruction": task["instruction"], "group": task["id"], "member": record["member"],
            "agent": record["agent"], "agent_seed": record.get("agent_seed"), "step": step["index"],
            "screenshot": {"bytes": (trace_dir / shot).read_bytes(), "path": None} if shot else None,
            "screenshot_sha1": previous.get("screenshot_sha1"), "history": format_history(lines),
            "messages": json.dumps(log, sort_keys=True) if log else None, "action_text": step.get("action"),
            "action": {"kind": struct["kind"], "args": [float(a) for a in struct["args"]]} if struct else None,
            "clicked_id": step.get("clicked_id"), "invalid": bool(step.get("invalid")), "error": step.get("error"),
            "env_reward": float(step.get("reward") or 0.0), **{f"r_{k}": comp[k] for k in COMPONENTS},
            "reward": reward, "episode_return": total, "advantage": advantage,
            "reveal": {k: (step.get("reveal") or {}).get(k) for k in REVEAL_KEYS},
            "terminated": bool(step.get("terminated")), "truncated": bool(step.get("truncated")),
            "next_screenshot_sha1": step.get("screenshot_sha1"), "wall_seconds": timing.get("wall_seconds"),
            "virtual_ms": timing.get("virtual_ms"), "agent_seconds": step.get("agent_seconds"),
            "retried": bool(record.get("retried")),
        })
        lines.append(_history_line(step))
        previous = step
    return rows


def episode_return(run_dir, record: dict, weights: dict):
    """The episode's return from its trace; None for an infrastructure failure (never a 0)."""
    if record.get("infra_error"):
        return None
    trace = read_trace(Path(run_dir) / record["trace"])
    _, _, total = score_steps(trace["steps"][1:], record.get("initial_sha1"), record.get("initial_reveal"), weights)
    return total


def completed_groups(records: list[dict], group_size: int) -> list[str]:
    """Task ids whose group is complete, in the order the groups completed in the ledger."""
    counts, done = {}, []
    for record in records:
        counts[record["task_id"]] = counts.get(record["task_id"], 0) + 1
        if counts[record["task_id"]] == group_size:
            done.append(record["task_id"])
    return done


def write_parquet(rows: list[dict], features, path: Path) -> None:
    """Rows to one Parquet file, atomically (a temporary file, then a rename), with the Hugging
    Face features in the schema metadata (so `datasets` decodes the image columns). pyarrow
    directly: `datasets.Dataset` would hash every byte for a fingerprint we do not need."""
    import pyarrow as pa
    import pyarrow.parquet as pq

    path = Path(path)
    table = pa.Table.from_pylist(rows, schema=features.arrow_schema) if features is not None \
        else pa.Table.from_pylist(rows)
    tmp = path.with_name(f".{path.name}.tmp")
    pq.write_table(table, tmp, row_group_size=256)
    os.replace(tmp, path)


def shard_name(split: str | None, index: int) -> str:
    return f"{'validation' if split == 'val' else 'train'}-{index:05d}.parquet"


def write_shards(run_dir, records: list[dict], group_size: int, weights: dict, split: str | None,
                 shard_groups: int, final: bool) -> int:
    """Write every shard of complete groups not on disk yet (all shards, the last partial one too,
    when `final`). Returns the number of step rows written now."""
    run_dir = Path(run_dir)
    data = run_dir / "data"
    data.mkdir(parents=True, exist_ok=True)
    manifest_path = run_dir / SHARDS_MANIFEST
    manifest = json.loads(manifest_path.read_text()) if manifest_path.exists() else {}
    groups = completed_groups(records, group_size)
    by_task: dict = {}
    for record in records:
        by_task.setdefault(record["task_id"], []).append(record)
    chunks = [groups[i:i + shard_groups] for i in range(0, len(groups), shard_groups)]
    written = 0
    for index, chunk in enumerate(chunks):
        name = shard_name(split, index)
        if len(chunk) < shard_groups and not final:
            break
        if manifest.get(name) == chunk and (data / name).exists():
            continue
        rows = []
        for task_id in chunk:
            members = sorted(by_task[task_id], key=lambda r: r["member"])
            returns = [episode_return(run_dir, r, weights) for r in members]
            for record, advantage in zip(members, group_advantages(returns)):
                if record.get("infra_error"):
                    continue  # recorded in the summaries, never as a reward
                rows.extend(episode_rows(run_dir, record, weights, advantage, split))
        write_parquet(rows, _features(), data / name)
        manifest[name] = chunk
        written += len(rows)
        manifest_path.write_text(json.dumps(manifest, indent=1))
    if final:  # shards beyond the current count (a run redone with other groups) would mislead
        for name in list(manifest):
            if name not in {shard_name(split, i) for i in range(len(chunks))}:
                (data / name).unlink(missing_ok=True)
                manifest.pop(name)
        manifest_path.write_text(json.dumps(manifest, indent=1))
    return written


def write_summaries(run_dir, records: list[dict], group_size: int, weights: dict, split: str | None) -> list[dict]:
    """episodes.parquet: one row per episode, with its return and group-relative advantage."""
    run_dir = Path(run_dir)
    by_task: dict = {}
    for record in records:
        by_task.setdefault(record["task_id"], []).append(record)
    rows = []
    for task_id, members in by_task.items():
        members = sorted(members, key=lambda r: r["member"])
        returns = [episode_return(run_dir, r, weights) for r in members]
        advantages = group_advantages(returns) if len(members) == group_size else [None] * len(members)
        for record, ret, adv in zip(members, returns, advantages):
            rows.append({
                "task_id": task_id, "app": record["app"], "type": record["type"], "subtype": record["subtype"],
                "split": split, "group": task_id, "member": record["member"], "agent": record["agent"],
                "agent_seed": record.get("agent_seed"), "success": bool(record["success"]),
                "steps": record["steps"], "return": ret, "advantage": adv, "revealed": record.get("revealed"),
                "revealed_at": record.get("revealed_at"), "wrong_clicks": record.get("wrong_clicks"),
                "empty_clicks": record.get("empty_clicks"), "invalid_actions": record.get("invalid_actions"),
                "infra_error": record.get("infra_error"), "retried": bool(record.get("retried")),
                "attempts": record.get("attempts", 1), "first_infra_error": record.get("first_infra_error"),
                "initial_sha1": record.get("initial_sha1"), "wall_seconds": record.get("wall_seconds"),
                "trace": record["trace"],
            })
    if rows:
        write_parquet(rows, None, run_dir / "episodes.parquet")
    return rows


CARD = """---
configs:
- config_name: steps
  default: true
  data_files:
  - split: {split_name}
    path: data/{prefix}-*.parquet
- config_name: episodes
  data_files:
  - split: {split_name}
    path: episodes.parquet
tags: [gui-grounding, reinforcement-learning, grpo, igg]
---

# IGG rollouts: {agent}, groups of {group}

GRPO rollouts on the IGG interactive GUI-grounding suite, collected with `igg rollouts collect`.
{episodes} episodes of {tasks} task(s) (split: {split}), {rows} steps, {success} successful episodes,
{infra} infrastructure failure(s) (kept out of the step rows; never scored).

Each group is {group} episodes of one task, all from the byte-identical initial state (the same
`initial_sha1`), with the agent's sampling seeded per member (`agent_seed`).

## Steps (`data/{prefix}-*.parquet`, one row per step)

`task_id, app, type, subtype, split, instruction, group, member, agent, agent_seed, step`; the
observation the agent saw: `screenshot` (PNG image), `screenshot_sha1`, `history` (the numbered
action history); `messages` (the VLM agent's calls and answers, JSON, when the agent is a VLM);
`action_text`, `action` {{kind, args}} in screenshot pixels, `clicked_id`, `invalid`, `error`;
`env_reward` (1 for the click that scores); the reward components `r_<name>` (0/1 counts of
{components}); `reward` (the step's weighted reward), `episode_return`, `advantage` (the
group-normalised return); `reveal` (the target's visible, unobstructed, actionable, exposure after
the step); `terminated, truncated, next_screenshot_sha1`; timings `wall_seconds, virtual_ms,
agent_seconds`; `retried`.

## Episodes (`episodes.parquet`)

One row per episode: success, steps, return, advantage, reveal, click counts, infrastructure
failure and retries, trace folder.

## Loading

```python
import datasets
steps = datasets.load_dataset("parquet", data_dir="{out}")["{split_name}"]
episodes = datasets.load_dataset("parquet", data_files="{out}/episodes.parquet")["train"]
```

Reward weights: {weights}
"""


def write_card(run_dir, meta: dict, records: list[dict], rows: int, weights: dict, split: str | None) -> None:
    from igg.agents.rollouts.rewards import COMPONENTS as names

    run_dir = Path(run_dir)
    text = CARD.format(
        split_name="validation" if split == "val" else "train", prefix="validation" if split == "val" else "train",
        agent=meta["agent"], group=meta["group"], episodes=len(records), tasks=len({r["task_id"] for r in records}),
        split=split or "all reliable tasks", rows=rows, success=sum(bool(r["success"]) for r in records),
        infra=sum(bool(r.get("infra_error")) for r in records), components=", ".join(names), out=run_dir,
        weights=json.dumps(weights, sort_keys=True))
    (run_dir / "README.md").write_text(text, encoding="utf-8")


def count_rows(run_dir) -> int:
    import pyarrow.parquet as pq

    return sum(pq.ParquetFile(p).metadata.num_rows for p in sorted((Path(run_dir) / "data").glob("*.parquet")))
