"""Every task of the suite passes replay validation (in parallel); replays are byte-deterministic."""
import dataclasses

import pytest

from igg.replay.validate import replay_reference, validate_task, validate_tasks
from igg.tasks.schema import SUBTYPES, Step, load_suite

SUITE = load_suite()
DESKTOP = [t for t in SUITE if tuple(t.viewport) == (1440, 900) and t.zoom == 1]


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
    # The outcome check ran on every task: each target's click set something, and the controls
    # of every reset state were clicked (once per state, reused by the tasks that share it).
    assert all(r.outcome for r in results)
    assert all(r.controls_tried > 0 for r in results)
    tried = sum(r.controls_tried for r in results if r.outcome_seconds)
    seconds = sum(r.outcome_seconds for r in results)
    print(f"outcome check: {tried} controls clicked over {sum(1 for r in results if r.outcome_seconds)} "
          f"reset states in {seconds:.1f} s")


def _sample():
    """One task per (app, sub-type): every app and sub-type is covered."""
    seen, sample = set(), []
    for task in SUITE:
        if (task.app, task.subtype) not in seen:
            seen.add((task.app, task.subtype))
            sample.append(task)
    return sample


@pytest.mark.parametrize("task", _sample(), ids=[t.id for t in _sample()])
def test_replay_is_deterministic(env_for, task):
    env = env_for(task)
    first = replay_reference(env, task)
    again = replay_reference(env, task)
    assert not first.failures, first.failures
    assert again.screenshots == first.screenshots, "replaying the same trace gave different screenshots"


def test_an_exposed_target_fails_validation_with_its_exposure(env):
    """A task whose target can be clicked at reset is no task: the message gives its exposure."""
    task = DESKTOP[0]
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


def test_outcome_check_finds_a_second_road_unless_it_is_listed(env_for):
    """Figma's Layers row selects a frame as its canvas title does: with the row clickable at
    reset, a task listing only the title has a second road to its outcome; listing the row as an
    equivalent target answers the outcome check, and then the exposure check fails the task
    instead (a listed target clickable at reset is not hidden)."""
    base = next(t for t in SUITE if t.id == "design-scroll-confirmation-frame")
    title, row = "design.frame.confirm.title", "design.layer.confirm"
    alone = dataclasses.replace(base, id="title-only", targets=(title,), state={})
    result = validate_task(env_for(alone), alone)
    roads = [f for f in result.failures if f.startswith("another road to the outcome")]
    assert result.outcome.get("selection") == "confirm", result.outcome
    assert any(f"clicking {row} " in f for f in roads), result.failures
    assert result.controls_tried > 10

    listed = dataclasses.replace(alone, id="title-and-row", targets=(title, row))
    result = validate_task(env_for(listed), listed)
    assert not [f for f in result.failures if f.startswith("another road") and f"clicking {row} " in f], result.failures
    assert any(f.startswith("target exposed at reset") for f in result.failures), result.failures


def test_other_roads_match_every_outcome_key_and_skip_listed_targets():
    """Only a click that sets every key of the outcome counts; listed targets are the exposure
    check's, and a click that broke the page (no state) proves nothing."""
    from igg.replay.validate import other_roads

    base = next(t for t in SUITE if t.id == "design-scroll-confirmation-frame")
    probes = [({"id": "a", "element": "<b>", "x": 1, "y": 2}, {"selection": "confirm", "tool": "move"}),
              ({"id": "b", "element": "<b>", "x": 3, "y": 4}, {"selection": None, "tool": "move"}),
              ({"id": base.target, "element": "<b>", "x": 5, "y": 6}, {"selection": "confirm", "tool": "move"}),
              ({"id": "c", "element": "<b>", "x": 7, "y": 8}, None)]
    found = other_roads(base, {"selection": None, "tool": "move"}, {"selection": "confirm", "tool": "move"}, probes)
    assert len(found) == 1 and "clicking a at (1, 2)" in found[0] and 'selection="confirm"' in found[0]


