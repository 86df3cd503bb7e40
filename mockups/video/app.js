/* video: a video platform modelled on YouTube (web).
 *
 * Views: home feed (guide, chips, grid, Shorts shelf), watch page (player, description, comments,
 * recommendation rail, optional playlist panel and pre-roll ad), channel page, and simple browse
 * pages for the guide entries. Overlays: notifications panel, card/kebab menus, consent dialog,
 * Premium "mealbar" promo, sign-in prompt, draggable miniplayer, toasts.
 *
 * Initial state (ctx.state; every key optional):
 *   view           "home" (default) | "watch" | "channel" | "browse"
 *   video          watch page video slug (default "brown-butter-steak")
 *   playlist       playlist slug shown in the watch page's playlist panel (e.g. "weeknight-dinners")
 *   channel        channel slug for view "channel" (default "marisol-cooks")
 *   page           browse page slug for view "browse" (guide entry, e.g. "history", "trending")
 *   chip           selected home chip slug (default "all")
 *   ad             advertiser slug ("fernway-coffee" | "tidewell-kits") or true: pre-roll ad on the watch page
 *   adSkipMs       ms until the ad's Skip button becomes active (default 5000); the ad lasts 30 s
 *   at             "end": the watch page starts 20 s before the end; the end screen shows after endscreenMs
 *   endscreenMs    default 4000
 *   consent        true: the cookie consent dialog covers the page
 *   promo          "premium" (mealbar, bottom left) | "signin" (sign-in prompt, top right)
 *   signedIn       default true
 *   notifications  true: the notifications panel is open
 *   mini           video slug playing in the miniplayer (home/channel/browse views)
 *   miniPos        [left, top] of the miniplayer in px (default: bottom right corner)
 *   descExpanded   true: the watch page description starts expanded
 *   guideExpanded  true: the guide's subscription list starts expanded ("Show more")
 *   guideCollapsed true: the home guide shows as the narrow mini guide
 *   paused         true: the player starts paused (controls shown)
 *   theater        true: theater mode
 *   cc             true: captions on
 *   subscribed     list of extra channel slugs the user is subscribed to
 *   scrollY        initial page scroll in px
 */
