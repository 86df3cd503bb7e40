"""Web consoles in a browser: AWS Management Console (Windows 11 / Chrome), Home Assistant (Windows 11, Chrome),
WordPress admin (Windows 11, Chrome)."""
from __future__ import annotations

from igg.tasks.pointerbench.generate.pro_apps.kit import (COLORS, avatar, browser, cand, checkbox, esc, frame_windows, ib, ic,
                                            initials, logo, pick, slug, tb, toggle)
from igg.tasks.pointerbench.generate.pro_apps.spec import AppSpec

CSS = """
.aws{flex:1;display:flex;flex-direction:column;min-height:0;background:#f2f3f3;color:#16191f;font-size:13px;font-family:"Liberation Sans","Noto Sans",sans-serif}
.aws .ib{width:30px;height:30px;color:#d5dbdb;border-radius:2px}
.aws-top{height:40px;flex:none;display:flex;align-items:center;gap:6px;background:#232f3e;color:#fff;padding:0 10px}
.aws-svc{display:inline-flex;align-items:center;gap:6px;height:28px;padding:0 8px;color:#fff;font-weight:700}
.aws-search{width:380px;height:28px;border-radius:4px;background:#0f1b2a;border:1px solid #687078;display:flex;align-items:center;gap:6px;padding:0 8px;color:#aab7b8}
.aws-tt{display:inline-flex;align-items:center;gap:4px;height:28px;padding:0 8px;color:#fff;font-size:13px;white-space:nowrap}
.aws-sub{height:34px;flex:none;display:flex;align-items:center;gap:6px;background:#16191f;color:#d5dbdb;padding:0 12px;font-size:12.5px}
.aws-body{flex:1;display:flex;min-height:0}
.aws-nav{width:210px;flex:none;background:#fff;border-right:1px solid #d5dbdb;padding:14px 0;overflow:hidden}
.aws-nh{font-weight:700;font-size:15px;padding:0 20px 10px;display:flex;align-items:center}
.aws-nl{display:flex;align-items:center;height:24px;padding:0 20px;color:#16191f;font-size:13px;width:100%;white-space:nowrap}
.aws-nl.on{color:#0972d3;font-weight:700}
.aws-ns{font-weight:700;font-size:13px;padding:10px 14px 4px;display:flex;align-items:center;gap:4px}
.aws-main{flex:1;padding:14px 18px;overflow:hidden;min-width:0}
.aws-crumb{font-size:13px;color:#0972d3;margin-bottom:10px;display:flex;gap:6px;align-items:center}
.aws-card{background:#fff;border-radius:8px;box-shadow:0 1px 2px rgba(0,28,36,.3);overflow:hidden}
.aws-ch{display:flex;align-items:center;gap:8px;padding:14px 16px 8px}
.aws-ch h2{font-size:17px;margin:0;font-weight:700}
.aws-btn{display:inline-flex;align-items:center;gap:6px;height:30px;padding:0 14px;border-radius:16px;border:2px solid #0972d3;color:#0972d3;font-weight:700;font-size:13px;white-space:nowrap;background:#fff}
.aws-btn.pri{background:#ff9900;border-color:#ff9900;color:#0f1b2a}
.aws-btn.ico{padding:0 7px}
.aws-filter{display:flex;align-items:center;gap:8px;padding:0 16px 10px}
.aws-fin{flex:1;height:30px;border:1px solid #8c8c94;border-radius:8px;display:flex;align-items:center;gap:6px;padding:0 10px;color:#5f6b7a}
.aws-tbl{width:100%;border-collapse:collapse;font-size:13px}
.aws-tbl th{text-align:left;font-weight:700;background:#fff;border-bottom:1px solid #d5dbdb;height:32px;padding:0 10px;white-space:nowrap;color:#414d5c}
.aws-tbl td{height:32px;padding:0 10px;border-bottom:1px solid #e9ebed;white-space:nowrap}
.aws-tbl tr.on td{background:#f2f8fd}
.aws-link{color:#0972d3;text-decoration:underline}
.aws-st{display:inline-flex;align-items:center;gap:4px}
.aws-detail{margin-top:12px;padding:12px 16px;color:#5f6b7a}
.aws-foot{height:30px;flex:none;display:flex;align-items:center;gap:16px;background:#232f3e;color:#d5dbdb;padding:0 14px;font-size:12px}
/* home assistant */
.ha{flex:1;display:flex;min-height:0;background:#fafafa;color:#212121;font-size:13px}
.ha .ib{width:36px;height:36px;color:#44739e;border-radius:18px}
.ha-side{width:220px;flex:none;background:#fff;border-right:1px solid #e0e0e0;display:flex;flex-direction:column}
.ha-title{height:56px;display:flex;align-items:center;gap:10px;padding:0 12px;font-size:19px;font-weight:400;border-bottom:1px solid #e0e0e0}
.ha-item{display:flex;align-items:center;gap:22px;height:40px;padding:0 14px;margin:2px 4px;border-radius:4px;color:#212121;font-size:14px;width:calc(100% - 8px)}
.ha-item svg{color:#727272}
.ha-item.on{background:#e3eefa;color:#03a9f4}
.ha-item.on svg{color:#03a9f4}
.ha-main{flex:1;display:flex;flex-direction:column;min-width:0}
.ha-top{height:56px;flex:none;display:flex;align-items:center;gap:2px;background:#03a9f4;color:#fff;padding:0 8px 0 16px}
.ha-top .ib{color:#fff}
.ha-tab{height:56px;padding:0 16px;display:inline-flex;align-items:center;font-size:14px;color:rgba(255,255,255,.75);text-transform:uppercase;letter-spacing:.4px}
.ha-tab.on{color:#fff;box-shadow:inset 0 -2px 0 #fff}
.ha-grid{flex:1;display:grid;grid-template-columns:repeat(3,1fr);gap:8px;padding:8px;align-content:start;overflow:hidden}
.ha-card{background:#fff;border-radius:12px;box-shadow:0 2px 2px rgba(0,0,0,.14),0 1px 5px rgba(0,0,0,.12);padding:12px;display:flex;flex-direction:column;gap:8px}
.ha-ch{font-size:16px;font-weight:400;display:flex;align-items:center}
.ha-ent{display:flex;align-items:center;gap:14px;height:40px;width:100%}
.ha-ent .nm{flex:1;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.ha-tile{display:flex;align-items:center;gap:10px;height:56px;border-radius:12px;padding:0 10px;background:#fff;box-shadow:0 2px 2px rgba(0,0,0,.14),0 1px 5px rgba(0,0,0,.12);width:100%}
.ha-tile .ico{width:36px;height:36px;border-radius:18px;display:inline-flex;align-items:center;justify-content:center;flex:none}
.ha-tile .t{font-weight:500;font-size:13px}
.ha-tile .s{color:#727272;font-size:12px}
/* wordpress */
.wp{flex:1;display:flex;flex-direction:column;min-height:0;background:#f0f0f1;color:#1d2327;font-size:13px}
.wp-bar{height:32px;flex:none;display:flex;align-items:center;gap:2px;background:#1d2327;color:#f0f0f1;padding:0 4px}
.wp-bi{display:inline-flex;align-items:center;gap:6px;height:32px;padding:0 8px;color:#f0f0f1;font-size:13px}
.wp-body{flex:1;display:flex;min-height:0}
.wp-menu{width:160px;flex:none;background:#1d2327;padding-top:10px}
.wp-mi{display:flex;align-items:center;gap:8px;height:34px;padding:0 10px;color:#f0f0f1;font-size:14px;width:100%}
.wp-mi svg{color:#a7aaad}
.wp-mi.on{background:#2271b1;color:#fff}
.wp-mi.on svg{color:#fff}
.wp-sub{background:#2c3338;padding:4px 0}
.wp-si{display:flex;align-items:center;height:26px;padding:0 12px 0 36px;color:rgba(240,246,252,.7);font-size:13px;width:100%}
.wp-si.on{color:#fff;font-weight:600}
.wp-cnt{background:#d63638;color:#fff;border-radius:9px;font-size:9px;min-width:17px;height:17px;display:inline-flex;align-items:center;justify-content:center;padding:0 5px;margin-left:4px}
.wp-main{flex:1;padding:10px 20px;overflow:hidden;min-width:0}
.wp-h1{font-size:23px;font-weight:400;margin:6px 0 12px;display:flex;align-items:center;gap:10px}
.wp-add{display:inline-flex;align-items:center;height:30px;padding:0 10px;border:1px solid #2271b1;color:#2271b1;border-radius:3px;font-size:13px}
.wp-views{display:flex;gap:4px;color:#50575e;margin-bottom:8px;font-size:13px}
.wp-views .tb{color:#2271b1}
.wp-views .tb.on{color:#1d2327;font-weight:600}
.wp-tn{display:flex;align-items:center;gap:6px;margin-bottom:8px}
.wp-sel{display:inline-flex;align-items:center;justify-content:space-between;gap:6px;height:30px;padding:0 8px;border:1px solid #8c8f94;border-radius:3px;background:#fff;min-width:140px}
.wp-btn{display:inline-flex;align-items:center;height:30px;padding:0 10px;border:1px solid #2271b1;color:#2271b1;border-radius:3px;background:#f6f7f7}
.wp-tbl{width:100%;border-collapse:collapse;background:#fff;border:1px solid #c3c4c7;font-size:13px}
.wp-tbl th{text-align:left;font-weight:400;height:34px;padding:0 10px;border-bottom:1px solid #c3c4c7;color:#2c3338}
.wp-tbl td{padding:8px 10px;border-bottom:1px solid #f0f0f1;vertical-align:top}
.wp-tbl tr.pending td{background:#fef7f1}
.wp-tbl tr.pending td:first-child{box-shadow:inset 4px 0 0 #d63638}
.wp-ra{display:flex;gap:4px;margin-top:4px;font-size:12.5px;color:#a7aaad}
.wp-ra .tb{color:#2271b1}
"""

