"""The suite at five viewport presets: the robust subset file against validation, the reasons a task
fails at a size, determinism there, and the oracle at the phone's size."""
import json

import pytest

from igg.replay.validate import ReplayResult, replay_reference, validate_task
from igg.replay.viewports import load_robust, presets_from, reason_of, robust_ids, summarize
from igg.tasks import splits
from igg.tasks.schema import VIEWPORTS, TaskError, load_suite
from tests.conftest import replay_twice

SUITE = load_suite()
BY_ID = {t.id: t for t in SUITE}
ROBUST = load_robust()
ZOOM_AA_PIXELS = 64  # anti-aliased pixels two replays at 150% may differ in (14-16 seen)


def test_presets_are_named_or_all():
    assert presets_from("all") == list(VIEWPORTS)
    assert presets_from("mobile,desktop") == ["desktop", "mobile"]
    with pytest.raises(TaskError, match="unknown preset.*watch"):
        presets_from("desktop,watch")


def test_reasons_and_the_robust_subset_from_results():
    def result(task, preset, failures=()):
        return ReplayResult(task, "email", "hover_reveal", valid=not failures, failures=list(failures), viewport=preset)

    results = [result("a", p) for p in VIEWPORTS] + [result("b", p) for p in VIEWPORTS if p != "tablet"]
    results.append(result("b", "tablet", ["target exposed at reset: exposure 99.4% (320 of 322 grid points would score)"]))
    results.append(result("c", "mobile", ["reference trace did not succeed (clicked None; ...)"]))
    assert robust_ids(results) == ["a"]  # c was not validated at every preset
    assert reason_of(results[-2]) == "target visible at reset"
    assert reason_of(results[-1]) == "the reveal differs (the trace's click misses)"
    assert reason_of(result("d", "split", ["step 1: element 'x' does not exist"])) == "the trace no longer resolves"
    table = summarize(results)
    assert table["reasons"] == {"tablet": {"target visible at reset": 1},
                                "mobile": {"the reveal differs (the trace's click misses)": 1}}


def test_the_robust_file_covers_the_suite_and_follows_its_split():
    robust = set(ROBUST["train"]) | set(ROBUST["val"])
    assert len(robust) >= 300, len(robust)  # the paper keeps 127; issue 37 asks for 300
    left_out = set(ROBUST["not_robust"]) | set(ROBUST["unreliable"])
    assert robust.isdisjoint(left_out) and robust | left_out == set(BY_ID)
    split = splits.resolve(SUITE)
    assert set(ROBUST["train"]) <= set(split["train"]) and set(ROBUST["val"]) <= set(split["val"])
    for task_id, failing in ROBUST["not_robust"].items():
        assert failing and set(failing) <= set(VIEWPORTS), (task_id, failing)


def _one_per_app(ids):
    seen, out = set(), []
    for task_id in ids:
        if BY_ID[task_id].app not in seen:
            seen.add(BY_ID[task_id].app)
            out.append(task_id)
    return out


ROBUST_SAMPLE = _one_per_app(ROBUST["train"] + ROBUST["val"])


@pytest.mark.parametrize("task_id", ROBUST_SAMPLE)
def test_a_robust_task_is_valid_at_every_preset_and_replays_identically(env_for, task_id):
    """One robust task per app at all five presets; the replay repeated at one preset per app
    (the presets taken in turn over the apps) gives the same screenshots."""
    for preset in VIEWPORTS:
        task = BY_ID[task_id].at_viewport(preset)
        result = validate_task(env_for(task), task)
        assert result.valid, (preset, result.failures)
    preset = list(VIEWPORTS)[ROBUST_SAMPLE.index(task_id) % len(VIEWPORTS)]
    task = BY_ID[task_id].at_viewport(preset)
    first, again = replay_reference(env_for(task), task), replay_reference(env_for(task), task)
    assert not first.failures and (again.actions, again.outcome) == (first.actions, first.outcome), preset
    if task.zoom != 1:
        # Known: at 150% zoom, which draws on the display clock on either frame path (see
        # BrowserSession), a few pixels of anti-aliasing (14-16 of 1.3 M) can differ between
        # replays. Asked with frames on demand: the capture is still the screen's size.
        item = f"{task_id}@{preset}"
        got = replay_twice([item], frames="on-demand", timeout=600)[item]
        assert not got["failures"] and got["shape"] == [task.viewport[1], task.viewport[0], 3], got
        assert got["pixels"] <= ZOOM_AA_PIXELS, f"{preset}: two replays differ in {got['pixels']} pixels"
        return
    assert again.screenshots == first.screenshots, preset


