"""Operating-system UIs: Windows 11 Settings (Windows 11) and a macOS Sonoma Finder window with the Dock."""
from __future__ import annotations

from igg.tasks.pointerbench.generate.pro_apps.kit import (avatar, cand, esc, frame_windows, ib, ic, logo, mac_menubar, pick,
                                            screen, slug, toggle, traffic, win_controls)
from igg.tasks.pointerbench.generate.pro_apps.spec import AppSpec

CSS = """
.ws11{flex:1;display:flex;flex-direction:column;min-height:0;background:#f3f3f3;color:#1a1a1a;font-size:13px}
.ws11-title{height:40px;flex:none;display:flex;align-items:center;gap:10px;padding-left:12px;font-size:12px}
.ws11-title .ib{width:32px;height:32px;color:#333}
.ws11-body{flex:1;display:flex;min-height:0}
.ws11-nav{width:280px;flex:none;padding:8px 10px;display:flex;flex-direction:column;gap:2px}
.ws11-user{display:flex;align-items:center;gap:12px;padding:6px 6px 14px}
.ws11-find{height:32px;border-radius:4px;background:#fff;border:1px solid #e5e5e5;border-bottom:1px solid #868686;display:flex;align-items:center;gap:8px;padding:0 10px;color:#5d5d5d;margin-bottom:8px;justify-content:space-between}
.ws11-ni{display:flex;align-items:center;gap:14px;height:36px;padding:0 12px;border-radius:4px;font-size:13.5px;width:100%;position:relative}
.ws11-ni.on{background:#eaeaea;font-weight:500}
.ws11-ni.on::before{content:"";position:absolute;left:0;top:10px;bottom:10px;width:3px;border-radius:2px;background:#005fb8}
.ws11-main{flex:1;padding:6px 28px 0 16px;overflow:hidden;min-width:0}
.ws11-h{font-size:27px;font-weight:600;margin:4px 0 18px;display:flex;align-items:center;gap:10px}
.ws11-card{background:#fbfbfb;border:1px solid #e5e5e5;border-radius:6px;display:flex;align-items:center;gap:16px;min-height:66px;padding:0 16px;margin-bottom:4px;width:100%}
.ws11-card .t{font-size:13.5px}
.ws11-card .s{font-size:12px;color:#5d5d5d}
.ws11-dd{display:inline-flex;align-items:center;justify-content:space-between;gap:10px;height:32px;min-width:140px;padding:0 10px;border:1px solid #e5e5e5;border-bottom-color:#868686;border-radius:4px;background:#fff}
.ws11-prev{display:flex;gap:18px;align-items:flex-start;margin-bottom:14px}
.ws11-wall{width:80px;height:80px;border-radius:6px;flex:none}
.ws11-walls{display:flex;gap:8px;flex-wrap:wrap}
.ws11-btn{display:inline-flex;align-items:center;height:32px;padding:0 14px;border-radius:4px;border:1px solid #e5e5e5;background:#fff}
/* finder */
.mac-desk{position:absolute;inset:24px 0 0 0}
.fd{position:absolute;display:flex;flex-direction:column;border-radius:10px;overflow:hidden;box-shadow:0 20px 50px rgba(0,0,0,.35),0 0 0 1px rgba(0,0,0,.15);background:#fff;font-size:13px;color:#1f1f1f}
.fd-body{flex:1;display:flex;min-height:0}
.fd-side{width:170px;flex:none;background:#e9e7ef;padding:48px 8px 8px;display:flex;flex-direction:column;gap:1px}
.fd-sh{font-size:11px;font-weight:700;color:#8a8990;padding:8px 8px 3px}
.fd-si{display:flex;align-items:center;gap:7px;height:24px;padding:0 8px;border-radius:5px;width:100%;white-space:nowrap}
.fd-si svg{color:#1e90ff}
.fd-si.on{background:#d3d1da}
.fd-main{flex:1;display:flex;flex-direction:column;min-width:0}
.fd-tb{height:52px;flex:none;display:flex;align-items:center;gap:4px;padding:0 10px;border-bottom:1px solid #e0e0e0}
.fd-tb .ib{width:30px;height:28px;color:#555;border-radius:6px}
.fd-title{font-weight:700;font-size:14px;margin:0 10px 0 6px}
.fd-search{width:150px;height:26px;border-radius:6px;background:#efefef;display:flex;align-items:center;gap:6px;padding:0 8px;color:#888}
.fd-grid{flex:1;display:grid;grid-template-columns:repeat(5,1fr);gap:10px 6px;padding:16px;align-content:start;overflow:hidden}
.fd-it{display:flex;flex-direction:column;align-items:center;gap:4px;font-size:12px;text-align:center;padding:4px;border-radius:6px}
.fd-it.on span{background:#0a64d8;color:#fff;border-radius:4px;padding:0 4px}
.fd-status{height:24px;flex:none;display:flex;align-items:center;justify-content:center;font-size:11px;color:#777;border-top:1px solid #e8e8e8}
.dock{position:absolute;left:50%;bottom:6px;transform:translateX(-50%);height:62px;padding:6px 8px;border-radius:18px;background:rgba(246,246,250,.55);border:1px solid rgba(255,255,255,.5);display:flex;gap:6px;align-items:center}
.dock-i{width:48px;height:48px;border-radius:12px;display:inline-flex;align-items:center;justify-content:center;position:relative}
.dock-i.run::after{content:"";position:absolute;bottom:-5px;left:22px;width:4px;height:4px;border-radius:2px;background:#333}
"""

