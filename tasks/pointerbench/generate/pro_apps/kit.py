"""Shared component library for the Pro mockups: target markup, OS chrome, browser chrome, widgets.

Every control that can be a target is written with `cand(...)` (or the `ib`/`tb` shorthands): it
carries `data-igg-id` (stable, readable, app-scoped; the attribute the page runtime's one click rule
and visibility check read), `data-pb-type` (icon | text | other),
`data-pb-intent` (the short command that names it, e.g. "Undo the last change.") and
`data-pb-key` (the normalised intent the verifier counts: an example is kept only when exactly one
element on the page carries its key). Everything else is plain decoration.

Screens are 1024x768 at device scale 1, system fonts only (Noto Sans / DejaVu / Liberation).
"""
from __future__ import annotations

import html as _html
import re

from igg.tasks.pointerbench.generate.pro_apps.icons import svg

W, H = 1024, 768
SANS = '"Noto Sans","DejaVu Sans",sans-serif'
MAC = '"Noto Sans","Liberation Sans",sans-serif'
ARIAL = '"Liberation Sans","Noto Sans",sans-serif'
MONO = '"DejaVu Sans Mono","Liberation Mono",monospace'


def esc(s) -> str:
    return _html.escape(str(s), quote=True)


def norm_key(intent: str) -> str:
    """The verifier key of an intent: lower case, single spaces, no trailing punctuation."""
    s = re.sub(r"\s+", " ", intent.strip().lower())
    return s.rstrip(" .!?")


# --- targets -------------------------------------------------------------------------------

def cand(intent: str, etype: str, pbid: str, inner: str, *, tag: str = "div", cls: str = "",
         style: str = "", label: str | None = None, attrs: str = "") -> str:
    """A target candidate: any element that one short command names."""
    assert etype in ("icon", "text", "other"), etype
    c = f' class="{cls}"' if cls else ""
    st = f' style="{style}"' if style else ""
    lab = f' aria-label="{esc(label)}"' if label else ""
    return (f'<{tag}{c}{st} data-igg-id="{esc(pbid)}" data-pb-type="{etype}" data-pb-intent="{esc(intent)}" '
            f'data-pb-key="{esc(norm_key(intent))}"{lab}{(" " + attrs) if attrs else ""}>{inner}</{tag}>')


def ib(icon: str, intent: str, pbid: str, *, size: int = 16, cls: str = "ib", color: str | None = None,
       label: str | None = None, etype: str = "icon", sw: float = 1.8, style: str = "", after: str = "") -> str:
    """An icon-only button."""
    return cand(intent, etype, pbid, svg(icon, size, color, sw) + after, cls=cls, style=style, label=label)


def tb(text: str, intent: str, pbid: str, *, cls: str = "tb", etype: str = "text", style: str = "",
       before: str = "", after: str = "") -> str:
    """A text control (button, tab, menu title, list entry)."""
    return cand(intent, etype, pbid, before + esc(text) + after, cls=cls, style=style, label=text)


def ic(name: str, size: int = 16, color: str | None = None, sw: float = 1.8, cls: str = "") -> str:
    return svg(name, size, color, sw, cls)


