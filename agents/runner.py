"""The evaluation runner: one episode per task from a reset environment, the paper's protocol.

The agent receives only the observation (screenshot, goal-only instruction, action history). The
runner, as the evaluator, reads the target's reveal status from each step's `info` (the shared
visibility check), so reveal rates can be measured for any agent. Each finished
episode is appended to RUN_DIR/episodes.jsonl at once, with its trace under RUN_DIR/traces/.
"""
from __future__ import annotations

import inspect
import json
import os
import time
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import dataclass
from pathlib import Path

from igg.agents.rollouts.rewards import episode_counts, step_record
from igg.replay.record import RecordTrace
from igg.replay.validate import env_for, preset_of
from igg.tasks.schema import Task

EPISODES = "episodes.jsonl"


def reveal_kinds(task: Task) -> list[str]:
    """The reveal actions the reference trace needs (every step but the final click)."""
    return sorted({step.kind for step in task.trace[:-1]})


def run_episode(env, agent, task: Task, trace_dir, screenshots: bool = True, retries: int = 1) -> dict:
    """One episode of `agent` on `task`, recorded with RecordTrace; retried (`retries` times) on a
    fresh browser if the environment (not the agent) failed, so an infrastructure failure is never
    scored. The record says how many attempts it took and the first failure."""
    record = _attempt(env, agent, task, trace_dir, screenshots)
    first_error, attempts = record["infra_error"], 1
    while record["infra_error"] and attempts <= retries:
        record = _attempt(env, agent, task, trace_dir, screenshots)
        attempts += 1
    if attempts > 1:
        record.update(retried=True, first_infra_error=first_error)
    record["attempts"] = attempts
    return record


def _attempt(env, agent, task: Task, trace_dir, screenshots: bool) -> dict:
    started = time.perf_counter()
    recorder = RecordTrace(env, trace_dir, agent=agent.name, screenshots=screenshots,
                           episode_dir=lambda _task: trace_dir)
    obs, info = recorder.reset(options={"task": task})
    initial = {"initial_sha1": info["screenshot_sha1"], "initial_reveal": info["reveal"]}
    if getattr(agent, "privileged", False):
        agent.bind(env.unwrapped, task)
    agent.reset(task.instruction)
    step_records = []  # in the trace format: the counts are the reward components' (one definition)
    kinds, actions, revealed_at, success, steps, infra_error = set(), [], None, False, 0, None
    agent_seconds = 0.0
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
        step_records.append(step_record(reward, info))
        if not info["invalid"]:
            kind = info["action"]["kind"]
            if kind != "click" or not reward:
                kinds.add(kind)
        if (reward or info["reveal"]["actionable"]) and revealed_at is None:
            revealed_at = index
        success = success or bool(terminated)
        if terminated or truncated:
            break
    recorder.finish()
    counts = episode_counts(step_records, initial["initial_sha1"], initial["initial_reveal"])
    wall = time.perf_counter() - started
    return {"task_id": task.id, "app": task.app, "platform": task.platform, "type": task.type,
            "subtype": task.subtype, "instruction": task.instruction, "agent": agent.name,
            "success": success, "steps": steps, "reference_steps": len(task.trace), "actions": actions,
            "revealed": revealed_at is not None, "revealed_at": revealed_at,
            "required_reveal_kinds": reveal_kinds(task), "agent_action_kinds": sorted(kinds),
            **counts, "wall_seconds": round(wall, 3), "agent_seconds": round(agent_seconds, 3),
            "infra_error": infra_error, "retried": False, "trace": f"traces/{task.id}", "viewport": preset_of(task), **initial}


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


# -- workers: one environment and agent each, in this process, in worker processes or as Ray actors --
@dataclass(frozen=True)
class Job:
    """One episode to run: a task, where its trace goes (relative to the run directory) and, for a
    group member, the agent's sampling seed (None: the agent as configured)."""

    task_id: str
    trace: str
    seed: int | None = None


