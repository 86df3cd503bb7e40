"""A running study: participants' progress through consent, instructions, practice and trials,
event intake and ratings, on top of the store. The HTTP layer (server.py) only translates.

Phases of a participant: consent -> instructions -> trial (practice first, solvability only) ->
done. The phase is derived from the database on every request, so a reload, a second tab or a
restarted server all see the same place.
"""
from __future__ import annotations

import re
import secrets
from dataclasses import dataclass, field
from pathlib import Path

from igg.human_study import protocol
from igg.human_study.protocol import ProtocolError
from igg.human_study.storage import Store, now
from igg.tasks.schema import Task

CODE_RE = re.compile(r"^[A-Za-z0-9_.-]{1,64}$")
REFERENCE_SUFFIXES = {".png", ".jpg", ".jpeg", ".webp"}


@dataclass
class StudyConfig:
    kind: str  # "solvability" or "fidelity"
    tasks: list[Task]  # the pool (study_tasks)
    trials_per_task: int = 15
    trials_per_participant: int = 21
    practice: Task | None = None
    references: Path | None = None  # DIR/<app>/*.png, fidelity only
    completion_url: str | None = None  # e.g. Prolific's https://app.prolific.com/submissions/complete?cc=CODE
    fidelity_apps: list[str] = field(default_factory=list)


def reference_images(references: Path | None, app: str) -> list[str]:
    if references is None or not (references / app).is_dir():
        return []
    return sorted(p.name for p in (references / app).iterdir() if p.suffix.lower() in REFERENCE_SUFFIXES)


def make_config(kind: str, tasks: list[Task], trials_per_task: int = 15, trials_per_participant: int = 21,
                practice_id: str | None = None, references=None, completion_url=None) -> StudyConfig:
    if kind not in {"solvability", "fidelity"}:
        raise ValueError("--study must be solvability or fidelity")
    if not tasks:
        raise ValueError("no task of the suite fits the study (desktop 1440x900 tasks)")
    references = Path(references) if references else None
    practice = None
    pool = list(tasks)
    if kind == "solvability":
        # The practice task is never one of the scored trials.
        practice = next((t for t in pool if t.id == practice_id), None) if practice_id else pool[0]
        if practice is None:
            raise ValueError(f"--practice {practice_id!r} is not one of the study's tasks")
        pool = [t for t in pool if t.id != practice.id]
        if not pool:
            raise ValueError("the study needs at least two tasks (one is the practice trial)")
    apps = []
    if kind == "fidelity":
        if references is None or not references.is_dir():
            raise ValueError("the fidelity study needs --references DIR with DIR/<app>/*.png (the project ships none)")
        apps = sorted({t.app for t in pool if reference_images(references, t.app)})
        if not apps:
            raise ValueError(f"{references} has no <app>/*.png for any app of the study's tasks")
    return StudyConfig(kind, pool, trials_per_task, trials_per_participant, practice, references, completion_url, apps)


