"""Task validation by replay: every task must be hidden at reset and solvable by its reference trace.

For each task: (1) at reset the target is unique if it exists, and no point of any target can be
clicked: a grid of at most 4 px over every client rect of every target finds no point where the
page's click rule would score (exposure 0); no see-through element catches clicks over a target;
(2) the reference trace, each element resolved to its current box centre, ends in a successful
click within the budget, on a target that exists and is unique just before that click, and that
click changes the app's store (the task's outcome); (3) no other road: every control a click can
reach at reset is clicked once from the reset state, and none reaches the outcome; (4) the
instruction names the goal, not the procedure nor the place or control that reveals the target.

The outcome check (3) is pruned twice: only elements that can react to a click are tried (those
given a pointer listener while the app mounted, and native controls: links, buttons, inputs and
their ARIA roles), one point per element that a click there reaches; and the clicks of one reset
state are made once per process and reused by every task that starts there (tasks of the suite
share reset states, and the tasks of one reset state are validated on one worker). Clicks not kept
yet are made only for a task that passed every other check. At a viewport preset other than one
whose clicks are kept for the same reset state, the controls whose element ids were clicked there
are not clicked again (an app's click handler does not depend on the window's size): only controls
new at this size are.
"""
from __future__ import annotations

import functools
import gzip
import hashlib
import json
import multiprocessing
import os
import time
from concurrent.futures import ProcessPoolExecutor, as_completed
from collections import defaultdict
from dataclasses import asdict, dataclass, field, replace
from pathlib import Path

from igg.replay.reference import UnresolvedStep, resolve_step
from igg.replay.record import RecordTrace
from igg.tasks.schema import VIEWPORTS, lint_instruction


@dataclass
class ReplayResult:
    task_id: str
    app: str
    subtype: str
    valid: bool = False
    failures: list = field(default_factory=list)
    reset_state: dict = field(default_factory=dict)
    actions: list = field(default_factory=list)
    screenshots: list = field(default_factory=list)  # sha1 of the reset and of every step
    steps: int = 0
    reveal_before_click: dict = field(default_factory=dict)
    outcome: dict = field(default_factory=dict)  # store keys the target's click set, and their values
    controls_tried: int = 0  # clicks of the outcome check at reset
    outcome_seconds: float = 0.0  # real time those clicks took (0 when reused from the same reset)
    probe_key: str = ""  # where those clicks are kept (see probe_controls)
    viewport: str = ""  # the viewport preset the task was validated at
    override: bool = False  # validated with the task's override for that preset (Task.overrides)


def replay_reference(env, task, trace_dir=None, screenshots: bool = False, started=None) -> ReplayResult:
    """Run the reference trace once through `env` (an IGGEnv), optionally recording its trace.
    `started`: the (observation, info) of a reset of `env` to `task` just made, to go on from
    instead of resetting again (not with `trace_dir`: the trace starts with its own reset)."""
    result = ReplayResult(task.id, task.app, task.subtype)
    recorder = None
    if trace_dir is not None:
        env = recorder = RecordTrace(env, trace_dir, agent="reference", screenshots=screenshots,
                                     episode_dir=lambda _task: trace_dir)
        started = None
    obs, info = env.reset(options={"task": task}) if started is None else started
    session = env.unwrapped.session
    result.screenshots.append(info["screenshot_sha1"])
    reward = 0.0
    for index, step in enumerate(task.trace, 1):
        try:
            action = resolve_step(session, step, task.viewport)
        except UnresolvedStep as exc:
            result.failures.append(f"step {index}: {exc}")
            break
        if recorder:
            recorder.note(element=step.element, reference_step=step.describe())
        if index == len(task.trace):
            # An env that does not observe measures no reveal status: the page is asked here.
            reveal = info.get("reveal")
            result.reveal_before_click = reveal if reveal is not None else session.reveal(list(task.targets))
            before_click = session.inspect(task.target, exposure=False)
            store_before = session.app_state()
            if before_click["count"] != 1:
                result.failures.append(f"step {index}: target {task.target!r} "
                                       + ("does not exist" if not before_click["count"]
                                          else f"is not unique ({before_click['count']} elements)")
                                       + " before the final click")
                break
        obs, reward, terminated, truncated, info = env.step(action)
        result.actions.append(action.to_text())
        result.screenshots.append(info["screenshot_sha1"])
        result.steps = index
        if info["infra_error"]:
            result.failures.append(f"step {index} ({step.describe()}): infrastructure failure: {info['infra_error']}")
            break
        if info["invalid"]:
            result.failures.append(f"step {index} ({step.describe()}): invalid action: {info['last_action_error']}")
            break
        if index == len(task.trace) and not info["infra_error"]:
            store_after = session.app_state()
            result.outcome = {k: v for k, v in store_after.items() if store_before.get(k) != v}
        if terminated or truncated:
            break
    if not result.failures:
        if reward != 1.0:
            where = f"clicked {info.get('clicked_id')!r}" if result.actions else "no click"
            result.failures.append(f"reference trace did not succeed ({where}; target before the click: "
                                   f"{_describe_reveal(result.reveal_before_click)})")
        elif result.steps < len(task.trace):
            result.failures.append(f"succeeded early at step {result.steps} of {len(task.trace)}")
    if recorder:
        recorder.finish()
    return result


