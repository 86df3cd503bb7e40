"""Seeded content for the `maps` mockup (a Google Maps-like web app).

`build(seed)` returns everything the page shows: the map of an invented waterfront district,
Larkspur in Port Ellis, WA (land, the bay and the canal, parks, a road hierarchy with names,
neighbourhood labels, the light-rail line), its places (restaurants of many cuisines, cafés,
bars, hotels, things to do, transit stops, pharmacies, ATMs, groceries: address, phone, hours,
rating, price level, reviews, attributes), the searches the category chips and the search box
run, the account's saved lists, and the recently viewed landmarks of past trips (each with the
photo that shows it and a small map of its own surroundings).

"Today" is Thursday, Jan 15, 2026, 6:40 PM (Port Ellis time): every "Open · Closes 10 PM" is
computed from a place's hours at that moment. Ids and places are hand-written; the seed only
moves review like counts, so every `data-igg-id` is the same for every seed.
"""
from __future__ import annotations

import random
import re

from igg.mockups.assets import catalog

TITLE = "Google Maps"

# Thursday, Jan 15, 2026, 6:40 PM
TODAY = 3  # Mon=0
NOW_MIN = 18 * 60 + 40
DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
DAY_SHORT = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]

ME = {"name": "Kemal Aydın", "email": "kemal.aydin@gmail.com", "color": "#1e8e3e", "phone": "Pixel 8"}
CITY = "Port Ellis, WA"
ZIP = {"north": "98131", "mid": "98133", "south": "98134"}

# ------------------------------------------------------------------------------------- geometry
# World coordinates: 4000 x 3000 units = CSS px at zoom 16. North is up.
AVES = [("Alder Ave", 600), ("Birch Ave", 900), ("Cedar Ave", 1200), ("Kingsley Ave", 1500),
        ("Dalton Ave", 1800), ("Elm Ave", 2100), ("Fulton Ave", 2400), ("Granger Ave", 2700)]
STREETS = [("N 50th St", -300), ("N 47th St", 0), ("Northgate Rd", 300), ("Marlow St", 600), ("Juniper St", 900), ("Ellis Way", 1200),
           ("Canal St", 1500), ("Mill St", 2000), ("Sorrento St", 2300), ("Hollis St", 2600),
           ("Cedar Hill Rd", 2900), ("Bayview Ter", 3200), ("S 45th St", 3500)]
ARTERIALS = {"Kingsley Ave", "Ellis Way", "Northgate Rd", "Mill St"}
SHORE = [(3420, -800), (3350, -200), (3330, 0), (3250, 500), (3100, 1000), (3050, 1500), (3150, 2000), (3050, 2500), (2950, 3000), (2930, 3300), (2990, 3900)]
HARBOR_BLVD = [(x - 110, y) for x, y in SHORE]
CANAL_Y = 1760
PARKS = [
    ("larkspur-park", "Larkspur Park", [(1225, 625), (1775, 625), (1775, 1175), (1225, 1175)]),
    ("mill-pond-park", "Mill Pond Park", [(620, 2020), (1180, 2020), (1180, 2580), (620, 2580)]),
    ("cedar-hill-playfield", "Cedar Hill Playfield", [(2120, 2320), (2380, 2320), (2380, 2580), (2120, 2580)]),
    ("fulton-square", "Fulton Square", [(1515, 2015), (1785, 2015), (1785, 2285), (1515, 2285)]),
    ("northgate-commons", "Northgate Commons", [(320, 320), (580, 320), (580, 580), (320, 580)]),
]
PONDS = [("Mill Pond", (900, 2330), (150, 90)), ("Larkspur Reservoir", (1560, 820), (110, 70))]
RAIL = [(120, 2950), (1050, 1900), (1500, 1420), (2250, 620), (2600, 160), (2700, 0)]
NEIGHBOURHOODS = [("NORTHGATE", 520, 170), ("LARKSPUR", 1500, 500), ("FERRY LANDING", 2620, 1040),
                  ("CANAL ROW", 2020, 1640), ("OLD MILL", 430, 1900), ("CEDAR HILL", 2250, 2780),
                  ("SORRENTO", 1200, 2750), ("BAYVIEW", 2050, 240), ("ALDER FLATS", 1350, -160), ("SOUTH COVE", 1750, 3360), ("WESTLAKE", -250, 1350)]
WATER_LABELS = [("Ellis Bay", 3620, 1450), ("Larkspur Canal", 1900, CANAL_Y + 2)]
HIGHWAY_X = 250


def shore_x(y: float, pts=SHORE) -> float:
    for (x1, y1), (x2, y2) in zip(pts, pts[1:]):
        if y1 <= y <= y2:
            return x1 + (x2 - x1) * (y - y1) / (y2 - y1)
    return pts[-1][0]


def _cut(seg, rects, horizontal):
    """Split a road segment where it crosses a park (roads stop at a park's edge)."""
    (a, b), fixed = seg
    out = [(a, b)]
    for r in rects:
        xs = [p[0] for p in r]
        ys = [p[1] for p in r]
        lo, hi = (min(xs), max(xs)) if horizontal else (min(ys), max(ys))
        flo, fhi = (min(ys), max(ys)) if horizontal else (min(xs), max(xs))
        if not (flo < fixed < fhi):
            continue
        nxt = []
        for s, e in out:
            if e <= lo or s >= hi:
                nxt.append((s, e))
                continue
            if s < lo:
                nxt.append((s, lo))
            if e > hi:
                nxt.append((hi, e))
        out = nxt
    return out


def build_geometry() -> dict:
    roads = []
    park_rects = [p[2] for p in PARKS if p[0] != "fulton-square"]
    for name, x in AVES:
        kind = "arterial" if name in ARTERIALS else "street"
        y_end = 3700
        for s, e in _cut(((-700, y_end), x), park_rects if kind == "street" else [], False):
            roads.append({"name": name, "kind": kind, "pts": [[x, s], [x, e]]})
    for name, y in STREETS:
        kind = "arterial" if name in ARTERIALS else "street"
        x_end = shore_x(y, HARBOR_BLVD)
        for s, e in _cut(((HIGHWAY_X, x_end), y), park_rects if kind == "street" else [], True):
            roads.append({"name": name, "kind": kind, "pts": [[s, y], [e, y]]})
    # Local streets between the named ones (Google draws every block's street at this zoom).
    minor_x = [750, 1050, 1350, 1650, 1950, 2250, 2550]
    minor_y = [450, 750, 1050, 1350, 2150, 2450, 2750]
    names_x = ["Ash Ct", "Bramble St", "Copper St", "Larch St", "Dover St", "Eastlake St", "Foss St"]
    names_y = ["N 44th St", "N 42nd St", "N 40th St", "N 38th St", "S 34th St", "S 36th St", "S 38th St"]
    all_parks = [p[2] for p in PARKS]
    for name, x in zip(names_x, minor_x):
        for s, e in _cut(((-700, 3700), x), all_parks + [[(x - 1, CANAL_Y - 60), (x + 1, CANAL_Y - 60), (x + 1, CANAL_Y + 60), (x - 1, CANAL_Y + 60)]], False):
            roads.append({"name": name, "kind": "minor", "pts": [[x, s], [x, e]]})
    for name, y in zip(names_y, minor_y):
        x_end = shore_x(y, HARBOR_BLVD)
        for s, e in _cut(((HIGHWAY_X, x_end), y), all_parks, True):
            roads.append({"name": name, "kind": "minor", "pts": [[s, y], [e, y]]})
    roads.append({"name": "Harbor Blvd", "kind": "arterial", "pts": [list(p) for p in HARBOR_BLVD]})
    roads.append({"name": "I-5", "kind": "highway", "shield": "5", "pts": [[HIGHWAY_X, -800], [HIGHWAY_X, 3900]]})
    roads.append({"name": "Ellis Way", "kind": "ramp", "pts": [[HIGHWAY_X, 1080], [HIGHWAY_X + 60, 1160], [HIGHWAY_X + 160, 1200]]})
    roads.append({"name": "Mill St", "kind": "ramp", "pts": [[HIGHWAY_X, 2120], [HIGHWAY_X + 60, 2040], [HIGHWAY_X + 160, 2000]]})
    # West of the freeway: a few streets of the next district.
    for y in (0, 600, 1200, 2000, 2600, 3200):
        roads.append({"name": "", "kind": "street", "pts": [[-900, y], [HIGHWAY_X, y]]})
    for y in (300, 900, 1500, 2300, 2900):
        roads.append({"name": "", "kind": "minor", "pts": [[-900, y], [HIGHWAY_X - 30, y]]})
    for x in (-300, 0):
        roads.append({"name": "", "kind": "minor", "pts": [[x, -800], [x, 3900]]})
    # Paths through Larkspur Park.
    roads.append({"name": "", "kind": "path", "pts": [[1225, 700], [1400, 760], [1500, 900], [1700, 1120], [1775, 1140]]})
    roads.append({"name": "", "kind": "path", "pts": [[1500, 625], [1500, 900], [1420, 1175]]})
    water = [
        {"name": "Ellis Bay", "pts": [list(p) for p in SHORE] + [[4800, 3900], [4800, -800]]},
    ]
    canal_x_end = shore_x(CANAL_Y) + 10
    canal = {"name": "Larkspur Canal", "pts": [[-900, CANAL_Y + 30], [800, CANAL_Y], [2000, CANAL_Y], [canal_x_end, CANAL_Y - 10]], "width": 70}
    piers = [[[3060, 1300], [3380, 1300], [3380, 1360], [3060, 1360]],
             [[3070, 1620], [3420, 1620], [3420, 1690], [3070, 1690]],
             [[3120, 2180], [3360, 2180], [3360, 2230], [3120, 2230]]]
    parks = [{"id": pid, "name": name, "pts": [list(p) for p in pts]} for pid, name, pts in PARKS]
    green_strip = {"id": "harbor-green", "name": "Harbor Green",
                   "pts": [[x - 125, y] for x, y in [(3250, 520), (3100, 1000), (3080, 1280)]] +
                          [[x - 20, y] for x, y in [(3080, 1280), (3100, 1000), (3250, 520)]]}
    parks.append(green_strip)
    ponds = [{"name": n, "cx": c[0], "cy": c[1], "rx": r[0], "ry": r[1]} for n, c, r in PONDS]
    return {
        "size": [4000, 3000],
        "roads": roads,
        "water": water,
        "canal": canal,
        "piers": piers,
        "parks": parks,
        "ponds": ponds,
        "rail": {"name": "1 Line", "pts": [list(p) for p in RAIL]},
        "labels": [{"text": t, "x": x, "y": y, "kind": "hood"} for t, x, y in NEIGHBOURHOODS] +
                  [{"text": t, "x": x, "y": y, "kind": "water"} for t, x, y in WATER_LABELS],
    }