def slug(s: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", s.lower()).strip("-")


def menubar(items, prefix: str, *, cls: str = "mb", item_cls: str = "mbi") -> str:
    """A classic text menu bar; each title is a text target "Open the X menu."."""
    out = [f'<div class="{cls}">']
    for it in items:
        out.append(tb(it, f"Open the {it} menu.", f"{prefix}.menu.{slug(it)}", cls=item_cls))
    out.append("</div>")
    return "".join(out)


def pick(rng, seq, k=None):
    """`rng.sample` that tolerates k > len(seq); k=None -> one element."""
    seq = list(seq)
    if k is None:
        return rng.choice(seq)
    return rng.sample(seq, min(k, len(seq)))


# --- logos -----------------------------------------------------------------------------------

def _badge(text: str, bg: str, fg: str, size: int, radius: float = 0.22, border: str = "", fs: float = 0.5,
           weight: int = 700) -> str:
    b = f"border:1px solid {border};" if border else ""
    return (f'<span class="logo" style="width:{size}px;height:{size}px;background:{bg};color:{fg};{b}'
            f'border-radius:{size * radius:.1f}px;font-size:{size * fs:.1f}px;font-weight:{weight}">{text}</span>')


def logo(name: str, size: int = 20) -> str:
    """Small application logo (a recognisable badge; no trademarked artwork)."""
    s = size
    sv = lambda body, vb="0 0 24 24": f'<svg width="{s}" height="{s}" viewBox="{vb}">{body}</svg>'  # noqa: E731
    if name == "windows":
        return sv('<rect x="2" y="2" width="9.5" height="9.5" fill="#0a7bd8"/><rect x="12.5" y="2" width="9.5" height="9.5" fill="#1a8ae3"/>'
                  '<rect x="2" y="12.5" width="9.5" height="9.5" fill="#0a6fc4"/><rect x="12.5" y="12.5" width="9.5" height="9.5" fill="#0c7ad4"/>')
    if name == "win10":
        return sv('<path d="M2 4.5l8-1.1v8.1H2zM11 3.3L22 1.8v9.7H11zM2 12.5h8v8.1l-8-1.1zM11 12.5h11v9.7L11 20.7z" fill="#fff"/>')
    if name == "edge":
        return sv('<circle cx="12" cy="12" r="10" fill="#1f9ce0"/><path d="M4 14c1-6 9-8 13-4 2 2 1 5-2 5H9c0 3 4 5 9 3-3 4-12 4-14-4z" fill="#3bd671"/><circle cx="12" cy="12" r="10" fill="none" stroke="#0d6fb8" stroke-width="1"/>')
    if name == "chrome":
        return sv('<circle cx="12" cy="12" r="10" fill="#db4437"/><path d="M12 12L3.3 17A10 10 0 0 1 3.3 7z" fill="#0f9d58"/>'
                  '<path d="M12 12l8.7 5A10 10 0 0 1 12 22 10 10 0 0 1 3.3 17z" fill="#0f9d58"/><path d="M12 12l8.7-5A10 10 0 0 1 20.7 17z" fill="#ffcd40"/>'
                  '<path d="M12 22a10 10 0 0 0 8.7-5L12 12z" fill="#ffcd40"/><circle cx="12" cy="12" r="4.6" fill="#fff"/><circle cx="12" cy="12" r="3.6" fill="#4285f4"/>')
    if name == "firefox":
        return sv('<circle cx="12" cy="12" r="10" fill="#ff7139"/><circle cx="12.5" cy="12.5" r="6" fill="#592acb"/><path d="M4 9c2-5 9-7 14-3-3-1-6 0-7 2 3 0 5 2 5 4" fill="#ffbd4f"/>')
    if name == "safari":
        return sv('<circle cx="12" cy="12" r="10" fill="#1e90ff"/><circle cx="12" cy="12" r="8.3" fill="#e9f4ff"/><path d="M12 12l4.5-6L12 12l-4.5 6z" fill="#ff3b30"/><path d="M12 12l-4.5 6 4.5-6z" stroke="#999" stroke-width="2"/>')
    if name == "explorer":
        return sv('<path d="M2 6a2 2 0 0 1 2-2h5l2 2h9a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2z" fill="#ffb900"/><path d="M2 9h20v9a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2z" fill="#ffd75e"/>')
    if name == "store":
        return sv('<path d="M3 7h18l-1 13a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1z" fill="#2b88d8"/><path d="M8 7V5a4 4 0 0 1 8 0v2" stroke="#2b88d8" stroke-width="1.8" fill="none"/>'
                  '<rect x="8" y="10" width="3.5" height="3.5" fill="#f25022"/><rect x="12.5" y="10" width="3.5" height="3.5" fill="#7fba00"/><rect x="8" y="14.5" width="3.5" height="3.5" fill="#00a4ef"/><rect x="12.5" y="14.5" width="3.5" height="3.5" fill="#ffb900"/>')
    if name == "mail":
        return sv('<rect x="2" y="5" width="20" height="14" rx="2" fill="#0f6cbd"/><path d="M2.5 6l9.5 7 9.5-7" stroke="#fff" stroke-width="1.6" fill="none"/>')
    if name == "finder":
        return sv('<rect x="2" y="2" width="20" height="20" rx="5" fill="#1e9bf0"/><path d="M12 2h5a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5h-5c-1-4-1-16 0-20z" fill="#e8f3fb"/>'
                  '<path d="M8 8v2M16 8v2" stroke="#123" stroke-width="1.5"/><path d="M7 15c3 2 7 2 10 0" stroke="#123" stroke-width="1.3" fill="none"/>')
    if name == "settings11":
        return sv('<circle cx="12" cy="12" r="9" fill="#6b7b8c"/>' + '<circle cx="12" cy="12" r="4" fill="#dfe6ee"/><circle cx="12" cy="12" r="9" fill="none" stroke="#4b5b6c" stroke-width="2" stroke-dasharray="3 2.2"/>')
    if name == "vscode":
        return sv('<path d="M17 2l5 2.4v15.2L17 22 7.5 13.3 3.6 16.3 2 15.5v-7l1.6-.8 3.9 3L17 2zm0 5.4L11.4 12l5.6 4.6z" fill="#0e7ad3"/>')
    if name == "premiere":
        return _badge("Pr", "#00005b", "#9999ff", s, border="#9999ff", fs=0.45)
    if name == "photoshop":
        return _badge("Ps", "#001e36", "#31a8ff", s, border="#31a8ff", fs=0.45)
    if name == "intellij":
        return _badge("IJ", "linear-gradient(135deg,#fc801d 0%,#fe2857 45%,#087cfa 100%)", "#fff", s, fs=0.42)
    if name == "pycharm":
        return _badge("PC", "linear-gradient(135deg,#21d789 0%,#fcf84a 55%,#07c3f2 100%)", "#000", s, fs=0.42)
    if name == "excel":
        return _badge("X", "#107c41", "#fff", s, fs=0.6)
    if name == "word":
        return _badge("W", "#185abd", "#fff", s, fs=0.6)
    if name == "outlook":
        return _badge("O", "#0f6cbd", "#fff", s, fs=0.6)
    if name == "teams":
        return _badge("T", "#5b5fc7", "#fff", s, fs=0.6)
    if name == "slack":
        return sv('<rect x="9.5" y="2" width="4" height="9" rx="2" fill="#36c5f0"/><rect x="13" y="9.5" width="9" height="4" rx="2" fill="#2eb67d"/>'
                  '<rect x="10.5" y="13" width="4" height="9" rx="2" fill="#ecb22e"/><rect x="2" y="10.5" width="9" height="4" rx="2" fill="#e01e5a"/>')
    if name == "spotify":
        return sv('<circle cx="12" cy="12" r="10.5" fill="#1ed760"/><path d="M6.5 9c4-1.2 8-.8 11 1M7 12.3c3.4-.9 6.6-.5 9.3 1M7.6 15.4c2.7-.6 5.2-.3 7.4.9" stroke="#000" stroke-width="1.6" stroke-linecap="round" fill="none"/>')
    if name == "vlc":
        return sv('<path d="M10 3h4l5 15H5z" fill="#ff8800"/><path d="M8.6 8h6.8M7.3 12.5h9.4" stroke="#fff" stroke-width="1.6"/><rect x="3" y="18" width="18" height="3.5" rx="1" fill="#ff8800"/>')
    if name == "blender":
        return sv('<circle cx="14" cy="13" r="7.5" fill="#e87d0d"/><circle cx="14" cy="13" r="4.2" fill="#fff"/><circle cx="14" cy="13" r="2.6" fill="#265787"/>'
                  '<path d="M2 9l9-1M4 13l6 .2" stroke="#e87d0d" stroke-width="2.4" stroke-linecap="round"/>')
    if name == "audacity":
        return sv('<path d="M4 14a8 8 0 0 1 16 0" stroke="#0000cc" stroke-width="2.5" fill="none"/><rect x="2.5" y="13" width="4.5" height="8" rx="1.5" fill="#0000cc"/><rect x="17" y="13" width="4.5" height="8" rx="1.5" fill="#0000cc"/>'
                  '<path d="M8 17h1.5l1-4 1.5 7 1.5-6 1 3h1.5" stroke="#f90" stroke-width="1.5" fill="none"/>')
    if name == "autocad":
        return _badge("A", "#c4161c", "#fff", s, fs=0.6, radius=0.1)
    if name == "kicad":
        return _badge("K", "#314cb0", "#fff", s, fs=0.55)
    if name == "notion":
        return _badge("N", "#fff", "#111", s, border="#111", fs=0.58, radius=0.18)
    if name == "trello":
        return sv('<rect x="2" y="2" width="20" height="20" rx="4" fill="#0c66e4"/><rect x="5" y="5" width="6" height="12" rx="1.2" fill="#fff"/><rect x="13" y="5" width="6" height="7.5" rx="1.2" fill="#fff"/>')
    if name == "matlab":
        return sv('<path d="M2 15l6-3 4-8 3 6 7 5-7 4-4-5z" fill="#e16737"/><path d="M2 15l6-3 4 3-3 2z" fill="#2e6ba7"/>')
    if name == "rstudio":
        return _badge("R", "#75aadb", "#fff", s, radius=0.5, fs=0.55)
    if name == "aws":
        return _badge('aws', "#232f3e", "#fff", s, fs=0.34, radius=0.12)
    if name == "postman":
        return sv('<circle cx="12" cy="12" r="10.5" fill="#ff6c37"/><path d="M8 16l7-7M13 7.5l3.5-.5-.5 3.5" stroke="#fff" stroke-width="1.8" fill="none" stroke-linecap="round"/>')
    if name == "wireshark":
        return sv('<rect x="2" y="2" width="20" height="20" rx="3" fill="#1679a7"/><path d="M4 18c4-1 7-5 9-13 1.5 5 4 10 7 13z" fill="#fff"/>')
    if name == "tableau":
        return sv('<path d="M12 3v18M3 12h18" stroke="#e8762d" stroke-width="2.4"/><path d="M12 7v10M7 12h10" stroke="#fff" stroke-width="0"/>'
                  '<path d="M5 5v5M2.5 7.5h5M19 5v5M16.5 7.5h5M5 14v5M2.5 16.5h5M19 14v5M16.5 16.5h5" stroke="#5b6591" stroke-width="1.6"/>')
    if name == "home_assistant":
        return sv('<path d="M12 2l10 9v11H2V11z" fill="#18bcf2"/><circle cx="12" cy="13" r="2" fill="#fff"/><path d="M12 15v6M9 10l3 3 3-3" stroke="#fff" stroke-width="1.4" fill="none"/>')
    if name == "wordpress":
        return _badge("W", "#21759b", "#fff", s, radius=0.5, fs=0.6)
    if name == "tos":
        return _badge("tos", "#0b3d2e", "#59d26e", s, fs=0.38, radius=0.15)
    if name == "teams_small":
        return _badge("T", "#5b5fc7", "#fff", s, fs=0.6)
    raise KeyError(name)


APPLE = ('<svg width="14" height="16" viewBox="0 0 24 24"><path fill="currentColor" d="M16.4 12.7c0-2.5 2-3.6 2.1-3.7-1.2-1.7-2.9-1.9-3.5-1.9'
         '-1.5-.2-2.9.9-3.7.9-.8 0-1.9-.8-3.1-.8-1.6 0-3.1.9-3.9 2.4-1.7 2.9-.4 7.2 1.2 9.5.8 1.1 1.7 2.4 3 2.4 1.2-.1 1.6-.8 3.1-.8s1.9.8 '
         '3.1.8c1.3 0 2.1-1.2 2.9-2.3.9-1.3 1.3-2.6 1.3-2.7-.1 0-2.5-1-2.5-3.8zM14 5.4c.7-.8 1.1-1.9 1-3-1 0-2.1.6-2.8 1.4-.6.7-1.2 1.8-1 2.9 '
         '1.1.1 2.1-.5 2.8-1.3z"/></svg>')


# --- OS chrome ---------------------------------------------------------------------------------

def clock(rng):
    h = rng.choice([8, 9, 10, 11, 1, 2, 3, 4])
    m = rng.randrange(60)
    ampm = "AM" if h >= 8 and h != 12 else "PM"
    month, day = rng.choice([(3, 12), (4, 2), (5, 15), (6, 21), (9, 9), (10, 17), (11, 5)]), None
    day = month[1]
    dow = rng.choice(["Mon", "Tue", "Wed", "Thu", "Fri"])
    mon_name = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][month[0] - 1]
    year = rng.choice([2024, 2025])
    return {"time": f"{h}:{m:02d} {ampm}", "date": f"{month[0]}/{day}/{year}", "mac": f"{dow} {mon_name} {day}  {h}:{m:02d} {ampm}"}


