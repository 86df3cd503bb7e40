"""PointerBench: the static single-step grounding suites (Sheets, Text, Pro).

schema  - the example row and `write_suite` (published layout writer)
loader  - `load_suite(dir, split)`
scorer  - the published scoring rules and the diagnostic report
generate - the suite generators (`igg pointerbench build`), a build tool ranked with igg.envs

The agent loop and the `igg pointerbench` commands are in igg.agents.pointerbench.
"""
from igg.tasks.pointerbench.loader import Suite, load_suite
from igg.tasks.pointerbench.schema import PointerBenchExample, SchemaError, write_suite

__all__ = ["PointerBenchExample", "SchemaError", "Suite", "load_suite", "write_suite"]
