"""AutoCAD Mechanical (Windows 10): dark ribbon, file tabs, drawing area with a part drawing, command line, status bar."""
from __future__ import annotations

import math

from igg.tasks.pointerbench.generate.pro_apps.kit import cand, esc, frame_windows, ib, ic, logo, pick, slug, tb, win_controls
from igg.tasks.pointerbench.generate.pro_apps.spec import AppSpec

P = "autocad"
CSS = """
.ac{flex:1;display:flex;flex-direction:column;min-height:0;background:#212830;color:#e4e8ee;font-size:11.5px}
.ac .ib{width:24px;height:24px;color:#dfe4ea;border-radius:2px}
.ac-title{height:32px;flex:none;display:flex;align-items:center;gap:1px;background:#2c3440;padding-left:4px}
.ac-app{width:40px;height:30px;display:inline-flex;align-items:center;justify-content:center}
.ac-tt{flex:1;text-align:center;font-size:12px;color:#e9edf2;white-space:nowrap;overflow:hidden;text-overflow:ellipsis;min-width:0}
.ac-search{height:22px;width:170px;flex:none;background:#1d232b;border:1px solid #4a5564;border-radius:2px;display:flex;align-items:center;gap:5px;padding:0 6px;color:#9aa6b5;margin-right:6px}
.ac-tabs{height:26px;flex:none;display:flex;align-items:flex-end;gap:1px;background:#2c3440;padding-left:6px}
.ac-tab{height:24px;padding:0 10px;color:#c5ccd5}
.ac-tab.on{background:#3b4453;color:#fff;border-top:2px solid #4ea3f5}
.ac-rib{height:96px;flex:none;display:flex;background:#3b4453;border-bottom:1px solid #1c222a}
.ac-pnl{display:flex;flex-direction:column;border-right:1px solid #2c333e}
.ac-pb{flex:1;display:flex;align-items:flex-start;gap:2px;padding:3px 4px 0}
.ac-pt{height:18px;display:flex;align-items:center;justify-content:center;gap:3px;background:#333b48;color:#c5ccd5;font-size:11px}
.ac-big{display:inline-flex;flex-direction:column;align-items:center;gap:2px;width:46px;height:66px;padding-top:3px;text-align:center;line-height:1.1;font-size:11px}
.ac-sm{display:inline-flex;align-items:center;gap:4px;height:21px;padding:0 3px;white-space:nowrap;font-size:11px}
.ac-dd{display:inline-flex;align-items:center;justify-content:space-between;gap:4px;height:20px;padding:0 4px;background:#2a313c;border:1px solid #55606f;white-space:nowrap;font-size:11px}
.ac-ftabs{height:28px;flex:none;display:flex;align-items:stretch;background:#2c3440}
.ac-ft{display:flex;align-items:center;gap:8px;padding:0 10px;color:#c5ccd5;border-right:1px solid #232a33}
.ac-ft.on{background:#212830;color:#fff}
.ac-draw{flex:1;position:relative;overflow:hidden}
.ac-vc{position:absolute;right:14px;top:12px}
.ac-navbar{position:absolute;right:26px;top:120px;display:flex;flex-direction:column;gap:2px;background:#3b4453;border-radius:3px;padding:2px}
.ac-vlabel{position:absolute;left:6px;top:4px;color:#c5ccd5;font-size:11.5px}
.ac-cmd{position:absolute;left:120px;right:120px;bottom:12px;height:28px;background:#3b4453;border:1px solid #55606f;display:flex;align-items:center;gap:4px;padding:0 4px;box-shadow:0 2px 8px rgba(0,0,0,.5)}
.ac-cmdin{flex:1;height:22px;background:#2a313c;display:flex;align-items:center;padding:0 6px;color:#9aa6b5;gap:6px}
.ac-ltabs{height:24px;flex:none;display:flex;align-items:center;background:#2c3440;gap:1px;padding-left:4px}
.ac-lt{height:22px;padding:0 12px;color:#c5ccd5}
.ac-lt.on{background:#3b4453;color:#fff}
.ac-status{margin-left:auto;display:flex;align-items:center;gap:0;padding-right:4px}
.ac-status .ib{width:22px;height:22px;color:#c5ccd5}
.ac-status .ib.on{color:#4ea3f5}
"""
DRAWINGS = ["Flange_Plate_A3.dwg", "Shaft_Support.dwg", "Gearbox_Cover.dwg", "Mounting_Bracket.dwg", "Drawing1.dwg"]


