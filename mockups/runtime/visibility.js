/* IGG visibility: THE one visibility check and THE one click rule, as pure functions of the DOM.
 *
 * window.IGGVisibility depends on nothing else (no page config, no app), so any page can inline
 * this file alone (the PointerBench generators do). Element IDs are `data-igg-id` attributes.
 *
 *   visibleRect(el)          el's box clipped by the viewport and every clipping ancestor
 *   hitTest(x, y)            the nearest data-igg-id (ancestor-or-self) of the element at a point
 *   score(x, y, targets)     THE click rule: {hit, success, enabled}
 *   exposure(targets)        share of a <= 4 px grid over the targets' client rects where a click
 *                            would score: {exposure, points, scoring}
 *   inspect(id)              {exists, count, box, visible, unobstructed, enabled, actionable,
 *                            exposure, reason, covered_by}
 *   status(id)               inspect(id) without the exposure grid (exposure 0)
 *   reveal(targets)          {visible, unobstructed, actionable, exposure} of a target set, the
 *                            exposure on a grid of at most REVEAL_POINTS points per client rect
 *   overlays(targets?)       see-through elements that catch clicks meant for what lies under
 *                            them: over the targets' grid, or (no targets) catchers over a
 *                            quarter of the viewport or more, in front of a control
 *   coverage(targets)        {exposure: exposure(targets), overlays: overlays(targets)} in one
 *                            pass over the grid (one hit test per point: the validator's check)
 *
 * Definitions (docs/architecture.md): visible = the box intersects the viewport and every
 * clipping scroll container and is not hidden; unobstructed = the topmost element at its centre
 * is it or inside it; enabled = neither it nor an ancestor is disabled, aria-disabled="true" or
 * inert; actionable = all three. A click succeeds iff the nearest data-igg-id at the point is one
 * of the targets and that element is enabled.
 */
