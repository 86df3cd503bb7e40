"""`igg study report`: what a study database says, computed from the database alone.

Solvability (ended solvability trials; practice excluded): overall and by constraint type,
sub-type and app, each with a 95% Wilson score interval, the median time to solve, and clicks,
drags and scroll sessions per trial. Fidelity: the mean of each five-point scale per app and
overall with a 95% t interval, and inter-rater agreement as Krippendorff's alpha (ordinal
metric; units are apps, coders are participants). With evaluation runs (RUN_DIR/episodes.jsonl),
human solvability beside each model's grounding accuracy (GA) on the same tasks, as the paper's
Table 5. Tasks humans mostly fail are listed as candidates for removal.
"""
from __future__ import annotations

import json
import math
import statistics
from collections import defaultdict
from pathlib import Path

from igg.human_study.protocol import SCALES
from igg.human_study.storage import connect

Z95 = 1.959963984540054
REMOVAL_BELOW = 0.5  # a task solved by fewer than half of its participants is a removal candidate
# Two-sided 95% t critical values for df 1..30; beyond, the normal value is within 2%.
T95 = [12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179, 2.160, 2.145, 2.131,
       2.120, 2.110, 2.101, 2.093, 2.086, 2.080, 2.074, 2.069, 2.064, 2.060, 2.056, 2.052, 2.048, 2.045, 2.042]


