"""Visual Studio Code (macOS Sonoma): activity bar, explorer, editor tabs, code, panel, status bar."""
from __future__ import annotations

from igg.tasks.pointerbench.generate.pro_apps.code import PY_FILES, TS_FILES, highlight, lines
from igg.tasks.pointerbench.generate.pro_apps.kit import cand, esc, frame_mac, ib, ic, pick, slug, tb, traffic
from igg.tasks.pointerbench.generate.pro_apps.spec import AppSpec

P = "vscode"
CSS = """
.vs{flex:1;display:flex;flex-direction:column;min-height:0;background:var(--ed);color:var(--fg);font-size:12px}
.vs-title{height:34px;flex:none;display:flex;align-items:center;background:var(--tb);border-bottom:1px solid var(--bd);position:relative}
.vs-cc{position:absolute;left:50%;transform:translateX(-50%);width:360px;height:22px;border:1px solid var(--bd2);border-radius:5px;background:var(--cc);display:flex;align-items:center;justify-content:center;gap:6px;color:var(--dim);font-size:12px}
.vs-nav{position:absolute;left:calc(50% - 240px);display:flex;gap:2px}
.vs .ib{color:var(--ic);width:24px;height:24px}
.vs-lay{margin-left:auto;display:flex;gap:2px;padding-right:8px}
.vs-main{flex:1;display:flex;min-height:0}
.vs-act{width:44px;background:var(--act);display:flex;flex-direction:column;align-items:center;padding-top:4px;flex:none;border-right:1px solid var(--bd)}
.vs-act .ib{width:43px;height:44px;color:var(--acti);position:relative;border-radius:0}
.vs-act .ib.on{color:var(--actf);box-shadow:inset 2px 0 0 var(--actf)}
.vs-badge{position:absolute;right:7px;bottom:8px;background:#0078d4;color:#fff;border-radius:8px;font-size:9px;min-width:15px;height:15px;display:flex;align-items:center;justify-content:center;padding:0 3px}
.vs-side{width:230px;background:var(--side);display:flex;flex-direction:column;flex:none;border-right:1px solid var(--bd);overflow:hidden}
.vs-sh{height:32px;display:flex;align-items:center;padding:0 8px 0 18px;font-size:11px;letter-spacing:.3px;color:var(--dim);flex:none}
.vs-sec{height:22px;display:flex;align-items:center;gap:2px;font-weight:700;font-size:11px;padding-left:2px;flex:none}
.vs-sec .ib{width:20px;height:20px}
.vs-tr{height:22px;display:flex;align-items:center;gap:5px;white-space:nowrap;width:100%;font-size:12.5px}
.vs-tr.on{background:var(--sel);outline:1px solid var(--selb);outline-offset:-1px}
.vs-ed{flex:1;display:flex;flex-direction:column;min-width:0}
.vs-tabs{height:34px;flex:none;display:flex;background:var(--tabs);border-bottom:1px solid var(--bd)}
.vs-tab{display:flex;align-items:center;gap:6px;padding:0 8px 0 12px;border-right:1px solid var(--bd);color:var(--dim);font-size:12.5px;min-width:110px}
.vs-tab.on{background:var(--ed);color:var(--fg);border-top:1px solid #0078d4}
.vs-tab .ib{width:20px;height:20px}
.vs-edact{margin-left:auto;display:flex;align-items:center;gap:2px;padding-right:8px}
.vs-crumb{height:22px;flex:none;display:flex;align-items:center;gap:4px;padding-left:16px;color:var(--dim);font-size:12px}
.vs-code{flex:1;display:flex;min-height:0;overflow:hidden;font-family:"DejaVu Sans Mono",monospace;font-size:12px;line-height:18px;position:relative}
.vs-gut{width:48px;text-align:right;padding-right:14px;color:var(--ln);flex:none}
.vs-src{flex:1;white-space:pre;color:var(--code);overflow:hidden}
.vs-src div.cur{background:var(--curl)}
.vs-mini{width:70px;flex:none;opacity:.5;padding-top:2px}
.vs-mini i{display:block;height:2px;margin:1px 0;background:var(--dim);border-radius:1px}
.vs-panel{height:190px;flex:none;border-top:1px solid var(--bd);display:flex;flex-direction:column;background:var(--ed)}
.vs-ptabs{height:34px;display:flex;align-items:center;gap:2px;padding:0 8px;flex:none}
.vs-pt{height:26px;padding:0 8px;font-size:11px;letter-spacing:.3px;color:var(--dim)}
.vs-pt.on{color:var(--fg);border-bottom:1px solid var(--fg)}
.vs-term{flex:1;padding:4px 18px;font-family:"DejaVu Sans Mono",monospace;font-size:12px;line-height:17px;white-space:pre;color:var(--code);overflow:hidden}
.vs-status{height:22px;flex:none;display:flex;align-items:center;background:var(--sb);color:var(--sbf);font-size:12px}
.vs-si{height:22px;display:inline-flex;align-items:center;gap:4px;padding:0 8px;white-space:nowrap}
.vs-remote{background:#16825d;color:#fff;padding:0 10px}
"""
DARK = ("--ed:#1f1f1f;--fg:#cccccc;--dim:#9d9d9d;--tb:#181818;--bd:#2b2b2b;--bd2:#3c3c3c;--cc:#252526;--ic:#c5c5c5;--act:#181818;"
        "--acti:#868686;--actf:#d7d7d7;--side:#181818;--sel:#37373d;--selb:#0078d4;--tabs:#181818;--ln:#6e7681;--code:#cccccc;"
        "--curl:#282828;--sb:#181818;--sbf:#cccccc")
