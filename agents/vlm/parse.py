"""Reading one IGG action out of a model's answer, in the model's own coordinate frame.

Tolerant of the many ways models answer, honest when they don't: a malformed answer raises
ParseError (the agent turns it into an action the environment rejects and counts), it is never
silently replaced by a default point. Markers first (1-5), then the action-like spans (6-9):

1. OpenAI `tool_calls` in the response message: a call of one of our tools (envs/actions.py's
   `tool_schemas`, read strictly by `from_tool_call`), or of a computer tool;
2. `<tool_call>{"name": "computer_use", "arguments": {...}}</tool_call>` (Qwen2.5/3-VL);
3. `<answer>...</answer>` (MAI-UI), whose content is parsed by the rules below;
4. a code fence, whose content is parsed by the rules below;
5. a UI-TARS `Action:` line, e.g. `click(start_box='(x,y)')`, `scroll(start_box=..., direction='down')`,
   `drag(start_box=..., end_box=...)`, `wait()`;
6. a JSON object: {"action": "click", "x": .., "y": ..}, {"action": "click", "coordinate": [x, y]}, ...;
7. a call expression: `click(x, y)`, `scroll(x, y, dx, dy)`, `click(point='<point>x y</point>')`, ...;
8. a `<point>x y</point>`, `<bbox>..</bbox>` or `<|box_start|>(x,y)<|box_end|>` tag;
9. a bare `(x, y)` / `[x, y]` (a click) or `[x0, y0, x1, y1]` (a box).

`<think>` blocks are dropped first. Among spans, the one that ends last wins (the answer follows
the reasoning; an enclosing JSON object or call wins over the numbers inside it); after an
`Action:` marker, or among several <tool_call>s, the first is the action to take now.

Scroll conventions are mapped onto ours (dx/dy are wheel pixels, positive dy scrolls down):
Qwen `pixels` is positive-up for scroll and positive-right for hscroll; a direction without an
amount scrolls by `scroll_step`. A drag or scroll without a start point starts at the pointer
(the point is None; the agent fills in the current pointer position).
"""
from __future__ import annotations

import ast
import json
import math
import re
from dataclasses import dataclass, field

from igg.envs.actions import VERBS, ActionError, from_tool_call

# Every verb spelling we accept, onto our verbs (envs/actions.py). Double/triple clicks become a click: the first
# press is the one that scores. Right/middle clicks, typing and keys have no IGG counterpart.
ALIASES = {
    "click": "click", "left_click": "click", "left_single": "click", "tap": "click", "double_click": "click",
    "left_double": "click", "triple_click": "click",
    "move": "move", "mouse_move": "move", "hover": "move", "move_to": "move", "moveto": "move",
    "scroll": "scroll", "hscroll": "scroll", "vscroll": "scroll", "swipe": "scroll", "wheel": "scroll",
    "drag": "drag", "left_click_drag": "drag", "drag_to": "drag", "drag_and_drop": "drag", "dragto": "drag",
    "wait": "wait", "sleep": "wait", "pause": "wait",
    "bbox": "bbox", "box": "bbox",
}
# Actions models know that IGG does not have: named in the error instead of "no action found".
UNSUPPORTED = ("type", "key", "hotkey", "press_key", "keypress", "right_click", "right_single", "middle_click",
               "finished", "terminate", "answer", "call_user", "done", "fail", "screenshot", "zoom", "long_press")
COMPUTER_TOOLS = ("computer_use", "computer", "mobile_use", "gui", "browser")
POINT_KEYS = ("coordinate", "coordinates", "point", "position", "start_box", "start_point", "location", "pos")
START_KEYS = ("start_coordinate", "start_box", "start_point", "start", "from", "from_coordinate", "source")
END_KEYS = ("end_coordinate", "end_box", "end_point", "end", "to", "to_coordinate", "target_coordinate",
            "coordinate2", "destination")
BOX_KEYS = ("bbox", "bbox_2d", "box", "bounding_box")
DIRECTIONS = {"down": (0, 1), "up": (0, -1), "right": (1, 0), "left": (-1, 0)}

