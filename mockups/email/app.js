/* Email mockup, modelled on Gmail (web, the 2024 Material 3 look).
 *
 * UI state: ctx.store(), typed by manifest.yaml beside this file (every key, its type, default and
 * meaning). Every effect of a click is a store write: the conversation shown, stars, read marks,
 * conversations archived / trashed / snoozed / moved (S.moved), selections, labels, the open
 * popover, dialogs, the compose window, side panels and the last snackbar's text (S.snackbar).
 * Shared mechanisms come from the app kit (ctx.kit): Material Symbols icons, avatars, menus,
 * popovers, row hover actions, the contact hover card, tooltips, the "More" collapsible, dialogs,
 * the snackbar, the draggable Meet, Help and pop-out compose windows and delayed steps.
 * Timers start at mount: compose attachments upload (Send enabled when done), "Sending..." turns
 * into "Message sent" after 3 s (Undo for the account's 10 s Undo Send period), a conversation's
 * attachments are virus-scanned for 4 s before "Download all" is enabled, and the "Loading"
 * screen (state loading) lasts 2.2 s.
 * Layout classes on the wrapper follow the window width: mini rail <= 1100 px (or the main menu
 * button), compact <= 860 px (no right strip, side panels overlay), mobile <= 600 px (Gmail's mobile
 * web: one rounded search bar, the rail as a drawer that also lists the categories, no tab row, a
 * folder title over the list, rows led by the sender's avatar, a floating Compose button).
 */
