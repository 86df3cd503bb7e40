"""Presets per model family: coordinate frame, image size, prompt and action syntax.

A preset says how to talk to one family: the system prompt (the five actions in the syntax the
family was trained on, and what coordinates mean), the user message (goal, past actions,
actions left), how a past action is written back in that syntax, and the sampling and zoom
settings its recipe uses (seed 004). Every syntax's scroll/drag/wait forms are read by
agents/vlm/parse.py and mapped onto ours there.

Two modes: "igg" (multi-step reveal-and-click, the five actions) and "point"/"bbox" (a single
grounding answer, PointerBench).
"""
from __future__ import annotations

import json
from dataclasses import dataclass, replace

from igg.agents.vlm.frames import AbsolutePixels, Frame, Normalized, SmartResize
from igg.agents.vlm.parse import ParseOptions
from igg.envs.actions import MAX_WAIT_MS, SPECS, VERBS, tool_schemas

QWEN_MAX_PIXELS = 12_845_056  # 16384 * 28 * 28, Qwen2.5-VL's default
MAI_UI_MAX_PIXELS = 6_335_600  # seed 004, MAI-UI

PREAMBLE = (
    "You operate a graphical user interface with the mouse to reach a goal. Each turn you see the "
    "current screenshot, the goal and the actions already taken, and you give exactly one next action. "
    "The goal is reached when you click the element it names. That element may not be visible or "
    "clickable yet; then first act so that it becomes visible and clickable. You have at most "
    "{max_actions} actions in total. Aim at the centre of elements."
)
SCROLL_SIGNS = "dy > 0 scrolls down, dy < 0 up, dx > 0 right, dx < 0 left; wheel distances in pixels"


def _n(frame: Frame, value: float) -> str:
    return frame.fmt(value)


class Syntax:
    """How one family writes actions: prompt text and the history form of past actions."""

    name = "syntax"

    def igg_system(self, frame: Frame, sent_size, max_actions: int) -> str:
        raise NotImplementedError

    def grounding_system(self, frame: Frame, sent_size, answer: str) -> str:
        raise NotImplementedError

    def reminder(self, mode: str) -> str:
        """The last line of the user message: what to output."""
        return ""

    def format(self, frame: Frame, kind: str, v) -> str:
        raise NotImplementedError


# -- generic JSON ---------------------------------------------------------------------------------
class JsonSyntax(Syntax):
    name = "json"

    def __init__(self, wrap_answer: bool = False):
        self.wrap_answer = wrap_answer  # MAI-UI: <grounding_think>...</grounding_think><answer>json</answer>

    def _actions(self) -> str:
        return ("Actions (one JSON object):\n"
                '{"action": "click", "coordinate": [x, y]}\n'
                '{"action": "move", "coordinate": [x, y]}  (move the pointer there without clicking)\n'
                '{"action": "scroll", "coordinate": [x, y], "dx": 0, "dy": 500}  (mouse wheel with the pointer '
                f"at x, y; {SCROLL_SIGNS})\n"
                '{"action": "drag", "coordinate": [x1, y1], "to": [x2, y2]}  (press at the first point, move to the '
                "second, release)\n"
                f'{{"action": "wait", "ms": 1000}}  (let time pass, at most {MAX_WAIT_MS} ms)')

    def _output(self) -> str:
        if self.wrap_answer:
            return ("Output format: your short reasoning in <grounding_think></grounding_think> tags, then the "
                    "JSON object within <answer></answer> tags.")
        return "Output exactly one JSON object and nothing else."

    def igg_system(self, frame, sent_size, max_actions):
        return "\n\n".join([PREAMBLE.format(max_actions=max_actions), frame.describe(sent_size),
                            self._actions(), self._output()])

    def grounding_system(self, frame, sent_size, answer):
        if answer == "bbox":
            shape = '{"bbox": [x0, y0, x1, y1]} (the bounding box of the element)'
        else:
            shape = '{"coordinate": [x, y]} (the centre of the element)'
        head = "You are a GUI grounding agent. Locate the UI element the user's instruction describes."
        if self.wrap_answer:
            out = (f"Return your short reasoning in <grounding_think></grounding_think> tags and a JSON object "
                   f"{shape} within <answer></answer> tags.")
        else:
            out = f"Output exactly one JSON object {shape} and nothing else."
        return "\n\n".join([head, frame.describe(sent_size), out])

    def format(self, frame, kind, v):
        p = lambda x, y: [json.loads(_n(frame, x)), json.loads(_n(frame, y))]  # noqa: E731
        if kind in ("click", "move"):
            obj = {"action": kind, "coordinate": p(v[0], v[1])}
        elif kind == "scroll":
            obj = {"action": "scroll", "coordinate": p(v[0], v[1]), "dx": int(v[2]), "dy": int(v[3])}
        elif kind == "drag":
            obj = {"action": "drag", "coordinate": p(v[0], v[1]), "to": p(v[2], v[3])}
        elif kind == "wait":
            obj = {"action": "wait", "ms": int(v[0])}
        else:
            obj = {"bbox": p(v[0], v[1]) + p(v[2], v[3])}
        return json.dumps(obj)


