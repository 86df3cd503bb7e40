"""Seeded content for the `design` mockup: a Figma-desktop-like file of a small product studio.

The file is "Wander app v2", a travel-booking app designed by Kestrel Studio. Everything the page
shows comes from here: the pages, the frames on each page with their layer trees (names, types,
sizes), the screens drawn inside the frames (trips, prices, dates; photos from the catalog, each
once per page), the comment threads pinned on the canvas, the people on the file, the plugins,
the local styles and the asset library. The structure is fixed (so element IDs and task targets
are stable); the seed only varies details no task depends on (who is online, view counts).

"Today" is Wednesday, June 28th 2023, early afternoon: the week after Config 2023, when Figma shipped
variables. The editor is the one Figma shipped then (UI2: the dark top toolbar, the Design / Prototype /
Inspect right panel), so every date, file name and announcement belongs to mid-2023 (UI3 and Figma Draw
came later). tests/test_design_consistency.py holds the file to that.
"""
from __future__ import annotations

import random

from igg.mockups.assets import catalog

TITLE = "Wander app v2 – Figma"
TODAY = "Wednesday, June 28, 2023"
EDITOR = "UI2"  # the editor layout modelled; its era: 2022 to mid-2024
YEAR = 2023
ME = "amara"

# slug, full name, role on the team
PEOPLE = [
    ("amara", "Amara Nwosu", "Product Designer"),
    ("hiroshi", "Hiroshi Sato", "Design Lead"),
    ("camille", "Camille Laurent", "Brand Designer"),
    ("rohan", "Rohan Gupta", "Frontend Engineer"),
    ("ingrid", "Ingrid Halvorsen", "Product Manager"),
    ("valentina", "Valentina Cruz", "UX Writer"),
    ("kwame", "Kwame Mensah", "iOS Engineer"),
    ("ji-woo", "Ji-woo Park", "UX Researcher"),
    ("lars", "Lars Jensen", "Android Engineer"),
    ("nadia", "Nadia Rahman", "Design Ops"),
]
# On the file right now (multiplayer avatars, left to right); the rest come after "+N".
ONLINE = ["hiroshi", "camille", "rohan", "ingrid", "kwame", "ji-woo"]


# ------------------------------------------------------------------------------ the designs
# Trips the app being designed sells (drawn inside the frames).
TRIPS = {
    # (the keys are layer ids' stems, kept stable; names and photos are the design's: only the
    # photos the asset catalog allocates to design, each trip named after what its photo shows)
    "picos": {"name": "Lake Bohinj in the Fog", "place": "Bohinj, Slovenia", "days": 5, "price": "€640",
              "rating": "4.9", "reviews": 212, "photo": "jetty-in-fog"},
    "bled": {"name": "Vermont Autumn Leaves", "place": "Vermont, USA", "days": 3, "price": "€380",
             "rating": "4.8", "reviews": 164, "photo": "autumn-leaf"},
    "schwarzwald": {"name": "Black Forest Moss Trails", "place": "Baden-Württemberg, Germany", "days": 4,
                    "price": "€455", "rating": "4.7", "reviews": 98, "photo": "moss-close-up"},
    "lofoten": {"name": "Texel kite weekend", "place": "Texel, Netherlands", "days": 2, "price": "€520",
                "rating": "4.9", "reviews": 77, "photo": "kite-in-clouds"},
}

# Layer specs: (id, name, type, children). Types follow Figma's layer icons: frame, group, text,
# rect, ellipse, image, instance, component, vector, section. Ids are unique within a page.
def L(lid, name, kind, *children, **extra):
    node = {"id": lid, "name": name, "type": kind, "children": list(children)}
    node.update(extra)
    return node


