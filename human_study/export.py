"""`igg study export`: every table of a study database as CSV and JSONL, read-only."""
from __future__ import annotations

import csv
import json
from pathlib import Path

from igg.human_study.storage import connect, table_rows

TABLES = ("participants", "trials", "events", "ratings")
SECRET_COLUMNS = {"participants": {"token"}}  # a token is a login: it never leaves the database


def export(db, out) -> dict[str, int]:
    """Write DIR/<table>.csv and DIR/<table>.jsonl; return the row count of each table."""
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    conn = connect(db, readonly=True)
    counts = {}
    try:
        for table in TABLES:
            hidden = SECRET_COLUMNS.get(table, set())
            rows = [{k: v for k, v in row.items() if k not in hidden} for row in table_rows(conn, table)]
            columns = [c[1] for c in conn.execute(f"PRAGMA table_info({table})") if c[1] not in hidden]
            with open(out / f"{table}.csv", "w", newline="", encoding="utf-8") as f:
                writer = csv.DictWriter(f, fieldnames=columns)
                writer.writeheader()
                writer.writerows(rows)
            with open(out / f"{table}.jsonl", "w", encoding="utf-8") as f:
                for row in rows:
                    f.write(json.dumps(row, ensure_ascii=False) + "\n")
            counts[table] = len(rows)
    finally:
        conn.close()
    return counts
