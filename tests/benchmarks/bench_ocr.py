"""The OCR models as the agent runs them (folded, agents/ocr_graph.py) against the wheel's own
models, side by side in one run on the same screens: detection of whole screens, and recognition of
every text box found on them, batched as the agent batches. Prints the time of each and whether the
readings are the same.

    python tests/benchmarks/bench_ocr.py [--tasks 14] [--rounds 2]

The screens are the first screen of one desktop task per app and sub-type (up to --tasks), and the
screen after one scroll of each. Last, detection of the same screens in two fresh processes side
by side: glibc keeping freed memory for reuse (as the reader sets it) and glibc as it comes
(IGG_OCR_KEEP_FREED=0), with the page faults each took.
"""
from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np


def capture(count: int) -> list[np.ndarray]:
    from igg.envs.igg_env import IGGEnv
    from igg.tasks.schema import load_suite

    suite = [t for t in load_suite() if tuple(t.viewport) == (1440, 900) and t.zoom == 1]
    tasks = list({(t.app, t.subtype): t for t in suite}.values())[:count]
    env = IGGEnv(tasks=tasks)
    screens = []
    try:
        for task in tasks:
            obs, _ = env.reset(options={"task": task})
            screens.append(obs["screenshot"][..., :3].copy())
            obs, *_ = env.step("scroll(720, 450, 0, 600)")
            screens.append(obs["screenshot"][..., :3].copy())
    finally:
        env.close()
    return screens


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tasks", type=int, default=14)
    parser.add_argument("--rounds", type=int, default=2, help="timed passes per model (alternating)")
    args = parser.parse_args()

    import rapidocr_onnxruntime
    from rapidocr_onnxruntime import RapidOCR

    from igg.agents import screen_reader as reader

    wheel = Path(rapidocr_onnxruntime.__file__).parent / "models"
    engines = {
        "wheel": RapidOCR(intra_op_num_threads=1, inter_op_num_threads=1,
                          det_model_path=str(wheel / "ch_PP-OCRv4_det_infer.onnx"),
                          rec_model_path=str(wheel / "ch_PP-OCRv4_rec_infer.onnx")),
        "folded": reader._Engine.get(),
    }
    for engine in engines.values():
        engine.text_det.limit_type = "max"
    screens = [np.ascontiguousarray(s[..., ::-1]) for s in capture(args.tasks)]
    boxes = {name: [reader._detect(e, s) for s in screens] for name, e in engines.items()}
    crops = [s[t:b, l:min(r, l + reader.MAX_RATIO * (b - t))] for s, rects in zip(screens, boxes["wheel"])
             for l, t, r, b in rects]
    crops = list({reader._crop_key(c): c for c in crops}.values())
    print(f"{len(screens)} screens, {len(crops)} distinct text boxes")

    timing = {(name, part): [] for name in engines for part in ("detect", "recognise")}
    readings = {}
    for _ in range(args.rounds):
        for name, engine in engines.items():
            start = time.perf_counter()
            for screen in screens:
                reader._detect(engine, screen)
            timing[name, "detect"].append(time.perf_counter() - start)
            start = time.perf_counter()
            readings[name] = reader._recognise(engine, crops)
            timing[name, "recognise"].append(time.perf_counter() - start)
    for part, unit, count in (("detect", "screen", len(screens)), ("recognise", "box", len(crops))):
        wheel_s, folded_s = min(timing["wheel", part]), min(timing["folded", part])
        print(f"{part:9s}  wheel {1000 * wheel_s / count:6.1f} ms/{unit}  folded {1000 * folded_s / count:6.1f} ms/{unit}"
              f"  speed-up {wheel_s / folded_s:.2f}x")
    same_boxes = sum(a == b for a, b in zip(boxes["wheel"], boxes["folded"]))
    same_text = sum(a[0] == b[0] for a, b in zip(readings["wheel"], readings["folded"]))
    print(f"same boxes on {same_boxes}/{len(screens)} screens, same text for {same_text}/{len(crops)} boxes")
    compare_memory_settings(screens, args.rounds)


def compare_memory_settings(screens: list, rounds: int) -> None:
    """Detection in fresh processes, freed memory kept (the reader's setting) and returned."""
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "screens.npy")
        np.save(path, np.stack(screens))
        results = {"kept": [], "returned": []}
        for _ in range(rounds):
            for name, keep in (("kept", "1"), ("returned", "0")):
                out = subprocess.run([sys.executable, __file__, "--detect-only", path], check=True, text=True,
                                     capture_output=True, env={**os.environ, "IGG_OCR_KEEP_FREED": keep})
                results[name].append(json.loads(out.stdout.strip().splitlines()[-1]))
    kept, returned = (min(results[n], key=lambda r: r["seconds"]) for n in ("kept", "returned"))
    count = len(screens)
    print(f"detect     memory returned {1000 * returned['seconds'] / count:6.1f} ms/screen ({returned['faults'] // count} page faults)"
          f"  kept {1000 * kept['seconds'] / count:6.1f} ms/screen ({kept['faults'] // count})"
          f"  speed-up {returned['seconds'] / kept['seconds']:.2f}x")


def detect_only(path: str) -> None:
    from igg.agents import screen_reader as reader

    screens = np.load(path)
    engine = reader._Engine.get()
    reader._detect(engine, np.ascontiguousarray(screens[0]))  # the first run sets up the model
    faults, start = resource.getrusage(resource.RUSAGE_SELF).ru_minflt, time.perf_counter()
    for screen in screens:
        reader._detect(engine, np.ascontiguousarray(screen))
    print(json.dumps({"seconds": time.perf_counter() - start,
                      "faults": resource.getrusage(resource.RUSAGE_SELF).ru_minflt - faults}))


if __name__ == "__main__":
    if sys.argv[1:2] == ["--detect-only"]:
        detect_only(sys.argv[2])
    else:
        main()