@pytest.mark.alone  # four envs at once is the load under test; another test beside it would add more
def test_four_processes_at_once_replay_byte_identical_screenshots():
    """Load must not change pixels: drags over text included (movable-occlusion tasks drag)."""
    import json
    import subprocess
    import sys
    import textwrap

    chosen = [t.id for t in DESKTOP if t.subtype == "movable_occlusion"][:6] + [DESKTOP[0].id]
    chat_task = next(t.id for t in DESKTOP if t.app == "chat" and t.subtype == "offscreen_scroll")
    script = textwrap.dedent(f"""
        import json
        from igg.envs.igg_env import IGGEnv
        from igg.replay.validate import replay_reference
        from igg.tasks.schema import load_suite
        suite = {{t.id: t for t in load_suite() if tuple(t.viewport) == (1440, 900) and t.zoom == 1}}
        env = IGGEnv(tasks=list(suite.values()))
        out = {{i: replay_reference(env, suite[i]).screenshots for i in {chosen!r}}}
        # Drags that would select text in a scroller and run out of it (selection autoscroll).
        env.reset(options={{"task": {chat_task!r}}})
        out["text-drags"] = [env.step(a)[4]["screenshot_sha1"] for a in
                             ("drag(800, 300, 800, 899)", "drag(800, 700, 800, 0)", "wait(3000)")]
        print(json.dumps(out))
        env.close()
    """)
    procs = [subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
             for _ in range(4)]
    outputs = [p.communicate(timeout=600) for p in procs]
    assert all(p.returncode == 0 for p in procs), [err[-2000:] for _, err in outputs]
    runs = [json.loads(out.strip().splitlines()[-1]) for out, _ in outputs]
    for task_id in chosen + ["text-drags"]:
        assert len({tuple(run[task_id]) for run in runs}) == 1, f"{task_id}: screenshots differ between processes"


OUTSIDE_TASK = """app: chat
platform: desktop
tasks:
  - id: my-lab-onboarding-thread
    instruction: "Open the replies to Elena's onboarding v2 proposal in #design"
    target: [chat.msg.des-onboarding-v2.replies, chat.msg.des-onboarding-v2.reply]
    type: viewport
    subtype: offscreen_scroll
    state: {channel: design}
    trace:
      - scroll: {element: chat.messages, dy: -1200}
      - click: chat.msg.des-onboarding-v2.replies
"""


def test_replay_and_eval_take_a_task_file_outside_the_package(tmp_path):
    import subprocess
    import sys

    good = tmp_path / "mine" / "chat.yaml"
    good.parent.mkdir()
    good.write_text(OUTSIDE_TASK, encoding="utf-8")
    run = subprocess.run([sys.executable, "-m", "igg.cli", "replay", "--suite", str(good),
                          "--report", str(tmp_path / "r.json")], capture_output=True, text=True, timeout=600)
    assert run.returncode == 0, run.stdout[-2000:] + run.stderr[-2000:]
    assert "1/1 tasks valid" in run.stdout and "outcome check:" in run.stdout
    run = subprocess.run([sys.executable, "-m", "igg.cli", "eval", "--agent", "random", "--suite", str(good.parent),
                          "--out", str(tmp_path / "run")], capture_output=True, text=True, timeout=600)
    assert run.returncode == 0, run.stdout[-2000:] + run.stderr[-2000:]
    assert "my-lab-onboarding-thread" in (tmp_path / "run" / "episodes.jsonl").read_text(encoding="utf-8")

    bad = tmp_path / "bad.yaml"
    bad.write_text(OUTSIDE_TASK.replace("subtype: offscreen_scroll", "subtype: off_screen"), encoding="utf-8")
    for command in ("replay", "eval"):
        run = subprocess.run([sys.executable, "-m", "igg.cli", command, "--suite", str(bad)],
                             capture_output=True, text=True, timeout=120)
        assert run.returncode == 2 and f"{bad}:4 (task my-lab-onboarding-thread)" in run.stderr and "subtype" in run.stderr, run.stderr
    run = subprocess.run([sys.executable, "-m", "igg.cli", "replay", "--suite", str(tmp_path / "nowhere")],
                         capture_output=True, text=True, timeout=120)
    assert run.returncode == 2 and "no such task file or folder" in run.stderr


def test_outcome_check_clicks_are_kept_recorded_and_clicked_again_when_asked(env_for, tmp_path, monkeypatch):
    """A reset state's outcome-check clicks are kept on disk and reused by the next process (the
    same controls, no clicks); `--record` writes them into the committed record, which a machine
    without them reuses; IGG_FRESH_PROBES=1 clicks them again."""
    from igg.replay import validate

    monkeypatch.setattr(validate, "PROBE_CACHE", tmp_path / "cache")
    monkeypatch.setattr(validate, "PROBE_RECORD", tmp_path / "record")
    validate._recorded_probes.cache_clear()
    task = DESKTOP[0]
    key = validate._reset_key(task)

    def fresh_process_validates():
        validate._probes.pop(key, None)  # what a new process starts without
        validate._catchers.pop(key, None)
        validate._recorded_probes.cache_clear()
        return validate.validate_task(env_for(task), task)

    first = fresh_process_validates()
    assert first.valid and first.outcome_seconds > 0 and len(list((tmp_path / "cache").glob("*.json"))) == 1
    again = fresh_process_validates()
    assert again.valid and again.outcome_seconds == 0 and again.controls_tried == first.controls_tried

    assert validate.record_probes([first], [task]) == [tmp_path / "record" / f"{task.app}.json.gz"]
    for kept in (tmp_path / "cache").glob("*.json"):
        kept.unlink()  # a clean machine: only the record
    recorded = fresh_process_validates()
    assert recorded.valid and recorded.outcome_seconds == 0 and recorded.controls_tried == first.controls_tried

    monkeypatch.setenv("IGG_FRESH_PROBES", "1")
    clicked = fresh_process_validates()
    assert clicked.outcome_seconds > 0 and clicked.controls_tried == first.controls_tried
    validate._recorded_probes.cache_clear()


