"""Productivity: Notion desktop (macOS Sonoma) and Trello (Windows 11 / Chrome)."""
from __future__ import annotations

from igg.tasks.pointerbench.generate.pro_apps.kit import (PEOPLE, avatar, browser, cand, esc, frame_mac, frame_windows, ib, ic, initials, logo,
                                             pick, slug, tb, traffic, COLORS)
from igg.tasks.pointerbench.generate.pro_apps.spec import AppSpec

CSS = """
.nt{flex:1;display:flex;min-height:0;background:#fff;color:#37352f;font-size:13px}
.nt .ib{width:26px;height:26px;color:#91918e;border-radius:4px}
.nt-side{width:236px;flex:none;background:#f7f7f5;display:flex;flex-direction:column;border-right:1px solid #ececeb;padding:0 6px}
.nt-sh{height:44px;display:flex;align-items:center;gap:4px;flex:none}
.nt-ws{display:flex;align-items:center;gap:6px;font-weight:600;font-size:13.5px;height:28px;padding:0 6px;border-radius:4px;flex:1;white-space:nowrap;overflow:hidden}
.nt-si{display:flex;align-items:center;gap:8px;height:28px;padding:0 6px;border-radius:4px;color:#5f5e5b;font-size:13.5px;width:100%;white-space:nowrap}
.nt-si.on{background:#ebebea;color:#37352f}
.nt-sec{font-size:11.5px;color:#91918e;font-weight:600;margin:14px 6px 4px;display:flex;align-items:center}
.nt-pg{display:flex;align-items:center;gap:4px;height:28px;padding:0 4px;border-radius:4px;font-size:13.5px;color:#5f5e5b;width:100%;white-space:nowrap}
.nt-pg.on{background:#ebebea;color:#37352f;font-weight:500}
.nt-main{flex:1;display:flex;flex-direction:column;min-width:0}
.nt-top{height:44px;flex:none;display:flex;align-items:center;gap:4px;padding:0 10px}
.nt-crumb{display:flex;align-items:center;gap:4px;color:#37352f;font-size:13.5px;white-space:nowrap}
.nt-crumb .tb{height:24px;padding:0 4px;border-radius:4px}
.nt-btn{display:inline-flex;align-items:center;height:28px;padding:0 8px;border-radius:4px;font-size:13.5px;color:#37352f}
.nt-page{flex:1;padding:30px 70px 0 90px;overflow:hidden}
.nt-icon{font-size:48px;line-height:1;margin-bottom:8px}
.nt-title{font-size:34px;font-weight:700;margin:0 0 14px;color:#37352f}
.nt-views{display:flex;align-items:center;gap:2px;border-bottom:1px solid #ededec;height:36px}
.nt-view{display:flex;align-items:center;gap:6px;height:30px;padding:0 8px;color:#787774;font-size:13.5px}
.nt-view.on{color:#37352f;box-shadow:inset 0 -2px 0 #37352f}
.nt-new{background:#2383e2;color:#fff;font-weight:500;height:28px;padding:0 10px;border-radius:4px;display:inline-flex;align-items:center;gap:4px}
.nt-tbl{width:100%;border-collapse:collapse;font-size:13.5px;margin-top:4px}
.nt-tbl th{color:#787774;font-weight:400;text-align:left;height:34px;border-bottom:1px solid #ededec;border-right:1px solid #ededec;padding:0 8px;white-space:nowrap}
.nt-tbl td{height:36px;border-bottom:1px solid #ededec;border-right:1px solid #ededec;padding:0 8px;white-space:nowrap;overflow:hidden}
.nt-tag{display:inline-flex;align-items:center;height:20px;padding:0 6px;border-radius:3px;font-size:12.5px}
.nt-add{color:#91918e;height:34px;display:flex;align-items:center;gap:6px;padding-left:6px}
/* trello */
.tr{flex:1;display:flex;flex-direction:column;min-height:0;font-size:14px;color:#172b4d}
.tr .ib{width:32px;height:32px;color:#44546f;border-radius:4px}
.tr-nav{height:48px;flex:none;display:flex;align-items:center;gap:4px;padding:0 8px;background:#fff;border-bottom:1px solid #dcdfe4}
.tr-nb{display:inline-flex;align-items:center;gap:4px;height:32px;padding:0 10px;border-radius:4px;color:#44546f;font-weight:500;font-size:14px}
.tr-create{background:#0c66e4;color:#fff;height:32px;padding:0 12px;border-radius:4px;font-weight:500;display:inline-flex;align-items:center}
.tr-search{width:200px;height:32px;border:1px solid #8590a2;border-radius:4px;display:flex;align-items:center;gap:6px;padding:0 8px;color:#626f86;margin-left:auto}
.tr-board{flex:1;display:flex;flex-direction:column;min-height:0}
.tr-bh{height:52px;flex:none;display:flex;align-items:center;gap:6px;padding:0 12px;background:rgba(0,0,0,.28);color:#fff}
.tr-bh .ib{color:#fff}
.tr-bname{font-size:18px;font-weight:700;padding:0 8px;height:32px;display:inline-flex;align-items:center}
.tr-bb{display:inline-flex;align-items:center;gap:6px;height:32px;padding:0 10px;border-radius:4px;color:#fff;font-weight:500}
.tr-share{background:#dcdfe4;color:#172b4d}
.tr-lists{flex:1;display:flex;align-items:flex-start;gap:12px;padding:12px;overflow:hidden}
.tr-list{width:250px;flex:none;background:#f1f2f4;border-radius:12px;padding:8px;display:flex;flex-direction:column;gap:8px;box-shadow:0 1px 1px rgba(9,30,66,.25)}
.tr-lh{display:flex;align-items:center;height:30px;padding:0 4px 0 8px;font-weight:600;font-size:14px}
.tr-card{background:#fff;border-radius:8px;padding:8px 10px;box-shadow:0 1px 1px rgba(9,30,66,.25);display:flex;flex-direction:column;gap:6px;width:100%}
.tr-labels{display:flex;gap:4px}
.tr-labels i{height:8px;width:40px;border-radius:4px}
.tr-badges{display:flex;align-items:center;gap:10px;color:#44546f;font-size:12px}
.tr-badges span{display:inline-flex;align-items:center;gap:4px}
.tr-addc{display:flex;align-items:center;gap:6px;height:32px;padding:0 8px;border-radius:8px;color:#44546f;font-weight:500;width:100%}
.tr-addl{width:250px;flex:none;height:44px;border-radius:12px;background:rgba(255,255,255,.24);color:#fff;display:flex;align-items:center;gap:8px;padding:0 12px;font-weight:500}
"""

