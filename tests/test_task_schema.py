"""Malformed task files fail with file, line, task and field; instructions name goals, not procedures."""
import pytest

from igg.tasks.schema import TaskError, lint_instruction, load_suite, load_task_file

GOOD = """\
app: email
platform: web
tasks:
  - id: t-one
    instruction: Open the email from Priya about the offsite venue
    target: email.msg.offsite
    subtype: nested_scroll
    trace:
      - scroll: {element: email.list, dy: 600}
      - click: email.msg.offsite
"""


def write(tmp_path, text):
    path = tmp_path / "tasks.yaml"
    path.write_text(text)
    return path


def test_good_file_loads(tmp_path):
    (task,) = load_task_file(write(tmp_path, GOOD))
    assert task.type == "viewport" and task.viewport == (1440, 900) and task.budget == 8
    assert [s.kind for s in task.trace] == ["scroll", "click"]


@pytest.mark.parametrize("change,message", [
    (("subtype: nested_scroll", "subtype: sideways"), "field 'subtype': 'sideways' is not one of"),
    (("    target: email.msg.offsite\n", ""), "missing field 'target'"),
    (("      - click: email.msg.offsite", "      - click: email.msg.other"), "must end with `click: email.msg.offsite`"),
    (("{element: email.list, dy: 600}", "{element: email.list, dy: lots}"), "scroll.dy must be a number"),
    (("      - scroll:", "      - teleport:"), "unknown step kind 'teleport'"),
    (("platform: web", "platform: toaster"), "field 'platform'"),
    (("subtype: nested_scroll", "subtype: nested_scroll\n    type: multi_state"), "belongs to viewport"),
    (("    target:", "    colour: red\n    target:"), "unknown field(s) colour"),
    (("app: email", "app: ../etc"), "unknown app '../etc'"),
    (("    trace:", "    seed: true\n    trace:"), "field 'seed' must be an integer"),
    (("    trace:", "    budget: 1000000000\n    trace:"), "field 'budget' must be an integer in 1..32"),
    (("    trace:", "    budget: true\n    trace:"), "field 'budget' must be an integer"),
    (("{element: email.list, dy: 600}", "{element: email.list, dy: .nan}"), "scroll.dy must be a number"),
    (("{element: email.list, dy: 600}", "{element: email.list, dy: .inf}"), "scroll.dy must be a number"),
    (("      - scroll: {element: email.list, dy: 600}", "      - wait: .nan"), "wait takes milliseconds"),
    (("    trace:", "    viewport: watch\n    trace:"), "unknown preset 'watch'"),
    (("    target: email.msg.offsite", "    target: [email.msg.offsite, email.msg.offsite]"), "distinct ids"),
    (("    trace:", "    viewports: {watch: {subtype: state_switch}}\n    trace:"), "preset 'watch': unknown preset"),
    (("    trace:", "    viewports: {mobile: {zoom: 2}}\n    trace:"), "an override sets one or more of state, trace"),
    (("    trace:", "    viewports: {mobile: {trace: [{click: email.menu}]}}\n    trace:"),
     "'trace' must end with a click on one of the task's targets (email.msg.offsite)"),
    (("    trace:", "    viewports: {mobile: {subtype: sideways}}\n    trace:"), "sub-type 'sideways' is not one of"),
])
def test_malformed_file_names_file_line_task_and_field(tmp_path, change, message):
    path = write(tmp_path, GOOD.replace(*change))
    with pytest.raises(TaskError) as err:
        load_task_file(path)
    text = str(err.value)
    assert message in text
    assert f"{path}:4" in text and "(task t-one)" in text


def test_a_viewport_override_replaces_state_trace_and_subtype_at_that_preset_only(tmp_path):
    override = ("    viewports:\n      mobile:\n        subtype: state_switch\n        state: {folder: inbox}\n"
                "        trace: [{click: email.header.menu}, {click: email.msg.offsite}]\n    trace:")
    (task,) = load_task_file(write(tmp_path, GOOD.replace("    trace:", override, 1)))
    phone = task.at_viewport("mobile")
    assert (phone.viewport, phone.zoom, phone.subtype, phone.type) == ((390, 844), 1.0, "state_switch", "multi_state")
    assert phone.state == {"folder": "inbox"} and [s.element for s in phone.trace] == ["email.header.menu", "email.msg.offsite"]
    zoomed = task.at_viewport("desktop-zoom150")
    assert (zoomed.viewport, zoomed.zoom, zoomed.subtype, zoomed.trace) == ((1440, 900), 1.5, task.subtype, task.trace)


def test_an_override_may_end_on_another_listed_target_which_is_then_its_primary(tmp_path):
    listed = GOOD.replace("    target: email.msg.offsite", "    target: [email.msg.offsite, email.drawer.offsite]")
    override = "    viewports:\n      mobile:\n        trace: [{click: email.header.menu}, {click: email.drawer.offsite}]\n    trace:"
    (task,) = load_task_file(write(tmp_path, listed.replace("    trace:", override, 1)))
    assert task.at_viewport("mobile").targets == ("email.drawer.offsite", "email.msg.offsite")
    assert task.at_viewport("mobile").target == "email.drawer.offsite"
    assert task.at_viewport("tablet").targets == task.targets == ("email.msg.offsite", "email.drawer.offsite")


def test_yaml_syntax_error_names_file(tmp_path):
    path = write(tmp_path, GOOD + "  - id: [unclosed\n")
    with pytest.raises(TaskError, match="not valid YAML"):
        load_task_file(path)


