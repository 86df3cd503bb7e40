"""Nothing leaves loopback: with every hostname resolving to a counting listener, replaying tasks,
idling and probing from inside the page make no connection to it.

The listener stands in for the internet: Chromium is launched with the project's flags except
that every name resolves to 127.0.0.2 (the listener) instead of failing, so any attempt to reach
any host, by the browser itself or by a page, would arrive and be counted.
"""
from __future__ import annotations

import socket
import threading
import time

import pytest

from igg.envs import browser
from igg.envs.igg_env import IGGEnv
from igg.replay.validate import validate_task
from igg.tasks.schema import load_suite

IDLE_S = 30  # Chromium's own background traffic runs on the wall clock, not the page's clock


class Listener:
    """Counts TCP connections (or UDP datagrams) on 127.0.0.2."""

    def __init__(self, kind=socket.SOCK_STREAM):
        self.sock = socket.socket(socket.AF_INET, kind)
        self.sock.bind(("127.0.0.2", 0))
        self.port = self.sock.getsockname()[1]
        self.kind, self.count = kind, 0
        if kind == socket.SOCK_STREAM:
            self.sock.listen(64)
        threading.Thread(target=self._serve, daemon=True).start()

    def _serve(self):
        while True:
            try:
                if self.kind == socket.SOCK_STREAM:
                    self.sock.accept()[0].close()
                else:
                    self.sock.recvfrom(4096)
            except OSError:
                return
            self.count += 1

    def close(self):
        self.sock.close()


@pytest.fixture
def internet(monkeypatch):
    tcp, udp = Listener(), Listener(socket.SOCK_DGRAM)
    args = [f"--host-resolver-rules=MAP * 127.0.0.2:{tcp.port}, EXCLUDE 127.0.0.1"
            if a.startswith("--host-resolver-rules") else a for a in browser.CHROMIUM_ARGS]
    monkeypatch.setattr(browser, "CHROMIUM_ARGS", args)
    yield tcp, udp
    tcp.close()
    udp.close()


def one_task_per_app():
    seen = {}
    for task in load_suite():
        if tuple(task.viewport) == (1440, 900) and task.zoom == 1:  # the desktop env's tasks
            seen.setdefault(task.app, task)
    return list(seen.values())


PROBES = r"""async ([tcp, udp, userinfo]) => {
  const out = {};
  out.webrtc = typeof RTCPeerConnection;
  try {
    const pc = new (window.RTCPeerConnection || window.webkitRTCPeerConnection)({iceServers: [
      {urls: 'stun:stun.l.google.com:19302'}, {urls: 'stun:127.0.0.2:' + udp}]});
    pc.createDataChannel('x'); await pc.setLocalDescription(await pc.createOffer());
  } catch (e) { out.webrtcError = String(e).slice(0, 80); }
  for (const host of ['https://fonts.googleapis.com', 'http://example.org', 'http://127.0.0.2:' + tcp]) {
    for (const rel of ['preconnect', 'dns-prefetch', 'prefetch', 'preload']) {
      const link = document.createElement('link'); link.rel = rel; link.href = host + '/x.css';
      if (rel === 'preload') link.as = 'style';
      document.head.appendChild(link);
    }
    try { new WebSocket(host.replace('http', 'ws') + '/socket'); } catch (e) {}
    try { await fetch(host + '/f', {mode: 'no-cors'}); } catch (e) {}
    try { navigator.sendBeacon(host + '/b', 'x'); } catch (e) {}
  }
  const a = document.createElement('a'); a.href = userinfo; a.textContent = 'link';
  a.style.cssText = 'position:fixed;left:0;top:0;width:60px;height:40px;z-index:2147483647;background:#fff';
  a.setAttribute('data-igg-id', 'probe.link');
  document.body.appendChild(a);
  return out;
}"""


def test_no_connection_leaves_loopback(internet):
    tcp, udp = internet
    env = IGGEnv(tasks=load_suite())
    try:
        for task in one_task_per_app():
            validate_task(env, task)
        time.sleep(IDLE_S)
        session = env.unwrapped.session
        userinfo = f"http://127.0.0.1:{session.server.port}@127.0.0.2:{tcp.port}/"
        out = session.page.evaluate(PROBES, [tcp.port, udp.port, userinfo])
        assert out["webrtc"] == "undefined", out
        session.page.mouse.click(30, 20)  # an agent's click on a userinfo link
        with pytest.raises(Exception):
            session.page.goto(userinfo)  # and the same URL from outside the page
        time.sleep(2)  # in-flight connection attempts, on the wall clock like the browser's own
    finally:
        env.close()
    assert (tcp.count, udp.count) == (0, 0), f"{tcp.count} TCP connections and {udp.count} UDP datagrams arrived"


def test_the_listener_counts_what_reaches_it(internet):
    """Without the project's guards the same probe does arrive (so 0 above means something)."""
    tcp, _udp = internet
    with socket.create_connection(("127.0.0.2", tcp.port), timeout=2):
        pass
    deadline = time.monotonic() + 2
    while tcp.count == 0 and time.monotonic() < deadline:
        time.sleep(0.01)
    assert tcp.count == 1
