"""The trace viewer: a run directory from real reference replays plus a hand-made failed episode,
rendered to static HTML and checked in the real Chromium from file:// URLs."""
from __future__ import annotations

import argparse
import json
import shutil

import pytest

from igg.replay.trace import read_trace
from igg.replay.viewer import ViewerError, add_view_command, write_viewer

FAIL_ID = "hand-made-fail"


def _fail_steps(sha):
    """A failed episode: invalid action, move, scroll, wait, drag, unparsable text, wrong click."""
    def step(index, action, struct, **kw):
        record = {"type": "step", "index": index, "action": action, "action_struct": struct, "clicked_id": None,
                  "reward": 0.0, "terminated": False, "truncated": False, "invalid": False, "error": None,
                  "screenshot": "step_00.png", "screenshot_sha1": sha, "timing": {"seconds": 0.05}}
        record.update(kw)
        return record

    return [
        step(1, "click(5000, 10)", None, invalid=True, error="click: point (5000, 10) is outside the 1440x900 screenshot"),
        step(2, "move(700, 450)", {"kind": "move", "args": [700.0, 450.0]}),
        step(3, "scroll(300, 300, 0, 600)", {"kind": "scroll", "args": [300.0, 300.0, 0.0, 600.0]}),
        step(4, "wait(3000)", {"kind": "wait", "args": [3000.0]}),
        step(5, "drag(200, 480, 900, 600)", {"kind": "drag", "args": [200.0, 480.0, 900.0, 600.0]}),
        step(6, "hello there", None, invalid=True, error="unparsable action 'hello there': expected e.g. click(640, 412)"),
        step(7, "click(24, 98)", {"kind": "click", "args": [24.0, 98.0]}, clicked_id="some.other.element",
             reveal={"visible": True, "unobstructed": True, "actionable": True, "exposure": 0.8},
             agent_log={"preset": "generic", "calls": [{"stage": "ground", "answers": ["I click the item: click(24, 98)"]}]}),
        step(8, "click(30, 120)", {"kind": "click", "args": [30.0, 120.0]}, clicked_id="some.third.element",
             truncated=True),
    ]


@pytest.fixture(scope="module")
def run_dir(tmp_path_factory):
    from igg.envs.igg_env import IGGEnv
    from igg.replay.validate import replay_reference
    from igg.tasks.schema import load_suite

    run = tmp_path_factory.mktemp("run")
    suite = [t for t in load_suite() if tuple(t.viewport) == (1440, 900) and t.zoom == 1]
    tasks = suite[:2]
    env = IGGEnv(tasks=suite)
    try:
        for task in tasks:
            replay_reference(env, task, trace_dir=run / "traces" / task.id, screenshots=True)
    finally:
        env.close()

    episodes = []
    for task in tasks:
        trace = read_trace(run / "traces" / task.id)
        episodes.append({"task_id": task.id, "app": task.app, "subtype": task.subtype, "type": task.type,
                         "platform": task.platform, "instruction": task.instruction, "agent": "reference",
                         "success": trace["result"]["success"], "steps": trace["result"]["steps"],
                         "reward": 1.0 if trace["result"]["success"] else 0.0, "trace": f"traces/{task.id}",
                         "wall_seconds": 0.5, "invalid_actions": 0})

    # The hand-made failed episode reuses the first task's reset screenshot.
    first = tasks[0]
    source = read_trace(run / "traces" / first.id)
    header = dict(source["header"], agent="hand-made")
    header["task"] = dict(header["task"], id=FAIL_ID)
    reset = next(r for r in source["steps"] if r["type"] == "reset")
    fail_dir = run / "traces" / FAIL_ID
    fail_dir.mkdir(parents=True)
    shutil.copy(run / "traces" / first.id / reset["screenshot"], fail_dir / "step_00.png")
    records = [header, dict(reset, screenshot="step_00.png"), *_fail_steps(reset["screenshot_sha1"]),
               {"type": "result", "success": False, "steps": 8}]
    (fail_dir / "trace.jsonl").write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    episodes.append({"task_id": FAIL_ID, "app": first.app, "subtype": first.subtype, "type": first.type,
                     "platform": first.platform, "instruction": first.instruction, "agent": "hand-made",
                     "success": False, "steps": 8, "reward": 0.0, "trace": f"traces/{FAIL_ID}",
                     "wall_seconds": 0.7, "invalid_actions": 2})
    (run / "episodes.jsonl").write_text("".join(json.dumps(e) + "\n" for e in episodes), encoding="utf-8")
    index = write_viewer(run)
    return {"run": run, "index": index, "tasks": tasks, "episodes": episodes}