def _status(p):
    return L(f"{p}-status", "Status bar", "instance",
             L(f"{p}-status-time", "9:41", "text"), L(f"{p}-status-icons", "Levels", "group",
                                                          L(f"{p}-status-signal", "Cellular", "vector"),
                                                          L(f"{p}-status-wifi", "Wifi", "vector"),
                                                          L(f"{p}-status-battery", "Battery", "vector")))


def _tabbar(p):
    return L(f"{p}-tabbar", "Tab bar", "instance",
             *(L(f"{p}-tab-{t.lower()}", f"Tab/{t}", "instance") for t in ("Explore", "Trips", "Saved", "Profile")))


def _card(p, key, i):
    t = TRIPS[key]
    return L(f"{p}-card-{key}", "Card/Trip", "instance",
             L(f"{p}-card-{key}-image", "Image", "image"), L(f"{p}-card-{key}-title", t["name"], "text"),
             L(f"{p}-card-{key}-meta", f"{t['days']} days · {t['place']}", "text"),
             L(f"{p}-card-{key}-price", f"from {t['price']}", "text"),
             L(f"{p}-card-{key}-heart", "Icon/Heart", "instance"))


MOBILE_FRAMES = [
    # id, name, world x, y, w, h, fill
    ("home", "Home", 0, 0, 390, 844),
    ("details", "Trip details", 490, 0, 390, 844),
    ("booking", "Booking – dates", 980, 0, 390, 844),
    ("checkout", "Checkout", 1470, 0, 390, 844),
    ("confirm", "Confirmation", 1960, 0, 390, 844),
    ("search", "Search results", 0, 1000, 390, 844),
    ("saved", "Saved trips", 490, 1000, 390, 844),
    ("profile", "Profile", 980, 1000, 390, 844),
    ("onboarding", "Onboarding 1", 1470, 1000, 390, 844),
]