def agent_takes_seed(agent_name: str) -> bool:
    from igg.agents.registry import AGENTS

    try:
        return "seed" in inspect.signature(AGENTS[agent_name]).parameters
    except (TypeError, ValueError):
        return False


class EpisodeWorker:
    """An environment (its own browser) and an agent, running jobs one after the other."""

    def __init__(self, agent_name, agent_kwargs, tasks, run_dir, screenshots=True, retries=1):
        from igg.agents.registry import make_agent

        self.agent_name, self.agent_kwargs = agent_name, dict(agent_kwargs or {})
        self.envs = {}  # viewport preset -> IGGEnv, made when a task first needs it (spaces are fixed)
        self.agent = make_agent(agent_name, **self.agent_kwargs)
        self.tasks = {t.id: t for t in tasks}
        self.run_dir, self.screenshots, self.retries = Path(run_dir), screenshots, retries
        self.seeded = agent_takes_seed(agent_name)

    def run(self, job: Job) -> dict:
        from igg.agents.registry import make_agent

        agent = self.agent
        if job.seed is not None and self.seeded:  # a group member: the agent's sampling seeded per member
            agent = make_agent(self.agent_name, **{**self.agent_kwargs, "seed": job.seed})
        task = self.tasks[job.task_id]
        record = run_episode(env_for(task, self.envs), agent, task, self.run_dir / job.trace,
                             self.screenshots, self.retries)
        record["trace"] = job.trace
        return record

    def pid(self) -> int:
        return os.getpid()

    def close(self) -> None:
        for env in self.envs.values():
            env.close()


_worker: dict = {}


def _init_worker(*worker_args):
    _worker["worker"] = EpisodeWorker(*worker_args)


def _run_in_worker(job: Job) -> dict:
    return _worker["worker"].run(job)


def run_jobs(jobs: list, worker_args: tuple, workers: int = 1, ray: bool = False, ray_address=None):
    """Yield each job's episode record as it finishes: in this process (workers <= 1), in `workers`
    spawned processes, or on `workers` Ray actors (`ray`), each with its own browser."""
    if not jobs:
        return
    if ray:
        from igg.agents.rollouts.ray_pool import RayPool

        with RayPool(worker_args, actors=max(1, workers), address=ray_address) as pool:
            yield from pool.run(jobs)
    elif workers <= 1:
        worker = EpisodeWorker(*worker_args)
        try:
            for job in jobs:
                yield worker.run(job)
        finally:
            worker.close()
    else:
        import multiprocessing

        context = multiprocessing.get_context("spawn")
        with ProcessPoolExecutor(max_workers=workers, mp_context=context, initializer=_init_worker,
                                 initargs=worker_args) as pool:
            futures = [pool.submit(_run_in_worker, job) for job in jobs]
            for future in as_completed(futures):
                yield future.result()


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
             screenshots: bool = True, resume: bool = False, all_tasks=None, ray: bool = False,
             ray_address=None) -> list[dict]:
    """Run every task not already in RUN_DIR/episodes.jsonl; return all episodes of the run."""
    run_dir = Path(run_dir)
    run_dir.mkdir(parents=True, exist_ok=True)
    done = read_episodes(run_dir)
    if done and not resume:
        raise FileExistsError(f"{run_dir / EPISODES} already has {len(done)} episodes: "
                              f"pass --resume to continue that run, or choose another --out")
    finished = {r["task_id"] for r in done}
    todo = [Job(t.id, f"traces/{t.id}") for t in tasks if t.id not in finished]
    progress = Progress(len(tasks), done=len(tasks) - len(todo), solved=sum(r["success"] for r in done))
    worker_args = (agent_name, agent_kwargs or {}, all_tasks or tasks, str(run_dir), screenshots)
    records = list(done)
    try:
        for record in run_jobs(todo, worker_args, workers, ray=ray, ray_address=ray_address):
            append_episode(run_dir, record)
            records.append(record)
            progress.update(record)
    finally:
        progress.close()
    return records
