"""The human studies, run in the browser: task solvability and mock fidelity (seed 003, 4.5 and H).

Modules, one concern each: `protocol` (which tasks, assignment, what an event is, how events
decide a trial), `storage` (SQLite in WAL mode), `study` (a participant's phases, event intake,
ratings, admin progress), `server` (Flask routes behind waitress, with the mockup apps mounted
on the same origin), `analysis` (`igg study report`), `export` (`igg study export`), `bench`
(`igg study bench`, the load test) and `cli`. Docs: docs/human_study.md.
"""
