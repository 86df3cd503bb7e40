"""A browser session: one Chromium, one page, the mockup server, and the virtual clock.

The session is what the environments and the replay share: it loads an app in a state, performs
typed actions as real input events, advances virtual time, hit-tests, runs the shared visibility
check and takes screenshots. It never relaunches the browser between episodes.
"""
from __future__ import annotations

import base64
import contextlib
import functools
import gc
import hashlib
import json
import os
import threading
import time
from dataclasses import dataclass, replace

import pyspng
import numpy as np
from playwright.sync_api import Error as PlaywrightError, TimeoutError as PlaywrightTimeoutError, sync_playwright

from igg.envs.actions import Action
from igg.envs.browser import CALL_TIMEOUT_MS, launch_chromium, new_context
from igg.envs.malloc import M_ARENA_MAX, M_MMAP_THRESHOLD, set_option, trim
from igg.mockups.server import MockupServer

# Virtual time: every episode starts at the same instant, and the clock never runs on its own.
EPOCH_MS = 1_767_225_600_000  # 2026-01-01T00:00:00Z
SETTLE_MS = 200  # virtual time after every action, so hover intents and short timers fire
DRAG_STEPS = 12
WHEEL_POLLS = 200  # at most this many round trips (~1 ms each) for a wheel scroll to land
RECYCLE_AFTER_LOADS = 50  # a fresh browser context after this many episodes (see _recycle_context)
RELAUNCH_AFTER_RECYCLES = 4  # ... and a fresh driver and browser instead, every this many recycles
# "display" (default): new headless Chromium draws on its own 60 Hz clock. "on-demand": the headless
# shell draws a frame only when the session asks, after each input and for each capture.
FRAMES = os.environ.get("IGG_FRAMES", "display")
READY_SECONDS = 20  # real time a mounted app may take to become ready (its images and fonts decode on real time)
# Playwright's fake clock in the page. Its Python API (page.clock.run_for, set_system_time) also
# adds each call to the context as an init script, to replay on the next document: one per step,
# held by the driver and by Chromium until the context closes and all re-run at each navigation.
# Only install and pause_at go through the API (once per context), so every new document starts
# paused at EPOCH_MS; time moves by calling the page's controller directly, which is what the API
# does in each frame after logging (an app is one frame).
PAGE_CLOCK = "globalThis.__pwClock.controller"
# glibc malloc settings for the driver (node), read when it starts. Every screenshot passes through
# it as a multi-megabyte message; by default glibc raises its mmap threshold to the largest block
# freed, so later big buffers come from the heap, which fragments and is never given back: the
# driver's resident memory would climb to the peak of the heaviest page and stay. A fixed threshold
# keeps big buffers mmapped (returned when freed), and two arenas bound the per-thread heaps.
DRIVER_MALLOC_ENV = {"MALLOC_MMAP_THRESHOLD_": "131072", "MALLOC_ARENA_MAX": "2"}
# The same holds for this Python process: each step decodes a screenshot into a multi-megabyte
# array (and the agents' readers copy it), so the mmap threshold is fixed here too, and the mockup
# server's thread per request would otherwise spread the heap over up to 8 arenas per core, each
# fragmenting on its own: two arenas, as in the driver. Both are set once, before the first
# session starts its server (mallopt). The smaller blocks an episode frees leave holes that glibc
# keeps: the heap is trimmed at every load (well under a millisecond), after a garbage collection
# when a context is recycled. All of it is a no-op on a C library other than glibc. A process that
# loads the OCR reader raises the threshold again, for speed (agents/screen_reader.py): its
# detector's tens of MB per screen would otherwise be mapped afresh, page by page, every screen;
# the trim at every load still gives back what an episode freed.
MMAP_THRESHOLD_BYTES, ARENAS = 131072, 2


@functools.cache
def fix_python_malloc() -> bool:
    """Set glibc's mmap threshold and arena count in this process, once; True when both were set."""
    return set_option(M_MMAP_THRESHOLD, MMAP_THRESHOLD_BYTES) and set_option(M_ARENA_MAX, ARENAS)


def trim_python_heap(collect: bool = False) -> None:
    """Give the heap's free pages back to the system (after collecting garbage, with `collect`)."""
    if collect:
        gc.collect()
    trim()


