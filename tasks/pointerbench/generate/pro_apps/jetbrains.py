"""JetBrains IDEs (new UI): IntelliJ IDEA (Windows 11) and PyCharm (macOS Sonoma)."""
from __future__ import annotations

from igg.tasks.pointerbench.generate.pro_apps.code import JAVA_FILES, PY_FILES, highlight, lines
from igg.tasks.pointerbench.generate.pro_apps.kit import (cand, esc, frame_mac, frame_windows, ib, ic, pick, slug, tb, traffic,
                                            win_controls)
from igg.tasks.pointerbench.generate.pro_apps.spec import AppSpec

CSS = """
.jb{flex:1;display:flex;flex-direction:column;min-height:0;background:var(--ed);color:var(--fg);font-size:12.5px}
.jb-title{height:40px;flex:none;display:flex;align-items:center;gap:2px;background:var(--tb);color:var(--tbf);padding-left:6px}
.jb .ib{color:var(--ic);width:28px;height:28px;border-radius:5px}
.jb-wid{display:inline-flex;align-items:center;gap:6px;height:28px;padding:0 8px;border-radius:5px;font-weight:600;font-size:12.5px;white-space:nowrap}
.jb-wid .pb{width:20px;height:20px;border-radius:4px;display:inline-flex;align-items:center;justify-content:center;font-size:9px;font-weight:700;color:#fff}
.jb-main{flex:1;display:flex;min-height:0}
.jb-stripe{width:40px;background:var(--tb);display:flex;flex-direction:column;align-items:center;gap:4px;padding-top:6px;flex:none;border-right:1px solid var(--bd)}
.jb-stripe .ib{width:30px;height:30px}
.jb-stripe .ib.on{background:var(--on)}
.jb-stripe.r{border-right:none;border-left:1px solid var(--bd)}
.jb-tool{width:250px;background:var(--side);display:flex;flex-direction:column;flex:none;border-right:1px solid var(--bd);overflow:hidden}
.jb-th{height:36px;display:flex;align-items:center;gap:2px;padding:0 4px 0 10px;font-weight:600;flex:none}
.jb-th .ib{width:24px;height:24px}
.jb-tr{height:24px;display:flex;align-items:center;gap:5px;white-space:nowrap;width:100%}
.jb-tr.on{background:var(--sel)}
.jb-ed{flex:1;display:flex;flex-direction:column;min-width:0}
.jb-tabs{height:38px;flex:none;display:flex;align-items:stretch;border-bottom:1px solid var(--bd)}
.jb-tab{display:flex;align-items:center;gap:6px;padding:0 6px 0 12px;color:var(--fg);font-size:12.5px}
.jb-tab.on{box-shadow:inset 0 -2px 0 #3574f0}
.jb-tab .ib{width:18px;height:18px}
.jb-code{flex:1;display:flex;min-height:0;overflow:hidden;font-family:"DejaVu Sans Mono",monospace;font-size:12.5px;line-height:19px;padding-top:4px}
.jb-gut{width:56px;text-align:right;padding-right:16px;color:var(--ln);flex:none}
.jb-src{flex:1;white-space:pre;overflow:hidden;color:var(--code)}
.jb-src div.cur{background:var(--curl)}
.jb-insp{position:absolute;right:14px;top:6px;display:flex;align-items:center;gap:6px;font-size:11.5px}
.jb-bot{height:170px;flex:none;border-top:1px solid var(--bd);display:flex;flex-direction:column}
.jb-bh{height:34px;display:flex;align-items:center;gap:4px;padding:0 8px;flex:none}
.jb-bt{height:26px;padding:0 8px;border-radius:4px;font-size:12.5px}
.jb-bt.on{background:var(--on)}
.jb-out{flex:1;padding:2px 14px;font-family:"DejaVu Sans Mono",monospace;font-size:12px;line-height:17px;white-space:pre;overflow:hidden;color:var(--code)}
.jb-status{height:26px;flex:none;display:flex;align-items:center;gap:2px;background:var(--tb);color:var(--dim);font-size:12px;padding:0 6px;border-top:1px solid var(--bd)}
.jb-si{height:22px;display:inline-flex;align-items:center;gap:4px;padding:0 6px;border-radius:4px;white-space:nowrap}
"""
DARK = ("--ed:#1e1f22;--fg:#dfe1e5;--dim:#9da0a8;--tb:#2b2d30;--tbf:#dfe1e5;--ic:#ced0d6;--bd:#1e1f22;--side:#2b2d30;--sel:#2e436e;"
        "--on:#43454a;--ln:#4b5059;--code:#bcbec4;--curl:#26282e")
