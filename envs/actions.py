"""The one action vocabulary: verbs, arguments, ranges, the text grammar, the structured Gymnasium
form, JSON tool schemas, and the one validator every form goes through.

Verbs: `click(x, y)`, `move(x, y)`, `scroll(x, y, dx, dy)`, `drag(x1, y1, x2, y2)`, `wait(ms)`, and
for single-step PointerBench episodes `bbox(x0, y0, x1, y1)`. Text is parsed with a small
grammar, never evaluated. `to_action(action, allowed, width, height)` accepts an `Action`, a text
action, a structured (dict) action or an `Action.to_dict()` dict, and returns a validated Action or
raises ActionError: finite numbers only, exact arity, points inside the screenshot, waits within
0..MAX_WAIT_MS, scroll deltas within +-MAX_SCROLL. Error messages are short, and whatever of the
input they echo is cut at ECHO_LIMIT characters of printable ASCII, so the environments can put
them into an observation's history.
"""
from __future__ import annotations

import json
import math
import numbers
import re
import reprlib
from dataclasses import dataclass, field

import numpy as np
from gymnasium import spaces

MAX_WAIT_MS = 10_000
MAX_SCROLL = 5_000
ECHO_LIMIT = 80


@dataclass(frozen=True)
class Verb:
    """One verb: its argument names in order, which argument pairs are screen points, and the
    text the prompts and tool schemas use."""

    name: str
    params: tuple
    points: tuple  # (index of x, index of y) per point
    description: str
    param_help: dict

    @property
    def arity(self) -> int:
        return len(self.params)

    def signature(self) -> str:
        return f"{self.name}({', '.join(self.params)})"


_POINT = {"x": "pixels from the left edge", "y": "pixels from the top edge"}
SPECS = {v.name: v for v in [
    Verb("click", ("x", "y"), ((0, 1),), "Click the left mouse button at (x, y).", _POINT),
    Verb("move", ("x", "y"), ((0, 1),), "Move the pointer to (x, y) without clicking (hover).", _POINT),
    Verb("scroll", ("x", "y", "dx", "dy"), ((0, 1),),
         "Turn the mouse wheel with the pointer at (x, y): dy > 0 scrolls down, dy < 0 up, dx > 0 right, "
         "dx < 0 left; distances in wheel pixels.",
         {**_POINT, "dx": "horizontal wheel pixels", "dy": "vertical wheel pixels"}),
    Verb("drag", ("x1", "y1", "x2", "y2"), ((0, 1), (2, 3)),
         "Press the left button at (x1, y1), move to (x2, y2) and release.",
         {"x1": "start, from the left edge", "y1": "start, from the top edge", "x2": "end, from the left edge",
          "y2": "end, from the top edge"}),
    Verb("wait", ("ms",), (), f"Let time pass, in milliseconds (at most {MAX_WAIT_MS}).", {"ms": "milliseconds"}),
    Verb("bbox", ("x0", "y0", "x1", "y1"), ((0, 1), (2, 3)),
         "Answer with the bounding box of the element (PointerBench).",
         {"x0": "left edge", "y0": "top edge", "x1": "right edge", "y1": "bottom edge"}),
]}
VERBS = ("click", "move", "scroll", "drag", "wait")  # the IGG environment's five actions
ALL_VERBS = tuple(SPECS)  # plus PointerBench's bbox answer
ARITY = {name: spec.arity for name, spec in SPECS.items()}
POINTER_VERBS = tuple(name for name, spec in SPECS.items() if spec.points)

_CALL = re.compile(r"^\s*([A-Za-z_]+)\s*\((.*)\)\s*;?\s*$", re.S)
_NUMBER = re.compile(r"^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$")
_MAX_TEXT = 10_000  # longer text is no action: refuse before any regex runs over it


class ActionError(ValueError):
    """An action that cannot be executed; the message says why."""


