/* Music mockup, modelled on the Spotify desktop app (2024-25 layout, dark theme, free account).
 *
 * UI state: ctx.store(), typed by manifest.yaml beside this file. Every effect of a click is a
 * store write: the view and page shown, Home's and Your Library's filters and sort, the right
 * sidebar (Now Playing view, Queue, Friend Activity), lyrics, the player (track, context, play,
 * shuffle, repeat, position, volume, device), Liked Songs, tracks added to playlists, follows, the
 * selected row, the open menu / dialog, the full screen view, the Miniplayer and its place, the
 * last command with no other state (S.last_action) and the last toast's text.
 * Shared mechanisms come from the app kit: Lucide icons (Spotify's own are not open), menus with
 * submenus (a track's "..." and right-click menu with "Add to playlist" and "Share"), popovers
 * (Connect to a device), tooltips, dialogs, the toast, the carousel arrows of Home's shelves and
 * the draggable Miniplayer window.
 * Timers: lyrics load for ~1.5 s when opened, Connect looks for devices for ~1.5 s the first
 * time, Friend Activity loads for ~1.5 s (state friends_loading), the main view shows placeholders
 * for ~1.2 s (state loading), toasts hide after ~3 s.
 * Layout classes follow the window width: the library collapses to its icon rail <= 1100 px, the
 * right sidebar is hidden <= 900 px, and <= 600 px is Spotify's mobile layout (bottom tabs).
 */
