/* chat: a Slack-desktop-like team chat (Brightline workspace).
 *
 * State keys (all optional; ctx.state):
 *   view          "channel" (default) | "dm" | "threads" | "huddles" | "drafts" | "directories"
 *   channel       channel slug shown when view is "channel" (default "engineering")
 *   dm            person slug shown when view is "dm"
 *   tab           "messages" (default) | "files" | "pins"
 *   scroll        initial message-pane position: "bottom" (default) | "top" | a message slug (put at top)
 *   sidebarScroll initial sidebar scrollTop in px (default 0)
 *   collapsed     sidebar sections collapsed: ["channels"], ["dms"] (default [])
 *   thread        message slug whose thread is open in the right panel (default none)
 *   threadLoading true: the thread's replies load 3 s after mount
 *   profile       person slug whose profile is open in the right panel
 *   details       channel details dialog open on tab "about" | "members" | "settings"
 *   huddle        "mini" | "screen": the floating, draggable huddle window (default none)
 *   huddleAt      [left, top] of the huddle window in px (default depends on the kind)
 *   modal         "whats-new": the What's new dialog
 *   notice        "notifications": the enable-notifications card over the sidebar
 *   toast         "reminder": a Slackbot reminder toast over the message pane
 *   toastAt       [left, bottom] of the toast inside the message pane (default [20, 16])
 *   connection    "online" (default) | "reconnecting": the newest 3 messages of the channel arrive
 *                 after the connection comes back, 4 s after mount
 *   uploading     file slug still uploading in the Files tab; it becomes openable 5 s after mount
 *   file          file slug open in the file viewer
 */
