"""Microsoft Office: Excel and Word (Office 365 on macOS Sonoma), Outlook (Windows 11).

Shared pieces: the macOS Office unified title bar, the ribbon tab row and ribbon band, status bar
zoom controls.
"""
from __future__ import annotations

from igg.tasks.pointerbench.generate.pro_apps.kit import (avatar, cand, esc, frame_mac, frame_windows, ib, ic, initials, pick,
                                            slug, tb, toggle, traffic, win_controls, PEOPLE, COLORS)
from igg.tasks.pointerbench.generate.pro_apps.spec import AppSpec

CSS = """
.of{flex:1;display:flex;flex-direction:column;background:#f3f3f3;min-height:0;font-size:12px;color:#242424}
.of-title{height:40px;flex:none;display:flex;align-items:center;gap:4px;padding-right:10px;position:relative}
.of-title .ib{color:#fff;width:26px;height:26px}
.of-fn{position:absolute;left:50%;transform:translateX(-50%);color:#fff;font-size:13px;font-weight:600;white-space:nowrap;display:flex;align-items:center;gap:6px}
.of-auto{display:flex;align-items:center;gap:6px;color:#fff;font-size:12px;margin:0 6px 0 8px}
.of-auto .tgl{width:28px;height:14px;background:rgba(255,255,255,.35)}
.of-auto .tgl i{width:10px;height:10px}
.of-srch{width:200px;height:26px;border-radius:5px;background:rgba(255,255,255,.22);color:#fff;display:flex;align-items:center;gap:6px;padding:0 8px;font-size:12px}
.of-tabs{height:30px;flex:none;display:flex;align-items:flex-end;gap:2px;padding:0 8px;background:#f3f3f3}
.of-tab{height:28px;padding:0 9px;font-size:12.5px;color:#424242}
.of-tab.on{font-weight:600;color:#111;border-bottom:3px solid var(--acc)}
.of-share{margin-left:auto;align-self:center;display:flex;gap:6px}
.of-btn{display:inline-flex;align-items:center;gap:5px;height:26px;padding:0 10px;border-radius:4px;border:1px solid #c8c8c8;background:#fff;font-size:12px}
.of-btn.pri{background:var(--acc);color:#fff;border-color:var(--acc)}
.of-band{height:88px;flex:none;display:flex;align-items:stretch;background:#fafafa;border-top:1px solid #e1e1e1;border-bottom:1px solid #d6d6d6;padding:4px 6px;gap:4px;overflow:hidden}
.of-grp{display:flex;flex-direction:column;justify-content:center;gap:3px;padding:0 6px;border-right:1px solid #e3e3e3}
.of-grp.h{flex-direction:row;align-items:center}
.of-r{display:flex;align-items:center;gap:1px}
.of .ib{width:24px;height:24px;color:#3a3a3a}
.of-big{display:inline-flex;flex-direction:column;align-items:center;justify-content:flex-start;gap:3px;width:62px;height:74px;padding-top:6px;font-size:11px;text-align:center;line-height:1.15;color:#333;border-radius:4px}
.of-dd{display:inline-flex;align-items:center;justify-content:space-between;height:22px;border:1px solid #c9c9c9;background:#fff;border-radius:3px;padding:0 4px 0 6px;font-size:12px;gap:4px}
.of-sty{display:flex;gap:3px;align-items:stretch;height:74px}
.of-styi{width:74px;border:1px solid #d8d8d8;background:#fff;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:4px;font-size:10.5px;color:#555}
.of-styi b{font-size:16px;color:#222;font-weight:400;font-family:"Liberation Serif",serif}
.of-status{height:24px;flex:none;display:flex;align-items:center;gap:10px;padding:0 10px;background:#f3f3f3;border-top:1px solid #dcdcdc;font-size:11.5px;color:#444}
.of-zoom{display:flex;align-items:center;gap:4px}
.of-zb{width:20px;height:18px;display:inline-flex;align-items:center;justify-content:center;color:#333}
.of-zs{width:110px;height:14px;position:relative;background:linear-gradient(#9a9a9a,#9a9a9a) center/100% 3px no-repeat}
.of-zs i{position:absolute;top:0;width:4px;height:13px;background:#444;border-radius:1px}
/* excel */
.xl-fbar{height:28px;flex:none;display:flex;align-items:center;gap:6px;padding:0 6px;background:#fff;border-bottom:1px solid #d6d6d6}
.xl-name{width:84px;height:22px;border:1px solid #c6c6c6;display:flex;align-items:center;padding:0 6px;font-size:12px}
.xl-fx{flex:1;height:22px;border:1px solid #c6c6c6;display:flex;align-items:center;padding:0 6px;font-family:"Liberation Sans",sans-serif;font-size:12.5px;white-space:nowrap;overflow:hidden}
.xl-grid{flex:1;position:relative;background:#fff;overflow:hidden;font-family:"Liberation Sans",sans-serif;font-size:12px}
.xl-grid table{border-collapse:collapse;table-layout:fixed}
.xl-grid td,.xl-grid th{border:1px solid #e1e1e1;height:20px;padding:0 4px;white-space:nowrap;overflow:hidden}
.xl-grid th{background:#f5f5f5;color:#555;font-weight:400;font-size:11px;border-color:#d0d0d0;text-align:center}
.xl-grid td.n{text-align:right}
.xl-grid tr.hd td{font-weight:700;background:#e6f1ea}
.xl-grid td.sel{outline:2px solid #107c41;outline-offset:-2px}
.xl-sheets{height:30px;flex:none;display:flex;align-items:center;gap:2px;padding:0 6px;background:#f0f0f0;border-top:1px solid #d0d0d0}
.xl-st{height:24px;padding:0 14px;font-size:12px;color:#333;border-radius:0 0 4px 4px}
.xl-st.on{background:#fff;color:#107c41;font-weight:600;border-bottom:2px solid #107c41}
/* word */
.wd-canvas{flex:1;background:#e9e9e9;display:flex;justify-content:center;overflow:hidden;padding-top:18px;position:relative}
.wd-page{width:560px;background:#fff;box-shadow:0 0 0 1px #d4d4d4;padding:52px 64px;font-family:"Liberation Serif",serif;font-size:13px;line-height:1.55;color:#222}
.wd-page h1{font-family:"Liberation Sans",sans-serif;font-size:22px;color:#1f4e79;font-weight:400;margin:0 0 10px}
.wd-page h2{font-family:"Liberation Sans",sans-serif;font-size:15px;color:#2e74b5;font-weight:400;margin:14px 0 6px}
.wd-page p{margin:0 0 8px}
.wd-nav{width:200px;background:#fafafa;border-right:1px solid #dcdcdc;padding:10px;flex:none;font-size:12px}
.wd-nav .tb{height:24px;padding-left:6px;width:100%;border-radius:3px}
.wd-nav .tb.on{background:#dbe8f7}
/* outlook */
.ol{flex:1;display:flex;flex-direction:column;background:#f5f5f5;min-height:0;font-size:12px;color:#242424}
.ol-top{height:44px;flex:none;display:flex;align-items:center;background:#0f6cbd;color:#fff;gap:6px;padding-left:6px}
.ol-top .ib{color:#fff;width:32px;height:32px}
.ol-srch{width:380px;height:30px;background:#fff;border-radius:4px;display:flex;align-items:center;gap:8px;padding:0 10px;color:#616161;margin-left:90px}
.ol-main{flex:1;display:flex;min-height:0}
.ol-rail{width:48px;background:#ebebeb;display:flex;flex-direction:column;align-items:center;gap:4px;padding-top:8px;flex:none}
.ol-rail .ib{width:36px;height:36px;color:#424242;border-radius:6px}
.ol-rail .ib.on{background:#fff;color:#0f6cbd}
.ol-body{flex:1;display:flex;flex-direction:column;min-width:0}
.ol-tabs{height:32px;flex:none;display:flex;align-items:center;gap:2px;padding:0 10px}
.ol-tab{height:30px;padding:0 10px;font-size:13px;color:#424242}
.ol-tab.on{color:#0f6cbd;font-weight:600;border-bottom:2px solid #0f6cbd}
.ol-rib{height:40px;flex:none;display:flex;align-items:center;gap:2px;padding:0 8px;margin:0 8px;background:#fff;border-radius:6px;box-shadow:0 1px 2px rgba(0,0,0,.12)}
.ol-rib .ib{width:30px;height:30px;color:#333}
.ol-rb{display:inline-flex;align-items:center;gap:6px;height:30px;padding:0 8px;border-radius:4px;color:#242424;font-size:12.5px}
.ol-new{background:#0f6cbd;color:#fff;font-weight:600;padding:0 12px}
.ol-sep{width:1px;height:20px;background:#ddd;margin:0 4px}
.ol-cols{flex:1;display:flex;min-height:0;padding:8px;gap:8px}
.ol-folders{width:210px;flex:none;overflow:hidden}
.ol-fh{display:flex;align-items:center;gap:6px;height:28px;font-weight:600;font-size:12.5px;padding-left:4px}
.ol-f{display:flex;align-items:center;gap:8px;height:26px;padding:0 8px 0 22px;font-size:12.5px;border-radius:4px;width:100%}
.ol-f.on{background:#cfe4fa;font-weight:600}
.ol-f .cnt{margin-left:auto;color:#0f6cbd;font-weight:600}
.ol-list{width:320px;flex:none;background:#fff;border-radius:6px;display:flex;flex-direction:column;overflow:hidden}
.ol-lh{height:36px;display:flex;align-items:center;gap:4px;padding:0 10px;border-bottom:1px solid #eee;flex:none}
.ol-msg{display:flex;gap:8px;padding:8px 10px;border-bottom:1px solid #f0f0f0;position:relative;width:100%}
.ol-msg.on{background:#e6f0fb}
.ol-msg.unread .s{font-weight:700}
.ol-msg.unread::before{content:"";position:absolute;left:0;top:8px;bottom:8px;width:3px;background:#0f6cbd}
.ol-mt{flex:1;min-width:0}
.ol-mt div{white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.ol-mt .sub{color:#0f6cbd;font-size:12px}
.ol-mt .pv{color:#616161;font-size:11.5px}
.ol-read{flex:1;background:#fff;border-radius:6px;padding:16px 20px;overflow:hidden;min-width:0}
.ol-read h2{font-size:17px;font-weight:600;margin:0 0 12px}
.ol-rhead{display:flex;align-items:center;gap:10px;margin-bottom:14px}
.ol-ract{margin-left:auto;display:flex;gap:2px}
.ol-ract .ib{width:28px;height:28px;color:#424242}
.ol-read p{margin:0 0 10px;line-height:1.5;font-size:12.5px}
.ol-att{display:inline-flex;align-items:center;gap:8px;border:1px solid #ddd;border-radius:4px;padding:6px 10px;margin-bottom:12px}
"""

