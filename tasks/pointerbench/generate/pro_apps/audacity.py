"""Audacity 3 (Windows 11): menus, transport/tools/edit toolbars, meters, tracks with waveforms, selection bar."""
from __future__ import annotations

import math

from igg.tasks.pointerbench.generate.pro_apps.kit import cand, esc, frame_windows, ib, ic, menubar, slug, tb, win_titlebar
from igg.tasks.pointerbench.generate.pro_apps.spec import AppSpec

P = "audacity"
CSS = """
.au{flex:1;display:flex;flex-direction:column;min-height:0;background:#e4e4e8;color:#222;font-size:12px}
.au .mb{display:flex;height:22px;align-items:center;background:#fff;flex:none}
.au .mbi{padding:0 7px;height:22px;font-size:12px}
.au-tb{height:56px;flex:none;display:flex;align-items:center;gap:3px;padding:0 6px;background:#e4e4e8;border-bottom:1px solid #c8c8cc}
.au-grp{display:flex;align-items:center;gap:1px;padding:0 4px;flex:none;border-right:1px solid #cacace;height:48px}
.au-tr{width:36px;height:36px;border-radius:6px;background:#f4f4f6;border:1px solid #c4c4c8;display:inline-flex;align-items:center;justify-content:center;color:#333}
.au .ib{width:26px;height:26px;color:#333;border-radius:4px}
.au .ib.on{background:#c9d7f0}
.au-btn{display:inline-flex;align-items:center;gap:6px;height:28px;padding:0 10px;border-radius:4px;border:1px solid #c4c4c8;background:#f6f6f8;white-space:nowrap}
.au-meter{display:flex;flex-direction:column;gap:4px;flex:1;min-width:0}
.au-mrow{display:flex;align-items:center;gap:4px;height:18px}
.au-mbar{flex:1;height:14px;background:#fff;border:1px solid #bbb;position:relative;font-size:9px;color:#777;display:flex;align-items:center;justify-content:center;white-space:nowrap;overflow:hidden}
.au-ruler{height:26px;flex:none;display:flex;background:#e9e9ec;border-bottom:1px solid #c8c8cc}
.au-rl{position:relative;flex:1}
.au-rl span{position:absolute;top:6px;font-size:10.5px;color:#333}
.au-tracks{flex:1;display:flex;flex-direction:column;gap:4px;padding:4px 0;min-height:0;overflow:hidden;background:#d8d8dc}
.au-track{display:flex;flex:none}
.au-tcp{width:170px;background:#f0f0f2;border:1px solid #c4c4c8;display:flex;flex-direction:column;padding:4px;gap:4px;flex:none}
.au-tname{display:flex;align-items:center;gap:2px}
.au-tname .tb{flex:1;height:20px;padding:0 4px;border-radius:3px;background:#e2e2e6}
.au-ms{display:flex;gap:4px}
.au-ms .tb{flex:1;height:22px;justify-content:center;border:1px solid #c4c4c8;border-radius:4px;background:#fafafa}
.au-ms .tb.on{background:#f7d774}
.au-sl{display:flex;align-items:center;gap:4px;height:16px;font-size:10px;color:#555}
.au-slt{flex:1;height:14px;position:relative;background:linear-gradient(#bbb,#bbb) center/100% 4px no-repeat}
.au-slt i{position:absolute;top:0;width:8px;height:14px;border-radius:2px;background:#555}
.au-wave{flex:1;background:#fff;position:relative;overflow:hidden;border:1px solid #c4c4c8;border-left:none}
.au-clip{position:absolute;top:0;bottom:0;background:#dbe4ff;border-left:1px solid #7e8ec6;border-right:1px solid #7e8ec6}
.au-clipname{height:18px;background:#a9b9f0;font-size:11px;display:flex;align-items:center;padding:0 6px;white-space:nowrap;overflow:hidden}
.au-sel{position:absolute;top:0;bottom:0;background:rgba(255,255,255,.55);mix-blend-mode:normal}
.au-cursor{position:absolute;top:0;bottom:0;width:1px;background:#000}
.au-bottom{height:54px;flex:none;display:flex;align-items:center;gap:14px;padding:0 10px;background:#e4e4e8;border-top:1px solid #c8c8cc}
.au-time{font-family:"DejaVu Sans Mono",monospace;font-size:17px;background:#1d1d20;color:#63d0ff;padding:3px 10px;border-radius:4px;letter-spacing:1px}
.au-field{display:inline-flex;align-items:center;gap:4px;height:24px;padding:0 6px;border:1px solid #bdbdc2;background:#fff;border-radius:3px;font-family:"DejaVu Sans Mono",monospace;font-size:11.5px}
.au-status{height:20px;flex:none;display:flex;align-items:center;padding:0 8px;font-size:11px;color:#444;background:#ececef;border-top:1px solid #d0d0d4}
"""
PROJECTS = [("podcast_ep12", ["Host mic", "Guest mic", "Intro music"]), ("interview_raw", ["Interview", "Room tone"]),
            ("guitar_demo", ["Rhythm guitar", "Lead guitar", "Click"]), ("lecture_week3", ["Lecture", "Q&A"]),
            ("voiceover_ad", ["Voice-over", "Music bed"])]