LIGHT = ("--ed:#ffffff;--fg:#3b3b3b;--dim:#6f6f6f;--tb:#f8f8f8;--bd:#e5e5e5;--bd2:#cecece;--cc:#ffffff;--ic:#424242;--act:#f8f8f8;"
         "--acti:#7a7a7a;--actf:#1f1f1f;--side:#f8f8f8;--sel:#e4e6f1;--selb:#0078d4;--tabs:#f8f8f8;--ln:#a0a0a0;--code:#1f1f1f;"
         "--curl:#f5f5f5;--sb:#f8f8f8;--sbf:#3b3b3b")
PROJECTS = [
    ("orders-service", "python", {"src": ["__init__.py", "api_client.py", "config.py", "models.py", "routes.py"],
                                  "tests": ["test_api_client.py", "test_routes.py"]}, ["pyproject.toml", "README.md", ".env.example", "Dockerfile"]),
    ("web-scraper", "python", {"scraper": ["__init__.py", "scraper.py", "parse_utils.py"], "data": ["products.csv"]},
     ["requirements.txt", "README.md", "Makefile"]),
    ("sentiment-model", "python", {"model": ["__init__.py", "model.py", "dataset.py", "train.py"], "notebooks": ["eda.ipynb"]},
     ["environment.yml", "README.md"]),
    ("storefront", "ts", {"src": ["cart.ts", "checkout.ts", "coupons.ts", "index.ts"], "test": ["checkout.test.ts"]},
     ["package.json", "tsconfig.json", "README.md", ".eslintrc.json"]),
]


def _file_icon(name: str) -> str:
    ext = name.rsplit(".", 1)[-1]
    col = {"py": "#3b7bbf", "ts": "#3178c6", "json": "#cbcb41", "md": "#519aba", "toml": "#9c4221", "csv": "#89e051",
           "txt": "#999", "yml": "#cb171e", "ipynb": "#f37626", "example": "#999", "Dockerfile": "#2496ed"}.get(ext, "#999")
    label = {"py": "py", "ts": "TS", "json": "{}", "md": "M", "ipynb": "nb"}.get(ext, "≡")
    return f'<span style="color:{col};font-size:9px;font-weight:700;width:16px;display:inline-flex;justify-content:center">{esc(label)}</span>'


