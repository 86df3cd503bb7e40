"""Imports run one way: mockups -> tasks -> envs -> replay -> agents -> the CLI (igg/).

human_study sits beside agents: both may import replay and below, neither imports the other.
Every `import`, `from ... import` (relative ones resolved) and `importlib.import_module("...")`
with a literal name counts, at module level or inside a function alike.

One exception, stated here and in its package docstring: igg.tasks.pointerbench.generate (the
PointerBench suite generators) is a build tool that renders in the environment's browser, so it
ranks with igg.envs although it sits in tasks/: it may import envs, and nothing in mockups or
tasks may import it.
"""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
FOLDERS = ["mockups", "tasks", "envs", "replay", "agents", "human_study"]
# Rank and group: an import is allowed to a lower rank, or within the same group.
LAYERS = {"mockups": (0, "mockups"), "tasks": (1, "tasks"), "envs": (2, "envs"), "replay": (3, "replay"),
          "agents": (4, "agents"), "human_study": (4, "human_study"), "igg": (5, "cli")}
EXCEPTIONS = {"igg.tasks.pointerbench.generate": "envs"}  # module prefix -> the layer it ranks with


def layer(module: str) -> tuple[int, str] | None:
    """The (rank, group) of an igg module name; None for modules outside igg."""
    parts = module.split(".")
    if parts[0] != "igg":
        return None
    for prefix, folder in EXCEPTIONS.items():
        if module == prefix or module.startswith(prefix + "."):
            return LAYERS[folder]
    if len(parts) > 1 and parts[1] in LAYERS:
        return LAYERS[parts[1]]
    return LAYERS["igg"]  # `igg` itself, igg.cli, ...


def module_name(root: Path, path: Path) -> str:
    """igg.<folder>.<...> for a file under one of the folders; igg.<...> for a file under igg/."""
    rel = path.relative_to(root).with_suffix("")
    parts = list(rel.parts)
    if parts[-1] == "__init__":
        parts = parts[:-1]
    return ".".join(parts) if parts[0] == "igg" else ".".join(["igg"] + parts)


def imported_names(tree: ast.AST, module: str, is_package: bool):
    """(line, imported module name) for every import in the tree, relative ones resolved."""
    package = module if is_package else module.rpartition(".")[0]
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield node.lineno, alias.name
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - (node.level - 1)]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module
            # `from igg import envs` imports igg.envs: check each name below the package.
            for alias in node.names:
                yield node.lineno, f"{target}.{alias.name}" if layer(target) else target
        elif (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
              and node.func.attr == "import_module" and node.args
              and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str)):
            yield node.lineno, node.args[0].value


def check_source(source: str, module: str, filename: str, is_package: bool = False) -> list[str]:
    """Every upward (or sideways, between agents and human_study) import, as `file:line: ...`."""
    own = layer(module)
    problems = []
    for line, name in sorted(imported_names(ast.parse(source, filename), module, is_package)):
        other = layer(name)
        if other is None or own is None:
            continue
        if other[0] > own[0] or (other[0] == own[0] and other[1] != own[1]):
            problems.append(f"{filename}:{line}: {module} ({own[1]}) imports {name} ({other[1]})")
    return problems


def check_tree(root: Path) -> list[str]:
    problems = []
    for folder in FOLDERS + ["igg"]:
        for path in sorted((root / folder).rglob("*.py")):
            problems += check_source(path.read_text(encoding="utf-8"), module_name(root, path),
                                     str(path.relative_to(root)), path.name == "__init__.py")
    return problems


def test_the_project_imports_run_one_way():
    problems = check_tree(REPO)
    assert not problems, "upward imports:\n" + "\n".join(problems)


def test_every_folder_is_checked():
    assert all((REPO / folder).is_dir() for folder in FOLDERS + ["igg"])
    assert sum(1 for folder in FOLDERS for _ in (REPO / folder).rglob("*.py")) > 50


# --- the checker can fail ------------------------------------------------------------------------

