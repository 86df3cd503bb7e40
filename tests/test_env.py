"""The Gymnasium environment against the real server and a real Chromium."""
import subprocess
import sys
import textwrap

import gymnasium
import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env

from igg.envs.igg_env import IGGEnv
from igg.replay.reference import resolve_step
from igg.tasks.schema import Step
from tests.conftest import first_task


def test_check_env_passes(suite):
    env = IGGEnv(task=suite[0].id, tasks=suite)
    try:
        check_env(env, skip_render_check=True)
    finally:
        env.close()


def test_gymnasium_make_after_import_igg(suite):
    env = gymnasium.make("igg/IGG-v0", task=suite[0].id)
    try:
        obs, info = env.reset()
        assert obs["screenshot"].shape == (900, 1440, 3) and obs["screenshot"].dtype == np.uint8
        assert obs["instruction"] == suite[0].instruction
        assert info["task_id"] == suite[0].id
        obs, reward, terminated, truncated, info = env.step("wait(100)")
        assert obs["history"] == "1. wait(100)"
    finally:
        env.close()


def _solve(env, task, upto=None):
    """Apply the reference trace's reveal steps (all but the final click)."""
    for step in task.trace[:-1][:upto]:
        env.step(resolve_step(env.unwrapped.session, step, task.viewport))


def _center(env, task):
    box = env.unwrapped.session.inspect(task.target)["box"]
    return round(box["x"] + box["width"] / 2), round(box["y"] + box["height"] / 2)


def test_covered_target_click_does_not_score_until_revealed(env, suite):
    task = first_task(suite, "removable_occlusion")
    env.reset(options={"task": task.id})
    x, y = _center(env, task)
    _, reward, terminated, _, info = env.step(f"click({x}, {y})")
    assert reward == 0 and not terminated
    assert info["clicked_id"] != task.target  # the occluder took the click
    env.reset(options={"task": task.id})
    _solve(env, task)
    x, y = _center(env, task)
    _, reward, terminated, _, info = env.step(f"click({x}, {y})")
    assert reward == 1 and terminated and info["clicked_id"] == task.target


def test_disabled_target_click_does_not_score_until_enabled(env, suite):
    task = first_task(suite, "delayed_activation")
    env.reset(options={"task": task.id})
    state = env.unwrapped.session.inspect(task.target)
    assert not state["actionable"]
    if state["visible"]:
        x, y = _center(env, task)
        _, reward, terminated, _, info = env.step(f"click({x}, {y})")
        assert reward == 0 and not terminated
    env.reset(options={"task": task.id})
    _solve(env, task)
    x, y = _center(env, task)
    _, reward, terminated, _, info = env.step(f"click({x}, {y})")
    assert reward == 1 and terminated


def test_hidden_target_click_does_not_score_until_hovered(env, suite):
    task = first_task(suite, "hover_reveal")
    env.reset(options={"task": task.id})
    state = env.unwrapped.session.inspect(task.target)
    assert not state["actionable"]
    env.reset(options={"task": task.id})
    _solve(env, task)
    assert env.unwrapped.session.inspect(task.target)["actionable"]
    x, y = _center(env, task)
    _, reward, terminated, _, info = env.step(f"click({x}, {y})")
    assert reward == 1 and terminated


def test_wrong_click_goes_on_and_changes_nothing_in_budget_rules(env, suite):
    task = suite[0]
    env.reset(options={"task": task.id})
    _, reward, terminated, truncated, info = env.step("click(1, 1)")
    assert reward == 0 and not terminated and not truncated and not info["invalid"]
    assert info["clicked_id"] != task.target


def test_wait_uses_virtual_time(env, suite):
    task = first_task(suite, "delayed_activation")
    env.reset(options={"task": task.id})
    page = env.unwrapped.session.page
    before = page.evaluate("Date.now()")
    _, _, _, _, info = env.step("wait(5000)")
    after = page.evaluate("Date.now()")
    assert after - before == 5000 + env.unwrapped.session.settle_ms
    # Resets start at the same instant whatever happened before.
    env.reset(options={"task": task.id})
    again = page.evaluate("Date.now()")
    assert again == before


def test_several_envs_side_by_side_in_one_process(suite):
    envs = [IGGEnv(tasks=suite) for _ in range(2)]
    try:
        ports = set()
        for e, task in zip(envs, suite[:2]):
            obs, info = e.reset(options={"task": task.id})
            ports.add(e.unwrapped.session.server.port)
        assert len(ports) == 2
        for e in envs:
            _, _, _, _, info = e.step("move(700, 450)")
            assert not info["invalid"]
    finally:
        for e in envs:
            e.close()


