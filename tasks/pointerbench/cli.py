"""`igg pointerbench score | run | build`: thin argument handling over loader, scorer and run.

Bad input (missing file, malformed JSON line, schema violation) prints one message naming the
file and line and exits with code 2, never a traceback.
"""
from __future__ import annotations

import importlib
import json
import sys
from pathlib import Path

from igg.tasks.pointerbench.loader import load_suite
from igg.tasks.pointerbench.schema import SchemaError
from igg.tasks.pointerbench.scorer import PredictionsError, format_report, load_predictions, score

USAGE_ERRORS = (FileNotFoundError, SchemaError, PredictionsError)


def add_commands(subparsers) -> None:
    parser = subparsers.add_parser("pointerbench", help="PointerBench static suites: score, run, build")
    sub = parser.add_subparsers(dest="pointerbench_command", required=True)

    p = sub.add_parser("score", help="score a predictions file with the published rules")
    p.add_argument("--suite-dir", required=True, help="pointerbench-<suite>/ or its data/<split>/ folder")
    p.add_argument("--predictions", required=True, help="JSONL (or JSON array) of {id, point|bbox}")
    p.add_argument("--split", default="test")
    p.add_argument("--json", dest="json_path", help="also write the full report (with per-example reasons)")
    p.set_defaults(func=cmd_score)

    p = sub.add_parser("run", help="step an agent through the suite and write predictions")
    p.add_argument("--suite-dir", required=True)
    p.add_argument("--agent", required=True, help="reference (pipeline check), center (floor) or a registered agent")
    p.add_argument("--out", required=True, help="predictions JSONL to write")
    p.add_argument("--split", default="test")
    p.add_argument("--limit", type=int, default=None, help="only the first N examples")
    p.set_defaults(func=cmd_run)

    try:
        build = importlib.import_module("igg.tasks.pointerbench.build")
    except ModuleNotFoundError as exc:
        if exc.name != "igg.tasks.pointerbench.build":
            raise
        return  # the generators are not there: no build sub-command
    p = sub.add_parser("build", help="generate PointerBench-style suites")
    build.add_build_arguments(p)
    p.set_defaults(func=build.run_build)


def _fail(message: str) -> int:
    print(f"igg pointerbench: error: {message}", file=sys.stderr)
    return 2


def cmd_score(args) -> int:
    try:
        suite = load_suite(args.suite_dir, args.split)
        predictions, counts = load_predictions(args.predictions)
    except USAGE_ERRORS as exc:
        return _fail(str(exc))
    report = score(suite, predictions, suite.name, counts)
    print(format_report(report))
    if args.json_path:
        try:
            Path(args.json_path).write_text(json.dumps(report, indent=2, ensure_ascii=False), encoding="utf-8")
        except OSError as exc:
            return _fail(f"{args.json_path}: cannot write report ({exc.strerror or exc})")
        print(f"\nreport -> {args.json_path}")
    return 0


def cmd_run(args) -> int:
    from igg.tasks.pointerbench.run import run_agent

    if args.limit is not None and args.limit < 1:
        return _fail("--limit must be at least 1")
    try:
        summary = run_agent(args.suite_dir, args.agent, args.out, split=args.split, limit=args.limit)
    except USAGE_ERRORS as exc:
        return _fail(str(exc))
    except (ValueError, KeyError) as exc:  # unknown agent name, unusable suite
        return _fail(str(exc).strip("'\""))
    label = " (pipeline check: metadata answers, not an agent)" if args.agent == "reference" else ""
    print(f"{summary['agent']}{label} on PointerBench-{summary['suite'].capitalize()}: "
          f"{summary['accuracy'] * 100:.2f}% ({summary['hits']}/{summary['n']}), "
          f"{summary['invalid_actions']} invalid actions")
    print(f"predictions -> {summary['out']}  (score with: igg pointerbench score --suite-dir "
          f"{args.suite_dir} --predictions {summary['out']})")
    return 0