def win_controls(p: str, *, dark: bool = False, h: int = 32, w: int = 46) -> str:
    """Windows min / max / close captions (Windows 10 and 11 share the glyphs)."""
    col = "#e8e8e8" if dark else "#1a1a1a"
    st = f"width:{w}px;height:{h}px;color:{col}"
    mn = '<svg width="10" height="10" viewBox="0 0 10 10"><path d="M0 5h10" stroke="currentColor" stroke-width="1"/></svg>'
    mx = '<svg width="10" height="10" viewBox="0 0 10 10"><rect x=".5" y=".5" width="9" height="9" rx="1" fill="none" stroke="currentColor" stroke-width="1"/></svg>'
    cl = '<svg width="10" height="10" viewBox="0 0 10 10"><path d="M0 0l10 10M10 0L0 10" stroke="currentColor" stroke-width="1"/></svg>'
    return ('<div class="wctl">'
            + cand("Minimize the window.", "icon", f"{p}.win.min", mn, cls="wbtn", style=st, label="Minimize")
            + cand("Maximize the window.", "icon", f"{p}.win.max", mx, cls="wbtn", style=st, label="Maximize")
            + cand("Close the window.", "icon", f"{p}.win.close", cl, cls="wbtn wclose", style=st, label="Close")
            + "</div>")


def win_titlebar(p: str, title: str, app_logo: str, *, dark: bool = False, h: int = 32, bg: str | None = None,
                 win10: bool = False, middle: str = "") -> str:
    bg = bg or ("#202020" if dark else ("#ffffff" if win10 else "#f3f3f3"))
    fg = "#e6e6e6" if dark else "#1a1a1a"
    return (f'<div class="wtitle" style="height:{h}px;background:{bg};color:{fg}">'
            f'<span class="wlogo">{logo(app_logo, 16)}</span><span class="wtt">{esc(title)}</span>{middle}'
            f'<span class="flex1"></span>{win_controls(p, dark=dark, h=h)}</div>')


