"""Environments as Ray actors, each with its own browser (`--ray` in `igg eval` and `igg rollouts collect`).

Ray is an optional extra (`pip install -e .[ray]`). By default a local Ray is started in-process
with as many CPUs as actors; `address` joins an existing cluster instead. Each actor is an
`igg.agents.runner.EpisodeWorker`. An actor that dies (its process crashed or was killed) is
replaced by a fresh one and its episode is run again, so a lost actor never loses an episode and
never records one twice (only a finished episode's record comes back). The episode's record then
says so as for a browser crash on a local worker: `retried`, `first_infra_error` (the lost actor)
and `attempts` (the lost actors' attempts included); `replaced` counts the actors replaced.
"""
from __future__ import annotations


def _ray():
    try:
        import ray
    except ImportError:
        raise SystemExit("--ray needs Ray: pip install -e '.[ray]'") from None
    return ray


class RayPool:
    """A fixed number of EpisodeWorker actors; `run(jobs)` yields records as episodes finish."""

    def __init__(self, worker_args: tuple, actors: int = 2, address: str | None = None, max_restarts: int = 3):
        self.ray = _ray()
        self.worker_args, self.size, self.max_restarts = worker_args, actors, max_restarts
        self.started_here = False
        if not self.ray.is_initialized():
            # Actors run this Python, where igg is installed; a cluster's nodes need igg installed too.
            if address:
                self.ray.init(address=address, log_to_driver=False)
            else:
                self.ray.init(num_cpus=actors, include_dashboard=False, log_to_driver=False)
            self.started_here = True
        from igg.agents.runner import EpisodeWorker

        self.actor_class = self.ray.remote(num_cpus=1)(EpisodeWorker)
        self.actors = [self._new_actor() for _ in range(actors)]
        self.replaced = 0  # actors replaced after a crash, for the caller's report

    def _new_actor(self):
        return self.actor_class.remote(*self.worker_args)

    def run(self, jobs):
        from ray.exceptions import ActorDiedError, RayActorError, WorkerCrashedError

        queue = list(jobs)[::-1]
        running = {}  # object ref -> (actor index, job)
        tries: dict = {}  # job -> actors lost while running it
        first_loss: dict = {}  # job -> what the first lost actor said

        def submit(index):
            job = queue.pop()
            running[self.actors[index].run.remote(job)] = (index, job)

        for index in range(min(self.size, len(queue))):
            submit(index)
        while running:
            ready, _ = self.ray.wait(list(running), num_returns=1)
            ref = ready[0]
            index, job = running.pop(ref)
            try:
                record = self.ray.get(ref)
            except (RayActorError, ActorDiedError, WorkerCrashedError) as exc:
                tries[job] = tries.get(job, 0) + 1
                first_loss.setdefault(job, f"Ray actor lost: {type(exc).__name__}: {str(exc)[:300]}")
                if tries[job] > self.max_restarts:
                    raise RuntimeError(f"episode {job} lost {tries[job]} Ray actors in a row: {exc}") from exc
                self.ray.kill(self.actors[index], no_restart=True)
                self.actors[index] = self._new_actor()  # a fresh actor, a fresh browser
                self.replaced += 1
                queue.append(job)  # the episode runs again, first
            else:
                if job in tries:  # an infrastructure failure, reported as a local worker reports one
                    record.update(retried=True, attempts=record.get("attempts", 1) + tries[job],
                                  first_infra_error=first_loss[job])
                yield record
            if queue:
                submit(index)

    def pids(self) -> list[int]:
        """The actors' process ids (a busy actor answers when its episode is over)."""
        return self.ray.get([actor.pid.remote() for actor in self.actors])

    def close(self) -> None:
        for actor in self.actors:
            try:
                self.ray.get(actor.close.remote(), timeout=30)
            except Exception:  # a dead actor has nothing to close
                pass
        if self.started_here:
            self.ray.shutdown()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()
