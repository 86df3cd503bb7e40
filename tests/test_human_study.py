"""The human study end to end: the real `igg study serve` process (waitress), a real Chromium
driven like a participant, the real SQLite file. No wall-clock sleeps: every wait is for a
condition (the page's outbox, the app's own visibility check, the database)."""
from __future__ import annotations

import json
import os
import signal
import socket
import sqlite3
import subprocess
import sys
import time

import pytest
import requests

from igg.human_study.protocol import MAX_ATTEMPTS, study_tasks
from igg.replay.reference import resolve_step

pytestmark = pytest.mark.filterwarnings("ignore::ResourceWarning")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_until(condition, timeout: float = 30.0, what: str = "condition"):
    """Poll a condition (a database read, a process) until it holds."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = condition()
        if value:
            return value
        time.sleep(0.05)
    raise AssertionError(f"timed out waiting for {what}")


class StudyProcess:
    """`igg study serve` in a child process, killable with SIGKILL and restartable on its port."""

    def __init__(self, db, tasks: list[str], port: int | None = None, extra=(), study: str = "solvability"):
        self.db, self.tasks, self.port, self.extra = str(db), tasks, port or free_port(), list(extra)
        self.study = study
        self.proc = None

    def start(self):
        cmd = [sys.executable, "-m", "igg.cli", "study", "serve", "--study", self.study, "--db", self.db,
               "--tasks", ",".join(self.tasks), "--port", str(self.port), *self.extra]
        self.proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        for line in self.proc.stdout:
            if line.startswith("admin URL:"):
                self.admin_url = line.split(": ", 1)[1].strip()
                self.admin_token = self.admin_url.split("token=", 1)[1]
                return self
        raise AssertionError(f"the study server exited with {self.proc.wait()}")

    @property
    def base(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def kill(self):
        os.kill(self.proc.pid, signal.SIGKILL)
        self.proc.wait(10)

    def stop(self):
        if self.proc and self.proc.poll() is None:
            self.proc.terminate()
            self.proc.wait(10)


def db_rows(db, sql, args=()):
    conn = sqlite3.connect(f"file:{db}?mode=ro", uri=True)
    conn.row_factory = sqlite3.Row
    try:
        return [dict(r) for r in conn.execute(sql, args)]
    finally:
        conn.close()


@pytest.fixture(scope="module")
def pool():
    """Four desktop tasks whose reference traces need no waiting (practice + three trials)."""
    tasks = [t for t in study_tasks() if not any(s.kind == "wait" for s in t.trace)]
    if len(tasks) < 4:
        pytest.skip("the suite has fewer than four desktop tasks without waits")
    return tasks[:4]


@pytest.fixture(scope="module")
def browser():
    from playwright.sync_api import sync_playwright

    from igg.envs.browser import launch_chromium

    with sync_playwright() as p:
        b = launch_chromium(p)
        yield b
        b.close()


@pytest.fixture(scope="module")
def server(tmp_path_factory, pool):
    db = tmp_path_factory.mktemp("study") / "study.sqlite"
    proc = StudyProcess(db, [t.id for t in pool], extra=["--trials-per-participant", "3", "--trials-per-task", "5"]).start()
    yield proc
    proc.stop()


# -- a participant in the page -------------------------------------------------------------
class Participant:
    def __init__(self, browser, base: str):
        from igg.envs.browser import new_context

        self.base = base
        self.context = new_context(browser, 1440, 1000, base)
        self.page = self.context.new_page()
        self.requests = []
        self.page.on("request", lambda r: self.requests.append(r.url))
        self.errors = []
        self.page.on("pageerror", lambda e: self.errors.append(str(e)))

    def close(self):
        self.context.close()

    def join(self, code: str):
        self.page.goto(f"{self.base}/?code={code}")
        self.page.wait_for_selector("#consent:not([hidden])")
        return self.page.url.rstrip("/").rsplit("/", 1)[-1]

    def consent_and_start(self):
        self.page.check("#agree")
        self.page.click("#consent-yes")
        self.page.wait_for_selector("#instructions:not([hidden])")
        self.page.click("#start")

    def current(self, previous_id=None) -> dict:
        """The trial the page shows once its app is mounted and recorded (a new one if previous_id)."""
        self.page.wait_for_function(
            "(prev) => { const c = iggStudy.current(); return c && c.attached && !c.ended && c.id !== prev; }",
            arg=previous_id)
        return self.page.evaluate("iggStudy.current()")

    @property
    def frame(self):
        return self.page.query_selector("#frame").content_frame()

    def offset(self):
        box = self.page.query_selector("#frame").bounding_box()
        return box["x"], box["y"]

    def saved(self):
        self.page.wait_for_function("() => iggStudy.outbox.queue.length === 0 && !iggStudy.outbox.sending")

    def next(self):
        self.page.wait_for_selector("#next:not([disabled])")
        self.page.click("#next")

    # Real input, at the page coordinates of points inside the app frame.
    def move(self, x, y):
        ox, oy = self.offset()
        self.page.mouse.move(ox + x, oy + y)

    def click(self, x, y):
        self.move(x, y)
        self.page.mouse.down()
        self.page.mouse.up()

    def solve(self, task):
        """Carry out the task's reference trace with real input, each step when its element is ready."""
        frame = self.frame

        class InFrame:  # what resolve_step needs: element centres, asked of the app's own runtime
            def center(self, element, how):
                point = frame.evaluate("([i, h]) => igg.center(i, h)", [element, how])
                return None if point is None else (point["x"], point["y"])

        for step in task.trace:
            if step.kind == "wait":
                continue  # the next step waits for its element instead
            ready = "actionable" if step.kind == "click" else "visible"
            # Polled from here: Frame.wait_for_function never returns when its predicate calls
            # igg.inspect inside the app frame (seen with Playwright 1.65), though evaluate does.
            wait_until(lambda: frame.evaluate("([id, k]) => igg.inspect(id)[k]", [step.element, ready]),
                       what=f"{step.element} {ready}")
            action = resolve_step(InFrame(), step, (1440, 900))
            ox, oy = self.offset()
            a = action.args
            if action.kind in ("click", "move"):
                (self.click if action.kind == "click" else self.move)(a[0], a[1])
            elif action.kind == "scroll":
                self.move(a[0], a[1])
                seen = frame.evaluate("igg.wheelCount()")
                self.page.mouse.wheel(a[2], a[3])
                wait_until(lambda: frame.evaluate("(n) => igg.wheelSettled(n)", seen), what="the wheel to scroll")
            elif action.kind == "drag":
                self.move(a[0], a[1])
                self.page.mouse.down()
                self.page.mouse.move(ox + a[2], oy + a[3], steps=12)
                self.page.mouse.up()

    def neutral_point(self, targets):
        """A point of the app where no element with an id is (a click there is plainly wrong)."""
        point = self.frame.evaluate("""(targets) => {
            for (let y = 880; y > 40; y -= 37) for (let x = 20; x < 1420; x += 53) {
                const s = igg.score(x, y, targets);
                if (!s.success && s.hit === null) return [x, y];
            }
            for (let y = 880; y > 40; y -= 37) for (let x = 20; x < 1420; x += 53)
                if (!igg.score(x, y, targets).success) return [x, y];
            return null; }""", list(targets))
        assert point, "no point of the app is a wrong click"
        return point


