/* Email mockup, modelled on Gmail (web).
 *
 * Initial state keys (all optional):
 *   folder         "inbox" (default) | starred | snoozed | sent | drafts | important | scheduled | all | spam | trash | "label:<slug>"
 *   tab            "primary" (default) | promotions | social | updates   (inbox categories)
 *   open           slug of the conversation shown (e.g. "offsite-venue"); null = the message list
 *   more           true = the rail's "More" section (Important, Scheduled, All Mail, Spam, Trash...) is expanded
 *   compose        null | "new" | "lease" | "venue-questions"  (a compose window preset from the content)
 *   compose_min    true = the compose window starts minimised
 *   sidepanel      null | "tasks" | "calendar" | "keep" | "contacts"
 *   quick_settings true = the Quick settings drawer is open
 *   density        "default" | "comfortable" | "compact"
 *   banner         null | "notifications"  (the "Turn on desktop notifications" card)
 *   modal          null | "new-look"        (the "Try the new Gmail look" dialog)
 *   toast          null | "sending" | "trashed" | "archived"
 *   meet           null | "center" | "rail" | "right" | "top" | {x, y}  (the floating Meet call window)
 *   scroll_y       initial page scroll in px
 *   rail_scroll    initial scroll of the left rail in px
 *   tasks_scroll   initial scroll of the Tasks side panel list in px
 * Timers start at mount: compose attachments upload (Send enabled when done), the "Sending..."
 * toast turns into "Message sent" after 3 s, a conversation's attachments are virus-scanned for
 * 4 s before "Download all" is enabled.
 */
