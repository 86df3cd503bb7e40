"""RL rollouts and training data: rewards from traces, GRPO groups as a Hugging Face dataset,
SFT export with frequency balancing, Ray scale-out and a TRL `environment_factory` adapter."""
