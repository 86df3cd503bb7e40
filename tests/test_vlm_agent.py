"""The vlm agent against a scripted local server speaking the OpenAI chat-completions API.

The server (http.server on an ephemeral 127.0.0.1 port, in a thread) answers from a script, in
order, and records every request, so each test can check both what the agent sent (image size,
prompts, history, sampling) and what it made of the answers (screen-pixel actions).
"""
from __future__ import annotations

import base64
import io
import json
import threading
from collections import deque
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import numpy as np
import pytest
from PIL import Image

from igg.agents.vlm import make_vlm_agent
from igg.agents.vlm.agent import pointer_from_history
from igg.agents.vlm.client import ChatClient, VLMClientError
from igg.agents.vlm.frames import AbsolutePixels, Normalized, SmartResize, smart_resize
from igg.agents.vlm.image import crop_window
from igg.agents.vlm.parse import ParseError, parse_answer
from igg.agents.vlm.presets import PRESETS
from igg.agents.vlm.vote import aggregate, region_vote
from igg.envs.actions import Action, ActionError, make_action, parse_action

W, H = 1440, 900
USAGE = {"prompt_tokens": 1234, "completion_tokens": 56, "total_tokens": 1290}


# -- the scripted server -------------------------------------------------------------------------
class ScriptedServer:
    """Answers POST /v1/chat/completions from `script`: a string (one choice), a list of strings
    (several choices), a dict (the whole payload), an int (that HTTP status), or (status, headers)."""

    def __init__(self):
        self.script = deque()
        self.requests = []
        server = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self):  # noqa: N802 - http.server's name
                body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
                server.requests.append({"path": self.path, "body": body, "headers": dict(self.headers)})
                item = server.script.popleft() if server.script else 503
                headers = {}
                if isinstance(item, tuple):
                    item, headers = item
                if isinstance(item, int):
                    self._send(item, {"error": {"message": f"scripted {item}"}}, headers)
                    return
                if isinstance(item, str):
                    item = [item]
                if isinstance(item, list):
                    item = {"choices": [{"index": i, "message": {"role": "assistant", "content": c},
                                         "finish_reason": "stop"} for i, c in enumerate(item)], "usage": USAGE}
                self._send(200, item, headers)

            def _send(self, status, payload, headers):
                data = json.dumps(payload).encode()
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                for key, value in headers.items():
                    self.send_header(key, value)
                self.end_headers()
                self.wfile.write(data)

            def log_message(self, *args):
                pass

        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.thread = threading.Thread(target=self.httpd.serve_forever, kwargs={"poll_interval": 0.02}, daemon=True)
        self.thread.start()
        self.base_url = f"http://127.0.0.1:{self.httpd.server_address[1]}/v1"

    def answer(self, *items):
        self.script.extend(items)

    def close(self):
        self.httpd.shutdown()
        self.httpd.server_close()


@pytest.fixture
def server():
    s = ScriptedServer()
    yield s
    s.close()


class SleepRecorder:
    def __init__(self):
        self.calls = []

    def __call__(self, seconds):
        self.calls.append(seconds)


def agent_for(server, preset="generic", **options):
    sleep = options.pop("sleep", SleepRecorder())
    return make_vlm_agent(None, base_url=server.base_url, model="test-model", preset=preset, sleep=sleep, **options)


