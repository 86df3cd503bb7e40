/* IGG app kit: every UI mechanism the mockup apps share, written once.
 *
 * Exposed as `IGG.kit` (and `ctx.kit` inside `mount(root, ctx)`). Loaded after core.js.
 *
 * Rules every widget follows
 *   - DOM is built with IGG.h(tag, attrs, ...children); `attrs.id` sets data-igg-id.
 *   - IDs come from the caller. The kit only derives the documented sub-IDs listed below
 *     (`<id>.close`, `<id>.backdrop`, `<id>.text`, `<id>.action`, `<id>.loading`,
 *     `<item.id>.menu`); a widget given no id gets no data-igg-id.
 *   - Ordinary setTimeout / addEventListener only: the core runtime tracks and removes them on
 *     unmount, and the environment's virtual clock drives them. No wall clock, no randomness.
 *   - Floating surfaces (menus, cards, tooltips, dialogs, toasts) are appended to `#app`
 *     (unmount empties it) with position: fixed, unless opts.host names another parent.
 *   - Escape closes only the topmost open layer (menu, card, dialog), as real apps do.
 *   - Styling: kit.css, themed by the app through CSS variables on #app or :root:
 *     --kit-font, --kit-text, --kit-muted, --kit-accent, --kit-surface, --kit-border,
 *     --kit-hover, --kit-radius, --kit-shadow, --kit-snackbar-bg, --kit-snackbar-text,
 *     --kit-tooltip-bg, --kit-tooltip-text, --kit-backdrop. Every element has a kit-* class.
 *
 * Default timings (kit.timing, ms; every widget also takes its own option):
 *   tooltip 500        Material / Slack tooltips appear after ~0.5 s of hover
 *   cardOpen 500       hover cards (GitHub, Slack, X) open after ~0.5 s of hover intent
 *   cardClose 300      ... and close ~0.3 s after the pointer leaves trigger and card
 *   submenu 200        a submenu opens (or switches) after ~0.2 s over its item
 *   toast 5000         Slack / VS Code style toasts hide after ~5 s
 *   snackbar 4000      Material snackbar without an action (4 s) ...
 *   snackbarAction 8000 ... and with an action such as Gmail's "Undo" (~8 s)
 *   loadDelay 800      lazy lists: spinner row for ~0.8 s before the next page appears
 *
 * API
 *   kit.configure({icons: {close, check, submenu, prev, next}})
 *       Icon names the kit itself draws (defaults "material:close", "material:check",
 *       "material:chevron_right", ...). Call it at the start of mount (e.g. Slack:
 *       {close: "lucide:x", check: "lucide:check", submenu: "lucide:chevron-right"}).
 *   kit.icon(name, {size=20, set, cls, label, color, stroke}) -> <span class="kit-icon">
 *       size: null leaves width/height to the app's CSS (the svg fills the span).
 *       Inline SVG from the vendored sets (mockups/assets/icons/icons.json, inlined in the
 *       page as config.assets.icons). name is "set:name" ("material:more_vert",
 *       "material:star-fill", "octicon:git-branch", "octicon:git-branch-24",
 *       "lucide:headphones", "fluent:add_20_regular") or a bare name with opts.set.
 *       label -> role="img" + aria-label, else aria-hidden. stroke: Lucide stroke width.
 *       An unknown name throws (add it to mockups/assets/icons/subset.yaml).
 *   kit.icons(set) -> function(name, opts): kit.icon bound to one set (var icon = kit.icons("material")).
 *   kit.avatar(person, {size=32, shape="circle"|"rounded"|"square", id, cls, letters=1})
 *       person = {name, avatar?, color?}. <img src=person.avatar> when avatar is a path
 *       ("/assets/avatars/..."), else the initials on a colour derived from the name (FNV hash).
 *   kit.menu(anchor, items, {id, trigger="click"|"contextmenu"|"none", placement="bottom-start"
 *            |"bottom-end"|"top-start"|"right-start", submenuDelay=200, onSelect(item),
 *            onOpen(surface), onClose(reason), cls, open=false, host})
 *       -> {el() (the open surface or null), open(point?), close(reason), toggle(), isOpen()}
 *       items (a label may be text or a ready element): [{id, label, icon, shortcut, hint, checked, disabled, danger, onSelect(item),
 *                submenu: [items...], submenuId}, {divider: true}, {heading: "Text"}].
 *       Opens on anchor click (or contextmenu at the pointer); closes on outside pointerdown,
 *       Escape, or choosing an item (item.onSelect, then opts.onSelect). A submenu opens when
 *       the pointer rests on its item for submenuDelay, or at once on click; its surface's id
 *       is item.submenuId or `<item.id>.menu`. The anchor gets aria-expanded and kit-open.
 *       Surfaces exist only while open (a closed menu's items are not in the page).
 *   kit.hoverToolbar(row, buttons, {id, placement="top-right"|"inline-right", cls, tooltips=true})
 *       -> {el, show(), hide(), pin(bool)}
 *       buttons: [{id, icon, label, onClick(e), el?}] (el: a ready element instead). The toolbar
 *       is a child of row, shown while the pointer is over the row (Slack message actions,
 *       Gmail row actions); pin(true) keeps it shown (e.g. while its "More" menu is open).
 *   kit.popover(anchor, build, {id, trigger="click"|"hover"|"none", placement="bottom-start", at,
 *               openDelay (hover: 500), closeDelay=300, closeOnOutside=true, open=false, role="dialog",
 *               onOpen(surface), onClose(reason), cls, host}) -> {open(), close(reason), toggle(), isOpen(), el()}
 *       build() returns the surface's content, built on every open; the surface (class
 *       kit-popover) exists only while open. placement: any of kit.position's (top, bottom,
 *       left, right, *-start, *-end); at: a rect or point instead of the anchor's; inline: the
 *       surface is not placed by the kit but by the app's CSS (cls) inside host, so it scrolls
 *       with the page (GitHub's select panels under their button). click: the
 *       anchor toggles it; hover: it opens after openDelay of hover intent and closes
 *       closeDelay after the pointer leaves anchor and surface; none: the app calls open().
 *       Closes on outside pointerdown, on Escape when topmost; focus returns to where it was.
 *       The anchor gets aria-expanded and kit-open while it is open.
 *   kit.hoverCard(trigger, build, opts) -> kit.popover with trigger "hover", class kit-hover-card
 *       (GitHub, Slack, X profile cards), no outside-click close.
 *   kit.tooltip(el, text, {delay=500, placement="bottom"|"top"|"right"|"left"})
 *       text may be a function. Shown after delay of hover, hidden on leave or pointerdown.
 *       Tooltips never catch the pointer (pointer-events: none).
 *   kit.tabs(tabs, {id, selected, onChange(key), cls}) -> {bar, body, select(key), selected()}
 *       tabs: [{key, id, label, icon, count, panel}] (panel: element or function -> element,
 *       called on every selection). bar is the tablist, body holds the selected panel.
 *   kit.collapsible(header, body, {open=true, onToggle(open)}) -> {open(), close(), toggle(), isOpen()}
 *       A click on header toggles body (hidden attribute); header gets aria-expanded and kit-open.
 *   kit.carousel(track, {prev, next, step, hideAtEnds=true}) -> {go(dir), update()}
 *       track scrolls horizontally; prev/next buttons scroll by step px (default 80% of the
 *       track's width), instantly; at either end its button is hidden (or disabled).
 *   kit.dialog({id, title, body, actions, modal=true, closeOnEscape=true, closeOnBackdrop=true,
 *               closeButton=true, onClose(reason), cls, host}) -> {el, close(reason), isOpen()}
 *       Opens at once. actions: [{id, label, primary, disabled, onClick(e), keepOpen}].
 *       Sub-IDs: `<id>.backdrop`, `<id>.close`. reason: "escape" | "backdrop" | "close" | action id.
 *   kit.banner({id, text, icon, actions, dismissible=true, onClose, cls}) -> {el, close()}
 *       An inline bar the caller places in its layout; `<id>.close` removes it.
 *   kit.toast({id, text, action: {id, label, onClick}, timeout=5000, dismissible=true,
 *              onClose(reason), cls, host}) -> {el, close(reason)}
 *   kit.snackbar({...same}) : Material snackbar, bottom-left, timeout 4000 (8000 with an action).
 *       One toast at a time: a new one replaces the old (its onClose gets "replaced").
 *       timeout 0 keeps it until dismissed. Sub-IDs: `<id>.text`, `<id>.close`, and
 *       `<id>.action` when the action has no id. reason: "timeout" | "close" | "action".
 *   kit.draggable(panel, handle, {bounds=null|"viewport"|element, ignore, onMove, onEnd({left, top})})
 *       The panel follows the pointer while its handle is pressed; it is pinned by left/top
 *       at the current place first, so a panel laid out by right/bottom does not jump.
 *       Presses on controls inside the handle (opts.ignore, a selector; default buttons, links,
 *       inputs, [role=button]; false: none) do not drag, as in real windows. onEnd gets the
 *       final place. `ctx.makeDraggable` is an alias kept for older app code.
 *   kit.after(ms, fn) -> {cancel()}                       delayed appear / any delayed step
 *   kit.showAfter(el, ms) -> {cancel()}                   el.hidden until ms have passed
 *   kit.enableAfter(el, ms, {onEnable}) -> {cancel(), enableNow()}
 *       el disabled (and aria-disabled="true") until ms have passed.
 *   kit.lazyList(container, items, render(item, i), {id, pageSize=20, pages=1, loadDelay=800,
 *                scroller, threshold=200, onPage(pages)}) -> {pages(), loadMore()}
 *       Renders `pages` pages; when the end of the list comes within threshold px of the
 *       scroller's bottom (scroller: the nearest scrolling ancestor, or the page), a spinner
 *       row (`<id>.loading`) appears and the next page is appended after loadDelay.
 *   kit.position(el, anchorRectOrPoint, placement)  place a fixed surface next to a rect, kept
 *       inside the viewport (used by menus, cards and tooltips; public for app popovers).
 *       placement: bottom-start|bottom-end|top-start|top-end|right-start|right-end|left-start|
 *       left-end (beside the anchor, flipped if it does not fit)|top|bottom|left|right.
 */