(function () {
  "use strict";

  /* ------------------------------------------------------------------ icons (24x24 paths) */
  var I = {
    menu: "M21 6H3V5h18v1zm0 5H3v1h18v-1zm0 6H3v1h18v-1z",
    search: "M20.87 20.17l-5.59-5.59C16.35 13.35 17 11.75 17 10c0-3.87-3.13-7-7-7s-7 3.13-7 7 3.13 7 7 7c1.75 0 3.35-.65 4.58-1.71l5.59 5.59.7-.71zM10 16c-3.31 0-6-2.69-6-6s2.69-6 6-6 6 2.69 6 6-2.69 6-6 6z",
    mic: "M12 3c-1.66 0-3 1.37-3 3.07v5.86c0 1.7 1.34 3.07 3 3.07s3-1.37 3-3.07V6.07C15 4.37 13.66 3 12 3zm6.5 9h-1c0 3.03-2.47 5.5-5.5 5.5S6.5 15.03 6.5 12h-1c0 3.24 2.39 5.93 5.5 6.41V21h2v-2.59c3.11-.48 5.5-3.17 5.5-6.41z",
    bell: "M10 20h4c0 1.1-.9 2-2 2s-2-.9-2-2zm10-2.65V19H4v-1.65l2-1.88v-5.15C6 7.4 7.56 5.1 10 4.34v-.38c0-1.42 1.49-2.5 2.99-1.76.65.32 1.01 1.03 1.01 1.76v.39c2.44.75 4 3.06 4 5.98v5.15l2 1.87zm-1 .42l-2-1.88v-5.47c0-2.47-1.19-4.36-3.13-5.1-1.26-.53-2.64-.5-3.84.03C8.15 6.11 7 7.99 7 10.42v5.47l-2 1.88V18h14v-.23z",
    plus: "M20 12h-8v8h-1v-8H3v-1h8V3h1v8h8v1z",
    home: "M4 21V10.08l8-6.96 8 6.96V21h-6v-6h-4v6H4z",
    homeO: "M12 4.44l7 6.09V20h-4v-5c0-.55-.45-1-1-1h-4c-.55 0-1 .45-1 1v5H5v-9.47l7-6.09m0-1.32l-8 6.96V21h6v-6h4v6h6V10.08l-8-6.96z",
    subs: "M10 18v-6l5 3-5 3zm7-15H7v1h10V3zm3 3H4v1h16V6zm2 3H2v12h20V9zM3 10h18v10H3V10z",
    history: "M14.97 16.95L10 13.87V7h2v5.76l4.03 2.49-1.06 1.7zM22 12c0 5.51-4.49 10-10 10S2 17.51 2 12h1c0 4.96 4.04 9 9 9s9-4.04 9-9-4.04-9-9-9C8.81 3 5.92 4.64 4.28 7.38c-.11.18-.22.37-.31.56L3.94 8H8v1H1.96V3h1v4.74c.04-.09.07-.17.11-.25.11-.22.23-.42.35-.63C5.22 3.86 8.51 2 12 2c5.51 0 10 4.49 10 10z",
    playlists: "M22 7H2v1h20V7zm-9 5H2v-1h11v1zm0 4H2v-1h11v1zm2 3v-8l7 4-7 4z",
    yourVideos: "M10 8l6 4-6 4V8zm11-5v18H3V3h18zm-1 1H4v16h16V4z",
    clock: "M14.97 16.95L10 13.87V7h2v5.76l4.03 2.49-1.06 1.7zM12 3c-4.96 0-9 4.04-9 9s4.04 9 9 9 9-4.04 9-9-4.04-9-9-9m0-1c5.52 0 10 4.48 10 10s-4.48 10-10 10S2 17.52 2 12 6.48 2 12 2z",
    like: "M18.77 11h-4.23l1.52-4.94C16.38 5.03 15.54 4 14.38 4c-.58 0-1.14.24-1.52.65L7 11H3v10h4h1h9.43c1.06 0 1.98-.67 2.19-1.61l1.34-6C21.23 12.15 20.18 11 18.77 11zM7 20H4v-8h3v8zm12.98-6.83l-1.34 6c-.1.48-.61.83-1.21.83H8v-8.61l5.6-6.06c.19-.21.48-.33.78-.33.26 0 .5.11.63.3.07.1.15.26.09.47l-1.52 4.94-.4 1.29h5.58c.41 0 .8.17 1.03.46.13.15.26.4.19.71z",
    dislike: "M17 4h-1H6.57C5.5 4 4.59 4.67 4.38 5.61l-1.34 6C2.77 12.85 3.82 14 5.23 14h4.23l-1.52 4.94C7.62 19.97 8.46 21 9.62 21c.58 0 1.14-.24 1.52-.65L17 14h4V4h-4zm-6.6 15.67c-.19.21-.48.33-.78.33-.26 0-.5-.11-.63-.3-.07-.1-.15-.26-.09-.47l1.52-4.94.4-1.29H5.23c-.41 0-.8-.17-1.03-.46-.12-.15-.25-.4-.18-.72l1.34-6c.1-.47.61-.82 1.21-.82H16v8.61l-5.6 6.06zM20 13h-3V5h3v8z",
    share: "M15 5.63L20.66 12 15 18.37V14h-1c-3.96 0-7.14 1-9.75 3.09 1.84-4.07 5.11-6.4 9.89-7.1l.86-.13V5.63M14 3v6C6.22 10.13 3.11 15.33 2 21c2.78-3.97 6.44-6 12-6v6l8-9-8-9z",
    download: "M17 18v1H6v-1h11zm-.5-6.6l-.7-.7-3.8 3.7V4h-1v10.4l-3.8-3.7-.7.7 5 5 5-5z",
    moreH: "M7.5 12c0 .83-.67 1.5-1.5 1.5s-1.5-.67-1.5-1.5.67-1.5 1.5-1.5 1.5.67 1.5 1.5zm4.5-1.5c-.83 0-1.5.67-1.5 1.5s.67 1.5 1.5 1.5 1.5-.67 1.5-1.5-.67-1.5-1.5-1.5zm6 0c-.83 0-1.5.67-1.5 1.5s.67 1.5 1.5 1.5 1.5-.67 1.5-1.5-.67-1.5-1.5-1.5z",
    moreV: "M12 16.5c.83 0 1.5.67 1.5 1.5s-.67 1.5-1.5 1.5-1.5-.67-1.5-1.5.67-1.5 1.5-1.5zM10.5 12c0 .83.67 1.5 1.5 1.5s1.5-.67 1.5-1.5-.67-1.5-1.5-1.5-1.5.67-1.5 1.5zm0-6c0 .83.67 1.5 1.5 1.5s1.5-.67 1.5-1.5-.67-1.5-1.5-1.5-1.5.67-1.5 1.5z",
    queue: "M21 16h-7v-1h7v1zm0-5H9v1h12v-1zm0-4H3v1h18V7zm-11 8l-7-4v8l7-4z",
    close: "M12.71 12l8.15 8.15-.71.71L12 12.71l-8.15 8.15-.71-.71L11.29 12 3.15 3.85l.71-.71L12 11.29l8.15-8.15.71.71L12.71 12z",
    play: "M8 5v14l11-7z",
    pause: "M6 19h4V5H6v14zm8-14v14h4V5h-4z",
    next: "M5 18l10-6L5 6v12zM19 6h-2v12h2V6z",
    prev: "M19 6L9 12l10 6V6zM7 6H5v12h2V6z",
    volume: "M3 9v6h4l5 5V4L7 9H3zm13.5 3c0-1.77-1.02-3.29-2.5-4.03v8.05c1.48-.73 2.5-2.25 2.5-4.02zM14 3.23v2.06c2.89.86 5 3.54 5 6.71s-2.11 5.85-5 6.71v2.06c4.01-.91 7-4.49 7-8.77s-2.99-7.86-7-8.77z",
    gear: "M12 9.5c1.38 0 2.5 1.12 2.5 2.5s-1.12 2.5-2.5 2.5-2.5-1.12-2.5-2.5 1.12-2.5 2.5-2.5m0-1c-1.93 0-3.5 1.57-3.5 3.5s1.57 3.5 3.5 3.5 3.5-1.57 3.5-3.5-1.57-3.5-3.5-3.5zM13.22 3l.55 2.2.13.51.5.18c.61.23 1.19.56 1.72.98l.4.32.5-.14 2.17-.62 1.22 2.11-1.63 1.59-.37.36.08.51c.05.32.08.64.08.98s-.03.66-.08.98l-.08.51.37.36 1.63 1.59-1.22 2.11-2.17-.62-.5-.14-.4.32c-.53.43-1.11.76-1.72.98l-.5.18-.13.51-.55 2.24h-2.44l-.55-2.2-.13-.51-.5-.18c-.6-.23-1.18-.56-1.72-.99l-.4-.32-.5.14-2.17.62-1.21-2.12 1.63-1.59.37-.36-.08-.51c-.05-.32-.08-.65-.08-.98s.03-.66.08-.98l.08-.51-.37-.36L3.6 8.56l1.22-2.11 2.17.62.5.14.4-.32c.53-.44 1.11-.77 1.72-.99l.5-.18.13-.51.54-2.21h2.44M14 2h-4l-.74 2.96c-.73.27-1.4.66-2 1.14l-2.92-.83-2 3.46 2.19 2.13c-.06.37-.09.75-.09 1.14s.03.77.09 1.14l-2.19 2.13 2 3.46 2.92-.83c.6.48 1.27.87 2 1.14L10 22h4l.74-2.96c.73-.27 1.4-.66 2-1.14l2.92.83 2-3.46-2.19-2.13c.06-.37.09-.75.09-1.14s-.03-.77-.09-1.14l2.19-2.13-2-3.46-2.92.83c-.6-.48-1.27-.87-2-1.14L14 2z",
    gearF: "M19.43 12.98c.04-.32.07-.64.07-.98s-.03-.66-.07-.98l2.11-1.65c.19-.15.24-.42.12-.64l-2-3.46c-.12-.22-.39-.3-.61-.22l-2.49 1c-.52-.4-1.08-.73-1.69-.98l-.38-2.65C14.46 2.18 14.25 2 14 2h-4c-.25 0-.46.18-.49.42l-.38 2.65c-.61.25-1.17.59-1.69.98l-2.49-1c-.23-.09-.49 0-.61.22l-2 3.46c-.13.22-.07.49.12.64l2.11 1.65c-.04.32-.07.65-.07.98s.03.66.07.98l-2.11 1.65c-.19.15-.24.42-.12.64l2 3.46c.12.22.39.3.61.22l2.49-1c.52.4 1.08.73 1.69.98l.38 2.65c.03.24.24.42.49.42h4c.25 0 .46-.18.49-.42l.38-2.65c.61-.25 1.17-.59 1.69-.98l2.49 1c.23.09.49 0 .61-.22l2-3.46c.12-.22.07-.49-.12-.64l-2.11-1.65zM12 15.5c-1.93 0-3.5-1.57-3.5-3.5s1.57-3.5 3.5-3.5 3.5 1.57 3.5 3.5-1.57 3.5-3.5 3.5z",
    cc: "M19 4H5c-1.11 0-2 .9-2 2v12c0 1.1.89 2 2 2h14c1.1 0 2-.9 2-2V6c0-1.1-.9-2-2-2zm-8 7H9.5v-.5h-2v3h2V13H11v1c0 .55-.45 1-1 1H7c-.55 0-1-.45-1-1v-4c0-.55.45-1 1-1h3c.55 0 1 .45 1 1v1zm7 0h-1.5v-.5h-2v3h2V13H18v1c0 .55-.45 1-1 1h-3c-.55 0-1-.45-1-1v-4c0-.55.45-1 1-1h3c.55 0 1 .45 1 1v1z",
    miniplayer: "M21 3H3c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h18c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2zm0 16H3V5h18v14zm-2-8h-8v6h8v-6z",
    theater: "M19 7H5c-1.1 0-2 .9-2 2v6c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V9c0-1.1-.9-2-2-2zm0 8H5V9h14v6z",
    fullscreen: "M7 14H5v5h5v-2H7v-3zm-2-4h2V7h3V5H5v5zm12 7h-3v2h5v-5h-2v3zM14 5v2h3v3h2V5h-5z",
    expand: "M19 19H5V5h7V3H5c-1.11 0-2 .9-2 2v14c0 1.1.89 2 2 2h14c1.1 0 2-.9 2-2v-7h-2v7zM14 3v2h3.59l-9.83 9.83 1.41 1.41L19 6.41V10h2V3h-7z",
    chevR: "M9.4 18.4l-.7-.7 5.6-5.6-5.7-5.7.7-.7 6.4 6.4-6.3 6.3z",
    chevL: "M14.6 18.4L8.3 12l6.4-6.4.7.7-5.7 5.7 5.6 5.6-.7.8z",
    chevD: "M12 15.7L5.6 9.4l.7-.7 5.6 5.6 5.6-5.6.7.7z",
    chevU: "M18.4 14.6L12 8.3l-6.4 6.3.8.8L12 9.7l5.6 5.7z",
    verified: "M12 2C6.5 2 2 6.5 2 12s4.5 10 10 10 10-4.5 10-10S17.5 2 12 2zM9.8 17.3l-4.2-4.1L7 11.8l2.8 2.7L17 7.4l1.4 1.4-8.6 8.5z",
    sort: "M21 6H3V5h18v1zm-6 5H3v1h12v-1zm-6 6H3v1h6v-1z",
    trending: "M19 3.87v9.77C19 17.7 15.86 21 12 21s-7-3.3-7-7.37v-.13c0-1.06.22-2.13.62-3.09.5-1.19 1.29-2.21 2.21-3.03.67-.6 1.32-1.23 1.87-1.94.29-.38.55-.78.79-1.19.17-.3.32-.6.46-.92.13-.28.26-.56.36-.86-.01.02.03.02.04.03.54.42 1.1.81 1.62 1.26.72.62 1.32 1.36 1.88 2.13.26.36.51.73.74 1.11.34-.71.53-1.51.53-2.32L19 3.87zM12 20c.88 0 1.6-.74 1.6-1.65 0-.44-.18-.87-.49-1.18L12 16.05l-1.12 1.14c-.31.31-.49.74-.49 1.18C10.4 19.26 11.12 20 12 20z",
    bag: "M18 6h-2c0-2.21-1.79-4-4-4S8 3.79 8 6H6c-1.1 0-2 .9-2 2v12c0 1.1.9 2 2 2h12c1.1 0 2-.9 2-2V8c0-1.1-.9-2-2-2zm-6-3c1.66 0 3 1.34 3 3H9c0-1.66 1.34-3 3-3zm7 17c0 .55-.45 1-1 1H6c-.55 0-1-.45-1-1V8c0-.55.45-1 1-1h12c.55 0 1 .45 1 1v12z",
    music: "M12 4v9.38C11.27 12.54 10.2 12 9 12c-2.21 0-4 1.79-4 4s1.79 4 4 4 4-1.79 4-4V8h6V4h-7zM9 19c-1.66 0-3-1.34-3-3s1.34-3 3-3 3 1.34 3 3-1.34 3-3 3zm9-12h-5V5h5v2z",
    film: "M22 6v14H2V6h2.7l-1.1-2.2L4.5 3.4 6 6.4V6h3.7l-1.1-2.2 .9-.4L11 6.4V6h3.7l-1.1-2.2.9-.4L16 6.4V6H22zM3 7v12h18V7H3z",
    live: "M14 12c0 1.1-.9 2-2 2s-2-.9-2-2 .9-2 2-2 2 .9 2 2zM8.48 8.45l-.71-.7C6.68 8.83 6 10.34 6 12s.68 3.17 1.77 4.25l.71-.71C7.57 14.64 7 13.39 7 12s.57-2.64 1.48-3.55zm7.75-.7l-.71.71c.91.9 1.48 2.15 1.48 3.54s-.57 2.64-1.48 3.55l.71.71C17.32 15.17 18 13.66 18 12s-.68-3.17-1.77-4.25zM5.65 5.63l-.7-.71C3.13 6.73 2 9.24 2 12s1.13 5.27 2.95 7.08l.71-.71C4.02 16.74 3 14.49 3 12s1.02-4.74 2.65-6.37zm13.4-.71l-.71.71C19.98 7.26 21 9.51 21 12s-1.02 4.74-2.65 6.37l.71.71C20.87 17.27 22 14.76 22 12s-1.13-5.27-2.95-7.08z",
    game: "M10 12H8v2H6v-2H4v-2h2V8h2v2h2v2zm7 .5c0-.83-.67-1.5-1.5-1.5s-1.5.67-1.5 1.5.67 1.5 1.5 1.5 1.5-.67 1.5-1.5zm3-3c0-.83-.67-1.5-1.5-1.5S17 8.67 17 9.5s.67 1.5 1.5 1.5 1.5-.67 1.5-1.5zm-3.03-4.35l-4.5 2.53-.49.27-.49-.27-4.5-2.53L3 7.39v11.38l5.74-3.22 3.26 1.83 3.26-1.83L21 18.77V7.39l-4.03-2.24M17 4l5 2.8v13.67l-6.74-3.78-3.26 1.84-3.26-1.83L2 20.47V6.8L7 4l5 2.8L17 4z",
    news: "M11 11v6H7v-6h4m1-1H6v8h6v-8zM3 3.03V21h14l4-4V3.03M20 4v11.99l-.01.01H16v3.99l-.01.01H4V4h16zm-2 4H6V6h12v2zm0 7h-5v-2h5v2zm0-3h-5v-2h5v2z",
    trophy: "M16 6V3H8v3H4v3c0 2.1 1.6 3.8 3.7 4 .6 1.6 2 2.8 3.8 3v2.1c-1.2.2-2 1.2-2 2.4V22h5v-.5c0-1.2-.8-2.2-2-2.4V16c1.7-.2 3.2-1.4 3.8-3 2-.2 3.7-1.9 3.7-4V6h-4zM5 9V7h3v5c-1.7-.2-3-1.5-3-3zm10 2c0 1.7-1.3 3-3 3s-3-1.3-3-3V4h6v7zm4-2c0 1.5-1.3 2.8-3 3V7h3v2z",
    bulb: "M16 21h-2.28c-.35.6-.98 1-1.72 1s-1.38-.4-1.72-1H8v-1h8v1zm2-11c0 2.96-1.61 5.04-3.16 6.27-.49.39-.84.96-.84 1.62V19h-4v-1.11c0-.66-.35-1.23-.84-1.62C7.61 15.04 6 12.96 6 10c0-3.31 2.69-6 6-6s6 2.69 6 6zm-1 0c0-2.76-2.24-5-5-5s-5 2.24-5 5c0 2.44 1.33 4.18 2.78 5.48.73.58 1.22 1.44 1.22 2.41V18h2v-.11c0-.97.49-1.83 1.22-2.41C15.67 14.18 17 12.44 17 10z",
    hanger: "M12.5 6.44v-.5C13.36 5.71 14 4.93 14 4c0-1.1-.9-2-2-2s-2 .9-2 2h1c0-.55.45-1 1-1s1 .45 1 1-.45 1-1 1h-.5v1.44L4 13h2v6h1v2h1v-2h2v3h1v-3h2v2h1v-2h2v3h1v-3h2v-6h2l-8.5-6.56zM6.66 12 12 7.8l5.34 4.2H6.66z",
    podcast: "M13 8c0 .55-.45 1-1 1s-1-.45-1-1 .45-1 1-1 1 .45 1 1zm-1 3c-.55 0-1 .45-1 1v8h2v-8c0-.55-.45-1-1-1zm7-3c0-3.86-3.14-7-7-7S5 4.14 5 8c0 2.39 1.2 4.49 3.03 5.76l.59-.81C7.05 11.86 6 10.06 6 8c0-3.31 2.69-6 6-6s6 2.69 6 6c0 2.06-1.05 3.86-2.62 4.95l.59.81C17.8 12.49 19 10.39 19 8zm-3 0c0-2.21-1.79-4-4-4S8 5.79 8 8c0 1.38.7 2.6 1.77 3.32l.59-.81C9.55 9.96 9 9.04 9 8c0-1.66 1.34-3 3-3s3 1.34 3 3c0 1.04-.55 1.96-1.36 2.51l.59.81C15.3 10.6 16 9.38 16 8z",
    flag: "M13.18 4l.24 1.2.16.8H19v7h-5.18l-.24-1.2-.16-.8H6V4h7.18M14 3H5v18h1v-9h6.6l.4 2h7V5h-5.6L14 3z",
    help: "M15.36 9.96c0 1.09-.67 1.67-1.31 2.24-.53.47-1.03.9-1.16 1.6l-.04.2H11.1l.03-.28c.14-1.17.8-1.76 1.47-2.27.52-.4 1.01-.77 1.01-1.49 0-.51-.23-.97-.63-1.29-.4-.31-.92-.42-1.42-.29-.59.15-1.05.67-1.19 1.34l-.05.28H8.57l.06-.42c.2-1.4 1.15-2.53 2.42-2.87 1.09-.29 2.15-.02 2.96.74.88.85 1.35 1.59 1.35 2.51zM12 18c.55 0 1-.45 1-1s-.45-1-1-1-1 .45-1 1 .45 1 1 1zm0-15c-4.96 0-9 4.04-9 9s4.04 9 9 9 9-4.04 9-9-4.04-9-9-9m0-1c5.52 0 10 4.48 10 10s-4.48 10-10 10S2 17.52 2 12 6.48 2 12 2z",
    feedback: "M13 14h-2v-2h2v2zm0-9h-2v6h2V5zm6-2H5v16.59l3.29-3.29.3-.3H19V3m1-1v15H9l-5 5V2h16z",
    scissors: "M8 7c0 .55-.45 1-1 1s-1-.45-1-1 .45-1 1-1 1 .45 1 1zm-1 9c-.55 0-1 .45-1 1s.45 1 1 1 1-.45 1-1-.45-1-1-1zm3.79-7.77L21 18.44V20h-3.27l-5.76-5.76-1.27 1.27c.19.46.3.96.3 1.49 0 2.21-1.79 4-4 4s-4-1.79-4-4 1.79-4 4-4c.42 0 .81.08 1.19.2l1.37-1.37-1.11-1.12C8 10.89 7.51 11 7 11c-2.21 0-4-1.79-4-4s1.79-4 4-4 4 1.79 4 4c0 .43-.09.84-.21 1.23zm-.71.71l-.43-.44.19-.58c.11-.31.16-.62.16-.92 0-1.65-1.35-3-3-3S4 5.35 4 7s1.35 3 3 3c.36 0 .73-.07 1.09-.21l.61-.24.46.46 1.11 1.11.71.71-.71.71-1.37 1.37-.43.43-.58-.18C7.55 14.05 7.27 14 7 14c-1.65 0-3 1.35-3 3s1.35 3 3 3 3-1.35 3-3c0-.38-.07-.75-.22-1.12l-.25-.61.47-.47 1.27-1.27.71-.71.71.71L18.15 19H20v-.15l-9.92-9.91z",
    save: "M22 13h-4v4h-2v-4h-4v-2h4V7h2v4h4v2zm-8-6H2v1h12V7zM2 12h8v-1H2v1zm0 4h8v-1H2v1z",
    thanks: "M16.25 5.5h-8.5L4 9.69l8 8.97 8-8.97-3.75-4.19zm-.44 1 2.55 2.85-2.36.4-1.07-3.25h.88zm-2.04 0 1.05 3.19-2.82.48-2.82-.48 1.05-3.19h3.54zm-6.6 0h.9l-1.07 3.25-2.36-.4L7.17 6.5zM5.6 10.4l2.54.43 1.54 4.78L5.6 10.4zm6.4 6.42-2.3-7.07L12 10.14l2.3-.39-2.3 7.07zm2.32-1.21 1.54-4.78 2.54-.43-4.08 5.21z",
    transcript: "M5 7h14v1H5V7zm0 4h14v1H5v-1zm0 4h9v1H5v-1zM2 3v18h20V3H2zm19 17H3V4h18v16z",
    block: "M12 3c-4.96 0-9 4.04-9 9s4.04 9 9 9 9-4.04 9-9-4.04-9-9-9zm0 1c1.94 0 3.71.7 5.09 1.85L5.85 17.09C4.7 15.71 4 13.94 4 12c0-4.41 3.59-8 8-8zm0 16c-1.94 0-3.71-.7-5.09-1.85L18.15 6.91C19.3 8.29 20 10.06 20 12c0 4.41-3.59 8-8 8z",
    minus: "M12 3c-4.96 0-9 4.04-9 9s4.04 9 9 9 9-4.04 9-9-4.04-9-9-9m0-1c5.52 0 10 4.48 10 10s-4.48 10-10 10S2 17.52 2 12 6.48 2 12 2zm7 11H5v-2h14v2z",
    person: "M12 2.5c-5.25 0-9.5 4.25-9.5 9.5s4.25 9.5 9.5 9.5 9.5-4.25 9.5-9.5-4.25-9.5-9.5-9.5zm0 1c4.69 0 8.5 3.81 8.5 8.5 0 1.9-.63 3.65-1.69 5.07-.94-1.24-3.61-2.57-6.81-2.57s-5.87 1.33-6.81 2.57A8.43 8.43 0 013.5 12c0-4.69 3.81-8.5 8.5-8.5zM12 7c-1.93 0-3.5 1.57-3.5 3.5S10.07 14 12 14s3.5-1.57 3.5-3.5S13.93 7 12 7z",
    pin: "M16 11V3h1V2H7v1h1v8l-2 2v2h5v6l1 1 1-1v-6h5v-2l-2-2zm1 3H7v-.59l1.71-1.71.29-.29V3h6v8.41l.29.29L17 13.41V14z",
    heart: "M12 21.35l-1.45-1.32C5.4 15.36 2 12.28 2 8.5 2 5.42 4.42 3 7.5 3c1.74 0 3.41.81 4.5 2.09C13.09 3.81 14.76 3 16.5 3 19.58 3 22 5.42 22 8.5c0 3.78-3.4 6.86-8.55 11.54L12 21.35z",
    loop: "M21 13h1v5L3.93 18.03l2.62 2.62-.71.71L2 17.5l3.85-3.85.71.71-2.67 2.67L21 17v-4zM3 7l17.12-.03-2.67 2.67.71.71L22 6.5l-3.85-3.85-.71.71 2.62 2.62L2 6v5h1V7z",
    shuffle: "M18.15 13.65l3.85 3.85-3.85 3.85-.71-.71L20.09 18H19c-2.84 0-5.53-1.23-7.39-3.38l.76-.65C14.03 15.89 16.45 17 19 17h1.09l-2.65-2.65.71-.7zM19 7h1.09l-2.65 2.65.71.71L22 6.5l-3.85-3.85-.71.71L20.09 6H19c-3.58 0-6.86 1.95-8.57 5.09l-.73 1.34C8.16 15.25 5.21 17 2 17v1c3.58 0 6.86-1.95 8.57-5.09l.73-1.34C12.84 8.75 15.79 7 19 7zM8.59 9.98l.75-.66C7.49 7.21 4.81 6 2 6v1c2.52 0 4.92 1.09 6.59 2.98z",
    bellOn: "M21.5 9h-2c0-2.45-1.17-4.6-2.97-5.95l1.24-1.57C20.03 3.22 21.5 5.93 21.5 9zM6.23 1.48 4.99 3.05C3.17 4.39 2 6.55 2 9h2c0-1.85.88-3.5 2.23-4.52L6.23 1.48zM10 20h4c0 1.1-.9 2-2 2s-2-.9-2-2zm10-2.65V19H4v-1.65l2-1.88v-5.15C6 7.4 7.56 5.1 10 4.34v-.38c0-1.42 1.49-2.5 2.99-1.76.65.32 1.01 1.03 1.01 1.76v.39c2.44.75 4 3.06 4 5.98v5.15l2 1.87z",
    signout: "M20 3v18H8v-1h11V4H8V3h12zm-8.9 12.1.7.7 4.4-4.4L11.8 7l-.7.7 3.1 3.1H3v1h11.3l-3.2 3.3z",
    keyboard: "M16 16H8v-2h8v2zm0-5h-2v2h2v-2zm3 0h-2v2h2v-2zm-6 0h-2v2h2v-2zm-3 0H8v2h2v-2zm-3 0H5v2h2v-2zm9-3h-2v2h2V8zm3 0h-2v2h2V8zm-6 0h-2v2h2V8zm-3 0H8v2h2V8zM7 8H5v2h2V8zm15-3v14H2V5h20zm-1 1H3v12h18V6z",
    moon: "M14.53 16.8c-4.14 0-7.5-3.36-7.5-7.5 0-1.63.53-3.14 1.42-4.37C5.71 6.03 3.77 8.78 3.77 12c0 4.27 3.46 7.73 7.73 7.73 3.22 0 5.97-1.94 7.07-4.68-1.23.89-2.74 1.42-4.37 1.42zm-3.03 3.93C6.68 20.73 2.77 16.82 2.77 12c0-4.2 2.97-7.7 6.92-8.53l1.15-.24-.69.95C9.27 5.28 8.03 7.1 8.03 9.3c0 3.59 2.91 6.5 6.5 6.5 2.2 0 4.02-1.24 5.12-3.12l.95-.69-.24 1.15c-.83 3.95-4.33 6.92-8.53 6.92z",
    shield: "M12 2 4 5v6.09c0 5.05 3.41 9.76 8 10.91 4.59-1.15 8-5.86 8-10.91V5l-8-3zm7 9.09c0 4.08-2.67 7.98-7 9.87-4.33-1.89-7-5.79-7-9.87V5.69l7-2.62 7 2.62v5.4z",
    replay: "M12 5V1L7 6l5 5V7c3.31 0 6 2.69 6 6s-2.69 6-6 6-6-2.69-6-6H4c0 4.42 3.58 8 8 8s8-3.58 8-8-3.58-8-8-8z",
    emoji: "M15.83 15c-.7 1.5-2.1 2.5-3.83 2.5s-3.13-1-3.83-2.5h7.66zM9 8.5c.83 0 1.5.67 1.5 1.5s-.67 1.5-1.5 1.5-1.5-.67-1.5-1.5.67-1.5 1.5-1.5zm6 0c.83 0 1.5.67 1.5 1.5s-.67 1.5-1.5 1.5-1.5-.67-1.5-1.5.67-1.5 1.5-1.5zM12 3c-4.97 0-9 4.03-9 9s4.03 9 9 9 9-4.03 9-9-4.03-9-9-9m0-1c5.52 0 10 4.48 10 10s-4.48 10-10 10S2 17.52 2 12 6.48 2 12 2z",
    link: "M8 13h8v-1H8v1zm3 3H7c-2.21 0-4-1.79-4-4s1.79-4 4-4h4V7H7c-2.76 0-5 2.24-5 5s2.24 5 5 5h4v-1zm2-9v1h4c2.21 0 4 1.79 4 4s-1.79 4-4 4h-4v1h4c2.76 0 5-2.24 5-5s-2.24-5-5-5h-4z",
    check: "M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4L9 16.2z",
    lock: "M17 8V6.63C17 4.08 14.76 2 12 2S7 4.08 7 6.63V8H4v14h16V8h-3zM8 6.63C8 4.63 9.79 3 12 3s4 1.63 4 3.63V8H8V6.63zM19 21H5V9h14v12zm-7-7c-.55 0-1 .45-1 1s.45 1 1 1 1-.45 1-1-.45-1-1-1z",
  };

  function svgIcon(name, cls) {
    return '<svg class="ico ' + (cls || "") + '" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true"><path d="' + I[name] + '"/></svg>';
  }

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
      var s = '<defs>' + radial(id + "l", "#fff3bf", "#fff3bf") + '</defs>';
      s += '<ellipse cx="150" cy="60" rx="160" ry="90" fill="url(#' + id + 'l)" opacity=".25"/>';
      s += '<rect x="30" y="96" width="220" height="84" rx="14" fill="#8d5a34"/><rect x="30" y="96" width="220" height="84" rx="14" fill="none" stroke="#6b4226" stroke-width="3"/>';
      for (var i = 0; i < 5; i++) s += '<path d="M' + (44 + i * 40) + ' 104 q 10 30 0 70" stroke="#7a4a2a" stroke-width="1.5" fill="none" opacity=".6"/>';
      for (var k = 0; k < 5; k++) {
        var x = 62 + k * 34;
        s += '<path d="M' + x + ' 112 l30 -6 l6 50 l-30 6z" fill="#4a2412"/><path d="M' + (x + 5) + ' 116 l20 -4 l4 40 l-20 4z" fill="#c8505a"/><path d="M' + (x + 9) + ' 120 l12 -2 l3 30 l-12 2z" fill="#e07a80"/>';
      }
      s += '<ellipse cx="226" cy="128" rx="9" ry="7" fill="#f8f0dc"/><ellipse cx="238" cy="140" rx="8" ry="6" fill="#efe4c6"/>';
      s += '<path d="M40 150 q30 -20 60 -4" stroke="#5c940d" stroke-width="3" fill="none"/><path d="M52 142 l-6 -6 M64 140 l-3 -8 M78 141 l0 -8" stroke="#5c940d" stroke-width="2"/>';
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

  function face(skin, r) {
    var hair = ["#2b1d14", "#4a2f1b", "#111", "#8d5524", "#c9a36b"][Math.floor(r() * 5)];
    var shirt = ["#1c7ed6", "#e03131", "#2f9e44", "#f8f9fa", "#212529", "#f59f00"][Math.floor(r() * 6)];
    var g = '<g transform="translate(238 34)">';
    var body = '<path d="M-46 150 q4 -52 46 -56 q42 4 46 56z" fill="' + shirt + '"/><rect x="-9" y="74" width="18" height="20" fill="' + skin + '"/>' +
      '<ellipse cx="0" cy="46" rx="30" ry="36" fill="' + skin + '"/><path d="M-31 40 q-2 -40 31 -42 q34 2 31 40 q-8 -22 -31 -24 q-22 2 -31 26z" fill="' + hair + '"/>';
    g += '<g stroke="#fff" stroke-width="7" stroke-linejoin="round">' + body.replace(/fill="[^"]*"/g, 'fill="#fff"') + '</g>' + body;
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
    if (a.face) s += face(a.face, r);
    if (withCaption && a.caption) {
      var big = a.caption.length > 9 ? 30 : 40;
      var x = a.face ? 14 : 160, anchor = a.face ? "start" : "middle";
      var y = a.face ? 48 : (a.scene === "aurora" || a.scene === "mountains" || a.scene === "space" || a.scene === "moon" ? 44 : 40);
      s += '<text x="' + x + '" y="' + y + '" text-anchor="' + anchor + '" class="cap" font-size="' + big + '" fill="#fff" stroke="#000" stroke-width="5" paint-order="stroke" stroke-linejoin="round">' + esc(a.caption) + '</text>';
      if (a.caption2) s += '<text x="' + x + '" y="' + (y + big + 2) + '" text-anchor="' + anchor + '" class="cap" font-size="' + big + '" fill="' + a.accent + '" stroke="#000" stroke-width="5" paint-order="stroke" stroke-linejoin="round">' + esc(a.caption2) + '</text>';
    }
    return s + "</svg>";
  }

  /*__APP__*/
})();