# --- shared pieces ------------------------------------------------------------------------------


def mac_office_title(p: str, color: str, fname: str, app: str) -> str:
    return (f'<div class="of-title" style="background:{color}">{traffic(p)}'
            f'<span class="of-auto">AutoSave {toggle(False)}</span>'
            + ib("home", "Go to the Home screen.", f"{p}.home", size=16)
            + ib("save", "Save the document.", f"{p}.save", size=16)
            + ib("undo", "Undo the last change.", f"{p}.undo", size=16)
            + ib("redo", "Redo the last undone action.", f"{p}.redo", size=16)
            + ib("more_h", "Customize the Quick Access Toolbar.", f"{p}.qat", size=16)
            + f'<span class="of-fn">{esc(fname)}{ic("chev_down", 12)}</span><span class="flex1"></span>'
            + cand(f"Search in {app}.", "other", f"{p}.search", ic("search", 14) + "<span>Search (Cmd + Ctrl + U)</span>",
                   cls="of-srch", label="Search")
            + ib("smile", "Send feedback to Microsoft.", f"{p}.feedback", size=16)
            + cand("Open your account settings.", "icon", f"{p}.account", avatar("JD", "#6b4fbb", 24), cls="ib", label="Account")
            + "</div>")


def ribbon_tabs(p: str, tabs, active: str, right: str = "") -> str:
    return ('<div class="of-tabs">' + "".join(
        tb(t, f"Switch to the {t} tab.", f"{p}.rt.{slug(t)}", cls=f"tb of-tab{' on' if t == active else ''}") for t in tabs)
        + f'<div class="of-share">{right}</div></div>')


