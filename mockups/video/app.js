/* video: a video platform modelled on YouTube (web).
 *
 * Views: home feed (guide, chips, grid, Shorts shelf), watch page (player, description, comments,
 * recommendation rail, optional playlist panel and pre-roll ad), channel page, Shorts player and
 * simple browse pages for the guide entries. Overlays: notifications panel, card/kebab menus,
 * consent dialog, Premium "mealbar" promo, sign-in prompt, draggable miniplayer and caption
 * window, info cards, share and save dialogs, toasts.
 *
 * State: the whole UI state lives in the store (ctx.store(), typed by manifest.yaml beside this
 * file): every click's effect is written there (the page shown and the video playing, dialogs,
 * likes, subscriptions, saves, shares, reports, the last toast...), so igg.state() tells apart
 * what any two clicks did. Lists and dicts are replaced, never mutated. The render functions read
 * the store; a click writes it and repaints the part it changed.
 *
 * Pictures: thumbnails are the app's own vendored photographs (content.py THUMBS: each title fits
 * its photo) with the creator's lettering, or a designed title card (lettering and an emoji
 * sticker on the channel's colours); channel pictures are logos or letter avatars.
 *
 * Shared mechanisms come from the kit (ctx.kit): Material Symbols icons, avatars, menus with
 * submenus, popovers (notifications, info cards), tooltips, hover toolbars (thumbnail actions),
 * carousels (chip strips), dialogs (consent, share, save), snackbars, the draggable miniplayer
 * and the delayed ad skip / end screen.
 */
