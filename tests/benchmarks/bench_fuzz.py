"""The long fuzz run: 10,000 or more mixed inputs through the environment.

Run: `.venv/bin/python tests/benchmarks/bench_fuzz.py [--steps 10000] [--seed 0]`.
Inputs are every kind the env accepts or must refuse (text, structured dicts, kind/args dicts,
Action objects, odd values; left scrolls, the space's own samples, long waits), over every task
of the suite in turn. Prints counts and the steps per second; the bar is 0 exceptions out of
`step`, 0 observations outside `observation_space` and 0 infrastructure failures.
"""
from __future__ import annotations

import argparse
import sys
import time
import traceback
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # for tests.fuzz

from igg.envs.igg_env import IGGEnv  # noqa: E402
from igg.tasks.schema import load_suite  # noqa: E402
from tests.fuzz import run_fuzz  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--steps", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    suite = [t for t in load_suite() if tuple(t.viewport) == (1440, 900) and t.zoom == 1]  # the desktop env's tasks
    env = IGGEnv(tasks=suite)
    started = time.perf_counter()

    def progress(counts, _info):
        if counts["steps"] % 1000 == 0:
            print(f"{counts['steps']:6d} steps  {time.perf_counter() - started:6.0f} s  {counts}", flush=True)

    try:
        counts = run_fuzz(env, suite, args.steps, seed=args.seed, on_step=progress)
    except Exception:  # the bar: nothing may escape step()
        traceback.print_exc()
        print("FAIL: an exception escaped env.step")
        return 1
    finally:
        env.close()
    elapsed = time.perf_counter() - started
    print(f"{counts['steps']} steps over {len(suite)} tasks in {elapsed:.0f} s ({counts['steps'] / elapsed:.0f} steps/s): "
          f"{counts['invalid']} invalid, {counts['infra']} infrastructure failures, "
          f"{counts['outside_space']} observations outside the space, {counts['resets']} resets; 0 exceptions")
    return 0 if counts["infra"] == 0 and counts["outside_space"] == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
