/* Social mockup, modelled on X (Twitter), web, 2025.
 *
 * Initial state: mockups/social/manifest.yaml (every key, its type and default). Content:
 * mockups/social/content.py (accounts, posts, replies, trends, notifications, messages).
 * Layout: X's three columns (left nav, 600 px primary column, 350 px sidebar), collapsing like
 * X's: icon-only nav below 1265 px, no sidebar below 1000 px, a bottom tab bar below 500 px.
 * State: ctx.store() (every key in the manifest); the page renders from it and every click's
 * effect is written to it (likes, follows, mutes, what was copied or opened, which picker is
 * open), so igg.state() is what the user sees. People have initials avatars (kit.avatar).
 * Posts, their bylines and action bars, "Show N posts" and lazy loading: IGG.feed (feed.js).
 * Mechanisms, all from the app kit: profile hover cards on names and avatars (kit.hoverCard),
 * the emoji and DM reaction pickers (kit.popover), the post, repost, share, trend, More and
 * account menus (kit.menu), the messages drawer, the docked video (kit.draggable), toasts (X's
 * blue bar, 4 s), the photo viewer, the Post dialog, the lists dialog and, signed out, the
 * cookie banner and the sign-up sheet that covers the page. Views X has that the tasks reach:
 * followers/following lists and search results (a trend, a hashtag).
 */
