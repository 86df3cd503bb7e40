"""Scientific: MATLAB R2022b (Windows 11) and RStudio (macOS)."""
from __future__ import annotations

from igg.tasks.pointerbench.generate.pro_apps.code import highlight
from igg.tasks.pointerbench.generate.pro_apps.kit import (cand, esc, frame_mac, frame_windows, ib, ic, logo, mac_titlebar, slug,
                                            tb, win_titlebar)
from igg.tasks.pointerbench.generate.pro_apps.spec import AppSpec

CSS = """
.ml{flex:1;display:flex;flex-direction:column;min-height:0;background:#f5f5f5;color:#1a1a1a;font-size:11.5px}
.ml .ib{width:24px;height:24px;color:#333;border-radius:2px}
.ml-tabs{height:28px;flex:none;display:flex;align-items:flex-end;gap:1px;background:#16589e;padding-left:4px}
.ml-tab{height:26px;padding:0 14px;color:#fff;font-weight:600;font-size:11.5px;letter-spacing:.3px}
.ml-tab.on{background:#f5f5f5;color:#16589e}
.ml-qat{margin-left:auto;align-self:center;display:flex;align-items:center;gap:1px;padding-right:6px}
.ml-qat .ib{color:#fff;width:22px;height:22px}
.ml-doc{width:180px;height:20px;border-radius:2px;background:#fff;display:flex;align-items:center;gap:4px;padding:0 6px;color:#777;margin-left:6px}
.ml-strip{height:92px;flex:none;display:flex;background:#f5f5f5;border-bottom:1px solid #cfcfcf}
.ml-sec{display:flex;flex-direction:column;border-right:1px solid #d6d6d6}
.ml-sb{flex:1;display:flex;align-items:flex-start;gap:2px;padding:4px 4px 0}
.ml-sl{height:16px;text-align:center;font-size:10px;color:#666;letter-spacing:.4px}
.ml-big{display:inline-flex;flex-direction:column;align-items:center;gap:2px;width:54px;height:66px;padding-top:2px;text-align:center;line-height:1.1;font-size:11px}
.ml-sm{display:inline-flex;align-items:center;gap:4px;height:21px;padding:0 4px;white-space:nowrap;font-size:11px}
.ml-addr{height:28px;flex:none;display:flex;align-items:center;gap:2px;padding:0 4px;background:#fff;border-bottom:1px solid #d0d0d0}
.ml-path{flex:1;height:22px;border:1px solid #c4c4c4;display:flex;align-items:center;gap:3px;padding:0 6px;white-space:nowrap;overflow:hidden}
.ml-main{flex:1;display:flex;min-height:0;gap:3px;padding:3px;background:#d6d6d6}
.ml-pn{background:#fff;display:flex;flex-direction:column;overflow:hidden}
.ml-ph{height:24px;flex:none;display:flex;align-items:center;gap:4px;padding:0 4px 0 8px;background:#e8eef6;font-weight:600;border-bottom:1px solid #cfd8e3}
.ml-row{height:19px;display:flex;align-items:center;gap:5px;padding:0 6px;white-space:nowrap;width:100%}
.ml-row.on{background:#cfe0f5}
.ml-code{font-family:"DejaVu Sans Mono",monospace;font-size:12px;line-height:17px;white-space:pre;overflow:hidden;flex:1;padding:2px 0}
.ml-status{height:22px;flex:none;display:flex;align-items:center;padding:0 8px;background:#f0f0f0;border-top:1px solid #cfcfcf;font-size:11px;gap:16px}
/* rstudio */
.rs{flex:1;display:flex;flex-direction:column;min-height:0;background:#e1e6ed;color:#1f1f1f;font-size:12px}
.rs .ib{width:24px;height:24px;color:#444;border-radius:3px}
.rs-tb{height:32px;flex:none;display:flex;align-items:center;gap:2px;padding:0 6px;background:#f3f5f8;border-bottom:1px solid #cdd3dc}
.rs-go{width:200px;height:22px;border:1px solid #c4cad3;border-radius:3px;background:#fff;display:flex;align-items:center;gap:4px;padding:0 6px;color:#888;margin:0 6px}
.rs-main{flex:1;display:grid;grid-template-columns:1fr 1fr;grid-template-rows:1fr 1fr;gap:5px;padding:5px;min-height:0}
.rs-pane{background:#fff;border:1px solid #c4cad3;border-radius:3px;display:flex;flex-direction:column;overflow:hidden}
.rs-tabs{height:26px;flex:none;display:flex;align-items:stretch;background:#eceff3;border-bottom:1px solid #cdd3dc}
.rs-tab{display:flex;align-items:center;gap:5px;padding:0 10px;color:#555;border-right:1px solid #dde1e7}
.rs-tab.on{background:#fff;color:#111}
.rs-ptb{height:28px;flex:none;display:flex;align-items:center;gap:2px;padding:0 4px;border-bottom:1px solid #e6e9ee}
.rs-btn{display:inline-flex;align-items:center;gap:4px;height:22px;padding:0 6px;border-radius:3px;white-space:nowrap}
.rs-code{flex:1;display:flex;overflow:hidden;font-family:"DejaVu Sans Mono",monospace;font-size:12px;line-height:17px}
.rs-gut{width:34px;text-align:right;padding-right:8px;color:#999;flex:none;background:#f6f7f9}
.rs-src{flex:1;white-space:pre;padding-left:6px;overflow:hidden}
.rs-env{display:flex;align-items:center;height:22px;padding:0 8px;border-bottom:1px solid #f0f0f0;gap:8px;width:100%}
.rs-env b{font-weight:600;width:110px;flex:none}
.rs-envh{height:20px;background:#eef1f5;font-weight:600;padding:0 8px;display:flex;align-items:center;color:#444}
"""