# --- Windows 11 Settings -----------------------------------------------------------------------------------

NAV = [("home", "Home"), ("monitor", "System"), ("bluetooth", "Bluetooth & devices"), ("wifi", "Network & internet"), ("brush", "Personalization"),
       ("grid", "Apps"), ("user", "Accounts"), ("globe", "Time & language"), ("gamepad", "Gaming"), ("eye", "Accessibility"),
       ("shield", "Privacy & security"), ("refresh", "Windows Update")]
WALLS = [("blue swirl", "radial-gradient(circle at 40% 60%,#9fd3ff,#1a5fd0 45%,#0b2a6e)"), ("sunrise", "linear-gradient(180deg,#f9d29d,#f58f6b 60%,#6b3c7a)"),
         ("mountain lake", "linear-gradient(180deg,#a7c7e7,#6f92b8 45%,#2f4f6f 46%,#6c8a5b)"), ("purple bloom", "radial-gradient(circle at 50% 50%,#e6c7ff,#7a3fd0 55%,#2b0a5a)"),
         ("green glow", "radial-gradient(circle at 30% 30%,#d8ffd0,#3aa860 50%,#0d4222)"), ("dark flow", "linear-gradient(135deg,#1d1d2b,#3a3a64 50%,#101018)")]
STARTUP = [("Microsoft Teams", "High impact", True), ("OneDrive", "Medium impact", True), ("Spotify", "Low impact", False), ("Steam", "High impact", False),
           ("Zoom", "Medium impact", True), ("Adobe Creative Cloud", "High impact", False), ("Logitech G HUB", "Low impact", True)]


