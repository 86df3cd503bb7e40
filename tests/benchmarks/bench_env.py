"""Environment latency against an honest floor, measured side by side in one run.

Run: `.venv/bin/python tests/benchmarks/bench_env.py [--samples 60] [--replay-workers 2]`.

The floor is the environment's own capture method (a DevTools PNG capture, the call
`BrowserSession.capture_png` makes) on the same page of the same browser, alone and after a
`mouse.click`; floor and environment samples are interleaved so that machine load hits both
alike. Targets: reset median <= 1.5x the floor's capture (an in-page reset of the same app), step
median <= 1.2x the floor's click plus capture. Then `igg replay --workers N` over the whole suite,
printed beside the suite's size.
"""
from __future__ import annotations

import argparse
import os
import platform
import statistics
import subprocess
import sys
import time

import numpy as np

from igg.envs.igg_env import IGGEnv
from igg.tasks.schema import load_suite


def _ms(fn) -> float:
    start = time.perf_counter()
    fn()
    return (time.perf_counter() - start) * 1e3


def stats(samples):
    ordered = sorted(samples)
    return statistics.median(ordered), ordered[min(len(ordered) - 1, int(0.9 * len(ordered)))]


def measure(task, samples: int) -> dict:
    env = IGGEnv(tasks=[task])
    env.reset(options={"task": task})  # browser start-up and first navigation are not part of a reset
    session = env.session
    page = session.page
    rng = np.random.default_rng(0)
    out = {"capture": [], "click_capture": [], "reset": [], "step": []}
    steps_in_episode = 0
    for i in range(samples):
        out["capture"].append(_ms(session.capture_png))
        out["reset"].append(_ms(lambda: env.reset(options={"task": task})))
        steps_in_episode = 0
        for _ in range(2):
            x, y = int(rng.integers(0, 1440)), int(rng.integers(0, 900))
            action = f"move({x}, {y})" if steps_in_episode % 2 else f"click({x}, {y})"
            out["step"].append(_ms(lambda: env.step(action)))
            steps_in_episode += 1
            out["click_capture"].append(_ms(lambda: (page.mouse.click(x, y), session.capture_png())))
    env.reset(options={"task": task})
    out["wait_5000"] = [_ms(lambda: env.step("wait(5000)")) for _ in range(5)]
    env.close()
    return out


def replay_suite(workers: int) -> tuple[float, str]:
    started = time.perf_counter()
    result = subprocess.run([sys.executable, "-m", "igg.cli", "replay", "--workers", str(workers),
                             "--report", "runs/bench-replay/report.json"], capture_output=True, text=True)
    elapsed = time.perf_counter() - started
    last = result.stdout.strip().splitlines()[-1] if result.stdout.strip() else result.stderr[-300:]
    return elapsed, last


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--samples", type=int, default=60)
    parser.add_argument("--replay-workers", type=int, default=2, help="0 skips the suite replay")
    args = parser.parse_args()
    suite = load_suite()
    task = next(t for t in suite if t.subtype == "delayed_activation")
    out = measure(task, args.samples)

    capture, click = stats(out["capture"]), stats(out["click_capture"])
    reset, step = stats(out["reset"]), stats(out["step"])
    print(f"IGG environment benchmark - {time.strftime('%Y-%m-%d')} - {platform.node()} "
          f"({platform.machine()}, {os.cpu_count()} cores), task {task.id}, {args.samples} samples")
    print(f"{'measure':48s} {'median ms':>10s} {'p90 ms':>8s} {'ratio':>7s} {'target':>7s}")
    print(f"{'floor: DevTools capture (the env method)':48s} {capture[0]:10.1f} {capture[1]:8.1f} {'1.00':>7s}")
    print(f"{'floor: mouse.click + DevTools capture':48s} {click[0]:10.1f} {click[1]:8.1f} {'1.00':>7s}")
    print(f"{'env.reset, in-page (vs capture floor)':48s} {reset[0]:10.1f} {reset[1]:8.1f} "
          f"{reset[0] / capture[0]:7.2f} {'<= 1.5':>7s}")
    print(f"{'env.step click/move (vs click floor)':48s} {step[0]:10.1f} {step[1]:8.1f} "
          f"{step[0] / click[0]:7.2f} {'<= 1.2':>7s}")
    print(f"{'env.step wait(5000), real time':48s} {statistics.median(out['wait_5000']):10.1f} "
          f"{max(out['wait_5000']):8.1f}")
    if args.replay_workers:
        elapsed, last = replay_suite(args.replay_workers)
        print(f"igg replay --workers {args.replay_workers}: {len(suite)} tasks in {elapsed:.1f} s "
              f"({elapsed / len(suite):.2f} s per task); {last}")


if __name__ == "__main__":
    main()