# --- MATLAB -----------------------------------------------------------------------------------------------

ML_FILES = [("analyze_signal.m", "m"), ("load_sensors.m", "m"), ("results.mat", "mat"), ("spectrum.fig", "fig"), ("sensor_log.csv", "csv"),
            ("filter_design.mlx", "mlx"), ("README.txt", "txt"), ("helpers", "dir"), ("data", "dir")]
ML_SCRIPT = """% Analyze vibration data from the test rig
data = readtable("sensor_log.csv");
fs = 1000;                     % sample rate in Hz
t = (0:height(data)-1) / fs;
x = data.accel_z - mean(data.accel_z);

% band-pass filter 5-120 Hz
[b, a] = butter(4, [5 120] / (fs/2), "bandpass");
y = filtfilt(b, a, x);

figure;
plot(t, y);
xlabel("Time (s)");
ylabel("Acceleration (m/s^2)");
title("Filtered vertical acceleration");
rmsValue = rms(y)"""


def _matlab(rng) -> str:
    p = "matlab"
    tab = rng.choice(["HOME", "HOME", "PLOTS", "EDITOR"])
    tabs = ('<div class="ml-tabs">' + "".join(tb(t, f"Switch to the {t.title()} tab.", f"{p}.tab.{t.lower()}", cls=f"tb ml-tab{' on' if t == tab else ''}")
                                            for t in ("HOME", "PLOTS", "APPS", "EDITOR", "PUBLISH", "VIEW"))
            + '<div class="ml-qat">' + ib("save", "Save the file.", f"{p}.qat.save", size=13) + ib("scissors", "Cut the selection.", f"{p}.qat.cut", size=13)
            + ib("copy", "Copy the selection.", f"{p}.qat.copy", size=13) + ib("paste", "Paste.", f"{p}.qat.paste", size=13)
            + ib("undo", "Undo the last action.", f"{p}.qat.undo", size=13) + ib("redo", "Redo the last action.", f"{p}.qat.redo", size=13)
            + ib("layout", "Switch windows.", f"{p}.qat.switch", size=13) + ib("help", "Open the help browser.", f"{p}.qat.help", size=13)
            + cand("Search the documentation.", "other", f"{p}.docsearch", "<span>Search Documentation</span>" + ic("search", 11), cls="ml-doc", label="Search Documentation")
            + ib("bell", "Show notifications.", f"{p}.notif", size=13) + tb("Sign In", "Sign in to your MathWorks account.", f"{p}.signin", cls="tb", style="color:#fff;padding:0 6px") + "</div></div>")

    def big(icon, label, intent, key, color="#16589e"):
        return cand(intent, "other", f"{p}.b.{key}", ic(icon, 24, color, 1.5) + f"<span>{esc(label)}</span>", cls="ml-big", label=label)

    def sm(icon, label, intent, key):
        return cand(intent, "other", f"{p}.s.{key}", ic(icon, 13, "#16589e") + esc(label), cls="ml-sm", label=label)

    def sec(name, body):
        return f'<div class="ml-sec"><div class="ml-sb">{body}</div><div class="ml-sl">{name}</div></div>'

    if tab in ("HOME", "APPS"):
        strip = (sec("FILE", big("file_plus", "New Script", "Create a new script.", "newscript") + big("file_text", "New Live Script", "Create a new live script.", "newlive")
                     + big("plus_square", "New", "Create a new file.", "new") + big("folder_open", "Open", "Open a file.", "open", "#c49b2a")
                     + '<div class="col">' + sm("search", "Find Files", "Find files.", "findfiles") + sm("columns", "Compare", "Compare two files.", "compare") + "</div>")
                 + sec("VARIABLE", big("download", "Import Data", "Import data.", "import") + big("broom", "Clean Data", "Clean the data.", "clean")
                       + '<div class="col">' + sm("plus", "New Variable", "Create a new variable.", "newvar") + sm("table", "Open Variable", "Open a variable.", "openvar")
                       + sm("save", "Save Workspace", "Save the workspace.", "saveworkspace") + "</div>")
                 + sec("CODE", '<div class="col">' + sm("star", "Favorites", "Open the favorites.", "favorites") + sm("check_circle", "Analyze Code", "Analyze the code.", "analyze")
                       + sm("clock", "Run and Time", "Run and time the code.", "runtime") + "</div>")
                 + sec("SIMULINK", big("flow", "Simulink", "Open Simulink.", "simulink", "#e16737"))
                 + sec("ENVIRONMENT", big("layout", "Layout", "Change the desktop layout.", "layoutbtn") + big("settings", "Preferences", "Open the preferences.", "prefs", "#555")
                       + '<div class="col">' + sm("folder", "Set Path", "Set the path.", "setpath") + sm("cpu", "Parallel", "Open the parallel settings.", "parallel")
                       + sm("blocks", "Add-Ons", "Get add-ons.", "addons") + "</div>")
                 + sec("RESOURCES", big("help", "Help", "Open the documentation.", "helpbtn") + '<div class="col">' + sm("users", "Community", "Open MATLAB Answers.", "community")
                       + sm("message", "Request Support", "Request support.", "support") + sm("lightbulb", "Learn MATLAB", "Learn MATLAB.", "learn") + "</div>"))
    elif tab == "PLOTS":
        plots = [("chart_line", "plot"), ("chart_area", "area"), ("chart_bar", "bar"), ("chart_pie", "pie"), ("activity", "stairs"), ("grid", "histogram"),
                 ("crosshair", "scatter"), ("sliders", "stem"), ("cube", "surf"), ("layers", "mesh"), ("target", "polarplot"), ("columns", "boxchart")]
        strip = (sec("SELECTION", '<div style="width:150px;color:#777;padding:6px">Select a variable in the workspace to plot</div>')
                 + sec("PLOTS: none", "".join(cand(f"Insert a {n} plot.", "icon", f"{p}.plot.{n}", ic(i, 22, "#16589e", 1.5), cls="ib", style="width:40px;height:36px;border:1px solid #dde;background:#fff", label=n) for i, n in plots))
                 + sec("OPTIONS", '<div class="col">' + sm("file_plus", "Reuse Figure", "Reuse the current figure.", "reuse") + sm("plus_square", "New Figure", "Plot into a new figure.", "newfig") + "</div>"))
    else:
        strip = (sec("FILE", big("file_plus", "New", "Create a new file.", "new") + big("folder_open", "Open", "Open a file.", "open", "#c49b2a") + big("save", "Save", "Save the script.", "savebtn")
                     + '<div class="col">' + sm("search", "Find Files", "Find files.", "findfiles") + sm("columns", "Compare", "Compare two files.", "compare") + sm("printer", "Print", "Print the script.", "print") + "</div>")
                 + sec("NAVIGATE", '<div class="col">' + sm("arrow_right", "Go To", "Go to a line.", "goto") + sm("search", "Find", "Find text in the script.", "find") + "</div>")
                 + sec("CODE", '<div class="col">' + sm("comment", "Comment", "Comment the selected lines.", "comment") + sm("indent", "Indent", "Smart indent the code.", "indent")
                       + sm("sparkle", "Refactor", "Refactor the code.", "refactor") + "</div>")
                 + sec("ANALYZE", big("check_circle", "Analyze", "Analyze the script.", "analyzebtn"))
                 + sec("SECTION", '<div class="col">' + sm("plus", "Section Break", "Insert a section break.", "secbreak") + sm("play_o", "Run and Advance", "Run and advance.", "runadvance")
                       + sm("step_fwd", "Run to End", "Run to the end.", "runend") + "</div>")
                 + sec("RUN", big("play", "Run", "Run the script.", "run", "#2a9a3a") + big("step_over", "Step", "Step through the script.", "step") + big("stop_sq", "Stop", "Stop the script.", "stopbtn", None)))
    strip = f'<div class="ml-strip">{strip}</div>'
    proj = rng.choice(["vibration_study", "thermal_model", "eeg_pipeline", "control_design"])
    addr = ('<div class="ml-addr">' + ib("arrow_left", "Go back.", f"{p}.addr.back", size=14) + ib("arrow_right", "Go forward.", f"{p}.addr.fwd", size=14)
            + ib("arrow_up", "Go up one level.", f"{p}.addr.up", size=14) + ib("folder_open", "Browse for a folder.", f"{p}.addr.browse", size=14, color="#c49b2a")
            + cand("Edit the current folder path.", "other", f"{p}.addr.path", f"C: {ic('chev_right', 9)} Users {ic('chev_right', 9)} lab {ic('chev_right', 9)} Documents {ic('chev_right', 9)} MATLAB {ic('chev_right', 9)} {esc(proj)}", cls="ml-path", label="Path")
            + ib("search", "Search the current folder.", f"{p}.addr.search", size=14) + "</div>")
    files = ML_FILES[:]
    sel = rng.randrange(len(files))
    cur = ['<div class="ml-pn" style="width:220px"><div class="ml-ph">Current Folder<span class="flex1"></span>'
           + ib("chev_down", "Show the Current Folder actions.", f"{p}.cf.actions", size=12, style="width:18px;height:18px") + "</div>"
           + '<div class="ml-row" style="color:#666;border-bottom:1px solid #e5e5e5">Name ▴</div>']
    for i, (f, kind) in enumerate(files):
        icon = {"m": ("file_text", "#c45c00"), "mat": ("database", "#2e6ba7"), "fig": ("chart_line", "#2e6ba7"), "csv": ("table", "#107c41"),
                "mlx": ("file_text", "#16589e"), "txt": ("file", "#666"), "dir": ("folder", "#c49b2a")}[kind]
        cur.append(cand(f"Open {f} from the current folder." if kind != "dir" else f"Open the {f} folder.", "text", f"{p}.cf.{slug(f)}",
                        ic(icon[0], 14, icon[1]) + esc(f), cls=f"ml-row{' on' if i == sel else ''}", label=f))
    cur.append(f'<div class="flex1"></div><div class="ml-ph" style="font-weight:400">Details</div><div style="height:60px;padding:6px;color:#666">Select a file to view details</div></div>')
    code_lines = ML_SCRIPT.split("\n")
    ed = ('<div class="ml-pn" style="flex:1"><div class="ml-ph" style="background:#fff;gap:0">'
          + tb("analyze_signal.m", "Switch to analyze_signal.m.", f"{p}.ed.tab1", cls="tb", style="padding:0 8px;background:#e8eef6;height:24px")
          + ib("x", "Close analyze_signal.m.", f"{p}.ed.close1", size=10, style="width:16px;height:16px")
          + tb("load_sensors.m", "Switch to load_sensors.m.", f"{p}.ed.tab2", cls="tb", style="padding:0 8px;height:24px;font-weight:400")
          + ib("plus", "Open a new editor tab.", f"{p}.ed.newtab", size=11) + "</div>"
          + '<div class="ml-code" style="height:190px;flex:none">' + "".join(f'<div><span style="color:#999;display:inline-block;width:30px;text-align:right;padding-right:8px">{i + 1}</span>{highlight(l, "matlab", "light")}</div>' for i, l in enumerate(code_lines)) + "</div>"
          + '<div class="ml-ph">Command Window<span class="flex1"></span>' + ib("chev_down", "Show the Command Window actions.", f"{p}.cw.actions", size=12, style="width:18px;height:18px") + "</div>"
          + '<div class="ml-code" style="padding-left:8px">' + esc(f">> analyze_signal\n\nrmsValue =\n\n    {rng.uniform(0.1, 3):.4f}\n\n>> size(data)\n\nans =\n\n   {rng.randint(5000, 90000)}     {rng.randint(3, 9)}\n") + "</div>"
          + cand("Enter a command.", "other", f"{p}.cw.input", '<span style="font-family:DejaVu Sans Mono">fx&nbsp;&gt;&gt;</span>', cls="ml-row", style="height:22px;border-top:1px solid #eee", label="Command line")
          + "</div>")
    vars_ = [("a", "[1,-3.1806,3.8612,-2.1122,0.4383]"), ("b", "[0.0048,0,-0.0193,0,0.0289,0,-0.0193]"), ("data", f"{rng.randint(5000, 90000)}x{rng.randint(3, 9)} table"),
             ("fs", "1000"), ("rmsValue", f"{rng.uniform(0.1, 3):.4f}"), ("t", "1x24000 double"), ("x", "24000x1 double"), ("y", "24000x1 double")]
    vsel = rng.randrange(len(vars_))
    ws = ['<div class="ml-pn" style="width:230px"><div class="ml-ph">Workspace<span class="flex1"></span>'
          + ib("chev_down", "Show the Workspace actions.", f"{p}.ws.actions", size=12, style="width:18px;height:18px") + "</div>"
          + '<div class="ml-row" style="color:#666;border-bottom:1px solid #e5e5e5"><span style="width:80px">Name ▴</span><span>Value</span></div>']
    for i, (n, v) in enumerate(vars_):
        ws.append(f'<div class="ml-row{" on" if i == vsel else ""}">'
                  + cand(f"Select the {n} variable in the workspace.", "icon", f"{p}.ws.icon.{n}", ic("table" if "table" in v else "grid", 13, "#e16737"), cls="row", label=n)
                  + cand(f"Open the {n} variable.", "text", f"{p}.ws.{n}", esc(n), cls="tb", style="width:62px", label=n)
                  + f'<span class="ell" style="color:#444">{esc(v)}</span></div>')
    ws.append("</div>")
    main = f'<div class="ml-main">{"".join(cur)}{ed}{"".join(ws)}</div>'
    status = '<div class="ml-status"><span>Ready</span><span class="flex1"></span><span>script</span><span>Ln 12  Col 1</span></div>'
    window = win_titlebar(p, "MATLAB R2022b - academic use", "matlab", h=30) + f'<div class="ml">{tabs}{strip}{addr}{main}{status}</div>'
    return frame_windows(p, rng, window, app_logo="matlab", app_name="MATLAB R2022b")