def _mobile_layers():
    home = [_status("home"),
            L("home-header", "Header", "frame", L("home-greeting", "Good afternoon, Amara", "text"),
              L("home-subtitle", "Where to next?", "text"), L("home-avatar", "Avatar", "ellipse")),
            L("home-search", "Search field", "instance", L("home-search-icon", "Icon/Search", "vector"),
              L("home-search-text", "Search trips, places, guides", "text"), L("home-search-filter", "Icon/Sliders", "vector")),
            L("home-chips", "Chips", "frame", *(L(f"home-chip-{c.lower()}", f"Chip/{c}", "instance")
                                                for c in ("All", "Hiking", "Lakes", "Coast", "Cities"))),
            L("home-section", "Trips near you", "text"),
            L("home-cards", "Cards", "frame", *(_card("home", k, i) for i, k in enumerate(("picos", "bled", "schwarzwald")))),
            L("home-weekend", "Weekend escape banner", "frame", L("home-weekend-image", "Image", "image"),
              L("home-weekend-title", "Texel kite weekend", "text"), L("home-weekend-cta", "Button/Small", "instance")),
            _tabbar("home")]
    details = [_status("details"),
               L("details-hero", "Hero", "frame", L("details-hero-image", "Image", "image"),
                 L("details-back", "Button/Icon back", "instance"), L("details-share", "Button/Icon share", "instance"),
                 L("details-save", "Button/Icon heart", "instance")),
               L("details-title", "Lake Bohinj in the Fog", "text"),
               L("details-rating", "Rating", "frame", L("details-stars", "Stars", "group"), L("details-reviews", "4.9 · 212 reviews", "text")),
               L("details-facts", "Facts", "frame", *(L(f"details-fact-{f}", f"Fact/{f.title()}", "instance") for f in ("days", "level", "group"))),
               L("details-about", "About", "text"),
               L("details-gallery", "Gallery", "frame", L("details-gallery-1", "Photo 1", "image"), L("details-gallery-2", "Photo 2", "image"),
                 L("details-gallery-more", "+18", "text")),
               L("details-itinerary", "Itinerary", "frame", *(L(f"details-day-{d}", f"Day {d}", "instance") for d in range(1, 4))),
               L("details-footer", "Booking bar", "frame", L("details-price", "from €640", "text"),
                 L("details-book", "Button/Primary", "instance"))]
    booking = [_status("booking"),
               L("booking-nav", "Nav bar", "instance", L("booking-nav-title", "Choose dates", "text")),
               L("booking-month", "Month/July 2023", "frame", L("booking-weekdays", "Weekdays", "group"),
                 *(L(f"booking-week-{w}", f"Week {w}", "frame") for w in range(1, 6))),
               L("booking-guests", "Guests", "frame", L("booking-adults", "Stepper/Adults", "instance"),
                 L("booking-children", "Stepper/Children", "instance")),
               L("booking-footer", "Footer", "frame", L("booking-summary", "Jul 14 – 18 · 2 guests", "text"),
                 L("booking-continue", "Button/Primary", "instance"))]
    checkout = [_status("checkout"),
                L("checkout-nav", "Nav bar", "instance", L("checkout-nav-title", "Checkout", "text")),
                L("checkout-trip", "Trip summary", "frame", L("checkout-thumb", "Image", "image"),
                  L("checkout-trip-name", "Lake Bohinj in the Fog", "text"), L("checkout-trip-dates", "Jul 14 – 18", "text")),
                L("checkout-lines", "Price breakdown", "frame", *(L(f"checkout-line-{n}", f"Line/{n.title()}", "instance")
                                                                  for n in ("trip", "guide", "insurance", "service"))),
                L("checkout-total", "Total", "frame", L("checkout-total-label", "Total", "text"), L("checkout-total-value", "€1,392.00", "text")),
                L("checkout-payment", "Payment method", "instance", L("checkout-card", "Card/Visa", "instance")),
                L("checkout-pay", "Button/Primary", "instance")]
    confirm = [_status("confirm"), L("confirm-illustration", "Illustration", "group", L("confirm-check", "Check", "vector"),
                                     L("confirm-confetti", "Confetti", "group")),
               L("confirm-title", "You're going to Lake Bohinj!", "text"), L("confirm-body", "Booking details", "text"),
               L("confirm-ticket", "Ticket", "frame", L("confirm-ticket-code", "WND-48213", "text"), L("confirm-ticket-qr", "QR", "vector")),
               L("confirm-cta", "Button/Primary", "instance"), L("confirm-secondary", "Button/Ghost", "instance")]
    search = [_status("search"), L("search-field", "Search field", "instance"), L("search-filters", "Filter row", "frame"),
              L("search-count", "24 trips", "text"),
              *(L(f"search-result-{i}", f"Result/{n}", "instance", L(f"search-result-{i}-image", "Image", "image"),
                  L(f"search-result-{i}-title", n, "text")) for i, n in enumerate(("Allgäu meadows", "Swabian Jura", "Lake Constance", "Bavarian Forest"), 1)),
              L("search-map", "Map toggle", "instance"), _tabbar("search")]
    saved = [_status("saved"), L("saved-title", "Saved", "text"), L("saved-segment", "Segmented control", "instance"),
             L("saved-grid", "Grid", "frame", *(L(f"saved-tile-{i}", f"Tile {i}", "instance") for i in range(1, 5))),
             _tabbar("saved")]
    profile = [_status("profile"), L("profile-cover", "Cover", "image"), L("profile-avatar", "Avatar", "ellipse"),
               L("profile-name", "Amara Nwosu", "text"), L("profile-stats", "Stats", "frame"),
               L("profile-list", "Settings list", "frame", *(L(f"profile-row-{r}", f"Row/{r.title()}", "instance")
                                                            for r in ("trips", "payments", "notifications", "language", "help"))),
               _tabbar("profile")]
    onboarding = [L("onboarding-image", "Image", "image"), L("onboarding-title", "Find your next adventure", "text"),
                  L("onboarding-dots", "Pagination", "instance"), L("onboarding-cta", "Button/Primary", "instance"),
                  L("onboarding-skip", "Skip", "text")]
    kids = {"home": home, "details": details, "booking": booking, "checkout": checkout, "confirm": confirm,
            "search": search, "saved": saved, "profile": profile, "onboarding": onboarding}
    frames = []
    for fid, name, x, y, w, h in MOBILE_FRAMES:
        frames.append(L(fid, name, "frame", *kids[fid], x=x, y=y, w=w, h=h, device="iPhone 14"))
    return frames