def test_a_partial_record_adds_to_the_record_and_drops_states_no_task_starts_from(tmp_path, monkeypatch):
    from igg.replay import validate

    monkeypatch.setattr(validate, "PROBE_CACHE", tmp_path / "cache")
    monkeypatch.setattr(validate, "PROBE_RECORD", tmp_path / "record")
    validate._recorded_probes.cache_clear()
    first = DESKTOP[0]
    second = next(t for t in DESKTOP if t.app == first.app and validate._reset_key(t) != validate._reset_key(first))

    def kept(task, key):
        validate._write_json(tmp_path / "cache" / f"{key}.json", {"reset": {"key": key}, "probes": []})
        return validate.ReplayResult(task.id, task.app, task.subtype, valid=True, probe_key=key, viewport="desktop")

    validate.record_probes([kept(first, "k1")], [first, second])
    validate.record_probes([kept(second, "k2")], [first, second])  # a run of one task keeps the other's state
    assert set(validate._recorded_probes(first.app)) == {"k1", "k2"}
    validate.record_probes([kept(second, "k2-new")], [second])  # first left the suite; second's state probed anew
    assert set(validate._recorded_probes(first.app)) == {"k2-new"}
    validate._recorded_probes.cache_clear()


@pytest.mark.parametrize("app", sorted({t.app for t in DESKTOP}))
def test_the_recorded_clicks_are_what_clicking_finds(env_for, app):
    """The committed record of the outcome check's clicks is current and true: for one reset
    state per app, clicking every control again gives the recorded controls and effects."""
    from igg.replay import validate

    task = next(t for t in DESKTOP if t.app == app)
    env = env_for(task)
    env.reset(options={"task": task})
    session = env.unwrapped.session
    recorded = validate._recorded_probes(app).get(validate.probe_key(session, task))
    assert recorded is not None, (f"{app}: the record has no clicks for {task.id}'s reset state (the app or the "
                                  f"probing changed): run `igg replay --tasks {app} --record`")
    reset = session.app_state()
    controls = session.controls()
    assert recorded["reset"] == reset and [c for c, _ in recorded["probes"]] == controls
    states = session.probe_clicks(task.app, task.state, task.seed, [(c["x"], c["y"]) for c in controls])
    effects = [None if after is None else {k: v for k, v in after.items() if reset.get(k) != v} for after in states]
    assert effects == [effect for _, effect in recorded["probes"]]


def test_validation_takes_no_screenshot_and_finds_what_a_looking_env_finds():
    """Validation runs on an env that does not observe: no capture at all, the observation's
    screenshot all zeros, and the same verdict, reveal, actions and outcome as an env that looks."""
    from igg.envs.igg_env import IGGEnv

    task = next(t for t in DESKTOP if t.subtype == "hover_reveal" and len(t.trace) >= 2)
    looking, blind = IGGEnv(tasks=[task]), IGGEnv(tasks=[task], observe=False)
    try:
        seen = validate_task(looking, task)
        blind.reset(options={"task": task})
        captures = []
        capture = blind.session.capture_png
        blind.session.capture_png = lambda: captures.append(1) or capture()
        obs, info = blind.reset(options={"task": task})
        assert not obs["screenshot"].any() and info["screenshot_sha1"] is None
        unseen = validate_task(blind, task)
        assert not captures, f"{len(captures)} captures by an env that does not observe"
        assert seen.valid and unseen.valid
        for name in ("actions", "reveal_before_click", "outcome", "reset_state", "steps"):
            assert getattr(unseen, name) == getattr(seen, name), name
        assert unseen.screenshots == [None] * (len(task.trace) + 1) and None not in seen.screenshots
    finally:
        looking.close()
        blind.close()
