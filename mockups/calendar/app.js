/* Calendar mockup, modelled on Google Calendar (web, the 2024 Material 3 look).
 *
 * UI state: ctx.store(), typed by manifest.yaml beside this file. Every effect of a click is a
 * store write: the view and focused date, the open popover / menu, the quick-create dialog and
 * its fields, ticked calendars, RSVPs, deleted / moved / created events, side panels, settings,
 * dialogs, the last snackbar's text (S.snackbar) and, for actions without a key of their own,
 * S.last_action.
 * Shared mechanisms come from the app kit (ctx.kit): Material Symbols icons, initials avatars,
 * menus, popovers (event details, account, apps), the guest hover card, tooltips, dialogs, the
 * snackbar (with Undo), draggable windows (the quick-create dialog, the Help window) and delayed
 * steps ("Loading...", "Finding rooms...", "Saving...", the Tasks panel, search results).
 * The time grid scrolls inside its own scroller (48 px an hour) and opens at 8 AM. Event chips
 * can be dragged to another slot (15-minute steps); an event with guests then asks whether to
 * send update emails.
 * Layout classes follow the window width: <= 1000 px the sidebar is a drawer and the right strip
 * goes, <= 600 px the header condenses to Google Calendar's mobile web bar.
 */
(function () {
  "use strict";

  var HOUR = 48;                  // px per hour in the day / week grid
  var LOAD_MS = 1500, CAL_LOAD_MS = 2000, ROOMS_MS = 1800, SAVE_MS = 1000, TASKS_MS = 1200, SEARCH_MS = 1000, FIND_MS = 1600;
  var MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
  var DAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
  var CAL_LOGO = '<svg width="40" height="40" viewBox="0 0 40 40"><path d="M30.5 9.5h-21v21h21z" fill="#fff"/>' +
    '<path d="M30.5 40 40 30.5h-9.5z" fill="#ea4335"/><path d="M40 9.5h-9.5v21H40z" fill="#fbbc04"/>' +
    '<path d="M30.5 30.5h-21V40h21z" fill="#34a853"/><path d="M0 30.5v6.3C0 38.6 1.4 40 3.2 40h6.3v-9.5z" fill="#188038"/>' +
    '<path d="M40 9.5V3.2C40 1.4 38.6 0 36.8 0h-6.3v9.5z" fill="#1967d2"/><path d="M30.5 0H3.2C1.4 0 0 1.4 0 3.2v27.3h9.5v-21h21z" fill="#4285f4"/>' +
    '<text x="20" y="27.5" text-anchor="middle" font-family="Roboto, sans-serif" font-size="14" font-weight="700" fill="#4285f4">18</text></svg>';

  // Google's four-colour "Create" plus (a product mark, not part of Material Symbols).
  var CREATE_PLUS = '<svg width="36" height="36" viewBox="0 0 36 36"><path fill="#34A853" d="M16 16v14h4V20z"/>' +
    '<path fill="#4285F4" d="M30 16H20l-4 4h14z"/><path fill="#FBBC05" d="M6 16v4h10l4-4z"/><path fill="#EA4335" d="M20 16V6h-4v14z"/>' +
    '<path fill="none" d="M0 0h36v36H0z"/></svg>';

  function pad(n) { return (n < 10 ? "0" : "") + n; }
  function parseD(s) { var p = s.split("-"); return Date.UTC(+p[0], +p[1] - 1, +p[2]); }
  function fmtD(ms) { var d = new Date(ms); return d.getUTCFullYear() + "-" + pad(d.getUTCMonth() + 1) + "-" + pad(d.getUTCDate()); }
  function addDays(s, n) { return fmtD(parseD(s) + n * 86400000); }
  function dow(s) { return new Date(parseD(s)).getUTCDay(); }
  function dnum(s) { return +s.slice(8, 10); }
  function mnum(s) { return +s.slice(5, 7) - 1; }
  function ynum(s) { return +s.slice(0, 4); }
  function mins(hm) { var p = hm.split(":"); return +p[0] * 60 + +p[1]; }
  function hm(m) { return pad(Math.floor(m / 60)) + ":" + pad(m % 60); }
  function t12(m, suffix) {
    var hh = Math.floor(m / 60) % 24, mm = m % 60, s = (hh % 12 || 12) + (mm ? ":" + pad(mm) : "");
    return suffix === false ? s : s + (hh < 12 ? "am" : "pm");
  }
  function t12full(m) { var hh = Math.floor(m / 60) % 24; return (hh % 12 || 12) + ":" + pad(m % 60) + (hh < 12 ? "am" : "pm"); }
  function range12(a, b) { var same = (a < 720) === (b < 720) && b < 1440; return t12(a, same ? false : undefined) + " – " + t12(b >= 1440 ? 0 : b); }
  function longDate(s) { return DAYS[dow(s)] + ", " + MONTHS[mnum(s)] + " " + dnum(s); }
  function weekStart(s) { return addDays(s, -dow(s)); }
  function slugify(t) { return t.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, ""); }

  IGG.app({
    mount: function (root, ctx) {
      var h = ctx.h, C = ctx.content, kit = ctx.kit;
      var material = kit.icons("material");
      function icon(name, size, color) { return material(name, { size: size || 20, color: color }); }
      var S = ctx.store();
      var TODAY = C.today, NOW_MIN = C.now.minutes;
      var people = C.people;
      var calBy = {};
      C.calendars.forEach(function (c) { calBy[c.slug] = c; });
      var evBy = {};
      C.events.forEach(function (e) { evBy[e.id] = e; });
      if (S.hidden_cals === null) S.hidden_cals = C.calendars.filter(function (c) { return !c.checked; }).map(function (c) { return c.slug; }).sort();
      if (S.loading_cal && has(S.hidden_cals, S.loading_cal)) S.hidden_cals = S.hidden_cals.filter(function (x) { return x !== S.loading_cal; });
      if (S.popover && S.popover.indexOf("event:") === 0 && !evBy[S.popover.slice(6)]) S.popover = null;
      S.$set({ menu: null });
      var loadedCals = {};  // calendars whose events were loaded in this page (ticked at mount count as loaded)
      C.calendars.forEach(function (c) { if (S.hidden_cals.indexOf(c.slug) < 0 && S.loading_cal !== c.slug) loadedCals[c.slug] = true; });

      function has(list, v) { return list.indexOf(v) >= 0; }
      function without(list, v) { return list.filter(function (x) { return x !== v; }); }
      function toggled(list, v, on) { var out = without(list, v); if (on === undefined ? !has(list, v) : on) out.push(v); return out.sort(); }
      function withKey(obj, k, v) { var out = Object.assign({}, obj); if (v === undefined) delete out[k]; else out[k] = v; return out; }
      function personOf(key) { return people[key] || { name: key }; }
      function act(name) { S.last_action = name; }

      /* An icon button with Google's tooltip (its label). */
      function btn(id, iconName, label, onClick, opts) {
        opts = opts || {};
        var b = h("button", { class: "icon-btn" + (opts.cls ? " " + opts.cls : ""), id: id, "aria-label": label, type: "button",
          onclick: onClick ? function (e) { e.stopPropagation(); onClick(e); } : null }, icon(iconName, opts.size || 24, opts.color));
        if (label && opts.tooltip !== false) kit.tooltip(b, opts.tip || label);
        return b;
      }

      /* ---------------- events, as the store changes them ---------------- */
      function visibleCal(slug) {
        return !has(S.hidden_cals, slug) && !has(S.removed_cals, slug) && S.loading_cal !== slug && (loadedCals[slug] || slug === S.loading_cal);
      }
      function effective(e) {
        var m = S.moved[e.id];
        if (!m) return e;
        return Object.assign({}, e, { date: m.date, start: m.start, end: m.end,
          when: longDate(m.date) + " ⋅ " + range12(mins(m.start), mins(m.end)) });
      }
      function createdEvents() {
        return S.created.map(function (c, i) {
          var s = mins(c.start || "09:00");
          return { id: "new-" + (i + 1), title: c.title || "(No title)", cal: c.kind === "task" ? "tasks" : "maya", date: c.date,
            kind: c.kind === "task" ? "task" : "event", start: c.start, end: hm(Math.min(s + (c.kind === "task" ? 30 : 60), 1439)),
            days: 1, guests: [], when: longDate(c.date) + " ⋅ " + range12(s, s + 60) };
        });
      }
      function allEvents() {
        if (S.loading) return [];
        return C.events.map(effective).concat(createdEvents()).filter(function (e) {
          if (has(S.deleted, e.id) || !visibleCal(e.cal)) return false;
          if (!S.declined && S.rsvp[e.id] === "no") return false;
          return true;
        });
      }
      function eventsOn(day, evs) {
        return evs.filter(function (e) {
          if (e.start) return e.date === day;
          return day >= e.date && day <= addDays(e.date, (e.days || 1) - 1);
        });
      }
      function colorOf(e) { return (calBy[e.cal] || calBy.maya).color; }
      function myStatus(e) {
        if (S.rsvp[e.id]) return S.rsvp[e.id];
        var me = (e.guests || []).filter(function (g) { return g.key === "me"; })[0];
        return me ? me.status : "yes";
      }
      function isPast(e) {
        var end = e.start ? e.date + " " + e.end : addDays(e.date, (e.days || 1) - 1) + " 23:59";
        return end < TODAY + " " + hm(NOW_MIN);
      }

      /* ---------------- hosts ---------------- */
      var shell = h("div", { class: "gc-app" });
      var headerHost = h("div", { class: "gc-header-host" });
      var bodyEl = h("div", { class: "gc-body" });
      var sidebarHost = h("div", { class: "gc-sidebar-host" });
      var mainHost = h("div", { class: "gc-main-host" });
      var panelHost = h("div", { class: "gc-panel-host" });
      var stripHost = h("div", { class: "gc-strip-host" });
      var floatHost = h("div");
      bodyEl.appendChild(sidebarHost); bodyEl.appendChild(mainHost); bodyEl.appendChild(panelHost); bodyEl.appendChild(stripHost);
      shell.appendChild(headerHost); shell.appendChild(bodyEl); shell.appendChild(floatHost);
      var scrim = h("div", { class: "gc-scrim", id: "calendar.drawer.scrim", onclick: function (e) { e.stopPropagation(); S.drawer = false; layout(); } });
      shell.appendChild(scrim);
      root.appendChild(shell);

      function narrow() { return window.innerWidth <= 1000; }
      function layout() {
        var w = window.innerWidth;
        shell.classList.toggle("narrow", w <= 1000);
        shell.classList.toggle("mobile", w <= 600);
        shell.classList.toggle("no-sidebar", w > 1000 && !S.sidebar);
        shell.classList.toggle("drawer-open", w <= 1000 && S.drawer);
        shell.classList.toggle("settings-page", S.page !== "calendar" && S.page !== "search");
      }
      window.addEventListener("resize", function () { layout(); });

      /* ---------------- snackbar ---------------- */
      var snack = null;
      function snackbar(text, undo, opts) {
        opts = opts || {};
        S.snackbar = text;
        snack = kit.snackbar({ id: "calendar.toast", text: text, timeout: opts.timeout,
          action: undo ? { id: "calendar.toast.undo", label: "Undo", onClick: function () { undo(); } } : null,
          onClose: function (reason) { if (reason !== "replaced" && opts.key && S.toast === opts.key) S.toast = null; } });
        return snack;
      }
      function undone() { S.snackbar = "Action undone"; }

      /* ---------------- header ---------------- */
      function headerTitle() {
        var d = S.date;
        if (S.view === "day") return MONTHS[mnum(d)] + " " + dnum(d) + ", " + ynum(d);
        if (S.view === "year") return String(ynum(d));
        if (S.view === "week" || S.view === "4day") {
          var a = S.view === "week" ? weekStart(d) : d, b = addDays(a, S.view === "week" ? 6 : 3);
          if (mnum(a) !== mnum(b)) return MONTHS[mnum(a)].slice(0, 3) + " – " + MONTHS[mnum(b)].slice(0, 3) + " " + ynum(b);
        }
        return MONTHS[mnum(d)] + " " + ynum(d);
      }
      function step(dir) {
        var d = S.date, v = S.view;
        if (v === "day") d = addDays(d, dir);
        else if (v === "week") d = addDays(d, 7 * dir);
        else if (v === "4day") d = addDays(d, 4 * dir);
        else if (v === "month" || v === "schedule") { var m = mnum(d) + dir, y = ynum(d) + Math.floor(m / 12); m = (m + 12) % 12; d = y + "-" + pad(m + 1) + "-01"; }
        else if (v === "year") d = (ynum(d) + dir) + d.slice(4);
        S.$set({ date: d, mini_month: null });
        renderAll();
      }
      var VIEW_LABEL = { day: "Day", week: "Week", month: "Month", year: "Year", schedule: "Schedule", "4day": "4 days" };
      var VIEW_KEY = { day: "D", week: "W", month: "M", year: "Y", schedule: "A", "4day": "X" };
      function goView(v) { S.$set({ view: v, page: "calendar", popover: null }); renderAll(); }

      var accountPop = null, appsPop = null;
      function renderHeader() {
        headerHost.innerHTML = "";
        if (S.page === "settings" || S.page === "trash") {
          headerHost.appendChild(h("header", { class: "gc-header settings" },
            btn("calendar.settings.back", "arrow_back", "Back", function () { S.page = "calendar"; renderAll(); }),
            h("span", { class: "gc-title" }, S.page === "trash" ? "Trash" : "Settings"),
            h("div", { class: "right" }, headerRight())));
          return;
        }
        if (S.page === "edit") { headerHost.appendChild(editHeader()); return; }
        var menuBtn = btn("calendar.header.menu", "menu", "Main menu", function () {
          if (narrow()) S.drawer = !S.drawer; else S.sidebar = !S.sidebar; layout(); });
        var today = h("button", { class: "outline-btn today", id: "calendar.header.today", type: "button",
          onclick: function (e) { e.stopPropagation(); S.$set({ date: TODAY, mini_month: null, page: "calendar" }); renderAll(); } }, "Today");
        kit.tooltip(today, longDate(TODAY));
        var left = [menuBtn,
          h("a", { class: "gc-logo", id: "calendar.header.logo", onclick: function () { S.$set({ page: "calendar" }); renderAll(); } },
            h("span", { class: "logo-img", html: CAL_LOGO }), h("span", { class: "word" }, "Calendar")),
          today,
          h("div", { class: "nav-arrows" },
            btn("calendar.header.prev", "chevron_left", "Previous " + (S.view === "4day" ? "period" : S.view === "schedule" ? "month" : S.view), function () { step(-1); }, { size: 24 }),
            btn("calendar.header.next", "chevron_right", "Next " + (S.view === "4day" ? "period" : S.view === "schedule" ? "month" : S.view), function () { step(1); }, { size: 24 })),
          h("h1", { class: "gc-date-title", id: "calendar.header.title" }, headerTitle())];
        if (S.page === "search") {
          left = [btn("calendar.search.back", "arrow_back", "Back", function () { S.$set({ page: "calendar", search: null }); renderAll(); }),
            h("div", { class: "gc-search-box", id: "calendar.search.box" }, icon("search", 24, "#444746"),
              h("input", { type: "text", id: "calendar.search.input", value: S.search || "", placeholder: "Search", "aria-label": "Search" }),
              icon("tune", 24, "#444746"))];
        }
        headerHost.appendChild(h("header", { class: "gc-header" }, h("div", { class: "left" }, left), h("div", { class: "right" }, headerRight())));
      }
      function headerRight() {
        var search = btn("calendar.header.search", "search", "Search", function () { S.$set({ page: "search", search: S.search || "" }); renderAll(); });
        var help = btn("calendar.header.help", "help", "Support", null);
        kit.menu(help, [
          { id: "calendar.help.help", label: "Help", onSelect: function () { S.help = { x: null, y: null }; renderHelp(); } },
          { id: "calendar.help.training", label: "Training", onSelect: function () { act("help.training"); snackbar("Opening Google Calendar training…"); } },
          { id: "calendar.help.updates", label: "Updates", onSelect: function () { act("help.updates"); snackbar("Opening what's new in Google Calendar…"); } },
          { divider: true },
          { id: "calendar.help.shortcuts", label: "Keyboard shortcuts", onSelect: function () { S.dialog = "shortcuts"; renderDialog(); } },
          { id: "calendar.help.feedback", label: "Send feedback to Google", onSelect: function () { act("help.feedback"); snackbar("Thanks! Your feedback helps improve Google Calendar."); } },
        ], { id: "calendar.help.menu", placement: "bottom-end", onOpen: function () { S.menu = "help"; }, onClose: menuClosed("help") });
        var settings = btn("calendar.header.settings", "settings", "Settings menu", null);
        kit.menu(settings, [
          { id: "calendar.settingsmenu.settings", label: "Settings", onSelect: function () { S.$set({ page: "settings", settings_page: "general" }); renderAll(); } },
          { id: "calendar.settingsmenu.trash", label: "Trash", onSelect: function () { S.page = "trash"; renderAll(); } },
          { id: "calendar.settingsmenu.density", label: "Appearance", onSelect: function () { act("settings-menu.appearance"); snackbar("Appearance: Light theme, comfortable density"); } },
          { id: "calendar.settingsmenu.print", label: "Print", onSelect: function () { act("settings-menu.print"); snackbar("Preparing to print…"); } },
          { id: "calendar.settingsmenu.addons", label: "Get add-ons", onSelect: function () { act("settings-menu.addons"); snackbar("Opening Google Workspace Marketplace…"); } },
        ], { id: "calendar.settingsmenu", placement: "bottom-end", onOpen: function () { S.menu = "settings"; }, onClose: menuClosed("settings") });
        var viewBtn = h("button", { class: "outline-btn view-btn", id: "calendar.header.view", type: "button" },
          h("span", null, VIEW_LABEL[S.view]), icon("arrow_drop_down", 20));
        function viewItem(v) {
          return { id: "calendar.view." + v, label: VIEW_LABEL[v], shortcut: VIEW_KEY[v], checked: S.view === v && S.page === "calendar", onSelect: function () { goView(v); } };
        }
        kit.menu(viewBtn, ["day", "week", "month", "year", "schedule", "4day"].map(viewItem).concat([{ divider: true },
          { id: "calendar.view.weekends", label: "Show weekends", checked: S.weekends, onSelect: function () { S.weekends = !S.weekends; renderAll(); } },
          { id: "calendar.view.declined", label: "Show declined events", checked: S.declined, onSelect: function () { S.declined = !S.declined; renderAll(); } },
          { id: "calendar.view.completed", label: "Show completed tasks", checked: true, onSelect: function () { act("view.completed-tasks"); } }]),
          { id: "calendar.view.menu", placement: "bottom-end", onOpen: function () { S.menu = "view"; }, onClose: menuClosed("view") });
        var mode = h("div", { class: "mode-toggle", role: "tablist" },
          h("button", { class: "mode sel", id: "calendar.header.mode.calendar", type: "button", "aria-label": "Switch to Calendar" }, icon("calendar_today-fill" in {} ? "calendar_today" : "calendar_today", 20)),
          h("button", { class: "mode", id: "calendar.header.mode.tasks", type: "button", "aria-label": "Switch to Tasks",
            onclick: function (e) { e.stopPropagation(); openPanel("tasks"); } }, icon("task_alt", 20)));
        var apps = btn("calendar.header.apps", "apps", "Google apps", null);
        appsPop = popover(apps, "apps", appsLauncher, { id: "calendar.apps", cls: "launcher", placement: "bottom-end" });
        var account = h("button", { class: "avatar-btn", id: "calendar.header.account", type: "button", "aria-label": "Google Account: " + C.me.name },
          kit.avatar(C.me, { size: 32 }));
        kit.tooltip(account, "Google Account\n" + C.me.name + "\n" + C.me.email);
        accountPop = popover(account, "account", accountCard, { id: "calendar.account", cls: "account-card", placement: "bottom-end" });
        var out = [search, help, settings];
        if (S.page === "calendar" || S.page === "search") out.push(viewBtn, mode);
        out.push(apps, account);
        return out;
      }
      function menuClosed(name) { return function () { if (S.menu === name) S.menu = null; }; }

      function popover(anchor, name, build, opts) {
        opts = opts || {};
        var pop = kit.popover(anchor, function () { return build(pop); }, {
          id: opts.id, cls: opts.cls, placement: opts.placement || "bottom-start",
          onOpen: function () { S.popover = name; }, onClose: function () { if (S.popover === name) S.popover = null; } });
        return pop;
      }
      function appsLauncher(pop) {
        return h("div", { class: "al-body", id: "calendar.apps.body" }, h("div", { class: "al-grid" }, C.launcher.map(function (a) {
          return h("a", { class: "al-app", id: "calendar.apps." + a.slug, onclick: function () { pop.close(); act("launcher." + a.slug); snackbar("Opening " + a.name + " in a new tab…"); } },
            h("span", { class: "al-ico", style: { background: a.color } }, icon(a.icon, 26, "#fff")), h("span", { class: "al-n" }, a.name));
        })));
      }
      function accountCard(pop) {
        function go(key, text) { return function () { pop.close(); act("account." + key); snackbar(text); }; }
        return [h("div", { class: "ac-mail" }, C.me.email), h("div", { class: "ac-av" }, kit.avatar(C.me, { size: 80 })),
          h("div", { class: "ac-hi" }, "Hi, " + C.me.name.split(" ")[0] + "!"),
          h("button", { class: "ac-manage", id: "calendar.account.manage", onclick: go("manage", "Opening your Google Account…") }, "Manage your Google Account"),
          h("div", { class: "ac-row" },
            h("button", { class: "ac-half", id: "calendar.account.add", onclick: go("add", "Opening Sign in with Google…") }, icon("add", 20), "Add account"),
            h("button", { class: "ac-half", id: "calendar.account.sign-out", onclick: go("sign-out", "Signing out…") }, icon("logout", 20), "Sign out")),
          h("div", { class: "ac-foot" }, h("a", null, "Privacy Policy"), " • ", h("a", null, "Terms of Service"))];
      }

      /* ---------------- sidebar ---------------- */
      var sidebarScroll = S.sidebar_scroll;
      function renderSidebar() {
        var old = sidebarHost.querySelector(".gc-sidebar");
        if (old) sidebarScroll = old.scrollTop;
        sidebarHost.innerHTML = "";
        var caret = h("span", { class: "create-caret", id: "calendar.create.caret" }, icon("arrow_drop_down", 24));
        var create = h("button", { class: "create-btn", id: "calendar.create", type: "button" },
          h("span", { class: "plus", html: CREATE_PLUS }), h("span", { class: "lbl" }, "Create"), caret);
        kit.menu(create, [
          { id: "calendar.create.event", label: "Event", onSelect: function () { openQuick({ date: S.date, start: "12:00" }, "event"); } },
          { id: "calendar.create.task", label: "Task", onSelect: function () { openQuick({ date: S.date, start: "12:00" }, "task"); } },
          { id: "calendar.create.appointment", label: "Appointment schedule", onSelect: function () { act("create.appointment"); openQuick({ date: S.date, start: "12:00" }, "appointment"); } },
        ], { id: "calendar.create.menu", placement: "bottom-start", onOpen: function () { S.menu = "create"; }, onClose: menuClosed("create") });
        var side = h("aside", { class: "gc-sidebar", id: "calendar.sidebar" },
          h("div", { class: "create-wrap" }, create),
          miniMonth(),
          h("div", { class: "people-search", id: "calendar.people" }, icon("groups", 20, "#444746"), h("input", { type: "text", placeholder: "Search for people", "aria-label": "Search for people" })),
          h("div", { class: "booking", id: "calendar.booking" }, h("span", null, "Booking pages"), btn("calendar.booking.add", "add", "Create a booking page", function () { act("booking.create"); snackbar("Appointment schedules: create a booking page"); }, { size: 20, cls: "sm" })),
          calSection("mine", "My calendars", "calendar.mycals", S.my_open),
          calSection("other", "Other calendars", "calendar.othercals", S.other_open),
          h("div", { class: "side-foot" }, h("a", { id: "calendar.terms" }, "Terms"), " – ", h("a", { id: "calendar.privacy" }, "Privacy")));
        sidebarHost.appendChild(side);
        side.scrollTop = sidebarScroll;
      }
      function miniMonth() {
        var month = S.mini_month || S.date.slice(0, 7);
        var first = month + "-01", start = weekStart(first);
        var sel = S.view === "week" ? weekStart(S.date) : null;
        function shift(dir) {
          var m = mnum(first) + dir, y = ynum(first) + Math.floor(m / 12); m = (m + 12) % 12;
          S.mini_month = y + "-" + pad(m + 1); renderSidebar();
        }
        var rows = [];
        for (var r = 0; r < 6; r++) {
          var cells = [];
          for (var c = 0; c < 7; c++) {
            var d = addDays(start, r * 7 + c);
            (function (d) {
              var cls = "mm-day" + (mnum(d) !== mnum(first) ? " other" : "") + (d === TODAY ? " today" : "") + (d === S.date && d !== TODAY ? " sel" : "");
              cells.push(h("button", { class: cls, id: "calendar.mini.day." + d, type: "button", "aria-label": longDate(d),
                onclick: function (e) { e.stopPropagation(); S.$set({ date: d, page: "calendar", drawer: false }); renderAll(); } }, String(dnum(d))));
            })(d);
          }
          var inWeek = sel && addDays(start, r * 7) === sel;
          rows.push(h("div", { class: "mm-row" + (inWeek ? " week" : "") }, cells));
        }
        return h("div", { class: "mini", id: "calendar.mini" },
          h("div", { class: "mm-head" }, h("span", { class: "mm-title", id: "calendar.mini.title" }, MONTHS[mnum(first)] + " " + ynum(first)),
            btn("calendar.mini.prev", "chevron_left", "Previous month", function () { shift(-1); }, { size: 20, cls: "sm" }),
            btn("calendar.mini.next", "chevron_right", "Next month", function () { shift(1); }, { size: 20, cls: "sm" })),
          h("div", { class: "mm-row dow" }, ["S", "M", "T", "W", "T", "F", "S"].map(function (x) { return h("span", { class: "mm-dow" }, x); })),
          rows);
      }
      function calSection(section, title, id, open) {
        var key = section === "mine" ? "my_open" : "other_open";
        var head = h("div", { class: "cal-sec-head", id: id + ".toggle", role: "button", "aria-expanded": open ? "true" : "false",
          onclick: function (e) { e.stopPropagation(); S[key] = !S[key]; renderSidebar(); } },
          h("span", { class: "t" }, title),
          section === "other" ? btn("calendar.othercals.add", "add", "Add other calendars", null, { size: 20, cls: "sm add" }) : null,
          icon(open ? "keyboard_arrow_up" : "keyboard_arrow_down", 20, "#444746"));
        if (section === "other") {
          var addBtn = head.querySelector('[data-igg-id="calendar.othercals.add"]');
          kit.menu(addBtn, [
            { id: "calendar.othercals.subscribe", label: "Subscribe to calendar", onSelect: function () { S.$set({ page: "settings", settings_page: "subscribe" }); renderAll(); } },
            { id: "calendar.othercals.create", label: "Create new calendar", onSelect: function () { S.$set({ page: "settings", settings_page: "create" }); renderAll(); } },
            { id: "calendar.othercals.browse", label: "Browse resources", onSelect: function () { S.$set({ page: "settings", settings_page: "browse" }); renderAll(); } },
            { id: "calendar.othercals.interesting", label: "Browse calendars of interest", onSelect: function () { act("calendars.interesting"); snackbar("Browse calendars of interest"); } },
            { id: "calendar.othercals.url", label: "From URL", onSelect: function () { S.$set({ page: "settings", settings_page: "url" }); renderAll(); } },
            { id: "calendar.othercals.import", label: "Import", onSelect: function () { S.$set({ page: "settings", settings_page: "import-export" }); renderAll(); } },
          ], { id: "calendar.othercals.menu", placement: "right-start", onOpen: function () { S.menu = "other-add"; }, onClose: menuClosed("other-add") });
        }
        var list = open ? h("div", { class: "cal-list", id: id + ".list" }, C.calendars.filter(function (c) {
          return c.section === section && !has(S.removed_cals, c.slug);
        }).map(calRow)) : null;
        return h("div", { class: "cal-sec" }, head, list);
      }
      function calRow(c) {
        var on = !has(S.hidden_cals, c.slug);
        var base = "calendar.cal." + c.slug;
        var check = h("span", { class: "cbox" + (on ? " on" : ""), id: base + ".check", role: "checkbox", "aria-checked": on ? "true" : "false",
          style: on ? { background: c.color, borderColor: c.color } : { borderColor: c.color } }, on ? icon("check", 16, "#fff") : null);
        var row = h("div", { class: "cal-row", id: base, onclick: function (e) { e.stopPropagation(); toggleCal(c); } },
          check, h("span", { class: "cname" }, c.name));
        var opts = btn(base + ".options", "more_vert", "Options for " + c.name, null, { size: 20, cls: "sm opt" });
        var tools = [opts];
        if (c.section === "other" && c.slug !== "design-team") {
          var rm = btn(base + ".remove", "close", "Unsubscribe from " + c.name, function () {
            S.removed_cals = toggled(S.removed_cals, c.slug, true);
            renderAll();
            snackbar("Unsubscribed from " + c.name, function () { S.removed_cals = without(S.removed_cals, c.slug); undone(); renderAll(); });
          }, { size: 20, cls: "sm rm" });
          tools.unshift(rm);
        }
        var swatches = ["tomato", "flamingo", "tangerine", "banana", "sage", "basil", "peacock", "blueberry", "lavender", "grape", "graphite", "cocoa"];
        kit.menu(opts, [
          { id: base + ".menu.only", label: "Display this only", onSelect: function () {
            S.hidden_cals = C.calendars.filter(function (x) { return x.slug !== c.slug; }).map(function (x) { return x.slug; }).sort(); renderAll(); } },
          { id: base + ".menu.hide", label: "Hide from list", onSelect: function () { act("calendar." + c.slug + ".hide-from-list"); S.removed_cals = toggled(S.removed_cals, c.slug, true); renderAll(); } },
          { id: base + ".menu.settings", label: "Settings and sharing", onSelect: function () { S.$set({ page: "settings", settings_page: "cal-" + c.slug }); renderAll(); } },
          { divider: true },
          { id: base + ".menu.colors", label: h("div", { class: "swatches" }, swatches.map(function (n) {
            return h("span", { class: "sw", id: base + ".color." + n, title: n, style: { background: C.colors[n] },
              onclick: function () { act("calendar." + c.slug + ".color." + n); } }, c.color === C.colors[n] ? icon("check", 14, "#fff") : null);
          })) },
        ], { id: base + ".menu", placement: "bottom-start", cls: "cal-menu",
          onOpen: function () { S.menu = "calendar:" + c.slug; row.classList.add("menu-open"); },
          onClose: function () { row.classList.remove("menu-open"); if (S.menu === "calendar:" + c.slug) S.menu = null; } });
        row.appendChild(h("span", { class: "row-tools" }, tools));
        kit.tooltip(row.querySelector(".cname"), c.name);
        return row;
      }
      function toggleCal(c) {
        var on = has(S.hidden_cals, c.slug);  // was hidden: now shown
        S.hidden_cals = toggled(S.hidden_cals, c.slug, !on);
        if (on && !loadedCals[c.slug]) startCalLoad(c.slug);
        renderAll();
      }
      var calLoadTimer = null;
      function startCalLoad(slug) {
        S.loading_cal = slug;
        if (calLoadTimer) clearTimeout(calLoadTimer);
        calLoadTimer = setTimeout(function () { loadedCals[slug] = true; calLoadTimer = null; S.loading_cal = null; renderAll(); }, CAL_LOAD_MS);
      }

      /* ---------------- main views ---------------- */
      var gridScroll = S.grid_scroll === null ? 8 * HOUR : S.grid_scroll;
      function renderMain() {
        var oldGrid = mainHost.querySelector(".tg-scroll");
        if (oldGrid) gridScroll = oldGrid.scrollTop;
        mainHost.innerHTML = "";
        var main;
        if (S.page === "settings") main = settingsPage();
        else if (S.page === "trash") main = trashPage();
        else if (S.page === "edit") main = editPage();
        else if (S.page === "search") main = searchPage();
        else if (S.view === "month") main = monthView();
        else if (S.view === "year") main = yearView();
        else if (S.view === "schedule") main = scheduleView();
        else main = timeGrid();
        mainHost.appendChild(main);
        var sc = mainHost.querySelector(".tg-scroll");
        if (sc) sc.scrollTop = gridScroll;
        renderLoading();
      }
      function viewDays() {
        if (S.view === "day") return [S.date];
        var out = [], start = S.view === "4day" ? S.date : weekStart(S.date), n = S.view === "4day" ? 4 : 7;
        for (var i = 0; i < n; i++) {
          var d = addDays(start, i);
          if (S.view === "week" && !S.weekends && (dow(d) === 0 || dow(d) === 6)) continue;
          out.push(d);
        }
        return out;
      }

      function chipLabel(e) {
        if (!e.start) return e.title;
        return e.title;
      }
      function chipClass(e) {
        var st = myStatus(e);
        return "ev" + (st === "none" ? " pending" : "") + (st === "no" ? " declined" : "") + (st === "maybe" ? " maybe" : "") +
          (isPast(e) ? " past" : "") + (e.kind === "focus" ? " focus" : "") + (e.kind === "ooo" ? " ooo" : "") + (e.kind === "task" ? " task" : "");
      }
      function styleChip(el, e) {
        var col = colorOf(e), st = myStatus(e);
        if (st === "none" || st === "no") { el.style.background = "#fff"; el.style.borderColor = col; el.style.color = col; }
        else { el.style.background = col; el.style.borderColor = "#fff"; }
      }

      // Overlapping timed events share the day's width (Google Calendar's cascade, simplified).
      function layoutDay(evs) {
        evs = evs.slice().sort(function (a, b) { return mins(a.start) - mins(b.start) || mins(b.end) - mins(a.end); });
        var groups = [], cur = null, curEnd = -1;
        evs.forEach(function (e) {
          var s = mins(e.start), en = Math.max(mins(e.end), s + 15);
          if (!cur || s >= curEnd) { cur = []; groups.push(cur); curEnd = en; } else curEnd = Math.max(curEnd, en);
          cur.push(e);
        });
        var out = [];
        groups.forEach(function (g) {
          var cols = [];
          g.forEach(function (e) {
            var s = mins(e.start), placed = false;
            for (var i = 0; i < cols.length; i++) { if (cols[i] <= s) { cols[i] = Math.max(mins(e.end), s + 15); out.push({ e: e, col: i }); placed = true; break; } }
            if (!placed) { cols.push(Math.max(mins(e.end), s + 15)); out.push({ e: e, col: cols.length - 1 }); }
          });
          var n = cols.length;
          out.forEach(function (o) { if (g.indexOf(o.e) >= 0) o.n = n; });
        });
        return out;
      }

      function timeGrid() {
        var days = viewDays(), evs = allEvents();
        var allDayRows = days.map(function (d) { return eventsOn(d, evs).filter(function (e) { return !e.start; }); });
        var maxAll = Math.max.apply(null, allDayRows.map(function (r) { return r.length; }).concat([0]));
        var head = h("div", { class: "tg-head", style: "--cols:" + days.length },
          h("div", { class: "tg-gutter-head" }, h("span", { class: "tz", id: "calendar.grid.tz" }, C.tz)),
          days.map(function (d, i) {
            var isToday = d === TODAY;
            return h("div", { class: "tg-dayhead" + (isToday ? " today" : "") + (d < TODAY ? " past" : "") },
              h("div", { class: "dname" }, DAYS[dow(d)].slice(0, 3).toUpperCase()),
              h("button", { class: "dnum", id: "calendar.dayhead." + d, type: "button", "aria-label": longDate(d),
                onclick: function (e) { e.stopPropagation(); S.$set({ view: "day", date: d }); renderAll(); } }, String(dnum(d))),
              h("div", { class: "allday", style: { minHeight: (maxAll ? maxAll * 24 + 4 : 8) + "px" } },
                allDayRows[i].map(function (e) { return allDayChip(e, d, days); })));
          }));
        var gutter = h("div", { class: "tg-gutter" });
        for (var hr = 1; hr < 24; hr++) gutter.appendChild(h("div", { class: "hour-label", style: { top: hr * HOUR + "px" } }, t12(hr * 60).replace("am", " AM").replace("pm", " PM")));
        var cols = days.map(function (d) { return dayColumn(d, evs); });
        var scroll = h("div", { class: "tg-scroll", id: "calendar.grid" },
          h("div", { class: "tg-body", style: "height:" + 24 * HOUR + "px;--cols:" + days.length }, gutter, h("div", { class: "tg-cols" }, cols)));
        return h("div", { class: "gc-main timegrid view-" + S.view, id: "calendar.main" }, head, scroll);
      }
      function allDayChip(e, d, days) {
        // a multi-day event is drawn once, from its first day in view
        if ((e.days || 1) > 1 && d !== e.date && d !== days[0]) return h("div", { class: "ad-spacer" });
        var span = 1;
        if ((e.days || 1) > 1) { var last = addDays(e.date, e.days - 1); span = days.filter(function (x) { return x >= d && x <= last; }).length; }
        var el = h("div", { class: chipClass(e) + " ad", id: "calendar.ev." + e.id, role: "button", style: { width: "calc(" + (span * 100) + "% + " + ((span - 1) * 1 - 4) + "px)" },
          onclick: function (ev) { ev.stopPropagation(); openEvent(e.id, el); } },
          e.kind === "birthday" ? icon("cake", 14, "#fff") : null, h("span", { class: "t" }, e.title));
        styleChip(el, e);
        return el;
      }
      function dayColumn(d, evs) {
        var col = h("div", { class: "tg-col" + (d === TODAY ? " today" : ""), id: "calendar.day." + d,
          onclick: function (e) {
            if (swallowClick) { swallowClick = false; return; }
            var r = col.getBoundingClientRect();
            var m = Math.floor((e.clientY - r.top) / HOUR * 2) * 30;
            openQuick({ date: d, start: hm(Math.min(m, 23 * 60)) }, "event");
          } });
        for (var hr = 1; hr < 24; hr++) col.appendChild(h("div", { class: "hline", style: { top: hr * HOUR + "px" } }));
        var timed = eventsOn(d, evs).filter(function (e) { return !!e.start; });
        layoutDay(timed).forEach(function (o) { col.appendChild(timedChip(o.e, o.col, o.n)); });
        if (S.quick && S.quick.date === d) {
          var qs = mins(S.quick_start || S.quick.start || "12:00");
          col.appendChild(h("div", { class: "ev draft", style: { top: qs / 60 * HOUR + "px", height: HOUR - 2 + "px", left: "0", right: "8px" } },
            h("div", { class: "t" }, "(No title)"), h("div", { class: "tm" }, range12(qs, qs + 60))));
        }
        if (d === TODAY) col.appendChild(h("div", { class: "now-line", id: "calendar.now", style: { top: NOW_MIN / 60 * HOUR + "px" } }, h("span", { class: "dot" })));
        return col;
      }
      function timedChip(e, colIdx, n) {
        var s = mins(e.start), en = Math.max(mins(e.end), s + 15);
        var top = s / 60 * HOUR, height = Math.max((en - s) / 60 * HOUR - 2, 10);
        var w = 100 / n;
        var short = en - s < 45;
        var el = h("div", { class: chipClass(e) + (short ? " short" : "") + (en - s < 30 ? " tiny" : ""), id: "calendar.ev." + e.id, role: "button",
          style: { top: top + "px", height: height + "px", left: "calc(" + (colIdx * w) + "% + 0px)",
                   width: n > 1 ? "calc(" + w + "% + " + (colIdx < n - 1 ? 12 : -8) + "px)" : "calc(100% - 8px)", zIndex: 1 + colIdx } },
          short ? h("div", { class: "t" }, e.title + ", ", h("span", { class: "tm" }, t12(s)))
            : [h("div", { class: "t" }, e.title), h("div", { class: "tm" }, range12(s, en)),
               e.room_name && en - s >= 75 ? h("div", { class: "loc" }, e.room_name) : e.location && en - s >= 75 ? h("div", { class: "loc" }, e.location) : null]);
        styleChip(el, e);
        chipDrag(el, e);
        return el;
      }
      // Dragging a chip moves the event in 15-minute steps (and to another day's column).
      function chipDrag(el, e) {
        var startX, startY, moved = false, ghostTop, dayCols, origCol;
        el.addEventListener("pointerdown", function (p) {
          if (p.button !== 0 || e.kind === "task" || String(e.id).indexOf("new-") === 0) return;
          startX = p.clientX; startY = p.clientY; moved = false;
          origCol = el.parentElement;
          dayCols = Array.prototype.slice.call(mainHost.querySelectorAll(".tg-col"));
          ghostTop = parseFloat(el.style.top);
          function move(ev) {
            var dy = ev.clientY - startY, dx = ev.clientX - startX;
            if (!moved && Math.abs(dy) < 6 && Math.abs(dx) < 6) return;
            moved = true; el.classList.add("dragging");
            var snapped = Math.round(dy / (HOUR / 4)) * (HOUR / 4);
            el.style.top = Math.max(0, Math.min(24 * HOUR - 12, ghostTop + snapped)) + "px";
            var over = dayCols.filter(function (c) { var r = c.getBoundingClientRect(); return ev.clientX >= r.left && ev.clientX < r.right; })[0];
            if (over && over !== el.parentElement) over.appendChild(el);
          }
          function up() {
            document.removeEventListener("pointermove", move);
            document.removeEventListener("pointerup", up);
            if (!moved) return;
            swallowClick = true;
            var col = el.parentElement, day = (col.getAttribute("data-igg-id") || "").slice(13);
            var s = Math.round(parseFloat(el.style.top) / HOUR * 60 / 15) * 15, len = mins(e.end) - mins(e.start);
            var prev = S.moved[e.id];
            if (day === e.date && s === mins(e.start)) { renderMain(); return; }
            S.moved = withKey(S.moved, e.id, { date: day, start: hm(s), end: hm(Math.min(s + len, 1439)) });
            renderMain();
            var undo = function () { S.moved = withKey(S.moved, e.id, prev); undone(); renderMain(); };
            if ((e.guests || []).length > 1) { S.dialog = "send-update"; pendingUndo = undo; renderDialog(); }
            else { S.toast = "moved"; snackbar("Event moved", undo, { key: "moved" }); }
          }
          document.addEventListener("pointermove", move);
          document.addEventListener("pointerup", up);
        });
        el.addEventListener("click", function (ev) {
          ev.stopPropagation();
          if (swallowClick) { swallowClick = false; return; }
          openEvent(e.id, el);
        });
      }
      var swallowClick = false, pendingUndo = null;

      function monthView() {
        var month = S.date.slice(0, 7), first = month + "-01", start = weekStart(first), evs = allEvents();
        var weeks = [];
        for (var w = 0; w < 6; w++) {
          var wk = addDays(start, w * 7);
          if (w > 0 && mnum(wk) !== mnum(first) && wk > first) break;
          weeks.push(wk);
        }
        var grid = h("div", { class: "mv-grid", id: "calendar.month", style: "--rows:" + weeks.length });
        weeks.forEach(function (wk, wi) {
          for (var i = 0; i < 7; i++) {
            var d = addDays(wk, i);
            (function (d) {
              // multi-day bars first (so a bar keeps its line across the week), then all-day, then timed
              var rank = function (e) { return (e.days || 1) > 1 ? 0 : e.start ? 2 : 1; };
              var list = eventsOn(d, evs).sort(function (a, b) { return rank(a) - rank(b) || a.date.localeCompare(b.date) || (a.start || "").localeCompare(b.start || ""); });
              var cell = h("div", { class: "mv-cell" + (mnum(d) !== mnum(first) ? " other" : ""), id: "calendar.month.cell." + d,
                onclick: function () { openQuick({ date: d, start: "09:00" }, "event"); } },
                wi === 0 ? h("div", { class: "mv-dow" }, DAYS[i].slice(0, 3).toUpperCase()) : null,
                h("button", { class: "mv-num" + (d === TODAY ? " today" : ""), id: "calendar.month.day." + d, type: "button",
                  onclick: function (e) { e.stopPropagation(); S.$set({ view: "day", date: d }); renderAll(); } },
                  dnum(d) === 1 ? MONTHS[mnum(d)].slice(0, 3) + " " + dnum(d) : String(dnum(d))));
              var max = weeks.length > 5 ? 2 : 3;
              list.slice(0, list.length > max + 1 ? max : max + 1).forEach(function (e) { cell.appendChild(monthChip(e, d)); });
              if (list.length > max + 1) {
                var more = h("button", { class: "mv-more", id: "calendar.month.more." + d, type: "button",
                  onclick: function (ev) { ev.stopPropagation(); openMore(d, list, more); } }, (list.length - max) + " more");
                cell.appendChild(more);
              }
              grid.appendChild(cell);
            })(d);
          }
        });
        return h("div", { class: "gc-main monthview", id: "calendar.main" }, grid);
      }
      function monthChip(e, d) {
        var el;
        if (!e.start && (e.days || 1) > 1 && d) {
          // one bar across the week row: drawn on its first day (or the row's Sunday), a spacer under it elsewhere
          if (d !== e.date && dow(d) !== 0) return h("div", { class: "mv-spacer", "data-ev": e.id });
          var last = addDays(e.date, e.days - 1), span = 1;
          while (span < 7 - dow(d) && addDays(d, span) <= last) span++;
          el = h("div", { class: chipClass(e) + " mv-ad span", id: "calendar.ev." + e.id + (d === e.date ? "" : ".from." + d), role: "button",
            style: { width: "calc(" + (span * 100) + "% + " + ((span - 1) * 9) + "px)" },
            onclick: function (ev) { ev.stopPropagation(); openEvent(e.id, el); } }, e.title);
          styleChip(el, e);
          return el;
        }
        if (!e.start) {
          el = h("div", { class: chipClass(e) + " mv-ad", id: "calendar.ev." + e.id, role: "button", onclick: function (ev) { ev.stopPropagation(); openEvent(e.id, el); } }, e.title);
          styleChip(el, e);
        } else {
          el = h("div", { class: "mv-ev" + (isPast(e) ? " past" : ""), id: "calendar.ev." + e.id, role: "button", onclick: function (ev) { ev.stopPropagation(); openEvent(e.id, el); } },
            h("span", { class: "dot", style: { background: colorOf(e) } }), h("span", { class: "tm" }, t12(mins(e.start))), h("span", { class: "t" }, e.title));
        }
        return el;
      }
      function openMore(d, list, anchor) {
        var pop = kit.popover(anchor, function () {
          return [h("div", { class: "more-head" }, h("div", { class: "dname" }, DAYS[dow(d)].slice(0, 3).toUpperCase()), h("div", { class: "dnum" }, String(dnum(d)))),
            h("div", { class: "more-list" }, list.map(monthChip))];
        }, { id: "calendar.month.more", cls: "more-pop", trigger: "none", placement: "bottom-start",
          onOpen: function () { S.popover = "more:" + d; }, onClose: function () { if (S.popover === "more:" + d) S.popover = null; } });
        pop.open();
      }

      function yearView() {
        var y = ynum(S.date), evs = allEvents();
        var busy = {};
        evs.forEach(function (e) { busy[e.date] = true; });
        var months = [];
        for (var m = 0; m < 12; m++) {
          var first = y + "-" + pad(m + 1) + "-01", start = weekStart(first), cells = [];
          for (var i = 0; i < 42; i++) {
            var d = addDays(start, i);
            (function (d, inMonth) {
              cells.push(inMonth ? h("button", { class: "yv-day" + (d === TODAY ? " today" : "") + (busy[d] ? " busy" : ""), id: "calendar.year.day." + d, type: "button",
                "aria-label": longDate(d), onclick: function (e) { e.stopPropagation(); S.$set({ view: "day", date: d }); renderAll(); } }, String(dnum(d)))
                : h("span", { class: "yv-day other" }, String(dnum(d))));
            })(d, mnum(d) === m);
          }
          months.push(h("div", { class: "yv-month", id: "calendar.year.month." + (m + 1) },
            h("div", { class: "yv-title" }, MONTHS[m]),
            h("div", { class: "yv-grid" }, ["S", "M", "T", "W", "T", "F", "S"].map(function (x) { return h("span", { class: "yv-dow" }, x); }), cells)));
        }
        return h("div", { class: "gc-main yearview", id: "calendar.year" }, h("div", { class: "yv-wrap" }, months));
      }

      function scheduleView() {
        var evs = allEvents(), start = S.date < TODAY && S.date.slice(0, 7) === TODAY.slice(0, 7) ? TODAY : (S.date.slice(0, 7) === TODAY.slice(0, 7) ? TODAY : S.date.slice(0, 8) + "01");
        var list = h("div", { class: "sv-list" });
        var d = start, end = C.range[1];
        while (d <= end) {
          var dayEvs = eventsOn(d, evs).sort(function (a, b) { return (a.start ? 1 : 0) - (b.start ? 1 : 0) || (a.start || "").localeCompare(b.start || ""); });
          if (dayEvs.length) {
            if (dnum(d) === 1 || d === start) list.appendChild(h("div", { class: "sv-month" }, MONTHS[mnum(d)] + " " + ynum(d)));
            list.appendChild(h("div", { class: "sv-day" + (d === TODAY ? " today" : ""), id: "calendar.schedule.day." + d },
              h("div", { class: "sv-date" }, h("button", { class: "sv-num", id: "calendar.schedule.num." + d, type: "button",
                onclick: (function (d) { return function (e) { e.stopPropagation(); S.$set({ view: "day", date: d }); renderAll(); }; })(d) }, String(dnum(d))),
                h("span", { class: "sv-dn" }, MONTHS[mnum(d)].slice(0, 3).toUpperCase() + ", " + DAYS[dow(d)].slice(0, 3).toUpperCase())),
              h("div", { class: "sv-evs" }, dayEvs.map(function (e) {
                var el = h("div", { class: "sv-ev", id: "calendar.ev." + e.id, role: "button" },
                  h("span", { class: "dot", style: { background: colorOf(e) } }),
                  h("span", { class: "sv-tm" }, e.start ? range12(mins(e.start), mins(e.end)) : "All day"),
                  h("span", { class: "sv-t" }, e.title));
                el.addEventListener("click", function (ev) { ev.stopPropagation(); openEvent(e.id, el); });
                return el;
              }))));
          }
          d = addDays(d, 1);
        }
        return h("div", { class: "gc-main scheduleview", id: "calendar.schedule" }, list);
      }

      /* ---------------- event details popover ---------------- */
      var eventPop = null;
      function openEvent(id, anchor) {
        if (eventPop) eventPop.close("replaced");
        var r = anchor.getBoundingClientRect();
        var right = r.left + r.width / 2 < window.innerWidth / 2;
        eventPop = kit.popover(anchor, function () { return eventDetails(id); }, {
          id: "calendar.pop", cls: "event-pop", trigger: "none", placement: right ? "right-start" : "left-start",
          onOpen: function () { S.popover = "event:" + id; },
          onClose: function (reason) { if (S.popover === "event:" + id) S.popover = null; if (reason !== "replaced") eventPop = null; } });
        eventPop.open();
      }
      function refreshEventPop() {
        var el = eventPop && eventPop.el();
        if (!el || !S.popover) return;
        var id = S.popover.slice(6);
        el.innerHTML = "";
        var content = eventDetails(id);
        (Array.isArray(content) ? content : [content]).forEach(function (c) { el.appendChild(c); });
      }
      function findEvent(id) {
        return allEvents().filter(function (e) { return e.id === id; })[0] || (evBy[id] && effective(evBy[id]));
      }
      function eventDetails(id) {
        var e = findEvent(id);
        if (!e) return h("div");
        var base = "calendar.pop";
        var optsBtn = btn(base + ".options", "more_vert", "Options", null, { size: 20, cls: "sm" });
        kit.menu(optsBtn, [
          { id: base + ".menu.print", label: "Print", onSelect: function () { act("event.print." + id); snackbar("Preparing to print…"); } },
          { id: base + ".menu.duplicate", label: "Duplicate", onSelect: function () { act("event.duplicate." + id); closePop(); S.$set({ page: "edit", edit_event: id }); renderAll(); } },
          { id: base + ".menu.publish", label: "Publish event", onSelect: function () { act("event.publish." + id); snackbar("Publish event: copy the HTML link"); } },
          { id: base + ".menu.ooo", label: "Change owner", disabled: e.organizer !== "me" },
          { id: base + ".menu.meeting-notes", label: "Take meeting notes", onSelect: function () { act("event.notes." + id); snackbar("Meeting notes created in Google Docs"); } },
        ], { id: base + ".menu", placement: "bottom-end", onOpen: function () { S.menu = "event:" + id; }, onClose: menuClosed("event:" + id) });
        var canEdit = e.cal === "maya" || e.cal === "family" || e.cal === "running" || String(id).indexOf("new-") === 0;
        var bar = h("div", { class: "ep-bar" },
          canEdit ? btn(base + ".edit", "edit", "Edit event", function () { closePop(); S.$set({ page: "edit", edit_event: id }); renderAll(); }, { size: 20, cls: "sm" }) : null,
          canEdit || e.kind !== "holiday" ? btn(base + ".delete", "delete", "Delete event", function () { deleteEvent(id); }, { size: 20, cls: "sm" }) : null,
          (e.guests || []).length ? btn(base + ".email", "mail", "Email event details", function () { act("email." + id); closePop(); snackbar("Opening Gmail to email the guests of “" + e.title + "”"); }, { size: 20, cls: "sm" }) : null,
          optsBtn,
          btn(base + ".close", "close", "Close", function () { closePop(); }, { size: 20, cls: "sm" }));
        var col = colorOf(e);
        var rows = [bar, h("div", { class: "ep-row title" }, h("span", { class: "ep-ico" }, h("span", { class: "sq", style: { background: col } })),
          h("div", null, h("div", { class: "ep-title", id: base + ".title" }, e.title),
            h("div", { class: "ep-when", id: base + ".when" }, e.when + (e.start ? "" : "")),
            e.recurring ? h("div", { class: "ep-sub" }, e.recurring) : null))];
        if (e.meet) {
          rows.push(h("div", { class: "ep-row" }, h("span", { class: "ep-ico" }, icon("videocam", 20, "#444746")),
            h("div", null, h("button", { class: "join-btn", id: base + ".join", type: "button", onclick: function (ev) { ev.stopPropagation(); act("join." + id); snackbar("Joining the Google Meet call…"); } }, "Join with Google Meet"),
              h("div", { class: "ep-sub" }, "meet.google.com/" + e.meet))));
        }
        if (e.room_name || e.location) {
          rows.push(h("div", { class: "ep-row" }, h("span", { class: "ep-ico" }, icon(e.room_name ? "meeting_room" : "location_on", 20, "#444746")),
            h("div", null, e.room_name ? h("div", null, e.room_name) : null, e.location ? h("div", null, e.location) : null)));
        }
        if ((e.guests || []).length) {
          var counts = { yes: 0, no: 0, maybe: 0, none: 0 };
          e.guests.forEach(function (g) { counts[g.key === "me" ? myStatus(e) : g.status] += 1; });
          var sum = [counts.yes + " yes", counts.no ? counts.no + " no" : null, counts.maybe ? counts.maybe + " maybe" : null, counts.none ? counts.none + " awaiting" : null].filter(Boolean).join(", ");
          rows.push(h("div", { class: "ep-row" }, h("span", { class: "ep-ico" }, icon("group", 20, "#444746")),
            h("div", { class: "ep-guests-wrap" }, h("div", { class: "ep-gcount" }, e.guests.length + " guests"), h("div", { class: "ep-sub" }, sum),
              h("div", { class: "ep-guests", id: base + ".guests" }, e.guests.map(function (g) { return guestRow(e, g); })))));
        }
        if (e.description) rows.push(h("div", { class: "ep-row" }, h("span", { class: "ep-ico" }, icon("subject", 20, "#444746")), h("div", { class: "ep-desc" }, e.description)));
        if (e.kind === "focus") rows.push(h("div", { class: "ep-row" }, h("span", { class: "ep-ico" }, icon("headphones", 20, "#444746")), h("div", null, "Focus time ⋅ Notifications muted in Chat")));
        rows.push(h("div", { class: "ep-row" }, h("span", { class: "ep-ico" }, icon("notifications", 20, "#444746")), h("div", null, e.start ? "10 minutes before" : "1 day before at 9am")));
        var cal = calBy[e.cal] || calBy.maya;
        rows.push(h("div", { class: "ep-row" }, h("span", { class: "ep-ico" }, icon(e.kind === "birthday" ? "cake" : "calendar_today", 20, "#444746")),
          h("div", null, cal.name, e.organizer && e.organizer !== "me" && (e.guests || []).length ? h("div", { class: "ep-sub" }, "Created by: " + personOf(e.organizer).name) : null)));
        if ((e.guests || []).some(function (g) { return g.key === "me"; })) {
          var st = myStatus(e);
          function rsvpBtn(v, label) {
            return h("button", { class: "rsvp" + (st === v ? " sel" : ""), id: base + ".rsvp." + v, type: "button",
              onclick: function (ev) { ev.stopPropagation(); S.rsvp = withKey(S.rsvp, id, v); renderMain(); reopen(id); } },
              st === v ? icon("check", 18) : null, label);
          }
          rows.push(h("div", { class: "ep-rsvp" }, h("span", { class: "going" }, "Going?"), rsvpBtn("yes", "Yes"), rsvpBtn("no", "No"), rsvpBtn("maybe", "Maybe"),
            btn(base + ".rsvp.more", "arrow_drop_down", "More options", null, { size: 20, cls: "sm" })));
        }
        return rows;
      }
      function reopen(id) {
        var chip = mainHost.querySelector('[data-igg-id="calendar.ev.' + id + '"]');
        if (chip && eventPop) { refreshEventPop(); } else if (chip) openEvent(id, chip); else closePop();
        if (!S.declined && S.rsvp[id] === "no") closePop();
      }
      function guestRow(e, g) {
        var p = g.key === "me" ? C.me : personOf(g.key);
        var st = g.key === "me" ? myStatus(e) : g.status;
        var base = "calendar.pop.guest." + g.key;
        var badge = st === "yes" ? h("span", { class: "badge yes" }, icon("check", 10, "#fff")) : st === "no" ? h("span", { class: "badge no" }, icon("close", 10, "#fff")) :
          st === "maybe" ? h("span", { class: "badge maybe" }, "?") : null;
        var row = h("div", { class: "guest", id: base, role: "button", onclick: function (ev) { ev.stopPropagation(); S.contact = g.key; } },
          h("span", { class: "gav" }, kit.avatar(p, { size: 28 }), badge),
          h("div", { class: "gtext" }, h("div", { class: "gname" }, g.key === "me" ? p.name : p.name), g.organizer ? h("div", { class: "ep-sub" }, "Organizer") : null));
        if (g.key !== "me") {
          kit.hoverCard(row, function () {
            return [h("div", { class: "hc-top" }, kit.avatar(p, { size: 56 }), h("div", null, h("div", { class: "hc-name" }, p.name), h("div", { class: "hc-mail" }, p.email))),
              h("div", { class: "hc-acts" },
                btn(base + ".card.email", "mail", "Send email", function () { act("guest.email." + g.key); snackbar("Opening Gmail to write to " + p.name); }, { size: 20, cls: "hc-btn" }),
                btn(base + ".card.chat", "chat", "Chat", function () { act("guest.chat." + g.key); snackbar("Opening a chat with " + p.name); }, { size: 20, cls: "hc-btn" }),
                btn(base + ".card.video", "videocam", "Video call", function () { act("guest.video." + g.key); snackbar("Starting a Meet call with " + p.name); }, { size: 20, cls: "hc-btn" }),
                btn(base + ".card.schedule", "event", "Schedule event", function () { act("guest.schedule." + g.key); snackbar("New event with " + p.name); }, { size: 20, cls: "hc-btn" }))];
          }, { id: base + ".card", cls: "guest-card", placement: "left-start" });
        }
        return row;
      }
      function closePop() { if (eventPop) { eventPop.close("close"); eventPop = null; } S.popover = null; }
      function deleteEvent(id) {
        closePop();
        S.deleted = toggled(S.deleted, id, true);
        S.toast = "deleted";
        renderMain();
        snackbar("Event deleted", function () { S.deleted = without(S.deleted, id); undone(); renderMain(); }, { key: "deleted" });
      }

      /* ---------------- quick-create dialog ---------------- */
      var quickEl = null;
      function openQuick(at, tab) {
        closePop();
        S.$set({ quick: { date: at.date, start: at.start }, quick_tab: tab || "event", quick_start: null, quick_times: false, quick_added: [], rooms: null, room: null });
        renderMain(); renderQuick();
      }
      function closeQuick() {
        S.$set({ quick: null, quick_times: false, rooms: null });
        if (quickEl) { quickEl.remove(); quickEl = null; }
        // only the draft chip goes: the grid is not drawn again, so a press on an event that
        // closed the dialog still ends in that event's click
        Array.prototype.forEach.call(mainHost.querySelectorAll(".ev.draft"), function (d) { d.remove(); });
      }
      var roomsTimer = null;
      var quickPlace = null;  // where the dialog stands, kept while it is drawn again for the same day
      function renderQuick() {
        if (quickEl) {
          quickPlace = S.quick ? { date: S.quick.date, left: quickEl.style.left, top: quickEl.style.top } : null;
          quickEl.remove(); quickEl = null;
        } else quickPlace = null;
        if (!S.quick) return;
        var q = S.quick, tab = S.quick_tab, start = mins(S.quick_start || q.start || "12:00");
        var base = "calendar.qc";
        var handle = h("div", { class: "qc-handle", id: base + ".handle" }, icon("drag_handle", 20, "#444746"),
          btn(base + ".close", "close", "Close", function () { closeQuick(); renderMain(); }, { size: 20, cls: "sm qc-x" }));
        function tabBtn(k, label) {
          return h("button", { class: "qc-tab" + (tab === k ? " sel" : ""), id: base + ".tab." + k, type: "button",
            onclick: function (e) { e.stopPropagation(); S.quick_tab = k; renderQuick(); } }, label);
        }
        function row(ic, content, id, onClick) {
          return h("div", { class: "qc-row" + (onClick ? " click" : ""), id: id, onclick: onClick ? function (e) { e.stopPropagation(); onClick(); } : null },
            h("span", { class: "qc-ico" }, icon(ic, 20, "#444746")), h("div", { class: "qc-cell" }, content));
        }
        var body = [];
        var timeChip = h("button", { class: "qc-time", id: base + ".start", type: "button", onclick: function (e) { e.stopPropagation(); S.quick_times = !S.quick_times; renderQuick(); } }, t12full(start));
        var whenLine = h("div", { class: "qc-when" }, h("span", { class: "qc-date" }, longDate(q.date)), tab === "task" ? null : [" ", timeChip, " – ", h("span", { class: "qc-time end" }, t12full(start + 60))]);
        if (tab === "task") whenLine.appendChild(h("span", null, " ", timeChip));
        var times = null;
        if (S.quick_times) {
          times = h("div", { class: "qc-times", id: base + ".times" });
          for (var m = 0; m < 1440; m += 15) {
            (function (m) {
              times.appendChild(h("div", { class: "qc-tm" + (m === start ? " sel" : ""), id: base + ".time." + hm(m).replace(":", ""), role: "option",
                onclick: function (e) { e.stopPropagation(); S.$set({ quick_start: hm(m), quick_times: false }); renderQuick(); renderMain(); } }, t12full(m)));
            })(m);
          }
        }
        body.push(row("schedule", [whenLine, tab === "task" ? null : h("div", { class: "qc-sub" }, "Time zone ⋅ Does not repeat")], base + ".when"));
        if (tab === "event") {
          var added = S.quick_added;
          body.push(row("group", has(added, "guests") ? h("input", { type: "text", class: "qc-input", placeholder: "Add guests", "aria-label": "Add guests" }) : h("span", null, "Add guests"), base + ".guests",
            has(added, "guests") ? null : function () { S.quick_added = toggled(added, "guests", true); renderQuick(); }));
          body.push(has(added, "meet") ? row("videocam", [h("span", { class: "meet-joined" }, "Join with Google Meet"), h("div", { class: "qc-sub" }, "meet.google.com/wqd-ntxa-hvk")], base + ".meet")
            : h("div", { class: "qc-row" }, h("span", { class: "qc-ico meet" }, icon("videocam", 20, "#1a73e8")),
              h("button", { class: "meet-btn", id: base + ".meet", type: "button", onclick: function (e) { e.stopPropagation(); S.quick_added = toggled(added, "meet", true); renderQuick(); } }, "Add Google Meet video conferencing")));
          var roomsContent;
          if (S.room) {
            var rm = C.rooms.filter(function (r) { return r.slug === S.room; })[0];
            roomsContent = [h("div", null, rm.name + " (" + rm.capacity + ")"), h("div", { class: "qc-sub" }, rm.features)];
          } else if (S.rooms === "loading") {
            roomsContent = [h("span", null, "Add rooms or location"), h("div", { class: "qc-rooms", id: base + ".rooms" }, h("div", { class: "rooms-loading", id: base + ".rooms.loading" }, h("span", { class: "kit-spinner" }), "Finding rooms…"))];
          } else if (S.rooms === "shown") {
            roomsContent = [h("span", null, "Add rooms or location"), h("div", { class: "qc-rooms", id: base + ".rooms" },
              h("div", { class: "rooms-head" }, "Suggested rooms"),
              C.rooms.map(function (r) {
                return h("div", { class: "room", id: base + ".room." + r.slug, role: "button", onclick: function (e) { e.stopPropagation(); S.$set({ room: r.slug, rooms: null }); renderQuick(); } },
                  icon("meeting_room", 18, "#444746"), h("div", null, h("div", { class: "rn" }, r.name + " (" + r.capacity + ")"), h("div", { class: "qc-sub" }, r.features)));
              }))];
          } else roomsContent = h("span", null, "Add rooms or location");
          body.push(row("location_on", roomsContent, base + ".location", S.rooms || S.room ? null : function () { openRooms(); }));
          body.push(row("subject", has(added, "description") ? h("textarea", { class: "qc-input", rows: 2, placeholder: "Add description", "aria-label": "Add description" }) : h("span", null, "Add description or attachments"), base + ".description",
            has(added, "description") ? null : function () { S.quick_added = toggled(added, "description", true); renderQuick(); }));
          body.push(row("calendar_today", [h("div", null, C.me.name, h("span", { class: "cal-dot", style: { background: calBy.maya.color } })),
            h("div", { class: "qc-sub" }, "Busy ⋅ Default visibility ⋅ Notify 10 minutes before")], base + ".calendar"));
        } else if (tab === "task") {
          body.push(row("subject", h("span", null, "Add description"), base + ".task-description"));
          body.push(row("checklist", h("div", null, "My Tasks"), base + ".list"));
        } else {
          body.push(h("div", { class: "qc-appt" }, h("div", { class: "qc-appt-t" }, "Appointment schedule"),
            h("div", null, "Create a booking page you can share with others so they can book time with you themselves."),
            h("a", { class: "qc-link", id: base + ".appt.learn", onclick: function () { act("appointment.learn-more"); } }, "See how it works")));
        }
        quickEl = h("div", { class: "quick", id: base, role: "dialog", "aria-label": "Create event" },
          handle,
          h("div", { class: "qc-title-wrap" }, h("input", { type: "text", class: "qc-title", id: base + ".title", placeholder: tab === "appointment" ? "Add title" : "Add title", "aria-label": "Add title" })),
          h("div", { class: "qc-tabs" }, tabBtn("event", "Event"), tabBtn("task", "Task"), tabBtn("appointment", "Appointment schedule")),
          h("div", { class: "qc-body" }, body),
          h("div", { class: "qc-foot" },
            h("button", { class: "text-btn", id: base + ".more", type: "button", onclick: function (e) { e.stopPropagation(); act("quick.more-options"); var d = S.quick.date; closeQuick(); S.$set({ page: "edit", edit_event: null }); renderAll(); } }, "More options"),
            h("button", { class: "fill-btn", id: base + ".save", type: "button", onclick: function (e) {
              e.stopPropagation();
              var title = quickEl.querySelector(".qc-title").value;
              var entry = { date: S.quick.date, start: hm(start), title: title || "(No title)", kind: S.quick_tab };
              S.created = S.created.concat([entry]);
              closeQuick();
              renderMain();
              S.toast = "saved";
              snackbar(entry.kind === "task" ? "Task created" : "Event saved", function () { S.created = S.created.slice(0, -1); undone(); renderMain(); }, { key: "saved" });
            } }, tab === "appointment" ? "Next" : "Save")));
        if (times) quickEl.appendChild(times);
        floatHost.appendChild(quickEl);
        placeQuick();
        if (times) {
          var tb = quickEl.querySelector(".qc-time").getBoundingClientRect(), qb = quickEl.getBoundingClientRect();
          times.style.left = (tb.left - qb.left) + "px"; times.style.top = (tb.bottom - qb.top + 4) + "px";
          times.scrollTop = Math.max(0, (start / 15) * 32 - 64);
        }
        kit.draggable(quickEl, handle, { bounds: "viewport", onEnd: function (p) { S.quick = Object.assign({}, S.quick, { x: p.left, y: p.top }); } });
      }
      function placeQuick() {
        var q = S.quick, w = quickEl.offsetWidth, hgt = quickEl.offsetHeight, vw = window.innerWidth, vh = window.innerHeight;
        var left, top;
        if (typeof q.x === "number" && typeof q.y === "number") { left = q.x; top = q.y; }
        else if (quickPlace && quickPlace.date === q.date) { quickEl.style.left = quickPlace.left; quickEl.style.top = quickPlace.top; return; }
        else {
          var col = mainHost.querySelector('[data-igg-id="calendar.day.' + q.date + '"]') || mainHost.querySelector('[data-igg-id="calendar.month.cell.' + q.date + '"]');
          var r = col ? col.getBoundingClientRect() : { left: vw / 2 - w / 2, right: vw / 2 - w / 2, top: 80 };
          var slotTop = col && col.classList.contains("tg-col") ? r.top + mins(S.quick_start || q.start || "12:00") / 60 * HOUR : r.top;
          left = r.right + 8 + w <= vw - 8 ? r.right + 8 : r.left - w - 8;
          if (left < 8) left = Math.max(8, (vw - w) / 2);
          top = Math.max(72, Math.min(slotTop - 60, vh - hgt - 8));
        }
        quickEl.style.left = Math.round(left) + "px"; quickEl.style.top = Math.round(Math.max(0, top)) + "px";
      }
      function openRooms() {
        S.rooms = "loading"; renderQuick();
        if (roomsTimer) clearTimeout(roomsTimer);
        roomsTimer = setTimeout(function () { roomsTimer = null; if (S.rooms === "loading") { S.rooms = "shown"; renderQuick(); } }, ROOMS_MS);
      }
      document.addEventListener("pointerdown", function (e) {
        if (!quickEl || !S.quick) return;
        var t = e.target;
        if (quickEl.contains(t) || (t.closest && t.closest(".kit-menu, .kit-popover, .kit-notice, .kit-backdrop, .help-win"))) return;
        // a press outside the quick-create dialog discards it, as Google Calendar does; the click that follows is spent
        closeQuick();
        swallowClick = !!(t.classList && (t.classList.contains("tg-col") || t.classList.contains("mv-cell") || t.classList.contains("hline")));
      }, true);

      /* ---------------- side panel and strip ---------------- */
      var tasksTimer = null, tasksReady = false;
      function openPanel(name) {
        S.sidepanel = S.sidepanel === name ? null : name;
        if (S.sidepanel === "tasks") startTasks();
        renderPanel(); renderStrip();
      }
      function startTasks() {
        tasksReady = false; S.panel_loading = true;
        if (tasksTimer) clearTimeout(tasksTimer);
        tasksTimer = setTimeout(function () { tasksTimer = null; tasksReady = true; S.panel_loading = false; renderPanel(); }, TASKS_MS);
      }
      function renderStrip() {
        stripHost.innerHTML = "";
        if (S.page === "settings" || S.page === "edit" || S.page === "trash") return;
        function sbtn(name, label, ic, color) {
          var b = h("button", { class: "strip-btn" + (S.sidepanel === name ? " sel" : ""), id: "calendar.side." + name, type: "button", "aria-label": label,
            onclick: function (e) { e.stopPropagation(); openPanel(name); } }, h("span", { class: "strip-ico", style: { background: color } }, icon(ic, 16, "#fff")));
          kit.tooltip(b, label, { placement: "left" });
          return b;
        }
        stripHost.appendChild(h("div", { class: "gc-strip", id: "calendar.strip" },
          sbtn("keep", "Keep", "lightbulb", "#f6b400"), sbtn("tasks", "Tasks", "task_alt", "#1a73e8"),
          sbtn("contacts", "Contacts", "person", "#1a73e8"), sbtn("maps", "Maps", "location_on", "#34a853"),
          h("div", { class: "strip-div" }),
          btn("calendar.side.addons", "add", "Get Add-ons", function () { act("addons"); snackbar("Opening Google Workspace Marketplace…"); }, { size: 20, cls: "sm" })));
      }
      var tasksListScroll = S.tasks_scroll;
      function renderPanel() {
        var oldList = panelHost.querySelector(".tasks-list");
        if (oldList) tasksListScroll = oldList.scrollTop;
        panelHost.innerHTML = "";
        shell.classList.toggle("panel-open", !!S.sidepanel && S.page !== "settings" && S.page !== "edit" && S.page !== "trash");
        if (!S.sidepanel || S.page === "settings" || S.page === "edit" || S.page === "trash") return;
        var name = S.sidepanel;
        var titles = { tasks: "TASKS", keep: "KEEP", contacts: "CONTACTS", maps: "MAPS" };
        var content;
        if (name === "tasks") content = tasksPanel();
        else if (name === "keep") content = keepPanel();
        else if (name === "contacts") content = contactsPanel();
        else content = mapsPanel();
        panelHost.appendChild(h("div", { class: "gc-panel", id: "calendar.panel" },
          h("div", { class: "panel-head" }, h("span", { class: "pt" }, titles[name]),
            name === "tasks" ? h("span", { class: "psub" }, "My Tasks") : null,
            btn("calendar.panel.close", "close", "Close", function () { S.sidepanel = null; renderPanel(); renderStrip(); }, { size: 20, cls: "sm" })),
          content));
        var l = panelHost.querySelector(".tasks-list");
        if (l) l.scrollTop = tasksListScroll;
      }
      function tasksPanel() {
        if (!tasksReady) return h("div", { class: "panel-loading", id: "calendar.tasks.loading" }, h("span", { class: "kit-spinner" }));
        var open = C.tasks.filter(function (t) { return !has(S.tasks_done, t.slug); });
        var done = C.tasks.filter(function (t) { return has(S.tasks_done, t.slug); });
        function item(t, isDone) {
          var base = "calendar.task." + t.slug;
          var row = h("div", { class: "task" + (isDone ? " done" : ""), id: base },
            h("button", { class: "task-check", id: base + ".done", type: "button", "aria-label": isDone ? "Mark incomplete" : "Mark complete",
              onclick: function (e) { e.stopPropagation(); S.tasks_done = toggled(S.tasks_done, t.slug); renderPanel();
                if (!isDone) snackbar("1 task completed", function () { S.tasks_done = without(S.tasks_done, t.slug); undone(); renderPanel(); }); } },
              icon(isDone ? "check" : "radio_button_unchecked", 20, isDone ? "#0b57d0" : "#444746")),
            h("div", { class: "task-text" }, h("div", { class: "task-t" }, t.title), t.note ? h("div", { class: "task-n" }, t.note) : null,
              t.due_label ? h("span", { class: "task-due" + (t.overdue ? " overdue" : "") }, t.due_label) : null),
            h("button", { class: "task-star" + (has(S.tasks_starred, t.slug) ? " on" : ""), id: base + ".star", type: "button", "aria-label": "Star task",
              onclick: function (e) { e.stopPropagation(); S.tasks_starred = toggled(S.tasks_starred, t.slug); renderPanel(); } },
              icon(has(S.tasks_starred, t.slug) ? "star-fill" : "star", 20, has(S.tasks_starred, t.slug) ? "#0b57d0" : "#444746")));
          return row;
        }
        return h("div", { class: "tasks" },
          h("button", { class: "add-task", id: "calendar.tasks.add", type: "button", onclick: function (e) { e.stopPropagation(); act("tasks.add"); } }, icon("add_task", 20, "#0b57d0"), "Add a task"),
          h("div", { class: "tasks-list", id: "calendar.tasks.list" }, open.map(function (t) { return item(t, false); }),
            done.length ? h("div", { class: "done-head" }, "Completed (" + done.length + ")") : null, done.map(function (t) { return item(t, true); })));
      }
      function keepPanel() {
        return h("div", { class: "keep" },
          h("div", { class: "keep-new", id: "calendar.keep.new" }, "Take a note…"),
          h("div", { class: "keep-list", id: "calendar.keep.list" }, C.notes.map(function (n) {
            var base = "calendar.note." + n.slug, pinned = has(S.notes_pinned, n.slug);
            return h("div", { class: "note" + (pinned ? " pinned" : ""), id: base, style: { background: n.color } },
              h("div", { class: "note-t" }, n.title),
              h("div", { class: "note-b" }, n.body.split("\n").map(function (l) { return h("div", null, l); })),
              h("button", { class: "note-pin", id: base + ".pin", type: "button", "aria-label": pinned ? "Unpin note" : "Pin note",
                onclick: function (e) { e.stopPropagation(); S.notes_pinned = toggled(S.notes_pinned, n.slug); renderPanel(); } },
                icon(pinned ? "keep-fill" : "keep", 20, "#444746")));
          })));
      }
      function contactsPanel() {
        var keys = Object.keys(people).filter(function (k) { return k !== "me"; }).sort(function (a, b) { return people[a].name.localeCompare(people[b].name); });
        return h("div", { class: "contacts-list", id: "calendar.contacts.list" }, keys.map(function (k) {
          return h("div", { class: "contact", id: "calendar.contact." + k, role: "button", onclick: function (e) { e.stopPropagation(); S.contact = k; } },
            kit.avatar(people[k], { size: 32 }), h("div", null, h("div", { class: "gname" }, people[k].name), h("div", { class: "ep-sub" }, people[k].email)));
        }));
      }
      function mapsPanel() {
        return h("div", { class: "maps" },
          h("div", { class: "maps-search" }, icon("search", 20, "#444746"), h("input", { type: "text", placeholder: "Search Google Maps", "aria-label": "Search Google Maps" })),
          h("div", { class: "maps-head" }, "Your places"),
          [["home", "Home", "412 5th St, Brooklyn, NY 11215"], ["work", "Work", "Fernwood Labs, 75 Varick St, New York, NY 10013"]].map(function (p) {
            return h("div", { class: "contact", id: "calendar.maps." + p[0], role: "button", onclick: function () { act("maps." + p[0]); } },
              icon(p[0] === "home" ? "home" : "work", 24, "#444746"), h("div", null, h("div", { class: "gname" }, p[1]), h("div", { class: "ep-sub" }, p[2])));
          }),
          h("div", { class: "maps-head" }, "Upcoming"),
          allEvents().filter(function (e) { return e.location && e.date >= TODAY && e.date <= addDays(TODAY, 3); }).slice(0, 5).map(function (e) {
            return h("div", { class: "contact", id: "calendar.maps.ev." + e.id, role: "button", onclick: function () { act("maps.directions." + e.id); } },
              icon("directions", 24, "#1a73e8"), h("div", null, h("div", { class: "gname" }, e.title), h("div", { class: "ep-sub" }, e.location)));
          }));
      }

      /* ---------------- loading chip ---------------- */
      var loadingEl = null;
      function renderLoading() {
        if (loadingEl) { loadingEl.remove(); loadingEl = null; }
        if (S.loading || S.loading_cal) {
          loadingEl = h("div", { class: "loading-chip", id: "calendar.loading", role: "status" }, "Loading…");
          floatHost.appendChild(loadingEl);
        }
      }

      /* ---------------- banner ---------------- */
      var bannerEl = null;
      function renderBanner() {
        if (bannerEl) { bannerEl.remove(); bannerEl = null; }
        if (S.banner !== "notifications") return;
        bannerEl = h("div", { class: "notif-card", id: "calendar.banner.notifications", role: "dialog" },
          h("div", { class: "nc-ico" }, icon("notifications_active", 24, "#0b57d0")),
          h("div", { class: "nc-t" }, "Get notified about upcoming events"),
          h("div", { class: "nc-b" }, "Turn on desktop notifications so you don't miss the start of a meeting. You can change this later in Settings."),
          h("div", { class: "nc-acts" },
            h("button", { class: "text-btn", id: "calendar.banner.notifications.dismiss", type: "button", onclick: function (e) { e.stopPropagation(); S.banner = null; renderBanner(); } }, "No thanks"),
            h("button", { class: "fill-btn", id: "calendar.banner.notifications.enable", type: "button", onclick: function (e) { e.stopPropagation(); S.banner = null; act("notifications.enable"); renderBanner(); snackbar("Desktop notifications turned on"); } }, "Turn on")));
        floatHost.appendChild(bannerEl);
      }

      /* ---------------- dialogs ---------------- */
      var dialog = null;
      function renderDialog() {
        if (dialog) { var d0 = dialog; dialog = null; d0.close("replaced"); }
        var which = S.dialog;
        if (!which) return;
        function closed(reason) { if (S.dialog === which && reason !== "replaced") S.dialog = null; dialog = null; }
        if (which === "send-update") {
          dialog = kit.dialog({ id: "calendar.dialog.send-update", title: null, closeButton: false, cls: "gc-dialog",
            body: h("div", { class: "dlg-text" }, "Would you like to send update emails to existing Google Calendar guests?"),
            actions: [
              { id: "calendar.dialog.send-update.back", label: "Back", onClick: function () { if (pendingUndo) pendingUndo(); pendingUndo = null; act("send-update.back"); } },
              { id: "calendar.dialog.send-update.dont", label: "Don't send", onClick: function () { act("send-update.dont-send"); snackbar("Event saved"); } },
              { id: "calendar.dialog.send-update.send", label: "Send", primary: true, onClick: function () { act("send-update.send"); snackbar("Event saved. Guests will be notified."); } }],
            onClose: closed });
        } else if (which === "timezone") {
          dialog = kit.dialog({ id: "calendar.dialog.timezone", title: "Update your time zone?", closeButton: false, cls: "gc-dialog",
            body: h("div", { class: "dlg-text" }, "Your current time zone, (GMT-07:00) Pacific Time - Los Angeles, is different from your primary time zone, (GMT-04:00) Eastern Time - New York. Would you like to update your primary time zone?",
              h("label", { class: "dlg-check" }, h("span", { class: "cbox-sq" }), "Don't ask me again")),
            actions: [
              { id: "calendar.dialog.timezone.keep", label: "Don't update", onClick: function () { act("timezone.keep"); } },
              { id: "calendar.dialog.timezone.update", label: "Update", primary: true, onClick: function () { act("timezone.update"); snackbar("Time zone updated to Pacific Time - Los Angeles"); } }],
            onClose: closed });
        } else if (which === "shortcuts") {
          var groups = [["Navigation", [["Previous period", "k or p"], ["Next period", "j or n"], ["Show today", "t"], ["Go to date", "g"]]],
            ["Views", [["Day", "1 or d"], ["Week", "2 or w"], ["Month", "3 or m"], ["Custom view", "4 or x"], ["Schedule", "5 or a"], ["Year", "6 or y"]]],
            ["Actions", [["Create event", "c"], ["See event details", "e"], ["Delete event", "Backspace or Delete"], ["Undo", "z"], ["Back to the previous screen", "Esc"]]],
            ["Application", [["Search", "/"], ["Open settings", "s"], ["Open shortcut help", "Shift + ?"]]]];
          dialog = kit.dialog({ id: "calendar.dialog.shortcuts", title: "Keyboard shortcuts", cls: "gc-dialog shortcuts",
            body: h("div", { class: "sc-body", id: "calendar.dialog.shortcuts.body" }, groups.map(function (g) {
              return h("div", { class: "sc-group" }, h("div", { class: "sc-h" }, g[0]), g[1].map(function (r) { return h("div", { class: "sc-row" }, h("span", null, r[0]), h("span", { class: "kbd" }, r[1])); }));
            })), onClose: closed });
        }
      }

      /* ---------------- Help window (draggable) ---------------- */
      var helpEl = null;
      function renderHelp() {
        if (helpEl) { helpEl.remove(); helpEl = null; }
        if (!S.help) return;
        var articles = [["create-event", "Create an event"], ["share-calendar", "Share your calendar with someone"], ["appointment", "Learn about appointment schedules"],
          ["working-hours", "Set your working hours & location"], ["time-zones", "Use Google Calendar in different time zones"], ["ooo", "Show when you're out of office"],
          ["import", "Import events to Google Calendar"], ["notifications", "Change your notifications"]];
        var title = h("div", { class: "help-bar", id: "calendar.help.titlebar" }, h("span", { class: "hb-t" }, "Help"),
          btn("calendar.help.popout", "open_in_new", "Open in new window", function () { act("help.popout"); }, { size: 20, cls: "sm" }),
          btn("calendar.help.close", "close", "Close", function () { S.help = null; renderHelp(); }, { size: 20, cls: "sm" }));
        helpEl = h("div", { class: "help-win", id: "calendar.help.window", role: "dialog" }, title,
          h("div", { class: "help-body" },
            h("div", { class: "help-search" }, icon("search", 20, "#444746"), h("input", { type: "text", placeholder: "Search Help", "aria-label": "Search Help" })),
            h("div", { class: "help-h" }, "Popular help resources"),
            articles.map(function (a) {
              return h("a", { class: "help-link", id: "calendar.help.article." + a[0], onclick: function () { act("help.article." + a[0]); } }, icon("description", 20, "#444746"), a[1]);
            }),
            h("div", { class: "help-h" }, "Need more help?"),
            h("a", { class: "help-link", id: "calendar.help.community", onclick: function () { act("help.community"); } }, icon("group", 20, "#444746"), "Ask the Help Community"),
            h("a", { class: "help-link", id: "calendar.help.send-feedback", onclick: function () { act("help.feedback"); } }, icon("feedback", 20, "#444746"), "Send feedback")));
        floatHost.appendChild(helpEl);
        if (typeof S.help.x === "number" && typeof S.help.y === "number") { helpEl.style.left = S.help.x + "px"; helpEl.style.top = S.help.y + "px"; helpEl.style.right = "auto"; }
        kit.draggable(helpEl, title, { bounds: "viewport", onEnd: function (p) { S.help = { x: p.left, y: p.top }; } });
      }

      /* ---------------- search, settings, trash, editor ---------------- */
      var searchTimer = null, searchReady = false;
      function searchPage() {
        var q = (S.search || "").toLowerCase();
        var wrap = h("div", { class: "gc-main searchview", id: "calendar.search.results" });
        if (!q) { wrap.appendChild(h("div", { class: "sv-empty" }, "Search for events by title, guests or location")); return wrap; }
        if (!searchReady) {
          wrap.appendChild(h("div", { class: "panel-loading", id: "calendar.search.loading" }, h("span", { class: "kit-spinner" })));
          if (!searchTimer) searchTimer = setTimeout(function () { searchTimer = null; searchReady = true; renderMain(); }, SEARCH_MS);
          return wrap;
        }
        var found = allEvents().filter(function (e) {
          return e.title.toLowerCase().indexOf(q) >= 0 || (e.location || "").toLowerCase().indexOf(q) >= 0 ||
            (e.guests || []).some(function (g) { return personOf(g.key).name.toLowerCase().indexOf(q) >= 0; });
        }).sort(function (a, b) { return (a.date + (a.start || "")).localeCompare(b.date + (b.start || "")); });
        wrap.appendChild(h("div", { class: "sr-count" }, found.length + (found.length === 1 ? " result" : " results") + " for “" + S.search + "”"));
        found.forEach(function (e) {
          var el = h("div", { class: "sv-ev sr", id: "calendar.search.result." + e.id, role: "button" },
            h("span", { class: "sr-date" }, dnum(e.date) + " " + MONTHS[mnum(e.date)].slice(0, 3).toUpperCase() + ", " + DAYS[dow(e.date)].slice(0, 3).toUpperCase()),
            h("span", { class: "dot", style: { background: colorOf(e) } }),
            h("span", { class: "sv-tm" }, e.start ? range12(mins(e.start), mins(e.end)) : "All day"), h("span", { class: "sv-t" }, e.title));
          el.addEventListener("click", function (ev) { ev.stopPropagation(); openEvent(e.id, el); });
          wrap.appendChild(el);
        });
        return wrap;
      }

      function setting(key, def) { return key in S.settings ? S.settings[key] : def; }
      function check(key, label, def, sub) {
        var on = setting(key, def);
        var el = h("div", { class: "st-check", id: "calendar.settings." + key, role: "checkbox", "aria-checked": on ? "true" : "false",
          onclick: function (e) { e.stopPropagation(); S.settings = withKey(S.settings, key, !on); renderMain(); } },
          h("span", { class: "cbox-sq" + (on ? " on" : "") }, on ? icon("check", 16, "#fff") : null),
          h("div", null, h("div", null, label), sub ? h("div", { class: "st-sub" }, sub) : null));
        return el;
      }
      function select(key, label, value) {
        return h("div", { class: "st-field" }, h("div", { class: "st-label" }, label),
          h("button", { class: "st-select", id: "calendar.settings." + key, type: "button", onclick: function (e) { e.stopPropagation(); act("settings.select." + key); } }, h("span", null, value), icon("arrow_drop_down", 20)));
      }
      function button(key, label, fn, cls) {
        return h("button", { class: (cls || "outline-btn") + " st-btn", id: "calendar.settings." + key, type: "button",
          onclick: function (e) { e.stopPropagation(); if (fn) fn(); else { S.settings = withKey(S.settings, key, true); renderMain(); } } }, label);
      }
      function section(slug, title, content) {
        return h("section", { class: "st-sec", id: "calendar.settings.sec." + slug }, h("h2", null, title), content);
      }
      function settingsNav() {
        return h("nav", { class: "st-nav", id: "calendar.settings.nav" }, C.settings_nav.map(function (g, gi) {
          var groupPage = gi === 0 ? "general" : null;
          return h("div", { class: "st-group" },
            h("div", { class: "st-gh" + (gi === 0 && S.settings_page === "general" ? " sel" : ""), id: "calendar.settings.nav.group." + slugify(g.group),
              onclick: gi === 0 ? function () { S.$set({ settings_page: "general" }); renderMain(); window.scrollTo(0, 0); } : null }, g.group),
            g.items.map(function (it) {
              var page = gi === 0 ? "general" : it.slug;
              return h("div", { class: "st-item" + (S.settings_page === it.slug ? " sel" : ""), id: "calendar.settings.nav." + it.slug, role: "link",
                onclick: function (e) {
                  e.stopPropagation();
                  S.settings_page = page; renderMain();
                  if (gi === 0) { var sec = mainHost.querySelector('[data-igg-id="calendar.settings.sec.' + it.slug + '"]'); if (sec) window.scrollTo(0, sec.offsetTop - 72); }
                  else window.scrollTo(0, 0);
                } },
                gi >= 2 ? h("span", { class: "st-dot", style: { background: (calBy[it.slug.slice(4)] || {}).color } }) : null, it.label);
            }));
        }));
      }
      function settingsPage() {
        var p = S.settings_page, content;
        if (p === "general") {
          content = [
            section("language", "Language and region", [select("language-select", "Language", "English (US)"), select("country", "Country", "United States"),
              select("date-format", "Date format", "12/31/2026"), select("time-format", "Time format", "1:00pm")]),
            section("time-zone", "Time zone", [check("secondary-tz", "Display secondary time zone", false), select("primary-tz", "Primary time zone", "(GMT-04:00) Eastern Time - New York"),
              check("ask-tz", "Ask to update my primary time zone to current location", true)]),
            section("world-clock", "World clock", [check("world-clock", "Show world clock", false),
              h("div", { class: "st-clocks" }, C.world_clocks.map(function (c) { return h("div", { class: "st-clock" }, c.city + " (" + c.offset + ")"); })),
              button("add-clock", "Add time zone")]),
            section("event-settings", "Event settings", [select("duration", "Default duration", "60 minutes"), check("speedy", "Speedy meetings", false, "End 30 minute meetings 5 minutes early and longer meetings 10 minutes early"),
              h("div", { class: "st-label" }, "Default guest permissions"), check("perm-modify", "Modify event", false), check("perm-invite", "Invite others", true), check("perm-see", "See guest list", true),
              select("invitations", "Add invitations to my calendar", "From everyone")]),
            section("notifications", "Notification settings", [select("notify", "Notifications", "Desktop notifications"), check("sounds", "Play notification sounds", true),
              check("notify-responded", "Notify me only if I've responded \"Yes\" or \"Maybe\"", false)]),
            section("view-options", "View options", [check("show-weekends", "Show weekends", true), check("show-declined", "Show declined events", false),
              check("show-completed", "Show completed tasks", true), check("week-numbers", "Show week numbers", false), check("reduce-past", "Reduce the brightness of past events", true),
              check("side-by-side", "View calendars side by side in Day view", false), select("week-start", "Start week on", "Sunday"), select("custom-view", "Set custom view", "4 days")]),
            section("gmail-events", "Events from Gmail", [check("gmail-events", "Show events automatically created by Gmail in my calendar", true)]),
            section("working-hours", "Working hours & location", [check("working-hours", "Enable working hours", true),
              h("div", { class: "st-days" }, ["S", "M", "T", "W", "T", "F", "S"].map(function (x, i) { return h("span", { class: "st-daychip" + (i > 0 && i < 6 ? " on" : "") }, x); })),
              h("div", { class: "st-hours" }, "9:00am – 5:30pm ⋅ Office (75 Varick St) Monday to Thursday, Home on Friday")]),
            section("keyboard", "Keyboard shortcuts", [check("keyboard-shortcuts", "Enable keyboard shortcuts", true, "Press \"?\" to show the list of available keyboard shortcuts")]),
            section("offline", "Offline", [check("offline", "Turn on offline calendar", false, "Use Calendar offline on this computer. Events are synced every few minutes.")]),
          ];
        } else if (p.indexOf("cal-") === 0 && calBy[p.slice(4)]) {
          var c = calBy[p.slice(4)], mine = c.section === "mine";
          content = [
            section("cal-settings", "Calendar settings", [h("div", { class: "st-field" }, h("div", { class: "st-label" }, "Name"), h("input", { class: "st-input", type: "text", value: c.name, "aria-label": "Name" })),
              h("div", { class: "st-field" }, h("div", { class: "st-label" }, "Description"), h("textarea", { class: "st-input", rows: 3, "aria-label": "Description" })),
              select("cal-tz", "Time zone", "(GMT-04:00) Eastern Time - New York")]),
            mine ? section("access", "Access permissions for events", [check("public." + c.slug, "Make available to public", false), check("org." + c.slug, "Make available for Fernwood Labs", c.slug === "maya", "See all event details")]) : null,
            mine ? section("share", "Share with specific people or groups", [h("div", { class: "st-share" }, kit.avatar(C.me, { size: 32 }), h("div", null, C.me.name, h("div", { class: "st-sub" }, C.me.email)), h("span", { class: "st-sub" }, "Make changes and manage sharing")),
              button("share-add." + c.slug, "Add people and groups")]) : null,
            section("event-notifications", "Event notifications", [h("div", { class: "st-row" }, "Notification ⋅ 10 minutes"), button("add-notification." + c.slug, "Add notification")]),
            section("allday-notifications", "All-day event notifications", [h("div", { class: "st-row" }, "Notification ⋅ 1 day before at 9am"), button("add-allday-notification." + c.slug, "Add notification")]),
            mine ? section("general-notifications", "Other notifications", [select("new-events." + c.slug, "New events", "Email"), select("changed-events." + c.slug, "Changed events", "Email"),
              select("cancelled-events." + c.slug, "Canceled events", "Email"), select("responses." + c.slug, "Event responses", "None"), select("agenda." + c.slug, "Daily agenda", "None")]) : null,
            section("integrate", "Integrate calendar", [h("div", { class: "st-field" }, h("div", { class: "st-label" }, "Calendar ID"), h("div", { class: "st-code" }, c.slug === "maya" ? C.me.email : c.slug + "@group.calendar.google.com")),
              h("div", { class: "st-field" }, h("div", { class: "st-label" }, "Public URL to this calendar"), h("div", { class: "st-code" }, "https://calendar.google.com/calendar/embed?src=" + c.slug)),
              h("div", { class: "st-field" }, h("div", { class: "st-label" }, "Embed code"), h("div", { class: "st-code" }, "<iframe src=\"https://calendar.google.com/calendar/embed?src=" + c.slug + "&ctz=America%2FNew_York\" style=\"border: 0\" width=\"800\" height=\"600\"></iframe>")),
              button("customize." + c.slug, "Customize"),
              h("div", { class: "st-field" }, h("div", { class: "st-label" }, "Secret address in iCal format"), h("div", { class: "st-code" }, "••••••••••••••••••••••••••••••••"))]),
            section("remove", mine && c.slug !== "maya" ? "Remove calendar" : "Remove calendar", [
              h("div", { class: "st-sub" }, mine ? "By deleting a calendar, everyone it's shared with will lose access to it." : "You will no longer have access to this calendar and its events."),
              button((mine ? "delete." : "unsubscribe.") + c.slug, mine ? "Delete" : "Unsubscribe", null, "outline-btn danger")]),
          ];
        } else if (p === "browse") {
          var buildings = [["NYC - 75 Varick St", C.rooms], ["Berlin - Torstraße 140", [["ber-2-spree", "BER-2-Spree", 8], ["ber-2-tiergarten", "BER-2-Tiergarten", 4], ["ber-3-kreuzberg", "BER-3-Kreuzberg", 12]]],
            ["Tokyo - Shibuya Scramble Square", [["tyo-31-fuji", "TYO-31-Fuji", 10], ["tyo-31-sakura", "TYO-31-Sakura", 6], ["tyo-32-kyoto", "TYO-32-Kyoto", 4]]],
            ["Sydney - 1 Bligh St", [["syd-20-bondi", "SYD-20-Bondi", 8], ["syd-20-manly", "SYD-20-Manly", 4]]],
            ["London - 1 St Giles High St", [["lon-5-thames", "LON-5-Thames", 10], ["lon-5-camden", "LON-5-Camden", 6], ["lon-6-soho", "LON-6-Soho", 4]]],
            ["São Paulo - Av. Paulista 1842", [["sao-9-ipiranga", "SAO-9-Ipiranga", 8], ["sao-9-pinheiros", "SAO-9-Pinheiros", 4]]],
            ["Bengaluru - Embassy Golf Links", [["blr-4-cubbon", "BLR-4-Cubbon", 12], ["blr-4-lalbagh", "BLR-4-Lalbagh", 6], ["blr-4-ulsoor", "BLR-4-Ulsoor", 4]]],
            ["Lagos - 12 Admiralty Way", [["los-3-lekki", "LOS-3-Lekki", 8], ["los-3-ikoyi", "LOS-3-Ikoyi", 4]]]];
          content = [section("browse", "Browse resources", buildings.map(function (b) {
            return h("div", { class: "st-building" }, h("div", { class: "st-label" }, b[0]), b[1].map(function (r) {
              var slug = r.slug || r[0], name = r.name || r[1], cap = r.capacity || r[2];
              return check("resource." + slug, name + " (" + cap + ")", false);
            }));
          }))];
        } else if (p === "import-export") {
          content = [section("import", "Import", [h("div", { class: "st-upload" }, icon("cloud_upload", 24, "#444746"), "Select file from your computer"),
            select("import-to", "Add to calendar", C.me.name), button("import-btn", "Import", function () { act("settings.import"); }, "fill-btn")]),
            section("export", "Export", [h("div", { class: "st-sub" }, "Download your events from all calendars you can modify (a .zip of .ics files)."), button("export", "Export", function () { act("settings.export"); snackbar("Exporting your calendars…"); }, "fill-btn")])];
        } else {
          var label = { subscribe: "Subscribe to calendar", create: "Create new calendar", url: "From URL" }[p] || "Settings";
          content = [section(p, label, [h("div", { class: "st-field" }, h("div", { class: "st-label" }, p === "url" ? "URL of calendar" : p === "create" ? "Name" : "Add calendar"),
            h("input", { class: "st-input", type: "text", "aria-label": label })), button("submit." + p, p === "create" ? "Create calendar" : "Add calendar", null, "fill-btn")])];
        }
        return h("div", { class: "st-page" }, settingsNav(), h("div", { class: "st-main", id: "calendar.settings.main." + p }, content));
      }
      function trashPage() {
        var gone = C.events.filter(function (e) { return has(S.deleted, e.id); });
        var items = [["design-review-0302", "Design review (moved to Thursday)", "Mar 2"], ["coffee-chat-0306", "Coffee chat: Greta", "Mar 6"], ["gym-0307", "Gym", "Mar 7"]];
        return h("div", { class: "gc-main trash", id: "calendar.trash" },
          h("div", { class: "trash-note" }, "Events in trash will be automatically deleted after 30 days."),
          gone.map(function (e) { return h("div", { class: "trash-row", id: "calendar.trash." + e.id }, h("span", { class: "sv-t" }, e.title), h("span", { class: "ep-sub" }, e.when),
            btn("calendar.trash." + e.id + ".restore", "restore_from_trash" in {} ? "undo" : "undo", "Restore", function () { S.deleted = without(S.deleted, e.id); renderMain(); }, { size: 20, cls: "sm" })); }),
          items.map(function (it) { return h("div", { class: "trash-row", id: "calendar.trash." + it[0] }, h("span", { class: "sv-t" }, it[1]), h("span", { class: "ep-sub" }, "Deleted " + it[2]),
            btn("calendar.trash." + it[0] + ".restore", "undo", "Restore", function () { act("trash.restore." + it[0]); }, { size: 20, cls: "sm" })); }));
      }

      var findTimer = null, findReady = false;
      function editHeader() {
        var e = S.edit_event ? findEvent(S.edit_event) : null;
        return h("header", { class: "gc-header edit" },
          btn("calendar.edit.close", "close", "Discard changes", function () { S.$set({ page: "calendar", edit_event: null, edit_tab: "details" }); renderAll(); }),
          h("input", { class: "edit-title", type: "text", id: "calendar.edit.title", value: e ? e.title : "", placeholder: "Add title", "aria-label": "Title" }),
          h("button", { class: "fill-btn", id: "calendar.edit.save", type: "button", onclick: function (ev) { ev.stopPropagation(); act("edit.save." + (S.edit_event || "new")); S.$set({ page: "calendar", edit_event: null, toast: "saved" }); renderAll(); snackbar("Event saved", function () { undone(); }, { key: "saved" }); } }, "Save"));
      }
      function editPage() {
        var e = S.edit_event ? findEvent(S.edit_event) : null;
        var tabs = h("div", { class: "edit-tabs" }, [["details", "Event details"], ["find-time", "Find a time"]].map(function (t) {
          return h("button", { class: "edit-tab" + (S.edit_tab === t[0] ? " sel" : ""), id: "calendar.edit.tab." + t[0], type: "button",
            onclick: function (ev) { ev.stopPropagation(); S.edit_tab = t[0]; if (t[0] === "find-time") startFind(); renderMain(); } }, t[1]);
        }));
        var left;
        if (S.edit_tab === "find-time") {
          if (!findReady) { left = h("div", { class: "panel-loading", id: "calendar.edit.find.loading" }, h("span", { class: "kit-spinner" }), h("span", null, "Finding times when everyone is free…")); if (!findTimer) startFind(); }
          else {
            var sugg = ["Thu, Mar 19 ⋅ 2:00 – 3:00pm", "Fri, Mar 20 ⋅ 9:00 – 10:00am", "Mon, Mar 23 ⋅ 11:00am – 12:00pm", "Tue, Mar 24 ⋅ 3:00 – 4:00pm"];
            left = h("div", { class: "find" }, h("div", { class: "find-h" }, "Suggested times"), sugg.map(function (s, i) {
              return h("button", { class: "find-slot", id: "calendar.edit.find.slot." + (i + 1), type: "button", onclick: function (ev) { ev.stopPropagation(); act("edit.find-time." + (i + 1)); S.edit_tab = "details"; renderMain(); } }, s);
            }));
          }
        } else {
          left = h("div", { class: "edit-details" },
            h("div", { class: "edit-when" }, e ? e.when : longDate(S.date) + " ⋅ 12:00pm – 1:00pm"),
            h("div", { class: "edit-row" }, icon("videocam", 20, "#444746"), e && e.meet ? "meet.google.com/" + e.meet : "Add Google Meet video conferencing"),
            h("div", { class: "edit-row" }, icon("location_on", 20, "#444746"), e ? (e.room_name || e.location || "Add location") : "Add location"),
            h("div", { class: "edit-row" }, icon("notifications", 20, "#444746"), "Notification ⋅ 10 minutes"),
            h("div", { class: "edit-row" }, icon("calendar_today", 20, "#444746"), C.me.name),
            h("div", { class: "edit-row" }, icon("subject", 20, "#444746"), h("div", { class: "edit-desc" }, e && e.description ? e.description : "Add description")));
        }
        var guests = h("div", { class: "edit-guests" }, h("div", { class: "find-h" }, "Guests"),
          h("input", { type: "text", class: "qc-input", placeholder: "Add guests", "aria-label": "Add guests" }),
          (e && e.guests || []).slice(0, 12).map(function (g) { var p = g.key === "me" ? C.me : personOf(g.key); return h("div", { class: "guest" }, kit.avatar(p, { size: 28 }), h("div", { class: "gname" }, p.name)); }));
        return h("div", { class: "gc-main editview", id: "calendar.edit" }, tabs, h("div", { class: "edit-cols" }, left, guests));
      }
      function startFind() {
        findReady = false;
        if (findTimer) clearTimeout(findTimer);
        findTimer = setTimeout(function () { findTimer = null; findReady = true; if (S.page === "edit") renderMain(); }, FIND_MS);
      }

      /* ---------------- render everything ---------------- */
      function renderAll() {
        layout();
        renderHeader(); renderSidebar(); renderMain(); renderPanel(); renderStrip(); renderBanner();
        if (!S.quick && quickEl) { quickEl.remove(); quickEl = null; }
      }

      renderAll();
      // Timed states that start at mount.
      if (S.sidepanel === "tasks" && S.panel_loading) startTasks();
      else tasksReady = true;
      if (S.sidepanel === "tasks") renderPanel();
      if (S.loading) setTimeout(function () { S.loading = false; renderAll(); }, LOAD_MS);
      if (S.loading_cal) startCalLoad(S.loading_cal);
      if (S.quick) renderQuick();
      if (S.rooms === "loading") openRooms();
      if (S.edit_tab === "find-time" && S.page === "edit") { startFind(); }
      if (S.popover && S.popover.indexOf("event:") === 0) {
        var chip = mainHost.querySelector('[data-igg-id="calendar.ev.' + S.popover.slice(6) + '"]');
        if (chip) openEvent(S.popover.slice(6), chip); else S.popover = null;
      } else if (S.popover === "account") accountPop.open();
      else if (S.popover === "apps") appsPop.open();
      else if (S.popover) S.popover = null;
      renderDialog();
      renderHelp();
      if (S.page === "settings" && S.settings_scroll) window.scrollTo(0, S.settings_scroll);
      if (S.toast === "saving") {
        snackbar("Saving…", null, { timeout: 0 });
        setTimeout(function () { S.toast = "saved"; snackbar("Event saved", function () { undone(); }, { key: "saved" }); }, SAVE_MS);
      } else if (S.toast === "deleted") {
        snackbar("Event deleted", function () { S.deleted = []; undone(); renderMain(); }, { key: "deleted" });
      } else if (S.toast === "moved") {
        snackbar("Event moved", function () { S.moved = {}; undone(); renderMain(); }, { key: "moved" });
      } else if (S.toast === "saved") {
        snackbar("Event saved", function () { undone(); }, { key: "saved" });
      } else if (S.toast === "duplicated") {
        snackbar("Event duplicated", function () { undone(); }, { key: "duplicated" });
      }
      // A press on a guest's contact card belongs to the event popover it came from.
      document.addEventListener("pointerdown", function (e) {
        if (e.target.closest && e.target.closest(".guest-card")) e.stopImmediatePropagation();
      }, true);
      document.addEventListener("keydown", function (e) {
        if (e.key === "Escape" && S.quick && !document.querySelector(".kit-menu, .kit-backdrop")) closeQuick();
      });
    },
  });
})();
