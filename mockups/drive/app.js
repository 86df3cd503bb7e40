/* Drive mockup, modelled on Google Drive (web, the 2024 Material 3 look).
 *
 * UI state: ctx.store(), typed by manifest.yaml beside this file. Every effect of a click is a
 * store write: the page and folder shown, the layout, the selection, stars, renames, moves, the
 * trash, filters and sort, the expanded folder tree, the open menu / dialog / previewer, the
 * details pane and its tab, uploads, the zip of a folder, downloads, the Help window's place and
 * the last command with no other state (S.last_action), and the last snackbar's text.
 * Shared mechanisms come from the app kit (ctx.kit): Material Symbols, initials avatars, menus
 * with submenus (New, an item's More actions and right-click menu, the filter chips), popovers,
 * tooltips, dialogs, the snackbar and the draggable Help window.
 * Timers start at mount: uploads finish one after another (each file appears in its folder when
 * done), a file too large to scan is checked for ~3 s before "Download anyway" enables, a folder
 * is zipped for ~4 s before its zip can be downloaded, the previewer loads for ~1.2 s before its
 * zoom bar appears, and the list loads for ~1.5 s when state `loading` is set.
 * Layout classes follow the window width: no side strip and fewer columns <= 1100 px, no Owner
 * column <= 960 px, the navigation as a drawer <= 800 px, Drive's mobile web layout <= 600 px.
 */