class Study:
    def __init__(self, store: Store, config: StudyConfig):
        self.store = store
        self.config = config
        self.tasks = {t.id: t for t in config.tasks}
        if config.practice:
            self.tasks[config.practice.id] = config.practice
        self.admin_token = store.meta_once("admin_token", lambda: secrets.token_urlsafe(24))
        store.set_meta("study", {"kind": config.kind, "trials_per_task": config.trials_per_task,
                                 "trials_per_participant": config.trials_per_participant,
                                 "tasks": [t.id for t in config.tasks],
                                 "practice": config.practice.id if config.practice else None})

    # -- entry ----------------------------------------------------------------------------
    def join(self, code: str | None, study_id: str | None = None, session_id: str | None = None,
             user_agent: str = "") -> str:
        """The participant token for an entry code (or PROLIFIC_PID): the same code resumes."""
        for name, value in (("code", code), ("STUDY_ID", study_id), ("SESSION_ID", session_id)):
            if value is not None and not CODE_RE.match(value):
                raise ProtocolError(f"{name} must be 1 to 64 letters, digits, '.', '_' or '-'")
        if not code:
            raise ProtocolError("an entry code (or PROLIFIC_PID) is required")
        with self.store.transaction() as conn:
            row = conn.execute("SELECT token FROM participants WHERE code = ? AND study_id IS ?",
                               (code, study_id)).fetchone()
            if row:
                return row["token"]
            token = secrets.token_urlsafe(18)
            conn.execute("INSERT INTO participants (token, code, study_id, session_id, created_at, user_agent) "
                         "VALUES (?, ?, ?, ?, ?, ?)", (token, code, study_id, session_id, now(), user_agent[:300]))
            return token

    def participant(self, token: str):
        row = self.store.participant_by_token(token) if isinstance(token, str) and len(token) < 100 else None
        if row is None:
            raise ProtocolError("unknown participant (check the link you were given)", status=404)
        return row

    def mark(self, token: str, column: str) -> None:
        assert column in {"consented_at", "instructed_at"}
        participant = self.participant(token)
        if column == "instructed_at" and participant["consented_at"] is None:
            raise ProtocolError("consent comes before the instructions", status=409)
        with self.store.transaction() as conn:
            conn.execute(f"UPDATE participants SET {column} = COALESCE({column}, ?) WHERE id = ?",
                         (now(), participant["id"]))

    # -- phase and trials -----------------------------------------------------------------
    def state(self, token: str) -> dict:
        """Where the participant is, creating their next trial when the current one has ended."""
        participant = self.participant(token)
        base = {"study": self.config.kind, "last_seq": participant["last_seq"],
                "max_attempts": protocol.MAX_ATTEMPTS, "scroll_debounce_ms": protocol.SCROLL_DEBOUNCE_MS}
        if participant["consented_at"] is None:
            return {**base, "phase": "consent"}
        if participant["instructed_at"] is None:
            return {**base, "phase": "instructions"}
        trial = self._current_trial(participant)
        if trial is None:
            return {**base, "phase": "done", "completion_url": self.config.completion_url}
        return {**base, "phase": "trial", "trial": self.trial_view(trial), "progress": self.progress(participant)}

    def progress(self, participant) -> dict:
        trials = self.store.trials_of(participant["id"])
        scored = [t for t in trials if t["kind"] != "practice"]
        total = len(self.config.fidelity_apps) if self.config.kind == "fidelity" else min(
            self.config.trials_per_participant, len(self.config.tasks))
        return {"done": sum(t["status"] in protocol.ENDED for t in scored), "total": total}

    def trial_view(self, trial) -> dict:
        task = self.tasks.get(trial["task_id"])
        view = protocol.task_info(task) if task else {"task_id": trial["task_id"], "app": trial["app"]}
        view.update(id=trial["id"], kind=trial["kind"], status=trial["status"], attempts=trial["attempts"],
                    scroll_sessions=trial["scroll_sessions"], t_offset=self.store.max_t(trial["id"]))
        if trial["kind"] == "fidelity":
            view["references"] = [f"/references/{trial['app']}/{name}"
                                  for name in reference_images(self.config.references, trial["app"])]
        return view

    def _current_trial(self, participant):
        trials = self.store.trials_of(participant["id"])
        open_trial = next((t for t in trials if t["status"] == "open"), None)
        if open_trial is not None:
            return open_trial
        with self.store.transaction() as conn:
            # Assignment reads every task's count and writes in one transaction: two participants
            # starting at once cannot both take the last slot of a task, and two tabs of one
            # participant cannot both open a trial (the trials are read again inside it).
            trials = conn.execute("SELECT * FROM trials WHERE participant_id = ? ORDER BY position",
                                  (participant["id"],)).fetchall()
            open_trial = next((t for t in trials if t["status"] == "open"), None)
            if open_trial is not None:
                return open_trial
            task, kind = self._pick(conn, participant, trials)
            if task is None:
                conn.execute("UPDATE participants SET completed_at = COALESCE(completed_at, ?) WHERE id = ?",
                             (now(), participant["id"]))
                return None
            position = (max(t["position"] for t in trials) + 1) if trials else (0 if kind == "practice" else 1)
            cur = conn.execute("INSERT INTO trials (participant_id, position, kind, task_id, app, type, subtype, started_at) "
                               "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                               (participant["id"], position, kind, task.id, task.app, task.type, task.subtype, now()))
            return conn.execute("SELECT * FROM trials WHERE id = ?", (cur.lastrowid,)).fetchone()

    def _pick(self, conn, participant, trials):
        config = self.config
        if config.kind == "solvability":
            if config.practice and not any(t["kind"] == "practice" for t in trials):
                return config.practice, "practice"
            if sum(t["kind"] == "solvability" for t in trials) >= config.trials_per_participant:
                return None, None
            counts = dict(conn.execute("SELECT task_id, COUNT(*) FROM trials WHERE kind = 'solvability' "
                                       "GROUP BY task_id").fetchall())
            seen = {t["task_id"] for t in trials}
            return protocol.next_task(config.tasks, counts, seen, participant["id"], config.trials_per_task), "solvability"
        rated = {t["app"] for t in trials}
        remaining = [a for a in config.fidelity_apps if a not in rated]
        if not remaining:
            return None, None
        app = min(remaining, key=lambda a: protocol._tie_break(participant["id"], a))
        return next(t for t in config.tasks if t.app == app), "fidelity"

    # -- events ---------------------------------------------------------------------------
    def post_events(self, token: str, body) -> dict:
        """Commit a batch of events in order, all or nothing; the answer is sent only after COMMIT.

        A key already stored with the same content is a resend (acknowledged, not stored again);
        a key stored with other content, a sequence gap, or an event for another participant's or
        an ended trial refuses the whole batch with 409 and changes nothing."""
        participant = self.participant(token)
        events = protocol.parse_batch(body)
        stored, duplicates, received = 0, 0, now()
        with self.store.transaction() as conn:
            last_seq = conn.execute("SELECT last_seq FROM participants WHERE id = ?", (participant["id"],)).fetchone()[0]
            trials = {}
            for event in events:
                old = conn.execute("SELECT seq, data FROM events WHERE participant_id = ? AND key = ?",
                                   (participant["id"], event.key)).fetchone()
                if old is not None:
                    if old["data"] != event.canonical:
                        raise ProtocolError(f"idempotency key {event.key!r} was already used for another event "
                                            f"(seq {old['seq']}); nothing was stored", status=409)
                    duplicates += 1
                    continue
                if event.seq != last_seq + 1:
                    raise ProtocolError(f"event seq {event.seq} is out of order: the next expected seq is "
                                        f"{last_seq + 1}; nothing was stored", status=409)
                trial = trials.get(event.trial) or conn.execute("SELECT * FROM trials WHERE id = ?",
                                                                (event.trial,)).fetchone()
                if trial is None or trial["participant_id"] != participant["id"]:
                    raise ProtocolError(f"trial {event.trial} is not one of this participant's trials", status=404)
                trial = dict(trial)
                if trial["status"] != "open":
                    raise ProtocolError(f"trial {event.trial} has already ended ({trial['status']}); "
                                        "nothing was stored", status=409)
                f = event.fields
                conn.execute("INSERT INTO events (participant_id, trial_id, seq, key, kind, t, x, y, x2, y2, dx, dy, "
                             "hit_id, success, data, received_at) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
                             (participant["id"], trial["id"], event.seq, event.key, event.kind, event.t, f["x"], f["y"],
                              f["x2"], f["y2"], f["dx"], f["dy"], event.hit,
                              None if event.success is None else int(event.success), event.canonical, received))
                change = protocol.apply_event(trial, event)
                if event.kind == "load":
                    change["loads"] = trial["loads"] + 1
                if change.get("status") in protocol.ENDED:
                    change["ended_at"] = received
                if change:
                    sets = ", ".join(f"{k} = ?" for k in change)
                    conn.execute(f"UPDATE trials SET {sets} WHERE id = ?", (*change.values(), trial["id"]))
                    trial.update(change)
                trials[trial["id"]] = trial
                last_seq = event.seq
                stored += 1
            conn.execute("UPDATE participants SET last_seq = ? WHERE id = ?", (last_seq, participant["id"]))
        return {"stored": stored, "duplicates": duplicates, "last_seq": last_seq,
                "acked": [e.seq for e in events],
                "trials": {str(tid): {"status": t["status"], "attempts": t["attempts"]} for tid, t in trials.items()}}

    def rate(self, token: str, trial_id: int, body) -> dict:
        participant = self.participant(token)
        scores, comment = protocol.parse_rating(body)
        with self.store.transaction() as conn:
            trial = conn.execute("SELECT * FROM trials WHERE id = ?", (trial_id,)).fetchone()
            if trial is None or trial["participant_id"] != participant["id"]:
                raise ProtocolError(f"trial {trial_id} is not one of this participant's trials", status=404)
            if trial["kind"] != "fidelity":
                raise ProtocolError(f"trial {trial_id} is not a fidelity trial", status=409)
            if trial["status"] != "open":
                raise ProtocolError(f"trial {trial_id} is already rated", status=409)
            conn.execute("INSERT INTO ratings (participant_id, trial_id, app, visual, interaction, executability, "
                         "comment, created_at) VALUES (?,?,?,?,?,?,?,?)",
                         (participant["id"], trial_id, trial["app"], scores["visual"], scores["interaction"],
                          scores["executability"], comment, now()))
            conn.execute("UPDATE trials SET status = 'rated', ended_at = ? WHERE id = ?", (now(), trial_id))
        return {"status": "rated"}

    # -- admin ----------------------------------------------------------------------------
    def admin_progress(self) -> dict:
        conn = self.store.conn
        participants = [dict(r) for r in conn.execute(
            "SELECT p.id, p.code, p.study_id, p.created_at, p.consented_at, p.completed_at, "
            "SUM(t.status != 'open' AND t.kind != 'practice') AS done, COUNT(t.id) AS trials "
            "FROM participants p LEFT JOIN trials t ON t.participant_id = p.id GROUP BY p.id ORDER BY p.id")]
        fidelity = self.config.kind == "fidelity"
        unit = "app" if fidelity else "task_id"  # fidelity trials are counted per app
        counts = {r["unit"]: dict(r) for r in conn.execute(
            f"SELECT {unit} AS unit, COUNT(*) AS assigned, SUM(status != 'open') AS done, "
            "SUM(status = 'solved') AS solved FROM trials WHERE kind != 'practice' GROUP BY unit")}
        units = self.config.fidelity_apps if fidelity else [t.id for t in self.config.tasks]
        tasks = [{"task": u, **{k: (counts.get(u, {}).get(k) or 0) for k in ("assigned", "done", "solved")}}
                 for u in units]
        events = conn.execute("SELECT COUNT(*) FROM events").fetchone()[0]
        return {"study": self.config.kind, "participants": participants, "tasks": tasks, "events": events,
                "trials_per_task": self.config.trials_per_task}
