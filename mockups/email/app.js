/* Email mockup, modelled on Gmail (web, the 2024 Material 3 look).
 *
 * Initial state: mockups/email/manifest.yaml (every key, its type and default; the server merges
 * the defaults into ctx.state). Shared mechanisms come from the app kit (ctx.kit): Material
 * Symbols icons, avatars, menus, row hover actions, the contact hover card, tooltips, the "More"
 * collapsible, dialogs, the snackbar, the draggable Meet window and delayed steps.
 * Timers start at mount: compose attachments upload (Send enabled when done), "Sending..." turns
 * into "Message sent" after 3 s (Undo for the account's 10 s Undo Send period), a conversation's
 * attachments are virus-scanned for 4 s before "Download all" is enabled, and the "Loading"
 * screen (state loading) lasts 2.2 s.
 * Popovers (search options, app launcher, account card, label picker, message details) are a
 * small local helper; plain menus (Support, selection, Snooze, Move to, label options, Send
 * options) are kit menus. Floating windows that drag: the Meet picture-in-picture window, the
 * Help window and a popped-out compose window (by their title bars).
 * Layout classes on the wrapper follow the window width: mini rail <= 1100 px (or the main menu
 * button), compact <= 860 px (no right strip, side panels overlay), mobile <= 600 px (the rail is
 * a drawer, two-line rows, a floating Compose button).
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
      var h = ctx.h, C = ctx.content, st = ctx.state, kit = ctx.kit || IGG.kit;
      var people = C.people;
      var material = kit.icons("material");
      function icon(name, size, color) { return material(name, { size: size || 20, color: color }); }

      /* ---------------- state ---------------- */
      var S = {
        folder: st.folder, tab: st.tab, open: st.open, more: st.more, compose: st.compose, compose_min: st.compose_min,
        compose_max: false, sidepanel: st.quick_settings ? null : st.sidepanel, quick_settings: st.quick_settings,
        density: st.density, banner: st.banner, modal: st.modal, toast: st.toast, meet: st.meet,
        help: st.help, preview: st.preview, popout: st.compose_popout,
      };
      var stars = {}, readMap = {}, removed = {}, checked = {}, doneTasks = {};
      var mic = true, cam = false;

      function save(patch) {
        if (patch) Object.assign(S, patch);
        ctx.setState({
          folder: S.folder, tab: S.tab, open: S.open, more: S.more, compose: S.compose, compose_min: S.compose_min,
          sidepanel: S.sidepanel, quick_settings: S.quick_settings, density: S.density, banner: S.banner, modal: S.modal,
          toast: S.toast, meet: S.meet, help: S.help, preview: S.preview, compose_popout: S.popout, starred: Object.keys(stars).filter(function (k) { return stars[k]; }).sort(),
          removed: Object.keys(removed).sort(), completed_tasks: Object.keys(doneTasks).sort(),
        });
      }

      /* ---------------- data helpers ---------------- */
      var allInbox = [].concat(C.inbox.primary, C.inbox.promotions, C.inbox.social, C.inbox.updates);
      var bySlug = {};
      allInbox.forEach(function (m) { bySlug[m.slug] = m; });
      Object.keys(C.folders).forEach(function (f) { C.folders[f].forEach(function (m) { bySlug[m.slug] = m; }); });
      allInbox.forEach(function (m) { stars[m.slug] = m.starred; });
      var tabNew = Object.assign({}, C.tab_new);  // local: ctx.content is shared by every mount
      var labelBySlug = {};
      C.labels.forEach(function (l) { labelBySlug[l.slug] = l; });

      function isUnread(m) { return readMap[m.slug] === undefined ? m.unread : !readMap[m.slug]; }
      function isStarred(m) { return !!stars[m.slug]; }
      function personOf(key) { return key === "me" ? C.me : people[key]; }
      function avatar(key, size) { return kit.avatar(personOf(key), { size: size }); }

      /* An icon button with Gmail's tooltip (the label), optionally with a click handler. */
      function btn(id, iconName, label, onClick, opts) {
        opts = opts || {};
        var b = h("button", { class: "icon-btn" + (opts.cls ? " " + opts.cls : ""), id: id, "aria-label": label,
          "aria-disabled": opts.disabled ? "true" : null,
          onclick: onClick ? function (e) { e.stopPropagation(); onClick(e); } : null }, icon(iconName, opts.size || 20, opts.color));
        if (label && opts.tooltip !== false) kit.tooltip(b, opts.tip || label);
        return b;
      }
      function setIcon(el, iconName, size, color) { el.innerHTML = ""; el.appendChild(icon(iconName, size || 20, color)); }

      function folderRows() {
        var f = S.folder;
        if (f === "inbox") return C.inbox[S.tab] || C.inbox.primary;
        if (f === "starred") return allInbox.filter(isStarred);
        if (f === "important") return allInbox.filter(function (m) { return m.important; });
        if (f === "all") return [].concat(allInbox, C.folders.sent).sort(function (a, b) { return a.minutes - b.minutes; });
        if (f.indexOf("label:") === 0) {
          var lab = f.slice(6);
          return allInbox.filter(function (m) { return m.labels.indexOf(lab) >= 0; });
        }
        return C.folders[f] || [];
      }

      /* ---------------- hosts ---------------- */
      // Everything lives in one wrapper inside #app, so the layout classes never touch <body>.
      var shell = h("div", { class: "gm-app" });
      var headerHost = h("div"), railHost = h("div"), mainHost = h("div"), sideHost = h("div"), stripHost = h("div");
      var composeHost = h("div"), bannerHost = h("div"), meetHost = h("div");
      [headerHost, railHost, mainHost, sideHost, stripHost, bannerHost, meetHost, composeHost].forEach(function (x) { shell.appendChild(x); });
      root.appendChild(shell);

      /* ---------------- popovers ---------------- */
      // Gmail's own popovers (search options, app launcher, account card, label picker, message
      // details): a floating card under its anchor that opens on click and closes on a press
      // outside it or Escape. kit.menu covers the plain menus; these hold richer content.
      var openPop = null;
      function closePop() { if (openPop) { var p = openPop; openPop = null; p.anchor.classList.remove("kit-open"); p.el.remove(); } }
      function popover(anchor, build, opts) {
        opts = opts || {};
        anchor.addEventListener("click", function (e) {
          e.stopPropagation();
          var mine = openPop && openPop.anchor === anchor;
          closePop();
          if (mine) return;
          var el = h("div", { class: "gm-pop" + (opts.cls ? " " + opts.cls : ""), id: opts.id, role: "dialog",
            onclick: function (ev) { ev.stopPropagation(); } }, build(closePop));
          root.appendChild(el);
          kit.position(el, (opts.at ? opts.at() : anchor).getBoundingClientRect(), opts.placement || "bottom-start");
          anchor.classList.add("kit-open");
          openPop = { anchor: anchor, el: el };
        });
      }
      document.addEventListener("pointerdown", function (e) {
        if (openPop && !openPop.el.contains(e.target) && !openPop.anchor.contains(e.target)) closePop();
      }, true);
      document.addEventListener("keydown", function (e) { if (e.key === "Escape" && openPop) closePop(); });

      function searchOptions() {
        function field(key, label) {
          return h("label", { class: "so-field", id: "email.search.adv." + key }, h("span", null, label), h("input", { type: "text" }));
        }
        var has = h("span", { class: "so-check", id: "email.search.adv.has-attachment", role: "checkbox", "aria-checked": "false",
          onclick: function () { var on = has.getAttribute("aria-checked") !== "true"; has.setAttribute("aria-checked", on ? "true" : "false");
            setIcon(has, on ? "check_box" : "check_box_outline_blank"); } }, icon("check_box_outline_blank"));
        return [field("from", "From"), field("to", "To"), field("subject", "Subject"), field("words", "Has the words"),
          field("not", "Doesn't have"),
          h("div", { class: "so-row" }, h("span", { class: "so-l" }, "Size"), h("span", { class: "so-sel" }, "greater than", icon("arrow_drop_down")),
            h("input", { type: "text", class: "so-num" }), h("span", { class: "so-sel" }, "MB", icon("arrow_drop_down"))),
          h("div", { class: "so-row" }, h("span", { class: "so-l" }, "Date within"), h("span", { class: "so-sel" }, "1 day", icon("arrow_drop_down")),
            h("input", { type: "text", class: "so-date" }), icon("calendar_today", 20, "#444746")),
          h("div", { class: "so-row" }, h("span", { class: "so-l" }, "Search"), h("span", { class: "so-sel wide" }, "All Mail", icon("arrow_drop_down"))),
          h("div", { class: "so-row checks" }, h("span", { class: "so-cb" }, has, "Has attachment"),
            h("span", { class: "so-cb" }, h("span", { class: "so-check" }, icon("check_box_outline_blank")), "Don't include chats")),
          h("div", { class: "so-acts" }, h("a", { class: "so-filter", id: "email.search.adv.create-filter" }, "Create filter"),
            h("button", { class: "fill-btn", id: "email.search.adv.search", onclick: function () { closePop(); } }, "Search"))];
      }

      function appsLauncher() {
        var apps = C.launcher;
        function tile(a) {
          return h("a", { class: "al-app", id: "email.apps." + a.slug, onclick: function () { closePop(); snackbar("Opening " + a.name + " in a new tab\u2026"); } },
            h("span", { class: "al-ico", style: { background: a.color } }, icon(a.icon, 26, "#fff")), h("span", { class: "al-n" }, a.name));
        }
        return h("div", { class: "al-body", id: "email.apps.body" },
          h("div", { class: "al-grid" }, apps.main.map(tile)),
          h("div", { class: "al-more" }, "More from Google"),
          h("div", { class: "al-grid" }, apps.more.map(tile)),
          h("div", { class: "al-foot" }, h("a", { id: "email.apps.more-link" }, "More from Google Workspace Marketplace")));
      }

      function accountCard() {
        return [h("div", { class: "ac-mail" }, C.me.email),
          h("div", { class: "ac-av" }, kit.avatar(C.me, { size: 80 })),
          h("div", { class: "ac-hi" }, "Hi, " + C.me.name.split(" ")[0] + "!"),
          h("button", { class: "ac-manage", id: "email.account.manage" }, "Manage your Google Account"),
          h("div", { class: "ac-row" },
            h("button", { class: "ac-half", id: "email.account.add", onclick: function () { closePop(); snackbar("Opening Sign in with Google\u2026"); } }, icon("add", 20), "Add account"),
            h("button", { class: "ac-half", id: "email.account.sign-out" }, icon("logout", 20), "Sign out")),
          h("div", { class: "ac-foot" }, h("a", null, "Privacy Policy"), " \u2022 ", h("a", null, "Terms of Service"))];
      }

      /* ---------------- responsive layout ---------------- */
      // As Gmail: the main menu button collapses the rail to icons (narrow windows start that way)
      // and, on a phone-sized window, opens the rail as a drawer over the mail.
      var railMini = false, drawerOpen = false;
      var drawerScrim = h("div", { class: "drawer-scrim", id: "email.drawer.scrim", onclick: function (e) { e.stopPropagation(); drawerOpen = false; layout(); } });
      shell.appendChild(drawerScrim);
      function layout() {
        var w = window.innerWidth, mobile = w <= 600;
        shell.classList.toggle("mobile", mobile);
        shell.classList.toggle("compact", w <= 860);
        shell.classList.toggle("mini", !mobile && (w <= 1100 ? !railMini : railMini));
        shell.classList.toggle("drawer-open", mobile && drawerOpen);
      }
      function toggleRail() {
        if (window.innerWidth <= 600) drawerOpen = !drawerOpen; else railMini = !railMini;
        layout();
      }
      window.addEventListener("resize", layout);
      layout();

      /* ---------------- header ---------------- */
      function renderHeader() {
        headerHost.innerHTML = "";
        var search = h("div", { class: "gm-search", id: "email.search" },
          btn("email.search.submit", "search", "Search mail", null, { size: 24 }),
          h("input", { type: "text", placeholder: "Search mail", "aria-label": "Search mail", id: "email.search.input" }),
          btn("email.search.options", "tune", "Show search options", null, { size: 24 }));
        popover(search.lastChild, searchOptions, { id: "email.search.adv", cls: "search-adv", at: function () { return search; } });
        var account = h("button", { class: "gm-avatar-btn", id: "email.header.account", "aria-label": "Google Account: " + C.me.name },
          kit.avatar(C.me, { size: 32 }));
        kit.tooltip(account, "Google Account\n" + C.me.name + "\n" + C.me.email);
        popover(account, accountCard, { id: "email.account", cls: "account-card", placement: "bottom-end" });
        var apps = btn("email.header.apps", "apps", "Google apps", null, { size: 24 });
        popover(apps, appsLauncher, { id: "email.apps", cls: "launcher", placement: "bottom-end" });
        var help = btn("email.header.help", "help", "Support", null, { size: 24 });
        kit.menu(help, [
          { id: "email.support.help", label: "Help", onSelect: function () { save({ help: { x: null, y: null } }); renderHelp(); } },
          { id: "email.support.training", label: "Training" },
          { id: "email.support.updates", label: "Updates" },
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
              save({ quick_settings: !S.quick_settings, sidepanel: null }); renderSide(); }, { size: 24 }),
            apps, account)));
      }

      /* ---------------- rail ---------------- */
      function navItem(key, name, iconName, count, opts) {
        opts = opts || {};
        var sel = S.folder === key && !S.open;
        var cls = "nav-item" + (sel ? " sel" : "") + (opts.bold ? " bold" : "");
        return h("div", { class: cls, id: "email.folder." + key, role: "link", onclick: function (e) { e.stopPropagation(); go({ folder: key, open: null, tab: "primary" }); } },
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
            return { id: base + ".colour." + c.toLowerCase(), label: c }; }) }),
          act("edit", "Edit", { onSelect: function () { renderLabelDialog(l); } }), act("remove", "Remove label"), act("sublabel", "Add sublabel"),
        ], { id: base + ".menu", placement: "right-start", onOpen: function () { tb.pin(true); }, onClose: function () { tb.pin(false); } });
      }

      function renderLabelDialog(l) {
        var input = h("input", { type: "text", value: l.name, id: "email.label-dialog.name", class: "ld-input" });
        kit.dialog({ id: "email.label-dialog", cls: "gm-dialog sm", title: "Edit label",
          body: h("div", null, h("div", { class: "ld-l" }, "Label name:"), input),
          actions: [{ id: "email.label-dialog.cancel", label: "Cancel" },
                    { id: "email.label-dialog.save", label: "Save", primary: true, onClick: function () { snackbar("Label updated."); } }] });
      }

      function renderRail() {
        var prev = railHost.firstChild ? railHost.firstChild.scrollTop : st.rail_scroll;
        railHost.innerHTML = "";
        var unreadInbox = C.counts.inbox.toLocaleString("en-US");
        var moreList = h("div", { class: "nav-more-list", id: "email.folder.more-list" },
          navItem("important", "Important", "label_important"),
          navItem("scheduled", "Scheduled", "schedule_send", C.folders.scheduled.length),
          navItem("all", "All Mail", "stacked_email"),
          navItem("spam", "Spam", "report", C.counts.spam, { bold: true }),
          navItem("trash", "Trash", "delete"),
          h("div", { class: "nav-item", id: "email.folder.categories" }, icon("sell"), h("span", { class: "name" }, "Categories"), icon("keyboard_arrow_down", 18)),
          h("div", { class: "nav-item", id: "email.labels.manage" }, icon("settings"), h("span", { class: "name" }, "Manage labels")),
          h("div", { class: "nav-item", id: "email.labels.create-link" }, icon("add"), h("span", { class: "name" }, "Create new label")));
        var moreIcon = h("span", { class: "more-ico" }, icon(S.more ? "keyboard_arrow_up" : "keyboard_arrow_down"));
        var moreName = h("span", { class: "name" }, S.more ? "Less" : "More");
        var moreBtn = h("div", { class: "nav-item", id: "email.folder.more", role: "button" }, moreIcon, moreName);
        kit.collapsible(moreBtn, moreList, { open: S.more, onToggle: function (open) {
          save({ more: open });
          setIcon(moreIcon, open ? "keyboard_arrow_up" : "keyboard_arrow_down");
          moreName.textContent = open ? "Less" : "More";
        } });
        var labels = C.labels.map(function (l) {
          var key = "label:" + l.slug;
          var sel = S.folder === key && !S.open;
          var item = h("div", { class: "nav-item" + (sel ? " sel" : "") + (l.unread ? " bold" : ""), id: "email.label." + l.slug,
            onclick: function (e) { e.stopPropagation(); go({ folder: key, open: null }); } },
            icon("label-fill", 20, l.color), h("span", { class: "name" }, l.name), l.unread ? h("span", { class: "count" }, l.unread) : null);
          labelOptions(item, l);
          return item;
        });
        var rail = h("nav", { class: "gm-rail", id: "email.rail" },
          h("button", { class: "gm-compose-btn", id: "email.compose-button", onclick: function (e) { e.stopPropagation(); openCompose("new"); } },
            icon("edit", 24), h("span", { class: "lbl" }, "Compose")),
          navItem("inbox", "Inbox", "inbox", unreadInbox, { bold: true, selIcon: "inbox-fill" }),
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
        var more = btn("email.toolbar.more", "more_vert", "More email options");
        kit.menu(more, [
          { id: "email.toolbar.mark-all-read", label: "Mark all as read", onSelect: function () {
            rows.forEach(function (m) { readMap[m.slug] = true; }); renderMain(true); } },
          { divider: true },
          { id: "email.toolbar.select-messages", label: "Select messages to see more actions", disabled: true },
        ], { id: "email.toolbar.more-menu" });
        var selectAll = h("span", { class: "icon-btn sm", id: "email.toolbar.select", style: { width: "20px" }, role: "checkbox", "aria-label": "Select",
          onclick: function (e) {
            e.stopPropagation(); var on = !Object.keys(checked).some(function (k) { return checked[k]; });
            rows.forEach(function (m) { checked[m.slug] = on; }); renderMain(true); } },
          icon(rows.some(function (m) { return checked[m.slug]; }) ? "check_box" : "check_box_outline_blank"));
        kit.tooltip(selectAll, "Select");
        var selDrop = h("span", { class: "icon-btn sm", id: "email.toolbar.select-menu-button", style: { width: "20px" }, role: "button", "aria-label": "Select" }, icon("arrow_drop_down"));
        function pick(test) { return function () { rows.forEach(function (m) { checked[m.slug] = test(m); }); renderMain(true); }; }
        kit.menu(selDrop, [
          { id: "email.toolbar.select.all", label: "All", onSelect: pick(function () { return true; }) },
          { id: "email.toolbar.select.none", label: "None", onSelect: pick(function () { return false; }) },
          { id: "email.toolbar.select.read", label: "Read", onSelect: pick(function (m) { return !isUnread(m); }) },
          { id: "email.toolbar.select.unread", label: "Unread", onSelect: pick(isUnread) },
          { id: "email.toolbar.select.starred", label: "Starred", onSelect: pick(isStarred) },
          { id: "email.toolbar.select.unstarred", label: "Unstarred", onSelect: pick(function (m) { return !isStarred(m); }) },
        ], { id: "email.toolbar.select.menu" });
        return h("div", { class: "gm-toolbar" },
          h("div", { class: "sel-box" }, selectAll, selDrop),
          btn("email.toolbar.refresh", "refresh", "Refresh", function () { renderMain(true); }),
          more,
          h("span", { class: "spacer" }),
          h("span", { class: "range" }, range),
          btn("email.toolbar.newer", "chevron_left", "Newer", null, { disabled: true }),
          btn("email.toolbar.older", "chevron_right", "Older", null, { disabled: rows.length < 50 }),
          btn("email.toolbar.input-tools", "keyboard", "Input tools on/off (Ctrl-Shift-K)"));
      }

      var TAB_DEF = [
        { key: "primary", name: "Primary", icon: "inbox" },
        { key: "promotions", name: "Promotions", icon: "sell", chip: "#188038" },
        { key: "social", name: "Social", icon: "group", chip: "#0b57d0" },
        { key: "updates", name: "Updates", icon: "info", chip: "#e37400" },
      ];

      // Gmail's category tabs: every pane stays in the page (hidden unless selected), so the rows of
      // another category keep stable, existing IDs. kit.tabs rebuilds its body on each selection.
      function tabsBar() {
        return h("div", { class: "gm-tabs", role: "tablist" }, TAB_DEF.map(function (t) {
          var sel = S.tab === t.key;
          var n = tabNew[t.key];
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
        if (S.folder !== "inbox" || S.open) { go({ tab: key, folder: "inbox", open: null }); return; }
        // Same view: flip the panes and the tab bar in place (nothing under the pointer is rebuilt).
        save({ tab: key });
        TAB_DEF.forEach(function (t) {
          var pane = ctx.byId("email.pane." + t.key), tab = ctx.byId("email.tab." + t.key);
          if (pane) pane.hidden = t.key !== key;
          if (tab) {
            tab.classList.toggle("sel", t.key === key);
            tab.setAttribute("aria-selected", t.key === key ? "true" : "false");
            if (t.key === key) {  // seen: the "N new" chip and the sender line go away, as in Gmail
              tab.classList.remove("bold");
              Array.prototype.forEach.call(tab.querySelectorAll(".chip, .sub"), function (x) { x.remove(); });
              tabNew[t.key] = 0;
            }
          }
        });
        var range = mainHost.querySelector(".gm-toolbar .range");
        if (range) range.textContent = "1\u2013" + C.inbox[key].length + " of " + (key === "primary" ? C.counts.total : C.inbox[key].length);
        window.scrollTo(0, 0);
      }

      function dealsStrip() {
        return h("div", { class: "deals" },
          h("div", { class: "deals-head" }, h("b", null, "Top picks"), "Deals from brands you follow"),
          h("div", { class: "deals-strip", id: "email.deals" }, C.deals.map(function (d) {
            return h("div", { class: "deal", id: "email.deal." + d.slug, onclick: function (e) { e.stopPropagation(); snackbar("Opening offer from " + d.brand + "\u2026"); } },
              h("div", { class: "img", style: { background: "linear-gradient(135deg," + d.colors[0] + " 0%," + d.colors[1] + " 100%)" } },
                d.photo ? h("img", { src: d.photo, alt: "", draggable: "false" }) : null,
                h("span", { class: "brand" }, d.brand), h("span", { class: "hl" }, d.headline)),
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
        (m.labels || []).slice(0, 2).forEach(function (l) {
          if (S.folder === "label:" + l) return;
          labelChips.push(h("span", { class: "lchip" }, labelBySlug[l].name));
        });
        var atts = m.attachments || [];
        var chips = null;
        if (atts.length) {
          var shown = atts.slice(0, atts.length > 3 ? 2 : 3);
          chips = h("div", { class: "chips" }, shown.map(function (a) { return attChip(a, base + ".att." + a.slug); }),
            atts.length > shown.length ? h("span", { class: "att-chip more" }, "+" + (atts.length - shown.length)) : null);
        }
        var starBtn = h("span", { class: "star" + (starred ? " on" : ""), id: base + ".star", role: "button", "aria-label": starred ? "Starred" : "Not starred",
          onclick: function (e) {
            e.stopPropagation(); stars[m.slug] = !stars[m.slug]; save();
            starBtn.classList.toggle("on", stars[m.slug]);
            starBtn.setAttribute("aria-label", stars[m.slug] ? "Starred" : "Not starred");
            setIcon(starBtn, stars[m.slug] ? "star-fill" : "star");
          } }, icon(starred ? "star-fill" : "star"));
        kit.tooltip(starBtn, function () { return stars[m.slug] ? "Starred" : "Not starred"; });
        var cb = h("span", { class: "cbx", id: base + ".select", role: "checkbox", "aria-label": "Select", onclick: function (e) {
          e.stopPropagation(); checked[m.slug] = !checked[m.slug]; setIcon(cb, checked[m.slug] ? "check_box" : "check_box_outline_blank"); } },
          icon(checked[m.slug] ? "check_box" : "check_box_outline_blank"));
        var imp = h("span", { class: "imp" + (m.important ? " on" : ""), id: base + ".important", role: "button", onclick: function (e) { e.stopPropagation(); } },
          icon(m.important ? "label_important-fill" : "label_important"));
        kit.tooltip(imp, m.important ? "Important because you often read messages with this label." : "Click to teach Gmail this conversation is important.");
        var date = m.folder === "snoozed" ? m.until : m.date;
        var row = h("div", { class: "row" + (unread ? " unread" : ""), id: base, role: "row", onclick: function () { openThread(m.slug); } },
          h("div", { class: "lead" }, cb, starBtn, imp),
          h("div", { class: "sender" }, senderText),
          h("div", { class: "mid" },
            h("div", { class: "line" }, labelChips, h("span", { class: "subj" }, m.subject), h("span", { class: "snip" }, "\u00a0-\u00a0" + m.snippet)),
            chips),
          h("div", { class: "date" }, date));
        var readBtn = btn(base + ".read", unread ? "drafts" : "mark_email_unread", "", function () {
          readMap[m.slug] = isUnread(m); save();
          var now = isUnread(m);
          row.classList.toggle("unread", now);
          setIcon(readBtn, now ? "drafts" : "mark_email_unread");
          readBtn.setAttribute("aria-label", now ? "Mark as read" : "Mark as unread");
        }, { tooltip: false });
        readBtn.setAttribute("aria-label", unread ? "Mark as read" : "Mark as unread");
        kit.tooltip(readBtn, function () { return isUnread(m) ? "Mark as read" : "Mark as unread"; });
        // Gmail's row actions: shown while the pointer is over the row, in place of the date.
        kit.hoverToolbar(row, [
          { el: btn(base + ".archive", "archive", "Archive", function () { removeRow(m, "Conversation archived."); }) },
          { el: btn(base + ".delete", "delete", "Delete", function () { removeRow(m, "Conversation moved to Trash."); }) },
          { el: readBtn },
          { el: btn(base + ".snooze", "schedule", "Snooze", function () { removeRow(m, "Conversation snoozed until Tomorrow, 8:00 AM."); }) },
        ], { placement: "inline-right", cls: "acts", tooltips: false });
        return row;
      }

      function removeRow(m, msg) {
        removed[m.slug] = true; save();
        var el = ctx.byId("email.msg." + m.slug);
        if (el) el.remove();
        snackbar(msg, function () { delete removed[m.slug]; save(); renderMain(true); });
      }

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
        card.appendChild(h("div", { class: "gm-sticky" }, stickyInner));
        if (S.folder === "spam") card.appendChild(h("div", { class: "folder-note" }, "Messages that have been in Spam more than 30 days will be automatically deleted.", h("a", { id: "email.spam.delete-all" }, "Delete all spam messages now")));
        if (S.folder === "trash") card.appendChild(h("div", { class: "folder-note" }, "Messages that have been in Trash more than 30 days will be automatically deleted.", h("a", { id: "email.trash.empty" }, "Empty Trash now")));
        if (S.folder === "inbox") {
          TAB_DEF.forEach(function (t) {
            var rows = C.inbox[t.key].filter(function (m) { return !removed[m.slug]; });
            card.appendChild(h("div", { class: "tab-pane", id: "email.pane." + t.key, hidden: S.tab !== t.key },
              t.key === "promotions" ? dealsStrip() : null,
              h("div", { class: "msg-list", id: "email.list." + t.key, role: "grid" }, rows.map(rowEl))));
          });
        } else {
          var rows = folderRows().filter(function (m) { return !removed[m.slug]; });
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
            if (scan.slug === slug && scan.done) snackbar("Preparing " + atts.length + " attachments for download\u2026"); },
            { cls: "sm", disabled: !scanned, tip: scanned ? "Download all" : "Scanning for viruses\u2026" }) : null,
          btn(base + ".add-to-drive", "add_to_drive", "Add all to Drive", null, { cls: "sm", disabled: !scanned, size: 18 }));
      }

      function thumb(a) {
        if (a.photo) return h("div", { class: "thumb photo" }, h("img", { src: a.photo, alt: a.name, draggable: "false" }));
        var col = { pdf: "#d93025", sheet: "#188038", doc: "#1a73e8", image: "#d93025", file: "#5f6368" }[a.kind];
        var lines = "";
        for (var i = 0; i < 6; i++) lines += '<rect x="58" y="' + (26 + i * 8) + '" width="' + (i % 3 === 2 ? 40 : 64) + '" height="3" rx="1" fill="#c4c7c5"/>';
        if (a.kind === "sheet") {
          lines = "";
          for (var r = 0; r < 5; r++) for (var k = 0; k < 4; k++) lines += '<rect x="' + (52 + k * 19) + '" y="' + (22 + r * 11) + '" width="17" height="9" fill="' + (r === 0 ? "#ceead6" : "#f1f3f4") + '"/>';
        }
        if (a.kind === "image") return h("div", { class: "thumb", style: { background: "#f1f3f4" } }, icon("image", 40, "#9aa0a6"));
        return h("div", { class: "thumb", style: { background: "#f8f9fa" } },
          h("span", { html: '<svg width="180" height="86" viewBox="0 0 180 86"><rect x="46" y="12" width="88" height="80" rx="3" fill="#fff" stroke="#dadce0"/>' + lines +
            '<rect x="46" y="12" width="88" height="6" fill="' + col + '"/></svg>' }));
      }

      // The contact card Gmail opens when the pointer rests on a sender's name.
      function contactCard(base, key) {
        var p = personOf(key);
        var org = p.email.split("@")[1];
        return h("div", { class: "hovercard", onclick: function (e) { e.stopPropagation(); } },
          h("div", { class: "top" }, avatar(key, 64),
            h("div", null, h("div", { class: "n" }, p.name), h("div", { class: "e" }, p.email), h("div", { class: "org" }, org))),
          h("div", { class: "btns" },
            btn(base + ".card.email", "mail", "Send email", function () { openCompose("new", p); }),
            btn(base + ".card.chat", "chat", "Chat", function () { snackbar("Chat with " + p.name + " opened in Google Chat"); }),
            btn(base + ".card.video", "videocam", "Video call", function () { snackbar("Calling " + p.name + " on Google Meet\u2026"); }, { tip: "Start a video call" }),
            btn(base + ".card.event", "event", "Schedule event", function () { snackbar("New event with " + p.name + " opened in Calendar"); }, { tip: "Schedule an event" })),
          h("div", { class: "foot", id: base + ".card.details" }, "Open detailed view"));
      }

      function messageMenu(anchor, base, p, m) {
        function act(key, label, iconName) {
          return { id: base + ".menu." + key, label: label, icon: "material:" + iconName, onSelect: function () {
            if (key === "reply" || key === "forward") openCompose("reply", p, (key === "reply" ? "Re: " : "Fwd: ") + m.subject);
            else if (key === "block") snackbar("Messages from " + p.email + " will be marked as spam.");
            else if (key === "filter") snackbar("Search options opened with from:" + p.email);
            else snackbar(label + "\u2026");
          } };
        }
        kit.menu(anchor, [act("reply", "Reply", "reply"), act("forward", "Forward", "forward"), { divider: true },
          act("filter", "Filter messages like this", "filter_list"), act("print", "Print", "print"),
          act("delete", "Delete this message", "delete"), act("block", "Block \u201c" + p.name + "\u201d", "block"),
          act("report-spam", "Report spam", "report"), { divider: true }, act("unread", "Mark as unread from here", "mark_email_unread")],
          { id: base + ".menu", placement: "bottom-end" });
      }

      /* Conversation toolbar pickers: Snooze until..., Move to..., Label as... */
      function snoozeButton(slug) {
        var b = btn("email.conv.snooze", "schedule", "Snooze");
        function until(k, label, when) {
          return { id: "email.conv.snooze." + k, label: label, shortcut: when, onSelect: function () {
            removed[slug] = true; go({ open: null }); snackbar("Conversation snoozed until " + label.replace(/^Later /, "") + ", " + when + "."); } };
        }
        kit.menu(b, [{ heading: "Snooze until\u2026" }, until("later-today", "Later today", "Thu, 6:00 PM"), until("tomorrow", "Tomorrow", "Fri, 8:00 AM"),
          until("weekend", "This weekend", "Sat, 8:00 AM"), until("next-week", "Next week", "Mon, 8:00 AM"), { divider: true },
          { id: "email.conv.snooze.pick", label: "Pick date & time", icon: "material:calendar_today" }], { id: "email.conv.snooze.menu", cls: "gm-menu" });
        return b;
      }
      function moveButton(slug) {
        var b = btn("email.conv.move", "drive_file_move", "Move to");
        function to(k, name) {
          return { id: "email.conv.move." + k, label: name, onSelect: function () { removed[slug] = true; go({ open: null }); snackbar("Conversation moved to " + name + "."); } };
        }
        kit.menu(b, [{ heading: "Move to:" }, to("social", "Social"), to("updates", "Updates"), to("forums", "Forums"), to("promotions", "Promotions"),
          { divider: true }, to("spam", "Spam"), to("trash", "Trash"), { divider: true }].concat(C.labels.slice(0, 5).map(function (l) { return to(l.slug, l.name); }),
          [{ divider: true }, { id: "email.conv.move.create", label: "Create new" }, { id: "email.conv.move.manage", label: "Manage labels" }]),
          { id: "email.conv.move.menu", cls: "gm-menu" });
        return b;
      }
      function labelsButton(slug, m) {
        var b = btn("email.conv.labels", "label", "Labels");
        popover(b, function () {
          var on = {};
          ((m && m.labels) || []).forEach(function (k) { on[k] = true; });
          return [h("div", { class: "lp-head" }, "Label as:"),
            h("div", { class: "lp-search" }, h("input", { type: "text", "aria-label": "Search labels" }), icon("search", 18, "#444746")),
            h("div", { class: "lp-list", id: "email.labelas.list" }, C.labels.map(function (l) {
              var box = h("span", { class: "lp-item", id: "email.labelas." + l.slug, role: "checkbox", "aria-checked": on[l.slug] ? "true" : "false",
                onclick: function () { on[l.slug] = !on[l.slug]; box.setAttribute("aria-checked", on[l.slug] ? "true" : "false");
                  setIcon(box.firstChild, on[l.slug] ? "check_box" : "check_box_outline_blank"); applyBtn.hidden = false; } },
                h("span", { class: "cb" }, icon(on[l.slug] ? "check_box" : "check_box_outline_blank")), l.name);
              return box;
            })),
            h("div", { class: "lp-foot" }, h("a", { id: "email.labelas.create" }, "Create new"), h("a", { id: "email.labelas.manage" }, "Manage labels")),
            (applyBtn = h("button", { class: "lp-apply", id: "email.labelas.apply", hidden: true, onclick: function () { closePop(); snackbar("Labels updated."); } }, "Apply"))];
        }, { id: "email.labelas", cls: "label-picker" });
        var applyBtn = null;
        return b;
      }

      // "to me" opens the message details: sender, recipients, date, mailing and security lines.
      function detailsPopup(msg, p, m) {
        var rows = [["from:", p.name + " <" + p.email + ">"], ["to:", msg.to === "me" ? C.me.email : msg.to], ["date:", msg.full_date.replace(/ \(.*\)$/, "")],
          ["subject:", m.subject], ["mailed-by:", p.email.split("@")[1]], ["signed-by:", p.email.split("@")[1]]];
        return [h("table", { class: "md-t" }, rows.map(function (r) { return h("tr", null, h("td", { class: "k" }, r[0]), h("td", null, r[1])); }),
          h("tr", null, h("td", { class: "k" }, "security:"), h("td", null, icon("lock", 14, "#5f6368"), " Standard encryption (TLS) ",
            h("a", { id: "email.conv.details.tls-learn-more", onclick: function () { closePop(); snackbar("Opening Gmail Help: Email encryption in transit"); } }, "Learn more"))))];
      }

      function toLine(base, msg, p, m) {
        var arrow = h("span", { class: "to-arrow", id: base + ".details", role: "button", "aria-label": "Show details" }, icon("arrow_drop_down", 16));
        kit.tooltip(arrow, "Show details");
        popover(arrow, function () { return detailsPopup(msg, p, m); }, { id: base + ".details-card", cls: "msg-details" });
        return h("div", { class: "to" }, "to " + msg.to, arrow);
      }

      // Gmail folds quoted text of earlier messages behind a "Show trimmed content" button.
      function trimmed(base, q) {
        if (!q) return null;
        var quote = h("blockquote", { class: "quote", hidden: true }, h("div", null, q.head), q.body.map(function (t) { return h("p", null, t); }),
          q.link ? h("a", { class: "q-link", id: base + ".quoted." + q.link.slug, onclick: function (e) { e.stopPropagation(); snackbar("Opening \u201c" + q.link.text + "\u201d in Google Docs\u2026"); } }, q.link.text) : null);
        var dots = h("span", { class: "trim", id: base + ".trimmed", role: "button", "aria-label": "Show trimmed content", onclick: function (e) {
          e.stopPropagation(); quote.hidden = !quote.hidden; } }, icon("more_horiz", 20));
        kit.tooltip(dots, "Show trimmed content");
        return h("div", null, dots, quote);
      }

      function convView() {
        var slug = S.open, m = bySlug[slug], th = C.threads[slug] || [];
        var card = h("div", { class: "gm-card" });
        var back = S.folder === "inbox" ? "Inbox" : S.folder;
        var tb = h("div", { class: "gm-toolbar" },
          btn("email.conv.back", "arrow_back", "Back to " + back, function () { go({ open: null }); }),
          btn("email.conv.archive", "archive", "Archive", function () { removed[slug] = true; go({ open: null }); snackbar("Conversation archived."); }),
          btn("email.conv.spam", "report", "Report spam"),
          btn("email.conv.delete", "delete", "Delete", function () { removed[slug] = true; go({ open: null }); snackbar("Conversation moved to Trash."); }),
          h("span", { class: "vsep" }),
          btn("email.conv.mark-unread", "mark_email_unread", "Mark as unread", function () { readMap[slug] = false; go({ open: null }); }),
          snoozeButton(slug),
          btn("email.conv.add-task", "add_task", "Add to Tasks"),
          h("span", { class: "vsep" }),
          moveButton(slug), labelsButton(slug, m),
          btn("email.conv.more", "more_vert", "More email options"),
          h("span", { class: "spacer" }),
          h("span", { class: "range" }, (m && m.folder === "inbox" ? (C.inbox[m.category].indexOf(m) + 1) : 1) + " of " + C.counts.total),
          btn("email.conv.newer", "chevron_left", "Newer"),
          btn("email.conv.older", "chevron_right", "Older"),
          btn("email.toolbar.input-tools", "keyboard", "Input tools on/off (Ctrl-Shift-K)"));
        card.appendChild(h("div", { class: "gm-sticky" }, h("div", { class: "gm-sticky-inner" }, tb)));
        if (!m) { card.appendChild(h("div", { class: "empty-list" }, "This conversation could not be found.")); return card; }

        var tags = [];
        if (m.folder === "inbox") tags.push(h("span", { class: "tag", id: "email.conv.tag.inbox" }, "Inbox", icon("close", 12)));
        else tags.push(h("span", { class: "tag" }, { sent: "Sent", drafts: "Drafts", spam: "Spam", trash: "Trash", snoozed: "Snoozed", scheduled: "Scheduled" }[m.folder] || "Inbox"));
        (m.labels || []).forEach(function (l) { tags.push(h("span", { class: "tag", id: "email.conv.tag." + l }, labelBySlug[l].name, icon("close", 12))); });
        card.appendChild(h("div", { class: "conv-head" },
          h("h2", null, m.subject), tags,
          h("div", { class: "tools" }, btn("email.conv.print", "print", "Print all"), btn("email.conv.new-window", "open_in_new", "In new window"))));

        var n = th.length;
        var hideFrom = n > 4 ? 1 : n, hideTo = n > 4 ? n - 3 : -1; // indices [hideFrom, hideTo] are folded into "older"
        var olderEl = null;
        th.forEach(function (msg, i) {
          var idx = i + 1;
          var base = "email.conv." + slug + "." + idx;
          var last = i === n - 1;
          var folded = i >= hideFrom && i <= hideTo;
          var p = personOf(msg.from);
          var msgEl;
          var starOn = last ? isStarred(m) : false;
          var starBtn = btn(base + ".star", starOn ? "star-fill" : "star", "Star", function () {
            starOn = !starOn; if (last) { stars[slug] = starOn; save(); }
            setIcon(starBtn, starOn ? "star-fill" : "star", 20, starOn ? "#f4b400" : null); },
            { cls: "sm", color: starOn ? "#f4b400" : null, tip: starOn ? "Starred" : "Not starred" });
          var moreBtn = btn(base + ".more", "more_vert", "More", null, { cls: "sm more" });
          messageMenu(moreBtn, base, p, m);
          var sender = h("span", { class: "sender-wrap", id: base + ".sender" }, h("span", { class: "nm" }, p.name));
          kit.hoverCard(sender, function () { return contactCard(base, msg.from); }, { id: base + ".card" });
          var head = h("div", { class: "msg-head", id: base + ".header", onclick: function (e) {
              e.stopPropagation();
              if (last && !msgEl.classList.contains("collapsed")) return;
              msgEl.classList.toggle("collapsed");
            } },
            h("span", { class: "av" }, avatar(msg.from, 40)),
            h("div", { class: "who" },
              h("div", null, sender, h("span", { class: "em" }, "<" + p.email + ">")),
              toLine(base, msg, p, m),
              h("div", { class: "csnip" }, msg.snippet)),
            h("div", { class: "when" }, msg.full_date),
            h("div", { class: "mtools" }, starBtn,
              btn(base + ".reply", "reply", "Reply", function () { openCompose("reply", p, "Re: " + m.subject); }, { cls: "sm reply" }),
              moreBtn));
          var body = h("div", { class: "msg-body" }, msg.body.map(function (para) { return h("p", null, para); }), trimmed(base, msg.quoted));
          var atts = null;
          if (msg.attachments.length) {
            atts = h("div", { class: "atts" }, attsHead(slug, idx, msg.attachments),
              h("div", { class: "att-cards" }, msg.attachments.map(function (a) {
                var aid = "email.conv." + slug + ".att." + a.slug;
                var card = h("div", { class: "att-card", id: aid, title: a.name, onclick: function (e) {
                  e.stopPropagation(); if (a.photo) openPreview(a.slug); else snackbar("Opening preview of " + a.name + "\u2026"); } },
                  thumb(a), h("div", { class: "bar" }, h("span", { class: "badge " + a.kind }, kindLabel(a.kind)), h("span", { class: "nm" }, a.name)));
                // Hovering a card darkens it and offers Download and Add to Drive, as in Gmail.
                kit.hoverToolbar(card, [
                  { el: btn(aid + ".download", "download", "Download", function () { snackbar("Downloading " + a.name + "\u2026"); }, { cls: "sm", tip: "Download" }) },
                  { el: btn(aid + ".drive", "add_to_drive", "Add to Drive", function () { snackbar(a.name + " added to My Drive."); }, { cls: "sm", size: 18, tip: "Add to Drive" }) },
                ], { placement: "top-right", cls: "att-acts", tooltips: false });
                return card;
              })));
          }
          msgEl = h("div", { class: "msg" + (last ? "" : " collapsed") + (folded ? " hidden" : ""), id: base }, head, body, atts);
          if (n > 4 && i === hideFrom) {
            olderEl = h("div", { class: "older", id: "email.conv." + slug + ".older", onclick: function (e) {
              e.stopPropagation();
              Array.prototype.forEach.call(card.querySelectorAll(".msg.hidden"), function (x) { x.classList.remove("hidden"); });
              olderEl.classList.add("gone");
            } }, h("div", { class: "lines" }), h("div", { class: "circ" }, String(hideTo - hideFrom + 1)));
            kit.tooltip(olderEl, (hideTo - hideFrom + 1) + " older messages");
            card.appendChild(olderEl);
          }
          card.appendChild(msgEl);
        });
        function replyTo() { return personOf(th[n - 1].from === "me" ? m.from : th[n - 1].from); }
        card.appendChild(h("div", { class: "conv-actions" },
          h("button", { class: "pill-btn", id: "email.conv.reply", onclick: function (e) { e.stopPropagation(); openCompose("reply", replyTo(), "Re: " + m.subject); } }, icon("reply"), "Reply"),
          n > 1 || th[0].to.indexOf(",") >= 0 ? h("button", { class: "pill-btn", id: "email.conv.reply-all", onclick: function (e) { e.stopPropagation(); openCompose("reply", replyTo(), "Re: " + m.subject); } }, icon("reply_all"), "Reply all") : null,
          h("button", { class: "pill-btn", id: "email.conv.forward", onclick: function (e) { e.stopPropagation(); openCompose("reply", null, "Fwd: " + m.subject); } }, icon("forward"), "Forward")));
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

      function go(patch) {
        var prevOpen = S.open;
        save(patch);
        if (S.open && S.open !== prevOpen) { readMap[S.open] = true; startScan(S.open); }
        renderRail();
        renderMain(false);
      }
      function openThread(slug) { go({ open: slug }); }

      /* ---------------- side panel & strip ---------------- */
      function renderStrip() {
        stripHost.innerHTML = "";
        function sb(key, title) {
          var b = h("div", { class: "sbtn" + (S.sidepanel === key ? " sel" : ""), id: "email.side." + key, role: "button", "aria-label": title, onclick: function (e) {
            e.stopPropagation(); save({ sidepanel: S.sidepanel === key ? null : key, quick_settings: false }); renderSide(); } },
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
            save({ sidepanel: null, quick_settings: false }); renderSide(); }, { cls: "sm" });
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
          else if (first && k === "tasks" && st.tasks_scroll) body.scrollTop = st.tasks_scroll;
        });
      }

      function sideHead(t1, t2, extra, closeBtn) {
        return h("div", { class: "side-head" }, h("div", null, t1 ? h("div", { class: "t1" }, t1) : null, h("div", { class: "t2" }, t2)),
          h("span", { class: "sp" }), extra, closeBtn);
      }

      function tasksPanel(closeBtn) {
        return h("aside", { class: "gm-side", id: "email.tasks" },
          sideHead("Tasks", ["My Tasks", icon("arrow_drop_down")], btn("email.tasks.more", "more_vert", "List options", null, { cls: "sm" }), closeBtn),
          h("div", { class: "task-add", id: "email.tasks.add", role: "button" }, icon("add_task", 22, "#0b57d0"), "Add a task"),
          h("div", { class: "side-body", id: "email.tasks.list" }, C.tasks.map(function (t) {
            var el;
            var done = h("span", { class: "done", id: "email.task." + t.slug + ".done", role: "checkbox", "aria-label": "Mark complete", onclick: function (e) {
              e.stopPropagation(); doneTasks[t.slug] = !doneTasks[t.slug]; save();
              el.classList.toggle("complete", !!doneTasks[t.slug]);
              setIcon(done, doneTasks[t.slug] ? "check_circle-fill" : "circle", 22); } }, icon(doneTasks[t.slug] ? "check_circle-fill" : "circle", 22));
            kit.tooltip(done, "Mark complete");
            el = h("div", { class: "task" + (doneTasks[t.slug] ? " complete" : ""), id: "email.task." + t.slug }, done,
              h("div", { class: "tbody" }, h("div", { class: "tt" }, t.title), t.due ? h("span", { class: "due" + (t.overdue ? " overdue" : "") }, t.due) : null));
            // Google Tasks shows "Add star" and "Task options" while the pointer is over a task.
            var star = btn("email.task." + t.slug + ".star", "star", "Add star", function () {
              star.classList.toggle("on"); setIcon(star, star.classList.contains("on") ? "star-fill" : "star", 20); }, { cls: "sm", tip: "Add star" });
            kit.hoverToolbar(el, [{ el: star }, { el: btn("email.task." + t.slug + ".options", "more_vert", "Task options", null, { cls: "sm" }) }],
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
        function opt(group, key, label, pic) {
          var on = group === "density" ? S.density === key : key === ({ inbox: "default", pane: "none" })[group];
          return h("div", { class: "qs-opt" + (on ? " on" : ""), id: "email.qs." + group + "." + key, role: "radio", "aria-checked": on ? "true" : "false", onclick: function (e) {
            e.stopPropagation();
            if (group === "density") { save({ density: key }); renderSide(); renderMain(true); }
            else snackbar("Setting saved.");
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
      var upload = { pct: 100, done: true, steps: [] };
      var lastPreset = st.compose;
      var composeData = null;
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
        var sz = composeHost.querySelector(".c-att .sz");
        if (sz && composeData && composeData.attachments[0]) sz.textContent = upload.done ? "(" + composeData.attachments[0].size + ")" : "Uploading\u2026 " + upload.pct + "%";
        if (upload.done) {
          var b = ctx.byId("email.compose.send");
          if (b) b.removeAttribute("aria-disabled");
          var note = composeHost.querySelector(".c-note");
          if (note) note.remove();
        }
      }

      function openCompose(preset, to, subject) {
        var base = C.compose[preset] || C.compose["new"];
        composeData = JSON.parse(JSON.stringify(base));
        if (to) composeData.to = [to.key];
        if (subject) { composeData.subject = subject; composeData.title = subject; }
        if (preset === "reply" && !subject) composeData.title = "New Message";
        S.compose = preset; S.compose_min = false; S.compose_max = false; save();
        if (composeData.attachments.length && composeData.attachments[0].upload_ms) startUpload(composeData.attachments[0].upload_ms);
        else { cancelUpload(); upload = { pct: 100, done: true, steps: [] }; }
        renderCompose();
      }

      function closeCompose(msg) { cancelUpload(); save({ compose: null, compose_min: false, popout: false }); renderCompose(); if (msg) snackbar(msg); }

      function slugify(t) { return t.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, ""); }

      // Send's arrow: "Schedule send", which opens Gmail's schedule dialog.
      function sendOptions(anchor) {
        kit.menu(anchor, [{ id: "email.compose.schedule", label: "Schedule send", icon: "material:schedule_send", onSelect: scheduleDialog }],
          { id: "email.compose.send-menu", placement: "top-start" });
      }
      function scheduleDialog() {
        function opt(k, label, when) {
          return h("div", { class: "sd-opt", id: "email.schedule." + k, role: "button", onclick: function () {
            dlg.close("pick"); save({ compose: null, compose_min: false, popout: false }); renderCompose(); snackbar("Send scheduled for " + when + ".", function () { openCompose(lastPreset); }); } },
            h("span", null, label), h("span", { class: "w" }, when));
        }
        lastPreset = S.compose;
        var dlg = kit.dialog({ id: "email.schedule", cls: "gm-dialog sm", title: "Schedule send",
          body: h("div", { class: "sd" }, h("div", { class: "tz" }, "Pacific Daylight Time"),
            opt("tomorrow-morning", "Tomorrow morning", "Jun 13, 8:00 AM"), opt("tomorrow-afternoon", "Tomorrow afternoon", "Jun 13, 1:00 PM"),
            opt("monday-morning", "Monday morning", "Jun 16, 8:00 AM"),
            h("div", { class: "sd-opt pick", id: "email.schedule.pick" }, icon("calendar_today", 20, "#444746"), h("span", null, "Pick date & time"))) });
      }

      // "Formatting options" shows the formatting bar above the compose footer.
      var fmtOn = false;
      function formatBar() {
        function f(k, iconName, label) { return btn("email.compose.fmt." + k, iconName, label, function () { snackbar(label + " applied."); }, { cls: "fmt", size: 18 }); }
        return h("div", { class: "c-fmt", id: "email.compose.fmt", hidden: !fmtOn },
          f("undo", "undo", "Undo (Ctrl-Z)"), f("redo", "redo", "Redo (Ctrl-Y)"), h("span", { class: "vsep" }),
          h("span", { class: "fmt-font" }, "Sans Serif", icon("arrow_drop_down", 18)), h("span", { class: "vsep" }),
          f("size", "format_size", "Size"), h("span", { class: "vsep" }), f("bold", "format_bold", "Bold (Ctrl-B)"),
          f("italic", "format_italic", "Italic (Ctrl-I)"), f("underline", "format_underlined", "Underline (Ctrl-U)"),
          f("color", "format_color_text", "Text colour"), h("span", { class: "vsep" }), f("align", "format_align_left", "Align"),
          f("numbered", "format_list_numbered", "Numbered list (Ctrl-Shift-7)"), f("bulleted", "format_list_bulleted", "Bulleted list (Ctrl-Shift-8)"),
          f("indent-less", "format_indent_decrease", "Indent less (Ctrl-[)"), f("indent-more", "format_indent_increase", "Indent more (Ctrl-])"),
          f("strike", "strikethrough_s", "Strikethrough (Alt-Shift-5)"), f("clear", "format_clear", "Remove formatting (Ctrl-\\)"));
      }

      function renderCompose() {
        composeHost.innerHTML = "";
        if (!S.compose || !composeData) return;
        var d = composeData;
        function toggleMin() { save({ compose_min: !S.compose_min }); S.compose_max = false; renderCompose(); }
        var head = h("div", { class: "c-head", id: "email.compose.header", onclick: function (e) { e.stopPropagation(); toggleMin(); } },
          h("span", { class: "t" }, d.title || "New Message"),
          btn("email.compose.minimize", "minimize", "Minimize", toggleMin, { size: 18 }),
          btn("email.compose.fullscreen", S.compose_max ? "close_fullscreen" : "open_in_full", S.compose_max ? "Exit full screen" : "Full screen (Shift for pop-out)", function (e) {
            if (e.shiftKey) { save({ popout: true, compose_min: false }); renderCompose(); return; }
            S.compose_max = !S.compose_max; S.compose_min = false; save(); renderCompose(); }, { size: 16 }),
          btn("email.compose.close", "close", "Save & close", function () { closeCompose("Draft saved."); }, { size: 18 }));
        var toField = h("div", { class: "c-field", id: "email.compose.to" }, h("span", null, "To"),
          h("span", { class: "v" }, d.to.map(function (k) { var p = personOf(k); return h("span", { class: "rc" }, avatar(k, 22), p.name); })),
          h("span", { class: "cc" }, "Cc Bcc"));
        var subj = h("div", { class: "c-field", id: "email.compose.subject" }, d.subject ? h("span", { class: "v" }, d.subject) : h("span", null, "Subject"));
        var body = h("div", { class: "c-body", id: "email.compose.body" }, d.body.map(function (para) { return h("p", null, para); }),
          d.attachments.map(function (a) {
            return h("div", { class: "c-att", id: "email.compose.attachment." + slugify(a.name) },
              h("span", { class: "nm" }, a.name), h("span", { class: "sz" }, upload.done ? "(" + a.size + ")" : "Uploading\u2026 " + upload.pct + "%"),
              btn("email.compose.attachment." + slugify(a.name) + ".remove", "close", "Remove attachment", function () {
                d.attachments = d.attachments.filter(function (x) { return x !== a; }); cancelUpload(); upload = { pct: 100, done: true, steps: [] }; renderCompose(); },
                { cls: "att-x", size: 16 }), h("div", { class: "prog", style: { width: upload.pct + "%" } }));
          }));
        var sendBtn = h("button", { class: "send-btn", id: "email.compose.send", "aria-disabled": upload.done ? null : "true", onclick: function (e) {
            e.stopPropagation();
            if (!upload.done) { var n = composeHost.querySelector(".c-note"); if (n) n.textContent = "Wait for the attachment to finish uploading"; return; }
            lastPreset = S.compose; save({ compose: null, compose_min: false, popout: false }); renderCompose(); showSending();
          } }, "Send");
        kit.tooltip(sendBtn, function () { return upload.done ? "Send (Ctrl-Enter)" : "Attachments are still uploading"; }, { placement: "top" });
        function tool(id, iconName, label, size) { return btn("email.compose." + id, iconName, label, null, { size: size, tip: label }); }
        var sendOpt = h("button", { class: "send-opt", id: "email.compose.send-options", "aria-label": "More send options" }, icon("arrow_drop_down"));
        kit.tooltip(sendOpt, "More send options", { placement: "top" });
        sendOptions(sendOpt);
        var foot = h("div", { class: "c-foot" },
          h("div", { class: "send-grp" }, sendBtn, sendOpt),
          btn("email.compose.format", "text_format", "Formatting options", function () {
            fmtOn = !fmtOn; var bar = ctx.byId("email.compose.fmt"); if (bar) bar.hidden = !fmtOn; }, { size: 20 }), tool("attach", "attach_file", "Attach files"), tool("link", "link", "Insert link"),
          tool("emoji", "mood", "Insert emoji"), tool("drive", "add_to_drive", "Insert files using Drive", 18), tool("photo", "image", "Insert photo"),
          tool("confidential", "lock", "Toggle confidential mode"), tool("more", "more_vert", "More options"),
          h("span", { class: "sp" }),
          upload.done ? null : h("span", { class: "c-note" }, ""),
          btn("email.compose.discard", "delete", "Discard draft", function () { closeCompose("Draft discarded."); }));
        if (S.compose_max && !S.popout) composeHost.appendChild(h("div", { class: "compose-scrim", id: "email.compose.scrim", onclick: function (e) { e.stopPropagation(); } }));
        var box = h("div", { class: "compose" + (S.popout ? " popped" : "") + (S.compose_min && !S.popout ? " min" : "") + (S.compose_max && !S.popout ? " max" : ""),
          id: "email.compose", role: "dialog", onclick: function (e) { e.stopPropagation(); } },
          S.popout ? null : head, h("div", { class: "c-fields" }, toField, subj), body, formatBar(), foot);
        composeHost.appendChild(S.popout ? popoutWindow(box, d) : box);
      }

      /* A popped-out compose (Shift-click on Full screen) is its own Chrome pop-up window: it floats
       * over the Gmail tab and moves by its title bar, like any desktop window. */
      function popoutWindow(box, d) {
        var pos = typeof S.popout === "object" ? S.popout : { x: Math.max(8, (window.innerWidth - 640) / 2), y: 90 };
        var bar = h("div", { class: "pw-title", id: "email.popout.titlebar" },
          h("span", { class: "pw-fav", html: GMAIL_LOGO.replace('width="40" height="30"', 'width="16" height="12"') }),
          h("span", { class: "pw-t" }, (d.title || "New Message") + " - " + C.me.email + " - Gmail"),
          h("span", { class: "pw-ctl" }, icon("minimize", 16, "#3c4043")), h("span", { class: "pw-ctl" }, icon("crop_square", 14, "#3c4043")),
          h("button", { class: "pw-ctl x", id: "email.popout.close", "aria-label": "Close window", onclick: function (e) {
            e.stopPropagation(); save({ popout: false }); closeCompose("Draft saved."); } }, icon("close", 16, "#3c4043")));
        var win = h("div", { class: "popwin", id: "email.popout", role: "dialog", "aria-label": d.title || "New Message",
          style: { left: pos.x + "px", top: pos.y + "px" }, onclick: function (e) { e.stopPropagation(); } },
          bar, h("div", { class: "pw-url" }, icon("lock", 12, "#5f6368"), "mail.google.com/mail/u/0/?view=cm&fs=1&tf=1"), box);
        kit.draggable(win, bar, { bounds: "viewport", onEnd: function (p) { save({ popout: { x: Math.round(p.left), y: Math.round(p.top) } }); } });
        return win;
      }

      /* ---------------- snackbar ---------------- */
      // Gmail's snackbar (bottom left, one at a time, with Undo when the action can be undone).
      function snackbar(text, undo) {
        kit.snackbar({ id: "email.toast", text: text, onClose: onSnackbarClose,
          action: undo ? { id: "email.toast.undo", label: "Undo", onClick: undo } : null });
        save({ toast: null });
      }
      function onSnackbarClose(reason) { if (reason !== "replaced") save({ toast: null }); }

      /* "Sending..." then "Message sent." with Undo and View message for the undo-send period. The
       * kit's snackbar has one action: the Undo exists from the start (hidden while sending, so its
       * id is stable) and "View message" is a second link added here. */
      function showSending() {
        var bar = kit.snackbar({ id: "email.toast", text: "Sending\u2026", timeout: 0, onClose: onSnackbarClose,
          action: { id: "email.toast.undo", label: "Undo", onClick: function () { snackbar("Sending undone."); openCompose(lastPreset || "lease"); } } });
        var undo = ctx.byId("email.toast.undo");
        var view = h("button", { class: "kit-notice-action", id: "email.toast.view", hidden: true, onclick: function (e) {
          e.stopPropagation(); bar.close("action"); go({ folder: "sent", open: "sent-gene-parking" }); } }, "View message");
        undo.hidden = true;
        undo.parentNode.insertBefore(view, undo.nextSibling);
        save({ toast: "sending" });
        kit.after(SENDING_MS, function () {
          var text = ctx.byId("email.toast.text");
          if (!text) return;  // replaced or closed meanwhile
          text.textContent = "Message sent.";
          undo.hidden = false; view.hidden = false;
          save({ toast: "sent" });
          kit.after(UNDO_SEND_MS, function () { if (ctx.byId("email.toast.view") === view) bar.close("timeout"); });
        });
      }

      /* ---------------- banner, modal, meet ---------------- */
      // Gmail's own prompt, anchored under the header's right side, before the browser asks.
      function renderBanner() {
        bannerHost.innerHTML = "";
        if (S.banner !== "notifications") return;
        function close(msg) { return function (e) { e.stopPropagation(); save({ banner: null }); renderBanner(); if (msg) snackbar(msg); }; }
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
        function done(msg) { return function () { save({ modal: null }); if (msg) snackbar(msg); }; }
        kit.dialog({ id: "email.modal.smart-features", cls: "gm-dialog", closeOnBackdrop: false, onClose: function () { save({ modal: null }); },
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
          return h("div", { class: "tile" + (i === 0 ? " speaking" : "") }, kit.avatar(who, { size: 48 }), h("span", { class: "n" }, p.name),
            p.muted ? h("span", { class: "mut" }, icon("mic_off", 14, "#fff")) : null);
        });
        function ctl(id, iconName, label, cls, onClick) {
          var b = h("button", { class: "cb" + (cls ? " " + cls : ""), id: "email.meet." + id, "aria-label": label,
            onclick: function (e) { e.stopPropagation(); if (onClick) onClick(b); } }, icon(iconName, 18));
          kit.tooltip(b, label, { placement: "top" });
          return b;
        }
        var win = h("div", { class: "meet", id: "email.meet", role: "dialog", "aria-label": "Google Meet call: " + C.meet.title,
          style: { left: pos.x + "px", top: pos.y + "px" }, onclick: function (e) { e.stopPropagation(); } },
          h("div", { class: "mt", id: "email.meet.titlebar" }, h("span", { class: "mfav" }, icon("videocam-fill", 14, "#00897b")),
            h("span", { class: "mtt" }, "Meet \u2013 " + C.meet.title), h("span", { class: "murl" }, "meet.google.com"),
            h("button", { class: "mx", id: "email.meet.back", "aria-label": "Back to tab", onclick: function (e) { e.stopPropagation(); snackbar("Switching to the Meet tab\u2026"); } }, icon("picture_in_picture_alt", 16, "#e8eaed")),
            h("button", { class: "mx", id: "email.meet.close", "aria-label": "Close", onclick: function (e) { e.stopPropagation(); save({ meet: null }); renderMeet(); } }, icon("close", 16, "#e8eaed"))),
          h("div", { class: "tiles", id: "email.meet.tiles" }, tiles),
          h("div", { class: "ctrls" },
            ctl("mic", "mic", "Turn off microphone", mic ? "" : "off", function (b) { mic = !mic; b.classList.toggle("off", !mic); }),
            ctl("camera", "videocam", "Turn on camera", cam ? "" : "off", function (b) { cam = !cam; b.classList.toggle("off", !cam); }),
            ctl("hand", "front_hand", "Raise hand"),
            ctl("more", "more_vert", "More options"),
            ctl("leave", "call_end", "Leave call", "leave", function () { save({ meet: null }); renderMeet(); snackbar("You left the call."); })));
        kit.draggable(win, win.firstChild, { bounds: "viewport", onEnd: function (p) { save({ meet: { x: Math.round(p.left), y: Math.round(p.top) } }); } });
        meetHost.appendChild(win);
      }

      /* ---------------- attachment preview ---------------- */
      // Clicking a photo attachment opens Gmail's full-window viewer over the conversation.
      var previewHost = h("div");
      shell.appendChild(previewHost);
      function openPreview(slugA) { save({ preview: slugA }); renderPreview(); }
      function renderPreview() {
        previewHost.innerHTML = "";
        if (!S.preview || !S.open) return;
        var th = C.threads[S.open] || [], atts = [], from = null;
        th.forEach(function (msg) { msg.attachments.forEach(function (a) { if (a.photo) { atts.push(a); from = msg.from; } }); });
        var i = atts.map(function (a) { return a.slug; }).indexOf(S.preview);
        if (i < 0) return;
        var a = atts[i], who = personOf(from);
        function close() { save({ preview: null }); renderPreview(); }
        function step(d) { return function () { var n = atts[i + d]; if (n) { save({ preview: n.slug }); renderPreview(); } }; }
        function pbtn(k, iconName, label, fn) { return btn("email.preview." + k, iconName, label, fn, { cls: "pv-b", color: "#fff" }); }
        previewHost.appendChild(h("div", { class: "preview", id: "email.preview", role: "dialog", "aria-label": a.name, onclick: function (e) { e.stopPropagation(); } },
          h("div", { class: "pv-top" }, pbtn("close", "arrow_back", "Close", close),
            h("span", { class: "badge image" }, "IMG"), h("span", { class: "pv-n" }, a.name), h("span", { class: "pv-sp" }),
            pbtn("print", "print", "Print"), pbtn("download", "download", "Download", function () { snackbar("Downloading " + a.name + "\u2026"); }),
            pbtn("drive", "add_to_drive", "Add to Drive"), pbtn("more", "more_vert", "More actions")),
          h("div", { class: "pv-stage" },
            i > 0 ? pbtn("prev", "chevron_left", "Previous", step(-1)) : null,
            h("img", { class: "pv-img", src: a.photo.replace("-4x3.", "-16x9."), alt: a.name, draggable: "false" }),
            i < atts.length - 1 ? pbtn("next", "chevron_right", "Next", step(1)) : null),
          h("div", { class: "pv-foot" }, (i + 1) + " of " + atts.length + " \u00b7 from " + who.name),
          h("div", { class: "pv-zoom" }, pbtn("zoom-out", "zoom_out", "Zoom out"), pbtn("zoom-in", "zoom_in", "Zoom in"))));
      }

      /* ---------------- Help window ---------------- */
      // Google's in-product Help opens as a floating window that the user can drag by its header.
      var helpHost = h("div");
      shell.appendChild(helpHost);
      function renderHelp() {
        helpHost.innerHTML = "";
        if (!S.help) return;
        var pos = S.help.x != null ? S.help : { x: window.innerWidth - 364, y: 68 };
        function art(k, t) { return h("a", { class: "hw-a", id: "email.help.article." + k }, icon("description", 20, "#5f6368"), h("span", null, t)); }
        var head = h("div", { class: "hw-head", id: "email.help.header" }, h("span", { class: "hw-t" }, "Help"),
          btn("email.help.popout", "open_in_new", "Open in new window", null, { cls: "sm", size: 18 }),
          btn("email.help.close", "close", "Close", function () { save({ help: null }); renderHelp(); }, { cls: "sm", size: 18 }));
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
        kit.draggable(win, head, { bounds: "viewport", onEnd: function (p) { save({ help: { x: Math.round(p.left), y: Math.round(p.top) } }); } });
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
        kit.after(LOADING_MS, function () { el.remove(); });
      }

      /* ---------------- mount ---------------- */
      renderHeader();
      renderRail();
      if (S.open) { readMap[S.open] = true; startScan(S.open); }
      renderMain(false);
      renderSide();
      if (S.compose) {
        var wasMin = S.compose_min;
        openCompose(S.compose);
        if (wasMin) { S.compose_min = true; save(); renderCompose(); }
      }
      renderBanner();
      renderModal();
      renderMeet();
      renderPreview();
      renderHelp();
      if (st.loading) showLoading();
      if (S.toast === "sending") showSending();
      else if (S.toast === "trashed") snackbar("Conversation moved to Trash.", function () {});
      else if (S.toast === "archived") snackbar("Conversation archived.", function () {});
      if (st.toast === "trashed" || st.toast === "archived") save({ toast: st.toast });
      if (st.scroll_y) window.scrollTo(0, st.scroll_y);
      save();
    },
  });
})();
