"""App manifests: what each mockup app declares about itself (`mockups/<app>/manifest.yaml`).

A manifest names the app's title, its element-id prefix, its platform and every state key a task
may set, with its type and default, in snake_case:

    title: Gmail
    id_prefix: email
    platform: web
    state:
      folder: {type: str, default: inbox, choices: [inbox, starred, sent, drafts]}
      toast: {type: str|null, default: null}
      meet: {type: dict|str|null, default: null}

Types are `bool`, `int`, `number`, `str`, `list`, `dict` and `null`, joined with `|` for a union.
The server merges the defaults into the page's state; the task loader checks a task's state
against it (unknown key, wrong type, value outside `choices`), so a typo fails at load.

Two optional sections describe the app to its tests:

    views:        # the app's main states, rendered at every viewport preset
      inbox: {state: {folder: inbox}, doc: Primary inbox}
    expiring:     # timed surfaces, checked to expire on the virtual clock at the real timeout
      - {id: email.snackbar, state: {...}, trace: [{click: email.row.3.archive}], timeout_ms: 8000,
         doc: "where the real figure comes from"}

`trace` uses the task-trace step forms (tasks/suite/README.md); it is kept raw here and parsed
by the tasks layer.
"""
from __future__ import annotations

import functools
import re
from dataclasses import dataclass, field, replace
from pathlib import Path

import yaml

HERE = Path(__file__).resolve().parent
PLATFORMS = ("web", "desktop", "mobile")
_TYPES = {
    "bool": lambda v: isinstance(v, bool),
    "int": lambda v: isinstance(v, int) and not isinstance(v, bool),
    "number": lambda v: isinstance(v, (int, float)) and not isinstance(v, bool),
    "str": lambda v: isinstance(v, str),
    "list": lambda v: isinstance(v, list),
    "dict": lambda v: isinstance(v, dict),
    "null": lambda v: v is None,
}
_SNAKE = re.compile(r"^[a-z][a-z0-9_]*$")


class ManifestError(ValueError):
    """A manifest that breaks the format; the message names the file and the key."""


@dataclass(frozen=True)
class StateKey:
    name: str
    types: tuple
    default: object = None
    choices: tuple | None = None
    doc: str = ""

    def problem(self, value) -> str | None:
        """Why `value` is not allowed for this key, or None."""
        if not any(_TYPES[t](value) for t in self.types):
            return f"must be {'|'.join(self.types)}, got {type(value).__name__} {_short(value)}"
        if self.choices is not None and value is not None and not isinstance(value, (dict, list)) \
                and value not in self.choices:
            return f"must be one of {', '.join(map(str, self.choices))}, got {_short(value)}"
        return None


@dataclass(frozen=True)
class Manifest:
    app: str
    title: str
    id_prefix: str
    platform: str
    state: dict = field(default_factory=dict)  # name -> StateKey
    views: dict = field(default_factory=dict)  # name -> {"state": {...}, "doc": str}
    expiring: tuple = ()  # ({"id", "state", "trace", "timeout_ms", "doc"}, ...)
    path: str = ""

    def defaults(self) -> dict:
        return {name: key.default for name, key in self.state.items()}

    def schema(self) -> dict:
        """Each key's types and choices, for the page's store (ctx.store) to check what the app sets."""
        return {name: {"types": list(key.types), "choices": None if key.choices is None else list(key.choices)}
                for name, key in self.state.items()}

    def check_state(self, state: dict) -> list[str]:
        """Every problem with a task's state, one message per key."""
        if not isinstance(state, dict):
            return [f"state must be a mapping, got {type(state).__name__}"]
        problems = []
        for name, value in state.items():
            key = self.state.get(name)
            if key is None:
                known = ", ".join(sorted(self.state)) or "none"
                problems.append(f"unknown state key {name!r} for app {self.app!r} (known: {known})")
                continue
            problem = key.problem(value)
            if problem:
                problems.append(f"state key {name!r} {problem}")
        return problems

    def with_defaults(self, state: dict) -> dict:
        return {**self.defaults(), **state}