LIGHT = ("--ed:#ffffff;--fg:#1e1f22;--dim:#6c707e;--tb:#f7f8fa;--tbf:#1e1f22;--ic:#6c707e;--bd:#ebecf0;--side:#f7f8fa;--sel:#d5e1ff;"
         "--on:#dfe1e5;--ln:#aeb3c2;--code:#080808;--curl:#f5f8fe")

JAVA_PROJECTS = [("accounts-service", {"config": ["SecurityConfig.java", "WebConfig.java"], "model": ["User.java", "Role.java"],
                                       "repo": ["UserRepository.java"], "service": ["UserService.java", "PasswordHasher.java"]}, "UserService.java"),
                 ("payments-api", {"dto": ["PaymentRequest.java", "PaymentResult.java"], "web": ["PaymentController.java"],
                                   "service": ["PaymentService.java", "FraudCheck.java"]}, "PaymentController.java")]
PY_PROJECTS = [("catalog-scraper", {"scraper": ["__init__.py", "scraper.py", "parse_utils.py"], "tests": ["test_parse.py"]}, "scraper.py"),
               ("orders-client", {"client": ["__init__.py", "api_client.py", "config.py"], "tests": ["test_client.py"]}, "api_client.py"),
               ("sentiment", {"model": ["__init__.py", "train.py", "model.py", "dataset.py"]}, "train.py")]


def _fi(name: str) -> str:
    if name.endswith(".java"):
        return '<span style="width:16px;height:16px;border-radius:8px;background:#3574f0;color:#fff;font-size:9px;display:inline-flex;align-items:center;justify-content:center;flex:none">C</span>'
    if name.endswith(".py"):
        return '<span style="width:16px;height:16px;border-radius:3px;background:#3b7bbf;color:#ffd43b;font-size:9px;font-weight:700;display:inline-flex;align-items:center;justify-content:center;flex:none">py</span>'
    return f'<span style="color:#8a8a8a">{ic("file", 15)}</span>'