# --- AWS -----------------------------------------------------------------------------------------------

INSTANCES = ["web-prod-01", "web-prod-02", "api-gateway-a", "worker-blue-03", "worker-green-01", "bastion-host", "etl-nightly", "grafana-mon", "db-replica-02"]


def _aws(rng) -> str:
    p = "aws_console"
    region = rng.choice([("N. Virginia", "us-east-1"), ("Ireland", "eu-west-1"), ("Frankfurt", "eu-central-1"), ("Oregon", "us-west-2")])
    acct = f"{rng.randint(1000, 9999)}-{rng.randint(1000, 9999)}-{rng.randint(1000, 9999)}"
    top = ('<div class="aws-top">' + cand("Go to the console home.", "icon", f"{p}.logo", '<span style="font:700 17px Liberation Sans;color:#fff">aws</span>', cls="aws-svc", label="AWS")
           + cand("Open the Services menu.", "other", f"{p}.services", ic("apps", 14) + "Services", cls="aws-svc", label="Services")
           + cand("Search the console.", "other", f"{p}.search", ic("search", 14) + '<span>Search</span><span class="flex1"></span><span style="font-size:11px">[Alt+S]</span>', cls="aws-search", label="Search")
           + '<span class="flex1"></span>'
           + ib("terminal_sq", "Open CloudShell.", f"{p}.cloudshell", size=16) + ib("bell", "Show notifications.", f"{p}.notif", size=16)
           + ib("help", "Open the help panel.", f"{p}.help", size=16) + ib("settings", "Open the console settings.", f"{p}.settings", size=16)
           + cand("Change the region.", "other", f"{p}.region", f"{region[0]}" + ic("caret_down", 9), cls="aws-tt", label=region[0])
           + cand("Open the account menu.", "other", f"{p}.account", f"dev-admin @ {acct}" + ic("caret_down", 9), cls="aws-tt", label="Account") + "</div>")
    fav = '<div class="aws-sub">' + "".join(cand(f"Open {s} from the favorites bar.", "text", f"{p}.fav.{slug(s)}", esc(s), cls="aws-tt", style="height:26px;color:#d5dbdb", label=s)
                                            for s in ("EC2", "S3", "RDS", "Lambda", "CloudWatch", "IAM", "Billing and Cost Management")) + "</div>"
    nav = ['<div class="aws-nav"><div class="aws-nh">EC2<span class="flex1"></span>' + ib("x", "Close the navigation drawer.", f"{p}.navclose", size=14, color="#414d5c", style="width:24px;height:24px") + "</div>"]
    for l in ("Dashboard", "EC2 Global View", "Events"):
        nav.append(cand(f"Open {l}." if l != "Dashboard" else "Open the EC2 Dashboard.", "text", f"{p}.nav.{slug(l)}", esc(l), cls="aws-nl", label=l))
    for sec, items in (("Instances", ["Instances", "Instance Types", "Launch Templates", "Spot Requests"]), ("Images", ["AMIs", "AMI Catalog"]),
                       ("Elastic Block Store", ["Volumes", "Snapshots"]), ("Network & Security", ["Security Groups", "Elastic IPs", "Key Pairs"])):
        nav.append(cand(f"Collapse the {sec} section.", "text", f"{p}.navsec.{slug(sec)}", ic("caret_down", 9) + esc(sec), cls="aws-ns", label=sec))
        for it in items:
            nav.append(cand(f"Open {it}.", "text", f"{p}.nav.{slug(it)}", esc(it), cls=f"aws-nl{' on' if it == 'Instances' else ''}", style="padding-left:28px", label=it))
    nav.append("</div>")
    inst = pick(rng, INSTANCES, rng.randint(5, 8))
    sel = rng.randrange(len(inst))
    rows = []
    for i, n in enumerate(inst):
        running = rng.random() < 0.75
        iid = "i-0" + "".join(rng.choice("0123456789abcdef") for _ in range(16))
        state = (f'<span class="aws-st" style="color:#037f0c">{ic("check_circle", 13, "#037f0c")}Running</span>' if running
                 else f'<span class="aws-st" style="color:#5f6b7a">{ic("minus", 13)}Stopped</span>')
        checks = f'{ic("check_circle", 12, "#037f0c")} 3/3 checks passed' if running else "–"
        itype = rng.choice(["t3.micro", "t3.medium", "m6i.large", "c6g.xlarge", "r6i.large"])
        az = region[1] + rng.choice("abc")
        rows.append(f'<tr class="{"on" if i == sel else ""}"><td>{checkbox(i == sel, "#0972d3")}</td><td>'
                    + cand(f"Open {n}.", "text", f"{p}.inst.{slug(n)}", esc(n), cls="tb aws-link", label=n) + "</td>"
                    + f'<td><span class="aws-link">{iid}</span></td><td>{state}</td><td>{itype}</td><td>{checks}</td>'
                    + f"<td>{cand(f'Add an alarm for {n}.', 'other', f'{p}.alarm.{slug(n)}', 'View alarms +', cls='tb aws-link', label='View alarms')}</td><td>{az}</td></tr>")
    card = ('<div class="aws-card"><div class="aws-ch"><h2>Instances</h2><span style="color:#5f6b7a">(' + str(len(inst)) + ')</span>'
            + tb("Info", "Show information about instances.", f"{p}.info", cls="tb aws-link", style="font-size:12px;font-weight:700")
            + '<span class="flex1"></span>'
            + cand("Refresh the instance list.", "icon", f"{p}.refresh", ic("refresh", 15), cls="aws-btn ico", label="Refresh")
            + cand("Connect to the instance.", "text", f"{p}.connect", "Connect", cls="aws-btn", label="Connect")
            + cand("Change the instance state.", "other", f"{p}.state", "Instance state" + ic("caret_down", 9), cls="aws-btn", label="Instance state")
            + cand("Open the Actions menu.", "other", f"{p}.actions", "Actions" + ic("caret_down", 9), cls="aws-btn", label="Actions")
            + cand("Launch instances.", "other", f"{p}.launch", "Launch instances" + ic("caret_down", 9), cls="aws-btn pri", label="Launch instances") + "</div>"
            + '<div class="aws-filter">' + cand("Find an instance by attribute or tag.", "other", f"{p}.filter", ic("search", 13) + "<span>Find Instance by attribute or tag (case-sensitive)</span>", cls="aws-fin", label="Filter")
            + cand("Filter by instance state.", "other", f"{p}.statefilter", "All states" + ic("caret_down", 9), cls="aws-fin", style="flex:none;width:130px", label="All states")
            + ib("chev_left", "Go to the previous page.", f"{p}.prevpage", size=14, color="#414d5c") + '<span style="font-weight:700">1</span>'
            + ib("chev_right", "Go to the next page.", f"{p}.nextpage", size=14, color="#414d5c") + ib("settings", "Change the table preferences.", f"{p}.prefs", size=15, color="#414d5c") + "</div>"
            + '<table class="aws-tbl"><tr><th style="width:34px"></th>' + "".join(f"<th>{c}</th>" for c in ("Name", "Instance ID", "Instance state", "Instance type", "Status check", "Alarm status", "Availability Zone"))
            + "</tr>" + "".join(rows) + "</table></div>")
    detail = f'<div class="aws-card aws-detail"><b style="color:#16191f">Instance: {esc(inst[sel])}</b><br>Details · Status and alarms · Monitoring · Security · Networking · Storage · Tags</div>'
    foot = ('<div class="aws-foot">' + cand("Open CloudShell from the footer.", "other", f"{p}.foot.cloudshell", ic("terminal_sq", 13) + "CloudShell", cls="row", style="gap:4px", label="CloudShell")
            + cand("Send feedback.", "text", f"{p}.foot.feedback", "Feedback", cls="tb", label="Feedback") + '<span class="flex1"></span>'
            + '<span>© 2025, Amazon Web Services, Inc. or its affiliates.</span>'
            + cand("Read the privacy notice.", "text", f"{p}.foot.privacy", "Privacy", cls="tb", label="Privacy") + cand("Read the terms.", "text", f"{p}.foot.terms", "Terms", cls="tb", label="Terms")
            + cand("Change the cookie preferences.", "text", f"{p}.foot.cookies", "Cookie preferences", cls="tb", label="Cookie preferences") + "</div>")
    page = f'<div class="aws">{top}{fav}<div class="aws-body">{"".join(nav)}<div class="aws-main"><div class="aws-crumb">EC2 {ic("chev_right", 10)} <span style="color:#5f6b7a">Instances</span></div>{card}{detail}</div></div>{foot}</div>'
    tabs = [(logo("aws", 14), f"Instances | EC2 | {region[1]}"), (logo("aws", 14), "Billing and Cost Management")]
    window = browser(p, rng, kind="chrome", os="win", tabs=tabs, active=0, url=f"https://{region[1]}.console.aws.amazon.com/ec2/home?region={region[1]}#Instances:", content=page)
    return frame_windows(p, rng, window, app_logo="chrome", app_name="Google Chrome")