def test_participant_session(server, browser, pool):
    tasks = {t.id: t for t in pool}
    who = Participant(browser, server.base)
    try:
        token = who.join("P-flow")
        who.page.screenshot(path=str(server_dir(server) / "consent.png"))
        who.consent_and_start()

        practice = who.current()
        assert practice["kind"] == "practice" and practice["task_id"] == pool[0].id
        assert who.page.text_content("#task-label") == "Practice"
        who.page.click("#giveup")
        who.next()

        # Trial 1: solved by the reference trace, judged by the page's own click rule.
        first = who.current(practice["id"])
        who.solve(tasks[first["task_id"]])
        who.page.wait_for_selector("#between:not([hidden])")
        assert who.page.text_content("#between-title") == "Well done"
        who.saved()
        who.next()

        # Trial 2: hover and scroll freely, then eight wrong clicks.
        second = who.current(first["id"])
        for x, y in ((300, 300), (700, 420), (1000, 600), (500, 200)):
            who.move(x, y)
        who.move(720, 500)
        for _ in range(3):
            who.page.mouse.wheel(0, 240)
        who.saved()
        assert who.page.text_content("#attempts") == f"Attempts left: {MAX_ATTEMPTS}"
        x, y = who.neutral_point(tasks[second["task_id"]].targets)
        for _ in range(MAX_ATTEMPTS):
            who.click(x, y)
        who.page.wait_for_selector("#between:not([hidden])")
        assert who.page.text_content("#between-title") == "Out of attempts"
        who.saved()
        who.next()

        # Trial 3: given up.
        third = who.current(second["id"])
        who.move(640, 400)
        who.page.click("#giveup")
        who.saved()
        who.next()
        who.page.wait_for_selector("#done:not([hidden])")
        who.page.screenshot(path=str(server_dir(server) / "done.png"))
        assert not who.errors
        outside = [u for u in who.requests if not (u.startswith(server.base + "/") or u.startswith("data:"))]
        assert not outside, f"requests left 127.0.0.1: {outside[:5]}"
    finally:
        who.close()

    participant = db_rows(server.db, "SELECT * FROM participants WHERE token = ?", (token,))[0]
    assert participant["consented_at"] and participant["instructed_at"] and participant["completed_at"]
    trials = db_rows(server.db, "SELECT * FROM trials WHERE participant_id = ? ORDER BY position", (participant["id"],))
    assert [(t["kind"], t["status"]) for t in trials] == [
        ("practice", "gave_up"), ("solvability", "solved"), ("solvability", "failed"), ("solvability", "gave_up")]
    assert len({t["task_id"] for t in trials}) == 4, "a task was shown twice"
    solved, failed, gave_up = trials[1:]
    events = {t["id"]: db_rows(server.db, "SELECT * FROM events WHERE trial_id = ? ORDER BY seq", (t["id"],)) for t in trials}

    last = events[solved["id"]][-1]
    assert last["kind"] == "click" and last["success"] == 1
    assert last["hit_id"] in tasks[solved["task_id"]].targets and solved["hit_id"] == last["hit_id"]
    assert solved["duration_ms"] > 0

    kinds = [e["kind"] for e in events[failed["id"]]]
    assert kinds.count("click") == MAX_ATTEMPTS and failed["attempts"] == MAX_ATTEMPTS == failed["clicks"]
    assert all(e["success"] == 0 for e in events[failed["id"]] if e["kind"] == "click")
    assert kinds.count("move") >= 3 and kinds.count("wheel") == 3
    assert failed["scroll_sessions"] == 1, "three quick wheels are one scroll session"
    # Hover and scroll came before the first click, and none of them was an attempt.
    assert max(i for i, k in enumerate(kinds) if k == "wheel") < kinds.index("click")

    assert [t["id"] for t in trials] == [practice["id"], first["id"], second["id"], third["id"]]
    assert gave_up["attempts"] == 0 and events[gave_up["id"]][-1]["kind"] == "giveup"
    seqs = [e["seq"] for e in db_rows(server.db, "SELECT seq FROM events WHERE participant_id = ? ORDER BY seq",
                                      (participant["id"],))]
    assert seqs == list(range(1, len(seqs) + 1)), "events are stored once each, in the page's order"


