/* chat: a Slack-desktop-like team chat (Brightline workspace), built on the app kit (IGG.kit).
 *
 * Its state keys, with their types and defaults, are declared in manifest.yaml beside this file;
 * the server merges the defaults into ctx.state, so the fallbacks below only guard bad values.
 * The app keeps its layout, content and own behaviour; icons, avatars, menus, the hover toolbar
 * and cards, tooltips, dialogs, toasts, the draggable huddle window and every timer are the kit's.
 */
IGG.app({
  mount: function (root, ctx) {
    "use strict";
    var h = ctx.h, C = ctx.content;
    var P = C.people, ME = C.me;
    var CH = {};
    C.channels.forEach(function (c) { CH[c.slug] = c; });
    var init = ctx.state || {};
    // The UI state lives in the store (typed by manifest.yaml); the guards only fix bad values.
    var S = ctx.store();
    if (!CH[S.channel]) S.channel = "engineering";
    if (S.dm && !P[S.dm]) S.dm = null;
    if (S.popout && !P[S.popout]) S.popout = null;
    if (S.canvas && S.canvas !== C.canvas.slug) S.canvas = null;
    if (S.view === "dm" && !S.dm) S.view = "channel";
    if (S.picker) S.picker = null;
    if (S.forward) S.forward = null;
    if (S.editing) S.editing = null;
    var pendingCount = S.connection === "reconnecting" ? 3 : 0;
    function has(list, v) { return list.indexOf(v) >= 0; }
    function toggled(list, v) { return has(list, v) ? list.filter(function (x) { return x !== v; }) : list.concat([v]); }

    /* Icons: Lucide (Slack has no open icon set), from the kit's vendored subset. */
    var kit = ctx.kit;
    var icon = kit.icons("lucide");
    kit.configure({ icons: { close: "lucide:x", check: "lucide:check", submenu: "lucide:chevron-right",
                             prev: "lucide:chevron-left", next: "lucide:chevron-right" } });

    /* ---------------------------------------------------------------- emoji (drawn, no font) */
    var EMOJI = {
      "+1": '<path d="M2.5 9.5h3.2v8H2.5z" fill="#EF9645"/><path d="M6.5 9.2 9.6 3c1.5-.2 2.4.9 2.1 2.4l-.6 2.7h4.6c1.2 0 2 1 1.8 2.1l-1.1 6.1c-.2.9-1 1.5-1.9 1.5H6.5z" fill="#FFCC4D"/><path d="M11.8 11.4h4.4M11.5 14h4" stroke="#EF9645" stroke-width=".9"/>',
      tada: '<path d="M2.5 17.5 6.5 6l7.5 7.5z" fill="#FFAC33"/><path d="M4 13.2l1.6 1.6M5.2 9.8l4.5 4.5" stroke="#DD2E44" stroke-width="1.3"/><circle cx="14.5" cy="4" r="1.2" fill="#55ACEE"/><circle cx="17" cy="9" r="1" fill="#DD2E44"/><rect x="9.5" y="2" width="1.8" height="1.8" fill="#77B255" transform="rotate(20 10 3)"/><path d="M11 8.5c1.5-2.5 3.5-3 5.5-2.5" stroke="#AA8DD8" stroke-width="1.2" fill="none"/><rect x="15.5" y="12.5" width="1.8" height="1.8" fill="#FFCC4D"/>',
      white_check_mark: '<rect x="2" y="2" width="16" height="16" rx="3.5" fill="#77B255"/><path d="m5.5 10.3 3 3 6-6.8" stroke="#fff" stroke-width="2.3" fill="none" stroke-linecap="round" stroke-linejoin="round"/>',
      eyes: '<ellipse cx="6.3" cy="10" rx="4" ry="6.5" fill="#fff" stroke="#31373D" stroke-width="1"/><ellipse cx="13.7" cy="10" rx="4" ry="6.5" fill="#fff" stroke="#31373D" stroke-width="1"/><ellipse cx="4.8" cy="10.5" rx="1.9" ry="2.6" fill="#31373D"/><ellipse cx="12.2" cy="10.5" rx="1.9" ry="2.6" fill="#31373D"/>',
      fire: '<path d="M10 1.5c.5 3.5 5.5 5 5.5 10.5a5.5 5.5 0 0 1-11 0c0-2.6 1.3-4.1 2.5-5 0 1.6.6 2.8 1.6 3.3-.4-3.6 1-6.6 1.4-8.8z" fill="#F4900C"/><path d="M10 9.5c.4 2 3 2.8 3 5.3a3 3 0 0 1-6 0c0-1.6 1-2.6 1.8-3.1.1 1 .6 1.6 1 1.8-.3-1.8-.1-3 .2-4z" fill="#FFCC4D"/>',
      rocket: '<path d="M17.5 2.5c-4.5-.4-8 1.8-10.5 6l-2.3.2-2.2 2.8 3.2.4 2.5 2.5.4 3.2 2.8-2.2.2-2.3c4.2-2.5 6.4-6 6-10.6z" fill="#CCD6DD"/><circle cx="12.7" cy="7.3" r="1.8" fill="#55ACEE"/><path d="M5 13.5c-1.5.5-2.5 2.5-2.5 4 1.5 0 3.5-1 4-2.5z" fill="#F4900C"/><path d="M7 8.7 4.7 8.9l-2.2 2.8 3.2.4zM11.3 13l-.2 2.3-2.8 2.2-.4-3.2z" fill="#DD2E44"/>',
      heart: '<path d="M10 17.2 3.3 10.8A4 4 0 0 1 10 5.2a4 4 0 0 1 6.7 5.6z" fill="#DD2E44"/>',
      sparkles: '<path d="M8 2.5 9.4 7.6 14.5 9 9.4 10.4 8 15.5 6.6 10.4 1.5 9l5.1-1.4z" fill="#FFAC33"/><path d="m15 11 .8 2.2 2.2.8-2.2.8L15 17l-.8-2.2L12 14l2.2-.8zM14.5 2l.6 1.4 1.4.6-1.4.6-.6 1.4-.6-1.4-1.4-.6 1.4-.6z" fill="#FFCC4D"/>',
      "100": '<text x="10" y="12.5" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-weight="700" font-style="italic" font-size="9.5" fill="#DD2E44">100</text><path d="M3 15h14M3.5 17.3h13" stroke="#DD2E44" stroke-width="1.3"/>',
      star: '<path d="m10 1.8 2.5 5.3 5.8.7-4.3 4 1.1 5.8L10 14.8l-5.1 2.8L6 11.8l-4.3-4 5.8-.7z" fill="#FFAC33"/>',
      sunny: '<circle cx="10" cy="10" r="4" fill="#FFAC33"/><path d="M10 1.5v3M10 15.5v3M1.5 10h3M15.5 10h3M4 4l2.1 2.1M13.9 13.9 16 16M4 16l2.1-2.1M13.9 6.1 16 4" stroke="#FFAC33" stroke-width="1.6" stroke-linecap="round"/>',
      smile: '<circle cx="10" cy="10" r="8.3" fill="#FFCC4D"/><path d="M5.8 11.3a4.3 4.3 0 0 0 8.4 0z" fill="#664500"/><ellipse cx="7.2" cy="7.6" rx="1" ry="1.4" fill="#664500"/><ellipse cx="12.8" cy="7.6" rx="1" ry="1.4" fill="#664500"/>',
      heart_eyes: '<circle cx="10" cy="10" r="8.3" fill="#FFCC4D"/><path d="M6 12a4.2 4.2 0 0 0 8 0z" fill="#664500"/><path d="M7 9.6 4.6 7.4a1.4 1.4 0 0 1 2.4-1.3 1.4 1.4 0 0 1 2.4 1.3zM13 9.6l-2.4-2.2A1.4 1.4 0 0 1 13 6.1a1.4 1.4 0 0 1 2.4 1.3z" fill="#DD2E44"/>',
      joy: '<circle cx="10" cy="10" r="8.3" fill="#FFCC4D"/><path d="M5.5 10.5h9a4.5 4.5 0 0 1-9 0z" fill="#664500"/><path d="M5.5 7.8 7.8 7l-2.1-1M14.5 7.8 12.2 7l2.1-1" stroke="#664500" stroke-width="1" fill="none"/><path d="M3 10c-.8 1-.8 2.3 0 3 1-.5 1-1.8 0-3zM17 10c.8 1 .8 2.3 0 3-1-.5-1-1.8 0-3z" fill="#5DADEC"/>',
      coffee: '<path d="M4 7h10v5.5a4 4 0 0 1-4 4H8a4 4 0 0 1-4-4z" fill="#CCD6DD"/><path d="M5 8h8v1.8H5z" fill="#8A4B38"/><path d="M14 8.5h1.3a2 2 0 0 1 0 4H14" stroke="#CCD6DD" stroke-width="1.4" fill="none"/><path d="M7.5 2.5c-.8 1 .8 1.8 0 3M10.5 2.5c-.8 1 .8 1.8 0 3" stroke="#99AAB5" stroke-width="1" fill="none"/>',
      bulb: '<path d="M10 2a5.5 5.5 0 0 0-3.3 9.9c.6.5.8 1.1.8 1.8V14h5v-.3c0-.7.2-1.3.8-1.8A5.5 5.5 0 0 0 10 2z" fill="#FFD983"/><rect x="7.5" y="14" width="5" height="2.4" rx=".6" fill="#99AAB5"/><rect x="8.3" y="16.4" width="3.4" height="1.5" rx=".7" fill="#66757F"/>',
      thinking: '<circle cx="10" cy="10" r="8.3" fill="#FFCC4D"/><ellipse cx="7.2" cy="8" rx="1" ry="1.4" fill="#664500"/><ellipse cx="12.8" cy="8" rx="1" ry="1.4" fill="#664500"/><path d="M7.5 12.8c1.5-.7 3.5-.7 5 0" stroke="#664500" stroke-width="1.1" fill="none" stroke-linecap="round"/><path d="M4.5 14.5c1.8-.8 3.6 0 4 1.5-.8 1.4-3.4 1.7-4.5.5z" fill="#F4900C"/>',
    };
    var EMOJI_NAMES = {
      "+1": "thumbsup", tada: "tada", white_check_mark: "white_check_mark", eyes: "eyes", fire: "fire",
      rocket: "rocket", heart: "heart", sparkles: "sparkles", "100": "100", star: "star", sunny: "sunny",
      smile: "smile", heart_eyes: "heart_eyes", joy: "joy", coffee: "coffee", bulb: "bulb", thinking: "thinking_face",
    };
    var EMOJI_SLUG = { "+1": "thumbsup" };
    function eslug(name) { return EMOJI_SLUG[name] || name.replace(/_/g, "-"); }
    function emoji(name, size) {
      size = size || 16;
      return h("span", { class: "emoji", html: '<svg viewBox="0 0 20 20" width="' + size + '" height="' + size + '">' + (EMOJI[name] || EMOJI.smile) + "</svg>" });
    }

    /* ---------------------------------------------------------------- people */
    function hash(s) { var x = 2166136261; for (var i = 0; i < s.length; i++) { x ^= s.charCodeAt(i); x = Math.imul(x, 16777619); } return x >>> 0; }
    // Slack draws profile pictures as rounded squares.
    function avatar(slug, size) { return kit.avatar(P[slug] || { name: slug }, { size: size, shape: "rounded", cls: "av" }); }
    function name(slug) { return P[slug] ? P[slug].name : slug; }

    /* ---------------------------------------------------------------- rich text */
    function richText(text) {
      var out = [], re = /(`[^`]+`)|(\*[^*]+\*)|(_[^_]+_)|(<@[a-z]+>)|(<#[a-z0-9-]+>)|(\[[^\]]+\]\([^)]+\))/g;
      var last = 0, m;
      while ((m = re.exec(text))) {
        if (m.index > last) out.push(text.slice(last, m.index));
        var t = m[0];
        if (m[1]) out.push(h("code", { class: "c-icode" }, t.slice(1, -1)));
        else if (m[2]) out.push(h("b", null, t.slice(1, -1)));
        else if (m[3]) out.push(h("i", null, t.slice(1, -1)));
        else if (m[4]) { var ps = t.slice(2, -1); out.push(h("span", { class: "c-mention" + (ps === ME ? " me" : "") }, "@" + name(ps))); }
        else if (m[5]) out.push(h("span", { class: "c-chanlink" }, "#" + t.slice(2, -1)));
        else if (m[6]) { var lm = /\[([^\]]+)\]\(([^)]+)\)/.exec(t); out.push(h("span", { class: "c-link" }, lm[1])); }
        last = m.index + t.length;
      }
      if (last < text.length) out.push(text.slice(last));
      return out;
    }

    /* ---------------------------------------------------------------- thumbnails */
    var KIND = {
      pdf: ["#E2453C", "PDF"], sheet: ["#1E8E3E", "XLS"], doc: ["#2B63C6", "DOC"], slides: ["#E8710A", "PPT"],
      figma: ["#1E1E1E", "FIG"], code: ["#5E6B7A", "JSON"], text: ["#5E6B7A", "TXT"], image: ["#8E44AD", "IMG"],
    };
    function fileBadge(f, size) {
      var k = KIND[f.kind] || KIND.text;
      if (f.kind === "figma") {
        return h("span", { class: "c-fbadge fig", style: { width: size + "px", height: size + "px" },
          html: '<svg viewBox="0 0 20 20" width="' + (size * 0.55) + '" height="' + (size * 0.55) + '"><path d="M7 2h3v5H7a2.5 2.5 0 0 1 0-5z" fill="#F24E1E"/><path d="M10 2h3a2.5 2.5 0 0 1 0 5h-3z" fill="#FF7262"/><path d="M7 7h3v5H7a2.5 2.5 0 0 1 0-5z" fill="#A259FF"/><circle cx="12.5" cy="9.5" r="2.5" fill="#1ABCFE"/><path d="M7 12h3v2.5A2.5 2.5 0 1 1 7 12z" fill="#0ACF83"/></svg>' });
      }
      return h("span", { class: "c-fbadge", style: { width: size + "px", height: size + "px", background: k[0] } },
        icon("file", { size: Math.round(size * 0.45) }), h("span", { class: "c-fbadge-t" }, k[1]));
    }
    // A file's picture: the posted photograph, else a drawn chart or diagram.
    function fileArt(cls, f) {
      if (f.photos) {
        return h("div", { class: cls + " c-photos n" + f.photos.length }, f.photos.map(function (u) {
          return h("img", { src: u, alt: "", draggable: "false" });
        }));
      }
      return h("div", { class: cls, html: artSvg(f.art) });
    }
    function artSvg(art) {
      if (art === "chart") {
        return '<svg viewBox="0 0 360 200" preserveAspectRatio="none"><rect width="360" height="200" fill="#181b1f"/>' +
          '<text x="14" y="22" fill="#d8d9da" font-size="12" font-family="DejaVu Sans">API latency p99 - invoices</text>' +
          '<g stroke="#2c3235" stroke-width="1"><path d="M14 60h332M14 100h332M14 140h332M14 180h332"/></g>' +
          '<path d="M14 160 40 158 70 161 100 157 130 159 160 150 175 70 190 62 205 66 220 74 240 150 270 156 300 154 346 157" fill="none" stroke="#f2495c" stroke-width="2"/>' +
          '<path d="M14 170 60 171 100 169 160 168 190 140 220 150 260 168 346 169" fill="none" stroke="#fade2a" stroke-width="1.6"/>' +
          '<path d="M14 176 346 175" fill="none" stroke="#73bf69" stroke-width="1.6"/></svg>';
      }
      if (art === "diagram") {
        return '<svg viewBox="0 0 360 200"><rect width="360" height="200" fill="#f7f8fa"/>' +
          '<g font-family="DejaVu Sans" font-size="10" fill="#1d1c1d" text-anchor="middle">' +
          '<rect x="16" y="78" width="72" height="40" rx="6" fill="#dbe7ff" stroke="#4a7bd0"/><text x="52" y="102">Ledger API</text>' +
          '<rect x="118" y="78" width="72" height="40" rx="6" fill="#e3f4e8" stroke="#3a9b5c"/><text x="154" y="102">Postgres</text>' +
          '<rect x="220" y="30" width="72" height="40" rx="6" fill="#fff1d6" stroke="#d99a1e"/><text x="256" y="54">Outbox relay</text>' +
          '<rect x="220" y="126" width="72" height="40" rx="6" fill="#f3e3ff" stroke="#8e44ad"/><text x="256" y="150">Kafka</text>' +
          '<rect x="300" y="78" width="52" height="40" rx="6" fill="#ffe3e3" stroke="#d0454a"/><text x="326" y="102">Exports</text></g>' +
          '<g stroke="#5e6b7a" stroke-width="1.4" fill="none"><path d="M88 98h30M190 92l30-30M256 70v56M292 146l20-28"/></g></svg>';
      }
      if (art === "flame") {
        var s = '<svg viewBox="0 0 360 200"><rect width="360" height="200" fill="#fffaf0"/>';
        var rows = [[10, 340], [10, 200], [214, 330], [10, 120], [126, 196], [214, 280], [290, 326], [10, 60], [64, 118], [214, 250]];
        var cols = ["#e8590c", "#f08c00", "#fab005", "#f76707", "#ffa94d", "#fd7e14", "#ffc078", "#f59f00", "#ffd43b", "#ff922b"];
        var ys = [176, 156, 156, 136, 136, 136, 136, 116, 116, 116];
        rows.forEach(function (r, i) { s += '<rect x="' + r[0] + '" y="' + ys[i] + '" width="' + (r[1] - r[0]) + '" height="18" fill="' + cols[i] + '"/>'; });
        return s + "</svg>";
      }
      if (art === "icons") {
        var t = '<svg viewBox="0 0 360 200"><rect width="360" height="200" fill="#ffffff"/><g fill="none" stroke="#1d1c1d" stroke-width="1.5" stroke-linecap="round">';
        var glyphs = ['<circle cx="12" cy="12" r="7"/>', '<rect x="5" y="5" width="14" height="14" rx="3"/>', '<path d="M5 12h14M12 5v14"/>',
          '<path d="M4 18 12 5l8 13z"/>', '<path d="M6 9h12M6 15h12"/>', '<path d="m5 12 4 4 10-10"/>', '<path d="M12 4v16M6 10l6-6 6 6"/>',
          '<circle cx="12" cy="9" r="4"/><path d="M5 20a7 7 0 0 1 14 0"/>', '<path d="M4 7h16v11H4zM4 7l8 6 8-6"/>', '<path d="M7 4h10v16l-5-4-5 4z"/>'];
        for (var i = 0; i < 40; i++) {
          var gx = 20 + (i % 10) * 33, gy = 22 + Math.floor(i / 10) * 44;
          t += '<g transform="translate(' + gx + " " + gy + ')">' + glyphs[(i * 3 + Math.floor(i / 10) * 7 + (i % 4)) % glyphs.length] + "</g>";
        }
        return t + "</g></svg>";
      }
      // "screens": a Figma canvas of app screens
      var out = '<svg viewBox="0 0 360 200"><rect width="360" height="200" fill="#e5e5e5"/>';
      [14, 102, 190, 278].forEach(function (x, i) {
        out += '<rect x="' + x + '" y="26" width="70" height="150" rx="6" fill="#fff" stroke="#d0d0d0"/>' +
          '<rect x="' + (x + 8) + '" y="38" width="40" height="6" rx="3" fill="#1d1c1d"/>' +
          '<rect x="' + (x + 8) + '" y="52" width="54" height="4" rx="2" fill="#c4c4c4"/>' +
          '<rect x="' + (x + 8) + '" y="70" width="54" height="14" rx="3" fill="#f1f1f1" stroke="#d0d0d0"/>' +
          '<rect x="' + (x + 8) + '" y="90" width="54" height="14" rx="3" fill="#f1f1f1" stroke="#d0d0d0"/>' +
          (i === 2 ? '<rect x="' + (x + 8) + '" y="110" width="54" height="30" rx="3" fill="#e8f0fe"/>' : "") +
          '<rect x="' + (x + 8) + '" y="152" width="54" height="14" rx="4" fill="#4a3aff"/>' +
          '<text x="' + x + '" y="20" font-family="DejaVu Sans" font-size="8" fill="#666">' + ["Welcome", "Connect", "Company", "Done"][i] + "</text>";
      });
      return out + "</svg>";
    }

    /* ---------------------------------------------------------------- skeleton */
    root.className = "c-root";
    var top = h("div", { class: "c-top" });
    var rail = h("div", { class: "c-rail" });
    var sidebarBox = h("div", { class: "c-side" });
    var mainBox = h("div", { class: "c-main" });
    var rightBox = h("div", { class: "c-right" });
    var panel = h("div", { class: "c-panel" }, sidebarBox, mainBox, rightBox);
    var scrim = h("div", { class: "c-scrim", id: "chat.drawer.scrim", onclick: function () { setDrawer(false); } });
    var body = h("div", { class: "c-body" }, rail, scrim, panel);
    var huddleLayer = h("div", { class: "c-layer" });
    var windowsLayer = h("div", { class: "c-layer" });  // pop-out conversation and canvas windows
    var popLayer = h("div", { class: "c-layer" });
    root.appendChild(top); root.appendChild(body);
    root.appendChild(windowsLayer); root.appendChild(huddleLayer); root.appendChild(popLayer);

    /* ---------------------------------------------------------------- top bar + rail */
    function renderTop() {
      top.innerHTML = "";
      // In a narrow window Slack hides the rail and the sidebar; this button opens the sidebar as a drawer.
      top.appendChild(h("button", { class: "c-tbtn c-burger", id: "chat.top.menu", "data-tip": "Show sidebar",
        onclick: function () { setDrawer(!S.drawer); } }, icon("menu", { size: 18 })));
      top.appendChild(h("div", { class: "c-top-nav" },
        h("button", { class: "c-tbtn", id: "chat.top.back", "data-tip": "Back" }, icon("arrow-left", { size: 18 })),
        h("button", { class: "c-tbtn dim", id: "chat.top.forward", "data-tip": "Forward" }, icon("arrow-right", { size: 18 })),
        h("button", { class: "c-tbtn", id: "chat.top.history", "data-tip": "History" }, icon("clock", { size: 18 }))));
      var search = h("button", { class: "c-search", id: "chat.search" }, icon("search", { size: 16 }),
        h("span", null, "Search " + C.workspace.name));
      // A click opens the search box with its recent searches (a menu-like surface under the bar).
      kit.menu(search, [{ heading: "Recent searches" }].concat(C.recent_searches.map(function (q, i) {
        return menuItem("search.recent." + (i + 1), q, { icon: icon("clock", { size: 15 }),
          onSelect: function () { toastMsg("Searching for \u201c" + q + "\u201d"); } });
      })), { id: "chat.search.menu", placement: "bottom-start", cls: "c-menu c-search-menu" });
      top.appendChild(search);
      top.appendChild(h("div", { class: "c-top-right" },
        h("button", { class: "c-tbtn", id: "chat.top.help", "data-tip": "Help" }, icon("circle-help", { size: 18 }))));
      tips(top);
    }
    function renderRail() {
      rail.innerHTML = "";
      var items = [["home", "Home", "house"], ["dms", "DMs", "messages-square"], ["activity", "Activity", "bell"], ["later", "Later", "bookmark"], ["more", "More", "ellipsis"]];
      rail.appendChild(h("button", { class: "c-ws", id: "chat.rail.workspace", "data-tip": C.workspace.name }, "B"));
      items.forEach(function (it) {
        var b = h("button", { class: "c-rail-item" + (it[0] === "home" ? " on" : ""), id: "chat.rail." + it[0] },
          h("span", { class: "c-rail-ic" }, icon(it[2], { size: 20 }), it[0] === "activity" ? h("span", { class: "c-rail-badge" }, "3") : null),
          h("span", { class: "c-rail-lbl" }, it[1]));
        if (it[0] === "more") withMenu(b, RAIL_MORE, "right-start");
        rail.appendChild(b);
      });
      rail.appendChild(h("div", { class: "c-rail-fill" }));
      rail.appendChild(h("button", { class: "c-rail-create", id: "chat.rail.create", "data-tip": "Create new" }, icon("plus", { size: 20 })));
      rail.appendChild(h("button", { class: "c-rail-me", id: "chat.rail.me", "data-tip": name(ME) }, avatar(ME, 36), h("span", { class: "c-dot active big" })));
      tips(rail);
    }

    /* ---------------------------------------------------------------- sidebar */
    function go(patch) {
      S.$set(patch);
      root.classList.toggle("drawer-open", S.drawer);
      renderSidebar(); renderMain(); renderRight();
    }
    function openChannel(slug) { go({ view: "channel", channel: slug, tab: "messages", thread: null, profile: null, drawer: false }); }
    function openDm(slug) { go({ view: "dm", dm: slug, tab: "messages", thread: null, profile: null, drawer: false }); }
    function setDrawer(open) { S.drawer = open; root.classList.toggle("drawer-open", open); }

    function renderSidebar() {
      var old = sidebarBox.querySelector(".c-side-scroll");
      var keep = old ? old.scrollTop : (init.sidebar_scroll || 0);
      sidebarBox.innerHTML = "";
      sidebarBox.appendChild(h("div", { class: "c-side-head" },
        withMenu(h("button", { class: "c-ws-name", id: "chat.workspace" }, C.workspace.name, icon("chevron-down", { size: 16 })), WORKSPACE_MENU, "bottom-start"),
        h("div", { class: "c-side-head-btns" },
          withMenu(h("button", { class: "c-sbtn", id: "chat.sidebar.filter", "data-tip": "Filter conversations" }, icon("sliders-horizontal", { size: 18 })), FILTER_MENU, "bottom-start"),
          h("button", { class: "c-sbtn", id: "chat.compose", "data-tip": "New message" }, icon("square-pen", { size: 18 })))));
      if (S.update) sidebarBox.appendChild(updateBanner());
      var sc = h("div", { class: "c-side-scroll", id: "chat.sidebar" });
      var navIcons = { threads: "message-square", huddles: "headphones", drafts: "send", directories: "book-user" };
      C.nav.forEach(function (n) {
        sc.appendChild(h("button", { class: "c-si" + (S.view === n.slug ? " on" : ""), id: "chat.nav." + n.slug,
          onclick: function () { go({ view: n.slug, thread: null, profile: null }); } },
          h("span", { class: "c-si-ic" }, icon(navIcons[n.slug], { size: 16 })), h("span", { class: "c-si-t" }, n.label)));
      });
      sc.appendChild(h("div", { class: "c-gap" }));
      // channels
      var chCollapsed = S.collapsed.indexOf("channels") >= 0;
      sc.appendChild(sectionHead("channels", "Channels", chCollapsed));
      C.channels.forEach(function (c) {
        var active = S.view === "channel" && S.channel === c.slug;
        sc.appendChild(h("button", { class: "c-si" + (active ? " on" : "") + (c.unread || c.mentions ? " unread" : ""),
          id: "chat.channel." + c.slug, hidden: chCollapsed && !active && !c.unread && !c.mentions, onclick: function () { openChannel(c.slug); } },
          h("span", { class: "c-si-ic" }, icon(c.private ? "lock" : "hash", { size: 16 })),
          h("span", { class: "c-si-t" }, c.slug),
          // a channel with a huddle going on shows Slack's headphones in the sidebar
          S.huddle && c.slug === C.huddle.channel ? h("span", { class: "c-si-huddle", id: "chat.channel." + c.slug + ".huddle" }, icon("headphones", { size: 15 })) : null,
          c.mentions ? h("span", { class: "c-badge" }, String(c.mentions)) : null));
      });
      sc.appendChild(h("button", { class: "c-si add", id: "chat.channel-add", hidden: chCollapsed }, h("span", { class: "c-si-ic sq" }, icon("plus", { size: 14 })), h("span", { class: "c-si-t" }, "Add channels")));
      sc.appendChild(h("div", { class: "c-gap" }));
      var dmCollapsed = S.collapsed.indexOf("dms") >= 0;
      sc.appendChild(sectionHead("dms", "Direct messages", dmCollapsed));
      C.dm_order.forEach(function (slug) {
        var active = S.view === "dm" && S.dm === slug;
        var unread = C.dm_unread[slug];
        var p = P[slug];
        sc.appendChild(h("button", { class: "c-si dm" + (active ? " on" : "") + (unread ? " unread" : ""), id: "chat.dm." + slug,
          hidden: dmCollapsed && !active && !unread,
          onclick: function () { openDm(slug); } },
          h("span", { class: "c-si-av" }, avatar(slug, 20), h("span", { class: "c-dot " + p.presence })),
          h("span", { class: "c-si-t" }, p.name, slug === ME ? h("span", { class: "c-you" }, " you") : null),
          unread ? h("span", { class: "c-badge" }, String(unread)) : null));
      });
      sc.appendChild(h("button", { class: "c-si add", id: "chat.dm-add", hidden: dmCollapsed }, h("span", { class: "c-si-ic sq" }, icon("plus", { size: 14 })), h("span", { class: "c-si-t" }, "Add coworkers")));
      sc.appendChild(h("div", { class: "c-gap" }));
      sc.appendChild(sectionHead("apps", "Apps", false));
      [["google-calendar", "Google Calendar", "#4285F4"], ["gitlab", "GitLab", "#FC6D26"], ["pagerduty", "PagerDuty", "#06AC38"]].forEach(function (a) {
        sc.appendChild(h("button", { class: "c-si", id: "chat.app." + a[0] },
          h("span", { class: "c-si-app", style: { background: a[2] } }, a[1][0]), h("span", { class: "c-si-t" }, a[1])));
      });
      sc.appendChild(h("div", { class: "c-gap big" }));
      sidebarBox.appendChild(sc);
      if (S.huddle) sidebarBox.appendChild(huddleBar());
      sc.scrollTop = keep;
      tips(sidebarBox);
    }
    // Slack desktop downloads its updates in the background, then offers to restart.
    var updatePct = 38;
    function updateBanner() {
      var ready = S.update === "ready";
      return h("div", { class: "c-update", id: "chat.update" },
        h("span", { class: "c-update-ic" }, icon(ready ? "circle-check" : "download", { size: 16 })),
        h("span", { class: "c-update-t" }, ready ? "Update ready" : "Downloading update... " + updatePct + "%",
          h("span", { class: "c-update-s" }, ready ? "Restart to get the latest Slack" : "Slack 4.41.105")),
        ready ? h("button", { class: "c-btn sm primary", id: "chat.update.restart", onclick: function () { toastMsg("Restarting Slack..."); } }, "Restart") : null);
    }
    function sectionHead(key, label, collapsed) {
      return h("div", { class: "c-sec" },
        h("button", { class: "c-sec-btn", id: "chat.section." + key, onclick: function () {
          S.collapsed = toggled(S.collapsed, key);
          renderSidebar();
        } }, icon(collapsed ? "chevron-right" : "chevron-down", { size: 16 }), h("span", null, label)),
        withMenu(h("button", { class: "c-sec-more", id: "chat.section." + key + ".more", "data-tip": "Section options" }, icon("ellipsis-vertical", { size: 16 })),
          sectionMenu(key), "bottom-start"));
    }

    /* ---------------------------------------------------------------- messages */
    var msgs = IGG.messages;
    // The reaction row under a message (IGG.messages): the content's reactions with the ones you
    // toggled in this session (S.reacted) applied.
    function reactionRow(prefix, m) {
      return msgs.reactions(prefix, m.reactions, { reacted: S.reacted, slug: eslug, cls: "c-reacts", chipCls: "c-react", countCls: "c-react-n",
        emoji: function (e) { return emoji(e, 16); },
        tip: function (r) { return ":" + (EMOJI_NAMES[r.emoji] || r.emoji) + ":"; },
        onToggle: function (e) { S.reacted = msgs.toggle(S.reacted, prefix, e); rerenderMessage(prefix); },
        add: { icon: icon("smile-plus", { size: 16 }), tip: "Add reaction", onClick: function (e) { openPicker(e.currentTarget, prefix, m); } } });
    }

    // The hover toolbar's quick reactions (Slack's defaults, with thumbs-up as this user's pick).
    var QUICK = [["white_check_mark", "Completed"], ["eyes", "Taking a look..."], ["+1", "Thumbs up"]];
    // Every menu command is recorded (S.command) before its own effect runs.
    function menuItem(key, label, extra) {
      var item = Object.assign({ id: "chat.menu." + key, label: label }, extra || {});
      if (!item.submenu) {
        var own = item.onSelect;
        item.onSelect = function (it) { S.command = key; if (own) own(it); };
      }
      return item;
    }
    var REMIND = [["20m", "In 20 minutes", "in 20 minutes"], ["1h", "In 1 hour", "in 1 hour"], ["3h", "In 3 hours", "in 3 hours"],
                  ["tomorrow", "Tomorrow", "tomorrow at 9:00 AM"], ["week", "Next week", "next Monday at 9:00 AM"]];
    var MESSAGE_MENU = [
      menuItem("unread", "Mark unread", { shortcut: "U" }),
      menuItem("remind", "Remind me about this", { submenu: REMIND.map(function (r) {
        return menuItem("remind." + r[0], r[1], { onSelect: function () { toastMsg("I'll remind you about this message " + r[2] + "."); } });
      }) }),
      { divider: true },
      menuItem("copy", "Copy link", { shortcut: "L", onSelect: function () { toastMsg("Link copied to clipboard"); } }),
      menuItem("pin", "Pin to channel", { shortcut: "P", onSelect: function () { toastMsg("Pinned to this conversation"); } }),
      { divider: true },
      menuItem("notify", "Turn off notifications for replies"),
    ];
    function profileCard(prefix, slug) {
      var p = P[slug];
      return [
        h("div", { class: "c-card-top" }, avatar(slug, 72),
          h("div", { class: "c-card-who" },
            h("div", { class: "c-card-name" }, p.name, h("span", { class: "c-dot " + p.presence })),
            h("div", { class: "c-card-title" }, p.title),
            h("div", { class: "c-card-tz" }, icon("clock", { size: 13 }), p.tz))),
        h("div", { class: "c-card-btns" },
          h("button", { class: "c-btn", id: prefix + ".card.message", onclick: function () { openDm(slug); } }, icon("messages-square", { size: 15 }), "Message"),
          h("button", { class: "c-btn", id: prefix + ".card.huddle", onclick: function () { startHuddle(slug); } }, icon("headphones", { size: 15 }), "Huddle"),
          tips(h("button", { class: "c-btn sq", id: prefix + ".card.more", "data-tip": "More" }, icon("ellipsis-vertical", { size: 15 })))),
      ];
    }

    function renderMessage(m, prefix, opts) {
      opts = opts || {};
      var compact = !!opts.compact;
      var row = h("div", { class: "c-msg" + (compact ? " compact" : "") + (opts.parent ? " parent" : ""), id: prefix });
      var gutter = h("div", { class: "c-msg-gut" });
      if (compact) gutter.appendChild(h("span", { class: "c-msg-htime" }, m.time.replace(/ (AM|PM)$/, "")));
      else gutter.appendChild(h("button", { class: "c-msg-av", id: prefix + ".avatar", onclick: function () { openProfile(m.author); } }, avatar(m.author, 36)));
      var content = h("div", { class: "c-msg-body" });
      if (!compact) {
        var p = P[m.author];
        var author = h("button", { class: "c-name", id: prefix + ".author", onclick: function () { openProfile(m.author); } }, p.name);
        // Slack's profile card opens on hover intent over the name (the kit's 500 ms / 300 ms).
        kit.hoverCard(author, function () { return profileCard(prefix, m.author); }, { id: prefix + ".card", cls: "c-card" });
        content.appendChild(h("div", { class: "c-msg-head" }, author,
          h("span", { class: "c-time" }, m.time)));
      }
      content.appendChild(h("div", { class: "c-msg-text" }, richText(m.text)));
      if (m.code) content.appendChild(h("pre", { class: "c-code" }, m.code));
      if (m.file) content.appendChild(fileAttachment(prefix, C.files[m.file]));
      // Several files posted in one message sit side by side, each its own attachment.
      if (m.files) content.appendChild(h("div", { class: "c-att-group" }, m.files.map(function (slug) {
        return fileAttachment(prefix, C.files[slug], slug);
      })));
      if (m.link) {
        content.appendChild(h("div", { class: "c-unfurl" },
          h("div", { class: "c-unfurl-site" }, siteBadge(m.link.site), m.link.site),
          h("button", { class: "c-unfurl-title", id: prefix + ".link", onclick: function () { toastMsg("Opening " + m.link.url + " in your browser"); } }, m.link.title),
          h("div", { class: "c-unfurl-desc" }, m.link.desc)));
      }
      var reacts = reactionRow(prefix, m);
      if (reacts) content.appendChild(reacts);
      if (m.thread && !opts.noReplies) {
        var who = [];
        m.thread.forEach(function (r) { if (who.indexOf(r.author) < 0) who.push(r.author); });
        content.appendChild(h("button", { class: "c-replies", id: prefix + ".replies", onclick: function () { openThread(m.slug); } },
          h("span", { class: "c-replies-avs" }, who.slice(0, 4).map(function (s) { return avatar(s, 24); })),
          h("span", { class: "c-replies-n" }, m.thread.length + (m.thread.length === 1 ? " reply" : " replies")),
          h("span", { class: "c-replies-last" }, "Last reply " + lower(m.reply_last || "")),
          h("span", { class: "c-replies-view" }, "View thread"), icon("chevron-right", { size: 14 })));
      }
      var isSaved = has(S.saved, prefix);
      if (isSaved) row.classList.add("saved");
      if (isSaved) row.insertBefore(h("div", { class: "c-saved" }, icon("bookmark", { size: 13 }), "Saved for later"), row.firstChild);
      row.appendChild(gutter); row.appendChild(content);
      // Slack's message actions: three quick reactions, then react, reply, forward, save, more.
      msgs.toolbar(row, { id: prefix, slug: eslug, cls: "c-actions", sepCls: "c-act-sep",
        quick: QUICK.map(function (q) { return { emoji: q[0], label: q[1] }; }),
        quickIcon: function (e) { return emoji(e, 16); }, onQuick: function (e) { addReaction(prefix, m, e); },
        actions: [
          { id: prefix + ".react", icon: "lucide:smile-plus", label: "Find another reaction", onClick: function (e) { openPicker(e.currentTarget, prefix, m); } },
          opts.inThread ? null : { id: prefix + ".reply", icon: "lucide:message-square-text", label: "Reply in thread", onClick: function () { openThread(m.slug); } },
          { id: prefix + ".share", icon: "lucide:forward", label: "Forward message", onClick: function () { openForward(m, null, prefix); } },
          { id: prefix + ".save", icon: "lucide:bookmark", label: isSaved ? "Remove from Later" : "Save for later",
            onClick: function () { S.saved = toggled(S.saved, prefix); rerenderMessage(prefix); toastMsg(has(S.saved, prefix) ? "Saved for later" : "Removed from Later"); } },
        ],
        more: { icon: icon("ellipsis-vertical", { size: 18 }), label: "More actions", items: MESSAGE_MENU,
                menu: { id: "chat.menu", placement: "bottom-end", cls: "c-menu" } } });
      row._msg = m; row._opts = opts;
      return row;
    }
    function rerenderMessage(prefix) {
      var el = ctx.byId(prefix);
      if (!el) return;
      el.replaceWith(tips(renderMessage(el._msg, prefix, el._opts)));
    }
    function addReaction(prefix, m, e) {
      if (msgs.mine(m.reactions, S.reacted, prefix, e)) return;
      S.reacted = msgs.toggle(S.reacted, prefix, e);
      rerenderMessage(prefix);
    }
    function lower(s) { return s.charAt(0).toLowerCase() + s.slice(1); }
    function siteBadge(site) {
      var colors = { Grafana: "#F46800", GitLab: "#FC6D26", Salesforce: "#00A1E0", "Brightline Wiki": "#4A154B" };
      return h("span", { class: "c-site", style: { background: colors[site] || "#888" } }, site[0]);
    }
    function fileAttachment(prefix, f, key) {
      var card;
      prefix = key ? prefix + ".file." + key : prefix;  // one of several files: chat.msg.<slug>.file.<file>.file
      if (f.art) {
        card = h("button", { class: "c-att img", id: prefix + ".file", onclick: function () { openFile(f.slug); } },
          h("div", { class: "c-att-name" }, f.name, icon("chevron-down", { size: 12 })),
          fileArt("c-att-thumb", f));
      } else {
        card = h("button", { class: "c-att", id: prefix + ".file", onclick: function () { openFile(f.slug); } },
          fileBadge(f, 40),
          h("div", { class: "c-att-meta" }, h("div", { class: "c-att-title" }, f.name),
            h("div", { class: "c-att-sub" }, ({ pdf: "PDF", sheet: "Excel Spreadsheet", doc: "Word Document", slides: "PowerPoint Presentation", code: "JSON", text: "Plain Text" }[f.kind] || "File") + " \u00b7 " + f.size)));
      }
      // Slack's file actions sit on the file's corner while the pointer is over the file.
      return h("div", { class: "c-att-wrap" + (f.art ? " img" : "") }, card,
        h("div", { class: "c-att-acts" },
          h("button", { class: "c-act", id: prefix + ".file.download", "data-tip": "Download", onclick: function () { toastMsg("Downloading " + f.name); } }, icon("download", { size: 16 })),
          h("button", { class: "c-act", id: prefix + ".file.share", "data-tip": "Share file", onclick: function () { openForward({ author: f.uploader, text: f.name }, "Share this file", f.slug); } }, icon("forward", { size: 16 })),
          h("button", { class: "c-act", id: prefix + ".file.more", "data-tip": "More actions" }, icon("ellipsis-vertical", { size: 16 }))));
    }

    function messageList(msgs, prefixFn, outer, opts) {
      opts = opts || {};
      // Each day is a section, so its sticky divider gives way to the next day's.
      var prev = null, box = outer, container = outer;
      msgs.forEach(function (m, i) {
        if (opts.pendingFrom === i) {
          box = container = h("div", { class: "c-pending", id: "chat.messages.pending", hidden: true });
          outer.appendChild(box);
          box.appendChild(h("div", { class: "c-newline" }, h("span", null, "New")));
        }
        if (m.day) {
          container = h("div", { class: "c-daygroup" });
          box.appendChild(container);
          var pill = h("button", { class: "c-day-pill", id: "chat.day." + m.day.toLowerCase().replace(/[^a-z0-9]+/g, "-") }, m.day, icon("chevron-down", { size: 12 }));
          withMenu(pill, jumpMenu(m.day), "bottom-start");
          container.appendChild(h("div", { class: "c-day" }, pill));
          prev = null;
        }
        var compact = prev && prev.author === m.author && !m.day && opts.pendingFrom !== i && !(prev.thread) && !(m.thread);
        container.appendChild(renderMessage(m, prefixFn(m), { compact: compact }));
        prev = m;
      });
    }

    /* ---------------------------------------------------------------- main pane */
    var mainScroll = null;
    function renderMain(firstTime) {
      mainBox.innerHTML = "";
      mainScroll = null;
      if (S.view === "channel") renderChannel(firstTime);
      else if (S.view === "dm") renderDm();
      else renderPlaceholder();
      tips(mainBox);
    }
    function renderPlaceholder() {
      var label = { threads: "Threads", huddles: "Huddles", drafts: "Drafts & sent", directories: "Directories" }[S.view] || "";
      mainBox.appendChild(h("div", { class: "c-head" }, h("div", { class: "c-head-title plain" }, label)));
      var msg = {
        threads: ["You're all caught up", "Replies to threads you follow will show up here."],
        huddles: ["No recent huddles", "Start a huddle from any channel or DM with the headphones button."],
        drafts: ["No drafts or scheduled messages", "Messages you start typing and don't send are saved here."],
        directories: ["People, channels and user groups", "Browse everyone at " + C.workspace.name + "."],
      }[S.view] || ["", ""];
      mainBox.appendChild(h("div", { class: "c-empty" },
        h("div", { class: "c-empty-art" }, icon({ threads: "message-square", huddles: "headphones", drafts: "send", directories: "book-user" }[S.view] || "info", { size: 46 })),
        h("div", { class: "c-empty-t" }, msg[0]), h("div", { class: "c-empty-s" }, msg[1])));
    }
    function tabs(list) {
      return h("div", { class: "c-tabs" }, list.map(function (t) {
        return h("button", { class: "c-tab" + (S.tab === t[0] ? " on" : ""), id: "chat.tab." + t[0], "data-t": t[0],
          onclick: function () { showTab(t[0]); } }, icon(t[2], { size: 15 }), t[1],
          t[3] ? h("span", { class: "c-tab-n" }, t[3]) : null);
      }), h("button", { class: "c-tab add", id: "chat.tab.add", "data-tip": "Add a tab" }, icon("plus", { size: 15 })));
    }
    /* Every tab's pane is mounted; switching tabs shows one and hides the others. */
    var scrolledOnce = false;
    function showTab(t) {
      if (!mainBox.querySelector('[data-tab="' + t + '"]')) t = "messages";
      S.tab = t;
      Array.prototype.forEach.call(mainBox.querySelectorAll(".c-tab[data-t]"), function (b) { b.classList.toggle("on", b.getAttribute("data-t") === t); });
      Array.prototype.forEach.call(mainBox.querySelectorAll("[data-tab]"), function (p) { p.hidden = p.getAttribute("data-tab") !== t; });
      var comp = mainBox.querySelector(".c-compose");
      if (comp) comp.hidden = t !== "messages";
      var conn = mainBox.querySelector(".c-conn");
      if (conn) conn.hidden = t !== "messages";
      if (t === "messages" && mainScroll && !scrolledOnce) { mainScroll.scrollTop = mainScroll.scrollHeight; scrolledOnce = true; }
    }
    function renderChannel(firstTime) {
      var c = CH[S.channel];
      var members = C.members[c.slug] || [];
      mainBox.appendChild(h("div", { class: "c-head" },
        h("button", { class: "c-head-title", id: "chat.header.name", onclick: function () { openDetails("about"); } },
          icon(c.private ? "lock" : "hash", { size: 18 }), h("span", null, c.slug), icon("chevron-down", { size: 14 })),
        h("div", { class: "c-head-right" },
          h("button", { class: "c-facepile", id: "chat.header.members", "data-tip": "View all members of this channel", onclick: function () { openDetails("members"); } },
            members.slice(0, 3).map(function (s) { return avatar(s, 22); }), h("span", null, String(c.members))),
          huddleButton(),
          withMenu(h("button", { class: "c-hbtn", id: "chat.header.more", "data-tip": "More" }, icon("ellipsis-vertical", { size: 18 })), CHANNEL_MENU, "bottom-end"))));
      var pinsN = (C.pins[c.slug] || []).length;
      mainBox.appendChild(tabs([["messages", "Messages", "message-square"], ["files", "Files", "file"], ["pins", "Pins", "pin", pinsN ? String(pinsN) : null]]));
      if (S.connection === "reconnecting") {
        mainBox.appendChild(h("div", { class: "c-conn", id: "chat.connection" }, icon("loader-circle", { size: 15, cls: "spin" }),
          h("b", null, "Connecting..."), h("span", null, " Slack is trying to reconnect. Recent messages will appear when you're back online.")));
      }
      var sc = h("div", { class: "c-scroll", id: "chat.messages", "data-tab": "messages" });
      var inner = h("div", { class: "c-scroll-inner" });
      sc.appendChild(inner);
      inner.appendChild(channelIntro(c));
      var msgs = c.messages.concat(S.sent.filter(function (x) { return x.split("/")[0] === c.slug; }).map(function (x) {
        return { slug: "mine-upload", author: ME, time: "2:52 PM", text: "Benchmarks for the ledger export, before and after batching.", file: x.split("/")[1] };
      }));
      messageList(msgs, function (m) { return "chat.msg." + m.slug; }, inner,
        { pendingFrom: pendingCount ? msgs.length - pendingCount : null });
      mainBox.appendChild(sc);
      mainScroll = sc;
      mainBox.appendChild(renderFiles(c));
      mainBox.appendChild(renderPins(c));
      mainBox.appendChild(composer("Message #" + c.slug));
      showTabQuiet();
    }
    function showTabQuiet() {
      var t = mainBox.querySelector('[data-tab="' + S.tab + '"]') ? S.tab : "messages";
      S.tab = t;
      Array.prototype.forEach.call(mainBox.querySelectorAll("[data-tab]"), function (p) { p.hidden = p.getAttribute("data-tab") !== t; });
      var comp = mainBox.querySelector(".c-compose");
      if (comp) comp.hidden = t !== "messages";
      var conn = mainBox.querySelector(".c-conn");
      if (conn) conn.hidden = t !== "messages";
      Array.prototype.forEach.call(mainBox.querySelectorAll(".c-tab[data-t]"), function (b) { b.classList.toggle("on", b.getAttribute("data-t") === t); });
      scrolledOnce = t === "messages";
    }
    function channelIntro(c) {
      return h("div", { class: "c-intro" },
        h("div", { class: "c-intro-t" }, icon(c.private ? "lock" : "hash", { size: 26 }), c.slug),
        h("div", { class: "c-intro-s" }, "This is the very beginning of the ", h("span", { class: "c-chanlink" }, "#" + c.slug), " channel. " + c.topic),
        h("div", { class: "c-intro-btns" },
          h("button", { class: "c-btn", id: "chat.intro.add-people" }, icon("users", { size: 15 }), "Add coworkers"),
          h("button", { class: "c-btn", id: "chat.intro.edit" }, icon("square-pen", { size: 15 }), "Edit description")));
    }
    function renderDm() {
      var p = P[S.dm];
      mainBox.appendChild(h("div", { class: "c-head" },
        h("button", { class: "c-head-title", id: "chat.header.name", onclick: function () { openProfile(S.dm); } },
          h("span", { class: "c-head-av" }, avatar(S.dm, 24), h("span", { class: "c-dot " + p.presence })), h("span", null, p.name), icon("chevron-down", { size: 14 })),
        h("div", { class: "c-head-right" },
          huddleButton(),
          withMenu(h("button", { class: "c-hbtn", id: "chat.header.more", "data-tip": "More" }, icon("ellipsis-vertical", { size: 18 })), [
            menuItem("popout", "Open in new window", { onSelect: function () { S.popout = S.dm; S.popout_at = null; renderWindows(); } }),
            { divider: true }].concat(CHANNEL_MENU.slice(1)), "bottom-end"))));
      mainBox.appendChild(tabs([["messages", "Messages", "message-square"], ["files", "Files", "file"]]));
      mainBox.appendChild(h("div", { class: "c-empty", id: "chat.files", "data-tab": "files" }, h("div", { class: "c-empty-art" }, icon("file", { size: 46 })),
        h("div", { class: "c-empty-t" }, "No files yet"), h("div", { class: "c-empty-s" }, "Files shared with " + p.name + " will show up here.")));
      {
        var sc = h("div", { class: "c-scroll", id: "chat.messages", "data-tab": "messages" });
        var inner = h("div", { class: "c-scroll-inner" });
        sc.appendChild(inner);
        inner.appendChild(h("div", { class: "c-intro dm" }, avatar(S.dm, 80),
          h("div", { class: "c-intro-t" }, p.name, h("span", { class: "c-dot " + p.presence })),
          h("div", { class: "c-intro-s" }, S.dm === ME ? "This is your space. Draft messages, list your to-dos, or keep links and files handy."
            : "This conversation is just between you and " + p.name + ". " + p.title + ".")));
        messageList(C.dms[S.dm] || [], function (m) { return "chat.msg." + m.slug; }, inner);
        mainBox.insertBefore(sc, mainBox.querySelector('[data-tab="files"]'));
        mainScroll = sc;
      }
      mainBox.appendChild(composer("Message " + p.name));
      showTabQuiet();
    }
    // Slack's split huddle button: the headphones start one, the chevron opens the huddle options.
    function huddleButton() {
      return h("span", { class: "c-huddle-btn" },
        h("button", { class: "c-huddle-go", id: "chat.header.huddle", "data-tip": "Start a huddle", onclick: function () { startHuddle(); } }, icon("headphones", { size: 17 })),
        h("span", { class: "c-huddle-sep" }),
        withMenu(h("button", { class: "c-huddle-more", id: "chat.header.huddle.more", "data-tip": "Huddle options" }, icon("chevron-down", { size: 13 })), HUDDLE_MENU, "bottom-end"));
    }
    // A composer control: an icon button with its tooltip.
    function tool(id, iconName, label, size) {
      return h("button", { class: "c-ct", id: id, "data-tip": label }, icon(iconName, { size: size || 16 }));
    }
    function inputTools(prefix) {
      return [tool(prefix + "aa", "a-large-small", "Show formatting", 17), tool(prefix + "smile", "smile", "Emoji", 17),
              tool(prefix + "at", "at-sign", "Mention someone", 17)];
    }
    // The user's own file attached in the composer: it uploads first, and Send waits for it.
    function uploadChip(f) {
      var done = uploadPct >= 100;
      return h("div", { class: "c-upchip" + (done ? " done" : ""), id: "chat.composer.upload" },
        fileBadge(f, 36),
        h("div", { class: "c-upchip-meta" }, h("div", { class: "c-upchip-name" }, f.name),
          h("div", { class: "c-upchip-sub" }, done ? "Spreadsheet \u00b7 " + f.size : "Uploading... " + uploadPct + "%"),
          done ? null : h("div", { class: "c-upload-bar" }, h("div", { class: "c-upload-fill", style: { width: uploadPct + "%" } }))),
        h("button", { class: "c-upchip-x", id: "chat.composer.upload.remove", "data-tip": "Remove file",
          onclick: function () { S.uploading = null; refreshComposer(); } }, icon("x", { size: 14 })));
    }
    function refreshComposer() {
      var old = mainBox.querySelector(".c-compose");
      if (!old || S.view !== "channel") return;
      var fresh = tips(composer("Message #" + S.channel));
      fresh.hidden = old.hidden;
      old.replaceWith(fresh);
    }
    function sendUpload() {
      var f = C.files[S.uploading];
      // kept in this mount only: the seeded content is shared by every reset of the page
      S.$set({ sent: S.sent.concat([S.channel + "/" + f.slug]), uploading: null });
      renderMain();
    }
    function composer(placeholder) {
      var offline = S.connection === "reconnecting";
      var upload = S.view === "channel" && S.uploading && C.files[S.uploading] ? C.files[S.uploading] : null;
      var canSend = upload && uploadPct >= 100;
      return h("div", { class: "c-compose" + (offline ? " off" : ""), id: "chat.composer" },
        h("div", { class: "c-compose-tools" },
          tool("chat.composer.bold", "bold", "Bold"), tool("chat.composer.italic", "italic", "Italic"),
          tool("chat.composer.strike", "strikethrough", "Strikethrough"),
          h("span", { class: "c-ct-sep" }),
          tool("chat.composer.link", "link", "Link"), tool("chat.composer.listol", "list-ordered", "Ordered list"),
          tool("chat.composer.listul", "list", "Bulleted list"),
          h("span", { class: "c-ct-sep" }),
          tool("chat.composer.code", "code", "Code"), tool("chat.composer.codeblock", "square-code", "Code block")),
        h("div", { class: "c-compose-input", id: "chat.composer.input" }, offline ? "Reconnecting..." : placeholder),
        upload ? uploadChip(upload) : null,
        h("div", { class: "c-compose-bottom" },
          withMenu(h("button", { class: "c-cplus", id: "chat.composer.attach", "data-tip": "Attach" }, icon("plus", { size: 16 })), ATTACH_MENU, "top-start"),
          inputTools("chat.composer."),
          h("span", { class: "c-ct-sep" }),
          h("button", { class: "c-ct", id: "chat.composer.video" }, icon("video", { size: 17 })),
          h("button", { class: "c-ct", id: "chat.composer.mic" }, icon("mic", { size: 17 })),
          h("span", { class: "c-ct-sep" }),
          h("button", { class: "c-ct", id: "chat.composer.shortcuts" }, icon("square-slash", { size: 17 })),
          h("span", { class: "c-fill" }),
          h("span", { class: "c-send-grp" },
            h("button", { class: "c-send" + (canSend ? " on" : ""), id: "chat.composer.send", "aria-disabled": canSend ? null : "true", "data-tip": "Send now",
              onclick: function () { if (canSend) sendUpload(); } }, icon("send-horizontal", { size: 16 })),
            h("span", { class: "c-send-sep" }),
            h("button", { class: "c-send", id: "chat.composer.schedule", "aria-disabled": "true", "data-tip": "Schedule for later" }, icon("chevron-down", { size: 13 })))));
    }

    /* files + pins */
    var uploadPct = 12;  // the composer upload's progress
    function renderFiles(c) {
      var sc = h("div", { class: "c-scroll c-files", id: "chat.files", "data-tab": "files" });
      sc.appendChild(h("div", { class: "c-files-bar" },
        h("div", { class: "c-files-search" }, icon("search", { size: 15 }), h("span", null, "Search files")),
        h("button", { class: "c-chip", id: "chat.files.filter.type" }, "File type", icon("chevron-down", { size: 12 })),
        h("button", { class: "c-chip", id: "chat.files.filter.from" }, "From", icon("chevron-down", { size: 12 })),
        h("span", { class: "c-fill" }),
        h("span", { class: "c-files-count" }, (C.channel_files[c.slug] || []).length + " files")));
      var list = C.channel_files[c.slug] || [];
      if (!list.length) {
        sc.appendChild(h("div", { class: "c-empty" }, h("div", { class: "c-empty-art" }, icon("file", { size: 46 })),
          h("div", { class: "c-empty-t" }, "No files in #" + c.slug + " yet"), h("div", { class: "c-empty-s" }, "Files shared in this channel will show up here.")));
      }
      list.forEach(function (slug) {
        var f = C.files[slug];
        var row = h("div", { class: "c-frow", id: "chat.files." + slug, role: "button", onclick: function () { openFile(slug); } },
          f.art ? fileArt("c-frow-thumb", f) : fileBadge(f, 40),
          h("div", { class: "c-frow-meta" },
            h("div", { class: "c-frow-name" }, f.name),
            h("div", { class: "c-frow-sub" }, h("b", null, name(f.uploader)), " \u00b7 " + f.date + " \u00b7 " + f.size)),
          // Slack shows a file row's actions while the pointer is over the row
          h("div", { class: "c-frow-acts" },
            h("button", { class: "c-act", id: "chat.files." + slug + ".download", "data-tip": "Download",
              onclick: function (e) { e.stopPropagation(); toastMsg("Downloading " + f.name); } }, icon("download", { size: 17 })),
            h("button", { class: "c-act", id: "chat.files." + slug + ".share", "data-tip": "Share file", onclick: function (e) { e.stopPropagation(); } }, icon("forward", { size: 17 }))));
        sc.appendChild(row);
      });
      return sc;
    }
    function renderPins(c) {
      var sc = h("div", { class: "c-scroll c-pins", id: "chat.pins", "data-tab": "pins" });
      var pins = C.pins[c.slug] || [];
      if (!pins.length) {
        sc.appendChild(h("div", { class: "c-empty" }, h("div", { class: "c-empty-art" }, icon("pin", { size: 46 })),
          h("div", { class: "c-empty-t" }, "No pinned items yet"), h("div", { class: "c-empty-s" }, "Pin important messages from the message menu.")));
      }
      pins.filter(function (p) { return !has(S.unpinned, p.slug); }).forEach(function (p) {
        sc.appendChild(h("div", { class: "c-pin", id: "chat.pin." + p.slug },
          avatar(p.author, 36),
          h("div", { class: "c-pin-body" },
            h("div", { class: "c-msg-head" }, h("span", { class: "c-name static" }, name(p.author)), h("span", { class: "c-time" }, p.date)),
            h("div", { class: "c-msg-text" }, richText(p.text)),
            p.file ? fileAttachment("chat.pin." + p.slug, C.files[p.file]) : null),
          h("button", { class: "c-act pin-x", id: "chat.pin." + p.slug + ".unpin", "data-tip": "Unpin",
            onclick: function (e) { e.currentTarget.closest(".c-pin").remove(); S.unpinned = S.unpinned.concat([p.slug]); toastMsg("Unpinned from #" + c.slug); } }, icon("pin-off", { size: 16 }))));
      });
      return sc;
    }

    /* ---------------------------------------------------------------- right panel: thread / profile */
    function findMessage(slug) {
      var found = null;
      C.channels.forEach(function (c) { c.messages.forEach(function (m) { if (m.slug === slug) found = { m: m, c: c }; }); });
      return found;
    }
    function openThread(slug) { S.thread = slug; S.profile = null; S.thread_loading = false; renderRight(); renderMainLayout(); }
    function openProfile(slug) { S.profile = slug; S.thread = null; renderRight(); renderMainLayout(); }
    function renderMainLayout() { panel.classList.toggle("with-right", !!(S.thread || S.profile)); }
    var threadLoaded = !S.thread_loading;
    function renderRight() {
      rightBox.innerHTML = "";
      renderMainLayout();
      if (S.thread) {
        var f = findMessage(S.thread);
        if (!f) { S.thread = null; renderMainLayout(); return; }
        rightBox.appendChild(h("div", { class: "c-rhead" },
          h("div", { class: "c-rhead-t" }, h("b", null, "Thread"), h("span", { class: "c-rhead-sub" }, "#" + f.c.slug)),
          withMenu(h("button", { class: "c-hbtn", id: "chat.thread.more", "data-tip": "More" }, icon("ellipsis-vertical", { size: 18 })), [
            menuItem("thread.follow", "Turn off notifications for replies", { onSelect: function () { toastMsg("You won't be notified about replies"); } }),
            menuItem("thread.unread", "Mark unread"), menuItem("thread.copy", "Copy link", { onSelect: function () { toastMsg("Link copied to clipboard"); } }),
            { divider: true }, menuItem("thread.window", "Open in new window")], "bottom-end"),
          h("button", { class: "c-hbtn", id: "chat.thread.close", "data-tip": "Close", onclick: function () { S.thread = null; renderRight(); } }, icon("x", { size: 18 }))));
        var sc = h("div", { class: "c-rscroll", id: "chat.thread.body" });
        sc.appendChild(renderMessage(f.m, "chat.thread." + f.m.slug, { noReplies: true, inThread: true, parent: true }));
        var replies = f.m.thread || [];
        sc.appendChild(h("div", { class: "c-rdiv" }, h("span", null, replies.length + (replies.length === 1 ? " reply" : " replies")), h("span", { class: "c-rdiv-line" })));
        if (!threadLoaded) {
          sc.appendChild(h("div", { class: "c-loading", id: "chat.thread.loading" }, icon("loader-circle", { size: 18, cls: "spin" }), "Loading replies..."));
        }
        var wrap = h("div", { class: "c-thread-replies", id: "chat.thread.replies", hidden: !threadLoaded });
        var prev = null;
        replies.forEach(function (r) {
          var compact = prev && prev.author === r.author;
          wrap.appendChild(renderMessage(r, "chat.thread." + r.slug, { compact: compact, inThread: true }));
          prev = r;
        });
        sc.appendChild(wrap);
        rightBox.appendChild(sc);
        rightBox.appendChild(h("div", { class: "c-rcompose" },
          h("div", { class: "c-compose small", id: "chat.thread.composer" },
            h("div", { class: "c-compose-input", id: "chat.thread.input" }, "Reply..."),
            h("div", { class: "c-compose-bottom" },
              h("button", { class: "c-cplus", id: "chat.thread.attach" }, icon("plus", { size: 16 })),
              inputTools("chat.thread.composer."),
              h("span", { class: "c-fill" }),
              h("button", { class: "c-send", id: "chat.thread.send", "aria-disabled": "true" }, icon("send-horizontal", { size: 16 })))),
          h("label", { class: "c-also", id: "chat.thread.also" }, h("span", { class: "c-checkbox" }), "Also send to ", h("b", null, "#" + f.c.slug))));
      } else if (S.profile) {
        var p = P[S.profile];
        rightBox.appendChild(h("div", { class: "c-rhead" }, h("div", { class: "c-rhead-t" }, h("b", null, "Profile")),
          h("button", { class: "c-hbtn", id: "chat.profile.close", "data-tip": "Close", onclick: function () { S.profile = null; renderRight(); } }, icon("x", { size: 18 }))));
        rightBox.appendChild(h("div", { class: "c-rscroll c-profile", id: "chat.profile" },
          h("div", { class: "c-profile-photo" }, avatar(S.profile, 248)),
          h("div", { class: "c-profile-name" }, p.name),
          h("div", { class: "c-profile-title" }, p.title),
          h("div", { class: "c-profile-line" }, h("span", { class: "c-dot " + p.presence }), p.presence === "active" ? "Active" : "Away"),
          h("div", { class: "c-profile-line" }, icon("clock", { size: 14 }), p.tz),
          h("div", { class: "c-profile-btns" },
            h("button", { class: "c-btn", id: "chat.profile.message", onclick: function () { openDm(S.profile); } }, icon("messages-square", { size: 15 }), "Message"),
            h("button", { class: "c-btn", id: "chat.profile.huddle", onclick: function () { startHuddle(S.profile); } }, icon("headphones", { size: 15 }), "Huddle"),
            h("button", { class: "c-btn sq", id: "chat.profile.more" }, icon("ellipsis-vertical", { size: 15 }))),
          h("div", { class: "c-profile-sec" }, h("div", { class: "c-profile-h" }, "Contact information"),
            h("div", { class: "c-profile-kv" }, h("span", null, "Email Address"), h("span", { class: "c-link" }, S.profile + "@brightline.io")),
            h("div", { class: "c-profile-kv" }, h("span", null, "Phone"), h("span", { class: "c-link" }, "+49 30 5557 " + (1000 + hash(S.profile) % 9000)))),
          h("div", { class: "c-profile-sec" }, h("div", { class: "c-profile-h" }, "About me"),
            h("div", { class: "c-profile-kv" }, h("span", null, "Start date"), h("span", { class: "c-profile-v" }, ["March 2021", "August 2022", "January 2023", "May 2024"][hash(S.profile) % 4])),
            h("div", { class: "c-profile-kv" }, h("span", null, "Office"), h("span", { class: "c-profile-v" }, "Berlin, Torstrasse"))),
          C.managers[S.profile] ? h("div", { class: "c-profile-sec" }, h("div", { class: "c-profile-h" }, "Reports to"),
            h("button", { class: "c-det-row", id: "chat.profile.manager", onclick: (function (mgr) { return function () { openProfile(mgr); }; })(C.managers[S.profile]) },
              avatar(C.managers[S.profile], 36), h("span", { class: "c-det-name" }, name(C.managers[S.profile])),
              h("span", { class: "c-det-title" }, P[C.managers[S.profile]].title))) : null,
          h("div", { class: "c-profile-sec" }, h("div", { class: "c-profile-h" }, "Channels in common"),
            h("div", { class: "c-profile-kv" }, h("span", { class: "c-profile-v" }, "#engineering, #general, #random")))));
      }
      tips(rightBox);
    }

    /* ---------------------------------------------------------------- huddle: sidebar bar + window */
    // A started huddle docks at the bottom of the sidebar (state "mini"); "window" and "screen" pop it
    // out into Slack's separate huddle window, which the user can drag by any part of it.
    // who: a person's huddle (from their profile), else the conversation's.
    function startHuddle(who) {
      if (!S.huddle) { S.$set({ huddle: "mini", huddle_with: who || null }); renderSidebar(); }
    }
    function leaveHuddle() { S.huddle = null; S.huddle_at = null; S.huddle_with = null; renderHuddle(); renderSidebar(); }
    function setHuddle(kind) { S.huddle = kind; S.huddle_at = null; renderHuddle(); renderSidebar(); }
    function huddleControls(prefix) {
      return [
        h("button", { class: "c-hc" + (S.muted ? " off" : ""), id: prefix + ".mute", "data-tip": S.muted ? "Unmute mic" : "Mute mic",
          onclick: function () { S.muted = !S.muted; renderHuddle(); renderSidebar(); } }, icon(S.muted ? "mic-off" : "mic", { size: 17 })),
        h("button", { class: "c-hc", id: prefix + ".video", "data-tip": "Turn on video" }, icon("video-off", { size: 17 })),
        h("button", { class: "c-hc", id: prefix + ".share", "data-tip": "Share screen" }, icon("screen-share", { size: 17 })),
        h("button", { class: "c-hc", id: prefix + ".reactions", "data-tip": "Send a reaction" }, icon("smile", { size: 17 }))];
    }
    function huddleBar() {
      var hd = C.huddle;
      return tips(h("div", { class: "c-hbar", id: "chat.huddlebar" },
        h("div", { class: "c-hbar-top" },
          h("span", { class: "c-hbar-live" }, icon("headphones", { size: 14 })),
          h("span", { class: "c-hbar-where" }, "#" + hd.channel), h("span", { class: "c-hbar-dur" }, hd.duration),
          h("span", { class: "c-fill" }),
          h("span", { class: "c-hbar-avs" }, hd.people.map(function (s) { return avatar(s, 20); })),
          h("button", { class: "c-hh-btn", id: "chat.huddlebar.popout", "data-tip": "Open in window", onclick: function () { setHuddle("window"); } }, icon("maximize-2", { size: 14 }))),
        h("div", { class: "c-hbar-ctrls" }, huddleControls("chat.huddlebar"), h("span", { class: "c-fill" }),
          h("button", { class: "c-hleave", id: "chat.huddlebar.leave", "data-tip": "Leave huddle", onclick: leaveHuddle }, icon("phone-off", { size: 16 })))));
    }
    function renderHuddle() {
      huddleLayer.innerHTML = "";
      renderWindows();
      if (S.huddle !== "window" && S.huddle !== "screen") return;
      var hd = C.huddle;
      var big = S.huddle === "screen";
      var win = h("div", { class: "c-huddle" + (big ? " big" : ""), id: "chat.huddle" },
        h("div", { class: "c-huddle-head", id: "chat.huddle.handle" },
          h("span", { class: "c-huddle-live" }, icon("headphones", { size: 14 })),
          h("span", { class: "c-huddle-where" }, S.huddle_with ? name(S.huddle_with) : "#" + hd.channel),
          h("span", { class: "c-huddle-dur" }, hd.duration),
          h("span", { class: "c-fill" }),
          h("button", { class: "c-hh-btn", id: "chat.huddle.expand", "data-tip": "Back to sidebar",
            onclick: function () { setHuddle("mini"); } }, icon("minimize-2", { size: 14 }))));
      if (big) {
        win.appendChild(h("div", { class: "c-share", id: "chat.huddle.screen" },
          h("div", { class: "c-share-label" }, icon("screen-share", { size: 13 }), name(hd.sharing) + " is sharing their screen"),
          h("div", { class: "c-share-screen", html: artSvg("chart") })));
      }
      win.appendChild(h("div", { class: "c-huddle-people", id: "chat.huddle.people" }, hd.people.map(function (s, i) {
        return h("div", { class: "c-hp" + (i === 0 ? " talking" : ""), id: "chat.huddle.person." + s, "data-tip": name(s) }, avatar(s, big ? 40 : 64),
          s !== hd.people[0] && s !== ME ? h("span", { class: "c-hp-muted" }, icon("mic-off", { size: 10 })) : null,
          big ? null : h("span", { class: "c-hp-name" }, s === ME ? "You" : P[s].name.split(" ")[0]));
      })));
      win.appendChild(h("div", { class: "c-huddle-ctrls" }, huddleControls("chat.huddle"),
        h("button", { class: "c-hc", id: "chat.huddle.more", "data-tip": "More" }, icon("ellipsis", { size: 17 })),
        h("span", { class: "c-fill" }),
        h("button", { class: "c-hleave wide", id: "chat.huddle.leave", onclick: leaveHuddle }, "Leave")));
      huddleLayer.appendChild(tips(win));
      // it first opens near the top right of the main window
      placeWindow(win, S.huddle_at || [window.innerWidth - win.offsetWidth - 24, 96]);
      // Slack's huddle window moves by any part of it that is not a control; its place is part of the state.
      kit.draggable(win, win, { bounds: "viewport", onEnd: function (at) { S.huddle_at = [at.left, at.top]; } });
    }

    /* ---------------------------------------------------------------- pop-out windows */
    // Slack opens a conversation ("Open in new window") or a canvas in a window of its own, an OS
    // window that moves by its title bar and stays above the main window until closed.
    // A window is placed where it was left, but always kept wholly on screen.
    function placeWindow(win, at) {
      var left = Math.max(0, Math.min(at[0], window.innerWidth - win.offsetWidth));
      var top = Math.max(0, Math.min(at[1], window.innerHeight - win.offsetHeight));
      win.style.left = Math.round(left) + "px"; win.style.top = Math.round(top) + "px";
    }
    function floatingWindow(id, title, bodyEl, onMove, onClose) {
      var win = h("div", { class: "c-win", id: id },
        h("div", { class: "c-win-bar", id: id + ".titlebar" }, h("span", { class: "c-win-title" }, title), h("span", { class: "c-fill" }),
          h("button", { class: "c-win-btn", id: id + ".minimize", "aria-label": "Minimize" }, icon("minus", { size: 14 })),
          h("button", { class: "c-win-btn close", id: id + ".close", "aria-label": "Close", onclick: onClose }, icon("x", { size: 14 }))),
        bodyEl);
      kit.draggable(win, win.firstChild, { bounds: "viewport", onEnd: function (p) { onMove([p.left, p.top]); } });
      return tips(win);
    }
    function renderWindows() {
      windowsLayer.innerHTML = "";
      if (S.popout) {
        var p = P[S.popout];
        var body = h("div", { class: "c-win-body conv" },
          h("div", { class: "c-head small" }, h("span", { class: "c-head-av" }, avatar(S.popout, 22), h("span", { class: "c-dot " + p.presence })), h("b", null, p.name)),
          h("div", { class: "c-win-msgs" }, (C.dms[S.popout] || []).map(function (m) {
            return renderMessage(m, "chat.popout.msg." + m.slug);
          })),
          h("div", { class: "c-compose small" }, h("div", { class: "c-compose-input", id: "chat.popout.input" }, "Message " + p.name)));
        var pw = floatingWindow("chat.popout", p.name + " - Brightline - Slack", body,
          function (at) { S.popout_at = at; }, function () { S.popout = null; S.popout_at = null; renderWindows(); });
        windowsLayer.appendChild(pw);
        placeWindow(pw, S.popout_at || [520, 140]);
      }
      if (S.canvas) {
        var cv = C.canvas;
        var doc = h("div", { class: "c-win-body canvas" },
          h("div", { class: "c-canvas-h" }, h("span", { class: "c-canvas-ic" }, icon("file-text", { size: 16 })), h("span", null, "Canvas in #" + cv.channel)),
          h("div", { class: "c-canvas-title" }, cv.title),
          h("div", { class: "c-canvas-by" }, avatar(cv.author, 18), name(cv.author), " \u00b7 " + cv.edited),
          cv.sections.map(function (sec) { return h("div", { class: "c-canvas-sec" }, h("h3", null, sec[0]), h("p", null, sec[1])); }));
        var cw = floatingWindow("chat.canvas", cv.title + " - Canvas", doc,
          function (at) { S.canvas_at = at; }, function () { S.canvas = null; S.canvas_at = null; renderWindows(); });
        windowsLayer.appendChild(cw);
        placeWindow(cw, S.canvas_at || [600, 110]);
      }
    }

    /* ---------------------------------------------------------------- dialogs (kit.dialog) */
    function openWhatsNew() {
      kit.dialog({ id: "chat.modal.whats-new", cls: "c-dialog whats", closeOnBackdrop: false,
        body: [h("div", { class: "c-whats-art", html: whatsArt() }),
          h("div", { class: "c-dbody" },
            h("div", { class: "c-whats-kicker" }, "What's new"),
            h("div", { class: "c-dtitle" }, "A faster way to get work done"),
            C.whats_new.map(function (w, i) {
              return h("div", { class: "c-whats-item" }, h("span", { class: "c-whats-ic" }, icon(["headphones", "list", "search"][i], { size: 18 })),
                h("div", null, h("b", null, w.title), h("div", { class: "c-whats-s" }, w.text)));
            }))],
        actions: [{ id: "chat.modal.whats-new.more", label: "Learn more" }, { id: "chat.modal.whats-new.ok", label: "Got it", primary: true }],
        onClose: function () { S.modal = null; } });
    }
    function detailPanes(c, dlg) {
      var panes = {};
      panes.about = h("div", { class: "c-det-about", id: "chat.details.about" },
        kv("Channel name", "#" + c.slug, "chat.details.about.name"),
        kv("Topic", c.topic, "chat.details.about.topic"),
        kv("Description", "Home of the " + c.slug.replace(/-/g, " ") + " conversation at Brightline.", "chat.details.about.description"),
        h("div", { class: "c-kv" }, h("div", { class: "c-kv-k" }, "Managed by"), h("div", { class: "c-kv-v" }, avatar("priya", 20), " Priya Raman")),
        h("div", { class: "c-kv" }, h("div", { class: "c-kv-k" }, "Created by"), h("div", { class: "c-kv-v" }, "Oliver Grant on March 3rd, 2021")),
        h("button", { class: "c-det-danger", id: "chat.details.leave" }, "Leave channel"));
      panes.members = h("div", { class: "c-det-members", id: "chat.details.members" },
        h("div", { class: "c-det-search" }, icon("search", { size: 15 }), h("span", null, "Find members")),
        h("button", { class: "c-det-row add", id: "chat.details.add-people" }, h("span", { class: "c-det-addic" }, icon("users", { size: 18 })), h("b", null, "Add people")),
        (C.members[c.slug] || []).map(function (s) {
          return h("button", { class: "c-det-row", id: "chat.details.member." + s, onclick: function () { dlg().close("member"); openProfile(s); } },
            avatar(s, 36), h("span", { class: "c-det-name" }, name(s), s === ME ? h("span", { class: "c-you" }, " (you)") : null),
            h("span", { class: "c-dot " + P[s].presence }), h("span", { class: "c-det-title" }, P[s].title));
        }));
      panes.tabs = h("div", { class: "c-det-about", id: "chat.details.tabs" },
        kv("Messages", "Always shown", "chat.details.tabs.messages"),
        kv("Files", "Shown", "chat.details.tabs.files"),
        kv("Pins", "Shown", "chat.details.tabs.pins"));
      panes.integrations = h("div", { class: "c-det-about", id: "chat.details.integrations" },
        h("div", { class: "c-kv" }, h("div", { class: "c-kv-k" }, "Apps"), h("div", { class: "c-kv-v" }, "GitLab, PagerDuty, Google Calendar")),
        h("div", { class: "c-kv" }, h("div", { class: "c-kv-k" }, "Workflows"), h("div", { class: "c-kv-v" }, "Weekly release checklist")),
        h("button", { class: "c-det-danger plain", id: "chat.details.integrations.add" }, "Add an app"));
      panes.settings = h("div", { class: "c-det-about", id: "chat.details.settings" },
        kv("Channel name", "#" + c.slug, "chat.details.settings.name"),
        kv("Huddles", "Members can start and join huddles in this channel", "chat.details.settings.huddles"),
        kv("Posting permissions", "Everyone can post", "chat.details.settings.posting"),
        h("button", { class: "c-det-danger", id: "chat.details.settings.archive" }, "Archive channel for everyone"));
      return panes;
    }
    function openDetails(tab) {
      var c = CH[S.channel], dlg = null;
      var panes = detailPanes(c, function () { return dlg; });
      S.details = panes[tab] ? tab : "about";
      var tabBar = kit.tabs([["about", "About"], ["members", "Members " + c.members], ["tabs", "Tabs"], ["integrations", "Integrations"], ["settings", "Settings"]].map(function (t) {
        return { key: t[0], id: "chat.details.tab." + t[0], label: t[1], panel: panes[t[0]] };
      }), { selected: S.details, cls: "c-det-tabs", onChange: function (key) { S.details = key; } });
      dlg = kit.dialog({ id: "chat.details", cls: "c-dialog details",
        title: h("span", { class: "c-dtitle" }, icon(c.private ? "lock" : "hash", { size: 22 }), c.slug),
        body: [h("div", { class: "c-det-btns" },
            h("button", { class: "c-btn", id: "chat.details.star", "aria-label": "Star channel" }, icon("star", { size: 15 })),
            h("button", { class: "c-btn", id: "chat.details.notifications" }, icon("bell", { size: 15 }), "Get notifications for @ mentions", icon("chevron-down", { size: 12 })),
            h("button", { class: "c-btn", id: "chat.details.huddle", onclick: function () { dlg.close("huddle"); startHuddle(); } }, icon("headphones", { size: 15 }), "Huddle")),
          tabBar.bar, tabBar.body],
        onClose: function () { S.details = null; } });
    }
    function openFile(slug) {
      var f = C.files[slug], dlg = null;
      S.file = slug;
      dlg = kit.dialog({ id: "chat.viewer", cls: "c-viewer", closeButton: false,
        body: [h("div", { class: "c-viewer-top" }, avatar(f.uploader, 32),
            h("div", { class: "c-viewer-who" }, h("b", null, name(f.uploader)), h("span", null, f.date + " \u00b7 " + f.name)),
            h("span", { class: "c-fill" }),
            h("button", { class: "c-vbtn", id: "chat.viewer.download", "data-tip": "Download" }, icon("download", { size: 18 })),
            h("button", { class: "c-vbtn", id: "chat.viewer.share", "data-tip": "Share" }, icon("forward", { size: 18 })),
            withMenu(h("button", { class: "c-vbtn", id: "chat.viewer.more", "data-tip": "More" }, icon("ellipsis", { size: 18 })), [
              menuItem("viewer.open", "Open in browser"), menuItem("viewer.copy", "Copy link to file", { onSelect: function () { toastMsg("Link copied to clipboard"); } }),
              menuItem("viewer.details", "View file details"), { divider: true }, menuItem("viewer.message", "View message")], "bottom-end", true),
            h("button", { class: "c-vbtn", id: "chat.viewer.close", "data-tip": "Close", onclick: function () { dlg.close("close"); } }, icon("x", { size: 20 }))),
          h("div", { class: "c-viewer-stage" }, f.art ? fileArt("c-viewer-img", f) : docPage(f))],
        onClose: function () { S.file = null; } });
      tips(dlg.el);
    }
    function openForward(m, title, what) {
      S.forward = what || null;
      kit.dialog({ id: "chat.forward", cls: "c-dialog small", title: title || "Forward this message",
        onClose: function () { S.forward = null; },
        body: h("div", { class: "c-dbody" }, h("div", { class: "c-input", id: "chat.forward.to" }, "Add by name or channel"),
          h("div", { class: "c-quote" }, avatar(m.author, 20), h("b", null, name(m.author)), h("div", null, richText(m.text)))),
        actions: [{ id: "chat.forward.cancel", label: "Cancel" }, { id: "chat.forward.send", label: title ? "Share" : "Forward", primary: true, disabled: true }] });
    }
    function kv(k, v, id) {
      return h("div", { class: "c-kv", id: id }, h("div", { class: "c-kv-k" }, k, h("button", { class: "c-kv-edit", id: id + ".edit", onclick: function () { editField(k, v, id); } }, "Edit")), h("div", { class: "c-kv-v" }, v));
    }
    // Slack's "Edit topic" / "Edit description" dialog over the details dialog (S.editing: which field).
    function editField(label, value, id) {
      S.editing = id.split(".").pop();
      kit.dialog({ id: "chat.edit", cls: "c-dialog small c-over-dialog", title: "Edit " + label.toLowerCase(),
        body: h("div", { class: "c-dbody" }, h("div", { class: "c-input", id: "chat.edit.input" }, value)),
        actions: [{ id: "chat.edit.cancel", label: "Cancel" }, { id: "chat.edit.save", label: "Save", primary: true }],
        onClose: function () { S.editing = null; } });
    }
    function docPage(f) {
      var k = KIND[f.kind] || KIND.text;
      var lines = [];
      for (var i = 0; i < 14; i++) lines.push(h("div", { class: "c-doc-line", style: { width: (60 + (hash(f.slug + i) % 38)) + "%" } }));
      return h("div", { class: "c-doc" }, h("div", { class: "c-doc-band", style: { background: k[0] } }),
        h("div", { class: "c-doc-title" }, f.name.replace(/\.[a-z]+$/, "")),
        h("div", { class: "c-doc-sub" }, "Brightline \u00b7 " + name(f.uploader)), lines);
    }
    function whatsArt() {
      return '<svg viewBox="0 0 520 170" preserveAspectRatio="xMidYMid slice"><defs><linearGradient id="wg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#611f69"/><stop offset="1" stop-color="#2eb67d"/></linearGradient></defs>' +
        '<rect width="520" height="170" fill="url(#wg)"/><circle cx="440" cy="30" r="70" fill="#ecb22e" opacity=".85"/><circle cx="70" cy="160" r="60" fill="#36c5f0" opacity=".7"/>' +
        '<rect x="150" y="34" width="220" height="112" rx="12" fill="#fff"/><rect x="166" y="50" width="80" height="10" rx="5" fill="#1d1c1d"/>' +
        '<circle cx="178" cy="84" r="11" fill="#e01e5a"/><rect x="196" y="78" width="140" height="8" rx="4" fill="#ddd"/><rect x="196" y="92" width="100" height="8" rx="4" fill="#eee"/>' +
        '<circle cx="178" cy="122" r="11" fill="#2eb67d"/><rect x="196" y="116" width="120" height="8" rx="4" fill="#ddd"/><rect x="196" y="130" width="80" height="8" rx="4" fill="#eee"/></svg>';
    }

    /* ---------------------------------------------------------------- notice, toasts, emoji picker */
    function renderNotice() {
      popLayer.textContent = "";
      if (S.notice !== "notifications") return;
      var closeN = function () { S.notice = null; renderNotice(); };
      popLayer.appendChild(h("div", { class: "c-notice", id: "chat.notice.notifications", role: "dialog" },
        h("div", { class: "c-notice-head" }, h("span", { class: "c-notice-ic" }, icon("bell", { size: 18 })),
          h("b", null, "Turn on desktop notifications"),
          h("button", { class: "c-dclose sm", id: "chat.notice.notifications.close", "aria-label": "Close", onclick: closeN }, icon("x", { size: 16 }))),
        h("div", { class: "c-notice-s" }, "Slack needs your permission to notify you about direct messages, mentions and keywords, even when the app is in the background."),
        h("div", { class: "c-notice-btns" },
          h("button", { class: "c-btn", id: "chat.notice.notifications.later", onclick: closeN }, "Not now"),
          h("button", { class: "c-btn primary", id: "chat.notice.notifications.enable", onclick: function () { closeN(); toastMsg("Desktop notifications are on"); } }, "Turn on"))));
    }
    /* An incoming huddle invitation rings at the bottom of the sidebar, where huddles live, until
     * it is answered or stops ringing (INVITE_RING_MS; see manifest.yaml `expiring`). */
    var INVITE_RING_MS = 30000;
    function showInvite() {
      var from = C.invite.from, ch = C.invite.channel;
      var answer = function (why) { return function () { card.close(why); if (why === "join") { toastMsg("Joining the huddle in #" + ch); } }; };
      var card = kit.toast({ id: "chat.invite", cls: "c-invite", timeout: INVITE_RING_MS, dismissible: false,
        text: h("span", { class: "c-invite-in" },
          h("span", { class: "c-invite-top" }, h("span", { class: "c-invite-av" }, avatar(from, 40), h("span", { class: "c-invite-ring" }, icon("headphones", { size: 12 }))),
            h("span", { class: "c-invite-who" }, h("b", null, name(from)), h("span", null, "is inviting you to a huddle in #" + ch))),
          h("span", { class: "c-invite-btns" },
            h("button", { class: "c-btn", id: "chat.invite.decline", onclick: answer("decline") }, "Decline"),
            h("button", { class: "c-btn primary", id: "chat.invite.join", onclick: answer("join") }, icon("headphones", { size: 15 }), "Join"))),
        onClose: function () { S.invite = null; } });
    }
    // Slack's confirmations ("Link copied to clipboard"): a toast with a check, gone after the kit's 5 s.
    function toastMsg(text) {
      S.flash = text;
      kit.toast({ id: "chat.flash", cls: "c-flash", dismissible: false, text: h("span", { class: "c-flash-in" }, icon("check", { size: 15 }), text) });
    }
    /* The emoji picker: a kit.popover below the button that opened it (S.picker: whose message). */
    var picker = null;
    function closePicker() { if (picker) picker.close("close"); }
    function openPicker(anchor, prefix, m) {
      closePicker();
      var pop = kit.popover(anchor, function () {
        return h("div", { class: "c-picker", id: "chat.picker" },
          h("div", { class: "c-picker-search" }, icon("search", { size: 15 }), h("span", null, "Search all emoji")),
          h("div", { class: "c-picker-h" }, "Frequently used"),
          h("div", { class: "c-picker-grid" }, Object.keys(EMOJI).map(function (n) {
            return h("button", { class: "c-picker-e", id: "chat.picker." + eslug(n), "aria-label": ":" + EMOJI_NAMES[n] + ":",
              onclick: function () { closePicker(); addReaction(prefix, m, n); } }, emoji(n, 24));
          })));
      }, { trigger: "none", placement: "bottom-end", cls: "c-picker-pop",
           onClose: function () { if (picker === pop) { picker = null; S.picker = null; } } });
      picker = pop;
      S.picker = prefix;
      pop.open();
    }
    /* Menus (kit.menu): the workspace name and the conversation header's "More". */
    var WORKSPACE_MENU = [
      { heading: C.workspace.name + " \u00b7 " + C.workspace.domain },
      menuItem("preferences", "Preferences"), menuItem("invite", "Invite people to Brightline"),
      menuItem("tools", "Tools & settings", { submenu: [menuItem("tools.customize", "Customize workspace"), menuItem("tools.analytics", "Workspace analytics"),
                                                        menuItem("tools.apps", "Manage apps")] }),
      { divider: true }, menuItem("signout", "Sign out of Brightline"),
    ];
    // The rail's "More": Slack's other tools, each opening its own view.
    var RAIL_MORE = [{ heading: "More" }].concat([["canvases", "Canvases", "Create, save and share your ideas"],
      ["lists", "Lists", "Track and manage projects"], ["files", "Files", "Everything shared with you"],
      ["channels", "Channels", "Browse all channels"], ["people", "People", "Everyone at " + C.workspace.name],
      ["workflows", "Workflows", "Automate everyday tasks"]].map(function (t) {
        return menuItem("more." + t[0], t[1], { hint: t[2], onSelect: function () { toastMsg("Opening " + t[1]); } });
      }));
    var FILTER_MENU = [{ heading: "Show" }, menuItem("filter.all", "All conversations", { checked: true }),
      menuItem("filter.unreads", "Unreads only", { onSelect: function () { toastMsg("Showing unread conversations only"); } }),
      menuItem("filter.mentions", "Mentions only"), { divider: true }, { heading: "Sort" },
      menuItem("filter.recent", "By most recent", { checked: true }), menuItem("filter.alpha", "Alphabetically")];
    function sectionMenu(key) {
      return [menuItem("section." + key + ".create", "Create a new section"),
        menuItem("section." + key + ".sort", "Sort", { submenu: [menuItem("section." + key + ".sort.alpha", "Alphabetically", { onSelect: function () { toastMsg("Sorted alphabetically"); } }),
          menuItem("section." + key + ".sort.recent", "By most recent"), menuItem("section." + key + ".sort.priority", "By priority")] }),
        menuItem("section." + key + ".show", "Show", { submenu: [menuItem("section." + key + ".show.all", "All conversations"),
          menuItem("section." + key + ".show.unreads", "Unread conversations only"), menuItem("section." + key + ".show.mentions", "Mentions only")] }),
        { divider: true }, menuItem("section." + key + ".mark-read", "Mark all as read", { onSelect: function () { toastMsg("Marked as read"); } })];
    }
    // The headphones button's chevron: Slack's huddle options for the conversation.
    var HUDDLE_MENU = [menuItem("huddle.start", "Start huddle", { onSelect: function () { startHuddle(); } }),
      menuItem("huddle.copy", "Copy huddle link", { onSelect: function () { toastMsg("Huddle link copied"); } }),
      menuItem("huddle.schedule", "Schedule a huddle"), { divider: true },
      menuItem("huddle.settings", "Huddle settings")];
    // The composer's "+": what Slack offers to attach or create.
    var ATTACH_MENU = [menuItem("attach.upload", "Upload from your computer", { icon: icon("monitor-up", { size: 16 }) }),
      menuItem("attach.canvas", "Canvas", { icon: icon("file-text", { size: 16 }) }),
      menuItem("attach.list", "List", { icon: icon("list", { size: 16 }) }),
      menuItem("attach.clip", "Recording", { icon: icon("video", { size: 16 }) }),
      menuItem("attach.snippet", "Text snippet", { icon: icon("square-code", { size: 16 }) }),
      { divider: true }, menuItem("attach.workflow", "Workflow", { icon: icon("zap", { size: 16 }) })];
    // The date divider's menu: Slack's "Jump to...".
    function jumpMenu(day) {
      var k = day.toLowerCase().replace(/[^a-z0-9]+/g, "-");
      return [{ heading: "Jump to..." }, menuItem("jump." + k + ".recent", "Most recent", { onSelect: function () { jumpTo("bottom"); } }),
        menuItem("jump." + k + ".week", "Last week"), menuItem("jump." + k + ".month", "Last month"),
        menuItem("jump." + k + ".beginning", "The very beginning", { onSelect: function () { jumpTo("top"); } }),
        { divider: true }, menuItem("jump." + k + ".date", "Jump to a specific date")];
    }
    function jumpTo(where) { if (mainScroll) mainScroll.scrollTop = where === "top" ? 0 : mainScroll.scrollHeight; }
    var CHANNEL_MENU = [
      menuItem("details", "Open channel details", { onSelect: function () { openDetails("about"); } }),
      menuItem("notifications", "Edit notifications"), menuItem("star", "Star channel"),
      { divider: true }, menuItem("copy", "Copy link", { onSelect: function () { toastMsg("Link copied to clipboard"); } }),
      menuItem("mute", "Mute channel"),
    ];
    // overDialog: a menu opened from inside a dialog (kit menus otherwise stack under dialogs).
    function withMenu(button, items, placement, overDialog) {
      kit.menu(button, items, { id: "chat.menu", placement: placement, cls: "c-menu" + (overDialog ? " c-over-dialog" : "") });
      return button;
    }
    /* Tooltips: every control with data-tip gets the kit's (once, however often it is rendered). */
    function tips(el) {
      var all = Array.prototype.slice.call(el.querySelectorAll("[data-tip]"));
      if (el.hasAttribute("data-tip")) all.push(el);
      all.forEach(function (x) {
        if (x.kitTip) return;
        x.kitTip = true;
        if (!x.hasAttribute("aria-label")) x.setAttribute("aria-label", x.getAttribute("data-tip"));
        kit.tooltip(x, x.getAttribute("data-tip"));
      });
      return el;
    }

    /* ---------------------------------------------------------------- initial scroll + timers */
    function initialScroll() {
      if (!mainScroll) return;
      var where = init.scroll || "bottom";
      if (where === "top") mainScroll.scrollTop = 0;
      else if (where === "bottom") mainScroll.scrollTop = mainScroll.scrollHeight;
      else {
        var el = ctx.byId("chat.msg." + where);
        if (el) mainScroll.scrollTop = el.offsetTop - mainScroll.offsetTop - 8;
        else mainScroll.scrollTop = mainScroll.scrollHeight;
      }
    }

    renderTop(); renderRail(); renderSidebar(); renderMain(true); renderRight();
    renderHuddle(); renderNotice();
    root.classList.toggle("drawer-open", S.drawer);
    initialScroll();
    if (S.modal === "whats-new") openWhatsNew();
    if (S.details) openDetails(S.details);
    if (S.file && C.files[S.file]) openFile(S.file);
    // channel switches go to the newest message
    var baseRenderMain = renderMain;
    renderMain = function () { baseRenderMain(); if (mainScroll) mainScroll.scrollTop = mainScroll.scrollHeight; };

    // Delayed states, on the kit's timers (the environment's virtual clock drives them).
    if (pendingCount) {
      kit.after(4000, function () {
        pendingCount = 0;
        S.connection = "online";
        var keepAtBottom = mainScroll && mainScroll.scrollTop >= mainScroll.scrollHeight - mainScroll.clientHeight - 4;
        var banner = mainBox.querySelector(".c-conn");
        if (banner) banner.remove();
        var pend = mainBox.querySelector(".c-pending");
        if (pend) pend.hidden = false;
        var comp = mainBox.querySelector(".c-compose");
        if (comp) {
          comp.classList.remove("off");
          var input = comp.querySelector(".c-compose-input");
          if (input && S.view === "channel") input.textContent = "Message #" + S.channel;
        }
        if (mainScroll && keepAtBottom) mainScroll.scrollTop = mainScroll.scrollHeight;
      });
    }
    if (S.thread_loading && S.thread) {
      kit.after(3000, function () {
        threadLoaded = true; S.thread_loading = false;
        var loader = rightBox.querySelector(".c-loading");
        if (loader) loader.remove();
        var wrap = rightBox.querySelector(".c-thread-replies");
        if (wrap) wrap.hidden = false;
      });
    }
    if (S.uploading && C.files[S.uploading]) {
      // Progress of the user's own upload, then Send enables (a 1.4 MB file over office Wi-Fi).
      [[1000, 31], [2000, 52], [3000, 70], [4000, 91], [5000, 100]].forEach(function (st) {
        kit.after(st[0], function () { uploadPct = st[1]; refreshComposer(); });
      });
    }
    if (S.invite) showInvite();
    if (S.update === "downloading") {
      [[2000, 61], [4000, 87]].forEach(function (st) { kit.after(st[0], function () { updatePct = st[1]; renderSidebar(); }); });
      kit.after(6000, function () { S.update = "ready"; renderSidebar(); });
    }
  },
});
