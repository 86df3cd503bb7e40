/* IGG feed: a list of posts or comments, written once for every app that shows one.
 *
 * Exposed as `IGG.feed`. Loaded after kit.js (the server inlines it when this file exists). X's
 * timeline uses it today; YouTube's comments and GitHub's timeline comments are the same shape
 * (an avatar, a byline, a body, media, an action bar with counts, a "new items" pill, lazy
 * loading) and are meant to adopt it.
 *
 * Rules (the kit's, see kit.js): DOM from IGG.h, IDs from the caller (the feed derives only the
 * sub-IDs below), ordinary timers and listeners (the runtime owns them), state in the app's
 * store: the feed keeps none of its own beyond what is on screen. An action's onClick writes the
 * store; its return value (true/false) repaints the button (pressed state and count).
 * Structure only: every element has a feed-* class, the app's CSS gives the look; the base
 * rules (flex layout, no colours, in :where() so any app rule wins) are in kit.css.
 *
 * API
 *   feed.post(item, opts) -> <article class="feed-item">
 *       item: {id, author: {name, handle?, channel?, avatar?, badge? (element)}, time?, timeId?,
 *              context? (element or text over the row: "Pinned", "Kai reposted"),
 *              replyTo? (element or text: "Replying to @kai"), body (text, element or array),
 *              media? (element or array), actions? ([action...] for feed.actions, or a ready bar),
 *              more? (element, top right), onTime? (a click on the time),
 *              onOpen? (a click on the item anywhere else), cls?}
 *       opts: {avatarSize=40, wrap(el, part) -> el (part "avatar" | "name": e.g. a hover card),
 *              onAuthor(e) (a click on avatar or name)}
 *       Sub-IDs: `<id>.avatar`, `<id>.name`, `<id>.time` (or item.timeId), and the actions'.
 *   feed.byline(author, {id, time, timeId, stacked, wrap, onAuthor, onTime}) -> the name row
 *       (name + badge, @handle or channel, "·", time); stacked: name over handle (a focused post).
 *   feed.actions(id, actions, {cls, counts=true}) -> <div class="feed-actions">
 *       action: {key, icon (element), label, count?, on?, right? (grouped at the end),
 *                onClick(e, button) -> true|false|undefined, el? (a ready element instead)}
 *       Each button is `<id>.<key>` (class feed-act <key>, .on when pressed). A plain count
 *       ("214", "1,287") shows one more while pressed; an abbreviated one ("1.2K") stays.
 *       Returns the bar; bar.buttons[key] is each button; feed.press(button, on) repaints one.
 *   feed.bump(count, on) -> the count shown for a pressed (on) or unpressed button.
 *   feed.newItems({id, text, pillId, pillBody, after, minScroll=300, onShow}) -> {bar, pill, shown(), show()}
 *       X's "Show 35 posts" bar (`id`) appears `after` ms (never when null); while it is out and
 *       the page is scrolled past minScroll, the floating pill (`pillId`) shows too. A click
 *       on either calls onShow() once and hides both.
 *   feed.list(container, items, render(item, i), opts) -> kit.lazyList's handle: the feed's
 *       lazy loading (opts as kit.lazyList: id, pageSize, loadDelay, threshold, scroller).
 */