def win11_taskbar(p: str, rng, app_logo: str, app_name: str, *, dark: bool = False) -> str:
    ck = clock(rng)
    weather = rng.choice([("68°F", "Mostly sunny"), ("54°F", "Cloudy"), ("72°F", "Sunny"), ("47°F", "Light rain"), ("61°F", "Partly sunny")])
    cls = "tb11 dark" if dark else "tb11"
    wicon = '<svg width="22" height="22" viewBox="0 0 24 24"><circle cx="10" cy="10" r="5" fill="#ffb900"/><path d="M8 19h10a3.5 3.5 0 0 0 0-7 5 5 0 0 0-9.6 1.6A2.8 2.8 0 0 0 8 19z" fill="#e6eef7"/></svg>'
    left = (f'<div class="tb11w">{wicon}<div><div class="tb11t1">{weather[0]}</div><div class="tb11t2">{weather[1]}</div></div></div>')
    mid = ('<div class="tb11m">'
           + cand("Open the Start menu.", "icon", f"{p}.tb.start", logo("windows", 22), cls="tb11b", label="Start")
           + cand("Search Windows.", "other", f"{p}.tb.search", ic("search", 14) + '<span>Search</span>', cls="tb11s", label="Search")
           + cand("Open Task View.", "icon", f"{p}.tb.taskview",
                  '<svg width="22" height="22" viewBox="0 0 24 24"><rect x="3" y="6" width="11" height="12" rx="1.5" fill="#555"/><rect x="10" y="4" width="11" height="12" rx="1.5" fill="#8a8a8a" stroke="#fff" stroke-width="1"/></svg>',
                  cls="tb11b", label="Task View")
           + cand("Open Microsoft Edge.", "icon", f"{p}.tb.edge", logo("edge", 22), cls="tb11b", label="Microsoft Edge")
           + cand("Open File Explorer.", "icon", f"{p}.tb.explorer", logo("explorer", 22), cls="tb11b", label="File Explorer")
           + cand("Open Microsoft Store.", "icon", f"{p}.tb.store", logo("store", 22), cls="tb11b", label="Microsoft Store")
           + cand(f"Switch to {app_name}.", "icon", f"{p}.tb.app", logo(app_logo, 22) + '<i class="tb11run"></i>', cls="tb11b on", label=app_name)
           + '</div>')
    right = ('<div class="tb11r">'
             + cand("Show hidden icons.", "icon", f"{p}.tb.hidden", ic("chev_up", 14), cls="tb11i", label="Show hidden icons")
             + cand("Open quick settings.", "other", f"{p}.tb.quick", ic("wifi", 15) + ic("volume", 15) + ic("battery", 15), cls="tb11q", label="Quick settings")
             + cand("Open the notification center.", "other", f"{p}.tb.clock", f'<div>{ck["time"]}</div><div>{ck["date"]}</div>', cls="tb11c", label="Clock")
             + '</div>')
    return f'<div class="{cls}">{left}{mid}{right}</div>'


def win10_taskbar(p: str, rng, app_logo: str, app_name: str) -> str:
    ck = clock(rng)
    return ('<div class="tb10">'
            + cand("Open the Start menu.", "icon", f"{p}.tb.start", logo("win10", 18), cls="tb10b", label="Start")
            + cand("Search Windows.", "other", f"{p}.tb.search", ic("search", 15) + '<span>Type here to search</span>', cls="tb10s", label="Search")
            + cand("Open Task View.", "icon", f"{p}.tb.taskview", ic("columns", 18), cls="tb10b", label="Task View")
            + cand("Open File Explorer.", "icon", f"{p}.tb.explorer", logo("explorer", 22), cls="tb10b", label="File Explorer")
            + cand("Open Microsoft Edge.", "icon", f"{p}.tb.edge", logo("edge", 22), cls="tb10b", label="Microsoft Edge")
            + cand(f"Switch to {app_name}.", "icon", f"{p}.tb.app", logo(app_logo, 22) + '<i class="tb10run"></i>', cls="tb10b on", label=app_name)
            + '<span class="flex1"></span>'
            + cand("Show hidden icons.", "icon", f"{p}.tb.hidden", ic("chev_up", 14), cls="tb10i", label="Show hidden icons")
            + cand("Open network settings.", "icon", f"{p}.tb.net", ic("monitor", 15), cls="tb10i", label="Network")
            + cand("Adjust the volume.", "icon", f"{p}.tb.vol", ic("volume", 15), cls="tb10i", label="Volume")
            + cand("Open the calendar flyout.", "other", f"{p}.tb.clock", f'<div>{ck["time"]}</div><div>{ck["date"]}</div>', cls="tb10c", label="Clock")
            + cand("Open the action center.", "icon", f"{p}.tb.action", ic("message", 15), cls="tb10i", label="Action center")
            + '</div>')


def mac_menubar(p: str, rng, app_name: str, menus, *, dark: bool = False) -> str:
    ck = clock(rng)
    out = [f'<div class="macmb{" dark" if dark else ""}">',
           cand("Open the Apple menu.", "icon", f"{p}.mb.apple", APPLE, cls="mmi mapple", label="Apple"),
           cand(f"Open the {app_name} app menu.", "text", f"{p}.mb.appname", esc(app_name), cls="mmi mappn", label=app_name)]
    for m in menus:
        out.append(tb(m, f"Open the {m} menu.", f"{p}.mb.{slug(m)}", cls="mmi"))
    out.append('<span class="flex1"></span>')
    out.append(cand("Open the battery menu.", "icon", f"{p}.mb.battery", ic("battery", 18, sw=1.5), cls="mmi mic", label="Battery"))
    out.append(cand("Open the Wi-Fi menu.", "icon", f"{p}.mb.wifi", ic("wifi", 15), cls="mmi mic", label="Wi-Fi"))
    out.append(cand("Open Spotlight search.", "icon", f"{p}.mb.spotlight", ic("search", 14, sw=2), cls="mmi mic", label="Spotlight"))
    out.append(cand("Open Control Center.", "icon", f"{p}.mb.cc", ic("sliders", 14), cls="mmi mic", label="Control Center"))
    out.append(cand("Open Notification Center.", "text", f"{p}.mb.clock", ck["mac"], cls="mmi mclock", label="Clock"))
    out.append("</div>")
    return "".join(out)