def _web_layers():
    hero = L("web-desktop", "Landing – Desktop", "frame",
             L("web-nav", "Navigation", "frame", L("web-logo", "Logo", "component"),
               *(L(f"web-nav-{n.lower()}", n, "text") for n in ("Trips", "Guides", "Stories", "About")),
               L("web-nav-cta", "Button/Primary", "instance")),
             L("web-hero", "Hero", "frame", L("web-hero-image", "Image", "image"), L("web-hero-title", "Walk somewhere new", "text"),
               L("web-hero-search", "Search bar", "instance")),
             L("web-trips", "Featured trips", "frame", *(L(f"web-trip-{i}", f"Card/Trip {i}", "instance") for i in range(1, 5))),
             L("web-stories", "Stories", "frame", L("web-story-1", "Story", "instance"), L("web-story-2", "Story", "instance")),
             L("web-footer", "Footer", "frame"),
             x=0, y=0, w=1440, h=1720)
    tablet = L("web-tablet", "Landing – Tablet", "frame", L("web-t-nav", "Navigation", "frame"), L("web-t-hero", "Hero", "frame"),
               L("web-t-trips", "Featured trips", "frame"), x=1560, y=0, w=834, h=1194)
    return [hero, tablet]


def _components_layers():
    return [L("cmp-buttons", "Button", "section",
              *(L(f"cmp-button-{v}", f"Button/{v.title()}", "component") for v in ("primary", "secondary", "ghost", "small")),
              x=0, y=0, w=620, h=300),
            L("cmp-cards", "Card/Trip", "section", L("cmp-card-default", "State=Default", "component"),
              L("cmp-card-saved", "State=Saved", "component"), x=700, y=0, w=720, h=480),
            L("cmp-chips", "Chip", "section", *(L(f"cmp-chip-{v}", f"State={v.title()}", "component") for v in ("default", "selected")),
              x=0, y=360, w=620, h=160)]


def _cover_layers():
    return [L("cover", "Cover", "frame", L("cover-title", "Wander app v2", "text"), L("cover-status", "Status: In review", "instance"),
              L("cover-image", "Image", "image"), x=0, y=0, w=1920, h=960)]


PAGES = [
    ("cover", "Cover"),
    ("mobile", "Mobile app – v2"),
    ("web", "Web – landing"),
    ("components", "Components"),
    ("archive", "Archive – v1"),
]