(function () {
  "use strict";
  var h = IGG.h;

  function stop(fn) { return fn ? function (e) { e.stopPropagation(); fn(e); } : null; }
  function sub(id, suffix) { return id ? id + "." + suffix : null; }

  function bump(count, on) {
    // X's and YouTube's abbreviated counts: a plain number moves by one, "1.2K" stays as shown.
    if (count === null || count === undefined) return null;
    count = String(count);
    if (!/^[\d,]+$/.test(count)) return count;
    return (parseInt(count.replace(/,/g, ""), 10) + (on ? 1 : 0)).toLocaleString("en-US");
  }

  function byline(author, opts) {
    opts = opts || {};
    var wrap = opts.wrap || function (el) { return el; };
    var name = wrap(h("a", { class: "feed-name", id: sub(opts.id, "name"), onclick: stop(opts.onAuthor) },
      h("span", { class: "feed-name-text" }, author.name), author.badge || null), "name");
    var handle = author.handle ? h("span", { class: "feed-handle" }, "@" + author.handle)
      : author.channel ? h("span", { class: "feed-handle" }, author.channel) : null;
    if (opts.stacked) return h("div", { class: "feed-names stacked" }, name, handle);
    var time = opts.time ? h("a", { class: "feed-time", id: opts.timeId || sub(opts.id, "time"), onclick: stop(opts.onTime) }, opts.time) : null;
    return h("div", { class: "feed-names" }, name, handle, time ? h("span", { class: "feed-dot" }, "·") : null, time);
  }

  function press(button, on) {
    button.classList.toggle("on", !!on);
    button.setAttribute("aria-pressed", on ? "true" : "false");
    var n = button.querySelector(".feed-act-n");
    if (n && button._feedCount !== undefined) n.textContent = bump(button._feedCount, on);
  }

  function actions(id, list, opts) {
    opts = opts || {};
    var buttons = {};
    function one(a) {
      if (a.el) { buttons[a.key] = a.el; return a.el; }
      var showCount = opts.counts !== false && a.count !== undefined && a.count !== null;
      var b = h("button", { class: "feed-act " + a.key, id: sub(id, a.key), type: "button", "aria-label": a.label },
        h("span", { class: "feed-act-ic" }, a.icon), showCount ? h("span", { class: "feed-act-n" }, bump(a.count, a.on)) : null);
      b._feedCount = showCount ? a.count : undefined;
      if (a.on !== undefined) press(b, a.on);
      b.addEventListener("click", function (e) {
        e.stopPropagation();
        var on = a.onClick ? a.onClick(e, b) : undefined;
        if (on === true || on === false) press(b, on);
      });
      buttons[a.key] = b;
      return b;
    }
    var left = list.filter(function (a) { return !a.right; }).map(one);
    var right = list.filter(function (a) { return a.right; }).map(one);
    var bar = h("div", { class: "feed-actions" + (opts.cls ? " " + opts.cls : "") }, left,
      right.length ? h("span", { class: "feed-act-right" }, right) : null);
    bar.buttons = buttons;
    return bar;
  }

  function post(item, opts) {
    opts = opts || {};
    var wrap = opts.wrap || function (el) { return el; };
    var a = item.author;
    var av = wrap(h("a", { class: "feed-av", id: sub(item.id, "avatar"), onclick: stop(opts.onAuthor) },
      IGG.kit.avatar(a, { size: opts.avatarSize || 40 })), "avatar");
    function line(x, cls) { return x ? h("div", { class: cls }, x) : null; }
    return h("article", { class: "feed-item" + (item.cls ? " " + item.cls : ""), id: item.id,
                          onclick: item.onOpen ? function (e) { item.onOpen(e); } : null },
      line(item.context, "feed-context"),
      h("div", { class: "feed-row" },
        h("div", { class: "feed-left" }, av),
        h("div", { class: "feed-body" },
          h("div", { class: "feed-head" },
            byline(a, { id: item.id, time: item.time, timeId: item.timeId, wrap: wrap, onAuthor: opts.onAuthor, onTime: item.onTime }),
            item.more || null),
          line(item.replyTo, "feed-replying"),
          h("div", { class: "feed-text" }, item.body),
          item.media || null,
          item.actions instanceof Node ? item.actions : item.actions ? actions(item.id, item.actions) : null)));
  }

  function newItems(opts) {
    var done = false;
    var bar = h("a", { class: "feed-new", id: opts.id, role: "button", hidden: true }, opts.text);
    var pill = opts.pillId ? h("button", { class: "feed-new-pill", id: opts.pillId, type: "button", hidden: true }, opts.pillBody) : null;
    // `hidden` alone loses to an app rule that sets display; kit-hidden always wins (kit.css).
    function setHidden(el, on) { el.hidden = on; el.classList.toggle("kit-hidden", on); }
    setHidden(bar, true);
    if (pill) setHidden(pill, true);
    function update() { if (pill) setHidden(pill, done || bar.hidden || window.scrollY < (opts.minScroll || 300)); }
    function show() {
      if (done) return;
      done = true; setHidden(bar, true); update();
      if (opts.onShow) opts.onShow();
    }
    bar.addEventListener("click", function (e) { e.stopPropagation(); show(); });
    if (pill) pill.addEventListener("click", function (e) { e.stopPropagation(); show(); });
    if (typeof opts.after === "number") setTimeout(function () { if (!done) { setHidden(bar, false); update(); } }, opts.after);
    window.addEventListener("scroll", update, { passive: true });
    return { bar: bar, pill: pill, show: show, shown: function () { return done; } };
  }

  function list(container, items, render, opts) {
    return IGG.kit.lazyList(container, items, render, opts || {});
  }

  IGG.feed = { post: post, byline: byline, actions: actions, press: press, bump: bump, newItems: newItems, list: list };
})();
