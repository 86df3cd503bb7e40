"""The task schema as typed objects, loaded from the suite's YAML files (one file per app).

A malformed file fails with the file, the line, the task and the field in the message; a task's
state is checked against its app's manifest (mockups/<app>/manifest.yaml); instructions are linted
so they name the goal, never the procedure nor the place or control that reveals the target.
"""
from __future__ import annotations

import math
import re
from dataclasses import dataclass, field, replace
from pathlib import Path

import yaml

from igg.mockups.manifest import ManifestError, load_manifest
from igg.mockups.server import available_apps

SUITE_DIR = Path(__file__).resolve().parent / "suite"
DEFAULT_VIEWPORT = (1440, 900)
# The viewport presets (docs/apps.md, "Behaviour"): name -> (screenshot width, height, page zoom).
# At 150% zoom the page lays out in 960x600 CSS pixels and is captured at 1440x900.
VIEWPORTS = {
    "desktop": (1440, 900, 1.0),
    "split": (720, 900, 1.0),
    "tablet": (820, 1180, 1.0),
    "mobile": (390, 844, 1.0),
    "desktop-zoom150": (1440, 900, 1.5),
}
DEFAULT_BUDGET = 8

SUBTYPES = {
    "offscreen_scroll": "viewport",
    "nested_scroll": "viewport",
    "hover_reveal": "multi_state",
    "state_switch": "multi_state",
    "delayed_activation": "temporal_manipulation",
    "removable_occlusion": "temporal_manipulation",
    "movable_occlusion": "temporal_manipulation",
}
PLATFORMS = ("web", "desktop", "mobile")
MAX_BUDGET = 32
MAX_WAIT_MS = 10_000  # the environment's limits (envs/actions.py), which tasks may not import
MAX_DELTA = 5_000

# Words that describe the procedure rather than the goal (seed 003, C.3).
PROCEDURE_WORDS = re.compile(
    r"\b(scroll\w*|hover\w*|drag\w*|wait\w*|swip\w*|dismiss\w*|reveal\w*|expand\w*|unhide|"
    r"close the (popup|pop-up|modal|dialog|banner|toast)|move the (mouse|pointer|cursor|panel|window)|"
    r"off-?screen|below the fold|mouse over|pointer over)\b",
    re.I,
)
# Phrases that give away the place or the control that reveals the target (docs/apps.md, "Tasks"):
# "from the member list", "the button on its thumbnail", "in the side menu".
REVEAL_PLACES = (r"side ?bar|side ?menu|side panel|menu|submenu|dropdown|drop-down|list|panel|tool ?bar|tab|"
                 r"popup|pop-up|overlay|thumbnail|card|drawer|rail|tray|window|widget|carousel|shelf|strip|"
                 r"sheet|dialog|modal|banner|toast|snackbar|tooltip|section|category|folder tree|file tree|"
                 r"corner|results?|search results?|edge")
GIVEAWAY_PHRASES = re.compile(
    rf"\b(from|in|on|inside|within|under|behind|beneath|below|via|through) (the|its|their|a|an) "
    rf"((\w+[- ])?({REVEAL_PLACES}))\b|\bbutton on (its|the|their)\b|\b(hidden|covered|blocked|"
    rf"obscured|underneath|behind it|at the (bottom|top|end|edge) of)\b|"
    # Placement in other words: "among the search results", "the search result", "in the corner".
    rf"\bamong (the|its|their|your|all) ((\w+[- ])?({REVEAL_PLACES}))\b|\bsearch results?\b|\b(top|bottom)[- ](left|right)\b",
    re.I,
)


_UNQUOTED_HASH = re.compile(r"""^\s*(-\s+)?instruction:\s*[^'"\s].*\s#""")


class TaskError(ValueError):
    """A task file or task that breaks the schema; the message names file, task and field."""


@dataclass(frozen=True)
class Step:
    """One reference-trace step that names elements (resolved at replay time)."""

    kind: str
    element: str | None = None
    to: str | None = None
    dx: float = 0.0
    dy: float = 0.0
    ms: float = 0.0

    def describe(self) -> str:
        if self.kind == "wait":
            return f"wait {self.ms:g} ms"
        if self.kind == "scroll":
            return f"scroll {self.element} by ({self.dx:g}, {self.dy:g})"
        if self.kind == "drag":
            return f"drag {self.element} " + (f"to {self.to}" if self.to else f"by ({self.dx:g}, {self.dy:g})")
        return f"{self.kind} {self.element}"