@dataclass(frozen=True)
class Action:
    """A verb and its numbers. Build it with `make_action` (validated); a hand-made Action is
    validated when it reaches an environment."""

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

    def points(self) -> list[tuple[float, float]]:
        """The action's screen points, in argument order (none for wait)."""
        return [(self.args[i], self.args[j]) for i, j in SPECS[self.kind].points]

    def with_points(self, points) -> "Action":
        """The same action with its points replaced (validated)."""
        args = list(self.args)
        for (i, j), (x, y) in zip(SPECS[self.kind].points, points, strict=True):
            args[i], args[j] = x, y
        return make_action(self.kind, args)

    def to_text(self) -> str:
        return f"{self.kind}({', '.join(format_number(v) for v in self.args)})"

    def to_dict(self) -> dict:
        return {"kind": self.kind, "args": list(self.args)}

    def __str__(self) -> str:
        return self.to_text()


def format_number(v) -> str:
    """How numbers are written in action text: integers bare, others with one decimal."""
    v = float(v)
    if v.is_integer() and abs(v) < 1e15:
        return str(int(v))
    return f"{v:.1f}" if abs(v) < 1e15 else f"{v:g}"


# -- echoing input safely -------------------------------------------------------------------------
_repr = reprlib.Repr()
_repr.maxstring = _repr.maxother = ECHO_LIMIT + 2
_repr.maxlist = _repr.maxtuple = _repr.maxdict = _repr.maxset = 6
_repr.maxlevel = 3


def echo(value, limit: int = ECHO_LIMIT) -> str:
    """A short printable-ASCII picture of any input, for error messages: repr'd (strings too),
    non-printable characters escaped, cut at `limit`. Never raises."""
    try:
        if isinstance(value, (str, bytes)):
            value = value[: limit + 2]
        text = _repr.repr(value)
    except Exception:  # a huge int, a failing __repr__: name the type instead
        text = f"<{type(value).__name__}>"
    text = "".join(c if " " <= c <= "~" else c.encode("unicode_escape").decode("ascii") for c in text)
    return text if len(text) <= limit else text[: limit - 3] + "..."


def _name(value) -> str:
    return echo(type(value).__name__, 40).strip("'")


# -- the validator --------------------------------------------------------------------------------
def _number(value, where: str) -> float:
    """One finite real number (not a bool), or ActionError."""
    if isinstance(value, (bool, np.bool_)) or not isinstance(value, numbers.Real):
        raise ActionError(f"{where} must be a number, got {echo(value, 40)}")
    try:
        number = float(value)
    except (OverflowError, ValueError, TypeError):
        raise ActionError(f"{where}: {echo(value, 40)} is too large") from None
    if not math.isfinite(number):
        raise ActionError(f"{where}: non-finite number {echo(number, 20)}")
    return number


def validate(kind, args, allowed=VERBS, width=None, height=None) -> Action:
    """THE check every action form ends in; returns the Action with float arguments."""
    if not isinstance(kind, str) or kind not in allowed:
        shown = echo(kind, 40) if isinstance(kind, str) else f"of type {_name(kind)}"
        raise ActionError(f"unknown action verb {shown}: expected one of {', '.join(allowed)}")
    spec = SPECS[kind]
    if isinstance(args, np.ndarray):
        args = args.reshape(-1).tolist() if args.dtype.kind in "iuf" else list(args.reshape(-1))
    if not isinstance(args, (tuple, list)):
        raise ActionError(f"{kind}: arguments must be a list of numbers, got {_name(args)}")
    if len(args) != spec.arity:
        raise ActionError(f"{kind} takes {spec.arity} numbers ({', '.join(spec.params)}), got {len(args)}")
    values = tuple(_number(v, f"{kind} {name}") for v, name in zip(args, spec.params))
    if kind == "wait" and not 0 <= values[0] <= MAX_WAIT_MS:
        raise ActionError(f"wait: {values[0]:g} ms is outside 0..{MAX_WAIT_MS}")
    if kind == "scroll" and max(abs(values[2]), abs(values[3])) > MAX_SCROLL:
        raise ActionError(f"scroll: delta larger than {MAX_SCROLL} pixels")
    action = Action(kind, values)
    if width is not None and height is not None:
        check_bounds(action, width, height)
    return action