@pytest.fixture(scope="module")
def browser():
    from playwright.sync_api import sync_playwright

    from igg.envs.browser import launch_chromium

    with sync_playwright() as p:
        b = launch_chromium(p)
        yield b
        b.close()


@pytest.fixture
def page(browser):
    page = browser.new_page(viewport={"width": 1400, "height": 900})
    errors = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    yield page
    page.close()
    assert not errors, errors


def _episode_page(run_dir, task_id):
    pages = sorted((run_dir["index"].parent / "episodes").glob(f"*-{task_id}.html"))
    assert len(pages) == 1, pages
    return pages[0]


def test_writes_index_and_one_page_per_episode(run_dir):
    index = run_dir["index"]
    assert index == run_dir["run"] / "view" / "index.html"
    assert len(list((index.parent / "episodes").glob("*.html"))) == len(run_dir["episodes"])
    text = index.read_text(encoding="utf-8")
    for marker in ("http://", "https://"):
        # no external assets: the only absolute URL allowed is the SVG namespace
        assert text.replace('xmlns="http://www.w3.org/2000/svg"', "").count(marker) == 0
    # the PNGs are untouched: the fail episode's image is byte-identical to the one it was copied from
    first = run_dir["tasks"][0].id
    assert (run_dir["run"] / "traces" / FAIL_ID / "step_00.png").read_bytes() == \
        (run_dir["run"] / "traces" / first / "step_00.png").read_bytes()


def test_index_table_and_filters(run_dir, page):
    page.goto(run_dir["index"].as_uri())
    rows = page.locator("#episodes tbody tr")
    assert rows.count() == len(run_dir["episodes"])
    successes = sum(e["success"] for e in run_dir["episodes"])  # the reference replays (normally all)
    total = len(run_dir["episodes"])

    page.select_option("#f-outcome", "success")
    assert page.locator("#episodes tbody tr:visible").count() == successes
    assert not page.locator(f'#episodes tbody tr[data-outcome="fail"]:has-text("{FAIL_ID}")').is_visible()
    assert f"showing {successes} of {total}" in page.locator("#count").inner_text()

    page.select_option("#f-outcome", "fail")
    visible = page.locator("#episodes tbody tr:visible")
    assert visible.count() == total - successes
    fail_row = page.locator(f'#episodes tbody tr:has-text("{FAIL_ID}")')
    assert fail_row.is_visible() and "some.third.element" in fail_row.inner_text()  # the last (wrong) click

    page.select_option("#f-outcome", "")
    page.select_option("#f-app", run_dir["tasks"][0].app)
    assert page.locator("#episodes tbody tr:visible").count() == sum(
        e["app"] == run_dir["tasks"][0].app for e in run_dir["episodes"])
    page.select_option("#f-subtype", run_dir["tasks"][1].subtype)
    assert page.locator("#episodes tbody tr:visible").count() == sum(
        e["app"] == run_dir["tasks"][0].app and e["subtype"] == run_dir["tasks"][1].subtype for e in run_dir["episodes"])

    # the filter survives a reload through the URL hash
    page.select_option("#f-subtype", "")
    page.select_option("#f-outcome", "fail")
    page.reload()
    assert page.locator("#f-outcome").input_value() == "fail"
    assert page.locator("#episodes tbody tr:visible").count() == total - successes

    # the task link opens its episode page
    fail_row.locator("a").click()
    assert FAIL_ID in page.url and page.locator("figure.step").count() == 9