# -- statistics --------------------------------------------------------------------------
def wilson(successes: int, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval for a binomial proportion (0, 0 for n = 0)."""
    if n == 0:
        return (0.0, 0.0)
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def mean_interval(values: list[float]) -> dict:
    n = len(values)
    if n == 0:
        return {"n": 0, "mean": None, "ci": None}
    mean = statistics.fmean(values)
    if n == 1:
        return {"n": 1, "mean": mean, "ci": None}
    half = (T95[n - 2] if n - 1 <= len(T95) else Z95) * statistics.stdev(values) / math.sqrt(n)
    return {"n": n, "mean": mean, "ci": [mean - half, mean + half]}


def krippendorff_alpha(units: list[list], metric: str = "ordinal") -> float | None:
    """Krippendorff's alpha for `units`, each the list of values the coders gave it (missing
    values left out). Metrics: nominal, interval, ordinal (values ranked by their order).
    None when fewer than two pairable values exist or every value is the same."""
    units = [[v for v in u if v is not None] for u in units]
    units = [u for u in units if len(u) >= 2]
    if not units:
        return None
    values = sorted({v for u in units for v in u})
    index = {v: i for i, v in enumerate(values)}
    k = len(values)
    # The coincidence matrix: each ordered pair of values within a unit weighs 1 / (m_u - 1).
    o = [[0.0] * k for _ in range(k)]
    for u in units:
        weight = 1.0 / (len(u) - 1)
        for i, a in enumerate(u):
            for j, b in enumerate(u):
                if i != j:
                    o[index[a]][index[b]] += weight
    n_c = [sum(row) for row in o]
    n = sum(n_c)
    if k < 2:
        return None

    def delta2(c: int, d: int) -> float:
        if metric == "nominal":
            return 0.0 if c == d else 1.0
        if metric == "interval":
            return float(values[c] - values[d]) ** 2
        if metric == "ordinal":
            lo, hi = min(c, d), max(c, d)
            return (sum(n_c[lo:hi + 1]) - (n_c[c] + n_c[d]) / 2) ** 2
        raise ValueError(f"unknown metric {metric!r}")

    observed = sum(o[c][d] * delta2(c, d) for c in range(k) for d in range(k))
    expected = sum(n_c[c] * n_c[d] * delta2(c, d) for c in range(k) for d in range(k))
    if expected == 0:
        return None
    return 1.0 - (n - 1) * observed / expected


# -- solvability -------------------------------------------------------------------------
def _group(trials: list[dict]) -> dict:
    n = len(trials)
    solved = sum(t["status"] == "solved" for t in trials)
    times = [t["duration_ms"] for t in trials if t["status"] == "solved" and t["duration_ms"] is not None]
    lo, hi = wilson(solved, n)
    per = lambda key: (sum(t[key] for t in trials) / n) if n else None  # noqa: E731
    return {"n": n, "solved": solved, "rate": solved / n if n else None, "ci": [lo, hi],
            "median_time_to_solve_s": statistics.median(times) / 1000 if times else None,
            "clicks_per_trial": per("clicks"), "drags_per_trial": per("drags"),
            "scroll_sessions_per_trial": per("scroll_sessions"),
            "failed": sum(t["status"] == "failed" for t in trials),
            "gave_up": sum(t["status"] == "gave_up" for t in trials)}


def _by(trials: list[dict], key: str) -> dict:
    groups = defaultdict(list)
    for t in trials:
        groups[t[key] or "?"].append(t)
    return {name: _group(rows) for name, rows in sorted(groups.items())}


def solvability(trials: list[dict]) -> dict:
    done = [t for t in trials if t["kind"] == "solvability" and t["status"] in {"solved", "failed", "gave_up"}]
    per_task = _by(done, "task_id")
    failing = [{"task_id": task, **{k: g[k] for k in ("n", "solved", "rate", "ci", "failed", "gave_up")},
                "candidate_for_removal": g["rate"] < REMOVAL_BELOW}
               for task, g in per_task.items() if g["solved"] < g["n"]]
    failing.sort(key=lambda f: (f["rate"], f["task_id"]))
    return {"overall": _group(done), "by_type": _by(done, "type"), "by_subtype": _by(done, "subtype"),
            "by_app": _by(done, "app"), "by_task": per_task, "failed_tasks": failing,
            "participants": len({t["participant_id"] for t in done})}


# -- fidelity ----------------------------------------------------------------------------
def fidelity(ratings: list[dict]) -> dict:
    if not ratings:
        return {"n": 0}
    apps = sorted({r["app"] for r in ratings})
    out = {"n": len(ratings), "raters": len({r["participant_id"] for r in ratings}),
           "overall": {s: mean_interval([r[s] for r in ratings]) for s in SCALES},
           "by_app": {a: {s: mean_interval([r[s] for r in ratings if r["app"] == a]) for s in SCALES} for a in apps},
           "alpha_ordinal": {}, "comments": [{"app": r["app"], "comment": r["comment"]} for r in ratings if r["comment"]]}
    for scale in SCALES:
        units = [[r[scale] for r in ratings if r["app"] == a] for a in apps]
        out["alpha_ordinal"][scale] = krippendorff_alpha(units, "ordinal")
    # All three scales together: each (app, scale) is a unit.
    out["alpha_ordinal"]["all"] = krippendorff_alpha(
        [[r[s] for r in ratings if r["app"] == a] for a in apps for s in SCALES], "ordinal")
    return out


# -- models beside humans ----------------------------------------------------------------
def read_run(run_dir) -> tuple[str, dict[str, dict]]:
    """(agent name, {task_id: episode}) from RUN_DIR/episodes.jsonl (a later line for a task wins)."""
    run_dir = Path(run_dir)
    episodes = {}
    path = run_dir / "episodes.jsonl"
    if not path.exists():
        raise FileNotFoundError(f"{run_dir}: no episodes.jsonl (not an evaluation run folder)")
    for line in path.read_text(encoding="utf-8").splitlines():
        try:
            episode = json.loads(line)
        except ValueError:
            continue  # a line cut by an interrupted run
        if isinstance(episode, dict) and "task_id" in episode and not episode.get("infra_error"):
            episodes[episode["task_id"]] = episode
    agent = next((e.get("agent") for e in episodes.values() if e.get("agent")), None) or run_dir.name
    return f"{agent} ({run_dir.name})", episodes


def beside_models(trials: list[dict], run_dirs) -> dict:
    done = [t for t in trials if t["kind"] == "solvability" and t["status"] in {"solved", "failed", "gave_up"}]
    human_tasks = {t["task_id"] for t in done}
    rows = []
    for run_dir in run_dirs:
        name, episodes = read_run(run_dir)
        common = sorted(human_tasks & set(episodes))
        types = sorted({episodes[t].get("type") or "?" for t in common})
        row = {"model": name, "tasks": len(common),
               "ga": (sum(bool(episodes[t]["success"]) for t in common) / len(common)) if common else None,
               "human": _group([t for t in done if t["task_id"] in common])["rate"] if common else None,
               "by_type": {}}
        for kind in types:
            ids = [t for t in common if (episodes[t].get("type") or "?") == kind]
            row["by_type"][kind] = {"tasks": len(ids),
                                    "ga": sum(bool(episodes[t]["success"]) for t in ids) / len(ids),
                                    "human": _group([t for t in done if t["task_id"] in ids])["rate"]}
        rows.append(row)
    return {"rows": rows}


# -- the report --------------------------------------------------------------------------
def build_report(db, run_dirs=()) -> dict:
    conn = connect(db, readonly=True)
    try:
        trials = [dict(r) for r in conn.execute("SELECT * FROM trials ORDER BY id")]
        ratings = [dict(r) for r in conn.execute("SELECT * FROM ratings ORDER BY id")]
        meta = {r["key"]: json.loads(r["value"]) for r in conn.execute("SELECT key, value FROM meta")
                if r["key"] != "admin_token"}
        participants = conn.execute("SELECT COUNT(*) FROM participants").fetchone()[0]
    finally:
        conn.close()
    report = {"db": str(db), "study": meta.get("study"), "participants": participants,
              "solvability": solvability(trials), "fidelity": fidelity(ratings)}
    if run_dirs:
        report["models"] = beside_models(trials, run_dirs)
    return report


def _pct(value) -> str:
    return "n/a" if value is None else f"{100 * value:.1f}%"


def _num(value, digits: int = 2) -> str:
    return "n/a" if value is None else f"{value:.{digits}f}"


def _solv_table(title: str, groups: dict) -> list[str]:
    lines = [f"### {title}", "", "| group | solved / n | rate | 95% Wilson | median time to solve (s) | clicks | drags | scroll sessions |",
             "| --- | --- | --- | --- | --- | --- | --- | --- |"]
    for name, g in groups.items():
        lines.append(f"| {name} | {g['solved']} / {g['n']} | {_pct(g['rate'])} | {_pct(g['ci'][0])} – {_pct(g['ci'][1])} | "
                     f"{_num(g['median_time_to_solve_s'], 1)} | {_num(g['clicks_per_trial'])} | {_num(g['drags_per_trial'])} | "
                     f"{_num(g['scroll_sessions_per_trial'])} |")
    return lines + [""]


def to_markdown(report: dict) -> str:
    s = report["solvability"]
    lines = ["# Human study report", "", f"Database `{report['db']}`: {report['participants']} participants.", ""]
    if s["overall"]["n"]:
        o = s["overall"]
        lines += ["## Solvability", "",
                  f"{o['solved']} of {o['n']} trials solved ({_pct(o['rate'])}, 95% Wilson {_pct(o['ci'][0])} – "
                  f"{_pct(o['ci'][1])}) by {s['participants']} participants; {o['failed']} ran out of attempts, "
                  f"{o['gave_up']} were given up.", ""]
        lines += _solv_table("Overall", {"all": o})
        lines += _solv_table("By constraint type", s["by_type"])
        lines += _solv_table("By sub-type", s["by_subtype"])
        lines += _solv_table("By app", s["by_app"])
        lines += ["### Tasks humans fail", ""]
        if s["failed_tasks"]:
            lines += ["| task | solved / n | rate | failed | gave up | removal candidate |", "| --- | --- | --- | --- | --- | --- |"]
            lines += [f"| {f['task_id']} | {f['solved']} / {f['n']} | {_pct(f['rate'])} | {f['failed']} | {f['gave_up']} | "
                      f"{'yes' if f['candidate_for_removal'] else ''} |" for f in s["failed_tasks"]]
        else:
            lines.append("Every trial was solved.")
        lines.append("")
    f = report["fidelity"]
    if f.get("n"):
        lines += ["## Fidelity", "", f"{f['n']} ratings from {f['raters']} raters (five-point scales).", "",
                  "| app | " + " | ".join(SCALES) + " |", "| --- |" + " --- |" * len(SCALES)]
        for app, scales in [*f["by_app"].items(), ("all", f["overall"])]:
            cells = []
            for scale in SCALES:
                m = scales[scale]
                ci = f" ({m['ci'][0]:.2f} – {m['ci'][1]:.2f})" if m["ci"] else ""
                cells.append(f"{_num(m['mean'])}{ci}")
            lines.append(f"| {app} | " + " | ".join(cells) + " |")
        lines += ["", "Inter-rater agreement, Krippendorff's alpha (ordinal): " +
                  ", ".join(f"{k} {_num(v, 3)}" for k, v in f["alpha_ordinal"].items()), ""]
    if report.get("models"):
        lines += ["## Humans beside models (same tasks)", "", "| model | tasks | model GA | human solvability |",
                  "| --- | --- | --- | --- |"]
        for row in report["models"]["rows"]:
            lines.append(f"| {row['model']} | {row['tasks']} | {_pct(row['ga'])} | {_pct(row['human'])} |")
            for kind, cell in row["by_type"].items():
                lines.append(f"| &nbsp;&nbsp;{kind} | {cell['tasks']} | {_pct(cell['ga'])} | {_pct(cell['human'])} |")
        lines.append("")
    return "\n".join(lines)


def write_charts(report: dict, out: Path) -> list[str]:
    """PNG charts: solvability by type with Wilson intervals; fidelity means by app and scale."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    written = []
    by_type = report["solvability"]["by_type"]
    if by_type:
        names = list(by_type)
        rates = [by_type[n]["rate"] for n in names]
        errs = [[r - by_type[n]["ci"][0] for n, r in zip(names, rates)], [by_type[n]["ci"][1] - r for n, r in zip(names, rates)]]
        fig, ax = plt.subplots(figsize=(7, 3.6))
        ax.bar(names, rates, yerr=errs, capsize=4, color="#0b57d0")
        ax.set_ylim(0, 1.05)
        ax.set_ylabel("human solvability")
        ax.set_title("Solvability by constraint type (95% Wilson)")
        for i, n in enumerate(names):
            ax.text(i, 0.02, f"n={by_type[n]['n']}", ha="center", color="white", fontsize=8)
        fig.tight_layout()
        fig.savefig(out / "solvability_by_type.png", dpi=120)
        plt.close(fig)
        written.append("solvability_by_type.png")
    fid = report["fidelity"]
    if fid.get("n"):
        apps = list(fid["by_app"])
        fig, ax = plt.subplots(figsize=(max(6, 1.2 * len(apps) + 2), 3.6))
        width = 0.8 / len(SCALES)
        for i, scale in enumerate(SCALES):
            means = [fid["by_app"][a][scale]["mean"] for a in apps]
            ax.bar([j + i * width for j in range(len(apps))], means, width, label=scale)
        ax.set_xticks([j + width for j in range(len(apps))], apps)
        ax.set_ylim(1, 5.2)
        ax.set_ylabel("mean rating (1–5)")
        ax.set_title("Fidelity ratings by app")
        ax.legend(loc="upper left", bbox_to_anchor=(1.0, 1.0), fontsize=8)  # beside the bars, never over them
        fig.tight_layout()
        fig.savefig(out / "fidelity_by_app.png", dpi=120)
        plt.close(fig)
        written.append("fidelity_by_app.png")
    return written
