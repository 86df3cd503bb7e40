"""Command-line options of the vlm agent, and building the agent from them.

`add_vlm_arguments(parser)` adds the options (their dests are prefixed `vlm_`, so they cannot
clobber a runner's own `--timeout` or `--model` attributes); `vlm_options(args)` reads them back
as plain keyword arguments; `make_vlm_agent(args, **overrides)` builds a VLMAgent from a parsed
Namespace, a mapping, or keyword arguments alone.
"""
from __future__ import annotations

import argparse
import json
import os
import time

from igg.agents.vlm.agent import POINTER_KINDS, VLMAgent
from igg.agents.vlm.client import ChatClient, api_key_from_env
from igg.agents.vlm.frames import FRAMES, make_frame
from igg.agents.vlm.presets import PRESETS, get_preset

DEFAULT_BASE_URL = "http://127.0.0.1:8000/v1"
OPTIONS = ("base_url", "model", "preset", "frame", "api_key_env", "api_key", "zoom_ratio", "zoom_size", "samples",
           "vote_box", "temperature", "max_retries", "timeout", "max_tokens", "image_format", "image_size",
           "extra_body", "sleep", "client", "max_actions")


def _size(text: str):
    try:
        width, height = (int(v) for v in text.lower().replace(",", "x").split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected WIDTHxHEIGHT, e.g. 1920x1080, got {text!r}") from None
    if width <= 0 or height <= 0:
        raise argparse.ArgumentTypeError(f"sizes must be positive, got {text!r}")
    return (width, height)


def _zoom_ratio(text: str):
    if text == "preset":
        return "preset"
    value = float(text)
    if not 0 <= value <= 1:
        raise argparse.ArgumentTypeError("--zoom-ratio is a fraction of each side, 0 < r <= 1 (0 = off)")
    return value


def _json_object(text: str):
    value = json.loads(text)
    if not isinstance(value, dict):
        raise argparse.ArgumentTypeError("--extra-body must be a JSON object")
    return value


def add_vlm_arguments(parser):
    """Add the options to a parser (in their own group) or to a given argument group."""
    if isinstance(parser, argparse.ArgumentParser):
        g = parser.add_argument_group("vlm agent (a model behind an OpenAI-compatible chat completions API)")
    else:
        g = parser
    g.add_argument("--base-url", dest="vlm_base_url", metavar="URL", default=None,
                   help=f"API base, e.g. http://127.0.0.1:8000/v1 (default $IGG_BASE_URL or {DEFAULT_BASE_URL})")
    g.add_argument("--model", dest="vlm_model", metavar="NAME", default=None,
                   help="model name as the server knows it (default $IGG_MODEL)")
    g.add_argument("--preset", dest="vlm_preset", default="generic", choices=sorted(PRESETS),
                   help="prompt, output syntax and coordinate frame of a model family (default generic): "
                        + "; ".join(f"{p.name}: {p.description}" for p in PRESETS.values()))
    g.add_argument("--frame", dest="vlm_frame", default=None, choices=sorted(FRAMES),
                   help="override the preset's coordinate frame")
    g.add_argument("--api-key-env", dest="vlm_api_key_env", metavar="VAR", default=None,
                   help="environment variable holding the API key (default IGG_API_KEY, then OPENAI_API_KEY; "
                        "no key for local servers)")
    g.add_argument("--zoom-ratio", dest="vlm_zoom_ratio", metavar="R", type=_zoom_ratio, default=None,
                   help="two-stage zoom-in: crop this fraction of each side around the first answer (e.g. 0.5, "
                        "0.25), or 'preset' for the preset's recipe; off by default")
    g.add_argument("--zoom-size", dest="vlm_zoom_size", metavar="WxH", type=_size, default=None,
                   help="size the zoom crop is resized to (default: the preset's recipe, else the screenshot size)")
    g.add_argument("--samples", dest="vlm_samples", metavar="K", type=int, default=1,
                   help="answers per question; k > 1 aggregates them by region voting")
    g.add_argument("--vote-box", dest="vlm_vote_box", metavar="PX", type=float, default=50.0,
                   help="side in screen pixels of the box around each sampled point (region voting)")
    g.add_argument("--temperature", dest="vlm_temperature", metavar="T", type=float, default=None,
                   help="sampling temperature (default: the preset's, greedy 0 for most; 0.7 when --samples > 1)")
    g.add_argument("--max-retries", dest="vlm_max_retries", metavar="N", type=int, default=3,
                   help="retries on HTTP 429/5xx and connection errors, with exponential backoff")
    g.add_argument("--timeout", dest="vlm_timeout", metavar="SECONDS", type=float, default=120.0,
                   help="seconds per request")
    g.add_argument("--max-tokens", dest="vlm_max_tokens", metavar="N", type=int, default=2048,
                   help="completion tokens per answer")
    g.add_argument("--image-format", dest="vlm_image_format", choices=("png", "jpeg"), default="png")
    g.add_argument("--image-size", dest="vlm_image_size", metavar="WxH", type=_size, default=None,
                   help="resize the screenshot to WxH before sending (default: the preset's rule)")
    g.add_argument("--extra-body", dest="vlm_extra_body", metavar="JSON", type=_json_object, default=None,
                   help='server-specific request fields as JSON, e.g. \'{"top_k": 1}\'')
    return parser


def vlm_options(args) -> dict:
    """The options given on the command line, as plain keyword arguments for make_vlm_agent
    (picklable, so worker processes can build their own agent)."""
    return _collect(args, {})


def _collect(args, overrides: dict) -> dict:
    unknown = set(overrides) - set(OPTIONS)
    if unknown:
        raise TypeError(f"unknown vlm agent option(s): {', '.join(sorted(unknown))}")
    options = {}
    if isinstance(args, dict):  # a mapping: plain or vlm_-prefixed names
        items = [(k[4:] if k.startswith("vlm_") else k, v) for k, v in args.items()]
    elif args is not None:  # a Namespace: only our own (vlm_) options, never a runner's --timeout
        items = [(k[4:], v) for k, v in vars(args).items() if k.startswith("vlm_")]
    else:
        items = []
    options.update({k: v for k, v in items if k in OPTIONS and v is not None})
    options.update({k: v for k, v in overrides.items() if v is not None})
    return options


def make_vlm_agent(args=None, **overrides) -> VLMAgent:
    """A VLMAgent from parsed options (Namespace or mapping) and/or keyword overrides."""
    o = _collect(args, overrides)
    preset = get_preset(o.get("preset", "generic"))
    client = o.get("client")
    if client is None:
        model = o.get("model") or os.environ.get("IGG_MODEL")
        if not model:
            raise ValueError("the vlm agent needs a model name: --model NAME (or $IGG_MODEL)")
        client = ChatClient(
            base_url=o.get("base_url") or os.environ.get("IGG_BASE_URL") or DEFAULT_BASE_URL,
            model=model,
            api_key=o.get("api_key") or api_key_from_env(o.get("api_key_env")),
            timeout=float(o.get("timeout", 120.0)),
            max_retries=int(o.get("max_retries", 3)),
            sleep=o.get("sleep", time.sleep),
            extra_body=o.get("extra_body"),
            max_tokens=o.get("max_tokens", 2048),
        )
    zoom_ratio, zoom_size = o.get("zoom_ratio"), o.get("zoom_size")
    if zoom_ratio == "preset":
        zoom_ratio = preset.zoom_ratio
    return VLMAgent(
        client, preset,
        frame=make_frame(o["frame"]) if o.get("frame") else None,
        samples=int(o.get("samples", 1)),
        temperature=o.get("temperature"),
        vote_box=float(o.get("vote_box", 50.0)),
        zoom_ratio=float(zoom_ratio) if zoom_ratio else None,
        zoom_size=tuple(zoom_size) if zoom_size else None,
        zoom_kinds=POINTER_KINDS,
        image_size=tuple(o["image_size"]) if o.get("image_size") else "preset",
        image_format=o.get("image_format", "png"),
        max_actions=int(o.get("max_actions", 8)),
    )
