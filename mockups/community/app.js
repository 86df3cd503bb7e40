/* community: a Discord-desktop-like community chat (server "Trail & Lens"), built on the app kit.
 *
 * State keys, types and defaults are declared in manifest.yaml beside this file (the server merges
 * the defaults into ctx.state). Layout: server rail | channel sidebar (+ voice and user panels) |
 * chat (header, messages, composer) | member list, thread panel or search results. Floating
 * surfaces: user popouts, the emoji picker, header popouts (threads, pins, inbox), the pop-out
 * stream window and the picture-in-picture stream (both draggable), the changelog modal, the
 * image viewer, the incoming call, user settings and toasts. Icons, avatars, menus, the message
 * hover toolbar, hover cards, tooltips, dialogs, toasts, dragging and every timer are the kit's.
 */
IGG.app({
  mount: function (root, ctx) {
    "use strict";
    var h = ctx.h, C = ctx.content, kit = ctx.kit;
    var P = C.people, ME = C.me, E = C.emoji;
    var icon = kit.icons("lucide");
    kit.configure({ icons: { close: "lucide:x", check: "lucide:check", submenu: "lucide:chevron-right",
                             prev: "lucide:chevron-left", next: "lucide:chevron-right" } });
    var init = ctx.state || {};

    /* ---------------------------------------------------------------- state */
    var CHANNELS = {};
    C.categories.forEach(function (cat) { cat.channels.forEach(function (c) { c.category = cat.slug; CHANNELS[c.slug] = c; }); });
    var SERVERS = {};
    C.servers.concat(C.folder.servers).forEach(function (s) { SERVERS[s.slug] = s; });
    // The UI state lives in the store (typed by manifest.yaml); the guards only fix bad values.
    var S = ctx.store();
    if (S.server !== "home" && !SERVERS[S.server]) S.server = "trail";
    if (S.server === "trail" && !CHANNELS[S.channel]) S.channel = "general";
    var uploadDone = false, arrived = false;
    if (S.dialog) S.dialog = null;
    if (S.replying) S.replying = null;
    function has(list, v) { return list.indexOf(v) >= 0; }
    function toggled(list, v) { return has(list, v) ? list.filter(function (x) { return x !== v; }) : list.concat([v]); }

    /* ---------------------------------------------------------------- small helpers */
    function person(slug) { return P[slug] || { name: slug, slug: slug, roles: [], status: "offline" }; }
    function name(slug) { return person(slug).name; }
    function roleColor(slug) {
      var p = person(slug);
      for (var i = 0; i < C.role_order.length; i++) if (p.roles.indexOf(C.role_order[i]) >= 0) return C.roles[C.role_order[i]].color;
      return null;
    }
    function avatar(slug, size, extra) {
      var p = person(slug);
      if (p.bot) {
        return h("span", { class: "d-botav", style: { width: size + "px", height: size + "px" } }, icon("bot", { size: Math.round(size * 0.6) }));
      }
      return kit.avatar(p, Object.assign({ size: size, cls: "d-av" }, extra || {}));
    }
    // An avatar with its status dot cut into the corner, as Discord draws presence.
    function avatarStatus(slug, size, bg) {
      return h("span", { class: "d-avs", style: { width: size + "px", height: size + "px" } }, avatar(slug, size),
        h("span", { class: "d-status " + person(slug).status + (bg ? " on-" + bg : "") }));
    }
    function emoji(nameKey, size, cls) {
      var e = E[nameKey];
      if (!e) return h("span", { class: "d-emoji" }, ":" + nameKey + ":");
      return h("span", { class: "d-emoji" + (cls ? " " + cls : ""), "aria-label": ":" + nameKey + ":", role: "img",
        html: '<svg viewBox="' + e[1] + '" width="' + size + '" height="' + size + '">' + e[2] + "</svg>" });
    }
    function eslug(n) { return n.replace(/_/g, "-"); }
    function tips(el) {
      var all = Array.prototype.slice.call(el.querySelectorAll("[data-tip]"));
      if (el.hasAttribute && el.hasAttribute("data-tip")) all.push(el);
      all.forEach(function (x) {
        if (x.kitTip) return;
        x.kitTip = true;
        if (!x.hasAttribute("aria-label")) x.setAttribute("aria-label", x.getAttribute("data-tip"));
        kit.tooltip(x, x.getAttribute("data-tip"), { placement: x.getAttribute("data-tip-at") || "top", delay: 300 });
      });
      return el;
    }
    function btn(id, iconName, label, opts) {
      opts = opts || {};
      return h("button", { class: "d-ibtn" + (opts.cls ? " " + opts.cls : ""), id: id, "data-tip": label, "data-tip-at": opts.at || "bottom",
        onclick: opts.onclick || null }, icon(iconName, { size: opts.size || 20 }));
    }
    function when(t) { return /^(Yesterday|June|May|April|[A-Z][a-z]+ \d)/.test(t) ? t : "Today at " + t; }
    function shortTime(t) { var m = /(\d+:\d\d [AP]M)$/.exec(t); return m ? m[1] : t; }
    function initials(n) {
      return n.split(/\s+/).map(function (w) { return w.charAt(0); }).join("").slice(0, 5);
    }

    /* Rich text: `code`, **bold**, *italic*, <@person>, <#channel>, [label](url), ||spoiler||. */
    function richText(text, spoilerKey) {
      var out = [], re = /(\|\|[^|]+\|\|)|(`[^`]+`)|(\*\*[^*]+\*\*)|(\*[^*]+\*)|(<@[a-z]+>)|(@everyone)|(<#[a-z0-9-]+>)|(\[[^\]]+\]\([^)]+\))/g;
      var last = 0, m, n = 0;
      while ((m = re.exec(text))) {
        if (m.index > last) out.push(text.slice(last, m.index));
        var t = m[0];
        if (m[1]) out.push(spoiler(t.slice(2, -2), spoilerKey + ".spoiler" + (n++ ? n : "")));
        else if (m[2]) out.push(h("code", { class: "d-icode" }, t.slice(1, -1)));
        else if (m[3]) out.push(h("b", null, t.slice(2, -2)));
        else if (m[4]) out.push(h("i", null, t.slice(1, -1)));
        else if (m[5]) { var ps = t.slice(2, -1); out.push(h("span", { class: "d-mention" }, "@" + name(ps))); }
        else if (m[6]) out.push(h("span", { class: "d-mention" }, "@everyone"));
        else if (m[7]) out.push(channelMention(t.slice(2, -1), spoilerKey));
        else if (m[8]) {
          var lm = /\[([^\]]+)\]\(([^)]+)\)/.exec(t);
          out.push(h("a", { class: "d-link", id: spoilerKey ? spoilerKey + ".link" : null, href: "#", "data-url": lm[2],
            onclick: function (e) { e.preventDefault(); leaving(this.getAttribute("data-url")); } }, lm[1]));
        }
        last = m.index + t.length;
      }
      if (last < text.length) out.push(text.slice(last));
      return out;
    }
    // A channel mention is a link to the channel, as in Discord.
    function channelMention(slug, prefix) {
      return h("button", { class: "d-mention", id: prefix && CHANNELS[slug] ? prefix + ".channel." + slug : null,
        onclick: function () { if (CHANNELS[slug]) openServerChannel("trail", slug); } }, icon("hash", { size: 14 }), slug);
    }
    // A text spoiler: hidden (and its links unclickable) until clicked, as Discord's are.
    function spoiler(inner, id) {
      var el = h("span", { class: "d-spoiler" + (has(S.revealed, id) ? " shown" : ""), id: id, role: "button" }, richText(inner, id.replace(/\.spoiler\d*$/, "")));
      el.addEventListener("click", function (e) {
        if (el.classList.contains("shown")) return;
        e.preventDefault(); e.stopPropagation();
        S.revealed = S.revealed.concat([id]); el.classList.add("shown");
      }, true);
      return el;
    }
    // Discord asks before opening a link outside the app.
    function leaving(url) {
      var host = url.replace(/^https?:\/\//, "").split("/")[0];
      S.dialog = "leaving:" + url;
      kit.dialog({ id: "community.leaving", cls: "d-dialog small", title: "Leaving Discord", onClose: function () { S.dialog = null; },
        body: h("div", { class: "d-dbody" }, "This link is taking you to the following website", h("div", { class: "d-urlbox" }, url),
          h("label", { class: "d-check" }, h("span", { class: "d-checkbox" }), "Trust ", h("b", null, host), " links from now on")),
        actions: [{ id: "community.leaving.back", label: "Go Back" }, { id: "community.leaving.visit", label: "Visit Site", primary: true }] });
    }

    /* ---------------------------------------------------------------- skeleton */
    root.className = "d-root";
    var titlebar = h("div", { class: "d-titlebar" },
      h("span", { class: "d-wordmark" }, "Discord"),
      h("span", { class: "d-fill" }),
      h("span", { class: "d-winbtn" }, icon("minus", { size: 14 })),
      h("span", { class: "d-winbtn" }, icon("square", { size: 11 })),
      h("span", { class: "d-winbtn close" }, icon("x", { size: 15 })));
    var rail = h("nav", { class: "d-rail", id: "community.rail" });
    var sidebar = h("div", { class: "d-sidebar" });
    var main = h("div", { class: "d-main" });
    var nav = h("div", { class: "d-nav" }, rail, sidebar);
    var scrim = h("div", { class: "d-scrim", id: "community.drawer.scrim", onclick: function () { setDrawer(false); } });
    var body = h("div", { class: "d-body" + (S.drawer ? " drawer" : "") }, nav, scrim, main);
    var layer = h("div", { class: "d-layer" });
    root.appendChild(titlebar); root.appendChild(body); root.appendChild(layer);
    function setDrawer(on) { S.drawer = on; body.classList.toggle("drawer", on); }

    /* ---------------------------------------------------------------- server rail */
    function pill(kind) { return h("span", { class: "d-pill " + kind }); }
    function serverIcon(s, opts) {
      opts = opts || {};
      var selected = S.server === s.slug;
      var el = h("div", { class: "d-rail-item" + (selected ? " selected" : "") + (s.unread ? " unread" : "") },
        pill(selected ? "selected" : s.unread ? "unread" : "none"),
        h("button", { class: "d-server" + (s.icon ? " photo" : ""), id: "community.server." + s.slug, "data-tip": s.name, "data-tip-at": "right",
          onclick: function () { openServer(s.slug); } },
          s.icon ? h("img", { src: s.icon, alt: "", draggable: "false" }) : h("span", { class: "d-acronym" + (initials(s.name).length > 3 ? " long" : "") }, initials(s.name)),
          s.mentions ? h("span", { class: "d-badge rail" }, String(s.mentions)) : null));
      if (opts.inFolder) el.classList.add("in-folder");
      return el;
    }
    function renderRail() {
      var keep = rail.scrollTop;
      rail.innerHTML = "";
      var home = S.server === "home";
      rail.appendChild(h("div", { class: "d-rail-item" + (home ? " selected" : "") }, pill(home ? "selected" : "none"),
        h("button", { class: "d-server home", id: "community.rail.home", "data-tip": "Direct Messages", "data-tip-at": "right",
          onclick: function () { openHome(); } }, icon("message-circle", { size: 26, stroke: 2.2 }),
          C.dm_unread.linh ? h("span", { class: "d-badge rail" }, String(C.dm_unread.linh)) : null)));
      rail.appendChild(h("div", { class: "d-rail-sep" }));
      C.servers.forEach(function (s) {
        rail.appendChild(serverIcon(s));
        if (s.slug === C.folder.after) rail.appendChild(renderFolder());
      });
      rail.appendChild(h("div", { class: "d-rail-item" }, h("button", { class: "d-server action", id: "community.rail.add", "data-tip": "Add a Server", "data-tip-at": "right" }, icon("plus", { size: 24 }))));
      rail.appendChild(h("div", { class: "d-rail-item" }, h("button", { class: "d-server action", id: "community.rail.discover", "data-tip": "Discover", "data-tip-at": "right" }, icon("compass", { size: 24 }))));
      rail.appendChild(h("div", { class: "d-rail-sep" }));
      rail.appendChild(h("div", { class: "d-rail-item" }, h("button", { class: "d-server action", id: "community.rail.download", "data-tip": "Download Apps", "data-tip-at": "right" }, icon("download", { size: 22 }))));
      tips(rail);
      rail.scrollTop = keep || init.rail_scroll || 0;
    }
    // A server folder: closed it shows its first four icons in a 2x2 grid; open it lists them.
    function renderFolder() {
      var f = C.folder, open = S.folder_open;
      var unread = f.servers.some(function (s) { return s.unread || s.mentions; });
      var mentions = f.servers.reduce(function (n, s) { return n + s.mentions; }, 0);
      var wrap = h("div", { class: "d-folder" + (open ? " open" : "") });
      var head = h("div", { class: "d-rail-item" + (unread && !open ? " unread" : "") }, pill(unread && !open ? "unread" : "none"),
        h("button", { class: "d-server folder", id: "community.folder." + f.slug, "data-tip": f.name, "data-tip-at": "right",
          onclick: function () { S.folder_open = !S.folder_open; renderRail(); } },
          open ? icon("folder", { size: 22, color: f.color })
            : h("span", { class: "d-folder-grid" }, f.servers.slice(0, 4).map(function (s) {
              return h("span", { class: "d-mini" }, s.icon ? h("img", { src: s.icon, alt: "" }) : initials(s.name).slice(0, 2));
            })),
          !open && mentions ? h("span", { class: "d-badge rail" }, String(mentions)) : null));
      wrap.appendChild(head);
      if (open) f.servers.forEach(function (s) { wrap.appendChild(serverIcon(s, { inFolder: true })); });
      return wrap;
    }

    /* ---------------------------------------------------------------- navigation */
    function closeTransient() { closeFloating(); S.popout = null; S.picker = null; S.header_popout = null; }
    function openServer(slug) {
      closeTransient();
      S.server = slug; S.thread = null; S.search = null; S.dm = null; S.call = null;
      S.channel = slug === "trail" ? "general" : (C.other_servers[slug] || { channels: ["general"] }).channels[0];
      leaveStreamView();
      renderAll();
    }
    function openHome() {
      closeTransient();
      S.server = "home"; S.thread = null; S.search = null; S.dm = null;
      leaveStreamView();
      renderAll();
    }
    function openChannel(slug) {
      closeTransient();
      var c = CHANNELS[slug];
      S.channel = slug; S.thread = null; S.search = null; S.drawer = false; body.classList.remove("drawer");
      if (c && (c.kind === "voice" || c.kind === "stage")) {
        if (c.kind === "voice" && S.voice !== slug) joinVoice(slug);
      } else leaveStreamView();
      renderSidebar(); renderMain();
    }
    function openDm(slug) {
      closeTransient();
      S.server = "home"; S.dm = slug; S.drawer = false; body.classList.remove("drawer");
      if (S.call && S.call !== slug) S.call = null;
      renderAll();
    }
    // Leaving the voice channel's view while watching a stream keeps it playing in a small
    // picture-in-picture window, as Discord does.
    function leaveStreamView() { if (S.stream === "inline") { S.stream = "pip"; S.stream_at = null; renderStreamWindow(); } }

    /* ---------------------------------------------------------------- voice */
    var voiceTimer = null;
    function joinVoice(slug) {
      S.voice = slug; S.voice_state = "connecting";
      if (voiceTimer) voiceTimer.cancel();
      // "RTC Connecting" for about two seconds, then "Voice Connected".
      voiceTimer = kit.after(2000, function () { S.voice_state = "connected"; renderSidebar(); if (isVoiceView()) renderMain(); });
    }
    function disconnect() {
      S.voice = null; S.stream = null; S.stream_at = null;
      renderStreamWindow(); renderSidebar(); renderMain();
    }
    function isVoiceView() { var c = CHANNELS[S.channel]; return S.server === "trail" && c && c.kind === "voice"; }

    /* ---------------------------------------------------------------- channel sidebar */
    var SERVER_MENU = [
      mi("boost", "Server Boost", { icon: "lucide:rocket" }),
      { divider: true },
      mi("invite", "Invite People", { icon: "lucide:user-round-plus", cls: "accent" }),
      mi("settings", "Server Settings", { icon: "lucide:settings" }),
      mi("create-channel", "Create Channel", { icon: "lucide:circle-plus" }),
      mi("create-category", "Create Category", { icon: "lucide:folder" }),
      mi("create-event", "Create Event", { icon: "lucide:calendar-days" }),
      mi("app-directory", "App Directory", { icon: "lucide:bot" }),
      { divider: true },
      mi("show-all", "Show All Channels", { checked: true }),
      mi("notifications", "Notification Settings", { icon: "lucide:bell", onSelect: function () { openServerNotifications(); } }),
      mi("privacy", "Privacy Settings", { icon: "lucide:shield-check" }),
      { divider: true },
      mi("profile", "Edit Per-server Profile", { icon: "lucide:pencil" }),
      mi("hide-muted", "Hide Muted Channels", { checked: false }),
      { divider: true },
      mi("leave", "Leave Server", { danger: true, icon: "lucide:log-out" }),
    ];
    // Every menu command is recorded (S.command) before its own effect runs.
    function mi(key, label, extra) {
      var item = Object.assign({ id: "community.menu." + key, label: label }, extra || {});
      if (!item.submenu) {
        var own = item.onSelect;
        item.onSelect = function (it) { S.command = key; if (own) own(it); };
      }
      return item;
    }
    var KIND_ICON = { text: "hash", announce: "megaphone", rules: "book-check", forum: "messages-square", voice: "volume-2", stage: "podcast" };

    function renderSidebar() {
      var old = sidebar.querySelector(".d-side-scroll");
      var keep = old ? old.scrollTop : (init.sidebar_scroll || 0);
      sidebar.innerHTML = "";
      if (S.server === "home") renderHomeSidebar();
      else if (S.server === "trail") renderServerSidebar();
      else renderOtherSidebar();
      sidebar.appendChild(renderVoicePanel(true));
      sidebar.appendChild(renderUserPanel());
      var sc = sidebar.querySelector(".d-side-scroll");
      if (sc) sc.scrollTop = keep;
      tips(sidebar);
    }
    function serverHeader(title, withBanner) {
      var head = h("button", { class: "d-side-head" + (withBanner ? " banner" : ""), id: "community.server-menu" },
        h("span", { class: "d-side-title" }, title), icon("chevron-down", { size: 18 }));
      kit.menu(head, SERVER_MENU, { id: "community.menu", placement: "bottom-start", cls: "d-menu server" });
      return head;
    }
    function renderServerSidebar() {
      sidebar.appendChild(serverHeader(C.server.name, true));
      var sc = h("div", { class: "d-side-scroll", id: "community.sidebar" });
      sc.appendChild(h("div", { class: "d-banner" }, h("img", { src: C.server.banner, alt: C.server.banner_alt })));
      sc.appendChild(h("button", { class: "d-ch top", id: "community.events" }, icon("calendar-days", { size: 20 }), h("span", { class: "d-ch-name" }, "1 Event")));
      sc.appendChild(h("button", { class: "d-ch top", id: "community.browse" }, icon("list-tree", { size: 20 }), h("span", { class: "d-ch-name" }, "Browse Channels")));
      sc.appendChild(h("div", { class: "d-side-sep" }));
      C.categories.forEach(function (cat) {
        var collapsed = S.collapsed.indexOf(cat.slug) >= 0;
        var head = h("div", { class: "d-cat" + (collapsed ? " collapsed" : "") },
          h("button", { class: "d-cat-btn", id: "community.category." + cat.slug, "aria-expanded": String(!collapsed),
            onclick: function () {
              S.collapsed = toggled(S.collapsed, cat.slug);
              renderSidebar();
            } }, icon("chevron-down", { size: 12, stroke: 3 }), h("span", null, cat.name)),
          h("button", { class: "d-cat-add", id: "community.category." + cat.slug + ".create", "data-tip": "Create Channel", onclick: function () { openCreateChannel(cat); } }, icon("plus", { size: 16 })));
        sc.appendChild(head);
        cat.channels.forEach(function (c) {
          var selected = S.channel === c.slug && S.server === "trail";
          var connected = S.voice === c.slug;
          if (collapsed && !selected && !(c.voice && c.voice.length && c.kind === "voice" && connected)) return;
          sc.appendChild(channelRow(c, selected));
          if (!collapsed && c.kind === "voice") sc.appendChild(voiceUsers(c));
          if (!collapsed && c.slug === "general") sc.appendChild(threadRows());
        });
      });
      sc.appendChild(h("div", { class: "d-side-end" }));
      sidebar.appendChild(sc);
    }
    function channelRow(c, selected) {
      var unread = c.unread && !selected;
      var row = h("div", { class: "d-ch-row" + (selected ? " selected" : "") + (unread || c.mentions ? " unread" : "") },
        unread || c.mentions ? h("span", { class: "d-ch-pill" }) : null,
        h("button", { class: "d-ch", id: "community.channel." + c.slug, onclick: function () { openChannel(c.slug); } },
          icon(KIND_ICON[c.kind] || "hash", { size: 20 }), h("span", { class: "d-ch-name" }, c.name)),
        h("span", { class: "d-ch-tools" },
          h("button", { class: "d-ch-tool", id: "community.channel." + c.slug + ".invite", "data-tip": "Create Invite",
            onclick: function () { openInvite(c); } }, icon("user-round-plus", { size: 16 })),
          h("button", { class: "d-ch-tool", id: "community.channel." + c.slug + ".settings", "data-tip": "Edit Channel" }, icon("settings", { size: 16 }))),
        c.mentions ? h("span", { class: "d-badge" }, String(c.mentions)) : null);
      return row;
    }
    function voiceUsers(c) {
      var list = c.voice.map(function (v) { return { who: v.who, flag: v.flag }; });
      if (S.voice === c.slug) list.push({ who: ME, flag: S.voice_state === "connecting" ? "connecting" : "" });
      return h("div", { class: "d-vusers" }, list.map(function (v) {
        var row = h("div", { class: "d-vuser", id: "community.voice." + c.slug + "." + v.who },
          avatar(v.who, 24), h("span", { class: "d-vuser-name" }, name(v.who)),
          h("span", { class: "d-fill" }),
          v.flag === "muted" ? icon("mic-off", { size: 16, cls: "d-vflag" }) : null,
          v.flag === "deaf" ? icon("headphone-off", { size: 16, cls: "d-vflag" }) : null,
          v.flag === "live" ? h("span", { class: "d-live", id: "community.voice." + c.slug + "." + v.who + ".live" }, "LIVE") : null);
        if (v.flag === "live") {
          // Hovering a streamer shows a preview of the stream with "Watch Stream" (Discord's stream preview).
          streamPreview = kit.hoverCard(row, function () {
            return [h("div", { class: "d-sprev-img" }, h("img", { src: C.stream.photo_url, alt: streamAlt() }), h("span", { class: "d-live" }, "LIVE")),
              h("div", { class: "d-sprev-body" },
                h("div", { class: "d-sprev-t" }, name(v.who), " \u2014 ", C.stream.title),
                h("button", { class: "d-btn primary full", id: "community.stream-preview.watch", onclick: function () { watchStream(); } }, "Watch Stream"))];
          }, { id: "community.stream-preview", cls: "d-sprev", placement: "right-start", openDelay: 500 });
        }
        return row;
      }));
    }
    function threadRows() {
      var mine = ["dolomites-av1", "rain-shells"];
      return h("div", { class: "d-tlinks" }, mine.map(function (slug, i) {
        var t = C.threads[slug];
        return h("button", { class: "d-tlink" + (S.thread === slug ? " selected" : ""), id: "community.thread-link." + slug,
          onclick: function () { openThread(slug); } },
          h("span", { class: "d-tbranch" + (i === mine.length - 1 ? " last" : "") }), h("span", { class: "d-ch-name" }, t.name));
      }));
    }
    function renderOtherSidebar() {
      var s = SERVERS[S.server], o = C.other_servers[S.server];
      sidebar.appendChild(serverHeader(s.name, false));
      var sc = h("div", { class: "d-side-scroll", id: "community.sidebar" });
      sc.appendChild(h("div", { class: "d-cat" }, h("button", { class: "d-cat-btn", id: "community.category.text" }, icon("chevron-down", { size: 12, stroke: 3 }), h("span", null, "Text Channels"))));
      o.channels.forEach(function (ch) {
        var selected = S.channel === ch;
        sc.appendChild(h("div", { class: "d-ch-row" + (selected ? " selected" : "") },
          h("button", { class: "d-ch", id: "community.channel." + S.server + "." + ch, onclick: function () { S.channel = ch; renderSidebar(); renderMain(); } },
            icon("hash", { size: 20 }), h("span", { class: "d-ch-name" }, ch))));
      });
      sc.appendChild(h("div", { class: "d-cat" }, h("button", { class: "d-cat-btn", id: "community.category.voice" }, icon("chevron-down", { size: 12, stroke: 3 }), h("span", null, "Voice Channels"))));
      sc.appendChild(h("div", { class: "d-ch-row" }, h("button", { class: "d-ch", id: "community.channel." + S.server + ".lounge" }, icon("volume-2", { size: 20 }), h("span", { class: "d-ch-name" }, "Lounge"))));
      sidebar.appendChild(sc);
    }
    function renderHomeSidebar() {
      sidebar.appendChild(h("div", { class: "d-side-head search" }, h("button", { class: "d-findconv", id: "community.find" }, "Find or start a conversation")));
      var sc = h("div", { class: "d-side-scroll home", id: "community.dms" });
      [["friends", "Friends", "users-round"], ["nitro", "Nitro", "zap"], ["shop", "Shop", "store"]].forEach(function (r) {
        var on = r[0] === "friends" && !S.dm;
        sc.appendChild(h("button", { class: "d-home-row" + (on ? " selected" : ""), id: "community.home." + r[0],
          onclick: r[0] === "friends" ? function () { S.dm = null; S.call = null; renderAll(); } : null },
          icon(r[2], { size: 22 }), h("span", null, r[1]),
          r[0] === "friends" && C.pending.length ? h("span", { class: "d-badge" }, String(C.pending.filter(function (p) { return p.dir === "incoming"; }).length)) : null));
      });
      sc.appendChild(h("div", { class: "d-dm-head" }, h("span", null, "Direct Messages"),
        h("button", { class: "d-dm-add", id: "community.dm-add", "data-tip": "Create DM" }, icon("plus", { size: 16 }))));
      C.dm_order.forEach(function (slug) {
        var p = person(slug), selected = S.dm === slug;
        var row = h("div", { class: "d-dm" + (selected ? " selected" : "") + (C.dm_unread[slug] && !selected ? " unread" : "") },
          h("button", { class: "d-dm-open", id: "community.dm." + slug, onclick: function () { openDm(slug); } },
            avatarStatus(slug, 32, "side"),
            h("span", { class: "d-dm-text" }, h("span", { class: "d-dm-name" }, p.name), p.activity ? h("span", { class: "d-dm-sub" }, p.activity) : null),
            C.dm_unread[slug] && !selected ? h("span", { class: "d-badge" }, String(C.dm_unread[slug])) : null),
          h("button", { class: "d-dm-close", id: "community.dm." + slug + ".close", "aria-label": "Close DM",
            onclick: function (e) { e.stopPropagation(); row.remove(); S.closed_dms = S.closed_dms.concat([slug]); } }, icon("x", { size: 16 })));
        sc.appendChild(row);
      });
      sidebar.appendChild(sc);
    }
    var voicePanelEl = null;
    function renderVoicePanel(fresh) {
      var el = h("div", { class: "d-vpanel", hidden: !S.voice });
      if (S.voice) {
        var connecting = S.voice_state === "connecting";
        el.appendChild(h("div", { class: "d-vpanel-top" },
          h("div", { class: "d-vpanel-info" },
            h("div", { class: "d-vpanel-state" + (connecting ? " connecting" : "") }, icon("signal", { size: 16, stroke: 2.5 }), connecting ? "RTC Connecting" : "Voice Connected"),
            h("button", { class: "d-vpanel-where", id: "community.voicepanel.channel", onclick: function () { openServerChannel("trail", S.voice); } },
              CHANNELS[S.voice].name + " / " + C.server.name)),
          btn("community.voicepanel.noise", "audio-lines", "Noise Suppression", { size: 18, at: "top" }),
          btn("community.voicepanel.disconnect", "phone-off", "Disconnect", { size: 18, at: "top", cls: "danger", onclick: disconnect })));
        el.appendChild(h("div", { class: "d-vpanel-btns" },
          h("button", { class: "d-vbtn", id: "community.voicepanel.video", "data-tip": "Turn On Camera" }, icon("video", { size: 18 })),
          h("button", { class: "d-vbtn", id: "community.voicepanel.share", "data-tip": "Share Your Screen" }, icon("monitor-up", { size: 18 })),
          h("button", { class: "d-vbtn", id: "community.voicepanel.activity", "data-tip": "Start an Activity" }, icon("rocket", { size: 18 })),
          h("button", { class: "d-vbtn", id: "community.voicepanel.soundboard", "data-tip": "Open Soundboard" }, icon("audio-lines", { size: 18 }))));
      }
      if (!fresh && voicePanelEl && voicePanelEl.isConnected) { voicePanelEl.replaceWith(tips(el)); }
      voicePanelEl = el;
      return el;
    }
    function openServerChannel(server, slug) { if (S.server !== server) { S.server = server; renderRail(); } openChannel(slug); }
    function renderUserPanel() {
      var me = person(ME);
      return h("div", { class: "d-upanel" },
        h("button", { class: "d-upanel-me", id: "community.userpanel.me", onclick: function (e) { openPopout(ME, e.currentTarget, "top-start"); } },
          avatarStatus(ME, 32, "panel"),
          h("span", { class: "d-upanel-text" }, h("span", { class: "d-upanel-name" }, me.name), h("span", { class: "d-upanel-sub" }, "Online"))),
        h("button", { class: "d-ibtn sm" + (S.muted ? " off" : ""), id: "community.userpanel.mute", "data-tip": S.muted ? "Unmute" : "Mute",
          onclick: function () { S.muted = !S.muted; renderSidebar(); } }, icon(S.muted ? "mic-off" : "mic", { size: 20 })),
        h("button", { class: "d-ibtn sm" + (S.deafened ? " off" : ""), id: "community.userpanel.deafen", "data-tip": S.deafened ? "Undeafen" : "Deafen",
          onclick: function () { S.deafened = !S.deafened; renderSidebar(); } }, icon(S.deafened ? "headphone-off" : "headphones", { size: 20 })),
        h("button", { class: "d-ibtn sm", id: "community.userpanel.settings", "data-tip": "User Settings", onclick: function () { openSettings("account"); } }, icon("settings", { size: 20 })));
    }

    /* ---------------------------------------------------------------- messages */
    var QUICK = ["thumbsup", "joy", "heart"];
    var msgs = IGG.messages;
    // The reaction row under a message (IGG.messages): S.reacted holds the reactions you toggled,
    // yours where the content had none, removed where it had.
    function reactionRow(prefix, m) {
      return msgs.reactions(prefix, m.reactions, { reacted: S.reacted, slug: eslug, cls: "d-reacts", chipCls: "d-react", countCls: "d-react-n",
        emoji: function (e) { return emoji(e, 16); },
        tip: function (r) { return ":" + r.emoji + ": reacted by " + (r.mine ? "you and " : "") + Math.max(1, r.count - (r.mine ? 1 : 0)) + " others"; },
        tipOpts: { placement: "top", delay: 300 },
        onToggle: function (e) { S.reacted = msgs.toggle(S.reacted, prefix, e); rerender(prefix); },
        add: { icon: icon("smile-plus", { size: 18 }), tip: "Add Reaction", onClick: function (e) { openPicker(e.currentTarget, prefix); } } });
    }
    function addReaction(prefix, e) {
      var row = ctx.byId(prefix);
      if (row && row._msg && msgs.mine(row._msg.reactions, S.reacted, prefix, e)) return;
      S.reacted = msgs.toggle(S.reacted, prefix, e);
      rerender(prefix);
    }
    function rerender(prefix) {
      var el = ctx.byId(prefix);
      if (!el || !el._msg) return;
      el.replaceWith(tips(renderMessage(el._msg, prefix, el._opts)));
    }
    function reactAddMenu(prefix) {
      return ["thumbsup", "heart", "joy", "fire", "tada", "eyes", "pray", "100"].map(function (e) {
        return { id: "community.menu.react." + eslug(e), label: ":" + e + ":", icon: emoji(e, 20), onSelect: function () { addReaction(prefix, e); } };
      }).concat([{ divider: true }, mi("react.more", "View More")]);
    }
    function messageMenu(prefix, m) {
      return [
        mi("react", "Add Reaction", { submenu: reactAddMenu(prefix), submenuId: "community.menu.react" }),
        mi("reply", "Reply", { icon: "lucide:reply" }),
        mi("forward", "Forward", { icon: "lucide:forward" }),
        mi("thread", "Create Thread", { icon: "lucide:message-square-plus" }),
        { divider: true },
        mi("unread", "Mark Unread", { icon: "lucide:mail" }),
        mi("copy-link", "Copy Message Link", { icon: "lucide:link", onSelect: function () { toast("Link copied!"); } }),
        mi("speak", "Speak Message", { icon: "lucide:volume-2" }),
        mi("apps", "Apps", { submenu: [mi("apps.translate", "Translate"), mi("apps.remind", "Remind me in 1 hour"), mi("apps.bookmark", "Bookmark")] }),
        { divider: true },
        mi("report", "Report Message", { danger: true, icon: "lucide:flag" }),
        mi("copy-id", "Copy Message ID", { icon: "lucide:copy" }),
      ];
    }
    function replyRef(prefix, m) {
      var target = findInList(m._list, m.reply_to);
      if (!target) return null;
      return h("button", { class: "d-replyref", id: prefix + ".replyref", onclick: function () { jumpTo("community.msg." + target.slug); } },
        h("span", { class: "d-replyline" }), avatar(target.author, 16),
        h("span", { class: "d-replyname", style: { color: roleColor(target.author) } }, "@" + name(target.author)),
        h("span", { class: "d-replytext" }, target.text.replace(/\*\*|\|\||<[@#]|>/g, "").slice(0, 110) || "Click to see attachment"));
    }
    function findInList(list, slug) { var f = null; (list || []).forEach(function (x) { if (x.slug === slug) f = x; }); return f; }

    function renderMessage(m, prefix, opts) {
      opts = opts || {};
      if (m.system === "join") {
        return h("div", { class: "d-msg system", id: prefix }, h("span", { class: "d-msg-gut" }, icon("arrow-right", { size: 16, cls: "d-join" })),
          h("div", { class: "d-msg-body" }, "Welcome, ", h("button", { class: "d-name", id: prefix + ".author", onclick: function (e) { openPopout(m.who, e.currentTarget); } }, name(m.who)),
            ". We hope you brought pizza. ", h("span", { class: "d-time" }, when(m.time))));
      }
      var compact = !!opts.compact;
      var row = h("div", { class: "d-msg" + (compact ? " compact" : "") + (m.mention_me ? " mentioned" : ""), id: prefix });
      if (!compact && m.reply_to) { var ref = replyRef(prefix, m); if (ref) row.appendChild(ref); }
      var gutter = h("div", { class: "d-msg-gut" });
      if (compact) gutter.appendChild(h("span", { class: "d-htime" }, shortTime(m.time)));
      else gutter.appendChild(h("button", { class: "d-msg-av", id: prefix + ".avatar", onclick: function (e) { openPopout(m.author, e.currentTarget); } }, avatar(m.author, 40)));
      var content = h("div", { class: "d-msg-body" });
      if (!compact) {
        var p = person(m.author);
        content.appendChild(h("div", { class: "d-msg-head" },
          h("button", { class: "d-name", id: prefix + ".author", style: { color: roleColor(m.author) }, onclick: function (e) { openPopout(m.author, e.currentTarget); } }, p.name),
          p.bot ? h("span", { class: "d-bottag" }, icon("check", { size: 10, stroke: 4 }), "APP") : null,
          h("span", { class: "d-time" }, when(m.time))));
      }
      if (m.text) content.appendChild(h("div", { class: "d-msg-text" }, richText(m.text, prefix)));
      if (m.image) {
        var img = h("div", { class: "d-att" },
          h("button", { class: "d-att-img", id: prefix + ".image", onclick: function () { openViewer(m.image, m.author); } },
            h("img", { src: m.image.url, alt: m.image.name, width: 400, height: 300 })));
        // Discord's media hover bar: Download, Open in browser, More.
        var bar = kit.hoverToolbar(img, [
          { id: prefix + ".image.download", icon: "lucide:download", label: "Download", onClick: function () { toast("Saved " + m.image.name); } },
          { id: prefix + ".image.open", icon: "lucide:square-arrow-out-up-right", label: "Open in Browser", onClick: function () { leaving("https://cdn.discordapp.com/attachments/" + m.image.name); } },
          { id: prefix + ".image.more", icon: "lucide:ellipsis", label: "More" },
        ], { cls: "d-attbar", placement: "top-right" });
        void bar;
        content.appendChild(img);
      }
      if (m.file) {
        var f = C.files[m.file];
        content.appendChild(h("div", { class: "d-file" }, h("span", { class: "d-file-ic" }, icon("file-text", { size: 30 })),
          h("div", { class: "d-file-meta" }, h("a", { class: "d-link", id: prefix + ".file", href: "#", onclick: function (e) { e.preventDefault(); toast("Downloading " + f.name); } }, f.name),
            h("div", { class: "d-file-size" }, f.size)),
          h("button", { class: "d-ibtn sm", id: prefix + ".file.download", "data-tip": "Download", onclick: function () { toast("Downloading " + f.name); } }, icon("download", { size: 20 }))));
      }
      if (m.embed) {
        content.appendChild(h("div", { class: "d-embed", style: { borderLeftColor: m.embed.color } },
          h("div", { class: "d-embed-site" }, m.embed.site),
          h("a", { class: "d-embed-title", id: prefix + ".embed", href: "#", onclick: function (e) { e.preventDefault(); leaving(m.embed.url); } }, m.embed.title),
          h("div", { class: "d-embed-desc" }, m.embed.desc)));
      }
      if (m.buttons) {
        content.appendChild(h("div", { class: "d-components" }, m.buttons.map(function (b) {
          return h("button", { class: "d-btn " + (b.style || "secondary"), id: prefix + ".button." + b.key,
            onclick: function () { toast(b.done); } }, b.icon ? icon(b.icon, { size: 16 }) : null, b.label);
        })));
      }
      if (m.thread && !opts.inThread) {
        var t = C.threads[m.thread];
        var lastMsg = t.messages[t.messages.length - 1];
        content.appendChild(h("div", { class: "d-thread-embed" },
          h("div", { class: "d-thread-top" },
            h("button", { class: "d-thread-name", id: prefix + ".thread-name", onclick: function () { openThread(m.thread); } }, t.name),
            h("button", { class: "d-thread-count", id: prefix + ".thread-count", onclick: function () { openThread(m.thread); } }, t.messages.length + " Messages", icon("chevron-right", { size: 14 }))),
          h("div", { class: "d-thread-last" }, avatar(lastMsg[0], 16), h("b", { style: { color: roleColor(lastMsg[0]) } }, name(lastMsg[0])),
            h("span", null, lastMsg[2].replace(/<#[a-z-]+>/g, "#trip-reports")), h("span", { class: "d-time" }, t.updated))));
      }
      var reacts = reactionRow(prefix, m);
      if (reacts) content.appendChild(reacts);
      row.appendChild(gutter); row.appendChild(content);
      // Discord's message actions: recent quick reactions, then Add Reaction, Reply, Forward, Create Thread, More.
      msgs.toolbar(row, { id: prefix, slug: eslug, cls: "d-actions", placement: "top-right", sepCls: "d-bar-sep",
        quick: QUICK.map(function (q) { return { emoji: q, label: ":" + q + ":", tip: "Click to react with :" + q + ":" }; }),
        quickIcon: function (e) { return emoji(e, 20); }, quickCls: "quick", tipOpts: { placement: "top", delay: 300 },
        onQuick: function (e) { addReaction(prefix, e); },
        actions: [
          { id: prefix + ".react", icon: "lucide:smile-plus", label: "Add Reaction", onClick: function (e) { openPicker(e.currentTarget, prefix); } },
          { id: prefix + ".reply", icon: "lucide:reply", label: "Reply", onClick: function () { startReply(m); } },
          { id: prefix + ".forward", icon: "lucide:forward", label: "Forward", onClick: function () { openForward(m); } },
          opts.inThread ? null : { id: prefix + ".create-thread", icon: "lucide:message-square-plus", label: "Create Thread", onClick: function () { if (m.thread) openThread(m.thread); } },
        ],
        more: { icon: icon("ellipsis", { size: 20 }), label: "More", items: messageMenu(prefix, m),
                menu: { id: "community.menu", placement: "left-start", cls: "d-menu" } } });
      row._msg = m; row._opts = opts;
      return row;
    }
    function messageList(list, prefixOf, outer, opts) {
      opts = opts || {};
      var prev = null;
      list.forEach(function (m) {
        m._list = list;
        if (m.day) { outer.appendChild(h("div", { class: "d-day" }, h("span", null, m.day))); prev = null; }
        if (m.unread_start && opts.unread) {
          outer.appendChild(h("div", { class: "d-newline", id: "community.messages.new" }, h("span", { class: "d-newtag" }, "NEW")));
          prev = null;
        }
        var compact = prev && !m.system && !prev.system && prev.author === m.author && !m.reply_to && !prev.thread && sameMinuteGroup(prev, m);
        outer.appendChild(renderMessage(m, prefixOf(m), { compact: compact }));
        prev = m;
      });
    }
    // Discord groups a sender's messages that follow within a few minutes on the same day.
    function minutesOf(t) {
      var m = /(\d+):(\d\d) ([AP]M)$/.exec(t);
      if (!m) return null;
      var day = t.indexOf(" at ") >= 0 ? t.split(" at ")[0] : "Today";
      return { day: day, min: (parseInt(m[1], 10) % 12 + (m[3] === "PM" ? 12 : 0)) * 60 + parseInt(m[2], 10) };
    }
    function sameMinuteGroup(a, b) {
      var x = minutesOf(a.time), y = minutesOf(b.time);
      return !!(x && y && x.day === y.day && y.min - x.min >= 0 && y.min - x.min <= 7);
    }

    function startReply(m) {
      var bar = main.querySelector(".d-replying");
      if (bar) bar.remove();
      S.replying = m.slug;
      var comp = main.querySelector(".d-composer");
      if (!comp) return;
      comp.parentNode.insertBefore(h("div", { class: "d-replying", id: "community.composer.replying" },
        h("span", null, "Replying to ", h("b", { style: { color: roleColor(m.author) } }, name(m.author))),
        h("span", { class: "d-fill" }),
        h("button", { class: "d-ibtn sm", id: "community.composer.replying.cancel", onclick: function () { this.parentNode.remove(); S.replying = null; } }, icon("circle-x", { size: 18 }))), comp);
    }
    function openForward(m) {
      kit.dialog({ id: "community.forward", cls: "d-dialog", title: "Forward To",
        body: h("div", { class: "d-dbody" }, h("div", { class: "d-input" }, "Search"),
          ["linh", "amara", "haruto", "sipho"].map(function (s) {
            return h("label", { class: "d-fwd-row", id: "community.forward." + s }, avatar(s, 32), h("span", null, name(s)), h("span", { class: "d-fill" }), h("span", { class: "d-checkbox" }));
          }),
          h("div", { class: "d-quote" }, richText(m.text || "Attachment", null))),
        actions: [{ id: "community.forward.send", label: "Send", primary: true, disabled: true }] });
    }

    /* ---------------------------------------------------------------- main pane */
    var msgScroll = null;
    function renderMain() {
      closeFloating();
      main.innerHTML = "";
      msgScroll = null;
      main.className = "d-main";
      if (S.server === "home") { S.dm ? renderDmView() : renderFriends(); }
      else if (S.server !== "trail") renderOtherChannel();
      else {
        var c = CHANNELS[S.channel];
        if (c.kind === "forum") renderForum(c);
        else if (c.kind === "voice" || c.kind === "stage") renderVoiceView(c);
        else renderTextChannel(c);
      }
      tips(main);
    }
    function hamburger() {
      return h("button", { class: "d-ibtn d-burger", id: "community.drawer", "data-tip": "Channels", onclick: function () { setDrawer(true); } }, icon("menu", { size: 22 }));
    }
    function headerTools(c) {
      var tools = h("div", { class: "d-head-tools" });
      if (c) {
        tools.appendChild(btn("community.header.threads", "messages-square", "Threads", { onclick: function (e) { toggleHeaderPopout("threads", e.currentTarget); } }));
        tools.appendChild(btn("community.header.notifications", "bell", "Notification Settings"));
        tools.appendChild(btn("community.header.pins", "pin", "Pinned Messages", { onclick: function (e) { toggleHeaderPopout("pins", e.currentTarget); } }));
        tools.appendChild(btn("community.header.members", "users", S.members ? "Hide Member List" : "Show Member List",
          { cls: S.members ? "on" : "", onclick: function () { S.members = !S.members; S.search = null; S.thread = null; renderMain(); } }));
      }
      tools.appendChild(h("button", { class: "d-search", id: "community.search", onclick: function () { runSearch("gpx"); } },
        h("span", { class: "d-search-t" + (S.search ? " filled" : "") }, S.search || "Search"), icon("search", { size: 16 })));
      tools.appendChild(btn("community.header.inbox", "inbox", "Inbox", { onclick: function (e) { toggleHeaderPopout("inbox", e.currentTarget); } }));
      tools.appendChild(btn("community.header.help", "circle-help", "Help"));
      return tools;
    }
    function renderTextChannel(c) {
      main.appendChild(h("div", { class: "d-head", id: "community.header" }, hamburger(),
        icon(KIND_ICON[c.kind], { size: 24, cls: "d-head-ic" }), h("span", { class: "d-head-name" }, c.name),
        c.topic ? h("span", { class: "d-head-div" }) : null,
        c.topic ? h("span", { class: "d-head-topic" }, c.topic) : null,
        headerTools(c)));
      var cols = h("div", { class: "d-cols" });
      var chat = h("div", { class: "d-chat" });
      var list = (C.messages[c.slug] || []);
      var sc = h("div", { class: "d-messages", id: "community.messages" });
      var inner = h("div", { class: "d-messages-inner" });
      sc.appendChild(inner);
      chat.appendChild(sc);
      msgScroll = sc;
      if (S.loading) {
        inner.appendChild(skeleton());
      } else {
        fillChannel(inner, c, list);
      }
      // The "new messages" bar over the top of the list, and "viewing older messages" over the composer.
      var unread = list.filter(function (m, i) { return i >= indexOfUnread(list); }).length;
      if (S.unread && indexOfUnread(list) >= 0) {
        var since = list[indexOfUnread(list)].time;
        chat.appendChild(h("div", { class: "d-newbar", id: "community.newbar", hidden: true },
          h("button", { class: "d-newbar-jump", id: "community.newbar.jump", onclick: function () { jumpTo("community.messages.new"); } },
            unread + " new messages since " + shortTime(since)),
          h("button", { class: "d-newbar-mark", id: "community.newbar.mark", onclick: function () { S.unread = false; updateBars(); } },
            "Mark As Read", icon("check-check", { size: 16 }))));
      }
      chat.appendChild(h("div", { class: "d-jumpbar", id: "community.jumpbar", hidden: true },
        h("span", null, "You're Viewing Older Messages"),
        h("button", { class: "d-jumpbar-btn", id: "community.jumpbar.jump", onclick: function () { sc.scrollTop = sc.scrollHeight; updateBars(); } }, "Jump To Present", icon("arrow-down", { size: 16 }))));
      chat.appendChild(composer("Message #" + c.name));
      chat.appendChild(h("div", { class: "d-typing", id: "community.typing" }, S.arriving ? typingText("trailbot") : null));
      cols.appendChild(chat);
      var right = rightPanel();
      if (right) cols.appendChild(right);
      main.appendChild(cols);
      sc.addEventListener("scroll", updateBars);
      initialScroll(sc);
      updateBars();
    }
    function fillChannel(inner, c, list) {
      inner.innerHTML = "";
      inner.appendChild(h("div", { class: "d-intro" }, h("div", { class: "d-intro-ic" }, icon(KIND_ICON[c.kind] || "hash", { size: 42 })),
        h("div", { class: "d-intro-t" }, "Welcome to #" + c.name + "!"),
        h("div", { class: "d-intro-s" }, "This is the start of the #" + c.name + " channel. " + (c.topic || ""))));
      if (!list.length && c.slug !== "general") {
        inner.appendChild(h("div", { class: "d-empty-hint" }, "No messages here since you last looked. ", h("span", { class: "d-mention" }, "#general"), " is where the conversation is today."));
      }
      messageList(list, function (m) { return "community.msg." + m.slug; }, inner, { unread: S.unread });
      if (c.slug === "general") {
        if (S.upload || uploadDone) inner.appendChild(uploadRow());
        if (arrived) inner.appendChild(renderMessage(ARRIVAL, "community.msg." + ARRIVAL.slug));
      }
    }
    function indexOfUnread(list) { for (var i = 0; i < list.length; i++) if (list[i].unread_start) return i; return -1; }
    function typingText(who) {
      return [h("span", { class: "d-dots" }, h("i"), h("i"), h("i")), h("b", null, name(who)), " is typing..."];
    }
    function skeleton() {
      var w = h("div", { class: "d-skeleton", id: "community.messages.loading" });
      [[62, 40], [80, 0], [45, 30], [70, 52], [38, 0], [66, 44], [52, 0], [74, 36]].forEach(function (r) {
        w.appendChild(h("div", { class: "d-skel" }, h("span", { class: "d-skel-av" }),
          h("span", { class: "d-skel-lines" }, h("span", { class: "d-skel-name", style: { width: (60 + r[1]) + "px" } }),
            h("span", { class: "d-skel-line", style: { width: r[0] + "%" } }), r[1] ? h("span", { class: "d-skel-line", style: { width: (r[0] - 20) + "%" } }) : null)));
      });
      return w;
    }
    function initialScroll(sc) {
      var where = init.scroll || "bottom";
      if (where === "top") sc.scrollTop = 0;
      else if (where === "bottom") sc.scrollTop = sc.scrollHeight;
      else {
        var el = ctx.byId(where.indexOf(".") >= 0 ? where : "community.msg." + where);
        sc.scrollTop = el ? el.offsetTop - 16 : sc.scrollHeight;
      }
    }
    function jumpTo(id) {
      var el = ctx.byId(id);
      if (!el || !msgScroll) return;
      msgScroll.scrollTop = el.offsetTop - 24;
      el.classList.add("flash");
      kit.after(1600, function () { el.classList.remove("flash"); });
      updateBars();
    }
    function updateBars() {
      if (!msgScroll) return;
      var bar = ctx.byId("community.newbar"), line = ctx.byId("community.messages.new");
      if (bar) {
        var above = line && line.offsetTop < msgScroll.scrollTop;
        bar.hidden = !S.unread || !above;
      }
      var jb = ctx.byId("community.jumpbar");
      if (jb) jb.hidden = msgScroll.scrollHeight - msgScroll.scrollTop - msgScroll.clientHeight < 900;
    }
    function composer(placeholder, id) {
      id = id || "community.composer";
      return h("div", { class: "d-composer", id: id },
        h("button", { class: "d-comp-plus", id: id + ".upload", "data-tip": "Upload a File", onclick: function () { S.command = "upload-file"; } }, icon("circle-plus", { size: 24 })),
        h("div", { class: "d-comp-input", id: id + ".input" }, placeholder),
        h("button", { class: "d-comp-btn", id: id + ".gift", "data-tip": "Upgrade your friends! Gift them awesome chat perks with Nitro." }, icon("gift", { size: 22 })),
        h("button", { class: "d-comp-btn gif", id: id + ".gif", "data-tip": "Open GIF picker", onclick: function (e) { openPicker(e.currentTarget, null, "gifs"); } }, h("span", { class: "d-gif" }, "GIF")),
        h("button", { class: "d-comp-btn", id: id + ".sticker", "data-tip": "Open sticker picker", onclick: function (e) { openPicker(e.currentTarget, null, "stickers"); } }, icon("sticker", { size: 22 })),
        h("button", { class: "d-comp-btn", id: id + ".emoji", "data-tip": "Select emoji", onclick: function (e) { openPicker(e.currentTarget, null, "emoji"); } }, icon("smile", { size: 22 })));
    }

    /* Your own upload: a pending row with a progress bar, then the message with the photo (~4 s). */
    var uploadPct = 18;
    function uploadRow() {
      if (uploadDone) return renderMessage(UPLOADED, "community.msg.upload");
      return h("div", { class: "d-msg pending", id: "community.upload" },
        h("div", { class: "d-msg-gut" }, avatar(ME, 40)),
        h("div", { class: "d-msg-body" }, h("div", { class: "d-msg-head" }, h("span", { class: "d-name" }, name(ME)), h("span", { class: "d-time" }, "Today at " + C.now)),
          h("div", { class: "d-upload" }, h("span", { class: "d-file-ic" }, icon("image", { size: 28 })),
            h("div", { class: "d-upload-meta" }, h("div", { class: "d-upload-name" }, C.upload.name, h("span", { class: "d-upload-size" }, " \u2014 " + C.upload.size)),
              h("div", { class: "d-upload-bar" }, h("div", { class: "d-upload-fill", style: { width: uploadPct + "%" } }))),
            h("button", { class: "d-ibtn sm", id: "community.upload.cancel", "data-tip": "Cancel" }, icon("x", { size: 20 })))));
    }
    var UPLOADED = { slug: "upload", author: ME, time: C.now, text: "Galilee hills in spring, for critique Thursday: is the horizon too low?",
                     image: { id: C.upload.photo_id, url: C.upload.photo, name: C.upload.name } };
    var ARRIVAL = { slug: "trailbot-alert", author: "trailbot", time: C.now,
                    text: "**Trail alert (Tatra National Park):** Orla Perć is closed from Zawrat to Krzyżne until June 26 after rockfall near Kozi Wierch.",
                    buttons: [{ key: "subscribe", label: "Subscribe to Tatra alerts", style: "primary", done: "You'll get Tatra trail alerts in your DMs" },
                              { key: "map", label: "Closure map", style: "secondary", icon: "external-link", done: "Opening the closure map" }] };

    /* ---------------------------------------------------------------- right panels */
    function rightPanel() {
      if (S.thread && C.threads[S.thread]) return threadPanel();
      if (S.search) return searchPanel();
      if (S.members) return memberList();
      return null;
    }
    function memberList() {
      var sc = h("aside", { class: "d-members", id: "community.members" });
      var ids = Object.keys(P).filter(function (s) { return !P[s].bot; });
      var groups = {};
      var order = C.role_order.concat(["online", "offline"]);
      ids.forEach(function (s) {
        var p = P[s];
        var g = p.status === "offline" ? "offline" : (C.role_order.filter(function (r) { return p.roles.indexOf(r) >= 0; })[0] || "online");
        (groups[g] = groups[g] || []).push(s);
      });
      (groups.bot = groups.bot || []).push("trailbot");
      order.forEach(function (g) {
        var list = (groups[g] || []).sort(function (a, b) { return P[a].name.localeCompare(P[b].name); });
        if (!list.length) return;
        var label = C.roles[g] ? C.roles[g].name : g === "online" ? "Online" : "Offline";
        sc.appendChild(h("h3", { class: "d-mgroup" }, label + " \u2014 " + list.length));
        list.forEach(function (s) {
          var p = P[s];
          sc.appendChild(h("button", { class: "d-member" + (p.status === "offline" ? " offline" : ""), id: "community.member." + s,
            onclick: function (e) { openPopout(s, e.currentTarget, "left-start"); } },
            avatarStatus(s, 32, "side"),
            h("span", { class: "d-member-text" },
              h("span", { class: "d-member-name", style: { color: p.status === "offline" ? null : roleColor(s) } }, p.name,
                p.roles.indexOf("boss") >= 0 ? icon("crown", { size: 14, cls: "d-crown" }) : null,
                p.bot ? h("span", { class: "d-bottag" }, icon("check", { size: 10, stroke: 4 }), "APP") : null),
              p.activity && p.status !== "offline" ? h("span", { class: "d-member-act" }, p.activity) : null)));
        });
      });
      sc.scrollTop = init.members_scroll || 0;
      kit.after(0, function () { sc.scrollTop = init.members_scroll || 0; });
      return sc;
    }
    var threadScroll = null;
    // A thread, or a forum post (which Discord opens as a thread beside the post list).
    function threadData(slug) {
      if (C.threads[slug]) return C.threads[slug];
      var p = null;
      C.forum.posts.forEach(function (x) { if (x.slug === slug) p = x; });
      if (!p) return null;
      return { slug: p.slug, name: p.title, channel: "trip-reports", owner: p.author, updated: p.when, post: p,
               messages: [[p.author, p.when === "2h ago" || p.when === "5h ago" ? "8:12 AM" : "June 10, 2025 at 7:30 PM", p.first]] };
    }
    function threadPanel() {
      var t = threadData(S.thread);
      var panel = h("aside", { class: "d-tpanel", id: "community.threadpanel" });
      panel.appendChild(h("div", { class: "d-tpanel-head" }, icon("messages-square", { size: 20, cls: "d-head-ic" }), h("span", { class: "d-tpanel-name" }, t.name),
        h("span", { class: "d-fill" }),
        btn("community.threadpanel.notifications", "bell", "Notification Settings", { size: 18 }),
        btn("community.threadpanel.settings", "settings", "Thread Settings", { size: 18 }),
        btn("community.threadpanel.close", "x", "Close", { size: 20, onclick: function () { S.thread = null; renderMain(); } })));
      var sc = h("div", { class: "d-tpanel-body", id: "community.threadpanel.body" });
      sc.appendChild(h("div", { class: "d-tstart" }, h("div", { class: "d-tstart-ic" }, icon("messages-square", { size: 30 })),
        h("div", { class: "d-tstart-t" }, t.name), h("div", { class: "d-tstart-s" }, "Started by ", h("b", { style: { color: roleColor(t.owner) } }, name(t.owner)))));
      var list = t.messages.map(function (x, i) { return { slug: t.slug + "-" + (i + 1), author: x[0], time: x[1], text: x[2] }; });
      if (t.post) {
        if (t.post.photo) list[0].image = { id: t.post.photo_id, url: t.post.photo.replace("-1x1.", "-4x3."), name: t.post.photo_name };
        list[0].reactions = [["heart", t.post.reactions, false]];
      }
      var prev = null;
      list.forEach(function (m) {
        m._list = list;
        var compact = prev && prev.author === m.author;
        sc.appendChild(renderMessage(m, "community.thread." + m.slug, { compact: compact, inThread: true }));
        prev = m;
      });
      panel.appendChild(sc);
      panel.appendChild(composer("Message #" + t.name, "community.threadpanel.composer"));
      threadScroll = sc;
      kit.after(0, function () { if (threadScroll === sc) sc.scrollTop = init.thread_scroll === "top" ? 0 : sc.scrollHeight; });
      return panel;
    }
    function openThread(slug) {
      closeTransient();
      if (S.server !== "trail") { S.server = "trail"; renderRail(); }
      var t = C.threads[slug];
      if (t && S.channel !== t.channel) S.channel = t.channel;
      S.thread = slug; S.search = null;
      init.thread_scroll = "bottom";
      renderSidebar(); renderMain();
    }
    var searchTimer = null;
    function runSearch(q) {
      S.search = q; S.search_loading = true; S.thread = null;
      renderMain(); startSearchTimer();
    }
    function startSearchTimer() {
      if (searchTimer) searchTimer.cancel();
      // Discord's results arrive after a short "Searching..." spinner (about a second).
      searchTimer = kit.after(1200, function () { S.search_loading = false; var p = ctx.byId("community.search.results"); if (p) p.replaceWith(tips(searchResults())); });
    }
    function searchPanel() {
      var panel = h("aside", { class: "d-spanel", id: "community.search.panel" },
        h("div", { class: "d-spanel-head" }, h("span", { class: "d-spanel-count" }, S.search_loading ? "Searching\u2026" : C.search_results.length + " Results"),
          h("span", { class: "d-fill" }),
          ["New", "Old", "Relevant"].map(function (t, i) { return h("button", { class: "d-stab" + (i === 0 ? " on" : ""), id: "community.search.sort." + t.toLowerCase() }, t); }),
          btn("community.search.close", "x", "Clear search", { size: 18, onclick: function () { S.search = null; renderMain(); } })),
        searchResults());
      return panel;
    }
    function searchResults() {
      var sc = h("div", { class: "d-sresults", id: "community.search.results" });
      if (S.search_loading) {
        sc.appendChild(h("div", { class: "d-spin-wrap", id: "community.search.loading" }, icon("loader-circle", { size: 28, cls: "spin" })));
        return sc;
      }
      C.search_results.forEach(function (r) {
        // Clicking a result (or its Jump button) jumps to the message, as in Discord.
        var item = h("div", { class: "d-sresult", id: "community.search.result." + r.slug, role: "button",
          onclick: function () { S.search = null; renderMain(); toast("Jumped to the message in #" + r.channel); } },
          h("div", { class: "d-sres-ch" }, icon("hash", { size: 14 }), r.channel),
          h("div", { class: "d-sres-card" }, avatar(r.author, 40),
            h("div", { class: "d-msg-body" }, h("div", { class: "d-msg-head" }, h("span", { class: "d-name", style: { color: roleColor(r.author) } }, name(r.author)),
              h("span", { class: "d-time" }, when(r.when))), h("div", { class: "d-msg-text" }, richText(r.text.replace(/gpx/gi, function (x) { return "\u0000" + x + "\u0000"; }), null))),
            h("button", { class: "d-jump", id: "community.search.result." + r.slug + ".jump", onclick: function () { S.$set({ search: null, jumped: r.slug }); renderMain(); } }, "Jump")));
        sc.appendChild(item);
      });
      // mark the search term as Discord highlights it
      Array.prototype.forEach.call(sc.querySelectorAll(".d-msg-text"), function (t) {
        t.innerHTML = t.innerHTML.replace(/\u0000([^\u0000]+)\u0000/g, '<mark class="d-hl">$1</mark>');
      });
      return sc;
    }

    /* ---------------------------------------------------------------- forum */
    function renderForum(c) {
      main.appendChild(h("div", { class: "d-head" }, hamburger(), icon("messages-square", { size: 24, cls: "d-head-ic" }), h("span", { class: "d-head-name" }, c.name),
        h("span", { class: "d-head-div" }), h("span", { class: "d-head-topic" }, c.topic), headerTools(null)));
      var sc = h("div", { class: "d-forum", id: "community.forum" });
      sc.appendChild(h("div", { class: "d-forum-top" },
        h("div", { class: "d-forum-search" }, icon("search", { size: 18 }), h("span", null, "Search or create a post...")),
        h("button", { class: "d-btn primary", id: "community.forum.new" }, icon("message-square-plus", { size: 16 }), "New Post")));
      sc.appendChild(h("div", { class: "d-forum-tags" },
        h("button", { class: "d-tagbtn", id: "community.forum.sort" }, icon("arrow-up-down", { size: 16 }), "Sort & View"),
        h("span", { class: "d-tag-sep" }),
        C.forum.tags.map(function (t) { return h("button", { class: "d-tag", id: "community.forum.tag." + t.toLowerCase() }, t); })));
      C.forum.posts.forEach(function (p) {
        sc.appendChild(h("button", { class: "d-post" + (S.thread === p.slug ? " selected" : ""), id: "community.forum.post." + p.slug,
          onclick: function () { S.thread = p.slug; init.thread_scroll = "top"; renderMain(); } },
          h("div", { class: "d-post-main" },
            h("div", { class: "d-post-tags" }, p.tags.map(function (t) { return h("span", { class: "d-tag sm" }, t); })),
            h("div", { class: "d-post-title" }, p.title),
            h("div", { class: "d-post-first" }, h("b", { style: { color: roleColor(p.author) } }, name(p.author) + ": "), p.first),
            h("div", { class: "d-post-meta" }, h("span", { class: "d-post-react" }, emoji("heart", 14), String(p.reactions)),
              h("span", null, icon("message-square", { size: 14 }), String(p.messages)), h("span", null, "\u00b7"), h("span", null, p.when))),
          p.photo ? h("img", { class: "d-post-thumb", src: p.photo, alt: "", width: 96, height: 96 }) : null));
      });
      var cols = h("div", { class: "d-cols" }, sc);
      if (S.thread && threadData(S.thread) && threadData(S.thread).post) cols.appendChild(threadPanel());
      main.appendChild(cols);
    }

    /* ---------------------------------------------------------------- voice view + stream */
    // A stream's preview shows the streamer's screen: the photo open in Lightroom.
    function streamAlt() { return name(C.stream.who) + "'s screen: " + C.stream.title + ", " + C.stream.file; }
    function renderVoiceView(c) {
      main.className = "d-main voice";
      main.appendChild(h("div", { class: "d-head dark" }, hamburger(), icon(KIND_ICON[c.kind], { size: 24, cls: "d-head-ic" }), h("span", { class: "d-head-name" }, c.name),
        h("div", { class: "d-head-tools" }, btn("community.voice.chat", "message-square", "Show Chat"), btn("community.header.inbox", "inbox", "Inbox"))));
      var stage = h("div", { class: "d-vstage", id: "community.voiceview" });
      var people = c.voice.map(function (v) { return v; });
      if (S.voice === c.slug) people = people.concat([{ who: ME, flag: "" }]);
      if (S.stream === "inline" && c.slug === C.stream.channel) {
        stage.appendChild(streamSurface("inline"));
      } else {
        var grid = h("div", { class: "d-vgrid n" + Math.min(people.length, 4) });
        people.forEach(function (v) {
          if (v.flag === "live") {
            grid.appendChild(h("div", { class: "d-tile stream", id: "community.voiceview.stream" },
              h("img", { src: C.stream.photo_url, alt: streamAlt(), class: "d-tile-preview" }),
              h("div", { class: "d-tile-over" },
                // Watching needs the voice connection: while "RTC Connecting" the button waits.
                S.voice === c.slug && S.voice_state === "connecting"
                  ? h("button", { class: "d-btn watch", id: "community.voiceview.watch", disabled: true, "aria-disabled": "true" }, icon("loader-circle", { size: 16 }), "Connecting...")
                  : h("button", { class: "d-btn watch", id: "community.voiceview.watch", onclick: function () { watchStream(); } }, "Watch Stream")),
              h("span", { class: "d-tile-name" }, h("span", { class: "d-live" }, "LIVE"), name(v.who))));
          }
          grid.appendChild(h("div", { class: "d-tile", id: "community.voiceview.tile." + v.who, style: { background: tileColor(v.who) } },
            avatar(v.who, 80), h("span", { class: "d-tile-name" }, v.flag === "muted" ? icon("mic-off", { size: 14 }) : null, name(v.who))));
        });
        stage.appendChild(grid);
      }
      var inCall = S.voice === c.slug;
      stage.appendChild(h("div", { class: "d-vctrls" },
        inCall ? [
          h("button", { class: "d-vc", id: "community.voiceview.camera", "data-tip": "Turn On Camera" }, icon("video", { size: 22 })),
          h("button", { class: "d-vc", id: "community.voiceview.share", "data-tip": "Share Your Screen" }, icon("monitor-up", { size: 22 })),
          h("button", { class: "d-vc", id: "community.voiceview.activity", "data-tip": "Start an Activity" }, icon("rocket", { size: 22 })),
          h("button", { class: "d-vc", id: "community.voiceview.mute", "data-tip": "Mute" }, icon("mic", { size: 22 })),
          h("button", { class: "d-vc leave", id: "community.voiceview.disconnect", "data-tip": "Disconnect", onclick: disconnect }, icon("phone-off", { size: 22 }))]
          : h("button", { class: "d-btn green", id: "community.voiceview.join", onclick: function () { joinVoice(c.slug); renderMain(); renderSidebar(); } }, "Join Voice")));
      main.appendChild(stage);
    }
    function tileColor(slug) {
      var cols = ["#3b5b4f", "#4a4e8a", "#6b4a3a", "#3f5a78", "#5b3f63", "#2f5d62", "#6a5a2e"], x = 2166136261;
      for (var i = 0; i < slug.length; i++) { x ^= slug.charCodeAt(i); x = Math.imul(x, 16777619); }
      return cols[(x >>> 0) % cols.length];
    }
    var streamTimer = null, streamPreview = null;
    function watchStream() {
      closeFloating();
      if (streamPreview) streamPreview.close();
      if (S.voice !== C.stream.channel) joinVoice(C.stream.channel);
      S.server = "trail"; S.channel = C.stream.channel; S.stream = "inline"; S.stream_loading = true;
      renderAll(); startStreamTimer();
    }
    function startStreamTimer() {
      if (streamTimer) streamTimer.cancel();
      // The stream shows a spinner while it connects (about 2.5 s), then the picture and its controls.
      streamTimer = kit.after(2500, function () {
        S.stream_loading = false;
        Array.prototype.forEach.call(root.querySelectorAll(".d-stream"), function (el) { el.replaceWith(tips(streamSurface(el.getAttribute("data-mode")))); });
      });
    }
    /* The stream as Discord draws it: the streamer's screen (Lightroom with a photo), a bar of controls. */
    function streamSurface(mode) {
      var pre = "community.stream" + (mode === "inline" ? "" : "." + mode);
      var el = h("div", { class: "d-stream " + mode, "data-mode": mode, id: pre + ".surface" });
      if (S.stream_loading) {
        el.appendChild(h("div", { class: "d-stream-loading", id: pre + ".loading" }, icon("loader-circle", { size: 36, cls: "spin" }),
          h("span", null, "Connecting to " + name(C.stream.who) + "'s stream...")));
        return el;
      }
      el.appendChild(h("div", { class: "d-lr" },
        h("div", { class: "d-lr-top" }, h("span", null, "Lightroom Classic"), h("span", { class: "d-fill" }), ["Library", "Develop", "Map", "Print"].map(function (t, i) { return h("span", { class: i === 1 ? "on" : "" }, t); })),
        h("div", { class: "d-lr-mid" },
          h("div", { class: "d-lr-photo" }, h("img", { src: C.stream.photo_url, alt: C.stream.file })),
          h("div", { class: "d-lr-panel" }, [["Temp", 62], ["Tint", 48], ["Exposure", 55], ["Contrast", 58], ["Highlights", 30], ["Shadows", 70], ["Whites", 52], ["Blacks", 40], ["Vibrance", 60]].map(function (r) {
            return h("div", { class: "d-lr-row" }, h("span", null, r[0]), h("span", { class: "d-lr-track" }, h("i", { style: { left: r[1] + "%" } })));
          }))),
        h("div", { class: "d-lr-film" }, C.stream.file)));
      if (mode !== "pip") {
        el.appendChild(h("div", { class: "d-stream-bar" },
          h("span", { class: "d-live" }, "LIVE"), h("span", { class: "d-stream-who" }, name(C.stream.who), " \u2014 ", C.stream.title),
          h("span", { class: "d-fill" }),
          h("button", { class: "d-sbtn", id: pre + ".volume", "data-tip": "Volume" }, icon("volume-2", { size: 20 })),
          mode === "inline" ? h("button", { class: "d-sbtn", id: "community.stream.popout", "data-tip": "Pop Out", onclick: function () { popOut(); } }, icon("square-arrow-out-up-right", { size: 20 })) : null,
          h("button", { class: "d-sbtn", id: pre + ".fullscreen", "data-tip": "Full Screen" }, icon("maximize", { size: 20 })),
          h("button", { class: "d-sbtn danger", id: pre + ".stop", "data-tip": "Stop Watching", onclick: function () { S.stream = null; S.stream_at = null; renderStreamWindow(); if (isVoiceView()) renderMain(); } }, icon("x", { size: 20 }))));
      }
      return el;
    }
    function popOut() { S.stream = "popout"; S.stream_at = null; renderStreamWindow(); if (isVoiceView()) renderMain(); }
    var streamWin = h("div", { class: "d-winlayer" });
    root.appendChild(streamWin);
    /* The pop-out stream window and the picture-in-picture window both drag by their surface. */
    function renderStreamWindow() {
      streamWin.innerHTML = "";
      if (S.stream === "popout") {
        // A popped-out window opens centred on the screen, as the desktop client's do.
        var at = S.stream_at || [Math.max(0, Math.round((window.innerWidth - 640) / 2)), Math.max(0, Math.round((window.innerHeight - 410) / 2))];
        var win = h("div", { class: "d-popwin", id: "community.streamwin", style: { left: at[0] + "px", top: at[1] + "px" } });
        var handle = h("div", { class: "d-popwin-title", id: "community.streamwin.handle" },
          icon("volume-2", { size: 14 }), h("span", null, name(C.stream.who) + " \u2014 " + CHANNELS[C.stream.channel].name), h("span", { class: "d-fill" }),
          h("button", { class: "d-winbtn", id: "community.streamwin.minimize", "aria-label": "Minimize" }, icon("minus", { size: 14 })),
          h("button", { class: "d-winbtn", id: "community.streamwin.maximize", "aria-label": "Maximize" }, icon("square", { size: 11 })),
          h("button", { class: "d-winbtn close", id: "community.streamwin.close", "aria-label": "Close", onclick: function () { S.stream = null; renderStreamWindow(); } }, icon("x", { size: 15 })));
        win.appendChild(handle);
        win.appendChild(streamSurface("window"));
        streamWin.appendChild(tips(win));
        kit.draggable(win, handle, { bounds: "viewport", onEnd: function (p) { S.stream_at = [p.left, p.top]; } });
      } else if (S.stream === "pip") {
        var pat = S.stream_at || [Math.max(0, window.innerWidth - 330), Math.max(60, window.innerHeight - 300)];
        var pip = h("div", { class: "d-pip", id: "community.pip", style: { left: pat[0] + "px", top: pat[1] + "px" } });
        pip.appendChild(streamSurface("pip"));
        pip.appendChild(h("div", { class: "d-pip-bar" },
          h("button", { class: "d-pipbtn", id: "community.pip.return", "data-tip": "Return to Call", onclick: function () { watchStream(); } }, icon("arrow-left", { size: 16 })),
          h("span", { class: "d-pip-t" }, name(C.stream.who)),
          h("span", { class: "d-fill" }),
          h("button", { class: "d-pipbtn", id: "community.pip.popout", "data-tip": "Pop Out", onclick: popOut }, icon("square-arrow-out-up-right", { size: 16 })),
          h("button", { class: "d-pipbtn", id: "community.pip.close", "data-tip": "Stop Watching", onclick: function () { S.stream = null; renderStreamWindow(); } }, icon("x", { size: 16 }))));
        streamWin.appendChild(tips(pip));
        kit.draggable(pip, pip, { bounds: "viewport", onEnd: function (p) { S.stream_at = [p.left, p.top]; } });
      }
    }

    /* ---------------------------------------------------------------- other servers */
    function renderOtherChannel() {
      var s = SERVERS[S.server], o = C.other_servers[S.server];
      var c = { slug: S.channel, name: S.channel, kind: "text", topic: "" };
      main.appendChild(h("div", { class: "d-head" }, hamburger(), icon("hash", { size: 24, cls: "d-head-ic" }), h("span", { class: "d-head-name" }, S.channel), headerTools(c)));
      var cols = h("div", { class: "d-cols" }), chat = h("div", { class: "d-chat" });
      var sc = h("div", { class: "d-messages", id: "community.messages" }), inner = h("div", { class: "d-messages-inner" });
      sc.appendChild(inner); chat.appendChild(sc);
      inner.appendChild(h("div", { class: "d-intro" }, h("div", { class: "d-intro-ic" }, icon("hash", { size: 42 })),
        h("div", { class: "d-intro-t" }, "Welcome to #" + S.channel + "!"), h("div", { class: "d-intro-s" }, "This is the start of the #" + S.channel + " channel in " + s.name + ".")));
      if (S.channel === o.channels[0] && o.messages.length) {
        inner.appendChild(h("div", { class: "d-day" }, h("span", null, "June 12, 2025")));
        messageList(o.messages, function (m) { return "community.msg." + m.slug; }, inner);
      }
      chat.appendChild(composer("Message #" + S.channel));
      chat.appendChild(h("div", { class: "d-typing" }));
      cols.appendChild(chat);
      main.appendChild(cols);
      msgScroll = sc;
      kit.after(0, function () { sc.scrollTop = sc.scrollHeight; });
    }

    /* ---------------------------------------------------------------- home: friends + DMs */
    function renderFriends() {
      var tabs = [["online", "Online"], ["all", "All"], ["pending", "Pending"], ["blocked", "Blocked"]];
      main.appendChild(h("div", { class: "d-head" }, hamburger(), icon("users-round", { size: 22, cls: "d-head-ic" }), h("span", { class: "d-head-name" }, "Friends"),
        h("span", { class: "d-head-div" }),
        h("div", { class: "d-ftabs" }, tabs.map(function (t) {
          return h("button", { class: "d-ftab" + (S.friends_tab === t[0] ? " on" : ""), id: "community.friends.tab." + t[0],
            onclick: function () { S.friends_tab = t[0]; renderMain(); } }, t[1],
            t[0] === "pending" ? h("span", { class: "d-badge" }, "2") : null);
        }), h("button", { class: "d-ftab add", id: "community.friends.add" }, "Add Friend")),
        h("div", { class: "d-head-tools" }, btn("community.friends.newdm", "message-square-plus", "New Group DM"), btn("community.header.inbox", "inbox", "Inbox", { onclick: function (e) { toggleHeaderPopout("inbox", e.currentTarget); } }), btn("community.header.help", "circle-help", "Help"))));
      var cols = h("div", { class: "d-cols" });
      var list = h("div", { class: "d-friends", id: "community.friends" });
      list.appendChild(h("div", { class: "d-fsearch" }, h("span", null, "Search"), icon("search", { size: 18 })));
      var rows;
      if (S.friends_tab === "pending") rows = C.pending.map(function (p) { return p; });
      else if (S.friends_tab === "blocked") rows = [];
      else rows = C.friends.filter(function (s) { return S.friends_tab === "all" || P[s].status !== "offline"; }).map(function (s) { return { who: s }; });
      var label = { online: "Online", all: "All friends", pending: "Pending", blocked: "Blocked" }[S.friends_tab];
      list.appendChild(h("h3", { class: "d-fcount" }, label + " \u2014 " + rows.length));
      if (!rows.length) list.appendChild(h("div", { class: "d-empty-hint center" }, "You can't unblock the Wumpus. Nobody is blocked."));
      rows.forEach(function (r) {
        var s = r.who, p = person(s);
        var sub = r.dir === "incoming" ? "Incoming Friend Request" : r.dir === "outgoing" ? "Outgoing Friend Request" : (p.activity || { online: "Online", idle: "Idle", dnd: "Do Not Disturb", offline: "Offline" }[p.status]);
        list.appendChild(h("div", { class: "d-friend", id: "community.friend." + s },
          avatarStatus(s, 32, "main"),
          h("span", { class: "d-friend-text" }, h("span", { class: "d-friend-name" }, p.name, h("span", { class: "d-friend-user" }, p.username)), h("span", { class: "d-friend-sub" }, sub)),
          h("span", { class: "d-fill" }),
          r.dir === "incoming" ? [
            h("button", { class: "d-round ok", id: "community.friend." + s + ".accept", "data-tip": "Accept", onclick: function () { toast("You and " + p.name + " are now friends"); } }, icon("check", { size: 20 })),
            h("button", { class: "d-round no", id: "community.friend." + s + ".ignore", "data-tip": "Ignore" }, icon("x", { size: 20 }))]
            : r.dir === "outgoing" ? h("button", { class: "d-round no", id: "community.friend." + s + ".cancel", "data-tip": "Cancel" }, icon("x", { size: 20 }))
            : [h("button", { class: "d-round", id: "community.friend." + s + ".message", "data-tip": "Message", onclick: function () { openDm(s); } }, icon("message-circle", { size: 20 })),
               h("button", { class: "d-round", id: "community.friend." + s + ".more", "data-tip": "More" }, icon("ellipsis-vertical", { size: 20 }))]));
      });
      cols.appendChild(list);
      cols.appendChild(h("aside", { class: "d-active" }, h("h2", null, "Active Now"),
        activeCard("aroha", "Streaming Lightroom Classic", "Editing Room"),
        activeCard("camila", "Playing Geoguessr", "for 42 minutes"),
        activeCard("amara", "Campfire Lounge", "Trail & Lens")));
      main.appendChild(cols);
    }
    function activeCard(s, a, b) {
      return h("div", { class: "d-acard", id: "community.active." + s }, h("div", { class: "d-acard-top" }, avatarStatus(s, 32, "side"),
        h("span", { class: "d-acard-text" }, h("b", null, name(s)), h("span", null, a))), h("div", { class: "d-acard-sub" }, b));
    }
    function renderDmView() {
      var p = person(S.dm);
      main.appendChild(h("div", { class: "d-head" }, hamburger(), avatarStatus(S.dm, 24, "main"), h("span", { class: "d-head-name dm" }, p.name),
        h("div", { class: "d-head-tools" },
          btn("community.dmhead.call", "phone-call", "Start Voice Call", { onclick: function () { S.call = S.dm; renderMain(); } }),
          btn("community.dmhead.video", "video", "Start Video Call"),
          btn("community.dmhead.pins", "pin", "Pinned Messages"),
          btn("community.dmhead.add", "user-round-plus", "Add Friends to DM"),
          btn("community.dmhead.profile", "user", "Show User Profile"),
          h("button", { class: "d-search", id: "community.search" }, h("span", { class: "d-search-t" }, "Search " + p.name), icon("search", { size: 16 })),
          btn("community.header.inbox", "inbox", "Inbox", { onclick: function (e) { toggleHeaderPopout("inbox", e.currentTarget); } }))));
      var cols = h("div", { class: "d-cols" }), chat = h("div", { class: "d-chat" });
      if (S.call === S.dm) chat.appendChild(callPanel());
      var sc = h("div", { class: "d-messages", id: "community.messages" }), inner = h("div", { class: "d-messages-inner" });
      sc.appendChild(inner); chat.appendChild(sc);
      inner.appendChild(h("div", { class: "d-intro dm" }, avatar(S.dm, 80), h("div", { class: "d-intro-t" }, p.name), h("div", { class: "d-intro-user" }, p.username),
        h("div", { class: "d-intro-s" }, "This is the beginning of your direct message history with ", h("b", null, p.name), "."),
        h("div", { class: "d-intro-btns" }, h("button", { class: "d-btn secondary sm", id: "community.dm.remove-friend" }, "Remove Friend"), h("button", { class: "d-btn secondary sm", id: "community.dm.block" }, "Block"))));
      var list = C.dms[S.dm] || [];
      var lastDay = null;
      list.forEach(function (m) { var d = dayOf(m.time); if (d !== lastDay) { m.day = d; lastDay = d; } });
      messageList(list, function (m) { return "community.msg." + m.slug; }, inner);
      chat.appendChild(composer("Message @" + p.name));
      chat.appendChild(h("div", { class: "d-typing" }));
      msgScroll = sc;
      cols.appendChild(chat);
      cols.appendChild(dmProfile(S.dm));
      main.appendChild(cols);
      kit.after(0, function () { initialScroll(sc); });
    }
    function dayOf(t) { var m = /^(\w+ \d+, \d{4})/.exec(t); return m ? m[1] : /^Yesterday/.test(t) ? "June 11, 2025" : "June 12, 2025"; }
    function dmProfile(s) {
      var p = person(s);
      return h("aside", { class: "d-dmprofile", id: "community.dmprofile" },
        h("div", { class: "d-pop-banner", style: { background: tileColor(s) } }),
        h("div", { class: "d-pop-av" }, avatarStatus(s, 80, "pop")),
        h("div", { class: "d-pop-name" }, p.name), h("div", { class: "d-pop-user" }, p.username + (p.pronouns ? " \u2022 " + p.pronouns : "")),
        h("div", { class: "d-pop-sec" }, h("h4", null, "About Me"), h("div", null, p.about || "Out on a trail somewhere.")),
        h("div", { class: "d-pop-sec" }, h("h4", null, "Member Since"), h("div", null, p.since)),
        h("button", { class: "d-pop-row", id: "community.dmprofile.mutual-servers" }, "Mutual Servers \u2014 3", icon("chevron-right", { size: 16 })),
        h("button", { class: "d-pop-row", id: "community.dmprofile.mutual-friends" }, "Mutual Friends \u2014 12", icon("chevron-right", { size: 16 })));
    }
    /* A DM voice call: the call area above the messages; its bottom edge drags to resize it. */
    function callPanel() {
      var panel = h("div", { class: "d-call", id: "community.call", style: { height: S.call_height + "px" } },
        h("div", { class: "d-call-people" }, h("div", { class: "d-call-av speaking" }, avatar(ME, 80)), h("div", { class: "d-call-av" }, avatar(S.dm, 80))),
        h("div", { class: "d-call-ctrls" },
          h("button", { class: "d-vc", id: "community.call.camera", "data-tip": "Turn On Camera" }, icon("video", { size: 22 })),
          h("button", { class: "d-vc", id: "community.call.share", "data-tip": "Share Your Screen" }, icon("monitor-up", { size: 22 })),
          h("button", { class: "d-vc", id: "community.call.mute", "data-tip": "Mute" }, icon("mic", { size: 22 })),
          h("button", { class: "d-vc leave", id: "community.call.leave", "data-tip": "Disconnect", onclick: function () { S.call = null; renderMain(); } }, icon("phone-off", { size: 22 }))));
      var grip = h("div", { class: "d-call-resize", id: "community.call.resize", role: "separator", "aria-label": "Resize call" });
      panel.appendChild(grip);
      grip.addEventListener("pointerdown", function (e) {
        var startY = e.clientY, startH = panel.offsetHeight;
        function move(ev) { S.call_height = Math.max(120, Math.min(window.innerHeight - 260, startH + ev.clientY - startY)); panel.style.height = S.call_height + "px"; }
        function up() { document.removeEventListener("pointermove", move); document.removeEventListener("pointerup", up); }
        document.addEventListener("pointermove", move); document.addEventListener("pointerup", up);
        e.preventDefault();
      });
      return panel;
    }

    /* ---------------------------------------------------------------- floating surfaces */
    /* Popouts (user card, emoji picker, header popouts) are kit popovers: like Discord's they close
     * on a press outside them or on Escape, and one is open at a time. */
    var floating = null;
    function closeFloating() {
      if (!floating) return;
      var f = floating; floating = null;
      f.pop.close("close");
    }
    function showFloating(el, anchor, placement, onClose) {
      closeFloating();
      var isNode = anchor && anchor.nodeType;
      var rect = anchor && anchor.getBoundingClientRect ? anchor.getBoundingClientRect() : anchor;
      var f = {};
      f.pop = kit.popover(isNode ? anchor : h("span"), function () { return tips(el); },
        { trigger: "none", placement: placement, at: rect, cls: "d-pop-host", host: layer,
          onClose: function () { if (floating === f) floating = null; if (onClose) onClose(); } });
      floating = f;
      f.pop.open();
    }

    function openPopout(slug, anchor, placement) {
      var p = person(slug);
      var el = h("div", { class: "d-popout", id: "community.popout", role: "dialog" },
        h("div", { class: "d-pop-banner", style: { background: tileColor(slug) } },
          slug !== ME ? h("div", { class: "d-pop-icons" },
            h("button", { class: "d-pop-ic", id: "community.popout.add-friend", "data-tip": "Send Friend Request", onclick: function () { closeFloating(); toast("Friend request sent to " + p.name); } }, icon("user-round-plus", { size: 18 })),
            h("button", { class: "d-pop-ic", id: "community.popout.more", "data-tip": "More" }, icon("ellipsis", { size: 18 }))) : null),
        h("div", { class: "d-pop-av" }, avatarStatus(slug, 80, "pop")),
        h("div", { class: "d-pop-inner" },
          h("div", { class: "d-pop-name" }, p.name, p.bot ? h("span", { class: "d-bottag" }, icon("check", { size: 10, stroke: 4 }), "APP") : null),
          h("div", { class: "d-pop-user" }, p.username + (p.pronouns ? " \u2022 " + p.pronouns : "")),
          p.about ? h("div", { class: "d-pop-sec" }, h("div", null, p.about)) : null,
          h("div", { class: "d-pop-sec" }, h("h4", null, "Member Since"), h("div", { class: "d-pop-since" }, icon("message-circle", { size: 16 }), p.since, h("span", { class: "d-dot-sep" }), icon("mountain", { size: 16 }), "Jun 2022")),
          p.roles.length ? h("div", { class: "d-pop-sec" }, h("h4", null, "Roles"),
            h("div", { class: "d-roles" }, p.roles.map(function (r) {
              return h("span", { class: "d-role", id: "community.popout.role." + r }, h("i", { style: { background: C.roles[r].color } }), C.roles[r].name);
            }))) : null,
          slug !== ME ? h("button", { class: "d-pop-msg", id: "community.popout.message", onclick: function () { closeFloating(); openDm(slug); } }, "Message @" + p.name)
            : h("button", { class: "d-pop-row", id: "community.popout.edit-profile", onclick: function () { closeFloating(); openSettings("profiles"); } }, icon("pencil", { size: 16 }), "Edit Profile"),
          h("button", { class: "d-pop-full", id: "community.popout.full", onclick: function () { closeFloating(); toast("Opening " + p.name + "'s full profile"); } }, "View Full Profile")));
      S.popout = slug;
      showFloating(el, anchor || { left: 400, top: 200, right: 400, bottom: 200, width: 0, height: 0 }, placement || "right-start", function () { S.popout = null; });
    }

    var EMOJI_CATS = [["recent", "Frequently Used", "clock"], ["people", "People", "smile"], ["nature", "Nature", "leaf"],
                      ["food", "Food", "coffee"], ["activities", "Activities", "gamepad-2"], ["objects", "Objects", "lightbulb"],
                      ["symbols", "Symbols", "heart"], ["flags", "Flags", "flag"]];
    var RECENT = ["thumbsup", "joy", "heart", "fire", "tada", "eyes", "pray", "hiking_boot", "camera", "mountain", "100", "sparkles"];
    /* The expression picker: GIFs | Stickers | Emoji tabs (from the composer), a category column,
     * a grid with a header per category, and a preview footer for the emoji under the pointer. */
    function openPicker(anchor, prefix, tab) {
      tab = tab || "emoji";
      var footer = h("div", { class: "d-pick-foot" }, emoji("thumbsup", 28), h("b", null, ":thumbsup:"));
      var grid = h("div", { class: "d-pick-grid", id: "community.picker.grid" });
      var cats = h("div", { class: "d-pick-cats" });
      function choose(e) { closeFloating(); if (prefix) addReaction(prefix, e); else toast("Added :" + e + ": to your message"); }
      EMOJI_CATS.forEach(function (c) {
        var names = c[0] === "recent" ? RECENT : C.emoji_order.filter(function (k) { return E[k][0] === c[0]; });
        grid.appendChild(h("div", { class: "d-pick-h", id: "community.picker.section." + c[0] }, icon(c[2], { size: 14 }), c[1]));
        grid.appendChild(h("div", { class: "d-pick-row" }, names.map(function (k) {
          var b = h("button", { class: "d-pick-e", id: "community.picker." + (c[0] === "recent" ? "recent." : "") + eslug(k), "aria-label": ":" + k + ":",
            onclick: function () { choose(k); } }, emoji(k, 32));
          b.addEventListener("pointerenter", function () { footer.innerHTML = ""; footer.appendChild(emoji(k, 28)); footer.appendChild(h("b", null, ":" + k + ":")); });
          return b;
        })));
        cats.appendChild(h("button", { class: "d-pick-cat", id: "community.picker.cat." + c[0], "data-tip": c[1], "data-tip-at": "right",
          onclick: function () { var sec = ctx.byId("community.picker.section." + c[0]); if (sec) grid.scrollTop = sec.offsetTop - grid.offsetTop; } }, icon(c[2], { size: 20 })));
      });
      var el = h("div", { class: "d-picker", id: "community.picker", role: "dialog" },
        prefix ? null : h("div", { class: "d-pick-tabs" }, [["gifs", "GIFs"], ["stickers", "Stickers"], ["emoji", "Emoji"]].map(function (t) {
          return h("button", { class: "d-pick-tab" + (t[0] === tab ? " on" : ""), id: "community.picker.tab." + t[0],
            onclick: function () { openPicker(anchor, prefix, t[0]); } }, t[1]);
        })),
        h("div", { class: "d-pick-search" }, h("span", null, tab === "gifs" ? "Search Tenor" : tab === "stickers" ? "Find the perfect sticker" : "Find the perfect emoji"), icon("search", { size: 18 })));
      if (tab === "emoji") {
        el.appendChild(h("div", { class: "d-pick-mid" }, cats, grid));
        el.appendChild(footer);
      } else if (tab === "gifs") {
        el.appendChild(h("div", { class: "d-pick-gifs" }, C.gif_categories.map(function (g, i) {
          return h("button", { class: "d-gifcat", id: "community.picker.gifcat." + i, onclick: function () { S.gif_category = g.label; } }, g.photo ? h("img", { src: g.photo, alt: g.label + " GIFs: " + g.still }) : null,
            h("span", null, i === 0 ? icon("star", { size: 18 }) : null, g.label));
        })));
      } else {
        el.appendChild(h("div", { class: "d-pick-empty" }, emoji("sleeping", 64), h("b", null, "No stickers yet"), h("span", null, "Servers you join can add stickers for everyone to use.")));
      }
      S.picker = prefix ? prefix.replace(/^community\.msg\./, "") : "composer";
      showFloating(el, anchor, prefix ? "left-start" : "top-end", function () { S.picker = null; });
      if (init.picker_scroll) { grid.scrollTop = init.picker_scroll; init.picker_scroll = 0; }
    }

    function toggleHeaderPopout(kind, anchor) {
      if (floating && S.header_popout === kind) { closeFloating(); return; }
      var el = kind === "threads" ? threadsPopout() : kind === "pins" ? pinsPopout() : inboxPopout();
      S.header_popout = kind;
      showFloating(el, anchor, "bottom-end", function () { S.header_popout = null; });
    }
    function threadsPopout() {
      var items = Object.keys(C.threads).map(function (k) { return C.threads[k]; });
      return h("div", { class: "d-hpop threads", id: "community.threads" },
        h("div", { class: "d-hpop-head" }, icon("messages-square", { size: 22 }), h("b", null, "Threads"), h("span", { class: "d-hpop-div" }),
          h("div", { class: "d-hpop-search" }, "Search For Thread Name", icon("search", { size: 16 })), h("button", { class: "d-btn primary sm", id: "community.threads.create" }, "Create")),
        h("div", { class: "d-hpop-body", id: "community.threads.list" },
          h("div", { class: "d-hpop-h" }, "2 joined threads"),
          items.map(function (t, i) {
            if (i === 2) return [h("div", { class: "d-hpop-h" }, "Other active threads"), threadItem(t)];
            return threadItem(t);
          })));
    }
    function threadItem(t) {
      var last = t.messages[t.messages.length - 1];
      return h("button", { class: "d-titem", id: "community.threads.item." + t.slug, onclick: function () { closeFloating(); openThread(t.slug); } },
        h("div", { class: "d-titem-name" }, t.name),
        h("div", { class: "d-titem-last" }, avatar(last[0], 16), h("b", { style: { color: roleColor(last[0]) } }, name(last[0])),
          h("span", { class: "d-titem-text" }, last[2].replace(/<#[a-z-]+>/g, "#trip-reports")), h("span", null, "\u00b7 " + t.updated)),
        h("span", { class: "d-titem-count" }, icon("message-square", { size: 14 }), String(t.messages.length)));
    }
    function pinsPopout() {
      var list = h("div", { class: "d-hpop-body", id: "community.pins.list" });
      C.pins.forEach(function (p) {
        var item = h("div", { class: "d-pin", id: "community.pin." + p.slug },
          avatar(p.author, 40),
          h("div", { class: "d-msg-body" }, h("div", { class: "d-msg-head" }, h("span", { class: "d-name", style: { color: roleColor(p.author) } }, name(p.author)), h("span", { class: "d-time" }, p.date)),
            h("div", { class: "d-msg-text" }, richText(p.text, null))),
          h("div", { class: "d-pin-acts" },
            h("button", { class: "d-jump", id: "community.pin." + p.slug + ".jump", onclick: function () { closeFloating(); S.jumped = p.slug; toast("Jumped to the pinned message"); } }, "Jump"),
            h("button", { class: "d-pin-x", id: "community.pin." + p.slug + ".unpin", "aria-label": "Unpin" }, icon("x", { size: 16 }))));
        list.appendChild(item);
      });
      return h("div", { class: "d-hpop pins", id: "community.pins" },
        h("div", { class: "d-hpop-head" }, icon("pin", { size: 22 }), h("b", null, "Pinned Messages")), list);
    }
    function inboxPopout() {
      var tabs = [["for-you", "For You"], ["unreads", "Unreads"], ["mentions", "Mentions"]];
      var bodyEl = h("div", { class: "d-hpop-body", id: "community.inbox.list" });
      function fill() {
        bodyEl.innerHTML = "";
        if (S.inbox_tab === "mentions") {
          C.mentions.forEach(function (m) {
            var parts = m.where.split(":");
            var srv = parts.length > 1 ? SERVERS[parts[0]].name : C.server.name, ch = parts.length > 1 ? parts[1] : m.where;
            bodyEl.appendChild(h("div", { class: "d-mitem", id: "community.inbox.item." + m.slug },
              h("div", { class: "d-mitem-where" }, h("b", null, "#" + ch), h("span", null, srv)),
              h("div", { class: "d-pin" }, avatar(m.author, 40),
                h("div", { class: "d-msg-body" }, h("div", { class: "d-msg-head" }, h("span", { class: "d-name", style: { color: roleColor(m.author) } }, name(m.author)), h("span", { class: "d-time" }, when(m.when))),
                  h("div", { class: "d-msg-text" }, richText(m.text, null))),
                h("div", { class: "d-pin-acts" }, h("button", { class: "d-jump", id: "community.inbox.item." + m.slug + ".jump", onclick: function () {
                  closeFloating();
                  S.jumped = m.jump || m.slug;
                  if (m.jump) { if (S.server !== "trail") openServer("trail"); else if (S.channel !== "general") openChannel("general"); jumpTo("community.msg." + m.jump); }
                  else if (parts.length > 1) openServer(parts[0]);
                  else openServerChannel("trail", m.where);
                } }, "Jump")))));
          });
        } else if (S.inbox_tab === "unreads") {
          ["general", "trip-planning", "photo-critique", "announcements", "region-asia"].forEach(function (ch) {
            bodyEl.appendChild(h("div", { class: "d-uitem", id: "community.inbox.unread." + ch }, h("span", { class: "d-uitem-srv" }, C.server.name), h("b", null, "#" + ch),
              h("span", { class: "d-fill" }), h("button", { class: "d-round sm", id: "community.inbox.unread." + ch + ".mark", "data-tip": "Mark as Read" }, icon("check", { size: 16 }))));
          });
        } else {
          C.for_you.forEach(function (f) {
            bodyEl.appendChild(h("div", { class: "d-fyitem", id: "community.inbox.foryou." + f.slug }, avatar(f.who, 40),
              h("div", { class: "d-fy-text" }, h("b", null, name(f.who)), " " + f.text), h("span", { class: "d-time" }, f.when)));
          });
        }
        tips(bodyEl);
      }
      var bar = h("div", { class: "d-itabs" }, tabs.map(function (t) {
        return h("button", { class: "d-itab" + (S.inbox_tab === t[0] ? " on" : ""), id: "community.inbox.tab." + t[0], onclick: function () {
          S.inbox_tab = t[0];
          Array.prototype.forEach.call(bar.children, function (b, i) { b.classList.toggle("on", tabs[i][0] === t[0]); });
          fill();
        } }, t[1]);
      }));
      fill();
      return h("div", { class: "d-hpop inbox", id: "community.inbox" },
        h("div", { class: "d-hpop-head" }, icon("inbox", { size: 22 }), h("b", null, "Inbox")), bar, bodyEl);
    }

    /* ---------------------------------------------------------------- overlays */
    // The changelog's hero: Discord's own flat illustration of the headline feature (a stream popped out
    // of the client into its own window), drawn here rather than a photograph.
    var CHANGELOG_ART = '<svg viewBox="0 0 408 228" width="100%" height="100%" preserveAspectRatio="xMidYMid slice">' +
      '<rect width="408" height="228" fill="#5865f2"/><circle cx="360" cy="30" r="70" fill="#6d78f4"/><circle cx="30" cy="210" r="60" fill="#4752c4"/>' +
      '<rect x="46" y="40" width="230" height="150" rx="10" fill="#1e1f22"/><rect x="46" y="40" width="38" height="150" rx="10" fill="#111214"/>' +
      '<circle cx="65" cy="62" r="10" fill="#5865f2"/><circle cx="65" cy="88" r="10" fill="#313338"/><circle cx="65" cy="114" r="10" fill="#313338"/>' +
      '<rect x="92" y="54" width="60" height="8" rx="4" fill="#4e5058"/><rect x="92" y="72" width="48" height="6" rx="3" fill="#35373c"/><rect x="92" y="86" width="54" height="6" rx="3" fill="#35373c"/>' +
      '<rect x="160" y="54" width="104" height="58" rx="6" fill="#2b2d31"/><path d="M196 70v26l22-13z" fill="#4e5058"/>' +
      '<rect x="176" y="96" width="204" height="118" rx="10" fill="#2b2d31" stroke="#ffffff" stroke-width="3"/>' +
      '<rect x="186" y="106" width="184" height="80" rx="6" fill="#23a559"/><path d="M186 170l44-38 30 24 26-18 84 48v0H186z" fill="#1a7f45"/>' +
      '<circle cx="340" cy="126" r="10" fill="#f0b232"/><rect x="192" y="112" width="34" height="14" rx="3" fill="#f23f43"/>' +
      '<text x="209" y="123" font-family="Open Sans, sans-serif" font-size="9" font-weight="700" fill="#fff" text-anchor="middle">LIVE</text>' +
      '<rect x="186" y="194" width="70" height="8" rx="4" fill="#4e5058"/><circle cx="350" cy="198" r="6" fill="#4e5058"/><circle cx="366" cy="198" r="6" fill="#f23f43"/>' +
      '<path d="M258 120l30-30m0 0h-18m18 0v18" stroke="#fff" stroke-width="4" stroke-linecap="round" stroke-linejoin="round" fill="none"/></svg>';
    function openChangelog() {
      var cl = C.changelog;
      kit.dialog({ id: "community.modal.changelog", cls: "d-dialog changelog",
        title: h("span", { class: "d-cl-title" }, h("b", null, "What's New"), h("span", null, cl.date)),
        body: h("div", { class: "d-cl-body" }, h("div", { class: "d-cl-img", html: CHANGELOG_ART }),
          cl.items.map(function (it, i) {
            return h("div", { class: "d-cl-item" }, h("h3", { class: "d-cl-h " + ["added", "improved", "fixed"][i] }, ["New Features", "Improvements", "Fixes"][i], h("span", { class: "d-cl-line" })),
              h("p", null, h("b", null, it[0] + ". "), it[1]));
          })),
        onClose: function () { S.modal = null; } });
    }
    /* The media viewer: the image centred on a dark backdrop; a click beside it or X closes it. */
    function openViewer(image, author) {
      S.viewer = image.id;
      var el = h("div", { class: "d-viewer", id: "community.viewer" },
        h("div", { class: "d-viewer-top" }, avatar(author, 32), h("div", { class: "d-viewer-who" }, h("b", null, name(author)), h("span", null, image.name)),
          h("span", { class: "d-fill" }),
          btn("community.viewer.zoom", "zoom-in", "Zoom"), btn("community.viewer.download", "download", "Download"),
          btn("community.viewer.more", "ellipsis", "More"), btn("community.viewer.close", "x", "Close", { onclick: function () { close(); } })),
        h("div", { class: "d-viewer-stage", id: "community.viewer.backdrop" }, h("img", { src: image.url, alt: image.name })));
      function close() { el.remove(); S.viewer = null; }
      el.querySelector(".d-viewer-stage").addEventListener("click", function (e) { if (e.target.tagName !== "IMG") close(); });
      layer.appendChild(tips(el));
    }
    function findImage(id) {
      var found = null;
      (C.messages.general || []).forEach(function (m) { if (m.image && m.image.id === id) found = m; });
      return found;
    }
    function openIncoming(slug) {
      var p = person(slug);
      var el = h("div", { class: "d-incoming", id: "community.incoming", role: "dialog" },
        h("div", { class: "d-inc-av" }, avatar(slug, 80)),
        h("div", { class: "d-inc-name" }, p.name), h("div", { class: "d-inc-sub" }, "Incoming Call..."),
        h("div", { class: "d-inc-btns" },
          h("button", { class: "d-round big no", id: "community.incoming.decline", "data-tip": "Decline", onclick: function () { el.remove(); S.incoming = null; } }, icon("phone-off", { size: 22 })),
          h("button", { class: "d-round big ok", id: "community.incoming.video", "data-tip": "Join with Video" }, icon("video", { size: 22 })),
          h("button", { class: "d-round big ok", id: "community.incoming.accept", "data-tip": "Join Call", onclick: function () { el.remove(); S.incoming = null; openDm(slug); S.call = slug; renderMain(); } }, icon("phone", { size: 22 }))));
      layer.appendChild(tips(el));
    }
    /* User Settings: a full-window layer with its own navigation, closed by the X (or Escape). */
    function openSettings(section) {
      S.settings = section;
      var wrap = h("div", { class: "d-settings", id: "community.settings" });
      var navEl = h("div", { class: "d-set-nav", id: "community.settings.nav" });
      var content = h("div", { class: "d-set-content", id: "community.settings.content" });
      function show(key) {
        S.settings = key;
        Array.prototype.forEach.call(navEl.querySelectorAll(".d-set-item"), function (b) { b.classList.toggle("on", b.getAttribute("data-k") === key); });
        content.innerHTML = "";
        content.appendChild(settingsPane(key));
      }
      navEl.appendChild(h("div", { class: "d-set-navinner" },
        h("div", { class: "d-set-search" }, "Search", icon("search", { size: 14 })),
        C.settings_nav.map(function (g) {
          return [h("div", { class: "d-set-h" }, g.heading), g.items.map(function (it) {
            return h("button", { class: "d-set-item", "data-k": it.key, id: "community.settings.nav." + it.key, onclick: function () { show(it.key); } }, it.label);
          }), h("div", { class: "d-set-sep" })];
        }),
        h("button", { class: "d-set-item", id: "community.settings.nav.whats-new" }, "What's New"),
        h("button", { class: "d-set-item danger", id: "community.settings.nav.logout" }, "Log Out", icon("log-out", { size: 16 }))));
      var closeEl = h("div", { class: "d-set-close" }, h("button", { class: "d-set-x", id: "community.settings.close", onclick: function () { wrap.remove(); S.settings = null; document.removeEventListener("keydown", esc); } }, icon("x", { size: 18 })), h("span", null, "ESC"));
      function esc(e) { if (e.key === "Escape" && wrap.isConnected) closeEl.firstChild.click(); }
      document.addEventListener("keydown", esc);
      wrap.appendChild(navEl); wrap.appendChild(h("div", { class: "d-set-main" }, content, closeEl));
      layer.appendChild(wrap);
      show(section);
    }
    function toggle(id, on) {
      var t = h("button", { class: "d-toggle" + (on ? " on" : ""), id: id, role: "switch", "aria-checked": String(on), onclick: function () {
        var now = !t.classList.contains("on"); t.classList.toggle("on", now); t.setAttribute("aria-checked", String(now));
        S.switched = toggled(S.switched, id.split(".").pop());
      } }, h("i"));
      return t;
    }
    function settingsPane(key) {
      var me = person(ME);
      if (key === "voice") {
        return h("div", { class: "d-set-pane" }, h("h2", null, "Voice Settings"),
          h("div", { class: "d-set-cols" },
            h("div", null, h("h5", null, "Input Device"), h("div", { class: "d-select", id: "community.settings.input" }, "Default - Microphone (USB Audio)", icon("chevron-down", { size: 16 }))),
            h("div", null, h("h5", null, "Output Device"), h("div", { class: "d-select", id: "community.settings.output" }, "Default - Headphones (USB Audio)", icon("chevron-down", { size: 16 })))),
          h("div", { class: "d-set-cols" }, h("div", null, h("h5", null, "Input Volume"), h("div", { class: "d-slider" }, h("i", { style: { width: "72%" } }))),
            h("div", null, h("h5", null, "Output Volume"), h("div", { class: "d-slider" }, h("i", { style: { width: "100%" } })))),
          h("h5", null, "Mic Test"), h("div", { class: "d-set-row" }, h("button", { class: "d-btn primary", id: "community.settings.mictest" }, "Let's Check"), h("div", { class: "d-meter" })),
          h("h5", null, "Input Mode"),
          h("label", { class: "d-radio on", id: "community.settings.mode.voice" }, h("i"), "Voice Activity"),
          h("label", { class: "d-radio", id: "community.settings.mode.ptt" }, h("i"), "Push to Talk"),
          h("div", { class: "d-set-sep wide" }),
          h("h2", { class: "sub" }, "Voice Processing"),
          C.voice_settings.map(function (s) {
            return h("div", { class: "d-set-toggle" }, h("span", null, s.label), toggle("community.settings.toggle." + s.key, s.on));
          }));
      }
      if (key === "notifications") {
        return h("div", { class: "d-set-pane" }, h("h2", null, "Notifications"),
          [["desktop", "Enable Desktop Notifications", true], ["unread-badge", "Enable Unread Message Badge", true], ["taskbar", "Enable Taskbar Flashing", true], ["sounds", "Message sounds", true]].map(function (s) {
            return h("div", { class: "d-set-toggle" }, h("span", null, s[1]), toggle("community.settings.toggle." + s[0], s[2]));
          }));
      }
      if (key === "appearance") {
        return h("div", { class: "d-set-pane" }, h("h2", null, "Appearance"), h("h5", null, "Theme"),
          h("div", { class: "d-themes" }, [["light", "#ffffff"], ["ash", "#323339"], ["dark", "#1a1a1e"], ["onyx", "#070709"]].map(function (t) {
            return h("button", { class: "d-theme" + (t[0] === "dark" ? " on" : ""), id: "community.settings.theme." + t[0], style: { background: t[1] }, "aria-label": t[0] });
          })),
          h("h5", null, "Message Display"),
          h("label", { class: "d-radio on", id: "community.settings.display.cozy" }, h("i"), "Cozy: Modern, beautiful, and easy on your eyes."),
          h("label", { class: "d-radio", id: "community.settings.display.compact" }, h("i"), "Compact: Fit more messages on screen at one time. #IRC"));
      }
      return h("div", { class: "d-set-pane" }, h("h2", null, key === "account" ? "My Account" : (navLabel(key))),
        key === "account" ? h("div", { class: "d-acct" }, h("div", { class: "d-pop-banner", style: { background: "#4a4e8a" } }),
          h("div", { class: "d-acct-top" }, avatarStatus(ME, 80, "pop"), h("b", null, me.name), h("span", { class: "d-fill" }), h("button", { class: "d-btn primary", id: "community.settings.edit-profile" }, "Edit User Profile")),
          h("div", { class: "d-acct-card" },
            [["Display Name", me.name], ["Username", me.username], ["Email", "********@gmail.com"], ["Phone Number", "********4821"]].map(function (r, i) {
              return h("div", { class: "d-acct-row" }, h("div", null, h("h5", null, r[0]), h("div", null, r[1])), h("button", { class: "d-btn secondary sm", id: "community.settings.account.edit" + i }, "Edit"));
            }))) : h("div", { class: "d-empty-hint" }, "Nothing to change here yet."));
    }
    function navLabel(key) { var l = key; C.settings_nav.forEach(function (g) { g.items.forEach(function (i) { if (i.key === key) l = i.label; }); }); return l; }

    function radioList(prefix, options, on) {
      return options.map(function (o) { return h("label", { class: "d-radio" + (o[0] === on ? " on" : ""), id: prefix + o[0] }, h("i"), o[1]); });
    }
    function openCreateChannel(cat) {
      S.dialog = "create-channel:" + cat.slug;
      kit.dialog({ id: "community.create-channel", cls: "d-dialog", onClose: function () { S.dialog = null; }, title: h("span", { class: "d-cl-title" }, h("b", null, "Create Channel"), h("span", null, "in " + cat.name)),
        body: h("div", { class: "d-dbody" }, h("h5", null, "Channel Type"),
          radioList("community.create-channel.type.", [["text", "Text — Send messages, images, GIFs, emoji, opinions, and puns"], ["voice", "Voice — Hang out together with voice, video, and screen share"], ["forum", "Forum — Create a space for organized discussions"]], "text"),
          h("h5", null, "Channel Name"), h("div", { class: "d-input" }, icon("hash", { size: 16 }), " new-channel")),
        actions: [{ id: "community.create-channel.cancel", label: "Cancel" }, { id: "community.create-channel.create", label: "Create Channel", primary: true, disabled: true }] });
    }
    function openServerNotifications() {
      kit.dialog({ id: "community.server-notifications", cls: "d-dialog", title: h("span", { class: "d-cl-title" }, h("b", null, "Notification Settings"), h("span", null, C.server.name)),
        body: h("div", { class: "d-dbody" },
          h("div", { class: "d-set-toggle" }, h("span", null, "Mute " + C.server.name), toggle("community.server-notifications.mute", false)),
          h("h5", null, "Server Notification Settings"),
          radioList("community.server-notifications.level.", [["all", "All Messages"], ["mentions", "Only @mentions"], ["nothing", "Nothing"]], "mentions"),
          h("div", { class: "d-set-toggle" }, h("span", null, "Suppress @everyone and @here"), toggle("community.server-notifications.everyone", false)),
          h("div", { class: "d-set-toggle" }, h("span", null, "Mobile Push Notifications"), toggle("community.server-notifications.push", true))),
        actions: [{ id: "community.server-notifications.done", label: "Done", primary: true }] });
    }
    function openInvite(c) {
      S.dialog = "invite:" + c.slug;
      kit.dialog({ id: "community.invite", cls: "d-dialog", onClose: function () { S.dialog = null; }, title: "Invite friends to " + C.server.name,
        body: h("div", { class: "d-dbody" }, h("div", { class: "d-invite-sub" }, "Recipients will land in #" + c.name),
          h("div", { class: "d-input" }, "Search for friends"),
          h("h5", null, "Or, send a server invite link to a friend"),
          h("div", { class: "d-urlbox row" }, "https://discord.gg/trailandlens", h("button", { class: "d-btn primary sm", id: "community.invite.copy", onclick: function () { toast("Invite link copied"); } }, "Copy")),
          h("div", { class: "d-invite-note" }, "Your invite link expires in 7 days."))
      });
    }

    /* Toasts: Discord's small confirmations at the bottom centre ("Link copied!"), gone after ~3 s. */
    var TOAST_MS = 3000;
    function toast(text) {
      S.flash = text;
      kit.toast({ id: "community.toast", cls: "d-toast", dismissible: false, timeout: TOAST_MS,
        text: h("span", { class: "d-toast-in" }, icon("circle-check", { size: 18 }), text) });
    }

    /* ---------------------------------------------------------------- render all + start */
    function renderAll() { renderRail(); renderSidebar(); renderMain(); }
    renderAll();
    renderStreamWindow();

    // Initial floating state, then the timers of delayed states (the virtual clock drives them).
    if (S.popout && P[S.popout]) {
      // Opened from a message the card sits right of its avatar; otherwise left of the member row.
      var fromMsg = init.popout_msg ? ctx.byId("community.msg." + init.popout_msg + ".avatar") : null;
      var memberRow = ctx.byId("community.member." + S.popout);
      if (fromMsg) openPopout(S.popout, fromMsg, "right-start");
      else openPopout(S.popout, memberRow, memberRow ? "left-start" : "right-start");
    }
    if (S.picker) {
      // A message's picker opens beside its hover toolbar's Add Reaction button (top right of the row).
      var row = ctx.byId("community.msg." + S.picker);
      var pa = S.picker === "composer" ? ctx.byId("community.composer.emoji") : null;
      if (pa) openPicker(pa, null, "emoji");
      else if (row) { var rr = row.getBoundingClientRect(); openPicker({ left: rr.right - 150, right: rr.right - 118, top: rr.top - 16, bottom: rr.top + 16, width: 32, height: 32 }, "community.msg." + S.picker, "emoji"); }
    }
    if (S.header_popout) {
      var ha = ctx.byId("community.header." + S.header_popout);
      if (ha) toggleHeaderPopout(S.header_popout, ha);
    }
    if (S.modal === "changelog") openChangelog();
    if (S.viewer) { var im = findImage(S.viewer); if (im) openViewer(im.image, im.author); }
    if (S.incoming && P[S.incoming]) openIncoming(S.incoming);
    if (S.settings) openSettings(S.settings);
    if (S.search && S.search_loading) startSearchTimer();
    if (S.stream && S.stream_loading) startStreamTimer();
    if (S.voice && S.voice_state === "connecting") {
      voiceTimer = kit.after(2000, function () { S.voice_state = "connected"; renderSidebar(); if (isVoiceView()) renderMain(); });
    }
    if (S.loading) {
      // A channel that is not cached yet: grey placeholder messages for ~1.5 s, then the history.
      kit.after(1500, function () {
        S.loading = false;
        var inner = main.querySelector(".d-messages-inner");
        if (inner && CHANNELS[S.channel]) { fillChannel(inner, CHANNELS[S.channel], C.messages[S.channel] || []); tips(inner); msgScroll.scrollTop = msgScroll.scrollHeight; updateBars(); }
      });
    }
    if (S.upload) {
      [[1000, 41], [2000, 63], [3000, 88]].forEach(function (st) {
        kit.after(st[0], function () { uploadPct = st[1]; var f = main.querySelector(".d-upload-fill"); if (f) f.style.width = uploadPct + "%"; });
      });
      kit.after(4000, function () {
        uploadDone = true; S.upload = false;
        var row = ctx.byId("community.upload");
        if (row) { row.replaceWith(tips(renderMessage(UPLOADED, "community.msg.upload"))); if (msgScroll) msgScroll.scrollTop = msgScroll.scrollHeight; }
      });
    }
    if (S.arriving) {
      // TrailBot types for ~3 s, then its alert lands at the bottom of #general.
      kit.after(3000, function () {
        arrived = true; S.arriving = false;
        var inner = main.querySelector(".d-messages-inner"), typing = ctx.byId("community.typing");
        if (typing) typing.innerHTML = "";
        if (inner && S.channel === "general") {
          var stick = msgScroll.scrollHeight - msgScroll.scrollTop - msgScroll.clientHeight < 40;
          inner.appendChild(tips(renderMessage(ARRIVAL, "community.msg." + ARRIVAL.slug)));
          if (stick) msgScroll.scrollTop = msgScroll.scrollHeight;
        }
      });
    }
  },
});
