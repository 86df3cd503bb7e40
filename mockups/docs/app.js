/* Docs mockup, modelled on Google Docs (web, the 2024 Material 3 look).
 *
 * UI state: ctx.store(), typed by manifest.yaml beside this file. Every effect of a click is a
 * store write: the tab shown, the open menu, dialogs, Share settings, side panels, comments
 * selected / resolved / re-opened, suggestions accepted or rejected, checklist ticks, the chip or
 * chart selected, where the cursor went, and for menu items and toolbar buttons with no lasting
 * state of their own the item's id (S.last_action) and the notice text Docs showed (S.toast).
 *
 * Layout: the header (logo, title, star / move / cloud status, the menu bar, "Last edit" link,
 * history, comments, Meet, Share, account), the rounded toolbar (its right groups collapse into
 * "More" when the window is narrow), then the body: the tabs & outline panel (own scroller), the
 * editor (the document's scroller: the ruler on top, white 8.5x11 pages on the grey canvas, the
 * comment cards beside the page), the side panel and the Workspace side strip.
 * The pages are paginated at mount: the blocks are measured at the page's text width and poured
 * into 1056 px pages with 96 px margins, so headings, tables and the chart break where Docs would.
 * Timers start at mount: "Saving..." (1.8 s), the Share dialog's list (1.5 s), Explore's search
 * (1.8 s), Version history's list (1.2 s), the spelling check (1.2 s); notices hide after 6 s.
 * Draggable: Find and replace, Voice typing, Insert special characters and the Meet picture-in-
 * picture window (kit.draggable), as in the real app.
 * Width classes: narrow <= 1100 px (outline hidden unless asked for, comments as margin icons when
 * they no longer fit), compact <= 900 px (no side strip, page zoomed to fit), mobile <= 600 px
 * (Docs' mobile web view: a reflowed document without pages, menus and toolbar).
 */
