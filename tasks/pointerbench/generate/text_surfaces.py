"""Text surfaces for PointerBench-Text: app and document skins drawn on a `Page`.

Each surface function draws one kind of screen (email client, chat, code editor, invoice, ...)
with localized chrome and content, recording all text through the page. `SURFACES` maps the
surface name written to the metadata to (function, capabilities); capabilities say which target
kinds the surface reliably offers ("prose": multi-line paragraphs, "blank": blank lines between
paragraphs), so the generator does not draw pages it would have to throw away.
"""
from __future__ import annotations

from igg.tasks.pointerbench.generate import content as C
from igg.tasks.pointerbench.generate import widgets
from igg.tasks.pointerbench.generate.render_text import H, W, advance, layout
from igg.tasks.pointerbench.generate.text_page import NAMED, Page


def _ui(p: Page, key: str) -> str:
    return C.ui(key, p.lang)


def _initials(name: str) -> str:
    parts = name.split()
    return (parts[0][0] + parts[-1][0]).upper()


def _avatar_color(p: Page):
    return p.rng.choice([(66, 133, 244), (219, 68, 55), (15, 157, 88), (171, 71, 188), (255, 112, 67),
                         (0, 150, 136), (92, 107, 192), (240, 98, 146)])


def _time(p: Page) -> str:
    return f"{p.rng.randint(7, 20)}:{p.rng.randint(0, 59):02d}"


