"""The study's analysis and protocol rules, recomputed from hand-made data (no browser)."""
from __future__ import annotations

import json

import pytest

from igg.human_study import protocol
from igg.human_study.analysis import build_report, krippendorff_alpha, to_markdown, wilson, write_charts
from igg.human_study.storage import Store


def test_wilson_interval_known_values():
    # Textbook 95% Wilson intervals.
    assert wilson(0, 10) == pytest.approx((0.0, 0.2775), abs=1e-4)
    assert wilson(5, 10) == pytest.approx((0.2366, 0.7634), abs=1e-4)
    assert wilson(10, 10) == pytest.approx((0.7225, 1.0), abs=1e-4)
    assert wilson(298, 315) == pytest.approx((0.9153, 0.9660), abs=1e-4)  # the paper's 94.6%
    assert wilson(0, 0) == (0.0, 0.0)


def test_krippendorff_alpha_known_values():
    # Krippendorff (2011), "Computing Krippendorff's alpha-reliability": 4 coders, 12 units.
    n = None
    coders = [[1, 2, 3, 3, 2, 1, 4, 1, 2, n, n, n], [1, 2, 3, 3, 2, 2, 4, 1, 2, 5, n, 3],
              [n, 3, 3, 3, 2, 3, 4, 2, 2, 5, 1, n], [1, 2, 3, 3, 2, 4, 4, 1, 2, 5, 1, n]]
    units = [list(u) for u in zip(*coders)]
    assert krippendorff_alpha(units, "nominal") == pytest.approx(0.743, abs=5e-4)
    assert krippendorff_alpha(units, "ordinal") == pytest.approx(0.815, abs=5e-4)
    assert krippendorff_alpha(units, "interval") == pytest.approx(0.849, abs=5e-4)
    assert krippendorff_alpha([[3, 3], [4, 4], [2, 2]], "ordinal") == pytest.approx(1.0)
    assert krippendorff_alpha([[3, 3], [3, 3]], "ordinal") is None  # no variation: undefined
    assert krippendorff_alpha([[1], [2]], "ordinal") is None  # nothing pairable


def test_scroll_sessions_and_attempt_limit():
    trial = {"kind": "solvability", "clicks": 0, "drags": 0, "attempts": 0, "scroll_sessions": 0, "last_wheel_t": None}

    def feed(kind, t, **extra):
        event = protocol.parse_event({"key": f"k{t}", "seq": 1, "trial": 1, "kind": kind, "t": t, "x": 1, "y": 1,
                                      **extra}, 0)
        trial.update(protocol.apply_event(trial, event))

    for t in (0, 300, 1000, 1700):  # gaps of 300, 700, 700 ms: one session
        feed("wheel", t)
    feed("wheel", 2600)  # 900 ms later: a second session
    for t in range(3000, 3010):
        feed("move", t)
    assert trial["scroll_sessions"] == 2 and trial["attempts"] == 0 and "status" not in trial
    feed("drag", 4000, x2=50, y2=50)
    for i in range(protocol.MAX_ATTEMPTS - 2):
        feed("click", 5000 + i, success=False)
    assert trial["attempts"] == protocol.MAX_ATTEMPTS - 1 and "status" not in trial
    feed("click", 6000, success=False)
    assert trial["status"] == "failed" and trial["duration_ms"] == 6000
    solved = {**trial, "attempts": 3, "status": "open"}
    change = protocol.apply_event(solved, protocol.parse_event(
        {"key": "s", "seq": 1, "trial": 1, "kind": "click", "t": 10, "x": 1, "y": 1, "success": True, "hit": "a.b"}, 0))
    assert change["status"] == "solved" and change["hit_id"] == "a.b"


def test_assignment_balances_and_never_repeats():
    from types import SimpleNamespace

    pool = [SimpleNamespace(id=f"t{i}") for i in range(7)]
    counts, seen = {}, {}
    for participant in range(1, 11):  # ten participants, three trials each, at most 4 per task
        seen[participant] = set()
        for _ in range(3):
            task = protocol.next_task(pool, counts, seen[participant], participant, per_task=4)
            if task is None:
                break
            assert task.id not in seen[participant]
            seen[participant].add(task.id)
            counts[task.id] = counts.get(task.id, 0) + 1
        assert max(counts.values()) - min(counts.get(t.id, 0) for t in pool) <= 1 or max(counts.values()) == 4
    assert all(n == 4 for n in counts.values()) and sum(counts.values()) == 28  # 7 tasks x 4, then no more