# --- Notion -----------------------------------------------------------------------------------------------

NT_PAGES = [(("folder", "#d9730d"), "Projects"), (("flask", "#0f7b6c"), "Research"), (("users", "#337ea9"), "Team Directory"),
            (("compass", "#9065b0"), "Roadmap"), (("file_text", "#787774"), "Meeting Notes"), (("bookmark", "#c14c8a"), "Reading List"),
            (("target", "#d44c47"), "OKRs 2025"), (("flag", "#cb912f"), "Onboarding")]


def _nicon(spec, size=16):
    return ic(spec[0], size, spec[1])
ROLES = ["Product Designer", "Staff Engineer", "Engineering Manager", "Data Scientist", "QA Lead", "Product Manager", "Developer Advocate"]
TEAMS = [("Platform", "#d3e5ef"), ("Growth", "#dbeddb"), ("Design", "#e8deee"), ("Data", "#fdecc8"), ("Mobile", "#ffe2dd")]


def _notion(rng) -> str:
    p = "notion"
    page = rng.choice(["Team Directory", "Roadmap"])
    ws = rng.choice(["Acme Inc.", "Northwind Labs", "Bluebird Studio"])
    side = ['<div class="nt-side"><div class="nt-sh">' + traffic(p) + "</div>"
            + '<div class="row" style="gap:2px">' + cand("Switch workspaces.", "other", f"{p}.ws", f'<span class="logo" style="width:20px;height:20px;background:#e0713a;color:#fff;border-radius:4px;font-size:11px">{ws[0]}</span><span class="ell">{esc(ws)}</span>{ic("chev_down", 11)}', cls="nt-ws", label=ws)
            + ib("edit", "Create a new page.", f"{p}.newpage", size=15) + "</div>"]
    for icon, name in [("search", "Search"), ("home", "Home"), ("inbox", "Inbox")]:
        side.append(cand(f"Open {name}." if name != "Search" else "Search the workspace.", "text", f"{p}.nav.{slug(name)}", ic(icon, 16) + esc(name), cls="nt-si", label=name))
    side.append('<div class="nt-sec">Favorites</div>')
    fav = rng.choice(NT_PAGES)
    side.append(cand(f"Open {fav[1]} from Favorites.", "text", f"{p}.fav.{slug(fav[1])}", _nicon(fav[0]) + esc(fav[1]), cls="nt-pg", style="padding-left:10px", label=fav[1]))
    side.append('<div class="nt-sec">Private<span class="flex1"></span>' + ib("plus", "Add a private page.", f"{p}.addprivate", size=13, style="width:20px;height:20px") + "</div>")
    for icon, name in NT_PAGES:
        on = name == page
        side.append(f'<div class="nt-pg{" on" if on else ""}">' + ib("chev_right", f"Expand {name}.", f"{p}.exp.{slug(name)}", size=12, style="width:20px;height:20px")
                    + cand(f"Open the {name} page.", "text", f"{p}.pg.{slug(name)}", _nicon(icon) + f"<span>{esc(name)}</span>", cls="row", style="gap:6px;flex:1", label=name) + "</div>")
    side.append('<span class="flex1"></span>')
    for icon, name in [("settings", "Settings"), ("grid", "Templates"), ("trash", "Trash")]:
        side.append(cand(f"Open {name}.", "text", f"{p}.foot.{slug(name)}", ic(icon, 16) + esc(name), cls="nt-si", label=name))
    side.append('<div style="height:8px"></div></div>')
    edited = rng.choice(["Edited just now", "Edited 2h ago", "Edited yesterday", "Edited Mar 4"])
    top = ('<div class="nt-top"><div class="nt-crumb">' + tb("Workspace", "Go to the Workspace page.", f"{p}.crumb.ws", cls="tb") + "/"
           + tb(page, f"Rename the {page} page.", f"{p}.crumb.page", cls="tb") + "</div>"
           + '<span class="flex1"></span>' + f'<span style="color:#91918e;font-size:13px;margin-right:6px">{edited}</span>'
           + tb("Share", "Share the page.", f"{p}.share", cls="tb nt-btn")
           + ib("comment", "View all comments.", f"{p}.comments", size=16) + ib("clock", "View all updates.", f"{p}.updates", size=16)
           + ib("star", "Add the page to favorites.", f"{p}.favorite", size=16) + ib("more_h", "Open the page menu.", f"{p}.pagemenu", size=16) + "</div>")
    view = "Table"
    views = ["Table", "Board", "Gallery", "Calendar"]
    vbar = ('<div class="nt-views">' + "".join(cand(f"Switch to the {v} view.", "text", f"{p}.view.{slug(v)}", ic({"Table": "table", "Board": "columns", "Gallery": "grid", "Calendar": "calendar"}[v], 14) + v,
                                                cls=f"nt-view{' on' if v == view else ''}", label=v) for v in views)
            + ib("plus", "Add a view.", f"{p}.addview", size=14) + '<span class="flex1"></span>'
            + ib("filter", "Filter the database.", f"{p}.filter", size=15) + ib("sort", "Sort the database.", f"{p}.sort", size=15)
            + ib("zap", "Open the automations.", f"{p}.automations", size=15) + ib("search", "Search the database.", f"{p}.dbsearch", size=15)
            + ib("more_h", "Open the view settings.", f"{p}.viewsettings", size=15)
            + cand("Create a new database entry.", "other", f"{p}.newentry", "New" + ic("chev_down", 10, "#fff"), cls="nt-new", label="New") + "</div>")
    people = pick(rng, PEOPLE, 7)
    if page == "Team Directory":
        cols = ["Name", "Role", "Team", "Location"]
        rows = [[n, rng.choice(ROLES), rng.choice(TEAMS), rng.choice(["Berlin", "Remote", "London", "Toronto", "Lisbon", "Austin"])] for n in people]
    else:
        cols = ["Task", "Status", "Owner", "Due"]
        tasks = ["Launch pricing page", "Migrate auth service", "Mobile onboarding v2", "SOC 2 evidence", "Usage dashboard", "Partner API beta", "Dark mode"]
        stat = [("Not started", "#e3e2e0"), ("In progress", "#d3e5ef"), ("Done", "#dbeddb"), ("Blocked", "#ffe2dd")]
        rows = [[t, rng.choice(stat), people[i], f"{rng.choice(['Apr', 'May', 'Jun', 'Jul'])} {rng.randint(1, 28)}, 2025"] for i, t in enumerate(tasks)]
    tbl = ['<table class="nt-tbl"><tr>']
    for c in cols:
        tbl.append(cand(f"Open the {c} property menu.", "text", f"{p}.col.{slug(c)}", esc(c), tag="th", label=c))
    tbl.append("<th>" + cand("Add a property.", "icon", f"{p}.addprop", ic("plus", 14), cls="ib", label="Add property") + "</th></tr>")
    for r in rows:
        tbl.append("<tr>")
        name = r[0]
        first = name.split()[0] + "'s" if page == "Team Directory" else f"the {name}"
        tbl.append("<td>" + cand(f"Open {name}.", "text", f"{p}.row.{slug(name)}", f"<b style='font-weight:500'>{esc(name)}</b>", cls="tb", label=name) + "</td>")
        if page == "Team Directory":
            tbl.append("<td>" + cand(f"Edit {first} role.", "other", f"{p}.role.{slug(name)}", esc(r[1]), cls="tb", label=r[1]) + "</td>")
            tbl.append("<td>" + cand(f"Change {first} team.", "other", f"{p}.team.{slug(name)}", f'<span class="nt-tag" style="background:{r[2][1]}">{r[2][0]}</span>', cls="tb", label=r[2][0]) + "</td>")
            tbl.append(f"<td>{esc(r[3])}</td>")
        else:
            tbl.append("<td>" + cand(f"Change the status of {name}.", "other", f"{p}.status.{slug(name)}", f'<span class="nt-tag" style="background:{r[1][1]}">{r[1][0]}</span>', cls="tb", label=r[1][0]) + "</td>")
            tbl.append("<td>" + cand(f"Reassign {name}.", "other", f"{p}.owner.{slug(name)}", avatar(initials(r[2]), COLORS[rows.index(r) % len(COLORS)], 20) + f"<span style='margin-left:6px'>{esc(r[2])}</span>", cls="tb", label=r[2]) + "</td>")
            tbl.append(f"<td>{esc(r[3])}</td>")
        tbl.append("<td></td></tr>")
    tbl.append("</table>")
    add = cand("Add a new row.", "text", f"{p}.addrow", ic("plus", 14) + "New page", cls="nt-add", label="New page")
    icon = _nicon(dict((n, i) for i, n in NT_PAGES)[page], 52)
    main = (f'<div class="nt-main">{top}<div class="nt-page"><div class="nt-icon">{icon}</div><div class="nt-title">{esc(page)}</div>'
            f'{vbar}{"".join(tbl)}{add}</div></div>')
    window = f'<div class="nt">{"".join(side)}{main}</div>'
    return frame_mac(p, rng, window, app_name="Notion", menus=["File", "Edit", "View", "History", "Window", "Help"])


