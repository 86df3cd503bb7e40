/* Code mockup, modelled on Visual Studio Code (desktop, 1.9x, Default Dark Modern theme).
 *
 * UI state: ctx.store(), typed by manifest.yaml beside this file. Every effect of a click is a
 * store write: the activity view, the expanded tree, open tabs and the active editor, the cursor,
 * breakpoints, folds, applied quick fixes, the panel and terminal, Quick Pick, menus, dialogs,
 * notifications, the debug session and its toolbar's place, floating windows, extension installs,
 * staged files, settings, and the last command with no other state (S.last_action).
 * Shared mechanisms come from the kit (ctx.kit): Codicons, menus with submenus (the menu bar,
 * breadcrumbs, the light bulb, extension Manage), tooltips, modal dialogs and draggable windows
 * (the floating debug toolbar, a chat or editor moved into a new window). Written here because
 * the kit has no equivalent: VS Code's stacked notification toasts (several at once, each with
 * its own buttons and timeout), the editor (lines, gutter, minimap) and its hover widget.
 * Timers: notification toasts hide after 15 s (info, not sticky); an extension installs in ~4 s;
 * a debug session stops at its breakpoint after ~2 s; search results arrive after ~1.5 s; the
 * uvicorn port notification appears ~3 s after the server starts.
 */
