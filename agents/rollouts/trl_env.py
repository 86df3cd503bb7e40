"""IGG as a TRL `GRPOTrainer` environment (`environment_factory=IGGToolEnv`).

TRL's protocol (checked against trl 1.16, `GRPOTrainer(environment_factory=...)`): the trainer builds
one instance per rollout of a generation batch with no arguments (and one more at start-up, to read
the tools), keeps them in a pool and reuses them. It calls `reset(**row)` with the dataset row's
columns at the start of each rollout and appends the returned text to the last user message. Every
public method other than `reset` and `get_reward` is a function-calling tool (its schema built from
the type hints and the docstring's `Args:`); a tool's return value (text, or content blocks with
images for a vision-language model) goes back to the model, and an exception raised by a tool
becomes an error message for the model. `get_reward()` is the environment's own reward source: the
trainer calls it once per finished rollout, adds it to `reward_funcs` (which may then be omitted)
with weight 1, and treats `None` as unscorable (left out of the group's baseline, advantage 0).

Each instance owns one IGGEnv (its own browser) per viewport preset its tasks need, opened at the
first `reset` of such a task and reused across rollouts. The reward is the episode return of
`igg.agents.rollouts.rewards` over the episode's steps (the G.3 weights from rewards.yaml, or
`weights_file`); an episode the browser failed in (an infrastructure failure, not the model's
doing) is never scored: `get_reward()` is None. A tool call with missing, unknown or mistyped
arguments reaches the environment as an invalid action (it uses budget and is penalised), as any
malformed action does.
"""
from __future__ import annotations

import functools
import inspect
import weakref

from igg.agents.rollouts.rewards import load_weights, score_steps
from igg.envs.actions import from_tool_call


def _close_envs(envs: dict) -> None:
    for env in envs.values():
        env.close()
    envs.clear()


def _tool(method):
    """A tool whose call never fails on its arguments: TRL calls `tool(**arguments)` with whatever the
    model wrote, and a missing, unknown or mistyped argument would otherwise raise before the
    environment saw the action, so it would cost the model nothing. Here every call goes to the
    environment, which checks the arguments like any action: a malformed call is an invalid action
    (it uses budget and is penalised by the reward). The schema TRL shows the model is the method's
    signature and docstring (`functools.wraps`)."""
    params = list(inspect.signature(method).parameters)[1:]

    @functools.wraps(method)
    def call(self, *args, **arguments):
        return self._act(method.__name__, {**dict(zip(params, args)), **arguments})

    return call


def task_text(task, width: int, height: int) -> str:
    """What `reset` tells the model about a task: the goal-only instruction, the screen and the budget."""
    return (f"{task.instruction}\nThe screen is {width}x{height} pixels; you have {task.budget} actions. "
            f"Each tool returns the new screenshot.")