def traffic(p: str) -> str:
    return ('<div class="traffic">'
            + cand("Close the window.", "icon", f"{p}.tl.close", "", cls="tl tlr", label="Close")
            + cand("Minimize the window.", "icon", f"{p}.tl.min", "", cls="tl tly", label="Minimize")
            + cand("Enter full screen.", "icon", f"{p}.tl.full", "", cls="tl tlg", label="Full screen")
            + '</div>')


def mac_titlebar(p: str, title: str, *, dark: bool = False, h: int = 28, bg: str | None = None, left: str = "",
                 right: str = "") -> str:
    bg = bg or ("#2b2b2d" if dark else "#ececec")
    fg = "#d8d8d8" if dark else "#3c3c3c"
    return (f'<div class="mactitle" style="height:{h}px;background:{bg};color:{fg}">{traffic(p)}{left}'
            f'<span class="mactt">{esc(title)}</span>{right}</div>')


def gnome_topbar(p: str, rng) -> str:
    ck = clock(rng)
    return ('<div class="gnome">'
            + cand("Show activities.", "other", f"{p}.gn.act", '<span class="gnpill"><i class="on"></i><i></i><i></i><i></i></span>', cls="gnb", label="Activities")
            + '<span class="flex1"></span>'
            + cand("Open the calendar.", "text", f"{p}.gn.clock", esc(ck["mac"].split("  ")[0] + "  " + ck["time"]), cls="gnb", label="Clock")
            + '<span class="flex1"></span>'
            + cand("Open the system menu.", "other", f"{p}.gn.sys", ic("wifi", 14) + ic("volume", 14) + ic("power", 14), cls="gnb gnsys", label="System")
            + '</div>')


# --- browsers ---------------------------------------------------------------------------------

def browser(p: str, rng, *, kind: str, os: str, tabs, active: int, url: str, content: str,
            dark: bool = False, bookmarks=None) -> str:
    """Chrome / Edge / Firefox / Safari window chrome around `content` (the page)."""
    if kind == "safari":
        return _safari(p, tabs, active, url, content)
    tabbar = [f'<div class="br-tabs br-{kind}">']
    if os == "mac":
        tabbar.append(traffic(p))
    for i, (fav, title) in enumerate(tabs):
        on = " on" if i == active else ""
        tabbar.append(f'<div class="br-tab{on}"><span class="br-fav">{fav}</span>'
                      + tb(title, f"Switch to the {title} tab.", f"{p}.tab.{i}.title", cls="br-tt", etype="text")
                      + ib("x", f"Close the {title} tab.", f"{p}.tab.{i}.close", size=12, cls="br-tx", sw=2)
                      + '</div>')
    tabbar.append(ib("plus", "Open a new tab.", f"{p}.tab.new", size=14, cls="br-new", sw=2))
    tabbar.append('<span class="flex1"></span>')
    if os != "mac":
        tabbar.append(win_controls(p, h=34))
    tabbar.append("</div>")
    secure = ic("lock", 12, sw=2) if url.startswith("https") else ic("info", 12)
    shown = url.replace("https://", "")
    menu_intent = {"chrome": "Open the Chrome menu.", "edge": "Open Settings and more.", "firefox": "Open the application menu."}[kind]
    bar = ('<div class="br-bar">'
           + ib("arrow_left", "Go back.", f"{p}.nav.back", size=16, cls="br-ib")
           + ib("arrow_right", "Go forward.", f"{p}.nav.fwd", size=16, cls="br-ib dim")
           + ib("rotate", "Reload this page.", f"{p}.nav.reload", size=15, cls="br-ib")
           + ('' if kind != "firefox" else ib("home", "Go to the home page.", f"{p}.nav.home", size=15, cls="br-ib"))
           + cand("Edit the web address.", "other", f"{p}.nav.omni",
                  f'<span class="br-sec">{secure}</span><span class="br-url">{esc(shown)}</span>', cls="br-omni", label="Address bar")
           + ib("star", "Bookmark this page.", f"{p}.nav.star", size=15, cls="br-ib")
           + ib("blocks", "Manage extensions.", f"{p}.nav.ext", size=15, cls="br-ib", sw=1.6)
           + cand("Open the browser profile menu.", "icon", f"{p}.nav.profile", '<span class="br-av">A</span>', cls="br-ib", label="Profile")
           + ib("more_v" if kind != "firefox" else "menu", menu_intent, f"{p}.nav.menu", size=16, cls="br-ib")
           + '</div>')
    bm = ""
    if bookmarks:
        bm = '<div class="br-bm">' + "".join(
            f'<span class="br-bmi">{ic("globe", 12)}{esc(b)}</span>' for b in bookmarks) + '</div>'
    return (f'<div class="br br-{kind}{" br-dark" if dark else ""}">' + "".join(tabbar) + bar + bm
            + f'<div class="br-page">{content}</div></div>')


def _safari(p, tabs, active, url, content):
    shown = url.replace("https://", "").split("/")[0]
    return ('<div class="br br-safari"><div class="sf-bar">' + traffic(p)
            + ib("sidebar", "Show the sidebar.", f"{p}.sf.sidebar", size=16, cls="br-ib")
            + ib("chev_left", "Go back.", f"{p}.nav.back", size=16, cls="br-ib")
            + ib("chev_right", "Go forward.", f"{p}.nav.fwd", size=16, cls="br-ib dim")
            + '<span class="flex1"></span>'
            + cand("Edit the web address.", "other", f"{p}.nav.omni", ic("lock", 11, sw=2) + f'<span>{esc(shown)}</span>', cls="sf-omni", label="Address")
            + '<span class="flex1"></span>'
            + ib("share_up", "Share this page.", f"{p}.sf.share", size=16, cls="br-ib")
            + ib("plus", "Open a new tab.", f"{p}.tab.new", size=16, cls="br-ib")
            + ib("columns", "Show all tabs.", f"{p}.sf.tabs", size=16, cls="br-ib")
            + '</div><div class="sf-tabs">'
            + "".join(f'<div class="sf-tab{" on" if i == active else ""}">{fav}'
                      + tb(t, f"Switch to the {t} tab.", f"{p}.tab.{i}.title", cls="br-tt") + '</div>' for i, (fav, t) in enumerate(tabs))
            + f'</div><div class="br-page">{content}</div></div>')


