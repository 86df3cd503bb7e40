"""Adobe Premiere Pro (Windows 11): source/program monitors, project or effects panel, tools, timeline."""
from __future__ import annotations

from igg.tasks.pointerbench.generate.pro_apps.kit import (cand, esc, frame_windows, ib, ic, menubar, pick, scene_svg, slug, tb,
                                             thumb_bg, win_titlebar)
from igg.tasks.pointerbench.generate.pro_apps.spec import AppSpec

P = "premiere"
PROJECTS = [("fashion_reel", "studio"), ("iceland_travel_vlog", "snow"), ("coastal_brand_film", "coast"),
            ("city_nights_promo", "city"), ("harvest_documentary", "field"), ("desert_rally_recap", "desert"),
            ("forest_retreat_teaser", "forest"), ("sunset_wedding_highlights", "dusk")]
CLIP_NAMES = ["A001_C012.mp4", "A002_C006.mp4", "A003_C001.mp4", "A004_C004.mp4", "A005_C010.mp4", "A006_C008.mp4",
              "interview_cam_a.mov", "drone_pass_04.mp4", "broll_market_02.mp4", "gimbal_walk_07.mp4",
              "slowmo_turn_03.mov", "wide_establish.mp4", "closeup_hands.mov", "timelapse_sky.mp4"]
CLIP_SUBJECTS = ["red-coat", "runway", "drone", "interview", "skyline", "crowd", "close-up", "wide", "sunset", "street"]
AUDIO = ["VO_take3.wav", "music_bed_v2.wav", "room_tone.wav", "ambience_city.wav", "interview_lav.wav"]
EFFECT_TREE = [("Presets", []), ("Lumetri Presets", []), ("Audio Effects", []), ("Audio Transitions", []),
               ("Video Effects", []), ("Video Transitions", ["3D Motion", "Dissolve"])]
DISSOLVES = ["Additive Dissolve", "Cross Dissolve", "Dip to Black", "Dip to White", "Film Dissolve", "Morph Cut"]
TOOLS = [("cursor", "Selection"), ("arrow_right", "Track Select Forward"), ("ripple", "Ripple Edit"), ("razor", "Razor"),
         ("slip", "Slip"), ("pen_tool", "Pen"), ("hand", "Hand"), ("type", "Type")]

