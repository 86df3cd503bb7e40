"""Adobe Photoshop (Windows 11): menu bar, options bar, tool bar, canvas, color/adjustments/layers panels."""
from __future__ import annotations

from igg.tasks.pointerbench.generate.pro_apps.kit import (cand, esc, frame_windows, ib, ic, logo, pick, scene_svg, slug, tb, thumb_bg,
                                             win_controls)
from igg.tasks.pointerbench.generate.pro_apps.spec import AppSpec

P = "photoshop"
CSS = """
.ps{flex:1;display:flex;flex-direction:column;min-height:0;background:#535353;color:#d6d6d6;font-size:11.5px}
.ps-top{height:30px;flex:none;display:flex;align-items:center;background:#323232;color:#e0e0e0}
.ps-top .mbi{padding:0 6px;height:30px;font-size:12px}
.ps .ib{width:24px;height:24px;color:#d0d0d0;border-radius:3px}
.ps-opt{height:36px;flex:none;display:flex;align-items:center;gap:6px;padding:0 8px;background:#323232;border-top:1px solid #262626;border-bottom:1px solid #262626}
.ps-sep{width:1px;height:22px;background:#4a4a4a}
.ps-chk{display:inline-flex;align-items:center;gap:5px;white-space:nowrap}
.ps-dd{display:inline-flex;align-items:center;justify-content:space-between;gap:6px;height:22px;padding:0 6px;background:#454545;border:1px solid #5a5a5a;border-radius:3px;color:#e6e6e6;white-space:nowrap}
.ps-main{flex:1;display:flex;min-height:0}
.ps-tools{width:36px;background:#323232;display:flex;flex-direction:column;align-items:center;padding-top:6px;gap:0;flex:none;border-right:1px solid #262626}
.ps-tools .ib{width:30px;height:27px}
.ps-tools .ib.on{background:#1f1f1f}
.ps-fgbg{position:relative;width:30px;height:30px;margin-top:6px}
.ps-fgbg i{position:absolute;width:17px;height:17px;border:1px solid #ddd}
.ps-doc{flex:1;display:flex;flex-direction:column;min-width:0;background:#282828}
.ps-dtabs{height:28px;flex:none;display:flex;background:#323232}
.ps-dtab{display:flex;align-items:center;gap:8px;padding:0 8px 0 12px;color:#aaa;border-right:1px solid #262626;max-width:330px}
.ps-dtab.on{background:#424242;color:#f0f0f0}
.ps-canvas{flex:1;display:flex;align-items:center;justify-content:center;position:relative}
.ps-art{box-shadow:0 0 0 1px #111,0 4px 18px rgba(0,0,0,.6);position:relative}
.ps-status{height:22px;flex:none;display:flex;align-items:center;gap:12px;padding:0 8px;background:#424242;color:#cfcfcf;border-top:1px solid #2a2a2a}
.ps-right{width:300px;flex:none;display:flex;flex-direction:column;background:#383838;border-left:1px solid #262626;gap:2px}
.ps-pn{background:#424242;display:flex;flex-direction:column;overflow:hidden}
.ps-ptabs{height:26px;flex:none;display:flex;align-items:stretch;background:#323232}
.ps-pt{padding:0 10px;display:flex;align-items:center;color:#a8a8a8}
.ps-pt.on{background:#424242;color:#f0f0f0}
.ps-pt-menu{margin-left:auto}
.ps-sw{display:grid;grid-template-columns:repeat(12,1fr);gap:3px;padding:6px 8px}
.ps-sw .sw{width:100%;height:16px;border-radius:1px}
.ps-adj{display:flex;flex-wrap:wrap;gap:2px;padding:6px 8px}
.ps-adj .ib{width:28px;height:26px}
.ps-lrow{height:24px;display:flex;align-items:center;gap:4px;padding:0 6px;flex:none}
.ps-layers{flex:1;overflow:hidden;border-top:1px solid #333}
.ps-layer{height:38px;display:flex;align-items:center;gap:6px;padding:0 6px 0 0;border-bottom:1px solid #3a3a3a;width:100%}
.ps-layer.on{background:#5a5a5a}
.ps-layer .th{width:36px;height:26px;border:1px solid #777;flex:none;background-size:cover}
.ps-lfoot{height:28px;flex:none;display:flex;align-items:center;justify-content:flex-end;gap:2px;padding:0 6px;border-top:1px solid #333}
"""
TOOLS = [("move", "Move"), ("marquee", "Rectangular Marquee"), ("lasso", "Lasso"), ("wand", "Object Selection"), ("crop", "Crop"),
         ("pipette", "Eyedropper"), ("bandage", "Spot Healing Brush"), ("brush", "Brush"), ("stamp", "Clone Stamp"),
         ("history", "History Brush"), ("eraser", "Eraser"), ("bucket", "Gradient"), ("droplet", "Blur"), ("circle", "Dodge"),
         ("pen_tool", "Pen"), ("type", "Horizontal Type"), ("cursor_f", "Path Selection"), ("square", "Rectangle"), ("hand", "Hand"),
         ("zoom_in", "Zoom")]
