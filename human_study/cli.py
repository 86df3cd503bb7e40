"""`igg study serve | export | report | bench`."""
from __future__ import annotations

import json
import sys
from pathlib import Path


def add_commands(sub) -> None:
    study = sub.add_parser("study", help="the human studies: solvability and fidelity, in the browser")
    commands = study.add_subparsers(dest="study_command", required=True)

    serve = commands.add_parser("serve", help="serve a study to participants (waitress, 127.0.0.1 by default)")
    serve.add_argument("--study", choices=["solvability", "fidelity"], required=True)
    serve.add_argument("--db", required=True, help="SQLite file (created if missing; WAL mode)")
    serve.add_argument("--tasks", help="filter: comma-separated task ids, apps, sub-types or types")
    serve.add_argument("--trials-per-task", type=int, default=15, help="stop assigning a task after N trials")
    serve.add_argument("--trials-per-participant", type=int, default=21)
    serve.add_argument("--practice", help="task id of the practice trial (default: the first task)")
    serve.add_argument("--references", help="fidelity: DIR/<app>/*.png, real-application screenshots")
    serve.add_argument("--completion-url", help="where the end page sends participants (Prolific's completion URL)")
    serve.add_argument("--host", default="127.0.0.1")
    serve.add_argument("--port", type=int, default=0, help="0 = any free port")
    serve.add_argument("--threads", type=int, default=8)
    serve.set_defaults(func=cmd_serve)

    exp = commands.add_parser("export", help="write the database's tables as CSV and JSONL")
    exp.add_argument("--db", required=True)
    exp.add_argument("--out", required=True)
    exp.set_defaults(func=cmd_export)

    report = commands.add_parser("report", help="solvability, fidelity and agreement, beside models' GA")
    report.add_argument("--db", required=True)
    report.add_argument("--run", action="append", default=[], help="an evaluation RUN_DIR (repeatable)")
    report.add_argument("--json", help="write the report as JSON here")
    report.add_argument("--out", help="write report.md, report.json and charts into this folder")
    report.set_defaults(func=cmd_report)

    bench = commands.add_parser("bench", help="load test: N simulated participants post events at once")
    bench.add_argument("--participants", type=int, default=20)
    bench.add_argument("--seconds", type=float, default=10.0)
    bench.add_argument("--db", help="SQLite file (default: a temporary one)")
    bench.add_argument("--json", help="write the result as JSON here")
    bench.set_defaults(func=cmd_bench)


def cmd_serve(args) -> int:
    from igg.human_study.protocol import study_tasks
    from igg.human_study.server import make_server
    from igg.human_study.storage import Store
    from igg.human_study.study import Study, make_config

    try:
        config = make_config(args.study, study_tasks(args.tasks), args.trials_per_task, args.trials_per_participant,
                             args.practice, args.references, args.completion_url)
    except ValueError as exc:
        print(f"igg study serve: {exc}", file=sys.stderr)
        return 2
    study = Study(Store(args.db), config)
    server = make_server(study, args.host, args.port, args.threads)
    base = f"http://{args.host}:{server.effective_port}"
    units = f"{len(config.fidelity_apps)} apps" if args.study == "fidelity" else f"{len(config.tasks)} tasks"
    print(f"{args.study} study on {units}, database {args.db}")
    print(f"participant URL: {base}/?code=CODE  (or {base}/?PROLIFIC_PID=...&STUDY_ID=...&SESSION_ID=...)")
    print(f"admin URL: {base}/admin/?token={study.admin_token}", flush=True)
    try:
        server.run()
    except KeyboardInterrupt:
        pass
    return 0


def cmd_export(args) -> int:
    from igg.human_study.export import export

    counts = export(args.db, args.out)
    print(", ".join(f"{n} {table}" for table, n in counts.items()) + f" -> {args.out}")
    return 0


def cmd_report(args) -> int:
    from igg.human_study.analysis import build_report, to_markdown, write_charts

    report = build_report(args.db, args.run)
    markdown = to_markdown(report)
    if args.out:
        out = Path(args.out)
        out.mkdir(parents=True, exist_ok=True)
        report["charts"] = write_charts(report, out)
        (out / "report.md").write_text(markdown, encoding="utf-8")
        (out / "report.json").write_text(json.dumps(report, indent=2), encoding="utf-8")
    if args.json:
        Path(args.json).write_text(json.dumps(report, indent=2), encoding="utf-8")
    print(markdown)
    return 0


def cmd_bench(args) -> int:
    from igg.human_study.bench import run_bench

    result = run_bench(args.participants, args.seconds, args.db)
    print(json.dumps(result, indent=2))
    if args.json:
        Path(args.json).write_text(json.dumps(result, indent=2), encoding="utf-8")
    return 0 if result["lost"] == 0 and result["duplicates_stored"] == 0 else 1
