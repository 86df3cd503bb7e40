"""A browser session: one Chromium, one page, the mockup server, and the virtual clock.

The session is what the environments and the replay share: it loads an app in a state, performs
typed actions as real input events, advances virtual time, hit-tests, runs the shared visibility
check and takes screenshots. It never relaunches the browser between episodes.
"""
from __future__ import annotations

import base64
import hashlib
import threading
import io
from dataclasses import dataclass

import numpy as np
from PIL import Image
from playwright.sync_api import sync_playwright

from igg.envs.actions import Action
from igg.envs.browser import launch_chromium, new_context
from igg.mockups.server import MockupServer

# Virtual time: every episode starts at the same instant, and the clock never runs on its own.
EPOCH_MS = 1_767_225_600_000  # 2026-01-01T00:00:00Z
SETTLE_MS = 200  # virtual time after every action, so hover intents and short timers fire
DRAG_STEPS = 12
WHEEL_POLLS = 200
READY_POLLS = 500  # round trips (~1 ms each) for a freshly committed page to mount its app  # at most this many round trips (~1 ms each) for a wheel scroll to land


class _Driver:
    """Playwright's sync API allows one running driver per thread, so sessions created on the same
    thread share it (reference-counted); each session still has its own browser, server and page."""

    _local = threading.local()

    @classmethod
    def acquire(cls):
        state = getattr(cls._local, "state", None)
        if state is None:
            state = cls._local.state = {"playwright": sync_playwright().start(), "users": 0}
        state["users"] += 1
        return state["playwright"]

    @classmethod
    def release(cls) -> None:
        state = getattr(cls._local, "state", None)
        if state is None:
            return
        state["users"] -= 1
        if state["users"] <= 0:
            cls._local.state = None
            state["playwright"].stop()


@dataclass
class Screenshot:
    png: bytes
    array: np.ndarray
    sha1: str


class BrowserSession:
    def __init__(self, width: int = 1440, height: int = 900, settle_ms: int = SETTLE_MS):
        self.settle_ms = settle_ms
        self.server = MockupServer()
        self._playwright = _Driver.acquire()
        try:
            self.browser = launch_chromium(self._playwright)
            self.context = new_context(self.browser, width, height, allowed_origin=self.server.base_url)
            self.page = self.context.new_page()
            # A DevTools capture tuned for speed gives the same pixels as page.screenshot, faster.
            self._cdp = self.context.new_cdp_session(self.page)
            self.page_errors: list[str] = []
            self.page.on("pageerror", lambda exc: self.page_errors.append(str(exc)))
            # Installed a minute early: the fake clock runs until paused, and pausing can only go forward.
            self.page.clock.install(time=EPOCH_MS / 1000 - 60)
            self.page.clock.pause_at(EPOCH_MS / 1000)
        except Exception:
            self.close()
            raise
        self.width, self.height = width, height

    # -- episode set-up -------------------------------------------------------------------
    def load(self, app: str, state: dict | None = None, seed: int = 0, viewport=None) -> None:
        """Open `app` in `state`; pointer parked at the top-left corner, time settled."""
        if viewport and tuple(viewport) != (self.width, self.height):
            self.width, self.height = viewport
            self.page.set_viewport_size({"width": self.width, "height": self.height})
        self.page.mouse.move(0, 0)
        self.page.clock.set_system_time(EPOCH_MS / 1000)  # every episode starts at the same instant
        self.page_errors.clear()
        # The page is one self-contained document whose inline scripts mount the app, so there is
        # nothing to wait for after commit but the runtime's ready flag.
        self.page.goto(self.server.url(app, state, seed), wait_until="commit")
        ready = False
        for _ in range(READY_POLLS):
            ready = self.page.evaluate("!!(window.igg && window.igg.ready === true)")
            if ready or self.page_errors:  # a script error means the app will not mount
                break
        if not ready:
            errors = "; ".join(self.page_errors) or "not ready after the page loaded"
            raise RuntimeError(f"app {app!r} did not become ready in state {state!r}: {errors}")
        self.advance(self.settle_ms)

    # -- actions ---------------------------------------------------------------------------
    def perform(self, action: Action) -> None:
        """Execute a typed action as real input, then let virtual time settle."""
        mouse = self.page.mouse
        if action.kind == "click":
            mouse.click(action.x, action.y)
        elif action.kind == "move":
            mouse.move(action.x, action.y)
        elif action.kind == "scroll":
            mouse.move(action.x, action.y)
            before = self.page.evaluate("igg.wheelCount()")
            mouse.wheel(action.dx, action.dy)
            self._await_wheel(before)
        elif action.kind == "drag":
            mouse.move(action.x, action.y)
            mouse.down()
            mouse.move(action.x2, action.y2, steps=DRAG_STEPS)
            mouse.up()
        elif action.kind == "wait":
            self.advance(action.ms)
        else:
            raise ValueError(f"the session cannot perform {action.kind!r}")
        self.advance(self.settle_ms)
        if action.kind in ("click", "scroll", "drag"):
            # The page may have changed under a still pointer; Chromium re-evaluates hover only on
            # its own frame timing, so a move to the same point makes the hover state deterministic.
            end = (action.x2, action.y2) if action.kind == "drag" else (action.x, action.y)
            mouse.move(*end)

    def _await_wheel(self, before: int) -> None:
        # The wheel is delivered asynchronously; a wheel that can scroll something is done when the
        # scroll event has fired, one that cannot is done once the page has seen it.
        for _ in range(WHEEL_POLLS):
            if self.page.evaluate("(n) => igg.wheelSettled(n)", before):
                return
        raise RuntimeError("the wheel event never reached the page")

    def advance(self, ms: float) -> None:
        if ms > 0:
            self.page.clock.run_for(int(round(ms)))

    # -- observation and probes -------------------------------------------------------------
    def screenshot(self) -> Screenshot:
        png = base64.b64decode(self._cdp.send("Page.captureScreenshot", {"format": "png", "optimizeForSpeed": True})["data"])
        image = Image.open(io.BytesIO(png))
        array = np.asarray(image if image.mode == "RGB" else image.convert("RGB"))
        return Screenshot(png=png, array=array, sha1=hashlib.sha1(png).hexdigest())

    def inspect(self, element_id: str) -> dict:
        """The shared visibility check (mockups/runtime/runtime.js `igg.inspect`)."""
        return self.page.evaluate("(id) => igg.inspect(id)", element_id)

    def hit_test(self, x: float, y: float) -> str | None:
        return self.page.evaluate("([x, y]) => igg.hitTest(x, y)", [x, y])

    def click_probe(self, x: float, y: float, target: str) -> dict:
        """What a click at (x, y) would hit, and whether the target is actionable, in one round trip."""
        return self.page.evaluate(
            "([x, y, t]) => ({hit: igg.hitTest(x, y), target: igg.inspect(t)})", [x, y, target])

    def center(self, element_id: str, how: str = "box"):
        point = self.page.evaluate("([id, how]) => igg.center(id, how)", [element_id, how])
        return None if point is None else (point["x"], point["y"])

    def app_state(self) -> dict:
        return self.page.evaluate("igg.state()")

    def close(self) -> None:
        if getattr(self, "_closed", False):
            return
        self._closed = True
        for stop in (lambda: self.browser.close(), _Driver.release, self.server.close):
            try:
                stop()
            except Exception:  # closing is best effort: a half-started session has parts missing
                pass