def _part_svg(rng, w, h):
    cx, cy = w * 0.44, h * 0.5
    R = rng.randint(110, 150)
    parts = [f'<svg width="{w}" height="{h}" style="position:absolute;left:0;top:0">']
    for gx in range(0, w, 40):
        parts.append(f'<line x1="{gx}" y1="0" x2="{gx}" y2="{h}" stroke="#2a323d" stroke-width="1"/>')
    for gy in range(0, h, 40):
        parts.append(f'<line x1="0" y1="{gy}" x2="{w}" y2="{gy}" stroke="#2a323d" stroke-width="1"/>')
    shape = rng.choice(["flange", "bracket"])
    if shape == "flange":
        parts.append(f'<circle cx="{cx}" cy="{cy}" r="{R}" fill="none" stroke="#fff" stroke-width="1.4"/>')
        parts.append(f'<circle cx="{cx}" cy="{cy}" r="{R * 0.42:.0f}" fill="none" stroke="#fff" stroke-width="1.4"/>')
        n = rng.choice([4, 6, 8])
        for k in range(n):
            a = 2 * math.pi * k / n
            parts.append(f'<circle cx="{cx + R * .72 * math.cos(a):.1f}" cy="{cy + R * .72 * math.sin(a):.1f}" r="{R * .09:.1f}" fill="none" stroke="#fff" stroke-width="1.2"/>')
        parts.append(f'<circle cx="{cx}" cy="{cy}" r="{R * .72:.0f}" fill="none" stroke="#e0e000" stroke-width="1" stroke-dasharray="14 4 3 4"/>')
    else:
        x0, y0 = cx - R, cy - R * .6
        parts.append(f'<path d="M{x0} {y0}h{R * 2}v{R * .5}h-{R * .7}v{R * .7}h-{R * .6}v-{R * .7}h-{R * .7}z" fill="none" stroke="#fff" stroke-width="1.4"/>')
        parts.append(f'<circle cx="{x0 + R * .35:.1f}" cy="{y0 + R * .25:.1f}" r="{R * .1:.1f}" fill="none" stroke="#fff"/><circle cx="{x0 + R * 1.65:.1f}" cy="{y0 + R * .25:.1f}" r="{R * .1:.1f}" fill="none" stroke="#fff"/>')
    parts.append(f'<line x1="{cx - R - 20}" y1="{cy}" x2="{cx + R + 20}" y2="{cy}" stroke="#e0e000" stroke-width="1" stroke-dasharray="18 4 3 4"/>')
    parts.append(f'<line x1="{cx}" y1="{cy - R - 20}" x2="{cx}" y2="{cy + R + 20}" stroke="#e0e000" stroke-width="1" stroke-dasharray="18 4 3 4"/>')
    dy = cy + R + 36
    parts.append(f'<line x1="{cx - R}" y1="{dy}" x2="{cx + R}" y2="{dy}" stroke="#00c8ff" stroke-width="1"/>'
                 f'<line x1="{cx - R}" y1="{dy - 30}" x2="{cx - R}" y2="{dy + 5}" stroke="#00c8ff"/><line x1="{cx + R}" y1="{dy - 30}" x2="{cx + R}" y2="{dy + 5}" stroke="#00c8ff"/>'
                 f'<text x="{cx - 18}" y="{dy - 5}" fill="#00c8ff" font-size="12" font-family="DejaVu Sans">{R * 2 // 2 * 2 / 2:.0f}.00</text>')
    parts.append(f'<text x="{cx + R * .5:.0f}" y="{cy - R * .8:.0f}" fill="#00c8ff" font-size="12" font-family="DejaVu Sans">⌀{R * .18:.1f} THRU</text>')
    # title block
    tbx, tby = w - 300, h - 110
    parts.append(f'<rect x="{tbx}" y="{tby}" width="270" height="64" fill="none" stroke="#fff" stroke-width="1"/>'
                 f'<line x1="{tbx}" y1="{tby + 22}" x2="{tbx + 270}" y2="{tby + 22}" stroke="#fff"/><line x1="{tbx + 160}" y1="{tby + 22}" x2="{tbx + 160}" y2="{tby + 64}" stroke="#fff"/>'
                 f'<text x="{tbx + 6}" y="{tby + 15}" fill="#fff" font-size="11" font-family="DejaVu Sans">ACME ENGINEERING</text>'
                 f'<text x="{tbx + 6}" y="{tby + 40}" fill="#fff" font-size="11" font-family="DejaVu Sans">MATERIAL: AL 6061-T6</text>'
                 f'<text x="{tbx + 166}" y="{tby + 40}" fill="#fff" font-size="11" font-family="DejaVu Sans">SCALE 1:2</text>')
    # UCS icon
    parts.append(f'<line x1="20" y1="{h - 50}" x2="60" y2="{h - 50}" stroke="#d33" stroke-width="2"/><line x1="20" y1="{h - 50}" x2="20" y2="{h - 90}" stroke="#3c3" stroke-width="2"/>'
                 f'<text x="64" y="{h - 46}" fill="#d33" font-size="11" font-family="DejaVu Sans">X</text><text x="16" y="{h - 94}" fill="#3c3" font-size="11" font-family="DejaVu Sans">Y</text>')
    parts.append("</svg>")
    return "".join(parts)


