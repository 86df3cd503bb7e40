"""The PointerBench loader and scorer against hand-made edge cases and the real metadata."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

import igg.cli as igg_cli
from igg.tasks.pointerbench.loader import load_suite
from igg.tasks.pointerbench.schema import PointerBenchExample, SchemaError
from igg.tasks.pointerbench.scorer import (PredictionsError, decide, extract_box, load_predictions,
                                       score)

REPO = Path(__file__).resolve().parents[1]
REAL = REPO.parent / "shared" / "pointerbench"
SUITES = ("sheets", "text", "pro")


def row(i=0, answer_type="point", bbox=(100, 200, 140, 220), point=(120, 210), **extra):
    """A valid metadata row (Text-style fields)."""
    rule = {"type": "point_in_bbox", "bbox": list(bbox)}
    if answer_type == "bbox":
        rule = {"type": "iou", "bbox": list(bbox), "min_coverage": 0.9, "min_precision": 0.7}
    base = {"file_name": f"{i:04d}.png", "id": f"pbt_{i:04d}", "instruction": "Click the word \"x\".",
            "bbox": list(bbox), "point": list(point), "answer_type": answer_type, "eval": rule,
            "data_type": "word", "category": "word_center", "surface": "email", "language": "en",
            "difficulty": "easy", "image_size": [1024, 768]}
    base.update(extra)
    return base


def example(**kw) -> PointerBenchExample:
    return PointerBenchExample.from_dict(row(**kw))


POINT_EX = example()                                   # box 100..140 x 200..220
BOX_EX = example(answer_type="bbox", bbox=(100, 100, 200, 200), point=(150, 150))


# --- point rows ------------------------------------------------------------------------

@pytest.mark.parametrize("pt", [(100, 210), (140, 210), (120, 200), (120, 220), (100, 200), (140, 220)])
def test_point_on_every_edge_and_corner_hits(pt):
    d = decide(POINT_EX, {"id": "pbt_0000", "point": list(pt)})
    assert d.hit and d.reason == "hit"


@pytest.mark.parametrize("pt", [(99.99, 210), (140.01, 210), (120, 199.5), (120, 220.5)])
def test_point_just_outside_misses(pt):
    d = decide(POINT_EX, {"point": list(pt)})
    assert not d.hit and d.reason == "outside box"


def test_swapped_target_corners_still_contain_the_point():
    ex = example(bbox=(140, 220, 100, 200), point=(120, 210))
    assert decide(ex, {"point": [100, 200]}).hit


@pytest.mark.parametrize("rec", [
    {"point": [120, 210]}, {"pred": [120, 210]}, {"coordinate": [120, 210]},
    {"prediction": [120, 210]}, {"x": 120, "y": 210}, {"point": (120, 210, 5)},
    {"point": ["120", "210"]},  # the published scorer calls float() on list items
])
def test_each_accepted_point_shape(rec):
    assert decide(POINT_EX, rec).hit


def test_point_keys_are_tried_in_published_order():
    # `point` is not a list of 2, so `pred` is used
    assert decide(POINT_EX, {"point": [1], "pred": [120, 210]}).hit
    assert not decide(POINT_EX, {"point": [0, 0], "pred": [120, 210]}).hit


@pytest.mark.parametrize("rec", [
    {"point": "120, 210"},          # strings are not accepted for points
    {"click": [120, 210]},          # unknown key
    {"bbox": [100, 200, 140, 220]},  # a box on a point row
    {"x": 120},
])
def test_unaccepted_point_shapes_miss(rec):
    d = decide(POINT_EX, rec)
    assert not d.hit and d.reason.startswith("malformed prediction")


@pytest.mark.parametrize("rec", [{"point": ["a", "b"]}, {"x": "left", "y": 3}, {"point": [[1], 2]}])
def test_bad_point_values_are_malformed_not_a_crash(rec):
    d = decide(POINT_EX, rec)
    assert not d.hit and d.reason.startswith("malformed prediction:")


def test_missing_prediction():
    assert decide(POINT_EX, None).reason == "missing prediction"


# --- bbox rows -------------------------------------------------------------------------

def test_exact_box_and_swapped_corners_hit():
    assert decide(BOX_EX, {"bbox": [100, 100, 200, 200]}).hit
    assert decide(BOX_EX, {"bbox": [200, 200, 100, 100]}).hit
    assert decide(BOX_EX, {"bbox": [200, 100, 100, 200]}).hit


def test_coverage_threshold():
    # prediction inside the target: precision 1, coverage = width share
    assert decide(BOX_EX, {"bbox": [100, 100, 190, 200]}).hit            # 0.90 exactly
    d = decide(BOX_EX, {"bbox": [100, 100, 189, 200]})                   # 0.89
    assert not d.hit and d.failure == "clipped" and d.reason.startswith("coverage 0.89") and "< 0.90" in d.reason


def test_precision_threshold():
    # prediction containing the target: coverage 1, precision = 100 / width
    assert decide(BOX_EX, {"bbox": [100, 100, 240, 200]}).hit            # 100/140 = 0.714
    d = decide(BOX_EX, {"bbox": [100, 100, 243, 200]})                   # 100/143 = 0.699
    assert not d.hit and d.failure == "oversized" and d.reason.startswith("precision 0.699")


def test_both_fail():
    d = decide(BOX_EX, {"bbox": [150, 150, 400, 400]})
    assert not d.hit and d.failure == "both" and "coverage" in d.reason and "precision" in d.reason


def test_per_row_thresholds_override_defaults():
    strict = PointerBenchExample.from_dict(row(answer_type="bbox", bbox=(100, 100, 200, 200), point=(150, 150),
                                               eval={"type": "iou", "min_coverage": 0.99, "min_precision": 0.95}))
    loose = PointerBenchExample.from_dict(row(answer_type="bbox", bbox=(100, 100, 200, 200), point=(150, 150),
                                              eval={"type": "iou", "min_coverage": 0.5, "min_precision": 0.5}))
    assert decide(BOX_EX, {"bbox": [100, 100, 192, 200]}).hit
    assert not decide(strict, {"bbox": [100, 100, 192, 200]}).hit
    assert "< 0.99" in decide(strict, {"bbox": [100, 100, 192, 200]}).reason
    assert decide(loose, {"bbox": [100, 100, 160, 200]}).hit


@pytest.mark.parametrize("rec", [
    {"bbox": [100, 100, 200, 200]}, {"box": [100, 100, 200, 200]}, {"pred": [100, 100, 200, 200]},
    {"prediction": [100, 100, 200, 200]}, {"bbox": "100, 100, 200, 200"}, {"box": "[100 100 200 200]"},
    {"pred": "(100,100),(200,200)"}, {"prediction": "100;100;200;200"},
    {"x0": 100, "y0": 100, "x1": 200, "y1": 200}, {"text": "the box is 100, 100, 200, 200"},
    {"raw": "<box>100 100 200 200</box>"}, {"answer": "[100, 100, 200, 200]"},
    {"bbox": [100, 100, 200, 200, 7]}, {"bbox": [100, "n/a", 100, 200, 200]},  # lists: numeric entries only
])
def test_each_accepted_box_shape(rec):
    assert decide(BOX_EX, rec).hit, rec


def test_box_key_order_and_text_fallback_order():
    assert decide(BOX_EX, {"bbox": [1, 2], "box": [100, 100, 200, 200]}).hit  # too few numbers: next key
    assert not decide(BOX_EX, {"bbox": [0, 0, 5, 5], "box": [100, 100, 200, 200]}).hit
    # only the first non-empty of text/raw/answer is read, as published
    assert not decide(BOX_EX, {"text": "no numbers", "raw": "100 100 200 200"}).hit
    assert decide(BOX_EX, {"text": "", "raw": "100 100 200 200"}).hit


@pytest.mark.parametrize("rec", [
    {"point": [150, 150]},                      # a click on a bbox row: a miss, as published
    {"bbox": [100, 100, 200]}, {"bbox": "100 100 200"}, {"coords": [100, 100, 200, 200]},
    {"x0": "100", "y0": 100, "x1": 200, "y1": 200},
])
def test_unaccepted_box_shapes_miss(rec):
    d = decide(BOX_EX, rec)
    assert not d.hit and d.reason.startswith("malformed prediction")


def test_click_on_bbox_row_reason_says_so():
    assert "a point was given" in decide(BOX_EX, {"point": [150, 150]}).reason


def test_zero_area_prediction_misses():
    d = decide(BOX_EX, {"bbox": [150, 150, 150, 150]})
    assert not d.hit and d.precision == 0.0


def test_extract_box_orders_corners():
    assert extract_box({"bbox": [5, 6, 1, 2]}) == (1, 2, 5, 6)


# --- report ----------------------------------------------------------------------------

def test_report_breakdowns_failure_modes_quartiles_and_examples():
    exs = [example(i=0), example(i=1, bbox=(0, 0, 10, 10), point=(5, 5), language="de"),
           PointerBenchExample.from_dict(row(i=2, answer_type="bbox", bbox=(100, 100, 200, 200), point=(150, 150))),
           PointerBenchExample.from_dict(row(i=3, answer_type="bbox", bbox=(300, 300, 400, 400), point=(350, 350)))]
    preds = {"pbt_0000": {"id": "pbt_0000", "point": [120, 210]},
             "pbt_0002": {"id": "pbt_0002", "bbox": [100, 100, 150, 200]},
             "pbt_0003": {"id": "pbt_0003", "bbox": "300 300 400 400"},
             "pbt_9999": {"id": "pbt_9999", "point": [1, 1]}}
    r = score(exs, preds)
    assert (r["n"], r["hits"], r["accuracy"]) == (4, 2, 0.5)
    assert r["missing_predictions"] == 1 and r["unknown_prediction_ids"] == 1
    assert r["by_language"] == {"de": {"acc": 0.0, "hits": 0, "n": 1}, "en": {"acc": 0.6667, "hits": 2, "n": 3}}
    assert r["by_answer_type"]["bbox"]["acc"] == 0.5
    assert "by_platform" not in r  # axes absent from every row are not reported
    assert r["bbox_outcomes"] == {"n": 2, "hit": 1, "clipped": 1, "oversized": 0, "both": 0, "no_box": 0}
    quart = r["target_size_quartiles"]
    assert [q["min_area"] for q in quart] == sorted(q["min_area"] for q in quart) and quart[0]["max_area"] == 100
    assert r["examples"][1] == {"id": "pbt_0001", "hit": False, "reason": "missing prediction"}
    assert r["examples"][2]["reason"].startswith("coverage 0.5")


def test_frame_diagnostic_detects_0_1000_and_0_1_without_counting_them():
    exs = [example(i=i, bbox=(100 + i * 80, 600 + i * 20, 140 + i * 80, 620 + i * 20), point=(120 + i * 80, 610 + i * 20))
           for i in range(8)]
    thousand = {ex.id: {"id": ex.id, "point": [ex.point[0] * 1000 / 1024, ex.point[1] * 1000 / 768]} for ex in exs}
    r = score(exs, thousand)
    f = r["coordinate_frame"]
    assert r["accuracy"] == 0.0 and f["likely_frame"] == "0-1000" and f["accuracy_if_converted"]["0-1000"] == 1.0
    assert f["classes"]["beyond_image"] == 8
    unit = {ex.id: {"id": ex.id, "point": [ex.point[0] / 1024, ex.point[1] / 768]} for ex in exs}
    f = score(exs, unit)["coordinate_frame"]
    assert f["likely_frame"] == "0-1" and f["accuracy_if_converted"]["0-1"] == 1.0 and f["classes"]["unit"] == 8
    pixels = {ex.id: {"id": ex.id, "point": list(ex.point)} for ex in exs}
    r = score(exs, pixels)
    assert r["accuracy"] == 1.0 and r["coordinate_frame"]["likely_frame"] == "absolute"


# --- predictions file and loader errors -------------------------------------------------

def test_predictions_jsonl_and_json_array(tmp_path):
    recs = [{"id": "a", "point": [1, 2]}, {"id": "b", "bbox": [1, 2, 3, 4]}, {"point": [0, 0]}, {"id": "a", "x": 5, "y": 6}]
    (tmp_path / "p.jsonl").write_text("\n".join(json.dumps(r) for r in recs) + "\n\n")
    (tmp_path / "p.json").write_text(json.dumps(recs, indent=1))
    for name in ("p.jsonl", "p.json"):
        preds, counts = load_predictions(tmp_path / name)
        assert set(preds) == {"a", "b"} and preds["a"]["x"] == 5  # last duplicate wins, as published
        assert counts == {"records": 4, "without_id": 1, "duplicate_ids": 1}


def test_non_string_ids_never_match():
    exs = [example(i=0, id="17")]
    assert score(exs, {17: {"id": 17, "point": [120, 210]}})["hits"] == 0


def test_bad_predictions_file_names_file_and_line(tmp_path):
    p = tmp_path / "preds.jsonl"
    p.write_text('{"id": "a", "point": [1, 2]}\n{"id": "b", "point": [1, \n')
    with pytest.raises(PredictionsError, match=r"preds.jsonl:2: invalid JSON"):
        load_predictions(p)
    p.write_text('{"id": "a"}\n[1, 2]\n')
    with pytest.raises(PredictionsError, match=r"preds.jsonl:2: expected a JSON object"):
        load_predictions(p)
    with pytest.raises(PredictionsError, match="cannot read"):
        load_predictions(tmp_path / "absent.jsonl")


def write_metadata(folder: Path, rows) -> Path:
    data = folder / "data" / "test"
    data.mkdir(parents=True)
    (data / "metadata.jsonl").write_text("\n".join(json.dumps(r) for r in rows) + "\n", encoding="utf-8")
    return folder


@pytest.mark.parametrize("bad, field, message", [
    ({"bbox": [1, 2]}, "bbox", "expected 4 numbers"),
    ({"bbox": [1, 2, "3", 4]}, "bbox", "expected 4 numbers"),
    ({"point": [1, 2, 3]}, "point", "expected 2 numbers"),
    ({"point": [1, float("nan")]}, "point", "expected 2 numbers"),
    ({"answer_type": "polygon"}, "answer_type", "expected 'point' or 'bbox'"),
    ({"image_size": [1024]}, "image_size", "positive integers"),
    ({"eval": {"type": "iou", "min_coverage": 2}}, "eval.min_coverage", "0..1"),
    ({"instruction": ""}, "instruction", "non-empty string"),
    ({"file_name": "../x.png"}, "file_name", "inside the data folder"),
])
def test_loader_error_names_file_line_and_field(tmp_path, bad, field, message):
    rows = [row(0), row(1), row(2, **bad)]
    write_metadata(tmp_path / "pointerbench-text", rows)
    with pytest.raises(SchemaError) as info:
        load_suite(tmp_path / "pointerbench-text")
    text = str(info.value)
    assert "metadata.jsonl:3: field " + repr(field) in text and message in text
    assert info.value.field == field


def test_loader_missing_field_bad_json_and_duplicate_id(tmp_path):
    r = row(1)
    del r["eval"]
    write_metadata(tmp_path / "a", [row(0), r])
    with pytest.raises(SchemaError, match=r"metadata.jsonl:2: field 'eval': missing"):
        load_suite(tmp_path / "a")
    folder = tmp_path / "b" / "data" / "test"
    folder.mkdir(parents=True)
    (folder / "metadata.jsonl").write_text(json.dumps(row(0)) + "\n\n{oops\n")
    with pytest.raises(SchemaError, match=r"metadata.jsonl:3: field '<json>': invalid JSON"):
        load_suite(tmp_path / "b")
    write_metadata(tmp_path / "c", [row(0), row(0)])
    with pytest.raises(SchemaError, match=r"metadata.jsonl:2: field 'id': duplicate id 'pbt_0000' \(first on line 1\)"):
        load_suite(tmp_path / "c")
    with pytest.raises(FileNotFoundError, match="no PointerBench metadata"):
        load_suite(tmp_path / "nowhere")


def test_loader_accepts_suite_folder_or_data_folder_keeps_extras(tmp_path):
    write_metadata(tmp_path / "pointerbench-text", [row(0, extra_key={"a": 1}), row(1)])
    a = load_suite(tmp_path / "pointerbench-text")
    b = load_suite(tmp_path / "pointerbench-text" / "data" / "test")
    assert [e.id for e in a] == [e.id for e in b] == ["pbt_0000", "pbt_0001"]
    assert a.name == b.name == "text" and a[0].suite == "text"
    assert a[0].extra == {"extra_key": {"a": 1}} and a[0].to_dict() == row(0, extra_key={"a": 1})
    assert a.by_id("pbt_0001").surface == "email" and "pbt_0001" in a


# --- CLI ---------------------------------------------------------------------------------

def test_cli_score_prints_accuracy_and_writes_report(tmp_path, capsys):
    write_metadata(tmp_path / "pointerbench-text",
                   [row(0), row(1, answer_type="bbox", bbox=(100, 100, 200, 200), point=(150, 150)), row(2)])
    preds = tmp_path / "preds.jsonl"
    preds.write_text('{"id": "pbt_0000", "point": [120, 210]}\n{"id": "pbt_0001", "bbox": [100, 100, 150, 200]}\n')
    report = tmp_path / "report.json"
    code = igg_cli.main(["pointerbench", "score", "--suite-dir", str(tmp_path / "pointerbench-text"),
                         "--predictions", str(preds), "--json", str(report)])
    out = capsys.readouterr().out
    assert code == 0
    assert "PointerBench-Text: 3 examples" in out and "Accuracy:  33.33%   (1/3)" in out
    assert "By language:" in out and "Bounding-box outcomes" in out
    data = json.loads(report.read_text())
    assert data["accuracy"] == 0.3333
    assert data["examples"] == [{"id": "pbt_0000", "hit": True, "reason": "hit"},
                                {"id": "pbt_0001", "hit": False, "reason": "coverage 0.500 < 0.90"},
                                {"id": "pbt_0002", "hit": False, "reason": "missing prediction"}]


def test_cli_bad_input_exits_2_with_file_and_line(tmp_path, capsys):
    write_metadata(tmp_path / "s", [row(0)])
    preds = tmp_path / "preds.jsonl"
    preds.write_text('{"id": "pbt_0000", "point": [1, 2]}\nnot json\n')
    code = igg_cli.main(["pointerbench", "score", "--suite-dir", str(tmp_path / "s"), "--predictions", str(preds)])
    err = capsys.readouterr().err
    assert code == 2 and "preds.jsonl:2: invalid JSON" in err and "Traceback" not in err
    code = igg_cli.main(["pointerbench", "score", "--suite-dir", str(tmp_path / "none"), "--predictions", str(preds)])
    assert code == 2 and "no PointerBench metadata" in capsys.readouterr().err


# --- the real metadata (skipped when ../shared/pointerbench is absent) -------------------

def real_suite(name):
    folder = REAL / f"pointerbench-{name}"
    if not (folder / "data" / "test" / "metadata.jsonl").is_file():
        pytest.skip(f"real PointerBench metadata not found at {folder}")
    return load_suite(folder)


@pytest.mark.parametrize("name", SUITES)
def test_real_metadata_loads_with_every_field(name):
    suite = real_suite(name)
    assert len(suite) == 500 and suite.name == name
    raw = [json.loads(line) for line in (suite.data_dir / "metadata.jsonl").read_text(encoding="utf-8").splitlines()]
    assert all(ex.to_dict() == r for ex, r in zip(suite, raw))  # nothing lost, nothing added


@pytest.mark.parametrize("name", SUITES)
def test_real_reference_points_hit(name):
    suite = real_suite(name)
    preds = {ex.id: {"id": ex.id, "point": list(ex.point)} for ex in suite}
    for ex in suite:
        if ex.answer_type == "point":
            assert decide(ex, preds[ex.id]).hit, ex.id


@pytest.mark.parametrize("name", SUITES)
def test_real_reference_answers_score_100(name):
    # How fast scoring is, is measured in tests/benchmarks/bench_pointerbench.py, not here: a
    # timed assert fails on a loaded machine (0.24 s against 0.2 in a full run beside Chromium).
    suite = real_suite(name)
    preds = {ex.id: {"id": ex.id, "point": list(ex.point)} if ex.answer_type == "point"
             else {"id": ex.id, "bbox": list(ex.bbox)} for ex in suite}
    report = score(suite, preds, suite.name)
    assert report["accuracy"] == 1.0 and report["coordinate_frame"]["likely_frame"] == "absolute"


def test_real_text_bbox_rows_use_published_thresholds():
    suite = real_suite("text")
    boxes = [ex for ex in suite if ex.answer_type == "bbox"]
    assert len(boxes) == 134
    assert all(ex.eval.get("min_coverage") == 0.9 and ex.eval.get("min_precision") == 0.7 for ex in boxes)
    assert all(decide(ex, {"bbox": list(ex.bbox)}).hit for ex in boxes)
    # a click on the reference point of a bbox row is a miss, as in the published scorer
    assert not any(decide(ex, {"point": list(ex.point)}).hit for ex in boxes)


@pytest.mark.parametrize("content,message", [
    (b'{"id": "a", "x": ' + b"9" * 5000 + b', "y": 1}\n', r"preds.jsonl:1: invalid JSON \(Exceeds the limit"),
    (b"[" * 100_000 + b"\n", r"preds.jsonl:1: invalid JSON \(nested deeper than 64 levels\)"),
    (b'{"id": "a", "x": 1}\n{"id": "b", "x": "\xff"}\n', r"preds.jsonl:2: not UTF-8"),
    (b'[{"id": "a", "x": 1, "y": 2}]\n{"id": "b", "x": 1, "y": 2}\n', r"preds.jsonl:1: expected a JSON object, got list"),
])
def test_hostile_prediction_files_get_a_clear_error(tmp_path, content, message):
    path = tmp_path / "preds.jsonl"
    path.write_bytes(content)
    with pytest.raises(PredictionsError, match=message):
        load_predictions(path)


def test_a_huge_coordinate_is_a_malformed_prediction_not_a_crash():
    from igg.tasks.pointerbench.scorer import Malformed, extract_point

    for record in ({"x": 10 ** 400, "y": 1}, {"point": [10 ** 400, 1]}):
        with pytest.raises(Malformed):
            extract_point(record)
