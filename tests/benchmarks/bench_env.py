"""Environment latency against the bare Playwright floor, measured side by side in one run.

Run: `.venv/bin/python tests/benchmarks/bench_env.py [--steps 60]`. Prints the floor (one
screenshot at 1440x900; one mouse click + screenshot), the environment's reset and step latency
(median and p90) as ratios to that floor, and the real time a `wait(5000)` step takes.
"""
from __future__ import annotations

import argparse
import platform
import statistics
import time

import numpy as np
from playwright.sync_api import sync_playwright

from igg.envs.browser import launch_chromium, new_context
from igg.envs.igg_env import IGGEnv
from igg.mockups.server import MockupServer
from igg.tasks.schema import load_suite


def timed(fn, n):
    samples = []
    for _ in range(n):
        start = time.perf_counter()
        fn()
        samples.append(time.perf_counter() - start)
    return samples


def stats(samples):
    ordered = sorted(samples)
    return statistics.median(ordered), ordered[min(len(ordered) - 1, int(0.9 * len(ordered)))]


def floor(task, n):
    """Bare Playwright on the same page: no environment, no decoding, no scoring."""
    server = MockupServer()
    with sync_playwright() as p:
        browser = launch_chromium(p)
        page = new_context(browser, 1440, 900, server.base_url).new_page()
        page.goto(server.url(task.app, task.state, task.seed))
        shot = timed(lambda: page.screenshot(), n)
        click = timed(lambda: (page.mouse.click(1, 1), page.screenshot()), n)
        browser.close()
    server.close()
    return shot, click


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--steps", type=int, default=60)
    args = parser.parse_args()
    suite = load_suite()
    task = next(t for t in suite if t.subtype == "delayed_activation")
    shot, click = floor(task, args.steps)

    env = IGGEnv(tasks=suite)
    env.reset(options={"task": task.id})  # browser start-up is not part of a reset
    resets = [env.reset(options={"task": task.id})[1]["timing"].wall_seconds for _ in range(args.steps)]
    rng = np.random.default_rng(0)
    steps = []
    env.reset(options={"task": task.id})
    for i in range(args.steps):
        if i % env.budget == env.budget - 1:
            env.reset(options={"task": task.id})
        x, y = int(rng.integers(0, 1440)), int(rng.integers(0, 900))
        action = f"move({x}, {y})" if i % 2 else f"click({x}, {y})"
        steps.append(env.step(action)[4]["timing"].wall_seconds)
    env.reset(options={"task": task.id})
    wait_real = timed(lambda: env.step("wait(5000)"), 5)
    env.close()

    shot_med, shot_p90 = stats(shot)
    click_med, click_p90 = stats(click)
    reset_med, reset_p90 = stats(resets)
    step_med, step_p90 = stats(steps)
    print(f"IGG environment benchmark — {time.strftime('%Y-%m-%d')} — {platform.node()} "
          f"({platform.machine()}, {__import__('os').cpu_count()} cores), {args.steps} samples each")
    print(f"{'measure':44s} {'median ms':>10s} {'p90 ms':>8s} {'ratio':>7s}")
    print(f"{'floor: page.screenshot 1440x900':44s} {shot_med * 1e3:10.1f} {shot_p90 * 1e3:8.1f} {'1.00':>7s}")
    print(f"{'floor: mouse.click + page.screenshot':44s} {click_med * 1e3:10.1f} {click_p90 * 1e3:8.1f} {'1.00':>7s}")
    print(f"{'env.reset (vs screenshot floor)':44s} {reset_med * 1e3:10.1f} {reset_p90 * 1e3:8.1f} {reset_med / shot_med:7.2f}")
    print(f"{'env.step click/move (vs click floor)':44s} {step_med * 1e3:10.1f} {step_p90 * 1e3:8.1f} {step_med / click_med:7.2f}")
    print(f"{'env.step wait(5000), real time':44s} {statistics.median(wait_real) * 1e3:10.1f} "
          f"{max(wait_real) * 1e3:8.1f}")
    print(f"targets: step <= 1.3x, reset <= 3x, wait(5000) < 200 ms")


if __name__ == "__main__":
    main()
