"""The Gymnasium environments: multi-step reveal-and-click (IGGEnv) and single-step PointerBench."""