def make_action(verb: str, values) -> Action:
    """A validated Action from a verb and its numbers (any verb, no screen bounds)."""
    return validate(verb, list(values) if not isinstance(values, (list, tuple, np.ndarray)) else values,
                    allowed=ALL_VERBS)


def check_bounds(action: Action, width: int, height: int) -> None:
    """Raise ActionError if a point of the action lies outside the width x height screenshot."""
    for x, y in action.points():
        if not (0 <= x < width and 0 <= y < height):
            raise ActionError(f"{action.kind}: point ({format_number(x)}, {format_number(y)}) is outside the "
                              f"{width}x{height} screenshot")


# -- text -----------------------------------------------------------------------------------------
def parse_action(text, allowed=ALL_VERBS, width=None, height=None) -> Action:
    """Parse one text action; raise ActionError naming what is wrong."""
    if not isinstance(text, str):
        raise ActionError(f"expected an action string, got {_name(text)}")
    match = _CALL.match(text) if len(text) <= _MAX_TEXT else None
    if not match:
        raise ActionError(f"unparsable action {echo(text)}: expected e.g. click(640, 412)")
    verb = match.group(1).lower()
    if verb not in allowed:
        raise ActionError(f"unknown action verb {echo(verb, 40)}: expected one of {', '.join(allowed)}")
    raw = [p.strip() for p in match.group(2).split(",")] if match.group(2).strip() else []
    if len(raw) != ARITY[verb]:
        raise ActionError(f"{verb} takes {ARITY[verb]} numbers, got {len(raw)} in {echo(text)}")
    for part in raw:
        if not _NUMBER.match(part):
            raise ActionError(f"{verb}: {echo(part, 40)} is not a number")
    return validate(verb, [float(p) for p in raw], allowed, width, height)


# -- the structured Gymnasium form ----------------------------------------------------------------
STRUCTURED_KEYS = {"verb": None, "point": 2, "point2": 2, "delta": 2, "ms": 1}


def action_space(width: int, height: int) -> spaces.Dict:
    """The structured form: a verb index and the parameters every verb may use.

    `sample()` always yields an action inside the screenshot and inside the wait and scroll limits.
    """
    point = spaces.Box(low=np.array([0, 0], dtype=np.float32),
                       high=np.array([width - 1, height - 1], dtype=np.float32), dtype=np.float32)
    return spaces.Dict({
        "verb": spaces.Discrete(len(VERBS)),
        "point": point,
        "point2": spaces.Box(low=point.low, high=point.high, dtype=np.float32),
        "delta": spaces.Box(low=-1000.0, high=1000.0, shape=(2,), dtype=np.float32),
        "ms": spaces.Box(low=0.0, high=float(MAX_WAIT_MS), shape=(1,), dtype=np.float32),
    })


def _verb_index(value, count: int) -> int:
    """An integer (Python or numpy, as `Discrete` holds it) in 0..count-1; bools, floats, NaN refused."""
    if isinstance(value, np.ndarray) and value.shape == ():
        value = value[()]
    if isinstance(value, (bool, np.bool_)) or not isinstance(value, (int, np.integer)):
        raise ActionError(f"structured verb must be an integer 0..{count - 1}, got {echo(value, 40)}")
    if not 0 <= value < count:
        raise ActionError(f"structured verb {echo(int(value), 20)} is outside 0..{count - 1}")
    return int(value)


def _vector(sample: dict, key: str, size: int) -> list:
    if key not in sample:
        raise ActionError(f"malformed structured action: missing {key!r}")
    value = sample[key]
    if isinstance(value, np.ndarray):
        items = value.reshape(-1).tolist() if value.dtype.kind in "iuf" else list(value.reshape(-1))
    elif isinstance(value, (list, tuple)):
        items = list(value)
    elif size == 1:
        items = [value]
    else:
        raise ActionError(f"malformed structured action: {key!r} must hold {size} numbers, got {_name(value)}")
    if len(items) != size:
        raise ActionError(f"malformed structured action: {key!r} must hold {size} numbers, got {len(items)}")
    return items