class IGGToolEnv:
    """One IGG episode per rollout; the tools are the five actions, in screenshot pixels."""

    def __init__(self, weights_file=None):
        from igg.tasks.schema import load_suite

        self._tasks = {t.id: t for t in load_suite()}
        self._envs = {}  # viewport preset -> IGGEnv (an env's spaces are fixed)
        self._env = None  # the current episode's
        self._finalizer = weakref.finalize(self, _close_envs, self._envs)  # the browsers go with the instance
        self._weights = load_weights(weights_file)
        self._reset_state()

    def _reset_state(self):
        self._steps, self._initial_sha1, self._initial_reveal = [], None, None
        self.done, self.success, self.reward, self.infra_error = False, False, 0.0, None
        self.task_id = None

    # -- the rollout ------------------------------------------------------------------------------
    def reset(self, **row) -> str:
        """Start the task named by the row's `task_id` column. The text returned (appended by TRL to
        the prompt's last user message) starts on a new line. A row made by `prompt_rows(...,
        screenshots=True)` also carries the initial screenshot's hash, checked here: the screenshot
        in the prompt is the state the episode starts from."""
        from igg.replay.validate import env_for

        task = self._tasks[row["task_id"]]
        self._env = env_for(task, self._envs)
        self._reset_state()
        self.task_id = task.id
        _, info = self._env.reset(options={"task": task})
        self._initial_sha1, self._initial_reveal = info["screenshot_sha1"], info["reveal"]
        expected = row.get("initial_sha1")
        if expected and expected != self._initial_sha1:
            raise RuntimeError(f"{task.id}: the episode starts from another screenshot than the prompt's "
                               f"({self._initial_sha1} != {expected})")
        return "\n" + task_text(task, *self._env.viewport)

    def _act(self, name: str, arguments: dict) -> list:
        if self.done:
            raise ValueError("The episode is over.")
        width, height = self._env.viewport
        try:
            action = from_tool_call(name, arguments, width=width, height=height)
        except ValueError as exc:  # the environment records it as an invalid action (it uses budget)
            error = str(exc)
            action = error if error.startswith(f"{name}:") else f"{name}: {error}"
        else:
            error = None
        _, env_reward, terminated, truncated, info = self._env.step(action)
        self._steps.append({"action": info["action_text"], "action_struct": info["action"],
                            "clicked_id": info["clicked_id"], "reward": env_reward, "invalid": info["invalid"],
                            "screenshot_sha1": info["screenshot_sha1"], "reveal": info["reveal"]})
        self.success = self.success or bool(info["success"])
        self.done = bool(terminated or truncated or len(self._steps) >= self._env.budget)
        if info["infra_error"]:  # the browser failed: the episode ends unscored, never as a reward
            self.infra_error, self.done = info["infra_error"], True
            raise RuntimeError(f"environment failure (not your action): {info['infra_error']}")
        _, _, self.reward = score_steps(self._steps, self._initial_sha1, self._initial_reveal, self._weights)
        text = "The target was clicked: task complete." if info["success"] else (
            f"Invalid action: {error or info['last_action_error']}" if info["invalid"] else
            f"Done: {info['action_text']}. {self._env.budget - len(self._steps)} action(s) left.")
        from PIL import Image

        return [{"type": "image", "image": Image.fromarray(self._env.last_screenshot.array)},
                {"type": "text", "text": text}]

    def _close(self) -> None:
        """Close the browser now (private: TRL would expose a public `close` as a tool)."""
        _close_envs(self._envs)
        self._env = None

    def get_reward(self) -> float | None:
        """The episode's reward (its return under the reward weights); None when the browser failed
        during the episode (TRL leaves such a rollout out of its group's baseline)."""
        return None if self.infra_error else self.reward

    @property
    def actions(self) -> list[str]:
        """The episode's actions so far, as text (for logs)."""
        return [step["action"] for step in self._steps]

    # -- the tools --------------------------------------------------------------------------------
    @_tool
    def click(self, x: int, y: int) -> list:
        """
        Click the left mouse button at a point of the screenshot.

        Args:
            x: pixels from the left edge of the screenshot
            y: pixels from the top edge of the screenshot

        Returns:
            The new screenshot and a short note.
        """

    @_tool
    def move(self, x: int, y: int) -> list:
        """
        Move the pointer to a point without clicking (hover).

        Args:
            x: pixels from the left edge of the screenshot
            y: pixels from the top edge of the screenshot

        Returns:
            The new screenshot and a short note.
        """

    @_tool
    def scroll(self, x: int, y: int, dx: int, dy: int) -> list:
        """
        Turn the mouse wheel with the pointer at a point: dy > 0 scrolls down, dy < 0 up.

        Args:
            x: pixels from the left edge of the screenshot
            y: pixels from the top edge of the screenshot
            dx: horizontal wheel pixels (> 0 right, < 0 left)
            dy: vertical wheel pixels (> 0 down, < 0 up)

        Returns:
            The new screenshot and a short note.
        """

    @_tool
    def drag(self, x1: int, y1: int, x2: int, y2: int) -> list:
        """
        Press the left button at a start point, move to an end point and release.

        Args:
            x1: start, pixels from the left edge
            y1: start, pixels from the top edge
            x2: end, pixels from the left edge
            y2: end, pixels from the top edge

        Returns:
            The new screenshot and a short note.
        """

    @_tool
    def wait(self, ms: int) -> list:
        """
        Let time pass.

        Args:
            ms: milliseconds to wait (at most 10000)

        Returns:
            The new screenshot and a short note.
        """


PROMPT = "Use the tools to do the task."


def prompt_rows(task_ids, screenshots: bool = False) -> list[dict]:
    """Rows for a GRPO training dataset: `task_id` (read by `reset`, whose text, the instruction, is
    appended to the prompt) and a user prompt. With `screenshots`, each row also carries the task's
    initial screenshot (`images`, which TRL puts in the prompt, so the model sees the screen before
    its first action) and its hash (`initial_sha1`, which `reset` checks): every episode of a task
    starts from that byte-identical state. Taking them opens a browser per viewport preset (about a
    second a task)."""
    task_ids = list(task_ids)
    rows = [{"task_id": task_id, "prompt": [{"role": "user", "content": PROMPT}]} for task_id in task_ids]
    if screenshots and rows:
        from PIL import Image

        from igg.replay.validate import env_for
        from igg.tasks.schema import load_suite

        tasks, envs = {t.id: t for t in load_suite()}, {}
        try:
            for row in rows:
                task = tasks[row["task_id"]]
                obs, info = env_for(task, envs).reset(options={"task": task})
                row["images"] = [Image.fromarray(obs["screenshot"])]
                row["initial_sha1"] = info["screenshot_sha1"]
        finally:
            _close_envs(envs)
    return rows
