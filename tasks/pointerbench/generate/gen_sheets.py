"""PointerBench-Sheets generator: spreadsheet screenshots in five application styles, pure Pillow.

    generate(n, seed) -> [(row, PIL.Image)]     rows in the published schema, ids pbs_NNNN

Each example samples a table (localized headers and values), a visible window onto the sheet
(row/column offsets), a UI style (excel, excel_white, libreoffice, google_sheets, bare) and a
target category, draws the sheet, and records the grid geometry (`SheetRecord`). The target box
is computed from that geometry; `verify.verify_sheets` re-resolves the structured query against
the record and the example is redrawn with the next attempt seed until it passes.

The `language` field is the language of the sheet content (headers, categories, dates); as in
the published suite, instructions are English and refer to cells by reference or displayed value.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field

from PIL import Image, ImageDraw

from igg.tasks.pointerbench.generate import content as C
from igg.tasks.pointerbench.generate import widgets
from igg.tasks.pointerbench.generate.render_text import W, H, SANS, advance, center, draw_text, families, get_font
from igg.tasks.pointerbench.generate.sampling import example_rng, spread
from igg.tasks.pointerbench.generate.verify import Candidate, verify_sheets

# Shares of the published PointerBench-Sheets test split (500 rows), counted from
# shared/pointerbench/pointerbench-sheets/data/test/metadata.jsonl at development time.
CATEGORY_COUNTS = {
    "cell_ref": 82, "cell_color": 56, "cell_ref_content": 45, "col_resize_handle": 43, "cell_content": 43,
    "col_header": 35, "cell_relative_offset": 33, "row_resize_handle": 32, "cell_relative_row": 27,
    "row_header": 24, "cell_right_edge": 22, "cell_bottom_edge": 19, "cell_bottom_left_corner": 13,
    "cell_bottom_right_corner": 12, "cell_top_left_corner": 9, "cell_top_right_corner": 5,
}
UI_STYLE_COUNTS = {"excel_white": 120, "excel": 101, "libreoffice": 100, "google_sheets": 94, "bare": 85}
LANGUAGE_COUNTS = {"en": 273, "fr": 54, "es": 51, "nl": 47, "it": 40, "de": 35}
DATA_TYPE = {
    "cell_ref": "cell", "cell_ref_content": "cell", "cell_content": "cell", "cell_color": "color",
    "col_header": "header", "row_header": "header", "cell_relative_offset": "relative",
    "cell_relative_row": "relative", "col_resize_handle": "edge", "row_resize_handle": "edge",
    "cell_right_edge": "edge", "cell_bottom_edge": "edge", "cell_top_left_corner": "corner",
    "cell_top_right_corner": "corner", "cell_bottom_left_corner": "corner", "cell_bottom_right_corner": "corner",
}
SUITE = "sheets"
EDGE = 6  # width of edge / handle / corner targets, as in the published suite

# Named fills an instruction can refer to: name -> (fill, text colour).
FILLS = {
    "red": ((224, 102, 102), (255, 255, 255)), "green": ((106, 168, 79), (255, 255, 255)),
    "blue": ((61, 133, 198), (255, 255, 255)), "orange": ((246, 160, 60), (40, 30, 20)),
    "yellow": ((255, 223, 100), (50, 40, 0)), "purple": ((142, 110, 200), (255, 255, 255)),
    "pink": ((240, 150, 200), (60, 20, 40)), "cyan": ((100, 210, 225), (10, 50, 60)),
}


def col_letter(i: int) -> str:
    s = ""
    i += 1
    while i:
        i, r = divmod(i - 1, 26)
        s = chr(65 + r) + s
    return s


# --- localized chrome strings ---------------------------------------------------------------

def _l(lang, *vals):
    return vals[C.LANGS.index(lang)]


RIBBON_TABS = {
    "en": ["File", "Home", "Insert", "Draw", "Page Layout", "Formulas", "Data", "Review", "View", "Help"],
    "de": ["Datei", "Start", "Einfügen", "Zeichnen", "Seitenlayout", "Formeln", "Daten", "Überprüfen", "Ansicht", "Hilfe"],
    "fr": ["Fichier", "Accueil", "Insertion", "Dessin", "Mise en page", "Formules", "Données", "Révision", "Affichage", "Aide"],
    "es": ["Archivo", "Inicio", "Insertar", "Dibujar", "Disposición de página", "Fórmulas", "Datos", "Revisar", "Vista", "Ayuda"],
    "it": ["File", "Home", "Inserisci", "Disegno", "Layout di pagina", "Formule", "Dati", "Revisione", "Visualizza", "Guida"],
    "nl": ["Bestand", "Start", "Invoegen", "Tekenen", "Pagina-indeling", "Formules", "Gegevens", "Controleren", "Beeld", "Help"],
}
LIBRE_MENUS = {
    "en": ["File", "Edit", "View", "Insert", "Format", "Styles", "Sheet", "Data", "Tools", "Window", "Help"],
    "de": ["Datei", "Bearbeiten", "Ansicht", "Einfügen", "Format", "Vorlagen", "Tabelle", "Daten", "Extras", "Fenster", "Hilfe"],
    "fr": ["Fichier", "Édition", "Affichage", "Insertion", "Format", "Styles", "Feuille", "Données", "Outils", "Fenêtre", "Aide"],
    "es": ["Archivo", "Editar", "Ver", "Insertar", "Formato", "Estilos", "Hoja", "Datos", "Herramientas", "Ventana", "Ayuda"],
    "it": ["File", "Modifica", "Visualizza", "Inserisci", "Formato", "Stili", "Foglio", "Dati", "Strumenti", "Finestra", "Aiuto"],
    "nl": ["Bestand", "Bewerken", "Beeld", "Invoegen", "Opmaak", "Stijlen", "Blad", "Gegevens", "Extra", "Venster", "Help"],
}
GSHEETS_MENUS = {
    "en": ["File", "Edit", "View", "Insert", "Format", "Data", "Tools", "Extensions", "Help"],
    "de": ["Datei", "Bearbeiten", "Ansicht", "Einfügen", "Format", "Daten", "Tools", "Erweiterungen", "Hilfe"],
    "fr": ["Fichier", "Édition", "Affichage", "Insertion", "Format", "Données", "Outils", "Extensions", "Aide"],
    "es": ["Archivo", "Editar", "Ver", "Insertar", "Formato", "Datos", "Herramientas", "Extensiones", "Ayuda"],
    "it": ["File", "Modifica", "Visualizza", "Inserisci", "Formato", "Dati", "Strumenti", "Estensioni", "Guida"],
    "nl": ["Bestand", "Bewerken", "Weergave", "Invoegen", "Opmaak", "Gegevens", "Extra's", "Extensies", "Help"],
}
WORKBOOK_TITLES = {
    "en": ["Q3 Budget", "Sales pipeline", "Inventory 2026", "Staff directory", "Orders export", "Expenses"],
    "de": ["Budget Q3", "Vertriebsübersicht", "Inventur 2026", "Mitarbeiterliste", "Bestellungen", "Ausgaben"],
    "fr": ["Budget T3", "Suivi des ventes", "Inventaire 2026", "Annuaire", "Export commandes", "Dépenses"],
    "es": ["Presupuesto T3", "Ventas", "Inventario 2026", "Directorio", "Pedidos", "Gastos"],
    "it": ["Budget Q3", "Vendite", "Inventario 2026", "Rubrica personale", "Ordini", "Spese"],
    "nl": ["Begroting Q3", "Verkoop", "Voorraad 2026", "Personeelslijst", "Bestellingen", "Uitgaven"],
}


# --- the record the verifier reads -----------------------------------------------------------

@dataclass
class SheetRecord:
    cols: list            # fully visible columns: (letter, x0, x1) — x0/x1 are the gridlines
    rows: list            # fully visible rows: (number, y0, y1)
    col_header: tuple     # (y0, y1) of the column-letter band
    row_header: tuple     # (x0, x1) of the row-number band
    cells: dict           # (letter, row) -> displayed text (only non-empty cells)
    truncated: set        # cells whose text is cut off with an ellipsis
    fills: list = field(default_factory=list)  # (shape, colour name, box or None if off-screen, rgb)


# --- table content ----------------------------------------------------------------------------

KIND_WIDTH = {"name": (110, 160), "email": (170, 230), "city": (85, 120), "country": (85, 120),
              "category": (95, 140), "status": (80, 120), "amount": (80, 110), "date": (80, 105),
              "department": (85, 120), "product": (120, 175), "qty": (50, 70), "price": (80, 105),
              "ref": (75, 100), "phone": (105, 135), "region": (65, 90), "pct": (55, 75), "score": (55, 75),
              "owner": (105, 150)}
NUMERIC = {"amount", "qty", "price", "pct", "score"}


def _value(kind: str, rng: random.Random, lang: str, row: dict) -> str:
    if kind in ("name", "owner"):
        return C.person(rng)
    if kind == "email":
        return C.email_for(row.get("name") or C.person(rng), rng)
    if kind == "city":
        return rng.choice(C.CITIES[rng.choice(C.LANGS)])
    if kind == "country":
        return rng.choice(C.COUNTRY_NAMES)
    if kind in C.SHEET_VALUES:
        return rng.choice(C.SHEET_VALUES[kind][lang])
    if kind in ("amount", "price"):
        v = rng.randint(5, 9000) + rng.choice([0, 0.5, 0.99, 0.25, 0.75])
        return C.money(v, lang) if rng.random() < 0.6 else (f"{v:.2f}" if lang == "en" else f"{v:.2f}".replace(".", ","))
    if kind == "date":
        return C.random_date(rng, lang)
    if kind == "product":
        return rng.choice(C.PRODUCTS[lang])
    if kind == "qty":
        return str(rng.randint(1, 250))
    if kind == "ref":
        return C.ref_id(rng)
    if kind == "phone":
        return f"+{rng.choice([31, 33, 34, 39, 44, 49])} {rng.randint(10, 99)} {rng.randint(1000000, 9999999)}"
    if kind == "pct":
        return f"{rng.randint(1, 99)}%"
    if kind == "score":
        v = f"{rng.randint(10, 99) / 10:.1f}"
        return v if lang == "en" else v.replace(".", ",")
    return ""


def _table(rng: random.Random, lang: str):
    first = rng.choice(["name", "product", "ref", "date"])
    pool = ["email", "city", "country", "category", "status", "amount", "date", "department", "product",
            "qty", "price", "ref", "phone", "region", "pct", "score", "owner"]
    pool = [k for k in pool if k != first]
    kinds = [first] + rng.sample(pool, rng.randint(4, 8))
    if "email" in kinds and "name" not in kinds and rng.random() < 0.7:
        kinds.insert(0, "name")
    nrows = rng.randint(12, 60)
    data = []
    for _ in range(nrows):
        row = {}
        for k in kinds:
            row[k] = _value(k, rng, lang, row)
        data.append(row)
    return kinds, data


# --- styles -------------------------------------------------------------------------------------

@dataclass
class Look:
    name: str
    bg: tuple = (255, 255, 255)
    grid: tuple = (218, 220, 224)
    hdr_bg: tuple = (248, 249, 250)
    hdr_fg: tuple = (95, 99, 104)
    hdr_line: tuple = (196, 199, 197)
    sel: tuple = (26, 115, 232)
    sel_hdr: tuple = (211, 227, 253)
    text: tuple = (32, 33, 36)
    font: str = "Liberation Sans"
    size: int = 13
    hdr_size: int = 11
    col_w: int = 100
    row_h: int = 21
    col_hdr_h: int = 21
    namebox: tuple | None = None  # (x, y_mid, font size, colour) of the formula bar's cell reference


def _look(style: str, rng: random.Random) -> Look:
    sans = families(SANS)
    if style == "excel":
        return Look(style, grid=(212, 212, 212), hdr_bg=(230, 230, 230), hdr_fg=(68, 68, 68), hdr_line=(171, 171, 171),
                    sel=(33, 115, 70), sel_hdr=(210, 210, 210), text=(0, 0, 0), font=sans[0], size=rng.choice([13, 14]),
                    hdr_size=12, col_w=rng.choice([64, 64, 72]), row_h=rng.choice([19, 20, 20, 21]), col_hdr_h=21)
    if style == "excel_white":
        return Look(style, grid=(225, 225, 225), hdr_bg=(245, 245, 245), hdr_fg=(64, 64, 64), hdr_line=(200, 200, 200),
                    sel=(16, 124, 65), sel_hdr=(225, 240, 228), text=(0, 0, 0), font=sans[0], size=rng.choice([13, 14]),
                    hdr_size=12, col_w=rng.choice([64, 64, 70]), row_h=rng.choice([19, 20, 20, 22]), col_hdr_h=21)
    if style == "libreoffice":
        return Look(style, grid=(204, 204, 204), hdr_bg=(240, 240, 240), hdr_fg=(30, 30, 30), hdr_line=(180, 180, 180),
                    sel=(0, 0, 0), sel_hdr=(200, 215, 235), text=(0, 0, 0), font=sans[0], size=13, hdr_size=12,
                    col_w=rng.choice([80, 86, 86]), row_h=rng.choice([17, 18, 19, 19]), col_hdr_h=19)
    if style == "google_sheets":
        return Look(style, font=sans[0], size=13, hdr_size=11, col_w=rng.choice([79, 100, 100]),
                    row_h=rng.choice([19, 21, 21, 23]), col_hdr_h=19)
    tint = rng.choice([(255, 255, 255), (241, 248, 241), (246, 248, 252), (252, 250, 244)])
    return Look(style, bg=tint, grid=rng.choice([(214, 218, 214), (205, 210, 220)]), hdr_bg=(243, 243, 243),
                hdr_fg=(80, 80, 80), hdr_line=(200, 200, 200), sel=(30, 110, 60), sel_hdr=(40, 120, 70),
                text=(20, 20, 20), font=rng.choice(sans), size=rng.choice([12, 13]), hdr_size=11,
                col_w=rng.choice([63, 75, 80]), row_h=rng.randint(17, 23), col_hdr_h=rng.choice([19, 21]))


def _font(look, bold=False, size=None):
    return get_font(look.font, size or look.size, bold)


def _ui(size, bold=False):
    return get_font(families(SANS)[0], size, bold)


# Chrome painters: each draws its application frame and returns the grid's (top, bottom, right).

def _chrome_excel(d, rng, lang, look, white):
    green = (33, 115, 70)
    top_bg = (243, 243, 243) if white else green
    title_fg = (40, 40, 40) if white else (255, 255, 255)
    title = f"{rng.choice(WORKBOOK_TITLES[lang])}.xlsx - Excel"
    y = 0
    th = rng.choice([28, 30, 32])
    d.rectangle([0, 0, W, th], fill=top_bg)
    icons_x = 10
    for k in ("save", "undo", "redo"):
        widgets.icon(d, k, icons_x, (th - 16) // 2, 16, title_fg)
        icons_x += 26
    d.text((W // 2, th // 2), title, font=_ui(12), fill=title_fg, anchor="mm")
    for i, k in enumerate(("minimize", "maximize", "close")):
        widgets.icon(d, k, W - 30 - i * 40, (th - 16) // 2, 16, title_fg)
    y = th
    tab_h = 24
    d.rectangle([0, y, W, y + tab_h], fill=top_bg if not white else (243, 243, 243))
    x = 10
    active = 1
    for i, tab in enumerate(RIBBON_TABS[lang]):
        f = _ui(12)
        w = int(f.getlength(tab)) + 20
        if x + w > W - 120:
            break
        if i == active:
            d.rectangle([x, y + 2, x + w, y + tab_h], fill=(248, 248, 248) if not white else (255, 255, 255))
            d.text((x + w // 2, y + tab_h // 2 + 1), tab, font=f, fill=green, anchor="mm")
            if white:
                d.line([x + 6, y + tab_h - 2, x + w - 6, y + tab_h - 2], fill=green, width=2)
        else:
            d.text((x + w // 2, y + tab_h // 2 + 1), tab, font=f, fill=title_fg if not white else (50, 50, 50), anchor="mm")
        x += w
    y += tab_h
    rib_h = rng.choice([38, 40, 44])
    d.rectangle([0, y, W, y + rib_h], fill=(248, 248, 248) if not white else (255, 255, 255))
    d.line([0, y + rib_h, W, y + rib_h], fill=(214, 214, 214))
    x = 10
    iy = y + (rib_h - 16) // 2
    groups = [["paste", "cut", "copy", "brush"], ["FONT"], ["bold", "italic", "underline", "border", "fill", "textcolor"],
              ["align_left", "align_center", "align_right", "wrap", "merge"], ["NUM"],
              ["currency", "percent", "decimal"], ["table", "filter", "sort", "sum", "find"]]
    for g in groups:
        for k in g:
            if k == "FONT":
                d.rectangle([x, iy - 2, x + 110, iy + 18], fill=(255, 255, 255), outline=(190, 190, 190))
                d.text((x + 5, iy + 8), "Calibri", font=_ui(12), fill=(30, 30, 30), anchor="lm")
                widgets.icon(d, "chevron_down", x + 94, iy, 16, (90, 90, 90))
                d.rectangle([x + 116, iy - 2, x + 152, iy + 18], fill=(255, 255, 255), outline=(190, 190, 190))
                d.text((x + 122, iy + 8), "11", font=_ui(12), fill=(30, 30, 30), anchor="lm")
                x += 160
            elif k == "NUM":
                lbl = _l(lang, "General", "Standard", "Standard", "General", "Generale", "Standaard")
                d.rectangle([x, iy - 2, x + 100, iy + 18], fill=(255, 255, 255), outline=(190, 190, 190))
                d.text((x + 5, iy + 8), lbl, font=_ui(12), fill=(30, 30, 30), anchor="lm")
                widgets.icon(d, "chevron_down", x + 84, iy, 16, (90, 90, 90))
                x += 108
            else:
                acc = {"paste": (200, 160, 60), "fill": (255, 220, 0), "textcolor": (220, 30, 30), "chart": green}.get(k)
                widgets.icon(d, k, x, iy, 16, (60, 60, 60), acc)
                x += 26
            if x > W - 60:
                break
        x += 8
        if x < W - 20:
            d.line([x - 6, y + 6, x - 6, y + rib_h - 6], fill=(220, 220, 220))
    y += rib_h + 1
    if rng.random() < 0.85:
        fb_h = rng.choice([22, 24, 26])
        d.rectangle([0, y, W, y + fb_h], fill=(255, 255, 255))
        d.line([0, y + fb_h, W, y + fb_h], fill=(214, 214, 214))
        d.rectangle([4, y + 2, 90, y + fb_h - 2], outline=(200, 200, 200))
        look.namebox = (8, y + fb_h // 2, 12, (30, 30, 30))
        widgets.icon(d, "chevron_down", 74, y + (fb_h - 16) // 2, 16, (90, 90, 90))
        for i, k in enumerate(("close", "check", "fx")):
            widgets.icon(d, k, 100 + i * 22, y + (fb_h - 16) // 2, 16, (110, 110, 110))
        d.line([168, y + 2, 168, y + fb_h - 2], fill=(214, 214, 214))
        y += fb_h + 1
    # bottom: sheet tabs + status bar
    status_h = 22
    tabs_h = 26
    bottom = H - status_h - tabs_h
    d.rectangle([0, bottom, W, H], fill=(243, 243, 243))
    d.line([0, bottom, W, bottom], fill=(200, 200, 200))
    sheet = _l(lang, "Sheet1", "Tabelle1", "Feuil1", "Hoja1", "Foglio1", "Blad1")
    widgets.icon(d, "chevron_right", 8, bottom + 5, 16, (150, 150, 150))
    x = 40
    names = [sheet] + ([_l(lang, "Sheet2", "Tabelle2", "Feuil2", "Hoja2", "Foglio2", "Blad2")] if rng.random() < 0.5 else [])
    for i, nm in enumerate(names):
        w = int(_ui(12).getlength(nm)) + 30
        if i == 0:
            d.rectangle([x, bottom, x + w, bottom + tabs_h - 2], fill=(255, 255, 255))
            d.text((x + w // 2, bottom + tabs_h // 2), nm, font=_ui(12, True), fill=green, anchor="mm")
            d.line([x + 6, bottom + tabs_h - 4, x + w - 6, bottom + tabs_h - 4], fill=green, width=2)
        else:
            d.text((x + w // 2, bottom + tabs_h // 2), nm, font=_ui(12), fill=(60, 60, 60), anchor="mm")
        x += w
    widgets.icon(d, "plus", x + 6, bottom + 5, 16, (100, 100, 100))
    d.rectangle([0, H - status_h, W, H], fill=(243, 243, 243) if white or rng.random() < 0.6 else (240, 240, 240))
    d.text((10, H - status_h // 2), _l(lang, "Ready", "Bereit", "Prêt", "Listo", "Pronto", "Gereed"),
           font=_ui(11), fill=(60, 60, 60), anchor="lm")
    d.text((W - 60, H - status_h // 2), "100%", font=_ui(11), fill=(60, 60, 60), anchor="lm")
    d.line([W - 180, H - status_h // 2, W - 70, H - status_h // 2], fill=(150, 150, 150))
    d.rectangle([W - 128, H - status_h // 2 - 4, W - 125, H - status_h // 2 + 4], fill=(90, 90, 90))
    widgets.scrollbar(d, W - 17, y, W - 1, bottom - 1, vertical=True, start=rng.random() * 0.3, length=0.25,
                      arrows=True, thumb=(200, 200, 200), track=(241, 241, 241))
    return y, bottom, W - 17


def _chrome_libre(d, rng, lang, look):
    bg = (239, 239, 239)
    y = 0
    if rng.random() < 0.4:
        th = 26
        d.rectangle([0, 0, W, th], fill=(222, 222, 222))
        d.text((W // 2, th // 2), f"{rng.choice(WORKBOOK_TITLES[lang])}.ods - LibreOffice Calc", font=_ui(12),
               fill=(40, 40, 40), anchor="mm")
        for i, k in enumerate(("close", "maximize", "minimize")):
            widgets.icon(d, k, W - 26 - i * 30, 5, 16, (50, 50, 50))
        y = th
    mh = 22
    d.rectangle([0, y, W, y + mh], fill=bg)
    x = 8
    for m in LIBRE_MENUS[lang]:
        f = _ui(12)
        d.text((x, y + mh // 2), m, font=f, fill=(20, 20, 20), anchor="lm")
        x += int(f.getlength(m)) + 16
    y += mh
    rows = rng.choice([1, 2, 2])
    for r in range(rows):
        tb = 28
        d.rectangle([0, y, W, y + tb], fill=bg)
        x = 8
        kinds = (["file", "folder", "save", "print", "cut", "copy", "paste", "brush", "undo", "redo", "find",
                  "sort", "filter", "image", "chart", "table", "comment", "freeze", "sum"] if r == 0 else
                 ["FONT", "bold", "italic", "underline", "textcolor", "fill", "align_left", "align_center",
                  "align_right", "wrap", "merge", "currency", "percent", "decimal", "border"])
        for k in kinds:
            if k == "FONT":
                d.rectangle([x, y + 4, x + 130, y + tb - 4], fill=(255, 255, 255), outline=(170, 170, 170))
                d.text((x + 4, y + tb // 2), "Liberation Sans", font=_ui(12), fill=(20, 20, 20), anchor="lm")
                d.rectangle([x + 136, y + 4, x + 176, y + tb - 4], fill=(255, 255, 255), outline=(170, 170, 170))
                d.text((x + 140, y + tb // 2), "10 pt", font=_ui(12), fill=(20, 20, 20), anchor="lm")
                x += 186
                continue
            acc = {"folder": (230, 180, 60), "save": (60, 110, 190), "chart": (60, 140, 200),
                   "image": (90, 160, 90), "fill": (255, 220, 0), "textcolor": (220, 30, 30)}.get(k)
            widgets.icon(d, k, x, y + 6, 16, (60, 60, 60), acc)
            x += 27
            if x > W - 30:
                break
        y += tb
    d.line([0, y, W, y], fill=(200, 200, 200))
    fb = rng.choice([24, 26])
    d.rectangle([0, y, W, y + fb], fill=bg)
    d.rectangle([4, y + 3, 96, y + fb - 3], fill=(255, 255, 255), outline=(170, 170, 170))
    look.namebox = (8, y + fb // 2, 12, (20, 20, 20))
    widgets.icon(d, "chevron_down", 80, y + (fb - 16) // 2, 16, (80, 80, 80))
    for i, k in enumerate(("fx", "sum")):
        widgets.icon(d, k, 104 + i * 24, y + (fb - 16) // 2, 16, (60, 60, 60))
    d.text((158, y + fb // 2), "=", font=_ui(14), fill=(60, 60, 60), anchor="lm")
    d.rectangle([176, y + 3, W - 6, y + fb - 3], fill=(255, 255, 255), outline=(170, 170, 170))
    y += fb + 1
    status_h, tabs_h = 20, 24
    bottom = H - status_h - tabs_h
    d.rectangle([0, bottom, W, H], fill=bg)
    d.line([0, bottom, W, bottom], fill=(190, 190, 190))
    x = 8
    for k in ("chevron_right", "chevron_right", "plus"):
        widgets.icon(d, k, x, bottom + 4, 16, (90, 90, 90))
        x += 22
    sheet = _l(lang, "Sheet1", "Tabelle1", "Feuille1", "Hoja1", "Foglio1", "Blad1")
    w = int(_ui(12).getlength(sheet)) + 24
    d.rectangle([x + 6, bottom, x + 6 + w, bottom + tabs_h - 2], fill=(255, 255, 255), outline=(170, 170, 170))
    d.text((x + 6 + w // 2, bottom + tabs_h // 2), sheet, font=_ui(12), fill=(20, 20, 20), anchor="mm")
    sy = H - status_h
    d.line([0, sy, W, sy], fill=(200, 200, 200))
    items = [_l(lang, "Sheet 1 of 1", "Tabelle 1 von 1", "Feuille 1 sur 1", "Hoja 1 de 1", "Foglio 1 di 1",
                "Blad 1 van 1"), "Default", _l(lang, "English (USA)", "Deutsch (Deutschland)", "Français (France)",
                                            "Español (España)", "Italiano (Italia)", "Nederlands (Nederland)"),
             _l(lang, "Average: ; Sum: 0", "Mittelwert: ; Summe: 0", "Moyenne : ; Somme : 0", "Promedio: ; Suma: 0",
                "Media: ; Somma: 0", "Gemiddelde: ; Som: 0")]
    x = 8
    for it in items:
        d.text((x, sy + status_h // 2), it, font=_ui(11), fill=(40, 40, 40), anchor="lm")
        x += int(_ui(11).getlength(it)) + 40
    d.text((W - 50, sy + status_h // 2), "100%", font=_ui(11), fill=(40, 40, 40), anchor="lm")
    widgets.scrollbar(d, W - 14, y, W - 1, bottom - 1, vertical=True, start=rng.random() * 0.4, length=0.2,
                      track=(236, 236, 236), thumb=(180, 180, 180))
    return y, bottom, W - 14


def _chrome_gsheets(d, rng, lang, look):
    y = 0
    title = rng.choice(WORKBOOK_TITLES[lang])
    compact = rng.random() < 0.3
    if not compact:
        d.rectangle([0, 0, W, 54], fill=(249, 251, 253))
        d.rounded_rectangle([12, 8, 36, 40], 3, fill=(15, 157, 88))
        d.rectangle([17, 17, 31, 33], outline=(255, 255, 255))
        d.line([17, 25, 31, 25], fill=(255, 255, 255))
        d.line([24, 17, 24, 33], fill=(255, 255, 255))
        d.text((48, 15), title, font=_ui(17), fill=(31, 31, 31), anchor="lm")
        tx = 50 + int(_ui(17).getlength(title)) + 10
        widgets.icon(d, "star", tx, 7, 16, (95, 99, 104))
        widgets.icon(d, "folder", tx + 24, 7, 16, (95, 99, 104))
        x = 50
        for m in GSHEETS_MENUS[lang]:
            d.text((x, 39), m, font=_ui(13), fill=(31, 31, 31), anchor="lm")
            x += int(_ui(13).getlength(m)) + 14
        d.rounded_rectangle([W - 130, 10, W - 40, 42], 16, fill=(194, 231, 255))
        d.text((W - 85, 26), C.ui("share", lang), font=_ui(13, True), fill=(0, 29, 53), anchor="mm")
        widgets.avatar(d, W - 34, 12, 28, (124, 77, 255), rng.choice("ABCDEFGHKLMNPRS"))
        y = 54
    tb_y = y + 4
    d.rounded_rectangle([8, tb_y, W - 8, tb_y + 36], 18, fill=(237, 242, 250))
    x = 22
    for k in ("search", "undo", "redo", "print", "brush", "ZOOM", "currency", "percent", "decimal", "FONT",
              "bold", "italic", "strike", "textcolor", "fill", "border", "merge", "align_left", "wrap", "link",
              "comment", "chart", "filter", "sum"):
        if k == "ZOOM":
            d.text((x, tb_y + 18), "100%", font=_ui(13), fill=(60, 64, 67), anchor="lm")
            x += 52
            continue
        if k == "FONT":
            d.text((x, tb_y + 18), "Arial", font=_ui(13), fill=(60, 64, 67), anchor="lm")
            widgets.icon(d, "chevron_down", x + 40, tb_y + 10, 16, (60, 64, 67))
            d.rectangle([x + 64, tb_y + 8, x + 90, tb_y + 28], outline=(116, 119, 117))
            d.text((x + 77, tb_y + 18), "10", font=_ui(12), fill=(60, 64, 67), anchor="mm")
            x += 100
            continue
        widgets.icon(d, k, x, tb_y + 10, 16, (68, 71, 70), {"textcolor": (0, 0, 0), "fill": (255, 255, 255)}.get(k))
        x += 28
        if x > W - 40:
            break
    y = tb_y + 40
    fb = 26
    d.rectangle([0, y, W, y + fb], fill=(255, 255, 255))
    d.line([0, y + fb, W, y + fb], fill=(218, 220, 224))
    look.namebox = (14, y + fb // 2, 13, (31, 31, 31))
    widgets.icon(d, "chevron_down", 70, y + 5, 16, (95, 99, 104))
    d.line([92, y + 4, 92, y + fb - 4], fill=(218, 220, 224))
    widgets.icon(d, "fx", 100, y + 5, 16, (150, 150, 150))
    y += fb + 1
    bh = 38
    bottom = H - bh
    d.rectangle([0, bottom, W, H], fill=(249, 251, 253))
    d.line([0, bottom, W, bottom], fill=(218, 220, 224))
    widgets.icon(d, "plus", 14, bottom + 11, 16, (68, 71, 70))
    widgets.icon(d, "menu", 44, bottom + 11, 16, (68, 71, 70))
    sheet = _l(lang, "Sheet1", "Tabellenblatt1", "Feuille 1", "Hoja 1", "Foglio1", "Blad1")
    w = int(_ui(13, True).getlength(sheet)) + 40
    d.rounded_rectangle([80, bottom + 4, 80 + w, bottom + bh - 4], 6, fill=(225, 233, 247))
    d.text((92, bottom + bh // 2), sheet, font=_ui(13, True), fill=(11, 87, 208), anchor="lm")
    widgets.icon(d, "chevron_down", 80 + w - 22, bottom + 11, 16, (11, 87, 208))
    widgets.scrollbar(d, W - 12, y, W - 1, bottom - 1, vertical=True, start=rng.random() * 0.4, length=0.2,
                      track=(255, 255, 255), thumb=(218, 220, 224))
    return y, bottom, W - 12


# --- drawing the grid --------------------------------------------------------------------------

def _width(font, text) -> int:
    return sum(advance(font, c) for c in text)


def _put(img, x, y_mid, text, font, color, align="l"):
    """Cell text through the glyph cache (fast), vertically centred on y_mid; align l/c/r at x."""
    asc, desc = font.getmetrics()
    if align != "l":
        w = _width(font, text)
        x = x - w if align == "r" else x - w // 2
    draw_text(img, int(x), int(y_mid + (asc - desc) / 2), text, font, color)


def _fit(text, font, width):
    """Text as displayed in a cell of `width` px (ellipsis when it does not fit)."""
    if _width(font, text) <= width:
        return text, False
    while text and _width(font, text + "…") > width:
        text = text[:-1]
    return text.rstrip() + "…", True


def _render(rng: random.Random, style: str, lang: str, want_fills: int):
    look = _look(style, rng)
    img = Image.new("RGB", (W, H), look.bg)
    d = ImageDraw.Draw(img)
    kinds, data = _table(rng, lang)
    # Where the table sits on the sheet and which part of the sheet is scrolled into view.
    t_col = rng.choice([0, 0, 0, 1, 1, 2])
    t_row = rng.choice([1, 1, 1, 2, 3])
    v_col = rng.choice([0, 0, 0, 0, 1, t_col]) if t_col else 0
    v_row = 1 if rng.random() < 0.6 else rng.randint(2, 18)
    ncols_sheet = t_col + len(kinds) + 20
    widths = []
    for c in range(ncols_sheet):
        k = c - t_col
        if 0 <= k < len(kinds):
            lo, hi = KIND_WIDTH[kinds[k]]
            widths.append(rng.randint(lo, hi))
        else:
            widths.append(look.col_w)
    # The application frame is painted on its own canvas and pasted over the grid at the end,
    # so rows and columns that run under it are clipped exactly like in the real applications.
    chrome = None
    if style == "bare":
        top, bottom, right = 0, H, W
    else:
        chrome = Image.new("RGB", (W, H), look.bg)
        cd = ImageDraw.Draw(chrome)
        if style in ("excel", "excel_white"):
            top, bottom, right = _chrome_excel(cd, rng, lang, look, style == "excel_white")
        elif style == "libreoffice":
            top, bottom, right = _chrome_libre(cd, rng, lang, look)
        else:
            top, bottom, right = _chrome_gsheets(cd, rng, lang, look)

    hdr_h = look.col_hdr_h
    max_row_label = v_row + (bottom - top) // look.row_h + 1
    rh_font = get_font(look.font, look.hdr_size)
    row_hdr_w = max(29, int(rh_font.getlength(str(max_row_label))) + rng.choice([16, 20, 24, 28]))
    row_hdr_w = min(row_hdr_w, 41)
    x0_grid, y0_grid = row_hdr_w, top + hdr_h
    # Column and row boundaries.
    cols_all, x = [], x0_grid
    for c in range(v_col, ncols_sheet):
        if x >= right:
            break
        cols_all.append((c, x, x + widths[c]))
        x += widths[c]
    rows_all, y = [], y0_grid
    r = v_row
    while y < bottom:
        h = look.row_h
        rows_all.append((r, y, y + h))
        y += h
        r += 1
    vis_cols = [(col_letter(c), a, b) for c, a, b in cols_all if b <= right - 1]
    vis_rows = [(rr, a, b) for rr, a, b in rows_all if b <= bottom - 1]

    # Cell text and fills.
    cells, truncated, fills = {}, set(), []
    header_fill = None
    if rng.random() < 0.45:
        header_fill = rng.choice([((68, 84, 106), (255, 255, 255)), ((85, 85, 85), (255, 255, 255)),
                                  ((217, 225, 242), (20, 20, 20)), ((226, 239, 218), (20, 20, 20))])
    bold_first = rng.random() < 0.4
    accent_col = rng.randrange(len(kinds)) if rng.random() < 0.3 else None
    accent = rng.choice([(156, 0, 6), (31, 78, 121), (84, 130, 53)])
    n_table_rows = len(data) + 1
    table_rows = range(t_row, t_row + n_table_rows)
    table_cols = range(t_col, t_col + len(kinds))
    # Colour bands: whole data rows, whole data columns or single cells, each colour used once.
    colors = rng.sample(list(FILLS), k=min(len(FILLS), want_fills))
    band_rows, band_cols, band_cells = {}, {}, {}
    vis_data_rows = [rr for rr, _, _ in vis_rows if t_row < rr < t_row + n_table_rows]
    vis_data_cols = [c for c, a, b in cols_all if c in table_cols and b <= right - 1]
    shapes = sorted(((rng.choice(["cell", "cell", "row", "col"]), cname) for cname in colors),
                    key=lambda sc: sc[0] == "cell")  # bands first, then single cells outside them
    for shape, cname in shapes:
        if not (vis_data_rows and vis_data_cols):
            break
        if shape == "row":
            rr = rng.choice(vis_data_rows)
            if rr not in band_rows:
                band_rows[rr] = cname
        elif shape == "col":
            cc = rng.choice(vis_data_cols)
            if cc not in band_cols:
                band_cols[cc] = cname
        else:
            key = (rng.choice(vis_data_cols), rng.choice(vis_data_rows))
            if key[0] not in band_cols and key[1] not in band_rows and key not in band_cells:
                band_cells[key] = cname
    fill_of = {}
    for cc, cname in band_cols.items():
        for rr in table_rows[1:]:
            fill_of[(cc, rr)] = cname
    for rr, cname in band_rows.items():
        for cc in table_cols:
            fill_of[(cc, rr)] = cname
    for key, cname in band_cells.items():
        fill_of[key] = cname

    pad = 4
    for c, xa, xb in cols_all:
        for rr, ya, yb in rows_all:
            k, ri = c - t_col, rr - t_row
            if not (0 <= k < len(kinds) and 0 <= ri < n_table_rows):
                continue
            kind = kinds[k]
            if ri == 0:
                text = C.SHEET_HEADERS[kind][C.LANGS.index(lang)]
            else:
                text = data[ri - 1][kind]
            fill, fg = None, look.text
            bold = ri == 0 or (bold_first and k == 0)
            if ri == 0 and header_fill:
                fill, fg = header_fill
            elif (c, rr) in fill_of:
                fill, fg = FILLS[fill_of[(c, rr)]]
            elif accent_col == k and ri > 0:
                fg = accent
            if fill:
                d.rectangle([xa, ya, xb, yb], fill=fill)
            f = _font(look, bold)
            shown, cut = _fit(text, f, xb - xa - 2 * pad)
            if kind in NUMERIC and ri > 0:
                _put(img, xb - pad, (ya + yb) / 2 + 1, shown, f, fg, "r")
            else:
                _put(img, xa + pad, (ya + yb) / 2 + 1, shown, f, fg)
            cells[(col_letter(c), rr)] = shown
            if cut:
                truncated.add((col_letter(c), rr))
    # Gridlines over fills, then header bands.
    for c, xa, xb in cols_all:
        d.line([xb, y0_grid, xb, bottom - 1], fill=look.grid)
    for rr, ya, yb in rows_all:
        d.line([x0_grid, yb, right - 1, yb], fill=look.grid)
    # Active cell (a distractor, like a real sheet always has one).
    act = None
    if vis_cols and vis_rows and rng.random() < 0.8:
        letter, ax0, ax1 = rng.choice(vis_cols)
        num, ay0, ay1 = rng.choice(vis_rows)
        act = (letter, num)
        d.rectangle([ax0 - 1, ay0 - 1, ax1 + 1, ay1 + 1], outline=look.sel, width=2)
        if style != "libreoffice":
            d.rectangle([ax1 - 2, ay1 - 2, ax1 + 2, ay1 + 2], fill=look.sel, outline=(255, 255, 255))
    d.rectangle([0, top, right - 1, y0_grid - 1], fill=look.hdr_bg)
    d.rectangle([0, top, x0_grid - 1, bottom - 1], fill=look.hdr_bg)
    hf = get_font(look.font, look.hdr_size)
    for c, xa, xb in cols_all:
        letter = col_letter(c)
        if act and act[0] == letter:
            d.rectangle([xa, top, xb, y0_grid - 1], fill=look.sel_hdr)
            if style in ("excel", "excel_white"):
                d.line([xa, y0_grid - 2, xb, y0_grid - 2], fill=look.sel, width=2)
        fg = (255, 255, 255) if act and act[0] == letter and style == "bare" else look.hdr_fg
        _put(img, (xa + xb) // 2, (top + y0_grid) / 2 + 1, letter, hf, fg, "c")
        d.line([xb, top, xb, y0_grid - 1], fill=look.hdr_line)
    for rr, ya, yb in rows_all:
        if act and act[1] == rr:
            d.rectangle([0, ya, x0_grid - 1, yb], fill=look.sel_hdr)
            if style == "bare":
                _put(img, x0_grid // 2, (ya + yb) / 2 + 1, str(rr), hf, (255, 255, 255), "c")
                d.line([0, yb, x0_grid - 1, yb], fill=look.hdr_line)
                continue
        _put(img, x0_grid // 2, (ya + yb) / 2 + 1, str(rr), hf, look.hdr_fg, "c")
        d.line([0, yb, x0_grid - 1, yb], fill=look.hdr_line)
    d.line([0, y0_grid - 1, right - 1, y0_grid - 1], fill=look.hdr_line)
    d.line([x0_grid - 1, top, x0_grid - 1, bottom - 1], fill=look.hdr_line)
    # corner box (select-all) with its little triangle
    d.rectangle([0, top, x0_grid - 2, y0_grid - 2], fill=look.hdr_bg)
    d.polygon([(x0_grid - 4, top + 4), (x0_grid - 4, y0_grid - 4), (x0_grid - 4 - (hdr_h - 8), y0_grid - 4)],
              fill=(190, 190, 190))
    if chrome is not None:
        if look.namebox:  # the name box shows the active cell, as in the applications
            nx, ny, size, colour = look.namebox
            ref = f"{act[0]}{act[1]}" if act else f"{vis_cols[0][0]}{vis_rows[0][0]}" if vis_cols and vis_rows else "A1"
            ImageDraw.Draw(chrome).text((nx, ny), ref, font=_ui(size), fill=colour, anchor="lm")
        for box in ((0, 0, W, top), (0, bottom, W, H), (right, top, W, bottom)):
            img.paste(chrome.crop(box), box[:2])
    for (shape, table) in (("row", band_rows), ("col", band_cols), ("cell", band_cells)):
        for key, cname in table.items():
            if shape == "row":
                ys = [(a, b) for rr, a, b in vis_rows if rr == key]
                xs = [(a, b) for c, a, b in cols_all if c in table_cols and b <= right - 1]
                if ys and xs and len(xs) == sum(1 for c in table_cols if c >= v_col):
                    fills.append(("row", cname, (xs[0][0], ys[0][0], xs[-1][1], ys[0][1]), FILLS[cname][0]))
                else:
                    fills.append(("row", cname, None, FILLS[cname][0]))  # partly off-screen: not a target
            elif shape == "col":
                xs = [(a, b) for c, a, b in cols_all if c == key and b <= right - 1]
                ys = [(rr, a, b) for rr, a, b in vis_rows if rr in table_rows[1:]]
                if xs and ys:
                    fills.append(("col", cname, (xs[0][0], ys[0][1], xs[0][1], ys[-1][2]), FILLS[cname][0]))
                else:
                    fills.append(("col", cname, None, FILLS[cname][0]))
            else:
                c, rr = key
                xs = [(a, b) for cc, a, b in cols_all if cc == c and b <= right - 1]
                ys = [(a, b) for r2, a, b in vis_rows if r2 == rr]
                box = (xs[0][0], ys[0][0], xs[0][1], ys[0][1]) if xs and ys else None
                fills.append(("cell", cname, box, FILLS[cname][0]))
    rec = SheetRecord(vis_cols, vis_rows, (top, y0_grid), (0, x0_grid), cells, truncated, fills)
    return img, rec


# --- instructions ---------------------------------------------------------------------------

def _q(rng, text):
    return rng.choice(['"{}"', "'{}'", "`{}`", "{}", '"{}"'] if " " not in text else ['"{}"', "'{}'", "`{}`"]).format(text)


PHRASES = {
    "cell_ref": ["Click cell {R}.", "Select cell {R}.", "Go to cell {R}.", "Click on {R}.", "Put the selection on {R}.",
                 "Make {R} the active cell.", "Choose the cell at {R}.", "Select the {R} cell in the grid.",
                 "Activate cell {R}.", "Jump to {R}.", "Click inside cell {R}.", "Place the cursor in {R}.",
                 "Where is cell {R}?", "cell {R}", "Click the grid cell {R}.", "Single-click {R}.",
                 "Move the selection to cell {R}.", "Tap cell {R}.", "Focus cell {R}."],
    "cell_content": ["Click the cell that contains {T}.", "Select the cell showing {T}.", "Find {T} in the sheet and click it.",
                     "Click on the cell whose value is {T}.", "Go to the cell reading {T}.", "Click the entry {T}.",
                     "Point to the cell with the text {T}.", "Select the {T} cell.", "Click the visible value {T}.",
                     "Which cell displays {T}? Click it.", "Locate {T} and select its cell.", "Tap the cell with {T}."],
    "cell_ref_content": ["Click {R}, the cell containing {T}.", "Select cell {R} ({T}).", "Go to {R}, which shows {T}.",
                         "Click the cell {R} that reads {T}.", "Find {R} with the value {T} and select it.",
                         "In the sheet, click cell {R} containing {T}.", "Select {R}; it displays {T}.",
                         "Click on {R} where it says {T}.", "Choose the {T} cell at {R}.", "Tap {R}, content {T}."],
    "col_header": ["Click the header of column {C}.", "Select column {C} by clicking its letter.",
                   "Click the column letter {C} at the top of the grid.", "Click {C} in the column header row.",
                   "Select the whole column {C}.", "Click the {C} column heading.", "Where is the header for column {C}?",
                   "Click the top header labeled {C}.", "Pick column {C} from the header bar."],
    "row_header": ["Click the header of row {N}.", "Select row {N} by clicking its number.",
                   "Click the row number {N} on the left.", "Click {N} in the row header column.",
                   "Select the entire row {N}.", "Click the row heading labeled {N}.", "Where is the header for row {N}?",
                   "Use the left-hand header to select row {N}.", "Click the row selector {N}."],
    "col_resize_handle": ["Click the resize handle on the right side of the column {C} header.",
                          "Point to the border between the column headers {C} and {C2}.",
                          "Where would you drag to change the width of column {C}?",
                          "Click the divider after column {C} in the header row.",
                          "Grab the right edge of the column {C} header.",
                          "Hover the column boundary that resizes column {C}.",
                          "Click the line separating column {C} from column {C2} in the header.",
                          "Click where you would drag to make column {C} wider."],
    "row_resize_handle": ["Click the divider below row {N} in the row headers.",
                          "Point to the row-height handle under row {N}.",
                          "Where would you drag to change the height of row {N}?",
                          "Click the boundary between the row headers {N} and {N2}.",
                          "Grab the bottom edge of the row {N} header.",
                          "Click where you would drag to make row {N} taller.",
                          "Click the separator just below row number {N}."],
    "cell_right_edge": ["Click the right border of cell {R}.", "Point to the gridline on the right side of {R}.",
                        "Click exactly on the line between {R} and {R2}.", "Click the vertical edge that closes {R} on the right.",
                        "Where is the right-hand border of {R}?", "Click the boundary to the right of cell {R}."],
    "cell_bottom_edge": ["Click the bottom border of cell {R}.", "Point to the gridline under {R}.",
                         "Click exactly on the line between {R} and {R2}.", "Click the horizontal edge below cell {R}.",
                         "Where is the lower border of {R}?", "Click the boundary directly beneath {R}."],
    "cell_top_left_corner": ["Click the top-left corner of cell {R}.", "Point to the upper-left corner of {R}.",
                             "Click where the top and left borders of {R} meet.", "Click the northwest corner of {R}.",
                             "Where is the top-left vertex of cell {R}?"],
    "cell_top_right_corner": ["Click the top-right corner of cell {R}.", "Point to the upper-right corner of {R}.",
                              "Click where the top and right borders of {R} meet.", "Click the northeast corner of {R}.",
                              "Where is the top-right vertex of cell {R}?"],
    "cell_bottom_left_corner": ["Click the bottom-left corner of cell {R}.", "Point to the lower-left corner of {R}.",
                                "Click where the bottom and left borders of {R} meet.", "Click the southwest corner of {R}.",
                                "Where is the bottom-left vertex of cell {R}?"],
    "cell_bottom_right_corner": ["Click the bottom-right corner of cell {R}.", "Point to the lower-right corner of {R}.",
                                 "Click where the bottom and right borders of {R} meet.",
                                 "Click the southeast corner of {R}.", "Where is the bottom-right vertex of cell {R}?"],
    "cell_relative_row": ["Click the cell {K} {rows} {dir} {A}.", "Starting at {A}, move {K} {rows} {dir2} and click.",
                          "Go {K} {rows} {dir2} from {A}.", "Select the cell {K} {rows} {dir} {A}, same column.",
                          "From {A}, count {K} {rows} {dir2}.", "Use {A} as the anchor and click {K} {rows} {dir2}.",
                          "Same column as {A}, {K} {rows} {dir2}."],
    "cell_relative_offset": ["Click the cell {DC} {cols} {hdir} and {K} {rows} {dir2} from {A}.",
                             "From {A}, move {DC} {cols} {hdir}, then {K} {rows} {dir2}.",
                             "Starting at {A}: {DC} {cols} {hdir}, {K} {rows} {dir2}.",
                             "Select the cell at offset ({DC} {cols} {hdir}, {K} {rows} {dir2}) from {A}.",
                             "Where do you land from {A} after moving {DC} {cols} {hdir} and {K} {rows} {dir2}?",
                             "Use {A} as the anchor: {DC} {cols} {hdir}, {K} {rows} {dir2}."],
}
COLOR_PHRASES = {
    "cell": ["Click the {c} cell.", "Select the cell filled in {c}.", "Click the cell with the {c} background.",
             "Click the only {c} cell.", "the {c} cell", "Click the cell highlighted in {c}."],
    "row": ["Click any cell in the {c} row.", "Select the row shaded {c}.", "Click inside the {c} row.",
            "Click the row highlighted in {c}.", "Click a cell on the {c} row."],
    "col": ["Click the {c} column.", "Select a cell in the column filled {c}.", "Click inside the {c} column.",
            "Click the column shaded {c}."],
}


def _finish(rng, text):
    r = rng.random()
    if r < 0.08:
        text = text.lower()
    elif r < 0.14 and text.endswith("."):
        text = text[:-1]
    return text


# --- one example ----------------------------------------------------------------------------

def _pick_target(rng, cat, rec: SheetRecord):
    """Choose a target for `cat`; return (query, bbox, instruction) or None when this sheet has none."""
    cols, rows = rec.cols, rec.rows
    if len(cols) < 3 or len(rows) < 5:
        return None
    hy0, hy1 = rec.col_header
    rx0, rx1 = rec.row_header
    letters = [c[0] for c in cols]
    nums = [r[0] for r in rows]

    # Most targets sit in the filled part of the sheet, as in the published suite.
    filled_cols = [i for i, c in enumerate(cols) if any((c[0], r[0]) in rec.cells for r in rows)]
    filled_rows = [j for j, r in enumerate(rows) if any((c[0], r[0]) in rec.cells for c in cols)]

    def pick_index(count, filled, spare):
        usable = [i for i in filled if i < count - spare]
        return rng.choice(usable) if usable and rng.random() < 0.75 else rng.randrange(count - spare)

    def cell_box(letter, num):
        (_, x0, x1), (_, y0, y1) = cols[letters.index(letter)], rows[nums.index(num)]
        return (x0, y0, x1, y1)

    P = PHRASES.get(cat)
    if cat in ("cell_ref", "cell_content", "cell_ref_content"):
        if cat == "cell_ref":
            letter, num = letters[pick_index(len(cols), filled_cols, 0)], nums[pick_index(len(rows), filled_rows, 0)]
            q = {"kind": "cell", "ref": f"{letter}{num}"}
            text = rng.choice(P).format(R=f"{letter}{num}")
        else:
            counts = {}
            for key, t in rec.cells.items():
                if key[0] in letters and key[1] in nums and key not in rec.truncated:
                    counts.setdefault(t.lower(), []).append(key)
            unique = [v[0] for v in counts.values() if len(v) == 1]
            if not unique:
                return None
            letter, num = rng.choice(sorted(unique))
            t = rec.cells[(letter, num)]
            q = {"kind": "cell_text", "text": t}
            if cat == "cell_ref_content":
                q["ref"] = f"{letter}{num}"
            text = rng.choice(P).format(R=f"{letter}{num}", T=_q(rng, t))
        return q, cell_box(letter, num), text
    if cat == "cell_color":
        valid = [f for f in rec.fills if f[2] is not None]
        if not valid:
            return None
        shape, cname, box, _ = rng.choice(valid)
        q = {"kind": "color", "color": cname, "shape": shape}
        return q, box, rng.choice(COLOR_PHRASES[shape]).format(c=cname)
    if cat == "col_header":
        letter, x0, x1 = rng.choice(cols)
        return {"kind": "col_header", "col": letter}, (x0, hy0, x1, hy1), rng.choice(P).format(C=letter)
    if cat == "row_header":
        num, y0, y1 = rng.choice(rows)
        return {"kind": "row_header", "row": num}, (rx0, y0, rx1, y1), rng.choice(P).format(N=num)
    if cat == "col_resize_handle":
        i = rng.randrange(len(cols) - 1)
        letter, _, x1 = cols[i]
        return ({"kind": "col_resize", "col": letter}, (x1 - EDGE // 2, hy0, x1 + EDGE // 2, hy1),
                rng.choice(P).format(C=letter, C2=cols[i + 1][0]))
    if cat == "row_resize_handle":
        i = rng.randrange(len(rows) - 1)
        num, _, y1 = rows[i]
        return ({"kind": "row_resize", "row": num}, (rx0, y1 - EDGE // 2, rx1, y1 + EDGE // 2),
                rng.choice(P).format(N=num, N2=rows[i + 1][0]))
    if cat in ("cell_right_edge", "cell_bottom_edge") or cat.endswith("_corner"):
        ci, ri = pick_index(len(cols), filled_cols, 1), pick_index(len(rows), filled_rows, 1)
        letter, x0, x1 = cols[ci]
        num, y0, y1 = rows[ri]
        ref = f"{letter}{num}"
        h = EDGE // 2
        if cat == "cell_right_edge":
            box, ref2 = (x1 - h, y0, x1 + h, y1), f"{cols[ci + 1][0]}{num}"
        elif cat == "cell_bottom_edge":
            box, ref2 = (x0, y1 - h, x1, y1 + h), f"{letter}{rows[ri + 1][0]}"
        else:
            cx = x0 if "left" in cat else x1
            cy = y0 if "_top_" in cat else y1
            if ci == 0 and "left" in cat or ri == 0 and "_top_" in cat:
                return None  # keep corners off the header bands
            box, ref2 = (cx - h, cy - h, cx + h, cy + h), ""
        q = {"kind": cat, "ref": ref}
        return q, box, rng.choice(P).format(R=ref, R2=ref2)
    if cat in ("cell_relative_row", "cell_relative_offset"):
        k = rng.randint(1, 4)
        down = rng.random() < 0.5
        dc = rng.randint(1, 3) if cat == "cell_relative_offset" else 0
        right = rng.random() < 0.5
        ai, aj = pick_index(len(cols), filled_cols, 0), pick_index(len(rows), filled_rows, 0)
        ti, tj = ai + (dc if right else -dc), aj + (k if down else -k)
        if not (0 <= ti < len(cols) and 0 <= tj < len(rows)):
            return None
        anchor = f"{cols[ai][0]}{rows[aj][0]}"
        q = {"kind": "relative", "anchor": anchor, "dcol": dc if right else -dc, "drow": k if down else -k}
        text = rng.choice(P).format(
            K=k, rows="row" if k == 1 else "rows", dir="below" if down else "above", dir2="down" if down else "up",
            A=anchor, DC=dc, cols="column" if dc == 1 else "columns", hdir="right" if right else "left")
        return q, cell_box(cols[ti][0], rows[tj][0]), text
    raise ValueError(f"unknown Sheets category {cat!r}")


def make_candidate(index: int, seed: int, slot: dict, attempt: int) -> Candidate | None:
    rng = example_rng(SUITE, seed, index, attempt)
    cat, style, lang = slot["category"], slot["ui_style"], slot["language"]
    want = rng.randint(1, 4) if cat == "cell_color" else rng.choice([0, 0, 0, 1, 2])
    img, rec = _render(rng, style, lang, want)
    picked = _pick_target(rng, cat, rec)
    if picked is None:
        return None
    query, box, text = picked
    box = [int(v) for v in box]
    row = {
        "id": f"pbs_{index:04d}", "instruction": _finish(rng, text), "bbox": box, "point": center(box),
        "answer_type": "point", "eval": {"type": "point_in_bbox", "bbox": box},
        "data_type": DATA_TYPE[cat], "category": cat, "ui_style": style, "language": lang,
        "image_size": [W, H],
    }
    return Candidate(row=row, image=img, query=query, record=rec, clean=img)


_PLANS: dict = {}


def plan(n: int, seed: int) -> list[dict]:
    """Category, UI style and language of every slot, following the published shares."""
    key = (n, seed)
    if key not in _PLANS:
        rng = random.Random(f"pointerbench:{SUITE}:plan:{seed}:{n}")
        cats = spread(CATEGORY_COUNTS, n, rng)
        styles = spread(UI_STYLE_COUNTS, n, rng)
        langs = spread(LANGUAGE_COUNTS, n, rng)
        _PLANS[key] = [{"category": c, "ui_style": s, "language": l} for c, s, l in zip(cats, styles, langs)]
    return _PLANS[key]


MAX_ATTEMPTS = 60


def generate_one(index: int, n: int, seed: int) -> Candidate:
    """Example `index` of the suite (n, seed): first attempt that draws and passes the verifier."""
    slot = plan(n, seed)[index]
    for attempt in range(MAX_ATTEMPTS):
        cand = make_candidate(index, seed, slot, attempt)
        if cand is not None and not verify_sheets(cand):
            return cand
    raise RuntimeError(f"sheets example {index}: no verified example in {MAX_ATTEMPTS} attempts ({slot})")


def generate(n: int, seed: int) -> list:
    """n verified examples as (metadata row, PIL image), ids pbs_0000..."""
    return [(c.row, c.image) for c in (generate_one(i, n, seed) for i in range(n))]
