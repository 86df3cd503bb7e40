"""Step an agent through PointerBench single-step episodes and write published-format predictions.

Two built-in answerers need no agent registry:
- `center`: a real Agent (it sees only the observation) that clicks the screenshot centre, the floor;
- `reference`: not an agent but a pipeline check: it answers each example's own metadata point
  (or box for bbox rows) through the same environment, so it must score 100%.
Other names are resolved with `agents.registry.make_agent` when that module exists.
"""
from __future__ import annotations

import json
from pathlib import Path

from igg.agents.base import Agent
from igg.envs.pointerbench_env import PointerBenchEnv

BUILTIN_AGENTS = ("reference", "center")


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
    """A built-in answerer or an agent from agents.registry; ValueError when unknown."""
    if name == "reference":
        return None  # handled inside run_agent, which has the metadata
    if name == "center":
        return CenterAgent()
    try:
        from igg.agents.registry import make_agent as registry_make_agent
    except ModuleNotFoundError as exc:
        if exc.name and "igg.agents.registry".startswith(exc.name):
            raise ValueError(f"unknown agent {name!r}: agents.registry is not available yet; "
                             f"built-in: {', '.join(BUILTIN_AGENTS)}") from None
        raise
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
                record = {"id": info["id"], "error": info["last_action_error"]}
            else:
                record = {"id": info["id"], **info["prediction"]}
            out.write(json.dumps(record, ensure_ascii=False) + "\n")
    env.close()
    return {"suite": env.suite_name, "agent": agent_name, "n": count, "hits": hits,
            "invalid_actions": invalid, "accuracy": round(hits / count, 4) if count else 0.0,
            "out": str(out_path)}