CSS = """
.pr{flex:1;display:flex;flex-direction:column;background:#1b1b1b;color:#b8b8b8;font-size:11px;min-height:0}
.pr .mb{display:flex;height:22px;background:#f3f3f3;color:#1a1a1a;align-items:center;padding-left:4px;flex:none}
.pr .mbi{padding:0 7px;height:22px;font-size:12px}
.pr-hdr{height:34px;flex:none;display:flex;align-items:center;background:#232323;padding:0 8px;gap:4px;position:relative}
.pr-ws{padding:0 10px;font-size:13px;color:#9a9a9a;height:28px}
.pr-ws.on{color:#fff;border-bottom:2px solid #fff}
.pr-proj{position:absolute;left:50%;transform:translateX(-50%);font-size:12px;color:#bdbdbd}
.pr .ib{color:#bdbdbd}
.pr-top{display:flex;flex:none;gap:3px;padding:3px 3px 0}
.pr-mon{flex:1;background:#1f1f1f;display:flex;flex-direction:column;border-radius:3px;overflow:hidden}
.pr-tabs{display:flex;height:26px;align-items:center;gap:2px;padding:0 6px;border-bottom:1px solid #2a2a2a;flex:none}
.pr-tab{padding:0 6px;height:24px;color:#a0a0a0;font-size:11px}
.pr-tab.on{color:#e8e8e8;border-bottom:2px solid #c8c8c8}
.pr-vid{display:flex;justify-content:center;background:#0e0e0e;flex:none;padding:6px 0}
.pr-ctl{display:flex;align-items:center;height:24px;padding:0 8px;gap:6px;flex:none}
.pr-tc{color:#3b9cf2;font-size:13px;font-family:"DejaVu Sans Mono",monospace;letter-spacing:-.3px}
.pr-dd{display:inline-flex;align-items:center;gap:4px;height:18px;padding:0 4px;color:#c8c8c8}
.pr-scrub{height:14px;margin:0 10px;position:relative;flex:none}
.pr-scrub i{position:absolute;left:0;right:0;top:6px;height:1px;background:#555}
.pr-scrub b{position:absolute;top:1px;width:9px;height:9px;background:#3b9cf2;transform:rotate(45deg)}
.pr-trans{display:flex;justify-content:center;align-items:center;gap:2px;height:30px;flex:none}
.pr-trans .ib{width:24px;height:24px;color:#c4c4c4}
.pr-bot{flex:1;display:flex;gap:3px;padding:3px;min-height:0}
.pr-panel{background:#1f1f1f;border-radius:3px;display:flex;flex-direction:column;overflow:hidden}
.pr-search{height:20px;margin:4px 6px;background:#151515;border:1px solid #333;border-radius:3px;display:flex;align-items:center;padding:0 4px;gap:4px;color:#888;flex:none}
.pr-tree{flex:1;overflow:hidden;padding-top:2px}
.pr-tr{display:flex;align-items:center;height:18px;gap:5px;white-space:nowrap;color:#c0c0c0}
.pr-tr .tb{height:18px}
.pr-tr.sel{background:#2f3d52}
.pr-fold{color:#c9a54a}
.pr-pfoot{height:24px;display:flex;align-items:center;gap:2px;padding:0 6px;border-top:1px solid #2a2a2a;flex:none}
.pr-tools{width:30px;background:#1f1f1f;border-radius:3px;display:flex;flex-direction:column;align-items:center;padding-top:4px;gap:1px;flex:none}
.pr-tools .ib{width:24px;height:24px;color:#c8c8c8}
.pr-tools .ib.on{background:#3a3a3a;color:#4ea3f5}
.pr-tl{flex:1;position:relative;min-width:0}
.pr-tlhead{height:48px;display:flex;flex-direction:column;flex:none}
.pr-ruler{position:absolute;left:172px;right:8px;top:56px;height:16px;border-bottom:1px solid #333}
.pr-ruler span{position:absolute;top:0;color:#888;font-size:10px}
.pr-track{position:absolute;left:0;right:8px;display:flex}
.pr-th{width:168px;display:flex;align-items:center;gap:2px;padding-left:4px;background:#232323;border-bottom:1px solid #191919;flex:none}
.pr-th .ib{width:18px;height:18px;color:#9a9a9a}
.pr-tn{width:26px;height:100%;display:inline-flex;align-items:center;justify-content:center;color:#cfcfcf;border-radius:2px}
.pr-tn.on{background:#1f5b9a;color:#fff}
.pr-ms{width:18px;height:18px;display:inline-flex;align-items:center;justify-content:center;border:1px solid #3c3c3c;border-radius:2px;color:#aaa;font-size:10px}
.pr-lane{flex:1;position:relative;border-bottom:1px solid #191919;background:#1a1a1a}
.pr-clip{position:absolute;top:1px;bottom:1px;border-radius:2px;overflow:hidden;display:flex;flex-direction:column}
.pr-clip .cn{height:12px;font-size:9px;color:#101020;padding:0 3px;white-space:nowrap;overflow:hidden}
.pr-clip .ct{flex:1;background-size:cover}
.pr-clip.v{background:#8d8de0}
.pr-clip.v.alt{background:#6fa6d6}
.pr-clip.a{background:#2f8f57}
.pr-clip.a .wv{flex:1;background:repeating-linear-gradient(90deg,#9ee6b2 0 1px,transparent 1px 3px);margin:3px 2px;opacity:.6}
.pr-xd{position:absolute;top:1px;bottom:1px;background:#7a6fb0;border:1px solid #c9c2f0;border-radius:2px;color:#fff;font-size:9px;display:flex;align-items:center;justify-content:center}
.pr-ph{position:absolute;top:56px;bottom:22px;width:1px;background:#3b9cf2}
.pr-ph b{position:absolute;top:0;left:-5px;width:11px;height:12px;background:#3b9cf2;clip-path:polygon(0 0,100% 0,100% 60%,50% 100%,0 60%)}
.pr-meter{width:36px;background:#1f1f1f;border-radius:3px;display:flex;gap:3px;padding:6px 6px 4px;flex:none;position:relative}
.pr-meter i{flex:1;background:linear-gradient(0deg,#1c7c3c 0%,#1c7c3c 60%,#b8a82b 80%,#a33 100%);opacity:.8}
.pr-meterft{position:absolute;bottom:2px;left:4px;right:4px;display:flex;justify-content:space-between}
.pr-meterft .tb{font-size:9px;color:#aaa;width:12px;height:12px;justify-content:center;border:1px solid #444;border-radius:2px}
.pr-status{height:18px;flex:none;background:#1b1b1b}
"""


