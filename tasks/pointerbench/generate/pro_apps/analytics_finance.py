"""Tableau Desktop (Windows 11, analytics) and a thinkorswim-style desktop trading platform (Windows 11, finance)."""
from __future__ import annotations

from igg.tasks.pointerbench.generate.pro_apps.kit import (cand, esc, frame_windows, ib, ic, logo, menubar, pick, slug, tb,
                                            win_titlebar)
from igg.tasks.pointerbench.generate.pro_apps.spec import AppSpec

CSS = """
.tab{flex:1;display:flex;flex-direction:column;min-height:0;background:#fff;color:#333;font-size:12px;font-family:"Liberation Sans","Noto Sans",sans-serif}
.tab .mb{display:flex;height:22px;align-items:center;background:#fff;flex:none}
.tab .mbi{padding:0 7px;height:22px;font-size:12px}
.tab .ib{width:26px;height:26px;color:#555;border-radius:2px}
.tab-tool{height:32px;flex:none;display:flex;align-items:center;gap:1px;padding:0 4px;background:#f5f5f5;border-bottom:1px solid #d4d4d4}
.tab-sep{width:1px;height:20px;background:#d0d0d0;margin:0 3px}
.tab-dd{display:inline-flex;align-items:center;gap:6px;height:22px;padding:0 6px;border:1px solid #c8c8c8;background:#fff;white-space:nowrap}
.tab-main{flex:1;display:flex;min-height:0}
.tab-data{width:200px;flex:none;border-right:1px solid #d4d4d4;display:flex;flex-direction:column;overflow:hidden}
.tab-dh{height:26px;display:flex;align-items:stretch;border-bottom:1px solid #d4d4d4;flex:none}
.tab-dt{flex:1;display:flex;align-items:center;justify-content:center;color:#666}
.tab-dt.on{color:#222;font-weight:700;box-shadow:inset 0 -2px 0 #1f77b4}
.tab-src{display:flex;align-items:center;gap:6px;height:28px;padding:0 8px;border-bottom:1px solid #eee}
.tab-f{display:flex;align-items:center;gap:6px;height:21px;padding:0 8px 0 18px;white-space:nowrap;width:100%}
.tab-f.dim svg{color:#4e79a7}
.tab-f.mea svg{color:#59a14f}
.tab-cards{width:170px;flex:none;border-right:1px solid #d4d4d4;display:flex;flex-direction:column;padding:6px;gap:8px;background:#fafafa}
.tab-card{border:1px solid #d8d8d8;background:#fff}
.tab-ch{height:22px;display:flex;align-items:center;padding:0 6px;font-weight:700;border-bottom:1px solid #e6e6e6}
.tab-mk{display:grid;grid-template-columns:1fr 1fr 1fr;gap:2px;padding:4px}
.tab-mb{display:flex;flex-direction:column;align-items:center;gap:2px;padding:4px 0;font-size:11px;color:#555}
.tab-pill{display:inline-flex;align-items:center;gap:4px;height:20px;padding:0 8px;border-radius:10px;font-size:11.5px;color:#fff;white-space:nowrap}
.tab-pill.d{background:#4e79a7}.tab-pill.m{background:#59a14f}
.tab-view{flex:1;display:flex;flex-direction:column;min-width:0}
.tab-shelf{height:30px;flex:none;display:flex;align-items:center;gap:6px;padding:0 8px;border-bottom:1px solid #e6e6e6}
.tab-shelf b{width:70px;color:#666;font-weight:400;display:flex;align-items:center;gap:4px}
.tab-chart{flex:1;position:relative;overflow:hidden}
.tab-sheets{height:28px;flex:none;display:flex;align-items:stretch;border-top:1px solid #d4d4d4;background:#f5f5f5}
.tab-st{display:flex;align-items:center;padding:0 14px;border-right:1px solid #d4d4d4;white-space:nowrap}
.tab-st.on{background:#fff;font-weight:700}
.tab-status{height:22px;flex:none;display:flex;align-items:center;gap:18px;padding:0 8px;background:#f0f0f0;color:#555;font-size:11.5px;border-top:1px solid #d4d4d4}
/* trading */
.tos{flex:1;display:flex;flex-direction:column;min-height:0;background:#0b0b0b;color:#d8d8d8;font-size:11.5px;font-family:"Liberation Sans","Noto Sans",sans-serif}
.tos .ib{width:22px;height:22px;color:#bcbcbc;border-radius:2px}
.tos-top{height:30px;flex:none;display:flex;align-items:center;gap:2px;background:#1c1c1c;border-bottom:1px solid #333;padding-left:6px}
.tos-tab{height:30px;padding:0 12px;display:inline-flex;align-items:center;color:#bbb;font-weight:700;font-size:12px}
.tos-tab.on{background:#2f4a6b;color:#fff}
.tos-acct{display:flex;align-items:center;gap:14px;height:26px;flex:none;background:#141414;border-bottom:1px solid #2c2c2c;padding:0 8px;white-space:nowrap}
.tos-acct b{color:#fff}
.tos-main{flex:1;display:flex;min-height:0;gap:2px;padding:2px}
.tos-pn{background:#111;border:1px solid #2c2c2c;display:flex;flex-direction:column;overflow:hidden}
.tos-ph{height:22px;flex:none;display:flex;align-items:center;gap:4px;padding:0 6px;background:#1e1e1e;font-weight:700;color:#ccc}
.tos-wl{display:flex;align-items:center;height:20px;padding:0 6px;border-bottom:1px solid #1b1b1b;gap:4px;width:100%}
.tos-wl span{text-align:right;flex:1}
.tos-wl span:first-child{text-align:left;font-weight:700;color:#fff}
.up{color:#3fc35f}.dn{color:#ff4f4f}
.tos-chart{flex:1;position:relative;overflow:hidden;background:#000}
.tos-ctb{height:26px;flex:none;display:flex;align-items:center;gap:4px;padding:0 6px;background:#161616;border-bottom:1px solid #2a2a2a}
.tos-btn{display:inline-flex;align-items:center;gap:4px;height:20px;padding:0 8px;border:1px solid #3a3a3a;background:#222;color:#ddd;border-radius:2px;white-space:nowrap}
.tos-ord{height:150px;flex:none;display:flex;flex-direction:column}
.tos-or{display:flex;align-items:center;height:22px;gap:8px;padding:0 8px;border-bottom:1px solid #1d1d1d;width:100%;white-space:nowrap}
.tos-or.hd{color:#888;height:20px}
"""