@dataclass(frozen=True)
class Task:
    """One task. `targets` lists the element ids a click may hit to succeed: the target and any
    control that does exactly the same thing in the app (a quick reaction and the reaction chip)."""

    id: str
    app: str
    platform: str
    instruction: str
    targets: tuple
    type: str
    subtype: str
    state: dict = field(default_factory=dict)
    viewport: tuple = DEFAULT_VIEWPORT  # screenshot pixels
    zoom: float = 1.0  # page zoom (device pixels per CSS pixel)
    seed: int = 0
    trace: tuple = ()
    budget: int = DEFAULT_BUDGET
    surface: str = ""  # the control or surface whose behaviour hides the target ("label tree")
    source: str = ""  # file the task came from, for messages
    # Per-viewport overrides (preset -> {"state", "trace", "subtype", "type"}), for a reveal that is
    # legitimately different at that size (a sidebar behind a phone's menu button).
    overrides: dict = field(default_factory=dict)

    @property
    def target(self) -> str:
        """The primary target (the one the reference trace clicks)."""
        return self.targets[0]

    def at_viewport(self, preset: str) -> "Task":
        """The task regenerated at a viewport preset: the same task, laid out at that size, with
        that preset's override (if the task has one) in place of its state, trace or sub-type."""
        width, height, zoom = VIEWPORTS[preset]
        return replace(self, viewport=(width, height), zoom=zoom, **self.overrides.get(preset, {}))


def _fail(where: str, message: str):
    raise TaskError(f"{where}: {message}")


def _is_number(value, limit: float) -> bool:
    return (isinstance(value, (int, float)) and not isinstance(value, bool)
            and math.isfinite(value) and abs(value) <= limit)


def _element_step(kind, value, where) -> Step:
    if not isinstance(value, str) or not value:
        _fail(where, f"{kind} takes an element id, got {value!r}")
    return Step(kind, element=value)


def _wait_step(kind, value, where) -> Step:
    if not _is_number(value, MAX_WAIT_MS) or value < 0:
        _fail(where, f"wait takes milliseconds in 0..{MAX_WAIT_MS}, got {value!r}")
    return Step(kind, ms=float(value))


def _moving_step(kind, value, where) -> Step:
    if not isinstance(value, dict) or not isinstance(value.get("element"), str):
        _fail(where, f"{kind} takes {{element: ID, ...}}, got {value!r}")
    unknown = set(value) - {"element", "dx", "dy", "to"}
    if unknown:
        _fail(where, f"{kind}: unknown key(s) {', '.join(sorted(unknown))}")
    for key in ("dx", "dy"):
        if key in value and not _is_number(value[key], MAX_DELTA):
            _fail(where, f"{kind}.{key} must be a number (finite, within +-{MAX_DELTA}), got {value[key]!r}")
    if kind == "scroll" and "to" in value:
        _fail(where, "scroll takes dx/dy, not 'to'")
    if kind == "drag" and "to" not in value and not ("dx" in value or "dy" in value):
        _fail(where, "drag needs 'to' or dx/dy")
    return Step(kind, element=value["element"], to=value.get("to"),
                dx=float(value.get("dx", 0)), dy=float(value.get("dy", 0)))


# Reference steps name elements rather than pixels, so they have their own small grammar; its
# verbs are the environment's five (a test keeps the two in step, since tasks may not import envs).
STEP_PARSERS = {"click": _element_step, "move": _element_step, "scroll": _moving_step,
                "drag": _moving_step, "wait": _wait_step}


def _parse_step(raw, where: str) -> Step:
    if not isinstance(raw, dict) or len(raw) != 1:
        _fail(where, f"a step is a mapping with one key of {', '.join(STEP_PARSERS)}, got {raw!r}")
    kind, value = next(iter(raw.items()))
    if kind not in STEP_PARSERS:
        _fail(where, f"unknown step kind {kind!r}; expected one of {', '.join(STEP_PARSERS)}")
    return STEP_PARSERS[kind](kind, value, where)