(function () {
  "use strict";

  var LYRICS_MS = 1500, DEVICES_MS = 1500, FRIENDS_MS = 1500, LOADING_MS = 1200, TOAST_MS = 3000;
  // Spotify's wordmark glyph (the three arcs), drawn as the brand mark; it is not in any icon set.
  var SPOTIFY_MARK = '<svg viewBox="0 0 24 24" width="100%" height="100%"><circle cx="12" cy="12" r="12" fill="currentColor"/>' +
    '<path d="M17.3 16.6c-.2.3-.6.4-1 .2-2.7-1.6-6-2-10-1.1-.4.1-.7-.2-.8-.5-.1-.4.2-.7.5-.8 4.3-1 8-.6 11 1.2.3.2.4.6.3 1zm1.4-3.1c-.3.4-.8.5-1.2.3-3-1.9-7.7-2.4-11.3-1.3-.5.1-.9-.1-1.1-.6-.1-.5.1-.9.6-1.1 4.1-1.2 9.3-.6 12.8 1.5.4.2.5.8.2 1.2zm.1-3.3C15.2 8.1 9.2 7.9 5.8 8.9c-.6.2-1.1-.2-1.3-.7-.2-.6.2-1.1.7-1.3 3.9-1.2 10.5-.9 14.6 1.5.5.3.7.9.4 1.4-.3.5-.9.6-1.4.4z" fill="#121212"/></svg>';
  var LIKED_BG = "linear-gradient(135deg, #450af5 0%, #8e8ee5 60%, #c4efd9 100%)";

  IGG.app({
    mount: function (root, ctx) {
      var h = ctx.h, C = ctx.content, init = ctx.state, kit = ctx.kit;
      kit.configure({ icons: { close: "lucide:x", check: "lucide:check", submenu: "lucide:chevron-right", prev: "lucide:chevron-left", next: "lucide:chevron-right" } });
      var lucide = kit.icons("lucide");
      function icon(name, size, cls) { return lucide(name, { size: size || 16, cls: cls || null }); }
      function fillIcon(name, size) { return lucide(name, { size: size || 16, cls: "fill" + (name === "circle-check" || name === "badge-check" ? " cc" : "") }); }

      var S = ctx.store();
      if (S.liked === null) S.liked = C.liked.slice();
      if (S.followed === null) S.followed = C.library.filter(function (l) { return l.kind === "artist"; }).map(function (l) { return l.id; }).sort();
      S.menu = null;
      var T = C.tracks, A = C.artists, AL = C.albums, P = C.playlists;

      function has(list, v) { return list.indexOf(v) >= 0; }
      function without(list, v) { return list.filter(function (x) { return x !== v; }); }
      function isLiked(tid) { return has(S.liked, tid); }
      function artistNames(t) { return t.artists.map(function (a) { return A[a].name; }).join(", "); }
      function fmt(sec) { return Math.floor(sec / 60) + ":" + ("0" + (sec % 60)).slice(-2); }

      /* ---------------- items: title, subtitle and cover of anything Spotify shows as a card ---------------- */
      function info(kind, id) {
        if (kind === "liked") return { kind: kind, id: id, title: "Liked Songs", sub: "Playlist \u2022 " + S.liked.length + " songs", bg: LIKED_BG, heart: true };
        if (kind === "playlist") {
          var p = P[id];
          return { kind: kind, id: id, title: p.title, sub: p.kind === "mix" ? p.desc : "Playlist \u2022 " + p.owner_name, bg: p.bg, text: p.title, mix: p.kind === "mix" };
        }
        if (kind === "album") {
          var al = AL[id];
          return { kind: kind, id: id, title: al.title, sub: (al.kind === "Album" ? al.year + "" : al.kind) + " \u2022 " + A[al.artist].name, bg: al.bg, photo: al.photo,
            text: al.title, small: A[al.artist].name, libsub: al.kind + " \u2022 " + A[al.artist].name };
        }
        if (kind === "artist") { var a = A[id]; return { kind: kind, id: id, title: a.name, sub: "Artist", bg: a.bg, round: true, initials: initials(a.name) }; }
        if (kind === "podcast") { var pc = C.podcasts[id]; return { kind: kind, id: id, title: pc.title, sub: "Podcast \u2022 " + pc.publisher, bg: pc.bg, text: pc.title }; }
        if (kind === "episode") {
          var e = C.episodes[id], show = C.podcasts[e.show];
          return { kind: kind, id: id, title: e.title, sub: e.date + " \u2022 " + e.length, bg: show.bg, text: show.title, small: "Episode" };
        }
        if (kind === "radio") { var r = A[id]; return { kind: kind, id: id, title: r.name + " Radio", sub: "With " + r.name + " and more", bg: r.bg, text: r.name, small: "RADIO" }; }
        if (kind === "genre") { var g = C.genres.filter(function (x) { return x.id === id; })[0]; return { kind: kind, id: id, title: g.name, sub: "", bg: g.color, text: g.name }; }
        throw new Error("unknown item " + kind);
      }
      function initials(name) { return name.split(/\s+/).filter(function (w) { return /^[A-Za-zÀ-ž]/.test(w); }).slice(0, 2).map(function (w) { return w.charAt(0); }).join("").toUpperCase(); }

      function cover(it, cls) {
        var el = h("div", { class: "sp-cover" + (it.round ? " round" : "") + (cls ? " " + cls : "") });
        if (it.photo) {
          el.appendChild(h("img", { src: it.photo, alt: it.title, draggable: "false" }));
          return el;
        }
        el.style.background = it.bg;
        if (it.heart) el.appendChild(h("span", { class: "cv-heart" }, fillIcon("heart", 32)));
        else if (it.round) el.appendChild(h("span", { class: "cv-initials" }, it.initials));
        else el.appendChild(h("span", { class: "cv-text" }, it.small ? h("span", { class: "cv-small" }, it.small) : null, h("span", { class: "cv-title" }, it.text)));
        return el;
      }

      function tip(el, text, placement) { kit.tooltip(el, text, { placement: placement || "top" }); return el; }
      function btn(id, iconName, label, onClick, opts) {
        opts = opts || {};
        var b = h("button", { class: "sp-ibtn" + (opts.cls ? " " + opts.cls : ""), id: id, type: "button", "aria-label": label,
          onclick: onClick ? function (e) { e.stopPropagation(); onClick(e); } : null },
          opts.fill ? fillIcon(iconName, opts.size || 16) : icon(iconName, opts.size || 16));
        if (label && opts.tooltip !== false) tip(b, label, opts.placement);
        return b;
      }
      function playBtn(id, label, onClick, cls) {
        var b = h("button", { class: "sp-play" + (cls ? " " + cls : ""), id: id, type: "button", "aria-label": label,
          onclick: function (e) { e.stopPropagation(); onClick(e); } }, fillIcon("play", 20));
        return b;
      }

      /* ---------------- shell ---------------- */
      var shell = h("div", { class: "sp-root" });
      var topHost = h("div", { class: "sp-top-host" }), libHost = h("div", { class: "sp-lib-host" }), mainHost = h("div", { class: "sp-main-host" }),
        rightHost = h("div", { class: "sp-right-host" }), playerHost = h("div", { class: "sp-player-host" }), tabsHost = h("div", { class: "sp-tabs-host" }),
        overlayHost = h("div"), miniHost = h("div"), fullHost = h("div");
      shell.appendChild(topHost);
      shell.appendChild(h("div", { class: "sp-body" }, libHost, mainHost, rightHost));
      shell.appendChild(playerHost);
      shell.appendChild(tabsHost);
      shell.appendChild(overlayHost);
      shell.appendChild(fullHost);
      shell.appendChild(miniHost);
      root.appendChild(shell);

      function layout() {
        var w = window.innerWidth;
        shell.classList.toggle("mobile", w <= 600);
        shell.classList.toggle("no-right", w <= 900);
        shell.classList.toggle("lib-rail", w <= 1100 || S.lib_collapsed);
        shell.classList.toggle("compact", w <= 1280);
      }
      window.addEventListener("resize", layout);
      layout();

      /* scroll positions survive a redraw (scrollers carry data-scroll) */
      function saveScroll() {
        var out = {};
        root.querySelectorAll("[data-scroll]").forEach(function (el) { out[el.getAttribute("data-scroll")] = [el.scrollTop, el.scrollLeft]; });
        return out;
      }
      function restoreScroll(saved) {
        root.querySelectorAll("[data-scroll]").forEach(function (el) {
          var v = saved[el.getAttribute("data-scroll")];
          if (v) { el.scrollTop = v[0]; el.scrollLeft = v[1]; }
        });
      }
      function redraw(parts) {
        var saved = saveScroll();
        (parts || ["lib", "main", "right", "player"]).forEach(function (p) { RENDER[p](); });
        restoreScroll(saved);
        carousels.forEach(function (c) { c.update(); });
      }

      /* ---------------- toast ---------------- */
      function toast(text) {
        S.toast = text;
        kit.toast({ id: "music.toast", text: text, timeout: TOAST_MS, dismissible: false, host: shell, cls: "sp-toast" });
      }
      function act(what, text) { return function () { S.last_action = what; if (text) toast(text); }; }

      /* ---------------- menus ---------------- */
      var menus = {};
      function menuOn(anchor, name, items, opts) {
        opts = opts || {};
        var m = kit.menu(anchor, items, { id: "music.menu." + name.split(":")[0], trigger: opts.trigger, placement: opts.placement || "bottom-start",
          cls: "sp-menu", host: shell,
          onOpen: function () { S.menu = name; }, onClose: function () { if (S.menu === name) S.menu = null; } });
        if (!opts.trigger || opts.trigger === "click") menus[name] = m;
        return m;
      }
      function ctxMenu(el, name, itemsFn) {
        kit.menu(el, itemsFn(), { trigger: "contextmenu", id: "music.menu." + name.split(":")[0], cls: "sp-menu", host: shell,
          onOpen: function () { S.menu = name; }, onClose: function () { if (S.menu === name) S.menu = null; } });
      }
      function ownPlaylists() { return Object.keys(P).filter(function (k) { return P[k].owner === "noor" || P[k].kind === "collab"; }); }
      function addTo(pid, tid) {
        var out = Object.assign({}, S.added);
        out[pid] = (out[pid] || []).concat([tid]);
        S.added = out;
        toast("Added to " + P[pid].title);
      }
      function shareItems(prefix, what, id, label) {
        return [
          { id: prefix + ".share.copy", label: "Copy " + label + " Link", icon: "lucide:copy", onSelect: function () { S.last_action = "share:link:" + id; toast("Link copied to clipboard"); } },
          { id: prefix + ".share.embed", label: "Embed " + what, icon: "lucide:code-xml", onSelect: function () { S.last_action = "share:embed:" + id; toast("Embed code copied"); } },
        ];
      }
      function addToPlaylistItems(prefix, tid) {
        var search = h("span", { class: "sp-menu-search" }, icon("search", 14), h("span", null, "Find a playlist"));
        return [{ id: prefix + ".add.find", label: search, onSelect: function () { S.last_action = "menu:find-playlist"; } },
          { id: prefix + ".add.new", label: "New playlist", icon: "lucide:plus", onSelect: act("new-playlist:" + tid, "Added to New Playlist #7") },
          { divider: true }].concat(ownPlaylists().map(function (pid) {
          return { id: prefix + ".add." + pid, label: P[pid].title, onSelect: function () { addTo(pid, tid); } };
        }));
      }
      function trackMenuItems(list, tid) {
        var t = T[tid], prefix = "music.ctx";
        var liked = isLiked(tid);
        var items = [
          { id: prefix + ".add", label: "Add to playlist", icon: "lucide:plus", submenu: addToPlaylistItems(prefix, tid), submenuId: "music.ctx.add.menu" },
        ];
        if (list.indexOf("pl-") === 0 && P[list.slice(3)] && P[list.slice(3)].owner === "noor") items.push({ id: prefix + ".remove", label: "Remove from this playlist", icon: "lucide:trash-2",
          onSelect: function () { S.last_action = "remove:" + list.slice(3) + ":" + tid; toast("Removed from " + P[list.slice(3)].title); } });
        items.push(
          { id: prefix + ".like", label: liked ? "Remove from your Liked Songs" : "Save to your Liked Songs", icon: liked ? "lucide:circle-check" : "lucide:circle-plus", onSelect: function () { toggleLike(tid); } },
          { id: prefix + ".queue", label: "Add to queue", icon: "lucide:list-plus", onSelect: function () { S.last_action = "queue:" + tid; toast("Added to queue"); } },
          { divider: true },
          { id: prefix + ".radio", label: "Go to song radio", icon: "lucide:radio", onSelect: act("radio:" + tid, null) },
          { id: prefix + ".artist", label: "Go to artist", icon: "lucide:user-round", onSelect: function () { go("artist", t.artists[0]); } },
          { id: prefix + ".album", label: "Go to album", icon: "lucide:disc-3", onSelect: function () { go("album", t.album, tid); } },
          { id: prefix + ".credits", label: "View credits", icon: "lucide:mic-vocal", onSelect: act("credits:" + tid, null) },
          { divider: true },
          { id: prefix + ".share", label: "Share", icon: "lucide:share", submenu: shareItems(prefix, "track", tid, "Song"), submenuId: "music.ctx.share.menu" },
          { divider: true },
          { id: prefix + ".desktop", label: "Open in Desktop app", icon: "lucide:app-window", onSelect: act("open-desktop:" + tid, null) });
        return items;
      }
      function itemMenuItems(kind, id) {
        var prefix = "music.ictx";
        var inLib = C.library.some(function (l) { return l.kind === kind && l.id === id; });
        var out = [];
        if (kind === "playlist" || kind === "album" || kind === "liked") {
          out.push({ id: prefix + ".queue", label: "Add to queue", icon: "lucide:list-plus", onSelect: act("queue:" + id, "Added to queue") });
        }
        if (kind === "artist") {
          var f = has(S.followed, id);
          out.push({ id: prefix + ".follow", label: f ? "Unfollow" : "Follow", icon: f ? "lucide:x" : "lucide:user-plus", onSelect: function () { toggleFollow(id); } },
            { id: prefix + ".dont-play", label: "Don't play this artist", icon: "lucide:ban", onSelect: act("dont-play:" + id, null) },
            { id: prefix + ".radio", label: "Go to artist radio", icon: "lucide:radio", onSelect: act("radio:" + id, null) });
        }
        if (kind === "playlist" && P[id].owner === "noor") {
          out.push({ divider: true },
            { id: prefix + ".edit", label: "Edit details", icon: "lucide:pencil", onSelect: function () { go("playlist", id); openDialog("edit"); } },
            { id: prefix + ".delete", label: "Delete", icon: "lucide:circle-minus", onSelect: function () { go("playlist", id); openDialog("delete"); } });
        } else if (kind !== "liked" && kind !== "artist") {
          out.push({ id: prefix + ".library", label: inLib ? "Remove from Your Library" : "Add to Your Library", icon: inLib ? "lucide:circle-check" : "lucide:circle-plus",
            onSelect: act((inLib ? "library-remove:" : "library-add:") + id, inLib ? "Removed from Your Library" : "Added to Your Library") });
        }
        if (kind === "playlist" || kind === "album" || kind === "liked") out.push({ id: prefix + ".download", label: "Download", icon: "lucide:circle-arrow-down", onSelect: function () { openDialog("download"); } });
        out.push({ divider: true });
        if (kind === "playlist" || kind === "liked") out.push({ id: prefix + ".pin", label: id === "late-night-drive" || kind === "liked" ? "Unpin playlist" : "Pin playlist", icon: "lucide:pin", onSelect: act("pin:" + id, null) });
        if (kind !== "liked") out.push({ id: prefix + ".share", label: "Share", icon: "lucide:share", submenu: shareItems(prefix, kind === "artist" ? "artist" : kind === "album" ? "album" : "playlist", id,
          kind === "artist" ? "Artist" : kind === "album" ? "Album" : "Playlist"), submenuId: "music.ictx.share.menu" });
        return out;
      }

      /* ---------------- navigation and playback ---------------- */
      var history = [], future = [];
      function go(view, page, highlight) {
        history.push([S.view, S.page]);
        future = [];
        S.$set({ view: view, page: page || null, highlight: highlight || null, selected: highlight ? (view === "album" ? "al-" + page + ":" + highlight : null) : null, lyrics: false });
        renderMain();
        var m = ctx.byId("music.main");
        if (m) m.scrollTop = 0;
        renderTop();
        renderLib();
      }
      function openItem(kind, id) {
        if (kind === "liked") go("liked", null);
        else if (kind === "episode") go("podcast", C.episodes[id].show, id);
        else if (kind === "radio") go("artist", id);
        else go(kind, id);
      }
      function contextTracks(context) {
        var m = /^(\w+):(.+)$/.exec(context || "");
        if (!m) return [];
        if (m[1] === "playlist") return P[m[2]].tracks;
        if (m[1] === "album") return AL[m[2]].tracks;
        if (m[1] === "artist") return A[m[2]].popular;
        if (m[1] === "liked") return S.liked;
        return [];
      }
      function play(context, tid) {
        var first = tid || contextTracks(context)[0] || S.track;
        S.$set({ context: context, track: first, playing: true, position: 0 });
        redraw(["player", "right", "main"]);
        renderMini();
      }
      function playItem(kind, id) {
        if (kind === "liked") play("liked:liked");
        else if (kind === "episode") play("episode:" + id, S.track);
        else if (kind === "podcast") play("podcast:" + id, S.track);
        else if (kind === "radio") play("radio:" + id, A[id].popular[0]);
        else play(kind + ":" + id);
      }
      function togglePlay() { S.playing = !S.playing; redraw(["player", "main"]); renderMini(); }
      function toggleLike(tid) {
        var on = !isLiked(tid);
        S.liked = on ? [tid].concat(S.liked) : without(S.liked, tid);
        toast(on ? "Added to Liked Songs" : "Removed from Liked Songs");
        redraw(["main", "right", "player", "lib"]);
        renderMini();
      }
      function toggleFollow(aid) {
        var on = !has(S.followed, aid);
        S.followed = on ? S.followed.concat([aid]).sort() : without(S.followed, aid);
        toast(on ? "Added to Your Library" : "Removed from Your Library");
        redraw(["main", "right"]);
      }
      function setPanel(p) { S.panel = S.panel === p ? "none" : p; redraw(["right", "player"]); }

      /* ---------------- top bar ---------------- */
      var RENDER = {};
      RENDER.top = renderTop;
      function renderTop() {
        topHost.innerHTML = "";
        var appMenu = btn("music.top.menu", "ellipsis", "Menu", null, { size: 20, cls: "plain", placement: "bottom" });
        function sub(prefix, items) { return items.map(function (x) { return x.divider ? x : { id: "music.app." + prefix + "." + x[0], label: x[1], shortcut: x[2], onSelect: x[3] || act("menu:" + prefix + ":" + x[0], null) }; }); }
        menuOn(appMenu, "app", [
          { id: "music.app.file", label: "File", submenu: sub("file", [["new-playlist", "New Playlist", "Ctrl+N"], ["new-folder", "New Playlist Folder", "Ctrl+Shift+N"],
            ["private", "Private Session", null, function () { S.private = !S.private; renderTop(); }], { divider: true }, ["logout", "Log Out", null], ["exit", "Exit", null]]) },
          { id: "music.app.edit", label: "Edit", submenu: sub("edit", [["undo", "Undo", "Ctrl+Z"], ["redo", "Redo", "Ctrl+Y"], { divider: true }, ["cut", "Cut", "Ctrl+X"],
            ["copy", "Copy", "Ctrl+C"], ["paste", "Paste", "Ctrl+V"], ["delete", "Delete", "Del"], { divider: true }, ["select-all", "Select All", "Ctrl+A"]]) },
          { id: "music.app.view", label: "View", submenu: sub("view", [["zoom-in", "Zoom In", "Ctrl+="], ["zoom-out", "Zoom Out", "Ctrl+-"], ["zoom-reset", "Reset Zoom", "Ctrl+0"],
            { divider: true }, ["compact-library", "Compact Library", null]]) },
          { id: "music.app.playback", label: "Playback", submenu: sub("playback", [["seek-forward", "Seek Forward", "Shift+\u2192"], ["seek-back", "Seek Backward", "Shift+\u2190"],
            { divider: true }, ["volume-up", "Volume Up", "Ctrl+\u2191"], ["volume-down", "Volume Down", "Ctrl+\u2193"]]) },
          { id: "music.app.help", label: "Help", submenu: sub("help", [["shortcuts", "Keyboard Shortcuts", "Ctrl+/", function () { openDialog("shortcuts"); }],
            ["support", "Support", null], ["about", "About Spotify", null]]) },
        ], { placement: "bottom-start" });
        var back = btn("music.top.back", "chevron-left", "Go back", function () {
          if (!history.length) return;
          future.push([S.view, S.page]);
          var prev = history.pop();
          S.$set({ view: prev[0], page: prev[1], highlight: null, lyrics: false });
          renderMain(); renderTop();
        }, { size: 22, cls: "nav", placement: "bottom" });
        var fwd = btn("music.top.forward", "chevron-right", "Go forward", function () {
          if (!future.length) return;
          history.push([S.view, S.page]);
          var next = future.pop();
          S.$set({ view: next[0], page: next[1], highlight: null, lyrics: false });
          renderMain(); renderTop();
        }, { size: 22, cls: "nav", placement: "bottom" });
        if (!history.length) { back.disabled = true; back.setAttribute("aria-disabled", "true"); }
        if (!future.length) { fwd.disabled = true; fwd.setAttribute("aria-disabled", "true"); }
        var input = h("input", { type: "text", id: "music.search.input", placeholder: "What do you want to play?", "aria-label": "What do you want to play?", value: S.query,
          onfocus: function () { if (S.view !== "search") go("search", null); } });
        var account = h("button", { class: "sp-avatar-btn", id: "music.top.account", type: "button", "aria-label": C.me.name },
          h("span", { class: "sp-avatar", style: { background: C.me.color } }, C.me.name.charAt(0)));
        tip(account, C.me.name, "bottom");
        menuOn(account, "profile", [
          { id: "music.profile.account", label: "Account", icon: "lucide:external-link", onSelect: act("profile:account", null) },
          { id: "music.profile.profile", label: "Profile", onSelect: act("profile:profile", null) },
          { id: "music.profile.upgrade", label: "Upgrade to Premium", icon: "lucide:external-link", onSelect: act("premium:profile-menu", null) },
          { id: "music.profile.support", label: "Support", icon: "lucide:external-link", onSelect: act("profile:support", null) },
          { id: "music.profile.download", label: "Download", icon: "lucide:external-link", onSelect: act("profile:download", null) },
          { id: "music.profile.private", label: "Private session", checked: S.private, onSelect: function () { S.private = !S.private; renderTop(); } },
          { id: "music.profile.settings", label: "Settings", onSelect: act("profile:settings", null) },
          { divider: true },
          { id: "music.profile.logout", label: "Log out", onSelect: act("profile:logout", null) },
        ], { placement: "bottom-end" });
        topHost.appendChild(h("header", { class: "sp-top", id: "music.top" },
          h("div", { class: "left" }, appMenu, back, fwd),
          h("div", { class: "center" },
            tip(h("button", { class: "sp-home" + (S.view === "home" && !S.lyrics ? " on" : ""), id: "music.top.home", type: "button", "aria-label": "Home",
              onclick: function () { go("home", null); } }, S.view === "home" ? fillIcon("house", 24) : icon("house", 24)), "Home", "bottom"),
            h("div", { class: "sp-search" + (S.view === "search" ? " on" : "") },
              icon("search", 24, "mag"), input,
              h("span", { class: "sep" }),
              tip(h("button", { class: "browse", id: "music.search.browse", type: "button", "aria-label": "Browse", onclick: function () { S.query = ""; go("search", null); } },
                S.view === "search" ? fillIcon("folder-open", 24) : icon("folder-open", 24)), "Browse", "bottom"))),
          h("div", { class: "right" },
            h("button", { class: "sp-premium-btn", id: "music.top.premium", type: "button", onclick: act("premium:top-bar", null) }, "Explore Premium"),
            btn("music.top.whatsnew", "bell", "What's New", act("whats-new", null), { placement: "bottom" }),
            btn("music.top.friends", "users", "Friend Activity", function () { setPanel("friends"); }, { placement: "bottom", cls: S.panel === "friends" ? "on" : "" }),
            account,
            S.private ? h("span", { class: "sp-private", id: "music.top.private" }, icon("lock", 12), "Private") : null),
          h("div", { class: "win" },
            h("button", { class: "wb", id: "music.win.min", type: "button", "aria-label": "Minimize", onclick: act("window:minimize", null) }, icon("minus", 16)),
            h("button", { class: "wb", id: "music.win.max", type: "button", "aria-label": "Maximize", onclick: act("window:maximize", null) }, icon("square", 13)),
            h("button", { class: "wb close", id: "music.win.close", type: "button", "aria-label": "Close", onclick: act("window:close", null) }, icon("x", 18)))));
      }

      /* ---------------- Your Library ---------------- */
      RENDER.lib = renderLib;
      function libItems() {
        var list = C.library.filter(function (l) {
          if (!S.lib_filter) return true;
          return { playlists: ["playlist", "liked"], artists: ["artist"], albums: ["album"], podcasts: ["podcast"] }[S.lib_filter].indexOf(l.kind) >= 0;
        });
        if (S.lib_sort === "recently-added") list = list.slice().sort(function (a, b) { return a.added_rank - b.added_rank; });
        else if (S.lib_sort === "alphabetical") list = list.slice().sort(function (a, b) { return info(a.kind, a.id).title.localeCompare(info(b.kind, b.id).title); });
        else if (S.lib_sort === "creator") list = list.slice().sort(function (a, b) { return creator(a).localeCompare(creator(b)) || info(a.kind, a.id).title.localeCompare(info(b.kind, b.id).title); });
        var pinned = list.filter(function (l) { return l.pinned; });
        return pinned.concat(list.filter(function (l) { return !l.pinned; }));
      }
      function creator(l) {
        if (l.kind === "playlist") return P[l.id].owner_name;
        if (l.kind === "album") return A[AL[l.id].artist].name;
        if (l.kind === "podcast") return C.podcasts[l.id].publisher;
        if (l.kind === "liked") return "";
        return A[l.id].name;
      }
      var SORTS = [["recents", "Recents"], ["recently-added", "Recently Added"], ["alphabetical", "Alphabetical"], ["creator", "Creator"]];
      function renderLib() {
        libHost.innerHTML = "";
        var chips = h("div", { class: "sp-lib-chips", id: "music.lib.chips" });
        if (S.lib_filter) chips.appendChild(h("button", { class: "sp-chip x", id: "music.lib.chip.clear", type: "button", "aria-label": "Clear filters",
          onclick: function () { S.lib_filter = null; renderLib(); } }, icon("x", 16)));
        [["playlists", "Playlists"], ["artists", "Artists"], ["albums", "Albums"], ["podcasts", "Podcasts & Shows"]].forEach(function (f) {
          if (S.lib_filter && S.lib_filter !== f[0]) return;
          chips.appendChild(h("button", { class: "sp-chip" + (S.lib_filter === f[0] ? " on" : ""), id: "music.lib.chip." + f[0], type: "button",
            onclick: function () { S.lib_filter = S.lib_filter === f[0] ? null : f[0]; var l = ctx.byId("music.lib.list"); renderLib(); if (l) ctx.byId("music.lib.list").scrollTop = 0; } }, f[1]));
        });
        var sortLabel = SORTS.filter(function (s) { return s[0] === S.lib_sort; })[0][1];
        var sortBtn = h("button", { class: "sp-sort", id: "music.lib.sort", type: "button" }, h("span", null, sortLabel), icon("list", 16));
        menuOn(sortBtn, "sort", [{ heading: "Sort by" }].concat(SORTS.map(function (s) {
          return { id: "music.lib.sort." + s[0], label: s[1], checked: S.lib_sort === s[0], onSelect: function () { S.lib_sort = s[0]; renderLib(); } };
        })).concat([{ divider: true }, { heading: "View as" },
          { id: "music.lib.view.compact", label: "Compact", icon: "lucide:align-justify", onSelect: act("library-view:compact", null) },
          { id: "music.lib.view.list", label: "List", icon: "lucide:list", checked: true, onSelect: act("library-view:list", null) },
          { id: "music.lib.view.grid", label: "Grid", icon: "lucide:layout-grid", onSelect: act("library-view:grid", null) }]), { placement: "bottom-end" });
        var list = h("div", { class: "sp-lib-list", id: "music.lib.list", "data-scroll": "lib" });
        libItems().forEach(function (l) {
          var it = info(l.kind, l.id);
          var on = (l.kind === "liked" && S.view === "liked") || (S.view === l.kind && S.page === l.id);
          var playingHere = S.context === (l.kind === "liked" ? "liked:liked" : l.kind + ":" + l.id);
          var sub = l.kind === "liked" ? "Playlist \u2022 " + S.liked.length + " songs" : l.kind === "playlist" ? "Playlist \u2022 " + P[l.id].owner_name :
            l.kind === "album" ? it.libsub : it.sub;
          var row = h("div", { class: "sp-lib-row" + (on ? " on" : "") + (playingHere ? " playing" : ""), id: "music.lib.item." + l.id, role: "button", "aria-label": it.title,
            onclick: function () { openItem(l.kind, l.id); } },
            h("div", { class: "art" }, cover(it, "sm"),
              h("button", { class: "lib-play", id: "music.lib.item." + l.id + ".play", type: "button", "aria-label": "Play " + it.title,
                onclick: function (e) { e.stopPropagation(); playItem(l.kind, l.id); } }, fillIcon("play", 20))),
            h("div", { class: "txt" }, h("div", { class: "t" }, it.title),
              h("div", { class: "s" }, l.pinned ? h("span", { class: "pin" }, fillIcon("pin", 12)) : null, sub)),
            playingHere ? h("span", { class: "vol" }, icon("volume-2", 16)) : null);
          tip(row.querySelector(".art"), it.title, "right");
          ctxMenu(row, "lib:" + l.id, function () { return itemMenuItems(l.kind, l.id); });
          list.appendChild(row);
        });
        var create = btn("music.lib.create", "plus", "Create playlist or folder", null, { size: 16, cls: "round" });
        menuOn(create, "create", [
          { id: "music.create.playlist", label: "Playlist", hint: "Create a playlist with songs or episodes", icon: "lucide:music", onSelect: act("create:playlist", "Added to Your Library") },
          { id: "music.create.blend", label: "Blend", hint: "Combine tastes in a shared playlist with friends", icon: "lucide:users", onSelect: act("create:blend", null) },
          { id: "music.create.folder", label: "Folder", hint: "Organize your playlists", icon: "lucide:folder", onSelect: act("create:folder", null) },
        ], { placement: "bottom-start" });
        var panel = h("nav", { class: "sp-lib", id: "music.lib" },
          h("div", { class: "sp-lib-head" },
            tip(h("button", { class: "sp-lib-title", id: "music.lib.toggle", type: "button", "aria-label": S.lib_collapsed ? "Open Your Library" : "Collapse Your Library",
              onclick: function () { S.lib_collapsed = !S.lib_collapsed; layout(); } }, icon("library", 24), h("span", null, "Your Library")), S.lib_collapsed ? "Open Your Library" : "Collapse Your Library", "top"),
            h("div", { class: "acts" }, create, btn("music.lib.expand", "arrow-right", "Show more", act("library:expand", null), { size: 16, cls: "round" }))),
          chips,
          h("div", { class: "sp-lib-tools" }, btn("music.lib.search", "search", "Search in Your Library", act("library:search", null), { size: 16, cls: "round" }), sortBtn),
          list);
        libHost.appendChild(panel);
      }

      /* ---------------- main view ---------------- */
      RENDER.main = renderMain;
      var carousels = [];
      var loading = !!S.loading;
      function renderMain() {
        mainHost.innerHTML = "";
        carousels = [];
        var scroller = h("div", { class: "sp-main-scroll", id: "music.main", "data-scroll": "main:" + S.view + ":" + S.page + ":" + (S.lyrics ? "l" : "") });
        var panel = h("main", { class: "sp-main" }, scroller);
        mainHost.appendChild(panel);
        if (S.lyrics) { scroller.appendChild(lyricsView()); scroller.setAttribute("data-scroll", "lyrics"); }
        else if (loading) scroller.appendChild(skeleton());
        else if (S.view === "home") scroller.appendChild(homeView());
        else if (S.view === "playlist" && P[S.page]) scroller.appendChild(playlistView(P[S.page]));
        else if (S.view === "liked") scroller.appendChild(likedView());
        else if (S.view === "album" && AL[S.page]) scroller.appendChild(albumView(AL[S.page]));
        else if (S.view === "artist" && A[S.page]) scroller.appendChild(artistView(A[S.page]));
        else if (S.view === "search") scroller.appendChild(searchView());
        else if (S.view === "podcast" && C.podcasts[S.page]) scroller.appendChild(podcastView(C.podcasts[S.page]));
        else if (S.view === "genre") scroller.appendChild(genreView(S.page));
        else scroller.appendChild(homeView());
        if (S.message === "premium") panel.appendChild(premiumMessage());
        carousels.forEach(function (c) { c.update(); });
      }

      function skeleton() {
        var out = h("div", { class: "sp-skel", id: "music.loading" });
        for (var r = 0; r < 3; r++) {
          out.appendChild(h("div", { class: "sk-title" }));
          var row = h("div", { class: "sk-row" });
          for (var i = 0; i < 6; i++) row.appendChild(h("div", { class: "sk-card" }, h("div", { class: "sk-art" }), h("div", { class: "sk-line" }), h("div", { class: "sk-line short" })));
          out.appendChild(row);
        }
        return out;
      }

      function card(shelf, kind, id) {
        var it = info(kind, id);
        var cid = "music.card." + shelf + "." + id;
        var el = h("div", { class: "sp-card" + (it.round ? " artist" : ""), id: cid, role: "button", "aria-label": it.title, onclick: function () { openItem(kind, id); } },
          h("div", { class: "art" }, cover(it), playBtn(cid + ".play", "Play " + it.title, function () { playItem(kind, id); })),
          h("div", { class: "t" }, it.title), h("div", { class: "s" }, it.sub));
        ctxMenu(el, "card:" + shelf + ":" + id, function () { return itemMenuItems(kind === "radio" || kind === "episode" ? "album" : kind, kind === "radio" || kind === "episode" ? "x" : id).filter(function () { return kind !== "radio" && kind !== "episode"; }); });
        return el;
      }
      function shelf(id, title, items, opts) {
        opts = opts || {};
        var track = h("div", { class: "sp-shelf-track", id: "music.shelf." + id + ".track", "data-scroll": "shelf:" + id },
          items.map(function (x) { return card(id, x[0], x[1]); }));
        var prev = h("button", { class: "sp-arrow prev", id: "music.shelf." + id + ".prev", type: "button", "aria-label": "Go back" }, icon("chevron-left", 20));
        var next = h("button", { class: "sp-arrow next", id: "music.shelf." + id + ".next", type: "button", "aria-label": "Go forward" }, icon("chevron-right", 20));
        var sec = h("section", { class: "sp-shelf", id: "music.shelf." + id },
          h("div", { class: "sp-shelf-head" },
            h("h2", null, opts.pre ? h("span", { class: "pre" }, opts.pre) : null, h("a", { id: "music.shelf." + id + ".title", onclick: act("show-all:" + id, null) }, title)),
            h("a", { class: "all", id: "music.shelf." + id + ".all", onclick: act("show-all:" + id, null) }, "Show all")),
          h("div", { class: "sp-shelf-body" }, track, prev, next));
        var c = kit.carousel(track, { prev: prev, next: next });
        carousels.push(c);
        track.addEventListener("scroll", function () { c.update(); });
        return sec;
      }

      function homeView() {
        var out = h("div", { class: "sp-home-view", style: { background: "linear-gradient(180deg, #3b2a5c 0, #121212 320px)" } });
        var chips = h("div", { class: "sp-home-chips", id: "music.home.chips" }, [["all", "All"], ["music", "Music"], ["podcasts", "Podcasts"]].map(function (c) {
          return h("button", { class: "sp-chip" + (S.home_filter === c[0] ? " on" : ""), id: "music.home.chip." + c[0], type: "button",
            onclick: function () { S.home_filter = c[0]; renderMain(); } }, c[1]);
        }));
        out.appendChild(chips);
        if (S.home_filter !== "podcasts") {
          var grid = h("div", { class: "sp-quick", id: "music.quick" }, C.home.quick.map(function (q) {
            var it = info(q[0], q[1]);
            var playingHere = S.context === (q[0] === "liked" ? "liked:liked" : q[0] + ":" + q[1]);
            return h("div", { class: "sp-qtile" + (playingHere ? " playing" : ""), id: "music.quick." + q[1], role: "button", "aria-label": it.title, onclick: function () { openItem(q[0], q[1]); } },
              cover(it, "q"), h("span", { class: "t" }, it.title),
              playingHere && S.playing ? h("span", { class: "eq" }, icon("audio-lines", 16)) : null,
              playBtn("music.quick." + q[1] + ".play", "Play " + it.title, function () { playItem(q[0], q[1]); }, "sm"));
          }));
          out.appendChild(grid);
        }
        C.home.shelves.forEach(function (s) {
          if (S.home_filter === "music" && s.kind !== "music") return;
          if (S.home_filter === "podcasts" && s.kind !== "podcasts") return;
          out.appendChild(shelf(s.id, s.title, s.items, { pre: s.id === "made-for-you" ? null : null }));
        });
        out.appendChild(footer());
        return out;
      }
      function footer() {
        var cols = [["Company", ["About", "Jobs", "For the Record"]], ["Communities", ["For Artists", "Developers", "Advertising", "Investors", "Vendors"]],
          ["Useful links", ["Support", "Free Mobile App", "Popular by Country"]], ["Spotify Plans", ["Premium Individual", "Premium Duo", "Premium Family", "Premium Student", "Spotify Free"]]];
        return h("footer", { class: "sp-footer" }, h("div", { class: "cols" }, cols.map(function (c) {
          return h("div", { class: "col" }, h("div", { class: "h" }, c[0]), c[1].map(function (l) { return h("a", { id: "music.footer." + l.toLowerCase().replace(/[^a-z]+/g, "-"), onclick: act("footer:" + l, null) }, l); }));
        })), h("div", { class: "copy" }, "\u00a9 2025 Spotify AB"));
      }

      /* track lists */
      function trackList(listKey, tids, opts) {
        opts = opts || {};
        var cols = opts.cols || ["album", "added"];
        var head = h("div", { class: "sp-tl-head cols-" + cols.length }, h("span", { class: "n" }, "#"), h("span", null, "Title"),
          cols.indexOf("album") >= 0 ? h("span", { class: "c-album" }, "Album") : null, cols.indexOf("added") >= 0 ? h("span", { class: "c-added" }, "Date added") : null,
          cols.indexOf("plays") >= 0 ? h("span", { class: "c-plays" }, "Plays") : null,
          h("span", { class: "d" }, icon("clock-3", 16)));
        var body = h("div", { class: "sp-tl-body", role: "grid" });
        tids.forEach(function (tid, i) {
          var t = T[tid];
          var rid = "music.track." + listKey + "." + tid;
          var sel = S.selected === listKey + ":" + tid || (S.highlight === tid && !S.selected);
          var current = S.track === tid;
          var liked = isLiked(tid);
          var artistEls = [];
          t.artists.forEach(function (a, k) {
            if (k) artistEls.push(", ");
            artistEls.push(h("a", { class: "ar", id: rid + ".artist." + a, onclick: function (e) { e.stopPropagation(); go("artist", a); } }, A[a].name));
          });
          var more = h("button", { class: "sp-ibtn more", id: rid + ".more", type: "button", "aria-label": "More options for " + t.title + " by " + A[t.artists[0]].name },
            icon("ellipsis", 16));
          tip(more, "More options for " + t.title + " by " + A[t.artists[0]].name);
          var row = h("div", { class: "sp-tl-row cols-" + cols.length + (sel ? " sel" : "") + (current ? " current" : "") + (liked ? " liked" : ""), id: rid, role: "row",
            onclick: function () { S.selected = listKey + ":" + tid; S.highlight = null; root.querySelectorAll(".sp-tl-row.sel").forEach(function (r) { r.classList.remove("sel"); }); row.classList.add("sel"); } },
            h("span", { class: "n" }, h("span", { class: "num" }, current && S.playing ? icon("audio-lines", 14) : String(opts.numbers ? opts.numbers[i] : i + 1)),
              h("button", { class: "rp", id: rid + ".play", type: "button", "aria-label": "Play " + t.title + " by " + A[t.artists[0]].name,
                onclick: function (e) { e.stopPropagation(); if (current && S.playing) togglePlay(); else play(opts.context, tid); } }, current && S.playing ? fillIcon("pause", 16) : fillIcon("play", 16))),
            h("span", { class: "ti" }, opts.art !== false ? cover(info("album", t.album), "xs") : null,
              h("span", { class: "tt" }, h("span", { class: "name" }, t.title), h("span", { class: "by" }, t.explicit ? h("span", { class: "e" }, "E") : null, artistEls))),
            cols.indexOf("album") >= 0 ? h("span", { class: "c-album" }, h("a", { id: rid + ".album", onclick: function (e) { e.stopPropagation(); go("album", t.album, tid); } }, AL[t.album].title)) : null,
            cols.indexOf("added") >= 0 ? h("span", { class: "c-added" }, opts.added ? opts.added[i] : "") : null,
            cols.indexOf("plays") >= 0 ? h("span", { class: "c-plays" }, t.plays_text) : null,
            h("span", { class: "d" },
              h("button", { class: "sp-ibtn like" + (liked ? " on" : ""), id: rid + ".like", type: "button", "aria-label": liked ? "Remove from Liked Songs" : "Save to Liked Songs",
                onclick: function (e) { e.stopPropagation(); toggleLike(tid); } }, liked ? fillIcon("circle-check", 16) : icon("circle-plus", 16)),
              h("span", { class: "dur" }, t.duration), more));
          menuOn(more, "track:" + listKey + ":" + tid, trackMenuItems(listKey, tid), { placement: "bottom-end" });
          ctxMenu(row, "track:" + listKey + ":" + tid, function () { return trackMenuItems(listKey, tid); });
          body.appendChild(row);
        });
        return h("div", { class: "sp-tl", id: "music.tracks." + listKey }, head, body);
      }

      function pageHeader(it, label, title, metaEls, opts) {
        opts = opts || {};
        var hd = h("div", { class: "sp-phead" + (opts.artist ? " artist" : ""), style: { background: "linear-gradient(180deg, " + (opts.color || "#535353") + " 0, " + shade(opts.color || "#535353") + " 100%)" } },
          opts.artist ? null : cover(it, "big"),
          h("div", { class: "meta" }, h("div", { class: "label" }, label), h("h1", { class: title.length > 22 ? "long" : "" }, title),
            opts.desc ? h("div", { class: "desc" }, opts.desc) : null, h("div", { class: "by" }, metaEls)));
        return hd;
      }
      function shade(c) { return c === "#000000" ? "#181818" : c + "99"; }
      function actionBar(kind, id, extra) {
        var context = kind === "liked" ? "liked:liked" : kind + ":" + id;
        var playingHere = S.context === context && S.playing;
        var more = btn("music.page.more", "ellipsis", "More options", null, { size: 32, cls: "big" });
        menuOn(more, "page", itemMenuItems(kind, id));
        return h("div", { class: "sp-actions" },
          h("button", { class: "sp-play lg", id: "music.page.play", type: "button", "aria-label": playingHere ? "Pause" : "Play",
            onclick: function () { if (S.context === context) togglePlay(); else play(context); } }, playingHere ? fillIcon("pause", 24) : fillIcon("play", 24)),
          extra || null,
          kind !== "liked" ? btn("music.page.download", "circle-arrow-down", "Download", function () { openDialog("download"); }, { size: 32, cls: "big" }) : null,
          more,
          h("div", { class: "fill" }),
          btn("music.page.search", "search", "Search in playlist", act("page:search", null), { size: 16 }),
          h("button", { class: "sp-sort", id: "music.page.sort", type: "button", onclick: act("page:sort", null) }, h("span", null, "Custom order"), icon("list", 16)));
      }

      function playlistView(p) {
        var out = h("div", { class: "sp-page" });
        var it = info("playlist", p.id);
        var tids = p.tracks.concat(S.added[p.id] || []);
        var added = p.added.concat((S.added[p.id] || []).map(function () { return "Today"; }));
        var owner = p.owner === "spotify" ? h("span", { class: "own" }, h("span", { class: "sp-mark", html: SPOTIFY_MARK }), h("b", null, "Spotify")) :
          h("span", { class: "own" }, h("span", { class: "sp-avatar xs", style: { background: p.owner === "noor" ? C.me.color : "#af2896" } }, p.owner_name.charAt(0)), h("b", null, p.owner_name));
        out.appendChild(pageHeader(it, p.kind === "collab" ? "Collaborative Playlist" : p.public ? "Public Playlist" : "Playlist", p.title,
          [owner, p.saves ? " \u2022 " + p.saves_text : "", " \u2022 " + tids.length + " songs, " + p.total], { color: p.colors[0], desc: p.desc }));
        var body = h("div", { class: "sp-pbody" });
        body.appendChild(actionBar("playlist", p.id, p.owner === "noor" ? btn("music.page.invite", "user-plus", "Invite collaborators", act("invite:" + p.id, null), { size: 32, cls: "big" }) :
          btn("music.page.save", "circle-plus", "Save to Your Library", act("library-add:" + p.id, "Added to Your Library"), { size: 32, cls: "big" })));
        body.appendChild(trackList("pl-" + p.id, tids, { context: "playlist:" + p.id, added: p.added_by ? added.map(function (d, i) { return d; }) : added }));
        if (p.recommended) {
          body.appendChild(h("section", { class: "sp-rec", id: "music.rec" },
            h("h2", null, "Recommended"), h("div", { class: "sub" }, "Based on what's in this playlist"),
            p.recommended.map(function (tid) {
              var t = T[tid];
              var done = (S.added[p.id] || []).indexOf(tid) >= 0;
              return h("div", { class: "sp-rec-row", id: "music.rec." + tid },
                cover(info("album", t.album), "xs"), h("span", { class: "tt" }, h("span", { class: "name" }, t.title), h("span", { class: "by" }, artistNames(t))),
                h("span", { class: "c-album" }, AL[t.album].title),
                done ? h("span", { class: "added" }, "Added") :
                  h("button", { class: "sp-outline", id: "music.rec." + tid + ".add", type: "button", onclick: function () { addTo(p.id, tid); redraw(["main"]); } }, "Add"));
            }),
            h("div", { class: "refresh" }, h("button", { class: "sp-text-btn", id: "music.rec.refresh", type: "button", onclick: act("recommended:refresh", null) }, "Refresh"))));
        }
        body.appendChild(footer());
        out.appendChild(body);
        return out;
      }

      function likedView() {
        var out = h("div", { class: "sp-page" });
        out.appendChild(pageHeader(info("liked", "liked"), "Playlist", "Liked Songs",
          [h("span", { class: "own" }, h("span", { class: "sp-avatar xs", style: { background: C.me.color } }, "N"), h("b", null, C.me.name)), " \u2022 " + S.liked.length + " songs"], { color: "#5038a0" }));
        var body = h("div", { class: "sp-pbody" });
        body.appendChild(actionBar("liked", "liked"));
        var added = S.liked.map(function (tid) { var i = C.liked.indexOf(tid); return i >= 0 ? C.liked_added[i] : "Today"; });
        body.appendChild(trackList("liked", S.liked, { context: "liked:liked", added: added }));
        body.appendChild(footer());
        out.appendChild(body);
        return out;
      }

      function albumView(al) {
        var out = h("div", { class: "sp-page" });
        var a = A[al.artist];
        out.appendChild(pageHeader(info("album", al.id), al.kind, al.title,
          [h("span", { class: "own" }, h("span", { class: "sp-avatar xs", style: { background: a.bg } }, initials(a.name).charAt(0)),
            h("a", { id: "music.album.artist", onclick: function () { go("artist", a.id); } }, h("b", null, a.name))), " \u2022 " + al.year + " \u2022 " + al.tracks.length + " songs, " + al.total],
          { color: al.photo ? "#2d4a63" : al.colors[0] }));
        var body = h("div", { class: "sp-pbody" });
        body.appendChild(actionBar("album", al.id, btn("music.page.save", "circle-plus", "Save to Your Library", act("library-add:" + al.id, "Added to Your Library"), { size: 32, cls: "big" })));
        body.appendChild(trackList("al-" + al.id, al.tracks, { context: "album:" + al.id, cols: [], art: false }));
        body.appendChild(h("div", { class: "sp-release" }, h("div", { class: "date" }, al.released),
          h("div", { class: "copy" }, "\u00a9 " + al.year + " " + al.label), h("div", { class: "copy" }, "\u2117 " + al.year + " " + al.label)));
        var more = a.albums.filter(function (x) { return x !== al.id; });
        var others = Object.keys(AL).filter(function (x) { return AL[x].artist !== al.artist; }).slice(0, 0);
        if (more.length) body.appendChild(shelf("more-by", "More by " + a.name, more.map(function (x) { return ["album", x]; })));
        else body.appendChild(shelf("more-by", "More by " + a.name, a.appears_on.map(function (x) { return ["album", x]; }).concat(others)));
        body.appendChild(shelf("you-might-like", "You might also like", fans(a.id).map(function (x) { return ["artist", x]; })));
        body.appendChild(footer());
        out.appendChild(body);
        return out;
      }
      function fans(aid) {
        var ids = Object.keys(A).filter(function (x) { return x !== aid; });
        var start = ids.indexOf(aid) >= 0 ? 0 : (aid.length * 7) % ids.length;
        return ids.slice(start).concat(ids.slice(0, start)).slice(0, 10);
      }

      function artistView(a) {
        var out = h("div", { class: "sp-page" });
        var followed = has(S.followed, a.id);
        out.appendChild(h("div", { class: "sp-ahead", style: { background: a.bg } },
          h("div", { class: "meta" }, a.verified ? h("div", { class: "verified" }, fillIcon("badge-check", 20), "Verified Artist") : null,
            h("h1", { class: a.name.length > 16 ? "long" : null }, a.name), h("div", { class: "listeners" }, a.monthly_text + " monthly listeners"))));
        var body = h("div", { class: "sp-pbody" });
        var context = "artist:" + a.id;
        var playingHere = S.context === context && S.playing;
        var more = btn("music.page.more", "ellipsis", "More options for " + a.name, null, { size: 32, cls: "big" });
        menuOn(more, "page", itemMenuItems("artist", a.id));
        body.appendChild(h("div", { class: "sp-actions" },
          h("button", { class: "sp-play lg", id: "music.page.play", type: "button", "aria-label": playingHere ? "Pause" : "Play",
            onclick: function () { if (S.context === context) togglePlay(); else play(context); } }, playingHere ? fillIcon("pause", 24) : fillIcon("play", 24)),
          btn("music.artist.shuffle", "shuffle", "Enable shuffle for " + a.name, function () { S.shuffle = !S.shuffle; play(context); }, { size: 28, cls: "big" + (S.shuffle ? " on" : "") }),
          h("button", { class: "sp-outline follow", id: "music.artist.follow", type: "button", onclick: function () { toggleFollow(a.id); } }, followed ? "Following" : "Follow"),
          more));
        body.appendChild(h("h2", { class: "sp-h2" }, "Popular"));
        var top = a.popular.slice(0, 10);
        var list = trackList("popular", top, { context: context, cols: ["plays"] });
        body.appendChild(list);
        body.appendChild(shelf("discography", "Discography", a.albums.map(function (x) { return ["album", x]; }).concat(a.appears_on.map(function (x) { return ["album", x]; }))));
        var feat = Object.keys(P).filter(function (pid) { return P[pid].tracks.some(function (t) { return T[t].artists.indexOf(a.id) >= 0; }) && P[pid].owner !== "noor"; }).slice(0, 10);
        body.appendChild(shelf("featuring", "Featuring " + a.name, feat.map(function (x) { return ["playlist", x]; })));
        body.appendChild(shelf("fans-also-like", "Fans also like", fans(a.id).map(function (x) { return ["artist", x]; })));
        body.appendChild(h("section", { class: "sp-about", id: "music.artist.about" }, h("h2", { class: "sp-h2" }, "About"),
          h("div", { class: "card", style: { background: a.bg } }, h("div", { class: "ml" }, a.monthly_text + " monthly listeners"), h("p", null, a.bio))));
        body.appendChild(footer());
        out.appendChild(body);
        return out;
      }

      function searchView() {
        var out = h("div", { class: "sp-page sp-search-view" });
        var q = S.query.trim().toLowerCase();
        if (!q) {
          out.appendChild(h("h2", { class: "sp-h2 pad" }, "Browse all"));
          out.appendChild(h("div", { class: "sp-genres", id: "music.genres" }, C.genres.map(function (g, i) {
            // Each genre tile tilts a cover drawn for it (a gradient tile with a title, as Spotify's
            // category art): the photographed album covers belong to their albums only.
            var gradients = Object.keys(AL).filter(function (x) { return !AL[x].photo; });
            var al = AL[gradients[(i * 5) % gradients.length]];
            return h("div", { class: "sp-genre", id: "music.genre." + g.id, role: "button", style: { background: g.color }, onclick: function () { go("genre", g.id); } },
              h("span", { class: "t" }, g.name), h("div", { class: "tilt", style: { background: al.photo ? "url(" + al.photo + ") center/cover" : al.bg } }));
          })));
          return out;
        }
        return out;
      }
      function genreView(gid) {
        var g = C.genres.filter(function (x) { return x.id === gid; })[0] || C.genres[0];
        var out = h("div", { class: "sp-page" });
        out.appendChild(h("div", { class: "sp-ghead", style: { background: g.color } }, h("h1", null, g.name)));
        var body = h("div", { class: "sp-pbody" });
        body.appendChild(shelf("genre-playlists", "Popular " + g.name + " playlists", ["afro-hits", "folk-and-friends", "nordic-winter", "world-cafe", "lofi-study", "focus-flow"].map(function (x) { return ["playlist", x]; })));
        body.appendChild(shelf("genre-new", "New releases", ["kyoto-bazaar", "rive-gauche", "aotearoa-drift", "trade-winds", "lagos-summer"].map(function (x) { return ["album", x]; })));
        out.appendChild(body);
        return out;
      }
      function podcastView(pc) {
        var out = h("div", { class: "sp-page" });
        out.appendChild(pageHeader(info("podcast", pc.id), "Podcast", pc.title, [h("b", null, pc.publisher)], { color: pc.colors[0] }));
        var body = h("div", { class: "sp-pbody" });
        body.appendChild(h("h2", { class: "sp-h2" }, "All Episodes"));
        pc.episodes.forEach(function (eid) {
          var e = C.episodes[eid];
          body.appendChild(h("div", { class: "sp-episode" + (S.highlight === eid ? " sel" : ""), id: "music.episode." + eid },
            cover(info("episode", eid), "ep"), h("div", { class: "tx" }, h("div", { class: "t" }, e.title), h("div", { class: "d" }, e.desc),
              h("div", { class: "m" }, e.date + " \u2022 " + e.length)),
            h("button", { class: "sp-play sm on", id: "music.episode." + eid + ".play", type: "button", "aria-label": "Play " + e.title,
              onclick: function () { play("episode:" + eid, S.track); } }, fillIcon("play", 16))));
        });
        out.appendChild(body);
        return out;
      }

      /* lyrics */
      var lyricsReady = false;
      function lyricsView() {
        var t = T[S.track];
        var out = h("div", { class: "sp-lyrics", style: { background: "#a0522d" } });
        if (!lyricsReady) {
          out.appendChild(h("div", { class: "sp-lyrics-loading", id: "music.lyrics.loading" }, h("span", { class: "kit-spinner" })));
          return out;
        }
        if (S.track !== C.now_playing.track) {
          out.appendChild(h("div", { class: "sp-lyrics-none" }, h("h2", null, "Hmm. We don't know the lyrics for this one."), h("p", null, t.title + " \u2022 " + artistNames(t))));
          return out;
        }
        var cur = 0;
        C.lyrics.forEach(function (l, i) { if (l.t <= S.position) cur = i; });
        out.appendChild(h("div", { class: "sp-lyrics-lines", id: "music.lyrics" }, C.lyrics.map(function (l, i) {
          return h("a", { class: "ln" + (i < cur ? " past" : i === cur ? " now" : ""), id: "music.lyrics.line." + i,
            onclick: function () { S.position = l.t; redraw(["main", "player"]); } }, l.line);
        })));
        out.appendChild(h("div", { class: "sp-lyrics-credit" }, "Lyrics provided by Musixmatch"));
        return out;
      }
      function startLyrics() {
        lyricsReady = false;
        kit.after(LYRICS_MS, function () {
          lyricsReady = true;
          if (!S.lyrics) return;
          redraw(["main"]);
          // Spotify keeps the line being sung in the upper third of the view.
          var m = ctx.byId("music.main"), now = root.querySelector(".sp-lyrics-lines .ln.now");
          if (m && now) m.scrollTop = Math.max(0, now.getBoundingClientRect().top - m.getBoundingClientRect().top + m.scrollTop - Math.round(m.clientHeight / 3));
        });
      }

      /* Spotify Premium in-app message */
      function premiumMessage() {
        return h("div", { class: "sp-message", id: "music.message", role: "dialog", "aria-label": "Spotify Premium" },
          h("span", { class: "sp-mark", html: SPOTIFY_MARK }),
          h("div", { class: "tx" }, h("div", { class: "t" }, "Spotify Premium"), h("div", { class: "s" }, "Listen without ads, offline and in any order. Try 3 months for \u20ac0.")),
          h("button", { class: "sp-white-btn", id: "music.message.try", type: "button", onclick: act("premium:message", null) }, "Try 3 months for \u20ac0"),
          btn("music.message.close", "x", "Close", function () { S.message = null; renderMain(); }, { size: 20 }));
      }

      /* ---------------- right sidebar ---------------- */
      RENDER.right = renderRight;
      var friendsReady = !S.friends_loading;
      function renderRight() {
        rightHost.innerHTML = "";
        shell.classList.toggle("has-right", S.panel !== "none");
        if (S.panel === "now-playing") rightHost.appendChild(npv());
        else if (S.panel === "queue") rightHost.appendChild(queuePanel());
        else if (S.panel === "friends") rightHost.appendChild(friendsPanel());
      }
      function npv() {
        var t = T[S.track], al = AL[t.album], a = A[t.artists[0]];
        var ctxName = contextName(S.context);
        var more = btn("music.npv.more", "ellipsis", "More options for " + t.title, null, { size: 16, placement: "bottom" });
        menuOn(more, "npv", trackMenuItems("npv", S.track), { placement: "bottom-end" });
        var liked = isLiked(S.track);
        var followed = has(S.followed, a.id);
        var next = C.queue.next_in_queue[0];
        var body = h("div", { class: "sp-npv-body", id: "music.npv", "data-scroll": "npv" },
          cover(info("album", al.id), "npv-art"),
          h("div", { class: "sp-npv-title" },
            h("div", { class: "tx" }, h("a", { class: "t", id: "music.npv.title", onclick: function () { go("album", al.id, t.id); } }, t.title),
              h("a", { class: "s", id: "music.npv.artist", onclick: function () { go("artist", a.id); } }, artistNames(t))),
            btn("music.npv.share", "link", "Copy link to song", function () { S.last_action = "share:link:npv"; toast("Link copied to clipboard"); }, { size: 16 }),
            h("button", { class: "sp-ibtn like" + (liked ? " on" : ""), id: "music.npv.like", type: "button", "aria-label": liked ? "Remove from Liked Songs" : "Save to Liked Songs",
              onclick: function () { toggleLike(S.track); } }, liked ? fillIcon("circle-check", 20) : icon("circle-plus", 20))),
          h("div", { class: "sp-npv-card about", id: "music.npv.about" },
            h("div", { class: "img", style: { background: a.bg } }, h("span", { class: "h" }, "About the artist"), h("span", { class: "ini" }, initials(a.name))),
            h("div", { class: "pad" }, h("a", { class: "t", id: "music.npv.about.name", onclick: function () { go("artist", a.id); } }, a.name),
              h("div", { class: "row" }, h("span", { class: "s" }, a.monthly_text + " monthly listeners"),
                h("button", { class: "sp-outline sm", id: "music.npv.follow", type: "button", onclick: function () { toggleFollow(a.id); } }, followed ? "Unfollow" : "Follow")),
              h("p", { class: "bio" }, a.bio))),
          h("div", { class: "sp-npv-card credits", id: "music.npv.credits" },
            h("div", { class: "hd" }, h("span", { class: "t" }, "Credits"), h("a", { class: "all", id: "music.npv.credits.all", onclick: act("credits:" + t.id, null) }, "Show all")),
            C.credits.slice(0, 3).map(function (c, i) {
              return h("div", { class: "credit" }, h("div", null, h("a", { class: "n", id: "music.npv.credit." + i, onclick: act("credit-person:" + i, null) }, c[0]), h("div", { class: "r" }, c[1])),
                i === 0 ? h("button", { class: "sp-outline sm", id: "music.npv.credit.follow", type: "button", onclick: function () { toggleFollow(a.id); } }, followed ? "Unfollow" : "Follow") : null);
            })),
          h("div", { class: "sp-npv-card tour", id: "music.npv.tour" },
            h("div", { class: "hd" }, h("span", { class: "t" }, "On tour"), h("a", { class: "all", id: "music.npv.tour.all", onclick: act("tour:all", null) }, "Show all")),
            C.tour.map(function (c, i) {
              return h("a", { class: "gig", id: "music.npv.tour." + i, onclick: act("tour:" + i, null) }, h("span", { class: "date" }, c[0].split(" ")[0], h("b", null, c[0].split(" ")[1])),
                h("span", { class: "tx" }, h("span", { class: "c" }, c[1]), h("span", { class: "v" }, c[2])));
            })),
          h("div", { class: "sp-npv-card nextq", id: "music.npv.nextq" },
            h("div", { class: "hd" }, h("span", { class: "t" }, "Next in queue"), h("a", { class: "all", id: "music.npv.queue.open", onclick: function () { setPanel("queue"); } }, "Open queue")),
            h("div", { class: "sp-qrow", id: "music.npv.next", role: "button", onclick: function () { play(S.context, next); } },
              cover(info("album", T[next].album), "xs"), h("span", { class: "tt" }, h("span", { class: "name" }, T[next].title), h("span", { class: "by" }, artistNames(T[next]))))));
        return h("aside", { class: "sp-right" },
          h("div", { class: "sp-right-head" }, h("a", { class: "t", id: "music.npv.context", onclick: function () { openContext(S.context); } }, ctxName),
            more, btn("music.npv.close", "x", "Hide Now Playing view", function () { S.panel = "none"; redraw(["right", "player"]); }, { size: 16, placement: "bottom" })),
          body);
      }
      function contextName(c) {
        var m = /^(\w+):(.+)$/.exec(c || "");
        if (!m) return T[S.track].title;
        if (m[1] === "playlist") return P[m[2]].title;
        if (m[1] === "album") return AL[m[2]].title;
        if (m[1] === "artist") return A[m[2]].name;
        if (m[1] === "liked") return "Liked Songs";
        if (m[1] === "radio") return A[m[2]].name + " Radio";
        if (m[1] === "podcast") return C.podcasts[m[2]].title;
        if (m[1] === "episode") return C.episodes[m[2]].title;
        return "";
      }
      function openContext(c) {
        var m = /^(\w+):(.+)$/.exec(c || "");
        if (!m) return;
        if (m[1] === "liked") go("liked", null);
        else if (m[1] === "radio") go("artist", m[2]);
        else if (m[1] === "episode") go("podcast", C.episodes[m[2]].show, m[2]);
        else go(m[1], m[2]);
      }
      function qrow(id, tid, onclick, extra) {
        var t = T[tid];
        return h("div", { class: "sp-qrow" + (extra || ""), id: id, role: "button", "aria-label": t.title, onclick: onclick },
          h("span", { class: "art" }, cover(info("album", t.album), "xs"), h("span", { class: "qp" }, fillIcon("play", 16))),
          h("span", { class: "tt" }, h("span", { class: "name" }, t.title), h("span", { class: "by" }, artistNames(t))));
      }
      function queuePanel() {
        var list = h("div", { class: "sp-queue-list", id: "music.queue.list", "data-scroll": "queue:" + S.queue_tab });
        if (S.queue_tab === "queue") {
          list.appendChild(h("div", { class: "sp-qh" }, "Now playing"));
          list.appendChild(qrow("music.queue.now", S.track, function () { togglePlay(); }, " now"));
          list.appendChild(h("div", { class: "sp-qh row" }, h("span", null, "Next in queue"),
            h("button", { class: "sp-text-btn", id: "music.queue.clear", type: "button", onclick: act("queue:clear", "Queue cleared") }, "Clear queue")));
          C.queue.next_in_queue.forEach(function (tid) { list.appendChild(qrow("music.queue.next." + tid, tid, function () { play(S.context, tid); })); });
          list.appendChild(h("div", { class: "sp-qh" }, "Next from: " + contextName(S.context)));
          C.queue.next_from.forEach(function (tid) { list.appendChild(qrow("music.queue.item." + tid, tid, function () { play(S.context, tid); })); });
        } else {
          C.recently_played.forEach(function (tid) { list.appendChild(qrow("music.queue.recent." + tid, tid, function () { play("album:" + T[tid].album, tid); })); });
        }
        return h("aside", { class: "sp-right" },
          h("div", { class: "sp-right-head tabs" },
            h("button", { class: "sp-qtab" + (S.queue_tab === "queue" ? " on" : ""), id: "music.queue.tab.queue", type: "button", onclick: function () { S.queue_tab = "queue"; redraw(["right"]); } }, "Queue"),
            h("button", { class: "sp-qtab" + (S.queue_tab === "recent" ? " on" : ""), id: "music.queue.tab.recent", type: "button", onclick: function () { S.queue_tab = "recent"; redraw(["right"]); } }, "Recently played"),
            h("div", { class: "fill" }),
            btn("music.queue.close", "x", "Close", function () { S.panel = "none"; redraw(["right", "player"]); }, { size: 16, placement: "bottom" })),
          list);
      }
      function friendsPanel() {
        var list = h("div", { class: "sp-friends-list", id: "music.friends.list", "data-scroll": "friends" });
        if (!friendsReady) list.appendChild(h("div", { class: "sp-friends-loading", id: "music.friends.loading" }, h("span", { class: "kit-spinner" })));
        else C.friends.forEach(function (f) {
          var t = T[f.track];
          var m = /^(\w+):(.+)$/.exec(f.context);
          list.appendChild(h("div", { class: "sp-friend", id: "music.friend." + f.id },
            h("span", { class: "av", style: { background: avatarColor(f.name) } }, initials(f.name)),
            h("div", { class: "tx" },
              h("div", { class: "top" }, h("span", { class: "n" }, f.name), h("span", { class: "ago" }, f.ago)),
              h("div", { class: "tr" }, h("a", { id: "music.friend." + f.id + ".track", onclick: function () { go("album", t.album, t.id); } }, t.title),
                " \u2022 ", h("a", { id: "music.friend." + f.id + ".artist", onclick: function () { go("artist", t.artists[0]); } }, A[t.artists[0]].name)),
              h("a", { class: "cx", id: "music.friend." + f.id + ".context", onclick: function () { openContext(f.context); } },
                icon(m[1] === "album" ? "disc-3" : "music", 12), contextName(f.context)))));
        });
        return h("aside", { class: "sp-right" },
          h("div", { class: "sp-right-head" }, h("span", { class: "t" }, "Friend Activity"),
            btn("music.friends.add", "user-plus", "Find friends", act("friends:find", null), { size: 16, placement: "bottom" }),
            btn("music.friends.close", "x", "Close", function () { S.panel = "none"; redraw(["right", "player", "top"]); }, { size: 16, placement: "bottom" })),
          list);
      }
      function avatarColor(name) {
        var colors = ["#e8115b", "#1e3264", "#148a08", "#ba5d07", "#8d67ab", "#0d73ec", "#af2896", "#27856a", "#e13300", "#477d95"];
        var x = 0;
        for (var i = 0; i < name.length; i++) x = (x * 31 + name.charCodeAt(i)) % 9973;
        return colors[x % colors.length];
      }

      /* ---------------- player bar ---------------- */
      RENDER.player = renderPlayer;
      var devicesPop = null;
      var devicesScanned = false;
      function renderPlayer() {
        playerHost.innerHTML = "";
        var t = T[S.track], al = AL[t.album];
        var liked = isLiked(S.track);
        var pct = Math.min(100, Math.round(S.position / t.secs * 1000) / 10);
        var progress = h("div", { class: "bar", id: "music.player.progress", role: "slider", "aria-label": "Change progress",
          onclick: function (e) { var r = progress.getBoundingClientRect(); S.position = Math.max(0, Math.min(t.secs, Math.round((e.clientX - r.left) / r.width * t.secs))); redraw(["player", "main"]); } },
          h("div", { class: "fill", style: { width: pct + "%" } }), h("div", { class: "knob", style: { left: pct + "%" } }));
        var vol = S.muted ? 0 : S.volume;
        var volume = h("div", { class: "bar vol", id: "music.player.volume", role: "slider", "aria-label": "Change volume",
          onclick: function (e) { var r = volume.getBoundingClientRect(); S.$set({ volume: Math.max(0, Math.min(100, Math.round((e.clientX - r.left) / r.width * 100))), muted: false }); renderPlayer(); } },
          h("div", { class: "fill", style: { width: vol + "%" } }), h("div", { class: "knob", style: { left: vol + "%" } }));
        var devices = btn("music.player.devices", "monitor-speaker", "Connect to a device", null, { size: 16, cls: S.device !== "this-computer" ? "on" : "" });
        devicesPop = kit.popover(devices, devicesBody, { id: "music.devices", cls: "sp-devices", host: shell, placement: "top-end",
          onOpen: function () { S.devices = true; if (!devicesScanned) kit.after(DEVICES_MS, function () { devicesScanned = true; if (devicesPop && devicesPop.isOpen()) { devicesPop.close("rescan"); devicesPop.open(); S.devices = true; } }); },
          onClose: function (reason) { if (reason !== "rescan") S.devices = false; } });
        var other = S.device !== "this-computer" ? C.devices.filter(function (d) { return d.id === S.device; })[0] : null;
        playerHost.appendChild(h("footer", { class: "sp-player", id: "music.player" },
          h("div", { class: "now" },
            h("div", { class: "art", id: "music.player.cover", role: "button", "aria-label": "Now playing view", onclick: function () { S.panel = "now-playing"; redraw(["right", "player"]); } }, cover(info("album", al.id), "pb")),
            h("div", { class: "tx" }, h("a", { class: "t", id: "music.player.title", onclick: function () { go("album", al.id, t.id); } }, t.title),
              h("a", { class: "s", id: "music.player.artist", onclick: function () { go("artist", t.artists[0]); } }, artistNames(t))),
            h("button", { class: "sp-ibtn like" + (liked ? " on" : ""), id: "music.player.like", type: "button", "aria-label": liked ? "Remove from Liked Songs" : "Add to Liked Songs",
              onclick: function () { toggleLike(S.track); } }, liked ? fillIcon("circle-check", 16) : icon("circle-plus", 16))),
          h("div", { class: "ctl" },
            h("div", { class: "btns" },
              btn("music.player.shuffle", "shuffle", S.shuffle ? "Disable shuffle" : "Enable shuffle", function () { S.shuffle = !S.shuffle; renderPlayer(); }, { size: 16, cls: S.shuffle ? "on dot" : "" }),
              btn("music.player.prev", "skip-back", "Previous", function () { S.position = 0; redraw(["player", "main"]); }, { size: 16, fill: true }),
              tip(h("button", { class: "sp-pp", id: "music.player.play", type: "button", "aria-label": S.playing ? "Pause" : "Play", onclick: togglePlay }, S.playing ? fillIcon("pause", 16) : fillIcon("play", 16)), S.playing ? "Pause" : "Play"),
              btn("music.player.next", "skip-forward", "Next", function () { play(S.context, C.queue.next_in_queue[0]); }, { size: 16, fill: true }),
              btn("music.player.repeat", S.repeat === "one" ? "repeat-1" : "repeat", S.repeat === "off" ? "Enable repeat" : S.repeat === "all" ? "Enable repeat one" : "Disable repeat",
                function () { S.repeat = S.repeat === "off" ? "all" : S.repeat === "all" ? "one" : "off"; renderPlayer(); }, { size: 16, cls: S.repeat !== "off" ? "on dot" : "" })),
            h("div", { class: "prog" }, h("span", { class: "tm" }, fmt(S.position)), progress, h("span", { class: "tm" }, t.duration))),
          h("div", { class: "right" },
            btn("music.player.npv", "square-play", "Now playing view", function () { setPanel("now-playing"); }, { size: 16, cls: S.panel === "now-playing" ? "on dot" : "" }),
            btn("music.player.lyrics", "mic-vocal", "Lyrics", function () { S.lyrics = !S.lyrics; if (S.lyrics) startLyrics(); redraw(["main", "player", "top"]); }, { size: 16, cls: S.lyrics ? "on dot" : "" }),
            btn("music.player.queue", "list-music", "Queue", function () { setPanel("queue"); }, { size: 16, cls: S.panel === "queue" ? "on dot" : "" }),
            devices,
            btn("music.player.mute", vol === 0 ? "volume-x" : vol < 50 ? "volume-1" : "volume-2", S.muted ? "Unmute" : "Mute", function () { S.muted = !S.muted; renderPlayer(); }, { size: 16 }),
            volume,
            btn("music.player.miniplayer", "picture-in-picture-2", "Open Miniplayer", function () { S.miniplayer = S.miniplayer ? null : "artwork"; renderMini(); }, { size: 16 }),
            btn("music.player.fullscreen", "maximize-2", "Enter Full screen", function () { S.fullscreen = true; renderFull(); }, { size: 16 }))),
          null);
        // Spotify's green strip under the player while another device plays.
        if (other) playerHost.appendChild(h("div", { class: "sp-connect-bar", id: "music.player.connect-bar" }, icon("monitor-speaker", 16), h("span", null, "Playing on " + other.name)));
        // Mobile: the compact bar Spotify's phone layout shows over the tabs.
        tabsHost.innerHTML = "";
        tabsHost.appendChild(h("nav", { class: "sp-tabs" },
          [["home", "Home", "house"], ["search", "Search", "search"], ["library", "Your Library", "library"], ["premium", "Premium", "circle-arrow-down"]].map(function (x) {
            return h("button", { class: "tab" + ((x[0] === S.view) ? " on" : ""), id: "music.tab." + x[0], type: "button", onclick: function () {
              if (x[0] === "home" || x[0] === "search") go(x[0], null); else S.last_action = "tab:" + x[0]; } }, icon(x[2], 24), h("span", null, x[1]));
          })));
      }
      function devicesBody() {
        var cur = C.devices.filter(function (d) { return d.id === S.device; })[0];
        var kindIcon = { computer: "laptop", tv: "tv", speaker: "speaker", phone: "smartphone" };
        var out = [h("div", { class: "hd" }, h("div", { class: "t" }, "Current device"),
          h("div", { class: "cur" }, h("span", { class: "ic" }, icon(kindIcon[cur.kind], 24)), h("div", null, h("div", { class: "n" }, cur.name), h("div", { class: "d" }, cur.detail))))];
        out.push(h("div", { class: "t2" }, "Select another device"));
        if (!devicesScanned) out.push(h("div", { class: "scan", id: "music.devices.scan" }, h("span", { class: "kit-spinner" }), h("span", null, "Looking for devices\u2026")));
        else out.push(h("div", { class: "list", id: "music.devices.list" }, C.devices.filter(function (d) { return d.id !== S.device; }).map(function (d) {
          return h("a", { class: "dev", id: "music.device." + d.id, onclick: function () { S.device = d.id; devicesPop.close("select"); renderPlayer(); toast("Playing on " + d.name); } },
            h("span", { class: "ic" }, icon(kindIcon[d.kind], 24)), h("span", null, h("span", { class: "n" }, d.name), h("span", { class: "d" }, d.detail)));
        })));
        out.push(h("a", { class: "help", id: "music.devices.help", onclick: act("devices:help", null) }, "Don't see your device?", icon("external-link", 14)));
        return out;
      }

      /* ---------------- dialogs ---------------- */
      var dialogs = {};
      function openDialog(name) {
        S.dialog = name;
        var d;
        function done() { if (S.dialog === name) S.dialog = null; }
        if (name === "premium") {
          d = kit.dialog({ id: "music.premium", cls: "sp-dialog premium", host: shell, closeButton: true, closeOnBackdrop: false, onClose: done,
            body: h("div", { class: "pm" },
              h("div", { class: "pm-art" }, h("span", { class: "sp-mark", html: SPOTIFY_MARK }), h("span", null, "Premium")),
              h("div", { class: "pm-tx" },
                h("h2", null, "Try 3 months of Premium for \u20ac0"),
                h("ul", null, ["Ad-free music listening", "Download to listen offline", "Play songs in any order", "High audio quality", "Listen with friends in real time", "Organize listening queue"].map(function (x) {
                  return h("li", null, icon("check", 16), x); })),
                h("div", { class: "btns" },
                  h("button", { class: "sp-green-btn", id: "music.premium.try", type: "button", onclick: function () { S.last_action = "premium:dialog"; d.close("try"); } }, "Try 3 months for \u20ac0"),
                  h("button", { class: "sp-text-btn", id: "music.premium.dismiss", type: "button", onclick: function () { d.close("dismiss"); } }, "Dismiss")),
                h("div", { class: "terms" }, "\u20ac10.99 / month after. Terms apply. Offer only available if you haven't tried Premium before."))) });
        } else if (name === "download") {
          d = kit.dialog({ id: "music.download", cls: "sp-dialog small", host: shell, closeButton: true, onClose: done, title: "Download with Premium",
            body: h("div", { class: "dl" }, h("p", null, "Listen offline anywhere. Get Premium to download your playlists, albums and podcasts."),
              h("div", { class: "btns" }, h("button", { class: "sp-text-btn", id: "music.download.cancel", type: "button", onclick: function () { d.close("cancel"); } }, "Not now"),
                h("button", { class: "sp-white-btn", id: "music.download.premium", type: "button", onclick: function () { S.last_action = "premium:download"; d.close("premium"); } }, "Get Premium"))) });
        } else if (name === "shortcuts") {
          d = kit.dialog({ id: "music.shortcuts", cls: "sp-dialog shortcuts", host: shell, closeButton: true, onClose: done, title: "Keyboard shortcuts",
            body: h("div", { class: "ks", id: "music.shortcuts.list" }, C.shortcuts.map(function (sec) {
              return h("div", { class: "sec" }, h("h3", null, sec[0]), sec[1].map(function (r) {
                return h("div", { class: "r" }, h("span", null, r[0]), h("span", { class: "keys" }, r[1].split(" ").map(function (k) { return h("kbd", null, k); })));
              }));
            })) });
        } else if (name === "edit" || name === "delete") {
          var p = P[S.page] || P["late-night-drive"];
          if (name === "edit") {
            d = kit.dialog({ id: "music.edit", cls: "sp-dialog edit", host: shell, closeButton: true, onClose: done, title: "Edit details",
              body: h("div", { class: "ed" }, cover(info("playlist", p.id), "ed-art"),
                h("div", { class: "fields" }, h("input", { type: "text", id: "music.edit.name", value: p.title, "aria-label": "Name" }),
                  h("textarea", { id: "music.edit.desc", "aria-label": "Description", placeholder: "Add an optional description" }, p.desc)),
                h("div", { class: "foot" }, h("button", { class: "sp-white-btn", id: "music.edit.save", type: "button", onclick: function () { S.last_action = "edit:save:" + p.id; d.close("save"); } }, "Save")),
                h("p", { class: "note" }, "By proceeding, you agree to give Spotify access to the image you choose to upload. Please make sure you have the right to upload the image.")) });
          } else {
            d = kit.dialog({ id: "music.delete", cls: "sp-dialog small", host: shell, closeButton: false, onClose: done, title: "Delete from Your Library?",
              body: h("div", { class: "dl" }, h("p", null, "This will delete ", h("b", null, p.title), " from ", h("b", null, "Your Library"), "."),
                h("div", { class: "btns" }, h("button", { class: "sp-text-btn", id: "music.delete.cancel", type: "button", onclick: function () { d.close("cancel"); } }, "Cancel"),
                  h("button", { class: "sp-green-btn", id: "music.delete.ok", type: "button", onclick: function () { S.last_action = "delete:" + p.id; d.close("delete"); } }, "Delete"))) });
          }
        }
        dialogs[name] = d;
        return d;
      }

      /* ---------------- full screen ---------------- */
      function renderFull() {
        fullHost.innerHTML = "";
        if (!S.fullscreen) return;
        var t = T[S.track], al = AL[t.album];
        var pct = Math.round(S.position / t.secs * 1000) / 10;
        fullHost.appendChild(h("div", { class: "sp-full", id: "music.fullscreen", role: "dialog", "aria-label": "Full screen",
          style: { background: "linear-gradient(180deg, #5a2a1c 0%, #1a0d08 100%)" } },
          h("div", { class: "top" }, h("span", { class: "sp-mark", html: SPOTIFY_MARK }), h("div", null, h("div", { class: "l" }, "PLAYING FROM PLAYLIST"), h("div", { class: "c" }, contextName(S.context)))),
          h("div", { class: "np" }, cover(info("album", al.id), "full-art"),
            h("div", { class: "tx" }, h("div", { class: "t" }, t.title), h("div", { class: "s" }, artistNames(t)))),
          h("div", { class: "ctl" },
            h("div", { class: "prog" }, h("span", null, fmt(S.position)), h("div", { class: "bar" }, h("div", { class: "fill", style: { width: pct + "%" } })), h("span", null, t.duration)),
            h("div", { class: "btns" },
              btn("music.fullscreen.like", isLiked(S.track) ? "circle-check" : "circle-plus", "Save to Liked Songs", function () { toggleLike(S.track); renderFull(); }, { size: 24 }),
              btn("music.fullscreen.shuffle", "shuffle", "Enable shuffle", function () { S.shuffle = !S.shuffle; renderFull(); renderPlayer(); }, { size: 24 }),
              btn("music.fullscreen.prev", "skip-back", "Previous", function () { S.position = 0; renderFull(); renderPlayer(); }, { size: 24, fill: true }),
              h("button", { class: "sp-pp lg", id: "music.fullscreen.play", type: "button", "aria-label": S.playing ? "Pause" : "Play", onclick: function () { togglePlay(); renderFull(); } },
                S.playing ? fillIcon("pause", 28) : fillIcon("play", 28)),
              btn("music.fullscreen.next", "skip-forward", "Next", function () { play(S.context, C.queue.next_in_queue[0]); renderFull(); }, { size: 24, fill: true }),
              btn("music.fullscreen.repeat", "repeat", "Enable repeat", function () { S.repeat = S.repeat === "off" ? "all" : "off"; renderFull(); renderPlayer(); }, { size: 24 }),
              h("div", { class: "fill" }),
              btn("music.fullscreen.exit", "minimize-2", "Exit full screen", function () { S.fullscreen = false; renderFull(); }, { size: 24 })))));
      }

      /* ---------------- Miniplayer window ---------------- */
      function renderMini() {
        miniHost.innerHTML = "";
        if (!S.miniplayer) return;
        var t = T[S.track], al = AL[t.album];
        var compact = S.miniplayer === "compact";
        var w = compact ? 360 : 300, hgt = compact ? 96 : 360;
        w = Math.min(w, window.innerWidth - 16);
        var pos = S.mini_pos ? { x: S.mini_pos[0], y: S.mini_pos[1] } : { x: Math.max(8, window.innerWidth - w - 24), y: Math.max(8, window.innerHeight - hgt - 96) };
        var liked = isLiked(S.track);
        var controls = h("div", { class: "mc" },
          btn("music.mini.like", liked ? "circle-check" : "circle-plus", liked ? "Remove from Liked Songs" : "Save to Liked Songs", function () { toggleLike(S.track); }, { size: 16, cls: liked ? "on" : "" }),
          btn("music.mini.prev", "skip-back", "Previous", function () { S.position = 0; renderMini(); renderPlayer(); }, { size: 16, fill: true }),
          h("button", { class: "sp-pp", id: "music.mini.play", type: "button", "aria-label": S.playing ? "Pause" : "Play", onclick: function () { togglePlay(); } }, S.playing ? fillIcon("pause", 16) : fillIcon("play", 16)),
          btn("music.mini.next", "skip-forward", "Next", function () { play(S.context, C.queue.next_in_queue[0]); }, { size: 16, fill: true }),
          btn("music.mini.size", compact ? "maximize-2" : "minimize-2", compact ? "Show artwork" : "Hide artwork", function () { S.miniplayer = compact ? "artwork" : "compact"; S.mini_pos = null; renderMini(); }, { size: 16 }));
        var titleArea = h("div", { class: "mt", id: "music.mini.info" }, h("div", { class: "t" }, t.title), h("div", { class: "s" }, artistNames(t)));
        var win = h("div", { class: "sp-mini" + (compact ? " compact" : ""), id: "music.mini", role: "dialog", "aria-label": "Miniplayer",
          style: { left: pos.x + "px", top: pos.y + "px", width: w + "px", height: hgt + "px" } },
          h("div", { class: "mbar", id: "music.mini.bar" }, h("span", { class: "sp-mark", html: SPOTIFY_MARK }), h("span", { class: "mname" }, "Miniplayer"), h("div", { class: "fill" }),
            btn("music.mini.back", "app-window", "Back to main window", function () { S.miniplayer = null; renderMini(); }, { size: 14, placement: "bottom" }),
            btn("music.mini.close", "x", "Close", function () { S.miniplayer = null; renderMini(); }, { size: 16, placement: "bottom" })),
          compact ? h("div", { class: "mrow" }, h("div", { class: "ma", id: "music.mini.thumb" }, cover(info("album", al.id), "mini-sm")), titleArea, controls) :
            [h("div", { class: "ma", id: "music.mini.art" }, cover(info("album", al.id), "mini-art")),
              h("div", { class: "mfoot" }, titleArea, controls,
                h("div", { class: "mprog", id: "music.mini.progress" }, h("div", { class: "fill", style: { width: Math.round(S.position / t.secs * 100) + "%" } })))]);
        kit.draggable(win, win, { bounds: "viewport", onEnd: function (p) { S.mini_pos = [Math.round(p.left), Math.round(p.top)]; } });
        miniHost.appendChild(win);
      }

      /* ---------------- mount ---------------- */
      renderTop();
      renderLib();
      renderMain();
      renderRight();
      renderPlayer();
      renderFull();
      renderMini();
      if (S.lyrics) startLyrics();
      if (loading) kit.after(LOADING_MS, function () { loading = false; S.loading = false; redraw(["main"]); });
      if (!friendsReady) kit.after(FRIENDS_MS, function () { friendsReady = true; S.friends_loading = false; redraw(["right"]); });
      var ls = ctx.byId("music.lib.list");
      if (ls && init.lib_scroll) ls.scrollTop = init.lib_scroll;
      var ms = ctx.byId("music.main");
      if (ms && init.main_scroll) ms.scrollTop = init.main_scroll;
      if (init.dialog) openDialog(init.dialog);
      if (init.devices) devicesPop.open();
      if (init.menu) {
        var mm = /^track:([^:]+):(.+)$/.exec(init.menu);
        if (mm) {
          var anchor = ctx.byId("music.track." + mm[1] + "." + mm[2] + ".more");
          if (anchor) anchor.click();
        } else if (menus[init.menu]) menus[init.menu].open();
      }
    },
  });
})();
