"""Registration of the environments with Gymnasium; `import igg` calls it.

One id per viewport preset (spaces are fixed at construction, so vector envs over mixed tasks
work): `igg/IGG-v0` is the 1440x900 desktop; the robustness viewports of docs/apps.md have their own.
Registration is cheap: entry points are strings, so neither the environment, the browser session
nor the task suite is imported until `gymnasium.make` builds an env.

The budget has one source, the task's `budget` field (`igg.tasks.schema.DEFAULT_BUDGET` when a
task sets none): `IGGEnv` truncates an episode itself once the task's budget is used, so the ids
are registered without `max_episode_steps` (a Gymnasium `TimeLimit` would impose one number on
tasks whose budgets differ).
"""
from gymnasium.envs.registration import register, registry

# id -> viewport preset (igg.tasks.schema.VIEWPORTS)
IGG_IDS = {
    "igg/IGG-v0": "desktop",
    "igg/IGG-Split-v0": "split",
    "igg/IGG-Tablet-v0": "tablet",
    "igg/IGG-Mobile-v0": "mobile",
    "igg/IGG-Zoom150-v0": "desktop-zoom150",
}


def register_envs() -> None:
    for env_id, viewport in IGG_IDS.items():
        if env_id not in registry:
            register(id=env_id, entry_point="igg.envs.igg_env:IGGEnv", kwargs={"viewport": viewport},
                     disable_env_checker=True)
    if "igg/PointerBench-v0" not in registry:
        register(id="igg/PointerBench-v0", entry_point="igg.envs.pointerbench_env:PointerBenchEnv",
                 max_episode_steps=1, disable_env_checker=True)


register_envs()  # importing this module registers the ids (so does `import igg`, lazily)