def _require(entry: dict, key: str, kind, where: str):
    if key not in entry:
        _fail(where, f"missing field '{key}'")
    value = entry[key]
    if not isinstance(value, kind):
        _fail(where, f"field '{key}' must be {getattr(kind, '__name__', kind)}, got {value!r}")
    return value


def parse_task(entry, defaults: dict, where: str) -> Task:
    if not isinstance(entry, dict):
        _fail(where, f"a task is a mapping, got {type(entry).__name__}")
    task_id = entry.get("id")
    if not isinstance(task_id, str) or not re.fullmatch(r"[a-z0-9][a-z0-9_.-]*", task_id or ""):
        _fail(where, f"field 'id' must be a lower-case slug, got {task_id!r}")
    where = f"{where} (task {task_id})"
    allowed = {"id", "app", "platform", "instruction", "target", "type", "subtype", "state", "viewport",
               "seed", "trace", "budget", "surface", "viewports"}
    unknown = set(entry) - allowed
    if unknown:
        _fail(where, f"unknown field(s) {', '.join(sorted(unknown))}")
    merged = {**defaults, **entry}
    app = _require(merged, "app", str, where)
    if app not in available_apps():
        _fail(where, f"field 'app': unknown app {app!r}; apps: {', '.join(available_apps())}")
    instruction = _require(merged, "instruction", str, where).strip()
    if not instruction:
        _fail(where, "field 'instruction' is empty")
    subtype = _require(merged, "subtype", str, where)
    if subtype not in SUBTYPES:
        _fail(where, f"field 'subtype': {subtype!r} is not one of {', '.join(SUBTYPES)}")
    ctype = merged.get("type", SUBTYPES[subtype])
    if ctype != SUBTYPES[subtype]:
        _fail(where, f"field 'type': sub-type {subtype} belongs to {SUBTYPES[subtype]}, not {ctype!r}")
    platform = _require(merged, "platform", str, where)
    if platform not in PLATFORMS:
        _fail(where, f"field 'platform': {platform!r} is not one of {', '.join(PLATFORMS)}")
    viewport, zoom = merged.get("viewport", list(DEFAULT_VIEWPORT)), 1.0
    if isinstance(viewport, str):
        if viewport not in VIEWPORTS:
            _fail(where, f"field 'viewport': unknown preset {viewport!r}; presets: {', '.join(VIEWPORTS)}")
        *viewport, zoom = VIEWPORTS[viewport]
    if (not isinstance(viewport, (list, tuple)) or len(viewport) != 2
            or not all(isinstance(v, int) and not isinstance(v, bool) and 200 <= v <= 4000 for v in viewport)):
        _fail(where, f"field 'viewport' must be a preset ({', '.join(VIEWPORTS)}) or [width, height] "
                     f"in pixels, got {viewport!r}")
    state = merged.get("state") or {}
    if not isinstance(state, dict):
        _fail(where, f"field 'state' must be a mapping, got {state!r}")
    try:
        manifest = load_manifest(app)
    except ManifestError as exc:
        _fail(where, f"app {app!r} has a broken manifest: {exc}")
    if manifest is not None:
        problems = manifest.check_state(state)
        if problems:
            _fail(where, "field 'state': " + "; ".join(problems))
    seed = merged.get("seed", 0)
    if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed < 2**31:
        _fail(where, f"field 'seed' must be an integer in 0..2**31-1, got {seed!r}")
    budget = merged.get("budget", DEFAULT_BUDGET)
    if not isinstance(budget, int) or isinstance(budget, bool) or not 1 <= budget <= MAX_BUDGET:
        _fail(where, f"field 'budget' must be an integer in 1..{MAX_BUDGET}, got {budget!r}")
    surface = merged.get("surface", "")
    if not isinstance(surface, str) or len(surface) > 80 or surface != surface.strip():
        _fail(where, f"field 'surface' must be a short name (at most 80 characters), got {surface!r}")
    raw_trace = _require(merged, "trace", list, where)
    trace = tuple(_parse_step(s, f"{where} field 'trace' step {i + 1}") for i, s in enumerate(raw_trace))
    if "target" not in merged:
        _fail(where, "missing field 'target'")
    raw_target = merged["target"]
    targets = tuple(raw_target) if isinstance(raw_target, list) else (raw_target,)
    if not targets or not all(isinstance(t, str) and t for t in targets) or len(set(targets)) != len(targets):
        _fail(where, f"field 'target' must be an element id or a list of distinct ids, got {raw_target!r}")
    if not trace or trace[-1].kind != "click" or trace[-1].element != targets[0]:
        _fail(where, f"field 'trace' must end with `click: {targets[0]}` (the first target)")
    overrides = _parse_overrides(entry.get("viewports"), targets, manifest, where)
    return Task(id=task_id, app=app, platform=platform,
                instruction=instruction, targets=targets, type=ctype, subtype=subtype, state=state,
                viewport=tuple(viewport), zoom=zoom, seed=seed, trace=trace, budget=budget,
                surface=surface, source=where, overrides=overrides)


