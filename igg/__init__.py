"""IGG: interactive GUI grounding under visibility constraints.

The project's top-level folders install as this one package (`igg.envs`, `igg.tasks`,
`igg.mockups`, `igg.agents`, `igg.replay`, `igg.human_study`), so nothing named `agents` or
`tasks` lands in a user's site-packages.

`import igg` makes the Gymnasium ids (`igg/IGG-v0`, the other viewport ids, `igg/PointerBench-v0`)
available to `gymnasium.make`, the convention of `import miniwob` and `import ale_py` (Gymnasium
1.x loads no entry points), and stays light: it imports neither Gymnasium, Flask nor Playwright.
If Gymnasium is already imported the ids are registered at once; otherwise they are registered
the moment Gymnasium's registry module is first imported. Registration itself only records
entry-point strings: the environment, the browser session and the task suite load when an env
is made.
"""
import importlib.abc
import importlib.util
import sys

__version__ = "0.2.0"

_REGISTRY_MODULE = "gymnasium.envs.registration"


def register_envs() -> None:
    """Register the ids with Gymnasium now (idempotent)."""
    from igg.envs.registration import register_envs as register

    register()


class _RegisterWithGymnasium(importlib.abc.MetaPathFinder):
    """Registers IGG's ids right after Gymnasium's registry module is executed, so that
    `import igg; import gymnasium; gymnasium.make("igg/IGG-v0")` works without `import igg`
    paying for Gymnasium's import."""

    def find_spec(self, fullname, path, target=None):
        if fullname != _REGISTRY_MODULE:
            return None
        _remove_hook()
        spec = importlib.util.find_spec(fullname)
        if spec is None or spec.loader is None:
            return spec
        exec_module = spec.loader.exec_module

        def exec_then_register(module):
            exec_module(module)
            partial = sys.modules.get("igg.envs.registration")
            if partial is None or hasattr(partial, "register_envs"):
                register_envs()
            # else igg.envs.registration is importing Gymnasium: it registers at its own end

        spec.loader.exec_module = exec_then_register
        return spec


def _remove_hook() -> None:
    sys.meta_path[:] = [f for f in sys.meta_path if not isinstance(f, _RegisterWithGymnasium)]


if _REGISTRY_MODULE in sys.modules:
    register_envs()
elif not any(isinstance(f, _RegisterWithGymnasium) for f in sys.meta_path):
    sys.meta_path.insert(0, _RegisterWithGymnasium())
