"""The agent interface: an agent sees only the observation (screenshot, instruction, history)."""
from __future__ import annotations

from igg.envs.actions import Action


class Agent:
    """Subclasses implement `act`; `reset` is called at the start of every episode."""

    name = "agent"

    def reset(self, instruction: str) -> None:  # noqa: D401 - simple hook
        pass

    def act(self, observation: dict) -> Action | str:
        """Return one action: an `Action` (igg.envs.actions.make_action). Text is accepted too; an
        agent that has no usable action returns text the environment rejects, saying why."""
        raise NotImplementedError