def _parse_overrides(raw, targets, manifest, where: str) -> dict:
    """`viewports: {preset: {state, trace, subtype}}`: what differs at that viewport preset."""
    if raw is None:
        return {}
    if not isinstance(raw, dict) or not raw:
        _fail(where, f"field 'viewports' must map viewport presets to overrides, got {raw!r}")
    overrides = {}
    for preset, fields in raw.items():
        here = f"{where} field 'viewports' preset {preset!r}"
        if preset not in VIEWPORTS:
            _fail(here, f"unknown preset; presets: {', '.join(VIEWPORTS)}")
        if not isinstance(fields, dict) or not fields or set(fields) - {"state", "trace", "subtype"}:
            _fail(here, f"an override sets one or more of state, trace, subtype; got {fields!r}")
        override = {}
        if "subtype" in fields:
            if fields["subtype"] not in SUBTYPES:
                _fail(here, f"sub-type {fields['subtype']!r} is not one of {', '.join(SUBTYPES)}")
            override.update(subtype=fields["subtype"], type=SUBTYPES[fields["subtype"]])
        if "state" in fields:
            if not isinstance(fields["state"], dict):
                _fail(here, f"'state' must be a mapping, got {fields['state']!r}")
            problems = manifest.check_state(fields["state"]) if manifest is not None else []
            if problems:
                _fail(here, "'state': " + "; ".join(problems))
            override["state"] = fields["state"]
        if "trace" in fields:
            if not isinstance(fields["trace"], list):
                _fail(here, f"'trace' must be a list of steps, got {fields['trace']!r}")
            trace = tuple(_parse_step(s, f"{here} trace step {i + 1}") for i, s in enumerate(fields["trace"]))
            if not trace or trace[-1].kind != "click" or trace[-1].element not in targets:
                _fail(here, f"'trace' must end with a click on one of the task's targets ({', '.join(targets)})")
            override["trace"] = trace
            # Listed targets are equivalent; the one this size's trace clicks is its primary there.
            clicked = trace[-1].element
            override["targets"] = (clicked, *(t for t in targets if t != clicked))
        overrides[preset] = override
    return overrides


class _LineLoader(yaml.SafeLoader):
    """Records the line of each mapping so errors can point into the file; refuses duplicate keys
    and aliases (a task file needs neither, and aliases allow exponential "billion laughs" files)."""

    def compose_node(self, parent, index):
        if self.check_event(yaml.AliasEvent):
            event = self.peek_event()
            raise yaml.constructor.ConstructorError(
                None, None, f"aliases (*{event.anchor}) are not allowed in task files", event.start_mark)
        return super().compose_node(parent, index)


def _construct_mapping(loader, node, deep=False):
    seen = {}
    for key_node, _ in node.value:
        key = loader.construct_object(key_node, deep=deep)
        if isinstance(key, str) and key in seen:
            raise yaml.constructor.ConstructorError(
                None, None, f"duplicate key {key!r} (first at line {seen[key]})", key_node.start_mark)
        seen[key] = key_node.start_mark.line + 1
    mapping = yaml.SafeLoader.construct_mapping(loader, node, deep=deep)
    mapping["__line__"] = node.start_mark.line + 1
    return mapping


_LineLoader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, _construct_mapping)