(function () {
  "use strict";
  var GRID = 4; // px between exposure grid points, at most
  // reveal()'s grid: at most this many points per client rect (a big revealed target would
  // otherwise cost thousands of hit tests at every step, for a share only metrics read).
  var REVEAL_POINTS = 256;

  function byId(id) { return document.querySelectorAll('[data-igg-id="' + CSS.escape(id) + '"]'); }

  function asList(targets) { return Array.isArray(targets) ? targets : [targets]; }

  function visibleRect(el) {
    var r = el.getBoundingClientRect();
    var rect = { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
    for (var p = el.parentElement; p && p !== document.body && p !== document.documentElement; p = p.parentElement) {
      var s = getComputedStyle(p);
      if (s.overflowX !== "visible" || s.overflowY !== "visible") {
        var c = p.getBoundingClientRect();
        if (s.overflowX !== "visible") { rect.left = Math.max(rect.left, c.left); rect.right = Math.min(rect.right, c.right); }
        if (s.overflowY !== "visible") { rect.top = Math.max(rect.top, c.top); rect.bottom = Math.min(rect.bottom, c.bottom); }
      }
      if (s.position === "fixed") break;
    }
    rect.left = Math.max(rect.left, 0); rect.top = Math.max(rect.top, 0);
    rect.right = Math.min(rect.right, window.innerWidth); rect.bottom = Math.min(rect.bottom, window.innerHeight);
    return rect;
  }

  function isDisabled(el) {
    for (var e = el; e && e.nodeType === 1; e = e.parentElement) {
      if (e.disabled === true || e.getAttribute("aria-disabled") === "true" || e.hasAttribute("inert")) return true;
    }
    return false;
  }

  function owner(el) { return el && el.closest ? el.closest("[data-igg-id]") : null; }

  function ownerId(el) {
    var o = owner(el);
    return o ? o.getAttribute("data-igg-id") : null;
  }

  function hitTest(x, y) { return ownerId(document.elementFromPoint(x, y)); }

  /* The click rule, stated once: every other piece of code asks this function. */
  function score(x, y, targets) { return scoreHit(document.elementFromPoint(x, y), targets); }

  // The click rule's verdict for the element a hit test found.
  function scoreHit(top, targets) {
    var el = owner(top);
    var hit = el ? el.getAttribute("data-igg-id") : null;
    var enabled = !!el && !isDisabled(el);
    return { hit: hit, success: hit !== null && asList(targets).indexOf(hit) >= 0 && enabled, enabled: enabled };
  }

  /* Grid coordinates along one side: 0.5 .. size-0.5, at most `gap` (default GRID) px apart. */
  function steps(start, size, gap) {
    if (size <= 1) return [start + size / 2];
    var n = count(size, gap || GRID), out = [];
    for (var i = 0; i < n; i++) out.push(start + 0.5 + (i * (size - 1)) / (n - 1));
    return out;
  }

  function count(size, gap) { return size <= 1 ? 1 : Math.ceil((size - 1) / gap) + 1; }

  /* The narrowest gap, from GRID up, that puts at most `perRect` grid points on rect `r`. */
  function gridGap(r, perRect) {
    var gap = Math.max(GRID, Math.sqrt(r.width * r.height / perRect));
    while (count(r.width, gap) * count(r.height, gap) > perRect) gap *= 1.05;
    return gap;
  }

  /* fn(x, y) at every grid point over the client rects of `els`, clipped to the viewport; the grid
     is <= GRID px, or (`perRect`) at most that many points per rect, evenly wider where needed. */
  function eachGridPoint(els, perRect, fn) {
    var vw = window.innerWidth, vh = window.innerHeight;
    els.forEach(function (el) {
      Array.prototype.forEach.call(el.getClientRects(), function (r) {
        if (r.width <= 0 || r.height <= 0) return;
        var gap = perRect ? gridGap(r, perRect) : GRID;
        steps(r.left, r.width, gap).forEach(function (x) {
          if (x < 0 || x >= vw) return;
          steps(r.top, r.height, gap).forEach(function (y) {
            if (y >= 0 && y < vh) fn(x, y);
          });
        });
      });
    });
  }

  function elementsOf(list) {
    var els = [];
    list.forEach(function (id) { byId(id).forEach(function (el) { els.push(el); }); });
    return els;
  }

  /* Both measures over the targets' grid, with one hit test per point: the exposure (where a
     click would score, by THE click rule) and the see-through catchers over the targets. */
  function coverage(targets, perRect, catchers) {
    var list = asList(targets), els = elementsOf(list), points = 0, scoring = 0;
    var scores = new Map(), probe = catchers ? overlayProbe(els) : null;
    eachGridPoint(els, perRect, function (x, y) {
      points += 1;
      var top = document.elementFromPoint(x, y);
      // The click rule depends on the element hit alone: judged once per element.
      if (!scores.has(top)) scores.set(top, scoreHit(top, list).success);
      if (scores.get(top)) scoring += 1;
      if (probe && top && !els.some(function (t) { return t === top || t.contains(top); })) probe.at(x, y, top);
    });
    return { exposure: { exposure: points ? scoring / points : 0, points: points, scoring: scoring },
             overlays: probe ? probe.found() : [] };
  }

  /* Share of the targets' grid where a click would score: {exposure, points, scoring}. */
  function exposure(targets, perRect) { return coverage(targets, perRect, false).exposure; }

  /* inspect() without the exposure grid (reveal() measures exposure once over the whole set). */
  function status(id) {
    var all = byId(id);
    var out = { id: id, exists: all.length > 0, count: all.length, box: null, visible: false,
                unobstructed: false, enabled: false, actionable: false, exposure: 0, reason: "" };
    if (!all.length) { out.reason = "missing"; return out; }
    var el = all[0];
    var r = el.getBoundingClientRect();
    out.box = { x: r.left, y: r.top, width: r.width, height: r.height };
    var shown = r.width > 0 && r.height > 0 &&
      el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true });
    var v = visibleRect(el);
    out.visible = shown && v.right - v.left >= 1 && v.bottom - v.top >= 1;
    out.enabled = !isDisabled(el);
    var cx = r.left + r.width / 2, cy = r.top + r.height / 2;
    if (out.visible && cx >= 0 && cy >= 0 && cx < window.innerWidth && cy < window.innerHeight &&
        cx >= v.left && cx <= v.right && cy >= v.top && cy <= v.bottom) {
      var top = document.elementFromPoint(cx, cy);
      out.unobstructed = !!top && (top === el || el.contains(top));
      out.covered_by = out.unobstructed ? null : ownerId(top);
    }
    out.actionable = out.visible && out.unobstructed && out.enabled;
    out.reason = out.actionable ? "actionable" : !shown ? "hidden" : !out.visible ? "off-viewport or clipped"
      : !out.unobstructed ? "covered at its centre" : "disabled";
    return out;
  }

  function inspect(id) {
    var out = status(id);
    out.exposure = exposure([id]).exposure;
    return out;
  }

  function reveal(targets) {
    var list = asList(targets), states = list.map(status);
    function any(key) { return states.some(function (s) { return s[key]; }); }
    return { visible: any("visible"), unobstructed: any("unobstructed"), actionable: any("actionable"),
             exposure: exposure(list, REVEAL_POINTS).exposure };
  }


  /* ---------------------------------------------------------------- see-through overlays */
  // An element that catches the pointer must be seen to: one that paints nothing where it
  // swallows a click (a transparent full-page catcher) hides its blocking from the agent.
  var REPLACED = { IMG: 1, svg: 1, SVG: 1, CANVAS: 1, VIDEO: 1, INPUT: 1, TEXTAREA: 1, SELECT: 1, IFRAME: 1, PICTURE: 1 };

  function alpha(color) {
    var m = /rgba?\(([^)]+)\)/.exec(color || "");
    if (!m) return color && color !== "transparent" ? 1 : 0;
    var parts = m[1].split(/[\s,\/]+/).filter(Boolean);
    return parts.length > 3 ? parseFloat(parts[3]) : 1;
  }

  function paints(el) {
    if (REPLACED[el.tagName]) return true;
    var s = getComputedStyle(el);
    if (alpha(s.backgroundColor) > 0 || s.backgroundImage !== "none" || s.boxShadow !== "none" ||
        s.backdropFilter !== "none" && s.backdropFilter) return true;
    var sides = ["Top", "Right", "Bottom", "Left"];
    for (var i = 0; i < 4; i++) {
      if (parseFloat(s["border" + sides[i] + "Width"]) > 0 && alpha(s["border" + sides[i] + "Color"]) > 0) return true;
    }
    for (var c = el.firstChild; c; c = c.nextSibling) if (c.nodeType === 3 && c.textContent.trim()) return true;
    return false;
  }

  function invisible(el) {
    for (var e = el; e && e.nodeType === 1; e = e.parentElement) if (parseFloat(getComputedStyle(e).opacity) === 0) return true;
    return false;
  }

  // paints() and invisible() of each element read once: one check's page cannot change under it.
  function styleReads() {
    var painted = new Map(), hidden = new Map();
    return {
      paints: function (el) { if (!painted.has(el)) painted.set(el, paints(el)); return painted.get(el); },
      invisible: function (el) { if (!hidden.has(el)) hidden.set(el, invisible(el)); return hidden.get(el); },
    };
  }

  // True when `top`, and every ancestor of it that does not also hold `under`, paints nothing.
  function seeThrough(top, under, reads) {
    if (reads.invisible(top)) return true;
    for (var e = top; e && e.nodeType === 1 && !e.contains(under); e = e.parentElement) if (reads.paints(e)) return false;
    return true;
  }

  function label(el) {
    return "<" + el.tagName.toLowerCase() + (el.className && typeof el.className === "string" && el.className.trim()
      ? "." + el.className.trim().split(/\s+/).join(".") : "") + ">";
  }

  function catcher(top, under, x, y) {
    return { element: label(top), id: ownerId(top), covers: ownerId(under) || label(under), x: Math.round(x), y: Math.round(y) };
  }

  // The catchers over `covered` (target elements), one grid point at a time (see coverage).
  function overlayProbe(covered) {
    var found = new Map(), opaque = new Map(), reads = styleReads();
    // An element that paints and holds no target is no see-through catcher, whatever lies under it.
    function isOpaque(top) {
      if (!opaque.has(top)) {
        opaque.set(top, !reads.invisible(top) && reads.paints(top) && !covered.some(function (c) { return top.contains(c); }));
      }
      return opaque.get(top);
    }
    function at(x, y, first) {
      if (found.has(first) || isOpaque(first)) return;
      var stack = document.elementsFromPoint(x, y), top = stack[0];
      if (!top || found.has(top)) return;
      var under = null;
      for (var i = 1; i < stack.length; i++) {
        var el = stack[i];
        if (el.contains(top)) continue;  // an ancestor: not under it, around it
        if (covered.indexOf(el) >= 0 || covered.some(function (c) { return c.contains(el); })) { under = el; break; }
      }
      if (!under || under === document.body || under === document.documentElement) return;
      if (!seeThrough(top, under, reads)) return;
      found.set(top, catcher(top, under, x, y));
    }
    return { at: at, found: function () { return Array.from(found.values()); } };
  }

  // Over the viewport only an element of a quarter of it or more can be a catcher: a see-through
  // element over a quarter of the viewport or more, in front of a control (a button inside its
  // row, a tab beside a tab, are not catchers).
  function viewportCatchers() {
    var found = new Map(), small = new Set(), vw = window.innerWidth, vh = window.innerHeight, reads = styleReads();
    function probe(x, y) {
      // The rest are told by the topmost element alone, without the whole stack under the point.
      var first = document.elementFromPoint(x, y);
      if (!first || small.has(first)) return;
      var area = first.getBoundingClientRect();
      if (area.width * area.height < 0.25 * vw * vh) { small.add(first); return; }
      var stack = document.elementsFromPoint(x, y), top = stack[0];
      if (!top || found.has(top)) return;
      var under = stack.slice(1).find(function (el) { return !el.contains(top); }) || null;
      if (!under || under === document.body || under === document.documentElement) return;
      var box = top.getBoundingClientRect();
      if (box.width * box.height < 0.25 * vw * vh || !owner(under) || owner(top) && owner(top).contains(under)) return;
      if (!seeThrough(top, under, reads)) return;
      found.set(top, catcher(top, under, x, y));
    }
    for (var x = 12; x < vw; x += 24) for (var y = 12; y < vh; y += 24) probe(x, y);
    return Array.from(found.values());
  }

  function overlays(targets) {
    return targets ? coverage(targets, 0, true).overlays : viewportCatchers();
  }

  window.IGGVisibility = {
    byId: byId, visibleRect: visibleRect, isDisabled: isDisabled, ownerId: ownerId,
    hitTest: hitTest, score: score, exposure: exposure, inspect: inspect, reveal: reveal,
    status: status, overlays: overlays, coverage: function (targets) { return coverage(targets, 0, true); },
  };
})();