IGG.app({
  mount: function (root, ctx) {
    "use strict";
    var h = ctx.h, C = ctx.content;
    var P = C.people, ME = C.me;
    var CH = {};
    C.channels.forEach(function (c) { CH[c.slug] = c; });
    var init = ctx.state || {};
    var S = {
      view: init.view || (init.dm ? "dm" : "channel"),
      channel: CH[init.channel] ? init.channel : "engineering",
      dm: P[init.dm] ? init.dm : null,
      tab: init.tab || "messages",
      collapsed: (init.collapsed || []).slice(),
      thread: init.thread || null,
      threadLoading: !!init.threadLoading,
      profile: init.profile || null,
      details: init.details || null,
      huddle: init.huddle || null,
      huddleAt: init.huddleAt || null,
      modal: init.modal || null,
      notice: init.notice || null,
      toast: init.toast || null,
      connection: init.connection || "online",
      uploading: init.uploading || null,
      file: init.file || null,
      muted: true,
    };
    var saved = {};      // message slug -> saved for later
    var extraReactions = {}; // prefix -> list of emoji added through the picker
    var pendingCount = S.connection === "reconnecting" ? 3 : 0;

    function sync() {
      ctx.setState({
        view: S.view, channel: S.channel, dm: S.dm, tab: S.tab, collapsed: S.collapsed.slice(),
        thread: S.thread, threadLoading: S.threadLoading, profile: S.profile, details: S.details,
        huddle: S.huddle, huddleAt: S.huddleAt, modal: S.modal, notice: S.notice, toast: S.toast,
        connection: S.connection, uploading: S.uploading, file: S.file,
      });
    }

    /* ---------------------------------------------------------------- icons */
    var ICONS = {
      hash: '<path d="M8 3.5 6.5 16.5M13.5 3.5 12 16.5M3.5 7.5h13M3 12.5h13" />',
      lock: '<rect x="4.5" y="9" width="11" height="8" rx="1.5"/><path d="M7 9V6.5a3 3 0 0 1 6 0V9"/>',
      chevDown: '<path d="m5.5 8 4.5 4.5L14.5 8"/>',
      chevRight: '<path d="m8 5.5 4.5 4.5L8 14.5"/>',
      caretDown: '<path d="M6 8.5h8l-4 4.5z" fill="currentColor" stroke="none"/>',
      caretRight: '<path d="M8 6v8l4.5-4z" fill="currentColor" stroke="none"/>',
      search: '<circle cx="9" cy="9" r="5.5"/><path d="m13 13 4 4"/>',
      back: '<path d="M16 10H4.5M9 5 4 10l5 5"/>',
      forward: '<path d="M4 10h11.5M11 5l5 5-5 5"/>',
      clock: '<circle cx="10" cy="10" r="7"/><path d="M10 6v4.5l3 1.8"/>',
      help: '<circle cx="10" cy="10" r="7.5"/><path d="M7.8 7.8a2.3 2.3 0 1 1 3.3 2.1c-.7.4-1.1.9-1.1 1.6v.6"/><circle cx="10" cy="14.4" r=".6" fill="currentColor"/>',
      home: '<path d="M3.5 9 10 3.5 16.5 9v7a1 1 0 0 1-1 1h-3.5v-5h-4v5H4.5a1 1 0 0 1-1-1z"/>',
      dms: '<path d="M4 4.5h9a1.5 1.5 0 0 1 1.5 1.5v5A1.5 1.5 0 0 1 13 12.5H8l-3.5 3v-3H4A1.5 1.5 0 0 1 2.5 11V6A1.5 1.5 0 0 1 4 4.5z"/><path d="M14.5 8h1.5A1.5 1.5 0 0 1 17.5 9.5v4A1.5 1.5 0 0 1 16 15h-.5v2.5l-3-2.5H9.5"/>',
      bell: '<path d="M5 14.5V9a5 5 0 0 1 10 0v5.5l1.5 1.5h-13z"/><path d="M8.3 17.5a1.8 1.8 0 0 0 3.4 0"/>',
      bookmark: '<path d="M5.5 3.5h9v13.5L10 13.5l-4.5 3.5z"/>',
      dotsH: '<circle cx="4.5" cy="10" r="1.4" fill="currentColor" stroke="none"/><circle cx="10" cy="10" r="1.4" fill="currentColor" stroke="none"/><circle cx="15.5" cy="10" r="1.4" fill="currentColor" stroke="none"/>',
      dotsV: '<circle cx="10" cy="4.5" r="1.4" fill="currentColor" stroke="none"/><circle cx="10" cy="10" r="1.4" fill="currentColor" stroke="none"/><circle cx="10" cy="15.5" r="1.4" fill="currentColor" stroke="none"/>',
      plus: '<path d="M10 4v12M4 10h12"/>',
      compose: '<path d="M15.5 10.5v5a1.5 1.5 0 0 1-1.5 1.5H4.5A1.5 1.5 0 0 1 3 15.5V6A1.5 1.5 0 0 1 4.5 4.5h5"/><path d="m14 3 3 3-7.5 7.5H6.5v-3z"/>',
      sliders: '<path d="M4 6h12M4 14h12"/><circle cx="8" cy="6" r="1.8" fill="#fff"/><circle cx="12.5" cy="14" r="1.8" fill="#fff"/>',
      headphones: '<path d="M3.5 13v-3a6.5 6.5 0 0 1 13 0v3"/><rect x="3" y="12" width="3.5" height="5" rx="1.2"/><rect x="13.5" y="12" width="3.5" height="5" rx="1.2"/>',
      users: '<circle cx="8" cy="7" r="3"/><path d="M2.5 16.5a5.5 5.5 0 0 1 11 0"/><path d="M13 4.3a3 3 0 0 1 0 5.4M15 12.2a5.5 5.5 0 0 1 2.5 4.3"/>',
      smilePlus: '<circle cx="9.5" cy="10.5" r="6.5"/><path d="M6.8 12.3a3.3 3.3 0 0 0 5.4 0"/><circle cx="7.5" cy="9" r=".8" fill="currentColor"/><circle cx="11.5" cy="9" r=".8" fill="currentColor"/><path d="M16 2.5v4M14 4.5h4" />',
      thread: '<path d="M4 4.5h12a1 1 0 0 1 1 1v7.5a1 1 0 0 1-1 1H9l-4 3v-3H4a1 1 0 0 1-1-1V5.5a1 1 0 0 1 1-1z"/><path d="M6.5 8h7M6.5 11h4.5"/>',
      share: '<path d="M11 4.5 16.5 10 11 15.5V12.3c-3.8 0-6 .9-7.5 3.7.4-4.4 2.5-7.2 7.5-7.8z"/>',
      more: '<circle cx="10" cy="4.5" r="1.3" fill="currentColor" stroke="none"/><circle cx="10" cy="10" r="1.3" fill="currentColor" stroke="none"/><circle cx="10" cy="15.5" r="1.3" fill="currentColor" stroke="none"/>',
      close: '<path d="m5 5 10 10M15 5 5 15"/>',
      mic: '<rect x="7.5" y="2.5" width="5" height="9.5" rx="2.5"/><path d="M4.5 9.5a5.5 5.5 0 0 0 11 0M10 15v2.5"/>',
      micOff: '<rect x="7.5" y="2.5" width="5" height="9.5" rx="2.5"/><path d="M4.5 9.5a5.5 5.5 0 0 0 11 0M10 15v2.5M3.5 3l13 14"/>',
      video: '<rect x="2.5" y="5.5" width="10.5" height="9" rx="1.8"/><path d="m13 8.5 4.5-2.5v8L13 11.5"/>',
      screen: '<rect x="2.5" y="4" width="15" height="10" rx="1.5"/><path d="M7 17h6M10 14v3M10 11.5V7M8 9l2-2 2 2"/>',
      expand: '<path d="M11.5 3.5h5v5M8.5 16.5h-5v-5M16.5 3.5 11 9M3.5 16.5 9 11"/>',
      bold: '<path d="M6 4h5a3 3 0 0 1 0 6H6zM6 10h6a3 3 0 0 1 0 6H6z" stroke-width="2"/>',
      italic: '<path d="M12 4H8.5M11.5 16H8M11.5 4l-3 12"/>',
      strike: '<path d="M4 10h12M13.5 6.5C13 5 11.7 4 10 4 8 4 6.5 5.2 6.5 6.8M6.5 13.5c.5 1.5 1.8 2.5 3.5 2.5 2 0 3.5-1.2 3.5-2.8"/>',
      link: '<path d="M8.5 11.5a3 3 0 0 0 4.2 0l2.6-2.6a3 3 0 0 0-4.2-4.2l-1 1"/><path d="M11.5 8.5a3 3 0 0 0-4.2 0l-2.6 2.6a3 3 0 0 0 4.2 4.2l1-1"/>',
      listOl: '<path d="M8.5 5.5h8M8.5 10h8M8.5 14.5h8M3.5 4.5h1v3M3.3 9.3c.6-.6 1.8-.3 1.6.6-.1.5-1.7 1.6-1.7 1.6h1.9"/>',
      listUl: '<path d="M8 5.5h8.5M8 10h8.5M8 14.5h8.5"/><circle cx="4.3" cy="5.5" r="1" fill="currentColor"/><circle cx="4.3" cy="10" r="1" fill="currentColor"/><circle cx="4.3" cy="14.5" r="1" fill="currentColor"/>',
      code: '<path d="M7 6 3 10l4 4M13 6l4 4-4 4"/>',
      codeBlock: '<rect x="2.5" y="3.5" width="15" height="13" rx="2"/><path d="m7.5 8-2 2 2 2M12.5 8l2 2-2 2"/>',
      at: '<circle cx="10" cy="10" r="3"/><path d="M13 10v1.3a2 2 0 0 0 4 0V10a7 7 0 1 0-2.8 5.6"/>',
      aa: '<path d="M2.5 15 6 5l3.5 10M3.8 11.5h4.4M16.5 10.5V15M16.5 11.8c0-1-1-1.8-2.3-1.8-1.3 0-2.2.8-2.2 2.5s.9 2.5 2.2 2.5c1.3 0 2.3-.8 2.3-1.8"/>',
      smile: '<circle cx="10" cy="10" r="7"/><path d="M7 11.8a3.5 3.5 0 0 0 6 0"/><circle cx="7.6" cy="8.3" r=".8" fill="currentColor"/><circle cx="12.4" cy="8.3" r=".8" fill="currentColor"/>',
      slash: '<rect x="2.5" y="2.5" width="15" height="15" rx="3"/><path d="m12 6-4 8"/>',
      send: '<path d="M3.5 3.8 17 10 3.5 16.2l2-6.2z" fill="currentColor" stroke-linejoin="round"/>',
      threads: '<path d="M4 4.5h12a1 1 0 0 1 1 1v7.5a1 1 0 0 1-1 1H9l-4 3v-3H4a1 1 0 0 1-1-1V5.5a1 1 0 0 1 1-1z"/>',
      huddle: '<path d="M3.5 13v-3a6.5 6.5 0 0 1 13 0v3"/><rect x="3" y="12" width="3.5" height="5" rx="1.2"/><rect x="13.5" y="12" width="3.5" height="5" rx="1.2"/>',
      drafts: '<path d="M3.5 3.8 17 10 3.5 16.2l2-6.2zM5.5 10H11"/>',
      directory: '<rect x="3.5" y="3" width="13" height="14" rx="1.5"/><circle cx="10" cy="8.3" r="2.2"/><path d="M6.5 14a3.5 3.5 0 0 1 7 0"/>',
      download: '<path d="M10 3.5v9M6 8.5l4 4 4-4M4 16.5h12"/>',
      external: '<path d="M11 3.5h5.5V9M16.5 3.5 9 11M14 12v3.5a1 1 0 0 1-1 1H4.5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1H8"/>',
      pin: '<path d="M12.5 3 17 7.5l-2.5.8-2.8 2.8.3 3.4-1.5 1.5L4 9.5 5.5 8l3.4.3 2.8-2.8z"/><path d="m7 13-3.5 3.5"/>',
      star: '<path d="m10 3 2.1 4.4 4.8.6-3.5 3.3.9 4.7L10 13.7 5.7 16l.9-4.7L3.1 8l4.8-.6z"/>',
      check: '<path d="m4.5 10.5 3.5 3.5 7.5-8"/>',
      info: '<circle cx="10" cy="10" r="7.5"/><path d="M10 9v5"/><circle cx="10" cy="6.3" r=".7" fill="currentColor"/>',
      grid: '<rect x="3.5" y="3.5" width="5" height="5" rx="1"/><rect x="11.5" y="3.5" width="5" height="5" rx="1"/><rect x="3.5" y="11.5" width="5" height="5" rx="1"/><rect x="11.5" y="11.5" width="5" height="5" rx="1"/>',
      wifi: '<path d="M2.5 8a11 11 0 0 1 15 0M5 10.8a7.3 7.3 0 0 1 10 0M7.6 13.5a3.5 3.5 0 0 1 4.8 0"/><circle cx="10" cy="16" r=".9" fill="currentColor"/>',
      spinner: '<path d="M10 3a7 7 0 1 1-7 7" />',
      file: '<path d="M5 2.5h6.5l4 4v11H5z"/><path d="M11.5 2.5v4h4"/>',
      canvas: '<rect x="3.5" y="3" width="13" height="14" rx="2"/><path d="M6.5 7h7M6.5 10h7M6.5 13h4"/>',
      filter: '<path d="M3.5 5h13M6 10h8M8.5 15h3"/>',
      phone: '<path d="M4 3.5h3l1.5 4-2 1.2a9 9 0 0 0 4.8 4.8l1.2-2 4 1.5v3a1.5 1.5 0 0 1-1.5 1.5A13.5 13.5 0 0 1 2.5 5 1.5 1.5 0 0 1 4 3.5z"/>',
    };
    function icon(name, size, extraClass) {
      size = size || 18;
      return h("span", {
        class: "ic" + (extraClass ? " " + extraClass : ""),
        html: '<svg viewBox="0 0 20 20" width="' + size + '" height="' + size + '" fill="none" stroke="currentColor" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round">' + ICONS[name] + "</svg>",
      });
    }

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

    /* ---------------------------------------------------------------- avatars */
    function hash(s) { var x = 2166136261; for (var i = 0; i < s.length; i++) { x ^= s.charCodeAt(i); x = Math.imul(x, 16777619); } return x >>> 0; }
    var BG = ["#E8D5C4", "#C9DDE8", "#D8E8C9", "#E8C9D8", "#D3CCE8", "#F0E2B6", "#C4E3DC", "#E6CFC0", "#CBD5E1", "#F2D0C8"];
    var SKIN = ["#F1C8A5", "#E0AC83", "#C68B62", "#8D5A3B", "#F5D5BD", "#B97A55", "#6E4430"];
    var HAIR = ["#2B1D14", "#5A3825", "#1C1C1C", "#A0622D", "#D9B26F", "#7A4A2A", "#3B2A20", "#9E9E9E"];
    var SHIRT = ["#3D5A80", "#2A9D8F", "#E76F51", "#6D597A", "#264653", "#B56576", "#457B9D", "#8D99AE", "#588157", "#1D3557"];
    function avatarSvg(slug) {
      var x = hash(slug);
      var bg = BG[x % BG.length], skin = SKIN[(x >>> 4) % SKIN.length], hair = HAIR[(x >>> 8) % HAIR.length];
      var shirt = SHIRT[(x >>> 12) % SHIRT.length], style = (x >>> 16) % 4;
      var hairSvg = [
        '<path d="M12.5 17.5c0-6 3.3-9 7.5-9s7.5 3 7.5 9c-1.5-2.5-4-4.2-7.5-4.2s-6 1.7-7.5 4.2z" fill="' + hair + '"/>',
        '<path d="M11.5 26c-1-9 2-17.5 8.5-17.5S29.5 17 28.5 26l-2.2-.5c.3-4.5-.8-9-6.3-10.5-5.5 1.5-6.6 6-6.3 10.5z" fill="' + hair + '"/>',
        '<circle cx="20" cy="6.8" r="3.4" fill="' + hair + '"/><path d="M12.6 17c0-5.4 3.3-8.4 7.4-8.4s7.4 3 7.4 8.4c-2.2-2.4-4.5-3.4-7.4-3.4s-5.2 1-7.4 3.4z" fill="' + hair + '"/>',
        '<path d="M12.8 16.5c.3-5.2 3.3-7.7 7.2-7.7s6.9 2.5 7.2 7.7c-.9-1.3-2.2-2-3.6-2.4-1 1.2-5.3 1.4-7.5.2-1.4.5-2.5 1.2-3.3 2.2z" fill="' + hair + '"/>',
      ][style];
      return '<svg viewBox="0 0 40 40" preserveAspectRatio="xMidYMid slice"><rect width="40" height="40" fill="' + bg + '"/>' +
        (style === 1 ? hairSvg : "") +
        '<path d="M5 42c1-8 7-12.5 15-12.5S34 34 35 42z" fill="' + shirt + '"/>' +
        '<rect x="17" y="24" width="6" height="7" rx="2" fill="' + skin + '"/>' +
        '<ellipse cx="20" cy="18.5" rx="7.3" ry="8.3" fill="' + skin + '"/>' +
        '<circle cx="17.2" cy="19" r=".95" fill="#2b1d14"/><circle cx="22.8" cy="19" r=".95" fill="#2b1d14"/>' +
        '<path d="M17.8 22.6q2.2 1.6 4.4 0" stroke="#8a4b38" stroke-width=".9" fill="none" stroke-linecap="round"/>' +
        (style === 1 ? '<path d="M12.8 17c.5-5 3.2-7.5 7.2-7.5s6.8 2.5 7.2 7.5c-2-2.4-4.6-3.6-7.2-3.6S14.8 14.6 12.8 17z" fill="' + hair + '"/>' : hairSvg) +
        "</svg>";
    }
    function avatar(slug, size, attrs) {
      var a = Object.assign({ class: "av", style: { width: size + "px", height: size + "px" } }, attrs || {});
      a.html = avatarSvg(slug);
      return h("span", a);
    }
    function name(slug) { return P[slug] ? P[slug].name : slug; }
    function first(slug) { return name(slug).split(" ")[0]; }

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
        icon("file", Math.round(size * 0.45)), h("span", { class: "c-fbadge-t" }, k[1]));
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
      if (art === "mood") {
        return '<svg viewBox="0 0 360 200"><rect width="360" height="200" fill="#efe6dc"/>' +
          '<rect x="10" y="10" width="130" height="110" fill="#c9a88a"/><rect x="150" y="10" width="90" height="70" fill="#7d8f74"/>' +
          '<rect x="250" y="10" width="100" height="120" fill="#e3c9a8"/><rect x="150" y="90" width="90" height="100" fill="#a86b4c"/>' +
          '<rect x="10" y="130" width="130" height="60" fill="#f6efe6"/><text x="24" y="168" font-family="DejaVu Serif" font-size="20" fill="#5a4334">Warm neutrals</text>' +
          '<rect x="250" y="140" width="100" height="50" fill="#3f4a3c"/><circle cx="75" cy="65" r="28" fill="#efe6dc" opacity=".5"/></svg>';
      }
      if (art === "photo") {
        return '<svg viewBox="0 0 360 200"><defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8ec5ff"/><stop offset="1" stop-color="#ffd9a8"/></linearGradient></defs>' +
          '<rect width="360" height="200" fill="url(#sky)"/><rect y="120" width="360" height="80" fill="#c98c5a"/>' +
          '<path d="M0 120 60 90l40 20 60-35 70 40 50-25 80 30v10H0z" fill="#e6b98f"/>' +
          [40, 80, 120, 160, 200, 240, 280, 320].map(function (x, i) {
            return '<circle cx="' + x + '" cy="' + (128 + (i % 2) * 6) + '" r="9" fill="' + SKIN[i % SKIN.length] + '"/><rect x="' + (x - 11) + '" y="' + (138 + (i % 2) * 6) + '" width="22" height="34" rx="8" fill="' + SHIRT[i % SHIRT.length] + '"/>';
          }).join("") + "</svg>";
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
    var body = h("div", { class: "c-body" }, rail, panel);
    var huddleLayer = h("div", { class: "c-layer" });
    var modalLayer = h("div", { class: "c-layer" });
    var popLayer = h("div", { class: "c-layer" });
    root.appendChild(top); root.appendChild(body);
    root.appendChild(huddleLayer); root.appendChild(modalLayer); root.appendChild(popLayer);

    /* ---------------------------------------------------------------- top bar + rail */
    function renderTop() {
      top.innerHTML = "";
      top.appendChild(h("div", { class: "c-top-nav" },
        h("button", { class: "c-tbtn", id: "chat.top.back", title: "Back" }, icon("back", 18)),
        h("button", { class: "c-tbtn dim", id: "chat.top.forward", title: "Forward" }, icon("forward", 18)),
        h("button", { class: "c-tbtn", id: "chat.top.history", title: "History" }, icon("clock", 18))));
      top.appendChild(h("button", { class: "c-search", id: "chat.search" }, icon("search", 16),
        h("span", null, "Search " + C.workspace.name)));
      top.appendChild(h("div", { class: "c-top-right" },
        h("button", { class: "c-tbtn", id: "chat.top.help", title: "Help" }, icon("help", 18))));
    }
    function renderRail() {
      rail.innerHTML = "";
      var items = [["home", "Home", "home"], ["dms", "DMs", "dms"], ["activity", "Activity", "bell"], ["later", "Later", "bookmark"], ["more", "More", "dotsH"]];
      rail.appendChild(h("button", { class: "c-ws", id: "chat.rail.workspace", title: C.workspace.name }, "B"));
      items.forEach(function (it) {
        rail.appendChild(h("button", { class: "c-rail-item" + (it[0] === "home" ? " on" : ""), id: "chat.rail." + it[0] },
          h("span", { class: "c-rail-ic" }, icon(it[2], 20), it[0] === "activity" ? h("span", { class: "c-rail-badge" }, "3") : null),
          h("span", { class: "c-rail-lbl" }, it[1])));
      });
      rail.appendChild(h("div", { class: "c-rail-fill" }));
      rail.appendChild(h("button", { class: "c-rail-create", id: "chat.rail.create", title: "Create new" }, icon("plus", 20)));
      rail.appendChild(h("button", { class: "c-rail-me", id: "chat.rail.me", title: name(ME) }, avatar(ME, 36), h("span", { class: "c-dot active big" })));
    }

    /* ---------------------------------------------------------------- sidebar */
    function go(patch) {
      Object.assign(S, patch);
      renderSidebar(); renderMain(); renderRight();
      sync();
    }
    function openChannel(slug) { go({ view: "channel", channel: slug, tab: "messages", thread: null, profile: null }); }
    function openDm(slug) { go({ view: "dm", dm: slug, tab: "messages", thread: null, profile: null }); }

    function renderSidebar() {
      var old = sidebarBox.querySelector(".c-side-scroll");
      var keep = old ? old.scrollTop : (init.sidebarScroll || 0);
      sidebarBox.innerHTML = "";
      sidebarBox.appendChild(h("div", { class: "c-side-head" },
        h("button", { class: "c-ws-name", id: "chat.workspace", onclick: function (e) { openMenu(e.currentTarget, "workspace"); } },
          C.workspace.name, icon("chevDown", 16)),
        h("div", { class: "c-side-head-btns" },
          h("button", { class: "c-sbtn", id: "chat.sidebar.filter", title: "Filter" }, icon("sliders", 18)),
          h("button", { class: "c-sbtn", id: "chat.compose", title: "New message" }, icon("compose", 18)))));
      var sc = h("div", { class: "c-side-scroll", id: "chat.sidebar" });
      var navIcons = { threads: "threads", huddles: "huddle", drafts: "drafts", directories: "directory" };
      C.nav.forEach(function (n) {
        sc.appendChild(h("button", { class: "c-si" + (S.view === n.slug ? " on" : ""), id: "chat.nav." + n.slug,
          onclick: function () { go({ view: n.slug, thread: null, profile: null }); } },
          h("span", { class: "c-si-ic" }, icon(navIcons[n.slug], 16)), h("span", { class: "c-si-t" }, n.label)));
      });
      sc.appendChild(h("div", { class: "c-gap" }));
      // channels
      var chCollapsed = S.collapsed.indexOf("channels") >= 0;
      sc.appendChild(sectionHead("channels", "Channels", chCollapsed));
      C.channels.forEach(function (c) {
        var active = S.view === "channel" && S.channel === c.slug;
        sc.appendChild(h("button", { class: "c-si" + (active ? " on" : "") + (c.unread || c.mentions ? " unread" : ""),
          id: "chat.channel." + c.slug, hidden: chCollapsed && !active && !c.unread && !c.mentions, onclick: function () { openChannel(c.slug); } },
          h("span", { class: "c-si-ic" }, icon(c.private ? "lock" : "hash", 16)),
          h("span", { class: "c-si-t" }, c.slug),
          c.mentions ? h("span", { class: "c-badge" }, String(c.mentions)) : null));
      });
      sc.appendChild(h("button", { class: "c-si add", id: "chat.channel-add", hidden: chCollapsed }, h("span", { class: "c-si-ic sq" }, icon("plus", 14)), h("span", { class: "c-si-t" }, "Add channels")));
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
      sc.appendChild(h("button", { class: "c-si add", id: "chat.dm-add", hidden: dmCollapsed }, h("span", { class: "c-si-ic sq" }, icon("plus", 14)), h("span", { class: "c-si-t" }, "Add coworkers")));
      sc.appendChild(h("div", { class: "c-gap" }));
      sc.appendChild(sectionHead("apps", "Apps", false));
      [["google-calendar", "Google Calendar", "#4285F4"], ["gitlab", "GitLab", "#FC6D26"], ["pagerduty", "PagerDuty", "#06AC38"]].forEach(function (a) {
        sc.appendChild(h("button", { class: "c-si", id: "chat.app." + a[0] },
          h("span", { class: "c-si-app", style: { background: a[2] } }, a[1][0]), h("span", { class: "c-si-t" }, a[1])));
      });
      sc.appendChild(h("div", { class: "c-gap big" }));
      sidebarBox.appendChild(sc);
      sc.scrollTop = keep;
    }
    function sectionHead(key, label, collapsed) {
      return h("div", { class: "c-sec" },
        h("button", { class: "c-sec-btn", id: "chat.section." + key, onclick: function () {
          var i = S.collapsed.indexOf(key);
          if (i >= 0) S.collapsed.splice(i, 1); else S.collapsed.push(key);
          renderSidebar(); sync();
        } }, icon(collapsed ? "caretRight" : "caretDown", 16), h("span", null, label)),
        h("button", { class: "c-sec-more", id: "chat.section." + key + ".more", title: "Section options" }, icon("dotsV", 16)));
    }

    /* ---------------------------------------------------------------- messages */
    function reactionPill(prefix, r, mine) {
      var pill = h("button", { class: "c-react" + (mine ? " mine" : ""), id: prefix + ".reaction." + eslug(r[0]),
        title: ":" + (EMOJI_NAMES[r[0]] || r[0]) + ":" },
        emoji(r[0], 16), h("span", { class: "c-react-n" }, String(r[1])));
      pill.addEventListener("click", function () {
        var on = pill.classList.toggle("mine");
        var n = pill.querySelector(".c-react-n");
        n.textContent = String(parseInt(n.textContent, 10) + (on ? 1 : -1));
      });
      return pill;
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
        var card = h("div", { class: "c-card", id: prefix + ".card" },
          h("div", { class: "c-card-top" }, avatar(m.author, 72),
            h("div", { class: "c-card-who" },
              h("div", { class: "c-card-name" }, p.name, h("span", { class: "c-dot " + p.presence })),
              h("div", { class: "c-card-title" }, p.title),
              h("div", { class: "c-card-tz" }, icon("clock", 13), p.tz))),
          h("div", { class: "c-card-btns" },
            h("button", { class: "c-btn", id: prefix + ".card.message", onclick: function () { openDm(m.author); } }, icon("dms", 15), "Message"),
            h("button", { class: "c-btn", id: prefix + ".card.huddle", onclick: function () { startHuddle(); } }, icon("headphones", 15), "Huddle"),
            h("button", { class: "c-btn sq", id: prefix + ".card.more", title: "More" }, icon("dotsV", 15))));
        content.appendChild(h("div", { class: "c-msg-head" },
          h("span", { class: "c-name-wrap" },
            h("button", { class: "c-name", id: prefix + ".author", onclick: function () { openProfile(m.author); } }, p.name),
            card),
          h("span", { class: "c-time" }, m.time)));
      }
      content.appendChild(h("div", { class: "c-msg-text" }, richText(m.text)));
      if (m.code) content.appendChild(h("pre", { class: "c-code" }, m.code));
      if (m.file) content.appendChild(fileAttachment(prefix, C.files[m.file]));
      if (m.link) {
        content.appendChild(h("div", { class: "c-unfurl" },
          h("div", { class: "c-unfurl-site" }, siteBadge(m.link.site), m.link.site),
          h("button", { class: "c-unfurl-title", id: prefix + ".link", onclick: function () { toastMsg("Opening " + m.link.url + " in your browser"); } }, m.link.title),
          h("div", { class: "c-unfurl-desc" }, m.link.desc)));
      }
      var reacts = (m.reactions || []).slice();
      (extraReactions[prefix] || []).forEach(function (e) { reacts.push([e, 1, true]); });
      if (reacts.length) {
        var rr = h("div", { class: "c-reacts" });
        reacts.forEach(function (r) { rr.appendChild(reactionPill(prefix, r, r[2])); });
        rr.appendChild(h("button", { class: "c-react add", id: prefix + ".reaction-add", title: "Add reaction",
          onclick: function (e) { openPicker(e.currentTarget, prefix, m); } }, icon("smilePlus", 16)));
        content.appendChild(rr);
      }
      if (m.thread && !opts.noReplies) {
        var who = [];
        m.thread.forEach(function (r) { if (who.indexOf(r.author) < 0) who.push(r.author); });
        content.appendChild(h("button", { class: "c-replies", id: prefix + ".replies", onclick: function () { openThread(m.slug); } },
          h("span", { class: "c-replies-avs" }, who.slice(0, 4).map(function (s) { return avatar(s, 24); })),
          h("span", { class: "c-replies-n" }, m.thread.length + (m.thread.length === 1 ? " reply" : " replies")),
          h("span", { class: "c-replies-last" }, "Last reply " + lower(m.reply_last || "")),
          h("span", { class: "c-replies-view" }, "View thread"), icon("chevRight", 14)));
      }
      if (saved[prefix]) row.classList.add("saved");
      if (saved[prefix]) row.insertBefore(h("div", { class: "c-saved" }, icon("bookmark", 13), "Saved for later"), row.firstChild);
      row.appendChild(gutter); row.appendChild(content);
      // hover toolbar
      var bar = h("div", { class: "c-actions" },
        ["white_check_mark", "eyes", "+1"].map(function (q) {
          return h("button", { class: "c-act", id: prefix + ".quick." + eslug(q), "data-tip": { white_check_mark: "Completed", eyes: "Taking a look...", "+1": "Nicely done" }[q],
            onclick: function () { addReaction(prefix, m, q); } }, emoji(q, 16));
        }),
        h("span", { class: "c-act-sep" }),
        h("button", { class: "c-act", id: prefix + ".react", "data-tip": "Find another reaction", onclick: function (e) { openPicker(e.currentTarget, prefix, m); } }, icon("smilePlus", 18)),
        opts.inThread ? null : h("button", { class: "c-act", id: prefix + ".reply", "data-tip": "Reply in thread", onclick: function () { openThread(m.slug); } }, icon("thread", 18)),
        h("button", { class: "c-act", id: prefix + ".share", "data-tip": "Forward message", onclick: function () { openForward(m); } }, icon("share", 18)),
        h("button", { class: "c-act", id: prefix + ".save", "data-tip": saved[prefix] ? "Remove from Later" : "Save for later", onclick: function () { saved[prefix] = !saved[prefix]; rerenderMessage(prefix); toastMsg(saved[prefix] ? "Saved for later" : "Removed from Later"); } }, icon("bookmark", 18)),
        h("button", { class: "c-act", id: prefix + ".more", "data-tip": "More actions", onclick: function (e) { openMenu(e.currentTarget, "message", m); } }, icon("more", 18)));
      row.appendChild(bar);
      row._msg = m; row._opts = opts;
      return row;
    }
    function rerenderMessage(prefix) {
      var el = ctx.byId(prefix);
      if (!el) return;
      el.replaceWith(renderMessage(el._msg, prefix, el._opts));
    }
    function addReaction(prefix, m, e) {
      var el = ctx.byId(prefix + ".reaction." + eslug(e));
      if (el) { if (!el.classList.contains("mine")) el.click(); return; }
      (extraReactions[prefix] = extraReactions[prefix] || []).push(e);
      rerenderMessage(prefix);
    }
    function lower(s) { return s.charAt(0).toLowerCase() + s.slice(1); }
    function siteBadge(site) {
      var colors = { Grafana: "#F46800", GitLab: "#FC6D26", Salesforce: "#00A1E0", "Brightline Wiki": "#4A154B" };
      return h("span", { class: "c-site", style: { background: colors[site] || "#888" } }, site[0]);
    }
    function fileAttachment(prefix, f) {
      if (f.art) {
        return h("button", { class: "c-att img", id: prefix + ".file", onclick: function () { openFile(f.slug); } },
          h("div", { class: "c-att-name" }, f.name, icon("chevDown", 12)),
          h("div", { class: "c-att-thumb", html: artSvg(f.art) }));
      }
      return h("button", { class: "c-att", id: prefix + ".file", onclick: function () { openFile(f.slug); } },
        fileBadge(f, 40),
        h("div", { class: "c-att-meta" }, h("div", { class: "c-att-title" }, f.name),
          h("div", { class: "c-att-sub" }, ({ pdf: "PDF", sheet: "Excel Spreadsheet", doc: "Word Document", slides: "PowerPoint Presentation", code: "JSON", text: "Plain Text" }[f.kind] || "File") + " \u00b7 " + f.size)));
    }

    function messageList(msgs, prefixFn, outer, opts) {
      opts = opts || {};
      var prev = null, container = outer;
      msgs.forEach(function (m, i) {
        if (opts.pendingFrom === i) {
          container = h("div", { class: "c-pending", id: "chat.messages.pending", hidden: true });
          outer.appendChild(container);
          container.appendChild(h("div", { class: "c-newline" }, h("span", null, "New")));
        }
        if (m.day) {
          container.appendChild(h("div", { class: "c-day" }, h("span", { class: "c-day-pill" }, m.day, icon("chevDown", 12))));
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
        h("div", { class: "c-empty-art" }, icon({ threads: "threads", huddles: "huddle", drafts: "drafts", directories: "directory" }[S.view] || "info", 46)),
        h("div", { class: "c-empty-t" }, msg[0]), h("div", { class: "c-empty-s" }, msg[1])));
    }
    function tabs(list) {
      return h("div", { class: "c-tabs" }, list.map(function (t) {
        return h("button", { class: "c-tab" + (S.tab === t[0] ? " on" : ""), id: "chat.tab." + t[0], "data-t": t[0],
          onclick: function () { showTab(t[0]); } }, icon(t[2], 15), t[1],
          t[3] ? h("span", { class: "c-tab-n" }, t[3]) : null);
      }), h("button", { class: "c-tab add", id: "chat.tab.add", title: "Add a tab" }, icon("plus", 15)));
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
      sync();
    }
    function renderChannel(firstTime) {
      var c = CH[S.channel];
      var members = C.members[c.slug] || [];
      mainBox.appendChild(h("div", { class: "c-head" },
        h("button", { class: "c-head-title", id: "chat.header.name", onclick: function () { openDetails("about"); } },
          icon(c.private ? "lock" : "hash", 18), h("span", null, c.slug), icon("chevDown", 14)),
        h("div", { class: "c-head-right" },
          h("button", { class: "c-facepile", id: "chat.header.members", title: "View all members of this channel", onclick: function () { openDetails("members"); } },
            members.slice(0, 3).map(function (s) { return avatar(s, 22); }), h("span", null, String(c.members))),
          h("button", { class: "c-huddle-btn", id: "chat.header.huddle", onclick: function () { startHuddle(); } },
            icon("headphones", 17), h("span", { class: "c-huddle-sep" }), icon("chevDown", 13)),
          h("button", { class: "c-hbtn", id: "chat.header.more", title: "More", onclick: function (e) { openMenu(e.currentTarget, "channel"); } }, icon("dotsV", 18)))));
      var pinsN = (C.pins[c.slug] || []).length;
      mainBox.appendChild(tabs([["messages", "Messages", "dms"], ["files", "Files", "file"], ["pins", "Pins", "pin", pinsN ? String(pinsN) : null]]));
      if (S.connection === "reconnecting") {
        mainBox.appendChild(h("div", { class: "c-conn", id: "chat.connection" }, icon("spinner", 15, "spin"),
          h("b", null, "Connecting..."), h("span", null, " Slack is trying to reconnect. Recent messages will appear when you're back online.")));
      }
      var sc = h("div", { class: "c-scroll", id: "chat.messages", "data-tab": "messages" });
      var inner = h("div", { class: "c-scroll-inner" });
      sc.appendChild(inner);
      inner.appendChild(channelIntro(c));
      var msgs = c.messages;
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
        h("div", { class: "c-intro-t" }, icon(c.private ? "lock" : "hash", 26), c.slug),
        h("div", { class: "c-intro-s" }, "This is the very beginning of the ", h("span", { class: "c-chanlink" }, "#" + c.slug), " channel. " + c.topic),
        h("div", { class: "c-intro-btns" },
          h("button", { class: "c-btn", id: "chat.intro.add-people" }, icon("users", 15), "Add coworkers"),
          h("button", { class: "c-btn", id: "chat.intro.edit" }, icon("compose", 15), "Edit description")));
    }
    function renderDm() {
      var p = P[S.dm];
      mainBox.appendChild(h("div", { class: "c-head" },
        h("button", { class: "c-head-title", id: "chat.header.name", onclick: function () { openProfile(S.dm); } },
          h("span", { class: "c-head-av" }, avatar(S.dm, 24), h("span", { class: "c-dot " + p.presence })), h("span", null, p.name), icon("chevDown", 14)),
        h("div", { class: "c-head-right" },
          h("button", { class: "c-huddle-btn", id: "chat.header.huddle", onclick: function () { startHuddle(); } }, icon("headphones", 17), h("span", { class: "c-huddle-sep" }), icon("chevDown", 13)),
          h("button", { class: "c-hbtn", id: "chat.header.more", title: "More", onclick: function (e) { openMenu(e.currentTarget, "channel"); } }, icon("dotsV", 18)))));
      mainBox.appendChild(tabs([["messages", "Messages", "dms"], ["files", "Files", "file"]]));
      mainBox.appendChild(h("div", { class: "c-empty", id: "chat.files", "data-tab": "files" }, h("div", { class: "c-empty-art" }, icon("file", 46)),
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
    function composer(placeholder) {
      var offline = S.connection === "reconnecting";
      return h("div", { class: "c-compose" + (offline ? " off" : ""), id: "chat.composer" },
        h("div", { class: "c-compose-tools" },
          ["bold", "italic", "strike"].map(function (n) { return h("button", { class: "c-ct", id: "chat.composer." + n }, icon(n, 16)); }),
          h("span", { class: "c-ct-sep" }),
          ["link", "listOl", "listUl"].map(function (n) { return h("button", { class: "c-ct", id: "chat.composer." + n.toLowerCase() }, icon(n, 16)); }),
          h("span", { class: "c-ct-sep" }),
          ["code", "codeBlock"].map(function (n) { return h("button", { class: "c-ct", id: "chat.composer." + n.toLowerCase() }, icon(n, 16)); })),
        h("div", { class: "c-compose-input", id: "chat.composer.input" }, offline ? "Reconnecting..." : placeholder),
        h("div", { class: "c-compose-bottom" },
          h("button", { class: "c-cplus", id: "chat.composer.attach", title: "Attach" }, icon("plus", 16)),
          ["aa", "smile", "at"].map(function (n) { return h("button", { class: "c-ct", id: "chat.composer." + n }, icon(n, 17)); }),
          h("span", { class: "c-ct-sep" }),
          h("button", { class: "c-ct", id: "chat.composer.video" }, icon("video", 17)),
          h("button", { class: "c-ct", id: "chat.composer.mic" }, icon("mic", 17)),
          h("span", { class: "c-ct-sep" }),
          h("button", { class: "c-ct", id: "chat.composer.shortcuts" }, icon("slash", 17)),
          h("span", { class: "c-fill" }),
          h("span", { class: "c-send-grp" },
            h("button", { class: "c-send", id: "chat.composer.send", "aria-disabled": "true", title: "Send now" }, icon("send", 16)),
            h("span", { class: "c-send-sep" }),
            h("button", { class: "c-send", id: "chat.composer.schedule", "aria-disabled": "true", title: "Schedule for later" }, icon("chevDown", 13)))));
    }

    /* files + pins */
    var uploadPct = 12;
    function renderFiles(c) {
      var sc = h("div", { class: "c-scroll c-files", id: "chat.files", "data-tab": "files" });
      sc.appendChild(h("div", { class: "c-files-bar" },
        h("div", { class: "c-files-search" }, icon("search", 15), h("span", null, "Search files")),
        h("button", { class: "c-chip", id: "chat.files.filter.type" }, "File type", icon("chevDown", 12)),
        h("button", { class: "c-chip", id: "chat.files.filter.from" }, "From", icon("chevDown", 12)),
        h("span", { class: "c-fill" }),
        h("span", { class: "c-files-count" }, (C.channel_files[c.slug] || []).length + " files")));
      var list = C.channel_files[c.slug] || [];
      if (!list.length) {
        sc.appendChild(h("div", { class: "c-empty" }, h("div", { class: "c-empty-art" }, icon("file", 46)),
          h("div", { class: "c-empty-t" }, "No files in #" + c.slug + " yet"), h("div", { class: "c-empty-s" }, "Files shared in this channel will show up here.")));
      }
      list.forEach(function (slug) {
        var f = C.files[slug];
        var up = S.uploading === slug;
        var row = h("div", { class: "c-frow" + (up ? " uploading" : ""), id: "chat.files." + slug, role: "button",
          "aria-disabled": up ? "true" : null,
          onclick: function () { if (row.getAttribute("aria-disabled") !== "true") openFile(slug); } },
          f.art ? h("span", { class: "c-frow-thumb", html: artSvg(f.art) }) : fileBadge(f, 40),
          h("div", { class: "c-frow-meta" },
            h("div", { class: "c-frow-name" }, f.name),
            up ? h("div", { class: "c-upload" }, h("div", { class: "c-upload-bar" }, h("div", { class: "c-upload-fill", style: { width: uploadPct + "%" } })),
              h("span", { class: "c-upload-t" }, "Uploading... " + uploadPct + "%"))
              : h("div", { class: "c-frow-sub" }, h("b", null, name(f.uploader)), " \u00b7 " + f.date + " \u00b7 " + f.size)),
          h("div", { class: "c-frow-acts" },
            h("button", { class: "c-act", id: "chat.files." + slug + ".download", "aria-disabled": up ? "true" : null, title: "Download",
              onclick: function (e) { e.stopPropagation(); if (!up || S.uploading !== slug) toastMsg("Downloading " + f.name); } }, icon("download", 17)),
            h("button", { class: "c-act", id: "chat.files." + slug + ".share", title: "Share file", onclick: function (e) { e.stopPropagation(); } }, icon("share", 17))));
        sc.appendChild(row);
      });
      return sc;
    }
    function renderPins(c) {
      var sc = h("div", { class: "c-scroll c-pins", id: "chat.pins", "data-tab": "pins" });
      var pins = C.pins[c.slug] || [];
      if (!pins.length) {
        sc.appendChild(h("div", { class: "c-empty" }, h("div", { class: "c-empty-art" }, icon("pin", 46)),
          h("div", { class: "c-empty-t" }, "No pinned items yet"), h("div", { class: "c-empty-s" }, "Pin important messages from the message menu.")));
      }
      pins.forEach(function (p) {
        sc.appendChild(h("div", { class: "c-pin", id: "chat.pin." + p.slug },
          avatar(p.author, 36),
          h("div", { class: "c-pin-body" },
            h("div", { class: "c-msg-head" }, h("span", { class: "c-name static" }, name(p.author)), h("span", { class: "c-time" }, p.date)),
            h("div", { class: "c-msg-text" }, richText(p.text)),
            p.file ? fileAttachment("chat.pin." + p.slug, C.files[p.file]) : null),
          h("button", { class: "c-act pin-x", id: "chat.pin." + p.slug + ".unpin", title: "Unpin" }, icon("pin", 16))));
      });
      return sc;
    }

    /* ---------------------------------------------------------------- right panel: thread / profile */
    function findMessage(slug) {
      var found = null;
      C.channels.forEach(function (c) { c.messages.forEach(function (m) { if (m.slug === slug) found = { m: m, c: c }; }); });
      return found;
    }
    function openThread(slug) { S.thread = slug; S.profile = null; S.threadLoading = false; renderRight(); renderMainLayout(); sync(); }
    function openProfile(slug) { S.profile = slug; S.thread = null; renderRight(); renderMainLayout(); sync(); }
    function renderMainLayout() { panel.classList.toggle("with-right", !!(S.thread || S.profile)); }
    var threadLoaded = !S.threadLoading;
    function renderRight() {
      rightBox.innerHTML = "";
      renderMainLayout();
      if (S.thread) {
        var f = findMessage(S.thread);
        if (!f) { S.thread = null; renderMainLayout(); return; }
        rightBox.appendChild(h("div", { class: "c-rhead" },
          h("div", { class: "c-rhead-t" }, h("b", null, "Thread"), h("span", { class: "c-rhead-sub" }, "#" + f.c.slug)),
          h("button", { class: "c-hbtn", id: "chat.thread.more", title: "More" }, icon("dotsV", 18)),
          h("button", { class: "c-hbtn", id: "chat.thread.close", title: "Close", onclick: function () { S.thread = null; renderRight(); sync(); } }, icon("close", 18))));
        var sc = h("div", { class: "c-rscroll", id: "chat.thread.body" });
        sc.appendChild(renderMessage(f.m, "chat.thread." + f.m.slug, { noReplies: true, inThread: true, parent: true }));
        var replies = f.m.thread || [];
        sc.appendChild(h("div", { class: "c-rdiv" }, h("span", null, replies.length + (replies.length === 1 ? " reply" : " replies")), h("span", { class: "c-rdiv-line" })));
        if (!threadLoaded) {
          sc.appendChild(h("div", { class: "c-loading", id: "chat.thread.loading" }, icon("spinner", 18, "spin"), "Loading replies..."));
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
              h("button", { class: "c-cplus", id: "chat.thread.attach" }, icon("plus", 16)),
              ["aa", "smile", "at"].map(function (n) { return h("button", { class: "c-ct", id: "chat.thread.composer." + n }, icon(n, 17)); }),
              h("span", { class: "c-fill" }),
              h("button", { class: "c-send", id: "chat.thread.send", "aria-disabled": "true" }, icon("send", 16)))),
          h("label", { class: "c-also", id: "chat.thread.also" }, h("span", { class: "c-checkbox" }), "Also send to ", h("b", null, "#" + f.c.slug))));
      } else if (S.profile) {
        var p = P[S.profile];
        rightBox.appendChild(h("div", { class: "c-rhead" }, h("div", { class: "c-rhead-t" }, h("b", null, "Profile")),
          h("button", { class: "c-hbtn", id: "chat.profile.close", title: "Close", onclick: function () { S.profile = null; renderRight(); sync(); } }, icon("close", 18))));
        rightBox.appendChild(h("div", { class: "c-rscroll c-profile", id: "chat.profile" },
          h("div", { class: "c-profile-photo", html: avatarSvg(S.profile) }),
          h("div", { class: "c-profile-name" }, p.name),
          h("div", { class: "c-profile-title" }, p.title),
          h("div", { class: "c-profile-line" }, h("span", { class: "c-dot " + p.presence }), p.presence === "active" ? "Active" : "Away"),
          h("div", { class: "c-profile-line" }, icon("clock", 14), p.tz),
          h("div", { class: "c-profile-btns" },
            h("button", { class: "c-btn", id: "chat.profile.message", onclick: function () { openDm(S.profile); } }, icon("dms", 15), "Message"),
            h("button", { class: "c-btn", id: "chat.profile.huddle", onclick: function () { startHuddle(); } }, icon("headphones", 15), "Huddle"),
            h("button", { class: "c-btn sq", id: "chat.profile.more" }, icon("dotsV", 15))),
          h("div", { class: "c-profile-sec" }, h("div", { class: "c-profile-h" }, "Contact information"),
            h("div", { class: "c-profile-kv" }, h("span", null, "Email Address"), h("span", { class: "c-link" }, S.profile + "@brightline.io")))));
      }
    }

    /* ---------------------------------------------------------------- huddle window (movable) */
    function startHuddle() {
      if (!S.huddle) { S.huddle = "mini"; renderHuddle(); sync(); }
    }
    function renderHuddle() {
      huddleLayer.innerHTML = "";
      if (!S.huddle) return;
      var hd = C.huddle;
      var big = S.huddle === "screen";
      var pos = S.huddleAt || (big ? [560, 250] : [82, 600]);
      var win = h("div", { class: "c-huddle" + (big ? " big" : ""), id: "chat.huddle", style: { left: pos[0] + "px", top: pos[1] + "px" } });
      var handle = h("div", { class: "c-huddle-head", id: "chat.huddle.handle" },
        h("span", { class: "c-huddle-live" }, icon("headphones", 14)),
        h("span", { class: "c-huddle-where" }, "#" + hd.channel),
        h("span", { class: "c-huddle-dur" }, hd.duration),
        h("span", { class: "c-fill" }),
        h("button", { class: "c-hh-btn", id: "chat.huddle.expand", title: big ? "Minimise" : "Open in window",
          onclick: function () { S.huddle = big ? "mini" : "screen"; S.huddleAt = null; renderHuddle(); sync(); } }, icon("expand", 14)));
      win.appendChild(handle);
      if (big) {
        win.appendChild(h("div", { class: "c-share" },
          h("div", { class: "c-share-label" }, icon("screen", 13), name(hd.sharing) + " is sharing their screen"),
          h("div", { class: "c-share-screen", html: artSvg("chart") })));
      }
      win.appendChild(h("div", { class: "c-huddle-people" }, hd.people.map(function (s, i) {
        return h("div", { class: "c-hp" + (i === 0 ? " talking" : ""), id: "chat.huddle.person." + s, title: name(s) }, avatar(s, big ? 40 : 44),
          s !== hd.people[0] && s !== ME ? h("span", { class: "c-hp-muted" }, icon("micOff", 10)) : null);
      })));
      win.appendChild(h("div", { class: "c-huddle-ctrls" },
        h("button", { class: "c-hc" + (S.muted ? " off" : ""), id: "chat.huddle.mute", title: S.muted ? "Unmute mic" : "Mute mic",
          onclick: function () { S.muted = !S.muted; renderHuddle(); } }, icon(S.muted ? "micOff" : "mic", 17)),
        h("button", { class: "c-hc", id: "chat.huddle.video", title: "Turn on video" }, icon("video", 17)),
        h("button", { class: "c-hc", id: "chat.huddle.share", title: "Share screen" }, icon("screen", 17)),
        h("button", { class: "c-hc", id: "chat.huddle.reactions", title: "Send a reaction" }, icon("smile", 17)),
        h("button", { class: "c-hc", id: "chat.huddle.more", title: "More" }, icon("dotsH", 17)),
        h("span", { class: "c-fill" }),
        h("button", { class: "c-hleave", id: "chat.huddle.leave", onclick: function () { S.huddle = null; S.huddleAt = null; renderHuddle(); sync(); } }, "Leave")));
      huddleLayer.appendChild(win);
      ctx.makeDraggable(win, handle);
      handle.addEventListener("pointerdown", function (e) {
        if (e.target.closest(".c-hh-btn")) return;
        function up() {
          document.removeEventListener("pointerup", up);
          S.huddleAt = [parseInt(win.style.left, 10), parseInt(win.style.top, 10)];
          sync();
        }
        document.addEventListener("pointerup", up);
      });
    }

    /* ---------------------------------------------------------------- modals */
    function overlay(id, dialog, onBackdrop) {
      var ov = h("div", { class: "c-overlay", id: id + ".backdrop" }, dialog);
      ov.addEventListener("click", function (e) { if (e.target === ov && onBackdrop) onBackdrop(); });
      return ov;
    }
    function renderModals() {
      modalLayer.innerHTML = "";
      if (S.modal === "whats-new") {
        var close = function () { S.modal = null; renderModals(); sync(); };
        modalLayer.appendChild(overlay("chat.modal.whats-new", h("div", { class: "c-dialog whats", id: "chat.modal.whats-new", role: "dialog" },
          h("button", { class: "c-dclose", id: "chat.modal.whats-new.close", title: "Close", onclick: close }, icon("close", 18)),
          h("div", { class: "c-whats-art", html: whatsArt() }),
          h("div", { class: "c-dbody" },
            h("div", { class: "c-whats-kicker" }, "What's new"),
            h("div", { class: "c-dtitle" }, "A faster way to get work done"),
            C.whats_new.map(function (w, i) {
              return h("div", { class: "c-whats-item" }, h("span", { class: "c-whats-ic" }, icon(["huddle", "listUl", "search"][i], 18)),
                h("div", null, h("b", null, w.title), h("div", { class: "c-whats-s" }, w.text)));
            })),
          h("div", { class: "c-dfoot" },
            h("button", { class: "c-btn", id: "chat.modal.whats-new.more", onclick: close }, "Learn more"),
            h("button", { class: "c-btn primary", id: "chat.modal.whats-new.ok", onclick: close }, "Got it"))), null));
      }
      if (S.details) {
        var c = CH[S.channel];
        var closeD = function () { S.details = null; renderModals(); sync(); };
        var memberList = C.members[c.slug] || [];
        var panes = {};
        panes.members = h("div", { class: "c-det-members", id: "chat.details.members" },
          h("div", { class: "c-det-search" }, icon("search", 15), h("span", null, "Find members")),
          h("button", { class: "c-det-row add", id: "chat.details.add-people" }, h("span", { class: "c-det-addic" }, icon("users", 18)), h("b", null, "Add people")),
          memberList.map(function (s) {
            return h("button", { class: "c-det-row", id: "chat.details.member." + s, onclick: function () { S.details = null; renderModals(); openProfile(s); } },
              avatar(s, 36), h("span", { class: "c-det-name" }, name(s), s === ME ? h("span", { class: "c-you" }, " (you)") : null),
              h("span", { class: "c-dot " + P[s].presence }), h("span", { class: "c-det-title" }, P[s].title));
          }));
        panes.settings = h("div", { class: "c-det-about", id: "chat.details.settings" },
          kv("Channel name", "#" + c.slug, "chat.details.settings.name"),
          kv("Huddles", "Members can start and join huddles in this channel", "chat.details.settings.huddles"),
          kv("Posting permissions", "Everyone can post", "chat.details.settings.posting"),
          h("button", { class: "c-det-danger", id: "chat.details.settings.archive" }, "Archive channel for everyone"));
        panes.about = h("div", { class: "c-det-about", id: "chat.details.about" },
          kv("Channel name", "#" + c.slug, "chat.details.about.name"),
          kv("Topic", c.topic, "chat.details.about.topic"),
          kv("Description", "Home of the " + c.slug.replace(/-/g, " ") + " conversation at Brightline.", "chat.details.about.description"),
          h("div", { class: "c-kv" }, h("div", { class: "c-kv-k" }, "Managed by"), h("div", { class: "c-kv-v" }, avatar("priya", 20), " Priya Raman")),
          h("div", { class: "c-kv" }, h("div", { class: "c-kv-k" }, "Created by"), h("div", { class: "c-kv-v" }, "Oliver Grant on March 3rd, 2021")),
          h("button", { class: "c-det-danger", id: "chat.details.leave" }, "Leave channel"));
        panes.tabs = h("div", { class: "c-det-about", id: "chat.details.tabs" },
          kv("Messages", "Always shown", "chat.details.tabs.messages"),
          kv("Files", "Shown", "chat.details.tabs.files"),
          kv("Pins", "Shown", "chat.details.tabs.pins"));
        panes.integrations = h("div", { class: "c-det-about", id: "chat.details.integrations" },
          h("div", { class: "c-kv" }, h("div", { class: "c-kv-k" }, "Apps"), h("div", { class: "c-kv-v" }, "GitLab, PagerDuty, Google Calendar")),
          h("div", { class: "c-kv" }, h("div", { class: "c-kv-k" }, "Workflows"), h("div", { class: "c-kv-v" }, "Weekly release checklist")),
          h("button", { class: "c-det-danger plain", id: "chat.details.integrations.add" }, "Add an app"));
        if (!panes[S.details]) S.details = "about";
        var tabBtns = [["about", "About"], ["members", "Members " + c.members], ["tabs", "Tabs"], ["integrations", "Integrations"], ["settings", "Settings"]].map(function (t) {
          return h("button", { class: "c-det-tab" + (S.details === t[0] ? " on" : ""), id: "chat.details.tab." + t[0], "data-t": t[0],
            onclick: function () {
              S.details = t[0];
              tabBtns.forEach(function (b) { b.classList.toggle("on", b.getAttribute("data-t") === t[0]); });
              Object.keys(panes).forEach(function (k) { panes[k].hidden = k !== t[0]; });
              sync();
            } }, t[1]);
        });
        Object.keys(panes).forEach(function (k) { panes[k].hidden = k !== S.details; });
        modalLayer.appendChild(overlay("chat.details", h("div", { class: "c-dialog details", id: "chat.details", role: "dialog" },
          h("div", { class: "c-det-head" },
            h("div", { class: "c-dtitle" }, icon(c.private ? "lock" : "hash", 22), c.slug),
            h("button", { class: "c-dclose", id: "chat.details.close", title: "Close", onclick: closeD }, icon("close", 18))),
          h("div", { class: "c-det-btns" },
            h("button", { class: "c-btn", id: "chat.details.star", title: "Star channel" }, icon("star", 15)),
            h("button", { class: "c-btn", id: "chat.details.notifications" }, icon("bell", 15), "Get notifications for @ mentions", icon("chevDown", 12)),
            h("button", { class: "c-btn", id: "chat.details.huddle", onclick: function () { closeD(); startHuddle(); } }, icon("headphones", 15), "Huddle")),
          h("div", { class: "c-det-tabs" }, tabBtns),
          panes.about, panes.members, panes.tabs, panes.integrations, panes.settings), closeD));
      }
      if (S.file) {
        var f = C.files[S.file];
        var closeF = function () { S.file = null; renderModals(); sync(); };
        modalLayer.appendChild(h("div", { class: "c-viewer", id: "chat.viewer" },
          h("div", { class: "c-viewer-top" }, avatar(f.uploader, 32),
            h("div", { class: "c-viewer-who" }, h("b", null, name(f.uploader)), h("span", null, f.date + " \u00b7 " + f.name)),
            h("span", { class: "c-fill" }),
            h("button", { class: "c-vbtn", id: "chat.viewer.download", title: "Download" }, icon("download", 18)),
            h("button", { class: "c-vbtn", id: "chat.viewer.share", title: "Share" }, icon("share", 18)),
            h("button", { class: "c-vbtn", id: "chat.viewer.more", title: "More" }, icon("dotsH", 18)),
            h("button", { class: "c-vbtn", id: "chat.viewer.close", title: "Close", onclick: closeF }, icon("close", 20))),
          h("div", { class: "c-viewer-stage" }, f.art ? h("div", { class: "c-viewer-img", html: artSvg(f.art) }) : docPage(f))));
      }
      if (S.forward) {
        var closeW = function () { S.forward = null; renderModals(); };
        modalLayer.appendChild(overlay("chat.forward", h("div", { class: "c-dialog small", id: "chat.forward", role: "dialog" },
          h("div", { class: "c-det-head" }, h("div", { class: "c-dtitle" }, "Forward this message"),
            h("button", { class: "c-dclose", id: "chat.forward.close", onclick: closeW }, icon("close", 18))),
          h("div", { class: "c-dbody" }, h("div", { class: "c-input", id: "chat.forward.to" }, "Add by name or channel"),
            h("div", { class: "c-quote" }, avatar(S.forward.author, 20), h("b", null, name(S.forward.author)), h("div", null, richText(S.forward.text)))),
          h("div", { class: "c-dfoot" }, h("button", { class: "c-btn", id: "chat.forward.cancel", onclick: closeW }, "Cancel"),
            h("button", { class: "c-btn primary", id: "chat.forward.send", "aria-disabled": "true" }, "Forward"))), closeW));
      }
    }
    function openForward(m) { S.forward = m; renderModals(); }
    function kv(k, v, id) {
      return h("div", { class: "c-kv", id: id }, h("div", { class: "c-kv-k" }, k, h("span", { class: "c-kv-edit" }, "Edit")), h("div", { class: "c-kv-v" }, v));
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

    /* ---------------------------------------------------------------- floating things: notice, toast, picker, menus */
    var popups = [];
    function renderFloating() {
      popLayer.innerHTML = "";
      if (S.notice === "notifications") {
        var closeN = function () { S.notice = null; renderFloating(); sync(); };
        popLayer.appendChild(h("div", { class: "c-notice", id: "chat.notice.notifications", role: "dialog" },
          h("div", { class: "c-notice-head" }, h("span", { class: "c-notice-ic" }, icon("bell", 18)),
            h("b", null, "Turn on desktop notifications"),
            h("button", { class: "c-dclose sm", id: "chat.notice.notifications.close", title: "Close", onclick: closeN }, icon("close", 16))),
          h("div", { class: "c-notice-s" }, "Slack needs your permission to notify you about direct messages, mentions and keywords, even when the app is in the background."),
          h("div", { class: "c-notice-btns" },
            h("button", { class: "c-btn", id: "chat.notice.notifications.later", onclick: closeN }, "Not now"),
            h("button", { class: "c-btn primary", id: "chat.notice.notifications.enable", onclick: function () { closeN(); toastMsg("Desktop notifications are on"); } }, "Turn on"))));
      }
      if (S.toast === "reminder") {
        var rem = C.reminder;
        var closeT = function () { S.toast = null; renderFloating(); sync(); };
        var at = init.toastAt || [20, 16];
        var anchor = mainBox.querySelector(".c-compose");
        var host = mainBox.getBoundingClientRect();
        var bottom = (anchor ? (host.bottom - anchor.getBoundingClientRect().top) : 120) + at[1];
        popLayer.appendChild(h("div", { class: "c-toast", id: "chat.toast.reminder", role: "status",
          style: { left: Math.round(host.left + at[0]) + "px", bottom: Math.round(window.innerHeight - host.bottom + bottom) + "px" } },
          h("span", { class: "c-toast-av" }, slackbot(32)),
          h("div", { class: "c-toast-body" },
            h("div", { class: "c-toast-h" }, h("b", null, "Slackbot"), h("span", { class: "c-time" }, "Reminder")),
            h("div", { class: "c-toast-t" }, rem.text),
            h("div", { class: "c-toast-btns" },
              h("button", { class: "c-btn sm", id: "chat.toast.reminder.complete", onclick: function () { closeT(); toastMsg("Reminder marked as complete"); } }, icon("check", 14), "Mark as complete"),
              h("button", { class: "c-btn sm", id: "chat.toast.reminder.snooze", onclick: closeT }, "Remind me in 20 min"))),
          h("button", { class: "c-dclose sm", id: "chat.toast.reminder.close", title: "Close", onclick: closeT }, icon("close", 16))));
      }
      if (flash) popLayer.appendChild(h("div", { class: "c-flash", id: "chat.flash" }, icon("check", 15), flash));
      if (pop) popLayer.appendChild(pop);
    }
    function slackbot(size) {
      return h("span", { class: "av", style: { width: size + "px", height: size + "px" },
        html: '<svg viewBox="0 0 40 40"><rect width="40" height="40" fill="#fff"/><rect x="6" y="10" width="28" height="22" rx="8" fill="#1d9bd1"/><circle cx="15" cy="20" r="3" fill="#fff"/><circle cx="25" cy="20" r="3" fill="#fff"/><path d="M15 27h10" stroke="#fff" stroke-width="2" stroke-linecap="round"/><path d="M20 10V5" stroke="#1d9bd1" stroke-width="2.5"/><circle cx="20" cy="4.5" r="2.5" fill="#ecb22e"/></svg>' });
    }
    var flash = null, flashTimer = null;
    function toastMsg(text) {
      flash = text; renderFloating();
      if (flashTimer) clearTimeout(flashTimer);
      flashTimer = setTimeout(function () { flash = null; flashTimer = null; renderFloating(); }, 2500);
    }
    var pop = null;
    function closePop() { pop = null; renderFloating(); }
    function placePop(anchor, el, w) {
      var r = anchor.getBoundingClientRect();
      var left = Math.min(Math.max(8, r.right - w), window.innerWidth - w - 8);
      var topY = r.bottom + 4;
      el.style.left = left + "px";
      el.style.width = w + "px";
      if (topY + 300 > window.innerHeight) { el.style.bottom = (window.innerHeight - r.top + 4) + "px"; }
      else el.style.top = topY + "px";
    }
    function openPicker(anchor, prefix, m) {
      var names = Object.keys(EMOJI);
      var box = h("div", { class: "c-picker", id: "chat.picker" },
        h("div", { class: "c-picker-search" }, icon("search", 15), h("span", null, "Search all emoji")),
        h("div", { class: "c-picker-h" }, "Frequently used"),
        h("div", { class: "c-picker-grid" }, names.map(function (n) {
          return h("button", { class: "c-picker-e", id: "chat.picker." + eslug(n), title: ":" + EMOJI_NAMES[n] + ":",
            onclick: function () { closePop(); addReaction(prefix, m, n); } }, emoji(n, 24));
        })));
      placePop(anchor, box, 330);
      pop = h("div", { class: "c-popwrap" }, h("div", { class: "c-popbg", id: "chat.picker.backdrop", onclick: closePop }), box);
      renderFloating();
    }
    function openMenu(anchor, kind, m) {
      var items;
      if (kind === "workspace") items = [["preferences", "Preferences"], ["invite", "Invite people to Brightline"], ["tools", "Tools & settings"], ["signout", "Sign out of Brightline"]];
      else if (kind === "channel") items = [["details", "Open channel details"], ["notifications", "Edit notifications"], ["star", "Star channel"], ["copy", "Copy link"], ["mute", "Mute channel"]];
      else items = [["unread", "Mark unread"], ["remind", "Remind me about this"], ["copy", "Copy link"], ["pin", "Pin to channel"], ["notify", "Turn off notifications for replies"]];
      var box = h("div", { class: "c-menu", id: "chat.menu" }, items.map(function (it) {
        return h("button", { class: "c-menu-i", id: "chat.menu." + it[0], onclick: function () {
          closePop();
          if (it[0] === "details") openDetails("about");
          else if (it[0] === "copy") toastMsg("Link copied to clipboard");
          else if (it[0] === "pin") toastMsg("Pinned to this conversation");
        } }, it[1]);
      }));
      placePop(anchor, box, 260);
      pop = h("div", { class: "c-popwrap" }, h("div", { class: "c-popbg", id: "chat.menu.backdrop", onclick: closePop }), box);
      renderFloating();
    }
    function openDetails(tab) { S.details = tab; renderModals(); sync(); }
    function openFile(slug) { S.file = slug; renderModals(); sync(); }

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
    renderHuddle(); renderModals(); renderFloating();
    initialScroll();
    // channel switches go to the newest message
    var baseRenderMain = renderMain;
    renderMain = function () { baseRenderMain(); if (mainScroll) mainScroll.scrollTop = mainScroll.scrollHeight; };

    if (pendingCount) {
      setTimeout(function () {
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
        sync();
      }, 4000);
    }
    if (S.threadLoading && S.thread) {
      setTimeout(function () {
        threadLoaded = true; S.threadLoading = false;
        var loader = rightBox.querySelector(".c-loading");
        if (loader) loader.remove();
        var wrap = rightBox.querySelector(".c-thread-replies");
        if (wrap) wrap.hidden = false;
        sync();
      }, 3000);
    }
    if (S.uploading) {
      var steps = [[1000, 31], [2000, 52], [3000, 70], [4000, 91]];
      steps.forEach(function (st) {
        setTimeout(function () {
          uploadPct = st[1];
          var fill = mainBox.querySelector(".c-upload-fill"), t = mainBox.querySelector(".c-upload-t");
          if (fill) fill.style.width = uploadPct + "%";
          if (t) t.textContent = "Uploading... " + uploadPct + "%";
        }, st[0]);
      });
      setTimeout(function () {
        var slug = S.uploading;
        S.uploading = null;
        var row = ctx.byId("chat.files." + slug);
        if (row) {
          var files = row.parentNode, keep = files.scrollTop;
          var fresh = renderFiles(CH[S.channel]);
          files.replaceWith(fresh);
          fresh.hidden = S.tab !== "files";
          fresh.scrollTop = keep;
        }
        toastMsg(C.files[slug].name + " uploaded");
        sync();
      }, 5000);
    }
    sync();
  },
});
