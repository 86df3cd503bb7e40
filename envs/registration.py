"""Registration of the environments with Gymnasium (through the `gymnasium.envs` entry point)."""
from gymnasium.envs.registration import register, registry


def register_envs() -> None:
    if "igg/IGG-v0" not in registry:
        register(id="igg/IGG-v0", entry_point="igg.envs.igg_env:IGGEnv", disable_env_checker=True)
    if "igg/PointerBench-v0" not in registry:
        register(id="igg/PointerBench-v0", entry_point="igg.envs.pointerbench_env:PointerBenchEnv",
                 disable_env_checker=True)