# Comments: id, page, author, time, frame, x, y (inside the frame, design px), text, replies
COMMENTS = [
    ("c-chips", "mobile", "hiroshi", "2 hours ago", "home", 300, 262,
     "Can we add Cycling to the chips? It was the second most used filter in the diary study.",
     [("ji-woo", "1 hour ago", "Confirmed, 31% of filter taps in week two were cycling."),
      ("amara", "52 minutes ago", "Adding it after Coast, will push Cities off-screen on small phones.")]),
    ("c-hero", "mobile", "camille", "3 hours ago", "details", 330, 120,
     "The hero crops the jetty on smaller phones. Could we set the focal point lower?",
     [("amara", "2 hours ago", "Good catch, moved the crop to the top third.")]),
    ("c-service-fee", "mobile", "rohan", "Yesterday", "checkout", 330, 470,
     "Legal asked for the €12 service fee as its own line before the total.",
     [("ingrid", "Yesterday", "Yes please, and the total needs to say VAT included."),
      ("amara", "Yesterday", "Done in v2.3, can you both check?"),
      ("rohan", "Today", "Looks right. I'll wire it to the pricing API tomorrow.")]),
    ("c-weekend", "mobile", "ingrid", "Jun 6", "booking", 90, 300,
     "Weekend dates should use the lighter tint from the design system, not grey.", []),
    ("c-confetti", "mobile", "valentina", "Jun 5", "confirm", 200, 170,
     "Love this screen! Could the headline say \"You're going to Lake Bohinj!\" with the trip name?",
     [("amara", "Jun 5", "Updated, and I kept the exclamation mark.")]),
    ("c-map", "mobile", "kwame", "4 hours ago", "search", 300, 760,
     "The map toggle overlaps the home indicator on iPhone SE. Can it sit 16 px higher?",
     [("amara", "3 hours ago", "Moving it up, thanks Kwame.")]),
    ("c-empty", "mobile", "ji-woo", "Jun 4", "saved", 195, 420,
     "We still need an empty state for people with no saved trips.", []),
    ("c-language", "mobile", "lars", "Jun 3", "profile", 320, 640,
     "Android shows the system language here. Should Language open system settings instead?",
     [("kwame", "Jun 3", "iOS does the same since 13, agree we link out.")]),
    ("c-skip", "mobile", "nadia", "Jun 2", "onboarding", 330, 790,
     "Skip should be a text button per the DS, 44 px hit area.", []),
    ("c-hero-web", "web", "camille", "Yesterday", "web-desktop", 900, 300,
     "Headline feels a bit small against the photo, try Display/XL?",
     [("hiroshi", "Yesterday", "+1, and tighten the tracking to -2%.")]),
]

PLUGINS = [
    # slug, name, publisher, description
    ("unsplash", "Unsplash", "Unsplash", "Insert beautiful images straight into your designs"),
    ("iconify", "Iconify", "Vjacheslav Trushkin", "Import vector icons: Lucide, Material, Tabler and 150+ sets"),
    ("contrast", "Contrast", "Alex Kelly", "Check WCAG contrast between two layers"),
    ("lorem", "Content Reel", "Microsoft", "Fill designs with realistic names, avatars and addresses"),
    ("autoflow", "Autoflow", "David Mu", "Draw flow arrows between frames"),
    ("stark", "Stark – Contrast & Accessibility", "Stark", "Contrast, vision simulators and focus order"),
    ("tokens", "Tokens Studio for Figma", "Tokens Studio", "Design tokens synced with GitHub"),
    ("lottie", "LottieFiles", "LottieFiles", "Create and insert Lottie animations"),
]

# Photos the Unsplash plugin window shows (a search for "Travel"): the design app's own photos.
UNSPLASH = [
    ("jetty-in-fog", "Jetty in the fog", "Ilse Roos"), ("paint-brushes", "Paint brushes", "Lucía Romero"), ("moss-close-up", "Moss close-up", "Mei Tanaka"),
    ("autumn-leaf", "Autumn maple leaf", "Tomasz Wrona"), ("kite-in-clouds", "Kite in the clouds", "Sam Okoro"),
    ("bridge-cables", "Bridge cables", "Jonas Berg"), ("wildflowers", "Wildflowers", "Anouk de Wit"),
    ("apple-blossom", "Apple blossom", "Henrik Lund"),
    ("butterfly-meadow", "Butterfly in a meadow", "Erik Sand"),
]

