"""A real GRPO run on IGG with TRL's `GRPOTrainer`, on the CPU, with no download.

    .venv/bin/python -m pip install -e '.[train]'
    .venv/bin/python examples/grpo_tiny.py              # 3 optimisation steps, a few minutes on 2 cores

The policy is a tiny Qwen3-VL (the architecture of Qwen/Qwen3-VL-*, 2 text layers of width 64 and a
one-block vision tower) with random weights, built from a config; its tokenizer is a byte-level BPE
trained here on the prompts' own text and its processor is made in code, so nothing is fetched
(HF_HUB_OFFLINE=1). Random weights never write a well-formed tool call, so a short supervised
warm-up first teaches the format with random valid actions as targets (the paper's SFT-then-GRPO
recipe in miniature; it teaches the format, not the tasks). Then the trainer runs real GRPO steps:
per step one IGG train-split task, `--group` rollouts in real browsers through the
`environment_factory` adapter (`igg.agents.rollouts.trl_env.IGGToolEnv`, one browser per rollout),
each rollout's reward the G.3 episode return from `agents/rollouts/rewards.yaml` (`get_reward`),
group-normalised advantages, and an optimiser step on the policy. It prints each rollout's actions,
reward and advantage, the loss and how far the weights moved.

A tiny random model learns nothing useful about GUIs: this shows the wiring works end to end. For a
real run, on a GPU, replace `build_tiny_vlm()` by a pretrained model and its processor (see the
README's RL section).
"""
from __future__ import annotations

import argparse
import json
import os
import random
import time
import warnings

os.environ.setdefault("HF_HUB_OFFLINE", "1")  # everything below is built locally: never reach for a hub
os.environ.setdefault("TRL_EXPERIMENTAL_SILENCE", "1")  # environment_factory is marked experimental in TRL
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")

import torch  # noqa: E402
from datasets import Dataset  # noqa: E402
from transformers import TrainerCallback  # noqa: E402

from igg.agents.rollouts.trl_env import IGGToolEnv, prompt_rows, task_text  # noqa: E402
from igg.tasks import splits  # noqa: E402
from igg.tasks.schema import load_suite  # noqa: E402

SPECIAL_TOKENS = ["<|endoftext|>", "<|im_start|>", "<|im_end|>", "<|vision_start|>", "<|vision_end|>",
                  "<|image_pad|>", "<|video_pad|>", "<tool_call>", "</tool_call>", "<tool_response>",
                  "</tool_response>", "<think>", "</think>"]
SCREEN = (1440, 900)
# Each screenshot reaches the model as about 64 image tokens (32x32-pixel cells after merging):
# enough for the wiring, small enough for a CPU. A real Qwen3-VL processor uses far more.
MAX_IMAGE_PIXELS = 64 * 32 * 32
VOCAB = 4096


# -- the tiny vision-language model, built offline ------------------------------------------------
def random_tool_call(rng: random.Random, width: int = SCREEN[0], height: int = SCREEN[1]) -> dict:
    """A valid action as a tool call: the warm-up's targets (a random agent's distribution)."""
    x, y = rng.randrange(width), rng.randrange(height)
    kind = rng.choices(["click", "scroll", "move", "wait", "drag"], weights=[5, 2, 2, 1, 1])[0]
    arguments = {"click": {"x": x, "y": y}, "move": {"x": x, "y": y},
                 "scroll": {"x": x, "y": y, "dx": 0, "dy": rng.choice([-600, -300, 300, 600, 900])},
                 "wait": {"ms": rng.choice([500, 1000, 2000, 3000])},
                 "drag": {"x1": x, "y1": y, "x2": rng.randrange(width), "y2": rng.randrange(height)}}[kind]
    return {"type": "function", "function": {"name": kind, "arguments": arguments}}