def _short(value) -> str:
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def _parse(app: str, path: Path, doc) -> Manifest:
    def fail(message):
        raise ManifestError(f"{path}: {message}")

    if not isinstance(doc, dict):
        fail("a manifest is a mapping")
    unknown = set(doc) - {"title", "id_prefix", "platform", "state", "views", "expiring"}
    if unknown:
        fail(f"unknown field(s) {', '.join(sorted(unknown))}")
    for name in ("title", "id_prefix", "platform"):
        if not isinstance(doc.get(name), str) or not doc[name]:
            fail(f"field {name!r} must be a non-empty string")
    if doc["platform"] not in PLATFORMS:
        fail(f"platform must be one of {', '.join(PLATFORMS)}")
    keys = {}
    for name, spec in (doc.get("state") or {}).items():
        if not isinstance(name, str) or not _SNAKE.match(name):
            fail(f"state key {name!r} must be snake_case")
        if not isinstance(spec, dict) or "type" not in spec:
            fail(f"state key {name!r} needs {{type: ..., default: ...}}")
        extra = set(spec) - {"type", "default", "choices", "doc"}
        if extra:
            fail(f"state key {name!r}: unknown field(s) {', '.join(sorted(extra))}")
        types = tuple(t.strip() for t in str(spec["type"]).split("|"))
        bad = [t for t in types if t not in _TYPES]
        if bad:
            fail(f"state key {name!r}: unknown type(s) {', '.join(bad)}; use {', '.join(_TYPES)}")
        choices = spec.get("choices")
        if choices is not None and not isinstance(choices, list):
            fail(f"state key {name!r}: choices must be a list")
        key = StateKey(name, types, spec.get("default"), tuple(choices) if choices else None, spec.get("doc", ""))
        problem = key.problem(key.default)
        if problem:
            fail(f"state key {name!r}: default {problem}")
        keys[name] = key
    manifest = Manifest(app=app, title=doc["title"], id_prefix=doc["id_prefix"], platform=doc["platform"],
                        state=keys, path=str(path))
    views = {}
    for name, spec in (doc.get("views") or {}).items():
        if not isinstance(spec, dict) or set(spec) - {"state", "doc"}:
            fail(f"view {name!r} must be {{state: {{...}}, doc: ...}}")
        problems = manifest.check_state(spec.get("state") or {})
        if problems:
            fail(f"view {name!r}: " + "; ".join(problems))
        views[str(name)] = {"state": spec.get("state") or {}, "doc": spec.get("doc", "")}
    expiring = []
    for i, spec in enumerate(doc.get("expiring") or []):
        where = f"expiring entry {i + 1}"
        if not isinstance(spec, dict) or set(spec) - {"id", "state", "trace", "timeout_ms", "doc"}:
            fail(f"{where} must be {{id, state, trace, timeout_ms, doc}}")
        if not isinstance(spec.get("id"), str) or not spec["id"]:
            fail(f"{where}: id must be an element id")
        timeout = spec.get("timeout_ms")
        if not isinstance(timeout, int) or isinstance(timeout, bool) or not 1000 <= timeout <= 60_000:
            fail(f"{where}: timeout_ms must be an integer in 1000..60000, got {timeout!r}")
        if not isinstance(spec.get("trace", []), list):
            fail(f"{where}: trace must be a list of steps")
        problems = manifest.check_state(spec.get("state") or {})
        if problems:
            fail(f"{where}: " + "; ".join(problems))
        expiring.append({"id": spec["id"], "state": spec.get("state") or {}, "trace": spec.get("trace") or [],
                         "timeout_ms": timeout, "doc": spec.get("doc", "")})
    return replace(manifest, views=views, expiring=tuple(expiring))


@functools.lru_cache(maxsize=None)
def load_manifest(app: str, app_dir: str | None = None) -> Manifest | None:
    """The app's manifest, or None when the app has none (yet)."""
    path = Path(app_dir or HERE / app) / "manifest.yaml"
    if not path.exists():
        return None
    try:
        doc = yaml.safe_load(path.read_text(encoding="utf-8"))
    except yaml.YAMLError as exc:
        raise ManifestError(f"{path}: not valid YAML: {exc}") from None
    return _parse(app, path, doc)
