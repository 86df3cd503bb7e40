"""Shared fixtures: one real browser session per test module, reused across episodes."""
import pytest

from igg.tasks.schema import load_suite


@pytest.fixture(scope="session")
def suite():
    return load_suite()


@pytest.fixture(scope="module")
def env(suite):
    from igg.envs.igg_env import IGGEnv

    environment = IGGEnv(tasks=suite)
    yield environment
    environment.close()


def first_task(suite, subtype):
    for task in suite:
        if task.subtype == subtype:
            return task
    pytest.skip(f"no task of sub-type {subtype}")
