"""Baseline agents and the evaluation runner, against the real environment."""
import ast
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import numpy as np
import pytest

from igg.agents.heuristics import HEURISTICS
from igg.agents.registry import make_agent
from igg.agents.runner import run_eval
from igg.envs.actions import Action, to_action
from igg.tasks.schema import load_suite

from conftest import one_per_app_and_subtype

SUITE = [t for t in load_suite() if tuple(t.viewport) == (1440, 900) and t.zoom == 1]  # the desktop env's
SAMPLE = one_per_app_and_subtype(SUITE)
ROOT = Path(__file__).resolve().parents[1]


def test_oracle_solves_a_task_of_every_app_and_sub_type(tmp_path):
    records = run_eval(SAMPLE, "oracle", tmp_path, screenshots=False)
    failed = [r["task_id"] for r in records if not r["success"]]
    assert failed == [] and len(records) == len(SAMPLE)


def test_random_runs_each_sampled_task_to_the_budget(tmp_path):
    tasks = list({t.subtype: t for t in SAMPLE}.values())  # one per sub-type: its actions ignore the app
    records = run_eval(tasks, "random", tmp_path, screenshots=False)
    assert len(records) == len(tasks)
    for r in records:
        assert r["success"] or r["steps"] == 8
        assert r["invalid_actions"] == 0  # random actions are always valid
    assert sum(r["success"] for r in records) / len(records) < 0.3


@pytest.mark.parametrize("name", sorted(HEURISTICS))
def test_each_heuristic_reveals_a_task_of_its_subtype(tmp_path, name):
    tasks = [t for t in SAMPLE if t.subtype in HEURISTICS[name].subtypes]  # one per app and sub-type
    for task in tasks:  # until one is revealed
        if run_eval([task], name, tmp_path / task.id, screenshots=False)[0]["revealed"]:
            return
    pytest.fail(f"{name} revealed none of {len(tasks)} tasks")


AGENT_MODULES = ["heuristics.py", "ocr_agent.py", "ocr_match.py", "ocr_screen.py", "ocr_config.py", "screen.py",
                 "ocr_text.py", "screen_reader.py", "baselines.py"]


def test_agents_see_only_the_observation():
    """Heuristics and the OCR agent work on a bare observation and import nothing that reads the page."""
    forbidden = {"playwright", "igg.envs.session", "igg.envs.igg_env", "igg.tasks", "igg.tasks.schema", "igg.replay"}
    for module in AGENT_MODULES[:-1]:
        tree = ast.parse((ROOT / "agents" / module).read_text())
        imported = {n.module for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)}
        imported |= {a.name for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names}
        assert not imported & forbidden, (module, imported & forbidden)
    screenshot = np.full((900, 1440, 3), 255, dtype=np.uint8)
    observation = {"screenshot": screenshot, "instruction": "Open the direct message with Kai", "history": ""}
    for name in sorted(HEURISTICS) + ["ocr"]:
        agent = make_agent(name)
        assert not getattr(agent, "privileged", False)
        agent.reset(observation["instruction"])
        for _ in range(3):
            action = agent.act(observation)
            assert isinstance(action, Action)  # agents return Action objects
            assert to_action(action, width=1440, height=900) == action


def _episodes(path):
    out = {}
    for line in Path(path).read_text().splitlines():
        r = json.loads(line)
        for key in ("wall_seconds", "agent_seconds"):
            r.pop(key)
        assert r["task_id"] not in out, "duplicate episode"
        out[r["task_id"]] = r
    return out


def test_killed_run_resumes_to_the_same_episodes(tmp_path):
    tasks = ",".join(t.id for t in SUITE[:6])
    cmd = [sys.executable, "-m", "igg.cli", "eval", "--agent", "random", "--tasks", tasks, "--no-screenshots"]
    full, cut = tmp_path / "full", tmp_path / "cut"
    subprocess.run(cmd + ["--out", str(full)], check=True, capture_output=True, cwd=ROOT)
    proc = subprocess.Popen(cmd + ["--out", str(cut)], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                            cwd=ROOT, start_new_session=True)
    episodes = cut / "episodes.jsonl"
    deadline = time.monotonic() + 300  # a guard only: the loop ends when the file reaches 2 episodes
    while time.monotonic() < deadline:
        if episodes.exists() and len(episodes.read_text().splitlines()) >= 2:
            break
        time.sleep(0.05)
    os.killpg(proc.pid, signal.SIGKILL)
    proc.wait()
    partial = len(episodes.read_text().splitlines())
    assert 2 <= partial < 6
    subprocess.run(cmd + ["--out", str(cut), "--resume"], check=True, capture_output=True, cwd=ROOT)
    assert _episodes(cut / "episodes.jsonl") == _episodes(full / "episodes.jsonl")


def test_existing_run_needs_resume(tmp_path):
    run_eval(SUITE[:1], "oracle", tmp_path, screenshots=False)
    with pytest.raises(FileExistsError, match="--resume"):
        run_eval(SUITE[:1], "oracle", tmp_path, screenshots=False)


def test_parallel_workers_run_every_task_once(tmp_path):
    tasks = SUITE[:4]
    records = run_eval(tasks, "oracle", tmp_path, workers=2, screenshots=False, all_tasks=SUITE)
    assert sorted(r["task_id"] for r in records) == sorted(t.id for t in tasks)
    assert all(r["success"] for r in records)
    assert len((tmp_path / "episodes.jsonl").read_text().splitlines()) == 4