def _monitor(rng, which: str, title_tabs, vid_w: int, vid_h: int, kind: str, tc_start: str, tc_end: str):
    src = which == "source"
    tabs = '<div class="pr-tabs">'
    for i, t in enumerate(title_tabs):
        on = " on" if i == 0 else ""
        tabs += tb(t, f"Open the {t.split(':')[0]} panel." if i else f"Focus the {which} monitor.",
                   f"{P}.{which}.tab{i}", cls=f"tb pr-tab{on}")
    tabs += ib("menu", f"Open the {which} monitor panel menu.", f"{P}.{which}.menu", size=12) + "</div>"
    vid = f'<div class="pr-vid">{scene_svg(kind, vid_w, vid_h, rng, uid=which)}</div>'
    zoom = rng.choice(["Fit", "25%", "50%", "75%", "100%"])
    res = rng.choice(["1/2", "Full", "1/4"])
    what = "source" if src else "program"
    ctl = ('<div class="pr-ctl">'
           + f'<span class="pr-tc">{tc_start}</span>'
           + cand(f"Change the {what} monitor zoom level.", "other", f"{P}.{which}.zoom",
                  f'{zoom}{ic("chev_down", 10)}', cls="pr-dd", label="Zoom")
           + '<span class="flex1"></span>'
           + cand(f"Change the {what} playback resolution.", "other", f"{P}.{which}.res",
                  f'{res}{ic("chev_down", 10)}', cls="pr-dd", label="Resolution")
           + ib("wrench", f"Open the {what} monitor settings.", f"{P}.{which}.settings", size=13)
           + f'<span class="pr-tc" style="color:#ddd">{tc_end}</span></div>')
    pos = rng.randint(20, 80)
    scrub = f'<div class="pr-scrub"><i></i><b style="left:{pos}%"></b></div>'
    if src:
        btns = [("marker", "Add a marker to the source clip.", "marker"), ("bracket_in", "Mark in on the source clip.", "in"),
                ("bracket_out", "Mark out on the source clip.", "out"), ("arrow_first", "Go to the source in point.", "goin"),
                ("step_back", "Step back one frame in the source.", "back"), ("play", "Play the source clip.", "play"),
                ("step_fwd", "Step forward one frame in the source.", "fwd"), ("arrow_last", "Go to the source out point.", "goout"),
                ("download", "Insert the source clip into the sequence.", "insert"),
                ("arrow_down", "Overwrite the sequence with the source clip.", "overwrite"),
                ("camera", "Export a frame from the source clip.", "frame"), ("plus", "Customize the source monitor buttons.", "add")]
    else:
        btns = [("bracket_in", "Mark in on the sequence.", "in"), ("bracket_out", "Mark out on the sequence.", "out"),
                ("arrow_first", "Go to the sequence in point.", "goin"), ("step_back", "Step back one frame in the program.", "back"),
                ("play", "Play the sequence.", "play"), ("step_fwd", "Step forward one frame in the program.", "fwd"),
                ("arrow_last", "Go to the sequence out point.", "goout"), ("upload", "Lift the marked range.", "lift"),
                ("extract_x", "Extract the marked range.", "extract"), ("camera", "Export a frame from the sequence.", "frame"),
                ("maximize2", "Toggle proxies in the program monitor.", "proxy"), ("plus", "Customize the program monitor buttons.", "add")]
    trans = '<div class="pr-trans">'
    for icon, intent, key in btns:
        icon = "layers" if icon == "extract_x" else icon
        trans += ib(icon, intent, f"{P}.{which}.{key}", size=14)
    trans += "</div>"
    return f'<div class="pr-mon">{tabs}{vid}{ctl}{scrub}{trans}</div>'