# -- OpenAI function calling -------------------------------------------------------------------
class ToolsSyntax(JsonSyntax):
    """The five actions as OpenAI tools (sent in the request's `tools`)."""

    name = "openai_tools"

    def _actions(self) -> str:
        return (f"Act by calling exactly one of the functions {', '.join(VERBS)}. Scroll: {SCROLL_SIGNS}. "
                f"Drag presses at (x1, y1), moves to (x2, y2) and releases. Wait is in milliseconds (at most "
                f"{MAX_WAIT_MS}).")

    def _output(self) -> str:
        return "Call one function per turn."

    def tools(self, sent_size=None) -> list:
        """The five actions' tool schemas (envs/actions.py), coordinates in the sent image's pixels."""
        return tool_schemas(VERBS, size=sent_size)


# -- Qwen2.5-VL / Qwen3-VL computer-use tool calls ----------------------------------------------
class QwenToolSyntax(Syntax):
    name = "qwen_computer_use"

    def __init__(self, hscroll: bool):
        self.hscroll = hscroll

    def _resolution(self, frame, sent_size):
        if isinstance(frame, Normalized):  # Qwen3-VL agents declare a 1000x1000 screen for relative coordinates
            s = int(frame.scale)
            return f"{s}x{s}"
        return f"{sent_size[0]}x{sent_size[1]}"

    def _tool(self, frame, sent_size, max_actions) -> dict:
        actions = ["mouse_move", "left_click", "left_click_drag", "scroll"]
        actions += ["hscroll", "wait"] if self.hscroll else ["wait"]
        lines = [
            "* `mouse_move`: Move the cursor to coordinate without clicking.",
            "* `left_click`: Click the left mouse button at coordinate.",
            "* `left_click_drag`: Press at start_coordinate (default: the current cursor position), drag to "
            "coordinate, release.",
            "* `scroll`: Turn the mouse wheel vertically by pixels, with the cursor at coordinate (default: where "
            "it is).",
        ]
        if self.hscroll:
            lines.append("* `hscroll`: Turn the mouse wheel horizontally by pixels, with the cursor at coordinate.")
        lines.append("* `wait`: Wait the given number of seconds.")
        description = (
            "Use a mouse to interact with a computer.\n"
            "* This is an interface to a desktop GUI. You can only act through the mouse.\n"
            f"* The screen's resolution is {self._resolution(frame, sent_size)}.\n"
            "* The element to click may be off-screen, inside a scrollable panel, shown only on hover, covered by "
            "another element or not available yet; act to make it visible and clickable first.\n"
            f"* You have at most {max_actions} actions. Click on the centre of elements, not their edges.")
        return {"type": "function", "function": {
            "name": "computer_use", "description": description,
            "parameters": {"type": "object", "required": ["action"], "properties": {
                "action": {"type": "string", "enum": actions,
                           "description": "The action to perform:\n" + "\n".join(lines)},
                "coordinate": {"type": "array", "description": "(x, y): pixels from the left edge and from the top "
                               "edge. Required by mouse_move, left_click and left_click_drag."},
                "start_coordinate": {"type": "array", "description": "(x, y): where left_click_drag starts."},
                "pixels": {"type": "number", "description": "The amount to scroll. For scroll, positive values scroll "
                           "up and negative values down" + ("; for hscroll, positive values scroll right and negative "
                                                          "values left." if self.hscroll else ".")},
                "time": {"type": "number", "description": "The seconds to wait. Required by wait."}}}}}

    def igg_system(self, frame, sent_size, max_actions):
        return ("You are a helpful assistant.\n\n# Tools\n\nYou may call one or more functions to assist with the user "
                "query.\n\nYou are provided with function signatures within <tools></tools> XML tags:\n<tools>\n"
                + json.dumps(self._tool(frame, sent_size, max_actions)) + "\n</tools>\n\n"
                "For each function call, return a json object with function name and arguments within "
                "<tool_call></tool_call> XML tags:\n<tool_call>\n{\"name\": <function-name>, \"arguments\": "
                "<args-json-object>}\n</tool_call>")

    def grounding_system(self, frame, sent_size, answer):
        if answer == "bbox":
            return ("You are a helpful assistant. " + frame.describe(sent_size) + " Output the bounding box of the "
                    'element the user describes as JSON: {"bbox_2d": [x1, y1, x2, y2]}.')
        return self.igg_system(frame, sent_size, 1)

    def reminder(self, mode):
        if mode == "bbox":
            return ""
        return "Answer with one <tool_call>."

    def format(self, frame, kind, v):
        c = lambda x, y: [json.loads(_n(frame, x)), json.loads(_n(frame, y))]  # noqa: E731
        if kind == "click":
            args = {"action": "left_click", "coordinate": c(v[0], v[1])}
        elif kind == "move":
            args = {"action": "mouse_move", "coordinate": c(v[0], v[1])}
        elif kind == "scroll":
            if v[2] and not v[3] and self.hscroll:
                args = {"action": "hscroll", "coordinate": c(v[0], v[1]), "pixels": int(v[2])}
            else:
                args = {"action": "scroll", "coordinate": c(v[0], v[1]), "pixels": int(-v[3])}
        elif kind == "drag":
            args = {"action": "left_click_drag", "start_coordinate": c(v[0], v[1]), "coordinate": c(v[2], v[3])}
        elif kind == "wait":
            args = {"action": "wait", "time": round(v[0] / 1000.0, 3)}
        else:
            return json.dumps({"bbox_2d": c(v[0], v[1]) + c(v[2], v[3])})
        return json.dumps({"name": "computer_use", "arguments": args})


