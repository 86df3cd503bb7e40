/* video: a video platform modelled on YouTube (web).
 *
 * Views: home feed (guide, chips, grid, Shorts shelf), watch page (player, description, comments,
 * recommendation rail, optional playlist panel and pre-roll ad), channel page, and simple browse
 * pages for the guide entries. Overlays: notifications panel, card/kebab menus, consent dialog,
 * Premium "mealbar" promo, sign-in prompt, draggable miniplayer, toasts.
 *
 * Initial state: ctx.state, with the defaults of manifest.yaml (beside this file) merged in; that
 * file lists every key (view, video, ad, ad_skip_ms, mini, mini_pos, signed_in, ...) with its type.
 *
 * Shared mechanisms come from the kit (ctx.kit): Material Symbols icons, avatars, menus with
 * submenus, tooltips, hover toolbars (thumbnail actions), carousels (chip strips), dialogs
 * (consent, share), snackbars, the draggable miniplayer and the delayed ad skip / end screen.
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
    volume: "volume_up", gear: "settings", gearF: "settings-fill", cc: "closed_caption",
    miniplayer: "picture_in_picture_alt", theater: "crop_landscape", fullscreen: "fullscreen", expand: "open_in_full",
    chevR: "chevron_right", chevL: "chevron_left", chevD: "keyboard_arrow_down", chevU: "keyboard_arrow_up",
    verified: "check_circle-fill", sort: "sort", trending: "local_fire_department", bag: "shopping_bag",
    music: "music_note", film: "movie", live: "sensors", game: "sports_esports", news: "newspaper", trophy: "trophy",
    bulb: "lightbulb", hanger: "checkroom", podcast: "podcasts", flag: "flag", help: "help", feedback: "feedback",
    scissors: "content_cut", save: "playlist_add", thanks: "favorite", transcript: "notes", block: "block",
    minus: "do_not_disturb_on", person: "account_circle", pin: "keep", heart: "favorite", loop: "repeat",
    shuffle: "shuffle", signout: "logout", keyboard: "keyboard", moon: "dark_mode", shield: "shield",
    replay: "replay", link: "link", check: "check", lock: "lock", language: "text_format", location: "location_on",
  };

  /* ------------------------------------------------------------ deterministic helpers */
  function prng(str) {
    var x = 2166136261;
    for (var i = 0; i < str.length; i++) { x ^= str.charCodeAt(i); x = Math.imul(x, 16777619); }
    return function () {
      x = (x + 0x6D2B79F5) | 0;
      var t = x;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  }
  function esc(s) {
    return String(s).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
  }
  function shade(hex, amt) {
    var n = parseInt(hex.slice(1), 16);
    var r = (n >> 16) & 255, g = (n >> 8) & 255, b = n & 255;
    function f(c) { return Math.max(0, Math.min(255, Math.round(amt < 0 ? c * (1 + amt) : c + (255 - c) * amt))); }
    return "#" + ((1 << 24) + (f(r) << 16) + (f(g) << 8) + f(b)).toString(16).slice(1);
  }

  /* ------------------------------------------------------------ thumbnail art (SVG, 320x180) */
  var gradSeq = 0;
  function stars(r, n, w, h, maxY, col) {
    var s = "";
    for (var i = 0; i < n; i++) {
      s += '<circle cx="' + (r() * w).toFixed(1) + '" cy="' + (r() * (maxY || h)).toFixed(1) + '" r="' + (0.4 + r() * 1.1).toFixed(2) + '" fill="' + (col || "#fff") + '" opacity="' + (0.4 + r() * 0.6).toFixed(2) + '"/>';
    }
    return s;
  }
  function radial(id, c1, c2, o2) {
    return '<radialGradient id="' + id + '"><stop offset="0" stop-color="' + c1 + '"/><stop offset="1" stop-color="' + c2 + '" stop-opacity="' + (o2 === undefined ? 0 : o2) + '"/></radialGradient>';
  }
  function linear(id, c1, c2, vertical) {
    return '<linearGradient id="' + id + '" x1="0" y1="0" x2="' + (vertical ? 0 : 1) + '" y2="1"><stop offset="0" stop-color="' + c1 + '"/><stop offset="1" stop-color="' + c2 + '"/></linearGradient>';
  }

  var SCENES = {
    steak: function (a, id, r) {
      var s = '<defs>' + radial(id + "l", "#fff3bf", "#fff3bf") + linear(id + "m", "#f3a0a0", "#c8505a", true) + '</defs>';
      s += '<ellipse cx="150" cy="60" rx="160" ry="90" fill="url(#' + id + 'l)" opacity=".25"/>';
      s += '<rect x="24" y="92" width="236" height="88" rx="16" fill="#9c6b43"/><rect x="24" y="92" width="236" height="88" rx="16" fill="none" stroke="#7a4f2e" stroke-width="3"/>';
      for (var i = 0; i < 6; i++) s += '<path d="M' + (38 + i * 38) + ' 100 q 8 34 0 74" stroke="#86552f" stroke-width="1.5" fill="none" opacity=".5"/>';
      for (var k = 0; k < 6; k++) {
        var x = 70 + k * 26, y = 134 - k * 2;
        s += '<g transform="rotate(18 ' + x + ' ' + y + ')"><ellipse cx="' + x + '" cy="' + y + '" rx="17" ry="34" fill="#3d1c0c"/><ellipse cx="' + x + '" cy="' + y + '" rx="12.5" ry="28" fill="url(#' + id + 'm)"/><ellipse cx="' + (x - 2) + '" cy="' + (y - 6) + '" rx="5" ry="12" fill="#f7b4b0" opacity=".7"/></g>';
      }
      s += '<ellipse cx="230" cy="156" rx="9" ry="7" fill="#f8f0dc"/><ellipse cx="244" cy="166" rx="8" ry="6" fill="#efe4c6"/><ellipse cx="222" cy="168" rx="7" ry="5" fill="#f1e6cc"/>';
      s += '<path d="M40 160 q24 -22 52 -10" stroke="#5c940d" stroke-width="3" fill="none"/><path d="M52 152 l-6 -7 M64 148 l-3 -8 M78 148 l0 -8" stroke="#5c940d" stroke-width="2"/>';
      s += '<circle cx="46" cy="112" r="2" fill="#fff"/><circle cx="58" cy="120" r="1.5" fill="#fff"/><circle cx="246" cy="112" r="1.6" fill="#fff"/>';
      return s;
    },
    bowl: function (a, id, r) {
      var food = a.food || "#e9a23b";
      var s = '<defs>' + radial(id + "b", shade(food, 0.25), food, 1) + '</defs>';
      s += '<ellipse cx="112" cy="150" rx="100" ry="26" fill="#000" opacity=".25"/>';
      s += '<path d="M22 104 q90 100 180 0z" fill="' + shade(a.accent === "#ffffff" ? "#e9ecef" : "#f8f9fa", 0) + '"/>';
      s += '<ellipse cx="112" cy="104" rx="90" ry="24" fill="#dee2e6"/><ellipse cx="112" cy="104" rx="82" ry="20" fill="url(#' + id + 'b)"/>';
      for (var i = 0; i < 22; i++) {
        var cx = 48 + r() * 128, cy = 94 + r() * 20;
        s += '<ellipse cx="' + cx.toFixed(1) + '" cy="' + cy.toFixed(1) + '" rx="' + (3 + r() * 6).toFixed(1) + '" ry="' + (2 + r() * 3).toFixed(1) + '" fill="' + shade(food, r() * 0.5 - 0.3).toString() + '"/>';
      }
      for (var j = 0; j < 9; j++) s += '<circle cx="' + (55 + r() * 115).toFixed(1) + '" cy="' + (92 + r() * 18).toFixed(1) + '" r="2.2" fill="#2f9e44"/>';
      s += '<rect x="186" y="38" width="6" height="110" rx="3" fill="#c9a36b" transform="rotate(28 189 93)"/><rect x="198" y="38" width="6" height="110" rx="3" fill="#b08968" transform="rotate(28 201 93)"/>';
      return s;
    },
    plate: function (a, id, r) {
      var food = a.food || "#f08c4a";
      var s = '<ellipse cx="120" cy="118" rx="104" ry="48" fill="#000" opacity=".3"/><ellipse cx="120" cy="112" rx="100" ry="46" fill="#f8f9fa"/><ellipse cx="120" cy="112" rx="76" ry="34" fill="#e9ecef"/>';
      s += '<path d="M70 112 q50 -46 100 -6 q-40 34 -100 6z" fill="' + food + '"/><path d="M82 106 q40 -28 76 -4" stroke="' + shade(food, -0.35) + '" stroke-width="5" fill="none" stroke-linecap="round"/>';
      for (var i = 0; i < 10; i++) s += '<circle cx="' + (80 + r() * 80).toFixed(1) + '" cy="' + (96 + r() * 20).toFixed(1) + '" r="1.8" fill="' + (i % 2 ? "#f8f9fa" : "#2f9e44") + '"/>';
      s += '<ellipse cx="170" cy="122" rx="16" ry="8" fill="#ffe066"/>';
      return s;
    },
    tray: function (a, id, r) {
      var s = '<rect x="18" y="70" width="220" height="104" rx="10" fill="#495057"/><rect x="26" y="78" width="204" height="88" rx="6" fill="#343a40"/>';
      for (var i = 0; i < 26; i++) {
        var x = 36 + r() * 184, y = 86 + r() * 72, kind = i % 3;
        if (kind === 0) s += '<circle cx="' + x.toFixed(1) + '" cy="' + y.toFixed(1) + '" r="8" fill="#e03131"/><circle cx="' + (x - 2).toFixed(1) + '" cy="' + (y - 3).toFixed(1) + '" r="2" fill="#ffa8a8"/>';
        else if (kind === 1) s += '<ellipse cx="' + x.toFixed(1) + '" cy="' + y.toFixed(1) + '" rx="9" ry="6" fill="#f4c542" stroke="#d9a520"/>';
        else s += '<path d="M' + x.toFixed(1) + ' ' + y.toFixed(1) + ' l10 -4 l4 6 z" fill="#f59f00"/>';
      }
      s += '<circle cx="160" cy="118" r="18" fill="#f8f9fa"/><circle cx="156" cy="114" r="6" fill="#fff"/>';
      return s;
    },
    bread: function (a, id, r) {
      var s = '<defs>' + radial(id + "c", "#e8a65d", "#8b4513", 1) + '</defs>';
      for (var i = 0; i < 40; i++) s += '<circle cx="' + (r() * 320).toFixed(1) + '" cy="' + (110 + r() * 70).toFixed(1) + '" r="' + (0.6 + r() * 1.6).toFixed(1) + '" fill="#fff" opacity=".8"/>';
      s += '<ellipse cx="118" cy="150" rx="100" ry="18" fill="#000" opacity=".2"/>';
      s += '<path d="M24 140 q10 -86 94 -88 q84 2 96 88 q-95 16 -190 0z" fill="url(#' + id + 'c)"/>';
      s += '<path d="M60 96 q58 -36 116 0" stroke="#f3d9a4" stroke-width="7" fill="none" stroke-linecap="round"/><path d="M74 116 q44 -22 88 0" stroke="#f0cf8e" stroke-width="5" fill="none" stroke-linecap="round"/>';
      return s;
    },
    knife: function (a, id, r) {
      var s = '<defs>' + linear(id + "k", "#f1f3f5", "#868e96", true) + '</defs>';
      s += '<rect x="20" y="120" width="220" height="40" rx="4" fill="#2b8a3e"/><rect x="20" y="140" width="220" height="20" rx="2" fill="#1864ab" opacity=".85"/>';
      s += '<path d="M30 108 L200 58 q26 -6 34 6 L66 118 z" fill="url(#' + id + 'k)" stroke="#495057" stroke-width="1"/>';
      s += '<path d="M200 58 l60 -18 q10 0 10 8 l-3 6 l-63 20z" fill="#3d2b1f"/><circle cx="228" cy="52" r="2.5" fill="#ced4da"/><circle cx="248" cy="46" r="2.5" fill="#ced4da"/>';
      s += '<path d="M60 102 L196 64" stroke="#fff" stroke-width="1.5" opacity=".8"/>';
      for (var i = 0; i < 4; i++) s += '<path d="M' + (90 + i * 30) + ' ' + (70 - i * 8) + ' l4 -10 l4 10 l10 4 l-10 4 l-4 10 l-4 -10 l-10 -4z" fill="' + a.accent + '" opacity=".9" transform="scale(.7) translate(' + (40 + i * 10) + ' 20)"/>';
      return s;
    },
    workshop: function (a, id, r) {
      var s = "";
      for (var y = 14; y < 100; y += 14) for (var x = 14; x < 320; x += 14) s += '<circle cx="' + x + '" cy="' + y + '" r="1.6" fill="#8c7a5b" opacity=".55"/>';
      s += '<rect x="0" y="108" width="320" height="72" fill="#b5835a"/>';
      for (var i = 0; i < 4; i++) s += '<path d="M0 ' + (118 + i * 16) + ' h320" stroke="#9c6b43" stroke-width="1.5"/>';
      s += '<rect x="30" y="72" width="150" height="14" rx="2" fill="#d9a066" stroke="#8b5a2b"/><rect x="50" y="86" width="6" height="20" fill="#495057"/><rect x="154" y="86" width="6" height="20" fill="#495057"/>';
      s += '<rect x="40" y="44" width="26" height="28" rx="3" fill="#1c7ed6"/><rect x="74" y="52" width="40" height="20" rx="3" fill="#f59f00"/><circle cx="140" cy="62" r="10" fill="#e03131"/>';
      s += '<rect x="196" y="96" width="100" height="12" rx="3" fill="#ffd43b"/><rect x="236" y="98" width="20" height="8" rx="4" fill="#74c0fc"/>';
      return s;
    },
    phone: function (a, id, r) {
      var s = '<defs>' + linear(id + "s", a.accent, shade(a.bg[1], -0.2)) + radial(id + "g", a.accent, a.accent) + '</defs>';
      s += '<ellipse cx="110" cy="90" rx="120" ry="90" fill="url(#' + id + 'g)" opacity=".25"/>';
      s += '<g transform="rotate(-12 110 96)"><rect x="52" y="22" width="118" height="150" rx="12" fill="#111"/><rect x="58" y="28" width="52" height="138" rx="6" fill="url(#' + id + 's)"/><rect x="112" y="28" width="52" height="138" rx="6" fill="url(#' + id + 's)" opacity=".9"/><path d="M111 28 v138" stroke="#fff" stroke-width="1.5" opacity=".6"/>';
      s += '<circle cx="76" cy="48" r="8" fill="#fff" opacity=".8"/><rect x="70" y="64" width="30" height="5" rx="2" fill="#fff" opacity=".7"/><rect x="122" y="48" width="30" height="30" rx="6" fill="#fff" opacity=".35"/></g>';
      s += '<g transform="rotate(8 190 110)"><rect x="168" y="60" width="56" height="112" rx="10" fill="#222"/><rect x="172" y="66" width="48" height="100" rx="6" fill="' + shade(a.accent, 0.3) + '"/></g>';
      return s;
    },
    laptop: function (a, id, r) {
      var s = '<defs>' + linear(id + "s", "#1c7ed6", "#0b7285") + '</defs>';
      s += '<path d="M40 40 h150 v92 h-150z" fill="#111"/><rect x="46" y="46" width="138" height="80" fill="url(#' + id + 's)"/>';
      s += '<path d="M24 132 h182 l10 14 h-202z" fill="#adb5bd"/><rect x="98" y="136" width="34" height="4" rx="2" fill="#868e96"/>';
      s += '<rect x="212" y="70" width="70" height="34" rx="5" fill="none" stroke="#fff" stroke-width="4"/><rect x="282" y="80" width="6" height="14" rx="2" fill="#fff"/><rect x="217" y="75" width="' + 58 + '" height="24" rx="2" fill="' + a.accent + '"/>';
      for (var i = 0; i < 4; i++) s += '<rect x="' + (54 + i * 32) + '" y="' + (100 - i * 10) + '" width="20" height="' + (18 + i * 10) + '" fill="#fff" opacity=".5"/>';
      return s;
    },
    earbuds: function (a, id, r) {
      var s = '<rect x="0" y="0" width="160" height="180" fill="#212529" opacity=".06"/>';
      s += '<g><circle cx="70" cy="92" r="28" fill="#fff" stroke="#adb5bd" stroke-width="2"/><rect x="60" y="110" width="16" height="52" rx="8" fill="#fff" stroke="#adb5bd" stroke-width="2"/><circle cx="70" cy="92" r="12" fill="#dee2e6"/></g>';
      s += '<g><circle cx="240" cy="92" r="28" fill="#212529"/><rect x="230" y="110" width="16" height="52" rx="8" fill="#343a40"/><circle cx="240" cy="92" r="12" fill="#495057"/><circle cx="240" cy="92" r="4" fill="' + a.accent + '"/></g>';
      s += '<circle cx="160" cy="100" r="22" fill="' + a.accent + '"/><text x="160" y="108" text-anchor="middle" font-size="20" font-weight="700" fill="#fff" font-family="Liberation Sans">VS</text>';
      return s;
    },
    car: function (a, id, r) {
      var s = '<path d="M0 136 h320 v44 h-320z" fill="#f8f9fa"/><path d="M0 136 h320" stroke="#ced4da" stroke-width="3"/>';
      s += '<path d="M40 124 q10 -28 50 -32 l50 -22 q40 -8 80 6 l30 20 q30 4 34 28 z" fill="#1c7ed6"/><path d="M104 92 l36 -16 q34 -6 66 4 l20 14z" fill="#a5d8ff"/>';
      s += '<circle cx="96" cy="128" r="16" fill="#212529"/><circle cx="96" cy="128" r="7" fill="#adb5bd"/><circle cx="236" cy="128" r="16" fill="#212529"/><circle cx="236" cy="128" r="7" fill="#adb5bd"/>';
      for (var i = 0; i < 40; i++) s += '<circle cx="' + (r() * 320).toFixed(1) + '" cy="' + (r() * 130).toFixed(1) + '" r="' + (1 + r() * 2).toFixed(1) + '" fill="#fff"/>';
      s += '<rect x="18" y="20" width="44" height="22" rx="4" fill="none" stroke="#212529" stroke-width="3"/><rect x="62" y="26" width="4" height="10" fill="#212529"/><rect x="22" y="24" width="12" height="14" fill="#e03131"/>';
      return s;
    },
    aurora: function (a, id, r) {
      var s = '<defs><linearGradient id="' + id + 'a" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="' + a.accent + '" stop-opacity="0"/><stop offset=".6" stop-color="' + a.accent + '" stop-opacity=".8"/><stop offset="1" stop-color="' + a.accent + '" stop-opacity="0"/></linearGradient></defs>';
      s += stars(r, 60, 320, 180, 110);
      s += '<path d="M-10 70 q60 -60 120 -20 t130 -10 t90 10 v40 q-50 -20 -100 0 t-120 10 t-120 0z" fill="url(#' + id + 'a)" opacity=".9"/>';
      s += '<path d="M20 40 q50 -30 110 10 t140 -20 v20 q-70 10 -140 20 t-110 -10z" fill="url(#' + id + 'a)" opacity=".5"/>';
      s += '<path d="M0 140 L40 86 L70 118 L110 60 L150 112 L180 92 L220 130 L260 76 L320 128 V180 H0z" fill="#0a1620"/>';
      s += '<path d="M110 60 l10 14 l-8 -2 l-6 8z M260 76 l12 16 l-10 -3z" fill="#e9ecef" opacity=".85"/>';
      s += '<rect x="0" y="150" width="320" height="30" fill="#081019"/>';
      for (var i = 0; i < 5; i++) s += '<rect x="' + (60 + i * 26) + '" y="140" width="18" height="12" fill="#c92a2a"/><path d="M' + (58 + i * 26) + ' 140 l11 -8 l11 8z" fill="#a61e1e"/><rect x="' + (66 + i * 26) + '" y="144" width="5" height="4" fill="#ffd43b"/>';
      return s;
    },
    mountains: function (a, id, r) {
      var hill = a.hill || "#3b6e3b";
      var s = '<circle cx="250" cy="40" r="18" fill="#fff" opacity=".8"/>';
      s += '<path d="M0 110 L60 60 L100 90 L150 40 L210 100 L260 70 L320 96 V180 H0z" fill="' + shade(hill, 0.35) + '"/>';
      s += '<path d="M0 140 Q70 90 140 120 T320 110 V180 H0z" fill="' + hill + '"/>';
      s += '<path d="M200 180 L230 96 L320 80 V180z" fill="' + shade(hill, -0.3) + '"/><path d="M230 96 L320 80 L320 92 L232 104z" fill="#e9ecef" opacity=".5"/>';
      s += '<path d="M120 150 q40 -12 80 -30" stroke="#f1e3c6" stroke-width="2" stroke-dasharray="4 3" fill="none"/>';
      s += '<circle cx="198" cy="114" r="3" fill="#e8590c"/><rect x="196" y="117" width="4" height="8" fill="#e8590c"/>';
      return s;
    },
    train: function (a, id, r) {
      var s = "";
      if (a.day) {
        for (var i = 0; i < 50; i++) s += '<circle cx="' + (r() * 320).toFixed(1) + '" cy="' + (r() * 70).toFixed(1) + '" r="' + (2 + r() * 4).toFixed(1) + '" fill="#fff" opacity=".7"/>';
        s += '<path d="M0 110 q80 -30 160 -10 t160 -6 V180H0z" fill="#8ce99a"/>';
      } else {
        s += stars(r, 40, 320, 180, 80) + '<circle cx="260" cy="34" r="14" fill="#fff3bf"/><circle cx="266" cy="30" r="12" fill="' + a.bg[0] + '"/>';
        s += '<path d="M0 120 L50 96 L90 110 L140 84 L200 112 L260 92 L320 108 V180 H0z" fill="#0b1029"/>';
      }
      s += '<rect x="0" y="150" width="320" height="6" fill="#495057"/><rect x="0" y="160" width="320" height="3" fill="#343a40"/>';
      s += '<rect x="-10" y="104" width="300" height="46" rx="8" fill="' + (a.day ? "#f8f9fa" : "#1e2a5a") + '" stroke="' + a.accent + '" stroke-width="2"/><rect x="-10" y="136" width="300" height="5" fill="' + a.accent + '"/>';
      for (var w = 0; w < 8; w++) s += '<rect x="' + (6 + w * 34) + '" y="112" width="24" height="16" rx="3" fill="' + (a.day ? "#1c7ed6" : "#ffd43b") + '" opacity="' + (a.day ? .8 : (0.6 + (w % 3) * 0.15)) + '"/>';
      return s;
    },
    piano: function (a, id, r) {
      var s = '<defs>' + radial(id + "l", "#ffe8cc", "#ffe8cc") + '</defs><ellipse cx="230" cy="40" rx="120" ry="90" fill="url(#' + id + 'l)" opacity=".35"/>';
      s += '<rect x="30" y="50" width="200" height="110" rx="4" fill="#3b2417"/><rect x="36" y="56" width="188" height="40" fill="#4e3020"/>';
      s += '<rect x="36" y="108" width="188" height="26" fill="#f8f9fa"/>';
      for (var k = 0; k < 22; k++) s += '<path d="M' + (36 + k * 8.55).toFixed(1) + ' 108 v26" stroke="#adb5bd" stroke-width=".8"/>';
      for (var b = 0; b < 21; b++) if ([2, 6, 9, 13, 16, 20].indexOf(b % 7 === 0 ? 99 : b) < 0 && b % 7 !== 2 && b % 7 !== 6) s += '<rect x="' + (41 + b * 8.55).toFixed(1) + '" y="108" width="5" height="16" fill="#111"/>';
      s += '<rect x="120" y="60" width="40" height="30" fill="#f1e3c6" opacity=".9"/><path d="M124 68 h32 M124 74 h32 M124 80 h26" stroke="#495057" stroke-width="1"/>';
      s += '<rect x="250" y="60" width="6" height="100" fill="#212529"/><path d="M236 62 h34 l-8 -24 h-18z" fill="' + a.accent + '"/>';
      return s;
    },
    stage: function (a, id, r) {
      var s = '<defs><linearGradient id="' + id + 'b" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".7"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient></defs>';
      var cols = [a.accent, "#74c0fc", "#ffd43b", "#da77f2"];
      for (var i = 0; i < 4; i++) s += '<path d="M' + (40 + i * 80) + ' 0 l-50 180 h100z" fill="' + cols[i] + '" opacity=".28"/>';
      s += '<rect x="0" y="128" width="320" height="52" fill="#0b0b0b"/>';
      s += '<path d="M140 128 v-40 q0 -14 14 -14 h12 q14 0 14 14 v40z" fill="#111"/><circle cx="160" cy="62" r="12" fill="#111"/><path d="M150 100 l-30 10 l0 6 l34 -8z" fill="#8b4513"/>';
      s += '<path d="M80 128 v-70" stroke="#222" stroke-width="3"/><circle cx="80" cy="58" r="5" fill="#222"/>';
      for (var h = 0; h < 16; h++) s += '<circle cx="' + (10 + h * 20) + '" cy="' + (168 + (h % 2) * 6) + '" r="12" fill="#000"/>';
      return s;
    },
    lofi: function (a, id, r) {
      var s = '<rect x="150" y="16" width="150" height="110" rx="4" fill="#141233" stroke="#5f4b8b" stroke-width="6"/>';
      for (var b = 0; b < 9; b++) s += '<rect x="' + (156 + b * 16) + '" y="' + (60 + (b * 37) % 40) + '" width="12" height="' + (70 - (b * 37) % 40) + '" fill="#221d4f"/><rect x="' + (159 + b * 16) + '" y="' + (70 + (b * 37) % 40) + '" width="3" height="3" fill="#ffd43b"/>';
      for (var i = 0; i < 30; i++) { var x = 156 + r() * 140, y = 20 + r() * 100; s += '<path d="M' + x.toFixed(1) + ' ' + y.toFixed(1) + ' l-3 8" stroke="#a5d8ff" stroke-width="1" opacity=".6"/>'; }
      s += '<path d="M225 16 v110 M150 70 h150" stroke="#5f4b8b" stroke-width="4"/>';
      s += '<rect x="0" y="132" width="320" height="48" fill="#2b1f4a"/><rect x="20" y="124" width="260" height="10" fill="#6b4f3a"/>';
      s += '<path d="M60 124 l6 -30 h26 l6 30z" fill="' + a.accent + '"/><path d="M64 94 l12 -20 l12 20" stroke="#e9ecef" stroke-width="2" fill="none"/>';
      s += '<rect x="110" y="104" width="60" height="20" rx="2" fill="#343a40"/><rect x="114" y="86" width="52" height="20" rx="2" fill="#1c1b3a" stroke="#868e96"/>';
      s += '<path d="M200 124 q-4 -20 10 -24 l4 -8 l4 8 q14 4 10 24z" fill="#111"/><path d="M210 92 l4 -6 l4 6z" fill="#111"/>';
      return s;
    },
    space: function (a, id, r) {
      var s = '<defs>' + radial(id + "s", "#fff3bf", a.planet || "#ffb703", 0) + radial(id + "e", "#4dabf7", "#1864ab", 1) + '</defs>';
      s += stars(r, 80, 320, 180);
      s += '<circle cx="20" cy="160" r="110" fill="url(#' + id + 's)"/><circle cx="20" cy="160" r="46" fill="#ffd43b"/>';
      s += '<circle cx="246" cy="70" r="34" fill="url(#' + id + 'e)"/><path d="M224 60 q10 -8 18 0 t14 10 q-8 10 -20 6z" fill="#2f9e44"/>';
      s += '<rect x="290" y="96" width="10" height="60" rx="5" fill="#fff"/><circle cx="295" cy="160" r="9" fill="#74c0fc"/><rect x="293" y="120" width="4" height="40" fill="#74c0fc"/>';
      return s;
    },
    blackhole: function (a, id, r) {
      var s = '<defs>' + radial(id + "d", "#ffe8a3", a.accent, 0) + '</defs>';
      s += stars(r, 90, 320, 180);
      s += '<ellipse cx="160" cy="92" rx="150" ry="60" fill="url(#' + id + 'd)" opacity=".9"/>';
      s += '<ellipse cx="160" cy="92" rx="128" ry="16" fill="none" stroke="#ffd8a8" stroke-width="8" opacity=".9"/>';
      s += '<circle cx="160" cy="92" r="40" fill="#000"/><path d="M120 92 a40 40 0 0 1 80 0" fill="none" stroke="#ffa94d" stroke-width="4" opacity=".7"/>';
      s += '<path d="M34 92 q126 -30 252 0" stroke="#fff" stroke-width="2" fill="none" opacity=".5"/>';
      return s;
    },
    moon: function (a, id, r) {
      var s = stars(r, 50, 320, 180, 100);
      s += '<circle cx="260" cy="40" r="16" fill="#4dabf7"/><path d="M252 34 q6 -4 10 2 t6 6 q-6 4 -12 0z" fill="#2f9e44"/>';
      s += '<path d="M0 110 Q160 80 320 104 V180 H0z" fill="#868e96"/><path d="M0 130 Q160 104 320 126 V180 H0z" fill="#adb5bd"/>';
      s += '<ellipse cx="80" cy="140" rx="24" ry="6" fill="#868e96"/><ellipse cx="230" cy="152" rx="30" ry="7" fill="#868e96"/>';
      s += '<g transform="translate(120 126) rotate(-8)"><rect x="0" y="0" width="60" height="24" rx="10" fill="#6c757d"/>';
      for (var i = 0; i < 7; i++) s += '<rect x="' + (4 + i * 8) + '" y="3" width="4" height="18" fill="#495057"/>';
      s += '</g>';
      for (var k = 0; k < 40; k++) s += '<path d="M' + (r() * 320).toFixed(1) + ' ' + (60 + r() * 60).toFixed(1) + ' l2 -3 l2 3 z" fill="#e9ecef" opacity=".7"/>';
      return s;
    },
    cell: function (a, id, r) {
      var s = '<defs>' + radial(id + "v", "#ffffff", a.bg[1], 0) + '</defs><circle cx="150" cy="90" r="120" fill="url(#' + id + 'v)" opacity=".25"/>';
      for (var i = 0; i < 14; i++) s += '<circle cx="' + (r() * 320).toFixed(1) + '" cy="' + (r() * 180).toFixed(1) + '" r="' + (4 + r() * 10).toFixed(1) + '" fill="none" stroke="' + a.accent + '" stroke-width="1.5" opacity=".4"/>';
      s += '<g transform="translate(60 60)"><ellipse cx="80" cy="40" rx="78" ry="36" fill="' + shade(a.accent, -0.15) + '" stroke="' + shade(a.accent, -0.45) + '" stroke-width="2"/>';
      for (var k = 0; k < 4; k++) s += '<path d="M' + (30 + k * 34) + ' 8 q6 32 0 64" stroke="' + shade(a.accent, -0.4) + '" stroke-width="2" fill="none" opacity=".6"/><path d="M' + (30 + k * 34) + ' 70 l-4 16 M' + (36 + k * 34) + ' 72 l4 14" stroke="' + shade(a.accent, -0.45) + '" stroke-width="4" stroke-linecap="round"/>';
      s += '<circle cx="150" cy="34" r="4" fill="#212529"/><path d="M158 44 q6 2 4 8" stroke="#212529" stroke-width="2" fill="none"/></g>';
      return s;
    },
    console: function (a, id, r) {
      var s = '<rect x="160" y="0" width="160" height="180" fill="#dee2e6"/>';
      s += '<rect x="40" y="60" width="240" height="80" rx="14" fill="#c9b458"/><rect x="160" y="60" width="120" height="80" rx="14" fill="#adb5bd"/><rect x="160" y="60" width="14" height="80" fill="#adb5bd"/>';
      s += '<rect x="80" y="76" width="160" height="22" rx="4" fill="#6b5a1e"/><rect x="160" y="76" width="80" height="22" rx="4" fill="#495057"/>';
      s += '<circle cx="74" cy="118" r="6" fill="#a61e1e"/><circle cx="250" cy="118" r="6" fill="#e03131"/>';
      s += '<path d="M160 0 v180" stroke="#fff" stroke-width="4"/>';
      return s;
    },
    pixel: function (a, id, r) {
      var s = "";
      for (var y = 0; y < 180; y += 10) for (var x = 0; x < 320; x += 10) if (r() < 0.06) s += '<rect x="' + x + '" y="' + y + '" width="10" height="10" fill="' + a.accent + '" opacity=".25"/>';
      s += '<rect x="0" y="150" width="320" height="30" fill="#5c940d"/><rect x="0" y="150" width="320" height="6" fill="#94d82d"/>';
      for (var b = 0; b < 6; b++) s += '<rect x="' + (120 + b * 20) + '" y="70" width="18" height="18" fill="#e8590c" stroke="#000"/>';
      s += '<rect x="150" y="70" width="18" height="18" fill="#fcc419" stroke="#000"/><text x="159" y="84" text-anchor="middle" font-size="14" font-weight="700" fill="#000" font-family="Liberation Sans">?</text>';
      var px = [[0, 0, 1, 1, 1, 0], [0, 1, 1, 1, 1, 1], [0, 2, 2, 3, 2, 0], [2, 3, 2, 3, 3, 2], [0, 1, 4, 1, 1, 0], [1, 1, 4, 4, 1, 1], [0, 4, 4, 4, 4, 0], [0, 5, 0, 0, 5, 0]];
      var pc = ["", "#e03131", "#7a4a2a", "#f4c28b", "#1c7ed6", "#5c3d2e"];
      for (var j = 0; j < px.length; j++) for (var i = 0; i < 6; i++) if (px[j][i]) s += '<rect x="' + (60 + i * 8) + '" y="' + (86 + j * 8) + '" width="8" height="8" fill="' + pc[px[j][i]] + '"/>';
      return s;
    },
    chess: function (a, id, r) {
      var s = '<g transform="translate(40 30) skewX(-18)">';
      for (var y = 0; y < 6; y++) for (var x = 0; x < 10; x++) s += '<rect x="' + (x * 24) + '" y="' + (y * 24) + '" width="24" height="24" fill="' + ((x + y) % 2 ? "#b58863" : "#f0d9b5") + '"/>';
      s += '</g>';
      s += '<g fill="#111" stroke="#fff" stroke-width="2"><path d="M140 150 h40 l-4 -10 h-4 l-4 -50 h6 v-8 h-8 l4 -14 h-4 v-6 h-4 v6 h-4 l4 14 h-8 v8 h6 l-4 50 h-4z"/></g>';
      s += '<g fill="#f8f9fa" stroke="#111" stroke-width="2"><circle cx="230" cy="98" r="9"/><path d="M218 150 h24 l-4 -8 l-4 -30 h-8 l-4 30z"/></g>';
      return s;
    },
    chart: function (a, id, r) {
      var s = "";
      for (var i = 1; i < 6; i++) s += '<path d="M20 ' + (i * 28) + ' H220" stroke="#2b8a3e" stroke-width=".8" opacity=".25"/>';
      var pts = "20,150", y = 150;
      for (var k = 1; k <= 10; k++) { y = Math.max(20, y - (4 + r() * 22) + (k % 3 === 0 ? 14 : 0)); pts += " " + (20 + k * 20) + "," + y.toFixed(1); }
      s += '<polyline points="' + pts + '" fill="none" stroke="' + a.accent + '" stroke-width="5" stroke-linejoin="round" stroke-linecap="round"/>';
      s += '<path d="M' + pts.split(" ").pop() + ' l-14 -2 l10 12z" fill="' + a.accent + '"/>';
      for (var c = 0; c < 5; c++) s += '<ellipse cx="60" cy="' + (166 - c * 7) + '" rx="26" ry="7" fill="#fcc419" stroke="#e67700" stroke-width="1.5"/>';
      return s;
    },
    watercolour: function (a, id, r) {
      var s = '<defs><filter id="' + id + 'f"><feGaussianBlur stdDeviation="7"/></filter></defs>';
      s += '<g filter="url(#' + id + 'f)"><ellipse cx="90" cy="50" rx="110" ry="40" fill="#4dabf7" opacity=".7"/><ellipse cx="230" cy="40" rx="100" ry="34" fill="#ff8787" opacity=".55"/><ellipse cx="170" cy="80" rx="130" ry="26" fill="#ffd43b" opacity=".55"/><ellipse cx="60" cy="90" rx="60" ry="20" fill="#9775fa" opacity=".4"/></g>';
      s += '<path d="M0 132 q80 -26 160 -4 t160 -6 V180 H0z" fill="#364fc7" opacity=".75"/><path d="M0 150 q100 -20 200 -2 t120 0 V180 H0z" fill="#1864ab" opacity=".85"/>';
      s += '<g transform="rotate(-30 250 140)"><rect x="200" y="136" width="110" height="8" rx="3" fill="#c92a2a"/><rect x="186" y="136" width="16" height="8" fill="#adb5bd"/><path d="M186 136 l-14 4 l14 4z" fill="#343a40"/></g>';
      return s;
    },
    track: function (a, id, r) {
      var s = '<path d="M0 60 Q160 30 320 60 V180 H0z" fill="#a61e1e"/>';
      for (var i = 0; i < 6; i++) s += '<path d="M0 ' + (76 + i * 18) + ' Q160 ' + (46 + i * 22) + ' 320 ' + (76 + i * 18) + '" stroke="#fff" stroke-width="2" fill="none" opacity=".85"/>';
      s += '<path d="M150 150 q0 -20 30 -24 l40 -4 q20 0 24 12 l2 16z" fill="#f8f9fa" stroke="#212529" stroke-width="2"/><path d="M150 150 h96" stroke="' + a.accent + '" stroke-width="6"/><path d="M186 128 l6 10 M198 126 l6 10 M210 124 l6 10" stroke="#212529" stroke-width="2"/>';
      return s;
    },
    pitch: function (a, id, r) {
      var s = "";
      for (var i = 0; i < 8; i++) s += '<rect x="' + (i * 40) + '" y="0" width="20" height="180" fill="#fff" opacity=".06"/>';
      s += '<rect x="12" y="12" width="296" height="156" fill="none" stroke="#fff" stroke-width="2" opacity=".85"/><path d="M160 12 v156" stroke="#fff" stroke-width="2" opacity=".85"/><circle cx="160" cy="90" r="24" fill="none" stroke="#fff" stroke-width="2" opacity=".85"/>';
      s += '<rect x="12" y="52" width="40" height="76" fill="none" stroke="#fff" stroke-width="2" opacity=".85"/><rect x="268" y="52" width="40" height="76" fill="none" stroke="#fff" stroke-width="2" opacity=".85"/>';
      var pos = [[200, 40], [220, 90], [200, 140], [250, 70], [250, 116], [120, 60], [110, 120]];
      pos.forEach(function (p, k) { s += '<circle cx="' + p[0] + '" cy="' + p[1] + '" r="7" fill="' + (k < 5 ? "#e03131" : "#1c7ed6") + '" stroke="#fff" stroke-width="2"/>'; });
      s += '<path d="M200 40 q-20 6 -36 20 M220 90 q-30 0 -52 -10 M200 140 q-30 -4 -40 -20" stroke="' + a.accent + '" stroke-width="3" fill="none" stroke-dasharray="5 3"/>';
      return s;
    },
    podcast: function (a, id, r) {
      var s = '<defs>' + radial(id + "l", a.accent, a.accent) + '</defs><ellipse cx="80" cy="70" rx="120" ry="90" fill="url(#' + id + 'l)" opacity=".25"/>';
      s += '<rect x="0" y="140" width="320" height="40" fill="#111"/>';
      s += '<g><rect x="52" y="52" width="34" height="60" rx="17" fill="#495057"/>';
      for (var i = 0; i < 5; i++) s += '<path d="M56 ' + (62 + i * 9) + ' h26" stroke="#212529" stroke-width="2"/>';
      s += '<path d="M69 112 v30 M54 142 h30" stroke="#343a40" stroke-width="4"/><path d="M46 88 q0 30 23 30 q23 0 23 -30" stroke="#343a40" stroke-width="3" fill="none"/></g>';
      s += '<path d="M100 128 q40 -20 80 0" stroke="' + a.accent + '" stroke-width="3" fill="none" opacity=".7"/>';
      return s;
    },
  };

  function face(skin, r, outline) {
    var hair = ["#2b1d14", "#4a2f1b", "#111", "#8d5524", "#c9a36b"][Math.floor(r() * 5)];
    var shirt = ["#1c7ed6", "#e03131", "#2f9e44", "#f8f9fa", "#212529", "#f59f00"][Math.floor(r() * 6)];
    var g = '<g transform="translate(238 34)">';
    var body = '<path d="M-46 150 q4 -52 46 -56 q42 4 46 56z" fill="' + shirt + '"/><rect x="-9" y="74" width="18" height="20" fill="' + skin + '"/>' +
      '<ellipse cx="0" cy="46" rx="30" ry="36" fill="' + skin + '"/><path d="M-31 40 q-2 -40 31 -42 q34 2 31 40 q-8 -22 -31 -24 q-22 2 -31 26z" fill="' + hair + '"/>';
    if (outline) g += '<g stroke="#fff" stroke-width="7" stroke-linejoin="round">' + body.replace(/fill="[^"]*"/g, 'fill="#fff"') + '</g>';
    g += body;
    g += '<ellipse cx="-11" cy="44" rx="6" ry="7" fill="#fff"/><ellipse cx="11" cy="44" rx="6" ry="7" fill="#fff"/><circle cx="-10" cy="45" r="3" fill="#111"/><circle cx="12" cy="45" r="3" fill="#111"/>';
    g += '<path d="M-19 33 l12 -3 M7 30 l12 3" stroke="' + hair + '" stroke-width="3" stroke-linecap="round"/>';
    g += '<ellipse cx="0" cy="66" rx="8" ry="' + (5 + r() * 4).toFixed(1) + '" fill="#6b1010"/><path d="M-6 63 h12" stroke="#fff" stroke-width="2"/>';
    return g + "</g>";
  }

  function thumbSVG(artSpec, key, withCaption) {
    var a = artSpec || { scene: "plate", bg: ["#333", "#666"], accent: "#fff" };
    var id = "v" + (++gradSeq);
    var r = prng(key);
    var s = '<svg class="art" viewBox="0 0 320 180" preserveAspectRatio="xMidYMid slice" xmlns="http://www.w3.org/2000/svg"><defs>' + linear(id + "bg", a.bg[0], a.bg[1]) + '</defs>';
    s += '<rect width="320" height="180" fill="url(#' + id + 'bg)"/>';
    s += (SCENES[a.scene] || SCENES.plate)(a, id, r);
    if (a.face) s += face(a.face, r, withCaption);
    if (withCaption && a.caption) {
      var big = a.caption.length > 9 ? 30 : 40;
      var x = a.face ? 14 : 160, anchor = a.face ? "start" : "middle";
      var y = a.face ? 48 : (a.scene === "aurora" || a.scene === "mountains" || a.scene === "space" || a.scene === "moon" ? 44 : 40);
      s += '<text x="' + x + '" y="' + y + '" text-anchor="' + anchor + '" class="cap" font-size="' + big + '" fill="#fff" stroke="#000" stroke-width="5" paint-order="stroke" stroke-linejoin="round">' + esc(a.caption) + '</text>';
      if (a.caption2) s += '<text x="' + x + '" y="' + (y + big + 2) + '" text-anchor="' + anchor + '" class="cap" font-size="' + big + '" fill="' + a.accent + '" stroke="#000" stroke-width="5" paint-order="stroke" stroke-linejoin="round">' + esc(a.caption2) + '</text>';
    }
    return s + "</svg>";
  }

  /* ================================================================== the app */
  IGG.app({
    mount: function (root, ctx) {
      var h = ctx.h, kit = ctx.kit || IGG.kit, C = ctx.content, st = ctx.state || {};
      gradSeq = 0;  // SVG gradient ids restart with every mount, so a remount builds the same page
      var V = C.videos, CH = C.channels;

      var S = {
        view: st.view || "home",
        video: V[st.video] ? st.video : "brown-butter-steak",
        playlist: C.playlists[st.playlist] ? st.playlist : null,
        channel: CH[st.channel] ? st.channel : "marisol-cooks",
        page: st.page || "history",
        chip: st.chip || "all",
        ad: st.ad ? (C.ads[st.ad] ? st.ad : "fernway-coffee") : null,
        ad_skip_ms: typeof st.ad_skip_ms === "number" ? st.ad_skip_ms : 5000,
        at: st.at === "end" ? "end" : null,
        endscreen_ms: typeof st.endscreen_ms === "number" ? st.endscreen_ms : 4000,
        consent: !!st.consent,
        promo: st.promo === "premium" || st.promo === "signin" ? st.promo : null,
        signed_in: st.signed_in !== false,
        notifications: !!st.notifications,
        mini: V[st.mini] ? st.mini : null,
        mini_pos: Array.isArray(st.mini_pos) ? st.mini_pos : null,
        desc_expanded: !!st.desc_expanded,
        guide_expanded: !!st.guide_expanded,
        guide_collapsed: !!st.guide_collapsed,
        paused: !!st.paused,
        theater: !!st.theater,
        cc: !!st.cc,
        drawer: !!st.drawer,
        transcript: !!st.transcript,
        sort: st.sort === "newest" ? "newest" : "top",
        channel_tab: st.channel_tab || "home",
      };
      var subscribed = {};
      C.subscriptions.forEach(function (s) { subscribed[s] = true; });
      (st.subscribed || []).forEach(function (s) { subscribed[s] = true; });
      var watchLater = C.watchLater.slice(), queue = [], removed = {}, liked = {}, likedComments = {};
      var timers = [];      // kit.after handles owned by the current watch page (cancelled on navigation)

      function sync() {
        ctx.setState({
          view: S.view, video: S.video, playlist: S.playlist, channel: S.channel, page: S.page, chip: S.chip,
          ad: S.ad, at: S.at, consent: S.consent, promo: S.promo, signed_in: S.signed_in,
          notifications: S.notifications, mini: S.mini, desc_expanded: S.desc_expanded,
          guide_expanded: S.guide_expanded, guide_collapsed: S.guide_collapsed, paused: S.paused,
          theater: S.theater, cc: S.cc, drawer: S.drawer, transcript: S.transcript, sort: S.sort,
          channel_tab: S.channel_tab,
          subscribed: Object.keys(subscribed).filter(function (k) { return subscribed[k]; }).sort(),
          watch_later: watchLater.slice(), queue: queue.slice(),
        });
      }

      /* ------------------------------------------------------------ small builders */
      // Sized by app.css (.icon, .icon.small, .verified ...) as YouTube sizes each place, not inline.
      function icon(name, cls) {
        var el = kit.icon("material:" + ICONS[name], { cls: "icon " + (cls || "") });
        el.style.width = el.style.height = "";
        return el;
      }
      function setIcon(btn, name) { clear(btn); btn.appendChild(icon(name)); }
      function art(spec, key, caption) { return h("div", { class: "art-wrap", html: thumbSVG(spec, key, caption !== false) }); }
      function avatar(chSlug, size, id, extra) {
        var c = CH[chSlug];
        return kit.avatar({ name: c.name, color: c.color }, { size: size, id: id, cls: "avatar " + (extra || "") });
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

      function logo(id) {
        return h("a", { class: "logo", id: id, title: "YouTube Home", onclick: stop(function () { navigate({ view: "home", chip: "all" }); }),
          html: '<svg viewBox="0 0 101 20" width="101" height="20"><path d="M27.97 3.12A3.6 3.6 0 0 0 25.44.59C23.21 0 14.28 0 14.28 0S5.35 0 3.12.59A3.6 3.6 0 0 0 .59 3.12C0 5.35 0 10 0 10s0 4.65.59 6.88a3.6 3.6 0 0 0 2.53 2.53C5.35 20 14.28 20 14.28 20s8.93 0 11.16-.59a3.6 3.6 0 0 0 2.53-2.53C28.57 14.65 28.57 10 28.57 10s0-4.65-.6-6.88z" fill="#FF0000"/><path d="M11.43 14.29 18.85 10l-7.42-4.29v8.58z" fill="#fff"/>' +
            '<text x="30.5" y="16.6" font-family="Roboto Condensed, Roboto, sans-serif" font-weight="700" font-size="20.5" letter-spacing="-0.6" textLength="60" lengthAdjust="spacingAndGlyphs" fill="#0f0f0f">YouTube</text></svg><span class="cc-code">GB</span>' });
      }

      /* ------------------------------------------------------------ skeleton */
      root.className = "yt";
      var topbar = h("header", { class: "topbar" });
      var guideEl = h("nav", { class: "guide", id: "video.guide" });
      var miniGuideEl = h("nav", { class: "mini-guide" });
      var mainEl = h("main", { class: "main" });
      var layers = h("div", { class: "layers" });
      root.appendChild(topbar); root.appendChild(guideEl); root.appendChild(miniGuideEl); root.appendChild(mainEl); root.appendChild(layers);
      var drawerLayer = h("div", { class: "layer drawer-layer" });
      var popupLayer = h("div", { class: "layer popup-layer" });
      var miniLayer = h("div", { class: "layer mini-layer" });
      var promoLayer = h("div", { class: "layer promo-layer" });
      [drawerLayer, miniLayer, promoLayer, popupLayer].forEach(function (l) { layers.appendChild(l); });

      /* ------------------------------------------------------------ menus & snackbars */
      var openMenu = null;  // the kit menu currently open, closed when the page changes or scrolls
      function closePopup() { if (openMenu) openMenu.close("navigate"); }
      window.addEventListener("scroll", closePopup, { passive: true });

      // Items: {id, icon, label, action, shortcut, submenu} or "-" for a divider.
      function kitItems(items) {
        return items.map(function (it) {
          if (it === "-") return { divider: true };
          return { id: it.id, label: it.label, icon: it.icon ? icon(it.icon) : null, shortcut: it.shortcut, checked: it.checked,
                   submenu: it.submenu ? kitItems(it.submenu) : null, onSelect: function () { if (it.action) it.action(); } };
        });
      }
      function menu(anchor, items, opts) {
        opts = opts || {};
        var handle = kit.menu(anchor, kitItems(items), {
          id: opts.id, cls: "yt-menu " + (opts.cls || ""), placement: opts.placement || "bottom-start",
          onOpen: function (el) { openMenu = handle; if (opts.onOpen) opts.onOpen(el); },
          onClose: function () { if (openMenu === handle) openMenu = null; },
        });
        return handle;
      }

      // YouTube's styled tooltips instead of the browser's: every titled button of a part gets one.
      function tooltips(el, placement) {
        el.querySelectorAll("button[title], a[title]").forEach(function (b) {
          kit.tooltip(b, b.getAttribute("title"), { placement: placement });
          b.setAttribute("aria-label", b.getAttribute("title"));
          b.removeAttribute("title");
        });
      }

      function toast(text, undo) {
        kit.snackbar({ id: "video.toast", text: text, dismissible: false, cls: "yt-snackbar",
                       action: undo ? { id: "video.toast.undo", label: "Undo", onClick: undo } : null });
      }

      function videoMenu(slug, prefix, anchor, placement) {
        var v = V[slug];
        return menu(anchor, [
          { id: prefix + ".menu.queue", icon: "queue", label: "Add to queue", action: function () { addQueue(slug); } },
          { id: prefix + ".menu.watch-later", icon: "clock", label: "Save to Watch later", action: function () { addWatchLater(slug); } },
          { id: prefix + ".menu.save", icon: "save", label: "Save to playlist", action: function () { openSaveDialog(slug); } },
          { id: prefix + ".menu.download", icon: "download", label: "Download", action: function () { toast("Downloads are available with YouTube Premium"); } },
          { id: prefix + ".menu.share", icon: "share", label: "Share", action: function () { openShareDialog(slug); } },
          "-",
          { id: prefix + ".menu.not-interested", icon: "block", label: "Not interested", action: function () { removed[slug] = "video"; renderMain(true); toast("Video removed", function () { delete removed[slug]; renderMain(true); }); } },
          { id: prefix + ".menu.dont-recommend", icon: "minus", label: "Don't recommend channel", action: function () { removed[slug] = "channel"; renderMain(true); toast("We won't recommend " + CH[v.channel].name + " to you again", function () { delete removed[slug]; renderMain(true); }); } },
          { id: prefix + ".menu.report", icon: "flag", label: "Report", action: function () { toast("Thanks for reporting"); } },
        ], { placement: placement });
      }

      function addWatchLater(slug) {
        if (watchLater.indexOf(slug) < 0) watchLater.unshift(slug);
        sync();
        toast("Saved to Watch later", function () { watchLater = watchLater.filter(function (s) { return s !== slug; }); sync(); });
      }
      function addQueue(slug) {
        if (queue.indexOf(slug) < 0) queue.push(slug);
        sync();
        if (!S.mini && S.view !== "watch") { S.mini = slug; renderMini(); sync(); }
        else renderMini();
        toast("Video added to queue", function () { queue = queue.filter(function (s) { return s !== slug; }); sync(); renderMini(); });
      }

      /* ------------------------------------------------------------ navigation */
      function clearTimers() { timers.forEach(function (t) { t.cancel(); }); timers = []; }
      function navigate(patch) {
        closePopup();
        clearTimers();
        var prevView = S.view;
        Object.assign(S, { ad: null, at: null, desc_expanded: false, notifications: false, drawer: false, transcript: false, sort: "top", channel_tab: "home" }, patch);
        if (S.view === "watch" && S.mini === S.video) S.mini = null;
        if (S.view === "watch" && prevView !== "watch") { /* the miniplayer gives way to the full player */ S.mini = null; }
        renderAll();
        window.scrollTo(0, 0);
        sync();
      }
      function openVideo(slug, extra) { navigate(Object.assign({ view: "watch", video: slug, playlist: null, paused: false }, extra || {})); }
      function openChannel(slug) { navigate({ view: "channel", channel: slug }); }
      function openPage(page) { navigate({ view: "browse", page: page }); }

      /* ------------------------------------------------------------ top bar */
      function renderTopbar() {
        clear(topbar);
        var start = h("div", { class: "tb-start" },
          h("button", { class: "icon-btn", id: "video.guide.toggle", title: "Menu", onclick: stop(function () {
            if (S.view === "watch") { S.drawer = !S.drawer; renderDrawer(); }
            else { S.guide_collapsed = !S.guide_collapsed; renderGuide(); renderMain(true); }
            sync();
          }) }, icon("menu")),
          logo("video.logo"));
        var input = h("input", { class: "search-input", id: "video.search", placeholder: "Search", type: "text", autocomplete: "off" });
        var center = h("div", { class: "tb-center" },
          h("form", { class: "search", onsubmit: function (e) { e.preventDefault(); } },
            h("div", { class: "search-box" }, input),
            h("button", { class: "search-btn", id: "video.search.button", type: "button", title: "Search" }, icon("search"))),
          h("button", { class: "icon-btn mic", id: "video.search.voice", title: "Search with your voice" }, icon("mic")));
        var end;
        if (S.signed_in) {
          var unread = C.notifications.filter(function (n) { return n.unread; }).length;
          var bell = h("button", { class: "icon-btn bell", id: "video.notifications", title: "Notifications", onclick: stop(function () { toggleNotifications(); }) },
            icon("bell"), h("span", { class: "bell-badge" }, unread > 9 ? "9+" : String(unread)));
          var av = h("button", { class: "avatar-btn", id: "video.account", "aria-label": "Account" }, userAvatar(32));
          accountMenu(av);
          end = h("div", { class: "tb-end" },
            h("button", { class: "create-btn", id: "video.create", onclick: stop(function () { toast("Creating is available in YouTube Studio"); }) }, icon("plus"), h("span", null, "Create")),
            bell, av);
        } else {
          end = h("div", { class: "tb-end" },
            h("button", { class: "icon-btn", id: "video.settings-menu", title: "Settings" }, icon("moreV")),
            h("button", { class: "signin-btn", id: "video.signin", onclick: stop(function () { S.signed_in = true; S.promo = null; renderAll(); sync(); }) }, icon("person"), h("span", null, "Sign in")));
        }
        topbar.appendChild(start); topbar.appendChild(center); topbar.appendChild(end);
        tooltips(topbar, "bottom");
      }

      function accountMenu(anchor) {
        var u = C.user;
        function pick(prefix, options, current) {
          return options.map(function (o) { return { id: prefix + "." + o[0], label: o[1], checked: o[0] === current }; });
        }
        function go(page) { return function () { openPage(page); }; }
        var items = [
          { id: "video.account.google-account", icon: "person", label: "Google Account" },
          { id: "video.account.switch-account", icon: "person", label: "Switch account",
            submenu: [{ id: "video.account.switch.current", label: u.name + " (" + u.handle + ")", checked: true }, { id: "video.account.switch.add", label: "Add account" }] },
          { id: "video.account.sign-out", icon: "signout", label: "Sign out", action: function () { S.signed_in = false; renderAll(); sync(); } },
          "-",
          { id: "video.account.studio", icon: "yourVideos", label: "YouTube Studio", action: go("studio") },
          { id: "video.account.purchases", icon: "bag", label: "Purchases and memberships" },
          "-",
          { id: "video.account.your-data", icon: "shield", label: "Your data in YouTube" },
          { id: "video.account.appearance", icon: "moon", label: "Appearance: Device theme",
            submenu: pick("video.account.appearance", [["device", "Use device theme"], ["dark", "Dark theme"], ["light", "Light theme"]], "device") },
          { id: "video.account.language", icon: "language", label: "Language: English",
            submenu: pick("video.account.language", [["en", "English (UK)"], ["en-us", "English (US)"], ["de", "Deutsch"], ["es", "Español"], ["fr", "Français"]], "en") },
          { id: "video.account.restricted", icon: "lock", label: "Restricted Mode: Off",
            submenu: pick("video.account.restricted", [["off", "Off"], ["on", "On"]], "off") },
          { id: "video.account.location", icon: "location", label: "Location: United Kingdom",
            submenu: pick("video.account.location", [["gb", "United Kingdom"], ["ie", "Ireland"], ["us", "United States"], ["ca", "Canada"]], "gb") },
          { id: "video.account.shortcuts", icon: "keyboard", label: "Keyboard shortcuts" },
          "-",
          { id: "video.account.settings", icon: "gear", label: "Settings", action: go("settings") },
          "-",
          { id: "video.account.help", icon: "help", label: "Help", action: go("help") },
          { id: "video.account.feedback", icon: "feedback", label: "Send feedback", action: go("feedback") },
        ];
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
      var notifPanel = null;
      function toggleNotifications(force) {
        S.notifications = force === undefined ? !S.notifications : force;
        if (notifPanel) {
          notifPanel.style.display = S.notifications ? "" : "none";
          var bell = ctx.byId("video.notifications");
          if (bell) bell.classList.toggle("open", S.notifications);
        } else renderNotifications();
        sync();
      }
      function renderNotifications() {
        if (notifPanel && notifPanel.parentNode) notifPanel.parentNode.removeChild(notifPanel);
        notifPanel = null;
        var bell = ctx.byId("video.notifications");
        if (bell) bell.classList.toggle("open", S.notifications);
        if (!S.signed_in) return;
        var list = h("div", { class: "notif-list", id: "video.notif.list" });
        var groups = [["Important", C.notifications.filter(function (n) { return n.unread; })], ["More notifications", C.notifications.filter(function (n) { return !n.unread; })]];
        groups.forEach(function (g) {
          if (!g[1].length) return;
          list.appendChild(h("div", { class: "notif-group" }, g[0]));
          g[1].forEach(function (n) {
            var v = V[n.video];
            list.appendChild(h("div", { class: "notif-item" + (n.unread ? " unread" : ""), id: "video.notif." + n.slug, onclick: function () { openVideo(n.video); } },
              h("span", { class: "notif-dot" }), avatar(n.channel, 48),
              h("div", { class: "notif-body" }, h("div", { class: "notif-text" }, n.text), h("div", { class: "notif-age" }, n.age)),
              h("div", { class: "notif-thumb" }, art(v.art, "n-" + n.slug, false)),
              h("button", { class: "icon-btn small notif-kebab", id: "video.notif." + n.slug + ".menu", onclick: stop(function () { toast("Notification hidden"); }) }, icon("moreV"))));
          });
        });
        notifPanel = h("div", { class: "notif-panel", id: "video.notif.panel" },
          h("div", { class: "notif-head" }, h("span", null, "Notifications"),
            h("button", { class: "icon-btn small", id: "video.notif.settings", title: "Settings", onclick: stop(function () { toggleNotifications(false); openPage("settings"); }) }, icon("gear"))),
          list);
        notifPanel.style.display = S.notifications ? "" : "none";
        popupLayer.appendChild(notifPanel);
      }
      document.addEventListener("click", function (e) {
        if (!S.notifications || !notifPanel) return;
        var bell = ctx.byId("video.notifications");
        if (notifPanel.contains(e.target) || (bell && bell.contains(e.target))) return;
        toggleNotifications(false);
      }, true);

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
        var active = S.view === "home" ? "home" : S.view === "browse" ? S.page : S.view === "channel" ? "sub." + S.channel : "";
        var sec1 = h("div", { class: "g-section" },
          gItem("home", "homeO", "Home", active === "home", function () { navigate({ view: "home", chip: "all" }); }),
          gItem("shorts", null, "Shorts", active === "shorts", function () { openPage("shorts"); }),
          gItem("subscriptions", "subs", "Subscriptions", active === "subscriptions", function () { openPage("subscriptions"); }));
        sec1.children[1].insertBefore(h("span", { class: "icon", html: shortsIcon() }), sec1.children[1].firstChild);
        g.appendChild(sec1);
        if (S.signed_in) {
          var you = h("div", { class: "g-section" },
            h("a", { class: "g-head link-head", id: "video.guide.you", onclick: stop(function () { openPage("your-videos"); }) }, h("span", null, "You"), icon("chevR", "small")));
          YOU.forEach(function (y) { you.appendChild(gItem(y[0], y[1], y[2], active === y[0], function () { openPage(y[0]); })); });
          g.appendChild(you);
          var subsSec = h("div", { class: "g-section" }, h("div", { class: "g-head" }, "Subscriptions"));
          var subsList = C.subscriptions.filter(function (s) { return subscribed[s]; });
          Object.keys(subscribed).forEach(function (s) { if (subscribed[s] && subsList.indexOf(s) < 0) subsList.push(s); });
          subsList.forEach(function (s, si) {
            var mark = C.liveOrNew[s];
            subsSec.appendChild(gItem("sub." + s, null, CH[s].name, active === "sub." + s, function () { openChannel(s); },
              mark === "live" ? icon("live", "g-live") : mark === "new" ? h("span", { class: "g-new" }) : null));
            var item = subsSec.lastChild; item.insertBefore(avatar(s, 24, null, "g-avatar"), item.firstChild);
            if (si >= 7 && !S.guide_expanded) item.style.display = "none";
          });
          if (subsList.length > 7) {
            subsSec.appendChild(S.guide_expanded
              ? h("a", { class: "g-item", id: "video.guide.show-fewer", onclick: stop(function () { S.guide_expanded = false; renderGuide(); sync(); }) }, icon("chevU"), h("span", { class: "g-label" }, "Show fewer"))
              : h("a", { class: "g-item", id: "video.guide.show-more", onclick: stop(function () { S.guide_expanded = true; renderGuide(); sync(); }) }, icon("chevD"), h("span", { class: "g-label" }, "Show " + (subsList.length - 7) + " more")));
          }
          g.appendChild(subsSec);
        } else {
          g.appendChild(h("div", { class: "g-section" }, gItem("you", "person", "You", false, function () {}), gItem("history", "history", "History", active === "history", function () { openPage("history"); })));
          g.appendChild(h("div", { class: "g-section g-signin" }, h("p", null, "Sign in to like videos, comment and subscribe."),
            h("button", { class: "signin-btn", id: "video.guide.signin", onclick: stop(function () { S.signed_in = true; S.promo = null; renderAll(); sync(); }) }, icon("person"), h("span", null, "Sign in"))));
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
          h("button", { class: "icon-btn", id: "video.drawer.toggle", onclick: stop(function () { S.drawer = false; renderDrawer(); sync(); }) }, icon("menu")), logo("video.drawer.logo")), g.firstChild);
        return g;
      }
      function shortsIcon() {
        return '<svg viewBox="0 0 24 24" width="24" height="24"><path d="M10 14.65v-5.3L15 12l-5 2.65zm7.77-4.33-1.2-.5L18 9.06c1.84-.96 2.53-3.23 1.56-5.06s-3.24-2.53-5.07-1.56L6 6.94c-1.29.68-2.07 2.04-2 3.49.07 1.42.93 2.67 2.22 3.25.03.01 1.2.5 1.2.5L6 14.93c-1.83.97-2.53 3.24-1.56 5.07.97 1.83 3.24 2.53 5.07 1.56l8.5-4.5c1.29-.68 2.06-2.04 1.99-3.49-.07-1.42-.94-2.68-2.23-3.25zm-.23 5.86-8.5 4.5c-1.34.71-3.01.2-3.72-1.14-.71-1.34-.2-3.01 1.14-3.72l2.04-1.08v-1.21l-.69-.28-1.11-.46c-.99-.41-1.65-1.35-1.7-2.41-.05-1.06.52-2.06 1.46-2.56l8.5-4.5c1.34-.71 3.01-.2 3.72 1.14.71 1.34.2 3.01-1.14 3.72L15.5 9.26v1.21l1.8.74c.99.41 1.65 1.35 1.7 2.41.05 1.06-.52 2.06-1.46 2.56z" fill="currentColor"/></svg>';
      }
      var guideScroll = 0;
      function renderGuide() {
        guideScroll = guideEl.scrollTop;
        clear(guideEl); clear(miniGuideEl);
        var showFull = S.view !== "watch" && !S.guide_collapsed;
        guideEl.style.display = showFull ? "" : "none";
        miniGuideEl.style.display = S.view !== "watch" && S.guide_collapsed ? "" : "none";
        root.classList.toggle("no-guide", S.view === "watch");
        root.classList.toggle("mini-guide-on", S.view !== "watch" && S.guide_collapsed);
        if (showFull) { guideEl.appendChild(buildGuide(false)); guideEl.scrollTop = guideScroll; }
        if (S.view !== "watch" && S.guide_collapsed) {
          [["home", "homeO", "Home"], ["shorts", null, "Shorts"], ["subscriptions", "subs", "Subscriptions"], ["you", "yourVideos", "You"]].forEach(function (m) {
            var a = h("a", { class: "mg-item", id: "video.miniguide." + m[0], onclick: stop(function () { if (m[0] === "home") navigate({ view: "home" }); else openPage(m[0] === "you" ? "your-videos" : m[0]); }) },
              m[1] ? icon(m[1]) : h("span", { class: "icon", html: shortsIcon() }), h("span", null, m[2]));
            miniGuideEl.appendChild(a);
          });
        }
      }
      function renderDrawer() {
        clear(drawerLayer);
        if (!S.drawer) return;
        drawerLayer.appendChild(h("div", { class: "scrim", id: "video.drawer.scrim", onclick: function () { S.drawer = false; renderDrawer(); sync(); } }));
        var d = h("nav", { class: "guide drawer", id: "video.drawer" });
        d.appendChild(buildGuide(true));
        drawerLayer.appendChild(d);
      }

      /* ------------------------------------------------------------ home */
      function videosForChip(chip) {
        if (chip === "all") return C.feed.slice();
        var c = C.chips.filter(function (x) { return x.slug === chip; })[0];
        var cats = c ? c.cats : [chip];
        if (cats[0] === "__recent") return C.recent.slice();
        if (cats[0] === "__watched") return C.watched.slice();
        if (cats[0] === "__new") return C.feed.filter(function (s) { return C.watched.indexOf(s) < 0 && !subscribed[V[s].channel]; });
        var out = C.order.filter(function (s) { return V[s].cats.some(function (k) { return cats.indexOf(k) >= 0; }); });
        // Like the real chips, a thin topic is padded with loosely related picks from the feed.
        C.feed.forEach(function (s) { if (out.length < 9 && out.indexOf(s) < 0) out.push(s); });
        return out;
      }

      function card(slug, opts) {
        opts = opts || {};
        var v = V[slug], c = CH[v.channel], pre = (opts.prefix || "video.card") + "." + slug;
        if (removed[slug]) {
          return h("div", { class: "card removed-card", id: pre },
            h("div", { class: "removed-box" }, h("div", { class: "removed-title" }, removed[slug] === "channel" ? "We won't recommend this channel to you again" : "Video removed"),
              h("div", { class: "removed-actions" },
                h("button", { class: "pill-btn", id: pre + ".undo", onclick: stop(function () { delete removed[slug]; renderMain(true); }) }, "Undo"),
                h("button", { class: "pill-btn", id: pre + ".tell-us", onclick: stop(function () { toast("Thanks. Your feedback helps us improve."); }) }, "Tell us why"))));
        }
        var kebab = h("button", { class: "icon-btn kebab", id: pre + ".menu", "aria-label": "Action menu" }, icon("moreV"));
        videoMenu(slug, pre, kebab, "bottom-start");
        var thumb = h("div", { class: "thumb" }, art(v.art, slug), durationBadge(v), resumeBar(slug));
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

      function shortsShelf() {
        var row = h("div", { class: "shorts-row" });
        C.shorts.slice(0, 5).forEach(function (s) {
          row.appendChild(h("div", { class: "short", id: "video.short." + s.slug, onclick: function () { toast("Shorts open in the Shorts player"); } },
            h("div", { class: "sthumb" }, art(s.art, "s-" + s.slug, false), s.art.caption ? h("div", { class: "scap" }, s.art.caption) : null),
            h("div", { class: "smeta" }, h("h3", { class: "stitle" }, s.title), h("div", { class: "stats" }, s.views + " views")),
            h("button", { class: "icon-btn small skebab", id: "video.short." + s.slug + ".menu", onclick: stop(function () { toast("Short hidden"); }) }, icon("moreV"))));
        });
        return h("section", { class: "shelf", id: "video.shorts" },
          h("div", { class: "shelf-head" }, h("span", { class: "shorts-logo", html: '<svg viewBox="0 0 24 24" width="24" height="24"><path d="M17.77 10.32l-1.2-.5L18 9.06a3.74 3.74 0 0 0-3.5-6.62L6 6.94a3.74 3.74 0 0 0 .23 6.74l1.2.49L6 14.93a3.75 3.75 0 0 0 3.5 6.63l8.5-4.5a3.74 3.74 0 0 0-.23-6.74z" fill="#ff0000"/><path d="M10 14.65V9.35L15 12l-5 2.65z" fill="#fff"/></svg>' }), h("h2", null, "Shorts"),
            h("button", { class: "icon-btn shelf-kebab", id: "video.shorts.menu" }, icon("moreV"))),
          row,
          h("div", { class: "shelf-more" }, h("button", { class: "outline-btn", id: "video.shorts.more", onclick: stop(function () { openPage("shorts"); }) }, h("span", null, "Show more"), icon("chevD"))));
      }

      var chipsScroll = 0;
      function renderHome(keep) {
        var prevChips = ctx.byId("video.chips");
        if (prevChips) chipsScroll = prevChips.scrollLeft;
        var home = h("div", { class: "home" });
        var chips = h("div", { class: "chips", id: "video.chips" });
        C.chips.forEach(function (c) {
          chips.appendChild(h("button", { class: "chip" + (S.chip === c.slug ? " selected" : ""), id: "video.chip." + c.slug, onclick: stop(function () {
            S.chip = c.slug; chipsScroll = ctx.byId("video.chips").scrollLeft; renderMain(true); window.scrollTo(0, 0); sync();
          }) }, c.label));
        });
        // The arrows (with their fade) hide at either end of the chip strip.
        var prev = h("div", { class: "chip-arrow left" }, h("button", { class: "icon-btn", id: "video.chips.prev", "aria-label": "Previous" }, icon("chevL")));
        var next = h("div", { class: "chip-arrow right" }, h("button", { class: "icon-btn", id: "video.chips.next", "aria-label": "Next" }, icon("chevR")));
        kit.carousel(chips, { prev: prev, next: next, step: 400 });
        home.appendChild(h("div", { class: "chips-bar" }, prev, chips, next));
        var grid = h("div", { class: "feed", id: "video.feed" });
        var list = videosForChip(S.chip);
        list.forEach(function (slug, i) {
          if (i === 6 && S.chip === "all") grid.appendChild(shortsShelf());
          grid.appendChild(card(slug));
        });
        if (S.chip === "all" && list.length <= 6) grid.appendChild(shortsShelf());
        home.appendChild(grid);
        home.appendChild(h("div", { class: "feed-end" }));
        mainEl.appendChild(home);
        chips.scrollLeft = keep ? chipsScroll : 0;
      }

      /* ------------------------------------------------------------ watch page */
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

      var CAPTIONS = {
        cooking: "and that's the secret: get the pan properly hot before anything goes in",
        tech: "and honestly, that's the part I keep coming back to after two weeks",
        travel: "we got to the top just as the light started coming over the ridge",
        music: "[piano music]",
        science: "so the real question isn't how hot the Sun is, it's how heat moves",
        diy: "give it a quarter turn, no more, and test it again",
        games: "and this is where it gets really interesting",
      };

      function renderPlayer(v) {
        var c = CH[v.channel];
        var dur = v.live ? 0 : parseTime(v.duration);
        var t = S.at === "end" ? dur - 20 : Math.round(dur * 0.21);
        var player = h("div", { class: "player" + (S.paused ? " paused" : "") + (S.ad ? " ad-on" : ""), id: "video.player" });
        var frame = h("div", { class: "frame" }, art(v.art, "p-" + v.slug, false));
        player.appendChild(frame);
        frame.addEventListener("click", function () {
          if (S.ad) return;
          S.paused = !S.paused; player.classList.toggle("paused", S.paused); setIcon(playBtn, S.paused ? "play" : "pause"); sync();
        });
        if (S.cc && !S.ad) player.appendChild(h("div", { class: "cc-line", id: "video.player.caption" }, h("span", null, CAPTIONS[c.cat] || CAPTIONS.games)));

        /* controls (shown on hover, or while paused) */
        var chap = v.chapters.length ? v.chapters.filter(function (ch) { return parseTime(ch.t) <= t; }).pop() : null;
        var timeEl = h("span", { class: "time", id: "video.player.time" }, v.live ? "" : fmtTime(t) + " / " + v.duration);
        var played = h("div", { class: "pb-played", style: { width: (dur ? (t / dur) * 100 : 100) + "%" } });
        var scrubber = h("div", { class: "pb-scrubber", style: { left: (dur ? (t / dur) * 100 : 100) + "%" } });
        var bar = h("div", { class: "progress", id: "video.player.progress" }, h("div", { class: "pb-loaded", style: { width: (dur ? Math.min(100, (t / dur) * 100 + 12) : 100) + "%" } }), played, scrubber);
        if (dur) v.chapters.forEach(function (ch, i) { if (i) bar.appendChild(h("div", { class: "pb-gap", style: { left: (parseTime(ch.t) / dur * 100) + "%" } })); });
        var playBtn = h("button", { class: "pc-btn", id: "video.player.play", title: "Play (k)", onclick: stop(function () {
          if (S.ad) return;
          S.paused = !S.paused; player.classList.toggle("paused", S.paused); setIcon(playBtn, S.paused ? "play" : "pause"); sync();
        }) });
        setIcon(playBtn, S.paused ? "play" : "pause");
        var autoplay = h("button", { class: "pc-btn autoplay" + (S.at === "end" ? "" : " on"), id: "video.player.autoplay", title: "Autoplay", onclick: stop(function () { autoplay.classList.toggle("on"); }) },
          h("span", { class: "ap-track" }, h("span", { class: "ap-knob" }, icon(S.at === "end" ? "pause" : "play"))));
        var ccBtn = h("button", { class: "pc-btn cc-btn" + (S.cc ? " on" : ""), id: "video.player.cc", title: "Subtitles/closed captions (c)", onclick: stop(function () {
          S.cc = !S.cc; rerenderPlayer(); sync();
        }) }, icon("cc"));
        var settingsBtn = h("button", { class: "pc-btn", id: "video.player.settings", title: "Settings" }, icon("gearF"));
        playerSettings(settingsBtn);
        var controls = h("div", { class: "controls", id: "video.player.controls" },
          h("div", { class: "controls-grad" }),
          bar,
          h("div", { class: "pc-row" },
            h("div", { class: "pc-left" }, playBtn,
              h("button", { class: "pc-btn", id: "video.player.next", title: "Next (SHIFT+n)", onclick: stop(function () { openVideo(C.recs[v.slug][0]); }) }, icon("next")),
              h("button", { class: "pc-btn", id: "video.player.mute", title: "Mute (m)" }, icon("volume")),
              h("div", { class: "volume-slider", id: "video.player.volume" }, h("div", { class: "vs-fill" }), h("div", { class: "vs-knob" })),
              v.live ? h("span", { class: "live-dot" }, "\u25cf LIVE") : timeEl,
              chap ? h("button", { class: "pc-chapter", id: "video.player.chapter" }, h("span", null, "\u2022 " + chap.title), icon("chevR")) : null),
            h("div", { class: "pc-right" }, autoplay, ccBtn,
              settingsBtn,
              h("button", { class: "pc-btn", id: "video.player.miniplayer", title: "Miniplayer (i)", onclick: stop(function () { var s = v.slug; navigate({ view: "home", mini: s, chip: "all" }); }) }, icon("miniplayer")),
              h("button", { class: "pc-btn", id: "video.player.theater", title: S.theater ? "Default view (t)" : "Theater mode (t)", onclick: stop(function () { S.theater = !S.theater; renderMain(true); sync(); }) }, icon("theater")),
              h("button", { class: "pc-btn", id: "video.player.fullscreen", title: "Full screen (f)", onclick: stop(function () { toast("Full screen is not available in this window"); }) }, icon("fullscreen")))));
        player.appendChild(controls);
        tooltips(controls, "top");

        if (S.at === "end" && !S.ad) player.appendChild(endScreen(v, player, timeEl, played, scrubber, t, dur));
        if (S.ad) player.appendChild(adLayer(v, player));
        return player;
      }
      function rerenderPlayer() {
        var old = ctx.byId("video.player");
        if (!old) return;
        clearTimers();
        var fresh = renderPlayer(V[S.video]);
        old.parentNode.replaceChild(fresh, old);
        var comp = ctx.byId("video.ad.companion");
        if (comp && !S.ad) comp.parentNode.removeChild(comp);
      }

      function playerSettings(anchor) {
        function choices(key, options, current) {
          return options.map(function (o) { return { id: "video.player.setting." + key + "." + o.replace(/[^a-z0-9]+/gi, "-").toLowerCase(), label: o, checked: o === current }; });
        }
        return menu(anchor, [
          { id: "video.player.setting.stable-volume", label: "Stable volume", shortcut: "On" },
          { id: "video.player.setting.ambient", label: "Ambient mode", shortcut: "On" },
          { id: "video.player.setting.annotations", label: "Annotations", shortcut: "Off" },
          { id: "video.player.setting.sleep", label: "Sleep timer", shortcut: "Off",
            submenu: choices("sleep", ["Off", "10 minutes", "15 minutes", "20 minutes", "30 minutes", "60 minutes", "End of video"], "Off") },
          { id: "video.player.setting.speed", label: "Playback speed", shortcut: "Normal",
            submenu: choices("speed", ["0.25", "0.5", "0.75", "Normal", "1.25", "1.5", "1.75", "2"], "Normal") },
          { id: "video.player.setting.quality", label: "Quality", shortcut: "Auto (1080p HD)",
            submenu: choices("quality", ["1080p HD", "720p", "480p", "360p", "240p", "144p", "Auto (1080p HD)"], "Auto (1080p HD)") },
        ], { id: "video.player.settings-menu", cls: "player-menu", placement: "top-end" });
      }

      function endScreen(v, player, timeEl, played, scrubber, t, dur) {
        var es = h("div", { class: "endscreen", id: "video.endscreen" });
        v.endscreen.forEach(function (slug, i) {
          var ev = V[slug];
          es.appendChild(h("a", { class: "es-video es-" + i, id: "video.endscreen." + slug, title: ev.title, onclick: stop(function () { openVideo(slug); }) },
            art(ev.art, "es-" + slug, false), h("div", { class: "es-title" }, ev.title), h("span", { class: "badge" }, ev.duration)));
        });
        var c = CH[v.channel];
        es.appendChild(h("a", { class: "es-sub", id: "video.endscreen.subscribe", title: "Subscribe to " + c.name, onclick: stop(function () { setSubscribed(v.channel, true); }) },
          avatar(v.channel, 120), h("span", { class: "es-sub-label" }, "Subscribe")));
        var now = t;
        function tick() {
          if (now >= dur) return;
          now += 1;
          timeEl.textContent = fmtTime(now) + " / " + v.duration;
          played.style.width = (now / dur * 100) + "%"; scrubber.style.left = (now / dur * 100) + "%";
          if (now >= dur) { player.classList.add("ended"); S.paused = true; player.classList.add("paused"); var pb = ctx.byId("video.player.play"); if (pb) setIcon(pb, "replay"); sync(); return; }
          timers.push(kit.after(1000, tick));
        }
        timers.push(kit.after(1000, tick));
        timers.push(kit.showAfter(es, S.endscreen_ms));
        return es;
      }

      function adCreative(ad) {
        var c = ad.colors, id = "ad" + (++gradSeq);
        var s = '<svg class="art" viewBox="0 0 320 180" preserveAspectRatio="xMidYMid slice"><defs>' +
          '<linearGradient id="' + id + '" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="' + c[0] + '"/><stop offset="1" stop-color="' + c[1] + '"/></linearGradient></defs>' +
          '<rect width="320" height="180" fill="url(#' + id + ')"/>';
        if (ad.slug === "fernway-coffee") {
          s += '<ellipse cx="230" cy="150" rx="70" ry="12" fill="#000" opacity=".3"/><path d="M196 60 h64 l-6 92 h-52z" fill="' + c[2] + '"/><path d="M196 60 l8 -14 h48 l8 14z" fill="#e8c99b"/><circle cx="228" cy="100" r="16" fill="' + c[0] + '"/><path d="M222 100 q6 -10 12 0 q-6 10 -12 0z" fill="' + c[2] + '"/>' +
            '<path d="M120 140 h44 v-30 h-44z" fill="#fff"/><path d="M164 118 q14 0 14 10 t-14 8" stroke="#fff" stroke-width="4" fill="none"/><path d="M130 100 q6 -10 0 -20 M144 100 q6 -10 0 -20" stroke="#fff" stroke-width="2" fill="none" opacity=".7"/>';
        } else {
          s += '<rect x="180" y="70" width="110" height="80" rx="6" fill="' + c[2] + '"/><path d="M180 90 h110" stroke="#fff" stroke-width="3"/><circle cx="120" cy="120" r="34" fill="#fff"/><circle cx="120" cy="120" r="26" fill="#ffa94d"/><circle cx="112" cy="112" r="6" fill="#2f9e44"/><circle cx="128" cy="124" r="7" fill="#e03131"/>';
        }
        s += '<text x="20" y="48" font-family="Liberation Sans" font-weight="700" font-size="22" fill="#fff">' + esc(ad.advertiser) + '</text>' +
          '<text x="20" y="70" font-family="Liberation Sans" font-size="11" fill="#fff" opacity=".9">' + esc(ad.headline) + '</text></svg>';
        return s;
      }

      function adLayer(v, player) {
        var ad = C.ads[S.ad];
        var total = 30, elapsed = 0, skipAt = Math.round(S.ad_skip_ms / 1000);
        var countEl = h("span", { class: "skip-count" }, String(skipAt));
        var remaining = h("span", { class: "ad-remaining" }, "0:" + String(total).padStart(2, "0"));
        var skip = h("button", { class: "ad-skip", id: "video.ad.skip", onclick: stop(skipAd) });
        function waiting() {
          clear(skip);
          skip.appendChild(h("span", { class: "skip-preview" }, art(v.art, "sp-" + v.slug, false)));
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
          h("div", { class: "ad-frame", id: "video.ad.creative", html: adCreative(ad) }),
          h("div", { class: "ad-top" }, h("span", { class: "ad-adv-avatar", style: { background: ad.colors[1] } }, ad.advertiser[0]),
            h("div", null, h("div", { class: "ad-adv" }, ad.advertiser), h("div", { class: "ad-domain" }, ad.domain))),
          h("div", { class: "ad-bottom-left" },
            h("a", { class: "ad-cta", id: "video.ad.cta", onclick: stop(function () { toast("Opening " + ad.domain + " is blocked in this window"); }) }, ad.cta),
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
      function skipAd() {
        S.ad = null;
        rerenderPlayer();
        sync();
      }

      function setSubscribed(chSlug, on) {
        subscribed[chSlug] = on;
        renderGuide();
        document.querySelectorAll("[data-sub-for='" + chSlug + "']").forEach(function (b) { paintSubscribe(b, chSlug); });
        sync();
        toast(on ? "Subscription added" : "Subscription removed");
      }
      function subscribeButton(chSlug, id) {
        var b = h("button", { class: "sub-btn", id: id, "data-sub-for": chSlug, onclick: stop(function () { setSubscribed(chSlug, !subscribed[chSlug]); }) });
        paintSubscribe(b, chSlug);
        return b;
      }
      function paintSubscribe(b, chSlug) {
        clear(b);
        b.classList.toggle("subscribed", !!subscribed[chSlug]);
        if (subscribed[chSlug]) { b.appendChild(icon("bell")); b.appendChild(h("span", null, "Subscribed")); b.appendChild(icon("chevD")); }
        else b.appendChild(h("span", null, "Subscribe"));
      }

      function descriptionBox(v) {
        var c = CH[v.channel];
        var box = h("div", { class: "desc" + (S.desc_expanded ? " expanded" : ""), id: "video.desc", onclick: function () {
          if (!S.desc_expanded) { S.desc_expanded = true; repaintDesc(); sync(); }
        } });
        box.appendChild(h("div", { class: "desc-stats" },
          h("span", { class: "strong" }, S.desc_expanded ? v.viewsFull + (v.live ? "" : " views") : (v.live ? v.views : v.views + " views")),
          h("span", { class: "strong" }, S.desc_expanded ? v.date : v.age),
          v.tags.map(function (tg) { return h("a", { class: "tag", id: "video.desc.tag." + tg.slice(1) }, tg); })));
        var paras = v.desc.split("\n\n");
        box.appendChild(h("div", { class: "desc-short" },
          h("div", { class: "desc-text clamp" }, paras[0]),
          h("button", { class: "desc-more", id: "video.desc.more", onclick: stop(function () { S.desc_expanded = true; repaintDesc(); sync(); }) }, "...more")));
        var full = h("div", { class: "desc-full" });
        box.appendChild(full);
        box = full;
        box.appendChild(h("div", { class: "desc-text" }, v.desc));
        if (v.chapters.length) {
          var chl = h("div", { class: "desc-chapters" });
          v.chapters.forEach(function (ch) {
            chl.appendChild(h("div", { class: "desc-chapter-line" },
              h("a", { class: "ts-link", id: "video.desc.chapter." + ch.slug, onclick: stop(function () { seekTo(ch); }) }, ch.t), " " + ch.title));
          });
          box.appendChild(chl);
        }
        box.appendChild(h("div", { class: "desc-section" }, h("h3", null, "Transcript"), h("p", { class: "muted" }, "Follow along using the transcript."),
          h("button", { class: "outline-btn", id: "video.desc.transcript", onclick: stop(showTranscript) }, "Show transcript")));
        box.appendChild(h("div", { class: "desc-channel" }, avatar(v.channel, 56),
          h("div", null, h("div", { class: "dc-name" }, c.name, verified(c)), h("div", { class: "muted" }, c.subs + " subscribers")),
          h("div", { class: "dc-actions" },
            h("button", { class: "outline-btn", id: "video.desc.videos", onclick: stop(function () { openChannel(v.channel); }) }, icon("yourVideos"), h("span", null, "Videos")),
            h("button", { class: "outline-btn", id: "video.desc.about", onclick: stop(function () { openChannel(v.channel); }) }, icon("person"), h("span", null, "About")))));
        box.appendChild(h("button", { class: "desc-less", id: "video.desc.less", onclick: stop(function () { S.desc_expanded = false; repaintDesc(); sync(); }) }, "Show less"));
        return box.parentNode;
      }
      function showTranscript() { S.transcript = true; renderSecondaryTop(); sync(); }
      function repaintDesc() {
        var old = ctx.byId("video.desc");
        if (old) old.parentNode.replaceChild(descriptionBox(V[S.video]), old);
      }
      function seekTo(ch) {
        var v = V[S.video];
        S.paused = false;
        var p = ctx.byId("video.player");
        var t = ctx.byId("video.player.time");
        if (t) t.textContent = ch.t + " / " + v.duration;
        var dur = parseTime(v.duration), frac = parseTime(ch.t) / dur * 100;
        if (p) { p.querySelector(".pb-played").style.width = frac + "%"; p.querySelector(".pb-scrubber").style.left = frac + "%"; var cp = p.querySelector(".pc-chapter span"); if (cp) cp.textContent = "\u2022 " + ch.title; }
        window.scrollTo(0, 0);
        toast("Jumped to " + ch.t + " \u2022 " + ch.title);
        sync();
      }

      function commentsSection(v) {
        var list = C.comments[v.slug] || [];
        var sec = h("section", { class: "comments", id: "video.comments" });
        var sortBtn = h("button", { class: "sort-btn", id: "video.comments.sort" }, icon("sort"), h("span", null, "Sort by"));
        menu(sortBtn, [
          { id: "video.comments.sort.top", label: "Top comments", action: function () { S.sort = "top"; repaintComments(); sync(); } },
          { id: "video.comments.sort.newest", label: "Newest first", action: function () { S.sort = "newest"; repaintComments(); sync(); } },
        ], { id: "video.comments.sort.menu", cls: "sort-menu" });
        sec.appendChild(h("div", { class: "comments-head" }, h("h2", null, C.commentCounts[v.slug] + " Comments"), sortBtn));
        sec.appendChild(h("div", { class: "add-comment" }, userAvatar(40), h("div", { class: "add-input", id: "video.comments.add" }, "Add a comment...")));
        var rows = list.slice();
        if (S.sort === "newest") rows = rows.filter(function (c) { return !c.pinned; }).reverse();
        rows.forEach(function (cm, ci) {
          var pre = "video.comment." + cm.id;
          var likeBtn = h("button", { class: "cm-btn" + (likedComments[cm.id] ? " on" : ""), id: pre + ".like", title: "Like", onclick: stop(function () {
            likedComments[cm.id] = !likedComments[cm.id]; likeBtn.classList.toggle("on", likedComments[cm.id]); sync();
          }) }, icon("like"));
          sec.appendChild(h("div", { class: "comment", id: pre },
            personAvatar({ name: cm.owner ? CH[v.channel].name : cm.handle.slice(1), color: cm.color }, 40),
            h("div", { class: "cm-main" },
              cm.pinned ? h("div", { class: "pinned" }, icon("pin"), "Pinned by " + CH[v.channel].handle) : null,
              h("div", { class: "cm-head" }, h("span", { class: "cm-handle" + (cm.owner ? " owner" : "") }, cm.handle), h("span", { class: "cm-age" }, cm.age)),
              h("div", { class: "cm-text" }, cm.text),
              h("div", { class: "cm-actions" }, likeBtn, h("span", { class: "cm-likes" }, cm.likes),
                h("button", { class: "cm-btn", id: pre + ".dislike", title: "Dislike" }, icon("dislike")),
                cm.owner || (ci % 3 !== 1) ? null : h("span", { class: "creator-heart", title: "Loved by the creator" }, avatar(v.channel, 16), icon("heart", "heart")),
                h("button", { class: "cm-reply", id: pre + ".reply", onclick: stop(function () { toast("Replying as " + C.user.handle); }) }, "Reply")),
              cm.replies ? h("button", { class: "cm-replies", id: pre + ".replies" }, icon("chevD"), h("span", null, cm.replies + " replies")) : null),
            h("button", { class: "icon-btn small cm-kebab", id: pre + ".menu" }, icon("moreV"))));
        });
        tooltips(sec, "bottom");
        return sec;
      }
      function repaintComments() {
        var old = ctx.byId("video.comments");
        if (old) old.parentNode.replaceChild(commentsSection(V[S.video]), old);
      }

      function recItem(slug) {
        var v = V[slug], c = CH[v.channel], pre = "video.rec." + slug;
        if (removed[slug]) return h("div", { class: "rec removed-rec", id: pre }, h("span", null, "Video removed"),
          h("button", { class: "pill-btn", id: pre + ".undo", onclick: stop(function () { delete removed[slug]; renderMain(true); }) }, "Undo"));
        var kebab = h("button", { class: "icon-btn small kebab", id: pre + ".menu", "aria-label": "Action menu" }, icon("moreV"));
        videoMenu(slug, pre, kebab, "bottom-end");
        var thumb = h("div", { class: "rthumb" }, art(v.art, "r-" + slug), durationBadge(v), resumeBar(slug));
        var el = h("div", { class: "rec", id: pre, onclick: function () { openVideo(slug); } },
          thumb,
          h("div", { class: "rmeta" }, h("h3", { class: "rtitle" }, v.title),
            h("div", { class: "rchannel" }, c.name, verified(c)), h("div", { class: "stats" }, statsLine(v)),
            C.recent.indexOf(slug) >= 0 ? h("span", { class: "new-badge" }, "New") : null),
          kebab);
        thumbActions(el, thumb, slug, pre, false);
        return el;
      }

      function playlistPanel() {
        var pl = C.playlists[S.playlist], c = CH[pl.channel];
        var idx = pl.items.indexOf(S.video);
        var list = h("div", { class: "pl-list", id: "video.playlist.list" });
        pl.items.forEach(function (slug, i) {
          var v = V[slug];
          list.appendChild(h("div", { class: "pl-item" + (slug === S.video ? " current" : ""), id: "video.playlist.item." + slug, onclick: function () { openVideo(slug, { playlist: S.playlist }); } },
            h("span", { class: "pl-index" }, slug === S.video ? h("span", { class: "pl-playing" }, icon("play")) : String(i + 1)),
            h("div", { class: "pl-thumb" }, art(v.art, "pl-" + slug, false), h("span", { class: "badge" }, v.duration)),
            h("div", { class: "pl-meta" }, h("div", { class: "pl-title" }, v.title), h("div", { class: "pl-ch" }, c.name))));
        });
        var panel = h("div", { class: "playlist-panel", id: "video.playlist" },
          h("div", { class: "pl-head" },
            h("div", null, h("div", { class: "pl-name", id: "video.playlist.title" }, pl.title),
              h("div", { class: "pl-sub" }, h("a", { id: "video.playlist.channel", onclick: stop(function () { openChannel(pl.channel); }) }, c.name), " - " + (idx + 1) + " / " + pl.items.length)),
            h("button", { class: "icon-btn", id: "video.playlist.collapse" }, icon("close"))),
          h("div", { class: "pl-tools" },
            h("button", { class: "icon-btn", id: "video.playlist.loop", title: "Loop playlist" }, icon("loop")),
            h("button", { class: "icon-btn", id: "video.playlist.shuffle", title: "Shuffle playlist" }, icon("shuffle")),
            h("span", { class: "grow" }),
            h("button", { class: "icon-btn", id: "video.playlist.menu" }, icon("moreV"))),
          list);
        tooltips(panel, "bottom");
        return panel;
      }

      function transcriptPanel(v) {
        var lines = (v.chapters.length ? v.chapters : [{ t: "0:00", title: v.title }]).map(function (ch, i) {
          return h("div", { class: "tr-line", id: "video.transcript.line." + i }, h("span", { class: "tr-ts" }, ch.t), h("span", null, trLine(v, i)));
        });
        return h("div", { class: "transcript-panel", id: "video.transcript" },
          h("div", { class: "tp-head" }, h("span", null, "Transcript"),
            h("button", { class: "icon-btn", id: "video.transcript.close", onclick: stop(function () { S.transcript = false; renderSecondaryTop(); sync(); }) }, icon("close"))),
          h("div", { class: "tp-body" }, lines));
      }
      function trLine(v, i) {
        var pool = ["hey everyone, welcome back to the channel", "so let's get straight into it", "this is the part most people get wrong", "and you can already see the difference here",
          "now this is where it gets interesting", "take your time with this step", "and that's really the whole trick", "thanks so much for watching, see you in the next one"];
        return pool[i % pool.length];
      }
      function companionAd() {
        var ad = C.ads[S.ad];
        return h("div", { class: "companion", id: "video.ad.companion" },
          h("div", { class: "comp-art", html: adCreative(ad) }),
          h("div", { class: "comp-row" }, h("span", { class: "ad-adv-avatar", style: { background: ad.colors[1] } }, ad.advertiser[0]),
            h("div", { class: "comp-meta" }, h("div", { class: "comp-title" }, ad.headline), h("div", { class: "muted" }, h("span", { class: "sponsored dark" }, "Sponsored"), " \u00b7 " + ad.domain)),
            h("button", { class: "blue-btn", id: "video.ad.companion.cta", onclick: stop(function () { toast("Opening " + ad.domain + " is blocked in this window"); }) }, ad.cta)));
      }

      var secondaryTop = null;
      function renderSecondaryTop() {
        if (!secondaryTop) return;
        clear(secondaryTop);
        if (S.transcript) secondaryTop.appendChild(transcriptPanel(V[S.video]));
        if (S.ad) secondaryTop.appendChild(companionAd());
        if (S.playlist) secondaryTop.appendChild(playlistPanel());
      }

      function renderWatch() {
        var v = V[S.video], c = CH[v.channel];
        var page = h("div", { class: "watch" + (S.theater ? " theater" : ""), id: "video.watch" });
        var primary = h("div", { class: "primary", id: "video.watch.primary" });
        var player = renderPlayer(v);
        var likeBtn = h("button", { class: "seg-btn like" + (liked[v.slug] ? " on" : ""), id: "video.watch.like", title: "I like this", onclick: stop(function () {
          liked[v.slug] = liked[v.slug] === true ? undefined : true; likeBtn.classList.toggle("on", liked[v.slug] === true); sync();
        }) }, icon("like"), h("span", null, v.likes));
        var moreBtn = h("button", { class: "round-btn", id: "video.watch.more", title: "More actions" }, icon("moreH"));
        menu(moreBtn, [
          { id: "video.watch.menu.thanks", icon: "thanks", label: "Thanks", action: function () { toast("Thanks are not available on this video"); } },
          { id: "video.watch.menu.clip", icon: "scissors", label: "Clip", action: function () { toast("Clipping is not available on this video"); } },
          { id: "video.watch.menu.save", icon: "save", label: "Save", action: function () { openSaveDialog(v.slug); } },
          { id: "video.watch.menu.report", icon: "flag", label: "Report", action: function () { toast("Thanks for reporting"); } },
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
            h("div", { class: "seg" }, likeBtn, h("span", { class: "seg-sep" }), h("button", { class: "seg-btn", id: "video.watch.dislike", title: "I dislike this" }, icon("dislike"))),
            h("button", { class: "round-btn", id: "video.watch.share", onclick: stop(function () { openShareDialog(v.slug); }) }, icon("share"), h("span", null, "Share")),
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
        var railChips = h("div", { class: "rail-chips", id: "video.rail.chips" });
        [["all", "All"], ["from", "From " + c.name], ["related", "Related"], ["for-you", "For you"], ["recent", "Recently uploaded"]].forEach(function (x, i) {
          railChips.appendChild(h("button", { class: "chip small" + (i === 0 ? " selected" : ""), id: "video.rail.chip." + x[0], onclick: stop(function (e) {
            railChips.querySelectorAll(".chip").forEach(function (b) { b.classList.remove("selected"); }); e.currentTarget.classList.add("selected");
          }) }, x[1]));
        });
        var railNext = h("div", { class: "rail-chips-next" }, h("button", { class: "icon-btn", id: "video.rail.chips.next", "aria-label": "Next" }, icon("chevR")));
        var railPrev = h("div", { class: "rail-chips-prev" }, h("button", { class: "icon-btn", id: "video.rail.chips.prev", "aria-label": "Previous" }, icon("chevL")));
        secondary.appendChild(h("div", { class: "rail-chips-wrap" }, railPrev, railChips, railNext));
        kit.carousel(railChips, { prev: railPrev, next: railNext, step: 200 });
        var recs = h("div", { class: "recs", id: "video.recs" });
        C.recs[v.slug].forEach(function (slug) { recs.appendChild(recItem(slug)); });
        secondary.appendChild(recs);
        if (S.theater) page.appendChild(h("div", { class: "theater-wrap" }, player));
        page.appendChild(h("div", { class: "columns" }, primary, secondary));
        mainEl.appendChild(page);
        renderSecondaryTop();
      }

      /* ------------------------------------------------------------ dialogs */
      function openSaveDialog(slug) {
        var lists = [["watch-later", "Watch later", watchLater.indexOf(slug) >= 0], ["weeknight-dinners", "Weeknight Dinners", C.playlists["weeknight-dinners"].items.indexOf(slug) >= 0], ["road-trip-ideas", "Road trip ideas", false], ["sunday-baking", "Sunday baking", false], ["study-music", "Study music", false]];
        var body = h("div", { class: "save-body" });
        lists.forEach(function (l) {
          var box = h("span", { class: "checkbox" + (l[2] ? " checked" : "") }, icon("check"));
          body.appendChild(h("label", { class: "save-row", id: "video.save." + l[0], onclick: stop(function () {
            l[2] = !l[2]; box.classList.toggle("checked", l[2]);
            if (l[0] === "watch-later") { if (l[2]) { if (watchLater.indexOf(slug) < 0) watchLater.unshift(slug); } else watchLater = watchLater.filter(function (s) { return s !== slug; }); sync(); }
            toast((l[2] ? "Saved to " : "Removed from ") + l[1]);
          }) }, box, h("span", { class: "save-name" }, l[1]), icon(l[0] === "watch-later" ? "lock" : "playlists", "save-priv")));
        });
        body.appendChild(h("button", { class: "save-new", id: "video.save.new" }, icon("plus"), h("span", null, "New playlist")));
        kit.dialog({ id: "video.save", title: "Save video to...", body: body, cls: "yt-dialog save-dialog" });
      }
      function openShareDialog(slug) {
        var targets = [["embed", "#f2f2f2", "Embed"], ["whatsapp", "#25d366", "WhatsApp"], ["facebook", "#1877f2", "Facebook"], ["x", "#000", "X"], ["email", "#888", "Email"], ["reddit", "#ff4500", "Reddit"]];
        var row = h("div", { class: "share-targets" });
        targets.forEach(function (t) { row.appendChild(h("button", { class: "share-target", id: "video.share." + t[0] }, h("span", { class: "st-circle", style: { background: t[1] } }, t[2][0]), h("span", null, t[2]))); });
        var body = h("div", { class: "share-body" }, row,
          h("div", { class: "share-link" }, h("span", { class: "sl-url" }, "https://youtu.be/" + slug.replace(/-/g, "").slice(0, 11)),
            h("button", { class: "blue-btn", id: "video.share.copy", onclick: stop(function () { d.close("copy"); toast("Link copied to clipboard"); }) }, "Copy")),
          h("label", { class: "share-start" }, h("span", { class: "checkbox" }), h("span", null, "Start at 3:52")));
        var d = kit.dialog({ id: "video.share", title: "Share", body: body, cls: "yt-dialog share-dialog" });
      }

      /* ------------------------------------------------------------ channel page */
      function renderChannel() {
        var c = CH[S.channel];
        var vids = c.videos.slice();
        var page = h("div", { class: "channel-page", id: "video.channel" });
        var first = V[vids[0]];
        page.appendChild(h("div", { class: "banner", id: "video.channel.banner" }, art({ scene: first.art.scene, bg: first.art.bg, accent: first.art.accent, caption: "", hill: first.art.hill, day: first.art.day, food: first.art.food, planet: first.art.planet }, "b-" + S.channel, false),
          h("div", { class: "banner-text" }, c.name)));
        page.appendChild(h("div", { class: "ch-header" },
          avatar(S.channel, 160, "video.channel.avatar"),
          h("div", { class: "ch-info" },
            h("h1", { class: "ch-title", id: "video.channel.name" }, c.name, verified(c)),
            h("div", { class: "ch-line" }, h("span", { class: "strong" }, c.handle), " \u2022 " + c.subs + " subscribers \u2022 " + c.videoCount + " videos"),
            h("div", { class: "ch-about", id: "video.channel.about" }, h("span", null, c.about), h("span", { class: "ch-more" }, " ...more")),
            h("div", { class: "ch-links" }, h("a", { id: "video.channel.link" }, "instagram.com/" + c.handle.slice(1)), h("span", { class: "muted" }, " and 2 more links")),
            h("div", { class: "ch-actions" }, subscribeButton(S.channel, "video.channel.subscribe"),
              c.verified ? h("button", { class: "outline-btn join", id: "video.channel.join", onclick: stop(function () { toast("Memberships aren't available in your country"); }) }, "Join") : null))));
        var tabs = h("div", { class: "ch-tabs" });
        [["home", "Home"], ["videos", "Videos"], ["shorts", "Shorts"], ["live", "Live"], ["playlists", "Playlists"], ["community", "Community"]].forEach(function (t) {
          tabs.appendChild(h("button", { class: "ch-tab" + (S.channel_tab === t[0] ? " active" : ""), id: "video.channel.tab." + t[0], onclick: stop(function () { S.channel_tab = t[0]; renderMain(true); sync(); }) }, t[1]));
        });
        tabs.appendChild(h("button", { class: "icon-btn", id: "video.channel.search" }, icon("search")));
        page.appendChild(tabs);
        var body = h("div", { class: "ch-body" });
        if (S.channel_tab === "home" && vids.length) {
          var fv = V[vids[0]];
          body.appendChild(h("div", { class: "ch-featured", id: "video.channel.featured", onclick: function () { openVideo(fv.slug); } },
            h("div", { class: "thumb" }, art(fv.art, "f-" + fv.slug), durationBadge(fv)),
            h("div", { class: "cf-meta" }, h("h3", null, fv.title), h("div", { class: "stats" }, statsLine(fv)), h("p", { class: "cf-desc" }, fv.desc.split("\n\n")[0]))));
          body.appendChild(h("h2", { class: "ch-shelf-title" }, "Videos"));
        }
        if (S.channel_tab === "videos") body.appendChild(h("div", { class: "ch-sort" }, ["Latest", "Popular", "Oldest"].map(function (x, i) { return h("button", { class: "chip" + (i === 0 ? " selected" : ""), id: "video.channel.sort." + x.toLowerCase() }, x); })));
        var grid = h("div", { class: "ch-grid", id: "video.channel.videos" });
        var list = S.channel_tab === "home" ? vids.slice(1) : vids;
        if (S.channel_tab === "home" || S.channel_tab === "videos") list.forEach(function (s) { grid.appendChild(card(s, { prefix: "video.channel.video", noAvatar: true, noChannel: true, compact: true })); });
        else grid.appendChild(h("div", { class: "empty" }, "This channel has no " + S.channel_tab + " yet."));
        body.appendChild(grid);
        page.appendChild(body);
        mainEl.appendChild(page);
      }

      /* ------------------------------------------------------------ browse pages */
      var PAGE_TITLES = { shorts: "Shorts", subscriptions: "Latest", history: "Watch history", playlists: "Playlists", "your-videos": "Your videos", "watch-later": "Watch later", liked: "Liked videos",
        trending: "Trending", shopping: "Shopping", music: "Music", movies: "Movies & TV", live: "Live", gaming: "Gaming", news: "News", sports: "Sports", courses: "Courses", fashion: "Fashion & Beauty",
        podcasts: "Podcasts", premium: "YouTube Premium", studio: "YouTube Studio", "yt-music": "YouTube Music", kids: "YouTube Kids", settings: "Settings", "report-history": "Report history", help: "Help", feedback: "Send feedback" };
      var PAGE_CATS = { music: ["music"], gaming: ["gaming"], sports: ["sports"], podcasts: ["podcasts"], live: ["live"], courses: ["science", "finance"], news: ["tech"], trending: null, shopping: ["tech"], movies: ["travel"], fashion: ["watercolour"] };
      function renderBrowse() {
        var p = S.page, page = h("div", { class: "browse", id: "video.browse." + p });
        page.appendChild(h("h1", { class: "browse-title" }, PAGE_TITLES[p] || "YouTube"));
        var list = null;
        if (p === "history") list = C.history;
        else if (p === "watch-later") list = watchLater;
        else if (p === "liked") list = C.watched.concat(Object.keys(liked).filter(function (s) { return liked[s]; }));
        else if (p === "subscriptions") list = C.feed.filter(function (s) { return subscribed[V[s].channel]; });
        else if (p === "shorts") list = null;
        else if (p in PAGE_CATS) { var cats = PAGE_CATS[p]; list = C.order.filter(function (s) { return !cats || V[s].cats.some(function (k) { return cats.indexOf(k) >= 0; }); }); if (!cats) list = C.feed.slice(0, 12); }
        if (p === "history" || p === "watch-later" || p === "liked") {
          var rows = h("div", { class: "list-rows" });
          list.forEach(function (s) {
            var v = V[s], c = CH[v.channel];
            rows.appendChild(h("div", { class: "list-row", id: "video.list." + s, onclick: function () { openVideo(s); } },
              h("div", { class: "thumb" }, art(v.art, "l-" + s), durationBadge(v)),
              h("div", { class: "lr-meta" }, h("h3", null, v.title), h("div", { class: "stats" }, c.name + " \u2022 " + statsLine(v)), h("p", { class: "muted clamp2" }, v.desc.split("\n\n")[0]))));
          });
          page.appendChild(rows);
        } else if (list) {
          var grid = h("div", { class: "feed browse-grid" });
          list.forEach(function (s) { grid.appendChild(card(s, { prefix: "video.browse.card" })); });
          page.appendChild(grid);
        } else if (p === "shorts") {
          var sr = h("div", { class: "shorts-row wide" });
          C.shorts.forEach(function (s) { sr.appendChild(h("div", { class: "short", id: "video.browse.short." + s.slug }, h("div", { class: "sthumb" }, art(s.art, "bs-" + s.slug, false)), h("div", { class: "smeta" }, h("h3", { class: "stitle" }, s.title), h("div", { class: "stats" }, s.views + " views")))); });
          page.appendChild(sr);
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
            h("button", { class: "outline-btn", id: "video.browse.home", onclick: stop(function () { navigate({ view: "home" }); }) }, "Back to Home")));
        }
        mainEl.appendChild(page);
      }

      /* ------------------------------------------------------------ overlays: consent, promos, miniplayer */
      // YouTube asks a signed-out visitor (only) to choose cookies before using the site.
      var consentDialog = null;
      function renderConsent() {
        if (consentDialog) consentDialog.close("render");
        consentDialog = null;
        if (!S.consent || S.signed_in) return;
        function done() { S.consent = false; consentDialog.close("choice"); consentDialog = null; sync(); }
        var more = h("div", { class: "consent-more" });
        var body = h("div", null,
          h("div", { class: "consent-top" }, logo("video.consent.logo"), h("span", { class: "grow" }),
            h("button", { class: "outline-btn small", id: "video.consent.language" }, icon("language"), h("span", null, "English (UK)"), icon("chevD")),
            h("button", { class: "signin-btn small", id: "video.consent.signin" }, "Sign in")),
          h("h2", null, "Before you continue to YouTube"),
          h("p", null, "We use cookies and data to"),
          h("ul", null, h("li", null, "Deliver and maintain services, like tracking outages and protecting against spam, fraud and abuse"), h("li", null, "Measure audience engagement and site statistics to understand how our services are used and enhance the quality of those services")),
          h("p", null, "If you choose to \u2018Accept all\u2019, we will also use cookies and data to"),
          h("ul", null, h("li", null, "Develop and improve new services"), h("li", null, "Deliver and measure the effectiveness of ads"), h("li", null, "Show personalised content, depending on your settings"), h("li", null, "Show personalised ads, depending on your settings")),
          h("p", null, "If you choose to \u2018Reject all\u2019, we will not use cookies for these additional purposes."),
          more,
          h("div", { class: "consent-actions" },
            h("button", { class: "consent-btn", id: "video.consent.reject", onclick: stop(done) }, "Reject all"),
            h("button", { class: "consent-btn", id: "video.consent.accept", onclick: stop(done) }, "Accept all")),
          h("button", { class: "consent-link", id: "video.consent.more", onclick: stop(function () {
            clear(more);
            more.appendChild(h("p", { class: "muted" }, "Non-personalised content is influenced by things like the content that you're currently viewing and your location. Personalised content can also include things like video recommendations and a customised YouTube homepage."));
          }) }, "More options"),
          h("div", { class: "consent-foot" }, h("a", { id: "video.consent.privacy" }, "Privacy Policy"), h("span", null, "\u2022"), h("a", { id: "video.consent.terms" }, "Terms of Service")));
        consentDialog = kit.dialog({ id: "video.consent", body: body, cls: "consent", closeButton: false, closeOnEscape: false, closeOnBackdrop: false });
      }

      function renderPromo() {
        clear(promoLayer);
        if (S.promo === "premium") {
          promoLayer.appendChild(h("div", { class: "mealbar", id: "video.promo.premium", role: "dialog" },
            h("div", { class: "mb-art", html: premiumArt() }),
            h("div", { class: "mb-logo", html: '<svg viewBox="0 0 140 24" width="140" height="24"><rect x="0" y="2" width="30" height="21" rx="5" fill="#ff0000"/><path d="M12 8l8 4.5-8 4.5z" fill="#fff"/><text x="34" y="19" font-family="Roboto Condensed, Roboto" font-weight="700" font-size="19" letter-spacing="-0.6" textLength="72" lengthAdjust="spacingAndGlyphs" fill="#0f0f0f">Premium</text></svg>' }),
            h("h3", null, "Try YouTube Premium for 1 month"),
            h("p", null, "Watch without ads, download videos and keep playing in the background. Cancel anytime. Recurring billing after trial."),
            h("div", { class: "mb-actions" },
              h("button", { class: "text-btn", id: "video.promo.premium.dismiss", onclick: stop(function () { S.promo = null; renderPromo(); sync(); }) }, "No thanks"),
              h("button", { class: "blue-btn", id: "video.promo.premium.try", onclick: stop(function () { S.promo = null; renderPromo(); sync(); openPage("premium"); }) }, "Try it free"))));
        } else if (S.promo === "signin" && !S.signed_in) {  // the sign-in prompt is for signed-out visitors
          promoLayer.appendChild(h("div", { class: "onetap", id: "video.promo.signin", role: "dialog" },
            h("div", { class: "ot-head" }, h("span", { class: "ot-logo", html: '<svg viewBox="0 0 28 20" width="28" height="20"><path d="M27.4 3.1A3.5 3.5 0 0 0 25 .6C22.8 0 14 0 14 0S5.2 0 3 .6A3.5 3.5 0 0 0 .6 3.1C0 5.3 0 10 0 10s0 4.7.6 6.9A3.5 3.5 0 0 0 3 19.4C5.2 20 14 20 14 20s8.8 0 11-.6a3.5 3.5 0 0 0 2.4-2.5c.6-2.2.6-6.9.6-6.9s0-4.7-.6-6.9z" fill="#f00"/><path d="M11.2 14.3 18.5 10l-7.3-4.3z" fill="#fff"/></svg>' }),
              h("span", { class: "ot-title" }, "Sign in to YouTube with your account"),
              h("button", { class: "icon-btn small", id: "video.promo.signin.close", title: "Close", onclick: stop(function () { S.promo = null; renderPromo(); sync(); }) }, icon("close"))),
            h("div", { class: "ot-account", id: "video.promo.signin.account", onclick: function () { S.signed_in = true; S.promo = null; renderAll(); sync(); } }, userAvatar(36),
              h("div", null, h("div", { class: "ot-name" }, C.user.name), h("div", { class: "muted" }, "alex.rivera@gmail.com"))),
            h("button", { class: "blue-btn wide", id: "video.promo.signin.continue", onclick: stop(function () { S.signed_in = true; S.promo = null; renderAll(); sync(); }) }, "Continue as Alex"),
            h("p", { class: "ot-fine" }, "To continue, your name, email address and profile picture will be shared with YouTube. Sign in to like videos, comment and subscribe.")));
        }
      }

      function premiumArt() {
        return '<svg viewBox="0 0 456 128" width="456" height="128" preserveAspectRatio="xMidYMid slice"><defs><linearGradient id="pmg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ff4e45"/><stop offset="1" stop-color="#c4002b"/></linearGradient></defs>' +
          '<rect width="456" height="128" fill="url(#pmg)"/><circle cx="60" cy="110" r="70" fill="#fff" opacity=".08"/><circle cx="420" cy="10" r="60" fill="#fff" opacity=".08"/>' +
          '<g transform="translate(150 18)"><rect x="0" y="0" width="156" height="92" rx="8" fill="#0f0f0f"/><rect x="6" y="6" width="144" height="80" rx="4" fill="#2b2b2b"/><path d="M68 32l24 14-24 14z" fill="#fff"/><rect x="12" y="76" width="90" height="3" fill="#f00"/></g>' +
          '<g transform="translate(330 34)"><rect x="0" y="0" width="44" height="78" rx="7" fill="#0f0f0f"/><rect x="4" y="6" width="36" height="64" rx="3" fill="#fff"/><path d="M22 20v22m-8 -8l8 8 8 -8" stroke="#c4002b" stroke-width="3" fill="none"/><rect x="12" y="50" width="20" height="3" fill="#c4002b"/></g>' +
          '<g transform="translate(60 38)"><circle cx="30" cy="30" r="30" fill="#fff"/><path d="M18 18l24 24M42 18L18 42" stroke="#c4002b" stroke-width="5" stroke-linecap="round"/><text x="30" y="84" text-anchor="middle" font-family="Liberation Sans" font-weight="700" font-size="13" fill="#fff">AD-FREE</text></g></svg>';
      }

      function renderMini() {
        clear(miniLayer);
        if (!S.mini || S.view === "watch") return;
        var v = V[S.mini], c = CH[v.channel];
        var playing = true;
        var playBtn = h("button", { class: "mp-btn big", id: "video.miniplayer.play", title: "Pause", onclick: stop(function () { playing = !playing; setIcon(playBtn, playing ? "pause" : "play"); }) }, icon("pause"));
        var handle = h("div", { class: "mp-video", id: "video.miniplayer.handle" }, art(v.art, "m-" + v.slug, false),
          h("div", { class: "mp-controls" },
            h("button", { class: "mp-btn corner tl", id: "video.miniplayer.expand", title: "Expand (i)", onclick: stop(function () { var s = S.mini; S.mini = null; openVideo(s); }) }, icon("expand")),
            h("button", { class: "mp-btn corner tr", id: "video.miniplayer.close", title: "Close", onclick: stop(function () { S.mini = null; queue = []; renderMini(); sync(); }) }, icon("close")),
            h("div", { class: "mp-center" },
              h("button", { class: "mp-btn", id: "video.miniplayer.prev", title: "Previous" }, icon("prev")), playBtn,
              h("button", { class: "mp-btn", id: "video.miniplayer.next", title: "Next", onclick: stop(function () { var nx = queue.shift() || C.recs[S.mini][0]; S.mini = nx; renderMini(); sync(); }) }, icon("next")))),
          h("div", { class: "mp-progress" }, h("div", { style: { width: "34%" } })));
        var upNext = queue.filter(function (s) { return s !== S.mini; });
        var miniEl = h("div", { class: "miniplayer", id: "video.miniplayer" },
          handle,
          h("div", { class: "mp-info" },
            h("div", { class: "mp-text" }, h("a", { class: "mp-title", id: "video.miniplayer.title", onclick: stop(function () { var s = S.mini; S.mini = null; openVideo(s); }) }, v.title),
              h("div", { class: "mp-ch" }, upNext.length ? "Queue \u2022 1 / " + (upNext.length + 1) : c.name)),
            h("button", { class: "icon-btn small", id: "video.miniplayer.queue", title: "Show queue" }, icon("chevU"))));
        if (S.mini_pos) { miniEl.style.left = S.mini_pos[0] + "px"; miniEl.style.top = S.mini_pos[1] + "px"; miniEl.style.right = "auto"; miniEl.style.bottom = "auto"; }
        miniLayer.appendChild(miniEl);
        tooltips(miniEl, "top");
        // The 2024 miniplayer drags by its video; a press that moved it is a drag, not a click.
        var from = null, dragged = false;
        handle.addEventListener("pointerdown", function () { var b = miniEl.getBoundingClientRect(); from = [b.left, b.top]; dragged = false; });
        kit.draggable(miniEl, handle, {
          bounds: "viewport",
          onMove: function (p) { if (from && (Math.abs(p.left - from[0]) > 3 || Math.abs(p.top - from[1]) > 3)) dragged = true; },
          onEnd: function (p) { if (dragged) { S.mini_pos = [p.left, p.top]; sync(); } },
        });
        handle.addEventListener("click", function (e) {
          if (dragged) { e.stopPropagation(); e.preventDefault(); dragged = false; }
        }, true);
        handle.addEventListener("click", function () { playing = !playing; setIcon(playBtn, playing ? "pause" : "play"); });
      }

      /* ------------------------------------------------------------ render all */
      function renderMain(keep) {
        var y = window.scrollY;
        closePopup();
        clear(mainEl);
        mainEl.className = "main view-" + S.view;
        if (S.view === "watch") renderWatch();
        else if (S.view === "channel") renderChannel();
        else if (S.view === "browse") renderBrowse();
        else renderHome(keep);
        if (keep) window.scrollTo(0, y);
      }
      function renderAll() {
        renderTopbar();
        renderGuide();
        renderDrawer();
        renderMain(false);
        renderNotifications();
        renderMini();
        renderPromo();
        renderConsent();
      }

      renderAll();
      if (typeof st.scroll_y === "number") window.scrollTo(0, st.scroll_y);
      sync();
    },
  });
})();