def server_dir(server):
    from pathlib import Path

    return Path(server.db).parent


def test_kill_and_resume(tmp_path, browser, pool):
    proc = StudyProcess(tmp_path / "study.sqlite", [t.id for t in pool]).start()
    who = Participant(browser, proc.base)
    try:
        token = who.join("P-kill")
        who.consent_and_start()
        trial = who.current()
        for x, y in ((200, 200), (400, 300), (600, 400)):
            who.move(x, y)
        targets = pool[0].targets
        x, y = who.neutral_point(targets)
        who.click(x, y)
        who.click(x, y)
        who.saved()
        acked = {e["seq"] for e in db_rows(proc.db, "SELECT seq FROM events")}
        assert acked

        proc.kill()
        for x2, y2 in ((300, 500), (900, 500), (1100, 300)):
            who.move(x2, y2)
        who.click(x, y)
        who.page.wait_for_function("() => document.getElementById('net').dataset.state === 'offline'")
        queued = who.page.evaluate("iggStudy.outbox.queue.map(e => e.seq)")
        assert queued and min(queued) > max(acked)
        who.page.screenshot(path=str(tmp_path / "offline.png"))

        proc.start()  # the same port, the same database
        who.saved()
        rows = db_rows(proc.db, "SELECT seq, key FROM events ORDER BY seq")
        seqs = [r["seq"] for r in rows]
        assert acked <= set(seqs), "an acknowledged event was lost"
        assert set(queued) <= set(seqs), "a queued event did not arrive after the restart"
        assert seqs == list(range(1, len(seqs) + 1)) and len({r["key"] for r in rows}) == len(rows)
        stored = db_rows(proc.db, "SELECT t.attempts, p.token FROM trials t JOIN participants p "
                         "ON p.id = t.participant_id WHERE t.id = ?", (trial["id"],))[0]
        assert stored["attempts"] == 3 and stored["token"] == token

        # A reload resumes at the same trial, with its attempts.
        who.page.reload()
        again = who.current()
        assert again["id"] == trial["id"] and again["attempts"] == 3
        assert who.page.text_content("#attempts") == f"Attempts left: {MAX_ATTEMPTS - 3}"
        who.saved()
        after = db_rows(proc.db, "SELECT seq FROM events ORDER BY seq")
        assert [r["seq"] for r in after][: len(seqs)] == seqs, "nothing stored changed"
        assert db_rows(proc.db, "SELECT loads FROM trials WHERE id = ?", (trial["id"],))[0]["loads"] == 2
    finally:
        who.close()
        proc.stop()