# -- UI-TARS and Seed (Doubao) call syntax ----------------------------------------------------------
class TarsSyntax(Syntax):
    """`Thought: ...` then `Action: click(start_box='(x,y)')` (UI-TARS) or `click(point='<point>x y</point>')`
    (Seed/Doubao). Scroll is a direction: each one moves the wheel by the preset's scroll step."""

    name = "tars"

    def __init__(self, style: str = "box"):
        self.style = style

    def _pt(self, x, y, role: str = "start") -> str:
        if self.style == "point":
            key = {"start": "point", "drag_start": "start_point", "drag_end": "end_point"}[role]
            return f"{key}='<point>{x} {y}</point>'"
        key = "end_box" if role == "drag_end" else "start_box"
        return f"{key}='<|box_start|>({x},{y})<|box_end|>'"

    def _action_space(self) -> str:
        if self.style == "point":
            return ("click(point='<point>x1 y1</point>')\n"
                    "hover(point='<point>x1 y1</point>') # move the mouse there without clicking\n"
                    "drag(start_point='<point>x1 y1</point>', end_point='<point>x2 y2</point>')\n"
                    "scroll(point='<point>x1 y1</point>', direction='down or up or right or left')\n"
                    "wait() # sleep for 5s and take a screenshot to check for any changes")
        return ("click(start_box='<|box_start|>(x1,y1)<|box_end|>')\n"
                "hover(start_box='<|box_start|>(x1,y1)<|box_end|>') # move the mouse there without clicking\n"
                "drag(start_box='<|box_start|>(x1,y1)<|box_end|>', end_box='<|box_start|>(x3,y3)<|box_end|>')\n"
                "scroll(start_box='<|box_start|>(x1,y1)<|box_end|>', direction='down or up or right or left')\n"
                "wait() # sleep for 5s and take a screenshot to check for any changes")

    def igg_system(self, frame, sent_size, max_actions):
        return ("You are a GUI agent. You are given a task and your action history, with screenshots. You need to "
                "perform the next action to complete the task. The task is complete when you click the element it "
                "names; that element may first have to be made visible and clickable. You have at most "
                f"{max_actions} actions.\n\n## Output Format\n```\nThought: ...\nAction: ...\n```\n\n"
                f"## Action Space\n\n{self._action_space()}\n\n## Note\n- {frame.describe(sent_size)}\n"
                "- Use English in `Thought` part.\n- Summarize your next action (with its target element) in one "
                "sentence in `Thought` part, then give exactly one action.")

    def grounding_system(self, frame, sent_size, answer):
        if answer == "bbox":
            shape = ("<bbox>x1 y1 x2 y2</bbox>" if self.style == "point" else "(x1,y1,x2,y2)")
            return (f"You are a GUI grounding agent. {frame.describe(sent_size)} Output only the bounding box of "
                    f"the element the user describes, as {shape}.")
        shape = "<point>x y</point>" if self.style == "point" else "(x,y)"
        return (f"You are a GUI grounding agent. {frame.describe(sent_size)} Output only the coordinate of one "
                f"point in your response, as {shape}: the element that matches the user's instruction.")

    def reminder(self, mode):
        return "" if mode != "igg" else "Answer with `Thought: ...` and `Action: ...`."

    def format(self, frame, kind, v):
        f = lambda i: _n(frame, v[i])  # noqa: E731
        if kind == "click":
            return f"click({self._pt(f(0), f(1))})"
        if kind == "move":
            return f"hover({self._pt(f(0), f(1))})"
        if kind == "scroll":
            dx, dy = v[2], v[3]
            direction = ("down" if dy > 0 else "up") if abs(dy) >= abs(dx) else ("right" if dx > 0 else "left")
            return f"scroll({self._pt(f(0), f(1))}, direction='{direction}')"
        if kind == "drag":
            return f"drag({self._pt(f(0), f(1), 'drag_start')}, {self._pt(f(2), f(3), 'drag_end')})"
        if kind == "wait":
            return "wait()"
        return f"({f(0)},{f(1)},{f(2)},{f(3)})"


