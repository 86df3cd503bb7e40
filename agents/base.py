"""The agent interface: an agent sees only the observation (screenshot, instruction, history)."""
from __future__ import annotations


class Agent:
    """Subclasses implement `act`; `reset` is called at the start of every episode."""

    name = "agent"

    def reset(self, instruction: str) -> None:  # noqa: D401 - simple hook
        pass

    def act(self, observation: dict) -> str:
        """Return one text action, e.g. `click(640, 412)`."""
        raise NotImplementedError
