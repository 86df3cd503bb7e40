/* board: a Trello-like board app (workspace "Harbor & Pine"), built on the app kit (IGG.kit).
 *
 * State keys, types and defaults: manifest.yaml beside this file. One shell (the Atlassian-style
 * header, the workspace sidebar) and four screens: a board (lists scrolled sideways, each list
 * scrolling inside itself, cards with labels, members, badges and covers), the Boards home page,
 * the workspace Table view and the workspace Members page. Over the board: the quick card editor
 * (hover pencil), the card dialog (card back), the filter menu, notifications, Power-Ups, the
 * automation (Butler) menu, the board menu drawer, the onboarding tour, the Premium trial dialog,
 * the Calendar Power-Up's board bar (resized by dragging its edge) and Loom's recorder (camera
 * bubble and control bar, each dragged). Cards can be dragged to another list.
 * Icons are Lucide (Trello's own set is closed); avatars are initials, as Trello draws people
 * without a photo. Written here, not in the kit: the card drag and the board bar's resize edge.
 */
IGG.app({
  mount: function (root, ctx) {
    "use strict";
    var h = ctx.h, kit = ctx.kit, C = ctx.content;
    var S = ctx.store(), init = ctx.state;
    var P = C.people, CARDS = C.cards, ME = C.me;
    var icon = kit.icons("lucide");
    kit.configure({ icons: { close: "lucide:x", check: "lucide:check", submenu: "lucide:chevron-right",
                             prev: "lucide:chevron-left", next: "lucide:chevron-right" } });
    var TODAY = C.today;
    var MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

    /* ---------------------------------------------------------------- helpers */
    function has(list, x) { return (list || []).indexOf(x) >= 0; }
    function toggled(list, x) { return has(list, x) ? list.filter(function (y) { return y !== x; }) : list.concat([x]); }
    function board() { return C.boards[S.board]; }
    function person(id) { return P[id] || { id: id, name: id }; }
    function av(id, size, opts) {
      opts = opts || {};
      return kit.avatar({ name: person(id).name }, { size: size || 24, letters: 2, id: opts.id, cls: "tr-av" + (opts.cls ? " " + opts.cls : "") });
    }
    function fmtDate(iso) { var p = iso.split("-"); return MONTHS[+p[1] - 1] + " " + (+p[2]); }
    function dayDiff(iso) {  // days from today (both are calendar dates)
      var a = iso.split("-").map(Number), b = TODAY.split("-").map(Number);
      return Math.round((Date.UTC(a[0], a[1] - 1, a[2]) - Date.UTC(b[0], b[1] - 1, b[2])) / 86400000);
    }
    function dueState(card) {
      if (!card.due) return null;
      if (card.due_done) return "complete";
      var d = dayDiff(card.due);
      return d < 0 ? "overdue" : d <= 1 ? "soon" : d <= 7 ? "week" : "later";
    }
    function labelsOf(card) { return S.card_labels[card.id] || card.labels; }
    function membersOf(card) { return S.card_members[card.id] || card.members; }
    function label(bid, key) { return C.boards[bid].labels[key]; }
    function btn(cls, id, children, onclick, extra) {
      return h("button", Object.assign({ class: cls, id: id, type: "button", onclick: onclick }, extra || {}), children);
    }
    function iconBtn(id, name, aria, onclick, cls) {
      return btn("tr-iconbtn" + (cls ? " " + cls : ""), id, icon(name, { size: 16 }), onclick, { "aria-label": aria });
    }
    function flag(text, opts) {
      opts = opts || {};
      kit.toast({ id: "board.toast", text: h("span", { class: "tr-flag-in" }, icon(opts.icon || "circle-check", { size: 20, cls: "tr-flag-icon" }), h("span", null, text)),
                  action: opts.action, timeout: 8000, cls: "tr-flag", onClose: function () { if (S.toast) S.toast = null; } });
    }
    // Lists of a board as drawn now: archived cards left out, moved cards placed where they were dropped.
    function listsOf(bid) {
      var b = C.boards[bid];
      var lists = b.lists.filter(function (l) { return !has(S.archived, "list:" + l.id); })
        .map(function (l) { return { id: l.id, name: l.name, cards: l.cards.filter(function (c) { return !S.moved[c] && !has(S.archived, c); }) }; });
      Object.keys(S.moved).forEach(function (cid) {
        var to = S.moved[cid], card = CARDS[cid];
        if (!card || card.board !== bid || has(S.archived, cid)) return;
        lists.forEach(function (l) { if (l.id === to[0]) l.cards.splice(Math.min(to[1], l.cards.length), 0, cid); });
      });
      return lists;
    }
    function listOfCard(cid) {
      var found = null;
      listsOf(CARDS[cid].board).forEach(function (l) { if (has(l.cards, cid)) found = l; });
      return found;
    }
    function matches(card) {
      var f = S.filter || {};
      if (f.keyword && card.title.toLowerCase().indexOf(String(f.keyword).toLowerCase()) < 0) return false;
      if (f.members && f.members.length) {
        var ms = membersOf(card);
        var ok = f.members.some(function (m) { return m === "none" ? !ms.length : m === "me" ? has(ms, ME) : has(ms, m); });
        if (!ok) return false;
      }
      if (f.labels && f.labels.length) {
        var ls = labelsOf(card);
        if (!f.labels.some(function (k) { return k === "none" ? !ls.length : has(ls, k); })) return false;
      }
      if (f.due && f.due.length) {
        var st = dueState(card);
        var okd = f.due.some(function (d) {
          return d === "none" ? !card.due : d === "overdue" ? st === "overdue" : d === "soon" ? st === "soon" : d === "week" ? (st === "soon" || st === "week") : d === "complete" ? st === "complete" : false;
        });
        if (!okd) return false;
      }
      return true;
    }
    function filterCount() {
      var f = S.filter || {}, n = 0;
      ["members", "labels", "due"].forEach(function (k) { n += (f[k] || []).length; });
      return n + (f.keyword ? 1 : 0);
    }

    /* ---------------------------------------------------------------- popovers bound to S.popover */
    var pops = [];
    var redrawing = false;
    function pop(anchor, key, build, opts) {
      opts = opts || {};
      var p = kit.popover(anchor, function () { return h("div", { class: "tr-pop-in" }, build()); }, {
        id: opts.id || "board.pop." + key.replace(/[:]/g, "."), placement: opts.placement || "bottom-start",
        cls: "tr-pop" + (opts.cls ? " " + opts.cls : ""), at: opts.at,
        onOpen: function (surface) { if (S.popover !== key) S.popover = key; if (opts.onOpen) opts.onOpen(surface); },
        onClose: function () { if (!redrawing && S.popover === key) S.popover = null; },
      });
      pops.push({ key: key, p: p });
      return p;
    }
    function popHead(title, back) {
      return h("div", { class: "tr-pop-head" },
        back ? iconBtn("board.pop.back", "chevron-left", "Back", back, "tr-pop-back") : null,
        h("span", { class: "tr-pop-title" }, title),
        iconBtn("board.pop.close", "x", "Close popover", function () { closePops(); }, "tr-pop-x"));
    }
    function closePops() { pops.forEach(function (x) { x.p.close("close"); }); }
    function openWanted() {
      pops.forEach(function (x) { if (S.popover === x.key && !x.p.isOpen()) x.p.open(); });
    }
    function item(id, ic, text, onclick, extra) {
      return btn("tr-pop-item" + (extra && extra.cls ? " " + extra.cls : ""), id, [ic ? icon(ic, { size: 16 }) : null, h("span", null, text),
        extra && extra.hint ? h("span", { class: "tr-pop-hint" }, extra.hint) : null], function (e) { e.stopPropagation(); if (onclick) onclick(e); });
    }

    /* ---------------------------------------------------------------- header */
    function header() {
      var narrow = window.innerWidth < 1000;
      var hdr = h("header", { class: "tr-header" },
        iconBtn("board.header.apps", "grip", "Switch to...", null, "tr-hbtn"),
        h("a", { class: "tr-logo", id: "board.header.logo", href: "#", onclick: function (e) { e.preventDefault(); S.$set({ view: "home", card: null }); } },
          icon("square-kanban", { size: 18, stroke: 2.4 }), h("span", null, "Trello")));
      var drops = [["workspaces", "Workspaces"], ["recent", "Recent"], ["starred", "Starred"], ["templates", "Templates"]];
      var nav = h("nav", { class: "tr-hnav" });
      if (!narrow) {
        drops.forEach(function (d) {
          var b = btn("tr-hdrop", "board.header." + d[0], [h("span", null, d[1]), icon("chevron-down", { size: 16 })]);
          nav.appendChild(b);
          pop(b, d[0], function () { return headerMenu(d[0]); }, { cls: "tr-pop-wide" });
        });
      } else {
        var more = btn("tr-hdrop", "board.header.more", [h("span", null, "More"), icon("chevron-down", { size: 16 })]);
        nav.appendChild(more);
        pop(more, "more", function () {
          return [popHead("More")].concat(drops.map(function (d) { return item("board.more." + d[0], null, d[1], null); }));
        });
      }
      var create = btn("tr-create", "board.header.create", window.innerWidth < 560 ? icon("plus", { size: 16 }) : "Create");
      pop(create, "create", function () {
        return [popHead("Create"),
          item("board.create.board", "square-kanban", "Create board", null, { hint: "A board is made up of cards ordered on lists." }),
          item("board.create.template", "layout-template", "Start with a template", null, { hint: "Get started faster with a board template." }),
          item("board.create.workspace", "users", "Create Workspace", null, { hint: "A Workspace is a group of boards and people." })];
      }, { cls: "tr-pop-wide" });
      nav.appendChild(create);
      hdr.appendChild(nav);
      hdr.appendChild(h("span", { class: "tr-fill" }));
      var search = h("div", { class: "tr-search", id: "board.header.search", role: "searchbox", tabindex: "0" }, icon("search", { size: 16 }),
        h("span", { class: S.search ? "" : "tr-muted" }, S.search || "Search"));
      pop(search, "search", searchPanel, { placement: "bottom-end", cls: "tr-pop-search" });
      hdr.appendChild(search);
      var bell = iconBtn("board.header.notifications", "bell", "Notifications", null, "tr-hbtn tr-bell");
      if (C.notifications.some(function (n) { return n.unread; })) bell.appendChild(h("span", { class: "tr-dot" }));
      pop(bell, "notifications", notificationsPanel, { placement: "bottom-end", cls: "tr-pop-notif" });
      hdr.appendChild(bell);
      var help = iconBtn("board.header.help", "circle-help", "Information", null, "tr-hbtn tr-hide-sm");
      pop(help, "help", function () {
        return [popHead("Information"), h("p", { class: "tr-pop-text" }, "New to Trello? Check out the guide, tips and our community."),
          item("board.help.guide", "info", "Get a new tip", null)];
      }, { placement: "bottom-end" });
      hdr.appendChild(help);
      var me = h("button", { class: "tr-me", id: "board.header.account", type: "button", "aria-label": "Account" }, av(ME, 24));
      pop(me, "account", function () {
        return [h("div", { class: "tr-pop-sec" }, "Account"),
          h("div", { class: "tr-acct" }, av(ME, 40), h("div", null, h("div", { class: "tr-b" }, person(ME).name), h("div", { class: "tr-muted tr-sm" }, "lucia@harborpine.co"))),
          item("board.account.switch", null, "Switch accounts"), item("board.account.manage", "external-link", "Manage account"),
          h("div", { class: "tr-pop-sec" }, "Trello"),
          item("board.account.profile", null, "Profile and visibility"), item("board.account.activity", null, "Activity"),
          item("board.account.cards", null, "Cards"), item("board.account.settings", null, "Settings"),
          item("board.account.theme", "palette", "Theme"),
          h("hr"), item("board.account.help", null, "Help"), item("board.account.shortcuts", null, "Shortcuts"), h("hr"),
          item("board.account.logout", "log-out", "Log out")];
      }, { placement: "bottom-end", cls: "tr-pop-acct" });
      hdr.appendChild(me);
      return hdr;
    }
    function boardRow(b, id, onclick, extra) {
      return btn("tr-pop-board", id, [h("span", { class: "tr-thumb", style: { background: b.bg_photo ? "url(" + b.bg_photo + ") center/cover" : b.bg } }),
        h("span", { class: "tr-pop-board-name" }, h("span", { class: "tr-b" }, b.name), h("span", { class: "tr-muted tr-sm" }, C.workspaces[b.workspace].name)), extra || null], onclick);
    }
    function allBoards() {
      var out = ["launch", "summit", "reno"].map(function (k) { return C.boards[k]; });
      return out.concat(C.other_boards);
    }
    function openBoard(bid) {
      if (C.boards[bid]) S.$set({ view: "board", board: bid, card: null, popover: null, drawer: null, filter: {}, scroll_x: 0 });
      else S.action = "open-board." + bid;
    }
    function headerMenu(which) {
      if (which === "workspaces") {
        return [h("div", { class: "tr-pop-sec" }, "Current Workspace"), wsRow("harbor", "board.workspaces.harbor"),
                h("div", { class: "tr-pop-sec" }, "Your Workspaces"), wsRow("harbor", "board.workspaces.harbor2"), wsRow("home", "board.workspaces.home")];
      }
      if (which === "recent") {
        return ["summit", "brand-refresh", "hiring", "research"].map(function (id) {
          var b = C.boards[id] || C.other_boards.filter(function (o) { return o.id === id; })[0];
          return boardRow(b, "board.recent." + id, function () { closePops(); openBoard(id); });
        });
      }
      if (which === "starred") {
        return allBoards().filter(function (b) { return has(S.starred, b.id); }).map(function (b) {
          return boardRow(b, "board.starred." + b.id, function () { closePops(); openBoard(b.id); }, icon("star", { size: 16, cls: "tr-star-on" }));
        });
      }
      return [h("div", { class: "tr-pop-sec" }, "Top templates")].concat(C.templates.map(function (t, i) {
        return btn("tr-pop-board", "board.templates." + i, [h("span", { class: "tr-thumb", style: { background: t.bg } }), h("span", { class: "tr-b" }, t.name)]);
      }));
    }
    function wsRow(ws, id) {
      var w = C.workspaces[ws];
      return btn("tr-pop-board", id, [h("span", { class: "tr-ws-tile", style: { background: w.color } }, w.letter), h("span", { class: "tr-b" }, w.name)],
                 function () { closePops(); S.$set({ view: "home", card: null }); });
    }
    function notificationsPanel() {
      var unreadOnly = false;
      var listEl = h("div", { class: "tr-notif-list", id: "board.notifications.list" });
      C.notifications.forEach(function (n, i) {
        var card = CARDS[n.card];
        listEl.appendChild(h("div", { class: "tr-notif" + (n.unread ? " tr-unread" : "") },
          h("button", { class: "tr-notif-card", id: "board.notif." + i, type: "button", onclick: function () {
            closePops(); S.$set({ view: "board", board: card.board, card: card.id, popover: null }); } },
            h("span", { class: "tr-notif-cover", style: { background: C.boards[card.board].bg } }),
            h("span", { class: "tr-notif-title" }, card.title),
            h("span", { class: "tr-muted tr-sm" }, C.boards[card.board].name + ": " + (C.boards[card.board].lists.filter(function (l) { return has(l.cards, card.id); })[0] || {}).name)),
          h("div", { class: "tr-notif-row" }, av(n.who, 32),
            h("div", { class: "tr-notif-text" }, h("b", null, person(n.who).name), " " + n.verb + " ", h("span", { class: "tr-b" }, card.title),
              n.text ? h("div", { class: n.verb.indexOf("comment") === 0 || n.verb.indexOf("mention") === 0 ? "tr-notif-quote" : "tr-muted tr-sm" }, n.text) : null,
              h("div", { class: "tr-muted tr-sm" }, n.when))),
          h("button", { class: "tr-notif-read", id: "board.notif." + i + ".read", type: "button", "aria-label": n.unread ? "Mark notification as read" : "Mark notification as unread" })));
      });
      return [h("div", { class: "tr-notif-head" }, h("span", { class: "tr-pop-title tr-left" }, "Notifications"),
          h("label", { class: "tr-switch", id: "board.notifications.unread" }, h("span", { class: "tr-sm" }, "Only show unread"), h("span", { class: "tr-toggle" + (unreadOnly ? " tr-on" : "") })),
          iconBtn("board.notifications.more", "ellipsis", "More")),
        btn("tr-link-btn", "board.notifications.mark-all", "Mark all as read"),
        listEl];
    }
    function searchPanel() {
      var q = S.search || "";
      var box = h("div", { class: "tr-search-pop" }, h("div", { class: "tr-pop-sec" }, q ? "Cards" : "Recent boards"));
      if (!q) {
        ["launch", "summit", "reno"].forEach(function (id) { box.appendChild(boardRow(C.boards[id], "board.search.board." + id, function () { closePops(); openBoard(id); })); });
        return [box];
      }
      var loading = h("div", { class: "tr-loading", id: "board.search.loading" }, icon("loader-circle", { size: 20, cls: "tr-spin" }), "Searching...");
      box.appendChild(loading);
      setTimeout(function () {
        loading.remove();
        var hits = Object.keys(CARDS).map(function (k) { return CARDS[k]; }).filter(function (c) { return c.title.toLowerCase().indexOf(q.toLowerCase()) >= 0; });
        hits.slice(0, 6).forEach(function (card) {
          box.appendChild(btn("tr-pop-board", "board.search.card." + card.id, [icon("credit-card", { size: 16 }), h("span", { class: "tr-pop-board-name" },
            h("span", { class: "tr-b" }, card.title), h("span", { class: "tr-muted tr-sm" }, C.boards[card.board].name))],
            function () { closePops(); S.$set({ view: "board", board: card.board, card: card.id, popover: null, search: null }); }));
        });
        if (!hits.length) box.appendChild(h("div", { class: "tr-muted tr-pop-text" }, "No cards match."));
        box.appendChild(btn("tr-link-btn", "board.search.advanced", "Advanced search"));
      }, 1500);
      return [box];
    }

    /* ---------------------------------------------------------------- sidebar */
    function sidebar() {
      var wsId = S.view === "board" ? board().workspace : "harbor";
      var ws = C.workspaces[wsId];
      var open = S.sidebar && window.innerWidth >= 750;
      if (!open) {
        return h("aside", { class: "tr-side tr-side-closed", id: "board.sidebar" },
          btn("tr-side-expand", "board.sidebar.expand", icon("chevron-right", { size: 16 }), function () { S.sidebar = true; }, { "aria-label": "Expand sidebar" }));
      }
      var boards = allBoards().filter(function (b) { return b.workspace === wsId; });
      if (copyDone && wsId === "harbor") boards.splice(1, 0, { id: "launch-copy", name: "Lumen 2.0 launch (copy)", bg: C.boards.launch.bg, workspace: "harbor" });
      var rows = boards.map(function (b) {
        var on = S.view === "board" && S.board === b.id;
        var starred = has(S.starred, b.id);
        return h("div", { class: "tr-side-board" + (on ? " tr-on" : "") + (starred ? " tr-starred" : "") },
          btn("tr-side-board-link", "board.sidebar.board." + b.id, [h("span", { class: "tr-thumb", style: { background: b.bg_photo ? "url(" + b.bg_photo + ") center/cover" : b.bg } }), h("span", { class: "tr-ellip" }, b.name)],
              function () { openBoard(b.id); }),
          btn("tr-side-board-more", "board.sidebar.board." + b.id + ".more", icon("ellipsis", { size: 16 }), null, { "aria-label": "Board actions" }),
          btn("tr-side-board-star", "board.sidebar.board." + b.id + ".star", icon("star", { size: 16 }), function () { S.starred = toggled(S.starred, b.id); },
              { "aria-label": starred ? "Click to unstar " + b.name : "Click to star " + b.name }));
      });
      if (S.copying && !copyDone) {
        rows.splice(1, 0, h("div", { class: "tr-side-board tr-copying", id: "board.sidebar.copying" }, h("span", { class: "tr-thumb", style: { background: C.boards.launch.bg } }),
          h("span", { class: "tr-ellip" }, "Copying board..."), icon("loader-circle", { size: 16, cls: "tr-spin" })));
      }
      var side = h("aside", { class: "tr-side", id: "board.sidebar" },
        h("div", { class: "tr-side-ws" }, h("span", { class: "tr-ws-tile", style: { background: ws.color } }, ws.letter),
          h("div", { class: "tr-side-ws-name" }, h("div", { class: "tr-b" }, ws.name), h("div", { class: "tr-sm" }, ws.plan)),
          iconBtn("board.sidebar.collapse", "chevron-left", "Collapse sidebar", function () { S.sidebar = false; })),
        h("div", { class: "tr-side-scroll", id: "board.sidebar.scroll" },
          h("nav", { class: "tr-side-nav" },
            btn("tr-side-item" + (S.view === "home" ? " tr-on" : ""), "board.sidebar.boards", [icon("square-kanban", { size: 16 }), "Boards"], function () { S.$set({ view: "home", card: null }); }),
            h("div", { class: "tr-side-item-row" },
              btn("tr-side-item" + (S.view === "members" ? " tr-on" : ""), "board.sidebar.members", [icon("user", { size: 16 }), "Members"], function () { S.$set({ view: "members", card: null }); }),
              iconBtn("board.sidebar.invite", "plus", "Invite Workspace members", null, "tr-side-add")),
            btn("tr-side-item", "board.sidebar.settings", [icon("settings", { size: 16 }), "Workspace settings", icon("chevron-down", { size: 16, cls: "tr-right" })])),
          h("div", { class: "tr-side-head" }, "Workspace views"),
          btn("tr-side-item tr-italic" + (S.view === "table" ? " tr-on" : ""), "board.sidebar.table", [icon("table", { size: 16 }), "Table"], function () { S.$set({ view: "table", card: null }); }),
          btn("tr-side-item tr-italic", "board.sidebar.calendar", [icon("calendar", { size: 16 }), "Calendar"]),
          h("div", { class: "tr-side-head" }, "Your boards", h("span", { class: "tr-fill" }),
            iconBtn("board.sidebar.boards-more", "ellipsis", "Your boards actions"), iconBtn("board.sidebar.add-board", "plus", "Create board")),
          rows,
          h("div", { class: "tr-side-trial" }, icon("sparkles", { size: 16 }), h("div", null, h("div", { class: "tr-b" }, "Try Trello Premium"),
            h("div", { class: "tr-sm" }, "Get unlimited boards, all the views, unlimited automation, and more.")),
            btn("tr-side-trial-btn", "board.sidebar.trial", "Start free trial"))));
      return side;
    }

    /* ---------------------------------------------------------------- board header */
    function boardHeader() {
      var b = board();
      var starred = has(S.starred, b.id);
      var left = h("div", { class: "tr-bh-left" },
        h("h1", { class: "tr-bh-name", id: "board.bh.name" }, b.name),
        btn("tr-bh-btn tr-bh-icon" + (starred ? " tr-starred" : ""), "board.bh.star", icon("star", { size: 16 }), function () { S.starred = toggled(S.starred, b.id); },
            { "aria-label": starred ? "Click to unstar this board" : "Click to star this board" }),
        btn("tr-bh-btn tr-bh-icon tr-hide-sm", "board.bh.visibility", icon("users", { size: 16 }), null, { "aria-label": "Change visibility: Workspace visible" }));
      var views = btn("tr-bh-btn tr-bh-view", "board.bh.views", [icon("layout-dashboard", { size: 16 }), h("span", { class: "tr-hide-sm" }, "Board"), icon("chevron-down", { size: 16 })]);
      pop(views, "views", function () {
        var rows = [["board", "layout-dashboard", "Board"], ["table", "table", "Table"], ["calendar", "calendar", "Calendar"], ["timeline", "chart-gantt", "Timeline"],
                    ["dashboard", "gauge", "Dashboard"], ["map", "globe", "Map"]];
        return [popHead("Upgrade for Views")].concat(rows.map(function (r) {
          return item("board.views." + r[0], r[1], r[2], null, { hint: r[0] === "board" ? "" : "Premium", cls: r[0] === "board" ? "tr-on" : "" });
        }));
      });
      left.appendChild(views);
      var right = h("div", { class: "tr-bh-right" });
      if (S.powerup_loading) {
        var pu = h("div", { class: "tr-bh-pu-slot" });
        if (puLoaded) pu.appendChild(btn("tr-bh-btn", "board.bh.pu.calendar", [icon("calendar", { size: 16 }), h("span", { class: "tr-hide-sm" }, "Calendar")],
                                         function () { S.boardbar = !S.boardbar; }));
        else pu.appendChild(h("span", { class: "tr-bh-btn tr-bh-loading", id: "board.bh.pu.loading" }, icon("loader-circle", { size: 16, cls: "tr-spin" }), h("span", { class: "tr-hide-sm" }, "Loading Power-Up...")));
        right.appendChild(pu);
      }
      var powerups = btn("tr-bh-btn tr-bh-icon", "board.bh.powerups", icon("rocket", { size: 16 }), null, { "aria-label": "Power-Ups" });
      pop(powerups, "powerups", function () {
        return [popHead("Power-Ups")].concat(C.powerups.map(function (p) {
          return h("div", { class: "tr-pu-row" }, h("span", { class: "tr-pu-logo" }, icon(p.id === "calendar" ? "calendar" : p.id === "loom" ? "video" : p.id === "voting" ? "heart" : p.id === "card-aging" ? "history" : "sliders-horizontal", { size: 16 })),
            h("div", { class: "tr-pu-text" }, h("div", { class: "tr-b" }, p.name), h("div", { class: "tr-sm tr-muted" }, p.desc)),
            btn("tr-btn-sub", "board.powerups." + p.id + ".add", p.id === "loom" ? "Record" : "Add", function () {
              closePops();
              if (p.id === "loom") S.loom = true; else if (p.id === "calendar") S.boardbar = true; else S.action = "powerups." + p.id + ".add";
            }));
        }), [btn("tr-link-btn", "board.powerups.directory", "Explore Power-Ups")]);
      }, { placement: "bottom-end", cls: "tr-pop-wide" });
      var auto = btn("tr-bh-btn tr-bh-icon", "board.bh.automation", icon("zap", { size: 16 }), null, { "aria-label": "Automation" });
      pop(auto, "automation", function () {
        return [popHead("Automation"), h("div", { class: "tr-pop-sec" }, "Rules")].concat(C.butler_rules.map(function (r) {
          return h("div", { class: "tr-rule" }, h("span", { class: "tr-sm" }, r.text),
            h("label", { class: "tr-switch", id: "board.automation.rule." + r.id }, h("span", { class: "tr-toggle tr-on" })));
        }), [h("div", { class: "tr-pop-sec" }, "Board buttons")], C.butler_buttons.map(function (bb) {
          return item("board.automation.run." + bb.id, "zap", bb.name, function () { closePops(); S.butler = bb.id; });
        }), [btn("tr-btn-sub tr-wide", "board.automation.create", "Create automation")]);
      }, { placement: "bottom-end", cls: "tr-pop-wide" });
      var filt = btn("tr-bh-btn" + (filterCount() ? " tr-active" : ""), "board.bh.filter", [icon("list-filter", { size: 16 }), h("span", { class: "tr-hide-sm" }, "Filters"),
        filterCount() ? h("span", { class: "tr-count" }, filterCount()) : null]);
      pop(filt, "filter", filterPanel, { placement: "bottom-end", cls: "tr-pop-filter" });
      var faces = h("div", { class: "tr-bh-faces tr-hide-sm" }, b.members.slice(0, 5).map(function (m) { return av(m, 28, { id: "board.bh.member." + m }); }),
        b.members.length > 5 ? h("span", { class: "tr-more-faces", id: "board.bh.members-more" }, "+" + (b.members.length - 5)) : null);
      var share = btn("tr-share", "board.bh.share", [icon("user-plus", { size: 16 }), h("span", { class: "tr-hide-sm" }, "Share")]);
      var menu = btn("tr-bh-btn tr-bh-icon", "board.bh.menu", icon("ellipsis", { size: 16 }), function () { S.drawer = S.drawer ? null : "menu"; }, { "aria-label": "Show menu" });
      right.appendChild(powerups); right.appendChild(auto); right.appendChild(filt);
      right.appendChild(h("span", { class: "tr-bh-sep tr-hide-sm" }));
      right.appendChild(faces); right.appendChild(share); right.appendChild(menu);
      return h("div", { class: "tr-bh", id: "board.bh" }, left, right);
    }
    function check(id, on, text, onclick, extra) {
      return h("label", { class: "tr-check-row", id: id, onclick: function (e) { e.preventDefault(); e.stopPropagation(); onclick(); } },
        h("span", { class: "tr-checkbox" + (on ? " tr-on" : "") }, on ? icon("check", { size: 12, stroke: 3 }) : null), extra || null, h("span", { class: "tr-check-text" }, text));
    }
    function setFilter(key, value) {
      var f = Object.assign({}, S.filter || {});
      f[key] = toggled(f[key] || [], value);
      if (!f[key].length) delete f[key];
      S.filter = f;
    }
    function filterPanel() {
      var b = board(), f = S.filter || {};
      var body = h("div", { class: "tr-filter", id: "board.filter.body" },
        h("div", { class: "tr-pop-sec" }, "Keyword"),
        h("div", { class: "tr-input", id: "board.filter.keyword" }, f.keyword ? f.keyword : h("span", { class: "tr-muted" }, "Enter a keyword...")),
        h("div", { class: "tr-muted tr-xs" }, "Search cards, members, labels, and more."),
        h("div", { class: "tr-pop-sec" }, "Members"),
        check("board.filter.member.none", has(f.members, "none"), "No members", function () { setFilter("members", "none"); }, h("span", { class: "tr-fake-av" }, icon("user", { size: 14 }))),
        check("board.filter.member.me", has(f.members, "me"), "Cards assigned to me", function () { setFilter("members", "me"); }, av(ME, 24)),
        b.members.slice(1, 4).map(function (m) { return check("board.filter.member." + m, has(f.members, m), person(m).name, function () { setFilter("members", m); }, av(m, 24)); }),
        h("div", { class: "tr-pop-sec" }, "Card status"),
        check("board.filter.status.complete", has(f.due, "complete"), "Marked as complete", function () { setFilter("due", "complete"); }),
        check("board.filter.status.incomplete", false, "Not marked as complete", function () { S.action = "filter.status.incomplete"; }),
        h("div", { class: "tr-pop-sec" }, "Due date"),
        check("board.filter.due.none", has(f.due, "none"), "No dates", function () { setFilter("due", "none"); }, h("span", { class: "tr-due-ic" }, icon("calendar", { size: 14 }))),
        check("board.filter.due.overdue", has(f.due, "overdue"), "Overdue", function () { setFilter("due", "overdue"); }, h("span", { class: "tr-due-ic tr-red" }, icon("clock", { size: 14 }))),
        check("board.filter.due.soon", has(f.due, "soon"), "Due in the next day", function () { setFilter("due", "soon"); }, h("span", { class: "tr-due-ic tr-yellow" }, icon("clock", { size: 14 }))),
        check("board.filter.due.week", has(f.due, "week"), "Due in the next week", function () { setFilter("due", "week"); }, h("span", { class: "tr-due-ic" }, icon("clock", { size: 14 }))),
        h("div", { class: "tr-pop-sec" }, "Labels"),
        check("board.filter.label.none", has(f.labels, "none"), "No labels", function () { setFilter("labels", "none"); }, h("span", { class: "tr-due-ic" }, icon("tag", { size: 14 }))),
        b.label_order.map(function (k) {
          var L = b.labels[k];
          return check("board.filter.label." + k, has(f.labels, k), "", function () { setFilter("labels", k); },
            h("span", { class: "tr-filter-label", style: { background: L.bg, color: L.fg } }, L.name));
        }),
        h("div", { class: "tr-pop-sec" }, "Activity"),
        check("board.filter.activity.week", false, "Active in the last week", function () { S.action = "filter.activity.week"; }),
        check("board.filter.activity.month", false, "Active in the last two weeks", function () { S.action = "filter.activity.month"; }),
        check("board.filter.activity.stale", false, "Without activity in the last four weeks", function () { S.action = "filter.activity.stale"; }));
      return [popHead("Filter"), body];
    }

    /* ---------------------------------------------------------------- cards and lists */
    function dueBadge(card, idPrefix) {
      var st = dueState(card);
      if (!st) return null;
      var text = fmtDate(card.due);
      return h("span", { class: "tr-badge tr-due tr-due-" + st, id: idPrefix ? idPrefix + ".due" : null, title: st === "overdue" ? "This card is past due." : st === "soon" ? "This card is due soon." : st === "complete" ? "This card is complete." : "This card is due later." },
        icon(st === "complete" ? "square-check-big" : "clock", { size: 14 }), h("span", null, text));
    }
    function cardFront(cid) {
      var card = CARDS[cid], bid = card.board;
      var cover = null;
      if (card.cover && card.cover.photo) cover = h("div", { class: "tr-cover tr-cover-photo" }, h("img", { src: card.cover.photo, alt: card.cover.alt, draggable: "false" }));
      else if (card.cover && card.cover.color) cover = h("div", { class: "tr-cover", style: { background: card.cover.color } });
      var labels = labelsOf(card);
      var badges = h("div", { class: "tr-badges" },
        card.watch || has(S.watching, cid) !== !!card.watch ? (card.watch !== has(S.watching, cid) ? h("span", { class: "tr-badge" }, icon("eye", { size: 14 })) : null) : null,
        dueBadge(card),
        card.desc ? h("span", { class: "tr-badge", title: "This card has a description." }, icon("align-left", { size: 14 })) : null,
        card.comments ? h("span", { class: "tr-badge", title: "Comments" }, icon("message-square", { size: 14 }), h("span", null, card.comments)) : null,
        card.attachments ? h("span", { class: "tr-badge", title: "Attachments" }, icon("paperclip", { size: 14 }), h("span", null, card.attachments)) : null,
        card.checklist ? h("span", { class: "tr-badge" + (card.checklist[0] === card.checklist[1] ? " tr-badge-done" : ""), title: "Checklist items" },
          icon("square-check-big", { size: 14 }), h("span", null, card.checklist[0] + "/" + card.checklist[1])) : null,
        h("span", { class: "tr-fill" }),
        h("span", { class: "tr-card-members" }, membersOf(card).map(function (m) { return av(m, 24); })));
      var el = h("div", { class: "tr-card" + (matches(card) ? "" : " tr-filtered"), id: "board.card." + cid, role: "button", tabindex: "0", "aria-label": card.title },
        cover,
        h("div", { class: "tr-card-body" },
          labels.length ? h("div", { class: "tr-labels" }, labels.map(function (k) {
            var L = label(bid, k);
            return h("span", { class: "tr-label", style: { background: L.bg, color: L.fg }, title: L.name }, L.name);
          })) : null,
          h("div", { class: "tr-card-title" }, card.title),
          badges.childNodes.length > 2 || membersOf(card).length ? badges : null),
        btn("tr-card-edit", "board.card." + cid + ".edit", icon("pencil", { size: 16 }), function (e) { e.stopPropagation(); S.popover = "quick:" + cid; }, { "aria-label": "Edit card" }));
      el.addEventListener("click", function () { if (dragged) return; S.$set({ card: cid, popover: null }); });
      el.addEventListener("pointerdown", function (e) { startCardDrag(e, cid, el); });
      return el;
    }
    function listEl(l) {
      var collapsed = has(S.collapsed, l.id);
      var head = h("div", { class: "tr-list-head" },
        h("h2", { class: "tr-list-name", id: "board.list." + l.id + ".name" }, l.name),
        iconBtn("board.list." + l.id + ".collapse", "fold-horizontal", "Collapse list", function () { S.collapsed = toggled(S.collapsed, l.id); }),
        iconBtn("board.list." + l.id + ".menu", "ellipsis", "List actions"));
      if (collapsed) {
        return h("div", { class: "tr-list tr-list-collapsed", id: "board.list." + l.id },
          btn("tr-list-expand", "board.list." + l.id + ".expand", [icon("fold-horizontal", { size: 16 }), h("span", { class: "tr-vert" }, l.name), h("span", { class: "tr-count-v" }, l.cards.length)],
              function () { S.collapsed = toggled(S.collapsed, l.id); }));
      }
      pop(head.lastChild, "list:" + l.id, function () { return listMenu(l); });
      var cards = h("div", { class: "tr-list-cards", id: "board.list." + l.id + ".cards", "data-list": l.id }, l.cards.map(cardFront));
      var foot = h("div", { class: "tr-list-foot" },
        btn("tr-add-card", "board.list." + l.id + ".add", [icon("plus", { size: 16 }), "Add a card"], function () { S.action = "list." + l.id + ".add"; }),
        iconBtn("board.list." + l.id + ".template", "layout-template", "Create from template..."));
      return h("div", { class: "tr-list", id: "board.list." + l.id, "data-list": l.id }, head, cards, foot);
    }
    function listMenu(l) {
      var rows = [["add", "Add card"], ["copy", "Copy list"], ["move", "Move list"], ["move-all", "Move all cards in this list"], ["sort", "Sort by..."],
                  ["watch", has(S.watching, "list:" + l.id) ? "Stop watching" : "Watch"], null, ["rule-added", "When a card is added to the list..."],
                  ["rule-daily", "Every day, sort list by..."], null, ["archive", "Archive this list"], ["archive-all", "Archive all cards in this list"]];
      return [popHead("List actions")].concat(rows.map(function (r) {
        if (!r) return h("hr");
        return item("board.listmenu." + l.id + "." + r[0], null, r[1], function () {
          closePops();
          if (r[0] === "archive") S.archived = S.archived.concat(["list:" + l.id]);
          else if (r[0] === "watch") S.watching = toggled(S.watching, "list:" + l.id);
          else S.action = "listmenu." + l.id + "." + r[0];
        });
      }));
    }
    function boardView() {
      var b = board();
      var lists = listsOf(b.id);
      var canvas = h("div", { class: "tr-canvas", id: "board.canvas" }, lists.map(listEl),
        h("div", { class: "tr-add-list-wrap" }, btn("tr-add-list", "board.add-list", [icon("plus", { size: 16 }), "Add another list"])));
      var main = h("div", { class: "tr-board" + (S.drawer ? " tr-with-drawer" : ""), id: "board.board" }, boardHeader(), canvas);
      if (filterCount()) {
        var shown = 0;
        lists.forEach(function (l) { l.cards.forEach(function (c) { if (matches(CARDS[c])) shown += 1; }); });
        main.insertBefore(h("div", { class: "tr-filter-bar" }, h("span", null, shown + " cards match filters"),
          btn("tr-link-btn tr-light", "board.filter.clear", "Clear all", function () { S.filter = {}; })), canvas);
      }
      if (S.boardbar) main.appendChild(boardBar());
      return main;
    }

    /* ---------------------------------------------------------------- card drag (Trello: drag a card to another list) */
    var dragged = false;
    function startCardDrag(e, cid, el) {
      if (e.button !== 0 || e.target.closest(".tr-card-edit")) return;
      var sx = e.clientX, sy = e.clientY, ghost = null, box = el.getBoundingClientRect();
      dragged = false;
      function move(ev) {
        if (!ghost && Math.abs(ev.clientX - sx) + Math.abs(ev.clientY - sy) < 6) return;
        if (!ghost) {
          dragged = true;
          ghost = el.cloneNode(true);
          ghost.removeAttribute("data-igg-id");
          ghost.querySelectorAll("[data-igg-id]").forEach(function (x) { x.removeAttribute("data-igg-id"); });
          ghost.className += " tr-card-ghost";
          ghost.style.width = box.width + "px";
          document.getElementById("app").appendChild(ghost);
          el.classList.add("tr-card-placeholder");
        }
        ghost.style.left = (box.left + ev.clientX - sx) + "px";
        ghost.style.top = (box.top + ev.clientY - sy) + "px";
      }
      function up(ev) {
        document.removeEventListener("pointermove", move);
        document.removeEventListener("pointerup", up);
        if (!ghost) return;
        ghost.remove();
        el.classList.remove("tr-card-placeholder");
        var under = document.elementsFromPoint(ev.clientX, ev.clientY).filter(function (x) { return x.getAttribute && x.getAttribute("data-list"); })[0];
        if (under) {
          var lid = under.getAttribute("data-list");
          var lst = listsOf(S.board).filter(function (l) { return l.id === lid; })[0];
          var idx = 0;
          if (lst) {
            lst.cards.forEach(function (c) {
              if (c === cid) return;
              var ce = root.querySelector('[data-igg-id="board.card.' + c + '"]');
              if (ce && ce.getBoundingClientRect().top + ce.offsetHeight / 2 < ev.clientY) idx += 1;
            });
          }
          var moved = Object.assign({}, S.moved);
          moved[cid] = [lid, idx];
          S.moved = moved;
        }
        setTimeout(function () { dragged = false; }, 0);
      }
      document.addEventListener("pointermove", move);
      document.addEventListener("pointerup", up);
    }

    /* ---------------------------------------------------------------- Calendar Power-Up board bar (resizable by its top edge) */
    function boardBar() {
      var bar = h("div", { class: "tr-boardbar", id: "board.boardbar", style: { height: S.boardbar_h + "px" } });
      var grip = h("div", { class: "tr-boardbar-grip", id: "board.boardbar.grip", role: "separator", "aria-label": "Resize the Calendar board bar" }, h("span"));
      grip.addEventListener("pointerdown", function (e) {
        e.preventDefault();
        var sy = e.clientY, h0 = bar.offsetHeight;
        function move(ev) { bar.style.height = Math.max(48, Math.min(h0 - (ev.clientY - sy), window.innerHeight - 200)) + "px"; }
        function up() { document.removeEventListener("pointermove", move); document.removeEventListener("pointerup", up); S.boardbar_h = bar.offsetHeight; }
        document.addEventListener("pointermove", move);
        document.addEventListener("pointerup", up);
      });
      var due = {};
      listsOf(S.board).forEach(function (l) { l.cards.forEach(function (cid) { var c = CARDS[cid]; if (c.due) (due[c.due] = due[c.due] || []).push(cid); }); });
      var names = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];
      var days = h("div", { class: "tr-cal-week" }, names.map(function (n, i) {
        var iso = "2025-06-" + (i < 1 ? "09" : String(9 + i));
        return h("div", { class: "tr-cal-day" + (iso === TODAY ? " tr-today" : "") }, h("div", { class: "tr-cal-date" }, n + " " + (9 + i)),
          (due[iso] || []).map(function (cid) { return btn("tr-cal-card", "board.boardbar.card." + cid, CARDS[cid].title, function () { S.card = cid; }); }));
      }));
      bar.appendChild(grip);
      bar.appendChild(h("div", { class: "tr-boardbar-head" }, icon("calendar", { size: 16 }), h("span", { class: "tr-b" }, "Calendar"), h("span", { class: "tr-muted tr-sm" }, "June 9 - 15, 2025"),
        h("span", { class: "tr-fill" }), btn("tr-btn-sub", "board.boardbar.today", "Today"), iconBtn("board.boardbar.prev", "chevron-left", "Previous week"),
        iconBtn("board.boardbar.next", "chevron-right", "Next week"), iconBtn("board.boardbar.close", "x", "Close board bar", function () { S.boardbar = false; })));
      bar.appendChild(days);
      return bar;
    }

    /* ---------------------------------------------------------------- quick card editor */
    function quickEdit(cid) {
      var card = CARDS[cid];
      var src = root.querySelector('[data-igg-id="board.card.' + cid + '"]');
      if (!src) return null;
      var r = src.getBoundingClientRect();
      var clone = src.cloneNode(true);
      clone.removeAttribute("data-igg-id");
      clone.querySelectorAll("[data-igg-id]").forEach(function (x) { x.removeAttribute("data-igg-id"); });
      clone.classList.add("tr-quick-card");
      var actions = [["open", "credit-card", "Open card"], ["labels", "tag", "Edit labels"], ["members", "user", "Change members"], ["cover", "image", "Change cover"],
                     ["dates", "clock", "Edit dates"], ["move", "arrow-right", "Move"], ["copy", "copy", "Copy card"], ["mirror", "refresh-cw", "Mirror"], ["archive", "archive", "Archive"]];
      var col = h("div", { class: "tr-quick-actions" }, actions.map(function (a) {
        return btn("tr-quick-btn", "board.quick." + a[0], [icon(a[1], { size: 16 }), a[2]], function (e) {
          e.stopPropagation();
          if (a[0] === "open") S.$set({ popover: null, card: cid });
          else if (a[0] === "archive") { S.$set({ popover: null, archived: S.archived.concat([cid]), toast: "archived:" + cid }); }
          else S.action = "quick." + a[0] + "." + cid;
        });
      }));
      var save = btn("tr-btn-primary", "board.quick.save", "Save", function (e) { e.stopPropagation(); S.popover = null; });
      var overlay = h("div", { class: "tr-quick", id: "board.quick", onclick: function (e) { if (e.target === overlay) S.popover = null; } },
        h("div", { class: "tr-quick-box", style: { left: Math.round(r.left) + "px", top: Math.round(r.top) + "px", width: Math.round(Math.max(r.width, 256)) + "px" } },
          clone, save, col));
      var left = r.left + Math.max(r.width, 256) + 8;
      if (left + 180 > window.innerWidth) col.classList.add("tr-quick-left");
      return overlay;
    }

    /* ---------------------------------------------------------------- card dialog */
    function section(iconName, title, extra, body) {
      return h("section", { class: "tr-sec" }, h("div", { class: "tr-sec-head" }, icon(iconName, { size: 20, cls: "tr-sec-ic" }), h("h3", null, title), h("span", { class: "tr-fill" }), extra || null), body);
    }
    function smartLink(text, key) {
      var a = h("a", { href: "#", class: "tr-smart", id: "board.smart." + key }, icon("square-kanban", { size: 14, cls: "tr-smart-ic" }), text);
      kit.hoverCard(a, function () {
        return h("div", { class: "tr-smart-card" },
          h("div", { class: "tr-smart-top" }, icon("bot", { size: 16 }), h("span", { class: "tr-muted tr-sm" }, "Jira · Lumen Platform")),
          h("div", { class: "tr-b" }, "LUM-482: Rate limiter for the AI summary gateway"),
          h("div", { class: "tr-smart-meta" }, h("span", { class: "tr-lozenge" }, "In progress"), av("tomas", 20), h("span", { class: "tr-sm" }, "Tomás Novák · updated yesterday")),
          h("div", { class: "tr-smart-actions" }, btn("tr-btn-sub", "board.smart." + key + ".preview", "Open preview", function () { S.action = "smart." + key + ".preview"; }),
            btn("tr-btn-sub", "board.smart." + key + ".copy", [icon("link", { size: 14 }), "Copy link"], function () { S.action = "smart." + key + ".copy"; })));
      }, { id: "board.smart." + key + ".card", cls: "tr-hovercard" });
      return a;
    }
    function cardDialog(cid) {
      var card = CARDS[cid], bid = card.board, B = C.boards[bid];
      var D = card.detail || { desc: null, checklists: [], attachments: [], comments: [] };
      var list = listOfCard(cid) || { name: "" };
      var close = function () { S.$set({ card: null, uploading: false }); };
      var cover = null;
      if (card.cover && card.cover.photo) cover = h("div", { class: "tr-dlg-cover tr-dlg-cover-photo" }, h("img", { src: card.cover.photo, alt: card.cover.alt }));
      else if (card.cover && card.cover.color) cover = h("div", { class: "tr-dlg-cover", style: { background: card.cover.color } });
      var meta = h("div", { class: "tr-dlg-meta" },
        membersOf(card).length ? h("div", { class: "tr-meta" }, h("div", { class: "tr-meta-h" }, "Members"), h("div", { class: "tr-meta-row" },
          membersOf(card).map(function (m) { return av(m, 32, { id: "board.dialog.member." + m }); }), iconBtn("board.dialog.members-add", "plus", "Add members", null, "tr-round"))) : null,
        labelsOf(card).length ? h("div", { class: "tr-meta" }, h("div", { class: "tr-meta-h" }, "Labels"), h("div", { class: "tr-meta-row" },
          labelsOf(card).map(function (k) { var L = label(bid, k); return h("span", { class: "tr-dlg-label", style: { background: L.bg, color: L.fg } }, L.name); }),
          iconBtn("board.dialog.labels-add", "plus", "Add a label", null, "tr-square"))) : null,
        h("div", { class: "tr-meta" }, h("div", { class: "tr-meta-h" }, "Notifications"), btn("tr-btn-sub", "board.dialog.watch", [icon("eye", { size: 16 }),
          (card.watch !== has(S.watching, cid)) ? "Watching" : "Watch"], function () { S.watching = toggled(S.watching, cid); })),
        card.due ? h("div", { class: "tr-meta" }, h("div", { class: "tr-meta-h" }, "Due date"), h("div", { class: "tr-meta-row" },
          h("span", { class: "tr-checkbox" + (card.due_done ? " tr-on" : "") }, card.due_done ? icon("check", { size: 12, stroke: 3 }) : null),
          btn("tr-btn-sub", "board.dialog.due", [fmtDate(card.due) + ", 5:00 PM", dueState(card) === "overdue" ? h("span", { class: "tr-lozenge tr-lz-red" }, "Overdue") :
            dueState(card) === "soon" ? h("span", { class: "tr-lozenge tr-lz-yellow" }, "Due soon") : dueState(card) === "complete" ? h("span", { class: "tr-lozenge tr-lz-green" }, "Complete") : null,
            icon("chevron-down", { size: 16 })]))) : null);
      var descText = D.desc ? D.desc.map(function (p, i) {
        if (cid === "ai-summaries" && i === 1) return h("p", null, p + " Tracked in ", smartLink("LUM-482", "lum-482"), ".");
        return h("p", null, p);
      }) : card.desc ? [h("p", null, "Details are in the linked doc; ask " + person(membersOf(card)[0] || ME).name + " for access.")] : null;
      var desc = section("align-left", "Description", descText ? btn("tr-btn-sub", "board.dialog.desc-edit", "Edit") : null,
        descText ? h("div", { class: "tr-desc" }, descText) : h("div", { class: "tr-desc-empty", id: "board.dialog.desc-add" }, "Add a more detailed description..."));
      var atts = D.attachments.slice();
      var attBody = h("div", { class: "tr-atts", id: "board.dialog.attachments" }, atts.map(function (a, i) { return attRow(cid, a, i); }));
      if (S.uploading) {
        var up = h("div", { class: "tr-att tr-att-up", id: "board.dialog.uploading" }, h("div", { class: "tr-att-thumb" }, icon("loader-circle", { size: 20, cls: "tr-spin" })),
          h("div", { class: "tr-att-info" }, h("div", { class: "tr-b" }, "contractor-schedule.pdf"), h("div", { class: "tr-progress" }, h("span", { style: { width: "35%" } })),
            h("div", { class: "tr-muted tr-sm" }, "Uploading... 1.2 MB of 3.4 MB")));
        if (uploadDone) up = attRow(cid, ["contractor-schedule.pdf", "pdf", "Just now"], "new");
        attBody.insertBefore(up, attBody.firstChild);
      }
      var attSec = atts.length || S.uploading ? section("paperclip", "Attachments", btn("tr-btn-sub", "board.dialog.att-add", "Add"), attBody) : null;
      var checks = D.checklists.map(function (cl, ci) {
        var items = cl[1];
        var done = items.filter(function (it, ii) { return it[1] !== has(S.checked, cid + "." + ci + "." + ii); }).length;
        var pct = Math.round(100 * done / items.length);
        return section("square-check-big", cl[0], h("span", null, btn("tr-btn-sub", "board.dialog.check." + ci + ".hide", "Hide checked items"), " ", btn("tr-btn-sub", "board.dialog.check." + ci + ".delete", "Delete")),
          h("div", null, h("div", { class: "tr-progress-row" }, h("span", { class: "tr-sm" }, pct + "%"), h("div", { class: "tr-progress" + (pct === 100 ? " tr-full" : "") }, h("span", { style: { width: pct + "%" } }))),
            items.map(function (it, ii) {
              var key = cid + "." + ci + "." + ii, on = it[1] !== has(S.checked, key);
              var row = h("div", { class: "tr-ci" + (on ? " tr-ci-done" : ""), id: "board.dialog.check." + ci + "." + ii },
                h("span", { class: "tr-checkbox" + (on ? " tr-on" : ""), id: "board.dialog.check." + ci + "." + ii + ".box", role: "checkbox", "aria-checked": String(on),
                  onclick: function (e) { e.stopPropagation(); S.checked = toggled(S.checked, key); } }, on ? icon("check", { size: 12, stroke: 3 }) : null),
                h("span", { class: "tr-ci-text" }, it[0]),
                h("span", { class: "tr-ci-actions" },
                  iconBtn("board.dialog.check." + ci + "." + ii + ".due", "clock", "Due date", function (e) { e.stopPropagation(); S.action = "dialog.check." + ci + "." + ii + ".due"; }),
                  iconBtn("board.dialog.check." + ci + "." + ii + ".assign", "user-plus", "Assign", function (e) { e.stopPropagation(); S.popover = "assign:" + key; }),
                  iconBtn("board.dialog.check." + ci + "." + ii + ".more", "ellipsis", "Item actions", function (e) { e.stopPropagation(); S.action = "dialog.check." + ci + "." + ii + ".more"; })),
                it[2] ? h("span", { class: "tr-ci-who" }, av(it[2], 20)) : null);
              return row;
            }),
            btn("tr-btn-sub", "board.dialog.check." + ci + ".add", "Add an item")));
      });
      var comments = D.comments.length ? D.comments : [[card.added_by || ME, null, card.added_when || "Jun 2"]];
      var activity = section("activity", "Activity", btn("tr-btn-sub", "board.dialog.details", "Show details"),
        h("div", null, h("div", { class: "tr-comment-new" }, av(ME, 32), h("div", { class: "tr-input tr-comment-box", id: "board.dialog.comment" }, h("span", { class: "tr-muted" }, "Write a comment..."))),
          comments.map(function (cm, i) {
            if (cm[1] === null) return h("div", { class: "tr-act" }, av(cm[0], 32), h("div", null, h("b", null, person(cm[0]).name), " added this card to " + list.name, h("div", { class: "tr-muted tr-sm" }, cm[2] + ", 10:12 AM")));
            var mine = cm[0] === ME;
            return h("div", { class: "tr-act", id: "board.dialog.comment." + i }, av(cm[0], 32), h("div", { class: "tr-act-body" },
              h("div", null, h("b", null, person(cm[0]).name), " ", h("span", { class: "tr-muted tr-sm" }, cm[2])),
              h("div", { class: "tr-comment" }, cm[1]),
              h("div", { class: "tr-comment-actions" }, iconBtn("board.dialog.comment." + i + ".react", "smile-plus", "Add reaction"),
                mine ? [btn("tr-link-btn", "board.dialog.comment." + i + ".edit", "Edit"), " · ", btn("tr-link-btn", "board.dialog.comment." + i + ".delete", "Delete")]
                     : btn("tr-link-btn", "board.dialog.comment." + i + ".reply", "Reply"))));
          })));
      function side(id, ic, text, onclick) { return btn("tr-side-btn", "board.dialog." + id, [icon(ic, { size: 16 }), h("span", null, text)], onclick); }
      var labelsBtn = side("add.labels", "tag", "Labels");
      var membersBtn = side("add.members", "user", "Members");
      pop(labelsBtn, "labels:" + cid, function () {
        return [popHead("Labels"), h("div", { class: "tr-input tr-pop-input" }, h("span", { class: "tr-muted" }, "Search labels...")), h("div", { class: "tr-pop-sec" }, "Labels")].concat(
          B.label_order.map(function (k) {
            var L = B.labels[k], on = has(labelsOf(card), k);
            return h("div", { class: "tr-label-pick" }, check("board.labels." + k, on, "", function () {
              var next = toggled(labelsOf(card), k), m = Object.assign({}, S.card_labels); m[cid] = next; S.card_labels = m;
            }, h("span", { class: "tr-filter-label tr-wide-label", style: { background: L.bg, color: L.fg } }, L.name)), iconBtn("board.labels." + k + ".edit", "pencil", "Edit label"));
          }), [btn("tr-btn-sub tr-wide", "board.labels.create", "Create a new label")]);
      }, { cls: "tr-pop-labels", placement: "bottom-start" });
      pop(membersBtn, "members:" + cid, function () { return memberPicker(card, "board.members."); }, { placement: "bottom-start" });
      var sidebarCol = h("div", { class: "tr-dlg-side" },
        h("div", { class: "tr-dlg-side-h" }, "Add to card"),
        membersBtn, labelsBtn, side("add.checklist", "square-check-big", "Checklist"), side("add.dates", "clock", "Dates"),
        side("add.attachment", "paperclip", "Attachment"), side("add.cover", "image", "Cover"), side("add.fields", "sliders-horizontal", "Custom Fields"),
        h("div", { class: "tr-dlg-side-h" }, "Power-Ups"),
        side("pu.loom", "video", "Record a Loom", function () { S.$set({ card: null, loom: true }); }),
        btn("tr-side-btn tr-ghost", "board.dialog.pu.add", [icon("plus", { size: 16 }), "Add Power-Ups"]),
        h("div", { class: "tr-dlg-side-h" }, "Automation", iconBtn("board.dialog.auto.info", "info", "About automation")),
        btn("tr-side-btn tr-ghost", "board.dialog.auto.add", [icon("plus", { size: 16 }), "Add button"]),
        h("div", { class: "tr-dlg-side-h" }, "Actions"),
        side("act.move", "arrow-right", "Move"), side("act.copy", "copy", "Copy"), side("act.mirror", "refresh-cw", "Mirror"),
        side("act.template", "layout-template", "Make template"), h("hr"),
        side("act.archive", "archive", "Archive", function () { S.$set({ card: null, archived: S.archived.concat([cid]), toast: "archived:" + cid }); }),
        side("act.share", "share-2", "Share"));
      var win = h("div", { class: "tr-dlg", id: "board.dialog", role: "dialog", "aria-modal": "true", "aria-label": card.title },
        cover, iconBtn("board.dialog.close", "x", "Close dialog", close, "tr-dlg-close" + (cover ? " tr-on-cover" : "")),
        h("div", { class: "tr-dlg-title" }, icon("credit-card", { size: 20, cls: "tr-sec-ic" }), h("div", null, h("h2", null, card.title),
          h("div", { class: "tr-muted tr-sm" }, "in list ", h("a", { href: "#", class: "tr-list-link", id: "board.dialog.list" }, list.name)))),
        h("div", { class: "tr-dlg-cols" }, h("div", { class: "tr-dlg-main" }, meta, desc, attSec, checks, activity), sidebarCol));
      var overlay = h("div", { class: "tr-dlg-overlay", id: "board.dialog.overlay", onclick: function (e) { if (e.target === overlay) close(); } }, win);
      return overlay;
    }
    function attRow(cid, a, i) {
      var thumbText = a[1] === "image" ? "JPG" : a[1].toUpperCase();
      if (a[0].slice(-4) === ".png") thumbText = "PNG";
      return h("div", { class: "tr-att", id: "board.dialog.att." + i },
        h("div", { class: "tr-att-thumb tr-att-" + a[1] }, thumbText),
        h("div", { class: "tr-att-info" }, h("a", { href: "#", class: "tr-b tr-att-name", id: "board.dialog.att." + i + ".open" }, a[0]),
          h("div", { class: "tr-muted tr-sm" }, "Added " + a[2]),
          h("div", { class: "tr-att-actions" }, btn("tr-link-btn", "board.dialog.att." + i + ".comment", "Comment"), " · ",
            btn("tr-link-btn", "board.dialog.att." + i + ".download", "Download"), " · ", btn("tr-link-btn", "board.dialog.att." + i + ".delete", "Delete"), " · ",
            btn("tr-link-btn", "board.dialog.att." + i + ".edit", "Edit"))));
    }
    function memberPicker(card, prefix) {
      var B = C.boards[card.board];
      return [popHead("Members"), h("div", { class: "tr-input tr-pop-input" }, h("span", { class: "tr-muted" }, "Search members")), h("div", { class: "tr-pop-sec" }, "Board members")].concat(
        B.members.map(function (m) {
          var on = has(membersOf(card), m);
          return btn("tr-pop-member", prefix + m, [av(m, 32), h("span", null, person(m).name), on ? icon("check", { size: 16, cls: "tr-right" }) : null], function (e) {
            e.stopPropagation();
            var mm = Object.assign({}, S.card_members); mm[card.id] = toggled(membersOf(card), m); S.card_members = mm;
          });
        }));
    }

    /* ---------------------------------------------------------------- board menu drawer */
    function drawer() {
      var page = S.drawer;
      var title = page === "activity" ? "Activity" : page === "background" ? "Change background" : page === "archived" ? "Archived items" : "Menu";
      var body = h("div", { class: "tr-drawer-body", id: "board.drawer.body" });
      if (page === "menu") {
        var rows = [["about", "info", "About this board"], ["activity", "activity", "Activity"], ["archived", "archive", "Archived items"], null,
                    ["settings", "settings", "Settings"], ["labels", "tag", "Labels"], ["stickers", "smile-plus", "Stickers"], ["background", "palette", "Change background"], null,
                    ["automation", "zap", "Automation"], ["powerups", "rocket", "Power-Ups"], null,
                    ["watch", "eye", "Watch"], ["copy", "copy", "Copy board"], ["email", "mail", "Email-to-board"], ["print", "printer", "Print, export, and share"], ["close", "x", "Close board"]];
        rows.forEach(function (r) {
          if (!r) { body.appendChild(h("hr")); return; }
          body.appendChild(btn("tr-drawer-item", "board.drawer." + r[0], [icon(r[1], { size: 16 }), r[2]], function () {
            if (r[0] === "activity" || r[0] === "background" || r[0] === "archived") S.drawer = r[0];
            else if (r[0] === "copy") S.copying = true;
            else S.action = "drawer." + r[0];
          }));
        });
        body.appendChild(h("div", { class: "tr-drawer-sub" }, icon("activity", { size: 16 }), h("b", null, "Activity")));
        C.activity.slice(0, 4).forEach(function (a, i) { body.appendChild(actRow(a, i)); });
      } else if (page === "activity") {
        C.activity.forEach(function (a, i) { body.appendChild(actRow(a, i)); });
        body.appendChild(btn("tr-btn-sub tr-wide", "board.drawer.activity.more", "Load more activity", function () { S.action = "drawer.activity.more"; }));
      } else if (page === "background") {
        body.appendChild(h("div", { class: "tr-pop-sec" }, "Colors"));
        var grid = h("div", { class: "tr-bg-grid" });
        Object.keys(C.gradients).forEach(function (g) {
          grid.appendChild(btn("tr-bg-tile" + (S.background === g ? " tr-on" : ""), "board.drawer.bg." + g, null, function () { S.background = g; },
                               { style: "background:" + C.gradients[g], "aria-label": g.replace("gradient-", "") }));
        });
        body.appendChild(grid);
      } else {
        body.appendChild(h("div", { class: "tr-muted tr-pop-text" }, S.archived.length ? S.archived.length + " archived items" : "No archived cards"));
      }
      return h("aside", { class: "tr-drawer", id: "board.drawer" },
        h("div", { class: "tr-drawer-head" }, page !== "menu" ? iconBtn("board.drawer.back", "chevron-left", "Back", function () { S.drawer = "menu"; }) : h("span", { class: "tr-w32" }),
          h("h3", null, title), iconBtn("board.drawer.close", "x", "Close", function () { S.drawer = null; })), body);
    }
    function actRow(a, i) {
      return h("div", { class: "tr-act tr-act-sm", id: "board.drawer.act." + i }, av(a.who, 32),
        h("div", null, h("b", null, person(a.who).name), " " + a.text, h("div", null, h("a", { href: "#", class: "tr-muted tr-sm", id: "board.drawer.act." + i + ".when" }, a.when))));
    }

    /* ---------------------------------------------------------------- onboarding tour */
    var TOUR = [
      { anchor: function () { var l = listsOf(S.board)[0]; return l && root.querySelector('[data-igg-id="board.card.' + l.cards[0] + '"]'); }, title: "This is a card",
        text: "Cards hold tasks and ideas. Open one to add a description, a checklist, dates and more." },
      { anchor: function () { var l = listsOf(S.board)[0]; return l && root.querySelector('[data-igg-id="board.list.' + l.id + '.add"]'); }, title: "Add a card",
        text: "Capture a task in a second. You can add details later." },
      { anchor: function () { return root.querySelector('[data-igg-id="board.bh.filter"]'); }, title: "Find cards fast", text: "Filter by label, member or due date." },
      { anchor: function () { return root.querySelector('[data-igg-id="board.bh.share"]'); }, title: "Invite your team", text: "Trello is better with your team. Share this board to work together." },
    ];
    function tour() {
      var step = TOUR[S.tour - 1];
      if (!step) return null;
      var a = step.anchor();
      if (!a) return null;
      var r = a.getBoundingClientRect();
      var box = h("div", { class: "tr-tour", id: "board.tour", role: "dialog", "aria-label": step.title },
        h("div", { class: "tr-tour-art" }, icon(["credit-card", "plus", "list-filter", "user-plus"][S.tour - 1], { size: 40, stroke: 1.5 })),
        h("div", { class: "tr-tour-step" }, S.tour + " of " + TOUR.length),
        h("h3", null, step.title), h("p", null, step.text),
        h("div", { class: "tr-tour-foot" }, btn("tr-link-btn tr-light", "board.tour.skip", "Skip tour", function () { S.tour = null; }),
          btn("tr-tour-next", "board.tour.next", S.tour === TOUR.length ? "Done" : "Next", function () { S.tour = S.tour === TOUR.length ? null : S.tour + 1; })));
      var spot = h("div", { class: "tr-tour-spot", style: { left: (r.left - 4) + "px", top: (r.top - 4) + "px", width: (r.width + 8) + "px", height: (r.height + 8) + "px" } });
      var wrap = h("div", { class: "tr-tour-wrap" }, spot, box);
      queueMicrotask(function () {
        var w = box.offsetWidth, ht = box.offsetHeight, left = r.right + 12, top = r.top - 8;
        if (left + w > window.innerWidth - 8) { left = Math.max(8, r.right - w); top = r.bottom + 12; }
        top = Math.max(8, Math.min(top, window.innerHeight - ht - 8));
        box.style.left = left + "px"; box.style.top = top + "px";
      });
      return wrap;
    }

    /* ---------------------------------------------------------------- Premium trial dialog */
    function trialDialog() {
      kit.dialog({ id: "board.trial", cls: "tr-trial", closeButton: true, title: "",
        body: h("div", { class: "tr-trial-in" }, h("div", { class: "tr-trial-art" }, icon("sparkles", { size: 40 })),
          h("h2", null, "Try Trello Premium free for 14 days"),
          h("p", null, "Lucía's workspace is on the Free plan. Premium adds Timeline, Table and Calendar views, unlimited Power-Ups, admin controls and AI."),
          h("ul", null, h("li", null, icon("check", { size: 16 }), "Views for every way of working"), h("li", null, icon("check", { size: 16 }), "Unlimited automation runs"),
            h("li", null, icon("check", { size: 16 }), "No credit card needed"))),
        actions: [{ id: "board.trial.later", label: "Maybe later" }, { id: "board.trial.start", label: "Start free trial", primary: true, onClick: function () { S.action = "trial.start"; } }],
        onClose: function () { S.trial = false; } });
    }

    /* ---------------------------------------------------------------- Loom recorder (camera bubble + control bar, each dragged) */
    var loomTime = 0;
    function loom() {
      var bubble = h("div", { class: "tr-loom-bubble", id: "board.loom.bubble", role: "img", "aria-label": "Loom camera bubble (camera off)" },
        h("span", { class: "tr-loom-initials" }, "LF"), h("span", { class: "tr-loom-camoff" }, icon("video", { size: 14 }), "Camera off"));
      var clock = h("span", { class: "tr-loom-time", id: "board.loom.time" }, "0:0" + loomTime);
      var bar = h("div", { class: "tr-loom-bar", id: "board.loom.bar" },
        h("span", { class: "tr-loom-grip", id: "board.loom.bar.grip" }, icon("grip-vertical", { size: 16 })),
        btn("tr-loom-stop", "board.loom.stop", icon("square", { size: 14 }), function () { S.$set({ loom: false, loom_at: null, loom_bar_at: null }); }, { "aria-label": "Finish recording" }),
        clock,
        iconBtn("board.loom.pause", "pause", "Pause", function () { S.action = "loom.pause"; }),
        iconBtn("board.loom.restart", "rotate-ccw", "Restart", function () { S.action = "loom.restart"; }),
        iconBtn("board.loom.cancel", "trash-2", "Cancel recording", function () { S.$set({ loom: false, loom_at: null, loom_bar_at: null }); }));
      var host = document.getElementById("app");
      host.appendChild(bubble); host.appendChild(bar);
      if (S.loom_at) { bubble.style.left = S.loom_at[0] + "px"; bubble.style.top = S.loom_at[1] + "px"; bubble.style.bottom = "auto"; }
      if (S.loom_bar_at) { bar.style.left = S.loom_bar_at[0] + "px"; bar.style.top = S.loom_bar_at[1] + "px"; bar.style.bottom = "auto"; }
      kit.draggable(bubble, bubble, { bounds: "viewport", onEnd: function (at) { S.loom_at = [at.left, at.top]; } });
      kit.draggable(bar, bar.firstChild, { bounds: "viewport", ignore: false, onEnd: function (at) { S.loom_bar_at = [at.left, at.top]; } });
      var t = setInterval(function () { loomTime += 1; var s = loomTime % 60; clock.textContent = Math.floor(loomTime / 60) + ":" + (s < 10 ? "0" : "") + s; }, 1000);
      return { remove: function () { clearInterval(t); bubble.remove(); bar.remove(); } };
    }

    /* ---------------------------------------------------------------- home, table, members */
    function tile(b, prefix) {
      var starred = has(S.starred, b.id);
      return h("div", { class: "tr-tile" + (starred ? " tr-starred" : "") },
        btn("tr-tile-link", prefix + b.id, [h("span", { class: "tr-tile-bg", style: { background: b.bg_photo ? "url(" + b.bg_photo + ") center/cover" : b.bg } }),
          h("span", { class: "tr-tile-name" }, b.name)], function () { openBoard(b.id); }),
        btn("tr-tile-star", prefix + b.id + ".star", icon("star", { size: 16 }), function () { S.starred = toggled(S.starred, b.id); },
            { "aria-label": starred ? "Click to unstar " + b.name : "Click to star " + b.name }));
    }
    function homeView() {
      var boards = allBoards();
      var starred = boards.filter(function (b) { return has(S.starred, b.id); });
      var main = h("div", { class: "tr-home", id: "board.home" },
        h("div", { class: "tr-home-sec" }, h("h3", null, icon("star", { size: 20 }), "Starred boards"), h("div", { class: "tr-tiles" }, starred.map(function (b) { return tile(b, "board.home.starred."); }))),
        h("div", { class: "tr-home-sec" }, h("h3", null, icon("clock", { size: 20 }), "Recently viewed"), h("div", { class: "tr-tiles" },
          ["launch", "summit", "brand-refresh", "hiring"].map(function (id) { return tile(boards.filter(function (b) { return b.id === id; })[0], "board.home.recent."); }))),
        h("h2", { class: "tr-home-h" }, "YOUR WORKSPACES"),
        ["harbor", "home"].map(function (ws) {
          var w = C.workspaces[ws];
          var mine = boards.filter(function (b) { return b.workspace === ws; });
          return h("div", { class: "tr-home-sec", id: "board.home.ws." + ws },
            h("div", { class: "tr-ws-head" }, h("span", { class: "tr-ws-tile", style: { background: w.color } }, w.letter), h("h3", null, w.name), h("span", { class: "tr-fill" }),
              ["boards", "views", "members", "settings"].map(function (k) {
                return btn("tr-btn-sub", "board.home.ws." + ws + "." + k, [icon(k === "boards" ? "square-kanban" : k === "views" ? "table" : k === "members" ? "user" : "settings", { size: 16 }),
                  k === "boards" ? "Boards" : k === "views" ? "Views" : k === "members" ? "Members" : "Settings"], function () {
                  if (k === "members") S.$set({ view: "members" }); else if (k === "views") S.$set({ view: "table" }); else S.action = "home.ws." + ws + "." + k; });
              }),
              w.plan === "Free" ? btn("tr-btn-upgrade", "board.home.ws." + ws + ".upgrade", [icon("sparkles", { size: 16 }), "Upgrade"]) : null),
            h("div", { class: "tr-tiles" }, mine.map(function (b) { return tile(b, "board.home.board."); }),
              btn("tr-tile-new", "board.home.ws." + ws + ".create", [h("span", null, "Create new board"), h("span", { class: "tr-sm" }, w.plan === "Free" ? (10 - mine.length) + " remaining" : "")])));
        }),
        h("div", { class: "tr-home-sec" }, h("h3", null, icon("layout-template", { size: 20 }), "Most popular templates"),
          h("div", { class: "tr-tiles" }, C.templates.map(function (t, i) {
            return btn("tr-tile-link tr-template", "board.home.template." + i, [h("span", { class: "tr-tile-bg", style: { background: t.bg } }), h("span", { class: "tr-tile-name" }, h("span", { class: "tr-tpl-badge" }, "Template"), t.name)]);
          }))),
        h("div", { class: "tr-home-end" }, btn("tr-btn-sub", "board.home.closed", "View all closed boards", function () { S.action = "home.closed"; })));
      return h("div", { class: "tr-home-wrap" }, homeNav(), main);
    }
    function homeNav() {
      return h("nav", { class: "tr-home-nav" },
        btn("tr-home-nav-item tr-on", "board.home.nav.boards", [icon("square-kanban", { size: 16 }), "Boards"]),
        btn("tr-home-nav-item", "board.home.nav.templates", [icon("layout-template", { size: 16 }), "Templates"]),
        btn("tr-home-nav-item", "board.home.nav.home", [icon("house", { size: 16 }), "Home"]),
        h("div", { class: "tr-side-head" }, "Workspaces"),
        ["harbor", "home"].map(function (ws) { return btn("tr-home-nav-item", "board.home.nav.ws." + ws, [h("span", { class: "tr-ws-tile tr-ws-sm", style: { background: C.workspaces[ws].color } }, C.workspaces[ws].letter), C.workspaces[ws].name, icon("chevron-down", { size: 16, cls: "tr-right" })]); }));
    }
    function tableView() {
      var rows = [];
      ["launch", "summit"].forEach(function (bid) {
        listsOf(bid).forEach(function (l) { l.cards.forEach(function (cid) { rows.push([cid, l]); }); });
      });
      var tbl = h("table", { class: "tr-table", id: "board.table" },
        h("thead", null, h("tr", null, ["Card", "List", "Labels", "Members", "Due date", "Board"].map(function (x) { return h("th", null, x); }))),
        h("tbody", null, rows.map(function (r) {
          var card = CARDS[r[0]];
          return h("tr", { id: "board.table.row." + card.id },
            h("td", null, btn("tr-table-card", "board.table.card." + card.id, card.title, function () { S.$set({ view: "board", board: card.board, card: card.id }); })),
            h("td", null, h("span", { class: "tr-table-list" }, r[1].name, icon("chevron-down", { size: 14 }))),
            h("td", null, h("div", { class: "tr-labels" }, labelsOf(card).map(function (k) { var L = label(card.board, k); return h("span", { class: "tr-label", style: { background: L.bg, color: L.fg } }, L.name); }))),
            h("td", null, h("div", { class: "tr-table-members" }, membersOf(card).map(function (m) { return av(m, 24); }))),
            h("td", null, dueBadge(card)),
            h("td", { class: "tr-muted" }, C.boards[card.board].name));
        })));
      return h("div", { class: "tr-page", id: "board.tablepage" },
        h("div", { class: "tr-page-head" }, h("h2", null, "Table"), h("span", { class: "tr-muted tr-sm" }, "Harbor & Pine · 2 boards"), h("span", { class: "tr-fill" }),
          btn("tr-btn-sub", "board.table.filter", [icon("list-filter", { size: 16 }), "Filter"]), btn("tr-btn-sub", "board.table.boards", "Boards: 2 selected")),
        tbl, h("div", { class: "tr-table-foot" }, btn("tr-btn-sub", "board.table.add", [icon("plus", { size: 16 }), "Add card"], function () { S.action = "table.add"; })));
    }
    function membersView() {
      var ids = Object.keys(P).filter(function (k) { return !P[k].guest; });
      var guests = Object.keys(P).filter(function (k) { return P[k].guest; });
      function row(id, guest) {
        var p = P[id];
        return h("div", { class: "tr-mem-row", id: "board.mem." + id }, av(id, 32),
          h("div", { class: "tr-mem-name" }, h("div", { class: "tr-b" }, p.name), h("div", { class: "tr-muted tr-sm" }, "@" + p.username + " · " + p.role)),
          h("span", { class: "tr-fill" }),
          btn("tr-btn-sub", "board.mem." + id + ".boards", "View boards (" + (guest ? 1 : 3) + ")"),
          guest ? null : h("span", { class: "tr-mem-role" }, id === ME ? "Admin" : "Member"),
          btn("tr-btn-sub", "board.mem." + id + ".remove", [icon("x", { size: 14 }), id === ME ? "Leave" : "Remove..."], function () { S.action = "mem." + id + ".remove"; }));
      }
      return h("div", { class: "tr-page", id: "board.memberspage" },
        h("div", { class: "tr-page-head" }, h("span", { class: "tr-ws-tile tr-ws-lg", style: { background: C.workspaces.harbor.color } }, "H"),
          h("div", null, h("h2", null, "Harbor & Pine"), h("span", { class: "tr-muted tr-sm" }, icon("lock", { size: 12 }), " Private")), h("span", { class: "tr-fill" }),
          btn("tr-btn-primary", "board.mem.invite", [icon("user-plus", { size: 16 }), "Invite Workspace members"])),
        h("h3", null, "Workspace members (" + ids.length + ")"),
        h("p", { class: "tr-muted" }, "Workspace members can view and join all Workspace visible boards and create new boards in the Workspace."),
        h("div", { class: "tr-input tr-mem-filter", id: "board.mem.filter" }, h("span", { class: "tr-muted" }, "Filter by name")),
        h("div", { class: "tr-mem-list" }, ids.map(function (id) { return row(id, false); })),
        h("h3", null, "Guests (" + guests.length + ")"),
        h("div", { class: "tr-mem-list" }, guests.map(function (id) { return row(id, true); })));
    }

    /* ---------------------------------------------------------------- page */
    var page = h("div", { class: "tr-root" });
    root.appendChild(page);
    var overlays = [];
    var loomRef = null;
    var first = true;
    var uploadDone = false, puLoaded = false, copyDone = false;
    function scrollers() {
      var out = {};
      page.querySelectorAll("[data-igg-id]").forEach(function (el) {
        if (el.scrollTop || el.scrollLeft) out[el.getAttribute("data-igg-id")] = [el.scrollLeft, el.scrollTop];
      });
      overlays.forEach(function (o) { if (o.querySelector) o.querySelectorAll("[data-igg-id]").forEach(function (el) { if (el.scrollTop) out[el.getAttribute("data-igg-id")] = [el.scrollLeft, el.scrollTop]; }); });
      return out;
    }
    function byId(id) { return document.querySelector('[data-igg-id="' + id + '"]'); }
    function draw() {
      var saved = first ? null : scrollers();
      var wy = window.scrollY;
      redrawing = true;
      closePops();
      redrawing = false;
      pops = [];
      overlays.forEach(function (o) { o.remove(); });
      overlays = [];
      page.textContent = "";
      page.className = "tr-root tr-view-" + S.view + (S.view === "board" ? " tr-bg-board" : "");
      if (S.view === "board") {
        var b = board();
        page.style.background = S.background ? C.gradients[S.background] : b.bg_photo ? "url(" + b.bg_photo + ") center/cover" : b.bg;
      } else page.style.background = "";
      page.appendChild(header());
      var body = h("div", { class: "tr-body" });
      if (S.view !== "home") body.appendChild(sidebar());
      var main = S.view === "home" ? homeView() : S.view === "table" ? tableView() : S.view === "members" ? membersView() : boardView();
      body.appendChild(h("main", { class: "tr-main" }, main));
      if (S.view === "board" && S.drawer) body.appendChild(drawer());
      page.appendChild(body);
      var host = document.getElementById("app");
      if (S.view === "board" && S.card && CARDS[S.card]) { var d = cardDialog(S.card); host.appendChild(d); overlays.push(d); }
      if (saved) {
        Object.keys(saved).forEach(function (id) { var el = byId(id); if (el) { el.scrollLeft = saved[id][0]; el.scrollTop = saved[id][1]; } });
        window.scrollTo(0, wy);
      } else {
        var cv = byId("board.canvas");
        if (cv && init.scroll_x) cv.scrollLeft = init.scroll_x;
        Object.keys(init.list_scroll || {}).forEach(function (lid) { var el = byId("board.list." + lid + ".cards"); if (el) el.scrollTop = init.list_scroll[lid]; });
        var sb = byId("board.sidebar.scroll");
        if (sb && init.sidebar_scroll) sb.scrollTop = init.sidebar_scroll;
        var dl = byId("board.dialog.overlay");
        if (dl && init.dialog_scroll) dl.scrollTop = init.dialog_scroll;
        if (init.scroll_y) window.scrollTo(0, init.scroll_y);
      }
      first = false;
      if (S.view === "board" && S.popover && S.popover.indexOf("quick:") === 0) {
        var q = quickEdit(S.popover.slice(6));
        if (q) { host.appendChild(q); overlays.push(q); }
      }
      if (S.view === "board" && S.tour && !S.card) { var t = tour(); if (t) { host.appendChild(t); overlays.push(t); } }
      if (S.popover && S.popover.indexOf("assign:") === 0) {
        var parts = S.popover.slice(7).split("."), anchor = byId("board.dialog.check." + parts[1] + "." + parts[2] + ".assign");
        if (anchor) {
          var ap = pop(anchor, S.popover, function () { return memberPicker(CARDS[parts[0]], "board.assign."); });
          ap.open();
        }
      }
      openWanted();
    }
    var RENDER = ["view", "board", "card", "drawer", "sidebar", "tour", "filter", "boardbar", "starred", "archived", "moved", "card_labels",
                  "card_members", "checked", "watching", "collapsed", "background", "search", "copying", "powerup_loading"];
    S.$on(function (changed) {
      var keys = Object.keys(changed || {});
      if (changed && changed.length !== undefined) keys = changed;
      var need = keys.some(function (k) { return RENDER.indexOf(k) >= 0; });
      var pk = keys.indexOf("popover") >= 0;
      if (need) draw();
      else if (pk) {
        // The quick editor and the checklist assign picker are drawn by draw(); other popovers by the kit.
        var quickNow = !!root.querySelector('[data-igg-id="board.quick"]') || !!document.querySelector('[data-igg-id="board.quick"]');
        if ((S.popover && /^(quick|assign):/.test(S.popover)) || quickNow) draw();
      }
      if (keys.indexOf("loom") >= 0) syncLoom();
      if (keys.indexOf("butler") >= 0) runButler();
      if (keys.indexOf("copying") >= 0) runCopy();
      if (keys.indexOf("toast") >= 0 && S.toast && S.toast.indexOf("archived:") === 0) {
        var ac = S.toast.slice(9);
        flag("Card archived", { icon: "archive", action: { id: "board.toast.undo", label: "Undo", onClick: function () { S.$set({ archived: S.archived.filter(function (x) { return x !== ac; }), toast: null }); } } });
      }
      if (keys.indexOf("trial") >= 0 && S.trial) trialDialog();
    });
    function syncLoom() {
      if (loomRef) { loomRef.remove(); loomRef = null; }
      if (S.loom) loomRef = loom();
    }
    var butlerTimer = null;
    function runButler() {
      if (!S.butler || butlerTimer) return;
      var which = S.butler;
      var name = C.butler_buttons.filter(function (x) { return x.id === which; })[0].name;
      kit.toast({ id: "board.toast.running", text: h("span", { class: "tr-flag-in" }, icon("loader-circle", { size: 20, cls: "tr-spin" }), "Running \u201c" + name + "\u201d..."), timeout: 0, dismissible: false, cls: "tr-flag" });
      butlerTimer = setTimeout(function () {
        butlerTimer = null;
        S.$set({ butler: null, toast: "butler:" + which });
        flag("\u201c" + name + "\u201d finished on 7 cards.", { icon: "zap", action: { id: "board.toast.undo", label: "Undo", onClick: function () { S.action = "toast.undo.butler." + which; } } });
      }, 3000);
    }
    function runCopy() {
      if (!S.copying || copyDone) return;
      setTimeout(function () { copyDone = true; draw(); }, 5000);
    }

    draw();
    syncLoom();
    if (S.trial && S.view === "board" && C.workspaces[board().workspace].plan === "Free") trialDialog();
    if (S.uploading) setTimeout(function () { uploadDone = true; draw(); }, 4000);
    if (S.powerup_loading) setTimeout(function () { puLoaded = true; draw(); }, 3000);
    if (S.butler) runButler();
    if (S.copying) runCopy();
    if (S.toast && S.toast.indexOf("archived:") === 0) flag("Card archived", { icon: "archive" });
    window.addEventListener("resize", function () { draw(); });
    // A click whose effect no other key records (a link to a screen this mockup does not draw, a
    // menu item) is kept in S.action as the clicked control's name, so every click leaves a trace.
    var CLOSING = { popover: null, drawer: null, tour: null, trial: false, card: null, toast: null };
    document.addEventListener("click", function (e) {
      var el = e.target && e.target.closest && e.target.closest("[data-igg-id]");
      var id = el && el.getAttribute("data-igg-id");
      if (!id || id.indexOf("board.") !== 0) return;
      var before = S.$snapshot();
      setTimeout(function () {
        var now = S.$snapshot();
        var other = Object.keys(now).some(function (k) {
          return k !== "action" && JSON.stringify(now[k]) !== JSON.stringify(before[k]) && !(k in CLOSING && now[k] === CLOSING[k]);
        });
        if (!other) S.action = id.slice(6);
      }, 0);
    }, true);
  },
});