def _topbar(p: Page, title: str, items: list[str], h: int = 48, bg=None, fg=None, region="top bar",
            title_size=16, icon_kinds=("search", "bell", "user")) -> int:
    bg = bg or p.t.panel
    fg = fg or p.t.text
    p.rect([0, 0, W, h], fill=bg)
    p.hline(0, W, h, p.t.border)
    tb = p.label(title, 20, (h - title_size - 6) // 2, p.ui(title_size, fg, bold=True), region)
    x = (tb.lines[0].x1 if tb else 160) + 36
    for it in items:
        b = p.label(it, x, (h - 16) // 2, p.ui(13, fg if p.rng.random() < 0.6 else p.t.muted), "navigation")
        if b is None:
            break
        x = b.lines[0].x1 + 22
        if x > W - 200:
            break
    for i, k in enumerate(icon_kinds):
        widgets.icon(p.d, k, W - 40 - i * 34, (h - 16) // 2, 16, p.t.muted)
    return h


def _window(p: Page, title: str, h: int = 30) -> int:
    """A desktop window title bar; returns the content top."""
    bar = p.t.panel2
    p.rect([0, 0, W, h], fill=bar)
    p.hline(0, W, h, p.t.border)
    for i, col in enumerate([(255, 95, 86), (255, 189, 46), (39, 201, 63)]):
        p.d.ellipse([12 + i * 20, h // 2 - 6, 24 + i * 20, h // 2 + 6], fill=col)
    p.label(title, W // 2, (h - 15) // 2, p.ui(12, p.t.muted), "title bar", anchor="c")
    return h


def _sidebar(p: Page, x0, y0, x1, items, region="sidebar", active=0, item_h=32, bg=None, size=13, icons=None):
    p.rect([x0, y0, x1, H], fill=bg or p.t.panel2)
    p.vline(x1, y0, H, p.t.border)
    y = y0 + 10
    for i, it in enumerate(items):
        if y + item_h > H - 10:
            break
        if i == active:
            p.rect([x0 + 6, y, x1 - 6, y + item_h - 4], fill=p.t.select, radius=6)
        tx = x0 + 16
        if icons:
            widgets.icon(p.d, icons[i % len(icons)], tx, y + (item_h - 4 - 16) // 2, 16, p.t.muted)
            tx += 26
        p.label(it, tx, y + (item_h - 4 - size - 4) // 2, p.ui(size, bold=i == active), region, width=x1 - tx - 8)
        y += item_h
    return y


def _doc_column(p: Page, x, y, w, bottom, region="document", headings=True, blank=False, align="left", lh=1.45,
                style=None, hsize=None):
    """Headings and paragraphs down a column."""
    style = style or p.style()
    while y < bottom - 3 * style.size:
        if headings and p.rng.random() < 0.35:
            hb = p.label(p.topical("subject"), x, y + 4, p.style(size=hsize or style.size + 4, bold=True),
                         "heading", width=w)
            if hb:
                y = hb.bottom + 6
        ny = p.paragraphs(x, y, w, bottom, region, style=style, align=align, lh=lh, blank_lines=blank,
                          max_paras=p.rng.randint(1, 3))
        if ny == y:
            break
        y = ny
    return y


# --- mail -------------------------------------------------------------------------------------

def email_3pane(p: Page):
    top = _topbar(p, "Mail", [], 44, title_size=15)
    folders = [_ui(p, k) for k in ("inbox", "sent", "drafts", "archive", "spam", "trash")]
    _sidebar(p, 0, top, 170, folders, "folder list", 0, 30, icons=["mail", "forward", "file", "archive", "close", "trash"])
    lx0, lx1 = 171, 430
    p.rect([lx0, top + 1, lx1, H], fill=p.t.panel)
    p.vline(lx1, top, H)
    y = top + 1
    sel = p.rng.randint(0, 3)
    while y < H - 70:
        name = C.person(p.rng)
        if sel == 0:
            p.rect([lx0 + 1, y, lx1 - 1, y + 76], fill=p.t.select)
        sel -= 1
        p.label(name, lx0 + 14, y + 8, p.ui(13, bold=p.rng.random() < 0.5), "message list", width=170)
        p.label(f"{p.rng.randint(1, 28)}.{p.rng.randint(1, 12)}." if p.lang == "de" else _time(p), lx1 - 12, y + 9,
                p.muted(11), "message list", kind="data", anchor="r")
        p.text(p.topical("subject"), lx0 + 14, y + 28, lx1 - lx0 - 28, p.ui(12), "message list", max_lines=1)
        p.text(p.sentences(1)[0], lx0 + 14, y + 47, lx1 - lx0 - 28, p.muted(12), "message list",
               max_lines=1)
        p.hline(lx0, lx1, y + 76)
        y += 77
    x = lx1 + 24
    w = W - x - 24
    y = top + 18
    p.label(p.topical("subject"), x, y, p.ui(19, bold=True), "reading pane header", width=w)
    y += 38
    sender = C.person(p.rng)
    widgets.avatar(p.d, x, y, 34, _avatar_color(p), _initials(sender))
    p.label(f"{sender} <{C.email_for(sender, p.rng)}>", x + 44, y, p.ui(13, bold=True), "reading pane header", width=w - 50)
    p.label(C.random_date(p.rng, p.lang, "long"), x + 44, y + 18, p.muted(12), "reading pane header", kind="data")
    y += 56
    p.label(f"{p.rng.choice(['Hi', 'Hello'])} {p.rng.choice(C.FIRST_NAMES)}," if p.lang == "en" else
            {"de": "Hallo zusammen,", "fr": "Bonjour,", "es": "Hola a todos:", "it": "Ciao a tutti,",
             "nl": "Hoi allemaal,"}[p.lang], x, y, p.style(), "message body", kind="prose")
    y += p.base + 16
    y = p.paragraphs(x, y, w, H - 60, "message body", lh=1.5, max_paras=4)
    p.label(sender.split()[0], x, min(y, H - 40), p.style(), "message body", kind="prose")


def gmail_inbox(p: Page):
    h = 64
    p.rect([0, 0, W, h], fill=p.t.panel2)
    widgets.icon(p.d, "menu", 20, 24, 16, p.t.muted)
    p.label("Mail", 54, 20, p.ui(20, p.t.muted), "top bar")
    p.rect([200, 12, 720, 52], fill=p.t.panel, radius=20)
    widgets.icon(p.d, "search", 216, 24, 16, p.t.muted)
    p.label(f"{_ui(p, 'search')} …", 244, 23, p.ui(14, p.t.faint), "search bar")
    widgets.avatar(p.d, W - 50, 16, 32, _avatar_color(p), "ME")
    items = [_ui(p, k) for k in ("inbox", "sent", "drafts", "archive", "spam", "trash")]
    p.rect([16, h + 8, 150, h + 52], fill=p.t.accent, radius=14)
    p.label(_ui(p, "new"), 44, h + 20, p.ui(14, p.t.on_accent, bold=True), "navigation")
    _sidebar(p, 0, h + 56, 200, items, "navigation", 0, 32, bg=p.t.panel2)
    x0 = 201
    p.rect([x0, h, W, H], fill=p.t.panel)
    y = h + 10
    for tab in ("inbox", "notifications", "updates"):
        pass
    rows = 0
    while y < H - 36:
        unread = p.rng.random() < 0.4
        if unread:
            p.rect([x0, y, W, y + 36], fill=p.t.panel)
        else:
            p.rect([x0, y, W, y + 36], fill=p.t.panel2)
        widgets.checkbox(p.d, x0 + 14, y + 11, 14, False, p.t.muted)
        widgets.icon(p.d, "star", x0 + 40, y + 10, 16, p.t.faint)
        name = C.person(p.rng)
        p.label(name, x0 + 70, y + 10, p.ui(13, bold=unread), "message list", width=170)
        subj = p.topical("subject")
        sb = p.label(subj, x0 + 250, y + 10, p.ui(13, bold=unread), "message list", width=300)
        sx = (sb.lines[0].x1 + 10) if sb else x0 + 250
        p.text("– " + p.sentences(1)[0], sx, y + 10, W - 90 - sx, p.muted(13), "message list",
               max_lines=1)
        p.label(C.random_date(p.rng, p.lang) if p.rng.random() < 0.4 else _time(p), W - 16, y + 10,
                p.ui(12, bold=unread), "message list", kind="data", anchor="r")
        p.hline(x0, W, y + 36)
        y += 37
        rows += 1


def gmail_thread(p: Page):
    h = _topbar(p, "Mail", [_ui(p, "inbox"), _ui(p, "archive")], 52, icon_kinds=("dots", "trash", "archive"))
    x, w = 90, W - 150
    y = h + 20
    p.label(p.topical("subject"), x, y, p.ui(21), "thread header", width=w)
    y += 44
    while y < H - 90:
        sender = C.person(p.rng)
        widgets.avatar(p.d, x - 56, y, 38, _avatar_color(p), _initials(sender))
        p.label(sender, x, y, p.ui(14, bold=True), "message header", width=240)
        p.label(f"<{C.email_for(sender, p.rng)}>", x + 8 + p.rec.blocks[-1].lines[0].x1 - x, y + 1, p.muted(12),
                "message header", kind="data", width=300)
        p.label(C.random_date(p.rng, p.lang, "long"), x + w, y + 1, p.muted(12), "message header", kind="data", anchor="r")
        y += 34
        y = p.paragraphs(x, y, w, H - 20, "message body", lh=1.5, max_paras=p.rng.randint(1, 2)) + 6
        p.hline(x - 56, x + w, y)
        y += 16


def email_compose(p: Page):
    top = _topbar(p, "Mail", [], 44, title_size=15)
    x0, y0, x1 = 120, top + 24, W - 120
    p.rect([x0, y0, x1, H - 20], fill=p.t.panel, outline=p.t.border, radius=8)
    p.rect([x0, y0, x1, y0 + 36], fill=p.t.panel2, radius=8)
    p.label({"en": "New message", "de": "Neue Nachricht", "fr": "Nouveau message", "es": "Mensaje nuevo",
             "it": "Nuovo messaggio", "nl": "Nieuw bericht"}[p.lang], x0 + 16, y0 + 9, p.ui(14, bold=True), "title bar")
    y = y0 + 44
    to = C.person(p.rng)
    for lab, val in (({"en": "To", "de": "An", "fr": "À", "es": "Para", "it": "A", "nl": "Aan"}[p.lang],
                      C.email_for(to, p.rng)),
                     ({"en": "Subject", "de": "Betreff", "fr": "Objet", "es": "Asunto", "it": "Oggetto",
                       "nl": "Onderwerp"}[p.lang], p.topical("subject"))):
        b = p.label(lab, x0 + 16, y + 6, p.muted(13), "header fields")
        p.label(val, b.lines[0].x1 + 12, y + 6, p.ui(13), "header fields", kind="data", width=x1 - x0 - 120)
        y += 32
        p.hline(x0 + 10, x1 - 10, y)
    y += 16
    st = p.style()
    y = p.paragraphs(x0 + 18, y, x1 - x0 - 36, H - 80, "message body", style=st, lh=1.45, blank_lines=True,
                     k=(1, 3))
    p.button(_ui(p, "send"), x0 + 16, H - 66, "toolbar")
    for i, k in enumerate(("attach", "link", "image", "trash")):
        widgets.icon(p.d, k, x0 + 130 + i * 30, H - 56, 16, p.t.muted)


def newsletter_email(p: Page):
    p.rect([0, 0, W, H], fill=p.t.panel2)
    x0, x1 = 162, W - 162
    p.rect([x0, 20, x1, H], fill=p.t.panel)
    brand = p.rng.choice(C.COMPANIES)
    p.rect([x0, 20, x1, 84], fill=p.t.accent)
    p.label(brand, (x0 + x1) // 2, 40, p.ui(20, p.t.on_accent, bold=True), "header", anchor="c")
    y = 104
    p.label(p.topical("subject"), x0 + 36, y, p.style(size=p.base + 8, bold=True), "headline",
            width=x1 - x0 - 72)
    y += p.base + 24
    y = p.paragraphs(x0 + 36, y, x1 - x0 - 72, H - 120, "newsletter text", lh=1.55, max_paras=3)
    p.button({"en": "Read more", "de": "Weiterlesen", "fr": "Lire la suite", "es": "Leer más", "it": "Leggi tutto",
              "nl": "Lees meer"}[p.lang], x0 + 36, min(y + 6, H - 100), "buttons")
    p.text({"en": "You receive this email because you subscribed to our newsletter. Unsubscribe at any time.",
            "de": "Sie erhalten diese E-Mail, weil Sie unseren Newsletter abonniert haben. Abmelden jederzeit möglich.",
            "fr": "Vous recevez cet e-mail car vous êtes abonné à notre lettre. Désinscription possible à tout moment.",
            "es": "Recibes este correo porque te suscribiste al boletín. Puedes darte de baja cuando quieras.",
            "it": "Ricevi questa email perché sei iscritto alla newsletter. Puoi annullare l'iscrizione in ogni momento.",
            "nl": "Je ontvangt deze e-mail omdat je bent ingeschreven voor de nieuwsbrief. Afmelden kan altijd."}[p.lang],
           x0 + 36, H - 44, x1 - x0 - 72, p.muted(11), "footer", kind="prose", max_lines=2)


# --- chat ---------------------------------------------------------------------------------------

def slack_like(p: Page):
    side = (63, 14, 64) if not p.t.dark else (25, 21, 28)
    p.rect([0, 0, 230, H], fill=side)
    p.label(p.rng.choice(C.COMPANIES), 16, 14, p.ui(15, (255, 255, 255), bold=True), "workspace", width=200)
    p.hline(0, 230, 48, (90, 60, 90))
    y = 60
    p.label(_ui(p, "channels"), 16, y, p.ui(13, (200, 190, 200)), "sidebar")
    y += 26
    chans = ["general", "design", "support", "random", "releases", "finance", "ops"]
    p.rng.shuffle(chans)
    act = p.rng.randint(0, 4)
    for i, ch in enumerate(chans[:6]):
        if i == act:
            p.rect([8, y - 3, 222, y + 21], fill=(18, 100, 163), radius=5)
        p.label(f"# {ch}", 20, y, p.ui(14, (255, 255, 255) if i == act else (210, 200, 210)), "sidebar")
        y += 28
    y += 10
    p.label(_ui(p, "messages"), 16, y, p.ui(13, (200, 190, 200)), "sidebar")
    y += 26
    for _ in range(4):
        p.label(C.person(p.rng), 30, y, p.ui(14, (210, 200, 210)), "sidebar")
        p.d.ellipse([16, y + 5, 23, y + 12], fill=(44, 183, 125))
        y += 28
    x0 = 231
    p.rect([x0, 0, W, 50], fill=p.t.panel)
    p.label(f"# {chans[act]}", x0 + 20, 14, p.ui(17, bold=True), "channel header")
    p.hline(x0, W, 50)
    y = 64
    while y < H - 110:
        name = C.person(p.rng)
        widgets.avatar(p.d, x0 + 18, y + 2, 36, _avatar_color(p), _initials(name))
        nb = p.label(name, x0 + 66, y, p.ui(14, bold=True), "message author")
        p.label(_time(p), nb.lines[0].x1 + 10, y + 2, p.muted(11), "message author", kind="data")
        b = p.prose(x0 + 66, y + 22, W - x0 - 100, "message", k=(1, 3), lh=1.45, max_bottom=H - 100)
        if b is None:
            break
        y = b.bottom + 14
    p.rect([x0 + 18, H - 76, W - 18, H - 22], outline=p.t.border, radius=8, fill=p.t.panel)
    p.label(f"{ {'en': 'Message', 'de': 'Nachricht an', 'fr': 'Message à', 'es': 'Mensaje a', 'it': 'Messaggio a', 'nl': 'Bericht aan'}[p.lang]} #{chans[act]}",
            x0 + 32, H - 60, p.ui(14, p.t.faint), "composer")


def _bubbles(p: Page, x0, x1, y, bottom, me_color, other_color, me_fg, other_fg, names=True, region="chat"):
    other = C.person(p.rng)
    while y < bottom - 40:
        mine = p.rng.random() < 0.45
        maxw = int((x1 - x0) * 0.62)
        st = p.style(color=me_fg if mine else other_fg)
        sents = p.sentences(p.rng.randint(1, 2))
        # No span colours on the accent-coloured bubbles: they would vanish into it.
        runs = p.styled_runs(sents, st, density=0.0 if mine else None)
        lines, text_h = layout(runs, 0, 0, maxw, line_height=1.4)
        tw = max(ln.x1 for ln in lines) if lines else 100
        bx0 = x1 - tw - 28 if mine else x0
        bh = text_h + 16
        show_name = names and not mine
        if y + bh + (18 if show_name else 0) > bottom:
            break
        if show_name:
            nb = p.label(other.split()[0], bx0 + 4, y, p.muted(11, bold=True), "chat names")
            y = nb.bottom + 2
        p.rect([bx0, y, bx0 + tw + 28, y + bh], fill=me_color if mine else other_color, radius=14)
        b = p.block(runs, bx0 + 14, y + 8, maxw, region, "prose", lh=1.4, sentences=sents)
        y = (b.bottom if b else y + bh) + 14
    return y


def chat_bubbles(p: Page):
    name = C.person(p.rng)
    p.rect([0, 0, W, 56], fill=p.t.panel)
    widgets.avatar(p.d, 20, 10, 36, _avatar_color(p), _initials(name))
    p.label(name, 66, 10, p.ui(15, bold=True), "chat header")
    p.label({"en": "online", "de": "online", "fr": "en ligne", "es": "en línea", "it": "online", "nl": "online"}[p.lang],
            66, 30, p.muted(11), "chat header")
    p.hline(0, W, 56)
    _bubbles(p, 40, W - 40, 76, H - 70, p.t.accent, p.t.panel2 if not p.t.dark else (60, 62, 68),
             p.t.on_accent, p.t.text)
    p.rect([20, H - 56, W - 20, H - 14], fill=p.t.panel, outline=p.t.border, radius=20)
    p.label({"en": "Type a message", "de": "Nachricht schreiben", "fr": "Écrire un message", "es": "Escribe un mensaje",
             "it": "Scrivi un messaggio", "nl": "Typ een bericht"}[p.lang], 44, H - 44, p.ui(14, p.t.faint), "composer")


def sms_thread(p: Page):
    p.rect([0, 0, W, H], fill=p.t.panel2)
    x0, x1 = 262, W - 262
    p.rect([x0, 0, x1, H], fill=p.t.panel)
    name = C.person(p.rng)
    widgets.avatar(p.d, (x0 + x1) // 2 - 20, 14, 40, _avatar_color(p), _initials(name))
    p.label(name, (x0 + x1) // 2, 58, p.ui(12), "contact header", anchor="c")
    p.hline(x0, x1, 82)
    _bubbles(p, x0 + 14, x1 - 14, 96, H - 56, (10, 132, 255), (233, 233, 235) if not p.t.dark else (58, 58, 60),
             (255, 255, 255), (0, 0, 0) if not p.t.dark else (240, 240, 240), names=False, region="messages")
    p.rect([x0 + 12, H - 46, x1 - 12, H - 12], outline=p.t.border, radius=17)
    p.label("iMessage" if p.rng.random() < 0.5 else "SMS", x0 + 28, H - 37, p.ui(13, p.t.faint), "composer")


def support_chat(p: Page):
    _topbar(p, p.rng.choice(C.COMPANIES), [_ui(p, k) for k in ("home", "orders", "help", "contact")], 56)
    _doc_column(p, 40, 90, 520, H - 30, "help article", headings=True)
    x0, y0, x1 = 620, 80, W - 24
    p.rect([x0, y0, x1, H - 16], fill=p.t.panel, outline=p.t.border, radius=12)
    p.rect([x0, y0, x1, y0 + 54], fill=p.t.accent, radius=12)
    p.label({"en": "Support chat", "de": "Support-Chat", "fr": "Chat d'assistance", "es": "Chat de soporte",
             "it": "Chat di assistenza", "nl": "Supportchat"}[p.lang], x0 + 18, y0 + 16, p.ui(15, p.t.on_accent, bold=True),
            "chat header")
    _bubbles(p, x0 + 12, x1 - 12, y0 + 70, H - 70, p.t.accent, p.t.panel2, p.t.on_accent, p.t.text, region="chat")


# --- code, terminal, logs -----------------------------------------------------------------------

_PY = [
    "def {fn}(order_id, items):",
    "    total = sum(item.price * item.qty for item in items)",
    "    if total > LIMIT:",
    "        raise ValueError(f\"order {{order_id}} exceeds the limit\")",
    "    return round(total, 2)",
    "",
    "class {cls}:",
    "    def __init__(self, name, region=\"eu-west\"):",
    "        self.name = name",
    "        self.region = region",
    "        self.cache = {{}}",
    "",
    "    def load(self, path):",
    "        with open(path, encoding=\"utf-8\") as fh:",
    "            return json.load(fh)",
    "",
    "    def save(self, path, data):",
    "        tmp = path + \".tmp\"",
    "        with open(tmp, \"w\", encoding=\"utf-8\") as fh:",
    "            json.dump(data, fh, indent=2)",
    "        os.replace(tmp, path)",
    "",
    "def retry(fn, attempts=3, delay=0.5):",
    "    for i in range(attempts):",
    "        try:",
    "            return fn()",
    "        except ConnectionError:",
    "            time.sleep(delay * (i + 1))",
    "    raise RuntimeError(\"gave up after retries\")",
]
_JS = [
    "export async function {fn}(userId) {{",
    "  const res = await fetch(`/api/users/${{userId}}/orders`);",
    "  if (!res.ok) throw new Error(\"request failed\");",
    "  const data = await res.json();",
    "  return data.items.filter((o) => o.status !== \"cancelled\");",
    "}}",
    "",
    "const {cls} = {{",
    "  retries: 3,",
    "  timeoutMs: 5000,",
    "  region: \"eu-central\",",
    "}};",
    "",
    "export function formatPrice(cents, currency = \"EUR\") {{",
    "  const value = (cents / 100).toFixed(2);",
    "  return `${{value}} ${{currency}}`;",
    "}}",
    "",
    "export async function retry(fn, attempts = 3) {{",
    "  for (let i = 0; i < attempts; i++) {{",
    "    try {{",
    "      return await fn();",
    "    }} catch (err) {{",
    "      console.warn(\"retrying\", i + 1, err.message);",
    "    }}",
    "  }}",
    "  throw new Error(\"gave up after retries\");",
    "}}",
]
_KEYWORDS = {"def", "class", "return", "if", "raise", "with", "as", "for", "in", "import", "from", "export", "async",
             "function", "const", "await", "throw", "new", "self"}


def _code_line(p: Page, text: str, x, y, width, colors, region):
    """One source line with simple syntax colouring (keywords, strings, comments)."""
    if not text.strip():
        return None
    indent = len(text) - len(text.lstrip(" "))
    st = p.style(p.mono, colors["size"], colors["fg"])
    x = x + indent * advance(st.font, " ")
    runs = []
    if text.lstrip().startswith(("#", "//")):
        runs.append((text.strip(), st.with_(color=colors["comment"], italic=colors["italic_comments"]), None))
    else:
        for w in text.split():
            if w.strip("():,") in _KEYWORDS:
                runs.append((w, st.with_(color=colors["kw"], bold=colors["bold_kw"]), None))
            elif w[:1] in "\"'`" or w.endswith(("\",", "\")", "\";", "\"")):
                runs.append((w, st.with_(color=colors["str"]), None))
            else:
                runs.append((w, st, None))
    return p.block(runs, x, y, width, region, "data", max_lines=1, lh=1.5)


def _code_colors(p: Page, size):
    dark = p.t.dark
    return {"size": size, "fg": (212, 212, 212) if dark else (36, 41, 47),
            "kw": (197, 134, 192) if dark else (207, 34, 46), "str": (206, 145, 120) if dark else (10, 48, 105),
            "comment": (106, 153, 85) if dark else (110, 119, 129), "italic_comments": p.rng.random() < 0.5,
            "bold_kw": p.rng.random() < 0.3}


def code_editor(p: Page):
    bg = (30, 30, 30) if p.t.dark else (255, 255, 255)
    p.rect([0, 0, W, H], fill=bg)
    side = (37, 37, 38) if p.t.dark else (243, 243, 243)
    p.rect([0, 0, 220, H], fill=side)
    p.label({"en": "EXPLORER", "de": "EXPLORER", "fr": "EXPLORATEUR", "es": "EXPLORADOR", "it": "ESPLORA",
             "nl": "VERKENNER"}[p.lang], 16, 10, p.ui(11, p.t.muted, bold=True), "sidebar")
    files = ["src", "orders.py", "billing.py", "utils.js", "README.md", "tests", "test_orders.py", "config.yaml"]
    y = 36
    for f in files:
        widgets.icon(p.d, "folder" if "." not in f else "file", 18, y, 14, p.t.muted)
        p.label(f, 40, y - 1, p.ui(13), "file tree")
        y += 24
    p.rect([221, 0, W, 34], fill=side)
    fname = p.rng.choice(["orders.py", "billing.py", "utils.js", "client.js"])
    p.rect([221, 0, 380, 34], fill=bg)
    p.label(fname, 240, 9, p.ui(13), "tab bar")
    p.label("README.md", 400, 9, p.ui(13, p.t.muted), "tab bar")
    size = p.rng.choice([12, 13, 14])
    colors = _code_colors(p, size)
    src = _PY if fname.endswith(".py") else _JS
    fn = p.rng.choice(["calculate_total", "fetchOrders", "load_invoices", "sync_accounts"])
    cls = p.rng.choice(["OrderStore", "BillingClient", "RetryPolicy", "ReportCache"])
    comment = "# " if fname.endswith(".py") else "// "
    lines = []
    for ln in src:
        lines.append(ln.format(fn=fn, cls=cls))
        if p.rng.random() < 0.18:
            ind = len(ln) - len(ln.lstrip(" "))
            lines.append(" " * ind + comment + p.sentences(1)[0])
    lines = [comment + p.sentences(1)[0], ""] + lines + ["", comment + p.sentences(1)[0]]
    y = 46
    lh = int(round(size * 1.5))
    for i, ln in enumerate(lines):
        if y + lh > H - 30:
            break
        p.label(str(i + 1), 262, y, p.style(p.mono, size, p.t.faint), "line numbers", kind="data", anchor="r")
        _code_line(p, ln, 280, y, W - 300, colors, "editor")
        y += lh
    p.rect([0, H - 24, W, H], fill=(0, 122, 204) if p.t.dark else (0, 122, 204))
    p.label(f"Ln {p.rng.randint(1, 30)}, Col {p.rng.randint(1, 40)}   UTF-8   {'Python' if fname.endswith('.py') else 'JavaScript'}",
            W - 20, H - 20, p.ui(12, (255, 255, 255)), "status bar", anchor="r")


def terminal(p: Page):
    bg = (12, 12, 12) if p.rng.random() < 0.6 else (40, 42, 54)
    p.rect([0, 0, W, H], fill=bg)
    top = _window(p, "bash — 120×40")
    size = p.rng.choice([12, 13, 14])
    st = p.style(p.mono, size, (204, 204, 204))
    green, blue = (80, 220, 100), (100, 160, 255)
    user = p.rng.choice(["dana", "max", "priya", "ops"])
    y = top + 10
    lh = int(round(size * 1.45))
    cmds = [
        ("git log --oneline -5", [f"{p.rng.randrange(16**7):07x} " + p.topical("task") for _ in range(5)]),
        ("ls -la reports/", [f"-rw-r--r--  1 {user} staff  {p.rng.randint(800, 90000):>6} {p.rng.choice(C.MONTHS['en'])[:3]} {p.rng.randint(1, 28):>2} {p.rng.randint(8, 18)}:{p.rng.randint(0, 59):02d} {f}"
                             for f in ("summary.csv", "invoices_q3.pdf", "notes.txt", "backup.tar.gz")]),
        ("cat notes.txt", p.sentences(3)),
        ("ping -c 2 db.internal", [f"64 bytes from 10.0.3.{p.rng.randint(2, 250)}: icmp_seq={i} ttl=64 time={p.rng.randint(1, 40)}.{p.rng.randint(0, 9)} ms" for i in (1, 2)]),
        ("python manage.py check", ["System check identified no issues (0 silenced)."]),
        ("tail -n 4 logs/app.log", [f"[{p.rng.randint(0, 23):02d}:{p.rng.randint(0, 59):02d}] " + p.topical("log")
                                    for _ in range(4)]),
        ("df -h /var", ["Filesystem      Size  Used Avail Use% Mounted on",
                        f"/dev/sda2        98G   {p.rng.randint(20, 90)}G   {p.rng.randint(5, 60)}G  {p.rng.randint(20, 95)}% /var"]),
        ("cat TODO", [p.topical("task") for _ in range(3)]),
    ]
    p.rng.shuffle(cmds)
    for cmd, out in cmds:
        if y + lh * 2 > H - 10:
            break
        pb = p.block([(f"{user}@build-01:~/app$", st.with_(color=green, bold=True), None), (cmd, st, None)],
                     14, y, W - 28, "prompt", "data", max_lines=1, lh=1.45)
        y += lh
        for o in out:
            b = p.text(o, 14, y, W - 28, st, "terminal output", kind="prose" if o in out and cmd.startswith("cat") else "data",
                       lh=1.45, max_bottom=H - 8)
            if b is None:
                break
            y = b.bottom
    p.rect([14, y + 3, 14 + size * 6 // 10, y + lh - 3], fill=(204, 204, 204))


def log_viewer(p: Page):
    top = _topbar(p, "Logs", [_ui(p, "search"), _ui(p, "reports"), _ui(p, "settings")], 46)
    p.rect([0, top + 1, W, top + 40], fill=p.t.panel2)
    p.label(f"service:api  level:*  {_ui(p, 'today')}", 16, top + 12, p.style(p.mono, 12, p.t.muted), "filter bar")
    y = top + 48
    size = p.rng.choice([11, 12, 13])
    lh = int(size * 1.7)
    levels = [("INFO", NAMED["blue"]), ("WARN", NAMED["orange"]), ("ERROR", NAMED["red"]), ("DEBUG", NAMED["teal"])]
    while y + lh < H - 8:
        ts = f"2026-0{p.rng.randint(1, 9)}-{p.rng.randint(10, 28)} {p.rng.randint(0, 23):02d}:{p.rng.randint(0, 59):02d}:{p.rng.randint(0, 59):02d}"
        lv, col = p.rng.choice(levels)
        p.label(ts, 16, y, p.style(p.mono, size, p.t.muted), "log", kind="data")
        p.label(lv, 190, y, p.style(p.mono, size, col[1 if p.t.dark else 0], bold=True), "log", kind="data")
        p.label(p.rng.choice(["api", "worker", "billing", "auth"]), 250, y, p.style(p.mono, size, p.t.muted), "log",
                kind="data")
        b = p.text(p.topical("log"), 320, y, W - 340, p.style(p.mono if p.rng.random() < 0.5 else p.sans, size),
                   "log", kind="prose", max_lines=2, lh=1.5)
        y = max(y + lh, (b.bottom if b else y) + 4)
        p.hline(0, W, y - 3, p.t.border)


def diff_viewer(p: Page):
    top = _topbar(p, "docs/handbook.md", ["Diff", "Files", _ui(p, "comments")], 48, title_size=14)
    p.rect([0, top + 1, W, top + 34], fill=p.t.panel2)
    p.label(f"@@ -12,9 +12,11 @@", 16, top + 9, p.style(p.mono, 12, p.t.muted), "hunk header", kind="data")
    y = top + 40
    size = p.rng.choice([12, 13])
    add_bg = (230, 255, 236) if not p.t.dark else (23, 55, 35)
    del_bg = (255, 235, 233) if not p.t.dark else (70, 28, 30)
    n = 12
    while y < H - 30:
        kind = p.rng.choice([" ", " ", "+", "-"])
        text = p.sentences(1)[0]
        st = p.style(p.mono, size)
        lines, bottom = layout([(text, st, 0)], 70, y, W - 90, line_height=1.5)
        hgt = bottom - y
        if y + hgt > H - 20:
            break
        if kind != " ":
            p.rect([0, y, W, y + hgt], fill=add_bg if kind == "+" else del_bg)
        p.label(str(n), 36, y, p.style(p.mono, size, p.t.faint), "line numbers", kind="data", anchor="r")
        p.label(kind if kind != " " else "·", 50, y, p.style(p.mono, size, p.t.muted), "diff gutter", kind="data")
        p.block([(text, st, 0)], 70, y, W - 90, "diff", "prose", lh=1.5, sentences=[text])
        y = bottom + 2
        n += 1


# --- notes and documents ------------------------------------------------------------------------

def markdown_notes(p: Page):
    _sidebar(p, 0, 0, 230, [p.topical("subject") for _ in range(12)], "notes list",
             p.rng.randint(0, 4), 34)
    x, w = 270, W - 310
    p.label("# " + p.topical("subject"), x, 30, p.style(p.mono, 20, bold=True), "editor heading", width=w)
    y = 76
    st = p.style(p.mono if p.rng.random() < 0.5 else p.body, p.base)
    y = p.paragraphs(x, y, w, H - 180, "editor", style=st, lh=1.5, blank_lines=True, max_paras=2, k=(1, 3))
    p.label("## " + _ui(p, "tasks"), x, y + 4, p.style(p.mono, 16, bold=True), "editor heading")
    y += 34
    for _ in range(4):
        b = p.text("- " + p.sentences(1)[0], x, y, w, st, "editor", kind="prose", lh=1.5, max_bottom=H - 10)
        if b is None:
            break
        y = b.bottom + 2


def plain_text(p: Page):
    top = _window(p, f"{p.rng.choice(['notes', 'draft', 'minutes', 'todo'])}.txt — TextEdit")
    p.rect([0, top + 1, W, H], fill=p.t.panel)
    fam = p.mono if p.rng.random() < 0.4 else p.body
    st = p.style(fam, p.base)
    p.paragraphs(28, top + 20, W - 56, H - 16, "text", style=st, lh=1.45, blank_lines=True, k=(2, 4), max_paras=7)


def word_processor(p: Page):
    p.rect([0, 0, W, H], fill=(230, 232, 236) if not p.t.dark else (40, 42, 46))
    p.rect([0, 0, W, 84], fill=p.t.panel)
    x = 14
    for key in ("file", "edit", "view", "insert", "format", "tools", "help"):
        b = p.label(_ui(p, key), x, 8, p.ui(13), "menu bar")
        x = b.lines[0].x1 + 16
    p.rect([10, 38, W - 10, 76], fill=p.t.panel2, radius=6)
    p.rect([20, 46, 170, 68], fill=p.t.panel, outline=p.t.border)
    p.label(p.body, 26, 49, p.ui(12), "toolbar", width=140)
    p.rect([176, 46, 214, 68], fill=p.t.panel, outline=p.t.border)
    p.label(str(p.base), 184, 49, p.ui(12), "toolbar", kind="data")
    for i, k in enumerate(("bold", "italic", "underline", "textcolor", "align_left", "align_center", "justify", "list",
                           "link", "image", "comment")):
        widgets.icon(p.d, k, 230 + i * 30, 49, 16, p.t.text)
    x0, x1 = 150, W - 150
    p.rect([x0, 100, x1, H + 10], fill=p.t.panel)
    p.label(p.topical("subject"), x0 + 60, 140, p.style(size=p.base + 10, bold=True), "document title",
            width=x1 - x0 - 120)
    _doc_column(p, x0 + 60, 140 + p.base + 30, x1 - x0 - 120, H - 10, "document", headings=True,
                align="justify" if p.rng.random() < 0.5 else "left", blank=p.rng.random() < 0.3)


def pdf_viewer(p: Page):
    p.rect([0, 0, W, H], fill=(82, 86, 89))
    p.rect([0, 0, W, 40], fill=(50, 54, 57))
    p.label(f"{p.rng.choice(['report', 'policy', 'minutes', 'brief'])}_{p.rng.randint(2024, 2026)}.pdf", 16, 11,
            p.ui(13, (240, 240, 240)), "toolbar")
    p.label(f"{p.rng.randint(1, 9)} / {p.rng.randint(10, 30)}", W // 2, 11, p.ui(13, (240, 240, 240)), "toolbar",
            kind="data", anchor="c")
    p.label(f"{p.rng.choice([90, 100, 110, 125])}%", W // 2 + 80, 11, p.ui(13, (240, 240, 240)), "toolbar", kind="data")
    for i, k in enumerate(("search", "print", "save")):
        widgets.icon(p.d, k, W - 40 - i * 34, 12, 16, (230, 230, 230))
    x0, x1 = 130, W - 130
    page_bg = (255, 255, 255) if not p.t.dark else (250, 250, 248)
    p.rect([x0, 56, x1, H + 10], fill=page_bg)
    st = p.style(p.serif, p.rng.choice([12, 13, 14]), (20, 20, 20))
    p.label(p.topical("subject"), x0 + 60, 96, st.with_(size=st.size + 7, bold=True), "document title",
            width=x1 - x0 - 120)
    y = 96 + st.size + 30
    while y < H - 40:
        ny = p.paragraphs(x0 + 60, y, x1 - x0 - 120, H - 16, "page", style=st, align="justify", lh=1.5, max_paras=2)
        if ny == y:
            break
        y = ny


def website_article(p: Page):
    site = p.rng.choice(["The Daily Ledger", "Metro Post", "Civic Review", "Harbor Times", "Open Field"])
    _topbar(p, site, [_ui(p, k) for k in ("news", "reports", "events", "contact")], 56, title_size=18)
    x, w = 60, 600
    y = 86
    tb = p.text(p.sentences(1)[0].rstrip("."), x, y, w, p.style(p.serif, 26, bold=True), "headline",
                kind="chrome", lh=1.25)
    y = tb.bottom + 12
    author = C.person(p.rng)
    p.label(f"{author} · {C.random_date(p.rng, p.lang, 'long')}", x, y, p.muted(12), "byline", kind="data")
    y += 32
    _doc_column(p, x, y, w, H - 10, "article", headings=False, lh=1.55)
    sx = 710
    p.label({"en": "Related", "de": "Mehr zum Thema", "fr": "À lire aussi", "es": "Relacionado", "it": "Correlati",
             "nl": "Gerelateerd"}[p.lang], sx, 90, p.ui(15, bold=True), "sidebar")
    y = 120
    for _ in range(5):
        b = p.text(p.topical("subject"), sx, y, W - sx - 40, p.ui(13, p.t.link), "sidebar", kind="chrome",
                   max_lines=2)
        y = b.bottom + 14
        p.hline(sx, W - 40, y - 7)


def wikipedia(p: Page):
    p.rect([0, 0, W, 50], fill=p.t.panel)
    p.label("Wiki", 20, 12, p.style(p.serif, 22), "top bar")
    p.rect([260, 10, 640, 40], outline=p.t.border, fill=p.t.panel2, radius=3)
    p.label(_ui(p, "search"), 276, 17, p.ui(13, p.t.faint), "search bar")
    x, w = 40, 620
    title = p.rng.choice(C.CITIES[p.lang])
    p.label(title, x, 70, p.style(p.serif, 28), "article title")
    p.hline(x, W - 40, 110)
    y = 124
    y = p.paragraphs(x, y, w, H - 10, "article", style=p.style(p.sans, 14), lh=1.6, max_paras=2)
    if y < H - 120:
        p.label(p.topical("subject"), x, y + 4, p.style(p.serif, 20), "section heading", width=w)
        p.hline(x, x + w, y + 34)
        p.paragraphs(x, y + 44, w, H - 10, "article", style=p.style(p.sans, 14), lh=1.6, max_paras=2)
    bx = 690
    p.rect([bx, 124, W - 30, 460], fill=p.t.panel2, outline=p.t.border)
    p.label(title, (bx + W - 30) // 2, 134, p.ui(15, bold=True), "infobox", anchor="c")
    y = 168
    for key in ("country", "city", "zip", "phone"):
        val = {"country": p.rng.choice(C.COUNTRIES[p.lang]), "city": title, "zip": C.zip_code(p.rng, p.lang),
               "phone": f"+{p.rng.randint(30, 49)} {p.rng.randint(10, 99)}"}[key]
        p.label(_ui(p, key), bx + 10, y, p.ui(12, bold=True), "infobox")
        p.label(val, bx + 130, y, p.ui(12), "infobox", kind="data", width=W - 40 - bx - 130)
        y += 28


def book_page(p: Page):
    bg = (251, 247, 238) if not p.t.dark else (36, 34, 30)
    fg = (40, 34, 28) if not p.t.dark else (220, 212, 196)
    p.rect([0, 0, W, H], fill=bg)
    st = p.style(p.serif, p.rng.choice([14, 15, 16, 17]), fg)
    x0, x1 = 140, W - 140
    p.label(f"{_ui(p, 'chapter')} {p.rng.randint(2, 14)}", W // 2, 50, st.with_(size=st.size + 4, italic=True),
            "chapter heading", anchor="c")
    y = 100
    while y < H - 60:
        ny = p.paragraphs(x0, y, x1 - x0, H - 50, "page", style=st, align="justify", lh=1.6, gap=4, max_paras=3)
        if ny == y:
            break
        y = ny
    p.label(str(p.rng.randint(12, 320)), W // 2, H - 36, st.with_(size=12), "page number", kind="data", anchor="c")


def ereader(p: Page):
    book_page(p)


def docs_site(p: Page):
    _topbar(p, p.rng.choice(["Kestrel Docs", "Synthex API", "Polaris SDK"]), ["Guides", "API", "Changelog"], 52)
    nav = ["Getting started", "Installation", "Authentication", "Webhooks", "Rate limits", "Errors", "Pagination"]
    _sidebar(p, 0, 53, 220, nav, "docs navigation", p.rng.randint(0, 5), 30)
    x, w = 260, W - 300
    p.label(p.rng.choice(nav), x, 80, p.style(size=26, bold=True), "page title")
    y = 130
    st = p.style(size=p.base)
    for _ in range(3):
        sents = p.sentences(2)
        runs = p.styled_runs(sents, st)
        code = p.rng.choice(["api_key", "retry_after", "order_id", "max_items", "webhook_url"])
        runs.insert(p.rng.randint(1, max(1, len(runs) - 1)), (code, p.restyle(st, "code"), None))
        b = p.block(runs, x, y, w, "docs text", "prose", lh=1.55, max_bottom=H - 10, sentences=sents)
        if b is None:
            break
        y = b.bottom + 16
        if y > H - 140:
            break
        cb = [f"curl -H \"Authorization: Bearer $TOKEN\" \\", f"  https://api.example.com/v2/orders?limit={p.rng.randint(5, 50)}"]
        p.rect([x, y, x + w, y + 56], fill=p.t.panel2, radius=6)
        for i, c in enumerate(cb):
            p.label(c, x + 14, y + 10 + i * 20, p.style(p.mono, 12, p.t.text), "code block", kind="data")
        y += 72


# --- social and community -----------------------------------------------------------------------

def forum_thread(p: Page):
    _topbar(p, "Forum", [_ui(p, k) for k in ("home", "news", "help")], 48)
    y = 68
    p.label(p.topical("subject"), 40, y, p.ui(20, bold=True), "thread title", width=W - 80)
    y += 42
    while y < H - 80:
        name = C.person(p.rng)
        p.rect([40, y, W - 40, y + 1], fill=p.t.border)
        widgets.avatar(p.d, 48, y + 14, 40, _avatar_color(p), _initials(name))
        p.label(name, 100, y + 12, p.ui(13, p.t.link, bold=True), "post author")
        p.label(C.random_date(p.rng, p.lang, "long"), W - 48, y + 12, p.muted(11), "post author", kind="data", anchor="r")
        b = p.prose(100, y + 34, W - 160, "post", k=(2, 4), lh=1.5, max_bottom=H - 20)
        if b is None:
            break
        y = b.bottom + 8
        p.label(_ui(p, "reply"), 100, y, p.muted(12), "post actions")
        y += 30


def comment_section(p: Page):
    x, w = 120, W - 240
    p.label(p.topical("subject"), x, 30, p.style(p.serif, 24, bold=True), "article title", width=w)
    y = p.paragraphs(x, 76, w, 260, "article", lh=1.5, max_paras=1)
    y += 10
    p.label(f"{p.rng.randint(3, 90)} {_ui(p, 'comments')}", x, y, p.ui(16, bold=True), "comments header")
    y += 36
    while y < H - 70:
        name = C.person(p.rng)
        widgets.avatar(p.d, x, y, 32, _avatar_color(p), _initials(name))
        nb = p.label(name, x + 44, y, p.ui(13, bold=True), "comment author")
        p.label(f"{p.rng.randint(1, 23)} h", nb.lines[0].x1 + 10, y + 1, p.muted(12), "comment author", kind="data")
        b = p.prose(x + 44, y + 20, w - 44, "comment", k=(1, 3), lh=1.45, max_bottom=H - 30)
        if b is None:
            break
        y = b.bottom + 4
        widgets.icon(p.d, "heart", x + 44, y, 14, p.t.muted)
        p.label(f"{p.rng.randint(0, 40)}   {_ui(p, 'reply')}", x + 64, y, p.muted(12), "comment actions")
        y += 30


def social_feed(p: Page):
    p.rect([0, 0, W, H], fill=p.t.panel2)
    _sidebar(p, 0, 0, 200, [_ui(p, k) for k in ("home", "notifications", "messages", "profile", "settings")],
             "navigation", 0, 40, icons=["home", "bell", "mail", "user", "gear"], size=15)
    x0, x1 = 230, 760
    y = 16
    while y < H - 100:
        name = C.person(p.rng)
        handle = "@" + name.split()[0].lower() + str(p.rng.randint(1, 99))
        # measure the body first so the card fits around it
        sents = p.sentences(p.rng.randint(1, 3))
        lines, bottom = layout([(s, p.style(), i) for i, s in enumerate(sents)], 0, 0, x1 - x0 - 90, line_height=1.45)
        ch = bottom + 82
        if y + ch > H - 4:
            break
        p.rect([x0, y, x1, y + ch], fill=p.t.panel, outline=p.t.border, radius=10)
        widgets.avatar(p.d, x0 + 16, y + 16, 42, _avatar_color(p), _initials(name))
        nb = p.label(name, x0 + 70, y + 16, p.ui(14, bold=True), "post header")
        p.label(f"{handle} · {p.rng.randint(1, 59)} min", nb.lines[0].x1 + 8, y + 17, p.muted(13), "post header",
                kind="data")
        b = p.block(p.styled_runs(sents, p.style()), x0 + 70, y + 40, x1 - x0 - 90, "post", "prose", lh=1.45,
                    sentences=sents)
        yy = (b.bottom if b else y + 60) + 10
        for i, (k, n) in enumerate((("comment", p.rng.randint(0, 80)), ("refresh", p.rng.randint(0, 300)),
                                    ("heart", p.rng.randint(0, 900)))):
            widgets.icon(p.d, k, x0 + 70 + i * 110, yy, 16, p.t.muted)
            p.label(str(n), x0 + 92 + i * 110, yy, p.muted(12), "post actions", kind="data")
        y += ch + 14
    p.label({"en": "Trending", "de": "Im Trend", "fr": "Tendances", "es": "Tendencias", "it": "Di tendenza",
             "nl": "Trending"}[p.lang], 790, 24, p.ui(17, bold=True), "trends")
    y = 60
    for _ in range(6):
        p.label("#" + p.rng.choice(["budget", "release", "rain", "museum", "hiring", "backup", "survey"]), 790, y,
                p.ui(14, bold=True), "trends", kind="data")
        p.label(f"{p.rng.randint(2, 90)}K posts", 790, y + 20, p.muted(12), "trends", kind="data")
        y += 52


def search_page(p: Page):
    p.rect([0, 0, W, 96], fill=p.t.panel)
    p.label("Seek", 24, 26, p.style(p.sans, 26, p.t.accent, bold=True), "logo")
    q = " ".join(p.sentences(1)[0].split()[:3]).rstrip(".,")
    p.rect([130, 20, 700, 64], fill=p.t.panel, outline=p.t.border, radius=22)
    p.label(q, 152, 32, p.ui(15), "search box", kind="data", width=520)
    x = 150
    for key in ("results", "images", "news", "maps"):
        b = p.label(_ui(p, key).capitalize(), x, 72, p.ui(13, p.t.muted), "search tabs")
        x = b.lines[0].x1 + 24
    p.hline(0, W, 96)
    y = 112
    p.label(f"{p.rng.randint(1, 900)}.{p.rng.randint(100, 999)} {_ui(p, 'results')}", 150, y, p.muted(12), "result stats",
            kind="data")
    y += 30
    while y < H - 80:
        site = p.rng.choice(["example.org", "docs.kestrel.dev", "news.metro-post.com", "wiki.local", "help.synthex.io"])
        p.label(f"https://{site}/{p.rng.choice(['guide', 'article', 'faq', 'blog'])}/{p.rng.randint(100, 999)}", 150, y,
                p.ui(12, NAMED['green'][1 if p.t.dark else 0]), "results", kind="data")
        tb = p.text(p.topical("subject") + " – " + site.split(".")[0].capitalize(), 150, y + 18, 620,
                    p.ui(18, p.t.link), "results", kind="chrome", max_lines=1)
        b = p.prose(150, (tb.bottom if tb else y + 40) + 2, 620, "results", k=(1, 2), style=p.ui(13, p.t.muted),
                    lh=1.45, max_bottom=H - 10, max_lines=3)
        if b is None:
            break
        y = b.bottom + 20


# --- tables, forms, dashboards ------------------------------------------------------------------

def _table(p: Page, x, y, cols, headers, rows, region="table", row_h=None, size=13, zebra=True, header_bg=None):
    row_h = row_h or size + 16
    xs = [x]
    for c in cols:
        xs.append(xs[-1] + c)
    p.rect([x, y, xs[-1], y + row_h], fill=header_bg or p.t.panel2)
    for i, h in enumerate(headers):
        p.label(h, xs[i] + 10, y + (row_h - size - 4) // 2, p.ui(size, p.t.muted, bold=True), "table header",
                width=cols[i] - 14)
    y += row_h
    p.hline(x, xs[-1], y)
    for ri, r in enumerate(rows):
        if y + row_h > H - 6:
            break
        if zebra and ri % 2:
            p.rect([x, y + 1, xs[-1], y + row_h], fill=p.t.panel2)
        for i, v in enumerate(r):
            st = v if not isinstance(v, str) else None
            text = v if isinstance(v, str) else v[0]
            p.label(text, xs[i] + 10, y + (row_h - size - 4) // 2, st[1] if st else p.ui(size), region, kind="data",
                    width=cols[i] - 14)
        y += row_h
        p.hline(x, xs[-1], y)
    return y


def data_table(p: Page):
    _topbar(p, p.rng.choice(C.COMPANIES), [_ui(p, k) for k in ("dashboard", "orders", "customers", "reports")], 52)
    p.label(_ui(p, "orders"), 32, 72, p.ui(22, bold=True), "page title")
    heads = [_ui(p, k) for k in ("name", "date", "status", "amount")]
    heads = ["ID", heads[0], C.SHEET_HEADERS["product"][C.LANGS.index(p.lang)], heads[1], heads[2], heads[3]]
    rows = []
    for _ in range(18):
        st = p.rng.choice(C.SHEET_VALUES["status"][p.lang])
        rows.append([C.ref_id(p.rng), C.person(p.rng), p.rng.choice(C.PRODUCTS[p.lang]), C.random_date(p.rng, p.lang),
                     st, C.money(p.rng.randint(20, 4000) + 0.5, p.lang)])
    _table(p, 32, 116, [110, 170, 220, 120, 140, 160], heads, rows, "table", size=p.rng.choice([12, 13]))


def spreadsheet_grid(p: Page):
    top = _window(p, f"{p.rng.choice(['budget', 'inventory', 'contacts'])}.xlsx")
    cols = [40, 150, 180, 130, 120, 140, 120, 120]
    heads = [""] + [chr(65 + i) for i in range(len(cols) - 1)]
    _table(p, 0, top + 30, cols, heads,
           [[str(i + 1), C.person(p.rng), p.rng.choice(C.PRODUCTS[p.lang]), p.rng.choice(C.CITIES[p.lang]),
             C.random_date(p.rng, p.lang), C.money(p.rng.randint(10, 900), p.lang),
             p.rng.choice(C.SHEET_VALUES["status"][p.lang])] for i in range(30)], "grid", size=12, row_h=22,
           zebra=False)
    p.rect([0, top + 1, W, top + 29], fill=p.t.panel)
    p.label("fx", 12, top + 7, p.ui(12, p.t.muted), "formula bar")
    p.label(p.sentences(1)[0], 40, top + 7, p.ui(12), "formula bar", kind="prose", width=W - 60)


def _field(p: Page, label, value, x, y, w, region="form", muted=False):
    p.label(label, x, y, p.muted(12), "form labels")
    p.rect([x, y + 20, x + w, y + 48], fill=p.t.panel, outline=p.t.border, radius=4)
    p.label(value, x + 10, y + 25, p.ui(14, p.t.faint if muted else p.t.text), region, kind="data", width=w - 20)
    return y + 58


def checkout_form(p: Page):
    _topbar(p, {"en": "Secure checkout", "de": "Sichere Kasse", "fr": "Paiement sécurisé", "es": "Pago seguro",
                "it": "Pagamento sicuro", "nl": "Veilig afrekenen"}[p.lang], [], 46, title_size=16, icon_kinds=("lock",))
    x, w = 40, 600
    p.label({"en": "Shipping address", "de": "Lieferadresse", "fr": "Adresse de livraison", "es": "Dirección de envío",
             "it": "Indirizzo di spedizione", "nl": "Verzendadres"}[p.lang], x, 66, p.ui(19, bold=True), "form heading")
    name = C.person(p.rng)
    y = 100
    for key, val in (("full_name", name), ("street", f"{p.rng.randint(1, 120)} {p.rng.choice(C.STREETS[p.lang])}"),
                     ("city", p.rng.choice(C.CITIES[p.lang])), ("zip", C.zip_code(p.rng, p.lang)),
                     ("email", C.email_for(name, p.rng))):
        y = _field(p, _ui(p, key), val, x, y, w)
    p.prose(x, y + 6, w, "notes", k=(2, 3), style=p.style(size=p.base - 1, color=p.t.muted), lh=1.45,
            max_bottom=H - 10)
    sx = 680
    p.rect([sx, 66, W - 30, H - 40], fill=p.t.panel2, outline=p.t.border)
    p.label({"en": "Order summary", "de": "Bestellübersicht", "fr": "Récapitulatif", "es": "Resumen del pedido",
             "it": "Riepilogo ordine", "nl": "Overzicht bestelling"}[p.lang], sx + 16, 84, p.ui(15, bold=True), "summary")
    y = 124
    total = 0
    for prod in p.rng.sample(C.PRODUCTS[p.lang], 4):
        v = p.rng.randint(15, 800) + 0.95
        total += v
        p.label(prod, sx + 16, y, p.ui(13), "summary", kind="data", width=190)
        p.label(C.money(v, p.lang), W - 46, y, p.ui(13), "summary", kind="data", anchor="r")
        y += 30
    p.hline(sx + 16, W - 46, y)
    p.label(_ui(p, "total"), sx + 16, y + 14, p.ui(14, bold=True), "summary")
    p.label(C.money(total, p.lang), W - 46, y + 14, p.ui(14, bold=True), "summary", kind="data", anchor="r")


CONSENT = {
    "en": ["I agree to the terms of service and the privacy policy.", "Send me product news and tips, at most twice a month."],
    "de": ["Ich akzeptiere die Nutzungsbedingungen und die Datenschutzerklärung.",
           "Schickt mir Produktneuigkeiten und Tipps, höchstens zweimal im Monat."],
    "fr": ["J'accepte les conditions d'utilisation et la politique de confidentialité.",
           "Envoyez-moi des nouveautés et des conseils, deux fois par mois au plus."],
    "es": ["Acepto las condiciones del servicio y la política de privacidad.",
           "Quiero recibir novedades y consejos, como mucho dos veces al mes."],
    "it": ["Accetto i termini di servizio e l'informativa sulla privacy.",
           "Inviatemi novità e consigli, al massimo due volte al mese."],
    "nl": ["Ik ga akkoord met de servicevoorwaarden en het privacybeleid.",
           "Stuur me productnieuws en tips, hooguit twee keer per maand."],
}
SIGN_IN = {"en": "Already have an account? Sign in", "de": "Schon ein Konto? Anmelden",
           "fr": "Déjà un compte ? Se connecter", "es": "¿Ya tienes cuenta? Inicia sesión",
           "it": "Hai già un account? Accedi", "nl": "Al een account? Inloggen"}


def signup_form(p: Page):
    p.rect([0, 0, W, H], fill=p.t.panel2)
    x0, x1 = 287, W - 287
    top = p.rng.randint(40, 90)
    p.rect([x0, top, x1, top + 560], fill=p.t.panel, outline=p.t.border, radius=12)
    p.label({"en": "Create your account", "de": "Konto erstellen", "fr": "Créer un compte", "es": "Crea tu cuenta",
             "it": "Crea il tuo account", "nl": "Maak een account"}[p.lang], (x0 + x1) // 2, top + 26, p.ui(21, bold=True),
            "form heading", anchor="c")
    name = C.person(p.rng)
    y = top + 70
    for key, val in (("first_name", name.split()[0]), ("last_name", name.split(" ", 1)[1]),
                     ("email", C.email_for(name, p.rng)), ("password", "••••••••••")):
        y = _field(p, _ui(p, key), val, x0 + 30, y, x1 - x0 - 60)
    for i, text in enumerate(CONSENT[p.lang]):
        widgets.checkbox(p.d, x0 + 30, y + 6, 14, i == 0 or p.rng.random() < 0.5)
        b = p.prose(x0 + 56, y + 2, x1 - x0 - 90, "consent", sents=[text], style=p.style(size=12, color=p.t.muted),
                    lh=1.4)
        y = (b.bottom if b else y + 30) + 10
    p.button(_ui(p, "submit"), x0 + 30, y + 6, "form buttons")
    p.label(SIGN_IN[p.lang], (x0 + x1) // 2, y + 64, p.ui(13, p.t.link), "form footer", anchor="c")


def survey_form(p: Page):
    _topbar(p, {"en": "Employee survey", "de": "Mitarbeiterbefragung", "fr": "Enquête interne", "es": "Encuesta interna",
                "it": "Sondaggio interno", "nl": "Medewerkersenquête"}[p.lang], [], 52)
    x, w = 120, W - 240
    y = 76
    q = 1
    while y < H - 120:
        b = p.text(f"{q}. " + p.topical("question"), x, y, w, p.ui(15, bold=True), "questions",
                   kind="chrome", lh=1.35)
        y = b.bottom + 8
        if p.rng.random() < 0.5:
            for opt in C.SCALE[p.lang]:
                p.d.ellipse([x, y + 3, x + 14, y + 17], outline=p.t.muted)
                p.label(opt, x + 24, y, p.ui(14), "answers")
                y += 26
        else:
            p.rect([x, y, x + w, y + 76], outline=p.t.border, radius=4)
            b = p.prose(x + 10, y + 8, w - 20, "your answer", k=(1, 2), lh=1.4, max_bottom=y + 72)
            y += 84
        y += 16
        q += 1


def settings_panel(p: Page):
    top = _window(p, _ui(p, "settings"))
    cats = [_ui(p, k) for k in ("account", "notifications", "privacy", "security", "appearance", "language", "updates")]
    act = p.rng.randint(0, 5)
    _sidebar(p, 0, top + 1, 230, cats, "settings categories", act, 34)
    x, w = 260, W - 300
    p.label(cats[act], x, top + 24, p.ui(22, bold=True), "page title")
    y = top + 70
    while y < H - 70:
        tb = p.label(p.topical("setting"), x, y, p.ui(14, bold=True), "setting names", width=w - 80)
        b = p.prose(x, y + 22, w - 90, "setting descriptions", k=(1, 2), style=p.ui(13, p.t.muted), lh=1.4,
                    max_bottom=H - 10)
        widgets.toggle(p.d, x + w - 34, y + 6, p.rng.random() < 0.5, p.t.accent)
        if b is None:
            break
        y = b.bottom + 14
        p.hline(x, x + w, y)
        y += 16


def calendar_week(p: Page):
    _topbar(p, _ui(p, "calendar"), [_ui(p, "today"), _ui(p, "week"), _ui(p, "month")], 52)
    x0, y0 = 60, 96
    cw = (W - x0 - 10) // 5
    for i, day in enumerate(C.WEEKDAYS[p.lang]):
        p.label(day.capitalize(), x0 + i * cw + 8, 66, p.ui(13, bold=True), "day headers")
        p.vline(x0 + i * cw, y0, H)
    for hr in range(8, 19):
        yy = y0 + (hr - 8) * 60
        if yy > H - 10:
            break
        p.label(f"{hr}:00", 50, yy, p.muted(11), "hours", kind="data", anchor="r")
        p.hline(x0, W, yy)
    for i in range(5):
        y = y0 + p.rng.randint(0, 2) * 60 + 4
        while y < H - 100:
            hgt = p.rng.choice([90, 120, 150])
            col = p.rng.choice(list(NAMED))
            base = p.named(col)
            fill = tuple(int(c * 0.18 + (40 if p.t.dark else 255) * 0.82) for c in base)
            p.rect([x0 + i * cw + 4, y, x0 + (i + 1) * cw - 4, min(H - 4, y + hgt)], fill=fill, radius=5)
            p.rect([x0 + i * cw + 4, y, x0 + i * cw + 7, min(H - 4, y + hgt)], fill=base)
            tb = p.text(p.topical("subject"), x0 + i * cw + 12, y + 6, cw - 22, p.ui(12, bold=True),
                        "event titles", kind="chrome", max_lines=2)
            yy = (tb.bottom if tb else y + 20) + 2
            p.prose(x0 + i * cw + 12, yy, cw - 22, "event details", k=(1, 1), style=p.ui(11, p.t.muted), lh=1.35,
                    max_bottom=min(H - 8, y + hgt - 4))
            y += hgt + p.rng.choice([30, 60, 90])


def kanban_board(p: Page):
    _topbar(p, p.rng.choice(["Sprint 14", "Website relaunch", "Q3 roadmap"]), [_ui(p, "members"), _ui(p, "settings")], 50)
    cols = [_ui(p, "todo"), _ui(p, "in_progress"), _ui(p, "done")]
    cw = (W - 40) // 3
    for i, c in enumerate(cols):
        x = 20 + i * cw
        p.rect([x + 4, 64, x + cw - 8, H - 10], fill=p.t.panel2, radius=8)
        p.label(f"{c}", x + 18, 76, p.ui(14, bold=True), "column headers")
        y = 108
        while y < H - 90:
            sents = [p.topical("task")]
            lines, bottom = layout([(sents[0], p.ui(12), 0)], 0, 0, cw - 50, line_height=1.4)
            ch = bottom + 52
            if y + ch > H - 16:
                break
            p.rect([x + 12, y, x + cw - 16, y + ch], fill=p.t.panel, outline=p.t.border, radius=6)
            p.label(C.ref_id(p.rng), x + 24, y + 10, p.ui(11, p.t.muted), "card ids", kind="data")
            p.block([(sents[0], p.ui(12), None)], x + 24, y + 30, cw - 50, "card", "data", lh=1.4)
            y += ch + 10


def todo_app(p: Page):
    _sidebar(p, 0, 0, 220, [_ui(p, k) for k in ("today", "week", "tasks", "notes", "archive")], "lists", 0, 36,
             icons=["calendar", "calendar", "check", "file", "archive"])
    x, w = 260, W - 300
    p.label(_ui(p, "tasks"), x, 30, p.ui(24, bold=True), "list title")
    y = 84
    while y < H - 50:
        done = p.rng.random() < 0.3
        widgets.checkbox(p.d, x, y + 3, 16, done, p.t.muted, p.t.accent)
        st = p.style(size=p.base, color=p.t.faint if done else p.t.text, strike=done, faded=done)
        b = p.block([(p.topical("task"), st, None)], x + 30, y, w - 150, "tasks", "data", lh=1.4,
                    max_bottom=H - 10)
        if b is None:
            break
        p.label(C.random_date(p.rng, p.lang), x + w, y + 1, p.muted(12), "due dates", kind="data", anchor="r")
        y = b.bottom + 14
        p.hline(x, x + w, y - 7)


def file_manager(p: Page):
    top = _window(p, _ui(p, "files"))
    places = [_ui(p, k) for k in ("home", "desktop", "documents", "downloads", "trash")]
    _sidebar(p, 0, top + 1, 200, places, "places", 2, 32, icons=["home", "folder", "folder", "folder", "trash"])
    x = 220
    user = p.rng.choice(["maria", "jonas", "dana", "kai"])
    crumbs = [_ui(p, "home"), user, _ui(p, "documents"), p.rng.choice(["2026", "Projects", "Invoices"])]
    p.label(" › ".join(crumbs), x, top + 14, p.ui(13), "breadcrumb")
    rows = []
    for _ in range(p.rng.randint(8, 12)):
        base = p.rng.choice(["report", "budget", "minutes", "invoice", "photo", "contract", "notes", "slides"])
        ext = p.rng.choice(["pdf", "docx", "xlsx", "png", "txt", "csv"])
        rows.append([f"{base}_{p.rng.randint(1, 99):02d}.{ext}", f"{p.rng.randint(4, 900)} KB",
                     C.random_date(p.rng, p.lang)])
    y = _table(p, x, top + 44, [400, 150, 200], [_ui(p, "name"), _ui(p, "size"), _ui(p, "modified")], rows,
               "file list", size=13, zebra=True)
    # Quick-look preview of the selected text file.
    y += 20
    p.rect([x, y, W - 24, H - 16], fill=p.t.panel2, outline=p.t.border, radius=6)
    p.label(rows[0][0], x + 14, y + 10, p.ui(13, bold=True), "preview header", kind="data")
    p.paragraphs(x + 14, y + 36, W - x - 52, H - 24, "preview", style=p.style(size=13), lh=1.45, max_paras=2)


def dos_file_manager(p: Page):
    blue, cyan, yellow, white = (0, 0, 170), (0, 170, 170), (255, 255, 85), (255, 255, 255)
    p.rect([0, 0, W, H], fill=blue)
    st = p.style(p.mono, 14, white)
    p.rect([0, 0, W, 22], fill=cyan)
    p.label(f"  {_ui(p, 'file')}  {_ui(p, 'edit')}  {_ui(p, 'view')}  {_ui(p, 'tools')}  {_ui(p, 'help')}", 6, 2,
            st.with_(color=(0, 0, 0)), "menu bar")
    p.rect([10, 34, W // 2 - 6, H - 40], outline=white)
    p.rect([W // 2 + 6, 34, W - 10, H - 40], outline=white)
    p.label("C:\\DATA\\REPORTS", 30, 40, st.with_(color=yellow), "left panel header")
    y = 66
    for _ in range(18):
        nm = f"{p.rng.choice(['BUDGET', 'MEMO', 'INVOICE', 'NOTES', 'ORDERS', 'STAFF'])}{p.rng.randint(1, 99):02d}.{p.rng.choice(['TXT', 'DOC', 'CSV', 'DAT'])}"
        p.label(nm, 24, y, st, "left panel", kind="data")
        p.label(f"{p.rng.randint(100, 99999):>6}", 250, y, st, "left panel", kind="data")
        y += 22
        if y > H - 70:
            break
    p.label("NOTES.TXT", W // 2 + 26, 40, st.with_(color=yellow), "viewer header")
    p.paragraphs(W // 2 + 24, 66, W // 2 - 50, H - 50, "viewer", style=st, lh=1.4, blank_lines=True, k=(1, 2))
    p.rect([0, H - 24, W, H], fill=cyan)
    p.label("1Help 2Menu 3View 4Edit 5Copy 6Move 7Mkdir 8Delete 10Quit", 8, H - 21, st.with_(color=(0, 0, 0)),
            "function keys")


# --- commerce and listings ----------------------------------------------------------------------

def _stars(p: Page, x, y, n):
    gold = NAMED["orange"][1 if p.t.dark else 0]
    for i in range(5):
        widgets.icon(p.d, "star", x + i * 17, y, 14, gold, gold if i < n else None)


def product_page(p: Page):
    _topbar(p, p.rng.choice(C.COMPANIES), [_ui(p, k) for k in ("home", "orders", "help")], 52,
            icon_kinds=("search", "user", "menu"))
    prod = p.rng.choice(C.PRODUCTS[p.lang])
    # a simple product illustration instead of an empty image box
    cx, cy = 220, 290
    p.rect([60, 80, 380, 500], fill=p.t.panel2, radius=10)
    col = p.named(p.rng.choice(list(NAMED)))
    p.rect([cx - 90, cy - 20, cx + 90, cy + 40], fill=col, radius=12)
    p.rect([cx - 60, cy - 90, cx + 60, cy - 20], fill=tuple(min(255, c + 60) for c in col), radius=8)
    p.d.ellipse([cx - 30, cy + 40, cx + 30, cy + 60], fill=(90, 90, 90))
    x, w = 420, W - 460
    p.text(prod, x, 84, w, p.style(size=26, bold=True), "product title", kind="chrome")
    _stars(p, x, 130, p.rng.randint(3, 5))
    p.label(f"{p.rng.randint(12, 900)} {_ui(p, 'reviews')}", x + 90, 128, p.ui(13, p.t.muted), "rating", kind="data")
    p.label(C.money(p.rng.randint(19, 900) + 0.99, p.lang), x, 156, p.ui(24, bold=True), "price", kind="data")
    p.button(_ui(p, "add_to_cart"), x, 200, "buttons", size=14)
    p.label(_ui(p, "description"), x, 256, p.ui(15, bold=True), "section headings")
    blurbs = p.rng.sample(C.PRODUCT_BLURBS[p.lang], 5)
    b = p.prose(x, 284, w, "description", sents=blurbs[:3], lh=1.5, max_bottom=H - 10)
    if b is not None and b.bottom < H - 80:
        p.prose(x, b.bottom + 12, w, "description", lh=1.5, max_bottom=H - 10, k=(1, 2))
    p.label(_ui(p, "reviews"), 60, 530, p.ui(15, bold=True), "section headings")
    _stars(p, 60, 556, 5)
    p.prose(60, 580, 330, "reviews", sents=blurbs[3:], style=p.style(size=13, italic=True), lh=1.45, max_bottom=H - 8)


def product_listing(p: Page):
    _topbar(p, p.rng.choice(C.COMPANIES), [_ui(p, k) for k in ("home", "orders", "cart")], 52)
    cw, chh = 236, 320
    for i in range(8):
        x = 24 + (i % 4) * (cw + 12)
        y = 72 + (i // 4) * (chh + 12)
        if y + chh > H:
            break
        p.rect([x, y, x + cw, y + chh], fill=p.t.panel, outline=p.t.border, radius=8)
        col = p.named(p.rng.choice(list(NAMED)))
        light = tuple(int(c * 0.25 + (50 if p.t.dark else 255) * 0.75) for c in col)
        p.rect([x + 10, y + 10, x + cw - 10, y + 130], fill=light, radius=6)
        p.rect([x + cw // 2 - 40, y + 40, x + cw // 2 + 40, y + 100], fill=col, radius=10)
        p.text(p.rng.choice(C.PRODUCTS[p.lang]), x + 14, y + 142, cw - 28, p.ui(14, bold=True), f"product card {i + 1}",
               kind="chrome", max_lines=1)
        p.prose(x + 14, y + 166, cw - 28, f"product card {i + 1}", sents=[p.rng.choice(C.PRODUCT_BLURBS[p.lang])],
                style=p.ui(12, p.t.muted), lh=1.4, max_bottom=y + chh - 50)
        p.label(C.money(p.rng.randint(9, 600) + 0.99, p.lang), x + 14, y + chh - 36, p.ui(16, bold=True),
                f"product card {i + 1}", kind="data")


def job_listing(p: Page):
    _topbar(p, "Careers", [_ui(p, "home"), _ui(p, "contact")], 50)
    x, w = 80, 600
    role = {"en": "Senior Data Engineer", "de": "Senior Data Engineer (m/w/d)", "fr": "Ingénieur·e données senior",
            "es": "Ingeniera de datos sénior", "it": "Data engineer senior", "nl": "Senior data-engineer"}[p.lang]
    p.label(role, x, 76, p.ui(26, bold=True), "job title", width=w + 200)
    p.label(f"{p.rng.choice(C.COMPANIES)} · {p.rng.choice(C.CITIES[p.lang])}", x, 116, p.muted(14), "job meta", kind="data")
    y = 156
    for sec in ("description", "responsibilities", "requirements"):
        if y > H - 90:
            break
        p.label(_ui(p, sec), x, y, p.ui(17, bold=True, color=p.named("red") if p.rng.random() < 0.2 else None),
                "section headings")
        y += 32
        if sec == "description":
            y = p.paragraphs(x, y, w, H - 10, "job description", lh=1.5, max_paras=1) + 6
        else:
            bullets = C.JOB_BULLETS[p.lang][:3] if sec == "responsibilities" else C.JOB_BULLETS[p.lang][3:]
            for bullet in bullets:
                b = p.block(p.styled_runs(["• " + bullet], p.style()), x + 10, y, w - 10, sec, "prose", lh=1.45,
                            max_bottom=H - 8, sentences=["• " + bullet])
                if b is None:
                    break
                y = b.bottom + 4
            y += 12
    p.rect([740, 76, W - 40, 260], fill=p.t.panel2, outline=p.t.border, radius=8)
    p.button(_ui(p, "apply"), 760, 96, "buttons", size=15)
    for i, key in enumerate(("location", "date", "status")):
        p.label(_ui(p, key), 760, 156 + i * 30, p.muted(12), "job facts")
        p.label({"location": p.rng.choice(C.CITIES[p.lang]), "date": C.random_date(p.rng, p.lang),
                 "status": p.rng.choice(C.SHEET_VALUES["status"][p.lang])}[key], 860, 156 + i * 30, p.ui(13),
                "job facts", kind="data")


def recipe_card(p: Page):
    p.rect([0, 0, W, H], fill=p.t.panel2)
    p.rect([60, 30, W - 60, H - 20], fill=p.t.panel, radius=14)
    title = {"en": "Lemon ricotta pancakes", "de": "Zitronen-Ricotta-Pfannkuchen", "fr": "Pancakes citron-ricotta",
             "es": "Tortitas de limón y ricotta", "it": "Pancake al limone e ricotta", "nl": "Citroen-ricottapannenkoeken"}
    p.label(title[p.lang], 100, 60, p.style(p.serif, 28, bold=True), "recipe title")
    widgets.icon(p.d, "calendar", 100, 106, 16, p.t.muted)
    p.label(f"{p.rng.randint(15, 60)} min  ·  {p.rng.randint(2, 6)} pers.", 124, 106, p.muted(13), "recipe meta",
            kind="data")
    p.label(_ui(p, "ingredients"), 100, 150, p.ui(17, bold=True), "section headings")
    ing = {"en": ["2 eggs", "250 g ricotta", "1 lemon", "120 g flour", "1 tsp baking powder", "a pinch of salt"],
           "de": ["2 Eier", "250 g Ricotta", "1 Zitrone", "120 g Mehl", "1 TL Backpulver", "1 Prise Salz"],
           "fr": ["2 œufs", "250 g de ricotta", "1 citron", "120 g de farine", "1 c. à c. de levure", "1 pincée de sel"],
           "es": ["2 huevos", "250 g de ricotta", "1 limón", "120 g de harina", "1 cdta. de levadura", "una pizca de sal"],
           "it": ["2 uova", "250 g di ricotta", "1 limone", "120 g di farina", "1 cucchiaino di lievito", "un pizzico di sale"],
           "nl": ["2 eieren", "250 g ricotta", "1 citroen", "120 g bloem", "1 tl bakpoeder", "snufje zout"]}[p.lang]
    y = 182
    for it in ing:
        p.label("• " + it, 100, y, p.style(), "ingredients", kind="data")
        y += 28
    p.label(_ui(p, "preparation"), 420, 150, p.ui(17, bold=True), "section headings")
    y = 182
    for i, step in enumerate(C.RECIPE_STEPS[p.lang]):
        b = p.block(p.styled_runs([f"{i + 1}. {step}"], p.style()), 420, y, W - 520, "steps", "prose", lh=1.5,
                    max_bottom=H - 30, sentences=[f"{i + 1}. {step}"])
        if b is None:
            break
        y = b.bottom + 10


DRINKS = {
    "en": ["Sparkling water", "Fresh lemonade", "House red wine", "Pale ale", "Espresso", "Mint tea"],
    "de": ["Mineralwasser", "Hausgemachte Limonade", "Rotwein des Hauses", "Helles Bier", "Espresso", "Pfefferminztee"],
    "fr": ["Eau pétillante", "Citronnade maison", "Vin rouge de la maison", "Bière blonde", "Café expresso", "Thé à la menthe"],
    "es": ["Agua con gas", "Limonada casera", "Vino tinto de la casa", "Cerveza rubia", "Café solo", "Té de menta"],
    "it": ["Acqua frizzante", "Limonata della casa", "Vino rosso della casa", "Birra chiara", "Caffè espresso", "Tè alla menta"],
    "nl": ["Bruiswater", "Verse limonade", "Huiswijn rood", "Blond bier", "Espresso", "Muntthee"],
}
MENU_FOOTER = {
    "en": "Please tell our staff about any allergies. All prices include VAT and service.",
    "de": "Bitte informieren Sie uns über Allergien. Alle Preise inklusive Mehrwertsteuer und Service.",
    "fr": "Merci de signaler toute allergie à notre équipe. Prix TTC, service compris.",
    "es": "Informe al personal de cualquier alergia. Todos los precios incluyen IVA y servicio.",
    "it": "Segnalate eventuali allergie al personale. Tutti i prezzi includono IVA e servizio.",
    "nl": "Meld allergieën bij onze medewerkers. Alle prijzen zijn inclusief btw en bediening.",
}


def restaurant_menu(p: Page):
    bg = (28, 26, 24) if p.t.dark else (252, 248, 240)
    p.rect([0, 0, W, H], fill=bg)
    p.label(p.rng.choice(["Trattoria Lume", "Café Linde", "Bistro du Port", "Casa Olivo", "De Gouden Lepel"]), W // 2, 24,
            p.style(p.serif, 30, bold=True), "restaurant name", anchor="c")
    p.hline(200, W - 200, 72, p.t.accent)
    dishes = p.rng.sample(C.DISHES[p.lang], len(C.DISHES[p.lang]))
    head = p.style(p.serif, 16, p.t.accent, bold=True)
    dish_st, price_st = p.style(p.serif, 16, bold=True), p.style(p.serif, 16)
    desc_st = p.style(p.serif, 13, p.t.muted, italic=True)

    def dish_rows(x, y, n):
        for _ in range(n):
            if not dishes or y > H - 120:
                break
            dish, desc = dishes.pop()
            p.label(dish, x, y, dish_st, "dishes", width=300)
            p.label(C.money(p.rng.randint(6, 32) + p.rng.choice([0, 0.5]), p.lang), x + 400, y, price_st, "prices",
                    kind="data", anchor="r")
            b = p.prose(x, y + 24, 380, "dish descriptions", sents=[desc], style=desc_st, lh=1.35, max_bottom=H - 10,
                        density=0)
            y = (b.bottom if b else y + 40) + 16
        return y

    x0, x1 = 70, 540
    y = 96
    p.label(_ui(p, "starters").upper(), x0, y, head, "section headings")
    y = dish_rows(x0, y + 34, 3) + 10
    p.label(_ui(p, "mains").upper(), x0, y, head, "section headings")
    dish_rows(x0, y + 34, 3)
    y = 96
    p.label(_ui(p, "desserts").upper(), x1, y, head, "section headings")
    y = dish_rows(x1, y + 34, 2) + 10
    drinks = {"en": "DRINKS", "de": "GETRÄNKE", "fr": "BOISSONS", "es": "BEBIDAS", "it": "BEVANDE", "nl": "DRANKEN"}
    p.label(drinks[p.lang], x1, y, head, "section headings")
    y += 34
    for d in p.rng.sample(DRINKS[p.lang], 5):
        p.label(d, x1, y, p.style(p.serif, 15), "drinks", width=300)
        p.label(C.money(p.rng.randint(2, 9) + p.rng.choice([0, 0.5]), p.lang), x1 + 400, y, p.style(p.serif, 15),
                "prices", kind="data", anchor="r")
        y += 28
    p.hline(200, W - 200, H - 62, p.t.border)
    p.text(MENU_FOOTER[p.lang], 120, H - 48, W - 240, p.style(p.serif, 12, p.t.muted), "footer", kind="prose",
           align="center", max_lines=2)


def faq_page(p: Page):
    _topbar(p, _ui(p, "help"), [_ui(p, k) for k in ("home", "questions", "contact")], 52)
    x, w = 140, W - 280
    p.label({"en": "Frequently asked questions", "de": "Häufige Fragen", "fr": "Questions fréquentes",
             "es": "Preguntas frecuentes", "it": "Domande frequenti", "nl": "Veelgestelde vragen"}[p.lang], x, 74,
            p.ui(24, bold=True), "page title")
    y = 124
    while y < H - 60:
        q = p.topical("question")
        widgets.icon(p.d, "chevron_down", x - 28, y + 2, 16, p.t.muted)
        b = p.text(q, x, y, w, p.ui(15, bold=True), "questions", kind="chrome", lh=1.35)
        y = b.bottom + 6
        b = p.prose(x, y, w, "answers", k=(1, 3), lh=1.5, max_bottom=H - 10)
        if b is None:
            break
        y = b.bottom + 14
        p.hline(x - 30, x + w, y - 6)


def _letter(p: Page, kind: str):
    bg = (250, 248, 240) if kind == "scanned_letter" else (255, 255, 255)
    fg = (30, 30, 30)
    p.rect([0, 0, W, H], fill=(90, 92, 96) if kind == "scanned_letter" else p.t.panel2)
    x0, x1 = 112, W - 112
    p.rect([x0, 0, x1, H], fill=bg)
    fam = p.serif if kind != "memo_page" else p.sans
    st = p.style(fam, p.rng.choice([13, 14]), fg)
    company = p.rng.choice(C.COMPANIES)
    p.label(company, x0 + 50, 30, st.with_(size=20, bold=True, color=p.named("blue") if not p.t.dark else (28, 88, 204)),
            "letterhead")
    p.label(f"{p.rng.randint(1, 120)} {p.rng.choice(C.STREETS[p.lang])} · {C.zip_code(p.rng, p.lang)} {p.rng.choice(C.CITIES[p.lang])}",
            x0 + 50, 58, st.with_(size=11, color=(110, 110, 110)), "letterhead", kind="data")
    y = 96
    if kind == "press_release":
        p.label({"en": "PRESS RELEASE", "de": "PRESSEMITTEILUNG", "fr": "COMMUNIQUÉ DE PRESSE", "es": "NOTA DE PRENSA",
                 "it": "COMUNICATO STAMPA", "nl": "PERSBERICHT"}[p.lang], x0 + 50, y, st.with_(bold=True), "heading")
    elif kind == "memo_page":
        p.label("MEMO", x0 + 50, y, st.with_(size=22, bold=True), "heading")
    else:
        p.label(C.person(p.rng), x0 + 50, y, st, "recipient", kind="data")
    p.label(C.random_date(p.rng, p.lang, "long"), x1 - 50, y, st, "date line", kind="data", anchor="r")
    y += 40
    subj = p.topical("subject")
    p.label(subj, x0 + 50, y, st.with_(bold=True), "subject line", width=x1 - x0 - 100)
    y += 36
    y = p.paragraphs(x0 + 50, y, x1 - x0 - 100, H - 50, "letter body", style=st, lh=1.5, align="justify"
                     if p.rng.random() < 0.5 else "left", max_paras=4)
    if y < H - 40:
        p.label(C.person(p.rng), x0 + 50, y + 6, st.with_(italic=True), "signature", kind="data")


def press_release(p: Page):
    _letter(p, "press_release")


def memo_page(p: Page):
    _letter(p, "memo_page")


def scanned_letter(p: Page):
    _letter(p, "scanned_letter")


def notification_center(p: Page):
    p.rect([0, 0, W, H], fill=p.t.panel2)
    x0, x1 = 600, W - 16
    p.label(_ui(p, "notifications"), x0, 20, p.ui(20, bold=True), "panel title")
    y = 64
    apps = [("Mail", "mail"), (_ui(p, "calendar"), "calendar"), ("Slack", "comment"), (_ui(p, "files"), "folder"),
            ("Bank", "lock")]
    while y < H - 80:
        app, ic = p.rng.choice(apps)
        sents = p.sentences(1)
        lines, bottom = layout([(sents[0], p.ui(13), 0)], 0, 0, x1 - x0 - 40, line_height=1.4)
        ch = bottom + 60
        if y + ch > H - 8:
            break
        p.rect([x0, y, x1, y + ch], fill=p.t.panel, radius=12)
        widgets.icon(p.d, ic, x0 + 14, y + 12, 16, p.t.accent)
        p.label(app, x0 + 38, y + 12, p.muted(12), "app names")
        p.label(_time(p), x1 - 14, y + 12, p.muted(11), "app names", kind="data", anchor="r")
        p.label(p.topical("subject"), x0 + 14, y + 32, p.ui(13, bold=True), "notification titles",
                width=x1 - x0 - 28)
        p.block(p.styled_runs(sents, p.ui(13)), x0 + 14, y + 52, x1 - x0 - 40, "notification text", "prose", lh=1.4,
                sentences=sents)
        y += ch + 10
    _doc_column(p, 40, 40, 500, H - 20, "background document", headings=True)


def _kpis(p: Page, x, y, w, items):
    cw = (w - 16 * (len(items) - 1)) // len(items)
    for i, (label, value, delta) in enumerate(items):
        cx = x + i * (cw + 16)
        p.rect([cx, y, cx + cw, y + 96], fill=p.t.panel, outline=p.t.border, radius=10)
        p.label(label, cx + 16, y + 14, p.muted(13), "kpi labels", width=cw - 24)
        p.label(value, cx + 16, y + 36, p.ui(24, bold=True), "kpi values", kind="data")
        p.label(delta, cx + 16, y + 70, p.ui(12, p.named("green" if delta.startswith("+") else "red")), "kpi values",
                kind="data")
    return y + 112


def _bars(p: Page, x, y, w, h):
    p.rect([x, y, x + w, y + h], fill=p.t.panel, outline=p.t.border, radius=10)
    n = 12
    bw = (w - 60) // n
    for i in range(n):
        bh = p.rng.randint(20, h - 60)
        p.rect([x + 30 + i * bw + 4, y + h - 30 - bh, x + 30 + (i + 1) * bw - 4, y + h - 30], fill=p.t.accent, radius=3)
        p.label(C.MONTHS[p.lang][i][:3], x + 30 + i * bw + bw // 2, y + h - 24, p.muted(10), "chart axis", kind="data",
                anchor="c")


def metrics_dashboard(p: Page):
    _sidebar(p, 0, 0, 200, [_ui(p, k) for k in ("dashboard", "reports", "customers", "orders", "settings")],
             "navigation", 0, 38, icons=["chart", "file", "user", "table", "gear"])
    x, w = 224, W - 248
    p.label(_ui(p, "overview"), x, 20, p.ui(22, bold=True), "page title")
    y = _kpis(p, x, 64, w, [(_ui(p, "revenue"), C.money(p.rng.randint(10000, 99000), p.lang), f"+{p.rng.randint(1, 30)}%"),
                            (_ui(p, "orders"), str(p.rng.randint(100, 9000)), f"-{p.rng.randint(1, 9)}%"),
                            (_ui(p, "customers"), str(p.rng.randint(100, 5000)), f"+{p.rng.randint(1, 20)}%")])
    _bars(p, x, y, w, 250)
    y += 266
    p.rect([x, y, x + w, H - 16], fill=p.t.panel, outline=p.t.border, radius=10)
    p.label({"en": "Notes", "de": "Notizen", "fr": "Notes", "es": "Notas", "it": "Note", "nl": "Notities"}[p.lang], x + 16,
            y + 12, p.ui(14, bold=True), "notes header")
    p.paragraphs(x + 16, y + 40, w - 32, H - 24, "notes", style=p.style(size=13), lh=1.45, max_paras=2)


def banking_dashboard(p: Page):
    _topbar(p, p.rng.choice(["Tidewater Bank", "Harbor Bank", "Noord Bank"]),
            [_ui(p, k) for k in ("accounts", "transfers", "reports")], 56, icon_kinds=("bell", "user", "lock"))
    x, w = 40, W - 80
    y = _kpis(p, x, 76, w, [(_ui(p, "balance"), C.money(p.rng.randint(1000, 40000) + 0.37, p.lang), f"+{p.rng.randint(1, 9)}%"),
                            (_ui(p, "transfers"), str(p.rng.randint(3, 40)), f"+{p.rng.randint(1, 9)}"),
                            (_ui(p, "account"), f"{C.VAT_PREFIX[p.lang]}{p.rng.randint(10, 99)} •••• {p.rng.randint(1000, 9999)}", "+0")])
    heads = [_ui(p, "date"), _ui(p, "description"), _ui(p, "amount")]
    rows = []
    for _ in range(8):
        v = p.rng.randint(5, 900) + 0.5
        neg = p.rng.random() < 0.7
        rows.append([C.random_date(p.rng, p.lang), p.rng.choice(C.COMPANIES),
                     ("-" if neg else "+") + C.money(v, p.lang)])
    y = _table(p, x, y, [180, 560, w - 740], heads, rows, "transactions", size=13) + 16
    p.rect([x, y, x + w, H - 12], fill=p.t.panel2, radius=8)
    p.label({"en": "Security notice", "de": "Sicherheitshinweis", "fr": "Avis de sécurité", "es": "Aviso de seguridad",
             "it": "Avviso di sicurezza", "nl": "Veiligheidsmelding"}[p.lang], x + 16, y + 12, p.ui(14, bold=True),
            "notice title")
    p.prose(x + 16, y + 38, w - 32, "security notice", k=(1, 3), style=p.style(size=13), lh=1.45, max_bottom=H - 16)


def terms_of_service(p: Page):
    _topbar(p, _ui(p, "terms"), [_ui(p, k) for k in ("privacy", "help", "contact")], 52)
    x, w = 120, W - 240
    y = 76
    n = 1
    while y < H - 60:
        p.label(f"{n}. {C.TERMS_HEADINGS[p.lang][(n - 1) % len(C.TERMS_HEADINGS[p.lang])]}", x, y, p.ui(16, bold=True),
                "section headings", width=w)
        y += 32
        ny = p.paragraphs(x, y, w, H - 10, f"section {n}", style=p.style(size=p.base - 1), lh=1.5, max_paras=1)
        if ny == y:
            break
        y = ny + 8
        n += 1


def event_page(p: Page):
    p.rect([0, 0, W, 180], fill=p.t.accent)
    p.text(p.topical("subject"), 60, 50, 700, p.ui(32, p.t.on_accent, bold=True), "event title",
           kind="chrome", max_lines=1)
    p.label(f"{C.random_date(p.rng, p.lang, 'long')} · {p.rng.choice(C.CITIES[p.lang])}", 60, 110,
            p.ui(16, p.t.on_accent), "event meta", kind="data")
    p.button(_ui(p, "tickets"), W - 220, 100, "buttons", primary=False, size=15)
    x, w = 60, 560
    p.label(_ui(p, "description"), x, 210, p.ui(18, bold=True), "section headings")
    p.paragraphs(x, 244, w, H - 10, "event description", lh=1.55, max_paras=3)
    sx = 680
    p.label("Programme" if p.lang in ("fr", "nl") else "Schedule" if p.lang == "en" else
            {"de": "Ablauf", "es": "Programa", "it": "Programma"}[p.lang], sx, 210, p.ui(18, bold=True), "section headings")
    y = 248
    for hr in range(9, 17, 2):
        p.label(f"{hr}:00", sx, y, p.ui(13, p.t.accent, bold=True), "schedule", kind="data")
        b = p.text(p.topical("subject"), sx + 60, y, W - sx - 100, p.ui(13), "schedule", kind="chrome",
                   max_lines=2)
        y = (b.bottom if b else y + 20) + 16


def teletext_page(p: Page):
    p.rect([0, 0, W, H], fill=(0, 0, 0))
    st = p.style(p.mono, p.rng.choice([16, 18]), (255, 255, 255))
    p.label(f"P{p.rng.randint(100, 899)}  TELETEXT  {C.random_date(p.rng, p.lang)}  {_time(p)}:{p.rng.randint(10, 59)}", 20, 12,
            st, "header line", kind="data")
    p.rect([20, 44, W - 20, 96], fill=(0, 0, 190))
    p.label(_ui(p, "news").upper(), 40, 56, st.with_(size=28, color=(255, 255, 0), bold=True), "banner")
    y = 116
    colors = [(0, 255, 255), (255, 255, 255), (0, 255, 0), (255, 255, 0)]
    while y < H - 80:
        b = p.prose(30, y, W - 60, "page text", k=(1, 2), style=st.with_(color=p.rng.choice(colors)), lh=1.35,
                    max_bottom=H - 60, density=0.0)
        if b is None:
            break
        y = b.bottom + 14
    p.rect([0, H - 44, W, H], fill=(0, 0, 0))
    x = 20
    for lab, col in ((_ui(p, "news"), (255, 0, 0)), (_ui(p, "events"), (0, 255, 0)), (_ui(p, "help"), (255, 255, 0)),
                     (_ui(p, "home"), (0, 255, 255))):
        b = p.label(lab, x, H - 36, st.with_(color=col), "navigation footer")
        x = b.lines[0].x1 + 40


def man_page(p: Page):
    bg = (0, 0, 0) if p.t.dark else (255, 255, 255)
    p.rect([0, 0, W, H], fill=bg)
    fg = (220, 220, 220) if p.t.dark else (20, 20, 20)
    st = p.style(p.mono, 13, fg)
    cmd = p.rng.choice(["rsync", "tar", "grep", "cron", "backupctl"])
    p.label(f"{cmd.upper()}(1)", 20, 10, st, "header line", kind="data")
    p.label("User Commands", W // 2, 10, st, "header line", anchor="c")
    p.label(f"{cmd.upper()}(1)", W - 20, 10, st, "header line", kind="data", anchor="r")
    y = 44
    for sec in ("NAME", "SYNOPSIS", "DESCRIPTION", "OPTIONS"):
        if y > H - 60:
            break
        p.label(sec, 20, y, st.with_(bold=True), "section headings")
        y += 22
        if sec == "NAME":
            b = p.text(f"{cmd} - " + p.sentences(1)[0], 80, y, W - 120, st, "name", kind="prose")
        elif sec == "SYNOPSIS":
            b = p.block([(cmd, st.with_(bold=True), None), ("[OPTION]... SOURCE DEST", st.with_(underline=True), None)],
                        80, y, W - 120, "synopsis", "data")
        elif sec == "DESCRIPTION":
            b = None
            y = p.paragraphs(80, y, W - 120, H - 60, "description", style=st, lh=1.4, max_paras=2)
        else:
            for opt in ("-v, --verbose", "-n, --dry-run", "-z, --compress"):
                p.label(opt, 80, y, st.with_(bold=True), "options", kind="data")
                b2 = p.text(p.sentences(1)[0], 140, y + 20, W - 180, st, "options", kind="prose",
                            lh=1.4, max_bottom=H - 30)
                y = (b2.bottom if b2 else y + 20) + 6
                if y > H - 60:
                    break
            b = None
        if b is not None:
            y = b.bottom
        y += 14
    p.rect([0, H - 22, W, H], fill=fg)
    p.label(f" Manual page {cmd}(1) line 1 (press h for help or q to quit)", 4, H - 20, st.with_(color=bg),
            "status line", kind="data")


def api_client(p: Page):
    _sidebar(p, 0, 0, 220, ["GET /orders", "POST /orders", "GET /customers", "DELETE /session", "GET /health"],
             "collections", 0, 30)
    x = 240
    p.rect([x, 16, W - 20, 52], outline=p.t.border, fill=p.t.panel, radius=6)
    p.label("GET", x + 12, 26, p.ui(13, p.named("green"), bold=True), "request bar")
    p.label(f"https://api.example.com/v2/orders/{p.rng.randint(1000, 9999)}", x + 60, 26, p.style(p.mono, 13),
            "request bar", kind="data")
    p.button(_ui(p, "send"), W - 110, 20, "request bar", size=13, h=28)
    tx = x
    for tab in ("Params", "Headers", "Body", "Tests"):
        b = p.label(tab, tx, 68, p.ui(13, p.t.muted), "request tabs")
        tx = b.lines[0].x1 + 26
    p.label(f"200 OK · {p.rng.randint(40, 900)} ms", W - 30, 104, p.ui(12, p.named("green")), "response status",
            kind="data", anchor="r")
    p.rect([x, 124, W - 20, H - 16], fill=p.t.panel2, radius=6)
    st = p.style(p.mono, 13)
    keyc, strc = p.named("purple"), p.named("green")
    y = 136
    lines = [("{", None)]
    name = C.person(p.rng)
    for k, v in (("id", f"\"{C.ref_id(p.rng)}\","), ("customer", f"\"{name}\","), ("email", f"\"{C.email_for(name, p.rng)}\","),
                 ("status", f"\"{p.rng.choice(C.SHEET_VALUES['status'][p.lang])}\","),
                 ("note", "\"" + p.sentences(1)[0] + "\","),
                 ("comment", "\"" + p.sentences(1)[0] + "\","),
                 ("items", f"{p.rng.randint(1, 9)},"), ("total", f"\"{C.money(p.rng.randint(20, 900) + 0.5, p.lang)}\","),
                 ("created_at", f"\"2026-0{p.rng.randint(1, 9)}-{p.rng.randint(10, 28)}T{p.rng.randint(10, 23)}:{p.rng.randint(10, 59)}:00Z\","),
                 ("shipping_city", f"\"{p.rng.choice(C.CITIES[p.lang])}\","),
                 ("task", "\"" + p.topical("task") + "\","),
                 ("last_log", "\"" + p.topical("log") + "\""), ):
        lines.append((k, v))
    lines.append(("}", None))
    for k, v in lines:
        if v is None:
            p.label(k, x + 14, y, st, "response body", kind="data")
            y += 22
            continue
        kb = p.label(f"\"{k}\":", x + 34, y, st.with_(color=keyc), "response body", kind="data")
        b = p.text(v, kb.lines[0].x1 + 9, y, W - 60 - kb.lines[0].x1, st.with_(color=strc), "response body", kind="prose",
                   lh=1.45)
        y = (b.bottom if b else y + 20) + 2


def _zip_city(p: Page, zip_code, city, x, y, st, region):
    """Postal code and city as two labels, in the local order (UK: city first)."""
    gap = advance(st.font, " ") * 2
    if p.lang == "en":
        bc = p.label(city, x, y, st, region, kind="data")
        bz = p.label(zip_code, bc.lines[0].x1 + gap, y, st, region, kind="data")
    else:
        bz = p.label(zip_code, x, y, st, region, kind="data")
        bc = p.label(city, bz.lines[0].x1 + gap, y, st, region, kind="data")
    return bz, bc


# --- the invoice --------------------------------------------------------------------------------

def invoice(p: Page):
    """A one-page invoice; every field an instruction can ask for is recorded in `rec.fields`."""
    L = {k: v[C.LANGS.index(p.lang)] for k, v in C.INVOICE_LABELS.items()}
    paper = (255, 255, 255)
    fg = (30, 30, 30)
    dark_bg = p.t.dark
    p.rect([0, 0, W, H], fill=(70, 72, 76) if dark_bg else (226, 228, 232))
    x0, x1 = 230, W - 230
    p.rect([x0, 12, x1, H - 12], fill=paper)
    fam = p.sans if p.rng.random() < 0.7 else p.serif
    size = p.rng.choice([11, 12, 12, 13])
    st = p.style(fam, size, fg)
    lab = st.with_(color=(110, 110, 110))
    fields = p.rec.fields

    def put(name, blocks):
        fields[name] = [b.id for b in blocks if b is not None]

    lang = p.lang
    cur = "£" if lang == "en" else None  # a UK invoice, with VAT
    sender = p.rng.choice(C.COMPANIES)
    s_street = f"{p.rng.choice(C.STREETS[lang])} {p.rng.randint(1, 140)}" if lang != "en" else \
        f"{p.rng.randint(1, 140)} {p.rng.choice(C.STREETS[lang])}"
    s_zip, s_city = C.zip_code(p.rng, lang), p.rng.choice(C.CITIES[lang])
    y = 40
    lx = x0 + 36
    b_name = p.label(sender, lx, y, st.with_(size=size + 4, bold=True), "sender")
    lh = int(size * 1.55)
    y += size + 12
    b_street = p.label(s_street, lx, y, st, "sender", kind="data")
    y += lh
    b_zip, b_city = _zip_city(p, s_zip, s_city, lx, y, st, "sender")
    y += lh
    phone = f"+{p.rng.choice([31, 33, 34, 39, 44, 49])} {p.rng.randint(10, 99)} {p.rng.randint(100000, 999999)}"
    b_pl = p.label(L["phone"], lx, y, lab, "sender")
    b_phone = p.label(phone, b_pl.lines[0].x1 + 6, y, st, "sender", kind="data")
    y += lh
    mail = f"billing@{sender.split()[0].lower().replace('&', '')}.{C.VAT_PREFIX[lang].lower() if lang != 'en' else 'com'}"
    b_mail = p.label(mail, lx, y, st, "sender", kind="data")
    y += lh
    vat = f"{C.VAT_PREFIX[lang]}{p.rng.randint(100000000, 999999999)}"
    b_vl = p.label(L["vat_id"], lx, y, lab, "sender")
    b_vat = p.label(vat, b_vl.lines[0].x1 + 6, y, st, "sender", kind="data")
    sender_bottom = y + lh
    put("invoice_sender", [b_name, b_street, b_zip, b_city, b_pl, b_phone, b_mail, b_vl, b_vat])
    put("invoice_sender_city", [b_city])
    put("invoice_sender_zip", [b_zip])
    put("invoice_phone", [b_phone])
    put("invoice_email", [b_mail])
    put("invoice_tax_id", [b_vat])
    # title and meta on the right
    rx = x1 - 36
    p.label(L["title"], rx, 38, st.with_(size=size + 12, bold=True, color=p.named("blue") if not dark_bg else (28, 88, 204)),
            "title", anchor="r")
    my = 38 + size + 26
    number = f"{p.rng.choice(['INV', 'RE', 'F', 'FAC', 'FT'])}-{p.rng.randint(2025, 2026)}-{p.rng.randint(100, 9999):04d}"
    yy, mm, dd = p.rng.choice([2025, 2026]), p.rng.randint(1, 11), p.rng.randint(1, 14)
    issued = C.date_str(lang, yy, mm, dd)
    due = C.date_str(lang, yy, mm + 1, dd + p.rng.randint(0, 13))
    meta = {}
    for key, val in (("number", number), ("date", issued), ("due", due)):
        p.label(L[key], rx - 110, my, lab, "invoice meta", anchor="r")
        meta[key] = p.label(val, rx, my, st.with_(bold=key == "number"), "invoice meta", kind="data", anchor="r")
        my += lh
    put("invoice_number", [meta["number"]])
    put("invoice_date", [meta["date"]])
    put("invoice_due_date", [meta["due"]])
    # bill to
    y = max(sender_bottom, my) + 18
    p.label(L["bill_to"], lx, y, lab.with_(bold=True), "bill to heading")
    y += lh + 2
    cust = C.person(p.rng)
    r_street = f"{p.rng.choice(C.STREETS[lang])} {p.rng.randint(1, 140)}" if lang != "en" else \
        f"{p.rng.randint(1, 140)} {p.rng.choice(C.STREETS[lang])}"
    r_zip, r_city = C.zip_code(p.rng, lang), p.rng.choice(C.CITIES[lang])
    rb = [p.label(cust, lx, y, st.with_(bold=True), "recipient", kind="data")]
    y += lh
    rb.append(p.label(r_street, lx, y, st, "recipient", kind="data"))
    y += lh
    bz, bc = _zip_city(p, r_zip, r_city, lx, y, st, "recipient")
    rb += [bz, bc]
    y += lh
    rb.append(p.label(p.rng.choice(C.COUNTRIES[lang]), lx, y, st, "recipient", kind="data"))
    y += lh
    put("invoice_recipient", rb)
    put("invoice_recipient_city", [bc])
    put("invoice_recipient_zip", [bz])
    # line items
    y += 18
    cols = [lx, x1 - 36 - 230, x1 - 36 - 140, x1 - 36]
    row_h = int(size * p.rng.choice([2.0, 2.2, 2.5]))
    p.rect([lx - 6, y, x1 - 30, y + row_h], fill=(240, 242, 246))
    hdr = [p.label(L["description"], cols[0], y + (row_h - size) // 2 - 2, lab.with_(bold=True), "items header"),
           p.label(L["qty"], cols[1], y + (row_h - size) // 2 - 2, lab.with_(bold=True), "items header", anchor="r"),
           p.label(L["unit"], cols[2], y + (row_h - size) // 2 - 2, lab.with_(bold=True), "items header", anchor="r"),
           p.label(L["amount"], cols[3], y + (row_h - size) // 2 - 2, lab.with_(bold=True), "items header", anchor="r")]
    y += row_h
    items = p.rng.sample(C.SERVICES[lang], p.rng.randint(2, 5))
    subtotal = 0.0
    all_rows = []
    for it in items:
        q = p.rng.randint(1, 12)
        unit = p.rng.randint(40, 900) + p.rng.choice([0, 0.5])
        amt = q * unit
        subtotal += amt
        ty = y + (row_h - size) // 2 - 2
        row = [p.label(it, cols[0], ty, st, "line items", kind="data"),
               p.label(str(q), cols[1], ty, st, "line items", kind="data", anchor="r"),
               p.label(C.money(unit, lang, cur), cols[2], ty, st, "line items", kind="data", anchor="r"),
               p.label(C.money(amt, lang, cur), cols[3], ty, st, "line items", kind="data", anchor="r")]
        all_rows.append((it, row))
        y += row_h
        p.hline(lx - 6, x1 - 30, y, (225, 225, 225))
    put("invoice_line_items", hdr + [b for _, r in all_rows for b in r])
    pick = p.rng.randrange(len(all_rows))
    fields["_line_item_name"] = all_rows[pick][0]
    put("invoice_line_item", all_rows[pick][1])
    # totals
    y += 14
    rate = C.TAX_RATE[lang]
    tax = round(subtotal * rate / 100, 2)
    tl = []
    vals = {}
    for key, label, val in (("subtotal", L["subtotal"], subtotal), ("tax", f"{L['tax']} {rate}%", tax),
                            ("total", L["total"], subtotal + tax)):
        bold = key == "total"
        tl.append(p.label(label, cols[2] - 10, y, st.with_(bold=bold), "totals", anchor="r"))
        vals[key] = p.label(C.money(val, lang, cur), cols[3], y, st.with_(bold=bold, size=size + (2 if bold else 0)), "totals",
                            kind="data", anchor="r")
        y += lh + (4 if key == "tax" else 0)
    put("invoice_subtotal", [vals["subtotal"]])
    put("invoice_tax", [vals["tax"]])
    put("invoice_total", [vals["total"]])
    put("invoice_totals", tl + list(vals.values()))
    # bank details and footer
    y += 20
    if y > H - 120:
        return
    bb = [p.label(L["bank"], lx, y, lab.with_(bold=True), "bank details")]
    y += lh
    bank = {"en": "Tidewater Bank", "de": "Sparkasse Mitte", "fr": "Banque du Port", "es": "Banco Sol",
            "it": "Banca Lume", "nl": "Noord Bank"}[lang]
    bb.append(p.label(bank, lx, y, st, "bank details", kind="data"))
    y += lh
    iban = f"{C.VAT_PREFIX[lang]}{p.rng.randint(10, 99)} " + " ".join(f"{p.rng.randint(0, 9999):04d}" for _ in range(4)) + \
        f" {p.rng.randint(10, 99)}"
    bi = p.label("IBAN", lx, y, lab, "bank details")
    biv = p.label(iban, lx + 40, y, st, "bank details", kind="data")
    y += lh
    bic = f"{p.rng.choice(['TIDE', 'SPMI', 'BDPO', 'BSOL', 'BLUM', 'NOOR'])}{C.VAT_PREFIX[lang]}{p.rng.choice(['2X', 'FF', 'MM', '21'])}"
    bci = p.label("BIC", lx, y, lab, "bank details")
    bcv = p.label(bic, lx + 40, y, st, "bank details", kind="data")
    y += lh
    put("invoice_bank_details", bb + [bi, biv, bci, bcv])
    put("invoice_iban", [biv])
    put("invoice_bic", [bcv])
    y += 16
    if y < H - 60:
        p.text(L["thanks"] + " " + L["terms"], lx, y, x1 - x0 - 72, st.with_(color=(110, 110, 110)), "footer",
               kind="prose", lh=1.4)


# name -> (draw function, capabilities)
SURFACES = {
    "email_3pane": (email_3pane, {"prose"}), "gmail_inbox": (gmail_inbox, set()), "gmail_thread": (gmail_thread, {"prose"}),
    "email_compose": (email_compose, {"prose", "blank"}), "newsletter_email": (newsletter_email, {"prose"}),
    "slack_like": (slack_like, {"prose"}), "chat_bubbles": (chat_bubbles, {"prose"}), "sms_thread": (sms_thread, {"prose"}),
    "support_chat": (support_chat, {"prose"}), "code_editor": (code_editor, set()), "terminal": (terminal, set()),
    "log_viewer": (log_viewer, {"prose"}), "diff_viewer": (diff_viewer, {"prose"}),
    "markdown_notes": (markdown_notes, {"prose", "blank"}), "plain_text": (plain_text, {"prose", "blank"}),
    "word_processor": (word_processor, {"prose"}), "pdf_viewer": (pdf_viewer, {"prose"}),
    "website_article": (website_article, {"prose"}), "wikipedia": (wikipedia, {"prose"}),
    "book_page": (book_page, {"prose"}), "ereader": (ereader, {"prose"}), "docs_site": (docs_site, {"prose"}),
    "forum_thread": (forum_thread, {"prose"}), "comment_section": (comment_section, {"prose"}),
    "social_feed": (social_feed, {"prose"}), "search_page": (search_page, {"prose"}), "data_table": (data_table, set()),
    "spreadsheet_grid": (spreadsheet_grid, set()), "checkout_form": (checkout_form, {"prose"}),
    "signup_form": (signup_form, {"prose"}), "survey_form": (survey_form, {"prose"}),
    "settings_panel": (settings_panel, {"prose"}), "calendar_week": (calendar_week, set()),
    "kanban_board": (kanban_board, set()), "todo_app": (todo_app, set()), "file_manager": (file_manager, set()),
    "dos_file_manager": (dos_file_manager, {"prose", "blank"}), "product_page": (product_page, {"prose"}),
    "product_listing": (product_listing, set()), "job_listing": (job_listing, {"prose"}),
    "recipe_card": (recipe_card, set()), "restaurant_menu": (restaurant_menu, set()), "faq_page": (faq_page, {"prose"}),
    "press_release": (press_release, {"prose"}), "memo_page": (memo_page, {"prose"}),
    "scanned_letter": (scanned_letter, {"prose"}), "notification_center": (notification_center, {"prose"}),
    "metrics_dashboard": (metrics_dashboard, {"prose"}), "banking_dashboard": (banking_dashboard, {"prose"}),
    "terms_of_service": (terms_of_service, {"prose"}), "event_page": (event_page, {"prose"}),
    "teletext_page": (teletext_page, {"prose"}), "man_page": (man_page, {"prose"}), "api_client": (api_client, set()),
}
INVOICE = (invoice, {"invoice"})
