"""PointerBenchEnv: PointerBench suites as single-step Gymnasium episodes (one screenshot, one answer)."""
from __future__ import annotations

import hashlib
import string
import time
from collections import OrderedDict

import gymnasium as gym
import numpy as np
from gymnasium import spaces

from igg.envs.actions import Action, ActionError, check_bounds, make_action, to_action
from igg.envs.info import STATIC_REVEAL, Timing
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
    """Single-step grounding episodes over one PointerBench suite split (Sheets, Text or Pro).

    ## Description
    An episode shows one example of a suite in the published layout (`igg.tasks.pointerbench`):
    a screenshot, an instruction and the answer type. The agent answers once, and the episode ends.
    The verdict is the published scorer's (`igg.tasks.pointerbench.scorer.decide` on the answer
    written as a prediction record), so it matches `igg pointerbench score` exactly.

    ## Action Space
    `click(x, y)` for point rows, `bbox(x0, y0, x1, y1)` for bbox rows, as text, as an
    `igg.envs.actions.Action` or `Action.to_dict()`, or as an element of the structured `Dict`
    space `{"kind": 0 click | 1 bbox, "point": [x, y], "box": [x0, y0, x1, y1]}`. Any other verb,
    or an unparsable answer, is invalid: reward 0 and `info["last_action_error"]`; it never raises.
    Answers outside the screenshot are still scored (the published scorer has no bounds);
    `info["out_of_bounds"]` notes them.

    ## Observation Space
    `Dict(screenshot=Box(0, 255, (H, W, 3), uint8), instruction=Text, answer_type=Discrete(2)
    (0 point, 1 bbox), history=Text)`; H and W are the examples' image size (one per env).

    ## Rewards
    1.0 when the published rule accepts the answer (point inside the box for point rows; coverage
    and precision thresholds for bbox rows), else 0.0. A click on a bbox row is a point prediction
    and therefore a miss, as in the published scorer.

    ## Starting State
    The example's screenshot. `reset(options={"index": i})` or `{"id": ...}` picks the example;
    otherwise one is drawn with the seed.

    ## Episode End
    Terminated after the one step, whatever the answer. Never truncated.

    ## Info
    The keys of IGGEnv: reset gives `task_id` (the example id), `app` (the Pro row's app, else
    the suite), `type` ("pointerbench"), `subtype` (the suite), `platform` (Pro rows, else None),
    `budget` (1), `screenshot_sha1` (of the example's PNG file), `timing` (virtual time 0: a static
    image), `reveal` (always visible, unobstructed, actionable, exposure 1.0) and `infra_error`
    (None); a step adds `step`, `action`, `action_text`, `clicked_id` (None: a static image has no
    elements), `invalid`, `last_action_error` and `success`. Extras: `index`, `answer_type`, and
    after the step `reason`, `prediction` (the published record, None when invalid), `coverage`
    and `precision` (bbox rows), `out_of_bounds` (when the answer leaves the image).

    ## Arguments
    `suite_dir` (the suite folder, its `data/<split>` folder or the metadata file), `split`,
    `indices` (example positions or ids to use, default all; they must share one image size),
    `render_mode` ("rgb_array"), `cache_size` (decoded screenshots kept, LRU; ~2.4 MB each at
    1024x768; None keeps all).

    ## Version History
    * v0: the initial release; info keys aligned with IGGEnv (`task_id`, `reveal`, `timing`, ...).
    """

    metadata = {"render_modes": ["rgb_array"]}

    def __init__(self, suite_dir, split: str = "test", indices=None, render_mode=None,
                 cache_size: int | None = 128):
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
        self._position = None
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
        started = time.perf_counter()
        self._example = self.examples[position]
        self._position = position
        self._done = False
        self._obs = self._observation("")
        return self._obs, {**self._base_info(), "timing": Timing(time.perf_counter() - started, 0.0)}

    def step(self, action):
        if self._done:
            raise RuntimeError("PointerBenchEnv: call reset() before step(); every episode is one step")
        started = time.perf_counter()
        self._done = True
        ex = self._example
        info = {**self._base_info(), "step": 1, "action": None, "action_text": None, "clicked_id": None,
                "invalid": False, "last_action_error": "", "success": False}
        try:
            act = self._to_action(action)
        except ActionError as exc:
            info.update(invalid=True, last_action_error=str(exc), action_text=str(action)[:HISTORY_MAX],
                        reason=f"invalid action: {exc}", prediction=None)
            self._obs = self._observation("")
            info["timing"] = Timing(time.perf_counter() - started, 0.0)
            return self._obs, 0.0, True, False, info
        prediction = to_prediction(act)
        decision = decide(ex, prediction)
        try:  # box edges may sit on the image border (x1 == width), clicks may not
            slack = 1 if act.kind == "bbox" else 0
            check_bounds(act, self.width + slack, self.height + slack)
        except ActionError as exc:
            info["out_of_bounds"] = str(exc)
        info.update(action=act.to_dict(), action_text=act.to_text(), success=decision.hit,
                    reason=decision.reason, prediction=prediction)
        if decision.coverage is not None:
            info.update(coverage=decision.coverage, precision=decision.precision)
        self._obs = self._observation(act.to_text()[:HISTORY_MAX])
        info["timing"] = Timing(time.perf_counter() - started, 0.0)
        return self._obs, float(decision.hit), True, False, info

    def render(self):
        if self.render_mode == "rgb_array" and self._example is not None:
            return self._screenshot(self._example)
        return None

    # --- helpers -----------------------------------------------------------------------

    def _base_info(self) -> dict:
        """The keys IGGEnv's info also has, for this episode's example (plus index and answer type)."""
        ex = self._example
        return {"task_id": ex.id, "app": ex.app or ex.suite, "type": "pointerbench", "subtype": ex.suite,
                "platform": ex.platform, "budget": 1, "screenshot_sha1": self._screenshot_sha1(ex),
                "reveal": dict(STATIC_REVEAL), "infra_error": None,
                "index": self._position, "answer_type": ex.answer_type}

    def _to_action(self, action) -> Action:
        """The structured Dict form here; every other form through envs.actions.to_action."""
        if isinstance(action, dict) and {"point", "box"} & set(action):
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
        return to_action(action, allowed=ALLOWED_VERBS)

    def _observation(self, history: str) -> dict:
        ex = self._example
        return {
            "screenshot": self._screenshot(ex),
            "instruction": ex.instruction,
            "answer_type": ANSWER_TYPES.index(ex.answer_type),
            "history": history,
        }

    def _cached(self, ex) -> tuple[np.ndarray, str]:
        """(pixels, sha1 of the PNG file), read once into an LRU cache."""
        entry = self._cache.get(ex.id)
        if entry is None:
            array = np.array(ex.image(), dtype=np.uint8)
            array.flags.writeable = False
            entry = self._cache[ex.id] = (array, hashlib.sha1(ex.image_path.read_bytes()).hexdigest())
            if self.cache_size is not None and len(self._cache) > self.cache_size:
                self._cache.popitem(last=False)
        else:
            self._cache.move_to_end(ex.id)
        return entry

    def _screenshot(self, ex) -> np.ndarray:
        """Every observation gets its own copy of the pixels (Gymnasium's rule)."""
        return self._cached(ex)[0].copy()

    def _screenshot_sha1(self, ex) -> str:
        return self._cached(ex)[1]

    @property
    def example(self):
        """The current episode's example (metadata only; agents must not read it)."""
        return self._example


def to_prediction(action: Action) -> dict:
    """A click or bbox action as a published-format prediction record (ints where whole)."""
    values = [int(v) if float(v).is_integer() else float(v) for v in action.args]
    return {"point": values} if action.kind == "click" else {"bbox": values}
