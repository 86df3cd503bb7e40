"""The evaluation runner's episodes file: resume keeps every good record and never rewrites a broken file."""
import json
import subprocess
import sys

import pytest

from igg.agents.runner import EPISODES, EpisodesFileError, read_episodes


def _records(n):
    return [{"task_id": f"task-{i}", "success": False} for i in range(n)]


def _write(path, lines):
    path.write_bytes(b"".join(lines))


def test_a_corrupt_line_stops_resume_with_file_and_line_and_changes_nothing(tmp_path, suite):
    lines = [(json.dumps(r) + "\n").encode() for r in _records(5)]
    lines[2] = b'{"task_id": "task-2", "succ\n'
    path = tmp_path / EPISODES
    _write(path, lines)
    before = path.read_bytes()
    with pytest.raises(EpisodesFileError, match=rf"{EPISODES}:3: broken episode record"):
        read_episodes(tmp_path)
    result = subprocess.run([sys.executable, "-m", "igg.cli", "eval", "--agent", "random", "--tasks", suite[0].id,
                             "--out", str(tmp_path), "--resume"], capture_output=True, text=True, timeout=120)
    assert result.returncode == 2 and f"{EPISODES}:3:" in result.stderr and "Traceback" not in result.stderr
    assert path.read_bytes() == before


def test_a_last_line_cut_by_a_kill_is_dropped_and_the_rest_kept(tmp_path):
    lines = [(json.dumps(r) + "\n").encode() for r in _records(4)] + [b'{"task_id": "task-4", "su']
    path = tmp_path / EPISODES
    _write(path, lines)
    assert [r["task_id"] for r in read_episodes(tmp_path)] == [f"task-{i}" for i in range(4)]
    assert path.read_bytes() == b"".join(lines[:4])


def _browser_pids(session):
    """Chromium's processes under this test process (the driver launched them for `session`)."""
    import os
    from pathlib import Path

    pids = []
    for proc in Path("/proc").iterdir():
        if not proc.name.isdigit():
            continue
        try:
            cmdline = (proc / "cmdline").read_bytes().split(b"\0")
        except OSError:
            continue
        if cmdline and b"chromium" in cmdline[0] and any(b"--remote-debugging-pipe" in a for a in cmdline):
            pids.append(int(proc.name))
    return [p for p in pids if _descends_from(p, os.getpid())]


def _descends_from(pid, ancestor):
    from pathlib import Path

    while pid > 1:
        if pid == ancestor:
            return True
        try:
            stat = Path(f"/proc/{pid}/stat").read_text()
        except OSError:
            return False
        pid = int(stat.rsplit(")", 1)[1].split()[1])
    return False


def test_a_browser_killed_mid_episode_is_retried_and_every_episode_recorded_once(tmp_path, suite):
    """kill -9 of Chromium during an episode: an infrastructure failure, retried on a fresh browser."""
    import os
    import signal

    from igg.agents.baselines import OracleAgent
    from igg.agents.runner import append_episode, run_episode
    from igg.envs.igg_env import IGGEnv

    class KillOnce(OracleAgent):
        name = "oracle"
        killed = False

        def act(self, observation):
            if not KillOnce.killed and self.task.id == tasks[1].id:
                KillOnce.killed = True
                for pid in _browser_pids(self.env.session):
                    os.kill(pid, signal.SIGKILL)
            return super().act(observation)

    tasks = suite[:3]
    env = IGGEnv(tasks=suite)
    try:
        for task in tasks:
            append_episode(tmp_path, run_episode(env, KillOnce(), task, tmp_path / "traces" / task.id, False))
    finally:
        env.close()
    records = read_episodes(tmp_path)
    assert KillOnce.killed
    assert [r["task_id"] for r in records] == [t.id for t in tasks]
    assert [r["retried"] for r in records] == [False, True, False]
    assert records[1]["first_infra_error"] and records[1]["infra_error"] is None
    assert all(r["success"] for r in records)


def test_eval_checks_tasks_first_and_reports_a_missing_target_as_an_invalid_task(tmp_path, suite):
    from dataclasses import replace

    from igg.replay.validate import check_tasks, task_key
    from igg.tasks.schema import Step

    good = suite[0]
    ghost = replace(good, id="ghost-target", targets=("no.such.element",),
                    trace=good.trace[:-1] + (Step("click", "no.such.element"),))
    cache = tmp_path / "cache.json"
    valid, invalid = check_tasks([good, ghost], cache_path=cache)
    assert [t.id for t in valid] == [good.id]
    assert [r.task_id for r in invalid] == ["ghost-target"]
    assert "no.such.element" in "; ".join(invalid[0].failures) and "not found" in "; ".join(invalid[0].failures)
    assert json.loads(cache.read_text()) == [task_key(good)]  # only valid verdicts are cached
    valid, invalid = check_tasks([good, ghost], cache_path=cache)  # the good one is not replayed again
    assert [t.id for t in valid] == [good.id] and len(invalid) == 1


