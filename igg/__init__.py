"""IGG: interactive GUI grounding under visibility constraints.

The project's top-level folders install as this one package (`igg.envs`, `igg.tasks`,
`igg.mockups`, `igg.agents`, `igg.replay`, `igg.human_study`), so nothing named `agents` or
`tasks` lands in a user's site-packages. Importing `igg` registers the Gymnasium ids, the
convention of `import miniwob` and `import ale_py` (Gymnasium 1.x loads no entry points).
"""
from igg.envs.registration import register_envs

__version__ = "0.2.0"

register_envs()