# --- desktop frames ---------------------------------------------------------------------------

def screen(inner: str, cls: str = "", style: str = "") -> str:
    return f'<div class="scr {cls}" style="{style}">{inner}</div>'


def frame_windows(p: str, rng, window: str, *, app_logo: str, app_name: str, win10: bool = False,
                  taskbar: bool | None = None, dark_taskbar: bool = False) -> str:
    """A maximised Windows window plus (usually) the taskbar."""
    if taskbar is None:
        taskbar = rng.random() < 0.6
    tbh = 0
    bar = ""
    if taskbar:
        if win10:
            bar, tbh = win10_taskbar(p, rng, app_logo, app_name), 40
        else:
            bar, tbh = win11_taskbar(p, rng, app_logo, app_name, dark=dark_taskbar), 48
    return screen(f'<div class="win" style="height:{H - tbh}px">{window}</div>{bar}')


def frame_mac(p: str, rng, window: str, *, app_name: str, menus, dark_menubar: bool = False) -> str:
    return screen(mac_menubar(p, rng, app_name, menus, dark=dark_menubar)
                  + f'<div class="win mac" style="height:{H - 24}px">{window}</div>')


def frame(platform: str, p: str, rng, window: str, *, app_logo: str, app_name: str, menus=(), **kw) -> str:
    if platform.startswith("macOS"):
        return frame_mac(p, rng, window, app_name=app_name, menus=menus or ("File", "Edit", "View", "Window", "Help"))
    if platform.startswith("Windows 10"):
        return frame_windows(p, rng, window, app_logo=app_logo, app_name=app_name, win10=True, **kw)
    if platform.startswith("Ubuntu"):
        return screen(gnome_topbar(p, rng) + f'<div class="win" style="height:{H - 28}px">{window}</div>')
    return frame_windows(p, rng, window, app_logo=app_logo, app_name=app_name, **kw)


# --- generic widgets ------------------------------------------------------------------------

def avatar(initials: str, color: str, size: int = 24, radius: str = "50%") -> str:
    return (f'<span class="av" style="width:{size}px;height:{size}px;background:{color};border-radius:{radius};'
            f'font-size:{max(8, int(size * 0.42))}px">{esc(initials)}</span>')


def swatch(color: str, w: int = 12, h: int = 12, extra: str = "") -> str:
    return f'<span class="sw" style="width:{w}px;height:{h}px;background:{color};{extra}"></span>'


def toggle(on: bool, color: str = "#0b63ce") -> str:
    return (f'<span class="tgl{" on" if on else ""}" style="{"background:" + color if on else ""}"><i></i></span>')


def checkbox(on: bool, color: str = "#0b63ce") -> str:
    inner = ic("check", 10, "#fff", 3) if on else ""
    return f'<span class="cbx{" on" if on else ""}" style="{"background:" + color + ";border-color:" + color if on else ""}">{inner}</span>'


def scrollbar_v(top: int, height: int, thumb_top: int, thumb_h: int, right: int = 0, dark: bool = False) -> str:
    tc = "#5a5a5a" if dark else "#c1c1c1"
    return (f'<div class="fsb" style="top:{top}px;height:{height}px;right:{right}px">'
            f'<i style="top:{thumb_top}px;height:{thumb_h}px;background:{tc}"></i></div>')


PEOPLE = ["Maya Chen", "Daniel Okafor", "Priya Raman", "Lukas Berger", "Sofia Alvarez", "Tom Whitaker", "Amara Nwosu",
          "Jonas Lindqvist", "Hannah Kim", "Marco Rossi", "Elena Petrova", "Ravi Patel", "Grace Liu", "Omar Haddad",
          "Chloe Martin", "Ben Adeyemi", "Nina Kowalski", "Leo Fischer", "Isabel Duarte", "Kenji Watanabe"]
COLORS = ["#e4572e", "#17bebb", "#7768ae", "#ffc914", "#2e86ab", "#76b041", "#d1495b", "#00798c", "#edae49", "#6a4c93"]


def initials(name: str) -> str:
    parts = name.split()
    return (parts[0][0] + parts[-1][0]).upper()