def from_structured(sample, allowed=VERBS, width=None, height=None) -> Action:
    """An element of `action_space` as a validated Action."""
    unknown = [k for k in sample if k not in STRUCTURED_KEYS]
    if unknown:
        raise ActionError(f"malformed structured action: unknown key {echo(unknown[0], 40)}; "
                          f"keys are {', '.join(STRUCTURED_KEYS)}")
    if "verb" not in sample:
        raise ActionError("malformed structured action: missing 'verb'")
    verb = VERBS[_verb_index(sample["verb"], len(VERBS))]
    if verb == "wait":
        args = _vector(sample, "ms", 1)
    else:
        args = _vector(sample, "point", 2)
        if verb == "scroll":
            args += _vector(sample, "delta", 2)
        elif verb == "drag":
            args += _vector(sample, "point2", 2)
    return validate(verb, args, allowed, width, height)


def to_action(action, allowed=VERBS, width=None, height=None) -> Action:
    """THE entry point of the environments: an Action, a text action, a structured dict, or an
    `Action.to_dict()` dict ({"kind", "args"}), validated (bounds too when width and height are
    given). Raises only ActionError."""
    if isinstance(action, Action):
        return validate(action.kind, action.args, allowed, width, height)
    if isinstance(action, str):
        return parse_action(action, allowed, width, height)
    if isinstance(action, dict):
        if "kind" in action:
            extra = sorted(set(map(str, action)) - {"kind", "args"})
            if extra:
                raise ActionError(f"malformed action dict: unknown key {echo(extra[0], 40)}; keys are kind, args")
            return validate(action["kind"], action.get("args"), allowed, width, height)
        return from_structured(action, allowed, width, height)
    raise ActionError(f"expected a text, Action or dict action, got {_name(action)}")


# -- JSON function-calling tools ------------------------------------------------------------------
def tool_schemas(verbs=VERBS, size=None) -> list[dict]:
    """The verbs as OpenAI `tools` entries; `size` (w, h) adds the coordinate ranges."""
    tools = []
    for name in verbs:
        spec = SPECS[name]
        point_axes = {spec.params[i]: 0 for i, _ in spec.points} | {spec.params[j]: 1 for _, j in spec.points}
        properties = {}
        for param in spec.params:
            prop = {"type": "number", "description": spec.param_help[param]}
            if param in point_axes:
                prop["minimum"] = 0
                if size is not None:
                    prop["maximum"] = size[point_axes[param]] - 1
            elif param == "ms":
                prop.update(minimum=0, maximum=MAX_WAIT_MS)
            else:
                prop.update(minimum=-MAX_SCROLL, maximum=MAX_SCROLL)
            properties[param] = prop
        tools.append({"type": "function", "function": {
            "name": name, "description": spec.description,
            "parameters": {"type": "object", "properties": properties, "required": list(spec.params),
                           "additionalProperties": False}}})
    return tools


def from_tool_call(name, arguments, allowed=VERBS, width=None, height=None) -> Action:
    """A function call against `tool_schemas()`: its name and its arguments (a JSON string or a
    dict) as a validated Action."""
    if not isinstance(name, str) or name.lower() not in allowed:
        raise ActionError(f"unknown tool {echo(name, 40)}: expected one of {', '.join(allowed)}")
    name = name.lower()
    if isinstance(arguments, (str, bytes)):
        try:
            arguments = json.loads(arguments) if arguments.strip() else {}
        except (ValueError, RecursionError):
            raise ActionError(f"{name}: arguments are not JSON: {echo(arguments)}") from None
    if not isinstance(arguments, dict):
        raise ActionError(f"{name}: arguments must be a JSON object, got {_name(arguments)}")
    spec = SPECS[name]
    unknown = [k for k in arguments if k not in spec.params]
    if unknown:
        raise ActionError(f"{name}: unknown argument {echo(unknown[0], 40)}; it takes {', '.join(spec.params)}")
    missing = [p for p in spec.params if p not in arguments]
    if missing:
        raise ActionError(f"{name}: missing argument {missing[0]!r}; it takes {', '.join(spec.params)}")
    return validate(name, [arguments[p] for p in spec.params], allowed, width, height)
