/* IGG messages: the pieces of a chat message that every chat app draws the same way.
 *
 * Exposed as `IGG.messages`. Loaded after kit.js (the server inlines it when this file exists).
 * Slack (chat) and Discord (community) use it for a message's reaction row and its hover
 * toolbar; any other app with chat-like messages (a DM pane, a live chat) is meant to adopt it.
 *
 * Rules (the kit's, see kit.js): DOM from IGG.h, IDs from the caller (the module derives only
 * the sub-IDs below), state in the app's store: the module keeps none. Structure only: every
 * element has a msg-* class next to the caller's classes, the app's CSS gives the look; the base
 * rules (in :where() so any app rule wins) are at the end of kit.css.
 *
 * Reactions. The store keeps one list of the reactions "you" toggled this session, as keys
 * "<message id>|<emoji>" (messages.key): a toggle on a reaction the content has flips it (yours
 * or not, its count moving by one), one on a reaction it lacks adds it with a count of 1.
 *
 * API
 *   messages.reactions(id, list, opts) -> <div class="msg-reacts"> or null when nothing shows
 *       id: the message's ID. Each chip is `<id>.reaction.<slug(emoji)>`, a <button
 *       class="msg-react"> (plus opts.chipCls; "mine" and aria-pressed when you reacted) holding
 *       opts.emoji(emoji) and <span class="msg-react-n"> (plus opts.countCls) with the count;
 *       the trailing add-reaction button is `<id>.reaction-add` (class chipCls + " add").
 *       list: the content's reactions [[emoji, count, mine?]...].
 *       opts: {reacted: the store's toggled keys, slug(emoji) (default: "_" -> "-"),
 *              emoji(name) -> element, cls (the row), chipCls, countCls,
 *              tip(r) -> text for a chip (r = {emoji, count, mine}, live): a data-tip attribute,
 *                or with tipOpts a kit.tooltip(chip, text, tipOpts) read on every show,
 *              onToggle(emoji, on, e): a click on a chip; the chip repaints itself (pressed
 *                state, count +-1, gone at 0), the callback writes the store (messages.toggle),
 *              add: {icon (element), tip (data-tip), onClick(e)}: the add-reaction button}
 *   messages.merge(list, reacted, id) -> [{emoji, count, mine}] what the row shows: the
 *       content's reactions with the toggles applied (none at 0), then the added ones.
 *   messages.mine(list, reacted, id, emoji) -> true when "you" reacted with emoji.
 *   messages.key(id, emoji) -> "<id>|<emoji>"; messages.toggle(reacted, id, emoji) -> a new list.
 *
 *   messages.toolbar(row, opts) -> kit.hoverToolbar's handle: a message's hover actions
 *       Quick reactions first, then the caller's actions, then "More" with its menu (the toolbar
 *       stays shown while the menu is open).
 *       opts: {id (the message's ID), quick: [{emoji, label (aria-label), tip (tooltip text)}],
 *              quickIcon(emoji) -> element, quickCls (extra class), onQuick(emoji, e),
 *              tipOpts (for the quick and More tooltips; default {placement: "top"}),
 *              sepCls (a separator after the quick reactions), actions: kit.hoverToolbar's buttons,
 *              more: {icon, label, items (kit.menu's), menu (kit.menu's opts)},
 *              cls, placement}
 *       Sub-IDs: `<id>.quick.<slug(emoji)>` (opts.slug as above) and `<id>.more`.
 */