def share_buttons(p: str) -> str:
    return (cand("Open the comments pane.", "other", f"{p}.comments", ic("comment", 14) + "Comments", cls="of-btn", label="Comments")
            + cand("Share the document.", "other", f"{p}.share", ic("share_up", 14) + "Share", cls="of-btn pri", label="Share"))


def big(p, icon, label, intent, key, color="#333"):
    return cand(intent, "other", f"{p}.{key}", ic(icon, 26, color, 1.5) + f"<span>{esc(label)}</span>", cls="of-big", label=label)


def zoom_controls(p: str, pct: int) -> str:
    pos = min(100, max(0, (pct - 10) / 390 * 100 + 20))
    return ('<div class="of-zoom">'
            + cand("Zoom out.", "other", f"{p}.zoomout", ic("minus", 12, sw=2), cls="of-zb", label="Zoom out")
            + cand("Adjust the zoom slider.", "other", f"{p}.zoomslider", f'<i style="left:{pos:.0f}%"></i>', cls="of-zs", label="Zoom")
            + cand("Zoom in.", "other", f"{p}.zoomin", ic("plus", 12, sw=2), cls="of-zb", label="Zoom in")
            + cand("Open the Zoom dialog.", "text", f"{p}.zoompct", f"{pct}%", cls="tb", label="Zoom level")
            + '</div>')


def font_group(p: str, font: str, size: int, extra=()) -> str:
    return ('<div class="of-grp">'
            + '<div class="of-r" style="gap:4px">'
            + cand("Change the font.", "other", f"{p}.font", f'<span>{esc(font)}</span>{ic("chev_down", 10)}', cls="of-dd", style="width:128px", label="Font")
            + cand("Change the font size.", "other", f"{p}.fontsize", f'<span>{size}</span>{ic("chev_down", 10)}', cls="of-dd", style="width:48px", label="Font size")
            + ib("text_size", "Increase the font size.", f"{p}.grow", size=15)
            + '</div><div class="of-r">'
            + ib("bold", "Make the selection bold.", f"{p}.bold", size=15, sw=2.4)
            + ib("italic", "Italicize the selection.", f"{p}.italic", size=15)
            + ib("underline", "Underline the selection.", f"{p}.underline", size=15)
            + "".join(extra)
            + ib("highlighter", "Highlight the selected text.", f"{p}.highlight", size=15)
            + ib("font_color", "Change the font color.", f"{p}.fontcolor", size=15, after='')
            + '</div></div>')


# --- Excel -------------------------------------------------------------------------------------------

XL_BOOKS = [
    ("Q3_Sales_Report.xlsx", ["Summary", "Products", "Regions", "Forecast"], ["Region", "Q1", "Q2", "Q3", "Q4", "Total"],
     ["North America", "Europe", "Asia Pacific", "Latin America", "Middle East", "Africa", "Nordics", "Benelux"]),
    ("IT_Service_Metrics.xlsx", ["Incidents", "Uptime", "Changes", "SLA"], ["Service", "Jan", "Feb", "Mar", "Apr", "Avg"],
     ["Email", "VPN", "Payroll", "CRM", "Wiki", "Ticketing", "Storage", "SSO"]),
    ("Budget_2025.xlsx", ["Overview", "Marketing", "Engineering", "Travel"], ["Category", "Plan", "Actual", "Variance", "Forecast", "YTD"],
     ["Salaries", "Software", "Hardware", "Events", "Contractors", "Training", "Office", "Cloud"]),
    ("Inventory_Tracker.xlsx", ["Stock", "Orders", "Suppliers", "Returns"], ["SKU", "On hand", "Reserved", "Reorder", "Cost", "Value"],
     ["BK-1042", "BK-1187", "CH-2210", "CH-2291", "DS-3305", "DS-3318", "LM-4420", "LM-4475"]),
]


