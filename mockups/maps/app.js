/* Maps mockup, modelled on Google Maps (web, the 2024 look with the left rail).
 *
 * UI state: ctx.store(), typed by manifest.yaml beside this file. Every effect of a click is a
 * store write: the search (a category chip or a past query), the open place and its tab, the
 * side panel (directions, saved lists, recents) and whether it is collapsed, the map's centre,
 * zoom, map type and layers, saved places, liked reviews, the review topic and sort, the hours
 * table, the menu drawer, the search box's dropdown, dialogs (share, send to phone, layers), the
 * photo viewer, the consent page and sign-in prompt, the selected route and its steps, and the
 * last command with no other state (S.last_action).
 * The map is an SVG drawn from the content's geometry (land, parks, water, the road hierarchy,
 * labels) for the current centre and zoom; places are HTML markers over it (POI icons, red
 * result pins, the selected place's pin) with hover cards. Dragging the map pans it (the store's
 * `center` changes when the drag ends); the wheel zooms it.
 * Timers: search results load for ~1.2 s when state `loading` is set, routes for ~1.5 s when
 * directions open, the Reviews tab for ~1 s when it opens at mount with `reviews_loading`, the
 * share dialog's short link for ~1.2 s, the send-to-phone device list for ~1.2 s.
 * Layout: rail + floating search box + side panel on desktop; at <= 760 px Google Maps' mobile web
 * layout (search bar over the map, chips under it, the panel as a bottom sheet, no rail).
 */