# ------------------------------------------------------------------------------------- places
# Hours presets: per weekday Mon..Sun, (open, close) in minutes or None (closed). close > 1440
# runs past midnight.
def _h(o, c):
    return (o, c)


def week(*days):
    return list(days)


H = {
    "lunch-dinner": week(_h(660, 1320), _h(660, 1320), _h(660, 1320), _h(660, 1320), _h(660, 1380), _h(660, 1380), _h(660, 1260)),
    "dinner": week(None, _h(1020, 1320), _h(1020, 1320), _h(1020, 1320), _h(1020, 1380), _h(1020, 1380), _h(1020, 1260)),
    "dinner-early": week(_h(690, 1140), _h(690, 1140), _h(690, 1140), _h(690, 1140), _h(690, 1200), _h(600, 1200), None),
    "late": week(_h(690, 1440), _h(690, 1440), _h(690, 1440), _h(690, 1440), _h(690, 1560), _h(690, 1560), _h(690, 1380)),
    "closes-soon": week(_h(660, 1170), _h(660, 1170), _h(660, 1170), _h(660, 1170), _h(660, 1230), _h(600, 1230), _h(600, 1170)),
    "closed-thu": week(_h(1020, 1320), _h(1020, 1320), _h(1020, 1320), None, _h(1020, 1380), _h(1020, 1380), _h(1020, 1260)),
    "brunch": week(_h(480, 900), _h(480, 900), _h(480, 900), _h(480, 900), _h(480, 900), _h(540, 960), _h(540, 960)),
    "cafe": week(_h(390, 1080), _h(390, 1080), _h(390, 1080), _h(390, 1080), _h(390, 1080), _h(450, 1080), _h(450, 1020)),
    "cafe-late": week(_h(420, 1260), _h(420, 1260), _h(420, 1260), _h(420, 1260), _h(420, 1320), _h(480, 1320), _h(480, 1200)),
    "bar": week(_h(960, 1560), _h(960, 1560), _h(960, 1560), _h(960, 1560), _h(900, 1560), _h(720, 1560), _h(720, 1440)),
    "24h": week(*[_h(0, 1440)] * 7),
    "shop": week(_h(540, 1260), _h(540, 1260), _h(540, 1260), _h(540, 1260), _h(540, 1260), _h(540, 1260), _h(600, 1140)),
    "pharmacy": week(_h(480, 1320), _h(480, 1320), _h(480, 1320), _h(480, 1320), _h(480, 1320), _h(540, 1260), _h(600, 1080)),
    "pharmacy-day": week(_h(540, 1110), _h(540, 1110), _h(540, 1110), _h(540, 1110), _h(540, 1110), _h(600, 960), None),
    "museum": week(None, _h(600, 1020), _h(600, 1020), _h(600, 1200), _h(600, 1020), _h(600, 1080), _h(600, 1080)),
    "gallery": week(None, None, _h(660, 1080), _h(660, 1080), _h(660, 1200), _h(660, 1200), _h(720, 1020)),
    "park": week(*[_h(360, 1320)] * 7),
    "market": week(_h(540, 1080), _h(540, 1080), _h(540, 1080), _h(540, 1080), _h(540, 1140), _h(480, 1140), _h(540, 1020)),
    "theater": week(None, _h(1020, 1380), _h(1020, 1380), _h(1020, 1380), _h(1020, 1410), _h(780, 1410), _h(780, 1260)),
    "transit": week(*[_h(300, 1500)] * 7),
    "gym": week(_h(360, 1320), _h(360, 1320), _h(360, 1320), _h(360, 1320), _h(360, 1260), _h(480, 1200), _h(480, 1200)),
    "aquarium": week(*[_h(570, 1020)] * 7),
}

# Category -> (pin glyph, POI colour)
CATS = {
    "restaurant": ("restaurant", "#f57c00"), "cafe": ("local_cafe", "#f57c00"), "bar": ("local_bar", "#f57c00"),
    "hotel": ("hotel", "#e36b9e"), "museum": ("museum", "#12b5cb"), "park": ("park", "#34a853"),
    "attraction": ("attractions", "#12b5cb"), "theater": ("theater_comedy", "#12b5cb"),
    "shopping": ("shopping_bag", "#4285f4"), "grocery": ("grocery", "#4285f4"),
    "pharmacy": ("local_pharmacy", "#e8453c"), "atm": ("local_atm", "#5c6bc0"), "bank": ("account_balance", "#5c6bc0"),
    "train": ("train", "#4285f4"), "ferry": ("directions_boat", "#4285f4"), "bus": ("directions_bus", "#4285f4"),
    "gym": ("fitness_center", "#12b5cb"), "landmark": ("photo_camera", "#12b5cb"),
}

