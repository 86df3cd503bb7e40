"""PointerBench Sheets/Text generators: determinism, verification, schema, scoring, shares."""
from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest

from igg.tasks.pointerbench.generate import build, gen_sheets, gen_text
from igg.tasks.pointerbench.generate.verify import verify_sheets, verify_text

N, SEED = 40, 3
GEN = {"sheets": (gen_sheets, verify_sheets), "text": (gen_text, verify_text)}
REAL = Path(__file__).resolve().parents[2] / "shared" / "pointerbench"


def _files(root: Path) -> dict:
    return {p.relative_to(root).as_posix(): p.read_bytes() for p in sorted(root.rglob("*")) if p.is_file()}


@pytest.fixture(scope="module", params=["sheets", "text"])
def built(request, tmp_path_factory):
    """The same suite built twice: with two worker processes and serially."""
    suite = request.param
    a = tmp_path_factory.mktemp(f"{suite}_a")
    b = tmp_path_factory.mktemp(f"{suite}_b")
    build.build_suite(suite, N, SEED, a, workers=2)
    build.build_suite(suite, N, SEED, b, workers=1)
    return suite, a, b


def test_same_seed_gives_byte_identical_suite(built):
    suite, a, b = built
    fa, fb = _files(a), _files(b)
    assert len(fa) == N + 1  # N screenshots + metadata.jsonl
    assert fa.keys() == fb.keys()
    assert [k for k in fa if fa[k] != fb[k]] == []


def test_other_seed_gives_other_suite(built, tmp_path):
    suite, a, _ = built
    build.build_suite(suite, 5, SEED + 1, tmp_path, workers=1)
    assert (tmp_path / "data/test/0000.png").read_bytes() != (a / "data/test/0000.png").read_bytes()


@pytest.mark.parametrize("suite", ["sheets", "text"])
def test_every_generated_example_passes_the_verifier(suite):
    gen, verify = GEN[suite]
    for i in range(0, N, 2):
        cand = gen.generate_one(i, N, SEED)
        assert verify(cand) == [], (cand.row["id"], cand.row["instruction"])
        assert cand.image.size == (1024, 768)


def test_rows_follow_the_published_schema(built):
    suite, a, _ = built
    rows = [json.loads(line) for line in (a / "data/test/metadata.jsonl").read_text(encoding="utf-8").splitlines()]
    keys = ["file_name", "id", "instruction", "bbox", "point", "answer_type", "eval", "data_type", "category"]
    keys += ["ui_style", "language", "image_size"] if suite == "sheets" else ["surface", "language", "difficulty",
                                                                              "image_size"]
    prefix = "pbs" if suite == "sheets" else "pbt"
    for i, row in enumerate(rows):
        assert list(row) == keys
        assert row["id"] == f"{prefix}_{i:04d}" and row["file_name"] == f"{i:04d}.png"
        assert row["image_size"] == [1024, 768]
        if row["answer_type"] == "bbox":
            assert row["eval"] == {"type": "iou", "bbox": row["bbox"], "min_coverage": 0.9, "min_precision": 0.7}
        else:
            assert row["eval"] == {"type": "point_in_bbox", "bbox": row["bbox"]}


def test_loader_and_scorer_accept_the_suite_and_reference_answers_score_100(built):
    loader = pytest.importorskip("igg.tasks.pointerbench.loader")
    scorer = pytest.importorskip("igg.tasks.pointerbench.scorer")
    suite, a, _ = built
    examples = loader.load_suite(a)
    assert len(examples) == N
    preds = {ex.id: ({"bbox": list(ex.bbox)} if ex.answer_type == "bbox" else {"point": list(ex.point)})
             for ex in examples}
    report = scorer.score(examples, preds)
    assert report["n"] == N and report["accuracy"] == 1.0
    assert examples[0].image().size == (1024, 768)


def test_parallel_writer_matches_write_suite(tmp_path):
    schema = pytest.importorskip("igg.tasks.pointerbench.schema")
    rows_images = gen_text.generate(4, SEED)
    schema.write_suite(tmp_path / "ref", [r for r, _ in rows_images], [im for _, im in rows_images])
    from igg.tasks.pointerbench.generate.render_text import png_bytes
    build.write_layout(tmp_path / "ours", [r for r, _ in rows_images], [png_bytes(im) for _, im in rows_images])
    assert _files(tmp_path / "ref") == _files(tmp_path / "ours")


def test_rebuild_removes_stale_screenshots(tmp_path):
    build.build_suite("sheets", 6, SEED, tmp_path, workers=1)
    build.build_suite("sheets", 3, SEED, tmp_path, workers=1)
    assert sorted(p.name for p in (tmp_path / "data/test").glob("*.png")) == ["0000.png", "0001.png", "0002.png"]


@pytest.mark.parametrize("gen,keys", [(gen_sheets, ("category", "ui_style", "language")),
                                      (gen_text, ("category", "language"))])
def test_plan_follows_published_shares(gen, keys):
    n = 500
    slots = gen.plan(n, 0)
    tables = {"category": gen.CATEGORY_COUNTS}
    if gen is gen_sheets:
        tables.update(ui_style=gen.UI_STYLE_COUNTS, language=gen.LANGUAGE_COUNTS)
    else:
        tables["language"] = Counter()
        for counts in gen.LANGUAGE_BY_DATA_TYPE.values():
            tables["language"].update(counts)
    for key in keys:
        got = Counter(s[key] for s in slots)
        total = sum(tables[key].values())
        for name, c in tables[key].items():
            assert abs(got[name] / n - c / total) <= 0.01, (key, name, got[name])


@pytest.mark.skipif(not (REAL / "pointerbench-text").is_dir(), reason="published metadata not available")
@pytest.mark.parametrize("suite,gen", [("sheets", gen_sheets), ("text", gen_text)])
def test_generators_know_every_published_category(suite, gen):
    rows = [json.loads(x) for x in (REAL / f"pointerbench-{suite}/data/test/metadata.jsonl").read_text().splitlines()]
    assert {r["category"] for r in rows} == set(gen.CATEGORY_COUNTS)
    assert {(r["category"], r["data_type"]) for r in rows} <= {(c, gen.DATA_TYPE[c]) for c in gen.CATEGORY_COUNTS}


def test_text_suite_covers_many_surfaces_and_both_themes():
    from igg.tasks.pointerbench.generate import text_surfaces
    assert len(text_surfaces.SURFACES) >= 30
    surfaces = {gen_text.make_candidate(i, 0, gen_text.plan(120, 0)[i], 0).row["surface"]
                for i in range(0, 120, 3) if gen_text.plan(120, 0)[i]["category"] == "word_center"}
    assert len(surfaces) >= 5


def test_missing_fonts_fail_with_install_hint(monkeypatch):
    from igg.tasks.pointerbench.generate import render_text
    monkeypatch.setattr(render_text, "font_paths", lambda: {})
    with pytest.raises(render_text.FontMissingError, match="apt-get install fonts-dejavu-core"):
        render_text.require_fonts()
