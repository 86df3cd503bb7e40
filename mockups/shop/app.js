/* shop: an Amazon.com-like store (shopper Daniela, Austin 78704), built on the app kit (IGG.kit).
 *
 * State keys, types and defaults: manifest.yaml beside this file. One shell (the navy header with
 * "Deliver to", the search bar and its "All" department dropdown, Account & Lists with its hover
 * flyout, Returns & Orders, the cart; the secondary nav with the "All" hamburger that opens the
 * department panel whose entries slide in their submenus) and five pages: home (hero carousel, card
 * grid, product carousels scrolled sideways), search results (store bar with hover flyouts, filter
 * column, result cards with star popovers), a product page (gallery whose thumbnails switch the
 * main image on hover, variant swatches, buy box, About this item, customers also bought, compare
 * table, long reviews), Today's Deals (lightning deals with claim bars and countdowns; upcoming
 * deals open on a timer) and the cart. Over them: the first-visit "Update location" popover, the
 * cookie banner, the location dialog, the "Added to cart" side sheet, the protection-plan offer,
 * the image viewer, and three draggable windows: Rufus (the shopping assistant), the Customer
 * Service chat and the product video's mini player.
 * Icons are Lucide (Amazon's own set is closed). Written here, not in the kit: the countdown
 * clock of lightning deals (one 1 s interval that rewrites the timers' text).
 */
