"""Turning a reference-trace step (which names elements) into a pixel action on the current page."""
from __future__ import annotations

from igg.envs.actions import Action, make_action


class UnresolvedStep(RuntimeError):
    pass


def _clamp(value: float, upper: int) -> float:
    return float(min(max(round(value), 0), upper - 1))


def resolve_step(session, step, viewport) -> Action:
    """The action a reference step stands for, with each element at its current box centre."""
    width, height = viewport
    if step.kind == "wait":
        return make_action("wait", [step.ms])
    how = "visible" if step.kind == "scroll" else "box"
    point = session.center(step.element, how)
    if point is None:
        raise UnresolvedStep(f"{step.describe()}: element {step.element!r} not found or not on screen")
    x, y = _clamp(point[0], width), _clamp(point[1], height)
    if step.kind in ("click", "move"):
        return make_action(step.kind, [x, y])
    if step.kind == "scroll":
        return make_action("scroll", [x, y, step.dx, step.dy])
    if step.to:
        end = session.center(step.to, "box")
        if end is None:
            raise UnresolvedStep(f"{step.describe()}: element {step.to!r} not found")
        x2, y2 = end
    else:
        x2, y2 = point[0] + step.dx, point[1] + step.dy
    return make_action("drag", [x, y, _clamp(x2, width), _clamp(y2, height)])
