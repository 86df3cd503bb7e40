"""The mockup server: every app at `/apps/<app>/?state=<json>&seed=<n>`, started in-process.

Each page is one self-contained document: the shared shell, the page runtime (visibility.js,
core.js, then the kit), the app's CSS and JS, and the app's seeded content as JSON, inlined so a
reset costs one local request. Images the apps show are same-origin files under `/assets/`.
The Content-Security-Policy lets a page load nothing from anywhere but this server.
`MockupServer` runs Flask on a background thread on an ephemeral 127.0.0.1 port, so several
environments can run side by side; `extra_app_dirs` serves app folders from elsewhere (tests).
"""
from __future__ import annotations

import functools
import importlib
import importlib.util
import json
import math
import threading
from pathlib import Path
from urllib.parse import quote

from flask import Flask, Response, abort, render_template_string, request, send_from_directory
from werkzeug.serving import WSGIRequestHandler, make_server

from igg.mockups.assets import page_assets
from igg.mockups.manifest import load_manifest

HERE = Path(__file__).resolve().parent
RUNTIME = HERE / "runtime"
# Inlined in this order: the visibility check and click rule, the core contract, then the kit.
# Shared components after the kit: messages.js (reactions and the message hover toolbar of chat
# and community), feed.js (posts and comments).
RUNTIME_SCRIPTS = ("visibility.js", "core.js", "kit.js", "messages.js", "feed.js")
ASSETS = HERE / "assets"
ASSET_SUFFIXES = {".jpg", ".jpeg", ".png", ".webp", ".gif", ".svg"}
SHELL = HERE / "shell.html"
DEFAULT_SEED = 0

# Limits on a requested state (anything beyond is refused with 400, never a 500).
MAX_STATE_BYTES = 64 * 1024
MAX_STATE_DEPTH = 20
MAX_SAFE_INT = 2 ** 53

CSP = ("default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; "
       "img-src 'self' data:; font-src 'self' data:; connect-src 'self'; media-src 'self'; "
       "frame-src 'none'; worker-src 'none'; object-src 'none'; base-uri 'none'; form-action 'self'")


class StateError(ValueError):
    """A requested state the app cannot be opened in; the message says why."""


def is_app_dir(path: Path) -> bool:
    return (path / "app.js").exists() and (path / "content.py").exists()


def available_apps() -> list[str]:
    """App folders: a folder of mockups/ with an app.js and a content.py."""
    return sorted(p.name for p in HERE.iterdir() if is_app_dir(p))