def _xl_build(rng) -> str:
    p = "excel"
    fname, sheets, cols, rows = rng.choice(XL_BOOKS)
    active_tab = rng.choice(["Home", "Home", "Home", "Insert", "Data"])
    tabs = ["Home", "Insert", "Draw", "Page Layout", "Formulas", "Data", "Review", "View", "Automate"]
    band = ['<div class="of-band">',
            '<div class="of-grp h">', big(p, "paste", "Paste", "Paste from the clipboard.", "paste"),
            '<div class="col">', ib("scissors", "Cut the selection.", f"{p}.cut", size=15),
            ib("copy", "Copy the selection.", f"{p}.copy", size=15),
            ib("brush_fmt", "Use the Format Painter.", f"{p}.fmtpaint", size=15), '</div></div>',
            font_group(p, rng.choice(["Aptos Narrow", "Calibri", "Arial"]), rng.choice([11, 12, 10]),
                       extra=[ib("borders", "Add cell borders.", f"{p}.borders", size=15),
                              ib("fill_color", "Change the fill color.", f"{p}.fill", size=15)]),
            '<div class="of-grp"><div class="of-r">',
            ib("align_left", "Align text left.", f"{p}.al", size=15), ib("align_center", "Center the text.", f"{p}.ac", size=15),
            ib("align_right", "Align text right.", f"{p}.ar", size=15), ib("wrap", "Wrap the text.", f"{p}.wrap", size=15),
            '</div><div class="of-r">', ib("outdent", "Decrease the indent.", f"{p}.outdent", size=15),
            ib("indent", "Increase the indent.", f"{p}.indent", size=15),
            ib("merge", "Merge and center the cells.", f"{p}.merge", size=15), '</div></div>',
            '<div class="of-grp">',
            cand("Change the number format.", "other", f"{p}.numfmt", f'<span>{rng.choice(["General", "Number", "Currency"])}</span>{ic("chev_down", 10)}',
                 cls="of-dd", style="width:110px", label="Number format"),
            '<div class="of-r">', ib("currency", "Apply the accounting number format.", f"{p}.currency", size=15, sw=0),
            ib("percent", "Apply the percent style.", f"{p}.percent", size=15),
            ib("comma", "Apply the comma style.", f"{p}.comma", size=15, sw=0), '</div></div>',
            '<div class="of-grp h">', big(p, "colorize", "Conditional Formatting", "Open Conditional Formatting.", "condfmt"),
            big(p, "table", "Format as Table", "Format the range as a table.", "fmttable", "#107c41"),
            big(p, "grid", "Cell Styles", "Open the cell styles.", "cellstyles", "#107c41"), '</div>',
            '<div class="of-grp h">', big(p, "plus_square", "Insert", "Insert cells.", "insertcells"),
            big(p, "minus", "Delete", "Delete cells.", "deletecells"), '</div>',
            '<div class="of-grp h">', big(p, "autosum", "AutoSum", "Insert an AutoSum.", "autosum"),
            big(p, "sort", "Sort &amp; Filter", "Sort and filter the data.", "sortfilter"), '</div>',
            '</div>']
    if active_tab != "Home":
        band = ['<div class="of-band">']
        if active_tab == "Insert":
            for icon, label, key in [("table", "PivotTable", "pivot"), ("table", "Table", "table"), ("image", "Pictures", "pictures"),
                                     ("shapes", "Shapes", "shapes"), ("chart_bar", "Recommended Charts", "reccharts"),
                                     ("chart_bar", "Column", "colchart"), ("chart_line", "Line", "linechart"), ("chart_pie", "Pie", "piechart"),
                                     ("activity", "Sparklines", "sparklines"), ("filter", "Slicer", "slicer"), ("link", "Link", "link"),
                                     ("comment", "Comment", "comment"), ("textbox", "Text Box", "textbox")]:
                band.append(big(p, icon, label, f"Insert a {label.lower()}." if key not in ("pictures", "sparklines", "shapes") else f"Insert {label.lower()}.", f"ins.{key}", "#107c41" if "chart" in key else "#333"))
        else:
            for icon, label, key in [("database", "Get Data", "getdata"), ("refresh", "Refresh All", "refresh"),
                                     ("sort_az", "Sort", "sort"), ("filter", "Filter", "filter"), ("columns", "Text to Columns", "t2c"),
                                     ("check_square" if False else "check_circle", "Data Validation", "validation"),
                                     ("chart_line", "What-If Analysis", "whatif"), ("trend_up", "Forecast Sheet", "forecast"),
                                     ("layers", "Group", "group"), ("minus", "Ungroup", "ungroup"), ("sigma", "Subtotal", "subtotal")]:
                band.append(big(p, icon, label, f"Open {label}." if key not in ("sort", "filter", "group", "ungroup") else f"{label} the data.", f"data.{key}"))
        band.append("</div>")
    sel_r, sel_c = rng.randint(2, 9), rng.randint(1, 5)
    letters = "ABCDEFGHIJKLMN"
    ncol = 12
    widths = [130] + [74] * 5 + [64] * 6
    grid = ['<table><tr><th style="width:34px"></th>' + "".join(f'<th style="width:{widths[i]}px">{letters[i]}</th>' for i in range(ncol)) + "</tr>"]
    vals = {}
    data_rows = pick(rng, rows, len(rows))
    for r in range(1, 29):
        cells = []
        for c in range(ncol):
            v = ""
            cls = ""
            if r == 1 and c < len(cols):
                v = cols[c]
            elif 2 <= r <= len(data_rows) + 1 and c < len(cols):
                if c == 0:
                    v = data_rows[r - 2]
                else:
                    x = rng.randint(1200, 98000)
                    v = f"{x:,}" if cols[c] not in ("Avg",) else f"{rng.uniform(95, 99.99):.2f}%"
                    cls = "n"
            elif r == len(data_rows) + 2 and c == 0:
                v = "Total"
            if (r, c) == (sel_r, sel_c):
                cls += " sel"
                vals["sel"] = v
            cells.append(f'<td class="{cls}">{esc(v)}</td>')
        grid.append(f'<tr class="{"hd" if r == 1 else ""}"><th>{r}</th>{"".join(cells)}</tr>')
    grid.append("</table>")
    cell_ref = f"{letters[sel_c]}{sel_r}"
    fbar = ('<div class="xl-fbar">'
            + cand("Go to a cell by name.", "other", f"{p}.namebox", f'<span>{cell_ref}</span>', cls="xl-name", label="Name Box")
            + ib("x", "Cancel the cell entry.", f"{p}.fxcancel", size=13) + ib("check", "Confirm the cell entry.", f"{p}.fxok", size=13)
            + ib("fx", "Insert a function.", f"{p}.insertfn", size=16, sw=0)
            + cand("Edit the formula.", "other", f"{p}.formula", esc(f"=SUM({letters[sel_c]}2:{letters[sel_c]}9)" if rng.random() < 0.4 else vals.get("sel", "")),
                   cls="xl-fx", label="Formula bar") + "</div>")
    act = rng.randrange(len(sheets))
    sh = ('<div class="xl-sheets">' + ib("chev_left", "Scroll to the previous sheet.", f"{p}.sheetprev", size=12)
          + ib("chev_right", "Scroll to the next sheet.", f"{p}.sheetnext", size=12)
          + "".join(tb(s, f"Open the {s} sheet.", f"{p}.sheet.{slug(s)}", cls=f"tb xl-st{' on' if i == act else ''}") for i, s in enumerate(sheets))
          + ib("plus", "Add a new sheet.", f"{p}.addsheet", size=14) + "</div>")
    status = ('<div class="of-status"><span>Ready</span>'
              + cand("Check accessibility.", "other", f"{p}.access", ic("user", 12) + "Accessibility: Good to go", cls="tb", label="Accessibility")
              + '<span class="flex1"></span>'
              + (f'<span>Sum: {rng.randint(20000, 400000):,}</span>' if rng.random() < 0.5 else "")
              + ib("table", "Switch to Normal view.", f"{p}.vnormal", size=13, style="height:20px") + ib("file_text", "Switch to Page Layout view.", f"{p}.vlayout", size=13, style="height:20px")
              + ib("columns", "Switch to Page Break Preview.", f"{p}.vbreak", size=13, style="height:20px")
              + zoom_controls(p, rng.choice([100, 110, 125, 90])) + "</div>")
    window = (f'<div class="of" style="--acc:#107c41">{mac_office_title(p, "#107c41", fname, "Excel")}'
              + ribbon_tabs(p, tabs, active_tab, share_buttons(p)) + "".join(band) + fbar
              + f'<div class="xl-grid">{"".join(grid)}</div>{sh}{status}</div>')
    return frame_mac(p, rng, window, app_name="Excel", menus=["File", "Edit", "View", "Insert", "Format", "Tools", "Data", "Window", "Help"])