# --- Tableau -----------------------------------------------------------------------------------------------

DIMS = ["Category", "City", "Country", "Customer Name", "Order Date", "Order ID", "Product Name", "Region", "Segment", "Ship Mode", "State", "Sub-Category"]
MEAS = ["Discount", "Profit", "Quantity", "Sales"]


def _tableau(rng) -> str:
    p = "tableau"
    book = rng.choice(["Superstore Sales", "Regional Performance", "Executive Overview"])
    sheet = rng.choice(["Sales by Region", "Profit by Category", "Segment Mix"])
    dim = {"Sales by Region": "Region", "Profit by Category": "Category", "Segment Mix": "Segment"}[sheet]
    mea = "Profit" if "Profit" in sheet else "Sales"
    cats = {"Region": ["Central", "East", "South", "West"], "Category": ["Furniture", "Office Supplies", "Technology"], "Segment": ["Consumer", "Corporate", "Home Office"]}[dim]
    menus = ["File", "Data", "Worksheet", "Dashboard", "Story", "Analysis", "Map", "Format", "Server", "Window", "Help"]
    tools = [("tableau", "Go to the start page.", "start"), ("undo", "Undo the last action.", "undo"), ("redo", "Redo the last action.", "redo"),
             ("save", "Save the workbook.", "save"), ("database", "Add a new data source.", "newds"), ("refresh", "Pause auto updates.", "pause"), "|",
             ("plus_square", "Create a new worksheet.", "newsheet"), ("copy", "Duplicate the sheet.", "dup"), ("broom", "Clear the sheet.", "clear"), "|",
             ("resize_cols", "Swap rows and columns.", "swap"), ("sort_az", "Sort ascending.", "sortasc"), ("sort", "Sort descending.", "sortdesc"),
             ("highlighter", "Highlight the selected marks.", "highlight"), ("layers", "Group the members.", "group"), ("tag", "Show mark labels.", "labels"),
             ("lock", "Fix the axes.", "fixaxes"), "|"]
    tbar = ['<div class="tab-tool">']
    for t in tools:
        if t == "|":
            tbar.append('<span class="tab-sep"></span>')
            continue
        if t[0] == "tableau":
            tbar.append(cand(t[1], "icon", f"{p}.tool.{t[2]}", logo("tableau", 18), cls="ib", label="Start"))
            continue
        tbar.append(ib(t[0], t[1], f"{p}.tool.{t[2]}", size=15))
    tbar.append(cand("Change the view fit.", "other", f"{p}.fit", "Standard" + ic("chev_down", 9), cls="tab-dd", label="Standard")
                + ib("eye", "Show or hide cards.", f"{p}.cards", size=15) + ib("fullscreen", "Enter presentation mode.", f"{p}.present", size=15)
                + ib("share", "Share the workbook with others.", f"{p}.share", size=15) + '<span class="flex1"></span>'
                + cand("Open Show Me.", "other", f"{p}.showme", ic("chart_bar", 15, "#e15759") + "Show Me", cls="tab-dd", style="height:26px", label="Show Me") + "</div>")
    data = ['<div class="tab-data"><div class="tab-dh">' + tb("Data", "Open the Data pane.", f"{p}.pane.data", cls="tb tab-dt on")
            + tb("Analytics", "Open the Analytics pane.", f"{p}.pane.analytics", cls="tb tab-dt") + "</div>"
            + '<div class="tab-src">' + ic("database", 14, "#4e79a7") + "<b>Sample - Superstore</b></div>"
            + '<div class="row" style="padding:4px 6px;gap:2px">' + cand("Search the fields.", "other", f"{p}.fieldsearch", ic("search", 12) + '<span style="color:#999">Search</span>', cls="tab-dd", style="flex:1", label="Search")
            + ib("filter", "Filter the fields.", f"{p}.fieldfilter", size=13) + ib("menu", "Open the data pane menu.", f"{p}.datamenu", size=13) + "</div>"
            + f'<div class="tab-f" style="padding-left:6px">{ic("chev_down", 10)}{ic("table", 13, "#4e79a7")}<b>Orders</b></div>']
    for d in DIMS:
        data.append(cand(f"Select the {d} field.", "text", f"{p}.field.{slug(d)}", ic("calendar" if "Date" in d else ("globe" if d in ("City", "Country", "State") else "type"), 12) + esc(d), cls="tab-f dim", label=d))
    for m in MEAS:
        data.append(cand(f"Select the {m} measure.", "text", f"{p}.field.{slug(m)}", ic("sigma", 12) + esc(m), cls="tab-f mea", label=m))
    data.append("</div>")
    cards = ('<div class="tab-cards"><div class="tab-card"><div class="tab-ch">Pages</div><div style="height:26px"></div></div>'
             + '<div class="tab-card"><div class="tab-ch">Filters</div><div style="padding:4px">' + cand(f"Edit the {dim} filter.", "other", f"{p}.filterpill", esc(dim), cls="tab-pill d", label=dim) + "</div></div>"
             + '<div class="tab-card"><div class="tab-ch">Marks</div><div style="padding:4px">' + cand("Change the mark type.", "other", f"{p}.marktype", ic("chart_bar", 12) + "Automatic" + ic("chev_down", 9), cls="tab-dd", style="width:100%", label="Automatic") + "</div>"
             + '<div class="tab-mk">' + "".join(cand(f"Open the {n} mark options.", "icon", f"{p}.mark.{slug(n)}", ic(i, 18) + f"<span>{n}</span>", cls="tab-mb", label=n)
                                             for i, n in [("colorize", "Color"), ("circle", "Size"), ("type", "Label"), ("more_h", "Detail"), ("message", "Tooltip")]) + "</div>"
             + '<div style="padding:4px;display:flex;flex-direction:column;gap:3px">' + cand(f"Edit the {dim} color pill.", "other", f"{p}.colorpill", ic("colorize", 10) + esc(dim), cls="tab-pill d", label=dim)
             + cand(f"Edit the SUM({mea}) label pill.", "other", f"{p}.labelpill", ic("type", 10) + f"SUM({mea})", cls="tab-pill m", label=f"SUM({mea})") + "</div></div></div>")
    shelves = ('<div class="tab-shelf"><b>' + ic("columns", 12) + "Columns</b>" + cand(f"Edit the {dim} column pill.", "other", f"{p}.colpill", esc(dim), cls="tab-pill d", label=dim) + "</div>"
               + '<div class="tab-shelf"><b>' + ic("rows", 12) + "Rows</b>" + cand(f"Edit the SUM({mea}) row pill.", "other", f"{p}.rowpill", f"SUM({mea})", cls="tab-pill m", label=f"SUM({mea})") + "</div>")
    vals = [rng.randint(80, 760) for _ in cats]
    palette = ["#4e79a7", "#f28e2b", "#e15759", "#76b7b2", "#59a14f"]
    cw, ch = 520, 330
    bw = (cw - 100) / len(cats)
    mx = max(vals) * 1.15
    svg = [f'<svg width="{cw}" height="{ch}" style="position:absolute;left:20px;top:34px"><text x="0" y="-10" font-size="14" font-weight="700" fill="#333" font-family="Liberation Sans">{esc(sheet)}</text>']
    for k in range(5):
        y = ch - 40 - k * (ch - 60) / 4
        svg.append(f'<line x1="70" x2="{cw}" y1="{y:.0f}" y2="{y:.0f}" stroke="#eee"/><text x="62" y="{y + 4:.0f}" text-anchor="end" font-size="10" fill="#777" font-family="Liberation Sans">${mx * k / 4:.0f}K</text>')
    bars = []
    for i, (c, v) in enumerate(zip(cats, vals)):
        h = v / mx * (ch - 60)
        x = 80 + i * bw
        svg.append(f'<text x="{x + bw * .4:.0f}" y="{ch - 22}" text-anchor="middle" font-size="11" fill="#333" font-family="Liberation Sans">{esc(c)}</text>'
                   f'<text x="{x + bw * .4:.0f}" y="{ch - 44 - h:.0f}" text-anchor="middle" font-size="10" fill="#333" font-family="Liberation Sans">${v}K</text>')
        bars.append(cand(f"Select the {c} bar.", "other", f"{p}.bar.{slug(c)}", "",
                         style=f"position:absolute;left:{20 + x:.0f}px;top:{34 + ch - 40 - h:.0f}px;width:{bw * .8:.0f}px;height:{h:.0f}px;background:{palette[i % 5]}", label=c))
    svg.append(f'<text x="14" y="{ch / 2:.0f}" transform="rotate(-90 14 {ch / 2:.0f})" font-size="11" fill="#555" font-family="Liberation Sans">{mea}</text></svg>')
    legend = ('<div style="position:absolute;right:14px;top:34px;width:120px;border:1px solid #e3e3e3;padding:6px;font-size:11px"><b>' + esc(dim) + "</b>"
              + "".join(f'<div class="row" style="gap:6px;height:18px"><i style="width:10px;height:10px;background:{palette[i % 5]};display:inline-block"></i>{esc(c)}</div>' for i, c in enumerate(cats)) + "</div>")
    chart = f'<div class="tab-chart">{"".join(svg)}{"".join(bars)}{legend}</div>'
    sheets = [sheet] + [s for s in ("Sales by Region", "Profit by Category", "Segment Mix", "Profit Map", "Dashboard 1") if s != sheet][:3]
    sh = ('<div class="tab-sheets">' + cand("Open the data source page.", "other", f"{p}.datasource", ic("database", 13) + "Data Source", cls="tab-st", style="gap:6px", label="Data Source")
          + "".join(tb(s, f"Open the {s} sheet.", f"{p}.sheet.{slug(s)}", cls=f"tb tab-st{' on' if s == sheet else ''}") for s in sheets)
          + ib("plus_square", "Add a new worksheet.", f"{p}.addsheet", size=14, style="align-self:center") + ib("dashboard", "Add a new dashboard.", f"{p}.adddash", size=14, style="align-self:center")
          + ib("book" if False else "file_text", "Add a new story.", f"{p}.addstory", size=14, style="align-self:center") + "</div>")
    status = f'<div class="tab-status"><span>{len(cats)} marks</span><span>1 row by {len(cats)} columns</span><span>SUM({mea}): ${sum(vals):,}K</span></div>'
    window = (win_titlebar(p, f"Tableau - {book}", "tableau", h=30) + f'<div class="tab">{menubar(menus, p)}{"".join(tbar)}<div class="tab-main">{"".join(data)}{cards}'
              f'<div class="tab-view">{shelves}{chart}</div></div>{sh}{status}</div>')
    return frame_windows(p, rng, window, app_logo="tableau", app_name="Tableau Desktop")


