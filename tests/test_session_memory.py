"""What keeps a long session's memory flat (tests/benchmarks/bench_soak.py measures it)."""
import os
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from igg.envs.session import DRIVER_MALLOC_ENV, BrowserSession, fix_python_malloc

sys.path.insert(0, str(Path(__file__).parent / "benchmarks"))
import procmem  # noqa: E402


@pytest.fixture(scope="module")
def session():
    s = BrowserSession()
    yield s
    s.close()


def _clock(session):
    return session.page.evaluate("[Date.now(), performance.now()]")


def test_steps_leave_nothing_for_the_next_document_to_replay(session):
    """Time moves without Playwright's clock log: each logged call is an init script the driver and
    Chromium keep for the context's life and every new document replays. So a navigation after
    many steps starts with exactly the clock of one after none."""
    session.load("email", {}, fresh=True)
    first = _clock(session)
    for _ in range(50):
        session.advance(1000)
    assert _clock(session)[0] == first[0] + 50_000
    session.load("chat", {})
    assert session.last_reset == "navigate"
    assert _clock(session) == first


def test_timers_still_run_on_the_virtual_clock(session):
    session.load("email", {})
    session.page.evaluate("window.__fired = null; setTimeout(() => window.__fired = Date.now(), 500)")
    session.advance(499)
    assert session.page.evaluate("window.__fired") is None
    session.advance(1)
    assert session.page.evaluate("window.__fired") == _clock(session)[0]


def test_the_driver_runs_with_fixed_malloc_thresholds(session):
    nodes = [pid for pid in procmem.descendants(os.getpid())
             if b"node" in Path(f"/proc/{pid}/cmdline").read_bytes().split(b"\0")[0]]
    assert nodes, "no Playwright driver below this process"
    environ = Path(f"/proc/{nodes[0]}/environ").read_bytes().split(b"\0")
    for key, value in DRIVER_MALLOC_ENV.items():
        assert f"{key}={value}".encode() in environ


def _growth(mode: str) -> float:
    probe = Path(__file__).parent / "benchmarks" / "mmap_probe.py"
    out = subprocess.run([sys.executable, str(probe), mode], capture_output=True, text=True, check=True)
    return float(out.stdout.split()[-1])


def test_python_gives_screenshot_buffers_back():
    """Freed screenshot-sized arrays go back to the system, with small buffers still alive after
    them; with glibc's default threshold the same loop keeps a frame's worth (3.7 MB: the control
    shows the probe measures what it should)."""
    assert fix_python_malloc()  # what the first session of a process sets
    assert _growth("fixed") < 1
    assert _growth("plain") > 3


def _driver_and_browser_pids() -> tuple[set, set]:
    kinds = {}
    for pid in procmem.descendants(os.getpid()):
        try:
            exe = Path(f"/proc/{pid}/cmdline").read_bytes().split(b"\0")[0]
        except OSError:
            continue
        kinds.setdefault("chromium" if b"chrom" in exe else "node" if b"node" in exe else "other", set()).add(pid)
    return kinds.get("node", set()), kinds.get("chromium", set())


def test_recycled_contexts_and_a_relaunched_driver_give_the_same_pixels(monkeypatch):
    """Every few context recycles the session starts a new driver and browser (the driver's heap
    grows slowly with contexts): the episodes on either side of a relaunch look the same. It runs
    on a thread of its own, as the driver is shared by the sessions of a thread."""
    from igg.envs import session as session_module
    monkeypatch.setattr(session_module, "RECYCLE_AFTER_LOADS", 1)
    monkeypatch.setattr(session_module, "RELAUNCH_AFTER_RECYCLES", 2)
    others = _driver_and_browser_pids()
    seen = {}

    def episodes():
        s = BrowserSession()
        try:
            s.load("chat", {"channel": "design"})
            seen["first"], seen["before"] = s.screenshot().sha1, _driver_and_browser_pids()
            s.load("chat", {"channel": "design"})  # a recycled context, same driver and browser
            seen["recycled"] = (s.last_reset_reason, s.screenshot().sha1, _driver_and_browser_pids())
            s.load("chat", {"channel": "design"})  # the second recycle: a new driver and browser
            seen["relaunched"] = (s.screenshot().sha1, _driver_and_browser_pids())
        finally:
            s.close()

    worker = threading.Thread(target=episodes)
    worker.start()
    worker.join(300)
    own = [pids - old for pids, old in zip(seen["before"], others)]
    assert all(own), "no driver or browser of the session's own"
    reason, sha1, pids = seen["recycled"]
    assert reason == "browser context recycled" and sha1 == seen["first"]
    assert own[0] <= pids[0] and own[1] & pids[1], "a context recycle restarted the driver or the browser"
    sha1, pids = seen["relaunched"]
    assert sha1 == seen["first"]
    assert not own[0] & pids[0] and pids[0] - others[0], "the driver was not restarted"
    assert not own[1] & pids[1] and pids[1] - others[1], "the browser was not relaunched"
    left = [pids - old for pids, old in zip(_driver_and_browser_pids(), others)]
    assert not any(left), "a relaunched driver or browser outlived the session"
