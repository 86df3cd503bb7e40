/* design: a Figma-desktop-like design file ("Wander app v2"), built on the app kit (IGG.kit).
 *
 * Layout as Figma desktop (UI2): the desktop tab bar, the dark toolbar with tool flyouts, the
 * left panel (Layers / Assets, pages, the layer tree), the canvas with frames drawn at the
 * file's zoom, and the right panel (Design / Prototype / Inspect; the comments list in comment
 * mode). Floating windows (plugins, comment threads, the colour picker) drag by their headers.
 * State keys, types and defaults: manifest.yaml. Icons: Lucide (Figma's own set is closed).
 */
IGG.app({
  mount: function (root, ctx) {
    "use strict";
    var h = ctx.h, C = ctx.content, kit = ctx.kit;
    var icon = kit.icons("lucide");
    kit.configure({ icons: { close: "lucide:x", check: "lucide:check", submenu: "lucide:chevron-right",
                             prev: "lucide:chevron-left", next: "lucide:chevron-right" } });
    var P = C.people, ME = C.me, PHOTO = C.photos, TRIPS = C.trips;
    var init = ctx.state || {};
    var PAGE_IDS = C.pages.map(function (p) { return p.id; });
    // The UI state is the store (manifest.yaml types it); the page renders from it.
    var S = ctx.store();
    if (PAGE_IDS.indexOf(S.page) < 0) S.page = "mobile";
    function toggled(list, id) { return list.indexOf(id) >= 0 ? list.filter(function (x) { return x !== id; }) : list.concat([id]); }
    function added(list, item) { return list.indexOf(item) >= 0 ? list : list.concat([item]); }

    /* ---------------------------------------------------------------- layer index */
    var NODE = {}, PARENT = {}, PAGE_OF = {};
    Object.keys(C.layers).forEach(function (page) {
      (function walk(nodes, parent) {
        nodes.forEach(function (n) { NODE[n.id] = n; PARENT[n.id] = parent; PAGE_OF[n.id] = page; walk(n.children, n.id); });
      })(C.layers[page], null);
    });
    function topFrame(id) { while (id && PARENT[id]) id = PARENT[id]; return id; }
    function pageFrames() { return C.layers[S.page] || []; }
    function name(slug) { return P[slug] ? P[slug].name : slug; }
    function avatar(slug, size, opts) { return kit.avatar(P[slug] || { name: slug }, Object.assign({ size: size || 24, cls: "d-av" }, opts || {})); }
    function img(pid, cls) { return h("img", { class: cls || "s-img", src: PHOTO[pid], alt: C.photo_alt[pid], draggable: "false" }); }
    function copy(what, text, id) { S.copied = what; toast(text, id || "design.toast.copied"); }
    function setTheme(t) { S.theme = t; root.classList.toggle("d-dark", t === "dark"); }
    function toast(text, id) { return kit.toast({ id: id || "design.toast", text: text, timeout: 4000, dismissible: false, cls: "d-toast" }); }
    if (S.selection && (!NODE[S.selection] || PAGE_OF[S.selection] !== S.page)) S.selection = null;

    /* ---------------------------------------------------------------- skeleton */
    root.className = "d-root";
    var tabbar = h("div", { class: "d-tabbar" });
    var toolbar = h("div", { class: "d-toolbar" });
    var left = h("div", { class: "d-left" });
    var canvas = h("div", { class: "d-canvas", id: "design.canvas" });
    var right = h("div", { class: "d-right" });
    var body = h("div", { class: "d-body" }, left, canvas, right);
    root.appendChild(tabbar); root.appendChild(toolbar); root.appendChild(body);

    /* ---------------------------------------------------------------- desktop tab bar */
    function figmaLogo(size) {
      return h("span", { class: "d-logo", html: '<svg viewBox="0 0 38 57" width="' + (size * 0.67) + '" height="' + size + '">' +
        '<path d="M19 28.5a9.5 9.5 0 1 1 19 0 9.5 9.5 0 0 1-19 0z" fill="#1ABCFE"/><path d="M0 47.5A9.5 9.5 0 0 1 9.5 38H19v9.5a9.5 9.5 0 1 1-19 0z" fill="#0ACF83"/>' +
        '<path d="M19 0v19h9.5a9.5 9.5 0 1 0 0-19H19z" fill="#FF7262"/><path d="M0 9.5A9.5 9.5 0 0 0 9.5 19H19V0H9.5A9.5 9.5 0 0 0 0 9.5z" fill="#F24E1E"/>' +
        '<path d="M0 28.5A9.5 9.5 0 0 0 9.5 38H19V19H9.5A9.5 9.5 0 0 0 0 28.5z" fill="#A259FF"/></svg>' });
    }
    function renderTabbar() {
      tabbar.textContent = "";
      tabbar.appendChild(h("div", { class: "d-lights" }, h("i", { class: "r" }), h("i", { class: "y" }), h("i", { class: "g" })));
      tabbar.appendChild(kit.tooltip(h("button", { class: "d-tab-home", id: "design.tabbar.home", "aria-label": "Home" }, icon("house", { size: 16 })), "Home"));
      C.files_open.forEach(function (f, i) {
        if (S.closed_tabs.indexOf(f.slug) >= 0) return;
        tabbar.appendChild(h("div", { class: "d-ftab" + (i === 0 ? " on" : ""), id: "design.tabbar.file." + f.slug },
          h("span", { class: "d-ftab-t" }, f.name),
          h("button", { class: "d-ftab-x", id: "design.tabbar.file." + f.slug + ".close", "aria-label": "Close tab",
            onclick: function () { if (i === 0) toast("Closing Wander app v2…"); else { S.closed_tabs = added(S.closed_tabs, f.slug); renderTabbar(); } } }, icon("x", { size: 12 }))));
      });
      tabbar.appendChild(kit.tooltip(h("button", { class: "d-tab-new", id: "design.tabbar.new", "aria-label": "New tab" }, icon("plus", { size: 16 })), "New tab"));
      tabbar.appendChild(h("span", { class: "d-fill" }));
    }

    /* ---------------------------------------------------------------- toolbar */
    var TOOLS = {
      move: { icon: "mouse-pointer-2", items: [["move", "Move", "mouse-pointer-2", "V"], ["hand", "Hand tool", "hand", "H"], ["scale", "Scale", "scaling", "K"]] },
      region: { icon: "frame", items: [["frame", "Frame", "frame", "F"], ["section", "Section", "square-dashed", "Shift+S"], ["slice", "Slice", "slice", "S"]] },
      shape: { icon: "square", items: [["rectangle", "Rectangle", "square", "R"], ["line", "Line", "minus", "L"], ["arrow", "Arrow", "move-up-right", "Shift+L"],
        ["ellipse", "Ellipse", "circle", "O"], ["polygon", "Polygon", "triangle", "P"], ["star", "Star", "star", ""], null,
        ["image", "Place image/video…", "image", "Shift+Ctrl+K"]] },
      pen: { icon: "pen-tool", items: [["pen", "Pen", "pen-tool", "P"], ["pencil", "Pencil", "pencil", "Shift+P"]] },
    };
    var groupTool = { move: "move", region: "frame", shape: "rectangle", pen: "pen" };
    Object.keys(TOOLS).forEach(function (g) {
      TOOLS[g].items.forEach(function (it) { if (it && it[0] === S.tool) groupTool[g] = S.tool; });
    });
    function toolIcon(tool) {
      for (var g in TOOLS) for (var i = 0; i < TOOLS[g].items.length; i++) { var it = TOOLS[g].items[i]; if (it && it[0] === tool) return it[2]; }
      return tool === "text" ? "type" : tool === "comment" ? "message-circle" : "mouse-pointer-2";
    }
    function setTool(tool) {
      var wasComment = S.tool === "comment";
      S.tool = tool;
      Object.keys(TOOLS).forEach(function (g) { TOOLS[g].items.forEach(function (it) { if (it && it[0] === tool) groupTool[g] = tool; }); });
      renderToolbar();
      if (wasComment !== (tool === "comment")) { renderCanvas(); renderRight(); }
     
    }
    function renderToolbar() {
      toolbar.textContent = "";
      var lgroup = h("div", { class: "d-tb-left" });
      var mainBtn = h("button", { class: "d-tb-main", id: "design.menu", "aria-label": "Main menu" }, figmaLogo(18), icon("chevron-down", { size: 12 }));
      lgroup.appendChild(mainBtn);
      kit.menu(mainBtn, mainMenuItems(), { id: "design.menu.list", cls: "d-menu d-menu-dark" });
      Object.keys(TOOLS).forEach(function (g) {
        var cur = groupTool[g], on = TOOLS[g].items.some(function (it) { return it && it[0] === S.tool; });
        var btn = kit.tooltip(h("button", { class: "d-tool" + (on ? " on" : ""), id: "design.tool." + g, "aria-label": cur,
          onclick: function () { setTool(cur); } }, icon(toolIcon(cur), { size: 18, stroke: 1.6 })), label(cur));
        var caret = h("button", { class: "d-tool-caret" + (on ? " on" : ""), id: "design.tool." + g + ".more", "aria-label": "More tools" }, icon("chevron-down", { size: 10 }));
        kit.menu(caret, TOOLS[g].items.map(function (it) {
          if (!it) return { divider: true };
          return { id: "design.tool." + it[0], label: it[1], icon: icon(it[2], { size: 16, stroke: 1.6 }), shortcut: it[3], checked: it[0] === S.tool,
                   onSelect: function () { setTool(it[0]); } };
        }), { id: "design.flyout." + g, cls: "d-menu d-menu-dark d-flyout" });
        lgroup.appendChild(h("div", { class: "d-tool-wrap" }, btn, caret));
      });
      [["text", "type", "Text", "T"], ["comment", "message-circle", "Add comment", "C"]].forEach(function (t) {
        lgroup.appendChild(kit.tooltip(h("button", { class: "d-tool solo" + (S.tool === t[0] ? " on" : ""), id: "design.tool." + t[0], "aria-label": t[2],
          onclick: function () { setTool(S.tool === t[0] ? "move" : t[0]); } }, icon(t[1], { size: 18, stroke: 1.6 })), t[2] + "  " + t[3]));
      });
      var res = kit.tooltip(h("button", { class: "d-tool solo", id: "design.tool.resources", "aria-label": "Resources",
        onclick: function () { openResources(); } }, icon("shapes", { size: 18, stroke: 1.6 })), "Resources  Shift+I");
      lgroup.appendChild(res);
      toolbar.appendChild(lgroup);

      var title = h("div", { class: "d-tb-title" },
        h("span", { class: "d-tb-proj" }, C.project), h("span", { class: "d-tb-sep" }, "/"),
        h("button", { class: "d-tb-file", id: "design.file-name" }, C.file, icon("chevron-down", { size: 12 })));
      kit.menu(title.querySelector(".d-tb-file"), [
        { id: "design.file.history", label: "Show version history", onSelect: function () { showHistory(); } },
        { id: "design.file.duplicate", label: "Duplicate" }, { id: "design.file.rename", label: "Rename" },
        { id: "design.file.move", label: "Move to project…" }, { divider: true },
        { id: "design.file.favorite", label: "Add to sidebar" }, { id: "design.file.delete", label: "Delete…", danger: true },
      ], { id: "design.file.menu", cls: "d-menu d-menu-dark", placement: "bottom-start" });
      toolbar.appendChild(title);

      var rgroup = h("div", { class: "d-tb-right" });
      var avs = h("div", { class: "d-avs" });
      C.online.slice(0, 3).forEach(function (slug) {
        var b = h("button", { class: "d-avbtn", id: "design.avatar." + slug, "aria-label": name(slug),
          onclick: function () { follow(slug); } }, avatar(slug, 24));
        avs.appendChild(kit.tooltip(b, name(slug)));
      });
      var more = h("button", { class: "d-avmore", id: "design.avatars.more", "aria-label": "Everyone on this file" }, "+" + (C.online.length - 3));
      kit.menu(more, [{ heading: "In this file" }].concat(C.online.concat([ME]).map(function (slug) {
        return { id: "design.avatars.follow." + slug, label: name(slug) + (slug === ME ? " (you)" : ""),
                 icon: avatar(slug, 20), hint: slug === ME ? "Spotlight me" : P[slug].role, disabled: false,
                 onSelect: function () { if (slug === ME) { S.spotlight = true; toast("Spotlighting you to everyone on this file", "design.toast.spotlight"); } else follow(slug); } };
      })), { id: "design.avatars.menu", cls: "d-menu d-menu-dark d-people-menu", placement: "bottom-end" });
      avs.appendChild(more);
      avs.appendChild(avatar(ME, 24, { id: "design.avatar.me" }));
      rgroup.appendChild(avs);
      rgroup.appendChild(h("button", { class: "d-share", id: "design.share", onclick: function () { openShare(); } }, "Share"));
      var play = kit.tooltip(h("button", { class: "d-tool solo", id: "design.present", "aria-label": "Present",
        onclick: function () { present("tab"); } }, icon("play", { size: 16, stroke: 1.6 })), "Present");
      var playMore = h("button", { class: "d-tool-caret", id: "design.present.more", "aria-label": "Presentation options" }, icon("chevron-down", { size: 10 }));
      kit.menu(playMore, [
        { id: "design.present.tab", label: "Present in new tab", onSelect: function () { present("tab"); } },
        { id: "design.present.preview", label: "Preview", shortcut: "Shift+Space", onSelect: function () { present("preview"); } },
        { id: "design.present.device", label: "Present on device…", onSelect: function () { present("device"); } }, { divider: true },
        { id: "design.present.settings", label: "Prototype settings…", onSelect: function () { switchRight("prototype"); } },
      ], { id: "design.present.menu", cls: "d-menu d-menu-dark", placement: "bottom-end" });
      rgroup.appendChild(h("div", { class: "d-tool-wrap" }, play, playMore));
      var zoom = h("button", { class: "d-zoom", id: "design.zoom", "aria-label": "Zoom" }, Math.round(S.zoom * 100) + "%", icon("chevron-down", { size: 10 }));
      kit.menu(zoom, zoomItems(), { id: "design.zoom.menu", cls: "d-menu d-menu-dark", placement: "bottom-end" });
      rgroup.appendChild(zoom);
      toolbar.appendChild(rgroup);
    }
    // The prototype starts at the selection's frame, else at the page's first flow starting point.
    function present(mode, frame) {
      frame = frame || (S.selection ? topFrame(S.selection) : (S.page === "mobile" ? "home" : (pageFrames()[0] || {}).id));
      S.presenting = mode + ":" + frame;
      toast(mode === "preview" ? "Opening preview of " + NODE[frame].name + "…" : mode === "device" ? "Sent " + NODE[frame].name + " to the Figma mobile app"
        : "Opening presentation of " + NODE[frame].name + " in a new tab…", "design.toast.present");
    }
    function label(tool) {
      for (var g in TOOLS) for (var i = 0; i < TOOLS[g].items.length; i++) { var it = TOOLS[g].items[i]; if (it && it[0] === tool) return it[1] + (it[3] ? "  " + it[3] : ""); }
      return tool;
    }
    function zoomItems() {
      function setZoom(z) { S.zoom = z; renderToolbar(); renderCanvas();  }
      return [
        { id: "design.zoom.in", label: "Zoom in", shortcut: "Ctrl++", onSelect: function () { setZoom(Math.min(2, S.zoom * 2)); } },
        { id: "design.zoom.out", label: "Zoom out", shortcut: "Ctrl+-", onSelect: function () { setZoom(Math.max(0.125, S.zoom / 2)); } },
        { id: "design.zoom.fit", label: "Zoom to fit", shortcut: "Shift+1", onSelect: function () { setZoom(0.25); } },
        { id: "design.zoom.50", label: "Zoom to 50%", onSelect: function () { setZoom(0.5); } },
        { id: "design.zoom.100", label: "Zoom to 100%", shortcut: "Shift+0", onSelect: function () { setZoom(1); } },
        { divider: true },
        { id: "design.zoom.pixel", label: "Pixel preview", checked: S.pixel_preview, onSelect: function () { S.pixel_preview = !S.pixel_preview; } },
        { id: "design.zoom.grids", label: "Layout grids", shortcut: "Ctrl+G", checked: S.layout_grids, onSelect: function () { S.layout_grids = !S.layout_grids; renderCanvas(); } },
        { id: "design.zoom.rulers", label: "Rulers", shortcut: "Shift+R", checked: S.rulers, onSelect: function () { S.rulers = !S.rulers; renderRulers(); } },
        { id: "design.zoom.cursors", label: "Multiplayer cursors", checked: S.multiplayer_cursors,
          onSelect: function () { S.multiplayer_cursors = !S.multiplayer_cursors; renderCanvas(); } },
        { id: "design.zoom.comments", label: "Comments", shortcut: "Shift+C", checked: S.tool === "comment",
          onSelect: function () { setTool(S.tool === "comment" ? "move" : "comment"); } },
      ];
    }
    function mainMenuItems() {
      return [
        { id: "design.menu.back", label: "Back to files" }, { id: "design.menu.actions", label: "Quick actions…", shortcut: "Ctrl+/" },
        { divider: true },
        { id: "design.menu.file", label: "File", submenu: [
          { id: "design.menu.file.new", label: "New design file" }, { id: "design.menu.file.figjam", label: "New FigJam file" },
          { divider: true },
          { id: "design.menu.file.place", label: "Place image…", shortcut: "Shift+Ctrl+K" },
          { id: "design.menu.file.save-version", label: "Save to version history…", shortcut: "Alt+Ctrl+S",
            onSelect: function () { S.versions = S.versions.concat(["Untitled version " + (S.versions.length + 1)]); toast("Saved to version history", "design.toast.version"); if (S.history) renderRight(); } },
          { id: "design.menu.file.history", label: "Show version history", onSelect: function () { showHistory(); } },
          { divider: true },
          { id: "design.menu.file.export", label: "Export…", shortcut: "Shift+Ctrl+E", onSelect: function () { openExport(); } },
          { id: "design.menu.file.export-pdf", label: "Export frames to PDF…" },
          { id: "design.menu.file.save-local", label: "Save local copy…" },
        ] },
        { id: "design.menu.edit", label: "Edit", submenu: [
          { id: "design.menu.edit.undo", label: "Undo", shortcut: "Ctrl+Z" }, { id: "design.menu.edit.redo", label: "Redo", shortcut: "Shift+Ctrl+Z" },
          { divider: true },
          { id: "design.menu.edit.copy", label: "Copy", shortcut: "Ctrl+C" },
          { id: "design.menu.edit.copy-as", label: "Copy as", submenu: [
            { id: "design.menu.edit.copy-as.css", label: "Copy as CSS", onSelect: function () { copy("css:" + (S.selection || "page"), "Copied CSS to clipboard"); } },
            { id: "design.menu.edit.copy-as.svg", label: "Copy as SVG", onSelect: function () { copy("svg:" + (S.selection || "page"), "Copied SVG to clipboard"); } },
            { id: "design.menu.edit.copy-as.png", label: "Copy as PNG", shortcut: "Shift+Ctrl+C", onSelect: function () { copy("png:" + (S.selection || "page"), "Copied PNG to clipboard"); } },
            { id: "design.menu.edit.copy-as.link", label: "Copy link to selection", onSelect: function () { copy("link:" + (S.selection || "file"), "Copied link to clipboard", "design.toast.link"); } },
          ] },
          { id: "design.menu.edit.paste", label: "Paste", shortcut: "Ctrl+V" }, { id: "design.menu.edit.duplicate", label: "Duplicate", shortcut: "Ctrl+D" },
          { divider: true }, { id: "design.menu.edit.select-all", label: "Select all", shortcut: "Ctrl+A" },
        ] },
        { id: "design.menu.view", label: "View", submenu: zoomItems().filter(function (it) { return !it.divider; }).slice(5) },
        { id: "design.menu.object", label: "Object", submenu: [
          { id: "design.menu.object.group", label: "Group selection", shortcut: "Ctrl+G" },
          { id: "design.menu.object.frame", label: "Frame selection", shortcut: "Alt+Ctrl+G" },
          { id: "design.menu.object.component", label: "Create component", shortcut: "Alt+Ctrl+K" },
          { id: "design.menu.object.mask", label: "Use as mask", shortcut: "Ctrl+Alt+M" },
          { id: "design.menu.object.autolayout", label: "Add auto layout", shortcut: "Shift+A" },
        ] },
        { id: "design.menu.text", label: "Text", submenu: [
          { id: "design.menu.text.bold", label: "Bold", shortcut: "Ctrl+B" }, { id: "design.menu.text.italic", label: "Italic", shortcut: "Ctrl+I" },
          { id: "design.menu.text.list", label: "Bulleted list", shortcut: "Shift+Ctrl+8" },
        ] },
        { id: "design.menu.arrange", label: "Arrange", submenu: [
          { id: "design.menu.arrange.front", label: "Bring to front", shortcut: "]" }, { id: "design.menu.arrange.back", label: "Send to back", shortcut: "[" },
          { id: "design.menu.arrange.align-left", label: "Align left", shortcut: "Alt+A" }, { id: "design.menu.arrange.tidy", label: "Tidy up", shortcut: "Ctrl+Alt+Shift+T" },
        ] },
        { divider: true },
        { id: "design.menu.plugins", label: "Plugins", submenu: [{ heading: "Recents" }].concat(
          ["unsplash", "iconify", "contrast"].map(function (slug) {
            return { id: "design.menu.plugins." + slug, label: pluginInfo(slug).name, onSelect: function () { openPlugin(slug); } };
          }), [{ divider: true }, { id: "design.menu.plugins.manage", label: "Manage plugins…" },
                { id: "design.menu.plugins.browse", label: "Browse plugins in Community" }]) },
        { id: "design.menu.widgets", label: "Widgets", submenu: [{ id: "design.menu.widgets.browse", label: "Browse widgets in Community" }] },
        { id: "design.menu.prefs", label: "Preferences", submenu: [
          { id: "design.menu.prefs.snap", label: "Snap to pixel grid", checked: true },
          { id: "design.menu.prefs.nudge", label: "Nudge amount…" },
          { id: "design.menu.prefs.theme", label: "Theme", submenu: [
            { id: "design.menu.prefs.theme.light", label: "Light", checked: S.theme === "light", onSelect: function () { setTheme("light"); } },
            { id: "design.menu.prefs.theme.dark", label: "Dark", checked: S.theme === "dark", onSelect: function () { setTheme("dark"); } },
            { id: "design.menu.prefs.theme.system", label: "System theme", checked: S.theme === "system", onSelect: function () { setTheme("system"); } }] },
        ] },
        { id: "design.menu.libraries", label: "Libraries", shortcut: "Alt+3" },
        { divider: true },
        { id: "design.menu.help", label: "Help and account", submenu: [
          { id: "design.menu.help.center", label: "Help page" }, { id: "design.menu.help.shortcuts", label: "Keyboard shortcuts", shortcut: "Ctrl+Shift+?" },
          { id: "design.menu.help.whats-new", label: "See what's new", onSelect: function () { openWhatsNew(); } },
          { id: "design.menu.help.account", label: "Account settings" },
        ] },
      ];
    }
    function follow(slug) {
      S.following = slug; markFollow();
      toast("Following " + name(slug) + ". Click anywhere to stop.", "design.toast.follow");
    }
    // Observation mode: Figma frames the canvas in the followed person's colour until you click.
    function markFollow() {
      var c = S.following ? cursorColor(S.following) : null;
      canvas.classList.toggle("following", !!c);
      canvas.style.setProperty("--follow", c || "transparent");
      if (followTag) { followTag.remove(); followTag = null; }
      if (c) { followTag = h("div", { class: "d-follow-tag", style: { background: c } }, "Following " + name(S.following)); body.appendChild(followTag); }
    }
    var followTag = null;
    function cursorColor(slug) { var i = C.online.indexOf(slug); return ["#9747ff", "#ff7a45", "#0fa958", "#e5484d", "#1ba3c6", "#f5a524"][i < 0 ? 0 : i % 6]; }

    /* ---------------------------------------------------------------- left panel */
    var layersScroll = null;
    var TYPE_ICON = { frame: "frame", group: "group", text: "type", rect: "square", ellipse: "circle", image: "image",
                      instance: "diamond", component: "component", vector: "spline", section: "square-dashed" };
    function renderLeft() {
      left.textContent = "";
      var tabs = h("div", { class: "d-ltabs" },
        h("button", { class: "d-ltab" + (S.left_tab === "layers" ? " on" : ""), id: "design.left.layers", onclick: function () { S.left_tab = "layers"; renderLeft();  } }, "Layers"),
        h("button", { class: "d-ltab" + (S.left_tab === "assets" ? " on" : ""), id: "design.left.assets", onclick: function () { S.left_tab = "assets"; renderLeft();  } }, "Assets"),
        h("span", { class: "d-fill" }),
        h("button", { class: "d-pagepick", id: "design.left.page", onclick: function () { S.pages_open = !S.pages_open; renderLeft();  } },
          pageName(S.page), icon(S.pages_open ? "chevron-up" : "chevron-down", { size: 12 })));
      left.appendChild(tabs);
      if (S.left_tab === "assets") { left.appendChild(renderAssets()); return; }
      if (S.pages_open) {
        var pages = h("div", { class: "d-pages", id: "design.pages" },
          h("div", { class: "d-sechead" }, h("span", null, "Pages"), h("span", { class: "d-fill" }),
            kit.tooltip(h("button", { class: "d-ibtn", id: "design.pages.add", "aria-label": "Add new page" }, icon("plus", { size: 14 })), "Add new page")));
        C.pages.forEach(function (p) {
          pages.appendChild(h("div", { class: "d-page" + (p.id === S.page ? " on" : ""), id: "design.page." + p.id,
            onclick: function () { goPage(p.id); } }, h("span", { class: "d-page-check" }, p.id === S.page ? icon("check", { size: 12 }) : null), p.name));
        });
        left.appendChild(pages);
      }
      layersScroll = h("div", { class: "d-layers", id: "design.layers" });
      // A page loading on demand has no layer tree yet either: the panel waits with the canvas.
      if (S.page_loading) { layersScroll.appendChild(h("div", { class: "d-layers-loading", id: "design.layers.loading" }, h("span", { class: "d-spin" }), "Loading layers…")); left.appendChild(layersScroll); return; }
      pageFrames().slice().reverse().forEach(function (n) { layerRows(n, 0, layersScroll); });
      left.appendChild(layersScroll);
    }
    function pageName(id) { return C.pages.filter(function (p) { return p.id === id; })[0].name; }
    function goPage(id) {
      S.page_loading = false; S.page = id; S.selection = null; S.comment = null; closeCommentWindow();
      renderLeft(); renderCanvas(); renderRight(); 
    }
    function isOpen(id) { return S.expanded.indexOf(id) >= 0; }
    function layerRows(n, depth, into) {
      var hasKids = n.children.length > 0;
      var sel = S.selection === n.id, inSel = S.selection && !sel && ancestorOf(S.selection, n.id);
      var hidden = S.hidden_layers.indexOf(n.id) >= 0, locked = S.locked_layers.indexOf(n.id) >= 0;
      var row = h("div", { class: "d-layer" + (sel ? " sel" : "") + (inSel ? " insel" : "") + (depth === 0 ? " top" : "") + (hidden ? " off" : ""),
                           id: "design.layer." + n.id, style: { paddingLeft: (8 + depth * 16) + "px" },
                           onclick: function () { select(n.id); } },
        h("span", { class: "d-caret" }, hasKids ? h("button", { class: "d-caret-btn", id: "design.layer." + n.id + ".caret", "aria-label": isOpen(n.id) ? "Collapse" : "Expand",
          onclick: function (e) { e.stopPropagation(); toggleLayer(n.id); } }, icon(isOpen(n.id) ? "chevron-down" : "chevron-right", { size: 10 })) : null),
        h("span", { class: "d-ltype t-" + n.type }, icon(TYPE_ICON[n.type] || "square", { size: 12, stroke: 1.8 })),
        h("span", { class: "d-lname" }, n.name));
      var tools = h("span", { class: "d-layer-tools" + (hidden || locked ? " pinned" : "") },
        h("button", { class: "d-ibtn", id: "design.layer." + n.id + ".lock", "aria-label": locked ? "Unlock" : "Lock",
          onclick: function (e) { e.stopPropagation(); S.locked_layers = toggled(S.locked_layers, n.id); renderLeft(); } }, icon(locked ? "lock" : "lock-open", { size: 12 })),
        h("button", { class: "d-ibtn", id: "design.layer." + n.id + ".eye", "aria-label": hidden ? "Show" : "Hide",
          onclick: function (e) { e.stopPropagation(); S.hidden_layers = toggled(S.hidden_layers, n.id); renderLeft(); } }, icon(hidden ? "eye-off" : "eye", { size: 12 })));
      row.appendChild(tools);
      into.appendChild(row);
      if (hasKids && isOpen(n.id)) n.children.forEach(function (c) { layerRows(c, depth + 1, into); });
    }
    function ancestorOf(id, anc) { for (var p = PARENT[id]; p; p = PARENT[p]) if (p === anc) return true; return false; }
    function toggleLayer(id) {
      var keep = layersScroll ? layersScroll.scrollTop : 0;
      S.expanded = toggled(S.expanded, id); renderLeft(); layersScroll.scrollTop = keep; 
    }
    function select(id) {
      var keep = layersScroll ? layersScroll.scrollTop : 0;
      var open = S.expanded;
      for (var p = PARENT[id]; p; p = PARENT[p]) open = added(open, p);
      S.$set({ selection: id, expanded: open });
      renderLeft(); if (layersScroll) layersScroll.scrollTop = keep;
      markSelection(); renderRight(); 
    }

    function renderAssets() {
      var box = h("div", { class: "d-assets", id: "design.assets" },
        h("div", { class: "d-asearch" }, icon("search", { size: 14 }), h("span", null, "Search assets")),
        h("div", { class: "d-alib" }, h("span", null, "Local assets"), h("span", { class: "d-fill" }),
          kit.tooltip(h("button", { class: "d-ibtn", id: "design.assets.libraries", "aria-label": "Team library" }, icon("book-open", { size: 14 })), "Team library")));
      C.assets.forEach(function (g) {
        var gid = g.group.toLowerCase();
        var head = h("button", { class: "d-agroup", id: "design.assets.group." + gid },
          icon("chevron-right", { size: 10, cls: "d-agroup-caret" }), g.group, h("span", { class: "d-agroup-n" }, String(g.items.length)));
        var grid = h("div", { class: "d-agrid" + (gid === "icons" ? " icons" : "") }, g.items.map(function (it) {
          var slug = it.toLowerCase().replace(/[^a-z0-9]+/g, "-");
          return kit.tooltip(h("button", { class: "d-asset", id: "design.asset." + slug, "aria-label": it,
            onclick: function () { S.inserted = S.inserted.concat([slug]); toast(it + " added to " + (S.selection ? NODE[topFrame(S.selection)].name : pageName(S.page))); } }, assetThumb(it), gid === "icons" ? null : h("span", { class: "d-asset-t" }, it.split("/").pop())), it);
        }));
        box.appendChild(head); box.appendChild(grid);
        kit.collapsible(head, grid, { open: S.collapsed_assets.indexOf(gid) < 0, onToggle: function (o) {
          S.collapsed_assets = toggled(S.collapsed_assets, gid);  } });
      });
      return box;
    }
    var ASSET_ICON = { Search: "search", Heart: "heart", Share: "share", Map: "map", Calendar: "calendar", User: "user",
                       Sliders: "sliders-horizontal", Star: "star", Compass: "compass", Bell: "bell", Settings: "settings", Globe: "globe" };
    function assetThumb(it) {
      var last = it.split("/").pop();
      if (it.indexOf("Icon/") === 0) return h("span", { class: "d-athumb ic" }, icon(ASSET_ICON[last] || "circle", { size: 18, stroke: 1.8 }));
      if (it.indexOf("Button") === 0) return h("span", { class: "d-athumb" }, h("span", { class: "a-btn " + last.toLowerCase().split(" ")[0] }, last.indexOf("Icon") === 0 ? icon({ back: "chevron-left", share: "share", heart: "heart" }[last.split(" ")[1]], { size: 12 }) : "Book"));
      if (it.indexOf("Chip") === 0) return h("span", { class: "d-athumb" }, h("span", { class: "a-chip " + last.toLowerCase() }, "Hiking"));
      if (it.indexOf("Card") === 0) return h("span", { class: "d-athumb" }, h("span", { class: "a-card" }, h("i"), h("b"), h("b", { class: "s" })));
      return h("span", { class: "d-athumb" }, h("span", { class: "a-field" }, last));
    }

    /* ---------------------------------------------------------------- canvas: the screens */
    var PAD = 100;  // canvas margin around the page's content, in screen px
    function statusBar(dark) {
      return h("div", { class: "s-status" + (dark ? " dark" : "") }, h("b", null, "9:41"), h("span", { class: "d-fill" }),
        icon("signal", { size: 15, stroke: 2.4 }), icon("wifi", { size: 15, stroke: 2.4 }), icon("battery-full", { size: 18, stroke: 2 }));
    }
    function tabBar(on) {
      return h("div", { class: "s-tabbar" }, [["Explore", "compass"], ["Trips", "ticket"], ["Saved", "heart"], ["Profile", "user"]].map(function (t) {
        return h("div", { class: "s-tab" + (t[0] === on ? " on" : "") }, icon(t[1], { size: 22, stroke: 1.8 }), h("span", null, t[0]));
      }), h("i", { class: "s-home-ind" }));
    }
    // A tile drawn in the design (an icon on the DS colour) where the app shows no photo.
    function drawn(name, color, cls) {
      return h("div", { class: (cls || "s-mini-img") + " s-drawn", style: { background: color } }, icon(name, { size: 26, stroke: 1.8 }));
    }
    function tripCard(key) {
      var t = TRIPS[key];
      return h("div", { class: "s-card" }, h("div", { class: "s-card-img" }, img(t.photo), h("span", { class: "s-heart" }, icon("heart", { size: 16, stroke: 2 }))),
        h("div", { class: "s-card-b" }, h("div", { class: "s-card-t" }, t.name),
          h("div", { class: "s-card-m" }, t.days + " days · " + t.place),
          h("div", { class: "s-card-p" }, h("span", null, "from ", h("b", null, t.price)), h("span", { class: "s-rate" }, icon("star", { size: 12, stroke: 2 }), t.rating))));
    }
    var SCREENS = {
      home: function () {
        return [statusBar(), h("div", { class: "s-pad" },
          h("div", { class: "s-head" }, h("div", null, h("div", { class: "s-hi" }, "Good afternoon, Amara"), h("div", { class: "s-h1" }, "Where to next?")),
            avatar(ME, 44)),
          h("div", { class: "s-search" }, icon("search", { size: 18 }), h("span", null, "Search trips, places, guides"), h("span", { class: "d-fill" }), icon("sliders-horizontal", { size: 18 })),
          h("div", { class: "s-chips" }, ["All", "Hiking", "Lakes", "Coast", "Cities"].map(function (c, i) { return h("span", { class: "s-chip" + (i === 0 ? " on" : "") }, c); })),
          h("div", { class: "s-sec" }, h("b", null, "Trips near you"), h("span", null, "See all")),
          h("div", { class: "s-hscroll" }, tripCard("bled"), tripCard("schwarzwald")),
          h("div", { class: "s-mini" }, drawn("calendar-days", "#2f6bff"), h("div", null, h("b", null, "Continue planning: " + TRIPS.picos.name),
            h("div", { class: "s-card-m" }, "Jul 14 – 18 · 2 guests"))),
          h("div", { class: "s-banner" }, img(TRIPS.lofoten.photo), h("div", { class: "s-banner-t" }, h("small", null, "WEEKEND ESCAPE"), h("b", null, TRIPS.lofoten.name),
            h("span", { class: "s-btn small" }, "Book from " + TRIPS.lofoten.price)))),
          tabBar("Explore")];
      },
      details: function () {
        return [h("div", { class: "s-hero" }, img(TRIPS.picos.photo), statusBar(true),
          h("div", { class: "s-hero-btns" }, h("span", { class: "s-round" }, icon("chevron-left", { size: 20 })), h("span", { class: "d-fill" }),
            h("span", { class: "s-round" }, icon("share", { size: 18 })), h("span", { class: "s-round" }, icon("heart", { size: 18 })))),
          h("div", { class: "s-pad" }, h("div", { class: "s-h1" }, TRIPS.picos.name),
            h("div", { class: "s-rating" }, h("span", { class: "s-stars" }, [1, 2, 3, 4, 5].map(function () { return icon("star", { size: 14, stroke: 2 }); })), TRIPS.picos.rating + " · " + TRIPS.picos.reviews + " reviews · " + TRIPS.picos.place),
            h("div", { class: "s-facts" }, [["calendar", "5 days"], ["footprints", "Easy"], ["users", "Max 10"]].map(function (f) {
              return h("div", { class: "s-fact" }, icon(f[0], { size: 18 }), h("span", null, f[1]));
            })),
            h("p", { class: "s-p" }, "Early walks along Lake Bohinj while the mist lifts off the water, from the old wooden jetties to the Savica falls and the meadows of Uskovnica. Local guide, four nights by the lake and luggage transfer included."),
            h("div", { class: "s-gallery" }, img("wildflowers"), img("butterfly-meadow"), h("span", { class: "s-more" }, "+18")),
            h("div", { class: "s-sec" }, h("b", null, "Itinerary")),
            ["Day 1 · Ljubljana to the lake jetty", "Day 2 · Savica falls in the mist", "Day 3 · Uskovnica wildflower meadows"].map(function (d, i) {
              return h("div", { class: "s-day" }, h("span", { class: "s-daynum" }, String(i + 1)), d);
            })),
          h("div", { class: "s-footer" }, h("div", null, h("small", null, "from"), h("b", null, "€640"), h("small", null, " / person")), h("span", { class: "s-btn" }, "Book now"))];
      },
      booking: function () {
        var days = [];
        for (var i = 0; i < 42; i++) {
          var d = i - 4, cls = "s-d";  // July 2023 starts on a Saturday (Monday-first week)
          if (d < 1 || d > 31) { days.push(h("span", { class: "s-d out" }, "")); continue; }
          if (i % 7 >= 5) cls += " we";
          if (d >= 14 && d <= 18) cls += d === 14 || d === 18 ? " pick" : " range";
          days.push(h("span", { class: cls }, String(d)));
        }
        return [statusBar(), h("div", { class: "s-nav" }, icon("chevron-left", { size: 22 }), h("b", null, "Choose dates"), h("span", { class: "s-w24" })),
          h("div", { class: "s-pad" }, h("div", { class: "s-month" }, h("b", null, "July 2023"), h("span", null, icon("chevron-left", { size: 18 }), icon("chevron-right", { size: 18 }))),
            h("div", { class: "s-cal" }, ["M", "T", "W", "T", "F", "S", "S"].map(function (w) { return h("span", { class: "s-wd" }, w); }), days),
            h("div", { class: "s-sec" }, h("b", null, "Guests")),
            [["Adults", "Ages 13 or above", 2], ["Children", "Ages 6–12", 0]].map(function (g) {
              return h("div", { class: "s-step" }, h("div", null, h("b", null, g[0]), h("small", null, g[1])), h("span", { class: "d-fill" }),
                h("span", { class: "s-stepbtn" + (g[2] ? "" : " off") }, icon("minus", { size: 16 })), h("b", { class: "s-stepn" }, String(g[2])), h("span", { class: "s-stepbtn" }, icon("plus", { size: 16 })));
            })),
          h("div", { class: "s-footer" }, h("div", null, h("b", null, "Jul 14 – 18"), h("small", null, " · 2 guests")), h("span", { class: "s-btn" }, "Continue"))];
      },
      checkout: function () {
        return [statusBar(), h("div", { class: "s-nav" }, icon("chevron-left", { size: 22 }), h("b", null, "Checkout"), h("span", { class: "s-w24" })),
          h("div", { class: "s-pad" }, h("div", { class: "s-mini" }, drawn("ticket", "#1ba3c6"),
            h("div", null, h("b", null, TRIPS.picos.name), h("div", { class: "s-card-m" }, "Jul 14 – 18 · 2 guests"))),
            h("div", { class: "s-sec" }, h("b", null, "Price details")),
            [["Trip · 2 × €640", "€1,280.00"], ["Mountain guide", "€60.00"], ["Travel insurance", "€40.00"], ["Service fee", "€12.00"]].map(function (l) {
              return h("div", { class: "s-line" }, h("span", null, l[0]), h("span", null, l[1]));
            }),
            h("div", { class: "s-line total" }, h("b", null, "Total (VAT incl.)"), h("b", null, "€1,392.00")),
            h("div", { class: "s-sec" }, h("b", null, "Pay with")),
            h("div", { class: "s-pay" }, h("span", { class: "s-visa" }, "VISA"), h("div", null, h("b", null, "Visa •••• 4821"), h("small", null, "Expires 08/27")), h("span", { class: "d-fill" }), icon("chevron-right", { size: 18 })),
            h("div", { class: "s-note" }, icon("shield-check", { size: 16 }), "Free cancellation until July 1")),
          h("div", { class: "s-footer" }, h("span", { class: "s-btn wide" }, "Pay €1,392.00"))];
      },
      confirm: function () {
        return [statusBar(), h("div", { class: "s-pad center" }, h("div", { class: "s-okring" }, icon("check", { size: 44, stroke: 3 })),
          h("div", { class: "s-h1" }, "You're going to Lake Bohinj!"),
          h("p", { class: "s-p" }, "We've sent the booking details to amara.nwosu@kestrel.studio. Your guide, Nuria, will be in touch a week before you leave."),
          h("div", { class: "s-ticket" }, h("div", null, h("small", null, "BOOKING"), h("b", null, "WND-48213")), h("div", null, h("small", null, "DATES"), h("b", null, "Jul 14 – 18")),
            h("div", { class: "s-qr" }, qr())),
          h("span", { class: "s-btn wide" }, "View my trip"), h("span", { class: "s-btn ghost wide" }, "Add to calendar"))];
      },
      search: function () {
        return [statusBar(), h("div", { class: "s-pad" }, h("div", { class: "s-search" }, icon("chevron-left", { size: 18 }), h("span", { class: "s-q" }, "Spring walks near Munich"), h("span", { class: "d-fill" }), icon("x", { size: 16 })),
          h("div", { class: "s-chips" }, ["Filters", "Dates", "Under €400", "Family"].map(function (c, i) { return h("span", { class: "s-chip" + (i === 2 ? " on" : "") }, c); })),
          h("div", { class: "s-count" }, "24 trips"),
          [
           ["apple-blossom", "Apple blossom trail, Lake Constance", "3 days · €310"], ["bridge-cables", "Bridge and beach ride, Øresund", "4 days · €390"], ["", "Isar river trail from Munich", "1 day · €35"], ["", "Starnberger See lake loop", "1 day · €45"]].map(function (r) {
            return h("div", { class: "s-result" }, r[0] ? h("div", { class: "s-result-img" }, img(r[0])) : drawn("map", "#3e9c6a", "s-result-img"), h("div", null, h("b", null, r[1]), h("div", { class: "s-card-m" }, r[2])));
          })),
          h("span", { class: "s-maptoggle" }, icon("map", { size: 16 }), "Map"), tabBar("Explore")];
      },
      saved: function () {
        return [statusBar(), h("div", { class: "s-pad" }, h("div", { class: "s-h1 big" }, "Saved"),
          h("div", { class: "s-seg" }, h("span", { class: "on" }, "Trips"), h("span", null, "Guides"), h("span", null, "Stories")),
          h("div", { class: "s-grid" }, [["paint-brushes", "Paint the coast workshop"], ["inukshuk", "Inukshuk trails of Nunavut"],
            ["", "Weekend ideas", "tent", "#ff7a45"], ["", "With the kids", "bike", "#9747ff"]].map(function (t) {
              return h("div", { class: "s-tile" }, t[0] ? img(t[0]) : drawn(t[2], t[3], "s-tile-art"), h("b", null, t[1]));
            }))),
          tabBar("Saved")];
      },
      profile: function () {
        return [h("div", { class: "s-cover drawn" }, statusBar(true)), h("div", { class: "s-pad center" },
          h("div", { class: "s-pav" }, avatar(ME, 84)), h("div", { class: "s-h1" }, "Amara Nwosu"), h("div", { class: "s-card-m" }, "Lagos · Berlin · 14 trips"),
          h("div", { class: "s-stats" }, [["14", "Trips"], ["6", "Countries"], ["212", "km hiked"]].map(function (s) { return h("div", null, h("b", null, s[0]), h("small", null, s[1])); })),
          h("div", { class: "s-list" }, [["ticket", "My trips"], ["wallet", "Payments"], ["bell", "Notifications"], ["globe", "Language"], ["circle-help", "Help"]].map(function (r) {
            return h("div", { class: "s-row" }, icon(r[0], { size: 18 }), h("span", null, r[1]), h("span", { class: "d-fill" }), icon("chevron-right", { size: 16 }));
          }))), tabBar("Profile")];
      },
      onboarding: function () {
        return [h("div", { class: "s-onb" }, img("hot-air-balloon"), statusBar(true)), h("div", { class: "s-pad center" },
          h("div", { class: "s-h1 big" }, "Find your next adventure"), h("p", { class: "s-p" }, "Small-group trips with local guides, from a hot-air balloon at dawn to a week of forest walks."),
          h("div", { class: "s-dots" }, h("i", { class: "on" }), h("i"), h("i")), h("span", { class: "s-btn wide" }, "Get started"), h("span", { class: "s-skip" }, "Skip"))];
      },
      "web-desktop": function () {
        return [h("div", { class: "w-nav" }, h("b", { class: "w-logo" }, icon("compass", { size: 26 }), "wander"), h("span", { class: "d-fill" }),
          ["Trips", "Guides", "Stories", "About"].map(function (n) { return h("span", null, n); }), h("span", { class: "s-btn" }, "Sign up")),
          h("div", { class: "w-hero" }, img("wildflowers"), h("div", { class: "w-hero-t" }, h("h1", null, "Walk somewhere new"),
            h("p", null, "Wildflower meadows, misty lakes and autumn forests: small-group walks in 32 countries, led by people who live there."),
            h("div", { class: "w-bar" }, h("span", null, icon("map-pin", { size: 18 }), "Where to?"), h("span", null, icon("calendar", { size: 18 }), "Any week"),
              h("span", { class: "s-btn" }, "Search")))),
          h("div", { class: "w-sec" }, h("h2", null, "Featured this summer"), h("div", { class: "w-cards" },
            [["inukshuk", "Inukshuk trails of Nunavut", "€890"], ["autumn-leaf", "Vermont autumn leaves", "€1,240"], ["apple-blossom", "Apple blossom in South Tyrol", "€580"], ["moss-close-up", "Black Forest moss trails", "€455"]].map(function (c) {
              return h("div", { class: "w-card" }, img(c[0]), h("b", null, c[1]), h("small", null, "from " + c[2]));
            }))),
          h("div", { class: "w-stories" }, [["butterfly-meadow", "STORIES", "A week counting butterflies in Transylvania's meadows"], ["paint-brushes", "WORKSHOPS", "Paint the coast: watercolour weekends with local artists"]].map(function (s) {
            return h("div", { class: "w-story" }, img(s[0]), h("div", null, h("small", null, s[1]), h("b", null, s[2])));
          })),
          h("div", { class: "w-footer" }, h("div", null, h("b", null, "wander"), "Kestrel Studio for Wander GmbH", h("br"), "Berlin · Lisbon"),
            h("div", null, h("b", null, "Trips"), "Hiking", h("br"), "Paddling", h("br"), "Cycling"), h("div", null, h("b", null, "Company"), "About", h("br"), "Careers", h("br"), "Press"),
            h("div", null, h("b", null, "Help"), "Contact", h("br"), "Cancellations", h("br"), "Accessibility"))];
      },
      "web-tablet": function () {
        return [h("div", { class: "w-nav" }, h("b", { class: "w-logo" }, icon("compass", { size: 24 }), "wander"), h("span", { class: "d-fill" }), icon("menu", { size: 24 })),
          h("div", { class: "w-hero t" }, img("jetty-in-fog"), h("div", { class: "w-hero-t" }, h("h1", null, "Walk a lake in the fog"), h("span", { class: "s-btn" }, "Find a trip"))),
          h("div", { class: "w-sec t" }, h("h2", null, "Featured this summer"), h("div", { class: "w-cards two" },
            [["bridge-cables", "Øresund bridge by bike", "€310"], ["kite-in-clouds", "Texel kite weekend", "€280"]].map(function (c) {
              return h("div", { class: "w-card" }, img(c[0]), h("b", null, c[1]), h("small", null, "from " + c[2]));
            }))),
          h("div", { class: "w-footer" }, h("div", null, h("b", null, "wander"), "Berlin · Lisbon"), h("div", null, h("b", null, "Help"), "Contact"))];
      },
      cover: function () {
        return [h("div", { class: "cv" }, h("div", { class: "cv-t" }, h("small", null, "KESTREL STUDIO × WANDER"), h("h1", null, "Wander app v2"),
          h("span", { class: "cv-status" }, "In review"), h("p", null, "Fresh paint for the booking flow, trip details and saved trips. Last handoff June 26, 2023.")), img("paint-brushes", "cv-img"))];
      },
      "arch-home": function () { return [statusBar(), h("div", { class: "s-pad" }, h("div", { class: "s-h1" }, "Explore"), h("div", { class: "s-p" }, "v1 list layout, replaced by cards in v2."))]; },
      "arch-details": function () { return [statusBar(), h("div", { class: "s-pad" }, h("div", { class: "s-h1" }, "Trip"), h("div", { class: "s-p" }, "v1 details without gallery."))]; },
    };
    function qr() {
      var s = '<svg viewBox="0 0 21 21" width="64" height="64" shape-rendering="crispEdges"><rect width="21" height="21" fill="#fff"/>';
      for (var y = 0; y < 21; y++) for (var x = 0; x < 21; x++) {
        var finder = (x < 7 && y < 7) || (x > 13 && y < 7) || (x < 7 && y > 13);
        var on = finder ? (x % 20 === 0 || y % 20 === 0 || x === 6 || y === 6 || x === 14 || y === 14 || ((x % 14 >= 2 && x % 14 <= 4) && (y % 14 >= 2 && y % 14 <= 4))) && !(x > 6 && x < 14) && !(y > 6 && y < 14)
                        : ((x * 7 + y * 13 + x * y) % 5 < 2);
        if (on) s += '<rect x="' + x + '" y="' + y + '" width="1" height="1" fill="#141a26"/>';
      }
      return h("span", { html: s + "</svg>" });
    }
    function componentSection(n) {
      var items = n.children.map(function (c) {
        var nm = c.name.split("/").pop().replace("State=", "");
        var el;
        if (n.id === "cmp-buttons") el = h("span", { class: "s-btn " + (nm === "Primary" ? "" : nm.toLowerCase()) }, nm === "Small" ? "Book" : "Book now");
        else if (n.id === "cmp-chips") el = h("span", { class: "s-chip" + (nm === "Selected" ? " on" : "") }, "Hiking");
        else el = nm === "Saved" ? h("div", { class: "s-card" }, h("div", { class: "s-card-img" }, img("apple-blossom"), h("span", { class: "s-heart on" }, icon("heart", { size: 16 }))),
          h("div", { class: "s-card-b" }, h("div", { class: "s-card-t" }, "Apple blossom in South Tyrol"), h("div", { class: "s-card-m" }, "6 days · Italy")))
          : h("div", { class: "s-card" }, h("div", { class: "s-card-img" }, img("autumn-leaf"), h("span", { class: "s-heart" }, icon("heart", { size: 16 }))),
            h("div", { class: "s-card-b" }, h("div", { class: "s-card-t" }, "Vermont autumn leaves"), h("div", { class: "s-card-m" }, "7 days · USA")));
        return h("div", { class: "k-comp" }, h("span", { class: "k-comp-t" }, icon("component", { size: 10 }), c.name), el);
      });
      return [h("div", { class: "k-sec-items" }, items)];
    }

    var frameEls = {};
    function worldSize() {
      var w = 0, hh = 0;
      pageFrames().forEach(function (f) { w = Math.max(w, f.x + f.w); hh = Math.max(hh, f.y + f.h); });
      return { w: w * S.zoom + PAD * 2, h: hh * S.zoom + PAD * 2 };
    }
    function renderCanvas() {
      var keepL = canvas.scrollLeft, keepT = canvas.scrollTop;
      canvas.textContent = ""; frameEls = {};
      canvas.classList.toggle("commenting", S.tool === "comment");
      if (S.page_loading) {
        // Figma loads a page's content on demand: a large page shows a spinner before its frames.
        canvas.appendChild(h("div", { class: "d-pageload", id: "design.canvas.loading" }, h("span", { class: "d-spin big" }), "Loading page…"));
        return;
      }
      var ws = worldSize();
      var world = h("div", { class: "d-world", style: { width: ws.w + "px", height: ws.h + "px" } });
      pageFrames().forEach(function (f) {
        var left = PAD + f.x * S.zoom, top = PAD + f.y * S.zoom;
        var section = f.type === "section";
        var title = h("div", { class: "d-ftitle" + (section ? " sec" : ""), id: "design.frame." + f.id + ".title", style: { left: left + "px", top: (top - 18) + "px", maxWidth: f.w * S.zoom + "px" },
          onclick: function (e) { e.stopPropagation(); select(f.id); } }, section ? icon("square-dashed", { size: 11 }) : null, f.name);
        var inner = h("div", { class: "d-finner" + (section ? " sec" : "") + " f-" + f.id, style: { width: f.w + "px", height: f.h + "px", transform: "scale(" + S.zoom + ")" } },
          section ? componentSection(f) : (SCREENS[f.id] ? SCREENS[f.id]() : null));
        var frame = h("div", { class: "d-frame" + (section ? " sec" : ""), id: "design.frame." + f.id,
          style: { left: left + "px", top: top + "px", width: f.w * S.zoom + "px", height: f.h * S.zoom + "px" } }, inner);
        // As in Figma, a top-level frame is selected by its name label; a click on its content does not select it.
        if (!section) frameTools(f, frame);
        frameEls[f.id] = { frame: frame, title: title };
        world.appendChild(title); world.appendChild(frame);
      });
      if (S.tool === "comment") pins(world);
      else if (S.multiplayer_cursors && S.page === "mobile") cursors(world);
      canvas.appendChild(world);
      markSelection();
      canvas.scrollLeft = keepL; canvas.scrollTop = keepT;
    }
    // Quick actions on a hovered frame, above its top-right corner (they follow the frame, like its name label).
    function frameTools(f, frame) {
      kit.hoverToolbar(frame, [
        { id: "design.frame." + f.id + ".tools.present", icon: icon("play", { size: 12 }), label: "Present from here", size: 12,
          onClick: function () { present("tab", f.id); } },
        { id: "design.frame." + f.id + ".tools.comment", icon: icon("message-circle", { size: 12 }), label: "Add comment",
          onClick: function () { setTool("comment"); } },
        { id: "design.frame." + f.id + ".tools.link", icon: icon("link", { size: 12 }), label: "Copy link to frame",
          onClick: function () { copy("link:" + f.id, "Copied link to clipboard", "design.toast.link"); } },
        { id: "design.frame." + f.id + ".tools.export", icon: icon("download", { size: 12 }), label: "Export " + f.name,
          onClick: function () { select(f.id); openExport(); } },
      ], { id: "design.frame." + f.id + ".tools", cls: "d-ftools" });
    }
    canvas.addEventListener("click", function () {
      if (S.following) { S.following = null; markFollow(); return; }  // a click stops following, as in Figma
      if (S.tool !== "comment" && S.selection) { S.selection = null; renderLeft(); markSelection(); renderRight(); }
    });
    // View > Rulers: pixel rulers along the canvas's top and left edges (they catch no clicks).
    var rulerEls = [];
    function renderRulers() {
      rulerEls.forEach(function (el) { el.remove(); }); rulerEls = [];
      if (!S.rulers) return;
      var step = 100 * S.zoom, top = h("div", { class: "d-ruler top", id: "design.ruler.top" }), leftR = h("div", { class: "d-ruler left", id: "design.ruler.left" });
      for (var i = 0; i < 30; i++) {
        top.appendChild(h("span", { style: { left: (PAD + i * step - canvas.scrollLeft) + "px" } }, String(i * 100)));
        leftR.appendChild(h("span", { style: { top: (PAD + i * step - canvas.scrollTop) + "px" } }, String(i * 100)));
      }
      top.style.left = canvas.offsetLeft + "px"; top.style.width = canvas.clientWidth + "px";
      leftR.style.left = canvas.offsetLeft + "px"; leftR.style.height = canvas.clientHeight + "px";
      rulerEls = [top, leftR];
      body.appendChild(top); body.appendChild(leftR);
    }
    canvas.addEventListener("scroll", function () { if (S.rulers) renderRulers(); }, { passive: true });
    function markSelection() {
      var top = S.selection ? topFrame(S.selection) : null;
      Object.keys(frameEls).forEach(function (id) {
        var on = id === top;
        frameEls[id].frame.classList.toggle("sel", on);
        frameEls[id].title.classList.toggle("sel", on);
        var badge = frameEls[id].frame.querySelector(".d-size");
        if (badge) badge.remove();
        if (on) { var n = NODE[id]; frameEls[id].frame.appendChild(h("span", { class: "d-size" }, n.w + " × " + n.h)); }
      });
    }
    function cursors(world) {
      [["hiroshi", "details", 250, 520, "#9747ff"], ["rohan", "checkout", 120, 700, "#0fa958"]].forEach(function (c) {
        var f = NODE[c[1]];
        world.appendChild(h("div", { class: "d-cursor", style: { left: (PAD + (f.x + c[2]) * S.zoom) + "px", top: (PAD + (f.y + c[3]) * S.zoom) + "px", color: c[4] } },
          h("span", { html: '<svg width="14" height="18" viewBox="0 0 14 18"><path d="M1 1v14l4-4 3 6 2-1-3-6h6z" fill="currentColor" stroke="#fff" stroke-width="1.2"/></svg>' }),
          h("span", { class: "d-cursor-n", style: { background: c[4] } }, name(c[0]).split(" ")[0])));
      });
    }

    /* ---------------------------------------------------------------- comments */
    function pageComments() { return C.comments.filter(function (c) { return c.page === S.page && S.resolved.indexOf(c.id) < 0; }); }
    function commentById(id) { return C.comments.filter(function (c) { return c.id === id; })[0]; }
    function pinPos(c) { var f = NODE[c.frame]; return { left: PAD + (f.x + c.x) * S.zoom, top: PAD + (f.y + c.y) * S.zoom }; }
    function pins(world) {
      pageComments().forEach(function (c) {
        var p = pinPos(c);
        var pin = h("button", { class: "d-pin" + (S.comment === c.id ? " on" : ""), id: "design.pin." + c.id, "aria-label": "Comment by " + name(c.author),
          style: { left: p.left + "px", top: (p.top - 32) + "px" }, onclick: function (e) { e.stopPropagation(); openComment(c.id); } }, avatar(c.author, 24));
        kit.hoverCard(pin, function () {
          return h("div", { class: "d-preview" }, h("div", { class: "d-preview-h" }, avatar(c.author, 20), h("b", null, name(c.author)), h("span", null, c.time)),
            h("div", { class: "d-preview-t" }, c.text),
            c.replies.length ? h("div", { class: "d-preview-r" }, c.replies.length + (c.replies.length === 1 ? " reply" : " replies")) : null);
        }, { id: "design.pin." + c.id + ".preview", openDelay: 300, closeDelay: 150, placement: "right-start", cls: "d-preview-card" });
        world.appendChild(pin);
      });
    }
    var commentWin = null;
    function closeCommentWindow() { if (commentWin) { commentWin.remove(); commentWin = null; } }
    function openComment(id) {
      S.comment = id; S.comment_at = null;
      if (S.tool !== "comment") { S.tool = "comment"; renderToolbar(); renderCanvas(); renderRight(); }
      showCommentWindow(); 
    }
    function showCommentWindow() {
      closeCommentWindow();
      var c = commentById(S.comment);
      if (!c) return;
      var head = h("div", { class: "d-win-head d-cwin-head", id: "design.comment.header" }, h("b", null, "Comment"), h("span", { class: "d-fill" }),
        kit.tooltip(h("button", { class: "d-ibtn", id: "design.comment.resolve", "aria-label": "Resolve",
          onclick: function () { resolve(c.id); } }, icon("circle-check", { size: 16 })), "Resolve"),
        h("button", { class: "d-ibtn", id: "design.comment.more", "aria-label": "More actions" }, icon("ellipsis", { size: 16 })),
        h("button", { class: "d-ibtn", id: "design.comment.close", "aria-label": "Close", onclick: function () { closeComment(); } }, icon("x", { size: 16 })));
      kit.menu(head.querySelector("[data-igg-id='design.comment.more']"), [
        { id: "design.comment.more.unread", label: "Mark as unread", onSelect: function () { S.unread = added(S.unread, c.id); closeComment(); } }, { id: "design.comment.more.link", label: "Copy link",
          onSelect: function () { copy("link:comment:" + c.id, "Copied link to clipboard", "design.toast.link"); } },
        { id: "design.comment.more.delete", label: "Delete thread…", danger: true }], { id: "design.comment.more.menu", cls: "d-menu", placement: "bottom-end" });
      function entry(e, isRoot) {
        var eid = isRoot ? c.id : e.id;
        var react = h("button", { class: "d-react", id: "design.comment." + eid + ".react", "aria-label": "Add reaction",
          onclick: function () { S.reacted = toggled(S.reacted, eid); paint(); } },
          icon("smile-plus", { size: 14 }), h("span", null, ""));
        function paint() { var on = S.reacted.indexOf(eid) >= 0; react.classList.toggle("on", on); react.lastChild.textContent = on ? "👍 1" : ""; }
        paint();
        return h("div", { class: "d-centry", id: "design.comment." + eid },
          h("div", { class: "d-centry-h" }, avatar(e.author, 24), h("b", null, name(e.author)), h("span", null, e.time)),
          h("div", { class: "d-centry-t" }, e.text), h("div", { class: "d-centry-a" }, react));
      }
      var list = h("div", { class: "d-cwin-list", id: "design.comment.list" }, entry(c, true), c.replies.map(function (r) { return entry(r, false); }));
      var reply = h("div", { class: "d-cwin-reply" }, avatar(ME, 24), h("div", { class: "d-cwin-input", id: "design.comment.input" }, "Reply"),
        h("button", { class: "d-send", id: "design.comment.send", "aria-label": "Send", disabled: true }, icon("arrow-up", { size: 14 })));
      commentWin = h("div", { class: "d-win d-cwin", id: "design.comment" }, head, list, reply);
      var at = S.comment_at;
      if (!at) {
        var r = canvas.getBoundingClientRect(), p = pinPos(c);
        var x = r.left + p.left - canvas.scrollLeft + 36, y = r.top + p.top - canvas.scrollTop - 40;
        at = [Math.max(8, Math.min(x, window.innerWidth - 316)), Math.max(96, Math.min(y, window.innerHeight - 360))];
      }
      commentWin.style.left = at[0] + "px"; commentWin.style.top = at[1] + "px";
      root.appendChild(commentWin);
      kit.draggable(commentWin, head, { bounds: "viewport", onEnd: function (p) { S.comment_at = [p.left, p.top]; } });
    }
    function closeComment() { S.comment = null; closeCommentWindow(); renderCanvas(); renderRight();  }
    function resolve(id) {
      S.resolved = S.resolved.concat([id]); S.comment = null; closeCommentWindow(); renderCanvas(); renderRight();
      toast("Comment resolved", "design.toast.resolved"); 
    }

    /* ---------------------------------------------------------------- right panel */
    var propsScroll = null;
    function switchRight(tab) { S.right_tab = tab; renderRight();  }
    function showHistory() { S.history = true; renderRight(); }
    function historyPanel() {
      var saved = S.versions.slice().reverse().map(function (v, i) {
        return { id: "saved-" + (S.versions.length - i), title: v, who: ME, when: "Just now" };
      });
      var rows = saved.concat(C.versions).map(function (v) {
        return h("div", { class: "d-ver", id: "design.history." + v.id }, h("i", { class: "d-ver-dot" }),
          h("div", null, h("b", null, v.title), h("small", null, v.when + " · " + name(v.who))));
      });
      return h("div", { class: "d-cpanel", id: "design.history" },
        h("div", { class: "d-cpanel-h" }, h("b", null, "Version history"), h("span", { class: "d-fill" }),
          kit.tooltip(h("button", { class: "d-ibtn", id: "design.history.save", "aria-label": "Save to version history",
            onclick: function () { S.versions = S.versions.concat(["Untitled version " + (S.versions.length + 1)]); renderRight(); } }, icon("plus", { size: 14 })), "Save to version history"),
          kit.tooltip(h("button", { class: "d-ibtn", id: "design.history.close", "aria-label": "Close version history",
            onclick: function () { S.history = false; renderRight(); } }, icon("x", { size: 14 })), "Close")),
        h("div", { class: "d-ver current" }, h("i", { class: "d-ver-dot" }), h("div", null, h("b", null, "Current version"), h("small", null, C.last_edit))),
        h("div", { class: "d-clist", id: "design.history.list" }, rows));
    }
    function renderRight() {
      right.textContent = "";
      if (S.tool === "comment") { right.appendChild(commentsPanel()); return; }
      if (S.history) { right.appendChild(historyPanel()); return; }
      right.appendChild(h("div", { class: "d-rtabs", role: "tablist" }, [["design", "Design"], ["prototype", "Prototype"], ["inspect", "Inspect"]].map(function (t) {
        return h("button", { class: "d-rtab" + (S.right_tab === t[0] ? " on" : ""), id: "design.right." + t[0], role: "tab", onclick: function () { switchRight(t[0]); } }, t[1]);
      })));
      propsScroll = h("div", { class: "d-props", id: "design.props" });
      var n = S.selection ? NODE[S.selection] : null;
      if (S.right_tab === "design") designTab(n, propsScroll);
      else if (S.right_tab === "prototype") prototypeTab(n, propsScroll);
      else inspectTab(n, propsScroll);
      right.appendChild(propsScroll);
    }
    function sec(title, id, addable, kids) {
      return h("div", { class: "d-sec", id: id },
        h("div", { class: "d-sec-h" }, h("span", null, title), h("span", { class: "d-fill" }), addable || null), kids);
    }
    function addBtn(id, label, fn) { return kit.tooltip(h("button", { class: "d-ibtn", id: id, "aria-label": label, onclick: fn }, icon("plus", { size: 14 })), label); }
    function field(lbl, val, id) { return h("div", { class: "d-field", id: id }, h("span", { class: "d-field-l" }, lbl), h("span", { class: "d-field-v" }, String(val))); }
    function dims(n) {
      var w = n.w || (n.type === "text" ? 220 : 358), hh = n.h || (n.type === "text" ? 24 : 48);
      return { w: w, h: hh, x: n.x === undefined ? 16 : n.x, y: n.y === undefined ? 64 : n.y };
    }
    // A local style opens its edit panel beside the right panel (kit.popover), as Figma's "Edit style".
    function styleRow(s, thumb, kind) {
      var slug = slugify(s[0]);
      var row = h("div", { class: "d-style" + (S.style === slug ? " on" : ""), id: "design.style." + slug, role: "button" }, thumb, h("span", null, s[0]),
        kind === "Text" ? h("small", null, s[1]) : null);
      var pop = kit.popover(row, function () {
        return h("div", { class: "d-stylepop", id: "design.style.edit" }, h("div", { class: "d-win-head light" }, h("b", null, "Edit style"), h("span", { class: "d-fill" }),
          h("button", { class: "d-ibtn", id: "design.style.edit.close", "aria-label": "Close", onclick: function () { pop.close("close"); } }, icon("x", { size: 14 }))),
          h("div", { class: "d-stylepop-b" }, h("div", { class: "d-stylepop-name" }, thumb.cloneNode(true), h("b", null, s[0])),
            h("div", { class: "d-stylepop-d" }, h("small", null, "Description"), h("span", null, kind + " style from Wander DS")),
            h("div", { class: "d-sec-h" }, h("span", null, kind === "Effect" ? "Effects" : kind === "Text" ? "Properties" : "Properties")),
            h("div", { class: "d-fillrow" }, kind === "Color" ? h("span", { class: "d-swatch", style: { background: s[1] } }) : icon(kind === "Text" ? "type" : "sun", { size: 14 }),
              h("span", null, kind === "Color" ? s[1].replace("#", "") : s[1]))));
      }, { id: "design.style.popover", trigger: "click", placement: "left-start", cls: "d-popover",
           onOpen: function () { S.style = slug; row.classList.add("on"); }, onClose: function () { if (S.style === slug) S.style = null; row.classList.remove("on"); } });
      return row;
    }
    function designTab(n, box) {
      if (!n) {
        box.appendChild(sec("Page", "design.props.page", null, [h("div", { class: "d-fillrow" }, h("span", { class: "d-swatch", style: { background: "#e5e5e5" } }),
          h("span", { class: "d-hex" }, "E5E5E5"), h("span", { class: "d-pct" }, "100%"), icon("eye", { size: 14 }))]));
        box.appendChild(sec("Local variables", "design.props.variables", null, [h("button", { class: "d-wide", id: "design.props.variables.open" }, icon("sliders-horizontal", { size: 14 }), "Open variables")]));
        box.appendChild(sec("Color styles", "design.styles.color", addBtn("design.styles.color.add", "Create style"), C.styles.color.map(function (s) {
          return styleRow(s, h("span", { class: "d-swatch", style: { background: s[1] } }), "Color");
        })));
        box.appendChild(sec("Text styles", "design.styles.text", addBtn("design.styles.text.add", "Create style"), C.styles.text.map(function (s) {
          return styleRow(s, h("span", { class: "d-ag" }, "Ag"), "Text");
        })));
        box.appendChild(sec("Effect styles", "design.styles.effect", addBtn("design.styles.effect.add", "Create style"), C.styles.effect.map(function (s) {
          return styleRow(s, h("span", { class: "d-fx" }, icon("sun", { size: 12 })), "Effect");
        })));
        box.appendChild(sec("Export", "design.props.export", addBtn("design.export.add", "Add export settings", function () { openExport(); }), []));
        return;
      }
      var d = dims(n);
      box.appendChild(h("div", { class: "d-align" }, ["align-start-vertical", "align-center-vertical", "align-end-vertical", "align-start-horizontal", "align-center-horizontal", "align-end-horizontal"].map(function (a, i) {
        return kit.tooltip(h("button", { class: "d-ibtn", id: "design.align." + i, "aria-label": a }, icon(a, { size: 14 })), ["Align left", "Align horizontal centers", "Align right", "Align top", "Align vertical centers", "Align bottom"][i]);
      })));
      var top = n.type === "frame" && !PARENT[n.id];
      box.appendChild(sec(top ? "Frame" : n.type === "text" ? "Text layer" : n.type.charAt(0).toUpperCase() + n.type.slice(1), "design.props.layout", null, [
        top ? h("button", { class: "d-preset", id: "design.props.preset" }, n.device || "Desktop", icon("chevron-down", { size: 12 })) : null,
        h("div", { class: "d-grid2" }, field("X", d.x, "design.props.x"), field("Y", d.y, "design.props.y"), field("W", d.w, "design.props.w"), field("H", d.h, "design.props.h"),
          field("°", 0, "design.props.rotation"), field("◜", top ? 0 : 12, "design.props.radius")),
        top ? h("label", { class: "d-check", id: "design.props.clip" }, h("span", { class: "d-box on" }, icon("check", { size: 10, stroke: 3 })), "Clip content") : null]));
      box.appendChild(sec("Auto layout", "design.props.autolayout", addBtn("design.props.autolayout.add", "Add auto layout  Shift+A"), []));
      if (top) box.appendChild(sec("Layout grid", "design.props.grid", addBtn("design.props.grid.add", "Add layout grid"),
        [h("div", { class: "d-fillrow" }, icon("columns-3", { size: 14 }), h("span", null, "Columns (4)"), h("span", { class: "d-fill" }), icon("eye", { size: 14 }), icon("minus", { size: 14 }))]));
      box.appendChild(sec("Layer", "design.props.layer", null, [h("div", { class: "d-fillrow" }, icon("blend", { size: 14 }), h("span", null, "Pass through"), h("span", { class: "d-fill" }), h("span", { class: "d-pct" }, "100%"), icon("eye", { size: 14 }))]));
      var swatch = h("button", { class: "d-swatch", id: "design.props.fill.swatch", "aria-label": "Fill colour", style: { background: n.type === "text" ? "#141A26" : "#FFFFFF" },
        onclick: function () { openPicker(); } });
      box.appendChild(sec("Fill", "design.props.fill", addBtn("design.props.fill.add", "Add fill"), [h("div", { class: "d-fillrow" }, swatch,
        h("span", { class: "d-hex" }, n.type === "text" ? "Neutral/900" : "FFFFFF"), h("span", { class: "d-pct" }, "100%"), h("span", { class: "d-fill" }),
        h("button", { class: "d-ibtn", id: "design.props.fill.eye", "aria-label": "Hide fill" }, icon("eye", { size: 14 })),
        h("button", { class: "d-ibtn", id: "design.props.fill.remove", "aria-label": "Remove fill" }, icon("minus", { size: 14 })))]));
      box.appendChild(sec("Stroke", "design.props.stroke", addBtn("design.props.stroke.add", "Add stroke"), []));
      box.appendChild(sec("Effects", "design.props.effects", addBtn("design.props.effects.add", "Add effect"), []));
      var rows = S.exports.map(function (e, i) {
        return h("div", { class: "d-exprow" }, h("span", { class: "d-sel" }, e.split(" ")[0]), h("span", { class: "d-sel" }, e.split(" ")[1]), h("span", { class: "d-fill" }),
          h("button", { class: "d-ibtn", id: "design.export.row." + i + ".remove", "aria-label": "Remove", onclick: function () { S.exports = S.exports.filter(function (x, j) { return j !== i; }); renderRight();  } }, icon("minus", { size: 14 })));
      });
      if (S.exports.length) rows.push(exportButton(n));
      box.appendChild(sec("Export", "design.props.export", addBtn("design.export.add", "Add export settings", function () {
        S.exports = S.exports.concat([S.exports.length ? "2x PNG" : "1x PNG"]); renderRight(); propsScroll.scrollTop = propsScroll.scrollHeight; 
      }), rows));
    }
    // Figma renders the selection before it can export it: the button waits for the render.
    function exportButton(n) {
      var btn = h("button", { class: "d-wide primary", id: "design.export.run", onclick: function () { var files = S.exports.map(function (e) { return n.name + (e.split(" ")[0] === "1x" ? "" : "@" + e.split(" ")[0]) + "." + e.split(" ")[1].toLowerCase(); }); S.exported = S.exported.concat(files); toast("Exported " + files.join(", "), "design.toast.exported"); } },
        h("span", { class: "d-spin" }), "Rendering " + n.name + "…");
      kit.enableAfter(btn, 2000, { onEnable: function (el) { el.textContent = "Export " + n.name; } });
      return btn;
    }
    function slugify(s) { return s.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, ""); }
    var FLOWS = { home: "Booking flow", search: "Search flow", onboarding: "Onboarding" };
    var NEXT = { home: "details", details: "booking", booking: "checkout", checkout: "confirm", search: "details", onboarding: "home", saved: "details" };
    function prototypeTab(n, box) {
      var f = n ? topFrame(n.id) : null;
      if (!f) {
        box.appendChild(sec("Device", "design.proto.device", null, [h("button", { class: "d-preset", id: "design.proto.device.pick" }, "iPhone 14", icon("chevron-down", { size: 12 })),
          h("div", { class: "d-phone" }, h("span", null, "Model"), h("b", null, "Midnight"))]));
        box.appendChild(sec("Flow starting points", "design.proto.flows", addBtn("design.proto.flows.add", "Add flow"), Object.keys(FLOWS).map(function (k) {
          return h("div", { class: "d-flow", id: "design.proto.flow." + k }, icon("play", { size: 12 }), h("span", null, FLOWS[k]), h("small", null, NODE[k].name));
        })));
        box.appendChild(sec("Background", "design.proto.bg", null, [h("div", { class: "d-fillrow" }, h("span", { class: "d-swatch", style: { background: "#000" } }), h("span", { class: "d-hex" }, "000000"))]));
        return;
      }
      box.appendChild(sec("Flow starting point", "design.proto.flow", FLOWS[f] ? null : addBtn("design.proto.flow.add", "Add starting point"),
        FLOWS[f] ? [h("div", { class: "d-flow", id: "design.proto.flow." + f }, icon("play", { size: 12 }), h("span", null, FLOWS[f]))] : []));
      var target = NEXT[f];
      box.appendChild(sec("Interactions", "design.proto.interactions", addBtn("design.proto.interactions.add", "Add interaction"), target ? [
        interactionRow(f, target)] : []));
      box.appendChild(sec("Scroll behavior", "design.proto.scroll", null, [field("Position", "Scroll with parent", "design.proto.position"), field("Overflow", "Vertical", "design.proto.overflow")]));
      box.appendChild(sec("Animation", "design.proto.anim", null, [field("Type", "Smart animate", "design.proto.anim.type"), field("Curve", "Ease out · 300ms", "design.proto.anim.curve")]));
    }
    // An interaction opens its details beside the right panel: trigger, action, destination, animation.
    function interactionRow(f, target) {
      var key = f + ".0";
      var row = h("div", { class: "d-inter" + (S.interaction === key ? " on" : ""), id: "design.proto.interaction.0", role: "button" },
        icon("mouse-pointer-click", { size: 14 }), h("span", null, "On tap"), icon("arrow-right", { size: 12 }), h("b", null, NODE[target].name));
      kit.popover(row, function () {
        return h("div", { class: "d-stylepop", id: "design.proto.details" }, h("div", { class: "d-win-head light" }, h("b", null, "Interaction details")),
          h("div", { class: "d-stylepop-b" }, field("Trigger", "On tap", "design.proto.details.trigger"), field("Action", "Navigate to", "design.proto.details.action"),
            field("Destination", NODE[target].name, "design.proto.details.dest"), field("Animation", "Smart animate", "design.proto.details.anim"),
            field("Curve", "Ease out · 300ms", "design.proto.details.curve")));
      }, { id: "design.proto.popover", trigger: "click", placement: "left-start", cls: "d-popover", open: S.interaction === key,
           onOpen: function () { S.interaction = key; row.classList.add("on"); }, onClose: function () { if (S.interaction === key) S.interaction = null; row.classList.remove("on"); } });
      return row;
    }
    function inspectTab(n, box) {
      if (!n) { box.appendChild(h("div", { class: "d-empty" }, icon("mouse-pointer-2", { size: 20 }), "Select a layer to inspect its properties")); return; }
      var d = dims(n);
      box.appendChild(h("div", { class: "d-ins-name" }, icon(TYPE_ICON[n.type] || "square", { size: 14 }), h("b", null, n.name)));
      box.appendChild(sec("Properties", "design.inspect.props", null, [h("div", { class: "d-grid2" }, field("W", d.w + "px", "design.inspect.w"), field("H", d.h + "px", "design.inspect.h"),
        field("Top", d.y + "px", "design.inspect.top"), field("Left", d.x + "px", "design.inspect.left"))]));
      var LANGS = { css: "CSS", ios: "iOS", android: "Android" };
      var lang = h("button", { class: "d-preset", id: "design.inspect.lang" }, LANGS[S.code_lang], icon("chevron-down", { size: 12 }));
      kit.menu(lang, Object.keys(LANGS).map(function (k) {
        return { id: "design.inspect.lang." + k, label: LANGS[k], checked: S.code_lang === k, onSelect: function () { S.code_lang = k; renderRight(); } };
      }), { id: "design.inspect.lang.menu", cls: "d-menu" });
      box.appendChild(sec("Code", "design.inspect.code", lang, [h("pre", { class: "d-code", id: "design.inspect.code.block" }, code(n, d)),
        h("button", { class: "d-wide", id: "design.inspect.copy", onclick: function () { copy(S.code_lang + ":" + n.id, "Copied to clipboard", "design.toast.copied"); } }, icon("copy", { size: 14 }), "Copy")]));
      box.appendChild(sec("Assets", "design.inspect.assets", null, [h("div", { class: "d-fillrow" }, icon("image", { size: 14 }), h("span", null, n.name + ".png")),
        h("button", { class: "d-wide", id: "design.inspect.download", onclick: function () { openExport(); } }, icon("download", { size: 14 }), "Export")]));
    }
    function code(n, d) {
      var text = n.type === "text";
      if (S.code_lang === "ios") return "// " + n.name + "\n" + (text
        ? ["var view = UILabel()", "view.frame = CGRect(x: 0, y: 0, width: " + d.w + ", height: " + d.h + ")", "view.textColor = UIColor(red: 0.08, green: 0.1, blue: 0.15, alpha: 1)", "view.font = UIFont(name: \"Inter-Regular\", size: 15)"]
        : ["var view = UIView()", "view.frame = CGRect(x: 0, y: 0, width: " + d.w + ", height: " + d.h + ")", "view.backgroundColor = .white", n.type === "frame" ? "view.clipsToBounds = true" : "view.layer.cornerRadius = 12"]).join("\n");
      if (S.code_lang === "android") return "<!-- " + n.name + " -->\n" + ["<View", "  android:layout_width=\"" + d.w + "dp\"", "  android:layout_height=\"" + d.h + "dp\"",
        "  android:background=\"#FFFFFFFF\"", "/>"].join("\n");
      return "/* " + n.name + " */\n" + (text ? ["font-family: Inter;", "font-size: 15px;", "font-weight: 400;", "line-height: 22px;", "color: #141A26;"]
        : ["width: " + d.w + "px;", "height: " + d.h + "px;", "background: #FFFFFF;", n.type === "frame" ? "overflow: hidden;" : "border-radius: 12px;"]).join("\n");
    }
    function commentsPanel() {
      var wrap = h("div", { class: "d-cpanel" });
      wrap.appendChild(h("div", { class: "d-cpanel-h" }, h("b", null, "Comments"), h("span", { class: "d-fill" }),
        kit.tooltip(h("button", { class: "d-ibtn", id: "design.comments.search", "aria-label": "Search comments" }, icon("search", { size: 14 })), "Search"),
        kit.tooltip(h("button", { class: "d-ibtn", id: "design.comments.filter", "aria-label": "Filter and sort" }, icon("list-filter", { size: 14 })), "Filter and sort"),
        kit.tooltip(h("button", { class: "d-ibtn", id: "design.comments.exit", "aria-label": "Close comments", onclick: function () { setTool("move"); } }, icon("x", { size: 14 })), "Close comments")));
      var list = h("div", { class: "d-clist", id: "design.comments.list" });
      C.comments.filter(function (c) { return S.resolved.indexOf(c.id) < 0; }).forEach(function (c) {
        list.appendChild(h("div", { class: "d-citem" + (S.comment === c.id ? " on" : ""), id: "design.comments.item." + c.id,
          onclick: function () { if (c.page !== S.page) { S.page = c.page; renderLeft(); renderCanvas(); } openComment(c.id); renderRight(); } },
          h("div", { class: "d-citem-h" }, avatar(c.author, 24), h("b", null, name(c.author)), h("span", null, c.time)),
          h("div", { class: "d-citem-page" }, pageName(c.page) + " · " + NODE[c.frame].name),
          h("div", { class: "d-citem-t" }, c.text),
          c.replies.length ? h("div", { class: "d-citem-r" }, c.replies.length + (c.replies.length === 1 ? " reply" : " replies")) : null));
      });
      wrap.appendChild(list);
      return wrap;
    }

    /* ---------------------------------------------------------------- floating windows */
    function pluginInfo(slug) { return C.plugins.filter(function (p) { return p.slug === slug; })[0]; }
    var pluginWin = null;
    function openPlugin(slug) { S.plugin = slug; S.plugin_at = null; S.plugin_loading = true; showPlugin();  }
    function showPlugin() {
      if (pluginWin) pluginWin.remove();
      var info = pluginInfo(S.plugin);
      var head = h("div", { class: "d-win-head", id: "design.plugin.header" }, h("span", { class: "d-plug-ic" }, icon("puzzle", { size: 12 })), h("b", null, info.name), h("span", { class: "d-fill" }),
        h("button", { class: "d-ibtn dark", id: "design.plugin.more", "aria-label": "Plugin options" }, icon("ellipsis", { size: 14 })),
        h("button", { class: "d-ibtn dark", id: "design.plugin.close", "aria-label": "Close plugin", onclick: function () { closePlugin(); } }, icon("x", { size: 14 })));
      var bodyEl = h("div", { class: "d-plug-body", id: "design.plugin.body" });
      pluginWin = h("div", { class: "d-win d-plugin p-" + S.plugin, id: "design.plugin" }, head, bodyEl);
      var size = { unsplash: [320, 500], iconify: [300, 420], contrast: [280, 300] }[S.plugin] || [300, 400];
      pluginWin.style.width = size[0] + "px";
      var at = S.plugin_at || [right.getBoundingClientRect().left - size[0] - 16, toolbar.getBoundingClientRect().bottom + 16];
      pluginWin.style.left = Math.max(0, at[0]) + "px"; pluginWin.style.top = at[1] + "px";
      root.appendChild(pluginWin);
      kit.draggable(pluginWin, head, { bounds: "viewport", onEnd: function (p) { S.plugin_at = [p.left, p.top]; } });
      if (S.plugin_loading) {
        bodyEl.appendChild(h("div", { class: "d-plug-loading", id: "design.plugin.loading" }, h("span", { class: "d-spin big" }), "Loading " + info.name + "…"));
        bodyEl.style.height = (size[1] - 40) + "px";
        kit.after(1500, function () { S.plugin_loading = false; bodyEl.style.height = ""; bodyEl.textContent = ""; pluginContent(bodyEl);  });
      } else pluginContent(bodyEl);
    }
    function pluginContent(bodyEl) {
      if (S.plugin === "unsplash") {
        bodyEl.appendChild(h("div", { class: "p-search" }, icon("search", { size: 14 }), h("span", null, "Search free high-resolution photos")));
        bodyEl.appendChild(h("div", { class: "p-tags" }, ["Nature", "Travel", "Architecture", "Food"].map(function (t, i) { return h("span", { class: i === 1 ? "on" : "" }, t); })));
        bodyEl.appendChild(h("div", { class: "p-grid", id: "design.plugin.grid" }, C.unsplash.map(function (p) {
          return h("button", { class: "p-photo", id: "design.plugin.photo." + p.id, "aria-label": p.title + " by " + p.author,
            onclick: function () { S.placed = S.placed.concat(["unsplash:" + p.id]); toast("Placed “" + p.title + "” by " + p.author, "design.toast.placed"); } }, img(p.id, "p-img"), h("span", { class: "p-by" }, p.author));
        })));
      } else if (S.plugin === "iconify") {
        bodyEl.appendChild(h("div", { class: "p-search" }, icon("search", { size: 14 }), h("span", null, "Search 200,000+ icons")));
        bodyEl.appendChild(h("div", { class: "p-sets" }, h("b", null, "Lucide"), h("span", null, "1,560 icons · ISC")));
        bodyEl.appendChild(h("div", { class: "p-icons", id: "design.plugin.icons" }, C.iconify.map(function (n) {
          return kit.tooltip(h("button", { class: "p-icon", id: "design.plugin.icon." + n, "aria-label": n,
            onclick: function () { S.placed = S.placed.concat(["iconify:" + n]); toast("Imported " + n + " as a vector", "design.toast.placed"); } }, icon(n, { size: 20, stroke: 1.8 })), n);
        })));
      } else {
        bodyEl.appendChild(h("div", { class: "p-contrast" }, h("div", { class: "p-pair" }, h("span", { class: "d-swatch", style: { background: "#FFFFFF" } }), "FFFFFF",
          h("span", { class: "d-swatch", style: { background: "#2F6BFF" } }), "2F6BFF"),
          h("div", { class: "p-ratio" }, "4.82 : 1"), h("div", { class: "p-pass" }, h("span", { class: "ok" }, "AA Pass"), h("span", { class: "ok" }, "AA Large"), h("span", { class: "no" }, "AAA Fail")),
          h("button", { class: "d-wide primary", id: "design.plugin.swap" }, "Swap colors")));
      }
    }
    function closePlugin() { S.plugin = null; S.plugin_at = null; if (pluginWin) pluginWin.remove(); pluginWin = null;  }

    var pickerWin = null;
    function openPicker() { S.picker = true; S.picker_at = null; showPicker();  }
    function showPicker() {
      if (pickerWin) pickerWin.remove();
      var head = h("div", { class: "d-win-head light", id: "design.picker.header" },
        h("button", { class: "d-pk-tab on", id: "design.picker.custom" }, "Custom"), h("button", { class: "d-pk-tab", id: "design.picker.libraries" }, "Libraries"),
        h("span", { class: "d-fill" }), h("button", { class: "d-ibtn", id: "design.picker.close", "aria-label": "Close", onclick: function () { closePicker(); } }, icon("x", { size: 14 })));
      pickerWin = h("div", { class: "d-win d-picker", id: "design.picker" }, head,
        h("div", { class: "d-pk-modes" }, icon("square", { size: 14 }), icon("blend", { size: 14 }), icon("image", { size: 14 })),
        h("div", { class: "d-pk-sat" }, h("i", { class: "d-pk-knob" })),
        h("div", { class: "d-pk-row" }, icon("pipette", { size: 14 }), h("div", { class: "d-pk-sliders" }, h("div", { class: "d-pk-hue" }), h("div", { class: "d-pk-alpha" }))),
        h("div", { class: "d-pk-row" }, h("span", { class: "d-sel" }, "Hex"), h("span", { class: "d-hex box" }, "FFFFFF"), h("span", { class: "d-pct box" }, "100%")),
        h("div", { class: "d-pk-doc" }, h("small", null, "On this page"), h("div", { class: "d-pk-sw" }, C.styles.color.slice(0, 16).map(function (s) {
          return kit.tooltip(h("button", { class: "d-swatch", id: "design.picker.swatch." + slugify(s[0]), "aria-label": s[0], style: { background: s[1] },
            onclick: function () { S.applied = s[0]; toast("Applied " + s[0]); } }), s[0]);
        }))));
      var r = right.getBoundingClientRect();
      var at = S.picker_at || [r.left - 256, Math.min(window.innerHeight - 440, 330)];
      pickerWin.style.left = Math.max(8, at[0]) + "px"; pickerWin.style.top = Math.max(90, at[1]) + "px";
      root.appendChild(pickerWin);
      kit.draggable(pickerWin, head, { bounds: "viewport", onEnd: function (p) { S.picker_at = [p.left, p.top]; } });
    }
    function closePicker() { S.picker = false; if (pickerWin) pickerWin.remove(); pickerWin = null;  }

    /* ---------------------------------------------------------------- dialogs */
    var VIEWERS = ["ingrid", "valentina", "nadia"];
    function roleOf(slug) { return S.roles[slug] || (VIEWERS.indexOf(slug) >= 0 ? "view" : "edit"); }
    function openShare() {
      S.share = true; 
      var people = ["amara", "hiroshi", "camille", "rohan", "ingrid", "valentina", "kwame", "ji-woo", "lars", "nadia"];
      var list = h("div", { class: "d-sh-list", id: "design.share.people" }, people.map(function (slug) {
        var cur = roleOf(slug);
        if (cur === "removed") return null;
        var role = slug === ME ? null : h("button", { class: "d-role", id: "design.share.person." + slug + ".role" }, "can " + cur, icon("chevron-down", { size: 12 }));
        function setRole(r) { var next = Object.assign({}, S.roles); next[slug] = r; S.roles = next; if (r === "removed") row.remove(); else role.firstChild.textContent = "can " + r; }
        if (role) kit.menu(role, [{ id: "design.share.person." + slug + ".edit", label: "can edit", checked: cur === "edit", onSelect: function () { setRole("edit"); } },
          { id: "design.share.person." + slug + ".view", label: "can view", checked: cur === "view", onSelect: function () { setRole("view"); } },
          { divider: true }, { id: "design.share.person." + slug + ".remove", label: "Remove", danger: true, onSelect: function () { setRole("removed"); } }],
          { id: "design.share.person." + slug + ".menu", cls: "d-menu", placement: "bottom-end" });
        var row = h("div", { class: "d-sh-person", id: "design.share.person." + slug }, avatar(slug, 28),
          h("div", { class: "d-sh-who" }, h("b", null, name(slug) + (slug === ME ? " (you)" : "")), h("small", null, slug === ME ? "amara.nwosu@kestrel.studio" : P[slug].role)),
          h("span", { class: "d-fill" }), role || h("span", { class: "d-owner" }, "owner"));
        return row;
      }));
      var invite = h("button", { class: "d-btn primary", id: "design.share.invite", disabled: true }, "Invite");
      var ACCESS = { anyone: "Anyone with the link", team: "Anyone at Kestrel Studio", invited: "Only people invited to this file" };
      var access = h("button", { class: "d-role", id: "design.share.access" }, ACCESS[S.link_access], icon("chevron-down", { size: 12 }));
      kit.menu(access, ["anyone", "team", "invited"].map(function (k) {
        return { id: "design.share.access." + k, label: ACCESS[k], checked: S.link_access === k,
                 onSelect: function () { S.link_access = k; access.firstChild.textContent = ACCESS[k]; globe.textContent = ""; globe.appendChild(icon(k === "invited" ? "lock" : "globe", { size: 16 })); } };
      }), { id: "design.share.access.menu", cls: "d-menu" });
      var globe = h("span", { class: "d-sh-globe" }, icon(S.link_access === "invited" ? "lock" : "globe", { size: 16 }));
      var bodyEl = h("div", { class: "d-sh" },
        h("div", { class: "d-sh-invite" }, h("div", { class: "d-sh-input", id: "design.share.email" }, "Add comma separated emails to invite"),
          h("span", { class: "d-role static" }, "can edit", icon("chevron-down", { size: 12 })), invite),
        h("div", { class: "d-sh-access" }, globe, h("div", null, h("b", null, "Who has access"), access)),
        list,
        h("div", { class: "d-sh-foot" }, h("button", { class: "d-link", id: "design.share.copy-link", onclick: function () { copy("link:file", "Copied link to clipboard", "design.toast.link"); } },
          icon("link", { size: 14 }), "Copy link"), h("span", { class: "d-fill" }), h("button", { class: "d-link", id: "design.share.embed" }, icon("code", { size: 14 }), "Get embed code")));
      kit.dialog({ id: "design.share.dialog", title: "Share this file", body: bodyEl, cls: "d-dialog d-share-dlg", onClose: function () { S.share = false;  } });
    }
    function openExport() {
      S.export = true; 
      var frames = pageFrames().filter(function (f) { return f.type === "frame"; });
      var rows = frames.map(function (f) {
        var thumb = h("div", { class: "d-ex-thumb" }, h("span", { class: "d-spin" }));
        kit.after(2500, function () { thumb.textContent = ""; thumb.appendChild(h("div", { class: "d-ex-mini", style: { width: f.w + "px", height: f.h + "px", transform: "scale(" + (44 / f.h) + ")" } }, SCREENS[f.id] ? SCREENS[f.id]() : null)); });
        return h("div", { class: "d-ex-row", id: "design.export.item." + f.id }, h("span", { class: "d-box on" }, icon("check", { size: 10, stroke: 3 })), thumb,
          h("div", null, h("b", null, f.name), h("small", null, "1x · PNG · " + f.w + " × " + f.h)));
      });
      var dlg = kit.dialog({ id: "design.export.dialog", title: "Export", body: h("div", { class: "d-ex-list", id: "design.export.list" }, rows),
        cls: "d-dialog d-export-dlg", onClose: function () { S.export = false;  },
        actions: [{ id: "design.export.cancel", label: "Cancel" },
                  { id: "design.export.submit", label: "Export " + frames.length + " layers", primary: true, disabled: true,
                    onClick: function () { S.exported = S.exported.concat(frames.map(function (f) { return f.name + ".png"; })); toast("Exported " + frames.length + " layers", "design.toast.exported"); } }] });
      var submit = dlg.el.querySelector("[data-igg-id='design.export.submit']");
      var label = submit.textContent;
      submit.textContent = "Rendering…";
      kit.enableAfter(submit, 2500, { onEnable: function (el) { el.textContent = label; } });
    }
    function openWhatsNew() {
      S.modal = "whats-new"; 
      kit.dialog({ id: "design.whats-new", title: "", cls: "d-dialog d-wn", onClose: function () { S.modal = null;  },
        body: h("div", { class: "d-wn-b" }, h("div", { class: "d-wn-art" }, h("div", { class: "d-wn-vars" }, h("div", { class: "d-wn-vh" }, h("span", null, "Name"), h("span", null, "Light"), h("span", null, "Dark")),
          [["Surface", "#FFFFFF", "#1E1E1E"], ["Text/Primary", "#141A26", "#F6F7F9"], ["Accent", "#2F6BFF", "#8CB2FF"], ["Radius/Card", "12", "12"]].map(function (v) {
            return h("div", { class: "d-wn-vr" }, h("span", null, icon(v[1].charAt(0) === "#" ? "circle" : "hash", { size: 12 }), v[0]),
              [v[1], v[2]].map(function (x) { return h("span", null, x.charAt(0) === "#" ? h("i", { style: { background: x } }) : null, x.replace("#", "")); }));
          }))), h("small", null, "NEW IN FIGMA"), h("h2", null, C.whats_new.title), h("p", null, C.whats_new.text)),
        actions: [{ id: "design.whats-new.later", label: "Maybe later" }, { id: "design.whats-new.try", label: "Try it out", primary: true }] });
    }
    function openResources() {
      var tabs = kit.tabs([{ key: "components", id: "design.resources.tab.components", label: "Components", panel: function () { return h("div", { class: "d-res-empty" }, "Search components from your team libraries"); } },
        { key: "plugins", id: "design.resources.tab.plugins", label: "Plugins", panel: function () {
          return h("div", { class: "d-res-list", id: "design.resources.plugins" }, C.plugins.map(function (p) {
            return h("div", { class: "d-res-item", id: "design.resources.plugin." + p.slug }, h("span", { class: "d-res-ic" }, icon("puzzle", { size: 16 })),
              h("div", null, h("b", null, p.name), h("small", null, p.desc)), h("span", { class: "d-fill" }),
              h("button", { class: "d-btn", id: "design.resources.plugin." + p.slug + ".run", onclick: function () { dlg.close("run"); openPlugin(p.slug); } }, "Run"));
          }));
        } },
        { key: "widgets", id: "design.resources.tab.widgets", label: "Widgets", panel: function () { return h("div", { class: "d-res-empty" }, "No widgets saved yet"); } }],
        { id: "design.resources.tabs", selected: "components", cls: "d-res-tabs" });
      var dlg = kit.dialog({ id: "design.resources", title: "Resources", modal: false, cls: "d-dialog d-res",
        body: h("div", null, h("div", { class: "p-search" }, icon("search", { size: 14 }), h("span", null, "Search")), tabs.bar, tabs.body) });
    }

    /* ---------------------------------------------------------------- notices */
    function libraryNotice() {
      var n = h("div", { class: "d-libnote", id: "design.notice.library" }, icon("book-open", { size: 16 }),
        h("span", null, h("b", null, "Wander DS"), " has 3 updates for components in this file"),
        h("button", { class: "d-libnote-btn", id: "design.notice.library.review", onclick: function () { n.remove(); S.notice = null;  } }, "Review"),
        h("button", { class: "d-ibtn dark", id: "design.notice.library.close", "aria-label": "Dismiss", onclick: function () { n.remove(); S.notice = null;  } }, icon("x", { size: 14 })));
      root.appendChild(n);
    }

    /* ---------------------------------------------------------------- mount */
    setTheme(S.theme);
    renderTabbar(); renderToolbar(); renderLeft(); renderCanvas(); renderRight(); renderRulers(); markFollow();
    // Initial scroll positions once laid out.
    if (S.page_loading) kit.after(1200, function () { S.page_loading = false; renderLeft(); renderCanvas(); });
    if (S.layers_scroll && layersScroll) layersScroll.scrollTop = S.layers_scroll;
    if (S.canvas_scroll) { canvas.scrollLeft = S.canvas_scroll[0]; canvas.scrollTop = S.canvas_scroll[1]; }
    if (S.selection && S.right_tab === "design" && init.props_scroll && propsScroll) propsScroll.scrollTop = init.props_scroll;
    if (S.comment) { if (S.tool !== "comment") { S.tool = "comment"; renderToolbar(); renderCanvas(); renderRight(); } S.comment_at = init.comment_at || null; showCommentWindow(); }
    if (S.plugin && pluginInfo(S.plugin)) showPlugin(); else S.plugin = null;
    if (S.picker) { S.picker_at = init.picker_at || null; showPicker(); }
    if (S.notice === "library-updates") libraryNotice();
    if (S.share) openShare();
    if (S.export) openExport();
    if (S.modal === "whats-new") openWhatsNew();
   
  },
});