_NUM = r"[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?"
_NUMBER = re.compile(_NUM)
_THINK = re.compile(r"<(\w*think\w*)>.*?</\1>", re.S | re.I)
_TOOL_CALL = re.compile(r"<tool_call>(.*?)(?:</tool_call>|$)", re.S)
_ANSWER = re.compile(r"<answer>(.*?)</answer>", re.S | re.I)
_FENCE = re.compile(r"```[\w-]*\s*\n?(.*?)```", re.S)
_ACTION_LINE = re.compile(r"(?:^|\n)\s*\**Action\**\s*:\s*(.*)", re.S | re.I)
_CALL_START = re.compile(r"\b([A-Za-z_][A-Za-z_0-9]*)\s*\(")
_TAG = re.compile(r"<point>(.*?)</?point>|<bbox>(.*?)</?bbox>|<\|box_start\|>(.*?)<\|box_end\|>", re.S | re.I)
_BARE = re.compile(rf"\(\s*({_NUM})\s*,\s*({_NUM})\s*\)\s*,\s*\(\s*({_NUM})\s*,\s*({_NUM})\s*\)"
                   rf"|[\(\[]\s*({_NUM})\s*,\s*({_NUM})\s*(?:,\s*({_NUM})\s*,\s*({_NUM})\s*)?[\)\]]")


class ParseError(ValueError):
    """The answer holds no usable action; the message says why."""


class _Decisive(ParseError):
    """A JSON object that names an action but is not a usable one: the answer, and it is wrong.
    Other candidates (numbers in the reasoning) must not stand in for it."""


@dataclass(frozen=True)
class ParseOptions:
    scroll_step: float = 500.0  # wheel pixels for a scroll given only a direction
    wait_ms: float = 1000.0  # for a wait without a duration (UI-TARS `wait()` means 5 s)


@dataclass(frozen=True)
class ModelAction:
    """An action in the model's frame. points: (x, y) tuples, None = at the current pointer."""

    kind: str
    points: tuple = ()
    dx: float = 0.0
    dy: float = 0.0
    ms: float = 0.0
    form: str = field(default="", compare=False)

    def to_log(self) -> dict:
        return {"kind": self.kind, "points": [list(p) if p else None for p in self.points],
                "dx": self.dx, "dy": self.dy, "ms": self.ms, "form": self.form}


def invalid_action_text(reason: str, limit: int = 100) -> str:
    """An action text the environments reject as an unknown verb, carrying the reason."""
    clean = " ".join(str(reason).replace('"', "'").replace("(", "[").replace(")", "]").split())
    if len(clean) > limit:
        clean = clean[: limit - 3] + "..."
    return f'invalid("{clean}")'


# -- entry point ------------------------------------------------------------------------------
def parse_answer(content, tool_calls=None, options: ParseOptions = ParseOptions()) -> ModelAction:
    if tool_calls:
        return _from_openai_tool_calls(tool_calls, options)
    if content is None or not str(content).strip():
        raise ParseError("empty answer")
    text = str(content)
    if "</think>" in text:  # some servers drop the opening tag
        text = text.rsplit("</think>", 1)[1]
    text = _THINK.sub(" ", text)
    if re.search(r"<think>", text, re.I):
        raise ParseError("the answer is unfinished reasoning (<think> never closed)")
    if not text.strip():
        raise ParseError("the answer holds only reasoning")
    calls = _TOOL_CALL.findall(text)
    if calls:  # several calls: the first is the action to take now
        return _from_json_text(calls[0], "tool_call", options)
    answers = _ANSWER.findall(text)
    if answers:
        return _parse_free(answers[-1], options, "answer")
    return _parse_free(text, options, "")


def _parse_free(text: str, options: ParseOptions, form: str) -> ModelAction:
    fences = _FENCE.findall(text)
    if fences:
        text = fences[-1]
        form = form or "fence"
    actions = _ACTION_LINE.findall(text)
    if actions:
        # UI-TARS: what follows `Action:` is the action; its first call is the one to do now.
        return _parse_segment(actions[-1], options, first=True, form="action_line")
    return _parse_segment(text, options, first=False, form=form or "text")


