"""RL rollouts and training data: rewards from traces, splits, GRPO groups, resume, infrastructure
failures, Ray, SFT export and the TRL adapter. Tasks are picked generically from the suite."""
import os
import signal
import subprocess
import sys
import time
from dataclasses import replace

import pytest

from conftest import first_task
from igg.agents.rollouts import rewards, sft
from igg.agents.rollouts.collect import collect
from igg.tasks import splits

WEIGHTS = rewards.load_weights()
TIMING = ["wall_seconds", "agent_seconds", "virtual_ms"]


# -- rewards ---------------------------------------------------------------------------------
def _step(action, kind, args, sha, clicked=None, reward=0.0, invalid=False, reveal=None):
    return {"type": "step", "action": action, "action_struct": None if invalid else {"kind": kind, "args": args},
            "clicked_id": clicked, "reward": reward, "invalid": invalid, "screenshot_sha1": sha,
            "reveal": reveal or {"visible": False, "unobstructed": False, "actionable": False, "exposure": 0.0}}


SEEN = {"visible": True, "unobstructed": True, "actionable": False, "exposure": 0.0}
READY = {"visible": True, "unobstructed": True, "actionable": True, "exposure": 0.7}


def test_reward_components_are_recomputed_from_a_hand_made_trace():
    steps = [
        _step("click(10, 10)", "click", [10, 10], "a"),                       # empty click, screen unchanged
        _step("click(12, 14)", "click", [12, 14], "a"),                       # empty again, same place
        _step("wait(500)", "wait", [500], "a"),                               # ineffective (first time)
        _step("wait(500)", "wait", [500], "a"),                               # the same, again: repeated
        _step("click(900, 5)", "click", [900, 5], "b", clicked="app.other"),  # wrong click, screen changed
        _step("scroll(1, 2, 3)", None, None, "b", invalid=True),              # invalid
        _step("scroll(500, 400, 0, 600)", "scroll", [500, 400, 0, 600], "c", reveal=SEEN),   # reveal: bonus
        _step("move(500, 400)", "move", [500, 400], "d", reveal=READY),                       # more: no 2nd bonus
    ]
    components = rewards.step_components(steps, "a", None, WEIGHTS["repeat_radius_px"])
    col = {k: [c[k] for c in components] for k in rewards.COMPONENTS}
    assert col["action"] == [1] * 8
    assert col["empty_click"] == [1, 1, 0, 0, 0, 0, 0, 0]
    assert col["wrong_click"] == [0, 0, 0, 0, 1, 0, 0, 0]
    assert col["repeated_wrong_click"] == [0, 1, 0, 0, 0, 0, 0, 0]
    assert col["repeated_ineffective"] == [0, 0, 0, 1, 0, 0, 0, 0]
    assert col["invalid_action"] == [0, 0, 0, 0, 0, 1, 0, 0]
    assert col["reveal_bonus"] == [0, 0, 0, 0, 0, 0, 1, 0]  # paid once, however far it goes after
    assert col["success"] == [0] * 8
    _, per_step, total = rewards.score_steps(steps, "a", None, WEIGHTS)
    assert total == pytest.approx(sum(per_step))
    assert per_step[6] == pytest.approx(WEIGHTS["action"] + WEIGHTS["reveal_bonus"])
    # A target already visible (but disabled) at reset earns the bonus only when it becomes more.
    again = rewards.step_components(steps, "a", SEEN, WEIGHTS["repeat_radius_px"])
    assert [c["reveal_bonus"] for c in again] == [0, 0, 0, 0, 0, 0, 0, 1]
    success = rewards.step_components([_step("click(5, 5)", "click", [5, 5], "z", clicked="t", reward=1.0,
                                             reveal=READY)], "a", None, 24)
    assert success[0]["success"] == 1 and success[0]["reveal_bonus"] == 0


def test_group_advantages_normalise_within_the_group_and_leave_infra_failures_out():
    adv = rewards.group_advantages([1.0, 0.0, None, 1.0, 0.0])
    assert adv[2] is None
    assert sum(a for a in adv if a is not None) == pytest.approx(0.0, abs=1e-9)
    assert adv[0] == pytest.approx(1.0, rel=1e-4) and adv[1] == pytest.approx(-1.0, rel=1e-4)
    assert rewards.group_advantages([0.5, 0.5]) == [0.0, 0.0]


