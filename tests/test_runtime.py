"""The page runtime (mockups/runtime/), the server's checks and the session's in-page reset,
against the real server and a real Chromium."""
import json
import socket
import threading
import urllib.error
import urllib.request
from itertools import groupby
from pathlib import Path

import pytest

from igg.envs.actions import make_action
from igg.envs.browser import origin
from igg.envs.session import BrowserSession
from igg.mockups.server import CSP, MockupServer, RUNTIME
from igg.replay.reference import UnresolvedStep, resolve_step
from igg.tasks.schema import load_suite

from conftest import one_per_app_and_subtype

TEST_APPS = Path(__file__).resolve().parent / "apps"


@pytest.fixture(scope="module")
def session():
    s = BrowserSession(extra_app_dirs=[TEST_APPS])
    yield s
    s.close()


# -- the click rule and exposure, on visibility.js alone --------------------------------------
FIXTURE = """<!doctype html><body style="margin:0">
<div data-igg-id="t.box" style="position:absolute;left:0;top:0;width:200px;height:100px;background:#ddd">
  <span style="display:block;width:50px;height:50px;background:#999"></span></div>
<div data-igg-id="t.cover" style="position:absolute;left:100px;top:0;width:50px;height:100px;background:#f66"></div>
<button data-igg-id="t.disabled" disabled style="position:absolute;left:300px;top:0;width:100px;height:40px">D</button>
<div aria-disabled="true"><button data-igg-id="t.aria" style="position:absolute;left:450px;top:0;width:100px;height:40px">A</button></div>
<div inert><button data-igg-id="t.inert" style="position:absolute;left:600px;top:0;width:100px;height:40px">I</button></div>
<div data-igg-id="t.scroller" style="position:absolute;left:0;top:200px;width:200px;height:100px;overflow:auto">
  <div style="height:1000px"><button data-igg-id="t.deep" style="margin-top:600px;width:100px;height:30px">deep</button></div></div>
<button data-igg-id="t.below" style="position:absolute;left:0;top:2000px">below the fold</button>
</body>"""


@pytest.fixture()
def fixture_page(session):
    """A plain page with only visibility.js injected, as the PointerBench generators use it."""
    page = session.page
    page.goto("about:blank")
    page.set_content(FIXTURE)
    page.add_script_tag(content=(RUNTIME / "visibility.js").read_text(encoding="utf-8"))
    yield lambda expr, *args: page.evaluate(expr, *args)
    session._shown = None  # the page no longer shows an app


def test_score_is_the_nearest_id_and_enabled(fixture_page):
    score = lambda x, y, t: fixture_page("([x, y, t]) => IGGVisibility.score(x, y, t)", [x, y, t])
    assert score(20, 20, ["t.box"]) == {"hit": "t.box", "success": True, "enabled": True}  # via the span's ancestor
    assert score(120, 20, ["t.box"]) == {"hit": "t.cover", "success": False, "enabled": True}
    assert score(120, 20, ["t.box", "t.cover"])["success"]  # any declared equivalent target
    assert score(350, 20, ["t.disabled"]) == {"hit": "t.disabled", "success": False, "enabled": False}
    assert score(500, 20, ["t.aria"]) == {"hit": "t.aria", "success": False, "enabled": False}
    assert not score(650, 20, ["t.inert"])["success"]
    assert score(900, 500, ["t.box"]) == {"hit": None, "success": False, "enabled": False}


