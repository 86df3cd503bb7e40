"""Blender 4 (Windows 11): top bar with workspaces, 3D viewport, outliner, properties editor, timeline."""
from __future__ import annotations

from igg.tasks.pointerbench.generate.pro_apps.kit import cand, esc, frame_windows, ib, ic, logo, slug, tb, win_titlebar
from igg.tasks.pointerbench.generate.pro_apps.spec import AppSpec

P = "blender"
CSS = """
.bl{flex:1;display:flex;flex-direction:column;min-height:0;background:#161616;color:#d0d0d0;font-size:11.5px}
.bl .ib{width:22px;height:22px;color:#c8c8c8;border-radius:3px}
.bl-top{height:26px;flex:none;display:flex;align-items:center;gap:1px;background:#232323;padding:0 4px}
.bl-m{height:22px;padding:0 7px;border-radius:3px}
.bl-ws{height:22px;padding:0 8px;border-radius:4px 4px 0 0;color:#b0b0b0}
.bl-ws.on{background:#3d3d3d;color:#fff}
.bl-field{display:inline-flex;align-items:center;gap:4px;height:20px;padding:0 6px;background:#1d1d1d;border:1px solid #3a3a3a;border-radius:4px;color:#ddd;white-space:nowrap}
.bl-main{flex:1;display:flex;min-height:0;gap:2px;padding:2px}
.bl-area{background:#303030;border-radius:5px;display:flex;flex-direction:column;overflow:hidden;position:relative}
.bl-hdr{height:26px;flex:none;display:flex;align-items:center;gap:2px;padding:0 4px;background:#303030}
.bl-hb{height:20px;padding:0 6px;border-radius:3px;display:inline-flex;align-items:center;gap:3px}
.bl-dd{display:inline-flex;align-items:center;gap:4px;height:20px;padding:0 6px;background:#282828;border:1px solid #1f1f1f;border-radius:4px;white-space:nowrap}
.bl-seg{display:inline-flex;border-radius:4px;overflow:hidden;border:1px solid #1f1f1f}
.bl-seg .ib{border-radius:0;background:#545454;width:24px;height:20px}
.bl-seg .ib.on{background:#4772b3;color:#fff}
.bl-vp{flex:1;position:relative;background:#3d3d3d;overflow:hidden}
.bl-tools{position:absolute;left:6px;top:8px;display:flex;flex-direction:column;gap:1px;background:#262626;border-radius:5px;padding:2px}
.bl-tools .ib{width:28px;height:26px}
.bl-tools .ib.on{background:#4772b3;color:#fff}
.bl-nav{position:absolute;right:8px;top:8px;display:flex;flex-direction:column;align-items:center;gap:4px}
.bl-nav .ib{width:28px;height:28px;border-radius:14px;background:rgba(40,40,40,.55)}
.bl-ov{position:absolute;left:46px;top:8px;color:#e6e6e6;font-size:11.5px;line-height:16px}
.bl-tr{height:20px;display:flex;align-items:center;gap:4px;white-space:nowrap;width:100%}
.bl-tr.on{background:#334d80}
.bl-props{flex:1;display:flex;min-height:0}
.bl-ptabs{width:28px;background:#252525;display:flex;flex-direction:column;align-items:center;gap:2px;padding-top:4px;flex:none}
.bl-ptabs .ib{width:24px;height:22px}
.bl-ptabs .ib.on{background:#303030;color:#fff}
.bl-pbody{flex:1;padding:6px 8px;overflow:hidden}
.bl-panel{background:#3a3a3a;border-radius:4px;padding:4px 6px;margin-bottom:6px}
.bl-ph{display:flex;align-items:center;gap:4px;height:20px;font-weight:600}
.bl-prow{display:flex;align-items:center;height:22px;gap:6px}
.bl-prow>span:first-child{width:74px;text-align:right;color:#b0b0b0;flex:none}
.bl-num{flex:1;height:19px;background:#545454;border-radius:3px;display:flex;align-items:center;justify-content:center;color:#eee;font-size:11px}
.bl-tl{height:150px;flex:none;margin:0 2px 2px}
.bl-ruler{position:absolute;left:0;right:0;top:26px;height:18px;background:#2a2a2a}
.bl-ruler span{position:absolute;top:2px;color:#999;font-size:10px;transform:translateX(-50%)}
.bl-key{position:absolute;width:8px;height:8px;background:#e8c148;transform:rotate(45deg)}
.bl-status{height:22px;flex:none;display:flex;align-items:center;gap:14px;padding:0 8px;background:#232323;color:#aaa;font-size:11px}
"""
WORKSPACES = ["Layout", "Modeling", "Sculpting", "UV Editing", "Texture Paint", "Shading", "Animation", "Rendering", "Compositing", "Geometry Nodes", "Scripting"]
SCENES = [("robot_arm.blend", ["Base", "Arm_Upper", "Arm_Lower", "Gripper", "Camera", "Key_Light"]),
          ("kitchen_interior.blend", ["Floor", "Cabinets", "Countertop", "Fridge", "Pendant_Lamp", "Camera", "Sun"]),
          ("product_shot_bottle.blend", ["Bottle", "Cap", "Label", "Backdrop", "Area_Light", "Camera"]),
          ("low_poly_island.blend", ["Island", "Palm_Tree", "Water", "Rocks", "Camera", "Sun"])]