# --- Word ----------------------------------------------------------------------------------------------

WD_DOCS = [
    ("Project_Kickoff_Notes.docx", "Project Kickoff Notes", [
        ("Goals", "The Atlas migration moves the billing service and its reporting jobs to the new cluster before the end of the quarter. Success means no customer-visible downtime and a rollback path for every step."),
        ("Timeline", "Discovery runs through the first two weeks, followed by a staged cut-over of read traffic. Write traffic moves once the shadow comparison has been clean for five consecutive days."),
        ("Owners", "Platform owns the cluster and network policy, Billing owns the data migration scripts, and Support prepares the customer notice and the internal runbook.")]),
    ("Grant_Proposal_Draft.docx", "Community Garden Grant Proposal", [
        ("Summary", "We request funding to convert the vacant lot on Elm Street into a shared vegetable garden with twenty raised beds, a tool shed and a rainwater collection system."),
        ("Budget", "Materials account for most of the request. Volunteers from the neighbourhood association will provide labour, and the city has offered free soil deliveries in spring."),
        ("Impact", "The garden will supply fresh produce to the food pantry and host weekend workshops for schools, seniors and new gardeners.")]),
    ("Quarterly_Newsletter.docx", "Spring Newsletter", [
        ("From the Director", "This quarter we opened the new reading room, welcomed three new staff members and passed ten thousand library card holders for the first time."),
        ("Upcoming Events", "Join us for the author talk series every second Thursday, the children's science fair in May and the used book sale on the front lawn."),
        ("Volunteer Spotlight", "Margaret has sorted donations every Tuesday morning for eleven years. Her careful work keeps our shelves stocked and our sale tables organised.")]),
]


