"""RecordTrace: a Gymnasium wrapper that writes every episode in the one trace format.

    env = RecordTrace(gymnasium.make("igg/IGG-v0"), "runs/mine", agent="my-agent")

Each reset starts `DIR/<task id>/trace.jsonl` (with `step_NN.png` screenshots unless
`screenshots=False`); the episode closes when it terminates or is truncated, at the next reset or
at `close()`. The evaluation runner, task validation and rollout collection all record this way.
"""
from __future__ import annotations

from pathlib import Path

import gymnasium as gym

from igg.replay.trace import TraceWriter


class RecordTrace(gym.Wrapper):
    def __init__(self, env, directory, agent: str = "agent", screenshots: bool = True,
                 episode_dir=None):
        """`episode_dir(task) -> path` overrides where an episode goes (default DIR/<task id>)."""
        super().__init__(env)
        self.directory = Path(directory)
        self.agent = agent
        self.screenshots = screenshots
        self.episode_dir = episode_dir or (lambda task: self.directory / task.id)
        self.writer: TraceWriter | None = None
        self.trace_path: Path | None = None
        self._index = 0
        self._note: dict = {}
        self._success = False

    def note(self, **fields) -> None:
        """Extra fields for the next step's record (e.g. the agent's log and its thinking time)."""
        self._note.update(fields)

    def reset(self, **kwargs):
        self.finish()
        obs, info = self.env.reset(**kwargs)
        core = self.env.unwrapped
        task = core.task
        self.trace_path = Path(self.episode_dir(task))
        self.writer = TraceWriter(self.trace_path, task, self.agent, core.viewport, screenshots=self.screenshots)
        self.writer.reset(core.last_screenshot, info)
        self._index, self._note, self._success = 0, {}, False
        return obs, info

    def step(self, action):
        obs, reward, terminated, truncated, info = self.env.step(action)
        if self.writer is not None:
            self._index += 1
            extra, self._note = {"reveal": info.get("reveal"), "infra_error": info.get("infra_error"),
                                 **self._note}, {}
            self.writer.step(self._index, self.env.unwrapped.last_screenshot, reward, terminated, truncated,
                             info, extra=extra)
            self._success = self._success or bool(info.get("success"))
            if terminated or truncated:
                self.finish()
        return obs, reward, terminated, truncated, info

    def finish(self) -> None:
        """Close the current episode's trace (the env stays open)."""
        if self.writer is not None:
            self.writer.close({"success": self._success, "steps": self._index})
            self.writer = None

    def close(self):
        self.finish()
        super().close()
