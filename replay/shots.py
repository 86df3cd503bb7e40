"""`igg shots`: screenshots to look at, of an app's main views at every viewport preset and of
each task's initial, revealed (just before the final click) and final state.

    igg shots --app chat --out /tmp/chat-shots              views and tasks
    igg shots --app chat --views-only                       views only
    igg shots --tasks chat-hover-react-kai,video --out DIR  some tasks (ids, apps, sub-types)

Files: DIR/views/<view>@<preset>.png and DIR/tasks/<task id>-{0-initial,1-revealed,2-final}.png.
Views come from the app's manifest (`views:`); an app without them is shot in its default state.
"""
from __future__ import annotations

import sys
from pathlib import Path

from igg.mockups.manifest import load_manifest
from igg.replay.reference import UnresolvedStep, resolve_step
from igg.replay.validate import env_for
from igg.tasks.schema import VIEWPORTS, TaskError, available_apps, load_suite, select_tasks


def shoot_views(app: str, out: Path, presets=tuple(VIEWPORTS)) -> list[str]:
    """Screenshot every view of `app` at every preset; returns one problem line per page error."""
    from igg.envs.session import BrowserSession

    manifest = load_manifest(app)
    views = (manifest.views if manifest and manifest.views else {"default": {"state": {}}})
    (out / "views").mkdir(parents=True, exist_ok=True)
    problems = []
    for preset in presets:
        width, height, zoom = VIEWPORTS[preset]
        session = BrowserSession(width, height, zoom=zoom)
        try:
            for name, view in views.items():
                session.load(app, view["state"])
                (out / "views" / f"{name}@{preset}.png").write_bytes(session.screenshot().png)
                problems += [f"{app} view {name} at {preset}: page error: {e}" for e in session.page_errors]
        finally:
            session.close()
    return problems


def shoot_tasks(tasks, out: Path) -> list[str]:
    """Initial, revealed and final screenshots of each task's reference trace."""
    (out / "tasks").mkdir(parents=True, exist_ok=True)
    envs, problems = {}, []
    try:
        for task in tasks:
            env = env_for(task, envs)
            env.reset(options={"task": task})
            session = env.session
            (out / "tasks" / f"{task.id}-0-initial.png").write_bytes(session.screenshot().png)
            for index, step in enumerate(task.trace, 1):
                if index == len(task.trace):
                    (out / "tasks" / f"{task.id}-1-revealed.png").write_bytes(session.screenshot().png)
                try:
                    env.step(resolve_step(session, step, task.viewport))
                except UnresolvedStep as exc:
                    problems.append(f"{task.id}: step {index}: {exc}")
                    break
            (out / "tasks" / f"{task.id}-2-final.png").write_bytes(session.screenshot().png)
    finally:
        for env in envs.values():
            env.close()
    return problems


def add_commands(sub) -> None:
    p = sub.add_parser("shots", help="screenshots of an app's views at every viewport and of tasks' states")
    p.add_argument("--app", help="the app whose views (and, unless --views-only, tasks) to shoot")
    p.add_argument("--tasks", help="comma-separated task ids, apps, sub-types or types to shoot")
    p.add_argument("--views-only", action="store_true", help="only the app's views")
    p.add_argument("--presets", default=",".join(VIEWPORTS), help="viewport presets for the views")
    p.add_argument("--out", default="runs/shots", help="output folder (default runs/shots)")
    p.set_defaults(func=run)


def run(args) -> int:
    if not args.app and not args.tasks:
        print("error: give --app APP or --tasks IDS", file=sys.stderr)
        return 2
    out = Path(args.out)
    presets = [p for p in args.presets.split(",") if p]
    unknown = [p for p in presets if p not in VIEWPORTS]
    if unknown:
        print(f"error: unknown preset(s) {', '.join(unknown)}; presets: {', '.join(VIEWPORTS)}", file=sys.stderr)
        return 2
    problems = []
    if args.app:
        if args.app not in available_apps():
            print(f"error: unknown app {args.app!r}", file=sys.stderr)
            return 2
        problems += shoot_views(args.app, out, presets)
    if not args.views_only:
        try:
            tasks = select_tasks(load_suite(), args.tasks or args.app)
        except TaskError as exc:
            print(f"error: {exc}", file=sys.stderr)
            return 2
        problems += shoot_tasks(tasks, out)
    for line in problems:
        print(line, file=sys.stderr)
    print(f"screenshots in {out}/")
    return 1 if problems else 0
