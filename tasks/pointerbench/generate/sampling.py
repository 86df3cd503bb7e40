"""Deterministic suite plans: exact quotas from a proportion table, then a seeded shuffle.

Quotas (largest remainder) make a suite of n follow the published shares as closely as n
allows, instead of drifting the way independent random draws would.
"""
from __future__ import annotations

import random


def quota(weights: dict, n: int) -> dict:
    """Split n into integer counts proportional to `weights` (largest-remainder rounding)."""
    total = float(sum(weights.values()))
    raw = {k: n * w / total for k, w in weights.items()}
    counts = {k: int(v) for k, v in raw.items()}
    left = n - sum(counts.values())
    # Ties broken by key order so the result never depends on dict hashing.
    order = sorted(weights, key=lambda k: (-(raw[k] - counts[k]), list(weights).index(k)))
    for k in order[:left]:
        counts[k] += 1
    return counts


def spread(weights: dict, n: int, rng: random.Random) -> list:
    """A shuffled list of n labels whose counts follow `weights`."""
    items = [k for k, c in quota(weights, n).items() for _ in range(c)]
    rng.shuffle(items)
    return items


def example_rng(suite: str, seed: int, index: int, attempt: int = 0) -> random.Random:
    """The RNG of one example attempt: independent of every other example and of worker order."""
    return random.Random(f"pointerbench:{suite}:{seed}:{index}:{attempt}")