# -- bad input and isolation (HTTP, against the same server) ---------------------------------
def _join(base: str, code: str) -> str:
    response = requests.get(f"{base}/join", params={"code": code}, allow_redirects=False, timeout=10)
    assert response.status_code == 303
    token = response.headers["Location"].rstrip("/").rsplit("/", 1)[-1]
    for step in ("consent", "instructions"):
        requests.post(f"{base}/api/s/{token}/{step}", json={}, timeout=10).raise_for_status()
    return token


def test_bad_requests_are_refused_and_change_nothing(server):
    base = server.base
    token = _join(base, "P-bad")
    state = requests.get(f"{base}/api/s/{token}/state", timeout=10).json()
    trial = state["trial"]["id"]
    url = f"{base}/api/s/{token}/events"
    good = {"key": "k1", "seq": 1, "trial": trial, "kind": "move", "t": 5, "x": 10, "y": 20}
    first = requests.post(url, json={"events": [good]}, timeout=10)
    assert first.status_code == 200 and first.json()["stored"] == 1
    before = db_rows(server.db, "SELECT * FROM events ORDER BY id")
    trials_before = db_rows(server.db, "SELECT * FROM trials ORDER BY id")

    def refused(status, message, **kwargs):
        response = requests.post(kwargs.pop("url", url), timeout=10, **kwargs)
        assert response.status_code == status, (response.status_code, response.text)
        assert message in response.json()["error"], response.json()

    refused(400, "not valid JSON", data=b'{"events": [', headers={"Content-Type": "application/json"})
    refused(415, "application/json", data=b"events", headers={"Content-Type": "text/plain"})
    refused(400, 'body must be a JSON object', json=[good])
    refused(400, "x and y", json={"events": [{**good, "key": "k2", "seq": 2, "x": None}]})
    refused(400, "kind must be one of", json={"events": [{**good, "key": "k2", "seq": 2, "kind": "teleport"}]})
    refused(400, "unknown field", json={"events": [{**good, "key": "k2", "seq": 2, "password": "x"}]})
    refused(400, "finite number", json={"events": [{**good, "key": "k2", "seq": 2, "t": "soon"}]})
    refused(413, "larger than", data=b'{"events": [' + b" " * (300 * 1024) + b"]}",
            headers={"Content-Type": "application/json"})
    refused(413, "at most 200 events", json={"events": [{**good, "key": f"b{i}", "seq": i + 2} for i in range(201)]})
    refused(409, "out of order", json={"events": [{**good, "key": "k9", "seq": 9}]})
    refused(409, "increasing seq", json={"events": [{**good, "key": "k3", "seq": 3}, {**good, "key": "k2", "seq": 2}]})
    refused(409, "already used for another event", json={"events": [{**good, "seq": 2, "x": 99}]})
    refused(404, "unknown participant", json={"events": [good]}, url=f"{base}/api/s/not-a-token/events")
    # A batch whose later event is bad stores none of it.
    refused(400, "event 1", json={"events": [{**good, "key": "k2", "seq": 2}, {**good, "key": "k3", "seq": 3, "y": "z"}]})

    # The same event resent (an answer lost on the way) is acknowledged and not stored again.
    resend = requests.post(url, json={"events": [good]}, timeout=10).json()
    assert resend["stored"] == 0 and resend["duplicates"] == 1 and resend["last_seq"] == 1
    assert db_rows(server.db, "SELECT * FROM events ORDER BY id") == before
    assert db_rows(server.db, "SELECT * FROM trials ORDER BY id") == trials_before