DOCS = [("lakeside_poster.psd", "coast", ["Title", "Subtitle", "Sky", "Mountains", "Lake", "Background"]),
        ("autumn_campaign.psd", "forest", ["Logo", "Headline", "Color Grade", "Trees", "Mist", "Background"]),
        ("portrait_retouch.psd", "studio", ["Dodge & Burn", "Low Frequency", "High Frequency", "Skin Tone", "Model", "Background"]),
        ("desert_album_cover.psd", "desert", ["Band Name", "Grain", "Sun Glow", "Dunes", "Sky Gradient", "Background"]),
        ("city_night_flyer.psd", "city", ["Event Date", "Event Title", "Neon Glow", "Skyline", "Stars", "Background"])]
ADJ = [("sun", "Brightness/Contrast"), ("chart_bar", "Levels"), ("activity", "Curves"), ("sliders", "Exposure"), ("triangle", "Vibrance"),
       ("droplet", "Hue/Saturation"), ("columns", "Color Balance"), ("square", "Black & White"), ("camera", "Photo Filter"),
       ("grid", "Channel Mixer"), ("layers", "Color Lookup"), ("minus", "Invert")]
SWATCH = ["#ff0000", "#ffff00", "#00ff00", "#00ffff", "#0000ff", "#ff00ff", "#ffffff", "#d9d9d9", "#a6a6a6", "#737373", "#404040", "#000000",
          "#f7977a", "#fdc68a", "#c4df9b", "#82ca9d", "#6ecff6", "#8493ca", "#a187be", "#f49ac2", "#c69c6d", "#8c6239", "#603913", "#362f2d"]


