"""Every task of the suite passes replay validation, and replays are byte-deterministic."""
import pytest

from igg.replay.validate import replay_reference, validate_task
from igg.tasks.schema import SUBTYPES, load_suite

SUITE = load_suite()


def test_suite_size_and_coverage():
    assert len(SUITE) >= 36
    for subtype in SUBTYPES:
        assert sum(t.subtype == subtype for t in SUITE) >= 4, subtype


@pytest.mark.parametrize("task", SUITE, ids=[t.id for t in SUITE])
def test_task_is_valid_and_deterministic(env, task):
    result = validate_task(env, task)
    assert result.valid, result.failures
    again = replay_reference(env, task)
    assert again.screenshots == result.screenshots, "replaying the same trace gave different screenshots"