def test_participants_reach_only_their_own_session(server):
    base = server.base
    alice, bob = _join(base, "P-alice"), _join(base, "P-bob")
    alice_trial = requests.get(f"{base}/api/s/{alice}/state", timeout=10).json()["trial"]["id"]
    own = requests.get(f"{base}/api/s/{alice}/trials/{alice_trial}", timeout=10)
    assert own.status_code == 200 and own.json()["id"] == alice_trial
    other = requests.get(f"{base}/api/s/{bob}/trials/{alice_trial}", timeout=10)
    assert other.status_code == 404 and "not one of this participant's trials" in other.json()["error"]
    event = {"key": "x1", "seq": 1, "trial": alice_trial, "kind": "giveup", "t": 1}
    posted = requests.post(f"{base}/api/s/{bob}/events", json={"events": [event]}, timeout=10)
    assert posted.status_code == 404
    assert db_rows(server.db, "SELECT status FROM trials WHERE id = ?", (alice_trial,))[0]["status"] == "open"
    for path in ("/admin/", "/admin/progress.json"):
        assert requests.get(base + path, timeout=10).status_code == 401
        assert requests.get(base + path, params={"token": bob}, timeout=10).status_code == 403
        assert requests.get(base + path, headers={"Authorization": f"Bearer {alice}"}, timeout=10).status_code == 403
    progress = requests.get(f"{base}/admin/progress.json", params={"token": server.admin_token}, timeout=10).json()
    assert {p["code"] for p in progress["participants"]} >= {"P-alice", "P-bob"}
    assert [t["task"] for t in progress["tasks"]] == [t for t in server.tasks[1:]]
    page = requests.get(server.admin_url, timeout=10)
    assert page.status_code == 200 and "P-alice" in page.text and server.tasks[1] in page.text
    # A Prolific entry lands on a session of its own, and the same PROLIFIC_PID resumes it.
    params = {"PROLIFIC_PID": "5f0c9a7e2b1d4c3a9e8f7a6b", "STUDY_ID": "s1", "SESSION_ID": "x1"}
    a = requests.get(base + "/", params=params, allow_redirects=False, timeout=10)
    b = requests.get(base + "/", params=params, allow_redirects=False, timeout=10)
    assert a.status_code == 303 and a.headers["Location"] == b.headers["Location"]


