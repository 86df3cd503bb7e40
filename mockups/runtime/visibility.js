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
 *   reveal(targets)          {visible, unobstructed, actionable, exposure} of a target set
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
  function score(x, y, targets) {
    var el = owner(document.elementFromPoint(x, y));
    var hit = el ? el.getAttribute("data-igg-id") : null;
    var enabled = !!el && !isDisabled(el);
    return { hit: hit, success: hit !== null && asList(targets).indexOf(hit) >= 0 && enabled, enabled: enabled };
  }

  /* Grid coordinates along one side: 0.5 .. size-0.5, at most GRID px apart. */
  function steps(start, size) {
    if (size <= 1) return [start + size / 2];
    var n = Math.ceil((size - 1) / GRID) + 1, out = [];
    for (var i = 0; i < n; i++) out.push(start + 0.5 + (i * (size - 1)) / (n - 1));
    return out;
  }

  function exposure(targets) {
    var list = asList(targets), points = 0, scoring = 0;
    var vw = window.innerWidth, vh = window.innerHeight;
    list.forEach(function (id) {
      byId(id).forEach(function (el) {
        Array.prototype.forEach.call(el.getClientRects(), function (r) {
          if (r.width <= 0 || r.height <= 0) return;
          steps(r.left, r.width).forEach(function (x) {
            if (x < 0 || x >= vw) return; // the grid is clipped to the viewport
            steps(r.top, r.height).forEach(function (y) {
              if (y < 0 || y >= vh) return;
              points += 1;
              if (score(x, y, list).success) scoring += 1;
            });
          });
        });
      });
    });
    return { exposure: points ? scoring / points : 0, points: points, scoring: scoring };
  }

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
             exposure: exposure(list).exposure };
  }

  window.IGGVisibility = {
    byId: byId, visibleRect: visibleRect, isDisabled: isDisabled, ownerId: ownerId,
    hitTest: hitTest, score: score, exposure: exposure, inspect: inspect, reveal: reveal,
  };
})();