def _ids(targets) -> list:
    return [targets] if isinstance(targets, str) else list(targets)


def _error_text(response) -> str:
    try:
        return response.text()[:300]
    except Exception:  # the body is only for the message
        return ""


@contextlib.contextmanager
def _environment(values: dict):
    """`values` set in os.environ (unless already set there) for the duration, then restored."""
    added = {k: v for k, v in values.items() if k not in os.environ}
    os.environ.update(added)
    try:
        yield
    finally:
        for key in added:
            os.environ.pop(key, None)


class _Driver:
    """Playwright's sync API allows one running driver per thread, so sessions created on the same
    thread share it (reference-counted); each session still has its own browser, server and page."""

    _local = threading.local()

    @classmethod
    def acquire(cls):
        state = getattr(cls._local, "state", None)
        if state is None:
            with _environment(DRIVER_MALLOC_ENV):  # the driver copies this process's environment
                playwright = sync_playwright().start()
            state = cls._local.state = {"playwright": playwright, "users": 0}
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


def decode_png(png: bytes) -> np.ndarray:
    """An RGB array of a PNG capture, decoded once by libspng (about 2x faster than OpenCV's and
    3x faster than Pillow's decoder on a 1440x900 capture; the same pixels)."""
    try:
        return pyspng.load(png, format="RGB")
    except RuntimeError as exc:
        raise ValueError(f"the capture is not a PNG image ({exc})") from None


@dataclass
class Screenshot:
    png: bytes
    array: np.ndarray
    sha1: str
    reused: bool = False  # the previous screenshot: nothing was drawn differently since (frames on demand)


class NavigatedAway(RuntimeError):
    """The page is no longer the app (the runtime cancels page-initiated navigations; this is the
    backstop for any that gets through)."""