TOOLS = [("select_feat", "Select Box"), ("crosshair", "Cursor"), ("move", "Move"), ("rotate", "Rotate"), ("maximize2", "Scale"),
         ("cube", "Transform"), ("pencil", "Annotate"), ("ruler", "Measure"), ("plus_square", "Add Cube")]
PTABS = [("wrench", "Tool"), ("camera", "Render"), ("printer", "Output"), ("image", "View Layer"), ("cone", "Scene"), ("world", "World"),
         ("square", "Object"), ("wrench", "Modifier"), ("sparkle", "Particles"), ("circle", "Physics"), ("link", "Object Constraint"),
         ("triangle", "Object Data"), ("sphere", "Material"), ("grid", "Texture")]


def _viewport_svg(rng, w, h):
    cx, cy = w * 0.5, h * 0.58
    parts = [f'<svg width="{w}" height="{h}" style="position:absolute;left:0;top:0">']
    # perspective floor grid
    for i in range(-10, 11):
        x1, y1 = cx + i * 60, cy + 200
        parts.append(f'<line x1="{cx + i * 14:.1f}" y1="{cy - 40:.1f}" x2="{x1:.1f}" y2="{y1:.1f}" stroke="#4a4a4a" stroke-width="1"/>')
    for j in range(0, 9):
        t = j / 8
        y = cy - 40 + t * t * 240
        half = 140 + t * 600
        parts.append(f'<line x1="{cx - half:.1f}" y1="{y:.1f}" x2="{cx + half:.1f}" y2="{y:.1f}" stroke="#4a4a4a" stroke-width="1"/>')
    parts.append(f'<line x1="0" y1="{cy + 20:.1f}" x2="{w}" y2="{cy - 10:.1f}" stroke="#a33c45" stroke-width="1.5"/>')
    parts.append(f'<line x1="{cx + 10:.1f}" y1="{cy - 40:.1f}" x2="{cx - 60:.1f}" y2="{h}" stroke="#6a9a2d" stroke-width="1.5"/>')
    # objects: a few shaded boxes
    for k in range(rng.randint(2, 4)):
        ox = cx + rng.randint(-180, 160)
        oy = cy + rng.randint(-30, 60)
        s = rng.randint(30, 70)
        sel = k == 0
        top = f"{ox},{oy - s} {ox + s},{oy - s * 1.35} {ox + s * 1.9},{oy - s * 1.05} {ox + s * .9},{oy - s * .7}"
        left = f"{ox},{oy - s} {ox + s * .9},{oy - s * .7} {ox + s * .9},{oy + s * .3} {ox},{oy}"
        right = f"{ox + s * .9},{oy - s * .7} {ox + s * 1.9},{oy - s * 1.05} {ox + s * 1.9},{oy - s * .05} {ox + s * .9},{oy + s * .3}"
        stroke = "#ffa033" if sel else "#1a1a1a"
        parts.append(f'<polygon points="{top}" fill="#b4b4b4" stroke="{stroke}" stroke-width="{1.5 if sel else 0.6}"/>'
                     f'<polygon points="{left}" fill="#8a8a8a" stroke="{stroke}" stroke-width="{1.5 if sel else 0.6}"/>'
                     f'<polygon points="{right}" fill="#9e9e9e" stroke="{stroke}" stroke-width="{1.5 if sel else 0.6}"/>')
    # camera and light
    lx, ly = cx + rng.randint(100, 220), cy - rng.randint(150, 200)
    parts.append(f'<circle cx="{lx}" cy="{ly}" r="6" fill="none" stroke="#111" stroke-width="1.2"/><circle cx="{lx}" cy="{ly}" r="11" fill="none" stroke="#111" stroke-dasharray="2 2"/>')
    cxm, cym = cx - rng.randint(160, 240), cy - rng.randint(70, 120)
    parts.append(f'<polygon points="{cxm},{cym} {cxm + 40},{cym - 18} {cxm + 40},{cym + 22}" fill="none" stroke="#111" stroke-width="1.2"/>')
    # 3D cursor
    parts.append(f'<circle cx="{cx}" cy="{cy}" r="7" fill="none" stroke="#fff" stroke-dasharray="3 3"/><circle cx="{cx}" cy="{cy}" r="7" fill="none" stroke="#d33" stroke-dasharray="3 3" stroke-dashoffset="3"/>')
    parts.append("</svg>")
    return "".join(parts)