def test_envs_in_separate_processes(suite):
    """Two processes, each with its own server and browser, stepped at the same time."""
    script = textwrap.dedent(f"""
        import gymnasium, igg
        e = gymnasium.make("igg/IGG-v0", task={suite[0].id!r})
        obs, info = e.reset()
        for _ in range(3):
            obs, r, term, trunc, info = e.step("move(720, 450)")
        print("OK", e.unwrapped.session.server.port, info["screenshot_sha1"])
        e.close()
    """)
    procs = [subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                              text=True) for _ in range(2)]
    outputs = [p.communicate(timeout=180) for p in procs]
    lines = [out.strip().splitlines()[-1] for out, err in outputs]
    assert all(p.returncode == 0 for p in procs), outputs
    assert all(line.startswith("OK") for line in lines)
    ports = {line.split()[1] for line in lines}
    hashes = {line.split()[2] for line in lines}
    assert len(ports) == 2  # no port clash
    assert len(hashes) == 1  # same task, same actions: same screenshot


def _mixed_tasks(suite):
    """Two tasks of different apps (the spaces must not depend on the task)."""
    first = suite[0]
    other = next(t for t in suite if t.app != first.app)
    return [first, other]


WAIT_100 = {"verb": np.array([4, 4]), "point": np.zeros((2, 2), np.float32),
            "point2": np.zeros((2, 2), np.float32), "delta": np.zeros((2, 2), np.float32),
            "ms": np.full((2, 1), 100, np.float32)}


def test_async_vector_env_over_mixed_tasks(suite):
    tasks = _mixed_tasks(suite)
    vec = gymnasium.vector.AsyncVectorEnv(
        [lambda t=t: gymnasium.make("igg/IGG-v0", task=t.id) for t in tasks], shared_memory=False, context="spawn")
    try:
        obs, info = vec.reset(seed=0)
        assert obs["screenshot"].shape == (2, 900, 1440, 3)
        assert list(info["app"]) == [t.app for t in tasks]
        obs, reward, terminated, truncated, info = vec.step(WAIT_100)
        assert list(reward) == [0.0, 0.0]
        assert list(info["action_text"]) == ["wait(100)", "wait(100)"]
    finally:
        vec.close()


def test_sync_vector_env_draws_mixed_tasks_with_fixed_spaces(suite):
    vec = gymnasium.vector.SyncVectorEnv([lambda: gymnasium.make("igg/IGG-v0") for _ in range(2)])
    try:
        apps = set()
        for seed in range(4):
            obs, info = vec.reset(seed=seed)
            apps |= set(info["app"])
            assert obs["screenshot"].shape == (2, 900, 1440, 3)
        assert len(apps) >= 2
        obs, reward, terminated, truncated, info = vec.step(WAIT_100)
        assert obs["screenshot"].shape == (2, 900, 1440, 3)
    finally:
        vec.close()


def test_one_registered_id_per_viewport_preset():
    from igg.envs.registration import IGG_IDS
    from igg.tasks.schema import VIEWPORTS

    assert set(IGG_IDS.values()) == set(VIEWPORTS)
    for env_id in IGG_IDS:
        spec = gymnasium.spec(env_id)
        assert spec.max_episode_steps is None  # the budget is the task's: the env truncates itself


def test_a_task_for_another_viewport_is_refused(env, suite):
    import dataclasses

    from igg.envs.igg_env import ViewportMismatch

    mobile = dataclasses.replace(suite[0], viewport=(390, 844))
    with pytest.raises(ViewportMismatch, match=r"made for a 390x844 viewport.*fixed at 1440x900"):
        env.reset(options={"task": mobile})
    with pytest.raises(ViewportMismatch):
        IGGEnv(task=mobile, tasks=suite)


@pytest.mark.parametrize("budget", [None, 12])
def test_the_task_budget_is_the_one_source_of_truncation(suite, budget):
    """A task without a budget runs DEFAULT_BUDGET (8) actions, a task with budget 12 runs 12,
    through `gymnasium.make` (no TimeLimit of its own) and through RecordTrace alike."""
    import dataclasses

    from igg.tasks.schema import DEFAULT_BUDGET

    assert DEFAULT_BUDGET == 8
    task = suite[0] if budget is None else dataclasses.replace(suite[0], budget=budget)
    expected = task.budget if budget is not None else DEFAULT_BUDGET
    env = gymnasium.make("igg/IGG-v0", task=task, tasks=suite)
    try:
        env.reset()
        assert env.unwrapped.budget == expected
        for i in range(1, expected + 1):
            _, _, terminated, truncated, info = env.step("wait(10)")
            assert truncated == (i == expected) and not terminated, i
            assert info["budget"] == expected
    finally:
        env.close()