def _parse_segment(text: str, options: ParseOptions, first: bool, form: str) -> ModelAction:
    """The last (or first) action-like span of the text. Spans are ordered by where they end, so
    an enclosing span (a JSON object, a call) comes before the numbers inside it."""
    candidates = [c for finder in (_json_candidates, _call_candidates, _tag_candidates, _bare_candidates)
                  for c in finder(text, options)]
    if first:
        candidates.sort(key=lambda c: (c[0], -c[1]))
    else:
        candidates.sort(key=lambda c: (-c[1], c[0]))
    errors = []
    for _, _, thunk in candidates:
        try:
            action = thunk()
        except _Decisive as exc:
            raise ParseError(str(exc)) from None
        except ParseError as exc:
            errors.append(str(exc))
            continue
        return _with_form(action, f"{form}/{action.form}" if form else action.form)
    if errors:  # something looked like an action but was not one: say what
        raise ParseError(errors[0])
    snippet = " ".join(text.split())[:60]
    raise ParseError(f"no action found in the answer {snippet!r}")


def _with_form(action: ModelAction, form: str) -> ModelAction:
    return ModelAction(action.kind, action.points, action.dx, action.dy, action.ms, form)


# -- candidates: (start, end, thunk that parses or raises) -----------------------------------------
def _json_candidates(text, options):
    found = []
    for start, chunk in _balanced(text, "{", "}"):
        try:
            obj = _load_json(chunk)
        except ParseError:
            continue
        found.append((start, start + len(chunk), lambda obj=obj: _decisive_if_named(obj, options)))
    return found


def _decisive_if_named(obj, options) -> ModelAction:
    try:
        return _from_object(obj, options, "json")
    except ParseError as exc:
        named = isinstance(obj, dict) and any(str(k).lower() in ("action", "action_type", "name") for k in obj)
        if named:
            raise _Decisive(str(exc)) from None
        raise


def _call_candidates(text, options):
    found = []
    for match in _CALL_START.finditer(text):
        name = match.group(1).lower()
        if name in UNSUPPORTED:
            found.append((match.start(), _call_end(text, match), lambda n=name: _kind(n)))
            continue
        if name not in ALIASES:
            continue
        end = _matching(text, match.end() - 1, "(", ")")
        if end is None:
            inner = text[match.end():]  # cut off by the token limit: read what is there
        else:
            inner = text[match.end():end]
        found.append((match.start(), len(text) if end is None else end + 1,
                      lambda n=name, i=inner: _from_call(n, i, options)))
    return found


def _call_end(text, match) -> int:
    end = _matching(text, match.end() - 1, "(", ")")
    return len(text) if end is None else end + 1


def _tag_candidates(text, options):
    found = []
    for match in _TAG.finditer(text):
        inner = next(g for g in match.groups() if g is not None)
        numbers = _numbers(inner)
        if len(numbers) == 2:
            found.append((match.start(), match.end(), lambda p=tuple(numbers): ModelAction("click", (p,), form="tag")))
        elif len(numbers) == 4:
            found.append((match.start(), match.end(), lambda b=numbers: _box(b, "tag")))
    return found


def _bare_candidates(text, options):
    found = []
    for match in _BARE.finditer(text):
        numbers = [float(g) for g in match.groups() if g is not None]
        if len(numbers) == 2:
            found.append((match.start(), match.end(), lambda p=tuple(numbers): ModelAction("click", (p,), form="bare")))
        else:
            found.append((match.start(), match.end(), lambda b=numbers: _box(b, "bare")))
    return found


# -- JSON and tool calls -----------------------------------------------------------------------
def _load_json(chunk: str):
    chunk = chunk.strip()
    try:
        return json.loads(chunk)
    except ValueError:
        pass
    try:  # single quotes, Python literals
        fixed = re.sub(r"\btrue\b", "True", re.sub(r"\bfalse\b", "False", re.sub(r"\bnull\b", "None", chunk)))
        return ast.literal_eval(fixed)
    except (ValueError, SyntaxError, MemoryError, RecursionError):
        raise ParseError(f"malformed JSON {' '.join(chunk.split())[:60]!r}") from None


def _from_json_text(text: str, form: str, options) -> ModelAction:
    objects = [chunk for _, chunk in _balanced(text, "{", "}")]
    if not objects:
        raise ParseError(f"no JSON object in <{form}>")
    return _from_object(_load_json(objects[0]), options, form)


