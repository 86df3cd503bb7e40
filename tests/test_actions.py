"""The one action vocabulary and its one validator: text, Action objects, dicts and tool calls all
end in the same checks; a fuzz of mixed bad inputs raises nothing but a short ActionError; and in
the environment each kind of bad input is reported in `info`, counts against the budget, and
never raises."""
import json
import math
import random

import numpy as np
import pytest

from igg.envs.actions import (ALL_VERBS, ARITY, ECHO_LIMIT, MAX_SCROLL, MAX_WAIT_MS, SPECS, VERBS, Action,
                              ActionError, action_space, echo, from_structured, from_tool_call, make_action,
                              parse_action, to_action, tool_schemas)
from tests.fuzz import fuzz_input

W, H = 1440, 900


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
    assert to_action(action.to_dict()) == action


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
    ("click(1, 1e999)", "non-finite"),
])
def test_parse_invalid(text, message):
    with pytest.raises(ActionError, match=message.replace("(", r"\(").replace(")", r"\)")):
        parse_action(text)


def test_structured_samples_are_valid():
    space = action_space(W, H)
    space.seed(3)
    for _ in range(200):
        action = from_structured(space.sample(), width=W, height=H)
        assert action.kind in VERBS
        assert all(math.isfinite(v) for v in action.args)


@pytest.mark.parametrize("sample,message", [
    ({"verb": 0}, "missing 'point'"),
    ({"verb": 0, "point": np.array([np.nan, 1.0])}, "non-finite"),
    ({"verb": -1, "point": [1, 1]}, "outside 0..4"),
    ({"verb": 5, "point": [1, 1]}, "outside 0..4"),
    ({"verb": 2.7, "point": [1, 1]}, "must be an integer"),
    ({"verb": True, "point": [1, 1]}, "must be an integer"),
    ({"verb": float("nan"), "point": [1, 1]}, "must be an integer"),
    ({"verb": 10 ** 400, "point": [1, 1]}, "outside 0..4"),
    ({"verb": 0, "point": [1, 2, 3]}, "must hold 2 numbers, got 3"),
    ({"verb": 0, "point": [10 ** 400, 1]}, "too large"),
    ({"verb": 0, "point": [True, 1]}, "must be a number"),
    ({"verb": 4, "ms": np.array([1e7])}, "outside 0..10000"),
    ({"verb": 4, "ms": -5.0}, "outside 0..10000"),
    ({"verb": 2, "point": [1, 1], "delta": [0, 1e9]}, "delta larger"),
    ({"verb": 0, "point": [1, 1], "button": 1}, "unknown key 'button'"),
])
def test_structured_malformed(sample, message):
    with pytest.raises(ActionError, match=message):
        to_action(sample, width=W, height=H)


@pytest.mark.parametrize("action,message", [
    (Action("wait", (1e7,)), "outside 0..10000"),
    (Action("wait", (float("nan"),)), "non-finite"),
    (Action("click", ()), "click takes 2 numbers"),
    (Action("click", None), "must be a list of numbers"),
    (Action("click", ("1", "2")), "must be a number"),
    (Action("bbox", (1, 2, 3, 4)), "unknown action verb 'bbox'"),  # not one of the env's five
    (Action("click", (1500, 10)), "outside the 1440x900 screenshot"),
])
def test_action_objects_are_validated_too(action, message):
    with pytest.raises(ActionError, match=message):
        to_action(action, width=W, height=H)


def test_one_definition_of_the_verbs():
    assert VERBS == ("click", "move", "scroll", "drag", "wait") and ALL_VERBS == VERBS + ("bbox",)
    assert {v: s.arity for v, s in SPECS.items()} == ARITY
    assert make_action("drag", [1, 2, 3, 4]).points() == [(1.0, 2.0), (3.0, 4.0)]
    assert make_action("wait", [5]).points() == []
    assert make_action("scroll", [1, 2, 0, 9]).with_points([(7, 8)]) == make_action("scroll", [7, 8, 0, 9])


def test_tool_schemas_and_tool_calls():
    tools = tool_schemas(size=(W, H))
    assert [t["function"]["name"] for t in tools] == list(VERBS)
    for tool in tools:
        assert tool["type"] == "function"
        fn = tool["function"]
        params = fn["parameters"]
        assert fn["description"] and params["type"] == "object" and params["additionalProperties"] is False
        assert params["required"] == list(SPECS[fn["name"]].params) == list(params["properties"])
    click = tools[0]["function"]["parameters"]["properties"]
    assert click["x"]["maximum"] == W - 1 and click["y"]["maximum"] == H - 1
    wait = tools[4]["function"]["parameters"]["properties"]["ms"]
    assert (wait["minimum"], wait["maximum"]) == (0, MAX_WAIT_MS)
    json.dumps(tools)  # plain JSON

    assert from_tool_call("drag", '{"x1": 1, "y1": 2, "x2": 3, "y2": 4}') == make_action("drag", [1, 2, 3, 4])
    assert from_tool_call("wait", {"ms": 250}) == make_action("wait", [250])
    for name, arguments, message in [
        ("click", '{"x": 1}', "missing argument 'y'"),
        ("click", '{"x": 1, "y": 2, "button": "left"}', "unknown argument 'button'"),
        ("click", '{"x": 1, "y": ', "not JSON"),
        ("click", "[1, 2]", "must be a JSON object"),
        ("click", {"x": "1", "y": 2}, "must be a number"),
        ("type", {"text": "hi"}, "unknown tool 'type'"),
        ("wait", {"ms": 1e9}, "outside 0..10000"),
        ("click", {"x": 5000, "y": 2}, "outside the 1440x900"),
    ]:
        with pytest.raises(ActionError, match=message):
            from_tool_call(name, arguments, width=W, height=H)


