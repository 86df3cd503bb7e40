"""PointerBench from the agent side: the episode loop and the `igg pointerbench` commands.

`run_agent` steps an agent through PointerBench single-step episodes (igg.envs.PointerBenchEnv)
and writes published-format predictions. Two built-in answerers need no registry:
- `center`: a real Agent (it sees only the observation) that clicks the screenshot centre, the floor;
- `reference`: not an agent but a pipeline check: it answers each example's own metadata point
  (or box for bbox rows) through the same environment, so it must score 100%.
Other names come from igg.agents.registry.

The commands live here, at the agent layer, because `run` needs the agents; `score` uses only
igg.tasks.pointerbench, and `build` the generators (igg.tasks.pointerbench.generate, which rank
with igg.envs). Bad input (missing file, malformed JSON line, schema violation) prints one message
naming the file and line and exits with code 2, never a traceback.
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

from igg.agents.base import Agent
from igg.envs.pointerbench_env import PointerBenchEnv
from igg.tasks.pointerbench.generate import build
from igg.tasks.pointerbench.loader import load_suite
from igg.tasks.pointerbench.schema import SchemaError
from igg.tasks.pointerbench.scorer import PredictionsError, format_report, load_predictions, score

BUILTIN_AGENTS = ("reference", "center")
USAGE_ERRORS = (FileNotFoundError, SchemaError, PredictionsError)


# --- the episode loop -----------------------------------------------------------------------

class CenterAgent(Agent):
    """Clicks the middle of the screenshot whatever the instruction: the sanity floor."""

    name = "center"

    def act(self, observation: dict) -> str:
        height, width = observation["screenshot"].shape[:2]
        return f"click({width // 2}, {height // 2})"


def reference_action(example) -> str:
    """The example's own answer as a text action (pipeline check only: it reads the metadata)."""
    if example.answer_type == "bbox":
        return "bbox({}, {}, {}, {})".format(*example.bbox)
    return "click({}, {})".format(*example.point)


def make_agent(name: str):
    """A built-in answerer or an agent from igg.agents.registry; ValueError when unknown."""
    if name == "reference":
        return None  # handled inside run_agent, which has the metadata
    if name == "center":
        return CenterAgent()
    from igg.agents.registry import agent_names, make_agent as registry_make_agent

    if name not in agent_names():
        raise ValueError(f"unknown agent {name!r}; agents: {', '.join(BUILTIN_AGENTS + tuple(agent_names()))}")
    agent = registry_make_agent(name)
    if getattr(agent, "privileged", False):
        raise ValueError(f"agent {name!r} follows IGG reference traces and has none here; "
                         f"use 'reference' for a pipeline check")
    return agent


def run_agent(suite_dir, agent_name: str, out_path, split: str = "test", limit: int | None = None) -> dict:
    """Run every example (or the first `limit`) once; write one prediction line per example."""
    agent = make_agent(agent_name)
    env = PointerBenchEnv(suite_dir, split=split, cache_size=1)
    count = len(env.examples) if limit is None else min(limit, len(env.examples))
    hits = invalid = 0
    out_path = Path(out_path)
    out_path.parent.mkdir(parents=True, exist_ok=True)
    with out_path.open("w", encoding="utf-8") as out:
        for index in range(count):
            obs, info = env.reset(options={"index": index})
            if agent is None:
                action = reference_action(env.example)
            else:
                agent.reset(obs["instruction"])
                try:
                    action = agent.act(obs)
                except Exception as exc:  # the agent's failure is its invalid answer, not the run's end
                    action = f"agent_error({type(exc).__name__}: {exc})"
            _, reward, _, _, info = env.step(action)
            hits += int(reward)
            if info["prediction"] is None:
                invalid += 1
                record = {"id": info["task_id"], "error": info["last_action_error"]}
            else:
                record = {"id": info["task_id"], **info["prediction"]}
            out.write(json.dumps(record, ensure_ascii=False) + "\n")
    env.close()
    return {"suite": env.suite_name, "agent": agent_name, "n": count, "hits": hits,
            "invalid_actions": invalid, "accuracy": round(hits / count, 4) if count else 0.0,
            "out": str(out_path)}


# --- `igg pointerbench score | run | build` -----------------------------------------------------

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