def _wd_build(rng) -> str:
    p = "word"
    fname, title, secs = rng.choice(WD_DOCS)
    active_tab = rng.choice(["Home", "Home", "Home", "Insert", "Layout"])
    tabs = ["Home", "Insert", "Draw", "Design", "Layout", "References", "Mailings", "Review", "View"]
    if active_tab == "Home":
        band = ('<div class="of-band">'
                + '<div class="of-grp h">' + big(p, "paste", "Paste", "Paste from the clipboard.", "paste")
                + '<div class="col">' + ib("scissors", "Cut the selection.", f"{p}.cut", size=15) + ib("copy", "Copy the selection.", f"{p}.copy", size=15)
                + ib("brush_fmt", "Use the Format Painter.", f"{p}.fmtpaint", size=15) + '</div></div>'
                + font_group(p, rng.choice(["Aptos", "Calibri", "Times New Roman", "Georgia"]), rng.choice([11, 12, 14]),
                             extra=[ib("strike", "Strike through the selection.", f"{p}.strike", size=15)])
                + '<div class="of-grp"><div class="of-r">'
                + ib("list_bullets", "Start a bulleted list.", f"{p}.bullets", size=15)
                + ib("list_numbers", "Start a numbered list.", f"{p}.numbering", size=15)
                + ib("outdent", "Decrease the indent.", f"{p}.outdent", size=15) + ib("indent", "Increase the indent.", f"{p}.indent", size=15)
                + ib("sort_az", "Sort the selected paragraphs.", f"{p}.sort", size=15)
                + ib("pilcrow", "Show paragraph marks.", f"{p}.pilcrow", size=15)
                + '</div><div class="of-r">'
                + ib("align_left", "Align text left.", f"{p}.al", size=15) + ib("align_center", "Center the text.", f"{p}.ac", size=15)
                + ib("align_right", "Align text right.", f"{p}.ar", size=15) + ib("justify", "Justify the text.", f"{p}.just", size=15)
                + ib("list", "Change the line spacing.", f"{p}.spacing", size=15)
                + '</div></div>'
                + '<div class="of-grp h"><div class="of-sty">'
                + "".join(cand(f"Apply the {s} style.", "text", f"{p}.style.{slug(s)}", f'<b style="{css}">AaBbCc</b><span>{s}</span>', cls="of-styi", label=s)
                          for s, css in [("Normal", ""), ("No Spacing", ""), ("Heading 1", "color:#2e74b5;font-family:Liberation Sans"),
                                         ("Heading 2", "color:#2e74b5;font-size:14px;font-family:Liberation Sans"), ("Title", "font-size:18px")])
                + '</div>' + ib("chev_down", "Show more styles.", f"{p}.stylesmore", size=14) + '</div>'
                + '<div class="of-grp h">' + big(p, "sliders", "Styles Pane", "Open the Styles Pane.", "stylespane")
                + big(p, "mic", "Dictate", "Start dictation.", "dictate") + big(p, "spell", "Editor", "Open the Editor.", "editor")
                + '</div></div>')
    else:
        items = ([("file", "Cover Page"), ("file_plus", "Blank Page"), ("minus", "Page Break"), ("table", "Table"), ("image", "Pictures"),
                  ("shapes", "Shapes"), ("sparkle", "Icons"), ("chart_bar", "Chart"), ("link", "Link"), ("comment", "Comment"),
                  ("file_text", "Header"), ("file_text", "Footer"), ("textbox", "Text Box")] if active_tab == "Insert" else
                 [("columns", "Margins"), ("rotate", "Orientation"), ("file", "Size"), ("columns", "Columns"), ("minus", "Breaks"),
                  ("list_numbers", "Line Numbers"), ("text_size", "Hyphenation"), ("indent", "Indent"), ("list", "Spacing"),
                  ("layers", "Arrange"), ("align_center", "Align"), ("grid", "Group")])
        band = '<div class="of-band">' + "".join(
            big(p, i, l, (f"Insert a {l.lower()}." if active_tab == "Insert" else f"Change the {l.lower()}."), f"{active_tab.lower()}.{slug(l)}")
            for i, l in items) + "</div>"
    nav = ""
    if rng.random() < 0.5:
        nav = ('<div class="wd-nav"><div style="font-weight:600;margin-bottom:8px">Navigation</div>'
               + tb(title, f"Go to the {title} heading.", f"{p}.nav.title", cls="tb on")
               + "".join(tb(h, f"Go to the {h} section.", f"{p}.nav.{slug(h)}", cls="tb", style="padding-left:18px") for h, _ in secs)
               + "</div>")
    body = f"<h1>{esc(title)}</h1>" + "".join(f"<h2>{esc(h)}</h2><p>{esc(t)}</p>" for h, t in secs)
    words = sum(len(t.split()) for _, t in secs) + rng.randint(300, 1200)
    pages = rng.randint(2, 6)
    status = ('<div class="of-status">'
              + cand("Go to a page.", "text", f"{p}.pagecount", f"Page 1 of {pages}", cls="tb", label="Page")
              + cand("Show the word count.", "text", f"{p}.wordcount", f"{words:,} words", cls="tb", label="Word count")
              + cand("Check the spelling and grammar.", "icon", f"{p}.proof", ic("spell", 14), cls="ib", style="width:20px;height:20px", label="Proofing")
              + cand("Change the proofing language.", "text", f"{p}.lang", "English (United States)", cls="tb", label="Language")
              + cand("Check accessibility.", "other", f"{p}.access", ic("user", 12) + "Accessibility: Investigate", cls="tb", label="Accessibility")
              + '<span class="flex1"></span>'
              + cand("Turn on Focus mode.", "other", f"{p}.focus", ic("eye", 13) + "Focus", cls="tb", label="Focus")
              + ib("file_text", "Switch to Print Layout.", f"{p}.vprint", size=13, style="height:20px") + ib("globe", "Switch to Web Layout.", f"{p}.vweb", size=13, style="height:20px")
              + zoom_controls(p, rng.choice([100, 110, 120, 90])) + "</div>")
    window = (f'<div class="of" style="--acc:#185abd">{mac_office_title(p, "#185abd", fname, "Word")}'
              + ribbon_tabs(p, tabs, active_tab, share_buttons(p)) + band
              + f'<div class="row" style="flex:1;min-height:0;align-items:stretch">{nav}<div class="wd-canvas"><div class="wd-page">{body}</div></div></div>'
              + status + "</div>")
    return frame_mac(p, rng, window, app_name="Word", menus=["File", "Edit", "View", "Insert", "Format", "Tools", "Table", "Window", "Help"])


