"""Action parsing and the invalid-action path of the environment: each kind of bad input is
reported in `info`, counts against the budget, and never raises."""
import math

import numpy as np
import pytest

from igg.envs.actions import ActionError, action_space, from_structured, parse_action


@pytest.mark.parametrize("text,expected", [
    ("click(640, 412)", ("click", (640.0, 412.0))),
    ("  move(1.5,2) ", ("move", (1.5, 2.0))),
    ("scroll(100, 200, 0, -300)", ("scroll", (100.0, 200.0, 0.0, -300.0))),
    ("drag(1, 2, 3, 4)", ("drag", (1.0, 2.0, 3.0, 4.0))),
    ("WAIT(500)", ("wait", (500.0,))),
])
def test_parse_valid(text, expected):
    action = parse_action(text)
    assert (action.kind, action.args) == expected
    assert parse_action(action.to_text()) == action


@pytest.mark.parametrize("text,message", [
    ("jump(1, 2)", "unknown action verb 'jump'"),
    ("click 640 412", "unparsable action"),
    ("click(640)", "click takes 2 numbers, got 1"),
    ("click(a, 2)", "'a' is not a number"),
    ("click(nan, 2)", "'nan' is not a number"),
    ("wait(-5)", "outside 0..10000"),
    ("wait(999999)", "outside 0..10000"),
    ("__import__('os').system('true')", "unknown action verb"),
    ("scroll(1, 1, 0, 99999)", "delta larger"),
])
def test_parse_invalid(text, message):
    with pytest.raises(ActionError, match=message.replace("(", r"\(").replace(")", r"\)")):
        parse_action(text)


def test_structured_samples_are_valid():
    space = action_space(1440, 900)
    space.seed(3)
    for _ in range(200):
        action = from_structured(space.sample())
        assert action.kind in ("click", "move", "scroll", "drag", "wait")
        assert all(math.isfinite(v) for v in action.args)


def test_structured_malformed():
    with pytest.raises(ActionError, match="malformed structured action"):
        from_structured({"verb": 0})
    with pytest.raises(ActionError, match="non-finite"):
        from_structured({"verb": 0, "point": np.array([np.nan, 1.0]), "point2": np.zeros(2),
                         "delta": np.zeros(2), "ms": np.zeros(1)})


BAD_ACTIONS = [
    ("jump(1, 2)", "unknown action verb"),
    ("click(", "unparsable"),
    ("click(1e9, 5)", "outside the 1440x900 screenshot"),
    ("click(-1, 5)", "outside"),
    ("drag(10, 10, 10, 2000)", "outside"),
    ("click(nan, 5)", "not a number"),
    (12345, "expected a text or structured action"),
    ({"verb": 7, "point": [1, 1]}, "malformed structured action"),
]


def test_invalid_actions_in_env_count_and_report(env, suite):
    task = suite[0]
    obs, _ = env.reset(options={"task": task.id})
    before = obs["screenshot"].copy()
    for i, (bad, message) in enumerate(BAD_ACTIONS[: task.budget], 1):
        obs, reward, terminated, truncated, info = env.step(bad)
        assert info["invalid"] is True
        assert message in info["last_action_error"]
        assert reward == 0 and not terminated
        assert env.unwrapped.steps == i
        assert "invalid" in obs["history"].splitlines()[-1]
        assert np.array_equal(obs["screenshot"], before)  # nothing was executed
    # Budget exhaustion truncates the episode.
    while not truncated:
        obs, reward, terminated, truncated, info = env.step("wait(10)")
    assert env.unwrapped.steps == task.budget
