"""Agents by name, for `igg eval --agent NAME` and `igg pointerbench run --agent NAME`."""
from __future__ import annotations

from igg.agents.base import Agent
from igg.agents.baselines import OracleAgent, RandomAgent
from igg.agents.heuristics import HEURISTICS
from igg.agents.ocr_agent import OCRAgent


def _vlm(**kwargs) -> Agent:
    from igg.agents.vlm.cli_options import make_vlm_agent

    return make_vlm_agent(kwargs["args"]) if "args" in kwargs else make_vlm_agent(None, **kwargs)


AGENTS = {"oracle": OracleAgent, "random": RandomAgent, "ocr": OCRAgent, "vlm": _vlm, **HEURISTICS}


def agent_names() -> list[str]:
    return sorted(AGENTS)


def make_agent(name: str, **kwargs) -> Agent:
    if name not in AGENTS:
        raise KeyError(f"unknown agent {name!r}; agents: {', '.join(agent_names())}")
    return AGENTS[name](**kwargs)