@functools.lru_cache(maxsize=None)
def _content_module(app_dir: Path):
    if app_dir.parent == HERE:
        return importlib.import_module(f"igg.mockups.{app_dir.name}.content")
    # An app folder outside the package (tests/apps/...): load its content.py by path.
    spec = importlib.util.spec_from_file_location(f"igg_extra_app_{app_dir.name}_content", app_dir / "content.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@functools.lru_cache(maxsize=64)
def app_content(app_dir: Path, seed: int) -> dict:
    """The app's seeded content (names, messages, videos...), generated once per seed."""
    return _content_module(app_dir).build(seed)


@functools.lru_cache(maxsize=None)
def _read(path: Path) -> str:
    return path.read_text(encoding="utf-8")


def _manifest(app_dir: Path):
    return load_manifest(app_dir.name, str(app_dir))


def app_title(app_dir: Path) -> str:
    manifest = _manifest(app_dir)
    return getattr(_content_module(app_dir), "TITLE", manifest.title if manifest else app_dir.name)


def app_url(base: str, app: str, state: dict | None = None, seed: int = DEFAULT_SEED) -> str:
    query = f"?seed={seed}"
    if state:
        query += "&state=" + quote(json.dumps(state, sort_keys=True, separators=(",", ":")))
    return f"{base}/apps/{app}/{query}"


# -- states ------------------------------------------------------------------------------
def _safe_int(text: str) -> int:
    # Refuse on the digit count before converting: a 5,000-digit integer must not cost a conversion.
    if len(text.lstrip("-")) > 16 or abs(int(text)) > MAX_SAFE_INT:
        raise StateError(f"integer {text[:20]}{'...' if len(text) > 20 else ''} is beyond 2**53")
    return int(text)


def _finite_float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise StateError(f"number {text[:20]} is not finite")
    return value


def _refuse_constant(name: str):
    raise StateError(f"{name} is not allowed in a state")


def _depth(value, limit: int) -> int:
    """Nesting depth of a JSON value, stopping as soon as it passes `limit`."""
    stack, deepest = [(value, 1)], 0
    while stack:
        item, depth = stack.pop()
        if isinstance(item, (dict, list)):
            deepest = max(deepest, depth)
            if deepest > limit:
                return deepest
            stack.extend((child, depth + 1) for child in (item.values() if isinstance(item, dict) else item))
    return deepest


def parse_state(raw: str) -> dict:
    """A state from its JSON text, within the limits, or StateError."""
    if len(raw.encode("utf-8")) > MAX_STATE_BYTES:
        raise StateError(f"state is larger than {MAX_STATE_BYTES // 1024} kB")
    try:
        state = json.loads(raw, parse_int=_safe_int, parse_float=_finite_float, parse_constant=_refuse_constant)
    except RecursionError:
        raise StateError(f"state is nested deeper than {MAX_STATE_DEPTH} levels") from None
    except json.JSONDecodeError as exc:
        raise StateError(f"state is not valid JSON: {exc}") from None
    if not isinstance(state, dict):
        raise StateError("state must be a JSON object")
    if _depth(state, MAX_STATE_DEPTH) > MAX_STATE_DEPTH:
        raise StateError(f"state is nested deeper than {MAX_STATE_DEPTH} levels")
    return state


def page_state(app_dir: Path, state: dict) -> dict:
    """The state the app is mounted in: checked against its manifest, with its defaults merged in."""
    manifest = _manifest(app_dir)
    if manifest is None:
        return dict(state)
    problems = manifest.check_state(state)
    if problems:
        raise StateError("; ".join(problems))
    return manifest.with_defaults(state)


# -- pages -------------------------------------------------------------------------------
@functools.lru_cache(maxsize=8)
def _render_cached(app_dir: Path, state_json: str, seed: int) -> str:
    """Pages are pure functions of (app, state, seed): the last few rendered are kept. Only a few:
    a page is up to a few megabytes of text (256 of them were most of a long run's memory), and
    rendering one again (10-30 ms) is small beside the navigation that asks for it."""
    return render_page(app_dir, json.loads(state_json), seed)


def render_page(app_dir: Path, state: dict, seed: int) -> str:
    manifest = _manifest(app_dir)
    config = {"app": app_dir.name, "seed": seed, "state": state, "content": app_content(app_dir, seed),
              "defaults": manifest.defaults() if manifest else {},
              "schema": manifest.schema() if manifest else {}, "assets": page_assets()}
    # "</" must not appear raw inside the inline JSON script block.
    config_json = json.dumps(config, ensure_ascii=False, sort_keys=True).replace("</", "<\\/")
    runtime = [_read(RUNTIME / name) for name in RUNTIME_SCRIPTS]
    return render_template_string(
        _read(SHELL),
        title=app_title(app_dir),
        kit_css=_read(RUNTIME / "kit.css") if (RUNTIME / "kit.css").exists() else "",
        app_css=_read(app_dir / "app.css") if (app_dir / "app.css").exists() else "",
        app_js=_read(app_dir / "app.js"),
        runtime_js=runtime,
        config=config_json,
    )


def app_dirs(extra_app_dirs=()) -> dict[str, Path]:
    """Every servable app: the package's app folders, then the extra folders (each an app folder,
    or a folder of app folders)."""
    dirs = {name: HERE / name for name in available_apps()}
    for extra in map(Path, extra_app_dirs):
        candidates = [extra] if is_app_dir(extra) else sorted(p for p in extra.iterdir() if is_app_dir(p))
        dirs.update((p.name, p.resolve()) for p in candidates)
    return dirs


def create_app(extra_app_dirs=()) -> Flask:
    flask_app = Flask(__name__)
    apps = app_dirs(extra_app_dirs)

    @flask_app.after_request
    def policy(response):
        response.headers["Content-Security-Policy"] = CSP
        return response

    @flask_app.get("/")
    def index():
        links = "".join(f'<li><a href="/apps/{a}/">{app_title(d)}</a> <code>/apps/{a}/</code></li>' for a, d in apps.items())
        return f"<!doctype html><title>IGG mockups</title><h1>IGG mockup apps</h1><ul>{links}</ul>"

    @flask_app.get("/assets/<path:path>")
    def asset(path: str):
        if Path(path).suffix.lower() not in ASSET_SUFFIXES:
            abort(404)
        return send_from_directory(ASSETS, path, max_age=3600)

    @flask_app.get("/apps/<app>/")
    def page(app: str):
        if app not in apps:
            return _refuse(404, f"unknown app {app!r}; apps: {', '.join(apps)}")
        raw_seed = request.args.get("seed", str(DEFAULT_SEED))
        if not raw_seed.lstrip("-").isdigit() or len(raw_seed) > 17 or abs(int(raw_seed)) > MAX_SAFE_INT:
            return _refuse(400, "seed must be an integer within 2**53")
        seed = int(raw_seed)
        try:
            state = page_state(apps[app], parse_state(request.args.get("state", "{}")))
        except StateError as exc:
            return _refuse(400, str(exc))
        return _render_cached(apps[app], json.dumps(state, sort_keys=True), seed)

    return flask_app


def _refuse(status: int, message: str) -> Response:
    # Plain text, so a client (or a test) reads the reason as written.
    return Response(message + "\n", status=status, mimetype="text/plain")


class _QuietHandler(WSGIRequestHandler):
    def log_request(self, *args, **kwargs):  # one line per reset would drown the output
        pass


class MockupServer:
    """The Flask app on a daemon thread at an ephemeral 127.0.0.1 port."""

    def __init__(self, host: str = "127.0.0.1", port: int = 0, extra_app_dirs=()):
        self.apps = app_dirs(extra_app_dirs)
        self._server = make_server(host, port, create_app(extra_app_dirs), threaded=True, request_handler=_QuietHandler)
        self.host, self.port = self._server.server_address[:2]
        self._thread = threading.Thread(target=self._server.serve_forever, name="igg-mockups", daemon=True)
        self._thread.start()

    @property
    def base_url(self) -> str:
        return f"http://{self.host}:{self.port}"

    def url(self, app: str, state: dict | None = None, seed: int = DEFAULT_SEED) -> str:
        return app_url(self.base_url, app, state, seed)

    def page_state(self, app: str, state: dict | None) -> dict:
        """What the page route would mount for `state` (same checks, same defaults), or StateError."""
        if app not in self.apps:
            raise StateError(f"unknown app {app!r}; apps: {', '.join(self.apps)}")
        return page_state(self.apps[app], parse_state(json.dumps(state or {})))

    def close(self) -> None:
        self._server.shutdown()
        self._server.server_close()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()