(function () {
  "use strict";

  /* ------------------------------------------------------------------ icons */
  // The app's short icon names -> vendored Material Symbols (YouTube's own set is not open).
  var ICONS = {
    menu: "menu", search: "search", mic: "mic", bell: "notifications", bellOn: "notifications_active", plus: "add",
    home: "home-fill", homeO: "home", subs: "subscriptions", history: "history", playlists: "playlist_play",
    yourVideos: "smart_display", clock: "schedule", like: "thumb_up", likeOn: "thumb_up-fill", dislike: "thumb_down",
    share: "share", download: "download", moreH: "more_horiz", moreV: "more_vert", queue: "playlist_play",
    close: "close", play: "play_arrow-fill", pause: "pause", next: "skip_next", prev: "skip_previous",
    volume: "volume_up", volumeOff: "volume_off", gear: "settings", gearF: "settings-fill", cc: "closed_caption",
    miniplayer: "picture_in_picture_alt", theater: "crop_landscape", fullscreen: "fullscreen", expand: "open_in_full",
    chevR: "chevron_right", chevL: "chevron_left", chevD: "keyboard_arrow_down", chevU: "keyboard_arrow_up",
    verified: "check_circle-fill", sort: "sort", trending: "local_fire_department", bag: "shopping_bag",
    music: "music_note", film: "movie", live: "sensors", game: "sports_esports", news: "newspaper", trophy: "trophy",
    bulb: "lightbulb", hanger: "checkroom", podcast: "podcasts", flag: "flag", help: "help", feedback: "feedback",
    scissors: "content_cut", save: "playlist_add", thanks: "favorite", transcript: "notes", block: "block",
    minus: "do_not_disturb_on", person: "account_circle", pin: "keep", heart: "favorite", loop: "repeat",
    shuffle: "shuffle", signout: "logout", keyboard: "keyboard", moon: "dark_mode", shield: "shield",
    replay: "replay", link: "link", info: "info", check: "check", lock: "lock", language: "text_format", location: "location_on",
    comment: "comment", upload: "cloud_upload", golive: "sensors", post: "edit_note", videoCam: "videocam", bellOff: "notifications",
  };

  var TOAST_MS = 4000;
  var FEED_BATCH = 24, FEED_LOAD_MS = 1200;  // home feed continuation: batch size, spinner time
  // What a new page starts from: the keys that belong to one page, not to the session.
  var PAGE_KEYS = { ad: null, at: null, time: null, desc_expanded: false, transcript: false, chapters: false, sort: "top", replies: [],
                    composer: null, rail_chip: "all", cards: false, channel_tab: "home", channel_sort: "latest",
                    notifications: false, drawer: false, share: null, save: null, short: null };

  /* ================================================================== the app */
  IGG.app({
    mount: function (root, ctx) {
      var h = ctx.h, kit = ctx.kit || IGG.kit, C = ctx.content, init = ctx.state || {};
      var V = C.videos, CH = C.channels, SH = {};
      C.shorts.forEach(function (s) { SH[s.slug] = s; });

      // The UI state lives in the store (typed by manifest.yaml); these guards only fix bad values.
      var S = ctx.store();
      if (!CH[S.channel]) S.channel = "marisol-cooks";
      if (S.playlist && !C.playlists[S.playlist]) S.playlist = null;
      if (S.view === "watch") {
        if (!V[S.video]) S.video = "brown-butter-steak";
        if (S.mini) S.mini = false;
      } else if (!S.mini || !V[S.video]) S.$set({ mini: false, video: null });
      if (S.view === "shorts") { if (!SH[S.short]) S.short = C.shorts[0].slug; } else if (S.short) S.short = null;
      if (S.view !== "watch" && (S.ad || S.at || S.time !== null)) S.$set({ ad: null, at: null, time: null });
      if (S.signed_in && (S.consent || S.promo === "signin")) S.$set({ consent: false, promo: S.promo === "signin" ? null : S.promo });
      if (!S.signed_in && S.notifications) S.notifications = false;
      if (S.share && !V[S.share]) S.share = null;
      if (S.save && !V[S.save]) S.save = null;
      if (S.menu) S.menu = null;  // menus open on a click, never at mount

      function has(list, x) { return list.indexOf(x) >= 0; }
      function without(list, x) { return list.filter(function (y) { return y !== x; }); }
      function toggled(list, x) { return has(list, x) ? without(list, x) : list.concat([x]); }
      function withKey(dict, key, value) { var out = Object.assign({}, dict); if (value === undefined) delete out[key]; else out[key] = value; return out; }

      // Derived from the store: subscriptions, Watch later.
      function isSub(ch) { return (has(C.subscriptions, ch) && !has(S.unsubscribed, ch)) || has(S.subscribed, ch); }
      function subsPatch(ch, on) {
        if (has(C.subscriptions, ch)) return { unsubscribed: on ? without(S.unsubscribed, ch) : toggled(without(S.unsubscribed, ch), ch) };
        return { subscribed: on ? without(S.subscribed, ch).concat([ch]) : without(S.subscribed, ch) };
      }
      function watchLater() { return S.watch_later || C.watchLater; }
      function subsList() {
        var list = C.subscriptions.filter(isSub);
        S.subscribed.forEach(function (s) { if (CH[s] && !has(list, s)) list.push(s); });
        return list;
      }

      /* ------------------------------------------------------------ small builders */
      // Sized by app.css (.icon, .icon.small, .verified ...) as YouTube sizes each place, not inline.
      function icon(name, cls) {
        var el = kit.icon("material:" + ICONS[name], { cls: "icon " + (cls || "") });
        el.style.width = el.style.height = "";
        return el;
      }
      function setIcon(btn, name) { clear(btn); btn.appendChild(icon(name)); }
      // A thumbnail, as creators make them: their photograph with lettering over it (a cut-out
      // photo sits on the channel's colours), or a title card (lettering and an emoji sticker).
      // caption: false leaves a photo bare (small previews, the player's video frame).
      function art(item, caption) {
        var a = item.art || {}, bg = a.bg || ["#272727", "#3f3f3f"];
        var kind = item.thumb ? (item.cutout ? " cutout" : " photo") : " titlecard";
        var wrap = h("div", { class: "art-wrap" + kind, style: { backgroundImage: "linear-gradient(135deg, " + bg[0] + ", " + bg[1] + ")" } });
        if (item.thumb) wrap.appendChild(h("img", { class: "art", src: item.thumb, alt: item.title, draggable: "false" }));
        else if (a.emoji) wrap.appendChild(h("span", { class: "sticker", "aria-hidden": "true" }, a.emoji));
        if ((caption !== false || !item.thumb) && a.caption) {
          wrap.appendChild(h("div", { class: "cap" + (item.thumb ? "" : " left") },
            h("span", null, a.caption), a.caption2 ? h("span", { class: "cap2", style: { color: a.accent } }, a.caption2) : null));
        }
        return wrap;
      }
      // A channel picture: the brand's logo on its colour, or YouTube's letter on it.
      function avatar(chSlug, size, id, extra) {
        var c = CH[chSlug];
        var cls = "avatar " + (extra || "");
        if (!c.logo) return kit.avatar({ name: c.name, color: c.color }, { size: size, id: id, cls: cls });
        return h("span", { class: cls + " ch-logo", id: id, role: "img", "aria-label": c.name,
                           style: { width: size + "px", height: size + "px", background: c.color } },
          kit.icon("material:" + c.logo, { size: Math.round(size * 0.56) }));
      }
      // kit.carousel; an arrow's click is kept as the last command (it moved the strip).
      function carousel(track, opts) {
        var c = kit.carousel(track, opts);
        [opts.prev, opts.next].forEach(function (el) {
          var btn = el.querySelector("[data-igg-id]");
          el.addEventListener("click", function () { command(btn.getAttribute("data-igg-id")); });
        });
        return c;
      }
      function personAvatar(person, size, id) { return kit.avatar(person, { size: size, id: id, cls: "avatar" }); }
      function userAvatar(size, id) { return personAvatar(C.user, size, id); }
      function verified(c) { return c.verified ? icon("verified", "verified") : null; }
      function stop(fn) { return function (e) { e.stopPropagation(); e.preventDefault(); fn(e); }; }
      function clear(el) { while (el.firstChild) el.removeChild(el.firstChild); }
      function statsLine(v) { return v.live ? v.views : v.views + " views \u2022 " + v.age; }
      function durationBadge(v) {
        if (v.live) return h("span", { class: "badge live" }, icon("live", "badge-ico"), "LIVE");
        return h("span", { class: "badge" }, v.duration);
      }
      // A count as YouTube prints it, one more once you liked it ("412" -> "413"; "3.4K" stays).
      function plusOne(count, on) { return on && /^\d+$/.test(count) ? String(Number(count) + 1) : count; }

      function logo(id) {
        return h("a", { class: "logo", id: id, title: "YouTube Home", onclick: stop(function () { go({ view: "home", chip: "all" }); }),
          html: '<svg viewBox="0 0 101 20" width="101" height="20"><path d="M27.97 3.12A3.6 3.6 0 0 0 25.44.59C23.21 0 14.28 0 14.28 0S5.35 0 3.12.59A3.6 3.6 0 0 0 .59 3.12C0 5.35 0 10 0 10s0 4.65.59 6.88a3.6 3.6 0 0 0 2.53 2.53C5.35 20 14.28 20 14.28 20s8.93 0 11.16-.59a3.6 3.6 0 0 0 2.53-2.53C28.57 14.65 28.57 10 28.57 10s0-4.65-.6-6.88z" fill="#FF0000"/><path d="M11.43 14.29 18.85 10l-7.42-4.29v8.58z" fill="#fff"/>' +
            '<text x="30.5" y="16.6" font-family="Roboto Condensed, Roboto, sans-serif" font-weight="700" font-size="20.5" letter-spacing="-0.6" textLength="60" lengthAdjust="spacingAndGlyphs" fill="currentColor">YouTube</text></svg><span class="cc-code">GB</span>' });
      }

      /* ------------------------------------------------------------ skeleton */
      root.className = "yt" + (S.theme === "dark" ? " dark" : "");
      var topbar = h("header", { class: "topbar" });
      var guideEl = h("nav", { class: "guide", id: "video.guide" });
      var renderedGuideMode = null;
      // Crossing a width breakpoint swaps the guide, as YouTube does while the window is resized.
      window.addEventListener("resize", function () { if (guideMode() !== renderedGuideMode) renderGuide(); });
      var miniGuideEl = h("nav", { class: "mini-guide" });
      var mainEl = h("main", { class: "main" });
      // m.youtube.com's bottom navigation bar: drawn always, shown by app.css at phone widths only.
      var mnavEl = h("nav", { class: "mnav", id: "video.mnav" });
      var layers = h("div", { class: "layers" });
      root.appendChild(topbar); root.appendChild(guideEl); root.appendChild(miniGuideEl); root.appendChild(mainEl); root.appendChild(mnavEl); root.appendChild(layers);
      var drawerLayer = h("div", { class: "layer drawer-layer" });
      var popupLayer = h("div", { class: "layer popup-layer" });
      var miniLayer = h("div", { class: "layer mini-layer" });
      var promoLayer = h("div", { class: "layer promo-layer" });
      [drawerLayer, miniLayer, promoLayer, popupLayer].forEach(function (l) { layers.appendChild(l); });

      /* ------------------------------------------------------------ menus & toasts */
      var openMenu = null;  // the kit menu currently open, closed when the page changes or scrolls
      function closePopup() { if (openMenu) openMenu.close("navigate"); }
      window.addEventListener("scroll", closePopup, { passive: true });

      // Items: {id, icon, label, action, shortcut, checked, submenu} or "-" for a divider. An item
      // with no action of its own records itself as the last command (S.command).
      function kitItems(items) {
        return items.map(function (it) {
          if (it === "-") return { divider: true };
          return { id: it.id, label: it.label, icon: it.icon ? icon(it.icon) : null, shortcut: it.shortcut, checked: it.checked,
                   submenu: it.submenu ? kitItems(it.submenu) : null,
                   onSelect: function () { if (it.action) it.action(); else command(it.id); } };
        });
      }
      function menu(anchor, items, opts) {
        opts = opts || {};
        var handle = kit.menu(anchor, kitItems(items), {
          id: opts.id, cls: "yt-menu " + (opts.cls || ""), placement: opts.placement || "bottom-start", host: opts.host,
          onOpen: function (el) { openMenu = handle; S.menu = anchor.getAttribute("data-igg-id"); if (opts.onOpen) opts.onOpen(el); },
          onClose: function () { if (openMenu === handle) { openMenu = null; S.menu = null; } },
        });
        return handle;
      }
      function command(id) { S.command = id.replace(/^video\./, ""); }

      // YouTube's styled tooltips instead of the browser's: every titled button of a part gets one.
      function tooltips(el, placement) {
        el.querySelectorAll("button[title], a[title]").forEach(function (b) {
          kit.tooltip(b, b.getAttribute("title"), { placement: placement });
          b.setAttribute("aria-label", b.getAttribute("title"));
          b.removeAttribute("title");
        });
      }

      // YouTube's toasts (tp-yt-paper-toast) stay ~4 s, with or without Undo: see manifest `expiring`.
      // The text stays in the store (S.toast) after the toast hides.
      function toast(text, undo) {
        S.toast = text;
        kit.snackbar({ id: "video.toast", text: text, dismissible: false, cls: "yt-snackbar", timeout: TOAST_MS,
                       action: undo ? { id: "video.toast.undo", label: "Undo", onClick: function () { undo(); } } : null });
      }

      function videoMenu(slug, prefix, anchor, placement) {
        var v = V[slug];
        return menu(anchor, [
          { id: prefix + ".menu.queue", icon: "queue", label: "Add to queue", action: function () { addQueue(slug); } },
          { id: prefix + ".menu.watch-later", icon: "clock", label: "Save to Watch later", action: function () { addWatchLater(slug, true); } },
          { id: prefix + ".menu.save", icon: "save", label: "Save to playlist", action: function () { openSave(slug); } },
          { id: prefix + ".menu.download", icon: "download", label: "Download", action: function () { toast("Downloads are available with YouTube Premium"); } },
          { id: prefix + ".menu.share", icon: "share", label: "Share", action: function () { openShare(slug); } },
          "-",
          { id: prefix + ".menu.not-interested", icon: "block", label: "Not interested", action: function () { removeVideo(slug, "video"); } },
          { id: prefix + ".menu.dont-recommend", icon: "minus", label: "Don't recommend channel", action: function () { removeVideo(slug, "channel"); } },
          { id: prefix + ".menu.report", icon: "flag", label: "Report", action: function () { report("video/" + slug); } },
        ], { placement: placement });
      }
      function removeVideo(slug, how) {
        S.removed = withKey(S.removed, slug, how);
        renderMain(true);
        toast(how === "channel" ? "We won't recommend " + CH[V[slug].channel].name + " to you again" : "Video removed",
              function () { S.removed = withKey(S.removed, slug); renderMain(true); });
      }
      function report(what) {
        if (!has(S.reported, what)) S.reported = S.reported.concat([what]);
        toast("Thanks for reporting");
      }
      // The thumbnail's clock toggles Watch later; the menu item only adds.
      function addWatchLater(slug, onlyAdd) {
        var list = watchLater();
        if (has(list, slug) && !onlyAdd) {
          S.watch_later = without(list, slug);
          toast("Removed from Watch later", function () { S.watch_later = [slug].concat(without(watchLater(), slug)); });
          return;
        }
        if (!has(list, slug)) S.watch_later = [slug].concat(list);
        toast("Saved to Watch later", function () { S.watch_later = without(watchLater(), slug); });
      }
      // Add to queue: with nothing playing the miniplayer starts with the video; else it waits in the queue.
      function addQueue(slug) {
        if (!S.mini && S.view !== "watch") { S.$set({ video: slug, mini: true, paused: false, queue: [] }); }
        else if (slug !== S.video && !has(S.queue, slug)) S.queue = S.queue.concat([slug]);
        renderMini();
        toast("Video added to queue", function () {
          if (S.mini && S.video === slug && !S.queue.length) S.$set({ video: null, mini: false });
          else S.queue = without(S.queue, slug);
          renderMini();
        });
      }

      /* ------------------------------------------------------------ navigation */
      var timers = [];  // kit.after handles owned by the current watch page (cancelled on navigation)
      function clearTimers() { timers.forEach(function (t) { t.cancel(); }); timers = []; }
      // A new page: its own keys start over; the watch page's video stops when you leave it
      // (unless it goes to the miniplayer), while the miniplayer keeps playing across pages.
      function go(patch) {
        closePopup();
        clearTimers();
        var next = Object.assign({}, PAGE_KEYS, patch);
        if (next.view === "watch") next.mini = false;
        else {
          next.playlist = null;
          if (next.mini === undefined && (S.view === "watch" || !S.mini)) { next.video = null; next.mini = false; }
        }
        if (next.video !== undefined && next.video !== S.video) next.paused = false;
        S.$set(next);
        renderAll();
        window.scrollTo(0, 0);
      }
      function openVideo(slug, extra) { go(Object.assign({ view: "watch", video: slug, playlist: null }, extra || {})); }
      function openChannel(slug, tab) { go({ view: "channel", channel: slug, channel_tab: tab || "home" }); }
      function openPage(page) { go({ view: "browse", page: page }); }
      function openShorts(slug) { go({ view: "shorts", short: slug || C.shorts[0].slug }); }
      function signIn() { S.$set({ signed_in: true, promo: null, consent: false }); renderAll(); }

      /* ------------------------------------------------------------ top bar */
      function renderTopbar() {
        if (notifPop) { repainting = true; notifPop.close("render"); repainting = false; notifPop = null; }
        clear(topbar);
        var start = h("div", { class: "tb-start" },
          h("button", { class: "icon-btn", id: "video.guide.toggle", title: "Menu", onclick: stop(function () {
            if (S.view === "watch" || window.innerWidth < 1312) { S.drawer = !S.drawer; renderDrawer(); }
            else { S.guide_collapsed = !S.guide_collapsed; renderGuide(); renderMain(true); }
          }) }, icon("menu")),
          logo("video.logo"));
        var input = h("input", { class: "search-input", id: "video.search", placeholder: "Search", type: "text", autocomplete: "off" });
        var center = h("div", { class: "tb-center" },
          h("form", { class: "search", onsubmit: function (e) { e.preventDefault(); } },
            h("div", { class: "search-box" }, input),
            h("button", { class: "search-btn", id: "video.search.button", type: "button", title: "Search", onclick: stop(function () { command("search.button"); }) }, icon("search"))),
          h("button", { class: "icon-btn mic", id: "video.search.voice", title: "Search with your voice", onclick: stop(openVoice) }, icon("mic")));
        var end;
        if (S.signed_in) {
          var create = h("button", { class: "create-btn", id: "video.create", title: "Create" }, icon("plus"), h("span", null, "Create"));
          menu(create, [
            { id: "video.create.upload", icon: "upload", label: "Upload video", action: function () { openPage("studio"); } },
            { id: "video.create.live", icon: "golive", label: "Go live", action: function () { openPage("studio"); } },
            { id: "video.create.post", icon: "post", label: "Create post", action: function () { openPage("your-videos"); } },
          ], { id: "video.create.menu", placement: "bottom-end", cls: "create-menu" });
          var av = h("button", { class: "avatar-btn", id: "video.account", "aria-label": "Account" }, userAvatar(32));
          accountMenu(av);
          end = h("div", { class: "tb-end" }, create, bellButton(), av);
        } else {
          var dots = h("button", { class: "icon-btn", id: "video.settings-menu", title: "Settings" }, icon("moreV"));
          menu(dots, settingsItems("video.settings-menu"), { id: "video.settings-menu.menu", placement: "bottom-end", cls: "account-menu" });
          end = h("div", { class: "tb-end" }, dots,
            h("button", { class: "signin-btn", id: "video.signin", onclick: stop(signIn) }, icon("person"), h("span", null, "Sign in")));
        }
        topbar.appendChild(start); topbar.appendChild(center); topbar.appendChild(end);
        tooltips(topbar, "bottom");
        if (notifPop && S.notifications) notifPop.open();
      }
      function openVoice() {
        command("search.voice");
        kit.dialog({ id: "video.voice", title: "Search with your voice", cls: "yt-dialog voice-dialog",
          body: h("div", { class: "voice-body" }, h("p", null, "To search by voice, go to your browser settings and allow access to microphone"),
            h("span", { class: "voice-mic" }, icon("mic"))) });
      }

      // Appearance, language, location...: the account menu's settings (also the signed-out ⋮ menu).
      function settingsItems(prefix) {
        function pick(key, options, current, onPick) {
          return options.map(function (o) {
            return { id: prefix + "." + key + "." + o[0], label: o[1], checked: o[0] === current, action: onPick ? function () { onPick(o[0]); } : null };
          });
        }
        var themes = { device: "Device theme", dark: "Dark theme", light: "Light theme" };
        return [
          { id: prefix + ".appearance", icon: "moon", label: "Appearance: " + themes[S.theme],
            submenu: pick("appearance", [["device", "Use device theme"], ["dark", "Dark theme"], ["light", "Light theme"]], S.theme, setTheme) },
          { id: prefix + ".language", icon: "language", label: "Language: English",
            submenu: pick("language", [["en", "English (UK)"], ["en-us", "English (US)"], ["de", "Deutsch"], ["es", "Espa\u00f1ol"], ["fr", "Fran\u00e7ais"]], "en") },
          { id: prefix + ".restricted", icon: "lock", label: "Restricted Mode: Off",
            submenu: pick("restricted", [["off", "Off"], ["on", "On"]], "off") },
          { id: prefix + ".location", icon: "location", label: "Location: United Kingdom",
            submenu: pick("location", [["gb", "United Kingdom"], ["ie", "Ireland"], ["us", "United States"], ["ca", "Canada"]], "gb") },
          { id: prefix + ".shortcuts", icon: "keyboard", label: "Keyboard shortcuts" },
          "-",
          { id: prefix + ".settings", icon: "gear", label: "Settings", action: function () { openPage("settings"); } },
          "-",
          { id: prefix + ".help", icon: "help", label: "Help", action: function () { openPage("help"); } },
          { id: prefix + ".feedback", icon: "feedback", label: "Send feedback", action: function () { openPage("feedback"); } },
        ];
      }
      function setTheme(theme) {
        S.theme = theme;
        root.classList.toggle("dark", theme === "dark");
        renderTopbar();
      }

      function accountMenu(anchor) {
        var u = C.user;
        var items = [
          { id: "video.account.google-account", icon: "person", label: "Google Account" },
          { id: "video.account.switch-account", icon: "person", label: "Switch account",
            submenu: [{ id: "video.account.switch.current", label: u.name + " (" + u.handle + ")", checked: true }, { id: "video.account.switch.add", label: "Add account" }] },
          { id: "video.account.sign-out", icon: "signout", label: "Sign out", action: function () { S.$set({ signed_in: false, notifications: false }); renderAll(); } },
          "-",
          { id: "video.account.studio", icon: "yourVideos", label: "YouTube Studio", action: function () { openPage("studio"); } },
          { id: "video.account.purchases", icon: "bag", label: "Purchases and memberships", action: function () { openPage("purchases"); } },
          "-",
          { id: "video.account.your-data", icon: "shield", label: "Your data in YouTube" },
        ].concat(settingsItems("video.account"));
        var handle = menu(anchor, items, { id: "video.account.menu", cls: "account-menu", placement: "bottom-end", onOpen: function (el) {
          // The signed-in account heads the menu, as on YouTube.
          el.insertBefore(h("div", { class: "acct-head" }, userAvatar(40),
            h("div", null, h("div", { class: "acct-name" }, u.name), h("div", { class: "acct-handle" }, u.handle),
              h("a", { class: "link", id: "video.account.channel", onclick: stop(function () { handle.close("select"); openPage("your-videos"); }) }, "View your channel"))),
            el.firstChild);
        } });
        return handle;
      }

      /* ------------------------------------------------------------ notifications */
      // The bell's panel is a kit popover (outside click and Escape close it); S.notifications follows it.
      var notifPop = null, repainting = false;
      function unreadCount() { return C.notifications.filter(function (n) { return n.unread && !has(S.read, n.slug) && !has(S.hidden, n.slug); }).length; }
      function bellButton() {
        var unread = unreadCount();
        var bell = h("button", { class: "icon-btn bell", id: "video.notifications", title: "Notifications" },
          icon("bell"), unread ? h("span", { class: "bell-badge" }, unread > 9 ? "9+" : String(unread)) : null);
        notifPop = kit.popover(bell, notificationsPanel, { id: "video.notif.panel", inline: true, host: popupLayer, cls: "notif-panel",
          onOpen: function () { bell.classList.add("open"); if (!S.notifications) S.notifications = true; },
          onClose: function () { bell.classList.remove("open"); if (!repainting && S.notifications) S.notifications = false; } });
        return bell;
      }
      function notificationsPanel() {
        var list = h("div", { class: "notif-list", id: "video.notif.list" });
        var shown = C.notifications.filter(function (n) { return !has(S.hidden, n.slug); });
        var groups = [["Important", shown.filter(function (n) { return n.unread; })], ["More notifications", shown.filter(function (n) { return !n.unread; })]];
        groups.forEach(function (g) {
          if (!g[1].length) return;
          list.appendChild(h("div", { class: "notif-group" }, g[0]));
          g[1].forEach(function (n) {
            var v = V[n.video], unread = n.unread && !has(S.read, n.slug);
            var kebab = h("button", { class: "icon-btn small notif-kebab", id: "video.notif." + n.slug + ".menu", "aria-label": "Action menu" }, icon("moreV"));
            menu(kebab, [
              { id: "video.notif." + n.slug + ".menu.hide", icon: "block", label: "Hide this notification", action: function () {
                S.hidden = S.hidden.concat([n.slug]); renderTopbar(); toast("Notification hidden");
              } },
              { id: "video.notif." + n.slug + ".menu.turn-off", icon: "bellOff", label: "Turn off all from " + CH[n.channel].name, action: function () {
                S.notify = withKey(S.notify, n.channel, "none"); toast("You won't get notifications from " + CH[n.channel].name);
              } },
            ], { id: "video.notif." + n.slug + ".menu.list", placement: "bottom-end", host: list });  // inside the panel: not an outside click
            list.appendChild(h("div", { class: "notif-item" + (unread ? " unread" : ""), id: "video.notif." + n.slug, onclick: function () {
              if (!has(S.read, n.slug)) S.read = S.read.concat([n.slug]);
              openVideo(n.video);
            } },
              h("span", { class: "notif-dot" }), avatar(n.channel, 48),
              h("div", { class: "notif-body" }, h("div", { class: "notif-text" }, n.text), h("div", { class: "notif-age" }, n.age)),
              h("div", { class: "notif-thumb" }, art(v, false)), kebab));
          });
        });
        return [h("div", { class: "notif-head" }, h("span", null, "Notifications"),
          h("button", { class: "icon-btn small", id: "video.notif.settings", "aria-label": "Settings", onclick: stop(function () { openPage("settings"); }) }, icon("gear"))),
          list];
      }

      /* ------------------------------------------------------------ guide */
      var EXPLORE = [["trending", "trending", "Trending"], ["shopping", "bag", "Shopping"], ["music", "music", "Music"], ["movies", "film", "Movies"],
        ["live", "live", "Live"], ["gaming", "game", "Gaming"], ["news", "news", "News"], ["sports", "trophy", "Sports"], ["courses", "bulb", "Courses"],
        ["fashion", "hanger", "Fashion & Beauty"], ["podcasts", "podcast", "Podcasts"]];
      var YOU = [["history", "history", "History"], ["playlists", "playlists", "Playlists"], ["your-videos", "yourVideos", "Your videos"], ["watch-later", "clock", "Watch later"], ["liked", "like", "Liked videos"]];

      function gItem(slug, iconName, label, active, onclick, extra) {
        return h("a", { class: "g-item" + (active ? " active" : ""), id: "video.guide." + slug, title: label, onclick: stop(onclick) },
          iconName ? icon(active && iconName === "homeO" ? "home" : iconName) : null, h("span", { class: "g-label" }, label), extra || null);
      }
      function productLogo(colour) {
        return h("span", { class: "icon", html: '<svg viewBox="0 0 24 24" width="24" height="24"><rect x="2" y="5" width="20" height="14" rx="4" fill="' + colour + '"/><path d="M10 9l5 3-5 3z" fill="#fff"/></svg>' });
      }
      function buildGuide(inDrawer) {
        var g = h("div", { class: "guide-inner" });
        var active = S.view === "home" ? "home" : S.view === "shorts" ? "shorts" : S.view === "browse" ? S.page : S.view === "channel" ? "sub." + S.channel : "";
        var sec1 = h("div", { class: "g-section" },
          gItem("home", "homeO", "Home", active === "home", function () { go({ view: "home", chip: "all" }); }),
          gItem("shorts", null, "Shorts", active === "shorts", function () { openShorts(); }),
          gItem("subscriptions", "subs", "Subscriptions", active === "subscriptions", function () { openPage("subscriptions"); }));
        sec1.children[1].insertBefore(h("span", { class: "icon", html: shortsIcon() }), sec1.children[1].firstChild);
        g.appendChild(sec1);
        if (S.signed_in) {
          var you = h("div", { class: "g-section" },
            h("a", { class: "g-head link-head", id: "video.guide.you", onclick: stop(function () { openPage("your-videos"); }) }, h("span", null, "You"), icon("chevR", "small")));
          YOU.forEach(function (y) { you.appendChild(gItem(y[0], y[1], y[2], active === y[0], function () { openPage(y[0]); })); });
          g.appendChild(you);
          var subsSec = h("div", { class: "g-section" }, h("div", { class: "g-head" }, "Subscriptions"));
          var list = subsList();
          list.forEach(function (s, si) {
            var mark = C.liveOrNew[s];
            var item = gItem("sub." + s, null, CH[s].name, active === "sub." + s, function () { openChannel(s); },
              mark === "live" ? icon("live", "g-live") : mark === "new" ? h("span", { class: "g-new" }) : null);
            item.insertBefore(avatar(s, 24, null, "g-avatar"), item.firstChild);
            if (si >= 7 && !S.guide_expanded) item.style.display = "none";
            subsSec.appendChild(item);
          });
          if (list.length > 7) {
            subsSec.appendChild(S.guide_expanded
              ? h("a", { class: "g-item", id: "video.guide.show-fewer", onclick: stop(function () { S.guide_expanded = false; renderGuide(); renderDrawer(); }) }, icon("chevU"), h("span", { class: "g-label" }, "Show fewer"))
              : h("a", { class: "g-item", id: "video.guide.show-more", onclick: stop(function () { S.guide_expanded = true; renderGuide(); renderDrawer(); }) }, icon("chevD"), h("span", { class: "g-label" }, "Show " + (list.length - 7) + " more")));
          }
          g.appendChild(subsSec);
        } else {
          g.appendChild(h("div", { class: "g-section" }, gItem("you", "person", "You", false, function () { openPage("your-videos"); }), gItem("history", "history", "History", active === "history", function () { openPage("history"); })));
          g.appendChild(h("div", { class: "g-section g-signin" }, h("p", null, "Sign in to like videos, comment and subscribe."),
            h("button", { class: "signin-btn", id: "video.guide.signin", onclick: stop(signIn) }, icon("person"), h("span", null, "Sign in"))));
        }
        var ex = h("div", { class: "g-section" }, h("div", { class: "g-head" }, "Explore"));
        EXPLORE.forEach(function (x) { ex.appendChild(gItem(x[0], x[1], x[2], active === x[0], function () { openPage(x[0]); })); });
        g.appendChild(ex);
        var more = h("div", { class: "g-section" }, h("div", { class: "g-head" }, "More from YouTube"));
        [["premium", "#ff0000", "YouTube Premium"], ["studio", "#ff0000", "YouTube Studio"], ["yt-music", "#ff0000", "YouTube Music"], ["kids", "#ff0000", "YouTube Kids"]].forEach(function (x) {
          var it = gItem(x[0], null, x[2], active === x[0], function () { openPage(x[0]); });
          it.insertBefore(productLogo(x[1]), it.firstChild); more.appendChild(it);
        });
        g.appendChild(more);
        g.appendChild(h("div", { class: "g-section" },
          gItem("settings", "gear", "Settings", active === "settings", function () { openPage("settings"); }),
          gItem("report-history", "flag", "Report history", active === "report-history", function () { openPage("report-history"); }),
          gItem("help", "help", "Help", active === "help", function () { openPage("help"); }),
          gItem("feedback", "feedback", "Send feedback", active === "feedback", function () { openPage("feedback"); })));
        g.appendChild(h("div", { class: "g-footer" },
          h("p", null, "About Press Copyright Contact us Creators Advertise Developers"),
          h("p", null, "Terms Privacy Policy & Safety How YouTube works Test new features"),
          h("p", { class: "copy" }, "\u00a9 2024 Google LLC")));
        if (inDrawer) g.insertBefore(h("div", { class: "drawer-head" },
          h("button", { class: "icon-btn", id: "video.drawer.toggle", "aria-label": "Menu", onclick: stop(function () { S.drawer = false; renderDrawer(); }) }, icon("menu")), logo("video.drawer.logo")), g.firstChild);
        return g;
      }
      function shortsIcon() {
        return '<svg viewBox="0 0 24 24" width="24" height="24"><path d="M10 14.65v-5.3L15 12l-5 2.65zm7.77-4.33-1.2-.5L18 9.06c1.84-.96 2.53-3.23 1.56-5.06s-3.24-2.53-5.07-1.56L6 6.94c-1.29.68-2.07 2.04-2 3.49.07 1.42.93 2.67 2.22 3.25.03.01 1.2.5 1.2.5L6 14.93c-1.83.97-2.53 3.24-1.56 5.07.97 1.83 3.24 2.53 5.07 1.56l8.5-4.5c1.29-.68 2.06-2.04 1.99-3.49-.07-1.42-.94-2.68-2.23-3.25zm-.23 5.86-8.5 4.5c-1.34.71-3.01.2-3.72-1.14-.71-1.34-.2-3.01 1.14-3.72l2.04-1.08v-1.21l-.69-.28-1.11-.46c-.99-.41-1.65-1.35-1.7-2.41-.05-1.06.52-2.06 1.46-2.56l8.5-4.5c1.34-.71 3.01-.2 3.72 1.14.71 1.34.2 3.01-1.14 3.72L15.5 9.26v1.21l1.8.74c.99.41 1.65 1.35 1.7 2.41.05 1.06-.52 2.06-1.46 2.56z" fill="currentColor"/></svg>';
      }
      var guideScroll = 0;
      // YouTube's guide follows the window width: the full guide from 1312 px, the 72 px mini
      // guide from 792 px, below that none (the menu button opens the drawer). The watch page
      // never shows a persistent guide.
      function guideMode() {
        if (S.view === "watch") return "none";
        var w = window.innerWidth;
        if (w >= 1312) return S.guide_collapsed ? "mini" : "full";
        return w >= 792 ? "mini" : "none";
      }
      function renderGuide() {
        guideScroll = guideEl.scrollTop;
        clear(guideEl); clear(miniGuideEl);
        var mode = guideMode();
        renderedGuideMode = mode;
        var showFull = mode === "full";
        guideEl.style.display = showFull ? "" : "none";
        miniGuideEl.style.display = mode === "mini" ? "" : "none";
        root.classList.toggle("no-guide", mode === "none");
        root.classList.toggle("mini-guide-on", mode === "mini");
        if (showFull) { guideEl.appendChild(buildGuide(false)); guideEl.scrollTop = guideScroll; }
        if (mode === "mini") {
          [["home", "homeO", "Home"], ["shorts", null, "Shorts"], ["subscriptions", "subs", "Subscriptions"], ["you", "yourVideos", "You"]].forEach(function (m) {
            var a = h("a", { class: "mg-item", id: "video.miniguide." + m[0], onclick: stop(function () {
              if (m[0] === "home") go({ view: "home", chip: "all" }); else if (m[0] === "shorts") openShorts(); else openPage(m[0] === "you" ? "your-videos" : m[0]);
            }) }, m[1] ? icon(m[1]) : h("span", { class: "icon", html: shortsIcon() }), h("span", null, m[2]));
            miniGuideEl.appendChild(a);
          });
        }
      }
      function renderMobileNav() {
        clear(mnavEl);
        var active = S.view === "home" ? "home" : S.view === "shorts" ? "shorts" : S.view === "browse" && S.page === "subscriptions" ? "subscriptions"
          : S.view === "browse" && S.page === "your-videos" ? "you" : "";
        function item(slug, ic, label, fn) {
          return h("a", { class: "mnav-item" + (active === slug ? " active" : ""), id: "video.mnav." + slug, onclick: stop(fn) }, ic, h("span", { class: "mnav-label" }, label));
        }
        var create = h("button", { class: "mnav-create", id: "video.mnav.create", "aria-label": "Create" }, icon("plus"));
        if (S.signed_in) {
          menu(create, [
            { id: "video.mnav.create.upload", icon: "upload", label: "Upload a video", action: function () { openPage("studio"); } },
            { id: "video.mnav.create.live", icon: "golive", label: "Go live", action: function () { openPage("studio"); } },
            { id: "video.mnav.create.post", icon: "post", label: "Create a post", action: function () { openPage("your-videos"); } },
          ], { id: "video.mnav.create.menu", placement: "top", cls: "create-menu" });
        } else create.addEventListener("click", stop(signIn));
        mnavEl.appendChild(item("home", icon(active === "home" ? "home" : "homeO"), "Home", function () { go({ view: "home", chip: "all" }); }));
        mnavEl.appendChild(item("shorts", h("span", { class: "icon", html: shortsIcon() }), "Shorts", function () { openShorts(); }));
        mnavEl.appendChild(h("div", { class: "mnav-item mnav-create-wrap" }, create));
        mnavEl.appendChild(item("subscriptions", icon("subs"), "Subscriptions", function () { openPage("subscriptions"); }));
        mnavEl.appendChild(item("you", S.signed_in ? userAvatar(24) : icon("person"), "You", function () { openPage("your-videos"); }));
      }
      function renderDrawer() {
        var keep = drawerLayer.querySelector(".drawer");
        var y = keep ? keep.scrollTop : 0;
        clear(drawerLayer);
        if (!S.drawer) return;
        drawerLayer.appendChild(h("div", { class: "scrim", id: "video.drawer.scrim", onclick: function () { S.drawer = false; renderDrawer(); } }));
        var d = h("nav", { class: "guide drawer", id: "video.drawer" });
        d.appendChild(buildGuide(true));
        drawerLayer.appendChild(d);
        d.scrollTop = y;
      }

      /* ------------------------------------------------------------ home */
      function videosForChip(chip) {
        if (chip === "all") return C.feed.slice();
        var c = C.chips.filter(function (x) { return x.slug === chip; })[0];
        var cats = c ? c.cats : [chip];
        if (cats[0] === "__recent") return C.recent.slice();
        if (cats[0] === "__watched") return C.watched.slice();
        if (cats[0] === "__new") return C.feed.filter(function (s) { return C.watched.indexOf(s) < 0 && !isSub(V[s].channel); });
        var out = C.order.filter(function (s) { return V[s].cats.some(function (k) { return cats.indexOf(k) >= 0; }); });
        // Like the real chips, a thin topic is padded with loosely related picks from the feed.
        C.feed.forEach(function (s) { if (out.length < 9 && out.indexOf(s) < 0) out.push(s); });
        return out;
      }

      function card(slug, opts) {
        opts = opts || {};
        var v = V[slug], c = CH[v.channel], pre = (opts.prefix || "video.card") + "." + slug;
        if (S.removed[slug]) {
          return h("div", { class: "card removed-card", id: pre },
            h("div", { class: "removed-box" }, h("div", { class: "removed-title" }, S.removed[slug] === "channel" ? "We won't recommend this channel to you again" : "Video removed"),
              h("div", { class: "removed-actions" },
                h("button", { class: "pill-btn", id: pre + ".undo", onclick: stop(function () { S.removed = withKey(S.removed, slug); renderMain(true); }) }, "Undo"),
                h("button", { class: "pill-btn", id: pre + ".tell-us", onclick: stop(function () { toast("Thanks. Your feedback helps us improve."); }) }, "Tell us why"))));
        }
        var kebab = h("button", { class: "icon-btn kebab", id: pre + ".menu", "aria-label": "Action menu" }, icon("moreV"));
        videoMenu(slug, pre, kebab, "bottom-start");
        var thumb = h("div", { class: "thumb" }, art(v), durationBadge(v), resumeBar(slug));
        var el = h("div", { class: "card" + (opts.compact ? " compact" : ""), id: pre, onclick: function () { openVideo(slug); } },
          thumb,
          h("div", { class: "details" },
            opts.noAvatar ? null : h("a", { class: "ch-avatar-link", id: pre + ".avatar", onclick: stop(function () { openChannel(v.channel); }) }, avatar(v.channel, 36)),
            h("div", { class: "meta" },
              h("h3", { class: "title", title: v.title }, v.title),
              opts.noChannel ? null : h("div", { class: "byline" }, h("a", { class: "ch-name", id: pre + ".channel", onclick: stop(function () { openChannel(v.channel); }) }, c.name), verified(c)),
              h("div", { class: "stats" }, statsLine(v)),
              v.live ? h("span", { class: "live-chip" }, icon("live"), "LIVE") : null),
            kebab));
        thumbActions(el, thumb, slug, pre, true);
        return el;
      }
      // Watch later / Add to queue appear over the thumbnail while the pointer is on the video.
      function thumbActions(row, thumb, slug, pre, labelled) {
        function btn(suffix, iconName, label, fn) {
          return { el: h("button", { class: "ta-btn", id: pre + "." + suffix, "aria-label": label, onclick: stop(fn) },
            icon(iconName), labelled ? h("span", { class: "ta-label" }, label) : null) };
        }
        var bar = kit.hoverToolbar(row, [
          btn("watch-later", "clock", "Watch later", function () { addWatchLater(slug); }),
          btn("queue", "queue", "Add to queue", function () { addQueue(slug); }),
        ], { cls: "thumb-actions" + (labelled ? "" : " small"), tooltips: false });
        thumb.appendChild(bar.el);  // drawn in the thumbnail's corner; shown on hover of the whole video
      }
      // Watch progress is only known for a signed-in viewer.
      function resumeBar(slug) {
        if (!S.signed_in || C.watched.indexOf(slug) < 0) return null;
        return h("div", { class: "resume" }, h("div", { style: { width: (30 + (slug.length * 7) % 65) + "%" } }));
      }

      // The Shorts shelf shows one row; "Show more" opens a second row in place, as on YouTube.
      function shortsShelf() {
        var shown = C.shorts.filter(function (s) { return !has(S.hidden, s.slug); });
        var row = h("div", { class: "shorts-row" + (S.shorts_expanded ? " expanded" : "") });
        shown.slice(0, S.shorts_expanded ? shown.length : 5).forEach(function (s) {
          var kebab = h("button", { class: "icon-btn small skebab", id: "video.short." + s.slug + ".menu", "aria-label": "More actions" }, icon("moreV"));
          menu(kebab, [
            { id: "video.short." + s.slug + ".menu.share", icon: "share", label: "Share", action: function () { S.shared = "short/" + s.slug + "/copy"; toast("Link copied to clipboard"); } },
            { id: "video.short." + s.slug + ".menu.not-interested", icon: "block", label: "Not interested", action: function () {
              S.hidden = S.hidden.concat([s.slug]); var old = ctx.byId("video.shorts"); if (old) old.parentNode.replaceChild(shortsShelf(), old); toast("Short hidden");
            } },
            { id: "video.short." + s.slug + ".menu.report", icon: "flag", label: "Report", action: function () { report("short/" + s.slug); } },
          ], { id: "video.short." + s.slug + ".menu.list", placement: "bottom-end" });
          row.appendChild(h("div", { class: "short", id: "video.short." + s.slug, onclick: function () { openShorts(s.slug); } },
            h("div", { class: "sthumb" }, art(s)),
            h("div", { class: "smeta" }, h("h3", { class: "stitle" }, s.title), h("div", { class: "stats" }, s.views + " views")),
            kebab));
        });
        return h("section", { class: "shelf", id: "video.shorts" },
          h("div", { class: "shelf-head" }, h("span", { class: "shorts-logo", html: '<svg viewBox="0 0 24 24" width="24" height="24"><path d="M17.77 10.32l-1.2-.5L18 9.06a3.74 3.74 0 0 0-3.5-6.62L6 6.94a3.74 3.74 0 0 0 .23 6.74l1.2.49L6 14.93a3.75 3.75 0 0 0 3.5 6.63l8.5-4.5a3.74 3.74 0 0 0-.23-6.74z" fill="#ff0000"/><path d="M10 14.65V9.35L15 12l-5 2.65z" fill="#fff"/></svg>' }), h("h2", null, "Shorts"),
            h("button", { class: "icon-btn shelf-kebab", id: "video.shorts.menu", "aria-label": "More actions", onclick: stop(function () {
              S.hidden = S.hidden.concat(C.shorts.map(function (s) { return s.slug; }).filter(function (x) { return !has(S.hidden, x); }));
              toast("Shelf will be hidden for 30 days", function () { S.hidden = S.hidden.filter(function (x) { return !SH[x]; }); renderMain(true); });
              renderMain(true);
            }) }, icon("moreV"))),
          row,
          h("div", { class: "shelf-more" }, h("button", { class: "outline-btn", id: S.shorts_expanded ? "video.shorts.less" : "video.shorts.more", onclick: stop(function () {
            S.shorts_expanded = !S.shorts_expanded;
            var old = ctx.byId("video.shorts"); old.parentNode.replaceChild(shortsShelf(), old);
          }) }, h("span", null, S.shorts_expanded ? "Show less" : "Show more"), icon(S.shorts_expanded ? "chevU" : "chevD"))));
      }

      var chipsScroll = 0;
      function renderHome(keep) {
        var prevChips = ctx.byId("video.chips");
        if (prevChips) chipsScroll = prevChips.scrollLeft;
        var home = h("div", { class: "home" });
        var chips = h("div", { class: "chips", id: "video.chips" });
        C.chips.forEach(function (c) {
          chips.appendChild(h("button", { class: "chip" + (S.chip === c.slug ? " selected" : ""), id: "video.chip." + c.slug, onclick: stop(function () {
            chipsScroll = ctx.byId("video.chips").scrollLeft; S.chip = c.slug; renderMain(true); window.scrollTo(0, 0);
          }) }, c.label));
        });
        // The arrows (with their fade) hide at either end of the chip strip.
        var prev = h("div", { class: "chip-arrow left" }, h("button", { class: "icon-btn", id: "video.chips.prev", "aria-label": "Previous" }, icon("chevL")));
        var next = h("div", { class: "chip-arrow right" }, h("button", { class: "icon-btn", id: "video.chips.next", "aria-label": "Next" }, icon("chevR")));
        carousel(chips, { prev: prev, next: next, step: 400 });
        home.appendChild(h("div", { class: "chips-bar" }, prev, chips, next));
        var grid = h("div", { class: "feed", id: "video.feed" });
        var list = videosForChip(S.chip);
        var withShelf = S.chip === "all" && C.shorts.some(function (s) { return !has(S.hidden, s.slug); });
        // The feed arrives in batches: the next one loads (spinner first) as the end comes near.
        kit.lazyList(grid, list, function (slug, i) {
          if (i !== 6 || !withShelf) return card(slug);
          var both = document.createDocumentFragment();
          both.appendChild(shortsShelf()); both.appendChild(card(slug));
          return both;
        }, { id: "video.feed", pageSize: FEED_BATCH, loadDelay: FEED_LOAD_MS });
        if (withShelf && list.length <= 6) grid.appendChild(shortsShelf());
        home.appendChild(grid);
        home.appendChild(h("div", { class: "feed-end" }));
        mainEl.appendChild(home);
        chips.scrollLeft = keep ? chipsScroll : 0;
      }

      /* ------------------------------------------------------------ the player */
      function parseTime(t) {
        var p = t.split(":").map(Number), s = 0;
        p.forEach(function (x) { s = s * 60 + x; });
        return s;
      }
      function fmtTime(s) {
        s = Math.max(0, Math.floor(s));
        var hh = Math.floor(s / 3600), mm = Math.floor((s % 3600) / 60), ss = s % 60;
        return (hh ? hh + ":" + (mm < 10 ? "0" : "") : "") + mm + ":" + (ss < 10 ? "0" : "") + ss;
      }
      // Where the video is: where the viewer moved it (S.time), else 20 s before the end (at: end),
      // else about a fifth in (a video you came back to).
      function playhead(v) {
        var dur = v.live ? 0 : parseTime(v.duration);
        if (S.time !== null) return Math.min(S.time, dur);
        return S.at === "end" ? dur - 20 : Math.round(dur * 0.21);
      }
      function chapterAt(v, t) { return v.chapters.filter(function (ch) { return parseTime(ch.t) <= t; }).pop() || null; }

      var CAPTIONS = {
        cooking: "and that's the secret: get the pan properly hot before anything goes in",
        tech: "and honestly, that's the part I keep coming back to after two weeks",
        travel: "we got to the top just as the light started coming over the ridge",
        music: "[piano music]",
        science: "so the real question isn't how it works, it's why it works at all",
        diy: "give it a quarter turn, no more, and test it again",
        games: "and this is where it gets really interesting",
      };

      // Info cards: the creator links other videos from the "i" at the player's top right; it
      // opens the cards list inside the player (a kit popover placed by app.css; S.cards).
      var cardsPop = null;
      function infoCards(v) {
        var wrap = h("div", { class: "cards-wrap" });
        var btn = h("button", { class: "cards-btn", id: "video.player.cards", title: "Show cards" }, icon("info"));
        wrap.appendChild(btn);
        cardsPop = kit.popover(btn, function () {
          return [h("div", { class: "cp-head" }, h("span", null, "Cards"),
            h("button", { class: "icon-btn small", id: "video.player.cards-close", "aria-label": "Close", onclick: stop(function () { cardsPop.close("close"); }) }, icon("close")))]
            .concat(v.cards.map(function (slug) {
              var cv = V[slug];
              return h("a", { class: "cp-card", id: "video.player.card." + slug, onclick: stop(function () { openVideo(slug); }) },
                h("span", { class: "cp-kind" }, "Video"), h("span", { class: "cp-title" }, cv.title), h("span", { class: "cp-ch" }, CH[cv.channel].name));
            }));
        }, { id: "video.player.cards-panel", inline: true, host: wrap, cls: "cards-panel", closeOnOutside: false,
             onOpen: function () { if (!S.cards) S.cards = true; },
             onClose: function () { if (!repainting && S.cards) S.cards = false; } });
        return wrap;
      }
      // Local stand-in for kit.draggable, which places position:fixed panels by viewport
      // coordinates: this moves an absolutely placed box inside its parent (the player) and
      // keeps it within the parent's edges. onEnd gets [left, top] in the parent's px.
      function dragInside(box, parent, onEnd) {
        box.addEventListener("pointerdown", function (e) {
          if (e.button !== 0) return;
          e.preventDefault(); e.stopPropagation();
          var pr = parent.getBoundingClientRect(), br = box.getBoundingClientRect();
          var dx = e.clientX - br.left, dy = e.clientY - br.top;
          box.classList.add("placed");
          function place(x, y) {
            var left = Math.max(0, Math.min(x - dx - pr.left, pr.width - br.width));
            var top = Math.max(0, Math.min(y - dy - pr.top, pr.height - br.height));
            box.style.left = Math.round(left) + "px"; box.style.top = Math.round(top) + "px";
          }
          place(e.clientX, e.clientY);
          function move(ev) { place(ev.clientX, ev.clientY); }
          function up() {
            document.removeEventListener("pointermove", move); document.removeEventListener("pointerup", up);
            onEnd([parseInt(box.style.left, 10), parseInt(box.style.top, 10)]);
          }
          document.addEventListener("pointermove", move); document.addEventListener("pointerup", up);
        });
        box.addEventListener("click", function (e) { e.stopPropagation(); });  // a drag is not a play/pause click
      }
      // The caption window: YouTube lets the viewer drag it anywhere over the video; it keeps
      // its place (state caption_pos, [left, top] in px inside the player).
      function captionWindow(c, player) {
        var box = h("div", { class: "cc-window", id: "video.player.caption" }, h("span", null, CAPTIONS[c.cat] || CAPTIONS.games));
        if (S.caption_pos) { box.style.left = S.caption_pos[0] + "px"; box.style.top = S.caption_pos[1] + "px"; box.classList.add("placed"); }
        dragInside(box, player, function (pos) { S.caption_pos = pos; });
        return box;
      }

      function renderPlayer(v) {
        var c = CH[v.channel];
        var dur = v.live ? 0 : parseTime(v.duration);
        var t = playhead(v);
        var player = h("div", { class: "player" + (S.paused ? " paused" : "") + (S.ad ? " ad-on" : ""), id: "video.player" });
        // The video's frame, letterboxed in black; during an ad only the ad is drawn.
        var frame = h("div", { class: "frame" }, S.ad ? null : art(v, false));
        player.appendChild(frame);
        function togglePause() {
          if (S.ad) return;
          S.paused = !S.paused; player.classList.toggle("paused", S.paused); setIcon(playBtn, S.paused ? "play" : "pause");
        }
        frame.addEventListener("click", togglePause);
        cardsPop = null;
        if (v.cards.length && !S.ad && S.at !== "end") player.appendChild(infoCards(v));
        if (S.cc && !S.ad) player.appendChild(captionWindow(c, player));

        /* controls (shown on hover, or while paused) */
        var chap = chapterAt(v, t);
        var timeEl = h("span", { class: "time", id: "video.player.time" }, v.live ? "" : fmtTime(t) + " / " + v.duration);
        var played = h("div", { class: "pb-played", style: { width: (dur ? (t / dur) * 100 : 100) + "%" } });
        var scrubber = h("div", { class: "pb-scrubber", style: { left: (dur ? (t / dur) * 100 : 100) + "%" } });
        var bar = h("div", { class: "progress", id: "video.player.progress" }, h("div", { class: "pb-loaded", style: { width: (dur ? Math.min(100, (t / dur) * 100 + 12) : 100) + "%" } }), played, scrubber);
        if (dur) v.chapters.forEach(function (ch, i) { if (i) bar.appendChild(h("div", { class: "pb-gap", style: { left: (parseTime(ch.t) / dur * 100) + "%" } })); });
        var playBtn = h("button", { class: "pc-btn", id: "video.player.play", title: "Play (k)", onclick: stop(togglePause) });
        setIcon(playBtn, S.paused ? (S.at === "end" && t >= dur ? "replay" : "play") : "pause");
        var muteBtn = h("button", { class: "pc-btn", id: "video.player.mute", title: S.muted ? "Unmute (m)" : "Mute (m)", onclick: stop(function () {
          S.muted = !S.muted; setIcon(muteBtn, S.muted ? "volumeOff" : "volume"); player.classList.toggle("muted", S.muted);
        }) }, icon(S.muted ? "volumeOff" : "volume"));
        if (S.muted) player.classList.add("muted");
        var autoplay = h("button", { class: "pc-btn autoplay" + (S.autoplay ? " on" : ""), id: "video.player.autoplay", title: S.autoplay ? "Autoplay is on" : "Autoplay is off", onclick: stop(function () {
          S.autoplay = !S.autoplay; autoplay.classList.toggle("on", S.autoplay);
        }) }, h("span", { class: "ap-track" }, h("span", { class: "ap-knob" }, icon(S.autoplay ? "play" : "pause"))));
        var ccBtn = h("button", { class: "pc-btn cc-btn" + (S.cc ? " on" : ""), id: "video.player.cc", title: "Subtitles/closed captions (c)", onclick: stop(function () {
          S.cc = !S.cc; rerenderPlayer();
        }) }, icon("cc"));
        var settingsBtn = h("button", { class: "pc-btn", id: "video.player.settings", title: "Settings" }, icon("gearF"));
        playerSettings(settingsBtn);
        var controls = h("div", { class: "controls", id: "video.player.controls" },
          h("div", { class: "controls-grad" }),
          bar,
          h("div", { class: "pc-row" },
            h("div", { class: "pc-left" }, playBtn,
              h("button", { class: "pc-btn", id: "video.player.next", title: "Next (SHIFT+n)", onclick: stop(function () { openVideo(railList(v)[0] || C.recs[v.slug][0]); }) }, icon("next")),
              muteBtn,
              h("div", { class: "volume-slider", id: "video.player.volume" }, h("div", { class: "vs-fill" }), h("div", { class: "vs-knob" })),
              v.live ? h("span", { class: "live-dot" }, "\u25cf LIVE") : timeEl,
              chap ? h("button", { class: "pc-chapter", id: "video.player.chapter", title: "View chapter", onclick: stop(function () { S.chapters = true; renderSecondaryTop(); }) },
                h("span", null, "\u2022 " + chap.title), icon("chevR")) : null),
            h("div", { class: "pc-right" }, autoplay, ccBtn,
              settingsBtn,
              h("button", { class: "pc-btn", id: "video.player.miniplayer", title: "Miniplayer (i)", onclick: stop(function () { go({ view: "home", chip: "all", video: v.slug, mini: true }); }) }, icon("miniplayer")),
              h("button", { class: "pc-btn", id: "video.player.theater", title: S.theater ? "Default view (t)" : "Theater mode (t)", onclick: stop(function () { S.theater = !S.theater; renderMain(true); }) }, icon("theater")),
              h("button", { class: "pc-btn", id: "video.player.fullscreen", title: "Full screen (f)", onclick: stop(function () { toast("Full screen isn't available in this window"); }) }, icon("fullscreen")))));
        player.appendChild(controls);
        tooltips(controls, "top");

        if (S.at === "end" && !S.ad) player.appendChild(endScreen(v, player, timeEl, played, scrubber, t, dur));
        if (S.ad) player.appendChild(adLayer(v));
        if (S.cards && cardsPop) cardsPop.open();
        return player;
      }
      function rerenderPlayer() {
        var old = ctx.byId("video.player");
        if (!old) return;
        clearTimers();
        repainting = true;
        if (cardsPop) cardsPop.close("render");
        repainting = false;
        old.parentNode.replaceChild(renderPlayer(V[S.video]), old);
      }

      var SPEEDS = ["0.25", "0.5", "0.75", "Normal", "1.25", "1.5", "1.75", "2"];
      var QUALITIES = [["1080p", "1080p HD"], ["720p", "720p"], ["480p", "480p"], ["360p", "360p"], ["240p", "240p"], ["144p", "144p"], ["auto", "Auto (1080p HD)"]];
      function playerSettings(anchor) {
        function slug(label) { return label.replace(/[^a-z0-9]+/gi, "-").toLowerCase(); }
        var speedLabel = S.speed === 1 ? "Normal" : String(S.speed);
        var quality = QUALITIES.filter(function (q) { return q[0] === S.quality; })[0] || QUALITIES[6];
        return menu(anchor, [
          { id: "video.player.setting.stable-volume", label: "Stable volume", shortcut: "On" },
          { id: "video.player.setting.ambient", label: "Ambient mode", shortcut: "On" },
          { id: "video.player.setting.annotations", label: "Annotations", shortcut: "Off" },
          { id: "video.player.setting.sleep", label: "Sleep timer", shortcut: "Off",
            submenu: ["Off", "10 minutes", "15 minutes", "20 minutes", "30 minutes", "60 minutes", "End of video"].map(function (o) {
              return { id: "video.player.setting.sleep." + slug(o), label: o, checked: o === "Off" };
            }) },
          { id: "video.player.setting.speed", label: "Playback speed", shortcut: speedLabel,
            submenu: SPEEDS.map(function (o) {
              return { id: "video.player.setting.speed." + slug(o), label: o, checked: o === speedLabel,
                       action: function () { S.speed = o === "Normal" ? 1 : Number(o); rerenderPlayer(); } };
            }) },
          { id: "video.player.setting.quality", label: "Quality", shortcut: quality[1],
            submenu: QUALITIES.map(function (q) {
              return { id: "video.player.setting.quality." + slug(q[1]), label: q[1], checked: q[0] === S.quality,
                       action: function () { S.quality = q[0]; rerenderPlayer(); } };
            }) },
        ], { id: "video.player.settings-menu", cls: "player-menu", placement: "top-end" });
      }

      function endScreen(v, player, timeEl, played, scrubber, t, dur) {
        var es = h("div", { class: "endscreen", id: "video.endscreen" });
        v.endscreen.forEach(function (slug, i) {
          var ev = V[slug];
          es.appendChild(h("a", { class: "es-video es-" + i, id: "video.endscreen." + slug, title: ev.title, onclick: stop(function () { openVideo(slug); }) },
            art(ev, false), h("div", { class: "es-title" }, ev.title), h("span", { class: "badge" }, ev.duration)));
        });
        var c = CH[v.channel];
        es.appendChild(h("a", { class: "es-sub", id: "video.endscreen.subscribe", title: "Subscribe to " + c.name, onclick: stop(function () { setSubscribed(v.channel, true); }) },
          avatar(v.channel, 120), h("span", { class: "es-sub-label" }, isSub(v.channel) ? "Subscribed" : "Subscribe")));
        var now = t;
        function tick() {
          if (now >= dur) return;
          now += 1;
          timeEl.textContent = fmtTime(now) + " / " + v.duration;
          played.style.width = (now / dur * 100) + "%"; scrubber.style.left = (now / dur * 100) + "%";
          if (now >= dur) {
            player.classList.add("ended", "paused"); S.paused = true;
            var pb = ctx.byId("video.player.play"); if (pb) setIcon(pb, "replay");
            return;
          }
          timers.push(kit.after(1000, tick));
        }
        timers.push(kit.after(1000, tick));
        timers.push(kit.showAfter(es, S.endscreen_ms));
        return es;
      }

      // The ad's video frame and the companion banner: the advertiser's own card (its colours,
      // product sticker, name and line).
      function adCreative(ad, cls) {
        return h("div", { class: "art-wrap ad-art " + (cls || ""), style: { backgroundImage: "linear-gradient(135deg, " + ad.colors[0] + ", " + ad.colors[1] + ")" } },
          h("span", { class: "sticker", "aria-hidden": "true" }, ad.emoji),
          h("div", { class: "ad-art-text" }, h("div", { class: "ad-art-name" }, ad.advertiser), h("div", { class: "ad-art-line" }, ad.headline)));
      }

      function adLayer(v) {
        var ad = C.ads[S.ad];
        var total = 30, elapsed = 0, skipAt = Math.round(S.ad_skip_ms / 1000);
        var countEl = h("span", { class: "skip-count" }, String(skipAt));
        var remaining = h("span", { class: "ad-remaining" }, "0:" + String(total).padStart(2, "0"));
        var skip = h("button", { class: "ad-skip", id: "video.ad.skip", onclick: stop(skipAd) });
        function waiting() {
          clear(skip);
          skip.appendChild(h("span", { class: "skip-preview" }, art(v, false)));
          skip.appendChild(countEl);
        }
        function ready() {
          skip.classList.add("ready");
          clear(skip);
          skip.appendChild(h("span", null, "Skip"));
          skip.appendChild(icon("next"));
        }
        if (S.ad_skip_ms > 0) waiting(); else ready();
        var prog = h("div", { class: "ad-progress-fill" });
        var layer = h("div", { class: "ad-layer", id: "video.ad" },
          h("div", { class: "ad-frame", id: "video.ad.creative" }, adCreative(ad)),
          h("div", { class: "ad-top" }, h("span", { class: "ad-adv-avatar", style: { background: ad.colors[1] } }, ad.advertiser[0]),
            h("div", null, h("div", { class: "ad-adv" }, ad.advertiser), h("div", { class: "ad-domain" }, ad.domain))),
          h("div", { class: "ad-bottom-left" },
            h("a", { class: "ad-cta", id: "video.ad.cta", onclick: stop(function () { command("ad.cta"); }) }, ad.cta),
            h("div", { class: "ad-badge" }, h("span", { class: "sponsored" }, "Sponsored"), h("span", null, "\u00b7 1 of 1 \u00b7 "), remaining,
              h("button", { class: "ad-info", id: "video.ad.info", title: "My Ad Center", onclick: stop(function () { toast("You're seeing this ad based on the video you're watching"); }) }, icon("help")))),
          skip,
          h("div", { class: "ad-progress" }, prog));
        function tick() {
          elapsed += 1;
          var left = total - elapsed;
          remaining.textContent = "0:" + String(Math.max(0, left)).padStart(2, "0");
          prog.style.width = (elapsed / total * 100) + "%";
          if (elapsed < skipAt) countEl.textContent = String(skipAt - elapsed);
          if (left <= 0) { skipAd(); return; }
          timers.push(kit.after(1000, tick));
        }
        timers.push(kit.after(1000, tick));
        // Skip stays disabled (showing the countdown) until the advertiser's minimum has played.
        if (S.ad_skip_ms > 0) timers.push(kit.enableAfter(skip, S.ad_skip_ms, { onEnable: ready }));
        return layer;
      }
      // After the ad the video starts from the beginning.
      function skipAd() {
        S.$set({ ad: null, time: 0, paused: false });
        rerenderPlayer();
        renderSecondaryTop();
      }

      /* ------------------------------------------------------------ subscribe */
      function setSubscribed(chSlug, on, undo) {
        S.$set(subsPatch(chSlug, on));
        repaintSubscribe(chSlug);
        toast(on ? "Subscription added" : "Subscription removed", undo ? null : function () { setSubscribed(chSlug, !on, true); });
      }
      function repaintSubscribe(chSlug) {
        document.querySelectorAll("[data-sub-for='" + chSlug + "']").forEach(function (b) { paintSubscribe(b, chSlug); });
        var es = document.querySelector(".es-sub-label");
        if (es && S.view === "watch" && V[S.video].channel === chSlug) es.textContent = isSub(chSlug) ? "Subscribed" : "Subscribe";
        renderGuide(); renderDrawer();
      }
      // Subscribe; once subscribed, the button opens the bell menu (All, Personalised, None, Unsubscribe).
      function subscribeButton(chSlug, id) {
        var b = h("button", { class: "sub-btn", id: id, "data-sub-for": chSlug });
        var bellMenu = kit.menu(b, kitItems([
          { id: id + ".all", icon: "bellOn", label: "All", action: function () { S.notify = withKey(S.notify, chSlug, "all"); paintSubscribe(b, chSlug); toast("You'll get all notifications"); } },
          { id: id + ".personalised", icon: "bell", label: "Personalised", action: function () { S.notify = withKey(S.notify, chSlug, "personalised"); paintSubscribe(b, chSlug); toast("You'll get personalised notifications"); } },
          { id: id + ".none", icon: "block", label: "None", action: function () { S.notify = withKey(S.notify, chSlug, "none"); paintSubscribe(b, chSlug); toast("You won't get notifications"); } },
          { id: id + ".unsubscribe", icon: "minus", label: "Unsubscribe", action: function () { setSubscribed(chSlug, false); } },
        ]), { id: id + ".menu", trigger: "none", cls: "yt-menu", placement: "bottom-start",
              onOpen: function () { openMenu = bellMenu; S.menu = id; }, onClose: function () { if (openMenu === bellMenu) { openMenu = null; S.menu = null; } } });
        b.addEventListener("click", function (e) {
          e.stopPropagation(); e.preventDefault();
          if (!S.signed_in) { S.promo = "signin"; renderPromo(); return; }
          if (isSub(chSlug)) bellMenu.toggle(); else setSubscribed(chSlug, true);
        });
        paintSubscribe(b, chSlug);
        return b;
      }
      function paintSubscribe(b, chSlug) {
        clear(b);
        var on = isSub(chSlug);
        b.classList.toggle("subscribed", on);
        if (on) { b.appendChild(icon(S.notify[chSlug] === "all" ? "bellOn" : "bell")); b.appendChild(h("span", null, "Subscribed")); b.appendChild(icon("chevD")); }
        else b.appendChild(h("span", null, "Subscribe"));
      }

      /* ------------------------------------------------------------ the watch page */
      function descriptionBox(v) {
        var c = CH[v.channel];
        var box = h("div", { class: "desc" + (S.desc_expanded ? " expanded" : ""), id: "video.desc", onclick: function () {
          if (!S.desc_expanded) { S.desc_expanded = true; repaintDesc(); }
        } });
        box.appendChild(h("div", { class: "desc-stats" },
          h("span", { class: "strong" }, S.desc_expanded ? v.viewsFull + (v.live ? "" : " views") : (v.live ? v.views : v.views + " views")),
          h("span", { class: "strong" }, S.desc_expanded ? v.date : v.age),
          v.tags.map(function (tg) { return h("a", { class: "tag", id: "video.desc.tag." + tg.slice(1), onclick: function (e) { if (S.desc_expanded) { e.stopPropagation(); command("desc.tag." + tg.slice(1)); } } }, tg); })));
        var paras = v.desc.split("\n\n");
        box.appendChild(h("div", { class: "desc-short" },
          h("div", { class: "desc-text clamp" }, paras[0]),
          h("button", { class: "desc-more", id: "video.desc.more", onclick: stop(function () { S.desc_expanded = true; repaintDesc(); }) }, "...more")));
        var full = h("div", { class: "desc-full" });
        box.appendChild(full);
        full.appendChild(h("div", { class: "desc-text" }, v.desc));
        if (v.chapters.length) {
          var chl = h("div", { class: "desc-chapters" });
          v.chapters.forEach(function (ch) {
            chl.appendChild(h("div", { class: "desc-chapter-line" },
              h("a", { class: "ts-link", id: "video.desc.chapter." + ch.slug, onclick: stop(function () { seekTo(parseTime(ch.t)); }) }, ch.t), " " + ch.title));
          });
          full.appendChild(chl);
        }
        full.appendChild(h("div", { class: "desc-section" }, h("h3", null, "Transcript"), h("p", { class: "muted" }, "Follow along using the transcript."),
          h("button", { class: "outline-btn", id: "video.desc.transcript", onclick: stop(showTranscript) }, "Show transcript")));
        full.appendChild(h("div", { class: "desc-channel" }, avatar(v.channel, 56),
          h("div", null, h("div", { class: "dc-name" }, c.name, verified(c)), h("div", { class: "muted" }, c.subs + " subscribers")),
          h("div", { class: "dc-actions" },
            h("button", { class: "outline-btn", id: "video.desc.videos", onclick: stop(function () { openChannel(v.channel, "videos"); }) }, icon("yourVideos"), h("span", null, "Videos")),
            h("button", { class: "outline-btn", id: "video.desc.about", onclick: stop(function () { openChannel(v.channel); }) }, icon("person"), h("span", null, "About")))));
        full.appendChild(h("button", { class: "desc-less", id: "video.desc.less", onclick: stop(function () { S.desc_expanded = false; repaintDesc(); }) }, "Show less"));
        return box;
      }
      function showTranscript() { S.transcript = true; renderSecondaryTop(); }
      function repaintDesc() {
        var old = ctx.byId("video.desc");
        if (old) old.parentNode.replaceChild(descriptionBox(V[S.video]), old);
      }
      // A chapter link or a transcript line moves the video there (and the page up to the player).
      function seekTo(seconds) {
        S.$set({ time: seconds, paused: false });
        rerenderPlayer();
        window.scrollTo(0, 0);
      }

      function commentsSection(v) {
        var list = C.comments[v.slug] || [];
        var sec = h("section", { class: "comments", id: "video.comments" });
        var sortBtn = h("button", { class: "sort-btn", id: "video.comments.sort" }, icon("sort"), h("span", null, "Sort by"));
        menu(sortBtn, [
          { id: "video.comments.sort.top", label: "Top comments", checked: S.sort === "top", action: function () { S.sort = "top"; repaintComments(); } },
          { id: "video.comments.sort.newest", label: "Newest first", checked: S.sort === "newest", action: function () { S.sort = "newest"; repaintComments(); } },
        ], { id: "video.comments.sort.menu", cls: "sort-menu" });
        sec.appendChild(h("div", { class: "comments-head" }, h("h2", { id: "video.comments.count" }, C.commentCounts[v.slug] + " Comments"), sortBtn));
        sec.appendChild(h("div", { class: "add-comment" }, userAvatar(40),
          S.composer === "comment" ? composer("video.comments.add", "Add a comment...", "Comment")
            : h("div", { class: "add-input", id: "video.comments.add", onclick: function () { S.composer = "comment"; repaintComments(); } }, "Add a comment...")));
        var rows = list.slice();
        if (S.sort === "newest") rows = rows.filter(function (c) { return !c.pinned; }).reverse();
        rows.forEach(function (cm, ci) {
          var pre = "video.comment." + cm.id, key = v.slug + "/" + cm.id;
          sec.appendChild(h("div", { class: "comment", id: pre },
            cm.owner ? avatar(v.channel, 40) : personAvatar({ name: cm.handle.slice(1), color: cm.color, avatar: cm.avatar }, 40),
            h("div", { class: "cm-main" },
              cm.pinned ? h("div", { class: "pinned" }, icon("pin"), "Pinned by " + CH[v.channel].handle) : null,
              h("div", { class: "cm-head" }, h("span", { class: "cm-handle" + (cm.owner ? " owner" : "") }, cm.handle), h("span", { class: "cm-age" }, cm.age)),
              h("div", { class: "cm-text" }, cm.text),
              voteRow(pre, key, cm.likes, cm.owner || (ci % 3 !== 1) ? null : h("span", { class: "creator-heart", title: "Loved by the creator" }, avatar(v.channel, 16), icon("heart", "heart")), cm.id),
              S.composer === cm.id ? composer(pre + ".reply-box", "Add a reply...", "Reply") : null,
              cm.replies ? repliesThread(v, cm, pre) : null),
            commentMenu(pre, "comment/" + key)));
        });
        tooltips(sec, "bottom");
        return sec;
      }
      // Like, dislike, (the creator's heart) and Reply under a comment or a reply.
      function voteRow(pre, key, likes, heart, replyTo) {
        var liked = has(S.liked_comments, key), disliked = has(S.disliked_comments, key);
        return h("div", { class: "cm-actions" },
          h("button", { class: "cm-btn" + (liked ? " on" : ""), id: pre + ".like", title: "Like", "aria-pressed": String(liked), onclick: stop(function () {
            S.$set({ liked_comments: toggled(S.liked_comments, key), disliked_comments: without(S.disliked_comments, key) }); repaintComments();
          }) }, icon(liked ? "likeOn" : "like")),
          h("span", { class: "cm-likes" }, plusOne(likes, liked)),
          h("button", { class: "cm-btn" + (disliked ? " on" : ""), id: pre + ".dislike", title: "Dislike", "aria-pressed": String(disliked), onclick: stop(function () {
            S.$set({ disliked_comments: toggled(S.disliked_comments, key), liked_comments: without(S.liked_comments, key) }); repaintComments();
          }) }, icon("dislike")),
          heart,
          h("button", { class: "cm-reply", id: pre + ".reply", onclick: stop(function () { S.composer = replyTo; repaintComments(); }) }, "Reply"));
      }
      // The comment (or reply) box: typing is not part of a task, so the submit button stays disabled.
      function composer(id, placeholder, verb) {
        return h("div", { class: "composer", id: id },
          h("div", { class: "add-input active" }, placeholder),
          h("div", { class: "composer-actions" },
            h("button", { class: "text-btn plain", id: id + ".cancel", onclick: stop(function () { S.composer = null; repaintComments(); }) }, "Cancel"),
            h("button", { class: "blue-btn", id: id + ".submit", disabled: true }, verb)));
      }
      // A comment's ⋮ (shown while the pointer is on the comment) holds Report.
      function commentMenu(pre, what) {
        var kebab = h("button", { class: "icon-btn small cm-kebab", id: pre + ".menu", "aria-label": "Action menu" }, icon("moreV"));
        menu(kebab, [{ id: pre + ".menu.report", icon: "flag", label: "Report", action: function () { report(what); } }],
          { id: pre + ".menu.list", placement: "bottom-end" });
        return kebab;
      }
      // "N replies" opens the replies under the comment (the creator's answer first).
      function repliesThread(v, cm, pre) {
        var open = has(S.replies, cm.id);
        var list = h("div", { class: "cm-reply-list", id: pre + ".reply-list", hidden: !open });
        cm.replyItems.forEach(function (r) {
          var rp = pre + ".reply." + r.id;
          list.appendChild(h("div", { class: "comment reply", id: rp },
            r.owner ? avatar(v.channel, 24) : personAvatar({ name: r.handle.slice(1), color: r.color, avatar: r.avatar }, 24),
            h("div", { class: "cm-main" },
              h("div", { class: "cm-head" }, h("span", { class: "cm-handle" + (r.owner ? " owner" : "") }, r.handle), h("span", { class: "cm-age" }, r.age)),
              h("div", { class: "cm-text" }, r.text),
              voteRow(rp, v.slug + "/" + cm.id + "/" + r.id, r.likes, null, cm.id))));
        });
        var btn = h("button", { class: "cm-replies", id: pre + ".replies", "aria-expanded": String(open), onclick: stop(function () {
          S.replies = toggled(S.replies, cm.id); repaintComments();
        }) }, icon(open ? "chevU" : "chevD"), h("span", null, cm.replies + (cm.replies === "1" ? " reply" : " replies")));
        return h("div", { class: "cm-thread" }, btn, list);
      }
      function repaintComments() {
        var old = ctx.byId("video.comments");
        if (old) old.parentNode.replaceChild(commentsSection(V[S.video]), old);
      }

      // The recommendation rail, narrowed by its chips (All, From <channel>, Related, For you, Recently uploaded).
      function uploaded(slug) { return Date.parse(V[slug].date.replace("Started streaming on ", "")); }
      function newestFirst(a, b) { return uploaded(b) - uploaded(a) || C.order.indexOf(a) - C.order.indexOf(b); }
      function railList(v) {
        // Not twice in one view: what the playlist panel or the end screen already shows.
        var base = C.recs[v.slug].filter(function (s) { return !(S.playlist && has(C.playlists[S.playlist].items, s)) && !(S.at === "end" && has(v.endscreen, s)); });
        var others = C.order.filter(function (s) { return s !== v.slug; });
        if (S.rail_chip === "from") return others.filter(function (s) { return V[s].channel === v.channel; });
        if (S.rail_chip === "related") return others.filter(function (s) { return V[s].channel !== v.channel && V[s].cats.some(function (k) { return has(v.cats, k); }); });
        if (S.rail_chip === "for-you") return base.filter(function (s) { return V[s].channel !== v.channel; });
        if (S.rail_chip === "recent") return others.filter(function (s) { return !V[s].live; }).sort(newestFirst).slice(0, 12);
        return base;
      }
      function recItem(slug) {
        var v = V[slug], c = CH[v.channel], pre = "video.rec." + slug;
        if (S.removed[slug]) return h("div", { class: "rec removed-rec", id: pre }, h("span", null, "Video removed"),
          h("button", { class: "pill-btn", id: pre + ".undo", onclick: stop(function () { S.removed = withKey(S.removed, slug); renderMain(true); }) }, "Undo"));
        var kebab = h("button", { class: "icon-btn small kebab", id: pre + ".menu", "aria-label": "Action menu" }, icon("moreV"));
        videoMenu(slug, pre, kebab, "bottom-end");
        var thumb = h("div", { class: "rthumb" }, art(v), durationBadge(v), resumeBar(slug));
        var el = h("div", { class: "rec", id: pre, onclick: function () { openVideo(slug); } },
          thumb,
          h("div", { class: "rmeta" }, h("h3", { class: "rtitle" }, v.title),
            h("div", { class: "rchannel" }, c.name, verified(c)), h("div", { class: "stats" }, statsLine(v)),
            C.recent.indexOf(slug) >= 0 ? h("span", { class: "new-badge" }, "New") : null),
          kebab);
        thumbActions(el, thumb, slug, pre, false);
        return el;
      }
      function rail(v) {
        var c = CH[v.channel];
        var box = h("div", { class: "rail", id: "video.rail" });
        var railChips = h("div", { class: "rail-chips", id: "video.rail.chips" });
        [["all", "All"], ["from", "From " + c.name], ["related", "Related"], ["for-you", "For you"], ["recent", "Recently uploaded"]].forEach(function (x) {
          railChips.appendChild(h("button", { class: "chip small" + (S.rail_chip === x[0] ? " selected" : ""), id: "video.rail.chip." + x[0], onclick: stop(function () {
            var keep = railChips.scrollLeft;
            S.rail_chip = x[0];
            var fresh = rail(v);
            box.parentNode.replaceChild(fresh, box);
            var strip = fresh.querySelector(".rail-chips"); strip.scrollLeft = keep; strip.dispatchEvent(new Event("scroll"));
          }) }, x[1]));
        });
        var railNext = h("div", { class: "rail-chips-next" }, h("button", { class: "icon-btn", id: "video.rail.chips.next", "aria-label": "Next" }, icon("chevR")));
        var railPrev = h("div", { class: "rail-chips-prev" }, h("button", { class: "icon-btn", id: "video.rail.chips.prev", "aria-label": "Previous" }, icon("chevL")));
        box.appendChild(h("div", { class: "rail-chips-wrap" }, railPrev, railChips, railNext));
        carousel(railChips, { prev: railPrev, next: railNext, step: 200 });
        var recs = h("div", { class: "recs", id: "video.recs" });
        railList(v).forEach(function (slug) { recs.appendChild(recItem(slug)); });
        box.appendChild(recs);
        return box;
      }

      function playlistPanel() {
        var pl = C.playlists[S.playlist], c = CH[pl.channel];
        var idx = pl.items.indexOf(S.video);
        var list = h("div", { class: "pl-list", id: "video.playlist.list" });
        pl.items.forEach(function (slug, i) {
          var v = V[slug];
          list.appendChild(h("div", { class: "pl-item" + (slug === S.video ? " current" : ""), id: "video.playlist.item." + slug, onclick: function () { openVideo(slug, { playlist: S.playlist }); } },
            h("span", { class: "pl-index" }, slug === S.video ? h("span", { class: "pl-playing" }, icon("play")) : String(i + 1)),
            h("div", { class: "pl-thumb" }, art(v, false), h("span", { class: "badge" }, v.duration)),
            h("div", { class: "pl-meta" }, h("div", { class: "pl-title" }, v.title), h("div", { class: "pl-ch" }, c.name))));
        });
        var more = h("button", { class: "icon-btn", id: "video.playlist.menu", "aria-label": "More actions" }, icon("moreV"));
        menu(more, [
          { id: "video.playlist.menu.save", icon: "save", label: "Save playlist to library", action: function () { toast("Playlist saved to library"); } },
          { id: "video.playlist.menu.share", icon: "share", label: "Share", action: function () { S.shared = "playlist/" + S.playlist + "/copy"; toast("Link copied to clipboard"); } },
        ], { id: "video.playlist.menu.list", placement: "bottom-end" });
        var panel = h("div", { class: "playlist-panel", id: "video.playlist" },
          h("div", { class: "pl-head" },
            h("div", null, h("div", { class: "pl-name", id: "video.playlist.title" }, pl.title),
              h("div", { class: "pl-sub" }, h("a", { id: "video.playlist.channel", onclick: stop(function () { openChannel(pl.channel); }) }, c.name), " - " + (idx + 1) + " / " + pl.items.length)),
            h("button", { class: "icon-btn", id: "video.playlist.collapse", title: "Close playlist", onclick: stop(function () { S.playlist = null; renderSecondaryTop(); }) }, icon("close"))),
          h("div", { class: "pl-tools" },
            h("button", { class: "icon-btn", id: "video.playlist.loop", title: "Loop playlist", onclick: stop(function () { command("playlist.loop"); }) }, icon("loop")),
            h("button", { class: "icon-btn", id: "video.playlist.shuffle", title: "Shuffle playlist", onclick: stop(function () { command("playlist.shuffle"); }) }, icon("shuffle")),
            h("span", { class: "grow" }), more),
          list);
        tooltips(panel, "bottom");
        return panel;
      }

      // The transcript: a line every few seconds, as YouTube's run: each chapter opens with its
      // topic, then the spoken lines until the next chapter. Clicking a line moves the video there.
      function transcriptPanel(v) {
        var chs = v.chapters.length ? v.chapters : [{ t: "0:00", title: v.title }];
        var end = v.live ? 3600 : parseTime(v.duration), lines = [], n = 0, now = playhead(v);
        chs.forEach(function (ch, ci) {
          var from = parseTime(ch.t), to = ci + 1 < chs.length ? parseTime(chs[ci + 1].t) : end;
          for (var k = 0; k < 4; k++) {
            var at = Math.round(from + (to - from) * k / 4), i = n++;
            var text = k === 0 && v.chapters.length ? "okay, " + ch.title.charAt(0).toLowerCase() + ch.title.slice(1) : trLine(i);
            lines.push(h("div", { class: "tr-line", id: "video.transcript.line." + fmtTime(at).replace(/:/g, "-"), onclick: (function (sec) {
              return function () { if (!v.live) seekTo(sec); };
            })(at) }, h("span", { class: "tr-ts" }, fmtTime(at)), h("span", null, text)));
          }
        });
        return h("div", { class: "transcript-panel", id: "video.transcript" },
          h("div", { class: "tp-head" }, h("span", null, "Transcript"),
            h("button", { class: "icon-btn", id: "video.transcript.close", "aria-label": "Close transcript", onclick: stop(function () { S.transcript = false; renderSecondaryTop(); }) }, icon("close"))),
          h("div", { class: "tp-body", id: "video.transcript.body" }, lines));
      }
      function trLine(i) {
        var pool = ["hey everyone, welcome back to the channel", "so let's get straight into it", "this is the part most people get wrong", "and you can already see the difference here",
          "now this is where it gets interesting", "take your time with this step", "and that's really the whole trick", "thanks so much for watching, see you in the next one"];
        return pool[i % pool.length];
      }
      // "In this video": the chapters panel the player's chapter title opens.
      function chaptersPanel(v) {
        var now = chapterAt(v, playhead(v));
        return h("div", { class: "transcript-panel chapters-panel", id: "video.chapters" },
          h("div", { class: "tp-head" }, h("span", null, "In this video"),
            h("button", { class: "icon-btn", id: "video.chapters.close", "aria-label": "Close chapters", onclick: stop(function () { S.chapters = false; renderSecondaryTop(); }) }, icon("close"))),
          h("div", { class: "tp-body" }, v.chapters.map(function (ch) {
            return h("div", { class: "ch-line" + (now === ch ? " current" : ""), id: "video.chapters." + ch.slug, onclick: function () { seekTo(parseTime(ch.t)); } },
              h("span", { class: "ch-line-title" }, ch.title), h("span", { class: "tr-ts" }, ch.t));
          })));
      }
      function companionAd() {
        var ad = C.ads[S.ad];
        return h("div", { class: "companion", id: "video.ad.companion" },
          h("div", { class: "comp-art" }, adCreative(ad, "ad-banner")),
          h("div", { class: "comp-row" }, h("span", { class: "ad-adv-avatar", style: { background: ad.colors[1] } }, ad.advertiser[0]),
            h("div", { class: "comp-meta" }, h("div", { class: "comp-title" }, ad.headline), h("div", { class: "muted" }, h("span", { class: "sponsored dark" }, "Sponsored"), " \u00b7 " + ad.domain)),
            h("button", { class: "blue-btn", id: "video.ad.companion.cta", onclick: stop(function () { command("ad.companion.cta"); }) }, ad.cta)));
      }

      var secondaryTop = null;
      function renderSecondaryTop() {
        if (!secondaryTop || S.view !== "watch") return;
        clear(secondaryTop);
        var v = V[S.video];
        if (S.ad) secondaryTop.appendChild(companionAd());
        if (S.chapters && v.chapters.length) secondaryTop.appendChild(chaptersPanel(v));
        if (S.transcript) secondaryTop.appendChild(transcriptPanel(v));
        if (S.playlist) secondaryTop.appendChild(playlistPanel());
      }

      function renderWatch() {
        var v = V[S.video], c = CH[v.channel];
        var page = h("div", { class: "watch" + (S.theater ? " theater" : ""), id: "video.watch" });
        var primary = h("div", { class: "primary", id: "video.watch.primary" });
        var player = renderPlayer(v);
        function vote(key, other) {
          var patch = {};
          patch[key] = toggled(S[key], v.slug); patch[other] = without(S[other], v.slug);
          S.$set(patch);
          var old = ctx.byId("video.watch.vote"); if (old) old.parentNode.replaceChild(voteSeg(), old);
        }
        function voteSeg() {
          var on = has(S.liked, v.slug), off = has(S.disliked, v.slug);
          var seg = h("div", { class: "seg", id: "video.watch.vote" },
            h("button", { class: "seg-btn like" + (on ? " on" : ""), id: "video.watch.like", title: "I like this", "aria-pressed": String(on), onclick: stop(function () { vote("liked", "disliked"); }) },
              icon(on ? "likeOn" : "like"), h("span", null, v.likes)),
            h("span", { class: "seg-sep" }),
            h("button", { class: "seg-btn" + (off ? " on" : ""), id: "video.watch.dislike", title: "I dislike this", "aria-pressed": String(off), onclick: stop(function () { vote("disliked", "liked"); }) }, icon("dislike")));
          tooltips(seg, "bottom");
          return seg;
        }
        var moreBtn = h("button", { class: "round-btn", id: "video.watch.more", title: "More actions" }, icon("moreH"));
        menu(moreBtn, [
          { id: "video.watch.menu.thanks", icon: "thanks", label: "Thanks", action: function () { toast("Thanks aren't available on this video"); } },
          { id: "video.watch.menu.clip", icon: "scissors", label: "Clip", action: function () { toast("Clipping isn't available on this video"); } },
          { id: "video.watch.menu.save", icon: "save", label: "Save", action: function () { openSave(v.slug); } },
          { id: "video.watch.menu.report", icon: "flag", label: "Report", action: function () { report("video/" + v.slug); } },
          { id: "video.watch.menu.transcript", icon: "transcript", label: "Show transcript", action: showTranscript },
        ], { id: "video.watch.menu", placement: "bottom-end" });
        var owner = h("div", { class: "owner-row" },
          h("div", { class: "owner" },
            h("a", { id: "video.watch.channel-avatar", onclick: stop(function () { openChannel(v.channel); }) }, avatar(v.channel, 40)),
            h("div", { class: "owner-meta" }, h("a", { class: "owner-name", id: "video.watch.channel", onclick: stop(function () { openChannel(v.channel); }) }, c.name, verified(c)),
              h("div", { class: "owner-subs" }, c.subs + " subscribers")),
            v.channel === "marisol-cooks" || v.channel === "orbit-lab" ? h("button", { class: "outline-btn join", id: "video.watch.join", onclick: stop(function () { toast("Memberships aren't available in your country"); }) }, "Join") : null,
            subscribeButton(v.channel, "video.watch.subscribe")),
          h("div", { class: "actions" },
            voteSeg(),
            h("button", { class: "round-btn", id: "video.watch.share", onclick: stop(function () { openShare(v.slug); }) }, icon("share"), h("span", null, "Share")),
            h("button", { class: "round-btn", id: "video.watch.download", onclick: stop(function () { toast("Downloads are available with YouTube Premium"); }) }, icon("download"), h("span", null, "Download")),
            moreBtn));
        primary.appendChild(S.theater ? h("div") : player);
        primary.appendChild(h("h1", { class: "watch-title", id: "video.watch.title" }, v.title));
        primary.appendChild(owner);
        tooltips(owner, "bottom");
        primary.appendChild(descriptionBox(v));
        primary.appendChild(commentsSection(v));
        var secondary = h("div", { class: "secondary", id: "video.watch.secondary" });
        secondaryTop = h("div", { class: "secondary-top" });
        secondary.appendChild(secondaryTop);
        secondary.appendChild(rail(v));
        if (S.theater) page.appendChild(h("div", { class: "theater-wrap" }, player));
        page.appendChild(h("div", { class: "columns" }, primary, secondary));
        mainEl.appendChild(page);
        renderSecondaryTop();
      }

      /* ------------------------------------------------------------ dialogs */
      // Save to playlist: S.save is the video whose dialog is open; each tick is kept in S.saved_to
      // (Watch later in S.watch_later). The dialog stays open while you tick, as on YouTube.
      var PLAYLISTS = [["watch-later", "Watch later"], ["weeknight-dinners", "Weeknight Dinners"], ["road-trip-ideas", "Road trip ideas"], ["sunday-baking", "Sunday baking"], ["study-music", "Study music"]];
      function inPlaylist(pl, slug) {
        if (pl === "watch-later") return has(watchLater(), slug);
        var had = !!(C.playlists[pl] && has(C.playlists[pl].items, slug));
        return had !== has(S.saved_to, pl + "/" + slug);
      }
      var saveDialog = null, shareDialog = null;
      function openSave(slug) {
        if (S.save !== slug) S.save = slug;
        var body = h("div", { class: "save-body" });
        PLAYLISTS.forEach(function (l) {
          var box = h("span", { class: "checkbox" + (inPlaylist(l[0], slug) ? " checked" : "") }, icon("check"));
          body.appendChild(h("label", { class: "save-row", id: "video.save." + l[0], role: "checkbox", "aria-checked": String(inPlaylist(l[0], slug)), onclick: stop(function (e) {
            if (l[0] === "watch-later") S.watch_later = has(watchLater(), slug) ? without(watchLater(), slug) : [slug].concat(watchLater());
            else S.saved_to = toggled(S.saved_to, l[0] + "/" + slug);
            var on = inPlaylist(l[0], slug);
            box.classList.toggle("checked", on); e.currentTarget.setAttribute("aria-checked", String(on));
            toast((on ? "Saved to " : "Removed from ") + l[1]);
          }) }, box, h("span", { class: "save-name" }, l[1]), icon(l[0] === "watch-later" ? "lock" : "playlists", "save-priv")));
        });
        body.appendChild(h("button", { class: "save-new", id: "video.save.new", onclick: stop(function () { command("save.new"); }) }, icon("plus"), h("span", null, "New playlist")));
        saveDialog = kit.dialog({ id: "video.save", title: "Save video to...", body: body, cls: "yt-dialog save-dialog",
          onClose: function () { saveDialog = null; if (!repainting && S.save) S.save = null; } });
      }
      // Share: S.share is the video whose dialog is open; the destination chosen is kept in S.shared.
      function openShare(slug) {
        if (S.share !== slug) S.share = slug;
        var targets = [["embed", "#f2f2f2", "Embed"], ["whatsapp", "#25d366", "WhatsApp"], ["facebook", "#1877f2", "Facebook"], ["x", "#000", "X"],
          ["email", "#888", "Email"], ["kakaotalk", "#fee500", "KakaoTalk"], ["reddit", "#ff4500", "Reddit"], ["vk", "#0077ff", "VK"], ["ok", "#ee8208", "OK"],
          ["pinterest", "#e60023", "Pinterest"], ["blogger", "#ff5722", "Blogger"], ["tumblr", "#35465c", "Tumblr"], ["linkedin", "#0a66c2", "LinkedIn"],
          ["skyrock", "#009aff", "Skyrock"], ["mix", "#ff8226", "Mix"], ["goo", "#3e9bd5", "Goo"]];
        var row = h("div", { class: "share-targets", id: "video.share.targets" });
        targets.forEach(function (t) {
          row.appendChild(h("button", { class: "share-target", id: "video.share." + t[0], onclick: stop(function () { S.shared = slug + "/" + t[0]; shareDialog.close(t[0]); }) },
            h("span", { class: "st-circle", style: { background: t[1] } }, t[2][0]), h("span", null, t[2])));
        });
        // The destinations scroll sideways behind round arrows, as in YouTube's share dialog.
        var prev = h("div", { class: "share-arrow left" }, h("button", { class: "icon-btn", id: "video.share.prev", "aria-label": "Previous" }, icon("chevL")));
        var next = h("div", { class: "share-arrow right" }, h("button", { class: "icon-btn", id: "video.share.next", "aria-label": "Next" }, icon("chevR")));
        var strip = h("div", { class: "share-strip" }, prev, row, next);
        var start = S.view === "watch" && S.video === slug && !V[slug].live ? fmtTime(playhead(V[slug])) : "0:00";
        var body = h("div", { class: "share-body" }, strip,
          h("div", { class: "share-link" }, h("span", { class: "sl-url" }, "https://youtu.be/" + slug.replace(/-/g, "").slice(0, 11)),
            h("button", { class: "blue-btn", id: "video.share.copy", onclick: stop(function () { S.shared = slug + "/copy"; shareDialog.close("copy"); toast("Link copied to clipboard"); }) }, "Copy")),
          h("label", { class: "share-start" }, h("span", { class: "checkbox" }), h("span", null, "Start at " + start)));
        shareDialog = kit.dialog({ id: "video.share", title: "Share", body: body, cls: "yt-dialog share-dialog",
          onClose: function () { shareDialog = null; if (!repainting && S.share) S.share = null; } });
        carousel(row, { prev: prev, next: next, step: 320 });
      }
      function renderDialogs() {
        repainting = true;
        if (saveDialog) saveDialog.close("render");
        if (shareDialog) shareDialog.close("render");
        repainting = false;
        if (S.save) openSave(S.save);
        if (S.share) openShare(S.share);
      }

      /* ------------------------------------------------------------ channel page */
      function viewCount(v) {
        var m = /^([\d.]+)([KM]?)/.exec(v.views) || [0, "0", ""];
        return Number(m[1]) * (m[2] === "M" ? 1e6 : m[2] === "K" ? 1e3 : 1);
      }
      function renderChannel() {
        var c = CH[S.channel];
        var vids = c.videos.slice();
        var page = h("div", { class: "channel-page", id: "video.channel" });
        page.appendChild(h("div", { class: "banner", id: "video.channel.banner" }, h("div", { class: "banner-art", style: { background: "linear-gradient(120deg, " + c.color + ", #0f0f0f)" } }),
          h("div", { class: "banner-text" }, c.name)));
        page.appendChild(h("div", { class: "ch-header" },
          avatar(S.channel, 160, "video.channel.avatar"),
          h("div", { class: "ch-info" },
            h("h1", { class: "ch-title", id: "video.channel.name" }, c.name, verified(c)),
            h("div", { class: "ch-line" }, h("span", { class: "strong" }, c.handle), " \u2022 " + c.subs + " subscribers \u2022 " + c.videoCount + " videos"),
            h("div", { class: "ch-about", id: "video.channel.about" }, h("span", null, c.about), h("span", { class: "ch-more" }, " ...more")),
            h("div", { class: "ch-links" }, h("a", { id: "video.channel.link", onclick: stop(function () { command("channel.link"); }) }, "instagram.com/" + c.handle.slice(1)), h("span", { class: "muted" }, " and 2 more links")),
            h("div", { class: "ch-actions" }, subscribeButton(S.channel, "video.channel.subscribe"),
              c.verified ? h("button", { class: "outline-btn join", id: "video.channel.join", onclick: stop(function () { toast("Memberships aren't available in your country"); }) }, "Join") : null))));
        var tabs = h("div", { class: "ch-tabs" });
        [["home", "Home"], ["videos", "Videos"], ["shorts", "Shorts"], ["live", "Live"], ["playlists", "Playlists"], ["community", "Community"]].forEach(function (t) {
          tabs.appendChild(h("button", { class: "ch-tab" + (S.channel_tab === t[0] ? " active" : ""), id: "video.channel.tab." + t[0], role: "tab", "aria-selected": String(S.channel_tab === t[0]),
            onclick: stop(function () { S.channel_tab = t[0]; renderMain(true); }) }, t[1]));
        });
        tabs.appendChild(h("button", { class: "icon-btn", id: "video.channel.search", "aria-label": "Search", onclick: stop(function () { command("channel.search"); }) }, icon("search")));
        page.appendChild(tabs);
        var body = h("div", { class: "ch-body" });
        if (S.channel_tab === "home" && vids.length) {
          var fv = V[vids[0]];
          body.appendChild(h("div", { class: "ch-featured", id: "video.channel.featured", onclick: function () { openVideo(fv.slug); } },
            h("div", { class: "thumb" }, art(fv), durationBadge(fv)),
            h("div", { class: "cf-meta" }, h("h3", null, fv.title), h("div", { class: "stats" }, statsLine(fv)), h("p", { class: "cf-desc" }, fv.desc.split("\n\n")[0]))));
          body.appendChild(h("h2", { class: "ch-shelf-title" }, "Videos"));
        }
        if (S.channel_tab === "videos") {
          body.appendChild(h("div", { class: "ch-sort" }, [["latest", "Latest"], ["popular", "Popular"], ["oldest", "Oldest"]].map(function (x) {
            return h("button", { class: "chip" + (S.channel_sort === x[0] ? " selected" : ""), id: "video.channel.sort." + x[0], onclick: stop(function () { S.channel_sort = x[0]; renderMain(true); }) }, x[1]);
          })));
          if (S.channel_sort === "popular") vids.sort(function (a, b) { return viewCount(V[b]) - viewCount(V[a]); });
          else if (S.channel_sort === "oldest") vids.reverse();
        }
        var grid = h("div", { class: "ch-grid", id: "video.channel.videos" });
        var list = S.channel_tab === "home" ? vids.slice(1) : vids;
        if (S.channel_tab === "home" || S.channel_tab === "videos") list.forEach(function (s) { grid.appendChild(card(s, { prefix: "video.channel.video", noAvatar: true, noChannel: true, compact: true })); });
        else if (S.channel_tab === "playlists") channelPlaylists(grid);
        else if (S.channel_tab === "shorts") channelShorts(grid);
        else grid.appendChild(h("div", { class: "empty" }, "This channel has no " + S.channel_tab + " yet."));
        body.appendChild(grid);
        page.appendChild(body);
        mainEl.appendChild(page);
      }

      // The Playlists tab: each of the channel's playlists as a stacked thumbnail of its first video.
      function channelPlaylists(grid) {
        var mine = Object.keys(C.playlists).filter(function (k) { return C.playlists[k].channel === S.channel; });
        if (!mine.length) { grid.appendChild(h("div", { class: "empty" }, "This channel has no playlists.")); return; }
        mine.forEach(function (k) {
          var pl = C.playlists[k], first = V[pl.items[0]];
          grid.appendChild(h("div", { class: "card playlist-card", id: "video.channel.playlist." + k, onclick: function () { openVideo(pl.items[0], { playlist: k }); } },
            h("div", { class: "thumb pl-stack" }, art(first, false), h("span", { class: "badge" }, icon("playlists", "badge-ico"), pl.items.length + " videos")),
            h("div", { class: "details" }, h("div", { class: "meta" }, h("h3", { class: "title" }, pl.title),
              h("div", { class: "stats" }, "Updated 2 days ago"), h("div", { class: "stats strong-link" }, "View full playlist")))));
        });
      }
      function channelShorts(grid) {
        var mine = C.shorts.filter(function (x) { return x.channel === S.channel; });
        if (!mine.length) { grid.appendChild(h("div", { class: "empty" }, "This channel has no Shorts.")); return; }
        mine.forEach(function (x) {
          grid.appendChild(h("div", { class: "short", id: "video.channel.short." + x.slug, onclick: function () { openShorts(x.slug); } },
            h("div", { class: "sthumb" }, art(x)), h("div", { class: "smeta" }, h("h3", { class: "stitle" }, x.title), h("div", { class: "stats" }, x.views + " views"))));
        });
      }

      /* ------------------------------------------------------------ Shorts player */
      // A count as YouTube abbreviates it (353K, 1.6K, 12M).
      function shortCount(n) {
        n = Math.round(n);
        if (n >= 1e6) return (n / 1e6).toFixed(1).replace(/\.0$/, "") + "M";
        if (n >= 1e4) return Math.round(n / 1e3) + "K";
        return n >= 1e3 ? (n / 1e3).toFixed(1).replace(/\.0$/, "") + "K" : String(n);
      }
      function shortLikes(s) { return shortCount(viewCount(s) * 0.042); }
      function renderShorts() {
        var list = C.shorts, i = Math.max(0, list.map(function (x) { return x.slug; }).indexOf(S.short)), s = list[i], c = CH[s.channel];
        var liked = has(S.liked, s.slug), disliked = has(S.disliked, s.slug), pre = "video.shorts-player." + s.slug;
        function vote(key, other) {
          var patch = {}; patch[key] = toggled(S[key], s.slug); patch[other] = without(S[other], s.slug); S.$set(patch); renderMain(false);
        }
        function action(id, iconName, label, on, fn) {
          return h("div", { class: "sa-item" }, h("button", { class: "sa-btn" + (on ? " on" : ""), id: pre + "." + id, "aria-label": label, onclick: stop(fn) }, icon(iconName)),
            h("span", { class: "sa-label" }, label));
        }
        var playBtn = h("button", { class: "sp-btn", id: pre + ".play", "aria-label": S.paused ? "Play" : "Pause", onclick: stop(function () { S.paused = !S.paused; renderMain(false); }) }, icon(S.paused ? "play" : "pause"));
        var stage = h("div", { class: "short-video" + (S.paused ? " paused" : ""), id: pre, onclick: function () { S.paused = !S.paused; renderMain(false); } },
          art(s, false),
          h("div", { class: "sp-top" }, playBtn,
            h("button", { class: "sp-btn", id: pre + ".mute", "aria-label": S.muted ? "Unmute" : "Mute", onclick: stop(function () { S.muted = !S.muted; renderMain(false); }) }, icon(S.muted ? "volumeOff" : "volume"))),
          h("div", { class: "sp-bottom" },
            h("div", { class: "sp-channel" }, avatar(s.channel, 32), h("a", { class: "sp-handle", id: pre + ".channel", onclick: stop(function () { openChannel(s.channel, "shorts"); }) }, c.handle),
              subscribeButton(s.channel, pre + ".subscribe")),
            h("div", { class: "sp-title" }, s.title)),
          h("div", { class: "sp-progress" }, h("div", { style: { width: "38%" } })));
        var more = h("button", { class: "sa-btn", id: pre + ".more", "aria-label": "More actions" }, icon("moreV"));
        menu(more, [
          { id: pre + ".menu.description", icon: "transcript", label: "Description" },
          { id: pre + ".menu.captions", icon: "cc", label: "Captions" },
          { id: pre + ".menu.not-interested", icon: "block", label: "Not interested", action: function () { S.hidden = S.hidden.concat([s.slug]); toast("Short hidden"); } },
          { id: pre + ".menu.report", icon: "flag", label: "Report", action: function () { report("short/" + s.slug); } },
        ], { id: pre + ".menu", placement: "left-end" });
        var actions = h("div", { class: "short-actions" },
          action("like", liked ? "likeOn" : "like", plusOne(shortLikes(s), liked), liked, function () { vote("liked", "disliked"); }),
          action("dislike", "dislike", "Dislike", disliked, function () { vote("disliked", "liked"); }),
          action("comments", "comment", shortCount(viewCount(s) / 5200), false, function () { command("shorts.comments"); }),
          action("share", "share", "Share", false, function () { S.shared = "short/" + s.slug + "/copy"; toast("Link copied to clipboard"); }),
          h("div", { class: "sa-item" }, more),
          h("div", { class: "sa-item" }, avatar(s.channel, 40, null, "sa-avatar")));
        var nav = h("div", { class: "short-nav" },
          i > 0 ? h("button", { class: "nav-btn", id: "video.shorts-player.prev", "aria-label": "Previous video", onclick: stop(function () { S.$set({ short: list[i - 1].slug, paused: false }); renderMain(false); }) }, icon("chevU")) : null,
          i < list.length - 1 ? h("button", { class: "nav-btn", id: "video.shorts-player.next", "aria-label": "Next video", onclick: stop(function () { S.$set({ short: list[i + 1].slug, paused: false }); renderMain(false); }) }, icon("chevD")) : null);
        mainEl.appendChild(h("div", { class: "shorts-page", id: "video.shorts-page" }, h("div", { class: "short-stage" }, stage, actions), nav));
      }

      /* ------------------------------------------------------------ browse pages */
      var PAGE_TITLES = { subscriptions: "Latest", history: "Watch history", playlists: "Playlists", "your-videos": "Your videos", "watch-later": "Watch later", liked: "Liked videos",
        trending: "Trending", shopping: "Shopping", music: "Music", movies: "Movies & TV", live: "Live", gaming: "Gaming", news: "News", sports: "Sports", courses: "Courses", fashion: "Fashion & Beauty",
        podcasts: "Podcasts", premium: "YouTube Premium", studio: "YouTube Studio", "yt-music": "YouTube Music", kids: "YouTube Kids", settings: "Settings", "report-history": "Report history", help: "Help",
        feedback: "Send feedback", purchases: "Purchases and memberships" };
      var PAGE_CATS = { music: ["music"], gaming: ["gaming"], sports: ["sports"], podcasts: ["podcasts"], live: ["live"], courses: ["science", "finance"], news: ["tech"], trending: null, shopping: ["tech"], movies: ["travel"], fashion: ["watercolour"] };
      function renderBrowse() {
        var p = S.page, page = h("div", { class: "browse", id: "video.browse." + p });
        page.appendChild(h("h1", { class: "browse-title" }, PAGE_TITLES[p] || "YouTube"));
        var list = null;
        if (p === "history") list = C.history;
        else if (p === "watch-later") list = watchLater();
        else if (p === "liked") list = C.watched.concat(S.liked.filter(function (s) { return V[s] && !has(C.watched, s); }));
        else if (p === "subscriptions") list = C.order.filter(function (s) { return isSub(V[s].channel); }).sort(newestFirst);
        else if (p in PAGE_CATS) { var cats = PAGE_CATS[p]; list = cats ? C.order.filter(function (s) { return V[s].cats.some(function (k) { return cats.indexOf(k) >= 0; }); }) : C.feed.slice(0, 12); }
        if (p === "history" || p === "watch-later" || p === "liked") {
          var rows = h("div", { class: "list-rows" });
          list.forEach(function (s) {
            var v = V[s], c = CH[v.channel];
            rows.appendChild(h("div", { class: "list-row", id: "video.list." + s, onclick: function () { openVideo(s); } },
              h("div", { class: "thumb" }, art(v), durationBadge(v)),
              h("div", { class: "lr-meta" }, h("h3", null, v.title), h("div", { class: "stats" }, c.name + " \u2022 " + statsLine(v)), h("p", { class: "muted clamp2" }, v.desc.split("\n\n")[0]))));
          });
          page.appendChild(rows);
        } else if (list) {
          var grid = h("div", { class: "feed browse-grid" });
          list.forEach(function (s) { grid.appendChild(card(s, { prefix: "video.browse.card" })); });
          page.appendChild(grid);
        } else if (p === "settings") {
          page.appendChild(h("div", { class: "settings" },
            h("div", { class: "settings-nav" }, ["Account", "Notifications", "Playback and performance", "Downloads", "Privacy", "Connected apps", "Billing and payments", "Advanced settings"].map(function (x, i) {
              return h("a", { class: "sn-item" + (i === 0 ? " active" : ""), id: "video.settings." + x.toLowerCase().replace(/ /g, "-") }, x);
            })),
            h("div", { class: "settings-body" }, h("h2", null, "Choose how you appear and what you see on YouTube"), h("p", { class: "muted" }, "Signed in as " + C.user.name + " (" + C.user.handle + ")"),
              h("h3", null, "Your YouTube channel"), h("p", { class: "muted" }, "This is your public presence on YouTube. You need a channel to upload your own videos, comment on videos or create playlists."),
              h("h3", null, "Your account"), h("p", { class: "muted" }, "You sign in to YouTube with your account. Membership: No membership | Get YouTube Premium"))));
        } else {
          page.appendChild(h("div", { class: "info-panel" }, h("p", null, (PAGE_TITLES[p] || "This page") + " isn't available in this window."),
            h("button", { class: "outline-btn", id: "video.browse.home", onclick: stop(function () { go({ view: "home", chip: "all" }); }) }, "Back to Home")));
        }
        mainEl.appendChild(page);
      }

      /* ------------------------------------------------------------ overlays: consent, promos, miniplayer */
      // YouTube asks a signed-out visitor (only) to choose cookies before using the site.
      var consentDialog = null;
      function renderConsent() {
        if (consentDialog) { repainting = true; consentDialog.close("render"); repainting = false; }
        consentDialog = null;
        if (!S.consent || S.signed_in) return;
        function done(choice) { return function () { S.$set({ consent: false, command: "consent." + choice }); consentDialog.close("choice"); consentDialog = null; }; }
        var more = h("div", { class: "consent-more" });
        var body = h("div", null,
          h("div", { class: "consent-top" }, logo("video.consent.logo"), h("span", { class: "grow" }),
            h("button", { class: "outline-btn small", id: "video.consent.language", onclick: stop(function () { command("consent.language"); }) }, icon("language"), h("span", null, "English (UK)"), icon("chevD")),
            h("button", { class: "signin-btn small", id: "video.consent.signin", onclick: stop(signIn) }, "Sign in")),
          h("h2", null, "Before you continue to YouTube"),
          h("p", null, "We use cookies and data to"),
          h("ul", null, h("li", null, "Deliver and maintain services, like tracking outages and protecting against spam, fraud and abuse"), h("li", null, "Measure audience engagement and site statistics to understand how our services are used and enhance the quality of those services")),
          h("p", null, "If you choose to \u2018Accept all\u2019, we will also use cookies and data to"),
          h("ul", null, h("li", null, "Develop and improve new services"), h("li", null, "Deliver and measure the effectiveness of ads"), h("li", null, "Show personalised content, depending on your settings"), h("li", null, "Show personalised ads, depending on your settings")),
          h("p", null, "If you choose to \u2018Reject all\u2019, we will not use cookies for these additional purposes."),
          more,
          h("div", { class: "consent-actions" },
            h("button", { class: "consent-btn", id: "video.consent.reject", onclick: stop(done("reject")) }, "Reject all"),
            h("button", { class: "consent-btn", id: "video.consent.accept", onclick: stop(done("accept")) }, "Accept all")),
          h("button", { class: "consent-link", id: "video.consent.more", onclick: stop(function () {
            command("consent.more");
            clear(more);
            more.appendChild(h("p", { class: "muted" }, "Non-personalised content is influenced by things like the content that you're currently viewing and your location. Personalised content can also include things like video recommendations and a customised YouTube homepage."));
          }) }, "More options"),
          h("div", { class: "consent-foot" }, h("a", { id: "video.consent.privacy", onclick: stop(function () { command("consent.privacy"); }) }, "Privacy Policy"), h("span", null, "\u2022"),
            h("a", { id: "video.consent.terms", onclick: stop(function () { command("consent.terms"); }) }, "Terms of Service")));
        consentDialog = kit.dialog({ id: "video.consent", body: body, cls: "consent", closeButton: false, closeOnEscape: false, closeOnBackdrop: false });
      }

      function renderPromo() {
        clear(promoLayer);
        function dismiss() { S.promo = null; renderPromo(); }
        if (S.promo === "premium") {
          promoLayer.appendChild(h("div", { class: "mealbar", id: "video.promo.premium", role: "dialog" },
            h("div", { class: "mb-art", html: premiumArt() }),
            h("div", { class: "mb-logo", html: '<svg viewBox="0 0 140 24" width="140" height="24"><rect x="0" y="2" width="30" height="21" rx="5" fill="#ff0000"/><path d="M12 8l8 4.5-8 4.5z" fill="#fff"/><text x="34" y="19" font-family="Roboto Condensed, Roboto" font-weight="700" font-size="19" letter-spacing="-0.6" textLength="72" lengthAdjust="spacingAndGlyphs" fill="currentColor">Premium</text></svg>' }),
            h("h3", null, "Try YouTube Premium for 1 month"),
            h("p", null, "Watch without ads, download videos and keep playing in the background. Cancel anytime. Recurring billing after trial."),
            h("div", { class: "mb-actions" },
              h("button", { class: "text-btn", id: "video.promo.premium.dismiss", onclick: stop(dismiss) }, "No thanks"),
              h("button", { class: "blue-btn", id: "video.promo.premium.try", onclick: stop(function () { dismiss(); openPage("premium"); }) }, "Try it free"))));
        } else if (S.promo === "signin" && !S.signed_in) {  // the sign-in prompt is for signed-out visitors
          promoLayer.appendChild(h("div", { class: "onetap", id: "video.promo.signin", role: "dialog" },
            h("div", { class: "ot-head" }, h("span", { class: "ot-logo", html: '<svg viewBox="0 0 28 20" width="28" height="20"><path d="M27.4 3.1A3.5 3.5 0 0 0 25 .6C22.8 0 14 0 14 0S5.2 0 3 .6A3.5 3.5 0 0 0 .6 3.1C0 5.3 0 10 0 10s0 4.7.6 6.9A3.5 3.5 0 0 0 3 19.4C5.2 20 14 20 14 20s8.8 0 11-.6a3.5 3.5 0 0 0 2.4-2.5c.6-2.2.6-6.9.6-6.9s0-4.7-.6-6.9z" fill="#f00"/><path d="M11.2 14.3 18.5 10l-7.3-4.3z" fill="#fff"/></svg>' }),
              h("span", { class: "ot-title" }, "Sign in to YouTube with your account"),
              h("button", { class: "icon-btn small", id: "video.promo.signin.close", title: "Close", onclick: stop(dismiss) }, icon("close"))),
            h("div", { class: "ot-account", id: "video.promo.signin.account", onclick: signIn }, userAvatar(36),
              h("div", null, h("div", { class: "ot-name" }, C.user.name), h("div", { class: "muted" }, "alex.rivera@gmail.com"))),
            h("button", { class: "blue-btn wide", id: "video.promo.signin.continue", onclick: stop(signIn) }, "Continue as Alex"),
            h("p", { class: "ot-fine" }, "To continue, your name, email address and profile picture will be shared with YouTube. Sign in to like videos, comment and subscribe.")));
        }
        tooltips(promoLayer, "bottom");
      }

      function premiumArt() {
        return '<svg viewBox="0 0 456 128" width="456" height="128" preserveAspectRatio="xMidYMid slice"><defs><linearGradient id="pmg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ff4e45"/><stop offset="1" stop-color="#c4002b"/></linearGradient></defs>' +
          '<rect width="456" height="128" fill="url(#pmg)"/><circle cx="60" cy="110" r="70" fill="#fff" opacity=".08"/><circle cx="420" cy="10" r="60" fill="#fff" opacity=".08"/>' +
          '<g transform="translate(150 18)"><rect x="0" y="0" width="156" height="92" rx="8" fill="#0f0f0f"/><rect x="6" y="6" width="144" height="80" rx="4" fill="#2b2b2b"/><path d="M68 32l24 14-24 14z" fill="#fff"/><rect x="12" y="76" width="90" height="3" fill="#f00"/></g>' +
          '<g transform="translate(330 34)"><rect x="0" y="0" width="44" height="78" rx="7" fill="#0f0f0f"/><rect x="4" y="6" width="36" height="64" rx="3" fill="#fff"/><path d="M22 20v22m-8 -8l8 8 8 -8" stroke="#c4002b" stroke-width="3" fill="none"/><rect x="12" y="50" width="20" height="3" fill="#c4002b"/></g>' +
          '<g transform="translate(60 38)"><circle cx="30" cy="30" r="30" fill="#fff"/><path d="M18 18l24 24M42 18L18 42" stroke="#c4002b" stroke-width="5" stroke-linecap="round"/><text x="30" y="84" text-anchor="middle" font-family="Liberation Sans" font-weight="700" font-size="13" fill="#fff">AD-FREE</text></g></svg>';
      }

      // The miniplayer: S.video playing in the corner (S.mini), with its queue (S.queue).
      function renderMini() {
        clear(miniLayer);
        if (!S.mini || !S.video || S.view === "watch") return;
        var v = V[S.video], c = CH[v.channel];
        function expand() { go({ view: "watch", video: S.video, time: null }); }
        function toggle() { S.paused = !S.paused; setIcon(playBtn, S.paused ? "play" : "pause"); miniEl.classList.toggle("paused", S.paused); }
        var playBtn = h("button", { class: "mp-btn big", id: "video.miniplayer.play", title: S.paused ? "Play" : "Pause", onclick: stop(toggle) }, icon(S.paused ? "play" : "pause"));
        var handle = h("div", { class: "mp-video", id: "video.miniplayer.handle" }, art(v, false),
          h("div", { class: "mp-controls" },
            h("button", { class: "mp-btn corner tl", id: "video.miniplayer.expand", title: "Expand (i)", onclick: stop(expand) }, icon("expand")),
            h("button", { class: "mp-btn corner tr", id: "video.miniplayer.close", title: "Close", onclick: stop(function () {
              S.$set({ video: null, mini: false, queue: [] }); renderMini();
            }) }, icon("close")),
            h("div", { class: "mp-center" },
              h("button", { class: "mp-btn", id: "video.miniplayer.prev", title: "Previous", onclick: stop(function () { command("miniplayer.prev"); }) }, icon("prev")), playBtn,
              h("button", { class: "mp-btn", id: "video.miniplayer.next", title: "Next", onclick: stop(function () {
                var nx = S.queue[0] || C.recs[S.video][0];
                S.$set({ video: nx, queue: S.queue.slice(1), paused: false }); renderMini();
              }) }, icon("next")))),
          h("div", { class: "mp-progress" }, h("div", { style: { width: "34%" } })));
        var miniEl = h("div", { class: "miniplayer" + (S.paused ? " paused" : ""), id: "video.miniplayer" },
          handle,
          h("div", { class: "mp-info" },
            h("div", { class: "mp-text" }, h("a", { class: "mp-title", id: "video.miniplayer.title", onclick: stop(expand) }, v.title),
              h("div", { class: "mp-ch" }, S.queue.length ? "Queue \u2022 1 / " + (S.queue.length + 1) : c.name)),
            h("button", { class: "icon-btn small", id: "video.miniplayer.queue", title: "Show queue", onclick: stop(function () { command("miniplayer.queue"); }) }, icon("chevU"))));
        if (S.mini_pos) { miniEl.style.left = S.mini_pos[0] + "px"; miniEl.style.top = S.mini_pos[1] + "px"; miniEl.style.right = "auto"; miniEl.style.bottom = "auto"; }
        miniLayer.appendChild(miniEl);
        tooltips(miniEl, "top");
        // The 2024 miniplayer drags by its video; a press that moved it is a drag, not a click.
        var from = null, dragged = false;
        handle.addEventListener("pointerdown", function () { var b = miniEl.getBoundingClientRect(); from = [b.left, b.top]; dragged = false; });
        kit.draggable(miniEl, handle, {
          bounds: "viewport",
          onMove: function (p) { if (from && (Math.abs(p.left - from[0]) > 3 || Math.abs(p.top - from[1]) > 3)) dragged = true; },
          onEnd: function (p) { if (dragged) S.mini_pos = [p.left, p.top]; },
        });
        handle.addEventListener("click", function (e) {
          if (dragged) { e.stopPropagation(); e.preventDefault(); dragged = false; }
        }, true);
        handle.addEventListener("click", toggle);
      }

      /* ------------------------------------------------------------ render all */
      function renderMain(keep) {
        var y = window.scrollY;
        closePopup();
        clear(mainEl);
        secondaryTop = null;
        mainEl.className = "main view-" + S.view;
        if (S.view === "watch") renderWatch();
        else if (S.view === "channel") renderChannel();
        else if (S.view === "browse") renderBrowse();
        else if (S.view === "shorts") renderShorts();
        else renderHome(keep);
        if (keep) window.scrollTo(0, y);
      }
      function renderAll() {
        root.classList.toggle("dark", S.theme === "dark");
        renderTopbar();
        renderGuide();
        renderDrawer();
        renderMain(false);
        renderMobileNav();
        renderMini();
        renderPromo();
        renderConsent();
        renderDialogs();
      }

      renderAll();
      if (init.scroll_y) window.scrollTo(0, init.scroll_y);
    },
  });
})();
