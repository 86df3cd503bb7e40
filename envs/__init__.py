"""The Gymnasium environments: multi-step reveal-and-click (IGGEnv) and single-step PointerBench."""
from envs.registration import register_envs

register_envs()