def build_tiny_vlm(corpus: list[str], seed: int = 0):
    """(model, processor): a Qwen3-VL with random weights and a processor made in code.

    The tokenizer is a byte-level BPE (any text encodes) trained on `corpus`, with the Qwen chat
    tokens; the chat template is the Qwen3-VL one TRL ships, which TRL knows how to parse tool calls
    from. The processor has no video part: transformers' video processors need torchvision, which
    the CPU wheel of torch used here does not come with."""
    from tokenizers import Tokenizer, decoders, models, pre_tokenizers, trainers
    from transformers import PreTrainedTokenizerFast, Qwen3VLConfig, Qwen3VLForConditionalGeneration
    from transformers.models.qwen2_vl.image_processing_pil_qwen2_vl import Qwen2VLImageProcessorPil
    from transformers.models.qwen3_vl.processing_qwen3_vl import Qwen3VLProcessor
    from trl.chat_template_utils import qwen3_vl_chat_template

    class ImageProcessor(Qwen2VLImageProcessorPil):
        """Returns torch tensors even when not asked to, as the torchvision-backed one does (TRL expects them)."""

        def _preprocess(self, images, *args, return_tensors=None, **kwargs):
            return super()._preprocess(images, *args, return_tensors=return_tensors or "pt", **kwargs)

    class ImageOnlyQwen3VLProcessor(Qwen3VLProcessor):
        def __init__(self, image_processor=None, tokenizer=None, chat_template=None, **kwargs):
            super().__init__(image_processor, tokenizer, None, chat_template=chat_template, **kwargs)

    bpe = Tokenizer(models.BPE())
    bpe.pre_tokenizer = pre_tokenizers.Sequence([  # digits one by one; merges may cross spaces
        pre_tokenizers.Digits(individual_digits=True),
        pre_tokenizers.ByteLevel(add_prefix_space=False, use_regex=False)])
    bpe.decoder = decoders.ByteLevel()
    bpe.train_from_iterator(corpus, trainers.BpeTrainer(
        vocab_size=VOCAB, special_tokens=SPECIAL_TOKENS, initial_alphabet=pre_tokenizers.ByteLevel.alphabet(),
        show_progress=False))
    tokenizer = PreTrainedTokenizerFast(tokenizer_object=bpe, eos_token="<|im_end|>", pad_token="<|endoftext|>",
                                        padding_side="left")
    image_processor = ImageProcessor(patch_size=16, merge_size=2, temporal_patch_size=2,
                                     min_pixels=4 * 32 * 32, max_pixels=MAX_IMAGE_PIXELS)
    processor = ImageOnlyQwen3VLProcessor(image_processor=image_processor, tokenizer=tokenizer,
                                          chat_template=qwen3_vl_chat_template)
    token = tokenizer.convert_tokens_to_ids
    config = Qwen3VLConfig(
        text_config=dict(vocab_size=len(tokenizer), hidden_size=64, intermediate_size=128, num_hidden_layers=2,
                         num_attention_heads=4, num_key_value_heads=2, head_dim=16, max_position_embeddings=16384,
                         rope_parameters={"rope_type": "default", "rope_theta": 5e5, "mrope_section": [4, 2, 2],
                                          "mrope_interleaved": True}),
        vision_config=dict(depth=1, hidden_size=32, intermediate_size=64, num_heads=2, out_hidden_size=64,
                           patch_size=16, spatial_merge_size=2, temporal_patch_size=2, num_position_embeddings=256,
                           deepstack_visual_indexes=[0]),
        image_token_id=token("<|image_pad|>"), video_token_id=token("<|video_pad|>"),
        vision_start_token_id=token("<|vision_start|>"), vision_end_token_id=token("<|vision_end|>"))
    torch.manual_seed(seed)
    model = Qwen3VLForConditionalGeneration(config)
    for config in (model.config.get_text_config(), model.generation_config):  # a turn ends at <|im_end|>
        config.eos_token_id, config.pad_token_id = token("<|im_end|>"), token("<|endoftext|>")
    return model, processor


def tool_methods() -> list:
    """The adapter's tools, as TRL exposes them (bound methods of an instance; no browser opens)."""
    import inspect

    env = IGGToolEnv()
    return [getattr(env, name) for name, _ in inspect.getmembers(IGGToolEnv, inspect.isfunction)
            if not name.startswith("_") and name not in ("reset", "get_reward")]


def prompt_messages(row: dict, task) -> list[dict]:
    """The user turn as TRL builds it for a rollout: the row's prompt, `reset`'s text, the screenshot."""
    text = row["prompt"][-1]["content"] + "\n" + task_text(task, *SCREEN)
    images = row.get("images") or []
    return [{"role": "user", "content": [{"type": "image", "image": image} for image in images]
             + [{"type": "text", "text": text}]}]


def corpus_for(processor_template: str, tasks, tools, rng: random.Random) -> list[str]:
    """Text the tokenizer is trained on: the chat template, the tools' schemas, the instructions and
    tool calls, so that the prompts and the actions take few tokens."""
    from transformers.utils import get_json_schema

    schemas = [json.dumps(get_json_schema(tool)) for tool in tools]
    calls = [f'<tool_call>\n{json.dumps(random_tool_call(rng)["function"])}\n</tool_call>' for _ in range(400)]
    return [processor_template, *schemas, *(task_text(t, *SCREEN) for t in tasks), *calls] * 2


