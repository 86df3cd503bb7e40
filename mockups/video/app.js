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
      var h = ctx.h, C = ctx.content, st = ctx.state || {};
      var V = C.videos, CH = C.channels;

      var S = {
        view: st.view || "home",
        video: V[st.video] ? st.video : "brown-butter-steak",
        playlist: C.playlists[st.playlist] ? st.playlist : null,
        channel: CH[st.channel] ? st.channel : "marisol-cooks",
        page: st.page || "history",
        chip: st.chip || "all",
        ad: st.ad ? (C.ads[st.ad] ? st.ad : "fernway-coffee") : null,
        adSkipMs: typeof st.adSkipMs === "number" ? st.adSkipMs : 5000,
        at: st.at === "end" ? "end" : null,
        endscreenMs: typeof st.endscreenMs === "number" ? st.endscreenMs : 4000,
        consent: !!st.consent,
        promo: st.promo === "premium" || st.promo === "signin" ? st.promo : null,
        signedIn: st.signedIn !== false,
        notifications: !!st.notifications,
        mini: V[st.mini] ? st.mini : null,
        miniPos: Array.isArray(st.miniPos) ? st.miniPos : null,
        descExpanded: !!st.descExpanded,
        guideExpanded: !!st.guideExpanded,
        guideCollapsed: !!st.guideCollapsed,
        paused: !!st.paused,
        theater: !!st.theater,
        cc: !!st.cc,
        drawer: false,
        transcript: false,
        sort: "top",
        channelTab: "home",
      };
      var subscribed = {};
      C.subscriptions.forEach(function (s) { subscribed[s] = true; });
      (st.subscribed || []).forEach(function (s) { subscribed[s] = true; });
      var watchLater = C.watchLater.slice(), queue = [], removed = {}, liked = {}, likedComments = {};
      var timers = [];      // timers owned by the current watch page (cleared on navigation)
      var popup = null;     // the open dropdown/menu: {el, trigger}

      function sync() {
        ctx.setState({
          view: S.view, video: S.video, playlist: S.playlist, channel: S.channel, page: S.page, chip: S.chip,
          ad: S.ad, at: S.at, consent: S.consent, promo: S.promo, signedIn: S.signedIn,
          notifications: S.notifications, mini: S.mini, descExpanded: S.descExpanded,
          guideExpanded: S.guideExpanded, guideCollapsed: S.guideCollapsed, paused: S.paused,
          theater: S.theater, cc: S.cc, drawer: S.drawer, transcript: S.transcript, sort: S.sort,
          channelTab: S.channelTab,
          subscribed: Object.keys(subscribed).filter(function (k) { return subscribed[k]; }).sort(),
          watchLater: watchLater.slice(), queue: queue.slice(),
        });
      }

      /* ------------------------------------------------------------ small builders */
      function icon(name, cls) { return h("span", { class: "icon " + (cls || ""), html: svgIcon(name) }); }
      function art(spec, key, caption) { return h("div", { class: "art-wrap", html: thumbSVG(spec, key, caption !== false) }); }
      function avatar(chSlug, size, id, extra) {
        var c = CH[chSlug];
        return h("span", {
          class: "avatar " + (extra || ""), id: id || null,
          style: { width: size + "px", height: size + "px", background: c.color, fontSize: Math.round(size * 0.42) + "px" },
        }, c.initials);
      }
      function personAvatar(initials, color, size, id) {
        return h("span", { class: "avatar", id: id || null, style: { width: size + "px", height: size + "px", background: color, fontSize: Math.round(size * 0.45) + "px" } }, initials);
      }
      function userAvatar(size, id) { return personAvatar(C.user.initials, C.user.color, size, id); }
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
            '<text x="30.5" y="16.6" font-family="Liberation Sans Narrow, Liberation Sans, sans-serif" font-weight="700" font-size="20.5" letter-spacing="-0.6" fill="#0f0f0f">YouTube</text></svg><span class="cc-code">GB</span>' });
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
      var dialogLayer = h("div", { class: "layer dialog-layer" });
      var consentLayer = h("div", { class: "layer consent-layer" });
      var pageLayer = h("div", { class: "layer page-layer" });   // menus/dialogs that belong to the current page (built hidden)
      var toastLayer = h("div", { class: "layer toast-layer" });
      [drawerLayer, miniLayer, promoLayer, pageLayer, popupLayer, dialogLayer, consentLayer, toastLayer].forEach(function (l) { layers.appendChild(l); });

      /* ------------------------------------------------------------ popups & toasts */
      function closePopup() {
        if (!popup) return;
        var p = popup; popup = null;
        if (p.el.classList.contains("persistent")) p.el.style.display = "none";
        else if (p.el.parentNode) p.el.parentNode.removeChild(p.el);
        if (p.trigger) p.trigger.classList.remove("open");
        if (p.onClose) p.onClose();
      }
      function openPopup(el, trigger, anchor, opts) {
        closePopup();
        opts = opts || {};
        if (!el.parentNode) popupLayer.appendChild(el);
        el.style.display = "";
        var r = anchor.getBoundingClientRect();
        var w = el.offsetWidth, hgt = el.offsetHeight;
        var left = opts.alignRight ? r.right - w : r.left;
        var top = opts.above ? r.top - hgt - 4 : r.bottom + 4;
        if (left + w > window.innerWidth - 16) left = Math.max(8, r.right - w);
        if (top + hgt > window.innerHeight - 8) top = Math.max(8, r.top - hgt - 4);
        el.style.left = Math.round(left) + "px"; el.style.top = Math.round(top) + "px";
        popup = { el: el, trigger: trigger, onClose: opts.onClose };
        if (trigger) trigger.classList.add("open");
      }
      document.addEventListener("click", function (e) {
        if (!popup) return;
        if (popup.el.contains(e.target) || (popup.trigger && popup.trigger.contains(e.target))) return;
        closePopup();
      }, true);
      window.addEventListener("scroll", function () { if (popup && !popup.sticky) closePopup(); }, { passive: true });

      function toast(text, undo) {
        clear(toastLayer);
        var t = h("div", { class: "toast", id: "video.toast" }, h("span", null, text),
          undo ? h("button", { class: "toast-btn", id: "video.toast.undo", onclick: stop(function () { undo(); clear(toastLayer); }) }, "Undo") : null);
        toastLayer.appendChild(t);
        setTimeout(function () { if (t.parentNode) t.parentNode.removeChild(t); }, 4000);
      }

      function menu(items, cls) {
        var m = h("div", { class: "menu " + (cls || "") });
        items.forEach(function (it) {
          if (it === "-") { m.appendChild(h("div", { class: "menu-sep" })); return; }
          m.appendChild(h("button", { class: "menu-item", id: it.id, onclick: stop(function () { closePopup(); it.action && it.action(); }) },
            it.icon ? icon(it.icon) : null, h("span", null, it.label)));
        });
        return m;
      }

      function videoMenu(slug, prefix, trigger) {
        var v = V[slug];
        return menu([
          { id: prefix + ".menu.queue", icon: "queue", label: "Add to queue", action: function () { addQueue(slug); } },
          { id: prefix + ".menu.watch-later", icon: "clock", label: "Save to Watch later", action: function () { addWatchLater(slug); } },
          { id: prefix + ".menu.save", icon: "save", label: "Save to playlist", action: function () { openSaveDialog(slug); } },
          { id: prefix + ".menu.download", icon: "download", label: "Download", action: function () { toast("Downloads are available with YouTube Premium"); } },
          { id: prefix + ".menu.share", icon: "share", label: "Share", action: function () { openShareDialog(slug); } },
          "-",
          { id: prefix + ".menu.not-interested", icon: "block", label: "Not interested", action: function () { removed[slug] = "video"; renderMain(true); toast("Video removed", function () { delete removed[slug]; renderMain(true); }); } },
          { id: prefix + ".menu.dont-recommend", icon: "minus", label: "Don't recommend channel", action: function () { removed[slug] = "channel"; renderMain(true); toast("We won't recommend " + CH[v.channel].name + " to you again", function () { delete removed[slug]; renderMain(true); }); } },
          { id: prefix + ".menu.report", icon: "flag", label: "Report", action: function () { toast("Thanks for reporting"); } },
        ]);
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
      function clearTimers() { timers.forEach(clearTimeout); timers = []; }
      function navigate(patch) {
        closePopup();
        clearTimers();
        var prevView = S.view;
        Object.assign(S, { ad: null, at: null, descExpanded: false, notifications: false, drawer: false, transcript: false, sort: "top", channelTab: "home" }, patch);
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
            else { S.guideCollapsed = !S.guideCollapsed; renderGuide(); renderMain(true); }
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
        if (S.signedIn) {
          var unread = C.notifications.filter(function (n) { return n.unread; }).length;
          var bell = h("button", { class: "icon-btn bell", id: "video.notifications", title: "Notifications", onclick: stop(function () { toggleNotifications(); }) },
            icon("bell"), h("span", { class: "bell-badge" }, unread > 9 ? "9+" : String(unread)));
          var av = h("button", { class: "avatar-btn", id: "video.account", title: "Account", onclick: stop(function () { openAccountMenu(av); }) }, userAvatar(32));
          end = h("div", { class: "tb-end" },
            h("button", { class: "create-btn", id: "video.create", onclick: stop(function () { toast("Creating is available in YouTube Studio"); }) }, icon("plus"), h("span", null, "Create")),
            bell, av);
        } else {
          end = h("div", { class: "tb-end" },
            h("button", { class: "icon-btn", id: "video.settings-menu", title: "Settings" }, icon("moreV")),
            h("button", { class: "signin-btn", id: "video.signin", onclick: stop(function () { S.signedIn = true; S.promo = null; renderAll(); sync(); }) }, icon("person"), h("span", null, "Sign in")));
        }
        topbar.appendChild(start); topbar.appendChild(center); topbar.appendChild(end);
      }

      function openAccountMenu(trigger) {
        if (popup && popup.trigger === trigger) { closePopup(); return; }
        var u = C.user;
        var m = h("div", { class: "menu account-menu", id: "video.account.menu" },
          h("div", { class: "acct-head" }, userAvatar(40),
            h("div", null, h("div", { class: "acct-name" }, u.name), h("div", { class: "acct-handle" }, u.handle),
              h("a", { class: "link", id: "video.account.channel", onclick: stop(function () { closePopup(); openPage("your-videos"); }) }, "View your channel"))));
        var groups = [
          [["google-account", "person", "Google Account"], ["switch-account", "person", "Switch account"], ["sign-out", "signout", "Sign out"]],
          [["studio", "yourVideos", "YouTube Studio"], ["purchases", "bag", "Purchases and memberships"]],
          [["your-data", "shield", "Your data in YouTube"], ["appearance", "moon", "Appearance: Device theme"], ["language", "news", "Language: English"], ["restricted", "lock", "Restricted Mode: Off"], ["location", "trending", "Location: United Kingdom"], ["shortcuts", "keyboard", "Keyboard shortcuts"]],
          [["settings", "gear", "Settings"]],
          [["help", "help", "Help"], ["feedback", "feedback", "Send feedback"]],
        ];
        groups.forEach(function (g) {
          m.appendChild(h("div", { class: "menu-sep" }));
          g.forEach(function (it) {
            m.appendChild(h("button", { class: "menu-item", id: "video.account." + it[0], onclick: stop(function () {
              closePopup();
              if (it[0] === "sign-out") { S.signedIn = false; renderAll(); sync(); }
              else if (it[0] === "settings" || it[0] === "help" || it[0] === "feedback" || it[0] === "studio") openPage(it[0]);
            }) }, icon(it[1]), h("span", null, it[2]), it[2].indexOf(":") > 0 || it[0] === "switch-account" ? icon("chevR", "menu-chev") : null));
          });
        });
        openPopup(m, trigger, trigger, { alignRight: true });
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
        if (!S.signedIn) return;
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
        if (S.signedIn) {
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
            if (si >= 7 && !S.guideExpanded) item.style.display = "none";
          });
          if (subsList.length > 7) {
            subsSec.appendChild(S.guideExpanded
              ? h("a", { class: "g-item", id: "video.guide.show-fewer", onclick: stop(function () { S.guideExpanded = false; renderGuide(); sync(); }) }, icon("chevU"), h("span", { class: "g-label" }, "Show fewer"))
              : h("a", { class: "g-item", id: "video.guide.show-more", onclick: stop(function () { S.guideExpanded = true; renderGuide(); sync(); }) }, icon("chevD"), h("span", { class: "g-label" }, "Show " + (subsList.length - 7) + " more")));
          }
          g.appendChild(subsSec);
        } else {
          g.appendChild(h("div", { class: "g-section" }, gItem("you", "person", "You", false, function () {}), gItem("history", "history", "History", active === "history", function () { openPage("history"); })));
          g.appendChild(h("div", { class: "g-section g-signin" }, h("p", null, "Sign in to like videos, comment and subscribe."),
            h("button", { class: "signin-btn", id: "video.guide.signin", onclick: stop(function () { S.signedIn = true; S.promo = null; renderAll(); sync(); }) }, icon("person"), h("span", null, "Sign in"))));
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
        var showFull = S.view !== "watch" && !S.guideCollapsed;
        guideEl.style.display = showFull ? "" : "none";
        miniGuideEl.style.display = S.view !== "watch" && S.guideCollapsed ? "" : "none";
        root.classList.toggle("no-guide", S.view === "watch");
        root.classList.toggle("mini-guide-on", S.view !== "watch" && S.guideCollapsed);
        if (showFull) { guideEl.appendChild(buildGuide(false)); guideEl.scrollTop = guideScroll; }
        if (S.view !== "watch" && S.guideCollapsed) {
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
        var kebab = h("button", { class: "icon-btn kebab", id: pre + ".menu", title: "Action menu", onclick: stop(function () {
          if (popup && popup.trigger === kebab) { closePopup(); return; }
          openPopup(videoMenu(slug, pre, kebab), kebab, kebab, { alignRight: false });
        }) }, icon("moreV"));
        var progress = C.watched.indexOf(slug) >= 0 ? h("div", { class: "resume" }, h("div", { style: { width: (30 + (slug.length * 7) % 65) + "%" } })) : null;
        return h("div", { class: "card" + (opts.compact ? " compact" : ""), id: pre, onclick: function () { openVideo(slug); } },
          h("div", { class: "thumb" }, art(v.art, slug), durationBadge(v), progress,
            h("div", { class: "thumb-actions" },
              h("button", { class: "ta-btn", id: pre + ".watch-later", onclick: stop(function () { addWatchLater(slug); }) }, icon("clock"), h("span", { class: "ta-label" }, "Watch later")),
              h("button", { class: "ta-btn", id: pre + ".queue", onclick: stop(function () { addQueue(slug); }) }, icon("queue"), h("span", { class: "ta-label" }, "Add to queue")))),
          h("div", { class: "details" },
            opts.noAvatar ? null : h("a", { class: "ch-avatar-link", id: pre + ".avatar", onclick: stop(function () { openChannel(v.channel); }) }, avatar(v.channel, 36)),
            h("div", { class: "meta" },
              h("h3", { class: "title", title: v.title }, v.title),
              opts.noChannel ? null : h("div", { class: "byline" }, h("a", { class: "ch-name", id: pre + ".channel", onclick: stop(function () { openChannel(v.channel); }) }, c.name), verified(c)),
              h("div", { class: "stats" }, statsLine(v)),
              v.live ? h("span", { class: "live-chip" }, icon("live"), "LIVE") : null),
            kebab));
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
        var prev = h("div", { class: "chip-arrow left" }, h("button", { class: "icon-btn", id: "video.chips.prev", title: "Previous", onclick: stop(function () { chips.scrollLeft = Math.max(0, chips.scrollLeft - 400); }) }, icon("chevL")));
        var next = h("div", { class: "chip-arrow right" }, h("button", { class: "icon-btn", id: "video.chips.next", title: "Next", onclick: stop(function () { chips.scrollLeft = chips.scrollLeft + 400; }) }, icon("chevR")));
        function arrows() {
          prev.style.display = chips.scrollLeft > 1 ? "" : "none";
          next.style.display = chips.scrollLeft < chips.scrollWidth - chips.clientWidth - 1 ? "" : "none";
        }
        chips.addEventListener("scroll", arrows, { passive: true });
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
        arrows();
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
          S.paused = !S.paused; player.classList.toggle("paused", S.paused); playBtn.innerHTML = svgIcon(S.paused ? "play" : "pause"); sync();
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
          S.paused = !S.paused; player.classList.toggle("paused", S.paused); playBtn.innerHTML = svgIcon(S.paused ? "play" : "pause"); sync();
        }) });
        playBtn.innerHTML = svgIcon(S.paused ? "play" : "pause");
        var autoplay = h("button", { class: "pc-btn autoplay" + (S.at === "end" ? "" : " on"), id: "video.player.autoplay", title: "Autoplay", onclick: stop(function () { autoplay.classList.toggle("on"); }) },
          h("span", { class: "ap-track" }, h("span", { class: "ap-knob", html: svgIcon(S.at === "end" ? "pause" : "play") })));
        var ccBtn = h("button", { class: "pc-btn cc-btn" + (S.cc ? " on" : ""), id: "video.player.cc", title: "Subtitles/closed captions (c)", onclick: stop(function () {
          S.cc = !S.cc; rerenderPlayer(); sync();
        }) }, icon("cc"));
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
              h("button", { class: "pc-btn", id: "video.player.settings", title: "Settings", onclick: stop(function (e) { openPlayerSettings(e.currentTarget); }) }, icon("gearF")),
              h("button", { class: "pc-btn", id: "video.player.miniplayer", title: "Miniplayer (i)", onclick: stop(function () { var s = v.slug; navigate({ view: "home", mini: s, chip: "all" }); }) }, icon("miniplayer")),
              h("button", { class: "pc-btn", id: "video.player.theater", title: S.theater ? "Default view (t)" : "Theater mode (t)", onclick: stop(function () { S.theater = !S.theater; renderMain(true); sync(); }) }, icon("theater")),
              h("button", { class: "pc-btn", id: "video.player.fullscreen", title: "Full screen (f)", onclick: stop(function () { toast("Full screen is not available in this window"); }) }, icon("fullscreen")))));
        player.appendChild(controls);

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

      function openPlayerSettings(trigger) {
        if (popup && popup.trigger === trigger) { closePopup(); return; }
        var m = h("div", { class: "menu player-menu", id: "video.player.settings-menu" });
        [["stable-volume", "Stable volume", "On"], ["ambient", "Ambient mode", "On"], ["annotations", "Annotations", "Off"], ["sleep", "Sleep timer", "Off"], ["speed", "Playback speed", "Normal"], ["quality", "Quality", "Auto (1080p HD)"]].forEach(function (r) {
          m.appendChild(h("button", { class: "menu-item", id: "video.player.setting." + r[0], onclick: stop(function () { closePopup(); }) }, h("span", { class: "pm-label" }, r[1]), h("span", { class: "pm-value" }, r[2]), icon("chevR")));
        });
        popup = null;
        openPopup(m, trigger, trigger, { above: true, alignRight: true });
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
          if (now >= dur) { player.classList.add("ended"); S.paused = true; player.classList.add("paused"); var pb = ctx.byId("video.player.play"); if (pb) pb.innerHTML = svgIcon("replay"); sync(); return; }
          timers.push(setTimeout(tick, 1000));
        }
        timers.push(setTimeout(tick, 1000));
        timers.push(setTimeout(function () { es.classList.add("shown"); }, S.endscreenMs));
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
        var total = 30, elapsed = 0, skipAt = Math.round(S.adSkipMs / 1000);
        var countEl = h("span", { class: "skip-count" }, String(skipAt));
        var remaining = h("span", { class: "ad-remaining" }, "0:" + String(total).padStart(2, "0"));
        var skip = h("button", { class: "ad-skip", id: "video.ad.skip", "aria-disabled": S.adSkipMs > 0 ? "true" : null, onclick: stop(function () {
          if (skip.getAttribute("aria-disabled") === "true") return;
          skipAd();
        }) });
        function waiting() {
          clear(skip);
          skip.appendChild(h("span", { class: "skip-preview" }, art(v.art, "sp-" + v.slug, false)));
          skip.appendChild(countEl);
        }
        function ready() {
          skip.removeAttribute("aria-disabled");
          skip.classList.add("ready");
          clear(skip);
          skip.appendChild(h("span", null, "Skip"));
          skip.appendChild(icon("next"));
        }
        if (S.adSkipMs > 0) waiting(); else ready();
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
          timers.push(setTimeout(tick, 1000));
        }
        timers.push(setTimeout(tick, 1000));
        if (S.adSkipMs > 0) timers.push(setTimeout(ready, S.adSkipMs));
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
        var box = h("div", { class: "desc" + (S.descExpanded ? " expanded" : ""), id: "video.desc", onclick: function () {
          if (!S.descExpanded) { S.descExpanded = true; repaintDesc(); sync(); }
        } });
        box.appendChild(h("div", { class: "desc-stats" },
          h("span", { class: "strong" }, S.descExpanded ? v.viewsFull + (v.live ? "" : " views") : (v.live ? v.views : v.views + " views")),
          h("span", { class: "strong" }, S.descExpanded ? v.date : v.age),
          v.tags.map(function (tg) { return h("a", { class: "tag", id: "video.desc.tag." + tg.slice(1) }, tg); })));
        var paras = v.desc.split("\n\n");
        box.appendChild(h("div", { class: "desc-short" },
          h("div", { class: "desc-text clamp" }, paras[0]),
          h("button", { class: "desc-more", id: "video.desc.more", onclick: stop(function () { S.descExpanded = true; repaintDesc(); sync(); }) }, "...more")));
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
          h("button", { class: "outline-btn", id: "video.desc.transcript", onclick: stop(function () { S.transcript = true; renderSecondaryTop(); sync(); }) }, "Show transcript")));
        box.appendChild(h("div", { class: "desc-channel" }, avatar(v.channel, 56),
          h("div", null, h("div", { class: "dc-name" }, c.name, verified(c)), h("div", { class: "muted" }, c.subs + " subscribers")),
          h("div", { class: "dc-actions" },
            h("button", { class: "outline-btn", id: "video.desc.videos", onclick: stop(function () { openChannel(v.channel); }) }, icon("yourVideos"), h("span", null, "Videos")),
            h("button", { class: "outline-btn", id: "video.desc.about", onclick: stop(function () { openChannel(v.channel); }) }, icon("person"), h("span", null, "About")))));
        box.appendChild(h("button", { class: "desc-less", id: "video.desc.less", onclick: stop(function () { S.descExpanded = false; repaintDesc(); sync(); }) }, "Show less"));
        return box.parentNode;
      }
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
        var old = pageLayer.querySelector(".sort-menu");
        if (old) old.parentNode.removeChild(old);
        var sortMenu = menu([
          { id: "video.comments.sort.top", label: "Top comments", action: function () { S.sort = "top"; repaintComments(); sync(); } },
          { id: "video.comments.sort.newest", label: "Newest first", action: function () { S.sort = "newest"; repaintComments(); sync(); } },
        ], "sort-menu persistent");
        sortMenu.style.display = "none";
        pageLayer.appendChild(sortMenu);
        var sortBtn = h("button", { class: "sort-btn", id: "video.comments.sort", onclick: stop(function () {
          if (popup && popup.trigger === sortBtn) { closePopup(); return; }
          openPopup(sortMenu, sortBtn, sortBtn);
        }) }, icon("sort"), h("span", null, "Sort by"));
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
            personAvatar(cm.initials, cm.color, 40),
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
        var kebab = h("button", { class: "icon-btn small kebab", id: pre + ".menu", onclick: stop(function () {
          if (popup && popup.trigger === kebab) { closePopup(); return; }
          openPopup(videoMenu(slug, pre, kebab), kebab, kebab, { alignRight: true });
        }) }, icon("moreV"));
        return h("div", { class: "rec", id: pre, onclick: function () { openVideo(slug); } },
          h("div", { class: "rthumb" }, art(v.art, "r-" + slug), durationBadge(v),
            h("div", { class: "thumb-actions small" },
              h("button", { class: "ta-btn", id: pre + ".watch-later", onclick: stop(function () { addWatchLater(slug); }) }, icon("clock")),
              h("button", { class: "ta-btn", id: pre + ".queue", onclick: stop(function () { addQueue(slug); }) }, icon("queue")))),
          h("div", { class: "rmeta" }, h("h3", { class: "rtitle" }, v.title),
            h("div", { class: "rchannel" }, c.name, verified(c)), h("div", { class: "stats" }, statsLine(v)),
            C.recent.indexOf(slug) >= 0 ? h("span", { class: "new-badge" }, "New") : null),
          kebab);
      }

      function playlistPanel() {
        var pl = C.playlists[S.playlist], c = CH[pl.channel];
        var idx = pl.items.indexOf(S.video);
        var list = h("div", { class: "pl-list", id: "video.playlist.list" });
        pl.items.forEach(function (slug, i) {
          var v = V[slug];
          list.appendChild(h("div", { class: "pl-item" + (slug === S.video ? " current" : ""), id: "video.playlist.item." + slug, onclick: function () { openVideo(slug, { playlist: S.playlist }); } },
            h("span", { class: "pl-index" }, slug === S.video ? h("span", { class: "pl-playing", html: svgIcon("play") }) : String(i + 1)),
            h("div", { class: "pl-thumb" }, art(v.art, "pl-" + slug, false), h("span", { class: "badge" }, v.duration)),
            h("div", { class: "pl-meta" }, h("div", { class: "pl-title" }, v.title), h("div", { class: "pl-ch" }, c.name))));
        });
        return h("div", { class: "playlist-panel", id: "video.playlist" },
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
        var moreMenu = menu([
          { id: "video.watch.menu.thanks", icon: "thanks", label: "Thanks", action: function () { toast("Thanks are not available on this video"); } },
          { id: "video.watch.menu.clip", icon: "scissors", label: "Clip", action: function () { toast("Clipping is not available on this video"); } },
          { id: "video.watch.menu.save", icon: "save", label: "Save", action: function () { openSaveDialog(v.slug); } },
          { id: "video.watch.menu.report", icon: "flag", label: "Report", action: function () { toast("Thanks for reporting"); } },
        ], "more-menu persistent");
        moreMenu.setAttribute("data-igg-id", "video.watch.menu");
        moreMenu.style.display = "none";
        pageLayer.appendChild(moreMenu);
        var moreBtn = h("button", { class: "round-btn", id: "video.watch.more", title: "More actions", onclick: stop(function () {
          if (popup && popup.trigger === moreBtn) { closePopup(); return; }
          openPopup(moreMenu, moreBtn, moreBtn, { alignRight: true });
        }) }, icon("moreH"));
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
        secondary.appendChild(h("div", { class: "rail-chips-wrap" }, railChips,
          h("div", { class: "rail-chips-next" }, h("button", { class: "icon-btn", id: "video.rail.chips.next", title: "Next", onclick: stop(function () { railChips.scrollLeft += 200; }) }, icon("chevR")))));
        var recs = h("div", { class: "recs", id: "video.recs" });
        C.recs[v.slug].forEach(function (slug) { recs.appendChild(recItem(slug)); });
        secondary.appendChild(recs);
        if (S.theater) page.appendChild(h("div", { class: "theater-wrap" }, player));
        page.appendChild(h("div", { class: "columns" }, primary, secondary));
        mainEl.appendChild(page);
        renderSecondaryTop();
        buildSaveDialog(v.slug);
      }

      /* ------------------------------------------------------------ dialogs */
      function dialog(id, title, body, onClose) {
        clear(dialogLayer);
        var close = function () { clear(dialogLayer); if (onClose) onClose(); };
        dialogLayer.appendChild(h("div", { class: "scrim", id: id + ".scrim", onclick: close }));
        var d = h("div", { class: "dialog", id: id, role: "dialog" },
          h("div", { class: "dlg-head" }, h("span", null, title), h("button", { class: "icon-btn", id: id + ".close", onclick: stop(close) }, icon("close"))),
          body);
        dialogLayer.appendChild(d);
        return d;
      }
      var saveDlg = null;
      function buildSaveDialog(slug) {
        if (saveDlg && saveDlg.parentNode) saveDlg.parentNode.removeChild(saveDlg);
        var lists = [["watch-later", "Watch later", watchLater.indexOf(slug) >= 0], ["weeknight-dinners", "Weeknight Dinners", C.playlists["weeknight-dinners"].items.indexOf(slug) >= 0], ["road-trip-ideas", "Road trip ideas", false], ["sunday-baking", "Sunday baking", false], ["study-music", "Study music", false]];
        var body = h("div", { class: "save-body" });
        lists.forEach(function (l) {
          var row = h("label", { class: "save-row", id: "video.save." + l[0], onclick: stop(function () {
            l[2] = !l[2]; box.classList.toggle("checked", l[2]);
            if (l[0] === "watch-later") { if (l[2]) { if (watchLater.indexOf(slug) < 0) watchLater.unshift(slug); } else watchLater = watchLater.filter(function (s) { return s !== slug; }); sync(); }
            toast((l[2] ? "Saved to " : "Removed from ") + l[1]);
          }) });
          var box = h("span", { class: "checkbox" + (l[2] ? " checked" : ""), html: svgIcon("check") });
          row.appendChild(box); row.appendChild(h("span", { class: "save-name" }, l[1])); row.appendChild(icon(l[0] === "watch-later" ? "lock" : "playlists", "save-priv"));
          body.appendChild(row);
        });
        body.appendChild(h("button", { class: "save-new", id: "video.save.new" }, icon("plus"), h("span", null, "New playlist")));
        function hide() { saveDlg.style.display = "none"; }
        saveDlg = h("div", { class: "save-wrap", "data-for": slug },
          h("div", { class: "scrim", id: "video.save.scrim", onclick: hide }),
          h("div", { class: "dialog", id: "video.save", role: "dialog" },
            h("div", { class: "dlg-head" }, h("span", null, "Save video to..."), h("button", { class: "icon-btn", id: "video.save.close", onclick: stop(hide) }, icon("close"))),
            body));
        saveDlg.style.display = "none";
        pageLayer.appendChild(saveDlg);
        return saveDlg;
      }
      function openSaveDialog(slug) {
        if (!saveDlg || saveDlg.getAttribute("data-for") !== slug || !saveDlg.parentNode) buildSaveDialog(slug);
        saveDlg.style.display = "";
      }
      function openShareDialog(slug) {
        var targets = [["embed", "#f2f2f2", "Embed"], ["whatsapp", "#25d366", "WhatsApp"], ["facebook", "#1877f2", "Facebook"], ["x", "#000", "X"], ["email", "#888", "Email"], ["reddit", "#ff4500", "Reddit"]];
        var row = h("div", { class: "share-targets" });
        targets.forEach(function (t) { row.appendChild(h("button", { class: "share-target", id: "video.share." + t[0] }, h("span", { class: "st-circle", style: { background: t[1] } }, t[2][0]), h("span", null, t[2]))); });
        var body = h("div", { class: "share-body" }, row,
          h("div", { class: "share-link" }, h("span", { class: "sl-url" }, "https://youtu.be/" + slug.replace(/-/g, "").slice(0, 11)),
            h("button", { class: "blue-btn", id: "video.share.copy", onclick: stop(function () { clear(dialogLayer); toast("Link copied to clipboard"); }) }, "Copy")),
          h("label", { class: "share-start" }, h("span", { class: "checkbox" }), h("span", null, "Start at 3:52")));
        dialog("video.share", "Share", body);
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
            h("div", { class: "ch-links" }, h("a", { id: "video.channel.link" }, c.slug.replace(/-/g, "") + ".example"), h("span", { class: "muted" }, " and 2 more links")),
            h("div", { class: "ch-actions" }, subscribeButton(S.channel, "video.channel.subscribe"),
              c.verified ? h("button", { class: "outline-btn join", id: "video.channel.join", onclick: stop(function () { toast("Memberships aren't available in your country"); }) }, "Join") : null))));
        var tabs = h("div", { class: "ch-tabs" });
        [["home", "Home"], ["videos", "Videos"], ["shorts", "Shorts"], ["live", "Live"], ["playlists", "Playlists"], ["community", "Community"]].forEach(function (t) {
          tabs.appendChild(h("button", { class: "ch-tab" + (S.channelTab === t[0] ? " active" : ""), id: "video.channel.tab." + t[0], onclick: stop(function () { S.channelTab = t[0]; renderMain(true); sync(); }) }, t[1]));
        });
        tabs.appendChild(h("button", { class: "icon-btn", id: "video.channel.search" }, icon("search")));
        page.appendChild(tabs);
        var body = h("div", { class: "ch-body" });
        if (S.channelTab === "home" && vids.length) {
          var fv = V[vids[0]];
          body.appendChild(h("div", { class: "ch-featured", id: "video.channel.featured", onclick: function () { openVideo(fv.slug); } },
            h("div", { class: "thumb" }, art(fv.art, "f-" + fv.slug), durationBadge(fv)),
            h("div", { class: "cf-meta" }, h("h3", null, fv.title), h("div", { class: "stats" }, statsLine(fv)), h("p", { class: "cf-desc" }, fv.desc.split("\n\n")[0]))));
          body.appendChild(h("h2", { class: "ch-shelf-title" }, "Videos"));
        }
        if (S.channelTab === "videos") body.appendChild(h("div", { class: "ch-sort" }, ["Latest", "Popular", "Oldest"].map(function (x, i) { return h("button", { class: "chip" + (i === 0 ? " selected" : ""), id: "video.channel.sort." + x.toLowerCase() }, x); })));
        var grid = h("div", { class: "ch-grid", id: "video.channel.videos" });
        var list = S.channelTab === "home" ? vids.slice(1) : vids;
        if (S.channelTab === "home" || S.channelTab === "videos") list.forEach(function (s) { grid.appendChild(card(s, { prefix: "video.channel.video", noAvatar: true, noChannel: true, compact: true })); });
        else grid.appendChild(h("div", { class: "empty" }, "This channel has no " + S.channelTab + " yet."));
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
      function renderConsent() {
        var old = ctx.byId("video.consent.scrim");
        if (old) old.parentNode.removeChild(old);
        if (!S.consent) return;
        function done() { S.consent = false; renderConsent(); sync(); }
        var more = h("div", { class: "consent-more" });
        var d = h("div", { class: "consent", id: "video.consent", role: "dialog" },
          h("div", { class: "consent-top" }, logo("video.consent.logo"), h("span", { class: "grow" }),
            h("button", { class: "outline-btn small", id: "video.consent.language" }, icon("news"), h("span", null, "English (UK)"), icon("chevD")),
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
        consentLayer.appendChild(h("div", { class: "scrim consent-scrim", id: "video.consent.scrim" }, d));
      }

      function renderPromo() {
        clear(promoLayer);
        if (S.promo === "premium") {
          promoLayer.appendChild(h("div", { class: "mealbar", id: "video.promo.premium", role: "dialog" },
            h("div", { class: "mb-art", html: premiumArt() }),
            h("div", { class: "mb-logo", html: '<svg viewBox="0 0 140 24" width="140" height="24"><rect x="0" y="2" width="30" height="21" rx="5" fill="#ff0000"/><path d="M12 8l8 4.5-8 4.5z" fill="#fff"/><text x="34" y="19" font-family="Liberation Sans Narrow, Liberation Sans" font-weight="700" font-size="19" letter-spacing="-0.6" fill="#0f0f0f">Premium</text></svg>' }),
            h("h3", null, "Try YouTube Premium for 1 month"),
            h("p", null, "Watch without ads, download videos and keep playing in the background. Cancel anytime. Recurring billing after trial."),
            h("div", { class: "mb-actions" },
              h("button", { class: "text-btn", id: "video.promo.premium.dismiss", onclick: stop(function () { S.promo = null; renderPromo(); sync(); }) }, "No thanks"),
              h("button", { class: "blue-btn", id: "video.promo.premium.try", onclick: stop(function () { S.promo = null; renderPromo(); sync(); openPage("premium"); }) }, "Try it free"))));
        } else if (S.promo === "signin") {
          promoLayer.appendChild(h("div", { class: "onetap", id: "video.promo.signin", role: "dialog" },
            h("div", { class: "ot-head" }, h("span", { class: "ot-logo", html: '<svg viewBox="0 0 28 20" width="28" height="20"><path d="M27.4 3.1A3.5 3.5 0 0 0 25 .6C22.8 0 14 0 14 0S5.2 0 3 .6A3.5 3.5 0 0 0 .6 3.1C0 5.3 0 10 0 10s0 4.7.6 6.9A3.5 3.5 0 0 0 3 19.4C5.2 20 14 20 14 20s8.8 0 11-.6a3.5 3.5 0 0 0 2.4-2.5c.6-2.2.6-6.9.6-6.9s0-4.7-.6-6.9z" fill="#f00"/><path d="M11.2 14.3 18.5 10l-7.3-4.3z" fill="#fff"/></svg>' }),
              h("span", { class: "ot-title" }, "Sign in to YouTube with your account"),
              h("button", { class: "icon-btn small", id: "video.promo.signin.close", title: "Close", onclick: stop(function () { S.promo = null; renderPromo(); sync(); }) }, icon("close"))),
            h("div", { class: "ot-account", id: "video.promo.signin.account", onclick: function () { S.signedIn = true; S.promo = null; renderAll(); sync(); } }, userAvatar(36),
              h("div", null, h("div", { class: "ot-name" }, C.user.name), h("div", { class: "muted" }, "alex.rivera@example.com"))),
            h("button", { class: "blue-btn wide", id: "video.promo.signin.continue", onclick: stop(function () { S.signedIn = true; S.promo = null; renderAll(); sync(); }) }, "Continue as Alex"),
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

      var miniEl = null, miniDrag = { downAt: null, dragged: false };
      document.addEventListener("pointermove", function (e) {
        var d = miniDrag.downAt;
        if (d && (Math.abs(e.clientX - d[0]) > 3 || Math.abs(e.clientY - d[1]) > 3)) miniDrag.dragged = true;
      }, true);
      document.addEventListener("pointerup", function () {
        if (miniDrag.downAt && miniDrag.dragged && miniEl) { var b = miniEl.getBoundingClientRect(); S.miniPos = [Math.round(b.left), Math.round(b.top)]; sync(); }
        miniDrag.downAt = null;
      }, true);
      function renderMini() {
        clear(miniLayer); miniEl = null;
        if (!S.mini || S.view === "watch") return;
        var v = V[S.mini], c = CH[v.channel];
        var playing = true;
        var playBtn = h("button", { class: "mp-btn big", id: "video.miniplayer.play", title: "Pause", onclick: stop(function () { playing = !playing; playBtn.innerHTML = svgIcon(playing ? "pause" : "play"); }) });
        playBtn.innerHTML = svgIcon("pause");
        var handle = h("div", { class: "mp-video", id: "video.miniplayer.handle" }, art(v.art, "m-" + v.slug, false),
          h("div", { class: "mp-controls" },
            h("button", { class: "mp-btn corner tl", id: "video.miniplayer.expand", title: "Expand (i)", onclick: stop(function () { var s = S.mini; S.mini = null; openVideo(s); }) }, icon("expand")),
            h("button", { class: "mp-btn corner tr", id: "video.miniplayer.close", title: "Close", onclick: stop(function () { S.mini = null; queue = []; renderMini(); sync(); }) }, icon("close")),
            h("div", { class: "mp-center" },
              h("button", { class: "mp-btn", id: "video.miniplayer.prev", title: "Previous" }, icon("prev")), playBtn,
              h("button", { class: "mp-btn", id: "video.miniplayer.next", title: "Next", onclick: stop(function () { var nx = queue.shift() || C.recs[S.mini][0]; S.mini = nx; renderMini(); sync(); }) }, icon("next")))),
          h("div", { class: "mp-progress" }, h("div", { style: { width: "34%" } })));
        var upNext = queue.filter(function (s) { return s !== S.mini; });
        miniEl = h("div", { class: "miniplayer", id: "video.miniplayer" },
          handle,
          h("div", { class: "mp-info" },
            h("div", { class: "mp-text" }, h("a", { class: "mp-title", id: "video.miniplayer.title", onclick: stop(function () { var s = S.mini; S.mini = null; openVideo(s); }) }, v.title),
              h("div", { class: "mp-ch" }, upNext.length ? "Queue \u2022 1 / " + (upNext.length + 1) : c.name)),
            h("button", { class: "icon-btn small", id: "video.miniplayer.queue", title: "Show queue" }, icon("chevU"))));
        if (S.miniPos) { miniEl.style.left = S.miniPos[0] + "px"; miniEl.style.top = S.miniPos[1] + "px"; miniEl.style.right = "auto"; miniEl.style.bottom = "auto"; }
        miniLayer.appendChild(miniEl);
        // Pin the panel by left/top (the shared drag helper clears right/bottom on every press).
        var mb = miniEl.getBoundingClientRect();
        miniEl.style.left = Math.round(mb.left) + "px"; miniEl.style.top = Math.round(mb.top) + "px";
        miniEl.style.right = "auto"; miniEl.style.bottom = "auto";
        ctx.makeDraggable(miniEl, handle);
        // A press that moved the panel is a drag, not a click on what is under the pointer.
        handle.addEventListener("pointerdown", function (e) { miniDrag.downAt = [e.clientX, e.clientY]; miniDrag.dragged = false; }, true);
        handle.addEventListener("click", function (e) {
          if (miniDrag.dragged) { e.stopPropagation(); e.preventDefault(); miniDrag.dragged = false; }
        }, true);
        handle.addEventListener("click", function () { playing = !playing; playBtn.innerHTML = svgIcon(playing ? "pause" : "play"); });
      }

      /* ------------------------------------------------------------ render all */
      function renderMain(keep) {
        var y = window.scrollY;
        closePopup();
        clear(mainEl);
        clear(pageLayer); saveDlg = null;
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
      if (typeof st.scrollY === "number") window.scrollTo(0, st.scrollY);
      sync();
    },
  });
})();