def _build(rng, p: str, ide: str, java: bool, mac: bool) -> str:
    dark = rng.random() < 0.65
    proj, pkgs, main_file = rng.choice(JAVA_PROJECTS if java else PY_PROJECTS)
    srcs = JAVA_FILES if java else PY_FILES
    pc = rng.choice(["#4d8c57", "#a05ec4", "#d4773a", "#3574f0"])
    initials = "".join(w[0] for w in proj.split("-"))[:2].upper()
    branch = rng.choice(["main", "develop", "feature/audit-log", "bugfix/null-email"])
    run_cfg = rng.choice(["Application", "AccountsApp", "All Tests"] if java else ["scraper", "main", "pytest in tests"])
    left = traffic(p) if mac else ib("menu", "Open the main menu.", f"{p}.mainmenu", size=16)
    title = ('<div class="jb-title">' + left
             + cand("Switch to another project.", "other", f"{p}.projwidget",
                    f'<span class="pb" style="background:{pc}">{initials}</span>{esc(proj)}{ic("chev_down", 11)}', cls="jb-wid", label=proj)
             + cand("Open the Git branches popup.", "other", f"{p}.vcs", ic("git_branch", 14) + esc(branch) + ic("chev_down", 11), cls="jb-wid", label=branch)
             + '<span class="flex1"></span>'
             + cand("Edit run configurations.", "other", f"{p}.runcfg", esc(run_cfg) + ic("chev_down", 11), cls="jb-wid", label=run_cfg)
             + ib("play", "Run the application.", f"{p}.run", size=15, color="#5fb865")
             + ib("bug", "Debug the application.", f"{p}.debug", size=16, color="#5fb865")
             + ib("more_v", "Show more run actions.", f"{p}.runmore", size=15)
             + ib("users", "Start a Code With Me session.", f"{p}.cwm", size=16)
             + ib("search", "Search everywhere.", f"{p}.searchall", size=16)
             + ib("settings", "Open the IDE settings.", f"{p}.settings", size=16)
             + ("" if mac else win_controls(p, dark=dark, h=40)) + "</div>")
    stripe = ('<div class="jb-stripe">'
              + ib("folder", "Show the Project tool window.", f"{p}.tw.project", size=18, cls="ib on")
              + ib("git_commit", "Show the Commit tool window.", f"{p}.tw.commit", size=18)
              + ib("tree", "Show the Structure tool window.", f"{p}.tw.structure", size=18)
              + ib("bookmark", "Show bookmarks.", f"{p}.tw.bookmarks", size=18)
              + ib("more_h", "Show more tool windows.", f"{p}.tw.more", size=18)
              + '<span class="flex1"></span>'
              + ib("server", "Show the Services tool window.", f"{p}.tw.services", size=18)
              + ib("terminal_sq", "Open the Terminal tool window.", f"{p}.tw.terminal", size=18)
              + ib("alert", "Show the Problems tool window.", f"{p}.tw.problems", size=18)
              + ib("git_branch", "Show the Git tool window.", f"{p}.tw.git", size=18)
              + ib("play_circle", "Show the Run tool window.", f"{p}.tw.run", size=18)
              + '<div style="height:4px"></div></div>')
    rstripe = ('<div class="jb-stripe r">'
               + ib("bell", "Show notifications.", f"{p}.tw.notif", size=18)
               + (ib("layers" if False else "tree", "Open the Gradle tool window.", f"{p}.tw.gradle", size=18) if java else ib("package", "Open the Python Packages tool window.", f"{p}.tw.packages", size=18))
               + ib("database", "Open the Database tool window.", f"{p}.tw.database", size=18)
               + ib("sparkle", "Open the AI Assistant.", f"{p}.tw.ai", size=18) + "</div>")
    tree = [cand(f"Collapse the {proj} project.", "text", f"{p}.tree.root",
                 f'{ic("chev_down", 11)}{ic("folder", 15, "#8ba1c4")}<b>{esc(proj)}</b><span style="color:var(--dim);font-size:11px;margin-left:4px">~/{"IdeaProjects" if java else "PycharmProjects"}/{esc(proj)}</span>',
                 cls="jb-tr", style="padding-left:6px", label=proj)]
    base = "src/main/java/com.acme" if java else "src"
    tree.append(f'<div class="jb-tr" style="padding-left:20px">{ic("chev_down", 11)}{ic("folder", 15, "#8ba1c4")}<span>{esc(base)}</span></div>')
    for pk, fs in pkgs.items():
        opened = main_file in fs or rng.random() < 0.4
        tree.append(cand(f"{'Collapse' if opened else 'Open'} the {pk} package.", "text", f"{p}.tree.{pk}",
                         f'{ic("chev_down" if opened else "chev_right", 11)}{ic("folder", 15, "#8ba1c4")}<span>{pk}</span>',
                         cls="jb-tr", style="padding-left:34px", label=pk))
        if opened:
            for f in fs:
                tree.append(cand(f"Open {f} from the project view.", "text", f"{p}.tree.{pk}.{slug(f)}", f'{_fi(f)}<span>{esc(f)}</span>',
                                 cls=f"jb-tr{' on' if f == main_file else ''}", style="padding-left:52px", label=f))
    for f in (["build.gradle.kts", "settings.gradle.kts", "README.md"] if java else ["requirements.txt", "pyproject.toml", "README.md"]):
        tree.append(cand(f"Open {f} from the project view.", "text", f"{p}.tree.{slug(f)}", f'{_fi(f)}<span>{esc(f)}</span>',
                         cls="jb-tr", style="padding-left:20px", label=f))
    tool = ('<div class="jb-tool"><div class="jb-th">' + cand("Change the project view mode.", "other", f"{p}.projview", "Project" + ic("chev_down", 11), cls="tb", label="Project")
            + '<span class="flex1"></span>' + ib("target", "Select the opened file.", f"{p}.locate", size=14)
            + ib("collapse", "Collapse all in the project view.", f"{p}.collapseall", size=14)
            + ib("more_v", "Show project view options.", f"{p}.projopts", size=14)
            + ib("minus", "Hide the Project tool window.", f"{p}.projhide", size=14) + "</div>" + "".join(tree) + "</div>")
    others = [f for fs in pkgs.values() for f in fs if f != main_file]
    open_tabs = [main_file] + pick(rng, others, rng.randint(1, 3))
    tabs = ['<div class="jb-tabs">']
    for i, t in enumerate(open_tabs):
        tabs.append(f'<div class="jb-tab{" on" if i == 0 else ""}">{_fi(t)}' + tb(t, f"Switch to {t}.", f"{p}.tab.{slug(t)}", cls="tb")
                    + ib("x", f"Close the {t} tab.", f"{p}.tabx.{slug(t)}", size=11) + "</div>")
    tabs.append('<span class="flex1"></span>' + ib("more_v", "Show the editor tab actions.", f"{p}.tabmore", size=14) + "</div>")
    src = lines(srcs[main_file])
    start = rng.randint(0, max(0, len(src) - 24))
    shown = src[start:start + 30]
    cur = rng.randrange(len(shown))
    th = ("darcula" if dark else "intellij_light")
    lang = "java" if java else "python"
    warn = rng.randint(1, 4)
    insp = ('<div class="jb-insp">' + cand("Show the inspection warnings.", "other", f"{p}.insp",
                                           ic("alert", 12, "#e6a700") + f"<span>{warn}</span>" + ic("check", 12, "#5fb865"), cls="tb", style="gap:4px", label="Inspections")
            + ib("chev_up", "Go to the previous highlighted error.", f"{p}.prevwarn", size=12) + ib("chev_down", "Go to the next highlighted error.", f"{p}.nextwarn", size=12) + "</div>")
    code = ('<div class="jb-code" style="position:relative"><div class="jb-gut">' + "".join(f"<div>{start + i + 1}</div>" for i in range(len(shown)))
            + '</div><div class="jb-src">' + "".join(f'<div class="{"cur" if i == cur else ""}">{highlight(l, lang, th) or " "}</div>' for i, l in enumerate(shown))
            + f"</div>{insp}</div>")
    btab = rng.choice(["Run", "Terminal", "Problems"])
    bh = ['<div class="jb-bh">']
    for t in ("Run", "Terminal", "Problems", "Services"):
        bh.append(tb(t, f"Open the {t} tool window tab." if t != btab else f"Focus the {t} tool window.", f"{p}.bt.{slug(t)}", cls=f"tb jb-bt{' on' if t == btab else ''}"))
    bh.append('<span class="flex1"></span>')
    if btab == "Run":
        bh.append(ib("restart", f"Rerun {run_cfg}.", f"{p}.rerun", size=14, color="#5fb865"))
        bh.append(ib("stop_sq", "Stop the running process.", f"{p}.stop", size=14))
        bh.append(ib("pause", "Pause the output.", f"{p}.pauseout", size=14))
    elif btab == "Terminal":
        bh.append(ib("plus", "Open a new terminal tab.", f"{p}.newterm", size=14))
    bh.append(ib("more_v", "Show tool window options.", f"{p}.bopts", size=14))
    bh.append(ib("minus", "Hide the bottom tool window.", f"{p}.bhide", size=14) + "</div>")
    if btab == "Run":
        out = ("  .   ____          _            __ _ _\n :: Spring Boot ::                (v3.2.5)\nStarted AccountsApplication in 2.914 seconds\nTomcat started on port 8080 (http)"
               if java else f"/usr/local/bin/python3 {main_file}\nfetched page 1 (48 items)\nfetched page 2 (48 items)\nProcess finished with exit code 0")
    elif btab == "Terminal":
        out = (f"PS C:\\Users\\dev\\IdeaProjects\\{proj}> ./gradlew test\nBUILD SUCCESSFUL in 14s\n7 actionable tasks: 3 executed, 4 up-to-date" if java and not mac
               else f"(.venv) dev@mbp {proj} % pytest -q\n......  [100%]\n6 passed in 0.88s")
    else:
        out = f"{main_file}: {warn} warnings\n  Unused import statement :3\n  Field can be converted to a local variable :18"
    bottom = f'<div class="jb-bot">{"".join(bh)}<div class="jb-out">{esc(out)}</div></div>'
    crumbs = [proj] + base.split("/")[:2] + [main_file]
    status = ('<div class="jb-status">' + "".join(
        cand(f"Navigate to {c} in the breadcrumbs.", "text", f"{p}.crumb.{i}", esc(c) + (ic("chev_right", 10) if i < len(crumbs) - 1 else ""), cls="jb-si", label=c)
        for i, c in enumerate(crumbs)) + '<span class="flex1"></span>'
        + cand("Go to a line.", "text", f"{p}.st.pos", f"{start + cur + 1}:{rng.randint(1, 40)}", cls="jb-si", label="Position")
        + cand("Change the line separator.", "text", f"{p}.st.eol", "LF" if mac else "CRLF", cls="jb-si", label="Line separator")
        + cand("Change the file encoding.", "text", f"{p}.st.enc", "UTF-8", cls="jb-si", label="Encoding")
        + cand("Change the indentation settings.", "text", f"{p}.st.indent", "4 spaces", cls="jb-si", label="Indent")
        + (cand("Switch the Python interpreter.", "text", f"{p}.st.interp", f"Python 3.{rng.choice([10, 11, 12])} (.venv)", cls="jb-si", label="Interpreter") if not java else "")
        + cand("Make the file read-only.", "icon", f"{p}.st.lock", ic("unlock", 13), cls="jb-si", label="Read-only")
        + cand("Run the garbage collector.", "other", f"{p}.st.memory", f'<span style="display:inline-block;width:70px;height:14px;background:linear-gradient(90deg,#4a6fa5 {rng.randint(20, 70)}%,transparent 0);border:1px solid var(--dim);border-radius:2px;font-size:10px;line-height:12px;text-align:center">{rng.randint(300, 1500)} of 2048M</span>', cls="jb-si", label="Memory")
        + "</div>")
    window = (f'<div class="jb" style="{DARK if dark else LIGHT}">{title}<div class="jb-main">{stripe}{tool}'
              f'<div class="jb-ed">{"".join(tabs)}{code}{bottom}</div>{rstripe}</div>{status}</div>')
    if mac:
        return frame_mac(p, rng, window, app_name=ide, menus=["File", "Edit", "View", "Navigate", "Code", "Refactor", "Run", "Tools", "VCS", "Window", "Help"])
    return frame_windows(p, rng, window, app_logo="intellij", app_name="IntelliJ IDEA", dark_taskbar=dark)


def _idea(rng):
    return _build(rng, "intellij_idea", "IntelliJ IDEA", True, False)


def _pycharm(rng):
    return _build(rng, "pycharm", "PyCharm", False, True)


APPS = [
    AppSpec("IntelliJ IDEA", "intellij_idea", "development", "Windows 11", _idea, CSS, "pro_apps/jetbrains.py"),
    AppSpec("PyCharm", "pycharm", "development", "macOS Sonoma", _pycharm, CSS, "pro_apps/jetbrains.py"),
]
