"""The suite meets docs/apps.md: enough tasks per app, enough sub-types, and varied mechanisms.

Variety is checked two ways at once: a task counts as distinct only if its declared `surface`
(the control that hides the target) is used by no other task of its app AND the element ids its
reference trace touches before the final click form a sequence no other task of the app has.
Two tasks scrolling one list to different names share the sequence; two hover tasks on different
rows of one toolbar share the surface.
"""
from __future__ import annotations

from collections import Counter

import pytest

from igg.tasks.schema import SUBTYPES, load_suite

FIDELITY_APPS = ("email", "chat", "video")  # issue #9: >= 40 tasks, >= 6 sub-types, movable occlusion
NEW_APPS = ("devhub", "design", "social", "community", "sheets", "drive", "docs", "calendar", "board", "shop", "maps", "code", "music")  # issue #10: >= 40 tasks, >= 5 sub-types
MIN_TASKS = 40
MIN_DISTINCT_SHARE = 0.75
MIN_PER_SUBTYPE_OVER_NEW_APPS = 15

SUITE = load_suite()


def tasks_of(app):
    return [t for t in SUITE if t.app == app]


def reveal_sequence(task) -> tuple:
    """Element ids the trace touches before its final click; for wait-only traces, the target."""
    ids = tuple(step.element for step in task.trace[:-1] if step.element)
    return ids or (task.target,)


def distinct_tasks(tasks) -> list:
    surfaces = Counter(t.surface for t in tasks)
    sequences = Counter(reveal_sequence(t) for t in tasks)
    return [t for t in tasks if t.surface and surfaces[t.surface] == 1 and sequences[reveal_sequence(t)] == 1]


@pytest.mark.parametrize("app", FIDELITY_APPS + NEW_APPS)
def test_app_has_enough_tasks_and_sub_types(app):
    tasks = tasks_of(app)
    subtypes = Counter(t.subtype for t in tasks)
    assert len(tasks) >= MIN_TASKS, f"{app}: {len(tasks)} tasks"
    assert len(subtypes) >= (6 if app in FIDELITY_APPS else 5), f"{app}: sub-types {dict(subtypes)}"
    if app in FIDELITY_APPS:
        assert subtypes["movable_occlusion"] >= 1, f"{app}: no movable-occlusion task"


@pytest.mark.parametrize("app", FIDELITY_APPS + NEW_APPS)
def test_app_tasks_name_their_surface_and_are_varied(app):
    tasks = tasks_of(app)
    assert tasks, f"{app}: no tasks"
    unnamed = [t.id for t in tasks if not t.surface]
    assert not unnamed, f"{app}: tasks without `surface`: {unnamed}"
    distinct = distinct_tasks(tasks)
    shared = sorted(set(t.id for t in tasks) - set(t.id for t in distinct))
    assert len(distinct) >= MIN_DISTINCT_SHARE * len(tasks), \
        f"{app}: only {len(distinct)}/{len(tasks)} tasks use a surface and trace no other task uses; shared: {shared}"


def test_every_sub_type_is_well_covered_over_the_new_apps():
    counts = Counter(t.subtype for t in SUITE if t.app in NEW_APPS)
    short = {s: counts[s] for s in SUBTYPES if counts[s] < MIN_PER_SUBTYPE_OVER_NEW_APPS}
    assert not short, f"sub-types under {MIN_PER_SUBTYPE_OVER_NEW_APPS} tasks over {NEW_APPS}: {short}"


def test_the_variety_check_can_fail():
    """Two tasks scrolling one list, and two on one declared surface, are not distinct."""
    from dataclasses import replace

    base = next(t for t in SUITE if len(t.trace) >= 2 and t.trace[0].element)
    same_list = [replace(base, id="a", surface="one"), replace(base, id="b", surface="two")]
    assert distinct_tasks(same_list) == []
    same_surface = [replace(base, id="a", surface="s", targets=("x",)),
                    replace(base, id="b", surface="s", trace=base.trace[1:], targets=("y",))]
    assert distinct_tasks(same_surface) == []


