"""KiCad 8 PCB Editor (Windows 10): menus, top/left/right toolbars, board canvas, Appearance and Selection Filter panels."""
from __future__ import annotations

from igg.tasks.pointerbench.generate.pro_apps.kit import (cand, checkbox, esc, frame_windows, ib, ic, menubar, slug, tb,
                                            win_titlebar)
from igg.tasks.pointerbench.generate.pro_apps.spec import AppSpec

P = "kicad"
CSS = """
.kc{flex:1;display:flex;flex-direction:column;min-height:0;background:#f0f0f0;color:#111;font-size:12px}
.kc .mb{display:flex;height:22px;align-items:center;background:#fff;flex:none}
.kc .mbi{padding:0 7px;height:22px;font-size:12px}
.kc .ib{width:26px;height:26px;color:#333;border-radius:2px}
.kc .ib.on{background:#c8daf3;box-shadow:inset 0 0 0 1px #7ea7de}
.kc-top{height:32px;flex:none;display:flex;align-items:center;gap:1px;padding:0 4px;border-bottom:1px solid #d0d0d0}
.kc-sep{width:1px;height:20px;background:#c8c8c8;margin:0 3px}
.kc-dd{display:inline-flex;align-items:center;justify-content:space-between;gap:6px;height:24px;padding:0 6px;border:1px solid #adadad;background:#fff;border-radius:2px;white-space:nowrap}
.kc-main{flex:1;display:flex;min-height:0}
.kc-left,.kc-right{width:32px;display:flex;flex-direction:column;align-items:center;gap:1px;padding-top:4px;flex:none;background:#f0f0f0}
.kc-canvas{flex:1;background:#001023;position:relative;overflow:hidden}
.kc-ref{position:absolute;font-family:"DejaVu Sans Mono",monospace;font-size:11px;color:#f2eda1;line-height:1}
.kc-side{width:230px;flex:none;display:flex;flex-direction:column;border-left:1px solid #c8c8c8;background:#f7f7f7}
.kc-ptabs{display:flex;height:26px;align-items:flex-end;gap:2px;padding:0 4px;flex:none}
.kc-pt{height:24px;padding:0 10px;border:1px solid #c8c8c8;border-bottom:none;border-radius:3px 3px 0 0;background:#e8e8e8}
.kc-pt.on{background:#fff}
.kc-layers{flex:1;overflow:hidden;background:#fff;border-top:1px solid #c8c8c8}
.kc-ly{height:20px;display:flex;align-items:center;gap:5px;padding:0 6px;white-space:nowrap;width:100%}
.kc-ly.on{background:#cfe0f5}
.kc-ly .sw{width:14px;height:12px;border:1px solid #666}
.kc-sf{height:176px;flex:none;border-top:1px solid #c8c8c8;padding:4px 6px;display:flex;flex-direction:column;gap:1px}
.kc-cb{display:flex;align-items:center;gap:6px;height:19px;white-space:nowrap}
.kc-status{height:42px;flex:none;display:flex;align-items:stretch;border-top:1px solid #c8c8c8;background:#f0f0f0;font-size:11px}
.kc-sc{display:flex;flex-direction:column;justify-content:center;padding:0 10px;border-right:1px solid #d8d8d8;white-space:nowrap}
.kc-sc b{font-weight:400;color:#555}
"""
LAYERS = [("F.Cu", "#c83434"), ("In1.Cu", "#7fc87f"), ("In2.Cu", "#ce7d2c"), ("B.Cu", "#4d7fc4"), ("F.Adhesive", "#845ea1"), ("F.Paste", "#b4b4b4"),
          ("F.Silkscreen", "#f2eda1"), ("B.Silkscreen", "#e8b2a7"), ("F.Mask", "#d864ff"), ("B.Mask", "#02ffee"), ("User.Drawings", "#c2c2c2"),
          ("Edge.Cuts", "#d0d200"), ("Margin", "#ff26e2"), ("F.Courtyard", "#ff26e2"), ("F.Fab", "#afafaf")]
BOARDS = ["motor_driver", "esp32_sensor_node", "usb_c_power_board", "audio_preamp", "led_matrix_ctrl"]


