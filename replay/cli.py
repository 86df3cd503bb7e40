"""`igg replay`: validate tasks by replaying their reference traces in the real browser."""
from __future__ import annotations

import sys

from igg.tasks.schema import TaskError, load_suite, select_tasks


def add_commands(sub) -> None:
    p = sub.add_parser("replay", help="validate every task by replaying its reference trace")
    p.add_argument("--tasks", help="comma-separated task ids, apps, sub-types or types (default: all)")
    p.add_argument("--report", default="runs/replay/report.json", help="JSON report path")
    p.add_argument("--traces", help="write each replay's trace under this folder")
    p.add_argument("--screenshots", action="store_true", help="save PNG screenshots with the traces")
    p.set_defaults(func=run)
    try:
        from igg.replay.viewer import add_view_command
    except ImportError:  # the viewer is optional until it is built
        return
    add_view_command(sub)


def run(args) -> int:
    from igg.envs.igg_env import IGGEnv
    from igg.replay.validate import format_table, summarize, validate_task, write_report

    try:
        suite = load_suite()
        chosen = select_tasks(suite, args.tasks)
    except TaskError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    env = IGGEnv(tasks=suite)
    results = []
    try:
        for n, task in enumerate(chosen, 1):
            trace_dir = f"{args.traces}/{task.id}" if args.traces else None
            result = validate_task(env, task, trace_dir=trace_dir, screenshots=args.screenshots)
            results.append(result)
            mark = "ok  " if result.valid else "FAIL"
            print(f"[{n:3d}/{len(chosen)}] {mark} {task.id}" + ("" if result.valid else f": {'; '.join(result.failures)}"),
                  flush=True)
    finally:
        env.close()
    print()
    print(format_table(summarize(results)))
    write_report(args.report, results)
    print(f"\nreport: {args.report}")
    return 0 if all(r.valid for r in results) else 1
