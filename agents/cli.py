"""`igg eval` (the main job) and `igg report`."""
from __future__ import annotations

import json
import platform
import sys
import time
from pathlib import Path

from igg.tasks.schema import VIEWPORTS, TaskError, load_tasks, select_tasks


def add_commands(sub) -> None:
    from igg.agents.registry import agent_names

    p = sub.add_parser("eval", help="evaluate an agent on the task suite (the main job)")
    p.add_argument("--agent", default="ocr", help=f"one of: {', '.join(agent_names())} (default: ocr)")
    p.add_argument("--tasks", help="comma-separated task ids, apps, sub-types or types (default: all)")
    p.add_argument("--suite", metavar="PATH", help="a task YAML file or a folder of them (default: the packaged suite)")
    p.add_argument("--workers", type=int, default=1, help="environments in parallel (processes, or Ray actors)")
    p.add_argument("--split", choices=("train", "val"), help="only the tasks of one split (tasks/splits.yaml)")
    p.add_argument("--viewport", choices=tuple(VIEWPORTS),
                   help="run every task regenerated at this viewport preset (its override there, if any)")
    p.add_argument("--robust", action="store_true",
                   help="only the robust subset: tasks valid at all five viewport presets (tasks/robust.yaml)")
    p.add_argument("--ray", action="store_true", help="run the environments as Ray actors (pip install -e .[ray])")
    p.add_argument("--ray-address", help="an existing Ray cluster (default: a local Ray started here)")
    p.add_argument("--out", help="run directory (default: runs/<agent>-<date>)")
    p.add_argument("--resume", action="store_true", help="continue an interrupted run in --out")
    p.add_argument("--no-screenshots", action="store_true", help="traces without PNG screenshots")
    p.add_argument("--measure-reveal", action="store_true",
                   help="for a heuristic agent: run its matching sub-types and report its reveal rate")
    p.add_argument("--seed", type=int, default=0, help="seed of the random agent")
    p.add_argument("--no-check", action="store_true",
                   help="skip replaying each task's reference trace before the run (valid verdicts are cached)")
    try:
        from igg.agents.vlm.cli_options import add_vlm_arguments

        add_vlm_arguments(p.add_argument_group("vlm agent"))
    except ImportError:
        pass
    p.set_defaults(func=run_eval_command)

    r = sub.add_parser("report", help="report on one run, or several side by side")
    r.add_argument("runs", nargs="+", help="run directories of `igg eval`")
    r.add_argument("--out", help="where to write report.md/json/png (default: the run, or <parent>/comparison)")
    r.set_defaults(func=run_report_command)


def _agent_kwargs(args) -> dict:
    if args.agent == "random":
        return {"seed": args.seed}
    if args.agent == "vlm":
        from igg.agents.vlm.cli_options import vlm_options

        return vlm_options(args)
    return {}


def run_eval_command(args) -> int:
    from igg.agents.heuristics import HEURISTICS
    from igg.agents.registry import AGENTS
    from igg.agents.report import write_reports
    from igg.agents.runner import EpisodesFileError, run_eval
    from igg.tasks import splits

    if args.agent not in AGENTS:
        print(f"error: unknown agent {args.agent!r}; agents: {', '.join(sorted(AGENTS))}", file=sys.stderr)
        return 2
    try:
        suite = load_tasks(args.suite)
        if args.robust:
            from igg.replay.viewports import robust_tasks

            suite = robust_tasks(suite)
        if args.viewport:
            suite = [task.at_viewport(args.viewport) for task in suite]
        spec = args.tasks
        if args.measure_reveal and not spec:
            if args.agent not in HEURISTICS:
                print("error: --measure-reveal without --tasks needs a heuristic agent", file=sys.stderr)
                return 2
            spec = ",".join(HEURISTICS[args.agent].subtypes)
        tasks = select_tasks(splits.select(suite, args.split) if args.split else suite, spec)
    except (TaskError, splits.SplitError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    out = Path(args.out or f"runs/{args.agent}-{time.strftime('%Y%m%d-%H%M%S')}")
    out.mkdir(parents=True, exist_ok=True)
    invalid = []
    if not args.no_check:
        tasks, invalid = _check_tasks(tasks, args.workers, out)
        if not tasks:
            print("error: no valid task to run", file=sys.stderr)
            return 2
    (out / "run.json").write_text(json.dumps({
        "agent": args.agent, "tasks": [t.id for t in tasks], "workers": args.workers, "split": args.split,
        "viewport": args.viewport, "robust": args.robust,
        "ray": args.ray_address or ("local" if args.ray else None),
        "agent_options": {k: v for k, v in _agent_kwargs(args).items() if "key" not in k.lower()},
        "started": time.strftime("%Y-%m-%d %H:%M:%S"), "machine": f"{platform.node()} ({platform.machine()})",
    }, indent=2), encoding="utf-8")
    agent_kwargs = _agent_kwargs(args)
    if args.agent == "ocr" and not args.ray_address:  # workers on this machine share screen readings
        agent_kwargs["shared_readings"] = str((out / "ocr-readings.sqlite").resolve())
    where = f"{args.workers} Ray actor(s)" if args.ray else f"{args.workers} worker(s)"
    print(f"igg eval: agent {args.agent}, {len(tasks)} tasks"
          + (f" at the {args.viewport} viewport" if args.viewport else "") + f", {where}, run directory {out}")
    try:
        run_eval(tasks, args.agent, out, agent_kwargs=agent_kwargs, workers=args.workers,
                 screenshots=not args.no_screenshots, resume=args.resume, all_tasks=suite, ray=args.ray,
                 ray_address=args.ray_address)
    except (FileExistsError, EpisodesFileError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    markdown, folder = write_reports([out])
    print()
    print(markdown)
    print(f"report: {folder / 'report.md'} (also report.json, ga_by_subtype.png); traces: {out / 'traces'}")
    if invalid:
        print(f"{len(invalid)} invalid task(s) were not run; see {out / 'invalid_tasks.json'}", file=sys.stderr)
        return 1
    return 0


def _check_tasks(tasks, workers: int, out: Path):
    """Replay each task's reference trace against its app first: a task whose target does not
    exist, or that its trace cannot solve, is reported as an invalid task, not run as a 0% episode."""
    from igg.replay.validate import check_tasks

    print(f"checking {len(tasks)} task(s) against their apps (reference traces; valid ones are cached)")
    valid, invalid = check_tasks(tasks, workers=workers)
    for result in invalid:
        print(f"invalid task {result.task_id}: {'; '.join(result.failures)}", file=sys.stderr)
    (out / "invalid_tasks.json").write_text(json.dumps(
        [{"task_id": r.task_id, "app": r.app, "failures": r.failures} for r in invalid], indent=2), encoding="utf-8")
    return valid, invalid


def run_report_command(args) -> int:
    from igg.agents.report import write_reports

    try:
        markdown, folder = write_reports(args.runs, args.out)
    except (FileNotFoundError, ValueError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    print(markdown)
    print(f"written: {folder / 'report.md'}, {folder / 'report.json'}, {folder / 'ga_by_subtype.png'}")
    return 0
