"""The project installs as one import package, `igg`, and works beside a user's own `agents/` and `tasks/`."""
import os
import shutil
import subprocess
import sys
import textwrap
import venv
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def _site_packages(env_dir: Path) -> Path:
    return next((env_dir / "lib").glob("python3*/site-packages"))


@pytest.fixture(scope="module")
def fresh_env(tmp_path_factory):
    """A fresh virtualenv with the project installed from its wheel (dependencies borrowed from .venv)."""
    base = tmp_path_factory.mktemp("fresh")
    # Built from a copy, so no build/ folder left in the work tree can leak stale modules in.
    source = base / "src"
    shutil.copytree(ROOT, source, ignore=shutil.ignore_patterns(".git", ".venv", "runs", "out", "build", "*.egg-info",
                                                                "__pycache__", ".pytest_cache"))
    wheels = base / "wheels"
    subprocess.run([sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "--no-build-isolation", "-w", str(wheels),
                    str(source)], check=True, capture_output=True, timeout=300)
    env_dir = base / "venv"
    venv.EnvBuilder(with_pip=True).create(env_dir)
    site = _site_packages(env_dir)
    before = {p.name for p in site.iterdir()}
    wheel = next(wheels.glob("igg-*.whl"))
    subprocess.run([str(env_dir / "bin" / "python"), "-m", "pip", "install", "-q", "--no-deps", str(wheel)],
                   check=True, capture_output=True, timeout=300)
    added = {p.name for p in site.iterdir()} - before
    # The dependencies (gymnasium, playwright, ...) come from the project's .venv through a plain
    # path entry: its .pth files (the editable install's finder among them) are not processed.
    deps = next(Path(sys.prefix, "lib").glob("python3*/site-packages"))
    (site / "zz_deps.pth").write_text(str(deps) + "\n")
    return env_dir, site, added


def test_only_igg_is_installed_at_the_top_level(fresh_env):
    _, _, added = fresh_env
    top_level = {name for name in added if not name.endswith(".dist-info") and name != "__pycache__"}
    assert top_level == {"igg"}, sorted(added)


def test_import_igg_beside_users_own_agents_and_tasks_packages(fresh_env, tmp_path, suite):
    env_dir, site, _ = fresh_env
    for name in ("agents", "tasks", "envs", "replay"):
        (tmp_path / name).mkdir()
        (tmp_path / name / "__init__.py").write_text(f"OWNER = 'user {name}'\n")
    script = textwrap.dedent(f"""
        import agents, tasks, envs, replay
        import gymnasium
        import igg
        assert agents.OWNER == "user agents" and tasks.OWNER == "user tasks", "the user's packages lost"
        assert igg.__file__.startswith({str(site)!r}), igg.__file__
        env = gymnasium.make("igg/IGG-v0", task={suite[0].id!r})
        obs, info = env.reset()
        obs, reward, terminated, truncated, info = env.step("wait(100)")
        print("OK", info["task_id"], obs["screenshot"].shape)
        env.close()
    """)
    # The user's folder first on sys.path, as when they run a script of theirs.
    result = subprocess.run([str(env_dir / "bin" / "python"), "-c", script], cwd=tmp_path, capture_output=True,
                            text=True, timeout=180, env={**os.environ, "PYTHONPATH": str(tmp_path)})
    assert result.returncode == 0, result.stderr[-3000:]
    assert result.stdout.strip().splitlines()[-1] == f"OK {suite[0].id} (900, 1440, 3)"