def build(rng) -> str:
    proj, kind = rng.choice(PROJECTS)
    kind2 = rng.choice([k for k in ("studio", "coast", "city", "field", "dusk", "snow", "forest", "desert")])
    user = rng.choice(["alexm", "jordan.k", "sam_edits", "mlopez"])
    title = f"Adobe Premiere Pro 2024 - C:\\Users\\{user}\\Documents\\Adobe\\Premiere Pro\\24.0\\{proj}.prproj"
    menus = ["File", "Edit", "Clip", "Sequence", "Markers", "Graphics and Titles", "View", "Window", "Help"]
    ws = rng.choice(["Edit", "Edit", "Edit", "Import"])
    hdr = ('<div class="pr-hdr">'
           + ib("home", "Go to the Home screen.", f"{P}.home", size=16)
           + "".join(tb(w, f"Switch to {w} mode." if w != ws else f"Stay in {w} mode.", f"{P}.ws.{w.lower()}",
                        cls=f"tb pr-ws{' on' if w == ws else ''}") for w in ("Import", "Edit", "Export"))
           + f'<span class="pr-proj">{esc(proj)} - Edited</span><span class="flex1"></span>'
           + ib("external", "Open Quick Export.", f"{P}.quickexport", size=15)
           + ib("share_up", "Share the project for review.", f"{P}.share", size=15)
           + ib("fullscreen", "Toggle the full-screen video view.", f"{P}.fullscreen", size=15)
           + '</div>')
    clip_src = rng.choice(CLIP_NAMES)
    seq = rng.choice(["Sequence 01", "Main Edit", "Rough Cut v2", "Final Timeline"])
    h1, m1, s1, f1 = 0, 0, rng.randint(1, 9), rng.randint(0, 23)
    top = ('<div class="pr-top">'
           + _monitor(rng, "source", [f"Source: {clip_src}", "Effect Controls", f"Audio Clip Mixer: {seq}"], 300, 169, kind,
                      f"00:00:{s1:02d}:{f1:02d}", f"00:00:0{rng.randint(3, 9)}:{rng.randint(0, 23):02d}")
           + _monitor(rng, "program", [f"Program: {seq}"], 300, 169, kind2,
                      f"00:00:{rng.randint(2, 14):02d}:{rng.randint(0, 23):02d}", f"00:00:{rng.randint(15, 40):02d}:{rng.randint(0, 23):02d}")
           + '</div>')

    # left panel: project bin or effects tree
    left_tab = rng.choice(["Effects", "Project"])
    tabs_l = [f"Project: {proj[:14]}", "Media Browser", "Libraries", "Effects"]
    ltabs = '<div class="pr-tabs">' + "".join(
        tb(t, f"Open the {t.split(':')[0]} panel.", f"{P}.left.{slug(t.split(':')[0])}",
           cls=f"tb pr-tab{' on' if t.startswith(left_tab) else ''}") for t in tabs_l) + "</div>"
    search = f'<div class="pr-search">{ic("search", 11)}</div>'
    rows = []
    if left_tab == "Effects":
        search = ('<div class="row" style="gap:2px;padding-right:4px">'
                  + cand("Search the effects.", "other", f"{P}.fx.search", ic("search", 11), cls="pr-search", style="flex:1")
                  + ib("zap", "Show accelerated effects.", f"{P}.fx.accel", size=12)
                  + ib("sliders", "Show 32-bit color effects.", f"{P}.fx.32bit", size=12)
                  + ib("chart_bar", "Show YUV effects.", f"{P}.fx.yuv", size=12) + '</div>')
        sel = rng.choice(DISSOLVES)
        for name, kids in EFFECT_TREE:
            open_ = bool(kids)
            rows.append(f'<div class="pr-tr" style="padding-left:6px">{ic("chev_down" if open_ else "chev_right", 10)}'
                        f'<span class="pr-fold">{ic("folder", 12)}</span>'
                        + tb(name, f"{'Collapse' if open_ else 'Expand'} the {name} folder.", f"{P}.fx.{slug(name)}")
                        + "</div>")
            for k in kids:
                is_d = k == "Dissolve"
                rows.append(f'<div class="pr-tr" style="padding-left:20px">{ic("chev_down" if is_d else "chev_right", 10)}'
                            f'<span class="pr-fold">{ic("folder", 12)}</span>'
                            + tb(k, f"{'Collapse' if is_d else 'Expand'} the {k} folder.", f"{P}.fx.{slug(k)}") + "</div>")
                if is_d:
                    for d in DISSOLVES:
                        rows.append(f'<div class="pr-tr{" sel" if d == sel else ""}" style="padding-left:40px">'
                                    f'{ic("clip", 12)}' + tb(d, f"Select the {d} transition.", f"{P}.fx.{slug(d)}") + "</div>")
        foot_items = [("folder_plus", "Create a new custom bin.", "newbin"), ("file_plus", "Create a new preset.", "newitem"),
                      ("trash", "Delete the custom item.", "delete")]
    else:
        items = pick(rng, CLIP_NAMES, 7) + pick(rng, AUDIO, 2)
        sel = rng.choice(items)
        for it in items:
            kind_i = "music" if it.endswith(".wav") else "video"
            rows.append(f'<div class="pr-tr{" sel" if it == sel else ""}" style="padding-left:6px">'
                        f'{ic(kind_i, 12, "#8fb3e6" if kind_i == "video" else "#6fd08f")}'
                        + tb(it, f"Select {it} in the project.", f"{P}.bin.{slug(it)}")
                        + f'<span class="flex1"></span><span style="color:#777;padding-right:6px">{rng.choice(["23.976", "25", "29.97", "48000 Hz"]) if kind_i == "video" else "48000 Hz"}</span></div>')
        foot_items = [("list", "Switch to list view.", "listview"), ("grid", "Switch to icon view.", "iconview"),
                      ("folder_plus", "Create a new bin.", "newbin"), ("file_plus", "Create a new item.", "newitem"),
                      ("trash", "Clear the selected items.", "delete")]
    foot = '<div class="pr-pfoot"><span class="flex1"></span>' + "".join(
        ib(i, t, f"{P}.left.{k}", size=13) for i, t, k in foot_items) + "</div>"
    left_w = rng.randint(270, 300)
    left = (f'<div class="pr-panel" style="width:{left_w}px;flex:none">{ltabs}{search}'
            f'<div class="pr-tree">{"".join(rows)}</div>{foot}</div>')

    tool_on = rng.randrange(len(TOOLS))
    tools = '<div class="pr-tools">' + "".join(
        ib(i, f"Use the {n} tool.", f"{P}.tool.{slug(n)}", size=15, cls=f"ib{' on' if k == tool_on else ''}")
        for k, (i, n) in enumerate(TOOLS)) + "</div>"

    # timeline
    tl_tc = f"00:00:{rng.randint(2, 30):02d}:{rng.randint(0, 23):02d}"
    tlh = ('<div class="pr-tabs">' + ib("x", f"Close the {seq} timeline.", f"{P}.tl.close", size=11)
           + tb(seq, f"Focus the {seq} timeline.", f"{P}.tl.tab", cls="tb pr-tab on")
           + ib("menu", "Open the timeline panel menu.", f"{P}.tl.menu", size=12) + "</div>"
           + f'<div class="row" style="height:26px;padding:0 8px;gap:4px"><span class="pr-tc" style="font-size:14px;width:110px">{tl_tc}</span>'
           + ib("sequence_nest" if False else "layers", "Insert or overwrite sequences as nests.", f"{P}.tl.nest", size=13)
           + ib("magnet", "Toggle snapping in the timeline.", f"{P}.tl.snap", size=13)
           + ib("linked", "Toggle linked selection.", f"{P}.tl.linked", size=13)
           + ib("marker", "Add a marker to the sequence.", f"{P}.tl.marker", size=13)
           + ib("wrench", "Open the timeline display settings.", f"{P}.tl.settings", size=13)
           + ib("message", "Show the captions track.", f"{P}.tl.captions", size=13)
           + '</div>')
    ruler = '<div class="pr-ruler">' + "".join(
        f'<span style="left:{i * 25}%">00:00:{i * 4:02d}:00</span>' for i in range(4)) + "</div>"
    tracks = []
    y = 76
    vt_h, at_h = 22, 22
    lane_w = 1.0
    clip_names = pick(rng, CLIP_NAMES, 8)
    subj = pick(rng, CLIP_SUBJECTS, 8)
    v_on = rng.choice(["V1", "V1", "V2"])
    for tname in ("V3", "V2", "V1"):
        big = tname == "V1"
        h = 44 if big else vt_h
        head = (f'<div class="pr-th" style="height:{h}px">'
                + ib("lock", f"Lock track {tname}.", f"{P}.trk.{tname}.lock", size=11)
                + cand(f"Target track {tname}.", "other", f"{P}.trk.{tname}.target", tname,
                       cls=f"pr-tn{' on' if tname == v_on else ''}", label=tname)
                + ib("film_sync" if False else "layers", f"Toggle sync lock on {tname}.", f"{P}.trk.{tname}.sync", size=11)
                + ib("eye", f"Toggle output for track {tname}.", f"{P}.trk.{tname}.eye", size=11) + "</div>")
        lane = ""
        if tname == "V1":
            x = 0.0
            for k in range(rng.randint(5, 7)):
                w = rng.uniform(8.0, 13.5)
                if x + w > 99:
                    break
                nm = clip_names[k % len(clip_names)]
                sb = subj[k % len(subj)]
                tk = rng.choice(list(("studio", "coast", "city", "field", "dusk", "snow", "forest", "desert")))
                lane += cand(f"Select the {sb} clip.", "other", f"{P}.clip.v1.{k}",
                             f'<div class="cn">{esc(nm)}</div><div class="ct" style="background:{thumb_bg(tk)}"></div>',
                             cls=f"pr-clip v{' alt' if k % 2 else ''}", style=f"left:{x:.2f}%;width:{w:.2f}%", label=nm)
                if k == 1 and rng.random() < 0.6:
                    lane += cand("Select the Cross Dissolve transition on V1.", "other", f"{P}.clip.xd",
                                 "X", cls="pr-xd", style=f"left:{x + w - 1.6:.2f}%;width:3.2%", label="Cross Dissolve")
                x += w
        elif tname == "V2" and rng.random() < 0.7:
            x = rng.uniform(20, 50)
            lane += cand("Select the title graphic on V2.", "other", f"{P}.clip.v2",
                         f'<div class="cn">{rng.choice(["Lower third", "Title - Opening", "Logo bug", "Caption card"])}</div><div class="ct" style="background:#b086c9"></div>',
                         cls="pr-clip v", style=f"left:{x:.1f}%;width:{rng.uniform(10, 20):.1f}%;background:#c79ad9")
        tracks.append(f'<div class="pr-track" style="top:{y}px;height:{h}px">{head}<div class="pr-lane">{lane}</div></div>')
        y += h
    y += 4
    audio_names = pick(rng, AUDIO, 2)
    for tname in ("A1", "A2", "A3"):
        head = (f'<div class="pr-th" style="height:{at_h}px">'
                + ib("lock", f"Lock track {tname}.", f"{P}.trk.{tname}.lock", size=11)
                + cand(f"Target track {tname}.", "other", f"{P}.trk.{tname}.target", tname,
                       cls=f"pr-tn{' on' if tname == 'A1' else ''}", label=tname)
                + cand(f"Mute track {tname}.", "other", f"{P}.trk.{tname}.mute", "M", cls="pr-ms", label="Mute")
                + cand(f"Solo track {tname}.", "other", f"{P}.trk.{tname}.solo", "S", cls="pr-ms", label="Solo")
                + ib("mic", f"Record a voice-over on {tname}.", f"{P}.trk.{tname}.vo", size=11) + "</div>")
        lane = ""
        if tname in ("A1", "A2") and rng.random() < 0.8:
            x = rng.uniform(0, 20)
            an = audio_names[0 if tname == "A1" else 1]
            lane = cand(f"Select the {an} audio clip.", "other", f"{P}.clip.{tname}",
                        f'<div class="cn" style="color:#e0ffe8">{esc(an)}</div><div class="wv"></div>',
                        cls="pr-clip a", style=f"left:{x:.1f}%;width:{rng.uniform(30, 70):.1f}%", label=an)
        tracks.append(f'<div class="pr-track" style="top:{y}px;height:{at_h}px">{head}<div class="pr-lane">{lane}</div></div>')
        y += at_h
    ph = rng.uniform(0.2, 0.8)
    playhead = f'<div class="pr-ph" style="left:calc(172px + (100% - 180px) * {ph:.3f})"><b></b></div>'
    timeline = f'<div class="pr-panel pr-tl">{tlh}{ruler}{"".join(tracks)}{playhead}</div>'
    meter = ('<div class="pr-meter"><i style="margin-top:40px"></i><i style="margin-top:55px"></i>'
             '<div class="pr-meterft">' + cand("Solo the left channel.", "other", f"{P}.meter.sl", "S", cls="tb", label="S")
             + cand("Solo the right channel.", "other", f"{P}.meter.sr", "S", cls="tb", label="S") + "</div></div>")
    bottom = f'<div class="pr-bot">{left}{tools}{timeline}{meter}</div>'
    window = (win_titlebar(P, title, "premiere", h=30) + '<div class="pr">'
              + menubar(menus, P) + hdr + top + bottom + '<div class="pr-status"></div></div>')
    return frame_windows(P, rng, window, app_logo="premiere", app_name="Adobe Premiere Pro")


APPS = [AppSpec("Adobe Premiere Pro", "premiere", "creative", "Windows 11", build, CSS, "pro_apps/premiere.py")]