def _windows(rng) -> str:
    p = "windows"
    page = rng.choice(["System", "Personalization", "Apps"])
    user = rng.choice(["Jordan Diaz", "Sam Lee", "Alex Morgan"])
    title = ('<div class="ws11-title">' + ib("arrow_left", "Go back.", f"{p}.back", size=16) + logo("settings11", 16) + "<span>Settings</span>"
             + '<span class="flex1"></span>' + win_controls(p, h=40) + "</div>")
    nav = ['<div class="ws11-nav"><div class="ws11-user">' + avatar("".join(w[0] for w in user.split()), "#6b69d6", 56)
           + f'<div><div style="font-weight:600;font-size:14px">{esc(user)}</div><div style="font-size:12px;color:#5d5d5d">Local Account</div></div></div>'
           + cand("Find a setting.", "other", f"{p}.find", "<span>Find a setting</span>" + ic("search", 14), cls="ws11-find", label="Find a setting")]
    for icon, n in NAV:
        nav.append(cand(f"Open {n} settings.", "text", f"{p}.nav.{slug(n)}", ic(icon, 18, "#0067c0" if n != "Home" else "#444") + esc(n), cls=f"ws11-ni{' on' if n == page else ''}", label=n))
    nav.append("</div>")
    main = ['<div class="ws11-main">']
    if page == "System":
        main.append('<div class="ws11-h">System</div>')
        main.append('<div class="ws11-card" style="min-height:92px"><div style="width:130px;height:72px;border-radius:6px;background:' + WALLS[0][1] + '"></div>'
                    + f'<div><div style="font-weight:600;font-size:16px">DESKTOP-{rng.randint(1000, 9999)}{rng.choice("ABCDEFGH")}</div><div class="s">{rng.choice(["Surface Laptop 5", "ThinkPad X1 Carbon", "XPS 13 9340"])}</div>'
                    + cand("Rename this PC.", "text", f"{p}.rename", "Rename", cls="tb", style="color:#005fb8;font-size:12px", label="Rename") + "</div>"
                    + '<span class="flex1"></span>' + cand("Open Microsoft 365.", "other", f"{p}.m365", ic("grid", 20, "#d83b01") + "<div><div class='t'>Microsoft 365</div><div class='s'>View benefits</div></div>", cls="row", style="gap:8px", label="Microsoft 365")
                    + cand("Open Windows Update from the header.", "other", f"{p}.wuheader", ic("refresh", 20, "#0067c0") + "<div><div class='t'>Windows Update</div><div class='s'>Last checked: 2 hours ago</div></div>", cls="row", style="gap:8px", label="Windows Update") + "</div>")
        for icon, t, s in [("monitor", "Display", "Monitors, brightness, night light, display profile"), ("volume", "Sound", "Volume levels, output, input, sound devices"),
                           ("bell", "Notifications", "Alerts from apps and system, do not disturb"), ("clock", "Focus", "Reduce distractions"),
                           ("power", "Power & battery", "Sleep, battery usage, battery saver"), ("database", "Storage", "Storage space, drives, configuration rules"),
                           ("devices", "Nearby sharing", "Discoverability, received files location")]:
            main.append(cand(f"Open the {t} settings.", "other", f"{p}.sys.{slug(t)}", ic(icon, 20) + f'<div style="flex:1"><div class="t">{esc(t)}</div><div class="s">{esc(s)}</div></div>' + ic("chev_right", 14),
                             cls="ws11-card", label=t))
    elif page == "Personalization":
        main.append('<div class="ws11-h"><span style="font-weight:400;color:#5d5d5d">Personalization</span>' + ic("chev_right", 14) + "Background</div>")
        cur = rng.randrange(len(WALLS))
        main.append('<div class="ws11-prev"><div style="width:260px;height:150px;border-radius:8px;border:6px solid #1a1a1a;background:' + WALLS[cur][1] + '"></div></div>')
        main.append('<div class="ws11-card"><div style="flex:1"><div class="t">Personalize your background</div><div class="s">A picture background applies to your current desktop.</div></div>'
                    + cand("Choose the background type.", "other", f"{p}.bgtype", "Picture" + ic("chev_down", 11), cls="ws11-dd", label="Picture") + "</div>")
        main.append('<div class="ws11-card" style="flex-direction:column;align-items:flex-start;padding:12px 16px;gap:8px"><div class="t">Recent images</div><div class="ws11-walls">'
                    + "".join(cand(f"Use the {n} wallpaper.", "other", f"{p}.wall.{slug(n)}", "", cls="ws11-wall", style=f"background:{g};{'outline:2px solid #005fb8;outline-offset:2px' if i == cur else ''}", label=n)
                              for i, (n, g) in enumerate(WALLS)) + "</div></div>")
        main.append('<div class="ws11-card"><div style="flex:1"><div class="t">Choose a photo</div></div>'
                    + cand("Browse for a photo.", "text", f"{p}.browse", "Browse photos", cls="ws11-btn", label="Browse photos") + "</div>")
        main.append('<div class="ws11-card"><div style="flex:1"><div class="t">Choose a fit for your desktop image</div></div>'
                    + cand("Choose a fit for the desktop image.", "other", f"{p}.fit", "Fill" + ic("chev_down", 11), cls="ws11-dd", label="Fill") + "</div>")
    else:
        main.append('<div class="ws11-h"><span style="font-weight:400;color:#5d5d5d">Apps</span>' + ic("chev_right", 14) + "Startup</div>")
        main.append('<div class="ws11-card"><div style="flex:1"><div class="t">Sort by</div></div>'
                    + cand("Change the startup apps sort order.", "other", f"{p}.sort", "Name" + ic("chev_down", 11), cls="ws11-dd", label="Name") + "</div>")
        for n, impact, on in pick(rng, STARTUP, 6):
            main.append('<div class="ws11-card">' + f'<span class="logo" style="width:28px;height:28px;border-radius:6px;background:#{rng.randint(0x333333, 0xbbbbbb):06x};color:#fff;font-size:12px">{n[0]}</span>'
                        + f'<div style="flex:1"><div class="t">{esc(n)}</div><div class="s">{impact}</div></div>'
                        + f'<span style="font-size:13px;color:#5d5d5d;margin-right:8px">{"On" if on else "Off"}</span>'
                        + cand(f"Turn {'off' if on else 'on'} {n} at startup.", "other", f"{p}.startup.{slug(n)}", toggle(on, "#005fb8"), cls="row", label="Toggle") + "</div>")
    main.append("</div>")
    window = f'<div class="ws11">{title}<div class="ws11-body">{"".join(nav)}{"".join(main)}</div></div>'
    return frame_windows(p, rng, window, app_logo="settings11", app_name="Settings")