# (id, name, kind, type label, (street, ave_index_or_x, side), rating, reviews, price, hours, phone, site,
#  summary, dishes/highlights)
R = "restaurant"
PLACES = [
    # ---- restaurants
    ("pho-saigon-kitchen", "Phở Sài Gòn Kitchen", R, "Vietnamese restaurant", ("Marlow St", 1.5, 1), 4.6, 1248, "$10–20", "lunch-dinner",
     "(360) 555-0142", "phosaigonkitchen.com", "Family-run phở shop with 12-hour beef broth, crispy bánh xèo and Vietnamese iced coffee.",
     ["phở tái", "bánh xèo", "broth", "iced coffee", "spring rolls"]),
    ("abyssinia-injera-house", "Abyssinia Injera House", R, "Ethiopian restaurant", ("Juniper St", 0.5, -1), 4.7, 612, "$20–30", "dinner-early",
     "(360) 555-0187", "abyssiniainjera.com", "Shared platters of doro wat, misir and gomen on fresh injera, with a coffee ceremony on weekends.",
     ["veggie combo", "doro wat", "injera", "coffee ceremony", "tibs"]),
    ("taqueria-el-farolito", "Taquería El Farolito", R, "Mexican restaurant", ("Canal St", 2.5, 1), 4.5, 2034, "$", "late",
     "(360) 555-0119", "elfarolitoportellis.com", "Late-night counter for al pastor off the trompo, carnitas burritos and house salsas.",
     ["al pastor", "burrito", "salsa verde", "horchata", "carnitas"]),
    ("trattoria-nonna-lucia", "Trattoria Nonna Lucia", R, "Italian restaurant", ("Ellis Way", 4.5, -1), 4.6, 1877, "$30–50", "dinner",
     "(360) 555-0163", "nonnalucia.com", "Handmade pasta, wood-fired focaccia and a short Piedmont-leaning wine list in a brick dining room.",
     ["cacio e pepe", "tagliatelle al ragù", "tiramisù", "focaccia", "wine list"]),
    ("seoul-garden-bbq", "Seoul Garden BBQ", R, "Korean barbecue restaurant", ("Mill St", 3.5, 1), 4.4, 1530, "$30–50", "late",
     "(360) 555-0128", "seoulgardenbbq.com", "Tabletop charcoal grills, marinated galbi and a spread of banchan that keeps coming.",
     ["galbi", "banchan", "pork belly", "kimchi stew", "grill"]),
    ("beirut-grill", "Beirut Grill", R, "Lebanese restaurant", ("Marlow St", 5.5, -1), 4.6, 894, "$10–20", "lunch-dinner",
     "(360) 555-0171", "beirutgrillpe.com", "Charcoal shish taouk, warm pita from the oven and a long mezze list.",
     ["shish taouk", "hummus", "fattoush", "garlic sauce", "mezze"]),
    ("menya-kaito", "Menya Kaito Ramen", R, "Ramen restaurant", ("Canal St", 4.5, -1), 4.7, 2611, "$10–20", "closes-soon",
     "(360) 555-0104", "menyakaito.com", "Tonkotsu and yuzu shio ramen with house noodles; expect a line at dinner.",
     ["tonkotsu", "shio ramen", "chashu", "gyoza", "noodles"]),
    ("saffron-tandoor", "Saffron Tandoor", R, "Indian restaurant", ("Sorrento St", 2.5, -1), 4.5, 1102, "$20–30", "lunch-dinner",
     "(360) 555-0150", "saffrontandoor.com", "Clay-oven breads, Hyderabadi biryani and a vegetarian thali at lunch.",
     ["garlic naan", "biryani", "butter chicken", "thali", "mango lassi"]),
    ("inka-ceviche-bar", "Inka Ceviche Bar", R, "Peruvian restaurant", ("Harbor Blvd", 1350, 1), 4.6, 533, "$20–30", "dinner",
     "(360) 555-0193", "inkaceviche.com", "Leche de tigre ceviches, lomo saltado and pisco sours by the water.",
     ["ceviche", "lomo saltado", "pisco sour", "causa", "anticuchos"]),
    ("pierogi-babcia", "Pierogi Babcia", R, "Polish restaurant", ("Hollis St", 1.5, 1), 4.8, 401, "$10–20", "dinner-early",
     "(360) 555-0135", "pierogibabcia.com", "Hand-pinched pierogi, żurek in a bread bowl and poppy-seed cake by the slice.",
     ["pierogi ruskie", "żurek", "bigos", "poppy-seed cake", "dumplings"]),
    ("kalimera-taverna", "Kalimera Taverna", R, "Greek restaurant", ("Juniper St", 6.5, 1), 4.5, 766, "$20–30", "lunch-dinner",
     "(360) 555-0112", "kalimerataverna.com", "Grilled octopus, lamb souvlaki and a sunny patio on Juniper Street.",
     ["grilled octopus", "souvlaki", "spanakopita", "tzatziki", "patio"]),
    ("baan-thai-street-kitchen", "Baan Thai Street Kitchen", R, "Thai restaurant", ("Mill St", 1.5, -1), 4.4, 1389, "$10–20", "lunch-dinner",
     "(360) 555-0176", "baanthaistreet.com", "Wok-fired pad kee mao, khao soi and mango sticky rice in season.",
     ["khao soi", "pad kee mao", "papaya salad", "mango sticky rice", "curry"]),
    ("mama-ngozis-kitchen", "Mama Ngozi's Kitchen", R, "Nigerian restaurant", ("Hollis St", 5.5, -1), 4.7, 358, "$10–20", "closed-thu",
     "(360) 555-0158", "mamangozis.com", "Smoky party jollof, suya skewers and egusi with pounded yam.",
     ["jollof rice", "suya", "egusi", "pounded yam", "plantains"]),
    ("supra-georgian-table", "Supra Georgian Table", R, "Georgian restaurant", ("Northgate Rd", 2.5, 1), 4.8, 297, "$20–30", "dinner",
     "(360) 555-0131", "supraportellis.com", "Adjaruli khachapuri with a runny yolk, khinkali and Georgian amber wines.",
     ["khachapuri", "khinkali", "amber wine", "pkhali", "walnut sauce"]),
    ("istanbul-ocakbasi", "Istanbul Ocakbaşı", R, "Turkish restaurant", ("Ellis Way", 1.5, 1), 4.6, 642, "$20–30", "lunch-dinner",
     "(360) 555-0145", "istanbulocakbasi.com", "Open-fire adana kebab, lahmacun and künefe served hot from the pan.",
     ["adana kebab", "lahmacun", "künefe", "meze", "Turkish tea"]),
    ("ferry-landing-oyster-bar", "Ferry Landing Oyster Bar", R, "Seafood restaurant", ("Harbor Blvd", 1620, 1), 4.3, 2890, "$30–50", "late",
     "(360) 555-0109", "ferrylandingoysters.com", "Local oysters on ice, Dungeness crab rolls and chowder with a view of the bay.",
     ["oysters", "crab roll", "chowder", "happy hour", "bay view"]),
    ("golden-lotus-dim-sum", "Golden Lotus Dim Sum", R, "Cantonese restaurant", ("Canal St", 0.5, -1), 4.3, 1944, "$10–20", "brunch",
     "(360) 555-0124", "goldenlotusdimsum.com", "Push-cart dim sum daily: har gow, siu mai and egg tarts out of the oven.",
     ["har gow", "siu mai", "egg tarts", "char siu bao", "carts"]),
    ("le-petit-zinc", "Le Petit Zinc", R, "French restaurant", ("Marlow St", 3.5, 1), 4.5, 820, "$30–50", "dinner",
     "(360) 555-0166", "lepetitzinc.com", "Neighbourhood bistro: steak frites, onion soup gratinée and a zinc bar.",
     ["steak frites", "onion soup", "crème brûlée", "moules", "zinc bar"]),
    ("little-havana-cafe", "Little Havana Café", R, "Cuban restaurant", ("Sorrento St", 5.5, 1), 4.5, 702, "$10–20", "lunch-dinner",
     "(360) 555-0181", "littlehavanape.com", "Pressed Cubanos, ropa vieja and cafecito at the window.",
     ["cubano", "ropa vieja", "cafecito", "maduros", "croquetas"]),
    ("casa-brasa", "Casa Brasa Churrascaria", R, "Brazilian restaurant", ("Cedar Hill Rd", 3.5, -1), 4.4, 1050, "$30–50", "dinner",
     "(360) 555-0190", "casabrasa.com", "Rodízio of picanha and grilled pineapple carved at the table, with pão de queijo.",
     ["picanha", "pão de queijo", "rodízio", "caipirinha", "grilled pineapple"]),
    # ---- cafés and bars
    ("kaffa-roasters", "Kaffa Roasters", "cafe", "Coffee shop", ("Ellis Way", 3.5, 1), 4.7, 934, "$1–10", "cafe",
     "(360) 555-0117", "kafparoasters.com", "Small-batch roaster pouring Ethiopian and Colombian single origins.", ["pour-over", "cardamom latte", "pastries"]),
    ("drift-coffee", "Drift Coffee Co.", "cafe", "Coffee shop", ("Harbor Blvd", 800, 1), 4.5, 611, "$1–10", "cafe",
     "(360) 555-0162", "driftcoffee.co", "Waterfront espresso bar with window seats and oat-milk cortados.", ["cortado", "window seats", "croissants"]),
    ("matcha-mori", "Matcha Mori", "cafe", "Tea house", ("Mill St", 4.5, 1), 4.6, 412, "$1–10", "cafe-late",
     "(360) 555-0173", "matchamori.com", "Whisked ceremonial matcha, hojicha lattes and mochi.", ["matcha", "hojicha", "mochi"]),
    ("the-salt-cellar", "The Salt Cellar", "bar", "Cocktail bar", ("Canal St", 6.5, 1), 4.6, 528, "$$", "bar",
     "(360) 555-0139", "thesaltcellarbar.com", "Basement cocktail bar with a seasonal list and a quiet back room.", ["cocktails", "back room", "bar snacks"]),
    ("canal-street-taproom", "Canal Street Taproom", "bar", "Bar", ("Canal St", 3.5, 1), 4.4, 877, "$$", "bar",
     "(360) 555-0114", "canalsttaproom.com", "Twenty-four local taps, trivia on Tuesdays and a canal-side patio.", ["taps", "trivia", "patio"]),
    # ---- hotels
    ("harborview-hotel", "Harborview Hotel Port Ellis", "hotel", "4-star hotel", ("Harbor Blvd", 1050, -1), 4.5, 2210, "$249", "24h",
     "(360) 555-0200", "harborviewportellis.com", "Bay-view rooms above the ferry landing, with a rooftop bar and an indoor pool.", ["rooftop bar", "pool", "bay view"]),
    ("the-larkspur-inn", "The Larkspur Inn", "hotel", "3-star hotel", ("Marlow St", 4.5, 1), 4.4, 986, "$168", "24h",
     "(360) 555-0201", "larkspurinn.com", "Restored 1920s inn facing Larkspur Park, breakfast included.", ["breakfast", "park view", "historic"]),
    ("ferry-landing-suites", "Ferry Landing Suites", "hotel", "3-star hotel", ("Canal St", 7.5, -1), 4.2, 734, "$189", "24h",
     "(360) 555-0202", "ferrylandingsuites.com", "Apartment-style suites with kitchens, a short walk to the ferry.", ["kitchens", "suites", "ferry"]),
    ("hotel-marlow", "Hotel Marlow", "hotel", "4-star hotel", ("Marlow St", 2.5, -1), 4.6, 1318, "$229", "24h",
     "(360) 555-0203", "hotelmarlow.com", "Boutique hotel with a lobby café and bikes to borrow.", ["boutique", "bikes", "lobby café"]),
    ("canal-house-hotel", "Canal House Hotel", "hotel", "3-star hotel", ("Canal St", 1.5, -1), 4.3, 645, "$152", "24h",
     "(360) 555-0204", "canalhousehotel.com", "Converted warehouse on the canal with loft rooms.", ["lofts", "canal", "warehouse"]),
    ("cedar-hill-bnb", "Cedar Hill Bed & Breakfast", "hotel", "Bed & breakfast", ("Cedar Hill Rd", 5.5, -1), 4.9, 212, "$139", "24h",
     "(360) 555-0205", "cedarhillbnb.com", "Five-room Victorian with a garden and homemade scones.", ["garden", "scones", "Victorian"]),
    ("northgate-lodge", "Northgate Lodge", "hotel", "2-star hotel", ("Northgate Rd", 0.5, -1), 3.9, 1420, "$104", "24h",
     "(360) 555-0206", "northgatelodge.com", "Simple rooms by the freeway with free parking.", ["parking", "freeway", "budget"]),
    ("the-ellis-grand", "The Ellis Grand", "hotel", "5-star hotel", ("Ellis Way", 6.5, -1), 4.7, 1876, "$389", "24h",
     "(360) 555-0207", "theellisgrand.com", "Tower hotel with a spa, a steakhouse and views over Ellis Bay.", ["spa", "steakhouse", "tower"]),
    ("juniper-boutique-hotel", "Juniper Boutique Hotel", "hotel", "3-star hotel", ("Juniper St", 3.5, -1), 4.5, 508, "$176", "24h",
     "(360) 555-0208", "juniperhotel.com", "Twenty rooms, a courtyard and a rooftop garden.", ["courtyard", "rooftop garden", "quiet"]),
    ("bayside-hostel", "Bayside Hostel", "hotel", "Hostel", ("Sorrento St", 7.5, -1), 4.1, 389, "$42", "24h",
     "(360) 555-0209", "baysidehostel.org", "Dorms and private rooms, a shared kitchen and walking tours.", ["dorms", "kitchen", "tours"]),
    # ---- things to do
    ("maritime-museum", "Port Ellis Maritime Museum", "museum", "Maritime museum", ("Harbor Blvd", 1900, -1), 4.7, 3120, "", "museum",
     "(360) 555-0300", "portellismaritime.org", "Tugboats, a lighthouse lens and the story of the Ellis Bay shipyards.", ["tugboat", "lighthouse lens", "shipyards"]),
    ("larkspur-park", "Larkspur Park", "park", "Park", (1500, 1040), 4.8, 5402, "", "park",
     "", "portellisparks.org", "Thirty acres of lawns, a reservoir walk and the Sunday farmers market.", ["reservoir walk", "lawns", "farmers market"]),
    ("mill-pond-park", "Mill Pond Park", "park", "Park", (760, 2480), 4.6, 1870, "", "park",
     "", "portellisparks.org", "Pond loop trail, a playground and the old mill wheel.", ["loop trail", "playground", "mill wheel"]),
    ("old-mill-public-market", "Old Mill Public Market", "shopping", "Market", ("Mill St", 0.5, -1), 4.6, 4211, "", "market",
     "(360) 555-0302", "oldmillmarket.com", "Covered market hall with fishmongers, bakers and forty food stalls.", ["food stalls", "fishmongers", "bakers"]),
    ("larkspur-art-collective", "Larkspur Art Collective", "museum", "Art gallery", ("Juniper St", 4.5, 1), 4.5, 312, "", "gallery",
     "(360) 555-0303", "larkspurart.org", "Artist-run gallery with monthly openings and open studios.", ["openings", "studios", "prints"]),
    ("canal-theater", "The Canal Theater", "theater", "Performing arts theater", ("Canal St", 5.5, -1), 4.6, 1188, "", "theater",
     "(360) 555-0304", "thecanaltheater.org", "1911 vaudeville house, now home to touring shows and the film festival.", ["touring shows", "film festival", "balcony"]),
    ("ellis-bay-aquarium", "Ellis Bay Aquarium", "attraction", "Aquarium", ("Harbor Blvd", 2350, -1), 4.5, 6032, "", "aquarium",
     "(360) 555-0305", "ellisbayaquarium.org", "Octopus tank, a tide-pool touch pool and harbor seals.", ["octopus", "touch pool", "harbor seals"]),
    ("northgate-climbing", "Northgate Climbing Co.", "gym", "Climbing gym", ("Northgate Rd", 1.5, 1), 4.8, 402, "", "gym",
     "(360) 555-0306", "northgateclimbing.com", "Bouldering walls, auto-belays and intro classes.", ["bouldering", "classes", "auto-belays"]),
    ("cedar-hill-playfield", "Cedar Hill Playfield", "park", "Park", (2250, 2450), 4.4, 388, "", "park",
     "", "portellisparks.org", "Turf soccer field, tennis courts and a spray park in summer.", ["soccer", "tennis", "spray park"]),
    ("fulton-square", "Fulton Square", "park", "Plaza", (1650, 2150), 4.5, 926, "", "park",
     "", "portellisparks.org", "Tree-lined square with a fountain and the winter ice rink.", ["fountain", "ice rink", "benches"]),
    # ---- transit
    ("larkspur-station", "Larkspur Station", "train", "Light rail station", (1500, 1420), 4.3, 211, "", "transit",
     "", "portellistransit.org", "1 Line to Northgate and Old Mill every 8 min.", []),
    ("canal-street-station", "Canal Street Station", "train", "Light rail station", (1050, 1900), 4.2, 164, "", "transit",
     "", "portellistransit.org", "1 Line; transfer to the 44 bus.", []),
    ("bayview-station", "Bayview Station", "train", "Light rail station", (2250, 620), 4.4, 140, "", "transit",
     "", "portellistransit.org", "1 Line; park-and-ride garage.", []),
    ("ellis-bay-ferry-terminal", "Ellis Bay Ferry Terminal", "ferry", "Ferry terminal", (3300, 1655), 4.5, 1504, "", "transit",
     "(360) 555-0400", "portellistransit.org", "Passenger ferries to Vashon Point and Bremer Harbor.", []),
    ("kingsley-marlow-stop", "Kingsley Ave & Marlow St", "bus", "Bus stop", (1530, 580), 4.0, 23, "", "transit",
     "", "portellistransit.org", "Routes 12 and 44.", []),
    ("old-mill-transit-center", "Old Mill Transit Center", "bus", "Transit depot", (480, 2030), 4.1, 97, "", "transit",
     "", "portellistransit.org", "Bus bays for routes 12, 44, 60 and the airport express.", []),
    # ---- pharmacies
    ("larkspur-pharmacy", "Larkspur Pharmacy", "pharmacy", "Pharmacy", ("Juniper St", 2.5, 1), 4.6, 188, "", "pharmacy",
     "(360) 555-0501", "larkspurpharmacy.com", "Independent pharmacy with flu shots and compounding.", []),
    ("harbor-drug", "Harbor Drug & Wellness", "pharmacy", "Pharmacy", ("Harbor Blvd", 2100, -1), 4.2, 143, "", "pharmacy-day",
     "(360) 555-0502", "harbordrug.com", "Prescriptions, vitamins and a travel clinic.", []),
    ("carepoint-pharmacy", "CarePoint Pharmacy", "pharmacy", "Pharmacy", ("Mill St", 5.5, 1), 3.9, 251, "", "24h",
     "(360) 555-0503", "carepointrx.com", "Open 24 hours with a drive-through window.", []),
    ("mill-street-apothecary", "Mill Street Apothecary", "pharmacy", "Pharmacy", ("Mill St", 2.5, 1), 4.8, 97, "", "pharmacy-day",
     "(360) 555-0504", "millstreetapothecary.com", "Family pharmacy since 1962, with a soda fountain.", []),
    ("bayside-pharmacy", "Bayside Pharmacy & Clinic", "pharmacy", "Pharmacy", ("Sorrento St", 6.5, 1), 4.3, 176, "", "pharmacy",
     "(360) 555-0505", "baysidepharmacy.com", "Pharmacy with a walk-in clinic next door.", []),
    # ---- ATMs and banks
    ("cascade-fcu-atm", "Cascade Federal Credit Union ATM", "atm", "ATM", ("Ellis Way", 2.5, -1), 4.0, 18, "", "24h",
     "", "cascadefcu.org", "Deposit-taking ATM, drive-up lane.", []),
    ("pacific-harbor-bank", "Pacific Harbor Bank", "bank", "Bank", ("Kingsley Ave", 1350, 1), 4.1, 64, "", "pharmacy-day",
     "(360) 555-0601", "pacificharborbank.com", "Branch with two walk-up ATMs.", []),
    ("northgate-savings-atm", "Northgate Savings ATM", "atm", "ATM", ("Northgate Rd", 3.5, -1), 3.8, 11, "", "24h",
     "", "northgatesavings.com", "Walk-up ATM inside the vestibule.", []),
    ("ellis-bay-cu", "Ellis Bay Credit Union", "bank", "Credit union", ("Canal St", 2.5, -1), 4.5, 87, "", "pharmacy-day",
     "(360) 555-0602", "ellisbaycu.org", "Member branch and 24-hour ATM.", []),
    ("cedar-hill-bank-atm", "Cedar Hill Bank & Trust ATM", "atm", "ATM", ("Cedar Hill Rd", 1.5, 1), 4.2, 9, "", "24h",
     "", "cedarhilltrust.com", "ATM at the corner of Birch Ave.", []),
    ("market-atm", "Old Mill Market ATM", "atm", "ATM", ("Mill St", 0.5, 1), 3.6, 14, "", "market",
     "", "oldmillmarket.com", "Inside the market hall by the south doors.", []),
    # ---- groceries
    ("hanami-market", "Hanami Asian Market", "grocery", "Asian grocery store", ("Sorrento St", 3.5, -1), 4.5, 1302, "", "shop",
     "(360) 555-0701", "hanamimarket.com", "Produce, a fish counter and a food court.", []),
    ("mercado-la-esperanza", "Mercado La Esperanza", "grocery", "Grocery store", ("Hollis St", 3.5, 1), 4.6, 544, "", "shop",
     "(360) 555-0702", "mercadolaesperanza.com", "Latin American groceries and a tortillería.", []),
    ("larkspur-co-op", "Larkspur Food Co-op", "grocery", "Grocery store", ("Northgate Rd", 4.5, -1), 4.4, 822, "", "shop",
     "(360) 555-0703", "larkspurcoop.org", "Member-owned grocery with a bulk aisle.", []),
]