def build(rng) -> str:
    fname, objs = rng.choice(SCENES)
    ws = rng.choice(["Layout", "Layout", "Modeling", "Animation"])
    title = f"Blender [C:\\Users\\artist\\Projects\\{fname}]"
    top = ('<div class="bl-top">' + cand("Open the Blender menu.", "icon", f"{P}.logo", logo("blender", 16), cls="ib", label="Blender")
           + "".join(tb(m, f"Open the {m} menu.", f"{P}.menu.{slug(m)}", cls="tb bl-m") for m in ("File", "Edit", "Render", "Window", "Help"))
           + '<span style="width:8px"></span>'
           + "".join(tb(w, f"Switch to the {w} workspace.", f"{P}.ws.{slug(w)}", cls=f"tb bl-ws{' on' if w == ws else ''}") for w in WORKSPACES[:8])
           + '<span class="flex1"></span>'
           + cand("Open the scene selector.", "other", f"{P}.scene", ic("cone", 12) + "Scene" + ic("chev_down", 9), cls="bl-field", label="Scene")
           + cand("Open the view layer selector.", "other", f"{P}.viewlayer", ic("image", 12) + "ViewLayer", cls="bl-field", label="ViewLayer")
           + "</div>")
    mode = rng.choice(["Object Mode", "Object Mode", "Edit Mode"])
    shade = rng.randrange(4)
    vhdr = ('<div class="bl-hdr">' + cand("Change the editor type.", "icon", f"{P}.vp.editor", ic("cube", 14) + ic("caret_down", 7), cls="bl-hb", label="Editor type")
            + cand("Change the interaction mode.", "other", f"{P}.vp.mode", esc(mode) + ic("chev_down", 9), cls="bl-dd", label=mode)
            + "".join(tb(m, f"Open the viewport {m} menu.", f"{P}.vp.menu.{slug(m)}", cls="tb bl-hb") for m in ("View", "Select", "Add", "Object"))
            + '<span class="flex1"></span>'
            + cand("Change the transform orientation.", "other", f"{P}.vp.orient", ic("move", 12) + "Global" + ic("chev_down", 9), cls="bl-dd", label="Global")
            + ib("target", "Change the transform pivot point.", f"{P}.vp.pivot", size=14)
            + ib("magnet", "Toggle snapping.", f"{P}.vp.snap", size=14)
            + ib("circle", "Toggle proportional editing.", f"{P}.vp.prop", size=14)
            + '<span style="width:8px"></span>'
            + ib("eye", "Change the object visibility filters.", f"{P}.vp.visibility", size=14)
            + ib("compass", "Toggle the viewport gizmos.", f"{P}.vp.gizmos", size=14)
            + ib("sphere", "Toggle the viewport overlays.", f"{P}.vp.overlays", size=14)
            + ib("square", "Toggle X-ray.", f"{P}.vp.xray", size=14)
            + '<span class="bl-seg">'
            + "".join(ib(i, f"Switch to {n} shading.", f"{P}.vp.shade.{slug(n)}", size=13, cls=f"ib{' on' if k == shade else ''}")
                      for k, (i, n) in enumerate([("globe", "wireframe"), ("circle", "solid"), ("sphere", "material preview"), ("sun", "rendered")]))
            + "</span></div>")
    vw, vh = 610, 420
    tool_on = rng.randrange(len(TOOLS))
    sel_obj = objs[0]
    vp = (f'<div class="bl-vp">{_viewport_svg(rng, vw, vh)}'
          + f'<div class="bl-ov">User Perspective<br>(1) Collection | {esc(sel_obj)}</div>'
          + '<div class="bl-tools">' + "".join(ib(i, f"Choose the {n} tool." if n != "Select Box" else "Choose Select Box.", f"{P}.tool.{slug(n)}", size=16, cls=f"ib{' on' if k == tool_on else ''}")
                                             for k, (i, n) in enumerate(TOOLS)) + "</div>"
          + '<div class="bl-nav">'
          + cand("Rotate the view with the navigation gizmo.", "other", f"{P}.nav.gizmo",
                 '<svg width="74" height="74" viewBox="0 0 74 74"><line x1="37" y1="37" x2="62" y2="44" stroke="#d64452" stroke-width="2"/><line x1="37" y1="37" x2="22" y2="58" stroke="#7db343" stroke-width="2"/>'
                 '<line x1="37" y1="37" x2="37" y2="10" stroke="#3c7ee0" stroke-width="2"/><circle cx="62" cy="44" r="8" fill="#d64452"/><text x="58.5" y="48" font-size="10" fill="#000" font-family="DejaVu Sans">X</text>'
                 '<circle cx="22" cy="58" r="8" fill="#7db343"/><text x="18.5" y="62" font-size="10" fill="#000" font-family="DejaVu Sans">Y</text>'
                 '<circle cx="37" cy="10" r="8" fill="#3c7ee0"/><text x="33.5" y="14" font-size="10" fill="#000" font-family="DejaVu Sans">Z</text></svg>',
                 label="Navigation gizmo")
          + ib("zoom_in", "Zoom the 3D view.", f"{P}.nav.zoom", size=15) + ib("hand", "Pan the 3D view.", f"{P}.nav.pan", size=15)
          + ib("camera", "Toggle the camera view.", f"{P}.nav.camera", size=15) + ib("grid", "Switch between perspective and orthographic.", f"{P}.nav.persp", size=15)
          + "</div></div>")
    viewport = f'<div class="bl-area" style="flex:1">{vhdr}{vp}</div>'
    # outliner
    outl = ['<div class="bl-area" style="height:210px;flex:none"><div class="bl-hdr">'
            + cand("Change the outliner display mode.", "icon", f"{P}.ol.mode", ic("list", 13) + ic("caret_down", 7), cls="bl-hb", label="Display mode")
            + cand("Search the outliner.", "other", f"{P}.ol.search", ic("search", 11), cls="bl-field", style="flex:1", label="Search")
            + ib("filter", "Filter the outliner.", f"{P}.ol.filter", size=13) + ib("folder_plus", "Create a new collection.", f"{P}.ol.newcoll", size=13) + "</div>"
            + f'<div class="bl-tr" style="padding-left:6px">{ic("layers", 12)}Scene Collection</div>'
            + f'<div class="bl-tr" style="padding-left:14px">{ic("chev_down", 10)}{ic("folder", 12, "#ddd")}Collection<span class="flex1"></span></div>']
    for o in objs:
        on = o == sel_obj
        icon = "camera" if "Camera" in o else ("light" if any(k in o for k in ("Light", "Sun", "Lamp")) else "triangle")
        outl.append(f'<div class="bl-tr{" on" if on else ""}" style="padding-left:30px">'
                    + cand(f"Select {o} in the outliner.", "text", f"{P}.ol.{slug(o)}", ic(icon, 12, "#e8a14a" if icon == "triangle" else "#9bc") + f"<span>{esc(o)}</span>", cls="row", style="gap:4px;flex:1", label=o)
                    + ib("eye", f"Hide {o} in the viewport.", f"{P}.ol.hide.{slug(o)}", size=12, style="width:20px;height:18px")
                    + ib("camera", f"Disable {o} in renders.", f"{P}.ol.render.{slug(o)}", size=12, style="width:20px;height:18px") + "</div>")
    outl.append("</div>")
    ptab = rng.choice(["Object", "Modifier", "Material", "Render"])
    props = ['<div class="bl-area" style="flex:1"><div class="bl-hdr">'
             + cand("Search the properties.", "other", f"{P}.pr.search", ic("search", 11), cls="bl-field", style="flex:1", label="Search properties")
             + ib("pin", "Pin the properties context.", f"{P}.pr.pin", size=13) + '</div><div class="bl-props"><div class="bl-ptabs">']
    for i, n in PTABS:
        props.append(ib(i, f"Show the {n} properties.", f"{P}.pt.{slug(n)}", size=14, cls=f"ib{' on' if n == ptab else ''}"))
    props.append('</div><div class="bl-pbody">')
    props.append(f'<div style="display:flex;align-items:center;gap:6px;margin-bottom:6px">{ic("square", 12)}<b>{esc(sel_obj)}</b></div>')
    if ptab in ("Object", "Modifier", "Render"):
        props.append(f'<div class="bl-panel"><div class="bl-ph">{ic("chev_down", 10)}Transform</div>')
        for lab, vals in (("Location", [rng.uniform(-3, 3) for _ in range(3)]), ("Rotation", [rng.choice([0, 15, 45, 90]) for _ in range(3)]),
                          ("Scale", [rng.choice([1, 1, 0.5, 2]) for _ in range(3)])):
            for ax, v in zip("XYZ", vals):
                unit = " m" if lab == "Location" else ("°" if lab == "Rotation" else "")
                props.append('<div class="bl-prow"><span>' + (f"{lab} {ax}" if ax == "X" else ax) + "</span>"
                             + cand(f"Set the {lab.lower()} {ax} value.", "other", f"{P}.pr.{lab.lower()}.{ax.lower()}", f"{v:.3f}{unit}" if lab != "Rotation" else f"{v}{unit}", cls="bl-num", label=f"{lab} {ax}") + "</div>")
        props.append("</div>")
    else:
        props.append('<div class="bl-panel"><div class="bl-ph">' + ic("chev_down", 10) + "Surface</div>"
                     + '<div class="bl-prow"><span>Surface</span>' + cand("Change the surface shader.", "other", f"{P}.pr.shader", "Principled BSDF", cls="bl-num", label="Principled BSDF") + "</div>"
                     + '<div class="bl-prow"><span>Base Color</span>' + cand("Change the base color.", "other", f"{P}.pr.basecolor", "", cls="bl-num", style=f"background:{rng.choice(['#c8463b', '#3b6fc8', '#e0c070', '#6aa84f'])}", label="Base Color") + "</div>"
                     + '<div class="bl-prow"><span>Metallic</span>' + cand("Set the metallic value.", "other", f"{P}.pr.metallic", f"{rng.uniform(0, 1):.3f}", cls="bl-num", label="Metallic") + "</div>"
                     + '<div class="bl-prow"><span>Roughness</span>' + cand("Set the roughness.", "other", f"{P}.pr.roughness", f"{rng.uniform(0, 1):.3f}", cls="bl-num", label="Roughness") + "</div></div>")
    props.append("</div></div></div>")
    right = f'<div style="width:330px;display:flex;flex-direction:column;gap:2px;flex:none">{"".join(outl)}{"".join(props)}</div>'
    # timeline
    frame = rng.randint(1, 240)
    tl = ('<div class="bl-area bl-tl"><div class="bl-hdr">'
          + cand("Change the timeline editor type.", "icon", f"{P}.tl.editor", ic("clock", 13) + ic("caret_down", 7), cls="bl-hb", label="Editor type")
          + "".join(tb(m, f"Open the timeline {m} menu.", f"{P}.tl.menu.{slug(m)}", cls="tb bl-hb", after=ic("chev_down", 8)) for m in ("Playback", "Keying"))
          + "".join(tb(m, f"Open the timeline {m} menu.", f"{P}.tl.menu.{slug(m)}", cls="tb bl-hb") for m in ("View", "Marker"))
          + '<span class="flex1"></span>'
          + ib("arrow_first", "Jump to the start frame.", f"{P}.tl.start", size=13) + ib("chevs_left", "Jump to the previous keyframe.", f"{P}.tl.prevkey", size=13)
          + ib("play", "Play the animation.", f"{P}.tl.play", size=13) + ib("chevs_right", "Jump to the next keyframe.", f"{P}.tl.nextkey", size=13)
          + ib("arrow_last", "Jump to the end frame.", f"{P}.tl.end", size=13)
          + '<span class="flex1"></span>'
          + cand("Set the current frame.", "text", f"{P}.tl.frame", str(frame), cls="bl-num", style="flex:none;width:70px", label="Current frame")
          + cand("Set the start frame.", "text", f"{P}.tl.sf", "Start 1", cls="bl-num", style="flex:none;width:70px", label="Start")
          + cand("Set the end frame.", "text", f"{P}.tl.ef", f"End {rng.choice([120, 250, 300])}", cls="bl-num", style="flex:none;width:70px", label="End")
          + '</div><div class="bl-ruler">' + "".join(f'<span style="left:{3 + i * 9.6}%">{i * 20}</span>' for i in range(11)) + "</div>"
          + "".join(f'<i class="bl-key" style="left:{3 + k * 9.6 * rng.choice([1, 1.5, 2]) % 95:.1f}%;top:{70 + (k % 2) * 14}px"></i>' for k in range(rng.randint(3, 7)))
          + f'<div style="position:absolute;top:26px;bottom:0;left:{3 + frame / 200 * 96:.1f}%;width:2px;background:#4772b3"></div>'
          + "</div>")
    status = (f'<div class="bl-status"><span>{ic("cursor", 11)}</span><span>Select</span><span>Pan View</span><span>Context Menu</span><span class="flex1"></span>'
              f'<span>Collection | {esc(sel_obj)} | Verts:{rng.randint(8, 90000):,} | Faces:{rng.randint(6, 60000):,} | Objects:1/{len(objs)}</span><span>4.{rng.choice([1, 2])}.0</span></div>')
    window = (win_titlebar(P, title, "blender", dark=True, h=30) + f'<div class="bl">{top}<div class="bl-main">{viewport}{right}</div>{tl}{status}</div>')
    return frame_windows(P, rng, window, app_logo="blender", app_name="Blender", dark_taskbar=True)


APPS = [AppSpec("Blender 4", "blender", "creative", "Windows 11", build, CSS, "pro_apps/blender.py")]