# --- macOS Finder --------------------------------------------------------------------------------------------

FOLDERS = {"Documents": ["Invoices", "Taxes 2024", "Resume.pdf", "Lease Agreement.pdf", "Budget.xlsx", "Notes.txt", "Project Plan.key", "Photos Backup", "Recipes.pages", "Contract_v3.docx"],
           "Downloads": ["Zoom.pkg", "report-Q3.pdf", "IMG_2041.HEIC", "boarding-pass.pdf", "archive.zip", "slides-final.pptx", "font-pack", "setup.dmg", "invoice-1042.pdf"],
           "Desktop": ["Screenshot 2024-05-14.png", "Design Assets", "todo.md", "Wireframes.fig", "Meeting Notes.pages", "Archive", "logo.svg"]}
DOCK = [("finder", "Finder"), ("safari", "Safari"), ("mail", "Mail"), ("chrome", "Google Chrome"), ("spotify", "Spotify"), ("slack", "Slack"),
        ("vscode", "Visual Studio Code"), ("excel", "Microsoft Excel"), ("word", "Microsoft Word"), ("settings11", "System Settings")]


def _file_icon(name: str, size=54) -> str:
    if "." not in name:
        return (f'<svg width="{size}" height="{size * .82:.0f}" viewBox="0 0 64 52"><path d="M2 8a4 4 0 0 1 4-4h18l6 6h28a4 4 0 0 1 4 4v32a4 4 0 0 1-4 4H6a4 4 0 0 1-4-4z" fill="#5ab0f7"/>'
                f'<path d="M2 16h60v30a4 4 0 0 1-4 4H6a4 4 0 0 1-4-4z" fill="#7cc3ff"/></svg>')
    ext = name.rsplit(".", 1)[-1].lower()
    col = {"pdf": "#e5484d", "xlsx": "#107c41", "docx": "#185abd", "pptx": "#c43e1c", "png": "#7b61ff", "heic": "#7b61ff", "zip": "#888", "pkg": "#b8860b",
           "dmg": "#666", "txt": "#555", "md": "#555", "key": "#2f7cf6", "pages": "#f39c12", "fig": "#a259ff", "svg": "#ff9a00"}.get(ext, "#888")
    return (f'<svg width="{size * .78:.0f}" height="{size}" viewBox="0 0 46 58"><path d="M2 4a3 3 0 0 1 3-3h26l13 13v40a3 3 0 0 1-3 3H5a3 3 0 0 1-3-3z" fill="#fff" stroke="#c8c8c8"/>'
            f'<path d="M31 1v13h13" fill="#eee" stroke="#c8c8c8"/><rect x="6" y="36" width="34" height="12" rx="2" fill="{col}"/>'
            f'<text x="23" y="45.5" text-anchor="middle" font-size="8" font-weight="700" fill="#fff" font-family="DejaVu Sans">{ext.upper()[:4]}</text></svg>')