def screenshot(width=W, height=H):
    """A UI-like picture (flat areas, a few blocks): encodes fast, as real screenshots do."""
    image = np.full((height, width, 3), 245, dtype=np.uint8)
    image[:, : width // 5] = (40, 44, 52)  # a sidebar
    for i in range(0, height, 60):
        image[i + 10: i + 40, width // 4: width // 2] = (200, 210, 230)  # list rows
    return image


def observation(history="", instruction="Open the direct message with Kai", **extra):
    return {"screenshot": screenshot(), "instruction": instruction, "history": history, **extra}


def sent_image(request) -> Image.Image:
    parts = request["body"]["messages"][1]["content"]
    url = next(p["image_url"]["url"] for p in parts if p["type"] == "image_url")
    header, data = url.split(",", 1)
    assert header == "data:image/png;base64"
    return Image.open(io.BytesIO(base64.b64decode(data)))


def user_text(request) -> str:
    parts = request["body"]["messages"][1]["content"]
    return next(p["text"] for p in parts if p["type"] == "text")


# -- frames ----------------------------------------------------------------------------------------
def test_smart_resize_matches_qwen_rule():
    assert smart_resize((1440, 900)) == (1428, 896)
    assert smart_resize((1024, 768)) == (1036, 756)
    w, h = smart_resize((3840, 2160), max_pixels=1_000_000)
    assert w % 28 == 0 and h % 28 == 0 and w * h <= 1_000_000


@pytest.mark.parametrize("frame", [AbsolutePixels(), SmartResize(28), Normalized(1), Normalized(1000), Normalized(999)],
                         ids=repr)
@pytest.mark.parametrize("sent", [(1440, 900), (1280, 720), (1428, 896), (1920, 1080)])
def test_frames_round_trip(frame, sent):
    for x, y in [(0, 0), (1, 1), (719.5, 450), (1439, 899), (1000, 600)]:
        mx, my = frame.from_screen(x, y, (W, H), sent)
        bx, by = frame.to_screen(mx, my, (W, H), sent)
        assert bx == pytest.approx(x, abs=1e-9) and by == pytest.approx(y, abs=1e-9)


# -- each preset's frame and syntax maps back to screen pixels ----------------------------------
FRAME_CASES = [
    # preset, answer in the preset's frame and syntax, expected screen point, expected sent size
    ("generic", '{"action": "click", "coordinate": [1000, 600]}', (1000, 600), (1440, 900)),
    ("openai_tools", '{"action": "click", "x": 1000, "y": 600}', (1000, 600), (1440, 900)),
    ("qwen25vl", '<tool_call>\n{"name": "computer_use", "arguments": {"action": "left_click", "coordinate": [714, 448]}}\n'
                 "</tool_call>", (720, 450), (1428, 896)),
    ("qwen25vl", '<tool_call>{"name": "computer_use", "arguments": {"action": "left_click", "coordinate": [1428, 896]}}'
                 "</tool_call>", (1439, 899), (1428, 896)),
    ("qwen3vl", '<tool_call>\n{"name": "computer_use", "arguments": {"action": "left_click", "coordinate": [250, 500]}}\n'
                "</tool_call>", (360, 450), (1440, 900)),
    ("uitars", "Thought: The Kai entry is in the list.\nAction: click(start_box='<|box_start|>(714,448)<|box_end|>')",
     (720, 450), (1428, 896)),
    ("uitars1", "Thought: there.\nAction: click(start_box='(250,500)')", (360, 450), (1440, 900)),
    ("gemini", "The button is in the middle left.\n(250,500)", (360, 450), (1440, 900)),
    ("gemini", "(1000,1000)", (1439, 899), (1440, 900)),
    ("claude", "Reasoning first.\n(0.25,0.5)", (360, 450), (1280, 720)),
    ("seed", "Thought: click it\nAction: click(point='<point>250 500</point>')", (360, 450), (1440, 900)),
    ("maiui", '<grounding_think>the item</grounding_think>\n<answer>\n{"action": "click", "coordinate": [250, 500]}\n'
              "</answer>", (360, 450), (1428, 896)),
]


@pytest.mark.parametrize("preset,answer,expected,sent", FRAME_CASES)
def test_each_frame_maps_back_to_screen_pixels(server, preset, answer, expected, sent):
    server.answer(answer)
    agent = agent_for(server, preset)
    agent.reset("Open the direct message with Kai")
    text = str(agent.act(observation()))
    assert parse_action(text) == make_action("click", expected)
    assert sent_image(server.requests[0]).size == sent
    call = agent.last_step_log["calls"][0]
    assert call["image"]["original_size"] == [W, H] and call["image"]["sent_size"] == list(sent)


def test_frame_override_normalized_999(server):
    server.answer('{"action": "click", "coordinate": [333, 666]}', '{"action": "click", "coordinate": [999, 999]}')
    agent = agent_for(server, "generic", frame="normalized_999")
    assert str(agent.act(observation())) == "click(480, 600)"
    assert str(agent.act(observation())) == "click(1439, 899)"  # the frame's edge is the last pixel


def test_answer_outside_the_frame_is_passed_on_for_the_env_to_reject(server):
    server.answer('{"action": "click", "coordinate": [1600, 200]}')
    text = str(agent_for(server).act(observation()))
    assert text == "click(1600, 200)"
    from igg.envs.actions import check_bounds
    with pytest.raises(ActionError, match="outside"):
        check_bounds(parse_action(text), W, H)


# -- every family's scroll / drag / wait forms map onto ours -----------------------------------
ACTION_CASES = [
    ("qwen3vl", '<tool_call>{"name": "computer_use", "arguments": {"action": "scroll", "coordinate": [500, 500], '
                '"pixels": -300}}</tool_call>', "", "scroll(720, 450, 0, 300)"),
    ("qwen3vl", '<tool_call>{"name": "computer_use", "arguments": {"action": "hscroll", "coordinate": [500, 500], '
                '"pixels": 200}}</tool_call>', "", "scroll(720, 450, 200, 0)"),
    ("qwen3vl", '<tool_call>{"name": "computer_use", "arguments": {"action": "scroll", "pixels": 400}}</tool_call>',
     "1. move(100, 200)", "scroll(100, 200, 0, -400)"),  # no coordinate: at the pointer
    ("qwen3vl", '<tool_call>{"name": "computer_use", "arguments": {"action": "left_click_drag", '
                '"coordinate": [500, 500]}}</tool_call>', "1. move(100, 200)", "drag(100, 200, 720, 450)"),
    ("qwen3vl", '<tool_call>{"name": "computer_use", "arguments": {"action": "mouse_move", "coordinate": [500, 500]}}'
                "</tool_call>", "", "move(720, 450)"),
    ("qwen3vl", '<tool_call>{"name": "computer_use", "arguments": {"action": "wait", "time": 2}}</tool_call>', "",
     "wait(2000)"),
    ("uitars", "Thought: more below.\nAction: scroll(start_box='<|box_start|>(714,448)<|box_end|>', direction='down')",
     "", "scroll(720, 450, 0, 500)"),
    ("uitars", "Thought: move the panel.\nAction: drag(start_box='(714,448)', end_box='(0,0)')", "",
     "drag(720, 450, 0, 0)"),
    ("uitars", "Thought: it loads.\nAction: wait()", "", "wait(5000)"),
    ("uitars", "Thought: hover.\nAction: hover(start_box='(714,448)')", "", "move(720, 450)"),
    ("seed", "Action: scroll(point='<point>500 500</point>', direction='up')", "", "scroll(720, 450, 0, -500)"),
    ("seed", "Action: drag(start_point='<point>500 500</point>', end_point='<point>0 0</point>')", "",
     "drag(720, 450, 0, 0)"),
    ("gemini", "Scroll the list.\nscroll(500,500,0,600)", "", "scroll(720, 450, 0, 600)"),
    ("claude", "wait(1500)", "", "wait(1500)"),
    ("maiui", '<answer>{"action": "drag", "coordinate": [500, 500], "to": [0, 0]}</answer>', "", "drag(720, 450, 0, 0)"),
    ("generic", '```json\n{"action": "scroll", "coordinate": [720, 450], "dx": -200, "dy": 0}\n```', "",
     "scroll(720, 450, -200, 0)"),
    ("openai_tools", {"choices": [{"message": {"role": "assistant", "content": None, "tool_calls": [
        {"id": "c1", "type": "function", "function": {"name": "drag", "arguments": '{"x1": 10, "y1": 20, "x2": 30, "y2": 40}'}}]},
        "finish_reason": "tool_calls"}], "usage": USAGE}, "", "drag(10, 20, 30, 40)"),
]


@pytest.mark.parametrize("preset,answer,history,expected", ACTION_CASES)
def test_scroll_drag_wait_forms_map_onto_ours(server, preset, answer, history, expected):
    server.answer(answer)
    agent = agent_for(server, preset)
    assert str(agent.act(observation(history=history))) == expected


def test_openai_tools_preset_sends_the_tool_schema(server):
    from igg.envs.actions import tool_schemas

    server.answer('{"action": "wait", "ms": 100}')
    agent_for(server, "openai_tools").act(observation())
    tools = server.requests[0]["body"]["tools"]
    assert [t["function"]["name"] for t in tools] == ["click", "move", "scroll", "drag", "wait"]
    assert tools == tool_schemas(size=(W, H))  # the one definition, coordinates in the sent image


def _tool_call_answer(name, arguments):
    return {"choices": [{"message": {"role": "assistant", "content": None, "tool_calls": [
        {"id": "c1", "type": "function", "function": {"name": name, "arguments": arguments}}]},
        "finish_reason": "tool_calls"}], "usage": USAGE}


def test_tool_calls_are_read_against_the_schema(server):
    server.answer(_tool_call_answer("scroll", '{"x": 10, "y": 20, "dx": 0, "dy": 300}'),
                  _tool_call_answer("click", '{"x": 10, "y": 20, "button": "left"}'),
                  _tool_call_answer("wait", '{"ms": 60000}'))
    agent = agent_for(server, "openai_tools")
    assert agent.act(observation()) == make_action("scroll", [10, 20, 0, 300])
    rejected = agent.act(observation())
    assert rejected.startswith('invalid("') and "unknown argument 'button'" in rejected
    assert "outside 0..10000" in agent.act(observation())


def test_every_alias_maps_onto_one_of_our_verbs():
    from igg.agents.vlm.parse import ALIASES
    from igg.envs.actions import ALL_VERBS

    assert set(ALIASES.values()) == set(ALL_VERBS)


# -- zoom-in ---------------------------------------------------------------------------------------
def test_zoom_in_maps_the_second_answer_back(server):
    server.answer('{"action": "click", "coordinate": [1000, 600]}', '{"action": "click", "coordinate": [400, 300]}')
    agent = agent_for(server, zoom_ratio=0.5, zoom_size=(1440, 900))
    text = str(agent.act(observation()))
    # crop 720x450 centred on (1000, 600) = (640, 375)-(1360, 825), enlarged 2x: (400, 300) -> (840, 525)
    assert text == "click(840, 525)"
    assert len(server.requests) == 2
    assert sent_image(server.requests[0]).size == (W, H)
    assert sent_image(server.requests[1]).size == (1440, 900)
    zoom = agent.last_step_log["zoom"]
    assert zoom["region"] == [640, 375, 1360, 825] and zoom["used"] is True
    assert "enlarged part of the screen" in user_text(server.requests[1])
    assert "Actions so far" in user_text(server.requests[0]) and "Actions so far" not in user_text(server.requests[1])


def test_zoom_in_normalized_frame_with_its_own_size(server):
    server.answer("(694,667)", "(250,500)")  # first answer -> screen (999, 600)
    agent = agent_for(server, "gemini", zoom_ratio=0.5, zoom_size=(1920, 1080))
    text = str(agent.act(observation()))
    # crop (639, 375)-(1359, 825); (250, 500) of it is (639 + 180, 375 + 225)
    assert agent.last_step_log["zoom"]["region"] == [639, 375, 1359, 825]
    assert text == "click(819, 600)"
    assert sent_image(server.requests[1]).size == (1920, 1080)


def test_zoom_window_shifts_back_inside_the_screen():
    assert crop_window((1430, 890), (W, H), 0.5) == (720, 450, 1440, 900)
    assert crop_window((5, 5), (W, H), 0.25) == (0, 0, 360, 225)


def test_zoom_keeps_first_answer_when_second_is_malformed(server):
    server.answer('{"action": "click", "coordinate": [1000, 600]}', "I am not sure.")
    agent = agent_for(server, zoom_ratio=0.5)
    assert str(agent.act(observation())) == "click(1000, 600)"
    assert agent.last_step_log["zoom"]["used"] is False


def test_zoom_refines_where_a_drag_starts(server):
    server.answer('{"action": "drag", "coordinate": [1000, 600], "to": [100, 100]}',
                  '{"action": "drag", "coordinate": [400, 300], "to": [0, 0]}')
    agent = agent_for(server, zoom_ratio=0.5, zoom_size=(1440, 900))
    assert str(agent.act(observation())) == "drag(840, 525, 100, 100)"


def test_zoom_preset_recipe(server):
    server.answer("(250,500)", "(500,500)")
    agent = agent_for(server, "gemini", zoom_ratio="preset")
    agent.act(observation())
    assert sent_image(server.requests[1]).size == (1920, 1080)  # Gemini recipe: 1/4 crop -> 1920x1080
    assert agent.last_step_log["zoom"]["ratio"] == 0.25


# -- test-time aggregation ----------------------------------------------------------------------------
def click_json(x, y):
    return json.dumps({"action": "click", "coordinate": [x, y]})


def test_aggregation_picks_the_centre_of_the_most_agreed_region(server):
    samples = [click_json(500, 300), click_json(900, 700), click_json(505, 302), click_json(100, 100),
               click_json(498, 298)]
    server.answer(samples)
    agent = agent_for(server, samples=5)
    text = str(agent.act(observation()))
    # boxes of 50 px: the three near (500, 300) overlap on x 480..523, y 277..323
    assert text == "click(502, 300)"
    body = server.requests[0]["body"]
    assert body["n"] == 5 and body["temperature"] == 0.7
    vote = agent.last_step_log["votes"]["ground"]
    assert vote["votes"] == 3 and vote["valid"] == 5


def test_aggregation_when_the_server_ignores_n(server):
    server.answer(click_json(200, 200), click_json(800, 800), click_json(210, 205))
    agent = agent_for(server, samples=3, temperature=0.5)
    assert str(agent.act(observation())) == "click(205, 202)"
    assert len(server.requests) == 3
    assert [r["body"].get("n", 1) for r in server.requests] == [3, 2, 1]
    assert server.requests[0]["body"]["temperature"] == 0.5


def test_aggregation_skips_malformed_samples_and_votes_on_kind(server):
    server.answer(["nonsense", click_json(300, 300), '{"action": "wait", "ms": 500}', click_json(310, 300)])
    agent = agent_for(server, samples=4)
    assert str(agent.act(observation())) == "click(305, 300)"


def test_region_vote_prefers_the_larger_component_on_a_tie():
    vote = region_vote([(0, 0, 10, 10), (100, 100, 140, 140)], (W, H))
    assert vote.count == 1 and vote.center == (120, 120)
    action, info = aggregate([make_action("drag", [100, 100, 500, 500]), make_action("drag", [102, 100, 520, 500]),
                              None], (W, H), 50)
    assert action.to_text() == "drag(101, 100, 510, 500)"


# -- malformed answers ---------------------------------------------------------------------------------
@pytest.mark.parametrize("answer", [
    "I cannot find the element on this screen.",
    "click(x, y)",
    '{"action": "type", "text": "hello"}',
    "<think>The list is long and",
    "",
    "Action: finished(content='done')",
    '<tool_call>{"name": "computer_use", "arguments": {"action": "left_click"}}</tool_call>',
])
def test_malformed_answers_become_invalid_actions(server, answer):
    server.answer(answer)
    agent = agent_for(server)
    text = str(agent.act(observation()))
    assert text.startswith('invalid("') and len(text) < 120
    with pytest.raises(ActionError, match="unknown action verb 'invalid'"):
        parse_action(text)
    with pytest.raises(ActionError, match="unknown action verb"):
        parse_action(text, allowed=("click", "bbox"))  # PointerBench's verbs
    assert agent.last_step_log["error"]
    assert agent.last_step_log["calls"][0]["answers"] == [answer]


def test_wait_beyond_the_limit_is_an_invalid_action_with_the_reason(server):
    server.answer('{"action": "wait", "ms": 60000}')
    text = str(agent_for(server).act(observation()))
    assert text.startswith("invalid(") and "outside 0..10000" in text


# -- HTTP retries -----------------------------------------------------------------------------------
def test_http_500_then_success_is_retried_with_backoff(server):
    server.answer(500, 502, click_json(10, 20))
    sleep = SleepRecorder()
    agent = agent_for(server, sleep=sleep)
    assert str(agent.act(observation())) == "click(10, 20)"
    assert sleep.calls == [1.0, 2.0]
    call = agent.last_step_log["calls"][0]
    assert call["attempts"] == 3 and call["backoff_s"] == 3.0 and len(call["retry_errors"]) == 2


def test_429_honours_retry_after(server):
    server.answer((429, {"Retry-After": "7"}), click_json(10, 20))
    sleep = SleepRecorder()
    agent_for(server, sleep=sleep).act(observation())
    assert sleep.calls == [7.0]


def test_retries_are_bounded(server):
    server.answer(500, 500, 500)
    sleep = SleepRecorder()
    agent = agent_for(server, sleep=sleep, max_retries=2)
    with pytest.raises(VLMClientError, match="after 3 attempts"):
        agent.act(observation())
    assert sleep.calls == [1.0, 2.0]
    assert agent.last_step_log["error"].startswith("client:")


def test_client_errors_are_not_retried(server):
    server.answer(400)
    sleep = SleepRecorder()
    with pytest.raises(VLMClientError, match="HTTP 400"):
        agent_for(server, sleep=sleep).act(observation())
    assert sleep.calls == []


def test_connection_errors_are_retried():
    s = ScriptedServer()
    base_url = s.base_url
    s.close()  # nothing listens there any more
    sleep = SleepRecorder()
    client = ChatClient(base_url, "m", max_retries=2, sleep=sleep, timeout=5)
    with pytest.raises(VLMClientError, match="after 3 attempts"):
        client.chat([{"role": "user", "content": "hi"}])
    assert sleep.calls == [1.0, 2.0]


# -- what the request carries, what the log records ----------------------------------------------------
def test_request_carries_image_system_prompt_and_history(server, monkeypatch):
    monkeypatch.setenv("MY_VLM_KEY", "secret-123")
    server.answer('<tool_call>{"name": "computer_use", "arguments": {"action": "left_click", "coordinate": [1, 2]}}'
                  "</tool_call>")
    agent = agent_for(server, "qwen3vl", api_key_env="MY_VLM_KEY")
    agent.reset("Open the direct message with Kai")
    history = ("1. scroll(720, 450, 0, 600)\n"
               "2. invalid: invalid(\"no action found\") (unknown action verb 'invalid': expected one of click)\n"
               "3. click(360, 450)")
    agent.act(observation(history=history))
    request = server.requests[0]
    assert request["path"] == "/v1/chat/completions"
    assert request["headers"]["Authorization"] == "Bearer secret-123"
    body = request["body"]
    assert body["model"] == "test-model" and body["temperature"] == 0.0 and "n" not in body
    system, user = body["messages"]
    assert system["role"] == "system" and "computer_use" in system["content"]
    assert "1000x1000" in system["content"]  # Qwen3-VL's relative frame
    assert sent_image(request).size == (W, H)
    text = user_text(request)
    assert "Goal: Open the direct message with Kai" in text
    # history in the model's syntax and frame: screen (720, 450) is (500, 500) in 0-1000
    assert '1. {"name": "computer_use", "arguments": {"action": "scroll", "coordinate": [500, 500], "pixels": -600}}' in text
    assert "2. (no valid action: no action found)" in text
    assert '3. {"name": "computer_use", "arguments": {"action": "left_click", "coordinate": [250, 500]}}' in text
    assert "Actions left: 5." in text


def test_generic_prompt_states_the_sent_size_and_the_five_actions(server):
    server.answer(click_json(1, 1))
    agent_for(server, image_size=(1280, 800)).act(observation())
    system = server.requests[0]["body"]["messages"][0]["content"]
    assert "1280x800" in system
    for verb in ("click", "move", "scroll", "drag", "wait"):
        assert f'"action": "{verb}"' in system
    assert sent_image(server.requests[0]).size == (1280, 800)


def test_jpeg_encoding(server):
    server.answer(click_json(1, 1))
    agent_for(server, image_format="jpeg").act(observation())
    url = server.requests[0]["body"]["messages"][1]["content"][0]["image_url"]["url"]
    header, data = url.split(",", 1)
    assert header == "data:image/jpeg;base64"
    assert Image.open(io.BytesIO(base64.b64decode(data))).format == "JPEG"


def test_step_log_records_usage_sizes_latency_and_raw_answer(server):
    answer = 'Thinking done. {"action": "click", "coordinate": [714, 448]}'
    server.answer(answer)
    agent = agent_for(server, "generic", frame="smart_resize")
    assert str(agent.act(observation())) == "click(720, 450)"
    log = agent.last_step_log
    json.dumps(log)  # the runner stores it in the trace
    call = log["calls"][0]
    assert call["prompt_tokens"] == 1234 and call["completion_tokens"] == 56
    assert log["prompt_tokens"] == 1234 and log["completion_tokens"] == 56
    assert call["image"]["original_size"] == [1440, 900] and call["image"]["sent_size"] == [1428, 896]
    assert call["latency_s"] >= 0 and call["attempts"] == 1
    assert call["answers"] == [answer] and call["finish_reasons"] == ["stop"]
    assert call["parsed"][0]["screen_action"] == "click(720, 450)"
    assert log["action"] == "click(720, 450)"


# -- single-step PointerBench answers ---------------------------------------------------------------
def test_pointerbench_bbox_and_point_answers(server):
    server.answer('{"bbox": [100, 100, 200, 150]}', '{"bbox": [100, 100, 200, 150]}', "(0.5,0.5)")
    agent = agent_for(server)
    assert str(agent.act(observation(answer_type=1))) == "bbox(100, 100, 200, 150)"
    assert str(agent.act(observation(answer_type=0))) == "click(150, 125)"  # a box where a point is asked: its centre
    system = server.requests[1]["body"]["messages"][0]["content"]
    assert "grounding" in system and '"coordinate": [x, y]' in system
    claude = agent_for(server, "claude")
    assert str(claude.act(observation(answer_type=0))) == "click(720, 450)"


# -- the parser on its own ----------------------------------------------------------------------------
@pytest.mark.parametrize("answer,kind,points", [
    ('{"action": "click", "x": 3, "y": 4}', "click", ((3, 4),)),
    ("<think>maybe (1,1)</think>(412, 300)", "click", ((412, 300),)),
    ("Action: click(start_box='(235,512)')\n\nAction: wait()", "click", ((235, 512),)),
    ("<point>120 340<point>", "click", ((120, 340),)),
    ('[{"bbox_2d": [1, 2, 30, 40], "label": "Kai"}]', "bbox", ((1, 2), (30, 40))),
    ("The box is [10, 20, 30, 40]", "bbox", ((10, 20), (30, 40))),
    ("click(<point>100 200</point>)", "click", ((100, 200),)),
    ("Click(x=5, y=6)", "click", ((5, 6),)),
    ('{"action": "left_click", "coordinate": "(7, 8)"}', "click", ((7, 8),)),
    ("<tool_call>\n{'name': 'computer_use', 'arguments': {'action': 'double_click', 'coordinate': [9, 9]}}", "click",
     ((9, 9),)),  # single quotes, tag cut off by the token limit
])
def test_parser_forms(answer, kind, points):
    action = parse_answer(answer)
    assert action.kind == kind and action.points == points


def test_parser_rejects_honestly():
    for bad in ["no idea", "click(here)", '{"reason": "none"}', '{"action": "right_click", "coordinate": [1, 2]}']:
        with pytest.raises(ParseError):
            parse_answer(bad)


def test_pointer_from_history():
    assert pointer_from_history("") == (0.0, 0.0)
    history = "1. move(10, 20)\n2. wait(100)\n3. invalid: foo (bar)\n4. drag(1, 2, 30, 40)"
    assert pointer_from_history(history) == (30.0, 40.0)


def test_every_preset_writes_history_it_can_read_back():
    values = {"click": [100, 200], "move": [10, 20], "scroll": [5, 6, 0, 600], "drag": [1, 2, 3, 4], "wait": [2000]}
    for preset in PRESETS.values():
        for kind, v in values.items():
            text = preset.format_action(kind, v)
            action = parse_answer(text, options=preset.parse_options())
            assert action.kind == kind, (preset.name, text)


def test_make_vlm_agent_from_parsed_arguments(server):
    import argparse

    from igg.agents.vlm import add_vlm_arguments

    parser = add_vlm_arguments(argparse.ArgumentParser())
    parser.add_argument("--timeout-of-runner", dest="timeout", default="not ours")
    args = parser.parse_args(["--base-url", server.base_url, "--model", "m", "--preset", "uitars", "--samples", "3",
                              "--zoom-ratio", "0.5", "--zoom-size", "1920x1080", "--vote-box", "40"])
    agent = make_vlm_agent(args)
    assert agent.preset.name == "uitars" and agent.samples == 3 and agent.vote_box == 40
    assert agent.zoom_ratio == 0.5 and agent.zoom_size == (1920, 1080) and agent.client.timeout == 120.0
    from igg.agents.registry import make_agent

    assert make_agent("vlm", base_url=server.base_url, model="m").name == "vlm"
    with pytest.raises(ValueError, match="model"):
        make_vlm_agent(None, base_url=server.base_url)


# -- one real episode ---------------------------------------------------------------------------------
def test_one_episode_of_the_real_env_with_scripted_reference_answers(server):
    from igg.tasks.schema import load_suite

    tasks = [t for t in load_suite() if tuple(t.viewport) == (1440, 900) and t.zoom == 1]
    if not tasks:
        pytest.skip("the task suite is empty")
    try:
        from igg.envs.igg_env import IGGEnv
        from igg.replay.reference import resolve_step

        env = IGGEnv()
        obs, info = env.reset(options={"task": tasks[0].id})
    except Exception as exc:  # no browser here
        pytest.skip(f"the environment cannot start: {exc}")
    try:
        task = env.task
        agent = agent_for(server, "generic")
        agent.reset(task.instruction)
        preset = PRESETS["generic"]
        reward, terminated = 0.0, False
        for step in task.trace:
            # The server answers what the reference trace does, resolved on the live page.
            action = resolve_step(env.session, step, task.viewport)
            server.answer(preset.format_action(action.kind, action.args))
            chosen = agent.act(obs)
            assert isinstance(chosen, Action) and chosen == action  # agents return Action objects
            obs, reward, terminated, truncated, info = env.step(chosen)
            assert not info["invalid"], info["last_action_error"]
            if terminated or truncated:
                break
        assert terminated and reward == 1.0
        assert len(server.requests) == len(task.trace)
        assert sent_image(server.requests[0]).size == tuple(task.viewport)
        if len(task.trace) > 1:  # the history reached the model
            assert "1. " in user_text(server.requests[-1])
    finally:
        env.close()