def test_echo_is_short_printable_ascii_and_never_raises():
    class Hostile:
        def __repr__(self):
            raise RuntimeError("no")

    nested = []
    for _ in range(10_000):
        nested = [nested]
    for value in ["\u00e9\u4e2d\n\x00" * 100, 10 ** 5000, Hostile(), nested, np.zeros((100, 100)), b"\xff" * 500]:
        text = echo(value)
        assert len(text) <= ECHO_LIMIT and all(" " <= c <= "~" for c in text), text


# -- the fuzz ---------------------------------------------------------------------------------------
def test_fuzz_raises_only_short_action_errors():
    rng = random.Random(20260601)
    accepted, rejected = {}, 0
    for _ in range(3000):
        action = fuzz_input(rng)
        try:
            parsed = to_action(action, allowed=VERBS, width=W, height=H)
        except ActionError as exc:
            rejected += 1
            message = str(exc)
            assert len(message) <= 300 and all(" " <= c <= "~" for c in message), message
            continue
        accepted[type(action).__name__] = accepted.get(type(action).__name__, 0) + 1
        assert parsed.kind in VERBS and len(parsed.args) == ARITY[parsed.kind]
        assert all(type(v) is float and math.isfinite(v) for v in parsed.args)
        assert all(0 <= x < W and 0 <= y < H for x, y in parsed.points())
        if parsed.kind == "wait":
            assert 0 <= parsed.ms <= MAX_WAIT_MS
        if parsed.kind == "scroll":
            assert abs(parsed.dx) <= MAX_SCROLL and abs(parsed.dy) <= MAX_SCROLL
        assert to_action(parsed.to_dict(), width=W, height=H) == parsed
    # The fuzz reaches both sides of the validator for text, dicts and Action objects alike.
    assert rejected > 1000 and set(accepted) >= {"str", "dict", "Action"}, accepted


# -- in the environment -------------------------------------------------------------------------------
BAD_ACTIONS = [
    ("jump(1, 2)", "unknown action verb"),
    ("click(", "unparsable"),
    ("click(1e9, 5)", "outside the 1440x900 screenshot"),
    ("click(-1, 5)", "outside"),
    ("drag(10, 10, 10, 2000)", "outside"),
    ("click(nan, 5)", "not a number"),
    (12345, "expected a text, Action or dict action"),
    ({"verb": 7, "point": [1, 1]}, "outside 0..4"),
]


def test_invalid_actions_in_env_count_and_report(env, suite):
    from gymnasium.wrappers import TimeLimit

    task = suite[0]
    env = TimeLimit(env, max_episode_steps=task.budget)  # the budget, as `gymnasium.make` registers it
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
    # Invalid actions use up the budget like any other: it truncates the episode on time.
    while env.unwrapped.steps < task.budget:
        obs, reward, terminated, truncated, info = env.step("wait(10)")
    assert truncated and env.unwrapped.steps == task.budget


HOSTILE = ["click(" + "\u4e2d" * 5000 + ")", "x" * 10_000, Action("wait", (1e7,)), {"verb": 10 ** 5000},
           {"verb": 0, "point": [float("inf"), 1]}, Action("cl\u00e9ck\n" * 50, (1, 2)), b"\xff" * 100,
           np.full((50, 50), np.nan)]


def test_hostile_inputs_keep_observations_inside_the_space(env, suite):
    task = suite[0]
    env.reset(options={"task": task.id})
    for bad in HOSTILE[: task.budget]:
        obs, reward, terminated, truncated, info = env.step(bad)
        assert info["invalid"] and reward == 0
        assert env.observation_space.contains(obs), obs["history"][-300:]


def test_env_fuzz_of_mixed_inputs_never_raises_and_stays_in_the_space(suite):
    """600 steps of every input kind, left scrolls and sampled actions included, over one task
    per app: no exception, every observation in the space, no infrastructure failure. (The long
    run, 10,000 steps over every task, is tests/benchmarks/bench_fuzz.py.)"""
    from igg.envs.igg_env import IGGEnv
    from tests.fuzz import run_fuzz

    desktop = [t for t in suite if tuple(t.viewport) == (1440, 900) and t.zoom == 1]
    tasks = list({t.app: t for t in reversed(desktop)}.values())
    env = IGGEnv(tasks=desktop)
    try:
        counts = run_fuzz(env, tasks, steps=600, seed=7)
    finally:
        env.close()
    assert counts["outside_space"] == 0 and counts["infra"] == 0, counts
    assert counts["invalid"] > 150 and counts["steps"] - counts["invalid"] > 90, counts  # both sides reached
