"""SFT export: action-level examples in chat-message format, frequency-balanced (paper, section G.2).

Sources are trace folders: reference replays (`igg replay --traces DIR --screenshots`) and rollout
directories (`igg rollouts collect`; only their successful episodes). Every step of a successful
trace is one example: the screenshot the agent saw, the goal-only instruction and the action
history as the user turn, the next action as the assistant turn -- the vision format TRL's SFT
trainer takes (`messages` with an image placeholder, `images`). Balancing repeats each example by
the factor of its action kind (CLICK/SCROLL/MOVE/WAIT/DRAG 1/1/2/2/4 in the paper), so the counts
after balancing are exactly count x factor.
"""
from __future__ import annotations

import json
from pathlib import Path

from igg.envs.actions import VERBS
from igg.envs.igg_env import format_history
from igg.replay.trace import read_trace

BALANCE_ORDER = ("click", "scroll", "move", "wait", "drag")  # the order of --balance's numbers
PAPER_BALANCE = (1, 1, 2, 2, 4)
PAPER = {"before": 1141, "after": 1460, "drag_before": 55, "drag_after": 220}
SYSTEM = ("You operate a computer through screenshots. Reveal the element the instruction names if it "
          "is hidden (scroll, move the pointer, drag, wait), then click it. Answer with one action: "
          + ", ".join(f"{v}(...)" for v in VERBS) + ", in screenshot pixels.")


def parse_balance(text: str | None) -> dict:
    numbers = PAPER_BALANCE if not text else tuple(int(v) for v in text.split(","))
    if len(numbers) != len(BALANCE_ORDER) or min(numbers) < 1:
        raise ValueError(f"--balance takes {len(BALANCE_ORDER)} positive integers for "
                         f"{'/'.join(k.upper() for k in BALANCE_ORDER)}, e.g. 1,1,2,2,4")
    return dict(zip(BALANCE_ORDER, numbers))


def find_traces(sources) -> list[Path]:
    """Every successful trace under the sources (a trace folder, a replay folder or a rollout
    directory), in sorted order."""
    found = []
    for source in sources:
        source = Path(source)
        if not source.exists():
            raise FileNotFoundError(f"{source}: no such trace or run folder")
        paths = [source / "trace.jsonl"] if (source / "trace.jsonl").exists() else sorted(source.rglob("trace.jsonl"))
        found.extend(p for p in paths if not any(part.startswith(".") for part in p.relative_to(source).parts))
    return found


def user_text(instruction: str, history: str) -> str:
    return f"Instruction: {instruction}\nPrevious actions:\n{history or '(none)'}\nNext action?"


def trace_examples(path: Path) -> list[dict]:
    """The examples of one trace: [] unless it succeeded; an error if it has no screenshots."""
    trace = read_trace(path)
    if not (trace["result"] or {}).get("success"):
        return []
    task = trace["header"]["task"]
    records = trace["steps"]
    examples, lines = [], []
    for before, step in zip(records, records[1:]):
        if step.get("invalid") or not step.get("action_struct"):
            lines.append(f"invalid: {step.get('action')} ({step.get('error')})")
            continue  # an invalid action is no example to imitate
        if not before.get("screenshot"):
            raise ValueError(f"{path}: no screenshots recorded (replay with --traces DIR --screenshots)")
        history = format_history(lines)
        examples.append({
            "task_id": task["id"], "app": task["app"], "subtype": task["subtype"], "step": step["index"],
            "kind": step["action_struct"]["kind"], "source": str(path.parent),
            "image": path.parent / before["screenshot"],
            "messages": [
                {"role": "system", "content": [{"type": "text", "text": SYSTEM}]},
                {"role": "user", "content": [{"type": "image"},
                                             {"type": "text", "text": user_text(task["instruction"], history)}]},
                {"role": "assistant", "content": [{"type": "text", "text": step["action"]}]},
            ],
        })
        lines.append(step["action"])
    return examples