IGG.app({
  mount: function (root, ctx) {
    "use strict";
    var h = ctx.h, kit = ctx.kit, C = ctx.content;
    var S = ctx.store(), init = ctx.state;
    var PR = C.products;
    var icon = kit.icons("lucide");
    kit.configure({ icons: { close: "lucide:x", check: "lucide:check", submenu: "lucide:chevron-right",
                             prev: "lucide:chevron-left", next: "lucide:chevron-right" } });
    var ME = C.me;
    var DAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
    var MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
    var T = C.today.split("-").map(Number);
    function dayAfter(n) {  // the app's "today" plus n days, as a calendar date (no wall clock)
      var d = new Date(Date.UTC(T[0], T[1] - 1, T[2] + n));
      return { wd: DAYS[d.getUTCDay()], m: MONTHS[d.getUTCMonth()], d: d.getUTCDate() };
    }
    var TOMORROW = dayAfter(1), PRIME_DAY = dayAfter(2), STD_DAY = dayAfter(5);
    function fmtDay(x, short) { return short ? x.wd.slice(0, 3) + ", " + x.m.slice(0, 3) + " " + x.d : x.wd + ", " + x.m + " " + x.d; }
    function fmtIso(iso) { var p = iso.split("-").map(Number); return MONTHS[p[1] - 1] + " " + p[2] + ", " + p[0]; }

    /* ---------------------------------------------------------------- helpers */
    function has(list, x) { return (list || []).indexOf(x) >= 0; }
    function btn(cls, id, children, onclick, extra) {
      return h("button", Object.assign({ class: cls, id: id, type: "button", onclick: onclick }, extra || {}), children);
    }
    function link(cls, id, children, onclick, extra) {
      return h("a", Object.assign({ class: cls, id: id, href: "#", onclick: function (e) { e.preventDefault(); if (onclick) onclick(e); } }, extra || {}), children);
    }
    function num(n) { return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ","); }
    function money(v) { return "$" + v.toFixed(2); }
    function price(v, cls) {  // Amazon's price: small $ and cents raised beside the whole dollars
      var whole = Math.floor(v), cents = Math.round((v - whole) * 100);
      return h("span", { class: "sp-price " + (cls || ""), "aria-label": money(v) },
        h("span", { class: "sp-price-sym" }, "$"), h("span", { class: "sp-price-whole" }, num(whole)),
        h("span", { class: "sp-price-frac" }, (cents < 10 ? "0" : "") + cents));
    }
    function stars(rating, size) {
      var out = h("span", { class: "sp-stars", "aria-label": rating.toFixed(1) + " out of 5 stars" });
      for (var i = 1; i <= 5; i++) {
        var name = rating >= i - 0.25 ? "star" : rating >= i - 0.75 ? "star-half" : "star";
        var full = rating >= i - 0.25, half = !full && rating >= i - 0.75;
        var s = h("span", { class: "sp-star" + (full ? " full" : half ? " half" : " empty") }, icon("star", { size: size || 16, stroke: 1.5 }));
        if (half) s.appendChild(h("span", { class: "sp-star-half" }, icon("star-half", { size: size || 16, stroke: 1.5 })));
        void name;
        out.appendChild(s);
      }
      return out;
    }
    function prime(cls) { return h("span", { class: "sp-prime " + (cls || "") }, icon("check", { size: 14, stroke: 3.5 }), h("span", null, "prime")); }
    // The product's picture: its photograph, or its retail box drawn as a packshot.
    function art(p, cls) {
      // Every copy of a product's photo stands for that product (a gallery thumbnail, the cart sheet, a card).
      if (p.photo) return h("img", { class: "sp-img " + (cls || ""), src: p.photo, alt: p.alt, draggable: "false", "data-igg-depicts": "product:" + p.id });
      var pk = p.pack;
      return h("div", { class: "sp-pack " + (cls || ""), role: "img", "aria-label": p.short },
        h("div", { class: "sp-pack-box", style: { background: "linear-gradient(160deg," + pk.color + " 0%," + pk.color + " 62%, rgba(0,0,0,.25) 140%)" } },
          h("div", { class: "sp-pack-brand" }, p.brand),
          icon(pk.icon, { size: null, cls: "sp-pack-icon", stroke: 1.5 }),
          h("div", { class: "sp-pack-line" }, pk.line)));
    }
    function hasPage(pid) { return !!PR[pid]; }
    function openProduct(pid) {
      if (!hasPage(pid)) return;
      S.$set({ view: "product", product: pid, variant: null, color: null, image: 0, qty: 1, popover: null, sheet: null, menu: null });
    }
    function discount(p, v) { var lp = p.list_price || p.price; return Math.round((1 - (v || p.price) / lp) * 100); }
    function cartItems() {
      var out = [];
      C.cart.forEach(function (c) { if (!has(S.cart_removed, c.product)) out.push({ product: c.product, qty: c.qty }); });
      S.saved_moved.forEach(function (pid) { if (!has(S.cart_removed, pid)) out.push({ product: pid, qty: 1 }); });
      S.cart.forEach(function (pid) {
        var found = out.filter(function (x) { return x.product === pid; })[0];
        if (found) found.qty += 1; else out.push({ product: pid, qty: 1 });
      });
      C.deals.forEach(function (d) { if (has(S.claimed, d.id)) out.push({ product: d.product, qty: 1, deal: d }); });
      return out;
    }
    function cartCount() { return cartItems().reduce(function (a, x) { return a + x.qty; }, 0); }
    function cartTotal() {
      return cartItems().reduce(function (a, x) { return a + x.qty * (x.deal ? x.deal.price : PR[x.product].price); }, 0);
    }
    function dealOf(pid) { return C.deals.filter(function (d) { return d.product === pid; })[0]; }

    /* ---------------------------------------------------------------- popovers bound to S.popover */
    var pops = [];
    var redrawing = false;
    function pop(anchor, key, build, opts) {
      opts = opts || {};
      var p = kit.popover(anchor, function () { return build(); }, {
        id: opts.id || "shop.pop." + key.replace(/[:]/g, "."), trigger: opts.trigger || "click",
        placement: opts.placement || "bottom-start", openDelay: opts.openDelay, closeDelay: opts.closeDelay,
        cls: "sp-pop" + (opts.cls ? " " + opts.cls : ""),
        onOpen: function (surface) { if (S.popover !== key) S.popover = key; if (opts.onOpen) opts.onOpen(surface); },
        onClose: function () { if (!redrawing && S.popover === key) S.popover = null; },
      });
      pops.push({ key: key, p: p });
      return p;
    }
    function closePops() { pops.forEach(function (x) { x.p.close("close"); }); }
    function openWanted() { pops.forEach(function (x) { if (S.popover === x.key && !x.p.isOpen()) x.p.open(); }); }

    /* ---------------------------------------------------------------- header */
    function header() {
      var deliver = btn("sp-hbox sp-deliver", "shop.deliver", [icon("map-pin", { size: 18, cls: "sp-deliver-pin" }),
        h("span", { class: "sp-two" }, h("span", { class: "sp-l1" }, "Deliver to " + ME.first), h("span", { class: "sp-l2" }, ME.city + " " + ME.zip))],
        function () { S.$set({ location_dialog: true, location_prompt: false }); });
      var deptName = (C.departments.filter(function (d) { return d.id === S.dept; })[0] || C.departments[0]).name;
      var deptBtn = btn("sp-search-dept", "shop.search.dept", [h("span", null, S.dept === "all" ? "All" : deptName), icon("chevron-down", { size: 12, stroke: 3 })], null,
        { "aria-label": "Select the department you want to search in" });
      pop(deptBtn, "dept", function () {
        return h("div", { class: "sp-deptlist", id: "shop.deptlist", role: "listbox" }, C.departments.map(function (d) {
          return h("div", { class: "sp-deptopt" + (d.id === S.dept ? " sel" : ""), id: "shop.dept." + d.id, role: "option",
                            onclick: function () { closePops(); S.$set({ dept: d.id, popover: null }); } }, d.name);
        }));
      }, { id: "shop.deptmenu", cls: "sp-pop-dept" });
      var input = h("input", { class: "sp-search-input", id: "shop.search.input", type: "text", placeholder: "Search Amazon", value: S.query,
                               "aria-label": "Search Amazon", autocomplete: "off" });
      var form = h("form", { class: "sp-search", id: "shop.search", onsubmit: function (e) {
        e.preventDefault();
        S.$set({ view: "search", query: input.value, loading: true, popover: null });
      } }, deptBtn, input, btn("sp-search-go", "shop.search.go", icon("search", { size: 22, stroke: 2.6 }), null, { type: "submit", "aria-label": "Go" }));
      var lang = btn("sp-hbox sp-lang", "shop.lang", [icon("globe", { size: 16 }), h("span", { class: "sp-l2" }, "EN"), icon("chevron-down", { size: 12, stroke: 3, cls: "sp-caret" })], null,
        { "aria-label": "Choose a language for shopping in Amazon United States" });
      pop(lang, "lang", langFlyout, { trigger: "hover", openDelay: 150, closeDelay: 200, id: "shop.langflyout", cls: "sp-flyout sp-flyout-lang", placement: "bottom-end" });
      var acct = btn("sp-hbox sp-acct", "shop.account", [h("span", { class: "sp-two" }, h("span", { class: "sp-l1" }, "Hello, " + ME.first),
        h("span", { class: "sp-l2" }, "Account & Lists", icon("chevron-down", { size: 12, stroke: 3, cls: "sp-caret" }))),
        h("span", { class: "sp-acct-m" }, ME.first, icon("chevron-right", { size: 14 }), icon("user", { size: 24 }))]);
      pop(acct, "account", accountFlyout, { trigger: "hover", openDelay: 150, closeDelay: 200, id: "shop.acctflyout", cls: "sp-flyout sp-flyout-acct", placement: "bottom-end" });
      var orders = btn("sp-hbox sp-orders", "shop.orders", h("span", { class: "sp-two" }, h("span", { class: "sp-l1" }, "Returns"), h("span", { class: "sp-l2" }, "& Orders")));
      var cart = btn("sp-hbox sp-cart", "shop.cart", [h("span", { class: "sp-cart-icon" }, icon("shopping-cart", { size: 34, stroke: 1.8 }),
        h("span", { class: "sp-cart-count", id: "shop.cart.count" }, String(cartCount()))), h("span", { class: "sp-l2 sp-cart-word" }, "Cart")],
        function () { S.$set({ view: "cart", sheet: null, popover: null }); }, { "aria-label": cartCount() + " items in cart" });
      var logo = link("sp-hbox sp-logo", "shop.logo", [h("span", { class: "sp-logo-word" }, "amazon"), h("span", { class: "sp-logo-tld" }, ".com")],
        function () { S.$set({ view: "home", popover: null, menu: null }); }, { "aria-label": "Amazon" });
      var belt = h("div", { class: "sp-belt" },
        btn("sp-hbox sp-burger-m", "shop.nav.all.mobile", icon("menu", { size: 26 }), function () { S.menu = "main"; }, { "aria-label": "Open All Categories Menu" }),
        logo, deliver, form, lang, acct, orders, cart);
      var navItems = [["deals", "Today's Deals", function () { S.$set({ view: "deals", menu: null }); }],
                      ["rufus", "Rufus", function () { S.rufus = !S.rufus; }],
                      ["prime-video", "Prime Video"], ["service", "Customer Service", function () { S.chat = true; }],
                      ["registry", "Registry"], ["gift-cards", "Gift Cards"], ["sell", "Sell"], ["bestsellers", "Best Sellers"],
                      ["new-releases", "New Releases"], ["home-kitchen", "Home & Kitchen", function () { S.$set({ view: "search", dept: "home", query: "", loading: false }); }],
                      ["music", "Musical Instruments", function () { S.$set({ view: "search", dept: "music", query: "", loading: false }); }]];
      var nav = h("div", { class: "sp-nav", id: "shop.nav" },
        btn("sp-nav-all", "shop.nav.all", [icon("menu", { size: 22 }), h("span", null, "All")], function () { S.menu = "main"; }, { "aria-label": "Open All Categories Menu" }),
        h("div", { class: "sp-nav-links", id: "shop.nav.links" }, navItems.map(function (n) {
          return link("sp-nav-link" + (n[0] === "rufus" ? " sp-nav-rufus" : ""), "shop.nav." + n[0], [n[0] === "rufus" ? icon("sparkles", { size: 14 }) : null, n[1]], n[2]);
        })),
        link("sp-nav-promo", "shop.nav.promo", "Shop Black Friday Week deals now", function () { S.$set({ view: "deals" }); }));
      return h("header", { class: "sp-header" }, belt, nav);
    }
    function langFlyout() {
      return h("div", { class: "sp-fly-in" },
        h("div", { class: "sp-fly-title" }, "Change language ", link("sp-link sp-small", "shop.lang.learn", "Learn more")),
        C.languages.map(function (l, i) {
          return h("label", { class: "sp-radio", id: "shop.lang." + l[0] }, h("input", { type: "radio", name: "sp-lang", checked: i === 0 }), h("span", null, l[1]));
        }),
        h("div", { class: "sp-fly-sep" }),
        h("div", { class: "sp-fly-row" }, "You are shopping on Amazon.com"),
        link("sp-link sp-small", "shop.lang.country", "Change country/region"));
    }
    function accountFlyout() {
      return h("div", { class: "sp-fly-in sp-acct-in" },
        h("div", { class: "sp-acct-top" }, h("div", { class: "sp-acct-who" }, "Who is shopping? Select a profile."),
          link("sp-link", "shop.acct.profiles", ["Manage Profiles", icon("chevron-right", { size: 14 })])),
        h("div", { class: "sp-acct-cols" },
          h("div", { class: "sp-acct-col" }, h("div", { class: "sp-fly-title" }, "Your Lists"),
            C.account_lists.map(function (l) { return link("sp-fly-link", "shop.acct.list." + slugify(l), l); })),
          h("div", { class: "sp-acct-col sp-acct-col2" }, h("div", { class: "sp-fly-title" }, "Your Account"),
            C.account_links.map(function (l) {
              return link("sp-fly-link", "shop.acct." + slugify(l), l, l === "Orders" ? function () { S.$set({ view: "cart" }); } : null);
            }),
            link("sp-fly-link", "shop.acct.switch", "Switch Accounts"),
            link("sp-fly-link", "shop.acct.signout", "Sign Out"))));
    }
    function slugify(t) { return t.toLowerCase().replace(/&/g, "and").replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, ""); }

    /* ---------------------------------------------------------------- the All panel (hmenu) */
    function hmenu() {
      var wrap = h("div", { class: "sp-hm-wrap", id: "shop.hmenu" });
      var backdrop = h("div", { class: "sp-hm-backdrop", id: "shop.hmenu.backdrop", onclick: function () { S.menu = null; } });
      var close = btn("sp-hm-close", "shop.hmenu.close", icon("x", { size: 28, stroke: 2.4 }), function () { S.menu = null; }, { "aria-label": "Close menu" });
      var panel = h("div", { class: "sp-hm" });
      panel.appendChild(h("div", { class: "sp-hm-head" }, icon("circle-user", { size: 26 }), h("span", null, "Hello, " + ME.first)));
      var body = h("div", { class: "sp-hm-body", id: "shop.hmenu.scroll" });
      if (S.menu === "main") {
        C.hmenu.forEach(function (sec, si) {
          if (sec.title === "" && !S.menu_all) {
            body.appendChild(link("sp-hm-item sp-hm-seeall", "shop.hmenu.seeall", ["See all", icon("chevron-down", { size: 16 })], function () { S.menu_all = true; }));
            body.appendChild(h("div", { class: "sp-hm-sep" }));
            return;
          }
          if (sec.title) {
            if (si) body.appendChild(h("div", { class: "sp-hm-sep" }));
            body.appendChild(h("div", { class: "sp-hm-title" }, sec.title));
          }
          sec.items.forEach(function (it) {
            body.appendChild(link("sp-hm-item", "shop.hmenu." + it.id, [h("span", null, it.label), it.sub ? icon("chevron-right", { size: 18, cls: "sp-hm-chev" }) : null],
              function () { if (it.sub) S.menu = it.id; else if (it.id === "customer-service") S.$set({ menu: null, chat: true }); }));
          });
          if (sec.title === "" && S.menu_all) {
            body.appendChild(link("sp-hm-item sp-hm-seeall", "shop.hmenu.seeless", ["See less", icon("chevron-up", { size: 16 })], function () { S.menu_all = false; }));
          }
        });
      } else {
        var dept = null;
        C.hmenu.forEach(function (sec) { sec.items.forEach(function (it) { if (it.id === S.menu) dept = it; }); });
        if (dept) {
          body.classList.add("sp-hm-sub");
          body.appendChild(link("sp-hm-back", "shop.hmenu.back", [icon("arrow-left", { size: 18 }), "MAIN MENU"], function () { S.menu = "main"; }));
          body.appendChild(h("div", { class: "sp-hm-title" }, dept.label));
          dept.sub.forEach(function (l) { body.appendChild(link("sp-hm-item", "shop.hmenu." + dept.id + "." + slugify(l), l)); });
        }
      }
      panel.appendChild(body);
      wrap.appendChild(backdrop); wrap.appendChild(panel); wrap.appendChild(close);
      return wrap;
    }

    /* ---------------------------------------------------------------- home */
    function heroBanner() {
      var i = S.hero, hb = C.hero[i], p = PR[hb.photo];
      var slide = h("div", { class: "sp-hero-slide", style: { background: hb.bg } },
        h("div", { class: "sp-hero-text" },
          h("div", { class: "sp-hero-kicker" }, hb.kicker),
          h("div", { class: "sp-hero-title" }, hb.title),
          h("div", { class: "sp-hero-sub" }, hb.sub),
          btn("sp-hero-cta", "shop.hero." + hb.id + ".cta", hb.cta, function () {
            var dept = { bfw: "home", music: "music", outdoors: "sports", tools: "tools" }[hb.id];
            S.$set({ view: "search", dept: dept, query: "", loading: false });
          })),
        h("div", { class: "sp-hero-art", id: "shop.hero." + hb.id + ".art", onclick: function () { openProduct(p.id); } }, art(p, "sp-hero-img"),
          h("div", { class: "sp-hero-price" }, "From ", price(p.price))));
      return h("div", { class: "sp-hero", id: "shop.hero" }, slide,
        btn("sp-hero-arrow sp-hero-prev", "shop.hero.prev", icon("chevron-left", { size: 44, stroke: 1.4 }), function () { S.hero = (S.hero + C.hero.length - 1) % C.hero.length; }, { "aria-label": "Previous slide" }),
        btn("sp-hero-arrow sp-hero-next", "shop.hero.next", icon("chevron-right", { size: 44, stroke: 1.4 }), function () { S.hero = (S.hero + 1) % C.hero.length; }, { "aria-label": "Next slide" }),
        h("div", { class: "sp-hero-fade" }));
    }
    function quadCard(id, title, items, footText, footFn) {
      return h("div", { class: "sp-card", id: "shop.card." + id },
        h("h2", { class: "sp-card-title" }, title),
        h("div", { class: "sp-quad" }, items.map(function (pid) {
          var p = PR[pid];
          return link("sp-quad-item", "shop.card." + id + "." + pid, [h("div", { class: "sp-quad-img" }, art(p)), h("span", { class: "sp-quad-label" }, p.sub.replace(/s$/, "s"))],
            function () { openProduct(pid); });
        })),
        link("sp-card-foot sp-link", "shop.card." + id + ".more", footText, footFn));
    }
    function dealCard() {
      var d = C.deals.filter(function (x) { return x.id === "d-toolbox"; })[0], p = PR[d.product];
      return h("div", { class: "sp-card", id: "shop.card.deals" },
        h("h2", { class: "sp-card-title" }, "Today's Deals"),
        link("sp-deal-big", "shop.card.deals.item", [h("div", { class: "sp-deal-big-img" }, art(p)),
          h("div", { class: "sp-deal-badges" }, h("span", { class: "sp-badge-red" }, "Up to " + discount(p, d.price) + "% off"), h("span", { class: "sp-badge-red-text" }, "Limited time deal")),
          h("div", { class: "sp-deal-big-title" }, p.short)], function () { openProduct(p.id); }),
        link("sp-card-foot sp-link", "shop.card.deals.more", "See all deals", function () { S.view = "deals"; }));
    }
    function carouselRow(cr) {
      var track = h("div", { class: "sp-car-track", id: "shop.car." + cr.id + ".track" }, cr.items.map(function (pid) {
        var p = PR[pid];
        return link("sp-car-item", "shop.car." + cr.id + "." + pid, [art(p)], function () { openProduct(pid); }, { "aria-label": p.short });
      }));
      var prev = btn("sp-car-btn sp-car-prev", "shop.car." + cr.id + ".prev", icon("chevron-left", { size: 30 }), null, { "aria-label": "Scroll carousel left" });
      var next = btn("sp-car-btn sp-car-next", "shop.car." + cr.id + ".next", icon("chevron-right", { size: 30 }), null, { "aria-label": "Scroll carousel right" });
      var box = h("div", { class: "sp-car", id: "shop.car." + cr.id },
        h("div", { class: "sp-car-head" }, h("h2", null, cr.title), link("sp-link sp-car-more", "shop.car." + cr.id + ".more", "See more")),
        h("div", { class: "sp-car-body" }, track, prev, next));
      kit.carousel(track, { prev: prev, next: next });
      return box;
    }
    function homeView() {
      var main = h("main", { class: "sp-home", id: "shop.home" });
      main.appendChild(heroBanner());
      var grid = h("div", { class: "sp-cards" },
        quadCard("keep", "Keep shopping for", ["binoculars", "violin", "film-camera", "teapot"], "View your browsing history"),
        dealCard(),
        quadCard("pickup", "Pick up where you left off", ["classical-guitar", "pepper-mill", "basketball", "electric-guitar"], "See more"),
        quadCard("stock", "Stock up on kitchen staples", ["tea-sampler", "peppercorns", "descaler", "tea-cups"], "Shop grocery & kitchen"),
        quadCard("gifts", "Gifts under $25 for music lovers", ["clip-tuner", "capo", "rosin", "guitar-cable"], "Shop gifts under $25"),
        quadCard("tools", "Tools for every project", ["screwdriver-set", "tape-measure", "socket-set", "salt-mill"], "See more tools"),
        quadCard("outdoor", "Gear up for game day", ["ball-pump", "hoop-net", "binocular-harness", "bird-guide"], "Shop sports & outdoors"),
        h("div", { class: "sp-card sp-card-rufus", id: "shop.card.rufus" },
          h("h2", { class: "sp-card-title" }, "Shopping made easier with Rufus"),
          h("div", { class: "sp-rufus-promo" }, icon("sparkles", { size: 40, cls: "sp-rufus-spark" }),
            h("p", null, "Ask Rufus, your AI shopping assistant, to compare products, answer questions and find gift ideas.")),
          btn("sp-btn-yellow sp-rufus-try", "shop.card.rufus.try", "Ask Rufus", function () { S.rufus = true; })));
      main.appendChild(grid);
      C.carousels.forEach(function (cr) { main.appendChild(carouselRow(cr)); });
      main.appendChild(h("div", { class: "sp-signin-band", id: "shop.home.recs" },
        h("div", { class: "sp-recs-title" }, "See personalized recommendations"),
        btn("sp-btn-yellow", "shop.home.recs.go", "View your recommendations"),
        h("div", { class: "sp-small" }, "Based on your browsing and order history")));
      return main;
    }

    /* ---------------------------------------------------------------- search results */
    function results() {
      var q = (S.query || "").toLowerCase().trim(), words = q ? q.split(/\s+/) : [];
      var f = S.filters || {};
      var out = C.order.map(function (pid) {
        var p = PR[pid], t = (p.title + " " + p.sub).toLowerCase(), score = 0;
        words.forEach(function (w) { if (t.indexOf(w.replace(/s$/, "")) >= 0) score += 10; });
        if (S.dept !== "all" && p.dept === S.dept) score += 5;
        if (!words.length && S.dept === "all") score += 1;
        return { p: p, score: score };
      }).filter(function (x) {
        var p = x.p;
        if (f.brand && f.brand.length && !has(f.brand, p.brand)) return false;
        if (f.prime && !p.prime) return false;
        if (f.rating && p.rating < f.rating) return false;
        if (f.price) { var r = f.price.split("-").map(Number); if (p.price < r[0] || p.price > r[1]) return false; }
        return true;
      });
      out.sort(function (a, b) {
        if (S.sort === "price-asc") return a.p.price - b.p.price;
        if (S.sort === "price-desc") return b.p.price - a.p.price;
        if (S.sort === "review") return b.p.rating - a.p.rating || b.p.count - a.p.count;
        if (S.sort === "bestsellers") return b.p.count - a.p.count;
        return b.score - a.score;
      });
      return out.map(function (x) { return x.p; });
    }
    var SORTS = [["featured", "Featured"], ["price-asc", "Price: Low to High"], ["price-desc", "Price: High to Low"],
                 ["review", "Avg. Customer Review"], ["newest", "Newest Arrivals"], ["bestsellers", "Best Sellers"]];
    function storeBar() {
      var sn = C.subnav[S.dept];
      if (!sn) return null;
      var bar = h("div", { class: "sp-subnav", id: "shop.subnav" }, h("span", { class: "sp-subnav-title" }, sn.title));
      sn.items.forEach(function (it) {
        var a = link("sp-subnav-item", "shop.subnav." + it.id, [it.label, icon("chevron-down", { size: 12, stroke: 3 })]);
        pop(a, "subnav:" + it.id, function () {
          return h("div", { class: "sp-fly-in sp-subnav-fly" }, h("div", { class: "sp-fly-title" }, it.label),
            it.links.map(function (l) { return link("sp-fly-link", "shop.subnav." + it.id + "." + slugify(l), l); }));
        }, { trigger: "hover", openDelay: 150, closeDelay: 200, id: "shop.subnav." + it.id + ".flyout", cls: "sp-flyout" });
        bar.appendChild(a);
      });
      return bar;
    }
    function filterColumn(all) {
      var f = S.filters || {};
      function setF(key, val) { var n = Object.assign({}, S.filters); if (val === null || val === false) delete n[key]; else n[key] = val; S.filters = n; }
      function check(id, label, on, fn, extra) {
        return h("label", { class: "sp-check", id: id, onclick: function (e) { e.preventDefault(); fn(); } },
          h("span", { class: "sp-box" + (on ? " on" : "") }, on ? icon("check", { size: 12, stroke: 3.5 }) : null), extra || null, h("span", null, label));
      }
      var brands = [];
      C.order.forEach(function (pid) { if (brands.indexOf(PR[pid].brand) < 0) brands.push(PR[pid].brand); });
      var shown = S.brands_more ? brands : brands.slice(0, 5);
      var col = h("aside", { class: "sp-filters", id: "shop.filters" },
        h("div", { class: "sp-f-title" }, "Delivery Day"),
        check("shop.f.tomorrow", "Get It by Tomorrow", false, function () {}),
        check("shop.f.twoday", "Get It in 2 Days", false, function () {}),
        h("div", { class: "sp-f-title" }, "Eligible for Free Shipping"),
        check("shop.f.prime", "", !!f.prime, function () { setF("prime", !f.prime); }, prime("sp-prime-f")),
        check("shop.f.freeship", "Free Shipping by Amazon", false, function () {}),
        h("div", { class: "sp-f-title" }, "Customer Reviews"),
        link("sp-f-rating" + (f.rating === 4 ? " on" : ""), "shop.f.rating4", [stars(4, 17), h("span", null, "& Up")], function () { setF("rating", f.rating === 4 ? null : 4); }),
        h("div", { class: "sp-f-title" }, "Brands"),
        shown.map(function (b) {
          return check("shop.f.brand." + slugify(b), b, has(f.brand, b), function () {
            var list = (f.brand || []).slice(); var i = list.indexOf(b);
            if (i >= 0) list.splice(i, 1); else list.push(b);
            setF("brand", list.length ? list : null);
          });
        }),
        link("sp-f-more", "shop.f.brands.more", [icon(S.brands_more ? "chevron-up" : "chevron-down", { size: 14 }), S.brands_more ? "See less" : "See more"],
          function () { S.brands_more = !S.brands_more; }),
        h("div", { class: "sp-f-title" }, "Price"),
        [["0-25", "Up to $25"], ["25-50", "$25 to $50"], ["50-100", "$50 to $100"], ["100-200", "$100 to $200"], ["200-10000", "$200 & above"]].map(function (r) {
          return link("sp-f-price" + (f.price === r[0] ? " on" : ""), "shop.f.price." + r[0], r[1], function () { setF("price", f.price === r[0] ? null : r[0]); });
        }),
        h("div", { class: "sp-f-title" }, "Deals & Discounts"),
        link("sp-f-price", "shop.f.alldiscounts", "All Discounts"), link("sp-f-price", "shop.f.todaysdeals", "Today's Deals"),
        h("div", { class: "sp-f-title" }, "Condition"),
        link("sp-f-price", "shop.f.new", "New"), link("sp-f-price", "shop.f.renewed", "Renewed"),
        h("div", { class: "sp-f-title" }, "Seller"),
        check("shop.f.seller.amazon", "Amazon.com", false, function () {}));
      void all;
      return col;
    }
    function ratingPopover(p, idBase) {
      return h("div", { class: "sp-fly-in sp-rpop" },
        h("div", { class: "sp-rpop-head" }, stars(p.rating, 20), h("span", { class: "sp-rpop-avg" }, p.rating.toFixed(1) + " out of 5")),
        h("div", { class: "sp-muted sp-small" }, num(p.count) + " global ratings"),
        histogram(p, idBase),
        h("div", { class: "sp-fly-sep" }),
        link("sp-link", idBase + ".all", ["See customer reviews", icon("chevron-right", { size: 14 })], function () {
          if (hasPage(p.id)) S.$set({ view: "product", product: p.id, popover: null });
        }));
    }
    function histogram(p, idBase) {
      return h("div", { class: "sp-hist" }, p.histogram.map(function (pct, i) {
        var n = 5 - i;
        return link("sp-hist-row", idBase + ".star" + n, [h("span", { class: "sp-hist-l" }, n + " star"),
          h("span", { class: "sp-hist-bar" }, h("span", { class: "sp-hist-fill", style: { width: pct + "%" } })),
          h("span", { class: "sp-hist-r" }, pct + "%")]);
      }));
    }
    function resultCard(p, i) {
      var id = "shop.res." + p.id;
      var rate = link("sp-res-rating", id + ".rating", [stars(p.rating, 16), icon("chevron-down", { size: 12, stroke: 3, cls: "sp-caret-g" })]);
      pop(rate, "rating:" + p.id, function () { return ratingPopover(p, id + ".hist"); },
          { trigger: "hover", openDelay: 300, closeDelay: 200, id: id + ".ratingpop", cls: "sp-flyout sp-flyout-rating" });
      return h("div", { class: "sp-res", id: id },
        link("sp-res-img", id + ".img", art(p), function () { openProduct(p.id); }, { "aria-label": p.short }),
        h("div", { class: "sp-res-body" },
          i === 0 ? h("div", { class: "sp-sponsored" }, "Sponsored ", icon("info", { size: 12 })) : null,
          p.badge ? h("div", { class: "sp-badge " + (p.badge === "Best Seller" ? "sp-badge-bs" : "sp-badge-ac") }, p.badge) : null,
          link("sp-res-title", id + ".title", p.title, function () { openProduct(p.id); }),
          h("div", { class: "sp-res-rrow" }, h("span", { class: "sp-res-avg" }, p.rating.toFixed(1)), rate, link("sp-link sp-res-count", id + ".count", num(p.count))),
          h("div", { class: "sp-bought" }, p.bought + " bought in past month"),
          h("div", { class: "sp-res-price" }, price(p.price), p.list_price ? h("span", { class: "sp-list" }, "List: ", h("s", null, money(p.list_price))) : null),
          p.prime ? h("div", { class: "sp-res-del" }, prime(), h("span", null, " FREE delivery ", h("b", null, fmtDay(PRIME_DAY, true)))) :
                    h("div", { class: "sp-res-del" }, "FREE delivery ", h("b", null, fmtDay(STD_DAY, true)), " on $35 of items shipped by Amazon"),
          btn("sp-btn-yellow sp-btn-pill sp-btn-sm sp-res-add", id + ".add", "Add to cart", function () { S.$set({ cart: S.cart.concat([p.id]), sheet: p.id, sheet_loading: true }); })));
    }
    function searchView() {
      var list = results();
      var main = h("main", { class: "sp-search-page", id: "shop.searchpage" });
      var sortBtn = btn("sp-sort", "shop.sort", [h("span", null, "Sort by: "), h("b", null, SORTS.filter(function (s) { return s[0] === S.sort; })[0][1]), icon("chevron-down", { size: 14 })]);
      pop(sortBtn, "sort", function () {
        return h("div", { class: "sp-sortlist", id: "shop.sortlist" }, SORTS.map(function (s) {
          return link("sp-sortopt" + (s[0] === S.sort ? " sel" : ""), "shop.sort." + s[0], s[1], function () { closePops(); S.$set({ sort: s[0], popover: null }); });
        }));
      }, { id: "shop.sortmenu", cls: "sp-pop-sort", placement: "bottom-end" });
      var label = S.query ? h("span", null, "1-" + list.length + " of over 1,000 results for ", h("span", { class: "sp-q" }, "\"" + S.query + "\"")) :
        h("span", null, "1-" + list.length + " of over 5,000 results in ", h("span", { class: "sp-q" }, (C.departments.filter(function (d) { return d.id === S.dept; })[0] || {}).name || "All Departments"));
      main.appendChild(h("div", { class: "sp-resbar" }, h("div", { class: "sp-resbar-l" }, label), sortBtn));
      var body = h("div", { class: "sp-search-body" }, filterColumn());
      var col = h("div", { class: "sp-results", id: "shop.results" });
      if (S.loading) {
        col.appendChild(h("div", { class: "sp-loading", id: "shop.results.loading" }, h("span", { class: "sp-spinner" }), "Loading results..."));
      } else {
        col.appendChild(h("h2", { class: "sp-res-h" }, "Results"));
        col.appendChild(h("div", { class: "sp-res-note" }, "Check each product page for other buying options. Price and other details may vary based on product size and color."));
        col.appendChild(h("div", { class: "sp-res-grid", id: "shop.results.grid" }, list.map(resultCard)));
        if (!list.length) col.appendChild(h("div", { class: "sp-empty" }, "No results for your filters. Try clearing a filter."));
        col.appendChild(h("div", { class: "sp-pager", id: "shop.pager" },
          link("sp-pg sp-pg-dis", "shop.pager.prev", [icon("chevron-left", { size: 14 }), "Previous"]),
          h("span", { class: "sp-pg sp-pg-cur" }, "1"), link("sp-pg", "shop.pager.2", "2"), link("sp-pg", "shop.pager.3", "3"),
          h("span", { class: "sp-pg sp-pg-dots" }, "..."), link("sp-pg", "shop.pager.20", "20"),
          link("sp-pg", "shop.pager.next", ["Next", icon("chevron-right", { size: 14 })])));
        col.appendChild(h("div", { class: "sp-help" }, h("b", null, "Need help?"), " Visit the ", link("sp-link", "shop.results.help", "help section"), " or ",
          link("sp-link", "shop.results.contact", "contact us", function () { S.chat = true; })));
      }
      body.appendChild(col);
      main.appendChild(body);
      return main;
    }

    /* ---------------------------------------------------------------- product page */
    function gallerySlides(p) {
      var pk = p.pack || { color: "#232f3e" };
      return [
        { kind: "main" },
        { kind: "info", title: "Why customers choose " + p.brand, lines: p.bullets.slice(0, 3).map(function (b) { return b.split(":")[0]; }), bg: "#f3f6f8" },
        { kind: "info", title: "What's in the box", lines: [p.short, "Quick-start guide", "1-year limited warranty card"], bg: "#fbf6ee" },
        { kind: "info", title: "Dimensions", lines: ["See the size chart in the images", "Measured in inches"], bg: "#eef6f0" },
        { kind: "video", title: p.brand + " " + p.sub.replace(/s$/, "") + ": unboxing and first use", bg: pk.color },
      ];
    }
    function slideView(p, s, big) {
      if (s.kind === "main") return art(p, big ? "sp-gal-photo" : "");
      if (s.kind === "video") return h("div", { class: "sp-gal-video" }, icon("circle-play", { size: big ? 72 : 22, stroke: 1.5 }), big ? h("div", { class: "sp-gal-vtitle" }, s.title) : null);
      return h("div", { class: "sp-gal-info", style: { background: s.bg } }, big ? [h("div", { class: "sp-gal-ititle" }, s.title),
        h("ul", null, s.lines.map(function (l) { return h("li", null, l); }))] : h("div", { class: "sp-gal-ithumb" }, s.title.split(" ").slice(0, 2).join(" ")));
    }
    function gallery(p) {
      var slides = gallerySlides(p);
      var mainBox = h("div", { class: "sp-gal-main", id: "shop.pdp.image" });
      function showImage(i) {
        mainBox.textContent = "";
        mainBox.appendChild(slideView(p, slides[i], true));
        thumbs.querySelectorAll(".sp-gal-thumb").forEach(function (t, j) { t.classList.toggle("sel", j === i); });
      }
      var thumbs = h("div", { class: "sp-gal-thumbs", id: "shop.pdp.thumbs" }, slides.map(function (s, i) {
        var inner = s.kind === "main" ? art(p, "sp-thumb-photo") : slideView(p, s, false);
        return h("button", { class: "sp-gal-thumb" + (i === S.image ? " sel" : ""), id: "shop.pdp.thumb." + i, type: "button",
                             "aria-label": s.kind === "main" ? p.short : s.title,
                             onmouseenter: function () { showImage(i); if (S.image !== i) S.image = i; },
                             onclick: function () { if (s.kind === "video") S.video = true; else S.lightbox = true; } }, inner);
      }));
      mainBox.addEventListener("click", function () { if (slides[S.image].kind === "video") S.video = true; else S.lightbox = true; });
      mainBox.appendChild(slideView(p, slides[S.image] || slides[0], true));
      return h("div", { class: "sp-gal" }, thumbs, h("div", { class: "sp-gal-right" }, mainBox,
        h("div", { class: "sp-gal-hint" }, p.photo ? "Roll over image to zoom in" : "Click to see full view"),
        btn("sp-share", "shop.pdp.share", icon("share", { size: 18 }), null, { "aria-label": "Share" })));
    }
    function buyBox(p) {
      var v = p.variants || {};
      var deal = dealOf(p.id);
      var qtySel = h("select", { class: "sp-qty", id: "shop.pdp.qty", "aria-label": "Quantity", onchange: function (e) { S.qty = +e.target.value; } },
        [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(function (n) { return h("option", { value: n, selected: n === S.qty }, String(n)); }));
      var addList = btn("sp-addlist-arrow", "shop.pdp.addlist.menu", icon("chevron-down", { size: 16 }), null, { "aria-label": "Choose a list" });
      pop(addList, "addlist", function () {
        return h("div", { class: "sp-listmenu", id: "shop.listmenu" },
          ["Shopping List", "Holiday gift ideas", "Music room", "Kitchen wish list"].map(function (l) {
            var key = slugify(l);
            return link("sp-listopt", "shop.pdp.addlist." + key, [h("span", null, l), h("span", { class: "sp-small sp-muted" }, l === "Shopping List" ? "Private" : "Shared")], function () {
              closePops(); S.$set({ lists: S.lists.concat([key + ":" + p.id]), popover: null });
              listToast(l);
            });
          }),
          h("div", { class: "sp-fly-sep" }),
          link("sp-listopt", "shop.pdp.addlist.create", "Create another list"));
      }, { id: "shop.addlistmenu", cls: "sp-pop-list", placement: "bottom-end" });
      var box = h("div", { class: "sp-buybox", id: "shop.buybox" },
        h("div", { class: "sp-bb-price" }, price(p.price, "sp-price-lg")),
        p.prime ? h("div", { class: "sp-bb-prime" }, prime(), h("span", { class: "sp-small" }, " Two-Day")) : null,
        h("div", { class: "sp-bb-del" }, link("sp-link", "shop.pdp.freedel", "FREE delivery"), " ", h("b", null, fmtDay(PRIME_DAY)), ". Order within ", h("span", { class: "sp-green" }, "5 hrs 12 mins"), ". ",
          link("sp-link", "shop.pdp.details", "Details")),
        h("div", { class: "sp-bb-del" }, "Or fastest delivery ", h("b", null, "Tomorrow, " + TOMORROW.m + " " + TOMORROW.d), ". Order within ", h("span", { class: "sp-green" }, "3 hrs 42 mins")),
        link("sp-bb-loc sp-link", "shop.pdp.deliver", [icon("map-pin", { size: 16 }), "Deliver to " + ME.first + " - " + ME.city + " " + ME.zip], function () { S.location_dialog = true; }),
        h("div", { class: "sp-instock" }, "In Stock"),
        deal ? dealBox(deal, p) : null,
        h("label", { class: "sp-qty-wrap" }, h("span", null, "Quantity:"), qtySel),
        btn("sp-btn-yellow sp-btn-pill", "shop.pdp.addcart", "Add to Cart", function () {
          var patch = { cart: S.cart.concat([p.id]), sheet: p.id, sheet_loading: true };
          if (p.id === "kettle") patch = { cart: S.cart.concat([p.id]), upsell: true };
          S.$set(patch);
        }),
        btn("sp-btn-orange sp-btn-pill", "shop.pdp.buynow", "Buy Now"),
        h("div", { class: "sp-bb-facts" },
          [["Ships from", "Amazon.com"], ["Sold by", "Amazon.com"], ["Returns", "FREE 30-day refund/replacement"], ["Payment", "Secure transaction"]].map(function (r) {
            return h("div", { class: "sp-bb-fact" }, h("span", { class: "sp-muted" }, r[0]), h("span", null, r[1]));
          })),
        h("label", { class: "sp-check sp-gift", id: "shop.pdp.gift" }, h("span", { class: "sp-box" }), h("span", null, "Add a gift receipt for easy returns")),
        h("div", { class: "sp-addlist" }, btn("sp-addlist-btn", "shop.pdp.addlist", "Add to List", function () {
          S.$set({ lists: S.lists.concat(["shopping-list:" + p.id]) }); listToast("Shopping List");
        }), addList));
      void v;
      return box;
    }
    function listToast(name) {
      kit.toast({ id: "shop.toast", text: h("span", { class: "sp-toast-in" }, icon("circle-check", { size: 18, cls: "sp-green" }), "1 item added to " + name),
                  action: { id: "shop.toast.view", label: "View Your List" }, timeout: 5000, cls: "sp-toast" });
    }
    function dealBox(deal, p) {
      var started = dealStarted(deal);
      var box = h("div", { class: "sp-bb-deal", id: "shop.pdp.deal" },
        h("div", { class: "sp-badge-red-row" }, h("span", { class: "sp-badge-red" }, "Lightning Deal"),
          h("span", { class: "sp-deal-timer", "data-deal": deal.id }, timerText(deal))),
        h("div", { class: "sp-bb-deal-price" }, "Deal price: ", price(deal.price), " ", h("span", { class: "sp-muted" }, "(" + discount(p, deal.price) + "% off)")),
        started ? claimBar(deal) : null,
        started ? btn("sp-btn-yellow sp-btn-pill", "shop.pdp.deal.claim", "Claim deal", function () { S.claimed = S.claimed.concat([deal.id]); }) :
          btn("sp-btn-white sp-btn-pill", "shop.pdp.deal.watch", [icon("bell", { size: 14 }), "Watch this deal"], function () { S.watched = S.watched.concat([deal.id]); }));
      return box;
    }
    function variantPicker(p) {
      var v = p.variants;
      if (!v) return null;
      var cur = S.variant || v.default, col = S.color || v.colors[0][0];
      var colName = v.colors.filter(function (c) { return c[0] === col; })[0][1];
      return h("div", { class: "sp-variants" },
        h("div", { class: "sp-var-label" }, v.label + ": ", h("b", null, cur)),
        h("div", { class: "sp-var-opts" }, v.options.map(function (o) {
          return btn("sp-var-opt" + (o === cur ? " sel" : ""), "shop.pdp.var." + slugify(o), [h("span", { class: "sp-var-name" }, o),
            h("span", { class: "sp-var-price" }, money(p.price + (v.options.indexOf(o) - v.options.indexOf(v.default)) * 10))],
            function () { S.variant = o; });
        })),
        h("div", { class: "sp-var-label" }, "Color: ", h("b", null, colName)),
        h("div", { class: "sp-var-opts" }, v.colors.map(function (c, i) {
          return btn("sp-swatch sp-swatch-" + c[0] + (c[0] === col ? " sel" : ""), "shop.pdp.color." + c[0], h("span", { class: "sp-swatch-chip" }), function () { S.color = c[0]; },
            { "aria-label": c[1], title: c[1] });
        })));
    }
    function reviewsOf(p) {
      if (C.reviews[p.id]) return C.reviews[p.id];
      return [];
    }
    function productView() {
      var p = PR[S.product] || PR.kettle;
      var main = h("main", { class: "sp-pdp", id: "shop.pdp" });
      var deptName = (C.departments.filter(function (d) { return d.id === p.dept; })[0] || {}).name || "";
      main.appendChild(h("div", { class: "sp-crumbs" }, link("sp-link sp-crumb", "shop.pdp.crumb.dept", deptName, function () { S.$set({ view: "search", dept: p.dept, query: "", loading: false }); }),
        h("span", { class: "sp-crumb-sep" }, "›"), link("sp-link sp-crumb", "shop.pdp.crumb.sub", p.sub)));
      var rateLink = link("sp-pdp-rating", "shop.pdp.rating", [h("span", { class: "sp-res-avg" }, p.rating.toFixed(1)), stars(p.rating, 18), icon("chevron-down", { size: 12, stroke: 3, cls: "sp-caret-g" })]);
      pop(rateLink, "rating", function () { return ratingPopover(p, "shop.pdp.ratingpop.hist"); },
          { trigger: "hover", openDelay: 300, closeDelay: 200, id: "shop.pdp.ratingpop", cls: "sp-flyout sp-flyout-rating" });
      var center = h("div", { class: "sp-pdp-center" },
        h("h1", { class: "sp-pdp-title", id: "shop.pdp.title" }, p.title),
        link("sp-link sp-store", "shop.pdp.store", "Visit the " + p.brand + " Store"),
        h("div", { class: "sp-pdp-rrow" }, rateLink, link("sp-link", "shop.pdp.ratings", num(p.count) + " ratings"), h("span", { class: "sp-sep" }, "|"),
          link("sp-link", "shop.pdp.search-page", "Search this page")),
        h("div", { class: "sp-bought" }, p.bought + " bought in past month"),
        p.badge ? h("div", { class: "sp-pdp-badge" }, h("span", { class: "sp-badge " + (p.badge === "Best Seller" ? "sp-badge-bs" : "sp-badge-ac") }, p.badge),
          h("span", { class: "sp-small" }, " in ", link("sp-link", "shop.pdp.badge-cat", p.sub))) : null,
        h("hr", { class: "sp-hr" }),
        h("div", { class: "sp-pdp-price" }, p.list_price ? h("span", { class: "sp-save" }, "-" + discount(p) + "%") : null, price(p.price, "sp-price-xl")),
        p.list_price ? h("div", { class: "sp-small sp-muted" }, "List Price: ", h("s", null, money(p.list_price))) : null,
        p.prime ? h("div", { class: "sp-pdp-primerow" }, prime(), h("span", { class: "sp-small" }, " FREE Returns")) : null,
        h("div", { class: "sp-small" }, "Pay ", h("b", null, money(p.price / 4)), "/mo for 4 months (plus S&H, tax) with 0% interest equal monthly payments when you're approved for an Amazon Store Card"),
        variantPicker(p),
        h("table", { class: "sp-specs" }, [["Brand", p.brand], ["Category", p.sub], ["Customer rating", p.rating.toFixed(1) + " out of 5"], ["Ships from", "Amazon.com"]].map(function (r) {
          return h("tr", null, h("th", null, r[0]), h("td", null, r[1]));
        })),
        h("hr", { class: "sp-hr" }),
        h("h2", { class: "sp-h2" }, "About this item"),
        h("ul", { class: "sp-bullets" }, p.bullets.map(function (b) { return h("li", null, b); })),
        link("sp-link sp-small", "shop.pdp.moredetails", ["See more product details", icon("chevron-right", { size: 14 })]));
      main.appendChild(h("div", { class: "sp-pdp-top" }, gallery(p), center, buyBox(p)));
      // Customers also bought
      var also = { id: "also", title: "Customers who bought this item also bought", items: (C.also[p.id] || C.carousels[0].items).filter(function (x) { return x !== p.id; }) };
      main.appendChild(alsoRow(also));
      main.appendChild(compareTable(p));
      main.appendChild(productInfo(p));
      main.appendChild(reviewsSection(p));
      return main;
    }
    function alsoRow(cr) {
      var track = h("div", { class: "sp-car-track sp-also-track", id: "shop.also.track" }, cr.items.map(function (pid) {
        var q = PR[pid];
        return h("div", { class: "sp-also-item", id: "shop.also." + pid },
          link("sp-also-img", "shop.also." + pid + ".img", art(q), function () { openProduct(pid); }),
          link("sp-also-title", "shop.also." + pid + ".title", q.title, function () { openProduct(pid); }),
          h("div", { class: "sp-res-rrow" }, stars(q.rating, 14), h("span", { class: "sp-link sp-small" }, num(q.count))),
          h("div", null, price(q.price)),
          q.prime ? prime() : null);
      }));
      var prev = btn("sp-car-btn sp-car-prev", "shop.also.prev", icon("chevron-left", { size: 30 }), null, { "aria-label": "Previous page" });
      var next = btn("sp-car-btn sp-car-next", "shop.also.next", icon("chevron-right", { size: 30 }), null, { "aria-label": "Next page" });
      kit.carousel(track, { prev: prev, next: next });
      return h("section", { class: "sp-sec sp-also", id: "shop.also" }, h("h2", { class: "sp-h2" }, cr.title), h("div", { class: "sp-car-body" }, track, prev, next));
    }
    function compareTable(p) {
      var cols = [p.id].concat((C.also[p.id] || []).filter(function (x) { return PR[x].sub === p.sub || PR[x].dept === p.dept; }).slice(0, 3));
      return h("section", { class: "sp-sec", id: "shop.compare" }, h("h2", { class: "sp-h2" }, "Compare with similar items"),
        h("table", { class: "sp-cmp" },
          h("tr", null, h("th", null, ""), cols.map(function (pid, i) {
            var q = PR[pid];
            return h("td", { class: "sp-cmp-head" }, h("div", { class: "sp-cmp-img" }, i === 0 ? h("div", { class: "sp-cmp-this" }, "This item") : art(q)),
              h("div", { class: "sp-cmp-title" }, q.short),
              i === 0 ? null : btn("sp-btn-yellow sp-btn-pill sp-cmp-add", "shop.compare." + pid + ".add", "Add to Cart", function () {
                S.$set({ cart: S.cart.concat([pid]), sheet: pid, sheet_loading: true });
              }));
          })),
          [["Customer Rating", function (q) { return h("span", null, stars(q.rating, 14), " (" + num(q.count) + ")"); }],
           ["Price", function (q) { return money(q.price); }], ["Shipping", function (q) { return q.prime ? "FREE Shipping. Details" : "$5.99 shipping"; }],
           ["Sold By", function () { return "Amazon.com"; }], ["Brand", function (q) { return q.brand; }]].map(function (r) {
            return h("tr", null, h("th", null, r[0]), cols.map(function (pid) { return h("td", null, r[1](PR[pid])); }));
          })));
    }
    function productInfo(p) {
      return h("section", { class: "sp-sec", id: "shop.info" }, h("h2", { class: "sp-h2" }, "Product information"),
        h("table", { class: "sp-specs sp-specs-wide" }, [["Brand", p.brand], ["Item model number", p.brand.slice(0, 2).toUpperCase() + "-" + (p.count % 900 + 100)],
          ["Customer Reviews", p.rating.toFixed(1) + " out of 5 stars, " + num(p.count) + " ratings"], ["Best Sellers Rank", "#" + (p.count % 97 + 3) + " in " + p.sub],
          ["Date First Available", "March 4, 2024"], ["Manufacturer", p.brand]].map(function (r) {
          return h("tr", null, h("th", null, r[0]), h("td", null, r[1]));
        })),
        h("div", { class: "sp-feedback" }, "Would you like to ", link("sp-link", "shop.info.feedback", "tell us about a lower price"), "?"));
    }
    function reviewsSection(p) {
      var revs = reviewsOf(p);
      var left = h("div", { class: "sp-rev-left" },
        h("h2", { class: "sp-h2" }, "Customer reviews"),
        h("div", { class: "sp-rpop-head" }, stars(p.rating, 20), h("span", { class: "sp-rpop-avg" }, p.rating.toFixed(1) + " out of 5")),
        h("div", { class: "sp-muted sp-small" }, num(p.count) + " global ratings"),
        histogram(p, "shop.reviews.hist"),
        h("hr", { class: "sp-hr" }),
        h("h3", { class: "sp-h3" }, "Review this product"),
        h("div", { class: "sp-small" }, "Share your thoughts with other customers"),
        btn("sp-btn-white sp-btn-pill sp-write", "shop.reviews.write", "Write a customer review"));
      var right = h("div", { class: "sp-rev-right" },
        h("h3", { class: "sp-h3" }, "Customers say"),
        h("p", { class: "sp-says" }, "Customers like the quality, value and ease of use of this " + p.sub.toLowerCase().replace(/s$/, "") +
          ". They mention that it works well and is well made. Some customers have mixed views on the packaging."),
        h("div", { class: "sp-small sp-muted" }, icon("sparkles", { size: 12 }), " Generated from the text of customer reviews"),
        h("hr", { class: "sp-hr" }),
        h("h3", { class: "sp-h3" }, "Top reviews from the United States"),
        revs.map(function (r) {
          var rid = "shop.review." + r.id;
          var marked = has(S.helpful, p.id + "." + r.id);
          return h("div", { class: "sp-review", id: rid },
            h("div", { class: "sp-rev-who" }, h("span", { class: "sp-rev-avatar" }, icon("user", { size: 18 })), h("span", null, r.who)),
            h("div", { class: "sp-rev-head" }, stars(r.stars, 16), h("b", null, r.title)),
            h("div", { class: "sp-small sp-muted" }, "Reviewed in the United States on " + fmtIso(r.date)),
            h("div", { class: "sp-small sp-rev-meta" }, (p.variants ? p.variants.label : "Size") + ": " + r.variant, h("span", { class: "sp-sep" }, "|"), h("span", { class: "sp-verified" }, "Verified Purchase")),
            h("p", { class: "sp-rev-body" }, r.body),
            h("div", { class: "sp-small sp-muted" }, (r.helpful + (marked ? 1 : 0)) + " people found this helpful"),
            h("div", { class: "sp-rev-actions" },
              marked ? h("span", { class: "sp-small sp-green" }, icon("check", { size: 14 }), " Thank you for your feedback.") :
                btn("sp-btn-white sp-btn-pill sp-helpful", rid + ".helpful", "Helpful", function () { S.helpful = S.helpful.concat([p.id + "." + r.id]); }),
              h("span", { class: "sp-sep" }, "|"), link("sp-link sp-muted sp-small", rid + ".report", "Report")));
        }),
        revs.length ? link("sp-link sp-bold", "shop.reviews.more", ["See more reviews", icon("chevron-right", { size: 14 })]) :
          h("p", { class: "sp-muted" }, "No written reviews yet. Be the first to review this item."));
      return h("section", { class: "sp-sec sp-reviews", id: "shop.reviews" }, left, right);
    }

    /* ---------------------------------------------------------------- deals */
    var dealStart = {};  // the virtual second each upcoming deal opens (mount time + starts_in)
    var ticks = 0;
    function dealStarted(d) { return d.starts_in <= ticks; }
    function timerText(d) {
      if (!dealStarted(d)) { var s = d.starts_in - ticks; return "Starts in 0:00:" + (s < 10 ? "0" : "") + s; }
      var parts = d.ends_in.split(":").map(Number), left = parts[0] * 3600 + parts[1] * 60 + parts[2] - Math.max(0, ticks - d.starts_in);
      var hh = Math.floor(left / 3600), mm = Math.floor(left % 3600 / 60), ss = left % 60;
      return "Ends in " + hh + ":" + (mm < 10 ? "0" : "") + mm + ":" + (ss < 10 ? "0" : "") + ss;
    }
    function claimBar(d) {
      return h("div", { class: "sp-claim" }, h("div", { class: "sp-claim-bar" }, h("div", { class: "sp-claim-fill", style: { width: d.claimed + "%" } })),
        h("span", { class: "sp-small" }, d.claimed + "% claimed"));
    }
    function dealTile(d) {
      var p = PR[d.product], id = "shop.deal." + d.id, started = dealStarted(d);
      return h("div", { class: "sp-dealtile", id: id },
        link("sp-dealtile-img", id + ".img", art(p), function () { openProduct(p.id); }, { "aria-label": p.short }),
        h("div", { class: "sp-deal-badges" }, h("span", { class: "sp-badge-red" }, discount(p, d.price) + "% off"), h("span", { class: "sp-badge-red-text" }, "Lightning Deal")),
        h("div", { class: "sp-dealtile-price" }, price(d.price), h("span", { class: "sp-list" }, "List: ", h("s", null, money(p.list_price || p.price)))),
        link("sp-dealtile-title", id + ".title", p.title, function () { openProduct(p.id); }),
        started ? claimBar(d) : h("div", { class: "sp-small sp-muted sp-upcoming" }, "Upcoming deal"),
        h("div", { class: "sp-deal-timer sp-small", "data-deal": d.id }, timerText(d)),
        has(S.claimed, d.id) ? h("div", { class: "sp-small sp-green sp-inCart" }, icon("check", { size: 14 }), " In your cart") :
        started ? btn("sp-btn-yellow sp-btn-pill sp-deal-add", id + ".add", "Add to cart", function () { S.claimed = S.claimed.concat([d.id]); }) :
          btn("sp-btn-white sp-btn-pill sp-deal-add", id + ".watch", has(S.watched, d.id) ? "Watching" : "Watch this deal", function () { S.watched = S.watched.concat([d.id]); }));
    }
    function dealsView() {
      var main = h("main", { class: "sp-deals", id: "shop.deals" });
      main.appendChild(h("h1", { class: "sp-deals-h" }, "Today's Deals"));
      var track = h("div", { class: "sp-chips", id: "shop.deals.chips" }, C.deal_chips.map(function (c) {
        return btn("sp-chip" + (S.deal_chip === c ? " sel" : ""), "shop.deals.chip." + slugify(c), c, function () { S.deal_chip = c; });
      }));
      var prev = btn("sp-chip-arrow sp-chip-prev", "shop.deals.chips.prev", icon("chevron-left", { size: 20 }), null, { "aria-label": "Previous categories" });
      var next = btn("sp-chip-arrow sp-chip-next", "shop.deals.chips.next", icon("chevron-right", { size: 20 }), null, { "aria-label": "More categories" });
      kit.carousel(track, { prev: prev, next: next, step: 300 });
      main.appendChild(h("div", { class: "sp-chiprow" }, prev, track, next));
      var CH = { "Kitchen": ["home", "grocery"], "Musical Instruments": ["music"], "Tools & Home Improvement": ["tools"], "Sports & Outdoors": ["sports"],
                 "Camera & Photo": ["cameras", "electronics"], "Grocery": ["grocery"], "Books": ["books"] };
      var list = C.deals.filter(function (d) { return S.deal_chip === "All" || has(CH[S.deal_chip] || [], PR[d.product].dept); });
      main.appendChild(h("div", { class: "sp-dealgrid", id: "shop.deals.grid" }, list.map(dealTile)));
      if (!list.length) main.appendChild(h("p", { class: "sp-empty" }, "No deals in " + S.deal_chip + " right now. Check back soon."));
      return main;
    }

    /* ---------------------------------------------------------------- cart */
    function cartView() {
      var items = cartItems();
      var main = h("main", { class: "sp-cartpage", id: "shop.cartpage" });
      var left = h("div", { class: "sp-cart-main" },
        h("h1", { class: "sp-cart-h" }, "Shopping Cart"),
        link("sp-link sp-small", "shop.cartpage.deselect", "Deselect all items"),
        h("div", { class: "sp-cart-pricehead sp-small sp-muted" }, "Price"),
        items.map(function (it) {
          var p = PR[it.product], id = "shop.cartitem." + it.product + (it.deal ? ".deal" : "");
          return h("div", { class: "sp-cartrow", id: id },
            h("label", { class: "sp-check" }, h("span", { class: "sp-box on" }, icon("check", { size: 12, stroke: 3.5 }))),
            h("div", { class: "sp-cartrow-img" }, art(p)),
            h("div", { class: "sp-cartrow-body" },
              link("sp-cartrow-title", id + ".title", p.title, function () { openProduct(p.id); }),
              h("div", { class: "sp-instock sp-small" }, "In Stock"),
              p.prime ? prime() : null,
              h("label", { class: "sp-check sp-small" }, h("span", { class: "sp-box" }), h("span", null, "This will be a gift ", link("sp-link", id + ".giftlearn", "Learn more"))),
              h("div", { class: "sp-cartrow-actions" },
                h("span", { class: "sp-qtypill" }, icon("trash-2", { size: 14 }), h("b", null, String(it.qty)), icon("plus", { size: 14 })),
                h("span", { class: "sp-sep" }, "|"), link("sp-link sp-small", id + ".delete", "Delete", function () { S.cart_removed = S.cart_removed.concat([it.product]); }),
                h("span", { class: "sp-sep" }, "|"), link("sp-link sp-small", id + ".save", "Save for later"),
                h("span", { class: "sp-sep" }, "|"), link("sp-link sp-small", id + ".compare", "Compare with similar items"),
                h("span", { class: "sp-sep" }, "|"), link("sp-link sp-small", id + ".share", "Share"))),
            h("div", { class: "sp-cartrow-price" }, it.deal ? h("span", { class: "sp-badge-red" }, "Lightning Deal") : null, h("b", null, money(it.deal ? it.deal.price : p.price))));
        }),
        h("div", { class: "sp-cart-sub" }, "Subtotal (" + cartCount() + " items): ", h("b", null, money(cartTotal()))));
      var side = h("aside", { class: "sp-cart-side" },
        h("div", { class: "sp-cart-box" },
          h("div", { class: "sp-green sp-small" }, icon("circle-check", { size: 16 }), " Your order qualifies for FREE Shipping."),
          h("div", { class: "sp-cart-sub2" }, "Subtotal (" + cartCount() + " items): ", h("b", null, money(cartTotal()))),
          h("label", { class: "sp-check sp-small" }, h("span", { class: "sp-box" }), h("span", null, "This order contains a gift")),
          btn("sp-btn-yellow sp-btn-pill", "shop.cartpage.checkout", "Proceed to checkout")));
      var saved = C.saved.filter(function (pid) { return !has(S.saved_moved, pid); });
      var savedSec = h("section", { class: "sp-saved", id: "shop.saved" },
        h("h2", { class: "sp-h2" }, "Saved for later (" + saved.length + " items)"),
        h("div", { class: "sp-saved-grid" }, saved.map(function (pid) {
          var p = PR[pid], id = "shop.saved." + pid;
          return h("div", { class: "sp-saved-item", id: id }, h("div", { class: "sp-saved-img" }, art(p)),
            link("sp-saved-title", id + ".title", p.title), h("b", null, money(p.price)), h("div", { class: "sp-instock sp-small" }, "In Stock"),
            btn("sp-btn-white sp-btn-pill", id + ".move", "Move to cart", function () { S.saved_moved = S.saved_moved.concat([pid]); }),
            link("sp-link sp-small", id + ".delete", "Delete"));
        })));
      main.appendChild(h("div", { class: "sp-cart-top" }, left, side));
      main.appendChild(savedSec);
      return main;
    }

    /* ---------------------------------------------------------------- footer */
    function footer() {
      return h("footer", { class: "sp-footer", id: "shop.footer" },
        link("sp-backtop", "shop.footer.top", "Back to top", function () { window.scrollTo(0, 0); }),
        h("div", { class: "sp-foot-cols" }, C.footer.map(function (c) {
          return h("div", { class: "sp-foot-col" }, h("div", { class: "sp-foot-title" }, c.title),
            c.links.map(function (l) { return link("sp-foot-link", "shop.footer." + slugify(l), l); }));
        })),
        h("div", { class: "sp-foot-line" }, h("span", { class: "sp-logo-word sp-foot-logo" }, "amazon"),
          btn("sp-foot-btn", "shop.footer.lang", [icon("globe", { size: 14 }), "English"]), btn("sp-foot-btn", "shop.footer.usd", "$ USD - U.S. Dollar"),
          btn("sp-foot-btn", "shop.footer.country", "United States")),
        h("div", { class: "sp-foot-legal" }, ["Conditions of Use", "Privacy Notice", "Consumer Health Data Privacy Disclosure", "Your Ads Privacy Choices"].map(function (l) {
          return link("sp-foot-small", "shop.footer.legal." + slugify(l), l);
        }), h("span", { class: "sp-foot-small" }, "© 1996-2025, Amazon.com, Inc. or its affiliates")));
    }

    /* ---------------------------------------------------------------- overlays */
    function locationPrompt() {
      return h("div", { class: "sp-locprompt", id: "shop.locprompt", role: "dialog", "aria-label": "Update location" },
        h("div", { class: "sp-locprompt-arrow" }),
        h("p", null, "We're showing you items that ship to ", h("b", null, ME.city + " " + ME.zip), ". To see items that ship to a different country, change your delivery address."),
        h("div", { class: "sp-locprompt-btns" },
          btn("sp-btn-white sp-btn-sq", "shop.locprompt.dismiss", "Dismiss", function () { S.location_prompt = false; }),
          btn("sp-btn-yellow sp-btn-sq", "shop.locprompt.change", "Change Address", function () { S.$set({ location_prompt: false, location_dialog: true }); })));
    }
    function cookieBanner() {
      return h("div", { class: "sp-cookies", id: "shop.cookies", role: "region", "aria-label": "Cookie preferences" },
        h("div", { class: "sp-cookies-in" },
          h("div", { class: "sp-cookies-text" }, h("h3", null, "Select your cookie preferences"),
            h("p", null, "We use cookies and similar tools that are necessary to enable you to make purchases, to enhance your shopping experiences and to provide our services, as detailed in our ",
              link("sp-link", "shop.cookies.notice", "Cookie notice"), ". We also use these cookies to understand how customers use our services (for example, by measuring site visits) so we can make improvements."),
            h("p", null, "If you agree, we'll also use cookies to complement your shopping experience across the Amazon stores as described in our Cookie notice. Click 'Decline' to reject, or 'Customize' to make more detailed advertising choices.")),
          h("div", { class: "sp-cookies-btns" },
            btn("sp-btn-yellow sp-btn-sq", "shop.cookies.accept", "Accept", function () { S.cookies = false; }),
            btn("sp-btn-white sp-btn-sq", "shop.cookies.decline", "Decline", function () { S.cookies = false; }),
            link("sp-link", "shop.cookies.customize", "Customize cookies"))));
    }
    function locationDialog() {
      var d = h("div", { class: "sp-modal-wrap", id: "shop.locdialog" },
        h("div", { class: "sp-modal-back", id: "shop.locdialog.backdrop", onclick: function () { S.location_dialog = false; } }),
        h("div", { class: "sp-modal sp-locdialog", role: "dialog", "aria-label": "Choose your location" },
          h("div", { class: "sp-modal-head" }, h("span", null, "Choose your location"),
            btn("sp-modal-x", "shop.locdialog.close", icon("x", { size: 20 }), function () { S.location_dialog = false; }, { "aria-label": "Close" })),
          h("div", { class: "sp-modal-body" },
            h("p", { class: "sp-small sp-muted" }, "Delivery options and delivery speeds may vary for different locations"),
            btn("sp-addr sel", "shop.locdialog.addr.home", [h("b", null, ME.name), " " + ME.street + ", " + ME.city + " 78704", h("div", { class: "sp-small sp-muted" }, "Default address")]),
            btn("sp-addr", "shop.locdialog.addr.work", [h("b", null, ME.name), " 500 W 2nd St, Austin 78701"]),
            link("sp-link sp-small", "shop.locdialog.manage", "Manage address book"),
            h("div", { class: "sp-or" }, h("span", null, "or enter a US zip code")),
            h("div", { class: "sp-zip" }, h("input", { type: "text", id: "shop.locdialog.zip", "aria-label": "or enter a US zip code", value: "" }),
              btn("sp-btn-white sp-btn-sq", "shop.locdialog.apply", "Apply")),
            h("div", { class: "sp-or" }, h("span", null, "or")),
            btn("sp-btn-white sp-btn-sq sp-shipout", "shop.locdialog.outside", ["Ship outside the US", icon("chevron-down", { size: 14 })])),
          h("div", { class: "sp-modal-foot" }, btn("sp-btn-yellow sp-btn-sq", "shop.locdialog.done", "Done", function () { S.location_dialog = false; }))));
      return d;
    }
    function sideSheet() {
      var p = PR[S.sheet];
      var sheet = h("div", { class: "sp-sheet", id: "shop.sheet", role: "dialog", "aria-label": "Added to cart" });
      sheet.appendChild(h("div", { class: "sp-sheet-head" },
        S.sheet_loading ? h("span", { class: "sp-sheet-title" }, "Adding to cart...") : h("span", { class: "sp-sheet-title sp-green" }, icon("circle-check", { size: 22 }), " Added to cart"),
        btn("sp-sheet-x", "shop.sheet.close", icon("x", { size: 22 }), function () { S.$set({ sheet: null, sheet_loading: false }); }, { "aria-label": "Close" })));
      var body = h("div", { class: "sp-sheet-body", id: "shop.sheet.scroll" });
      if (S.sheet_loading) {
        body.appendChild(h("div", { class: "sp-loading", id: "shop.sheet.loading" }, h("span", { class: "sp-spinner" })));
      } else {
        body.appendChild(h("div", { class: "sp-sheet-item" }, h("div", { class: "sp-sheet-img" }, art(p)),
          h("div", null, h("div", { class: "sp-sheet-sub" }, "Cart subtotal: ", h("b", null, money(cartTotal()))),
            h("div", { class: "sp-small sp-green" }, "Your order qualifies for FREE Shipping."))));
        body.appendChild(btn("sp-btn-yellow sp-btn-pill", "shop.sheet.checkout", "Proceed to checkout (" + cartCount() + " items)", function () { S.action = "sheet.checkout"; }));
        body.appendChild(btn("sp-btn-white sp-btn-pill", "shop.sheet.gocart", "Go to Cart", function () { S.$set({ view: "cart", sheet: null }); }));
        body.appendChild(h("h3", { class: "sp-h3 sp-sheet-h" }, "Customers also bought these items"));
        (C.also[p.id] || C.carousels[1].items).filter(function (x) { return x !== p.id && !PR[x].photo; }).forEach(function (pid) {
          var q = PR[pid], id = "shop.sheet.rec." + pid;
          body.appendChild(h("div", { class: "sp-sheet-rec", id: id }, h("div", { class: "sp-sheet-recimg" }, art(q)),
            h("div", { class: "sp-sheet-recbody" }, link("sp-sheet-rectitle", id + ".title", q.title), h("div", null, stars(q.rating, 13), h("span", { class: "sp-small sp-link" }, " " + num(q.count))),
              price(q.price), btn("sp-btn-yellow sp-btn-pill sp-btn-sm", id + ".add", "Add to cart", function () { S.cart = S.cart.concat([pid]); }))));
        });
      }
      sheet.appendChild(body);
      return h("div", { class: "sp-sheet-wrap" }, h("div", { class: "sp-sheet-back", id: "shop.sheet.backdrop", onclick: function () { S.$set({ sheet: null, sheet_loading: false }); } }), sheet);
    }
    function upsell() {
      var p = PR[S.product] || PR.kettle;
      return h("div", { class: "sp-modal-wrap", id: "shop.upsell" },
        h("div", { class: "sp-modal-back", id: "shop.upsell.backdrop" }),
        h("div", { class: "sp-modal sp-upsell", role: "dialog", "aria-label": "Add protection" },
          h("div", { class: "sp-modal-head" }, h("span", null, "Add to your order"),
            btn("sp-modal-x", "shop.upsell.close", icon("x", { size: 20 }), function () { S.upsell = false; }, { "aria-label": "Close" })),
          h("div", { class: "sp-modal-body" },
            h("div", { class: "sp-upsell-row" }, icon("shield-check", { size: 40, cls: "sp-upsell-shield" }),
              h("div", null, h("b", null, "3-Year Protection Plan for your " + p.short.split(" ").slice(1, 3).join(" ")),
                h("div", { class: "sp-small" }, "Covers mechanical and electrical failures. Fast claims, no added cost for parts or labor."),
                h("div", { class: "sp-price-red" }, "$6.99")))),
          h("div", { class: "sp-modal-foot" },
            btn("sp-btn-white sp-btn-sq", "shop.upsell.no", "No Thanks", function () { S.$set({ upsell: false, sheet: p.id, sheet_loading: true }); }),
            btn("sp-btn-yellow sp-btn-sq", "shop.upsell.add", "Add Protection", function () { S.$set({ upsell: false, sheet: p.id, sheet_loading: true }); }))));
    }
    function lightbox() {
      var p = PR[S.product] || PR.kettle;
      var slides = gallerySlides(p);
      return h("div", { class: "sp-modal-wrap", id: "shop.lightbox" },
        h("div", { class: "sp-modal-back", id: "shop.lightbox.backdrop", onclick: function () { S.lightbox = false; } }),
        h("div", { class: "sp-lightbox", role: "dialog", "aria-label": "Images" },
          h("div", { class: "sp-lb-tabs" }, h("span", { class: "sp-lb-tab" }, "VIDEOS"), h("span", { class: "sp-lb-tab sel" }, "IMAGES"),
            btn("sp-lb-x", "shop.lightbox.close", icon("x", { size: 24 }), function () { S.lightbox = false; }, { "aria-label": "Close" })),
          h("div", { class: "sp-lb-body" }, h("div", { class: "sp-lb-main" }, slideView(p, slides[S.image] && slides[S.image].kind !== "video" ? slides[S.image] : slides[0], true)),
            h("div", { class: "sp-lb-side" }, h("div", { class: "sp-lb-title" }, p.title),
              h("div", { class: "sp-small sp-muted" }, "Click an image to see it larger"),
              h("div", { class: "sp-lb-thumbs" }, slides.slice(1, 4).map(function (s, i) {
                return btn("sp-lb-thumb", "shop.lightbox.thumb." + (i + 1), slideView(p, s, false), function () { S.image = i + 1; });
              }))))));
    }
    function rufusWindow() {
      var win = h("div", { class: "sp-rufus", id: "shop.rufus", role: "dialog", "aria-label": "Rufus" });
      if (S.rufus_at) { win.style.left = S.rufus_at[0] + "px"; win.style.top = S.rufus_at[1] + "px"; win.style.right = "auto"; }
      var head = h("div", { class: "sp-rufus-head", id: "shop.rufus.head" },
        icon("sparkles", { size: 20, cls: "sp-rufus-spark" }), h("span", { class: "sp-rufus-name" }, "Rufus"), h("span", { class: "sp-beta" }, "beta"),
        h("span", { class: "sp-flex" }),
        btn("sp-rufus-btn", "shop.rufus.expand", icon("maximize-2", { size: 16 }), null, { "aria-label": "Expand" }),
        btn("sp-rufus-btn", "shop.rufus.close", icon("x", { size: 18 }), function () { S.rufus = false; }, { "aria-label": "Close Rufus" }));
      var convo = h("div", { class: "sp-rufus-body", id: "shop.rufus.scroll" });
      C.rufus.forEach(function (m, i) {
        if (m.who === "you") convo.appendChild(h("div", { class: "sp-msg-you" }, m.text));
        else if (m.who === "rufus") convo.appendChild(h("div", { class: "sp-msg-rufus" }, m.text));
        else convo.appendChild(h("div", { class: "sp-rufus-cards" }, m.items.map(function (pid) {
          var q = PR[pid];
          return link("sp-rufus-card", "shop.rufus.card." + i + "." + pid, [h("div", { class: "sp-rufus-cardimg" }, art(q)),
            h("div", { class: "sp-rufus-cardtitle" }, q.short), h("div", null, stars(q.rating, 11)), h("b", { class: "sp-small" }, money(q.price))], function () { openProduct(pid); });
        })));
      });
      if (S.rufus_ask) {
        convo.appendChild(h("div", { class: "sp-msg-you" }, S.rufus_ask));
        if (rufusAnswered) {
          convo.appendChild(h("div", { class: "sp-msg-rufus" }, "Customers say the " + (PR[S.product] || PR.kettle).short + " is well made and good value. Many mention it as a gift. Top pick:"));
          var q = PR[S.product] || PR.kettle;
          convo.appendChild(h("div", { class: "sp-rufus-cards" }, link("sp-rufus-card sp-rufus-answer", "shop.rufus.answer.product", [h("div", { class: "sp-rufus-cardtitle" }, q.short),
            h("div", null, stars(q.rating, 11)), h("b", { class: "sp-small" }, money(q.price))], function () { S.rufus = false; })));
          convo.appendChild(btn("sp-btn-white sp-btn-pill sp-btn-sm", "shop.rufus.answer.more", "Tell me more about reviews"));
        } else convo.appendChild(h("div", { class: "sp-msg-rufus sp-typing", id: "shop.rufus.typing" }, h("span"), h("span"), h("span")));
      }
      var chips = h("div", { class: "sp-rufus-chips" }, C.rufus_suggestions.map(function (s) {
        return btn("sp-rufus-chip", "shop.rufus.suggest." + slugify(s), s, function () { rufusAnswered = false; S.rufus_ask = s; });
      }));
      var foot = h("div", { class: "sp-rufus-foot" }, chips,
        h("div", { class: "sp-rufus-input" }, h("input", { type: "text", placeholder: "Ask Rufus a question", id: "shop.rufus.input", "aria-label": "Ask Rufus a question" }),
          btn("sp-rufus-send", "shop.rufus.send", icon("send", { size: 16 }), null, { "aria-label": "Send" })));
      win.appendChild(head); win.appendChild(convo); win.appendChild(foot);
      kit.draggable(win, head, { bounds: "viewport", onEnd: function (at) { S.rufus_at = [at.left, at.top]; } });
      return win;
    }
    var rufusAnswered = false, chatJoined = false;
    function chatWindow() {
      var win = h("div", { class: "sp-chat", id: "shop.chat", role: "dialog", "aria-label": "Customer Service" });
      if (S.chat_at) { win.style.left = S.chat_at[0] + "px"; win.style.top = S.chat_at[1] + "px"; win.style.right = "auto"; win.style.bottom = "auto"; }
      var head = h("div", { class: "sp-chat-head", id: "shop.chat.head" }, h("span", { class: "sp-chat-logo" }, "a"), h("span", null, "Customer Service"),
        h("span", { class: "sp-flex" }),
        btn("sp-chat-btn", "shop.chat.min", icon("minus", { size: 18 }), null, { "aria-label": "Minimize" }),
        btn("sp-chat-btn", "shop.chat.close", icon("x", { size: 18 }), function () { S.chat = false; }, { "aria-label": "Close chat" }));
      var body = h("div", { class: "sp-chat-body", id: "shop.chat.scroll" });
      C.chat.forEach(function (m, i) {
        if (m.who === "you") body.appendChild(h("div", { class: "sp-msg-you" }, m.text));
        else if (m.who === "bot") body.appendChild(h("div", { class: "sp-chat-bot" }, h("span", { class: "sp-chat-av" }, icon("bot", { size: 16 })), h("div", { class: "sp-msg-bot" }, m.text)));
        else if (m.who === "chips") body.appendChild(h("div", { class: "sp-chat-chips" }, m.items.map(function (t) {
          return btn("sp-chat-chip", "shop.chat.chip." + i + "." + slugify(t), t);
        })));
        else body.appendChild(h("div", { class: "sp-chat-orders" }, m.items.map(function (pid) {
          var q = PR[pid];
          return btn("sp-chat-order", "shop.chat.order." + pid, [h("div", { class: "sp-chat-orderimg" }, art(q)),
            h("div", null, h("div", { class: "sp-small" }, q.short), h("div", { class: "sp-small sp-muted" }, "Delivered Nov 12"))]);
        })));
      });
      body.appendChild(h("div", { class: "sp-chat-chips" },
        btn("sp-chat-chip", "shop.chat.replace", "Send a replacement"), btn("sp-chat-chip", "shop.chat.refund", "Get a refund")));
      if (S.chat_waiting) {
        body.appendChild(h("div", { class: "sp-chat-sys" }, "Connecting you with an associate..."));
        if (chatJoined) {
          body.appendChild(h("div", { class: "sp-chat-bot" }, h("span", { class: "sp-chat-av sp-chat-av-person" }, "L"),
            h("div", { class: "sp-msg-bot" }, "Hi Daniela, this is Lucía from Amazon Customer Service. I can see the chipped teapot. I've arranged a free replacement; would you like me to send a prepaid return label too?")));
          body.appendChild(h("div", { class: "sp-chat-chips" },
            btn("sp-chat-chip", "shop.chat.agent.label", "Yes, send the return label"), btn("sp-chat-chip", "shop.chat.agent.keep", "No, I'll keep it")));
        } else body.appendChild(h("div", { class: "sp-chat-sys", id: "shop.chat.connecting" }, h("span", { class: "sp-spinner sp-spinner-sm" }), "Estimated wait: less than 1 minute"));
      }
      var foot = h("div", { class: "sp-chat-foot" }, h("input", { type: "text", placeholder: "Type your message here", id: "shop.chat.input", "aria-label": "Message" }),
        btn("sp-chat-send", "shop.chat.send", icon("send", { size: 16 }), null, { "aria-label": "Send" }));
      win.appendChild(head); win.appendChild(body); win.appendChild(foot);
      kit.draggable(win, head, { bounds: "viewport", onEnd: function (at) { S.chat_at = [at.left, at.top]; } });
      return win;
    }
    function videoWindow() {
      var p = PR[S.product] || PR.kettle, s = gallerySlides(p)[4];
      var win = h("div", { class: "sp-mini", id: "shop.video", role: "dialog", "aria-label": "Product video" });
      if (S.video_at) { win.style.left = S.video_at[0] + "px"; win.style.top = S.video_at[1] + "px"; win.style.right = "auto"; win.style.bottom = "auto"; }
      var frame = h("div", { class: "sp-mini-frame", id: "shop.video.frame", style: { background: "radial-gradient(circle at 30% 40%, " + (p.pack ? p.pack.color : "#3a4a5c") + " 0%, #0f1111 80%)" } },
        h("div", { class: "sp-mini-title" }, s.title),
        h("div", { class: "sp-mini-by" }, "Video from " + p.brand),
        h("div", { class: "sp-mini-bar" }, icon("pause", { size: 16 }), h("span", { class: "sp-mini-track" }, h("span", { class: "sp-mini-fill" })), h("span", { class: "sp-small" }, "0:42 / 2:15"), icon("volume-2", { size: 16 })));
      win.appendChild(frame);
      win.appendChild(btn("sp-mini-x", "shop.video.close", icon("x", { size: 16 }), function () { S.video = false; }, { "aria-label": "Close video" }));
      kit.draggable(win, frame, { bounds: "viewport", onEnd: function (at) { S.video_at = [at.left, at.top]; } });
      return win;
    }

    /* ---------------------------------------------------------------- draw */
    var page = h("div", { class: "sp-root" });
    root.appendChild(page);
    var overlays = [];
    var first = true;
    function byId(id) { return document.querySelector('[data-igg-id="' + id + '"]'); }
    function scrollers() {
      var out = {};
      document.querySelectorAll("#app [data-igg-id]").forEach(function (el) { if (el.scrollTop || el.scrollLeft) out[el.getAttribute("data-igg-id")] = [el.scrollLeft, el.scrollTop]; });
      return out;
    }
    var lastView = S.view;
    function draw() {
      var saved = first ? null : scrollers();
      var wy = window.scrollY;
      redrawing = true; closePops(); redrawing = false;
      pops = [];
      overlays.forEach(function (o) { o.remove(); });
      overlays = [];
      page.textContent = "";
      page.className = "sp-root sp-view-" + S.view;
      page.appendChild(header());
      if (S.view === "search") { var sb = storeBar(); if (sb) page.appendChild(sb); }
      page.appendChild(S.view === "search" ? searchView() : S.view === "product" ? productView() : S.view === "deals" ? dealsView() : S.view === "cart" ? cartView() : homeView());
      page.appendChild(footer());
      var host = document.getElementById("app");
      function over(el) { host.appendChild(el); overlays.push(el); }
      if (S.location_prompt) over(locationPrompt());
      if (S.cookies) over(cookieBanner());
      if (S.video && S.view === "product") over(videoWindow());
      if (S.chat) over(chatWindow());
      if (S.rufus) over(rufusWindow());
      if (S.sheet && PR[S.sheet]) over(sideSheet());
      if (S.lightbox && S.view === "product") over(lightbox());
      if (S.upsell) over(upsell());
      if (S.menu) over(hmenu());
      if (S.location_dialog) over(locationDialog());
      var viewChanged = lastView !== S.view;
      lastView = S.view;
      if (saved && !viewChanged) {
        Object.keys(saved).forEach(function (id) { var el = byId(id); if (el) { el.scrollLeft = saved[id][0]; el.scrollTop = saved[id][1]; } });
        window.scrollTo(0, wy);
      } else if (saved) {
        window.scrollTo(0, 0);
      } else {
        Object.keys(init.carousel_x || {}).forEach(function (k) { var el = byId(k === "also" ? "shop.also.track" : k === "chips" ? "shop.deals.chips" : "shop.car." + k + ".track"); if (el) el.scrollLeft = init.carousel_x[k]; });
        var hm = byId("shop.hmenu.scroll"); if (hm && init.menu_scroll) hm.scrollTop = init.menu_scroll;
        var ss = byId("shop.sheet.scroll"); if (ss && init.sheet_scroll) ss.scrollTop = init.sheet_scroll;
        if (init.scroll_y) window.scrollTo(0, init.scroll_y);
      }
      var rs = byId("shop.rufus.scroll");
      if (rs && !(saved && saved["shop.rufus.scroll"])) rs.scrollTop = S.rufus_scroll === null ? rs.scrollHeight : S.rufus_scroll;
      var cs = byId("shop.chat.scroll");
      if (cs && !(saved && saved["shop.chat.scroll"])) cs.scrollTop = S.chat_scroll === null ? cs.scrollHeight : S.chat_scroll;
      first = false;
      openWanted();
    }
    var RENDER = ["view", "query", "dept", "product", "variant", "color", "qty", "cart", "cart_removed", "saved_moved", "menu", "menu_all",
                  "location_prompt", "location_dialog", "cookies", "sheet", "sheet_loading", "upsell", "lightbox", "rufus", "rufus_ask", "chat",
                  "chat_waiting", "video", "hero", "filters", "brands_more", "sort", "loading", "deal_chip", "claimed", "watched", "helpful"];
    S.$on(function (changed) {
      var keys = Object.keys(changed || {});
      if (changed && changed.length !== undefined) keys = changed;
      if (keys.some(function (k) { return RENDER.indexOf(k) >= 0; })) draw();
      if (keys.indexOf("loading") >= 0 && S.loading) startLoading();
      if (keys.indexOf("sheet_loading") >= 0 && S.sheet_loading) startSheet();
      if (keys.indexOf("rufus_ask") >= 0 && S.rufus_ask) { toLatest("shop.rufus.scroll"); startRufus(); }
      if (keys.indexOf("chat_waiting") >= 0 && S.chat_waiting) startChat();
    });
    function startLoading() { setTimeout(function () { if (S.loading) S.loading = false; }, 1200); }
    function startSheet() { setTimeout(function () { if (S.sheet_loading) S.sheet_loading = false; }, 1500); }
    // A new message scrolls its conversation to the latest line, as chat windows do.
    function toLatest(id) { var el = byId(id); if (el) el.scrollTop = el.scrollHeight; }
    function startRufus() { setTimeout(function () { rufusAnswered = true; draw(); toLatest("shop.rufus.scroll"); }, 2500); }
    function startChat() { setTimeout(function () { chatJoined = true; draw(); toLatest("shop.chat.scroll"); }, 4000); }

    // The lightning-deal clock: one tick a second rewrites the countdowns; a deal that opens redraws the page.
    setInterval(function () {
      ticks += 1;
      var opened = C.deals.some(function (d) { return d.starts_in === ticks; });
      if (opened && (S.view === "deals" || (S.view === "product" && dealOf(S.product)))) { draw(); return; }
      document.querySelectorAll(".sp-deal-timer[data-deal]").forEach(function (el) {
        var d = C.deals.filter(function (x) { return x.id === el.getAttribute("data-deal"); })[0];
        if (d) el.textContent = timerText(d);
      });
    }, 1000);
    void dealStart;

    draw();
    if (S.loading) startLoading();
    if (S.sheet_loading) startSheet();
    if (S.rufus_ask) startRufus();
    if (S.chat_waiting) startChat();
    var lastW = window.innerWidth;
    window.addEventListener("resize", function () { if (window.innerWidth !== lastW) { lastW = window.innerWidth; draw(); } });
    // Every click on a control leaves its name in S.action (the control's id without "shop.").
    document.addEventListener("click", function (e) {
      var el = e.target && e.target.closest && e.target.closest("[data-igg-id]");
      var id = el && el.getAttribute("data-igg-id");
      if (!id || id.indexOf("shop.") !== 0) return;
      S.action = id.slice(5);
    }, true);
  },
});