@pytest.mark.parametrize("module, source, line, culprit", [
    ("igg.tasks.schema", "import os\nfrom igg.envs.actions import Action\n", 2, "igg.envs.actions"),
    ("igg.mockups.server", "def f():\n    import igg.tasks.schema\n", 2, "igg.tasks.schema"),
    ("igg.envs.igg_env", "from igg.agents import base\n", 1, "igg.agents.base"),
    ("igg.tasks.pointerbench.loader", "from ...envs import session\n", 1, "igg.envs.session"),
    ("igg.replay.viewer", "import importlib\nimportlib.import_module('igg.agents.report')\n", 2, "igg.agents.report"),
    ("igg.agents.runner", "from igg.human_study import server\n", 1, "igg.human_study.server"),
    ("igg.envs.session", "import igg\n", 1, "igg"),
    ("igg.tasks.pointerbench.scorer", "from igg.tasks.pointerbench.generate import build\n", 1,
     "igg.tasks.pointerbench.generate.build"),
    ("igg.tasks.pointerbench.generate.gen_pro", "from igg.replay import trace\n", 1, "igg.replay.trace"),
])
def test_an_upward_import_is_caught_with_file_and_line(module, source, line, culprit):
    problems = check_source(source, module, "x/bad.py")
    assert len(problems) == 1, problems
    assert problems[0].startswith(f"x/bad.py:{line}: {module} ") and f" imports {culprit}" in problems[0]


@pytest.mark.parametrize("module, source", [
    ("igg.envs.igg_env", "from igg.tasks.schema import load_suite\nfrom igg.mockups import server\n"),
    ("igg.agents.runner", "from igg.replay.trace import TraceWriter\nfrom . import base\n"),
    ("igg.tasks.pointerbench.generate.gen_pro", "from igg.envs.session import BrowserSession\n"),
    ("igg.agents.pointerbench", "from igg.tasks.pointerbench.generate import build\n"),
    ("igg.cli", "import igg.agents.cli\nimport igg.human_study.cli\n"),
    ("igg.tasks.schema", "import numpy\nfrom playwright.sync_api import sync_playwright\n"),
])
def test_downward_and_outside_imports_pass(module, source):
    assert check_source(source, module, "x/ok.py") == []


def test_a_module_added_to_a_copy_of_the_tree_is_caught(tmp_path):
    for folder in FOLDERS + ["igg"]:
        (tmp_path / folder).mkdir()
    (tmp_path / "tasks" / "sub").mkdir()
    (tmp_path / "tasks" / "sub" / "__init__.py").write_text("from . import fine\n")
    (tmp_path / "tasks" / "sub" / "fine.py").write_text("from igg.mockups import manifest\n")
    (tmp_path / "tasks" / "sub" / "leak.py").write_text('"""A task module."""\n\n\nfrom ...agents.base import Agent\n')
    assert check_tree(tmp_path) == [
        "tasks/sub/leak.py:4: igg.tasks.sub.leak (tasks) imports igg.agents.base.Agent (agents)"]


# -- `import igg` is light --------------------------------------------------------------------
def _fresh(code: str) -> str:
    import subprocess
    import sys

    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=REPO, timeout=120)
    assert out.returncode == 0, out.stderr
    return out.stdout.strip()


HEAVY = ("flask", "playwright", "werkzeug", "gymnasium", "numpy")


def test_import_igg_is_fast_and_imports_neither_flask_nor_playwright():
    code = ("import sys, time; t = time.perf_counter(); import igg; dt = time.perf_counter() - t; "
            f"print(dt, ','.join(sorted({{m.split('.')[0] for m in sys.modules}} & set({HEAVY!r}))))")
    # The best of three fresh interpreters: the machine is shared, a single sample may wait on it.
    samples = [_fresh(code).split(" ") + [""] for _ in range(3)]
    assert min(float(s[0]) for s in samples) < 0.3, samples
    for sample in samples:
        assert sample[1] == "", f"import igg imported {sample[1]}"


@pytest.mark.parametrize("module", ["igg.mockups.manifest", "igg.envs.registration", "igg.tasks.splits"])
def test_light_modules_do_not_import_flask_or_playwright(module):
    loaded = _fresh(f"import sys, {module}; print(','.join(sorted({{m.split('.')[0] for m in sys.modules}} "
                    f"& {{'flask', 'playwright', 'werkzeug'}})))")
    assert loaded == "", f"import {module} imported {loaded}"


@pytest.mark.parametrize("order", ["import igg; import gymnasium", "import gymnasium; import igg",
                                   "import igg; from gymnasium.envs.registration import registry"])
def test_the_ids_are_registered_whichever_is_imported_first(order):
    out = _fresh(f"{order}\nimport gymnasium, sys\n"
                 "print(gymnasium.spec('igg/IGG-v0').entry_point, gymnasium.spec('igg/IGG-Mobile-v0').kwargs,"
                 " gymnasium.spec('igg/PointerBench-v0').entry_point, 'flask' in sys.modules)")
    assert out == ("igg.envs.igg_env:IGGEnv {'viewport': 'mobile'} igg.envs.pointerbench_env:PointerBenchEnv False")
