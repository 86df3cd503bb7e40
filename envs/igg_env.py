"""IGGEnv: the multi-step reveal-and-click environment (one task per episode)."""
from __future__ import annotations

import logging
import string
import time

import gymnasium as gym
import numpy as np
from gymnasium import spaces

from igg.envs.actions import ActionError, VERBS, action_space, echo, to_action
from igg.envs.info import NOT_REVEALED, Timing
from igg.envs.session import BrowserSession
from igg.tasks.schema import DEFAULT_BUDGET, VIEWPORTS, Task, get_task, load_suite

logger = logging.getLogger(__name__)

# Text spaces need an explicit charset; instructions and history are printable Latin-1.
TEXT_CHARSET = frozenset(string.printable + "".join(chr(c) for c in range(0xA0, 0x250)) + "\u2013\u2014\u2019\u201c\u201d\u2026")
MAX_TEXT = 4096


class ViewportMismatch(ValueError):
    """A task made for another viewport than the environment's (spaces are fixed at construction)."""


def observation_space(width: int, height: int) -> spaces.Dict:
    return spaces.Dict({
        "screenshot": spaces.Box(0, 255, shape=(height, width, 3), dtype=np.uint8),
        "instruction": spaces.Text(max_length=MAX_TEXT, min_length=0, charset=TEXT_CHARSET),
        "history": spaces.Text(max_length=MAX_TEXT, min_length=0, charset=TEXT_CHARSET),
    })


def format_history(lines: list[str]) -> str:
    """Numbered history, keeping the most recent lines that fit the observation space."""
    numbered = [f"{i + 1}. {line}" for i, line in enumerate(lines)]
    while numbered and len("\n".join(numbered)) > MAX_TEXT:
        numbered.pop(0)
    return "\n".join(numbered)