# --- trading platform --------------------------------------------------------------------------------------

WATCH = [("AAPL", 189.84), ("MSFT", 421.53), ("NVDA", 912.40), ("AMZN", 182.11), ("TSLA", 176.75), ("GOOGL", 171.02), ("META", 472.60), ("SPY", 521.88),
         ("QQQ", 443.20), ("AMD", 158.33), ("JPM", 197.45), ("XOM", 118.02)]


def _candles(rng, w, h, n=60):
    price = rng.uniform(150, 450)
    pts = []
    for i in range(n):
        o = price
        c = o + rng.gauss(0, o * 0.008)
        hi = max(o, c) + abs(rng.gauss(0, o * .004))
        lo = min(o, c) - abs(rng.gauss(0, o * .004))
        pts.append((o, hi, lo, c))
        price = c
    mn = min(x[2] for x in pts)
    mx = max(x[1] for x in pts)
    sy = lambda v: 10 + (mx - v) / (mx - mn) * (h - 70)  # noqa: E731
    cw = (w - 60) / n
    parts = [f'<svg width="{w}" height="{h}" style="position:absolute;left:0;top:0">']
    for k in range(6):
        y = 10 + k * (h - 70) / 5
        v = mx - k * (mx - mn) / 5
        parts.append(f'<line x1="0" x2="{w - 56}" y1="{y:.0f}" y2="{y:.0f}" stroke="#1c1c1c"/><text x="{w - 52}" y="{y + 4:.0f}" font-size="10" fill="#888" font-family="Liberation Sans">{v:.2f}</text>')
    for i, (o, hi, lo, c) in enumerate(pts):
        x = 4 + i * cw
        col = "#3fc35f" if c >= o else "#ff4f4f"
        parts.append(f'<line x1="{x + cw / 2:.1f}" x2="{x + cw / 2:.1f}" y1="{sy(hi):.1f}" y2="{sy(lo):.1f}" stroke="{col}"/>'
                     f'<rect x="{x + 1:.1f}" y="{sy(max(o, c)):.1f}" width="{max(1, cw - 2):.1f}" height="{max(1, abs(sy(o) - sy(c))):.1f}" fill="{col}"/>'
                     f'<rect x="{x + 1:.1f}" y="{h - 14 - rng.uniform(4, 40):.1f}" width="{max(1, cw - 2):.1f}" height="{rng.uniform(4, 40):.1f}" fill="{col}" opacity=".45"/>')
    last = pts[-1][3]
    parts.append(f'<rect x="{w - 56}" y="{sy(last) - 8:.0f}" width="54" height="16" fill="#3fc35f"/><text x="{w - 52}" y="{sy(last) + 4:.0f}" font-size="10" fill="#000" font-family="Liberation Sans">{last:.2f}</text></svg>')
    return "".join(parts), last