def _from_object(obj, options, form: str) -> ModelAction:
    if isinstance(obj, list):
        if not obj:
            raise ParseError("empty JSON list")
        return _from_object(obj[-1], options, form)
    if not isinstance(obj, dict):
        raise ParseError(f"expected a JSON object, got {type(obj).__name__}")
    obj = {str(k).lower(): v for k, v in obj.items()}
    if "function" in obj and isinstance(obj["function"], dict):  # an OpenAI tool call object
        obj = {str(k).lower(): v for k, v in obj["function"].items()}
    if "name" in obj and "arguments" in obj:
        return _from_tool(obj["name"], obj["arguments"], options, form)
    return _from_mapping(obj, options, form)


def _from_tool(name, arguments, options, form) -> ModelAction:
    if isinstance(arguments, str):
        arguments = _load_json(arguments) if arguments.strip() else {}
    if not isinstance(arguments, dict):
        raise ParseError(f"tool arguments must be an object, got {type(arguments).__name__}")
    arguments = {str(k).lower(): v for k, v in arguments.items()}
    name = str(name).lower()
    if name in COMPUTER_TOOLS:
        return _from_mapping(arguments, options, form)
    return _from_mapping(arguments, options, form, verb=name)


def _from_openai_tool_calls(tool_calls, options) -> ModelAction:
    call = tool_calls[0]
    function = call.get("function", call) if isinstance(call, dict) else None
    if not isinstance(function, dict) or "name" not in function:
        raise ParseError("malformed tool call in the response")
    name, arguments = function["name"], function.get("arguments") or {}
    if isinstance(name, str) and name.lower() in VERBS:  # one of our tools: its schema is the contract
        try:
            action = from_tool_call(name, arguments)
        except ActionError as exc:
            raise ParseError(str(exc)) from None
        return _from_action(action, "openai_tool_call")
    return _from_tool(name, arguments, options, "openai_tool_call")


def _from_action(action, form: str) -> ModelAction:
    """One of our Actions (numbers in the model's frame) as a ModelAction."""
    if action.kind == "scroll":
        return ModelAction("scroll", tuple(action.points()), dx=action.dx, dy=action.dy, form=form)
    if action.kind == "wait":
        return ModelAction("wait", (), ms=action.ms, form=form)
    return ModelAction(action.kind, tuple(action.points()), form=form)


# -- call expressions --------------------------------------------------------------------------
def _from_call(name: str, inner: str, options) -> ModelAction:
    """`verb(args)`: positional numbers in our order, or keyword arguments as in JSON."""
    positional, keywords = _call_args(inner)
    mapping = dict(keywords)
    numbers, words = [], []
    for value in positional:
        if isinstance(value, str) and value.strip().lower() in DIRECTIONS:
            words.append(value.strip().lower())
        else:
            numbers.extend(_flatten_numbers(value))
    kind = _kind(name)
    if numbers or words:
        if kind in ("click", "move") and len(numbers) in (2, 4):
            mapping.setdefault("coordinate", numbers)
        elif kind == "scroll":
            if len(numbers) >= 2:
                mapping.setdefault("coordinate", numbers[:2])
            rest = numbers[2:]
            if words:
                mapping.setdefault("direction", words[0])
                if rest:
                    mapping.setdefault("amount", rest[0])
            elif len(rest) == 2:
                mapping.setdefault("dx", rest[0])
                mapping.setdefault("dy", rest[1])
            elif numbers:
                raise ParseError(f"scroll takes x, y, dx, dy; got {len(numbers)} numbers")
        elif kind == "drag" and len(numbers) == 4:
            mapping.setdefault("start_coordinate", numbers[:2])
            mapping.setdefault("end_coordinate", numbers[2:])
        elif kind == "drag" and len(numbers) == 2:
            mapping.setdefault("coordinate", numbers)
        elif kind == "wait" and len(numbers) == 1:
            mapping.setdefault("ms", numbers[0])
        elif kind == "bbox" and len(numbers) == 4:
            mapping.setdefault("bbox", numbers)
        else:
            raise ParseError(f"{name}(...) with {len(numbers)} numbers is not a valid {kind}")
    return _from_mapping(mapping, options, "call", verb=name)