(function () {
  "use strict";

  var GMAIL_LOGO = '<svg width="40" height="30" viewBox="0 0 40 30"><path d="M2.7 30h6.4V14.5L0 7.7v19.6C0 28.8 1.2 30 2.7 30z" fill="#4285f4"/>' +
    '<path d="M30.9 30h6.4c1.5 0 2.7-1.2 2.7-2.7V7.7l-9.1 6.8" fill="#34a853"/>' +
    '<path d="M30.9 2.7v11.8L40 7.7V4c0-3.4-3.8-5.3-6.5-3.3" fill="#fbbc04"/>' +
    '<path d="M9.1 14.5V2.7L20 10.9l10.9-8.2v11.8L20 22.7" fill="#ea4335"/>' +
    '<path d="M0 4v3.7l9.1 6.8V2.7L6.5.7C3.8-1.3 0 .6 0 4" fill="#c5221f"/></svg>';
  // The Google apps' own product marks in the right strip (not part of Material Symbols).
  var STRIP_LOGOS = {
    calendar: '<svg width="20" height="20" viewBox="0 0 20 20"><rect x="1" y="1" width="18" height="18" rx="3" fill="#fff" stroke="#1a73e8" stroke-width="2"/><rect x="1" y="1" width="18" height="5" fill="#1a73e8"/><text x="10" y="16" font-size="8" text-anchor="middle" fill="#1a73e8" font-family="Roboto, sans-serif" font-weight="bold">12</text></svg>',
    keep: '<svg width="20" height="20" viewBox="0 0 20 20"><path d="M3 1h10l4 4v14H3z" fill="#fbbc04"/><path d="M13 1v4h4z" fill="#f29900"/><circle cx="10" cy="10" r="3" fill="#fff"/><rect x="8.5" y="13" width="3" height="2" fill="#fff"/></svg>',
    tasks: '<svg width="20" height="20" viewBox="0 0 20 20"><circle cx="10" cy="10" r="9" fill="#1a73e8"/><path d="M6 10.2l2.6 2.6L14.2 7" stroke="#fff" stroke-width="2" fill="none"/><circle cx="15.5" cy="15.5" r="3.5" fill="#fbbc04"/></svg>',
    contacts: '<svg width="20" height="20" viewBox="0 0 20 20"><circle cx="10" cy="10" r="9" fill="#1a73e8"/><circle cx="10" cy="8" r="3" fill="#fff"/><path d="M4.5 15c1.2-2.2 3.2-3 5.5-3s4.3.8 5.5 3" fill="#fff"/></svg>',
  };
  var UNDO_SEND_MS = 10000;  // the account's "Undo Send" cancellation period (Gmail offers 5-30 s)
  var SCAN_MS = 4000, SENDING_MS = 3000;
  var LOADING_MS = 2200;  // "Loading Gmail" on a warm cache: about two seconds

  IGG.app({
    mount: function (root, ctx) {
      var h = ctx.h, C = ctx.content, init = ctx.state, kit = ctx.kit;
      var people = C.people;
      var material = kit.icons("material");
      function icon(name, size, color) { return material(name, { size: size || 20, color: color }); }

      /* ---------------- data and state ---------------- */
      var allInbox = [].concat(C.inbox.primary, C.inbox.promotions, C.inbox.social, C.inbox.updates);
      var bySlug = {}, everything = allInbox.slice();
      Object.keys(C.folders).forEach(function (f) { everything = everything.concat(C.folders[f]); });
      everything.forEach(function (m) { bySlug[m.slug] = m; });
      var labelBySlug = {};
      C.labels.forEach(function (l) { labelBySlug[l.slug] = l; });
      function slugs(list) { return list.map(function (m) { return m.slug; }).sort(); }

      // The UI state lives in the store (typed by manifest.yaml); the guards only fix bad values.
      var S = ctx.store();
      if (S.open && !bySlug[S.open]) S.open = null;
      if (S.quick_settings) S.sidepanel = null;
      if (S.starred === null) S.starred = slugs(everything.filter(function (m) { return m.starred; }));
      if (S.unread === null) S.unread = slugs(everything.filter(function (m) { return m.unread; }));
      if (S.open) S.unread = without(S.unread, S.open);
      S.$set({ popover: null, labelas: null });

      function has(list, v) { return list.indexOf(v) >= 0; }
      function without(list, v) { return list.filter(function (x) { return x !== v; }); }
      function toggled(list, v, on) { var out = without(list, v); if (on === undefined ? !has(list, v) : on) out.push(v); return out.sort(); }
      function withKey(obj, k, v) { var out = Object.assign({}, obj); if (v === undefined) delete out[k]; else out[k] = v; return out; }
      function isUnread(m) { return has(S.unread, m.slug); }
      function isStarred(m) { return has(S.starred, m.slug); }
      function shown(m) { return !S.moved[m.slug]; }
      function labelsOf(m) { return S.relabelled[m.slug] || m.labels || []; }
      function personOf(key) { return key === "me" ? C.me : people[key]; }
      function avatar(key, size) { return kit.avatar(personOf(key), { size: size }); }
      function slugify(t) { return t.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, ""); }

      /* An icon button with Gmail's tooltip (the label), optionally with a click handler. */
      function btn(id, iconName, label, onClick, opts) {
        opts = opts || {};
        var b = h("button", { class: "icon-btn" + (opts.cls ? " " + opts.cls : ""), id: id, "aria-label": label,
          "aria-disabled": opts.disabled ? "true" : null,
          onclick: onClick ? function (e) { e.stopPropagation(); if (b.getAttribute("aria-disabled") !== "true") onClick(e); } : null },
          icon(iconName, opts.size || 20, opts.color));
        if (label && opts.tooltip !== false) kit.tooltip(b, opts.tip || label);
        return b;
      }
      function setIcon(el, iconName, size, color) { el.innerHTML = ""; el.appendChild(icon(iconName, size || 20, color)); }

      function folderRows() {
        var f = S.folder, rows;
        if (f === "inbox") rows = C.inbox[S.tab] || C.inbox.primary;
        else if (f === "starred") rows = everything.filter(isStarred);
        else if (f === "important") rows = allInbox.filter(function (m) { return m.important; });
        else if (f === "all") rows = [].concat(allInbox, C.folders.sent).sort(function (a, b) { return a.minutes - b.minutes; });
        else if (f.indexOf("label:") === 0) rows = allInbox.filter(function (m) { return has(labelsOf(m), f.slice(6)); });
        else rows = C.folders[f] || [];
        return rows.filter(shown);
      }
      // Unread counts follow the store: a label's count is its unread conversations; the inbox's
      // is the unread Primary conversations plus the older unread mail below the first page.
      function unreadIn(rows) { return rows.filter(function (m) { return shown(m) && isUnread(m); }).length; }
      function inboxCount() { return C.counts.older_unread + unreadIn(C.inbox.primary); }
      function labelCount(l) { return unreadIn(allInbox.filter(function (m) { return has(labelsOf(m), l.slug); })); }

      /* ---------------- hosts ---------------- */
      // Everything lives in one wrapper inside #app, so the layout classes never touch <body>.
      var shell = h("div", { class: "gm-app" });
      var headerHost = h("div"), railHost = h("div"), mainHost = h("div"), sideHost = h("div"), stripHost = h("div");
      var composeHost = h("div"), bannerHost = h("div"), meetHost = h("div"), previewHost = h("div"), helpHost = h("div");
      [headerHost, railHost, mainHost, sideHost, stripHost, bannerHost, meetHost, composeHost, previewHost, helpHost].forEach(function (x) { shell.appendChild(x); });
      root.appendChild(shell);

      /* ---------------- popovers ---------------- */
      // Gmail's own popovers (search options, app launcher, account card, label picker, message
      // details) are kit popovers: open on their anchor's click, closed by a press outside or
      // Escape; S.popover names the open one.
      function popover(anchor, name, build, opts) {
        opts = opts || {};
        var pop = kit.popover(anchor, function () { return build(pop); }, {
          id: opts.id, cls: opts.cls, baseCls: "gm-pop", placement: opts.placement || "bottom-start", trigger: opts.trigger,
          onOpen: function () { S.popover = name; if (opts.onOpen) opts.onOpen(); },
          onClose: function () { if (S.popover === name) S.popover = null; if (opts.onClose) opts.onClose(); } });
        return pop;
      }

      function searchOptions(pop) {
        function field(key, label) {
          return h("label", { class: "so-field", id: "email.search.adv." + key }, h("span", null, label), h("input", { type: "text" }));
        }
        function check(key, label) {
          var on = has(S.search_filters, key);
          var box = h("span", { class: "so-check", id: "email.search.adv." + key, role: "checkbox", "aria-checked": on ? "true" : "false",
            onclick: function () {
              S.search_filters = toggled(S.search_filters, key);
              var now = has(S.search_filters, key);
              box.setAttribute("aria-checked", now ? "true" : "false");
              setIcon(box, now ? "check_box" : "check_box_outline_blank");
            } }, icon(on ? "check_box" : "check_box_outline_blank"));
          return h("span", { class: "so-cb" }, box, label);
        }
        return [field("from", "From"), field("to", "To"), field("subject", "Subject"), field("words", "Has the words"),
          field("not", "Doesn't have"),
          h("div", { class: "so-row" }, h("span", { class: "so-l" }, "Size"), h("span", { class: "so-sel" }, "greater than", icon("arrow_drop_down")),
            h("input", { type: "text", class: "so-num" }), h("span", { class: "so-sel" }, "MB", icon("arrow_drop_down"))),
          h("div", { class: "so-row" }, h("span", { class: "so-l" }, "Date within"), h("span", { class: "so-sel" }, "1 day", icon("arrow_drop_down")),
            h("input", { type: "text", class: "so-date" }), icon("calendar_today", 20, "#444746")),
          h("div", { class: "so-row" }, h("span", { class: "so-l" }, "Search"), h("span", { class: "so-sel wide" }, "All Mail", icon("arrow_drop_down"))),
          h("div", { class: "so-row checks" }, check("has-attachment", "Has attachment"), check("no-chats", "Don't include chats")),
          h("div", { class: "so-acts" }, h("a", { class: "so-filter", id: "email.search.adv.create-filter" }, "Create filter"),
            h("button", { class: "fill-btn", id: "email.search.adv.search", onclick: function () { pop.close(); } }, "Search"))];
      }

      function appsLauncher(pop) {
        var apps = C.launcher;
        function tile(a) {
          return h("a", { class: "al-app", id: "email.apps." + a.slug, onclick: function () { pop.close(); snackbar("Opening " + a.name + " in a new tab\u2026"); } },
            h("span", { class: "al-ico", style: { background: a.color } }, icon(a.icon, 26, "#fff")), h("span", { class: "al-n" }, a.name));
        }
        return h("div", { class: "al-body", id: "email.apps.body" },
          h("div", { class: "al-grid" }, apps.main.map(tile)),
          h("div", { class: "al-more" }, "More from Google"),
          h("div", { class: "al-grid" }, apps.more.map(tile)),
          h("div", { class: "al-foot" }, h("a", { id: "email.apps.more-link" }, "More from Google Workspace Marketplace")));
      }

      function accountCard(pop) {
        function go(text) { return function () { pop.close(); snackbar(text); }; }
        return [h("div", { class: "ac-mail" }, C.me.email),
          h("div", { class: "ac-av" }, kit.avatar(C.me, { size: 80 })),
          h("div", { class: "ac-hi" }, "Hi, " + C.me.name.split(" ")[0] + "!"),
          h("button", { class: "ac-manage", id: "email.account.manage", onclick: go("Opening your Google Account\u2026") }, "Manage your Google Account"),
          h("div", { class: "ac-row" },
            h("button", { class: "ac-half", id: "email.account.add", onclick: go("Opening Sign in with Google\u2026") }, icon("add", 20), "Add account"),
            h("button", { class: "ac-half", id: "email.account.sign-out" }, icon("logout", 20), "Sign out")),
          h("div", { class: "ac-foot" }, h("a", null, "Privacy Policy"), " \u2022 ", h("a", null, "Terms of Service"))];
      }

      /* ---------------- responsive layout ---------------- */
      // As Gmail: the main menu button collapses the rail to icons (narrow windows start that way)
      // and, on a phone-sized window, opens the rail as a drawer over the mail.
      var drawerScrim = h("div", { class: "drawer-scrim", id: "email.drawer.scrim", onclick: function (e) { e.stopPropagation(); S.drawer = false; layout(); } });
      shell.appendChild(drawerScrim);
      function layout() {
        var w = window.innerWidth, mobile = w <= 600;
        shell.classList.toggle("mobile", mobile);
        shell.classList.toggle("compact", w <= 860);
        shell.classList.toggle("mini", !mobile && (w <= 1100 ? !S.rail_collapsed : S.rail_collapsed));
        shell.classList.toggle("drawer-open", mobile && S.drawer);
        var q = ctx.byId("email.search.input");
        if (q) q.setAttribute("placeholder", mobile ? "Search in mail" : "Search mail");
      }
      function toggleRail() {
        if (window.innerWidth <= 600) S.drawer = !S.drawer; else S.rail_collapsed = !S.rail_collapsed;
        layout();
      }
      window.addEventListener("resize", layout);
      layout();

      /* ---------------- header ---------------- */
      var headerPops = {};
      function renderHeader() {
        headerHost.innerHTML = "";
        var tune = btn("email.search.options", "tune", "Show search options", function () { headerPops["search-options"].toggle(); }, { size: 24 });
        var search = h("div", { class: "gm-search", id: "email.search" },
          btn("email.search.submit", "search", "Search mail", null, { size: 24 }),
          h("input", { type: "text", placeholder: "Search mail", "aria-label": "Search mail", id: "email.search.input" }), tune);
        // The search options open under the whole search box, from its "tune" button.
        headerPops["search-options"] = popover(search, "search-options", searchOptions, { id: "email.search.adv", cls: "search-adv", trigger: "none" });
        var account = h("button", { class: "gm-avatar-btn", id: "email.header.account", "aria-label": "Google Account: " + C.me.name },
          kit.avatar(C.me, { size: 32 }));
        kit.tooltip(account, "Google Account\n" + C.me.name + "\n" + C.me.email);
        headerPops.account = popover(account, "account", accountCard, { id: "email.account", cls: "account-card", placement: "bottom-end" });
        var apps = btn("email.header.apps", "apps", "Google apps", null, { size: 24 });
        headerPops.apps = popover(apps, "apps", appsLauncher, { id: "email.apps", cls: "launcher", placement: "bottom-end" });
        var help = btn("email.header.help", "help", "Support", null, { size: 24 });
        kit.menu(help, [
          { id: "email.support.help", label: "Help", onSelect: function () { S.help = { x: null, y: null }; renderHelp(); } },
          { id: "email.support.training", label: "Training", onSelect: function () { snackbar("Opening Gmail training\u2026"); } },
          { id: "email.support.updates", label: "Updates", onSelect: function () { snackbar("Opening what's new in Gmail\u2026"); } },
          { divider: true },
          { id: "email.support.feedback", label: "Send feedback to Google", onSelect: function () { snackbar("Thanks! Your feedback helps improve Gmail."); } },
        ], { id: "email.support.menu", placement: "bottom-end" });
        var status = h("button", { class: "gm-status", id: "email.header.status" }, h("span", { class: "dot" }), h("span", { class: "st-t" }, "Active"), icon("keyboard_arrow_down", 18));
        headerHost.appendChild(h("header", { class: "gm-header" },
          btn("email.header.menu", "menu", "Main menu", toggleRail, { size: 24, cls: "menu-btn" }),
          h("a", { class: "gm-logo", id: "email.header.logo", onclick: function () { go({ folder: "inbox", tab: "primary", open: null }); } },
            h("span", { html: GMAIL_LOGO, style: { display: "inline-flex" } }), h("span", { class: "word" }, "Gmail")),
          search,
          h("div", { class: "right" },
            status, help,
            btn("email.header.settings", "settings", "Settings", function () {
              S.$set({ quick_settings: !S.quick_settings, sidepanel: null }); renderSide(); }, { size: 24 }),
            apps, account)));
        layout();
      }

      /* ---------------- rail ---------------- */
      function navItem(key, name, iconName, count, opts) {
        opts = opts || {};
        var sel = S.folder === key && !S.open;
        var cls = "nav-item" + (sel ? " sel" : "") + (opts.bold && count ? " bold" : "") + (opts.cls ? " " + opts.cls : "");
        return h("div", { class: cls, id: "email.folder." + key, role: "link", onclick: function (e) { e.stopPropagation(); go({ folder: key, open: null, tab: "primary", drawer: false }); } },
          icon(sel && opts.selIcon ? opts.selIcon : iconName, 20, opts.color), h("span", { class: "name" }, name), count ? h("span", { class: "count" }, count) : null);
      }

      // A label's "Label options" button shows while the pointer is over it, in place of its count.
      function labelOptions(item, l) {
        var base = "email.label." + l.slug;
        var opt = btn(base + ".options", "more_vert", "Label options", null, { cls: "sm", tip: "Label options" });
        var tb = kit.hoverToolbar(item, [{ el: opt }], { placement: "inline-right", cls: "lbl-acts", tooltips: false });
        function act(k, label, extra) {
          return Object.assign({ id: base + ".menu." + k, label: label, onSelect: function () { snackbar(label + ": " + l.name); } }, extra || {}); }
        kit.menu(opt, [
          { heading: "In label list" }, act("show", "Show", { checked: true }), act("show-unread", "Show if unread"), act("hide", "Hide"),
          { divider: true },
          act("colour", "Label colour", { submenu: ["Red", "Orange", "Yellow", "Green", "Blue", "Purple"].map(function (c) {
            return { id: base + ".colour." + c.toLowerCase(), label: c, onSelect: function () { snackbar("Label colour changed: " + l.name); } }; }) }),
          act("edit", "Edit", { onSelect: function () { labelDialog(l); } }), act("remove", "Remove label"), act("sublabel", "Add sublabel"),
        ], { id: base + ".menu", placement: "right-start", onOpen: function () { tb.pin(true); }, onClose: function () { tb.pin(false); } });
      }

      function labelDialog(l) {
        S.dialog = "edit-label:" + l.slug;
        var input = h("input", { type: "text", value: l.name, id: "email.label-dialog.name", class: "ld-input" });
        kit.dialog({ id: "email.label-dialog", cls: "gm-dialog sm", title: "Edit label",
          onClose: function () { S.dialog = null; },
          body: h("div", null, h("div", { class: "ld-l" }, "Label name:"), input),
          actions: [{ id: "email.label-dialog.cancel", label: "Cancel" },
                    { id: "email.label-dialog.save", label: "Save", primary: true, onClick: function () { snackbar("Label updated."); } }] });
      }

      // Gmail on a phone has no category tabs: the drawer lists the inbox categories under Inbox.
      function drawerCategories() {
        return h("div", { class: "m-cats" }, TAB_DEF.filter(function (t) { return t.key !== "primary"; }).map(function (t) {
          var sel = S.folder === "inbox" && S.tab === t.key && !S.open;
          var n = sel || has(S.seen_tabs, t.key) ? 0 : C.tab_new[t.key];
          return h("div", { class: "nav-item" + (sel ? " sel" : "") + (n ? " bold" : ""), id: "email.drawer.cat." + t.key, role: "link",
            onclick: function (e) { e.stopPropagation(); go({ folder: "inbox", tab: t.key, open: null, drawer: false, seen_tabs: toggled(S.seen_tabs, t.key, true) }); } },
            icon(t.icon), h("span", { class: "name" }, t.name), n ? h("span", { class: "m-new", style: { background: t.chip } }, n + " new") : null);
        }));
      }
      var FOLDER_NAMES = { inbox: "Inbox", starred: "Starred", snoozed: "Snoozed", sent: "Sent", drafts: "Drafts", important: "Important",
        scheduled: "Scheduled", all: "All Mail", spam: "Spam", trash: "Trash" };
      function listTitle() {
        if (S.folder === "inbox") return TAB_DEF.filter(function (t) { return t.key === S.tab; }).map(function (t) { return t.name; })[0] || "Inbox";
        if (S.folder.indexOf("label:") === 0) return (labelBySlug[S.folder.slice(6)] || { name: "" }).name;
        return FOLDER_NAMES[S.folder] || "";
      }

      function renderRail() {
        var prev = railHost.firstChild ? railHost.firstChild.scrollTop : init.rail_scroll;
        railHost.innerHTML = "";
        var moreList = h("div", { class: "nav-more-list", id: "email.folder.more-list" },
          navItem("important", "Important", "label_important"),
          navItem("scheduled", "Scheduled", "schedule_send", C.folders.scheduled.length),
          navItem("all", "All Mail", "stacked_email"),
          navItem("spam", "Spam", "report", unreadIn(C.folders.spam), { bold: true }),
          navItem("trash", "Trash", "delete"),
          h("div", { class: "nav-item", id: "email.folder.categories" }, icon("sell"), h("span", { class: "name" }, "Categories"), icon("keyboard_arrow_down", 18)),
          h("div", { class: "nav-item", id: "email.labels.manage" }, icon("settings"), h("span", { class: "name" }, "Manage labels")),
          h("div", { class: "nav-item", id: "email.labels.create-link" }, icon("add"), h("span", { class: "name" }, "Create new label")));
        var moreIcon = h("span", { class: "more-ico" }, icon(S.more ? "keyboard_arrow_up" : "keyboard_arrow_down"));
        var moreName = h("span", { class: "name" }, S.more ? "Less" : "More");
        var moreBtn = h("div", { class: "nav-item", id: "email.folder.more", role: "button" }, moreIcon, moreName);
        kit.collapsible(moreBtn, moreList, { open: S.more, onToggle: function (open) {
          S.more = open;
          setIcon(moreIcon, open ? "keyboard_arrow_up" : "keyboard_arrow_down");
          moreName.textContent = open ? "Less" : "More";
        } });
        var labels = C.labels.map(function (l) {
          var key = "label:" + l.slug, n = labelCount(l);
          var sel = S.folder === key && !S.open;
          var item = h("div", { class: "nav-item" + (sel ? " sel" : "") + (n ? " bold" : ""), id: "email.label." + l.slug,
            onclick: function (e) { e.stopPropagation(); go({ folder: key, open: null, drawer: false }); } },
            icon("label-fill", 20, l.color), h("span", { class: "name" }, l.name), n ? h("span", { class: "count" }, n) : null);
          labelOptions(item, l);
          return item;
        });
        var rail = h("nav", { class: "gm-rail", id: "email.rail" },
          h("button", { class: "gm-compose-btn", id: "email.compose-button", onclick: function (e) { e.stopPropagation(); openCompose("new"); } },
            icon("edit", 24), h("span", { class: "lbl" }, "Compose")),
          navItem("inbox", "Inbox", "inbox", inboxCount().toLocaleString("en-US"), { bold: true, selIcon: "inbox-fill", cls: S.tab !== "primary" ? "m-cat-off" : "" }),
          drawerCategories(),
          navItem("starred", "Starred", "star"),
          navItem("snoozed", "Snoozed", "schedule"),
          navItem("sent", "Sent", "send"),
          navItem("drafts", "Drafts", "draft", C.counts.drafts, { bold: true }),
          moreBtn, moreList,
          h("div", { class: "rail-labels-head" }, h("span", { class: "t" }, "Labels"),
            btn("email.labels.create", "add", "Create new label", null, { cls: "sm" })),
          labels);
        railHost.appendChild(rail);
        rail.scrollTop = prev;
      }

      /* ---------------- list view ---------------- */
      function toolbarList() {
        var rows = folderRows();
        var n = S.folder === "inbox" && S.tab === "primary" ? C.counts.total : String(rows.length);
        var range = rows.length ? "1\u2013" + rows.length + " of " + n : "";
        var picked = rows.filter(function (m) { return has(S.selected, m.slug); });
        function pick(test) { return function () { select(slugs(rows.filter(test))); }; }
        var selectAll = h("span", { class: "icon-btn sm", id: "email.toolbar.select", style: { width: "20px" }, role: "checkbox", "aria-label": "Select",
          "aria-checked": picked.length ? "true" : "false",
          onclick: function (e) { e.stopPropagation(); select(picked.length ? [] : slugs(rows)); } },
          icon(!picked.length ? "check_box_outline_blank" : "check_box"));
        kit.tooltip(selectAll, "Select");
        var selDrop = h("span", { class: "icon-btn sm", id: "email.toolbar.select-menu-button", style: { width: "20px" }, role: "button", "aria-label": "Select" }, icon("arrow_drop_down"));
        kit.menu(selDrop, [
          { id: "email.toolbar.select.all", label: "All", onSelect: pick(function () { return true; }) },
          { id: "email.toolbar.select.none", label: "None", onSelect: pick(function () { return false; }) },
          { id: "email.toolbar.select.read", label: "Read", onSelect: pick(function (m) { return !isUnread(m); }) },
          { id: "email.toolbar.select.unread", label: "Unread", onSelect: pick(isUnread) },
          { id: "email.toolbar.select.starred", label: "Starred", onSelect: pick(isStarred) },
          { id: "email.toolbar.select.unstarred", label: "Unstarred", onSelect: pick(function (m) { return !isStarred(m); }) },
        ], { id: "email.toolbar.select.menu" });
        var actions;
        if (picked.length) {
          // With conversations selected, Gmail's toolbar holds the bulk actions.
          var anyUnread = picked.some(isUnread);
          actions = [
            btn("email.toolbar.archive", "archive", "Archive", function () { moveAll(picked, "archive"); }),
            btn("email.toolbar.spam", "report", "Report spam", function () { moveAll(picked, "spam"); }),
            btn("email.toolbar.delete", "delete", "Delete", function () { moveAll(picked, "trash"); }),
            h("span", { class: "vsep" }),
            btn("email.toolbar.mark-read", anyUnread ? "drafts" : "mark_email_unread", anyUnread ? "Mark as read" : "Mark as unread", function () {
              var out = S.unread.filter(function (s) { return !picked.some(function (m) { return m.slug === s; }); });
              S.unread = (anyUnread ? out : out.concat(slugs(picked))).sort(); select([]); })];
        } else {
          var more = btn("email.toolbar.more", "more_vert", "More email options");
          kit.menu(more, [
            { id: "email.toolbar.mark-all-read", label: "Mark all as read", onSelect: function () {
              S.unread = S.unread.filter(function (s) { return !rows.some(function (m) { return m.slug === s; }); }); renderRail(); renderMain(true); } },
            { divider: true },
            { id: "email.toolbar.select-messages", label: "Select messages to see more actions", disabled: true },
          ], { id: "email.toolbar.more-menu" });
          actions = [btn("email.toolbar.refresh", "refresh", "Refresh", function () { renderMain(true); }), more];
        }
        return h("div", { class: "gm-toolbar", id: "email.toolbar" },
          h("div", { class: "sel-box" }, selectAll, selDrop),
          actions,
          h("span", { class: "spacer" }),
          picked.length ? null : h("span", { class: "range" }, range),
          btn("email.toolbar.newer", "chevron_left", "Newer", null, { disabled: true }),
          btn("email.toolbar.older", "chevron_right", "Older", null, { disabled: rows.length < 50 }),
          btn("email.toolbar.input-tools", "keyboard", "Input tools on/off (Ctrl-Shift-K)"));
      }
      function select(list) {
        S.selected = list;
        var bar = ctx.byId("email.toolbar");
        if (bar) bar.replaceWith(toolbarList());
        var sticky = mainHost.querySelector(".gm-sticky");
        if (sticky) sticky.classList.toggle("picking", list.length > 0);
        Array.prototype.forEach.call(mainHost.querySelectorAll(".row"), function (row) {
          var slug = row.getAttribute("data-igg-id").slice(10), on = has(list, slug);
          row.classList.toggle("checked", on);
          var cb = ctx.byId("email.msg." + slug + ".select");
          if (cb) { setIcon(cb, on ? "check_box" : "check_box_outline_blank"); cb.setAttribute("aria-checked", on ? "true" : "false"); }
        });
      }
      function moveAll(rows, where) {
        var moved = Object.assign({}, S.moved);
        rows.forEach(function (m) { moved[m.slug] = where; });
        S.$set({ moved: moved, selected: [] });
        renderRail(); renderMain(true);
        var n = rows.length + (rows.length === 1 ? " conversation" : " conversations");
        snackbar({ archive: n + " archived.", spam: n + " marked as spam.", trash: n + " moved to Trash." }[where], function () {
          var back = Object.assign({}, S.moved);
          rows.forEach(function (m) { delete back[m.slug]; });
          S.moved = back; undone();
        });
      }

      var TAB_DEF = [
        { key: "primary", name: "Primary", icon: "inbox" },
        { key: "promotions", name: "Promotions", icon: "sell", chip: "#188038" },
        { key: "social", name: "Social", icon: "group", chip: "#0b57d0" },
        { key: "updates", name: "Updates", icon: "info", chip: "#e37400" },
      ];

      // Gmail's category tabs: every pane stays in the page (hidden unless selected), so the rows of
      // another category keep stable, existing IDs. A tab's "N new" chip goes once it has been seen.
      function tabsBar() {
        return h("div", { class: "gm-tabs", role: "tablist" }, TAB_DEF.map(function (t) {
          var sel = S.tab === t.key;
          var n = has(S.seen_tabs, t.key) ? 0 : C.tab_new[t.key];
          var showNew = !sel && n;
          return h("div", { class: "gm-tab" + (sel ? " sel" : "") + (showNew ? " bold" : ""), id: "email.tab." + t.key, role: "tab",
            "aria-selected": sel ? "true" : "false", onclick: function (e) { e.stopPropagation(); switchTab(t.key); } },
            icon(t.icon),
            h("div", { style: { minWidth: 0 } },
              h("div", { style: { display: "flex", alignItems: "center" } }, h("span", { class: "lbl" }, t.name),
                showNew ? h("span", { class: "chip", style: { background: t.chip } }, n + " new") : null),
              showNew ? h("div", { class: "sub" }, C.tab_senders[t.key]) : null));
        }));
      }

      function switchTab(key) {
        var seen = key === "primary" ? S.seen_tabs : toggled(S.seen_tabs, key, true);
        if (S.folder !== "inbox" || S.open) { go({ tab: key, folder: "inbox", open: null, seen_tabs: seen }); return; }
        // Same view: flip the panes and the tab bar in place (nothing under the pointer is rebuilt).
        S.$set({ tab: key, seen_tabs: seen, selected: [] });
        TAB_DEF.forEach(function (t) {
          var pane = ctx.byId("email.pane." + t.key), tab = ctx.byId("email.tab." + t.key);
          if (pane) pane.hidden = t.key !== key;
          if (tab) {
            tab.classList.toggle("sel", t.key === key);
            tab.setAttribute("aria-selected", t.key === key ? "true" : "false");
            if (t.key === key) {  // seen: the "N new" chip and the sender line go away, as in Gmail
              tab.classList.remove("bold");
              Array.prototype.forEach.call(tab.querySelectorAll(".chip, .sub"), function (x) { x.remove(); });
            }
          }
        });
        var bar = ctx.byId("email.toolbar");
        if (bar) bar.replaceWith(toolbarList());
        var sticky = mainHost.querySelector(".gm-sticky"), title = mainHost.querySelector(".m-title");
        if (sticky) sticky.classList.remove("picking");
        if (title) title.textContent = listTitle();
        window.scrollTo(0, 0);
      }

      function dealsStrip() {
        return h("div", { class: "deals" },
          h("div", { class: "deals-head" }, h("b", null, "Top picks"), "Deals from brands you follow"),
          h("div", { class: "deals-strip", id: "email.deals" }, C.deals.map(function (d) {
            return h("div", { class: "deal" + (d.product ? " product" : ""), id: "email.deal." + d.slug,
              onclick: function (e) { e.stopPropagation(); snackbar("Opening offer from " + d.brand + ": " + d.detail + "\u2026"); } },
              h("div", { class: "img", style: { background: d.product ? "#fff" : d.colors[0] } },
                h("img", { src: d.photo, alt: d.alt, draggable: "false" }),
                h("span", { class: "brand", style: d.product ? { color: d.colors[0] } : null }, d.brand),
                h("span", { class: "hl", style: d.product ? { color: d.colors[0] } : null }, d.headline)),
              h("div", { class: "meta" }, h("div", { class: "d" }, d.detail), h("div", { class: "e" }, d.expires)));
          })));
      }

      function kindLabel(k) { return { pdf: "PDF", sheet: "XLS", doc: "W", image: "IMG", file: "F" }[k] || ""; }
      function attChip(a, id) {
        return h("span", { class: "att-chip", id: id, title: a.name }, h("span", { class: "badge " + a.kind }, kindLabel(a.kind)), h("span", { class: "nm" }, a.name));
      }

      function rowEl(m) {
        var unread = isUnread(m), starred = isStarred(m);
        var base = "email.msg." + m.slug;
        var senderText;
        if (m.folder === "drafts") senderText = h("span", { class: "draft" }, "Draft");
        else if (m.folder === "sent" || m.folder === "scheduled") senderText = "To: " + personOf(m.from).name.split(" ")[0];
        else if (m.participants) senderText = [m.participants, h("span", { class: "cnt" }, String(m.count))];
        else senderText = personOf(m.from).name;
        var labelChips = [];
        if (S.folder !== "inbox" && m.category && S.folder !== "all") labelChips.push(h("span", { class: "lchip inbox" }, "Inbox"));
        labelsOf(m).slice(0, 2).forEach(function (l) {
          if (S.folder === "label:" + l) return;
          labelChips.push(h("span", { class: "lchip" }, labelBySlug[l].name));
        });
        var atts = m.attachments || [];
        var chips = null;
        if (atts.length) {
          var few = atts.slice(0, atts.length > 3 ? 2 : 3);
          chips = h("div", { class: "chips" }, few.map(function (a) { return attChip(a, base + ".att." + a.slug); }),
            atts.length > few.length ? h("span", { class: "att-chip more" }, "+" + (atts.length - few.length)) : null);
        }
        var starBtn = h("span", { class: "star" + (starred ? " on" : ""), id: base + ".star", role: "button", "aria-label": starred ? "Starred" : "Not starred",
          onclick: function (e) {
            e.stopPropagation(); S.starred = toggled(S.starred, m.slug);
            var on = isStarred(m);
            starBtn.classList.toggle("on", on);
            starBtn.setAttribute("aria-label", on ? "Starred" : "Not starred");
            setIcon(starBtn, on ? "star-fill" : "star");
          } }, icon(starred ? "star-fill" : "star"));
        kit.tooltip(starBtn, function () { return isStarred(m) ? "Starred" : "Not starred"; });
        var picked = has(S.selected, m.slug);
        var cb = h("span", { class: "cbx", id: base + ".select", role: "checkbox", "aria-label": "Select", "aria-checked": picked ? "true" : "false",
          onclick: function (e) { e.stopPropagation(); select(toggled(S.selected, m.slug)); } },
          icon(picked ? "check_box" : "check_box_outline_blank"));
        var imp = h("span", { class: "imp" + (m.important ? " on" : ""), id: base + ".important", role: "button", onclick: function (e) { e.stopPropagation(); } },
          icon(m.important ? "label_important-fill" : "label_important"));
        kit.tooltip(imp, m.important ? "Important because you often read messages with this label." : "Click to teach Gmail this conversation is important.");
        var date = m.folder === "snoozed" ? m.until : m.date;
        // Phone only (hidden on wider windows): the sender's initial avatar; tapping it selects the row, as in Gmail.
        var mAv = h("span", { class: "m-av", onclick: function (e) { e.stopPropagation(); select(toggled(S.selected, m.slug)); } },
          kit.avatar(personOf(m.from), { size: 40 }), h("span", { class: "m-tick" }, icon("check", 24)));
        var row = h("div", { class: "row" + (unread ? " unread" : "") + (picked ? " checked" : ""), id: base, role: "row", onclick: function () { go({ open: m.slug }); } },
          mAv,
          h("div", { class: "lead" }, cb, starBtn, imp),
          h("div", { class: "sender" }, senderText),
          h("div", { class: "mid" },
            h("div", { class: "line" }, labelChips, h("span", { class: "subj" }, m.subject), h("span", { class: "snip" }, "\u00a0-\u00a0" + m.snippet), h("span", { class: "m-snip" }, m.snippet)),
            chips),
          h("div", { class: "date" }, date));
        var readBtn = btn(base + ".read", unread ? "drafts" : "mark_email_unread", "", function () {
          S.unread = toggled(S.unread, m.slug);
          var now = isUnread(m);
          row.classList.toggle("unread", now);
          setIcon(readBtn, now ? "drafts" : "mark_email_unread");
          readBtn.setAttribute("aria-label", now ? "Mark as read" : "Mark as unread");
          renderRail();
        }, { tooltip: false });
        readBtn.setAttribute("aria-label", unread ? "Mark as read" : "Mark as unread");
        kit.tooltip(readBtn, function () { return isUnread(m) ? "Mark as read" : "Mark as unread"; });
        // Gmail's row actions: shown while the pointer is over the row, in place of the date.
        kit.hoverToolbar(row, [
          { el: btn(base + ".archive", "archive", "Archive", function () { removeRow(m, "archive", "Conversation archived."); }) },
          { el: btn(base + ".delete", "delete", "Delete", function () { removeRow(m, "trash", "Conversation moved to Trash."); }) },
          { el: readBtn },
          { el: btn(base + ".snooze", "schedule", "Snooze", function () { removeRow(m, "snoozed:tomorrow", "Conversation snoozed until Tomorrow, 8:00 AM."); }) },
        ], { placement: "inline-right", cls: "acts", tooltips: false });
        return row;
      }

      // Archive, Delete, Snooze, Move to: the conversation leaves the list (S.moved says where to).
      function removeRow(m, where, msg) {
        S.$set({ moved: withKey(S.moved, m.slug, where), selected: without(S.selected, m.slug) });
        var el = ctx.byId("email.msg." + m.slug);
        if (el) el.remove();
        renderRail();
        snackbar(msg, function () { S.moved = withKey(S.moved, m.slug); undone(); });
      }
      function undone() { renderRail(); renderMain(true); snackbar("Action undone."); }

      function footer() {
        return h("div", { class: "gm-footer" },
          h("div", null, h("div", null, C.storage), h("div", { class: "storage-bar" }, h("div")),
            h("a", { id: "email.footer.manage-storage", style: { display: "inline-block", marginTop: "6px" } }, "Manage storage")),
          h("div", { class: "c" }, h("a", { id: "email.footer.terms" }, "Terms"), " \u00b7 ", h("a", { id: "email.footer.privacy" }, "Privacy"),
            " \u00b7 ", h("a", { id: "email.footer.policies" }, "Program Policies")),
          h("div", { class: "r" }, h("div", null, C.last_activity), h("a", { id: "email.footer.activity-details", onclick: function (e) {
            e.stopPropagation(); snackbar("Activity on this account: this browser (San Francisco, CA) \u00b7 12 minutes ago"); } }, "Details")));
      }

      function listView() {
        var card = h("div", { class: "gm-card density-" + S.density });
        var stickyInner = h("div", { class: "gm-sticky-inner" }, toolbarList());
        if (S.folder === "inbox") stickyInner.appendChild(tabsBar());
        card.appendChild(h("div", { class: "gm-sticky" + (S.selected.length ? " picking" : "") }, stickyInner));
        card.appendChild(h("div", { class: "m-title" }, listTitle()));
        if (S.folder === "spam") card.appendChild(h("div", { class: "folder-note" }, "Messages that have been in Spam more than 30 days will be automatically deleted.", h("a", { id: "email.spam.delete-all" }, "Delete all spam messages now")));
        if (S.folder === "trash") card.appendChild(h("div", { class: "folder-note" }, "Messages that have been in Trash more than 30 days will be automatically deleted.", h("a", { id: "email.trash.empty" }, "Empty Trash now")));
        if (S.folder === "inbox") {
          TAB_DEF.forEach(function (t) {
            card.appendChild(h("div", { class: "tab-pane", id: "email.pane." + t.key, hidden: S.tab !== t.key },
              t.key === "promotions" ? dealsStrip() : null,
              h("div", { class: "msg-list", id: "email.list." + t.key, role: "grid" }, C.inbox[t.key].filter(shown).map(rowEl))));
          });
        } else {
          var rows = folderRows();
          var list = h("div", { class: "msg-list", id: "email.list", role: "grid" }, rows.map(rowEl));
          if (!rows.length) list.appendChild(h("div", { class: "empty-list" }, S.folder === "snoozed" ? "Nothing snoozed" : "No conversations in this view."));
          card.appendChild(list);
        }
        card.appendChild(footer());
        return card;
      }

      /* ---------------- conversation ---------------- */
      var scan = { slug: null, done: false, timer: null };
      function startScan(slug) {
        if (scan.timer) scan.timer.cancel();
        scan = { slug: slug, done: false, timer: null };
        scan.timer = kit.after(SCAN_MS, function () {
          scan.done = true;
          (C.threads[slug] || []).forEach(function (msg, i) {
            var hd = ctx.byId("email.conv." + slug + "." + (i + 1) + ".attachments");
            if (hd) hd.replaceWith(attsHead(slug, i + 1, msg.attachments));
          });
        });
      }

      function attsHead(slug, idx, atts) {
        var scanned = scan.slug === slug && scan.done;
        var base = "email.conv." + slug + "." + idx;
        var info = h("span", { class: "info" }, icon("info", 16, "#5f6368"));
        kit.tooltip(info, "Gmail scans attachments for viruses before you can download them.");
        return h("div", { class: "atts-head", id: base + ".attachments" },
          h("span", null, atts.length + (atts.length === 1 ? " attachment" : " attachments")),
          h("span", { class: "scan" }, "\u00a0\u2022\u00a0" + (scanned ? "Scanned by Gmail" : "Scanning for viruses\u2026")),
          info,
          h("span", { class: "sp" }),
          atts.length > 1 ? btn(base + ".download-all", "download", "Download all", function () {
            snackbar("Preparing " + atts.length + " attachments for download\u2026"); },
            { cls: "sm", disabled: !scanned, tip: scanned ? "Download all" : "Scanning for viruses\u2026" }) : null,
          btn(base + ".add-to-drive", "add_to_drive", "Add all to Drive", function () { snackbar(atts.length + " attachments added to My Drive."); },
            { cls: "sm", disabled: !scanned, size: 18 }));
      }

      // A document attachment drawn as its first page (lines, or a sheet's cells).
      function pageArt(a, w, hgt) {
        var col = { pdf: "#d93025", sheet: "#188038", doc: "#1a73e8", file: "#5f6368" }[a.kind] || "#5f6368";
        var lines = "";
        if (a.kind === "sheet") {
          for (var r = 0; r < 5; r++) for (var k = 0; k < 4; k++) lines += '<rect x="' + (52 + k * 19) + '" y="' + (22 + r * 11) + '" width="17" height="9" fill="' + (r === 0 ? "#ceead6" : "#f1f3f4") + '"/>';
        } else {
          for (var i = 0; i < 6; i++) lines += '<rect x="58" y="' + (26 + i * 8) + '" width="' + (i % 3 === 2 ? 40 : 64) + '" height="3" rx="1" fill="#c4c7c5"/>';
        }
        return h("span", { html: '<svg width="' + w + '" height="' + hgt + '" viewBox="40 8 100 90"><rect x="46" y="12" width="88" height="80" rx="3" fill="#fff" stroke="#dadce0"/>' + lines +
          '<rect x="46" y="12" width="88" height="6" fill="' + col + '"/></svg>' });
      }
      function thumb(a) {
        if (a.photo) return h("div", { class: "thumb photo" }, h("img", { src: a.photo, alt: a.name, draggable: "false" }));
        return h("div", { class: "thumb", style: { background: "#f8f9fa" } }, pageArt(a, 180, 86));
      }

      // The contact card Gmail opens when the pointer rests on a sender's name.
      function contactCard(base, key) {
        var p = personOf(key);
        var org = p.email.split("@")[1];
        return h("div", { class: "hovercard", onclick: function (e) { e.stopPropagation(); } },
          h("div", { class: "top" }, avatar(key, 64),
            h("div", null, h("div", { class: "n" }, p.name), h("div", { class: "e" }, p.email), h("div", { class: "org" }, org))),
          h("div", { class: "btns" },
            btn(base + ".card.email", "mail", "Send email", function () { openCompose("new", { to: key }); }),
            btn(base + ".card.chat", "chat", "Chat", function () { snackbar("Chat with " + p.name + " opened in Google Chat"); }),
            btn(base + ".card.video", "videocam", "Video call", function () { snackbar("Calling " + p.name + " on Google Meet\u2026"); }, { tip: "Start a video call" }),
            btn(base + ".card.event", "event", "Schedule event", function () { snackbar("New event with " + p.name + " opened in Calendar"); }, { tip: "Schedule an event" })),
          h("div", { class: "foot", id: base + ".card.details" }, "Open detailed view"));
      }

      function messageMenu(anchor, base, p, slug, idx) {
        function act(key, label, iconName, fn) {
          return { id: base + ".menu." + key, label: label, icon: "material:" + iconName, onSelect: fn || function () { snackbar(label + "\u2026"); } };
        }
        kit.menu(anchor, [
          act("reply", "Reply", "reply", function () { openCompose("reply", { reply_to: slug + "/" + idx }); }),
          act("forward", "Forward", "forward", function () { openCompose("forward", { reply_to: slug + "/" + idx }); }),
          { divider: true },
          act("filter", "Filter messages like this", "filter_list", function () { snackbar("Search options opened with from:" + p.email); }),
          act("print", "Print", "print", function () { snackbar("Preparing to print\u2026"); }),
          act("delete", "Delete this message", "delete", function () { snackbar("Message moved to Trash."); }),
          act("block", "Block \u201c" + p.name + "\u201d", "block", function () { snackbar("Messages from " + p.email + " will be marked as spam."); }),
          act("report-spam", "Report spam", "report", function () { leave(slug, "spam", "Conversation marked as spam."); }),
          { divider: true },
          act("unread", "Mark as unread from here", "mark_email_unread", function () { S.unread = toggled(S.unread, slug, true); go({ open: null }); })],
          { id: base + ".menu", placement: "bottom-end" });
      }

      // The open conversation leaves the list: back to it, with the snackbar and its Undo.
      function leave(slug, where, msg) {
        go({ open: null, moved: withKey(S.moved, slug, where) });
        snackbar(msg, function () { S.moved = withKey(S.moved, slug); undone(); });
      }

      /* Conversation toolbar pickers: Snooze until..., Move to..., Label as... */
      function snoozeButton(slug) {
        var b = btn("email.conv.snooze", "schedule", "Snooze");
        function until(k, label, when) {
          return { id: "email.conv.snooze." + k, label: label, shortcut: when, onSelect: function () {
            leave(slug, "snoozed:" + k, "Conversation snoozed until " + label.replace(/^Later /, "") + ", " + when + "."); } };
        }
        kit.menu(b, [{ heading: "Snooze until\u2026" }, until("later-today", "Later today", "Thu, 6:00 PM"), until("tomorrow", "Tomorrow", "Fri, 8:00 AM"),
          until("weekend", "This weekend", "Sat, 8:00 AM"), until("next-week", "Next week", "Mon, 8:00 AM"), { divider: true },
          { id: "email.conv.snooze.pick", label: "Pick date & time", icon: "material:calendar_today" }], { id: "email.conv.snooze.menu", cls: "gm-menu" });
        return b;
      }
      function moveButton(slug) {
        var b = btn("email.conv.move", "drive_file_move", "Move to");
        function to(k, name) {
          return { id: "email.conv.move." + k, label: name, onSelect: function () { leave(slug, k, "Conversation moved to " + name + "."); } };
        }
        kit.menu(b, [{ heading: "Move to:" }, to("social", "Social"), to("updates", "Updates"), to("forums", "Forums"), to("promotions", "Promotions"),
          { divider: true }, to("spam", "Spam"), to("trash", "Trash"), { divider: true }].concat(C.labels.slice(0, 5).map(function (l) { return to("label:" + l.slug, l.name); }),
          [{ divider: true }, { id: "email.conv.move.create", label: "Create new" }, { id: "email.conv.move.manage", label: "Manage labels" }]),
          { id: "email.conv.move.menu", cls: "gm-menu" });
        return b;
      }
      // "Label as": the ticked labels (S.labelas) apply to the conversation with Apply.
      function labelsButton(m) {
        var b = btn("email.conv.labels", "label", "Labels");
        var applyBtn = null;
        popover(b, "labelas", function (pop) {
          return [h("div", { class: "lp-head" }, "Label as:"),
            h("div", { class: "lp-search" }, h("input", { type: "text", "aria-label": "Search labels" }), icon("search", 18, "#444746")),
            h("div", { class: "lp-list", id: "email.labelas.list" }, C.labels.map(function (l) {
              var on = has(labelsOf(m), l.slug);
              var box = h("span", { class: "lp-item", id: "email.labelas." + l.slug, role: "checkbox", "aria-checked": on ? "true" : "false",
                onclick: function () {
                  S.labelas = toggled(S.labelas || labelsOf(m).slice(), l.slug);
                  var now = has(S.labelas, l.slug);
                  box.setAttribute("aria-checked", now ? "true" : "false");
                  setIcon(box.firstChild, now ? "check_box" : "check_box_outline_blank");
                  applyBtn.hidden = false; } },
                h("span", { class: "cb" }, icon(on ? "check_box" : "check_box_outline_blank")), l.name);
              return box;
            })),
            h("div", { class: "lp-foot" }, h("a", { id: "email.labelas.create" }, "Create new"), h("a", { id: "email.labelas.manage" }, "Manage labels")),
            (applyBtn = h("button", { class: "lp-apply", id: "email.labelas.apply", hidden: true, onclick: function () {
              var picked = S.labelas || labelsOf(m);
              pop.close();
              S.relabelled = withKey(S.relabelled, m.slug, picked.slice().sort());
              renderRail(); renderMain(true); snackbar("Labels updated."); } }, "Apply"))];
        }, { id: "email.labelas", cls: "label-picker", onClose: function () { S.labelas = null; } });
        return b;
      }

      // "to me" opens the message details: sender, recipients, date, mailing and security lines.
      function detailsPopup(pop, msg, p, m) {
        var rows = [["from:", p.name + " <" + p.email + ">"], ["to:", msg.to === "me" ? C.me.email : msg.to], ["date:", msg.full_date.replace(/ \(.*\)$/, "")],
          ["subject:", m.subject], ["mailed-by:", p.email.split("@")[1]], ["signed-by:", p.email.split("@")[1]]];
        return [h("table", { class: "md-t" }, rows.map(function (r) { return h("tr", null, h("td", { class: "k" }, r[0]), h("td", null, r[1])); }),
          h("tr", null, h("td", { class: "k" }, "security:"), h("td", null, icon("lock", 14, "#5f6368"), " Standard encryption (TLS) ",
            h("a", { id: "email.conv.details.tls-learn-more", onclick: function () { pop.close(); snackbar("Opening Gmail Help: Email encryption in transit"); } }, "Learn more"))))];
      }

      function toLine(base, idx, msg, p, m) {
        var arrow = h("span", { class: "to-arrow", id: base + ".details", role: "button", "aria-label": "Show details" }, icon("arrow_drop_down", 16));
        kit.tooltip(arrow, "Show details");
        popover(arrow, "details:" + idx, function (pop) { return detailsPopup(pop, msg, p, m); }, { id: base + ".details-card", cls: "msg-details" });
        return h("div", { class: "to" }, "to " + msg.to, arrow);
      }

      // Gmail folds quoted text of earlier messages behind a "Show trimmed content" button.
      function trimmed(base, idx, q) {
        if (!q) return null;
        var quote = h("blockquote", { class: "quote", hidden: !has(S.quoted, idx) }, h("div", null, q.head), q.body.map(function (t) { return h("p", null, t); }),
          q.link ? h("a", { class: "q-link", id: base + ".quoted." + q.link.slug, onclick: function (e) { e.stopPropagation(); snackbar("Opening \u201c" + q.link.text + "\u201d in Google Docs\u2026"); } }, q.link.text) : null);
        var dots = h("span", { class: "trim", id: base + ".trimmed", role: "button", "aria-label": "Show trimmed content", onclick: function (e) {
          e.stopPropagation(); S.quoted = toggled(S.quoted, idx); quote.hidden = !has(S.quoted, idx); } }, icon("more_horiz", 20));
        kit.tooltip(dots, "Show trimmed content");
        return h("div", null, dots, quote);
      }

      function convView() {
        var slug = S.open, m = bySlug[slug], th = C.threads[slug] || [];
        var card = h("div", { class: "gm-card" });
        var back = S.folder === "inbox" ? "Inbox" : S.folder;
        var tb = h("div", { class: "gm-toolbar" },
          btn("email.conv.back", "arrow_back", "Back to " + back, function () { go({ open: null }); }),
          btn("email.conv.archive", "archive", "Archive", function () { leave(slug, "archive", "Conversation archived."); }),
          btn("email.conv.spam", "report", "Report spam", function () { leave(slug, "spam", "Conversation marked as spam."); }),
          btn("email.conv.delete", "delete", "Delete", function () { leave(slug, "trash", "Conversation moved to Trash."); }),
          h("span", { class: "vsep" }),
          btn("email.conv.mark-unread", "mark_email_unread", "Mark as unread", function () { S.unread = toggled(S.unread, slug, true); go({ open: null }); }),
          snoozeButton(slug),
          btn("email.conv.add-task", "add_task", "Add to Tasks", function () {
            S.$set({ sidepanel: "tasks", quick_settings: false, added_tasks: toggled(S.added_tasks, slug, true) }); renderSide(); snackbar("Task added to My Tasks."); }),
          h("span", { class: "vsep" }),
          moveButton(slug), labelsButton(m),
          btn("email.conv.more", "more_vert", "More email options"),
          h("span", { class: "spacer" }),
          h("span", { class: "range" }, (m.category ? (C.inbox[m.category].indexOf(m) + 1) : 1) + " of " + C.counts.total),
          btn("email.conv.newer", "chevron_left", "Newer"),
          btn("email.conv.older", "chevron_right", "Older"),
          btn("email.toolbar.input-tools", "keyboard", "Input tools on/off (Ctrl-Shift-K)"));
        card.appendChild(h("div", { class: "gm-sticky" }, h("div", { class: "gm-sticky-inner" }, tb)));

        var tags = [];
        if (m.folder === "inbox") tags.push(h("span", { class: "tag", id: "email.conv.tag.inbox" }, "Inbox", icon("close", 12)));
        else tags.push(h("span", { class: "tag" }, { sent: "Sent", drafts: "Drafts", spam: "Spam", trash: "Trash", snoozed: "Snoozed", scheduled: "Scheduled" }[m.folder] || "Inbox"));
        labelsOf(m).forEach(function (l) { tags.push(h("span", { class: "tag", id: "email.conv.tag." + l }, labelBySlug[l].name, icon("close", 12))); });
        card.appendChild(h("div", { class: "conv-head" },
          h("h2", { id: "email.conv.subject" }, m.subject), tags,
          h("div", { class: "tools" }, btn("email.conv.print", "print", "Print all"), btn("email.conv.new-window", "open_in_new", "In new window"))));

        var n = th.length;
        // Messages 2 .. n-3 of a long conversation fold into the "N older messages" circle.
        var hideFrom = n > 4 ? 1 : n, hideTo = n > 4 ? n - 3 : -1;
        th.forEach(function (msg, i) {
          var idx = i + 1;
          var base = "email.conv." + slug + "." + idx;
          var last = i === n - 1;
          var folded = S.folded && i >= hideFrom && i <= hideTo;
          var p = personOf(msg.from);
          var msgEl;
          // The last message's star is the conversation's; an earlier message's is its own.
          var starKey = last ? slug : slug + "/" + idx;
          var starOn = has(S.starred, starKey);
          var starBtn = btn(base + ".star", starOn ? "star-fill" : "star", "Star", function () {
            S.starred = toggled(S.starred, starKey);
            var on = has(S.starred, starKey);
            setIcon(starBtn, on ? "star-fill" : "star", 20, on ? "#f4b400" : null); },
            { cls: "sm", color: starOn ? "#f4b400" : null, tip: starOn ? "Starred" : "Not starred" });
          var moreBtn = btn(base + ".more", "more_vert", "More", null, { cls: "sm more" });
          messageMenu(moreBtn, base, p, slug, idx);
          var sender = h("span", { class: "sender-wrap", id: base + ".sender" }, h("span", { class: "nm" }, p.name));
          kit.hoverCard(sender, function () { return contactCard(base, msg.from); }, { id: base + ".card" });
          var head = h("div", { class: "msg-head", id: base + ".header", onclick: function (e) {
              e.stopPropagation();
              if (last) return;
              S.expanded = toggled(S.expanded, idx);
              msgEl.classList.toggle("collapsed", !has(S.expanded, idx));
            } },
            h("span", { class: "av" }, avatar(msg.from, 40)),
            h("div", { class: "who" },
              h("div", null, sender, h("span", { class: "em" }, "<" + p.email + ">")),
              toLine(base, idx, msg, p, m),
              h("div", { class: "csnip" }, msg.snippet)),
            h("div", { class: "when" }, msg.full_date),
            h("div", { class: "mtools" }, starBtn,
              btn(base + ".reply", "reply", "Reply", function () { openCompose("reply", { reply_to: slug + "/" + idx }); }, { cls: "sm reply" }),
              moreBtn));
          var body = h("div", { class: "msg-body" }, msg.body.map(function (para) { return h("p", null, para); }), trimmed(base, idx, msg.quoted));
          var atts = null;
          if (msg.attachments.length) {
            atts = h("div", { class: "atts" }, attsHead(slug, idx, msg.attachments),
              h("div", { class: "att-cards" }, msg.attachments.map(function (a) {
                var aid = "email.conv." + slug + ".att." + a.slug;
                var attCard = h("div", { class: "att-card", id: aid, title: a.name, onclick: function (e) { e.stopPropagation(); openPreview(a.slug); } },
                  thumb(a), h("div", { class: "bar" }, h("span", { class: "badge " + a.kind }, kindLabel(a.kind)), h("span", { class: "nm" }, a.name)));
                // Hovering a card darkens it and offers Download and Add to Drive, as in Gmail.
                kit.hoverToolbar(attCard, [
                  { el: btn(aid + ".download", "download", "Download", function () { snackbar("Downloading " + a.name + "\u2026"); }, { cls: "sm", tip: "Download" }) },
                  { el: btn(aid + ".drive", "add_to_drive", "Add to Drive", function () { snackbar(a.name + " added to My Drive."); }, { cls: "sm", size: 18, tip: "Add to Drive" }) },
                ], { placement: "top-right", cls: "att-acts", tooltips: false });
                return attCard;
              })));
          }
          msgEl = h("div", { class: "msg" + (last || has(S.expanded, idx) ? "" : " collapsed") + (folded ? " hidden" : ""), id: base }, head, body, atts);
          if (n > 4 && i === hideFrom && S.folded) {
            var older = h("div", { class: "older", id: "email.conv." + slug + ".older", onclick: function (e) {
              e.stopPropagation();
              S.folded = false;
              Array.prototype.forEach.call(card.querySelectorAll(".msg.hidden"), function (x) { x.classList.remove("hidden"); });
              older.classList.add("gone");
            } }, h("div", { class: "lines" }), h("div", { class: "circ" }, String(hideTo - hideFrom + 1)));
            kit.tooltip(older, (hideTo - hideFrom + 1) + " older messages");
            card.appendChild(older);
          }
          card.appendChild(msgEl);
        });
        // Reply / Reply all / Forward under the conversation answer its last message.
        var lastRef = slug + "/" + n;
        card.appendChild(h("div", { class: "conv-actions" },
          h("button", { class: "pill-btn", id: "email.conv.reply", onclick: function (e) { e.stopPropagation(); openCompose("reply", { reply_to: lastRef }); } }, icon("reply"), "Reply"),
          n > 1 || th[0].to.indexOf(",") >= 0 ? h("button", { class: "pill-btn", id: "email.conv.reply-all", onclick: function (e) { e.stopPropagation(); openCompose("reply-all", { reply_to: lastRef }); } }, icon("reply_all"), "Reply all") : null,
          h("button", { class: "pill-btn", id: "email.conv.forward", onclick: function (e) { e.stopPropagation(); openCompose("forward", { reply_to: lastRef }); } }, icon("forward"), "Forward")));
        card.appendChild(footer());
        return card;
      }

      function renderMain(keepScroll) {
        var y = window.scrollY;
        shell.classList.toggle("with-side", !!(S.sidepanel || S.quick_settings));
        shell.classList.toggle("reading", !!S.open);
        mainHost.innerHTML = "";
        mainHost.appendChild(h("main", { class: "gm-main", id: "email.main" }, S.open ? convView() : listView()));
        window.scrollTo(0, keepScroll ? y : 0);
      }

      // A change of place (folder, tab, conversation): opening a conversation marks it read and
      // starts its attachment scan; its folds, quotes and viewer start closed.
      function go(patch) {
        var prevOpen = S.open;
        if ("open" in patch && patch.open !== prevOpen) {
          Object.assign(patch, { expanded: [], quoted: [], folded: true, preview: null });
          if (patch.open) patch.unread = without(S.unread, patch.open);
        }
        if ("folder" in patch || "tab" in patch) patch.selected = [];
        S.$set(patch);
        if (S.open && S.open !== prevOpen) startScan(S.open);
        layout();
        renderRail();
        renderMain(false);
        renderPreview();
      }

      /* ---------------- side panel & strip ---------------- */
      function renderStrip() {
        stripHost.innerHTML = "";
        function sb(key, title) {
          var b = h("div", { class: "sbtn" + (S.sidepanel === key ? " sel" : ""), id: "email.side." + key, role: "button", "aria-label": title, onclick: function (e) {
            e.stopPropagation(); S.$set({ sidepanel: S.sidepanel === key ? null : key, quick_settings: false }); renderSide(); } },
            h("span", { html: STRIP_LOGOS[key], style: { display: "inline-flex" } }));
          kit.tooltip(b, title, { placement: "left" });
          return b;
        }
        var addons = h("div", { class: "sbtn", id: "email.side.addons", role: "button" }, icon("add", 20, "#444746"));
        kit.tooltip(addons, "Get add-ons", { placement: "left" });
        var hide = h("div", { class: "sbtn bottom", id: "email.side.toggle", role: "button" }, icon("chevron_right", 20, "#444746"));
        kit.tooltip(hide, "Hide side panel", { placement: "left" });
        stripHost.appendChild(h("div", { class: "gm-strip" },
          sb("calendar", "Calendar"), sb("keep", "Keep"), sb("tasks", "Tasks"), sb("contacts", "Contacts"),
          h("div", { class: "hr" }), addons, hide));
      }

      function renderSide() {
        // All panels are in the page (hidden unless open) so their controls have stable, existing IDs.
        var tops = {};
        Array.prototype.forEach.call(sideHost.querySelectorAll(".side-body"), function (b) { tops[b.getAttribute("data-igg-id")] = b.scrollTop; });
        var first = !sideHost.firstChild;
        sideHost.innerHTML = "";
        var kind = S.quick_settings ? "qs" : S.sidepanel;
        renderStrip();
        shell.classList.toggle("with-side", !!kind);
        function closeBtn(k) {
          return btn(k === "qs" ? "email.qs.close" : "email." + k + ".close", "close", "Close", function () {
            S.$set({ sidepanel: null, quick_settings: false }); renderSide(); }, { cls: "sm" });
        }
        var panels = { qs: quickSettings(closeBtn("qs")), tasks: tasksPanel(closeBtn("tasks")), calendar: calendarPanel(closeBtn("calendar")),
          keep: keepPanel(closeBtn("keep")), contacts: contactsPanel(closeBtn("contacts")) };
        Object.keys(panels).forEach(function (k) {
          var p = panels[k];
          p.hidden = k !== kind;
          sideHost.appendChild(p);
          var body = p.querySelector(".side-body");
          if (!body) return;
          var id = body.getAttribute("data-igg-id");
          if (tops[id] !== undefined) body.scrollTop = tops[id];
          else if (first && k === "tasks" && init.tasks_scroll) body.scrollTop = init.tasks_scroll;
        });
      }

      function sideHead(t1, t2, extra, closeBtn) {
        return h("div", { class: "side-head" }, h("div", null, t1 ? h("div", { class: "t1" }, t1) : null, h("div", { class: "t2" }, t2)),
          h("span", { class: "sp" }), extra, closeBtn);
      }

      function tasksPanel(closeBtn) {
        // Conversations added with "Add to Tasks" come first, titled by their subject.
        var added = S.added_tasks.filter(function (s) { return bySlug[s]; }).map(function (s) { return { slug: "mail-" + s, title: bySlug[s].subject, due: "" }; });
        return h("aside", { class: "gm-side", id: "email.tasks" },
          sideHead("Tasks", ["My Tasks", icon("arrow_drop_down")], btn("email.tasks.more", "more_vert", "List options", null, { cls: "sm" }), closeBtn),
          h("div", { class: "task-add", id: "email.tasks.add", role: "button" }, icon("add_task", 22, "#0b57d0"), "Add a task"),
          h("div", { class: "side-body", id: "email.tasks.list" }, added.concat(C.tasks).map(function (t) {
            var el, base = "email.task." + t.slug;
            var isDone = has(S.completed_tasks, t.slug), starOn = has(S.starred_tasks, t.slug);
            var done = h("span", { class: "done", id: base + ".done", role: "checkbox", "aria-label": "Mark complete", "aria-checked": isDone ? "true" : "false",
              onclick: function (e) {
                e.stopPropagation(); S.completed_tasks = toggled(S.completed_tasks, t.slug);
                var now = has(S.completed_tasks, t.slug);
                el.classList.toggle("complete", now);
                done.setAttribute("aria-checked", now ? "true" : "false");
                setIcon(done, now ? "check_circle-fill" : "circle", 22); } }, icon(isDone ? "check_circle-fill" : "circle", 22));
            kit.tooltip(done, "Mark complete");
            el = h("div", { class: "task" + (isDone ? " complete" : ""), id: base }, done,
              h("div", { class: "tbody" }, h("div", { class: "tt" }, t.title), t.due ? h("span", { class: "due" + (t.overdue ? " overdue" : "") }, t.due) : null));
            // Google Tasks shows "Add star" and "Task options" while the pointer is over a task.
            var star = btn(base + ".star", starOn ? "star-fill" : "star", starOn ? "Remove star" : "Add star", function () {
              S.starred_tasks = toggled(S.starred_tasks, t.slug);
              var now = has(S.starred_tasks, t.slug);
              star.classList.toggle("on", now); star.setAttribute("aria-label", now ? "Remove star" : "Add star");
              setIcon(star, now ? "star-fill" : "star", 20); }, { cls: "sm" + (starOn ? " on" : ""), tip: "Add star" });
            kit.hoverToolbar(el, [{ el: star }, { el: btn(base + ".options", "more_vert", "Task options", null, { cls: "sm" }) }],
              { placement: "inline-right", cls: "task-acts", tooltips: false });
            return el;
          })));
      }

      function calendarPanel(closeBtn) {
        var hours = ["8 AM", "9 AM", "10 AM", "11 AM", "12 PM", "1 PM", "2 PM", "3 PM", "4 PM", "5 PM", "6 PM"];
        var events = { "10 AM": ["Standup", "#039be5"], "11 AM": ["Design sync \u00b7 Meet", "#33b679"], "1 PM": ["Lunch w/ Olivia", "#f6bf26"], "3 PM": ["Offsite planning", "#8e24aa"] };
        return h("aside", { class: "gm-side", id: "email.calendar" },
          sideHead("Calendar", "Today \u00b7 Thu, Jun 12", null, closeBtn),
          h("div", { class: "side-body", id: "email.calendar.body" }, hours.map(function (hr) {
            var ev = events[hr];
            return h("div", { class: "cal-hour" }, hr, ev ? h("div", { class: "cal-event", style: { background: ev[1] } }, ev[0]) : null);
          })));
      }

      function keepPanel(closeBtn) {
        var notes = [["Offsite ideas", "Fire-pit retro, sunrise hike, breakout on onboarding"], ["Groceries", "Tortillas, Oaxaca cheese, tomatillos, limes"],
          ["Kitchen", "Pick cabinet pulls by Jun 30; ask Tom\u00e1s about under-cabinet lights"], ["Gift ideas", "Mom: pottery class; Dad: new hose reel"]];
        return h("aside", { class: "gm-side", id: "email.keep" },
          sideHead("Keep", "Notes", null, closeBtn),
          h("div", { class: "side-body", id: "email.keep.body" }, notes.map(function (n) { return h("div", { class: "note" }, h("b", null, n[0]), n[1]); })));
      }

      function contactsPanel(closeBtn) {
        var keys = ["priya", "dana", "marcus", "kai", "gene", "tomas", "sofia", "ben", "lena", "olivia", "ravi", "emma"];
        return h("aside", { class: "gm-side", id: "email.contacts" },
          sideHead("Contacts", "Frequently contacted", null, closeBtn),
          h("div", { class: "side-body", id: "email.contacts.body" }, keys.map(function (k) {
            var p = personOf(k);
            return h("div", { class: "contact", id: "email.contact." + k }, avatar(k, 32), h("div", null, h("div", null, p.name), h("div", { class: "e" }, p.email)));
          })));
      }

      function quickSettings(closeBtn) {
        var KEYS = { density: "density", inbox: "inbox_type", pane: "reading_pane" };
        function opt(group, key, label, pic) {
          var on = S[KEYS[group]] === key;
          return h("div", { class: "qs-opt" + (on ? " on" : ""), id: "email.qs." + group + "." + key, role: "radio", "aria-checked": on ? "true" : "false", onclick: function (e) {
            e.stopPropagation();
            S[KEYS[group]] = key; renderSide(); renderMain(true);
          } }, h("span", { class: "radio" }), h("span", { class: "lbl" }, label), pic || null);
        }
        function pic(n) { var l = []; for (var i = 0; i < n; i++) l.push(h("i")); return h("span", { class: "pic" }, l); }
        var themes = ["linear-gradient(135deg,#f6f8fc,#e8f0fe)", "linear-gradient(135deg,#1f3a5f,#4d7ab8)", "linear-gradient(135deg,#2e7d32,#a5d6a7)",
          "linear-gradient(135deg,#5d4037,#d7ccc8)", "linear-gradient(135deg,#202124,#5f6368)", "linear-gradient(135deg,#f9a825,#fff59d)",
          "linear-gradient(135deg,#6a1b9a,#ce93d8)", "linear-gradient(135deg,#00838f,#80deea)"];
        return h("aside", { class: "gm-side", id: "email.qs" },
          h("div", { class: "side-head qs-head" }, h("div", { class: "t2" }, "Quick settings"), h("span", { class: "sp" }), closeBtn),
          h("button", { class: "qs-all", id: "email.qs.all-settings" }, "See all settings"),
          h("div", { class: "side-body", id: "email.qs.body" },
            h("div", { class: "qs-sec" }, h("h4", null, "Density"),
              opt("density", "default", "Default", pic(3)), opt("density", "comfortable", "Comfortable", pic(4)), opt("density", "compact", "Compact", pic(5))),
            h("div", { class: "qs-sec" }, h("h4", { class: "split" }, h("span", null, "Theme"), h("span", { class: "lnk", id: "email.qs.theme.view-all" }, "View all")),
              h("div", { class: "themes" }, themes.map(function (t, i) { return h("div", { style: { background: t }, id: "email.qs.theme." + i }); }))),
            h("div", { class: "qs-sec" }, h("h4", null, "Inbox type"),
              opt("inbox", "default", "Default"), opt("inbox", "important-first", "Important first"), opt("inbox", "unread-first", "Unread first"),
              opt("inbox", "starred-first", "Starred first"), opt("inbox", "priority", "Priority Inbox"), opt("inbox", "multiple", "Multiple Inboxes")),
            h("div", { class: "qs-sec" }, h("h4", null, "Reading pane"),
              opt("pane", "none", "No split"), opt("pane", "right", "Right of inbox"), opt("pane", "below", "Below inbox"))));
      }

      /* ---------------- compose ---------------- */
      // The compose window is drawn from the store: a preset from the content (S.compose), the
      // person it is addressed to (S.compose_to) or the message it answers (S.reply_to), without
      // the attachments taken off it (S.detached). The first attachment of a preset uploads first.
      var upload = { pct: 100, done: true, steps: [] };
      var lastSent = null;
      function cancelUpload() { upload.steps.forEach(function (t) { t.cancel(); }); }
      function startUpload(ms) {
        cancelUpload();
        upload = { pct: 0, done: false, steps: [] };
        var steps = 10;
        for (var i = 1; i <= steps; i++) {
          (function (k) {
            upload.steps.push(kit.after(Math.round(ms * k / steps), function () {
              upload.pct = Math.round(100 * k / steps);
              if (k === steps) upload.done = true;
              updateUploadUI();
            }));
          })(i);
        }
      }
      function updateUploadUI() {
        var bar = composeHost.querySelector(".c-att .prog");
        if (bar) bar.style.width = upload.pct + "%";
        var d = composeModel();
        var sz = composeHost.querySelector(".c-att .sz");
        if (sz && d.attachments[0]) sz.textContent = upload.done ? "(" + d.attachments[0].size + ")" : "Uploading\u2026 " + upload.pct + "%";
        if (upload.done) {
          var b = ctx.byId("email.compose.send");
          if (b) b.removeAttribute("aria-disabled");
          var note = composeHost.querySelector(".c-note");
          if (note) note.remove();
        }
      }

      function composeModel() {
        var d = JSON.parse(JSON.stringify(C.compose[S.compose] || C.compose["new"]));
        if (S.compose_to) d.to = [S.compose_to];
        if (S.reply_to) {
          var ref = S.reply_to.split("/"), m = bySlug[ref[0]], msg = (C.threads[ref[0]] || [])[+ref[1] - 1];
          if (m && msg) {
            d.subject = d.title = (S.compose === "forward" ? "Fwd: " : "Re: ") + m.subject;
            d.to = S.compose === "forward" ? [] : [msg.from === "me" ? m.from : msg.from];
          }
        }
        d.attachments = d.attachments.filter(function (a) { return !has(S.detached, a.name); });
        return d;
      }

      var COMPOSE_CLOSED = { compose: null, compose_min: false, compose_max: false, compose_popout: false, compose_to: null, reply_to: null,
                             format_bar: false, compose_format: [], detached: [] };
      function openCompose(preset, extra) {
        S.$set(Object.assign({}, COMPOSE_CLOSED, { compose: preset }, extra || {}));
        var d = composeModel();
        if (d.attachments.length && d.attachments[0].upload_ms) startUpload(d.attachments[0].upload_ms);
        else { cancelUpload(); upload = { pct: 100, done: true, steps: [] }; }
        renderCompose();
      }
      function closeCompose(msg) { cancelUpload(); S.$set(COMPOSE_CLOSED); renderCompose(); if (msg) snackbar(msg); }
      // Sent (or scheduled): S.sent keeps what left, e.g. "lease" or "reply:tahoe-photos/1@Jun 13, 8:00 AM".
      function sendCompose(when) {
        lastSent = { compose: S.compose, compose_to: S.compose_to, reply_to: S.reply_to };
        var what = S.compose + (S.reply_to ? ":" + S.reply_to : S.compose_to ? ":" + S.compose_to : "") + (when ? "@" + when : "");
        cancelUpload();
        S.$set(Object.assign({}, COMPOSE_CLOSED, { sent: S.sent.concat([what]) }));
        renderCompose();
      }
      function unsend() {
        S.sent = S.sent.slice(0, -1);
        if (lastSent) openCompose(lastSent.compose, { compose_to: lastSent.compose_to, reply_to: lastSent.reply_to });
      }

      // Send's arrow: "Schedule send", which opens Gmail's schedule dialog.
      function sendOptions(anchor) {
        kit.menu(anchor, [{ id: "email.compose.schedule", label: "Schedule send", icon: "material:schedule_send", onSelect: scheduleDialog }],
          { id: "email.compose.send-menu", placement: "top-start" });
      }
      function scheduleDialog() {
        function opt(k, label, when) {
          return h("div", { class: "sd-opt", id: "email.schedule." + k, role: "button", onclick: function () {
            dlg.close("pick"); sendCompose(when); snackbar("Send scheduled for " + when + ".", function () { unsend(); }); } },
            h("span", null, label), h("span", { class: "w" }, when));
        }
        S.dialog = "schedule";
        var dlg = kit.dialog({ id: "email.schedule", cls: "gm-dialog sm", title: "Schedule send", onClose: function () { S.dialog = null; },
          body: h("div", { class: "sd" }, h("div", { class: "tz" }, "Pacific Daylight Time"),
            opt("tomorrow-morning", "Tomorrow morning", "Jun 13, 8:00 AM"), opt("tomorrow-afternoon", "Tomorrow afternoon", "Jun 13, 1:00 PM"),
            opt("monday-morning", "Monday morning", "Jun 16, 8:00 AM"),
            h("div", { class: "sd-opt pick", id: "email.schedule.pick" }, icon("calendar_today", 20, "#444746"), h("span", null, "Pick date & time"))) });
      }

      // "Formatting options" shows the formatting bar above the compose footer; its buttons turn
      // a format on or off for the message (S.compose_format).
      function formatBar() {
        function f(k, iconName, label, toggle) {
          var on = has(S.compose_format, k);
          var b = btn("email.compose.fmt." + k, iconName, label, function () {
            if (toggle === false) { S.compose_format = S.compose_format.concat([k]); return; }
            S.compose_format = toggled(S.compose_format, k); b.classList.toggle("on", has(S.compose_format, k)); }, { cls: "fmt" + (on ? " on" : ""), size: 18 });
          return b;
        }
        return h("div", { class: "c-fmt", id: "email.compose.fmt", hidden: !S.format_bar },
          f("undo", "undo", "Undo (Ctrl-Z)", false), f("redo", "redo", "Redo (Ctrl-Y)", false), h("span", { class: "vsep" }),
          h("span", { class: "fmt-font" }, "Sans Serif", icon("arrow_drop_down", 18)), h("span", { class: "vsep" }),
          f("size", "format_size", "Size"), h("span", { class: "vsep" }), f("bold", "format_bold", "Bold (Ctrl-B)"),
          f("italic", "format_italic", "Italic (Ctrl-I)"), f("underline", "format_underlined", "Underline (Ctrl-U)"),
          f("color", "format_color_text", "Text colour"), h("span", { class: "vsep" }), f("align", "format_align_left", "Align"),
          f("numbered", "format_list_numbered", "Numbered list (Ctrl-Shift-7)"), f("bulleted", "format_list_bulleted", "Bulleted list (Ctrl-Shift-8)"),
          f("indent-less", "format_indent_decrease", "Indent less (Ctrl-[)"), f("indent-more", "format_indent_increase", "Indent more (Ctrl-])"),
          f("strike", "strikethrough_s", "Strikethrough (Alt-Shift-5)"), f("clear", "format_clear", "Remove formatting (Ctrl-\\)", false));
      }

      function renderCompose() {
        composeHost.innerHTML = "";
        if (!S.compose) return;
        var d = composeModel();
        function toggleMin() { S.$set({ compose_min: !S.compose_min, compose_max: false }); renderCompose(); }
        var head = h("div", { class: "c-head", id: "email.compose.header", onclick: function (e) { e.stopPropagation(); toggleMin(); } },
          h("span", { class: "t" }, d.title || "New Message"),
          btn("email.compose.minimize", "minimize", "Minimize", toggleMin, { size: 18 }),
          btn("email.compose.fullscreen", S.compose_max ? "close_fullscreen" : "open_in_full", S.compose_max ? "Exit full screen" : "Full screen (Shift for pop-out)", function (e) {
            if (e.shiftKey) S.$set({ compose_popout: true, compose_min: false, compose_max: false });
            else S.$set({ compose_max: !S.compose_max, compose_min: false });
            renderCompose(); }, { size: 16 }),
          btn("email.compose.close", "close", "Save & close", function () { closeCompose("Draft saved."); }, { size: 18 }));
        var toField = h("div", { class: "c-field", id: "email.compose.to" }, h("span", null, "To"),
          h("span", { class: "v" }, d.to.map(function (k) { var p = personOf(k); return h("span", { class: "rc" }, avatar(k, 22), p.name); })),
          h("span", { class: "cc" }, "Cc Bcc"));
        var subj = h("div", { class: "c-field", id: "email.compose.subject" }, d.subject ? h("span", { class: "v" }, d.subject) : h("span", null, "Subject"));
        var body = h("div", { class: "c-body", id: "email.compose.body" }, d.body.map(function (para) { return h("p", null, para); }),
          d.attachments.map(function (a) {
            var aid = "email.compose.attachment." + slugify(a.name);
            return h("div", { class: "c-att", id: aid },
              h("span", { class: "nm" }, a.name), h("span", { class: "sz" }, upload.done ? "(" + a.size + ")" : "Uploading\u2026 " + upload.pct + "%"),
              btn(aid + ".remove", "close", "Remove attachment", function () {
                S.detached = S.detached.concat([a.name]); cancelUpload(); upload = { pct: 100, done: true, steps: [] }; renderCompose(); },
                { cls: "att-x", size: 16 }), h("div", { class: "prog", style: { width: upload.pct + "%" } }));
          }));
        var sendBtn = h("button", { class: "send-btn", id: "email.compose.send", "aria-disabled": upload.done ? null : "true", onclick: function (e) {
            e.stopPropagation();
            if (!upload.done) { var n = composeHost.querySelector(".c-note"); if (n) n.textContent = "Wait for the attachment to finish uploading"; return; }
            sendCompose(null); showSending();
          } }, "Send");
        kit.tooltip(sendBtn, function () { return upload.done ? "Send (Ctrl-Enter)" : "Attachments are still uploading"; }, { placement: "top" });
        function tool(id, iconName, label, size) { return btn("email.compose." + id, iconName, label, null, { size: size, tip: label }); }
        var sendOpt = h("button", { class: "send-opt", id: "email.compose.send-options", "aria-label": "More send options" }, icon("arrow_drop_down"));
        kit.tooltip(sendOpt, "More send options", { placement: "top" });
        sendOptions(sendOpt);
        var foot = h("div", { class: "c-foot" },
          h("div", { class: "send-grp" }, sendBtn, sendOpt),
          btn("email.compose.format", "text_format", "Formatting options", function () {
            S.format_bar = !S.format_bar; var bar = ctx.byId("email.compose.fmt"); if (bar) bar.hidden = !S.format_bar; }, { size: 20 }),
          tool("attach", "attach_file", "Attach files"), tool("link", "link", "Insert link"),
          tool("emoji", "mood", "Insert emoji"), tool("drive", "add_to_drive", "Insert files using Drive", 18), tool("photo", "image", "Insert photo"),
          tool("confidential", "lock", "Toggle confidential mode"), tool("more", "more_vert", "More options"),
          h("span", { class: "sp" }),
          upload.done ? null : h("span", { class: "c-note" }, ""),
          btn("email.compose.discard", "delete", "Discard draft", function () { closeCompose("Draft discarded."); }));
        var popped = !!S.compose_popout;
        if (S.compose_max && !popped) composeHost.appendChild(h("div", { class: "compose-scrim", id: "email.compose.scrim", onclick: function (e) { e.stopPropagation(); } }));
        var box = h("div", { class: "compose" + (popped ? " popped" : "") + (S.compose_min && !popped ? " min" : "") + (S.compose_max && !popped ? " max" : ""),
          id: "email.compose", role: "dialog", "aria-label": d.title || "New Message", onclick: function (e) { e.stopPropagation(); } },
          popped ? null : head, h("div", { class: "c-fields" }, toField, subj), body, formatBar(), foot);
        composeHost.appendChild(popped ? popoutWindow(box, d) : box);
      }

      /* A popped-out compose (Shift-click on Full screen) is its own Chrome pop-up window: it floats
       * over the Gmail tab and moves by its title bar, like any desktop window. */
      function popoutWindow(box, d) {
        var pos = typeof S.compose_popout === "object" ? S.compose_popout : { x: Math.max(8, (window.innerWidth - 640) / 2), y: 90 };
        var bar = h("div", { class: "pw-title", id: "email.popout.titlebar" },
          h("span", { class: "pw-fav", html: GMAIL_LOGO.replace('width="40" height="30"', 'width="16" height="12"') }),
          h("span", { class: "pw-t" }, (d.title || "New Message") + " - " + C.me.email + " - Gmail"),
          h("span", { class: "pw-ctl" }, icon("minimize", 16, "#3c4043")), h("span", { class: "pw-ctl" }, icon("crop_square", 14, "#3c4043")),
          h("button", { class: "pw-ctl x", id: "email.popout.close", "aria-label": "Close window", onclick: function (e) {
            e.stopPropagation(); closeCompose("Draft saved."); } }, icon("close", 16, "#3c4043")));
        var win = h("div", { class: "popwin", id: "email.popout", role: "dialog", "aria-label": d.title || "New Message",
          style: { left: pos.x + "px", top: pos.y + "px" }, onclick: function (e) { e.stopPropagation(); } },
          bar, h("div", { class: "pw-url" }, icon("lock", 12, "#5f6368"), "mail.google.com/mail/u/0/?view=cm&fs=1&tf=1"), box);
        kit.draggable(win, bar, { bounds: "viewport", onEnd: function (p) { S.compose_popout = { x: Math.round(p.left), y: Math.round(p.top) }; } });
        return win;
      }

      /* ---------------- snackbar ---------------- */
      // Gmail's snackbar (bottom left, one at a time, with Undo when the action can be undone).
      // S.snackbar keeps the text of the last one (after it hides); S.toast names a kind shown at mount.
      function snackbar(text, undo) {
        kit.snackbar({ id: "email.toast", text: text, onClose: onSnackbarClose,
          action: undo ? { id: "email.toast.undo", label: "Undo", onClick: undo } : null });
        S.$set({ snackbar: text, toast: null });
      }
      function onSnackbarClose(reason) { if (reason !== "replaced") S.toast = null; }

      /* "Sending..." then "Message sent." with Undo and View message for the undo-send period. The
       * kit's snackbar has one action: the Undo exists from the start (hidden while sending, so its
       * id is stable) and "View message" is a second link added here. */
      function showSending() {
        var bar = kit.snackbar({ id: "email.toast", text: "Sending\u2026", timeout: 0, onClose: onSnackbarClose,
          action: { id: "email.toast.undo", label: "Undo", onClick: function () { unsend(); snackbar("Sending undone."); } } });
        var undo = ctx.byId("email.toast.undo");
        var view = h("button", { class: "kit-notice-action", id: "email.toast.view", hidden: true, onclick: function (e) {
          e.stopPropagation(); bar.close("action"); go({ folder: "sent", open: "sent-gene-parking" }); } }, "View message");
        undo.hidden = true;
        undo.parentNode.insertBefore(view, undo.nextSibling);
        S.$set({ toast: "sending", snackbar: "Sending\u2026" });
        kit.after(SENDING_MS, function () {
          var text = ctx.byId("email.toast.text");
          if (!text) return;  // replaced or closed meanwhile
          text.textContent = "Message sent.";
          undo.hidden = false; view.hidden = false;
          S.$set({ toast: "sent", snackbar: "Message sent." });
          kit.after(UNDO_SEND_MS, function () { if (ctx.byId("email.toast.view") === view) bar.close("timeout"); });
        });
      }

      /* ---------------- banner, modal, meet ---------------- */
      // Gmail's own prompt, anchored under the header's right side, before the browser asks.
      function renderBanner() {
        bannerHost.innerHTML = "";
        if (S.banner !== "notifications") return;
        function close(msg) { return function (e) { e.stopPropagation(); S.banner = null; renderBanner(); if (msg) snackbar(msg); }; }
        bannerHost.appendChild(h("div", { class: "notif-card", id: "email.banner.notifications", role: "dialog", onclick: function (e) { e.stopPropagation(); } },
          h("div", { class: "bell" }, icon("notifications", 24)),
          h("div", { class: "txt" },
            h("h3", null, "Turn on desktop notifications"),
            h("p", null, "Get notified when new email arrives in your Primary inbox, even when Gmail isn't the active tab."),
            h("div", { class: "acts" },
              h("button", { class: "txt-btn", id: "email.banner.notifications.dismiss", onclick: close(null) }, "No thanks"),
              h("button", { class: "fill-btn", id: "email.banner.notifications.enable", onclick: close("Desktop notifications are on for new mail.") }, "Turn on")))));
      }

      function renderModal() {
        if (S.modal !== "smart-features") return;
        function done(msg) { return function () { S.modal = null; if (msg) snackbar(msg); }; }
        kit.dialog({ id: "email.modal.smart-features", cls: "gm-dialog", closeOnBackdrop: false, onClose: function () { S.modal = null; },
          title: "Smart features in Gmail, Chat and Meet",
          body: h("div", null,
            h("div", { class: "hero" }, icon("lightbulb", 56, "#0b57d0")),
            h("p", null, "Let Gmail, Chat and Meet use your content and activity to give you smart features like Smart Compose, " +
              "package tracking, and summary cards for trips and bills."),
            h("p", null, "You can change this any time in Settings.")),
          actions: [{ id: "email.modal.smart-features.dismiss", label: "Turn off", onClick: done("Smart features are off.") },
                    { id: "email.modal.smart-features.accept", label: "Turn on", primary: true, onClick: done("Smart features are on.") }] });
      }

      // Chrome's picture-in-picture window of a Google Meet call running in another tab: it floats
      // over the page and the user can drag it anywhere.
      var MEET_POS = { center: { x: 560, y: 300 }, rail: { x: 0, y: 150 }, right: { x: 1000, y: 250 }, top: { x: 700, y: 76 }, bottom: { x: 1040, y: 640 } };
      function renderMeet() {
        meetHost.innerHTML = "";
        if (!S.meet) return;
        var pos = typeof S.meet === "object" ? S.meet : MEET_POS[S.meet];
        var tiles = C.meet.participants.map(function (p, i) {
          var who = p.key === "me" ? C.me : personOf(p.key);
          var muted = p.key === "me" ? !S.meet_mic : p.muted;
          return h("div", { class: "tile" + (i === 0 ? " speaking" : "") }, kit.avatar(who, { size: 48 }), h("span", { class: "n" }, p.name),
            muted ? h("span", { class: "mut" }, icon("mic_off", 14, "#fff")) : null);
        });
        function ctl(id, iconName, label, on, onClick) {
          var b = h("button", { class: "cb" + (on === false ? " off" : "") + (id === "leave" ? " leave" : ""), id: "email.meet." + id, "aria-label": label,
            "aria-pressed": on === undefined ? null : on ? "true" : "false",
            onclick: function (e) { e.stopPropagation(); if (onClick) onClick(); } }, icon(iconName, 18));
          kit.tooltip(b, label, { placement: "top" });
          return b;
        }
        var win = h("div", { class: "meet", id: "email.meet", role: "dialog", "aria-label": "Google Meet call: " + C.meet.title,
          style: { left: pos.x + "px", top: pos.y + "px" }, onclick: function (e) { e.stopPropagation(); } },
          h("div", { class: "mt", id: "email.meet.titlebar" }, h("span", { class: "mfav" }, icon("videocam-fill", 14, "#00897b")),
            h("span", { class: "mtt" }, "Meet \u2013 " + C.meet.title), h("span", { class: "murl" }, "meet.google.com"),
            h("button", { class: "mx", id: "email.meet.back", "aria-label": "Back to tab", onclick: function (e) { e.stopPropagation(); snackbar("Switching to the Meet tab\u2026"); } }, icon("picture_in_picture_alt", 16, "#e8eaed")),
            h("button", { class: "mx", id: "email.meet.close", "aria-label": "Close", onclick: function (e) { e.stopPropagation(); S.meet = null; renderMeet(); } }, icon("close", 16, "#e8eaed"))),
          h("div", { class: "tiles", id: "email.meet.tiles" }, tiles),
          h("div", { class: "ctrls" },
            ctl("mic", S.meet_mic ? "mic" : "mic_off", S.meet_mic ? "Turn off microphone" : "Turn on microphone", S.meet_mic, function () { S.meet_mic = !S.meet_mic; renderMeet(); }),
            ctl("camera", S.meet_camera ? "videocam" : "videocam_off", S.meet_camera ? "Turn off camera" : "Turn on camera", S.meet_camera, function () { S.meet_camera = !S.meet_camera; renderMeet(); }),
            ctl("hand", "front_hand", S.meet_hand ? "Lower hand" : "Raise hand", S.meet_hand ? true : undefined, function () { S.meet_hand = !S.meet_hand; renderMeet(); }),
            ctl("more", "more_vert", "More options"),
            ctl("leave", "call_end", "Leave call", undefined, function () { S.meet = null; renderMeet(); snackbar("You left the call."); })));
        kit.draggable(win, win.firstChild, { bounds: "viewport", onEnd: function (p) { S.meet = { x: Math.round(p.left), y: Math.round(p.top) }; } });
        meetHost.appendChild(win);
      }

      /* ---------------- attachment preview ---------------- */
      // Clicking an attachment opens Gmail's full-window viewer over the conversation: a photo
      // itself, a document as its first page.
      function openPreview(slugA) { S.preview = slugA; renderPreview(); }
      function renderPreview() {
        previewHost.innerHTML = "";
        if (!S.preview || !S.open) return;
        var atts = [];
        (C.threads[S.open] || []).forEach(function (msg) { msg.attachments.forEach(function (a) { atts.push({ a: a, from: msg.from }); }); });
        var i = atts.map(function (x) { return x.a.slug; }).indexOf(S.preview);
        if (i < 0) return;
        var a = atts[i].a, who = personOf(atts[i].from);
        function close() { S.preview = null; renderPreview(); }
        function step(d) { return function () { var n = atts[i + d]; if (n) { S.preview = n.a.slug; renderPreview(); } }; }
        function pbtn(k, iconName, label, fn) { return btn("email.preview." + k, iconName, label, fn, { cls: "pv-b", color: "#fff" }); }
        var stage = a.photo ? h("img", { class: "pv-img", src: a.photo.replace("-4x3.", "-16x9."), alt: a.name, draggable: "false" })
          : h("div", { class: "pv-doc" }, pageArt(a, 560, 504));
        previewHost.appendChild(h("div", { class: "preview", id: "email.preview", role: "dialog", "aria-label": a.name, onclick: function (e) { e.stopPropagation(); } },
          h("div", { class: "pv-top" }, pbtn("close", "arrow_back", "Close", close),
            h("span", { class: "badge " + a.kind }, kindLabel(a.kind)), h("span", { class: "pv-n" }, a.name), h("span", { class: "pv-sp" }),
            pbtn("print", "print", "Print", function () { snackbar("Preparing " + a.name + " to print\u2026"); }),
            pbtn("download", "download", "Download", function () { snackbar("Downloading " + a.name + "\u2026"); }),
            pbtn("drive", "add_to_drive", "Add to Drive", function () { snackbar(a.name + " added to My Drive."); }), pbtn("more", "more_vert", "More actions")),
          h("div", { class: "pv-stage" },
            i > 0 ? pbtn("prev", "chevron_left", "Previous", step(-1)) : null,
            stage,
            i < atts.length - 1 ? pbtn("next", "chevron_right", "Next", step(1)) : null),
          h("div", { class: "pv-foot" }, (i + 1) + " of " + atts.length + " \u00b7 from " + who.name),
          h("div", { class: "pv-zoom" }, pbtn("zoom-out", "zoom_out", "Zoom out"), pbtn("zoom-in", "zoom_in", "Zoom in"))));
      }

      /* ---------------- Help window ---------------- */
      // Google's in-product Help opens as a floating window that the user can drag by its header.
      function renderHelp() {
        helpHost.innerHTML = "";
        if (!S.help) return;
        var pos = S.help.x != null ? S.help : { x: window.innerWidth - 364, y: 68 };
        function art(k, t) {
          return h("a", { class: "hw-a", id: "email.help.article." + k, onclick: function () { snackbar("Opening Gmail Help: " + t); } }, icon("description", 20, "#5f6368"), h("span", null, t));
        }
        var head = h("div", { class: "hw-head", id: "email.help.header" }, h("span", { class: "hw-t" }, "Help"),
          btn("email.help.popout", "open_in_new", "Open in new window", null, { cls: "sm", size: 18 }),
          btn("email.help.close", "close", "Close", function () { S.help = null; renderHelp(); }, { cls: "sm", size: 18 }));
        var win = h("div", { class: "helpwin", id: "email.help", role: "dialog", "aria-label": "Help", style: { left: pos.x + "px", top: pos.y + "px" },
          onclick: function (e) { e.stopPropagation(); } }, head,
          h("div", { class: "hw-body" },
            h("div", { class: "hw-search" }, icon("search", 20, "#5f6368"), h("input", { type: "text", placeholder: "Search Help", "aria-label": "Search Help" })),
            h("div", { class: "hw-h" }, "Popular help resources"),
            art("undo-send", "Recall an email with Undo Send"), art("filters", "Create rules to filter your emails"),
            art("labels", "Create labels to organize Gmail"), art("storage", "Manage your storage in Drive, Gmail & Photos"),
            art("notifications", "Get Gmail notifications"), art("signature", "Create a Gmail signature"),
            h("div", { class: "hw-h" }, "Need more help?"),
            h("a", { class: "hw-a", id: "email.help.community" }, icon("group", 20, "#5f6368"), h("span", null, "Ask the Help Community"))),
          h("div", { class: "hw-foot" }, h("a", { id: "email.help.feedback" }, "Send feedback")));
        kit.draggable(win, head, { bounds: "viewport", onEnd: function (p) { S.help = { x: Math.round(p.left), y: Math.round(p.top) }; } });
        helpHost.appendChild(win);
      }

      /* ---------------- loading screen ---------------- */
      // Gmail shows its envelope and a progress bar while the mailbox loads.
      function showLoading() {
        var bar = h("div", { class: "ld-bar" }, h("div", { class: "ld-fill", id: "email.loading.progress" }));
        var el = h("div", { class: "loading", id: "email.loading", onclick: function (e) { e.stopPropagation(); } },
          h("div", { class: "ld-logo", html: GMAIL_LOGO.replace('width="40" height="30"', 'width="88" height="66"') }), bar,
          h("div", { class: "ld-t" }, "Loading " + C.me.email + "\u2026"));
        shell.appendChild(el);
        kit.after(LOADING_MS / 2, function () { bar.firstChild.style.width = "70%"; });
        kit.after(LOADING_MS, function () { el.remove(); S.loading = false; });
      }

      /* ---------------- mount ---------------- */
      renderHeader();
      renderRail();
      if (S.open) startScan(S.open);
      renderMain(false);
      renderSide();
      if (S.compose) {
        var d0 = composeModel();
        if (d0.attachments.length && d0.attachments[0].upload_ms) startUpload(d0.attachments[0].upload_ms);
        renderCompose();
      }
      renderBanner();
      renderModal();
      renderMeet();
      renderPreview();
      renderHelp();
      if (S.loading) showLoading();
      if (S.toast === "sending") {
        // The lease reply was sent just before the page opened.
        lastSent = { compose: "lease", compose_to: null, reply_to: null };
        if (!S.sent.length) S.sent = ["lease"];
        showSending();
      } else if (S.toast === "trashed" || S.toast === "archived") {
        var kind = S.toast;
        snackbar(kind === "trashed" ? "Conversation moved to Trash." : "Conversation archived.", function () { snackbar("Action undone."); });
        S.toast = kind;
      } else S.toast = null;
      if (init.popover && headerPops[init.popover]) headerPops[init.popover].open();
      if (init.dialog && init.dialog.indexOf("edit-label:") === 0 && labelBySlug[init.dialog.slice(11)]) labelDialog(labelBySlug[init.dialog.slice(11)]);
      else if (init.dialog === "schedule" && S.compose) scheduleDialog();
      else S.dialog = null;
      if (init.scroll_y) window.scrollTo(0, init.scroll_y);
    },
  });
})();
