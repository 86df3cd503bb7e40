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