def _call_args(inner: str):
    """Literal positional and keyword arguments; numbers by regex if it is not valid Python."""
    try:
        node = ast.parse(f"f({inner})", mode="eval").body
        positional = [ast.literal_eval(a) for a in node.args]
        keywords = {k.arg.lower(): ast.literal_eval(k.value) for k in node.keywords if k.arg}
        return positional, keywords
    except (SyntaxError, ValueError, TypeError, MemoryError, RecursionError):
        pass
    keywords = {}
    for match in re.finditer(r"(\w+)\s*=\s*(['\"])(.*?)\2", inner, re.S):
        keywords[match.group(1).lower()] = match.group(3)
    if keywords:
        return [], keywords
    words = [w for w in re.findall(r"[A-Za-z]+", inner) if w.lower() in DIRECTIONS]
    if re.search(r"[A-Za-z]", re.sub(r"</?point>|<\|box_(start|end)\|>|\b(up|down|left|right)\b", "", inner)):
        raise ParseError(f"call arguments are not numbers: {' '.join(inner.split())[:60]!r}")
    return [float(n) for n in _NUMBER.findall(inner)] + words, {}


# -- the common interpreter --------------------------------------------------------------------
def _kind(name: str) -> str:
    kind = ALIASES.get(str(name).strip().lower())
    if kind is None:
        raise ParseError(f"unsupported action {name!r}: use {', '.join(VERBS[:-1])} or {VERBS[-1]}")
    return kind


def _from_mapping(d: dict, options, form: str, verb: str | None = None) -> ModelAction:
    d = {str(k).lower(): v for k, v in d.items()}
    name = verb or d.get("action") or d.get("action_type") or d.get("verb")
    if name is None and isinstance(d.get("type"), str) and d["type"].lower() in ALIASES:
        name = d["type"]
    if name is None:
        if any(k in d for k in BOX_KEYS):
            name = "bbox"
        elif any(k in d for k in POINT_KEYS) or ("x" in d and "y" in d):
            name = "click"
        else:
            raise ParseError(f"JSON without an action: keys {', '.join(sorted(d))[:60]}")
    name = str(name).lower()
    kind = _kind(name)
    if kind in ("click", "move"):
        point = _find_point(d, POINT_KEYS + BOX_KEYS)
        if point is None:
            raise ParseError(f"{name} without a coordinate")
        return ModelAction(kind, (point,), form=form)
    if kind == "scroll":
        return _scroll(d, name, options, form)
    if kind == "drag":
        return _drag(d, name, form)
    if kind == "wait":
        return ModelAction("wait", (), ms=_wait_ms(d, options), form=form)
    box = next((d[k] for k in BOX_KEYS + ("coordinate",) if k in d), None)
    numbers = _flatten_numbers(box) if box is not None else [d.get(k) for k in ("x0", "y0", "x1", "y1")]
    if len(numbers) != 4 or any(not _is_number(v) for v in numbers):
        raise ParseError("bbox needs four numbers x0, y0, x1, y1")
    return _box([float(v) for v in numbers], form)


def _box(numbers, form) -> ModelAction:
    x0, y0, x1, y1 = numbers
    return ModelAction("bbox", ((min(x0, x1), min(y0, y1)), (max(x0, x1), max(y0, y1))), form=form)


def _scroll(d, name, options, form) -> ModelAction:
    point = _find_point(d, POINT_KEYS)
    if "dx" in d or "dy" in d:
        dx, dy = _number(d.get("dx", 0), "dx"), _number(d.get("dy", 0), "dy")
    elif "direction" in d or "scroll_direction" in d:
        word = str(d.get("direction", d.get("scroll_direction"))).strip().lower()
        if word not in DIRECTIONS:
            raise ParseError(f"scroll direction {word!r} is not up, down, left or right")
        raw = next((d[k] for k in ("amount", "distance", "pixels", "scroll_amount") if k in d), None)
        amount = abs(_number(raw, "amount")) if raw is not None else options.scroll_step
        ux, uy = DIRECTIONS[word]
        dx, dy = ux * amount, uy * amount
    elif "pixels" in d:
        # Qwen computer-use: positive pixels scroll up (scroll) or right (hscroll).
        pixels = _number(d["pixels"], "pixels")
        dx, dy = (pixels, 0.0) if name == "hscroll" else (0.0, -pixels)
    else:
        raise ParseError("scroll needs dx/dy, pixels or a direction")
    return ModelAction("scroll", (point,), dx=float(dx), dy=float(dy), form=form)