CHIPS = [("restaurants", "Restaurants", "restaurant"), ("hotels", "Hotels", "hotel"), ("things-to-do", "Things to do", "attractions"),
         ("museums", "Museums", "museum"), ("transit", "Transit", "train"), ("pharmacies", "Pharmacies", "local_pharmacy"),
         ("atms", "ATMs", "local_atm"), ("coffee", "Coffee", "local_cafe"), ("bars", "Bars", "local_bar"),
         ("groceries", "Groceries", "grocery"), ("parks", "Parks", "park")]
CHIP_KINDS = {
    "restaurants": [R], "hotels": ["hotel"], "things-to-do": ["museum", "park", "attraction", "theater", "shopping", "gym"],
    "museums": ["museum"], "transit": ["train", "ferry", "bus"], "pharmacies": ["pharmacy"], "atms": ["atm", "bank"],
    "coffee": ["cafe"], "bars": ["bar"], "groceries": ["grocery"], "parks": ["park"],
}

FIRST = ["Amara", "Kenji", "Sofia", "Ngozi", "Mateus", "Hannah", "Omar", "Ewa", "Liam", "Priya", "Wei", "Yusuf", "Aroha",
         "Isabel", "Tomás", "Lucía", "Grace", "Rafael", "Devika", "Elena", "Joon-ho", "Fatima", "Bogdan", "Chloé", "Kwame",
         "Mei", "Arjun", "Svetlana", "Diego", "Noor", "Tariq", "Hiroko", "Jamal", "Ingrid", "Thanh", "Zanele", "Marek",
         "Layla", "Carlos", "Anouk"]