def _board(rng, w, h):
    x0, y0, bw, bh = 60, 50, w - 130, h - 120
    parts = [f'<svg width="{w}" height="{h}" style="position:absolute;left:0;top:0">']
    for gx in range(0, w, 24):
        for gy in range(0, h, 24):
            parts.append(f'<rect x="{gx}" y="{gy}" width="1" height="1" fill="#2a3a52"/>')
    parts.append(f'<rect x="{x0}" y="{y0}" width="{bw}" height="{bh}" rx="10" fill="none" stroke="#d0d200" stroke-width="1.5"/>')
    # tracks
    for k in range(26):
        col = "#c83434" if k % 3 else "#4d7fc4"
        ax, ay = rng.randint(x0 + 20, x0 + bw - 20), rng.randint(y0 + 20, y0 + bh - 20)
        bx = ax + rng.choice([-1, 1]) * rng.randint(30, 160)
        by = ay + rng.choice([-1, 1]) * rng.randint(10, 80)
        mx = ax + (by - ay) if abs(by - ay) < abs(bx - ax) else bx
        bx = max(x0 + 10, min(x0 + bw - 10, bx))
        mx = max(x0 + 10, min(x0 + bw - 10, mx))
        parts.append(f'<polyline points="{ax},{ay} {mx},{by} {bx},{by}" fill="none" stroke="{col}" stroke-width="{rng.choice([2.5, 2.5, 4, 6])}" stroke-linejoin="round" opacity=".9"/>')
    # vias
    for k in range(10):
        vx, vy = rng.randint(x0 + 20, x0 + bw - 20), rng.randint(y0 + 20, y0 + bh - 20)
        parts.append(f'<circle cx="{vx}" cy="{vy}" r="4.5" fill="#c8c8c8"/><circle cx="{vx}" cy="{vy}" r="1.8" fill="#001023"/>')
    # ratsnest
    for k in range(5):
        ax, ay = rng.randint(x0 + 20, x0 + bw - 20), rng.randint(y0 + 20, y0 + bh - 20)
        parts.append(f'<line x1="{ax}" y1="{ay}" x2="{ax + rng.randint(-120, 120)}" y2="{ay + rng.randint(-80, 80)}" stroke="#ffffff" stroke-width=".7" opacity=".7"/>')
    parts.append("</svg>")
    return "".join(parts), (x0, y0, bw, bh)


