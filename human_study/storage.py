"""Durable study storage: one SQLite file in WAL mode.

Tables: `meta` (study settings, the admin token), `participants`, `trials` (a participant's
practice, solvability and fidelity trials, in order, with the outcome the server derived from
the events), `events` (every input event the page sent, each under an idempotency key, in the
participant's sequence order) and `ratings` (fidelity scales and comment).

Every write is one `BEGIN IMMEDIATE` transaction, committed before the caller answers the page,
with `synchronous=FULL`: an acknowledged event survives a killed server (and a power cut).
One connection per thread (waitress serves requests on a thread pool).
"""
from __future__ import annotations

import contextlib
import json
import sqlite3
import threading
import time
from pathlib import Path

SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS participants (
    id INTEGER PRIMARY KEY,
    token TEXT NOT NULL UNIQUE,          -- the secret in the participant's URL
    code TEXT,                           -- entry code, or Prolific's PROLIFIC_PID
    study_id TEXT, session_id TEXT,      -- Prolific's STUDY_ID and SESSION_ID
    created_at REAL NOT NULL,
    consented_at REAL,
    instructed_at REAL,
    completed_at REAL,
    last_seq INTEGER NOT NULL DEFAULT 0, -- the last event sequence number committed
    user_agent TEXT,
    UNIQUE (code, study_id)
);
CREATE TABLE IF NOT EXISTS trials (
    id INTEGER PRIMARY KEY,
    participant_id INTEGER NOT NULL REFERENCES participants(id),
    position INTEGER NOT NULL,           -- 0 = practice, then 1, 2, ...
    kind TEXT NOT NULL CHECK (kind IN ('practice', 'solvability', 'fidelity')),
    task_id TEXT NOT NULL, app TEXT NOT NULL, type TEXT, subtype TEXT,
    status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'solved', 'failed', 'gave_up', 'rated')),
    attempts INTEGER NOT NULL DEFAULT 0, -- clicks + drags
    clicks INTEGER NOT NULL DEFAULT 0, drags INTEGER NOT NULL DEFAULT 0,
    scroll_sessions INTEGER NOT NULL DEFAULT 0,
    last_wheel_t REAL,                   -- page time of the last wheel event (scroll-session debounce)
    hit_id TEXT,                         -- element id of the last click
    started_at REAL NOT NULL, ended_at REAL,
    duration_ms REAL,                    -- page time of the event that ended the trial
    loads INTEGER NOT NULL DEFAULT 0,    -- how many times the page (re)loaded the trial
    UNIQUE (participant_id, position),
    UNIQUE (participant_id, task_id, kind)
);
CREATE TABLE IF NOT EXISTS events (
    id INTEGER PRIMARY KEY,
    participant_id INTEGER NOT NULL REFERENCES participants(id),
    trial_id INTEGER NOT NULL REFERENCES trials(id),
    seq INTEGER NOT NULL,
    key TEXT NOT NULL,
    kind TEXT NOT NULL,
    t REAL NOT NULL,                     -- ms since the trial started, page time
    x REAL, y REAL, x2 REAL, y2 REAL, dx REAL, dy REAL,
    hit_id TEXT, success INTEGER,
    data TEXT,                           -- the event as sent (canonical JSON)
    received_at REAL NOT NULL,
    UNIQUE (participant_id, seq),
    UNIQUE (participant_id, key)
);
CREATE TABLE IF NOT EXISTS ratings (
    id INTEGER PRIMARY KEY,
    participant_id INTEGER NOT NULL REFERENCES participants(id),
    trial_id INTEGER NOT NULL UNIQUE REFERENCES trials(id),
    app TEXT NOT NULL,
    visual INTEGER NOT NULL CHECK (visual BETWEEN 1 AND 5),
    interaction INTEGER NOT NULL CHECK (interaction BETWEEN 1 AND 5),
    executability INTEGER NOT NULL CHECK (executability BETWEEN 1 AND 5),
    comment TEXT,
    created_at REAL NOT NULL
);
CREATE INDEX IF NOT EXISTS trials_by_task ON trials (task_id, kind);
CREATE INDEX IF NOT EXISTS events_by_trial ON events (trial_id, seq);
"""


def connect(path, readonly: bool = False) -> sqlite3.Connection:
    """A connection in autocommit mode (transactions are explicit), rows as sqlite3.Row."""
    if readonly:
        conn = sqlite3.connect(f"file:{Path(path)}?mode=ro", uri=True, isolation_level=None, check_same_thread=False)
    else:
        conn = sqlite3.connect(str(path), isolation_level=None, timeout=10, check_same_thread=False)
        conn.execute("PRAGMA journal_mode=WAL")
        conn.execute("PRAGMA synchronous=FULL")
    conn.execute("PRAGMA foreign_keys=ON")
    conn.execute("PRAGMA busy_timeout=10000")
    conn.row_factory = sqlite3.Row
    return conn


class Store:
    """The study database; `transaction()` gives the calling thread's connection inside BEGIN IMMEDIATE."""

    def __init__(self, path):
        self.path = Path(path)
        self._local = threading.local()
        # executescript commits on its own, so the schema is created outside a transaction.
        self.conn.executescript(SCHEMA)

    @property
    def conn(self) -> sqlite3.Connection:
        conn = getattr(self._local, "conn", None)
        if conn is None:
            conn = self._local.conn = connect(self.path)
        return conn

    @contextlib.contextmanager
    def transaction(self):
        conn = self.conn
        conn.execute("BEGIN IMMEDIATE")
        try:
            yield conn
        except BaseException:
            conn.execute("ROLLBACK")
            raise
        conn.execute("COMMIT")

    # -- meta -----------------------------------------------------------------------------
    def meta(self, key: str, default=None):
        row = self.conn.execute("SELECT value FROM meta WHERE key = ?", (key,)).fetchone()
        return json.loads(row["value"]) if row else default

    def set_meta(self, key: str, value) -> None:
        with self.transaction() as conn:
            conn.execute("INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)", (key, json.dumps(value)))

    def meta_once(self, key: str, make):
        """The stored value of `key`, or `make()` stored now (kept across restarts)."""
        with self.transaction() as conn:
            row = conn.execute("SELECT value FROM meta WHERE key = ?", (key,)).fetchone()
            if row:
                return json.loads(row["value"])
            value = make()
            conn.execute("INSERT INTO meta (key, value) VALUES (?, ?)", (key, json.dumps(value)))
            return value

    # -- reads ----------------------------------------------------------------------------
    def participant_by_token(self, token: str):
        return self.conn.execute("SELECT * FROM participants WHERE token = ?", (token,)).fetchone()

    def trials_of(self, participant_id: int) -> list:
        return self.conn.execute("SELECT * FROM trials WHERE participant_id = ? ORDER BY position",
                                 (participant_id,)).fetchall()

    def trial(self, trial_id: int):
        return self.conn.execute("SELECT * FROM trials WHERE id = ?", (trial_id,)).fetchone()

    def max_t(self, trial_id: int) -> float:
        row = self.conn.execute("SELECT MAX(t) AS t FROM events WHERE trial_id = ?", (trial_id,)).fetchone()
        return float(row["t"] or 0.0)

    def close(self) -> None:
        conn = getattr(self._local, "conn", None)
        if conn is not None:
            conn.close()
            self._local.conn = None


def now() -> float:
    return time.time()


def table_rows(conn: sqlite3.Connection, table: str) -> list[dict]:
    """Every row of one of the study's tables, as dicts (export, analysis)."""
    if table not in {"participants", "trials", "events", "ratings", "meta"}:
        raise ValueError(f"no table {table!r}")
    return [dict(row) for row in conn.execute(f"SELECT * FROM {table} ORDER BY rowid")]