# -- splits ----------------------------------------------------------------------------------
def test_split_is_deterministic_stratified_and_stable_when_a_task_is_added(suite, tmp_path):
    first = splits.assign(suite)
    assert first == splits.assign(list(reversed(suite)))  # independent of order: deterministic
    assert not set(first["train"]) & set(first["val"])
    assert len(first["train"]) + len(first["val"]) == len(suite)
    assert abs(len(first["val"]) - round(0.2 * len(suite))) <= 1
    for (app, subtype), count in splits.summary(suite, first)["strata"].items():
        n = count["train"] + count["val"]
        assert int(0.2 * n) <= count["val"] <= -(-n // 5), (app, subtype, count)  # within one of n/5
    path = tmp_path / "splits.yaml"
    splits.write(first, path)
    added = [replace(suite[0], id=f"{suite[0].id}-new-{i}") for i in range(7)]
    grown = splits.resolve(suite + added, path)
    for name in splits.SPLITS:
        assert set(first[name]) <= set(grown[name])  # no existing task moved
    assert {t.id for t in added} <= set(grown["train"]) | set(grown["val"])
    # Unreliable tasks belong to neither split.
    marked = dict(first, unreliable={suite[1].id: "flaky timing"})
    splits.write(marked, path)
    chosen = {t.id for t in splits.select(suite, "train", path)} | {t.id for t in splits.select(suite, "val", path)}
    assert suite[1].id not in chosen and len(chosen) == len(suite) - 1


# -- collection ------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def tasks(suite):
    """A drag task and a hover task (so SFT balancing has kinds with factors 2 and 4)."""
    return [first_task(suite, "movable_occlusion"), first_task(suite, "hover_reveal")]


@pytest.fixture(scope="module")
def uninterrupted(tasks, suite, tmp_path_factory):
    out = tmp_path_factory.mktemp("rollouts")
    result = collect(tasks, "oracle", out, group=2, all_tasks=suite)
    return out, result


def _steps_frame(out):
    import pandas as pd

    frame = pd.read_parquet(out / "data").drop(columns=TIMING)
    return frame.sort_values(["task_id", "member", "step"]).reset_index(drop=True)


def test_group_members_start_from_byte_identical_screenshots_and_the_dataset_loads(uninterrupted, tasks):
    import datasets

    out, result = uninterrupted
    assert result["episodes"] == 4 and result["success"] == 4 and result["infra_errors"] == 0
    for task in tasks:
        shots = {(out / f"traces/{task.id}/m{m:02d}/step_00.png").read_bytes() for m in range(2)}
        assert len(shots) == 1
    steps = datasets.load_dataset("parquet", data_dir=str(out))["train"]
    assert len(steps) == result["rows"] == sum(len(t.trace) for t in tasks) * 2
    first = steps[0]
    assert first["step"] == 1 and first["screenshot"].size == (1440, 900) and first["history"] == ""
    assert {r["member"] for r in steps} == {0, 1}
    assert len({r["agent_seed"] for r in steps}) == 4  # seeded per member
    frame = _steps_frame(out)
    assert (frame.groupby(["task_id", "member"])["step"].max() == [len(t.trace) for t in tasks for _ in (0, 1)]).all()
    assert frame.loc[frame["r_success"] == 1, "env_reward"].eq(1.0).all()
    episodes = datasets.load_dataset("parquet", data_files=str(out / "episodes.parquet"))["train"]
    assert len(episodes) == 4 and all(e["advantage"] == 0.0 for e in episodes)  # equal returns in a group
    assert (out / "README.md").read_text().startswith("---\nconfigs:")


def test_kill_9_then_resume_gives_the_same_dataset(uninterrupted, tasks, suite, tmp_path):
    task = tasks[0]  # one group of two: killed after the first member, the second one resumed
    out = tmp_path / "killed"
    command = [sys.executable, "-m", "igg.cli", "rollouts", "collect", "--agent", "oracle", "--group", "2",
               "--tasks", task.id, "--out", str(out)]
    proc = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
    ledger = out / "episodes.jsonl"
    deadline = time.time() + 120
    try:
        while time.time() < deadline and not (ledger.exists() and ledger.read_bytes().count(b"\n") >= 1):
            time.sleep(0.2)
    finally:
        os.killpg(proc.pid, signal.SIGKILL)  # the collection and its browser, as kill -9 does
        proc.wait()
    kept = ledger.read_bytes().count(b"\n")
    assert kept == 1 and not (out / "data" / "train-00000.parquet").exists()
    result = collect([task], "oracle", out, group=2, all_tasks=suite, resume=True)
    assert result["new_episodes"] == 1 and result["episodes"] == 2
    import pandas as pd

    whole = _steps_frame(uninterrupted[0])
    whole = whole[whole["task_id"] == task.id].reset_index(drop=True)
    pd.testing.assert_frame_equal(_steps_frame(out), whole)


def test_a_browser_killed_mid_episode_is_retried_and_recorded_once(tasks, suite, tmp_path, monkeypatch):
    from test_runner import _browser_pids

    from igg.agents import registry
    from igg.agents.baselines import OracleAgent

    class KillOnce(OracleAgent):
        killed = False

        def act(self, observation):
            if not KillOnce.killed and self.index == 1:  # mid-episode: after the first action
                KillOnce.killed = True
                for pid in _browser_pids(self.env.session):
                    os.kill(pid, signal.SIGKILL)
            return super().act(observation)

    monkeypatch.setitem(registry.AGENTS, "kill-once", KillOnce)
    task = tasks[0]
    assert len(task.trace) >= 2
    result = collect([task], "kill-once", tmp_path, group=1, all_tasks=suite)
    assert KillOnce.killed
    assert result["episodes"] == 1 and result["success"] == 1 and result["infra_errors"] == 0 and result["retried"] == 1
    import pandas as pd

    episodes = pd.read_parquet(tmp_path / "episodes.parquet")
    assert len(episodes) == 1  # recorded once
    killed = episodes.iloc[0]
    assert killed["retried"] and killed["attempts"] == 2 and killed["first_infra_error"] and killed["return"] > 0
    frame = _steps_frame(tmp_path)
    assert list(frame["step"]) == list(range(1, len(task.trace) + 1))  # the crashed attempt left no rows
    assert frame["episode_return"].gt(0).all() and frame["r_success"].sum() == 1


def test_ray_collects_the_same_episodes_as_local_workers(tasks, suite, tmp_path):
    pytest.importorskip("ray")
    local = collect(tasks, "oracle", tmp_path / "local", group=1, workers=2, all_tasks=suite)
    # The command, as a user runs it: a local Ray with 2 CPUs started in that process, 2 actors.
    command = [sys.executable, "-m", "igg.cli", "rollouts", "collect", "--agent", "oracle", "--group", "1",
               "--tasks", ",".join(t.id for t in tasks), "--ray", "--workers", "2", "--out", str(tmp_path / "ray")]
    run = subprocess.run(command, capture_output=True, text=True, timeout=600)
    assert run.returncode == 0, run.stderr[-2000:]
    assert local["episodes"] == 2 and "2 episodes (2 new, 2 successful" in run.stdout
    import pandas as pd

    pd.testing.assert_frame_equal(_steps_frame(tmp_path / "local"), _steps_frame(tmp_path / "ray"))


def test_a_ray_actor_killed_mid_collection_is_replaced_and_nothing_is_lost_or_recorded_twice(
        uninterrupted, tasks, suite, tmp_path, monkeypatch):
    pytest.importorskip("ray", reason="Ray is not installed (pip install -e '.[ray]')")
    from igg.agents.rollouts import ray_pool

    pools = []

    class WatchedPool(ray_pool.RayPool):  # the pool collect makes, with its actors' pids taken at start
        def __init__(self, *args, **kwargs):
            super().__init__(*args, **kwargs)
            self.started_pids = self.pids()
            pools.append(self)

    monkeypatch.setattr(ray_pool, "RayPool", WatchedPool)
    killed = []

    def kill_after_the_first_result(record):
        # 2 tasks x group 2 = 4 episodes on 2 actors: when the first comes back the other actor is
        # mid-episode and two more are queued, so whichever the kill hits, the lost actor is
        # met (by the episode it was running, or by the next one sent to it) and replaced.
        if not killed:
            pid = pools[0].started_pids[0]
            os.kill(pid, signal.SIGKILL)
            killed.append(pid)

    result = collect(tasks, "oracle", tmp_path, group=2, workers=2, ray=True, all_tasks=suite,
                     on_episode=kill_after_the_first_result)
    assert killed and pools[0].replaced == 1
    # Every group complete, and as with a browser crash on a local worker: retried, not failed.
    assert result["episodes"] == 4 and result["success"] == 4
    assert result["infra_errors"] == 0 and result["retried"] == 1
    import pandas as pd

    episodes = pd.read_parquet(tmp_path / "episodes.parquet")
    assert sorted(zip(episodes["task_id"], episodes["member"])) == sorted((t.id, m) for t in tasks for m in (0, 1))
    lost = episodes[episodes["retried"]]
    assert len(lost) == 1 and lost.iloc[0]["attempts"] == 2
    assert lost.iloc[0]["first_infra_error"].startswith("Ray actor lost: ")
    # None recorded twice: the same step rows as the uninterrupted local collection, row for row.
    frame = _steps_frame(tmp_path)
    assert frame["retried"].sum() == len(next(t for t in tasks if t.id == lost.iloc[0]["task_id"]).trace)
    pd.testing.assert_frame_equal(frame.drop(columns="retried"), _steps_frame(uninterrupted[0]).drop(columns="retried"))


# -- SFT export ------------------------------------------------------------------------------
def test_sft_export_loads_and_balances_exactly(uninterrupted, tmp_path):
    import datasets

    factors = sft.parse_balance("1,1,2,2,4")
    result = sft.export([uninterrupted[0]], tmp_path, factors=factors)
    for kind, count in result["before"].items():
        assert result["after"][kind] == factors[kind] * count
    assert result["before"]["drag"] >= 1  # the drag task's reference trace drags
    examples = datasets.load_dataset("parquet", data_dir=str(tmp_path))["train"]
    assert len(examples) == sum(result["after"].values())
    got = {k: 0 for k in factors}
    for kind in examples["kind"]:
        got[kind] += 1
    assert got == result["after"]
    one = examples[0]
    assert [m["role"] for m in one["messages"]] == ["system", "user", "assistant"]
    assert one["messages"][1]["content"][0]["type"] == "image" and one["images"][0].size == (1440, 900)
    assert "1,141 -> 1,460" in sft.format_counts(result)


# -- TRL adapter -----------------------------------------------------------------------------
def test_the_trl_adapter_solves_a_task_with_the_oracles_actions(tasks):
    import inspect

    from igg.agents.rollouts.trl_env import IGGToolEnv
    from igg.replay.reference import resolve_step

    tools = {name for name, _ in inspect.getmembers(IGGToolEnv, inspect.isfunction) if not name.startswith("_")}
    assert tools == {"reset", "get_reward", "click", "move", "scroll", "drag", "wait"}
    env = IGGToolEnv()  # as TRL builds it: no arguments
    try:
        _drive_with_the_oracle(env, tasks[0], resolve_step)
    finally:
        env._close()


def _drive_with_the_oracle(env, task, resolve_step):
    text = env.reset(task_id=task.id, prompt=[{"role": "user", "content": "go"}])
    assert task.instruction in text
    for step in task.trace:
        action = resolve_step(env._env.unwrapped.session, step, task.viewport)
        names = {"click": ("x", "y"), "move": ("x", "y"), "scroll": ("x", "y", "dx", "dy"),
                 "drag": ("x1", "y1", "x2", "y2"), "wait": ("ms",)}[action.kind]
        reply = getattr(env, action.kind)(**dict(zip(names, action.args)))
        assert reply[0]["type"] == "image" and reply[0]["image"].size == (1440, 900)
        assert reply[1]["type"] == "text"
    assert env.success and env.done and "complete" in reply[1]["text"]
    assert env.get_reward() > WEIGHTS["success"] - 0.1
    with pytest.raises(ValueError, match="over"):
        env.click(x=1, y=1)
    env.reset(task_id=task.id)  # the next rollout on the same instance
    reply = env.click(x=-5, y=3)  # off the screen: an invalid action the model is told about
    assert "Invalid action" in reply[1]["text"] and env.get_reward() < 0
    # A call with arguments missing or unknown (TRL passes whatever the model wrote) is not free:
    # it reaches the environment as an invalid action, uses budget and is penalised.
    reply = env.click(x=5)
    assert "missing argument 'y'" in reply[1]["text"] and len(env.actions) == 2
    reply = env.scroll(x=5, y=5, dy=300, speed=2)
    assert "unknown argument 'speed'" in reply[1]["text"] and len(env.actions) == 3
    assert env.get_reward() == pytest.approx(3 * (WEIGHTS["action"] + WEIGHTS["invalid_action"]))


def test_the_trl_adapter_never_scores_an_episode_its_browser_failed_in(tasks):
    from test_runner import _browser_pids

    from igg.agents.rollouts.trl_env import IGGToolEnv

    env = IGGToolEnv()
    try:
        env.reset(task_id=tasks[0].id)
        env.wait(ms=100)
        assert env.get_reward() == pytest.approx(WEIGHTS["action"])
        for pid in _browser_pids(env._env.session):
            os.kill(pid, signal.SIGKILL)
        with pytest.raises(RuntimeError, match="environment failure"):  # TRL shows the model this error
            env.wait(ms=100)
        assert env.done and env.get_reward() is None  # unscored: TRL leaves it out of the group's baseline
        env.reset(task_id=tasks[0].id)  # the next rollout gets a fresh browser
        env.wait(ms=100)
        assert env.get_reward() == pytest.approx(WEIGHTS["action"]) and env.infra_error is None
    finally:
        env._close()