def _at_model_size(processor, image):
    """The screenshot resized once to what the image processor makes of it (so it is not resized again
    at every warm-up step)."""
    _, rows, cols = processor.image_processor(images=[image])["image_grid_thw"][0].tolist()
    patch = processor.image_processor.patch_size
    return image.resize((cols * patch, rows * patch))


def warm_up(model, processor, rows, tasks, tools, steps: int = 100, batch: int = 8, seed: int = 0) -> list[float]:
    """Supervised steps on (prompt, random valid tool call) pairs, `batch` pairs a step; the loss is
    on the assistant's turn only."""
    rng = random.Random(seed)
    by_id = {t.id: t for t in tasks}
    prepared = []  # per row: its messages, its screenshots at the processor's size, its prompt's length
    for row in rows:
        messages = prompt_messages(row, by_id[row["task_id"]])
        images = [_at_model_size(processor, image) for image in row.get("images") or []]
        prompt = processor.apply_chat_template(messages, tools=tools, add_generation_prompt=True, tokenize=False)
        length = len(processor(images=images or None, text=[prompt])["input_ids"][0])
        prepared.append((messages, images, prompt, length))
    optimizer = torch.optim.AdamW(model.parameters(), lr=3e-3)
    model.train()
    losses = []
    for _ in range(steps):
        texts, images, prompt_lengths = [], [], []
        for _ in range(batch):
            messages, row_images, prompt, length = rng.choice(prepared)
            full = processor.apply_chat_template(
                messages + [{"role": "assistant", "content": "", "tool_calls": [random_tool_call(rng)]}],
                tools=tools, tokenize=False)
            assert full.startswith(prompt), "the chat template does not extend the prompt"
            texts.append(full.rstrip("\n"))  # the turn ends at <|im_end|>, where generation stops
            images.extend(row_images)
            prompt_lengths.append(length)
        inputs = processor(images=images or None, text=texts, padding=True, return_tensors="pt")
        labels = inputs["input_ids"].clone()
        for i, prompt_length in enumerate(prompt_lengths):  # left-padded: padding, prompt, then the answer
            start = int((inputs["attention_mask"][i] == 0).sum())
            labels[i, :start + prompt_length] = -100
        loss = model(**inputs, labels=labels).loss
        loss.backward()
        optimizer.step()
        optimizer.zero_grad()
        losses.append(loss.item())
    return losses


# -- the GRPO run ----------------------------------------------------------------------------------
def pick_tasks(n: int, split: str = "train") -> list:
    """`n` desktop tasks of the split, of different sub-types, in suite order (deterministic)."""
    chosen, subtypes = [], set()
    for task in splits.select(load_suite(), split):
        if tuple(task.viewport) == SCREEN and task.zoom == 1 and task.subtype not in subtypes:
            chosen.append(task)
            subtypes.add(task.subtype)
        if len(chosen) == n:
            break
    return chosen


class ShowRollouts(TrainerCallback):
    """Prints, at every logged step, each rollout's task, actions, reward and advantage, and the loss."""

    def __init__(self):
        self.trainer, self.history = None, []

    def on_log(self, args, state, control, logs=None, **kwargs):
        if not logs or "loss" not in logs or self.trainer is None:
            return
        trainer = self.trainer
        rewards = list(trainer._logs["rewards"].get("IGGToolEnv", []))
        advantages = list(trainer._logs["advantages"])
        envs = trainer.environments or []
        rollouts = [{"task": env.task_id, "actions": env.actions, "reward": reward, "advantage": advantage}
                    for env, reward, advantage in zip(envs, rewards, advantages)]
        entry = {"step": state.global_step, "loss": logs["loss"], "reward_mean": logs.get("reward"),
                 "tool_calls": logs.get("tools/call_frequency"), "rollouts": rollouts}
        self.history.append(entry)
        print(f"\nstep {entry['step']}: loss {entry['loss']:+.6f}  mean reward {entry['reward_mean']:+.3f}")
        for r in rollouts:
            actions = ", ".join(r["actions"]) or "(no tool call)"
            print(f"  {r['task']}: reward {r['reward']:+.3f}  advantage {r['advantage']:+.3f}  [{actions}]")