def test_procedure_words_are_linted(tmp_path):
    (task,) = load_task_file(write(tmp_path, GOOD.replace("Open the email", "Scroll down and open the email")))
    problems = lint_instruction(task)
    assert problems and "Scroll" in problems[0]


def test_suite_instructions_are_goal_only():
    problems = [p for t in load_suite() for p in lint_instruction(t)]
    assert problems == []


def test_unquoted_hash_in_instruction_is_caught(tmp_path):
    path = write(tmp_path, GOOD.replace("about the offsite venue", "in #offsite"))
    with pytest.raises(TaskError, match=r"tasks.yaml:5: field 'instruction': unquoted '#'"):
        load_task_file(path)


# -- manifests ------------------------------------------------------------------------------
STATEFUL = GOOD.replace("    trace:", "    state: {folder: inbox}\n    trace:")


def test_state_checked_against_the_app_manifest(tmp_path):
    from igg.mockups.manifest import load_manifest

    if load_manifest("email") is None:
        pytest.skip("the email app has no manifest yet")
    (task,) = load_task_file(write(tmp_path, STATEFUL))
    assert task.state == {"folder": "inbox"}
    for state, message in [("{folderz: inbox}", "unknown state key 'folderz' for app 'email'"),
                           ("{folder: 3}", "state key 'folder' must be str")]:
        path = write(tmp_path, STATEFUL.replace("{folder: inbox}", state))
        with pytest.raises(TaskError) as err:
            load_task_file(path)
        assert message in str(err.value) and f"{path}:4" in str(err.value), str(err.value)


def test_manifest_format_errors_name_the_file(tmp_path):
    from igg.mockups.manifest import ManifestError, load_manifest

    app_dir = tmp_path / "demo"
    app_dir.mkdir()
    (app_dir / "manifest.yaml").write_text(
        "title: Demo\nid_prefix: demo\nplatform: web\nstate:\n  showToast: {type: bool, default: false}\n")
    with pytest.raises(ManifestError, match="manifest.yaml: state key 'showToast' must be snake_case"):
        load_manifest("demo", str(app_dir))
    (app_dir / "manifest.yaml").write_text(
        "title: Demo\nid_prefix: demo\nplatform: web\nstate:\n  toast: {type: bool, default: 3}\n")
    with pytest.raises(ManifestError, match="state key 'toast': default must be bool"):
        load_manifest("demo", str(app_dir))


def test_every_app_has_a_manifest_that_accepts_its_tasks():
    from igg.mockups.manifest import load_manifest
    from igg.mockups.server import available_apps

    for app in available_apps():
        manifest = load_manifest(app)
        assert manifest is not None, f"mockups/{app}/manifest.yaml is missing"
        assert manifest.id_prefix and manifest.title
    assert load_suite()  # every task's state passed its manifest


# -- targets, YAML hazards, bad bytes ---------------------------------------------------------
def test_target_may_list_equivalent_controls(tmp_path):
    text = GOOD.replace("    target: email.msg.offsite", "    target: [email.msg.offsite, email.msg.offsite.star]")
    (task,) = load_task_file(write(tmp_path, text))
    assert task.targets == ("email.msg.offsite", "email.msg.offsite.star") and task.target == "email.msg.offsite"


def test_duplicate_keys_are_refused_with_their_line(tmp_path):
    path = write(tmp_path, GOOD.replace("    subtype: nested_scroll", "    subtype: nested_scroll\n    subtype: hover_reveal"))
    with pytest.raises(TaskError, match=r"duplicate key 'subtype' \(first at line 7\)"):
        load_task_file(path)


def test_yaml_aliases_are_refused(tmp_path):
    bomb = "a: &a [x, x]\nb: &b [*a, *a]\nc: [*b, *b]\n" + GOOD
    with pytest.raises(TaskError, match=r"aliases \(\*a\) are not allowed"):
        load_task_file(write(tmp_path, bomb))


def test_a_file_that_is_not_utf8_names_file_and_line(tmp_path):
    path = tmp_path / "tasks.yaml"
    path.write_bytes(GOOD.replace("Priya", "Pri\xe9ya").encode("latin-1"))
    with pytest.raises(TaskError, match=r"tasks.yaml:5: not UTF-8"):
        load_task_file(path)


def test_giveaway_phrases_are_linted(tmp_path):
    for text in ["Open Settings from the side menu", "Save it to Watch later with the button on its thumbnail",
                 "Open the DM with Kai from the member list",
                 # placement in other words (review cases): the corner, the search results
                 "Stop the Lofoten video that keeps playing in the corner",
                 "Open Joaquín's GPX track among the search results",
                 "Open the search result about the Kungsleden trail",
                 "Close the top-right notice about storage", "Open the file at the edge of the grid"]:
        (task,) = load_task_file(write(tmp_path, GOOD.replace("Open the email from Priya about the offsite venue", text)))
        assert any("gives away" in p for p in lint_instruction(task)), text


def test_goal_words_that_look_like_places_are_not_linted(tmp_path):
    for text in ["Create a new channel among the Photography ones", "Open the cornerstone pull request",
                 "Open the results of the Q3 survey email", "Reply to Mikael's message with the Kungsleden GPX track"]:
        (task,) = load_task_file(write(tmp_path, GOOD.replace("Open the email from Priya about the offsite venue", text)))
        assert not [p for p in lint_instruction(task) if "gives away" in p], text


def test_reference_step_verbs_are_the_environments():
    from igg.envs.actions import VERBS
    from igg.tasks.schema import STEP_PARSERS

    assert set(STEP_PARSERS) == set(VERBS)
