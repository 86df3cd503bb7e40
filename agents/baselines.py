"""Baseline agents: the oracle (a check of the suite) and the random floor."""
from __future__ import annotations

import zlib

import numpy as np

from igg.agents.base import Agent
from igg.envs.actions import VERBS, Action, make_action


class OracleAgent(Agent):
    """Follows the task's reference trace, resolving elements on the live page.

    It is privileged (it reads the task and the page), so its 100% is a check of the suite and
    the replay machinery, not an agent result.
    """

    name = "oracle"
    privileged = True

    def bind(self, env, task) -> None:
        self.env, self.task, self.index = env, task, 0

    def act(self, observation: dict) -> Action:
        from igg.replay.reference import resolve_step

        if self.index >= len(self.task.trace):
            return make_action("wait", [0])
        step = self.task.trace[self.index]
        self.index += 1
        return resolve_step(self.env.session, step, self.task.viewport)


class RandomAgent(Agent):
    """Uniform valid actions over the screenshot: the floor."""

    name = "random"

    def __init__(self, seed: int = 0):
        self.seed = seed

    def reset(self, instruction: str) -> None:
        # Seeded per task, so an episode is the same whatever ran before it (resume, workers).
        self.rng = np.random.default_rng([self.seed, zlib.crc32(instruction.encode())])

    def act(self, observation: dict) -> Action:
        height, width = observation["screenshot"].shape[:2]
        verb = VERBS[int(self.rng.integers(len(VERBS)))]
        x, y = int(self.rng.integers(width)), int(self.rng.integers(height))
        if verb in ("click", "move"):
            return make_action(verb, [x, y])
        if verb == "scroll":
            return make_action(verb, [x, y, 0, int(self.rng.choice([-600, -300, 300, 600]))])
        if verb == "drag":
            return make_action(verb, [x, y, int(self.rng.integers(width)), int(self.rng.integers(height))])
        return make_action(verb, [int(self.rng.choice([500, 1000, 3000, 5000]))])
