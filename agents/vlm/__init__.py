"""The `vlm` agent: a vision-language model behind an OpenAI-compatible chat completions API.

frames.py   coordinate frames (absolute, smart-resized, normalized) and their one conversion
image.py    client-side crop/resize/encode, remembering (original, sent) sizes
parse.py    reading one action out of a model answer (tool calls, JSON, UI-TARS, tags, tuples)
presets.py  prompt, syntax, frame and recipe per model family
client.py   the HTTP client (urllib), retries with backoff, usage and latency
vote.py     test-time aggregation by region voting
agent.py    VLMAgent: one step = prepare, ask, parse, map back, vote, zoom
cli_options.py  command-line options and make_vlm_agent

Example, a local vLLM server:
    vllm serve Qwen/Qwen3-VL-8B-Instruct --limit-mm-per-prompt '{"image": 1}'
    igg eval --agent vlm --base-url http://127.0.0.1:8000/v1 --model Qwen/Qwen3-VL-8B-Instruct --preset qwen3vl
and a hosted API (key in $OPENAI_API_KEY or --api-key-env VAR), with seed 004's zoom-in recipe:
    igg eval --agent vlm --base-url https://api.example.com/v1 --model NAME --preset gemini --zoom-ratio preset
"""
from igg.agents.vlm.agent import VLMAgent
from igg.agents.vlm.cli_options import add_vlm_arguments, make_vlm_agent
from igg.agents.vlm.client import ChatClient, VLMClientError
from igg.agents.vlm.presets import PRESETS, get_preset

__all__ = ["VLMAgent", "ChatClient", "VLMClientError", "PRESETS", "get_preset", "add_vlm_arguments", "make_vlm_agent"]
