"""One place that finds and launches Chromium the way this project needs it.

Playwright's own Chromium is used when installed; otherwise the distribution's `/usr/bin/chromium`.
Headless, networking features off (a closed network otherwise floods the browser with refused
connections), scrollbars shown (a visibility benchmark needs them), smooth scrolling off so that a
wheel event scrolls in one deterministic jump; rasterization that does not depend on history.

Nothing leaves the machine: no hostname resolves (only the server's 127.0.0.1 is excluded from
the resolver's NOTFOUND rule), WebRTC sends no non-proxied UDP, every HTTP request whose parsed
origin is not the local server's is aborted, and every WebSocket is refused. A horizontal
overscroll does not navigate back, and every browser call is bounded by a timeout.
"""
from __future__ import annotations

import os
import shutil
import socket
from pathlib import Path
from urllib.parse import urlsplit

# Upper bound for any single Playwright call (navigation, evaluate, input), in ms.
CALL_TIMEOUT_MS = 10_000

CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-default-apps",
    "--disable-extensions",
    "--disable-smooth-scrolling",
    "--font-render-hinting=none",
    "--force-color-profile=srgb",
    "--disable-lcd-text",
    # Raster every tile whole and decode images before painting, so pixels do not depend on what
    # was painted or cached before (partial re-raster over a fresh tile differs in the last bit).
    "--disable-partial-raster",
    "--disable-checker-imaging",
    # A wheel with dx < 0 at the left edge would otherwise navigate back in history.
    "--overscroll-history-navigation=0",
    # Closed network below the request guard: no name resolves but loopback, no WebRTC UDP.
    "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
    "--force-webrtc-ip-handling-policy=disable_non_proxied_udp",
]

NO_WEBRTC_JS = """(() => {
  for (const name of ["RTCPeerConnection", "webkitRTCPeerConnection", "RTCDataChannel", "RTCIceTransport",
                      "RTCSctpTransport", "RTCDtlsTransport", "RTCRtpSender", "RTCRtpReceiver"]) {
    try { delete window[name]; } catch (e) {}
    try { Object.defineProperty(window, name, {value: undefined, configurable: false}); } catch (e) {}
  }
})();"""

SYSTEM_CHROMIUM = "/usr/bin/chromium"
# The distribution's old-headless build of the same Chromium (package chromium-headless-shell): it
# can leave every frame to its client (HeadlessExperimental.beginFrame).
HEADLESS_SHELL = "/usr/lib/chromium/chromium-headless-shell"
# Frames made only when the client asks for one: input, virtual time and capture advance together.
BEGIN_FRAME_ARGS = ["--enable-begin-frame-control", "--run-all-compositor-stages-before-draw", "--disable-threaded-animation"]

INSTALL_HINT = (
    "No Chromium found. Install the distribution's package (`apt-get install -y chromium`, "
    "as the project's setup script does), or Playwright's own build (`playwright install chromium`), "
    "or point IGG_CHROMIUM at a Chromium executable."
)


class BrowserNotFound(RuntimeError):
    pass


def chromium_executable(playwright) -> str | None:
    """The executable to launch, or None to let Playwright use its own bundled build."""
    override = os.environ.get("IGG_CHROMIUM")
    if override:
        if not Path(override).exists():
            raise BrowserNotFound(f"IGG_CHROMIUM={override} does not exist. " + INSTALL_HINT)
        return override
    try:
        bundled = playwright.chromium.executable_path
    except Exception:  # pragma: no cover - depends on the Playwright build
        bundled = ""
    if bundled and Path(bundled).exists():
        return None
    for candidate in (SYSTEM_CHROMIUM, shutil.which("chromium"), shutil.which("chromium-browser")):
        if candidate and Path(candidate).exists():
            return candidate
    raise BrowserNotFound(INSTALL_HINT)


def launch_chromium(playwright, frames_on_demand: bool = False):
    """Launch a headless Chromium with the project's flags (one per process, reused across episodes).
    `frames_on_demand`: the headless shell under begin-frame control, where nothing is drawn until
    its client calls HeadlessExperimental.beginFrame (page.screenshot would wait forever)."""
    if frames_on_demand and not Path(HEADLESS_SHELL).exists():
        raise BrowserNotFound(f"frames on demand need {HEADLESS_SHELL}: install the distribution's package "
                              "(`apt-get install -y chromium-headless-shell`, as the project's setup script does)")
    return playwright.chromium.launch(
        executable_path=HEADLESS_SHELL if frames_on_demand else chromium_executable(playwright),
        headless=True,
        args=CHROMIUM_ARGS + (BEGIN_FRAME_ARGS if frames_on_demand else []),
        ignore_default_args=["--hide-scrollbars"],
        # The browser's own requests (component updates, account checks) go to a loopback port
        # nobody listens on, so they die there even if a name resolves; contexts set their own.
        proxy={"server": f"http://127.0.0.1:{_dead_port()}", "bypass": "<-loopback>"},
    )


def origin(url: str) -> tuple | None:
    """(scheme, host, port) of a URL, parsed (so `http://a:1@b:2/` is b:2), or None if it has none."""
    try:
        parts = urlsplit(url)
        port = parts.port or {"http": 80, "https": 443, "ws": 80, "wss": 443}.get(parts.scheme)
    except ValueError:  # a malformed port
        return None
    if not parts.hostname:
        return None
    return parts.scheme, parts.hostname, port


_DEAD = []


def _dead_port() -> int:
    """A loopback port bound but never listening (so connections to it are refused), held for the process."""
    if not _DEAD:
        sock = socket.socket()
        sock.bind(("127.0.0.1", 0))
        _DEAD.append(sock)
    return _DEAD[0].getsockname()[1]


def new_context(browser, width: int, height: int, allowed_origin: str | None = None, scale: float = 1.0):
    """A context with a fixed CSS viewport at device scale factor `scale` (1, or 1.5 for the 150% zoom preset); every request whose origin is not
    `allowed_origin` is aborted, every WebSocket refused, every call bounded by CALL_TIMEOUT_MS."""
    allowed = origin(allowed_origin) if allowed_origin else None
    context = browser.new_context(
        # Every connection but to the server goes to a loopback port nobody listens on: Chromium
        # preconnects to a navigation's origin before the request guard can abort it.
        proxy=({"server": f"http://127.0.0.1:{_dead_port()}", "bypass": f"{allowed[1]}:{allowed[2]}"}
               if allowed else None),
        viewport={"width": width, "height": height},
        device_scale_factor=scale,
        locale="en-US",
        timezone_id="UTC",
        color_scheme="light",
        reduced_motion="reduce",
    )

    # No app uses WebRTC, and its ICE gathering sends STUN over UDP past every proxy and guard.
    context.add_init_script(NO_WEBRTC_JS)
    context.set_default_timeout(CALL_TIMEOUT_MS)
    context.set_default_navigation_timeout(CALL_TIMEOUT_MS)

    def guard(route):
        url = route.request.url
        if url.startswith("data:") or (allowed is not None and origin(url) == allowed):
            route.continue_()
        else:
            route.abort()

    context.route("**/*", guard)
    # No app uses WebSockets; without a handler that connects, none reaches any server.
    context.route_web_socket("**/*", lambda ws: ws.close())
    return context
