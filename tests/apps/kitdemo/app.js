/* Kit demo: one page that uses every widget of the app kit (mockups/runtime/kit.js), for
 * tests/test_kit.py and for looking at the kit's defaults. Every id starts with "kitdemo.".
 *
 * State (manifest.yaml, one store: ctx.store()): menu, dialog, snackbar, card, popover start with
 * that surface open; catcher lays a full-page click catcher over the page (clear: paints nothing,
 * the defect the validator reports; scrim: visible); the other keys record what clicks did.
 */
(function () {
  "use strict";

  IGG.app({
    mount: function (root, ctx) {
      var h = ctx.h, kit = ctx.kit || IGG.kit, C = ctx.content, S = ctx.store();
      var icon = kit.icons("material");

      function section(title, id) {
        return h("section", { class: "demo-section", id: id }, h("h2", null, title));
      }
      function button(id, label, iconName, onClick) {
        return h("button", { class: "demo-btn", id: id, type: "button", onclick: onClick }, iconName ? icon(iconName, { size: 18 }) : null, label);
      }

      /* Icons from every vendored set, and avatars. */
      var iconRow = h("div", { class: "demo-icons", id: "kitdemo.icons" },
        ["material:inbox", "material:star-fill", "material:label_important", "material:more_vert", "material:smart_display",
         "octicon:git-branch", "octicon:git-pull-request", "octicon:issue-opened", "octicon:mark-github",
         "lucide:headphones", "lucide:hash", "lucide:smile-plus", "lucide:pen-tool",
         "fluent:mail_20_regular", "fluent:calendar_20_regular", "codicon:files", "codicon:debug-alt", "codicon:source-control"]
          .map(function (n) { return kit.icon(n, { size: 24, label: n }); }));
      var avatars = h("div", { class: "demo-avatars" }, C.people.slice(0, 6).map(function (p, i) {
        return kit.avatar({ name: p }, { size: 36, shape: i % 3 === 2 ? "rounded" : "circle", letters: i % 2 ? 2 : 1, id: "kitdemo.avatar." + i });
      }));
      var head = section("Icons and avatars", "kitdemo.sec.icons");
      head.appendChild(iconRow); head.appendChild(avatars);

      /* Menus: a dropdown with a submenu, and a context menu. */
      var menuBtn = button("kitdemo.menu.button", "Actions", "keyboard_arrow_down");
      var labelsItems = ["Finance", "Travel", "Receipts"].map(function (l) {
        return { id: "kitdemo.menu.label." + l.toLowerCase(), label: l, icon: "material:label" };
      });
      var actions = kit.menu(menuBtn, [
        { id: "kitdemo.menu.reply", label: "Reply", icon: "material:reply", shortcut: "R" },
        { id: "kitdemo.menu.forward", label: "Forward", icon: "material:forward", shortcut: "F" },
        { divider: true },
        { id: "kitdemo.menu.label", label: "Label as", icon: "material:sell", submenu: labelsItems },
        { id: "kitdemo.menu.move", label: "Move to", icon: "material:drive_file_move", submenu: [
          { id: "kitdemo.menu.move.archive", label: "Archive" }, { id: "kitdemo.menu.move.spam", label: "Spam" }] },
        { id: "kitdemo.menu.mute", label: "Mute", checked: true },
        { id: "kitdemo.menu.print", label: "Print all", disabled: true },
      ], { id: "kitdemo.menu", open: !!S.menu,
           onOpen: function () { S.menu = true; },
           onClose: function () { S.menu = false; },
           onSelect: function (item) { S.chosen = item.id; } });
      var ctxArea = h("div", { class: "demo-ctx", id: "kitdemo.ctxarea" }, "Right-click here");
      kit.menu(ctxArea, [
        { id: "kitdemo.ctx.open", label: "Open", icon: "material:open_in_new" },
        { id: "kitdemo.ctx.copy", label: "Copy link", icon: "material:link" },
      ], { id: "kitdemo.ctx", trigger: "contextmenu" });
      var more = h("button", { class: "demo-icon-btn", id: "kitdemo.tip", "aria-label": "More options" }, icon("more_vert"));
      kit.tooltip(more, "More options");
      var filterBtn = button("kitdemo.filter.button", "Filter", "filter_list");
      kit.popover(filterBtn, function () {
        return [h("div", { class: "demo-muted" }, "Show conversations"),
                h("div", { class: "demo-row" }, ["any", "unread", "mentions"].map(function (f) {
                  return button("kitdemo.filter." + f, f[0].toUpperCase() + f.slice(1), null, function () { S.filter = f; });
                }))];
      }, { id: "kitdemo.filter", placement: "bottom-end", cls: "demo-popover", open: S.popover,
           onOpen: function () { S.popover = true; }, onClose: function () { S.popover = false; } });
      var menus = section("Menus and tooltips", "kitdemo.sec.menus");
      menus.appendChild(h("div", { class: "demo-row" }, menuBtn, filterBtn, ctxArea, more));

      /* Rows with hover toolbars and a hover card. */
      var rows = section("Hover toolbars and cards", "kitdemo.sec.rows");
      C.rows.forEach(function (r) {
        var who = h("span", { class: "demo-who", id: "kitdemo.row." + r.slug + ".who" }, r.who);
        var row = h("div", { class: "demo-list-row", id: "kitdemo.row." + r.slug }, kit.avatar({ name: r.who }, { size: 28 }), who,
          h("span", { class: "demo-subject" }, r.subject));
        kit.hoverToolbar(row, [
          { id: "kitdemo.row." + r.slug + ".react", icon: "lucide:smile-plus", label: "Add reaction" },
          { id: "kitdemo.row." + r.slug + ".thread", icon: "lucide:message-square-text", label: "Reply in thread" },
          { id: "kitdemo.row." + r.slug + ".more", icon: "lucide:ellipsis-vertical", label: "More actions" },
        ], { id: "kitdemo.row." + r.slug + ".toolbar" });
        var card = kit.hoverCard(who, function () {
          return [h("div", { class: "demo-card-head" }, kit.avatar({ name: r.who }, { size: 48 }),
                    h("div", null, h("b", null, r.who), h("div", { class: "demo-muted" }, "Product designer \u00b7 Lisbon"))),
                  h("div", { class: "demo-row" }, button("kitdemo.card." + r.slug + ".message", "Message", "chat"),
                    button("kitdemo.card." + r.slug + ".call", "Call", "videocam"))];
        }, { id: "kitdemo.card." + r.slug });
        if (S.card && r === C.rows[0]) card.open();
        rows.appendChild(row);
      });

      /* Tabs, a collapsible section, a carousel. */
      var tabs = kit.tabs([
        { key: "primary", id: "kitdemo.tab.primary", label: "Primary", icon: "material:inbox" },
        { key: "promotions", id: "kitdemo.tab.promotions", label: "Promotions", icon: "material:sell", count: "3 new" },
        { key: "social", id: "kitdemo.tab.social", label: "Social", icon: "material:group" },
      ].map(function (t) {
        t.panel = function () { return h("div", { class: "demo-panel", id: "kitdemo.panel." + t.key }, t.label + " messages appear here."); };
        return t;
      }), { id: "kitdemo.tabs", onChange: function (key) { S.tab = key; } });
      var collHead = h("div", { class: "demo-coll-head", id: "kitdemo.coll.head" }, icon("arrow_drop_down"), "Channels");
      var collBody = h("div", { class: "demo-coll-body" }, ["general", "design", "release-train"].map(function (c) {
        return h("div", { class: "demo-channel", id: "kitdemo.coll.channel." + c }, kit.icon("lucide:hash", { size: 16 }), c);
      }));
      kit.collapsible(collHead, collBody, { open: false });
      var prev = h("button", { class: "demo-arrow", id: "kitdemo.carousel.prev", "aria-label": "Previous" }, icon("chevron_left"));
      var next = h("button", { class: "demo-arrow demo-arrow-next", id: "kitdemo.carousel.next", "aria-label": "Next" }, icon("chevron_right"));
      var track = h("div", { class: "kit-carousel-track demo-track", id: "kitdemo.carousel" }, C.cards.map(function (c, i) {
        return h("div", { class: "demo-slide", id: "kitdemo.slide." + c.slug }, h("b", null, "#" + (i + 1)), " " + c.title);
      }));
      kit.carousel(track, { prev: prev, next: next, step: 400 });
      var mid = section("Tabs, sections, carousel", "kitdemo.sec.tabs");
      mid.appendChild(tabs.bar); mid.appendChild(tabs.body);
      mid.appendChild(h("div", { class: "demo-coll" }, collHead, collBody));
      mid.appendChild(h("div", { class: "demo-carousel" }, prev, track, next));

      /* Dialog, banner, toast, snackbar, delayed controls. */
      function openDialog() {
        kit.dialog({ id: "kitdemo.dialog", title: "Share \u201cRelease 4.2 checklist\u201d",
          body: [h("p", null, "People with access can view and comment."),
                 h("div", { class: "demo-row" }, C.people.slice(0, 4).map(function (p) { return kit.avatar({ name: p }, { size: 32 }); }))],
          actions: [{ id: "kitdemo.dialog.copy", label: "Copy link" }, { id: "kitdemo.dialog.done", label: "Done", primary: true }],
          onClose: function (reason) { S.$set({ dialog: false, dialog_closed: reason }); } });
        S.dialog = true;
      }
      function showSnackbar() {
        kit.snackbar({ id: "kitdemo.snackbar", text: "Conversation archived.",
          action: { id: "kitdemo.snackbar.undo", label: "Undo", onClick: function () { S.undone = true; } },
          onClose: function (reason) { S.$set({ snackbar: false, snackbar_closed: reason }); } });
        S.snackbar = true;
      }
      var bannerHost = h("div", { class: "demo-banner-host" }, kit.banner({ id: "kitdemo.banner", icon: "material:info",
        text: "Your storage is 92% full. Free up space or get more storage.",
        actions: [{ id: "kitdemo.banner.more", label: "Get storage" }] }).el);
      var download = button("kitdemo.download", "Download all", "download");
      kit.enableAfter(download, 3000);
      var chip = h("div", { class: "demo-chip", id: "kitdemo.newchip" }, "3 new messages");
      kit.showAfter(chip, 2000);
      var lower = section("Dialogs, banners, toasts, timers", "kitdemo.sec.dialogs");
      lower.appendChild(bannerHost);
      lower.appendChild(h("div", { class: "demo-row" },
        button("kitdemo.open-dialog", "Share", "share", openDialog),
        button("kitdemo.open-toast", "Toast", null, function () {
          kit.toast({ id: "kitdemo.toast", text: "Huddle ended \u00b7 12 min",
                      onClose: function (reason) { S.toast_closed = reason; } });
        }),
        button("kitdemo.open-snackbar", "Archive", "archive", showSnackbar),
        download, chip));

      /* A lazy list in a scroller, and a draggable window. */
      var list = h("div", { class: "demo-feed", id: "kitdemo.feed" });
      var scroller = h("div", { class: "demo-scroller", id: "kitdemo.scroller" }, list);
      kit.lazyList(list, C.feed, function (f) {
        return h("div", { class: "demo-feed-row", id: "kitdemo.feed." + f.slug }, kit.avatar({ name: f.who }, { size: 24 }),
          h("span", null, f.who), h("span", { class: "demo-muted" }, f.subject));
      }, { id: "kitdemo.feed", pageSize: 15, onPage: function (n) { S.pages = n; } });
      var feed = section("Lazy list", "kitdemo.sec.feed");
      feed.appendChild(scroller);

      var handle = h("div", { class: "demo-float-head", id: "kitdemo.float.handle" }, kit.icon("lucide:headphones", { size: 16 }),
        h("span", { class: "demo-float-title" }, "Huddle in #design"),
        h("button", { class: "demo-icon-btn", id: "kitdemo.float.close", "aria-label": "Leave" }, kit.icon("lucide:x", { size: 16 })));
      var floating = h("div", { class: "demo-float", id: "kitdemo.float" }, handle,
        h("div", { class: "demo-float-body" }, C.people.slice(0, 3).map(function (p) { return kit.avatar({ name: p }, { size: 40, shape: "rounded" }); })));
      kit.draggable(floating, handle, { bounds: "viewport", onEnd: function (p) { S.float_at = [p.left, p.top]; } });

      root.appendChild(h("div", { class: "demo" },
        h("header", { class: "demo-top" }, icon("menu", { size: 24 }), h("h1", null, "Kit demo")),
        h("div", { class: "demo-grid" }, h("div", null, head, menus, rows), h("div", null, mid, lower, feed))));
      root.appendChild(floating);
      if (S.catcher) {
        root.appendChild(h("div", { class: "demo-catcher demo-catcher-" + S.catcher, id: "kitdemo.catcher",
                                    onclick: function () { S.catcher = null; } }));
      }
      if (S.dialog) openDialog();
      if (S.snackbar) showSnackbar();
    },
  });
})();
