"""IGG as a TRL `GRPOTrainer` environment (`environment_factory=IGGToolEnv`).

TRL's protocol (docs: "OpenEnv Integration", "How environment_factory works"): the trainer builds
one instance per generation with no arguments, calls `reset(**row)` with the dataset row's columns
at the start of each rollout (the returned text is appended to the prompt), exposes every public
method other than `reset` as a function-calling tool (built from its docstring's `Args:`), feeds a
tool's return value (text, or content blocks with images for a VLM) back to the model, and turns an
exception raised by a tool into an error message for the model. The reward is read from the
environment after the episode: `get_reward()`, or the `reward` attribute from a reward function.

Each instance owns one IGGEnv (its own browser), reused across rollouts. The reward is the episode
return of `igg.agents.rollouts.rewards` over the episode's steps (weights from rewards.yaml).
"""
from __future__ import annotations

import weakref

from igg.agents.rollouts.rewards import load_weights, score_steps
from igg.envs.actions import from_tool_call


def _close_env(env) -> None:
    env.close()


class IGGToolEnv:
    """One IGG episode per rollout; the tools are the five actions, in screenshot pixels."""

    def __init__(self):
        from igg.tasks.schema import load_suite

        self._tasks = {t.id: t for t in load_suite()}
        self._env = None
        self._weights = load_weights()
        self._reset_state()

    def _reset_state(self):
        self._steps, self._initial_sha1, self._initial_reveal = [], None, None
        self.done, self.success, self.reward = False, False, 0.0

    # -- the rollout ------------------------------------------------------------------------------
    def reset(self, **row) -> str:
        """Start the task named by the row's `task_id` column."""
        from igg.envs.igg_env import IGGEnv

        task = self._tasks[row["task_id"]]
        if self._env is None:
            self._env = IGGEnv(tasks=list(self._tasks.values()), viewport="desktop")
            self._finalizer = weakref.finalize(self, _close_env, self._env)  # the browser goes with the instance
        self._reset_state()
        _, info = self._env.reset(options={"task": task})
        self._initial_sha1, self._initial_reveal = info["screenshot_sha1"], info["reveal"]
        width, height = self._env.viewport
        return (f"{task.instruction}\nThe screen is {width}x{height} pixels; you have {task.budget} actions. "
                f"Each tool returns the new screenshot.")

    def _act(self, name: str, arguments: dict) -> list:
        if self.done:
            raise ValueError("The episode is over.")
        width, height = self._env.viewport
        try:
            action = from_tool_call(name, arguments, width=width, height=height)
        except ValueError as exc:  # the environment records it as an invalid action (it uses budget)
            action, error = f"{name}: {exc}", str(exc)
        else:
            error = None
        _, env_reward, terminated, truncated, info = self._env.step(action)
        self._steps.append({"action": info["action_text"], "action_struct": info["action"],
                            "clicked_id": info["clicked_id"], "reward": env_reward, "invalid": info["invalid"],
                            "screenshot_sha1": info["screenshot_sha1"], "reveal": info["reveal"]})
        self.success = self.success or bool(info["success"])
        self.done = bool(terminated or truncated or len(self._steps) >= self._env.budget)
        _, _, self.reward = score_steps(self._steps, self._initial_sha1, self._initial_reveal, self._weights)
        if info["infra_error"]:
            raise RuntimeError(f"environment failure (not your action): {info['infra_error']}")
        text = "The target was clicked: task complete." if info["success"] else (
            f"Invalid action: {error or info['last_action_error']}" if info["invalid"] else
            f"Done: {info['action_text']}. {self._env.budget - len(self._steps)} action(s) left.")
        from PIL import Image

        return [{"type": "image", "image": Image.fromarray(self._env.last_screenshot.array)},
                {"type": "text", "text": text}]

    def _close(self) -> None:
        """Close the browser now (private: TRL would expose a public `close` as a tool)."""
        if self._env is not None:
            self._finalizer()
            self._env = None

    def get_reward(self) -> float:
        """The episode's reward (its return under the reward weights)."""
        return self.reward

    # -- the tools --------------------------------------------------------------------------------
    def click(self, x: int, y: int) -> list:
        """
        Click the left mouse button at a point of the screenshot.

        Args:
            x: pixels from the left edge of the screenshot
            y: pixels from the top edge of the screenshot

        Returns:
            The new screenshot and a short note.
        """
        return self._act("click", {"x": x, "y": y})

    def move(self, x: int, y: int) -> list:
        """
        Move the pointer to a point without clicking (hover).

        Args:
            x: pixels from the left edge of the screenshot
            y: pixels from the top edge of the screenshot

        Returns:
            The new screenshot and a short note.
        """
        return self._act("move", {"x": x, "y": y})

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
        return self._act("scroll", {"x": x, "y": y, "dx": dx, "dy": dy})

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
        return self._act("drag", {"x1": x1, "y1": y1, "x2": x2, "y2": y2})

    def wait(self, ms: int) -> list:
        """
        Let time pass.

        Args:
            ms: milliseconds to wait (at most 10000)

        Returns:
            The new screenshot and a short note.
        """
        return self._act("wait", {"ms": ms})


def prompt_rows(task_ids) -> list[dict]:
    """Rows for a GRPO training dataset: `task_id` (read by `reset`, whose text, the instruction,
    is appended to the prompt) and a user prompt."""
    return [{"task_id": task_id, "prompt": [{"role": "user", "content": "Use the tools to do the task."}]}
            for task_id in task_ids]
