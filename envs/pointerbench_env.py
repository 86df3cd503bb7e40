"""PointerBench as single-step Gymnasium episodes: one screenshot, one answer, one verdict.

An episode shows one example (screenshot, instruction, answer type); the agent answers once
with `click(x, y)` or `bbox(x0, y0, x1, y1)` (text, parsed by envs.actions) or the structured
form {"kind": 0 click | 1 bbox, "point": [x, y], "box": [x0, y0, x1, y1]}. The reward is the
published scorer's decision (tasks.pointerbench.scorer.decide on the answer written as a
prediction record), so it matches `igg pointerbench score` exactly. In particular a click on
a bbox row is a point prediction and therefore a miss, as in the published scorer.
Answers outside the screenshot are still scored (the published scorer has no bounds);
`info["out_of_bounds"]` notes them. Any other verb, or an unparsable answer, is invalid:
reward 0 and `info["last_action_error"]`. Every episode ends after one step.
"""
from __future__ import annotations

import string
from collections import OrderedDict

import gymnasium as gym
import numpy as np
from gymnasium import spaces

from igg.envs.actions import Action, ActionError, check_bounds, make_action, parse_action
from igg.tasks.pointerbench.loader import load_suite
from igg.tasks.pointerbench.scorer import decide

ANSWER_TYPES = ("point", "bbox")
ALLOWED_VERBS = ("click", "bbox")
HISTORY_MAX = 256
# Printable Latin-1/Latin Extended and common symbol blocks, so the space is broad and stable
# across suites; the suite's own instruction characters are always added on top.
_BLOCKS = [(0x00A0, 0x024F), (0x2000, 0x206F), (0x20A0, 0x20CF), (0x2100, 0x27BF)]
BASE_CHARSET = frozenset(string.printable) | frozenset(
    chr(c) for lo, hi in _BLOCKS for c in range(lo, hi + 1) if chr(c).isprintable())