def _wave(rng, w, h, seed_amp):
    pts_top, pts_bot = [], []
    n = 160
    phase = rng.uniform(0, 6)
    for i in range(n + 1):
        x = i * w / n
        env = 0.25 + 0.75 * abs(math.sin(i / n * math.pi * rng.uniform(1.5, 4) + phase)) * seed_amp
        a = env * (0.4 + 0.6 * rng.random()) * (h / 2 - 4)
        pts_top.append(f"{x:.1f},{h / 2 - a:.1f}")
        pts_bot.append(f"{x:.1f},{h / 2 + a:.1f}")
    poly = " ".join(pts_top + pts_bot[::-1])
    return (f'<svg width="{w}" height="{h}" style="position:absolute;left:0;top:18px"><polygon points="{poly}" fill="#3c50c8"/>'
            f'<line x1="0" y1="{h / 2}" x2="{w}" y2="{h / 2}" stroke="#3c50c8" stroke-width="1"/></svg>')


def build(rng) -> str:
    proj, tracks = rng.choice(PROJECTS)
    menus = ["File", "Edit", "Select", "View", "Transport", "Tracks", "Generate", "Effect", "Analyze", "Tools", "Help"]
    tool_on = rng.randrange(4)
    toolbar = ('<div class="au-tb"><div class="au-grp">'
               + cand("Pause playback.", "icon", f"{P}.pause", ic("pause", 18), cls="au-tr", label="Pause")
               + cand("Play the audio.", "icon", f"{P}.play", ic("play", 18, "#2a9a3a"), cls="au-tr", label="Play")
               + cand("Stop playback.", "icon", f"{P}.stop", ic("stop", 16), cls="au-tr", label="Stop")
               + cand("Skip to the start.", "icon", f"{P}.skipstart", ic("skip_back", 16), cls="au-tr", label="Skip to Start")
               + cand("Skip to the end.", "icon", f"{P}.skipend", ic("skip_fwd", 16), cls="au-tr", label="Skip to End")
               + cand("Start recording.", "icon", f"{P}.record", ic("record", 20), cls="au-tr", label="Record")
               + cand("Toggle looping.", "icon", f"{P}.loop", ic("loop", 16), cls="au-tr", label="Loop")
               + '</div><div class="au-grp" style="display:grid;grid-template-columns:26px 26px;gap:0 2px;height:54px;align-content:center">'
               + "".join(ib(i, f"Use the {n} tool.", f"{P}.tool.{slug(n)}", size=15, cls=f"ib{' on' if k == tool_on else ''}")
                         for k, (i, n) in enumerate([("cursor", "Selection"), ("envelope_tool", "Envelope"), ("draw_tool", "Draw"), ("multi_tool", "Multi")]))
               + '</div><div class="au-grp">'
               + cand("Open the audio setup.", "other", f"{P}.audiosetup", ic("speaker", 14) + "Audio Setup", cls="au-btn", label="Audio Setup")
               + cand("Share the audio online.", "other", f"{P}.share", ic("cloud_up", 14) + "Share Audio", cls="au-btn", label="Share Audio")
               + '</div><div class="au-grp">'
               + ib("scissors", "Cut the selected audio.", f"{P}.cut", size=15) + ib("copy", "Copy the selected audio.", f"{P}.copy", size=15)
               + ib("paste", "Paste the audio.", f"{P}.paste", size=15) + ib("trim_audio", "Trim audio outside the selection.", f"{P}.trim", size=15)
               + ib("silence", "Silence the selected audio.", f"{P}.silence", size=15)
               + ib("undo", "Undo the last edit.", f"{P}.undo", size=15) + ib("redo", "Redo the last edit.", f"{P}.redo", size=15)
               + '</div><div class="au-grp">'
               + ib("zoom_in", "Zoom in on the waveform.", f"{P}.zoomin", size=15) + ib("zoom_out", "Zoom out of the waveform.", f"{P}.zoomout", size=15)
               + ib("zoom_fit", "Fit the selection to the window.", f"{P}.fitsel", size=15) + ib("maximize2", "Fit the project to the window.", f"{P}.fitproj", size=15)
               + '</div><div class="au-meter">'
               + '<div class="au-mrow">' + ib("mic", "Open the recording meter options.", f"{P}.recmeter", size=13, style="width:20px;height:18px")
               + cand("Start monitoring the input level.", "other", f"{P}.monitor", "Click to Start Monitoring", cls="au-mbar", label="Recording meter") + "</div>"
               + '<div class="au-mrow">' + ib("volume", "Open the playback meter options.", f"{P}.playmeter", size=13, style="width:20px;height:18px")
               + '<div class="au-mbar">-54 -48 -42 -36 -30 -24 -18 -12 -6 0</div></div>'
               + "</div></div>")
    secs = rng.choice([30, 60, 90, 120])
    ruler = ('<div class="au-ruler"><div style="width:170px;display:flex;align-items:center;padding-left:6px;gap:4px">'
             + ib("pin", "Pin the play head.", f"{P}.pinhead", size=13) + ib("settings", "Open the timeline options.", f"{P}.timelineopts", size=13)
             + '</div><div class="au-rl">' + "".join(f'<span style="left:{i * 12.5}%">{i * secs // 8 // 60}:{i * secs // 8 % 60:02d}</span>' for i in range(8)) + "</div></div>")
    tr = ['<div class="au-tracks">']
    wave_w = 1024 - 170 - 6
    sel_a, sel_b = sorted(rng.sample(range(5, 95), 2))
    show_sel = rng.random() < 0.6
    for k, name in enumerate(tracks):
        th = 118 if len(tracks) < 3 else 96
        muted = rng.random() < 0.2
        solo = not muted and rng.random() < 0.15
        gain = rng.uniform(20, 80)
        pan = rng.uniform(30, 70)
        clip_l = rng.uniform(0, 10) if k else 0
        clip_w = rng.uniform(55, 95 - clip_l)
        clipname = f"{proj}_{slug(name)}"
        tr.append(f'<div class="au-track" style="height:{th}px"><div class="au-tcp"><div class="au-tname">'
                  + ib("x", f"Remove the {name} track.", f"{P}.trk{k}.close", size=11, style="width:18px;height:18px")
                  + tb(name, f"Open the {name} track menu.", f"{P}.trk{k}.menu", cls="tb", after=ic("chev_down", 9))
                  + '</div><div class="au-ms">'
                  + cand(f"Mute the {name} track.", "other", f"{P}.trk{k}.mute", "Mute", cls=f"tb{' on' if muted else ''}", label="Mute")
                  + cand(f"Solo the {name} track.", "other", f"{P}.trk{k}.solo", "Solo", cls=f"tb{' on' if solo else ''}", label="Solo")
                  + '</div><div class="au-sl">-' + cand(f"Adjust the {name} gain.", "other", f"{P}.trk{k}.gain", f'<i style="left:{gain:.0f}%"></i>', cls="au-slt", label="Gain") + "+</div>"
                  + '<div class="au-sl">L' + cand(f"Adjust the {name} pan.", "other", f"{P}.trk{k}.pan", f'<i style="left:{pan:.0f}%"></i>', cls="au-slt", label="Pan") + "R</div>"
                  + ('<div class="row" style="justify-content:space-between">' + cand(f"Select the whole {name} track.", "text", f"{P}.trk{k}.select", "Select", cls="tb", style="padding:0 4px", label="Select")
                     + ib("chev_up", f"Collapse the {name} track.", f"{P}.trk{k}.collapse", size=12, style="width:20px;height:18px") + "</div>" if th > 100 else "")
                  + "</div>"
                  + '<div class="au-wave">'
                  + cand(f"Select the {clipname} clip.", "other", f"{P}.trk{k}.clip",
                         f'<div class="au-clipname">{esc(clipname)}</div>' + _wave(rng, int(wave_w * clip_w / 100), th - 20, 1.0 if k == 0 else 0.6),
                         cls="au-clip", style=f"left:{clip_l:.1f}%;width:{clip_w:.1f}%", label=clipname)
                  + (f'<div class="au-sel" style="left:{sel_a}%;width:{sel_b - sel_a}%;pointer-events:none"></div>' if show_sel else "")
                  + f'<div class="au-cursor" style="left:{sel_a}%;pointer-events:none"></div></div></div>')
    tr.append("</div>")
    t0 = sel_a * secs / 100
    rate = rng.choice(["44100", "48000"])
    bottom = ('<div class="au-bottom">'
              + cand("Change the time display format.", "other", f"{P}.timefmt", f'<span class="au-time">00 h 0{int(t0 // 60)} m {t0 % 60:06.3f} s</span>', cls="row", label="Time")
              + '<div class="col" style="gap:2px"><span style="font-size:11px">Project Rate (Hz)</span>'
              + cand("Change the project rate.", "other", f"{P}.rate", rate + ic("chev_down", 9), cls="au-field", label="Project Rate") + "</div>"
              + '<div class="col" style="gap:2px"><span style="font-size:11px">Snap</span>'
              + cand("Toggle snapping.", "other", f"{P}.snap", '<span class="cbx"></span>Off', cls="row", style="gap:4px;height:24px", label="Snap") + "</div>"
              + '<div class="col" style="gap:2px"><span style="font-size:11px">Selection</span><div class="row" style="gap:4px">'
              + cand("Edit the selection start.", "text", f"{P}.selstart", f"00 h 0{int(t0 // 60)} m {t0 % 60:06.3f} s", cls="au-field", label="Start")
              + cand("Edit the selection end.", "text", f"{P}.selend", f"00 h 0{int(sel_b * secs / 100 // 60)} m {sel_b * secs / 100 % 60:06.3f} s", cls="au-field", label="End")
              + "</div></div></div>")
    status = f'<div class="au-status">{rng.choice(["Stopped.", "Stopped.", "Playing Paused."])}<span class="flex1"></span>Actual Rate: {rate}</div>'
    window = (win_titlebar(P, proj, "audacity", h=30) + f'<div class="au">{menubar(menus, P)}{toolbar}{ruler}{"".join(tr)}{bottom}{status}</div>')
    return frame_windows(P, rng, window, app_logo="audacity", app_name="Audacity")


APPS = [AppSpec("Audacity", "audacity", "creative", "Windows 11", build, CSS, "pro_apps/audacity.py")]