(function () {
  "use strict";

  var DOCS_LOGO = '<svg width="28" height="40" viewBox="0 0 28 40"><path d="M17.5 0H2.6A2.6 2.6 0 0 0 0 2.6v34.8A2.6 2.6 0 0 0 2.6 40h22.8a2.6 2.6 0 0 0 2.6-2.6V10.5L17.5 0z" fill="#4285f4"/>' +
    '<path d="M17.5 0v7.9a2.6 2.6 0 0 0 2.6 2.6H28L17.5 0z" fill="#a1c2fa"/><path d="M7 19h14v2H7zm0 4.5h14v2H7zm0 4.5h14v2H7zm0 4.5h10v2H7z" fill="#f1f1f1"/></svg>';
  var STRIP_LOGOS = {
    calendar: '<svg width="20" height="20" viewBox="0 0 20 20"><rect x="1" y="1" width="18" height="18" rx="3" fill="#fff" stroke="#1a73e8" stroke-width="2"/><rect x="1" y="1" width="18" height="5" fill="#1a73e8"/><text x="10" y="16" font-size="8" text-anchor="middle" fill="#1a73e8" font-family="Roboto, sans-serif" font-weight="bold">18</text></svg>',
    keep: '<svg width="20" height="20" viewBox="0 0 20 20"><path d="M3 1h10l4 4v14H3z" fill="#fbbc04"/><path d="M13 1v4h4z" fill="#f29900"/><circle cx="10" cy="10" r="3" fill="#fff"/><rect x="8.5" y="13" width="3" height="2" fill="#fff"/></svg>',
    tasks: '<svg width="20" height="20" viewBox="0 0 20 20"><circle cx="10" cy="10" r="9" fill="#1a73e8"/><path d="M6 10.2l2.6 2.6L14.2 7" stroke="#fff" stroke-width="2" fill="none"/><circle cx="15.5" cy="15.5" r="3.5" fill="#fbbc04"/></svg>',
    contacts: '<svg width="20" height="20" viewBox="0 0 20 20"><circle cx="10" cy="10" r="9" fill="#1a73e8"/><circle cx="10" cy="8" r="3" fill="#fff"/><path d="M4.5 15c1.2-2.2 3.2-3 5.5-3s4.3.8 5.5 3" fill="#fff"/></svg>',
    maps: '<svg width="20" height="20" viewBox="0 0 20 20"><path d="M10 1a6.5 6.5 0 0 0-6.5 6.5C3.5 12.4 10 19 10 19s6.5-6.6 6.5-11.5A6.5 6.5 0 0 0 10 1z" fill="#ea4335"/><path d="M3.9 5.3 10 11.4V19s-6.5-6.6-6.5-11.5c0-.8.1-1.5.4-2.2z" fill="#34a853"/><path d="M10 1a6.5 6.5 0 0 1 5.8 3.5L10 10.3 5.2 5.5A6.5 6.5 0 0 1 10 1z" fill="#4285f4"/><circle cx="10" cy="7.5" r="2.3" fill="#fbbc04"/></svg>',
  };
  var SAVE_MS = 1800, SHARE_LOAD_MS = 1500, EXPLORE_MS = 1800, VERSIONS_MS = 1200, SPELL_MS = 1200, NOTICE_MS = 6000;
  var HOUR = 56;  // the Calendar side panel's hour height
  var PAGE_W = 816, PAGE_H = 1056, MARGIN = 96, TEXT_H = PAGE_H - 2 * MARGIN;

  IGG.app({
    mount: function (root, ctx) {
      var h = ctx.h, C = ctx.content, kit = ctx.kit, init = ctx.state;
      var material = kit.icons("material");
      function icon(name, size, color) { return material(name, { size: size || 20, color: color }); }
      var S = ctx.store();
      var people = C.people;
      var commentById = {}, suggById = {};
      C.comments.forEach(function (c) { commentById[c.id] = c; });
      C.suggestions.forEach(function (s) { suggById[s.id] = s; });
      if (S.comment_active && !commentById[S.comment_active] && !suggById[S.comment_active]) S.comment_active = null;
      S.$set({ share_menu: null, chip: null, toolbar_more: false });

      function has(list, v) { return list.indexOf(v) >= 0; }
      function toggled(list, v, on) { var out = list.filter(function (x) { return x !== v; }); if (on === undefined ? !has(list, v) : on) out.push(v); return out.sort(); }
      function withKey(obj, k, v) { var out = Object.assign({}, obj); out[k] = v; return out; }
      function stop(e) { e.stopPropagation(); }
      function person(key) { return people[key]; }
      function avatar(key, size) { return kit.avatar(person(key), { size: size || 32 }); }
      function isResolved(c) { return (c.resolved && !has(S.reopened, c.id)) || has(S.resolved, c.id); }

      /* An icon button with Docs' tooltip. */
      function btn(id, iconName, label, onClick, opts) {
        opts = opts || {};
        var b = h("button", { class: "ib" + (opts.cls ? " " + opts.cls : ""), id: id, type: "button", "aria-label": label,
          "aria-pressed": opts.pressed === undefined ? null : String(!!opts.pressed),
          onclick: function (e) { e.stopPropagation(); if (onClick) onClick(e); } }, icon(iconName, opts.size || 20, opts.color));
        if (label && opts.tooltip !== false) kit.tooltip(b, opts.tip || label, { placement: opts.tipPlacement || "bottom" });
        return b;
      }
      // Docs' notices: dark, bottom-left, about 6 s; S.toast keeps the last one's text.
      function notice(text, action) {
        S.toast = text;
        kit.snackbar({ id: "docs.toast", text: text, timeout: NOTICE_MS, cls: "gd-toast",
          action: action ? { id: "docs.toast.action", label: action.label, onClick: action.onClick } : null });
      }
      function act(id, text) { return function () { S.last_action = id; if (text) notice(text); }; }

      /* ---------------- hosts ---------------- */
      var shell = h("div", { class: "gd-app" });
      var topHost = h("div", { class: "gd-top-host" }), tbHost = h("div", { class: "gd-tb-host" });
      var bodyEl = h("div", { class: "gd-body" });
      var outlineHost = h("div", { class: "gd-outline-host" });
      var editor = h("div", { class: "gd-editor", id: "docs.editor" });
      var sideHost = h("div", { class: "gd-side-host" }), stripHost = h("div", { class: "gd-strip-host" });
      bodyEl.appendChild(outlineHost); bodyEl.appendChild(editor); bodyEl.appendChild(sideHost); bodyEl.appendChild(stripHost);
      var floatHost = h("div"), dialogHost = h("div"), bannerHost = h("div");
      [topHost, tbHost, bodyEl, floatHost, dialogHost, bannerHost].forEach(function (x) { shell.appendChild(x); });
      root.appendChild(shell);

      /* ---------------- width classes ---------------- */
      function width() { return window.innerWidth; }
      function isMobile() { return width() <= 600; }
      function outlineShown() { return !isMobile() && (S.outline === null ? width() > 1100 : S.outline); }
      function layoutClasses() {
        var w = width();
        shell.classList.toggle("mobile", w <= 600);
        shell.classList.toggle("compact", w <= 900);
        shell.classList.toggle("narrow", w <= 1100);
        shell.classList.toggle("history", !!S.version_history);
      }

      /* ================================================================ header */
      var menuBtns = {}, menus = {}, openMenuKey = null;
      function renderTop() {
        topHost.innerHTML = "";
        if (S.version_history) { topHost.appendChild(historyBar()); return; }
        var mobile = isMobile();
        var star = btn("docs.star", S.starred ? "star-fill" : "star", S.starred ? "Remove from starred" : "Star", function () {
          S.starred = !S.starred; renderTop(); notice(S.starred ? "Starred in Drive" : "Removed from Starred");
        }, { cls: "sm" + (S.starred ? " on" : ""), size: 18 });
        var status = statusIcon();
        var titleRow = h("div", { class: "t-row" },
          h("span", { class: "doc-title", id: "docs.title", onclick: function (e) { stop(e); S.last_action = "docs.title"; } }, C.title),
          star,
          btn("docs.move", "drive_file_move", "Move", act("docs.move", null), { cls: "sm", size: 18 }),
          status);
        var menubar = h("div", { class: "menubar", id: "docs.menubar", role: "menubar" });
        MENU_ORDER.forEach(function (k) {
          var b = h("div", { class: "mb-item", id: "docs.menu." + k, role: "menuitem" }, MENU_LABELS[k]);
          menuBtns[k] = b;
          menubar.appendChild(b);
        });
        var lastEdit = h("a", { class: "last-edit", id: "docs.lastedit", hidden: S.saving ? true : null,
          onclick: function (e) { stop(e); S.$set({ last_action: "docs.lastedit", version_history: true }); openHistory(); } }, S.saving ? "" : C.last_edit);
        menubar.appendChild(lastEdit);
        var right = h("div", { class: "top-right" },
          btn("docs.history", "history", "Last edit was 4 minutes ago", function () { S.last_action = "docs.history"; S.version_history = true; openHistory(); }, { cls: "hist" }),
          commentsButton(),
          meetButton(),
          h("button", { class: "share-btn", id: "docs.share", type: "button", onclick: function (e) { stop(e); openShare(false); } },
            icon(S.general_access === "anyone" ? "public" : S.general_access === "domain" ? "domain" : "lock", 18), h("span", { class: "sl" }, "Share")),
          h("span", { class: "acct", id: "docs.account", onclick: function (e) { stop(e); S.last_action = "docs.account"; } }, kit.avatar(C.me, { size: 32 })));
        var top = h("header", { class: "gd-top", id: "docs.header" },
          h("a", { class: "logo", id: "docs.logo", "aria-label": "Docs home", html: DOCS_LOGO, onclick: function (e) { stop(e); S.last_action = "docs.logo"; } }),
          h("div", { class: "t-block" }, titleRow, mobile ? null : menubar),
          right);
        topHost.appendChild(top);
        if (!mobile) wireMenus();
      }

      function statusIcon() {
        var saving = S.saving;
        var el = h("span", { class: "status", id: saving ? "docs.status.saving" : "docs.status" },
          icon(saving ? "cloud_sync" : "cloud_done", 18), saving ? h("span", { class: "st" }, "Saving\u2026") : null);
        if (!saving) kit.tooltip(el, "Saved to Drive");
        el.addEventListener("click", function (e) { stop(e); if (!S.saving) { S.last_action = "docs.status"; notice("All changes saved in Drive"); } });
        el.setAttribute("role", "button");
        return el;
      }

      function commentsButton() {
        var b = btn("docs.comments", "mode_comment", "Open comment history", null, { cls: "cmt-btn" + (S.comments_panel ? " on" : "") });
        b.addEventListener("click", function () { S.comments_panel = !S.comments_panel; renderCommentsPanel(); b.classList.toggle("on", S.comments_panel); });
        return b;
      }

      function meetButton() {
        var b = h("button", { class: "meet-btn", id: "docs.meet", type: "button", "aria-label": "Join a call here or present this tab to the call" },
          icon("videocam", 20), icon("arrow_drop_down", 18));
        kit.tooltip(b, "Join a call here or present this tab to the call");
        kit.menu(b, [
          { id: "docs.meet.menu.join", label: "Join a call", icon: "material:video_call" },
          { id: "docs.meet.menu.present", label: "Present tab to a call", icon: "material:present_to_all" },
        ], { id: "docs.meet.list", placement: "bottom-end", cls: "gd-menu", onSelect: function (it) { S.last_action = it.id; } });
        return b;
      }

      /* ---------------- menus ---------------- */
      var MENU_ORDER = ["file", "edit", "view", "insert", "format", "tools", "extensions", "help"];
      var MENU_LABELS = { file: "File", edit: "Edit", view: "View", insert: "Insert", format: "Format", tools: "Tools", extensions: "Extensions", help: "Help" };
      function mi(id, label, iconName, extra) { return Object.assign({ id: id, label: label, icon: iconName ? "material:" + iconName : null }, extra || {}); }
      var DIV = { divider: true };
      function styleSub(base, name) {
        return [mi(base + ".apply", "Apply '" + name + "'"), mi(base + ".update", "Update '" + name + "' to match")];
      }
      function menuItems(k) {
        var p = "docs.menu." + k + ".";
        if (k === "file") return [
          mi(p + "new", "New", "description", { submenu: [mi(p + "new.document", "Document", "article"), mi(p + "new.template", "From template gallery", "text_snippet")] }),
          mi(p + "open", "Open", "folder", { shortcut: "Ctrl+O" }),
          mi(p + "copy", "Make a copy", "file_copy"), DIV,
          mi(p + "share", "Share", "person_add", { submenu: [
            mi(p + "share.others", "Share with others", "person_add", { onSelect: function () { openShare(false); } }),
            mi(p + "share.publish", "Publish to web", "public")] }),
          mi(p + "email", "Email", "mail", { submenu: [mi(p + "email.file", "Email this file", "mail"), mi(p + "email.collaborators", "Email collaborators", "group")] }),
          mi(p + "download", "Download", "download", { submenu: [
            mi(p + "download.docx", "Microsoft Word (.docx)"), mi(p + "download.odt", "OpenDocument Format (.odt)"),
            mi(p + "download.rtf", "Rich Text Format (.rtf)"), mi(p + "download.pdf", "PDF Document (.pdf)"),
            mi(p + "download.txt", "Plain Text (.txt)"), mi(p + "download.html", "Web Page (.html, zipped)"),
            mi(p + "download.epub", "EPUB Publication (.epub)"), mi(p + "download.md", "Markdown (.md)")] }),
          mi(p + "approvals", "Approvals", "done_all"), DIV,
          mi(p + "rename", "Rename", "drive_file_rename"), mi(p + "move", "Move", "drive_file_move"),
          mi(p + "shortcut", "Add shortcut to Drive", "add_to_drive"), mi(p + "trash", "Move to trash", "delete"), DIV,
          mi(p + "versions", "Version history", "history", { submenu: [
            mi(p + "versions.name", "Name current version"),
            mi(p + "versions.see", "See version history", null, { shortcut: "Ctrl+Alt+Shift+H", onSelect: function () { S.version_history = true; openHistory(); } })] }),
          mi(p + "offline", "Make available offline", "offline_pin"), DIV,
          mi(p + "details", "Details", "info"), mi(p + "security", "Security limitations", "security"),
          mi(p + "language", "Language", "language", { submenu: [mi(p + "language.en", "English (United States)", null, { checked: true }), mi(p + "language.es", "Espa\u00f1ol"), mi(p + "language.pt", "Portugu\u00eas (Brasil)")] }), DIV,
          mi(p + "page-setup", "Page setup", "crop_portrait"), mi(p + "print", "Print", "print", { shortcut: "Ctrl+P" })];
        if (k === "edit") return [
          mi(p + "undo", "Undo", "undo", { shortcut: "Ctrl+Z" }), mi(p + "redo", "Redo", "redo", { shortcut: "Ctrl+Y" }), DIV,
          mi(p + "cut", "Cut", "content_cut", { shortcut: "Ctrl+X" }), mi(p + "copy", "Copy", "content_copy", { shortcut: "Ctrl+C" }),
          mi(p + "paste", "Paste", "content_paste", { shortcut: "Ctrl+V" }), mi(p + "paste-plain", "Paste without formatting", "content_paste", { shortcut: "Ctrl+Shift+V" }), DIV,
          mi(p + "select-all", "Select all", "select_all", { shortcut: "Ctrl+A" }), mi(p + "delete", "Delete", "delete"), DIV,
          mi(p + "find", "Find and replace", "find_replace", { shortcut: "Ctrl+H", onSelect: function () { S.find = true; renderFloats(); } })];
        if (k === "view") return [
          mi(p + "mode", "Mode", "edit", { submenu: [
            mi(p + "mode.editing", "Editing", "edit", { hint: "Edit document directly", onSelect: function () { setMode("editing"); } }),
            mi(p + "mode.suggesting", "Suggesting", "rate_review", { hint: "Edits become suggestions", onSelect: function () { setMode("suggesting"); } }),
            mi(p + "mode.viewing", "Viewing", "visibility", { hint: "Read or print final document", onSelect: function () { setMode("viewing"); } })] }), DIV,
          mi(p + "print-layout", "Show print layout", null, { checked: true }),
          mi(p + "ruler", "Show ruler", null, { checked: S.ruler, onSelect: function () { S.ruler = !S.ruler; renderEditor(true); } }),
          mi(p + "outline", "Show tabs & outline", null, { checked: outlineShown(), shortcut: "Ctrl+Alt+A Ctrl+Alt+H", onSelect: function () { S.outline = !outlineShown(); renderOutline(); renderEditor(true); } }),
          mi(p + "equation", "Show equation toolbar", null, { checked: false }),
          mi(p + "nonprinting", "Show non-printing characters", null, { checked: false, shortcut: "Ctrl+Shift+P" }), DIV,
          mi(p + "fullscreen", "Full screen", "fullscreen")];
        if (k === "insert") return [
          mi(p + "image", "Image", "image", { submenu: [mi(p + "image.upload", "Upload from computer", "cloud_upload"), mi(p + "image.web", "Search the web", "search"),
            mi(p + "image.drive", "Drive", "add_to_drive"), mi(p + "image.photos", "Photos", "photo"), mi(p + "image.url", "By URL", "link"), mi(p + "image.camera", "Camera", "videocam")] }),
          mi(p + "table", "Table", "table", { submenu: [mi(p + "table.grid", "1 x 1 table"), mi(p + "table.templates", "Table templates", "table_chart")] }),
          mi(p + "blocks", "Building blocks", "view_stream", { submenu: [mi(p + "blocks.meeting", "Meeting notes"), mi(p + "blocks.email", "Email draft"),
            mi(p + "blocks.roadmap", "Product roadmap"), mi(p + "blocks.review", "Review tracker"), mi(p + "blocks.assets", "Project assets"),
            mi(p + "blocks.launch", "Content launch tracker"), DIV, mi(p + "blocks.custom", "Custom building blocks")] }),
          mi(p + "chips", "Smart chips", "smart_display", { submenu: [mi(p + "chips.date", "Date", "calendar_today"), mi(p + "chips.dropdown", "Dropdown", "arrow_drop_down"),
            mi(p + "chips.people", "People", "person"), mi(p + "chips.files", "Files", "draft"), mi(p + "chips.events", "Calendar events", "event"),
            mi(p + "chips.place", "Place", "location_on"), mi(p + "chips.finance", "Finance", "savings")] }),
          mi(p + "link", "Link", "link", { shortcut: "Ctrl+K" }),
          mi(p + "drawing", "Drawing", "draw", { submenu: [mi(p + "drawing.new", "New"), mi(p + "drawing.drive", "From Drive")] }),
          mi(p + "chart", "Chart", "insert_chart", { submenu: [mi(p + "chart.bar", "Bar"), mi(p + "chart.column", "Column"), mi(p + "chart.line", "Line"),
            mi(p + "chart.pie", "Pie"), DIV, mi(p + "chart.sheets", "From Sheets")] }),
          mi(p + "hr", "Horizontal line", "horizontal_rule"), mi(p + "emoji", "Emoji", "sentiment_satisfied"),
          mi(p + "footnote", "Footnote", "format_list_numbered_rtl", { shortcut: "Ctrl+Alt+F" }),
          mi(p + "special", "Special characters", "emoji_symbols", { onSelect: function () { S.special = true; renderFloats(); } }),
          mi(p + "equation", "Equation", "functions"), DIV,
          mi(p + "watermark", "Watermark", "branding_watermark"),
          mi(p + "headers", "Headers & footers", "page_footer", { submenu: [mi(p + "headers.header", "Header", null, { shortcut: "Ctrl+Alt+O Ctrl+Alt+H" }), mi(p + "headers.footer", "Footer", null, { shortcut: "Ctrl+Alt+O Ctrl+Alt+F" })] }),
          mi(p + "page-numbers", "Page numbers", "format_list_numbered", { submenu: [mi(p + "page-numbers.top", "Top of every page"), mi(p + "page-numbers.bottom", "Bottom of every page"), mi(p + "page-numbers.more", "More options")] }),
          mi(p + "break", "Break", "insert_page_break", { submenu: [mi(p + "break.page", "Page break", null, { shortcut: "Ctrl+Enter" }), mi(p + "break.section-next", "Section break (next page)"), mi(p + "break.section-cont", "Section break (continuous)")] }), DIV,
          mi(p + "bookmark", "Bookmark", "bookmark"),
          mi(p + "toc", "Table of contents", "toc", { submenu: [mi(p + "toc.numbers", "With page numbers"), mi(p + "toc.links", "With blue links")] }), DIV,
          mi(p + "comment", "Comment", "add_comment", { shortcut: "Ctrl+Alt+M" })];
        if (k === "format") {
          var ps = p + "styles.";
          return [
            mi(p + "text", "Text", "format_bold", { submenu: [mi(p + "text.bold", "Bold", "format_bold", { shortcut: "Ctrl+B" }), mi(p + "text.italic", "Italic", "format_italic", { shortcut: "Ctrl+I" }),
              mi(p + "text.underline", "Underline", "format_underlined", { shortcut: "Ctrl+U" }), mi(p + "text.strike", "Strikethrough", "format_strikethrough", { shortcut: "Alt+Shift+5" }),
              mi(p + "text.superscript", "Superscript", "superscript", { shortcut: "Ctrl+." }), DIV,
              mi(p + "text.case", "Capitalization", "text_fields", { submenu: [mi(p + "text.case.lower", "lowercase"), mi(p + "text.case.upper", "UPPERCASE"), mi(p + "text.case.title", "Title Case")] })] }),
            mi(p + "styles", "Paragraph styles", "format_quote", { submenu: [
              mi(ps + "borders", "Borders and shading"), DIV,
              mi(ps + "normal", "Normal text", null, { submenu: styleSub(ps + "normal", "Normal text") }),
              mi(ps + "title", "Title", null, { submenu: styleSub(ps + "title", "Title") }),
              mi(ps + "subtitle", "Subtitle", null, { submenu: styleSub(ps + "subtitle", "Subtitle") }),
              mi(ps + "h1", "Heading 1", null, { submenu: styleSub(ps + "h1", "Heading 1") }),
              mi(ps + "h2", "Heading 2", null, { submenu: styleSub(ps + "h2", "Heading 2") }),
              mi(ps + "h3", "Heading 3", null, { submenu: styleSub(ps + "h3", "Heading 3") }), DIV,
              mi(ps + "options", "Options", null, { submenu: [mi(ps + "options.save", "Save as my default styles"), mi(ps + "options.use", "Use my default styles"), mi(ps + "options.reset", "Reset styles")] })] }),
            mi(p + "align", "Align & indent", "format_indent_increase", { submenu: [mi(p + "align.left", "Left", "format_align_left"), mi(p + "align.center", "Center", "format_align_center"),
              mi(p + "align.right", "Right", "format_align_right"), mi(p + "align.justified", "Justified", "format_align_justify"), DIV, mi(p + "align.options", "Indentation options")] }),
            mi(p + "spacing", "Line & paragraph spacing", "format_line_spacing", { submenu: [mi(p + "spacing.single", "Single"), mi(p + "spacing.115", "1.15", null, { checked: true }),
              mi(p + "spacing.15", "1.5"), mi(p + "spacing.double", "Double"), DIV, mi(p + "spacing.custom", "Custom spacing")] }),
            mi(p + "columns", "Columns", "view_column"),
            mi(p + "bullets", "Bullets & numbering", "format_list_bulleted", { submenu: [mi(p + "bullets.list-options", "List options"), mi(p + "bullets.numbered", "Numbered list"), mi(p + "bullets.bulleted", "Bulleted list"), mi(p + "bullets.checklist", "Checklist")] }), DIV,
            mi(p + "headers", "Headers & footers", "page_footer"), mi(p + "page-numbers", "Page numbers", "format_list_numbered"),
            mi(p + "orientation", "Page orientation", "crop_landscape"), mi(p + "pageless", "Switch to Pageless format", "article"), DIV,
            mi(p + "table", "Table", "table", { submenu: [mi(p + "table.insert-row", "Insert row above"), mi(p + "table.insert-col", "Insert column left"), mi(p + "table.delete-row", "Delete row"), mi(p + "table.properties", "Table properties")] }),
            mi(p + "image", "Image", "image", { submenu: [mi(p + "image.crop", "Crop image"), mi(p + "image.options", "Image options"), mi(p + "image.alt", "Alt text")] }),
            mi(p + "borders", "Borders & lines", "border_color"), DIV,
            mi(p + "clear", "Clear formatting", "format_clear", { shortcut: "Ctrl+\\" })];
        }
        if (k === "tools") return [
          mi(p + "spelling", "Spelling and grammar", "spellcheck", { submenu: [
            mi(p + "spelling.check", "Spelling and grammar check", null, { shortcut: "Ctrl+Alt+X", onSelect: function () { S.spellcheck = true; renderFloats(); } }), DIV,
            mi(p + "spelling.suggest", "Show spelling suggestions", null, { checked: true }), mi(p + "spelling.grammar", "Show grammar suggestions", null, { checked: true }), DIV,
            mi(p + "spelling.dictionary", "Personal dictionary")] }),
          mi(p + "word-count", "Word count", "text_fields", { shortcut: "Ctrl+Shift+C", onSelect: function () { openDialog("word-count"); } }),
          mi(p + "review", "Review suggested edits", "rate_review", { shortcut: "Ctrl+Alt+O Ctrl+Alt+U" }),
          mi(p + "compare", "Compare documents", "compare"), mi(p + "citations", "Citations", "format_quote"),
          mi(p + "line-numbers", "Line numbers", "format_list_numbered"), mi(p + "linked", "Linked objects", "link"),
          mi(p + "dictionary", "Dictionary", "school", { shortcut: "Ctrl+Shift+Y" }), DIV,
          mi(p + "translate", "Translate document", "translate"),
          mi(p + "voice", "Voice typing", "mic", { shortcut: "Ctrl+Shift+S", onSelect: function () { S.voice = true; renderFloats(); } }), DIV,
          mi(p + "notifications", "Notification settings", "notifications"), mi(p + "preferences", "Preferences", "settings"),
          mi(p + "accessibility", "Accessibility", "accessibility_new"),
          mi(p + "explore", "Explore", "explore", { shortcut: "Ctrl+Alt+Shift+I", onSelect: function () { openSide("explore"); } })];
        if (k === "extensions") return [
          mi(p + "addons", "Add-ons", "extension", { submenu: [mi(p + "addons.get", "Get add-ons"), mi(p + "addons.manage", "Manage add-ons")] }),
          mi(p + "script", "Apps Script", "code")];
        return [
          mi(p + "search", "Search the menus", "search", { shortcut: "Alt+/" }), DIV,
          mi(p + "help", "Docs Help", "help"), mi(p + "training", "Training", "school"), mi(p + "updates", "Updates", "campaign"), DIV,
          mi(p + "feedback", "Help Docs improve", "feedback"), mi(p + "bug", "Report abuse", "bug_report"), DIV,
          mi(p + "privacy", "Privacy Policy", "privacy_tip"), mi(p + "terms", "Terms of Service", "gavel"), DIV,
          mi(p + "shortcuts", "Keyboard shortcuts", "keyboard", { shortcut: "Ctrl+/", onSelect: function () { openDialog("shortcuts"); } })];
      }
      var MENU_TOASTS = {
        "docs.menu.file.download.pdf": "Preparing PDF for download\u2026", "docs.menu.file.download.docx": "Preparing .docx for download\u2026",
        "docs.menu.file.versions.name": "Name this version in Version history", "docs.menu.file.print": "Preparing to print\u2026",
        "docs.menu.file.offline": "Making this document available offline\u2026", "docs.menu.file.copy": "Making a copy\u2026",
      };
      function wireMenus() {
        menus = {};
        MENU_ORDER.forEach(function (k) {
          var b = menuBtns[k];
          menus[k] = kit.menu(b, menuItems(k), {
            id: "docs.menu." + k + ".list", cls: "gd-menu", placement: "bottom-start",
            onOpen: function () { openMenuKey = k; S.menu = k; },
            onClose: function () { if (openMenuKey === k) { openMenuKey = null; if (S.menu === k) S.menu = null; } },
            onSelect: function (it) {
              S.last_action = it.id;
              if (MENU_TOASTS[it.id]) notice(MENU_TOASTS[it.id]);
            } });
          // With a menu open, pointing at another menu bar item switches to its menu (as in Docs).
          b.addEventListener("pointerenter", function () {
            if (openMenuKey && openMenuKey !== k) { menus[openMenuKey].close("switch"); menus[k].open(); }
          });
        });
      }
      function setMode(m) { S.mode = m; renderToolbar(); renderEditor(true); }

      /* ================================================================ toolbar */
      var tbPop = null;
      function tb(id, iconName, label, opts) {
        opts = opts || {};
        var b = btn("docs.tb." + id, iconName, label, function () {
          S.last_action = "docs.tb." + id;
          if (opts.onClick) opts.onClick(); else if (opts.toast) notice(opts.toast);
        }, { cls: "tbb" + (opts.drop ? " drop" : ""), size: 18, tip: opts.tip || label });
        if (opts.drop) b.appendChild(icon("arrow_drop_down", 16));
        return b;
      }
      function tbText(id, text, label, w, items) {
        var b = h("button", { class: "tbb txt", id: "docs.tb." + id, type: "button", "aria-label": label, style: { width: w + "px" } },
          h("span", { class: "tt" }, text), icon("arrow_drop_down", 16));
        kit.tooltip(b, label);
        if (items) kit.menu(b, items, { id: "docs.tb." + id + ".list", cls: "gd-menu", onSelect: function (it) { S.last_action = it.id; if (it.onDone) it.onDone(); } });
        return b;
      }
      // The toolbar's groups, left to right. The ones that do not fit go into "More".
      function toolbarGroups() {
        var zooms = ["fit", "50", "75", "90", "100", "125", "150", "200"];
        return [
          ["history", [tb("search", "search", "Search the menus (Alt+/)", { onClick: function () { notice("Search the menus"); } }),
            tb("undo", "undo", "Undo (Ctrl+Z)"), tb("redo", "redo", "Redo (Ctrl+Y)"),
            tb("print", "print", "Print (Ctrl+P)", { toast: "Preparing to print\u2026" }),
            tb("spelling", "spellcheck", "Spelling and grammar check (Ctrl+Alt+X)", { onClick: function () { S.spellcheck = true; renderFloats(); } }),
            tb("paint", "format_paint", "Paint format")]],
          ["zoom", [tbText("zoom", S.zoom === "fit" ? "Fit" : S.zoom + "%", "Zoom", 64, zooms.map(function (z) {
            return { id: "docs.tb.zoom." + z, label: z === "fit" ? "Fit" : z + "%", onDone: function () { S.zoom = z; renderToolbar(); renderEditor(true); } };
          }))]],
          ["style", [tbText("styles", "Normal text", "Styles", 112, ["Normal text", "Title", "Subtitle", "Heading 1", "Heading 2", "Heading 3"].map(function (s) {
            return { id: "docs.tb.styles." + s.toLowerCase().replace(/ /g, "-"), label: s };
          }))]],
          ["font", [tbText("font", "Arial", "Font", 92, ["Arial", "Calibri", "Cambria", "Comic Sans MS", "Courier New", "Georgia", "Merriweather", "Montserrat", "Open Sans", "Roboto", "Times New Roman", "Verdana"].map(function (f) {
            return { id: "docs.tb.font." + f.toLowerCase().replace(/ /g, "-"), label: f, checked: f === "Arial" };
          }))]],
          ["size", [tb("size-down", "remove", "Decrease font size (Ctrl+Shift+comma)"),
            h("span", { class: "fsz", id: "docs.tb.size" }, "11"),
            tb("size-up", "add", "Increase font size (Ctrl+Shift+period)")]],
          ["text", [tb("bold", "format_bold", "Bold (Ctrl+B)"), tb("italic", "format_italic", "Italic (Ctrl+I)"), tb("underline", "format_underlined", "Underline (Ctrl+U)"),
            tb("color", "format_color_text", "Text color"), tb("highlight", "ink_highlighter", "Highlight color")]],
          ["insert", [tb("link", "add_link", "Insert link (Ctrl+K)"), tb("comment", "add_comment", "Add comment (Ctrl+Alt+M)"), tb("image", "image", "Insert image")]],
          ["para", [tb("align", "format_align_left", "Align & indent", { drop: true }), tb("spacing", "format_line_spacing", "Line & paragraph spacing")]],
          ["lists", [tb("checklist", "checklist", "Checklist (Ctrl+Shift+9)", { drop: true }), tb("bulleted", "format_list_bulleted", "Bulleted list (Ctrl+Shift+8)", { drop: true }),
            tb("numbered", "format_list_numbered", "Numbered list (Ctrl+Shift+7)", { drop: true })]],
          ["indent", [tb("indent-less", "format_indent_decrease", "Decrease indent (Ctrl+[)"), tb("indent-more", "format_indent_increase", "Increase indent (Ctrl+])"),
            tb("clear", "format_clear", "Clear formatting (Ctrl+\\)")]],
        ];
      }
      function renderToolbar() {
        tbHost.innerHTML = "";
        if (tbPop) { tbPop.close("render"); tbPop = null; }
        if (isMobile() || S.version_history) return;
        var groups = toolbarGroups();
        var left = h("div", { class: "tb-left", id: "docs.toolbar.main" });
        var modeIcons = { editing: "edit", suggesting: "rate_review", viewing: "visibility" };
        var modeLabels = { editing: "Editing", suggesting: "Suggesting", viewing: "Viewing" };
        var modeBtn = h("button", { class: "tbb mode", id: "docs.tb.mode", type: "button", "aria-label": "Editing mode" },
          icon(modeIcons[S.mode], 18), h("span", { class: "ml" }, modeLabels[S.mode]), icon("arrow_drop_down", 16));
        kit.tooltip(modeBtn, "Editing mode");
        kit.menu(modeBtn, ["editing", "suggesting", "viewing"].map(function (m) {
          return { id: "docs.mode." + m, label: modeLabels[m], icon: "material:" + modeIcons[m],
            hint: { editing: "Edit document directly", suggesting: "Edits become suggestions", viewing: "Read or print final document" }[m],
            checked: S.mode === m, onSelect: function () { setMode(m); } };
        }), { id: "docs.mode.list", cls: "gd-menu mode-menu", placement: "bottom-end" });
        var more = h("button", { class: "tbb", id: "docs.tb.more", type: "button", "aria-label": "More" }, icon("more_vert", 18));
        kit.tooltip(more, "More");
        var collapse = btn("docs.tb.collapse", "keyboard_arrow_up", "Hide the menus (Ctrl+Shift+F)", act("docs.tb.collapse"), { cls: "tbb", size: 18 });
        var right = h("div", { class: "tb-right" }, more, modeBtn, collapse);
        var bar = h("div", { class: "gd-tb", id: "docs.toolbar" }, left, right);
        tbHost.appendChild(bar);
        var groupEls = groups.map(function (g, i) {
          var el = h("div", { class: "tb-group", "data-g": g[0] }, g[1]);
          if (i) left.appendChild(h("span", { class: "tb-sep" }));
          left.appendChild(el);
          return el;
        });
        // Overflow: drop groups from the right while the row does not fit.
        var hiddenFrom = groups.length;
        while (hiddenFrom > 1 && left.scrollWidth > left.clientWidth + 1) {
          hiddenFrom -= 1;
          var g = groupEls[hiddenFrom];
          if (g.previousSibling) g.previousSibling.remove();
          g.remove();
        }
        more.hidden = hiddenFrom === groups.length;
        if (hiddenFrom < groups.length) {
          tbPop = kit.popover(more, function () {
            var rest = toolbarGroups().slice(hiddenFrom);
            var row = h("div", { class: "tb-overflow", id: "docs.tb.overflow" });
            rest.forEach(function (g, i) { if (i) row.appendChild(h("span", { class: "tb-sep" })); row.appendChild(h("div", { class: "tb-group" }, g[1])); });
            return row;
          }, { id: "docs.tb.more.panel", placement: "bottom-end", cls: "gd-tb-pop",
            onOpen: function () { S.toolbar_more = true; }, onClose: function () { S.toolbar_more = false; } });
        }
      }

      /* ================================================================ document rendering */
      function runEls(runs, blockSlug) {
        return runs.map(function (r) {
          var cls = (r.b ? " b" : "") + (r.i ? " i" : "");
          var el;
          if (r.person) {
            var p = person(r.person);
            el = h("span", { class: "chip person", id: "docs.chip.person." + r.person + "." + blockSlug, role: "button" },
              kit.avatar(p, { size: 16 }), h("span", { class: "cn" }, p.name));
            personCard(el, r.person);
          } else if (r.file) {
            var f = C.files[r.file];
            el = h("span", { class: "chip file", id: "docs.chip.file." + r.file, role: "button" },
              h("span", { class: "fi " + f.kind }, icon(f.kind === "sheets" ? "table_chart" : f.kind === "pdf" ? "description" : "article", 14, "#fff")),
              h("span", { class: "cn" }, f.name));
            fileCard(el, r.file);
          } else if (r.link) {
            el = h("span", { class: "lnk" + cls, id: "docs.link." + r.link }, r.t);
            linkChip(el, r.link);
          } else if (r.sugg) {
            var done = has(S.accepted, r.sugg), rej = has(S.rejected, r.sugg);
            if ((r.del && done) || (r.ins && rej)) return null;
            el = h("span", { class: (done || rej ? "" : r.del ? "sg-del" : "sg-ins") + cls, id: (done || rej) ? null : "docs.sugg." + r.sugg + "." + (r.del ? "del" : "ins"),
              onclick: function (e) { if (!done && !rej) { stop(e); activate(r.sugg); } } }, r.t);
          } else {
            el = h("span", { class: cls.trim() || null }, r.t);
          }
          if (r.comment && !isResolved(commentById[r.comment])) {
            return h("span", { class: "anchor" + (S.comment_active === r.comment ? " active" : ""), id: "docs.anchor." + r.comment, "data-c": r.comment,
              onclick: function (e) { if (e.target.closest(".chip, .lnk")) return; stop(e); activate(r.comment); } }, el);
          }
          return el;
        });
      }

      function blockEl(b, listIndex) {
        var k = b.kind, id = "docs.block." + b.slug;
        var click = function (e) { stop(e); S.cursor = b.slug; closeChips(); };
        if (k === "table") {
          var body = b.rows.map(function (row, ri) {
            var last = ri === b.rows.length - 1 && b.slug === "budget-table";
            return h("tr", { class: last ? "total" : null }, row.map(function (cell, ci) {
              return h("td", { id: "docs.table." + b.slug + ".r" + (ri + 1) + "c" + (ci + 1), onclick: function (e) { stop(e); S.cursor = b.slug + ".r" + (ri + 1) + "c" + (ci + 1); closeChips(); } }, runEls(cell, b.slug));
            }));
          });
          return h("div", { class: "blk tblk", id: id },
            h("table", { class: "dt " + b.slug }, h("thead", null, h("tr", null, b.head.map(function (c) { return h("th", null, c); }))), h("tbody", null, body)));
        }
        if (k === "chart") return chartEl(b);
        if (k === "image") return imageEl(b);
        if (k === "check") {
          var on = has(S.checked, b.slug);
          var box = h("span", { class: "cbox" + (on ? " on" : ""), id: id + ".box", role: "checkbox", "aria-checked": String(on),
            onclick: function (e) {
              stop(e); if (S.mode === "viewing") return;
              S.checked = toggled(S.checked, b.slug);
              var now = has(S.checked, b.slug);
              box.classList.toggle("on", now); box.setAttribute("aria-checked", String(now));
              box.innerHTML = ""; box.appendChild(icon(now ? "check_box-fill" : "check_box_outline_blank", 18, now ? "#1a73e8" : "#5f6368"));
              row.classList.toggle("done", now);
            } }, icon(on ? "check_box-fill" : "check_box_outline_blank", 18, on ? "#1a73e8" : "#5f6368"));
          var row = h("div", { class: "blk check" + (on ? " done" : ""), id: id, onclick: click }, box, h("span", { class: "ck-t" }, runEls(b.runs, b.slug)));
          return row;
        }
        var tag = { title: "div", subtitle: "div", h1: "h1", h2: "h2", h3: "h3" }[k] || "div";
        var el = h(tag, { class: "blk " + k, id: id, onclick: click },
          k === "ul" ? h("span", { class: "bullet" }, "\u25cf") : null,
          k === "ol" ? h("span", { class: "num" }, listIndex + ".") : null,
          h("span", { class: "bt" }, runEls(b.runs, b.slug)));
        return el;
      }

      function chartEl(b) {
        var max = 60, W = 520, H = 250, left = 44, bottom = 34, top = 40;
        var bw = 64, gap = (W - left - 20 - b.bars.length * bw) / b.bars.length;
        var svg = '<svg width="' + W + '" height="' + H + '" viewBox="0 0 ' + W + " " + H + '" font-family="Liberation Sans, Arial, sans-serif">';
        svg += '<text x="' + W / 2 + '" y="22" font-size="14" text-anchor="middle" fill="#202124">' + b.title + "</text>";
        for (var t = 0; t <= max; t += 20) {
          var y = H - bottom - (t / max) * (H - bottom - top);
          svg += '<line x1="' + left + '" x2="' + (W - 12) + '" y1="' + y + '" y2="' + y + '" stroke="' + (t ? "#e0e0e0" : "#9e9e9e") + '"/>';
          svg += '<text x="' + (left - 8) + '" y="' + (y + 4) + '" font-size="11" text-anchor="end" fill="#5f6368">' + t + "</text>";
        }
        b.bars.forEach(function (bar, i) {
          var x = left + gap / 2 + i * (bw + gap), hgt = (bar[1] / max) * (H - bottom - top);
          svg += '<rect x="' + x + '" y="' + (H - bottom - hgt) + '" width="' + bw + '" height="' + hgt + '" fill="#4285f4"/>';
          svg += '<text x="' + (x + bw / 2) + '" y="' + (H - bottom - hgt - 6) + '" font-size="11" text-anchor="middle" fill="#3c4043">' + bar[1] + "</text>";
          svg += '<text x="' + (x + bw / 2) + '" y="' + (H - bottom + 16) + '" font-size="11" text-anchor="middle" fill="#5f6368">' + bar[0] + "</text>";
        });
        svg += "</svg>";
        var sel = S.selected === b.slug;
        var box = h("div", { class: "chart" + (sel ? " sel" : ""), id: "docs.chart." + b.slug, role: "img", "aria-label": b.title, html: svg,
          onclick: function (e) { stop(e); S.selected = b.slug; S.cursor = null; renderEditor(true); } });
        var wrap = h("div", { class: "blk chartblk", id: "docs.block." + b.slug }, box);
        if (sel) {
          wrap.appendChild(h("div", { class: "chart-bar", id: "docs.chart." + b.slug + ".options" },
            h("span", { class: "cb-t" }, icon("link", 16), "Linked chart options"),
            h("button", { class: "txt-btn sm", id: "docs.chart." + b.slug + ".update", onclick: function (e) { stop(e); S.last_action = "docs.chart.update"; notice("Chart updated from \u201c" + b.source + "\u201d"); } }, "Update")));
        }
        return wrap;
      }

      // A photo in line with the text; selecting it shows Docs' image toolbar under it.
      function imageEl(b) {
        var sel = S.selected === b.slug;
        var img = h("img", { class: "dimg" + (sel ? " sel" : ""), id: "docs.image." + b.slug, src: b.src, alt: b.alt, draggable: "false", width: 400, height: 300,
          onclick: function (e) { stop(e); S.selected = b.slug; S.cursor = null; renderEditor(true); } });
        var wrap = h("div", { class: "blk imgblk", id: "docs.block." + b.slug }, img, h("div", { class: "cap" }, b.caption));
        if (sel) {
          function mode(k, iconName, label) {
            return btn("docs.image." + b.slug + "." + k, iconName, label, act("docs.image." + b.slug + "." + k), { cls: "sm", size: 18 });
          }
          wrap.appendChild(h("div", { class: "img-bar", id: "docs.image." + b.slug + ".toolbar" },
            mode("inline", "format_align_left", "In line"), mode("wrap", "format_align_justify", "Wrap text"), mode("break", "view_stream", "Break text"),
            h("span", { class: "tb-sep" }),
            h("button", { class: "txt-btn sm", id: "docs.image." + b.slug + ".options", onclick: function (e) { stop(e); S.last_action = "docs.image." + b.slug + ".options"; } }, "Image options"),
            mode("more", "more_vert", "More")));
        }
        return wrap;
      }

      /* ---------------- chips: link chip, people and file cards ---------------- */
      var chipPops = [];
      function closeChips() { chipPops.forEach(function (p) { if (p.isOpen()) p.close("cursor"); }); }
      function chipPopover(el, key, build, cls) {
        var pop = kit.popover(el, build, { trigger: "hover", openDelay: 500, closeDelay: 300, closeOnOutside: true, placement: "bottom-start",
          baseCls: "kit-hover-card", cls: cls, id: "docs.card." + key.replace(":", "."),
          onOpen: function () { S.chip = key; }, onClose: function () { if (S.chip === key) S.chip = null; } });
        el.addEventListener("click", function (e) { stop(e); closeChips(); pop.open(); });
        chipPops.push(pop);
        return pop;
      }
      function personCard(el, key) {
        var p = person(key);
        chipPopover(el, "person:" + key, function () {
          function a(k, iconName, label, text) {
            var b = btn("docs.card.person." + key + "." + k, iconName, label, function () { S.last_action = "docs.card.person." + key + "." + k; if (text) notice(text); }, { cls: "pc-b", tooltip: true });
            return b;
          }
          return [h("div", { class: "pc-head" }, kit.avatar(p, { size: 56 }),
            h("div", { class: "pc-who" }, h("div", { class: "pc-n" }, p.name), h("div", { class: "pc-e" }, p.email))),
            h("div", { class: "pc-acts" }, a("email", "mail", "Send email", "Opening a new email to " + p.name.split(" ")[0] + "\u2026"),
              a("chat", "chat", "Chat", "Opening a chat with " + p.name.split(" ")[0] + "\u2026"),
              a("event", "event", "Schedule event", "Opening Calendar to schedule with " + p.name.split(" ")[0] + "\u2026"),
              a("video", "videocam", "Start video call", null), a("open", "open_in_new", "Open detailed view", null))];
        }, "gd-card pc");
      }
      function fileCard(el, slug) {
        var f = C.files[slug];
        chipPopover(el, "file:" + slug, function () {
          return [h("div", { class: "fc-head" }, h("span", { class: "fi " + f.kind }, icon(f.kind === "sheets" ? "table_chart" : "description", 16, "#fff")),
            h("div", null, h("div", { class: "fc-n" }, f.name), h("div", { class: "fc-m" }, f.owner + " \u00b7 " + f.edited))),
            h("div", { class: "fc-prev" }, h("div", { class: "fc-lines" })),
            h("div", { class: "fc-acts" },
              h("button", { class: "txt-btn", id: "docs.card.file." + slug + ".open", onclick: function (e) { stop(e); S.last_action = "docs.card.file." + slug + ".open"; notice("Opening \u201c" + f.name + "\u201d in a new tab\u2026"); } }, "Open"),
              btn("docs.card.file." + slug + ".copy", "content_copy", "Copy link", function () { S.last_action = "docs.card.file." + slug + ".copy"; notice("Link copied to clipboard"); }, { cls: "pc-b" }))];
        }, "gd-card fc");
      }
      function linkChip(el, slug) {
        var l = C.links[slug];
        chipPopover(el, "link:" + slug, function () {
          return h("div", { class: "lc" },
            h("span", { class: "lc-fav" }, icon("public", 16, "#5f6368")),
            h("a", { class: "lc-url", id: "docs.linkchip." + slug + ".url", onclick: function (e) { stop(e); S.last_action = "docs.linkchip." + slug + ".open"; notice("Opening link in a new tab\u2026"); } }, l.url.replace(/^https:\/\//, "").slice(0, 38) + (l.url.length > 46 ? "\u2026" : "")),
            btn("docs.linkchip." + slug + ".copy", "content_copy", "Copy link", function () { S.last_action = "docs.linkchip." + slug + ".copy"; notice("Link copied to clipboard"); }, { cls: "pc-b", size: 18 }),
            btn("docs.linkchip." + slug + ".edit", "edit", "Edit link", function () { S.last_action = "docs.linkchip." + slug + ".edit"; }, { cls: "pc-b", size: 18 }),
            btn("docs.linkchip." + slug + ".remove", "link_off", "Remove link", function () { S.last_action = "docs.linkchip." + slug + ".remove"; notice("Link removed"); }, { cls: "pc-b", size: 18 }));
        }, "gd-card linkchip");
      }

      /* ---------------- pagination ---------------- */
      function docBlocks() { return S.tab === "notes" ? C.notes : C.body; }
      function buildBlocks() {
        var n = 0;
        return docBlocks().map(function (b) {
          n = b.kind === "ol" ? n + 1 : 0;
          return blockEl(b, n);
        });
      }
      // Pour the blocks into pages: measure each at the page's text width, then fill 864 px pages.
      function paginate(els) {
        var probe = h("div", { class: "gd-measure" }, h("div", { class: "page-text" }, els));
        shell.appendChild(probe);
        var heights = els.map(function (el) { return el.getBoundingClientRect().height; });
        // Tables break between rows, as Docs breaks them across pages.
        var rowHeights = els.map(function (el) {
          return el.classList.contains("tblk") ? Array.prototype.map.call(el.querySelectorAll("tbody > tr"), function (tr) { return tr.getBoundingClientRect().height; }) : null;
        });
        probe.remove();
        var pages = [[]], used = 0;
        function newPage() { pages.push([]); used = 0; }
        els.forEach(function (el, i) {
          var hgt = heights[i];
          var keepWithNext = /^(H1|H2|H3)$/.test(el.tagName) && i + 1 < els.length ? Math.min(heights[i + 1], 60) : 0;
          if (rowHeights[i] && used + hgt > TEXT_H && TEXT_H - used > 140) {
            var rows = Array.prototype.slice.call(el.querySelectorAll("tbody > tr"));
            var fixed = hgt - rowHeights[i].reduce(function (a, b) { return a + b; }, 0);
            var room = TEXT_H - used - fixed, n = 0, sum = 0;
            while (n < rows.length && sum + rowHeights[i][n] <= room) { sum += rowHeights[i][n]; n++; }
            if (n > 0 && n < rows.length) {
              pages[pages.length - 1].push(el);
              var table = el.querySelector("table");
              var cont = h("div", { class: "blk tblk cont", id: el.getAttribute("data-igg-id") + ".cont" },
                h("table", { class: table.className }, h("tbody", null, rows.slice(n))));
              newPage();
              pages[pages.length - 1].push(cont);
              used = hgt - fixed - sum + 18;
              return;
            }
          }
          if (pages[pages.length - 1].length && used + hgt + keepWithNext > TEXT_H) newPage();
          pages[pages.length - 1].push(el);
          used += hgt;
        });
        return pages;
      }

      /* ---------------- the editor ---------------- */
      var pagesEl = null, marginEl = null, innerEl = null, zoomFactor = 1;
      function renderEditor(keepScroll) {
        var prev = keepScroll ? editor.scrollTop : init.scroll_y;
        editor.innerHTML = "";
        chipPops = [];
        var mobile = isMobile();
        editor.classList.toggle("viewing", S.mode === "viewing");
        if (S.ruler && !mobile && !S.version_history) editor.appendChild(ruler());
        var els = buildBlocks();
        innerEl = h("div", { class: "canvas-inner", id: "docs.canvas" });
        if (mobile) {
          pagesEl = h("div", { class: "pages flow", id: "docs.pages" }, h("div", { class: "page-text" }, els));
          innerEl.appendChild(pagesEl);
          editor.appendChild(innerEl);
          marginEl = null;
        } else {
          var pages = paginate(els);
          pagesEl = h("div", { class: "pages", id: "docs.pages" }, pages.map(function (blocks, i) {
            return h("div", { class: "page", id: "docs.page." + (i + 1) }, h("div", { class: "page-text" }, blocks));
          }));
          marginEl = h("div", { class: "margin", id: "docs.margin" });
          innerEl.appendChild(pagesEl);
          innerEl.appendChild(marginEl);
          editor.appendChild(innerEl);
          applyZoom();
          alignRuler();
          placeComments();
        }
        if (!mobile && !S.version_history) editor.appendChild(exploreFab());
        editor.scrollTop = prev;
      }
      function applyZoom() {
        var avail = editor.clientWidth - 24;
        var withComments = PAGE_W + 16 + 256;
        var z = S.zoom === "fit" ? avail / PAGE_W : parseInt(S.zoom, 10) / 100;
        var threads = !S.version_history && S.tab === "proposal";
        var showComments = threads && avail >= PAGE_W * z + 16 + 256;
        var markers = threads ? 32 : 0;
        // Too narrow even for the page at 100%: Docs zooms the page to fit the window.
        if (S.zoom === "100" && !showComments && avail < PAGE_W + markers) z = (avail - markers) / PAGE_W;
        if (S.zoom === "fit") z = avail >= withComments ? (avail - 272) / PAGE_W : (avail - markers) / PAGE_W;
        zoomFactor = Math.round(z * 1000) / 1000;
        innerEl.style.zoom = zoomFactor === 1 ? "" : String(zoomFactor);
        innerEl.classList.toggle("no-margin", !showComments);
        innerEl.classList.toggle("no-threads", !threads);
        shell.classList.toggle("comments-collapsed", !showComments);
      }

      // The ruler's white strip sits over the page (which moves left when comments are beside it).
      function alignRuler() {
        var strip = editor.querySelector(".r-page"), page = editor.querySelector(".page");
        if (!strip || !page) return;
        var left = page.getBoundingClientRect().left - editor.getBoundingClientRect().left;
        strip.style.zoom = zoomFactor === 1 ? "" : String(zoomFactor);
        strip.style.left = Math.round(left / zoomFactor) + "px";
      }
      function ruler() {
        var r = h("div", { class: "ruler", id: "docs.ruler" });
        var strip = h("div", { class: "r-page" });
        for (var i = 0; i <= 8; i++) {
          strip.appendChild(h("span", { class: "r-num", style: { left: (i * 96 + 96 - 4) + "px" } }, i ? String(i) : ""));
        }
        for (var q = 0; q < 34; q++) strip.appendChild(h("span", { class: "r-tick" + (q % 2 ? " s" : ""), style: { left: (q * 24) + "px" } }));
        strip.appendChild(h("span", { class: "r-mark l" })); strip.appendChild(h("span", { class: "r-mark r" }));
        r.appendChild(h("div", { class: "r-inner" }, strip));
        return r;
      }

      /* ---------------- comments beside the page ---------------- */
      function openThreads() {
        var list = [];
        C.comments.forEach(function (c) { if (c.anchor && !isResolved(c)) list.push({ kind: "comment", item: c }); });
        C.suggestions.forEach(function (s) { if (!has(S.accepted, s.id) && !has(S.rejected, s.id)) list.push({ kind: "sugg", item: s }); });
        return list;
      }
      function anchorEl(t) {
        if (t.kind === "comment") return editor.querySelector('[data-igg-id="docs.anchor.' + t.item.id + '"]');
        return editor.querySelector('[data-igg-id="docs.sugg.' + t.item.id + '.del"], [data-igg-id="docs.sugg.' + t.item.id + '.ins"]');
      }
      function placeComments() {
        if (!marginEl || S.tab !== "proposal" || S.version_history) return;
        marginEl.innerHTML = "";
        var collapsed = innerEl.classList.contains("no-margin");
        var base = innerEl.getBoundingClientRect().top;
        var items = openThreads().map(function (t) {
          var a = anchorEl(t);
          return { t: t, y: a ? (a.getBoundingClientRect().top - base) / zoomFactor - 8 : 0 };
        }).sort(function (a, b) { return a.y - b.y; });
        var bottom = -1e9;
        items.forEach(function (it) {
          var card = collapsed ? marker(it.t) : threadCard(it.t);
          marginEl.appendChild(card);
          var want = it.y;
          if (!collapsed) {
            var active = S.comment_active === it.t.item.id;
            var y = Math.max(want, bottom + 8);
            card.style.top = y + "px";
            bottom = y + card.offsetHeight;
            if (active) card.style.top = want + "px";
          } else {
            card.style.top = want + "px";
          }
        });
        // The selected thread sits at its anchor; the others make room around it (as Docs does).
        if (!collapsed && S.comment_active) {
          var cards = Array.prototype.slice.call(marginEl.children);
          var ai = -1;
          cards.forEach(function (c, i) { if (c.classList.contains("active")) ai = i; });
          if (ai >= 0) {
            var top = parseFloat(cards[ai].style.top), bot = top + cards[ai].offsetHeight;
            for (var i = ai + 1; i < cards.length; i++) { var t = Math.max(parseFloat(cards[i].style.top), bot + 8); cards[i].style.top = t + "px"; bot = t + cards[i].offsetHeight; }
            var lim = top;
            for (var j = ai - 1; j >= 0; j--) { var tt = Math.min(parseFloat(cards[j].style.top), lim - 8 - cards[j].offsetHeight); cards[j].style.top = tt + "px"; lim = tt; }
          }
        }
      }
      function marker(t) {
        return h("button", { class: "cmarker", id: "docs.marker." + t.item.id, type: "button", "aria-label": "Comment",
          onclick: function (e) { stop(e); activate(t.item.id); } }, icon(t.kind === "sugg" ? "rate_review" : "mode_comment", 18, "#444746"));
      }
      function activate(id) {
        S.comment_active = id;
        renderEditor(true);
      }
      function threadCard(t) {
        var c = t.item, active = S.comment_active === c.id;
        var head = h("div", { class: "ch" }, avatar(c.author, 32),
          h("div", { class: "cw" }, h("div", { class: "cn" }, person(c.author).name), h("div", { class: "ct" }, c.when)));
        var acts;
        if (t.kind === "comment") {
          acts = h("div", { class: "cacts" },
            btn("docs.comment." + c.id + ".resolve", "check", "Mark as resolved and hide discussion", function () {
              S.$set({ resolved: toggled(S.resolved, c.id, true), comment_active: null, last_action: "docs.comment." + c.id + ".resolve" });
              renderEditor(true); renderCommentsPanel();
              notice("Comment resolved", { label: "Undo", onClick: function () { S.resolved = S.resolved.filter(function (x) { return x !== c.id; }); renderEditor(true); } });
            }, { cls: "ca", size: 20, color: "#0b57d0" }),
            moreMenu(c.id));
        } else {
          acts = h("div", { class: "cacts" },
            btn("docs.sugg." + c.id + ".accept", "check", "Accept suggestion", function () {
              S.$set({ accepted: toggled(S.accepted, c.id, true), comment_active: null }); renderEditor(true); notice("Suggestion accepted");
            }, { cls: "ca", size: 20, color: "#0b57d0" }),
            btn("docs.sugg." + c.id + ".reject", "close", "Reject suggestion", function () {
              S.$set({ rejected: toggled(S.rejected, c.id, true), comment_active: null }); renderEditor(true); notice("Suggestion rejected");
            }, { cls: "ca", size: 20 }),
            moreMenu(c.id));
        }
        head.appendChild(acts);
        var body = t.kind === "comment" ? h("div", { class: "cb" }, c.text) : h("div", { class: "cb sg" }, c.text);
        var replies = t.kind === "comment" ? c.replies.map(function (r, i) {
          return h("div", { class: "reply", id: "docs.comment." + c.id + ".reply." + (i + 1) },
            h("div", { class: "ch" }, avatar(r.author, 32), h("div", { class: "cw" }, h("div", { class: "cn" }, person(r.author).name), h("div", { class: "ct" }, r.when))),
            h("div", { class: "cb" }, r.text));
        }) : [];
        var card = h("div", { class: "thread" + (active ? " active" : "") + (t.kind === "sugg" ? " sugg" : ""), id: (t.kind === "comment" ? "docs.comment." : "docs.sugg.") + c.id,
          onclick: function (e) { stop(e); if (S.comment_active !== c.id) activate(c.id); } }, head, body,
          active || replies.length < 2 ? replies : [replies[0], h("div", { class: "more-replies" }, (replies.length - 1) + " more reply"), ],
          active ? h("div", { class: "reply-box" },
            h("input", { type: "text", id: "docs.comment." + c.id + ".reply", placeholder: "Reply or add others with @", "aria-label": "Reply", onclick: stop })) : null);
        return card;
      }
      function moreMenu(cid) {
        var b = btn("docs.comment." + cid + ".more", "more_vert", "More options", null, { cls: "ca", size: 20 });
        kit.menu(b, [
          { id: "docs.comment." + cid + ".menu.edit", label: "Edit" }, { id: "docs.comment." + cid + ".menu.delete", label: "Delete" },
          { id: "docs.comment." + cid + ".menu.link", label: "Get link to this comment" }],
          { id: "docs.comment." + cid + ".menu", cls: "gd-menu", placement: "bottom-end", onSelect: function (it) { S.last_action = it.id; } });
        return b;
      }

      function exploreFab() {
        var b = h("button", { class: "explore-fab", id: "docs.explore.fab", type: "button", "aria-label": "Explore",
          onclick: function (e) { stop(e); openSide("explore"); } }, icon("explore", 22, "#444746"));
        kit.tooltip(b, "Explore (Ctrl+Alt+Shift+I)", { placement: "left" });
        return b;
      }

      /* ================================================================ tabs & outline */
      function headingsOf(list) { return list.filter(function (b) { return b.kind === "h1" || b.kind === "h2"; }); }
      function renderOutline() {
        outlineHost.innerHTML = "";
        var shown = outlineShown();
        shell.classList.toggle("outline-open", shown);
        if (isMobile() || S.version_history) return;
        if (!shown) {
          var show = btn("docs.outline.show", "list", "Show tabs & outline", function () { S.outline = true; renderOutline(); renderEditor(true); }, { cls: "outline-show" });
          outlineHost.appendChild(show);
          return;
        }
        var list = h("div", { class: "ol-scroll", id: "docs.outline" });
        var head = h("div", { class: "ol-head" },
          btn("docs.outline.hide", "arrow_back", "Hide tabs & outline", function () { S.outline = false; renderOutline(); renderEditor(true); }, { cls: "sm" }),
          h("span", { class: "ol-title" }, "Document tabs"),
          btn("docs.outline.add-tab", "add", "Add tab", act("docs.outline.add-tab", "New tab added"), { cls: "sm" }));
        list.appendChild(head);
        C.tabs.forEach(function (t) {
          var sel = S.tab === t.slug;
          var row = h("div", { class: "ol-tab" + (sel ? " sel" : ""), id: "docs.tab." + t.slug,
            onclick: function (e) { stop(e); if (S.tab !== t.slug) { S.$set({ tab: t.slug, comment_active: null }); renderOutline(); renderEditor(false); editor.scrollTop = 0; } } },
            icon("tab", 18, sel ? "#0b57d0" : "#444746"), h("span", { class: "tn" }, t.name));
          var more = btn("docs.tab." + t.slug + ".more", "more_vert", "Tab options", null, { cls: "sm tmore", size: 18 });
          kit.menu(more, [{ id: "docs.tab." + t.slug + ".menu.rename", label: "Rename", icon: "material:edit" },
            { id: "docs.tab." + t.slug + ".menu.duplicate", label: "Duplicate", icon: "material:file_copy" },
            { id: "docs.tab." + t.slug + ".menu.delete", label: "Delete", icon: "material:delete" }],
            { id: "docs.tab." + t.slug + ".menu", cls: "gd-menu", onSelect: function (it) { S.last_action = it.id; } });
          row.appendChild(more);
          list.appendChild(row);
          if (sel) {
            var hs = headingsOf(t.slug === "notes" ? C.notes : C.body);
            hs.forEach(function (b) {
              list.appendChild(h("div", { class: "ol-item " + b.kind + (S.outline_heading === b.slug ? " cur" : ""), id: "docs.outline." + b.slug,
                onclick: function (e) { stop(e); S.outline_heading = b.slug; jumpTo(b.slug); renderOutline(); } }, b.text));
            });
          }
        });
        outlineHost.appendChild(h("nav", { class: "gd-outline" }, list));
        list.scrollTop = init.outline_scroll || 0;
      }
      function jumpTo(slug) {
        var el = editor.querySelector('[data-igg-id="docs.block.' + slug + '"]');
        if (!el) return;
        var top = el.getBoundingClientRect().top - editor.getBoundingClientRect().top + editor.scrollTop - 60;
        editor.scrollTop = Math.max(0, top);
      }

      /* ================================================================ side strip and panels */
      var SIDE = [["calendar", "Calendar"], ["keep", "Keep"], ["tasks", "Tasks"], ["contacts", "Contacts"], ["maps", "Maps"]];
      function renderStrip() {
        stripHost.innerHTML = "";
        if (S.version_history) return;
        var strip = h("div", { class: "gd-strip", id: "docs.strip" });
        SIDE.forEach(function (s) {
          var b = h("button", { class: "sb" + (S.sidepanel === s[0] ? " on" : ""), id: "docs.side." + s[0], type: "button", "aria-label": s[1],
            html: STRIP_LOGOS[s[0]], onclick: function (e) { stop(e); openSide(S.sidepanel === s[0] ? null : s[0]); } });
          kit.tooltip(b, s[1], { placement: "left" });
          strip.appendChild(b);
        });
        strip.appendChild(h("div", { class: "sdiv" }));
        var add = btn("docs.side.addons", "add", "Get Add-ons", act("docs.side.addons"), { tipPlacement: "left" });
        strip.appendChild(add);
        stripHost.appendChild(strip);
      }
      function openSide(name) {
        S.sidepanel = name;
        if (name) S.comments_panel = false;
        renderStrip(); renderSide(); renderEditor(true); renderCommentsPanel();
      }
      var exploreTimer = null;
      var sideShown = null;  // the panel drawn last, so a redraw keeps its list's scroll
      function renderSide() {
        var prevList = sideHost.querySelector(".sp-body");
        var keep = prevList && sideShown === S.sidepanel ? prevList.scrollTop : null;
        sideShown = S.sidepanel;
        sideHost.innerHTML = "";
        shell.classList.toggle("side-open", !!S.sidepanel && !S.version_history);
        if (!S.sidepanel || S.version_history) return;
        var name = S.sidepanel;
        var titles = { calendar: "Calendar", keep: "Keep", tasks: "Tasks", contacts: "Contacts", maps: "Maps", explore: "Explore" };
        var head = h("div", { class: "sp-head" },
          h("div", { class: "sp-t" }, h("div", { class: "sp-app" }, titles[name].toUpperCase()), h("div", { class: "sp-sub" }, name === "calendar" ? C.now : name === "keep" ? "Notes" : name === "tasks" ? "My Tasks" : name === "explore" ? "" : C.me.email)),
          name === "explore" ? null : btn("docs.sidepanel.open", "open_in_new", "Open in new tab", act("docs.sidepanel.open"), { cls: "sm" }),
          btn("docs.sidepanel.close", "close", "Close", function () { openSide(null); }, { cls: "sm" }));
        var scroller = h("div", { class: "sp-body", id: "docs.sidepanel." + name + ".list" });
        var panel = h("aside", { class: "gd-side", id: "docs.sidepanel." + name }, head, scroller);
        if (name === "keep") {
          scroller.appendChild(h("div", { class: "kp-new", id: "docs.keep.new" }, icon("add", 20, "#444746"), "Take a note\u2026"));
          C.keep.forEach(function (n) {
            var open = S.keep_note === n.slug;
            scroller.appendChild(h("div", { class: "kp-note" + (open ? " open" : "") + (n.photo ? " photo" : ""), id: "docs.keep." + n.slug,
              onclick: function (e) { stop(e); S.keep_note = n.slug; renderSide(); } },
              n.photo ? h("img", { class: "kp-img", src: n.photo, alt: n.alt, draggable: "false" }) : null,
              h("div", { class: "kp-t" }, n.title), h("div", { class: "kp-x" }, n.text),
              open ? h("button", { class: "txt-btn sm", id: "docs.keep." + n.slug + ".insert", onclick: function (e) { stop(e); S.last_action = "docs.keep." + n.slug + ".insert"; notice("Note added to document"); } }, "Add to document") : null));
          });
        } else if (name === "tasks") {
          scroller.appendChild(h("div", { class: "tk-add", id: "docs.tasks.add" }, icon("add_task", 20, "#0b57d0"), "Add a task"));
          C.tasks.forEach(function (t) {
            var done = has(S.tasks_done, t.slug);
            scroller.appendChild(h("div", { class: "tk" + (done ? " done" : ""), id: "docs.task." + t.slug },
              h("button", { class: "tk-c", id: "docs.task." + t.slug + ".done", type: "button", "aria-label": "Mark complete",
                onclick: function (e) { stop(e); S.tasks_done = toggled(S.tasks_done, t.slug); renderSide(); if (has(S.tasks_done, t.slug)) notice("1 task completed"); } },
                icon(done ? "check_circle" : "radio_button_unchecked", 20, done ? "#0b57d0" : "#444746")),
              h("div", { class: "tk-b" }, h("div", { class: "tk-t" }, t.title), h("div", { class: "tk-d" }, t.due))));
          });
        } else if (name === "calendar") {
          var day = h("div", { class: "cal-day" });
          for (var hr = 0; hr < 24; hr++) {
            day.appendChild(h("div", { class: "cal-h", style: { top: hr * HOUR + "px" } }, h("span", null, hr === 0 ? "" : (hr % 12 || 12) + " " + (hr < 12 ? "AM" : "PM"))));
          }
          C.calendar.forEach(function (ev) {
            var open = S.cal_event === ev.slug;
            day.appendChild(h("div", { class: "cal-ev" + (open ? " open" : ""), id: "docs.cal." + ev.slug,
              style: { top: ev.start * HOUR + 1 + "px", height: Math.max(20, (ev.end - ev.start) * HOUR - 2) + "px", background: ev.color },
              onclick: function (e) { stop(e); S.cal_event = ev.slug; renderSide(); } },
              h("div", { class: "ce-t" }, ev.title), (ev.end - ev.start) >= 0.5 ? h("div", { class: "ce-d" }, ev.time) : null));
          });
          day.appendChild(h("div", { class: "cal-now", style: { top: (10 + 42 / 60) * HOUR + "px" } }));
          scroller.appendChild(day);
          var ev0 = C.calendar.filter(function (e) { return e.slug === S.cal_event; })[0];
          if (ev0) panel.appendChild(h("div", { class: "cal-detail", id: "docs.cal.detail" }, h("div", { class: "cd-t" }, ev0.title), h("div", { class: "cd-d" }, "Tuesday, November 18 \u00b7 " + ev0.time),
            h("button", { class: "txt-btn sm", id: "docs.cal.detail.close", onclick: function (e) { stop(e); S.cal_event = null; renderSide(); } }, "Close")));
        } else if (name === "contacts") {
          C.access.forEach(function (a) {
            var p = person(a.key);
            scroller.appendChild(h("div", { class: "ct-row", id: "docs.contact." + a.key }, kit.avatar(p, { size: 32 }), h("div", null, h("div", { class: "ct-n" }, p.name), h("div", { class: "ct-e" }, p.email))));
          });
        } else if (name === "maps") {
          scroller.appendChild(h("div", { class: "mp-search" }, icon("search", 20, "#444746"), "Search Google Maps"));
          ["Richmond DC \u2013 1400 Harbour Way S", "Oakland DC \u2013 2200 Adeline St", "Sacramento DC \u2013 8800 Power Inn Rd"].forEach(function (p, i) {
            scroller.appendChild(h("div", { class: "mp-row", id: "docs.maps.place." + (i + 1) }, icon("location_on", 20, "#ea4335"), p));
          });
        } else if (name === "explore") {
          var loading = S.explore_loading;
          scroller.appendChild(h("div", { class: "ex-search" }, icon("search", 20, "#444746"), h("span", null, "cold chain monitoring")));
          if (loading) {
            scroller.appendChild(h("div", { class: "ex-loading", id: "docs.explore.loading" }, h("span", { class: "kit-spinner" }), "Searching\u2026"));
            exploreTimer = kit.after(EXPLORE_MS, function () { S.explore_loading = false; renderSide(); });
          } else {
            scroller.appendChild(h("div", { class: "ex-h" }, "Web"));
            C.explore.forEach(function (r) {
              scroller.appendChild(h("div", { class: "ex-r", id: "docs.explore." + r.slug },
                h("a", { class: "ex-t", id: "docs.explore." + r.slug + ".open", onclick: function (e) { stop(e); S.last_action = "docs.explore." + r.slug + ".open"; notice("Opening " + r.site + " in a new tab\u2026"); } }, r.title),
                h("div", { class: "ex-s" }, r.site), h("div", { class: "ex-x" }, r.text),
                btn("docs.explore." + r.slug + ".cite", "format_quote", "Cite as footnote", function () { S.last_action = "docs.explore." + r.slug + ".cite"; notice("Footnote added"); }, { cls: "sm ex-cite", size: 18 })));
            });
          }
        }
        sideHost.appendChild(panel);
        scroller.scrollTop = keep !== null ? keep : init.side_scroll || (name === "calendar" ? 10 * HOUR : 0);
      }

      /* ================================================================ comment history panel */
      var cpHost = h("div");
      shell.appendChild(cpHost);
      function renderCommentsPanel() {
        cpHost.innerHTML = "";
        if (!S.comments_panel || S.version_history || isMobile()) return;
        var f = S.comment_filter;
        var list = C.comments.filter(function (c) { var r = isResolved(c); return f === "all" || (f === "resolved" ? r : !r); });
        var filterBtn = h("button", { class: "cp-filter", id: "docs.cpanel.filter", type: "button" }, { open: "Open", resolved: "Resolved", all: "All" }[f], icon("arrow_drop_down", 18));
        kit.menu(filterBtn, ["open", "resolved", "all"].map(function (k) {
          return { id: "docs.cpanel.filter." + k, label: { open: "Open", resolved: "Resolved", all: "All" }[k], checked: f === k,
            onSelect: function () { S.comment_filter = k; renderCommentsPanel(); } };
        }), { id: "docs.cpanel.filter.list", cls: "gd-menu" });
        var body = h("div", { class: "cp-list", id: "docs.cpanel.list" }, list.map(function (c) {
          var r = isResolved(c);
          return h("div", { class: "cp-item" + (r ? " resolved" : ""), id: "docs.cpanel." + c.id },
            h("div", { class: "cp-q" }, c.quote),
            h("div", { class: "ch" }, avatar(c.author, 28), h("div", { class: "cw" }, h("div", { class: "cn" }, person(c.author).name), h("div", { class: "ct" }, c.when)),
              r ? btn("docs.cpanel." + c.id + ".reopen", "undo", "Re-open", function () {
                S.$set({ reopened: toggled(S.reopened, c.id, true), resolved: S.resolved.filter(function (x) { return x !== c.id; }) });
                renderCommentsPanel(); renderEditor(true); notice("Comment re-opened");
              }, { cls: "sm" }) : null),
            h("div", { class: "cb" }, c.text),
            c.replies.length ? h("div", { class: "cp-rc" }, c.replies.length + (c.replies.length > 1 ? " replies" : " reply")) : null,
            r ? h("div", { class: "cp-res" }, icon("check_circle", 16, "#188038"), "Marked as resolved") : null);
        }));
        if (!list.length) body.appendChild(h("div", { class: "cp-empty" }, "No comments"));
        cpHost.appendChild(h("div", { class: "gd-cpanel", id: "docs.cpanel", role: "dialog", "aria-label": "Comments", onclick: stop },
          h("div", { class: "cp-head" }, h("span", { class: "cp-t" }, "Comments"), filterBtn,
            btn("docs.cpanel.close", "close", "Close", function () { S.comments_panel = false; renderCommentsPanel(); renderTop(); }, { cls: "sm" })),
          h("div", { class: "cp-tabs" }, h("span", { class: "cp-tab on" }, "All comments"), h("span", { class: "cp-tab", id: "docs.cpanel.foryou", onclick: function (e) { stop(e); S.last_action = "docs.cpanel.foryou"; } }, "For you")),
          body));
      }

      /* ================================================================ Version history */
      function historyBar() {
        var v = C.versions.filter(function (x) { return x.slug === (S.version || "v-current"); })[0] || C.versions[0];
        var restore = h("button", { class: "fill-btn", id: "docs.history.restore", type: "button", disabled: v.current ? true : null,
          "aria-disabled": v.current ? "true" : null,
          onclick: function (e) { stop(e); if (v.current) return; S.last_action = "docs.history.restore." + v.slug; notice("Version restored"); } }, "Restore this version");
        return h("header", { class: "gd-top hist-top", id: "docs.header" },
          btn("docs.history.back", "arrow_back", "Back", function () { S.$set({ version_history: false, version: null }); renderAll(); }),
          h("div", { class: "hist-title" }, v.current ? "Current version" : v.label),
          restore,
          h("div", { class: "top-right" }, h("span", { class: "acct" }, kit.avatar(C.me, { size: 32 }))));
      }
      var versionsTimer = null;
      function openHistory() { renderAll(); }
      function renderHistoryPanel() {
        if (!S.version_history) return;
        var prevList = document.querySelector(".vh-list");
        var keep = prevList ? prevList.scrollTop : null;
        var list = h("div", { class: "vh-list", id: "docs.history.list" });
        var panel = h("aside", { class: "gd-vh", id: "docs.history" }, h("div", { class: "vh-head" }, h("span", null, "Version history"),
          btn("docs.history.options", "more_vert", "More options", act("docs.history.options"), { cls: "sm" })), list,
          h("div", { class: "vh-foot" }, h("label", { class: "vh-named", id: "docs.history.named" }, h("span", { class: "sw" }), "Show named versions only")));
        if (S.versions_loading) {
          list.appendChild(h("div", { class: "ex-loading", id: "docs.history.loading" }, h("span", { class: "kit-spinner" }), "Loading\u2026"));
          versionsTimer = kit.after(VERSIONS_MS, function () { S.versions_loading = false; renderHistoryPanel(); });
        } else {
          var group = null;
          C.versions.forEach(function (v) {
            var g = v.current || v.label.indexOf("November 18") === 0 ? "Today" : v.label.indexOf("November 17") === 0 ? "Yesterday" : "Earlier this month";
            if (g !== group) { group = g; list.appendChild(h("div", { class: "vh-g" }, g)); }
            var sel = (S.version || "v-current") === v.slug;
            list.appendChild(h("div", { class: "vh-item" + (sel ? " sel" : ""), id: "docs.version." + v.slug,
              onclick: function (e) { stop(e); S.version = v.slug; renderTop(); renderHistoryPanel(); } },
              v.name && !v.current ? h("div", { class: "vh-name" }, v.name) : null,
              h("div", { class: "vh-l" + (v.name && !v.current ? " small" : "") }, v.current ? "Current version" : v.label),
              v.editors.map(function (k) { return h("div", { class: "vh-ed" }, h("span", { class: "dot", style: { background: person(k).color } }), person(k).name); })));
          });
        }
        if (prevList) prevList.closest(".gd-vh").remove();
        sideHost.appendChild(panel);
        list.scrollTop = keep !== null ? keep : init.side_scroll || 0;
      }

      /* ================================================================ Share dialog and other dialogs */
      var ROLE = { owner: "Owner", editor: "Editor", commenter: "Commenter", viewer: "Viewer", removed: "Removed" };
      function openShare() { openDialog("share"); }
      var dlg = null;
      function openDialog(name) {
        if (dlg) dlg.close("replaced");
        S.dialog = name;
        if (name === "share") shareDialog();
        else if (name === "word-count") wordCountDialog();
        else if (name === "shortcuts") shortcutsDialog();
        else if (name === "offline") offlineDialog();
      }
      function closed() { dlg = null; S.$set({ dialog: null, share_menu: null }); }
      function shareDialog() {
        var loading = S.share_loading;
        var body = h("div", { class: "sh-body" });
        function fill() {
          body.innerHTML = "";
          body.appendChild(h("div", { class: "sh-add", id: "docs.share.add" }, h("input", { type: "text", placeholder: "Add people, groups, and calendar events", "aria-label": "Add people, groups, and calendar events" })));
          if (loading) {
            body.appendChild(h("div", { class: "sh-loading", id: "docs.share.loading" }, h("span", { class: "kit-spinner" })));
            return;
          }
          body.appendChild(h("div", { class: "sh-h" }, "People with access"));
          var plist = h("div", { class: "sh-people", id: "docs.share.people" });
          C.access.forEach(function (a) {
            var role = S.roles[a.key] || a.role;
            if (role === "removed") return;
            var p = person(a.key);
            var roleEl;
            if (a.role === "owner") roleEl = h("span", { class: "sh-owner" }, "Owner");
            else {
              roleEl = h("button", { class: "sh-role", id: "docs.share.person." + a.key + ".role", type: "button" }, ROLE[role], icon("arrow_drop_down", 20));
              kit.menu(roleEl, ["viewer", "commenter", "editor"].map(function (r) {
                return { id: "docs.share.person." + a.key + ".role." + r, label: ROLE[r], checked: role === r, onSelect: function () { S.roles = withKey(S.roles, a.key, r); fill(); } };
              }).concat([{ divider: true }, { id: "docs.share.person." + a.key + ".role.transfer", label: "Transfer ownership" },
                { id: "docs.share.person." + a.key + ".role.remove", label: "Remove access", onSelect: function () { S.roles = withKey(S.roles, a.key, "removed"); fill(); } }]),
              { id: "docs.share.person." + a.key + ".menu", cls: "gd-menu", placement: "bottom-end",
                onOpen: function () { S.share_menu = a.key; }, onClose: function () { if (S.share_menu === a.key) S.share_menu = null; } });
            }
            plist.appendChild(h("div", { class: "sh-p", id: "docs.share.person." + a.key }, kit.avatar(p, { size: 32 }),
              h("div", { class: "sh-pw" }, h("div", { class: "sh-pn" }, p.name + (a.key === C.me.key ? " (you)" : "")), h("div", { class: "sh-pe" }, p.email)), roleEl));
          });
          body.appendChild(plist);
          body.appendChild(h("div", { class: "sh-h" }, "General access"));
          var ga = S.general_access;
          var gaLabels = { restricted: "Restricted", domain: "Northbay Fresh Foods", anyone: "Anyone with the link" };
          var gaDesc = { restricted: "Only people with access can open with the link", domain: "Anyone in this group with the link can " + (S.link_role === "editor" ? "edit" : S.link_role === "commenter" ? "comment" : "view"),
            anyone: "Anyone on the internet with the link can " + (S.link_role === "editor" ? "edit" : S.link_role === "commenter" ? "comment" : "view") };
          var gaBtn = h("button", { class: "sh-ga-btn", id: "docs.share.general", type: "button" }, gaLabels[ga], icon("arrow_drop_down", 20));
          kit.menu(gaBtn, ["restricted", "domain", "anyone"].map(function (k) {
            return { id: "docs.share.general." + k, label: gaLabels[k], checked: ga === k, onSelect: function () { S.general_access = k; fill(); renderTop(); } };
          }), { id: "docs.share.general.menu", cls: "gd-menu", onOpen: function () { S.share_menu = "general"; }, onClose: function () { if (S.share_menu === "general") S.share_menu = null; } });
          var roleBtn = null;
          if (ga !== "restricted") {
            roleBtn = h("button", { class: "sh-role", id: "docs.share.link-role", type: "button" }, ROLE[S.link_role], icon("arrow_drop_down", 20));
            kit.menu(roleBtn, ["viewer", "commenter", "editor"].map(function (r) {
              return { id: "docs.share.link-role." + r, label: ROLE[r], checked: S.link_role === r, onSelect: function () { S.link_role = r; fill(); } };
            }), { id: "docs.share.link-role.menu", cls: "gd-menu", placement: "bottom-end" });
          }
          body.appendChild(h("div", { class: "sh-ga" }, h("span", { class: "sh-gi" + (ga === "restricted" ? "" : " open") }, icon(ga === "anyone" ? "public" : ga === "domain" ? "domain" : "lock", 20)),
            h("div", { class: "sh-gw" }, gaBtn, h("div", { class: "sh-gd" }, gaDesc[ga])), roleBtn));
        }
        fill();
        if (loading) kit.after(SHARE_LOAD_MS, function () { loading = false; S.share_loading = false; fill(); foot(); });
        var footEl = h("div", { class: "sh-foot" });
        function foot() {
          footEl.innerHTML = "";
          if (loading) return;
          footEl.appendChild(h("button", { class: "out-btn", id: "docs.share.copy", type: "button", onclick: function (e) { stop(e); S.last_action = "docs.share.copy"; notice("Link copied"); } }, icon("link", 20), "Copy link"));
          footEl.appendChild(h("button", { class: "fill-btn", id: "docs.share.done", type: "button", onclick: function (e) { stop(e); dlg.close("done"); } }, "Done"));
        }
        foot();
        dlg = kit.dialog({ id: "docs.share.dialog", cls: "gd-dialog share", closeButton: false, closeOnBackdrop: true, onClose: closed,
          title: null,
          body: h("div", null, h("div", { class: "sh-top" }, h("div", { class: "sh-title" }, "Share \u201c" + C.title + "\u201d"),
            btn("docs.share.help", "help", "Help", act("docs.share.help"), { cls: "sm" }), btn("docs.share.settings", "settings", "Settings", act("docs.share.settings"), { cls: "sm" })),
            body, footEl) });
      }
      function wordCountDialog() {
        var w = C.word_count;
        function row(k, v) { return h("tr", null, h("td", null, k), h("td", { class: "n" }, v.toLocaleString("en-US"))); }
        dlg = kit.dialog({ id: "docs.wordcount", cls: "gd-dialog wc", title: "Word count", closeButton: false, onClose: closed,
          body: h("div", null, h("table", { class: "wc-t" }, row("Pages", w.pages), row("Words", w.words), row("Characters", w.characters), row("Characters excluding spaces", w.no_spaces)),
            h("label", { class: "wc-c" }, icon("check_box_outline_blank", 20, "#444746"), "Display word count while typing")),
          actions: [{ id: "docs.wordcount.ok", label: "OK", primary: true }] });
      }
      function shortcutsDialog() {
        dlg = kit.dialog({ id: "docs.shortcuts", cls: "gd-dialog ks", title: "Keyboard shortcuts", onClose: closed,
          body: h("div", null, h("div", { class: "ks-search" }, icon("search", 20, "#444746"), h("input", { type: "text", placeholder: "Search keyboard shortcuts" })),
            h("table", { class: "ks-t" }, C.keyboard.map(function (k) { return h("tr", null, h("td", null, k[0]), h("td", { class: "k" }, k[1])); }))),
          actions: [{ id: "docs.shortcuts.all", label: "View all in Help Center", keepOpen: true, onClick: act("docs.shortcuts.all") }] });
      }
      function offlineDialog() {
        dlg = kit.dialog({ id: "docs.offline", cls: "gd-dialog off", title: "Work on files offline", closeButton: false, closeOnBackdrop: false, onClose: closed,
          body: h("div", null, h("div", { class: "off-art" }, icon("offline_pin", 48, "#0b57d0")),
            h("p", null, "Turn on offline access to keep working on your recent Docs, Sheets and Slides files when you lose your internet connection."),
            h("p", { class: "muted" }, "Files are saved on this device. Don't turn on offline access on a public or shared computer.")),
          actions: [{ id: "docs.offline.dismiss", label: "Not now" }, { id: "docs.offline.enable", label: "Turn on", primary: true, onClick: function () { notice("Offline access is on"); } }] });
      }

      /* ================================================================ floating windows */
      function fpos(v, def) { return v && typeof v === "object" && v.x != null ? { x: v.x, y: v.y } : def; }
      function floatWin(key, id, title, pos, body, opts) {
        opts = opts || {};
        var head = h("div", { class: "fw-head", id: id + ".titlebar" }, h("span", { class: "fw-t" }, title),
          btn(id + ".close", "close", "Close", function () { var o = {}; o[key] = null; S.$set(o); renderFloats(); }, { cls: "sm" }));
        var win = h("div", { class: "gd-float " + (opts.cls || ""), id: id, role: "dialog", "aria-label": title, style: { left: pos.x + "px", top: pos.y + "px" }, onclick: stop }, head, body);
        kit.draggable(win, head, { bounds: "viewport", onEnd: function (p) { var o = {}; o[key] = { x: Math.round(p.left), y: Math.round(p.top) }; S.$set(o); } });
        floatHost.appendChild(win);
        return win;
      }
      var spellTimer = null;
      function renderFloats() {
        floatHost.innerHTML = "";
        var W = width(), H = window.innerHeight;
        if (S.find) {
          floatWin("find", "docs.find", "Find and replace", fpos(S.find, { x: Math.round(W / 2 - 224), y: Math.round(H / 2 - 170) }), h("div", { class: "fr" },
            h("label", { class: "fr-row" }, h("span", null, "Find"), h("input", { type: "text", value: "excursion", "aria-label": "Find" }), h("span", { class: "fr-n" }, "4 of 9")),
            h("label", { class: "fr-row" }, h("span", null, "Replace with"), h("input", { type: "text", "aria-label": "Replace with" })),
            h("div", { class: "fr-opts" }, h("label", null, icon("check_box_outline_blank", 20, "#444746"), "Match case"), h("label", null, icon("check_box_outline_blank", 20, "#444746"), "Using regular expressions")),
            h("div", { class: "fr-acts" },
              h("button", { class: "out-btn", id: "docs.find.replace", onclick: function (e) { stop(e); S.last_action = "docs.find.replace"; } }, "Replace"),
              h("button", { class: "out-btn", id: "docs.find.replace-all", onclick: function (e) { stop(e); S.last_action = "docs.find.replace-all"; } }, "Replace all"),
              h("button", { class: "out-btn", id: "docs.find.prev", onclick: function (e) { stop(e); S.last_action = "docs.find.prev"; } }, "Previous"),
              h("button", { class: "fill-btn", id: "docs.find.next", onclick: function (e) { stop(e); S.last_action = "docs.find.next"; } }, "Next"))), { cls: "find" });
        }
        if (S.special) {
          var chars = "\u2190\u2191\u2192\u2193\u2194\u2195\u21d0\u21d2\u2022\u2023\u2043\u2219\u00b0\u00b1\u00d7\u00f7\u2212\u2248\u2260\u2264\u2265\u221e\u2211\u221a\u00a9\u00ae\u2122\u00a7\u00b6\u2020\u2021\u2030\u20ac\u00a3\u00a5\u00a2\u2103\u2109\u00bd\u00bc\u00be\u2153\u2154\u2026\u2013\u2014\u2018\u2019\u201c\u201d\u00ab\u00bb\u2713\u2717\u2605\u2606\u25cf\u25cb\u25a0\u25a1\u25b2\u25bc\u2660\u2663\u2665\u2666";
          var grid = h("div", { class: "sc-grid", id: "docs.special.grid" });
          Array.prototype.forEach.call(chars, function (ch, i) {
            grid.appendChild(h("button", { class: "sc-c", id: "docs.special.char." + (i + 1), type: "button", onclick: function (e) { stop(e); S.last_action = "docs.special.char." + (i + 1); } }, ch));
          });
          floatWin("special", "docs.special", "Insert special characters", fpos(S.special, { x: Math.round(W / 2 - 40), y: 150 }), h("div", { class: "sc" },
            h("div", { class: "sc-top" }, h("span", { class: "sel" }, "Symbol", icon("arrow_drop_down", 18)), h("span", { class: "sel" }, "Arrows", icon("arrow_drop_down", 18)),
              h("input", { type: "text", placeholder: "Search (e.g. arrow)", "aria-label": "Search special characters" })),
            grid), { cls: "special" });
        }
        if (S.voice) {
          var vpos = fpos(S.voice, { x: Math.max(8, pagesLeft() + 8), y: 190 });
          var vw = h("div", { class: "gd-voice", id: "docs.voice", role: "dialog", "aria-label": "Voice typing", style: { left: vpos.x + "px", top: vpos.y + "px" }, onclick: stop },
            h("div", { class: "vc-head", id: "docs.voice.titlebar" }, h("span", { class: "vc-l" }, "English (US)", icon("arrow_drop_down", 16)),
              btn("docs.voice.close", "close", "Close", function () { S.voice = null; renderFloats(); }, { cls: "sm", size: 16 })),
            h("button", { class: "vc-mic", id: "docs.voice.mic", type: "button", "aria-label": "Click to speak", onclick: function (e) { stop(e); S.last_action = "docs.voice.mic"; notice("Voice typing needs microphone access"); } }, icon("mic", 40, "#5f6368")),
            h("div", { class: "vc-hint" }, "Click to speak"));
          kit.draggable(vw, vw, { bounds: "viewport", onEnd: function (p) { S.voice = { x: Math.round(p.left), y: Math.round(p.top) }; } });
          floatHost.appendChild(vw);
        }
        if (S.spellcheck) {
          var sbox = h("div", { class: "gd-spell", id: "docs.spell", role: "dialog", "aria-label": "Spelling and grammar", onclick: stop },
            h("div", { class: "sp-h" }, h("span", null, "Spelling and grammar"), btn("docs.spell.close", "close", "Close", function () { S.spellcheck = false; renderFloats(); }, { cls: "sm", size: 18 })));
          var sbody = h("div", { class: "sp-b" });
          sbody.appendChild(h("div", { class: "ex-loading", id: "docs.spell.loading" }, h("span", { class: "kit-spinner" }), "Checking\u2026"));
          sbox.appendChild(sbody);
          spellTimer = kit.after(SPELL_MS, function () {
            sbody.innerHTML = "";
            sbody.appendChild(h("div", { class: "sp-s" }, h("div", { class: "sp-lbl" }, "Change"), h("div", { class: "sp-fix" }, h("s", null, C.spelling.word), " \u2192 ", h("b", null, C.spelling.fix)),
              h("div", { class: "sp-ctx" }, C.spelling.sentence)));
            sbody.appendChild(h("div", { class: "sp-acts" },
              h("button", { class: "fill-btn", id: "docs.spell.accept", onclick: function (e) { stop(e); S.last_action = "docs.spell.accept"; notice("No more spelling suggestions"); } }, "Accept"),
              h("button", { class: "out-btn", id: "docs.spell.ignore", onclick: function (e) { stop(e); S.last_action = "docs.spell.ignore"; } }, "Ignore"),
              btn("docs.spell.more", "more_vert", "More", act("docs.spell.more"), { cls: "sm" })));
          });
          floatHost.appendChild(sbox);
        }
        if (S.meet) {
          var mpos = fpos(S.meet, { x: W - 380, y: 8 });
          var mw = h("div", { class: "gd-pip", id: "docs.pip", role: "dialog", "aria-label": "Meet: Tidewater weekly", style: { left: mpos.x + "px", top: mpos.y + "px" }, onclick: stop },
            h("div", { class: "pip-bar", id: "docs.pip.titlebar" }, h("span", { class: "pip-t" }, "Meet \u2013 Tidewater weekly"), h("span", { class: "pip-u" }, "meet.google.com"),
              btn("docs.pip.back", "picture_in_picture_alt", "Back to tab", act("docs.pip.back", "Switching to the Meet tab\u2026"), { cls: "pip-x", size: 16, color: "#e8eaed" }),
              btn("docs.pip.close", "close", "Close", function () { S.meet = null; renderFloats(); }, { cls: "pip-x", size: 16, color: "#e8eaed" })),
            h("div", { class: "pip-tiles" }, ["tomas", "aiko", "sven", "priyanka"].map(function (k, i) {
              return h("div", { class: "pip-tile" + (i === 0 ? " speaking" : "") }, kit.avatar(person(k), { size: 44 }), h("span", { class: "pn" }, k === C.me.key ? "You" : person(k).name.split(" ")[0]));
            })),
            h("div", { class: "pip-ctrls" }, btn("docs.pip.mic", "mic_off", "Turn on microphone", act("docs.pip.mic"), { cls: "pc", size: 18 }),
              btn("docs.pip.cam", "videocam_off", "Turn on camera", act("docs.pip.cam"), { cls: "pc", size: 18 }),
              btn("docs.pip.leave", "call_end", "Leave call", function () { S.meet = null; renderFloats(); notice("You left the call"); }, { cls: "pc leave", size: 18 })));
          kit.draggable(mw, mw.firstChild, { bounds: "viewport", onEnd: function (p) { S.meet = { x: Math.round(p.left), y: Math.round(p.top) }; } });
          floatHost.appendChild(mw);
        }
        if (S.promo === "building-blocks") promoCallout();
      }
      function pagesLeft() { var p = editor.querySelector(".page"); return p ? Math.round(p.getBoundingClientRect().left) : 200; }
      function promoCallout() {
        var anchor = ctx.byId("docs.menu.insert");
        if (!anchor) return;
        var r = anchor.getBoundingClientRect();
        floatHost.appendChild(h("div", { class: "gd-promo", id: "docs.promo", role: "dialog", "aria-label": "New: building blocks", style: { left: Math.round(r.left - 16) + "px", top: Math.round(r.bottom + 10) + "px" }, onclick: stop },
          h("div", { class: "pr-arrow" }),
          h("div", { class: "pr-t" }, "New! Building blocks"),
          h("div", { class: "pr-x" }, "Start meeting notes, project trackers and email drafts from ready-made blocks. Find them in Insert > Building blocks, or type \u201c@\u201d."),
          h("div", { class: "pr-acts" }, h("button", { class: "txt-btn light", id: "docs.promo.dismiss", onclick: function (e) { stop(e); S.promo = null; renderFloats(); } }, "Got it"),
            h("button", { class: "txt-btn light b", id: "docs.promo.try", onclick: function (e) { stop(e); S.promo = null; S.last_action = "docs.promo.try"; renderFloats(); menus.insert && menus.insert.open(); } }, "Try it"))));
      }

      /* ================================================================ mobile: Open in the app */
      function renderBanner() {
        bannerHost.innerHTML = "";
        if (!S.app_banner || !isMobile()) return;
        bannerHost.appendChild(h("div", { class: "gd-appsheet-bg", id: "docs.appsheet.backdrop" },
          h("div", { class: "gd-appsheet", id: "docs.appsheet", role: "dialog", "aria-label": "Open in the Docs app", onclick: stop },
            h("div", { class: "as-logo", html: DOCS_LOGO }),
            h("div", { class: "as-t" }, "Edit documents in the Google Docs app"),
            h("div", { class: "as-x" }, "Comment, format text and work offline with the app."),
            h("button", { class: "fill-btn wide", id: "docs.appsheet.open", onclick: function (e) { stop(e); S.$set({ app_banner: false, last_action: "docs.appsheet.open" }); renderBanner(); notice("Opening the Docs app\u2026"); } }, "Open the app"),
            h("button", { class: "txt-btn wide", id: "docs.appsheet.dismiss", onclick: function (e) { stop(e); S.app_banner = false; renderBanner(); } }, "Not now"))));
      }
      function mobileFab() {
        if (!isMobile() || S.version_history) return null;
        return h("button", { class: "m-fab", id: "docs.mobile.edit", type: "button", "aria-label": "Edit", onclick: function (e) { stop(e); S.last_action = "docs.mobile.edit"; notice("Editing is available in the Docs app"); } }, icon("edit", 24, "#001d35"));
      }

      /* ================================================================ saving */
      function startSaving() {
        if (!S.saving) return;
        kit.after(SAVE_MS, function () { S.saving = false; renderTop(); });
      }

      /* ================================================================ mount */
      var fabHost = h("div");
      shell.appendChild(fabHost);
      function renderAll() {
        layoutClasses();
        renderTop();
        renderToolbar();
        renderOutline();
        sideHost.innerHTML = "";
        renderSide();
        renderHistoryPanel();
        renderStrip();
        renderEditor(true);
        renderCommentsPanel();
        fabHost.innerHTML = "";
        var f = mobileFab();
        if (f) fabHost.appendChild(f);
      }
      // A click on the canvas outside the text closes chips and deselects comments, charts.
      editor.addEventListener("click", function () {
        if (S.comment_active || S.selected) { S.$set({ comment_active: null, selected: null }); renderEditor(true); }
      });
      layoutClasses();
      renderTop();
      renderToolbar();
      renderOutline();
      renderSide();
      renderHistoryPanel();
      renderStrip();
      renderEditor(false);
      renderCommentsPanel();
      var f0 = mobileFab();
      if (f0) fabHost.appendChild(f0);
      renderFloats();
      renderBanner();
      startSaving();
      if (init.dialog) openDialog(init.dialog);
      if (init.menu && menus[init.menu]) menus[init.menu].open();
      else S.menu = null;
      if (S.outline_heading && init.scroll_y === 0) jumpTo(S.outline_heading);
      window.addEventListener("resize", function () { renderAll(); renderFloats(); });
    },
  });
})();