def test_exposure_counts_grid_points_that_would_score(fixture_page):
    exposure = lambda t: fixture_page("(t) => IGGVisibility.exposure(t)", t)
    box = exposure(["t.box"])
    assert box["points"] >= (200 // 4) * (100 // 4)  # a grid at most 4 px apart
    assert 0.7 < box["exposure"] < 0.8  # the cover takes a quarter of it
    assert exposure(["t.box", "t.cover"])["exposure"] == 1
    assert exposure(["t.disabled"])["exposure"] == 0
    assert exposure(["t.below"]) == {"exposure": 0, "points": 0, "scoring": 0}  # outside the viewport
    deep = exposure(["t.deep"])
    assert deep["points"] > 0 and deep["exposure"] == 0  # in the viewport, clipped by its scroller
    fixture_page("document.querySelector('[data-igg-id=\"t.scroller\"]').scrollTop = 580")
    assert exposure(["t.deep"])["exposure"] == 1


def test_reveal_and_inspect_report_the_same_definitions(fixture_page):
    reveal = fixture_page("IGGVisibility.reveal(['t.box'])")
    assert reveal["visible"] and not reveal["unobstructed"] and not reveal["actionable"]  # covered at its centre
    assert 0.65 < reveal["exposure"] < 0.8
    state = fixture_page("IGGVisibility.inspect('t.box')")
    # reveal() measures on a grid of at most 256 points per rect, inspect() on the full 4 px grid
    assert state["covered_by"] == "t.cover" and abs(state["exposure"] - reveal["exposure"]) < 0.05
    full, capped = fixture_page("[IGGVisibility.exposure(['t.box']), IGGVisibility.exposure(['t.box'], 256)]")
    assert full["points"] > 256 >= capped["points"] > 200, (full, capped)
    status = fixture_page("IGGVisibility.status('t.box')")
    assert {k: v for k, v in status.items() if k != "exposure"} == {k: v for k, v in state.items() if k != "exposure"}
    assert fixture_page("IGGVisibility.reveal(['t.box', 't.aria'])")["visible"]
    assert not fixture_page("IGGVisibility.reveal(['t.deep'])")["visible"]


# -- ownership, unmount and audit -------------------------------------------------------------
def counts(session):
    return session.page.evaluate("Object.assign({}, window.leakyCounts)")


def test_unmount_cleans_what_the_runtime_owns_and_audit_reports_the_rest(session):
    session.load("leaky", {}, fresh=True)
    session.advance(1200)
    running = counts(session)
    assert all(running[k] > 0 for k in ("interval", "timeout", "frame", "observer")), running
    session.page.keyboard.press("a")
    assert counts(session)["listener"] == 1 and counts(session)["onprop"] == 1

    leftovers = session.page.evaluate("() => { igg.unmount(); return igg.audit(); }")
    assert leftovers == ["handler property document.onkeydown is set", "new window property leakyCounts",
                         "node <div.leaky-html-node> left in html"]
    page_now = session.page.evaluate("""() => ({
        ready: igg.ready, app: document.getElementById('app').childNodes.length,
        bodyNode: !!document.querySelector('.leaky-body-node'), bodyClass: document.body.className,
        bodyStyle: document.body.getAttribute('style'), headStyles: document.head.querySelectorAll('style').length})""")
    assert page_now == {"ready": False, "app": 0, "bodyNode": False, "bodyClass": "", "bodyStyle": None,
                        "headStyles": 3}  # the shell's, the kit's and the app's CSS blocks only
    before = counts(session)
    session.advance(2000)
    session.page.evaluate("document.body.setAttribute('data-poke', '1')")
    session.page.keyboard.press("a")
    after = counts(session)
    # Timers, frames, the listener and the observer are gone; the handler property still fires.
    assert {k: after[k] - before[k] for k in after} == {"interval": 0, "timeout": 0, "frame": 0, "listener": 0,
                                                        "observer": 0, "onprop": 1}

    session.load("leaky", {})  # the audit finds leftovers: the session navigates instead
    assert session.last_reset == "navigate" and "audit" in session.last_reset_reason
    assert "document.onkeydown" in session.last_reset_reason


def test_mount_again_uses_the_new_state_with_defaults(session):
    session.load("leaky", {"label": "First"}, fresh=True)
    session.page.evaluate("() => { igg.unmount(); igg.mount({label: 'Second'}); }")
    session._await_ready("leaky", {})
    assert session.page.inner_text("h1") == "Second"
    session.page.evaluate("() => { igg.unmount(); igg.mount({}); }")
    session._await_ready("leaky", {})
    assert session.page.inner_text("h1") == "Leaky"  # the manifest's default
    session.load("leaky", {}, fresh=True)


# -- in-page reset == fresh load, for every task ----------------------------------------------
def _run_trace(session, task):
    """The task's reference trace, as dirt for the next reset (it may stop early)."""
    for step in task.trace:
        try:
            session.perform(resolve_step(session, step, task.viewport))
        except UnresolvedStep:
            return


def test_in_page_reset_is_byte_identical_to_a_fresh_load(session):
    """On one task per (app, sub-type) at the desktop preset: every app, every mechanism family."""
    desktop = [t for t in load_suite() if tuple(t.viewport) == (1440, 900) and t.zoom == 1]
    tasks = sorted(one_per_app_and_subtype(desktop), key=lambda t: t.app)
    mismatched, navigated = [], []
    for _, group in groupby(tasks, key=lambda t: t.app):
        group = list(group)
        fresh = {}
        for i, task in enumerate(group + group[:1]):  # the first task again at the end, after the last trace
            if i:
                session.load(task.app, task.state, task.seed, task.viewport)  # after the previous trace
                # a navigation only because the context was due for recycling says nothing of the audit
                if session.last_reset != "in-page" and session.last_reset_reason != "browser context recycled":
                    navigated.append(f"{task.id}: {session.last_reset_reason}")
                in_page = session.screenshot()
            if i < len(group):
                session.load(task.app, task.state, task.seed, task.viewport, fresh=True)
                assert session.last_reset == "navigate"
                fresh[task.id] = session.screenshot().png
            if i and in_page.png != fresh[task.id]:
                mismatched.append(task.id)
                Path("/tmp/igg-reset-mismatch").mkdir(exist_ok=True)
                Path(f"/tmp/igg-reset-mismatch/{task.id}.in-page.png").write_bytes(in_page.png)
                Path(f"/tmp/igg-reset-mismatch/{task.id}.fresh.png").write_bytes(fresh[task.id])
            if i < len(group):
                _run_trace(session, task)
    assert not navigated, navigated  # every real app audits clean
    assert not mismatched, f"in-page reset differs from a fresh load (PNGs in /tmp/igg-reset-mismatch): {mismatched}"


def test_a_changed_app_or_seed_navigates(session):
    session.load("leaky", {}, seed=0, fresh=True)
    session.load("leaky", {}, seed=1)
    assert session.last_reset == "navigate" and session.last_reset_reason == "app or seed changed"
    assert session.page.evaluate("igg.seed") == 1


# -- server checks ----------------------------------------------------------------------------
def _get(server, app, raw_state):
    url = f"{server.base_url}/apps/{app}/?state=" + urllib.request.quote(raw_state)
    try:
        with urllib.request.urlopen(url) as response:
            return response.status, response.read().decode(), response.headers
    except urllib.error.HTTPError as exc:
        return exc.code, exc.read().decode(), exc.headers


@pytest.mark.parametrize("raw, problem", [
    ('{"label": 3}', "must be str"),
    ('{"nope": 1}', "unknown state key 'nope'"),
    ('{"a":' * 30 + "1" + "}" * 30, "nested deeper than 20"),
    ("[" * 2000 + "]" * 2000, "state"),
    ('{"label": ' + "9" * 5000 + "}", "beyond 2**53"),
    ('{"label": 9007199254740993}', "beyond 2**53"),
    ('{"label": NaN}', "not allowed"),
    ('{"label": 1e999}', "not finite"),
    ("[1]", "must be a JSON object"),
])
def test_bad_states_get_400_naming_the_problem(raw, problem):
    with MockupServer(extra_app_dirs=[TEST_APPS]) as server:
        status, body, _ = _get(server, "leaky", raw)
    assert status == 400 and problem in body, (status, body[:300])


def test_huge_states_are_refused_before_parsing():
    from igg.mockups.server import StateError

    with MockupServer(extra_app_dirs=[TEST_APPS]) as server:
        with pytest.raises(StateError, match="larger than 64 kB"):
            server.page_state("leaky", {"label": "x" * 70_000})  # the session's in-page path
        assert _get(server, "leaky", '{"label": "' + "x" * 70_000 + '"}')[0] in (400, 414)  # never a 500
        assert server.page_state("leaky", {}) == {"label": "Leaky"}


def test_pages_carry_the_csp_and_unknown_apps_are_404():
    with MockupServer(extra_app_dirs=[TEST_APPS]) as server:
        status, body, headers = _get(server, "leaky", "{}")
        assert status == 200 and headers["Content-Security-Policy"] == CSP and "'self'" in CSP
        assert _get(server, "..%2Fetc", "{}")[0] == 404
        assert _get(server, "no-such-app", "{}")[0] == 404
    with MockupServer() as server:
        assert _get(server, "leaky", "{}")[0] == 404  # test apps only when asked for


# -- browser hardening ------------------------------------------------------------------------
def test_left_scroll_does_not_navigate_back(session):
    session.load("leaky", {}, fresh=True)  # so that history has a page behind the task's
    # One task per app and sub-type at the desktop preset (left scrolls do not depend on it): every
    # app's scroll areas; in-page resets keep the history behind the page.
    desktop = [t for t in load_suite() if tuple(t.viewport) == (session.width, session.height)]
    for task in one_per_app_and_subtype(desktop):
        session.load(task.app, task.state, task.seed, task.viewport)
        url = session.page.url
        session.perform(make_action("scroll", [700, 450, -300, 0]))
        session.advance(500)
        assert session.page.url == url and session.page.evaluate("igg.ready && igg.app") == task.app, task.id


class CountingListener:
    """A TCP listener on another loopback port that counts connection attempts."""

    def __init__(self):
        self.sock = socket.socket()
        self.sock.bind(("127.0.0.1", 0))
        self.sock.listen(16)
        self.port = self.sock.getsockname()[1]
        self.connections = 0
        threading.Thread(target=self._accept, daemon=True).start()

    def _accept(self):
        while True:
            try:
                conn, _ = self.sock.accept()
            except OSError:
                return
            self.connections += 1
            conn.close()


def test_origin_guard_parses_urls_and_websockets_are_refused(session):
    server_port = session.server.port
    listener = CountingListener()
    try:
        assert origin(f"http://127.0.0.1:{server_port}@127.0.0.1:{listener.port}/") == ("http", "127.0.0.1", listener.port)
        session.load("leaky", {}, fresh=True)
        with pytest.raises(Exception):
            session.page.goto(f"http://127.0.0.1:{server_port}@127.0.0.1:{listener.port}/")
        session.load("leaky", {}, fresh=True)
        outcome = session.page.evaluate("""(port) => new Promise((done) => {
            const ws = new WebSocket('ws://127.0.0.1:' + port + '/');
            ws.onopen = () => done('open'); ws.onerror = () => done('error'); ws.onclose = () => done('closed');
        })""", listener.port)
        assert outcome in ("error", "closed")
        image = session.page.evaluate("""(port) => new Promise((done) => {
            const img = new Image(); img.onload = () => done('loaded'); img.onerror = () => done('blocked');
            img.src = 'http://127.0.0.1:' + port + '/x.png';
        })""", listener.port)
        assert image == "blocked" and listener.connections == 0
    finally:
        listener.sock.close()
        session._shown = None


def test_assets_are_served_same_origin_and_only_media():
    with MockupServer() as server:
        avatar = next((Path(__file__).parents[1] / "mockups" / "assets" / "avatars").glob("*.svg")).name
        with urllib.request.urlopen(f"{server.base_url}/assets/avatars/{avatar}") as response:
            assert response.status == 200 and b"<svg" in response.read()
        for path in ("catalog.py", "../server.py", "avatars/index.json"):
            try:
                urllib.request.urlopen(f"{server.base_url}/assets/{path}")
            except urllib.error.HTTPError as exc:
                assert exc.code == 404, path
            else:
                raise AssertionError(f"/assets/{path} must not be served")


def test_the_server_keeps_only_a_few_rendered_pages():
    """Pages are cached by (app, state, seed), but each is up to a few megabytes of text: forty
    distinct email pages leave little in memory (a cache of 256 held a long run's worth)."""
    import gc
    import tracemalloc

    with MockupServer() as server:
        _get(server, "email", "{}")  # the app's content and the runtime are read once and kept
        # Deep tracebacks, so that only what the server's code allocated is counted: threads
        # left by earlier tests of a full run allocate too (22 MB where this alone is 12).
        tracemalloc.start(64)
        try:
            for seed in range(40):
                with urllib.request.urlopen(f"{server.base_url}/apps/email/?seed={seed}") as response:
                    assert response.status == 200 and len(response.read()) > 200_000
            gc.collect()
            snapshot = tracemalloc.take_snapshot()
        finally:
            tracemalloc.stop()
    server_code = tracemalloc.Filter(True, "*/mockups/*", all_frames=True)
    held = sum(trace.size for trace in snapshot.filter_traces([server_code]).traces)
    assert held < 20e6, f"{held / 1e6:.1f} MB held after 40 pages"


# -- what the outcome check of the validator reads: controls, clicks in the page, overlays ------
def test_controls_are_the_clickable_places_and_clicks_in_the_page_reach_the_store(session):
    session.load("kitdemo", {}, fresh=True)
    controls = {c["id"]: c for c in session.controls()}
    # Listened-to elements and native controls in view; nothing disabled or off screen.
    assert {"kitdemo.menu.button", "kitdemo.filter.button", "kitdemo.tab.social", "kitdemo.open-dialog"} <= set(controls)
    assert "kitdemo.download" not in controls  # disabled until 3 s have passed
    assert "kitdemo.menu.reply" not in controls  # in a closed menu: not in the page
    points = [(controls[i]["x"], controls[i]["y"]) for i in ("kitdemo.tab.social", "kitdemo.filter.button", "kitdemo.tab.promotions")]
    states = session.probe_clicks("kitdemo", {}, 0, points)
    assert [s["tab"] for s in states] == ["social", "primary", "promotions"]  # each from the reset state
    assert states[1]["popover"] is True and states[2]["popover"] is False
    assert session.app_state()["tab"] == "primary"  # the page is left at the reset state


def test_a_click_that_changes_only_the_page_is_undone_before_the_next_probe(session):
    """After a remount, a click that changes only the DOM (a section the store does not record
    opens and pushes the page down) is still seen: the next probe starts from the reset state."""
    session.load("kitdemo", {}, fresh=True)
    controls = {c["id"]: c for c in session.controls()}
    ids = ("kitdemo.tab.social", "kitdemo.coll.head", "kitdemo.open-dialog")
    states = session.probe_clicks("kitdemo", {}, 0, [(controls[i]["x"], controls[i]["y"]) for i in ids])
    assert [(s["tab"], s["dialog"]) for s in states] == [("social", False), ("primary", False), ("primary", True)]


def test_a_clear_click_catcher_over_a_target_is_reported_and_a_scrim_is_not(session):
    session.load("kitdemo", {"catcher": "clear"}, fresh=True)
    found = session.overlays(["kitdemo.open-dialog"])
    assert found and found[0]["id"] == "kitdemo.catcher" and found[0]["covers"] == "kitdemo.open-dialog"
    session.load("kitdemo", {"catcher": "scrim"}, fresh=True)
    assert session.overlays(["kitdemo.open-dialog"]) == []
    session.load("kitdemo", {}, fresh=True)
    assert session.overlays(["kitdemo.open-dialog"]) == []


def test_a_new_page_has_no_history_to_go_back_to(session):
    """After a navigation the page has nothing to go back to, so Chromium's back gesture (a
    sideways scroll or drag past the edge) cannot leave the app for the previous task's page."""
    session.load("email", {}, 0)
    session.load("chat", {}, 0)
    shown = session.page.url
    assert "/apps/chat/" in shown
    session.page.go_back(wait_until="commit")
    assert session.page.url == shown and session.page.evaluate("history.length") == 1
