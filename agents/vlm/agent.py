"""VLMAgent: any vision-language model behind an OpenAI-compatible API, as an IGG agent.

One step: prepare the screenshot for the preset's frame, render the goal and the past actions
in the model's syntax and frame, ask (k samples if aggregating), parse each answer, map it to
screen pixels, vote if k > 1, and optionally zoom in: crop around the answer, enlarge, ask
again and map back (seed 004). Everything a step did is in `last_step_log` for the trace.

`act` returns an `Action` in screen pixels. A malformed answer becomes `invalid("<reason>")`, an
action text the environments reject and count as invalid; a server that cannot be reached raises VLMClientError (an infrastructure
failure, not the model's answer).
"""
from __future__ import annotations

import re

from igg.agents.base import Agent
from igg.agents.vlm.client import ChatClient, VLMClientError, image_message
from igg.agents.vlm.frames import Frame
from igg.agents.vlm.image import PreparedImage, crop_window, prepare, requested_size
from igg.agents.vlm.parse import ModelAction, ParseError, invalid_action_text, parse_answer
from igg.agents.vlm.presets import Preset, get_preset
from igg.agents.vlm.vote import aggregate
from igg.envs.actions import POINTER_VERBS, VERBS, Action, ActionError, make_action, parse_action

POINTER_KINDS = POINTER_VERBS  # the answers a zoom-in can refine
_HISTORY_LINE = re.compile(r"^\s*(\d+)\.\s*(.*)$")
_OUR_INVALID = re.compile(r'^invalid\("([^"]*)"\)', re.S)


class StepFailed(Exception):
    """No usable action this step; the message is the reason shown to the environment."""


