"""Memory over a long run: resident memory of Python, the Playwright driver and Chromium.

Run: `.venv/bin/python tests/benchmarks/bench_soak.py [--steps 20000] [--every 800]`.
Random valid actions over every task in turn (a reset every 8 steps, as the budget ends an
episode). Prints each process group's resident memory every `--every` steps and the growth from
the end of warm-up (`--warmup`, default the first sample after one pass over every task, when
every app's pages have been loaded once) to each sample; the bar is under 10%.

The final line gives, per group, the growth from the median of the first three samples after
warm-up to the median of the last three (one sample can catch Chromium mid-navigation or V8 before
a collection), the single-sample growth, the fitted trend and the range; a group passes when the
median growth is under 10%.
"""
from __future__ import annotations

import argparse
import math
import os
import re
import statistics
import time
from pathlib import Path

import numpy as np

from igg.envs.igg_env import IGGEnv
from igg.tasks.schema import load_suite

import procmem  # tests/benchmarks/procmem.py, beside this script


def memory() -> dict:
    """MB resident: this Python, the driver (node), and every Chromium process under it."""
    groups = {"python": procmem.rss_mb(os.getpid()), "driver": 0.0, "chromium": 0.0}
    for pid in procmem.descendants(os.getpid()):
        try:
            exe = Path(f"/proc/{pid}/cmdline").read_bytes().split(b"\0")[0]
        except OSError:
            continue
        kind = "chromium" if b"chrom" in exe else "driver" if b"node" in exe else None
        if kind:
            groups[kind] += procmem.rss_mb(pid)
    return groups


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--steps", type=int, default=20_000)
    # 800 steps are 100 episodes, two context recycles (RECYCLE_AFTER_LOADS): every sample is then taken
    # at the same point of the recycle cycle, so it sees the same number of episodes in its context
    # (and alternately 100 and 200 episodes after a relaunch, RELAUNCH_AFTER_RECYCLES).
    parser.add_argument("--every", type=int, default=800)
    parser.add_argument("--warmup", type=int, default=None,
                        help="growth is measured from this step on (default: the first sample after one "
                             "pass over every task, when every app's pages have been loaded once)")
    parser.add_argument("--from-log", metavar="FILE", help="only summarise the samples an earlier run printed")
    args = parser.parse_args()
    suite = [t for t in load_suite() if tuple(t.viewport) == (1440, 900) and t.zoom == 1]  # the desktop env's tasks
    if args.warmup is None:
        args.warmup = math.ceil(8 * len(suite) / args.every) * args.every
        print(f"warm-up: one pass over the {len(suite)} tasks, to step {args.warmup}", flush=True)
    if args.from_log:
        samples = [(int(m[1]), {k: float(v) for k, v in re.findall(r"(python|driver|chromium)\s+([\d.]+) MB", m[0])})
                   for m in re.finditer(r"^\s*(\d+) steps .*$", Path(args.from_log).read_text(), re.M)]
        print(summary(samples, args.warmup))
        return
    env = IGGEnv(tasks=suite)
    rng = np.random.default_rng(0)
    samples, started, task_index = [], time.perf_counter(), 0
    try:
        for step in range(args.steps):
            if step % 8 == 0:
                env.reset(options={"task": suite[task_index % len(suite)]})
                task_index += 1
            env.step(env.action_space.sample() if step % 2 else
                     f"click({int(rng.integers(1440))}, {int(rng.integers(900))})")
            if (step + 1) % args.every == 0:
                mem = memory()
                samples.append((step + 1, mem))
                warm = next((m for n, m in samples if n >= args.warmup), None)
                growth = "" if warm is None or step + 1 <= args.warmup else "  growth " + "  ".join(
                    f"{k} {100 * (mem[k] - warm[k]) / warm[k]:+.1f}%" for k in mem if warm[k])
                print(f"{step + 1:7d} steps  {time.perf_counter() - started:7.0f} s  "
                      + "  ".join(f"{k} {v:7.1f} MB" for k, v in mem.items()) + growth, flush=True)
    finally:
        env.close()
    print(summary(samples, args.warmup))


def summary(samples: list, warmup: int) -> str:
    """Growth per group after warm-up. The driver (V8) and Chromium swing by tens of MB from one
    sample to the next with their collections, so one sample against another measures the swing;
    the bar compares the median of the first three samples from warm-up on with the median of the
    last three. Also printed: the growth from the single warm-up sample to the last sample, the
    least-squares trend over the whole stretch, and the range."""
    after = [(n, m) for n, m in samples if n >= warmup] or samples[:1]
    start = after[0][0]
    parts, passed = [], True
    steps = np.array([n for n, _ in after], dtype=float)
    for k in after[0][1]:
        values = np.array([m[k] for _, m in after])
        if not values[0]:
            continue
        base = statistics.median(values[:3])
        median = 100 * (statistics.median(values[-3:]) - base) / base
        trend = 100 * np.polyfit(steps, values, 1)[0] * (steps[-1] - steps[0]) / base if len(after) > 1 else 0.0
        passed &= median < 10
        parts.append(f"{k} {median:+.1f}% (first-3 to last-3 median; single samples {100 * (values[-1] - values[0]) / values[0]:+.1f}%, "
                     f"trend {trend:+.1f}%, range {values.min():.0f}-{values.max():.0f} MB)")
    return (f"growth from step {start} to {samples[-1][0]}: " + "  ".join(parts)
            + ("  PASS" if passed else "  FAIL") + " (bar: under +10% for every group, median of the last three "
            "samples against the median of the first three after warm-up)")


if __name__ == "__main__":
    main()