def _drag(d, name, form) -> ModelAction:
    start = _find_point(d, START_KEYS)
    end = _find_point(d, END_KEYS)
    if all(k in d for k in ("x1", "y1", "x2", "y2")):
        start = (_number(d["x1"], "x1"), _number(d["y1"], "y1"))
        end = (_number(d["x2"], "x2"), _number(d["y2"], "y2"))
    if start is not None and end is None:
        end = _find_point(d, ("coordinate", "coordinates", "point"))
    elif start is None and end is not None:
        start = _find_point(d, ("coordinate", "coordinates", "point", "position"))
    elif start is None and end is None:
        # Qwen left_click_drag(coordinate): from the pointer to the coordinate.
        end = _find_point(d, ("coordinate", "coordinates", "point", "position"))
    if end is None:
        raise ParseError(f"{name} needs an end point")
    return ModelAction("drag", (start, end), form=form)


def _wait_ms(d, options) -> float:
    for key in ("ms", "milliseconds", "duration_ms"):
        if key in d:
            return _number(d[key], key)
    for key in ("time", "seconds", "secs", "duration", "s"):
        if key in d:
            return _number(d[key], key) * 1000.0
    return float(options.wait_ms)


# -- values ------------------------------------------------------------------------------------
def _find_point(d, keys):
    for key in keys:
        if key in d and d[key] is not None:
            return _point(d[key], key)
    if keys is not START_KEYS and keys is not END_KEYS and "x" in d and "y" in d:
        return (_number(d["x"], "x"), _number(d["y"], "y"))
    return None


def _point(value, key="coordinate"):
    if isinstance(value, dict) and "x" in value and "y" in value:
        return (_number(value["x"], "x"), _number(value["y"], "y"))
    numbers = _flatten_numbers(value)
    if len(numbers) == 2:
        return (numbers[0], numbers[1])
    if len(numbers) == 4:  # a box where a point is expected: its centre
        return ((numbers[0] + numbers[2]) / 2, (numbers[1] + numbers[3]) / 2)
    raise ParseError(f"{key} must be a point [x, y], got {str(value)[:40]!r}")


def _flatten_numbers(value) -> list:
    if _is_number(value):
        return [float(value)]
    if isinstance(value, str):
        return [float(n) for n in _NUMBER.findall(value)]
    if isinstance(value, (list, tuple)):
        out = []
        for item in value:
            out.extend(_flatten_numbers(item))
        return out
    return []


def _is_number(value) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value)


def _number(value, key) -> float:
    if _is_number(value):
        return float(value)
    if isinstance(value, str):
        found = _NUMBER.findall(value)
        if len(found) == 1:
            return float(found[0])
    raise ParseError(f"{key} must be a number, got {str(value)[:40]!r}")


def _numbers(text: str) -> list:
    return [float(n) for n in _NUMBER.findall(text)]


def _matching(text: str, open_index: int, open_char: str, close_char: str):
    """Index of the bracket closing the one at open_index (skipping quoted strings), or None."""
    depth, quote, escaped = 0, None, False
    for i in range(open_index, len(text)):
        ch = text[i]
        if quote:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == quote:
                quote = None
        elif ch in "\"'":
            quote = ch
        elif ch == open_char:
            depth += 1
        elif ch == close_char:
            depth -= 1
            if depth == 0:
                return i
    return None


def _balanced(text: str, open_char: str, close_char: str):
    """Top-level bracketed chunks as (start, text)."""
    out, i = [], 0
    while True:
        start = text.find(open_char, i)
        if start < 0:
            return out
        end = _matching(text, start, open_char, close_char)
        if end is None:
            return out
        out.append((start, text[start:end + 1]))
        i = end + 1