(function () {
  "use strict";

  var LH = 19;                   // editor line height (14 px JetBrains Mono)
  var TOAST_MS = 15000, INSTALL_MS = 4000, DEBUG_HIT_MS = 2000, SEARCH_MS = 1500, PORT_MS = 3000, HOVER_MS = 300;
  var MENUS = ["file", "edit", "selection", "view", "go", "run", "terminal", "help"];
  var VIEWS = [["explorer", "files", "Explorer (Ctrl+Shift+E)"], ["search", "search", "Search (Ctrl+Shift+F)"],
    ["scm", "source-control", "Source Control (Ctrl+Shift+G)"], ["debug", "debug-alt", "Run and Debug (Ctrl+Shift+D)"],
    ["extensions", "extensions", "Extensions (Ctrl+Shift+X)"]];
  var PANELS = [["problems", "Problems"], ["output", "Output"], ["debug-console", "Debug Console"], ["terminal", "Terminal"], ["ports", "Ports"]];
  // Seti-like file icons: a codicon in the file type's colour.
  var FILE_ICONS = { py: ["python", "#519aba"], md: ["markdown", "#519aba"], json: ["json", "#cbcb41"], toml: ["gear", "#6d8086"],
    yml: ["symbol-misc", "#a074c4"], cfg: ["gear", "#6d8086"], docker: ["package", "#519aba"], make: ["tools", "#e37933"],
    git: ["git-branch", "#e44d26"], txt: ["file", "#8d8d8d"] };
  var OUTLINE_ICONS = { "class": ["symbol-class", "#ee9d28"], method: ["symbol-method", "#b180d7"], "function": ["symbol-method", "#b180d7"],
    field: ["symbol-field", "#75beff"], variable: ["symbol-variable", "#75beff"], constant: ["symbol-constant", "#cccccc"],
    "enum-member": ["symbol-enum-member", "#75beff"], string: ["symbol-string", "#cccccc"] };
  var NOTIFS = {
    "recommend-ext": { sev: "info", sticky: true, source: null,
      text: "Do you want to install the recommended extensions from Microsoft, tamasfe and others for this repository?",
      actions: [["install", "Install"], ["show", "Show Recommendations"]] },
    "git-fetch": { sev: "info", source: "Git", text: "Would you like Code to periodically run \"git fetch\"?",
      actions: [["yes", "Yes"], ["no", "No"], ["later", "Ask Me Later"]] },
    "python-env": { sev: "info", source: "Python", text: "We noticed a new environment has been created. Do you want to select it for the workspace folder?",
      actions: [["yes", "Yes"], ["no", "No"]] },
    "copilot-signin": { sev: "info", source: "GitHub Copilot Chat", text: "Sign in to use GitHub Copilot. Your session has expired.",
      actions: [["signin", "Sign in to GitHub"]] },
    "port-8000": { sev: "info", source: null, text: "Your application running on port 8000 is available. See all forwarded ports",
      actions: [["browser", "Open in Browser"], ["preview", "Preview in Editor"]] },
  };

  IGG.app({
    mount: function (root, ctx) {
      var h = ctx.h, C = ctx.content, kit = ctx.kit, init = ctx.state;
      var S = ctx.store();
      kit.configure({ icons: { close: "codicon:close", check: "codicon:check", submenu: "codicon:chevron-right",
        prev: "codicon:chevron-left", next: "codicon:chevron-right" } });
      var codicon = kit.icons("codicon");
      function ci(name, size, color, cls) { return codicon(name, { size: size || 16, color: color, cls: cls }); }
      var files = C.files;
      var extById = {};
      C.extensions.forEach(function (e) { extById[e.id] = e; });
      var problemsAll = C.problems;
      var debugLine = lineOf("src/payments/services/billing.py", "fee = self.calculate_late_fee(invoice)");

      /* ---------------- helpers ---------------- */
      function has(list, v) { return list.indexOf(v) >= 0; }
      function without(list, v) { return list.filter(function (x) { return x !== v; }); }
      function toggled(list, v) { return has(list, v) ? without(list, v) : list.concat([v]); }
      function base(p) { return p.slice(p.lastIndexOf("/") + 1); }
      function dir(p) { return p.indexOf("/") < 0 ? "" : p.slice(0, p.lastIndexOf("/")); }
      function lineOf(path, text) {
        var f = files[path];
        for (var i = 0; i < f.lines.length; i++) if (lineText(f.lines[i]).indexOf(text) >= 0) return i + 1;
        return 1;
      }
      function lineText(toks) { return toks.map(function (t) { return t[1]; }).join(""); }
      function problems() { return problemsAll.filter(function (p) { return !has(S.fixed, p.id); }); }
      function fileIcon(path, size) {
        var f = files[path];
        var spec = FILE_ICONS[f ? f.icon : "txt"] || FILE_ICONS.txt;
        return ci(spec[0], size || 16, spec[1], "ficon");
      }
      function editorLabel(key) {
        if (key === "settings") return "Settings";
        if (key.indexOf("ext:") === 0) return "Extension: " + (extById[key.slice(4)] || { name: key.slice(4) }).name;
        if (key.indexOf("preview:") === 0) return "Preview " + base(key.slice(8));
        return base(key);
      }
      function editorIcon(key) {
        if (key === "settings") return ci("settings", 16, "#cccccc", "ficon");
        if (key.indexOf("ext:") === 0) return ci("extensions", 16, "#cccccc", "ficon");
        if (key.indexOf("preview:") === 0) return ci("open-preview", 16, "#519aba", "ficon");
        return fileIcon(key);
      }
      function act(what) { return function () { S.last_action = what; }; }
      function iconBtn(id, name, label, onClick, opts) {
        opts = opts || {};
        var b = h("button", { class: "ib" + (opts.cls ? " " + opts.cls : ""), id: id, type: "button", "aria-label": label,
          onclick: onClick ? function (e) { e.stopPropagation(); onClick(e); } : null }, ci(name, opts.size || 16, opts.color));
        if (label && opts.tip !== false) kit.tooltip(b, label, { delay: 500, placement: opts.placement || "bottom" });
        return b;
      }
      function slug(s) { return s.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, ""); }
      function changeOf(path) { for (var i = 0; i < C.changes.length; i++) if (C.changes[i].file === path) return C.changes[i]; return null; }
      function problemsOf(path) { return problems().filter(function (p) { return p.file === path; }); }

      /* ---------------- scroll memory ---------------- */
      var scrolls = {};   // data-igg-id -> {top, left}
      scrolls["code.explorer.tree"] = { top: init.tree_scroll, left: 0 };
      scrolls["code.tabs"] = { top: 0, left: init.tabs_scroll };
      var edScroll = {};
      edScroll[init.active] = init.scroll_line * LH;
      function remember(el, id) {
        el.addEventListener("scroll", function () { scrolls[id] = { top: el.scrollTop, left: el.scrollLeft }; });
        var s = scrolls[id];
        if (s) { requestAnimationFrame(function () { el.scrollTop = s.top; el.scrollLeft = s.left; }); el.scrollTop = s.top; el.scrollLeft = s.left; }
      }
      function restoreNow(el, id) { var s = scrolls[id]; if (s) { el.scrollTop = s.top; el.scrollLeft = s.left; } }

      /* ---------------- shell ---------------- */
      var shell = h("div", { class: "vs" });
      var titleHost = h("div", { class: "vs-title-host" }), activityHost = h("div", { class: "vs-activity-host" }),
        sideHost = h("div", { class: "vs-side-host" }), editorHost = h("div", { class: "vs-editor-host" }),
        panelHost = h("div", { class: "vs-panel-host" }), secondaryHost = h("div", { class: "vs-secondary-host" }),
        statusHost = h("div", { class: "vs-status-host" }), overlayHost = h("div", { class: "vs-overlays" }),
        toastHost = h("div", { class: "vs-toasts", id: "code.notifications" });
      var center = h("div", { class: "vs-center" }, editorHost, panelHost);
      var main = h("div", { class: "vs-main" }, activityHost, sideHost, center, secondaryHost);
      shell.appendChild(titleHost); shell.appendChild(main); shell.appendChild(statusHost);
      shell.appendChild(overlayHost); shell.appendChild(toastHost);
      root.appendChild(shell);

      function layout() {
        var w = window.innerWidth;
        shell.classList.toggle("narrow", w <= 1000);
        shell.classList.toggle("compact", w <= 760);
        shell.classList.toggle("phone", w <= 600);
        shell.classList.toggle("no-side", !S.sidebar);
        shell.classList.toggle("no-panel", !S.panel);
        shell.classList.toggle("debugging", !!S.debug);
        shell.classList.toggle("restricted", !S.trusted);
      }
      window.addEventListener("resize", function () { layout(); renderTitle(); });

      /* ---------------- title bar ---------------- */
      var menuObjs = {};
      function renderTitle() {
        titleHost.innerHTML = "";
        var bar = h("div", { class: "vs-title", id: "code.titlebar" });
        bar.appendChild(h("div", { class: "t-logo" }, ci("vscode", 16, "#0078d4")));
        var menubar = h("div", { class: "t-menubar", role: "menubar" });
        var compact = window.innerWidth <= 1000;
        if (compact) {
          var burger = h("div", { class: "t-menu t-burger", id: "code.title.menu.app", role: "menuitem", "aria-label": "Application Menu" }, ci("menu", 16));
          kit.menu(burger, MENUS.map(function (m) {
            return { id: "code.title.app." + m, label: cap(m), submenu: menuItems(m), submenuId: "code.menu." + m };
          }), { id: "code.menu.app", cls: "vs-menu", host: shell, placement: "bottom-start",
            onOpen: function () { S.menu = "title:app"; }, onClose: function () { if (S.menu === "title:app") S.menu = null; } });
          menubar.appendChild(burger);
        } else {
          MENUS.forEach(function (m) {
            var t = h("div", { class: "t-menu", id: "code.title.menu." + m, role: "menuitem" }, cap(m));
            menuObjs[m] = kit.menu(t, menuItems(m), { id: "code.menu." + m, cls: "vs-menu", host: shell, placement: "bottom-start",
              onOpen: function () { S.menu = "title:" + m; }, onClose: function () { if (S.menu === "title:" + m) S.menu = null; } });
            // With one menu open, moving over another title switches to it (as the real menu bar does).
            t.addEventListener("mouseenter", function () {
              if (S.menu && S.menu.indexOf("title:") === 0 && S.menu !== "title:" + m) {
                var open = menuObjs[S.menu.slice(6)];
                if (open) open.close("switch");
                menuObjs[m].open();
              }
            });
            menubar.appendChild(t);
          });
        }
        bar.appendChild(menubar);
        var nav = h("div", { class: "t-nav" },
          iconBtn("code.title.back", "arrow-left", "Go Back (Ctrl+Alt+-)", act("go:back")),
          iconBtn("code.title.forward", "arrow-right", "Go Forward (Ctrl+Shift+-)", act("go:forward"), { cls: "dim" }));
        var cc = h("div", { class: "t-cc", id: "code.commandcenter", role: "button", "aria-label": "Search " + C.workspace,
          onclick: function (e) { e.stopPropagation(); openQuick("files"); } },
          ci("search", 14), h("span", null, C.workspace));
        kit.tooltip(cc, "Search " + C.workspace + " (Ctrl+P)");
        bar.appendChild(h("div", { class: "t-center" }, nav, cc,
          iconBtn("code.title.chat", "copilot", "Toggle Chat (Ctrl+Alt+I)", function () { S.secondary = !S.secondary; renderAll(); }, { cls: "t-copilot" })));
        bar.appendChild(h("div", { class: "t-right" },
          iconBtn("code.layout.sidebar", S.sidebar ? "layout-sidebar-left" : "layout-sidebar-left-off", "Toggle Primary Side Bar (Ctrl+B)",
            function () { S.sidebar = !S.sidebar; renderAll(); }),
          iconBtn("code.layout.panel", S.panel ? "layout-panel" : "layout-panel-off", "Toggle Panel (Ctrl+J)",
            function () { S.panel = S.panel ? null : "terminal"; renderAll(); }),
          iconBtn("code.layout.secondary", S.secondary ? "layout-sidebar-right" : "layout-sidebar-right-off", "Toggle Secondary Side Bar (Ctrl+Alt+B)",
            function () { S.secondary = !S.secondary; renderAll(); }),
          iconBtn("code.layout.customize", "layout", "Customize Layout...", act("layout:customize")),
          h("div", { class: "t-winctl" },
            iconBtn("code.window.minimize", "chrome-minimize", "Minimize", act("window:minimize"), { tip: false }),
            iconBtn("code.window.maximize", "chrome-restore", "Restore", act("window:restore"), { tip: false }),
            iconBtn("code.window.close", "chrome-close", "Close", act("window:close"), { tip: false, cls: "close" }))));
        titleHost.appendChild(bar);
      }
      function cap(s) { return s.charAt(0).toUpperCase() + s.slice(1); }

      function mi(menu, label, shortcut, extra) {
        var item = Object.assign({ id: "code.menu." + menu + "." + slug(label), label: label, shortcut: shortcut || null }, extra || {});
        if (!item.onSelect && !item.submenu) item.onSelect = act("menu:" + menu + "." + slug(label));
        return item;
      }
      var D = { divider: true };
      function menuItems(m) {
        if (m === "file") {
          return [mi(m, "New Text File", "Ctrl+N"), mi(m, "New File...", "Ctrl+Alt+Super+N"), mi(m, "New Window", "Ctrl+Shift+N"),
            mi(m, "New Window with Profile"), D,
            mi(m, "Open File...", "Ctrl+O"), mi(m, "Open Folder...", "Ctrl+K Ctrl+O"), mi(m, "Open Workspace from File..."),
            mi(m, "Open Recent", null, { submenu: [
              mi("recent", "Reopen Closed Editor", "Ctrl+Shift+T"), D,
              mi("recent", "~/src/payments-service"), mi("recent", "~/src/ledgerline-dashboard"), mi("recent", "~/src/infra-terraform"),
              mi("recent", "~/src/notifications-service"), mi("recent", "~/src/ledgerline-sdk-python"), D,
              mi("recent", "~/src/payments-service/docs/runbooks/incident-response.md"), mi("recent", "~/Downloads/stripe-webhook-sample.json"),
              mi("recent", "~/notes/2026-q1-okrs.md"), D, mi("recent", "More...", "Ctrl+R"), D, mi("recent", "Clear Recently Opened...")],
              submenuId: "code.menu.recent" }), D,
            mi(m, "Add Folder to Workspace..."), mi(m, "Save Workspace As..."), mi(m, "Duplicate Workspace"), D,
            mi(m, "Save", "Ctrl+S"), mi(m, "Save As...", "Ctrl+Shift+S"), mi(m, "Save All"), D,
            mi(m, "Share", null, { submenu: [mi("share", "Export Profile..."), mi("share", "Copy vscode.dev Link"), mi("share", "Copy github.com Link")], submenuId: "code.menu.share" }), D,
            mi(m, "Auto Save", null, { checked: true }),
            mi(m, "Preferences", null, { submenuId: "code.menu.preferences", submenu: [
              mi("prefs", "Profiles"), mi("prefs", "Settings", "Ctrl+,", { onSelect: function () { openEditor("settings"); } }),
              mi("prefs", "Extensions", "Ctrl+Shift+X", { onSelect: function () { setView("extensions"); } }),
              mi("prefs", "Keyboard Shortcuts", "Ctrl+K Ctrl+S"), mi("prefs", "Configure Snippets"), mi("prefs", "Tasks"),
              mi("prefs", "Themes", null, { submenuId: "code.menu.themes", submenu: [mi("themes", "Color Theme", "Ctrl+K Ctrl+T"),
                mi("themes", "File Icon Theme"), mi("themes", "Product Icon Theme")] }), D,
              mi("prefs", "Backup and Sync Settings..."), D, mi("prefs", "Online Services Settings")] }), D,
            mi(m, "Revert File"), mi(m, "Close Editor", "Ctrl+W"), mi(m, "Close Folder", "Ctrl+K F"), mi(m, "Close Window", "Alt+F4"), D,
            mi(m, "Exit")];
        }
        if (m === "edit") {
          return [mi(m, "Undo", "Ctrl+Z"), mi(m, "Redo", "Ctrl+Y"), D, mi(m, "Cut", "Ctrl+X"), mi(m, "Copy", "Ctrl+C"), mi(m, "Paste", "Ctrl+V"), D,
            mi(m, "Find", "Ctrl+F"), mi(m, "Replace", "Ctrl+H"), D,
            mi(m, "Find in Files", "Ctrl+Shift+F", { onSelect: function () { setView("search"); } }), mi(m, "Replace in Files", "Ctrl+Shift+H"), D,
            mi(m, "Toggle Line Comment", "Ctrl+/"), mi(m, "Toggle Block Comment", "Ctrl+Shift+A"), mi(m, "Emmet: Expand Abbreviation", "Tab")];
        }
        if (m === "selection") {
          return [mi(m, "Select All", "Ctrl+A"), mi(m, "Expand Selection", "Shift+Alt+RightArrow"), mi(m, "Shrink Selection", "Shift+Alt+LeftArrow"), D,
            mi(m, "Copy Line Up", "Ctrl+Shift+Alt+UpArrow"), mi(m, "Copy Line Down", "Ctrl+Shift+Alt+DownArrow"),
            mi(m, "Move Line Up", "Alt+UpArrow"), mi(m, "Move Line Down", "Alt+DownArrow"), mi(m, "Duplicate Selection"), D,
            mi(m, "Add Cursor Above", "Shift+Alt+UpArrow"), mi(m, "Add Cursor Below", "Shift+Alt+DownArrow"),
            mi(m, "Add Cursors to Line Ends", "Shift+Alt+I"), mi(m, "Add Next Occurrence", "Ctrl+D"),
            mi(m, "Add Previous Occurrence"), mi(m, "Select All Occurrences", "Ctrl+Shift+L"), D,
            mi(m, "Switch to Ctrl+Click for Multi-Cursor"), mi(m, "Column Selection Mode")];
        }
        if (m === "view") {
          return [mi(m, "Command Palette...", "Ctrl+Shift+P", { onSelect: function () { openQuick("commands"); } }), mi(m, "Open View..."), D,
            mi(m, "Appearance", null, { submenuId: "code.menu.appearance", submenu: [mi("appearance", "Full Screen", "F11"),
              mi("appearance", "Zen Mode", "Ctrl+K Z"), mi("appearance", "Centered Layout"), D,
              mi("appearance", "Menu Bar", null, { checked: true }), mi("appearance", "Primary Side Bar", "Ctrl+B", { checked: S.sidebar }),
              mi("appearance", "Secondary Side Bar", "Ctrl+Alt+B", { checked: S.secondary }), mi("appearance", "Status Bar", null, { checked: true }),
              mi("appearance", "Panel", "Ctrl+J", { checked: !!S.panel }), D, mi("appearance", "Move Primary Side Bar Right"), D,
              mi("appearance", "Minimap", null, { checked: true }), mi("appearance", "Breadcrumbs", null, { checked: true }),
              mi("appearance", "Sticky Scroll", null, { checked: false }), mi("appearance", "Render Whitespace", null, { checked: false }), D,
              mi("appearance", "Zoom In", "Ctrl+="), mi("appearance", "Zoom Out", "Ctrl+-"), mi("appearance", "Reset Zoom", "Ctrl+NumPad0")] }),
            mi(m, "Editor Layout", null, { submenuId: "code.menu.layout", submenu: [mi("layout", "Split Up", "Ctrl+K Ctrl+\\"),
              mi("layout", "Split Down"), mi("layout", "Split Left"), mi("layout", "Split Right"), D, mi("layout", "Single"),
              mi("layout", "Two Columns"), mi("layout", "Three Columns"), mi("layout", "Two Rows"), mi("layout", "Grid (2x2)"), D,
              mi("layout", "Flip Layout", "Shift+Alt+0")] }), D,
            mi(m, "Explorer", "Ctrl+Shift+E", { onSelect: function () { setView("explorer"); } }),
            mi(m, "Search", "Ctrl+Shift+F", { onSelect: function () { setView("search"); } }),
            mi(m, "Source Control", "Ctrl+Shift+G", { onSelect: function () { setView("scm"); } }),
            mi(m, "Run", "Ctrl+Shift+D", { onSelect: function () { setView("debug"); } }),
            mi(m, "Extensions", "Ctrl+Shift+X", { onSelect: function () { setView("extensions"); } }), D,
            mi(m, "Problems", "Ctrl+Shift+M", { onSelect: function () { setPanel("problems"); } }),
            mi(m, "Output", "Ctrl+Shift+U", { onSelect: function () { setPanel("output"); } }),
            mi(m, "Debug Console", "Ctrl+Shift+Y", { onSelect: function () { setPanel("debug-console"); } }),
            mi(m, "Terminal", "Ctrl+`", { onSelect: function () { setPanel("terminal"); } }), D,
            mi(m, "Word Wrap", "Alt+Z")];
        }
        if (m === "go") {
          return [mi(m, "Back", "Ctrl+Alt+-"), mi(m, "Forward", "Ctrl+Shift+-"), mi(m, "Last Edit Location", "Ctrl+K Ctrl+Q"), D,
            mi(m, "Switch Editor", null, { submenuId: "code.menu.switch-editor", submenu: [mi("switch", "Next Editor", "Ctrl+PageDown"),
              mi("switch", "Previous Editor", "Ctrl+PageUp"), D, mi("switch", "Next Used Editor"), mi("switch", "Previous Used Editor")] }),
            mi(m, "Switch Group", null, { submenuId: "code.menu.switch-group", submenu: [mi("group", "Group 1", "Ctrl+1"), mi("group", "Group 2", "Ctrl+2")] }), D,
            mi(m, "Go to File...", "Ctrl+P", { onSelect: function () { openQuick("files"); } }), mi(m, "Go to Symbol in Workspace...", "Ctrl+T"), D,
            mi(m, "Go to Symbol in Editor...", "Ctrl+Shift+O"), mi(m, "Go to Definition", "F12"), mi(m, "Go to Declaration"),
            mi(m, "Go to Type Definition"), mi(m, "Go to Implementations", "Ctrl+F12"), mi(m, "Go to References", "Shift+F12"), D,
            mi(m, "Go to Line/Column...", "Ctrl+G"), mi(m, "Go to Bracket", "Ctrl+Shift+\\"), D,
            mi(m, "Next Problem", "F8"), mi(m, "Previous Problem", "Shift+F8"), D, mi(m, "Next Change", "Alt+F3"), mi(m, "Previous Change", "Shift+Alt+F3")];
        }
        if (m === "run") {
          var dbg = !!S.debug;
          return [mi(m, "Start Debugging", "F5", { onSelect: function () { startDebug(); } }), mi(m, "Run Without Debugging", "Ctrl+F5"),
            mi(m, "Stop Debugging", "Shift+F5", { disabled: !dbg }), mi(m, "Restart Debugging", "Ctrl+Shift+F5", { disabled: !dbg }), D,
            mi(m, "Open Configurations", null, { onSelect: function () { openEditor(".vscode/launch.json"); } }), mi(m, "Add Configuration..."), D,
            mi(m, "Step Over", "F10", { disabled: S.debug !== "paused" }), mi(m, "Step Into", "F11", { disabled: S.debug !== "paused" }),
            mi(m, "Step Out", "Shift+F11", { disabled: S.debug !== "paused" }), mi(m, "Continue", "F5", { disabled: S.debug !== "paused" }), D,
            mi(m, "Toggle Breakpoint", "F9"),
            mi(m, "New Breakpoint", null, { submenuId: "code.menu.new-breakpoint", submenu: [mi("bp", "Conditional Breakpoint..."),
              mi("bp", "Edit Breakpoint"), mi("bp", "Inline Breakpoint", "Shift+F9"), mi("bp", "Function Breakpoint..."), mi("bp", "Logpoint..."),
              mi("bp", "Triggered Breakpoint...")] }), D,
            mi(m, "Enable All Breakpoints"), mi(m, "Disable All Breakpoints"), mi(m, "Remove All Breakpoints"), D, mi(m, "Install Additional Debuggers...")];
        }
        if (m === "terminal") {
          return [mi(m, "New Terminal", "Ctrl+Shift+`"), mi(m, "Split Terminal", "Ctrl+Shift+5"), mi(m, "New Terminal Window", "Ctrl+Shift+Alt+`"), D,
            mi(m, "Run Task..."), mi(m, "Run Build Task...", "Ctrl+Shift+B"), mi(m, "Run Active File"), mi(m, "Run Selected Text"), D,
            mi(m, "Show Running Tasks..."), mi(m, "Restart Running Task..."), mi(m, "Terminate Task..."), D,
            mi(m, "Configure Tasks..."), mi(m, "Configure Default Build Task...")];
        }
        return [mi(m, "Welcome"), mi(m, "Show All Commands", "Ctrl+Shift+P", { onSelect: function () { openQuick("commands"); } }),
          mi(m, "Documentation"), mi(m, "Editor Playground"), mi(m, "Show Release Notes"), mi(m, "Get Started with Accessibility Features"), D,
          mi(m, "Keyboard Shortcuts Reference", "Ctrl+K Ctrl+R"), mi(m, "Video Tutorials"), mi(m, "Tips and Tricks"), D,
          mi(m, "Join Us on YouTube"), mi(m, "Search Feature Requests"), mi(m, "Report Issue"), D,
          mi(m, "View License"), mi(m, "Privacy Statement"), D, mi(m, "Toggle Developer Tools", "Ctrl+Shift+I"), mi(m, "Open Process Explorer"), D,
          mi(m, "Check for Updates..."), D, mi(m, "About")];
      }

      /* ---------------- activity bar ---------------- */
      function renderActivity() {
        activityHost.innerHTML = "";
        var bar = h("div", { class: "vs-activity", id: "code.activitybar" });
        VIEWS.forEach(function (v) {
          var on = S.sidebar && S.view === v[0];
          var b = h("div", { class: "ab-item" + (on ? " on" : ""), id: "code.activity." + v[0], role: "tab", "aria-label": v[2],
            onclick: function (e) { e.stopPropagation(); if (S.view === v[0] && S.sidebar) { S.sidebar = false; } else { S.$set({ view: v[0], sidebar: true }); } renderAll(); } },
            ci(v[1], 24));
          if (v[0] === "scm") b.appendChild(h("span", { class: "ab-badge" }, String(C.changes.length - S.staged.length + S.staged.length)));
          if (v[0] === "extensions" && S.installing) b.appendChild(h("span", { class: "ab-progress" }));
          kit.tooltip(b, v[2], { placement: "right" });
          bar.appendChild(b);
        });
        bar.appendChild(h("div", { class: "ab-fill" }));
        var acc = h("div", { class: "ab-item", id: "code.activity.accounts", role: "button", "aria-label": "Accounts" }, ci("account", 24));
        kit.menu(acc, [{ id: "code.accounts.github", label: C.user.login + " (GitHub)", submenuId: "code.menu.accounts.github",
          submenu: [{ id: "code.accounts.manage-trusted", label: "Manage Trusted Extensions", onSelect: act("accounts:trusted") },
            { id: "code.accounts.signout", label: "Sign Out", onSelect: act("accounts:signout") }] },
          { divider: true }, { id: "code.accounts.backup", label: "Backup and Sync Settings...", onSelect: act("accounts:sync") }],
        { id: "code.menu.accounts", cls: "vs-menu", host: shell, placement: "right-start",
          onOpen: function () { S.menu = "accounts"; }, onClose: function () { if (S.menu === "accounts") S.menu = null; } });
        var manage = h("div", { class: "ab-item", id: "code.activity.manage", role: "button", "aria-label": "Manage" }, ci("settings-gear", 24),
          h("span", { class: "ab-badge small" }, "1"));
        kit.menu(manage, [{ id: "code.manage.palette", label: "Command Palette...", shortcut: "Ctrl+Shift+P", onSelect: function () { openQuick("commands"); } },
          { divider: true }, { id: "code.manage.profiles", label: "Profiles", onSelect: act("manage:profiles") },
          { id: "code.manage.settings", label: "Settings", shortcut: "Ctrl+,", onSelect: function () { openEditor("settings"); } },
          { id: "code.manage.extensions", label: "Extensions", shortcut: "Ctrl+Shift+X", onSelect: function () { setView("extensions"); } },
          { id: "code.manage.keybindings", label: "Keyboard Shortcuts", shortcut: "Ctrl+K Ctrl+S", onSelect: act("manage:keybindings") },
          { id: "code.manage.themes", label: "Themes", submenuId: "code.menu.manage.themes", submenu: [
            { id: "code.manage.themes.color", label: "Color Theme", shortcut: "Ctrl+K Ctrl+T", onSelect: act("manage:color-theme") },
            { id: "code.manage.themes.icons", label: "File Icon Theme", onSelect: act("manage:icon-theme") }] },
          { divider: true }, { id: "code.manage.sync", label: "Backup and Sync Settings...", onSelect: act("manage:sync") },
          { divider: true }, { id: "code.manage.restart-update", label: "Restart to Update (1)", onSelect: act("manage:update") }],
        { id: "code.menu.manage", cls: "vs-menu", host: shell, placement: "right-start",
          onOpen: function () { S.menu = "manage"; }, onClose: function () { if (S.menu === "manage") S.menu = null; } });
        bar.appendChild(acc); bar.appendChild(manage);
        activityHost.appendChild(bar);
      }

      function setView(v) { S.$set({ view: v, sidebar: true }); renderAll(); }
      function setPanel(p) { S.panel = p; renderAll(); }

      /* ---------------- side bar ---------------- */
      function paneHeader(title, actions) {
        return h("div", { class: "sb-title" }, h("span", null, title), h("div", { class: "sb-actions" }, actions || []));
      }
      function section(id, title, open, onToggle, actions, badge) {
        var head = h("div", { class: "sec-head" + (open ? " open" : ""), id: id, role: "button", "aria-expanded": String(open),
          onclick: function (e) { e.stopPropagation(); onToggle(); } },
          ci(open ? "chevron-down" : "chevron-right", 16), h("span", { class: "sec-title" }, title),
          badge !== undefined && badge !== null ? h("span", { class: "sec-badge" }, String(badge)) : null,
          actions ? h("div", { class: "sec-actions" }, actions) : null);
        return head;
      }

      function renderSide() {
        sideHost.innerHTML = "";
        if (!S.sidebar) return;
        var side = h("div", { class: "vs-side", id: "code.sidebar" });
        if (S.view === "explorer") buildExplorer(side);
        else if (S.view === "search") buildSearch(side);
        else if (S.view === "scm") buildScm(side);
        else if (S.view === "debug") buildDebugView(side);
        else buildExtensions(side);
        sideHost.appendChild(side);
      }

      /* Explorer */
      function childrenOf(folder) {
        var prefix = folder ? folder + "/" : "";
        var kids = {};
        C.folders.forEach(function (f) { if (f.indexOf(prefix) === 0 && f.slice(prefix.length).indexOf("/") < 0 && f !== folder) kids[f] = "folder"; });
        Object.keys(files).forEach(function (p) { if (p.indexOf(prefix) === 0 && p.slice(prefix.length).indexOf("/") < 0) kids[p] = "file"; });
        var names = Object.keys(kids);
        names.sort(function (a, b) {
          if (kids[a] !== kids[b]) return kids[a] === "folder" ? -1 : 1;
          var x = base(a).toLowerCase(), y = base(b).toLowerCase();
          return x < y ? -1 : x > y ? 1 : 0;
        });
        return names.map(function (n) { return { path: n, kind: kids[n] }; });
      }
      function folderDecoration(folder) {
        var err = problems().some(function (p) { return p.file.indexOf(folder + "/") === 0 && p.severity === "error"; });
        var chg = C.changes.some(function (c) { return c.file.indexOf(folder + "/") === 0; });
        return err ? "err" : chg ? "mod" : null;
      }
      function buildExplorer(side) {
        side.appendChild(paneHeader("EXPLORER", [iconBtn("code.explorer.more", "ellipsis", "Views and More Actions...", act("explorer:more"))]));
        var wsActions = [
          iconBtn("code.explorer.new-file", "new-file", "New File...", act("explorer:new-file")),
          iconBtn("code.explorer.new-folder", "new-folder", "New Folder...", act("explorer:new-folder")),
          iconBtn("code.explorer.refresh", "refresh", "Refresh Explorer", act("explorer:refresh")),
          iconBtn("code.explorer.collapse", "collapse-all", "Collapse Folders in Explorer", function () { S.tree = []; renderSide(); })];
        var wsOpen = true;
        var head = section("code.explorer.section.workspace", C.workspace.toUpperCase(), wsOpen, act("explorer:toggle-workspace"), wsActions);
        head.classList.add("ws-head");
        var tree = h("div", { class: "tree", id: "code.explorer.tree", role: "tree" });
        var sel = S.tree_sel || (files[S.active] ? S.active : null);
        function rows(folder, depth) {
          childrenOf(folder).forEach(function (c) {
            var isDir = c.kind === "folder";
            var open = isDir && has(S.tree, c.path);
            var ch = !isDir && changeOf(c.path);
            var probs = !isDir ? problemsOf(c.path) : [];
            var errs = probs.filter(function (p) { return p.severity === "error"; }).length;
            var deco = isDir ? folderDecoration(c.path) : errs ? "err" : probs.length ? "warn" : ch ? (ch.status === "U" ? "new" : "mod") : null;
            var right = null;
            if (!isDir) {
              var bits = [];
              if (probs.length) bits.push(String(probs.length));
              if (ch) bits.push(ch.status);
              right = bits.length ? h("span", { class: "deco" }, bits.join(", ")) : null;
            } else if (deco) right = h("span", { class: "deco dot" }, "\u25cf");
            var row = h("div", { class: "tr" + (sel === c.path ? " sel" : "") + (deco ? " d-" + deco : ""), id: "code.tree." + c.path,
              role: "treeitem", "data-path": c.path, "aria-expanded": isDir ? String(open) : null,
              style: { paddingLeft: (depth * 8 + 8) + "px" } },
              h("span", { class: "indent-guides", style: { width: (depth * 8) + "px" } }),
              isDir ? ci(open ? "chevron-down" : "chevron-right", 16, null, "tw") : h("span", { class: "tw blank" }),
              isDir ? null : fileIcon(c.path),
              h("span", { class: "lbl" }, base(c.path)), right);
            tree.appendChild(row);
            if (open) rows(c.path, depth + 1);
          });
        }
        rows("", 0);
        tree.addEventListener("click", function (e) {
          var row = e.target.closest(".tr");
          if (!row) return;
          var p = row.getAttribute("data-path");
          if (files[p]) { S.tree_sel = p; openEditor(p); }
          else { S.$set({ tree: toggled(S.tree, p), tree_sel: p }); renderSide(); }
        });
        var body = h("div", { class: "sec-body grow" }, tree);
        side.appendChild(head);
        side.appendChild(body);
        remember(tree, "code.explorer.tree");
        // OUTLINE
        var outline = section("code.explorer.section.outline", "OUTLINE", S.outline_open, function () { S.outline_open = !S.outline_open; renderSide(); },
          S.outline_open ? [iconBtn("code.outline.collapse", "collapse-all", "Collapse All", act("outline:collapse")),
            iconBtn("code.outline.more", "ellipsis", "More Actions...", act("outline:more"))] : null);
        side.appendChild(outline);
        if (S.outline_open) {
          var ol = h("div", { class: "tree outline", id: "code.outline.list" });
          var f = files[S.active];
          if (f && f.outline.length) {
            (function add(nodes, depth) {
              nodes.forEach(function (n) {
                var spec = OUTLINE_ICONS[n.kind] || OUTLINE_ICONS.variable;
                ol.appendChild(h("div", { class: "tr", id: "code.outline." + n.line + "." + n.name, "data-line": n.line, style: { paddingLeft: (depth * 8 + 8) + "px" } },
                  n.children.length ? ci("chevron-down", 16, null, "tw") : h("span", { class: "tw blank" }),
                  ci(spec[0], 16, spec[1], "ficon"), h("span", { class: "lbl" }, n.name)));
                add(n.children, depth + 1);
              });
            })(f.outline, 0);
          } else ol.appendChild(h("div", { class: "empty-note" }, "The active editor cannot provide outline information."));
          ol.addEventListener("click", function (e) {
            var r = e.target.closest(".tr"); if (!r) return;
            var line = +r.getAttribute("data-line");
            goTo(S.active, line, 1, "outline:" + line);
          });
          side.appendChild(h("div", { class: "sec-body grow" }, ol));
          remember(ol, "code.outline.list");
        }
        var tl = section("code.explorer.section.timeline", "TIMELINE", S.timeline_open, function () { S.timeline_open = !S.timeline_open; renderSide(); },
          S.timeline_open ? [iconBtn("code.timeline.pin", "pin", "Pin the Current Timeline", act("timeline:pin")),
            iconBtn("code.timeline.refresh", "refresh", "Refresh", act("timeline:refresh")),
            iconBtn("code.timeline.filter", "filter", "Filter Timeline", act("timeline:filter"))] : null);
        side.appendChild(tl);
        if (S.timeline_open) {
          var tlist = h("div", { class: "tree timeline", id: "code.timeline.list" });
          C.timeline.forEach(function (t, i) {
            tlist.appendChild(h("div", { class: "tr", id: "code.timeline." + i, onclick: act("timeline:" + i) },
              ci(t.kind === "git" ? "git-commit" : "save", 16, null, "ficon"),
              h("span", { class: "lbl" }, t.label), h("span", { class: "desc" }, t.kind === "git" ? t.author : ""), h("span", { class: "when" }, t.when)));
          });
          side.appendChild(h("div", { class: "sec-body" }, tlist));
        }
      }

      /* Search */
      var searchTimer = null;
      function buildSearch(side) {
        side.appendChild(paneHeader("SEARCH", [iconBtn("code.search.refresh", "refresh", "Refresh", act("search:refresh")),
          iconBtn("code.search.clear", "clear-all", "Clear Search Results", act("search:clear")),
          iconBtn("code.search.new-editor", "new-file", "Open New Search Editor", act("search:editor")),
          iconBtn("code.search.view-tree", "list-tree", "View as Tree", act("search:tree")),
          iconBtn("code.search.collapse", "collapse-all", "Collapse All", act("search:collapse"))]));
        var form = h("div", { class: "search-form" },
          h("div", { class: "sf-row" }, ci("chevron-right", 16, null, "sf-toggle"),
            h("div", { class: "input" }, h("span", { class: "val" }, C.search.query),
              h("span", { class: "opts" }, ci("case-sensitive", 16), ci("whole-word", 16), ci("regex", 16)))),
          h("div", { class: "sf-more" }, ci("ellipsis", 16)));
        side.appendChild(form);
        var list = h("div", { class: "tree search-results", id: "code.search.list" });
        if (S.search_pending) {
          side.appendChild(h("div", { class: "progress-bar" }));
          side.appendChild(h("div", { class: "search-msg" }, "Searching..."));
          if (!searchTimer) searchTimer = kit.after(SEARCH_MS, function () { S.search_pending = false; renderSide(); });
        } else {
          var byFile = {};
          var order = [];
          C.search.matches.forEach(function (m, i) {
            if (!byFile[m.file]) { byFile[m.file] = []; order.push(m.file); }
            byFile[m.file].push(Object.assign({ i: i }, m));
          });
          side.appendChild(h("div", { class: "search-msg" }, C.search.matches.length + " results in " + order.length + " files - ",
            h("a", { id: "code.search.open-editor", onclick: act("search:open-in-editor") }, "Open in editor")));
          order.forEach(function (f) {
            list.appendChild(h("div", { class: "tr sr-file", id: "code.search.file." + f, style: { paddingLeft: "8px" } },
              ci("chevron-down", 16, null, "tw"), fileIcon(f), h("span", { class: "lbl" }, base(f)), h("span", { class: "desc" }, dir(f)),
              h("span", { class: "count" }, String(byFile[f].length))));
            byFile[f].forEach(function (m) {
              var k = m.text.indexOf(C.search.query);
              var pre = m.text.slice(Math.max(0, k - 24), k), post = m.text.slice(k + C.search.query.length);
              if (k > 24) pre = "\u2026" + pre;
              var row = h("div", { class: "tr sr-match", id: "code.search.match." + m.i, "data-i": m.i, style: { paddingLeft: "38px" } },
                h("span", { class: "lbl" }, pre, h("span", { class: "hl" }, C.search.query), post),
                h("span", { class: "row-actions" },
                  iconBtn("code.search.match." + m.i + ".replace", "replace", "Replace (Ctrl+Shift+1)", act("search:replace:" + m.i), { tip: false }),
                  iconBtn("code.search.match." + m.i + ".dismiss", "close", "Dismiss (Delete)", function () { S.last_action = "search:dismiss:" + m.i; row.remove(); }, { tip: false })));
              list.appendChild(row);
            });
          });
          list.addEventListener("click", function (e) {
            var r = e.target.closest(".sr-match"); if (!r || e.target.closest(".row-actions")) return;
            var m = C.search.matches[+r.getAttribute("data-i")];
            goTo(m.file, m.line, m.col, "search:open:" + r.getAttribute("data-i"));
          });
          side.appendChild(h("div", { class: "sec-body grow" }, list));
          remember(list, "code.search.list");
        }
      }

      /* Source control */
      function buildScm(side) {
        side.appendChild(paneHeader("SOURCE CONTROL", [iconBtn("code.scm.view-tree", "list-tree", "View as Tree", act("scm:tree")),
          iconBtn("code.scm.commit-check", "check", "Commit (Ctrl+Enter)", act("scm:commit-title")),
          iconBtn("code.scm.refresh", "refresh", "Refresh", act("scm:refresh")),
          iconBtn("code.scm.more", "ellipsis", "More Actions...", act("scm:more"))]));
        var box = h("div", { class: "scm-box" },
          h("div", { class: "input scm-msg", id: "code.scm.message" }, h("span", { class: "ph" }, "Message (Ctrl+Enter to commit on '" + C.branch + "')"),
            ci("sparkle", 16, null, "scm-sparkle")),
          h("div", { class: "scm-commit" },
            h("button", { class: "btn primary", id: "code.scm.commit", type: "button", onclick: act("scm:commit") }, ci("check", 16), "Commit"),
            h("button", { class: "btn primary split", id: "code.scm.commit.more", type: "button", "aria-label": "More Actions...", onclick: act("scm:commit-more") }, ci("chevron-down", 16))));
        side.appendChild(box);
        var changes = C.changes.filter(function (c) { return !has(S.staged, c.file); });
        var staged = C.changes.filter(function (c) { return has(S.staged, c.file); });
        var list = h("div", { class: "tree scm-list", id: "code.scm.changes" });
        function changeRow(c, isStaged) {
          var row = h("div", { class: "tr scm-row st-" + c.status, id: "code.scm.change." + c.file, style: { paddingLeft: "20px" },
            onclick: function () { S.last_action = "scm:open-change:" + c.file; openEditor(c.file); } },
            fileIcon(c.file), h("span", { class: "lbl" }, base(c.file)), h("span", { class: "desc" }, dir(c.file)),
            h("span", { class: "row-actions" },
              iconBtn("code.scm.change." + c.file + ".open", "go-to-file", "Open File", function () { S.last_action = "scm:open-file:" + c.file; openEditor(c.file); }),
              isStaged ? iconBtn("code.scm.change." + c.file + ".unstage", "remove", "Unstage Changes", function () { S.staged = without(S.staged, c.file); renderSide(); })
                : iconBtn("code.scm.change." + c.file + ".discard", "discard", "Discard Changes", act("scm:discard:" + c.file)),
              isStaged ? null : iconBtn("code.scm.change." + c.file + ".stage", "add", "Stage Changes", function () { S.staged = S.staged.concat([c.file]); renderSide(); })),
            h("span", { class: "letter" }, c.status));
          return row;
        }
        if (staged.length) {
          list.appendChild(h("div", { class: "tr grp", id: "code.scm.group.staged" }, ci("chevron-down", 16, null, "tw"), h("span", { class: "lbl" }, "Staged Changes"),
            h("span", { class: "count" }, String(staged.length))));
          staged.forEach(function (c) { list.appendChild(changeRow(c, true)); });
        }
        list.appendChild(h("div", { class: "tr grp", id: "code.scm.group.changes" }, ci("chevron-down", 16, null, "tw"), h("span", { class: "lbl" }, "Changes"),
          h("span", { class: "row-actions" },
            iconBtn("code.scm.stage-all", "add", "Stage All Changes", function () { S.staged = C.changes.map(function (c) { return c.file; }); renderSide(); })),
          h("span", { class: "count" }, String(changes.length))));
        changes.forEach(function (c) { list.appendChild(changeRow(c, false)); });
        side.appendChild(h("div", { class: "sec-body" }, list));
        side.appendChild(section("code.scm.section.graph", "GRAPH", true, act("scm:toggle-graph"),
          [iconBtn("code.scm.graph.fetch", "repo-fetch", "Fetch From All Remotes", act("scm:fetch")),
            iconBtn("code.scm.graph.pull", "repo-pull", "Pull", act("scm:pull")),
            iconBtn("code.scm.graph.push", "repo-push", "Push", act("scm:push"))]));
        var graph = h("div", { class: "tree graph", id: "code.scm.graph" });
        C.commits.forEach(function (c, i) {
          graph.appendChild(h("div", { class: "tr gr-row", id: "code.scm.commit." + c.sha, title: c.message + "\n" + c.author + ", " + c.when,
            onclick: function () { S.last_action = "scm:commit:" + c.sha; } },
            h("span", { class: "gr-lane" + (i === 0 ? " head" : "") + (c.message.indexOf("Merge") === 0 ? " merge" : "") }),
            h("span", { class: "lbl" }, c.message),
            c.refs.map(function (r) { return h("span", { class: "ref" + (r.indexOf("origin/") === 0 ? " remote" : r.charAt(0) === "v" ? " tag" : "") },
              ci(r.charAt(0) === "v" ? "tag" : r.indexOf("origin/") === 0 ? "cloud" : "git-branch", 12), r); }),
            h("span", { class: "desc" }, c.author)));
        });
        side.appendChild(h("div", { class: "sec-body grow" }, graph));
        remember(graph, "code.scm.graph");
      }

      /* Run and Debug */
      function buildDebugView(side) {
        side.appendChild(paneHeader("RUN AND DEBUG", [
          h("div", { class: "dbg-launch" },
            iconBtn("code.debug.start", "debug-start", "Start Debugging (F5)", function () { startDebug(); }, { color: "#89d185" }),
            h("span", { class: "dbg-config", id: "code.debug.config", onclick: act("debug:select-config") }, "Python: FastAPI", ci("chevron-down", 14)),
            iconBtn("code.debug.open-launch", "gear", "Open 'launch.json'", function () { openEditor(".vscode/launch.json"); }),
            iconBtn("code.debug.more", "ellipsis", "Views and More Actions...", act("debug:more")))]));
        var paused = S.debug === "paused";
        var vars = h("div", { class: "tree" });
        if (paused) {
          [["Locals", null, 0], ["fee", "Money(cents=600, currency='EUR')", 1], ["invoice", "Invoice(customer_id='cus_Qx81', lines=[...], ...)", 1],
            ["self", "<payments.services.billing.BillingService object at 0x10a4f3e50>", 1], ["Globals", null, 0]].forEach(function (v, i) {
            vars.appendChild(h("div", { class: "tr var", id: "code.debug.var." + i, style: { paddingLeft: (8 + v[2] * 12) + "px" } },
              ci(v[1] === null ? "chevron-down" : "chevron-right", 16, null, "tw"),
              h("span", { class: v[1] === null ? "lbl" : "vname" }, v[0] + (v[1] === null ? "" : ": ")), v[1] ? h("span", { class: "vval" }, v[1]) : null));
          });
        }
        side.appendChild(section("code.debug.section.variables", "VARIABLES", true, act("debug:toggle-vars")));
        side.appendChild(h("div", { class: "sec-body" }, vars));
        side.appendChild(section("code.debug.section.watch", "WATCH", true, act("debug:toggle-watch")));
        side.appendChild(h("div", { class: "sec-body" }, h("div", { class: "tree" }, paused ? h("div", { class: "tr var", style: { paddingLeft: "20px" } },
          h("span", { class: "vname" }, "invoice.total: "), h("span", { class: "vval" }, "Money(cents=40000, currency='EUR')")) : null)));
        side.appendChild(section("code.debug.section.callstack", "CALL STACK", true, act("debug:toggle-stack")));
        var stack = h("div", { class: "tree" });
        if (S.debug) {
          stack.appendChild(h("div", { class: "tr", style: { paddingLeft: "8px" } }, ci("chevron-down", 16, null, "tw"), h("span", { class: "lbl" }, "Python: FastAPI"),
            h("span", { class: "desc" }, paused ? "PAUSED ON BREAKPOINT" : "RUNNING")));
          if (paused) {
            [["apply_late_fee", "billing.py", debugLine], ["apply_late_fee", "invoices.py", 98], ["run_endpoint_function", "routing.py", 212],
              ["app", "routing.py", 301]].forEach(function (fr, i) {
              stack.appendChild(h("div", { class: "tr frame" + (i === 0 ? " top" : ""), id: "code.debug.frame." + i, style: { paddingLeft: "28px" },
                onclick: act("debug:frame:" + i) }, h("span", { class: "lbl" }, fr[0]), h("span", { class: "desc" }, fr[1] + "  " + fr[2] + ":1")));
            });
          }
        }
        side.appendChild(h("div", { class: "sec-body" }, stack));
        side.appendChild(section("code.debug.section.breakpoints", "BREAKPOINTS", true, act("debug:toggle-bps")));
        var bps = h("div", { class: "tree" });
        [["Raised Exceptions", false], ["Uncaught Exceptions", true], ["User Uncaught Exceptions", false]].forEach(function (b, i) {
          bps.appendChild(h("div", { class: "tr", id: "code.debug.exc." + i, style: { paddingLeft: "20px" } },
            h("span", { class: "cb" + (b[1] ? " on" : "") }, b[1] ? ci("check", 14) : null), h("span", { class: "lbl" }, b[0])));
        });
        S.breakpoints.forEach(function (bp) {
          var p = bp.split(":");
          bps.appendChild(h("div", { class: "tr", id: "code.debug.bp." + bp, style: { paddingLeft: "20px" } },
            h("span", { class: "cb on" }, ci("check", 14)), h("span", { class: "bp-dot" }), h("span", { class: "lbl" }, base(p[0])),
            h("span", { class: "desc" }, dir(p[0])), h("span", { class: "count" }, p[1])));
        });
        side.appendChild(h("div", { class: "sec-body" }, bps));
      }

      /* Extensions */
      function extState(e) {
        if (S.installing === e.id) return "installing";
        if (has(S.installed, e.id)) return "just-installed";
        return e.installed ? "installed" : "available";
      }
      function extIcon(e, size) {
        return h("span", { class: "ext-icon", style: { width: size + "px", height: size + "px", background: e.color, fontSize: Math.round(size * 0.38) + "px",
          color: /#(d7ff64|cbcb41)/.test(e.color) ? "#1f1f1f" : "#ffffff" } }, e.letters);
      }
      function buildExtensions(side) {
        side.appendChild(paneHeader("EXTENSIONS", [iconBtn("code.ext.filter", "filter", "Filter Extensions...", act("ext:filter")),
          iconBtn("code.ext.refresh", "refresh", "Refresh", act("ext:refresh")),
          iconBtn("code.ext.clear", "clear-all", "Clear Extensions Search Results", act("ext:clear")),
          iconBtn("code.ext.more", "ellipsis", "Views and More Actions...", act("ext:more"))]));
        side.appendChild(h("div", { class: "ext-search" }, h("div", { class: "input" }, h("span", { class: "ph" }, "Search Extensions in Marketplace"))));
        var list = h("div", { class: "ext-list", id: "code.ext.list" });
        var installed = C.extensions.filter(function (e) { return e.installed; });
        var rec = C.recommended.map(function (id) { return extById[id]; }).filter(function (e) { return !e.installed; });
        function row(e) {
          var st = extState(e);
          var btns = h("div", { class: "ext-btns" });
          if (st === "available") btns.appendChild(h("button", { class: "btn primary small", id: "code.ext.row." + e.id + ".install", type: "button",
            onclick: function (ev) { ev.stopPropagation(); install(e.id); } }, "Install"));
          else if (st === "installing") btns.appendChild(h("button", { class: "btn primary small busy", id: "code.ext.row." + e.id + ".installing", type: "button",
            disabled: true, "aria-disabled": "true" }, "Installing"));
          else {
            if (st === "just-installed") btns.appendChild(h("button", { class: "btn primary small", id: "code.ext.row." + e.id + ".restart", type: "button",
              onclick: function (ev) { ev.stopPropagation(); S.last_action = "ext:restart:" + e.id + ":row"; } }, "Restart Extensions"));
            var gear = iconBtn("code.ext.row." + e.id + ".manage", "gear", "Manage", null);
            kit.menu(gear, [{ id: "code.ext.manage.disable", label: "Disable", onSelect: act("ext:disable:" + e.id) },
              { id: "code.ext.manage.disable-ws", label: "Disable (Workspace)", onSelect: act("ext:disable-ws:" + e.id) }, { divider: true },
              { id: "code.ext.manage.uninstall", label: "Uninstall", onSelect: act("ext:uninstall:" + e.id) },
              { id: "code.ext.manage.version", label: "Install Specific Version...", onSelect: act("ext:version:" + e.id) }, { divider: true },
              { id: "code.ext.manage.settings", label: "Settings", onSelect: act("ext:settings:" + e.id) },
              { id: "code.ext.manage.copy-id", label: "Copy Extension ID", onSelect: act("ext:copy-id:" + e.id) }],
            { id: "code.menu.ext-manage", cls: "vs-menu", host: shell, placement: "bottom-end",
              onOpen: function () { S.menu = "ext-manage:" + e.id; }, onClose: function () { if (S.menu === "ext-manage:" + e.id) S.menu = null; } });
            btns.appendChild(gear);
          }
          return h("div", { class: "ext-row" + (S.active === "ext:" + e.id ? " sel" : ""), id: "code.ext.row." + e.id,
            onclick: function () { openEditor("ext:" + e.id); } },
            extIcon(e, 42),
            h("div", { class: "ext-body" },
              h("div", { class: "ext-name" }, h("span", { class: "nm" }, e.name), h("span", { class: "ext-stats" }, ci("cloud-download", 12), " " + e.installs)),
              h("div", { class: "ext-desc" }, e.description),
              h("div", { class: "ext-foot" }, e.verified ? ci("verified-filled", 14, "#3794ff") : null, h("span", { class: "pub" }, e.publisher), btns)));
        }
        // Two panes, each with its own list (VS Code's view panes share the side bar's height). A
        // row keeps its pane while the session lasts: an install does not move it.
        side.appendChild(section("code.ext.section.installed", "INSTALLED", true, act("ext:toggle-installed"), null, installed.length));
        installed.forEach(function (e) { list.appendChild(row(e)); });
        side.appendChild(h("div", { class: "sec-body grow" }, list));
        remember(list, "code.ext.list");
        var recList = h("div", { class: "ext-list", id: "code.ext.recommended" });
        side.appendChild(section("code.ext.section.recommended", "RECOMMENDED", true, act("ext:toggle-recommended"), null, rec.length));
        rec.forEach(function (e) { recList.appendChild(row(e)); });
        side.appendChild(h("div", { class: "sec-body rec" }, recList));
      }
      var installTimer = null;
      function install(id) {
        if (installTimer) installTimer.cancel();
        S.installing = id;
        installTimer = kit.after(INSTALL_MS, function () {
          installTimer = null;
          S.$set({ installing: null, installed: has(S.installed, id) ? S.installed : S.installed.concat([id]) });
          renderSide(); renderActivity(); if (S.active === "ext:" + id) renderEditor();
        });
        renderSide(); renderActivity(); if (S.active === "ext:" + id) renderEditor();
      }

      /* ---------------- editor group ---------------- */
      function openEditor(key) {
        var tabs = has(S.tabs, key) ? S.tabs : S.tabs.concat([key]);
        S.$set({ tabs: tabs, active: key, quick: null });
        closeHover();
        renderAll();
        revealTab(key);
      }
      var revealed = {};  // editors whose scroll a jump has just set (kept over the old scroller's)
      function goTo(path, line, col, action) {
        edScroll[path] = Math.max(0, (line - 8) * LH);
        revealed[path] = true;
        var tabs = has(S.tabs, path) ? S.tabs : S.tabs.concat([path]);
        S.$set({ tabs: tabs, active: path, cursor: path + ":" + line + ":" + col, last_action: action || null, quick: null });
        renderAll();
        revealTab(path);
      }
      function revealTab(key) {
        var strip = editorHost.querySelector(".tabs");
        var tab = strip && strip.querySelector('[data-key="' + cssEsc(key) + '"]');
        if (!tab) return;
        var l = tab.getBoundingClientRect().left - strip.getBoundingClientRect().left + strip.scrollLeft, r = l + tab.offsetWidth;
        if (l < strip.scrollLeft) strip.scrollLeft = l;
        else if (r > strip.scrollLeft + strip.clientWidth) strip.scrollLeft = r - strip.clientWidth;
        scrolls["code.tabs"] = { top: 0, left: strip.scrollLeft };
      }
      function cssEsc(s) { return s.replace(/["\\]/g, "\\$&"); }
      function closeTab(key) {
        var i = S.tabs.indexOf(key);
        var tabs = without(S.tabs, key);
        var active = S.active === key ? (tabs[Math.min(i, tabs.length - 1)] || "") : S.active;
        S.$set({ tabs: tabs, active: active || S.active });
        if (!tabs.length) S.active = "welcome";
        renderAll();
      }

      function renderEditor() {
        var strip0 = editorHost.querySelector(".tabs");
        if (strip0) scrolls["code.tabs"] = { top: 0, left: strip0.scrollLeft };
        var sc0 = editorHost.querySelector(".ed-scroll");
        if (sc0 && !revealed[sc0.getAttribute("data-key")]) edScroll[sc0.getAttribute("data-key")] = sc0.scrollTop;
        revealed = {};
        editorHost.innerHTML = "";
        var group = h("div", { class: "vs-group", id: "code.editor-group" });
        // tabs
        var strip = h("div", { class: "tabs", id: "code.tabs", role: "tablist" });
        S.tabs.forEach(function (key) {
          var on = key === S.active;
          var dirty = has(S.dirty, key);
          var probs = files[key] ? problemsOf(key) : [];
          var err = probs.some(function (p) { return p.severity === "error"; });
          var closeBtn = h("span", { class: "tab-close" + (dirty ? " dirty" : ""), id: "code.tab." + key + ".close", role: "button", "aria-label": "Close (Ctrl+F4)",
            onclick: function (e) { e.stopPropagation(); if (dirty) { S.dialog = "save"; renderDialog(); } else closeTab(key); } },
          ci(dirty ? "circle-filled" : "close", dirty ? 10 : 16, null, "x"));
          var ch = files[key] && changeOf(key);
          var tab = h("div", { class: "tab" + (on ? " on" : "") + (err ? " t-err" : probs.length ? " t-warn" : ch ? " t-mod" : ""), id: "code.tab." + key, "data-key": key, role: "tab",
            "aria-selected": String(on), onclick: function () { if (S.active !== key) { S.active = key; closeHover(); renderAll(); } else S.last_action = "tab:focus:" + key; } },
            editorIcon(key), h("span", { class: "tab-label" }, editorLabel(key)), closeBtn);
          kit.tooltip(tab, files[key] ? "~/src/payments-service/" + key + (ch ? " \u2022 " + (ch.status === "U" ? "Untracked" : "Modified") : "") : editorLabel(key));
          strip.appendChild(tab);
        });
        var isPy = files[S.active] && files[S.active].lang === "Python";
        var isMd = files[S.active] && files[S.active].lang === "Markdown";
        var more = iconBtn("code.editor.more", "ellipsis", "More Actions...", null);
        kit.menu(more, [{ id: "code.editor.more.show-opened", label: "Show Opened Editors", onSelect: function () { openQuick("editors"); } }, { divider: true },
          { id: "code.editor.more.close-all", label: "Close All", shortcut: "Ctrl+K W", onSelect: act("editor:close-all") },
          { id: "code.editor.more.close-saved", label: "Close Saved", shortcut: "Ctrl+K U", onSelect: act("editor:close-saved") }, { divider: true },
          { id: "code.editor.more.preview", label: "Enable Preview Editors", checked: true, onSelect: act("editor:preview") },
          { id: "code.editor.more.lock", label: "Lock Group", onSelect: act("editor:lock") }, { divider: true },
          { id: "code.editor.more.configure", label: "Configure Editors", onSelect: act("editor:configure") }],
        { id: "code.menu.editor-more", cls: "vs-menu", host: shell, placement: "bottom-end",
          onOpen: function () { S.menu = "more-actions"; }, onClose: function () { if (S.menu === "more-actions") S.menu = null; } });
        var actions = h("div", { class: "ed-actions" },
          isPy ? iconBtn("code.editor.run", "play", "Run Python File", act("run:python-file:" + S.active)) : null,
          isMd ? iconBtn("code.editor.preview", "open-preview", "Open Preview to the Side (Ctrl+K V)", function () { openEditor("preview:" + S.active); }) : null,
          iconBtn("code.editor.split", "split-horizontal", "Split Editor Right (Ctrl+\\)", act("editor:split")), more);
        var tabsRow = h("div", { class: "tabs-row" }, strip, actions);
        group.appendChild(tabsRow);
        // body
        var body;
        if (files[S.active]) body = buildCodeEditor(S.active);
        else if (S.active === "settings") body = buildSettings();
        else if (S.active.indexOf("ext:") === 0 && extById[S.active.slice(4)]) body = buildExtPage(extById[S.active.slice(4)]);
        else if (S.active.indexOf("preview:") === 0 && files[S.active.slice(8)]) body = buildPreview(S.active.slice(8));
        else body = h("div", { class: "ed-empty" }, ci("vscode", 180, "#2b2b2b"),
          h("div", { class: "shortcuts" }, h("div", null, "Show All Commands ", h("kbd", null, "Ctrl+Shift+P")), h("div", null, "Go to File ", h("kbd", null, "Ctrl+P"))));
        group.appendChild(body);
        editorHost.appendChild(group);
        restoreNow(strip, "code.tabs");
        strip.addEventListener("scroll", function () { scrolls["code.tabs"] = { top: 0, left: strip.scrollLeft }; });
        strip.addEventListener("wheel", function (e) {
          // A vertical wheel over the tab strip scrolls it sideways, as VS Code's does.
          if (Math.abs(e.deltaY) > Math.abs(e.deltaX)) { strip.scrollLeft += e.deltaY; e.preventDefault(); }
        }, { passive: false });
      }

      /* breadcrumbs */
      function symbolAt(f, line) {
        var best = [];
        (function walk(nodes, chain) {
          nodes.forEach(function (n) {
            if (n.line <= line && line <= n.end) { best = chain.concat([n]); walk(n.children, best); }
          });
        })(f.outline, []);
        return best;
      }
      function curLine() {
        if (!S.cursor) return 1;
        var parts = S.cursor.split(":");
        return parts[0] === S.active ? +parts[1] : 1;
      }
      function buildCrumbs(path) {
        var f = files[path];
        var segs = path.split("/");
        var bar = h("div", { class: "crumbs", id: "code.breadcrumbs" });
        segs.forEach(function (s, i) {
          var last = i === segs.length - 1;
          var seg = h("span", { class: "crumb", id: "code.crumb." + i, role: "button" }, last ? fileIcon(path, 14) : null, s);
          var folder = segs.slice(0, i).join("/");
          var kids = childrenOf(folder);
          kit.menu(seg, kids.map(function (k) {
            return { id: "code.crumb." + i + ".item." + base(k.path), label: base(k.path), icon: k.kind === "folder" ? "codicon:folder" : null,
              onSelect: function () { if (files[k.path]) { S.last_action = "crumb:" + k.path; openEditor(k.path); } else S.last_action = "crumb:folder:" + k.path; } };
          }), { id: "code.menu.crumb", cls: "vs-menu crumb-menu", host: shell, placement: "bottom-start",
            onOpen: function () { S.menu = "crumb:" + i; }, onClose: function () { if (S.menu === "crumb:" + i) S.menu = null; } });
          bar.appendChild(seg);
          if (!last || f.outline.length) bar.appendChild(ci("chevron-right", 14, null, "crumb-sep"));
        });
        var chain = symbolAt(f, curLine());
        if (!chain.length && f.outline.length) bar.appendChild(h("span", { class: "crumb dim" }, "..."));
        chain.forEach(function (n, j) {
          var spec = OUTLINE_ICONS[n.kind] || OUTLINE_ICONS.variable;
          bar.appendChild(h("span", { class: "crumb", id: "code.crumb.sym." + j }, ci(spec[0], 14, spec[1]), n.name));
          if (j < chain.length - 1) bar.appendChild(ci("chevron-right", 14, null, "crumb-sep"));
        });
        return bar;
      }

      /* the code editor */
      var hover = { el: null, tok: null, timer: null, closeTimer: null };
      function closeHover() {
        clearTimeout(hover.timer); clearTimeout(hover.closeTimer);
        if (hover.el) hover.el.remove();
        hover.el = null; hover.tok = null;
      }
      function buildCodeEditor(path) {
        var f = files[path];
        var wrap = h("div", { class: "ed-wrap" });
        wrap.appendChild(buildCrumbs(path));
        var scroller = h("div", { class: "ed-scroll", id: "code.editor." + path, "data-key": path, role: "code" });
        var lines = h("div", { class: "ed-lines" });
        var probs = problemsOf(path);
        var cur = curLine();
        var folded = S.folded.filter(function (x) { return x.indexOf(path + ":") === 0; }).map(function (x) { return +x.split(":")[1]; });
        var hiddenUntil = 0;
        var foldEnd = foldEnds(f);
        var bpLines = S.breakpoints.filter(function (x) { return x.indexOf(path + ":") === 0; }).map(function (x) { return +x.split(":")[1]; });
        var stopLine = S.debug === "paused" && path === "src/payments/services/billing.py" ? debugLine : 0;
        var numW = String(f.lines.length).length;
        f.lines.forEach(function (toks, i) {
          var n = i + 1;
          if (n <= hiddenUntil) return;
          var marks = [];
          probs.forEach(function (p) {
            if (p.line === n) marks.push({ s: p.col - 1, e: p.col - 1 + p.len, cls: "sq " + (p.severity === "error" ? "sq-err" : "sq-warn"),
              attrs: { "data-problem": p.id, id: "code.squiggle." + p.id } });
          });
          var pos = 0;
          toks.forEach(function (t) {
            var sym = f.symbols[t[1]];
            if (sym && /^(f|t|c|v)$/.test(t[0]) && !marks.some(function (m) { return m.s < pos + t[1].length && pos < m.e; })) {
              var isDef = sym.line === n && !marks.some(function (m) { return m.def && m.attrs["data-sym"] === t[1]; });
              marks.push({ s: pos, e: pos + t[1].length, cls: "sym", def: isDef,
                attrs: { "data-sym": t[1], id: isDef ? "code.sym." + path + "." + t[1] : null } });
            }
            pos += t[1].length;
          });
          marks.sort(function (a, b) { return a.s - b.s; });
          var isFold = has(f.folds, n);
          var isFolded = isFold && has(folded, n);
          if (isFolded) hiddenUntil = foldEnd[n] || n;
          var test = has(f.tests, n) ? lineText(toks).match(/def (test_\w+)/) : null;
          var glyph = h("span", { class: "gm", id: "code.glyph." + path + "." + n, "data-line": n },
            has(bpLines, n) ? h("span", { class: "bp" }) : test ? h("span", { class: "test-run", id: "code.testrun." + test[1], "data-test": test[1], title: "Run Test" },
              ci("play", 14, "#73c991")) : h("span", { class: "bp-hint" }));
          var row = h("div", { class: "ln" + (n === cur && S.cursor && S.cursor.indexOf(path + ":") === 0 ? " cur" : "") + (n === stopLine ? " stop" : ""), "data-line": n },
            h("span", { class: "gut" }, glyph, h("span", { class: "num" + (n === cur ? " on" : ""), style: { width: (numW + 1) + "ch" } }, String(n)),
              h("span", { class: "fold" }, isFold ? h("span", { class: "fold-btn" + (isFolded ? " folded" : ""), id: "code.fold." + path + "." + n, "data-line": n, role: "button",
                "aria-label": isFolded ? "Unfold" : "Fold" }, ci(isFolded ? "chevron-right" : "chevron-down", 14)) : null),
              n === stopLine ? h("span", { class: "stop-arrow" }, ci("debug-stackframe", 14, "#ffcc00")) : null),
            h("span", { class: "code" }, renderTokens(toks, marks), isFolded ? h("span", { class: "fold-ellipsis" }, "\u2026") : null));
          lines.appendChild(row);
        });
        lines.appendChild(h("div", { class: "ln-pad" }));
        scroller.appendChild(lines);
        var edBody = h("div", { class: "ed-body" }, scroller);
        // minimap
        var mm = h("canvas", { class: "minimap", width: 100, height: 2 * f.lines.length + 4 });
        var slider = h("div", { class: "mm-slider" });
        var mmWrap = h("div", { class: "mm-wrap" }, mm, slider);
        edBody.appendChild(mmWrap);
        drawMinimap(mm, f);
        wrap.appendChild(edBody);
        function syncSlider() {
          var vis = scroller.clientHeight / LH;
          slider.style.top = Math.round(scroller.scrollTop / LH * 2) + "px";
          slider.style.height = Math.round(vis * 2) + "px";
          closeHover();
        }
        scroller.addEventListener("scroll", function () { edScroll[path] = scroller.scrollTop; syncSlider(); });
        var top = edScroll[path] || 0;
        requestAnimationFrame(function () { scroller.scrollTop = top; syncSlider(); });
        setTimeout(function () { if (scroller.isConnected) { scroller.scrollTop = edScroll[path] || top; } }, 0);
        // clicks: cursor, breakpoints, folds, test runs
        scroller.addEventListener("click", function (e) {
          var t = e.target;
          var testEl = t.closest(".test-run");
          if (testEl) { S.last_action = "test.run:" + testEl.getAttribute("data-test"); return; }
          var foldEl = t.closest(".fold-btn");
          if (foldEl) { S.folded = toggled(S.folded, path + ":" + foldEl.getAttribute("data-line")); renderEditor(); return; }
          var gm = t.closest(".gm");
          if (gm) { S.breakpoints = toggled(S.breakpoints, path + ":" + gm.getAttribute("data-line")); renderEditor(); if (S.view === "debug") renderSide(); return; }
          var ln = t.closest(".ln");
          if (!ln) return;
          var n = +ln.getAttribute("data-line");
          var col = lineText(f.lines[n - 1]).length + 1;
          var tok = t.closest(".tk, .sym, .sq");
          if (tok && ln.contains(tok)) col = +tok.getAttribute("data-col") + 1;
          S.$set({ cursor: path + ":" + n + ":" + col, suggest: false });
          closeHover();
          renderEditor(); renderStatus();
        });
        // hovers
        scroller.addEventListener("mouseover", function (e) {
          var tok = e.target.closest("[data-problem], [data-sym]");
          clearTimeout(hover.closeTimer);
          if (!tok) { if (hover.el) hover.closeTimer = setTimeout(closeHover, HOVER_MS); return; }
          if (tok === hover.tok) return;
          clearTimeout(hover.timer);
          hover.timer = setTimeout(function () { showHover(tok, f); }, HOVER_MS);
        });
        scroller.addEventListener("mouseleave", function () {
          clearTimeout(hover.timer);
          if (hover.el) hover.closeTimer = setTimeout(closeHover, HOVER_MS);
        });
        if (S.suggest && S.cursor && S.cursor.indexOf(path + ":") === 0) mountSuggest(scroller, lines, f);
        return wrap;
      }
      function foldEnds(f) {
        var out = {};
        f.outline.forEach(function walk(n) { out[n.line] = n.end; n.children.forEach(walk); });
        return out;
      }
      function renderTokens(toks, marks) {
        var out = [], pos = 0, group = null, groupMark = null;
        function flush() { if (group) { out.push(group); group = null; groupMark = null; } }
        toks.forEach(function (t) {
          var text = t[1], start = pos;
          pos += text.length;
          var cuts = [0, text.length];
          marks.forEach(function (m) { [m.s, m.e].forEach(function (c) { if (c > start && c < pos) cuts.push(c - start); }); });
          cuts = cuts.filter(function (c, i, a) { return a.indexOf(c) === i; }).sort(function (a, b) { return a - b; });
          for (var k = 0; k < cuts.length - 1; k++) {
            var s = start + cuts[k], piece = text.slice(cuts[k], cuts[k + 1]);
            var m = null;
            marks.forEach(function (mm) { if (mm.s <= s && s < mm.e) m = mm; });
            var span = h("span", { class: "tk" + (t[0] ? " t-" + t[0] : ""), "data-col": s }, piece);
            if (m) {
              if (groupMark !== m) { flush(); groupMark = m; group = h("span", Object.assign({ class: m.cls, "data-col": m.s }, m.attrs)); }
              group.appendChild(span);
            } else { flush(); out.push(span); }
          }
        });
        flush();
        return out;
      }
      var MM_COLORS = { k: "#c586c0", kw: "#569cd6", f: "#dcdcaa", t: "#4ec9b0", v: "#9cdcfe", c: "#4fc1ff", n: "#b5cea8", s: "#ce9178",
        m: "#6a9955", d: "#dcdcaa", o: "#d4d4d4", h: "#569cd6", b: "#6796e6", l: "#3794ff", ls: "#ce9178", e: "#569cd6", "": "#cccccc" };
      function drawMinimap(canvas, f) {
        var g = canvas.getContext("2d");
        g.globalAlpha = 0.6;
        f.lines.forEach(function (toks, i) {
          var x = 0;
          toks.forEach(function (t) {
            var text = t[1];
            for (var k = 0; k < text.length && x < 100; k++, x++) {
              if (text.charAt(k) === " ") continue;
              g.fillStyle = MM_COLORS[t[0]] || MM_COLORS[""];
              g.fillRect(x, i * 2, 1, 2);
            }
          });
        });
      }
      function showHover(tok, f) {
        closeHover();
        hover.tok = tok;
        var pid = tok.getAttribute("data-problem");
        var card = h("div", { class: "vs-hover", id: "code.hover" });
        if (pid) {
          var p = problemsAll.filter(function (x) { return x.id === pid; })[0];
          card.appendChild(h("div", { class: "hv-body" }, h("div", { class: "hv-msg" }, p.message),
            h("div", { class: "hv-src" }, p.source + "(" + p.code + ")")));
          var sym = f.symbols[lineText([[0, tok.textContent]])];
          if (sym) card.appendChild(h("div", { class: "hv-body" }, h("pre", { class: "hv-sig" }, sym.sig)));
          card.appendChild(h("div", { class: "hv-links" },
            h("a", { id: "code.hover.view-problem", onclick: function (e) { e.stopPropagation(); S.panel = "problems"; S.last_action = "hover:view-problem:" + pid; closeHover(); renderAll(); } },
              "View Problem (Alt+F8)"),
            h("a", { id: "code.hover.quickfix", onclick: function (e) { e.stopPropagation(); openQuickFix(tok, p); } }, "Quick Fix... (Ctrl+.)")));
        } else {
          var s = f.symbols[tok.getAttribute("data-sym")];
          card.appendChild(h("div", { class: "hv-body" }, h("pre", { class: "hv-sig" }, highlightSig(s.sig))));
          if (s.doc) card.appendChild(h("div", { class: "hv-body hv-doc" }, s.doc));
        }
        card.addEventListener("mouseenter", function () { clearTimeout(hover.closeTimer); });
        card.addEventListener("mouseleave", function () { hover.closeTimer = setTimeout(closeHover, HOVER_MS); });
        shell.appendChild(card);
        hover.el = card;
        kit.position(card, tok.getBoundingClientRect(), "top-start");
      }
      function highlightSig(sig) {
        var m = sig.match(/^(\((?:method|function|class|variable|constant)\) )?(def |class )?(\w+)(.*)$/s);
        if (!m) return sig;
        return [m[1] ? h("span", { class: "t-o" }, m[1]) : null, m[2] ? h("span", { class: "t-kw" }, m[2]) : null,
          h("span", { class: m[2] === "class " ? "t-t" : m[2] ? "t-f" : "t-v" }, m[3]), h("span", { class: "t-v" }, m[4])];
      }
      function openQuickFix(tok, p) {
        closeHover();
        var fixes = C.quick_fixes[p.code] || [];
        var menu = kit.menu(tok, fixes.map(function (label, i) {
          return { id: "code.quickfix." + p.id + "." + i, label: label, icon: i === 0 ? "codicon:lightbulb-autofix" : null,
            onSelect: function () {
              S.last_action = "quickfix:" + p.id + ":" + i;
              if (i === 0) { S.fixed = S.fixed.concat([p.id]); renderAll(); }
            } };
        }), { id: "code.menu.quickfix", trigger: "none", cls: "vs-menu qf-menu", host: shell, placement: "bottom-start",
          onOpen: function () { S.menu = "quickfix:" + p.id; }, onClose: function () { if (S.menu === "quickfix:" + p.id) S.menu = null; } });
        menu.open();
      }
      function mountSuggest(scroller, lines, f) {
        var parts = S.cursor.split(":");
        var n = +parts[1];
        var items = [["_invoices", "field"], ["_ledger", "field"], ["_converter", "field"], ["_today", "field"], ["_line_for", "method"],
          ["_discount_for", "method"], ["apply_late_fee", "method"], ["build_draft", "method"], ["calculate_late_fee", "method"],
          ["calculate_tax", "method"], ["charge_balance", "method"], ["finalize", "method"]];
        var box = h("div", { class: "suggest", id: "code.suggest" },
          items.map(function (it, i) {
            var spec = OUTLINE_ICONS[it[1]];
            return h("div", { class: "sg-row" + (i === 0 ? " on" : ""), id: "code.suggest." + it[0],
              onclick: function (e) { e.stopPropagation(); S.$set({ suggest: false, last_action: "suggest:" + it[0] }); renderEditor(); } },
              ci(spec[0], 16, spec[1]), h("span", { class: "sg-l" }, h("b", null, "_"), it[0].slice(1)),
              i === 0 ? h("span", { class: "sg-d" }, "(variable) _invoices: InvoiceRepository") : null);
          }));
        box.style.top = (n * LH) + "px";
        box.style.left = "calc(" + (String(f.lines.length).length + 1) + "ch + 44px + " + (+parts[2] - 1) + "ch)";
        lines.appendChild(box);
        function outside(e) {
          if (!box.isConnected) { document.removeEventListener("pointerdown", outside, true); return; }
          if (!box.contains(e.target)) { document.removeEventListener("pointerdown", outside, true); S.suggest = false; box.remove(); }
        }
        document.addEventListener("pointerdown", outside, true);
      }

      /* settings editor */
      function buildSettings() {
        var wrap = h("div", { class: "settings" });
        wrap.appendChild(h("div", { class: "st-head" },
          h("div", { class: "input st-search" }, h("span", { class: "ph" }, "Search settings"), ci("filter", 16)),
          h("div", { class: "st-scopes" }, h("span", { class: "on" }, "User"), h("span", null, "Workspace"),
            h("span", { class: "st-modified" }, "Last synced: 2 hrs ago"))));
        var toc = h("div", { class: "st-toc" }, ["Commonly Used", "Text Editor", "Workbench", "Window", "Features", "Application", "Security", "Extensions"]
          .map(function (t, i) { return h("div", { class: "toc" + (i === 0 ? " on" : "") }, i > 0 && i < 8 ? ci("chevron-right", 14) : null, t); }));
        var list = h("div", { class: "st-list", id: "code.editor.settings" });
        list.appendChild(h("h2", null, "Commonly Used"));
        C.settings.forEach(function (s) {
          var val = S.settings.hasOwnProperty(s.key) ? S.settings[s.key] : s.value;
          var changed = S.settings.hasOwnProperty(s.key);
          var ctl;
          if (s.kind === "bool") {
            ctl = h("div", { class: "st-bool" }, h("span", { class: "cb" + (val ? " on" : ""), id: "code.setting." + s.key, role: "checkbox", "aria-checked": String(!!val),
              onclick: function (e) { e.stopPropagation(); setSetting(s.key, !val); } }, val ? ci("check", 14) : null), h("span", null, s.description));
          } else if (s.kind === "select") {
            ctl = h("div", null, h("div", { class: "st-desc" }, s.description),
              h("div", { class: "select", id: "code.setting." + s.key, role: "button", onclick: function (e) { e.stopPropagation(); S.last_action = "setting:open:" + s.key; } },
                h("span", null, val), ci("chevron-down", 16)));
          } else if (s.kind === "list") {
            ctl = h("div", null, h("div", { class: "st-desc" }, s.description), h("div", { class: "st-listval" }, val.map(function (v) { return h("div", null, v); })),
              h("button", { class: "btn primary small", id: "code.setting." + s.key + ".add", type: "button", onclick: act("setting:add:" + s.key) }, "Add Pattern"));
          } else if (s.kind === "link") {
            ctl = h("div", null, h("div", { class: "st-desc" }, s.description),
              h("a", { id: "code.setting." + s.key, onclick: act("setting:edit-json:" + s.key) }, "Edit in settings.json"));
          } else {
            ctl = h("div", null, h("div", { class: "st-desc" }, s.description),
              h("div", { class: "input st-input" + (s.kind === "number" ? " num" : ""), id: "code.setting." + s.key }, String(val)));
          }
          list.appendChild(h("div", { class: "st-item" + (changed ? " changed" : ""), id: "code.setting-row." + s.key },
            h("div", { class: "st-title" }, s.category + ": ", h("b", null, s.title), changed ? h("span", { class: "st-mod" }, "Modified") : null), ctl));
        });
        wrap.appendChild(h("div", { class: "st-main" }, toc, list));
        remember(list, "code.editor.settings");
        return wrap;
      }
      function setSetting(key, value) {
        var o = Object.assign({}, S.settings); o[key] = value; S.settings = o; renderEditor();
      }

      /* extension page */
      function buildExtPage(e) {
        var st = extState(e);
        var btns = h("div", { class: "xp-btns" });
        if (st === "available") btns.appendChild(h("button", { class: "btn primary", id: "code.ext.page.install", type: "button", onclick: function () { install(e.id); } }, "Install"));
        else if (st === "installing") btns.appendChild(h("button", { class: "btn primary busy", id: "code.ext.page.installing", type: "button", disabled: true, "aria-disabled": "true" },
          ci("loading", 14, null, "spin"), "Installing"));
        else {
          if (st === "just-installed") btns.appendChild(h("button", { class: "btn primary", id: "code.ext.page.restart", type: "button",
            onclick: act("ext:restart:" + e.id + ":page") }, "Restart Extensions"));
          btns.appendChild(h("button", { class: "btn secondary", id: "code.ext.page.disable", type: "button", onclick: act("ext:disable:" + e.id + ":page") }, "Disable"));
          btns.appendChild(h("button", { class: "btn secondary", id: "code.ext.page.uninstall", type: "button", onclick: act("ext:uninstall:" + e.id + ":page") }, "Uninstall"));
          btns.appendChild(iconBtn("code.ext.page.manage", "gear", "Manage", act("ext:page-manage:" + e.id)));
        }
        var stars = [];
        for (var i = 1; i <= 5; i++) stars.push(ci(e.rating >= i - 0.25 ? "star-full" : e.rating >= i - 0.75 ? "star-half" : "star-empty", 14, "#ff8e00"));
        var readme = C.ext_readme[e.id] || [["h", e.name], ["p", e.description]];
        var page = h("div", { class: "xp", id: "code.editor.ext." + e.id },
          h("div", { class: "xp-head" }, extIcon(e, 128),
            h("div", { class: "xp-meta" },
              h("div", { class: "xp-name" }, e.name, h("span", { class: "xp-id" }, e.id)),
              h("div", { class: "xp-sub" }, e.verified ? ci("verified-filled", 14, "#3794ff") : null, h("span", { class: "pub" }, e.publisher), h("span", { class: "sep" }, "|"),
                ci("cloud-download", 14), " " + e.installs, h("span", { class: "sep" }, "|"), h("span", { class: "stars" }, stars), " (" + e.rating + ")"),
              h("div", { class: "xp-desc" }, e.description), btns)),
          h("div", { class: "xp-tabs" }, h("span", { class: "on" }, "DETAILS"), h("span", null, "FEATURES"), h("span", null, "CHANGELOG")),
          h("div", { class: "xp-body" },
            h("div", { class: "xp-readme" }, readme.map(function (b) { return b[0] === "h" ? h("h2", null, b[1]) : h("p", null, b[1]); })),
            h("div", { class: "xp-side" }, h("h3", null, "Installation"), h("div", { class: "kv" }, h("span", null, "Identifier"), h("span", null, e.id)),
              h("div", { class: "kv" }, h("span", null, "Version"), h("span", null, "1.29.4")), h("div", { class: "kv" }, h("span", null, "Last Updated"), h("span", null, "2026-03-02")),
              h("h3", null, "Marketplace"), h("div", { class: "kv" }, h("span", null, "Published"), h("span", null, "2016-09-12")),
              h("h3", null, "Categories"), h("div", { class: "chips" }, h("span", null, "Programming Languages"), h("span", null, "Linters"), h("span", null, "Debuggers")))));
        remember(page, "code.editor.ext." + e.id);
        return page;
      }

      /* markdown preview */
      function buildPreview(path) {
        var f = files[path];
        var doc = h("div", { class: "md-preview", id: "code.editor.preview." + path });
        var inner = h("div", { class: "md" });
        var para = null, table = null, list = null, fence = null;
        function endBlocks() { para = null; table = null; list = null; }
        f.lines.forEach(function (toks, i) {
          var raw = lineText(toks);
          if (fence) { if (raw.indexOf("```") === 0) { fence = null; return; } fence.textContent += (fence.textContent ? "\n" : "") + raw; return; }
          if (raw.indexOf("```") === 0) { endBlocks(); fence = h("pre", { class: "md-code" }); inner.appendChild(fence); return; }
          var hm = raw.match(/^(#+) (.*)$/);
          if (hm) { endBlocks(); inner.appendChild(h("h" + hm[1].length, { id: "code.md." + slug(hm[2]) }, hm[2])); return; }
          if (!raw.trim()) { endBlocks(); return; }
          if (raw.charAt(0) === "|") {
            if (/^\|[\s-|]+\|$/.test(raw)) return;
            var cells = raw.split("|").slice(1, -1).map(function (c) { return c.trim(); });
            if (!table) { table = h("table"); inner.appendChild(table); para = null; list = null;
              table.appendChild(h("tr", null, cells.map(function (c) { return h("th", null, inline(c, i)); }))); }
            else table.appendChild(h("tr", null, cells.map(function (c) { return h("td", null, inline(c, i)); })));
            return;
          }
          var lm = raw.match(/^(\s*)(\d+\.|-) (.*)$/);
          if (lm && !lm[1]) {
            if (!list || list.tagName.toLowerCase() !== (lm[2] === "-" ? "ul" : "ol")) { list = h(lm[2] === "-" ? "ul" : "ol"); inner.appendChild(list); para = null; table = null; }
            list.appendChild(h("li", null, inline(lm[3], i)));
            return;
          }
          if (list && /^\s+/.test(raw)) { list.lastChild.appendChild(document.createTextNode(" ")); inline(raw.trim(), i).forEach(function (n) { list.lastChild.appendChild(n); }); return; }
          if (!para) { para = h("p"); inner.appendChild(para); list = null; table = null; } else para.appendChild(document.createTextNode(" "));
          inline(raw, i).forEach(function (n) { para.appendChild(n); });
        });
        function inline(s, li) {
          var out = [], re = /(`[^`]+`)|\[([^\]]+)\]\(([^)]+)\)|(\*\*[^*]+\*\*)|(https?:\/\/[^\s)]+)/g, pos = 0, m, k = 0;
          while ((m = re.exec(s))) {
            if (m.index > pos) out.push(document.createTextNode(s.slice(pos, m.index)));
            if (m[1]) out.push(h("code", null, m[1].slice(1, -1)));
            else if (m[2]) out.push(link(m[3], m[2], li, k++));
            else if (m[4]) out.push(h("strong", null, m[4].slice(2, -2)));
            else out.push(link(m[5], m[5], li, k++));
            pos = re.lastIndex;
          }
          if (pos < s.length) out.push(document.createTextNode(s.slice(pos)));
          return out;
        }
        function link(url, label, li, k) {
          return h("a", { id: "code.md.link." + (li + 1) + "." + k, title: url, onclick: function (e) { e.stopPropagation(); S.$set({ dialog: "external-link", last_action: "link:" + url }); pendingUrl = url; renderDialog(); } }, label);
        }
        doc.appendChild(inner);
        remember(doc, "code.editor.preview." + path);
        return doc;
      }
      var pendingUrl = "https://status.stripe.com";

      /* ---------------- panel ---------------- */
      function renderPanel() {
        var prevTerm = panelHost.querySelector(".term-scroll");
        if (prevTerm) scrolls[prevTerm.getAttribute("data-igg-id")] = { top: prevTerm.scrollTop, left: 0 };
        panelHost.innerHTML = "";
        if (!S.panel) return;
        var panel = h("div", { class: "vs-panel", id: "code.panel" });
        var nProblems = problems().length;
        var tabs = h("div", { class: "p-tabs", role: "tablist" }, PANELS.map(function (p) {
          return h("div", { class: "p-tab" + (S.panel === p[0] ? " on" : ""), id: "code.panel.tab." + p[0], role: "tab",
            onclick: function (e) { e.stopPropagation(); if (S.panel !== p[0]) setPanel(p[0]); } },
            p[1].toUpperCase(), p[0] === "problems" && nProblems ? h("span", { class: "p-badge" }, String(nProblems)) : null,
            p[0] === "ports" ? h("span", { class: "p-badge" }, String(C.ports.length)) : null);
        }));
        var actions = h("div", { class: "p-actions" });
        if (S.panel === "terminal") {
          actions.appendChild(iconBtn("code.terminal.new", "add", "New Terminal (Ctrl+Shift+`)", act("terminal:new")));
          actions.appendChild(iconBtn("code.terminal.profiles", "chevron-down", "Launch Profile...", act("terminal:profiles")));
          actions.appendChild(iconBtn("code.terminal.split", "split-horizontal", "Split Terminal (Ctrl+Shift+5)", act("terminal:split")));
          actions.appendChild(iconBtn("code.terminal.kill", "trash", "Kill Terminal", function () { killTerminal(S.terminal); }));
        } else if (S.panel === "problems") {
          actions.appendChild(h("div", { class: "input p-filter" }, h("span", { class: "ph" }, "Filter (e.g. text, **/*.ts, !**/node_modules/**)"), ci("filter", 16)));
          actions.appendChild(iconBtn("code.problems.collapse", "collapse-all", "Collapse All", act("problems:collapse")));
        } else if (S.panel === "output") {
          actions.appendChild(h("div", { class: "select p-select", id: "code.output.channel", role: "button", onclick: function (e) {
            e.stopPropagation(); var order = ["git", "python", "ruff"]; S.output_channel = order[(order.indexOf(S.output_channel) + 1) % 3]; renderPanel(); } },
          h("span", null, { git: "Git", python: "Python", ruff: "Ruff" }[S.output_channel]), ci("chevron-down", 16)));
          actions.appendChild(iconBtn("code.output.clear", "clear-all", "Clear Output", act("output:clear")));
        }
        actions.appendChild(iconBtn("code.panel.more", "ellipsis", "Views and More Actions...", act("panel:more")));
        actions.appendChild(iconBtn("code.panel.maximize", "chevron-up", "Maximize Panel Size", act("panel:maximize")));
        actions.appendChild(iconBtn("code.panel.close", "close", "Hide Panel (Ctrl+J)", function () { S.panel = null; renderAll(); }));
        panel.appendChild(h("div", { class: "p-head" }, tabs, actions));
        var body = h("div", { class: "p-body" });
        if (S.panel === "terminal") buildTerminal(body);
        else if (S.panel === "problems") buildProblems(body);
        else if (S.panel === "output") {
          var out = h("div", { class: "p-scroll mono", id: "code.output" }, C.output[S.output_channel].map(function (l) { return h("div", { class: "o-line" }, l); }));
          body.appendChild(out);
        } else if (S.panel === "debug-console") {
          var dc = h("div", { class: "p-scroll mono", id: "code.debug-console" },
            S.debug ? [h("div", { class: "o-line dim" }, "/Users/amara/src/payments-service/.venv/bin/python -m debugpy --listen 5678 -m uvicorn payments.main:app --reload --port 8000"),
              h("div", { class: "o-line" }, "INFO:     Uvicorn running on http://127.0.0.1:8000 (Press CTRL+C to quit)"),
              h("div", { class: "o-line" }, "INFO:     Application startup complete.")] : null);
          body.appendChild(dc);
          body.appendChild(h("div", { class: "dc-input" }, ci("chevron-right", 16)));
        } else buildPorts(body);
        panel.appendChild(body);
        panelHost.appendChild(panel);
      }
      function liveTerminals() { return C.terminals.filter(function (t) { return !has(S.terminals_closed, t.id); }); }
      function killTerminal(id) {
        var closed = S.terminals_closed.concat([id]);
        var live = C.terminals.filter(function (t) { return !has(closed, t.id); });
        S.$set({ terminals_closed: closed, terminal: live.length ? (S.terminal === id ? live[0].id : S.terminal) : S.terminal });
        if (!live.length) S.panel = null;
        renderAll();
      }
      var LINK_RE = /((?:tests|src)\/[\w\/.]+\.py):(\d+)|(https?:\/\/127\.0\.0\.1:8000[\w\/]*)/;
      function buildTerminal(body) {
        var live = liveTerminals();
        var t = live.filter(function (x) { return x.id === S.terminal; })[0] || live[0];
        var scroll = h("div", { class: "term-scroll mono", id: "code.terminal." + t.id });
        t.lines.forEach(function (l, i) {
          var row = h("div", { class: "t-line" });
          var m = l.match(LINK_RE);
          var promptAt = l.indexOf("payments-service % ");
          if (promptAt >= 0 && l.indexOf("amara@") === 0) {
            row.appendChild(h("span", { class: "t-prompt" }, l.slice(0, promptAt + 18)));
            row.appendChild(document.createTextNode(l.slice(promptAt + 18)));
          } else if (m) {
            row.appendChild(document.createTextNode(l.slice(0, m.index)));
            var url = m[3];
            row.appendChild(h("span", { class: "t-link", id: "code.term." + t.id + ".link." + (i + 1), role: "link", title: "Follow link (ctrl + click)",
              onclick: function (e) {
                e.stopPropagation();
                if (url) { pendingUrl = url; S.$set({ dialog: "external-link", last_action: "terminal:link:" + t.id + ":" + (i + 1) }); renderDialog(); }
                else goTo(m[1], +m[2], 1, "terminal:link:" + t.id + ":" + (i + 1));
              } }, m[0]));
            row.appendChild(document.createTextNode(l.slice(m.index + m[0].length)));
          } else row.textContent = l;
          if (/^E |FAILED|ERROR|NameError|Interrupted/.test(l)) row.classList.add("t-red");
          if (/passed/.test(l) && !/failed/.test(l)) row.classList.add("t-green");
          if (/^=+ .*failed/.test(l)) row.classList.add("t-red");
          if (/^WARNING/.test(l)) row.classList.add("t-yellow");
          scroll.appendChild(row);
        });
        scroll.appendChild(h("div", { class: "t-line" }, h("span", { class: "t-cursor" })));
        var wrap = h("div", { class: "term-wrap" }, scroll);
        if (live.length > 1) {
          var list = h("div", { class: "term-list", id: "code.terminal.list" });
          live.forEach(function (x) {
            list.appendChild(h("div", { class: "term-tab" + (x.id === t.id ? " on" : ""), id: "code.terminal.tab." + x.id, role: "tab",
              onclick: function () { if (S.terminal !== x.id) { S.terminal = x.id; renderPanel(); } } },
              ci(x.icon, 16), h("span", { class: "lbl" }, x.name),
              h("span", { class: "row-actions" },
                iconBtn("code.terminal.tab." + x.id + ".split", "split-horizontal", "Split Terminal", act("terminal:split:" + x.id), { tip: false }),
                iconBtn("code.terminal.tab." + x.id + ".kill", "trash", "Kill Terminal", function () { killTerminal(x.id); }, { tip: false }))));
          });
          wrap.appendChild(list);
        }
        body.appendChild(wrap);
        var key = "code.terminal." + t.id;
        requestAnimationFrame(function () { var s = scrolls[key]; scroll.scrollTop = s ? s.top : scroll.scrollHeight; });
        var s0 = scrolls[key];
        setTimeout(function () { if (scroll.isConnected && !s0) scroll.scrollTop = scroll.scrollHeight; }, 0);
        scroll.addEventListener("scroll", function () { scrolls[key] = { top: scroll.scrollTop, left: 0 }; });
        if (s0) scroll.scrollTop = s0.top;
      }
      function buildProblems(body) {
        var list = h("div", { class: "p-scroll tree problems", id: "code.problems" });
        var byFile = {}, order = [];
        problems().forEach(function (p) { if (!byFile[p.file]) { byFile[p.file] = []; order.push(p.file); } byFile[p.file].push(p); });
        if (!order.length) list.appendChild(h("div", { class: "empty-note" }, "No problems have been detected in the workspace."));
        order.forEach(function (f) {
          list.appendChild(h("div", { class: "tr pr-file", id: "code.problems.file." + f, style: { paddingLeft: "8px" } },
            ci("chevron-down", 16, null, "tw"), fileIcon(f), h("span", { class: "lbl" }, base(f)), h("span", { class: "desc" }, dir(f)),
            h("span", { class: "count" }, String(byFile[f].length))));
          byFile[f].forEach(function (p) {
            list.appendChild(h("div", { class: "tr pr-row", id: "code.problem." + p.id, "data-id": p.id, style: { paddingLeft: "30px" } },
              ci(p.severity === "error" ? "error" : "warning", 16, p.severity === "error" ? "#f14c4c" : "#cca700"),
              h("span", { class: "lbl" }, p.message.split("\n")[0]), h("span", { class: "desc" }, p.source + "(" + p.code + ")"),
              h("span", { class: "desc pos" }, "[Ln " + p.line + ", Col " + p.col + "]")));
          });
        });
        list.addEventListener("click", function (e) {
          var r = e.target.closest(".pr-row"); if (!r) return;
          var p = problemsAll.filter(function (x) { return x.id === r.getAttribute("data-id"); })[0];
          goTo(p.file, p.line, p.col, "problem:" + p.id);
        });
        body.appendChild(list);
        remember(list, "code.problems");
      }
      function buildPorts(body) {
        var table = h("div", { class: "p-scroll ports", id: "code.ports" },
          h("div", { class: "pt-row head" }, h("span", null, "Port"), h("span", null, "Forwarded Address"), h("span", null, "Running Process"), h("span", null, "Origin")),
          C.ports.map(function (p) {
            return h("div", { class: "pt-row", id: "code.ports.row." + p.port },
              h("span", null, h("span", { class: "pt-dot" }), p.label + " (" + p.port + ")"),
              h("span", null, p.address, h("span", { class: "row-actions" },
                iconBtn("code.ports.row." + p.port + ".open", "globe", "Open in Browser", act("ports:open:" + p.port), { tip: false }),
                iconBtn("code.ports.row." + p.port + ".preview", "open-preview", "Preview in Editor", act("ports:preview:" + p.port), { tip: false }),
                iconBtn("code.ports.row." + p.port + ".stop", "close", "Stop Forwarding Port", act("ports:stop:" + p.port), { tip: false }))),
              h("span", { class: "dim" }, p.process), h("span", { class: "dim" }, p.origin));
          }),
          h("div", { class: "pt-add" }, h("button", { class: "btn primary small", id: "code.ports.forward", type: "button", onclick: act("ports:forward") }, "Forward a Port")));
        body.appendChild(table);
      }

      /* ---------------- secondary side bar: chat ---------------- */
      function chatBody(prefix) {
        var msgs = h("div", { class: "chat-msgs", id: prefix + ".messages" }, C.chat.map(function (m, i) {
          return h("div", { class: "chat-msg " + m.who },
            h("div", { class: "chat-who" }, m.who === "user" ? h("span", { class: "av" }, "AO") : h("span", { class: "av cp" }, ci("copilot", 14)),
              h("b", null, m.who === "user" ? C.user.login : "GitHub Copilot")),
            h("div", { class: "chat-text" }, m.text.split("\n").map(function (t) { return h("p", null, md(t)); })));
        }));
        var input = h("div", { class: "chat-input" },
          h("div", { class: "ci-ctx" }, h("span", { class: "ci-chip", id: prefix + ".attach", role: "button", onclick: act(prefix + ":attach") }, ci("attach", 14), "Add Context..."),
            h("span", { class: "ci-file" }, fileIcon("src/payments/services/billing.py", 14), "billing.py", h("span", { class: "dim" }, " Current file"))),
          h("div", { class: "ci-ph" }, "Ask Copilot or type / for commands"),
          h("div", { class: "ci-bar" },
            h("span", { class: "ci-mode", id: prefix + ".mode", role: "button", onclick: act(prefix + ":mode") }, "Ask", ci("chevron-down", 14)),
            h("span", { class: "ci-model", id: prefix + ".model", role: "button", onclick: act(prefix + ":model") }, "GPT-4.1", ci("chevron-down", 14)),
            h("span", { class: "fill" }),
            iconBtn(prefix + ".tools", "tools", "Configure Tools...", act(prefix + ":tools")),
            iconBtn(prefix + ".send", "send", "Send (Enter)", act(prefix + ":send"))));
        return [msgs, input];
      }
      function md(t) {
        var out = [], re = /`([^`]+)`/g, pos = 0, m;
        while ((m = re.exec(t))) { if (m.index > pos) out.push(t.slice(pos, m.index)); out.push(h("code", null, m[1])); pos = re.lastIndex; }
        if (pos < t.length) out.push(t.slice(pos));
        return out;
      }
      function renderSecondary() {
        secondaryHost.innerHTML = "";
        if (!S.secondary) return;
        var pane = h("div", { class: "vs-secondary", id: "code.chat" },
          h("div", { class: "sb-title" }, h("span", null, "CHAT"), h("div", { class: "sb-actions" },
            iconBtn("code.chat.new", "add", "New Chat (Ctrl+L)", act("chat:new")),
            iconBtn("code.chat.history", "history", "Show Chats...", act("chat:history")),
            iconBtn("code.chat.more", "ellipsis", "Views and More Actions...", act("chat:more")),
            iconBtn("code.chat.close", "close", "Hide Secondary Side Bar", function () { S.secondary = false; renderAll(); }))),
          chatBody("code.chat"));
        secondaryHost.appendChild(pane);
      }

      /* ---------------- status bar ---------------- */
      function renderStatus() {
        statusHost.innerHTML = "";
        var ps = problems();
        var errs = ps.filter(function (p) { return p.severity === "error"; }).length, warns = ps.length - errs;
        var parts = S.cursor ? S.cursor.split(":") : null;
        var onActive = parts && parts[0] === S.active;
        var f = files[S.active];
        function item(id, kids, tip, onClick, cls) {
          var el = h("div", { class: "sb-item" + (cls ? " " + cls : ""), id: id, role: "button", onclick: onClick ? function (e) { e.stopPropagation(); onClick(e); } : null }, kids);
          if (tip) kit.tooltip(el, tip, { placement: "top" });
          return el;
        }
        var left = h("div", { class: "sb-left" },
          item("code.status.remote", ci("remote", 16), "Open a Remote Window", act("status:remote"), "remote"),
          S.trusted ? null : item("code.status.restricted", [ci("shield", 14), " Restricted Mode"], "Restricted Mode", act("status:restricted"), "restricted"),
          item("code.status.branch", [ci("git-branch", 14), " " + C.branch + "*"], "payments-service (Git) - " + C.branch + ", Checkout Branch/Tag...", act("status:branch")),
          item("code.status.sync", [ci("sync", 14), " 0\u2193 2\u2191"], "payments-service (Git) - Synchronize Changes", act("status:sync")),
          item("code.status.problems", [ci("error", 14), " " + errs + " ", ci("warning", 14), " " + warns], "Errors: " + errs + ", Warnings: " + warns,
            function () { setPanel("problems"); }),
          item("code.status.ports", [ci("radio-tower", 14), " " + C.ports.length], "Forwarded Ports: 8000, 5432, 6379", function () { setPanel("ports"); }),
          S.debug ? item("code.status.debug", [ci("debug-alt-small", 14), " Python: FastAPI (payments-service)"], "Select and Start Debug Configuration", act("status:debug")) : null);
        var right = h("div", { class: "sb-right" },
          f ? item("code.status.cursor", "Ln " + (onActive ? parts[1] : 1) + ", Col " + (onActive ? parts[2] : 1), "Go to Line/Column", act("status:goto-line")) : null,
          f ? item("code.status.indent", "Spaces: 4", "Select Indentation", act("status:indent"), "hide-narrow") : null,
          f ? item("code.status.encoding", "UTF-8", "Select Encoding", act("status:encoding"), "hide-narrow") : null,
          f ? item("code.status.eol", "LF", "Select End of Line Sequence", act("status:eol"), "hide-narrow") : null,
          f ? item("code.status.language", [f.lang === "Python" ? ci("json", 14) : null, " " + f.lang], "Select Language Mode", act("status:language")) : null,
          f && f.lang === "Python" ? item("code.status.interpreter", "3.12.7 ('.venv': venv)", "~/src/payments-service/.venv/bin/python", act("status:interpreter"), "hide-narrow") : null,
          item("code.status.copilot", ci("copilot", 16), "Copilot Status", act("status:copilot")),
          item("code.status.notifications", ci(S.notifications.length ? "bell-dot" : "bell", 16), S.notifications.length ? S.notifications.length + " New Notifications" : "No Notifications",
            act("status:notifications")));
        statusHost.appendChild(h("div", { class: "vs-status", id: "code.statusbar" }, left, right));
      }

      /* ---------------- Quick Pick ---------------- */
      var quickEl = null;
      function openQuick(mode) { S.$set({ quick: mode, menu: null }); renderQuick(); }
      function closeQuick() { S.quick = null; renderQuick(); }
      function renderQuick() {
        if (quickEl) { quickEl.remove(); quickEl = null; }
        if (!S.quick) return;
        var mode = S.quick;
        var items = [];
        if (mode === "files") {
          var recent = [S.active].concat(S.tabs.filter(function (t) { return t !== S.active; })).filter(function (k) { return files[k]; });
          ["src/payments/api/routes/refunds.py", "src/payments/services/stripe_client.py", "tests/conftest.py", "docs/adr/0003-idempotency-keys.md"].forEach(function (p) {
            if (!has(recent, p)) recent.push(p);
          });
          recent.forEach(function (p, i) {
            items.push({ id: "code.quick.file." + p, sep: i === 0 ? "recently opened" : null, icon: fileIcon(p), label: base(p), desc: dir(p),
              run: function () { S.last_action = "quickopen:" + p; openEditor(p); }, close: true });
          });
        } else if (mode === "editors") {
          S.tabs.forEach(function (k, i) {
            items.push({ id: "code.quick.editor." + k, sep: i === 0 ? "side by side" : null, icon: editorIcon(k), label: editorLabel(k), desc: files[k] ? dir(k) : "",
              run: function () { S.last_action = "opened-editors:" + k; openEditor(k); }, close: true });
          });
        } else {
          C.commands.forEach(function (c, i) {
            items.push({ id: "code.quick.cmd." + c.id, sep: i === 0 ? "recently used" : i === 6 ? "other commands" : null, label: c.label, keys: c.keys,
              run: function () {
                S.last_action = "command:" + c.id;
                if (c.id === "workbench.action.openSettings") openEditor("settings"); else closeQuick();
              } });
          });
        }
        var input = h("div", { class: "qp-input", id: "code.quick.input" },
          h("span", { class: mode === "commands" ? "val" : "ph" }, mode === "commands" ? ">" : mode === "editors" ? "Search open editors by name" : "Search files by name (append : to go to line or @ to go to symbol)"));
        var list = h("div", { class: "qp-list", id: "code.quick.list", role: "listbox" }, items.map(function (it, i) {
          return h("div", { class: "qp-row" + (i === 0 ? " on" : "") + (it.sep && i > 0 ? " sep-top" : ""), id: it.id, role: "option",
            onclick: function (e) { e.stopPropagation(); it.run(); } },
            it.icon || null, h("span", { class: "qp-label" }, it.label), it.desc ? h("span", { class: "qp-desc" }, it.desc) : null,
            h("span", { class: "fill" }),
            it.sep ? h("span", { class: "qp-sep" }, it.sep) : null,
            it.keys ? h("span", { class: "qp-keys" }, it.keys.split(" ").map(function (k) { return k.split("+").map(function (x) { return h("kbd", null, x); }); })) : null,
            it.close ? h("span", { class: "qp-x" }, ci("close", 14)) : null);
        }));
        quickEl = h("div", { class: "quick", id: "code.quick" }, input, list);
        shell.appendChild(quickEl);
        function outside(e) {
          if (!quickEl) { document.removeEventListener("pointerdown", outside, true); return; }
          if (!quickEl.contains(e.target) && !(e.target.closest && e.target.closest("#code\\.commandcenter, [data-igg-id='code.commandcenter']"))) {
            document.removeEventListener("pointerdown", outside, true);
            S.quick = null; quickEl.remove(); quickEl = null;
          }
        }
        document.addEventListener("pointerdown", outside, true);
      }

      /* ---------------- notifications (stacked toasts) ---------------- */
      var toastTimers = {};
      function renderToasts() {
        toastHost.innerHTML = "";
        S.notifications.forEach(function (name) {
          var n = NOTIFS[name];
          if (!n) return;
          var id = "code.notify." + name;
          var el = h("div", { class: "toast", id: id, role: "alert" },
            h("div", { class: "nt-main" }, ci(n.sev === "info" ? "info" : n.sev, 16, n.sev === "info" ? "#3794ff" : "#cca700", "nt-icon"),
              h("div", { class: "nt-text" }, n.text),
              h("div", { class: "nt-tools" },
                iconBtn(id + ".settings", "gear", "Configure Notification", act("notify:configure:" + name), { tip: false }),
                iconBtn(id + ".close", "close", "Clear Notification (Delete)", function () { dismiss(name, "close"); }, { tip: false }))),
            h("div", { class: "nt-foot" }, n.source ? h("span", { class: "nt-src" }, "Source: " + n.source) : h("span"),
              h("div", { class: "nt-btns" }, n.actions.map(function (a, i) {
                return h("button", { class: "btn " + (i === 0 ? "primary" : "secondary"), id: id + ".action." + a[0], type: "button",
                  onclick: function (e) { e.stopPropagation(); notifyAction(name, a[0]); } }, a[1]);
              }))));
          toastHost.appendChild(el);
          if (!n.sticky && !toastTimers[name]) toastTimers[name] = kit.after(TOAST_MS, function () { delete toastTimers[name]; dismiss(name, "timeout"); });
        });
      }
      function dismiss(name, why) {
        if (toastTimers[name]) { toastTimers[name].cancel(); delete toastTimers[name]; }
        S.notifications = without(S.notifications, name);
        if (why !== "timeout") S.last_action = "notify:" + why + ":" + name;
        renderToasts(); renderStatus();
      }
      function notifyAction(name, action) {
        dismiss(name, "action");
        S.last_action = "notify:" + name + ":" + action;
        if (name === "recommend-ext" && action === "show") setView("extensions");
      }
      function addNotification(name) {
        if (!has(S.notifications, name)) S.notifications = S.notifications.concat([name]);
        renderToasts(); renderStatus();
      }

      /* ---------------- dialogs ---------------- */
      var dialogObj = null;
      function renderDialog() {
        if (dialogObj && dialogObj.isOpen()) dialogObj.close("replaced");
        dialogObj = null;
        if (!S.dialog) return;
        var kind = S.dialog;
        function done(why) { return function () { S.$set({ dialog: null, last_action: "dialog:" + kind + ":" + why }); }; }
        var body, actions, cls = "vs-dialog";
        if (kind === "trust") {
          cls += " trust";
          body = h("div", { class: "dlg" }, ci("shield", 40, "#3794ff", "dlg-icon"),
            h("div", null, h("div", { class: "dlg-title" }, "Do you trust the authors of the files in this folder?"),
              h("p", null, "Code provides features that may automatically execute files in this folder."),
              h("p", null, "If you don't trust the authors of these files, we recommend to continue in restricted mode as the files may be malicious. See our docs to learn more."),
              h("div", { class: "dlg-path" }, "~/src/payments-service"),
              h("label", { class: "dlg-check", id: "code.dialog.trust.parent" }, h("span", { class: "cb" }), "Trust the authors of all files in the parent folder 'src'")));
          actions = [{ id: "code.dialog.trust.yes", label: "Yes, I trust the authors", primary: true, onClick: function () { S.trusted = true; done("yes")(); renderAll(); } },
            { id: "code.dialog.trust.no", label: "No, I don't trust the authors", onClick: function () { S.trusted = false; done("no")(); renderAll(); } }];
        } else if (kind === "save") {
          var file = S.dirty[0] || S.active;
          body = h("div", { class: "dlg" }, ci("warning", 32, "#cca700", "dlg-icon"),
            h("div", null, h("div", { class: "dlg-title" }, "Do you want to save the changes you made to " + base(file) + "?"),
              h("p", null, "Your changes will be lost if you don't save them.")));
          actions = [{ id: "code.dialog.save.save", label: "Save", primary: true, onClick: function () { S.dirty = without(S.dirty, file); done("save")(); closeTab(file); } },
            { id: "code.dialog.save.dont", label: "Don't Save", onClick: function () { S.dirty = without(S.dirty, file); done("dont-save")(); closeTab(file); } },
            { id: "code.dialog.save.cancel", label: "Cancel", onClick: done("cancel") }];
        } else {
          body = h("div", { class: "dlg" }, ci("info", 32, "#3794ff", "dlg-icon"),
            h("div", null, h("div", { class: "dlg-title" }, "Do you want Code to open the external website?"), h("div", { class: "dlg-path" }, pendingUrl)));
          actions = [{ id: "code.dialog.link.open", label: "Open", primary: true, onClick: done("open") },
            { id: "code.dialog.link.copy", label: "Copy", onClick: done("copy") },
            { id: "code.dialog.link.configure", label: "Configure Trusted Domains", onClick: done("configure") },
            { id: "code.dialog.link.cancel", label: "Cancel", onClick: done("cancel") }];
        }
        dialogObj = kit.dialog({ id: "code.dialog." + kind, body: body, actions: actions, cls: cls, host: shell, closeButton: false,
          closeOnBackdrop: false, onClose: function (why) { if (why === "escape" && S.dialog === kind) done("escape")(); } });
      }

      /* ---------------- debugging ---------------- */
      var debugTimer = null, toolbarEl = null;
      function startDebug() {
        S.$set({ debug: "running", last_action: "debug:start" });
        armDebug();
        renderAll();
      }
      function armDebug() {
        if (debugTimer) debugTimer.cancel();
        debugTimer = null;
        if (S.debug === "running" && S.breakpoints.length) debugTimer = kit.after(DEBUG_HIT_MS, function () {
          debugTimer = null;
          edScroll["src/payments/services/billing.py"] = Math.max(0, (debugLine - 10) * LH);
          revealed["src/payments/services/billing.py"] = true;
          var tabs = has(S.tabs, "src/payments/services/billing.py") ? S.tabs : S.tabs.concat(["src/payments/services/billing.py"]);
          S.$set({ debug: "paused", active: "src/payments/services/billing.py", tabs: tabs, cursor: "src/payments/services/billing.py:" + debugLine + ":9" });
          renderAll();
        });
      }
      function renderDebugToolbar() {
        if (toolbarEl) { toolbarEl.remove(); toolbarEl = null; }
        if (!S.debug) return;
        var paused = S.debug === "paused";
        function b(id, icon, label, enabled, fn, color) {
          var el = h("button", { class: "dt-btn", id: "code.debug.toolbar." + id, type: "button", "aria-label": label, disabled: !enabled,
            "aria-disabled": enabled ? null : "true", onclick: function (e) { e.stopPropagation(); fn(); } }, ci(icon, 16, enabled ? color : null));
          kit.tooltip(el, label);
          return el;
        }
        var grip = h("div", { class: "dt-grip", id: "code.debug.toolbar.grip" }, ci("gripper", 16));
        toolbarEl = h("div", { class: "debug-toolbar", id: "code.debug.toolbar" }, grip,
          paused ? b("continue", "debug-continue", "Continue (F5)", true, function () { S.$set({ debug: "running", last_action: "debug:continue" }); armDebug(); renderAll(); }, "#75beff")
            : b("pause", "debug-pause", "Pause (F6)", true, function () { S.$set({ debug: "paused", last_action: "debug:pause" }); renderAll(); }, "#75beff"),
          b("step-over", "debug-step-over", "Step Over (F10)", paused, act("debug:step-over"), "#75beff"),
          b("step-into", "debug-step-into", "Step Into (F11)", paused, act("debug:step-into"), "#75beff"),
          b("step-out", "debug-step-out", "Step Out (Shift+F11)", paused, act("debug:step-out"), "#75beff"),
          b("restart", "debug-restart", "Restart (Ctrl+Shift+F5)", true, function () { S.last_action = "debug:restart"; }, "#89d185"),
          b("stop", "debug-stop", "Stop (Shift+F5)", true, function () { S.$set({ debug: null, last_action: "debug:stop" }); if (debugTimer) debugTimer.cancel(); renderAll(); }, "#f48771"));
        shell.appendChild(toolbarEl);
        if (S.debug_toolbar) { toolbarEl.style.left = S.debug_toolbar.x + "px"; toolbarEl.style.top = S.debug_toolbar.y + "px"; }
        else { toolbarEl.style.left = Math.round(window.innerWidth / 2 - toolbarEl.offsetWidth / 2) + "px"; toolbarEl.style.top = "37px"; }
        kit.draggable(toolbarEl, grip, { bounds: "viewport", onEnd: function (p) { S.debug_toolbar = { x: p.left, y: p.top }; } });
      }

      /* ---------------- floating windows ---------------- */
      var floatEl = null;
      function renderFloating() {
        if (floatEl) { floatEl.remove(); floatEl = null; }
        if (!S.floating) return;
        var kind = S.floating;
        var title = kind === "chat" ? "Chat - " + C.workspace + " - Visual Studio Code" : "0003-idempotency-keys.md - " + C.workspace + " - Visual Studio Code";
        var bar = h("div", { class: "fw-title", id: "code.float." + kind + ".titlebar" }, ci("vscode", 14, "#0078d4"), h("span", { class: "fw-name" }, title),
          h("span", { class: "fill" }),
          iconBtn("code.float." + kind + ".ontop", "pinned", "Always on Top", act("float:ontop:" + kind), { tip: false }),
          iconBtn("code.float." + kind + ".minimize", "chrome-minimize", "Minimize", act("float:minimize:" + kind), { tip: false }),
          iconBtn("code.float." + kind + ".close", "chrome-close", "Close", function () { S.$set({ floating: null, last_action: "float:close:" + kind }); renderFloating(); }, { tip: false, cls: "close" }));
        var content;
        if (kind === "chat") content = h("div", { class: "fw-body chat-float" }, chatBody("code.float.chat"));
        else {
          var path = "docs/adr/0003-idempotency-keys.md", f = files[path];
          content = h("div", { class: "fw-body" },
            h("div", { class: "tabs-row" }, h("div", { class: "tabs" }, h("div", { class: "tab on" }, fileIcon(path), h("span", { class: "tab-label" }, base(path)), h("span", { class: "tab-close" }, ci("close", 16, null, "x"))))),
            h("div", { class: "ed-scroll fw-ed", id: "code.float.editor.text" }, h("div", { class: "ed-lines" }, f.lines.map(function (toks, i) {
              return h("div", { class: "ln" }, h("span", { class: "gut" }, h("span", { class: "gm" }), h("span", { class: "num", style: { width: "3ch" } }, String(i + 1)), h("span", { class: "fold" })),
                h("span", { class: "code" }, renderTokens(toks, [])));
            }))));
        }
        floatEl = h("div", { class: "float-win " + kind, id: "code.float." + kind }, bar, content);
        shell.appendChild(floatEl);
        var pos = S.floating_pos;
        if (pos) { floatEl.style.left = pos.x + "px"; floatEl.style.top = pos.y + "px"; }
        else if (kind === "chat") { floatEl.style.left = Math.max(0, window.innerWidth - 500) + "px"; floatEl.style.top = "60px"; }
        else { floatEl.style.left = Math.round(window.innerWidth * 0.3) + "px"; floatEl.style.top = "120px"; }
        kit.draggable(floatEl, bar, { bounds: null, onEnd: function (p) { S.floating_pos = { x: p.left, y: p.top }; } });
      }

      /* ---------------- everything ---------------- */
      function renderAll() {
        layout();
        renderTitle(); renderActivity(); renderSide(); renderEditor(); renderPanel(); renderSecondary(); renderStatus();
        renderDebugToolbar();
        if (!quickEl && S.quick) renderQuick();
        else if (quickEl && !S.quick) renderQuick();
      }

      // Start-up: what the window shows when it opens in this state.
      if (S.tabs.indexOf(S.active) < 0 && S.active !== "welcome") S.tabs = S.tabs.concat([S.active]);
      if (S.menu) S.menu = null;
      // A window this narrow has no room beside the editor: the side bar starts hidden (the activity bar opens it).
      if (window.innerWidth <= 600 && S.sidebar && !S.quick) S.sidebar = false;
      renderAll();
      renderToasts();
      renderFloating();
      renderQuick();
      renderDialog();
      if (init.installing) install(init.installing);
      if (S.debug === "running") armDebug();
      if (S.server_starting) kit.after(PORT_MS, function () { S.server_starting = false; addNotification("port-8000"); });
      requestAnimationFrame(function () { revealInitialTab(); });
      function revealInitialTab() { if (!init.tabs_scroll) revealTab(S.active); }
      ctx.onUnmount(function () { closeHover(); });
    },
  });
})();