def _strip_lines(value):
    if isinstance(value, dict):
        return {k: _strip_lines(v) for k, v in value.items() if k != "__line__"}
    if isinstance(value, list):
        return [_strip_lines(v) for v in value]
    return value


def load_task_file(path) -> list[Task]:
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise TaskError(f"{path}: cannot read: {exc}") from None
    except UnicodeDecodeError as exc:
        line = path.read_bytes()[:exc.start].count(b"\n") + 1
        raise TaskError(f"{path}:{line}: not UTF-8 text ({exc.reason} at byte {exc.start})") from None
    for number, line in enumerate(text.splitlines(), 1):
        # An unquoted " #" starts a YAML comment and silently cuts the instruction short.
        if _UNQUOTED_HASH.match(line):
            raise TaskError(f"{path}:{number}: field 'instruction': unquoted '#' starts a YAML comment; "
                            f"quote the instruction")
    try:
        doc = yaml.load(text, Loader=_LineLoader)
    except yaml.YAMLError as exc:
        raise TaskError(f"{path}: not valid YAML: {exc}") from None
    if not isinstance(doc, dict) or not isinstance(doc.get("tasks"), list):
        raise TaskError(f"{path}: expected a mapping with a 'tasks' list")
    defaults = {k: _strip_lines(v) for k, v in doc.items() if k in ("app", "platform", "viewport", "seed", "budget")}
    tasks = []
    for i, entry in enumerate(doc["tasks"]):
        line = entry.get("__line__", "?") if isinstance(entry, dict) else "?"
        tasks.append(parse_task(_strip_lines(entry), defaults, f"{path}:{line}"))
    return tasks


def load_suite(suite_dir=SUITE_DIR) -> list[Task]:
    """Every task of every app file, checked for unique ids."""
    tasks, seen = [], {}
    for path in sorted(Path(suite_dir).glob("*.yaml")):
        for task in load_task_file(path):
            if task.id in seen:
                raise TaskError(f"{task.source}: duplicate task id {task.id!r} (also in {seen[task.id]})")
            seen[task.id] = task.source
            tasks.append(task)
    return tasks


def load_tasks(path=None) -> list[Task]:
    """The tasks of `path` (one task file, or a folder of them, anywhere), checked as the suite's
    are; the packaged suite when `path` is None (`--suite PATH` of `igg replay` and `igg eval`)."""
    if path is None:
        return load_suite()
    path = Path(path)
    if path.is_dir():
        tasks = load_suite(path)
        if not tasks:
            raise TaskError(f"{path}: no *.yaml task file in this folder")
        return tasks
    if not path.exists():
        raise TaskError(f"{path}: no such task file or folder")
    tasks, seen = load_task_file(path), {}
    for task in tasks:
        if task.id in seen:
            raise TaskError(f"{task.source}: duplicate task id {task.id!r} (also in {seen[task.id]})")
        seen[task.id] = task.source
    return tasks


def select_tasks(tasks: list[Task], spec: str | None) -> list[Task]:
    """Filter by comma-separated ids, apps, sub-types or types (any match keeps a task)."""
    if not spec:
        return list(tasks)
    keys = {k.strip() for k in spec.split(",") if k.strip()}
    chosen = [t for t in tasks if keys & {t.id, t.app, t.subtype, t.type}]
    if not chosen:
        raise TaskError(f"--tasks {spec!r} matches no task (give ids, apps, sub-types or types)")
    return chosen


def get_task(task_id: str, tasks: list[Task] | None = None) -> Task:
    for task in tasks if tasks is not None else load_suite():
        if task.id == task_id:
            return task
    raise TaskError(f"unknown task id {task_id!r}")


def lint_instruction(task: Task) -> list[str]:
    """Problems with an instruction: procedure words, or the place or control that reveals the target."""
    problems = [f"{task.source}: instruction uses procedure word {m.group(0)!r}: {task.instruction!r}"
                for m in PROCEDURE_WORDS.finditer(task.instruction)]
    problems += [f"{task.source}: instruction gives away where the target hides ({m.group(0)!r}): "
                 f"{task.instruction!r}" for m in GIVEAWAY_PHRASES.finditer(task.instruction)]
    return problems