(function () {
  "use strict";
  var h = IGG.h;

  var timing = {
    tooltip: 500, cardOpen: 500, cardClose: 300, submenu: 200,
    toast: 5000, snackbar: 4000, snackbarAction: 8000, loadDelay: 800,
  };
  var DEFAULT_UI_ICONS = {
    close: "material:close", check: "material:check", submenu: "material:chevron_right",
    prev: "material:chevron_left", next: "material:chevron_right",
  };
  var uiIcons = Object.assign({}, DEFAULT_UI_ICONS);

  function configure(opts) {
    uiIcons = Object.assign({}, DEFAULT_UI_ICONS, (opts && opts.icons) || {});
  }

  function host(opts) { return (opts && opts.host) || document.getElementById("app") || document.body; }
  function sub(id, suffix) { return id ? id + "." + suffix : null; }
  // `hidden` alone loses to an app rule that sets display; the kit-hidden class always wins.
  function setHidden(el, on) { el.hidden = on; el.classList.toggle("kit-hidden", on); }
  function call(fn) { if (typeof fn === "function") return fn.apply(null, Array.prototype.slice.call(arguments, 1)); }

  /* ------------------------------------------------------------------ icons */
  var iconData = null;
  function iconSets() {
    if (!iconData) {
      var config = JSON.parse(document.getElementById("igg-config").textContent);
      iconData = (config.assets && config.assets.icons) || {};
    }
    return iconData;
  }
  // Lucide draws with strokes; every other vendored set fills its paths.
  var STROKE_SETS = { lucide: true };

  function icon(name, opts) {
    opts = opts || {};
    var set = opts.set, key = name;
    var colon = name.indexOf(":");
    if (colon >= 0) { set = name.slice(0, colon); key = name.slice(colon + 1); }
    var data = (iconSets()[set] || {})[key];
    if (!data) throw new Error("kit.icon: no icon " + set + ":" + key + " in the vendored subset (add it to mockups/assets/icons/subset.yaml)");
    // size: null leaves the size to the app's CSS (the svg fills its span).
    var size = opts.size === null ? null : (opts.size || 20);
    var paint = STROKE_SETS[set]
      ? ' fill="none" stroke="currentColor" stroke-width="' + (opts.stroke || 2) + '" stroke-linecap="round" stroke-linejoin="round"'
      : ' fill="currentColor"';
    var el = h("span", {
      class: "kit-icon" + (opts.cls ? " " + opts.cls : ""),
      role: opts.label ? "img" : null, "aria-label": opts.label || null, "aria-hidden": opts.label ? null : "true",
      style: { width: size === null ? null : size + "px", height: size === null ? null : size + "px", color: opts.color || null },
    });
    var dims = size === null ? ' width="100%" height="100%"' : ' width="' + size + '" height="' + size + '"';
    var markup = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="' + data.viewBox + '"' + dims + paint + ">" + data.body + "</svg>";
    el.appendChild(svgFor(markup).cloneNode(true));
    return el;
  }

  // Each distinct icon is parsed once per page and cloned after: parsing SVG markup was a third
  // of an app's mount, and a reset or the validator's outcome check mounts an app many times.
  var svgCache = new Map();
  function svgFor(markup) {
    var svg = svgCache.get(markup);
    if (!svg) {
      var holder = document.createElement("span");
      holder.innerHTML = markup;
      svg = holder.firstChild;
      svgCache.set(markup, svg);
    }
    return svg;
  }

  function icons(set) { return function (name, opts) { return icon(name, Object.assign({ set: set }, opts || {})); }; }

  // An item's icon may be a ready element or a "set:name" string.
  function iconOf(spec, size) { return !spec ? null : spec instanceof Node ? spec : icon(spec, { size: size }); }

  /* ------------------------------------------------------------------ avatars */
  // Google's letter-avatar palette: initials are drawn on one of these, chosen by the name.
  var AVATAR_COLORS = ["#5c6bc0", "#7e57c2", "#ab47bc", "#ec407a", "#ef5350", "#ff7043", "#8d6e63",
                       "#26a69a", "#66bb6a", "#29b6f6", "#42a5f5", "#78909c", "#d4e157", "#ffa726"];
  function hash(s) {
    var x = 2166136261;
    for (var i = 0; i < s.length; i++) { x ^= s.charCodeAt(i); x = Math.imul(x, 16777619); }
    return x >>> 0;
  }
  function initials(name, letters) {
    var words = String(name || "?").trim().split(/\s+/);
    var out = words[0].charAt(0);
    if (letters > 1 && words.length > 1) out += words[words.length - 1].charAt(0);
    return out.toUpperCase();
  }

  function avatar(person, opts) {
    opts = opts || {};
    var size = opts.size || 32;
    var cls = "kit-avatar kit-avatar-" + (opts.shape || "circle") + (opts.cls ? " " + opts.cls : "");
    var style = { width: size + "px", height: size + "px" };
    if (person.avatar) {
      return h("img", { class: cls, id: opts.id, src: person.avatar, alt: person.name || "", width: size, height: size,
                        draggable: "false", style: style });
    }
    style.background = person.color || AVATAR_COLORS[hash(person.name || "") % AVATAR_COLORS.length];
    style.fontSize = Math.round(size * 0.45) + "px";
    style.lineHeight = size + "px";
    return h("span", { class: cls + " kit-avatar-initials", id: opts.id, role: "img", "aria-label": person.name || null, style: style },
      initials(person.name, opts.letters || 1));
  }

  /* ------------------------------------------------------------------ placement */
  var MARGIN = 8;
  // Place a fixed surface next to a rect (or a point), flipping and clamping to stay in view.
  function position(el, at, placement) {
    var r = at.width === undefined ? { left: at.x, right: at.x, top: at.y, bottom: at.y, width: 0, height: 0 } : at;
    var w = el.offsetWidth, ht = el.offsetHeight, vw = window.innerWidth, vh = window.innerHeight;
    var p = placement || "bottom-start", left, top;
    if (p === "right-start" || p === "right-end") {
      left = r.right; top = p === "right-end" ? r.bottom - ht : r.top;
      if (left + w > vw - MARGIN) left = r.left - w;
    } else if (p === "left-start" || p === "left-end") {  // Discord's member popouts
      left = r.left - w - MARGIN; top = p === "left-end" ? r.bottom - ht : r.top;
      if (left < MARGIN) left = r.right + MARGIN;
    } else if (p === "top" || p === "bottom") {
      left = r.left + r.width / 2 - w / 2;
      top = p === "top" ? r.top - ht - 4 : r.bottom + 4;
      if (p === "bottom" && top + ht > vh - MARGIN) top = r.top - ht - 4;
      if (p === "top" && top < MARGIN) top = r.bottom + 4;
    } else if (p === "left" || p === "right") {
      top = r.top + r.height / 2 - ht / 2;
      left = p === "left" ? r.left - w - 4 : r.right + 4;
    } else {
      left = p.slice(-3) === "end" ? r.right - w : r.left;
      top = p.slice(0, 3) === "top" ? r.top - ht : r.bottom;
      if (top + ht > vh - MARGIN && r.top - ht >= MARGIN) top = r.top - ht;
      if (top < MARGIN && r.bottom + ht <= vh - MARGIN) top = r.bottom;
    }
    left = Math.max(MARGIN, Math.min(left, vw - w - MARGIN));
    top = Math.max(MARGIN, Math.min(top, vh - ht - MARGIN));
    el.style.left = Math.round(left) + "px";
    el.style.top = Math.round(top) + "px";
  }

  // Position once the anchor is laid out: at mount the anchor may not be in the document yet.
  function positionWhenLaidOut(el, anchor, placement) {
    if (anchor.isConnected) position(el, anchor.getBoundingClientRect(), placement);
    else queueMicrotask(function () { if (anchor.isConnected) position(el, anchor.getBoundingClientRect(), placement); });
  }

  /* ------------------------------------------------------------------ layers and Escape */
  // Open menus, cards and dialogs, oldest first: Escape closes only the topmost one.
  var layers = [];
  function pushLayer(layer) { dropLayer(layer); layers.push(layer); }
  function dropLayer(layer) { layers = layers.filter(function (l) { return l !== layer && l.el.isConnected; }); }
  function onEscape(layer, fn) {
    return function (e) {
      if (e.key !== "Escape" || e.kitHandled) return;
      dropLayer({});  // forget layers whose surface left the document
      if (layers[layers.length - 1] !== layer) return;
      e.kitHandled = true;
      fn();
    };
  }

  /* ------------------------------------------------------------------ menus */
  // Surfaces are built when they open and removed when they close, so a closed menu leaves
  // nothing in the page (and an app that re-renders its rows leaks no hidden menus).
  function menu(anchor, items, opts) {
    opts = opts || {};
    var delay = opts.submenuDelay === undefined ? timing.submenu : opts.submenuDelay;
    var rootLevel = null;
    var layer = { el: null };
    var escape = onEscape(layer, function () { close("escape"); });

    function buildLevel(levelItems, id) {
      var level = { el: null, child: null, childItem: null, timer: null, row: null };
      level.el = h("div", { class: "kit-menu" + (opts.cls ? " " + opts.cls : ""), id: id, role: "menu" },
        levelItems.map(function (item) { return buildItem(level, item); }));
      host(opts).appendChild(level.el);
      return level;
    }

    function buildItem(level, item) {
      if (item.divider) return h("div", { class: "kit-menu-divider", role: "separator" });
      if (item.heading) return h("div", { class: "kit-menu-heading" }, item.heading);
      var row = h("div", {
        class: "kit-menu-item" + (item.danger ? " kit-danger" : "") + (item.submenu ? " kit-has-submenu" : ""),
        id: item.id, role: item.checked === undefined ? "menuitem" : "menuitemcheckbox",
        "aria-checked": item.checked === undefined ? null : String(!!item.checked),
        "aria-disabled": item.disabled ? "true" : null, "aria-haspopup": item.submenu ? "menu" : null,
      },
        item.checked !== undefined ? h("span", { class: "kit-menu-check" }, item.checked ? icon(uiIcons.check, { size: 18 }) : null) : null,
        item.icon ? h("span", { class: "kit-menu-icon" }, iconOf(item.icon, 20)) : null,
        h("span", { class: "kit-menu-label" }, item.label, item.hint ? h("span", { class: "kit-menu-hint" }, item.hint) : null),
        item.shortcut ? h("span", { class: "kit-menu-shortcut" }, item.shortcut) : null,
        item.submenu ? h("span", { class: "kit-menu-arrow" }, icon(uiIcons.submenu, { size: 18 })) : null);
      // Hover intent: the submenu under the pointer opens (and a sibling's closes) only after
      // the pointer rests on the item for `delay`, so crossing items on the way does nothing.
      row.addEventListener("pointerenter", function () {
        clearTimeout(level.timer);
        if (level.childItem === item) return;
        level.timer = setTimeout(function () {
          if (item.submenu && !item.disabled) openChild(level, item, row); else closeChild(level);
        }, delay);
      });
      row.addEventListener("pointerleave", function () { clearTimeout(level.timer); });
      row.addEventListener("click", function (e) {
        e.stopPropagation();
        if (item.disabled) return;
        if (item.submenu) { clearTimeout(level.timer); openChild(level, item, row); return; }
        close("select");
        call(item.onSelect, item);
        call(opts.onSelect, item);
      });
      return row;
    }

    function openChild(level, item, row) {
      if (level.childItem === item) return;
      closeChild(level);
      var child = buildLevel(item.submenu, item.submenuId || sub(item.id, "menu"));
      position(child.el, row.getBoundingClientRect(), "right-start");
      row.classList.add("kit-active");
      child.row = row;
      level.child = child; level.childItem = item;
    }

    function closeLevel(level) {
      closeChild(level);
      clearTimeout(level.timer);
      level.el.remove();
    }
    function closeChild(level) {
      if (!level.child) return;
      level.child.row.classList.remove("kit-active");
      closeLevel(level.child);
      level.child = null; level.childItem = null;
    }

    function inside(target) {
      for (var l = rootLevel; l; l = l.child) if (l.el.contains(target)) return true;
      return anchor.contains(target);
    }
    function outside(e) { if (!inside(e.target)) close("outside"); }

    function open(point) {
      if (rootLevel) close("reopen");
      rootLevel = buildLevel(items, opts.id);
      if (point) position(rootLevel.el, point, "bottom-start");
      else positionWhenLaidOut(rootLevel.el, anchor, opts.placement);
      anchor.setAttribute("aria-expanded", "true");
      anchor.classList.add("kit-open");
      layer.el = rootLevel.el;
      pushLayer(layer);
      document.addEventListener("pointerdown", outside, true);
      document.addEventListener("keydown", escape);
      call(opts.onOpen, rootLevel.el);
    }

    function close(reason) {
      if (!rootLevel) return;
      closeLevel(rootLevel);
      rootLevel = null;
      anchor.setAttribute("aria-expanded", "false");
      anchor.classList.remove("kit-open");
      dropLayer(layer);
      document.removeEventListener("pointerdown", outside, true);
      document.removeEventListener("keydown", escape);
      call(opts.onClose, reason || "close");
    }

    var trigger = opts.trigger || "click";
    anchor.setAttribute("aria-haspopup", "menu");
    anchor.setAttribute("aria-expanded", "false");
    if (trigger === "click") {
      anchor.addEventListener("click", function (e) { e.stopPropagation(); if (rootLevel) close("toggle"); else open(); });
    } else if (trigger === "contextmenu") {
      anchor.addEventListener("contextmenu", function (e) { e.preventDefault(); open({ x: e.clientX, y: e.clientY }); });
    }
    if (opts.open) open();
    return { el: function () { return rootLevel && rootLevel.el; }, open: open, close: close,
             isOpen: function () { return !!rootLevel; },
             toggle: function () { if (rootLevel) close("toggle"); else open(); } };
  }

  /* ------------------------------------------------------------------ tooltips */
  // Kit-wide state (one tooltip, one toast, the layer stack) heals itself after an unmount:
  // entries whose elements left the document are ignored, so no cleanup hook is needed.
  var tip = { el: null, timer: null, owner: null };
  function hideTooltip() {
    clearTimeout(tip.timer);
    if (tip.el) tip.el.remove();
    tip.el = null; tip.owner = null;
  }

  function tooltip(el, text, opts) {
    opts = opts || {};
    var delay = opts.delay === undefined ? timing.tooltip : opts.delay;
    el.addEventListener("pointerenter", function () {
      hideTooltip();
      tip.owner = el;
      tip.timer = setTimeout(function () {
        if (!el.isConnected) return;
        tip.el = h("div", { class: "kit-tooltip", role: "tooltip" }, typeof text === "function" ? text() : text);
        host(opts).appendChild(tip.el);
        position(tip.el, el.getBoundingClientRect(), opts.placement || "bottom");
      }, delay);
    });
    function leave() { if (tip.owner === el) hideTooltip(); }
    el.addEventListener("pointerleave", leave);
    el.addEventListener("pointerdown", leave);
    return el;
  }

  /* ------------------------------------------------------------------ hover toolbars */
  function hoverToolbar(row, buttons, opts) {
    opts = opts || {};
    var pinned = false;
    var bar = h("div", { class: "kit-hover-toolbar kit-" + (opts.placement || "top-right") + (opts.cls ? " " + opts.cls : ""),
                         id: opts.id, role: "toolbar" },
      buttons.map(function (b) {
        if (b.el) return b.el;
        var btn = h("button", { class: "kit-toolbar-btn", id: b.id, "aria-label": b.label, type: "button",
                                onclick: function (e) { e.stopPropagation(); call(b.onClick, e); } }, iconOf(b.icon, b.size || 18));
        return opts.tooltips === false || !b.label ? btn : tooltip(btn, b.label, { placement: "top" });
      }));
    setHidden(bar, true);
    row.classList.add("kit-hover-row");
    row.appendChild(bar);
    function show() { setHidden(bar, false); }
    function hide() { if (!pinned) setHidden(bar, true); }
    row.addEventListener("pointerenter", show);
    row.addEventListener("pointerleave", hide);
    return { el: bar, show: show, hide: function () { setHidden(bar, true); },
             pin: function (on) { pinned = !!on; if (pinned) show(); else if (!row.matches(":hover")) setHidden(bar, true); } };
  }

  /* ------------------------------------------------------------------ popovers */
  // One floating surface tied to an anchor: a profile card, an emoji picker, a filter panel, a
  // hover card. Built when it opens, removed when it closes (nothing hidden stays in the page).
  function popover(anchor, build, opts) {
    opts = opts || {};
    var trigger = opts.trigger || "click";
    var openDelay = opts.openDelay === undefined ? (trigger === "hover" ? timing.cardOpen : 0) : opts.openDelay;
    var closeDelay = opts.closeDelay === undefined ? timing.cardClose : opts.closeDelay;
    var surface = null, timer = null, returnFocus = null;
    var layer = { el: null };
    var escape = onEscape(layer, function () { close("escape"); });

    function place() {
      if (opts.inline) return;  // the app's CSS places it inside its host
      if (opts.at) position(surface, opts.at, opts.placement);
      else positionWhenLaidOut(surface, anchor, opts.placement || "bottom-start");
    }
    function outside(e) {
      if (surface && !surface.contains(e.target) && !anchor.contains(e.target)) close("outside");
    }
    function open() {
      clearTimeout(timer);
      if (surface) return;
      returnFocus = document.activeElement;
      var base = opts.baseCls || (opts.inline ? "kit-popover-inline" : "kit-popover");
      surface = h("div", { class: base + (opts.cls ? " " + opts.cls : ""), id: opts.id,
                           role: opts.role || "dialog" }, build());
      if (trigger === "hover") {
        surface.addEventListener("pointerenter", function () { clearTimeout(timer); });
        surface.addEventListener("pointerleave", later);
      }
      host(opts).appendChild(surface);
      place();
      anchor.setAttribute("aria-expanded", "true");
      anchor.classList.add("kit-open");
      layer.el = surface;
      pushLayer(layer);
      document.addEventListener("keydown", escape);
      if (opts.closeOnOutside !== false) document.addEventListener("pointerdown", outside, true);
      call(opts.onOpen, surface);
    }
    function close(reason) {
      clearTimeout(timer);
      if (!surface) return;
      var hadFocus = surface.contains(document.activeElement);
      surface.remove(); dropLayer(layer); surface = null;
      anchor.setAttribute("aria-expanded", "false");
      anchor.classList.remove("kit-open");
      document.removeEventListener("keydown", escape);
      document.removeEventListener("pointerdown", outside, true);
      // Focus goes back where it was when the surface opened (the anchor, for a keyboard user).
      if (hadFocus && returnFocus && returnFocus.isConnected && returnFocus.focus) returnFocus.focus();
      call(opts.onClose, reason || "close");
    }
    function later() { clearTimeout(timer); if (surface) timer = setTimeout(function () { close("leave"); }, closeDelay); }

    anchor.setAttribute("aria-expanded", "false");
    if (trigger === "click") {
      anchor.addEventListener("click", function (e) {
        e.stopPropagation();
        if (surface) close("toggle"); else open();
      });
    } else if (trigger === "hover") {
      // Hover intent: it opens only when the pointer rests on the anchor for openDelay, and stays
      // while the pointer crosses the gap to the surface (closeDelay).
      anchor.addEventListener("pointerenter", function () {
        clearTimeout(timer);
        if (!surface) timer = setTimeout(open, openDelay);
      });
      anchor.addEventListener("pointerleave", function () { if (surface) later(); else clearTimeout(timer); });
    }
    if (opts.open) open();
    return { open: open, close: close, isOpen: function () { return !!surface; }, el: function () { return surface; },
             toggle: function () { if (surface) close("toggle"); else open(); } };
  }

  function hoverCard(trigger, build, opts) {
    return popover(trigger, build, Object.assign({ trigger: "hover", baseCls: "kit-hover-card", closeOnOutside: false }, opts || {}));
  }

  /* ------------------------------------------------------------------ tabs, collapsibles, carousels */
  function tabs(list, opts) {
    opts = opts || {};
    var current = null;
    var body = h("div", { class: "kit-tab-body", role: "tabpanel" });
    var buttons = {};
    var bar = h("div", { class: "kit-tabs" + (opts.cls ? " " + opts.cls : ""), id: opts.id, role: "tablist" },
      list.map(function (t) {
        buttons[t.key] = h("button", { class: "kit-tab", id: t.id, role: "tab", type: "button", "aria-selected": "false",
                                       onclick: function (e) { e.stopPropagation(); if (current !== t.key) { select(t.key); call(opts.onChange, t.key); } } },
          iconOf(t.icon, 20), h("span", { class: "kit-tab-label" }, t.label),
          t.count ? h("span", { class: "kit-tab-count" }, t.count) : null);
        return buttons[t.key];
      }));
    function select(key) {
      var tab = list.filter(function (t) { return t.key === key; })[0];
      if (!tab) throw new Error("kit.tabs: no tab " + key);
      current = key;
      list.forEach(function (t) {
        buttons[t.key].setAttribute("aria-selected", String(t.key === key));
        buttons[t.key].classList.toggle("kit-selected", t.key === key);
      });
      body.textContent = "";
      var panel = typeof tab.panel === "function" ? tab.panel() : tab.panel;
      if (panel) body.appendChild(panel);
    }
    select(opts.selected || list[0].key);
    return { bar: bar, body: body, select: select, selected: function () { return current; } };
  }

  function collapsible(header, body, opts) {
    opts = opts || {};
    var isOpenNow = opts.open !== false;
    function set(open, notify) {
      isOpenNow = open;
      setHidden(body, !open);
      header.setAttribute("aria-expanded", String(open));
      header.classList.toggle("kit-open", open);
      if (notify) call(opts.onToggle, open);
    }
    header.addEventListener("click", function (e) { e.stopPropagation(); set(!isOpenNow, true); });
    set(isOpenNow, false);
    return { open: function () { set(true, true); }, close: function () { set(false, true); },
             toggle: function () { set(!isOpenNow, true); }, isOpen: function () { return isOpenNow; } };
  }

  function carousel(track, opts) {
    opts = opts || {};
    var hideAtEnds = opts.hideAtEnds !== false;
    function update() {
      var max = track.scrollWidth - track.clientWidth;
      [[opts.prev, track.scrollLeft <= 1], [opts.next, track.scrollLeft >= max - 1]].forEach(function (pair) {
        if (!pair[0]) return;
        if (hideAtEnds) setHidden(pair[0], pair[1]);
        else { pair[0].disabled = pair[1]; pair[0].setAttribute("aria-disabled", String(pair[1])); }
      });
    }
    function go(dir) {
      var step = opts.step || Math.round(track.clientWidth * 0.8);
      track.scrollBy({ left: dir * step, behavior: "instant" });
      update();
    }
    if (opts.prev) opts.prev.addEventListener("click", function (e) { e.stopPropagation(); go(-1); });
    if (opts.next) opts.next.addEventListener("click", function (e) { e.stopPropagation(); go(1); });
    track.addEventListener("scroll", update, { passive: true });
    if (track.isConnected) update(); else queueMicrotask(update);
    return { go: go, update: update };
  }

  /* ------------------------------------------------------------------ dialogs and banners */
  function closeButton(id, label, onClick) {
    return h("button", { class: "kit-close", id: id, type: "button", "aria-label": label || "Close",
                         onclick: function (e) { e.stopPropagation(); onClick(); } }, icon(uiIcons.close, { size: 20 }));
  }

  function dialog(opts) {
    var modal = opts.modal !== false;
    var isOpenNow = true;
    var panel = h("div", { class: "kit-dialog" + (modal ? "" : " kit-dialog-float") + (opts.cls ? " " + opts.cls : ""),
                           id: opts.id, role: "dialog", "aria-modal": modal ? "true" : null, "aria-label": opts.title || null },
      opts.title || opts.closeButton !== false ? h("div", { class: "kit-dialog-head" },
        h("div", { class: "kit-dialog-title" }, opts.title || ""),
        opts.closeButton !== false ? closeButton(sub(opts.id, "close"), "Close", function () { close("close"); }) : null) : null,
      h("div", { class: "kit-dialog-body" }, opts.body),
      opts.actions && opts.actions.length ? h("div", { class: "kit-dialog-actions" }, opts.actions.map(function (a) {
        return h("button", { class: "kit-btn" + (a.primary ? " kit-btn-primary" : ""), id: a.id, type: "button",
                             disabled: !!a.disabled, "aria-disabled": a.disabled ? "true" : null,
                             onclick: function (e) { e.stopPropagation(); call(a.onClick, e); if (!a.keepOpen) close(a.id || a.label); } }, a.label);
      })) : null);
    var root = modal ? h("div", { class: "kit-backdrop", id: sub(opts.id, "backdrop") }, panel) : panel;
    if (modal) root.addEventListener("click", function (e) { if (e.target === root && opts.closeOnBackdrop !== false) close("backdrop"); });
    var layer = { el: root };
    var escape = onEscape(layer, function () { close("escape"); });
    function close(reason) {
      if (!isOpenNow) return;
      isOpenNow = false;
      root.remove(); dropLayer(layer);
      document.removeEventListener("keydown", escape);
      call(opts.onClose, reason || "close");
    }
    host(opts).appendChild(root);
    pushLayer(layer);
    if (opts.closeOnEscape !== false) document.addEventListener("keydown", escape);
    return { el: panel, close: close, isOpen: function () { return isOpenNow; } };
  }

  function banner(opts) {
    var el = h("div", { class: "kit-banner" + (opts.cls ? " " + opts.cls : ""), id: opts.id, role: "status" },
      iconOf(opts.icon, 20),
      h("div", { class: "kit-banner-text" }, opts.text),
      (opts.actions || []).map(function (a) {
        return h("button", { class: "kit-btn", id: a.id, type: "button", onclick: function (e) { e.stopPropagation(); call(a.onClick, e); } }, a.label);
      }),
      opts.dismissible !== false ? closeButton(sub(opts.id, "close"), "Dismiss", function () { close(); }) : null);
    function close() { if (!el.isConnected) return; el.remove(); call(opts.onClose, "close"); }
    return { el: el, close: close };
  }

  /* ------------------------------------------------------------------ toasts and snackbars */
  var currentToast = null;

  function notice(kind, opts, defaultTimeout) {
    // A toast from before an unmount left the page with its app: forget it, never call back into it.
    if (currentToast && !currentToast.el.isConnected) currentToast = null;
    if (currentToast) currentToast.close("replaced");
    var timer = null, done = false;
    var action = opts.action;
    var el = h("div", { class: "kit-notice kit-" + kind + (opts.cls ? " " + opts.cls : ""), id: opts.id, role: "status" },
      h("span", { class: "kit-notice-text", id: sub(opts.id, "text") }, opts.text),
      action ? h("button", { class: "kit-notice-action", id: action.id || sub(opts.id, "action"), type: "button",
                             onclick: function (e) { e.stopPropagation(); close("action"); call(action.onClick, e); } }, action.label) : null,
      opts.dismissible !== false ? closeButton(sub(opts.id, "close"), "Dismiss", function () { close("close"); }) : null);
    function close(reason) {
      if (done) return;
      done = true;
      clearTimeout(timer);
      el.remove();
      if (currentToast === handle) currentToast = null;
      call(opts.onClose, reason || "close");
    }
    var handle = { el: el, close: close };
    var timeout = opts.timeout === undefined ? defaultTimeout : opts.timeout;
    host(opts).appendChild(el);
    if (timeout > 0) timer = setTimeout(function () { close("timeout"); }, timeout);
    currentToast = handle;
    return handle;
  }

  function toast(opts) { return notice("toast", opts, timing.toast); }
  function snackbar(opts) { return notice("snackbar", opts, opts.action ? timing.snackbarAction : timing.snackbar); }

  /* ------------------------------------------------------------------ draggable windows */
  var DRAG_IGNORE = "button, a, input, textarea, select, [role=button]";

  function draggable(panel, handle, opts) {
    opts = opts || {};
    handle = handle || panel;
    handle.addEventListener("pointerdown", function (e) {
      if (e.button !== 0) return;
      var ignore = opts.ignore === undefined ? DRAG_IGNORE : opts.ignore;
      var skip = ignore && e.target.closest ? e.target.closest(ignore) : null;
      if (skip && handle.contains(skip) && skip !== handle) return;  // a press on a control inside the handle
      var box = panel.getBoundingClientRect();
      var dx = e.clientX - box.left, dy = e.clientY - box.top;
      // Pin by left/top at the current place, so a panel laid out by right/bottom does not jump.
      panel.style.left = Math.round(box.left) + "px"; panel.style.top = Math.round(box.top) + "px";
      panel.style.right = "auto"; panel.style.bottom = "auto";
      function place(x, y) {
        var left = x - dx, top = y - dy, b = bounds();
        if (b) {
          left = Math.max(b.left, Math.min(left, b.right - box.width));
          top = Math.max(b.top, Math.min(top, b.bottom - box.height));
        }
        panel.style.left = Math.round(left) + "px";
        panel.style.top = Math.round(top) + "px";
        call(opts.onMove, { left: Math.round(left), top: Math.round(top) });
      }
      function move(ev) { place(ev.clientX, ev.clientY); }
      function up() {
        document.removeEventListener("pointermove", move);
        document.removeEventListener("pointerup", up);
        call(opts.onEnd, { left: parseInt(panel.style.left, 10), top: parseInt(panel.style.top, 10) });
      }
      document.addEventListener("pointermove", move);
      document.addEventListener("pointerup", up);
      e.preventDefault();
    });
    function bounds() {
      if (!opts.bounds) return null;
      if (opts.bounds === "viewport") return { left: 0, top: 0, right: window.innerWidth, bottom: window.innerHeight };
      return opts.bounds.getBoundingClientRect();
    }
    return panel;
  }

  /* ------------------------------------------------------------------ delayed appear / enable */
  function after(ms, fn) {
    var timer = setTimeout(fn, ms);
    return { cancel: function () { clearTimeout(timer); } };
  }

  function showAfter(el, ms) {
    setHidden(el, true);
    return after(ms, function () { setHidden(el, false); });
  }

  function setDisabled(el, on) {
    if ("disabled" in el) el.disabled = on;
    if (on) el.setAttribute("aria-disabled", "true"); else el.removeAttribute("aria-disabled");
    el.classList.toggle("kit-disabled", on);
  }

  function enableAfter(el, ms, opts) {
    setDisabled(el, true);
    var done = false;
    function enableNow() {
      if (done) return;
      done = true; timer.cancel();
      setDisabled(el, false);
      call(opts && opts.onEnable, el);
    }
    var timer = after(ms, enableNow);
    return { cancel: timer.cancel, enableNow: enableNow };
  }

  /* ------------------------------------------------------------------ lazy lists */
  function scrollParent(el) {
    for (var p = el.parentElement; p && p !== document.body && p !== document.documentElement; p = p.parentElement) {
      var oy = getComputedStyle(p).overflowY;
      if (oy === "auto" || oy === "scroll") return p;
    }
    return null;  // the page itself
  }

  function lazyList(container, items, render, opts) {
    opts = opts || {};
    var pageSize = opts.pageSize || 20;
    var loadDelay = opts.loadDelay === undefined ? timing.loadDelay : opts.loadDelay;
    var threshold = opts.threshold === undefined ? 200 : opts.threshold;
    var shown = 0, pages = 0, spinner = null, scroller = null, target = null;

    function appendPage() {
      items.slice(shown, shown + pageSize).forEach(function (item, i) { container.appendChild(render(item, shown + i)); });
      shown = Math.min(items.length, shown + pageSize);
      pages += 1;
    }
    function nearEnd() {
      var bottom = scroller ? scroller.getBoundingClientRect().bottom : window.innerHeight;
      return container.getBoundingClientRect().bottom - bottom <= threshold;
    }
    function check() {
      if (spinner || shown >= items.length || !container.isConnected || !nearEnd()) return;
      spinner = h("div", { class: "kit-loading-row", id: sub(opts.id, "loading"), role: "progressbar" }, h("span", { class: "kit-spinner" }));
      container.appendChild(spinner);
      setTimeout(function () {
        spinner.remove(); spinner = null;
        appendPage();
        call(opts.onPage, pages);
        check();  // still at the end: keep loading, as infinite lists do
      }, loadDelay);
    }
    function start() {
      if (target) return;
      scroller = opts.scroller || scrollParent(container);
      target = scroller || window;
      target.addEventListener("scroll", check, { passive: true });
      check();
    }
    for (var p = 0; p < (opts.pages || 1) && shown < items.length; p++) appendPage();
    if (container.isConnected) start(); else queueMicrotask(start);
    return { pages: function () { return pages; }, loadMore: function () { if (!spinner && shown < items.length) { appendPage(); call(opts.onPage, pages); } } };
  }

  IGG.kit = {
    timing: timing, configure: configure,
    icon: icon, icons: icons, avatar: avatar,
    menu: menu, tooltip: tooltip, hoverToolbar: hoverToolbar, hoverCard: hoverCard, popover: popover,
    tabs: tabs, collapsible: collapsible, carousel: carousel,
    dialog: dialog, banner: banner, toast: toast, snackbar: snackbar,
    draggable: draggable, after: after, showAfter: showAfter, enableAfter: enableAfter,
    lazyList: lazyList, position: position,
  };
})();