(function () {
  "use strict";

  var LOAD_MS = 1200, ROUTES_MS = 1500, REVIEWS_MS = 1000, LINK_MS = 1200, DEVICES_MS = 1200;
  var PANEL_W = 408, RAIL_W = 72;
  var LAYERS = [["traffic", "Traffic", "traffic"], ["transit", "Transit", "train"], ["biking", "Biking", "directions_bike"],
    ["terrain", "Terrain", "landscape"], ["streetview", "Street View", "streetview"], ["wildfires", "Wildfires", "local_fire_department"],
    ["air-quality", "Air quality", "air"]];
  var MODES = [["best", "Best travel modes", "directions"], ["driving", "Driving", "directions_car"], ["transit", "Transit", "train"],
    ["walking", "Walking", "directions_walk"], ["cycling", "Cycling", "directions_bike"], ["flights", "Flights", "flight"]];
  var MENU = [
    ["sidebar", "Show side bar", "view_sidebar"], ["saved", "Saved", "bookmarks"], ["recents", "Recents", "history"],
    ["contributions", "Your contributions", "rate_review"], ["location-sharing", "Location sharing", "person_pin_circle"],
    ["timeline", "Your timeline", "timeline"], ["your-data", "Your data in Maps", "shield_person"], null,
    ["share-map", "Share or embed map", "link"], ["print", "Print", "print"], null,
    ["add-place", "Add a missing place", "add_location_alt"], ["add-business", "Add your business", "add_business"],
    ["edit-map", "Edit the map", "edit_location_alt"], null,
    ["tips", "Tips and tricks", "lightbulb"], ["help", "Get help", "help"], ["consumer-info", "Consumer information", "info"], null,
    ["language", "Language", "translate"], ["search-settings", "Search settings", "settings"], ["activity", "Maps activity", "manage_history"]];
  var SORTS = [["relevant", "Most relevant"], ["newest", "Newest"], ["highest", "Highest rating"], ["lowest", "Lowest rating"]];
  var APPS = [["account", "Account", "account_circle", "#1a73e8"], ["search", "Search", "search", "#4285f4"], ["maps", "Maps", "location_on", "#34a853"],
    ["youtube", "YouTube", "play_arrow", "#ea4335"], ["gmail", "Gmail", "mail", "#ea4335"], ["calendar", "Calendar", "calendar_today", "#1a73e8"],
    ["drive", "Drive", "add_to_drive", "#fbbc04"], ["photos", "Photos", "photo_camera", "#ea4335"], ["translate", "Translate", "translate", "#4285f4"]];

  IGG.app({
    mount: function (root, ctx) {
      var h = ctx.h, C = ctx.content, kit = ctx.kit, init = ctx.state;
      var P = C.places;
      var material = kit.icons("material");
      function icon(name, size, color) { return material(name, { size: size || 20, color: color }); }
      var S = ctx.store();

      /* ---------------- state sanity ---------------- */
      if (S.place && !P[S.place]) S.place = null;
      if (S.search && !C.results[S.search]) S.search = null;
      if (S.list && !C.lists.some(function (l) { return l.id === S.list; })) S.list = null;
      if (S.panel === "directions" && !S.place) S.panel = null;
      if (!S.signed_in) { if (S.panel === "saved") S.panel = null; }
      S.menu_open = !!init.menu_open;

      function has(list, v) { return list.indexOf(v) >= 0; }
      function without(list, v) { return list.filter(function (x) { return x !== v; }); }
      function toggled(list, v) { return has(list, v) ? without(list, v) : list.concat([v]).sort(); }
      function fmtCount(n) { return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ","); }
      function stopped(fn) { return function (e) { e.stopPropagation(); fn(e); }; }
      function act(name) { return function () { S.last_action = name; }; }
      function isSaved(pid) {
        if (has(S.saved, pid)) return true;
        if (has(S.unsaved, pid)) return false;
        return C.lists.some(function (l) { return has(l.places, pid); });
      }

      function btn(id, iconName, label, onClick, opts) {
        opts = opts || {};
        var b = h("button", { class: "gm-icon-btn" + (opts.cls ? " " + opts.cls : ""), id: id, "aria-label": label, type: "button",
          onclick: onClick ? stopped(onClick) : null }, icon(iconName, opts.size || 24, opts.color));
        if (label && opts.tooltip !== false) kit.tooltip(b, label, { placement: opts.placement || "bottom" });
        return b;
      }
      function stars(rating, size) {
        var out = h("span", { class: "gm-stars", "aria-label": rating.toFixed(1) + " stars" });
        for (var i = 1; i <= 5; i++) {
          var name = rating >= i - 0.25 ? "star-fill" : rating >= i - 0.75 ? "star_half-fill" : "star-fill";
          var el = icon(name, size || 14, rating >= i - 0.75 ? "#fbbc04" : "#dadce0");
          out.appendChild(el);
        }
        return out;
      }
      function statusLine(p, cls) {
        var st = p.status;
        return h("span", { class: "gm-status " + (cls || "") },
          h("span", { class: "st-" + st.tone }, st.state), st.detail ? h("span", { class: "st-detail" }, " \u00b7 " + st.detail) : null);
      }
      function searchLabel(key) {
        var chip = C.chips.filter(function (c) { return c.key === key; })[0];
        if (chip) return chip.label;
        var hist = C.history.filter(function (x) { return x.target === "search:" + key; })[0];
        return hist ? hist.text : key;
      }

      /* ---------------- shell ---------------- */
      var shell = h("div", { class: "gm" });
      root.appendChild(shell);
      var mapEl = h("div", { class: "gm-map", id: "maps.map", role: "application", "aria-label": "Map" });
      var mapInner = h("div", { class: "gm-map-inner" });
      var svgHost = h("div", { class: "gm-svg-host" });
      var pinsHost = h("div", { class: "gm-pins" });
      mapInner.appendChild(svgHost); mapInner.appendChild(pinsHost); mapEl.appendChild(mapInner);
      var railHost = h("div", { class: "gm-rail-host" }), panelHost = h("div", { class: "gm-panel-host" }),
        searchHost = h("div", { class: "gm-search-host" }), chipsHost = h("div", { class: "gm-chips-host" }),
        topRightHost = h("div", { class: "gm-topright-host" }), controlsHost = h("div", { class: "gm-controls-host" }),
        overlayHost = h("div", { class: "gm-overlay-host" });
      [mapEl, panelHost, railHost, searchHost, chipsHost, topRightHost, controlsHost, overlayHost].forEach(function (x) { shell.appendChild(x); });

      function W() { return window.innerWidth; }
      function Hh() { return window.innerHeight; }
      function mobile() { return W() <= 760; }
      function panelOpen() { return !!(S.place || S.search || S.panel); }
      function panelShown() { return panelOpen() && !S.collapsed; }
      function panelRight() { return mobile() ? 0 : RAIL_W + (panelShown() ? PANEL_W : 0); }
      function layoutClasses() {
        shell.classList.toggle("mobile", mobile());
        shell.classList.toggle("panel-open", panelShown() && !mobile());
        shell.classList.toggle("sheet-open", panelShown() && mobile());
        shell.classList.toggle("satellite", S.map_type === "satellite");
        shell.classList.toggle("terrain", has(S.layers, "terrain"));
      }

      /* ---------------- map view ---------------- */
      function currentMap() {
        var p = S.place && P[S.place];
        return p && p.elsewhere ? p.map : C.map;
      }
      // A landmark's own map is drawn at twice the district's scale (its units are half as big).
      function scale() { return Math.pow(2, S.zoom - 16) * (currentMap() === C.map ? 1 : 2); }
      function defaultCenter() {
        var p = S.place && P[S.place];
        var s = scale();
        var right = panelRight();
        if (p) {
          // the place in the middle of the map's visible part
          var sx = right + (W() - right) / 2, sy = mobile() ? Hh() * 0.28 : Hh() / 2;
          return [p.x - (sx - W() / 2) / s, p.y - (sy - Hh() / 2) / s];
        }
        return [1900 - (right / 2) / s, 1450];
      }
      function center() { return S.center || defaultCenter(); }
      function project(x, y) {
        var c = center(), s = scale();
        return [(x - c[0]) * s + W() / 2, (y - c[1]) * s + Hh() / 2];
      }

      var ROAD_STYLE = {
        highway: { casing: "#f2ba5a", fill: "#fde293", w: 9, label: false },
        ramp: { casing: "#f2ba5a", fill: "#fde293", w: 5, label: false },
        arterial: { casing: "#dadce0", fill: "#ffffff", w: 8, label: true },
        street: { casing: "#e3e3e3", fill: "#ffffff", w: 4.5, label: true },
        minor: { casing: "#e6e6e6", fill: "#ffffff", w: 2.6, label: true, minZoom: 16 },
        path: { casing: null, fill: "#ffffff", w: 1.6, dash: "4 3", label: false },
      };
      function esc(t) { return String(t).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;"); }
      function ptsAttr(pts) { return pts.map(function (p) { var q = project(p[0], p[1]); return q[0].toFixed(1) + "," + q[1].toFixed(1); }).join(" "); }

      function renderSvg() {
        var M = currentMap(), s = scale(), w = W(), hgt = Hh();
        var zoomW = Math.max(0.55, Math.min(1.6, 0.75 + 0.35 * (S.zoom - 15)));
        var out = [];
        out.push('<svg class="gm-svg" width="' + w + '" height="' + hgt + '" viewBox="0 0 ' + w + " " + hgt + '" xmlns="http://www.w3.org/2000/svg">');
        out.push('<rect class="land" x="0" y="0" width="' + w + '" height="' + hgt + '"/>');
        (M.parks || []).forEach(function (pk) { out.push('<polygon class="park" points="' + ptsAttr(pk.pts) + '"/>'); });
        (M.water || []).forEach(function (wt) { out.push('<polygon class="water" points="' + ptsAttr(wt.pts) + '"/>'); });
        if (M.canal) out.push('<polyline class="canal" fill="none" stroke-width="' + (M.canal.width * s).toFixed(1) + '" points="' + ptsAttr(M.canal.pts) + '"/>');
        (M.ponds || []).forEach(function (pd) {
          var c = project(pd.cx, pd.cy);
          out.push('<ellipse class="water" cx="' + c[0].toFixed(1) + '" cy="' + c[1].toFixed(1) + '" rx="' + (pd.rx * s).toFixed(1) + '" ry="' + (pd.ry * s).toFixed(1) + '"/>');
        });
        (M.piers || []).forEach(function (pr) { out.push('<polygon class="pier" points="' + ptsAttr(pr) + '"/>'); });
        if (M.rail) {
          out.push('<polyline class="rail-base" fill="none" points="' + ptsAttr(M.rail.pts) + '"/>');
          out.push('<polyline class="rail' + (has(S.layers, "transit") ? " on" : "") + '" fill="none" points="' + ptsAttr(M.rail.pts) + '"/>');
        }
        var order = ["path", "minor", "street", "ramp", "arterial", "highway"];
        order.forEach(function (kind) {
          var st = ROAD_STYLE[kind];
          if (!st.casing) return;
          M.roads.forEach(function (r) {
            if (r.kind !== kind) return;
            out.push('<polyline fill="none" stroke="' + st.casing + '" stroke-width="' + ((st.w + 2) * zoomW).toFixed(1) + '" stroke-linecap="round" stroke-linejoin="round" points="' + ptsAttr(r.pts) + '"/>');
          });
        });
        order.forEach(function (kind) {
          var st = ROAD_STYLE[kind];
          M.roads.forEach(function (r) {
            if (r.kind !== kind) return;
            out.push('<polyline class="road road-' + kind + '" fill="none" stroke="' + st.fill + '" stroke-width="' + (st.w * zoomW).toFixed(1) + '"' +
              (st.dash ? ' stroke-dasharray="' + st.dash + '"' : "") + ' stroke-linecap="round" stroke-linejoin="round" points="' + ptsAttr(r.pts) + '"/>');
          });
        });
        // Layers drawn over the roads.
        if (has(S.layers, "traffic")) {
          M.roads.forEach(function (r, i) {
            if (r.kind !== "arterial" && r.kind !== "highway") return;
            var col = ["#1e8e3e", "#1e8e3e", "#f29900", "#1e8e3e", "#d93025", "#1e8e3e"][i % 6];
            out.push('<polyline fill="none" stroke="' + col + '" stroke-width="' + (3.5 * zoomW).toFixed(1) + '" stroke-linecap="round" points="' + ptsAttr(r.pts) + '"/>');
          });
        }
        if (has(S.layers, "biking")) {
          M.roads.forEach(function (r, i) {
            if (r.kind !== "street" || i % 3) return;
            out.push('<polyline fill="none" stroke="#1e8e3e" stroke-width="2" stroke-dasharray="' + (i % 2 ? "5 3" : "none") + '" points="' + ptsAttr(r.pts) + '"/>');
          });
        }
        if (has(S.layers, "streetview")) {
          M.roads.forEach(function (r) {
            if (r.kind === "path") return;
            out.push('<polyline fill="none" stroke="#4fc3f7" stroke-opacity="0.8" stroke-width="3" points="' + ptsAttr(r.pts) + '"/>');
          });
        }
        // Directions: alternatives in grey, the selected route in blue.
        var routes = routesShown();
        if (routes) {
          var sel = S.route || routes[0].id;
          routes.forEach(function (r) {
            if (r.id === sel) return;
            out.push('<polyline fill="none" stroke="#8ab4f8" stroke-width="7" stroke-linejoin="round" points="' + ptsAttr(r.pts) + '"/>');
            out.push('<polyline fill="none" stroke="#bbcef5" stroke-width="4" stroke-linejoin="round" points="' + ptsAttr(r.pts) + '"/>');
          });
          routes.forEach(function (r) {
            if (r.id !== sel) return;
            out.push('<polyline fill="none" stroke="#1967d2" stroke-width="8" stroke-linejoin="round" points="' + ptsAttr(r.pts) + '"/>');
            out.push('<polyline fill="none" stroke="#4285f4" stroke-width="5" stroke-linejoin="round" points="' + ptsAttr(r.pts) + '"/>');
          });
          var o = project(C.home.x, C.home.y);
          out.push('<circle cx="' + o[0].toFixed(1) + '" cy="' + o[1].toFixed(1) + '" r="7" fill="#fff" stroke="#202124" stroke-width="3"/>');
        }
        // Labels: parks, water, neighbourhoods, roads.
        var labels = [];
        if (S.zoom >= 14) {
          (M.parks || []).forEach(function (pk) {
            if (!pk.name || P[pk.id]) return;
            var xs = pk.pts.map(function (p) { return p[0]; }), ys = pk.pts.map(function (p) { return p[1]; });
            var c = project((Math.min.apply(null, xs) + Math.max.apply(null, xs)) / 2, (Math.min.apply(null, ys) + Math.max.apply(null, ys)) / 2);
            labels.push('<text class="lbl park-lbl" x="' + c[0].toFixed(1) + '" y="' + c[1].toFixed(1) + '">' + esc(pk.name) + "</text>");
          });
        }
        (M.labels || []).forEach(function (l) {
          var c = project(l.x, l.y);
          labels.push('<text class="lbl ' + l.kind + '-lbl" x="' + c[0].toFixed(1) + '" y="' + c[1].toFixed(1) + '">' + esc(l.text) + "</text>");
        });
        if (S.zoom >= 15) {
          var seen = {};
          M.roads.forEach(function (r) {
            if (!r.name || !ROAD_STYLE[r.kind].label || (ROAD_STYLE[r.kind].minZoom || 0) > S.zoom) return;
            var a = project(r.pts[0][0], r.pts[0][1]), b = project(r.pts[r.pts.length - 1][0], r.pts[r.pts.length - 1][1]);
            var len = Math.hypot(b[0] - a[0], b[1] - a[1]);
            if (len < 160) return;
            var every = r.kind === "arterial" ? 520 : 640;
            var vertical = Math.abs(b[0] - a[0]) < Math.abs(b[1] - a[1]);
            for (var t = 0.5 * (every / len > 1 ? 1 : 0) + (every / 2) / len; t < 1; t += every / len) {
              var x = a[0] + (b[0] - a[0]) * t, y = a[1] + (b[1] - a[1]) * t;
              if (x < -50 || x > w + 50 || y < -50 || y > hgt + 50) continue;
              var key = r.name + Math.round(x / 200) + "," + Math.round(y / 200);
              if (seen[key]) continue;
              seen[key] = true;
              if (r.pts.length > 2) { x = a[0] + (b[0] - a[0]) * t; y = a[1] + (b[1] - a[1]) * t; }
              var rot = vertical ? ' transform="rotate(-90 ' + x.toFixed(1) + " " + y.toFixed(1) + ')"' : "";
              labels.push('<text class="lbl road-lbl" x="' + x.toFixed(1) + '" y="' + (y + 3.5).toFixed(1) + '"' + rot + ">" + esc(r.name) + "</text>");
            }
          });
          M.roads.forEach(function (r) {
            if (r.kind !== "highway" || !r.shield) return;
            [0.25, 0.62].forEach(function (t) {
              var a = project(r.pts[0][0], r.pts[0][1]), b = project(r.pts[1][0], r.pts[1][1]);
              var x = a[0] + (b[0] - a[0]) * t, y = a[1] + (b[1] - a[1]) * t;
              labels.push('<g class="shield"><rect x="' + (x - 11).toFixed(1) + '" y="' + (y - 9).toFixed(1) + '" width="22" height="18" rx="4" fill="#fff" stroke="#9aa0a6"/>' +
                '<text x="' + x.toFixed(1) + '" y="' + (y + 4).toFixed(1) + '" class="shield-t">' + r.shield + "</text></g>");
            });
          });
        }
        out.push(labels.join(""));
        out.push("</svg>");
        svgHost.innerHTML = out.join("");
      }

      /* ---------------- markers ---------------- */
      var pinEls = {};
      function markerKind(pid) {
        if (S.place === pid) return "selected";
        var res = S.search ? C.results[S.search] : null;
        if (res && has(res, pid)) return "result";
        return "poi";
      }
      function visiblePlaces() {
        var p = S.place && P[S.place];
        if (p && p.elsewhere) return [p.id].concat(p.map.pois.map(function (q) { return q.id; }));
        return C.order;
      }
      function renderPins() {
        pinsHost.innerHTML = "";
        pinEls = {};
        var boxes = [];
        var lp = S.place && P[S.place];
        var list = visiblePlaces().slice();
        // Results and the selected place first (their labels win), then by rating.
        list.sort(function (a, b) {
          var ka = markerKind(a), kb = markerKind(b);
          var ra = ka === "selected" ? 0 : ka === "result" ? 1 : 2, rb = kb === "selected" ? 0 : kb === "result" ? 1 : 2;
          return ra - rb;
        });
        var drawn = [];
        list.forEach(function (pid) {
          var p = P[pid];
          var poi = null;
          if (!p && lp && lp.elsewhere) {
            poi = lp.map.pois.filter(function (q) { return q.id === pid; })[0];
          }
          var x = p ? p.x : poi.x, y = p ? p.y : poi.y;
          var sp = project(x, y);
          if (sp[0] < -80 || sp[0] > W() + 80 || sp[1] < -60 || sp[1] > Hh() + 60) return;
          var kind = p ? markerKind(pid) : "poi";
          var name = p ? p.name : poi.name;
          var glyph = p ? p.glyph : iconForKind(poi.kind);
          var color = p ? p.color : "#12b5cb";
          var el;
          var lblW = Math.min(160, 7 * name.length);
          var box = kind === "poi" ? [sp[0] - 11, sp[1] - 11, sp[0] + 16 + lblW, sp[1] + 11] : [sp[0] - 14, sp[1] - 40, sp[0] + 18 + lblW, sp[1]];
          var showLabel = S.zoom >= 15 && !boxes.some(function (b) { return !(box[2] < b[0] || box[0] > b[2] || box[3] < b[1] || box[1] > b[3]); });
          if (kind === "poi" && S.zoom < 15 && pid.indexOf("-station") < 0) return;
          if (showLabel || kind !== "poi") boxes.push(box);
          var label = showLabel ? h("span", { class: "gm-pin-label" }, name) : null;
          if (kind === "poi") {
            var transit = p && (p.kind === "train" || p.kind === "ferry" || p.kind === "bus");
            el = h("div", { class: "gm-poi" + (transit ? " transit" : ""), id: p ? "maps.pin." + pid : "maps.poi." + pid, role: "button", "aria-label": name,
              style: { left: sp[0].toFixed(1) + "px", top: sp[1].toFixed(1) + "px" } },
              h("span", { class: "dot", style: { background: color } }, icon(glyph, 14, "#fff")), label ? (label.style.color = color, label) : null);
          } else {
            el = h("div", { class: "gm-pin " + kind, id: "maps.pin." + pid, role: "button", "aria-label": name,
              style: { left: sp[0].toFixed(1) + "px", top: sp[1].toFixed(1) + "px" } },
              h("span", { class: "drop" }, h("span", { class: "glyph" }, icon(glyph, kind === "selected" ? 18 : 14, "#fff"))), label);
          }
          el.addEventListener("click", function (e) {
            e.stopPropagation();
            if (dragMoved) return;
            if (p) openPlace(pid, "pin"); else S.last_action = "poi:" + pid;
          });
          if (p && kind !== "selected") hoverCardFor(el, p);
          drawn.push([kind === "poi" ? 0 : kind === "result" ? 1 : 2, el]);
          pinEls[pid] = el;
        });
        drawn.sort(function (a, b) { return a[0] - b[0]; }).forEach(function (d) { pinsHost.appendChild(d[1]); });
        if (S.panel === "directions" && !currentRoutesLoading() && S.place && !P[S.place].elsewhere) {
          var o = project(C.home.x, C.home.y);
          pinsHost.appendChild(h("div", { class: "gm-origin-label", style: { left: o[0] + "px", top: o[1] + "px" } }, "Home"));
        }
        if (!S.place && !S.search) {
          [C.home, C.work].forEach(function (hw) {
            var q = project(hw.x, hw.y);
            if (q[0] < 0 || q[0] > W() || q[1] < 0 || q[1] > Hh()) return;
            var el2 = h("div", { class: "gm-homework", id: "maps.pin." + hw.id, role: "button", "aria-label": hw.name, style: { left: q[0] + "px", top: q[1] + "px" },
              onclick: stopped(function () { if (!dragMoved) S.last_action = "shortcut:" + hw.id; }) },
              h("span", { class: "dot" }, icon(hw.id === "home" ? "home-fill" : "work-fill", 14, "#fff")), h("span", { class: "gm-pin-label" }, hw.name));
            pinsHost.appendChild(el2);
          });
        }
      }
      function iconForKind(kind) {
        return { landmark: "photo_camera", hotel: "hotel", ferry: "directions_boat", museum: "museum", park: "park" }[kind] || "location_on";
      }
      function hoverCardFor(el, p) {
        kit.hoverCard(el, function () {
          var kids = [h("div", { class: "hc-name" }, p.name)];
          kids.push(h("div", { class: "hc-rating" }, h("span", null, p.rating.toFixed(1)), stars(p.rating, 13),
            h("a", { class: "hc-count", id: "maps.pincard." + p.id + ".reviews", role: "link",
              onclick: stopped(function () { openPlace(p.id, "card", "reviews"); }) }, "(" + fmtCount(p.reviews_count) + ")")));
          kids.push(h("div", { class: "hc-type" }, p.type + (p.price ? " \u00b7 " + p.price : "")));
          if (p.lines) {
            kids.push(h("div", { class: "hc-lines" }, p.lines.map(function (ln) {
              return h("button", { class: "line-chip", type: "button", id: "maps.pincard." + p.id + ".line." + ln[0], style: { background: ln[2] },
                onclick: stopped(function () { S.transit_line = p.id + ":" + ln[0]; hideCards(); openPlace(p.id, "card-line"); }) }, ln[1]);
            })));
            kids.push(h("div", { class: "hc-next" }, "Next: " + p.lines[0][3][0]));
          } else kids.push(statusLine(p, "hc-status"));
          return h("div", { class: "gm-hovercard-body", id: "maps.pincard." + p.id }, kids);
        }, { id: "maps.pincard." + p.id + ".card", placement: "top", openDelay: 300, closeDelay: 250, cls: "gm-hovercard", host: shell });
      }
      function hideCards() { Array.prototype.forEach.call(shell.querySelectorAll(".gm-hovercard"), function (c) { c.remove(); }); }

      /* ---------------- map interaction: drag to pan, wheel to zoom ---------------- */
      var drag = null, dragMoved = false;
      mapEl.addEventListener("pointerdown", function (e) {
        if (e.button !== 0) return;
        drag = { x: e.clientX, y: e.clientY, c: center() };
        dragMoved = false;
      });
      window.addEventListener("pointermove", function (e) {
        if (!drag) return;
        var dx = e.clientX - drag.x, dy = e.clientY - drag.y;
        if (!dragMoved && Math.abs(dx) + Math.abs(dy) < 4) return;
        if (!dragMoved) { dragMoved = true; hideCards(); shell.classList.add("dragging"); }
        mapInner.style.transform = "translate(" + dx + "px," + dy + "px)";
      });
      window.addEventListener("pointerup", function (e) {
        if (!drag) return;
        var d = drag;
        drag = null;
        if (!dragMoved) return;
        var s = scale();
        var dx = e.clientX - d.x, dy = e.clientY - d.y;
        mapInner.style.transform = "";
        shell.classList.remove("dragging");
        S.center = [Math.round(d.c[0] - dx / s), Math.round(d.c[1] - dy / s)];
        renderMapAll();
        setTimeout(function () { dragMoved = false; }, 0);
      });
      var wheelAcc = 0;
      mapEl.addEventListener("wheel", function (e) {
        e.preventDefault();
        wheelAcc += e.deltaY;
        if (Math.abs(wheelAcc) < 100) return;
        var z = Math.max(13, Math.min(18, S.zoom + (wheelAcc < 0 ? 1 : -1)));
        wheelAcc = 0;
        if (z !== S.zoom) zoomTo(z);
      }, { passive: false });
      function zoomTo(z) {
        var c = center();
        S.$set({ zoom: z, center: [Math.round(c[0]), Math.round(c[1])] });
        renderMapAll();
      }
      function renderMapAll() { layoutClasses(); renderSvg(); renderPins(); renderControls(); }

      /* ---------------- open / close ---------------- */
      function ensureVisible(pid) {
        var p = P[pid];
        if (p.elsewhere) { S.center = null; return; }
        var sp = project(p.x, p.y);
        var right = panelRight();
        if (sp[0] < right + 40 || sp[0] > W() - 80 || sp[1] < 90 || sp[1] > Hh() - 120) {
          S.center = null;
          S.center = defaultCenter().map(Math.round);
        }
      }
      function openPlace(pid, via, tab) {
        hideCards();
        var p = P[pid];
        var upd = { place: pid, tab: tab || "overview", hours_open: false, review_topic: null, collapsed: false, suggest: false, route: null, route_details: false };
        if (S.panel && S.panel !== "directions") upd.panel = S.panel;
        if (S.panel === "directions") upd.panel = null;
        if (p.elsewhere) upd.center = null;
        S.$set(upd);
        placeOrigin = via;
        if (!p.elsewhere && !(S.center === null)) ensureVisible(pid);
        if (tab === "reviews") startReviewsLoad(false);
        renderAll();
        var sc = ctx.byId("maps.place." + pid);
        if (sc) sc.scrollTop = 0;
      }
      var placeOrigin = null;
      function closePlace() {
        S.$set({ place: null, tab: "overview", hours_open: false, review_topic: null, route: null, route_details: false, panel: S.panel === "directions" ? null : S.panel });
        if (P[init.place || ""] && P[init.place].elsewhere) S.center = null;
        renderAll();
      }
      function runSearch(key) {
        hideCards();
        S.$set({ search: key, place: null, panel: null, list: null, tab: "overview", collapsed: false, suggest: false, route: null, route_details: false });
        if (S.center && currentMap() !== C.map) S.center = null;
        renderAll();
        var sc = ctx.byId("maps.results." + key);
        if (sc) sc.scrollTop = 0;
      }
      function clearSearch() {
        S.$set({ search: null, place: null, panel: null, list: null, tab: "overview", suggest: false, route: null, route_details: false });
        renderAll();
      }

      /* ---------------- rail ---------------- */
      function renderRail() {
        railHost.innerHTML = "";
        if (mobile()) return;
        function item(id, iconName, label, onClick, active) {
          return h("button", { class: "rail-item" + (active ? " active" : ""), id: id, type: "button", "aria-label": label, onclick: stopped(onClick) },
            h("span", { class: "ri-icon" }, icon(iconName + (active ? "-fill" : ""), 24, active ? "#1a73e8" : "#444746")), h("span", { class: "ri-label" }, label));
        }
        // the open place is not repeated in the rail (its photo is the panel's hero)
        var recents = C.recents.filter(function (r) { return !has(S.recents_removed, r.id) && r.id !== S.place; });
        var rail = h("nav", { class: "gm-rail", id: "maps.rail", "aria-label": "Google Maps" },
          btn("maps.rail.menu", "menu", "Menu", function () { S.menu_open = true; renderOverlays(); }, { cls: "rail-menu", placement: "right" }),
          item("maps.rail.saved", "bookmark", "Saved", function () {
            if (!S.signed_in) { S.last_action = "saved:signin"; return; }
            S.$set({ panel: "saved", list: null, place: null, search: null, collapsed: false }); renderAll();
          }, S.panel === "saved"),
          item("maps.rail.recents", "history", "Recents", function () {
            S.$set({ panel: "recents", list: null, place: null, search: null, collapsed: false }); renderAll();
          }, S.panel === "recents"),
          h("div", { class: "rail-sep" }),
          h("div", { class: "rail-recents" }, recents.slice(0, 4).map(function (r) {
            var p = P[r.id];
            var wrap = h("div", { class: "rail-recent", id: "maps.rail.recent." + r.id });
            var open = h("button", { class: "rl-open", type: "button", id: "maps.rail.recent." + r.id + ".open", "aria-label": p.name,
              onclick: stopped(function () { openPlace(r.id, "rail"); }) },
              h("img", { src: p.photo.url, alt: p.name + " photo", class: "rl-img", draggable: "false" }), h("span", { class: "rl-name" }, p.name));
            var rm = h("button", { class: "rl-remove", type: "button", id: "maps.rail.recent." + r.id + ".remove", "aria-label": "Remove " + p.name + " from recents",
              onclick: stopped(function () { S.recents_removed = S.recents_removed.concat([r.id]); renderRail(); }) }, icon("close", 14, "#444746"));
            wrap.appendChild(open); wrap.appendChild(rm);
            return wrap;
          })),
          h("div", { class: "rail-bottom" },
            h("button", { class: "rail-item", id: "maps.rail.get-app", type: "button", onclick: stopped(act("get-app")) },
              h("span", { class: "ri-icon" }, icon("mobile", 22, "#444746")), h("span", { class: "ri-label" }, "Get app"))));
        railHost.appendChild(rail);
      }

      /* ---------------- search box + suggestions ---------------- */
      function renderSearch() {
        searchHost.innerHTML = "";
        var text = S.place ? P[S.place].name : S.search ? searchLabel(S.search) : "";
        if (S.panel === "directions") return;
        var box = h("div", { class: "gm-search" + (S.suggest ? " open" : ""), id: "maps.searchbox" },
          mobile() ? btn("maps.search.menu", "menu", "Menu", function () { S.menu_open = true; renderOverlays(); }) : null,
          h("input", { class: "gm-search-input", id: "maps.search.input", type: "text", readonly: "readonly", placeholder: "Search Google Maps",
            value: text, "aria-label": "Search Google Maps", onclick: stopped(function () { S.suggest = !S.suggest; renderSearch(); }) }),
          btn("maps.search.button", "search", "Search", function () { if (S.search) runSearch(S.search); else S.last_action = "search:empty"; }, { cls: "sb-search", color: "#444746" }),
          text ? btn("maps.search.clear", "close", "Close", clearSearch, { cls: "sb-close", color: "#444746" })
               : btn("maps.search.directions", "directions-fill", "Directions", function () { S.last_action = "directions:empty"; }, { cls: "sb-dir", color: "#1a73e8" }),
          mobile() ? h("span", { class: "sb-avatar" }, account()) : null);
        searchHost.appendChild(box);
        if (S.suggest) {
          var dd = h("div", { class: "gm-suggest", id: "maps.suggest", role: "listbox" },
            [C.home, C.work].map(function (hw) {
              return h("div", { class: "sg-row", role: "option", id: "maps.suggest." + hw.id, onclick: stopped(function () { S.$set({ suggest: false, last_action: "shortcut:" + hw.id }); renderSearch(); }) },
                h("span", { class: "sg-ic circle" }, icon(hw.id === "home" ? "home-fill" : "work-fill", 18, "#fff")),
                h("span", { class: "sg-t" }, h("b", null, hw.name), h("span", { class: "sg-sub" }, hw.address)));
            }),
            C.history.map(function (q) {
              return h("div", { class: "sg-row", role: "option", id: "maps.history." + q.id, onclick: stopped(function () {
                S.suggest = false;
                if (q.target.indexOf("place:") === 0) openPlace(q.target.slice(6), "history");
                else runSearch(q.target.slice(7));
              }) }, h("span", { class: "sg-ic" }, icon("history", 20, "#5f6368")), h("span", { class: "sg-t" }, q.text));
            }),
            h("div", { class: "sg-foot" }, h("a", { id: "maps.suggest.more", onclick: stopped(act("history:more")) }, "More from recent history")));
          searchHost.appendChild(dd);
        }
      }

      /* ---------------- chips ---------------- */
      function renderChips() {
        chipsHost.innerHTML = "";
        if (S.panel === "directions") return;
        var strip = h("div", { class: "gm-chips", id: "maps.chips" }, C.chips.map(function (c) {
          return h("button", { class: "gm-chip" + (S.search === c.key ? " on" : ""), type: "button", id: "maps.chip." + c.key,
            onclick: stopped(function () { runSearch(c.key); }) }, icon(c.icon, 18, "#444746"), h("span", null, c.label));
        }));
        var more = h("button", { class: "gm-chips-next", type: "button", id: "maps.chips.next", "aria-label": "Next" }, icon("chevron_right", 20, "#444746"));
        var wrap = h("div", { class: "gm-chips-wrap" }, strip, more);
        chipsHost.appendChild(wrap);
        chipsHost.style.left = (mobile() ? 0 : panelShown() ? RAIL_W + PANEL_W + 12 : RAIL_W + 12 + 392 + 12) + "px";
        var car = kit.carousel(strip, { next: more, step: 300 });
        strip.addEventListener("scroll", function () { car.update(); });
        setTimeout(function () { car.update(); }, 0);
      }

      /* ---------------- top right ---------------- */
      function account() {
        if (!S.signed_in) return h("button", { class: "gm-signin", id: mobile() ? "maps.signin.mobile" : "maps.signin", type: "button", onclick: stopped(act("signin")) }, "Sign in");
        var a = kit.avatar({ name: C.me.name, color: C.me.color }, { size: 32, id: mobile() ? "maps.account.mobile" : "maps.account" });
        a.setAttribute("role", "button");
        a.addEventListener("click", stopped(act("account")));
        return a;
      }
      function renderTopRight() {
        topRightHost.innerHTML = "";
        if (mobile()) return;
        var apps = btn("maps.apps", "apps", "Google apps", function () {}, { cls: "tr-apps", color: "#444746" });
        kit.popover(apps, function () {
          return h("div", { class: "gm-apps", id: "maps.apps.menu" }, APPS.map(function (a) {
            return h("a", { class: "app", id: "maps.apps." + a[0], onclick: stopped(act("app:" + a[0])) },
              h("span", { class: "ic", style: { background: a[3] } }, icon(a[2], 22, "#fff")), h("span", null, a[1]));
          }));
        }, { id: "maps.apps.popover", placement: "bottom-end", cls: "gm-apps-pop", host: shell });
        topRightHost.appendChild(h("div", { class: "gm-topright" }, apps, account()));
      }

      /* ---------------- bottom controls ---------------- */
      function renderControls() {
        controlsHost.innerHTML = "";
        var left = mobile() ? 12 : panelRight() + 16;
        var thumbSat = S.map_type === "satellite";
        var tile = h("button", { class: "gm-layers-tile" + (thumbSat ? " map" : " sat"), type: "button", id: "maps.layers", "aria-label": "Layers",
          style: { left: left + "px" }, onclick: stopped(function () { S.map_type = thumbSat ? "default" : "satellite"; renderMapAll(); }) },
          h("span", { class: "lt-img" }), h("span", { class: "lt-label" }, icon("layers", 16, "#fff"), thumbSat ? "Map" : "Layers"));
        controlsHost.appendChild(tile);
        kit.popover(tile, function () {
          return h("div", { class: "gm-layers-fly", id: "maps.layers.flyout" },
            LAYERS.map(function (l) {
              var on = has(S.layers, l[0]);
              var b = h("button", { class: "lf-item" + (on ? " on" : ""), type: "button", id: "maps.layer." + l[0], "aria-pressed": on ? "true" : "false",
                onclick: stopped(function () {
                  S.layers = toggled(S.layers, l[0]);
                  var now = has(S.layers, l[0]);
                  b.classList.toggle("on", now);
                  b.setAttribute("aria-pressed", now ? "true" : "false");
                  b.firstChild.replaceChild(icon(l[2], 22, now ? "#1a73e8" : "#444746"), b.firstChild.firstChild);
                  layoutClasses(); renderSvg(); renderPins();
                }) },
                h("span", { class: "lf-ic" }, icon(l[2], 22, on ? "#1a73e8" : "#444746")), h("span", { class: "lf-t" }, l[1]));
              return b;
            }),
            h("button", { class: "lf-item", type: "button", id: "maps.layer.more", onclick: stopped(function () { S.dialog = "layers"; renderOverlays(); }) },
              h("span", { class: "lf-ic" }, icon("layers", 22, "#444746")), h("span", { class: "lf-t" }, "More")));
        }, { id: "maps.layers.popover", trigger: "hover", openDelay: 150, closeDelay: 300, placement: "right-end", cls: "gm-layers-pop", host: shell });

        var right = h("div", { class: "gm-mapctl" },
          btn("maps.mylocation", "my_location", "Show Your Location", function () { S.$set({ center: [C.home.x, C.home.y], last_action: "mylocation" }); renderMapAll(); }, { cls: "ctl", placement: "left", color: "#444746" }),
          mobile() ? null : h("button", { class: "ctl pegman", type: "button", id: "maps.pegman", "aria-label": "Browse Street View images", onclick: stopped(act("pegman")) }, icon("person-fill", 22, "#f9ab00")),
          mobile() ? null : h("div", { class: "zoom" },
            btn("maps.zoom.in", "add", "Zoom in", function () { if (S.zoom < 18) zoomTo(S.zoom + 1); }, { cls: "ctl z", placement: "left", color: "#444746" }),
            h("div", { class: "zsep" }),
            btn("maps.zoom.out", "remove", "Zoom out", function () { if (S.zoom > 13) zoomTo(S.zoom - 1); }, { cls: "ctl z", placement: "left", color: "#444746" })));
        controlsHost.appendChild(right);
        var ft = Math.round(200 / Math.pow(2, S.zoom - 16));
        var scaleText = ft >= 1000 ? (ft / 5280).toFixed(1).replace(/\.0$/, "") + " mi" : ft + " ft";
        controlsHost.appendChild(h("div", { class: "gm-attrib" },
          h("span", null, "Map data \u00a92026 Google"), h("span", null, "United States"), h("a", { id: "maps.attrib.terms" }, "Terms"),
          h("a", { id: "maps.attrib.privacy" }, "Privacy"), h("a", { id: "maps.attrib.feedback", onclick: stopped(act("feedback")) }, "Send Product Feedback"),
          h("span", { class: "scale" }, scaleText, h("span", { class: "bar" }))));
        // Collapse handle at the panel's edge.
        if (panelOpen() && !mobile()) {
          var hd = h("button", { class: "gm-collapse" + (S.collapsed ? " collapsed" : ""), type: "button", id: "maps.collapse",
            "aria-label": S.collapsed ? "Expand side panel" : "Collapse side panel",
            style: { left: (S.collapsed ? RAIL_W : RAIL_W + PANEL_W) + "px" },
            onclick: stopped(function () { S.collapsed = !S.collapsed; renderAll(); }) }, icon(S.collapsed ? "arrow_right-fill" : "arrow_left-fill", 22, "#444746"));
          kit.tooltip(hd, function () { return S.collapsed ? "Expand side panel" : "Collapse side panel"; }, { placement: "right" });
          controlsHost.appendChild(hd);
        }
      }

      /* ---------------- side panel ---------------- */
      var panelScrollers = {};
      function renderPanel() {
        // keep the scroll position of the scroller being redrawn
        var old = panelHost.querySelector(".gm-scroll");
        var keep = old ? { id: old.getAttribute("data-igg-id"), top: old.scrollTop } : null;
        panelHost.innerHTML = "";
        if (!panelOpen()) return;
        var content;
        if (S.panel === "directions") content = directionsPanel();
        else if (S.place) content = placePanel(P[S.place]);
        else if (S.search) content = resultsPanel(S.search);
        else if (S.panel === "saved") content = S.list ? listPanel(S.list) : savedPanel();
        else if (S.panel === "recents") content = recentsPanel();
        if (!content) return;
        var panel = h("div", { class: "gm-panel" + (S.collapsed ? " collapsed" : "") + (S.panel === "directions" ? " dir" : ""), id: "maps.panel" }, content);
        panelHost.appendChild(panel);
        var sc = panel.querySelector(".gm-scroll");
        if (sc && keep && keep.id === sc.getAttribute("data-igg-id")) sc.scrollTop = keep.top;
      }
      function scroller(id, kids, cls) {
        return h("div", { class: "gm-scroll" + (cls ? " " + cls : ""), id: id }, kids);
      }

      // ---- results list
      function resultsPanel(key) {
        var ids = C.results[key];
        var loading = resultsLoading;
        var head = h("div", { class: "res-head" },
          h("div", { class: "res-filters" }, ["Price", "Rating", "Hours", "All filters"].map(function (f, i) {
            return h("button", { class: "res-filter", type: "button", id: "maps.results.filter." + ["price", "rating", "hours", "all"][i], onclick: stopped(act("filter:" + f.toLowerCase())) },
              i === 3 ? icon("tune", 18, "#444746") : null, f, i < 3 ? icon("arrow_drop_down", 18, "#444746") : null);
          })));
        var rows = [];
        if (loading) {
          rows.push(h("div", { class: "res-progress", id: "maps.results.loading" }));
          for (var k = 0; k < 5; k++) rows.push(h("div", { class: "res-skel" }, h("div", { class: "l1" }), h("div", { class: "l2" }), h("div", { class: "l3" })));
        } else {
          rows.push(h("h1", { class: "res-title" }, "Results"));
          ids.forEach(function (pid) { rows.push(resultRow(P[pid], key)); });
          rows.push(h("div", { class: "res-end" }, "You've reached the end of the list."));
        }
        return h("div", { class: "gm-panel-inner" }, head, scroller("maps.results." + key, rows, "res"));
      }
      function resultRow(p, key) {
        var saved = isSaved(p.id);
        var row = h("div", { class: "res-row", id: "maps.result." + p.id, role: "article", "aria-label": p.name,
          onclick: function () { openPlace(p.id, "results"); },
          onmouseenter: function () { if (pinEls[p.id]) pinEls[p.id].classList.add("hl"); },
          onmouseleave: function () { if (pinEls[p.id]) pinEls[p.id].classList.remove("hl"); } },
          h("div", { class: "rr-main" },
            h("div", { class: "rr-name" }, p.name),
            h("div", { class: "rr-rating" }, h("span", { class: "num" }, p.rating.toFixed(1)), stars(p.rating, 13), h("span", { class: "cnt" }, "(" + fmtCount(p.reviews_count) + ")"),
              p.price && p.kind !== "hotel" ? h("span", { class: "price" }, " \u00b7 " + p.price) : null),
            h("div", { class: "rr-line" }, p.type + (p.kind === "hotel" ? "" : " \u00b7 "), p.kind === "hotel" ? null : icon("accessible", 14, "#70757a"), p.kind === "hotel" ? null : " \u00b7 " + p.short_address),
            p.kind === "hotel" ? null : h("div", { class: "rr-line" }, statusLine(p)),
            p.services ? h("div", { class: "rr-line muted" }, p.services) : null,
            p.kind === "hotel" ? h("div", { class: "rr-hotel" }, h("span", { class: "hp" }, p.price), h("span", { class: "hn" }, "Jan 15 \u2013 16 \u00b7 1 night")) : null,
            p.reviews.length && p.kind !== "hotel" ? h("div", { class: "rr-snippet" }, icon("chat_bubble", 14, "#70757a"), "\u201c" + snippet(p) + "\u201d") : null,
            h("div", { class: "rr-actions" },
              p.site ? h("button", { class: "pill", type: "button", id: "maps.result." + p.id + ".website", onclick: stopped(act("website:" + p.id)) }, icon("public", 16, "#0b57d0"), "Website") : null,
              h("button", { class: "pill", type: "button", id: "maps.result." + p.id + ".directions", onclick: stopped(function () { openDirections(p.id); }) }, icon("directions", 16, "#0b57d0"), "Directions"))),
          h("button", { class: "rr-save" + (saved ? " on" : ""), type: "button", id: "maps.result." + p.id + ".save", "aria-label": saved ? "Saved" : "Save",
            onclick: stopped(function () { toggleSave(p.id); }) }, icon(saved ? "bookmark-fill" : "bookmark", 20, saved ? "#1a73e8" : "#444746")));
        return row;
      }
      function snippet(p) {
        var t = p.reviews[0].text;
        var cut = t.indexOf(". ");
        return cut > 0 && cut < 80 ? t.slice(0, cut + 1) : t.slice(0, 70) + "\u2026";
      }

      // ---- place panel
      function placePanel(p) {
        var saved = isSaved(p.id);
        var kids = [];
        if (p.photo) {
          kids.push(h("div", { class: "pl-hero", id: "maps.place." + p.id + ".photo", role: "button", "aria-label": "Photo of " + p.name,
            onclick: stopped(function () { S.photo = p.id; renderOverlays(); }) },
            h("img", { src: p.photo.url, alt: p.photo.alt, draggable: "false" }),
            h("span", { class: "see" }, icon("photo_library", 16, "#fff"), "See photos")));
        }
        kids.push(h("div", { class: "pl-title" },
          h("h1", { class: "pl-name" }, p.name),
          p.name !== p.type ? null : null,
          h("div", { class: "pl-rating" }, h("span", { class: "num" }, p.rating.toFixed(1)), stars(p.rating, 14),
            h("a", { class: "cnt", id: "maps.place." + p.id + ".count", onclick: stopped(function () { setTab("reviews"); }) }, "(" + fmtCount(p.reviews_count) + ")"),
            p.price ? h("span", { class: "price" }, " \u00b7 " + p.price) : null),
          h("div", { class: "pl-type" }, h("a", { id: "maps.place." + p.id + ".type", onclick: stopped(function () { S.last_action = "category:" + p.id; }) }, p.type),
            p.kind === "hotel" || p.elsewhere ? null : [" \u00b7 ", icon("accessible", 16, "#70757a")])));
        var tabs = [["overview", "Overview"], ["reviews", "Reviews"], ["about", "About"]];
        kids.push(h("div", { class: "pl-tabs", role: "tablist" }, tabs.map(function (t) {
          return h("button", { class: "pl-tab" + (S.tab === t[0] ? " on" : ""), role: "tab", type: "button", "aria-selected": S.tab === t[0] ? "true" : "false",
            id: "maps.place.tab." + t[0], onclick: stopped(function () { setTab(t[0]); }) }, t[1]);
        })));
        if (S.tab === "overview") kids = kids.concat(overview(p, saved));
        else if (S.tab === "reviews") kids = kids.concat(reviewsTab(p));
        else kids = kids.concat(aboutTab(p));
        var back = placeOrigin === "results" || (S.search && !placeOrigin);
        var inner = h("div", { class: "gm-panel-inner place" }, scroller("maps.place." + p.id, kids, "pl"));
        if (S.search) inner.insertBefore(h("div", { class: "pl-backbar" }, btn("maps.place.back", "arrow_back", "Back to results", closePlace, { color: "#444746" }), h("span", null, searchLabel(S.search))), inner.firstChild);
        void back;
        return inner;
      }
      function setTab(t) {
        S.$set({ tab: t, review_topic: t === "reviews" ? S.review_topic : null });
        if (t === "reviews") startReviewsLoad(false);
        renderPanel();
        var sc = ctx.byId("maps.place." + S.place);
        if (sc) {
          var tb = sc.querySelector(".pl-tabs");
          if (tb && sc.scrollTop > tb.offsetTop) sc.scrollTop = tb.offsetTop;
        }
      }
      function actions(p, saved) {
        function a(key, iconName, label, onClick, primary) {
          return h("button", { class: "pl-act" + (primary ? " primary" : ""), type: "button", id: "maps.place." + p.id + "." + key, "aria-label": label, onclick: stopped(onClick) },
            h("span", { class: "ring" }, icon(iconName, 20, primary ? "#fff" : "#0b57d0")), h("span", { class: "t" }, label));
        }
        return h("div", { class: "pl-actions" },
          a("directions", "directions-fill", "Directions", function () { openDirections(p.id); }, true),
          a("save", saved ? "bookmark-fill" : "bookmark", saved ? "Saved" : "Save", function () { toggleSave(p.id); }),
          a("nearby", "nearby", "Nearby", function () { S.$set({ nearby: p.id }); renderPanel(); }),
          a("send", "mobile_arrow_right", "Send to phone", function () { openDialog("send:" + p.id); }),
          a("share", "share", "Share", function () { openDialog("share:" + p.id); }));
      }
      function infoRow(id, iconName, main, extra) {
        return h("div", { class: "pl-info", id: id, role: "button", onclick: stopped(act("info:" + id.split(".").slice(-1)[0] + ":" + S.place)) },
          h("span", { class: "ic" }, icon(iconName, 22, "#0b57d0")), h("span", { class: "tx" }, main), extra || null);
      }
      function overview(p, saved) {
        var out = [actions(p, saved)];
        if (S.nearby === p.id) {
          out.push(h("div", { class: "pl-nearby", id: "maps.place." + p.id + ".nearby-box" },
            h("div", { class: "nb-t" }, "Search nearby " + p.name),
            h("div", { class: "nb-chips", id: "maps.place." + p.id + ".nearby-chips" }, C.chips.slice(0, 8).map(function (c) {
              return h("button", { class: "gm-chip small", type: "button", id: "maps.nearby." + c.key, onclick: stopped(function () { S.last_action = "nearby:" + p.id + ":" + c.key; runSearch(c.key); }) },
                icon(c.icon, 16, "#444746"), c.label);
            }))));
        }
        if (p.services) out.push(h("div", { class: "pl-services" }, p.services.split(" \u00b7 ").map(function (s) { return h("span", null, icon("check", 16, "#188038"), s); })));
        out.push(h("div", { class: "pl-summary" }, p.summary));
        var rows = h("div", { class: "pl-infos" });
        rows.appendChild(infoRow("maps.place." + p.id + ".address", "location_on", p.address));
        var hoursHead = h("div", { class: "pl-info hours", id: "maps.place." + p.id + ".hours", role: "button", "aria-expanded": S.hours_open ? "true" : "false",
          onclick: stopped(function () { S.hours_open = !S.hours_open; renderPanel(); }) },
          h("span", { class: "ic" }, icon("schedule", 22, "#0b57d0")), h("span", { class: "tx" }, statusLine(p)),
          icon(S.hours_open ? "keyboard_arrow_up" : "keyboard_arrow_down", 22, "#444746"));
        rows.appendChild(hoursHead);
        if (S.hours_open) {
          var order = [];
          for (var d = 0; d < 7; d++) order.push((C.today_index + d) % 7);
          rows.appendChild(h("div", { class: "pl-hours-table", id: "maps.place." + p.id + ".hours-table" },
            h("table", null, order.map(function (d) {
              return h("tr", { class: d === C.today_index ? "today" : "" }, h("td", null, C.days[d]), h("td", null, p.hours[d]));
            })),
            h("a", { class: "suggest", id: "maps.place." + p.id + ".suggest-hours", onclick: stopped(function () { S.last_action = "suggest-hours:" + p.id; }) }, icon("edit", 16, "#0b57d0"), "Suggest new hours")));
        }
        if (p.site) rows.appendChild(infoRow("maps.place." + p.id + ".website", "public", p.site));
        if (p.phone) rows.appendChild(infoRow("maps.place." + p.id + ".phone", "call", p.phone));
        rows.appendChild(infoRow("maps.place." + p.id + ".plus-code", "pin_drop", p.plus_code));
        rows.appendChild(infoRow("maps.place." + p.id + ".send-phone", "mobile_arrow_right", "Send to your phone"));
        rows.appendChild(infoRow("maps.place." + p.id + ".label", "label", "Add a label"));
        rows.appendChild(infoRow("maps.place." + p.id + ".activity", "history", "Your Maps activity"));
        out.push(rows);
        out.push(h("div", { class: "pl-edit" }, h("button", { class: "pill", type: "button", id: "maps.place." + p.id + ".suggest-edit", onclick: stopped(act("suggest-edit:" + p.id)) }, icon("edit", 16, "#0b57d0"), "Suggest an edit")));
        if (p.popular) out.push(popularTimes(p));
        out.push(reviewSummary(p));
        out.push(h("div", { class: "pl-reviews-head" }, h("h2", null, "Reviews")));
        p.reviews.slice(0, 3).forEach(function (r) { out.push(reviewEl(p, r)); });
        out.push(h("div", { class: "pl-more" }, h("button", { class: "pill wide", type: "button", id: "maps.place." + p.id + ".more-reviews",
          onclick: stopped(function () { setTab("reviews"); }) }, icon("arrow_forward", 18, "#0b57d0"), "More reviews (" + fmtCount(p.reviews_count) + ")")));
        if (p.also && p.also.length) {
          out.push(h("h2", { class: "pl-h2" }, "People also search for"));
          out.push(h("div", { class: "pl-also", id: "maps.place." + p.id + ".also" }, p.also.map(function (q) {
            var o = P[q];
            return h("div", { class: "also-card", id: "maps.also." + p.id + "." + q, role: "button", onclick: stopped(function () { openPlace(q, "also"); }) },
              o.photo ? h("img", { src: o.photo.url, alt: o.name, draggable: "false" }) : h("div", { class: "also-ph", style: { background: o.color } }, icon(o.glyph, 34, "#fff")),
              h("div", { class: "also-name" }, o.name),
              h("div", { class: "also-r" }, o.rating.toFixed(1), " ", icon("star-fill", 12, "#fbbc04"), " (" + fmtCount(o.reviews_count) + ")"),
              h("div", { class: "also-t" }, o.type));
          })));
        }
        out.push(h("div", { class: "pl-foot" },
          h("button", { class: "pill", type: "button", id: "maps.place." + p.id + ".claim", onclick: stopped(act("claim:" + p.id)) }, icon("storefront", 16, "#0b57d0"), "Claim this business"),
          h("button", { class: "pill", type: "button", id: "maps.place." + p.id + ".missing", onclick: stopped(act("add-missing:" + p.id)) }, icon("add_location_alt", 16, "#0b57d0"), "Add a missing place")));
        return out;
      }
      function popularTimes(p) {
        var day = C.today_index;
        var bars = p.popular[day];
        var now = 18 - 6;  // the 6 PM bar
        return h("div", { class: "pl-popular" },
          h("div", { class: "pp-head" }, h("h2", null, "Popular times"), h("span", { class: "pp-day" }, C.days[day] + "s")),
          h("div", { class: "pp-live" }, h("b", null, "Live: "), bars[now] > 60 ? "Busier than usual" : bars[now] > 0 ? "Not too busy" : "Closed now"),
          h("div", { class: "pp-bars" }, bars.map(function (v, i) {
            return h("div", { class: "pp-bar" + (i === now ? " now" : ""), style: { height: Math.max(2, v * 0.8) + "px" } });
          })),
          h("div", { class: "pp-axis" }, ["6a", "9a", "12p", "3p", "6p", "9p"].map(function (t) { return h("span", null, t); })));
      }
      function reviewSummary(p) {
        var dist = [0.72, 0.17, 0.06, 0.02, 0.03];
        if (p.rating < 4.5) dist = [0.58, 0.22, 0.1, 0.04, 0.06];
        return h("div", { class: "pl-summary-box" },
          h("h2", null, "Review summary"),
          h("div", { class: "rs" },
            h("div", { class: "rs-bars" }, dist.map(function (f, i) {
              return h("div", { class: "rs-row" }, h("span", null, String(5 - i)), h("span", { class: "rs-track" }, h("span", { class: "rs-fill", style: { width: Math.round(f * 100) + "%" } })));
            })),
            h("div", { class: "rs-big" }, h("div", { class: "n" }, p.rating.toFixed(1)), stars(p.rating, 14), h("div", { class: "c" }, fmtCount(p.reviews_count) + " reviews"))),
          h("button", { class: "pill", type: "button", id: "maps.place." + p.id + ".write-review", onclick: stopped(act("write-review:" + p.id)) }, icon("rate_review", 18, "#0b57d0"), "Write a review"));
      }
      function reviewEl(p, r) {
        var liked = has(S.liked, r.id);
        return h("div", { class: "rv", id: "maps.review." + r.id },
          h("div", { class: "rv-head" }, kit.avatar({ name: r.author }, { size: 36 }),
            h("div", { class: "rv-who" }, h("div", { class: "n" }, r.author), h("div", { class: "m" }, r.meta)),
            h("button", { class: "gm-icon-btn sm", type: "button", id: "maps.review." + r.id + ".more", "aria-label": "Actions for " + r.author + "'s review",
              onclick: stopped(act("review-menu:" + r.id)) }, icon("more_vert", 20, "#444746"))),
          h("div", { class: "rv-stars" }, stars(r.stars, 13), h("span", { class: "w" }, r.when), r.guide ? null : null),
          h("div", { class: "rv-text" }, r.text),
          r.owner_reply ? h("div", { class: "rv-owner" }, h("b", null, "Response from the owner"), " " + r.when, h("div", null, r.owner_reply)) : null,
          h("div", { class: "rv-actions" },
            h("button", { class: "rv-like" + (liked ? " on" : ""), type: "button", id: "maps.review." + r.id + ".like", "aria-pressed": liked ? "true" : "false",
              onclick: stopped(function () { S.liked = toggled(S.liked, r.id); renderPanel(); }) }, icon(liked ? "thumb_up-fill" : "thumb_up", 18, liked ? "#0b57d0" : "#444746"),
              (r.likes + (liked ? 1 : 0)) ? h("span", null, String(r.likes + (liked ? 1 : 0))) : "Like"),
            h("button", { class: "rv-share", type: "button", id: "maps.review." + r.id + ".share", onclick: stopped(act("review-share:" + r.id)) }, icon("share", 18, "#444746"), "Share")));
      }
      function reviewsTab(p) {
        var out = [];
        if (reviewsLoading) {
          out.push(h("div", { class: "pl-loading", id: "maps.place.reviews.loading" }, h("span", { class: "spinner" })));
          return out;
        }
        out.push(reviewSummary(p));
        var sortBtn = h("button", { class: "pill", type: "button", id: "maps.reviews.sort" }, icon("sort", 18, "#0b57d0"), "Sort");
        kit.menu(sortBtn, SORTS.map(function (s) {
          return { id: "maps.reviews.sort." + s[0], label: s[1], checked: S.review_sort === s[0], onSelect: function () { S.review_sort = s[0]; renderPanel(); } };
        }), { id: "maps.reviews.sort.menu", host: shell, cls: "gm-menu" });
        out.push(h("div", { class: "rvt-tools" },
          h("button", { class: "pill", type: "button", id: "maps.reviews.search", onclick: stopped(act("reviews-search:" + p.id)) }, icon("search", 18, "#0b57d0"), "Search reviews"),
          sortBtn));
        var topics = h("div", { class: "rvt-topics", id: "maps.place." + p.id + ".topics" },
          h("button", { class: "topic" + (S.review_topic ? "" : " on"), type: "button", id: "maps.topic." + p.id + ".all", onclick: stopped(function () { S.review_topic = null; renderPanel(); }) }, "All"),
          p.topics.map(function (t, i) {
            var key = t.replace(/[^a-z0-9]+/gi, "-").toLowerCase();
            return h("button", { class: "topic" + (S.review_topic === key ? " on" : ""), type: "button", id: "maps.topic." + p.id + "." + key,
              onclick: stopped(function () { S.review_topic = key; renderPanel(); }) }, t, h("span", { class: "tc" }, String(p.topic_counts[i])));
          }));
        out.push(topics);
        var list = p.reviews.slice();
        if (S.review_sort === "newest") list = list.slice();
        if (S.review_sort === "highest") list.sort(function (a, b) { return b.stars - a.stars; });
        if (S.review_sort === "lowest") list.sort(function (a, b) { return a.stars - b.stars; });
        if (S.review_topic) {
          var word = p.topics.filter(function (t) { return t.replace(/[^a-z0-9]+/gi, "-").toLowerCase() === S.review_topic; })[0] || "";
          var f = list.filter(function (r) { return r.text.toLowerCase().indexOf(word.toLowerCase()) >= 0; });
          list = f.length ? f : list.slice(0, 2);
        }
        list.forEach(function (r) { out.push(reviewEl(p, r)); });
        out.push(h("div", { class: "res-end" }, "Showing " + list.length + " of " + fmtCount(p.reviews_count) + " reviews"));
        return out;
      }
      function aboutTab(p) {
        var out = [h("div", { class: "ab-summary" }, p.summary)];
        p.attributes.forEach(function (sec) {
          out.push(h("div", { class: "ab-sec" }, h("h3", null, sec[0]), h("ul", null, sec[1].map(function (a) {
            return h("li", null, icon("check", 18, "#188038"), a);
          }))));
        });
        out.push(h("div", { class: "pl-edit" }, h("button", { class: "pill", type: "button", id: "maps.place." + p.id + ".about-edit", onclick: stopped(act("about-edit:" + p.id)) }, icon("edit", 16, "#0b57d0"), "Suggest an edit")));
        return out;
      }

      // ---- directions
      var routesLoading = false, routesTimer = null;
      function currentRoutesLoading() { return routesLoading; }
      function routesFor(pid) {
        var base = C.directions[pid];
        if (!base) return null;
        var mode = S.mode === "best" ? "driving" : S.mode;
        if (mode === "driving" || mode === "flights") return base;
        var f = { walking: 19, cycling: 5.5, transit: 7 }[mode];
        return base.map(function (r) {
          var miles = parseFloat(r.miles);
          return Object.assign({}, r, { mins: Math.max(3, Math.round(miles * f + (mode === "transit" ? 6 : 0))), note: mode === "transit" ? "1 Line \u00b7 Every 8 min" : r.note });
        });
      }
      function routesShown() {
        if (S.panel !== "directions" || routesLoading || !S.place) return null;
        return routesFor(S.place);
      }
      function openDirections(pid) {
        hideCards();
        S.$set({ place: pid, panel: "directions", route: null, route_details: false, collapsed: false, suggest: false });
        startRoutes();
        renderAll();
      }
      function startRoutes() {
        if (routesTimer) routesTimer.cancel();
        routesLoading = true;
        routesTimer = kit.after(ROUTES_MS, function () { routesLoading = false; routesTimer = null; renderPanel(); renderSvg(); renderPins(); });
      }
      function fmtMins(m) { return m >= 60 ? Math.floor(m / 60) + " hr " + (m % 60) + " min" : m + " min"; }
      function directionsPanel() {
        var p = P[S.place];
        var modes = h("div", { class: "dir-modes" }, MODES.map(function (m) {
          var b = h("button", { class: "dir-mode" + (S.mode === m[0] ? " on" : ""), type: "button", id: "maps.dir.mode." + m[0], "aria-label": m[1],
            onclick: stopped(function () { if (S.mode !== m[0]) { S.$set({ mode: m[0], route: null, route_details: false }); startRoutes(); renderPanel(); renderSvg(); } }) },
            icon(m[2], 22, S.mode === m[0] ? "#0b57d0" : "#444746"));
          kit.tooltip(b, m[1]);
          return b;
        }), btn("maps.dir.close", "close", "Close directions", function () { S.$set({ panel: null, route: null, route_details: false }); renderAll(); }, { cls: "dir-close", color: "#444746" }));
        var inputs = h("div", { class: "dir-inputs" },
          h("div", { class: "dir-pts" }, h("span", { class: "o" }), h("span", { class: "dots" }), icon("location_on", 18, "#d93025")),
          h("div", { class: "dir-fields" },
            h("input", { class: "dir-in", type: "text", readonly: "readonly", value: "Home", "aria-label": "Starting point", id: "maps.dir.from" }),
            h("input", { class: "dir-in", type: "text", readonly: "readonly", value: p.name + ", " + p.short_address, "aria-label": "Destination", id: "maps.dir.to" })),
          btn("maps.dir.swap", "swap_vert", "Reverse starting point and destination", act("dir:swap"), { color: "#444746" }));
        var opts = h("div", { class: "dir-opts" },
          h("button", { class: "dir-leave", type: "button", id: "maps.dir.leave", onclick: stopped(act("dir:leave")) }, "Leave now", icon("arrow_drop_down", 18, "#444746")),
          h("button", { class: "dir-options", type: "button", id: "maps.dir.options", onclick: stopped(act("dir:options")) }, "Options"));
        var body = [];
        if (routesLoading) {
          body.push(h("div", { class: "pl-loading", id: "maps.dir.loading" }, h("span", { class: "spinner" })));
        } else if (S.route_details) {
          var r = routesFor(S.place).filter(function (x) { return x.id === (S.route || "r1"); })[0];
          body.push(h("div", { class: "dir-detail-head" }, btn("maps.dir.details.back", "arrow_back", "Back", function () { S.route_details = false; renderPanel(); }, { color: "#444746" }),
            h("div", null, h("div", { class: "dd-t" }, "via " + r.via), h("div", { class: "dd-s" }, fmtMins(r.mins) + " (" + r.miles + ")"))));
          body.push(h("div", { class: "dir-steps" }, h("div", { class: "step origin" }, icon("trip_origin", 20, "#202124"), h("b", null, "Home"), h("span", { class: "sub" }, C.home.address)),
            r.steps.map(function (st, i) {
              var turn = /left/.test(st.text) ? "turn_left" : /right/.test(st.text) ? "turn_right" : i === 0 ? "north" : "straight";
              return h("div", { class: "step", id: "maps.dir.step." + (i + 1), role: "button", onclick: stopped(function () { S.last_action = "step:" + r.id + ":" + (i + 1); }) },
                icon(turn, 20, "#444746"), h("span", { class: "st" }, st.text), st.dist ? h("span", { class: "sd" }, st.dist) : null);
            }),
            h("div", { class: "step dest" }, icon("location_on", 20, "#d93025"), h("b", null, p.name), h("span", { class: "sub" }, p.address))));
          body.push(h("div", { class: "dir-foot" }, "These directions are for planning only. You may find that construction projects, traffic, weather, or other events may cause conditions to differ from the map results."));
        } else {
          body.push(h("button", { class: "dir-send", type: "button", id: "maps.dir.send", onclick: stopped(function () { openDialog("send:" + p.id); }) },
            icon("mobile_arrow_right", 20, "#0b57d0"), "Send directions to your phone"));
          var list = routesFor(S.place);
          var sel = S.route || list[0].id;
          list.forEach(function (r, i) {
            body.push(h("div", { class: "route" + (sel === r.id ? " on" : ""), id: "maps.route." + r.id, role: "button",
              onclick: stopped(function () { S.route = r.id; renderPanel(); renderSvg(); }) },
              icon(MODES.filter(function (m) { return m[0] === (S.mode === "best" ? "driving" : S.mode); })[0][2], 24, "#444746"),
              h("div", { class: "rt-main" }, h("div", { class: "rt-via" }, "via " + r.via), h("div", { class: "rt-note" }, r.note),
                sel === r.id ? h("button", { class: "rt-details", type: "button", id: "maps.route." + r.id + ".details", onclick: stopped(function () { S.$set({ route: r.id, route_details: true }); renderPanel(); }) }, "Details") : null),
              h("div", { class: "rt-time" }, h("div", { class: "t" + (i === 0 ? " fast" : "") }, fmtMins(r.mins)), h("div", { class: "d" }, r.miles))));
          });
          body.push(h("div", { class: "dir-foot" }, "All routes are mostly the same. Arrive around " + list[0].arrive + "."));
        }
        return h("div", { class: "gm-panel-inner dir" }, h("div", { class: "dir-head" }, modes, inputs, opts), scroller("maps.directions", body, "dir-scroll"));
      }

      // ---- saved lists
      function savedPanel() {
        var lists = C.lists.map(function (l) {
          var n = l.places.filter(function (q) { return isSaved(q) || l.id === "travel-plans"; }).length;
          if (l.id === "want-to-go") n = wantToGo().length;
          return h("div", { class: "sv-list", id: "maps.saved.list." + l.id, role: "button", onclick: stopped(function () { S.list = l.id; renderPanel(); }) },
            h("span", { class: "sv-ic", style: { background: l.color } }, icon(l.icon + "-fill", 20, "#fff")),
            h("div", { class: "sv-t" }, h("div", { class: "n" }, l.name), h("div", { class: "m" }, icon("lock", 14, "#70757a"), "Private \u00b7 " + n + " places")),
            icon("more_vert", 20, "#444746"));
        });
        return h("div", { class: "gm-panel-inner" }, h("div", { class: "sv-head" }, h("h1", null, "Saved"),
          h("div", { class: "sv-tabs" }, ["Lists", "Labeled", "Visited", "Maps"].map(function (t, i) { return h("span", { class: "sv-tab" + (i === 0 ? " on" : "") }, t); }))),
          scroller("maps.saved", [h("div", { class: "sv-new" }, h("button", { class: "pill", type: "button", id: "maps.saved.new", onclick: stopped(act("list:new")) }, icon("add", 18, "#0b57d0"), "New list"))].concat(lists)));
      }
      function wantToGo() {
        var l = C.lists.filter(function (x) { return x.id === "want-to-go"; })[0];
        var ids = l.places.filter(function (q) { return !has(S.unsaved, q); });
        S.saved.forEach(function (q) { if (!has(ids, q)) ids.push(q); });
        return ids;
      }
      function listPanel(id) {
        var l = C.lists.filter(function (x) { return x.id === id; })[0];
        var ids = id === "want-to-go" ? wantToGo() : l.places;
        var rows = ids.map(function (q) {
          var o = P[q];
          return h("div", { class: "ls-row", id: "maps.list." + id + "." + q, role: "button", onclick: stopped(function () { openPlace(q, "list"); }) },
            o.photo ? h("img", { class: "ls-img", src: o.photo.url, alt: o.name, draggable: "false" }) : h("span", { class: "ls-ph", style: { background: o.color } }, icon(o.glyph, 22, "#fff")),
            h("div", { class: "ls-t" }, h("div", { class: "n" }, o.name), h("div", { class: "r" }, o.rating.toFixed(1), " ", stars(o.rating, 12), " (" + fmtCount(o.reviews_count) + ")"),
              h("div", { class: "m" }, o.type + (o.elsewhere ? " \u00b7 " + o.city : " \u00b7 " + o.neighbourhood))),
            h("button", { class: "gm-icon-btn sm", type: "button", id: "maps.list." + id + "." + q + ".more", "aria-label": "More options for " + o.name,
              onclick: stopped(act("list-item-menu:" + q)) }, icon("more_vert", 20, "#444746")));
        });
        return h("div", { class: "gm-panel-inner" },
          h("div", { class: "ls-head" }, btn("maps.list.back", "arrow_back", "Back", function () { S.list = null; renderPanel(); }, { color: "#444746" }),
            h("div", null, h("h1", null, l.name), h("div", { class: "m" }, icon("lock", 14, "#70757a"), "Private \u00b7 " + ids.length + " places"))),
          scroller("maps.list." + id, [h("div", { class: "ls-actions" },
            h("button", { class: "pill", type: "button", id: "maps.list." + id + ".share", onclick: stopped(act("list-share:" + id)) }, icon("share", 16, "#0b57d0"), "Share"),
            h("button", { class: "pill", type: "button", id: "maps.list." + id + ".edit", onclick: stopped(act("list-edit:" + id)) }, icon("edit", 16, "#0b57d0"), "Edit"))].concat(rows)));
      }

      // ---- recents
      function recentsPanel() {
        var rows = [];
        var groups = [["Today", []], ["This week", []], ["Earlier", []]];
        var local = ["menya-kaito", "harborview-hotel", "larkspur-pharmacy", "ellis-bay-ferry-terminal", "old-mill-public-market", "canal-street-station",
          "kalimera-taverna", "the-canal-theater", "bayside-hostel", "cedar-hill-bnb", "hanami-market", "maritime-museum", "seoul-garden-bbq", "fulton-square"];
        local.forEach(function (q, i) { if (P[q]) groups[i < 3 ? 0 : 1][1].push({ id: q, date: i < 3 ? "Viewed today" : "Viewed Jan " + (14 - i) }); });
        C.recents.forEach(function (r) { if (!has(S.recents_removed, r.id)) groups[2][1].push({ id: r.id, date: "Viewed " + r.date }); });
        groups.forEach(function (g) {
          if (!g[1].length) return;
          rows.push(h("h2", { class: "rc-h" }, g[0]));
          g[1].forEach(function (it) {
            var o = P[it.id];
            rows.push(h("div", { class: "ls-row", id: "maps.recents." + it.id, role: "button", onclick: stopped(function () { openPlace(it.id, "recents"); }) },
              o.photo ? h("img", { class: "ls-img", src: o.photo.url, alt: o.name, draggable: "false" }) : h("span", { class: "ls-ph", style: { background: o.color } }, icon(o.glyph, 22, "#fff")),
              h("div", { class: "ls-t" }, h("div", { class: "n" }, o.name), h("div", { class: "m" }, o.type + " \u00b7 " + (o.elsewhere ? o.city : o.neighbourhood)), h("div", { class: "m" }, it.date))));
          });
        });
        return h("div", { class: "gm-panel-inner" }, h("div", { class: "ls-head" }, h("h1", null, "Recents"),
          h("button", { class: "pill", type: "button", id: "maps.recents.manage", onclick: stopped(act("history:manage")) }, "Manage history")),
          scroller("maps.recents", rows));
      }

      /* ---------------- save ---------------- */
      var snack = null;
      function toggleSave(pid) {
        if (isSaved(pid)) {
          S.$set({ saved: without(S.saved, pid), unsaved: toggled(without(S.unsaved, pid), pid) });
          showSnack("Removed from Want to go", null);
        } else {
          S.$set({ saved: toggled(S.saved, pid), unsaved: without(S.unsaved, pid) });
          showSnack("Saved to Want to go", { id: "maps.snackbar.change", label: "Change list", onClick: function () { S.last_action = "change-list:" + pid; } });
        }
        renderPanel();
      }
      function showSnack(text, action) {
        snack = kit.snackbar({ id: "maps.snackbar", text: text, action: action, host: shell, cls: "gm-snackbar", onClose: function () { S.snackbar = null; } });
      }

      /* ---------------- dialogs and overlays ---------------- */
      var dialogTimers = [];
      function openDialog(d) { S.dialog = d; renderOverlays(); }
      function renderOverlays() {
        overlayHost.innerHTML = "";
        dialogTimers.forEach(function (t) { t.cancel(); });
        dialogTimers = [];
        // the menu drawer
        if (S.menu_open) {
          overlayHost.appendChild(h("div", { class: "gm-scrim", id: "maps.menu.scrim", onclick: stopped(function () { S.menu_open = false; renderOverlays(); }) }));
          overlayHost.appendChild(h("div", { class: "gm-drawer", id: "maps.menu", role: "menu" },
            h("div", { class: "dr-head" }, h("span", { class: "gm-logo" }, "Google Maps"), btn("maps.menu.close", "close", "Close menu", function () { S.menu_open = false; renderOverlays(); }, { color: "#444746" })),
            h("div", { class: "dr-items gm-scroll", id: "maps.menu.items" }, MENU.map(function (m) {
              if (!m) return h("div", { class: "dr-sep" });
              return h("div", { class: "dr-item", role: "menuitem", id: "maps.menu." + m[0], onclick: stopped(function () { menuCommand(m[0]); }) }, icon(m[2], 22, "#444746"), h("span", null, m[1]));
            }))));
        }
        if (S.dialog) overlayHost.appendChild(dialogEl(S.dialog));
        if (S.photo && P[S.photo] && P[S.photo].photo) {
          var p = P[S.photo];
          overlayHost.appendChild(h("div", { class: "gm-photoview", id: "maps.photoviewer", role: "dialog", "aria-label": "Photos of " + p.name },
            h("div", { class: "pv-top" }, btn("maps.photoviewer.back", "arrow_back", "Back", function () { S.photo = null; renderOverlays(); }, { color: "#fff" }),
              h("div", null, h("div", { class: "pv-name" }, p.name), h("div", { class: "pv-by" }, "Photo: " + p.photo.author + " \u00b7 " + p.photo.licence))),
            h("img", { class: "pv-img", src: p.photo.wide, alt: p.photo.alt, draggable: "false" })));
        }
        if (S.consent && !S.signed_in) {
          overlayHost.appendChild(h("div", { class: "gm-consent", id: "maps.consent", role: "dialog", "aria-label": "Before you continue to Google Maps" },
            h("div", { class: "cs-card" },
              h("div", { class: "cs-g" }, "Google"),
              h("h1", null, "Before you continue to Google Maps"),
              h("p", null, "We use cookies and data to deliver and maintain Google services, track outages and protect against spam, fraud and abuse, and measure audience engagement and site statistics to understand how our services are used and enhance their quality."),
              h("p", null, "If you choose to \u201cAccept all,\u201d we will also use cookies and data to develop and improve new services, deliver and measure the effectiveness of ads, and show personalized content and ads depending on your settings."),
              h("p", null, "Select \u201cMore options\u201d to see additional information, including details about managing your privacy settings. You can also visit g.co/privacytools at any time."),
              h("div", { class: "cs-btns" },
                h("button", { class: "cs-btn", type: "button", id: "maps.consent.reject", onclick: stopped(function () { S.$set({ consent: false, last_action: "consent:reject" }); renderOverlays(); }) }, "Reject all"),
                h("button", { class: "cs-btn", type: "button", id: "maps.consent.accept", onclick: stopped(function () { S.$set({ consent: false, last_action: "consent:accept" }); renderOverlays(); }) }, "Accept all")),
              h("a", { class: "cs-more", id: "maps.consent.more", onclick: stopped(act("consent:more")) }, "More options"))));
        }
        if (S.signin_prompt && !S.signed_in && !mobile()) {
          overlayHost.appendChild(h("div", { class: "gm-signin-prompt", id: "maps.signin-prompt", role: "dialog", "aria-label": "Sign in" },
            h("div", { class: "sp-arrow" }),
            h("div", { class: "sp-t" }, "Get more out of Google Maps"),
            h("div", { class: "sp-s" }, "Sign in to see your saved places, get recommendations from your past searches, and send directions to your phone."),
            h("div", { class: "sp-btns" },
              h("button", { class: "sp-no", type: "button", id: "maps.signin-prompt.dismiss", onclick: stopped(function () { S.signin_prompt = false; renderOverlays(); }) }, "No thanks"),
              h("button", { class: "sp-yes", type: "button", id: "maps.signin-prompt.signin", onclick: stopped(act("signin:prompt")) }, "Sign in"))));
        }
        if (S.app_promo && mobile()) {
          overlayHost.appendChild(h("div", { class: "gm-app-promo", id: "maps.app-promo", role: "dialog", "aria-label": "Get the Google Maps app" },
            h("div", { class: "ap-t" }, "Google Maps is better in the app"),
            h("div", { class: "ap-s" }, "Get live navigation, offline maps and your saved places on the go."),
            h("div", { class: "ap-btns" },
              h("button", { class: "ap-stay", type: "button", id: "maps.app-promo.dismiss", onclick: stopped(function () { S.app_promo = false; renderOverlays(); }) }, "Stay on web"),
              h("button", { class: "ap-open", type: "button", id: "maps.app-promo.open", onclick: stopped(act("app:open")) }, "Open the app"))));
        }
      }
      function menuCommand(key) {
        S.menu_open = false;
        if (key === "saved" && S.signed_in) { S.$set({ panel: "saved", list: null, place: null, search: null }); renderAll(); return; }
        if (key === "recents") { S.$set({ panel: "recents", list: null, place: null, search: null }); renderAll(); return; }
        if (key === "share-map") { S.dialog = "share-map"; renderOverlays(); return; }
        S.last_action = "menu:" + key;
        renderOverlays();
      }
      function closeDialog() { S.dialog = null; renderOverlays(); }
      function dialogEl(d) {
        var m = /^(share|send):(.+)$/.exec(d);
        var body, title;
        if (d === "layers") {
          title = "Map details";
          body = h("div", { class: "ly-body" },
            h("div", { class: "ly-grid" }, LAYERS.map(function (l) {
              var on = has(S.layers, l[0]);
              return h("button", { class: "ly-tile" + (on ? " on" : ""), type: "button", id: "maps.layers-panel." + l[0],
                onclick: stopped(function () { S.layers = toggled(S.layers, l[0]); renderMapAll(); renderOverlays(); }) },
                h("span", { class: "ly-ic" }, icon(l[2], 24, on ? "#0b57d0" : "#444746")), l[1]);
            })),
            h("h3", null, "Map tools"),
            h("div", { class: "ly-grid" },
              h("button", { class: "ly-tile", type: "button", id: "maps.layers-panel.travel-time", onclick: stopped(act("tool:travel-time")) }, h("span", { class: "ly-ic" }, icon("schedule", 24, "#444746")), "Travel time"),
              h("button", { class: "ly-tile", type: "button", id: "maps.layers-panel.measure", onclick: stopped(act("tool:measure")) }, h("span", { class: "ly-ic" }, icon("straighten", 24, "#444746")), "Measure")),
            h("h3", null, "Map type"),
            h("div", { class: "ly-grid" },
              h("button", { class: "ly-tile" + (S.map_type === "default" ? " on" : ""), type: "button", id: "maps.layers-panel.default", onclick: stopped(function () { S.map_type = "default"; renderMapAll(); renderOverlays(); }) }, h("span", { class: "ly-ic map" }), "Default"),
              h("button", { class: "ly-tile" + (S.map_type === "satellite" ? " on" : ""), type: "button", id: "maps.layers-panel.satellite", onclick: stopped(function () { S.map_type = "satellite"; renderMapAll(); renderOverlays(); }) }, h("span", { class: "ly-ic sat" }), "Satellite")),
            h("div", { class: "ly-toggles" },
              h("button", { class: "ly-toggle", type: "button", id: "maps.layers-panel.globe", onclick: stopped(act("globe")) }, "Globe view", h("span", { class: "sw on" })),
              h("button", { class: "ly-toggle", type: "button", id: "maps.layers-panel.labels", onclick: stopped(act("labels")) }, "Labels", h("span", { class: "sw on" }))));
          return h("div", { class: "gm-layers-panel", id: "maps.layers-panel", role: "dialog", "aria-label": "Map details",
            style: { left: (mobile() ? 8 : panelRight() + 16) + "px" } },
            h("div", { class: "lp-head" }, h("h2", null, title), btn("maps.layers-panel.close", "close", "Close", closeDialog, { color: "#444746" })), body);
        }
        if (d === "share-map") {
          return shareDialog("maps.share-map", "Share", null, "https://maps.app.goo.gl/pE11s7Lk9QwR2mDx6");
        }
        if (m && m[1] === "share") {
          var p = P[m[2]];
          return shareDialog("maps.share", "Share", p, "https://maps.app.goo.gl/" + p.id.replace(/-/g, "").slice(0, 10) + "Xq7");
        }
        if (m && m[1] === "send") {
          var ps = P[m[2]];
          var list = h("div", { class: "sd-list", id: "maps.send.devices" }, h("div", { class: "pl-loading sm", id: "maps.send.loading" }, h("span", { class: "spinner" })));
          dialogTimers.push(kit.after(DEVICES_MS, function () {
            list.innerHTML = "";
            [["pixel-8", "Pixel 8", "mobile"], ["galaxy-tab", "Galaxy Tab S9", "tablet_android"]].forEach(function (dv) {
              list.appendChild(h("button", { class: "sd-row", type: "button", id: "maps.send.device." + dv[0], onclick: stopped(function () {
                S.$set({ dialog: null, last_action: "send:" + dv[0] + ":" + ps.id }); renderOverlays(); showSnack("Sent to your " + dv[1], null);
              }) }, icon(dv[2], 22, "#444746"), h("span", null, "Send to " + dv[1])));
            });
            list.appendChild(h("button", { class: "sd-row", type: "button", id: "maps.send.email", onclick: stopped(function () {
              S.$set({ dialog: null, last_action: "send:email:" + ps.id }); renderOverlays(); showSnack("Sent to " + C.me.email, null);
            }) }, icon("mail", 22, "#444746"), h("span", null, "Email " + C.me.email)));
          }));
          return modal("maps.send", "Send to your phone", h("div", null,
            h("div", { class: "sd-place" }, h("b", null, ps.name), h("div", null, ps.address)), list));
        }
        S.dialog = null;
        return h("div");
      }
      function shareDialog(id, title, p, url) {
        var linkBox = h("div", { class: "sh-link" });
        var input = h("input", { class: "sh-input", type: "text", readonly: "readonly", value: "", placeholder: "Creating link\u2026", "aria-label": "Link to share", id: id + ".link" });
        var copy = h("button", { class: "sh-copy", type: "button", id: id + ".copy", onclick: stopped(function () {
          S.$set({ last_action: "copy-link:" + (p ? p.id : "map"), dialog: null }); renderOverlays(); showSnack("Link copied", null);
        }) }, "Copy link");
        copy.disabled = true; copy.setAttribute("aria-disabled", "true");
        linkBox.appendChild(input); linkBox.appendChild(copy);
        dialogTimers.push(kit.after(LINK_MS, function () {
          input.value = url; input.placeholder = ""; copy.disabled = false; copy.removeAttribute("aria-disabled");
        }));
        var head = p ? h("div", { class: "sh-place" },
          p.photo ? h("img", { src: p.photo.url, alt: p.name, draggable: "false" }) : h("span", { class: "ls-ph", style: { background: p.color } }, icon(p.glyph, 22, "#fff")),
          h("div", null, h("b", null, p.name), h("div", null, p.address))) : h("div", { class: "sh-place" }, h("div", null, h("b", null, "Larkspur, Port Ellis, WA"), h("div", null, "The map as you see it now")));
        return modal(id, title, h("div", null,
          h("div", { class: "sh-tabs" }, h("span", { class: "on" }, "Send a link"), h("span", null, "Embed a map")),
          head, linkBox,
          h("div", { class: "sh-hint" }, "Short links are created for the place you share and open it in Google Maps on any device.")));
      }
      function modal(id, title, body) {
        var card = h("div", { class: "gm-dialog", id: id, role: "dialog", "aria-label": title },
          h("div", { class: "dl-head" }, h("h2", null, title), btn(id + ".close", "close", "Close", closeDialog, { color: "#444746" })), body);
        return h("div", { class: "gm-backdrop", id: id + ".backdrop", onclick: function (e) { if (e.target === e.currentTarget) closeDialog(); } }, card);
      }

      /* ---------------- loading states at mount ---------------- */
      var resultsLoading = false, reviewsLoading = false;
      function startReviewsLoad(atMount) {
        if (!atMount) return;
        reviewsLoading = true;
        kit.after(REVIEWS_MS, function () { reviewsLoading = false; S.reviews_loading = false; renderPanel(); });
      }
      if (S.search && S.loading) {
        resultsLoading = true;
        kit.after(LOAD_MS, function () { resultsLoading = false; S.loading = false; renderPanel(); });
      }
      if (S.place && S.tab === "reviews" && S.reviews_loading) startReviewsLoad(true);

      /* ---------------- render ---------------- */
      function renderAll() {
        layoutClasses();
        renderRail();
        renderPanel();
        renderSearch();
        renderChips();
        renderTopRight();
        renderSvg();
        renderPins();
        renderControls();
        renderOverlays();
      }
      document.addEventListener("keydown", function (e) {
        if (e.key !== "Escape") return;
        if (S.photo) { S.photo = null; renderOverlays(); }
        else if (S.suggest) { S.suggest = false; renderSearch(); }
        else if (S.menu_open) { S.menu_open = false; renderOverlays(); }
      });
      shell.addEventListener("click", function (e) {
        if (S.suggest && !e.target.closest(".gm-suggest") && !e.target.closest(".gm-search")) { S.suggest = false; renderSearch(); }
      });
      if (S.panel === "directions" && S.place) {
        if (S.directions_ready) routesLoading = false; else startRoutes();
      }
      renderAll();
      if (init.panel_scroll) {
        var sc0 = panelHost.querySelector(".gm-scroll");
        if (sc0) sc0.scrollTop = init.panel_scroll;
      }
      if (init.snackbar === "saved" && S.place) {
        if (!isSaved(S.place)) S.saved = toggled(S.saved, S.place);
        renderPanel();
        showSnack("Saved to Want to go", { id: "maps.snackbar.change", label: "Change list", onClick: function () { S.last_action = "change-list:" + S.place; } });
      }
    },
  });
})();