class BrowserSession:
    def __init__(self, width: int = 1440, height: int = 900, settle_ms: int = SETTLE_MS, extra_app_dirs=(),
                 zoom: float = 1.0):
        """`width` x `height` are screenshot pixels; at `zoom` > 1 the page lays out in
        width/zoom x height/zoom CSS pixels (a browser zoomed in). Every coordinate this class
        takes or returns is in screenshot pixels."""
        fix_python_malloc()  # before the server's threads take arenas
        if FRAMES not in ("display", "on-demand"):
            raise ValueError(f"IGG_FRAMES={FRAMES!r}: use display or on-demand")
        self.settle_ms = settle_ms
        self.zoom = float(zoom)
        # A frame's own capture comes in CSS pixels: a zoomed page (150%) would be captured at its
        # CSS size, not the screen's, so a zoomed session draws on the display clock.
        self.frames_on_demand = FRAMES == "on-demand" and self.zoom == 1
        self.server = MockupServer(extra_app_dirs=extra_app_dirs)
        self._playwright = _Driver.acquire()
        try:
            self.browser = launch_chromium(self._playwright, self.frames_on_demand)
            self._open_context(width, height)
        except Exception:
            self.close()
            raise
        self.width, self.height = width, height
        self._loads = 0  # loads since the context was opened (see RECYCLE_AFTER_LOADS)
        self._recycles = 0  # contexts recycled since the browser was launched
        self._shown = None  # (app, seed) the page shows, when it can be reset in place
        self._last_shot, self._damaged = None, True  # see screenshot
        self._pointer = (0.0, 0.0)  # where the last move left the pointer (CSS pixels)
        self._pressed = False  # the left button is held (a drag)
        self.last_reset, self.last_reset_reason, self.last_audit = "", "", []
        self.app_url = ""  # the page the app was loaded at; leaving it is an infrastructure failure

    def _open_context(self, width: int, height: int) -> None:
        """A fresh context and page with the request guard, error and popup handlers, the
        DevTools capture session and the paused virtual clock."""
        self.context = new_context(self.browser, round(width / self.zoom), round(height / self.zoom),
                                   allowed_origin=self.server.base_url, scale=self.zoom)
        self.page = self.context.new_page()
        self.page.set_default_timeout(CALL_TIMEOUT_MS)
        # A DevTools capture tuned for speed gives the same pixels as page.screenshot, faster.
        self._cdp = self.context.new_cdp_session(self.page)
        self.page_errors: list[str] = []
        self.page.on("pageerror", lambda exc: self.page_errors.append(str(exc)))
        self._popups: list[str] = []
        self.page.on("popup", self._close_popup)  # a target=_blank link: the app stays the one page
        # Requests under way: a photo set as a CSS background is fetched only once its style is
        # resolved, after the app is ready, and must be in before a capture.
        self._requests = set()
        self.page.on("request", lambda request: self._requests.add(request))
        self.page.on("requestfinished", lambda request: self._requests.discard(request))
        self.page.on("requestfailed", lambda request: self._requests.discard(request))
        # Installed a minute early: the fake clock runs until paused, and pausing can only go forward.
        self.page.clock.install(time=EPOCH_MS / 1000 - 60)
        self.page.clock.pause_at(EPOCH_MS / 1000)  # the last logged call: a new document starts here

    def _recycle_context(self) -> None:
        # Playwright keeps a Request, Route and Response object per network request, in Python
        # and in the driver, for as long as the context lives: over a long run that is most of
        # their memory growth. A new context drops them; the next load navigates anyway.
        # The driver's own memory still grows by about 2 MB per thousand steps with contexts
        # recycled: every few recycles the driver and the browser are started afresh
        # instead, as a server recycles its workers. Pixels do not change: every episode is a
        # fresh document at the same virtual instant either way.
        self.context.close()
        self._recycles += 1
        if self._recycles >= RELAUNCH_AFTER_RECYCLES:
            self._relaunch()
        trim_python_heap(collect=True)
        self._open_context(round(self.width), round(self.height))
        self._loads, self._shown = 0, None

    def _relaunch(self) -> None:
        """A new browser on a new driver (the driver is restarted when no other session on this
        thread shares it)."""
        with contextlib.suppress(Exception):  # a browser that is already gone closes as a no-op
            self.browser.close()
        _Driver.release()
        self._playwright = _Driver.acquire()
        self.browser = launch_chromium(self._playwright, self.frames_on_demand)
        self._recycles = 0

    # -- episode set-up -------------------------------------------------------------------
    def load(self, app: str, state: dict | None = None, seed: int = 0, viewport=None, fresh: bool = False,
             pixels: bool = True) -> None:
        """Open `app` in `state`; pointer parked at the top-left corner, time settled.
        `pixels=False` when nothing will be captured until the next load (it skips the layer
        rebuild that keeps screenshots byte-identical).

        When the page already shows `app` with `seed` at this viewport, the app is unmounted and
        mounted again in the page, with the clock back at EPOCH_MS: the same pixels as a fresh
        page load, without the navigation. Otherwise (or with `fresh`, or when the page's audit
        finds leftovers the runtime could not clean) the page is navigated. `last_reset` says
        which happened ("in-page" or "navigate") and `last_reset_reason` why it navigated.
        """
        state = state or {}
        self._last_shot = None  # a new episode starts with a capture
        resized = bool(viewport) and tuple(viewport) != (self.width, self.height)
        if resized:
            self.width, self.height = viewport
            self.page.set_viewport_size({"width": round(self.width / self.zoom),
                                         "height": round(self.height / self.zoom)})
        trim_python_heap()
        recycled = self._loads >= RECYCLE_AFTER_LOADS
        if recycled:
            self._recycle_context()
        self._loads += 1
        self.page_errors.clear()
        if fresh:
            reason = "fresh load requested"
        elif recycled:
            reason = "browser context recycled"
        elif resized:
            reason = "viewport changed"
        elif self._shown != (app, seed):
            reason = "first load" if self._shown is None else "app or seed changed"
        else:
            reason = self._reset_in_page(app, state, seed)  # time settled in its last call
        if reason is None:
            self.last_reset, self.last_reset_reason = "in-page", ""
        else:
            self._shown = None
            self._navigate(app, state, seed)
            self.last_reset, self.last_reset_reason = "navigate", reason
        self._shown = (app, seed)
        if pixels:
            self._rebuild_layers()

    def _rebuild_layers(self) -> None:
        # On a loaded machine a frame drawn while an app mounts can leave Chromium's compositing
        # layers split so that a rounded clip over a photo (the PiP's corners) is drawn along
        # another path, and later frames keep that split (1 first reset in 8 under load). A frame
        # (the capture), then the layer tree agent on and off, makes Chromium lay the layers out
        # again from the finished page: 0 of 56 such resets differed. The first frame drawn after
        # a navigation could lack a photo set as a CSS background (its request starts when that
        # frame resolves styles; seen with frames on demand, and on the display path under load):
        # a frame is drawn, then the requests it started are awaited.
        if self.frames_on_demand:
            self._frame(draw=True)  # styles resolved: every background photo is requested
        else:
            self.capture_png()
        self._await_requests()
        self._cdp.send("LayerTree.enable")
        self._cdp.send("LayerTree.disable")

    def _navigate(self, app: str, state: dict, seed: int) -> None:
        self._move(0, 0)
        # The new document's clock starts at EPOCH_MS (see PAGE_CLOCK): every episode starts at the same instant.
        # The page is one self-contained document whose inline scripts mount the app, so there is
        # nothing to wait for after commit but the runtime's ready flag.
        response = self._goto(self.server.url(app, state, seed))
        self.app_url = self.page.url
        if response is not None and response.status != 200:
            raise RuntimeError(f"app {app!r} cannot open in state {state!r}: HTTP {response.status} "
                               f"{_error_text(response)}")
        self._await_ready(app, state, navigated=True, settle_ms=self.settle_ms)
        # Nothing to go back to: a sideways scroll or drag past the page's edge is Chromium's
        # back gesture, which would leave the app for the previous task's page (the page's
        # navigation guard cannot cancel a traversal to another document). Asked once the new
        # document is ready: while it commits, DevTools may not be attached to it yet.
        self._send("Page.resetNavigationHistory")

    def _goto(self, url: str, attempts: int = 5):
        for attempt in range(attempts):
            try:
                return self.page.goto(url, wait_until="commit")
            except PlaywrightError as exc:
                # A navigation still under way (the error page of a refused one) can pre-empt ours:
                # let it finish loading, then go again.
                if "interrupted by another navigation" not in str(exc) or attempt == attempts - 1:
                    raise
                with contextlib.suppress(PlaywrightError):
                    self.page.wait_for_load_state("load", timeout=CALL_TIMEOUT_MS)

    def _reset_in_page(self, app: str, state: dict, seed: int) -> str | None:
        """Unmount and mount again in the page; the reason to navigate instead, or None when done."""
        mounted = self.server.page_state(app, state)  # the page route's checks and defaults
        try:
            # The pointer is parked first: the app it moves over is unmounted next.
            self._move(0, 0)
            found = self._call(
                """([app, seed, t0, state]) => {
                    if (!window.igg || igg.app !== app || igg.seed !== seed || !igg.unmount) return null;
                    igg.unmount();
                    const leftovers = igg.audit();
                    if (leftovers.length) return leftovers;
                    PAGE_CLOCK.setSystemTime(t0);
                    igg.mount(state);
                    return [];
                }""".replace("PAGE_CLOCK", PAGE_CLOCK), [app, seed, EPOCH_MS, mounted])
        except Exception as exc:  # a crashed or navigated page is reloaded, not reused
            return f"page broken: {str(exc).splitlines()[0]}"
        if found is None:
            return "page no longer shows the app"
        if found:
            self.last_audit = found
            return "audit: " + "; ".join(found)
        self._await_ready(app, state, settle_ms=self.settle_ms)
        return None

    def _await_ready(self, app: str, state: dict, navigated: bool = False, settle_ms: int = 0) -> None:
        """Until the mounted app is ready; then `settle_ms` of virtual time run, in the same call."""
        # Polled from here: the page's own timers and frames run on the paused virtual clock. The
        # bound is real time, not a count of polls, so a loaded machine does not fail a slow mount.
        check = "!!(window.igg && window.igg.ready === true)"
        if settle_ms:
            check = (f"(async () => {{ if (!({check})) return false; await {PAGE_CLOCK}.runFor({int(settle_ms)}); "
                     "return true; })()")
        ready, deadline = False, time.monotonic() + READY_SECONDS
        while not ready and not self.page_errors and time.monotonic() < deadline:  # a script error: it will not mount
            if self.frames_on_demand:
                self._frame()  # an image's decode completes in a frame
            # Right after a navigation, Playwright's evaluate waits for the new document's context.
            ask = self.page.evaluate if navigated else self._value
            ready = ask(check)
        if not ready:
            errors = "; ".join(self.page_errors) or "not ready after the page loaded"
            raise RuntimeError(f"app {app!r} did not become ready in state {state!r}: {errors}")

    # -- actions ---------------------------------------------------------------------------
    def perform(self, action: Action) -> None:
        """Execute a typed action as real input, then let virtual time settle."""
        action = self._to_css(action)
        if action.kind == "click":
            self._move(action.x, action.y)
            self._press(True)
            self._press(False)
        elif action.kind == "move":
            self._move(action.x, action.y)
        elif action.kind == "scroll":
            self._move(action.x, action.y)
            before = self._value("igg.wheelCount()")
            self._input({"type": "mouseWheel", "x": action.x, "y": action.y, "deltaX": action.dx,
                         "deltaY": action.dy, "modifiers": 0})
            self._await_wheel(before)
        elif action.kind == "drag":
            self._move(action.x, action.y)
            self._press(True)
            for i in range(1, DRAG_STEPS + 1):  # as Playwright's mouse.move(steps=...) goes
                self._move(action.x + (action.x2 - action.x) * i / DRAG_STEPS,
                           action.y + (action.y2 - action.y) * i / DRAG_STEPS)
            self._press(False)
        elif action.kind == "wait":
            self.advance(action.ms)
        else:
            raise ValueError(f"the session cannot perform {action.kind!r}")
        self.advance(self.settle_ms)
        if self.page.url != self.app_url:
            raise NavigatedAway(f"the page left the app for {self.page.url[:200]}; the next reset reloads it")
        self._await_images()  # images the action brought in: decoded before the screenshot
        self._await_requests()  # and photos set as CSS backgrounds that it brought into view
        # The page may have changed under a still pointer (a click's menu, a hover card opened
        # after a move, a popup a wait brought in); Chromium re-evaluates hover only on its own
        # frame timing, so a move to the same point makes the hover state deterministic.
        self._move(*self._pointer)

    def _input(self, event: dict) -> None:
        """Send one mouse event (Input.dispatchMouseEvent's parameters, CSS pixels) and wait until
        the page has it. Sent as Playwright's mouse sends it, on the DevTools session directly
        (Playwright's own protocol would add a hop for nothing)."""
        if not self.frames_on_demand:
            self._send("Input.dispatchMouseEvent", event)
            return
        # Chromium acknowledges a pointer move or a wheel only once a frame has handled it, and
        # a sync call waits for that acknowledgement: the event is sent as a task on
        # Playwright's event loop instead, which runs while the session asks for frames.
        task = self.page._loop.create_task(self._cdp._impl_obj.send("Input.dispatchMouseEvent", event, CALL_TIMEOUT_MS))
        try:
            self._frames_until(task.done, CALL_TIMEOUT_MS / 1000, "an input event was never acknowledged", draw=True)
        except RuntimeError:
            task.cancel()
            raise
        task.result()

    def _frames_until(self, done, seconds: float, failure: str, draw: bool = False) -> None:
        """Frames on demand until `done()` (the page's work that completes in frames: input
        handed over, image decodes, requests whose events Playwright delivers meanwhile)."""
        deadline = time.monotonic() + seconds
        while not done():
            if time.monotonic() > deadline:
                raise RuntimeError(failure)
            self._frame(draw=draw)

    def _await_requests(self) -> None:
        if self.frames_on_demand:
            self._frames_until(lambda: not self._requests, READY_SECONDS, "a request of the page never finished")
            return
        # The display draws on its own; the short wait is where Playwright delivers the events.
        deadline = time.monotonic() + READY_SECONDS
        while self._requests:
            if time.monotonic() > deadline:
                raise RuntimeError("a request of the page never finished")
            self.page.wait_for_timeout(2)

    def _await_images(self) -> None:
        if not self.frames_on_demand:
            self._value("igg.settled()")
            return
        # The decodes complete in frames: the promise is left to the page (under a symbol, which
        # the runtime's audit of globals does not see) and frames are made until it is kept.
        self._value("""(() => { const key = Symbol.for("igg.session.settled"); window[key] = false;
                                       igg.settled().then(() => { window[key] = true; }); })()""", wait=False)
        self._frames_until(lambda: self._value("window[Symbol.for('igg.session.settled')]"), READY_SECONDS,
                           "the page's images did not decode")

    def _move(self, x: float, y: float) -> None:
        self._pointer = (x, y)
        # With frames on demand the move reaches the page in the frame made for it, before time runs on.
        self._input({"type": "mouseMoved", "x": x, "y": y, **self._button(), "modifiers": 0})

    def _press(self, down: bool) -> None:
        """The left button pressed or released where the pointer is."""
        self._pressed = down
        x, y = self._pointer
        event = {"type": "mousePressed" if down else "mouseReleased", "x": x, "y": y, "button": "left",
                 "buttons": 1 if down else 0, "clickCount": 1, "modifiers": 0}
        self._input({**event, "force": 0.5} if down else event)

    def _button(self) -> dict:
        # As Playwright's mouse: a move names the button held (a drag), with its pressure.
        return {"button": "left", "buttons": 1, "force": 0.5} if self._pressed else {"button": "none", "buttons": 0, "force": 0}

    def _frame(self, screenshot: dict | None = None, draw: bool = False) -> dict:
        """One frame now (frames on demand only): with `screenshot`, drawn and captured; else
        drawn if `draw`, or only its effects in the page (input handed over, layout, decodes)."""
        params = {"screenshot": screenshot} if screenshot else {"noDisplayUpdates": not draw}
        result = self._send("HeadlessExperimental.beginFrame", params)
        if draw:  # what the screen shows changed since the last screenshot (see screenshot)
            self._damaged = self._damaged or result.get("hasDamage", True)
        return result

    def _to_css(self, action: Action) -> Action:
        """Screenshot pixels to the page's CSS pixels (scroll deltas stay CSS pixels, like a wheel's)."""
        if self.zoom == 1 or action.kind == "wait":
            return action
        z = self.zoom
        args = list(action.args)
        scaled = [0, 1] if action.kind != "drag" else [0, 1, 2, 3]
        for i in scaled:
            args[i] = args[i] / z
        return Action(action.kind, tuple(args))

    def _await_wheel(self, before: int) -> None:
        # The wheel is delivered asynchronously; a wheel that can scroll something is done when the
        # scroll event has fired, one that cannot is done once the page has seen it.
        for _ in range(WHEEL_POLLS):
            if self.frames_on_demand:
                self._frame(draw=True)  # the scroll is made in a drawn frame
            if self._call("(n) => igg.wheelSettled(n)", before):
                return
        raise RuntimeError("the wheel event never reached the page")

    def _close_popup(self, popup) -> None:
        self._popups.append(popup.url[:200] or "popup")
        popup.close()

    def blocked_navigations(self) -> list:
        """The navigations the page tried since the last call: cancelled by the runtime, or
        popups this session closed."""
        blocked = self._value("igg.takeBlockedNavigations()") + self._popups
        self._popups = []
        return blocked

    def advance(self, ms: float) -> None:
        if ms > 0:  # awaits the timers it runs, like page.clock.run_for (see PAGE_CLOCK)
            self._call(f"(ms) => {PAGE_CLOCK}.runFor(ms)", int(round(ms)))

    # -- observation and probes -------------------------------------------------------------
    def screenshot(self) -> Screenshot:
        """The page now. With frames on demand, a frame is drawn first; when it and every frame
        drawn since the last screenshot of this page changed nothing on screen, that screenshot
        is the page now, and is returned again (`reused`) without a capture."""
        if self.frames_on_demand and self._last_shot is not None:  # else the capture's own frame is the first
            self._frame(draw=True)
            if not self._damaged:
                return replace(self._last_shot, reused=True)
        png = self.capture_png()
        shot = Screenshot(png=png, array=decode_png(png), sha1=hashlib.sha1(png).hexdigest())
        self._last_shot, self._damaged = shot, False
        return shot

    # The visibility check and the click rule live in the page (mockups/runtime/visibility.js);
    # these are one round trip each.
    def score(self, x: float, y: float, targets) -> dict:
        """THE click rule at (x, y): {hit, success, enabled}; `targets` is a list of element ids."""
        return self._call("([x, y, t]) => igg.score(x, y, t)", [x / self.zoom, y / self.zoom, _ids(targets)])

    def exposure(self, targets) -> dict:
        """{exposure, points, scoring}: the share of a <= 4 px grid over the targets where a click scores."""
        return self._call("(t) => igg.exposure(t)", _ids(targets))

    def reveal(self, targets) -> dict:
        """{visible, unobstructed, actionable, exposure} of the target set (the exposure on a grid of
        at most 256 points per client rect: see visibility.js)."""
        return self._call("(t) => igg.reveal(t)", _ids(targets))

    def inspect(self, element_id: str, exposure: bool = True) -> dict:
        """{exists, count, box, visible, unobstructed, enabled, actionable, exposure, reason,
        covered_by} of one element; `exposure=False` skips the grid (no "exposure" key)."""
        if exposure:
            return self._call("(id) => igg.inspect(id)", element_id)
        state = self._call("(id) => igg.status(id)", element_id)
        state.pop("exposure", None)
        return state

    def hit_test(self, x: float, y: float) -> str | None:
        return self._call("([x, y]) => igg.hitTest(x, y)", [x / self.zoom, y / self.zoom])

    def center(self, element_id: str, how: str = "box"):
        """Where a reference step acts on an element (screenshot pixels), or None when the element
        is absent or not rendered (display: none has no box: its centre would be the page's corner)."""
        point = self._call("""([id, how]) => {
            const el = document.querySelector('[data-igg-id="' + CSS.escape(id) + '"]');
            return el && el.getClientRects().length ? igg.center(id, how) : null;
        }""", [element_id, how])
        return None if point is None else (point["x"] * self.zoom, point["y"] * self.zoom)

    def capture_png(self) -> bytes:
        """The raw DevTools capture the screenshot is made of (the benchmark's floor)."""
        params = {"format": "png", "optimizeForSpeed": True}
        if self.frames_on_demand:  # the frame's own capture (zoom 1 only: see __init__)
            return base64.b64decode(self._frame(params)["screenshotData"])
        if self.zoom != 1:  # the capture is in CSS pixels unless asked for the device's
            # A clip is in document coordinates: it starts where the document is scrolled to.
            view = self._send("Page.getLayoutMetrics")["cssVisualViewport"]
            params["clip"] = {"x": view["pageX"], "y": view["pageY"], "width": self.width / self.zoom,
                              "height": self.height / self.zoom, "scale": self.zoom}
        try:
            shot = self._send("Page.captureScreenshot", params)
        except PlaywrightTimeoutError:
            # Headless Chromium can let its compositor idle so that a capture waits for a frame
            # that never comes (1 in a few hundred fuzz steps under load): a screencast frame
            # wakes it, and the capture is asked again, once.
            self._send("Page.startScreencast", {"format": "jpeg", "quality": 1, "maxWidth": 8, "maxHeight": 8})
            self._send("Page.stopScreencast")
            shot = self._send("Page.captureScreenshot", params)
        return base64.b64decode(shot["data"])

    def _send(self, method: str, params: dict | None = None, timeout_ms: float = CALL_TIMEOUT_MS):
        """A DevTools call bounded by `timeout_ms` (a CDP session's calls wait forever by default; 0: no bound)."""
        return self._cdp.send(method, params, timeout=timeout_ms)

    def _value(self, expression: str, wait: bool = True, timeout_ms: float = CALL_TIMEOUT_MS):
        """The value of a page expression, over the DevTools session (about half the cost of
        page.evaluate, whose own protocol adds a hop); a promise is awaited unless `wait` is False.
        A script error raises PlaywrightError, as page.evaluate does; `timeout_ms` 0: no bound."""
        reply = self._send("Runtime.evaluate", {"expression": expression, "returnByValue": True, "awaitPromise": wait},
                           timeout_ms)
        if "exceptionDetails" in reply:
            details = reply["exceptionDetails"]
            message = details.get("exception", {}).get("description") or details.get("text", "script error")
            raise PlaywrightError(f"page script failed: {message}")
        return reply["result"].get("value")

    def _call(self, function: str, arg, timeout_ms: float = CALL_TIMEOUT_MS):
        """`function` (a JavaScript function's source) called in the page with `arg` (JSON), its value."""
        return self._value(f"({function})({json.dumps(arg)})", timeout_ms=timeout_ms)

    def app_state(self) -> dict:
        return self._value("igg.state()")

    def controls(self) -> list[dict]:
        """Every point where a click reaches a control now: [{x, y, id, element}] in CSS pixels."""
        return self._value("igg.controls()")

    def coverage(self, targets) -> dict:
        """{"exposure": exposure(targets), "overlays": overlays(targets)} in one pass over the
        targets' grid, one hit test per point (the validator's check at reset)."""
        return self._call("(t) => IGGVisibility.coverage(t)", _ids(targets))

    def overlays(self, targets=None) -> list[dict]:
        """See-through elements catching clicks meant for what is under them (over `targets`, or the viewport)."""
        return self._call("(t) => igg.overlays(t)", None if targets is None else _ids(targets))

    def probe_clicks(self, app: str, state: dict, seed: int, points) -> list[dict | None]:
        """The app's store after a click at each point, each from the loaded state: the click's
        events are dispatched in the page (igg.clickAt), time settles, then the app is mounted
        again in the page for the next point. None for a click after which the page could not be
        reused (it is reloaded, and the probes go on from there). Leaves the page in `state`."""
        mounted = self.server.page_state(app, state)
        # A click that changed neither the DOM, nor the store, nor a scroll position left the page
        # as the reset made it: the next click goes on from there without the remount (~40 ms).
        script = """async ([points, ms, t0, state]) => {
            const clock = PAGE_CLOCK, out = [];
            // The watchers are made while the app is mounted, so the runtime owns them and its
            // unmount removes them: they are made again after every mount. The observer's
            // callback sets a flag (its records are delivered, and gone, while time runs).
            let changed = false, watch = null;
            const onScroll = () => { changed = true; };
            const arm = () => {
                changed = false;
                watch = new MutationObserver(() => { changed = true; });
                watch.observe(document.documentElement, {subtree: true, childList: true, attributes: true, characterData: true});
                document.addEventListener("scroll", onScroll, true);
            };
            const disarm = () => {
                if (watch) watch.disconnect();
                document.removeEventListener("scroll", onScroll, true);
            };
            arm();
            const before = JSON.stringify(igg.state()), y0 = [scrollX, scrollY].join();
            try {
                for (const [x, y] of points) {
                    igg.clickAt(x, y);
                    await clock.runFor(ms);
                    const after = igg.state();
                    out.push(after);
                    if (!changed && !watch.takeRecords().length && JSON.stringify(after) === before
                        && [scrollX, scrollY].join() === y0) continue;
                    disarm();
                    igg.unmount();
                    if (igg.audit().length) return out;
                    igg.takeBlockedNavigations();
                    clock.setSystemTime(t0);
                    igg.mount(state);
                    await clock.runFor(ms);
                    arm();
                }
            } finally {
                disarm();
            }
            return out;
        }""".replace("PAGE_CLOCK", PAGE_CLOCK)
        points, out = [list(p) for p in points], []
        while len(out) < len(points):
            try:
                # Unbounded, as page.evaluate is: a reset state may have hundreds of controls to click.
                got = self._call(script, [points[len(out):], self.settle_ms, EPOCH_MS, mounted], timeout_ms=0)
            except PlaywrightError:  # a click that broke the page: that point has no state
                got = [None]
            out += got
            if len(out) < len(points) or got[-1] is None:
                self._shown = None
                self.load(app, state, seed)
        self._await_ready(app, state)
        return out

    def close(self) -> None:
        if getattr(self, "_closed", False):
            return
        self._closed = True
        for stop in (lambda: self.browser.close(), _Driver.release, self.server.close):
            try:
                stop()
            except Exception:  # closing is best effort: a half-started session has parts missing
                pass
