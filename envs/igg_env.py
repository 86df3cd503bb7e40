"""IGGEnv: the multi-step reveal-and-click environment (one task per episode).

Observation: the screenshot (H x W x 3 uint8), the goal-only instruction and the action history.
Action: `click(x, y)`, `move(x, y)`, `scroll(x, y, dx, dy)`, `drag(x1, y1, x2, y2)`, `wait(ms)` as
text, an `Action`, or the structured Dict space. A click scores at click time (DESIGN.md): the
element under the pointer, or its nearest ancestor with a data-igg-id, is the target and the
target is actionable. Invalid actions use up budget and are reported in `info`, never raised.
"""
from __future__ import annotations

import string
import time
from dataclasses import dataclass

import gymnasium as gym
import numpy as np
from gymnasium import spaces

from igg.envs.actions import ActionError, VERBS, action_space, check_bounds, to_action
from igg.envs.session import BrowserSession
from igg.tasks.schema import DEFAULT_BUDGET, DEFAULT_VIEWPORT, Task, get_task, load_suite

# Text spaces need an explicit charset; instructions and history are printable Latin-1.
TEXT_CHARSET = frozenset(string.printable + "".join(chr(c) for c in range(0xA0, 0x250)) + "\u2013\u2014\u2019\u201c\u201d\u2026")
MAX_TEXT = 4096


@dataclass(frozen=True)
class Timing:
    """A step's timing: real seconds spent, and virtual milliseconds the page's clock advanced.

    Wall-clock seconds are a measurement, not environment state, so equality (which Gymnasium's
    determinism checks use) compares the virtual time only.
    """

    wall_seconds: float
    virtual_ms: float

    def __eq__(self, other):
        return isinstance(other, Timing) and self.virtual_ms == other.virtual_ms

    def __hash__(self):
        return hash(self.virtual_ms)

    def to_dict(self) -> dict:
        return {"wall_seconds": round(self.wall_seconds, 4), "virtual_ms": self.virtual_ms}


def observation_space(width: int, height: int) -> spaces.Dict:
    return spaces.Dict({
        "screenshot": spaces.Box(0, 255, shape=(height, width, 3), dtype=np.uint8),
        "instruction": spaces.Text(max_length=MAX_TEXT, min_length=0, charset=TEXT_CHARSET),
        "history": spaces.Text(max_length=MAX_TEXT, min_length=0, charset=TEXT_CHARSET),
    })


class IGGEnv(gym.Env):
    metadata = {"render_modes": ["rgb_array"], "render_fps": 4}

    def __init__(self, task: str | Task | None = None, tasks: list[Task] | None = None,
                 budget: int | None = None, render_mode: str | None = None, viewport=DEFAULT_VIEWPORT):
        self.tasks = tasks if tasks is not None else load_suite()
        if not self.tasks:
            raise ValueError("the task suite is empty")
        self._default_task = self._resolve(task) if task is not None else None
        self.budget_override = budget
        self.render_mode = render_mode
        width, height = (self._default_task.viewport if self._default_task else tuple(viewport))
        self.observation_space = observation_space(width, height)
        self.action_space = action_space(width, height)
        self.session: BrowserSession | None = None
        self.task: Task | None = None
        self._last_obs = None

    # -- helpers ---------------------------------------------------------------------------
    def _resolve(self, task) -> Task:
        return task if isinstance(task, Task) else get_task(task, self.tasks)

    def _ensure_session(self, viewport) -> BrowserSession:
        if self.session is None:
            self.session = BrowserSession(*viewport)
        return self.session

    @property
    def budget(self) -> int:
        return self.budget_override or (self.task.budget if self.task else DEFAULT_BUDGET)

    def _observe(self):
        shot = self.session.screenshot()
        self.last_screenshot = shot
        self._last_obs = {"screenshot": shot.array, "instruction": self.task.instruction,
                          "history": "\n".join(f"{i + 1}. {a}" for i, a in enumerate(self.history))}
        return self._last_obs

    # -- Gymnasium API -----------------------------------------------------------------------
    def reset(self, *, seed=None, options=None):
        """Start an episode on `options["task"]` (id or Task), else the env's task, else one drawn with `seed`."""
        super().reset(seed=seed)
        options = options or {}
        if "task" in options:
            self.task = self._resolve(options["task"])
        elif self._default_task is not None:
            self.task = self._default_task
        else:
            self.task = self.tasks[int(self.np_random.integers(len(self.tasks)))]
        if tuple(self.task.viewport) != self.observation_space["screenshot"].shape[1::-1]:
            width, height = self.task.viewport
            self.observation_space = observation_space(width, height)
            self.action_space = action_space(width, height)
        started = time.perf_counter()
        session = self._ensure_session(self.task.viewport)
        session.load(self.task.app, self.task.state, self.task.seed, self.task.viewport)
        self.history: list[str] = []
        self.steps = 0
        obs = self._observe()
        info = {"task_id": self.task.id, "app": self.task.app, "subtype": self.task.subtype,
                "type": self.task.type, "budget": self.budget, "screenshot_sha1": self.last_screenshot.sha1,
                "timing": Timing(time.perf_counter() - started, session.settle_ms)}
        return obs, info

    def step(self, action):
        if self.task is None:
            raise RuntimeError("call reset() before step()")
        started = time.perf_counter()
        self.steps += 1
        info = {"task_id": self.task.id, "step": self.steps, "action": None, "action_text": None,
                "clicked_id": None, "invalid": False, "last_action_error": "", "success": False}
        reward, terminated = 0.0, False
        try:
            parsed = to_action(action, allowed=VERBS)
            width, height = self.task.viewport
            check_bounds(parsed, width, height)
        except ActionError as exc:
            info.update(invalid=True, last_action_error=str(exc), action_text=_short(action))
            self.history.append(f"invalid: {_short(action)} ({exc})")
            obs = dict(self._last_obs, history="\n".join(f"{i + 1}. {a}" for i, a in enumerate(self.history)))
            self._last_obs = obs
            info["screenshot_sha1"] = self.last_screenshot.sha1
        else:
            info["action"] = parsed.to_dict()
            info["action_text"] = parsed.to_text()
            if parsed.kind == "click":
                probe = self.session.click_probe(parsed.x, parsed.y, self.task.target)
                info["clicked_id"] = probe["hit"]
                info["target_actionable"] = probe["target"]["actionable"]
                if probe["hit"] == self.task.target and probe["target"]["actionable"]:
                    reward, terminated = 1.0, True
                    info["success"] = True
            self.session.perform(parsed)
            self.history.append(parsed.to_text())
            obs = self._observe()
            info["screenshot_sha1"] = self.last_screenshot.sha1
        truncated = not terminated and self.steps >= self.budget
        virtual = 0.0 if info["invalid"] else self.session.settle_ms + (parsed.ms if parsed.kind == "wait" else 0)
        info["timing"] = Timing(time.perf_counter() - started, virtual)
        return obs, reward, terminated, truncated, info

    def render(self):
        if self.render_mode == "rgb_array" and self._last_obs is not None:
            return self._last_obs["screenshot"]
        return None

    def close(self):
        if self.session is not None:
            self.session.close()
            self.session = None


def _short(action) -> str:
    text = action if isinstance(action, str) else repr(action)
    return text if len(text) <= 120 else text[:117] + "..."
