"""Environment latency against an honest floor, measured side by side in one run, on both ways
the session can make frames (IGG_FRAMES=display, the default; IGG_FRAMES=on-demand).

Run: `.venv/bin/python tests/benchmarks/bench_env.py [--samples 60] [--replay-workers 2]`.

For each frame path, in its own process, on the same page of the same browser at 1440x900:
- floor, capture: the session's own capture method (a DevTools PNG capture, or the PNG of a frame
  made on demand), alone;
- floor, click + capture: a bare click at a point (its three mouse events on the DevTools
  session; with frames on demand, the frames their acknowledgement needs), then a capture;
- floor, JS reset + capture: the app unmounted and mounted again by one page script on the
  DevTools session (no settle, no wait for images), then a capture;
- env.reset (in-page) and env.step (click or move), with their decoded observation and info.
Floor and environment samples are interleaved so that machine load hits both alike. Targets:
reset median <= 1.5x the JS-reset floor, step median <= 1.2x the click floor. Then
`igg replay --workers N` over the whole suite on each path.
"""
from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import subprocess
import sys
import time

import numpy as np

PATHS = ("display", "on-demand")


def _ms(fn) -> float:
    start = time.perf_counter()
    fn()
    return (time.perf_counter() - start) * 1e3


def stats(samples):
    ordered = sorted(samples)
    return statistics.median(ordered), ordered[min(len(ordered) - 1, int(0.9 * len(ordered)))]


def measure(samples: int) -> dict:
    """Samples of one frame path (the one IGG_FRAMES names), in ms."""
    from igg.envs.igg_env import IGGEnv
    from igg.tasks.schema import load_suite

    task = next(t for t in load_suite() if t.subtype == "delayed_activation")
    env = IGGEnv(tasks=[task])
    env.reset(options={"task": task})  # browser start-up and first navigation are not part of a reset
    session = env.session
    mounted = session.server.page_state(task.app, task.state)
    rng = np.random.default_rng(0)
    out = {"task": task.id, "capture": [], "click_capture": [], "js_reset_capture": [], "reset": [], "step": []}
    for i in range(samples):
        out["capture"].append(_ms(session.capture_png))
        out["js_reset_capture"].append(_ms(lambda: (
            session._call("(state) => { igg.unmount(); igg.mount(state); }", mounted), session.capture_png())))
        out["reset"].append(_ms(lambda: env.reset(options={"task": task})))
        for step in range(2):
            x, y = int(rng.integers(0, 1440)), int(rng.integers(0, 900))
            action = f"move({x}, {y})" if step % 2 else f"click({x}, {y})"
            out["step"].append(_ms(lambda: env.step(action)))
            out["click_capture"].append(_ms(lambda: (bare_click(session, x, y), session.capture_png())))
    env.close()
    return out


def bare_click(session, x: float, y: float) -> None:
    """A click as Playwright's mouse.click makes it (move, press, release): the session's own three
    mouse events, each acknowledged, without the settle, the same-point move and the checks."""
    session._move(x, y)
    session._press(True)
    session._press(False)


def replay_suite(frames: str, workers: int) -> tuple[float, str]:
    started = time.perf_counter()
    result = subprocess.run([sys.executable, "-m", "igg.cli", "replay", "--workers", str(workers),
                             "--report", f"runs/bench-replay/report-{frames}.json"], capture_output=True, text=True,
                            env={**os.environ, "IGG_FRAMES": frames})
    elapsed = time.perf_counter() - started
    last = result.stdout.strip().splitlines()[-1] if result.stdout.strip() else result.stderr[-300:]
    return elapsed, last


def print_path(frames: str, out: dict) -> None:
    capture, click, js_reset = stats(out["capture"]), stats(out["click_capture"]), stats(out["js_reset_capture"])
    reset, step = stats(out["reset"]), stats(out["step"])
    print(f"\nframes: {frames}")
    print(f"  {'measure':44s} {'median ms':>10s} {'p90 ms':>8s} {'ratio':>7s} {'target':>7s}")
    for name, value in (("floor: capture", capture), ("floor: click + capture", click),
                        ("floor: JS reset + capture", js_reset)):
        print(f"  {name:44s} {value[0]:10.1f} {value[1]:8.1f}")
    print(f"  {'env.reset, in-page (vs JS reset + capture)':44s} {reset[0]:10.1f} {reset[1]:8.1f} "
          f"{reset[0] / js_reset[0]:7.2f} {'<= 1.5':>7s}")
    print(f"  {'env.reset, in-page (vs capture)':44s} {reset[0]:10.1f} {reset[1]:8.1f} {reset[0] / capture[0]:7.2f}")
    print(f"  {'env.step click/move (vs click + capture)':44s} {step[0]:10.1f} {step[1]:8.1f} "
          f"{step[0] / click[0]:7.2f} {'<= 1.2':>7s}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--samples", type=int, default=60)
    parser.add_argument("--replay-workers", type=int, default=2, help="0 skips the suite replay")
    parser.add_argument("--frames", default=",".join(PATHS), help="frame paths to measure (default: both)")
    parser.add_argument("--measure-one", action="store_true", help=argparse.SUPPRESS)  # a child process's part
    args = parser.parse_args()
    if args.measure_one:
        print(json.dumps(measure(args.samples)))
        return
    from igg.tasks.schema import load_suite

    paths = [p for p in args.frames.split(",") if p]
    results = {}
    for frames in paths:
        child = subprocess.run([sys.executable, __file__, "--measure-one", "--samples", str(args.samples)],
                               capture_output=True, text=True, env={**os.environ, "IGG_FRAMES": frames})
        if child.returncode:
            sys.exit(f"the {frames} path failed:\n{child.stderr[-2000:]}")
        results[frames] = json.loads(child.stdout.strip().splitlines()[-1])
    task = next(iter(results.values()))["task"]
    print(f"IGG environment benchmark - {time.strftime('%Y-%m-%d')} - {platform.node()} "
          f"({platform.machine()}, {os.cpu_count()} cores), task {task}, {args.samples} samples per path")
    for frames in paths:
        print_path(frames, results[frames])
    if args.replay_workers:
        size = len(load_suite())
        print()
        for frames in paths:
            elapsed, last = replay_suite(frames, args.replay_workers)
            print(f"igg replay --workers {args.replay_workers}, frames {frames}: {size} tasks in {elapsed:.1f} s "
                  f"({elapsed / size:.2f} s per task); {last}")


if __name__ == "__main__":
    main()
