"""Shared fixtures: one real browser session per test module, reused across episodes."""
import pytest

from igg.tasks.schema import load_suite


@pytest.fixture(scope="session")
def suite():
    """The tasks of the desktop preset (the default env's); a few tasks are made for other presets."""
    return [t for t in load_suite() if tuple(t.viewport) == (1440, 900) and t.zoom == 1]


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


def one_per_app_and_subtype(tasks):
    """One task per (app, sub-type), in suite order: every app and mechanism family, at a fraction
    of the suite's cost."""
    return list({(t.app, t.subtype): t for t in reversed(tasks)}.values())[::-1]