(function () {
  "use strict";
  var h = IGG.h;

  function key(id, emoji) { return id + "|" + emoji; }

  function toggle(reacted, id, emoji) {
    var k = key(id, emoji);
    return reacted.indexOf(k) >= 0 ? reacted.filter(function (x) { return x !== k; }) : reacted.concat([k]);
  }

  function merge(list, reacted, id) {
    reacted = reacted || [];
    list = list || [];
    var out = list.map(function (r) {
      var flip = reacted.indexOf(key(id, r[0])) >= 0;
      return { emoji: r[0], count: r[1] + (flip ? (r[2] ? -1 : 1) : 0), mine: flip ? !r[2] : !!r[2] };
    }).filter(function (r) { return r.count > 0; });
    reacted.forEach(function (k) {
      var i = k.lastIndexOf("|"), e = k.slice(i + 1);
      if (k.slice(0, i) === id && !list.some(function (r) { return r[0] === e; })) out.push({ emoji: e, count: 1, mine: true });
    });
    return out;
  }

  function mine(list, reacted, id, emoji) {
    return merge(list, reacted, id).some(function (r) { return r.emoji === emoji && r.mine; });
  }

  function cls(base, extra) { return base + (extra ? " " + extra : ""); }
  function defaultSlug(e) { return String(e).replace(/_/g, "-"); }

  function paint(chip, r) {
    chip.classList.toggle("mine", r.mine);
    chip.setAttribute("aria-pressed", r.mine ? "true" : "false");
    chip._count.textContent = String(r.count);
  }

  function chip(id, r, opts) {
    var slug = opts.slug || defaultSlug;
    var count = h("span", { class: cls("msg-react-n", opts.countCls) }, String(r.count));
    var b = h("button", { class: cls("msg-react", opts.chipCls), id: id + ".reaction." + slug(r.emoji) },
      opts.emoji ? opts.emoji(r.emoji) : r.emoji, count);
    b._count = count;
    paint(b, r);
    if (opts.tip) {
      if (opts.tipOpts) IGG.kit.tooltip(b, function () { return opts.tip(r); }, opts.tipOpts);
      else b.setAttribute("data-tip", opts.tip(r));
    }
    b.addEventListener("click", function (e) {
      r.mine = !r.mine;
      r.count += r.mine ? 1 : -1;
      paint(b, r);
      var row = b.parentNode;
      if (r.count <= 0 && row) row.removeChild(b);
      if (opts.onToggle) opts.onToggle(r.emoji, r.mine, e);
    });
    return b;
  }

  function reactions(id, list, opts) {
    opts = opts || {};
    var shown = merge(list, opts.reacted, id);
    if (!shown.length) return null;
    var row = h("div", { class: cls("msg-reacts", opts.cls) }, shown.map(function (r) { return chip(id, r, opts); }));
    if (opts.add) {
      row.appendChild(h("button", { class: cls("msg-react", opts.chipCls) + " add", id: id + ".reaction-add", "data-tip": opts.add.tip,
        onclick: opts.add.onClick }, opts.add.icon));
    }
    return row;
  }

  function toolbar(row, opts) {
    var kit = IGG.kit;
    var slug = opts.slug || defaultSlug;
    var tipOpts = opts.tipOpts || { placement: "top" };
    var buttons = (opts.quick || []).map(function (q) {
      return { el: kit.tooltip(h("button", { class: cls("kit-toolbar-btn", opts.quickCls), id: opts.id + ".quick." + slug(q.emoji), type: "button",
        "aria-label": q.label, onclick: function (e) { e.stopPropagation(); if (opts.onQuick) opts.onQuick(q.emoji, e); } },
        opts.quickIcon ? opts.quickIcon(q.emoji) : q.emoji), q.tip || q.label, tipOpts) };
    });
    if (buttons.length && opts.sepCls) buttons.push({ el: h("span", { class: opts.sepCls }) });
    buttons = buttons.concat((opts.actions || []).filter(Boolean));
    var more = null;
    if (opts.more) {
      more = h("button", { class: "kit-toolbar-btn", id: opts.id + ".more", type: "button", "aria-label": opts.more.label }, opts.more.icon);
      buttons.push({ el: kit.tooltip(more, opts.more.label, tipOpts) });
    }
    var bar = kit.hoverToolbar(row, buttons, { cls: opts.cls, placement: opts.placement });
    if (more && opts.more.items) {
      kit.menu(more, opts.more.items, Object.assign({}, opts.more.menu || {}, {
        onOpen: function () { bar.pin(true); }, onClose: function () { bar.pin(false); } }));
    }
    return bar;
  }

  IGG.messages = { reactions: reactions, merge: merge, mine: mine, key: key, toggle: toggle, toolbar: toolbar };
})();