class IGGEnv(gym.Env):
    """Reveal-then-click on a deterministic mockup app in a real headless Chromium.

    ## Description
    Each episode is one task of the suite (`igg.tasks.schema`): an app in an initial state where
    the target element is hidden, out of view, covered, disabled or not yet there. The agent sees
    a screenshot and a goal-only instruction and must reveal the target, then click it.

    ## Action Space
    `scroll(x, y, dx, dy)`, `move(x, y)`, `drag(x1, y1, x2, y2)`, `wait(ms)`, `click(x, y)` in
    screenshot pixels, given as text, as an `igg.envs.actions.Action`, or as an element of the
    structured `Dict` space (`verb` index into `VERBS`, `point`, `point2`, `delta`, `ms`).
    Malformed or out-of-range actions are invalid: they use budget, change nothing and are
    reported in `info["last_action_error"]`; they never raise.

    ## Observation Space
    `Dict(screenshot=Box(0, 255, (H, W, 3), uint8), instruction=Text, history=Text)`; H and W are
    the viewport preset's, fixed at construction.

    ## Rewards
    1.0 for a click whose element under the pointer (or its nearest ancestor with a
    `data-igg-id`) is one of the task's targets and enabled -- the page runtime's `igg.score`,
    the one click rule. 0.0 otherwise; other clicks reach the app as ordinary clicks.

    ## Starting State
    The task's app in its initial state at virtual time 2026-01-01T00:00:00Z, pointer at (0, 0).
    `reset(options={"task": ID or Task})` picks a task; otherwise the env's task, otherwise one
    drawn with the seed from the suite's tasks of this viewport.

    ## Episode End
    Terminated on a successful click. Truncated by the environment itself after the task's
    `budget` actions (the task's own field, 1..32; `igg.tasks.schema.DEFAULT_BUDGET` = 8 when the
    task sets none; the registered ids add no `TimeLimit`), or at once when the browser failed
    (`info["infra_error"]` says why: an infrastructure failure, never the agent's).

    ## Info
    `task_id`, `app`, `type`, `subtype`, `platform`, `budget`, `screenshot_sha1`, `timing`,
    `reveal` (the target's `visible`, `unobstructed`, `actionable`, `exposure` from the shared
    visibility check, for metrics and rewards; agents see only the observation) and
    `infra_error`; steps add `step`, `action`, `action_text`, `clicked_id`, `invalid`,
    `last_action_error`, `success`, `blocked_navigations` (links or scripts the page tried to
    follow; the runtime cancels them, so the page never leaves the app) and `screen_unchanged`
    (True when the step drew nothing new, so the observation is the last one, not captured again:
    known only with frames on demand, IGG_FRAMES=on-demand; False otherwise).

    ## Arguments
    `task` (id or Task), `tasks` (the pool, default the whole suite), `viewport` (a preset name of
    `igg.tasks.schema.VIEWPORTS`), `render_mode` ("rgb_array"), `observe` (default True; False
    takes no screenshot: the observation's screenshot is all zeros, `screenshot_sha1` None and
    `reveal` None, for scripted replays that never look, such as task validation).

    ## Version History
    * v0: the initial release (text, Action and Dict actions; one id per viewport preset).
    """

    metadata = {"render_modes": ["rgb_array"], "render_fps": 4}

    def __init__(self, task: str | Task | None = None, tasks: list[Task] | None = None,
                 viewport: str = "desktop", render_mode: str | None = None, observe: bool = True):
        if viewport not in VIEWPORTS:
            raise ValueError(f"unknown viewport preset {viewport!r}; presets: {', '.join(VIEWPORTS)}")
        self.viewport_name = viewport
        width, height, self.zoom = VIEWPORTS[viewport]
        self.viewport = (width, height)
        pool = tasks if tasks is not None else load_suite()
        self.tasks = pool
        self._default_task = self._check_viewport(self._resolve(task)) if task is not None else None
        self._drawable = [t for t in pool if self._fits(t)]
        if self._default_task is None and not self._drawable:
            raise ValueError(f"no task of the pool is made for the {viewport} viewport "
                             f"({width}x{height} at zoom {self.zoom:g})")
        self.render_mode = render_mode
        self.observe = observe
        self.observation_space = observation_space(width, height)
        self.action_space = action_space(width, height)
        self.session: BrowserSession | None = None
        self.task: Task | None = None
        self.history: list[str] = []
        self.steps = 0
        self.last_screenshot = None
        self._last_obs = None
        self._last_reveal = dict(NOT_REVEALED)  # an invalid action changes nothing: it repeats this
        self._broken = False

    # -- helpers ---------------------------------------------------------------------------
    def _resolve(self, task) -> Task:
        return task if isinstance(task, Task) else get_task(task, self.tasks)

    def _fits(self, task: Task) -> bool:
        return tuple(task.viewport) == self.viewport and task.zoom == self.zoom

    def _check_viewport(self, task: Task) -> Task:
        if not self._fits(task):
            raise ViewportMismatch(
                f"task {task.id!r} is made for a {task.viewport[0]}x{task.viewport[1]} viewport at zoom "
                f"{task.zoom:g}, but this environment's spaces are fixed at {self.viewport[0]}x{self.viewport[1]} "
                f"at zoom {self.zoom:g} ({self.viewport_name}); use the id registered for that viewport")
        return task

    @property
    def budget(self) -> int:
        return self.task.budget if self.task else DEFAULT_BUDGET

    def _observe(self) -> dict:
        if self.observe:
            shot = self.last_screenshot = self.session.screenshot()
            # A screen that did not change is the last capture again: the user may keep and edit
            # the array returned before, so each observation gets its own.
            pixels = shot.array.copy() if shot.reused else shot.array
        else:
            self.last_screenshot = None
            pixels = np.zeros(self.observation_space["screenshot"].shape, np.uint8)
        self._last_obs = {"screenshot": pixels, "instruction": self.task.instruction,
                          "history": format_history(self.history)}
        return self._last_obs

    def _observe_again(self) -> dict:
        """The last observation again, with the history as it is now, in arrays of its own."""
        self._last_obs = dict(self._last_obs, screenshot=self._last_obs["screenshot"].copy(),
                              history=format_history(self.history))
        return self._last_obs

    def _sha1(self) -> str | None:
        return self.last_screenshot.sha1 if self.last_screenshot is not None else None

    def _base_info(self) -> dict:
        task = self.task
        return {"task_id": task.id, "app": task.app, "type": task.type, "subtype": task.subtype,
                "platform": task.platform, "budget": task.budget, "infra_error": None}

    def _reveal(self) -> dict | None:
        # An env that does not observe is driven by a script that reads the page itself (task
        # validation asks for the status where it needs it): the grid's hit tests are saved.
        return self.session.reveal(list(self.task.targets)) if self.observe else None

    def _unknown_reveal(self) -> dict | None:
        # After an infrastructure failure the page cannot be asked: nothing is revealed (None, as
        # ever, for an env that does not observe).
        return dict(NOT_REVEALED) if self.observe else None

    # -- Gymnasium API -----------------------------------------------------------------------
    def reset(self, *, seed=None, options=None):
        super().reset(seed=seed)
        options = options or {}
        if "task" in options:
            self.task = self._check_viewport(self._resolve(options["task"]))
        elif self._default_task is not None:
            self.task = self._default_task
        else:
            self.task = self._drawable[int(self.np_random.integers(len(self._drawable)))]
        started = time.perf_counter()
        if self._broken and self.session is not None:
            self.session.close()
            self.session = None
        if self.session is None:
            self.session = BrowserSession(*self.viewport, zoom=self.zoom)
        self._broken = False
        try:
            self.session.load(self.task.app, self.task.state, self.task.seed, self.viewport, pixels=self.observe)
        except Exception as exc:  # the browser failed to show the task: once more, on a fresh browser
            logger.warning("reset of %s failed (%s: %s); relaunching the browser", self.task.id,
                           type(exc).__name__, str(exc)[:300])
            self.session.close()
            self.session = BrowserSession(*self.viewport, zoom=self.zoom)
            self.session.load(self.task.app, self.task.state, self.task.seed, self.viewport, pixels=self.observe)
        self.history, self.steps = [], 0
        obs = self._observe()
        info = {**self._base_info(), "screenshot_sha1": self._sha1(), "reveal": self._reveal(),
                "timing": Timing(time.perf_counter() - started, self.session.settle_ms)}
        self._last_reveal = info["reveal"]
        return obs, info

    def step(self, action):
        if self.task is None:
            raise RuntimeError("call reset() before step()")
        started = time.perf_counter()
        self.steps += 1
        info = {**self._base_info(), "step": self.steps, "action": None, "action_text": None,
                "clicked_id": None, "invalid": False, "last_action_error": "", "success": False,
                "blocked_navigations": [], "screen_unchanged": False}
        reward, terminated, truncated, virtual_ms = 0.0, False, False, 0.0
        try:
            parsed = to_action(action, VERBS, *self.viewport)
        except ActionError as exc:
            info.update(invalid=True, last_action_error=str(exc), action_text=echo(action))
            self.history.append(f"invalid: {echo(action)} ({exc})")
            obs = self._observe_again()
            info["reveal"] = self._last_reveal
        else:
            info["action"], info["action_text"] = parsed.to_dict(), parsed.to_text()
            if self._broken:
                obs, truncated = self._observe_again(), True
                info.update(infra_error="the browser failed earlier in this episode; reset to go on",
                            reveal=self._unknown_reveal())
            else:
                try:
                    if parsed.kind == "click":
                        score = self.session.score(parsed.x, parsed.y, list(self.task.targets))
                        info["clicked_id"] = score["hit"]
                        if score["success"]:
                            reward, terminated, info["success"] = 1.0, True, True
                    self.session.perform(parsed)
                    if parsed.kind in ("click", "drag"):  # only a press can follow a link
                        info["blocked_navigations"] = self.session.blocked_navigations()
                    self.history.append(parsed.to_text())
                    obs = self._observe()
                    info["screen_unchanged"] = self.last_screenshot is not None and self.last_screenshot.reused
                    info["reveal"] = self._reveal()
                    virtual_ms = self.session.settle_ms + (parsed.ms if parsed.kind == "wait" else 0)
                except Exception as exc:  # the browser or page failed: the environment's fault, not the agent's
                    self._broken, truncated, reward, terminated = True, True, 0.0, False
                    info.update(infra_error=f"{type(exc).__name__}: {str(exc)[:300]}", success=False,
                                reveal=self._unknown_reveal())
                    obs = self._observe_again()
        if not terminated and self.steps >= self.budget:  # the task's budget is used up
            truncated = True
        info["screenshot_sha1"] = self._sha1()
        info["timing"] = Timing(time.perf_counter() - started, virtual_ms)
        self._last_reveal = info["reveal"]
        return obs, reward, terminated, truncated, info

    def render(self):
        if self.render_mode == "rgb_array" and self._last_obs is not None:
            return self._last_obs["screenshot"]
        return None

    def close(self):
        if self.session is not None:
            self.session.close()
            self.session = None