(function () {
  "use strict";

  // X's wordmark (a logo, not an icon: no open set has it), drawn as the two strokes of the X.
  var X_LOGO = '<svg viewBox="0 0 24 24" aria-hidden="true"><path fill="currentColor" d="M18.244 2.25h3.308l-7.227 8.26 ' +
    '8.502 11.24H16.17l-5.214-6.817L4.99 21.75H1.68l7.73-8.835L1.254 2.25H8.08l4.713 6.231zm-1.161 17.52h1.833L7.084 ' +
    '4.126H5.117z"/></svg>';
  var TOAST_MS = 4000;        // X's toasts ("Added to your Bookmarks", "Your post was sent.") hide after ~4 s
  var LOAD_MS = 1000;         // the spinner row before the next timeline page
  var PAGE = 10;              // posts per timeline page
  var SHEET_AFTER_PX = 1400;  // signed out: the sign-up sheet covers the page after this much reading

  IGG.app({
    mount: function (root, ctx) {
      var h = ctx.h, C = ctx.content, kit = ctx.kit || IGG.kit;
      kit.configure({ icons: { close: "lucide:x", check: "lucide:check", submenu: "lucide:chevron-right",
                               prev: "lucide:chevron-left", next: "lucide:chevron-right" } });
      var lucide = kit.icons("lucide"), fluent = kit.icons("fluent");
      function icon(name, size, cls) { return lucide(name, { size: size || null, cls: cls, stroke: 1.75 }); }

      var people = C.people, posts = C.posts, ME = C.me, feed = IGG.feed;
      // The UI state is the store (manifest.yaml): everything below renders from it and writes it.
      var S = ctx.store();
      // Signed in, there is no cookie banner nor sign-up sheet (x.com shows them signed out only).
      if (S.signed_in) S.$set({ sheet: false, cookies: false });
      var dmArrived = false;     // the incoming message (incoming_ms) has arrived

      // Lists of slugs in the store (liked, followed, ...): replaced, never mutated.
      function has(key, slug) { return S[key].indexOf(slug) >= 0; }
      function toggle(key, slug, on) {
        if (on === undefined) on = !has(key, slug);
        var rest = S[key].filter(function (x) { return x !== slug; });
        S[key] = on ? rest.concat([slug]).sort() : rest;
        return on;
      }

      /* ---------------- small helpers ---------------- */
      function person(slug) { return people[slug]; }
      function btn(id, iconName, label, onClick, cls) {
        var b = h("button", { class: "x-icon-btn" + (cls ? " " + cls : ""), id: id, type: "button", "aria-label": label,
          onclick: onClick ? function (e) { e.stopPropagation(); onClick(e); } : null }, icon(iconName));
        if (label) kit.tooltip(b, label, { delay: 500 });
        return b;
      }
      function pill(id, text, cls, onClick) {
        return h("button", { class: "x-pill " + (cls || ""), id: id, type: "button",
          onclick: onClick ? function (e) { e.stopPropagation(); onClick(e); } : null }, text);
      }
      function badge(p) {
        if (!p.verified) return null;
        return fluent("checkmark_starburst_20_filled", { size: null, cls: "x-badge", label: "Verified account" });
      }
      function logo(cls) { return h("span", { class: "x-logo " + (cls || ""), html: X_LOGO }); }
      function toast(text, action) {
        S.toast = text;
        kit.toast({ id: "social.toast", text: text, timeout: TOAST_MS, dismissible: false, cls: "x-toast",
                    action: action ? { id: "social.toast.view", label: action.label, onClick: action.onClick } : null,
                    onClose: function (reason) { if (reason !== "replaced" && S.toast === text) S.toast = null; } });
      }
      // A page of x.com the mock does not draw (Settings, the help centre, a link's site): recorded only.
      function openLink(where) { S.opened = where; }

      /* ---------------- profile hover cards ---------------- */
      function followButton(id, slug, small) {
        var b = pill(id, "", "x-follow" + (small ? " sm" : ""), function () { toggle("followed", slug); paint(); });
        function paint() {
          var on = has("followed", slug);
          b.textContent = on ? "Following" : (person(slug).follows_you ? "Follow back" : "Follow");
          b.classList.toggle("on", on);
        }
        b.addEventListener("pointerenter", function () { if (has("followed", slug)) b.textContent = "Unfollow"; });
        b.addEventListener("pointerleave", paint);
        paint();
        return b;
      }
      // X's profile hover card (kit.hoverCard: ~0.5 s of hover intent, stays while the pointer is
      // on it). Cards are kept so that a page change closes any that is open.
      var cards = [];
      function hoverCard(trigger, slug) {
        if (!S.signed_in || slug === ME) return trigger;
        cards = cards.filter(function (c) { return c.anchor.isConnected || c.card.isOpen(); });
        cards.push({ anchor: trigger, card: kit.hoverCard(trigger, function () {
          var p = person(slug);
          return h("div", { class: "x-card" },
            h("div", { class: "x-card-top" },
              h("a", { class: "x-card-av", id: "social.hovercard." + slug + ".avatar", onclick: function () { openProfile(slug); } },
                kit.avatar(p, { size: 64 })),
              followButton("social.hovercard." + slug + ".follow", slug)),
            h("div", { class: "x-card-name" }, h("a", { onclick: function () { openProfile(slug); } }, p.name), badge(p)),
            h("div", { class: "x-card-handle" }, "@" + p.handle, p.follows_you ? h("span", { class: "x-follows-you" }, "Follows you") : null),
            h("div", { class: "x-card-bio" }, richText(p.bio, "social.hovercard." + slug)),
            h("div", { class: "x-card-stats" },
              h("a", { id: "social.hovercard." + slug + ".following", onclick: function () { openConnections(slug, "following"); } },
                h("b", null, p.following), " Following"),
              h("a", { id: "social.hovercard." + slug + ".followers", onclick: function () { openConnections(slug, "followers"); } },
                h("b", null, p.followers), " Followers")));
        }, { id: "social.hovercard." + slug, openDelay: 500, closeDelay: 300, cls: "x-hovercard" }) });
        return trigger;
      }

      /* ---------------- text with @mentions, #hashtags and links ---------------- */
      var byHandle = {};
      Object.keys(people).forEach(function (s) { byHandle[people[s].handle.toLowerCase()] = s; });
      function richText(text, idBase) {
        var out = [], re = /(@\w+|#\w+|\b[\w-]+(?:\.[\w-]+)+\/[\w\-./]*|`[^`]+`)/g, last = 0, m;
        while ((m = re.exec(text))) {
          if (m.index > last) out.push(text.slice(last, m.index));
          var tok = m[0];
          if (tok[0] === "`") out.push(h("span", { class: "x-code" }, tok.slice(1, -1)));
          else if (tok[0] === "@" && byHandle[tok.slice(1).toLowerCase()]) {
            var slug = byHandle[tok.slice(1).toLowerCase()];
            out.push(hoverCard(h("a", { class: "x-link", id: idBase + ".mention." + slug,
              onclick: function (s) { return function (e) { e.stopPropagation(); openProfile(s); }; }(slug) }, tok), slug));
          } else if (tok[0] === "@" || tok[0] === "#") {
            out.push(h("a", { class: "x-link", onclick: function (q) { return function (e) { e.stopPropagation(); openSearch(q); }; }(tok) }, tok));
          } else {
            out.push(h("a", { class: "x-link", id: idBase + ".link",
              onclick: function (u) { return function (e) { e.stopPropagation(); openLink("https://" + u); }; }(tok) }, tok));
          }
          last = m.index + tok.length;
        }
        out.push(text.slice(last));
        return out;
      }

      /* ---------------- posts (IGG.feed) ---------------- */
      function author(slug) {
        var a = person(slug);
        return { name: a.name, handle: a.handle, badge: badge(a) };
      }
      // Avatar and name open the profile and carry the profile hover card.
      function authorWrap(slug) { return function (el) { return hoverCard(el, slug); }; }
      function nameRow(p, post, idBase, opts) {
        return feed.byline(author(p.author), { id: idBase, stacked: opts && opts.stacked, wrap: authorWrap(p.author),
          onAuthor: function () { openProfile(p.author); },
          time: post ? p.ago : null, onTime: function () { openPost(p.slug); } });
      }

      // Every <img> of a post's photo says what it shows (content.py: the catalog's subject).
      function mediaAlt(p) { return p.photos ? (p.alts && p.alts[0]) || "Image" : (p.video && p.video.alt) || "Video"; }
      function photoGrid(p, idBase) {
        var n = p.photos.length;
        return h("div", { class: "x-photos n" + n },
          p.photos.map(function (url, i) {
            return h("a", { class: "x-photo", id: idBase + ".photo." + (i + 1), onclick: function (e) { e.stopPropagation(); openViewer(p.slug); } },
              h("img", { src: url, alt: (p.alts && p.alts[i]) || "Image", draggable: "false" }));
          }));
      }

      // Timeline videos autoplay muted; the controls bar shows while the pointer is over the video.
      // Unmuting means the user is watching (S.sound): scrolled away, it goes on in the docked player.
      function videoEl(p, idBase) {
        var v = p.video, loud = S.sound === p.slug;
        var mute = h("button", { class: "x-vid-btn", id: idBase + ".video.mute", type: "button", "aria-label": loud ? "Mute" : "Unmute",
          onclick: function (e) {
            e.stopPropagation();
            S.sound = S.sound === p.slug ? null : p.slug;
            mute.replaceChildren(icon(S.sound === p.slug ? "volume-2" : "volume-x"));
          } }, icon(loud ? "volume-2" : "volume-x"));
        var controls = h("div", { class: "x-vid-controls", id: idBase + ".video.controls" },
          h("div", { class: "x-vid-progress" }, h("div", { class: "x-vid-bar" })),
          h("div", { class: "x-vid-row" },
            h("button", { class: "x-vid-btn", id: idBase + ".video.pause", type: "button", "aria-label": "Pause" }, icon("pause")),
            h("span", { class: "x-vid-time" }, "0:11 / " + v.duration),
            h("span", { class: "x-grow" }),
            h("button", { class: "x-vid-btn", id: idBase + ".video.settings", type: "button", "aria-label": "Video settings" }, icon("settings")),
            mute,
            h("button", { class: "x-vid-btn", id: idBase + ".video.fullscreen", type: "button", "aria-label": "Full screen" }, icon("maximize"))));
        return h("div", { class: "x-video", id: idBase + ".video", onclick: function (e) { e.stopPropagation(); openPost(p.slug); } },
          h("img", { src: v.poster, alt: v.alt || "Video", draggable: "false" }),
          h("span", { class: "x-vid-dur" }, v.duration), controls);
      }

      // noMedia: on the Quotes page every card quotes the same post; its photo is left out so the
      // page shows it once (the benchmark's one-photo-per-view rule; x.com repeats it).
      function quoteCard(q, idBase, noMedia) {
        var a = person(q.author);
        return h("div", { class: "x-quote", id: idBase + ".quote", onclick: function (e) { e.stopPropagation(); openPost(q.slug); } },
          h("div", { class: "x-quote-head" }, kit.avatar(a, { size: 20 }),
            h("span", { class: "feed-name-text" }, a.name), badge(a),
            h("span", { class: "feed-handle" }, "@" + a.handle), h("span", { class: "feed-dot" }, "·"), h("span", { class: "feed-handle" }, q.ago)),
          h("div", { class: "x-quote-text" }, richText(q.text, idBase + ".quote")),
          q.photos && !noMedia ? h("div", { class: "x-quote-photo" },
            h("img", { src: q.photos[0], alt: (q.alts && q.alts[0]) || "Image", draggable: "false" })) : null);
      }

      // X's action bar: reply, repost (menu), like, views, then bookmark and share (menu).
      function actionBar(p, idBase, big) {
        var bar = feed.actions(idBase, [
          { key: "reply", icon: icon("message-circle"), label: "Reply", count: p.replies,
            onClick: function () { if (posts[p.slug]) openPost(p.slug); else openCompose(null, p); } },
          { key: "repost", icon: icon("repeat-2"), label: "Repost", count: p.reposts, on: has("reposted", p.slug) },
          { key: "like", icon: icon("heart"), label: "Like", count: p.likes, on: has("liked", p.slug),
            onClick: function () { return toggle("liked", p.slug); } },
          big ? null : { key: "views", icon: icon("chart-no-axes-column"), label: "View", count: p.views },
          { key: "bookmark", icon: icon("bookmark"), label: "Bookmark", right: true, on: has("bookmarked", p.slug),
            onClick: function () {
              var on = toggle("bookmarked", p.slug);
              toast(on ? "Added to your Bookmarks" : "Removed from your Bookmarks",
                    on ? { label: "View", onClick: function () { openLink("/i/bookmarks"); } } : null);
              return on;
            } },
          { key: "share", icon: icon("share"), label: "Share post", right: true },
        ].filter(Boolean), { cls: "x-actions" + (big ? " big" : ""), counts: !big });
        Object.keys(bar.buttons).forEach(function (k) { kit.tooltip(bar.buttons[k], bar.buttons[k].getAttribute("aria-label"), { delay: 500 }); });
        var repost = bar.buttons.repost;
        kit.menu(repost, [
          { id: idBase + ".repost-menu.repost", label: has("reposted", p.slug) ? "Undo repost" : "Repost", icon: "lucide:repeat-2",
            onSelect: function () { feed.press(repost, toggle("reposted", p.slug)); } },
          { id: idBase + ".repost-menu.quote", label: "Quote", icon: "lucide:pen-line", onSelect: function () { openCompose(p.slug); } },
        ], { id: idBase + ".repost-menu", placement: "bottom-end", cls: "x-menu" });
        var link = "https://x.com/" + person(p.author).handle + "/status/" + p.slug;
        kit.menu(bar.buttons.share, [
          { id: idBase + ".share-menu.copy", label: "Copy link", icon: "lucide:link-2",
            onSelect: function () { S.copied = link; toast("Copied to clipboard"); } },
          { id: idBase + ".share-menu.via", label: "Share post via ...", icon: "lucide:share" },
          { id: idBase + ".share-menu.dm", label: "Send via Direct Message", icon: "lucide:mail" },
          { id: idBase + ".share-menu.folder", label: "Bookmark to Folder", icon: "lucide:bookmark" },
        ], { id: idBase + ".share-menu", placement: "bottom-end", cls: "x-menu" });
        return bar;
      }

      function postMenu(anchor, p, idBase) {
        var a = person(p.author), mine = p.author === ME, at = "@" + a.handle, following = has("followed", p.author);
        var items = mine ? [
          { id: idBase + ".menu.delete", label: "Delete", icon: "lucide:trash-2", danger: true },
          { id: idBase + ".menu.pin", label: "Pin to your profile", icon: "lucide:pin" },
          { id: idBase + ".menu.highlight", label: "Highlight on your profile", icon: "lucide:sparkles" },
          { id: idBase + ".menu.lists", label: "Add/remove from Lists", icon: "lucide:list-plus" },
          { id: idBase + ".menu.reply-settings", label: "Change who can reply", icon: "lucide:message-circle" },
          { id: idBase + ".menu.engagements", label: "View post engagements", icon: "lucide:chart-no-axes-column", onSelect: function () { openEngagements(p.slug); } },
          { id: idBase + ".menu.embed", label: "Embed post", icon: "lucide:code" },
          { id: idBase + ".menu.analytics", label: "View post analytics", icon: "lucide:chart-no-axes-column" },
        ] : [
          { id: idBase + ".menu.not-interested", label: "Not interested in this post", icon: "lucide:frown",
            onSelect: function () { toggle("not_interested", p.slug, true); rerender(); } },
          { id: idBase + ".menu.follow", label: (following ? "Unfollow " : "Follow ") + at, icon: following ? "lucide:user-x" : "lucide:user-plus",
            onSelect: function () { toggle("followed", p.author); } },
          { id: idBase + ".menu.lists", label: "Add/remove " + at + " from Lists", icon: "lucide:list-plus", onSelect: function () { openLists(p.author); } },
          { id: idBase + ".menu.mute", label: "Mute " + at, icon: "lucide:volume-x",
            onSelect: function () { toggle("muted", p.author, true); toast("You muted " + at + "."); } },
          { id: idBase + ".menu.block", label: "Block " + at, icon: "lucide:ban" },
          { id: idBase + ".menu.engagements", label: "View post engagements", icon: "lucide:chart-no-axes-column", onSelect: function () { openEngagements(p.slug); } },
          { id: idBase + ".menu.embed", label: "Embed post", icon: "lucide:code" },
          { id: idBase + ".menu.report", label: "Report post", icon: "lucide:flag" },
          { id: idBase + ".menu.note", label: "Request Community Note", icon: "lucide:notebook-pen" },
        ];
        kit.menu(anchor, items, { id: idBase + ".menu", placement: "bottom-end", cls: "x-menu x-menu-post" });
      }
      function moreButton(p, idBase) {
        var more = h("button", { class: "x-icon-btn feed-more", id: idBase + ".more", type: "button", "aria-label": "More" }, icon("ellipsis"));
        kit.tooltip(more, "More", { delay: 500 });
        more.addEventListener("click", function (e) { e.stopPropagation(); });
        if (S.signed_in) postMenu(more, p, idBase);
        return more;
      }

      // One post in a list (timeline, profile, replies). opts: {idBase, pinned, reposter, quoteNoMedia}
      function postEl(p, opts) {
        opts = opts || {};
        var idBase = opts.idBase || "social.post." + p.slug;
        if (has("not_interested", p.slug)) {
          return h("div", { class: "x-post x-post-gone", id: idBase }, "Thanks. You'll see fewer posts like this.");
        }
        var quoted = p.quote ? posts[p.quote] : null;
        var media = [p.photos ? photoGrid(p, idBase) : null, p.video ? videoEl(p, idBase) : null,
                     quoted ? quoteCard(quoted, idBase, opts.quoteNoMedia) : null];
        return feed.post({
          id: idBase, cls: "x-post", author: author(p.author), time: p.ago,
          context: opts.pinned ? [icon("pin"), "Pinned"] : opts.reposter ? [icon("repeat-2"), opts.reposter + " reposted"] : null,
          replyTo: p.reply_to ? ["Replying to ", h("a", { class: "x-link" }, "@" + person(p.reply_to).handle)] : null,
          body: richText(p.text, idBase), media: media, more: moreButton(p, idBase), actions: actionBar(p, idBase),
          onOpen: function () { if (posts[p.slug]) openPost(p.slug); }, onTime: function () { openPost(p.slug); },
        }, { wrap: authorWrap(p.author), onAuthor: function () { openProfile(p.author); } });
      }

      /* ---------------- navigation ---------------- */
      function go(patch) {
        S.$set(patch);
        closeFloating();
        render();
        window.scrollTo(0, 0);
      }
      function openProfile(slug) { go({ view: "profile", profile: slug, profile_tab: "posts" }); }
      function openPost(slug) { go({ view: "post", post: slug }); }
      function openEngagements(slug) { go({ view: "engagements", post: slug, eng_tab: "quotes" }); }
      function openConnections(slug, which) { go({ view: which, profile: slug }); }
      // A trend, a hashtag or a query: X's search results page (/search?q=...).
      function openSearch(q) { go({ view: "search", search: q }); }
      function closeFloating() {
        cards.forEach(function (c) { c.card.close("navigate"); });
        cards = [];
        document.querySelectorAll(".kit-tooltip").forEach(function (n) { n.remove(); });
      }
      function rerender() { var y = window.scrollY; render(); window.scrollTo(0, y); }

      /* ---------------- hosts ---------------- */
      var shell = h("div", { class: "x-app" + (S.signed_in ? "" : " signed-out") });
      var navHost = h("header", { class: "x-nav" }), mainHost = h("main", { class: "x-main" }), sideHost = h("aside", { class: "x-side" });
      var drawerHost = h("div"), dockHost = h("div"), overlayHost = h("div"), bottomHost = h("div"), tabbarHost = h("div");
      shell.appendChild(h("div", { class: "x-cols" }, navHost, mainHost, sideHost));
      [drawerHost, dockHost, bottomHost, tabbarHost, overlayHost].forEach(function (x) { shell.appendChild(x); });
      root.appendChild(shell);

      /* ---------------- left navigation ---------------- */
      var NAV = [
        ["home", "Home", "house"], ["explore", "Explore", "search"], ["notifications", "Notifications", "bell"],
        ["messages", "Messages", "mail"], ["grok", "Grok", "square-slash"], ["bookmarks", "Bookmarks", "bookmark"],
        ["jobs", "Jobs", "briefcase"], ["communities", "Communities", "users"], ["premium", "Premium", "badge-check"],
        ["orgs", "Verified Orgs", "zap"], ["profile", "Profile", "user"],
      ];
      var NAV_PATHS = { grok: "/i/grok", bookmarks: "/i/bookmarks", jobs: "/jobs", communities: "/jordanreyes/communities",
                        premium: "/i/premium_sign_up", orgs: "/i/verified-orgs-signup", settings: "/settings" };
      var FILLED = { home: "home_24_filled", explore: "search_24_filled", notifications: "alert_24_filled",
                     messages: "mail_24_filled", bookmarks: "bookmark_24_filled", profile: "person_24_filled" };
      function activeNav() {
        if (S.view === "profile" && S.profile === ME) return "profile";
        return { home: "home", explore: "explore", notifications: "notifications" }[S.view] || null;
      }
      function navTo(key) {
        if (key === "home") go({ view: "home" });
        else if (key === "explore") go({ view: "explore" });
        else if (key === "notifications") go({ view: "notifications" });
        else if (key === "profile") openProfile(ME);
        else if (key === "messages") { S.$set({ drawer: "open", dm: null }); renderDrawer(); }
        else openLink(NAV_PATHS[key] || "/" + key);
      }
      function renderNav() {
        navHost.innerHTML = "";
        var act = activeNav();
        if (!S.signed_in) {
          navHost.appendChild(h("div", { class: "x-nav-in" },
            h("a", { class: "x-nav-logo", id: "social.nav.logo" }, logo()),
            navItem("explore", "Explore", "search", act), navItem("settings", "Settings", "settings", act)));
          return;
        }
        var more = h("a", { class: "x-nav-item", id: "social.nav.more", role: "button" },
          h("span", { class: "x-nav-ic" }, icon("circle-ellipsis")), h("span", { class: "x-nav-label" }, "More"));
        kit.menu(more, [
          { id: "social.nav.more.lists", label: "Lists", icon: "lucide:list-todo", path: "/jordanreyes/lists" },
          { id: "social.nav.more.spaces", label: "Spaces", icon: "lucide:mic", path: "/i/spaces/start" },
          { id: "social.nav.more.monetization", label: "Monetization", icon: "lucide:badge-dollar-sign", path: "/i/monetization" },
          { id: "social.nav.more.ads", label: "Ads", icon: "lucide:external-link", path: "https://ads.x.com" },
          { id: "social.nav.more.create-space", label: "Create your Space", icon: "lucide:mic-vocal", path: "/i/spaces/start" },
          { id: "social.nav.more.settings", label: "Settings and privacy", icon: "lucide:settings", path: "/settings" },
        ], { id: "social.nav.more.menu", placement: "top-start", cls: "x-menu x-menu-more", onSelect: function (it) { openLink(it.path); } });
        var me = person(ME);
        var account = h("button", { class: "x-account", id: "social.nav.account", type: "button" },
          kit.avatar(me, { size: 40 }),
          h("span", { class: "x-account-names" }, h("b", null, me.name), h("span", null, "@" + me.handle)),
          h("span", { class: "x-account-more" }, icon("ellipsis")));
        kit.menu(account, [
          { id: "social.nav.account.add", label: "Add an existing account" },
          { id: "social.nav.account.logout", label: "Log out @" + me.handle, onSelect: function () {
            S.signed_in = false; shell.classList.add("signed-out");
            render(); renderDrawer(); renderDock(); renderSignedOut(); renderTabbar(); window.scrollTo(0, 0); } },
        ], { id: "social.nav.account.menu", placement: "top-start", cls: "x-menu x-menu-account" });
        var postBtn = h("button", { class: "x-post-btn", id: "social.nav.post", type: "button", onclick: function () { openCompose(null); } },
          h("span", { class: "x-post-btn-label" }, "Post"), h("span", { class: "x-post-btn-ic" }, icon("feather")));
        navHost.appendChild(h("div", { class: "x-nav-in" },
          h("a", { class: "x-nav-logo", id: "social.nav.logo", onclick: function () { navTo("home"); } }, logo()),
          h("nav", { class: "x-nav-list" }, NAV.map(function (n) { return navItem(n[0], n[1], n[2], act); }), more),
          postBtn, h("div", { class: "x-grow" }), account));
      }
      function navItem(key, label, iconName, act) {
        var on = key === act;
        var ic = on && FILLED[key] ? fluent(FILLED[key], { size: null }) : icon(iconName);
        var el = h("a", { class: "x-nav-item" + (on ? " on" : ""), id: "social.nav." + key, role: "link",
          onclick: function (e) { e.stopPropagation(); navTo(key); } },
          h("span", { class: "x-nav-ic" }, ic, key === "notifications" ? h("span", { class: "x-nav-badge" }, "3") : null),
          h("span", { class: "x-nav-label" }, label));
        return el;
      }

      /* ---------------- sidebar ---------------- */
      // Any of the trend feedback items replaces the row with X's thank-you line.
      // The feedback given (S.trend_feedback) replaces the row with X's thank-you line.
      function trendMenu(anchor, idBase, t) {
        function thanks(it) {
          var fb = Object.assign({}, S.trend_feedback); fb[t.slug] = it.reason; S.trend_feedback = fb;
          var row = ctx.byId(idBase); if (row) row.replaceWith(trendRow(t, idBase));
        }
        kit.menu(anchor, [
          { id: idBase + ".menu.not-interested", reason: "not-interested", label: "The associated content is not relevant", icon: "lucide:frown" },
          { id: idBase + ".menu.duplicate", reason: "duplicate", label: "This trend is a duplicate", icon: "lucide:frown" },
          { id: idBase + ".menu.harmful", reason: "harmful", label: "This trend is harmful or spammy", icon: "lucide:frown" },
          { id: idBase + ".menu.low-quality", reason: "low-quality", label: "This trend is low quality", icon: "lucide:frown" },
          { id: idBase + ".menu.not-interested-in", reason: "not-interested-in", label: "Not interested in this", icon: "lucide:frown" },
        ], { id: idBase + ".menu", placement: "bottom-end", cls: "x-menu", onSelect: thanks });
      }
      function trendRow(t, idBase) {
        if (S.trend_feedback[t.slug]) {
          return h("div", { class: "x-trend x-trend-done", id: idBase }, "Thanks. X will use this to make your trends better.");
        }
        var more = h("button", { class: "x-icon-btn feed-more", id: idBase + ".more", type: "button", "aria-label": "More" }, icon("ellipsis"));
        more.addEventListener("click", function (e) { e.stopPropagation(); });
        var row = h("div", { class: "x-trend", id: idBase, onclick: function () { openSearch(t.name); } },
          h("div", { class: "x-trend-text" },
            h("div", { class: "x-trend-ctx" }, t.context), h("div", { class: "x-trend-name" }, t.name),
            h("div", { class: "x-trend-ctx" }, t.count)),
          more);
        trendMenu(more, idBase, t);
        return row;
      }
      function renderSide() {
        sideHost.innerHTML = "";
        var noSearch = S.view === "explore" || S.view === "search";
        sideHost.classList.toggle("no-search", noSearch);
        var inner = h("div", { class: "x-side-in" });
        if (!noSearch) {
          inner.appendChild(h("div", { class: "x-side-search" },
            h("label", { class: "x-search", id: "social.side.search" }, icon("search"), h("input", { type: "text", placeholder: "Search", "aria-label": "Search" }))));
        }
        if (!S.signed_in) {
          inner.appendChild(h("section", { class: "x-box x-signup-box" },
            h("h2", null, "New to X?"), h("p", { class: "x-muted" }, "Sign up now to get your own personalized timeline!"),
            pill("social.side.signup-google", "Sign up with Google", "x-outline wide"),
            pill("social.side.signup-apple", "Sign up with Apple", "x-outline wide"),
            pill("social.side.create", "Create account", "x-outline wide"),
            h("p", { class: "x-fine" }, "By signing up, you agree to the Terms of Service and Privacy Policy, including Cookie Use.")));
        } else {
          inner.appendChild(h("section", { class: "x-box x-premium" },
            h("h2", null, "Subscribe to Premium"),
            h("p", null, "Subscribe to unlock new features and if eligible, receive a share of revenue."),
            pill("social.side.premium", "Subscribe", "x-blue", function () { openLink("/i/premium_sign_up"); })));
        }
        if (S.view !== "explore") {
          inner.appendChild(h("section", { class: "x-box", id: "social.side.trends" }, h("h2", null, "What's happening"),
            C.trends.for_you.slice(0, 5).map(function (t) { return trendRow(t, "social.side.trend." + t.slug); }),
            h("a", { class: "x-show-more", id: "social.side.trends.more", onclick: function () { go({ view: "explore" }); } }, "Show more")));
        }
        inner.appendChild(h("section", { class: "x-box", id: "social.side.who" }, h("h2", null, "Who to follow"),
          C.who_to_follow.map(function (slug) {
            var p = person(slug);
            return h("div", { class: "x-who", id: "social.side.who." + slug, onclick: function () { openProfile(slug); } },
              hoverCard(h("a", { class: "x-who-av", id: "social.side.who." + slug + ".avatar" }, kit.avatar(p, { size: 40 })), slug),
              h("div", { class: "x-who-names" },
                hoverCard(h("a", { class: "x-name", id: "social.side.who." + slug + ".name" }, h("span", { class: "x-name-text" }, p.name), badge(p)), slug),
                h("span", { class: "x-handle" }, "@" + p.handle)),
              S.signed_in ? followButton("social.side.who." + slug + ".follow", slug, true) : pill(null, "Follow", "x-follow sm"));
          }),
          h("a", { class: "x-show-more", id: "social.side.who.more", onclick: function () { openLink("/i/connect_people"); } }, "Show more")));
        inner.appendChild(h("nav", { class: "x-footer", id: "social.side.footer" },
          C.footer.map(function (f) {
            return h("a", { id: "social.side.footer." + f.slug, onclick: f.url ? function () { openLink(f.url); } : null }, f.label);
          })));
        sideHost.appendChild(inner);
        stickSide();
      }
      // X's sidebar scrolls with the page until its end, then sticks (top = viewport - its height).
      function stickSide() {
        var inner = sideHost.firstChild;
        if (!inner) return;
        var top = Math.min(0, window.innerHeight - inner.offsetHeight);
        inner.style.top = top + "px";
      }

      /* ---------------- home ---------------- */
      function header(title, sub, back) {
        return h("div", { class: "x-head" },
          back ? btn("social.head.back", "arrow-left", "Back", function () { go({ view: "home" }); }, "x-back") : null,
          h("div", { class: "x-head-titles" }, h("h2", null, title), sub ? h("div", { class: "x-head-sub" }, sub) : null));
      }
      function homeTabs() {
        var bar = h("div", { class: "x-tabs", id: "social.home.tabs", role: "tablist" },
          [["for_you", "For you"], ["following", "Following"]].map(function (t) {
            return h("a", { class: "x-tab" + (S.tab === t[0] ? " on" : ""), id: "social.home.tab." + t[0], role: "tab",
              onclick: function () { go({ tab: t[0] }); } }, h("span", null, t[1]));
          }));
        return h("div", { class: "x-head x-head-tabs" },
          h("div", { class: "x-mobile-top" }, kit.avatar(person(ME), { size: 32 }), logo("sm"), h("span", { class: "x-mobile-top-r" })),
          bar);
      }
      function composer(idBase, placeholder, opts) {
        opts = opts || {};
        var uploading = opts.upload_ms !== null && opts.upload_ms !== undefined;
        var postBtn = h("button", { class: "x-pill x-dark", id: idBase + ".submit", type: "button", disabled: true, "aria-disabled": "true",
          onclick: function (e) { e.stopPropagation(); sendPost(comp); } }, opts.submit || "Post");
        var tools = [["image", "Media"], ["image-play", "GIF"], ["square-slash", "Grok"], ["list-todo", "Poll"], ["smile", "Emoji"],
                     ["calendar-clock", "Schedule"], ["map-pin", "Tag location"]];
        var attach = null;
        if (uploading) {
          var bar = h("div", { class: "x-upload-bar" }, h("div", { class: "x-upload-fill" }));
          attach = h("div", { class: "x-attach", id: idBase + ".attachment" },
            h("img", { src: C.upload.url, alt: C.upload.alt, draggable: "false" }),
            h("button", { class: "x-attach-x", id: idBase + ".attachment.remove", type: "button", "aria-label": "Remove media" }, icon("x")),
            h("button", { class: "x-attach-edit", id: idBase + ".attachment.edit", type: "button" }, "Edit"),
            bar);
          var steps = 8;
          for (var i = 1; i <= steps; i++) {
            (function (i) {
              setTimeout(function () { bar.firstChild.style.width = Math.round(100 * i / steps) + "%"; if (i === steps) bar.remove(); },
                         opts.upload_ms * i / steps);
            })(i);
          }
          kit.enableAfter(postBtn, opts.upload_ms);
        }
        var toolBtns = tools.map(function (t) {
          return btn(idBase + ".tool." + t[1].toLowerCase().replace(/ /g, "-"), t[0], t[1], null, "blue");
        });
        var input = h("div", { class: "x-composer-input", id: idBase + ".input", contenteditable: "true", "data-placeholder": placeholder });
        // The emoji picker (the home composer's: S.emoji), a click popover under the tool.
        if (idBase === "social.composer") emojiPicker(toolBtns[4], input);
        var comp = h("div", { class: "x-composer", id: idBase },
          h("div", { class: "x-post-left" }, kit.avatar(person(ME), { size: 40 })),
          h("div", { class: "x-composer-body" },
            input,
            attach,
            opts.replySettings ? h("a", { class: "x-reply-settings", id: idBase + ".who-can-reply" }, icon("globe"), "Everyone can reply") : null,
            h("div", { class: "x-composer-bar" }, h("div", { class: "x-composer-tools" }, toolBtns), postBtn)));
        return comp;
      }
      var EMOJI = ["😀", "😂", "🥹", "😍", "🤔", "😎", "😭", "🙏", "👍", "👏", "🔥", "🎉", "❤️", "💯", "✨", "🚀", "☕", "🌧️", "⛰️", "📸", "🐦", "🍣", "⚽", "🚲"];
      function emojiPicker(tool, input) {
        var pop = kit.popover(tool, function () {
          return h("div", { class: "x-emoji", id: "social.emoji.grid" },
            h("div", { class: "x-emoji-search" }, icon("search"), h("span", null, "Search emojis")),
            h("div", { class: "x-emoji-head" }, "Recent"),
            h("div", { class: "x-emoji-cells" }, EMOJI.map(function (e, i) {
              return h("button", { class: "x-emoji-cell", id: "social.emoji." + (i + 1), type: "button", "aria-label": e,
                onclick: function (ev) { ev.stopPropagation(); input.textContent += e; pop.close("pick"); } }, e);
            })));
        }, { id: "social.emoji", placement: "bottom-start", cls: "x-emoji-pop",
             onOpen: function () { S.emoji = true; }, onClose: function () { S.emoji = false; } });
        if (S.emoji) setTimeout(pop.open, 0);
      }
      // Post: the composer empties and X confirms with its toast (S.sent counts what you sent).
      function sendPost(comp) {
        S.sent = S.sent + 1;
        var att = comp.querySelector(".x-attach"); if (att) att.remove();
        toast("Your post was sent.", { label: "View", onClick: function () { openPost("jordan-release"); } });
      }
      function timelineList(slugs, idBase) {
        var list = h("div", { class: "x-list", id: idBase });
        feed.list(list, slugs, function (slug) { return postEl(posts[slug]); },
          { id: idBase, pageSize: PAGE, loadDelay: LOAD_MS, threshold: 400 });
        return list;
      }
      function renderHome(main) {
        main.appendChild(homeTabs());
        var comp = composer("social.composer", "What's happening?", { upload_ms: S.upload_ms, replySettings: S.upload_ms !== null });
        main.appendChild(comp);
        // Following: the posts of the accounts you follow, newest first; muted accounts never show.
        var slugs = (S.tab === "following"
          ? C.following_feed.filter(function (s) { return has("followed", posts[s].author); })
          : C.for_you).filter(function (s) { return !has("muted", posts[s].author); });
        var newHost = h("div");
        // X's "Show 35 posts" bar after new_posts_ms, and the floating pill once scrolled down.
        var fresh = feed.newItems({
          id: "social.timeline.show-new", text: "Show " + C.new_posts.length + " posts",
          pillId: "social.timeline.new-pill",
          pillBody: [h("span", { class: "x-ic" }, icon("arrow-up")),
                     h("span", { class: "x-new-avs" }, C.new_posts.map(function (s) { return kit.avatar(person(posts[s].author), { size: 24 }); })),
                     h("span", null, "posted")],
          after: S.tab === "for_you" && !S.new_posts_shown ? S.new_posts_ms : null,
          onShow: function () { S.new_posts_shown = true; showNew(); window.scrollTo(0, 0); },
        });
        function showNew() { C.new_posts.forEach(function (s) { newHost.appendChild(postEl(posts[s])); }); }
        main.appendChild(fresh.bar);
        main.appendChild(fresh.pill);
        main.appendChild(newHost);
        if (S.new_posts_shown && S.tab === "for_you") showNew();
        if (typeof S.loading_ms === "number") {
          var spin = h("div", { class: "x-spinner-row", id: "social.timeline.loading" }, h("span", { class: "x-spinner" }));
          main.appendChild(spin);
          setTimeout(function () { spin.remove(); main.appendChild(timelineList(slugs, "social.timeline")); stickSide(); }, S.loading_ms);
        } else {
          main.appendChild(timelineList(slugs, "social.timeline"));
        }
        if (typeof S.posting_ms === "number") {
          var prog = h("div", { class: "x-posting", id: "social.composer.progress" }, h("div"));
          comp.insertBefore(prog, comp.firstChild);
          setTimeout(function () {
            prog.remove();
            toast("Your post was sent.", { label: "View", onClick: function () { openPost("jordan-release"); } });
          }, S.posting_ms);
        }
      }

      /* ---------------- post page and engagements ---------------- */
      function renderPost(main) {
        var p = posts[S.post] || posts["amara-webb-cluster"];
        var author = person(p.author), idBase = "social.focus." + p.slug;
        main.appendChild(header("Post", null, true));
        var more = moreButton(p, idBase);
        var quoted = p.quote ? posts[p.quote] : null;
        var sorts = [["relevant", "Most relevant", "Show best matching replies first"], ["recent", "Most recent", "Show latest replies first"],
                     ["liked", "Most liked", "Show replies with the most likes first"]];
        var sortBtn = h("button", { class: "x-sort", id: "social.replies.sort", type: "button" },
          sorts.filter(function (o) { return o[0] === S.reply_sort; })[0][1], icon("chevron-down"));
        kit.menu(sortBtn, sorts.map(function (o) {
          return { id: "social.replies.sort." + o[0], label: o[1], hint: o[2], checked: S.reply_sort === o[0], sort: o[0] };
        }), { id: "social.replies.sort.menu", placement: "bottom-end", cls: "x-menu",
              onSelect: function (it) { var y = window.scrollY; S.reply_sort = it.sort; render(); window.scrollTo(0, y); } });
        main.appendChild(h("article", { class: "x-focus", id: idBase },
          h("div", { class: "x-post-head" },
            h("div", { class: "x-focus-author" },
              hoverCard(h("a", { class: "feed-av", id: idBase + ".avatar", onclick: function () { openProfile(p.author); } }, kit.avatar(author, { size: 40 })), p.author),
              nameRow(p, false, idBase, { stacked: true })),
            S.signed_in && p.author !== ME && !has("followed", p.author) ? followButton(idBase + ".follow", p.author, true) : null,
            more),
          h("div", { class: "feed-text big" }, richText(p.text, idBase)),
          p.photos ? photoGrid(p, idBase) : null,
          p.video ? videoEl(p, idBase) : null,
          quoted ? quoteCard(quoted, idBase) : null,
          h("div", { class: "x-stamp" }, h("a", { id: idBase + ".stamp" }, p.stamp), " · ", h("b", null, p.views), " Views"),
          h("div", { class: "x-focus-stats" },
            statLink(idBase + ".stat.reposts", p.reposts, "Reposts", "reposts"),
            statLink(idBase + ".stat.quotes", p.quotes || "0", "Quotes", "quotes"),
            statLink(idBase + ".stat.likes", p.likes, "Likes", "likes"),
            p.bookmarks ? h("span", { class: "x-stat" }, h("b", null, p.bookmarks), " Bookmarks") : null),
          actionBar(p, idBase, true)));
        if (S.signed_in) main.appendChild(composer("social.reply", "Post your reply", { submit: "Reply" }));
        main.appendChild(h("div", { class: "x-replies-head" }, sortBtn));
        var list = h("div", { class: "x-list", id: "social.replies" });
        main.appendChild(list);
        feed.list(list, sortedReplies(p.slug), function (r) { return postEl(r); },
          { id: "social.replies", pageSize: 12, loadDelay: LOAD_MS, threshold: 300 });
      }
      // The thread in the chosen order: as curated (most relevant), newest first, most liked first.
      function sortedReplies(slug) {
        var rows = (C.replies[slug] || []).slice();
        function n(c) { var m = /^([\d.,]+)([KM]?)$/.exec(c) || [0, "0", ""]; return parseFloat(m[1].replace(/,/g, "")) * ({ K: 1e3, M: 1e6 }[m[2]] || 1); }
        if (S.reply_sort === "recent") rows.sort(function (a, b) { return a.minutes - b.minutes; });
        if (S.reply_sort === "liked") rows.sort(function (a, b) { return n(b.likes) - n(a.likes); });
        return rows;
      }
      function statLink(id, n, label, tab) {
        return h("a", { class: "x-stat", id: id, onclick: function () { go({ view: "engagements", eng_tab: tab }); } }, h("b", null, n), " " + label);
      }
      function renderEngagements(main) {
        var p = posts[S.post] || posts["amara-webb-cluster"];
        main.appendChild(h("div", { class: "x-head x-head-tabs" },
          h("div", { class: "x-head-row" },
            btn("social.head.back", "arrow-left", "Back", function () { go({ view: "post" }); }, "x-back"),
            h("div", { class: "x-head-titles" }, h("h2", null, "Post engagements"))),
          h("div", { class: "x-tabs", id: "social.eng.tabs" }, [["quotes", "Quotes"], ["reposts", "Reposts"], ["likes", "Likes"]].map(function (t) {
            return h("a", { class: "x-tab" + (S.eng_tab === t[0] ? " on" : ""), id: "social.eng.tab." + t[0],
              onclick: function () { go({ eng_tab: t[0] }); } }, h("span", null, t[1]));
          }))));
        if (S.eng_tab === "quotes") {
          var qs = C.quotes[p.slug] || [];
          if (!qs.length) main.appendChild(emptyState("No Quotes yet", "Share someone else's post on your timeline by adding your own comment to it."));
          qs.forEach(function (q) { main.appendChild(postEl(q, { quoteNoMedia: true })); });
        } else {
          var who = Object.keys(people).filter(function (s) { return s !== ME && s !== p.author; });
          who = S.eng_tab === "likes" ? who.slice(0, 18) : who.slice(10, 24);
          who.forEach(function (slug) { main.appendChild(personRow(slug, "social.eng." + S.eng_tab + "." + slug)); });
        }
      }
      // /<handle>/followers and /<handle>/following: tabs over a list of people.
      function renderConnections(main) {
        var slug = people[S.profile] ? S.profile : "kai", p = person(slug);
        main.appendChild(h("div", { class: "x-head x-head-tabs" },
          h("div", { class: "x-head-row" },
            btn("social.head.back", "arrow-left", "Back", function () { openProfile(slug); }, "x-back"),
            h("div", { class: "x-head-titles" }, h("h2", null, p.name, badge(p)), h("div", { class: "x-head-sub" }, "@" + p.handle))),
          h("div", { class: "x-tabs", id: "social.conn.tabs" }, [["verified", "Verified Followers"], ["followers", "Followers"], ["following", "Following"]].map(function (t) {
            return h("a", { class: "x-tab" + (S.view === t[0] ? " on" : ""), id: "social.conn.tab." + t[0],
              onclick: t[0] === "verified" ? null : function () { go({ view: t[0] }); } }, h("span", null, t[1]));
          }))));
        // A stable pick of accounts per person and tab (content has no follower graph beyond yours).
        var others = Object.keys(people).filter(function (s) { return s !== slug; });
        var start = (slug.length * 7 + (S.view === "following" ? 11 : 0)) % others.length;
        var who = others.slice(start).concat(others.slice(0, start)).slice(0, 16);
        who.forEach(function (s) { main.appendChild(personRow(s, "social.conn." + s)); });
      }
      // /search?q=...: the posts that mention the query, newest first.
      function renderSearch(main) {
        var q = S.search || "";
        var words = q.toLowerCase().replace(/^[#@]/, "").split(/\s+/).filter(function (w) { return w.length > 2; });
        main.appendChild(h("div", { class: "x-head x-head-tabs" },
          h("div", { class: "x-head-row" },
            btn("social.head.back", "arrow-left", "Back", function () { go({ view: "explore" }); }, "x-back"),
            h("label", { class: "x-search", id: "social.search.box" }, icon("search"), h("input", { type: "text", value: q, "aria-label": "Search query" }))),
          h("div", { class: "x-tabs", id: "social.search.tabs" }, ["Top", "Latest", "People", "Media", "Lists"].map(function (t, i) {
            return h("a", { class: "x-tab" + (i === 0 ? " on" : ""), id: "social.search.tab." + t.toLowerCase() }, h("span", null, t));
          }))));
        var found = Object.keys(posts).filter(function (s) {
          var text = posts[s].text.toLowerCase();
          return words.length && words.every(function (w) { return text.indexOf(w) >= 0; });
        }).sort(function (a, b) { return posts[a].minutes - posts[b].minutes; });
        if (!found.length) main.appendChild(emptyState("No results for \u201c" + q + "\u201d", "Try searching for something else, or check your Search settings to see if they\u2019re protecting you from potentially sensitive content."));
        found.forEach(function (s) { main.appendChild(postEl(posts[s], { idBase: "social.search.post." + s })); });
      }
      function emptyState(title, text) {
        return h("div", { class: "x-empty" }, h("h3", null, title), h("p", null, text));
      }
      function personRow(slug, idBase) {
        var p = person(slug);
        return h("div", { class: "x-person-row", id: idBase, onclick: function () { openProfile(slug); } },
          hoverCard(h("a", { class: "feed-av", id: idBase + ".avatar" }, kit.avatar(p, { size: 40 })), slug),
          h("div", { class: "x-person-body" },
            h("div", { class: "x-person-top" },
              h("div", { class: "x-name-stack" },
                hoverCard(h("a", { class: "feed-name", id: idBase + ".name" }, h("span", { class: "feed-name-text" }, p.name), badge(p)), slug),
                h("span", { class: "feed-handle" }, "@" + p.handle, p.follows_you ? h("span", { class: "x-follows-you" }, "Follows you") : null)),
              S.signed_in ? followButton(idBase + ".follow", slug, true) : null),
            h("div", { class: "x-person-bio" }, p.bio)));
      }

      /* ---------------- profile ---------------- */
      function renderProfile(main) {
        var slug = people[S.profile] ? S.profile : "kai", p = person(slug), mine = slug === ME;
        var own = C.profile_posts[slug] || [];
        main.appendChild(header(h("span", { class: "x-head-name" }, p.name, badge(p)), p.posts + " posts", true));
        var banner = h("div", { class: "x-banner" }, p.banner ? h("img", { src: p.banner, alt: "", draggable: "false" }) : null);
        var actions = mine
          ? [pill("social.profile.edit", "Edit profile", "x-outline")]
          : S.signed_in
            ? [btn("social.profile.more", "ellipsis", "More", null, "x-round"), btn("social.profile.grok", "square-slash", "Grok actions", null, "x-round"),
               btn("social.profile.message", "mail", "Message", function () { S.$set({ drawer: "open", dm: slug }); renderDrawer(); }, "x-round"),
               followButton("social.profile.follow", slug)]
            : [btn("social.profile.more", "ellipsis", "More", null, "x-round"), pill("social.profile.follow", "Follow", "x-dark")];
        var mutual = C.following.filter(function (s) { return s !== slug; }).slice(0, 2).map(function (s) { return person(s); });
        main.appendChild(h("div", { class: "x-profile", id: "social.profile" },
          banner,
          h("div", { class: "x-profile-top" },
            h("div", { class: "x-profile-av", id: "social.profile.avatar" }, kit.avatar(p, { size: 134 })),
            h("div", { class: "x-profile-actions" }, actions)),
          h("div", { class: "x-profile-names" },
            h("h1", null, p.name, badge(p)),
            h("div", { class: "x-handle" }, "@" + p.handle, p.follows_you && !mine ? h("span", { class: "x-follows-you" }, "Follows you") : null)),
          h("div", { class: "x-profile-bio" }, richText(p.bio, "social.profile.bio")),
          h("div", { class: "x-profile-meta" },
            h("span", null, icon("map-pin"), p.location), h("span", null, icon("calendar-days"), "Joined " + p.joined)),
          h("div", { class: "x-profile-stats" },
            h("a", { id: "social.profile.following", onclick: function () { openConnections(slug, "following"); } }, h("b", null, p.following), " Following"),
            h("a", { id: "social.profile.followers", onclick: function () { openConnections(slug, "followers"); } }, h("b", null, p.followers), " Followers")),
          !mine && S.signed_in ? h("div", { class: "x-profile-mutual" },
            h("span", { class: "x-mutual-avs" }, mutual.map(function (m) { return kit.avatar(m, { size: 20 }); })),
            "Followed by " + mutual.map(function (m) { return m.name; }).join(", ") + ", and 14 others you follow") : null));
        var tabs = [["posts", "Posts"], ["replies", "Replies"], ["highlights", "Highlights"], ["articles", "Articles"], ["media", "Media"], ["likes", "Likes"]];
        main.appendChild(h("div", { class: "x-tabs x-profile-tabs", id: "social.profile.tabs" }, tabs.map(function (t) {
          return h("a", { class: "x-tab" + (S.profile_tab === t[0] ? " on" : ""), id: "social.profile.tab." + t[0],
            onclick: function () { var y = window.scrollY; S.profile_tab = t[0]; render(); window.scrollTo(0, Math.min(y, 400)); } }, h("span", null, t[1]));
        })));
        var list = h("div", { class: "x-list", id: "social.profile.posts" });
        main.appendChild(list);
        var shown = own;
        if (S.profile_tab === "media") {
          var media = own.filter(function (s) { return posts[s].photos || posts[s].video; });
          list.appendChild(h("div", { class: "x-media-grid" }, media.map(function (s) {
            var q = posts[s];
            return h("a", { class: "x-media-cell", id: "social.profile.media." + s, onclick: function () { openViewer(s); } },
              h("img", { src: q.photos ? q.photos[0] : q.video.poster, alt: mediaAlt(q), draggable: "false" }));
          })));
          if (!media.length) list.appendChild(emptyState("@" + p.handle + " hasn't posted media", "Once they do, those posts will show up here."));
          return;
        }
        if (S.profile_tab === "replies") {
          shown = Object.keys(C.replies).reduce(function (acc, k) {
            return acc.concat(C.replies[k].filter(function (r) { return r.author === slug; }).map(function (r) { return r; }));
          }, []);
          shown.forEach(function (r) { list.appendChild(postEl(r)); });
          if (!shown.length) list.appendChild(emptyState("No replies yet", "When @" + p.handle + " replies, it will show up here."));
          return;
        }
        if (S.profile_tab === "likes") {
          var likes = C.for_you.filter(function (s) { return posts[s].author !== slug; }).slice(5, 15);
          likes.forEach(function (s) { list.appendChild(postEl(posts[s])); });
          return;
        }
        if (S.profile_tab !== "posts") { list.appendChild(emptyState("Nothing to see here yet", "Posts @" + p.handle + " highlights will show up here.")); return; }
        // posts: the pinned one first, then the rest, then a few reposts so the page scrolls
        var rest = C.for_you.filter(function (s) { return posts[s].author !== slug && own.indexOf(s) < 0; });
        var reposts = rest.slice(slug.length % 5, slug.length % 5 + 8);
        own.forEach(function (s, i) { list.appendChild(postEl(posts[s], { pinned: i === 0 && own.length > 1 })); });
        reposts.forEach(function (s) { list.appendChild(postEl(posts[s], { reposter: p.name })); });
        if (!S.signed_in) {
          list.appendChild(h("div", { class: "x-more-posts" }, "Sign up to see more posts from @" + p.handle));
        }
      }

      /* ---------------- explore ---------------- */
      function renderExplore(main) {
        var tabs = [["for_you", "For You"], ["trending", "Trending"], ["news", "News"], ["sports", "Sports"], ["entertainment", "Entertainment"]];
        main.appendChild(h("div", { class: "x-head x-head-tabs" },
          h("div", { class: "x-head-row" },
            h("label", { class: "x-search", id: "social.explore.search" }, icon("search"), h("input", { type: "text", placeholder: "Search", "aria-label": "Search" })),
            btn("social.explore.settings", "settings", "Settings")),
          h("div", { class: "x-tabs x-tabs-scroll", id: "social.explore.tabs" }, tabs.map(function (t) {
            return h("a", { class: "x-tab" + (S.explore_tab === t[0] ? " on" : ""), id: "social.explore.tab." + t[0],
              onclick: function () { go({ explore_tab: t[0] }); } }, h("span", null, t[1]));
          }))));
        if (S.explore_tab === "for_you") {
          var hero = C.explore_hero;
          main.appendChild(h("a", { class: "x-hero", id: "social.explore.hero" },
            h("img", { src: hero.photo, alt: hero.alt, draggable: "false" }),
            h("div", { class: "x-hero-text" }, h("span", null, hero.context), h("h3", null, hero.title))));
        }
        var rows = C.trends[S.explore_tab] || [];
        main.appendChild(h("div", { class: "x-explore-list", id: "social.explore.trends" },
          S.explore_tab === "for_you" ? h("h2", { class: "x-section-title" }, "Trends for you") : null,
          rows.map(function (t) { return trendRow(t, "social.explore.trend." + t.slug); })));
        if (S.explore_tab === "for_you") {
          main.appendChild(h("h2", { class: "x-section-title" }, "Posts for you"));
          ["amara-octopus", "kai-blue-hour", "ingrid-dogs"].forEach(function (s) { main.appendChild(postEl(posts[s])); });
        }
      }

      /* ---------------- notifications ---------------- */
      var NOTE_ICON = { like: ["heart_20_filled", "like"], repost: ["repeat-2", "repost"], follow: ["person_24_filled", "follow"] };
      function renderNotifications(main) {
        main.appendChild(h("div", { class: "x-head x-head-tabs" },
          h("div", { class: "x-head-row" }, h("div", { class: "x-head-titles" }, h("h2", null, "Notifications")),
            btn("social.notifications.settings", "settings", "Settings")),
          h("div", { class: "x-tabs", id: "social.notifications.tabs" }, [["all", "All"], ["verified", "Verified"], ["mentions", "Mentions"]].map(function (t) {
            return h("a", { class: "x-tab" + (S.notif_tab === t[0] ? " on" : ""), id: "social.notifications.tab." + t[0],
              onclick: function () { go({ notif_tab: t[0] }); } }, h("span", null, t[1]));
          }))));
        var rows = C.notifications.filter(function (n) {
          if (S.notif_tab === "mentions") return n.kind === "mention" || n.kind === "reply";
          if (S.notif_tab === "verified") return person(n.who[0]).verified;
          return true;
        });
        var list = h("div", { class: "x-list", id: "social.notifications.list" });
        rows.forEach(function (n) { list.appendChild(noteRow(n)); });
        main.appendChild(list);
        if (S.notif_prompt) {
          kit.dialog({ id: "social.notif-prompt", title: null, cls: "x-dialog x-prompt", closeButton: false, closeOnBackdrop: false,
            body: h("div", { class: "x-prompt-body" }, h("span", { class: "x-prompt-ic" }, icon("bell", 40)),
              h("h2", null, "Turn on notifications"),
              h("p", null, "Get the most out of X by staying up to date with what's happening.")),
            actions: [{ id: "social.notif-prompt.allow", label: "Allow notifications", primary: true },
                      { id: "social.notif-prompt.later", label: "Not now" }],
            onClose: function () { S.notif_prompt = false; } });
        }
      }
      function noteRow(n) {
        var idBase = "social.note." + n.id;
        if (n.kind === "mention" || n.kind === "reply") {
          var fake = { slug: n.id, author: n.who[0], ago: n.ago, text: n.text, replies: "1", reposts: "0", likes: "4", views: "120",
                       reply_to: n.kind === "reply" ? ME : null };
          return postEl(fake, { idBase: idBase });
        }
        var first = person(n.who[0]);
        var others = n.who.length - 1;
        var what = { like: "liked your post", repost: "reposted your post", follow: "followed you" }[n.kind];
        var ic = NOTE_ICON[n.kind];
        return h("article", { class: "x-note", id: idBase },
          h("div", { class: "x-note-ic " + ic[1] }, ic[0].indexOf("_") > 0 ? fluent(ic[0], { size: null }) : icon(ic[0])),
          h("div", { class: "x-note-body" },
            h("div", { class: "x-note-avs" }, n.who.map(function (s) {
              return hoverCard(h("a", { class: "x-note-av", id: idBase + ".avatar." + s, onclick: function (e) { e.stopPropagation(); openProfile(s); } },
                kit.avatar(person(s), { size: 32 })), s);
            })),
            h("div", { class: "x-note-text" }, h("b", null, first.name), others ? " and " + others + (others === 1 ? " other " : " others ") : " ", what),
            n.post ? h("div", { class: "x-note-snippet" }, posts[n.post].text) : null));
      }

      /* ---------------- messages drawer ---------------- */
      var drawerEl = null;
      function renderDrawer() {
        drawerHost.innerHTML = "";
        if (!S.signed_in) return;
        var open = S.drawer === "open";
        var d = h("div", { class: "x-drawer" + (open ? " open" : ""), id: "social.drawer" });
        var toggle = btn("social.drawer.toggle", open ? "chevrons-down" : "chevrons-up", open ? "Collapse" : "Expand",
                         function () { S.drawer = open ? "collapsed" : "open"; renderDrawer(); });
        if (S.dm && open) {
          var who = person(S.dm);
          d.appendChild(h("div", { class: "x-drawer-head", id: "social.drawer.header" },
            btn("social.drawer.back", "arrow-left", "Back", function () { S.dm = null; renderDrawer(); }),
            kit.avatar(who, { size: 32 }),
            h("div", { class: "x-drawer-title x-dm-title" }, h("b", null, who.name), h("span", null, "@" + who.handle)),
            btn("social.drawer.info", "info", "Conversation info"), toggle));
          d.appendChild(dmThread(S.dm));
          d.appendChild(h("div", { class: "x-dm-compose" },
            btn("social.dm.media", "image", "Media", null, "blue"), btn("social.dm.gif", "image-play", "GIF", null, "blue"),
            btn("social.dm.emoji", "smile", "Emoji", null, "blue"),
            h("div", { class: "x-dm-input", id: "social.dm.input", contenteditable: "true", "data-placeholder": "Start a new message" }),
            btn("social.dm.send", "send-horizontal", "Send", null, "blue")));
        } else {
          var head = h("div", { class: "x-drawer-head", id: "social.drawer.header",
            onclick: function () { S.drawer = open ? "collapsed" : "open"; renderDrawer(); } },
            h("div", { class: "x-drawer-title" }, h("b", null, "Messages")),
            btn("social.drawer.new", "mail-plus", "New message"), toggle);
          d.appendChild(head);
          if (open) {
            var list = h("div", { class: "x-drawer-list", id: "social.drawer.list" },
              C.dms.map(function (c) {
                var p = person(c.who);
                return h("div", { class: "x-dm-row" + (c.who === "priya" ? " unread" : ""), id: "social.drawer.dm." + c.who,
                  onclick: function () { S.dm = c.who; renderDrawer(); } },
                  kit.avatar(p, { size: 40 }),
                  h("div", { class: "x-dm-row-body" },
                    h("div", { class: "x-dm-row-top" }, h("b", null, p.name), badge(p), h("span", { class: "x-handle" }, "@" + p.handle),
                      h("span", { class: "x-dot" }, "·"), h("span", { class: "x-handle" }, c.ago)),
                    h("div", { class: "x-dm-row-last" }, c.last)));
              }));
            d.appendChild(list);
          }
        }
        drawerHost.appendChild(d);
        drawerEl = d;
        var th = d.querySelector(".x-dm-thread");
        if (th) th.scrollTop = th.scrollHeight;
      }
      function dmThread(slug) {
        var rows = C.dm_threads[slug] || [{ kind: "day", label: "Today" }, { who: slug, time: "9:02 AM", text: C.dms.filter(function (c) { return c.who === slug; })[0].last }];
        var th = h("div", { class: "x-dm-thread", id: "social.dm.thread" },
          h("div", { class: "x-dm-intro" }, kit.avatar(person(slug), { size: 64 }), h("b", null, person(slug).name),
            h("span", { class: "x-handle" }, "@" + person(slug).handle),
            h("span", { class: "x-muted" }, "Joined " + person(slug).joined + " · " + person(slug).followers + " Followers")));
        rows.forEach(function (m, i) { th.appendChild(dmMessage(m, "social.dm.msg." + (i + 1))); });
        if (slug === "priya" && typeof S.incoming_ms === "number" && !dmArrived) {
          var typing = h("div", { class: "x-dm-typing", id: "social.dm.typing", hidden: true }, h("span"), h("span"), h("span"));
          th.appendChild(typing);
          setTimeout(function () { typing.hidden = false; th.scrollTop = th.scrollHeight; }, Math.max(0, S.incoming_ms - 1500));
          setTimeout(function () {
            dmArrived = true; typing.remove();
            th.appendChild(dmMessage(C.dm_incoming, "social.dm.incoming"));
            th.scrollTop = th.scrollHeight;
          }, S.incoming_ms);
        } else if (slug === "priya" && dmArrived) th.appendChild(dmMessage(C.dm_incoming, "social.dm.incoming"));
        return th;
      }
      function dmMessage(m, id) {
        if (m.kind === "day") return h("div", { class: "x-dm-day" }, m.label);
        var mine = m.who === ME;
        var bubble = h("div", { class: "x-dm-bubble" }, richText(m.text, id));
        var row = h("div", { class: "x-dm-msg" + (mine ? " mine" : ""), id: id },
          h("div", { class: "x-dm-line" }, bubble,
            h("span", { class: "x-dm-tools" },
              btn(id + ".react", "smile-plus", "React"), btn(id + ".more", "ellipsis", "More"))),
          h("div", { class: "x-dm-time" }, m.time));
        var more = row.querySelector('[data-igg-id="' + id + '.more"]');
        // X's reaction picker: a row of emoji over the message (S.react_picker: which message).
        var react = row.querySelector('[data-igg-id="' + id + '.react"]'), reacted = null;
        var picker = kit.popover(react, function () {
          return h("div", { class: "x-react-row" }, ["😂", "😲", "😢", "❤️", "🔥", "👍", "👎"].map(function (e, i) {
            return h("button", { class: "x-react-emoji", id: id + ".reaction." + (i + 1), type: "button", "aria-label": e,
              onclick: function (ev) {
                ev.stopPropagation(); picker.close("pick");
                if (reacted) reacted.remove();
                reacted = h("span", { class: "x-dm-reaction" }, e); bubble.appendChild(reacted);
              } }, e);
          }));
        }, { id: id + ".reactions", placement: "top-end", cls: "x-react-pop", role: "menu",
             onOpen: function () { S.react_picker = id; }, onClose: function () { if (S.react_picker === id) S.react_picker = null; } });
        kit.menu(more, [
          { id: id + ".menu.reply", label: "Reply", icon: "lucide:reply" },
          { id: id + ".menu.copy", label: "Copy message", icon: "lucide:copy", onSelect: function () { S.copied = m.text; toast("Copied to clipboard"); } },
          { id: id + ".menu.delete", label: "Delete for you", icon: "lucide:trash-2" },
          { id: id + ".menu.report", label: "Report message", icon: "lucide:flag" },
        ], { id: id + ".menu", placement: "top-end", cls: "x-menu" });
        return row;
      }

      /* ---------------- docked video ---------------- */
      function renderDock() {
        dockHost.innerHTML = "";
        var p = S.dock && posts[S.dock];
        if (!p || !p.video) return;
        var el = h("div", { class: "x-dock", id: "social.dock" },
          h("img", { src: p.video.poster, alt: mediaAlt(p), draggable: "false" }),
          h("div", { class: "x-dock-top" },
            h("button", { class: "x-dock-btn", id: "social.dock.close", type: "button", "aria-label": "Close", onclick: function (e) { e.stopPropagation(); S.dock = null; renderDock(); } }, icon("x")),
            h("span", { class: "x-grow" }),
            h("button", { class: "x-dock-btn", id: "social.dock.expand", type: "button", "aria-label": "Go to post", onclick: function (e) { e.stopPropagation(); openPost(p.slug); } }, icon("maximize-2"))),
          h("div", { class: "x-dock-bottom" },
            h("button", { class: "x-dock-btn", id: "social.dock.pause", type: "button", "aria-label": "Pause" }, icon("pause")),
            h("div", { class: "x-vid-progress" }, h("div", { class: "x-vid-bar", style: { width: "38%" } })),
            h("button", { class: "x-dock-btn", id: "social.dock.mute", type: "button", "aria-label": "Unmute" }, icon("volume-x"))));
        if (S.dock_pos) { el.style.left = S.dock_pos[0] + "px"; el.style.top = S.dock_pos[1] + "px"; el.style.right = "auto"; el.style.bottom = "auto"; }
        kit.draggable(el, el, { bounds: "viewport", onEnd: function (pos) { S.dock_pos = [pos.left, pos.top]; } });
        dockHost.appendChild(el);
      }
      // A video the user started plays on in the docked player when it scrolls out of view.
      window.addEventListener("scroll", function () {
        if (!S.sound || S.dock) return;
        var v = ctx.byId("social.post." + S.sound + ".video");
        if (v && v.getBoundingClientRect().bottom < 0) { S.dock = S.sound; renderDock(); }
      });

      /* ---------------- overlays: compose, lists, viewer, sign-up sheet, cookies ---------------- */
      // The Post dialog: a new post, a quote of quoteSlug, or a reply to replyTo (a post object).
      function openCompose(quoteSlug, replyTo) {
        var q = quoteSlug ? posts[quoteSlug] : null;
        S.$set({ compose: true, quote: q ? q.slug : null, reply_to: replyTo ? replyTo.slug : null });
        var dlg = kit.dialog({ id: "social.compose", cls: "x-dialog x-compose", closeButton: false,
          body: h("div", null,
            h("div", { class: "x-compose-top" },
              btn("social.compose.close", "x", "Close", function () { dlg.close("close"); }),
              h("a", { class: "x-drafts", id: "social.compose.drafts" }, "Drafts")),
            replyTo ? h("div", { class: "x-compose-reply" }, postEl(replyTo, { idBase: "social.compose.parent" })) : null,
            composer("social.compose.editor", q ? "Add a comment" : replyTo ? "Post your reply" : "What's happening?",
                     { replySettings: !replyTo, submit: replyTo ? "Reply" : "Post" }),
            q ? h("div", { class: "x-compose-quote" }, quoteCard(q, "social.compose")) : null),
          onClose: function () { S.$set({ compose: false, quote: null, reply_to: null }); } });
      }
      function openLists(slug) {
        var p = person(slug);
        S.$set({ lists_for: slug, lists_picked: [] });
        var dlg = kit.dialog({ id: "social.lists", cls: "x-dialog x-lists", closeButton: false,
          onClose: function () { S.$set({ lists_for: null, lists_picked: [] }); },
          body: h("div", { class: "x-lists-in" },
            h("div", { class: "x-dialog-head" },
              btn("social.lists.close", "x", "Close", function () { dlg.close("close"); }),
              h("h2", null, "Pick a List"), h("span", { class: "x-grow" }),
              pill("social.lists.save", "Save", "x-dark", function () { dlg.close("save"); toast("Updated your Lists for @" + p.handle); })),
            h("a", { class: "x-lists-new", id: "social.lists.create" }, "Create a new List"),
            h("div", { class: "x-lists-body", id: "social.lists.body" }, C.lists.map(function (l) {
              var row = h("div", { class: "x-list-row", id: "social.lists." + l.slug, onclick: function () {
                row.classList.toggle("on", toggle("lists_picked", l.slug)); } },
                h("span", { class: "x-list-ic" }, icon("list-todo")),
                h("div", { class: "x-list-names" }, h("b", null, l.name), h("span", { class: "x-muted" }, l.members + " members")),
                h("span", { class: "x-check" }, icon("check")));
              return row;
            }))) });
      }
      function openViewer(slug) { S.viewer = slug; renderViewer(); }
      function renderViewer() {
        var p = S.viewer && posts[S.viewer];
        var old = overlayHost.querySelector(".x-viewer");
        if (old) old.remove();
        if (!p || !(p.photos || p.video)) return;
        var author = person(p.author);
        var replies = (C.replies[p.slug] || []);
        var v = h("div", { class: "x-viewer", id: "social.viewer" },
          h("div", { class: "x-viewer-stage" },
            btn("social.viewer.close", "x", "Close", function () { S.viewer = null; renderViewer(); }, "x-viewer-x"),
            h("img", { src: p.photos ? p.photos[0] : p.video.poster, alt: mediaAlt(p), draggable: "false" }),
            h("div", { class: "x-viewer-actions" }, actionBar(p, "social.viewer.post"))),
          h("div", { class: "x-viewer-side", id: "social.viewer.side" },
            h("div", { class: "x-post-head" },
              h("div", { class: "x-focus-author" }, kit.avatar(author, { size: 40 }), nameRow(p, false, "social.viewer.post", { stacked: true }))),
            h("div", { class: "x-text" }, p.text),
            h("div", { class: "x-stamp" }, p.stamp, " · ", h("b", null, p.views), " Views"),
            replies.map(function (r) { return postEl(r, { idBase: "social.viewer.reply." + r.slug }); })));
        overlayHost.appendChild(v);
      }
      function renderSignedOut() {
        bottomHost.innerHTML = "";
        if (S.signed_in) return;
        bottomHost.appendChild(h("div", { class: "x-bottom-bar", id: "social.signup-bar" },
          h("div", { class: "x-bottom-in" },
            h("div", null, h("b", null, "Don't miss what's happening"), h("div", null, "People on X are the first to know.")),
            h("div", { class: "x-bottom-btns" }, pill("social.signup-bar.login", "Log in", "x-outline-white"), pill("social.signup-bar.signup", "Sign up", "x-white")))));
        if (S.cookies) {
          var c = h("div", { class: "x-cookies", id: "social.cookies" },
            h("div", { class: "x-cookies-in" },
              h("div", null, h("h3", null, "Did someone say … cookies?"),
                h("p", null, "X and its partners use cookies to provide you with a better, safer and faster service and to support our business. " +
                  "Some cookies are necessary to use our services, improve our services, and make sure they work properly. ",
                  h("a", { class: "x-link" }, "Show more about your choices"), ".")),
              h("div", { class: "x-cookies-btns" },
                pill("social.cookies.accept", "Accept all cookies", "x-dark", function () { S.cookies = false; c.remove(); }),
                pill("social.cookies.refuse", "Refuse non-essential cookies", "x-outline", function () { S.cookies = false; c.remove(); }))));
          bottomHost.appendChild(c);
        }
        if (S.sheet) showSheet();
      }
      var sheetShown = false, sheet = null;
      function showSheet() {
        if (sheetShown) return;
        sheetShown = true; S.sheet = true;
        sheet = kit.dialog({ id: "social.sheet", cls: "x-dialog x-sheet", closeButton: false, closeOnBackdrop: false,
          body: h("div", { class: "x-sheet-in" },
            h("button", { class: "x-icon-btn x-sheet-x", id: "social.sheet.close", type: "button", "aria-label": "Close",
              onclick: function () { sheet.close("close"); } }, icon("x")),
            logo("sheet"),
            h("h2", null, "Don't miss what's happening"),
            h("p", null, "People on X are the first to know."),
            pill("social.sheet.google", "Sign up with Google", "x-outline wide"),
            pill("social.sheet.apple", "Sign up with Apple", "x-outline wide"),
            h("div", { class: "x-or" }, h("span", null, "or")),
            pill("social.sheet.create", "Create account", "x-dark wide"),
            h("p", { class: "x-fine" }, "By signing up, you agree to the Terms of Service and Privacy Policy, including Cookie Use."),
            h("div", { class: "x-sheet-login" }, "Already have an account? ", h("a", { class: "x-link", id: "social.sheet.login" }, "Log in"))),
          onClose: function () { S.sheet = false; } });
      }
      // Signed out, reading far enough down a page brings the sign-up sheet over it (as x.com does).
      window.addEventListener("scroll", function () {
        if (!S.signed_in && !sheetShown && window.scrollY > SHEET_AFTER_PX) showSheet();
        stickSide();
      });

      /* ---------------- mobile tab bar ---------------- */
      function renderTabbar() {
        tabbarHost.innerHTML = "";
        if (!S.signed_in) return;
        var act = activeNav();
        tabbarHost.appendChild(h("nav", { class: "x-tabbar" },
          [["home", "house"], ["explore", "search"], ["grok", "square-slash"], ["notifications", "bell"], ["messages", "mail"]].map(function (t) {
            return h("a", { class: "x-tabbar-item" + (act === t[0] ? " on" : ""), id: "social.tabbar." + t[0],
              onclick: function () { navTo(t[0]); } }, act === t[0] && FILLED[t[0]] ? fluent(FILLED[t[0]], { size: null }) : icon(t[1]));
          })));
        tabbarHost.appendChild(h("button", { class: "x-fab", id: "social.fab", type: "button", "aria-label": "Post",
          onclick: function () { openCompose(null); } }, icon("feather")));
      }

      /* ---------------- render ---------------- */
      function render() {
        renderNav();
        mainHost.innerHTML = "";
        var view = S.view;
        if (view === "post") renderPost(mainHost);
        else if (view === "engagements") renderEngagements(mainHost);
        else if (view === "profile") renderProfile(mainHost);
        else if (view === "explore") renderExplore(mainHost);
        else if (view === "notifications") renderNotifications(mainHost);
        else if (view === "followers" || view === "following") renderConnections(mainHost);
        else if (view === "search") renderSearch(mainHost);
        else renderHome(mainHost);
        renderSide();
      }

      render();
      renderDrawer();
      renderDock();
      renderSignedOut();
      renderTabbar();
      if (S.viewer) renderViewer();
      if (S.compose) openCompose(S.quote, null);
      if (S.lists_for && people[S.lists_for]) openLists(S.lists_for);
      window.addEventListener("resize", stickSide);
      if (S.scroll_y) window.scrollTo(0, S.scroll_y);
    },
  });
})();
