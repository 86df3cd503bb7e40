"""Build a PointerBench suite (Sheets, Text or Pro) in the published layout.

    igg pointerbench build --suite text --n 500 --seed 1 --out out/pointerbench-text

    build_suite("text", n=500, seed=1, out_dir="out/pointerbench-text") -> summary dict

Sheets and Text examples are generated in worker processes, one example per index, each from
its own seed, so the output is byte-identical for any number of workers. Every example is checked
by the independent verifier (verify.py) before it is written. Pro (gen_pro.generate, rendered in
Chromium) runs in this process and gets the row-level checks only.

Output: `<out>/data/test/metadata.jsonl` + `NNNN.png`, rows validated with schema.PointerBenchExample.
The PNGs are encoded in the workers with the same fixed parameters as schema.write_suite
(`Image.save(format="PNG")`, no metadata), which keeps a 500-example build inside a minute on
two cores; tests check that the bytes equal write_suite's.
"""
from __future__ import annotations

import importlib
import json
import multiprocessing as mp
import os
import time
from collections import Counter
from pathlib import Path

from igg.tasks.pointerbench.generate.render_text import png_bytes, require_fonts

SUITES = {"sheets": "igg.tasks.pointerbench.generate.gen_sheets", "text": "igg.tasks.pointerbench.generate.gen_text",
          "pro": "igg.tasks.pointerbench.generate.gen_pro"}
BREAKDOWN = {"sheets": ("category", "ui_style", "language"), "text": ("data_type", "category", "language", "difficulty"),
             "pro": ("element_type", "app_category", "language")}


def add_build_arguments(parser) -> None:
    parser.add_argument("--suite", required=True, choices=sorted(SUITES), help="which suite to generate")
    parser.add_argument("--n", type=int, default=500, help="number of examples (default 500)")
    parser.add_argument("--seed", type=int, default=0, help="generation seed (default 0)")
    parser.add_argument("--out", default=None, help="output folder (default out/pointerbench-<suite>)")
    parser.add_argument("--workers", type=int, default=None,
                        help="worker processes for sheets/text (default: CPU count, at most 8); output does not depend on it")


def run_build(args) -> int:
    out = args.out or f"out/pointerbench-{args.suite}"
    summary = build_suite(args.suite, args.n, args.seed, out, workers=getattr(args, "workers", None))
    print(format_summary(summary))
    return 0


# --- generation -------------------------------------------------------------------------------

def _one(job):
    """Worker: generate, verify and encode example `index` of (suite, n, seed)."""
    suite, index, n, seed = job
    gen = importlib.import_module(SUITES[suite])
    from igg.tasks.pointerbench.generate.verify import verify_sheets, verify_text
    cand = gen.generate_one(index, n, seed)
    problems = (verify_sheets if suite == "sheets" else verify_text)(cand)
    if problems:  # generate_one only returns verified examples; this is the build's own check
        raise RuntimeError(f"{suite} example {index} failed verification: {problems}")
    return cand.row, png_bytes(cand.image)


def _generate_parallel(suite: str, n: int, seed: int, workers: int):
    jobs = [(suite, i, n, seed) for i in range(n)]
    if workers <= 1 or n < 8:
        return [_one(j) for j in jobs]
    ctx = mp.get_context("fork") if "fork" in mp.get_all_start_methods() else mp.get_context()
    with ctx.Pool(workers) as pool:
        return list(pool.imap(_one, jobs, chunksize=4))


def _generate_pro(n: int, seed: int):
    from igg.tasks.pointerbench.generate.verify import _common
    gen = importlib.import_module(SUITES["pro"])
    out = []
    # The Pro generator verifies each target in the browser (unique key, hit test at its centre);
    # its encoded variant overlaps PNG encoding with rendering and gives the same bytes.
    for i, (row, png) in enumerate(gen.generate_encoded(n, seed)):
        problems = _common(row)
        if problems:
            raise RuntimeError(f"pro example {i} ({row.get('id')}): {problems}")
        out.append((row, png))
    return out


def write_layout(out_dir, rows, pngs, split: str = "test") -> Path:
    """The published layout from rows and already-encoded PNGs (schema.write_suite does the work)."""
    from igg.tasks.pointerbench.schema import write_suite

    return write_suite(out_dir, rows, pngs, split)


def build_suite(suite: str, n: int = 500, seed: int = 0, out_dir=None, workers: int | None = None) -> dict:
    """Generate, verify and write one suite; return a summary (counts, time, paths)."""
    if suite not in SUITES:
        raise ValueError(f"unknown suite {suite!r}; expected one of {sorted(SUITES)}")
    if n < 1:
        raise ValueError("n must be at least 1")
    out_dir = Path(out_dir or f"out/pointerbench-{suite}")
    t0 = time.time()
    if suite == "pro":
        made = _generate_pro(n, seed)
    else:
        require_fonts()  # fail here, with the install hint, rather than in every worker
        workers = workers or min(8, os.cpu_count() or 1)
        made = _generate_parallel(suite, n, seed, workers)
    rows = [r for r, _ in made]
    path = write_layout(out_dir, rows, [p for _, p in made])
    counts = {key: dict(Counter(r.get(key) for r in rows).most_common()) for key in BREAKDOWN[suite]}
    return {"suite": suite, "n": len(rows), "seed": seed, "metadata": str(path), "seconds": round(time.time() - t0, 2),
            "verified": suite != "pro", "counts": counts}


def format_summary(s: dict) -> str:
    out = [f"PointerBench-{s['suite'].capitalize()}: {s['n']} examples (seed {s['seed']}) in {s['seconds']:.1f} s",
           f"  written to {s['metadata']}" + ("  (every example verified)" if s["verified"] else "")]
    for key, counts in s["counts"].items():
        out.append(f"  by {key}:")
        for name, c in counts.items():
            out.append(f"    {str(name):28s} {c:4d}  {100.0 * c / s['n']:5.1f}%")
    return "\n".join(out)