def build(rng) -> str:
    dwg = rng.choice(DRAWINGS)
    title = ('<div class="ac-title" style="position:relative">'
             + cand("Open the application menu.", "icon", f"{P}.appmenu", logo("autocad", 22), cls="ac-app", label="Application menu")
             + ib("file_plus", "Start a new drawing.", f"{P}.qat.new", size=15) + ib("folder_open", "Open a drawing.", f"{P}.qat.open", size=15)
             + ib("save", "Save the drawing.", f"{P}.qat.save", size=15) + ib("save_all", "Save the drawing as a new file.", f"{P}.qat.saveas", size=15)
             + ib("printer", "Plot the drawing.", f"{P}.qat.plot", size=15) + ib("undo", "Undo the last command.", f"{P}.qat.undo", size=15)
             + ib("redo", "Redo the last command.", f"{P}.qat.redo", size=15) + ib("share", "Share the drawing.", f"{P}.qat.share", size=15)
             + f'<span class="ac-tt">Autodesk AutoCAD Mechanical 2024&nbsp;&nbsp;{esc(dwg)}</span>'
             + cand("Search the help.", "other", f"{P}.search", ic("search", 12) + "<span>Type a keyword or phrase</span>", cls="ac-search", label="Search")
             + cand("Sign in to Autodesk.", "other", f"{P}.signin", ic("user", 13) + "Sign In" + ic("chev_down", 9), cls="ac-sm", label="Sign In")
             + ib("help", "Open the AutoCAD help.", f"{P}.help", size=15)
             + win_controls(P, dark=True, h=32) + "</div>")
    tabs = ["Home", "Insert", "Annotate", "Parametric", "View", "Manage", "Output", "Add-ins", "Collaborate", "Express Tools"]
    act = rng.choice(["Home", "Home", "Home", "Annotate"])
    tabrow = '<div class="ac-tabs">' + "".join(tb(t, f"Switch to the {t} ribbon tab.", f"{P}.rt.{slug(t)}", cls=f"tb ac-tab{' on' if t == act else ''}") for t in tabs) + "</div>"

    def big(icon, label, intent, key):
        return cand(intent, "other", f"{P}.b.{key}", ic(icon, 24, "#e6e6e6", 1.5) + f"<span>{esc(label)}</span>", cls="ac-big", label=label)

    def sm(icon, label, intent, key, color=None):
        return cand(intent, "other", f"{P}.s.{key}", ic(icon, 14, color) + esc(label), cls="ac-sm", label=label)

    def panel(name, body, w=None):
        st = f' style="width:{w}px"' if w else ""
        return (f'<div class="ac-pnl"{st}><div class="ac-pb">{body}</div>'
                + cand(f"Expand the {name} panel.", "text", f"{P}.pnl.{slug(name)}", f"{esc(name)}" + ic("caret_down", 7), cls="ac-pt", label=name) + "</div>")

    draw = (big("line", "Line", "Draw a line.", "line") + big("polyline", "Polyline", "Draw a polyline.", "polyline")
            + big("circle_tool", "Circle", "Draw a circle.", "circle") + big("arc", "Arc", "Draw an arc.", "arc")
            + '<div class="col">' + ib("rect_tool", "Draw a rectangle.", f"{P}.i.rect", size=14) + ib("hatch", "Hatch an area.", f"{P}.i.hatch", size=14)
            + ib("polygon", "Draw a polygon.", f"{P}.i.polygon", size=14) + "</div>")
    modify = ('<div class="col">' + sm("move", "Move", "Move selected objects.", "move") + sm("copy", "Copy", "Copy selected objects.", "copy")
              + sm("maximize2", "Stretch", "Stretch selected objects.", "stretch") + "</div>"
              + '<div class="col">' + ib("rotate", "Rotate selected objects.", f"{P}.i.rotate", size=14) + ib("mirror", "Mirror selected objects.", f"{P}.i.mirror", size=14)
              + ib("zoom_fit", "Scale selected objects.", f"{P}.i.scale", size=14) + "</div>"
              + '<div class="col">' + sm("trim", "Trim", "Trim objects.", "trim") + sm("fillet", "Fillet", "Fillet the corner.", "fillet")
              + sm("array", "Array", "Create an array.", "array") + "</div>"
              + '<div class="col">' + ib("eraser", "Erase selected objects.", f"{P}.i.erase", size=14) + ib("explode", "Explode the block.", f"{P}.i.explode", size=14)
              + ib("offset", "Offset an object.", f"{P}.i.offset", size=14) + "</div>")
    annot = (big("type", "Text", "Add multiline text.", "text") + big("dimension", "Dimension", "Add a dimension.", "dim")
             + '<div class="col">' + ib("arrow_right", "Add a multileader.", f"{P}.i.leader", size=14) + ib("table", "Insert a table.", f"{P}.i.table", size=14) + "</div>")
    layer_name = rng.choice(["0", "AM_0", "AM_3 (Hidden)", "AM_7 (Center)", "AM_5 (Dims)"])
    layers = (big("layers", "Layer Properties", "Open the Layer Properties Manager.", "layerprops")
              + '<div class="col" style="gap:3px;padding-top:3px">'
              + cand("Choose the current layer.", "other", f"{P}.layerdd", ic("sun", 11, "#f5c400") + ic("unlock", 11) + f'<span style="width:10px;height:10px;background:#fff;display:inline-block"></span>{esc(layer_name)}' + ic("chev_down", 9),
                     cls="ac-dd", style="width:170px", label=layer_name)
              + '<div class="row">' + ib("check", "Make the object's layer current.", f"{P}.i.laycur", size=13) + ib("copy", "Match the layer.", f"{P}.i.laymatch", size=13)
              + ib("eye_off", "Turn off the object's layer.", f"{P}.i.layoff", size=13) + ib("lock", "Lock the object's layer.", f"{P}.i.laylock", size=13) + "</div></div>")
    block = big("block", "Insert", "Insert a block.", "insertblock") + '<div class="col">' + ib("plus_square", "Create a block.", f"{P}.i.blockcreate", size=14) + ib("edit", "Edit a block.", f"{P}.i.blockedit", size=14) + "</div>"
    util = big("ruler", "Measure", "Measure a distance.", "measure")
    clip = big("paste", "Paste", "Paste from the clipboard.", "paste")
    rib = ('<div class="ac-rib">' + panel("Draw", draw) + panel("Modify", modify) + panel("Annotation", annot) + panel("Layers", layers)
           + panel("Block", block) + panel("Utilities", util) + panel("Clipboard", clip) + "</div>")
    others = pick(rng, [d for d in DRAWINGS if d != dwg], rng.randint(0, 2))
    ftabs = ('<div class="ac-ftabs">' + cand("Open the Start tab.", "text", f"{P}.ft.start", "Start", cls="ac-ft", label="Start")
             + "".join(f'<div class="ac-ft{" on" if i == 0 else ""}">' + tb(d.replace(".dwg", "") + ("*" if i == 0 and rng.random() < .5 else ""), f"Switch to the {d} tab.", f"{P}.ft.{slug(d)}", cls="tb")
                       + ib("x", f"Close the {d} tab.", f"{P}.ftx.{slug(d)}", size=11, style="width:18px;height:18px") + "</div>" for i, d in enumerate([dwg] + others))
             + ib("plus", "Open a new drawing tab.", f"{P}.ft.new", size=14, style="align-self:center") + "</div>")
    vw, vh = 1024, 500
    vc = ('<div class="ac-vc">' + cand("Orbit with the ViewCube.", "other", f"{P}.viewcube",
                                       '<svg width="86" height="86" viewBox="0 0 86 86"><circle cx="43" cy="43" r="38" fill="none" stroke="#6b7686" stroke-width="5"/>'
                                       '<rect x="25" y="25" width="36" height="36" fill="#d9dde3" stroke="#8a95a5"/><text x="32" y="47" font-size="11" font-family="DejaVu Sans" fill="#333">TOP</text>'
                                       '<text x="39" y="10" font-size="9" fill="#ccc" font-family="DejaVu Sans">N</text><text x="39" y="84" font-size="9" fill="#ccc" font-family="DejaVu Sans">S</text></svg>',
                                       label="ViewCube")
          + '<div style="text-align:center;font-size:10px;color:#c5ccd5;margin-top:2px">WCS ▾</div></div>')
    navbar = ('<div class="ac-navbar">' + ib("compass", "Open the full navigation wheel.", f"{P}.nav.wheel", size=14) + ib("hand", "Pan the drawing.", f"{P}.nav.pan", size=14)
              + ib("zoom_fit", "Zoom to the extents.", f"{P}.nav.zoomext", size=14) + ib("orbit", "Orbit the view.", f"{P}.nav.orbit", size=14)
              + ib("play_circle", "Record a ShowMotion.", f"{P}.nav.showmotion", size=14) + "</div>")
    cmd = ('<div class="ac-cmd">' + ib("x", "Close the command line.", f"{P}.cmd.close", size=12) + ib("wrench", "Customize the command line.", f"{P}.cmd.custom", size=13)
           + cand("Type a command.", "other", f"{P}.cmd.input", ic("terminal", 12) + "<span>Type a command</span>", cls="ac-cmdin", label="Command line")
           + ib("chev_up", "Show the command history.", f"{P}.cmd.history", size=12) + "</div>")
    drawing = (f'<div class="ac-draw">{_part_svg(rng, vw, vh)}<span class="ac-vlabel">[-][Top][2D Wireframe]</span>{vc}{navbar}{cmd}</div>')
    lt_on = rng.choice(["Model", "Model", "Layout1"])
    stat_icons = [("grid", "Toggle the grid display.", "grid"), ("magnet", "Toggle snap mode.", "snap"), ("square", "Toggle ortho mode.", "ortho"),
                  ("target", "Toggle polar tracking.", "polar"), ("crosshair", "Toggle object snap.", "osnap"), ("line", "Toggle lineweight display.", "lwt"),
                  ("layers", "Toggle selection cycling.", "cycling"), ("move", "Show the gizmo.", "gizmo"), ("settings", "Change the workspace.", "workspace"),
                  ("menu", "Customize the status bar.", "customize")]
    status = ('<div class="ac-ltabs">' + "".join(tb(t, f"Switch to the {t} layout tab." if t != "Model" else "Switch to model space.", f"{P}.lt.{slug(t)}", cls=f"tb ac-lt{' on' if t == lt_on else ''}")
                                             for t in ("Model", "Layout1", "Layout2"))
              + ib("plus", "Add a new layout.", f"{P}.lt.new", size=12, style="width:20px;height:20px")
              + '<div class="ac-status">' + cand("Toggle model and paper space.", "text", f"{P}.st.model", "MODEL", cls="ac-sm", label="MODEL")
              + "".join(ib(i, t, f"{P}.st.{k}", size=13, cls=f"ib{' on' if rng.random() < .5 else ''}") for i, t, k in stat_icons[:8])
              + cand("Change the annotation scale.", "text", f"{P}.st.annoscale", "1:1 ▾", cls="ac-sm", label="Annotation scale")
              + "".join(ib(i, t, f"{P}.st.{k}", size=13) for i, t, k in stat_icons[8:]) + "</div></div>")
    window = f'<div class="ac">{title}{tabrow}{rib}{ftabs}{drawing}{status}</div>'
    return frame_windows(P, rng, window, app_logo="autocad", app_name="AutoCAD Mechanical", win10=True)


APPS = [AppSpec("AutoCAD Mechanical", "autocad", "cad_engineering", "Windows 10", build, CSS, "pro_apps/autocad.py")]