KIT_CSS = """
*{box-sizing:border-box;animation:none!important;transition:none!important;caret-color:transparent}
html,body{margin:0;padding:0;width:1024px;height:768px;overflow:hidden;background:#fff}
body{font-family:"Noto Sans","DejaVu Sans",sans-serif;font-size:12px;color:#1a1a1a;line-height:1.25}
svg{display:block;flex:none}
.scr{position:absolute;left:0;top:0;width:1024px;height:768px;overflow:hidden;display:flex;flex-direction:column}
.win{position:relative;width:1024px;overflow:hidden;display:flex;flex-direction:column;flex:none}
.flex1{flex:1 1 auto}
.row{display:flex;align-items:center}
.col{display:flex;flex-direction:column}
.logo{display:inline-flex;align-items:center;justify-content:center;font-family:"Noto Sans",sans-serif;letter-spacing:-.02em;flex:none;line-height:1}
.ib{display:inline-flex;align-items:center;justify-content:center;width:24px;height:24px;border-radius:4px;flex:none}
.tb{display:inline-flex;align-items:center;white-space:nowrap}
.av{display:inline-flex;align-items:center;justify-content:center;color:#fff;font-weight:600;flex:none}
.sw{display:inline-block;flex:none;border-radius:2px}
.tgl{display:inline-block;width:32px;height:16px;border-radius:8px;background:#c8c8c8;position:relative;flex:none}
.tgl i{position:absolute;left:2px;top:2px;width:12px;height:12px;border-radius:6px;background:#fff}
.tgl.on i{left:18px}
.cbx{display:inline-flex;align-items:center;justify-content:center;width:14px;height:14px;border:1px solid #8a8a8a;border-radius:3px;background:#fff;flex:none}
.fsb{position:absolute;width:8px}
.fsb i{position:absolute;left:1px;width:6px;border-radius:3px}
.ell{white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
/* windows title bar */
.wtitle{display:flex;align-items:center;flex:none;font-size:12px}
.wlogo{display:inline-flex;margin:0 8px 0 10px}
.wtt{white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.wctl{display:flex;align-self:stretch;flex:none}
.wbtn{display:inline-flex;align-items:center;justify-content:center}
/* windows 11 taskbar */
.tb11{height:48px;flex:none;background:#eef0f4;border-top:1px solid #d8dbe0;display:flex;align-items:center;position:relative;font-size:12px;color:#1a1a1a}
.tb11.dark{background:#1c1c1c;border-top-color:#2c2c2c;color:#f0f0f0}
.tb11w{display:flex;align-items:center;gap:8px;padding-left:12px;width:220px}
.tb11t1{font-size:12px}.tb11t2{font-size:11px;color:#5a5a5a}
.tb11.dark .tb11t2{color:#bbb}
.tb11m{position:absolute;left:50%;transform:translateX(-50%);display:flex;align-items:center;gap:4px}
.tb11b{width:40px;height:40px;display:inline-flex;align-items:center;justify-content:center;border-radius:4px;position:relative}
.tb11b.on{background:rgba(255,255,255,.7)}
.tb11.dark .tb11b.on{background:rgba(255,255,255,.08)}
.tb11run{position:absolute;bottom:2px;left:16px;width:8px;height:3px;border-radius:2px;background:#0067c0}
.tb11s{display:inline-flex;align-items:center;gap:8px;height:32px;width:150px;padding:0 12px;border-radius:16px;background:#fff;border:1px solid #dcdcdc;color:#555;margin:0 2px}
.tb11.dark .tb11s{background:#2b2b2b;border-color:#3a3a3a;color:#ccc}
.tb11r{margin-left:auto;display:flex;align-items:center;gap:2px;padding-right:8px}
.tb11i{width:28px;height:36px;display:inline-flex;align-items:center;justify-content:center;border-radius:4px}
.tb11q{height:36px;display:inline-flex;align-items:center;gap:7px;padding:0 8px;border-radius:4px}
.tb11c{height:40px;display:inline-flex;flex-direction:column;align-items:flex-end;justify-content:center;padding:0 8px;font-size:12px;line-height:1.35}
/* windows 10 taskbar */
.tb10{height:40px;flex:none;background:#101010;display:flex;align-items:center;color:#fff;font-size:12px}
.tb10b{width:48px;height:40px;display:inline-flex;align-items:center;justify-content:center;position:relative;color:#fff}
.tb10b.on{background:#2f2f2f}
.tb10run{position:absolute;bottom:0;left:0;right:0;height:2px;background:#76b9ed}
.tb10s{width:280px;height:40px;background:#f2f2f2;color:#555;display:inline-flex;align-items:center;gap:10px;padding:0 12px;font-size:13px}
.tb10i{width:26px;height:40px;display:inline-flex;align-items:center;justify-content:center;color:#fff}
.tb10c{height:40px;display:inline-flex;flex-direction:column;align-items:center;justify-content:center;padding:0 8px;line-height:1.35}
/* macOS */
.macmb{height:24px;flex:none;display:flex;align-items:center;background:#e9e6ee;color:#111;font-size:13px;padding:0 8px;font-family:"Noto Sans",sans-serif}
.macmb.dark{background:#2a2730;color:#f0f0f0}
.mmi{display:inline-flex;align-items:center;height:22px;padding:0 8px;border-radius:4px;white-space:nowrap}
.mapple{padding:0 10px 0 6px}
.mappn{font-weight:700}
.mic{padding:0 6px}
.mclock{padding:0 6px 0 8px}
.mactitle{display:flex;align-items:center;flex:none;position:relative;font-size:13px;font-weight:600;border-bottom:1px solid rgba(0,0,0,.12)}
.mactt{position:absolute;left:50%;transform:translateX(-50%);white-space:nowrap;pointer-events:none}
.traffic{display:flex;gap:8px;padding:0 12px 0 12px;align-items:center;flex:none}
.tl{width:12px;height:12px;border-radius:6px;display:inline-block}
.tlr{background:#ff5f57;border:.5px solid #e0443e}.tly{background:#febc2e;border:.5px solid #dea123}.tlg{background:#28c840;border:.5px solid #1aab29}
/* gnome */
.gnome{height:28px;flex:none;background:#000;color:#fff;display:flex;align-items:center;font-size:13px;font-weight:600;padding:0 6px}
.gnb{display:inline-flex;align-items:center;gap:8px;height:22px;padding:0 10px;border-radius:11px}
.gnpill{display:inline-flex;gap:4px;align-items:center}.gnpill i{width:6px;height:6px;border-radius:3px;background:#bbb}.gnpill i.on{width:20px;background:#fff}
/* browsers */
.br{display:flex;flex-direction:column;height:100%;background:#fff}
.br-tabs{height:40px;flex:none;display:flex;align-items:flex-end;background:#dee3ea;padding-left:8px;gap:2px}
.br-tabs .traffic{align-self:center;padding-right:14px}
.br-tabs .wctl{align-self:flex-start;height:34px}
.br-edge .br-tabs,.br-tabs.br-edge{background:#e8ebef}
.br-tabs.br-firefox{background:#f0f0f4;height:38px}
.br-tab{display:flex;align-items:center;gap:8px;height:32px;width:200px;padding:0 8px 0 12px;border-radius:8px 8px 0 0;font-size:12px;color:#333;flex:none}
.br-tab.on{background:#fff}
.br-fav{display:inline-flex;flex:none}
.br-tt{flex:1 1 auto;overflow:hidden;white-space:nowrap;min-width:0}
.br-tx{width:18px;height:18px;border-radius:9px;display:inline-flex;align-items:center;justify-content:center;flex:none;color:#444}
.br-new{width:28px;height:28px;display:inline-flex;align-items:center;justify-content:center;margin:0 0 2px 4px;color:#444;border-radius:14px}
.br-bar{height:40px;flex:none;display:flex;align-items:center;gap:4px;padding:0 8px;background:#fff;border-bottom:1px solid #dadce0}
.br-ib{width:30px;height:30px;display:inline-flex;align-items:center;justify-content:center;border-radius:15px;color:#444;flex:none}
.br-ib.dim{color:#aaa}
.br-omni{flex:1 1 auto;height:30px;border-radius:15px;background:#eef1f5;display:flex;align-items:center;gap:8px;padding:0 12px;font-size:13px;color:#222;min-width:0}
.br-url{white-space:nowrap;overflow:hidden}
.br-sec{color:#555;display:inline-flex}
.br-av{width:22px;height:22px;border-radius:11px;background:#7b5ea7;color:#fff;font-size:11px;display:inline-flex;align-items:center;justify-content:center}
.br-bm{height:28px;flex:none;display:flex;align-items:center;gap:14px;padding:0 12px;font-size:12px;color:#333;border-bottom:1px solid #e3e3e3}
.br-bmi{display:inline-flex;align-items:center;gap:6px}
.br-page{flex:1 1 auto;position:relative;overflow:hidden;display:flex;flex-direction:column}
.br-firefox .br-bar{background:#f9f9fb}
.br-firefox .br-omni{border-radius:4px;background:#fff;border:1px solid #cfcfd8}
.br-safari{background:#fff}
.sf-bar{height:38px;flex:none;display:flex;align-items:center;gap:4px;padding:0 10px;background:#f4f4f4}
.sf-omni{width:380px;height:28px;border-radius:8px;background:#e6e6e6;display:flex;align-items:center;justify-content:center;gap:6px;font-size:13px;color:#333}
.sf-tabs{height:28px;flex:none;display:flex;background:#e2e2e2;border-bottom:1px solid #cfcfcf}
.sf-tab{flex:1;display:flex;align-items:center;justify-content:center;gap:6px;font-size:12px;color:#555;border-right:1px solid #cfcfcf}
.sf-tab.on{background:#f4f4f4;color:#111}
"""


