"""Shared fixtures: one real browser session per test module, reused across episodes."""
import fcntl
import json
import os
import subprocess
import sys

import pytest

from igg.tasks.schema import load_suite


@pytest.fixture(scope="session")
def suite():
    """The tasks of the desktop preset (the default env's); a few tasks are made for other presets."""
    return [t for t in load_suite() if tuple(t.viewport) == (1440, 900) and t.zoom == 1]


@pytest.fixture(scope="module")
def env(suite):
    from igg.envs.igg_env import IGGEnv

    environment = IGGEnv(tasks=suite)
    yield environment
    environment.close()


@pytest.fixture(scope="module")
def env_for():
    """env_for(task): one env per viewport preset, made when a task first needs it."""
    from igg.replay.validate import env_for

    envs = {}
    yield lambda task: env_for(task, envs)
    for environment in envs.values():
        environment.close()


@pytest.fixture(scope="module")
def page():
    """One real browser session per test module: the app consistency tests load their app in it."""
    from igg.envs.session import BrowserSession

    session = BrowserSession(1440, 900)
    yield session
    session.close()


def load_app(session, app, **state):
    """Load `app` in `state` (content seed 0) and check the page raised no error; the Playwright page."""
    session.load(app, state, 0)
    assert not session.page_errors, session.page_errors
    return session.page


def sel(igg_id):
    return f'[data-igg-id="{igg_id}"]'


def click(p, igg_id):
    """A real click on the element (the first one with that id), then a moment for the page's handlers."""
    p.locator(sel(igg_id)).first.click()
    p.wait_for_timeout(50)


def state(p):
    """The app's store, as the validator reads it (`igg.state()`)."""
    return p.evaluate("igg.state()")


def first_task(suite, subtype):
    for task in suite:
        if task.subtype == subtype:
            return task
    pytest.skip(f"no task of sub-type {subtype}")


# Run by replay_twice in a process of its own (the frame path is chosen when the session module loads).
_REPLAY_TWICE = """
import json, sys
from igg.envs.session import BrowserSession
from igg.replay.validate import env_for, replay_reference
from igg.tasks.schema import load_suite
shots, screenshot = [], BrowserSession.screenshot
def kept(self):
    shot = screenshot(self)
    shots.append(shot.array)
    return shot
BrowserSession.screenshot = kept
def replay(env, task):
    shots.clear()
    return replay_reference(env, task), list(shots)
suite = {t.id: t for t in load_suite()}
envs, out = {}, {}
for item in sys.argv[1].split(","):
    task_id, _, preset = item.partition("@")
    task = suite[task_id].at_viewport(preset) if preset else suite[task_id]
    env = env_for(task, envs)
    (first, a), (again, b) = replay(env, task), replay(env, task)
    differing = max((int((x != y).any(axis=2).sum()) for x, y in zip(a, b)), default=0)
    out[item] = {"failures": first.failures, "same": first.screenshots == again.screenshots, "pixels": differing,
                 "shape": list(env.unwrapped.last_screenshot.array.shape), "actions": first.actions,
                 "outcome": first.outcome, "frames": env.unwrapped.session.frames_on_demand}
for env in envs.values():
    env.close()
print(json.dumps(out))
"""


def replay_twice(items, frames: str = "on-demand", timeout: int = 1200) -> dict:
    """Each task ("task id", or "task id@preset") replayed twice by its reference trace, in a child
    process on the `frames` path (IGG_FRAMES): {item: {failures, same (screenshots), pixels (the
    most that differ between the two replays' screenshots), shape, actions, outcome, frames}}."""
    child = subprocess.run([sys.executable, "-c", _REPLAY_TWICE, ",".join(items)], capture_output=True, text=True,
                           env={**os.environ, "IGG_FRAMES": frames}, timeout=timeout)
    assert child.returncode == 0, child.stderr[-3000:]
    return json.loads(child.stdout.strip().splitlines()[-1])


def one_per_app_and_subtype(tasks):
    """One task per (app, sub-type), in suite order: every app and mechanism family, at a fraction
    of the suite's cost."""
    return list({(t.app, t.subtype): t for t in reversed(tasks)}.values())[::-1]


@pytest.fixture(autouse=True)
def _machine_share(request, tmp_path_factory):
    """Tests run in two processes (pytest-xdist). A test marked `alone` sets its own load (the
    determinism test runs four envs at once) and waits until it has the machine: it takes the
    room exclusively, the others share it. The gate keeps tests that start later from passing a
    test that waits for the room."""
    alone = request.node.get_closest_marker("alone") is not None
    shared = tmp_path_factory.getbasetemp().parent  # the same folder for every xdist worker
    with open(shared / "igg-gate.lock", "a") as gate, open(shared / "igg-room.lock", "a") as room:
        fcntl.flock(gate, fcntl.LOCK_EX)
        fcntl.flock(room, fcntl.LOCK_EX if alone else fcntl.LOCK_SH)
        fcntl.flock(gate, fcntl.LOCK_UN)
        yield