# -- a hand-made database ------------------------------------------------------------------
TRIALS = [  # participant, task, app, type, subtype, status, duration ms, clicks, drags, scroll sessions
    (1, "a-scroll", "mail", "viewport", "offscreen_scroll", "solved", 4000, 1, 0, 2),
    (1, "a-hover", "mail", "multi_state", "hover_reveal", "solved", 6000, 2, 0, 0),
    (1, "b-drag", "chat", "occlusion", "drag_occluder", "failed", 30000, 7, 1, 0),
    (2, "a-scroll", "mail", "viewport", "offscreen_scroll", "solved", 2000, 1, 0, 1),
    (2, "a-hover", "mail", "multi_state", "hover_reveal", "gave_up", 9000, 3, 0, 1),
    (2, "b-drag", "chat", "occlusion", "drag_occluder", "solved", 8000, 1, 1, 0),
    (3, "a-scroll", "mail", "viewport", "offscreen_scroll", "solved", 3000, 1, 0, 1),
    (3, "b-drag", "chat", "occlusion", "drag_occluder", "failed", 20000, 8, 0, 0),
]
RATINGS = [  # participant, app, visual, interaction, executability
    (1, "mail", 5, 4, 5), (2, "mail", 5, 4, 5), (3, "mail", 4, 4, 5),
    (1, "chat", 3, 2, 4), (2, "chat", 3, 3, 4), (3, "chat", 2, 2, 3),
]


@pytest.fixture
def db(tmp_path):
    path = tmp_path / "hand.sqlite"
    store = Store(path)
    with store.transaction() as conn:
        for p in (1, 2, 3):
            conn.execute("INSERT INTO participants (id, token, code, created_at) VALUES (?, ?, ?, 0)", (p, f"tok{p}", f"P{p}"))
            conn.execute("INSERT INTO trials (participant_id, position, kind, task_id, app, status, started_at) "
                         "VALUES (?, 0, 'practice', 'practice-task', 'mail', 'solved', 0)", (p,))
        for i, (p, task, app, kind, sub, status, ms, clicks, drags, scrolls) in enumerate(TRIALS):
            conn.execute("INSERT INTO trials (participant_id, position, kind, task_id, app, type, subtype, status, "
                         "attempts, clicks, drags, scroll_sessions, duration_ms, started_at) "
                         "VALUES (?, ?, 'solvability', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0)",
                         (p, i + 1, task, app, kind, sub, status, clicks + drags, clicks, drags, scrolls, ms))
        for i, (p, app, v, it, ex) in enumerate(RATINGS):
            trial = conn.execute("INSERT INTO trials (participant_id, position, kind, task_id, app, status, started_at) "
                                 "VALUES (?, ?, 'fidelity', ?, ?, 'rated', 0)", (p, 100 + i, f"{app}-view", app)).lastrowid
            conn.execute("INSERT INTO ratings (participant_id, trial_id, app, visual, interaction, executability, comment, "
                         "created_at) VALUES (?, ?, ?, ?, ?, ?, ?, 0)", (p, trial, app, v, it, ex, "menus feel slow" if i == 3 else ""))
    store.close()
    return path