# --- painted media (video frames, photos, thumbnails) ---------------------------------------

SCENES = {
    "coast": ("#7fb3d9", "#d6e8f2", "#2f6f8f", "#5a4b3c"),
    "dusk": ("#2b1d4a", "#f08a5d", "#1d2740", "#0f1522"),
    "forest": ("#a9cfe0", "#e8f1e4", "#2f5d34", "#1d3b22"),
    "desert": ("#f2b36b", "#fde7c3", "#c77d43", "#8a4f2a"),
    "snow": ("#b8c9dd", "#eef3f8", "#e9eef4", "#6d7f93"),
    "studio": ("#141414", "#3a3a3a", "#262626", "#0c0c0c"),
    "city": ("#1c2b4a", "#5d7fb0", "#101826", "#1a2233"),
    "field": ("#8ec5e8", "#f4f1d8", "#7fa651", "#4e7a34"),
}


def scene_svg(kind: str, w: int, h: int, rng, *, figure: bool | None = None, uid: str = "s") -> str:
    """A painted landscape/studio frame standing in for video or photo content."""
    sky1, sky2, ground, dark = SCENES[kind]
    gid = f"g{uid}"
    parts = [f'<svg width="{w}" height="{h}" viewBox="0 0 160 90" preserveAspectRatio="xMidYMid slice">'
             f'<defs><linearGradient id="{gid}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="{sky1}"/>'
             f'<stop offset="1" stop-color="{sky2}"/></linearGradient></defs>'
             f'<rect width="160" height="90" fill="url(#{gid})"/>']
    hz = rng.randint(48, 62)
    if kind in ("coast", "snow", "desert", "forest", "field"):
        pts = " ".join(f"{x},{hz - rng.randint(4, 22)}" for x in range(0, 170, 20))
        parts.append(f'<polygon points="0,{hz} {pts} 160,{hz}" fill="{dark}" opacity=".75"/>')
        parts.append(f'<rect y="{hz}" width="160" height="{90 - hz}" fill="{ground}"/>')
        if kind == "coast":
            parts.append(f'<rect y="{hz + 6}" width="160" height="2" fill="#ffffff" opacity=".35"/>')
        if kind == "forest":
            for i in range(9):
                x = rng.randint(0, 155)
                parts.append(f'<polygon points="{x},{hz + 8} {x + 6},{hz - 16} {x + 12},{hz + 8}" fill="{dark}"/>')
        if kind in ("desert", "field", "coast"):
            parts.append(f'<circle cx="{rng.randint(20, 140)}" cy="{rng.randint(12, 26)}" r="7" fill="#fff6d5" opacity=".9"/>')
    elif kind == "dusk":
        parts.append(f'<circle cx="{rng.randint(40, 120)}" cy="{hz - 4}" r="12" fill="#ffd27f" opacity=".9"/>')
        parts.append(f'<rect y="{hz}" width="160" height="{90 - hz}" fill="{ground}"/>')
        for i in range(7):
            x = i * 24 + rng.randint(0, 8)
            parts.append(f'<rect x="{x}" y="{hz - rng.randint(8, 26)}" width="{rng.randint(8, 16)}" height="40" fill="{dark}"/>')
    elif kind == "city":
        for i in range(11):
            x, bh = i * 15, rng.randint(20, 55)
            parts.append(f'<rect x="{x}" y="{90 - bh}" width="13" height="{bh}" fill="{dark}"/>')
            for j in range(3):
                parts.append(f'<rect x="{x + 3 + j * 3}" y="{90 - bh + 5}" width="1.4" height="{bh - 10}" fill="#f3d27a" opacity=".35"/>')
    else:  # studio
        parts.append('<ellipse cx="80" cy="20" rx="60" ry="40" fill="#ffffff" opacity=".08"/>')
        parts.append(f'<rect y="70" width="160" height="20" fill="{ground}"/>')
    if figure is None:
        figure = kind in ("studio", "city", "field")
    if figure:
        x = rng.randint(50, 110)
        coat = rng.choice(["#c62f2f", "#e8dcc8", "#2d3e66", "#6b8e4e", "#222"])
        parts.append(f'<circle cx="{x}" cy="30" r="5" fill="#e2b89a"/><path d="M{x - 5} 27 q5 -8 10 0" fill="#3a2a20"/>'
                     f'<path d="M{x - 9} 38 q9 -5 18 0 l3 34 h-24z" fill="{coat}"/>'
                     f'<rect x="{x - 6}" y="72" width="4" height="14" fill="#2a2a2a"/><rect x="{x + 2}" y="72" width="4" height="14" fill="#2a2a2a"/>')
    parts.append("</svg>")
    return "".join(parts)


def thumb_bg(kind: str) -> str:
    """A cheap CSS gradient thumbnail in a scene's palette."""
    sky1, sky2, ground, dark = SCENES[kind]
    return f"linear-gradient(180deg,{sky1} 0%,{sky2} 52%,{ground} 53%,{dark} 100%)"