def build(rng) -> str:
    dark = rng.random() < 0.7
    theme = DARK if dark else LIGHT
    proj, lang, folders, roots = rng.choice(PROJECTS)
    files_pool = PY_FILES if lang == "python" else TS_FILES
    # pick the open file among the project's files that have source text
    all_files = [f for fs in folders.values() for f in fs] + roots
    src_name = next((f for f in all_files if f in files_pool), list(files_pool)[0])
    open_tabs = [src_name] + pick(rng, [f for f in all_files if f != src_name and not f.endswith(".csv")], rng.randint(1, 3))
    active_tab = 0
    title = ('<div class="vs-title">' + traffic(P)
             + '<div class="vs-nav">' + ib("arrow_left", "Go back.", f"{P}.back", size=15) + ib("arrow_right", "Go forward.", f"{P}.fwd", size=15) + "</div>"
             + cand("Search files by name.", "other", f"{P}.cc", ic("search", 13) + f"<span>{esc(proj)}</span>", cls="vs-cc", label="Command Center")
             + '<div class="vs-lay">'
             + ib("sidebar", "Toggle the primary side bar.", f"{P}.lay.side", size=15)
             + ib("panel_bottom", "Toggle the panel.", f"{P}.lay.panel", size=15)
             + ib("sidebar_r", "Toggle the secondary side bar.", f"{P}.lay.side2", size=15)
             + ib("layout", "Customize the layout.", f"{P}.lay.custom", size=15) + "</div></div>")
    scm_n = rng.randint(1, 9)
    act = ('<div class="vs-act">'
           + ib("files", "Show the Explorer.", f"{P}.act.explorer", size=22, cls="ib on", sw=1.4)
           + ib("search", "Search across files.", f"{P}.act.search", size=22, sw=1.4)
           + ib("git_branch", "Open Source Control.", f"{P}.act.scm", size=22, sw=1.4, after=f'<span class="vs-badge">{scm_n}</span>')
           + ib("bug", "Open Run and Debug.", f"{P}.act.debug", size=22, sw=1.4)
           + ib("blocks", "Open the Extensions view.", f"{P}.act.ext", size=22, sw=1.4)
           + ib("flask", "Open the Testing view.", f"{P}.act.test", size=22, sw=1.4)
           + '<span class="flex1"></span>'
           + ib("user", "Open the Accounts menu.", f"{P}.act.accounts", size=22, sw=1.4)
           + ib("settings", "Open the Manage menu.", f"{P}.act.manage", size=22, sw=1.4)
           + '<div style="height:6px"></div></div>')
    tree = []
    for folder, fs in folders.items():
        opened = folder != "data" and rng.random() < 0.85
        tree.append(cand(f"{'Collapse' if opened else 'Expand'} the {folder} folder.", "text", f"{P}.tree.{folder}",
                         f'{ic("chev_down" if opened else "chev_right", 12)}<span>{folder}</span>', cls="vs-tr", style="padding-left:10px", label=folder))
        if opened:
            for f in fs:
                on = " on" if f == src_name else ""
                tree.append(cand(f"Open {f} from the explorer.", "text", f"{P}.tree.{folder}.{slug(f)}",
                                 f'{_file_icon(f)}<span>{esc(f)}</span>', cls=f"vs-tr{on}", style="padding-left:26px", label=f))
    for f in roots:
        tree.append(cand(f"Open {f} from the explorer.", "text", f"{P}.tree.{slug(f)}", f'{_file_icon(f)}<span>{esc(f)}</span>',
                         cls="vs-tr", style="padding-left:14px", label=f))
    side = ('<div class="vs-side"><div class="vs-sh">EXPLORER<span class="flex1"></span>'
            + ib("more_h", "Show more explorer actions.", f"{P}.exp.more", size=14) + "</div>"
            + f'<div class="vs-sec">{ic("chev_down", 12)}<span>{esc(proj.upper())}</span><span class="flex1"></span>'
            + ib("file_plus", "Create a new file.", f"{P}.exp.newfile", size=14)
            + ib("folder_plus", "Create a new folder.", f"{P}.exp.newfolder", size=14)
            + ib("refresh", "Refresh the explorer.", f"{P}.exp.refresh", size=14)
            + ib("collapse", "Collapse all folders in the explorer.", f"{P}.exp.collapse", size=14) + "</div>"
            + "".join(tree) + '<span class="flex1"></span>'
            + tb("OUTLINE", "Expand the Outline section.", f"{P}.sec.outline", cls="tb vs-sec", before=ic("chev_right", 12))
            + tb("TIMELINE", "Expand the Timeline section.", f"{P}.sec.timeline", cls="tb vs-sec", before=ic("chev_right", 12))
            + "</div>")
    tabs = ['<div class="vs-tabs">']
    for i, t in enumerate(open_tabs):
        on = i == active_tab
        tabs.append(f'<div class="vs-tab{" on" if on else ""}">{_file_icon(t)}'
                    + tb(t, f"Switch to {t}.", f"{P}.tab.{slug(t)}", cls="tb")
                    + (ib("x", f"Close the {t} tab.", f"{P}.tabx.{slug(t)}", size=13) if on else '<span style="width:20px"></span>')
                    + "</div>")
    tabs.append('<div class="vs-edact">'
                + (ib("play", "Run the Python file.", f"{P}.run", size=14) if lang == "python" else "")
                + ib("split", "Split the editor right.", f"{P}.split", size=15)
                + ib("more_h", "Show more editor actions.", f"{P}.edmore", size=15) + "</div></div>")
    first_folder = next(iter(folders))
    crumb = ('<div class="vs-crumb">' + cand(f"Show the files in the {first_folder} breadcrumb.", "other", f"{P}.crumb.folder", esc(first_folder), cls="tb", label=first_folder)
             + ic("chev_right", 10) + cand(f"Show the symbols in {src_name}.", "other", f"{P}.crumb.file", _file_icon(src_name) + esc(src_name), cls="tb", label=src_name)
             + "</div>")
    src = lines(files_pool[src_name])
    start = rng.randint(0, max(0, len(src) - 22))
    shown = src[start:start + 30]
    cur = rng.randrange(len(shown))
    hl_theme = "dark" if dark else "light"
    code = ('<div class="vs-code"><div class="vs-gut">' + "".join(f"<div>{start + i + 1}</div>" for i in range(len(shown)))
            + '</div><div class="vs-src">' + "".join(
                f'<div class="{"cur" if i == cur else ""}">{highlight(l, lang, hl_theme) or " "}</div>' for i, l in enumerate(shown))
            + '</div>' + cand("Scroll the editor with the minimap.", "other", f"{P}.minimap", "".join(
                f'<i style="width:{min(60, len(l.rstrip()) * 1.2):.0f}px;margin-left:{(len(l) - len(l.lstrip())) * 1.2:.0f}px"></i>' for l in src[:60]), cls="vs-mini", label="Minimap")
            + "</div>")
    ptab = rng.choice(["TERMINAL", "TERMINAL", "PROBLEMS", "OUTPUT"])
    pt = ['<div class="vs-ptabs">']
    for t in ("PROBLEMS", "OUTPUT", "DEBUG CONSOLE", "TERMINAL", "PORTS"):
        pt.append(tb(t, f"Open the {t.title()} panel.", f"{P}.pt.{slug(t)}", cls=f"tb vs-pt{' on' if t == ptab else ''}"))
    pt.append('<span class="flex1"></span>')
    if ptab == "TERMINAL":
        pt.append(cand("Choose the terminal profile.", "other", f"{P}.term.profile", ic("terminal", 13) + "<span>zsh</span>", cls="tb", style="gap:4px;padding:0 4px", label="zsh"))
        pt.append(ib("plus", "Open a new terminal.", f"{P}.term.new", size=14))
        pt.append(ib("split", "Split the terminal.", f"{P}.term.split", size=14))
        pt.append(ib("trash", "Kill the terminal.", f"{P}.term.kill", size=14))
    pt.append(ib("more_h", "Show more panel actions.", f"{P}.panel.more", size=14))
    pt.append(ib("chev_up", "Maximize the panel.", f"{P}.panel.max", size=14))
    pt.append(ib("x", "Close the panel.", f"{P}.panel.close", size=14))
    pt.append("</div>")
    user = rng.choice(["dana", "sam", "alex", "priya"])
    if ptab == "TERMINAL":
        cmd = rng.choice(["pytest -q tests", "git status", "python -m pip list | head", "npm run build", "ls -la"])
        out = {"pytest -q tests": "........ [100%]\n8 passed in 0.42s", "git status": "On branch main\nChanges not staged for commit:\n  modified:   " + src_name,
               "python -m pip list | head": "Package    Version\n---------- -------\nhttpx      0.27.0\npytest     8.2.1",
               "npm run build": "> storefront@1.4.0 build\n> tsc -p .\n\nDone in 2.31s.", "ls -la": "total 48\ndrwxr-xr-x  9 " + user + "  staff   288 README.md"}[cmd]
        body = f"{user}@MacBook-Pro {proj} % {cmd}\n{out}\n{user}@MacBook-Pro {proj} % "
    elif ptab == "PROBLEMS":
        body = f"{src_name}  {rng.randint(1, 3)}\n  ⚠ Unused import  [Ln 2, Col 1]\n  ⓘ Line too long (104 > 100 characters)  [Ln 17, Col 101]"
    else:
        body = "[info] Language server started\n[info] Indexed 143 files in 1.8s\n[info] Analysis complete"
    panel = f'<div class="vs-panel">{"".join(pt)}<div class="vs-term">{esc(body)}</div></div>'
    branch = rng.choice(["main", "feature/checkout-v2", "fix/timeout", "develop"])
    errs, warns = rng.randint(0, 3), rng.randint(0, 6)
    status = ('<div class="vs-status">'
              + cand("Open a remote window.", "icon", f"{P}.st.remote", ic("code", 13, sw=2), cls="vs-si vs-remote", label="Remote")
              + cand("Checkout a different branch.", "other", f"{P}.st.branch", ic("git_branch", 13) + esc(branch), cls="vs-si", label=branch)
              + cand("Synchronize changes.", "icon", f"{P}.st.sync", ic("refresh", 12), cls="vs-si", label="Sync")
              + cand("Show the problems.", "other", f"{P}.st.problems", ic("x", 12) + f"{errs}" + ic("alert", 12) + f"{warns}", cls="vs-si", label="Problems")
              + '<span class="flex1"></span>'
              + cand("Go to a line and column.", "text", f"{P}.st.pos", f"Ln {start + cur + 1}, Col {rng.randint(1, 40)}", cls="vs-si", label="Position")
              + cand("Change the indentation.", "text", f"{P}.st.indent", "Spaces: 4" if lang == "python" else "Spaces: 2", cls="vs-si", label="Indentation")
              + cand("Change the file encoding.", "text", f"{P}.st.enc", "UTF-8", cls="vs-si", label="Encoding")
              + cand("Change the end of line sequence.", "text", f"{P}.st.eol", "LF", cls="vs-si", label="EOL")
              + cand("Change the language mode.", "text", f"{P}.st.lang", "Python" if lang == "python" else "TypeScript", cls="vs-si", label="Language")
              + (cand("Select the Python interpreter.", "text", f"{P}.st.interp", f"3.{rng.choice([10, 11, 12])}.{rng.randint(1, 9)} ('.venv': venv)", cls="vs-si", label="Interpreter") if lang == "python" else "")
              + cand("Show notifications.", "icon", f"{P}.st.bell", ic("bell", 12), cls="vs-si", label="Notifications")
              + "</div>")
    window = (f'<div class="vs" style="{theme}">{title}<div class="vs-main">{act}{side}<div class="vs-ed">{"".join(tabs)}{crumb}{code}{panel}</div></div>{status}</div>')
    return frame_mac(P, rng, window, app_name="Code", menus=["File", "Edit", "Selection", "View", "Go", "Run", "Terminal", "Window", "Help"])


APPS = [AppSpec("Visual Studio Code", "vscode", "development", "macOS Sonoma", build, CSS, "pro_apps/vscode.py")]
