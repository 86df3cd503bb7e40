"""Rollout collection: K episodes per task (a GRPO group), written as a Hugging Face dataset.

Every member of a group starts from the task's byte-identical initial state (the environment's
reset; each member's reset screenshot hash is recorded and checked), with the agent's sampling
seeded per member. Episodes run through the evaluation runner (`igg.agents.runner`: RecordTrace,
retries of infrastructure failures on a fresh browser) in this process, in worker processes or on
Ray actors. Each finished episode is one fsynced line of DIR/episodes.jsonl (written whole or not
at all); the Parquet shards are derived from that ledger, so `--resume` after a kill -9 loses and
repeats nothing and gives the same dataset as an uninterrupted run.
"""
from __future__ import annotations

import json
import shutil
import time
import zlib
from pathlib import Path

from igg.agents.rollouts import dataset
from igg.agents.rollouts.rewards import load_weights
from igg.agents.runner import Job, append_episode, read_episodes, run_jobs

RUN_FILE = "rollouts.json"


class InitialStateMismatch(RuntimeError):
    """Members of a group did not start from byte-identical screenshots (a determinism bug)."""


def member_seed(seed: int, task_id: str, member: int) -> int:
    """The agent's sampling seed of one group member: distinct per member and task, reproducible."""
    return zlib.crc32(f"{seed}:{task_id}:{member}".encode())


def member_trace(task_id: str, member: int) -> str:
    return f"traces/{task_id}/m{member:02d}"


def _meta(agent, group, split, seed, tasks, agent_kwargs, weights_file) -> dict:
    return {"agent": agent, "group": group, "split": split, "seed": seed, "tasks": [t.id for t in tasks],
            "agent_options": {k: v for k, v in (agent_kwargs or {}).items() if "key" not in k.lower()},
            "weights": str(weights_file) if weights_file else None}


def _check_group(records: list[dict]) -> None:
    by_task: dict = {}
    for record in records:
        if not record.get("infra_error"):
            by_task.setdefault(record["task_id"], set()).add(record.get("initial_sha1"))
    bad = sorted(t for t, shas in by_task.items() if len(shas) > 1)
    if bad:
        raise InitialStateMismatch(f"group members started from different screenshots: {', '.join(bad)}")


def collect(tasks, agent: str, out, group: int = 4, workers: int = 1, ray: bool = False, ray_address=None,
            resume: bool = False, agent_kwargs=None, seed: int = 0, split: str | None = None,
            weights_file=None, retries: int = 2, shard_groups: int = 32, all_tasks=None,
            on_episode=None) -> dict:
    """Collect `group` episodes of each task into OUT; returns a summary dict."""
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    weights = load_weights(weights_file)
    meta = _meta(agent, group, split, seed, tasks, agent_kwargs, weights_file)
    done = read_episodes(out)
    run_file = out / RUN_FILE
    if done and not resume:
        raise FileExistsError(f"{out / 'episodes.jsonl'} already has {len(done)} episodes: pass --resume "
                              f"to continue that collection, or choose another --out")
    if resume and run_file.exists():
        before = json.loads(run_file.read_text())
        changed = [k for k in ("agent", "group", "split", "seed") if before.get(k) != meta[k]]
        if sorted(before.get("tasks", [])) != sorted(meta["tasks"]):
            changed.append("tasks")
        if changed:
            raise ValueError(f"--resume with other settings than the run in {out} ({', '.join(changed)} differ)")
    run_file.write_text(json.dumps(meta, indent=2), encoding="utf-8")
    finished = {(r["task_id"], r["member"]) for r in done}
    jobs = [Job(t.id, member_trace(t.id, m), member_seed(seed, t.id, m))
            for t in tasks for m in range(group) if (t.id, m) not in finished]
    for job in jobs:  # a half-written trace of a killed episode is redone from scratch
        shutil.rmtree(out / job.trace, ignore_errors=True)
    members = {job.trace: job for job in jobs}
    worker_args = (agent, agent_kwargs or {}, all_tasks or tasks, str(out), True, retries)
    records = list(done)
    started = time.perf_counter()
    steps = 0
    for record in run_jobs(jobs, worker_args, workers, ray=ray, ray_address=ray_address):
        job = members[record["trace"]]
        record.update(member=int(job.trace.rsplit("/m", 1)[1]), agent_seed=job.seed, group=job.task_id)
        append_episode(out, record)
        records.append(record)
        steps += record["steps"]
        if on_episode:
            on_episode(record)
        dataset.write_shards(out, records, group, weights, split, shard_groups, final=False)
    elapsed = time.perf_counter() - started
    _check_group(records)
    dataset.write_shards(out, records, group, weights, split, shard_groups, final=True)
    dataset.write_summaries(out, records, group, weights, split)
    rows = dataset.count_rows(out)
    dataset.write_card(out, meta, records, rows, weights, split)
    return {"episodes": len(records), "new_episodes": len(jobs), "steps": steps, "seconds": elapsed,
            "rows": rows, "success": sum(bool(r["success"]) for r in records),
            "infra_errors": sum(bool(r.get("infra_error")) for r in records),
            "retried": sum(bool(r.get("retried")) for r in records)}