# -- seed 004's `(x,y)` families: our call syntax in the family's frame -----------------------------
class CallSyntax(Syntax):
    name = "call"

    def __init__(self, grounding_prompt: str):
        self.grounding_prompt = grounding_prompt  # the family's single-point prompt (seed 004)

    def igg_system(self, frame, sent_size, max_actions):
        return "\n\n".join([
            PREAMBLE.format(max_actions=max_actions), frame.describe(sent_size),
            "Actions:\n" + "\n".join(f"{SPECS[v].signature()}  ({SPECS[v].description})" for v in VERBS),
            "Give your reasoning briefly first, then write exactly one action on the last line."])

    def grounding_system(self, frame, sent_size, answer):
        if answer == "bbox":
            return ("You are an expert UI element locator. Given a GUI image and a user's element description, "
                    "provide the bounding box of the specified element.\n\n" + frame.describe(sent_size)
                    + " Output the box exactly in format:\n(x0,y0,x1,y1)")
        return self.grounding_prompt

    def format(self, frame, kind, v):
        f = lambda i: _n(frame, v[i])  # noqa: E731
        if kind in ("click", "move"):
            return f"{kind}({f(0)},{f(1)})"
        if kind == "scroll":
            return f"scroll({f(0)},{f(1)},{int(v[2])},{int(v[3])})"
        if kind == "drag":
            return f"drag({f(0)},{f(1)},{f(2)},{f(3)})"
        if kind == "wait":
            return f"wait({int(v[0])})"
        return f"({f(0)},{f(1)},{f(2)},{f(3)})"


GEMINI_PROMPT = (
    "You are an expert UI element locator. Given a GUI image and a user's element description, provide your "
    "reasoning process first, finally provide the coordinates of the specified element as a single point. For "
    "elements with area, return the center point.\n\nGive your reasoning process first, then output the coordinate "
    "pair ranging from 0 to 1000 exactly in format:\n(x,y)")
CLAUDE_PROMPT = (
    "You are an expert UI element locator. Given a GUI image and a user's element description, provide your "
    "reasoning process first, finally provide the coordinates of the specified element as a single (x,y) point. "
    "For elements with area, return the center point.\n\nThe coordinates are relative, from 0 to 1. Output the "
    "coordinate pair exactly in format:\n(x,y)")