LAST = ["Okafor", "Watanabe", "Lindqvist", "Adeyemi", "Ferreira", "Lee", "Haddad", "Kowalska", "O'Connor", "Raman",
        "Chen", "Demir", "Ngata", "Duarte", "Herrera", "Romero", "Mwangi", "Ortiz", "Nair", "Petrova", "Park", "Benali",
        "Ionescu", "Martin", "Mensah", "Lin", "Mehta", "Volkova", "Castillo", "Rahman", "Aziz", "Sato", "Brooks",
        "Halvorsen", "Nguyen", "Dlamini", "Nowak", "Saleh", "Mendoza", "de Vries"]
WHEN = ["2 days ago", "5 days ago", "a week ago", "2 weeks ago", "3 weeks ago", "a month ago", "2 months ago",
        "3 months ago", "5 months ago", "8 months ago", "a year ago", "2 years ago"]

TEMPLATES = {
    5: ["The {0} here is the best I've had in Port Ellis. We came back twice in one week.",
        "Came for the {0}, stayed for the {1}. Friendly staff and quick even on a Friday night.",
        "Consistently great. The {1} is a must and the {2} surprised us. Book ahead on weekends.",
        "Everything we ordered was fresh. Special mention for the {0}, and the {3} was perfect to finish.",
        "A neighbourhood gem. Ask for the {2}; it isn't always on the board."],
    4: ["Really good {0}, slightly long wait for a table. The {1} was a highlight.",
        "Solid spot. {1} was great, the {2} a bit salty for me but I'd still come back.",
        "Good portions and fair prices. The {0} is worth the trip across town.",
        "Cosy room, busy at dinner. Loved the {3}; service was a little slow."],
    3: ["The {0} was fine but not what it used to be. {1} still good.",
        "Mixed visit: {1} was great, {2} arrived cold. Staff sorted it out quickly."],
    2: ["Waited 40 minutes for the {0}. The {1} was okay when it came."],
}
GENERIC = ["the staff", "the atmosphere", "the location", "the view", "the value"]
TOPICS_EXTRA = ["service", "price", "wait", "atmosphere", "parking", "portions", "staff", "vegetarian options", "reservation",
                "patio", "takeout", "kids"]

OWNER_REPLY = "Thank you so much for the kind words! We hope to see you again soon."


def fmt_time(m: int) -> str:
    m %= 1440
    h, mm = divmod(m, 60)
    suffix = "AM" if h < 12 else "PM"
    h12 = h % 12 or 12
    return f"{h12} {suffix}" if mm == 0 else f"{h12}:{mm:02d} {suffix}"


def fmt_range(r) -> str:
    if r is None:
        return "Closed"
    o, c = r
    if o == 0 and c == 1440:
        return "Open 24 hours"
    return f"{fmt_time(o)}–{fmt_time(c)}"


def open_status(hours) -> dict:
    """Google's status line at NOW: Open · Closes 10 PM / Closes soon · 7:30 PM / Closed · Opens 11 AM Fri."""
    today = hours[TODAY]
    yest = hours[(TODAY - 1) % 7]
    if today and today[0] == 0 and today[1] == 1440:
        return {"open": True, "state": "Open 24 hours", "detail": "", "tone": "open"}
    if yest and yest[1] > 1440 and NOW_MIN < yest[1] - 1440:
        close = yest[1]
        return {"open": True, "state": "Open", "detail": "Closes " + fmt_time(close), "tone": "open"}
    if today and today[0] <= NOW_MIN < today[1]:
        if today[1] - NOW_MIN <= 60:
            return {"open": True, "state": "Closes soon", "detail": fmt_time(today[1]), "tone": "soon"}
        return {"open": True, "state": "Open", "detail": "Closes " + fmt_time(today[1]), "tone": "open"}
    if today and NOW_MIN < today[0]:
        return {"open": False, "state": "Closed", "detail": "Opens " + fmt_time(today[0]), "tone": "closed"}
    for k in range(1, 8):
        d = (TODAY + k) % 7
        if hours[d]:
            return {"open": False, "state": "Closed", "detail": "Opens " + fmt_time(hours[d][0]) + " " + DAY_SHORT[d], "tone": "closed"}
    return {"open": False, "state": "Closed", "detail": "", "tone": "closed"}


def slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")


