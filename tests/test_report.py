"""The report's numbers, recomputed by hand from a hand-made episodes file."""
import json

from igg.agents.report import compute, load_run, to_markdown, write_reports


def episode(task_id, subtype, type_, app, success, steps, ref, kinds_needed, kinds_done, **counts):
    record = {"task_id": task_id, "app": app, "platform": "web", "type": type_, "subtype": subtype,
              "instruction": "x", "agent": "ocr", "success": success, "steps": steps, "reference_steps": ref,
              "actions": [], "revealed": success or counts.pop("revealed", False), "revealed_at": None,
              "required_reveal_kinds": kinds_needed, "agent_action_kinds": kinds_done,
              "wrong_clicks": 0, "empty_clicks": 0, "invalid_actions": 0, "ineffective_actions": 0,
              "wall_seconds": 2.0, "agent_seconds": 0.5, "trace": f"traces/{task_id}"}
    record.update(counts)
    return record


EPISODES = [
    episode("a", "nested_scroll", "viewport", "chat", True, 2, 2, ["scroll"], ["scroll"]),
    episode("b", "nested_scroll", "viewport", "chat", False, 8, 2, ["scroll"], ["click", "wait"],
            wrong_clicks=3, empty_clicks=1, ineffective_actions=2),
    episode("c", "movable_occlusion", "temporal_manipulation", "video", False, 8, 2, ["drag"], ["scroll"],
            invalid_actions=4, revealed=True),
    episode("d", "movable_occlusion", "temporal_manipulation", "video", True, 4, 2, ["drag"], ["drag"]),
    episode("e", "hover_reveal", "multi_state", "email", False, 8, 2, ["move"], ["move"], wall_seconds=6.0),
]


def test_report_numbers(tmp_path):
    (tmp_path / "episodes.jsonl").write_text("".join(json.dumps(e) + "\n" for e in EPISODES))
    report = compute(load_run(tmp_path))
    assert report["episodes"] == 5 and report["solved"] == 2
    assert report["ga"] == 2 / 5
    assert report["reveal_rate"] == 3 / 5
    assert report["breakdown"]["subtype"]["nested_scroll"]["ga"] == 0.5
    assert report["breakdown"]["type"]["temporal_manipulation"]["solved"] == 1
    assert report["breakdown"]["app"]["email"]["ga"] == 0.0
    eff = report["efficiency"]
    assert eff["mean_actions_per_solved_task"] == (2 + 4) / 2
    assert eff["actions_relative_to_reference"] == (2 / 2 + 4 / 2) / 2
    assert (eff["wrong_clicks"], eff["empty_clicks"], eff["invalid_actions"], eff["ineffective_actions"]) == (3, 1, 4, 2)
    assert eff["total_actions"] == 2 + 8 + 8 + 4 + 8
    assert eff["wall_seconds_per_task"] == (2 + 2 + 2 + 2 + 6) / 5
    assert eff["wall_seconds_per_step"] == 14 / 30
    diag = report["diagnostics"]
    assert diag["scroll"] == {"missing": 1, "failed_requiring": 1}
    assert diag["drag"] == {"missing": 1, "failed_requiring": 1}
    assert diag["move"] == {"missing": 0, "failed_requiring": 1}
    md = to_markdown([("run", report)])
    assert "required DRAG missing in 1/1 failed runs" in md
    assert "**40.0%** (2/5)" in md


def test_side_by_side_and_files(tmp_path):
    for name, records in (("run_a", EPISODES), ("run_b", EPISODES[:2])):
        (tmp_path / name).mkdir()
        (tmp_path / name / "episodes.jsonl").write_text("".join(json.dumps(e) + "\n" for e in records))
    markdown, folder = write_reports([tmp_path / "run_a", tmp_path / "run_b"])
    assert "| | run_a | run_b |" in markdown
    assert "**50.0%** (1/2)" in markdown
    assert (folder / "report.json").exists() and (folder / "ga_by_subtype.png").stat().st_size > 1000


def test_malformed_episodes_file_names_line(tmp_path):
    (tmp_path / "episodes.jsonl").write_text(json.dumps(EPISODES[0]) + "\n{broken\n")
    try:
        load_run(tmp_path)
    except ValueError as exc:
        assert "episodes.jsonl:2" in str(exc)
    else:
        raise AssertionError("a broken line must be reported")


def test_a_run_of_both_splits_is_reported_split_by_split(tmp_path):
    """Train and val side by side: the val column is the held-out figure."""
    from igg.tasks import splits
    from igg.tasks.schema import load_suite

    assigned = splits.resolve(load_suite())
    train, val = assigned["train"][:3], assigned["val"][:2]
    records = [episode(t, "nested_scroll", "viewport", "chat", i == 0, 2, 2, ["scroll"], ["scroll"]) for i, t in enumerate(train)]
    records += [episode(t, "nested_scroll", "viewport", "chat", True, 2, 2, ["scroll"], ["scroll"]) for t in val]
    run = tmp_path / "run"
    run.mkdir()
    (run / "episodes.jsonl").write_text("".join(json.dumps(e) + "\n" for e in records))
    markdown, _ = write_reports([run])
    assert "| | run | run · train | run · val |" in markdown
    assert "| **GA overall** | **60.0%** (3/5) | **33.3%** (1/3) | **100.0%** (2/2) |" in markdown