def balance(examples: list[dict], factors: dict) -> list[dict]:
    """Each example repeated by its action kind's factor (in place: copies follow the original)."""
    return [e for e in examples for _ in range(factors[e["kind"]])]


def counts(examples) -> dict:
    out = dict.fromkeys(BALANCE_ORDER, 0)
    for e in examples:
        out[e["kind"]] += 1
    return out


def export(sources, out, split_ids: set | None = None, factors: dict | None = None) -> dict:
    """Write OUT/data/train-00000.parquet (+ README.md); return the counts before and after."""
    from datasets import Features, Image, Sequence, Value

    from igg.agents.rollouts.dataset import write_parquet

    factors = factors or parse_balance(None)
    examples = []
    for path in find_traces(sources):
        for example in trace_examples(path):
            if split_ids is None or example["task_id"] in split_ids:
                examples.append(example)
    if not examples:
        raise ValueError("no successful trace with screenshots found in the sources")
    balanced = balance(examples, factors)
    text = {"type": Value("string"), "text": Value("string")}
    features = Features({
        "messages": [{"role": Value("string"), "content": [text]}], "images": Sequence(Image()),
        "task_id": Value("string"), "app": Value("string"), "subtype": Value("string"), "step": Value("int32"),
        "kind": Value("string"), "source": Value("string"),
    })
    images: dict = {}

    def row(e):
        data = images.setdefault(e["image"], e["image"].read_bytes())  # a repeated example shares its bytes
        messages = [{"role": m["role"], "content": [{"type": c["type"], "text": c.get("text")} for c in m["content"]]}
                    for m in e["messages"]]
        return {"messages": messages, "images": [{"bytes": data, "path": None}], "task_id": e["task_id"],
                "app": e["app"], "subtype": e["subtype"], "step": e["step"], "kind": e["kind"], "source": e["source"]}

    out = Path(out)
    (out / "data").mkdir(parents=True, exist_ok=True)
    write_parquet([row(e) for e in balanced], features, out / "data" / "train-00000.parquet")
    result = {"before": counts(examples), "after": counts(balanced), "factors": factors,
              "traces": len({e["source"] for e in examples})}
    (out / "README.md").write_text(_card(result), encoding="utf-8")
    (out / "counts.json").write_text(json.dumps(result, indent=2), encoding="utf-8")
    return result


def format_counts(result: dict) -> str:
    """The per-action table before and after balancing, beside the paper's figures."""
    before, after, factors = result["before"], result["after"], result["factors"]
    lines = [f"{'action':8} {'factor':>6} {'before':>8} {'after':>8}   paper (before -> after)",
             f"{'-' * 8} {'-' * 6} {'-' * 8} {'-' * 8}   {'-' * 23}"]
    for kind in BALANCE_ORDER:
        paper = f"{PAPER['drag_before']} -> {PAPER['drag_after']}" if kind == "drag" else "-"
        lines.append(f"{kind.upper():8} {factors[kind]:>6} {before[kind]:>8} {after[kind]:>8}   {paper}")
    lines.append(f"{'total':8} {'':>6} {sum(before.values()):>8} {sum(after.values()):>8}   "
                 f"{PAPER['before']:,} -> {PAPER['after']:,}")
    return "\n".join(lines)


def _card(result: dict) -> str:
    return f"""---
configs:
- config_name: default
  data_files:
  - split: train
    path: data/train-*.parquet
tags: [gui-grounding, sft, igg]
---

# IGG SFT examples (action level, frequency-balanced)

Exported with `igg sft export` from {result['traces']} successful trace(s). One row per example:
`messages` (system, user turn with the screenshot placeholder, the goal-only instruction and the
action history; the next action as the assistant turn) and `images` (the screenshot), the format
TRL's `SFTTrainer` takes for vision-language models; `kind` is the action's verb.

```
{format_counts(result)}
```
"""