(function () {
  "use strict";

  var P = {
    menu: "M3 18h18v-2H3v2zm0-5h18v-2H3v2zm0-7v2h18V6H3z",
    search: "M15.5 14h-.79l-.28-.27C15.41 12.59 16 11.11 16 9.5 16 5.91 13.09 3 9.5 3S3 5.91 3 9.5 5.91 16 9.5 16c1.61 0 3.09-.59 4.23-1.57l.27.28v.79l5 4.99L20.49 19l-4.99-5zm-6 0C7.01 14 5 11.99 5 9.5S7.01 5 9.5 5 14 7.01 14 9.5 11.99 14 9.5 14z",
    tune: "M3 17v2h6v-2H3zM3 5v2h10V5H3zm10 16v-2h8v-2h-8v-2h-2v6h2zM7 9v2H3v2h4v2h2V9H7zm14 4v-2H11v2h10zm-6-4h2V7h4V5h-4V3h-2v6z",
    help: "M11 18h2v-2h-2v2zm1-16C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2zm0 18c-4.41 0-8-3.59-8-8s3.59-8 8-8 8 3.59 8 8-3.59 8-8 8zm0-14c-2.21 0-4 1.79-4 4h2c0-1.1.9-2 2-2s2 .9 2 2c0 2-3 1.75-3 5h2c0-2.25 3-2.5 3-5 0-2.21-1.79-4-4-4z",
    settings: "M19.14 12.94c.04-.3.06-.61.06-.94 0-.32-.02-.64-.07-.94l2.03-1.58c.18-.14.23-.41.12-.61l-1.92-3.32c-.12-.22-.37-.29-.59-.22l-2.39.96c-.5-.38-1.03-.7-1.62-.94l-.36-2.54c-.04-.24-.24-.41-.48-.41h-3.84c-.24 0-.43.17-.47.41l-.36 2.54c-.59.24-1.13.57-1.62.94l-2.39-.96c-.22-.08-.47 0-.59.22L2.74 8.87c-.12.21-.08.47.12.61l2.03 1.58c-.05.3-.09.63-.09.94s.02.64.07.94l-2.03 1.58c-.18.14-.23.41-.12.61l1.92 3.32c.12.22.37.29.59.22l2.39-.96c.5.38 1.03.7 1.62.94l.36 2.54c.05.24.24.41.48.41h3.84c.24 0 .44-.17.47-.41l.36-2.54c.59-.24 1.13-.56 1.62-.94l2.39.96c.22.08.47 0 .59-.22l1.92-3.32c.12-.22.07-.47-.12-.61l-2.01-1.58zM12 15.6c-1.98 0-3.6-1.62-3.6-3.6s1.62-3.6 3.6-3.6 3.6 1.62 3.6 3.6-1.62 3.6-3.6 3.6z",
    apps: "M4 8h4V4H4v4zm6 12h4v-4h-4v4zm-6 0h4v-4H4v4zm0-6h4v-4H4v4zm6 0h4v-4h-4v4zm6-10v4h4V4h-4zm-6 4h4V4h-4v4zm6 6h4v-4h-4v4zm0 6h4v-4h-4v4z",
    edit: "M3 17.25V21h3.75L17.81 9.94l-3.75-3.75L3 17.25zM20.71 7.04c.39-.39.39-1.02 0-1.41l-2.34-2.34c-.39-.39-1.02-.39-1.41 0l-1.83 1.83 3.75 3.75 1.83-1.83z",
    inbox: "M19 3H4.99c-1.11 0-1.98.89-1.98 2L3 19c0 1.1.88 2 1.99 2H19c1.1 0 2-.9 2-2V5c0-1.11-.9-2-2-2zm0 12h-4c0 1.66-1.35 3-3 3s-3-1.34-3-3H4.99V5H19v10z",
    starO: "M22 9.24l-7.19-.62L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21 12 17.27 18.18 21l-1.63-7.03L22 9.24zM12 15.4l-3.76 2.27 1-4.28-3.32-2.88 4.38-.38L12 6.1l1.71 4.04 4.38.38-3.32 2.88 1 4.28L12 15.4z",
    star: "M12 17.27L18.18 21l-1.64-7.03L22 9.24l-7.19-.61L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21z",
    clock: "M11.99 2C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2zM12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8zm.5-13H11v6l5.25 3.15.75-1.23-4.5-2.67z",
    send: "M2.01 21L23 12 2.01 3 2 10l15 2-15 2z",
    draft: "M14 2H6c-1.1 0-1.99.9-1.99 2L4 20c0 1.1.89 2 1.99 2H18c1.1 0 2-.9 2-2V8l-6-6zM6 20V4h7v5h5v11H6z",
    expandMore: "M16.59 8.59L12 13.17 7.41 8.59 6 10l6 6 6-6z",
    expandLess: "M12 8l-6 6 1.41 1.41L12 10.83l4.59 4.58L18 14z",
    important: "M3.5 18.99l11 .01c.67 0 1.27-.33 1.63-.84L20.5 12l-4.37-6.16c-.36-.51-.96-.84-1.63-.84l-11 .01L8.34 12 3.5 18.99z",
    importantO: "M15 19H3l4.5-7L3 5h12c.65 0 1.26.31 1.63.84L21 12l-4.37 6.16c-.37.52-.98.84-1.63.84zm-8.18-2H15l3.5-5L15 7H6.82l3.5 5-3.5 5z",
    label: "M17.63 5.84C17.27 5.33 16.67 5 16 5L5 5.01C3.9 5.01 3 5.9 3 7v10c0 1.1.9 1.99 2 1.99L16 19c.67 0 1.27-.33 1.63-.84L22 12l-4.37-6.16z",
    labelO: "M17.63 5.84C17.27 5.33 16.67 5 16 5L5 5.01C3.9 5.01 3 5.9 3 7v10c0 1.1.9 1.99 2 1.99L16 19c.67 0 1.27-.33 1.63-.84L22 12l-4.37-6.16zM16 17H5V7h11l3.55 5L16 17z",
    scheduled: "M2 19.5v-15l15 7.5-15 7.5zm2-3.1 9.3-4.4L4 7.6v3.15l6 1.25-6 1.25v3.15zM17 22q-2.08 0-3.54-1.46T12 17q0-2.08 1.46-3.54T17 12q2.08 0 3.54 1.46T22 17q0 2.08-1.46 3.54T17 22zm1.65-2.65.7-.7-1.85-1.85V14h-1v3.2l2.15 2.15z",
    allMail: "M20 4H4c-1.1 0-1.99.9-1.99 2L2 18c0 1.1.9 2 2 2h16c1.1 0 2-.9 2-2V6c0-1.1-.9-2-2-2zm0 14H4V8l8 5 8-5v10zm-8-7L4 6h16l-8 5z",
    spam: "M15.73 3H8.27L3 8.27v7.46L8.27 21h7.46L21 15.73V8.27L15.73 3zM19 14.9 14.9 19H9.1L5 14.9V9.1L9.1 5h5.8L19 9.1v5.8zM11 7h2v7h-2zm0 8h2v2h-2z",
    trash: "M15 4V3H9v1H4v2h1v13c0 1.1.9 2 2 2h10c1.1 0 2-.9 2-2V6h1V4h-5zm2 15H7V6h10v13zM9 8h2v9H9zm4 0h2v9h-2z",
    add: "M19 13h-6v6h-2v-6H5v-2h6V5h2v6h6v2z",
    refresh: "M17.65 6.35C16.2 4.9 14.21 4 12 4c-4.42 0-7.99 3.58-7.99 8s3.57 8 7.99 8c3.73 0 6.84-2.55 7.73-6h-2.08c-.82 2.33-3.04 4-5.65 4-3.31 0-6-2.69-6-6s2.69-6 6-6c1.66 0 3.14.69 4.22 1.78L13 11h7V4l-2.35 2.35z",
    moreVert: "M12 8c1.1 0 2-.9 2-2s-.9-2-2-2-2 .9-2 2 .9 2 2 2zm0 2c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2zm0 6c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2z",
    left: "M15.41 7.41L14 6l-6 6 6 6 1.41-1.41L10.83 12z",
    right: "M10 6L8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z",
    box: "M19 5v14H5V5h14m0-2H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2z",
    boxOn: "M19 3H5c-1.11 0-2 .9-2 2v14c0 1.1.89 2 2 2h14c1.11 0 2-.9 2-2V5c0-1.1-.89-2-2-2zm-9 14l-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8l-9 9z",
    archive: "M20.54 5.23l-1.39-1.68C18.88 3.21 18.47 3 18 3H6c-.47 0-.88.21-1.16.55L3.46 5.23C3.17 5.57 3 6.02 3 6.5V19c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V6.5c0-.48-.17-.93-.46-1.27zM6.24 5h11.52l.81.97H5.44l.8-.97zM5 19V8h14v11H5zm8.45-9h-2.9v3H8l4 4 4-4h-2.55z",
    markRead: "M21.99 8c0-.72-.37-1.35-.94-1.7L12 1 2.95 6.3C2.38 6.65 2 7.28 2 8v10c0 1.1.9 2 2 2h16c1.1 0 2-.9 2-2l-.01-10zm-2 0v.01L12 13 4 8l8-4.68L19.99 8zM4 18v-7.66l8 5.02 7.99-4.99L20 18H4z",
    markUnread: "M20 4H4c-1.1 0-1.99.9-1.99 2L2 18c0 1.1.9 2 2 2h16c1.1 0 2-.9 2-2V6c0-1.1-.9-2-2-2zm0 14H4V8l8 5 8-5v10zm-8-7L4 6h16l-8 5z",
    snooze: "M9 11h3.63L9 15.2V17h6v-2h-3.63L15 10.8V9H9v2zm7.056-7.654l1.282-1.535 4.607 3.85-1.28 1.54zM3.336 7.19l-1.28-1.536L6.662 1.81l1.28 1.536zM12 6c3.86 0 7 3.14 7 7s-3.14 7-7 7-7-3.14-7-7 3.14-7 7-7m0-2c-4.97 0-9 4.03-9 9s4.03 9 9 9 9-4.03 9-9-4.03-9-9-9z",
    attach: "M16.5 6v11.5c0 2.21-1.79 4-4 4s-4-1.79-4-4V5c0-1.38 1.12-2.5 2.5-2.5s2.5 1.12 2.5 2.5v10.5c0 .55-.45 1-1 1s-1-.45-1-1V6H10v9.5c0 1.38 1.12 2.5 2.5 2.5s2.5-1.12 2.5-2.5V5c0-2.21-1.79-4-4-4S7 2.79 7 5v12.5c0 3.04 2.46 5.5 5.5 5.5s5.5-2.46 5.5-5.5V6h-1.5z",
    back: "M20 11H7.83l5.59-5.59L12 4l-8 8 8 8 1.41-1.41L7.83 13H20v-2z",
    reply: "M10 9V5l-7 7 7 7v-4.1c5 0 8.5 1.6 11 5.1-1-5-4-10-11-11z",
    replyAll: "M7 8V5l-7 7 7 7v-3l-4-4 4-4zm6 1V5l-7 7 7 7v-4.1c5 0 8.5 1.6 11 5.1-1-5-4-10-11-11z",
    forward: "M14 9V5l7 7-7 7v-4.1c-5 0-8.5 1.6-11 5.1 1-5 4-10 11-11z",
    print: "M19 8H5c-1.66 0-3 1.34-3 3v6h4v4h12v-4h4v-6c0-1.66-1.34-3-3-3zm-3 11H8v-5h8v5zm3-7c-.55 0-1-.45-1-1s.45-1 1-1 1 .45 1 1-.45 1-1 1zm-1-9H6v4h12V3z",
    openNew: "M19 19H5V5h7V3H5c-1.11 0-2 .9-2 2v14c0 1.1.89 2 2 2h14c1.1 0 2-.9 2-2v-7h-2v7zM14 3v2h3.59l-9.83 9.83 1.41 1.41L19 6.41V10h2V3h-7z",
    close: "M19 6.41L17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z",
    minimize: "M6 19h12v2H6z",
    openFull: "M21 11V3h-8l3.29 3.29-10 10L3 13v8h8l-3.29-3.29 10-10z",
    tag: "M21.41 11.58l-9-9C12.05 2.22 11.55 2 11 2H4c-1.1 0-2 .9-2 2v7c0 .55.22 1.05.59 1.42l9 9c.36.36.86.58 1.41.58.55 0 1.05-.22 1.41-.59l7-7c.37-.36.59-.86.59-1.41 0-.55-.23-1.06-.59-1.42zM13 20.01L4 11V4h7v-.01l9 9-7 7.02zM6.5 5C5.67 5 5 5.67 5 6.5S5.67 8 6.5 8 8 7.33 8 6.5 7.33 5 6.5 5z",
    people: "M16.5 13c-1.2 0-3.07.34-4.5 1-1.43-.67-3.3-1-4.5-1C5.33 13 1 14.08 1 16.25V19h22v-2.75c0-2.17-4.33-3.25-6.5-3.25zm-4 4.5h-10v-1.25c0-.54 2.56-1.75 5-1.75s5 1.21 5 1.75v1.25zm9 0H14v-1.25c0-.46-.2-.86-.52-1.22.88-.3 1.96-.53 3.02-.53 2.44 0 5 1.21 5 1.75v1.25zM7.5 12c1.93 0 3.5-1.57 3.5-3.5S9.43 5 7.5 5 4 6.57 4 8.5 5.57 12 7.5 12zm0-5.5c1.1 0 2 .9 2 2s-.9 2-2 2-2-.9-2-2 .9-2 2-2zm9 5.5c1.93 0 3.5-1.57 3.5-3.5S18.43 5 16.5 5 13 6.57 13 8.5s1.57 3.5 3.5 3.5zm0-5.5c1.1 0 2 .9 2 2s-.9 2-2 2-2-.9-2-2 .9-2 2-2z",
    info: "M11 7h2v2h-2zm0 4h2v6h-2zm1-9C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2zm0 18c-4.41 0-8-3.59-8-8s3.59-8 8-8 8 3.59 8 8-3.59 8-8 8z",
    video: "M17 10.5V7c0-.55-.45-1-1-1H4c-.55 0-1 .45-1 1v10c0 .55.45 1 1 1h12c.55 0 1-.45 1-1v-3.5l4 4v-11l-4 4z",
    mic: "M12 14c1.66 0 2.99-1.34 2.99-3L15 5c0-1.66-1.34-3-3-3S9 3.34 9 5v6c0 1.66 1.34 3 3 3zm5.3-3c0 3-2.54 5.1-5.3 5.1S6.7 14 6.7 11H5c0 3.41 2.72 6.23 6 6.72V21h2v-3.28c3.28-.48 6-3.3 6-6.72h-1.7z",
    chat: "M20 2H4c-1.1 0-1.99.9-1.99 2L2 22l4-4h14c1.1 0 2-.9 2-2V4c0-1.1-.9-2-2-2zM6 9h12v2H6V9zm8 5H6v-2h8v2zm4-6H6V6h12v2z",
    mail: "M20 4H4c-1.1 0-1.99.9-1.99 2L2 18c0 1.1.9 2 2 2h16c1.1 0 2-.9 2-2V6c0-1.1-.9-2-2-2zm0 4l-8 5-8-5V6l8 5 8-5v2z",
    event: "M17 12h-5v5h5v-5zM16 1v2H8V1H6v2H5c-1.11 0-1.99.9-1.99 2L3 19c0 1.1.89 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2h-1V1h-2zm3 18H5V8h14v11z",
    circle: "M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2zm0 18c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8z",
    checkCircle: "M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2zm-2 15l-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8l-9 9z",
    bulb: "M9 21c0 .55.45 1 1 1h4c.55 0 1-.45 1-1v-1H9v1zm3-19C8.14 2 5 5.14 5 9c0 2.38 1.19 4.47 3 5.74V17c0 .55.45 1 1 1h6c.55 0 1-.45 1-1v-2.26c1.81-1.27 3-3.36 3-5.74 0-3.86-3.14-7-7-7z",
    person: "M12 12c2.21 0 4-1.79 4-4s-1.79-4-4-4-4 1.79-4 4 1.79 4 4 4zm0 2c-2.67 0-8 1.34-8 4v2h16v-2c0-2.66-5.33-4-8-4z",
    download: "M19 9h-4V3H9v6H5l7 7 7-7zM5 18v2h14v-2H5z",
    drive: "M7.71 3.5L1.15 15l3.43 6 6.55-11.5L7.71 3.5zM9.73 15L6.3 21h13.12l3.43-6H9.73zm12.14-1.5L15.32 2H8.45l6.55 11.5h6.87z",
    fmt: "M5 17v2h14v-2H5zm4.5-4.2h5l.9 2.2h2.1L12.75 4h-1.5L6.5 15h2.1l.9-2.2zM12 5.98L13.87 11h-3.74L12 5.98z",
    link: "M3.9 12c0-1.71 1.39-3.1 3.1-3.1h4V7H7c-2.76 0-5 2.24-5 5s2.24 5 5 5h4v-1.9H7c-1.71 0-3.1-1.39-3.1-3.1zM8 13h8v-2H8v2zm9-6h-4v1.9h4c1.71 0 3.1 1.39 3.1 3.1s-1.39 3.1-3.1 3.1h-4V17h4c2.76 0 5-2.24 5-5s-2.24-5-5-5z",
    smile: "M11.99 2C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2zM12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8zm3.5-9c.83 0 1.5-.67 1.5-1.5S16.33 8 15.5 8 14 8.67 14 9.5s.67 1.5 1.5 1.5zm-7 0c.83 0 1.5-.67 1.5-1.5S9.33 8 8.5 8 7 8.67 7 9.5 7.67 11 8.5 11zm3.5 6.5c2.33 0 4.31-1.46 5.11-3.5H6.89c.8 2.04 2.78 3.5 5.11 3.5z",
    image: "M21 19V5c0-1.1-.9-2-2-2H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2zM8.5 13.5l2.5 3.01L14.5 12l4.5 6H5l3.5-4.5z",
    lock: "M18 8h-1V6c0-2.76-2.24-5-5-5S7 3.24 7 6v2H6c-1.1 0-2 .9-2 2v10c0 1.1.9 2 2 2h12c1.1 0 2-.9 2-2V10c0-1.1-.9-2-2-2zm-6 9c-1.1 0-2-.9-2-2s.9-2 2-2 2 .9 2 2-.9 2-2 2zm3.1-9H8.9V6c0-1.71 1.39-3.1 3.1-3.1 1.71 0 3.1 1.39 3.1 3.1v2z",
    drop: "M7 10l5 5 5-5z",
    bell: "M12 22c1.1 0 2-.9 2-2h-4c0 1.1.89 2 2 2zm6-6v-5c0-3.07-1.64-5.64-4.5-6.32V4c0-.83-.67-1.5-1.5-1.5s-1.5.67-1.5 1.5v.68C7.63 5.36 6 7.92 6 11v5l-2 2v1h16v-1l-2-2z",
    hand: "M21 7c0-1.38-1.12-2.5-2.5-2.5-.17 0-.34.02-.5.05V4c0-1.38-1.12-2.5-2.5-2.5-.36 0-.69.08-1 .21C14.14 1.02 13.44.5 12.5.5c-1.38 0-2.5 1.12-2.5 2.5v.55c-.16-.03-.33-.05-.5-.05C8.12 3.5 7 4.62 7 6v5.39c-.9-.68-2.31-.52-2.97.38-.58.79-.52 1.9.17 2.6l5.22 5.5c1.13 1.2 2.72 1.88 4.37 1.88H15c3.31 0 6-2.69 6-6V7z",
    callEnd: "M12 9c-1.6 0-3.15.25-4.6.72v3.1c0 .39-.23.74-.56.9-.98.49-1.87 1.12-2.66 1.85-.18.18-.43.28-.7.28-.28 0-.53-.11-.71-.29L.29 13.08c-.18-.17-.29-.42-.29-.7 0-.28.11-.53.29-.71C3.34 8.78 7.46 7 12 7s8.66 1.78 11.71 4.67c.18.18.29.43.29.71 0 .28-.11.53-.29.71l-2.48 2.48c-.18.18-.43.29-.71.29-.27 0-.52-.11-.7-.28-.79-.74-1.69-1.36-2.67-1.85-.33-.16-.56-.5-.56-.9v-3.1C15.15 9.25 13.6 9 12 9z",
    keyboard: "M20 5H4c-1.1 0-1.99.9-1.99 2L2 17c0 1.1.9 2 2 2h16c1.1 0 2-.9 2-2V7c0-1.1-.9-2-2-2zm-9 3h2v2h-2V8zm0 3h2v2h-2v-2zM8 8h2v2H8V8zm0 3h2v2H8v-2zm-1 2H5v-2h2v2zm0-3H5V8h2v2zm9 7H8v-2h8v2zm0-4h-2v-2h2v2zm0-3h-2V8h2v2zm3 3h-2v-2h2v2zm0-3h-2V8h2v2z",
    dots: "M6 10c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2zm12 0c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2zm-6 0c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2z",
    task: "M22 5.18L10.59 16.6l-4.24-4.24 1.41-1.41 2.83 2.83 10-10L22 5.18zM19.79 10.22C19.92 10.79 20 11.39 20 12c0 4.42-3.58 8-8 8s-8-3.58-8-8 3.58-8 8-8c1.58 0 3.04.46 4.28 1.25l1.44-1.44C16.1 2.67 14.13 2 12 2 6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10c0-1.19-.22-2.33-.6-3.39l-1.61 1.61z",
    move: "M20 6h-8l-2-2H4c-1.1 0-1.99.9-1.99 2L2 18c0 1.1.9 2 2 2h16c1.1 0 2-.9 2-2V8c0-1.1-.9-2-2-2zm0 12H4V6h5.17l2 2H20v10zm-7.84-6H8v2h4.16l-1.59 1.59L11.99 17 16 13.01 11.99 9l-1.41 1.41L12.16 12z",
    drag: "M11 18c0 1.1-.9 2-2 2s-2-.9-2-2 .9-2 2-2 2 .9 2 2zm-2-8c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2zm0-6c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2zm6 4c1.1 0 2-.9 2-2s-.9-2-2-2-2 .9-2 2 .9 2 2 2zm0 2c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2zm0 6c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2z",
  };

  var GMAIL_LOGO = '<svg width="40" height="30" viewBox="0 0 40 30"><path d="M2.7 30h6.4V14.5L0 7.7v19.6C0 28.8 1.2 30 2.7 30z" fill="#4285f4"/>' +
    '<path d="M30.9 30h6.4c1.5 0 2.7-1.2 2.7-2.7V7.7l-9.1 6.8" fill="#34a853"/>' +
    '<path d="M30.9 2.7v11.8L40 7.7V4c0-3.4-3.8-5.3-6.5-3.3" fill="#fbbc04"/>' +
    '<path d="M9.1 14.5V2.7L20 10.9l10.9-8.2v11.8L20 22.7" fill="#ea4335"/>' +
    '<path d="M0 4v3.7l9.1 6.8V2.7L6.5.7C3.8-1.3 0 .6 0 4" fill="#c5221f"/></svg>';

  function icon(name, size, color) {
    size = size || 20;
    var span = document.createElement("span");
    span.className = "ico";
    span.innerHTML = '<svg width="' + size + '" height="' + size + '" viewBox="0 0 24 24"><path fill="' + (color || "currentColor") + '" d="' + P[name] + '"/></svg>';
    return span;
  }

  IGG.app({
    mount: function (root, ctx) {
      var h = ctx.h, C = ctx.content, st = ctx.state || {};
      var people = C.people;

      /* ---------------- state ---------------- */
      var S = {
        folder: st.folder || "inbox",
        tab: st.tab || "primary",
        open: st.open || null,
        more: !!st.more,
        compose: st.compose || null,
        compose_min: !!st.compose_min,
        compose_max: false,
        sidepanel: st.sidepanel || null,
        quick_settings: !!st.quick_settings,
        density: st.density || "default",
        banner: st.banner || null,
        modal: st.modal || null,
        toast: st.toast || null,
        meet: st.meet || null,
        scroll_y: st.scroll_y || 0,
      };
      if (S.quick_settings) S.sidepanel = null;
      var stars = {}, readMap = {}, removed = {}, checked = {}, doneTasks = {};
      var mic = true, cam = false;

      function save(patch) {
        if (patch) Object.assign(S, patch);
        ctx.setState({
          folder: S.folder, tab: S.tab, open: S.open, more: S.more, compose: S.compose, compose_min: S.compose_min,
          sidepanel: S.sidepanel, quick_settings: S.quick_settings, density: S.density, banner: S.banner, modal: S.modal,
          toast: S.toast, meet: S.meet, starred: Object.keys(stars).filter(function (k) { return stars[k]; }).sort(),
          removed: Object.keys(removed).sort(), completed_tasks: Object.keys(doneTasks).sort(),
        });
      }

      /* ---------------- data helpers ---------------- */
      var allInbox = [].concat(C.inbox.primary, C.inbox.promotions, C.inbox.social, C.inbox.updates);
      var bySlug = {};
      allInbox.forEach(function (m) { bySlug[m.slug] = m; });
      Object.keys(C.folders).forEach(function (f) { C.folders[f].forEach(function (m) { bySlug[m.slug] = m; }); });
      allInbox.forEach(function (m) { stars[m.slug] = m.starred; });
      var labelBySlug = {};
      C.labels.forEach(function (l) { labelBySlug[l.slug] = l; });

      function isUnread(m) { return readMap[m.slug] === undefined ? m.unread : !readMap[m.slug]; }
      function isStarred(m) { return !!stars[m.slug]; }
      function personOf(key) { return people[key]; }
      function firstName(key) { return key === "me" ? "me" : people[key].name.split(" ")[0]; }

      function avatar(key, size) {
        var p = personOf(key);
        var a = h("span", { class: "avatar", style: { width: size + "px", height: size + "px", background: p.color, fontSize: Math.round(size * 0.42) + "px" } }, p.initials);
        return a;
      }

      function folderRows() {
        var f = S.folder;
        if (f === "inbox") return C.inbox[S.tab] || C.inbox.primary;
        if (f === "starred") return allInbox.filter(isStarred);
        if (f === "important") return allInbox.filter(function (m) { return m.important; });
        if (f === "all") return [].concat(allInbox, C.folders.sent).sort(function (a, b) { return a.minutes - b.minutes; });
        if (f.indexOf("label:") === 0) {
          var lab = f.slice(6);
          return allInbox.filter(function (m) { return m.labels.indexOf(lab) >= 0; });
        }
        return C.folders[f] || [];
      }

      /* ---------------- hosts ---------------- */
      root.innerHTML = "";
      var headerHost = h("div"), railHost = h("div"), mainHost = h("div"), sideHost = h("div"), stripHost = h("div");
      var composeHost = h("div"), bannerHost = h("div"), modalHost = h("div"), toastHost = h("div"), meetHost = h("div");
      root.appendChild(headerHost); root.appendChild(railHost); root.appendChild(mainHost); root.appendChild(sideHost);
      root.appendChild(stripHost); root.appendChild(bannerHost); root.appendChild(meetHost); root.appendChild(composeHost);
      root.appendChild(toastHost); root.appendChild(modalHost);

      function closeMenus(except) {
        Array.prototype.forEach.call(document.querySelectorAll(".menu.open"), function (m) { if (m !== except) m.classList.remove("open"); });
      }
      document.addEventListener("click", function () { closeMenus(null); });

      /* ---------------- header ---------------- */
      function renderHeader() {
        headerHost.innerHTML = "";
        var search = h("div", { class: "gm-search", id: "email.search" },
          h("button", { class: "icon-btn", id: "email.search.submit", "aria-label": "Search mail" }, icon("search", 24)),
          h("input", { type: "text", placeholder: "Search mail", "aria-label": "Search mail", id: "email.search.input" }),
          h("button", { class: "icon-btn", id: "email.search.options", "aria-label": "Show search options" }, icon("tune", 24)));
        headerHost.appendChild(h("header", { class: "gm-header" },
          h("button", { class: "icon-btn menu-btn", id: "email.header.menu", "aria-label": "Main menu" }, icon("menu", 24)),
          h("a", { class: "gm-logo", id: "email.header.logo", onclick: function () { go({ folder: "inbox", tab: "primary", open: null }); } },
            h("span", { html: GMAIL_LOGO, style: { display: "inline-flex" } }), h("span", { class: "word" }, "Gmail")),
          search,
          h("div", { class: "right" },
            h("button", { class: "gm-status", id: "email.header.status" }, h("span", { class: "dot" }), "Active", icon("expandMore", 18)),
            h("button", { class: "icon-btn", id: "email.header.help", "aria-label": "Support" }, icon("help", 24)),
            h("button", { class: "icon-btn", id: "email.header.settings", "aria-label": "Settings", onclick: function (e) {
              e.stopPropagation(); save({ quick_settings: !S.quick_settings, sidepanel: null }); renderSide(); } }, icon("settings", 24)),
            h("button", { class: "icon-btn", id: "email.header.apps", "aria-label": "Google apps" }, icon("apps", 24)),
            h("button", { class: "gm-avatar-btn", id: "email.header.account", "aria-label": "Google Account: " + C.me.name },
              h("span", { class: "avatar", style: { width: "32px", height: "32px", background: C.me.color, fontSize: "14px" } }, C.me.initials[0])))));
      }

      /* ---------------- rail ---------------- */
      function navItem(key, name, iconName, count, opts) {
        opts = opts || {};
        var sel = S.folder === key && !S.open;
        var cls = "nav-item" + (sel ? " sel" : "") + (opts.bold ? " bold" : "");
        return h("div", { class: cls, id: "email.folder." + key, role: "link", onclick: function (e) { e.stopPropagation(); go({ folder: key, open: null, tab: "primary" }); } },
          icon(iconName, 20, opts.color), h("span", { class: "name" }, name), count ? h("span", { class: "count" }, count) : null);
      }

      function renderRail() {
        var prev = railHost.firstChild ? railHost.firstChild.scrollTop : (st.rail_scroll || 0);
        railHost.innerHTML = "";
        var unreadInbox = C.counts.inbox.toLocaleString("en-US");
        var moreList = h("div", { class: "nav-more-list" + (S.more ? " open" : ""), id: "email.folder.more-list" },
          navItem("important", "Important", "importantO"),
          navItem("scheduled", "Scheduled", "scheduled", C.folders.scheduled.length),
          navItem("all", "All Mail", "allMail"),
          navItem("spam", "Spam", "spam", C.counts.spam, { bold: true }),
          navItem("trash", "Trash", "trash"),
          h("div", { class: "nav-item", id: "email.folder.categories" }, icon("tag", 20), h("span", { class: "name" }, "Categories"), icon("expandMore", 18)),
          h("div", { class: "nav-item", id: "email.labels.manage" }, icon("settings", 20), h("span", { class: "name" }, "Manage labels")),
          h("div", { class: "nav-item", id: "email.labels.create-link" }, icon("add", 20), h("span", { class: "name" }, "Create new label")));
        var moreIcon = h("span", { style: { display: "contents" } }, icon(S.more ? "expandLess" : "expandMore", 20));
        var moreName = h("span", { class: "name" }, S.more ? "Less" : "More");
        var moreBtn = h("div", { class: "nav-item", id: "email.folder.more", role: "button", "aria-expanded": S.more ? "true" : "false", onclick: function (e) {
            e.stopPropagation(); save({ more: !S.more });
            moreList.classList.toggle("open", S.more);
            moreIcon.innerHTML = ""; moreIcon.appendChild(icon(S.more ? "expandLess" : "expandMore", 20));
            moreName.textContent = S.more ? "Less" : "More";
            moreBtn.setAttribute("aria-expanded", S.more ? "true" : "false");
          } }, moreIcon, moreName);
        var labels = C.labels.map(function (l) {
          var key = "label:" + l.slug;
          var sel = S.folder === key && !S.open;
          return h("div", { class: "nav-item" + (sel ? " sel" : "") + (l.unread ? " bold" : ""), id: "email.label." + l.slug,
            onclick: function (e) { e.stopPropagation(); go({ folder: key, open: null }); } },
            icon("label", 20, l.color), h("span", { class: "name" }, l.name), l.unread ? h("span", { class: "count" }, l.unread) : null);
        });
        var rail = h("nav", { class: "gm-rail", id: "email.rail" },
          h("button", { class: "gm-compose-btn", id: "email.compose-button", onclick: function (e) { e.stopPropagation(); openCompose("new"); } },
            icon("edit", 24), "Compose"),
          navItem("inbox", "Inbox", "inbox", unreadInbox, { bold: true }),
          navItem("starred", "Starred", "starO"),
          navItem("snoozed", "Snoozed", "clock"),
          navItem("sent", "Sent", "send"),
          navItem("drafts", "Drafts", "draft", C.counts.drafts, { bold: true }),
          moreBtn, moreList,
          h("div", { class: "rail-labels-head" }, h("span", { class: "t" }, "Labels"),
            h("button", { class: "icon-btn sm", id: "email.labels.create", "aria-label": "Create new label" }, icon("add", 20))),
          labels);
        railHost.appendChild(rail);
        rail.scrollTop = prev;
      }

      /* ---------------- list view ---------------- */
      function toolbarList() {
        var rows = folderRows();
        var n = S.folder === "inbox" && S.tab === "primary" ? C.counts.total : String(rows.length);
        var range = rows.length ? "1\u2013" + rows.length + " of " + n : "";
        var moreMenu = h("div", { class: "menu", id: "email.toolbar.more-menu", style: { left: "96px", top: "44px" } },
          h("div", { class: "mi", id: "email.toolbar.mark-all-read", onclick: function () { rows.forEach(function (m) { readMap[m.slug] = true; }); renderMain(true); } }, "Mark all as read"),
          h("div", { class: "sep" }),
          h("div", { class: "mi", id: "email.toolbar.select-messages" }, "Select messages to see more actions"));
        return h("div", { class: "gm-toolbar", style: { position: "relative" } },
          h("div", { class: "sel-box" },
            h("span", { class: "icon-btn sm", id: "email.toolbar.select", style: { width: "20px" }, onclick: function (e) {
              e.stopPropagation(); var on = !Object.keys(checked).some(function (k) { return checked[k]; });
              rows.forEach(function (m) { checked[m.slug] = on; }); renderMain(true); } }, icon("box", 20)),
            h("span", { class: "icon-btn sm", style: { width: "20px" } }, icon("drop", 20))),
          h("button", { class: "icon-btn", id: "email.toolbar.refresh", "aria-label": "Refresh", onclick: function (e) { e.stopPropagation(); renderMain(true); } }, icon("refresh", 20)),
          h("button", { class: "icon-btn", id: "email.toolbar.more", "aria-label": "More", onclick: function (e) { e.stopPropagation(); closeMenus(moreMenu); moreMenu.classList.toggle("open"); } }, icon("moreVert", 20)),
          moreMenu,
          h("span", { class: "spacer" }),
          h("span", { class: "range" }, range),
          h("button", { class: "icon-btn", id: "email.toolbar.newer", "aria-label": "Newer", "aria-disabled": "true" }, icon("left", 20)),
          h("button", { class: "icon-btn", id: "email.toolbar.older", "aria-label": "Older", "aria-disabled": rows.length < 50 ? "true" : null }, icon("right", 20)),
          h("button", { class: "icon-btn", id: "email.toolbar.input-tools", "aria-label": "Input tools" }, icon("keyboard", 20)));
      }

      var TAB_DEF = [
        { key: "primary", name: "Primary", icon: "inbox" },
        { key: "promotions", name: "Promotions", icon: "tag", chip: "#188038" },
        { key: "social", name: "Social", icon: "people", chip: "#1a73e8" },
        { key: "updates", name: "Updates", icon: "info", chip: "#e37400" },
      ];

      function tabsBar() {
        return h("div", { class: "gm-tabs", role: "tablist" }, TAB_DEF.map(function (t) {
          var sel = S.tab === t.key;
          var n = C.tab_new[t.key];
          var showNew = !sel && n;
          return h("div", { class: "gm-tab" + (sel ? " sel" : "") + (showNew ? " bold" : ""), id: "email.tab." + t.key, role: "tab",
            onclick: function (e) { e.stopPropagation(); switchTab(t.key); } },
            icon(t.icon, 20),
            h("div", { style: { minWidth: 0 } },
              h("div", { style: { display: "flex", alignItems: "center" } }, h("span", { class: "lbl" }, t.name),
                showNew ? h("span", { class: "chip", style: { background: t.chip } }, n + " new") : null),
              showNew ? h("div", { class: "sub" }, C.tab_senders[t.key]) : null));
        }));
      }

      function switchTab(key) {
        if (S.folder !== "inbox" || S.open) { go({ tab: key, folder: "inbox", open: null }); return; }
        // Same view: flip the panes and the tab bar in place (nothing under the pointer is rebuilt).
        save({ tab: key });
        TAB_DEF.forEach(function (t) {
          var pane = ctx.byId("email.pane." + t.key), tab = ctx.byId("email.tab." + t.key);
          if (pane) pane.style.display = t.key === key ? "block" : "none";
          if (tab) {
            tab.classList.toggle("sel", t.key === key);
            if (t.key === key) {  // seen: the "N new" chip and the sender line go away, as in Gmail
              tab.classList.remove("bold");
              Array.prototype.forEach.call(tab.querySelectorAll(".chip, .sub"), function (x) { x.remove(); });
              C.tab_new[t.key] = 0;
            }
          }
        });
        var range = mainHost.querySelector(".gm-toolbar .range");
        if (range) range.textContent = "1\u2013" + C.inbox[key].length + " of " + (key === "primary" ? C.counts.total : C.inbox[key].length);
        window.scrollTo(0, 0);
      }

      function dealsStrip() {
        return h("div", { class: "deals" },
          h("div", { class: "deals-head" }, h("b", null, "Top picks"), "Deals from brands you follow"),
          h("div", { class: "deals-strip", id: "email.deals" }, C.deals.map(function (d) {
            return h("div", { class: "deal", id: "email.deal." + d.slug, onclick: function (e) { e.stopPropagation(); toast("Opening offer from " + d.brand + "\u2026"); } },
              h("div", { class: "img", style: { background: "linear-gradient(135deg," + d.colors[0] + " 0%," + d.colors[1] + " 100%)" } },
                h("span", { html: '<svg width="120" height="90" viewBox="0 0 120 90"><circle cx="86" cy="30" r="22" fill="#fff"/><path d="M0 90 L40 40 L70 70 L90 52 L120 90Z" fill="#fff"/></svg>' }),
                h("span", { class: "brand" }, d.brand), h("span", { class: "hl" }, d.headline)),
              h("div", { class: "meta" }, h("div", { class: "d" }, d.detail), h("div", { class: "e" }, d.expires)));
          })));
      }

      function attChip(a, id) {
        return h("span", { class: "att-chip", id: id, title: a.name }, h("span", { class: "badge " + a.kind }, kindLabel(a.kind)), h("span", { class: "nm" }, a.name));
      }
      function kindLabel(k) { return { pdf: "PDF", sheet: "XLS", doc: "W", image: "IMG", file: "F" }[k] || ""; }

      function rowEl(m) {
        var unread = isUnread(m), starred = isStarred(m);
        var base = "email.msg." + m.slug;
        var senderText;
        if (m.folder === "drafts") senderText = h("span", { class: "draft" }, "Draft");
        else if (m.folder === "sent" || m.folder === "scheduled") senderText = "To: " + personOf(m.from).name.split(" ")[0];
        else if (m.participants) senderText = [m.participants, h("span", { class: "cnt" }, String(m.count))];
        else senderText = personOf(m.from).name;
        var labelChips = [];
        if (S.folder !== "inbox" && m.category && S.folder !== "all") labelChips.push(h("span", { class: "lchip inbox" }, "Inbox"));
        (m.labels || []).slice(0, 2).forEach(function (l) {
          if (S.folder === "label:" + l) return;
          labelChips.push(h("span", { class: "lchip" }, labelBySlug[l].name));
        });
        var atts = (m.attachments || []);
        var chips = null;
        if (atts.length) {
          var shown = atts.slice(0, atts.length > 3 ? 2 : 3);
          chips = h("div", { class: "chips" }, shown.map(function (a) { return attChip(a, base + ".att." + a.slug); }),
            atts.length > shown.length ? h("span", { class: "att-chip more" }, "+" + (atts.length - shown.length)) : null);
        }
        var starBtn = h("span", { class: "star" + (starred ? " on" : ""), id: base + ".star", role: "button", "aria-label": starred ? "Starred" : "Not starred",
          onclick: function (e) {
            e.stopPropagation(); stars[m.slug] = !stars[m.slug]; save();
            starBtn.classList.toggle("on", stars[m.slug]);
            starBtn.innerHTML = ""; starBtn.appendChild(icon(stars[m.slug] ? "star" : "starO", 20));
          } }, icon(starred ? "star" : "starO", 20));
        var cb = h("span", { class: "cbx", id: base + ".select", role: "checkbox", onclick: function (e) {
          e.stopPropagation(); checked[m.slug] = !checked[m.slug]; cb.innerHTML = ""; cb.appendChild(icon(checked[m.slug] ? "boxOn" : "box", 20)); } },
          icon(checked[m.slug] ? "boxOn" : "box", 20));
        var row;
        function act(name, iconName, label, fn) {
          return h("button", { class: "icon-btn", id: base + "." + name, "aria-label": label, title: label, onclick: function (e) { e.stopPropagation(); fn(); } }, icon(iconName, 20));
        }
        var acts = h("div", { class: "acts" },
          act("archive", "archive", "Archive", function () { removeRow(m, "Conversation archived."); }),
          act("delete", "trash", "Delete", function () { removeRow(m, "Conversation moved to Trash."); }),
          act("read", unread ? "markRead" : "markUnread", unread ? "Mark as read" : "Mark as unread", function () {
            readMap[m.slug] = isUnread(m); save();
            var now = isUnread(m), btn = ctx.byId(base + ".read");
            row.classList.toggle("unread", now);
            btn.innerHTML = ""; btn.appendChild(icon(now ? "markRead" : "markUnread", 20));
            btn.setAttribute("aria-label", now ? "Mark as read" : "Mark as unread"); btn.title = now ? "Mark as read" : "Mark as unread"; }),
          act("snooze", "snooze", "Snooze", function () { removeRow(m, "Conversation snoozed until Tomorrow, 8:00 AM."); }));
        var date = m.folder === "snoozed" ? m.until : m.date;
        row = h("div", { class: "row" + (unread ? " unread" : ""), id: base, role: "row", onclick: function () { openThread(m.slug); } },
          h("div", { class: "lead" }, cb, starBtn,
            h("span", { class: "imp" + (m.important ? " on" : ""), id: base + ".important", onclick: function (e) { e.stopPropagation(); } }, icon(m.important ? "important" : "importantO", 20))),
          h("div", { class: "sender" }, senderText),
          h("div", { class: "mid" },
            h("div", { class: "line" }, labelChips, h("span", { class: "subj" }, m.subject), h("span", { class: "snip" }, "\u00a0-\u00a0" + m.snippet)),
            chips),
          h("div", { class: "date" }, date),
          acts);
        return row;
      }

      function removeRow(m, msg) {
        removed[m.slug] = true; save();
        var el = ctx.byId("email.msg." + m.slug);
        if (el) el.remove();
        showToast({ text: msg, undo: function () { delete removed[m.slug]; save(); renderMain(true); } });
      }

      function footer() {
        return h("div", { class: "gm-footer" },
          h("div", null, h("div", null, C.storage), h("div", { class: "storage-bar" }, h("div")),
            h("a", { id: "email.footer.manage-storage", style: { display: "inline-block", marginTop: "6px" } }, "Manage storage")),
          h("div", { class: "c" }, h("a", { id: "email.footer.terms" }, "Terms"), " \u00b7 ", h("a", { id: "email.footer.privacy" }, "Privacy"),
            " \u00b7 ", h("a", { id: "email.footer.policies" }, "Program Policies")),
          h("div", { class: "r" }, h("div", null, C.last_activity), h("a", { id: "email.footer.activity-details", onclick: function (e) {
            e.stopPropagation(); toast("Activity on this account: this browser (San Francisco, CA) \u00b7 12 minutes ago"); } }, "Details")));
      }

      function listView() {
        var card = h("div", { class: "gm-card density-" + S.density });
        var stickyInner = h("div", { class: "gm-sticky-inner" }, toolbarList());
        if (S.folder === "inbox") stickyInner.appendChild(tabsBar());
        card.appendChild(h("div", { class: "gm-sticky" }, stickyInner));
        if (S.folder === "spam") card.appendChild(h("div", { class: "folder-note" }, "Messages that have been in Spam more than 30 days will be automatically deleted.", h("a", { id: "email.spam.delete-all" }, "Delete all spam messages now")));
        if (S.folder === "trash") card.appendChild(h("div", { class: "folder-note" }, "Messages that have been in Trash more than 30 days will be automatically deleted.", h("a", { id: "email.trash.empty" }, "Empty Trash now")));
        if (S.folder === "inbox") {
          // Every category is in the page; only the selected one is shown (a tab switch is a state change).
          TAB_DEF.forEach(function (t) {
            var rows = C.inbox[t.key].filter(function (m) { return !removed[m.slug]; });
            card.appendChild(h("div", { class: "tab-pane", id: "email.pane." + t.key, style: { display: S.tab === t.key ? "block" : "none" } },
              t.key === "promotions" ? dealsStrip() : null,
              h("div", { class: "msg-list", id: "email.list." + t.key, role: "grid" }, rows.map(rowEl))));
          });
        } else {
          var rows = folderRows().filter(function (m) { return !removed[m.slug]; });
          var list = h("div", { class: "msg-list", id: "email.list", role: "grid" }, rows.map(rowEl));
          if (!rows.length) list.appendChild(h("div", { class: "empty-list" }, S.folder === "snoozed" ? "Nothing snoozed" : "No conversations in this view."));
          card.appendChild(list);
        }
        card.appendChild(footer());
        return card;
      }

      /* ---------------- conversation ---------------- */
      var scan = { slug: null, done: false, timer: null };
      function startScan(slug) {
        if (scan.timer) clearTimeout(scan.timer);
        scan = { slug: slug, done: false, timer: null };
        scan.timer = setTimeout(function () {
          scan.done = true;
          (C.threads[slug] || []).forEach(function (msg, i) {
            var hd = ctx.byId("email.conv." + slug + "." + (i + 1) + ".attachments");
            if (hd) hd.replaceWith(attsHead(slug, i + 1, msg.attachments));
          });
        }, 4000);
      }

      function attsHead(slug, idx, atts) {
        var scanned = scan.slug === slug && scan.done;
        var base = "email.conv." + slug + "." + idx;
        return h("div", { class: "atts-head", id: base + ".attachments" },
          h("span", null, atts.length + (atts.length === 1 ? " attachment" : " attachments")),
          h("span", { class: "scan" }, "\u00a0\u2022\u00a0" + (scanned ? "Scanned by Gmail" : "Scanning for viruses\u2026")),
          icon("info", 16, "#5f6368"),
          h("span", { class: "sp" }),
          atts.length > 1 ? h("button", { class: "icon-btn sm", id: base + ".download-all", "aria-label": "Download all",
            title: scanned ? "Download all" : "Scanning for viruses\u2026", "aria-disabled": scanned ? null : "true",
            onclick: function (e) { e.stopPropagation(); if (scanned) toast("Preparing " + atts.length + " attachments for download\u2026"); } }, icon("download", 20)) : null,
          h("button", { class: "icon-btn sm", id: base + ".add-to-drive", "aria-label": "Add all to Drive", "aria-disabled": scanned ? null : "true" }, icon("drive", 18)));
      }

      function thumb(a, idx) {
        if (a.kind === "image") {
          var hues = [["#f6d365", "#fda085"], ["#84fab0", "#8fd3f4"], ["#a18cd1", "#fbc2eb"], ["#ffecd2", "#fcb69f"], ["#89f7fe", "#66a6ff"], ["#fddb92", "#d1fdff"]];
          var c = hues[idx % hues.length];
          return h("div", { class: "thumb", style: { background: "linear-gradient(160deg," + c[0] + "," + c[1] + ")" } },
            h("span", { html: '<svg width="180" height="86" viewBox="0 0 180 86"><circle cx="140" cy="24" r="11" fill="#fff" opacity=".8"/><path d="M0 86 L50 38 L85 70 L115 46 L180 86Z" fill="#2d3e50" opacity=".45"/><circle cx="62" cy="52" r="9" fill="#3c2a21" opacity=".55"/><rect x="55" y="60" width="14" height="26" rx="5" fill="#3c2a21" opacity=".55"/><circle cx="88" cy="50" r="9" fill="#5a3e2b" opacity=".55"/><rect x="81" y="58" width="14" height="28" rx="5" fill="#7a4b8c" opacity=".55"/></svg>' }));
        }
        var col = { pdf: "#d93025", sheet: "#188038", doc: "#1a73e8", file: "#5f6368" }[a.kind];
        var lines = "";
        for (var i = 0; i < 6; i++) lines += '<rect x="58" y="' + (26 + i * 8) + '" width="' + (i % 3 === 2 ? 40 : 64) + '" height="3" rx="1" fill="#c4c7c5"/>';
        if (a.kind === "sheet") {
          lines = "";
          for (var r = 0; r < 5; r++) for (var k = 0; k < 4; k++) lines += '<rect x="' + (52 + k * 19) + '" y="' + (22 + r * 11) + '" width="17" height="9" fill="' + (r === 0 ? "#ceead6" : "#f1f3f4") + '"/>';
        }
        return h("div", { class: "thumb", style: { background: "#f8f9fa" } },
          h("span", { html: '<svg width="180" height="86" viewBox="0 0 180 86"><rect x="46" y="12" width="88" height="80" rx="3" fill="#fff" stroke="#dadce0"/>' + lines +
            '<rect x="46" y="12" width="88" height="6" fill="' + col + '"/></svg>' }));
      }

      function hovercard(base, key) {
        var p = personOf(key);
        var org = p.email.split("@")[1];
        return h("div", { class: "hovercard", id: base + ".card", onclick: function (e) { e.stopPropagation(); } },
          h("div", { class: "top" }, avatar(key, 64),
            h("div", null, h("div", { class: "n" }, p.name), h("div", { class: "e" }, p.email), h("div", { class: "org" }, org))),
          h("div", { class: "btns" },
            h("button", { class: "icon-btn", id: base + ".card.email", "aria-label": "Send email", title: "Send email", onclick: function (e) { e.stopPropagation(); openCompose("new", p); } }, icon("mail", 20)),
            h("button", { class: "icon-btn", id: base + ".card.chat", "aria-label": "Chat", title: "Chat", onclick: function (e) { e.stopPropagation(); toast("Chat with " + p.name + " opened in Google Chat"); } }, icon("chat", 20)),
            h("button", { class: "icon-btn", id: base + ".card.video", "aria-label": "Video call", title: "Start a video call", onclick: function (e) { e.stopPropagation(); toast("Calling " + p.name + " on Google Meet\u2026"); } }, icon("video", 20)),
            h("button", { class: "icon-btn", id: base + ".card.event", "aria-label": "Schedule event", title: "Schedule an event", onclick: function (e) { e.stopPropagation(); toast("New event with " + p.name + " opened in Calendar"); } }, icon("event", 20))),
          h("div", { class: "foot", id: base + ".card.details" }, "Open detailed view"));
      }

      function convView() {
        var slug = S.open, m = bySlug[slug], th = C.threads[slug] || [];
        var card = h("div", { class: "gm-card" });
        var tb = h("div", { class: "gm-toolbar" },
          h("button", { class: "icon-btn", id: "email.conv.back", "aria-label": "Back to " + (S.folder === "inbox" ? "Inbox" : S.folder), onclick: function (e) { e.stopPropagation(); go({ open: null }); } }, icon("back", 20)),
          h("button", { class: "icon-btn", id: "email.conv.archive", "aria-label": "Archive", onclick: function (e) { e.stopPropagation(); removed[slug] = true; go({ open: null }); showToast({ text: "Conversation archived." }); } }, icon("archive", 20)),
          h("button", { class: "icon-btn", id: "email.conv.spam", "aria-label": "Report spam" }, icon("spam", 20)),
          h("button", { class: "icon-btn", id: "email.conv.delete", "aria-label": "Delete", onclick: function (e) { e.stopPropagation(); removed[slug] = true; go({ open: null }); showToast({ text: "Conversation moved to Trash." }); } }, icon("trash", 20)),
          h("span", { class: "vsep" }),
          h("button", { class: "icon-btn", id: "email.conv.mark-unread", "aria-label": "Mark as unread", onclick: function (e) { e.stopPropagation(); readMap[slug] = false; go({ open: null }); } }, icon("markUnread", 20)),
          h("button", { class: "icon-btn", id: "email.conv.snooze", "aria-label": "Snooze" }, icon("snooze", 20)),
          h("button", { class: "icon-btn", id: "email.conv.add-task", "aria-label": "Add to Tasks" }, icon("task", 20)),
          h("span", { class: "vsep" }),
          h("button", { class: "icon-btn", id: "email.conv.move", "aria-label": "Move to" }, icon("move", 20)),
          h("button", { class: "icon-btn", id: "email.conv.labels", "aria-label": "Labels" }, icon("labelO", 20)),
          h("button", { class: "icon-btn", id: "email.conv.more", "aria-label": "More" }, icon("moreVert", 20)),
          h("span", { class: "spacer" }),
          h("span", { class: "range" }, (m && m.folder === "inbox" ? (C.inbox[m.category].indexOf(m) + 1) : 1) + " of " + C.counts.total),
          h("button", { class: "icon-btn", id: "email.conv.newer", "aria-label": "Newer" }, icon("left", 20)),
          h("button", { class: "icon-btn", id: "email.conv.older", "aria-label": "Older" }, icon("right", 20)),
          h("button", { class: "icon-btn", id: "email.toolbar.input-tools", "aria-label": "Input tools" }, icon("keyboard", 20)));
        card.appendChild(h("div", { class: "gm-sticky" }, h("div", { class: "gm-sticky-inner" }, tb)));
        if (!m) { card.appendChild(h("div", { class: "empty-list" }, "This conversation could not be found.")); return card; }

        var tags = [];
        if (m.folder === "inbox") tags.push(h("span", { class: "tag", id: "email.conv.tag.inbox" }, "Inbox", icon("close", 12)));
        else tags.push(h("span", { class: "tag" }, { sent: "Sent", drafts: "Drafts", spam: "Spam", trash: "Trash", snoozed: "Snoozed", scheduled: "Scheduled" }[m.folder] || "Inbox"));
        (m.labels || []).forEach(function (l) { tags.push(h("span", { class: "tag", id: "email.conv.tag." + l }, labelBySlug[l].name, icon("close", 12))); });
        card.appendChild(h("div", { class: "conv-head" },
          h("h2", null, m.subject), tags,
          h("div", { class: "tools" },
            h("button", { class: "icon-btn", id: "email.conv.print", "aria-label": "Print all" }, icon("print", 20)),
            h("button", { class: "icon-btn", id: "email.conv.new-window", "aria-label": "In new window" }, icon("openNew", 20)))));

        var n = th.length;
        var hideFrom = n > 4 ? 1 : n, hideTo = n > 4 ? n - 3 : -1; // indices [hideFrom, hideTo] are folded into "older"
        var olderEl = null;
        th.forEach(function (msg, i) {
          var idx = i + 1;
          var base = "email.conv." + slug + "." + idx;
          var last = i === n - 1;
          var folded = i >= hideFrom && i <= hideTo;
          var p = personOf(msg.from);
          var msgEl;
          var starOn = last ? isStarred(m) : false;
          var starBtn = h("button", { class: "icon-btn sm", id: base + ".star", "aria-label": "Star", onclick: function (e) {
            e.stopPropagation(); starOn = !starOn; if (last) { stars[slug] = starOn; save(); }
            starBtn.innerHTML = ""; starBtn.appendChild(icon(starOn ? "star" : "starO", 20, starOn ? "#f4b400" : null)); } }, icon(starOn ? "star" : "starO", 20, starOn ? "#f4b400" : null));
          var menu = h("div", { class: "menu", id: base + ".menu", style: { right: "16px", top: "48px" } },
            [["reply", "Reply", "reply"], ["forward", "Forward", "forward"], ["sep"], ["filter", "Filter messages like this", "tune"],
             ["print", "Print", "print"], ["delete", "Delete this message", "trash"], ["block", "Block \"" + p.name + "\"", "spam"],
             ["report-spam", "Report spam", "spam"], ["sep"], ["unread", "Mark as unread from here", "markUnread"]].map(function (it) {
              if (it[0] === "sep") return h("div", { class: "sep" });
              return h("div", { class: "mi", id: base + ".menu." + it[0], onclick: function (e) {
                e.stopPropagation(); menu.classList.remove("open");
                if (it[0] === "reply" || it[0] === "forward") openCompose("reply", p, (it[0] === "reply" ? "Re: " : "Fwd: ") + m.subject);
                else if (it[0] === "block") toast("Messages from " + p.email + " will be marked as spam.");
                else if (it[0] === "filter") toast("Search options opened with from:" + p.email);
                else toast(it[1] + "\u2026");
              } }, icon(it[2], 20, "#444746"), it[1]);
            }));
          var head = h("div", { class: "msg-head", id: base + ".header", onclick: function (e) {
              e.stopPropagation();
              if (last && !msgEl.classList.contains("collapsed")) return;
              msgEl.classList.toggle("collapsed");
            } },
            h("span", { class: "av" }, avatar(msg.from, 40)),
            h("div", { class: "who" },
              h("div", null,
                h("span", { class: "sender-wrap", id: base + ".sender" }, h("span", { class: "nm" }, p.name), hovercard(base, msg.from)),
                h("span", { class: "em" }, "<" + p.email + ">")),
              h("div", { class: "to" }, "to " + msg.to, icon("drop", 16)),
              h("div", { class: "csnip" }, msg.snippet)),
            h("div", { class: "when" }, msg.full_date),
            h("div", { class: "mtools" }, starBtn,
              h("button", { class: "icon-btn sm reply", id: base + ".reply", "aria-label": "Reply", onclick: function (e) { e.stopPropagation(); openCompose("reply", p, "Re: " + m.subject); } }, icon("reply", 20)),
              h("button", { class: "icon-btn sm more", id: base + ".more", "aria-label": "More", onclick: function (e) { e.stopPropagation(); closeMenus(menu); menu.classList.toggle("open"); } }, icon("moreVert", 20))),
            menu);
          var body = h("div", { class: "msg-body" }, msg.body.map(function (para) { return h("p", null, para); }));
          var atts = null;
          if (msg.attachments.length) {
            atts = h("div", { class: "atts" }, attsHead(slug, idx, msg.attachments),
              h("div", { class: "att-cards" }, msg.attachments.map(function (a, k) {
                return h("div", { class: "att-card", id: "email.conv." + slug + ".att." + a.slug, title: a.name, onclick: function (e) {
                  e.stopPropagation(); toast("Opening preview of " + a.name + "\u2026"); } },
                  thumb(a, k), h("div", { class: "bar" }, h("span", { class: "badge " + a.kind }, kindLabel(a.kind)), h("span", { class: "nm" }, a.name)));
              })));
          }
          msgEl = h("div", { class: "msg" + (last ? "" : " collapsed") + (folded ? " hidden" : ""), id: base }, head, body, atts);
          if (n > 4 && i === hideFrom) {
            olderEl = h("div", { class: "older", id: "email.conv." + slug + ".older", title: (hideTo - hideFrom + 1) + " older messages", onclick: function (e) {
              e.stopPropagation();
              Array.prototype.forEach.call(card.querySelectorAll(".msg.hidden"), function (x) { x.classList.remove("hidden"); });
              olderEl.classList.add("gone");
            } }, h("div", { class: "lines" }), h("div", { class: "circ" }, String(hideTo - hideFrom + 1)));
            card.appendChild(olderEl);
          }
          card.appendChild(msgEl);
        });
        card.appendChild(h("div", { class: "conv-actions" },
          h("button", { class: "pill-btn", id: "email.conv.reply", onclick: function (e) { e.stopPropagation(); openCompose("reply", personOf(th[n - 1].from === "me" ? m.from : th[n - 1].from), "Re: " + m.subject); } }, icon("reply", 20), "Reply"),
          n > 1 || th[0].to.indexOf(",") >= 0 ? h("button", { class: "pill-btn", id: "email.conv.reply-all", onclick: function (e) { e.stopPropagation(); openCompose("reply", personOf(th[n - 1].from === "me" ? m.from : th[n - 1].from), "Re: " + m.subject); } }, icon("replyAll", 20), "Reply all") : null,
          h("button", { class: "pill-btn", id: "email.conv.forward", onclick: function (e) { e.stopPropagation(); openCompose("reply", null, "Fwd: " + m.subject); } }, icon("forward", 20), "Forward")));
        card.appendChild(footer());
        return card;
      }

      function renderMain(keepScroll) {
        var y = window.scrollY;
        document.body.classList.toggle("with-side", !!(S.sidepanel || S.quick_settings));
        mainHost.innerHTML = "";
        mainHost.appendChild(h("main", { class: "gm-main", id: "email.main" }, S.open ? convView() : listView()));
        window.scrollTo(0, keepScroll ? y : 0);
      }

      function go(patch) {
        var prevOpen = S.open;
        save(patch);
        if (S.open && S.open !== prevOpen) { readMap[S.open] = true; startScan(S.open); }
        Array.prototype.forEach.call(railHost.querySelectorAll(".nav-item"), function (el) {
          var id = el.getAttribute("data-igg-id") || "";
          var key = id.indexOf("email.folder.") === 0 ? id.slice(13) : id.indexOf("email.label.") === 0 ? "label:" + id.slice(12) : null;
          el.classList.toggle("sel", !!key && key === S.folder && !S.open);
        });
        renderMain(false);
      }
      function openThread(slug) { go({ open: slug }); }

      /* ---------------- side panel & strip ---------------- */
      function renderStrip() {
        stripHost.innerHTML = "";
        function sb(key, title, content) {
          return h("div", { class: "sbtn" + (S.sidepanel === key ? " sel" : ""), id: "email.side." + key, title: title, onclick: function (e) {
            e.stopPropagation(); save({ sidepanel: S.sidepanel === key ? null : key, quick_settings: false }); renderSide(); } }, content);
        }
        stripHost.appendChild(h("div", { class: "gm-strip" },
          sb("calendar", "Calendar", h("span", { html: '<svg width="20" height="20" viewBox="0 0 20 20"><rect x="1" y="1" width="18" height="18" rx="3" fill="#fff" stroke="#1a73e8" stroke-width="2"/><rect x="1" y="1" width="18" height="5" fill="#1a73e8"/><text x="10" y="16" font-size="8" text-anchor="middle" fill="#1a73e8" font-family="sans-serif" font-weight="bold">12</text></svg>' })),
          sb("keep", "Keep", h("span", { html: '<svg width="20" height="20" viewBox="0 0 20 20"><path d="M3 1h10l4 4v14H3z" fill="#fbbc04"/><path d="M13 1v4h4z" fill="#f29900"/><circle cx="10" cy="10" r="3" fill="#fff"/><rect x="8.5" y="13" width="3" height="2" fill="#fff"/></svg>' })),
          sb("tasks", "Tasks", h("span", { html: '<svg width="20" height="20" viewBox="0 0 20 20"><circle cx="10" cy="10" r="9" fill="#1a73e8"/><path d="M6 10.2l2.6 2.6L14.2 7" stroke="#fff" stroke-width="2" fill="none"/><circle cx="15.5" cy="15.5" r="3.5" fill="#fbbc04"/></svg>' })),
          sb("contacts", "Contacts", h("span", { html: '<svg width="20" height="20" viewBox="0 0 20 20"><circle cx="10" cy="10" r="9" fill="#1a73e8"/><circle cx="10" cy="8" r="3" fill="#fff"/><path d="M4.5 15c1.2-2.2 3.2-3 5.5-3s4.3.8 5.5 3" fill="#fff"/></svg>' })),
          h("div", { class: "hr" }),
          h("div", { class: "sbtn", id: "email.side.addons", title: "Get add-ons" }, icon("add", 20, "#444746")),
          h("div", { class: "sbtn bottom", id: "email.side.toggle", title: "Hide side panel" }, icon("right", 20, "#444746"))));
      }

      function renderSide() {
        // All panels are in the page (hidden unless open) so their controls have stable, existing IDs.
        var tops = {};
        Array.prototype.forEach.call(sideHost.querySelectorAll(".side-body"), function (b) { tops[b.getAttribute("data-igg-id")] = b.scrollTop; });
        var first = !sideHost.firstChild;
        sideHost.innerHTML = "";
        var kind = S.quick_settings ? "qs" : S.sidepanel;
        renderStrip();
        document.body.classList.toggle("with-side", !!kind);
        function closeBtn(k) {
          return h("button", { class: "icon-btn sm", id: k === "qs" ? "email.qs.close" : "email." + k + ".close", "aria-label": "Close", onclick: function (e) {
            e.stopPropagation(); save({ sidepanel: null, quick_settings: false }); renderSide(); } }, icon("close", 20));
        }
        var panels = { qs: quickSettings(closeBtn("qs")), tasks: tasksPanel(closeBtn("tasks")), calendar: calendarPanel(closeBtn("calendar")),
          keep: keepPanel(closeBtn("keep")), contacts: contactsPanel(closeBtn("contacts")) };
        Object.keys(panels).forEach(function (k) {
          var p = panels[k];
          p.style.display = k === kind ? "flex" : "none";
          sideHost.appendChild(p);
          var body = p.querySelector(".side-body");
          if (!body) return;
          var id = body.getAttribute("data-igg-id");
          if (tops[id] !== undefined) body.scrollTop = tops[id];
          else if (first && k === "tasks" && st.tasks_scroll) body.scrollTop = st.tasks_scroll;
        });
      }

      function tasksPanel(closeBtn) {
        return h("aside", { class: "gm-side", id: "email.tasks" },
          h("div", { class: "side-head" }, h("div", null, h("div", { class: "t1" }, "Tasks"), h("div", { class: "t2" }, "My Tasks", icon("drop", 20))),
            h("span", { class: "sp" }), h("button", { class: "icon-btn sm", id: "email.tasks.more" }, icon("moreVert", 20)), closeBtn),
          h("div", { class: "task-add", id: "email.tasks.add" }, icon("checkCircle", 22, "#0b57d0"), "Add a task"),
          h("div", { class: "side-body", id: "email.tasks.list" }, C.tasks.map(function (t) {
            var el;
            var done = h("span", { class: "done", id: "email.task." + t.slug + ".done", role: "checkbox", "aria-label": "Mark complete", onclick: function (e) {
              e.stopPropagation(); doneTasks[t.slug] = !doneTasks[t.slug]; save();
              el.classList.toggle("complete", !!doneTasks[t.slug]);
              done.innerHTML = ""; done.appendChild(icon(doneTasks[t.slug] ? "checkCircle" : "circle", 22)); } }, icon(doneTasks[t.slug] ? "checkCircle" : "circle", 22));
            var soon = /Jun 1[0-5]/.test(t.due);
            el = h("div", { class: "task" + (doneTasks[t.slug] ? " complete" : ""), id: "email.task." + t.slug }, done,
              h("div", null, h("div", { class: "tt" }, t.title), t.due ? h("span", { class: "due" + (soon ? " soon" : "") }, t.due) : null));
            return el;
          })));
      }

      function calendarPanel(closeBtn) {
        var hours = ["8 AM", "9 AM", "10 AM", "11 AM", "12 PM", "1 PM", "2 PM", "3 PM", "4 PM", "5 PM", "6 PM"];
        var events = { "10 AM": ["Standup", "#039be5"], "11 AM": ["Design sync \u00b7 Meet", "#33b679"], "1 PM": ["Lunch w/ Olivia", "#f6bf26"], "3 PM": ["Offsite planning", "#8e24aa"] };
        return h("aside", { class: "gm-side", id: "email.calendar" },
          h("div", { class: "side-head" }, h("div", null, h("div", { class: "t1" }, "Calendar"), h("div", { class: "t2" }, "Today \u00b7 Thu, Jun 12")), h("span", { class: "sp" }), closeBtn),
          h("div", { class: "side-body", id: "email.calendar.body" }, hours.map(function (hr) {
            var ev = events[hr];
            return h("div", { class: "cal-hour" }, hr, ev ? h("div", { class: "cal-event", style: { position: "absolute", left: "52px", right: "12px", top: "4px", margin: 0, background: ev[1] } }, ev[0]) : null);
          })));
      }

      function keepPanel(closeBtn) {
        var notes = [["Offsite ideas", "Fire-pit retro, sunrise hike, breakout on onboarding"], ["Groceries", "Tortillas, Oaxaca cheese, tomatillos, limes"],
          ["Kitchen", "Pick cabinet pulls by Jun 30; ask Tom\u00e1s about under-cabinet lights"], ["Gift ideas", "Mom: pottery class; Dad: new hose reel"]];
        return h("aside", { class: "gm-side", id: "email.keep" },
          h("div", { class: "side-head" }, h("div", null, h("div", { class: "t1" }, "Keep"), h("div", { class: "t2" }, "Notes")), h("span", { class: "sp" }), closeBtn),
          h("div", { class: "side-body", id: "email.keep.body" }, notes.map(function (n) { return h("div", { class: "note" }, h("b", null, n[0]), n[1]); })));
      }

      function contactsPanel(closeBtn) {
        var keys = ["priya", "dana", "marcus", "kai", "gene", "tomas", "sofia", "ben", "lena", "olivia", "ravi", "emma"];
        return h("aside", { class: "gm-side", id: "email.contacts" },
          h("div", { class: "side-head" }, h("div", null, h("div", { class: "t1" }, "Contacts"), h("div", { class: "t2" }, "Frequently contacted")), h("span", { class: "sp" }), closeBtn),
          h("div", { class: "side-body", id: "email.contacts.body" }, keys.map(function (k) {
            var p = personOf(k);
            return h("div", { class: "contact", id: "email.contact." + k }, avatar(k, 32), h("div", null, h("div", null, p.name), h("div", { class: "e" }, p.email)));
          })));
      }

      function quickSettings(closeBtn) {
        function opt(group, key, label, pic) {
          var on = group === "density" ? S.density === key : key === ({ inbox: "default", pane: "none" })[group];
          return h("div", { class: "qs-opt" + (on ? " on" : ""), id: "email.qs." + group + "." + key, role: "radio", onclick: function (e) {
            e.stopPropagation();
            if (group === "density") { save({ density: key }); renderSide(); renderMain(true); }
            else toast("Setting saved.");
          } }, h("span", { class: "radio" }), h("span", { class: "lbl" }, label), pic || null);
        }
        function pic(n) { var l = []; for (var i = 0; i < n; i++) l.push(h("i")); return h("span", { class: "pic" }, l); }
        var themes = ["linear-gradient(135deg,#f6f8fc,#e8f0fe)", "linear-gradient(135deg,#1f3a5f,#4d7ab8)", "linear-gradient(135deg,#2e7d32,#a5d6a7)",
          "linear-gradient(135deg,#5d4037,#d7ccc8)", "linear-gradient(135deg,#202124,#5f6368)", "linear-gradient(135deg,#f9a825,#fff59d)",
          "linear-gradient(135deg,#6a1b9a,#ce93d8)", "linear-gradient(135deg,#00838f,#80deea)"];
        return h("aside", { class: "gm-side", id: "email.qs" },
          h("div", { class: "side-head", style: { paddingBottom: "4px" } }, h("div", { class: "t2", style: { fontSize: "18px" } }, "Quick settings"), h("span", { class: "sp" }), closeBtn),
          h("button", { class: "qs-all", id: "email.qs.all-settings" }, "See all settings"),
          h("div", { class: "side-body", id: "email.qs.body" },
            h("div", { class: "qs-sec" }, h("h4", null, "Density"),
              opt("density", "default", "Default", pic(3)), opt("density", "comfortable", "Comfortable", pic(4)), opt("density", "compact", "Compact", pic(5))),
            h("div", { class: "qs-sec" }, h("h4", { style: { display: "flex" } }, h("span", { style: { flex: 1 } }, "Theme"), h("span", { style: { color: "#0b57d0" }, id: "email.qs.theme.view-all" }, "View all")),
              h("div", { class: "themes" }, themes.map(function (t, i) { return h("div", { style: { background: t }, id: "email.qs.theme." + i }); }))),
            h("div", { class: "qs-sec" }, h("h4", null, "Inbox type"),
              opt("inbox", "default", "Default"), opt("inbox", "important-first", "Important first"), opt("inbox", "unread-first", "Unread first"),
              opt("inbox", "starred-first", "Starred first"), opt("inbox", "priority", "Priority Inbox"), opt("inbox", "multiple", "Multiple Inboxes")),
            h("div", { class: "qs-sec" }, h("h4", null, "Reading pane"),
              opt("pane", "none", "No split"), opt("pane", "right", "Right of inbox"), opt("pane", "below", "Below inbox"))));
      }

      /* ---------------- compose ---------------- */
      var upload = { pct: 100, done: true, timers: [] };
      var lastPreset = st.compose || null;
      var composeData = null;
      function startUpload(ms) {
        upload.timers.forEach(clearTimeout);
        upload = { pct: 0, done: false, timers: [] };
        var steps = 10;
        for (var i = 1; i <= steps; i++) {
          (function (k) {
            upload.timers.push(setTimeout(function () {
              upload.pct = Math.round(100 * k / steps);
              if (k === steps) upload.done = true;
              updateUploadUI();
            }, Math.round(ms * k / steps)));
          })(i);
        }
      }
      function updateUploadUI() {
        var bar = composeHost.querySelector(".c-att .prog");
        if (bar) bar.style.width = upload.pct + "%";
        var sz = composeHost.querySelector(".c-att .sz");
        if (sz && composeData && composeData.attachments[0]) sz.textContent = upload.done ? "(" + composeData.attachments[0].size + ")" : "Uploading\u2026 " + upload.pct + "%";
        if (upload.done) {
          var b = ctx.byId("email.compose.send");
          if (b) { b.removeAttribute("aria-disabled"); b.title = "Send"; }
          var note = composeHost.querySelector(".c-note");
          if (note) note.remove();
        }
      }

      function openCompose(preset, to, subject) {
        var base = C.compose[preset] || C.compose["new"];
        composeData = JSON.parse(JSON.stringify(base));
        if (to) composeData.to = [to.key];
        if (subject) { composeData.subject = subject; composeData.title = subject; }
        if (preset === "reply" && !subject) composeData.title = "New Message";
        S.compose = preset; S.compose_min = false; S.compose_max = false; save();
        if (composeData.attachments.length && composeData.attachments[0].upload_ms) startUpload(composeData.attachments[0].upload_ms);
        else upload = { pct: 100, done: true, timers: [] };
        renderCompose();
      }

      function renderCompose() {
        composeHost.innerHTML = "";
        if (!S.compose || !composeData) return;
        var d = composeData;
        var win;
        function toggleMin(e) { if (e) e.stopPropagation(); save({ compose_min: !S.compose_min }); S.compose_max = false; renderCompose(); }
        var head = h("div", { class: "c-head", id: "email.compose.header", onclick: toggleMin },
          h("span", { class: "t" }, d.title || "New Message"),
          h("button", { class: "icon-btn", id: "email.compose.minimize", "aria-label": "Minimize", title: "Minimize", onclick: toggleMin }, icon("minimize", 18)),
          h("button", { class: "icon-btn", id: "email.compose.fullscreen", "aria-label": "Full screen", title: "Full screen", onclick: function (e) {
            e.stopPropagation(); S.compose_max = !S.compose_max; S.compose_min = false; save(); renderCompose(); } }, icon("openFull", 16)),
          h("button", { class: "icon-btn", id: "email.compose.close", "aria-label": "Save & close", title: "Save & close", onclick: function (e) {
            e.stopPropagation(); upload.timers.forEach(clearTimeout); save({ compose: null, compose_min: false }); renderCompose(); showToast({ text: "Draft saved." }); } }, icon("close", 18)));
        var toField = h("div", { class: "c-field", id: "email.compose.to" }, h("span", null, "To"),
          h("span", { class: "v" }, d.to.map(function (k) { var p = personOf(k); return h("span", { class: "rc" }, avatar(k, 22), p.name); })),
          h("span", { class: "cc" }, "Cc Bcc"));
        var subj = h("div", { class: "c-field", id: "email.compose.subject" }, d.subject ? h("span", { class: "v" }, d.subject) : h("span", null, "Subject"));
        var body = h("div", { class: "c-body", id: "email.compose.body" }, d.body.map(function (para) { return h("p", null, para); }),
          d.attachments.map(function (a) {
            return h("div", { class: "c-att", id: "email.compose.attachment." + a.name.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "") },
              h("span", { class: "nm" }, a.name), h("span", { class: "sz" }, upload.done ? "(" + a.size + ")" : "Uploading\u2026 " + upload.pct + "%"),
              icon("close", 16, "#5f6368"), h("div", { class: "prog", style: { width: upload.pct + "%" } }));
          }));
        var sendBtn = h("button", { class: "send-btn", id: "email.compose.send", "aria-disabled": upload.done ? null : "true",
          title: upload.done ? "Send" : "Attachments are still uploading", onclick: function (e) {
            e.stopPropagation();
            if (!upload.done) { var n = composeHost.querySelector(".c-note"); if (n) n.textContent = "Wait for the attachment to finish uploading"; return; }
            lastPreset = S.compose; save({ compose: null, compose_min: false }); renderCompose(); showSending();
          } }, "Send");
        var foot = h("div", { class: "c-foot" },
          h("div", { class: "send-grp" }, sendBtn, h("button", { class: "send-opt", id: "email.compose.send-options", "aria-label": "More send options" }, icon("drop", 20))),
          h("button", { class: "icon-btn", id: "email.compose.format", "aria-label": "Formatting options" }, icon("fmt", 20)),
          h("button", { class: "icon-btn", id: "email.compose.attach", "aria-label": "Attach files" }, icon("attach", 20)),
          h("button", { class: "icon-btn", id: "email.compose.link", "aria-label": "Insert link" }, icon("link", 20)),
          h("button", { class: "icon-btn", id: "email.compose.emoji", "aria-label": "Insert emoji" }, icon("smile", 20)),
          h("button", { class: "icon-btn", id: "email.compose.drive", "aria-label": "Insert files using Drive" }, icon("drive", 18)),
          h("button", { class: "icon-btn", id: "email.compose.photo", "aria-label": "Insert photo" }, icon("image", 20)),
          h("button", { class: "icon-btn", id: "email.compose.confidential", "aria-label": "Toggle confidential mode" }, icon("lock", 20)),
          h("button", { class: "icon-btn", id: "email.compose.more", "aria-label": "More options" }, icon("moreVert", 20)),
          h("span", { class: "sp" }),
          upload.done ? null : h("span", { class: "c-note" }, ""),
          h("button", { class: "icon-btn", id: "email.compose.discard", "aria-label": "Discard draft", onclick: function (e) {
            e.stopPropagation(); upload.timers.forEach(clearTimeout); save({ compose: null, compose_min: false }); renderCompose(); showToast({ text: "Draft discarded." }); } }, icon("trash", 20)));
        win = h("div", { class: "compose" + (S.compose_min ? " min" : "") + (S.compose_max ? " max" : ""), id: "email.compose", role: "dialog",
          onclick: function (e) { e.stopPropagation(); } }, head, h("div", { class: "c-fields" }, toField, subj), body, foot);
        if (S.compose_max) composeHost.appendChild(h("div", { class: "compose-scrim", id: "email.compose.scrim", onclick: function (e) { e.stopPropagation(); } }));
        composeHost.appendChild(win);
      }

      /* ---------------- toasts ---------------- */
      var toastTimer = null;
      function showToast(opts) {
        if (toastTimer) { clearTimeout(toastTimer); toastTimer = null; }
        toastHost.innerHTML = "";
        if (!opts) { save({ toast: null }); return; }
        var links = [];
        if (opts.undo) links.push(h("span", { class: "lnk", id: "email.toast.undo", role: "button", onclick: function (e) { e.stopPropagation(); showToast(null); opts.undo(); } }, "Undo"));
        (opts.links || []).forEach(function (l) { links.push(l); });
        toastHost.appendChild(h("div", { class: "toast", id: "email.toast", role: "status", onclick: function (e) { e.stopPropagation(); } },
          h("span", { class: "msgt", id: "email.toast.text" }, opts.text), links,
          h("button", { class: "icon-btn", id: "email.toast.close", "aria-label": "Close", onclick: function (e) { e.stopPropagation(); showToast(null); } }, icon("close", 18))));
      }
      function toast(text) { showToast({ text: text }); }

      function showSending() {
        // "Sending..." then "Message sent." with Undo and View message (those exist from the start, hidden).
        save({ toast: "sending" });
        if (toastTimer) clearTimeout(toastTimer);
        toastHost.innerHTML = "";
        var text = h("span", { class: "msgt", id: "email.toast.text" }, "Sending\u2026");
        var undo = h("span", { class: "lnk hidden", id: "email.toast.undo", role: "button", onclick: function (e) {
          e.stopPropagation(); showToast({ text: "Sending undone." }); openCompose(lastPreset || "lease"); } }, "Undo");
        var view = h("span", { class: "lnk hidden", id: "email.toast.view", role: "button", onclick: function (e) {
          e.stopPropagation(); showToast(null); go({ folder: "sent", open: "sent-gene-parking" }); } }, "View message");
        toastHost.appendChild(h("div", { class: "toast", id: "email.toast", role: "status", onclick: function (e) { e.stopPropagation(); } }, text, undo, view,
          h("button", { class: "icon-btn", id: "email.toast.close", "aria-label": "Close", onclick: function (e) { e.stopPropagation(); showToast(null); } }, icon("close", 18))));
        toastTimer = setTimeout(function () {
          text.textContent = "Message sent.";
          undo.classList.remove("hidden"); view.classList.remove("hidden");
          save({ toast: "sent" });
        }, 3000);
      }

      /* ---------------- banner, modal, meet ---------------- */
      function renderBanner() {
        bannerHost.innerHTML = "";
        if (S.banner !== "notifications") return;
        function close(msg) { return function (e) { e.stopPropagation(); save({ banner: null }); renderBanner(); if (msg) toast(msg); }; }
        bannerHost.appendChild(h("div", { class: "notif-card", id: "email.banner.notifications", role: "dialog", onclick: function (e) { e.stopPropagation(); } },
          h("div", { class: "bell" }, icon("bell", 24)),
          h("div", { style: { flex: 1 } },
            h("h3", null, "Turn on desktop notifications"),
            h("p", null, "Get notified when new email arrives in your Primary inbox, even when Gmail isn't the active tab."),
            h("div", { class: "acts" },
              h("button", { class: "txt-btn", id: "email.banner.notifications.dismiss", onclick: close(null) }, "No thanks"),
              h("button", { class: "fill-btn", id: "email.banner.notifications.enable", onclick: close("Desktop notifications are on for new mail.") }, "Turn on")))));
      }

      function renderModal() {
        modalHost.innerHTML = "";
        if (S.modal !== "new-look") return;
        function close(msg) { return function (e) { e.stopPropagation(); save({ modal: null }); renderModal(); if (msg) toast(msg); }; }
        var hero = '<svg width="560" height="220" viewBox="0 0 560 220">' +
          '<rect x="120" y="30" width="320" height="190" rx="14" fill="#fff" stroke="#c4c7c5"/>' +
          '<rect x="120" y="30" width="320" height="26" rx="14" fill="#e9eef6"/><rect x="120" y="44" width="320" height="12" fill="#e9eef6"/>' +
          '<rect x="180" y="37" width="160" height="12" rx="6" fill="#fff"/>' +
          '<rect x="132" y="66" width="64" height="20" rx="8" fill="#c2e7ff"/>' +
          '<rect x="132" y="96" width="64" height="10" rx="5" fill="#d3e3fd"/><rect x="132" y="114" width="50" height="8" rx="4" fill="#e3e3e3"/><rect x="132" y="130" width="56" height="8" rx="4" fill="#e3e3e3"/><rect x="132" y="146" width="44" height="8" rx="4" fill="#e3e3e3"/>' +
          '<rect x="208" y="66" width="222" height="146" rx="10" fill="#f8fafd"/>' +
          '<rect x="218" y="78" width="60" height="8" rx="4" fill="#1f1f1f" opacity=".7"/><rect x="288" y="78" width="120" height="8" rx="4" fill="#c4c7c5"/>' +
          '<rect x="218" y="100" width="50" height="8" rx="4" fill="#1f1f1f" opacity=".7"/><rect x="278" y="100" width="130" height="8" rx="4" fill="#c4c7c5"/>' +
          '<rect x="218" y="122" width="66" height="8" rx="4" fill="#5f6368"/><rect x="294" y="122" width="110" height="8" rx="4" fill="#e3e3e3"/>' +
          '<rect x="218" y="144" width="54" height="8" rx="4" fill="#5f6368"/><rect x="282" y="144" width="124" height="8" rx="4" fill="#e3e3e3"/>' +
          '<circle cx="470" cy="60" r="26" fill="#fbbc04" opacity=".85"/><circle cx="80" cy="160" r="34" fill="#34a853" opacity=".25"/><circle cx="500" cy="170" r="18" fill="#ea4335" opacity=".35"/></svg>';
        modalHost.appendChild(h("div", { class: "scrim", id: "email.modal.new-look.scrim", onclick: function (e) { e.stopPropagation(); } },
          h("div", { class: "dialog", id: "email.modal.new-look", role: "dialog", "aria-modal": "true" },
            h("div", { class: "hero", html: hero }),
            h("button", { class: "icon-btn x", id: "email.modal.new-look.close", "aria-label": "Close", onclick: close(null) }, icon("close", 20)),
            h("div", { class: "body" },
              h("h2", null, "Try the new Gmail look"),
              h("p", null, "A fresh, cleaner design with your mail, chat and meetings in one place. Rounded buttons, clearer navigation and new colour themes make it easier to focus."),
              h("p", null, "You can switch back any time from Settings.")),
            h("div", { class: "acts" },
              h("button", { class: "txt-btn", id: "email.modal.new-look.dismiss", onclick: close(null) }, "Not now"),
              h("button", { class: "fill-btn", id: "email.modal.new-look.accept", onclick: close("The new look is on. You can switch back in Settings.") }, "Try it")))));
      }

      var MEET_POS = { center: { x: 560, y: 300 }, rail: { x: 24, y: 150 }, right: { x: 1000, y: 250 }, top: { x: 700, y: 76 }, bottom: { x: 1040, y: 640 } };
      function renderMeet() {
        meetHost.innerHTML = "";
        if (!S.meet) return;
        var pos = typeof S.meet === "object" ? S.meet : (MEET_POS[S.meet] || MEET_POS.bottom);
        var colors = ["#5e35b1", "#00897b", "#c2185b", "#3949ab"];
        var tiles = C.meet.participants.map(function (p, i) {
          var key = p.key;
          var av = key === "me" ? h("span", { class: "avatar", style: { width: "44px", height: "44px", background: C.me.color, fontSize: "18px" } }, C.me.initials)
            : avatar(key, 44);
          return h("div", { class: "tile" + (i === 0 ? " speaking" : ""), style: { background: i === 1 ? "linear-gradient(160deg,#4e342e,#8d6e63)" : "#3c4043" } },
            i === 1 ? h("span", { html: '<svg width="100" height="70" viewBox="0 0 100 70"><circle cx="50" cy="28" r="14" fill="#d7a98c"/><path d="M22 70c4-18 16-24 28-24s24 6 28 24z" fill="#37474f"/><path d="M36 24c0-12 28-14 28 0-4-6-24-6-28 0z" fill="#3e2723"/></svg>' }) : av,
            h("span", { class: "n" }, p.name));
        });
        var micBtn = h("span", { class: "cb" + (mic ? "" : " off"), id: "email.meet.mic", role: "button", "aria-label": "Microphone", onclick: function (e) {
          e.stopPropagation(); mic = !mic; micBtn.classList.toggle("off", !mic); } }, icon("mic", 18));
        var camBtn = h("span", { class: "cb" + (cam ? "" : " off"), id: "email.meet.camera", role: "button", "aria-label": "Camera", onclick: function (e) {
          e.stopPropagation(); cam = !cam; camBtn.classList.toggle("off", !cam); } }, icon("video", 18));
        var win = h("div", { class: "meet", id: "email.meet", role: "dialog", "aria-label": "Google Meet call: " + C.meet.title,
          style: { left: pos.x + "px", top: pos.y + "px" }, onclick: function (e) { e.stopPropagation(); } },
          h("div", { class: "mt", id: "email.meet.titlebar" }, h("span", { class: "rec" }), C.meet.title + " \u00b7 4 in call", h("span", { class: "grip" }, icon("drag", 16, "#9aa0a6"))),
          h("div", { class: "tiles", id: "email.meet.tiles" }, tiles),
          h("div", { class: "ctrls" }, micBtn, camBtn,
            h("span", { class: "cb", id: "email.meet.hand", role: "button", "aria-label": "Raise hand" }, icon("hand", 18)),
            h("span", { class: "cb", id: "email.meet.more", role: "button", "aria-label": "More options" }, icon("dots", 18))));
        ctx.makeDraggable(win, win);
        win.addEventListener("pointerdown", function () {
          document.addEventListener("pointerup", function up() {
            document.removeEventListener("pointerup", up);
            var r = win.getBoundingClientRect();
            save({ meet: { x: Math.round(r.left), y: Math.round(r.top) } });
          });
        });
        meetHost.appendChild(win);
      }

      /* ---------------- mount ---------------- */
      renderHeader();
      renderRail();
      if (S.open) { readMap[S.open] = true; startScan(S.open); }
      renderMain(false);
      renderSide();
      if (S.compose) {
        var preset = S.compose, wasMin = S.compose_min;
        openCompose(preset);
        if (wasMin) { S.compose_min = true; save(); renderCompose(); }
      }
      renderBanner();
      renderModal();
      renderMeet();
      if (S.toast === "sending") showSending();
      else if (S.toast === "trashed") showToast({ text: "Conversation moved to Trash.", undo: function () {} });
      else if (S.toast === "archived") showToast({ text: "Conversation archived.", undo: function () {} });
      if (S.scroll_y) window.scrollTo(0, S.scroll_y);
      save();
    },
  });
})();