def test_load_twenty_participants():
    from igg.human_study.bench import run_bench

    result = run_bench(participants=20, seconds=2.0)
    print(json.dumps(result))
    assert not result["errors"], result["errors"]
    assert result["events_acked"] > 0 and result["events_per_second"] > 0 and result["p99_ack_ms"] is not None
    assert result["lost"] == 0 and result["duplicates_stored"] == 0
    assert result["events_stored"] == result["events_acked"]


def test_fidelity_session(tmp_path, browser, pool):
    """The mock beside a researcher's reference image, used live, then rated on three scales."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    app = pool[0].app
    (tmp_path / "refs" / app).mkdir(parents=True)
    fig = plt.figure(figsize=(7.2, 4.5), dpi=100)  # a stand-in for the researcher's screenshot
    fig.text(0.5, 0.5, f"reference screenshot of {app}", ha="center")
    fig.savefig(tmp_path / "refs" / app / "inbox.png")
    plt.close(fig)
    proc = StudyProcess(tmp_path / "fid.sqlite", [t.id for t in pool], study="fidelity",
                        extra=["--references", str(tmp_path / "refs")]).start()
    who = Participant(browser, proc.base)
    try:
        token = who.join("F-1")
        who.consent_and_start()
        trial = who.current()
        assert trial["kind"] == "fidelity"
        who.page.wait_for_function("() => document.getElementById('reference').naturalWidth > 0")
        who.page.wait_for_function("() => { const w = document.getElementById('mini').contentWindow; return w.igg && w.igg.ready; }")
        assert who.page.is_visible("#rating") and not who.page.is_visible("#giveup")
        # The live mock sits below the comparison: bring it under the bar, as a participant scrolls.
        who.page.evaluate("window.scrollTo(0, document.getElementById('frame').getBoundingClientRect().top + scrollY - 72)")
        who.move(400, 400)
        who.click(*who.neutral_point([]))
        who.saved()
        # A bad rating is refused with a reason and stores nothing.
        bad = requests.post(f"{proc.base}/api/s/{token}/trials/{trial['id']}/rating",
                            json={"visual": 6, "interaction": 3, "executability": 3}, timeout=10)
        assert bad.status_code == 400 and "visual must be an integer from 1 to 5" in bad.json()["error"]
        for scale, value in (("visual", 4), ("interaction", 5), ("executability", 3)):
            who.page.check(f'input[name="{scale}"][value="{value}"]')
        who.page.fill("#comment", "The sidebar feels right")
        who.page.click("#rate")
        who.page.wait_for_selector("#done:not([hidden])")
        assert not who.errors
        assert all(u.startswith(proc.base + "/") or u.startswith("data:") for u in who.requests)
    finally:
        who.close()
        proc.stop()
    ratings = db_rows(proc.db, "SELECT * FROM ratings")
    assert [(r["app"], r["visual"], r["interaction"], r["executability"], r["comment"]) for r in ratings] == [
        (app, 4, 5, 3, "The sidebar feels right")]
    kinds = {r["kind"] for r in db_rows(proc.db, "SELECT kind FROM events")}
    assert {"load", "move", "click"} <= kinds
    assert db_rows(proc.db, "SELECT status FROM trials")[0]["status"] == "rated"
