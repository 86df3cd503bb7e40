"""Postman (macOS Sonoma): header, sidebar with collections, request builder, response viewer."""
from __future__ import annotations

import json

from igg.tasks.pointerbench.generate.pro_apps.kit import avatar, cand, esc, frame_mac, ib, ic, pick, slug, tb, traffic
from igg.tasks.pointerbench.generate.pro_apps.spec import AppSpec

P = "postman"
CSS = """
.pm{flex:1;display:flex;flex-direction:column;min-height:0;background:#fff;color:#212121;font-size:12px}
.pm-hdr{height:44px;flex:none;display:flex;align-items:center;gap:4px;padding-right:10px;background:#f9f9f9;border-bottom:1px solid #e6e6e6}
.pm .ib{width:28px;height:28px;color:#6b6b6b}
.pm-hb{display:inline-flex;align-items:center;gap:4px;height:28px;padding:0 8px;border-radius:4px;font-size:12.5px;color:#212121}
.pm-srch{width:300px;height:28px;border:1px solid #e0e0e0;background:#fff;border-radius:4px;display:flex;align-items:center;gap:6px;padding:0 8px;color:#8a8a8a;margin:0 auto}
.pm-btn{display:inline-flex;align-items:center;gap:6px;height:28px;padding:0 12px;border-radius:4px;font-size:12.5px;font-weight:600}
.pm-main{flex:1;display:flex;min-height:0}
.pm-nav{width:64px;border-right:1px solid #e6e6e6;display:flex;flex-direction:column;align-items:center;padding-top:6px;gap:2px;flex:none}
.pm-nv{width:60px;height:50px;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:3px;font-size:9.5px;white-space:nowrap;color:#6b6b6b;border-radius:4px}
.pm-nv.on{background:#ededed;color:#212121}
.pm-side{width:230px;border-right:1px solid #e6e6e6;display:flex;flex-direction:column;flex:none;overflow:hidden}
.pm-ws{height:40px;display:flex;align-items:center;gap:4px;padding:0 8px;font-weight:600;flex:none;white-space:nowrap}
.pm-ws>span.wsn{overflow:hidden;text-overflow:ellipsis;min-width:0}
.pm-tr{height:26px;display:flex;align-items:center;gap:6px;white-space:nowrap;width:100%;font-size:12.5px}
.pm-tr.on{background:#ededed}
.pm-m{font-size:9.5px;font-weight:700;width:34px;text-align:right;flex:none}
.pm-ed{flex:1;display:flex;flex-direction:column;min-width:0}
.pm-tabs{height:38px;flex:none;display:flex;align-items:stretch;border-bottom:1px solid #e6e6e6}
.pm-tab{display:flex;align-items:center;gap:6px;padding:0 8px 0 12px;border-right:1px solid #e6e6e6;max-width:190px;font-size:12.5px}
.pm-tab.on{box-shadow:inset 0 2px 0 #ff6c37}
.pm-env{margin-left:auto;display:flex;align-items:center;gap:4px;padding:0 8px}
.pm-dd{display:inline-flex;align-items:center;justify-content:space-between;gap:6px;height:28px;padding:0 8px;border:1px solid #e0e0e0;border-radius:4px;background:#fff;font-size:12.5px}
.pm-crumb{height:40px;flex:none;display:flex;align-items:center;gap:6px;padding:0 14px;font-size:13px}
.pm-req{height:40px;flex:none;display:flex;align-items:center;padding:0 14px;gap:8px}
.pm-url{flex:1;height:36px;display:flex;align-items:center;border:1px solid #e0e0e0;border-radius:4px;overflow:hidden}
.pm-meth{width:96px;height:100%;display:flex;align-items:center;justify-content:space-between;padding:0 10px;font-weight:700;border-right:1px solid #e0e0e0}
.pm-urlt{flex:1;padding:0 10px;font-size:13px;white-space:nowrap;overflow:hidden;height:100%;display:flex;align-items:center}
.pm-send{background:#0265d2;color:#fff;height:36px;width:88px;justify-content:center;border-radius:4px}
.pm-rtabs{height:36px;flex:none;display:flex;align-items:center;gap:2px;padding:0 14px}
.pm-rt{height:34px;padding:0 8px;font-size:12.5px;color:#6b6b6b}
.pm-rt.on{color:#212121;box-shadow:inset 0 -2px 0 #ff6c37}
.pm-rt sup{color:#0a8a3a;font-size:10px}
.pm-tbl{margin:4px 14px;border:1px solid #e6e6e6;flex:none}
.pm-tbl .r{display:flex;height:28px;border-bottom:1px solid #eee;align-items:center}
.pm-tbl .r:last-child{border-bottom:none}
.pm-tbl .c{padding:0 8px;flex:1;white-space:nowrap;overflow:hidden}
.pm-tbl .h{font-weight:600;color:#6b6b6b;font-size:11.5px}
.pm-resp{flex:1;border-top:1px solid #e6e6e6;display:flex;flex-direction:column;min-height:0}
.pm-rmeta{display:flex;align-items:center;gap:10px;margin-left:auto;font-size:12px}
.pm-json{flex:1;padding:4px 14px;font-family:"DejaVu Sans Mono",monospace;font-size:12px;line-height:18px;white-space:pre;overflow:hidden}
.pm-foot{height:26px;flex:none;display:flex;align-items:center;gap:2px;padding:0 8px;border-top:1px solid #e6e6e6;font-size:11.5px;color:#6b6b6b}
.pm-fi{display:inline-flex;align-items:center;gap:4px;height:22px;padding:0 6px;border-radius:3px;white-space:nowrap}
"""
METHOD_COL = {"GET": "#007f31", "POST": "#ad7a03", "PUT": "#0053b8", "PATCH": "#623497", "DELETE": "#8e1a10"}
COLLECTIONS = {
    "Orders API": [("GET", "List orders", "/orders?status=open&limit=20"), ("GET", "Get order", "/orders/{{orderId}}"),
                   ("POST", "Create order", "/orders"), ("PATCH", "Update order status", "/orders/{{orderId}}"),
                   ("DELETE", "Cancel order", "/orders/{{orderId}}")],
    "Auth": [("POST", "Login", "/auth/login"), ("POST", "Refresh token", "/auth/refresh"), ("GET", "Current user", "/auth/me")],
    "Inventory": [("GET", "Stock levels", "/inventory/stock"), ("PUT", "Adjust stock", "/inventory/{{sku}}")],
    "Webhooks": [("POST", "Register webhook", "/webhooks"), ("GET", "List deliveries", "/webhooks/deliveries")],
}
PARAMS = [("status", "open", "Filter by order status"), ("limit", "20", "Page size"), ("sort", "-created_at", "Sort field"),
          ("customer", "c_1042", "Customer id")]


