"""Typed actions, their text form and their structured Gymnasium form.

Text is parsed with a small grammar, never evaluated: `click(640, 412)`, `move(x, y)`,
`scroll(x, y, dx, dy)`, `drag(x1, y1, x2, y2)`, `wait(ms)`, and for single-step PointerBench
episodes `bbox(x0, y0, x1, y1)`. Every malformed input raises ActionError with a message that
names the problem; the environments turn it into `last_action_error`, never into a crash.
"""
from __future__ import annotations

import math
import re
from dataclasses import dataclass, field

import numpy as np
from gymnasium import spaces

VERBS = ("click", "move", "scroll", "drag", "wait")
ARITY = {"click": 2, "move": 2, "scroll": 4, "drag": 4, "wait": 1, "bbox": 4}
MAX_WAIT_MS = 10_000
MAX_SCROLL = 5_000

_CALL = re.compile(r"^\s*([A-Za-z_]+)\s*\((.*)\)\s*;?\s*$", re.S)
_NUMBER = re.compile(r"^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$")


class ActionError(ValueError):
    """An action that cannot be executed; the message says why."""


@dataclass(frozen=True)
class Action:
    kind: str
    args: tuple = field(default_factory=tuple)

    # Named views on args, so callers read `a.x` rather than `a.args[0]`.
    @property
    def x(self):
        return self.args[0]

    @property
    def y(self):
        return self.args[1]

    @property
    def x2(self):
        return self.args[2]

    @property
    def y2(self):
        return self.args[3]

    @property
    def dx(self):
        return self.args[2]

    @property
    def dy(self):
        return self.args[3]

    @property
    def ms(self):
        return self.args[0]

    def to_text(self) -> str:
        return f"{self.kind}({', '.join(_fmt(v) for v in self.args)})"

    def to_dict(self) -> dict:
        return {"kind": self.kind, "args": list(self.args)}

    def __str__(self) -> str:
        return self.to_text()


def _fmt(v) -> str:
    return str(int(v)) if float(v).is_integer() else f"{v:.1f}"


def parse_action(text, allowed=VERBS + ("bbox",)) -> Action:
    """Parse one text action; raise ActionError naming what is wrong."""
    if not isinstance(text, str):
        raise ActionError(f"expected an action string, got {type(text).__name__}")
    match = _CALL.match(text)
    if not match:
        raise ActionError(f"unparsable action {text!r}: expected e.g. click(640, 412)")
    verb = match.group(1).lower()
    if verb not in allowed:
        raise ActionError(f"unknown action verb {verb!r}: expected one of {', '.join(allowed)}")
    raw = [p.strip() for p in match.group(2).split(",")] if match.group(2).strip() else []
    if len(raw) != ARITY[verb]:
        raise ActionError(f"{verb} takes {ARITY[verb]} numbers, got {len(raw)} in {text!r}")
    values = []
    for part in raw:
        if not _NUMBER.match(part):
            raise ActionError(f"{verb}: {part!r} is not a number")
        values.append(float(part))
    return make_action(verb, values)


def make_action(verb: str, values) -> Action:
    values = [float(v) for v in values]
    for v in values:
        if not math.isfinite(v):
            raise ActionError(f"{verb}: non-finite number {v}")
    if verb == "wait":
        if values[0] < 0 or values[0] > MAX_WAIT_MS:
            raise ActionError(f"wait: {values[0]:g} ms is outside 0..{MAX_WAIT_MS}")
    if verb == "scroll" and max(abs(values[2]), abs(values[3])) > MAX_SCROLL:
        raise ActionError(f"scroll: delta larger than {MAX_SCROLL} pixels")
    return Action(verb, tuple(values))


def check_bounds(action: Action, width: int, height: int) -> None:
    """Raise ActionError if a point of the action lies outside the screenshot."""
    points = []
    if action.kind in ("click", "move", "scroll"):
        points = [(action.x, action.y)]
    elif action.kind in ("drag", "bbox"):
        points = [(action.args[0], action.args[1]), (action.args[2], action.args[3])]
    for x, y in points:
        if not (0 <= x < width and 0 <= y < height):
            raise ActionError(f"{action.kind}: point ({_fmt(x)}, {_fmt(y)}) is outside the {width}x{height} screenshot")


def action_space(width: int, height: int) -> spaces.Dict:
    """The structured form: a verb index and the parameters every verb may use.

    `sample()` always yields an action inside the screenshot and inside the wait and scroll limits.
    """
    return spaces.Dict(
        {
            "verb": spaces.Discrete(len(VERBS)),
            "point": spaces.Box(low=np.array([0, 0], dtype=np.float32),
                                high=np.array([width - 1, height - 1], dtype=np.float32), dtype=np.float32),
            "point2": spaces.Box(low=np.array([0, 0], dtype=np.float32),
                                 high=np.array([width - 1, height - 1], dtype=np.float32), dtype=np.float32),
            "delta": spaces.Box(low=-1000.0, high=1000.0, shape=(2,), dtype=np.float32),
            "ms": spaces.Box(low=0.0, high=float(MAX_WAIT_MS), shape=(1,), dtype=np.float32),
        }
    )


def from_structured(sample) -> Action:
    """Turn an element of `action_space` into an Action (validating it like text)."""
    try:
        verb_index = int(np.asarray(sample["verb"]).item())
        verb = VERBS[verb_index]
        x, y = (float(v) for v in np.asarray(sample["point"]).reshape(-1)[:2])
        if verb in ("click", "move"):
            return make_action(verb, [x, y])
        if verb == "scroll":
            dx, dy = (float(v) for v in np.asarray(sample["delta"]).reshape(-1)[:2])
            return make_action(verb, [x, y, dx, dy])
        if verb == "drag":
            x2, y2 = (float(v) for v in np.asarray(sample["point2"]).reshape(-1)[:2])
            return make_action(verb, [x, y, x2, y2])
        return make_action(verb, [float(np.asarray(sample["ms"]).reshape(-1)[0])])
    except ActionError:
        raise
    except (KeyError, IndexError, TypeError, ValueError) as exc:
        raise ActionError(f"malformed structured action: {exc}") from None


def to_action(action, allowed=VERBS) -> Action:
    """Accept an Action, a text action or a structured (dict) action."""
    if isinstance(action, Action):
        if action.kind not in allowed:
            raise ActionError(f"unknown action verb {action.kind!r}")
        return action
    if isinstance(action, str):
        return parse_action(action, allowed=allowed)
    if isinstance(action, dict):
        return from_structured(action)
    raise ActionError(f"expected a text or structured action, got {type(action).__name__}")