def test_report_from_a_hand_made_database(db, tmp_path):
    run = tmp_path / "run"
    run.mkdir()
    episodes = [{"agent": "ocr", "task_id": "a-scroll", "type": "viewport", "success": True},
                {"agent": "ocr", "task_id": "a-hover", "type": "multi_state", "success": False},
                {"agent": "ocr", "task_id": "b-drag", "type": "occlusion", "success": False},
                {"agent": "ocr", "task_id": "not-in-study", "type": "viewport", "success": True}]
    (run / "episodes.jsonl").write_text("\n".join(json.dumps(e) for e in episodes) + "\n{broken", encoding="utf-8")

    report = build_report(db, [run])
    s = report["solvability"]
    assert s["overall"]["n"] == 8 and s["overall"]["solved"] == 5  # practice trials left out
    assert s["overall"]["ci"] == pytest.approx(list(wilson(5, 8)))
    assert s["overall"]["ci"] == pytest.approx([0.3057, 0.8632], abs=1e-4)
    assert s["by_type"]["viewport"]["rate"] == 1.0 and s["by_type"]["viewport"]["median_time_to_solve_s"] == 3.0
    assert s["by_type"]["occlusion"]["solved"] == 1 and s["by_type"]["occlusion"]["ci"] == pytest.approx(list(wilson(1, 3)))
    assert s["by_subtype"]["hover_reveal"]["gave_up"] == 1
    assert s["by_app"]["mail"]["n"] == 5 and s["by_app"]["mail"]["solved"] == 4
    assert s["overall"]["clicks_per_trial"] == pytest.approx(24 / 8)
    assert s["overall"]["drags_per_trial"] == pytest.approx(2 / 8)
    assert s["overall"]["scroll_sessions_per_trial"] == pytest.approx(5 / 8)
    assert s["overall"]["median_time_to_solve_s"] == pytest.approx(4.0)  # 2, 3, 4, 6, 8 s
    assert [(f["task_id"], f["candidate_for_removal"]) for f in s["failed_tasks"]] == [("b-drag", True), ("a-hover", False)]

    f = report["fidelity"]
    assert f["n"] == 6 and f["raters"] == 3
    assert f["by_app"]["mail"]["visual"]["mean"] == pytest.approx(14 / 3)
    assert f["overall"]["executability"]["mean"] == pytest.approx(26 / 6)
    assert f["alpha_ordinal"]["visual"] == pytest.approx(
        krippendorff_alpha([[5, 5, 4], [3, 3, 2]], "ordinal"))
    lo, hi = f["by_app"]["chat"]["interaction"]["ci"]  # 2, 3, 2: mean 7/3, sd 0.577, t(2) = 4.303
    assert (lo, hi) == pytest.approx((7 / 3 - 4.303 * 0.57735 / 3 ** 0.5, 7 / 3 + 4.303 * 0.57735 / 3 ** 0.5), abs=1e-3)
    assert f["comments"] == [{"app": "chat", "comment": "menus feel slow"}]

    row = report["models"]["rows"][0]
    assert row["tasks"] == 3 and row["ga"] == pytest.approx(1 / 3) and row["human"] == pytest.approx(5 / 8)
    assert row["by_type"]["viewport"] == {"tasks": 1, "ga": 1.0, "human": 1.0}

    markdown = to_markdown(report)
    assert "5 of 8 trials solved (62.5%" in markdown and "| b-drag | 1 / 3 |" in markdown
    assert "Krippendorff's alpha (ordinal)" in markdown and "| ocr (run) | 3 | 33.3% | 62.5% |" in markdown
    charts = write_charts(report, tmp_path)
    assert charts == ["solvability_by_type.png", "fidelity_by_app.png"]
    assert all((tmp_path / c).stat().st_size > 5000 for c in charts)


def test_report_and_export_commands(db, tmp_path):
    from igg.cli import main

    out = tmp_path / "report"
    assert main(["study", "report", "--db", str(db), "--out", str(out), "--json", str(tmp_path / "r.json")]) == 0
    assert json.loads((tmp_path / "r.json").read_text())["solvability"]["overall"]["n"] == 8
    assert (out / "report.md").exists() and (out / "solvability_by_type.png").exists()
    assert main(["study", "export", "--db", str(db), "--out", str(tmp_path / "export")]) == 0
    lines = (tmp_path / "export" / "trials.jsonl").read_text().splitlines()
    assert len(lines) == 3 + len(TRIALS) + len(RATINGS)
    header = (tmp_path / "export" / "participants.csv").read_text().splitlines()[0]
    assert "code" in header and "token" not in header  # a participant's login never leaves the database
    assert len((tmp_path / "export" / "ratings.csv").read_text().splitlines()) == 1 + len(RATINGS)