def build(rng) -> str:
    coll_open = rng.choice(list(COLLECTIONS))
    reqs = COLLECTIONS[coll_open]
    m, name, path = rng.choice(reqs)
    env = rng.choice(["Staging", "Production", "Local dev"])
    host = {"Staging": "https://api.staging.acme.dev/v2", "Production": "https://api.acme.com/v2", "Local dev": "http://localhost:8080/v2"}[env]
    hdr = ('<div class="pm-hdr">' + traffic(P)
           + ib("arrow_left", "Go back.", f"{P}.back", size=15) + ib("arrow_right", "Go forward.", f"{P}.fwd", size=15)
           + tb("Home", "Go to the Postman home page.", f"{P}.home", cls="tb pm-hb")
           + tb("Workspaces", "Open the Workspaces menu.", f"{P}.workspaces", cls="tb pm-hb", after=ic("chev_down", 11))
           + tb("API Network", "Open the API Network menu.", f"{P}.apinet", cls="tb pm-hb", after=ic("chev_down", 11))
           + cand("Search Postman.", "other", f"{P}.search", ic("search", 14) + "<span>Search Postman</span>", cls="pm-srch", label="Search Postman")
           + cand("Invite people to the workspace.", "other", f"{P}.invite", ic("user_plus", 14) + "Invite", cls="pm-btn", style="border:1px solid #ddd", label="Invite")
           + ib("settings", "Open settings.", f"{P}.settings", size=16) + ib("bell", "Show notifications.", f"{P}.notif", size=16)
           + cand("Open the account menu.", "icon", f"{P}.avatar", avatar("RK", "#d95a2b", 24), cls="ib", label="Account")
           + cand("Upgrade your plan.", "text", f"{P}.upgrade", "Upgrade", cls="pm-btn", style="background:#ff6c37;color:#fff", label="Upgrade")
           + "</div>")
    nav_on = rng.choice(["Collections", "Collections", "Environments", "History"])
    nav = '<div class="pm-nav">' + "".join(
        cand(f"Show {n}.", "icon", f"{P}.nav.{slug(n)}", ic(i, 18) + f"<span>{n}</span>", cls=f"pm-nv{' on' if n == nav_on else ''}", label=n)
        for i, n in [("collection", "Collections"), ("env", "Environments"), ("history", "History"), ("api", "APIs"),
                     ("mock", "Mock servers"), ("monitor_chart", "Monitors"), ("flow", "Flows")]) + "</div>"
    side = ['<div class="pm-side"><div class="pm-ws"><span class="wsn">' + esc(rng.choice(["My Workspace", "Team Backend", "Checkout Squad"])) + '</span><span class="flex1"></span>'
            + tb("New", "Create a new request or collection.", f"{P}.new", cls="tb pm-btn", style="border:1px solid #ddd;height:26px;font-weight:500")
            + tb("Import", "Import a collection.", f"{P}.import", cls="tb pm-btn", style="border:1px solid #ddd;height:26px;font-weight:500")
            + "</div>"
            + '<div class="row" style="gap:4px;padding:0 8px 6px">' + ib("plus", "Create a new collection.", f"{P}.newcoll", size=14)
            + ib("filter", "Filter the collections.", f"{P}.filtercoll", size=14) + '<span class="flex1"></span>'
            + ib("more_h", "Show more sidebar actions.", f"{P}.sidemore", size=14) + "</div>"]
    for c, rs in COLLECTIONS.items():
        opened = c == coll_open
        side.append(cand(f"{'Collapse' if opened else 'Expand'} the {c} collection.", "text", f"{P}.coll.{slug(c)}",
                         f'{ic("chev_down" if opened else "chev_right", 11)}<span>{esc(c)}</span>', cls="pm-tr", style="padding-left:8px", label=c))
        if opened:
            for mm, nn, _ in rs:
                side.append(cand(f"Open the {nn} request.", "text", f"{P}.req.{slug(nn)}",
                                 f'<span class="pm-m" style="color:{METHOD_COL[mm]}">{mm if mm != "DELETE" else "DEL"}</span><span>{esc(nn)}</span>',
                                 cls=f"pm-tr{' on' if nn == name else ''}", style="padding-left:14px", label=nn))
    side.append("</div>")
    others = pick(rng, [r for rr in COLLECTIONS.values() for r in rr if r[1] != name], rng.randint(1, 2))
    tabs = ['<div class="pm-tabs">']
    for i, (mm, nn, _) in enumerate([(m, name, path)] + others):
        tabs.append(f'<div class="pm-tab{" on" if i == 0 else ""}"><span class="pm-m" style="color:{METHOD_COL[mm]};width:auto">{mm}</span>'
                    + tb(nn, f"Switch to the {nn} tab.", f"{P}.tab.{slug(nn)}", cls="tb ell")
                    + ib("x", f"Close the {nn} tab.", f"{P}.tabx.{slug(nn)}", size=11) + "</div>")
    tabs.append(ib("plus", "Open a new request tab.", f"{P}.newtab", size=14) + '<div class="pm-env">'
                + cand("Select an environment.", "other", f"{P}.env", f"<span>{env}</span>{ic('chev_down', 11)}", cls="pm-dd", style="width:150px", label=env)
                + ib("eye", "Quick look at the environment.", f"{P}.envlook", size=15) + "</div></div>")
    crumb = ('<div class="pm-crumb"><span style="color:#6b6b6b">' + esc(coll_open) + f' /</span><b>{esc(name)}</b><span class="flex1"></span>'
             + cand("Save the request.", "other", f"{P}.save", ic("save", 14) + "Save", cls="pm-btn", style="font-weight:500", label="Save")
             + ib("share", "Share the request.", f"{P}.share", size=15) + ib("link", "Copy the request link.", f"{P}.copylink", size=15) + "</div>")
    req = ('<div class="pm-req"><div class="pm-url">'
           + cand("Change the request method.", "other", f"{P}.method", f'<span style="color:{METHOD_COL[m]}">{m}</span>{ic("chev_down", 11)}', cls="pm-meth", label=m)
           + cand("Edit the request URL.", "text", f"{P}.url", '<span style="color:#c5472b">{{baseUrl}}</span>' + esc(path), cls="pm-urlt", label="URL")
           + "</div>" + cand("Send the request.", "text", f"{P}.send", "Send", cls="pm-btn pm-send", label="Send")
           + ib("chev_down", "Show more send options.", f"{P}.sendmore", size=14) + "</div>")
    rtab = rng.choice(["Params", "Headers", "Body"] if m != "GET" else ["Params", "Headers", "Authorization"])
    rt = ['<div class="pm-rtabs">']
    for t in ("Params", "Authorization", "Headers", "Body", "Scripts", "Tests", "Settings"):
        extra = "<sup> ●</sup>" if t in ("Params",) and "?" in path else ("<sup> (9)</sup>" if t == "Headers" else "")
        rt.append(cand(f"Open the {t} tab of the request." if t != rtab else f"Stay on the {t} tab of the request.", "text", f"{P}.rt.{slug(t)}",
                       esc(t) + extra, cls=f"tb pm-rt{' on' if t == rtab else ''}", label=t))
    rt.append('<span class="flex1"></span>' + tb("Cookies", "Manage cookies.", f"{P}.cookies", cls="tb", style="color:#0265d2") + "</div>")
    if rtab == "Params":
        rows = PARAMS
    elif rtab == "Headers":
        rows = [("Authorization", "Bearer {{token}}", ""), ("Content-Type", "application/json", ""), ("Accept", "*/*", ""), ("X-Request-Id", "{{$guid}}", "")]
    elif rtab == "Authorization":
        rows = [("Auth Type", "Bearer Token", ""), ("Token", "{{token}}", "")]
    else:
        rows = [("Body", "raw · JSON", ""), ("customerId", '"c_1042"', ""), ("items", "[ {sku: \"BK-1042\", qty: 2} ]", "")]
    tbl = ('<div class="pm-tbl"><div class="r"><div class="c h" style="flex:0 0 30px"></div><div class="c h">Key</div><div class="c h">Value</div><div class="c h">Description</div></div>'
           + "".join('<div class="r"><div class="c" style="flex:0 0 30px">' + '<span class="cbx on" style="background:#ff6c37;border-color:#ff6c37">' + ic("check", 9, "#fff", 3) + "</span></div>"
                     + cand(f"Edit the {k} key.", "text", f"{P}.kv.{slug(k)}", esc(k), cls="c", label=k)
                     + f'<div class="c">{esc(v)}</div><div class="c" style="color:#8a8a8a">{esc(d)}</div></div>' for k, v, d in rows[:4])
           + "</div>")
    status = rng.choice([("200 OK", "#007f31"), ("201 Created", "#007f31"), ("404 Not Found", "#8e1a10"), ("200 OK", "#007f31")])
    body = {"id": f"ord_{rng.randint(10000, 99999)}", "status": rng.choice(["open", "paid", "shipped"]), "customer": "c_1042",
            "total": round(rng.uniform(20, 900), 2), "currency": "EUR", "items": [{"sku": "BK-1042", "qty": 2}]}
    js = json.dumps(body, indent=4).split("\n")
    jl = []
    for i, l in enumerate(js[:14]):
        l2 = esc(l)
        jl.append(f'<div><span style="color:#9a9a9a;display:inline-block;width:28px">{i + 1}</span>{l2}</div>')
    resp = ('<div class="pm-resp"><div class="pm-rtabs">'
            + "".join(tb(t, f"Show the response {t.lower()}.", f"{P}.resp.{slug(t)}", cls=f"tb pm-rt{' on' if t == 'Body' else ''}")
                      for t in ("Body", "Cookies", "Headers", "Test Results"))
            + f'<div class="pm-rmeta"><span style="color:{status[1]};font-weight:600">{status[0]}</span><span>{rng.randint(40, 900)} ms</span><span>{rng.uniform(0.3, 4):.2f} KB</span>'
            + cand("Save the response.", "other", f"{P}.saveresp", ic("save", 13) + "Save Response", cls="tb", style="gap:4px", label="Save Response")
            + "</div></div>"
            + '<div class="row" style="gap:4px;padding:0 14px">'
            + cand("Change the response format.", "other", f"{P}.fmt", "JSON" + ic("chev_down", 10), cls="pm-dd", style="height:24px", label="JSON")
            + ib("search", "Search the response.", f"{P}.searchresp", size=14) + ib("copy", "Copy the response body.", f"{P}.copyresp", size=14)
            + ib("filter", "Filter the response.", f"{P}.filterresp", size=14) + "</div>"
            + f'<div class="pm-json">{"".join(jl)}</div></div>')
    foot = ('<div class="pm-foot">' + cand("Show the online status.", "other", f"{P}.online", '<span style="width:8px;height:8px;border-radius:4px;background:#0a8a3a;display:inline-block"></span>Online', cls="pm-fi", label="Online")
            + cand("Find and replace.", "other", f"{P}.findrep", ic("search", 12) + "Find and replace", cls="pm-fi", label="Find and replace")
            + cand("Open the console.", "other", f"{P}.console", ic("terminal", 12) + "Console", cls="pm-fi", label="Console")
            + '<span class="flex1"></span>'
            + cand("Open Postbot.", "other", f"{P}.postbot", ic("robot", 12) + "Postbot", cls="pm-fi", label="Postbot")
            + cand("Open the Runner.", "other", f"{P}.runner", ic("play_o", 12) + "Runner", cls="pm-fi", label="Runner")
            + cand("Start the proxy.", "other", f"{P}.proxy", ic("capture", 12) + "Start Proxy", cls="pm-fi", label="Start Proxy")
            + cand("Open the cookies manager.", "other", f"{P}.cookies2", ic("database", 12) + "Cookies", cls="pm-fi", label="Cookies")
            + cand("Open the Vault.", "other", f"{P}.vault", ic("lock", 12) + "Vault", cls="pm-fi", label="Vault")
            + ib("trash", "Open the trash.", f"{P}.trash", size=13, style="height:22px") + ib("columns", "Toggle the two-pane view.", f"{P}.twopane", size=13, style="height:22px")
            + ib("help", "Get help.", f"{P}.help", size=13, style="height:22px") + "</div>")
    window = (f'<div class="pm">{hdr}<div class="pm-main">{nav}{"".join(side)}<div class="pm-ed">{"".join(tabs)}{crumb}{req}{"".join(rt)}{tbl}{resp}</div></div>{foot}</div>')
    return frame_mac(P, rng, window, app_name="Postman", menus=["File", "Edit", "View", "Window", "Help"])


APPS = [AppSpec("Postman", "postman", "development", "macOS Sonoma", build, CSS, "pro_apps/postman.py")]
