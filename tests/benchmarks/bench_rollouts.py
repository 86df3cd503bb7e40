"""Rollout throughput, memory per worker and Parquet write throughput, side by side in one run.

Run: `.venv/bin/python tests/benchmarks/bench_rollouts.py [--apps 4] [--group 2]`.

The oracle agent collects groups (K episodes of the first task of each of --apps apps) three ways:
1 local worker (in this process), 2 local worker processes and 2 Ray actors on a local Ray. Each
line gives steps per second over the whole collection (start-up included) and in steady state
(from the first finished episode to the last), the peak resident memory of each worker with its
browser (process tree), and Ray's steady-state rate against 2 local workers (target: overhead at
most 10%). Then the Parquet writer (`igg.agents.rollouts.dataset.write_shards`) writes the
collected episodes again: rows and megabytes per second.
"""
from __future__ import annotations

import argparse
import os
import shutil
import tempfile
import threading
import time
from pathlib import Path

from igg.agents.rollouts import dataset
from igg.agents.rollouts.collect import member_seed, member_trace
from igg.agents.rollouts.rewards import load_weights
from igg.agents.runner import Job, run_jobs
from igg.tasks.schema import load_suite

import procmem  # tests/benchmarks/procmem.py, beside this script


class Sampler(threading.Thread):
    """Peak tree memory of each worker root, sampled every half second."""

    def __init__(self, roots):
        super().__init__(daemon=True)
        self.roots, self.peak, self.stop = roots, {}, threading.Event()

    def run(self):
        while not self.stop.is_set():
            parent_of = procmem.parents()
            for root in self.roots():
                self.peak[root] = max(self.peak.get(root, 0.0), procmem.tree_rss_mb(root, parent_of))
            self.stop.wait(0.5)


def _python_children() -> list:
    mine = [pid for pid, ppid in procmem.parents().items() if ppid == os.getpid()]
    out = []
    for pid in mine:
        try:
            cmdline = Path(f"/proc/{pid}/cmdline").read_bytes()
            if b"python" in cmdline.split(b"\0")[0] and b"resource_tracker" not in cmdline:
                out.append(pid)
        except OSError:
            pass
    return out


def measure(label, jobs, worker_args, records_out, workers=1, ray=False, roots=None):
    finished = []  # (time, steps)
    sampler = Sampler(roots or (lambda: [os.getpid()]))
    sampler.start()
    start = time.perf_counter()
    if ray:
        from igg.agents.rollouts.ray_pool import RayPool

        with RayPool(worker_args, actors=workers) as pool:
            import ray as ray_module

            pids = [ray_module.get(a.pid.remote()) for a in pool.actors]
            sampler.roots, sampler.peak = (lambda: pids), {}
            for record in pool.run(jobs):
                finished.append((time.perf_counter(), record["steps"]))
                records_out.append(record)
    else:
        for record in run_jobs(jobs, worker_args, workers):
            finished.append((time.perf_counter(), record["steps"]))
            records_out.append(record)
    wall = time.perf_counter() - start
    sampler.stop.set()
    sampler.join()
    steps = sum(s for _, s in finished)
    steady = sum(s for _, s in finished[1:]) / (finished[-1][0] - finished[0][0]) if len(finished) > 1 else 0.0
    memory = sorted(sampler.peak.values())
    print(f"{label:18} {len(finished):>8} {steps:>6} {wall:>8.1f} {steps / wall:>8.2f} {steady:>8.2f}   "
          + ", ".join(f"{m:.0f}" for m in memory), flush=True)
    return steady


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--apps", type=int, default=4, help="first task of this many apps")
    parser.add_argument("--group", type=int, default=2, help="episodes per task")
    args = parser.parse_args()
    suite = load_suite()
    firsts = {}
    for task in suite:
        firsts.setdefault(task.app, task)
    tasks = list(firsts.values())[: args.apps]
    print(f"oracle rollouts: {len(tasks)} task(s) x group {args.group} per configuration; "
          f"{os.cpu_count()} CPU(s), load average {os.getloadavg()[0]:.1f}")
    print(f"{'configuration':18} {'episodes':>8} {'steps':>6} {'wall s':>8} {'steps/s':>8} {'steady':>8}   "
          f"peak MB per worker (with its browser)")
    root = Path(tempfile.mkdtemp(prefix="igg-bench-rollouts-"))
    jobs = [Job(t.id, member_trace(t.id, m), member_seed(0, t.id, m)) for t in tasks for m in range(args.group)]
    try:
        results = {}
        kept = []
        for label, workers, ray in (("local, 1 worker", 1, False), ("local, 2 workers", 2, False),
                                    ("ray, 2 actors", 2, True)):
            out = root / label.replace(", ", "-").replace(" ", "")
            worker_args = ("oracle", {}, suite, str(out), True, 2)
            records = []
            roots = None if workers == 1 and not ray else _python_children
            results[label] = measure(label, jobs, worker_args, records, workers, ray,
                                     (lambda: []) if ray else roots)
            for record in records:
                record.update(member=int(record["trace"].rsplit("/m", 1)[1]))
            kept.append((out, records))
        local, on_ray = results["local, 2 workers"], results["ray, 2 actors"]
        if local and on_ray:
            overhead = 100.0 * (local - on_ray) / local
            print(f"Ray overhead against 2 local workers (steady state): {overhead:+.1f}% (target <= 10%)")
        out, records = kept[0]
        weights = load_weights()
        import datasets  # noqa: F401 - imported before the clock starts: the writer's own cost only
        start = time.perf_counter()
        rows = dataset.write_shards(out, records, args.group, weights, None, shard_groups=1, final=True)
        seconds = time.perf_counter() - start
        size = sum(p.stat().st_size for p in (out / "data").glob("*.parquet")) / 1e6
        print(f"Parquet writer: {rows} rows, {size:.1f} MB in {seconds:.2f} s: {rows / seconds:.1f} rows/s, "
              f"{size / seconds:.1f} MB/s (screenshots embedded as PNG)")
    finally:
        shutil.rmtree(root, ignore_errors=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
