"""Generators of mixed, mostly malformed actions: text, dicts, Action objects and odd values.
Shared by the fuzz tests (tests/test_actions.py) and the long fuzz benchmark (bench_fuzz.py)."""
import random
from fractions import Fraction

import numpy as np

from igg.envs.actions import ALL_VERBS, ARITY, Action

_WEIRD = [None, True, False, np.bool_(True), float("nan"), float("inf"), -float("inf"), 10 ** 400, -10 ** 30,
          2 ** 63, 1e308, -1e-320, "1", "", b"1", [1], (1, 2), {"x": 1}, 1j, Fraction(10 ** 400, 3),
          np.float32(np.nan), np.int64(-1), np.uint64(2 ** 64 - 1), np.array([1.0, 2.0]), np.array("x"),
          object()]


def _number(rng):
    r = rng.random()
    if r < 0.5:
        return rng.choice([rng.uniform(-50, 1600), rng.randint(0, 1439), rng.randint(0, 899)])
    if r < 0.8:
        return rng.choice([rng.uniform(-1e6, 1e6), rng.randint(-20_000, 20_000), rng.uniform(0, 12_000)])
    return rng.choice(_WEIRD)


def _numbers(rng, n):
    n = max(0, n + rng.choice([0, 0, 0, 0, -1, 1, 2, -n]))
    values = [_number(rng) for _ in range(n)]
    return rng.choice([values, tuple(values), np.array(values, dtype=object), "not a list", None])


def _text(rng):
    verb = rng.choice(list(ALL_VERBS) + ["CLICK", "jump", "invalid", "cl\u00e9ck", "", "__import__", "click" * 50])
    parts = []
    for _ in range(ARITY.get(verb.lower(), 2) + rng.choice([0, 0, 0, -1, 1])):
        parts.append(rng.choice([str(_number(rng)), "nan", "inf", "-0", "1e999", "9" * 5000, "0x10", "1_000",
                                 "\u0661", " 5 ", "a", "", "(", "\n"]))
    body = f"{verb}({', '.join(parts)})"
    return rng.choice([body, body + ";", body[:-1], body * 2, "\x00" + body, body + "\u2603" * 300,
                       "".join(chr(rng.randint(0, 0x2FFF)) for _ in range(rng.randint(0, 200))), "x" * 20_000])


def _structured(rng):
    sample = {"verb": rng.choice([0, 1, 2, 3, 4, np.int64(rng.randint(0, 4)), np.array(rng.randint(0, 4)),
                                  -1, 5, 2.7, 2.0, True, float("nan"), 10 ** 400, None, "click", np.array([1])])}
    for key, size in (("point", 2), ("point2", 2), ("delta", 2), ("ms", 1)):
        if rng.random() < 0.85:
            sample[key] = rng.choice([
                np.array([_number(rng) for _ in range(size)], dtype=object),
                np.array([rng.uniform(0, 899) for _ in range(size)], dtype=np.float32),
                [_number(rng) for _ in range(size + rng.choice([0, 0, 0, 1, -1]))],
                np.array(["a"] * size), np.array([True] * size), _number(rng)])
    if rng.random() < 0.05:
        sample["extra"] = 1
    return sample


def _fuzz_input(rng):
    form = rng.choice(["text", "structured", "kind_dict", "object", "other"])
    if form == "text":
        return _text(rng)
    if form == "structured":
        return _structured(rng)
    verb = rng.choice(list(ALL_VERBS) + ["jump", None, 3, "\u00e9" * 200])
    args = _numbers(rng, ARITY.get(verb, 2) if isinstance(verb, str) else 2)
    if form == "kind_dict":
        return {"kind": verb, "args": args}
    if form == "object":
        return Action(verb, args)
    return rng.choice(_WEIRD + [np.zeros((2, 2)), bytearray(b"click(1, 2)"), 12345, [0, 1, 2], set(), 3.5])


def fuzz_input(rng):
    """One input of any kind: text, a structured dict, a kind/args dict, an Action or an odd value."""
    return _fuzz_input(rng)


def episode_inputs(rng, env):
    """An input for an env step: mostly fuzz, plus the valid moves that once broke the browser
    (left scrolls, the space's own samples, long waits)."""
    r = rng.random()
    if r < 0.10:
        return f"scroll({rng.randint(0, 1439)}, {rng.randint(0, 899)}, {-rng.randint(1, 5000)}, 0)"
    if r < 0.25:
        return env.action_space.sample()
    if r < 0.30:
        return f"wait({rng.randint(0, 10_000)})"
    return fuzz_input(rng)


def run_fuzz(env, tasks, steps: int, seed: int = 0, on_step=None) -> dict:
    """Step `env` through `steps` mixed inputs over `tasks` in turn; every step must return an
    observation inside the space. Returns counts: steps, invalid, infra, resets, outside_space."""
    rng = random.Random(seed)
    env.action_space.seed(seed)
    counts = {"steps": 0, "invalid": 0, "infra": 0, "resets": 0, "outside_space": 0}
    done, index = True, 0
    for _ in range(steps):
        if done:
            env.reset(options={"task": tasks[index % len(tasks)]})
            counts["resets"] += 1
            index += 1
        obs, _reward, terminated, truncated, info = env.step(episode_inputs(rng, env))
        counts["steps"] += 1
        counts["invalid"] += bool(info["invalid"])
        counts["infra"] += bool(info["infra_error"])
        counts["outside_space"] += not env.observation_space.contains(obs)
        done = terminated or truncated or info["step"] >= 8
        if on_step:
            on_step(counts, info)
    return counts