@dataclass(frozen=True)
class Preset:
    name: str
    description: str
    frame: Frame
    syntax: Syntax
    image_size: object = None  # None: as captured; (w, h); or a SmartResize used to size the image
    temperature: float = 0.0
    scroll_step: float = 500.0  # wheel pixels for a direction-only scroll
    wait_ms: float = 1000.0  # a wait without a duration
    zoom_ratio: float = 0.5  # the recipe's zoom-in, used when zoom is asked for without values
    zoom_size: tuple | None = None

    def parse_options(self) -> ParseOptions:
        return ParseOptions(scroll_step=self.scroll_step, wait_ms=self.wait_ms)

    def system_prompt(self, mode: str, sent_size, max_actions: int) -> str:
        if mode == "igg":
            return self.syntax.igg_system(self.frame, sent_size, max_actions)
        return self.syntax.grounding_system(self.frame, sent_size, mode)

    def user_text(self, instruction: str, history: str, actions_left: int, mode: str, zoomed: bool) -> str:
        parts = []
        if zoomed:
            # Past actions are left out here: their coordinates belong to the whole screen, not this crop.
            parts.append("This image is an enlarged part of the screen around where you chose to act. Give your "
                         "answer again, with coordinates in this image.")
        if mode == "igg":
            parts.append(f"Goal: {instruction}")
            if not zoomed:
                parts.append("Actions so far:\n" + (history if history.strip() else "none"))
                parts.append(f"Actions left: {actions_left}.")
        else:
            parts.append(instruction)
        reminder = self.syntax.reminder(mode)
        if reminder:
            parts.append(reminder)
        return "\n\n".join(parts)

    def format_action(self, kind: str, values) -> str:
        return self.syntax.format(self.frame, kind, list(values))

    def tools(self, sent_size=None):
        return self.syntax.tools(sent_size) if isinstance(self.syntax, ToolsSyntax) else None

    def with_frame(self, frame: Frame) -> "Preset":
        return replace(self, frame=frame)


PRESETS = {p.name: p for p in [
    Preset("generic", "absolute pixels of the screenshot, one JSON action", AbsolutePixels(), JsonSyntax()),
    Preset("openai_tools", "absolute pixels, the five actions as OpenAI function tools", AbsolutePixels(),
           ToolsSyntax()),
    Preset("qwen25vl", "Qwen2.5-VL computer_use tool calls, absolute pixels of the smart-resized image (factor 28); "
           "hscroll added for horizontal strips",
           SmartResize(28, 3136, QWEN_MAX_PIXELS), QwenToolSyntax(hscroll=True)),
    Preset("qwen3vl", "Qwen3-VL computer_use tool calls, relative 0-1000", Normalized(1000),
           QwenToolSyntax(hscroll=True)),
    Preset("uitars", "UI-TARS-1.5 Thought/Action syntax, absolute pixels of the smart-resized image",
           SmartResize(28, 100 * 28 * 28, QWEN_MAX_PIXELS), TarsSyntax("box"), wait_ms=5000.0),
    Preset("uitars1", "UI-TARS (v1) Thought/Action syntax, relative 0-1000", Normalized(1000), TarsSyntax("box"),
           wait_ms=5000.0),
    Preset("gemini", "seed 004 Gemini-3-Pro recipe: (x,y) in 0-1000, temperature 0.01, zoom 1/4 -> 1920x1080",
           Normalized(1000), CallSyntax(GEMINI_PROMPT), temperature=0.01, zoom_ratio=0.25, zoom_size=(1920, 1080)),
    Preset("claude", "seed 004 Claude recipe: (x,y) in 0-1, image 1280x720, zoom 1/2 -> 1280x720",
           Normalized(1), CallSyntax(CLAUDE_PROMPT), image_size=(1280, 720), zoom_ratio=0.5, zoom_size=(1280, 720)),
    Preset("seed", "seed 004 Seed1.8 recipe: <point>x y</point> in 0-1000, zoom 1/2", Normalized(1000),
           TarsSyntax("point"), wait_ms=5000.0, zoom_ratio=0.5),
    Preset("maiui", "seed 004 MAI-UI recipe: <answer> JSON in 0-1000, smart resize up to 6,335,600 px, zoom 1/2",
           Normalized(1000), JsonSyntax(wrap_answer=True), image_size=SmartResize(28, 3136, MAI_UI_MAX_PIXELS),
           zoom_ratio=0.5),
]}


def get_preset(name: str) -> Preset:
    if name not in PRESETS:
        raise ValueError(f"unknown preset {name!r}; presets: {', '.join(PRESETS)}")
    return PRESETS[name]