class PointerBenchEnv(gym.Env):
    """Single-step grounding episodes over one PointerBench suite split."""

    metadata = {"render_modes": ["rgb_array"]}

    def __init__(self, suite_dir, split: str = "test", indices=None, render_mode=None,
                 cache_size: int | None = 128):
        """`indices`: optional list of example positions or ids to use (default: all).
        `cache_size`: decoded screenshots kept (LRU; ~2.4 MB each at 1024x768; None = all)."""
        suite = load_suite(suite_dir, split)
        if indices is None:
            self.examples = list(suite)
        else:
            self.examples = [suite.by_id(i) if isinstance(i, str) else suite[i] for i in indices]
        if not self.examples:
            raise ValueError(f"PointerBench suite at {suite_dir} ({split}) has no examples")
        sizes = {ex.image_size for ex in self.examples}
        if len(sizes) != 1:
            raise ValueError(f"examples have several image sizes {sorted(sizes)}; pass `indices` "
                             "selecting one size (a Box observation has one shape)")
        self.width, self.height = sizes.pop()
        self.suite_name = suite.name
        self.render_mode = render_mode
        self.cache_size = cache_size
        self._cache: OrderedDict = OrderedDict()
        self._positions = {ex.id: i for i, ex in enumerate(self.examples)}

        charset = BASE_CHARSET | frozenset(c for ex in self.examples for c in ex.instruction)
        longest = max(len(ex.instruction) for ex in self.examples)
        self.observation_space = spaces.Dict({
            "screenshot": spaces.Box(0, 255, (self.height, self.width, 3), dtype=np.uint8),
            "instruction": spaces.Text(max(1024, longest), min_length=1, charset=charset),
            "answer_type": spaces.Discrete(2),
            "history": spaces.Text(HISTORY_MAX, min_length=0, charset=charset),
        })
        hi = np.array([self.width - 1, self.height - 1], dtype=np.float32)
        self.action_space = spaces.Dict({
            "kind": spaces.Discrete(2),  # 0 click(point), 1 bbox(box)
            "point": spaces.Box(np.zeros(2, np.float32), hi, dtype=np.float32),
            "box": spaces.Box(np.zeros(4, np.float32), np.tile(hi, 2), dtype=np.float32),
        })
        self._example = None
        self._obs = None
        self._done = True

    # --- episode -----------------------------------------------------------------------

    def reset(self, *, seed=None, options=None):
        """Pick the example: options {"index": i} or {"id": ...}, else a seeded random draw."""
        super().reset(seed=seed)
        options = options or {}
        if "id" in options:
            if options["id"] not in self._positions:
                raise KeyError(f"no example with id {options['id']!r} in this environment")
            position = self._positions[options["id"]]
        elif "index" in options:
            position = int(options["index"])
            if not 0 <= position < len(self.examples):
                raise IndexError(f"index {position} outside 0..{len(self.examples) - 1}")
        else:
            position = int(self.np_random.integers(len(self.examples)))
        self._example = self.examples[position]
        self._done = False
        self._obs = self._observation("")
        return self._obs, {"id": self._example.id, "index": position,
                           "answer_type": self._example.answer_type}

    def step(self, action):
        if self._done:
            raise RuntimeError("PointerBenchEnv: call reset() before step(); every episode is one step")
        self._done = True
        ex = self._example
        info = {"id": ex.id, "answer_type": ex.answer_type, "last_action_error": ""}
        try:
            act = self._to_action(action)
        except ActionError as exc:
            info.update(hit=False, reason=f"invalid action: {exc}", last_action_error=str(exc), prediction=None)
            self._obs = self._observation("")
            return self._obs, 0.0, True, False, info
        prediction = to_prediction(act)
        decision = decide(ex, prediction)
        try:  # box edges may sit on the image border (x1 == width), clicks may not
            slack = 1 if act.kind == "bbox" else 0
            check_bounds(act, self.width + slack, self.height + slack)
        except ActionError as exc:
            info["out_of_bounds"] = str(exc)
        info.update(hit=decision.hit, reason=decision.reason, prediction=prediction)
        if decision.coverage is not None:
            info.update(coverage=decision.coverage, precision=decision.precision)
        self._obs = self._observation(act.to_text()[:HISTORY_MAX])
        return self._obs, float(decision.hit), True, False, info

    def render(self):
        if self.render_mode == "rgb_array" and self._example is not None:
            return self._screenshot(self._example)
        return None

    # --- helpers -----------------------------------------------------------------------

    def _to_action(self, action) -> Action:
        if isinstance(action, str):
            return parse_action(action, allowed=ALLOWED_VERBS)
        if isinstance(action, Action):
            if action.kind not in ALLOWED_VERBS:
                raise ActionError(f"{action.kind!r} is not a PointerBench answer: use click or bbox")
            return action
        if isinstance(action, dict):
            try:
                kind = int(np.asarray(action["kind"]).item())
                if kind == 0:
                    return make_action("click", np.asarray(action["point"], dtype=float).reshape(2))
                if kind == 1:
                    return make_action("bbox", np.asarray(action["box"], dtype=float).reshape(4))
                raise ActionError(f"structured action kind must be 0 (click) or 1 (bbox), got {kind}")
            except ActionError:
                raise
            except (KeyError, TypeError, ValueError) as exc:
                raise ActionError(f"malformed structured action: {exc}") from None
        raise ActionError(f"expected a text or structured action, got {type(action).__name__}")

    def _observation(self, history: str) -> dict:
        ex = self._example
        return {
            "screenshot": self._screenshot(ex),
            "instruction": ex.instruction,
            "answer_type": ANSWER_TYPES.index(ex.answer_type),
            "history": history,
        }

    def _screenshot(self, ex) -> np.ndarray:
        """Decoded once into an LRU cache; every observation gets its own copy (Gymnasium's rule)."""
        array = self._cache.get(ex.id)
        if array is None:
            array = np.array(ex.image(), dtype=np.uint8)
            array.flags.writeable = False
            self._cache[ex.id] = array
            if self.cache_size is not None and len(self._cache) > self.cache_size:
                self._cache.popitem(last=False)
        else:
            self._cache.move_to_end(ex.id)
        return array.copy()

    @property
    def example(self):
        """The current episode's example (metadata only; agents must not read it)."""
        return self._example


def to_prediction(action: Action) -> dict:
    """A click or bbox action as a published-format prediction record (ints where whole)."""
    values = [int(v) if float(v).is_integer() else float(v) for v in action.args]
    return {"point": values} if action.kind == "click" else {"bbox": values}