def test_failed_episode_page_draws_each_action_on_the_screen_it_was_decided_on(run_dir, page):
    page.goto(_episode_page(run_dir, FAIL_ID).as_uri())
    # the reset screen and one per step; every image has loaded from the traces folder
    imgs = page.locator(".shot img")
    assert imgs.count() == 9
    for i in range(imgs.count()):  # images load lazily: bring each into view, then it must have loaded
        imgs.nth(i).scroll_into_view_if_needed()
        imgs.nth(i).evaluate("img => img.decode()")
        assert imgs.nth(i).evaluate("img => img.naturalWidth") == 1440
    assert imgs.first.get_attribute("src") == f"../../traces/{FAIL_ID}/step_00.png"

    def marks(step):
        return page.locator(f'figure[data-step="{step}"] svg.overlay g.mark')

    def classes(step):
        return [marks(step).nth(i).get_attribute("class") for i in range(marks(step).count())]

    assert any("mark-invalid" in c for c in classes(1))
    assert "outside the 1440x900 screenshot" in page.locator('figure[data-step="1"] .mark-invalid').text_content()
    assert any("mark-move" in c for c in classes(2))
    assert page.locator('figure[data-step="3"] .mark-scroll').count() == 1
    assert page.locator('figure[data-step="3"] .mark-scroll polygon').count() == 1  # the arrow head
    assert "scroll down 600" in page.locator('figure[data-step="3"] .mark-scroll').text_content()
    assert page.locator('figure[data-step="4"] .mark-wait').count() == 1
    assert "wait 3000 ms" in page.locator('figure[data-step="4"] .mark-wait').text_content()
    assert page.locator('figure[data-step="5"] .mark-drag').count() == 1
    assert any("mark-invalid" in c for c in classes(6))
    assert "unparsable action" in page.locator('figure[data-step="6"] .mark-invalid').text_content()
    caption = page.locator('figure[data-step="7"] figcaption').inner_text()
    assert "I click the item: click(24, 98)" in caption and "target actionable" in caption  # the model's answer
    click = page.locator('figure[data-step="7"] .mark-click')
    assert click.count() == 1 and "some.other.element" in click.text_content()
    assert page.locator('figure[data-step="7"] .mark-click circle').count() >= 2  # ring and centre dot
    assert page.locator('figure[data-step="7"] .mark-click line').count() >= 4  # crosshair
    # only one drawing per screen, and nothing drawn on the final screen
    for step in range(1, 9):
        assert page.locator(f'figure[data-step="{step}"] .mark-click, figure[data-step="{step}"] .mark-scroll, '
                            f'figure[data-step="{step}"] .mark-wait, figure[data-step="{step}"] .mark-drag, '
                            f'figure[data-step="{step}"] .mark-move').count() <= 1
    assert page.locator('figure[data-step="final"] g.mark').count() == 0
    final = page.locator('figure[data-step="final"]').inner_text()
    assert "fail" in final and "some.third.element" in final and "budget" in final

    # the move starts where the pointer was (top-left after reset; the invalid step 1 did not move it)
    assert page.locator('figure[data-step="2"] .mark-move circle').first.get_attribute("cx") == "0.0"
    # the overlay is laid exactly over the image and scales with it
    img_box = imgs.nth(6).bounding_box()
    svg_box = page.locator('figure[data-step="7"] svg.overlay').bounding_box()
    assert abs(img_box["width"] - svg_box["width"]) < 1 and abs(img_box["height"] - svg_box["height"]) < 1
    assert page.locator('figure[data-step="7"] svg.overlay').get_attribute("viewBox") == "0 0 1440 900"
    cx = float(page.locator('figure[data-step="7"] .mark-click circle').last.get_attribute("cx"))
    assert cx == 24.0
    # hiding the drawings
    page.keyboard.press("m")
    assert not page.locator('figure[data-step="7"] svg.overlay').is_visible()


def test_reference_episode_pages(run_dir, page):
    for task in run_dir["tasks"]:
        trace = read_trace(run_dir["run"] / "traces" / task.id)
        steps = [s for s in trace["steps"] if s["type"] == "step"]
        page.goto(_episode_page(run_dir, task.id).as_uri())
        assert page.locator(".shot img").count() == len(steps) + 1
        assert task.instruction in page.locator(".instruction").inner_text()
        assert task.target in page.locator("dl.meta").inner_text()
        for s in steps:
            kind = "invalid" if s["invalid"] else s["action_struct"]["kind"]
            # step i's action is drawn on the card holding the screen before it (step i-1's image)
            card = page.locator(f'figure[data-step="{s["index"]}"]')
            assert card.locator(f".mark-{kind}").count() == 1
            before = trace["steps"][s["index"] - 1]["screenshot"]
            assert card.locator("img").get_attribute("src").endswith(f"/{before}")
        outcome = "success" if trace["result"]["success"] else "fail"
        assert page.locator(".verdict-top .badge").inner_text() == outcome
        if trace["result"]["success"]:
            last = steps[-1]
            assert last["clicked_id"] == task.target
            assert task.target in page.locator(f'figure[data-step="{last["index"]}"] .mark-click').text_content()


