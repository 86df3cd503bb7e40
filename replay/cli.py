"""`igg replay`: validate tasks by replaying their reference traces in the real browser."""
from __future__ import annotations

import sys
import time

from igg.tasks.schema import VIEWPORTS, TaskError, load_tasks, select_tasks


def add_commands(sub) -> None:
    p = sub.add_parser("replay", help="validate every task by replaying its reference trace")
    p.add_argument("--tasks", help="comma-separated task ids, apps, sub-types or types (default: all)")
    p.add_argument("--suite", metavar="PATH", help="a task YAML file or a folder of them (default: the packaged suite)")
    p.add_argument("--report", default="runs/replay/report.json", help="JSON report path")
    p.add_argument("--traces", help="write each replay's trace under this folder")
    p.add_argument("--screenshots", action="store_true", help="save PNG screenshots with the traces")
    p.add_argument("--workers", type=int, default=1, help="parallel browser processes (default 1)")
    p.add_argument("--fresh", action="store_true",
                   help="click every control of the outcome check again, ignoring the clicks kept from earlier runs")
    p.add_argument("--record", action="store_true",
                   help="write the outcome check's clicks of the replayed apps into the suite's committed record "
                        "(tasks/probes/<app>.json.gz), for the next clean machine to reuse while nothing changes")
    p.add_argument("--viewports", metavar="PRESETS",
                   help="validate each task regenerated at these viewport presets: all, or comma-separated "
                        "names of desktop, split, tablet, mobile, desktop-zoom150 (reports which tasks are "
                        "valid at which sizes and why the others fail, and the robust subset)")
    p.add_argument("--robust-file", metavar="PATH",
                   help="with --viewports all: write the robust subset (valid at all five) there, split as "
                        "tasks/splits.yaml (the packaged one is tasks/robust.yaml)")
    p.set_defaults(func=run)
    from igg.replay.shots import add_commands as add_shots_command

    add_shots_command(sub)
    try:
        from igg.replay.viewer import add_view_command
    except ImportError:  # the viewer is optional until it is built
        return
    add_view_command(sub)


def run(args) -> int:
    import os

    from igg.replay.validate import format_table, record_probes, summarize, validate_tasks, write_report
    from igg.replay.viewports import presets_from

    if args.fresh:
        os.environ["IGG_FRESH_PROBES"] = "1"  # read by the worker processes too

    try:
        chosen = select_tasks(load_tasks(args.suite), args.tasks)
        presets = presets_from(args.viewports) if args.viewports else []
        if args.robust_file and len(presets) != len(VIEWPORTS):
            raise TaskError("--robust-file needs --viewports all (the subset is the tasks valid at all five)")
    except TaskError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    started, done = time.perf_counter(), []
    total = len(chosen) * (len(presets) or 1)

    def show(result):
        done.append(result)
        mark = "ok  " if result.valid else "FAIL"
        print(f"[{len(done):3d}/{total}] {mark} {result.task_id}"
              + (f" @ {result.viewport}" if args.viewports else "")
              + ("" if result.valid else f": {'; '.join(result.failures)}"), flush=True)

    if args.viewports:
        return _run_viewports(args, chosen, presets, started, show)
    results = validate_tasks(chosen, workers=args.workers, trace_root=args.traces,
                             screenshots=args.screenshots, on_result=show)
    elapsed = time.perf_counter() - started
    print()
    print(format_table(summarize(results)))
    write_report(args.report, results)
    if args.record:
        for path in record_probes(results, load_tasks(args.suite)):
            print(f"recorded the outcome check's clicks: {path}")
    states = [r for r in results if r.outcome_seconds]
    print(f"\noutcome check: {sum(r.controls_tried for r in states)} controls clicked at {len(states)} reset "
          f"state(s) in {sum(r.outcome_seconds for r in states):.1f} s (shared by the tasks that start there; "
          "the clicks of unchanged reset states are kept from earlier runs: --fresh clicks them again)")
    print(f"{sum(r.valid for r in results)}/{len(results)} tasks valid in {elapsed:.1f} s "
          f"with {args.workers} worker(s); report: {args.report}")
    return 0 if all(r.valid for r in results) else 1


def _run_viewports(args, chosen, presets, started, show) -> int:
    """`igg replay --viewports`: every chosen task at every preset asked for."""
    from igg.replay import viewports
    from igg.replay.validate import preset_of, record_probes, write_report

    results = viewports.validate_viewports(chosen, presets, workers=args.workers, on_result=show,
                                           trace_root=args.traces, screenshots=args.screenshots)
    elapsed = time.perf_counter() - started
    summary = viewports.summarize(results)
    print()
    print(viewports.format_summary(summary, presets))
    extra = {"viewports": summary}
    if len(presets) == len(VIEWPORTS):
        robust = viewports.robust_ids(results)
        extra["robust"] = robust
        print(f"\nrobust subset (valid at all five presets): {len(robust)} of {len(chosen)} tasks")
        if args.robust_file:
            suite = load_tasks(args.suite)  # the file covers the suite: other tasks' entries are kept
            subset = viewports.write_robust(results, chosen, args.robust_file, suite=suite)
            print(f"wrote {args.robust_file}: {len(subset['train'])} train, {len(subset['val'])} val")
    write_report(args.report, results, extra)
    if args.record:
        for path in record_probes(results, load_tasks(args.suite)):
            print(f"recorded the outcome check's clicks: {path}")
    own = {t.id: preset_of(t) for t in chosen}
    broken = [r for r in results if r.viewport == own[r.task_id] and not r.valid]
    print(f"{sum(r.valid for r in results)}/{len(results)} task-viewport pairs valid in {elapsed:.1f} s "
          f"with {args.workers} worker(s); {len(broken)} task(s) invalid at their own viewport; "
          f"report: {args.report}")
    return 1 if broken else 0