# Local styles (shown in the Design tab when nothing is selected).
COLOR_STYLES = [
    ("Primary/50", "#EEF4FF"), ("Primary/100", "#D9E6FF"), ("Primary/300", "#8CB2FF"), ("Primary/500", "#2F6BFF"),
    ("Primary/600", "#1F56E0"), ("Primary/700", "#1A45B3"), ("Neutral/0", "#FFFFFF"), ("Neutral/50", "#F6F7F9"),
    ("Neutral/100", "#ECEEF2"), ("Neutral/300", "#C5CAD3"), ("Neutral/500", "#8A93A3"), ("Neutral/700", "#4B5565"),
    ("Neutral/900", "#141A26"), ("Accent/Sunset", "#FF7A45"), ("Accent/Moss", "#3E9C6A"), ("Accent/Lake", "#1BA3C6"),
    ("Feedback/Error", "#E5484D"), ("Feedback/Success", "#2EB67D"), ("Feedback/Warning", "#F5A524"),
    ("Overlay/Scrim", "#141A2699"),
]
TEXT_STYLES = [
    ("Display/XL", "Inter Bold · 44/52"), ("Display/L", "Inter Bold · 34/40"), ("Heading/H1", "Inter Bold · 28/34"),
    ("Heading/H2", "Inter Semi Bold · 22/28"), ("Heading/H3", "Inter Semi Bold · 18/24"), ("Body/L", "Inter Regular · 17/24"),
    ("Body/M", "Inter Regular · 15/22"), ("Body/S", "Inter Regular · 13/18"), ("Label/M", "Inter Medium · 14/20"),
    ("Label/S", "Inter Medium · 12/16"), ("Caption", "Inter Regular · 11/14"), ("Overline", "Inter Semi Bold · 11/14 · 6%"),
]
EFFECT_STYLES = [("Elevation/1", "Drop shadow 0 1 2 · 8%"), ("Elevation/2", "Drop shadow 0 4 12 · 10%"),
                 ("Elevation/3", "Drop shadow 0 12 32 · 14%"), ("Blur/Glass", "Background blur 20")]

# The asset library (left panel, Assets tab): group -> components
ASSETS = [
    ("Buttons", ["Button/Primary", "Button/Secondary", "Button/Ghost", "Button/Small", "Button/Icon back",
                 "Button/Icon share", "Button/Icon heart"]),
    ("Cards", ["Card/Trip", "Card/Trip compact", "Card/Guide", "Card/Story"]),
    ("Chips", ["Chip/Default", "Chip/Selected", "Chip/Disabled"]),
    ("Form", ["Search field", "Stepper", "Text field", "Checkbox", "Toggle", "Segmented control"]),
    ("Navigation", ["Status bar", "Nav bar", "Tab bar", "Tab/Explore", "Tab/Trips", "Tab/Saved", "Tab/Profile"]),
    ("Icons", ["Icon/Search", "Icon/Heart", "Icon/Share", "Icon/Map", "Icon/Calendar", "Icon/User", "Icon/Sliders",
               "Icon/Star", "Icon/Compass", "Icon/Bell", "Icon/Settings", "Icon/Globe"]),
]

# The "Components" grid of the Iconify plugin window (Lucide names vendored for the app).
ICONIFY = ["mountain-snow", "map-pin", "compass", "tent", "backpack", "footprints", "bike", "sailboat", "plane",
           "train-front", "bus", "car", "sun", "cloud-sun", "umbrella", "snowflake", "camera", "heart", "star",
           "bookmark", "calendar", "clock", "wallet", "ticket"]

FILES_OPEN = [
    # desktop tab bar: slug, name
    ("wander", "Wander app v2"),
    ("ds", "Wander DS"),
    ("brand", "Brand refresh 2023"),
]

# The announcement the desktop app shows after its update the week after Config 2023 (June 21-22):
# variables, in open beta from June 21, 2023. Nothing newer than the editor layout may be announced.
WHATS_NEW = {
    "title": "Introducing variables",
    "text": ("Store reusable values for colours, numbers, text and booleans, and switch modes for light and dark "
             "themes or languages. Open them from Local variables in the right panel when nothing is selected."),
    "released": "2023-06-21",
}

