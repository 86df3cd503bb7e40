/* devhub: a GitHub-like repository page (meridian-labs/tern), built on the app kit (IGG.kit).
 *
 * State keys, types and defaults: manifest.yaml beside this file. One page shell (global header,
 * repository header and tabs) and five screens: the code view with its README, a file view with
 * the file tree, the pull request and issue lists, and pull request #482 (conversation with the
 * review timeline and merge box, commits, checks, and the long "Files changed" diff).
 * Icons (Octicons), avatars, menus, hover cards, tooltips, dialogs, the toast, the draggable
 * Copilot panel and every timer are the kit's; select panels (branch picker, Code, review) are
 * small popovers written here, anchored in the page as GitHub anchors them, so they scroll along.
 */
IGG.app({
  mount: function (root, ctx) {
    "use strict";
    var h = ctx.h, kit = ctx.kit, C = ctx.content;
    var P = C.people, R = C.repo, PR = C.pr, ME = C.me;
    var S = ctx.store(), init = S;
    var following = {}, viewed = {}, hunksOpen = {};
    var icon = kit.icons("octicon");
    kit.configure({ icons: { close: "octicon:x", check: "octicon:check", submenu: "octicon:chevron-right",
                             prev: "octicon:chevron-left", next: "octicon:chevron-right" } });

    function slug(s) { return String(s).toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, ""); }
    function person(login) { return P[login] || { login: login, name: login }; }
    function avatar(login, size, id) {
      var p = person(login);
      if (p.bot) return h("span", { class: "dh-bot-av", id: id, style: { width: size + "px", height: size + "px", background: p.color } },
                          icon(login === "dependabot" ? "package" : login === "vercel" ? "triangle-down" : "check-circle-fill", { size: Math.round(size * 0.6) }));
      return kit.avatar({ name: p.name }, { size: size, id: id, cls: "dh-av" });
    }
    function btn(label, opts) {
      opts = opts || {};
      return h("button", { class: "dh-btn" + (opts.cls ? " " + opts.cls : ""), id: opts.id, type: "button",
                           disabled: opts.disabled, "aria-disabled": opts.disabled ? "true" : null, onclick: opts.onClick },
        opts.icon ? icon(opts.icon, { size: 16 }) : null, label ? h("span", { class: "dh-btn-label" }, label) : null,
        opts.count !== undefined ? h("span", { class: "dh-counter" }, opts.count) : null,
        opts.caret ? icon("triangle-down", { size: 16, cls: "dh-caret" }) : null);
    }
    function label(key, id) {
      var L = C.labels[key] || { name: key, color: "#ededed" };
      var dark = luminance(L.color) < 0.6;
      return h("a", { class: "dh-label", id: id, href: "#", style: { background: L.color, color: dark ? "#fff" : "#1f2328",
                                                                     borderColor: dark ? "transparent" : "rgba(31,35,40,.15)" } }, L.name);
    }
    function luminance(hex) {
      var n = parseInt(hex.slice(1), 16), r = (n >> 16) / 255, g = (n >> 8 & 255) / 255, b = (n & 255) / 255;
      return 0.299 * r + 0.587 * g + 0.114 * b;
    }

    /* ---------------------------------------------------------------- inline markdown */
    // `code`, **bold**, [text](href), #123 issue references and @login mentions, as GitHub renders them.
    function md(text, prefix) {
      var out = [], re = /(`[^`]+`)|(\*\*[^*]+\*\*)|(\[[^\]]+\]\([^)]+\))|(#\d{3})|(@[a-z0-9-]+)/g, last = 0, m;
      while ((m = re.exec(text))) {
        if (m.index > last) out.push(text.slice(last, m.index));
        var t = m[0];
        if (m[1]) out.push(h("code", { class: "dh-icode" }, t.slice(1, -1)));
        else if (m[2]) out.push(h("strong", null, t.slice(2, -2)));
        else if (m[3]) { var lm = /\[([^\]]+)\]\(([^)]+)\)/.exec(t); out.push(h("a", { href: "#", id: prefix ? prefix + ".link." + slug(lm[1]) : null }, lm[1])); }
        else if (m[4]) out.push(issueRef(+t.slice(1), prefix ? prefix + ".ref." + t.slice(1) : null));
        else if (m[5]) {
          var login = t.slice(1);
          if (P[login]) out.push(userLink(login, prefix ? prefix + ".mention." + login : null, "@" + login, "dh-mention"));
          else out.push(t);
        }
        last = m.index + t.length;
      }
      if (last < text.length) out.push(text.slice(last));
      return out;
    }
    function block(lines, prefix) {  // paragraphs, "- " lists and **headings** of a comment body
      var out = [], list = null;
      lines.forEach(function (line) {
        if (line.slice(0, 2) === "- ") {
          if (!list) { list = h("ul"); out.push(list); }
          list.appendChild(h("li", null, md(line.slice(2), prefix)));
        } else { list = null; out.push(h("p", null, md(line, prefix))); }
      });
      return out;
    }

    /* ---------------------------------------------------------------- reaction emoji */
    // The machine has no colour emoji font, so the four reactions the content uses are drawn as SVG.
    var EMOJI = {
      "+1": '<path d="M2.5 9.5h3.2v8H2.5z" fill="#EF9645"/><path d="M6.5 9.2 9.6 3c1.5-.2 2.4.9 2.1 2.4l-.6 2.7h4.6c1.2 0 2 1 1.8 2.1l-1.1 6.1c-.2.9-1 1.5-1.9 1.5H6.5z" fill="#FFCC4D"/>',
      heart: '<path d="M10 17.2 3.3 10.8A4 4 0 0 1 10 5.2a4 4 0 0 1 6.7 5.6z" fill="#DD2E44"/>',
      rocket: '<path d="M17.5 2.5c-4.5-.4-8 1.8-10.5 6l-2.3.2-2.2 2.8 3.2.4 2.5 2.5.4 3.2 2.8-2.2.2-2.3c4.2-2.5 6.4-6 6-10.6z" fill="#CCD6DD"/><circle cx="12.7" cy="7.3" r="1.8" fill="#55ACEE"/><path d="M5 13.5c-1.5.5-2.5 2.5-2.5 4 1.5 0 3.5-1 4-2.5z" fill="#F4900C"/>',
      eyes: '<ellipse cx="6.3" cy="10" rx="4" ry="6.5" fill="#fff" stroke="#31373D"/><ellipse cx="13.7" cy="10" rx="4" ry="6.5" fill="#fff" stroke="#31373D"/><ellipse cx="4.8" cy="10.5" rx="1.9" ry="2.6" fill="#31373D"/><ellipse cx="12.2" cy="10.5" rx="1.9" ry="2.6" fill="#31373D"/>',
    };
    function emoji(name) {
      return h("span", { class: "dh-emoji", html: '<svg viewBox="0 0 20 20" width="16" height="16">' + (EMOJI[name] || EMOJI["+1"]) + "</svg>" });
    }

    /* ---------------------------------------------------------------- hover cards */
    function userCard(login) {
      var p = person(login);
      if (p.bot) return h("div", { class: "dh-hc" }, h("div", { class: "dh-hc-row" }, avatar(login, 48), h("div", null,
        h("div", { class: "dh-hc-name" }, p.name), h("div", { class: "dh-muted" }, "GitHub App"))));
      var followed = following[login];
      var follow = h("button", { class: "dh-btn dh-btn-sm", id: "devhub.card." + login + ".follow", type: "button",
        onclick: function () { following[login] = !following[login]; follow.querySelector(".dh-btn-label").textContent = following[login] ? "Unfollow" : "Follow"; } },
        h("span", { class: "dh-btn-label" }, followed ? "Unfollow" : "Follow"));
      var member = p.company === "@meridian-labs";
      return h("div", { class: "dh-hc" },
        h("div", { class: "dh-hc-row" }, avatar(login, 48), h("span", { class: "dh-fill" }),
          login === ME ? null : h("div", { class: "dh-hc-actions" },
            login === "dvolkov" || login === "jpereira" ? h("button", { class: "dh-btn dh-btn-sm", id: "devhub.card." + login + ".sponsor", type: "button" },
              icon("heart", { size: 16, cls: "dh-sponsor" }), h("span", { class: "dh-btn-label" }, "Sponsor")) : null, follow)),
        h("div", { class: "dh-hc-title" }, h("a", { href: "#", class: "dh-hc-name" }, p.name), " ", h("span", { class: "dh-muted" }, p.login)),
        h("div", { class: "dh-hc-bio" }, p.bio),
        h("div", { class: "dh-hc-meta" }, icon("globe", { size: 16 }), p.location),
        member ? h("div", { class: "dh-hc-meta" }, icon("organization", { size: 16 }), "Member of ", h("b", null, "meridian-labs"))
               : h("div", { class: "dh-hc-meta" }, icon("history", { size: 16 }), "Committed to this repository in the past month"));
    }
    function userLink(login, id, text, cls) {
      var a = h("a", { href: "#", class: cls || "dh-author", id: id }, text || login);
      kit.hoverCard(a, function () { return userCard(login); }, { id: "devhub.card." + login, cls: "dh-card" });
      return a;
    }
    function hoverUser(el, login) {
      kit.hoverCard(el, function () { return userCard(login); }, { id: "devhub.card." + login, cls: "dh-card" });
      return el;
    }
    function issueData(n) {
      var it = null;
      C.issues.forEach(function (i) { if (i.n === n) it = i; });
      if (it) return { n: n, title: it.title, labels: it.labels, opened: it.opened, body: it.body, author: it.author, pr: false };
      C.pulls.forEach(function (p) { if (p.n === n) it = { n: n, title: p.title, labels: p.labels, opened: p.opened, body: "", author: p.author, pr: true, status: p.status }; });
      return it || { n: n, title: "Issue #" + n, labels: [], opened: "", body: "" };
    }
    function issueCard(n) {
      var d = issueData(n);
      var merged = d.pr && d.status === "merged";
      return h("div", { class: "dh-hc" },
        h("div", { class: "dh-muted dh-small" }, "meridian-labs/tern ", d.opened ? "· opened " + d.opened : ""),
        h("div", { class: "dh-hc-issue" },
          icon(d.pr ? (merged ? "git-merge" : "git-pull-request") : "issue-opened", { size: 16, cls: merged ? "dh-purple" : "dh-open" }),
          h("div", null, h("a", { href: "#", class: "dh-hc-ititle" }, d.title), " ", h("span", { class: "dh-muted" }, "#" + n))),
        d.body ? h("div", { class: "dh-hc-body" }, d.body) : null,
        d.labels.length ? h("div", { class: "dh-hc-labels" }, d.labels.map(function (k) { return label(k); })) : null);
    }
    function issueRef(n, id) {
      var a = h("a", { href: "#", class: "dh-ref", id: id }, "#" + n);
      kit.hoverCard(a, function () { return issueCard(n); }, { id: "devhub.card.issue." + n, cls: "dh-card dh-card-wide" });
      return a;
    }
    function commitCard(sha) {
      var c = null;
      PR.commits.forEach(function (x) { if (x.sha === sha) c = x; });
      if (!c) c = { sha: sha, author: C.last_commit.author, message: C.last_commit.message, when: C.last_commit.when };
      var d = C.commit_details[sha] || {};
      return h("div", { class: "dh-hc" },
        h("div", { class: "dh-muted dh-small" }, icon("repo", { size: 16 }), " meridian-labs/tern"),
        h("div", { class: "dh-hc-commit" }, h("a", { href: "#" }, c.message)),
        h("div", { class: "dh-hc-meta" }, avatar(c.author, 20), h("b", null, c.author), " committed " + c.when),
        h("div", { class: "dh-hc-meta dh-mono" }, icon("git-commit", { size: 16 }), (d.full || sha).slice(0, 12),
          h("span", { class: "dh-diffstat-sm" }, h("span", { class: "dh-add" }, "+" + (d.additions || 0)), " ", h("span", { class: "dh-del" }, "−" + (d.deletions || 0)))));
    }
    function shaLink(sha, id) {
      var a = h("a", { href: "#", class: "dh-sha", id: id }, sha);
      kit.hoverCard(a, function () { return commitCard(sha); }, { id: "devhub.card.commit." + sha, cls: "dh-card" });
      return a;
    }

    /* ---------------------------------------------------------------- popovers (select panels) */
    // GitHub's select panels open under their button and scroll with the page (kit.popover,
    // inline in a wrapper): a click outside or Escape closes them. One at a time, kept in
    // S.popover so a task can start with one open.
    var openPop = null;
    function closePopover() { if (openPop) openPop.close("close"); }
    function popover(name, anchor, build, opts) {
      opts = opts || {};
      var wrap = h("span", { class: "dh-popwrap" }, anchor);
      var pop = kit.popover(anchor, build, {
        id: opts.id, inline: true, host: wrap,
        cls: "dh-pop " + (opts.cls || "") + (opts.align === "end" ? " dh-pop-end" : ""),
        onOpen: function () {
          if (openPop && openPop !== pop) openPop.close("other");
          openPop = pop; S.popover = name;
        },
        onClose: function () { if (openPop === pop) { openPop = null; S.popover = null; } },
      });
      if (S.popover === name) setTimeout(pop.open, 0);
      return wrap;
    }
    function panelHead(title, id) {
      return h("div", { class: "dh-pop-head" }, h("span", { class: "dh-pop-title" }, title),
        h("button", { class: "dh-iconbtn", id: id, type: "button", "aria-label": "Close", onclick: closePopover }, icon("x", { size: 16 })));
    }
    function segTabs(items, selected, onPick, cls) {
      return h("div", { class: "dh-seg " + (cls || "") }, items.map(function (t) {
        return h("button", { class: "dh-seg-tab" + (t.key === selected ? " dh-on" : ""), id: t.id, type: "button",
                             onclick: function () { onPick(t.key); } }, t.label);
      }));
    }

    /* ---------------------------------------------------------------- global header */
    function header() {
      var menuBtn = h("button", { class: "dh-hbtn", id: "devhub.header.menu", type: "button", "aria-label": "Open global navigation menu",
                                  onclick: function () { openDrawer(); } }, icon("three-bars", { size: 16 }));
      var create = h("button", { class: "dh-hbtn dh-hbtn-wide", id: "devhub.header.create", type: "button", "aria-label": "Create something new" },
        icon("plus", { size: 16 }), icon("triangle-down", { size: 16 }));
      kit.menu(create, [
        { id: "devhub.create.repo", label: "New repository", icon: "octicon:repo" },
        { id: "devhub.create.import", label: "Import repository", icon: "octicon:repo-push" },
        { divider: true },
        { id: "devhub.create.codespace", label: "New codespace", icon: "octicon:codespaces" },
        { id: "devhub.create.gist", label: "New gist", icon: "octicon:code" },
        { divider: true },
        { id: "devhub.create.org", label: "New organization", icon: "octicon:organization" },
        { id: "devhub.create.project", label: "New project", icon: "octicon:table" },
      ], { id: "devhub.menu.create", placement: "bottom-end", cls: "dh-menu" });
      var me = h("button", { class: "dh-hav", id: "devhub.header.avatar", type: "button", "aria-label": "Open user navigation menu" }, avatar(ME, 32));
      kit.menu(me, [
        { heading: person(ME).name + " (" + ME + ")" },
        { divider: true },
        { id: "devhub.user.profile", label: "Your profile", icon: "octicon:person" },
        { id: "devhub.user.repos", label: "Your repositories", icon: "octicon:repo" },
        { id: "devhub.user.copilot", label: "Your Copilot", icon: "octicon:copilot" },
        { id: "devhub.user.projects", label: "Your projects", icon: "octicon:table" },
        { id: "devhub.user.stars", label: "Your stars", icon: "octicon:star" },
        { id: "devhub.user.gists", label: "Your gists", icon: "octicon:code" },
        { id: "devhub.user.orgs", label: "Your organizations", icon: "octicon:organization" },
        { divider: true },
        { id: "devhub.user.settings", label: "Settings", icon: "octicon:gear" },
        { id: "devhub.user.docs", label: "GitHub Docs", icon: "octicon:book" },
        { divider: true },
        { id: "devhub.user.signout", label: "Sign out" },
      ], { id: "devhub.menu.user", placement: "bottom-end", cls: "dh-menu" });
      var copilot = h("button", { class: "dh-hbtn dh-hbtn-wide", id: "devhub.header.copilot", type: "button", "aria-label": "Chat with Copilot",
                                  onclick: function () { if (!S.copilot) { S.copilot = true; renderCopilot(); } } },
        icon("copilot", { size: 16 }), icon("triangle-down", { size: 16 }));
      var tips = [[create, "Create new…"], [copilot, "Chat with Copilot"]];
      var issues = h("a", { class: "dh-hbtn", id: "devhub.header.issues", href: "#", "aria-label": "Your issues" }, icon("issue-opened", { size: 16 }));
      var pulls = h("a", { class: "dh-hbtn", id: "devhub.header.pulls", href: "#", "aria-label": "Your pull requests" }, icon("git-pull-request", { size: 16 }));
      var inbox = h("a", { class: "dh-hbtn dh-inbox", id: "devhub.header.inbox", href: "#", "aria-label": "You have unread notifications" }, icon("inbox", { size: 16 }), h("span", { class: "dh-dot" }));
      tips.push([issues, "Your issues"], [pulls, "Your pull requests"], [inbox, "You have unread notifications"]);
      tips.forEach(function (t) { kit.tooltip(t[0], t[1]); });
      return h("header", { class: "dh-header" },
        h("div", { class: "dh-hrow" },
          menuBtn,
          h("a", { class: "dh-logo", id: "devhub.header.logo", href: "#", "aria-label": "Homepage" }, icon("mark-github", { size: 32 })),
          h("nav", { class: "dh-crumbs" },
            h("a", { href: "#", id: "devhub.header.owner", class: "dh-crumb" }, R.owner), h("span", { class: "dh-crumb-sep" }, "/"),
            h("a", { href: "#", id: "devhub.header.repo", class: "dh-crumb dh-crumb-repo", onclick: function (e) { e.preventDefault(); go("code"); } }, R.name)),
          h("span", { class: "dh-fill" }),
          h("button", { class: "dh-search", id: "devhub.header.search", type: "button", onclick: function () { openPalette(); } },
            icon("search", { size: 16 }), h("span", { class: "dh-search-text" }, "Type ", h("kbd", null, "/"), " to search"),
            h("span", { class: "dh-fill" }), icon("command-palette", { size: 16 })),
          h("button", { class: "dh-hbtn dh-search-icon", id: "devhub.header.search-icon", type: "button", "aria-label": "Search", onclick: function () { openPalette(); } }, icon("search", { size: 16 })),
          copilot, h("span", { class: "dh-hdivider" }), create, issues, pulls, inbox, me),
        repoNav());
    }
    var NAV = [
      { key: "code", label: "Code", icon: "code" },
      { key: "issues", label: "Issues", icon: "issue-opened", count: R.issues },
      { key: "pulls", label: "Pull requests", icon: "git-pull-request", count: R.pulls },
      { key: "discussions", label: "Discussions", icon: "comment-discussion" },
      { key: "actions", label: "Actions", icon: "play" },
      { key: "projects", label: "Projects", icon: "table", count: 2 },
      { key: "wiki", label: "Wiki", icon: "book" },
      { key: "security", label: "Security", icon: "shield" },
      { key: "insights", label: "Insights", icon: "graph" },
      { key: "settings", label: "Settings", icon: "gear" },
    ];
    function navKey() { return S.view === "blob" ? "code" : S.view === "pr" ? "pulls" : S.view; }
    // The tab index from which tabs fold into the overflow menu; the same breakpoints as app.css.
    function firstFolded() { var w = window.innerWidth; return w < 544 ? 3 : w < 768 ? 3 : w < 1012 ? 5 : w < 1280 ? 8 : NAV.length; }
    function repoNav() {
      var more = h("button", { class: "dh-tab dh-tab-more", id: "devhub.nav.more", type: "button", "aria-label": "More repository navigation items" }, icon("kebab-horizontal", { size: 16 }));
      // GitHub folds the tabs that do not fit into this menu; which ones depends on the width (CSS).
      kit.menu(more, NAV.slice(firstFolded()).map(function (t) {
        return { id: "devhub.nav.more." + t.key, label: t.label, icon: "octicon:" + t.icon, onSelect: function () { go(t.key); } };
      }), { id: "devhub.menu.nav", placement: "bottom-end", cls: "dh-menu" });
      return h("nav", { class: "dh-nav" }, NAV.map(function (t, i) {
        return h("a", { href: "#", class: "dh-tab dh-tab-" + i + (navKey() === t.key ? " dh-on" : ""), id: "devhub.nav." + t.key,
                        onclick: function (e) { e.preventDefault(); go(t.key); } },
          icon(t.icon, { size: 16 }), h("span", null, t.label), t.count ? h("span", { class: "dh-counter" }, t.count) : null);
      }), more);
    }
    function go(view, extra) {
      if (["code", "blob", "pulls", "issues", "pr"].indexOf(view) < 0) return;  // the other tabs are out of scope
      S.view = view;
      if (extra) Object.keys(extra).forEach(function (k) { S[k] = extra[k]; });
      closePopover(); draw(); window.scrollTo(0, 0);
    }

    /* ---------------------------------------------------------------- global navigation drawer */
    function openDrawer() {
      S.drawer = true;
      var repos = ["meridian-labs/tern", "meridian-labs/tern-docs", "kmensah/dotfiles", "meridian-labs/edge-bench",
                   "kmensah/accra-transit-api", "meridian-labs/workers-kv-cache", "kmensah/advent-of-code-2024",
                   "meridian-labs/.github", "kmensah/kmensah.github.io", "meridian-labs/tern-examples",
                   "kmensah/zig-http-notes", "meridian-labs/oss-dashboard", "kmensah/sourdough-timer",
                   "meridian-labs/terraform-modules", "kmensah/talks"];
      var dlg = kit.dialog({ id: "devhub.drawer", cls: "dh-drawer", closeButton: false, onClose: function () { S.drawer = false; },
        body: h("div", null,
          h("div", { class: "dh-drawer-head" }, icon("mark-github", { size: 32 }), h("span", { class: "dh-fill" }),
            h("button", { class: "dh-iconbtn", id: "devhub.drawer.close", type: "button", "aria-label": "Close", onclick: function () { dlg.close("close"); } }, icon("x", { size: 16 }))),
          [["home", "Home", "home"], ["issues", "Issues", "issue-opened"], ["pulls", "Pull requests", "git-pull-request"],
           ["projects", "Projects", "table"], ["discussions", "Discussions", "comment-discussion"], ["codespaces", "Codespaces", "codespaces"],
           ["copilot", "Copilot", "copilot"]].map(function (x) {
            return h("a", { href: "#", class: "dh-drawer-item", id: "devhub.drawer." + x[0] }, icon(x[2], { size: 16 }), x[1]);
          }),
          h("div", { class: "dh-drawer-sep" }),
          [["explore", "Explore", "globe"], ["marketplace", "Marketplace", "package"]].map(function (x) {
            return h("a", { href: "#", class: "dh-drawer-item", id: "devhub.drawer." + x[0] }, icon(x[2], { size: 16 }), x[1]);
          }),
          h("div", { class: "dh-drawer-sep" }),
          h("div", { class: "dh-drawer-h" }, "Repositories"),
          h("div", { class: "dh-drawer-repos", id: "devhub.drawer.repos" }, repos.map(function (r) {
            return h("a", { href: "#", class: "dh-drawer-item", id: "devhub.drawer.repo." + slug(r) },
              kit.avatar({ name: r.split("/")[0] === "kmensah" ? person(ME).name : r.split("/")[0] }, { size: 16, shape: r.split("/")[0] === "kmensah" ? "circle" : "rounded" }), r);
          })))
      });
    }

    /* ---------------------------------------------------------------- command palette, shortcuts */
    function openPalette() {
      S.dialog = "palette";
      var items = [["Pull requests", "git-pull-request", "meridian-labs/tern"], ["Issues", "issue-opened", "meridian-labs/tern"],
                   ["Actions", "play", "meridian-labs/tern"], ["Go to file", "file", "t"], ["Switch theme", "light-bulb", ""]];
      kit.dialog({ id: "devhub.palette", cls: "dh-palette", closeButton: false, onClose: function () { S.dialog = null; },
        body: h("div", null,
          h("div", { class: "dh-pal-input" }, h("span", { class: "dh-pal-scope" }, "meridian-labs/tern"), h("span", { class: "dh-caretline" }), h("span", { class: "dh-muted" }, "Search or jump to...")),
          h("div", { class: "dh-pal-h" }, "Owners and repositories"),
          items.map(function (it, i) {
            return h("div", { class: "dh-pal-item" + (i === 0 ? " dh-on" : ""), id: "devhub.palette." + slug(it[0]) }, icon(it[1], { size: 16 }), h("span", null, it[0]),
              h("span", { class: "dh-fill" }), h("span", { class: "dh-muted" }, it[2]));
          }),
          h("div", { class: "dh-pal-foot" }, "Tip: type ", h("kbd", null, "#"), " to search pull requests and issues, ", h("kbd", null, ">"), " for commands")) });
    }
    function openShortcuts() {
      S.dialog = "shortcuts";
      var groups = [["Site-wide shortcuts", [["s, /", "Focus search bar"], ["g n", "Go to notifications"], ["g d", "Go to dashboard"], ["?", "Bring up this help dialog"]]],
                    ["Repositories", [["g c", "Go to Code tab"], ["g i", "Go to Issues tab"], ["g p", "Go to Pull requests tab"], ["g a", "Go to Actions tab"], ["t", "Activate the file finder"], ["w", "Switch branch or tag"]]],
                    ["Pull request list", [["o, enter", "Open pull request"], ["c", "Create a pull request"], ["l", "Filter by or edit labels"], ["m", "Filter by or edit milestones"]]],
                    ["Pull request changes", [["c", "Open list of commits"], ["t", "Open a list of changed files"], ["j", "Select next in list"], ["k", "Select previous in list"], ["cmd + shift + enter", "Add a single comment on a diff"]]]];
      kit.dialog({ id: "devhub.shortcuts", cls: "dh-shortcuts", title: "Keyboard shortcuts", onClose: function () { S.dialog = null; },
        body: h("div", { class: "dh-sc-grid" }, groups.map(function (g) {
          return h("div", null, h("h3", null, g[0]), g[1].map(function (r) {
            return h("div", { class: "dh-sc-row" }, h("span", null, r[1]), h("span", null, r[0].split(", ").map(function (k) { return h("kbd", null, k); })));
          }));
        })) });
    }

    /* ---------------------------------------------------------------- repository title row */
    function repoHead() {
      var watch = btn("Watch", { id: "devhub.repo.watch", icon: "eye", count: R.watchers, caret: true });
      kit.menu(watch, [
        { id: "devhub.watch.participating", label: "Participating and @mentions", hint: "Only receive notifications from this repository when participating or @mentioned.", checked: true },
        { id: "devhub.watch.all", label: "All Activity", hint: "Notified of all notifications on this repository.", checked: false },
        { id: "devhub.watch.ignore", label: "Ignore", hint: "Never be notified.", checked: false },
        { id: "devhub.watch.custom", label: "Custom", hint: "Select events you want to be notified of in addition to participating and @mentions.", checked: false },
      ], { id: "devhub.menu.watch", placement: "bottom-end", cls: "dh-menu dh-menu-wide" });
      var fork = btn("Fork", { id: "devhub.repo.fork", icon: "repo-forked", count: R.forks, cls: "dh-split-l" });
      var forkMenu = btn("", { id: "devhub.repo.fork-menu", caret: true, cls: "dh-split-r" });
      kit.menu(forkMenu, [{ heading: "Existing forks" }, { id: "devhub.fork.none", label: "You don't have any forks of this repository.", disabled: true },
                          { divider: true }, { id: "devhub.fork.create", label: "Create a new fork", icon: "octicon:plus" }],
               { id: "devhub.menu.fork", placement: "bottom-end", cls: "dh-menu" });
      var starred = false;
      var star = btn("Star", { id: "devhub.repo.star", icon: "star", count: R.stars, cls: "dh-split-l" });
      star.addEventListener("click", function () {
        starred = !starred; star.querySelector(".dh-btn-label").textContent = starred ? "Starred" : "Star";
        star.querySelector(".kit-icon").replaceWith(icon(starred ? "star-fill" : "star", { size: 16, cls: starred ? "dh-star-on" : "" }));
      });
      var starMenu = btn("", { id: "devhub.repo.star-menu", caret: true, cls: "dh-split-r" });
      kit.menu(starMenu, [{ heading: "Suggested lists" },
                          { id: "devhub.star.list.future-ideas", label: "Future ideas", checked: false },
                          { id: "devhub.star.list.my-stack", label: "My stack", checked: false },
                          { id: "devhub.star.list.edge-runtimes", label: "Edge runtimes", checked: false },
                          { divider: true }, { id: "devhub.star.create-list", label: "Create list", icon: "octicon:plus" }],
               { id: "devhub.menu.star", placement: "bottom-end", cls: "dh-menu" });
      return h("div", { class: "dh-repohead" },
        kit.avatar({ name: R.owner }, { size: 24, shape: "rounded", cls: "dh-orgav" }),
        h("a", { href: "#", class: "dh-reponame", id: "devhub.repo.name", onclick: function (e) { e.preventDefault(); go("code"); } }, R.name),
        h("span", { class: "dh-pill" }, R.visibility),
        h("span", { class: "dh-fill" }),
        h("div", { class: "dh-repoactions" },
          btn("Edit Pins", { id: "devhub.repo.pin", icon: "pin", caret: true, cls: "dh-hide-md" }), watch,
          h("span", { class: "dh-split" }, fork, forkMenu), h("span", { class: "dh-split" }, star, starMenu)));
    }

    /* ---------------------------------------------------------------- branch picker and Code panel */
    function branchPicker(name, idPrefix) {
      var b = h("button", { class: "dh-btn dh-branchbtn", id: idPrefix, type: "button" }, icon("git-branch", { size: 16 }),
        h("span", { class: "dh-btn-label dh-bold" }, S.branch), icon("triangle-down", { size: 16, cls: "dh-caret" }));
      var tab = "branches";
      return popover(name, b, function (el) {
        var body = h("div");
        function fill() {
          body.textContent = "";
          var list = tab === "branches" ? C.branches : C.tags;
          body.appendChild(segTabs([{ key: "branches", id: idPrefix + ".tab.branches", label: "Branches" },
                                    { key: "tags", id: idPrefix + ".tab.tags", label: "Tags" }], tab,
                                   function (k) { tab = k; fill(); }, "dh-seg-under"));
          body.appendChild(h("div", { class: "dh-pop-list", id: idPrefix + ".list" }, list.map(function (x) {
            var on = x === S.branch;
            return h("button", { class: "dh-pop-item", type: "button", id: (tab === "branches" ? "devhub.branch." : "devhub.tag.") + slug(x),
                                 onclick: function () { S.branch = x; closePopover(); draw(); } },
              h("span", { class: "dh-pop-check" }, on ? icon("check", { size: 16 }) : null), h("span", { class: "dh-pop-name" }, x),
              x === R.default_branch ? h("span", { class: "dh-pill" }, "default") : null);
          })));
          body.appendChild(h("div", { class: "dh-pop-foot" }, h("a", { href: "#", id: idPrefix + ".all" }, "View all " + tab)));
        }
        fill();
        return h("div", null, panelHead("Switch branches/tags", idPrefix + ".close"),
          h("div", { class: "dh-pop-filter" }, h("div", { class: "dh-input" }, icon("search", { size: 16 }), h("span", { class: "dh-muted" }, "Find or create a branch..."))), body);
      }, { id: idPrefix + ".panel", cls: "dh-pop-branches" });
    }
    function codePanel() {
      var b = h("button", { class: "dh-btn dh-btn-primary", id: "devhub.code", type: "button" }, icon("code", { size: 16 }),
        h("span", { class: "dh-btn-label" }, "Code"), icon("triangle-down", { size: 16, cls: "dh-caret" }));
      var tab = "local", proto = "https", loaded = !S.codespaces_loading;
      var urls = { https: "https://github.com/meridian-labs/tern.git", ssh: "git@github.com:meridian-labs/tern.git", cli: "gh repo clone meridian-labs/tern" };
      return popover("code", b, function (el) {
        var body = h("div");
        function fill() {
          body.textContent = "";
          body.appendChild(segTabs([{ key: "local", id: "devhub.codepanel.tab.local", label: "Local" },
                                    { key: "codespaces", id: "devhub.codepanel.tab.codespaces", label: "Codespaces" }], tab,
                                   function (k) { tab = k; fill(); }, "dh-seg-under dh-seg-fill"));
          if (tab === "local") {
            body.appendChild(h("div", { class: "dh-cp-sec" },
              h("div", { class: "dh-cp-h" }, icon("terminal", { size: 16 }), " Clone"),
              segTabs([{ key: "https", id: "devhub.clone.https", label: "HTTPS" }, { key: "ssh", id: "devhub.clone.ssh", label: "SSH" },
                       { key: "cli", id: "devhub.clone.cli", label: "GitHub CLI" }], proto, function (k) { proto = k; fill(); }, "dh-seg-under dh-seg-small"),
              h("div", { class: "dh-cp-url" }, h("div", { class: "dh-input dh-mono", id: "devhub.clone.url" }, urls[proto]),
                h("button", { class: "dh-btn dh-btn-icon", id: "devhub.clone.copy." + proto, type: "button", "aria-label": "Copy url to clipboard" }, icon("copy", { size: 16 }))),
              h("div", { class: "dh-muted dh-small" }, proto === "ssh" ? "Use a password-protected SSH key." : proto === "cli" ? "Work fast with our official CLI. Learn more about the CLI." : "Clone using the web URL.")));
            body.appendChild(h("a", { href: "#", class: "dh-cp-row", id: "devhub.clone.desktop" }, icon("desktop-download", { size: 16 }), "Open with GitHub Desktop"));
            body.appendChild(h("a", { href: "#", class: "dh-cp-row", id: "devhub.clone.zip" }, icon("file-zip", { size: 16 }), "Download ZIP"));
          } else {
            var sec = h("div", { class: "dh-cp-sec dh-cp-spaces" },
              h("div", { class: "dh-cp-h" }, "Codespaces", h("span", { class: "dh-fill" }), icon("plus", { size: 16 }), " ", icon("kebab-horizontal", { size: 16 })),
              h("div", { class: "dh-muted dh-small" }, "Your workspaces in the cloud"));
            var loading = h("div", { class: "dh-cp-loading", id: "devhub.codespaces.loading" }, h("span", { class: "dh-spinner" }));
            var empty = h("div", { class: "dh-cp-empty" },
              h("div", { class: "dh-cp-empty-h" }, "No codespaces"), h("div", { class: "dh-muted dh-small" }, "You don't have any codespaces with this repository checked out"),
              h("button", { class: "dh-btn dh-btn-primary", id: "devhub.codespaces.create", type: "button" }, "Create codespace on " + S.branch),
              h("div", { class: "dh-small" }, h("a", { href: "#" }, "Learn more about codespaces...")));
            sec.appendChild(loaded ? empty : loading);
            if (!loaded) setTimeout(function () { loaded = true; if (loading.isConnected) loading.replaceWith(empty); }, 1500);
            body.appendChild(sec);
          }
        }
        fill();
        return body;
      }, { id: "devhub.codepanel", cls: "dh-pop-code", align: "end" });
    }

    /* ---------------------------------------------------------------- code view */
    function fileIcon(kind) {
      return kind === "dir" ? icon("file-directory-fill", { size: 16, cls: "dh-diricon" }) : icon("file", { size: 16, cls: "dh-fileicon" });
    }
    function codeView() {
      var lc = C.last_commit;
      var addFile = btn("Add file", { id: "devhub.addfile", caret: true, cls: "dh-hide-sm" });
      kit.menu(addFile, [{ id: "devhub.addfile.create", label: "Create new file", icon: "octicon:plus" },
                         { id: "devhub.addfile.upload", label: "Upload files", icon: "octicon:upload" }],
               { id: "devhub.menu.addfile", placement: "bottom-end", cls: "dh-menu" });
      var author = h("a", { href: "#", class: "dh-author", id: "devhub.lastcommit.author" }, avatar(lc.author, 20), h("b", null, lc.author));
      hoverUser(author, lc.author);
      var table = h("div", { class: "dh-box dh-files" },
        h("div", { class: "dh-box-head dh-commitbar" }, author,
          h("a", { href: "#", class: "dh-muted dh-ellip", id: "devhub.lastcommit.message" }, lc.message + " (", issueRef(lc.pr, "devhub.lastcommit.pr"), ")"),
          h("span", { class: "dh-fill" }),
          h("span", { class: "dh-hide-sm dh-muted dh-commitmeta" }, icon("check", { size: 16, cls: "dh-open" }), shaLink(lc.sha, "devhub.lastcommit.sha"), " · " + lc.when),
          h("a", { href: "#", class: "dh-history", id: "devhub.lastcommit.history" }, icon("history", { size: 16 }), h("b", null, R.commits), h("span", { class: "dh-hide-sm" }, " Commits"))),
        C.root.map(function (f) {
          return h("div", { class: "dh-frow" }, fileIcon(f.kind),
            h("a", { href: "#", class: "dh-fname", id: "devhub.file." + slug(f.name),
                     onclick: function (e) { e.preventDefault(); openPath(f.kind === "dir" ? null : f.name, f.kind === "dir" ? f.name : null); } }, f.name),
            h("a", { href: "#", class: "dh-fmsg dh-muted" }, f.message), h("span", { class: "dh-fwhen dh-muted" }, f.when));
        }));
      // GitHub's "recently pushed branches" banner: shown to whoever pushed a branch that has no pull request yet.
      var pushed = S.banner === "pushed" ? h("div", { class: "dh-pushed", id: "devhub.banner.pushed" }, icon("git-branch", { size: 16 }),
        h("span", null, h("b", null, "chore/deps-2025-06"), " had recent pushes 12 minutes ago"), h("span", { class: "dh-fill" }),
        h("button", { class: "dh-btn dh-btn-primary dh-btn-sm", id: "devhub.banner.compare", type: "button" }, "Compare & pull request")) : null;
      return h("div", { class: "dh-container" }, repoHead(), h("div", { class: "dh-hr" }), pushed,
        h("div", { class: "dh-layout" },
          h("div", { class: "dh-main" },
            h("div", { class: "dh-filebar" }, branchPicker("branch", "devhub.branch"),
              h("a", { href: "#", class: "dh-linkbtn dh-hide-md", id: "devhub.branches-count" }, icon("git-branch", { size: 16 }), h("b", null, R.branches), " Branches"),
              h("a", { href: "#", class: "dh-linkbtn dh-hide-md", id: "devhub.tags-count" }, icon("tag", { size: 16 }), h("b", null, R.tags), " Tags"),
              h("span", { class: "dh-fill" }),
              h("div", { class: "dh-input dh-gotofile dh-hide-sm", id: "devhub.gotofile" }, icon("search", { size: 16 }), h("span", { class: "dh-muted" }, "Go to file"), h("span", { class: "dh-fill" }), h("kbd", null, "t")),
              addFile, codePanel()),
            table, readme()),
          aboutSidebar()),
        footer());
    }
    function readme() {
      var tab = "readme";
      var body = h("article", { class: "dh-md", id: "devhub.readme" });
      var codeIndex = 0;
      C.readme.forEach(function (b) {
        var kind = b[0], x = b[1];
        if (kind === "h1" || kind === "h2") {
          var hs = slug(x);
          body.appendChild(h("div", { class: "dh-mdh dh-" + kind }, h(kind, { id: "devhub.readme.h." + hs }, x),
            h("a", { href: "#", class: "dh-anchor", id: "devhub.readme.h." + hs + ".anchor", "aria-label": "Permalink: " + x }, icon("link", { size: 16 }))));
        } else if (kind === "p") body.appendChild(h("p", null, md(x, "devhub.readme")));
        else if (kind === "ul") body.appendChild(h("ul", null, x.map(function (li) { return h("li", null, md(li, "devhub.readme")); })));
        else if (kind === "code") {
          var i = codeIndex++;
          var copy = h("button", { class: "dh-btn dh-btn-icon dh-copycode", id: "devhub.readme.code." + i + ".copy", type: "button", "aria-label": "Copy" }, icon("copy", { size: 16 }));
          body.appendChild(h("div", { class: "dh-codeblock", id: "devhub.readme.code." + i }, h("pre", null, h("code", null, x)), copy));
        } else if (kind === "badges") body.appendChild(h("p", { class: "dh-badges" }, x.map(function (bd) {
          return h("a", { href: "#", class: "dh-badge", id: "devhub.readme.badge." + slug(bd[0]) }, h("span", { class: "dh-badge-l" }, bd[0]), h("span", { class: "dh-badge-r", style: { background: bd[2] } }, bd[1]));
        })));
        else if (kind === "table") body.appendChild(h("table", null, x.map(function (row, r) {
          return h("tr", null, row.map(function (cell) { return h(r === 0 ? "th" : "td", null, cell); }));
        })));
      });
      var license = h("article", { class: "dh-md", hidden: true }, h("h2", null, "MIT License"),
        h("p", null, "Copyright (c) 2022-2025 Meridian Labs and contributors"),
        h("p", null, "Permission is hereby granted, free of charge, to any person obtaining a copy of this software and associated documentation files (the \"Software\"), to deal in the Software without restriction, including without limitation the rights to use, copy, modify, merge, publish, distribute, sublicense, and/or sell copies of the Software, and to permit persons to whom the Software is furnished to do so, subject to the following conditions:"),
        h("p", null, "The above copyright notice and this permission notice shall be included in all copies or substantial portions of the Software."),
        h("p", null, "THE SOFTWARE IS PROVIDED \"AS IS\", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR IMPLIED."));
      var tabs = [["readme", "README", "book"], ["license", "MIT license", "law"], ["security", "Security", "law"]];
      var bar = h("div", { class: "dh-box-head dh-readme-head" }, tabs.slice(0, 2).map(function (t) {
        return h("button", { class: "dh-rtab" + (t[0] === tab ? " dh-on" : ""), id: "devhub.readme.tab." + t[0], type: "button", onclick: function () {
          tab = t[0]; body.hidden = tab !== "readme"; license.hidden = tab !== "license";
          bar.querySelectorAll(".dh-rtab").forEach(function (x) { x.classList.toggle("dh-on", x.getAttribute("data-igg-id") === "devhub.readme.tab." + tab); });
        } }, icon(t[2], { size: 16 }), t[1]);
      }), h("span", { class: "dh-fill" }), h("button", { class: "dh-iconbtn", id: "devhub.readme.edit", type: "button", "aria-label": "Edit file" }, icon("pencil", { size: 16 })),
        h("button", { class: "dh-iconbtn", id: "devhub.readme.outline", type: "button", "aria-label": "Outline" }, icon("three-bars", { size: 16 })));
      return h("div", { class: "dh-box dh-readme" }, bar, body, license);
    }
    function aboutSidebar() {
      var contributors = C.contributors.map(function (login) {
        var a = h("a", { href: "#", class: "dh-contrib", id: "devhub.contributor." + login }, avatar(login, 32));
        return hoverUser(a, login);
      });
      return h("aside", { class: "dh-side" },
        h("div", { class: "dh-side-sec" },
          h("div", { class: "dh-side-h" }, h("h2", null, "About"), h("span", { class: "dh-fill" }), h("button", { class: "dh-iconbtn", id: "devhub.about.edit", type: "button", "aria-label": "Edit repository metadata" }, icon("gear", { size: 16 }))),
          h("p", { class: "dh-about" }, R.description),
          h("a", { href: "#", class: "dh-homepage", id: "devhub.about.homepage" }, icon("link", { size: 16 }), h("b", null, R.homepage)),
          h("div", { class: "dh-topics" }, R.topics.map(function (t) { return h("a", { href: "#", class: "dh-topic", id: "devhub.topic." + t }, t); })),
          [["readme", "book", "Readme"], ["license", "law", R.license], ["coc", "heart", "Code of conduct"],
           ["contributing", "people", "Contributing"], ["security", "law", "Security policy"], ["activity", "pulse", "Activity"],
           ["stars", "star", R.stars + " stars"], ["watching", "eye", R.watchers + " watching"], ["forks", "repo-forked", R.forks + " forks"]].map(function (x) {
            return h("a", { href: "#", class: "dh-side-link", id: "devhub.about." + x[0] }, icon(x[1], { size: 16 }), x[2]);
          }),
          h("a", { href: "#", class: "dh-side-link dh-small", id: "devhub.about.report" }, "Report repository")),
        h("div", { class: "dh-side-sec" },
          h("h2", null, h("a", { href: "#", id: "devhub.releases" }, "Releases "), h("span", { class: "dh-counter" }, R.release.count)),
          h("a", { href: "#", class: "dh-release", id: "devhub.releases.latest" }, icon("tag", { size: 16, cls: "dh-open" }),
            h("span", null, h("b", null, R.release.title), " ", h("span", { class: "dh-pill dh-pill-green" }, "Latest"), h("br"), h("span", { class: "dh-muted dh-small" }, R.release.date))),
          h("a", { href: "#", class: "dh-small", id: "devhub.releases.more" }, "+ " + (R.release.count - 1) + " releases")),
        h("div", { class: "dh-side-sec" }, h("h2", null, "Packages"), h("div", { class: "dh-muted dh-small" }, "No packages published")),
        h("div", { class: "dh-side-sec" }, h("h2", null, "Used by ", h("span", { class: "dh-counter" }, R.used_by)),
          h("div", { class: "dh-usedby" }, C.contributors.slice(6, 12).map(function (l) { return avatar(l, 28); }), h("span", { class: "dh-muted dh-small" }, "+ 3,094"))),
        h("div", { class: "dh-side-sec" },
          h("h2", null, h("a", { href: "#", id: "devhub.contributors" }, "Contributors "), h("span", { class: "dh-counter" }, C.contributors_total)),
          h("div", { class: "dh-contribs" }, contributors),
          h("a", { href: "#", class: "dh-small", id: "devhub.contributors.more" }, "+ " + (C.contributors_total - C.contributors.length) + " contributors")),
        h("div", { class: "dh-side-sec" }, h("h2", null, "Languages"),
          h("div", { class: "dh-langbar" }, R.languages.map(function (l) { return h("span", { style: { width: l[1] + "%", background: l[2] } }); })),
          h("div", { class: "dh-langs" }, R.languages.map(function (l) {
            return h("a", { href: "#", class: "dh-lang", id: "devhub.lang." + slug(l[0]) }, h("span", { class: "dh-langdot", style: { background: l[2] } }), h("b", null, l[0]), " ", h("span", { class: "dh-muted" }, l[1] + "%"));
          }))));
    }
    function footer() {
      return h("footer", { class: "dh-footer" }, icon("mark-github", { size: 24 }), h("span", null, "© 2025 GitHub, Inc."),
        ["Terms", "Privacy", "Security", "Status", "Docs", "Contact", "Manage cookies", "Do not share my personal information"].map(function (t) {
          return h("a", { href: "#", id: "devhub.footer." + slug(t) }, t);
        }));
    }

    /* ---------------------------------------------------------------- file view */
    function openPath(file, dir) {
      if (dir) { if (S.expanded.indexOf(dir) < 0) S.expanded = S.expanded.concat([dir]); go("blob", { path: S.path }); return; }
      go("blob", { path: file });
    }
    function pathSlug(p) { return slug(p.replace(/\//g, "-")); }
    function blobView() {
      var tree = h("div", { class: "dh-tree", id: "devhub.tree" });
      var closed = {};  // ancestors of the open file that the user folded
      function isOpen(d) { return !closed[d] && (S.expanded.indexOf(d) >= 0 || (S.path + "/").indexOf(d + "/") === 0); }
      function toggleDir(d) {
        if (isOpen(d)) { closed[d] = true; S.expanded = S.expanded.filter(function (x) { return x !== d; }); }
        else { delete closed[d]; S.expanded = S.expanded.concat([d]); }
        redrawTree();
      }
      function addLevel(dir, depth) {
        var kids = dir ? C.tree[dir] : C.root.map(function (f) { return f.name; });
        function isDir(k) { return !!C.tree[(dir ? dir + "/" : "") + k]; }
        kids.filter(isDir).concat(kids.filter(function (k) { return !isDir(k); })).forEach(function (k) {
          var p = (dir ? dir + "/" : "") + k, folder = !!C.tree[p], open = folder && isOpen(p);
          tree.appendChild(h("a", { href: "#", class: "dh-trow" + (p === S.path ? " dh-on" : ""), id: (folder ? "devhub.tree.dir." : "devhub.tree.file.") + pathSlug(p),
                                    style: { paddingLeft: (8 + depth * 16) + "px" },
                                    onclick: function (e) { e.preventDefault(); if (folder) toggleDir(p); else go("blob", { path: p }); } },
            folder ? icon(open ? "chevron-down" : "chevron-right", { size: 16, cls: "dh-muted" }) : h("span", { class: "dh-tree-pad" }),
            folder ? icon(open ? "file-directory-open-fill" : "file-directory-fill", { size: 16, cls: "dh-diricon" }) : icon("file", { size: 16, cls: "dh-fileicon" }),
            h("span", { class: "dh-ellip" }, k)));
          if (open) addLevel(p, depth + 1);
        });
      }
      function redrawTree() { var top = tree.scrollTop; tree.textContent = ""; addLevel(null, 0); tree.scrollTop = top; }
      if (S.tree_loading) {
        tree.appendChild(h("div", { class: "dh-tree-skel", id: "devhub.tree.loading" }, [0, 1, 2, 3, 4, 5, 6, 7].map(function (i) { return h("div", { class: "dh-skel", style: { width: (60 + (i * 37) % 35) + "%" } }); })));
        setTimeout(function () { S.tree_loading = false; redrawTree(); }, 1200);
      } else addLevel(null, 0);
      var file = C.files[S.path] || { text: "" };
      var lines = file.text.replace(/\n$/, "").split("\n");
      var parts = S.path.split("/");
      var kebab = h("button", { class: "dh-btn dh-btn-icon", id: "devhub.blob.more", type: "button", "aria-label": "More file actions" }, icon("kebab-horizontal", { size: 16 }));
      kit.menu(kebab, [{ id: "devhub.blob.goto-line", label: "Jump to line", shortcut: "L" }, { id: "devhub.blob.find", label: "Find in file", shortcut: "F" },
                       { divider: true }, { id: "devhub.blob.copy-path", label: "Copy path", icon: "octicon:copy", shortcut: "Ctrl+." },
                       { id: "devhub.blob.permalink", label: "Copy permalink", icon: "octicon:link", shortcut: "Ctrl+Shift+." },
                       { divider: true }, { id: "devhub.blob.view-options", label: "Wrap lines", checked: false },
                       { id: "devhub.blob.delete", label: "Delete file", icon: "octicon:trash", danger: true }],
               { id: "devhub.menu.blob", placement: "bottom-end", cls: "dh-menu" });
      var lc = C.last_commit;
      return h("div", { class: "dh-blob" },
        h("aside", { class: "dh-treepane" },
          h("div", { class: "dh-treehead" }, h("button", { class: "dh-iconbtn", id: "devhub.tree.collapse", type: "button", "aria-label": "Collapse file tree" }, icon("sidebar-expand", { size: 16 })),
            h("b", null, "Files")),
          h("div", { class: "dh-treetools" }, branchPicker("blob-branch", "devhub.blob.branch"), h("button", { class: "dh-btn dh-btn-icon", id: "devhub.tree.add", type: "button", "aria-label": "Add file" }, icon("plus", { size: 16 })),
            h("button", { class: "dh-btn dh-btn-icon", id: "devhub.tree.search", type: "button", "aria-label": "Search this repository" }, icon("search", { size: 16 }))),
          h("div", { class: "dh-input dh-treefind" }, icon("search", { size: 16 }), h("span", { class: "dh-muted" }, "Go to file"), h("span", { class: "dh-fill" }), h("kbd", null, "t")),
          tree),
        h("div", { class: "dh-blobmain" },
          h("div", { class: "dh-blobcrumbs" },
            h("a", { href: "#", id: "devhub.blob.crumb.root", class: "dh-bold", onclick: function (e) { e.preventDefault(); go("code"); } }, R.name),
            parts.map(function (p, i) { return [h("span", { class: "dh-muted" }, " / "), i === parts.length - 1 ? h("b", null, p) : h("a", { href: "#", class: "dh-bold" }, p)]; }),
            h("button", { class: "dh-iconbtn", id: "devhub.blob.copy-path-btn", type: "button", "aria-label": "Copy path" }, icon("copy", { size: 16 }))),
          h("div", { class: "dh-box dh-box-head dh-commitbar dh-blobcommit" }, hoverUser(h("a", { href: "#", class: "dh-author", id: "devhub.blob.author" }, avatar(lc.author, 20), h("b", null, lc.author)), lc.author),
            h("span", { class: "dh-muted dh-ellip" }, lc.message), h("span", { class: "dh-fill" }),
            h("span", { class: "dh-muted dh-hide-sm" }, shaLink(lc.sha, "devhub.blob.sha"), " · " + lc.when),
            h("a", { href: "#", class: "dh-history", id: "devhub.blob.history" }, icon("history", { size: 16 }), h("b", null, "History"))),
          h("div", { class: "dh-box dh-code" },
            h("div", { class: "dh-box-head dh-codehead" },
              h("div", { class: "dh-seg dh-seg-box" }, h("button", { class: "dh-seg-tab dh-on", id: "devhub.blob.tab.code", type: "button" }, "Code"), h("button", { class: "dh-seg-tab", id: "devhub.blob.tab.blame", type: "button" }, "Blame")),
              h("span", { class: "dh-muted dh-small dh-hide-sm" }, lines.length + " lines (" + lines.filter(function (l) { return l.trim(); }).length + " loc) · " + (file.text.length / 1024).toFixed(1) + " KB"),
              h("span", { class: "dh-fill" }),
              h("span", { class: "dh-btngroup" }, btn("Raw", { id: "devhub.blob.raw", cls: "dh-btn-sm" }),
                h("button", { class: "dh-btn dh-btn-icon dh-btn-sm", id: "devhub.blob.copy", type: "button", "aria-label": "Copy raw file" }, icon("copy", { size: 16 })),
                h("button", { class: "dh-btn dh-btn-icon dh-btn-sm", id: "devhub.blob.download", type: "button", "aria-label": "Download raw file" }, icon("download", { size: 16 }))),
              h("button", { class: "dh-btn dh-btn-icon dh-btn-sm", id: "devhub.blob.edit", type: "button", "aria-label": "Edit this file" }, icon("pencil", { size: 16 })),
              kebab),
            h("div", { class: "dh-lines" }, h("table", null, lines.map(function (l, i) {
              return h("tr", null, h("td", { class: "dh-ln", id: "devhub.blob.L" + (i + 1) }, String(i + 1)), h("td", { class: "dh-lc" }, isCode(S.path) ? highlight(l) : l || "\u200b"));
            }))))));
    }
    // A small TypeScript highlighter in GitHub's light theme colours (keywords, strings, comments).
    var KW = /\b(import|export|from|const|let|var|function|return|class|new|if|else|for|of|async|await|throw|try|catch|type|interface|extends|readonly|private|this|typeof|default|true|false|null|undefined|get|as|in)\b/;
    function highlight(line) {
      var out = [], re = /(\/\/.*$|\/\*\*.*|^\s*\*.*)|("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|`(?:[^`\\]|\\.)*`)|(\b\d+(?:\.\d+)?\b)|(\b[A-Za-z_#$][\w$]*\b|#[\w]+)/g, last = 0, m;
      while ((m = re.exec(line))) {
        if (m.index > last) out.push(line.slice(last, m.index));
        if (m[1]) out.push(h("span", { class: "pl-c" }, m[1]));
        else if (m[2]) out.push(h("span", { class: "pl-s" }, m[2]));
        else if (m[3]) out.push(h("span", { class: "pl-c1" }, m[3]));
        else if (KW.test(m[4]) && m[4].match(KW)[0] === m[4]) out.push(h("span", { class: "pl-k" }, m[4]));
        else if (/^[A-Z]/.test(m[4])) out.push(h("span", { class: "pl-en" }, m[4]));
        else out.push(m[4]);
        last = m.index + m[0].length;
      }
      if (last < line.length) out.push(line.slice(last));
      return out.length ? out : "\u200b";
    }

    /* ---------------------------------------------------------------- pull request and issue lists */
    function filterMenu(name, id, items, opts) {
      var b = h("button", { class: "dh-filterbtn", id: "devhub." + id, type: "button" }, name, icon("triangle-down", { size: 16 }));
      kit.menu(b, items, Object.assign({ id: "devhub.menu." + id, placement: "bottom-end", cls: "dh-menu dh-menu-filter" }, opts || {}));
      return b;
    }
    function listFilters(kind) {
      var labelItems = [{ heading: "Filter by label" }].concat(Object.keys(C.labels).map(function (k) {
        return { id: "devhub." + kind + ".label." + k, checked: false,
                 label: h("span", { class: "dh-mi" }, h("span", { class: "dh-mi-dot", style: { background: C.labels[k].color } }), C.labels[k].name) };
      }));
      var authors = {};
      (kind === "pulls" ? C.pulls : C.issues).forEach(function (x) { authors[x.author] = 1; });
      var authorItems = [{ heading: "Filter by author" }].concat(Object.keys(authors).sort().map(function (l) {
        return { id: "devhub." + kind + ".author." + l, checked: false,
                 label: h("span", { class: "dh-mi" }, avatar(l, 20), h("b", null, l), P[l] && !P[l].bot ? h("span", { class: "dh-muted" }, P[l].name) : null) };
      }));
      var f = [filterMenu("Author", kind + ".filter.author", authorItems), filterMenu("Label", kind + ".filter.label", labelItems)];
      if (kind === "pulls") {
        f.push(filterMenu("Reviews", kind + ".filter.reviews", [{ heading: "Filter by reviews" },
          { id: "devhub.pulls.reviews.none", label: "No reviews" }, { id: "devhub.pulls.reviews.required", label: "Review required" },
          { id: "devhub.pulls.reviews.approved", label: "Approved review" }, { id: "devhub.pulls.reviews.changes", label: "Changes requested" },
          { divider: true }, { id: "devhub.pulls.reviews.by-you", label: "Reviewed by you" }, { id: "devhub.pulls.reviews.not-you", label: "Not reviewed by you" },
          { id: "devhub.pulls.reviews.requested", label: "Awaiting review from you" }]));
      } else {
        f.push(filterMenu("Projects", kind + ".filter.projects", [{ heading: "Filter by project" }, { id: "devhub.issues.project.roadmap", label: "tern roadmap" }, { id: "devhub.issues.project.triage", label: "Triage board" }]));
        f.push(filterMenu("Milestones", kind + ".filter.milestones", [{ heading: "Filter by milestone" }, { id: "devhub.issues.milestone.none", label: "Issues with no milestone" }, { id: "devhub.issues.milestone.v3-7-0", label: "v3.7.0" }, { id: "devhub.issues.milestone.v4-0-0", label: "v4.0.0" }]));
      }
      f.push(filterMenu("Assignee", kind + ".filter.assignee", [{ heading: "Filter by who's assigned" }, { id: "devhub." + kind + ".assignee.none", label: "Assigned to nobody" }].concat(
        ["ingridh", "hsato", "ohaddad", "pnovak", "kmensah"].map(function (l) {
          return { id: "devhub." + kind + ".assignee." + l, label: h("span", { class: "dh-mi" }, avatar(l, 20), h("b", null, l), h("span", { class: "dh-muted" }, person(l).name)) };
        }))));
      f.push(filterMenu("Sort", kind + ".filter.sort", [{ heading: "Sort by" }].concat(["Newest", "Oldest", "Most commented", "Least commented", "Recently updated", "Least recently updated", "Best match"].map(function (s, i) {
        return { id: "devhub." + kind + ".sort." + slug(s), label: s, checked: i === 0 };
      }))));
      return f;
    }
    function listView(kind) {
      var isPulls = kind === "pulls";
      var items = isPulls ? C.pulls.filter(function (p) { return p.status !== "merged"; }) : C.issues;  // is:open
      var perPage = 25;
      var rows = h("div", { class: "dh-listrows", id: "devhub." + kind + ".rows" });
      function fillRows() {
        rows.textContent = "";
        items.slice((S.page - 1) * perPage, S.page * perPage).forEach(function (x) {
          var ico = isPulls ? (x.status === "merged" ? ["git-merge", "dh-purple"] : x.draft ? ["git-pull-request-draft", "dh-muted"] : ["git-pull-request", "dh-open"]) : ["issue-opened", "dh-open"];
          var checks = isPulls ? (x.checks === "ok" ? icon("check", { size: 16, cls: "dh-open", label: "All checks have passed" }) : x.checks === "fail" ? icon("x", { size: 16, cls: "dh-danger", label: "Some checks were not successful" }) : icon("dot-fill", { size: 16, cls: "dh-pending", label: "Some checks haven't completed yet" })) : null;
          var review = isPulls ? { changes: " • Changes requested", approved: " • Approved", review: " • Review required", draft: " • Draft", merged: "" }[x.status] : "";
          var title = h("a", { href: "#", class: "dh-rowtitle", id: "devhub." + (isPulls ? "pull." : "issue.") + x.n,
                               onclick: function (e) { e.preventDefault(); if (x.n === PR.n) go("pr", { pr_tab: "conversation" }); } }, md(x.title));
          if (!isPulls) kit.hoverCard(title, function () { return issueCard(x.n); }, { id: "devhub.card.issue." + x.n, cls: "dh-card dh-card-wide", placement: "bottom-start" });
          rows.appendChild(h("div", { class: "dh-listrow" }, icon(ico[0], { size: 16, cls: ico[1] }),
            h("div", { class: "dh-rowmain" },
              h("div", { class: "dh-rowline" }, title, " ", checks, x.labels.map(function (k) { return label(k, "devhub." + (isPulls ? "pull." : "issue.") + x.n + ".label." + k); })),
              h("div", { class: "dh-rowmeta" }, "#" + x.n + " " + (x.status === "merged" ? "by " : "opened " + x.opened + " by "),
                userLink(x.author, "devhub." + (isPulls ? "pull." : "issue.") + x.n + ".author", x.author, "dh-muted-link"), x.status === "merged" ? " was merged " + x.opened : "", review)),
            h("div", { class: "dh-rowside" }, x.assignee ? avatar(x.assignee, 20) : null,
              x.comments ? h("a", { href: "#", class: "dh-muted-link dh-comments", id: "devhub." + (isPulls ? "pull." : "issue.") + x.n + ".comments" }, icon("comment", { size: 16 }), x.comments) : null)));
        });
      }
      var box = h("div", { class: "dh-box dh-list" },
        h("div", { class: "dh-box-head dh-listhead" },
          h("a", { href: "#", class: "dh-state dh-on" }, icon(isPulls ? "git-pull-request" : "issue-opened", { size: 16 }), (isPulls ? R.pulls : R.issues) + " Open"),
          h("a", { href: "#", class: "dh-state" }, icon("check", { size: 16 }), (isPulls ? "1,061" : "1,418") + " Closed"),
          h("span", { class: "dh-fill" }), h("div", { class: "dh-filters" }, listFilters(kind))),
        rows);
      if (S.issues_loading && !isPulls) {
        rows.appendChild(h("div", { class: "dh-list-skel", id: "devhub.issues.loading" }, [0, 1, 2, 3, 4, 5, 6, 7, 8].map(function (i) {
          return h("div", { class: "dh-listrow" }, h("div", { class: "dh-skel dh-skel-ic" }), h("div", { class: "dh-rowmain" }, h("div", { class: "dh-skel", style: { width: (45 + (i * 23) % 40) + "%" } }), h("div", { class: "dh-skel dh-skel-sm", style: { width: "22%" } })));
        })));
        setTimeout(function () { S.issues_loading = false; fillRows(); }, 1800);
      } else fillRows();
      var pages = isPulls ? 1 : 6;
      var pager = h("nav", { class: "dh-pager" },
        h("a", { href: "#", class: "dh-page-prev" + (S.page === 1 ? " dh-disabled" : ""), id: "devhub." + kind + ".prev" }, icon("chevron-left", { size: 16 }), "Previous"),
        [1, 2, 3, 4, 5, 6].slice(0, pages).map(function (p) { return h("a", { href: "#", class: "dh-page" + (p === S.page ? " dh-on" : ""), id: "devhub." + kind + ".page." + p }, String(p)); }),
        h("a", { href: "#", class: "dh-page-next" + (pages === 1 ? " dh-disabled" : ""), id: "devhub." + kind + ".next" }, "Next", icon("chevron-right", { size: 16 })));
      return h("div", { class: "dh-container" }, repoHead(), h("div", { class: "dh-hr" }),
        h("div", { class: "dh-listbar" },
          h("div", { class: "dh-input dh-listsearch" }, icon("search", { size: 16 }), h("span", null, isPulls ? "is:pr is:open " : "is:issue state:open ")),
          h("span", { class: "dh-btngroup dh-hide-sm" }, btn("Labels", { id: "devhub." + kind + ".labels", icon: "tag", count: Object.keys(C.labels).length }),
            btn("Milestones", { id: "devhub." + kind + ".milestones", icon: "milestone", count: 6 })),
          h("button", { class: "dh-btn dh-btn-primary", id: "devhub." + kind + ".new", type: "button" }, isPulls ? "New pull request" : "New issue")),
        box, isPulls ? h("div", { class: "dh-protip dh-muted" }, icon("light-bulb", { size: 16 }), h("b", null, " ProTip! "), "Filter pull requests by the default branch with ", h("a", { href: "#", id: "devhub.pulls.protip" }, "base:main"), ".") : pager,
        footer());
    }

    /* ---------------------------------------------------------------- pull request #482 */
    var checkState = {};  // check name -> done?
    PR.checks.forEach(function (c) { checkState[c.name] = S.checks === "done" || c.finish_ms === 0; });
    var checkListeners = [];
    function checksDone() { return PR.checks.every(function (c) { return checkState[c.name]; }); }
    if (S.checks === "running") PR.checks.forEach(function (c) {
      if (c.finish_ms) setTimeout(function () { checkState[c.name] = true; if (checksDone()) { S.checks = "done"; } checkListeners.forEach(function (fn) { fn(); }); }, c.finish_ms);
    });
    function onChecks(fn) { checkListeners.push(fn); }

    function prView() {
      var adds = 0, dels = 0;
      PR.files.forEach(function (f) { adds += f.additions; dels += f.deletions; });
      var tabs = [["conversation", "Conversation", "comment-discussion", 14], ["commits", "Commits", "git-commit", PR.commits.length],
                  ["checks", "Checks", "checklist", PR.checks.length], ["files", "Files changed", "file-diff", PR.files.length]];
      var codeBtn = btn("Code", { id: "devhub.pr.code", icon: "code", caret: true, cls: "dh-btn-primary dh-hide-sm" });
      kit.menu(codeBtn, [{ heading: "Checkout with GitHub CLI" }, { id: "devhub.pr.code.cli", label: "gh pr checkout 482" }, { divider: true },
                         { id: "devhub.pr.code.desktop", label: "Checkout with GitHub Desktop", icon: "octicon:desktop-download" },
                         { id: "devhub.pr.code.codespace", label: "Create codespace on feat/streaming-responses", icon: "octicon:codespaces" }],
               { id: "devhub.menu.prcode", placement: "bottom-end", cls: "dh-menu" });
      var head = h("div", { class: "dh-prhead" },
        h("div", { class: "dh-prtitle-row" }, h("h1", { class: "dh-prtitle" }, PR.title, " ", h("span", { class: "dh-muted dh-prnum" }, "#" + PR.n)),
          h("div", { class: "dh-prtitle-actions" }, btn("Edit", { id: "devhub.pr.edit" }), codeBtn)),
        h("div", { class: "dh-prstate" }, h("span", { class: "dh-statepill" }, icon("git-pull-request", { size: 16 }), "Open"),
          h("span", { class: "dh-prmeta" }, userLink(PR.author, "devhub.pr.author", PR.author, "dh-author dh-bold"), " wants to merge " + PR.commits.length + " commits into ",
            h("span", { class: "dh-branchref" }, PR.base), " from ", h("span", { class: "dh-branchref" }, PR.head),
            h("button", { class: "dh-iconbtn dh-iconbtn-sm", id: "devhub.pr.copy-branch", type: "button", "aria-label": "Copy head branch name to clipboard" }, icon("copy", { size: 14 })))),
        h("nav", { class: "dh-prtabs" }, tabs.map(function (t) {
          return h("a", { href: "#", class: "dh-prtab" + (S.pr_tab === t[0] ? " dh-on" : ""), id: "devhub.pr.tab." + t[0],
                          onclick: function (e) { e.preventDefault(); S.pr_tab = t[0]; draw(); window.scrollTo(0, 0); } },
            icon(t[2], { size: 16 }), h("span", { class: "dh-prtab-l" }, t[1]), h("span", { class: "dh-counter" }, t[3]));
        }), h("span", { class: "dh-fill" }), h("span", { class: "dh-diffstat dh-hide-sm" }, h("span", { class: "dh-add" }, "+" + adds), " ", h("span", { class: "dh-del" }, "−" + dels), " ",
          [0, 1, 2, 3, 4].map(function (i) { return h("span", { class: "dh-sq " + (i < 4 ? "dh-sq-add" : "dh-sq-del") }); }))));
      var body = S.pr_tab === "files" ? filesTab() : S.pr_tab === "commits" ? commitsTab() : S.pr_tab === "checks" ? checksTab() : conversationTab();
      return h("div", { class: "dh-container" + (S.pr_tab === "files" ? " dh-container-wide" : "") }, repoHead(), h("div", { class: "dh-hr" }), head, body, footer());
    }
    function commentBox(item, idBase) {
      var p = person(item.author);
      var more = h("button", { class: "dh-iconbtn", id: idBase + ".more", type: "button", "aria-label": "Show options" }, icon("kebab-horizontal", { size: 16 }));
      kit.menu(more, [{ id: "devhub.comment.copy-link", label: "Copy link", onSelect: function () { toast("Link copied to clipboard."); } },
                      { id: "devhub.comment.quote", label: "Quote reply" }, { id: "devhub.comment.reference", label: "Reference in new issue" },
                      { divider: true }, { id: "devhub.comment.edit", label: "Edit" }, { id: "devhub.comment.hide", label: "Hide" },
                      { id: "devhub.comment.delete", label: "Delete", danger: true }, { divider: true }, { id: "devhub.comment.report", label: "Report content" }],
               { id: "devhub.menu.comment", placement: "bottom-end", cls: "dh-menu" });
      var role = item.author === PR.author ? "Author" : p.company === "@meridian-labs" ? "Member" : p.bot ? "Bot" : "Contributor";
      var react = h("button", { class: "dh-iconbtn dh-react-add", id: idBase + ".react", type: "button", "aria-label": "Add or remove reactions" }, icon("smiley", { size: 16 }));
      var av = h("a", { href: "#", class: "dh-tl-av", id: idBase + ".avatar" }, avatar(item.author, 40));
      hoverUser(av, item.author);

      return h("div", { class: "dh-tl-item dh-tl-comment", id: idBase }, av,
        h("div", { class: "dh-cbox" + (item.author === PR.author ? " dh-cbox-author" : "") },
          h("div", { class: "dh-chead" }, userLink(item.author, idBase + ".author", item.author, "dh-author dh-bold"), p.bot ? h("span", { class: "dh-pill" }, "bot") : null,
            h("span", { class: "dh-muted" }, " commented " + item.when), h("span", { class: "dh-fill" }),
            h("span", { class: "dh-pill dh-role" }, role), react, more),
          h("div", { class: "dh-cbody dh-md" }, block(item.body, idBase)),
          item.reactions && item.reactions.length ? h("div", { class: "dh-reactions" }, item.reactions.map(function (r) {
            return h("button", { class: "dh-reaction", id: idBase + ".reaction." + (r[0] === "+1" ? "thumbsup" : r[0]), type: "button" }, emoji(r[0]), " " + r[1]);
          }), h("button", { class: "dh-reaction dh-reaction-add", id: idBase + ".reactions.add", type: "button", "aria-label": "Add reaction" }, icon("smiley", { size: 16 }))) : null));
    }
    function eventItem(ev) {
      var text;
      if (ev.kind === "label") text = [" added ", ev.labels.map(function (k) { return label(k); }), " labels " + ev.when];
      else if (ev.kind === "review_requested") text = [" requested review from ", ev.who.map(function (l, j) { return [j ? " and " : "", userLink(l, null, l, "dh-author dh-bold")]; }), " " + ev.when];
      else text = [" mentioned this ", ev.when, h("div", { class: "dh-xref" }, icon("issue-opened", { size: 16, cls: "dh-open" }), " ", h("b", null, issueData(ev.issue).title), " ", issueRef(ev.issue, "devhub.tl.xref." + ev.issue))];
      var ico = ev.kind === "label" ? "tag" : ev.kind === "review_requested" ? "eye" : "cross-reference";
      return h("div", { class: "dh-tl-event" }, h("span", { class: "dh-tl-badge" }, icon(ico, { size: 16 })),
        h("div", { class: "dh-tl-etext" }, avatar(ev.actor, 20), " ", userLink(ev.actor, null, ev.actor, "dh-author dh-bold"), text));
    }
    function commitsItem(it) {
      return h("div", { class: "dh-tl-commits" },
        it.shas.map(function (sha) {
          var c = PR.commits.filter(function (x) { return x.sha === sha; })[0];
          return h("div", { class: "dh-tl-commit" }, h("span", { class: "dh-tl-badge dh-tl-badge-sm" }, icon("git-commit", { size: 16 })),
            avatar(c.author, 16), h("a", { href: "#", class: "dh-muted-link dh-ellip", id: "devhub.tl.commit." + sha + ".message" }, c.message),
            h("span", { class: "dh-fill" }), h("span", { class: "dh-verified" }, "Verified"), icon("check", { size: 16, cls: "dh-open" }), shaLink(sha, "devhub.tl.commit." + sha));
        }));
    }
    function diffSnippet(t) {
      var f = PR.files.filter(function (x) { return x.slug === t.file; })[0];
      var rows = [];
      f.hunks.forEach(function (hk) { hk.rows.forEach(function (r) { rows.push(r); }); });
      var at = 0;
      rows.forEach(function (r, i) { if (r[2] === t.line) at = i; });
      return h("div", { class: "dh-snippet" }, h("div", { class: "dh-snippet-head dh-mono" }, f.path),
        h("table", { class: "dh-diff" }, rows.slice(Math.max(0, at - 3), at + 1).map(function (r) { return diffRow(f, r, false); })));
    }
    function threadView(slugName, inTimeline) {
      var t = PR.threads[slugName];
      var idBase = "devhub.thread." + slugName;
      var shown = !t.resolved || S.show_resolved.indexOf(slugName) >= 0;
      var comments = [{ author: t.author, body: t.body }].concat(t.replies);
      var content = h("div", { class: "dh-thread-body" }, inTimeline ? diffSnippet(t) : null,
        comments.map(function (c, i) {
          return h("div", { class: "dh-tcomment" }, hoverUser(h("a", { href: "#", class: "dh-tc-av", id: idBase + "." + i + ".avatar" }, avatar(c.author, 24)), c.author),
            h("div", null, h("div", null, userLink(c.author, null, c.author, "dh-author dh-bold"), h("span", { class: "dh-muted" }, i ? " replied" : "")), h("div", { class: "dh-md" }, h("p", null, md(c.body, idBase + "." + i)))));
        }),
        h("div", { class: "dh-thread-foot" }, h("div", { class: "dh-input dh-reply", id: idBase + ".reply" }, avatar(ME, 24), h("span", { class: "dh-muted" }, "Reply...")),
          h("button", { class: "dh-btn dh-btn-sm", id: idBase + ".resolve", type: "button" }, t.resolved ? "Unresolve conversation" : "Resolve conversation")));
      var el = h("div", { class: "dh-thread" + (t.resolved ? " dh-thread-resolved" : ""), id: idBase });
      if (t.resolved) {
        var toggle = h("button", { class: "dh-btn dh-btn-sm dh-linkish", id: idBase + ".show", type: "button", onclick: function () {
          var i = S.show_resolved.indexOf(slugName);
          S.show_resolved = i >= 0 ? S.show_resolved.filter(function (x) { return x !== slugName; }) : S.show_resolved.concat([slugName]);
          content.hidden = S.show_resolved.indexOf(slugName) < 0; toggle.textContent = content.hidden ? "Show resolved" : "Hide resolved";
        } }, shown ? "Hide resolved" : "Show resolved");
        el.appendChild(h("div", { class: "dh-thread-rhead" }, h("span", { class: "dh-mono dh-small" }, PR.files.filter(function (x) { return x.slug === t.file; })[0].path),
          h("span", { class: "dh-fill" }), h("span", { class: "dh-muted dh-small" }, icon("check-circle", { size: 16 }), " This conversation was marked as resolved by ", h("b", null, PR.author)), toggle));
      }
      content.hidden = !shown;
      el.appendChild(content);
      return el;
    }
    function reviewItem(it) {
      var states = { commented: ["reviewed", "eye", ""], changes: ["requested changes", "file-diff", "dh-tl-badge-red"], approved: ["approved these changes", "check", "dh-tl-badge-green"] };
      var st = states[it.state];
      return h("div", { class: "dh-tl-review" },
        h("div", { class: "dh-tl-event" }, h("span", { class: "dh-tl-badge " + st[2] }, icon(st[1], { size: 16 })),
          h("div", { class: "dh-tl-etext" }, avatar(it.author, 20), " ", userLink(it.author, "devhub.tl." + it.slug + ".author", it.author, "dh-author dh-bold"), " " + st[0] + " " + it.when)),
        h("div", { class: "dh-review-box" }, h("div", { class: "dh-cbody dh-md" }, h("p", null, md(it.body))),
          it.threads.map(function (t) { return threadView(t, true); })));
    }
    function conversationTab() {
      var tl = h("div", { class: "dh-timeline", id: "devhub.timeline" });
      var hidden = PR.hidden;
      PR.timeline.forEach(function (it, i) {
        if (!S.timeline_expanded && i >= hidden[0] && i < hidden[1]) {
          if (i === hidden[0]) tl.appendChild(h("div", { class: "dh-tl-hidden" }, h("div", { class: "dh-tl-hidden-in" },
            h("span", { class: "dh-muted" }, (hidden[1] - hidden[0]) + " hidden items"),
            h("button", { class: "dh-linkish", id: "devhub.tl.load-more", type: "button", onclick: function () { S.timeline_expanded = true; draw(); } }, "Load more…"))));
          return;
        }
        if (it.kind === "comment" || it.kind === "bot") tl.appendChild(commentBox(it, "devhub.tl." + it.slug));
        else if (it.kind === "event") tl.appendChild(eventItem(it));
        else if (it.kind === "commits") tl.appendChild(commitsItem(it));
        else if (it.kind === "review") tl.appendChild(reviewItem(it));
      });
      tl.appendChild(mergeBox());
      tl.appendChild(h("div", { class: "dh-tl-item dh-newcomment" }, h("span", { class: "dh-tl-av" }, avatar(ME, 40)),
        h("div", { class: "dh-cbox" }, h("div", { class: "dh-chead dh-chead-tabs" }, h("span", { class: "dh-ctab dh-on" }, "Write"), h("span", { class: "dh-ctab" }, "Preview")),
          h("div", { class: "dh-textarea", id: "devhub.comment.text" }, h("span", { class: "dh-muted" }, "Add your comment here...")),
          h("div", { class: "dh-cfoot" }, h("span", { class: "dh-muted dh-small" }, icon("file", { size: 16 }), " Markdown is supported"), h("span", { class: "dh-fill" }),
            btn("Close pull request", { id: "devhub.pr.close", icon: "git-pull-request-closed", cls: "dh-closepr" }),
            h("button", { class: "dh-btn dh-btn-primary", id: "devhub.comment.submit", type: "button", disabled: true, "aria-disabled": "true" }, "Comment")))));
      return h("div", { class: "dh-layout dh-prlayout" }, h("div", { class: "dh-main" }, tl), prSidebar());
    }
    function checkIcon(c) {
      return checkState[c.name] ? icon("check-circle-fill", { size: 16, cls: "dh-open" }) : h("span", { class: "dh-running", "aria-label": "In progress" });
    }
    function mergeBox() {
      var box = h("div", { class: "dh-tl-item dh-mergebox", id: "devhub.merge" });
      var listOpen = true;
      function fill() {
        box.textContent = "";
        var done = checksDone(), left = PR.checks.filter(function (c) { return !checkState[c.name]; }).length;
        var list = h("div", { class: "dh-checklist", id: "devhub.merge.checks" }, PR.checks.map(function (c) {
          return h("div", { class: "dh-checkrow" }, checkIcon(c), h("span", { class: "dh-checkname" }, h("b", null, c.name), " ", h("span", { class: "dh-muted" }, c.event ? "(" + c.event + ") " : "",
            checkState[c.name] ? (c.event ? "Successful in " + c.summary : c.summary) : "In progress — This check has started..."), ""),
            h("span", { class: "dh-fill" }), c.event ? null : h("span", { class: "dh-pill" }, "Required"),
            h("a", { href: "#", class: "dh-details", id: "devhub.check." + slug(c.name) + ".details" }, "Details"));
        }));
        list.hidden = !listOpen;
        var mergeBtn = h("button", { class: "dh-btn dh-btn-primary dh-split-l", id: "devhub.merge.button", type: "button", disabled: !done, "aria-disabled": done ? null : "true" }, "Merge pull request");
        var method = h("button", { class: "dh-btn dh-btn-primary dh-split-r", id: "devhub.merge.method", type: "button", disabled: !done, "aria-label": "Select merge method" }, icon("triangle-down", { size: 16 }));
        if (done) kit.menu(method, [{ id: "devhub.merge.method.merge", label: "Create a merge commit", hint: "All commits from this branch will be added to the base branch via a merge commit.", checked: true },
                                    { id: "devhub.merge.method.squash", label: "Squash and merge", hint: "The 7 commits from this branch will be combined into one commit in the base branch.", checked: false },
                                    { id: "devhub.merge.method.rebase", label: "Rebase and merge", hint: "The 7 commits from this branch will be rebased and added to the base branch.", checked: false }],
                                   { id: "devhub.menu.merge", placement: "bottom-start", cls: "dh-menu dh-menu-wide" });
        box.appendChild(h("span", { class: "dh-tl-av dh-merge-ic" + (done ? " dh-merge-ok" : "") }, icon("git-merge", { size: 24 })));
        box.appendChild(h("div", { class: "dh-mbox" },
          h("div", { class: "dh-msec" }, h("span", { class: "dh-msec-ic dh-ok-bg" }, icon("check", { size: 16 })),
            h("div", null, h("b", null, "Changes approved"), h("div", { class: "dh-muted dh-small" }, "1 approving review by reviewers with write access."))),
          h("div", { class: "dh-msec dh-msec-checks" }, done ? h("span", { class: "dh-msec-ic dh-ok-bg" }, icon("check", { size: 16 })) : h("span", { class: "dh-msec-ic dh-pending-bg" }, icon("dot-fill", { size: 16 })),
            h("div", { class: "dh-fill" }, h("b", null, done ? "All checks have passed" : "Some checks haven't completed yet"),
              h("div", { class: "dh-muted dh-small" }, done ? PR.checks.length + " successful checks" : left + " in progress, " + (PR.checks.length - left) + " successful checks")),
            h("button", { class: "dh-linkish", id: "devhub.merge.toggle-checks", type: "button", onclick: function () { listOpen = !listOpen; fill(); } }, listOpen ? "Hide all checks" : "Show all checks")),
          list,
          h("div", { class: "dh-msec" }, h("span", { class: "dh-msec-ic dh-ok-bg" }, icon("check", { size: 16 })),
            h("div", null, h("b", null, "No conflicts with base branch"), h("div", { class: "dh-muted dh-small" }, "Merging can be performed automatically."))),
          h("div", { class: "dh-msec dh-msec-merge" },
            done ? null : h("div", { class: "dh-blocked" }, icon("alert", { size: 16 }), " Merging is blocked: required status checks must pass before merging."),
            h("span", { class: "dh-split" }, mergeBtn, method),
            h("span", { class: "dh-muted dh-small" }, " You can also merge this with the command line. ", h("a", { href: "#", id: "devhub.merge.cli" }, "View command line instructions.")))));
      }
      fill();
      onChecks(function () { if (box.isConnected) fill(); });
      return box;
    }
    function prSidebar() {
      var sec = function (title, id, content) {
        return h("div", { class: "dh-psec" }, h("div", { class: "dh-psec-h" }, h("span", null, title), h("button", { class: "dh-iconbtn", id: id, type: "button", "aria-label": "Edit " + title }, icon("gear", { size: 16 }))), content);
      };
      var stateIco = { commented: ["comment", "dh-muted"], changes: ["file-diff", "dh-danger"], approved: ["check", "dh-open"] };
      var calloutEl = null;
      if (S.callout === "copilot-review") {
        calloutEl = h("div", { class: "dh-callout", id: "devhub.callout", role: "dialog" },
          h("div", { class: "dh-callout-h" }, icon("copilot", { size: 16 }), h("b", null, " Copilot code review"), h("span", { class: "dh-pill dh-pill-new" }, "New"),
            h("span", { class: "dh-fill" }), h("button", { class: "dh-iconbtn", id: "devhub.callout.close", type: "button", "aria-label": "Dismiss", onclick: dismissCallout }, icon("x", { size: 16 }))),
          h("p", null, "Request a review from Copilot to get feedback on your pull request in under a minute. Copilot reviews do not count toward required approvals."),
          h("div", { class: "dh-callout-foot" }, h("button", { class: "dh-btn dh-btn-sm", id: "devhub.callout.dismiss", type: "button", onclick: dismissCallout }, "Dismiss"),
            h("button", { class: "dh-btn dh-btn-sm dh-btn-primary", id: "devhub.callout.try", type: "button", onclick: dismissCallout }, "Request review")));
      }
      function dismissCallout() { S.callout = null; if (calloutEl) calloutEl.remove(); }
      return h("aside", { class: "dh-side dh-prside" }, calloutEl,
        sec("Reviewers", "devhub.pr.reviewers.edit", h("div", null, PR.reviewers.map(function (r) {
          var s = stateIco[r[1]];
          return h("div", { class: "dh-prow" }, hoverUser(h("a", { href: "#", class: "dh-author", id: "devhub.pr.reviewer." + r[0] }, avatar(r[0], 20), h("b", null, r[0])), r[0]),
            h("span", { class: "dh-fill" }), icon(s[0], { size: 16, cls: s[1] }));
        }), h("div", { class: "dh-prow dh-muted dh-small" }, icon("copilot", { size: 16 }), " Copilot", h("span", { class: "dh-fill" }), h("a", { href: "#", id: "devhub.pr.request-copilot" }, "Request")))),
        sec("Assignees", "devhub.pr.assignees.edit", PR.assignees.map(function (l) { return h("div", { class: "dh-prow" }, avatar(l, 20), h("b", null, l)); })),
        sec("Labels", "devhub.pr.labels.edit", h("div", { class: "dh-plabels" }, PR.labels.map(function (k) { return label(k, "devhub.pr.label." + k); }))),
        sec("Projects", "devhub.pr.projects.edit", h("div", { class: "dh-muted dh-small" }, "None yet")),
        sec("Milestone", "devhub.pr.milestone.edit", h("div", null, h("a", { href: "#", class: "dh-bold", id: "devhub.pr.milestone" }, PR.milestone),
          h("div", { class: "dh-progress" }, h("span", { style: { width: "62%" } })))),
        sec("Development", "devhub.pr.development.edit", h("div", null, h("div", { class: "dh-muted dh-small" }, "Successfully merging this pull request may close these issues."),
          PR.linked.map(function (n) { return h("div", { class: "dh-prow dh-small" }, icon("issue-opened", { size: 16, cls: "dh-open" }), h("a", { href: "#", class: "dh-bold dh-ellip", id: "devhub.pr.linked." + n }, issueData(n).title)); }))),
        h("div", { class: "dh-psec" }, h("div", { class: "dh-psec-h" }, "Notifications", h("span", { class: "dh-fill" }), h("span", { class: "dh-small" }, "Customize")),
          btn("Unsubscribe", { id: "devhub.pr.unsubscribe", icon: "bell", cls: "dh-btn-block" }),
          h("div", { class: "dh-muted dh-small" }, "You're receiving notifications because you were mentioned.")),
        h("div", { class: "dh-psec" }, h("div", { class: "dh-psec-h" }, PR.participants.length + " participants"),
          h("div", { class: "dh-participants" }, PR.participants.map(function (l) { return hoverUser(h("a", { href: "#", id: "devhub.pr.participant." + l }, avatar(l, 26)), l); }))));
    }
    function commitsTab() {
      // GitHub groups the commits by the day they were made ("today" is Wednesday, June 11, 2025).
      var DAY = { "3 days ago": "Jun 8, 2025", "2 days ago": "Jun 9, 2025", "yesterday": "Jun 10, 2025" };
      var days = [];
      PR.commits.forEach(function (c) {
        var d = DAY[c.when] || "Jun 11, 2025";
        if (!days.length || days[days.length - 1].day !== d) days.push({ day: d, commits: [] });
        days[days.length - 1].commits.push(c);
      });
      return h("div", { class: "dh-commits" }, days.map(function (g) { return [h("div", { class: "dh-commits-day" }, icon("git-commit", { size: 16 }), " Commits on " + g.day),
        h("div", { class: "dh-box" }, g.commits.map(function (c) {
          return h("div", { class: "dh-crow" }, h("div", { class: "dh-fill" }, h("a", { href: "#", class: "dh-bold", id: "devhub.commit." + c.sha + ".title" }, c.message),
              h("div", { class: "dh-muted dh-small" }, avatar(c.author, 16), " ", userLink(c.author, null, c.author, "dh-author dh-bold"), " committed " + c.when)),
            h("span", { class: "dh-verified" }, "Verified"), h("a", { href: "#", class: "dh-btn dh-btn-sm dh-mono", id: "devhub.commit." + c.sha }, c.sha),
            h("button", { class: "dh-btn dh-btn-sm dh-btn-icon", id: "devhub.commit." + c.sha + ".copy", type: "button", "aria-label": "Copy full SHA" }, icon("copy", { size: 16 })),
            h("a", { href: "#", class: "dh-btn dh-btn-sm dh-btn-icon", id: "devhub.commit." + c.sha + ".browse", "aria-label": "Browse repository at this point" }, icon("code", { size: 16 })));
        }))]; }));
    }
    function checksTab() {
      var sel = PR.checks[4];
      var steps = ["Set up job", "Run actions/checkout@v4", "Run pnpm/action-setup@v4", "Run actions/setup-node@v4", "Run pnpm install --frozen-lockfile", "Run pnpm build", "Run pnpm test", "Post Run actions/checkout@v4", "Complete job"];
      var wrap = h("div", { class: "dh-checks" });
      function fill() {
        wrap.textContent = "";
        var done = checksDone();
        wrap.appendChild(h("aside", { class: "dh-checks-side" },
          h("div", { class: "dh-checks-h" }, icon("play", { size: 16 }), " CI"), PR.checks.map(function (c) {
            return h("a", { href: "#", class: "dh-checks-job" + (c === sel ? " dh-on" : ""), id: "devhub.checks.job." + slug(c.name) }, checkIcon(c), h("span", { class: "dh-ellip" }, c.name.replace(/^CI \/ /, "")));
          })));
        var main = h("div", { class: "dh-checks-main" },
          h("div", { class: "dh-checks-top" }, h("div", null, h("h2", null, "CI"), h("div", { class: "dh-muted dh-small" }, "on: pull_request")), h("span", { class: "dh-fill" }),
            done ? h("button", { class: "dh-btn", id: "devhub.checks.rerun", type: "button" }, icon("sync", { size: 16 }), " Re-run all jobs")
                 : h("button", { class: "dh-btn", id: "devhub.checks.cancel", type: "button" }, icon("stop", { size: 16 }), " Cancel workflow")),
          h("div", { class: "dh-log" }, h("div", { class: "dh-log-h" }, h("b", null, sel.name.replace(/^CI \/ /, "")),
            h("span", { class: "dh-muted dh-small" }, checkState[sel.name] ? " succeeded " + sel.summary + " ago in " + sel.summary : " started less than a minute ago")),
            steps.map(function (st, i) {
              var fin = checkState[sel.name] || i < 6;
              return h("div", { class: "dh-step", id: "devhub.checks.step." + i }, icon("chevron-right", { size: 16 }), fin ? icon("check-circle-fill", { size: 16, cls: "dh-open-log" }) : h("span", { class: "dh-running" }), h("span", null, st),
                h("span", { class: "dh-fill" }), h("span", { class: "dh-muted" }, fin ? (i * 7 % 23 + 1) + "s" : ""));
            })));
        wrap.appendChild(main);
      }
      fill();
      onChecks(function () { if (wrap.isConnected) fill(); });
      return wrap;
    }

    /* ---------------------------------------------------------------- files changed (the long diff) */
    function isCode(path) { return /\.(ts|js|json)$/.test(path); }
    function diffRow(f, r, interactive) {
      var cls = r[0] === "+" ? "dh-d-add" : r[0] === "-" ? "dh-d-del" : "";
      var ln = r[2] !== null ? "R" + r[2] : "L" + r[1];
      var lnNew = h("td", { class: "dh-dn", id: interactive ? "devhub.diff." + f.slug + "." + ln : null }, r[2] === null ? "" : String(r[2]));
      var code = h("td", { class: "dh-dc" }, h("span", { class: "dh-dsign" }, r[0] === " " ? " " : r[0] === "-" ? "−" : "+"), isCode(f.path) ? highlight(r[3]) : r[3] || "\u200b");
      var tr = h("tr", { class: cls }, h("td", { class: "dh-dn" }, r[1] === null ? "" : String(r[1])), lnNew, code);
      if (interactive) {
        // The blue "+" appears at the line while the pointer is over it: "Add a comment to this line".
        var add = h("button", { class: "dh-addc", id: "devhub.diff." + f.slug + "." + ln + ".add", type: "button", "aria-label": "Add a comment to this line" }, icon("plus", { size: 16 }));
        code.insertBefore(add, code.firstChild);
      }
      return tr;
    }
    function diffFile(f) {
      var tbl = h("table", { class: "dh-diff" });
      var fileText = f.slug === "router" ? C.files["src/router.ts"].text.split("\n") : null;
      var threadsAt = {};
      Object.keys(PR.threads).forEach(function (k) { var t = PR.threads[k]; if (t.file === f.slug) threadsAt[t.line] = (threadsAt[t.line] || []).concat([k]); });
      function addRows(rows) {
        rows.forEach(function (r) {
          tbl.appendChild(diffRow(f, r, true));
          if (r[0] !== "-" && threadsAt[r[2]]) threadsAt[r[2]].forEach(function (k) { tbl.appendChild(h("tr", { class: "dh-d-thread" }, h("td", { colspan: "3" }, threadView(k, false)))); });
        });
      }
      var prevOld = 1, prevNew = 1;
      f.hunks.forEach(function (hk, i) {
        var hidden = hk.old - prevOld;
        var header = "@@ -" + hk.old + "," + hk.rows.filter(function (r) { return r[0] !== "+"; }).length + " +" + hk.new + "," + hk.rows.filter(function (r) { return r[0] !== "-"; }).length + " @@";
        if (f.status !== "added") {
          var exp = h("tr", { class: "dh-d-hunk" });
          var canExpand = fileText && hidden > 0;
          var startOld = prevOld, startNew = prevNew;
          exp.appendChild(h("td", { class: "dh-d-exp", colspan: "2" }, canExpand ? h("button", { class: "dh-expbtn", id: "devhub.diff." + f.slug + ".expand." + i, type: "button", "aria-label": "Expand all",
            onclick: function () {
              var rows = [];
              for (var k = 0; k < hidden; k++) if (fileText[startOld + k - 1] !== undefined) rows.push([" ", startOld + k, startNew + k, fileText[startOld + k - 1]]);
              var frag = document.createDocumentFragment();
              rows.forEach(function (r) { frag.appendChild(diffRow(f, r, true)); });
              exp.replaceWith(frag);
            } }, icon(i === 0 ? "fold-up" : "unfold", { size: 16 })) : null));
          exp.appendChild(h("td", { class: "dh-d-hunktext" }, header));
          tbl.appendChild(exp);
        }
        addRows(hk.rows);
        var last = hk.rows[hk.rows.length - 1];
        prevOld = (last[1] || hk.old) + 1; prevNew = (last[2] || hk.new) + 1;
        hk.rows.forEach(function (r) { if (r[1]) prevOld = r[1] + 1; if (r[2]) prevNew = r[2] + 1; });
      });
      var body = h("div", { class: "dh-dbody" });
      if (f.large && S.diffs_loaded.indexOf(f.slug) < 0) {
        body.appendChild(h("div", { class: "dh-large" }, h("p", null, "Large diffs are not rendered by default."),
          h("button", { class: "dh-linkish", id: "devhub.diff." + f.slug + ".load", type: "button", onclick: function () { S.diffs_loaded = S.diffs_loaded.concat([f.slug]); body.textContent = ""; body.appendChild(tbl); } }, "Load diff")));
      } else body.appendChild(tbl);
      var view = h("label", { class: "dh-viewed", id: "devhub.diff." + f.slug + ".viewed" }, h("input", { type: "checkbox", onchange: function (e) { viewed[f.slug] = e.target.checked; body.hidden = e.target.checked; } }), " Viewed");
      var total = f.additions + f.deletions, adds = total ? Math.round(5 * f.additions / total) : 0;
      var more = h("button", { class: "dh-iconbtn", id: "devhub.diff." + f.slug + ".more", type: "button", "aria-label": "Show options" }, icon("kebab-horizontal", { size: 16 }));
      kit.menu(more, [{ id: "devhub.diff.menu.view", label: "View file" }, { id: "devhub.diff.menu.edit", label: "Edit file" }, { id: "devhub.diff.menu.delete", label: "Delete file", danger: true },
                      { divider: true }, { id: "devhub.diff.menu.desktop", label: "Open in GitHub Desktop" }], { id: "devhub.menu.diff", placement: "bottom-end", cls: "dh-menu" });
      var toggle = h("button", { class: "dh-iconbtn", id: "devhub.diff." + f.slug + ".toggle", type: "button", "aria-label": "Toggle diff contents",
                                 onclick: function () { body.hidden = !body.hidden; toggle.replaceChildren(icon(body.hidden ? "chevron-right" : "chevron-down", { size: 16 })); } }, icon("chevron-down", { size: 16 }));
      return h("div", { class: "dh-dfile", id: "devhub.diff." + f.slug },
        h("div", { class: "dh-dhead" }, toggle,
          h("span", { class: "dh-diffstat-sm" }, h("span", { class: "dh-add" }, "+" + f.additions), " ", h("span", { class: "dh-del" }, "−" + f.deletions), " ",
            [0, 1, 2, 3, 4].map(function (i) { return h("span", { class: "dh-sq " + (i < adds ? "dh-sq-add" : i < (total ? 5 : 0) ? "dh-sq-del" : "") }); })),
          h("a", { href: "#", class: "dh-dpath dh-mono dh-ellip" }, f.path),
          h("button", { class: "dh-iconbtn dh-iconbtn-sm", id: "devhub.diff." + f.slug + ".copy", type: "button", "aria-label": "Copy file name to clipboard" }, icon("copy", { size: 14 })),
          h("span", { class: "dh-fill" }), view,
          h("button", { class: "dh-iconbtn dh-hide-sm", id: "devhub.diff." + f.slug + ".comment", type: "button", "aria-label": "Comment on this file" }, icon("comment", { size: 16 })), more),
        body);
    }
    function filesTab() {
      var tree = h("div", { class: "dh-ftree", id: "devhub.files.tree" });
      var dirs = {};
      PR.files.forEach(function (f) {
        var d = f.path.indexOf("/") >= 0 ? f.path.slice(0, f.path.lastIndexOf("/")) : "";
        (dirs[d] = dirs[d] || []).push(f);
      });
      Object.keys(dirs).sort().forEach(function (d) {
        if (d) tree.appendChild(h("div", { class: "dh-ftree-dir" }, icon("chevron-down", { size: 16 }), icon("file-directory-open-fill", { size: 16, cls: "dh-diricon" }), d));
        dirs[d].forEach(function (f) {
          tree.appendChild(h("a", { href: "#", class: "dh-ftree-file" + (d ? " dh-ftree-in" : ""), id: "devhub.files.tree." + f.slug,
                                    onclick: function (e) { e.preventDefault(); var el = root.querySelector('[data-igg-id="devhub.diff.' + f.slug + '"]'); if (el) window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 120); } },
            icon("file", { size: 16, cls: "dh-fileicon" }), h("span", { class: "dh-ellip" }, f.path.split("/").pop()), h("span", { class: "dh-fill" }),
            icon(f.status === "added" ? "diff-added" : "diff-modified", { size: 16, cls: f.status === "added" ? "dh-open" : "dh-pending" })));
        });
      });
      var review = h("button", { class: "dh-btn dh-btn-primary dh-btn-sm", id: "devhub.files.review", type: "button" }, "Review changes", icon("triangle-down", { size: 16, cls: "dh-caret" }));
      var reviewWrap = popover("review", review, function () {
        var choice = "comment";
        var radios = [["comment", "Comment", "Submit general feedback without explicit approval."],
                      ["approve", "Approve", "Give your approval to merge these changes."],
                      ["changes", "Request changes", "Submit feedback that must be addressed before merging."]];
        return h("div", null, panelHead("Finish your review", "devhub.review.close"),
          h("div", { class: "dh-review-in" },
            h("div", { class: "dh-textarea dh-textarea-sm", id: "devhub.review.text" }, h("span", { class: "dh-muted" }, "Leave a comment")),
            radios.map(function (r) {
              return h("label", { class: "dh-radio", id: "devhub.review." + r[0] }, h("input", { type: "radio", name: "dh-review", checked: r[0] === choice }),
                h("span", null, h("b", null, r[1]), h("div", { class: "dh-muted dh-small" }, r[2])));
            }),
            h("div", { class: "dh-review-foot" }, h("button", { class: "dh-btn dh-btn-primary dh-btn-sm", id: "devhub.review.submit", type: "button" }, "Submit review"))));
      }, { id: "devhub.review", cls: "dh-pop-review", align: "end" });
      var bar = h("div", { class: "dh-filesbar" },
        h("button", { class: "dh-iconbtn", id: "devhub.files.tree-toggle", type: "button", "aria-label": "Collapse file tree" }, icon("sidebar-expand", { size: 16 })),
        btn("All commits", { id: "devhub.files.commits", caret: true, cls: "dh-btn-sm dh-btn-invisible" }),
        btn("File filter", { id: "devhub.files.filter", caret: true, cls: "dh-btn-sm dh-btn-invisible dh-hide-sm" }),
        btn("Conversations", { id: "devhub.files.conversations", caret: true, cls: "dh-btn-sm dh-btn-invisible dh-hide-sm" }),
        h("span", { class: "dh-fill" }),
        h("span", { class: "dh-muted dh-small dh-hide-sm" }, "0 / " + PR.files.length + " files viewed"),
        reviewWrap);
      return h("div", { class: "dh-files-wrap" }, bar,
        h("div", { class: "dh-files-layout" },
          h("aside", { class: "dh-ftree-pane" }, h("div", { class: "dh-input dh-ftree-filter" }, icon("filter", { size: 16 }), h("span", { class: "dh-muted" }, "Filter changed files")), tree),
          h("div", { class: "dh-dfiles" }, PR.files.map(diffFile))));
    }

    /* ---------------------------------------------------------------- Copilot chat panel */
    var copilotEl = null;
    function renderCopilot() {
      if (copilotEl) copilotEl.remove();
      copilotEl = null;
      if (!S.copilot) return;
      var handle = h("div", { class: "dh-cop-head", id: "devhub.copilot.header" }, icon("copilot", { size: 16 }), h("b", null, "Copilot"), h("span", { class: "dh-fill" }),
        h("button", { class: "dh-iconbtn", id: "devhub.copilot.new", type: "button", "aria-label": "New conversation" }, icon("plus", { size: 16 })),
        h("button", { class: "dh-iconbtn", id: "devhub.copilot.history", type: "button", "aria-label": "Conversation history" }, icon("history", { size: 16 })),
        h("button", { class: "dh-iconbtn", id: "devhub.copilot.expand", type: "button", "aria-label": "Open in immersive" }, icon("screen-full", { size: 16 })),
        h("button", { class: "dh-iconbtn", id: "devhub.copilot.close", type: "button", "aria-label": "Close chat", onclick: function () { S.copilot = false; S.copilot_at = null; renderCopilot(); } }, icon("x", { size: 16 })));
      copilotEl = h("div", { class: "dh-copilot", id: "devhub.copilot", role: "dialog", "aria-label": "Copilot Chat" }, handle,
        h("div", { class: "dh-cop-body" }, h("div", { class: "dh-cop-hello" }, icon("copilot-24", { size: 32 }), h("h3", null, "Ask Copilot"),
            h("p", { class: "dh-muted" }, "Copilot is powered by AI, so mistakes are possible. Review output carefully before use.")),
          ["What does this pull request change?", "Summarize the open streaming issues", "How do I write a middleware for tern?"].map(function (q, i) {
            return h("button", { class: "dh-cop-sugg", id: "devhub.copilot.suggestion." + i, type: "button" }, q);
          })),
        h("div", { class: "dh-cop-foot" }, h("div", { class: "dh-cop-ctx" }, icon("repo", { size: 14 }), " meridian-labs/tern"),
          h("div", { class: "dh-input dh-cop-input", id: "devhub.copilot.input" }, h("span", { class: "dh-muted" }, "Ask Copilot"), h("span", { class: "dh-fill" }), icon("paperclip", { size: 16 }), icon("arrow-right", { size: 16 }))));
      document.getElementById("app").appendChild(copilotEl);
      if (S.copilot_at) { copilotEl.style.left = S.copilot_at[0] + "px"; copilotEl.style.top = S.copilot_at[1] + "px"; copilotEl.style.right = "auto"; copilotEl.style.bottom = "auto"; }
      kit.draggable(copilotEl, handle, { bounds: "viewport", onEnd: function (at) { S.copilot_at = [at.left, at.top]; } });
    }

    /* ---------------------------------------------------------------- toast (Primer toasts hide after 5 s) */
    function toast(text) {
      kit.toast({ id: "devhub.toast", text: h("span", { class: "dh-toast-in" }, icon("check", { size: 16 }), text), timeout: 5000, cls: "dh-toast" });
    }

    /* ---------------------------------------------------------------- page */
    var page = h("div", { class: "dh-root" });
    root.appendChild(page);
    function draw() {
      page.textContent = "";
      page.appendChild(header());
      var view = S.view === "blob" ? blobView() : S.view === "pulls" ? listView("pulls") : S.view === "issues" ? listView("issues") : S.view === "pr" ? prView() : codeView();
      page.appendChild(h("main", { class: "dh-page dh-view-" + S.view }, view));
    }
    draw();
    renderCopilot();
    if (S.dialog === "palette") openPalette();
    else if (S.dialog === "shortcuts") openShortcuts();
    if (S.drawer) openDrawer();
    // A click whose effect no other key records (a follow, a copy, a link to a page this mockup does
    // not draw) is kept in S.action as the clicked control's name, so every click leaves a trace.
    // (The check runs once the click has been handled: kit menus stop its propagation.)
    var CLOSING = { popover: null, dialog: null, drawer: false, callout: null };
    document.addEventListener("click", function (e) {
      var el = e.target && e.target.closest && e.target.closest("a[id], button[id], [role][id], input[id], label[id], summary[id], [data-igg-id]");
      var id = el && (el.id || el.getAttribute("data-igg-id"));
      if (!id || id.indexOf("devhub.") !== 0) return;
      var before = S.$snapshot();
      setTimeout(function () {
        var now = S.$snapshot();
        var other = Object.keys(now).some(function (k) {
          return k !== "action" && JSON.stringify(now[k]) !== JSON.stringify(before[k]) && !(k in CLOSING && now[k] === CLOSING[k]);
        });
        if (!other) S.action = id.slice(7);
      }, 0);
    }, true);
    document.addEventListener("keydown", function (e) {
      if (e.key === "?" && !S.dialog) openShortcuts();
    });
    if (init.scroll_y) window.scrollTo(0, init.scroll_y);
    if (init.tree_scroll) { var t = root.querySelector('[data-igg-id="devhub.tree"]'); if (t) t.scrollTop = init.tree_scroll; }
  },
});