PRODUCTIVITY_APPS = ("docs", "sheets", "calendar", "drive", "board")  # issue #35
MIN_PER_SUBTYPE_OVER_PRODUCTIVITY = 18
MIN_SCROLL_TASKS, MAX_STATE_SWITCH = 10, 10


@pytest.mark.parametrize("app", PRODUCTIVITY_APPS)
def test_productivity_apps_lean_on_scrolling_not_state_switches(app):
    """The suite leaned on state switches: each of these apps has at least 10 scroll tasks
    (offscreen and nested) and at most 10 state switches."""
    counts = Counter(t.subtype for t in tasks_of(app))
    assert counts["offscreen_scroll"] + counts["nested_scroll"] >= MIN_SCROLL_TASKS, f"{app}: {dict(counts)}"
    assert counts["state_switch"] <= MAX_STATE_SWITCH, f"{app}: {dict(counts)}"


def test_every_sub_type_is_well_covered_over_the_productivity_apps():
    counts = Counter(t.subtype for t in SUITE if t.app in PRODUCTIVITY_APPS)
    short = {s: counts[s] for s in SUBTYPES if counts[s] < MIN_PER_SUBTYPE_OVER_PRODUCTIVITY}
    assert not short, f"sub-types under {MIN_PER_SUBTYPE_OVER_PRODUCTIVITY} tasks over {PRODUCTIVITY_APPS}: {short}"


# The whole suite at the paper's size (issue #36).
SUITE_APPS, MIN_SUITE_TASKS = 16, 601
MIN_PER_SUBTYPE, MIN_MOVABLE = 50, 40
TYPE_SHARE = (0.25, 0.45)


def test_the_suite_has_sixteen_apps_and_at_least_601_tasks():
    apps = sorted({t.app for t in SUITE})
    assert len(apps) == SUITE_APPS and len(SUITE) >= MIN_SUITE_TASKS, f"{len(SUITE)} tasks over {apps}"


def test_every_sub_type_has_at_least_50_tasks():
    counts = Counter(t.subtype for t in SUITE)
    short = {s: counts[s] for s in SUBTYPES
             if counts[s] < (MIN_MOVABLE if s == "movable_occlusion" else MIN_PER_SUBTYPE)}
    assert not short, f"sub-types short of tasks: {short} (all: {dict(counts)})"


def test_each_constraint_type_holds_a_quarter_to_45_percent_of_the_suite():
    counts = Counter(t.type for t in SUITE)
    shares = {kind: round(n / len(SUITE), 3) for kind, n in counts.items()}
    assert len(shares) == 3 and all(TYPE_SHARE[0] <= s <= TYPE_SHARE[1] for s in shares.values()), shares


def shared_instructions_and_targets(tasks) -> list[str]:
    """Pairs of tasks with one instruction, or one target in one initial state."""
    import json

    problems, instructions, targets = [], {}, {}
    for t in tasks:
        said = " ".join(t.instruction.lower().split())
        if said in instructions:
            problems.append(f"{instructions[said]} and {t.id} share the instruction {t.instruction!r}")
        instructions.setdefault(said, t.id)
        for target in t.targets:
            key = (t.app, target, json.dumps(t.state, sort_keys=True), t.seed, tuple(t.viewport), t.zoom)
            if key in targets:
                problems.append(f"{targets[key]} and {t.id} share the target {target} in one initial state")
            targets.setdefault(key, t.id)
    return problems


def test_no_two_tasks_share_an_instruction_or_a_target_in_one_state():
    problems = shared_instructions_and_targets(SUITE)
    assert not problems, "\n".join(problems)


def test_the_sharing_check_can_fail():
    from dataclasses import replace

    base = SUITE[0]
    assert len(shared_instructions_and_targets([base, replace(base, id="copy", instruction="Something else")])) == 1
    assert len(shared_instructions_and_targets([base, replace(base, id="copy", targets=("elsewhere",))])) == 1