def _trading(rng) -> str:
    p = "trading_platform"
    tab = rng.choice(["Charts", "Charts", "Trade", "Monitor"])
    sym, px = rng.choice(WATCH)
    acct = f"{rng.randint(10, 99)}******{rng.randint(10, 99)}"
    top = ('<div class="tos-top">' + logo("tos", 20)
           + "".join(tb(t, f"Go to {t}.", f"{p}.tab.{slug(t)}", cls=f"tb tos-tab{' on' if t == tab else ''}") for t in ("Monitor", "Trade", "Analyze", "Scan", "MarketWatch", "Charts", "Tools", "Education"))
           + '<span class="flex1"></span>' + tb("Setup", "Open the Setup menu.", f"{p}.setup", cls="tb tos-tab") + tb("Support/Chat", "Open Support and chat.", f"{p}.support", cls="tb tos-tab")
           + ib("bell", "Show the message center.", f"{p}.messages", size=14) + ib("lock", "Lock the application.", f"{p}.lock", size=14) + "</div>")
    nl = rng.uniform(40000, 400000)
    acctbar = ('<div class="tos-acct">' + cand("Switch the trading account.", "other", f"{p}.account", f"Account: <b>{acct}</b>" + ic("caret_down", 8), cls="row", style="gap:4px", label="Account")
               + f'<span>Net Liq: <b>${nl:,.2f}</b></span><span>Option BP: <b>${nl * .4:,.2f}</b></span><span>Stock BP: <b>${nl * .9:,.2f}</b></span>'
               + f'<span>P/L Day: <b class="{"up" if rng.random() < .5 else "dn"}">{rng.uniform(-3000, 3000):+,.2f}</b></span><span class="flex1"></span>'
               + cand("Open the live news.", "text", f"{p}.news", "Live News", cls="tb", label="Live News") + "</div>")
    wl = ['<div class="tos-pn" style="width:250px;flex:none"><div class="tos-ph">' + tb("Watchlist", "Open the watchlist menu.", f"{p}.wlmenu", cls="tb", after=ic("caret_down", 8))
          + '<span class="flex1"></span>' + ib("plus", "Add a symbol to the watchlist.", f"{p}.wladd", size=12) + ib("settings", "Customize the watchlist columns.", f"{p}.wlcols", size=12) + "</div>"
          + '<div class="tos-wl" style="color:#888"><span style="font-weight:400;color:#888">Symbol</span><span>Last</span><span>Net Chng</span><span>%Change</span></div>']
    for s, v in WATCH:
        ch = rng.uniform(-3, 3)
        c = "up" if ch >= 0 else "dn"
        wl.append(cand(f"Load {s} from the watchlist.", "other", f"{p}.wl.{s.lower()}", f"<span>{s}</span><span>{v + ch:.2f}</span><span class='{c}'>{ch:+.2f}</span><span class='{c}'>{ch / v * 100:+.2f}%</span>",
                       cls="tos-wl", style="background:#1d2b3c" if s == sym else "", label=s))
    wl.append("</div>")
    tf = rng.choice(["1D 5m", "5D 15m", "1M 1h", "1Y 1D"])
    svg, last = _candles(rng, 560, 330)
    chart = ('<div class="tos-pn" style="flex:1"><div class="tos-ctb">'
             + cand("Change the chart symbol.", "other", f"{p}.symbol", f"<b>{sym}</b>" + ic("caret_down", 8), cls="tos-btn", label=sym)
             + cand(f"View {tf}.", "text", f"{p}.timeframe", tf + ic("caret_down", 8), cls="tos-btn", label=tf)
             + cand("Change the chart type.", "other", f"{p}.charttype", ic("bar_candle", 12) + "Candle", cls="tos-btn", label="Candle")
             + cand("Open the studies.", "text", f"{p}.studies", "Studies" + ic("caret_down", 8), cls="tos-btn", label="Studies")
             + cand("Open the patterns.", "text", f"{p}.patterns", "Patterns" + ic("caret_down", 8), cls="tos-btn", label="Patterns")
             + cand("Set parameters.", "text", f"{p}.params", "Chart settings", cls="tos-btn", label="Chart settings")
             + '<span class="flex1"></span>' + ib("pencil", "Open the drawing tools.", f"{p}.draw", size=13) + ib("zoom_in", "Zoom in on the chart.", f"{p}.zoomin", size=13)
             + ib("zoom_out", "Zoom out of the chart.", f"{p}.zoomout", size=13) + ib("share", "Share the chart.", f"{p}.sharechart", size=13) + "</div>"
             + f'<div class="tos-chart">{svg}<div style="position:absolute;left:8px;top:6px;color:#ccc"><b style="color:#fff">{sym}</b> · NASDAQ · {tf} · O {last * .99:.2f} H {last * 1.01:.2f} L {last * .985:.2f} C {last:.2f}</div></div></div>')
    qty = rng.choice([10, 25, 50, 100, 200])
    side = rng.choice(["BUY", "SELL"])
    ordp = ('<div class="tos-pn" style="width:200px;flex:none"><div class="tos-ph">Order Entry</div><div style="padding:8px;display:flex;flex-direction:column;gap:6px">'
            + f'<div class="row" style="gap:6px"><b style="font-size:16px;color:#fff">{sym}</b><span class="up">{last:.2f}</span></div>'
            + '<div class="row" style="gap:4px">' + cand(f"Buy {sym} at the ask.", "other", f"{p}.buy", f"BUY<br>{last + .02:.2f}", cls="tos-btn", style="height:38px;flex:1;justify-content:center;background:#1d5e2e;text-align:center", label="Buy")
            + cand(f"Sell {sym} at the bid.", "other", f"{p}.sell", f"SELL<br>{last - .02:.2f}", cls="tos-btn", style="height:38px;flex:1;justify-content:center;background:#6b1d1d;text-align:center", label="Sell") + "</div>"
            + '<div class="row" style="gap:4px">Qty' + cand("Change the order quantity.", "other", f"{p}.qty", str(qty), cls="tos-btn", style="flex:1", label="Quantity") + "</div>"
            + '<div class="row" style="gap:4px">Type' + cand("Change the order type.", "other", f"{p}.ordtype", "LIMIT" + ic("caret_down", 8), cls="tos-btn", style="flex:1", label="LIMIT") + "</div>"
            + '<div class="row" style="gap:4px">TIF' + cand("Change the time in force.", "other", f"{p}.tif", "DAY" + ic("caret_down", 8), cls="tos-btn", style="flex:1", label="DAY") + "</div>"
            + cand("Confirm and send the order.", "text", f"{p}.send", "Confirm and Send", cls="tos-btn", style="height:28px;justify-content:center;background:#2f4a6b", label="Confirm and Send")
            + cand("Delete the order.", "icon", f"{p}.delorder", ic("x", 14, "#ff4f4f"), cls="ib", style="align-self:flex-end", label="Delete") + "</div></div>")
    orders = ['<div class="tos-pn tos-ord"><div class="tos-ph">' + tb("Working Orders", "Show the working orders.", f"{p}.worktab", cls="tb")
              + tb("Filled Orders", "Show the filled orders.", f"{p}.filledtab", cls="tb", style="color:#888;margin-left:10px")
              + tb("Canceled Orders", "Show the canceled orders.", f"{p}.canceltab", cls="tb", style="color:#888;margin-left:10px") + "</div>"
              + '<div class="tos-or hd"><span style="width:60px">Time</span><span style="width:50px">Side</span><span style="width:40px">Qty</span><span style="width:60px">Symbol</span><span style="width:70px">Type</span><span style="width:70px">Price</span><span>Status</span></div>']
    for s, v in pick(rng, WATCH, 4):
        sd = rng.choice(["BUY", "SELL"])
        orders.append(cand(f"Review the {s} working order.", "other", f"{p}.order.{s.lower()}",
                           f'<span style="width:60px">{rng.randint(9, 15)}:{rng.randint(10, 59)}:{rng.randint(10, 59)}</span><span style="width:50px" class="{"up" if sd == "BUY" else "dn"}">{sd}</span>'
                           f'<span style="width:40px">{rng.choice([10, 50, 100])}</span><span style="width:60px;color:#fff;font-weight:700">{s}</span><span style="width:70px">LMT</span>'
                           f'<span style="width:70px">{v * rng.uniform(.97, 1.03):.2f}</span><span style="color:#e0b040">WORKING</span>', cls="tos-or", label=s))
    orders.append("</div>")
    main = f'<div class="tos-main">{"".join(wl)}<div class="col" style="flex:1;gap:2px;min-width:0"><div class="row" style="flex:1;gap:2px;align-items:stretch;min-height:0">{chart}{ordp}</div>{"".join(orders)}</div></div>'
    window = (win_titlebar(p, f"Main@thinkorswim [build {rng.randint(1970, 1990)}]", "tos", dark=True, h=30) + f'<div class="tos">{top}{acctbar}{main}</div>')
    return frame_windows(p, rng, window, app_logo="tos", app_name="thinkorswim", dark_taskbar=True)


APPS = [
    AppSpec("Tableau Desktop", "tableau", "analytics", "Windows 11", _tableau, CSS, "pro_apps/analytics_finance.py"),
    AppSpec("desktop stock trading platform (thinkorswim-style)", "trading_platform", "finance", "Windows 11", _trading, CSS, "pro_apps/analytics_finance.py"),
]
