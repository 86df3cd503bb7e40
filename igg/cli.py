"""The `igg` command: one entry point whose sub-commands live with the package that owns them."""
import argparse
import importlib
import sys

# (module, function) pairs; each function adds its sub-commands to the parser.
COMMAND_MODULES = [
    "igg.mockups.cli",
    "igg.replay.cli",
    "igg.agents.pointerbench",
    "igg.agents.cli",
    "igg.human_study.cli",
    "igg.agents.rollouts.cli",
]


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="igg", description="Interactive GUI grounding environment")
    sub = parser.add_subparsers(dest="command", required=True)
    for name in COMMAND_MODULES:
        try:
            module = importlib.import_module(name)
        except ModuleNotFoundError as exc:
            if exc.name and name.startswith(exc.name):  # that part is not built yet
                continue
            raise
        module.add_commands(sub)
    return parser


def main(argv=None) -> int:
    args = build_parser().parse_args(argv)
    return int(args.func(args) or 0)


if __name__ == "__main__":
    sys.exit(main())