# --- Trello -------------------------------------------------------------------------------------------

BOARDS = [("Website Relaunch", "linear-gradient(135deg,#0c66e4,#6e5dc6)"), ("Marketing Q3", "linear-gradient(135deg,#e774bb,#f87462)"),
          ("Mobile App Sprint 14", "linear-gradient(135deg,#1f845a,#22a06b)"), ("Office Move", "linear-gradient(135deg,#c25100,#f5cd47)")]
CARDS = ["Update hero copy", "Collect customer quotes", "Fix checkout bug on Safari", "Draft launch email", "Design pricing table",
         "QA the signup flow", "Review analytics events", "Order new monitors", "Book movers", "Write release notes", "Accessibility audit",
         "Set up A/B test", "Refresh screenshots", "Translate FAQ", "Migrate blog posts"]
LABELS = ["#4bce97", "#f5cd47", "#fea362", "#f87168", "#9f8fef", "#579dff"]


def _trello(rng) -> str:
    p = "trello"
    board, bg = rng.choice(BOARDS)
    nav = ('<div class="tr-nav">' + ib("apps", "Switch to another Atlassian app.", f"{p}.switcher", size=16)
           + cand("Go to the Trello home page.", "icon", f"{p}.home", logo("trello", 22) + '<b style="font-size:17px;color:#44546f;margin-left:4px">Trello</b>', cls="tr-nb", label="Trello")
           + "".join(tb(t, f"Open the {t} menu.", f"{p}.nav.{slug(t)}", cls="tb tr-nb", after=ic("chev_down", 12)) for t in ("Workspaces", "Recent", "Starred", "Templates"))
           + cand("Create a board or workspace.", "text", f"{p}.create", "Create", cls="tr-create", label="Create")
           + cand("Search Trello.", "other", f"{p}.search", ic("search", 14) + "<span>Search</span>", cls="tr-search", label="Search")
           + ib("bell", "Open notifications.", f"{p}.notif", size=16) + ib("help", "Open help.", f"{p}.help", size=16)
           + cand("Open the account menu.", "icon", f"{p}.account", avatar("MC", "#0055cc", 26), cls="ib", label="Account") + "</div>")
    members = pick(rng, PEOPLE, 4)
    bh = ('<div class="tr-bh">' + cand(f"Rename the {board} board.", "text", f"{p}.boardname", esc(board), cls="tr-bname", label=board)
          + ib("star", "Star the board.", f"{p}.star", size=16) + ib("users", "Change the board visibility.", f"{p}.visibility", size=16)
          + cand("Switch the board view.", "other", f"{p}.boardview", ic("columns", 15) + "Board" + ic("chev_down", 12), cls="tr-bb", style="background:rgba(255,255,255,.25)", label="Board")
          + '<span class="flex1"></span>' + ib("zap", "Open the automation menu.", f"{p}.automation", size=16)
          + cand("Filter the cards.", "other", f"{p}.filter", ic("filter", 15) + "Filters", cls="tr-bb", label="Filters")
          + "".join(cand(f"Open {m}'s profile.", "icon", f"{p}.member.{slug(m)}", avatar(initials(m), COLORS[i], 28), cls="ib", label=m) for i, m in enumerate(members))
          + cand("Share the board.", "other", f"{p}.share", ic("user_plus", 15) + "Share", cls="tr-bb tr-share", label="Share")
          + ib("more_h", "Show the board menu.", f"{p}.boardmenu", size=16) + "</div>")
    lists = ["To Do", "In Progress", "Review", "Done"]
    cards = pick(rng, CARDS, 11)
    ci = 0
    cols = ['<div class="tr-lists">']
    for li, ln in enumerate(lists):
        n = rng.randint(2, 3 if li else 4)
        col = [f'<div class="tr-list"><div class="tr-lh">' + cand(f"Rename the {ln} list.", "text", f"{p}.list.{slug(ln)}", esc(ln), cls="tb", style="flex:1", label=ln)
               + ib("more_h", f"Open the {ln} list actions.", f"{p}.listmenu.{slug(ln)}", size=15) + "</div>"]
        for k in range(n):
            if ci >= len(cards):
                break
            c = cards[ci]
            ci += 1
            labs = pick(rng, LABELS, rng.randint(0, 2))
            badges = []
            if rng.random() < 0.5:
                badges.append(f'<span>{ic("clock", 12)}{rng.choice(["Apr", "May", "Jun"])} {rng.randint(1, 28)}</span>')
            if rng.random() < 0.5:
                badges.append(f'<span>{ic("message", 12)}{rng.randint(1, 6)}</span>')
            if rng.random() < 0.4:
                badges.append(f'<span>{ic("check_circle", 12)}{rng.randint(0, 3)}/{rng.randint(3, 5)}</span>')
            lab_html = "".join('<i style="background:' + l + '"></i>' for l in labs)
            body = ((f'<div class="tr-labels">{lab_html}</div>' if labs else "")
                    + f"<div>{esc(c)}</div>" + (f'<div class="tr-badges">{"".join(badges)}</div>' if badges else ""))
            col.append(cand(f"Open the {c} card.", "other", f"{p}.card.{slug(c)}", body, cls="tr-card", label=c))
        col.append('<div class="row">' + cand(f"Add a card to {ln}.", "text", f"{p}.add.{slug(ln)}", ic("plus", 14) + "Add a card", cls="tr-addc", style="flex:1", label="Add a card")
                   + ib("copy", f"Create a card in {ln} from a template.", f"{p}.tpl.{slug(ln)}", size=14) + "</div></div>")
        cols.append("".join(col))
    cols.append(cand("Add another list.", "text", f"{p}.addlist", ic("plus", 14) + "Add another list", cls="tr-addl", label="Add another list") + "</div>")
    page = f'<div class="tr">{nav}<div class="tr-board" style="background:{bg}">{bh}{"".join(cols)}</div></div>'
    tabs = [(logo("trello", 14), f"{board} | Trello"), (logo("chrome", 14), "Sprint planning - Google Docs")]
    window = browser(p, rng, kind="chrome", os="win", tabs=tabs, active=0, url=f"https://trello.com/b/{rng.randint(10**7, 10**8)}/{slug(board)}", content=page)
    return frame_windows(p, rng, window, app_logo="chrome", app_name="Google Chrome")


APPS = [
    AppSpec("Notion desktop", "notion", "productivity", "macOS Sonoma", _notion, CSS, "pro_apps/productivity.py"),
    AppSpec("Trello", "trello", "productivity", "Windows 11 / Chrome", _trello, CSS, "pro_apps/productivity.py"),
]