# --- Home Assistant ---------------------------------------------------------------------------------------------


def _ha(rng) -> str:
    p = "home_assistant"
    view = rng.choice(["Home", "Living Room", "Kitchen", "Outdoor"])
    side = ['<div class="ha-side"><div class="ha-title">' + ib("menu", "Hide the sidebar.", f"{p}.sidebar", size=20, color="#727272") + "Home Assistant</div>"]
    for icon, name in [("dashboard", "Overview"), ("zap", "Energy"), ("region", "Map"), ("list", "Logbook"), ("chart_line", "History"),
                       ("music", "Media"), ("check_square" if False else "check_circle", "To-do lists")]:
        side.append(cand(f"Open {name}.", "text", f"{p}.nav.{slug(name)}", ic(icon, 20) + name, cls=f"ha-item{' on' if name == 'Overview' else ''}", label=name))
    side.append('<span class="flex1"></span>')
    for icon, name in [("wrench", "Developer tools"), ("settings", "Settings"), ("bell", "Notifications")]:
        side.append(cand(f"Open {name}.", "text", f"{p}.nav.{slug(name)}", ic(icon, 20) + name, cls="ha-item", label=name))
    side.append(cand("Open your profile.", "text", f"{p}.profile", avatar("AL", "#03a9f4", 28) + "Alex", cls="ha-item", style="gap:14px", label="Profile") + "</div>")
    top = ('<div class="ha-top">' + "".join(tb(v, f"Open the {v} view.", f"{p}.view.{slug(v)}", cls=f"tb ha-tab{' on' if v == view else ''}") for v in ("Home", "Living Room", "Kitchen", "Outdoor"))
           + '<span class="flex1"></span>' + ib("search", "Search the entities.", f"{p}.search", size=20) + ib("message", "Open Assist.", f"{p}.assist", size=20)
           + ib("pencil", "Edit the dashboard.", f"{p}.edit", size=20) + "</div>")
    cards = []
    temp = rng.randint(14, 29)
    cards.append('<div class="ha-card"><div class="ha-ch">' + ic("cloud", 40, "#9bb7d4") + f'<div style="margin-left:10px"><div>{rng.choice(["Partly cloudy", "Sunny", "Rainy", "Cloudy"])}</div><div style="color:#727272;font-size:12px">Forecast Home</div></div>'
                 + f'<span class="flex1"></span><span style="font-size:28px">{temp}°C</span></div>'
                 + '<div class="row" style="justify-content:space-between;color:#727272;font-size:12px">' + "".join(f"<span>{d}<br>{temp + rng.randint(-4, 4)}°</span>" for d in ("Mon", "Tue", "Wed", "Thu", "Fri")) + "</div></div>")
    lights = pick(rng, ["Kitchen Pendant", "Living Room Lamp", "Porch Light", "Desk Strip", "Ceiling Fan", "Bedroom Lamp", "Hallway Spots"], 5)
    ent = ['<div class="ha-card"><div class="ha-ch">Lights</div>']
    for l in lights[:4]:
        on = rng.random() < 0.55
        ent.append('<div class="ha-ent">' + cand(f"Show {l} options.", "icon", f"{p}.more.{slug(l)}", ic("lightbulb" if "Fan" not in l else "fan", 22, "#fdd835" if on else "#44739e"), cls="ib", label=l)
                   + cand(f"Open {l}.", "text", f"{p}.light.{slug(l)}", esc(l), cls="nm", label=l)
                   + cand(f"Turn {'off' if on else 'on'} {l}.", "other", f"{p}.tgl.{slug(l)}", toggle(on, "#03a9f4"), cls="row", label="Toggle") + "</div>")
    ent.append("</div>")
    cards.append("".join(ent))
    set_t = rng.randint(18, 23)
    cards.append('<div class="ha-card" style="align-items:center"><div class="ha-ch" style="align-self:stretch">Thermostat<span class="flex1"></span>'
                 + ib("more_v", "Show the thermostat options.", f"{p}.thermo.more", size=18, color="#727272") + "</div>"
                 + cand("Adjust the target temperature.", "other", f"{p}.thermo.dial",
                        f'<svg width="140" height="120" viewBox="0 0 140 120"><path d="M25 105 A55 55 0 1 1 115 105" fill="none" stroke="#e0e0e0" stroke-width="10" stroke-linecap="round"/>'
                        f'<path d="M25 105 A55 55 0 0 1 {70 + 55 * (set_t - 20) / 10:.0f} 18" fill="none" stroke="#ff9800" stroke-width="10" stroke-linecap="round"/>'
                        f'<text x="70" y="70" text-anchor="middle" font-size="30" font-family="Noto Sans" fill="#212121">{set_t}°</text>'
                        f'<text x="70" y="90" text-anchor="middle" font-size="11" font-family="Noto Sans" fill="#727272">Heating · {temp - 2}.{rng.randint(0, 9)}°C</text></svg>', cls="row", label="Thermostat")
                 + '<div class="row" style="gap:20px">' + ib("minus", "Lower the target temperature.", f"{p}.thermo.down", size=18) + ib("plus", "Raise the target temperature.", f"{p}.thermo.up", size=18) + "</div></div>")
    tiles = [("Battery", f"{rng.randint(20, 99)} %", "battery", "#4caf50"), ("Hallway Motion", rng.choice(["Clear", "Detected"]), "activity", "#9c27b0"),
             ("Front Door", rng.choice(["Locked", "Unlocked"]), "lock", "#f44336"), ("Solar Power", f"{rng.uniform(0, 5):.1f} kW", "sun", "#ff9800"),
             ("Washer", rng.choice(["Idle", "Running · 24 min left"]), "droplet", "#2196f3"), ("Garage Camera", "Streaming", "cctv", "#607d8b")]
    tiles = pick(rng, tiles, 6)
    for name, state, icon, col in tiles:
        cards.append(cand(f"Open {name} details.", "other", f"{p}.tile.{slug(name)}",
                          f'<span class="ico" style="background:{col}22;color:{col}">{ic(icon, 20)}</span><div><div class="t">{esc(name)}</div><div class="s">{esc(state)}</div></div>',
                          cls="ha-tile", label=name))
    media = ('<div class="ha-card" style="background:linear-gradient(135deg,#37474f,#263238);color:#fff"><div class="ha-ch">' + ic("speaker", 20, "#fff")
             + '<span style="margin-left:8px">Living Room Speaker</span></div><div style="font-size:13px;opacity:.85">' + esc(rng.choice(["Midnight Harbor — The Lanterns", "Afterglow — Juniper", "Lighthouse — Ada Moon"]))
             + '</div><div class="row" style="gap:6px">' + ib("skip_back", "Play the previous track on the speaker.", f"{p}.media.prev", size=18, color="#fff")
             + ib("pause", "Pause the speaker.", f"{p}.media.pause", size=18, color="#fff") + ib("skip_fwd", "Skip the track on the speaker.", f"{p}.media.next", size=18, color="#fff")
             + '<span class="flex1"></span>' + ib("volume", "Mute the speaker.", f"{p}.media.mute", size=18, color="#fff") + "</div></div>")
    cards.append(media)
    grid = f'<div class="ha-grid">{"".join(cards)}</div>'
    page = f'<div class="ha">{"".join(side)}<div class="ha-main">{top}{grid}</div></div>'
    tabs = [(logo("home_assistant", 14), f"{view} – Home Assistant"), (logo("chrome", 14), "ESPHome Dashboard")]
    window = browser(p, rng, kind="chrome", os="win", tabs=tabs, active=0, url=f"http://homeassistant.local:8123/lovelace/{slug(view)}", content=page)
    return frame_windows(p, rng, window, app_logo="chrome", app_name="Google Chrome")