def _macos(rng) -> str:
    p = "macos"
    folder = rng.choice(list(FOLDERS))
    items = FOLDERS[folder]
    sel = rng.randrange(len(items))
    wall = rng.choice(["linear-gradient(160deg,#f6c28b 0%,#c4739e 40%,#4a4f9c 75%,#1f2a5c 100%)", "linear-gradient(170deg,#9ad0c2,#3e8a9c 50%,#24476b)",
                       "linear-gradient(160deg,#ffd9a0,#e7896f 45%,#6e4a8e 80%)"])
    fx, fy, fw, fh = rng.randint(60, 140), rng.randint(40, 70), rng.randint(720, 800), rng.randint(470, 520)
    side = ['<div class="fd-side"><div class="fd-sh">Favorites</div>']
    for icon, n in [("wifi", "AirDrop"), ("clock", "Recents"), ("grid", "Applications"), ("monitor", "Desktop"), ("file_text", "Documents"), ("download", "Downloads")]:
        side.append(cand(f"Open {n} in the sidebar." if n != folder else f"Show {n} in the sidebar.", "text", f"{p}.side.{slug(n)}", ic(icon, 15) + esc(n), cls=f"fd-si{' on' if n == folder else ''}", label=n))
    side.append('<div class="fd-sh">iCloud</div>')
    for icon, n in [("cloud", "iCloud Drive"), ("users", "Shared")]:
        side.append(cand(f"Open {n}.", "text", f"{p}.side.{slug(n)}", ic(icon, 15) + esc(n), cls="fd-si", label=n))
    side.append('<div class="fd-sh">Tags</div>')
    for col, n in [("#ff453a", "Red"), ("#ff9f0a", "Orange"), ("#30d158", "Green"), ("#0a84ff", "Blue")]:
        side.append(cand(f"Show items tagged {n}.", "text", f"{p}.tag.{slug(n)}", f'<span style="width:10px;height:10px;border-radius:5px;background:{col};display:inline-block;margin:0 3px"></span>{n}', cls="fd-si", label=n))
    side.append("</div>")
    tbar = ('<div class="fd-tb">' + ib("chev_left", "Go back.", f"{p}.back", size=18) + ib("chev_right", "Go forward.", f"{p}.fwd", size=18)
            + f'<span class="fd-title">{esc(folder)}</span><span class="flex1"></span>'
            + ib("grid", "Show items as icons.", f"{p}.view.icons", size=16) + ib("list", "Show items in a list.", f"{p}.view.list", size=16)
            + ib("columns", "Show items in columns.", f"{p}.view.columns", size=16) + ib("image", "Show items in a gallery.", f"{p}.view.gallery", size=16)
            + ib("layers", "Change the item grouping.", f"{p}.group", size=16) + ib("share_up", "Share the selected item.", f"{p}.share", size=16)
            + ib("tag", "Edit the tags.", f"{p}.tags", size=16) + ib("more_h", "Show more actions.", f"{p}.more", size=16)
            + cand("Search in Finder.", "other", f"{p}.search", ic("search", 13) + "<span>Search</span>", cls="fd-search", label="Search") + "</div>")
    grid = '<div class="fd-grid">' + "".join(cand(f"Select {n}.", "other", f"{p}.item.{slug(n)}", _file_icon(n) + f"<span>{esc(n)}</span>", cls=f"fd-it{' on' if i == sel else ''}", label=n)
                                             for i, n in enumerate(items)) + "</div>"
    status = f'<div class="fd-status">{len(items)} items, {rng.randint(40, 400)} GB available</div>'
    finder = (f'<div class="fd" style="left:{fx}px;top:{fy}px;width:{fw}px;height:{fh}px"><div style="position:absolute;left:0;top:18px;z-index:2">{traffic(p)}</div>'
              f'<div class="fd-body">{"".join(side)}<div class="fd-main">{tbar}{grid}{status}</div></div></div>')
    dock = '<div class="dock">' + "".join(cand(f"Open {n} from the Dock.", "icon", f"{p}.dock.{slug(n)}", logo(lg, 44), cls=f"dock-i{' run' if n in ('Finder', 'Safari', 'Slack') else ''}", label=n)
                                          for lg, n in DOCK) + '<span style="width:1px;height:44px;background:rgba(0,0,0,.2);margin:0 2px"></span>' \
        + cand("Open the Trash.", "icon", f"{p}.dock.trash", ic("trash", 34, "#6b6b6b", 1.4), cls="dock-i", label="Trash") + "</div>"
    desk = f'<div class="mac-desk" style="background:{wall}">{finder}{dock}</div>'
    return screen(mac_menubar(p, rng, "Finder", ["File", "Edit", "View", "Go", "Window", "Help"]) + desk)


APPS = [
    AppSpec("Windows 11 system UI", "windows", "os_commons", "Windows 11", _windows, CSS, "pro_apps/os_apps.py"),
    AppSpec("macOS Sonoma system UI", "macos", "os_commons", "macOS Sonoma", _macos, CSS, "pro_apps/os_apps.py"),
]
