"""What both environments put in `info`, shared without loading the browser session."""
from __future__ import annotations

from dataclasses import dataclass

# The reveal status of a target that is nowhere to be clicked (and of a failed browser).
NOT_REVEALED = {"visible": False, "unobstructed": False, "actionable": False, "exposure": 0.0}
# A static PointerBench example: its target is always in view.
STATIC_REVEAL = {"visible": True, "unobstructed": True, "actionable": True, "exposure": 1.0}


@dataclass(frozen=True)
class Timing:
    """A step's timing: real seconds spent, and virtual milliseconds the page's clock advanced.

    Wall-clock seconds are a measurement, not environment state, so equality (which Gymnasium's
    determinism checks use) compares the virtual time only.
    """

    wall_seconds: float
    virtual_ms: float

    def __eq__(self, other):
        return isinstance(other, Timing) and self.virtual_ms == other.virtual_ms

    def __hash__(self):
        return hash(self.virtual_ms)

    def to_dict(self) -> dict:
        return {"wall_seconds": round(self.wall_seconds, 4), "virtual_ms": self.virtual_ms}