def make_trainer(model, processor, dataset, out_dir, max_steps: int, group: int, seed: int = 0,
                 learning_rate: float = 1e-3, max_actions: int = 3):
    from trl import GRPOConfig, GRPOTrainer

    args = GRPOConfig(
        output_dir=str(out_dir), max_steps=max_steps, learning_rate=learning_rate, seed=seed,
        num_generations=group, per_device_train_batch_size=group,  # one task per step, `group` rollouts of it
        max_completion_length=768,            # the actions, their screenshots (~70 tokens each) and notes
        max_tool_calling_iterations=max_actions,
        temperature=1.0, beta=0.0,            # no reference model (TRL's default)
        use_cpu=True, bf16=False, gradient_checkpointing=False, dataloader_num_workers=0,
        logging_steps=1, report_to="none", save_strategy="no", disable_tqdm=True)
    callback = ShowRollouts()
    trainer = GRPOTrainer(model=model, processing_class=processor, train_dataset=dataset, args=args,
                          environment_factory=IGGToolEnv,  # one instance (one browser) per rollout
                          callbacks=[callback])            # reward: IGGToolEnv.get_reward, from rewards.yaml
    callback.trainer = trainer
    return trainer, callback


def close_environments(trainer) -> None:
    """Close the browsers of the trainer's environment pool (TRL keeps the instances alive)."""
    for pool in getattr(trainer, "_environment_pool", {}).values():
        for env in pool:
            env._close()


def run(steps: int = 3, group: int = 4, n_tasks: int = 3, warmup_steps: int = 300, seed: int = 0,
        out_dir: str = "runs/grpo-tiny", threads: int = 1, verbose: bool = True) -> dict:
    say = print if verbose else (lambda *a, **k: None)
    # One thread: the tiny model's operations are too small to gain from two, and the rollouts'
    # browsers want the other core (two threads fighting them were several times slower here).
    torch.set_num_threads(threads)
    started = time.perf_counter()
    rng = random.Random(seed)
    tasks = pick_tasks(n_tasks)
    say(f"tasks (train split): {', '.join(t.id for t in tasks)}")
    rows = prompt_rows([t.id for t in tasks], screenshots=True)
    tools = tool_methods()
    from trl.chat_template_utils import qwen3_vl_chat_template

    model, processor = build_tiny_vlm(corpus_for(qwen3_vl_chat_template, tasks, tools, rng), seed)
    say(f"tiny Qwen3-VL: {sum(p.numel() for p in model.parameters()):,} parameters, "
        f"vocabulary {len(processor.tokenizer)}")
    losses = warm_up(model, processor, rows, tasks, tools, steps=warmup_steps, seed=seed)
    say(f"format warm-up: {warmup_steps} steps, loss {losses[0]:.2f} -> {sum(losses[-10:]) / 10:.2f}")
    before = {name: p.detach().clone() for name, p in model.named_parameters()}
    trainer, shown = make_trainer(model, processor, Dataset.from_list(rows), out_dir, max_steps=steps,
                                  group=group, seed=seed)
    try:
        trainer.train()
    finally:
        close_environments(trainer)
    moved = sum((p.detach() - before[name]).abs().sum().item() for name, p in model.named_parameters())
    changed = sum(not torch.equal(p.detach(), before[name]) for name, p in model.named_parameters())
    seconds = time.perf_counter() - started
    say(f"\nweights moved by GRPO: {changed} of {len(before)} tensors, sum |delta| {moved:.4f}")
    say("losses: " + ", ".join(f"{h['loss']:+.6f}" for h in shown.history) + f"; {seconds:.0f} s in all")
    return {"history": shown.history, "changed_tensors": changed, "moved": moved, "seconds": seconds,
            "warmup_losses": losses, "trainer": trainer, "tasks": [t.id for t in tasks]}


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--steps", type=int, default=3, help="GRPO optimisation steps (one task each)")
    parser.add_argument("--group", type=int, default=4, help="rollouts per task (GRPO group size)")
    parser.add_argument("--tasks", type=int, default=3, help="train-split tasks to draw the steps from")
    parser.add_argument("--warmup-steps", type=int, default=300, help="supervised tool-call format steps")
    parser.add_argument("--threads", type=int, default=1, help="torch threads")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--out", default="runs/grpo-tiny", help="the trainer's output_dir (nothing is saved)")
    args = parser.parse_args(argv)
    warnings.filterwarnings("ignore", category=FutureWarning)  # transformers' notices about its own renames
    run(args.steps, args.group, args.tasks, args.warmup_steps, args.seed, args.out, args.threads)


if __name__ == "__main__":
    main()
