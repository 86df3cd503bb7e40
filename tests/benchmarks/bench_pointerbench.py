"""PointerBench speed: scoring 1,500 predictions, single-step episodes per second, suite builds.

Run: `python tests/benchmarks/bench_pointerbench.py [--episodes 500] [--build-n 500]`.
Targets: scoring 1,500 predictions < 0.2 s; > 200 episodes/s once screenshots are cached.
Scoring uses the real metadata (../shared/pointerbench) when present, else a synthetic suite.
Episodes use the generated suites, or a Pillow-made one with `--build-n 0` (no build).
"""
from __future__ import annotations

import argparse
import json
import random
import statistics
import tempfile
import time
from pathlib import Path

from PIL import Image, ImageDraw

from igg.agents.pointerbench import reference_action
from igg.envs.pointerbench_env import PointerBenchEnv
from igg.tasks.pointerbench.generate import build
from igg.tasks.pointerbench.loader import load_suite
from igg.tasks.pointerbench.schema import write_suite
from igg.tasks.pointerbench.scorer import load_predictions, score

REAL = Path(__file__).resolve().parents[2].parent / "shared" / "pointerbench"
SUITES = ("sheets", "text", "pro")


def synthetic_rows(n, rng):
    rows = []
    for i in range(n):
        x0, y0 = rng.randrange(0, 900), rng.randrange(0, 700)
        box = [x0, y0, x0 + rng.randrange(4, 120), y0 + rng.randrange(4, 60)]
        kind = "bbox" if i % 4 == 0 else "point"
        rule = {"type": "iou", "bbox": box, "min_coverage": 0.9, "min_precision": 0.7} if kind == "bbox" \
            else {"type": "point_in_bbox", "bbox": box}
        rows.append({"id": f"pbt_{i:04d}", "instruction": f"Click target {i}.", "bbox": box,
                     "point": [(box[0] + box[2]) // 2, (box[1] + box[3]) // 2], "answer_type": kind,
                     "eval": rule, "data_type": "word", "category": "word_center", "surface": "mock",
                     "language": rng.choice(["en", "de", "fr"]), "difficulty": "easy", "image_size": [1024, 768]})
    return rows


def predictions_for(examples, rng):
    """A realistic mix: hits, near misses, jitter, a few missing and malformed records."""
    preds = []
    for ex in examples:
        r = rng.random()
        if r < 0.03:
            continue
        if r < 0.05:
            preds.append({"id": ex.id, "answer": "no idea"})
        elif ex.answer_type == "bbox":
            preds.append({"id": ex.id, "bbox": [v + rng.randint(-6, 6) for v in ex.bbox]})
        else:
            preds.append({"id": ex.id, "point": [ex.point[0] + rng.randint(-30, 30), ex.point[1] + rng.randint(-15, 15)]})
    return preds


def bench_scoring(tmp: Path, rng) -> None:
    if all((REAL / f"pointerbench-{s}" / "data" / "test" / "metadata.jsonl").is_file() for s in SUITES):
        examples = [ex for s in SUITES for ex in load_suite(REAL / f"pointerbench-{s}")]
        source = "real metadata (3 x 500)"
    else:
        folder = tmp / "synthetic" / "data" / "test"
        folder.mkdir(parents=True)
        (folder / "metadata.jsonl").write_text("\n".join(json.dumps(r) for r in synthetic_rows(1500, rng)))
        examples = list(load_suite(tmp / "synthetic"))
        source = "synthetic metadata (1,500 rows)"
    path = tmp / "preds.jsonl"
    path.write_text("\n".join(json.dumps(p) for p in predictions_for(examples, rng)) + "\n")
    samples, read = [], []
    for _ in range(7):
        start = time.perf_counter()
        preds, _ = load_predictions(path)
        mid = time.perf_counter()
        report = score(examples, preds)
        samples.append(time.perf_counter() - mid)
        read.append(mid - start)
    print(f"scoring {len(examples)} predictions ({source}): median {statistics.median(samples) * 1000:.1f} ms "
          f"(+ {statistics.median(read) * 1000:.1f} ms reading the file), accuracy {report['accuracy']:.3f}; "
          f"target < 200 ms")


def pillow_suite(root: Path, n: int, rng) -> Path:
    rows = synthetic_rows(n, rng)
    images = []
    for r in rows:
        img = Image.new("RGB", (1024, 768), (245, 245, 245))
        ImageDraw.Draw(img).rectangle(r["bbox"], fill=(rng.randrange(256), 80, 160))
        images.append(img)
    write_suite(root / "pointerbench-text", rows, images)
    return root / "pointerbench-text"


def bench_build(n: int, tmp: Path) -> dict:
    built = {}
    for suite in SUITES:
        summary = build.build_suite(suite, n, seed=0, out_dir=tmp / f"pointerbench-{suite}")
        built[suite] = tmp / f"pointerbench-{suite}"
        print(f"building {n} {suite} examples: {summary['seconds']:.1f} s "
              f"({summary['seconds'] / n * 1000:.0f} ms/example)")
    return built


def bench_episodes(suite_dir: Path, episodes: int, label: str, size: int) -> None:
    """Reset+step pairs over the first `size` examples, all screenshots cached beforehand."""
    available = len(load_suite(suite_dir))
    env = PointerBenchEnv(suite_dir, indices=list(range(min(size, available))), cache_size=None)
    count = len(env.examples)
    for i in range(count):  # warm the screenshot cache
        env.reset(options={"index": i})
    start = time.perf_counter()
    hits = 0
    for i in range(episodes):
        env.reset(options={"index": i % count})
        hits += env.step(reference_action(env.example))[1]
    elapsed = time.perf_counter() - start
    print(f"episodes ({label}, {count} cached screenshots): {episodes / elapsed:.0f} episodes/s over "
          f"{episodes} reset+step pairs, reference reward {hits / episodes:.2f}; target > 200/s")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--episodes", type=int, default=500)
    ap.add_argument("--build-n", type=int, default=500, help="examples per generated suite (0: no build)")
    ap.add_argument("--episode-suite-size", type=int, default=100,
                    help="screenshots the episodes cycle through (each costs ~2.4 MB once cached)")
    args = ap.parse_args()
    rng = random.Random(0)
    with tempfile.TemporaryDirectory() as tmp:
        tmp = Path(tmp)
        bench_scoring(tmp, rng)
        size = args.episode_suite_size
        if args.build_n:
            for suite, suite_dir in bench_build(args.build_n, tmp).items():
                bench_episodes(suite_dir, args.episodes, f"generated {suite}", size)
        else:
            bench_episodes(pillow_suite(tmp, size, rng), args.episodes, "Pillow-made", size)


if __name__ == "__main__":
    main()
