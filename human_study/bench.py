"""`igg study bench`: N simulated participants post events at once against the real server
(waitress, the study's routes, a real SQLite file) for a bounded time.

Each participant joins, consents, reads the instructions and posts batches of pointer moves to
its practice trial as fast as the server acknowledges them, resending one already-acknowledged
batch now and then (as a page does after a lost answer). Reported: events per second, the p50
and p99 acknowledgement latency, and the count check: every acknowledged event is in the
database exactly once (lost = acknowledged but missing, duplicates_stored = stored twice).
"""
from __future__ import annotations

import http.client
import json
import tempfile
import threading
import time
from pathlib import Path

BATCH = 10
RESEND_EVERY = 25  # every 25th request resends the previous batch


class Client:
    def __init__(self, port: int):
        self.conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)

    def call(self, method: str, path: str, body=None):
        data = None if body is None else json.dumps(body).encode()
        headers = {"Content-Type": "application/json"} if data is not None else {}
        self.conn.request(method, path, body=data, headers=headers)
        response = self.conn.getresponse()
        payload = response.read()
        return response.status, response.getheader("Location"), payload


def _participant(port: int, index: int, clock: dict, out: dict, start: threading.Barrier):
    client = Client(port)
    _, location, _ = client.call("GET", f"/join?code=bench-{index}")
    token = location.rstrip("/").rsplit("/", 1)[-1]
    api = f"/api/s/{token}"
    client.call("POST", f"{api}/consent", {})
    _, _, body = client.call("POST", f"{api}/instructions", {})
    trial = json.loads(body)["trial"]["id"]
    latencies, acked, seq, previous, requests = [], 0, 0, None, 0
    start.wait(120)
    while time.monotonic() < clock["deadline"]:
        requests += 1
        if previous is not None and requests % RESEND_EVERY == 0:
            batch = previous  # a resend: must be acknowledged and not stored again
        else:
            batch = [{"key": f"e{seq + i + 1}", "seq": seq + i + 1, "trial": trial, "kind": "move",
                      "t": float(seq + i), "x": float((seq + i) % 1440), "y": float(index * 40 % 900)}
                     for i in range(BATCH)]
        began = time.perf_counter()
        status, _, body = client.call("POST", f"{api}/events", {"events": batch})
        latencies.append(time.perf_counter() - began)
        if status != 200:
            out["errors"].append(f"participant {index}: HTTP {status}: {body[:200]!r}")
            break
        answer = json.loads(body)
        if batch is not previous:
            acked += answer["stored"]
            seq += len(batch)
            previous = batch
        elif answer["stored"] != 0:
            out["errors"].append(f"participant {index}: a resend was stored again")
    with out["lock"]:
        out["latencies"].extend(latencies)
        out["acked"][token] = acked


def run_bench(participants: int = 20, seconds: float = 10.0, db=None) -> dict:
    from igg.human_study.protocol import study_tasks
    from igg.human_study.server import make_server
    from igg.human_study.storage import Store, connect
    from igg.human_study.study import Study, make_config

    tmp = None
    if db is None:
        tmp = tempfile.TemporaryDirectory(prefix="igg-study-bench-")
        db = Path(tmp.name) / "bench.sqlite"
    config = make_config("solvability", study_tasks(), trials_per_participant=1)
    store = Store(db)
    server = make_server(Study(store, config), threads=8)
    thread = threading.Thread(target=server.run, name="igg-study-bench", daemon=True)
    thread.start()
    out = {"latencies": [], "acked": {}, "errors": [], "lock": threading.Lock()}
    clock = {}
    # Every participant joins first; the clock starts when all are ready to post (the barrier's action).
    start = threading.Barrier(participants + 1, action=lambda: clock.update(began=time.monotonic(),
                                                                            deadline=time.monotonic() + seconds))
    workers = [threading.Thread(target=_participant, args=(server.effective_port, i, clock, out, start), daemon=True)
               for i in range(participants)]
    try:
        for w in workers:
            w.start()
        start.wait(120)
        for w in workers:
            w.join(seconds + 60)
        elapsed = time.monotonic() - clock["began"]
    finally:
        server.close()
        server.task_dispatcher.shutdown()
    conn = connect(db, readonly=True)
    stored = dict(conn.execute("SELECT p.token, COUNT(e.id) FROM participants p LEFT JOIN events e "
                               "ON e.participant_id = p.id GROUP BY p.id").fetchall())
    distinct = conn.execute("SELECT COUNT(*) FROM (SELECT DISTINCT participant_id, seq FROM events)").fetchone()[0]
    total_rows = conn.execute("SELECT COUNT(*) FROM events").fetchone()[0]
    conn.close()
    store.close()
    acked_total = sum(out["acked"].values())
    lost = sum(max(0, n - stored.get(token, 0)) for token, n in out["acked"].items())
    latencies = sorted(out["latencies"])
    pick = lambda q: latencies[min(len(latencies) - 1, int(q * len(latencies)))] * 1000 if latencies else None  # noqa: E731
    if tmp is not None:
        tmp.cleanup()
    return {"participants": participants, "seconds": round(elapsed, 2), "requests": len(latencies),
            "events_acked": acked_total, "events_per_second": round(acked_total / elapsed, 1) if elapsed else None,
            "p50_ack_ms": round(pick(0.50), 2) if latencies else None,
            "p99_ack_ms": round(pick(0.99), 2) if latencies else None,
            "events_stored": total_rows, "lost": lost, "duplicates_stored": total_rows - distinct,
            "errors": out["errors"][:10]}