# --- Outlook ----------------------------------------------------------------------------------------------

MAIL = [
    ("Quarterly Results", "Please find the Q3 deck attached. Highlights on slide 4, risks on slide 9."),
    ("Design Review", "Moved to Thursday 2pm in the Orion room. Bring the updated wireframes."),
    ("Renewal terms updated", "Legal signed off on the new renewal clause; the contract goes out Monday."),
    ("Invoice INV-20931", "Attached is the invoice for October services. Payment terms are net 30."),
    ("Offsite agenda", "Here is the draft agenda for the March offsite. Comments welcome by Friday."),
    ("Re: Hiring plan", "Agree with adding a second data engineer in Q2; I will update the sheet."),
    ("Welcome aboard!", "Your laptop ships today. IT will reach out to schedule the setup call."),
    ("Server maintenance window", "Patching starts Saturday 22:00 UTC and should finish by 02:00."),
    ("Lunch & learn: Rust", "Join us Wednesday for a 45-minute intro to Rust. Pizza provided."),
    ("Expense report approved", "Your expense report ER-5512 has been approved and will be reimbursed."),
]
FOLDERS = ["Inbox", "Drafts", "Sent Items", "Deleted Items", "Junk Email", "Archive", "Notes", "Invoices", "Conversation History"]


def _ol_build(rng) -> str:
    p = "outlook"
    people = pick(rng, PEOPLE, 8)
    mails = pick(rng, MAIL, 7)
    active = rng.randrange(3)
    top = ('<div class="ol-top">'
           + ib("apps", "Open the app launcher.", f"{p}.launcher", size=16)
           + '<span style="font-size:15px;font-weight:600">Outlook</span>'
           + cand("Search mail.", "other", f"{p}.search", ic("search", 15) + "<span>Search</span>", cls="ol-srch", label="Search")
           + '<span class="flex1"></span>'
           + ib("video", "Meet now.", f"{p}.meetnow", size=16) + ib("bell", "Show notifications.", f"{p}.notif", size=16)
           + ib("settings", "Open settings.", f"{p}.settings", size=16) + ib("lightbulb", "Show tips.", f"{p}.tips", size=16)
           + cand("Open your account manager.", "icon", f"{p}.account", avatar("JD", "#8a3ffc", 28), cls="ib", label="Account")
           + win_controls(p, dark=True, h=44) + "</div>")
    rail = ('<div class="ol-rail">' + "".join(
        ib(i, f"Open {n}.", f"{p}.rail.{slug(n)}", size=20, cls=f"ib{' on' if n == 'Mail' else ''}")
        for i, n in [("mail", "Mail"), ("calendar", "Calendar"), ("users", "People"), ("users", "Groups"), ("check_circle", "To Do"),
                     ("cloud", "OneDrive"), ("apps", "More apps")]) + "</div>")
    tabs = ('<div class="ol-tabs">' + ib("menu", "Hide the navigation pane.", f"{p}.navtoggle", size=16)
            + "".join(tb(t, f"Switch to the {t} tab.", f"{p}.tab.{slug(t)}", cls=f"tb ol-tab{' on' if t == 'Home' else ''}") for t in ("Home", "View", "Help"))
            + "</div>")
    rib = ('<div class="ol-rib">'
           + cand("Write a new email.", "other", f"{p}.new", ic("edit", 15) + "New mail", cls="ol-rb ol-new", label="New mail")
           + '<span class="ol-sep"></span>'
           + ib("trash", "Delete the message.", f"{p}.delete", size=16) + ib("archive", "Archive the message.", f"{p}.archive", size=16)
           + ib("shield", "Report the message.", f"{p}.report", size=16) + ib("broom", "Sweep messages from this sender.", f"{p}.sweep", size=16)
           + cand("Move the message to a folder.", "other", f"{p}.moveto", ic("folder", 15) + "Move to", cls="ol-rb", label="Move to")
           + '<span class="ol-sep"></span>'
           + ib("reply", "Reply to the sender.", f"{p}.reply", size=16) + ib("reply_all", "Reply to all recipients.", f"{p}.replyall", size=16)
           + ib("forward", "Forward the message.", f"{p}.forward", size=16)
           + '<span class="ol-sep"></span>'
           + ib("tag", "Categorize the message.", f"{p}.categorize", size=16) + ib("flag", "Flag the message for follow-up.", f"{p}.flag", size=16)
           + ib("pin", "Pin the message.", f"{p}.pin", size=16) + ib("clock", "Snooze the message.", f"{p}.snooze", size=16)
           + cand("Mark the message as read or unread.", "other", f"{p}.readunread", ic("mail", 15) + "Read / Unread", cls="ol-rb", label="Read / Unread")
           + ib("undo", "Undo the last action.", f"{p}.undo", size=16)
           + "</div>")
    fold_on = rng.choice(["Inbox", "Inbox", "Sent Items", "Drafts"])
    counts = {"Inbox": rng.randint(3, 40), "Junk Email": rng.randint(1, 9), "Drafts": rng.randint(1, 5)}
    folders = ['<div class="ol-folders"><div class="ol-fh">' + ic("chev_down", 12) + "Favorites</div>"]
    for f in ("Inbox", "Sent Items", "Drafts"):
        folders.append(cand(f"Open {f} from Favorites.", "text", f"{p}.fav.{slug(f)}",
                            f'{ic("inbox" if f == "Inbox" else "send" if f == "Sent Items" else "file_text", 15)}<span>{f}</span>'
                            + (f'<span class="cnt">{counts[f]}</span>' if f in counts else ""), cls="ol-f", label=f))
    acct = rng.choice(["jordan.diaz@contoso.com", "j.diaz@northwind.io", "jdiaz@fabrikam.org"])
    folders.append(f'<div class="ol-fh" style="margin-top:6px">{ic("chev_down", 12)}<span class="ell">{acct}</span></div>')
    for f in FOLDERS:
        on = " on" if f == fold_on else ""
        icon = {"Inbox": "inbox", "Drafts": "file_text", "Sent Items": "send", "Deleted Items": "trash", "Junk Email": "alert",
                "Archive": "archive", "Notes": "file", "Invoices": "folder", "Conversation History": "folder"}[f]
        folders.append(cand(f"Open the {f} folder.", "text", f"{p}.fold.{slug(f)}", f'{ic(icon, 15)}<span>{f}</span>'
                            + (f'<span class="cnt">{counts[f]}</span>' if f in counts else ""), cls=f"ol-f{on}", label=f))
    folders.append("</div>")
    lst = ['<div class="ol-list"><div class="ol-lh">'
           + tb("Focused", "Show focused messages.", f"{p}.focused", cls="tb ol-tab on", style="font-size:12.5px")
           + tb("Other", "Show other messages.", f"{p}.other", cls="tb ol-tab", style="font-size:12.5px")
           + '<span class="flex1"></span>' + ib("check_square" if False else "check_circle", "Select messages.", f"{p}.select", size=15)
           + ib("filter", "Filter the message list.", f"{p}.filter", size=15) + "</div>"]
    times = ["9:41 AM", "9:12 AM", "8:05 AM", "Yesterday", "Mon", "Sun", "Fri", "Thu"]
    for i, (subj, pv) in enumerate(mails):
        who = people[i]
        unread = i < 2 and rng.random() < 0.8
        lst.append(cand(f"Open {subj}.", "text", f"{p}.msg.{i}",
                        avatar(initials(who), COLORS[i % len(COLORS)], 32)
                        + f'<div class="ol-mt"><div class="row"><span class="s">{esc(who)}</span><span class="flex1"></span><span style="color:#616161;font-size:11px">{times[i]}</span></div>'
                          f'<div class="sub">{esc(subj)}</div><div class="pv">{esc(pv)}</div></div>',
                        cls=f"ol-msg{' on' if i == active else ''}{' unread' if unread else ''}", label=subj))
    lst.append("</div>")
    subj, pv = mails[active]
    who = people[active]
    read = ('<div class="ol-read"><h2>' + esc(subj) + '</h2><div class="ol-rhead">' + avatar(initials(who), COLORS[active % len(COLORS)], 36)
            + f'<div><div style="font-weight:600">{esc(who)}</div><div style="color:#616161;font-size:11.5px">To: You; {esc(people[7])}</div></div>'
            + '<div class="ol-ract">' + ib("smile", "React to the message.", f"{p}.react", size=16)
            + ib("reply", "Reply from the reading pane.", f"{p}.rp.reply", size=16)
            + ib("reply_all", "Reply all from the reading pane.", f"{p}.rp.replyall", size=16)
            + ib("forward", "Forward from the reading pane.", f"{p}.rp.forward", size=16)
            + ib("more_h", "Show more message actions.", f"{p}.rp.more", size=16) + "</div></div>"
            + (cand("Open the attachment.", "other", f"{p}.attach", ic("file_text", 18, "#c43e1c") + f'<div><div>{esc(slug(subj))}.pdf</div><div style="color:#777;font-size:11px">{rng.randint(120, 900)} KB</div></div>',
                    cls="ol-att", label="Attachment") if rng.random() < 0.6 else "")
            + f"<p>Hi team,</p><p>{esc(pv)}</p><p>Let me know if anything is missing before we share it more widely.</p><p>Thanks,<br>{esc(who.split()[0])}</p></div>")
    window = (f'<div class="ol">{top}<div class="ol-main">{rail}<div class="ol-body">{tabs}{rib}'
              f'<div class="ol-cols">{"".join(folders)}{"".join(lst)}{read}</div></div></div></div>')
    return frame_windows(p, rng, window, app_logo="outlook", app_name="Microsoft Outlook")


APPS = [
    AppSpec("Microsoft Excel (Office 365)", "excel", "office", "macOS Sonoma", _xl_build, CSS, "pro_apps/office.py"),
    AppSpec("Microsoft Word (Office 365)", "word", "office", "macOS Sonoma", _wd_build, CSS, "pro_apps/office.py"),
    AppSpec("Microsoft Outlook", "outlook", "office", "Windows 11", _ol_build, CSS, "pro_apps/office.py"),
]
