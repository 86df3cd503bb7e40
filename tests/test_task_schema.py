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
])
def test_malformed_file_names_file_line_task_and_field(tmp_path, change, message):
    path = write(tmp_path, GOOD.replace(*change))
    with pytest.raises(TaskError) as err:
        load_task_file(path)
    text = str(err.value)
    assert message in text
    assert f"{path}:4" in text and "(task t-one)" in text


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