def test_errors_name_file_and_line(tmp_path, capsys):
    run = tmp_path / "bad"
    run.mkdir()
    (run / "episodes.jsonl").write_text('{"task_id": "a", "trace": null}\n{not json\n', encoding="utf-8")
    with pytest.raises(ViewerError, match=r"episodes\.jsonl:2: not valid JSON"):
        write_viewer(run)

    (run / "episodes.jsonl").write_text('{"task_id": "a", "trace": "traces/a"}\n', encoding="utf-8")
    with pytest.raises(ViewerError, match=r"traces/a/trace\.jsonl: trace file not found .*episodes\.jsonl:1"):
        write_viewer(run)

    (run / "traces" / "a").mkdir(parents=True)
    (run / "traces" / "a" / "trace.jsonl").write_text('{"type": "header", "task": {}}\n{"type": "step", oops\n')
    with pytest.raises(ViewerError, match=r"trace\.jsonl:2: not valid JSON"):
        write_viewer(run)

    parser = argparse.ArgumentParser(prog="igg")
    add_view_command(parser.add_subparsers(dest="command", required=True))
    args = parser.parse_args(["view", str(run)])
    assert args.func(args) == 2
    err = capsys.readouterr().err
    assert "trace.jsonl:2" in err and err.startswith("error: ")

    args = parser.parse_args(["view", str(tmp_path / "nope")])
    assert args.func(args) == 2
    assert "no such run directory" in capsys.readouterr().err


def test_cli_prints_index_path_and_reads_trace_only_runs(run_dir, tmp_path, capsys):
    parser = argparse.ArgumentParser(prog="igg")
    add_view_command(parser.add_subparsers(dest="command", required=True))
    args = parser.parse_args(["view", str(run_dir["run"]), "--open-path-only"])
    assert args.func(args) == 0
    assert capsys.readouterr().out.strip() == str(run_dir["index"].resolve())

    # a run without episodes.jsonl (e.g. `igg replay --traces DIR`) is read from its trace folders
    task = run_dir["tasks"][0]
    shutil.copytree(run_dir["run"] / "traces" / task.id, tmp_path / "replay" / task.id)
    index = write_viewer(tmp_path / "replay")
    text = index.read_text(encoding="utf-8")
    outcome = "success" if read_trace(tmp_path / "replay" / task.id)["result"]["success"] else "fail"
    assert task.id in text and f'data-outcome="{outcome}"' in text


def test_pages_are_templates_and_escape_what_the_run_says(tmp_path, browser):
    """Text from episodes and traces (ids, instructions, model answers) is escaped by the templates'
    autoescape: a hostile run shows its strings verbatim and runs none of them."""
    from pathlib import Path

    import igg.replay.viewer as viewer

    templates = Path(viewer.__file__).with_name("templates")
    assert {"base.html", "index.html", "episode.html", "macros.html", "viewer.css"} <= {p.name for p in templates.iterdir()}
    evil = '"><img src=x onerror="window.pwned=1"><script>window.pwned=1</script>'
    run = tmp_path / "run"
    trace = run / "traces" / "t"
    trace.mkdir(parents=True)
    records = [{"type": "header", "task": {"id": "t", "instruction": evil, "target": evil}, "viewport": [1440, 900]},
               {"type": "reset"},
               {"type": "step", "index": 1, "action": evil, "invalid": True, "error": evil, "reward": 0,
                "agent_log": {"calls": [{"stage": "ground", "answers": [evil]}], "error": evil}},
               {"type": "step", "index": 2, "action": "click(10, 20)", "clicked_id": evil, "reward": 0},
               {"type": "result", "success": False, "steps": 2}]
    (trace / "trace.jsonl").write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    (run / "episodes.jsonl").write_text(json.dumps({"task_id": evil, "app": evil, "trace": "traces/t"}) + "\n")
    index = write_viewer(run)
    page = browser.new_page()
    try:
        for url in [index.as_uri(), *(p.as_uri() for p in (index.parent / "episodes").glob("*.html"))]:
            page.goto(url)
            assert page.evaluate("window.pwned") is None and page.locator("img[src=x]").count() == 0
            assert evil in page.locator("body").inner_text()
        assert evil in page.locator('figure[data-step="2"] .mark-click').text_content()  # the SVG label too
    finally:
        page.close()