def locate(where):
    """(street, ave position, side) -> world x, y and a house number; or (x, y) for a fixed point."""
    if isinstance(where[0], (int, float)):
        return float(where[0]), float(where[1]), None, None
    street, pos, side = where
    if street == "Harbor Blvd":
        y = float(pos)
        x = shore_x(y, HARBOR_BLVD) + 34 * side
        num = 100 + int(y // 10) * 2 + (1 if side > 0 else 0)
        return x, y, num, street
    if street == "Kingsley Ave":
        y = float(pos)
        return 1500 + 34 * side, y, 1000 + int(y) // 3 * 2, street
    ys = dict(STREETS)
    y = ys[street] + 34 * side
    ave = int(pos)
    frac = pos - ave
    x0 = AVES[ave][1] if ave < len(AVES) else AVES[-1][1] + 300
    x = x0 + 300 * frac if ave < len(AVES) else x0
    if street in ("Northgate Rd", "Juniper St", "Ellis Way", "Canal St") and ave == 0 and frac == 0.5:
        x = 450
    num = int(x0) + int(round(frac * 100)) * 1 + (1 if side < 0 else 0)
    num = 1000 + ave * 100 + int(frac * 60) + (1 if side < 0 else 0)
    return float(x), float(y), num, street


def zip_for(y: float) -> str:
    return ZIP["north"] if y < 1200 else ZIP["mid"] if y < CANAL_Y else ZIP["south"]


def hood_for(x: float, y: float) -> str:
    best = min(NEIGHBOURHOODS, key=lambda n: (n[1] - x) ** 2 + (n[2] - y) ** 2)
    return best[0].title()


def plus_code(x: float, y: float) -> str:
    a = "23456789CFGHJMPQRVWX"
    i, j = int(x // 13) % 400, int(y // 11) % 400
    return f"{a[7 + j // 200]}{a[i // 20]}{a[j // 20 % 20]}{a[i % 20]}+{a[j % 20]}{a[(i + j) % 20]} {CITY.split(',')[0]}, Washington"


def reviews_for(pid: str, name: str, kind: str, items: list, rating: float, count: int, rng: random.Random) -> list:
    words = items + GENERIC if items else GENERIC + ["the team", "the hours", "the entrance", "the waiting area"]
    n = 10 if kind in (R, "cafe", "bar", "hotel") else 6
    h = sum(ord(c) for c in pid)
    out = []
    for k in range(n):
        stars = 5 if k % 3 != 2 else 4
        if k in (4,) and rating < 4.6:
            stars = 3
        if k == 8 and rating < 4.4:
            stars = 2
        first = FIRST[(h + k * 7) % len(FIRST)]
        last = LAST[(h * 3 + k * 11) % len(LAST)]
        pool = TEMPLATES[stars]
        tpl = pool[(h + k) % len(pool)]
        w = words[(h + k) % len(words):] + words[:(h + k) % len(words)]
        w = (w + GENERIC)[:4]
        text = tpl.format(*[x[:1].upper() + x[1:] if tpl.startswith("{") and i == 0 else x for i, x in enumerate(w)])
        if kind == "hotel":
            text = text.replace("Came for the", "Stayed for the").replace("ordered", "saw")
        guide = (h + k) % 3 == 0
        rid = f"{pid}.r{k + 1}"
        out.append({
            "id": rid, "author": f"{first} {last}", "initial": first[0], "stars": stars,
            "when": WHEN[(k * 2 + h) % len(WHEN)] if k else WHEN[k],
            "text": text, "likes": rng.randint(0, 14) if k % 2 == 0 else 0,
            "guide": guide, "meta": (f"Local Guide · {12 + (h * k) % 180} reviews · {3 + (h + k) % 60} photos" if guide
                                     else f"{1 + (h + k) % 9} reviews"),
            "owner_reply": OWNER_REPLY if k == 0 and kind == R else None,
        })
    return out


def attributes(kind: str, rng_key: int) -> list:
    if kind == R:
        return [
            ("Service options", ["Outdoor seating", "Takeout", "Dine-in", "Delivery"][: 3 + rng_key % 2]),
            ("Highlights", ["Great coffee", "Great dessert", "Fast service"][: 1 + rng_key % 3]),
            ("Accessibility", ["Wheelchair accessible entrance", "Wheelchair accessible restroom", "Wheelchair accessible seating"]),
            ("Offerings", ["Alcohol", "Beer", "Healthy options", "Small plates", "Vegetarian options", "Wine"]),
            ("Dining options", ["Lunch", "Dinner", "Dessert", "Seating"]),
            ("Amenities", ["Bar onsite", "Restroom", "Free Wi-Fi"]),
            ("Atmosphere", ["Casual", "Cozy", "Trendy"][: 2 + rng_key % 2]),
            ("Crowd", ["Family-friendly", "Groups", "Locals", "Tourists"]),
            ("Planning", ["Accepts reservations", "Usually a wait"]),
            ("Payments", ["Credit cards", "Debit cards", "NFC mobile payments"]),
            ("Children", ["Good for kids", "High chairs", "Kids' menu"]),
            ("Parking", ["Paid street parking", "Somewhat difficult to find a space"]),
        ]
    if kind == "hotel":
        return [("Amenities", ["Free Wi-Fi", "Air-conditioned", "Laundry service", "Fitness center", "Restaurant"]),
                ("Accessibility", ["Wheelchair accessible entrance", "Accessible rooms"]),
                ("Check-in", ["Check-in time: 3:00 PM", "Check-out time: 11:00 AM"]),
                ("Parking", ["Paid parking garage", "EV charging"]),
                ("Payments", ["Credit cards", "Debit cards"]),
                ("Pets", ["Pet-friendly rooms"])]
    return [("Accessibility", ["Wheelchair accessible entrance", "Wheelchair accessible parking lot"]),
            ("Amenities", ["Restroom"]), ("Payments", ["Credit cards", "NFC mobile payments"]),
            ("Planning", ["Quick visit"])]


def popular_times(pid: str, hours) -> list:
    """Seven days of hourly bars (6 AM..11 PM), 0-100, zero outside opening hours."""
    h = sum(ord(c) for c in pid)
    out = []
    for d in range(7):
        row = []
        for hour in range(6, 24):
            r = hours[d]
            m = hour * 60 + 30
            inside = r is not None and (r[0] <= m < r[1] or (r[1] > 1440 and m < r[1] - 1440))
            if not inside:
                row.append(0)
                continue
            peak = 30 + 50 * max(0, 1 - abs(hour - 19) / 4) + 30 * max(0, 1 - abs(hour - 12.5) / 2)
            row.append(int(min(100, peak * (0.75 + ((h + d * 5 + hour) % 7) / 20) + (15 if d >= 4 else 0))))
        out.append(row)
    return out


# ------------------------------------------------------------------------------------ landmarks
# Recently viewed places from past trips: each photo allocated to this app shows one of them.
# Each has a small map of its own surroundings (local coordinates 2000 x 1400, the place at the centre).
LANDMARKS = [
    ("brandenburg-gate", "Brandenburg Gate", "Historical landmark", 4.7, 198412, "Pariser Platz, 10117 Berlin, Germany",
     "18th-century neoclassical triumphal arch with the Quadriga on top, the symbol of Berlin's reunification.",
     "Berlin", "9F4MGC8W+JQ",
     {"parks": [[[0, 0], [940, 0], [940, 1400], [0, 1400]]], "water": [[[0, 160], [700, 120], [1300, 210], [2000, 150], [2000, 260], [1300, 300], [700, 220], [0, 260]]],
      "roads": [("Straße des 17. Juni", "arterial", [[0, 700], [950, 700]]), ("Unter den Linden", "arterial", [[1060, 700], [2000, 700]]),
                ("Ebertstraße", "arterial", [[1000, 300], [1000, 1400]]), ("Wilhelmstraße", "street", [[1500, 300], [1500, 1400]]),
                ("Behrenstraße", "street", [[1000, 900], [2000, 900]]), ("Scheidemannstraße", "street", [[620, 400], [1000, 520]]),
                ("Dorotheenstraße", "street", [[1000, 450], [2000, 450]])],
      "labels": [("MITTE", 1600, 1120), ("Tiergarten", 420, 1050), ("Spree", 1400, 200)],
      "pois": [("Reichstag Building", "landmark", 800, 420), ("Memorial to the Murdered Jews of Europe", "landmark", 1150, 1120)]}),
    ("hawa-mahal", "Hawa Mahal", "Palace", 4.5, 112530, "Hawa Mahal Rd, Badi Choupad, J.D.A. Market, Pink City, Jaipur, Rajasthan 302002, India",
     "Pink sandstone 'Palace of Winds' from 1799, its honeycomb facade of 953 small windows facing the bazaar.",
     "Jaipur", "7JRQFXFF+8H",
     {"parks": [[[300, 200], [900, 200], [900, 650], [300, 650]]], "water": [[[350, 250], [620, 250], [620, 420], [350, 420]]],
      "roads": [("Hawa Mahal Rd", "arterial", [[1050, 0], [1050, 1400]]), ("Tripolia Bazar", "arterial", [[0, 1000], [1050, 1000]]),
                ("Johari Bazar", "arterial", [[1050, 1000], [2000, 1000]]), ("Sireh Deorhi Bazar", "street", [[1050, 700], [2000, 700]]),
                ("Chandni Chowk", "street", [[300, 700], [1050, 700]]), ("Gangori Bazar", "street", [[700, 0], [700, 700]])],
      "labels": [("PINK CITY", 1500, 400), ("Talkatora", 480, 340)],
      "pois": [("City Palace", "landmark", 650, 820), ("Jantar Mantar", "landmark", 850, 1180)]}),
    ("gateway-of-india", "Gateway of India", "Historical landmark", 4.6, 421094, "Apollo Bandar, Colaba, Mumbai, Maharashtra 400001, India",
     "Basalt arch on the Apollo Bunder waterfront, built in 1924 and looking out over Mumbai Harbour.",
     "Mumbai", "7JFJ3WH3+RF",
     {"parks": [[[700, 560], [980, 560], [980, 820], [700, 820]]], "water": [[[1060, 0], [2000, 0], [2000, 1400], [900, 1400], [1000, 900], [1060, 500]]],
      "roads": [("Chhatrapati Shivaji Maharaj Marg", "arterial", [[0, 620], [950, 640]]), ("P J Ramchandani Marg", "arterial", [[980, 0], [960, 500], [880, 1400]]),
                ("Best Marg", "street", [[0, 900], [900, 900]]), ("Nathalal Parekh Marg", "street", [[300, 0], [300, 1400]]),
                ("Mandlik Road", "street", [[600, 300], [600, 1400]])],
      "labels": [("COLABA", 350, 1150), ("Mumbai Harbour", 1550, 700), ("FORT", 400, 200)],
      "pois": [("The Taj Mahal Palace", "hotel", 780, 500), ("Elephanta ferry jetty", "ferry", 1110, 880)]}),
    ("reims-cathedral", "Reims Cathedral", "Cathedral", 4.8, 36210, "Pl. du Cardinal Luçon, 51100 Reims, France",
     "Gothic cathedral of Notre-Dame de Reims, where French kings were crowned, famed for its smiling angel.",
     "Reims", "9F37GMRH+4W",
     {"parks": [[[1500, 1000], [2000, 1000], [2000, 1400], [1500, 1400]]], "water": [[[0, 0], [160, 0], [240, 1400], [80, 1400]]],
      "roads": [("Rue Libergier", "street", [[300, 560], [1000, 700]]), ("Rue Carnot", "street", [[1000, 0], [1100, 620]]),
                ("Cours Jean-Baptiste Langlet", "arterial", [[600, 0], [640, 1400]]), ("Rue du Cardinal de Lorraine", "street", [[1080, 760], [2000, 760]]),
                ("Rue de Vesle", "arterial", [[200, 300], [2000, 260]]), ("Rue Chanzy", "street", [[640, 1000], [2000, 1080]])],
      "labels": [("CENTRE-VILLE", 450, 1200), ("Canal de l'Aisne à la Marne", 150, 900)],
      "pois": [("Palace of Tau", "museum", 1160, 900), ("Place Royale", "landmark", 1400, 360)]}),
    ("golden-temple", "Golden Temple", "Gurudwara", 4.9, 305182, "Golden Temple Rd, Atta Mandi, Katra Ahluwalia, Amritsar, Punjab 143006, India",
     "Harmandir Sahib, the holiest gurdwara of Sikhism, gilded and set in the Amrit Sarovar pool.",
     "Amritsar", "8J4QQ9WW+Q5",
     {"parks": [[[620, 320], [1380, 320], [1380, 1080], [620, 1080]]], "water": [[[720, 420], [1280, 420], [1280, 980], [720, 980]]],
      "roads": [("Golden Temple Rd", "arterial", [[0, 1200], [2000, 1200]]), ("Heritage Street", "street", [[1000, 1200], [1000, 1400]]),
                ("Guru Bazar", "street", [[1500, 0], [1500, 1200]]), ("Jallianwala Bagh Rd", "street", [[1380, 700], [2000, 700]]),
                ("Ghee Mandi Rd", "street", [[300, 0], [300, 1200]])],
      "labels": [("OLD CITY", 1700, 300), ("Amrit Sarovar", 860, 560)],
      "pois": [("Jallianwala Bagh", "park", 1700, 880), ("Partition Museum", "museum", 1150, 1300)]}),
    ("lincoln-memorial", "Lincoln Memorial", "Memorial", 4.8, 52418, "2 Lincoln Memorial Cir NW, Washington, DC 20002, United States",
     "Marble temple to Abraham Lincoln at the west end of the National Mall, overlooking the Reflecting Pool.",
     "Washington", "87C4VWX3+2Q",
     {"parks": [[[300, 200], [2000, 200], [2000, 1200], [300, 1200]]], "water": [[[0, 0], [240, 0], [200, 1400], [0, 1400]], [[1150, 660], [2000, 660], [2000, 740], [1150, 740]]],
      "roads": [("Constitution Ave NW", "arterial", [[240, 260], [2000, 260]]), ("Independence Ave SW", "arterial", [[230, 1140], [2000, 1140]]),
                ("23rd St NW", "street", [[1000, 0], [1000, 520]]), ("Ohio Dr SW", "street", [[250, 900], [900, 1400]]),
                ("Lincoln Memorial Cir", "street", [[860, 560], [1140, 560], [1140, 840], [860, 840], [860, 560]]),
                ("Henry Bacon Dr NW", "street", [[860, 560], [1300, 260]])],
      "labels": [("National Mall", 1600, 540), ("Potomac River", 110, 700), ("Reflecting Pool", 1600, 800), ("FOGGY BOTTOM", 700, 120)],
      "pois": [("Korean War Veterans Memorial", "landmark", 1300, 1000), ("Vietnam Veterans Memorial", "landmark", 1350, 420)]}),
]


def landmark_entries() -> dict:
    mine = {p["id"]: p for p in catalog.photos(app="maps")}
    out = {}
    for i, (pid, name, typ, rating, count, address, summary, city, code, geo) in enumerate(LANDMARKS):
        photo = mine[pid]
        rng = random.Random(pid)
        hours = H["24h"]
        out[pid] = {
            "id": pid, "name": name, "kind": "landmark", "type": typ, "rating": rating, "reviews_count": count,
            "price": "", "address": address, "phone": "", "site": "", "summary": summary, "city": city,
            "plus_code": f"{code} {city}", "hours": [fmt_range(r) for r in hours], "status": open_status(hours),
            "x": 1000, "y": 700, "elsewhere": True,
            "photo": {"url": catalog.photo(pid, "4x3")["url"], "wide": photo["url"], "alt": photo["subject"],
                      "author": photo["author"], "licence": photo["licence"]},
            "reviews": reviews_for(pid, name, "landmark", [], rating, count, rng),
            "attributes": attributes("landmark", i),
            "popular": popular_times(pid, hours),
            "map": {"size": [2000, 1400],
                    "parks": [{"pts": p} for p in geo["parks"]], "water": [{"pts": w} for w in geo["water"]],
                    "roads": [{"name": n, "kind": k, "pts": pts} for n, k, pts in geo["roads"]],
                    "labels": [{"text": t, "x": x, "y": y, "kind": "hood" if t.isupper() else "water" if t in ("Spree", "Mumbai Harbour", "Potomac River", "Reflecting Pool", "Amrit Sarovar", "Canal de l'Aisne à la Marne", "Talkatora") else "park"} for t, x, y in geo["labels"]],
                    "pois": [{"id": f"{pid}-{slug(n)}", "name": n, "kind": k, "x": x, "y": y} for n, k, x, y in geo["pois"]]},
        }
        out[pid]["keywords"] = photo["keywords"]
        # Unnamed side streets on a 250-unit grid, stopping at parks and water (their bounding boxes).
        boxes = []
        for poly in geo["parks"] + geo["water"]:
            xs, ys = [q[0] for q in poly], [q[1] for q in poly]
            boxes.append([(min(xs), min(ys)), (max(xs), min(ys)), (max(xs), max(ys)), (min(xs), max(ys))])
        minor = []
        for k in range(1, 8):
            x = k * 250 + 125
            for a, b in _cut(((-400, 1800), x), boxes, False):
                if b - a > 80:
                    minor.append({"name": "", "kind": "minor", "pts": [[x, a], [x, b]]})
        for k in range(0, 6):
            y = k * 250 + 100
            for a, b in _cut(((-400, 2400), y), boxes, True):
                if b - a > 80:
                    minor.append({"name": "", "kind": "minor", "pts": [[a, y], [b, y]]})
        out[pid]["map"]["roads"] = minor + out[pid]["map"]["roads"]
    return out


RECENT_DATES = ["Jan 9", "Dec 28, 2025", "Dec 27, 2025", "Nov 3, 2025", "Oct 19, 2025", "Aug 2, 2025"]

SAVED_LISTS = [
    ("favorites", "Favorites", "favorite", "#d93025", ["pho-saigon-kitchen", "kaffa-roasters", "larkspur-park", "menya-kaito"]),
    ("want-to-go", "Want to go", "flag", "#1e8e3e", ["supra-georgian-table", "pierogi-babcia", "inka-ceviche-bar", "le-petit-zinc",
                                                      "maritime-museum", "canal-theater", "casa-brasa", "matcha-mori", "the-salt-cellar",
                                                      "ellis-bay-aquarium", "little-havana-cafe", "northgate-climbing", "mama-ngozis-kitchen",
                                                      "old-mill-public-market"]),
    ("travel-plans", "Travel plans", "luggage", "#1a73e8", ["brandenburg-gate", "reims-cathedral", "hawa-mahal", "gateway-of-india", "golden-temple", "lincoln-memorial"]),
    ("starred", "Starred places", "star", "#f9ab00", ["the-ellis-grand", "hotel-marlow"]),
]

SEARCHES = [  # history in the search box's dropdown
    ("ramen near Larkspur", "search"), ("Harborview Hotel Port Ellis", "place:harborview-hotel"),
    ("pharmacy open now", "search"), ("Ellis Bay Ferry Terminal", "place:ellis-bay-ferry-terminal"),
    ("vegetarian restaurants", "search"), ("Old Mill Public Market", "place:old-mill-public-market"),
    ("Canal Street Station", "place:canal-street-station"), ("late night food", "search"),
]

HOME = {"id": "home", "name": "Home", "address": "1420 Juniper St, Port Ellis, WA 98131", "x": 1050.0, "y": 935.0}
WORK = {"id": "work", "name": "Work", "address": "2210 Canal St, Port Ellis, WA 98133", "x": 2250.0, "y": 1465.0}

TRANSIT_LINES = {
    "larkspur-station": [("1", "1 Line", "#28813f", ["Northgate · 3 min", "Old Mill · 6 min", "Northgate · 11 min"]),
                         ("44", "44", "#1a73e8", ["Ferry Terminal · 4 min", "Canal St · 14 min"])],
    "canal-street-station": [("1", "1 Line", "#28813f", ["Northgate · 2 min", "Old Mill · 9 min"]), ("44", "44", "#1a73e8", ["Larkspur · 7 min"])],
    "bayview-station": [("1", "1 Line", "#28813f", ["Old Mill · 5 min", "Northgate · 13 min"]), ("12", "12", "#1a73e8", ["Cedar Hill · 10 min"])],
    "ellis-bay-ferry-terminal": [("vp", "Vashon Point ferry", "#00838f", ["Vashon Point · 7:10 PM", "Vashon Point · 8:25 PM"]),
                                 ("bh", "Bremer Harbor ferry", "#00838f", ["Bremer Harbor · 7:45 PM"])],
    "kingsley-marlow-stop": [("12", "12", "#1a73e8", ["Cedar Hill · 5 min", "Northgate · 9 min"]), ("44", "44", "#1a73e8", ["Ferry Terminal · 12 min"])],
    "old-mill-transit-center": [("12", "12", "#1a73e8", ["Northgate · 1 min"]), ("44", "44", "#1a73e8", ["Ferry Terminal · 6 min"]),
                                ("60", "60", "#d93025", ["Bayview · 8 min"]), ("ax", "Airport Express", "#7b1fa2", ["Airport · 7:15 PM"])],
}


def route_options(place: dict) -> list:
    """Three driving routes from Home to the place along the street grid, with turn-by-turn steps."""
    hx, hy = HOME["x"], HOME["y"]
    px, py = place["x"], place["y"]
    sy = min((y for _, y in STREETS), key=lambda y: abs(y - py))
    ax = min((x for _, x in AVES), key=lambda x: abs(x - px))
    if place["street"] == "Harbor Blvd":
        ax = 2700
    raw = [
        [(hx, hy), (hx, 900), (ax, 900), (ax, sy), (px, sy), (px, py)],
        [(hx, hy), (hx, 900), (1500, 900), (1500, sy), (px, sy), (px, py)],
        [(hx, hy), (hx, 900), (1200, 900), (1200, 1200), (ax, 1200), (ax, sy), (px, sy), (px, py)],
    ]

    def clean(pts):
        out = [pts[0]]
        for q in pts[1:]:
            if abs(q[0] - out[-1][0]) + abs(q[1] - out[-1][1]) < 1:
                continue
            if len(out) >= 2:
                a, b = out[-2], out[-1]
                if (a[0] == b[0] == q[0]) or (a[1] == b[1] == q[1]):
                    out[-1] = q
                    continue
            out.append(q)
        return out

    def road_at(p, q):
        if abs(p[0] - q[0]) < 1:
            names = [n for n, x in AVES if abs(x - p[0]) < 1]
            return names[0] if names else None
        names = [n for n, y in STREETS if abs(y - p[1]) < 1]
        return names[0] if names else None

    def heading(p, q):
        if abs(p[0] - q[0]) < 1:
            return "north" if q[1] < p[1] else "south"
        return "east" if q[0] > p[0] else "west"

    def turn(h1, h2):
        order = ["north", "east", "south", "west"]
        return "right" if (order.index(h2) - order.index(h1)) % 4 == 1 else "left"

    def dist(d):
        mi = d / 1000 * 0.62
        return f"{mi:.1f} mi" if mi >= 0.1 else f"{int(mi * 5280 // 50 * 50) or 50} ft"

    out = []
    seen = set()
    for i, pts in enumerate(raw):
        pts = clean(pts)
        key = tuple(pts)
        if key in seen:
            pts = clean([(hx, hy), (hx, 900), (600, 900), (600, sy), (px, sy), (px, py)])
        seen.add(tuple(pts))
        segs = [(p, q) for p, q in zip(pts, pts[1:])]
        total = sum(abs(p[0] - q[0]) + abs(p[1] - q[1]) for p, q in segs)
        named = [(road_at(p, q), abs(p[0] - q[0]) + abs(p[1] - q[1])) for p, q in segs]
        longest = {}
        for n, d in named:
            if n:
                longest[n] = longest.get(n, 0) + d
        via = max(longest, key=lambda n: (longest[n], n)) if longest else place["street"]
        miles = total / 1000 * 0.62 + 0.1
        mins = max(2, int(round(miles * 4.2 + 1 + i)))
        steps = []
        first = segs[0]
        steps.append({"text": f"Head {heading(*first)} from Home toward Juniper St", "dist": dist(abs(first[0][1] - first[1][1]) or 60)})
        prev = heading(*first)
        for p, q in segs[1:]:
            d = abs(p[0] - q[0]) + abs(p[1] - q[1])
            h2 = heading(p, q)
            road = road_at(p, q)
            if road is None:
                steps.append({"text": f"Turn {turn(prev, h2)} into the parking entrance", "dist": dist(d)})
            else:
                steps.append({"text": f"Turn {turn(prev, h2)} onto {road}", "dist": dist(d)})
            prev = h2
        steps.append({"text": f"{place['name']} will be on the {'right' if i != 1 else 'left'}", "dist": ""})
        out.append({"pts": [list(p) for p in pts], "via": via, "mins": mins, "miles": f"{miles:.1f} mi", "steps": steps})
    out.sort(key=lambda r: (r["mins"], r["via"]))
    notes = ["Fastest route, the usual traffic", "Light traffic", "Avoids the Ellis Way roadwork"]
    for k, r in enumerate(out):
        if k and r["mins"] <= out[k - 1]["mins"]:
            r["mins"] = out[k - 1]["mins"] + 1
        r["id"] = f"r{k + 1}"
        r["note"] = notes[k]
        r["arrive"] = fmt_time(NOW_MIN + r["mins"])
    return out


def build(seed: int) -> dict:
    rng = random.Random(seed * 7919 + 11)
    places = {}
    order = []
    for i, (pid, name, kind, typ, where, rating, count, price, hours_key, phone, site, summary, items) in enumerate(PLACES):
        x, y, num, street = locate(where)
        hours = H[hours_key]
        if num:
            address = f"{num} {street}, {CITY} {zip_for(y)}"
            short = f"{num} {street}"
        else:
            near = min(STREETS, key=lambda s: abs(s[1] - y))[0]
            address = f"{near}, {CITY} {zip_for(y)}"
            short = near
        glyph, color = CATS[kind]
        prng = random.Random(f"{pid}:{seed}")
        places[pid] = {
            "id": pid, "name": name, "kind": kind, "type": typ, "rating": rating, "reviews_count": count,
            "price": price, "address": address, "short_address": short, "street": street, "neighbourhood": hood_for(x, y),
            "phone": phone, "site": site, "summary": summary, "items": items, "x": round(x), "y": round(y),
            "glyph": glyph, "color": color, "hours": [fmt_range(r) for r in hours], "status": open_status(hours),
            "plus_code": plus_code(x, y),
            "reviews": reviews_for(pid, name, kind, items, rating, count, prng),
            "attributes": attributes(kind, i),
            "popular": popular_times(pid, hours) if kind not in ("atm", "train", "bus", "ferry") else None,
            "topics": ([it.split()[-1] if len(it.split()) > 1 and it.split()[-1] in ("rice", "roll", "rolls", "wine") else it for it in items] + TOPICS_EXTRA)[:12],
            "services": {R: "Dine-in · Takeout · Delivery", "cafe": "Dine-in · Takeout", "bar": "Dine-in · Outdoor seating"}.get(kind, ""),
            "lines": TRANSIT_LINES.get(pid),
        }
        order.append(pid)
    # Topic counts (how many reviews mention it), as Google's chips show.
    for pid in order:
        p = places[pid]
        p["topic_counts"] = [max(3, p["reviews_count"] // (9 + 4 * k) % 400) for k in range(len(p["topics"]))]
    lm = landmark_entries()
    for pid, p in lm.items():
        p["glyph"], p["color"] = CATS["landmark"]
        p["topics"] = ["history", "architecture", "photos", "crowds", "night", "guide", "tickets", "view"]
        p["topic_counts"] = [p["reviews_count"] // (40 + 9 * k) for k in range(8)]
        p["items"] = []
        p["services"] = ""
        p["lines"] = None
        p["neighbourhood"] = p["city"]
        p["short_address"] = p["address"].split(",")[0]
    results = {}
    for key, label, glyph in CHIPS:
        kinds = CHIP_KINDS[key]
        ids = [pid for pid in order if places[pid]["kind"] in kinds]
        # Google ranks by relevance: rating weighted by review count, a stable order.
        ids.sort(key=lambda pid: (-(places[pid]["rating"] * 10 + min(places[pid]["reviews_count"], 3000) / 600), pid))
        results[key] = ids
    queries = {
        "ramen near Larkspur": ["menya-kaito", "pho-saigon-kitchen", "golden-lotus-dim-sum", "baan-thai-street-kitchen"],
        "pharmacy open now": [p for p in results["pharmacies"] if places[p]["status"]["open"]],
        "vegetarian restaurants": ["abyssinia-injera-house", "saffron-tandoor", "beirut-grill", "baan-thai-street-kitchen",
                                   "kalimera-taverna", "pho-saigon-kitchen", "matcha-mori"],
        "late night food": [p for p in results["restaurants"] if places[p]["hours"][TODAY].endswith("12 AM")],
    }
    for text, ids in queries.items():
        results["q-" + slug(text)] = ids
    # "People also search for": same kind, nearest first.
    for pid in order:
        p = places[pid]
        same = [q for q in order if q != pid and places[q]["kind"] == p["kind"]]
        same.sort(key=lambda q: ((places[q]["x"] - p["x"]) ** 2 + (places[q]["y"] - p["y"]) ** 2, q))
        p["also"] = same[:8]
    for pid in lm:
        lm[pid]["also"] = [q for q in lm if q != pid]
    directions = {pid: route_options(places[pid]) for pid in order}
    all_places = dict(places)
    all_places.update(lm)
    return {
        "me": ME,
        "today": "Thursday, January 15, 2026",
        "now": fmt_time(NOW_MIN),
        "today_index": TODAY,
        "days": DAYS,
        "map": build_geometry(),
        "places": all_places,
        "order": order,
        "landmarks": list(lm),
        "recents": [{"id": pid, "date": RECENT_DATES[i]} for i, pid in enumerate(lm)],
        "chips": [{"key": k, "label": l, "icon": g} for k, l, g in CHIPS],
        "results": results,
        "lists": [{"id": i, "name": n, "icon": ic, "color": c, "places": ps} for i, n, ic, c, ps in SAVED_LISTS],
        "history": [{"id": slug(t), "text": t, "target": tg if tg != "search" else "search:q-" + slug(t)} for t, tg in SEARCHES],
        "home": HOME, "work": WORK,
        "directions": directions,
        "city": CITY,
    }