def _describe_reveal(reveal) -> str:
    if not reveal:
        return "unknown"
    return ", ".join(f"{k}={reveal[k]}" for k in ("visible", "unobstructed", "actionable", "exposure"))


_probes: dict = {}  # reset key -> [(control, store after its click)], per process
_catchers: dict = {}  # reset key -> see-through elements over the viewport at reset, per process


def _reset_key(task) -> str:
    return json.dumps([task.app, task.state, task.seed, list(task.viewport), task.zoom, _app_digest(task.app)],
                      sort_keys=True, default=str)


def page_catchers(session, task, reset: dict) -> list[dict]:
    """See-through elements over the viewport at the task's reset: found once per reset state and
    kept beside its outcome-check clicks (see probe_controls)."""
    key = _reset_key(task)
    if key in _catchers:
        return _catchers[key]
    name = probe_key(session, task)
    entry = _kept_entry(task, name, reset)
    if entry is not None and "catchers" in entry:
        _catchers[key] = entry["catchers"]
    else:
        _catchers[key] = session.overlays()
        if entry is not None:  # kept clicks from before catchers were kept: keep these beside them
            _write_json(PROBE_CACHE / f"{name}.json", {**entry, "catchers": _catchers[key]})
    return _catchers[key]


def probe_key(session, task) -> str:
    """Names a reset state's probe: changes with the state, the app and its assets, the page
    runtime, the probing version and the browser's version (any of which can move a control or
    its effect)."""
    return hashlib.sha1((_reset_key(task) + PROBE_VERSION_TAG + session.browser.version).encode()).hexdigest()


def _kept_entry(task, name: str, reset: dict) -> dict | None:
    """The kept facts of a reset state (unless IGG_FRESH_PROBES=1), if they were kept from it."""
    if os.environ.get("IGG_FRESH_PROBES") == "1":
        return None
    entry = kept_probes(task.app, name)
    return entry if entry is not None and entry["reset"] == reset else None


def _kept_probes_now(session, task, reset: dict) -> bool:
    """True when the outcome check of the task's reset state needs no click (made or kept)."""
    return _reset_key(task) in _probes or _kept_entry(task, probe_key(session, task), reset) is not None


def probe_controls(session, task, reset: dict):
    """Every control a click reaches at reset, each clicked once from the reset state:
    ([(control, store after the click or None)], seconds), reused for tasks of the same reset.

    The clicks are kept (PROBE_CACHE on this machine; PROBE_RECORD, committed with the suite, for
    the suite as it was last recorded) under `probe_key`, so an unchanged reset state is clicked
    through once; IGG_FRESH_PROBES=1 (`igg replay --fresh`) clicks again."""
    key = _reset_key(task)
    if key in _probes:
        return _probes[key], 0.0
    name = probe_key(session, task)
    entry = _kept_entry(task, name, reset)
    if entry is not None:
        _probes[key] = [(control, None if delta is None else {**reset, **delta}) for control, delta in entry["probes"]]
        return _probes[key], 0.0
    started = time.perf_counter()
    controls = session.controls()
    known = _kept_elsewhere(session, task, reset)
    fresh = [c for c in controls if c["id"] not in known]
    states = iter(session.probe_clicks(task.app, task.state, task.seed, [(c["x"], c["y"]) for c in fresh]))
    _probes[key] = [pair for c in controls
                    for pair in ([(c, None if d is None else {**reset, **d}) for d in known[c["id"]]]
                                 if c["id"] in known else [(c, next(states))])]
    entry = {"reset": reset, "probes": [(control, None if after is None else {k: v for k, v in after.items()
                                                                              if reset.get(k) != v})
                                        for control, after in _probes[key]]}
    if key in _catchers:
        entry["catchers"] = _catchers[key]
    _write_json(PROBE_CACHE / f"{name}.json", entry)
    return _probes[key], time.perf_counter() - started