# --- RStudio ----------------------------------------------------------------------------------------------

R_SCRIPT = """library(tidyverse)
library(forecast)

trial_results <- read_csv("data/trial_results.csv")

summary_tbl <- trial_results %>%
  group_by(arm, week) %>%
  summarise(mean_score = mean(score), n = n())

fit <- lm(score ~ arm + week + age, data = trial_results)
summary(fit)

ts_scores <- ts(summary_tbl$mean_score, frequency = 4)
arima_fit <- auto.arima(ts_scores)
autoplot(forecast(arima_fit, h = 8)) +
  labs(title = "ARIMA forecast", y = "Mean score")"""


def _plot_svg(rng, w, h):
    pts = []
    v = rng.uniform(40, 60)
    for i in range(24):
        v += rng.uniform(-4, 5)
        pts.append(v)
    lo, hi = min(pts) - 5, max(pts) + 15
    def X(i): return 40 + i * (w - 60) / 31
    def Y(v): return max(22, min(h - 32, h - 30 - (v - lo) / (hi - lo) * (h - 60)))
    line = " ".join(f"{X(i):.1f},{Y(v):.1f}" for i, v in enumerate(pts))
    fc = [pts[-1] + (k + 1) * rng.uniform(0.2, 1.2) for k in range(8)]
    band = " ".join(f"{X(24 + k):.1f},{Y(f + 3 + k * 1.5):.1f}" for k, f in enumerate(fc)) + " " + " ".join(f"{X(24 + k):.1f},{Y(f - 3 - k * 1.5):.1f}" for k, f in reversed(list(enumerate(fc))))
    fl = " ".join(f"{X(24 + k):.1f},{Y(f):.1f}" for k, f in enumerate(fc))
    return (f'<svg width="{w}" height="{h}"><rect x="40" y="20" width="{w - 60}" height="{h - 50}" fill="#ebebeb"/>'
            + "".join(f'<line x1="40" x2="{w - 20}" y1="{20 + k * (h - 50) / 4:.0f}" y2="{20 + k * (h - 50) / 4:.0f}" stroke="#fff"/>' for k in range(5))
            + f'<polygon points="{band}" fill="#596dd5" opacity=".35"/><polyline points="{line}" fill="none" stroke="#111" stroke-width="1.3"/>'
            + f'<polyline points="{fl}" fill="none" stroke="#1f3fbf" stroke-width="1.5"/>'
            + f'<text x="40" y="14" font-size="11" font-family="Liberation Sans">ARIMA forecast</text>'
            + f'<text x="{w / 2 - 10:.0f}" y="{h - 8}" font-size="10" font-family="Liberation Sans" fill="#444">Time</text></svg>')