(function () {
  "use strict";

  // Google Drive's product mark (not part of Material Symbols).
  var DRIVE_LOGO = '<svg width="40" height="36" viewBox="0 0 87.3 78"><path d="m6.6 66.85 3.85 6.65c.8 1.4 1.95 2.5 3.3 3.3l13.75-23.8h-27.5c0 1.55.4 3.1 1.2 4.5z" fill="#0066da"/>' +
    '<path d="m43.65 25-13.75-23.8c-1.35.8-2.5 1.9-3.3 3.3l-25.4 44a9.06 9.06 0 0 0 -1.2 4.5h27.5z" fill="#00ac47"/>' +
    '<path d="m73.55 76.8c1.35-.8 2.5-1.9 3.3-3.3l1.6-2.75 7.65-13.25c.8-1.4 1.2-2.95 1.2-4.5h-27.502l5.852 11.5z" fill="#ea4335"/>' +
    '<path d="m43.65 25 13.75-23.8c-1.35-.8-2.9-1.2-4.5-1.2h-18.5c-1.6 0-3.15.45-4.5 1.2z" fill="#00832d"/>' +
    '<path d="m59.8 53h-32.3l-13.75 23.8c1.35.8 2.9 1.2 4.5 1.2h50.8c1.6 0 3.15-.45 4.5-1.2z" fill="#2684fc"/>' +
    '<path d="m73.4 26.5-12.7-22c-.8-1.4-1.95-2.5-3.3-3.3l-13.75 23.8 16.15 28h27.45c0-1.55-.4-3.1-1.2-4.5z" fill="#ffba00"/></svg>';
  // The side panel's Google app marks (Calendar, Keep, Tasks, Contacts), as in Gmail.
  var STRIP_LOGOS = {
    calendar: '<svg width="20" height="20" viewBox="0 0 20 20"><rect x="1" y="1" width="18" height="18" rx="3" fill="#fff" stroke="#1a73e8" stroke-width="2"/><rect x="1" y="1" width="18" height="5" fill="#1a73e8"/><text x="10" y="16" font-size="8" text-anchor="middle" fill="#1a73e8" font-family="Roboto, sans-serif" font-weight="bold">18</text></svg>',
    keep: '<svg width="20" height="20" viewBox="0 0 20 20"><path d="M3 1h10l4 4v14H3z" fill="#fbbc04"/><path d="M13 1v4h4z" fill="#f29900"/><circle cx="10" cy="10" r="3" fill="#fff"/><rect x="8.5" y="13" width="3" height="2" fill="#fff"/></svg>',
    tasks: '<svg width="20" height="20" viewBox="0 0 20 20"><circle cx="10" cy="10" r="9" fill="#1a73e8"/><path d="M6 10.2l2.6 2.6L14.2 7" stroke="#fff" stroke-width="2" fill="none"/><circle cx="15.5" cy="15.5" r="3.5" fill="#fbbc04"/></svg>',
    contacts: '<svg width="20" height="20" viewBox="0 0 20 20"><circle cx="10" cy="10" r="9" fill="#1a73e8"/><circle cx="10" cy="8" r="3" fill="#fff"/><path d="M4.5 15c1.2-2.2 3.2-3 5.5-3s4.3.8 5.5 3" fill="#fff"/></svg>',
  };
  // Drive's file-type marks: a Material Symbol in the type's colour.
  var KIND_ICON = {
    folder: ["folder-fill", "#444746"], doc: ["article-fill", "#4285f4"], sheet: ["table-fill", "#0f9d58"],
    slides: ["slideshow-fill", "#f4b400"], form: ["list_alt-fill", "#7248b9"], drawing: ["draw-fill", "#ea4335"],
    pdf: ["picture_as_pdf-fill", "#ea4335"], image: ["image-fill", "#ea4335"], video: ["movie-fill", "#ea4335"],
    audio: ["audio_file-fill", "#ea4335"], zip: ["folder_zip-fill", "#5f6368"], word: ["description-fill", "#2b579a"],
    excel: ["table-fill", "#217346"], ppt: ["slideshow-fill", "#d24726"], text: ["text_snippet-fill", "#4285f4"],
  };
  var OPEN_WITH = {
    doc: "Google Docs", word: "Google Docs", text: "Google Docs", pdf: "Google Docs", sheet: "Google Sheets", excel: "Google Sheets",
    slides: "Google Slides", ppt: "Google Slides", form: "Google Forms", drawing: "Google Drawings",
  };
  var TYPE_FILTERS = [["documents", "Documents", "article-fill", "#4285f4"], ["spreadsheets", "Spreadsheets", "table-fill", "#0f9d58"],
    ["presentations", "Presentations", "slideshow-fill", "#f4b400"], ["forms", "Forms", "list_alt-fill", "#7248b9"],
    ["images", "Photos & images", "image-fill", "#ea4335"], ["pdfs", "PDFs", "picture_as_pdf-fill", "#ea4335"],
    ["videos", "Videos", "movie-fill", "#ea4335"], ["audio", "Audio", "audio_file-fill", "#ea4335"],
    ["archives", "Archives (zip)", "folder_zip-fill", "#5f6368"], ["drawings", "Drawings", "draw-fill", "#ea4335"],
    ["folders", "Folders", "folder-fill", "#444746"]];
  var MODIFIED_FILTERS = [["today", "Today", 0, 630], ["week", "Last 7 days", 0, 7 * 1440], ["month", "Last 30 days", 0, 30 * 1440],
    ["this-year", "This year (2025)", 0, 321 * 1440 + 630], ["last-year", "Last year (2024)", 321 * 1440 + 630, 687 * 1440 + 630]];
  var PAGES = [["home", "Home", "home"], ["my-drive", "My Drive", "add_to_drive"], ["computers", "Computers", "computer"],
    ["shared", "Shared with me", "group"], ["recent", "Recent", "schedule"], ["starred", "Starred", "star"],
    ["spam", "Spam", "report"], ["trash", "Trash", "delete"], ["storage", "Storage", "cloud"]];
  var UPLOAD_MS = { photos: 1300, invoices: 900 };
  var SCAN_MS = 3000, ZIP_MS = 4000, PREVIEW_MS = 1200, LOADING_MS = 1500;

  IGG.app({
    mount: function (root, ctx) {
      var h = ctx.h, C = ctx.content, init = ctx.state, kit = ctx.kit;
      var items = C.items, people = C.people;
      var material = kit.icons("material");
      function icon(name, size, color) { return material(name, { size: size || 20, color: color }); }

      /* ---------------- state ---------------- */
      var S = ctx.store();
      if (S.starred === null) S.starred = Object.keys(items).filter(function (k) { return items[k].starred; }).sort();
      if (S.folder && !items[S.folder]) S.folder = null;
      if (S.preview && !items[S.preview]) S.preview = null;
      if (S.uploads && !C.uploads[S.uploads]) S.uploads = null;
      if (S.uploads && S.uploads_done) S.uploaded = C.uploads[S.uploads].items.slice();
      S.menu = null;  // menus are opened again below (init.menu)

      function has(list, v) { return list.indexOf(v) >= 0; }
      function without(list, v) { return list.filter(function (x) { return x !== v; }); }
      function toggled(list, v) { var out = without(list, v); if (!has(list, v)) out.push(v); return out.sort(); }
      function withKey(obj, k, v) { var out = Object.assign({}, obj); out[k] = v; return out; }
      function person(key) { return key === "me" ? people.me : people[key]; }
      function who(key) { return key === "me" ? "me" : person(key).name; }
      function nameOf(it) { return S.renamed[it.id] || it.name; }
      function parentOf(it) { return S.moved[it.id] !== undefined ? (S.moved[it.id] === "my-drive" ? null : S.moved[it.id]) : it.parent; }
      function isStarred(it) { return has(S.starred, it.id); }
      function exists(it) {
        if (has(S.trashed, it.id)) return false;
        if (it.uploading) return S.uploads === it.uploading && has(S.uploaded, it.id);
        return true;
      }
      function inTrash(it) { return it.where === "trash" || has(S.trashed, it.id); }
      function childrenOf(fid) {
        return C.order.map(function (k) { return items[k]; }).filter(function (it) {
          return it.where !== "trash" && exists(it) && parentOf(it) === fid && (fid !== null || it.where === "my-drive");
        });
      }
      function subfolders(fid) { return childrenOf(fid).filter(function (it) { return it.kind === "folder"; }); }
      function pathOf(fid) {
        var out = [];
        for (var f = fid; f; f = parentOf(items[f])) out.unshift(f);
        return out;
      }
      function isShared(it) { return it.shared_with.filter(function (p) { return p !== "me"; }).length > 0 || it.owner !== "me"; }
      function kindIcon(it, size) { var k = KIND_ICON[it.kind]; return icon(it.kind === "folder" && isShared(it) ? "folder_shared-fill" : k[0], size || 24, k[1]); }
      function avatar(key, size) { return kit.avatar(person(key), { size: size || 24 }); }

      function btn(id, iconName, label, onClick, opts) {
        opts = opts || {};
        var b = h("button", { class: "icon-btn" + (opts.cls ? " " + opts.cls : ""), id: id, "aria-label": label, type: "button",
          onclick: onClick ? function (e) { e.stopPropagation(); onClick(e); } : null }, icon(iconName, opts.size || 24, opts.color));
        if (label && opts.tooltip !== false) kit.tooltip(b, label);
        return b;
      }

      /* ---------------- hosts ---------------- */
      var shell = h("div", { class: "dr-app" });
      var headerHost = h("div"), navHost = h("div"), mainHost = h("div", { class: "dr-main-host" }), detailsHost = h("div"),
        stripHost = h("div"), uploadHost = h("div"), previewHost = h("div"), helpHost = h("div"), promoHost = h("div");
      var body = h("div", { class: "dr-body" }, mainHost, detailsHost);
      [headerHost, navHost, body, stripHost, uploadHost, promoHost, helpHost, previewHost].forEach(function (x) { shell.appendChild(x); });
      root.appendChild(shell);

      /* ---------------- snackbar ---------------- */
      function snackbar(text, undo) {
        S.snackbar = text;
        return kit.snackbar({ id: "drive.toast", text: text, host: shell,
          action: undo ? { id: "drive.toast.action", label: "Undo", onClick: undo } : null,
          onClose: function () { S.toast = null; } });
      }

      /* ---------------- responsive layout ---------------- */
      var scrim = h("div", { class: "dr-scrim", id: "drive.nav.scrim", onclick: function (e) { e.stopPropagation(); S.nav = false; layout(); } });
      shell.appendChild(scrim);
      function layout() {
        var w = window.innerWidth;
        shell.classList.toggle("mobile", w <= 600);
        shell.classList.toggle("narrow", w <= 800);
        shell.classList.toggle("compact", w <= 1100);
        shell.classList.toggle("mid", w <= 960);
        shell.classList.toggle("nav-open", w <= 800 && S.nav);
      }
      window.addEventListener("resize", layout);
      layout();

      /* ---------------- header ---------------- */
      function renderHeader() {
        headerHost.innerHTML = "";
        var help = btn("drive.header.help", "help", "Support");
        var settings = btn("drive.header.settings", "settings", "Settings");
        menuOn(help, "help", [
          { id: "drive.helpmenu.help", label: "Help", icon: "material:help", onSelect: function () { openHelp(); } },
          { id: "drive.helpmenu.training", label: "Training", icon: "material:school", onSelect: act("help:training", "Opening Google Workspace Learning Center\u2026") },
          { id: "drive.helpmenu.updates", label: "Updates", icon: "material:campaign", onSelect: act("help:updates", "Opening What's new in Drive\u2026") },
          { divider: true },
          { id: "drive.helpmenu.terms", label: "Terms and Policy", icon: "material:gavel", onSelect: act("help:terms", "Opening Terms of Service\u2026") },
          { divider: true },
          { id: "drive.helpmenu.feedback", label: "Send feedback to Google", icon: "material:feedback", onSelect: act("help:feedback", "Opening Send feedback\u2026") },
        ], { placement: "bottom-end" });
        menuOn(settings, "settings", [
          { id: "drive.settingsmenu.settings", label: "Settings", onSelect: act("settings:settings", "Opening Settings\u2026") },
          { id: "drive.settingsmenu.desktop", label: "Get Drive for desktop", onSelect: act("settings:desktop", "Opening Drive for desktop download\u2026") },
          { id: "drive.settingsmenu.shortcuts", label: "Keyboard shortcuts", onSelect: act("settings:shortcuts", "Keyboard shortcuts: press ? to see them anywhere in Drive") },
        ], { placement: "bottom-end" });
        var search = h("div", { class: "dr-search", id: "drive.search" },
          btn("drive.search.go", "search", "Search", null, { cls: "sm" }),
          h("input", { type: "text", id: "drive.search.input", placeholder: "Search in Drive", "aria-label": "Search in Drive" }),
          btn("drive.search.options", "tune", "Advanced search", act("search:options", null), { cls: "sm" }));
        headerHost.appendChild(h("header", { class: "dr-header", id: "drive.header" },
          btn("drive.header.menu", "menu", "Main menu", function () { S.nav = !S.nav; layout(); }, { cls: "menu-btn" }),
          h("a", { class: "dr-logo", id: "drive.logo", onclick: function () { go("my-drive", null); } },
            h("span", { class: "mark", html: DRIVE_LOGO }), h("span", { class: "word" }, "Drive")),
          search,
          h("div", { class: "right" },
            btn("drive.header.offline", "offline_pin", "Ready for offline", act("offline:status", null), { cls: "hide-compact" }),
            help, settings,
            btn("drive.header.apps", "apps", "Google apps", act("apps", null), { cls: "hide-mobile" }),
            h("button", { class: "dr-avatar-btn", id: "drive.header.account", "aria-label": "Google Account: " + C.me.name + " (" + C.me.email + ")",
              onclick: act("account", null) }, kit.avatar(people.me, { size: 32 })))));
      }

      function act(what, text) {
        return function () { S.last_action = what; if (text) snackbar(text); };
      }

      /* Menus: kit.menu with S.menu naming the open one. */
      var menus = {};
      function menuOn(anchor, name, items_, opts) {
        opts = opts || {};
        var m = kit.menu(anchor, items_, { id: "drive.menu." + name.replace(/:/g, "."), trigger: opts.trigger, placement: opts.placement || "bottom-start",
          cls: "dr-menu" + (opts.cls ? " " + opts.cls : ""), host: shell,
          onOpen: function () { S.menu = name; }, onClose: function () { if (S.menu === name) S.menu = null; } });
        if (!opts.trigger || opts.trigger === "click") menus[name] = m;
        return m;
      }

      /* ---------------- navigation ---------------- */
      function go(page, folder) {
        S.$set({ page: page, folder: folder, selected: [], filter_type: null, filter_people: null, filter_modified: null, nav: false });
        layout();
        window.scrollTo(0, 0);
        renderAll();
      }

      function newMenuItems() {
        function sub(key, app, extra) {
          return [{ id: "drive.new." + key + ".blank", label: "Blank " + extra, onSelect: act("new:" + key, "Opening a new " + app + " " + extra + " in a new tab\u2026") },
            { id: "drive.new." + key + ".template", label: "From a template", onSelect: act("new:" + key + "-template", "Opening the " + app + " template gallery\u2026") }];
        }
        return [
          { id: "drive.new.folder", label: "New folder", icon: "material:create_new_folder", shortcut: "Alt+C then F", onSelect: act("new:folder", null) },
          { divider: true },
          { id: "drive.new.file-upload", label: "File upload", icon: "material:upload_file", shortcut: "Alt+C then U", onSelect: act("new:file-upload", null) },
          { id: "drive.new.folder-upload", label: "Folder upload", icon: "material:drive_folder_upload", shortcut: "Alt+C then I", onSelect: act("new:folder-upload", null) },
          { divider: true },
          { id: "drive.new.docs", label: "Google Docs", icon: kindIcon({ kind: "doc", shared_with: [], owner: "me" }, 20), submenu: sub("docs", "Google Docs", "document") },
          { id: "drive.new.sheets", label: "Google Sheets", icon: kindIcon({ kind: "sheet", shared_with: [], owner: "me" }, 20), submenu: sub("sheets", "Google Sheets", "spreadsheet") },
          { id: "drive.new.slides", label: "Google Slides", icon: kindIcon({ kind: "slides", shared_with: [], owner: "me" }, 20), submenu: sub("slides", "Google Slides", "presentation") },
          { id: "drive.new.forms", label: "Google Forms", icon: kindIcon({ kind: "form", shared_with: [], owner: "me" }, 20), submenu: sub("forms", "Google Forms", "form") },
          { id: "drive.new.more", label: "More", icon: "material:add", submenu: [
            { id: "drive.new.more.drawings", label: "Google Drawings", icon: kindIcon({ kind: "drawing", shared_with: [], owner: "me" }, 20), onSelect: act("new:drawings", "Opening Google Drawings in a new tab\u2026") },
            { id: "drive.new.more.maps", label: "Google My Maps", icon: "material:map", onSelect: act("new:maps", "Opening Google My Maps in a new tab\u2026") },
            { id: "drive.new.more.sites", label: "Google Sites", icon: "material:web", onSelect: act("new:sites", "Opening Google Sites in a new tab\u2026") },
            { id: "drive.new.more.script", label: "Google Apps Script", icon: "material:code", onSelect: act("new:script", "Opening Apps Script in a new tab\u2026") },
            { divider: true },
            { id: "drive.new.more.connect", label: "Connect more apps", icon: "material:add", onSelect: act("new:connect", null) }] },
        ];
      }

      function renderNav() {
        var prev = navHost.firstChild ? navHost.firstChild.scrollTop : init.nav_scroll;
        navHost.innerHTML = "";
        var newBtn = h("button", { class: "dr-new", id: "drive.new", type: "button" }, icon("add", 24, "#1f1f1f"), h("span", null, "New"));
        menuOn(newBtn, "new", newMenuItems(), { cls: "new-menu" });
        var nav = h("nav", { class: "dr-nav", id: "drive.nav" }, h("div", { class: "new-wrap" }, newBtn));
        function item(key, label, iconName, depth, extra) {
          var on = extra && extra.folder ? S.folder === extra.folder : (!S.folder && S.page === key);
          var toggle = null;
          var id = extra && extra.folder ? "drive.tree." + extra.folder : "drive.nav." + key;
          if (extra && extra.kids) {
            var open = has(S.tree, extra.node);
            toggle = h("span", { class: "tw" + (open ? " open" : ""), id: id + ".toggle", role: "button", "aria-label": (open ? "Collapse " : "Expand ") + label,
              "aria-expanded": open ? "true" : "false",
              onclick: function (e) { e.stopPropagation(); S.tree = toggled(S.tree, extra.node); renderNav(); } }, icon("arrow_right", 20));
          }
          return h("a", { class: "nav-item" + (on ? " sel" : ""), id: id, style: { paddingLeft: (8 + depth * 16) + "px" },
            onclick: function () { if (extra && extra.folder) go(items[extra.folder].where === "shared" ? "shared" : "my-drive", extra.folder); else go(key, null); } },
            toggle || h("span", { class: "tw blank" }),
            icon(iconName, 20, on ? "#001d35" : "#444746"), h("span", { class: "lbl" }, label));
        }
        function tree(fid, depth) {
          var out = [];
          subfolders(fid).sort(byName).forEach(function (f) {
            var kids = subfolders(f.id).length > 0;
            out.push(item(null, nameOf(f), isShared(f) ? "folder_shared" : "folder", depth, { folder: f.id, kids: kids, node: f.id }));
            if (kids && has(S.tree, f.id)) out = out.concat(tree(f.id, depth + 1));
          });
          return out;
        }
        PAGES.forEach(function (p) {
          if (p[0] === "my-drive") {
            nav.appendChild(item("my-drive", "My Drive", "add_to_drive", 0, { kids: true, node: "my-drive" }));
            if (has(S.tree, "my-drive")) tree(null, 1).forEach(function (x) { nav.appendChild(x); });
          } else if (p[0] === "storage") {
            nav.appendChild(h("div", { class: "nav-gap" }));
            nav.appendChild(item("storage", "Storage (" + C.storage.percent + "% full)", "cloud", 0));
          } else {
            nav.appendChild(item(p[0], p[1], p[2], 0));
            if (p[0] === "computers" || p[0] === "recent") nav.appendChild(h("div", { class: "nav-gap" }));
          }
        });
        nav.appendChild(h("div", { class: "dr-meter", id: "drive.storage.meter" },
          h("div", { class: "bar" }, h("div", { class: "fill" + (C.storage.percent >= 90 ? " full" : ""), style: { width: C.storage.percent + "%" } })),
          h("div", { class: "txt" }, C.storage.text),
          h("button", { class: "outline-btn", id: "drive.storage.get", type: "button", onclick: function () { S.last_action = "storage:get"; snackbar("Opening Google One storage plans\u2026"); } }, "Get more storage")));
        navHost.appendChild(nav);
        nav.scrollTop = prev || 0;
      }

      /* ---------------- the list of the page shown ---------------- */
      function byName(a, b) { var x = nameOf(a).toLowerCase(), y = nameOf(b).toLowerCase(); return x < y ? -1 : x > y ? 1 : 0; }
      function sortItems(list) {
        var dir = S.sort_dir === "desc" ? -1 : 1;
        var cmp = S.sort === "name" ? byName : function (a, b) { return (a.minutes - b.minutes) || byName(a, b); };
        if (S.sort !== "name") dir = -dir;  // dates: "asc" is oldest first
        return list.slice().sort(function (a, b) {
          if ((a.kind === "folder") !== (b.kind === "folder")) return a.kind === "folder" ? -1 : 1;
          return dir * cmp(a, b);
        });
      }
      function filtered(list) {
        return list.filter(function (it) {
          if (S.filter_type && it.group !== S.filter_type) return false;
          if (S.filter_people && it.owner !== S.filter_people && it.modified_by !== S.filter_people && !has(it.shared_with, S.filter_people)) return false;
          if (S.filter_modified) {
            var f = MODIFIED_FILTERS.filter(function (m) { return m[0] === S.filter_modified; })[0];
            if (!(it.minutes >= f[2] && it.minutes < f[3])) return false;
          }
          return true;
        });
      }
      function allLive() { return C.order.map(function (k) { return items[k]; }).filter(function (it) { return it.where !== "trash" && exists(it); }); }

      function locationKey() { return S.folder || S.page; }
      function rowsOf() {
        if (S.folder) return sortItems(filtered(childrenOf(S.folder)));
        switch (S.page) {
          case "my-drive": return sortItems(filtered(childrenOf(null)));
          case "shared": return filtered(allLive().filter(function (it) { return it.where === "shared"; }))
            .sort(function (a, b) { return a.shared_minutes - b.shared_minutes; });
          case "recent": return filtered(allLive().filter(function (it) { return it.kind !== "folder"; }))
            .sort(function (a, b) { return a.minutes - b.minutes || byName(a, b); }).slice(0, 60);
          case "starred": return sortItems(filtered(allLive().filter(isStarred)));
          case "trash": return C.order.map(function (k) { return items[k]; }).filter(function (it) { return inTrash(it) && !it.uploading; });
          case "storage": return allLive().filter(function (it) { return it.kind !== "folder" && it.owner === "me"; })
            .sort(function (a, b) { return b.size - a.size || byName(a, b); });
          case "home": return filtered(allLive().filter(function (it) { return it.kind !== "folder" && it.minutes < 14 * 1440; }))
            .sort(function (a, b) { return a.minutes - b.minutes || byName(a, b); }).slice(0, 14);
          default: return [];
        }
      }

      /* ---------------- selection and item commands ---------------- */
      function select(it, e) {
        if (e && (e.ctrlKey || e.metaKey)) S.selected = toggled(S.selected, it.id);
        else S.selected = [it.id];
        renderMain(true);
        if (S.details) renderDetails();
      }
      function openItem(it) {
        if (it.kind === "folder") { go(it.where === "shared" ? "shared" : "my-drive", it.id); return; }
        S.preview = it.id;
        renderPreview();
      }
      function download(it) {
        if (it.kind === "folder") { startZip(it.id); return; }
        if (it.big) { scanDialog(it); return; }
        S.downloads = S.downloads.concat([it.id]);
        snackbar("Downloading \u201c" + nameOf(it) + "\u201d");
      }
      function toggleStar(it) {
        var on = !isStarred(it);
        S.starred = toggled(S.starred, it.id);
        snackbar(on ? "Added to Starred" : "Removed from Starred");
        renderMain(true);
        if (S.page === "starred") renderNav();
      }
      function trash(it) {
        S.$set({ trashed: S.trashed.concat([it.id]), selected: without(S.selected, it.id) });
        snackbar("\u201c" + nameOf(it) + "\u201d moved to trash", function () { S.trashed = without(S.trashed, it.id); renderAll(); snackbar("Action undone"); });
        renderAll();
      }
      function copyLink(it) { S.last_action = "link:" + it.id; snackbar("Link copied"); }

      function itemMenuItems(it) {
        var app = OPEN_WITH[it.kind];
        var openWith = [];
        if (it.kind === "folder") openWith = null;
        else {
          if (app) openWith.push({ id: "drive.itemmenu.open-with.google", label: app, icon: kindIcon({ kind: it.kind === "word" || it.kind === "text" || it.kind === "pdf" ? "doc" : it.kind === "excel" ? "sheet" : it.kind === "ppt" ? "slides" : it.kind, shared_with: [], owner: "me" }, 20),
            onSelect: act("open-with:" + app.toLowerCase().replace(/ /g, "-") + ":" + it.id, "Opening in " + app + "\u2026") });
          if (it.kind === "pdf") openWith.push({ id: "drive.itemmenu.open-with.dochub", label: "DocHub - PDF Sign and Edit", icon: "material:draw", onSelect: act("open-with:dochub:" + it.id, "Opening in DocHub\u2026") });
          if (it.kind === "image") openWith.push({ id: "drive.itemmenu.open-with.pixlr", label: "Pixlr Editor", icon: "material:palette", onSelect: act("open-with:pixlr:" + it.id, "Opening in Pixlr Editor\u2026") });
          if (it.kind === "zip") openWith.push({ id: "drive.itemmenu.open-with.zip", label: "ZIP Extractor", icon: "material:folder_zip", onSelect: act("open-with:zip-extractor:" + it.id, "Opening in ZIP Extractor\u2026") });
          openWith.push({ divider: true }, { id: "drive.itemmenu.open-with.connect", label: "Connect more apps", icon: "material:add", onSelect: act("open-with:connect:" + it.id, null) });
        }
        var out = [];
        if (openWith) out.push({ id: "drive.itemmenu.open-with", label: "Open with", icon: "material:open_with", submenu: openWith });
        else out.push({ id: "drive.itemmenu.open", label: "Open", icon: "material:folder_open", onSelect: function () { openItem(it); } });
        out.push({ divider: true },
          { id: "drive.itemmenu.download", label: "Download", icon: "material:download", onSelect: function () { download(it); } },
          { id: "drive.itemmenu.rename", label: "Rename", icon: "material:edit", shortcut: "Ctrl+Alt+E", onSelect: function () { renameDialog(it); } });
        if (it.kind !== "folder") out.push({ id: "drive.itemmenu.copy", label: "Make a copy", icon: "material:content_copy", shortcut: "Ctrl+C Ctrl+V",
          onSelect: function () { S.last_action = "copy:" + it.id; snackbar("Created \u201cCopy of " + nameOf(it) + "\u201d"); } });
        out.push({ divider: true },
          { id: "drive.itemmenu.share", label: "Share", icon: "material:person_add", submenu: [
            { id: "drive.itemmenu.share.share", label: "Share", icon: "material:person_add", shortcut: "Ctrl+Alt+A", onSelect: function () { shareDialog(it); } },
            { id: "drive.itemmenu.share.link", label: "Copy link", icon: "material:link", onSelect: function () { copyLink(it); } }] },
          { id: "drive.itemmenu.organize", label: "Organize", icon: "material:drive_file_move", submenu: [
            { id: "drive.itemmenu.organize.move", label: "Move", icon: "material:drive_file_move", shortcut: "Ctrl+Alt+M", onSelect: function () { moveDialog(it); } },
            { id: "drive.itemmenu.organize.shortcut", label: "Add shortcut", icon: "material:add_link", shortcut: "Ctrl+Alt+R",
              onSelect: function () { S.last_action = "shortcut:" + it.id; snackbar("Shortcut to \u201c" + nameOf(it) + "\u201d added to My Drive"); } },
            { id: "drive.itemmenu.organize.star", label: isStarred(it) ? "Remove from starred" : "Add to starred", icon: isStarred(it) ? "material:star-fill" : "material:star",
              shortcut: "Ctrl+Alt+S", onSelect: function () { toggleStar(it); } }] },
          { id: "drive.itemmenu.info", label: "File information", icon: "material:info", submenu: [
            { id: "drive.itemmenu.info.details", label: "Details", icon: "material:info", shortcut: "Ctrl+Alt+D", onSelect: function () { showDetails(it, "details"); } },
            { id: "drive.itemmenu.info.activity", label: "Activity", icon: "material:history", onSelect: function () { showDetails(it, "activity"); } }] });
        if (it.kind !== "folder") out.push({ id: "drive.itemmenu.offline", label: "Make available offline", icon: "material:offline_pin",
          onSelect: function () { S.last_action = "offline:" + it.id; snackbar("\u201c" + nameOf(it) + "\u201d is available offline"); } });
        out.push({ divider: true }, { id: "drive.itemmenu.trash", label: "Move to trash", icon: "material:delete", shortcut: "Delete", onSelect: function () { trash(it); } });
        return out;
      }
      function showDetails(it, tab) {
        S.$set({ selected: [it.id], details: true, details_tab: tab });
        renderMain(true);
        renderDetails();
      }

      /* ---------------- main ---------------- */
      var loading = !!S.loading;
      function renderAll() { renderNav(); renderMain(true); renderDetails(); }

      function titleBar() {
        var bar = h("div", { class: "dr-titlebar" });
        var crumbs = h("div", { class: "crumbs", id: "drive.title" });
        var menuAnchor = null;
        if (S.folder) {
          var path = pathOf(S.folder);
          var rootKey = items[path[0]].where === "shared" ? "shared" : "my-drive";
          var rootLabel = rootKey === "shared" ? "Shared with me" : "My Drive";
          var hideUpTo = path.length > 2 ? path.length - 2 : 0;
          crumbs.appendChild(h("a", { class: "crumb", id: "drive.crumb." + rootKey, onclick: function () { go(rootKey, null); } }, rootLabel));
          if (hideUpTo) {
            crumbs.appendChild(icon("chevron_right", 24, "#444746"));
            var more = h("a", { class: "crumb", id: "drive.crumb.more", "aria-label": "More folders" }, "\u2026");
            menuOn(more, "crumbs", path.slice(0, hideUpTo).map(function (fid) {
              return { id: "drive.crumbmenu." + fid, label: nameOf(items[fid]), icon: "material:folder", onSelect: function () { go(rootKey, fid); } };
            }));
            crumbs.appendChild(more);
          }
          path.slice(hideUpTo).forEach(function (fid, i, arr) {
            crumbs.appendChild(icon("chevron_right", 24, "#444746"));
            if (i === arr.length - 1) {
              menuAnchor = h("a", { class: "crumb last", id: "drive.crumb." + fid }, h("span", null, nameOf(items[fid])), icon("arrow_drop_down", 24));
              crumbs.appendChild(menuAnchor);
            } else crumbs.appendChild(h("a", { class: "crumb", id: "drive.crumb." + fid, onclick: function () { go(rootKey, fid); } }, nameOf(items[fid])));
          });
        } else {
          var label = PAGES.filter(function (p) { return p[0] === S.page; })[0][1];
          if (S.page === "home") label = "Welcome to Drive";
          if (S.page === "my-drive") {
            menuAnchor = h("a", { class: "crumb last", id: "drive.crumb.my-drive" }, h("span", null, "My Drive"), icon("arrow_drop_down", 24));
            crumbs.appendChild(menuAnchor);
          } else crumbs.appendChild(h("span", { class: "crumb last static" }, label));
        }
        if (menuAnchor) {
          var f = S.folder ? items[S.folder] : null;
          var folderItems = [
            { id: "drive.foldermenu.new-folder", label: "New folder", icon: "material:create_new_folder", onSelect: act("new:folder", null) },
            { divider: true },
            { id: "drive.foldermenu.file-upload", label: "File upload", icon: "material:upload_file", onSelect: act("new:file-upload", null) },
            { id: "drive.foldermenu.folder-upload", label: "Folder upload", icon: "material:drive_folder_upload", onSelect: act("new:folder-upload", null) }];
          if (f) folderItems.push({ divider: true },
            { id: "drive.foldermenu.download", label: "Download", icon: "material:download", onSelect: function () { startZip(f.id); } },
            { id: "drive.foldermenu.rename", label: "Rename", icon: "material:edit", onSelect: function () { renameDialog(f); } },
            { id: "drive.foldermenu.share", label: "Share", icon: "material:person_add", onSelect: function () { shareDialog(f); } },
            { id: "drive.foldermenu.star", label: isStarred(f) ? "Remove from starred" : "Add to starred", icon: "material:star", onSelect: function () { toggleStar(f); } },
            { id: "drive.foldermenu.trash", label: "Move to trash", icon: "material:delete", onSelect: function () { trash(f); go("my-drive", parentOf(f)); } });
          menuOn(menuAnchor, "folder", folderItems);
        }
        bar.appendChild(crumbs);
        var tools = h("div", { class: "tools" });
        if (S.page !== "home") {
          var seg = h("div", { class: "seg", role: "radiogroup", "aria-label": "Layout" },
            h("button", { class: "seg-b" + (S.layout === "list" ? " on" : ""), id: "drive.layout.list", type: "button", role: "radio", "aria-checked": S.layout === "list" ? "true" : "false",
              "aria-label": "List layout", onclick: function () { if (S.layout !== "list") { S.layout = "list"; renderMain(true); } } },
              S.layout === "list" ? icon("check", 18) : null, icon("view_list", 18)),
            h("button", { class: "seg-b" + (S.layout === "grid" ? " on" : ""), id: "drive.layout.grid", type: "button", role: "radio", "aria-checked": S.layout === "grid" ? "true" : "false",
              "aria-label": "Grid layout", onclick: function () { if (S.layout !== "grid") { S.layout = "grid"; renderMain(true); } } },
              S.layout === "grid" ? icon("check", 18) : null, icon("grid_view", 18)));
          kit.tooltip(seg.children[0], "List layout");
          kit.tooltip(seg.children[1], "Grid layout");
          tools.appendChild(seg);
        }
        tools.appendChild(btn("drive.details.toggle", "info", S.details ? "Hide details" : "View details", function () {
          S.details = !S.details; renderDetails(); renderMain(true);
        }, { cls: S.details ? "on" : "" }));
        bar.appendChild(tools);
        return bar;
      }

      function chip(key, label, value, build) {
        var el = h("button", { class: "chip" + (value ? " on" : ""), id: "drive.chip." + key, type: "button" },
          value ? icon("check", 18) : null, h("span", null, value || label), icon("arrow_drop_down", 20));
        build(el);
        return el;
      }
      function filterChips() {
        var row = h("div", { class: "dr-chips", id: "drive.chips" });
        var typeLabel = S.filter_type ? TYPE_FILTERS.filter(function (t) { return t[0] === S.filter_type; })[0][1] : null;
        row.appendChild(chip("type", "Type", typeLabel, function (el) {
          menuOn(el, "type", TYPE_FILTERS.map(function (t) {
            return { id: "drive.filter.type." + t[0], label: t[1], icon: icon(t[2], 20, t[3]),
              onSelect: function () { S.filter_type = t[0]; renderMain(true); } };
          }), { cls: "type-menu" });
        }));
        var pKey = S.filter_people;
        row.appendChild(chip("people", "People", pKey ? who(pKey) === "me" ? "Me" : person(pKey).name : null, function (el) {
          var pop = menus.people = kit.popover(el, function () { return peoplePicker(pop); }, { id: "drive.menu.people", cls: "dr-people-pop", host: shell, placement: "bottom-start",
            onOpen: function () { S.menu = "people"; }, onClose: function () { if (S.menu === "people") S.menu = null; } });
        }));
        var modLabel = S.filter_modified ? MODIFIED_FILTERS.filter(function (m) { return m[0] === S.filter_modified; })[0][1] : null;
        row.appendChild(chip("modified", "Modified", modLabel, function (el) {
          menuOn(el, "modified", MODIFIED_FILTERS.map(function (m) {
            return { id: "drive.filter.modified." + m[0], label: m[1], onSelect: function () { S.filter_modified = m[0]; renderMain(true); } };
          }).concat([{ divider: true }, { id: "drive.filter.modified.custom", label: "Custom date range", onSelect: act("filter:custom-date", null) }]));
        }));
        if (S.filter_type || S.filter_people || S.filter_modified) {
          row.appendChild(h("button", { class: "clear-chips", id: "drive.chip.clear", type: "button",
            onclick: function () { S.$set({ filter_type: null, filter_people: null, filter_modified: null }); renderMain(true); } }, "Clear filters"));
        }
        return row;
      }
      function peoplePicker(pop) {
        var keys = Object.keys(people).filter(function (k) { return k !== "me"; }).sort(function (a, b) { return people[a].name < people[b].name ? -1 : 1; });
        var list = h("div", { class: "pp-list", id: "drive.filter.people.list" },
          keys.map(function (k) {
            var p = people[k];
            return h("a", { class: "pp-row", id: "drive.filter.people." + k, onclick: function () {
              S.filter_people = k; pop.close("select"); renderMain(true); } },
              kit.avatar(p, { size: 32 }), h("span", { class: "pp-t" }, h("span", { class: "pp-n" }, p.name), h("span", { class: "pp-e" }, p.email)));
          }));
        return [h("div", { class: "pp-search" }, icon("search", 20, "#444746"), h("input", { type: "text", placeholder: "Search for people and groups", "aria-label": "Search for people and groups" })), list];
      }

      function selectionBar() {
        var n = S.selected.length;
        var first = items[S.selected[0]];
        return h("div", { class: "dr-selbar", id: "drive.selbar" },
          btn("drive.selbar.clear", "close", "Clear selection", function () { S.selected = []; renderMain(true); if (S.details) renderDetails(); }, { size: 20, cls: "sm" }),
          h("span", { class: "n" }, n + " selected"),
          btn("drive.selbar.share", "person_add", "Share", function () { shareDialog(first); }, { size: 20, cls: "sm" }),
          btn("drive.selbar.download", "download", "Download", function () { download(first); }, { size: 20, cls: "sm" }),
          btn("drive.selbar.move", "drive_file_move", "Move", function () { moveDialog(first); }, { size: 20, cls: "sm" }),
          btn("drive.selbar.trash", "delete", "Move to trash", function () { trash(first); }, { size: 20, cls: "sm" }),
          btn("drive.selbar.link", "link", "Copy link", function () { copyLink(first); }, { size: 20, cls: "sm" }));
      }

      function storageBanner() {
        if (S.banner !== "storage") return null;
        return h("div", { class: "dr-banner", id: "drive.banner.storage", role: "status" },
          icon("warning", 24, "#b3261e"),
          h("div", { class: "txt" }, h("div", { class: "t" }, "You\u2019re almost out of storage (" + C.storage.percent + "%)"),
            h("div", { class: "s" }, "If you run out, you can\u2019t create, edit, or upload files, or send and receive emails in Gmail. Get 100 GB of storage for \u20ac1.99 a month.")),
          h("button", { class: "text-btn", id: "drive.banner.storage.get", type: "button", onclick: function () { S.last_action = "banner:get-storage"; snackbar("Opening Google One storage plans\u2026"); } }, "Get storage"),
          btn("drive.banner.storage.close", "close", "Dismiss", function () { S.banner = null; renderMain(true); }, { size: 20, cls: "sm" }));
      }

      function ownerCell(it) {
        return h("div", { class: "c-owner" }, avatar(it.owner, 24), h("span", null, who(it.owner)));
      }
      function rowActions(it) {
        var starred = isStarred(it);
        return h("div", { class: "row-acts" },
          btn("drive.item." + it.id + ".share", "person_add", "Share", function () { shareDialog(it); }, { size: 20, cls: "sm" }),
          btn("drive.item." + it.id + ".download", "download", "Download", function () { download(it); }, { size: 20, cls: "sm" }),
          btn("drive.item." + it.id + ".rename", "edit", "Rename", function () { renameDialog(it); }, { size: 20, cls: "sm" }),
          btn("drive.item." + it.id + ".star", starred ? "star-fill" : "star", starred ? "Remove from starred" : "Add to starred", function () { toggleStar(it); }, { size: 20, cls: "sm" }));
      }
      function moreBtn(it) {
        var b = btn("drive.item." + it.id + ".more", "more_vert", "More actions", null, { size: 20, cls: "sm more" });
        menuOn(b, "item:" + it.id, itemMenuItems(it), { placement: "bottom-end" });
        return b;
      }
      function rowHandlers(it, el) {
        el.addEventListener("click", function (e) { select(it, e); });
        el.addEventListener("dblclick", function () { openItem(it); });
        kit.menu(el, itemMenuItems(it), { trigger: "contextmenu", id: "drive.menu.ctx", cls: "dr-menu", host: shell,
          onOpen: function () { S.menu = "item:" + it.id; if (!has(S.selected, it.id)) { S.selected = [it.id]; renderMain(true); } },
          onClose: function () { if (S.menu === "item:" + it.id) S.menu = null; } });
      }
      function nameCell(it) {
        return h("div", { class: "c-name" }, kindIcon(it, 24), h("span", { class: "nm", title: nameOf(it) }, nameOf(it)),
          isShared(it) && it.kind !== "folder" ? icon("group", 16, "#444746") : null,
          isStarred(it) ? h("span", { class: "badge-star" }, icon("star-fill", 16, "#444746")) : null);
      }

      var COLS = {
        "my-drive": [["owner", "Owner"], ["modified", "Last modified"], ["size", "File size"]],
        shared: [["sharedby", "Shared by"], ["sharedate", "Share date"]],
        recent: [["owner", "Owner"], ["modified", "Last modified"], ["location", "Location"]],
        starred: [["owner", "Owner"], ["modified", "Last modified"], ["size", "File size"]],
        trash: [["owner", "Owner"], ["trashed", "Date trashed"], ["size", "File size"], ["location", "Original location"]],
        storage: [["usage", "Storage used"]],
        home: [["reason", "Reason suggested"], ["owner", "Owner"], ["location", "Location"]],
      };
      function cell(col, it) {
        switch (col) {
          case "owner": return ownerCell(it);
          case "sharedby": return ownerCell(it);
          case "modified": return h("div", { class: "c-mod" }, it.modified + (it.modified_by === "me" ? " me" : ""));
          case "sharedate": return h("div", { class: "c-mod" }, it.shared_date);
          case "size": return h("div", { class: "c-size" }, it.size_text);
          case "usage": return h("div", { class: "c-size" }, it.size_text);
          case "trashed": return h("div", { class: "c-mod" }, it.trashed);
          case "location": {
            var p = parentOf(it);
            return h("div", { class: "c-loc" }, icon(p ? "folder" : it.where === "shared" ? "group" : "add_to_drive", 20, "#444746"),
              h("span", null, p ? nameOf(items[p]) : it.where === "shared" ? "Shared with me" : "My Drive"));
          }
          case "reason": {
            var r = it.opened ? "You opened \u2022 " + it.opened : (it.modified_by === "me" ? "You modified \u2022 " : person(it.modified_by).name + " edited \u2022 ") + it.modified;
            return h("div", { class: "c-mod" }, r);
          }
        }
        return h("div");
      }

      function listView(rows) {
        var cols = COLS[S.folder ? "my-drive" : S.page] || COLS["my-drive"];
        var head = h("div", { class: "dr-thead" });
        var nameHead = h("div", { class: "h-name" + (S.sort === "name" ? " sorted" : "") },
          sortable() ? h("button", { class: "h-btn", id: "drive.col.name", type: "button", "aria-label": "Sort by name",
            onclick: function () { if (S.sort === "name") S.sort_dir = S.sort_dir === "asc" ? "desc" : "asc"; else S.$set({ sort: "name", sort_dir: "asc" }); renderMain(true); } },
            "Name", S.sort === "name" ? icon(S.sort_dir === "asc" ? "arrow_upward" : "arrow_downward", 18) : null) : "Name");
        head.appendChild(nameHead);
        cols.forEach(function (c) {
          if (c[0] === "modified" && sortable()) {
            var label = S.sort === "modified_by_me" ? "Last modified by me" : S.sort === "opened_by_me" ? "Last opened by me" : "Last modified";
            var mh = h("div", { class: "h-col col col-modified h-modified" + (S.sort !== "name" ? " sorted" : ""), id: "drive.col.modified", role: "button" },
              h("span", null, label), icon("arrow_drop_down", 20));
            menuOn(mh, "sort-date", [["modified", "Last modified"], ["modified_by_me", "Last modified by me"], ["opened_by_me", "Last opened by me"]].map(function (o) {
              return { id: "drive.sortmenu." + o[0], label: o[1], checked: S.sort === o[0], onSelect: function () { S.$set({ sort: o[0], sort_dir: "desc" }); renderMain(true); } };
            }));
            head.appendChild(mh);
          } else head.appendChild(h("div", { class: "h-col col col-" + c[0] }, c[1]));
        });
        head.appendChild(h("div", { class: "h-more" }, btn("drive.col.options", "more_vert", "Sort options", null, { size: 20, cls: "sm" })));
        var list = h("div", { class: "dr-list", id: "drive.list." + locationKey(), role: "grid" }, head);
        var group = null;
        rows.forEach(function (it) {
          if (S.page === "recent" && !S.folder) {
            var g = it.activity[0].group;
            if (g !== group) { group = g; list.appendChild(h("div", { class: "dr-group" }, g)); }
          }
          var sel = has(S.selected, it.id);
          var row = h("div", { class: "dr-row" + (sel ? " sel" : ""), id: "drive.item." + it.id, role: "row", "aria-selected": sel ? "true" : "false" },
            nameCell(it), cols.map(function (c) { var el = cell(c[0], it); el.classList.add("col", "col-" + c[0]); return el; }),
            h("div", { class: "c-more" }, S.page === "trash" && !S.folder ? null : rowActions(it), S.page === "trash" && !S.folder ? null : moreBtn(it)),
            h("div", { class: "c-meta" }, S.page === "shared" ? "Shared " + it.shared_date + " \u2022 " + who(it.owner)
              : S.page === "storage" ? it.size_text : (it.modified_by === "me" ? "You modified " : "Modified ") + it.modified));
          rowHandlers(it, row);
          list.appendChild(row);
        });
        if (!rows.length) list.appendChild(emptyState());
        return list;
      }
      function sortable() { return S.folder || S.page === "my-drive" || S.page === "starred"; }

      function emptyState() {
        var texts = {
          computers: ["No computers syncing to Drive", "Folders on your computer that you sync with Drive using Drive for desktop will show up here."],
          spam: ["Your spam is empty", "Files in spam won't appear anywhere else in Drive. Files are permanently removed after 30 days."],
          trash: ["Nothing in trash", "Move items you don't need to trash. Items in trash will be deleted forever after 30 days."],
        };
        var t = texts[S.folder ? "" : S.page] || (S.filter_type || S.filter_people || S.filter_modified ? ["No results", "Try different filters."] : ["Drop files here", "or use the \u201cNew\u201d button."]);
        return h("div", { class: "dr-empty", id: "drive.empty" }, icon(S.page === "spam" ? "report" : S.page === "trash" ? "delete" : "folder_open", 96, "#c4c7c5"),
          h("div", { class: "t" }, t[0]), h("div", { class: "s" }, t[1]));
      }

      function gridView(rows) {
        var wrap = h("div", { class: "dr-gridview", id: "drive.grid." + locationKey() });
        var folders = rows.filter(function (it) { return it.kind === "folder"; });
        var files = rows.filter(function (it) { return it.kind !== "folder"; });
        if (folders.length) {
          wrap.appendChild(h("div", { class: "g-head" }, "Folders"));
          wrap.appendChild(h("div", { class: "g-folders" }, folders.map(function (it) {
            var sel = has(S.selected, it.id);
            var tile = h("div", { class: "g-folder" + (sel ? " sel" : ""), id: "drive.item." + it.id, role: "gridcell" },
              kindIcon(it, 24), h("span", { class: "nm" }, nameOf(it)), moreBtn(it));
            rowHandlers(it, tile);
            return tile;
          })));
        }
        if (files.length) {
          wrap.appendChild(h("div", { class: "g-head" }, "Files"));
          wrap.appendChild(h("div", { class: "g-files" }, files.map(function (it) {
            var sel = has(S.selected, it.id);
            var card = h("div", { class: "g-card" + (sel ? " sel" : ""), id: "drive.item." + it.id, role: "gridcell" },
              h("div", { class: "g-top" }, kindIcon(it, 20), h("span", { class: "nm" }, nameOf(it)), moreBtn(it)),
              h("div", { class: "g-thumb" }, thumb(it)),
              h("div", { class: "g-foot" }, avatar(it.opened ? "me" : it.modified_by, 24),
                h("span", null, it.opened ? "You opened \u2022 " + it.opened : (it.modified_by === "me" ? "You modified \u2022 " : who(it.modified_by).split(" ")[0] + " modified \u2022 ") + it.modified)));
            rowHandlers(it, card);
            return card;
          })));
        }
        if (!rows.length) wrap.appendChild(emptyState());
        return wrap;
      }
      function thumb(it) {
        if (it.thumb) return h("img", { src: it.thumb, alt: nameOf(it), class: "ph" });
        if (it.kind === "doc" || it.kind === "word" || it.kind === "text") {
          var lines = (C.preview_lines[it.name] || [nameOf(it)]).slice(0, 5);
          return h("div", { class: "page" }, lines.map(function (l, i) { return h("div", { class: i ? "ln" : "ln t" }, l); }));
        }
        if (it.kind === "sheet" || it.kind === "excel") return h("div", { class: "page sheet" }, [0, 1, 2, 3, 4, 5].map(function () { return h("div", { class: "cells" }, h("i"), h("i"), h("i"), h("i")); }));
        return h("div", { class: "big-ico" }, kindIcon(it, 64));
      }

      function homeView() {
        var wrap = h("div", { class: "dr-home" });
        var sugg = ["lumen-health", "invoices-2025", "france-italy-2025", "work"].map(function (k) { return items[k]; }).filter(exists);
        wrap.appendChild(h("div", { class: "g-head" }, "Suggested folders"));
        wrap.appendChild(h("div", { class: "g-folders home" }, sugg.map(function (it) {
          var tile = h("div", { class: "g-folder big", id: "drive.item." + it.id, role: "gridcell" }, kindIcon(it, 24),
            h("span", { class: "t2" }, h("span", { class: "nm" }, nameOf(it)), h("span", { class: "sub" }, "In " + (parentOf(it) ? nameOf(items[parentOf(it)]) : "My Drive"))), moreBtn(it));
          rowHandlers(it, tile);
          return tile;
        })));
        wrap.appendChild(h("div", { class: "g-head" }, "Suggested files"));
        wrap.appendChild(listView(rowsOf()));
        return wrap;
      }

      function skeleton() {
        var list = h("div", { class: "dr-list skeleton", id: "drive.loading" });
        for (var i = 0; i < 12; i++) list.appendChild(h("div", { class: "dr-row sk" }, h("i", { class: "b1" }), h("i", { class: "b2" }), h("i", { class: "b3" })));
        return list;
      }

      function renderMain(keepScroll) {
        var y = window.scrollY;
        mainHost.innerHTML = "";
        var main = h("main", { class: "dr-main", id: "drive.main" });
        main.appendChild(titleBar());
        var banner = storageBanner();
        if (banner) main.appendChild(banner);
        if (S.page !== "trash" && S.page !== "storage" && S.page !== "computers" && S.page !== "spam") {
          main.appendChild(S.selected.length && items[S.selected[0]] ? selectionBar() : filterChips());
        }
        if (S.page === "trash" && !S.folder) main.appendChild(h("div", { class: "dr-note" }, "Items in trash will be deleted forever after 30 days",
          h("button", { class: "text-btn", id: "drive.trash.empty", type: "button", onclick: act("trash:empty", null) }, "Empty trash")));
        if (S.page === "storage" && !S.folder) main.appendChild(storageSummary());
        if (loading) main.appendChild(skeleton());
        else if (S.page === "home" && !S.folder) main.appendChild(homeView());
        else {
          var rows = rowsOf();
          main.appendChild(S.layout === "grid" && S.page !== "storage" && S.page !== "trash" ? gridView(rows) : listView(rows));
        }
        mainHost.appendChild(main);
        if (keepScroll) window.scrollTo(0, y);
      }
      function storageSummary() {
        return h("div", { class: "dr-storage", id: "drive.storage.summary" },
          h("div", { class: "big" }, h("b", null, C.storage.used + " GB"), " of " + C.storage.total + " GB used"),
          h("div", { class: "bar" }, C.storage.parts.map(function (p) { return h("i", { style: { width: (p[1] / C.storage.total * 100) + "%", background: p[2] } }); })),
          h("div", { class: "legend" }, C.storage.parts.map(function (p) { return h("span", null, h("i", { style: { background: p[2] } }), p[0] + " " + p[1] + " GB"); })),
          h("div", { class: "acts" }, h("button", { class: "fill-btn", id: "drive.storage.plans", type: "button", onclick: act("storage:get", "Opening Google One storage plans\u2026") }, "Get more storage"),
            h("button", { class: "outline-btn", id: "drive.storage.clean", type: "button", onclick: act("storage:clean-up", null) }, "Clean up space")));
      }

      /* ---------------- details pane ---------------- */
      function renderDetails() {
        var prev = ctx.byId("drive.details.activity");
        var prevScroll = prev ? prev.scrollTop : 0;
        detailsHost.innerHTML = "";
        shell.classList.toggle("with-details", !!S.details);
        if (!S.details) return;
        var it = S.selected.length ? items[S.selected[0]] : S.folder ? items[S.folder] : null;
        var title = it ? nameOf(it) : S.page === "my-drive" ? "My Drive" : PAGES.filter(function (p) { return p[0] === S.page; })[0][1];
        var pane = h("aside", { class: "dr-details", id: "drive.details" },
          h("div", { class: "dt-head" }, it ? kindIcon(it, 24) : icon("add_to_drive", 24, "#444746"), h("span", { class: "t" }, title),
            btn("drive.details.close", "close", "Close", function () { S.details = false; renderDetails(); renderMain(true); })));
        var tabs = kit.tabs([
          { key: "details", id: "drive.details.tab.details", label: "Details", panel: function () { return detailsPanel(it); } },
          { key: "activity", id: "drive.details.tab.activity", label: "Activity", panel: function () { return activityPanel(it); } },
        ], { selected: S.details_tab, cls: "dt-tabs", onChange: function (k) { S.details_tab = k; } });
        pane.appendChild(tabs.bar);
        pane.appendChild(tabs.body);
        detailsHost.appendChild(pane);
        var a = ctx.byId("drive.details.activity");
        if (a) a.scrollTop = prevScroll;
      }
      function detailsPanel(it) {
        if (!it) return h("div", { class: "dt-empty" }, icon("add_to_drive", 96, "#c4c7c5"), h("div", null, "Select an item to see the details"));
        var access = [it.owner].concat(it.shared_with.filter(function (p) { return p !== it.owner; }));
        var p = parentOf(it);
        function row(k, v) { return h("div", { class: "dt-row" }, h("div", { class: "k" }, k), h("div", { class: "v" }, v)); }
        return h("div", { class: "dt-body", id: "drive.details.body" },
          h("div", { class: "dt-thumb" }, thumb(it)),
          h("div", { class: "dt-sec" }, "Who has access"),
          h("div", { class: "dt-access" }, access.slice(0, 6).map(function (k) { return avatar(k, 32); })),
          h("div", { class: "dt-note" }, access.length > 1 ? (it.owner === "me" ? "Shared with " + (access.length - 1) + (access.length - 1 === 1 ? " person" : " people") : "Owned by " + person(it.owner).name) : "Private to you"),
          h("button", { class: "outline-btn", id: "drive.details.manage", type: "button", onclick: function () { shareDialog(it); } }, "Manage access"),
          h("div", { class: "dt-sec" }, it.kind === "folder" ? "Folder details" : "File details"),
          row("Type", it.type_name),
          it.kind !== "folder" ? row("Size", it.size_text) : null,
          it.kind !== "folder" ? row("Storage used", it.owner === "me" ? it.size_text : "0 bytes (Files owned by someone else don't use your storage)") : null,
          row("Location", h("a", { class: "loc-chip", id: "drive.details.location", onclick: function () { go(it.where === "shared" ? "shared" : "my-drive", p); } },
            icon(p ? "folder" : it.where === "shared" ? "group" : "add_to_drive", 18, "#444746"), p ? nameOf(items[p]) : it.where === "shared" ? "Shared with me" : "My Drive")),
          row("Owner", it.owner === "me" ? "me" : person(it.owner).name),
          row("Modified", it.modified_long + " by " + who(it.modified_by)),
          it.opened ? row("Opened", it.opened + " by me") : null,
          row("Created", it.created),
          row("Description", h("span", { class: "muted" }, "No description")),
          it.kind !== "folder" ? row("Download permissions", "Viewers can download") : null);
      }
      function activityPanel(it) {
        var entries = it ? it.activity.slice().map(function (a, i) { return Object.assign({ item: it.id, n: i }, a); }) : C.feed.map(function (a, i) { return Object.assign({ n: i }, a); });
        var list = h("div", { class: "dt-activity", id: "drive.details.activity" });
        var group = null;
        entries.forEach(function (a) {
          if (a.group !== group) { group = a.group; list.appendChild(h("div", { class: "ac-group" }, group)); }
          var target = items[a.item];
          var verb = a.verb + (a.with ? "" : target.kind === "folder" && a.verb === "added an item to" ? " a folder" : " an item");
          if (a.verb === "created") verb = "created an item";
          if (a.verb === "shared an item with") verb = "shared an item with " + person(a.with).name;
          var chipId = "drive.activity." + a.item + "." + a.n;
          list.appendChild(h("div", { class: "ac-entry", id: "drive.activity." + a.n },
            avatar(a.who, 32),
            h("div", { class: "ac-body" },
              h("div", { class: "ac-t" }, h("b", null, a.who === "me" ? "You" : person(a.who).name), " " + verb),
              h("div", { class: "ac-d" }, a.date),
              h("a", { class: "ac-chip", id: chipId, onclick: function () { openItem(target); } }, kindIcon(target, 18), h("span", null, nameOf(target))))));
        });
        return list;
      }

      /* ---------------- dialogs ---------------- */
      var currentDialog = null;
      function openDialog(name, opts) {
        if (currentDialog) currentDialog.close("replaced");
        S.dialog = name;
        var d = kit.dialog(Object.assign({ host: shell }, opts, {
          onClose: function (reason) { if (S.dialog === name) S.dialog = null; if (currentDialog === d) currentDialog = null; if (opts.onClose) opts.onClose(reason); } }));
        currentDialog = d;
        return d;
      }

      function shareDialog(it) {
        var access = [it.owner].concat(it.shared_with.filter(function (p) { return p !== it.owner; }));
        if (it.owner !== "me" && !has(access, "me")) access.push("me");
        var d;
        function roleOf(k) { if (k === it.owner) return "Owner"; var r = S.share_roles[k] || (k === "me" ? "editor" : ["editor", "commenter", "viewer"][k.length % 3]); return r.charAt(0).toUpperCase() + r.slice(1); }
        function personRow(k) {
          var p = person(k);
          var role = k === it.owner || k === "me" && it.owner !== "me" ? h("span", { class: "role static" }, k === it.owner ? "Owner" : "Editor")
            : h("button", { class: "role", id: "drive.share.person." + k + ".role", type: "button" }, h("span", null, roleOf(k)), icon("arrow_drop_down", 20));
          if (role.tagName === "BUTTON") {
            kit.menu(role, ["viewer", "commenter", "editor"].map(function (r) {
              return { id: "drive.share.role." + r, label: r.charAt(0).toUpperCase() + r.slice(1), checked: roleOf(k).toLowerCase() === r,
                onSelect: function () { S.share_roles = withKey(S.share_roles, k, r); role.firstChild.textContent = roleOf(k); } };
            }).concat([{ divider: true }, { id: "drive.share.role.remove", label: "Remove access", onSelect: function () { S.share_roles = withKey(S.share_roles, k, "remove"); rowEl.remove(); } }]),
            { id: "drive.share.rolemenu", cls: "dr-menu", host: shell, placement: "bottom-end",
              onOpen: function () { S.menu = "role:" + k; }, onClose: function () { if (S.menu === "role:" + k) S.menu = null; } });
          }
          var rowEl = h("div", { class: "sh-person", id: "drive.share.person." + k }, kit.avatar(p, { size: 32 }),
            h("div", { class: "sh-n" }, h("div", null, p.name + (k === "me" ? " (you)" : "")), h("div", { class: "e" }, p.email)), role);
          return rowEl;
        }
        var body = h("div", { class: "sh-body" },
          h("div", { class: "sh-input" }, h("input", { type: "text", id: "drive.share.input", placeholder: "Add people, groups, and calendar events", "aria-label": "Add people, groups, and calendar events" })),
          h("div", { class: "sh-sec" }, "People with access"),
          h("div", { class: "sh-people", id: "drive.share.people" }, access.map(personRow)),
          h("div", { class: "sh-sec" }, "General access"),
          h("div", { class: "sh-general" }, h("span", { class: "gi" }, icon("lock", 20, "#444746")),
            h("div", null, h("button", { class: "ga-sel", id: "drive.share.access", type: "button", onclick: act("share:access:" + it.id, null) }, "Restricted", icon("arrow_drop_down", 20)),
              h("div", { class: "e" }, "Only people with access can open with the link"))));
        d = openDialog("share:" + it.id, { id: "drive.share", title: "Share \u201c" + nameOf(it) + "\u201d", body: body, cls: "dr-share", closeButton: false,
          actions: [
            { id: "drive.share.copy-link", label: "Copy link", keepOpen: true, onClick: function () { copyLink(it); } },
            { id: "drive.share.done", label: "Done", primary: true }] });
        var copyBtn = ctx.byId("drive.share.copy-link");
        if (copyBtn) copyBtn.insertBefore(icon("link", 20), copyBtn.firstChild);
      }

      function renameDialog(it) {
        var input = h("input", { type: "text", class: "rn-input", id: "drive.rename.input", value: nameOf(it), "aria-label": "New name" });
        openDialog("rename:" + it.id, { id: "drive.rename", title: "Rename", body: input, cls: "dr-small", closeButton: false,
          actions: [{ id: "drive.rename.cancel", label: "Cancel" },
            { id: "drive.rename.ok", label: "OK", primary: true, onClick: function () {
              var v = input.value.trim();
              if (v && v !== nameOf(it)) { S.renamed = withKey(S.renamed, it.id, v); renderAll(); }
            } }] });
      }

      function moveDialog(it) {
        var cur = parentOf(it);
        var state = { tab: "all", at: null, pick: null };
        var d, listHost = h("div");
        function folderRow(f) {
          var kids = subfolders(f.id).filter(function (x) { return x.id !== it.id; }).length > 0;
          var row = h("div", { class: "mv-row" + (state.pick === f.id ? " sel" : ""), id: "drive.move.folder." + f.id,
            onclick: function () { state.pick = f.id; S.move_to = f.id; draw(); } }, kindIcon(f, 24), h("span", { class: "nm" }, nameOf(f)),
            kids ? h("button", { class: "icon-btn sm", id: "drive.move.folder." + f.id + ".open", type: "button", "aria-label": "Open " + nameOf(f),
              onclick: function (e) { e.stopPropagation(); state.at = f.id; state.pick = null; draw(); } }, icon("chevron_right", 20)) : null);
          return row;
        }
        function draw() {
          var prevList = ctx.byId("drive.move.list");
          var keep = prevList && prevList.getAttribute("data-at") === String(state.tab + ":" + state.at) ? prevList.scrollTop : 0;
          listHost.innerHTML = "";
          var rows;
          if (state.tab === "suggested") rows = ["lumen-health", "invoices-2025", "work", "personal"].map(function (k) { return items[k]; });
          else if (state.tab === "starred") rows = allLive().filter(function (x) { return x.kind === "folder" && isStarred(x); });
          else rows = subfolders(state.at).sort(byName);
          rows = rows.filter(function (f) { return f.id !== it.id; });
          listHost.appendChild(h("div", { class: "mv-list", id: "drive.move.list" },
            state.tab === "all" && state.at ? h("a", { class: "mv-up", id: "drive.move.up", onclick: function () { state.at = parentOf(items[state.at]); draw(); } },
              icon("arrow_back", 20), nameOf(items[state.at])) : null,
            rows.map(folderRow)));
          var list = ctx.byId("drive.move.list");
          list.setAttribute("data-at", state.tab + ":" + state.at);
          list.scrollTop = keep;
          var ok = ctx.byId("drive.move.submit");
          if (ok) { var can = state.pick && state.pick !== cur; ok.disabled = !can; ok.setAttribute("aria-disabled", can ? "false" : "true"); }
        }
        var tabs = h("div", { class: "mv-tabs" }, [["suggested", "Suggested"], ["starred", "Starred"], ["all", "All locations"]].map(function (t) {
          return h("button", { class: "mv-tab" + (state.tab === t[0] ? " on" : ""), id: "drive.move.tab." + t[0], type: "button", onclick: function (e) {
            state.tab = t[0]; state.at = null;
            Array.prototype.forEach.call(tabs.children, function (c) { c.classList.toggle("on", c === e.currentTarget); });
            draw(); } }, t[1]);
        }));
        var body = h("div", { class: "mv-body" },
          h("div", { class: "mv-cur" }, "Current location: ", h("span", { class: "loc-chip" }, icon(cur ? "folder" : "add_to_drive", 18, "#444746"), cur ? nameOf(items[cur]) : "My Drive")),
          tabs, listHost);
        d = openDialog("move:" + it.id, { id: "drive.move", title: "Move \u201c" + nameOf(it) + "\u201d", body: body, cls: "dr-move",
          onClose: function () { S.move_to = null; },
          actions: [{ id: "drive.move.cancel", label: "Cancel" },
            { id: "drive.move.submit", label: "Move", primary: true, disabled: true, onClick: function () {
              if (!state.pick) return;
              S.moved = withKey(S.moved, it.id, state.pick);
              snackbar("\u201c" + nameOf(it) + "\u201d moved to \u201c" + nameOf(items[state.pick]) + "\u201d");
              renderAll();
            } }] });
        draw();
      }

      function scanDialog(it) {
        var text = h("div", { class: "sc-text", id: "drive.scan.text" },
          h("span", { class: "kit-spinner sc-spin" }), h("span", null, "Scanning \u201c" + nameOf(it) + "\u201d for viruses\u2026"));
        var d = openDialog("scan:" + it.id, { id: "drive.scan", title: "Google Drive can\u2019t scan this file for viruses", body: text, cls: "dr-small dr-scan", closeButton: false,
          actions: [{ id: "drive.scan.cancel", label: "Cancel" },
            { id: "drive.scan.download", label: "Download anyway", primary: true, disabled: true, onClick: function () {
              S.downloads = S.downloads.concat([it.id]);
              snackbar("Downloading \u201c" + nameOf(it) + "\u201d");
            } }] });
        var dl = ctx.byId("drive.scan.download");
        kit.after(SCAN_MS, function () {
          if (!d.isOpen()) return;
          text.innerHTML = "";
          text.appendChild(h("span", null, h("b", null, nameOf(it)), " (" + it.size_text + ") is too large for Google to scan for viruses. Would you like to download this file anyway?"));
          dl.disabled = false; dl.removeAttribute("aria-disabled");
        });
      }

      function storageDialog() {
        openDialog("storage", { id: "drive.storagedlg", title: "You\u2019re almost out of storage", cls: "dr-small", closeButton: false, closeOnBackdrop: false,
          body: h("div", { class: "sd-body" },
            h("div", { class: "bar" }, h("div", { class: "fill full", style: { width: C.storage.percent + "%" } })),
            h("p", null, "You\u2019ve used " + C.storage.used + " GB of your " + C.storage.total + " GB (" + C.storage.percent + "%). Once you\u2019re out of space, you can\u2019t upload new files to Drive, back up photos, or send and receive email in Gmail."),
            h("p", null, "Get 100 GB of storage with Google One for \u20ac1.99 a month.")),
          actions: [{ id: "drive.storagedlg.dismiss", label: "Not now" },
            { id: "drive.storagedlg.get", label: "Get storage", primary: true, onClick: act("storage:dialog-get", "Opening Google One storage plans\u2026") }] });
      }

      /* ---------------- upload panel ---------------- */
      var uploadTimers = [];
      function renderUploads() {
        var prevList = ctx.byId("drive.uploads.list");
        var prevScroll = prevList ? prevList.scrollTop : 0;
        uploadHost.innerHTML = "";
        if (S.zip) { uploadHost.appendChild(zipPanel()); return; }
        if (!S.uploads) return;
        var up = C.uploads[S.uploads];
        var done = up.items.filter(function (k) { return has(S.uploaded, k); }).length;
        var all = done === up.items.length;
        var title = all ? done + " upload" + (done === 1 ? "" : "s") + " complete" : "Uploading " + (up.items.length - done) + " item" + (up.items.length - done === 1 ? "" : "s");
        var panel = h("div", { class: "dr-uploads" + (S.uploads_min ? " min" : ""), id: "drive.uploads", role: "region", "aria-label": "Uploads" },
          h("div", { class: "up-head", id: "drive.uploads.header" }, h("span", { class: "t" }, title),
            btn("drive.uploads.toggle", S.uploads_min ? "keyboard_arrow_up" : "keyboard_arrow_down", S.uploads_min ? "Maximize" : "Minimize",
              function () { S.uploads_min = !S.uploads_min; renderUploads(); }, { size: 24, cls: "sm" }),
            btn("drive.uploads.close", "close", "Close", function () {
              if (all) { S.uploads = null; renderUploads(); return; }
              openDialog("cancel-uploads", { id: "drive.cancelup", title: "Cancel upload?", cls: "dr-small", closeButton: false,
                body: "Your upload is not complete. Would you like to cancel the upload?",
                actions: [{ id: "drive.cancelup.continue", label: "Continue upload" },
                  { id: "drive.cancelup.cancel", label: "Cancel upload", primary: true, onClick: function () { uploadTimers.forEach(function (t) { t.cancel(); }); S.uploads = null; renderUploads(); } }] });
            }, { size: 24, cls: "sm" })));
        if (!S.uploads_min) {
          if (!all) panel.appendChild(h("div", { class: "up-left" }, h("span", null, "Less than a minute left\u2026"),
            h("button", { class: "text-btn", id: "drive.uploads.cancel", type: "button", onclick: function () {
              uploadTimers.forEach(function (t) { t.cancel(); }); S.uploads = null; snackbar("Upload canceled"); renderUploads(); } }, "Cancel")));
          panel.appendChild(h("div", { class: "up-list", id: "drive.uploads.list" }, up.items.map(function (k) {
            var it = items[k], ok = has(S.uploaded, k);
            var row = h("div", { class: "up-row" + (ok ? " done" : ""), id: "drive.upload." + k, "aria-disabled": ok ? null : "true",
              onclick: function () { if (ok) openItem(it); } },
              kindIcon(it, 24), h("span", { class: "nm" }, nameOf(it)),
              h("span", { class: "st" }, ok ? icon("check_circle-fill", 24, "#1e8e3e") : h("span", { class: "ring" })),
              ok ? btn("drive.upload." + k + ".locate", "folder", "Show file location", function () {
                go("my-drive", up.folder); S.selected = [k]; renderMain(true); }, { size: 24, cls: "sm locate" }) : null);
            return row;
          })));
        }
        uploadHost.appendChild(panel);
        var l = ctx.byId("drive.uploads.list");
        if (l) l.scrollTop = prevScroll;
      }
      function startUploads() {
        if (!S.uploads || S.uploads_done) return;
        var up = C.uploads[S.uploads], ms = UPLOAD_MS[S.uploads];
        up.items.forEach(function (k, i) {
          uploadTimers.push(kit.after(ms * (i + 1), function () {
            S.uploaded = S.uploaded.concat([k]);
            renderUploads();
            if (S.folder === up.folder) renderMain(true);
          }));
        });
      }

      function zipName(fid) { return nameOf(items[fid]).replace(/[^A-Za-z0-9]+/g, "_").replace(/^_|_$/g, "") + "-20251118T103012Z-001.zip"; }
      function zipPanel() {
        var f = items[S.zip];
        var count = childrenOf(S.zip).length;
        return h("div", { class: "dr-uploads", id: "drive.zip", role: "region", "aria-label": "Downloads" },
          h("div", { class: "up-head" }, h("span", { class: "t" }, S.zip_ready ? "Zip complete" : "Preparing download"),
            btn("drive.zip.close", "close", "Close", function () { S.$set({ zip: null, zip_ready: false }); renderUploads(); }, { size: 24, cls: "sm" })),
          h("div", { class: "up-list" }, h("div", { class: "up-row" + (S.zip_ready ? " done" : "") }, icon("folder_zip-fill", 24, "#5f6368"),
            h("span", { class: "nm" }, S.zip_ready ? zipName(f.id) : "Zipping " + count + " file" + (count === 1 ? "" : "s")),
            S.zip_ready ? h("button", { class: "text-btn", id: "drive.zip.download", type: "button", onclick: function () {
              S.downloads = S.downloads.concat(["zip:" + f.id]); snackbar("Downloading \u201c" + zipName(f.id) + "\u201d"); } }, "Download") : h("span", { class: "ring" }))));
      }
      function startZip(fid) {
        S.$set({ zip: fid, zip_ready: false });
        renderUploads();
        kit.after(ZIP_MS, function () { if (S.zip === fid) { S.zip_ready = true; renderUploads(); } });
      }

      /* ---------------- previewer ---------------- */
      function renderPreview() {
        previewHost.innerHTML = "";
        if (!S.preview) return;
        var it = items[S.preview];
        var app = OPEN_WITH[it.kind];
        var openWith = h("button", { class: "pv-open", id: "drive.preview.open-with", type: "button" }, app ? "Open with " + app : "Open with", icon("arrow_drop_down", 20));
        menuOn(openWith, "preview-open-with", [
          app ? { id: "drive.preview.open-with.google", label: app, onSelect: act("open-with:" + app.toLowerCase().replace(/ /g, "-") + ":" + it.id, "Opening in " + app + "\u2026") } : null,
          { divider: true }, { id: "drive.preview.open-with.connect", label: "Connect more apps", onSelect: act("open-with:connect:" + it.id, null) }].filter(Boolean));
        function pbtn(id, name, label, fn) { return btn("drive.preview." + id, name, label, fn, { cls: "pv-btn" }); }
        var stage = h("div", { class: "pv-stage", id: "drive.preview.stage", onclick: function (e) { if (e.target === stage) close(); } },
          h("div", { class: "kit-spinner pv-spin" }));
        function close() { S.preview = null; renderPreview(); }
        var zoom = h("div", { class: "pv-zoom", id: "drive.preview.zoombar", hidden: true },
          pbtn("zoom-out", "zoom_out", "Zoom out", function () { S.preview_zoom = Math.max(25, S.preview_zoom - 25); applyZoom(); }),
          h("span", { class: "pv-zl", id: "drive.preview.zoomlevel" }, S.preview_zoom + "%"),
          pbtn("zoom-in", "zoom_in", "Zoom in", function () { S.preview_zoom = Math.min(300, S.preview_zoom + 25); applyZoom(); }));
        var view = h("div", { class: "dr-preview", id: "drive.preview", role: "dialog", "aria-label": nameOf(it) },
          h("div", { class: "pv-top" },
            pbtn("close", "arrow_back", "Close", close),
            kindIcon(it, 24), h("span", { class: "pv-name" }, nameOf(it)),
            h("div", { class: "pv-mid" }, openWith),
            h("div", { class: "pv-right" },
              pbtn("comment", "add_comment", "Add comment", act("preview:comment:" + it.id, null)),
              pbtn("print", "print", "Print", act("preview:print:" + it.id, null)),
              pbtn("download", "download", "Download", function () { download(it); }),
              pbtn("more", "more_vert", "More actions", act("preview:more:" + it.id, null)),
              h("button", { class: "pv-share", id: "drive.preview.share", type: "button", onclick: function () { shareDialog(it); } }, icon("lock", 18), "Share"))),
          stage, zoom);
        function applyZoom() {
          var c = stage.querySelector(".pv-content");
          if (c) c.style.transform = "scale(" + (S.preview_zoom / 100) + ")";
          var zl = ctx.byId("drive.preview.zoomlevel");
          if (zl) zl.textContent = S.preview_zoom + "%";
        }
        previewHost.appendChild(view);
        kit.after(PREVIEW_MS, function () {
          if (S.preview !== it.id) return;
          stage.innerHTML = "";
          stage.appendChild(previewContent(it));
          zoom.hidden = false;
          applyZoom();
        });
      }
      function previewContent(it) {
        if (it.thumb) return h("div", { class: "pv-content" }, h("img", { class: "pv-img", src: it.photo, alt: nameOf(it) }));
        if (it.kind === "doc" || it.kind === "word" || it.kind === "text" || it.kind === "pdf") {
          var lines = C.preview_lines[it.name] || [nameOf(it).replace(/\.(pdf|docx|txt)$/, ""), "Last modified " + it.modified_long + " by " + who(it.modified_by)];
          return h("div", { class: "pv-content" }, h("div", { class: "pv-page", id: "drive.preview.page" }, lines.map(function (l, i) { return h("p", { class: i ? "" : "h" }, l); })));
        }
        if (it.kind === "sheet" || it.kind === "excel") {
          var letters = ["", "A", "B", "C", "D", "E", "F", "G"];
          var grid = h("table", { class: "pv-sheet", id: "drive.preview.page" }, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17].map(function (r) {
            return h("tr", null, letters.map(function (l, c) {
              var data = C.preview_rows[it.name] || [[nameOf(it)]];
              var v = r === 0 ? l : c === 0 ? String(r) : (data[r - 1] || [])[c - 1] || "";
              return h(r === 0 || c === 0 ? "th" : "td", { class: r === 1 && c ? "b" : null }, v);
            }));
          }));
          return h("div", { class: "pv-content" }, grid);
        }
        return h("div", { class: "pv-content" }, h("div", { class: "pv-none" }, kindIcon(it, 64), h("div", { class: "t" }, "No preview available"),
          h("div", { class: "s" }, nameOf(it) + " \u2022 " + it.size_text),
          h("button", { class: "fill-btn", id: "drive.preview.none-download", type: "button", onclick: function () { download(it); } }, icon("download", 18), "Download")));
      }

      /* ---------------- Help window ---------------- */
      function openHelp() { S.help = { x: null, y: null }; renderHelp(); }
      function renderHelp() {
        helpHost.innerHTML = "";
        if (!S.help) return;
        var w = Math.min(360, window.innerWidth - 16);
        var pos = S.help.x != null ? S.help : { x: Math.max(8, window.innerWidth - w - 24), y: 72 };
        var head = h("div", { class: "hw-head", id: "drive.help.header" }, h("span", { class: "hw-t" }, "Help"),
          btn("drive.help.popout", "open_in_new", "Open in new window", act("help:popout", null), { cls: "sm", size: 20 }),
          btn("drive.help.close", "close", "Close", function () { S.help = null; renderHelp(); }, { cls: "sm", size: 20 }));
        var win = h("div", { class: "dr-help", id: "drive.help", role: "dialog", "aria-label": "Help", style: { left: pos.x + "px", top: pos.y + "px", width: w + "px" } },
          head,
          h("div", { class: "hw-body" },
            h("div", { class: "hw-search" }, icon("search", 20, "#444746"), h("input", { type: "text", placeholder: "Search Help", "aria-label": "Search Help" })),
            h("div", { class: "hw-h" }, "Popular help resources"),
            C.help.map(function (a) {
              return h("a", { class: "hw-a", id: "drive.help.article." + a.id, onclick: function () { S.last_action = "help:" + a.id; snackbar("Opening Google Drive Help: " + a.title); } },
                icon("description", 20, "#444746"), h("span", null, a.title));
            }),
            h("div", { class: "hw-h" }, "Need more help?"),
            h("a", { class: "hw-a", id: "drive.help.community", onclick: act("help:community", null) }, icon("groups", 20, "#444746"), h("span", null, "Ask the Help Community"))),
          h("div", { class: "hw-foot" }, h("a", { id: "drive.help.feedback", onclick: act("help:feedback", null) }, "Send feedback")));
        kit.draggable(win, head, { bounds: "viewport", onEnd: function (p) { S.help = { x: Math.round(p.left), y: Math.round(p.top) }; } });
        helpHost.appendChild(win);
      }

      /* ---------------- feature callout ---------------- */
      function renderPromo() {
        promoHost.innerHTML = "";
        if (S.promo !== "filters") return;
        var chips = ctx.byId("drive.chips");
        if (!chips) return;
        var r = chips.getBoundingClientRect();
        var el = h("div", { class: "dr-promo", id: "drive.promo", role: "dialog", "aria-label": "Find files faster",
          style: { left: Math.round(r.left) + "px", top: Math.round(r.bottom - 2 + window.scrollY) + "px" } },
          h("div", { class: "arrow" }),
          h("div", { class: "t" }, "Find files faster with filters"),
          h("div", { class: "s" }, "Narrow down what you see by type, people or the date it was modified. Filters stay on while you move between folders."),
          h("div", { class: "acts" }, h("button", { class: "promo-btn", id: "drive.promo.dismiss", type: "button", onclick: function () { S.promo = null; renderPromo(); } }, "Got it")));
        promoHost.appendChild(el);
      }

      /* ---------------- side strip ---------------- */
      function renderStrip() {
        stripHost.innerHTML = "";
        function s(key, label) {
          var b = h("div", { class: "sbtn", id: "drive.strip." + key, role: "button", "aria-label": label, html: STRIP_LOGOS[key],
            onclick: act("sidepanel:" + key, null) });
          kit.tooltip(b, label, { placement: "left" });
          return b;
        }
        stripHost.appendChild(h("div", { class: "dr-strip" }, s("calendar", "Calendar"), s("keep", "Keep"), s("tasks", "Tasks"), s("contacts", "Contacts"),
          h("div", { class: "hr" }), btn("drive.strip.addons", "add", "Get add-ons", act("sidepanel:addons", null), { size: 20 }),
          h("div", { class: "bottom" }, btn("drive.strip.hide", "chevron_right", "Hide side panel", act("sidepanel:hide", null), { size: 20 }))));
      }

      /* ---------------- mobile FAB ---------------- */
      var fab = h("button", { class: "dr-fab", id: "drive.fab", type: "button", "aria-label": "New" }, icon("add", 32, "#1f1f1f"));
      kit.menu(fab, newMenuItems(), { id: "drive.menu.new-fab", cls: "dr-menu new-menu", host: shell, placement: "top-start",
        onOpen: function () { S.menu = "new"; }, onClose: function () { if (S.menu === "new") S.menu = null; } });
      shell.appendChild(fab);

      /* ---------------- mount ---------------- */
      renderHeader();
      renderNav();
      renderMain(false);
      renderDetails();
      renderStrip();
      renderUploads();
      startUploads();
      if (S.zip) { var z = S.zip; if (!S.zip_ready) { S.zip = null; startZip(z); } }
      renderPreview();
      renderHelp();
      if (loading) kit.after(LOADING_MS, function () { loading = false; S.loading = false; renderMain(true); renderPromo(); });
      if (init.dialog) {
        var m = /^(share|rename|move|scan|shortcut):(.+)$/.exec(init.dialog);
        var target = m && items[m[2]];
        if (init.dialog === "storage") storageDialog();
        else if (target && m[1] === "share") shareDialog(target);
        else if (target && m[1] === "rename") renameDialog(target);
        else if (target && m[1] === "move") moveDialog(target);
        else if (target && m[1] === "scan") scanDialog(target);
        else S.dialog = null;
      }
      if (init.toast === "trashed") {
        var tr = items["resume-nadia-kowalski-2025"];
        if (!has(S.trashed, tr.id)) S.trashed = S.trashed.concat([tr.id]);
        renderMain(true);
        snackbar("\u201c" + tr.name + "\u201d moved to trash", function () { S.trashed = without(S.trashed, tr.id); renderAll(); snackbar("Action undone"); });
        S.toast = "trashed";
      } else if (init.toast === "link") { snackbar("Link copied"); S.toast = "link"; }
      if (init.scroll_y) window.scrollTo(0, init.scroll_y);
      if (!loading) renderPromo();
      if (init.menu) {
        if (init.menu.indexOf("item:") === 0) {
          var anchor = ctx.byId("drive.item." + init.menu.slice(5) + ".more");
          if (anchor) anchor.click();
        } else if (init.menu === "new") ctx.byId(window.innerWidth <= 600 ? "drive.fab" : "drive.new").click();
        else if (menus[init.menu]) menus[init.menu].open();
      }
    },
  });
})();