def _kept_elsewhere(session, task, reset: dict) -> dict:
    """{element id: [store changes of its kept clicks]} from the same reset state at another
    viewport preset, if one is kept. A control's click handler does not depend on the window's
    size, so at a new viewport only the controls of ids not clicked there yet are clicked."""
    for width, height, zoom in VIEWPORTS.values():  # desktop first
        other = replace(task, viewport=(width, height), zoom=zoom)
        if (other.viewport, other.zoom) == (tuple(task.viewport), task.zoom):
            continue
        entry = _kept_entry(other, probe_key(session, other), reset)
        if entry is not None:
            known = defaultdict(list)
            for control, delta in entry["probes"]:
                if control["id"]:
                    known[control["id"]].append(delta)
            return known
    return {}


def _write_json(path: Path, value) -> None:
    """Write a cache file whole or not at all (a read-only home only costs the work next time)."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_suffix(f".{os.getpid()}.tmp")
        tmp.write_text(json.dumps(value), encoding="utf-8")
        os.replace(tmp, path)
    except OSError:
        pass


def kept_probes(app: str, name: str) -> dict | None:
    """A reset state's kept clicks ({"reset": store, "probes": [(control, changed keys)]}), from
    this machine's cache or the committed record, or None."""
    try:
        return json.loads((PROBE_CACHE / f"{name}.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return _recorded_probes(app).get(name)


@functools.lru_cache(maxsize=None)
def _recorded_probes(app: str) -> dict:
    try:
        with gzip.open(PROBE_RECORD / f"{app}.json.gz", "rt", encoding="utf-8") as f:
            return json.load(f)
    except (OSError, ValueError):
        return {}


def _state_digest(task) -> str:
    """A reset state's identity apart from the probing version and the browser (see probe_key)."""
    return hashlib.sha1(_reset_key(task).encode()).hexdigest()


def record_probes(results, suite) -> list[Path]:
    """Merge the kept clicks of the reset states in `results` into the committed record of their
    apps (`igg replay --record`). The record keeps only reset states some task of `suite` starts
    from at some preset, one entry each (the newest), so a partial run adds to it and a state no
    task starts from any more leaves it. Returns the files written."""
    by_id = {t.id: t for t in suite}
    live = defaultdict(set)
    for task in suite:
        live[task.app] |= {_state_digest(task), *(_state_digest(task.at_viewport(p)) for p in VIEWPORTS)}
    new = defaultdict(dict)
    for r in results:
        task = by_id.get(r.task_id)
        entry = kept_probes(r.app, r.probe_key) if r.probe_key and task else None
        if entry is not None:
            started_from = task.at_viewport(r.viewport) if r.viewport else task
            new[r.app][r.probe_key] = {**entry, "state": _state_digest(started_from)}
    written = []
    for app, entries in sorted(new.items()):
        fresh_states = {e["state"] for e in entries.values()}
        kept = {k: e for k, e in _recorded_probes(app).items()
                if e.get("state") in live[app] and e["state"] not in fresh_states and k not in entries}
        path = PROBE_RECORD / f"{app}.json.gz"
        path.parent.mkdir(parents=True, exist_ok=True)
        # mtime 0: the same clicks give the same bytes, so an unchanged app leaves no diff.
        with open(path, "wb") as raw, gzip.GzipFile(fileobj=raw, mode="wb", mtime=0) as f:
            f.write(json.dumps({**kept, **entries}, sort_keys=True, separators=(",", ":")).encode("utf-8"))
        written.append(path)
    _recorded_probes.cache_clear()
    return written


def other_roads(task, reset: dict, outcome: dict, probes) -> list[str]:
    """A failure for every control at reset, not a listed target, whose click reaches `outcome`
    (every key the target's click changed, at the value it set). Listed targets clickable at reset
    fail the exposure check instead."""
    goal = {k: v for k, v in outcome.items() if reset.get(k) != v}
    failures = []
    for control, after in probes:
        if after is None or control["id"] in task.targets:
            continue
        if all(after.get(k) == v for k, v in goal.items()):
            failures.append(f"another road to the outcome at reset: clicking {control['id'] or control['element']} "
                            f"at ({control['x']:g}, {control['y']:g}) also sets "
                            + ", ".join(f"{k}={json.dumps(v)}" for k, v in sorted(goal.items()))
                            + " (hide it too and list it among the targets, or make it do something else)")
    return failures


def validate_task(env, task, trace_dir=None, screenshots: bool = False) -> ReplayResult:
    """Lint, exposure 0 at reset for every target, no see-through click catcher over a target,
    the reference trace must succeed, and no other control at reset may reach its outcome."""
    failures = list(lint_instruction(task))
    # The checks read the page at the task's reset; the reference trace then goes on from there.
    started = env.reset(options={"task": task})
    session = env.unwrapped.session
    reset = session.app_state()
    # One pass over the targets' grid: the exposure, and the see-through catchers over them.
    coverage = session.coverage(list(task.targets))
    # Over the targets, and any full-page catcher at all (it would swallow an agent's first click).
    catchers = {(o["id"], o["element"]): o for o in coverage["overlays"] + page_catchers(session, task, reset)}
    for overlay in catchers.values():
        failures.append(f"see-through overlay {overlay['id'] or overlay['element']} catches clicks over "
                        f"{overlay['covers']} at ({overlay['x']}, {overlay['y']}): an element that blocks "
                        "a click must be visible")
    # A target may not exist yet at reset (a menu item is built when its menu opens): exposure 0.
    primary = session.inspect(task.target, exposure=False)
    if primary["count"] > 1:
        failures.append(f"target {task.target!r} is not unique at reset ({primary['count']} elements)")
    exposure = coverage["exposure"]
    if exposure["scoring"]:
        failures.append(f"target exposed at reset: exposure {100 * exposure['exposure']:.1f}% "
                        f"({exposure['scoring']} of {exposure['points']} grid points would score)")
    # The trace goes on from this reset; the outcome check's clicks, when they are not kept from an
    # earlier run, are made after it (from a new reset), and only for a task that passed so far.
    kept = _kept_probes_now(session, task, reset)
    result = replay_reference(env, task, trace_dir=trace_dir, screenshots=screenshots, started=started)
    result.probe_key = probe_key(session, task)
    result.viewport = preset_of(task)
    if not result.failures and not failures:
        goal = {k: v for k, v in result.outcome.items() if reset.get(k) != v}
        if not goal:
            result.failures.append("the target's click changes nothing in the app's store: its outcome "
                                   "cannot be told from another click's (keep every effect in ctx.store)")
        else:
            if not kept:
                env.reset(options={"task": task})
            probes, seconds = probe_controls(session, task, reset)
            result.controls_tried, result.outcome_seconds = len(probes), round(seconds, 3)
            result.failures += other_roads(task, reset, result.outcome, probes)
    result.failures = failures + result.failures
    result.reset_state = {**{k: primary[k] for k in ("exists", "count", "visible", "unobstructed", "enabled",
                                                      "actionable", "reason")},
                          "exposure": exposure["exposure"], "exposure_points": exposure["points"]}
    result.valid = not result.failures
    return result


def preset_of(task) -> str:
    """The viewport preset a task is made for (its env id's)."""
    for name, (width, height, zoom) in VIEWPORTS.items():
        if (width, height) == tuple(task.viewport) and zoom == task.zoom:
            return name
    raise ValueError(f"task {task.id!r}: viewport {task.viewport} at zoom {task.zoom:g} is no preset")


def env_for(task, envs: dict, observe: bool = True):
    """The env for the task's viewport preset from `envs` (preset -> IGGEnv), made on first use:
    an env's spaces are fixed, so a run over several presets keeps one env per preset.
    `observe=False`: an env that takes no screenshots (see IGGEnv)."""
    from igg.envs.igg_env import IGGEnv

    preset = preset_of(task)
    key = preset if observe else (preset, "blind")
    if key not in envs:
        envs[key] = IGGEnv(tasks=[task], viewport=preset, observe=observe)
    return envs[key]


_worker: dict = {}


def _validate_in_worker(task, trace_root, screenshots):
    """Validate one task on this process's env for the task's viewport (one that takes no
    screenshots unless a trace is written: validation looks at the page, not at pictures)."""
    env = env_for(task, _worker, observe=trace_root is not None)
    preset = preset_of(task)
    trace_dir = None if not trace_root else (f"{trace_root}/{task.id}" if preset == "desktop"
                                             else f"{trace_root}/{preset}/{task.id}")
    return validate_task(env, task, trace_dir=trace_dir, screenshots=screenshots)


def _validate_group_in_worker(tasks, trace_root, screenshots):
    """Validate a batch of tasks (see _batches) on one process: the tasks of a reset state reuse its
    outcome-check clicks, and the tasks of one page reset in place."""
    return [_validate_in_worker(task, trace_root, screenshots) for task in tasks]


# Tasks per unit of work: a page's tasks (at most 50 in the suite) go to one worker, which then
# navigates once and resets in place for the rest; largest first, the batches balance.
BATCH_TASKS = 50


def _batches(tasks, size: int = BATCH_TASKS) -> list[list]:
    """The tasks in units of work for the worker processes. Tasks of one reset state stay together
    (their outcome-check clicks are made once); the reset states of one page (app, seed and
    viewport) are batched together, so a worker resets in place (~100 ms) instead of navigating
    (~300 ms). Largest first, so the last worker does not start a long one alone."""
    pages = defaultdict(lambda: defaultdict(list))
    for task in tasks:
        pages[(task.app, task.seed, preset_of(task))][_reset_key(task)].append(task)
    batches = []
    for groups in pages.values():
        batch = []
        for group in groups.values():
            if batch and len(batch) + len(group) > size:
                batches.append(batch)
                batch = []
            batch = batch + group
        batches.append(batch)
    return sorted(batches, key=len, reverse=True)


def _close_worker_envs():
    for env in _worker.values():
        env.close()
    _worker.clear()


def validate_tasks(tasks, workers: int = 1, trace_root=None, screenshots: bool = False, on_result=None):
    """Validate every task, in `workers` processes; results in the tasks' order.

    `on_result(result)` is called as each task finishes (for progress output)."""
    results = {}
    if workers <= 1:
        try:
            for task in tasks:
                result = results[(task.id, preset_of(task))] = _validate_in_worker(task, trace_root, screenshots)
                if on_result:
                    on_result(result)
        finally:
            _close_worker_envs()
    else:
        context = multiprocessing.get_context("spawn")
        with ProcessPoolExecutor(max_workers=workers, mp_context=context) as pool:
            futures = [pool.submit(_validate_group_in_worker, batch, trace_root, screenshots)
                       for batch in _batches(tasks)]
            for future in as_completed(futures):
                for result in future.result():
                    results[(result.task_id, result.viewport)] = result
                    if on_result:
                        on_result(result)
    return [results[(task.id, preset_of(task))] for task in tasks]


def summarize(results: list[ReplayResult]) -> list[dict]:
    """Rows per (app, sub-type): tasks, valid, failures."""
    groups = defaultdict(list)
    for r in results:
        groups[(r.app, r.subtype)].append(r)
    rows = []
    for (app, subtype), rs in sorted(groups.items()):
        rows.append({"app": app, "subtype": subtype, "tasks": len(rs), "valid": sum(r.valid for r in rs),
                     "failures": [f"{r.task_id}: {'; '.join(r.failures)}" for r in rs if not r.valid]})
    return rows


def format_table(rows: list[dict]) -> str:
    lines = [f"{'app':8s} {'sub-type':22s} {'tasks':>5s} {'valid':>5s}  failures", "-" * 72]
    for row in rows:
        lines.append(f"{row['app']:8s} {row['subtype']:22s} {row['tasks']:5d} {row['valid']:5d}  "
                     + ("" if not row["failures"] else row["failures"][0]))
        for extra in row["failures"][1:]:
            lines.append(" " * 45 + extra)
    total = sum(r["tasks"] for r in rows)
    valid = sum(r["valid"] for r in rows)
    lines += ["-" * 72, f"{'all':31s} {total:5d} {valid:5d}"]
    return "\n".join(lines)


def write_report(path, results: list[ReplayResult], extra: dict | None = None) -> None:
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    payload = {"tasks": len(results), "valid": sum(r.valid for r in results),
               "summary": summarize(results), "results": [asdict(r) for r in results], **(extra or {})}
    path.write_text(json.dumps(payload, indent=2, sort_keys=True), encoding="utf-8")


# -- checking tasks before a run ---------------------------------------------------------------
CHECK_CACHE = Path(os.environ.get("XDG_CACHE_HOME", Path.home() / ".cache")) / "igg" / "valid-tasks.json"
PROBE_CACHE = CHECK_CACHE.parent / "probes"
_PACKAGE = Path(__file__).resolve().parents[1]
PROBE_RECORD = _PACKAGE / "tasks" / "probes"
_RUNTIME_DIR = _PACKAGE / "mockups" / "runtime"


# The version of how a control is clicked and its effect read (session.controls, probe_clicks and
# probe_controls here), and of what the page runtime's visibility check (VISIBILITY_CHECK, the
# validator's instrument, with which controls and catchers are found) finds: bump it when that
# changes, and every kept click is made again. What the page does is in the app's digest; code
# that only serves, drives or measures the page can change a click's effect only by a bug, which
# the record test finds (it clicks one reset state of every app again).
PROBE_VERSION = 2
PROBE_VERSION_TAG = f"probe-v{PROBE_VERSION}"
VISIBILITY_CHECK = _RUNTIME_DIR / "visibility.js"


@functools.lru_cache(maxsize=None)
def _app_digest(app: str) -> str:
    """A digest of everything that decides what an app does: its folder and the page runtime
    (but the visibility check, which only measures the page: see PROBE_VERSION)."""
    digest = hashlib.sha1()
    app_dir = _RUNTIME_DIR.parent / app
    # The app's own icons (the shared icons.json grows with every app) and the photo index.
    own_assets = [_RUNTIME_DIR.parent / "assets" / "icons" / "subset.d" / f"{app}.yaml",
                  _RUNTIME_DIR.parent / "assets" / "photos" / "index.json"]
    for path in sorted([*app_dir.rglob("*"), *_RUNTIME_DIR.rglob("*"), *(p for p in own_assets if p.exists())]):
        if path.is_file() and "__pycache__" not in path.parts and path != VISIBILITY_CHECK:
            digest.update(str(path.relative_to(_RUNTIME_DIR.parent)).encode())
            digest.update(path.read_bytes())
    return digest.hexdigest()


def task_key(task) -> str:
    """Changes whenever the task, its app or the visibility check changes, so a cached verdict is never stale."""
    fields = [task.id, task.app, task.instruction, list(task.targets), task.subtype, task.state,
              list(task.viewport), task.zoom, task.seed, task.budget, [s.describe() for s in task.trace]]
    return hashlib.sha1((json.dumps(fields, sort_keys=True, default=str) + _app_digest(task.app)
                         + hashlib.sha1(VISIBILITY_CHECK.read_bytes()).hexdigest()).encode()).hexdigest()


def check_tasks(tasks, workers: int = 1, cache_path=CHECK_CACHE, on_result=None):
    """Validate tasks before an evaluation: (valid tasks, [ReplayResult of each invalid one]).

    Verdicts of valid tasks are cached by `task_key`, so an unchanged suite is checked once."""
    cache_path = Path(cache_path)
    try:
        cached = set(json.loads(cache_path.read_text(encoding="utf-8")))
    except (OSError, ValueError, TypeError):
        cached = set()
    todo = [t for t in tasks if task_key(t) not in cached]
    results = validate_tasks(todo, workers=workers, on_result=on_result) if todo else []
    invalid = [r for r in results if not r.valid]
    bad_ids = {r.task_id for r in invalid}
    cached |= {task_key(t) for t in todo if t.id not in bad_ids}
    _write_json(cache_path, sorted(cached))
    return [t for t in tasks if t.id not in bad_ids], invalid
