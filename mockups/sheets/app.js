/* Sheets mockup, modelled on Google Sheets (web, the 2024 Material 3 look).
 *
 * UI state: ctx.store(), typed by manifest.yaml beside this file. Every effect of a click is a
 * store write: the sheet shown, the selected cell / column / row / range (S.selected, prefixed by
 * the sheet's slug), open menus and popovers, filters and sorting, edits made from dropdown chips,
 * floating objects' places, dialogs, side panels, resolved comments, and for everything else the
 * last command chosen (S.last_action, e.g. "format.number.currency").
 * The grid is one real <table> (every cell a <td> with its own data-igg-id) inside its own
 * scroller: the column letters, the row numbers, the frozen rows and columns are position: sticky,
 * charts, the slicer and drawings float over the cells inside the same scroller and can be dragged.
 * One listener on the table handles every cell (click, right click, hover intent for people chips
 * and comments).
 * Timers: the spreadsheet's "Loading..." screen (2 s), IMPORTRANGE's "Loading..." (2.5 s, then
 * #REF! and "Allow access", then 1.5 s to fill in), File > Import's upload (3 s before the import
 * options appear), Explore's analysis (2 s) and Version history's list (1.5 s).
 */
(function () {
  "use strict";

  var SHEETS_LOGO = '<svg width="28" height="38" viewBox="0 0 28 38"><path d="M17.5 0H2.6C1.2 0 0 1.2 0 2.6v32.8C0 36.8 1.2 38 2.6 38h22.8c1.4 0 2.6-1.2 2.6-2.6V10.5L17.5 0z" fill="#0f9d58"/>' +
    '<path d="M17.5 0v7.9c0 1.4 1.2 2.6 2.6 2.6H28L17.5 0z" fill="#87ceac"/><path d="M6.5 17.4v12.3h15V17.4h-15zm6.6 10.4H8.4v-2.8h4.7v2.8zm0-4.7H8.4v-2.8h4.7v2.8zm6.5 4.7h-4.7v-2.8h4.7v2.8zm0-4.7h-4.7v-2.8h4.7v2.8z" fill="#f1f1f1"/></svg>';
  var ROW_H = 21, HEAD_H = 22, RH_W = 46;
  var LOADING_MS = 2000, IMPORT_MS = 2500, ACCESS_MS = 1500, UPLOAD_MS = 3000, EXPLORE_MS = 2000, VERSIONS_MS = 1500;

  IGG.app({
    mount: function (root, ctx) {
      var h = ctx.h, C = ctx.content, init = ctx.state, kit = ctx.kit;
      var material = kit.icons("material");
      function icon(name, size, color) { return material(name, { size: size || 20, color: color }); }
      function iconHTML(name, size) { return icon(name, size).outerHTML; }
      var S = ctx.store();
      var people = C.people;
      var byName = {};
      Object.keys(people).forEach(function (k) { byName[people[k].name] = people[k]; });
      var sheetBySlug = {};
      C.sheets.forEach(function (s) { sheetBySlug[s.slug] = s; });
      var commentsByCell = {};
      C.comments.forEach(function (c) { commentsByCell[c.sheet + "!" + c.cell] = c; });
      if (!sheetBySlug[S.sheet] || (sheetBySlug[S.sheet].hidden && S.unhidden.indexOf(S.sheet) < 0)) S.sheet = "pipeline";
      S.$set({ filter_draft: S.filter_menu ? (S.filter_draft || []) : null });

      function esc(t) { return String(t).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;"); }
      function slugify(t) { return String(t).toLowerCase().normalize("NFD").replace(/[\u0300-\u036f]/g, "").replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, ""); }
      function colName(i) { var s = ""; i += 1; while (i) { var r = (i - 1) % 26; s = String.fromCharCode(65 + r) + s; i = Math.floor((i - 1) / 26); } return s; }
      function colIndex(name) { var n = 0; for (var i = 0; i < name.length; i++) n = n * 26 + (name.charCodeAt(i) - 64); return n - 1; }
      function parseAddr(a) { var m = /^([A-Z]+)(\d+)$/.exec(a); return m ? { c: colIndex(m[1]), r: parseInt(m[2], 10) - 1 } : null; }
      function visibleSheets() { return C.sheets.filter(function (s) { return !s.hidden || S.unhidden.indexOf(s.slug) >= 0; }); }
      function cur() { return sheetBySlug[S.sheet]; }
      function act(name) { S.last_action = name; }

      function btn(id, iconName, label, onClick, opts) {
        opts = opts || {};
        var b = h("button", { class: "gs-ib" + (opts.cls ? " " + opts.cls : ""), id: id, type: "button", "aria-label": label,
          onclick: function (e) { e.stopPropagation(); if (onClick) onClick(e); } },
          icon(iconName, opts.size || 20, opts.color), opts.text ? h("span", { class: "gs-ib-t" }, opts.text) : null,
          opts.caret ? icon("arrow_drop_down", 18) : null);
        if (label && opts.tooltip !== false) kit.tooltip(b, opts.tip || label);
        return b;
      }

      /* ---------------------------------------------------------------- hosts */
      var shell = h("div", { class: "gs-app" });
      var headerHost = h("div", { class: "gs-header" }), toolbarHost = h("div", { class: "gs-toolbar-wrap" });
      var fbarHost = h("div", { class: "gs-fbar" });
      var gridWrap = h("div", { class: "gs-gridwrap" }), panelHost = h("div", { class: "gs-panelhost" });
      var strip = h("div", { class: "gs-strip" });
      var main = h("div", { class: "gs-main" }, gridWrap, panelHost, strip);
      var bottom = h("div", { class: "gs-bottom" });
      var overlayHost = h("div");
      [headerHost, toolbarHost, fbarHost, main, bottom, overlayHost].forEach(function (x) { shell.appendChild(x); });
      root.appendChild(shell);

      /* ---------------------------------------------------------------- menus */
      function mi(prefix, label, extra) {
        var item = Object.assign({ id: "sheets.menu." + prefix + "." + slugify(label), label: label }, extra || {});
        if (item.submenu) {
          item.submenu = item.submenu.map(function (s) {
            if (s.divider || s.heading) return s;
            if (typeof s === "string") return mi(prefix + "." + slugify(label), s);
            return mi(prefix + "." + slugify(label), s.label, s);
          });
        }
        return item;
      }
      var D = { divider: true };
      var MENUS = {
        file: ["File", [
          { label: "New", icon: "material:add_box", submenu: ["Spreadsheet", "From template gallery"] },
          { label: "Open", icon: "material:folder_open", shortcut: "Ctrl+O" },
          { label: "Import", icon: "material:upload_file", run: function () { openImport(); } },
          { label: "Make a copy", icon: "material:file_copy" }, D,
          { label: "Share", icon: "material:person_add", submenu: [{ label: "Share with others", run: function () { openShare(); } }, "Publish to web"] },
          { label: "Email", icon: "material:mail", submenu: ["Email this file", "Email collaborators"] },
          { label: "Download", icon: "material:download", submenu: ["Microsoft Excel (.xlsx)", "OpenDocument (.ods)", "PDF (.pdf)", "Web page (.html)",
            "Comma-separated values (.csv)", "Tab-separated values (.tsv)"] }, D,
          { label: "Rename", icon: "material:edit" }, { label: "Move", icon: "material:drive_file_move" },
          { label: "Add shortcut to Drive", icon: "material:add_to_drive" }, { label: "Move to trash", icon: "material:delete" }, D,
          { label: "Version history", icon: "material:history", submenu: ["Name current version", { label: "See version history", run: function () { openPanel("versions"); } }] },
          { label: "Make available offline", icon: "material:offline_pin" }, D,
          { label: "Details", icon: "material:info" }, { label: "Settings", icon: "material:settings" }, D,
          { label: "Print", icon: "material:print", shortcut: "Ctrl+P" }]],
        edit: ["Edit", [
          { label: "Undo", icon: "material:undo", shortcut: "Ctrl+Z" }, { label: "Redo", icon: "material:redo", shortcut: "Ctrl+Y" }, D,
          { label: "Cut", icon: "material:content_cut", shortcut: "Ctrl+X" }, { label: "Copy", icon: "material:content_copy", shortcut: "Ctrl+C" },
          { label: "Paste", icon: "material:content_paste", shortcut: "Ctrl+V" },
          { label: "Paste special", icon: "material:content_paste_go", submenu: ["Values only", "Format only", "Formula only", "Conditional formatting only",
            "Data validation only", "Transposed", "Column widths only", "All except borders"] }, D,
          { label: "Move", icon: "material:open_with", submenu: ["Row up", "Row down", "Column left", "Column right"] },
          { label: "Delete", icon: "material:delete", submenu: ["Values", "Row", "Column", "Notes"] }, D,
          { label: "Find and replace", icon: "material:find_replace", shortcut: "Ctrl+H", run: function () { openFind(); } }]],
        view: ["View", [
          { label: "Show", icon: "material:visibility", submenu: ["Formula bar", "Gridlines", "Formulas", "Protected ranges"] },
          { label: "Freeze", icon: "material:view_column", submenu: [
            { label: "No rows", run: function () { freeze(0, null); } }, { label: "1 row", run: function () { freeze(1, null); } },
            { label: "2 rows", run: function () { freeze(2, null); } }, D,
            { label: "No columns", run: function () { freeze(null, 0); } }, { label: "1 column", run: function () { freeze(null, 1); } },
            { label: "2 columns", run: function () { freeze(null, 2); } }] },
          { label: "Group", icon: "material:splitscreen", submenu: ["Group rows", "Group columns"] }, D,
          { label: "Comments", icon: "material:comment", submenu: ["Show all comments", "Minimise comments", "Hide comments"] }, D,
          { label: "Hidden sheets", icon: "material:visibility_off", submenu: [{ label: "Lookups", run: function () { unhide("lookups"); } }] }, D,
          { label: "Zoom", icon: "material:zoom_in", submenu: ["50%", "75%", "90%", "100%", "125%", "150%", "200%"].map(function (z) {
            return { label: z, run: function () { S.zoom = parseInt(z, 10); } }; }) },
          { label: "Full screen", icon: "material:fullscreen" }]],
        insert: ["Insert", [
          { label: "Cells", icon: "material:table", submenu: ["Insert cells and shift right", "Insert cells and shift down"] },
          { label: "Rows", icon: "material:table_rows", submenu: ["Insert 1 row above", "Insert 1 row below"] },
          { label: "Columns", icon: "material:view_week", submenu: ["Insert 1 column left", "Insert 1 column right"] },
          { label: "Sheet", icon: "material:add", shortcut: "Shift+F11" }, D,
          { label: "Timeline", icon: "material:view_timeline" }, { label: "Chart", icon: "material:insert_chart" },
          { label: "Pivot table", icon: "material:pivot_table_chart" },
          { label: "Image", icon: "material:image", submenu: ["Insert image in cell", "Insert image over cells"] },
          { label: "Drawing", icon: "material:draw" }, D,
          { label: "Function", icon: "material:functions", submenu: ["SUM", "AVERAGE", "COUNT", "MAX", "MIN", D, "All", "Array", "Database", "Date",
            "Engineering", "Filter", "Financial", "Google", "Info", "Logical", "Lookup", "Math", "Operator", "Statistical", "Text", "Web"] },
          { label: "Link", icon: "material:link", shortcut: "Ctrl+K" }, D,
          { label: "Checkbox", icon: "material:check_box" }, { label: "Dropdown", icon: "material:arrow_drop_down_circle" },
          { label: "Emoji", icon: "material:mood" },
          { label: "Smart chips", icon: "material:chips", submenu: ["People", "File", "Calendar events", "Place", "Finance", "Rating"] }, D,
          { label: "Comment", icon: "material:add_comment", shortcut: "Ctrl+Alt+M" }, { label: "Note", icon: "material:sticky_note_2", shortcut: "Shift+F2" }]],
        format: ["Format", [
          { label: "Theme", icon: "material:palette" }, D,
          { label: "Number", icon: "material:123", submenu: ["Automatic", "Plain text", D, "Number", "Percent", "Scientific", D, "Accounting",
            "Financial", "Currency", "Currency rounded", D, "Date", "Time", "Date time", "Duration", D, "Custom currency",
            "Custom date and time", "Custom number format"] },
          { label: "Text", icon: "material:format_bold", submenu: ["Bold", "Italic", "Underline", "Strikethrough"] },
          { label: "Alignment", icon: "material:format_align_left", submenu: ["Left", "Center", "Right", D, "Top", "Middle", "Bottom"] },
          { label: "Wrapping", icon: "material:wrap_text", submenu: ["Overflow", "Wrap", "Clip"] },
          { label: "Rotation", icon: "material:text_rotation_angleup", submenu: ["None", "Tilt up", "Tilt down", "Stack vertically", "Rotate up", "Rotate down"] }, D,
          { label: "Font size", icon: "material:format_size", submenu: ["6", "7", "8", "9", "10", "11", "12", "14", "18", "24", "36"] },
          { label: "Merge cells", icon: "material:cell_merge", submenu: ["Merge all", "Merge vertically", "Merge horizontally", "Unmerge"] }, D,
          { label: "Convert to table", icon: "material:table_chart" },
          { label: "Conditional formatting", icon: "material:format_color_fill" },
          { label: "Alternating colours", icon: "material:opacity" }, D,
          { label: "Clear formatting", icon: "material:format_clear", shortcut: "Ctrl+\\" }]],
        data: ["Data", [
          { label: "Sort sheet", icon: "material:sort", submenu: ["Sort sheet by column A (A to Z)", "Sort sheet by column A (Z to A)"] },
          { label: "Sort range", icon: "material:sort_by_alpha", submenu: ["Sort range by column A (A to Z)", "Sort range by column A (Z to A)", "Advanced range sorting options"] }, D,
          { label: "Remove filter", icon: "material:filter_alt_off" },
          { label: "Filter views", icon: "material:filter_list", submenu: ["Create new filter view", "Save as filter view", "Filter view options"] },
          { label: "Add a slicer", icon: "material:filter_alt" }, D,
          { label: "Protect sheets and ranges", icon: "material:lock" }, { label: "Named ranges", icon: "material:bookmark" },
          { label: "Named functions", icon: "material:function" }, { label: "Randomise range", icon: "material:shuffle" }, D,
          { label: "Column stats", icon: "material:bar_chart" }, { label: "Data validation", icon: "material:rule" },
          { label: "Data cleanup", icon: "material:cleaning_services", submenu: ["Cleanup suggestions", "Remove duplicates", "Trim whitespace"] },
          { label: "Split text to columns", icon: "material:view_week" }, { label: "Data extraction", icon: "material:data_object" }, D,
          { label: "Data connectors", icon: "material:database", submenu: ["Connect to BigQuery", "Connect to Looker"] }]],
        tools: ["Tools", [
          { label: "Create a new form", icon: "material:list_alt" }, D,
          { label: "Spelling", icon: "material:spellcheck", submenu: ["Spell check", "Personal dictionary"] },
          { label: "Suggestion controls", icon: "material:stars_2", submenu: ["Enable autocomplete", "Enable formula suggestions", "Enable formula corrections"] }, D,
          { label: "Notification settings", icon: "material:notifications", submenu: ["Edit notifications", "Comment notifications"] },
          { label: "Accessibility", icon: "material:accessibility_new" }, D,
          { label: "Activity dashboard", icon: "material:trending_up" }]],
        extensions: ["Extensions", [
          { label: "Add-ons", icon: "material:extension", submenu: ["Get add-ons", "Manage add-ons"] },
          { label: "Macros", icon: "material:play_circle", submenu: ["Record macro", "Import macro", "Manage macros"] },
          { label: "Apps Script", icon: "material:code" },
          { label: "AppSheet", icon: "material:apps", submenu: ["Create an app", "Open AppSheet"] }]],
        help: ["Help", [
          { label: "Search the menus", icon: "material:search", shortcut: "Alt+/" }, D,
          { label: "Help", icon: "material:help" }, { label: "Training", icon: "material:school" }, { label: "Updates", icon: "material:campaign" }, D,
          { label: "Help Sheets improve", icon: "material:feedback" }, D,
          { label: "Privacy Policy" }, { label: "Terms of Service" }, D,
          { label: "Function list", icon: "material:functions" }, { label: "Keyboard shortcuts", icon: "material:keyboard", shortcut: "Ctrl+/" }]],
      };
      var menuItems = {};
      Object.keys(MENUS).forEach(function (k) {
        menuItems[k] = MENUS[k][1].map(function (it) { return it.divider ? it : mi(k, it.label, it); });
      });
      function runItem(item) {
        act(item.id.replace("sheets.menu.", ""));
        if (item.run) item.run();
      }
      function freeze(rows, cols) {
        var sh = cur(), f = S.frozen && S.frozen[sh.slug] ? S.frozen[sh.slug] : { rows: sh.freeze_rows, cols: sh.freeze_cols };
        var next = { rows: rows === null ? f.rows : rows, cols: cols === null ? f.cols : cols };
        var all = Object.assign({}, S.frozen || {}); all[sh.slug] = next; S.frozen = all;
      }

      var menuHandles = {};
      function renderHeader() {
        headerHost.innerHTML = "";
        var bar = h("div", { class: "gs-menubar", id: "sheets.menubar", role: "menubar" });
        Object.keys(MENUS).forEach(function (k) {
          var b = h("button", { class: "gs-mb", id: "sheets.menu." + k, type: "button" }, MENUS[k][0]);
          menuHandles[k] = kit.menu(b, menuItems[k], { id: "sheets.menu." + k + ".list", cls: "gs-menu", placement: "bottom-start",
            onSelect: runItem, onOpen: function () { S.menu = k; }, onClose: function () { if (S.menu === k) S.menu = null; } });
          // Once a menu is open, pointing at another menu-bar item switches to it, as in the real menu bar.
          b.addEventListener("pointerenter", function () {
            var open = Object.keys(menuHandles).filter(function (o) { return menuHandles[o].isOpen(); })[0];
            if (open && open !== k) { menuHandles[open].close("switch"); menuHandles[k].open(); }
          });
          bar.appendChild(b);
        });
        var star = btn("sheets.star", S.starred ? "star-fill" : "star", S.starred ? "Unstar" : "Star", function () { S.starred = !S.starred; renderHeader(); },
          { cls: "sm", size: 18, color: S.starred ? "#f4b400" : null });
        var title = h("div", { class: "gs-titleblock" },
          h("div", { class: "gs-titlerow" },
            h("span", { class: "gs-title", id: "sheets.title", tabindex: "0" }, C.title), star,
            btn("sheets.move", "drive_file_move", "Move", function () { act("header.move"); }, { cls: "sm", size: 18 }),
            btn("sheets.status", "cloud_done", "See document status", function () { act("header.status"); }, { cls: "sm", size: 18 })),
          bar);
        var right = h("div", { class: "gs-hright" },
          btn("sheets.hdr.history", "history", "Last edit was 34 minutes ago", function () { openPanel("versions"); }),
          btn("sheets.hdr.comments", "comment", "Open comment history", function () { openPanel("comments"); }),
          btn("sheets.hdr.meet", "videocam", "Join a call here or present this tab to the call", function () { act("header.meet"); }, { caret: true, cls: "wide" }),
          h("button", { class: "gs-share", id: "sheets.share", type: "button", onclick: function (e) { e.stopPropagation(); openShare(); } },
            icon("lock", 18), h("span", { class: "gs-share-t" }, "Share")),
          btn("sheets.gemini", "stars_2", "Ask Gemini", function () { act("header.gemini"); S.promo = false; renderPromo(); }, { cls: "gem" }),
          h("button", { class: "gs-acct", id: "sheets.account", type: "button", "aria-label": "Google Account: " + C.me.name,
            onclick: function (e) { e.stopPropagation(); act("header.account"); } }, kit.avatar({ name: C.me.name, color: C.me.color }, { size: 32 })));
        headerHost.appendChild(h("div", { class: "gs-hrow" },
          h("div", { class: "gs-logo", id: "sheets.logo", html: SHEETS_LOGO, "aria-label": "Sheets home" }), title, right));
      }

      /* ---------------------------------------------------------------- toolbar */
      var TB = [
        ["undo", "undo", "Undo (Ctrl+Z)"], ["redo", "redo", "Redo (Ctrl+Y)"], ["print", "print", "Print (Ctrl+P)"],
        ["paint", "format_paint", "Paint format"], "zoom", "|",
        ["currency", "attach_money", "Format as currency"], ["percent", "percent", "Format as percent"],
        ["dec-less", "decimal_decrease", "Decrease decimal places"], ["dec-more", "decimal_increase", "Increase decimal places"], "formats", "|",
        "font", "|", "size", "|",
        ["bold", "format_bold", "Bold (Ctrl+B)"], ["italic", "format_italic", "Italic (Ctrl+I)"], ["strike", "strikethrough_s", "Strikethrough (Alt+Shift+5)"],
        ["color", "format_color_text", "Text colour"], "|",
        ["fill", "format_color_fill", "Fill colour", 2], ["borders", "border_all", "Borders", 2], ["merge", "cell_merge", "Merge cells", 2], "|2",
        ["halign", "format_align_left", "Horizontal align", 2], ["valign", "vertical_align_bottom", "Vertical align", 2], ["wrap", "wrap_text", "Text wrapping", 2],
        ["rotate", "text_rotation_angleup", "Text rotation", 2], "|2",
        ["link", "link", "Insert link (Ctrl+K)", 3], ["comment", "add_comment", "Insert comment (Ctrl+Alt+M)", 3], ["chart", "insert_chart", "Insert chart", 3],
        ["filter", "filter_alt", "Create a filter", 3], ["filterviews", "filter_list", "Filter views", 3], "functions",
      ];
      function tbButton(spec, prefix) {
        var b = btn(prefix + spec[0], spec[1], spec[2], function () { act("toolbar." + spec[0]); }, { cls: "tb" });
        if (spec[0] === "bold" || spec[0] === "italic") b.classList.add("tb-t");
        return b;
      }
      function dropdown(id, text, cls, items, onSelect, opts) {
        var b = h("button", { class: "gs-dd " + (cls || ""), id: id, type: "button" }, h("span", { class: "gs-dd-t" }, text), icon("arrow_drop_down", 18));
        kit.menu(b, items, Object.assign({ id: id + ".list", cls: "gs-menu" + (opts && opts.menuCls ? " " + opts.menuCls : ""), onSelect: onSelect,
          onOpen: function () { S.popover = id.replace("sheets.", ""); }, onClose: function () { if (S.popover === id.replace("sheets.", "")) S.popover = null; } }, opts || {}));
        kit.tooltip(b, opts && opts.tip ? opts.tip : text);
        return b;
      }
      var fontDropdown = null;
      function renderToolbar() {
        toolbarHost.innerHTML = "";
        var tb = h("div", { class: "gs-toolbar", id: "sheets.toolbar", role: "toolbar" });
        tb.appendChild(h("button", { class: "gs-search-menus", id: "sheets.tb.search", type: "button", onclick: function (e) { e.stopPropagation(); act("toolbar.search"); } },
          icon("search", 18), h("span", null, "Menus")));
        var overflow = [];
        TB.forEach(function (spec) {
          var el;
          if (spec === "|" || spec === "|2") { el = h("span", { class: "gs-sep" + (spec === "|2" ? " p2" : "") }); }
          else if (spec === "zoom") {
            el = dropdown("sheets.tb.zoom", S.zoom + "%", "zoom", ["Fit", "50%", "75%", "90%", "100%", "125%", "150%", "200%"].map(function (z) {
              return { id: "sheets.zoom." + slugify(z), label: z, checked: z === S.zoom + "%" }; }),
              function (item) { var z = parseInt(item.label, 10); if (z) S.zoom = z; act("view.zoom." + slugify(item.label)); }, { tip: "Zoom" });
          } else if (spec === "formats") {
            el = dropdown("sheets.tb.formats", "123", "fmt", ["Automatic", "Plain text", D, "Number", "Percent", "Scientific", D, "Accounting", "Financial",
              "Currency", "Currency rounded", D, "Date", "Time", "Date time", "Duration"].map(function (f) {
                return f.divider ? f : { id: "sheets.formats." + slugify(f), label: f }; }),
              function (item) { act("formats." + item.id.slice(15)); }, { tip: "More formats" });
          } else if (spec === "font") {
            el = fontDropdown = dropdown("sheets.tb.font", S.font || "Defaul...", "font", C.fonts.map(function (f) {
              return { id: "sheets.font." + slugify(f), label: h("span", { style: { fontFamily: f } }, f), checked: f === S.font }; }),
              function (item) { S.font = C.fonts.filter(function (f) { return "sheets.font." + slugify(f) === item.id; })[0]; renderToolbar(); },
              { tip: "Font", menuCls: "gs-fontmenu" });
          } else if (spec === "size") {
            el = h("span", { class: "gs-size" }, btn("sheets.tb.size-down", "remove", "Decrease font size", function () { act("toolbar.size-down"); }, { cls: "tb sm", size: 18 }),
              h("span", { class: "gs-size-v", id: "sheets.tb.size" }, "10"), btn("sheets.tb.size-up", "add", "Increase font size", function () { act("toolbar.size-up"); }, { cls: "tb sm", size: 18 }));
          } else if (spec === "functions") {
            el = h("span", { class: "p3" }, dropdown("sheets.tb.functions", "", "fn", ["SUM", "AVERAGE", "COUNT", "MAX", "MIN"].map(function (f) {
              return { id: "sheets.fn." + f.toLowerCase(), label: f }; }).concat([D, { id: "sheets.fn.all", label: "All", submenu: ["Array", "Database", "Date",
              "Engineering", "Filter", "Financial", "Logical", "Lookup", "Math", "Statistical", "Text"].map(function (g) { return { id: "sheets.fn.all." + g.toLowerCase(), label: g }; }) }]),
              function (item) { act("insert.function." + item.id.slice(10)); }, { tip: "Functions" }));
            el.firstChild.insertBefore(icon("functions", 18), el.firstChild.firstChild);
          } else {
            el = tbButton(spec, "sheets.tb.");
            if (spec[3]) { el.classList.add("p" + spec[3]); overflow.push(spec); }
          }
          tb.appendChild(el);
        });
        // On narrower windows the toolbar's tail folds into "More" (the real toolbar does the same).
        var more = h("button", { class: "gs-ib tb gs-more", id: "sheets.tb.more", type: "button", "aria-label": "More" }, icon("more_vert", 20));
        kit.popover(more, function () {
          return h("div", { class: "gs-tbmore" }, overflow.map(function (spec) { return tbButton(spec, "sheets.tbmore."); }));
        }, { id: "sheets.tbmore", placement: "bottom-end", cls: "gs-tbmore-pop",
             onOpen: function () { S.popover = "tb.more"; }, onClose: function () { if (S.popover === "tb.more") S.popover = null; } });
        tb.appendChild(more);
        tb.appendChild(h("span", { class: "gs-tb-fill" }));
        tb.appendChild(btn("sheets.tb.hidemenus", "keyboard_arrow_up", "Hide the menus (Ctrl+Shift+F)", function () { act("toolbar.hide-menus"); }, { cls: "tb" }));
        toolbarHost.appendChild(tb);
      }

      /* ---------------------------------------------------------------- formula bar */
      var nameBox, fxText;
      function selParts() {
        var sel = S.selected && S.selected.indexOf(S.sheet + "!") === 0 ? S.selected.slice(S.sheet.length + 1) : "A1";
        return sel;
      }
      function renderFbar() {
        fbarHost.innerHTML = "";
        nameBox = h("span", { class: "gs-nb-t", id: "sheets.namebox.value" }, "A1");
        var nb = h("div", { class: "gs-namebox", id: "sheets.namebox" }, nameBox);
        var nbArrow = h("button", { class: "gs-nb-arrow", id: "sheets.namebox.menu", type: "button", "aria-label": "Named ranges" }, icon("arrow_drop_down", 18));
        kit.menu(nbArrow, C.named_ranges.map(function (n) {
          return { id: "sheets.named." + slugify(n.name), label: h("span", { class: "gs-named" }, h("b", null, n.name), h("span", null, n.range)) };
        }).concat([D, { id: "sheets.named.manage", label: "Manage named ranges" }]), { id: "sheets.namebox.list", cls: "gs-menu", placement: "bottom-start",
          onOpen: function () { S.popover = "namebox"; }, onClose: function () { if (S.popover === "namebox") S.popover = null; },
          onSelect: function (item) {
            var n = C.named_ranges.filter(function (x) { return "sheets.named." + slugify(x.name) === item.id; })[0];
            if (!n) { act("named.manage"); return; }
            var sheetName = n.range.split("!")[0], slug = C.sheets.filter(function (s) { return s.name === sheetName; })[0].slug;
            if (slug !== S.sheet) { if (sheetBySlug[slug].hidden) unhide(slug); else S.sheet = slug; }
            S.selected = slug + "!" + n.range.split("!")[1];
          } });
        fxText = h("div", { class: "gs-fx-t", id: "sheets.formula" });
        fbarHost.appendChild(h("div", { class: "gs-fbar-in" }, nb, nbArrow, h("span", { class: "gs-fbar-sep" }),
          h("span", { class: "gs-fx" }, icon("function", 18, "#5f6368")), fxText));
        updateFbar();
      }
      function cellAt(sh, r, c) { var row = sh.rows[r]; return (row && row[c]) || null; }
      function shownCell(sh, r, c) {
        var key = sh.slug + "!" + colName(c) + (r + 1);
        var base = cellAt(sh, rowOrder(sh)[r] === undefined ? r : rowOrder(sh)[r], c);
        if (S.edits[key] !== undefined) return Object.assign({}, base || {}, { v: S.edits[key], f: null });
        if (sh.slug === "imports") return importCell(r, c);
        return base;
      }
      function updateFbar() {
        if (!nameBox) return;
        var sel = selParts();
        nameBox.textContent = sel;
        var a = parseAddr(sel), text = "";
        if (a) { var cl = shownCell(cur(), a.r, a.c); text = cl ? (cl.f || cl.v || "") : ""; }
        fxText.textContent = text;
      }

      /* ---------------------------------------------------------------- grid */
      var scroller = null, gridTable = null, objLayer = null;
      var orderCache = {};
      function dataEnd(sh) {
        for (var r = 1; r < sh.rows.length; r++) if (!sh.rows[r] || !sh.rows[r].length || sh.rows[r].every(function (c) { return !c.v; })) return r;
        return sh.rows.length;
      }
      function rowOrder(sh) {
        var key = sh.slug + "|" + (S.sort || "");
        if (orderCache.key === key) return orderCache.order;
        var order = sh.rows.map(function (_, i) { return i; });
        if (S.sort && sh.filter) {
          var parts = S.sort.split(":"), c = colIndex(parts[0]), dir = parts[1] === "desc" ? -1 : 1, end = dataEnd(sh);
          var body = order.slice(1, end).sort(function (a, b) {
            var x = sh.rows[a][c] || {}, y = sh.rows[b][c] || {};
            var cmp = x.n !== undefined && y.n !== undefined ? x.n - y.n : String(x.v).localeCompare(String(y.v));
            return cmp * dir || a - b;
          });
          order = [0].concat(body, order.slice(end));
        }
        orderCache = { key: key, order: order };
        return order;
      }
      function frozenOf(sh) { return S.frozen && S.frozen[sh.slug] ? S.frozen[sh.slug] : { rows: sh.freeze_rows, cols: sh.freeze_cols }; }
      function widthsOf(sh) {
        var n = Math.max(sh.widths.length + 2, 26), out = [];
        for (var i = 0; i < n; i++) out.push(sh.widths[i] || 100);
        return out;
      }
      var ARROW = null, FILTER_ICON = null, FILTERED_ICON = null, MENU_ARROW = null;
      function chipHTML(name) {
        var p = byName[name];
        if (!p) return esc(name);
        return '<span class="pchip" data-person="' + p.key + '"><span class="pav" style="background:' + p.color + '">' + esc(name.charAt(0)) +
          "</span>" + esc(name) + "</span>";
      }
      // IMPORTRANGE on the Imports sheet: "Loading..." then #REF! until access is allowed, then the data.
      var importPhase = "loading";
      function importCell(r, c) {
        var sh = sheetBySlug.imports;
        if (importPhase === "loaded") {
          var row = sh.import_data[r];
          if (!row || row[c] === undefined) return null;
          var cl = { v: row[c], c: r === 0 ? "b" : (c > 0 ? "num" : null) };
          if (r === 0 && c === 0) cl.f = sh.rows[0][0].f;
          return cl;
        }
        if (r === 0 && c === 0) return { v: importPhase === "ref" ? "#REF!" : "Loading...", f: sh.rows[0][0].f, c: importPhase === "ref" ? "err" : "import" };
        return null;
      }

      // The grid is one <table>: the column letters (thead) and the frozen rows are always drawn;
      // the other rows are drawn in a window around the scroller's view (spacer rows keep the full
      // height), redrawn as the grid scrolls, as the real grid draws only what is on screen.
      var G = null;  // the geometry of the grid shown
      function renderGrid(keepScroll) {
        var sh = cur();
        var prev = scroller && keepScroll ? { top: scroller.scrollTop, left: scroller.scrollLeft } : null;
        gridWrap.innerHTML = "";
        ARROW = ARROW || iconHTML("arrow_drop_down", 16);
        FILTER_ICON = FILTER_ICON || iconHTML("filter_list", 16);
        FILTERED_ICON = FILTERED_ICON || iconHTML("filter_alt", 14);
        MENU_ARROW = MENU_ARROW || iconHTML("arrow_drop_down", 18);
        var widths = widthsOf(sh), fz = frozenOf(sh), order = rowOrder(sh);
        var lefts = [RH_W];
        for (var i = 0; i < widths.length; i++) lefts.push(lefts[i] + widths[i]);
        var total = lefts[widths.length];
        var fv = S.filter_values || {};
        var hiddenRows = {};
        if (sh.filter) {
          var end = dataEnd(sh);
          Object.keys(fv).forEach(function (col) {
            var c = colIndex(col), bad = fv[col] || [];
            for (var r = 1; r < end; r++) { var cl = cellAt(sh, order[r], c); if (bad.indexOf(cl ? cl.v : "") >= 0) hiddenRows[r] = true; }
          });
        }
        var rowCount = Math.max(sh.row_count, sh.rows.length + 5);
        if (sh.slug === "imports" && importPhase === "loaded") rowCount = Math.max(rowCount, sh.import_data.length + 5);
        var vis = [];
        for (var r = fz.rows; r < rowCount; r++) if (!hiddenRows[r]) vis.push(r);
        G = { sh: sh, widths: widths, fz: fz, lefts: lefts, vis: vis, i0: -1, i1: -1, frozenH: 0 };
        for (var f = 0; f < fz.rows; f++) G.frozenH += ROW_H + (f === fz.rows - 1 ? 2 : 0);
        var selAddr = parseAddr(selParts());
        var html = ['<table class="gs-grid" style="width:' + total + 'px"><colgroup><col style="width:' + RH_W + 'px">'];
        widths.forEach(function (w) { html.push('<col style="width:' + w + 'px">'); });
        html.push('</colgroup><thead><tr><th class="corner" data-igg-id="sheets.grid.' + sh.slug + '.corner"></th>');
        widths.forEach(function (w, c) {
          var cn = colName(c), cls = "ch" + (c < fz.cols ? " fz" : "") + (c === fz.cols - 1 ? " fzl" : "") + (selAddr && selAddr.c === c ? " on" : "");
          html.push('<th class="' + cls + '" data-col="' + cn + '" data-igg-id="sheets.col.' + sh.slug + "." + cn + '"' +
            (c < fz.cols ? ' style="left:' + lefts[c] + 'px"' : "") + ">" + cn +
            '<button class="ch-menu" type="button" aria-label="Column ' + cn + ' actions" data-igg-id="sheets.col.' + sh.slug + "." + cn + '.menu">' + MENU_ARROW + "</button></th>");
        });
        html.push("</tr></thead><tbody></tbody></table>");
        var sheetEl = h("div", { class: "gs-sheet", style: { width: total + "px", zoom: S.zoom === 100 ? null : String(S.zoom / 100) } });
        sheetEl.innerHTML = html.join("");
        var addRows = h("div", { class: "gs-addrows", style: { width: Math.min(total, 900) + "px" } },
          h("button", { class: "gs-btn", id: "sheets.addrows." + sh.slug, type: "button", onclick: function (e) { e.stopPropagation(); act("grid.add-rows." + sh.slug); } }, "Add"),
          h("span", { class: "gs-addrows-n" }, "1000"), h("span", null, "more rows at the bottom"));
        sheetEl.appendChild(addRows);
        objLayer = h("div", { class: "gs-objs" });
        sheetEl.appendChild(objLayer);
        scroller = h("div", { class: "gs-scroller", id: "sheets.grid." + sh.slug }, sheetEl);
        gridWrap.appendChild(scroller);
        gridTable = sheetEl.firstChild;
        G.tbody = gridTable.querySelector("tbody");
        wireGrid(gridTable, sh);
        renderObjects();
        if (prev) { scroller.scrollTop = prev.top; scroller.scrollLeft = prev.left; }
        renderRows(true);
        scroller.addEventListener("scroll", function () { hideCards(); renderRows(false); }, { passive: true });
        updateFbar();
        renderImportPopup();
      }
      function rowHTML(r, selAddr) {
        var sh = G.sh, fz = G.fz, widths = G.widths, lefts = G.lefts, fv = S.filter_values || {};
        var frozenRow = r < fz.rows;
        var top = HEAD_H + r * ROW_H;
        var html = ['<tr' + (frozenRow ? ' class="fr' + (r === fz.rows - 1 ? " frl" : "") + '"' : "") + ">"];
        html.push('<th class="rh' + (frozenRow ? " fz" : "") + (r === fz.rows - 1 ? " frl" : "") + (selAddr && selAddr.r === r ? " on" : "") + '" data-row="' + (r + 1) +
          '" data-igg-id="sheets.row.' + sh.slug + "." + (r + 1) + '"' + (frozenRow ? ' style="top:' + top + 'px"' : "") + ">" + (r + 1) + "</th>");
        for (var c = 0; c < widths.length; c++) {
          var addr = colName(c) + (r + 1);
          var cl = shownCell(sh, r, c);
          var cls = [], styles = [];
          if (cl && cl.c) cls.push(cl.c);
          if (c < fz.cols) { cls.push("fc"); styles.push("left:" + lefts[c] + "px"); if (c === fz.cols - 1) cls.push("fcl"); }
          if (frozenRow) { cls.push("frc"); styles.push("top:" + top + "px"); }
          var cm = commentsByCell[sh.slug + "!" + addr];
          if (cm && S.resolved.indexOf(cm.id) < 0) cls.push("cmt");
          if (selAddr && selAddr.r === r && selAddr.c === c) cls.push("sel");
          var inner = "";
          if (cl && cl.v) {
            if (cl.c && cl.c.indexOf("chip") >= 0) inner = chipHTML(cl.v);
            else if (cl.c && cl.c.indexOf("dd") === 0) inner = '<span class="ddchip ' + cl.c.split(" ")[1] + '">' + esc(cl.v) + ARROW + "</span>";
            else inner = esc(cl.v);
          }
          if (sh.filter && r === 0 && c < sh.widths.length) {
            var filtered = fv[colName(c)] && fv[colName(c)].length;
            inner = '<span class="hdt">' + inner + '</span><button class="fbtn' + (filtered ? " on" : "") + '" type="button" aria-label="Filter ' + esc(cl ? cl.v : "") +
              '" data-igg-id="sheets.filter.' + colName(c) + '">' + (filtered ? FILTERED_ICON : FILTER_ICON) + "</button>";
            cls.push("fhd");
          }
          html.push('<td data-igg-id="sheets.' + sh.slug + "." + addr + '"' + (cls.length ? ' class="' + cls.join(" ") + '"' : "") +
            (styles.length ? ' style="' + styles.join(";") + '"' : "") + ">" + inner + "</td>");
        }
        html.push("</tr>");
        return html.join("");
      }
      var BUFFER = 8;
      function renderRows(force) {
        if (!G || !scroller) return;
        var zoom = S.zoom / 100, n = G.vis.length;
        var first = Math.max(0, Math.floor(scroller.scrollTop / zoom / ROW_H) - 1);
        var count = Math.ceil(scroller.clientHeight / zoom / ROW_H) + 2;
        if (!force && G.i0 >= 0 && first - 4 >= G.i0 && Math.min(n, first + count + 4) <= G.i1) return;
        var i0 = Math.max(0, first - BUFFER), i1 = Math.min(n, first + count + BUFFER);
        var selAddr = parseAddr(selParts());
        var html = [];
        for (var r = 0; r < G.fz.rows; r++) html.push(rowHTML(r, selAddr));
        var span = G.widths.length + 1;
        if (i0 > 0) html.push('<tr class="sp"><td colspan="' + span + '" style="height:' + i0 * ROW_H + 'px"></td></tr>');
        for (var i = i0; i < i1; i++) html.push(rowHTML(G.vis[i], selAddr));
        if (i1 < n) html.push('<tr class="sp"><td colspan="' + span + '" style="height:' + (n - i1) * ROW_H + 'px"></td></tr>');
        G.tbody.innerHTML = html.join("");
        G.i0 = i0; G.i1 = i1;
      }
      function scrollTo(top, left) { if (scroller) { scroller.scrollTop = top; scroller.scrollLeft = left; renderRows(false); } }

      function updateSelection() {
        if (!gridTable) return;
        Array.prototype.forEach.call(gridTable.querySelectorAll(".sel, th.on"), function (el) { el.classList.remove("sel", "on"); });
        var a = parseAddr(selParts());
        if (a) {
          var td = gridTable.querySelector('[data-igg-id="sheets.' + S.sheet + "." + colName(a.c) + (a.r + 1) + '"]');
          if (td) td.classList.add("sel");
          var ch = gridTable.querySelector('[data-igg-id="sheets.col.' + S.sheet + "." + colName(a.c) + '"]');
          var rh = gridTable.querySelector('[data-igg-id="sheets.row.' + S.sheet + "." + (a.r + 1) + '"]');
          if (ch) ch.classList.add("on");
          if (rh) rh.classList.add("on");
        }
        updateFbar();
        renderStats();
        renderImportPopup();
      }

      /* Cells: one set of listeners on the table. */
      var hoverTimer = null, card = null, cardFor = null;
      function hideCards() { clearTimeout(hoverTimer); if (card && !card.pinned) { card.close(); card = null; cardFor = null; } }
      function wireGrid(table, sh) {
        table.addEventListener("click", function (e) {
          var t = e.target;
          var fb = t.closest(".fbtn");
          if (fb) { e.stopPropagation(); openFilterMenu(fb.getAttribute("data-igg-id").slice(14), fb); return; }
          var cm = t.closest(".ch-menu");
          if (cm) { e.stopPropagation(); openColMenu(cm.parentElement.getAttribute("data-col"), cm.getBoundingClientRect()); return; }
          var th = t.closest("th");
          if (th && th.classList.contains("ch")) { S.selected = sh.slug + "!" + th.getAttribute("data-col") + ":" + th.getAttribute("data-col"); return; }
          if (th && th.classList.contains("rh")) { S.selected = sh.slug + "!" + th.getAttribute("data-row") + ":" + th.getAttribute("data-row"); return; }
          if (th) { S.selected = sh.slug + "!all"; return; }
          var td = t.closest("td[data-igg-id]");
          if (!td) return;
          var addr = td.getAttribute("data-igg-id").split(".").pop();
          var dd = t.closest(".ddchip");
          S.selected = sh.slug + "!" + addr;
          var c = commentsByCell[sh.slug + "!" + addr];
          if (c && S.resolved.indexOf(c.id) < 0) { S.comment_open = c.id; showComment(c, td, true); }
          else if (S.comment_open) { S.comment_open = null; closeCard(); }
          if (dd) openStageDropdown(addr, dd);
        });
        table.addEventListener("contextmenu", function (e) {
          e.preventDefault();
          var th = e.target.closest("th.ch"), td = e.target.closest("td[data-igg-id]");
          if (th) openColMenu(th.getAttribute("data-col"), { x: e.clientX, y: e.clientY });
          else if (td) { var addr = td.getAttribute("data-igg-id").split(".").pop(); S.selected = sh.slug + "!" + addr; openCellMenu(addr, { x: e.clientX, y: e.clientY }); }
        });
        table.addEventListener("pointerover", function (e) {
          var chip = e.target.closest(".pchip"), td = e.target.closest("td[data-igg-id]");
          var key = chip ? "p:" + chip.getAttribute("data-person") + "@" + td.getAttribute("data-igg-id") : null;
          var cmt = !chip && td ? commentsByCell[sh.slug + "!" + td.getAttribute("data-igg-id").split(".").pop()] : null;
          if (cmt && S.resolved.indexOf(cmt.id) >= 0) cmt = null;
          if (cmt) key = "c:" + cmt.id;
          if (key === cardFor) return;
          clearTimeout(hoverTimer);
          if (card && !card.pinned && !(card.el() && card.el().matches(":hover"))) { card.close(); card = null; cardFor = null; }
          if (!key) return;
          hoverTimer = setTimeout(function () {
            if (chip) showPerson(byName[chip.textContent.slice(1)] || people[chip.getAttribute("data-person")], chip, key);
            else showComment(cmt, td, false);
          }, chip ? 500 : 300);
        });
        table.addEventListener("pointerleave", function () { clearTimeout(hoverTimer); });
      }
      function closeCard() { if (card) { card.close(); card = null; cardFor = null; } }
      function showPerson(p, anchor, key) {
        closeCard();
        cardFor = key;
        var pop = kit.popover(anchor, function () {
          return h("div", { class: "gs-pcard", id: "sheets.person." + p.key },
            h("div", { class: "gs-pcard-top" }, kit.avatar({ name: p.name, color: p.color }, { size: 56 }),
              h("div", null, h("div", { class: "gs-pcard-n" }, p.name), h("div", { class: "gs-pcard-r" }, p.role), h("div", { class: "gs-pcard-e" }, p.email))),
            h("div", { class: "gs-pcard-acts" },
              pbtn("email", "mail", "Send email"), pbtn("chat", "chat", "Chat"), pbtn("event", "calendar_month", "Schedule event"),
              pbtn("card", "contact_page", "Open detailed view")));
          function pbtn(k, ic, label) {
            var b = h("button", { class: "gs-ib", id: "sheets.person." + p.key + "." + k, type: "button", "aria-label": label,
              onclick: function (e) { e.stopPropagation(); act("person." + p.key + "." + k); closeCard(); } }, icon(ic, 20));
            kit.tooltip(b, label);
            return b;
          }
        }, { trigger: "none", placement: "bottom-start", cls: "gs-card", closeOnOutside: true,
             onClose: function () { if (card === pop) { card = null; cardFor = null; } } });
        card = pop;
        pop.open();
        var el = pop.el();
        el.addEventListener("pointerleave", function () { setTimeout(function () { if (card === pop && !pop.el().matches(":hover")) closeCard(); }, 300); });
      }
      function showComment(c, td, pinned) {
        closeCard();
        cardFor = "c:" + c.id;
        var who = people[c.author];
        var pop = kit.popover(td, function () {
          return h("div", { class: "gs-ccard", id: "sheets.cmtcard." + c.id },
            h("div", { class: "gs-cc-head" }, kit.avatar({ name: who.name, color: who.color }, { size: 32 }),
              h("div", { class: "gs-cc-who" }, h("div", { class: "gs-cc-n" }, who.name), h("div", { class: "gs-cc-w" }, c.when)),
              btn("sheets.cmtcard." + c.id + ".resolve", "check", "Mark as resolved and hide discussion", function () { resolve(c.id); }, { cls: "sm", color: "#1a73e8" }),
              btn("sheets.cmtcard." + c.id + ".more", "more_vert", "More options", function () { act("comment." + c.id + ".more"); }, { cls: "sm" })),
            h("div", { class: "gs-cc-text" }, c.text),
            h("div", { class: "gs-cc-reply", id: "sheets.cmtcard." + c.id + ".reply" }, "Reply or add others with @"));
        }, { trigger: "none", placement: "right-start", cls: "gs-card", closeOnOutside: false,
             onClose: function () { if (card === pop) { card = null; cardFor = null; } } });
        pop.pinned = pinned;
        card = pop;
        pop.open();
        var el = pop.el();
        if (!pinned) el.addEventListener("pointerleave", function () { setTimeout(function () { if (card === pop && !pop.pinned && !pop.el().matches(":hover")) closeCard(); }, 300); });
      }
      function resolve(id) {
        if (S.resolved.indexOf(id) < 0) S.resolved = S.resolved.concat([id]).sort();
        if (S.comment_open === id) S.comment_open = null;
        closeCard();
        renderGrid(true);
        if (S.panel === "comments") renderPanel();
      }
      // Clicking elsewhere closes a pinned comment.
      document.addEventListener("pointerdown", function (e) {
        if (card && card.pinned && card.el() && !card.el().contains(e.target)) { var td = e.target.closest && e.target.closest("td[data-igg-id]"); if (!td) { S.comment_open = null; closeCard(); } }
      }, true);

      /* Data validation dropdown chips (Stage). */
      function openStageDropdown(addr, anchor) {
        var m = kit.menu(anchor, C.stages.map(function (s) {
          return { id: "sheets.ddopt." + slugify(s), label: h("span", { class: "ddchip dd-" + slugify(s) }, s) };
        }), { id: "sheets.ddopt", cls: "gs-menu gs-ddmenu", trigger: "none", placement: "bottom-start",
              onSelect: function (item) {
                var v = C.stages.filter(function (s) { return "sheets.ddopt." + slugify(s) === item.id; })[0];
                var e = Object.assign({}, S.edits); e[S.sheet + "!" + addr] = v; S.edits = e; renderGrid(true);
              },
              onClose: function () { if (S.popover === "dropdown") S.popover = null; } });
        S.popover = "dropdown";
        m.open();
      }

      /* Context menus (right click) on cells and column headers, and the column header's own menu button. */
      var ctxMenu = null;
      function openCellMenu(addr, point) {
        if (ctxMenu) ctxMenu.close("reopen");
        function it(label, extra) { return Object.assign({ id: "sheets.ctx." + slugify(label), label: label }, extra || {}); }
        var items = [it("Cut", { icon: "material:content_cut", shortcut: "Ctrl+X" }), it("Copy", { icon: "material:content_copy", shortcut: "Ctrl+C" }),
          it("Paste", { icon: "material:content_paste", shortcut: "Ctrl+V" }),
          it("Paste special", { icon: "material:content_paste_go", submenu: ["Values only", "Format only", "Formula only", "Transposed"].map(function (x) { return it(x); }) }), D,
          it("Insert 1 row above", { icon: "material:add" }), it("Insert 1 column left", { icon: "material:add" }),
          it("Insert cells", { icon: "material:add", submenu: [it("Insert cells and shift right"), it("Insert cells and shift down")] }), D,
          it("Delete row", { icon: "material:delete" }), it("Delete column", { icon: "material:delete" }),
          it("Delete cells", { icon: "material:delete", submenu: [it("Delete cells and shift left"), it("Delete cells and shift up")] }), D,
          it("Convert to table", { icon: "material:table_chart" }), it("Filter by cell value", { icon: "material:filter_alt" }), D,
          it("Show edit history", { icon: "material:history" }), it("Insert link", { icon: "material:link" }),
          it("Comment", { icon: "material:add_comment", shortcut: "Ctrl+Alt+M" }), it("Insert note", { icon: "material:sticky_note_2" }),
          it("Smart chips", { icon: "material:chips", submenu: [it("Convert to people chip"), it("Convert to file chip"), it("Convert to place chip")] }),
          it("Dropdown", { icon: "material:arrow_drop_down_circle" }), D,
          it("View more cell actions", { icon: "material:more_vert", submenu: [it("Get link to this cell"), it("Define named range"), it("Protect range"),
            it("Conditional formatting"), it("Data validation"), it("Column stats")] })];
        ctxMenu = kit.menu(gridWrap, items, { id: "sheets.ctx", cls: "gs-menu", trigger: "none",
          onSelect: function (item) { act("ctx." + item.id.slice(11) + "@" + addr); },
          onClose: function () { S.context = null; ctxMenu = null; } });
        S.context = "cell:" + addr;
        ctxMenu.open(point);
      }
      function openColMenu(col, at) {
        if (ctxMenu) ctxMenu.close("reopen");
        function it(label, extra) { return Object.assign({ id: "sheets.colmenu." + slugify(label), label: label }, extra || {}); }
        var items = [it("Cut", { icon: "material:content_cut" }), it("Copy", { icon: "material:content_copy" }), it("Paste", { icon: "material:content_paste" }), D,
          it("Insert 1 column left", { icon: "material:add" }), it("Insert 1 column right", { icon: "material:add" }),
          it("Delete column", { icon: "material:delete" }), it("Clear column", { icon: "material:close" }), it("Hide column", { icon: "material:visibility_off" }),
          it("Resize column", { icon: "material:width_normal" }), D,
          it("Sort sheet A to Z", { icon: "material:sort_by_alpha" }), it("Sort sheet Z to A", { icon: "material:sort_by_alpha" }), D,
          it("Conditional formatting", { icon: "material:format_color_fill" }), it("Data validation", { icon: "material:rule" }),
          it("Column stats", { icon: "material:bar_chart" }), it("Dropdown", { icon: "material:arrow_drop_down_circle" }),
          it("Data cleanup", { icon: "material:cleaning_services", submenu: [it("Cleanup suggestions"), it("Remove duplicates"), it("Trim whitespace")] })];
        ctxMenu = kit.menu(gridWrap, items, { id: "sheets.colmenu", cls: "gs-menu", trigger: "none",
          onSelect: function (item) {
            act("col." + item.id.slice(15) + "@" + col);
            if (item.id === "sheets.colmenu.sort-sheet-a-to-z" || item.id === "sheets.colmenu.sort-sheet-z-to-a") S.sort = col + (item.id.slice(-6) === "a-to-z" ? ":asc" : ":desc");
          },
          onClose: function () { S.context = null; ctxMenu = null; } });
        S.context = "col:" + col;
        S.selected = S.sheet + "!" + col + ":" + col;
        ctxMenu.open(at.width !== undefined ? { x: at.left, y: at.bottom } : at);
      }

      /* The filter menu of a filtered header: sorting, filter by condition, filter by values (checkboxes). */
      var filterPop = null;
      function openFilterMenu(col, anchor) {
        if (filterPop) filterPop.close("reopen");
        var sh = cur(), c = colIndex(col), end = dataEnd(sh), seen = {}, values = [];
        for (var r = 1; r < end; r++) { var cl = sh.rows[r][c]; var v = cl ? cl.v : ""; if (!seen[v]) { seen[v] = 1; values.push(v); } }
        values.sort(function (a, b) { return String(a).localeCompare(String(b), undefined, { numeric: true }); });
        if (!S.filter_draft || S.filter_menu !== col) S.filter_draft = (S.filter_values[col] || []).slice();
        S.filter_menu = col;
        filterPop = kit.popover(anchor, function () {
          var list = h("div", { class: "gs-fm-list", id: "sheets.fm.values" });
          values.forEach(function (v) {
            var on = S.filter_draft.indexOf(v) < 0;
            var row = h("div", { class: "gs-fm-val" + (on ? " on" : ""), id: "sheets.fm.val." + (slugify(v) || "blanks"), role: "checkbox", "aria-checked": String(on),
              onclick: function (e) {
                e.stopPropagation();
                var d = S.filter_draft.filter(function (x) { return x !== v; });
                if (on) d.push(v);
                S.filter_draft = d.sort(); on = !on;
                row.classList.toggle("on", on); row.setAttribute("aria-checked", String(on));
                row.firstChild.innerHTML = ""; row.firstChild.appendChild(icon(on ? "check_box" : "check_box_outline_blank", 20, on ? "#0b57d0" : "#444746"));
              } }, h("span", { class: "gs-fm-cb" }, icon(on ? "check_box" : "check_box_outline_blank", 20, on ? "#0b57d0" : "#444746")), h("span", null, v || "(Blanks)"));
            list.appendChild(row);
          });
          if (S.filter_scroll) setTimeout(function () { list.scrollTop = S.filter_scroll; }, 0);
          function sortItem(k, label) {
            return h("div", { class: "gs-fm-item", id: "sheets.fm." + k, role: "menuitem", onclick: function (e) { e.stopPropagation(); S.sort = col + ":" + (k === "sort-asc" ? "asc" : "desc"); filterPop.close("select"); renderGrid(true); } },
              icon("sort_by_alpha", 18), h("span", null, label));
          }
          function sub(k, label) { return h("div", { class: "gs-fm-item sub", id: "sheets.fm." + k, role: "menuitem", onclick: function (e) { e.stopPropagation(); act("filter." + k + "@" + col); } }, h("span", null, label), icon("arrow_right", 18)); }
          return h("div", { class: "gs-fm" },
            sortItem("sort-asc", "Sort A \u2192 Z"), sortItem("sort-desc", "Sort Z \u2192 A"), h("div", { class: "gs-fm-div" }),
            sub("sort-color", "Sort by colour"), sub("filter-color", "Filter by colour"), h("div", { class: "gs-fm-div" }),
            h("div", { class: "gs-fm-sec", id: "sheets.fm.condition", onclick: function (e) { e.stopPropagation(); act("filter.condition@" + col); } }, icon("arrow_right", 18), "Filter by condition"),
            h("div", { class: "gs-fm-sec open" }, icon("arrow_drop_down", 18), "Filter by values"),
            h("div", { class: "gs-fm-links" },
              h("a", { id: "sheets.fm.select-all", onclick: function (e) { e.stopPropagation(); S.filter_draft = []; filterPop.close("reopen"); openFilterMenu(col, anchor); } }, "Select all " + values.length),
              " - ", h("a", { id: "sheets.fm.clear", onclick: function (e) { e.stopPropagation(); S.filter_draft = values.slice().sort(); filterPop.close("reopen"); openFilterMenu(col, anchor); } }, "Clear"),
              h("span", { class: "gs-fm-count" }, "Displaying " + values.length)),
            h("div", { class: "gs-fm-search" }, h("input", { type: "text", "aria-label": "Search values" }), icon("search", 18)),
            list,
            h("div", { class: "gs-fm-btns" },
              h("button", { class: "gs-btn", id: "sheets.fm.cancel", type: "button", onclick: function (e) { e.stopPropagation(); filterPop.close("cancel"); } }, "Cancel"),
              h("button", { class: "gs-btn primary", id: "sheets.fm.ok", type: "button", onclick: function (e) {
                e.stopPropagation();
                var fv = Object.assign({}, S.filter_values); if (S.filter_draft.length) fv[col] = S.filter_draft.slice(); else delete fv[col];
                S.filter_values = fv; filterPop.close("ok"); renderGrid(true);
              } }, "OK")));
        }, { id: "sheets.fm", trigger: "none", placement: "bottom-end", cls: "gs-fm-pop",
             onClose: function () { S.$set({ filter_menu: null, filter_draft: null }); filterPop = null; } });
        filterPop.open();
      }

      /* ---------------------------------------------------------------- floating objects */
      function chartSVG(o) {
        var W = o.w - 16, H = o.h - 44, out = ['<svg width="' + W + '" height="' + H + '" viewBox="0 0 ' + W + " " + H + '">'];
        var max = Math.max.apply(null, o.values) || 1;
        function fmt(v) { return v >= 1e6 ? "$" + (v / 1e6).toFixed(1) + "M" : "$" + Math.round(v / 1000) + "K"; }
        if (o.kind === "pie") {
          var sum = o.values.reduce(function (a, b) { return a + b; }, 0), a0 = -Math.PI / 2, cx = H / 2 + 10, cy = H / 2, rr = H / 2 - 6;
          o.values.forEach(function (v, i) {
            var a1 = a0 + 2 * Math.PI * v / sum, large = a1 - a0 > Math.PI ? 1 : 0;
            out.push('<path d="M' + cx + "," + cy + " L" + (cx + rr * Math.cos(a0)).toFixed(1) + "," + (cy + rr * Math.sin(a0)).toFixed(1) + " A" + rr + "," + rr + " 0 " + large + " 1 " +
              (cx + rr * Math.cos(a1)).toFixed(1) + "," + (cy + rr * Math.sin(a1)).toFixed(1) + ' Z" fill="' + o.colors[i] + '" stroke="#fff" stroke-width="1"/>');
            var am = (a0 + a1) / 2;
            out.push('<text x="' + (cx + rr * 0.6 * Math.cos(am)).toFixed(1) + '" y="' + (cy + rr * 0.6 * Math.sin(am) + 4).toFixed(1) + '" fill="#fff" font-size="11" text-anchor="middle">' + Math.round(100 * v / sum) + "%</text>");
            a0 = a1;
          });
          o.labels.forEach(function (l, i) {
            out.push('<rect x="' + (H + 40) + '" y="' + (30 + i * 22) + '" width="10" height="10" rx="5" fill="' + o.colors[i] + '"/><text x="' + (H + 56) + '" y="' + (39 + i * 22) + '" font-size="12" fill="#202124">' + esc(l) + "</text>");
          });
        } else {
          var L = 48, B = H - 22, T = 8, R = W - 8, n = o.values.length;
          for (var g = 0; g <= 4; g++) {
            var y = B - (B - T) * g / 4;
            out.push('<line x1="' + L + '" x2="' + R + '" y1="' + y + '" y2="' + y + '" stroke="' + (g ? "#e8eaed" : "#9aa0a6") + '"/>');
            out.push('<text x="' + (L - 6) + '" y="' + (y + 4) + '" font-size="10" fill="#5f6368" text-anchor="end">' + fmt(max * g / 4) + "</text>");
          }
          var step = (R - L) / n, pts = [];
          o.values.forEach(function (v, i) {
            var x = L + step * i + step / 2, y = B - (B - T) * v / max;
            if (o.kind === "column") out.push('<rect x="' + (x - step * 0.3) + '" y="' + y.toFixed(1) + '" width="' + (step * 0.6).toFixed(1) + '" height="' + (B - y).toFixed(1) + '" fill="' + o.colors[0] + '"/>');
            else pts.push(x.toFixed(1) + "," + y.toFixed(1));
            out.push('<text x="' + x.toFixed(1) + '" y="' + (B + 14) + '" font-size="10" fill="#5f6368" text-anchor="middle">' + esc(o.labels[i]) + "</text>");
          });
          if (pts.length) {
            out.push('<polyline points="' + pts.join(" ") + '" fill="none" stroke="' + o.colors[0] + '" stroke-width="2"/>');
            pts.forEach(function (p) { var xy = p.split(","); out.push('<circle cx="' + xy[0] + '" cy="' + xy[1] + '" r="3" fill="' + o.colors[0] + '"/>'); });
          }
        }
        out.push("</svg>");
        return out.join("");
      }
      function renderObjects() {
        objLayer.innerHTML = "";
        (cur().charts || []).forEach(function (o) {
          var pos = S.objects[o.id] || { x: o.x, y: o.y };
          var kind = o.kind === "slicer" ? "slicer" : o.kind === "drawing" ? "drawing" : "chart";
          var el = h("div", { class: "gs-obj gs-" + kind + (S.object === o.id ? " selected" : ""), id: "sheets." + kind + "." + o.id,
            style: { left: pos.x + "px", top: pos.y + "px", width: o.w + "px", height: o.h + "px" } });
          if (kind === "chart") {
            el.appendChild(h("div", { class: "gs-chart-t" }, o.title));
            el.appendChild(h("div", { class: "gs-chart-b", html: chartSVG(o) }));
          } else if (kind === "slicer") {
            el.appendChild(h("div", { class: "gs-slicer-t" }, icon("filter_list", 18, "#188038"), h("span", null, o.title)));
            el.appendChild(h("div", { class: "gs-slicer-s" }, h("span", null, o.text), icon("arrow_drop_down", 18)));
          } else {
            el.appendChild(h("div", { class: "gs-draw-t" }, o.title));
            el.appendChild(h("div", { class: "gs-draw-x" }, o.text));
          }
          if (S.object === o.id) {
            var more = h("button", { class: "gs-obj-more", id: "sheets." + kind + "." + o.id + ".more", type: "button", "aria-label": "More" }, icon("more_vert", 18));
            kit.menu(more, ["Edit " + kind, "Delete " + kind, "Copy " + kind, "Download", "Move to own sheet", "Alt text"].map(function (l) {
              return { id: "sheets.objmenu." + slugify(l), label: l }; }), { id: "sheets.objmenu", cls: "gs-menu", placement: "bottom-end",
              onSelect: function (item) { act("object." + o.id + "." + item.id.slice(15)); } });
            el.appendChild(more);
          }
          dragObject(el, o);
          objLayer.appendChild(el);
        });
      }
      // Floating objects live inside the grid's scroller (they scroll with the cells), so they are
      // dragged in the sheet's own coordinates (kit.draggable places fixed surfaces in the viewport).
      function dragObject(el, o) {
        el.addEventListener("pointerdown", function (e) {
          if (e.button !== 0 || e.target.closest("button")) return;
          e.preventDefault();
          var zoom = S.zoom / 100, sx = e.clientX, sy = e.clientY, x0 = parseInt(el.style.left, 10), y0 = parseInt(el.style.top, 10);
          var moved = false;
          if (S.object !== o.id) { S.object = o.id; el.classList.add("selected"); }
          function move(ev) {
            moved = true;
            el.style.left = Math.max(0, Math.round(x0 + (ev.clientX - sx) / zoom)) + "px";
            el.style.top = Math.max(0, Math.round(y0 + (ev.clientY - sy) / zoom)) + "px";
          }
          function up() {
            document.removeEventListener("pointermove", move);
            document.removeEventListener("pointerup", up);
            if (moved) { var all = Object.assign({}, S.objects); all[o.id] = { x: parseInt(el.style.left, 10), y: parseInt(el.style.top, 10) }; S.objects = all; }
            renderObjects();
          }
          document.addEventListener("pointermove", move);
          document.addEventListener("pointerup", up);
        });
      }

      /* ---------------------------------------------------------------- sheet tabs */
      var tabStrip = null;
      function renderTabs() {
        var prevScroll = tabStrip ? tabStrip.scrollLeft : init.tabs_scroll;
        bottom.innerHTML = "";
        var add = btn("sheets.addsheet", "add", "Add Sheet", function () { act("tabs.add-sheet"); }, { cls: "tab-ib" });
        var all = h("button", { class: "gs-ib tab-ib", id: "sheets.allsheets", type: "button", "aria-label": "All Sheets" }, icon("menu", 20));
        kit.tooltip(all, "All Sheets");
        kit.menu(all, C.sheets.map(function (s) {
          var hidden = s.hidden && S.unhidden.indexOf(s.slug) < 0;
          return { id: "sheets.allsheets." + s.slug, label: hidden ? h("span", { class: "gs-hidden-sheet" }, s.name) : s.name, checked: s.slug === S.sheet,
                   icon: hidden ? "material:visibility_off" : null };
        }), { id: "sheets.allsheets.list", cls: "gs-menu gs-allmenu", placement: "top-start",
              onOpen: function () { S.popover = "allsheets"; }, onClose: function () { if (S.popover === "allsheets") S.popover = null; },
              onSelect: function (item) { var slug = item.id.slice(17); if (sheetBySlug[slug].hidden) unhide(slug); else switchSheet(slug); } });
        tabStrip = h("div", { class: "gs-tabs", id: "sheets.tabs", role: "tablist" });
        visibleSheets().forEach(function (s) {
          var active = s.slug === S.sheet;
          var tab = h("div", { class: "gs-tab" + (active ? " on" : ""), id: "sheets.tab." + s.slug, role: "tab", "aria-selected": String(active),
            onclick: function (e) { e.stopPropagation(); if (!active) switchSheet(s.slug); } },
            s.color ? h("span", { class: "gs-tab-c", style: { background: s.color } }) : null, h("span", { class: "gs-tab-n" }, s.name));
          if (active) {
            var arrow = h("button", { class: "gs-tab-menu", id: "sheets.tab." + s.slug + ".menu", type: "button", "aria-label": "Sheet options" }, icon("arrow_drop_down", 18));
            kit.menu(arrow, ["Delete", "Duplicate", { label: "Copy to", submenu: ["New spreadsheet", "Existing spreadsheet"] }, "Rename",
              { label: "Change colour", submenu: ["Reset", "Green", "Blue", "Yellow", "Red", "Purple"] }, "Protect sheet", "Hide sheet", "View comments", D, "Move right", "Move left"].map(function (x) {
                if (x.divider) return x;
                var label = typeof x === "string" ? x : x.label;
                var item = { id: "sheets.tabmenu." + slugify(label), label: label };
                if (x.submenu) item.submenu = x.submenu.map(function (y) { return { id: "sheets.tabmenu." + slugify(label) + "." + slugify(y), label: y }; });
                return item;
              }), { id: "sheets.tabmenu", cls: "gs-menu", placement: "top-start",
                onOpen: function () { S.popover = "tabmenu"; }, onClose: function () { if (S.popover === "tabmenu") S.popover = null; },
                onSelect: function (item) { act("tab." + s.slug + "." + item.id.slice(15)); } });
            tab.appendChild(arrow);
          }
          tab.addEventListener("contextmenu", function (e) { e.preventDefault(); act("tab." + s.slug + ".context"); });
          tabStrip.appendChild(tab);
        });
        var prev = btn("sheets.tabs.prev", "chevron_left", "Scroll left", function () { tabStrip.scrollBy({ left: -240, behavior: "instant" }); }, { cls: "tab-ib arrow" });
        var next = btn("sheets.tabs.next", "chevron_right", "Scroll right", function () { tabStrip.scrollBy({ left: 240, behavior: "instant" }); }, { cls: "tab-ib arrow" });
        stats = h("div", { class: "gs-stats", id: "sheets.stats" });
        var explore = h("button", { class: "gs-explore", id: "sheets.explore", type: "button", "aria-label": "Explore",
          onclick: function (e) { e.stopPropagation(); openPanel(S.panel === "explore" ? null : "explore"); } }, icon("explore", 20), h("span", { class: "gs-explore-t" }, "Explore"));
        bottom.appendChild(h("div", { class: "gs-bottom-in" }, add, all, tabStrip, h("div", { class: "gs-tab-arrows" }, prev, next), stats, explore));
        tabStrip.scrollLeft = prevScroll || 0;
        renderStats();
      }
      var stats = null;
      function renderStats() {
        if (!stats) return;
        stats.innerHTML = "";
        var a = parseAddr(selParts());
        var cl = a ? shownCell(cur(), a.r, a.c) : null;
        if (cl && cl.n !== undefined && cl.n !== null) stats.appendChild(h("span", { class: "gs-stats-t" }, "Sum: " + cl.v));
      }
      function switchSheet(slug) {
        S.$set({ sheet: slug, selected: null, object: null });
        renderAll();
      }
      function unhide(slug) {
        if (S.unhidden.indexOf(slug) < 0) S.unhidden = S.unhidden.concat([slug]).sort();
        switchSheet(slug);
      }

      /* ---------------------------------------------------------------- side panels */
      var panelTimer = null;
      function openPanel(name) { S.panel = name; renderPanel(); }
      function renderPanel() {
        panelHost.innerHTML = "";
        clearTimeout(panelTimer);
        main.classList.toggle("with-panel", !!S.panel);
        if (!S.panel) return;
        var titles = { explore: "Explore", comments: "Comments", versions: "Version history" };
        var body = h("div", { class: "gs-panel-body", id: "sheets.panel." + S.panel + ".body" });
        var panel = h("div", { class: "gs-panel", id: "sheets.panel." + S.panel, role: "complementary" },
          h("div", { class: "gs-panel-head" }, h("span", { class: "gs-panel-t" }, titles[S.panel]),
            btn("sheets.panel.close", "close", "Close", function () { openPanel(null); })), body);
        panelHost.appendChild(panel);
        if (S.panel === "comments") {
          body.appendChild(h("div", { class: "gs-cm-filters" }, h("span", { class: "gs-chipf on" }, "All"), h("span", { class: "gs-chipf" }, "For you")));
          C.comments.forEach(function (c) {
            var who = people[c.author], done = S.resolved.indexOf(c.id) >= 0;
            var sheetName = sheetBySlug[c.sheet].name;
            body.appendChild(h("div", { class: "gs-cm" + (done ? " done" : ""), id: "sheets.cm." + c.id },
              h("div", { class: "gs-cm-at" }, sheetName + " \u00b7 " + c.cell),
              h("div", { class: "gs-cc-head" }, kit.avatar({ name: who.name, color: who.color }, { size: 28 }),
                h("div", { class: "gs-cc-who" }, h("div", { class: "gs-cc-n" }, who.name), h("div", { class: "gs-cc-w" }, c.when)),
                done ? h("span", { class: "gs-cm-res" }, "Resolved") :
                  btn("sheets.cm." + c.id + ".resolve", "check", "Mark as resolved", function () { resolve(c.id); }, { cls: "sm", color: "#1a73e8" })),
              h("div", { class: "gs-cc-text" }, c.text)));
          });
          if (init.panel_scroll) body.scrollTop = init.panel_scroll;
        } else if (S.panel === "explore") {
          body.appendChild(h("div", { class: "gs-ex-ask" }, icon("search", 18), h("span", null, "Ask a question about this data")));
          var spin = h("div", { class: "gs-spin-wrap", id: "sheets.explore.loading" }, h("div", { class: "gs-spin" }), h("div", null, "Analysing your data\u2026"));
          body.appendChild(spin);
          panelTimer = setTimeout(function () {
            spin.remove();
            body.appendChild(h("div", { class: "gs-ex-h" }, "Answers"));
            C.explore.forEach(function (x, i) {
              body.appendChild(h("div", { class: "gs-ex-card", id: "sheets.explore." + x.id },
                h("div", { class: "gs-ex-q" }, x.text),
                i === 2 ? h("div", { class: "gs-ex-chart", html: chartSVG({ kind: "column", w: 260, h: 170, values: cur().charts ? cur().charts[0].values || [1, 2, 3, 4] : [1, 2, 3, 4],
                  labels: ["Prosp.", "Qual.", "Prop.", "Neg."], colors: ["#4285f4"] }) }) : null,
                h("button", { class: "gs-ib sm", id: "sheets.explore." + x.id + ".insert", type: "button", "aria-label": "Insert chart",
                  onclick: function (e) { e.stopPropagation(); act("explore." + x.id + ".insert"); } }, icon("add_chart", 18))));
            });
          }, EXPLORE_MS);
        } else if (S.panel === "versions") {
          var spin2 = h("div", { class: "gs-spin-wrap", id: "sheets.versions.loading" }, h("div", { class: "gs-spin" }));
          body.appendChild(spin2);
          panelTimer = setTimeout(function () {
            spin2.remove();
            body.appendChild(h("label", { class: "gs-ver-only" }, h("input", { type: "checkbox", "aria-label": "Show named versions" }), "Show named versions"));
            C.versions.forEach(function (v, i) {
              var who = people[v.who];
              body.appendChild(h("div", { class: "gs-ver" + (S.version === v.id ? " on" : ""), id: "sheets.version." + v.id, role: "button",
                onclick: function (e) { e.stopPropagation(); S.version = v.id; renderPanel(); } },
                v.name ? h("div", { class: "gs-ver-name" }, v.name) : null,
                h("div", { class: "gs-ver-when" }, v.when, i === 0 ? h("span", { class: "gs-ver-cur" }, "Current version") : null),
                h("div", { class: "gs-ver-who" }, h("span", { class: "gs-dot", style: { background: who.color } }), who.name)));
            });
          }, VERSIONS_MS);
        }
      }
      function renderStrip() {
        strip.innerHTML = "";
        [["calendar", "calendar_month", "Calendar", "#1a73e8"], ["keep", "lightbulb", "Keep", "#f9ab00"], ["tasks", "task_alt", "Tasks", "#1a73e8"],
         ["contacts", "person", "Contacts", "#1a73e8"], ["maps", "location_on", "Maps", "#188038"]].forEach(function (x) {
          strip.appendChild(btn("sheets.side." + x[0], x[1], x[2], function () { act("side." + x[0]); }, { color: x[3], tip: x[2] }));
        });
        strip.appendChild(h("span", { class: "gs-strip-sep" }));
        strip.appendChild(btn("sheets.side.addons", "add", "Get add-ons", function () { act("side.addons"); }));
      }

      /* ---------------------------------------------------------------- dialogs */
      var dialogHandle = null;
      function closeDialog() { if (dialogHandle) { var d = dialogHandle; dialogHandle = null; d.close("app"); } }
      function openShare() {
        closeDialog();
        S.dialog = "share";
        var rows = [["amara-okafor", "Owner"], ["rafael-souza", "Editor"], ["hannah-weiss", "Editor"], ["tomasz-nowak", "Editor"], ["aiko-sato", "Commenter"]];
        dialogHandle = kit.dialog({ id: "sheets.share.dialog", title: "Share \u201c" + C.title + "\u201d", cls: "gs-dialog gs-share-d", closeButton: false,
          body: h("div", null,
            h("div", { class: "gs-input", id: "sheets.share.add" }, "Add people, groups and calendar events"),
            h("div", { class: "gs-d-h" }, "People with access"),
            rows.map(function (r) {
              var p = people[r[0]];
              return h("div", { class: "gs-share-row", id: "sheets.share.person." + r[0] }, kit.avatar({ name: p.name, color: p.color }, { size: 32 }),
                h("div", { class: "gs-share-who" }, h("div", null, p.name + (r[0] === "amara-okafor" ? " (you)" : "")), h("div", { class: "gs-muted" }, p.email)),
                h("span", { class: "gs-muted" }, r[1]));
            }),
            h("div", { class: "gs-d-h" }, "General access"),
            h("div", { class: "gs-share-row" }, h("span", { class: "gs-lockc" }, icon("lock", 20)),
              h("div", { class: "gs-share-who" }, h("div", null, "Restricted"), h("div", { class: "gs-muted" }, "Only people with access can open with the link")))),
          actions: [{ id: "sheets.share.copy", label: "Copy link", onClick: function () { act("share.copy-link"); } },
                    { id: "sheets.share.done", label: "Done", primary: true }],
          onClose: function () { if (S.dialog === "share") S.dialog = null; dialogHandle = null; } });
      }
      function openProtected() {
        closeDialog();
        S.dialog = "protected";
        dialogHandle = kit.dialog({ id: "sheets.protected", title: "Heads up!", cls: "gs-dialog", closeButton: false,
          body: h("div", null, h("p", null, "You\u2019re trying to edit part of this sheet that shouldn\u2019t be changed accidentally. Edit anyway?"),
            h("label", { class: "gs-cbrow" }, h("input", { type: "checkbox", id: "sheets.protected.mute" }), "Don\u2019t show this again for 5 minutes")),
          actions: [{ id: "sheets.protected.cancel", label: "Cancel" }, { id: "sheets.protected.ok", label: "OK", primary: true, onClick: function () { act("protected.ok"); } }],
          onClose: function () { if (S.dialog === "protected") S.dialog = null; dialogHandle = null; } });
      }
      function openDuplicates() {
        closeDialog();
        S.dialog = "duplicates";
        dialogHandle = kit.dialog({ id: "sheets.duplicates", title: "Remove duplicates", cls: "gs-dialog", closeButton: false,
          body: h("div", null, h("p", null, "3 duplicate rows found and removed."), h("p", null, "197 unique rows remain.")),
          actions: [{ id: "sheets.duplicates.ok", label: "OK", primary: true }],
          onClose: function () { if (S.dialog === "duplicates") S.dialog = null; dialogHandle = null; } });
      }
      var uploadTimer = null;
      function openImport() {
        closeDialog();
        S.dialog = "import";
        var body = h("div", { class: "gs-import" });
        var tabsRow = h("div", { class: "gs-imp-tabs" }, ["My Drive", "Shared with me", "Starred", "Recent", "Upload"].map(function (t) {
          return h("span", { class: "gs-imp-tab" + (t === "Upload" ? " on" : ""), id: "sheets.import.tab." + slugify(t) }, t); }));
        var prog = h("div", { class: "gs-imp-prog", id: "sheets.import.progress" }, icon("description", 28, "#188038"),
          h("div", { class: "gs-imp-f" }, h("div", null, "Q3_distributor_orders.csv"), h("div", { class: "gs-bar" }, h("div", { class: "gs-bar-fill" })),
            h("div", { class: "gs-muted" }, "Uploading 1 file\u2026")));
        body.appendChild(tabsRow); body.appendChild(prog);
        dialogHandle = kit.dialog({ id: "sheets.import", title: "Import file", cls: "gs-dialog gs-import-d",
          body: body, onClose: function () { clearTimeout(uploadTimer); if (S.dialog === "import") S.dialog = null; dialogHandle = null; } });
        uploadTimer = setTimeout(function () {
          prog.remove(); tabsRow.remove();
          body.appendChild(h("div", { class: "gs-imp-file" }, icon("description", 20, "#188038"), h("b", null, "Q3_distributor_orders.csv")));
          function opt(name, list, sel) {
            return h("div", { class: "gs-imp-opt" }, h("div", { class: "gs-d-h" }, name), list.map(function (o) {
              return h("label", { class: "gs-radio" }, h("span", { class: "gs-rb" + (o === sel ? " on" : "") }), o); }));
          }
          body.appendChild(opt("Import location", ["Create new spreadsheet", "Insert new sheet(s)", "Replace spreadsheet", "Replace current sheet",
            "Append to current sheet", "Replace data at selected cell"], "Insert new sheet(s)"));
          body.appendChild(opt("Separator type", ["Detect automatically", "Tab", "Comma", "Custom"], "Detect automatically"));
          body.appendChild(h("div", { class: "gs-imp-btns" },
            h("button", { class: "gs-btn", id: "sheets.import.cancel", type: "button", onclick: function (e) { e.stopPropagation(); closeDialog(); } }, "Cancel"),
            h("button", { class: "gs-btn primary", id: "sheets.import.go", type: "button", onclick: function (e) { e.stopPropagation(); act("import.data"); closeDialog(); } }, "Import data")));
        }, UPLOAD_MS);
      }
      var findWin = null;
      function openFind() {
        if (findWin) findWin.remove();
        if (!S.find) S.find = true;
        var pos = S.find && S.find.x !== undefined ? S.find : { x: Math.max(8, Math.round((window.innerWidth - 480) / 2)), y: 150 };
        var title = h("div", { class: "gs-find-h", id: "sheets.find.title" }, h("span", null, "Find and replace"),
          btn("sheets.find.close", "close", "Close", function () { closeFind(); }));
        function row(label, id) { return h("div", { class: "gs-find-r" }, h("span", { class: "gs-find-l" }, label), h("input", { type: "text", "data-igg-id": id, "aria-label": label })); }
        function cb(label, id) { return h("label", { class: "gs-cbrow" }, h("input", { type: "checkbox", "data-igg-id": id }), label); }
        findWin = h("div", { class: "gs-find", id: "sheets.find", role: "dialog", "aria-label": "Find and replace", style: { left: pos.x + "px", top: pos.y + "px" } },
          title,
          h("div", { class: "gs-find-b" }, row("Find", "sheets.find.q"), row("Replace with", "sheets.find.with"),
            h("div", { class: "gs-find-r" }, h("span", { class: "gs-find-l" }, "Search"), h("span", { class: "gs-dd wide", id: "sheets.find.scope" }, "All sheets", icon("arrow_drop_down", 18))),
            h("div", { class: "gs-find-cbs" }, cb("Match case", "sheets.find.case"), cb("Match entire cell contents", "sheets.find.entire"),
              cb("Search using regular expressions", "sheets.find.regex"), cb("Also search within formulas", "sheets.find.formulas"))),
          h("div", { class: "gs-find-btns" },
            h("button", { class: "gs-btn", id: "sheets.find.find", type: "button", onclick: function (e) { e.stopPropagation(); act("find.find"); } }, "Find"),
            h("button", { class: "gs-btn", id: "sheets.find.replace", type: "button", onclick: function (e) { e.stopPropagation(); act("find.replace"); } }, "Replace"),
            h("button", { class: "gs-btn", id: "sheets.find.replace-all", type: "button", onclick: function (e) { e.stopPropagation(); act("find.replace-all"); } }, "Replace all"),
            h("span", { class: "gs-tb-fill" }),
            h("button", { class: "gs-btn primary", id: "sheets.find.done", type: "button", onclick: function (e) { e.stopPropagation(); closeFind(); } }, "Done")));
        kit.draggable(findWin, title, { bounds: "viewport", onEnd: function (p) { S.find = { x: p.left, y: p.top }; } });
        overlayHost.appendChild(findWin);
      }
      function closeFind() { if (findWin) findWin.remove(); findWin = null; S.find = false; }

      /* The Gemini promo under its button. */
      var promoEl = null;
      function renderPromo() {
        if (promoEl) promoEl.remove();
        promoEl = null;
        if (!S.promo) return;
        promoEl = h("div", { class: "gs-promo", id: "sheets.promo", role: "dialog", "aria-label": "Try Gemini in Sheets" },
          h("div", { class: "gs-promo-art" }, icon("stars_2", 36, "#0b57d0")),
          h("div", { class: "gs-promo-t" }, "Try Gemini in Sheets"),
          h("div", { class: "gs-promo-x" }, "Create tables, formulas and summaries, and get insights about your data, right in the side panel."),
          h("div", { class: "gs-promo-b" },
            h("button", { class: "gs-btn text", id: "sheets.promo.dismiss", type: "button", onclick: function (e) { e.stopPropagation(); S.promo = false; renderPromo(); } }, "No thanks"),
            h("button", { class: "gs-btn primary", id: "sheets.promo.try", type: "button", onclick: function (e) { e.stopPropagation(); S.promo = false; act("promo.try"); renderPromo(); } }, "Try it")));
        overlayHost.appendChild(promoEl);
      }

      /* IMPORTRANGE's "Allow access" card under the selected cell. */
      var importPop = null, importTimer = null;
      function startImport() {
        clearTimeout(importTimer);
        importPhase = "loading";
        importTimer = setTimeout(function () {
          importPhase = S.import_access ? "loaded" : "ref";
          if (S.sheet === "imports") renderGrid(true);
        }, S.import_access ? ACCESS_MS : IMPORT_MS);
      }
      function renderImportPopup() {
        if (importPop) { importPop.remove(); importPop = null; }
        if (S.sheet !== "imports" || importPhase !== "ref" || selParts() !== "A1" || !gridTable) return;
        var td = gridTable.querySelector('[data-igg-id="sheets.imports.A1"]');
        var r = td.getBoundingClientRect();
        importPop = h("div", { class: "gs-refpop", id: "sheets.importrange", style: { left: Math.round(r.left) + "px", top: Math.round(r.bottom + 2) + "px" } },
          h("div", { class: "gs-refpop-t" }, "Error"),
          h("div", null, "You need to connect these sheets."),
          h("button", { class: "gs-btn primary", id: "sheets.importrange.allow", type: "button", onclick: function (e) {
            e.stopPropagation(); S.import_access = true; startImport(); renderGrid(true); } }, "Allow access"));
        overlayHost.appendChild(importPop);
      }

      /* ---------------------------------------------------------------- store -> page */
      S.$on(function (changed) {
        if (changed.indexOf("selected") >= 0 && changed.indexOf("sheet") < 0) updateSelection();
        if (changed.indexOf("zoom") >= 0 || changed.indexOf("frozen") >= 0 || changed.indexOf("sort") >= 0) { renderGrid(true); renderToolbar(); }
        if (changed.indexOf("object") >= 0 && objLayer) renderObjects();
      });
      function renderAll() {
        hideCards();
        if (S.sheet === "imports" && importPhase !== "loaded") startImport();
        renderGrid(false);
        renderTabs();
      }

      /* ---------------------------------------------------------------- mount */
      renderHeader();
      renderToolbar();
      renderFbar();
      renderStrip();
      if (S.sheet === "imports") startImport();
      renderGrid(false);
      renderTabs();
      renderPanel();
      scrollTo(init.scroll_top || 0, init.scroll_left || 0);
      // Make sure a tab named at mount is on screen (the strip keeps the active tab in view).
      if (!init.tabs_scroll) {
        var on = tabStrip.querySelector(".gs-tab.on");
        if (on && on.offsetLeft + on.offsetWidth > tabStrip.clientWidth) tabStrip.scrollLeft = on.offsetLeft - 8;
      }
      renderPromo();
      if (init.menu && menuHandles[init.menu]) menuHandles[init.menu].open();
      if (init.context) {
        var cparts = init.context.split(":");
        var target = cparts[0] === "col" ? gridTable.querySelector('[data-igg-id="sheets.col.' + S.sheet + "." + cparts[1] + '"]')
          : gridTable.querySelector('[data-igg-id="sheets.' + S.sheet + "." + cparts[1] + '"]');
        if (target) {
          var tr = target.getBoundingClientRect(), pt = { x: Math.round(tr.left + tr.width / 2), y: Math.round(tr.top + tr.height / 2) };
          if (cparts[0] === "col") openColMenu(cparts[1], pt); else { S.selected = S.sheet + "!" + cparts[1]; openCellMenu(cparts[1], pt); }
        } else S.context = null;
      }
      if (init.filter_menu && cur().filter) {
        var fbtn = gridTable.querySelector('[data-igg-id="sheets.filter.' + init.filter_menu + '"]');
        if (fbtn) openFilterMenu(init.filter_menu, fbtn); else S.filter_menu = null;
      }
      if (init.comment_open) {
        var c0 = C.comments.filter(function (c) { return c.id === init.comment_open && c.sheet === S.sheet; })[0];
        var td0 = c0 && gridTable.querySelector('[data-igg-id="sheets.' + S.sheet + "." + c0.cell + '"]');
        if (td0) showComment(c0, td0, true); else S.comment_open = null;
      }
      if (init.dialog === "share") openShare();
      else if (init.dialog === "protected") openProtected();
      else if (init.dialog === "duplicates") openDuplicates();
      else if (init.dialog === "import") openImport();
      if (init.find) openFind();
      if ((init.popover === "font" || init.popover === "tb.font") && fontDropdown) fontDropdown.click();
      if (init.toast === "trimmed") {
        kit.snackbar({ id: "sheets.toast", text: "Trimmed whitespace from 14 cells.", cls: "gs-snack", onClose: function () { S.toast = null; } });
      } else S.toast = null;
      if (S.loading) {
        var ld = h("div", { class: "gs-loading", id: "sheets.loading", onclick: function (e) { e.stopPropagation(); } },
          h("div", { class: "gs-loading-logo", html: SHEETS_LOGO.replace('width="28" height="38"', 'width="56" height="76"') }),
          h("div", { class: "gs-spin" }), h("div", { class: "gs-loading-t" }, "Loading\u2026"));
        shell.appendChild(ld);
        setTimeout(function () { ld.remove(); S.loading = false; }, LOADING_MS);
      }
    },
  });
})();