# Version history of the file (newest first): id, title, author, when.
VERSIONS = [
    ("v2-3", "v2.3 · Service fee line in checkout", "amara", "Yesterday, 17:42"),
    ("v2-2", "v2.2 · Saved trips grid", "amara", "Jun 23, 2023"),
    ("v2-1", "v2.1 · Booking calendar handoff", "hiroshi", "Jun 16, 2023"),
    ("v2-0", "v2.0 · Cards instead of lists", "hiroshi", "Jun 5, 2023"),
    ("v1-4", "v1.4 · Archive of v1 screens", "nadia", "May 22, 2023"),
]


def _walk(nodes, fn):
    for n in nodes:
        fn(n)
        _walk(n["children"], fn)


_ALT = {"jetty-in-fog": "Wooden jetty in the fog on a lake", "autumn-leaf": "Fallen maple leaf among autumn leaves",
        "moss-close-up": "Close-up of green moss", "kite-in-clouds": "Rainbow kite in the clouds",
        "bridge-cables": "Bridge cables over a beach", "paint-brushes": "Paint brushes in a jar",
        "butterfly-meadow": "Butterfly in a hazy meadow", "apple-blossom": "Pink apple blossom buds",
        "wildflowers": "Meadow of purple wildflowers", "hot-air-balloon": "Hot-air balloon", "inukshuk": "Inukshuk of stacked stones"}


def build(seed: int) -> dict:
    rng = random.Random(seed)
    # Figma shows a person's initials on their colour when they have no profile photo (kit.avatar).
    people = {slug: {"slug": slug, "name": name, "role": role} for slug, name, role in PEOPLE}
    layers = {"mobile": _mobile_layers(), "web": _web_layers(), "components": _components_layers(),
              "cover": _cover_layers(), "archive": []}
    archive = [L("arch-home", "Home (v1)", "frame", L("arch-home-list", "List", "frame"), x=0, y=0, w=375, h=812),
               L("arch-details", "Details (v1)", "frame", L("arch-details-hero", "Hero", "frame"), x=475, y=0, w=375, h=812)]
    layers["archive"] = archive
    comments = []
    for cid, page, author, time, frame, x, y, text, replies in COMMENTS:
        comments.append({"id": cid, "page": page, "author": author, "time": time, "frame": frame, "x": x, "y": y,
                         "text": text, "replies": [{"id": f"{cid}-r{i + 1}", "author": a, "time": t, "text": x2}
                                                   for i, (a, t, x2) in enumerate(replies)]})
    # Only the photos the asset catalog allocates to this app (each photo belongs to one app).
    photos = {p["id"]: p["url"] for p in catalog.photos(app="design", size="4x3")}
    return {
        "team": "Kestrel Studio", "project": "Wander", "file": "Wander app v2", "today": TODAY,
        "me": ME, "people": people, "online": ONLINE,
        "pages": [{"id": pid, "name": name} for pid, name in PAGES],
        "layers": layers, "trips": TRIPS, "photos": photos,
        # what each photo shows, in the designers' words (the alt of every <img>)
        "photo_alt": {pid: _ALT.get(pid, pid.replace("-", " ").capitalize()) for pid in photos},
        "comments": comments,
        "plugins": [{"slug": s, "name": n, "publisher": p, "desc": d} for s, n, p, d in PLUGINS],
        "unsplash": [{"id": pid, "title": t, "author": a} for pid, t, a in UNSPLASH],
        "iconify": ICONIFY,
        "styles": {"color": COLOR_STYLES, "text": TEXT_STYLES, "effect": EFFECT_STYLES},
        "assets": [{"group": g, "items": items} for g, items in ASSETS],
        "files_open": [{"slug": s, "name": n} for s, n in FILES_OPEN],
        "whats_new": WHATS_NEW, "editor": EDITOR, "year": YEAR,
        "versions": [{"id": i, "title": t, "who": w, "when": when} for i, t, w, when in VERSIONS],
        "viewers": rng.randint(3, 6),
        "last_edit": "Edited 4 minutes ago",
    }
