"""The study protocol: which tasks a study uses, how they are assigned, what an event is, and how
events decide a trial's outcome (seed 003, H.2).

A trial ends at the click the page-owned click rule (`igg.score`, run in the page) scores as the
target, after MAX_ATTEMPTS click-or-drag attempts, or at "can't find it". Hover never counts;
wheel events are grouped into scroll sessions (a gap of more than SCROLL_DEBOUNCE_MS starts a new
one), which are recorded but do not count toward the limit. The server derives the outcome from
the committed events, so a reload or a resend can never count an attempt twice.
"""
from __future__ import annotations

import hashlib
import json
import math
from dataclasses import dataclass

from igg.tasks.schema import Task, load_suite, select_tasks

MAX_ATTEMPTS = 8
SCROLL_DEBOUNCE_MS = 800
STUDY_VIEWPORT = (1440, 900)
DRAG_THRESHOLD_PX = 5  # a press that moves farther than this before release is a drag (the page decides)

# Limits on what a page may post (anything beyond is a 4xx).
MAX_BODY_BYTES = 256 * 1024
MAX_BATCH = 200
MAX_KEY_CHARS = 64
MAX_TEXT_CHARS = 200
MAX_COMMENT_CHARS = 2000
EVENT_KINDS = {"move", "click", "drag", "wheel", "giveup", "load", "key", "blur", "focus"}
NUMERIC_FIELDS = ("x", "y", "x2", "y2", "dx", "dy")
SCALES = ("visual", "interaction", "executability")
ENDED = {"solved", "failed", "gave_up", "rated"}


class ProtocolError(ValueError):
    """A request the study refuses; `status` is the HTTP status, the message says why."""

    def __init__(self, message: str, status: int = 400):
        super().__init__(message)
        self.status = status


# -- tasks -------------------------------------------------------------------------------
def study_tasks(spec: str | None = None, tasks: list[Task] | None = None) -> list[Task]:
    """The suite's tasks a person can do in this study: desktop 1440x900 at 100% zoom."""
    chosen = select_tasks(tasks if tasks is not None else load_suite(), spec)
    return [t for t in chosen if tuple(t.viewport) == STUDY_VIEWPORT and t.zoom == 1.0]


def task_info(task: Task) -> dict:
    """What the page needs to run a task (the targets are for the page's own click rule)."""
    return {"task_id": task.id, "app": task.app, "instruction": task.instruction, "targets": list(task.targets),
            "state": task.state, "seed": task.seed, "type": task.type, "subtype": task.subtype}


def _tie_break(participant_id: int, task_id: str) -> str:
    # A different but reproducible order per participant among equally used tasks.
    return hashlib.sha1(f"{participant_id}:{task_id}".encode()).hexdigest()


def next_task(pool: list[Task], counts: dict[str, int], seen: set[str], participant_id: int,
              per_task: int) -> Task | None:
    """The least-used task this participant has not seen and that has fewer than `per_task` trials."""
    open_tasks = [t for t in pool if t.id not in seen and counts.get(t.id, 0) < per_task]
    if not open_tasks:
        return None
    return min(open_tasks, key=lambda t: (counts.get(t.id, 0), _tie_break(participant_id, t.id)))


# -- events ------------------------------------------------------------------------------
@dataclass
class Event:
    key: str
    seq: int
    trial: int
    kind: str
    t: float
    fields: dict  # x, y, x2, y2, dx, dy (numbers or None)
    hit: str | None
    success: bool | None
    canonical: str  # the event as sent, as canonical JSON (compared on a replayed key)


def _number(value, name: str, where: str, minimum: float | None = None) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
        raise ProtocolError(f"{where}: {name} must be a finite number, got {json.dumps(value)[:40]}")
    if minimum is not None and value < minimum:
        raise ProtocolError(f"{where}: {name} must be >= {minimum}, got {value}")
    if abs(value) > 1e9:
        raise ProtocolError(f"{where}: {name} is out of range ({value})")
    return float(value)


