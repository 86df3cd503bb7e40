"""The five target-agnostic reveal heuristics of seed 003 (F.3).

Each sees only the observation (screenshot, instruction, history) and plays a fixed reveal routine
on its matching sub-type; the evaluation runner measures whether the target became actionable.
"""
from __future__ import annotations

from igg.agents.base import Agent
from igg.agents.screen import dismiss_controls, find_scrollbars, find_title_bars, scroll_point
from igg.envs.actions import Action, make_action


class _Routine(Agent):
    """Plays `plan(observation, step)` one action at a time."""

    subtypes: tuple = ()

    def reset(self, instruction: str) -> None:
        self.step = 0

    def act(self, observation: dict) -> Action:
        self.step += 1
        return self.plan(observation, self.step)

    def plan(self, observation, step) -> Action:
        raise NotImplementedError


class ScrollHeuristic(_Routine):
    """Fixed scrolling: down the largest scrollable area, then the next ones, then sideways."""

    name = "heuristic-scroll"
    subtypes = ("offscreen_scroll", "nested_scroll")

    def reset(self, instruction):
        super().reset(instruction)
        self.areas = None

    def plan(self, observation, step):
        height, width = observation["screenshot"].shape[:2]
        if self.areas is None:  # the scrollable areas as seen at the start
            self.areas = [(scroll_point(b, width, height), b.axis) for b in find_scrollbars(observation["screenshot"])]
            self.areas.append(((width // 2, height // 2), "y"))
        (x, y), axis = self.areas[(step - 1) // 2 % len(self.areas)]
        return make_action("scroll", [x, y, 600, 0] if axis == "x" else [x, y, 0, 600])


class HoverHeuristic(_Routine):
    """A sweep of pointer moves down the page's main columns."""

    name = "heuristic-hover"
    subtypes = ("hover_reveal",)
    SWEEP = [(0.5, 0.2), (0.5, 0.35), (0.5, 0.5), (0.5, 0.65), (0.25, 0.3), (0.25, 0.6), (0.8, 0.3), (0.8, 0.6)]

    def plan(self, observation, step):
        height, width = observation["screenshot"].shape[:2]
        fx, fy = self.SWEEP[(step - 1) % len(self.SWEEP)]
        return make_action("move", [int(fx * width), int(fy * height)])


class PopupHeuristic(_Routine):
    """Click the likely close control (a dismiss word or a close glyph read off the screen), else
    outside the dialog."""

    name = "heuristic-popup"
    subtypes = ("removable_occlusion",)

    def reset(self, instruction):
        from igg.agents.screen_reader import new_episode

        super().reset(instruction)
        new_episode()  # the reader's incremental detection starts afresh

    def plan(self, observation, step):
        from igg.agents.screen_reader import read_screen

        height, width = observation["screenshot"].shape[:2]
        screen = read_screen(observation["screenshot"])
        closes = [line.center for line in screen.lines if line.text.strip().lower() in ("x", "×", "✕", "✖")]
        controls = dismiss_controls(screen.words) + closes
        if step <= len(controls):
            return make_action("click", controls[step - 1])
        corners = [(8, height // 2), (width - 8, height // 2), (width // 2, height - 8)]
        return make_action("click", corners[step % len(corners)])


class WaitHeuristic(_Routine):
    name = "heuristic-wait"
    subtypes = ("delayed_activation",)

    def plan(self, observation, step):
        return make_action("wait", [3000])


class DragHeuristic(_Routine):
    """Drag the title bars of floating windows the screen shows to the far side, then whatever
    floats in the usual widget spots (corners, centre)."""

    name = "heuristic-drag"
    subtypes = ("movable_occlusion",)
    GRABS = [((0.85, 0.7), (0.15, 0.15)), ((0.85, 0.35), (0.15, 0.85)), ((0.5, 0.45), (0.1, 0.9)),
             ((0.2, 0.7), (0.85, 0.15))]

    def reset(self, instruction):
        super().reset(instruction)
        self.bars = None

    def plan(self, observation, step):
        height, width = observation["screenshot"].shape[:2]
        if self.bars is None:  # the floating windows as seen at the start
            self.bars = find_title_bars(observation["screenshot"])
        if step <= len(self.bars):
            x, y = self.bars[step - 1].grab
            return make_action("drag", [x, y, width - x if x < width / 2 else max(4, width - x), height - 40])
        (fx, fy), (tx, ty) = self.GRABS[(step - 1 - len(self.bars)) % len(self.GRABS)]
        return make_action("drag", [int(fx * width), int(fy * height), int(tx * width), int(ty * height)])


HEURISTICS = {cls.name: cls for cls in (ScrollHeuristic, HoverHeuristic, PopupHeuristic, WaitHeuristic, DragHeuristic)}

# The paper's reveal rates for each heuristic on its matched tasks (seed 003, F.3 / §4.3).
PAPER_REVEAL_RATES = {"heuristic-scroll": 0.688, "heuristic-hover": 0.614, "heuristic-wait": 0.871,
                      "heuristic-popup": 0.176, "heuristic-drag": 0.169}