def build(rng) -> str:
    fname, kind, layers = rng.choice(DOCS)
    zoom = rng.choice(["66.7%", "50%", "100%", "33.3%"])
    tool_i = rng.randrange(len(TOOLS))
    sel_layer = rng.randrange(len(layers))
    menus = ["File", "Edit", "Image", "Layer", "Type", "Select", "Filter", "3D", "View", "Plugins", "Window", "Help"]
    top = ('<div class="ps-top"><span style="margin:0 6px 0 8px">' + logo("photoshop", 20) + "</span>"
           + "".join(tb(m, f"Open the {m} menu.", f"{P}.menu.{slug(m)}", cls="tb mbi") for m in menus)
           + '<span class="flex1"></span>' + win_controls(P, dark=True, h=30) + "</div>")
    tname = TOOLS[tool_i][1]
    opt = ['<div class="ps-opt">', ib("home", "Go to the Home screen.", f"{P}.home", size=16), '<span class="ps-sep"></span>',
           cand("Open the tool preset picker.", "icon", f"{P}.toolpreset", ic(TOOLS[tool_i][0], 16) + ic("caret_down", 8), cls="ib", style="width:34px", label="Tool preset")]
    if tname == "Move":
        opt += [cand("Toggle Auto-Select.", "other", f"{P}.opt.autoselect", '<span class="cbx on" style="background:#2680eb;border-color:#2680eb"></span>Auto-Select:', cls="ps-chk", label="Auto-Select"),
                cand("Choose the auto-select target.", "other", f"{P}.opt.autotarget", "Layer" + ic("chev_down", 9), cls="ps-dd", label="Layer"),
                cand("Show transform controls.", "other", f"{P}.opt.transform", '<span class="cbx"></span>Show Transform Controls', cls="ps-chk", label="Show Transform Controls"),
                '<span class="ps-sep"></span>', ib("align_left", "Align left edges.", f"{P}.opt.alignl", size=15),
                ib("align_center", "Align horizontal centers.", f"{P}.opt.alignc", size=15), ib("align_right", "Align right edges.", f"{P}.opt.alignr", size=15)]
    elif tname in ("Brush", "Eraser", "Clone Stamp", "History Brush", "Spot Healing Brush"):
        opt += [cand("Open the brush preset picker.", "other", f"{P}.opt.brush", f'<span style="width:18px;height:18px;border-radius:9px;background:radial-gradient(#fff,#777)"></span>{rng.choice([13, 30, 45, 90])}' + ic("chev_down", 9), cls="ps-dd", label="Brush size"),
                ib("brush", "Toggle the Brush Settings panel.", f"{P}.opt.brushpanel", size=15),
                '<span>Mode:</span>', cand("Change the brush mode.", "other", f"{P}.opt.modedd", "Normal" + ic("chev_down", 9), cls="ps-dd", style="width:90px", label="Normal"),
                tb(f"Opacity: {rng.choice([100, 80, 55])}%", "Set the brush opacity.", f"{P}.opt.opacity", cls="tb ps-dd"),
                tb(f"Flow: {rng.choice([100, 40, 25])}%", "Set the brush flow.", f"{P}.opt.flow", cls="tb ps-dd"),
                ib("wand_sparkle", "Enable airbrush-style build-up effects.", f"{P}.opt.airbrush", size=15),
                ib("target", "Set the smoothing options.", f"{P}.opt.smoothing", size=15)]
    else:
        opt += [ib("square", "Create a new selection.", f"{P}.opt.newsel", size=15), ib("plus_square", "Add to the selection.", f"{P}.opt.addsel", size=15),
                ib("minus", "Subtract from the selection.", f"{P}.opt.subsel", size=15),
                tb(f"Feather: {rng.choice([0, 2, 5])} px", "Set the feather radius.", f"{P}.opt.feather", cls="tb ps-dd"),
                cand("Toggle anti-aliasing.", "other", f"{P}.opt.antialias", '<span class="cbx on" style="background:#2680eb;border-color:#2680eb"></span>Anti-alias', cls="ps-chk", label="Anti-alias"),
                cand("Select the subject.", "text", f"{P}.opt.subject", "Select Subject", cls="ps-dd", label="Select Subject"),
                cand("Open Select and Mask.", "text", f"{P}.opt.mask", "Select and Mask…", cls="ps-dd", label="Select and Mask")]
    opt += ['<span class="flex1"></span>', ib("search", "Search Photoshop.", f"{P}.search", size=15),
            cand("Choose a workspace.", "icon", f"{P}.workspace", ic("layout", 15) + ic("caret_down", 8), cls="ib", style="width:32px", label="Workspace"),
            cand("Share the document.", "text", f"{P}.share", "Share", cls="ps-dd", style="background:#2680eb;border-color:#2680eb;padding:0 12px", label="Share"), "</div>"]
    tools = ['<div class="ps-tools">']
    for i, (icon, name) in enumerate(TOOLS):
        tools.append(ib(icon, f"Use the {name} tool.", f"{P}.tool.{slug(name)}", size=16, cls=f"ib{' on' if i == tool_i else ''}"))
    fg, bgc = rng.choice([("#000", "#fff"), ("#1a5fb4", "#fff"), ("#c01c28", "#f6f5f4")])
    tools.append('<div class="ps-fgbg">' + cand("Set the foreground color.", "other", f"{P}.fg", "", tag="i", style=f"left:2px;top:2px;background:{fg};z-index:2", label="Foreground")
                 + cand("Set the background color.", "other", f"{P}.bg", "", tag="i", style=f"left:11px;top:11px;background:{bgc}", label="Background") + "</div>")
    tools.append("</div>")
    others = pick(rng, [d for d in DOCS if d[0] != fname], rng.randint(0, 2))
    dtabs = ['<div class="ps-dtabs">']
    for i, (fn, *_rest) in enumerate([(fname,)] + [(o[0],) for o in others]):
        label = f"{fn} @ {zoom} ({layers[sel_layer]}, RGB/8)" if i == 0 else f"{fn} @ 50% (RGB/8)"
        dtabs.append(f'<div class="ps-dtab{" on" if i == 0 else ""}">' + tb(label, f"Switch to {fn}.", f"{P}.doc.{slug(fn)}", cls="tb ell")
                     + ib("x", f"Close {fn}.", f"{P}.docx.{slug(fn)}", size=11) + "</div>")
    dtabs.append("</div>")
    w = rng.choice([420, 460, 480])
    h = int(w * rng.choice([0.75, 0.66, 1.0, 1.25]))
    h = min(h, 500)
    art = f'<div class="ps-art" style="width:{w}px;height:{h}px">{scene_svg(kind, w, h, rng, uid="ps")}'
    if layers[0] not in ("Dodge & Burn", "Logo", "Band Name"):
        art += f'<div style="position:absolute;left:0;right:0;top:{h * 0.12:.0f}px;text-align:center;color:#fff;font:700 {w // 13}px Liberation Sans;letter-spacing:2px;text-shadow:0 2px 6px rgba(0,0,0,.5)">{esc(fname.split("_")[0].upper())}</div>'
    art += "</div>"
    canvas = f'<div class="ps-canvas">{art}</div>'
    status = (f'<div class="ps-status">' + cand("Set the zoom level.", "text", f"{P}.zoomfield", zoom, cls="tb", label="Zoom")
              + f'<span>{rng.choice([1920, 2400, 3000])} px x {rng.choice([1080, 1600, 3000])} px (300 ppi)</span>'
              + ib("chev_right", "Show the status bar options.", f"{P}.statusmenu", size=12) + "</div>")
    doc = f'<div class="ps-doc">{"".join(dtabs)}{canvas}{status}</div>'
    ctab = rng.choice(["Color", "Swatches"])
    color = ('<div class="ps-pn" style="height:122px"><div class="ps-ptabs">'
             + "".join(tb(t, f"Open the {t} panel.", f"{P}.pt.{slug(t)}", cls=f"tb ps-pt{' on' if t == ctab else ''}") for t in ("Color", "Swatches", "Gradients", "Patterns"))
             + ib("menu", "Open the Swatches panel menu.", f"{P}.swmenu", size=12, cls="ib ps-pt-menu") + "</div>")
    if ctab == "Swatches":
        color += '<div class="ps-sw">' + "".join(cand(f"Pick the {c} swatch.", "other", f"{P}.sw.{c[1:]}", "", cls="sw", style=f"background:{c}", label=c) for c in SWATCH) + "</div>"
    else:
        color += ('<div style="display:flex;gap:8px;padding:8px">' + cand("Pick a color from the color field.", "other", f"{P}.colorfield", "",
                  style=f"width:200px;height:84px;background:linear-gradient(0deg,#000,transparent),linear-gradient(90deg,#fff,{rng.choice(['#ff2a00', '#0066ff', '#00c853'])})", label="Color field")
                  + cand("Change the hue.", "other", f"{P}.hue", "", style="width:16px;height:84px;background:linear-gradient(#f00,#ff0,#0f0,#0ff,#00f,#f0f,#f00)", label="Hue") + "</div>")
    color += "</div>"
    adj = ('<div class="ps-pn" style="height:96px"><div class="ps-ptabs">' + tb("Adjustments", "Open the Adjustments panel.", f"{P}.pt.adjustments", cls="tb ps-pt on")
           + tb("Properties", "Open the Properties panel.", f"{P}.pt.properties", cls="tb ps-pt") + tb("Libraries", "Open the Libraries panel.", f"{P}.pt.libraries", cls="tb ps-pt")
           + '</div><div class="ps-adj">' + "".join(ib(i, f"Add a {n} adjustment." if n[0] not in "AEIOU" else f"Add an {n} adjustment.", f"{P}.adj.{slug(n)}", size=15) for i, n in ADJ) + "</div></div>")
    blend = rng.choice(["Normal", "Multiply", "Screen", "Overlay", "Soft Light"])
    lay = ['<div class="ps-pn" style="flex:1"><div class="ps-ptabs">'
           + "".join(tb(t, f"Open the {t} panel.", f"{P}.pt.{slug(t)}", cls=f"tb ps-pt{' on' if t == 'Layers' else ''}") for t in ("Layers", "Channels", "Paths"))
           + ib("menu", "Open the Layers panel menu.", f"{P}.laymenu", size=12, cls="ib ps-pt-menu") + "</div>",
           '<div class="ps-lrow">' + cand("Filter layers by kind.", "other", f"{P}.lfilter", ic("search", 11) + "Kind" + ic("chev_down", 9), cls="ps-dd", label="Kind")
           + ib("image", "Filter for pixel layers.", f"{P}.lf.pixel", size=13) + ib("activity", "Filter for adjustment layers.", f"{P}.lf.adj", size=13)
           + ib("type", "Filter for type layers.", f"{P}.lf.type", size=13) + ib("square", "Filter for shape layers.", f"{P}.lf.shape", size=13)
           + ib("file", "Filter for smart objects.", f"{P}.lf.smart", size=13) + "</div>",
           '<div class="ps-lrow">' + cand("Change the blending mode.", "other", f"{P}.blend", f"<span>{blend}</span>" + ic("chev_down", 9), cls="ps-dd", style="width:130px", label=blend)
           + '<span class="flex1"></span>' + cand("Change the layer opacity.", "text", f"{P}.opacity", f"Opacity: {rng.choice([100, 85, 60])}%", cls="tb", label="Opacity") + "</div>",
           '<div class="ps-lrow">Lock:' + ib("grid", "Lock transparent pixels.", f"{P}.lock.trans", size=12) + ib("brush", "Lock image pixels.", f"{P}.lock.pixels", size=12)
           + ib("move", "Lock the position.", f"{P}.lock.pos", size=12) + ib("lock", "Lock all.", f"{P}.lock.all", size=12)
           + '<span class="flex1"></span>' + cand("Change the layer fill.", "text", f"{P}.fill", "Fill: 100%", cls="tb", label="Fill") + "</div>",
           '<div class="ps-layers">']
    for i, ln in enumerate(layers):
        is_text = ln in ("Title", "Subtitle", "Headline", "Band Name", "Event Date", "Event Title", "Logo")
        is_adj = ln in ("Color Grade", "Dodge & Burn", "Skin Tone", "Grain", "Neon Glow")
        thumb = ('<span class="th" style="display:flex;align-items:center;justify-content:center;background:#666;font:700 14px Liberation Serif;color:#fff">T</span>' if is_text
                 else '<span class="th" style="background:#fff;display:flex;align-items:center;justify-content:center">' + ic("activity", 14, "#333") + "</span>" if is_adj
                 else f'<span class="th" style="background:{thumb_bg(kind) if ln != "Background" else "#ddd"}"></span>')
        vis = not (i == 2 and rng.random() < 0.3)
        lay.append(f'<div class="ps-layer{" on" if i == sel_layer else ""}">'
                   + ib("eye" if vis else "eye_off", f"{'Hide' if vis else 'Show'} the {ln} layer.", f"{P}.vis.{slug(ln)}", size=13, style="width:22px")
                   + cand(f"Select the {ln} layer.", "other", f"{P}.layer.{slug(ln)}", thumb + f'<span class="ell">{esc(ln)}</span>', cls="row", style="gap:6px;flex:1;height:34px", label=ln)
                   + (ic("lock", 11) if ln == "Background" else "") + "</div>")
    lay.append('</div><div class="ps-lfoot">' + ib("link", "Link the selected layers.", f"{P}.lfoot.link", size=14)
               + cand("Add a layer style.", "icon", f"{P}.lfoot.fx", '<i style="font:italic 700 12px Liberation Serif">fx</i>', cls="ib", label="fx")
               + ib("square", "Add a layer mask.", f"{P}.lfoot.mask", size=14) + ib("circle", "Create a new fill or adjustment layer.", f"{P}.lfoot.adj", size=14)
               + ib("folder", "Create a new group.", f"{P}.lfoot.group", size=14) + ib("plus_square", "Create a new layer.", f"{P}.lfoot.new", size=14)
               + ib("trash", "Delete the layer.", f"{P}.lfoot.delete", size=14) + "</div></div>")
    right = f'<div class="ps-right">{color}{adj}{"".join(lay)}</div>'
    window = f'<div class="ps">{top}{"".join(opt)}<div class="ps-main">{"".join(tools)}{doc}{right}</div></div>'
    return frame_windows(P, rng, window, app_logo="photoshop", app_name="Adobe Photoshop", dark_taskbar=True)


APPS = [AppSpec("Adobe Photoshop", "photoshop", "creative", "Windows 11", build, CSS, "pro_apps/photoshop.py")]
