"""Test-time aggregation by region voting (GUI-RC): k sampled answers, one agreed point.

Each sampled point becomes a box of a fixed size around it (a box answer stays its box),
clipped to the screen. The region covered by the most boxes wins: of the pixels at the top
count, the largest 4-connected component, answered by its bounding rectangle's centre.
Boxes are axis-aligned, so the vote runs on the grid their edges cut the screen into (at most
2k x 2k cells) rather than on every pixel; cell areas keep "largest" in pixels.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

import numpy as np

from igg.envs.actions import Action, make_action


@dataclass(frozen=True)
class Vote:
    center: tuple[float, float]
    count: int  # how many boxes cover the winning region
    region: tuple[float, float, float, float]  # its bounding rectangle x0, y0, x1, y1


def point_box(x: float, y: float, size: float) -> tuple:
    half = size / 2.0
    return (x - half, y - half, x + half, y + half)


def region_vote(boxes, screen_size) -> Vote:
    width, height = screen_size
    clipped = []
    for x0, y0, x1, y1 in boxes:
        x0, x1 = sorted((min(max(x0, 0.0), width), min(max(x1, 0.0), width)))
        y0, y1 = sorted((min(max(y0, 0.0), height), min(max(y1, 0.0), height)))
        if x1 > x0 and y1 > y0:
            clipped.append((x0, y0, x1, y1))
    if not clipped:
        raise ValueError("no box lies on the screen")
    xs = np.array(sorted({v for b in clipped for v in (b[0], b[2])}))
    ys = np.array(sorted({v for b in clipped for v in (b[1], b[3])}))
    counts = np.zeros((len(ys) - 1, len(xs) - 1), dtype=np.int32)
    for x0, y0, x1, y1 in clipped:
        i0, i1 = np.searchsorted(xs, x0), np.searchsorted(xs, x1)
        j0, j1 = np.searchsorted(ys, y0), np.searchsorted(ys, y1)
        counts[j0:j1, i0:i1] += 1
    top = counts.max()
    areas = np.outer(np.diff(ys), np.diff(xs))
    best, best_area = None, -1.0
    seen = np.zeros_like(counts, dtype=bool)
    for j, i in zip(*np.nonzero(counts == top)):  # row-major order: ties go to the top-left component
        if seen[j, i]:
            continue
        cells, stack = [], [(j, i)]
        seen[j, i] = True
        while stack:
            cj, ci = stack.pop()
            cells.append((cj, ci))
            for nj, ni in ((cj + 1, ci), (cj - 1, ci), (cj, ci + 1), (cj, ci - 1)):
                if 0 <= nj < counts.shape[0] and 0 <= ni < counts.shape[1] and not seen[nj, ni] \
                        and counts[nj, ni] == top:
                    seen[nj, ni] = True
                    stack.append((nj, ni))
        area = float(sum(areas[c] for c in cells))
        if area > best_area:
            best, best_area = cells, area
    rows = [c[0] for c in best]
    cols = [c[1] for c in best]
    region = (float(xs[min(cols)]), float(ys[min(rows)]), float(xs[max(cols) + 1]), float(ys[max(rows) + 1]))
    center = ((region[0] + region[2]) / 2.0, (region[1] + region[3]) / 2.0)
    return Vote(center=center, count=int(top), region=region)


def aggregate(actions: list, screen_size, box_size: float = 50.0) -> tuple[Action, dict]:
    """One action from k sampled ones (None = an unparsable sample, left out).

    The most frequent kind wins (ties: the earliest sample's). Pointer actions vote on their
    point; a drag votes on its start and its end separately; a scroll keeps the wheel deltas of
    the sample nearest the winning point; a box answer keeps the sample box nearest the
    winning region; a wait takes the median duration.
    """
    valid = [a for a in actions if a is not None]
    if not valid:
        raise ValueError("no valid sample to aggregate")
    kinds = Counter(a.kind for a in valid)
    top = max(kinds.values())
    kind = next(a.kind for a in valid if kinds[a.kind] == top)
    group = [a for a in valid if a.kind == kind]
    info = {"kinds": dict(kinds), "kind": kind, "samples": len(actions), "valid": len(valid)}
    if kind == "wait":
        return make_action("wait", [float(np.median([a.ms for a in group]))]), info

    if kind == "bbox":
        vote = region_vote([a.args for a in group], screen_size)
    else:
        vote = region_vote([point_box(a.x, a.y, box_size) for a in group], screen_size)
    info.update(votes=vote.count, region=[round(v, 1) for v in vote.region])
    cx, cy = vote.center
    nearest = min(group, key=lambda a: (_center(a)[0] - cx) ** 2 + (_center(a)[1] - cy) ** 2)
    if kind == "bbox":
        return nearest, info
    start = (float(round(cx)), float(round(cy)))
    if kind != "drag":  # click, move, scroll (which keeps the nearest sample's wheel deltas)
        return nearest.with_points([start]), info
    end = region_vote([point_box(a.x2, a.y2, box_size) for a in group], screen_size)
    info["end_votes"] = end.count
    return nearest.with_points([start, (float(round(end.center[0])), float(round(end.center[1])))]), info


def _center(action: Action):
    if action.kind == "bbox":
        return ((action.args[0] + action.args[2]) / 2.0, (action.args[1] + action.args[3]) / 2.0)
    return (action.x, action.y)
