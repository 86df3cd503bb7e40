"""PointerBenchEnv on a tiny Pillow-made suite: checker, scoring, invalid actions, registration, run."""
from __future__ import annotations

import hashlib
import json

import gymnasium as gym
import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env
from PIL import Image, ImageDraw

import igg.cli as igg_cli
from igg.agents.pointerbench import reference_action
from igg.envs.pointerbench_env import PointerBenchEnv
from igg.tasks.pointerbench.loader import load_suite
from igg.tasks.pointerbench.schema import PointerBenchExample, write_suite

W, H = 1024, 768
TARGETS = [  # (answer_type, bbox, instruction)
    ("point", (100, 100, 180, 140), "Click the red button."),
    ("point", (600, 500, 700, 560), "Klicke auf «Speichern» → jetzt ≥ 2 ☐"),
    ("bbox", (300, 300, 500, 340), "Draw a box around the blue field."),
]


def make_suite(root):
    rows, images = [], []
    for i, (kind, box, text) in enumerate(TARGETS):
        img = Image.new("RGB", (W, H), (240, 240, 240))
        ImageDraw.Draw(img).rectangle(box, fill=(200, 30 * i, 40))
        rule = {"type": "point_in_bbox", "bbox": list(box)}
        if kind == "bbox":
            rule = {"type": "iou", "bbox": list(box), "min_coverage": 0.9, "min_precision": 0.7}
        rows.append({"id": f"pbt_{i:04d}", "instruction": text, "bbox": list(box),
                     "point": [(box[0] + box[2]) // 2, (box[1] + box[3]) // 2], "answer_type": kind,
                     "eval": rule, "data_type": "word", "category": "word_center", "surface": "mock",
                     "language": "en", "difficulty": "easy", "image_size": [W, H]})
        images.append(img)
    write_suite(root / "pointerbench-text", rows, images)
    return root / "pointerbench-text"


@pytest.fixture(scope="module")
def suite_dir(tmp_path_factory):
    return make_suite(tmp_path_factory.mktemp("pb"))


@pytest.fixture
def env(suite_dir):
    env = PointerBenchEnv(suite_dir)
    yield env
    env.close()


def test_write_suite_layout_round_trips(suite_dir):
    data = suite_dir / "data" / "test"
    assert sorted(p.name for p in data.iterdir()) == ["0000.png", "0001.png", "0002.png", "metadata.jsonl"]
    suite = load_suite(suite_dir)
    assert [ex.file_name for ex in suite] == ["0000.png", "0001.png", "0002.png"]
    assert suite[0].array().shape == (H, W, 3) and suite[1].instruction == TARGETS[1][2]


@pytest.mark.filterwarnings("ignore:.*symmetric and normalized space")  # pixel coordinates are the contract
def test_check_env_passes(env):
    check_env(env.unwrapped, skip_render_check=True)


def test_observation_in_space_with_non_ascii_instruction(env):
    obs, info = env.reset(options={"id": "pbt_0001"})
    assert obs in env.observation_space and "«" in obs["instruction"]
    assert obs["screenshot"].shape == (H, W, 3) and obs["answer_type"] == 0 and obs["history"] == ""


def test_reset_by_seed_is_deterministic(env):
    first = [env.reset(seed=s)[1]["task_id"] for s in range(10)]
    assert first == [env.reset(seed=s)[1]["task_id"] for s in range(10)]
    assert len(set(first)) > 1


def test_correct_click_scores_1_wrong_click_0(env):
    env.reset(options={"index": 0})
    obs, reward, terminated, truncated, info = env.step("click(100, 140)")  # a corner: edges count
    assert (reward, terminated, truncated) == (1.0, True, False)
    assert info["success"] and info["reason"] == "hit" and info["task_id"] == "pbt_0000"
    assert obs["history"] == "click(100, 140)" and obs in env.observation_space
    env.reset(options={"index": 0})
    _, reward, terminated, _, info = env.step("click(181, 120)")
    assert reward == 0.0 and terminated and info["reason"] == "outside box" and info["last_action_error"] == ""


def test_bbox_answers(env):
    env.reset(options={"id": "pbt_0002"})
    _, reward, _, _, info = env.step("bbox(500, 340, 300, 300)")  # corners in either order
    assert reward == 1.0 and info["coverage"] == 1.0
    env.reset(options={"id": "pbt_0002"})
    _, reward, _, _, info = env.step("bbox(300, 300, 450, 340)")
    assert reward == 0.0 and info["reason"].startswith("coverage 0.750")
    env.reset(options={"id": "pbt_0002"})  # a click on a bbox row is a miss (published semantics)
    _, reward, _, _, info = env.step("click(400, 320)")
    assert reward == 0.0 and "a point was given" in info["reason"]


def test_structured_actions(env):
    env.reset(options={"index": 0})
    _, reward, _, _, _ = env.step({"kind": 0, "point": np.array([140, 120], np.float32), "box": np.zeros(4)})
    assert reward == 1.0
    env.reset(options={"index": 2})
    _, reward, _, _, _ = env.step({"kind": 1, "point": np.zeros(2), "box": np.array([300, 300, 500, 340])})
    assert reward == 1.0
    env.reset(options={"index": 2})
    sample = env.action_space.sample()
    _, reward, terminated, _, info = env.step(sample)
    assert terminated and info["last_action_error"] == ""


@pytest.mark.parametrize("action", ["move(10, 10)", "scroll(1, 1, 0, 50)", "drag(1, 2, 3, 4)", "wait(100)",
                                    "click(10)", "click me", "bbox(1, 2, 3, x)", 42, {"kind": 3}])
def test_invalid_actions_give_error_and_end_episode(env, action):
    env.reset(options={"index": 0})
    obs, reward, terminated, truncated, info = env.step(action)
    assert reward == 0.0 and terminated and not truncated
    assert info["last_action_error"] and info["invalid"] and not info["success"]
    assert info["reason"].startswith("invalid action") and info["prediction"] is None
    assert obs in env.observation_space


# IGGEnv's info keys (envs/igg_env.py, "## Info"): both environments carry them.
RESET_KEYS = {"task_id", "app", "type", "subtype", "platform", "budget", "screenshot_sha1", "timing", "reveal",
              "infra_error"}
STEP_KEYS = RESET_KEYS | {"step", "action", "action_text", "clicked_id", "invalid", "last_action_error", "success"}


def test_info_has_the_igg_env_keys(env, suite_dir):
    _, info = env.reset(options={"index": 0})
    assert RESET_KEYS <= set(info)
    png = (suite_dir / "data" / "test" / "0000.png").read_bytes()
    assert info["screenshot_sha1"] == hashlib.sha1(png).hexdigest()
    assert info["reveal"] == {"visible": True, "unobstructed": True, "actionable": True, "exposure": 1.0}
    assert (info["task_id"], info["type"], info["subtype"], info["budget"]) == ("pbt_0000", "pointerbench", "text", 1)
    assert info["infra_error"] is None and info["timing"].virtual_ms == 0.0
    _, _, _, _, info = env.step("click(140, 120)")
    assert STEP_KEYS <= set(info)
    assert info["action"]["kind"] == "click" and list(info["action"]["args"]) == [140, 120]
    assert (info["step"], info["action_text"], info["success"], info["invalid"]) == (1, "click(140, 120)", True, False)
    env.reset(options={"index": 0})
    _, _, _, _, info = env.step("scroll(1, 1, 0, 50)")
    assert STEP_KEYS <= set(info) and info["invalid"] and info["action"] is None


def test_info_keys_match_igg_env_docstring():
    from igg.envs.igg_env import IGGEnv

    documented = IGGEnv.__doc__.split("## Info", 1)[1].split("##", 1)[0]
    assert {k for k in STEP_KEYS if f"`{k}`" not in documented} == set()


def test_out_of_screen_click_is_scored_and_noted(env):
    env.reset(options={"index": 0})
    _, reward, _, _, info = env.step("click(2000, 120)")
    assert reward == 0.0 and "outside the 1024x768" in info["out_of_bounds"] and info["last_action_error"] == ""


def test_step_without_reset_raises(suite_dir):
    env = PointerBenchEnv(suite_dir)
    with pytest.raises(RuntimeError):
        env.step("click(1, 1)")


def test_images_are_decoded_once_and_observations_are_copies(suite_dir, monkeypatch):
    env = PointerBenchEnv(suite_dir)
    loads = []
    original = PointerBenchExample.image
    monkeypatch.setattr(PointerBenchExample, "image", lambda self, cache=False: loads.append(self.id) or original(self))
    first = env.reset(options={"index": 1})[0]["screenshot"]
    first[:] = 0  # the agent's copy, not the cache
    second, _, _, _, _ = env.step("click(1, 1)")
    third = env.reset(options={"index": 1})[0]["screenshot"]
    assert loads == ["pbt_0001"] and third.any() and np.array_equal(second["screenshot"], third)


def test_gymnasium_make(suite_dir):
    import igg  # noqa: F401 - registers the ids
    env = gym.make("igg/PointerBench-v0", suite_dir=str(suite_dir), split="test")
    obs, info = env.reset(seed=3)
    assert obs in env.observation_space
    _, reward, terminated, _, _ = env.step(reference_action(env.unwrapped.example))
    assert reward == 1.0 and terminated
    env.close()


@pytest.mark.parametrize("agent, accuracy", [("reference", "100.00%"), ("center", "0.00%")])
def test_cli_run_then_score(suite_dir, tmp_path, capsys, agent, accuracy):
    preds = tmp_path / f"{agent}.jsonl"
    assert igg_cli.main(["pointerbench", "run", "--suite-dir", str(suite_dir), "--agent", agent,
                         "--out", str(preds)]) == 0
    lines = [json.loads(x) for x in preds.read_text().splitlines()]
    assert [x["id"] for x in lines] == ["pbt_0000", "pbt_0001", "pbt_0002"]
    if agent == "reference":
        assert lines[0] == {"id": "pbt_0000", "point": [140, 120]}
        assert lines[2] == {"id": "pbt_0002", "bbox": [300, 300, 500, 340]}
    else:
        assert lines[0] == {"id": "pbt_0000", "point": [512, 384]}
    capsys.readouterr()
    assert igg_cli.main(["pointerbench", "score", "--suite-dir", str(suite_dir), "--predictions", str(preds)]) == 0
    assert f"Accuracy: {accuracy:>7s}" in capsys.readouterr().out


def test_cli_run_limit_and_errors(suite_dir, tmp_path, capsys):
    preds = tmp_path / "p.jsonl"
    assert igg_cli.main(["pointerbench", "run", "--suite-dir", str(suite_dir), "--agent", "center",
                         "--out", str(preds), "--limit", "2"]) == 0
    assert len(preds.read_text().splitlines()) == 2
    code = igg_cli.main(["pointerbench", "run", "--suite-dir", str(suite_dir), "--agent", "no-such-agent",
                         "--out", str(preds)])
    err = capsys.readouterr().err
    assert code == 2 and "no-such-agent" in err and "Traceback" not in err