def _failing_sample():
    """One failing (task, preset) per app, and one per reason, from the robust file."""
    seen, out = set(), []
    for task_id, failing in ROBUST["not_robust"].items():
        for preset, reason in failing.items():
            key_app, key_reason = BY_ID[task_id].app, reason
            if key_app not in seen or key_reason not in seen:
                seen |= {key_app, key_reason}
                out.append((task_id, preset, reason))
                break
    return out


@pytest.mark.parametrize("task_id,preset,reason", _failing_sample())
def test_a_task_outside_the_subset_fails_there_for_the_reason_given(env_for, task_id, preset, reason):
    task = BY_ID[task_id].at_viewport(preset)
    result = validate_task(env_for(task), task)
    assert not result.valid and reason_of(result) == reason, result.failures


def test_a_target_visible_at_reset_on_a_wide_viewport_is_reported_invalid_with_its_reason(env_for):
    wide = ("desktop", "desktop-zoom150", "split", "tablet")
    task_id, preset = next((t, p) for t, failing in ROBUST["not_robust"].items() for p, r in failing.items()
                           if r == "target visible at reset" and p in wide)
    task = BY_ID[task_id].at_viewport(preset)
    result = validate_task(env_for(task), task)
    assert not result.valid and reason_of(result) == "target visible at reset"
    assert result.reset_state["exposure"] > 0


def test_a_step_on_a_control_a_phone_does_not_render_does_not_resolve_to_the_corner(env_for):
    """A phone hides Drive's Help button (display: none): its box is empty, and a reference step
    on it must say so instead of clicking the page's top-left corner."""
    from igg.replay.reference import UnresolvedStep, resolve_step

    task = BY_ID["drive-switch-help-training"].at_viewport("mobile")
    env = env_for(task)
    env.reset(options={"task": task})
    with pytest.raises(UnresolvedStep, match="drive.header.help.*not found or not on screen"):
        resolve_step(env.unwrapped.session, task.trace[0], task.viewport)
    desktop = BY_ID["drive-switch-help-training"]
    env = env_for(desktop)
    env.reset(options={"task": desktop})
    assert resolve_step(env.unwrapped.session, desktop.trace[0], desktop.viewport).kind == "click"


def test_at_150_percent_the_screenshot_shows_the_document_where_it_is_scrolled(env_for):
    """Board's table scrolls the document itself: after the scrolls, the capture (its clip is in
    document coordinates) must show the rows there, with the target drawn where the page has it."""
    from igg.replay.reference import resolve_step

    task = BY_ID["board-scroll-table-add-card"].at_viewport("desktop-zoom150")
    env = env_for(task)
    env.reset(options={"task": task})
    session = env.unwrapped.session
    for step in task.trace[:-1]:
        env.step(resolve_step(session, step, task.viewport))
    assert session.page.evaluate("scrollY") > 0, "the trace no longer scrolls the document"
    box = session.inspect(task.target, exposure=False)["box"]
    z = task.zoom
    crop = env.unwrapped.last_screenshot.array[round(box["y"] * z):round((box["y"] + box["height"]) * z),
                                                round(box["x"] * z):round((box["x"] + box["width"]) * z)]
    assert crop.size and crop.std() > 20, "the target's box is blank in the screenshot"


def test_the_oracle_at_the_phone_size_solves_the_whole_robust_subset(tmp_path):
    from igg import cli

    out = tmp_path / "oracle-mobile"
    code = cli.main(["eval", "--agent", "oracle", "--viewport", "mobile", "--robust", "--workers", "2",
                     "--no-check", "--no-screenshots", "--out", str(out)])
    episodes = [json.loads(line) for line in (out / "episodes.jsonl").read_text().splitlines()]
    assert code == 0 and len(episodes) == len(ROBUST["train"]) + len(ROBUST["val"])
    failed = [e["task_id"] for e in episodes if not e["success"]]
    assert not failed, failed
    assert {e["viewport"] for e in episodes} == {"mobile"}
    assert "@ mobile" in (out / "report.md").read_text()