def build(rng) -> str:
    board = rng.choice(BOARDS)
    menus = ["File", "Edit", "View", "Place", "Route", "Inspect", "Tools", "Preferences", "Help"]
    act_layer = rng.choice(["F.Cu", "F.Cu", "B.Cu", "F.Silkscreen"])
    top = ['<div class="kc-top">']
    top_items = [("cpu", "Open the board setup.", "boardsetup"), ("save", "Save the board.", "save"), "|", ("file", "Edit the page settings.", "pagesettings"),
                 ("printer", "Print the board.", "print"), ("upload", "Plot the board.", "plot"), "|", ("undo", "Undo the last edit.", "undo"),
                 ("redo", "Redo the last edit.", "redo"), "|", ("search", "Find an item on the board.", "find"), "|", ("refresh", "Redraw the view.", "redraw"),
                 ("zoom_in", "Zoom in.", "zoomin"), ("zoom_out", "Zoom out.", "zoomout"), ("zoom_fit", "Zoom to fit the board.", "zoomfit"),
                 ("crosshair", "Zoom to the selected objects.", "zoomobj"), "|", ("rotate_ccw", "Rotate counterclockwise.", "rotccw"),
                 ("rotate", "Rotate clockwise.", "rotcw"), ("mirror", "Flip the selection to the other side.", "flip"), ("layers", "Group the selected items.", "group"),
                 ("lock", "Lock the selected items.", "lock"), "|", ("refresh", "Update the PCB from the schematic.", "update"),
                 ("cpu", "Show the footprint assignments in the schematic.", "crossprobe"), ("drc", "Run the design rules checker.", "drc")]
    for t in top_items:
        if t == "|":
            top.append('<span class="kc-sep"></span>')
            continue
        top.append(ib(t[0], t[1], f"{P}.top.{t[2]}", size=15))
    top.append('<span class="kc-sep"></span>'
               + cand("Choose the active layer.", "other", f"{P}.layerdd", f'<span style="width:12px;height:12px;background:{dict(LAYERS)[act_layer]};display:inline-block"></span>{esc(act_layer)} (PgUp)' + ic("chev_down", 9), cls="kc-dd", label=act_layer)
               + cand("Change the track width.", "other", f"{P}.trackw", "Track: use netclass width" + ic("chev_down", 9), cls="kc-dd", style="width:150px;overflow:hidden", label="Track width")
               + "</div>")
    left = ['<div class="kc-left">']
    for i, (icon, intent, key) in enumerate([("drc", "Toggle the DRC markers.", "drcmarkers"), ("grid", "Toggle the grid.", "grid"), ("target", "Toggle polar coordinates.", "polar"),
                                              ("ruler", "Use millimeters.", "mm"), ("crosshair", "Toggle the full-window crosshair.", "cursor"),
                                              ("route", "Toggle the ratsnest.", "ratsnest"), ("zone", "Show filled zones.", "zonefill"), ("pad", "Show pads in outline mode.", "padsketch"),
                                              ("via", "Show vias in outline mode.", "viasketch"), ("track", "Show tracks in outline mode.", "tracksketch"),
                                              ("sidebar_r", "Show the Appearance panel.", "appearance"), ("eye", "Toggle high-contrast mode.", "highcontrast")]):
        left.append(ib(icon, intent, f"{P}.left.{key}", size=15, cls=f"ib{' on' if i in (1, 10) else ''}"))
    left.append("</div>")
    tool = rng.randrange(6)
    right = ['<div class="kc-right">']
    for i, (icon, intent, key) in enumerate([("cursor", "Select items.", "select"), ("zap", "Highlight a net.", "highlight"), ("track", "Route a single track.", "route"),
                                              ("route", "Route a differential pair.", "diffpair"), ("activity", "Tune the length of a track.", "tune"),
                                              ("via", "Add a free-standing via.", "via"), ("zone", "Add a filled zone.", "zone"), ("hatch", "Add a rule area.", "rulearea"),
                                              ("line", "Draw a graphic line.", "gline"), ("arc", "Draw a graphic arc.", "garc"), ("rect_tool", "Draw a rectangle.", "grect"),
                                              ("circle_tool", "Draw a circle.", "gcircle"), ("type", "Add a text item.", "text"), ("dimension", "Add an aligned dimension.", "dim"),
                                              ("component", "Place a footprint.", "footprint"), ("ruler", "Measure a distance.", "measure"), ("crosshair", "Set the grid origin.", "gridorigin")]):
        right.append(ib(icon, intent, f"{P}.right.{key}", size=15, cls=f"ib{' on' if i == tool else ''}"))
    right.append("</div>")
    svg, (x0, y0, bw, bh) = _board(rng, 620, 480)
    refs = []
    used = set()
    for k in range(rng.randint(7, 10)):
        kind = rng.choice(["R", "C", "U", "D", "J", "C", "R"])
        n = rng.randint(1, 24)
        ref = f"{kind}{n}"
        if ref in used:
            continue
        used.add(ref)
        fx, fy = rng.randint(x0 + 20, x0 + bw - 90), rng.randint(y0 + 20, y0 + bh - 70)
        desc = {"R": "resistor", "C": "capacitor", "U": "chip", "D": "diode", "J": "connector"}[kind]
        if kind == "U":
            st = f"position:absolute;left:{fx}px;top:{fy}px;width:64px;height:48px;border:1.5px solid #f2eda1"
            inner = ("".join(f'<i style="position:absolute;left:{-7 if s == 0 else 60}px;top:{4 + j * 10}px;width:9px;height:5px;background:#c83434"></i>' for s in (0, 1) for j in range(4))
                     + f'<span class="kc-ref" style="left:18px;top:18px">{ref}</span>')
        else:
            vert = rng.random() < 0.5
            ww, hh = (16, 34) if vert else (34, 16)
            st = f"position:absolute;left:{fx}px;top:{fy}px;width:{ww}px;height:{hh}px;border:1.2px solid #f2eda1"
            inner = (f'<i style="position:absolute;left:2px;top:2px;width:{ww - 6 if vert else 10}px;height:{10 if vert else hh - 6}px;background:#c83434"></i>'
                     f'<i style="position:absolute;right:2px;bottom:2px;width:{ww - 6 if vert else 10}px;height:{10 if vert else hh - 6}px;background:#c83434"></i>'
                     f'<span class="kc-ref" style="left:{ww + 3}px;top:{hh // 2 - 6}px">{ref}</span>')
        refs.append(cand(f"Select {desc} {ref}.", "other", f"{P}.fp.{ref.lower()}", inner, style=st, label=ref))
    canvas = f'<div class="kc-canvas">{svg}{"".join(refs)}</div>'
    ptab = "Layers"
    side = ['<div class="kc-side"><div class="kc-ptabs">'
            + "".join(tb(t, f"Show the {t} tab of the Appearance panel.", f"{P}.ap.{slug(t)}", cls=f"tb kc-pt{' on' if t == ptab else ''}") for t in ("Layers", "Objects", "Nets"))
            + '</div><div class="kc-layers">']
    for name, col in LAYERS[:12]:
        side.append(f'<div class="kc-ly{" on" if name == act_layer else ""}">' + f'<span class="sw" style="background:{col}"></span>'
                    + ib("eye", f"Toggle the visibility of {name}.", f"{P}.ly.eye.{slug(name)}", size=12, style="width:18px;height:18px")
                    + cand(f"Make {name} the active layer.", "text", f"{P}.ly.{slug(name)}", esc(name), cls="tb", label=name) + "</div>")
    side.append('</div><div class="row" style="padding:4px 6px;gap:4px;border-top:1px solid #d0d0d0">Presets:'
                + cand("Choose a layer preset.", "other", f"{P}.preset", "All Layers" + ic("chev_down", 9), cls="kc-dd", style="flex:1", label="All Layers") + "</div>")
    side.append('<div class="kc-sf"><b style="margin-bottom:2px">Selection Filter</b>')
    for f in ("All items", "Footprints", "Text", "Tracks", "Vias", "Pads", "Graphics", "Zones"):
        on = rng.random() < 0.85
        side.append(cand(f"Toggle selecting {f.lower()}." if f != "All items" else "Toggle selecting all items.", "other", f"{P}.sf.{slug(f)}",
                         checkbox(on, "#2f6fd0") + esc(f), cls="kc-cb", label=f))
    side.append("</div></div>")
    status = ('<div class="kc-status">' + "".join(f'<div class="kc-sc"><b>{k}</b><span>{v}</span></div>' for k, v in
                                                  [("Pads", rng.randint(60, 300)), ("Vias", rng.randint(10, 90)), ("Track Segments", rng.randint(100, 900)),
                                                   ("Nets", rng.randint(30, 120)), ("Unrouted", rng.randint(0, 12))])
              + '<span class="flex1"></span>'
              + f'<div class="kc-sc"><span>X {rng.uniform(50, 200):.4f}  Y {rng.uniform(30, 150):.4f}</span><span>dx {rng.uniform(-20, 20):.4f}  dy {rng.uniform(-20, 20):.4f}  dist {rng.uniform(0, 30):.4f}</span></div>'
              + cand("Change the grid size.", "text", f"{P}.st.grid", "grid 0.2540", cls="kc-sc", label="Grid")
              + cand("Change the units.", "text", f"{P}.st.units", "mm", cls="kc-sc", label="Units") + "</div>")
    window = (win_titlebar(P, f"{board} — PCB Editor", "kicad", h=30, win10=True)
              + f'<div class="kc">{menubar(menus, P)}{"".join(top)}<div class="kc-main">{"".join(left)}{canvas}{"".join(right)}{"".join(side)}</div>{status}</div>')
    return frame_windows(P, rng, window, app_logo="kicad", app_name="KiCad 8 PCB Editor", win10=True)


APPS = [AppSpec("KiCad 8 PCB Editor", "kicad", "cad_engineering", "Windows 10", build, CSS, "pro_apps/kicad.py")]
