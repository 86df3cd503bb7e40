"""The evaluation runner: one episode per task from a reset environment, the paper's protocol.

The agent receives only the observation (screenshot, goal-only instruction, action history). The
runner, as the evaluator, reads the target's reveal status from each step's `info` (the shared
visibility check), so reveal rates can be measured for any agent. Each finished
episode is appended to RUN_DIR/episodes.jsonl at once, with its trace under RUN_DIR/traces/.
"""
from __future__ import annotations

import json
import os
import time
from concurrent.futures import ProcessPoolExecutor, as_completed
from pathlib import Path

from igg.replay.record import RecordTrace
from igg.tasks.schema import Task

EPISODES = "episodes.jsonl"


def reveal_kinds(task: Task) -> list[str]:
    """The reveal actions the reference trace needs (every step but the final click)."""
    return sorted({step.kind for step in task.trace[:-1]})


def run_episode(env, agent, task: Task, trace_dir, screenshots: bool = True) -> dict:
    """One episode of `agent` on `task`, recorded with RecordTrace; retried once on a fresh browser
    if the environment (not the agent) failed, so an infrastructure failure is never scored."""
    record = _attempt(env, agent, task, trace_dir, screenshots)
    if record["infra_error"]:
        first_error = record["infra_error"]
        record = _attempt(env, agent, task, trace_dir, screenshots)
        record.update(retried=True, first_infra_error=first_error)
    return record


def _attempt(env, agent, task: Task, trace_dir, screenshots: bool) -> dict:
    started = time.perf_counter()
    recorder = RecordTrace(env, trace_dir, agent=agent.name, screenshots=screenshots,
                           episode_dir=lambda _task: trace_dir)
    obs, info = recorder.reset(options={"task": task})
    if getattr(agent, "privileged", False):
        agent.bind(env.unwrapped, task)
    agent.reset(task.instruction)
    counts = {"wrong_clicks": 0, "empty_clicks": 0, "invalid_actions": 0, "ineffective_actions": 0}
    kinds, actions, revealed_at, success, steps, infra_error = set(), [], None, False, 0, None
    agent_seconds = 0.0
    previous_sha = info["screenshot_sha1"]
    for index in range(1, task.budget + 1):
        t0 = time.perf_counter()
        try:
            action = agent.act(obs)
        except Exception as exc:  # an agent crash is the agent's invalid action, not the run's end
            action = f"agent_error({type(exc).__name__}: {exc})"
        thinking = time.perf_counter() - t0
        agent_seconds += thinking
        recorder.note(agent_seconds=thinking, agent_log=getattr(agent, "last_step_log", None))
        obs, reward, terminated, truncated, info = recorder.step(action)
        steps = index
        actions.append(info["action_text"])
        if info["infra_error"]:
            infra_error = info["infra_error"]
            break
        if info["invalid"]:
            counts["invalid_actions"] += 1
        else:
            kind = info["action"]["kind"]
            if kind == "click" and not reward:
                counts["empty_clicks" if info["clicked_id"] is None else "wrong_clicks"] += 1
            if kind != "click" or not reward:
                kinds.add(kind)
            if info["screenshot_sha1"] == previous_sha and not reward:
                counts["ineffective_actions"] += 1
        previous_sha = info["screenshot_sha1"]
        if (reward or info["reveal"]["actionable"]) and revealed_at is None:
            revealed_at = index
        success = success or bool(terminated)
        if terminated or truncated:
            break
    recorder.finish()
    wall = time.perf_counter() - started
    return {"task_id": task.id, "app": task.app, "platform": task.platform, "type": task.type,
            "subtype": task.subtype, "instruction": task.instruction, "agent": agent.name,
            "success": success, "steps": steps, "reference_steps": len(task.trace), "actions": actions,
            "revealed": revealed_at is not None, "revealed_at": revealed_at,
            "required_reveal_kinds": reveal_kinds(task), "agent_action_kinds": sorted(kinds),
            **counts, "wall_seconds": round(wall, 3), "agent_seconds": round(agent_seconds, 3),
            "infra_error": infra_error, "retried": False, "trace": f"traces/{task.id}"}


class EpisodesFileError(ValueError):
    """episodes.jsonl has a broken line that is not the last one: it is never rewritten."""