def parse_event(raw, index: int) -> Event:
    where = f"event {index}"
    if not isinstance(raw, dict):
        raise ProtocolError(f"{where}: must be a JSON object")
    unknown = set(raw) - {"key", "seq", "trial", "kind", "t", "hit", "success", *NUMERIC_FIELDS}
    if unknown:
        raise ProtocolError(f"{where}: unknown field(s) {', '.join(sorted(unknown))}")
    key = raw.get("key")
    if not isinstance(key, str) or not 1 <= len(key) <= MAX_KEY_CHARS:
        raise ProtocolError(f"{where}: key must be a string of 1 to {MAX_KEY_CHARS} characters")
    seq, trial = raw.get("seq"), raw.get("trial")
    if isinstance(seq, bool) or not isinstance(seq, int) or not 1 <= seq < 2 ** 53:
        raise ProtocolError(f"{where}: seq must be a positive integer")
    if isinstance(trial, bool) or not isinstance(trial, int) or trial < 1:
        raise ProtocolError(f"{where}: trial must be a positive integer (a trial id)")
    kind = raw.get("kind")
    if kind not in EVENT_KINDS:
        raise ProtocolError(f"{where}: kind must be one of {', '.join(sorted(EVENT_KINDS))}")
    t = _number(raw.get("t"), "t", where, minimum=0)
    fields = {name: (None if raw.get(name) is None else _number(raw[name], name, where)) for name in NUMERIC_FIELDS}
    if kind in {"move", "click", "drag", "wheel"} and (fields["x"] is None or fields["y"] is None):
        raise ProtocolError(f"{where}: a {kind} event needs x and y")
    if kind == "drag" and (fields["x2"] is None or fields["y2"] is None):
        raise ProtocolError(f"{where}: a drag event needs x2 and y2 (where it was released)")
    hit = raw.get("hit")
    if hit is not None and (not isinstance(hit, str) or len(hit) > MAX_TEXT_CHARS):
        raise ProtocolError(f"{where}: hit must be an element id string (at most {MAX_TEXT_CHARS} characters) or null")
    success = raw.get("success")
    if success is not None and not isinstance(success, bool):
        raise ProtocolError(f"{where}: success must be true, false or null")
    if kind == "click" and success is None:
        raise ProtocolError(f"{where}: a click event needs success (the page's click rule verdict)")
    canonical = json.dumps(raw, sort_keys=True, separators=(",", ":"))
    return Event(key, seq, trial, kind, t, fields, hit, success, canonical)


def parse_batch(body) -> list[Event]:
    if not isinstance(body, dict) or not isinstance(body.get("events"), list):
        raise ProtocolError('body must be a JSON object {"events": [...]}')
    raw_events = body["events"]
    if not raw_events:
        raise ProtocolError("events is empty")
    if len(raw_events) > MAX_BATCH:
        raise ProtocolError(f"at most {MAX_BATCH} events per request, got {len(raw_events)}", status=413)
    events = [parse_event(raw, i) for i, raw in enumerate(raw_events)]
    seqs = [e.seq for e in events]
    if seqs != sorted(seqs) or len(set(seqs)) != len(seqs):
        raise ProtocolError("events must be in increasing seq order within a request", status=409)
    return events


# -- outcomes ----------------------------------------------------------------------------
def apply_event(trial: dict, event: Event) -> dict:
    """The trial's counters and status after `event` (a dict of changed columns)."""
    change = {}
    scored = trial["kind"] != "fidelity"  # a fidelity trial is free use of the mock, ended by the rating
    if event.kind == "click":
        change["clicks"] = trial["clicks"] + 1
        change["attempts"] = trial["attempts"] + 1
        change["hit_id"] = event.hit
        if event.success and scored:
            change["status"] = "solved"
    elif event.kind == "drag":
        change["drags"] = trial["drags"] + 1
        change["attempts"] = trial["attempts"] + 1
    elif event.kind == "wheel":
        last = trial["last_wheel_t"]
        if last is None or event.t - last > SCROLL_DEBOUNCE_MS:
            change["scroll_sessions"] = trial["scroll_sessions"] + 1
        change["last_wheel_t"] = event.t
    elif event.kind == "giveup" and scored:
        change["status"] = "gave_up"
    if scored and "status" not in change and change.get("attempts", 0) >= MAX_ATTEMPTS:
        change["status"] = "failed"
    if change.get("status") in ENDED:
        change["duration_ms"] = event.t
    return change


def parse_rating(body) -> tuple[dict, str]:
    if not isinstance(body, dict):
        raise ProtocolError("body must be a JSON object")
    unknown = set(body) - {*SCALES, "comment", "trial"}
    if unknown:
        raise ProtocolError(f"unknown field(s) {', '.join(sorted(unknown))}")
    scores = {}
    for scale in SCALES:
        value = body.get(scale)
        if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= 5:
            raise ProtocolError(f"{scale} must be an integer from 1 to 5")
        scores[scale] = value
    comment = body.get("comment") or ""
    if not isinstance(comment, str) or len(comment) > MAX_COMMENT_CHARS:
        raise ProtocolError(f"comment must be text of at most {MAX_COMMENT_CHARS} characters")
    return scores, comment
