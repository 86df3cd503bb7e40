"""`igg rollouts collect`, `igg rollouts splits` and `igg sft export`."""
from __future__ import annotations

import sys
from pathlib import Path


def add_commands(sub) -> None:
    r = sub.add_parser("rollouts", help="RL rollouts: GRPO groups as a Hugging Face dataset; the splits")
    rsub = r.add_subparsers(dest="rollouts_command", required=True)
    c = rsub.add_parser("collect", help="collect K episodes per task (a group) into a Parquet dataset")
    c.add_argument("--agent", required=True, help="agent name (as in igg eval)")
    c.add_argument("--split", choices=("train", "val"), help="the tasks of one split (tasks/splits.yaml)")
    c.add_argument("--tasks", help="comma-separated task ids, apps, sub-types or types (within the split)")
    c.add_argument("--group", type=int, default=4, help="episodes per task, K (default 4)")
    c.add_argument("--workers", type=int, default=1, help="environments in parallel (processes, or Ray actors)")
    c.add_argument("--ray", action="store_true", help="run the environments as Ray actors")
    c.add_argument("--ray-address", help="an existing Ray cluster (default: a local Ray started here)")
    c.add_argument("--out", required=True, help="the dataset directory")
    c.add_argument("--resume", action="store_true", help="continue an interrupted collection in --out")
    c.add_argument("--seed", type=int, default=0, help="base of the per-member sampling seeds")
    c.add_argument("--weights", help="reward weights YAML (default: igg/agents/rollouts/rewards.yaml)")
    c.add_argument("--retries", type=int, default=2, help="retries of an episode after an infrastructure failure")
    c.add_argument("--shard-groups", type=int, default=32, help="groups per Parquet shard")
    try:
        from igg.agents.vlm.cli_options import add_vlm_arguments

        add_vlm_arguments(c.add_argument_group("vlm agent"))
    except ImportError:
        pass
    c.set_defaults(func=run_collect)

    s = rsub.add_parser("splits", help="show the train/val split; assign new tasks (--update) or all (--regenerate)")
    s.add_argument("--update", action="store_true", help="write new tasks' assignments (existing ones never move)")
    s.add_argument("--regenerate", action="store_true", help="reassign every task (only on request)")
    s.set_defaults(func=run_splits)

    f = sub.add_parser("sft", help="SFT data from traces")
    fsub = f.add_subparsers(dest="sft_command", required=True)
    e = fsub.add_parser("export", help="action-level chat examples, frequency-balanced, as a Parquet dataset")
    e.add_argument("--from", dest="sources", nargs="+", required=True,
                   help="trace folders: `igg replay --traces DIR --screenshots` output, rollout directories")
    e.add_argument("--split", choices=("train", "val"), help="only tasks of this split")
    e.add_argument("--balance", default="1,1,2,2,4", help="CLICK,SCROLL,MOVE,WAIT,DRAG factors (default 1,1,2,2,4)")
    e.add_argument("--out", required=True, help="the dataset directory")
    e.set_defaults(func=run_sft_export)


def _agent_kwargs(args) -> dict:
    from igg.agents.cli import _agent_kwargs as eval_agent_kwargs  # the same agent options as igg eval

    return eval_agent_kwargs(args)


def run_collect(args) -> int:
    from igg.agents.registry import AGENTS
    from igg.agents.rollouts.collect import collect
    from igg.agents.runner import EpisodesFileError
    from igg.tasks import splits
    from igg.tasks.schema import TaskError, load_suite, select_tasks

    if args.agent not in AGENTS:
        print(f"error: unknown agent {args.agent!r}; agents: {', '.join(sorted(AGENTS))}", file=sys.stderr)
        return 2
    if args.group < 1:
        print("error: --group must be at least 1", file=sys.stderr)
        return 2
    try:
        suite = load_suite()
        tasks = select_tasks(splits.select(suite, args.split), args.tasks)
    except (TaskError, splits.SplitError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    where = f"Ray ({args.ray_address or 'local'}, {args.workers} actor(s))" if args.ray else f"{args.workers} worker(s)"
    print(f"igg rollouts collect: agent {args.agent}, {len(tasks)} task(s) x group {args.group}, {where}, out {args.out}")

    def show(record):
        mark = "INFRA" if record.get("infra_error") else ("ok  " if record["success"] else "fail")
        print(f"  {mark} {record['task_id']} m{record['member']:02d} {record['steps']} step(s)"
              + (" (retried)" if record.get("retried") else ""), flush=True)

    try:
        result = collect(tasks, args.agent, args.out, group=args.group, workers=args.workers, ray=args.ray,
                         ray_address=args.ray_address, resume=args.resume, seed=args.seed, split=args.split,
                         weights_file=args.weights, retries=args.retries, shard_groups=args.shard_groups,
                         all_tasks=suite, on_episode=show, agent_kwargs=_agent_kwargs(args))
    except (FileExistsError, EpisodesFileError, ValueError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    rate = result["steps"] / result["seconds"] if result["seconds"] else 0.0
    print(f"{result['episodes']} episodes ({result['new_episodes']} new, {result['success']} successful, "
          f"{result['infra_errors']} infrastructure failure(s), {result['retried']} retried), {result['rows']} step rows; "
          f"{rate:.2f} steps/s. Load with datasets.load_dataset('parquet', data_dir={str(Path(args.out))!r})")
    return 0


def run_splits(args) -> int:
    from igg.tasks import splits
    from igg.tasks.schema import load_suite

    suite = load_suite()
    if args.regenerate:
        result = splits.assign(suite, {"train": [], "val": [], "unreliable": splits.load_file()["unreliable"]})
    else:
        result = splits.resolve(suite)
    info = splits.summary(suite, result)
    on_file = splits.load_file()
    new = len(set(result["train"] + result["val"]) - set(on_file["train"] + on_file["val"]))
    print(f"train {info['train']}, val {info['val']}, unreliable {info['unreliable']} "
          f"({new} task(s) not in {splits.SPLITS_FILE} yet)")
    for (app, subtype), count in sorted(info["strata"].items()):
        print(f"  {app:12} {subtype:20} train {count['train']:3}  val {count['val']:3}")
    if args.update or args.regenerate:
        splits.write(result)
        print(f"written: {splits.SPLITS_FILE}")
    return 0


def run_sft_export(args) -> int:
    from igg.agents.rollouts import sft
    from igg.tasks import splits
    from igg.tasks.schema import load_suite

    try:
        factors = sft.parse_balance(args.balance)
        ids = {t.id for t in splits.select(load_suite(), args.split)} if args.split else None
        result = sft.export(args.sources, args.out, split_ids=ids, factors=factors)
    except (ValueError, FileNotFoundError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    print(sft.format_counts(result))
    print(f"written: {Path(args.out) / 'data'} ({sum(result['after'].values())} examples from "
          f"{result['traces']} trace(s)); load with datasets.load_dataset('parquet', data_dir={args.out!r})")
    return 0