def read_episodes(run_dir) -> list[dict]:
    """Finished episodes. Only a last line cut short by a kill (no newline) is dropped, and that
    episode reruns; any other broken line stops the run with its file and line, and the file is
    left exactly as it is."""
    path = Path(run_dir) / EPISODES
    if not path.exists():
        return []
    raw = path.read_bytes()
    lines = raw.splitlines(keepends=True)
    records, good_bytes = [], 0
    for number, line in enumerate(lines, 1):
        last_and_cut = number == len(lines) and not line.endswith(b"\n")
        try:
            record = json.loads(line)
            if not isinstance(record, dict) or "task_id" not in record:
                raise ValueError("not an episode record")
        except (ValueError, UnicodeDecodeError) as exc:
            if last_and_cut:
                break
            raise EpisodesFileError(f"{path}:{number}: broken episode record ({exc}); the file was not "
                                    f"changed: repair or remove that line, then --resume again") from None
        if last_and_cut:
            break  # a complete JSON object whose newline never made it: rewritten below
        records.append(record)
        good_bytes += len(line)
    if good_bytes != len(raw):
        with open(path, "r+b") as fh:
            fh.truncate(good_bytes)
    return records


def append_episode(run_dir, record: dict) -> None:
    with open(Path(run_dir) / EPISODES, "a", encoding="utf-8") as fh:
        fh.write(json.dumps(record, sort_keys=True) + "\n")
        fh.flush()
        os.fsync(fh.fileno())


# -- worker processes ----------------------------------------------------------------------
_worker = {}


def _init_worker(agent_name, agent_kwargs, tasks, run_dir, screenshots):
    from igg.agents.registry import make_agent
    from igg.envs.igg_env import IGGEnv

    _worker.update(env=IGGEnv(tasks=tasks), agent=make_agent(agent_name, **agent_kwargs),
                   tasks={t.id: t for t in tasks}, run_dir=run_dir, screenshots=screenshots)


def _run_in_worker(task_id):
    task = _worker["tasks"][task_id]
    return run_episode(_worker["env"], _worker["agent"], task, Path(_worker["run_dir"]) / "traces" / task_id,
                       _worker["screenshots"])


class Progress:
    """A live status line on stderr (rich): a bar, the count, the grounding accuracy so far, the
    last episode's outcome and the elapsed time."""

    def __init__(self, total: int, done: int = 0, solved: int = 0):
        from rich.console import Console
        from rich.progress import BarColumn, MofNCompleteColumn, TextColumn, TimeElapsedColumn
        from rich.progress import Progress as Bar

        self.done, self.solved = done, solved
        self.bar = Bar(BarColumn(), MofNCompleteColumn(), TextColumn("GA {task.fields[ga]}"),
                       TextColumn("{task.fields[last]}", markup=False), TimeElapsedColumn(),
                       console=Console(stderr=True))
        self.task = self.bar.add_task("eval", total=total, completed=done, ga=self._ga(), last="")
        self.bar.start()

    def _ga(self) -> str:
        return f"{100.0 * self.solved / self.done:5.1f}%" if self.done else "    -"

    def update(self, record: dict) -> None:
        self.done += 1
        self.solved += bool(record["success"])
        last = f"{'ok  ' if record['success'] else 'fail'} {record['task_id'][:40]}"
        self.bar.update(self.task, completed=self.done, ga=self._ga(), last=last)

    def close(self) -> None:
        self.bar.stop()


def run_eval(tasks: list[Task], agent_name: str, run_dir, agent_kwargs=None, workers: int = 1,
             screenshots: bool = True, resume: bool = False, all_tasks=None) -> list[dict]:
    """Run every task not already in RUN_DIR/episodes.jsonl; return all episodes of the run."""
    from igg.agents.registry import make_agent

    run_dir = Path(run_dir)
    run_dir.mkdir(parents=True, exist_ok=True)
    done = read_episodes(run_dir)
    if done and not resume:
        raise FileExistsError(f"{run_dir / EPISODES} already has {len(done)} episodes: "
                              f"pass --resume to continue that run, or choose another --out")
    finished = {r["task_id"] for r in done}
    todo = [t for t in tasks if t.id not in finished]
    progress = Progress(len(tasks), done=len(tasks) - len(todo), solved=sum(r["success"] for r in done))
    agent_kwargs = agent_kwargs or {}
    records = list(done)
    try:
        if todo and workers <= 1:
            from igg.envs.igg_env import IGGEnv

            env = IGGEnv(tasks=all_tasks or tasks)
            agent = make_agent(agent_name, **agent_kwargs)
            try:
                for task in todo:
                    record = run_episode(env, agent, task, run_dir / "traces" / task.id, screenshots)
                    append_episode(run_dir, record)
                    records.append(record)
                    progress.update(record)
            finally:
                env.close()
        elif todo:
            import multiprocessing

            context = multiprocessing.get_context("spawn")
            with ProcessPoolExecutor(max_workers=workers, mp_context=context, initializer=_init_worker,
                                     initargs=(agent_name, agent_kwargs, all_tasks or tasks, str(run_dir),
                                               screenshots)) as pool:
                futures = [pool.submit(_run_in_worker, task.id) for task in todo]
                for future in as_completed(futures):
                    record = future.result()
                    append_episode(run_dir, record)
                    records.append(record)
                    progress.update(record)
    finally:
        progress.close()
    return records
