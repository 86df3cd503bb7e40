"""Every task of the suite passes replay validation (in parallel); replays are byte-deterministic."""
import dataclasses

import pytest

from igg.replay.validate import replay_reference, validate_task, validate_tasks
from igg.tasks.schema import SUBTYPES, Step, load_suite

SUITE = load_suite()


def test_suite_size_and_coverage():
    assert len(SUITE) >= 36
    for subtype in SUBTYPES:
        assert sum(t.subtype == subtype for t in SUITE) >= 4, subtype


def test_every_task_is_valid_with_exposure_zero():
    """The whole suite once, on two worker processes, as `igg replay --workers 2` runs it."""
    results = validate_tasks(SUITE, workers=2)
    failures = [f"{r.task_id}: {'; '.join(r.failures)}" for r in results if not r.valid]
    assert not failures, "\n".join(failures)
    assert all(r.reset_state["exposure"] == 0 for r in results)


def _sample():
    """One task per (app, sub-type): every app and sub-type is covered."""
    seen, sample = set(), []
    for task in SUITE:
        if (task.app, task.subtype) not in seen:
            seen.add((task.app, task.subtype))
            sample.append(task)
    return sample


@pytest.mark.parametrize("task", _sample(), ids=[t.id for t in _sample()])
def test_replay_is_deterministic(env, task):
    first = replay_reference(env, task)
    again = replay_reference(env, task)
    assert not first.failures, first.failures
    assert again.screenshots == first.screenshots, "replaying the same trace gave different screenshots"


def test_an_exposed_target_fails_validation_with_its_exposure(env):
    """A task whose target can be clicked at reset is no task: the message gives its exposure."""
    task = SUITE[0]
    env.reset(options={"task": task})
    session = env.unwrapped.session
    visible = next(i for i in session.page.evaluate("igg.ids()")
                   if i not in task.targets and session.inspect(i)["actionable"] and session.inspect(i)["count"] == 1)
    exposed = dataclasses.replace(task, id="exposed-on-purpose", targets=(visible,),
                                  trace=(Step("click", element=visible),))
    result = validate_task(env, exposed)
    assert not result.valid
    assert any(f.startswith("target exposed at reset: exposure ") for f in result.failures), result.failures
    assert result.reset_state["exposure"] > 0
