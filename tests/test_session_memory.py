"""What keeps a long session's memory flat (tests/benchmarks/bench_soak.py measures it)."""
import os
import subprocess
import sys
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
