"""Content of the leaky test app (tests/test_runtime.py): nothing but a heading."""
from __future__ import annotations

TITLE = "Leaky test app"


def build(seed: int) -> dict:
    return {"seed": seed}
