"""The agent's memory over one episode, and the shape of a reveal move (agents/ocr_agent.py holds the moves)."""
from __future__ import annotations

from dataclasses import dataclass, field

from igg.agents.ocr_config import CONFIG
from igg.agents.ocr_match import Instruction, Matcher
from igg.agents.ocr_screen import Change, Screen
from igg.envs.actions import Action, make_action


def fresh(point, seen, radius: int = 12) -> bool:
    """No point of `seen` is within `radius` pixels of `point` (each way)."""
    return all(abs(point[0] - x) > radius or abs(point[1] - y) > radius for x, y in seen)


@dataclass
class Memory:
    """What the agent keeps over one episode besides the moves' own state."""
    ins: Instruction
    matcher: Matcher
    clicked: list = field(default_factory=list)  # points clicked
    hovered: list = field(default_factory=list)  # points the pointer rested on
    waits: int = 0
    previous: Screen | None = None
    last: Action | None = None
    last_move: object = None  # the Move that chose the last action
    change: Change = field(default_factory=Change)

    def click(self, point) -> Action:
        point = (int(point[0]), int(point[1]))
        self.clicked.append(point)
        return make_action("click", list(point))

    def hover(self, point) -> Action:
        point = (int(point[0]), int(point[1]))
        self.hovered.append(point)
        return make_action("move", list(point))

    def wait(self, ms: int = CONFIG.wait_ms) -> Action:
        self.waits += 1
        return make_action("wait", [ms])

    def last_was(self, move_type) -> bool:
        return isinstance(self.last_move, move_type)


class Move:
    """One way to reach or reveal the target. `observe` sees every new screen before any move
    proposes; `applies` says whether the move may act now; `propose` gives an action or None."""

    def observe(self, screen: Screen, mem: Memory) -> None:
        pass

    def applies(self, screen: Screen, mem: Memory) -> bool:
        return True

    def propose(self, screen: Screen, mem: Memory) -> Action | None:
        raise NotImplementedError