def _rstudio(rng) -> str:
    p = "rstudio"
    proj = rng.choice(["trial_analysis", "sales_forecast", "thesis_ch3"])
    tbar = ('<div class="rs-tb">' + ib("file_plus", "Create a new file.", f"{p}.newfile", size=15) + ib("folder_plus", "Create a new project.", f"{p}.newproj", size=15)
            + ib("folder_open", "Open an existing file.", f"{p}.openfile", size=15, color="#c49b2a") + ib("save", "Save the current document.", f"{p}.save", size=15)
            + ib("save_all", "Save all open documents.", f"{p}.saveall", size=15) + ib("printer", "Print the current file.", f"{p}.print", size=15)
            + cand("Go to a file or function.", "other", f"{p}.goto", ic("search", 12) + "<span>Go to file/function</span>", cls="rs-go", label="Go to file/function")
            + ib("grid", "Open the workspace panes menu.", f"{p}.panes", size=15)
            + cand("Open the Addins menu.", "text", f"{p}.addins", "Addins" + ic("chev_down", 9), cls="rs-btn", label="Addins")
            + '<span class="flex1"></span>'
            + cand("Open the project menu.", "other", f"{p}.project", logo("rstudio", 14) + esc(proj) + ic("chev_down", 9), cls="rs-btn", label=proj) + "</div>")
    code = R_SCRIPT.split("\n")
    src = ('<div class="rs-pane"><div class="rs-tabs">'
           + f'<div class="rs-tab on">{ic("file_text", 13, "#2a6ebb")}' + tb("analysis.R", "Switch to analysis.R.", f"{p}.src.tab1", cls="tb") + ib("x", "Close analysis.R.", f"{p}.src.close1", size=10, style="width:16px;height:16px") + "</div>"
           + f'<div class="rs-tab">{ic("table", 13)}' + tb("trial_results", "Open trial_results in the data viewer.", f"{p}.src.tab2", cls="tb") + ib("x", "Close the trial_results viewer.", f"{p}.src.close2", size=10, style="width:16px;height:16px") + "</div></div>"
           + '<div class="rs-ptb">' + ib("arrow_left", "Go back to the previous source location.", f"{p}.src.back", size=13) + ib("arrow_right", "Go forward to the next source location.", f"{p}.src.fwd", size=13)
           + ib("external", "Show the source in a new window.", f"{p}.src.popout", size=13) + ib("save", "Save the script.", f"{p}.src.save", size=13)
           + cand("Source on save.", "other", f"{p}.src.onsave", '<span class="cbx"></span>Source on Save', cls="rs-btn", label="Source on Save")
           + ib("search", "Find and replace in the script.", f"{p}.src.find", size=13) + ib("wand", "Open the code tools.", f"{p}.src.codetools", size=13)
           + '<span class="flex1"></span>'
           + cand("Run the current line or selection.", "other", f"{p}.src.run", ic("arrow_right", 12, "#2a9a3a") + "Run", cls="rs-btn", label="Run")
           + ib("restart", "Re-run the previous code region.", f"{p}.src.rerun", size=13)
           + cand("Source the active document.", "other", f"{p}.src.source", ic("arrow_right", 12, "#2a6ebb") + "Source" + ic("chev_down", 8), cls="rs-btn", label="Source")
           + ib("outline", "Show the document outline.", f"{p}.src.outline", size=13) + "</div>"
           + '<div class="rs-code"><div class="rs-gut">' + "".join(f"<div>{i + 1}</div>" for i in range(len(code))) + '</div><div class="rs-src">'
           + "".join(f"<div>{highlight(l, 'r', 'light') or ' '}</div>" for l in code) + "</div></div></div>")
    obs = rng.randint(120, 900)
    console = ('<div class="rs-pane"><div class="rs-tabs">' + "".join(tb(t, f"Switch to the {t} tab.", f"{p}.con.{slug(t)}", cls=f"tb rs-tab{' on' if t == 'Console' else ''}") for t in ("Console", "Terminal", "Background Jobs"))
               + '</div><div class="rs-ptb">' + f'<span style="color:#555">R 4.3.{rng.randint(0, 3)} · ~/{esc(proj)}/</span><span class="flex1"></span>'
               + ib("broom", "Clear the console.", f"{p}.con.clear", size=13) + "</div>"
               + '<div class="rs-src" style="font-family:DejaVu Sans Mono;font-size:12px;line-height:17px;padding:4px 8px;color:#222">'
               + esc(f"> trial_results <- read_csv(\"data/trial_results.csv\")\nRows: {obs} Columns: 6\n── Column specification ──────\nDelimiter: \",\"\nchr (2): patient_id, arm\ndbl (4): week, age, score, dose\n> summary(fit)$r.squared\n[1] {rng.uniform(.3, .9):.4f}\n> ")
               + "</div></div>")
    env = ('<div class="rs-pane"><div class="rs-tabs">' + "".join(tb(t, f"Switch to the {t} tab.", f"{p}.env.{slug(t)}", cls=f"tb rs-tab{' on' if t == 'Environment' else ''}") for t in ("Environment", "History", "Connections", "Tutorial"))
           + '</div><div class="rs-ptb">' + ib("folder_open", "Load a workspace.", f"{p}.env.load", size=13, color="#c49b2a") + ib("save", "Save the workspace.", f"{p}.env.save", size=13)
           + cand("Import a dataset.", "other", f"{p}.env.import", ic("table", 13) + "Import Dataset" + ic("chev_down", 8), cls="rs-btn", label="Import Dataset")
           + cand("Show the memory usage.", "other", f"{p}.env.mem", ic("chart_pie", 13, "#2a9a3a") + f"{rng.randint(120, 900)} MiB" + ic("chev_down", 8), cls="rs-btn", label="Memory")
           + ib("broom", "Clear objects from the workspace.", f"{p}.env.clear", size=13) + '<span class="flex1"></span>'
           + cand("Switch the environment view.", "other", f"{p}.env.view", "List" + ic("chev_down", 8), cls="rs-btn", label="List") + ib("refresh", "Refresh the environment.", f"{p}.env.refresh", size=13) + "</div>"
           + '<div class="rs-envh">Data</div>'
           + '<div class="rs-env">' + ib("play_circle", "Expand trial_results.", f"{p}.env.expand", size=13, color="#2a6ebb", style="width:16px;height:16px")
           + cand("View trial_results.", "text", f"{p}.env.trial", "<b>trial_results</b>", cls="tb", label="trial_results") + f'<span style="color:#555">{obs} obs. of 6 variables</span>'
           + '<span class="flex1"></span>' + ib("table", "Open trial_results in a table view.", f"{p}.env.tableview", size=13, style="width:18px;height:18px") + "</div>"
           + '<div class="rs-env">' + cand("View summary_tbl.", "text", f"{p}.env.summary", "<b>summary_tbl</b>", cls="tb", style="margin-left:20px", label="summary_tbl") + f'<span style="color:#555">{rng.randint(8, 40)} obs. of 4 variables</span></div>'
           + '<div class="rs-env">' + cand("View the fit model.", "text", f"{p}.env.fit", "<b>fit</b>", cls="tb", style="margin-left:20px", label="fit") + '<span style="color:#555">List of 12</span></div>'
           + '<div class="rs-envh">Values</div>'
           + f'<div class="rs-env"><b style="margin-left:20px;width:90px">alpha</b>0.05</div><div class="rs-env"><b style="margin-left:20px;width:90px">n_arms</b>{rng.randint(2, 4)}L</div>'
           + "</div>")
    ptab = "Plots"
    plots = ('<div class="rs-pane"><div class="rs-tabs">' + "".join(tb(t, f"Switch to the {t} tab.", f"{p}.out.{slug(t)}", cls=f"tb rs-tab{' on' if t == ptab else ''}") for t in ("Files", "Plots", "Packages", "Help", "Viewer"))
             + '</div><div class="rs-ptb">' + ib("arrow_left", "Show the previous plot.", f"{p}.plot.prev", size=13) + ib("arrow_right", "Show the next plot.", f"{p}.plot.next", size=13)
             + cand("Zoom the plot.", "other", f"{p}.plot.zoom", ic("zoom_in", 13) + "Zoom", cls="rs-btn", label="Zoom")
             + cand("Export the plot.", "other", f"{p}.plot.export", ic("image", 13) + "Export" + ic("chev_down", 8), cls="rs-btn", label="Export")
             + ib("x", "Remove the current plot.", f"{p}.plot.remove", size=13, color="#c33") + ib("broom", "Clear all plots.", f"{p}.plot.clear", size=13)
             + '<span class="flex1"></span>' + ib("refresh", "Refresh the current plot.", f"{p}.plot.refresh", size=13) + "</div>"
             + cand("Focus the ARIMA forecast plot.", "other", f"{p}.plot.canvas", _plot_svg(rng, 470, 250), cls="row", style="justify-content:center;flex:1", label="ARIMA forecast") + "</div>")
    window = mac_titlebar(p, f"{proj} - RStudio", h=28) + f'<div class="rs">{tbar}<div class="rs-main">{src}{env}{console}{plots}</div></div>'
    return frame_mac(p, rng, window, app_name="RStudio", menus=["File", "Edit", "Code", "View", "Plots", "Session", "Build", "Debug", "Profile", "Tools", "Window", "Help"])


APPS = [
    AppSpec("MATLAB R2022b", "matlab", "scientific", "Windows 11", _matlab, CSS, "pro_apps/scientific.py"),
    AppSpec("RStudio", "rstudio", "scientific", "macOS", _rstudio, CSS, "pro_apps/scientific.py"),
]
