"""GRPO through TRL's real trainer: one optimisation step of examples/grpo_tiny.py (a tiny Qwen3-VL
built offline) over an IGG train-split task, its rollouts in real browsers through the adapter."""
import importlib.util
import math
from pathlib import Path

import pytest

pytest.importorskip("trl", reason="the GRPO trainer test needs the train extra: pip install -e '.[train]'")

EXAMPLE = Path(__file__).resolve().parents[1] / "examples" / "grpo_tiny.py"
TOOLS = {"click", "move", "scroll", "drag", "wait"}


def _example():
    spec = importlib.util.spec_from_file_location("grpo_tiny", EXAMPLE)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.slow
def test_one_grpo_step_calls_the_environment_scores_igg_rewards_and_updates_the_policy(tmp_path):
    from igg.agents.rollouts.rewards import load_weights, score_steps

    example = _example()
    out = example.run(steps=1, group=4, n_tasks=1, seed=0, out_dir=str(tmp_path), verbose=False)
    trainer = out["trainer"]
    (task_id,) = out["tasks"]
    envs = trainer.environments
    assert len(envs) == 4 and {env.task_id for env in envs} == {task_id}

    # The trainer called the environment: every tool call it made reached the rollout's browser.
    completions = list(trainer._logs["completion"])
    assert len(completions) == 4
    for env, completion in zip(envs, completions):
        calls = [m for m in completion if m["role"] == "tool" and m["name"] in TOOLS]
        assert len(env.actions) == len(calls)
    assert sum(len(env.actions) for env in envs) >= 2, [env.actions for env in envs]
    assert out["history"][0]["tool_calls"] > 0

    # It received IGG rewards: the G.3 return from rewards.yaml, recomputed here from each episode.
    weights = load_weights()
    rewards = list(trainer._logs["rewards"]["IGGToolEnv"])
    for env, reward in zip(envs, rewards):
        _, _, expected = score_steps(env._steps, env._initial_sha1, env._initial_reveal, weights)
        assert env.get_reward() == pytest.approx(expected) and reward == pytest.approx(expected)
    assert all(reward != 0 for env, reward in zip(envs, rewards) if env.actions)  # an action is never free
    advantages = list(trainer._logs["advantages"])
    assert sum(advantages) == pytest.approx(0.0, abs=1e-4)  # normalised within the group

    # It updated the policy, with a finite loss.
    assert math.isfinite(out["history"][0]["loss"])
    assert out["changed_tensors"] > 0 and out["moved"] > 0