# --- WordPress ------------------------------------------------------------------------------------------------

COMMENTS = [("This recipe worked perfectly, thanks for the clear steps!", "Sourdough for Beginners"),
            ("Could you share which lens you used for the second photo?", "A Weekend in Porto"),
            ("I think the link to the template is broken.", "Free Budget Template 2025"),
            ("Great write-up. Looking forward to part two.", "Self-hosting Analytics"),
            ("Buy cheap followers now!!! best prices", "A Weekend in Porto"),
            ("We tried this with our kids and they loved it.", "Rainy Day Science Projects")]


def _wordpress(rng) -> str:
    p = "wordpress_admin"
    site = rng.choice(["The Daily Loaf", "Wander & Write", "Maker Notes"])
    pending = rng.randint(1, 4)
    bar = ('<div class="wp-bar">' + cand("Open the About WordPress menu.", "icon", f"{p}.wplogo", logo("wordpress", 20), cls="wp-bi", label="WordPress")
           + cand(f"Visit {site}.", "other", f"{p}.site", ic("home", 15) + esc(site), cls="wp-bi", label=site)
           + cand("Open the pending comments.", "other", f"{p}.barcomments", ic("message", 15) + str(pending), cls="wp-bi", label="Comments")
           + cand("Add new content.", "other", f"{p}.new", ic("plus", 15) + "New", cls="wp-bi", label="New")
           + '<span class="flex1"></span>' + cand("Open your account menu.", "other", f"{p}.howdy", "Howdy, " + rng.choice(["editor", "alex", "jordan"]) + avatar("A", "#8c8f94", 18, "2px"), cls="wp-bi", label="Howdy") + "</div>")
    page = rng.choice(["Comments", "Plugins"])
    menu = ['<div class="wp-menu">']
    for icon, name in [("dashboard", "Dashboard"), ("pin", "Posts"), ("image", "Media"), ("file", "Pages"), ("message", "Comments"), ("brush", "Appearance"),
                       ("plug", "Plugins"), ("users", "Users"), ("wrench", "Tools"), ("settings", "Settings")]:
        cnt = f'<span class="wp-cnt">{pending}</span>' if name == "Comments" else (f'<span class="wp-cnt">{rng.randint(1, 3)}</span>' if name == "Plugins" else "")
        menu.append(cand(f"Open {name}." if name != "Dashboard" else "Open the Dashboard.", "text", f"{p}.menu.{slug(name)}", ic(icon, 18) + esc(name) + cnt, cls=f"wp-mi{' on' if name == page else ''}", label=name))
        if name == page and name == "Plugins":
            menu.append('<div class="wp-sub">' + "".join(cand(f"Open {s}.", "text", f"{p}.sub.{slug(s)}", esc(s), cls=f"wp-si{' on' if s == 'Installed Plugins' else ''}", label=s)
                                                         for s in ("Installed Plugins", "Add New Plugin", "Plugin File Editor")) + "</div>")
    menu.append(cand("Collapse the menu.", "text", f"{p}.collapse", ic("chev_left", 16) + "Collapse menu", cls="wp-mi", style="font-size:13px;color:#a7aaad", label="Collapse menu") + "</div>")
    if page == "Comments":
        comments = pick(rng, COMMENTS, 5)
        people = pick(rng, ["James Carter", "Lena Hoffmann", "Ravi Patel", "Mia Lopez", "SEO Boost", "Hannah Kim", "Tom Becker"], 5)
        hover = rng.randrange(len(comments))
        rows = []
        for i, ((txt, post), who) in enumerate(zip(comments, people)):
            pend = i < pending
            first = who.split()[0]
            acts = ""
            if i == hover:
                acts = ('<div class="wp-ra">' + " | ".join(cand(f"{a} {first}'s comment." if a not in ("Quick Edit",) else f"Quick edit {first}'s comment.", "other", f"{p}.act.{slug(a)}", a, cls="tb", label=a)
                                                          for a in (["Approve"] if pend else ["Unapprove"]) + ["Reply", "Quick Edit", "Edit", "Spam", "Trash"]) + "</div>")
            rows.append(f'<tr class="{"pending" if pend else ""}"><td style="width:28px">{checkbox(False)}</td>'
                        f'<td style="width:170px"><div class="row" style="gap:8px">{avatar(initials(who), COLORS[i], 32, "2px")}<b>{esc(who)}</b></div></td>'
                        f'<td>{esc(txt)}{acts}</td><td style="width:150px">' + cand(f"View the {post} post.", "text", f"{p}.post.{i}", esc(post), cls="tb", style="color:#2271b1;white-space:normal", label=post)
                        + f'</td><td style="width:120px;color:#50575e">2025/0{rng.randint(1, 9)}/{rng.randint(10, 28)} at {rng.randint(1, 12)}:{rng.randint(10, 59)} pm</td></tr>')
        main = ('<div class="wp-main"><div class="wp-h1">Comments</div><div class="wp-views">'
                + " | ".join(cand(f"Show {v.split(' (')[0].lower()} comments.", "text", f"{p}.view.{slug(v.split(' (')[0])}", esc(v), cls=f"tb{' on' if v.startswith('All') else ''}", label=v)
                             for v in (f"All ({rng.randint(20, 90)})", "Mine (2)", f"Pending ({pending})", f"Approved ({rng.randint(20, 80)})", "Spam (12)", "Trash (0)"))
                + '</div><div class="wp-tn">' + cand("Choose a bulk action.", "other", f"{p}.bulk", "Bulk actions" + ic("chev_down", 10), cls="wp-sel", label="Bulk actions")
                + cand("Apply the bulk action.", "text", f"{p}.apply", "Apply", cls="wp-btn", label="Apply") + '<span class="flex1"></span>'
                + cand("Search the comments.", "other", f"{p}.searchbox", "", cls="wp-sel", style="min-width:180px", label="Search comments")
                + cand("Search comments.", "text", f"{p}.searchbtn", "Search Comments", cls="wp-btn", label="Search Comments") + "</div>"
                + '<table class="wp-tbl"><tr><th></th><th>Author</th><th>Comment</th><th>In response to</th><th>Submitted on</th></tr>' + "".join(rows) + "</table></div>")
    else:
        plugins = [("Akismet Anti-spam", "Used by millions, Akismet is quite possibly the best way to protect your blog from spam.", True),
                   ("Classic Editor", "Enables the previous classic editor and the old-style Edit Post screen.", False),
                   ("Contact Form 7", "Just another contact form plugin. Simple but flexible.", True),
                   ("Yoast SEO", "The first true all-in-one SEO solution for WordPress.", True),
                   ("WP Super Cache", "Very fast caching plugin for WordPress.", False),
                   ("Autoptimize", "Makes your site faster by optimizing CSS, JS, images, Google fonts and more.", True)]
        plugins = pick(rng, plugins, 5)
        rows = []
        for i, (n, d, active) in enumerate(plugins):
            acts = [("Deactivate" if active else "Activate"), "Settings"] + ([] if active else ["Delete"])
            rows.append(f'<tr style="{"background:#f0f6fc" if active else ""}"><td style="width:28px">{checkbox(False)}</td><td style="width:220px"><b>{esc(n)}</b><div class="wp-ra">'
                        + " | ".join(cand(f"{a} {n}.", "text", f"{p}.pl.{slug(n)}.{slug(a)}", a, cls="tb", style="color:#b32d2e" if a == "Delete" else "", label=a) for a in acts)
                        + f'</div></td><td>{esc(d)}<div style="color:#50575e;margin-top:4px">Version {rng.randint(1, 9)}.{rng.randint(0, 9)}.{rng.randint(0, 9)} | By Automattic</div></td>'
                        + "<td>" + cand(f"Enable auto-updates for {n}.", "text", f"{p}.au.{slug(n)}", "Enable auto-updates", cls="tb", style="color:#2271b1", label="Enable auto-updates") + "</td></tr>")
        main = ('<div class="wp-main"><div class="wp-h1">Plugins ' + cand("Add a new plugin.", "text", f"{p}.addnew", "Add New Plugin", cls="wp-add", label="Add New Plugin") + "</div>"
                + '<div class="wp-views">' + " | ".join(cand(f"Show {v.split(' (')[0].lower()} plugins.", "text", f"{p}.view.{slug(v.split(' (')[0])}", esc(v), cls=f"tb{' on' if v.startswith('All') else ''}", label=v)
                                                        for v in ("All (6)", "Active (4)", "Inactive (2)", "Auto-updates Disabled (6)")) + "</div>"
                + '<div class="wp-tn">' + cand("Choose a bulk action.", "other", f"{p}.bulk", "Bulk actions" + ic("chev_down", 10), cls="wp-sel", label="Bulk actions")
                + cand("Apply the bulk action.", "text", f"{p}.apply", "Apply", cls="wp-btn", label="Apply") + '<span class="flex1"></span>'
                + cand("Search the installed plugins.", "other", f"{p}.searchbox", ic("search", 13) + '<span style="color:#8c8f94">Search installed plugins...</span>', cls="wp-sel", style="min-width:220px", label="Search") + "</div>"
                + '<table class="wp-tbl"><tr><th></th><th>Plugin</th><th>Description</th><th>Automatic Updates</th></tr>' + "".join(rows) + "</table></div>")
    pg = f'<div class="wp">{bar}<div class="wp-body">{"".join(menu)}{main}</div></div>'
    tabs = [(logo("wordpress", 14), f"{page} ‹ {site} — WordPress"), (logo("wordpress", 14), site)]
    window = browser(p, rng, kind="chrome", os="win", tabs=tabs, active=0, url=f"https://{slug(site).replace('-', '')}.com/wp-admin/{'edit-comments' if page == 'Comments' else 'plugins'}.php", content=pg)
    return frame_windows(p, rng, window, app_logo="chrome", app_name="Google Chrome")


APPS = [
    AppSpec("AWS Management Console", "aws_console", "enterprise", "Windows 11 / Chrome", _aws, CSS, "pro_apps/web_apps.py"),
    AppSpec("Home Assistant dashboard in Chrome", "home_assistant", "smart_home", "Windows 11, Chrome", _ha, CSS, "pro_apps/web_apps.py"),
    AppSpec("WordPress admin in Chrome", "wordpress_admin", "cms", "Windows 11, Chrome", _wordpress, CSS, "pro_apps/web_apps.py"),
]