def test_info_carries_reveal_status_and_same_keys_every_step(env, suite):
    task = first_task(suite, "hover_reveal")
    _, reset_info = env.reset(options={"task": task.id})
    assert reset_info["reveal"]["exposure"] == 0 and not reset_info["reveal"]["actionable"]
    keys = None
    for step in task.trace[:-1]:
        _, _, _, _, info = env.step(resolve_step(env.unwrapped.session, step, task.viewport))
        keys = keys or set(info)
        assert set(info) == keys
    assert info["reveal"]["actionable"] and info["reveal"]["exposure"] > 0
    assert {"task_id", "app", "type", "subtype", "platform", "budget", "screenshot_sha1", "timing", "reveal",
            "infra_error"} <= set(reset_info) <= keys


@pytest.mark.parametrize("observe", [True, False])
def test_a_browser_failure_is_an_infrastructure_error_with_no_reveal_measured(suite, observe):
    """A page that dies mid-episode: the step says so in infra_error (not the agent's failure);
    nothing is revealed for an env that observes, and no status at all for one that does not."""
    task = first_task(suite, "hover_reveal")
    env = IGGEnv(tasks=[task], observe=observe)
    try:
        env.reset(options={"task": task})
        env.unwrapped.session.page.close()
        nothing = {"visible": False, "unobstructed": False, "actionable": False, "exposure": 0.0} if observe else None
        _, reward, terminated, truncated, info = env.step("move(10, 10)")
        assert info["infra_error"] and truncated and not terminated and reward == 0.0
        assert info["reveal"] == nothing
        _, _, _, truncated, info = env.step("move(20, 20)")  # the episode stays over until a reset
        assert info["infra_error"] and truncated and info["reveal"] == nothing
        _, reset_info = env.reset(options={"task": task})  # a reset brings a working browser back
        assert reset_info["infra_error"] is None
    finally:
        env.close()


def test_record_trace_wrapper_writes_the_episode(tmp_path, suite):
    from igg.replay import RecordTrace
    from igg.replay.trace import read_trace

    task = first_task(suite, "offscreen_scroll")
    env = RecordTrace(gymnasium.make("igg/IGG-v0", task=task.id), tmp_path, agent="test")
    try:
        env.reset()
        for step in task.trace:
            _, reward, terminated, _, _ = env.step(resolve_step(env.unwrapped.session, step, task.viewport))
    finally:
        env.close()
    trace = read_trace(tmp_path / task.id)
    assert trace["header"]["agent"] == "test" and trace["header"]["task"]["targets"] == list(task.targets)
    assert len(trace["steps"]) == len(task.trace) + 1  # the reset and every step
    assert trace["result"] == {"type": "result", "success": True, "steps": len(task.trace)}
    assert trace["steps"][-1]["reveal"]["actionable"]
    assert (tmp_path / task.id / "step_00.png").exists()


def test_requests_off_the_local_server_are_blocked(env, suite):
    """Another server on this machine is reachable in principle, but not from the environment's page."""
    from igg.mockups.server import MockupServer

    env.reset(options={"task": suite[0].id})
    page = env.unwrapped.session.page
    probe = """async (u) => { try { await fetch(u, {mode: 'no-cors'}); return 'reached'; }
                              catch (e) { return 'blocked'; } }"""
    with MockupServer() as other:
        assert page.evaluate(probe, other.base_url + "/") == "blocked"
    assert page.evaluate(probe, env.unwrapped.session.server.base_url + "/") == "reached"


def test_missing_browser_says_how_to_get_one(monkeypatch, tmp_path):
    from igg.envs import browser

    monkeypatch.setenv("IGG_CHROMIUM", str(tmp_path / "no-such-chromium"))
    try:
        browser.chromium_executable(None)
    except browser.BrowserNotFound as exc:
        assert "apt-get install -y chromium" in str(exc)
    else:
        raise AssertionError("a missing browser must raise BrowserNotFound")


def test_a_click_on_any_declared_target_scores(env, suite):
    """Tasks whose target lists equivalent controls: the second control scores as well."""
    tasks = [t for t in suite if len(t.targets) > 1]
    assert tasks, "the suite declares no equivalent targets"
    scored = 0
    for task in tasks:
        env.reset(options={"task": task.id})
        _solve(env, task)
        session = env.unwrapped.session
        # Hover the primary target first: the other control may live on a hover toolbar.
        env.step(resolve_step(session, Step("move", element=task.target), task.viewport))
        point = session.center(task.targets[1])
        if point is None or not session.inspect(task.targets[1])["actionable"]:
            continue
        _, reward, terminated, _, info = env.step(f"click({round(point[0])}, {round(point[1])})")
        assert reward == 1 and terminated and info["clicked_id"] == task.targets[1], (task.id, info["clicked_id"])
        scored += 1
    assert scored >= 1