def test_a_run_over_tasks_of_several_viewports_gives_each_its_own_env(tmp_path):
    """Spaces are fixed per env, so the runner keeps one env per viewport preset."""
    from igg.agents.runner import run_eval
    from igg.tasks.schema import load_suite

    tasks = load_suite()
    others = [t for t in tasks if tuple(t.viewport) != (1440, 900) or t.zoom != 1]
    if not others:
        pytest.skip("every task is made for the desktop preset")
    chosen = [others[0], next(t for t in tasks if tuple(t.viewport) == (1440, 900) and t.zoom == 1)]
    records = run_eval(chosen, "oracle", tmp_path, screenshots=False)
    assert [(r["task_id"], r["success"], r["infra_error"]) for r in records] == \
        [(t.id, True, None) for t in chosen]


def test_a_browser_that_died_between_episodes_is_relaunched_at_reset(suite):
    """Chromium killed after an episode: the next reset relaunches it and shows the task, the same
    pixels as before, instead of raising."""
    import os
    import signal

    from igg.envs.igg_env import IGGEnv

    env = IGGEnv(tasks=suite[:1])
    try:
        first = env.reset(options={"task": suite[0]})[1]["screenshot_sha1"]
        dead = env.session
        for pid in _browser_pids(env.session):
            os.kill(pid, signal.SIGKILL)
        obs, info = env.reset(options={"task": suite[0]})
        assert env.session is not dead and info["screenshot_sha1"] == first
        assert env.observation_space.contains(obs)
    finally:
        env.close()


def test_episode_counts_are_the_reward_components_one_definition():
    """The runner's episode counts are sums of the reward components: an unchanged screen counts
    as an ineffective action only when the same action is repeated on it (as the reward has it)."""
    from igg.agents.rollouts import rewards

    def step(action, kind, args, sha, clicked=None, reward=0.0, invalid=False):
        return {"type": "step", "action": action, "action_struct": None if invalid else {"kind": kind, "args": args},
                "clicked_id": clicked, "reward": reward, "invalid": invalid, "screenshot_sha1": sha, "reveal": None}

    steps = [step("wait(500)", "wait", [500], "a"),                       # unchanged, first time: not counted
             step("wait(500)", "wait", [500], "a"),                       # the same again: ineffective
             step("click(10, 10)", "click", [10, 10], "a"),               # empty click, first on this screen
             step("click(900, 5)", "click", [900, 5], "b", clicked="x"),  # wrong click, screen changed
             step("scroll(1, 2, 3)", None, None, "b", invalid=True),      # invalid
             step("click(5, 5)", "click", [5, 5], "c", clicked="t", reward=1.0)]
    counts = rewards.episode_counts(steps, "a")
    assert counts == {"wrong_clicks": 1, "empty_clicks": 1, "invalid_actions": 1, "ineffective_actions": 1}
    components = rewards.step_components(steps, "a", None, rewards.load_weights()["repeat_radius_px"])
    for count, name in rewards.EPISODE_COUNTS.items():
        assert counts[count] == sum(c[name] for c in components)


def test_the_runner_counts_an_episode_as_its_trace_scores(tmp_path, suite):
    """A live episode's counts in episodes.jsonl equal those recomputed from the trace it wrote."""
    from dataclasses import replace

    from igg.agents.rollouts import rewards
    from igg.agents.runner import run_episode
    from igg.envs.igg_env import IGGEnv
    from igg.replay.trace import read_trace

    class Scripted:
        name = "scripted"
        script = ["wait(10)", "wait(10)", "bogus(1)", "click(3, 3)", "click(3, 3)", "move(4, 4)"]

        def reset(self, instruction):
            self.i = 0

        def act(self, observation):
            self.i += 1
            return self.script[self.i - 1]

    task = replace(suite[0], budget=len(Scripted.script))
    env = IGGEnv(tasks=suite)
    try:
        record = run_episode(env, Scripted(), task, tmp_path / "trace", screenshots=False)
    finally:
        env.close()
    trace = read_trace(tmp_path / "trace")
    reset = trace["steps"][0]
    steps = [r for r in trace["steps"] if r.get("type") == "step"]
    assert record["steps"] == len(steps) == len(Scripted.script)
    expected = rewards.episode_counts(steps, reset["screenshot_sha1"], reset.get("reveal"))
    assert {k: record[k] for k in rewards.EPISODE_COUNTS} == expected
    assert record["invalid_actions"] == 1
