"""The mockup server: every app at `/apps/<app>/?state=<json>&seed=<n>`, started in-process.

Each page is one self-contained document: the shared shell, the shared runtime, the app's CSS and
JS, and the app's seeded content as JSON, inlined so a reset costs one local request and nothing
can come from elsewhere. `MockupServer` runs Flask on a background thread on an ephemeral
127.0.0.1 port, so several environments can run side by side.
"""
from __future__ import annotations

import functools
import importlib
import json
import threading
from pathlib import Path
from urllib.parse import quote

from flask import Flask, abort, render_template_string, request
from werkzeug.serving import WSGIRequestHandler, make_server

HERE = Path(__file__).resolve().parent
RUNTIME_JS = HERE / "runtime" / "runtime.js"
SHELL = HERE / "shell.html"
DEFAULT_SEED = 0


def available_apps() -> list[str]:
    """App folders: a folder of mockups/ with an app.js and a content.py."""
    return sorted(p.name for p in HERE.iterdir() if (p / "app.js").exists() and (p / "content.py").exists())


@functools.lru_cache(maxsize=64)
def app_content(app: str, seed: int) -> dict:
    """The app's seeded content (names, messages, videos...), generated once per seed."""
    module = importlib.import_module(f"igg.mockups.{app}.content")
    return module.build(seed)


@functools.lru_cache(maxsize=None)
def _read(path: Path) -> str:
    return path.read_text(encoding="utf-8")


def app_title(app: str) -> str:
    module = importlib.import_module(f"igg.mockups.{app}.content")
    return getattr(module, "TITLE", app)


def app_url(base: str, app: str, state: dict | None = None, seed: int = DEFAULT_SEED) -> str:
    query = f"?seed={seed}"
    if state:
        query += "&state=" + quote(json.dumps(state, sort_keys=True, separators=(",", ":")))
    return f"{base}/apps/{app}/{query}"


@functools.lru_cache(maxsize=256)
def _render_cached(app: str, state_json: str, seed: int) -> str:
    """Pages are pure functions of (app, state, seed): render each once."""
    return render_page(app, json.loads(state_json), seed)


def render_page(app: str, state: dict, seed: int) -> str:
    config = {"app": app, "seed": seed, "state": state, "content": app_content(app, seed)}
    # "</" must not appear raw inside the inline JSON script block.
    config_json = json.dumps(config, ensure_ascii=False, sort_keys=True).replace("</", "<\\/")
    return render_template_string(
        _read(SHELL),
        title=app_title(app),
        app_css=_read(HERE / app / "app.css") if (HERE / app / "app.css").exists() else "",
        app_js=_read(HERE / app / "app.js"),
        runtime_js=_read(RUNTIME_JS),
        config=config_json,
    )


def create_app() -> Flask:
    flask_app = Flask(__name__)

    @flask_app.get("/")
    def index():
        links = "".join(f'<li><a href="/apps/{a}/">{app_title(a)}</a> <code>/apps/{a}/</code></li>' for a in available_apps())
        return f"<!doctype html><title>IGG mockups</title><h1>IGG mockup apps</h1><ul>{links}</ul>"

    @flask_app.get("/apps/<app>/")
    def page(app: str):
        if app not in available_apps():
            abort(404, description=f"unknown app {app!r}; apps: {', '.join(available_apps())}")
        try:
            seed = int(request.args.get("seed", DEFAULT_SEED))
        except ValueError:
            abort(400, description="seed must be an integer")
        raw_state = request.args.get("state", "{}")
        try:
            state = json.loads(raw_state)
        except json.JSONDecodeError as exc:
            abort(400, description=f"state is not valid JSON: {exc}")
        if not isinstance(state, dict):
            abort(400, description="state must be a JSON object")
        return _render_cached(app, json.dumps(state, sort_keys=True), seed)

    return flask_app


class _QuietHandler(WSGIRequestHandler):
    def log_request(self, *args, **kwargs):  # one line per reset would drown the output
        pass


class MockupServer:
    """The Flask app on a daemon thread at an ephemeral 127.0.0.1 port."""

    def __init__(self, host: str = "127.0.0.1", port: int = 0):
        self._server = make_server(host, port, create_app(), threaded=True, request_handler=_QuietHandler)
        self.host, self.port = self._server.server_address[:2]
        self._thread = threading.Thread(target=self._server.serve_forever, name="igg-mockups", daemon=True)
        self._thread.start()

    @property
    def base_url(self) -> str:
        return f"http://{self.host}:{self.port}"

    def url(self, app: str, state: dict | None = None, seed: int = DEFAULT_SEED) -> str:
        return app_url(self.base_url, app, state, seed)

    def close(self) -> None:
        self._server.shutdown()
        self._server.server_close()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()
