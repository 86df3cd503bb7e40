"""A minimal OpenAI-compatible chat-completions client (standard library only).

Speaks to vLLM, SGLang, llama.cpp `llama-server`, Ollama `/v1`, TGI and hosted APIs alike:
POST {base_url}/chat/completions with the screenshot as a base64 data URL. Retries 429, 5xx and
connection errors with bounded exponential backoff; the sleep function is injectable so tests
never wait. Each call reports its latency and the server's token usage.
"""
from __future__ import annotations

import http.client
import json
import os
import socket
import time
import urllib.error
import urllib.request
from dataclasses import dataclass, field

RETRY_STATUS = frozenset({408, 409, 425, 429}) | frozenset(range(500, 600))
DEFAULT_KEY_ENVS = ("IGG_API_KEY", "OPENAI_API_KEY")


class VLMClientError(RuntimeError):
    """The server could not be reached or refused the request (after retries, if retryable)."""


@dataclass
class Choice:
    content: str | None
    tool_calls: list | None = None
    finish_reason: str | None = None


@dataclass
class ChatResult:
    choices: list
    prompt_tokens: int | None
    completion_tokens: int | None
    latency_s: float  # the successful attempt
    attempts: int
    backoff_s: float  # total time asked of the sleep function between attempts
    errors: list = field(default_factory=list)  # what the failed attempts said


def api_key_from_env(env_name: str | None = None) -> str | None:
    """The key in `env_name`, else in IGG_API_KEY or OPENAI_API_KEY; None for keyless local servers."""
    names = (env_name,) if env_name else DEFAULT_KEY_ENVS
    for name in names:
        value = os.environ.get(name)
        if value:
            return value
    return None


def endpoint(base_url: str) -> str:
    url = base_url.rstrip("/")
    return url if url.endswith("/chat/completions") else url + "/chat/completions"


def image_message(system: str, text: str, data_url: str) -> list:
    """The messages of one turn: system prompt, then the screenshot and the text."""
    return [
        {"role": "system", "content": system},
        {"role": "user", "content": [
            {"type": "image_url", "image_url": {"url": data_url}},
            {"type": "text", "text": text},
        ]},
    ]


class ChatClient:
    def __init__(self, base_url: str, model: str, api_key: str | None = None, timeout: float = 120.0,
                 max_retries: int = 3, backoff: float = 1.0, max_backoff: float = 30.0, sleep=time.sleep,
                 extra_body: dict | None = None, max_tokens: int | None = 2048):
        self.url = endpoint(base_url)
        self.model = model
        self.api_key = api_key
        self.timeout = timeout
        self.max_retries = max(0, int(max_retries))
        self.backoff, self.max_backoff = backoff, max_backoff
        self.sleep = sleep
        self.extra_body = dict(extra_body or {})
        self.max_tokens = max_tokens

    def chat(self, messages: list, temperature: float = 0.0, n: int = 1, tools: list | None = None) -> ChatResult:
        body = {"model": self.model, "messages": messages, "temperature": temperature}
        if n > 1:
            body["n"] = n
        if self.max_tokens:
            body["max_tokens"] = self.max_tokens
        if tools:
            body["tools"] = tools
        body.update(self.extra_body)  # server-specific options (top_k, chat_template_kwargs, ...)
        data = json.dumps(body).encode("utf-8")
        headers = {"Content-Type": "application/json"}
        if self.api_key:
            headers["Authorization"] = f"Bearer {self.api_key}"

        errors, waited = [], 0.0
        for attempt in range(self.max_retries + 1):
            started = time.perf_counter()
            retry_after = None
            try:
                request = urllib.request.Request(self.url, data=data, headers=headers, method="POST")
                with urllib.request.urlopen(request, timeout=self.timeout) as response:
                    raw = response.read()
                latency = time.perf_counter() - started
                try:
                    payload = json.loads(raw.decode("utf-8"))
                except ValueError as exc:  # a proxy's error page, a truncated body
                    raise VLMClientError(f"malformed response from {self.url}: {exc}: {raw[:200]!r}") from None
                return self._result(payload, latency, attempt + 1, waited, errors)
            except urllib.error.HTTPError as exc:
                detail = _body_snippet(exc)
                if exc.code not in RETRY_STATUS:
                    raise VLMClientError(f"HTTP {exc.code} from {self.url}: {detail}") from None
                errors.append(f"HTTP {exc.code}: {detail}")
                retry_after = _retry_after(exc)
            except (urllib.error.URLError, ConnectionError, socket.timeout, TimeoutError,
                    http.client.HTTPException) as exc:
                errors.append(f"{type(exc).__name__}: {getattr(exc, 'reason', exc)}")
            if attempt == self.max_retries:
                break
            delay = min(self.max_backoff, self.backoff * (2 ** attempt))
            if retry_after is not None:
                delay = min(self.max_backoff, max(delay, retry_after))
            waited += delay
            self.sleep(delay)
        raise VLMClientError(f"{self.url} failed after {self.max_retries + 1} attempts: {'; '.join(errors)}")

    @staticmethod
    def _result(payload: dict, latency: float, attempts: int, waited: float, errors: list) -> ChatResult:
        if not isinstance(payload, dict) or not isinstance(payload.get("choices"), list):
            raise VLMClientError(f"response without choices: {str(payload)[:200]}")
        choices = []
        for raw in payload["choices"]:
            message = raw.get("message") or {}
            choices.append(Choice(content=_text(message.get("content")), tool_calls=message.get("tool_calls") or None,
                                  finish_reason=raw.get("finish_reason")))
        usage = payload.get("usage") or {}
        return ChatResult(choices=choices, prompt_tokens=usage.get("prompt_tokens"),
                          completion_tokens=usage.get("completion_tokens"), latency_s=latency,
                          attempts=attempts, backoff_s=waited, errors=errors)


def _text(content):
    """Message content as text (some servers return a list of content parts)."""
    if isinstance(content, list):
        return "".join(part.get("text", "") for part in content if isinstance(part, dict))
    return content


def _body_snippet(exc: urllib.error.HTTPError) -> str:
    try:
        return exc.read().decode("utf-8", "replace")[:300]
    except Exception:  # the body is only for the message
        return exc.reason if isinstance(exc.reason, str) else ""


def _retry_after(exc: urllib.error.HTTPError):
    value = exc.headers.get("Retry-After") if exc.headers else None
    try:
        return float(value) if value is not None else None
    except ValueError:
        return None