class VLMAgent(Agent):
    name = "vlm"

    def __init__(self, client: ChatClient, preset: Preset | str = "generic", *, frame: Frame | None = None,
                 samples: int = 1, temperature: float | None = None, sample_temperature: float = 0.7,
                 vote_box: float = 50.0, zoom_ratio: float | None = None, zoom_size=None,
                 zoom_kinds=POINTER_KINDS, image_size="preset", image_format: str = "png",
                 jpeg_quality: int = 90, max_actions: int = 8):
        """
        preset: a Preset or its name (agents/vlm/presets.py); `frame` overrides its frame.
        samples: answers per question; k > 1 aggregates them by region voting (boxes of
            `vote_box` screen pixels), sampled at `sample_temperature` unless `temperature` is set.
        zoom_ratio: two-stage zoom-in when set (e.g. 0.5 or 0.25 of each side); the crop is
            resized to `zoom_size` (w, h), default the preset's recipe, else the screenshot size.
        image_size: "preset" (its rule), None (as captured) or (w, h) for the full screenshot.
        """
        self.client = client
        self.preset = get_preset(preset) if isinstance(preset, str) else preset
        if frame is not None:
            self.preset = self.preset.with_frame(frame)
        self.samples = max(1, int(samples))
        if temperature is None:
            temperature = self.preset.temperature if self.samples == 1 else sample_temperature
        self.temperature = float(temperature)
        self.vote_box = float(vote_box)
        self.zoom_ratio = zoom_ratio if zoom_ratio else None
        self.zoom_size = tuple(zoom_size) if zoom_size else None
        self.zoom_kinds = tuple(zoom_kinds)
        self.image_size = self.preset.image_size if image_size == "preset" else image_size
        self.image_format = image_format
        self.jpeg_quality = jpeg_quality
        self.max_actions = max_actions
        self.instruction = ""
        self.last_step_log: dict | None = None

    @property
    def frame(self) -> Frame:
        return self.preset.frame

    def reset(self, instruction: str) -> None:
        self.instruction = instruction
        self.last_step_log = None

    # -- one step ---------------------------------------------------------------------------------
    def act(self, observation: dict) -> Action | str:
        screen = observation["screenshot"]
        size = (int(screen.shape[1]), int(screen.shape[0]))
        mode = _mode(observation.get("answer_type"))
        history = observation.get("history") or ""
        instruction = observation.get("instruction") or self.instruction
        cursor = pointer_from_history(history)
        log = {"preset": self.preset.name, "frame": self.frame.name, "mode": mode, "screen_size": list(size),
               "pointer": list(cursor), "calls": [], "action": None, "error": None}
        self.last_step_log = log
        try:
            whole = self._prepare(screen, None, self.image_size)
            action = self._ask(whole, instruction, history, mode, cursor, size, log, stage="ground")
            if self.zoom_ratio and action.kind in self.zoom_kinds:
                action = self._zoom(screen, action, instruction, history, mode, cursor, size, log)
            result = action
        except StepFailed as exc:
            log["error"] = str(exc)
            result = invalid_action_text(str(exc))
        except VLMClientError as exc:
            log["error"] = f"client: {exc}"
            raise
        finally:
            calls = log["calls"]
            log["prompt_tokens"] = sum(c.get("prompt_tokens") or 0 for c in calls)
            log["completion_tokens"] = sum(c.get("completion_tokens") or 0 for c in calls)
            log["latency_s"] = round(sum(c.get("latency_s") or 0.0 for c in calls), 4)
        log["action"] = str(result)
        return result

    def _prepare(self, screen, region, size_rule) -> PreparedImage:
        return prepare(screen, self.frame, size_rule=size_rule, region=region, fmt=self.image_format,
                       quality=self.jpeg_quality)

    def _ask(self, prepared: PreparedImage, instruction, history, mode, cursor, size, log, stage) -> Action:
        """One question (k samples), answered as one screen action."""
        actions_left = max(0, self.max_actions - len([l for l in history.splitlines() if l.strip()]))
        system = self.preset.system_prompt(mode, prepared.sent_size, self.max_actions)
        zoomed = stage == "zoom"
        rendered = "" if zoomed else self.render_history(history, prepared)
        text = self.preset.user_text(instruction, rendered, actions_left, mode, zoomed=zoomed)
        messages = image_message(system, text, prepared.data_url)
        readings = []
        while len(readings) < self.samples:
            # Servers that ignore `n` return one choice: ask again for the rest (at most k calls).
            wanted = self.samples - len(readings)
            result = self.client.chat(messages, temperature=self.temperature, n=wanted, tools=self.preset.tools(prepared.sent_size))
            record = {"stage": stage, "image": prepared.log(), "temperature": self.temperature, "n": wanted,
                      "latency_s": round(result.latency_s, 4), "attempts": result.attempts,
                      "backoff_s": result.backoff_s, "retry_errors": result.errors,
                      "prompt_tokens": result.prompt_tokens, "completion_tokens": result.completion_tokens,
                      "finish_reasons": [c.finish_reason for c in result.choices[:wanted]],
                      "answers": [], "parsed": []}
            log["calls"].append(record)
            for choice in result.choices[:wanted]:
                record["answers"].append(choice.content if not choice.tool_calls
                                         else {"content": choice.content, "tool_calls": choice.tool_calls})
                record["parsed"].append(self._read(choice, prepared, mode, cursor))
                readings.append(record["parsed"][-1])
            if not result.choices:
                break
        actions = [r.pop("_action", None) for r in readings]  # the log keeps only JSON-able parts
        valid = [a for a in actions if a is not None]
        if not valid:
            raise StepFailed(next((r["error"] for r in readings if "error" in r), "no answer"))
        if self.samples == 1:
            return valid[0]
        try:
            action, info = aggregate(actions, size, self.vote_box)
        except ValueError as exc:  # every sample points off-screen: pass the first on, the env says why
            action, info = valid[0], {"error": str(exc)}
        log.setdefault("votes", {})[stage] = info
        return action

    def _read(self, choice, prepared, mode, cursor) -> dict:
        """Parse one answer and map it to a screen action; the reading is logged either way."""
        try:
            model_action = parse_answer(choice.content, choice.tool_calls, self.preset.parse_options())
        except ParseError as exc:
            return {"error": f"unparsable answer: {exc}"}
        reading = {"model_action": model_action.to_log()}
        try:
            action = self.to_screen(model_action, prepared, cursor, mode)
        except (StepFailed, ActionError) as exc:
            reading["error"] = str(exc)
            return reading
        reading["screen_action"] = action.to_text()
        reading["_action"] = action
        return reading

    # -- zoom-in ------------------------------------------------------------------------------------
    def _zoom(self, screen, action: Action, instruction, history, mode, cursor, size, log) -> Action:
        center = _primary(action)
        region = crop_window(center, size, self.zoom_ratio)
        target = self.zoom_size or self.preset.zoom_size or requested_size(self.image_size, size)
        crop = self._prepare(screen, region, tuple(target))
        note = {"ratio": self.zoom_ratio, "center": list(center), "region": list(region),
                "sent_size": list(crop.sent_size), "first": action.to_text(), "used": False}
        log["zoom"] = note
        try:
            second = self._ask(crop, instruction, history, mode, cursor, size, log, stage="zoom")
        except StepFailed as exc:  # keep the first answer: it is a real answer, the refinement failed
            note["reason"] = str(exc)
            return action
        if second.kind != action.kind:
            note["reason"] = f"second answer is a {second.kind}, the first a {action.kind}"
            return action
        note["used"] = True
        note["second"] = second.to_text()
        if action.kind in ("click", "move", "bbox"):
            return second
        # A scroll keeps the first answer's wheel deltas, a drag its end: the zoom refines where it starts.
        return action.with_points([second.points()[0], *action.points()[1:]])

    # -- frames -------------------------------------------------------------------------------------
    def to_screen(self, model_action: ModelAction, prepared: PreparedImage, cursor, mode: str) -> Action:
        """A model-frame action as a screen-pixel Action (raises StepFailed/ActionError)."""
        points = [self._point(p, prepared, cursor) for p in model_action.points]
        kind = model_action.kind
        if mode != "igg":  # a single grounding answer: a point (click) or a box
            if kind == "bbox" and mode == "bbox":
                return make_action("bbox", [*points[0], *points[1]])
            if kind == "bbox":
                return make_action("click", _middle(points))
            if kind in ("click", "move"):
                return make_action("click", points[0])
            raise StepFailed(f"expected a {'box' if mode == 'bbox' else 'point'}, got a {kind}")
        if kind == "bbox":  # a box where an action is due: click its centre
            return make_action("click", _middle(points))
        if kind == "scroll":
            return make_action("scroll", [*points[0], model_action.dx, model_action.dy])
        if kind == "wait":
            return make_action("wait", [model_action.ms])
        return make_action(kind, [v for point in points for v in point])  # click, move, drag

    def _point(self, point, prepared: PreparedImage, cursor):
        if point is None:  # "at the pointer" (Qwen scroll / left_click_drag without a start)
            return [float(cursor[0]), float(cursor[1])]
        x, y = prepared.to_screen(self.frame, point[0], point[1])
        x0, y0, x1, y1 = prepared.region
        ex, ey = self.frame.extent(prepared.sent_size)
        # An answer inside the frame's range (1000 in 0-1000 is the right edge) lands on the
        # image's last pixel; one outside it is passed on unchanged for the env to reject.
        if 0 <= point[0] <= ex and 0 <= point[1] <= ey:
            x = min(max(x, x0), x1 - 1)
            y = min(max(y, y0), y1 - 1)
        return [float(round(x)), float(round(y))]

    def render_history(self, history: str, prepared: PreparedImage) -> str:
        """Past actions (screen pixels in the env's history) in the model's syntax and frame."""
        lines = []
        for line in history.splitlines():
            if not line.strip():
                continue
            match = _HISTORY_LINE.match(line)
            index, body = (match.group(1), match.group(2)) if match else (str(len(lines) + 1), line.strip())
            lines.append(f"{index}. {self._history_entry(body, prepared)}")
        return "\n".join(lines)

    def _history_entry(self, body: str, prepared: PreparedImage) -> str:
        if body.startswith("invalid:"):  # the env's line: `invalid: <action text> (<error>)`
            rest = body[len("invalid:"):].strip()
            ours = _OUR_INVALID.match(rest)
            if ours:
                return f"(no valid action: {ours.group(1)})"
            return f"(invalid action: {rest})"
        try:
            action = parse_action(body)
        except ActionError:
            return body
        in_model = action.with_points([prepared.from_screen(self.frame, x, y) for x, y in action.points()])
        return self.preset.format_action(action.kind, in_model.args)


# -- helpers ----------------------------------------------------------------------------------------
def pointer_from_history(history: str) -> tuple[float, float]:
    """Where the pointer is: the last point of the last executed pointer action (sessions start
    with the pointer parked at the top-left corner)."""
    pointer = (0.0, 0.0)
    for line in (history or "").splitlines():
        match = _HISTORY_LINE.match(line)
        body = match.group(2) if match else line.strip()
        try:
            action = parse_action(body)
        except ActionError:
            continue
        if action.kind in VERBS and action.points():
            pointer = action.points()[-1]  # a drag ends where it released
    return pointer


def _mode(answer_type) -> str:
    if answer_type is None:
        return "igg"
    if isinstance(answer_type, str):
        return "bbox" if answer_type.lower() == "bbox" else "point"
    return "bbox" if int(answer_type) == 1 else "point"


def _middle(points):
    (x0, y0), (x1, y1) = points
    return [float(round((x0 + x1) / 2)), float(round((y0 + y1) / 2))]


def _primary(action: Action):
    if action.kind == "bbox":
        return ((action.args[0] + action.args[2]) / 2.0, (action.args[1] + action.args[3]) / 2.0)
    return (action.x, action.y)
