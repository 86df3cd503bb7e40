"""Seeded content for the `video` app, a video platform modelled on YouTube (web).

Everything the page shows comes from here: channels (with their picture: a logo or YouTube's letter avatar),
videos and Shorts (each with its thumbnail: one of the app's own photographs from the asset
catalogue, with a title that fits it, or a designed title card; the creator's lettering is in
`art`), chips, notifications, playlists, comments and replies, ads. The curated catalogue is
fixed; the seed only varies the home-feed order, the recommendation rails and a few counts, so
the same seed always gives byte-identical content. IDs the tasks use are the slugs below.
"""
from __future__ import annotations

import random
from datetime import datetime

from igg.mockups.assets import catalog

TITLE = "YouTube"

USER = {"name": "Alex Rivera", "handle": "@alexrivera", "initials": "A", "color": "#5e35b1"}

# Channel pictures as YouTube shows them: brands a logo (a Material Symbols glyph on the brand
# colour); creators' channels YouTube's letter avatar on their colour (no licence-clear photographic
# portraits ship with the project).
CHANNEL_PICTURES = {
    "marisol-cooks": ("initials", None), "lena-park": ("initials", None),
    "runwell": ("initials", None), "bread-theory": ("logo", "bakery_dining"),
    "burr-and-bevel": ("logo", "carpenter"), "pixel-bench": ("logo", "devices"),
    "volt-garage": ("logo", "electric_car"), "nordic-trails": ("logo", "landscape"),
    "slow-train-diaries": ("logo", "train"), "basement-sessions": ("logo", "graphic_eq"),
    "quiet-hours": ("logo", "headphones"), "orbit-lab": ("logo", "rocket_launch"),
    "curious-cells": ("logo", "biotech"), "weekend-workshop": ("logo", "handyman"),
    "chessboard-stories": ("logo", "chess"), "fieldnotes-finance": ("logo", "savings"),
    "retro-cartridge": ("logo", "sports_esports"), "paper-and-ink": ("logo", "palette"),
    "stadium-lens": ("logo", "sports_soccer"), "the-long-listen": ("logo", "podcasts"),
}

# Thumbnails. YouTube thumbnails are the creator's artwork: a photograph with lettering over it,
# or a designed title card. Photographs come from the vendored, openly licensed set the asset
# catalogue allocates to this app (catalog.photos(app="video"), 30 photos, each used by one video
# or Short, so no view shows a photo twice); every title fits its photo (the photo's `keywords`).
# The other videos get a title card: the creator's lettering and a big emoji sticker on the
# channel's colours (art: bg, accent, caption, caption2, emoji), as explainer channels draw them.
PHOTOS = {p["id"]: p for p in catalog.photos(app="video")}
THUMBS = {
    # cooking, baking
    "citrus-chicken-orzo": "citrus-slices", "miso-salmon": "ginger-root", "cherimoya-custard": "cherimoya",
    "seville-marmalade": "seville-orange", "strawberry-galette": "strawberry",
    # knives, DIY
    "wooden-bird": "bird-under-lamps", "concrete-by-hand": "cement-mixer", "site-dumper-garden": "site-dumper",
    # tech, cars
    "camera-blind-test": "swallowtail", "electric-fire-engine": "fire-engine", "used-ev-buying": "tractor-wheel",
    "electric-garbage-truck": "garbage-truck", "ev-vs-indycar": "race-car",
    # travel
    "lofoten-winter": "lake-blue-hour", "faroe-trail": "alpine-clouds", "night-train-europe": "roebling-bridge-night",
    "korea-city-bus": "city-bus",
    # music
    "clair-de-lune": "lake-twilight", "juniper-lane-live": "floor-tom", "lofi-lake-evening": "pier-lake-evening",
    # science, nature
    "why-space-cold": "astronaut", "blackbuck-speed": "blackbuck", "leaf-sugar": "leaf-lines", "dragonfly-hunt": "dragonfly",
    # art
    "watercolour-skies": "sunbeam-valley", "yellow-daisies": "yellow-daisy",
    # Shorts (the square size, cropped to 9:16)
    "bee-pollen": "honey-bee", "kiwi-spoon": "kiwi-fruit", "gerbera-paint": "orange-gerbera", "ladybird-wings": "ladybird",
}

# slug: (name, handle, subscribers, avatar colour, category, verified, videos count)
CHANNELS = {
    "marisol-cooks": ("Marisol Cooks", "@marisolcooks", "2.4M", "#d9480f", "cooking", True, "612"),
    "bread-theory": ("Bread Theory", "@breadtheory", "861K", "#a0714f", "cooking", False, "148"),
    "burr-and-bevel": ("Burr & Bevel", "@burrandbevel", "412K", "#495057", "diy", False, "203"),
    "pixel-bench": ("Pixel Bench", "@pixelbench", "3.1M", "#1c7ed6", "tech", True, "1.1K"),
    "volt-garage": ("Volt Garage", "@voltgarage", "978K", "#2f9e44", "tech", False, "356"),
    "nordic-trails": ("Nordic Trails", "@nordictrails", "1.2M", "#0b7285", "travel", True, "284"),
    "slow-train-diaries": ("Slow Train Diaries", "@slowtraindiaries", "538K", "#862e9c", "travel", False, "97"),
    "lena-park": ("Lena Park Piano", "@lenaparkpiano", "1.7M", "#c2255c", "music", True, "431"),
    "basement-sessions": ("The Basement Sessions", "@basementsessions", "689K", "#5c940d", "music", False, "254"),
    "quiet-hours": ("Quiet Hours Radio", "@quiethoursradio", "4.6M", "#5f3dc4", "music", True, "88"),
    "orbit-lab": ("Orbit Lab", "@orbitlab", "5.8M", "#1864ab", "science", True, "342"),
    "curious-cells": ("Curious Cells", "@curiouscells", "742K", "#087f5b", "science", False, "176"),
    "weekend-workshop": ("Weekend Workshop", "@weekendworkshop", "1.1M", "#e67700", "diy", True, "529"),
    "chessboard-stories": ("Chessboard Stories", "@chessboardstories", "356K", "#343a40", "games", False, "211"),
    "fieldnotes-finance": ("Fieldnotes Finance", "@fieldnotesfinance", "621K", "#2b8a3e", "finance", False, "164"),
    "retro-cartridge": ("Retro Cartridge", "@retrocartridge", "1.4M", "#e03131", "games", True, "388"),
    "paper-and-ink": ("Paper & Ink Studio", "@paperandinkstudio", "297K", "#1098ad", "art", False, "142"),
    "runwell": ("Runwell Coaching", "@runwellcoaching", "433K", "#f08c00", "fitness", False, "231"),
    "stadium-lens": ("Stadium Lens", "@stadiumlens", "2.2M", "#364fc7", "sports", True, "745"),
    "the-long-listen": ("The Long Listen", "@thelonglisten", "902K", "#6741d9", "podcasts", False, "214"),
}

CHANNEL_ABOUT = {
    "marisol-cooks": "Weeknight cooking that tastes like the weekend. New recipes every Tuesday and Friday.",
    "slow-train-diaries": "Long journeys by rail, one carriage at a time. Tickets, food, sleeper cabins and the people you meet on board.",
    "orbit-lab": "Space and physics explained with models, experiments and far too many diagrams.",
    "nordic-trails": "Hiking, camping and photography across Norway, Iceland and the Faroe Islands.",
    "pixel-bench": "Honest reviews of phones, laptops and headphones. We buy our own review units.",
}

SUBSCRIPTIONS = [
    "marisol-cooks", "nordic-trails", "pixel-bench", "orbit-lab", "lena-park", "bread-theory",
    "slow-train-diaries", "weekend-workshop", "chessboard-stories", "quiet-hours", "curious-cells",
    "retro-cartridge", "fieldnotes-finance",
]
# channels with a "new videos" dot in the guide
LIVE_OR_NEW = {"quiet-hours": "live", "marisol-cooks": "new", "orbit-lab": "new", "bread-theory": "new"}

# The art spec: the creator's lettering (caption, and caption2 in the accent colour) over the
# thumbnail; bg is the ground a cut-out photo or a title card sits on; emoji is a title card's sticker.
# slug: (title, channel, duration, views, viewsFull, age, date, likes, art)
VIDEOS = {
    # cooking
    "brown-butter-steak": ("Brown Butter Garlic Steak in 20 Minutes (Weeknight Pan Sauce)", "marisol-cooks", "18:42", "1.3M", "1,318,442", "2 weeks ago", "Mar 3, 2024", "48K",
                           {"bg": ["#2b1a12", "#7a3d17"], "accent": "#ffd43b", "caption": "20 MIN", "caption2": "STEAK", "emoji": "\U0001f969"}),
    "citrus-chicken-orzo": ("One-Pan Citrus Chicken Orzo That Basically Cooks Itself", "marisol-cooks", "12:07", "842K", "842,913", "1 month ago", "Feb 9, 2024", "31K",
                            {"bg": ["#f1e3c6", "#d9b779"], "accent": "#f59f00", "caption": "ONE PAN"}),
    "crispy-rice-salad": ("Crispy Rice Salad - My Most Requested Recipe Ever", "marisol-cooks", "9:54", "2.1M", "2,104,377", "5 months ago", "Oct 14, 2023", "87K",
                          {"bg": ["#173d2a", "#2f6f4a"], "accent": "#ffe066", "caption": "SO", "caption2": "CRISPY", "emoji": "\U0001f957"}),
    "sheet-pan-gnocchi": ("Sheet-Pan Gnocchi with Blistered Tomatoes and Burrata", "marisol-cooks", "8:31", "615K", "615,208", "3 weeks ago", "Feb 24, 2024", "22K",
                          {"bg": ["#5c1a1a", "#b83a2e"], "accent": "#ffe066", "caption": "NO", "caption2": "BOIL", "emoji": "\U0001f345"}),
    "miso-salmon": ("15-Minute Ginger Miso Salmon (Better Than Takeout)", "marisol-cooks", "10:18", "1.1M", "1,102,654", "2 months ago", "Jan 5, 2024", "39K",
                    {"bg": ["#ffe8cc", "#ffa94d"], "accent": "#c92a2a", "caption": "15 MIN"}),
    "weeknight-ragu": ("Weeknight Ragu That Tastes Like It Simmered All Day", "marisol-cooks", "14:26", "903K", "903,117", "4 months ago", "Nov 12, 2023", "34K",
                       {"bg": ["#4a1c1c", "#7a2e25"], "accent": "#ffe066", "caption": "ALL DAY", "caption2": "FLAVOUR", "emoji": "\U0001f35d"}),
    "garlic-noodles": ("Garlic Butter Noodles in the Time It Takes to Boil Water", "marisol-cooks", "7:49", "1.6M", "1,624,008", "6 months ago", "Sep 20, 2023", "58K",
                       {"bg": ["#2d2a24", "#6b5a3a"], "accent": "#ffd43b", "caption": "10", "caption2": "MIN", "emoji": "\U0001f35c"}),
    "chickpea-curry": ("Coconut Chickpea Curry for Busy Nights", "marisol-cooks", "11:02", "734K", "734,590", "7 months ago", "Aug 27, 2023", "26K",
                       {"bg": ["#5f3b14", "#a8621f"], "accent": "#ffe066", "caption": "PANTRY", "caption2": "CURRY", "emoji": "\U0001f35b"}),
    "smash-burgers": ("Smash Burgers at Home Without a Flat-Top", "marisol-cooks", "13:37", "2.8M", "2,806,521", "8 months ago", "Jul 30, 2023", "96K",
                      {"bg": ["#1f1f1f", "#4a4a4a"], "accent": "#ffd43b", "caption": "CRISPY", "caption2": "EDGES", "emoji": "\U0001f354"}),
    "tomato-egg-rice": ("Tomato Egg Fried Rice - The 10-Minute Dinner I Make Every Week", "marisol-cooks", "9:12", "1.9M", "1,903,442", "9 months ago", "Jun 18, 2023", "71K",
                        {"bg": ["#7a1f1f", "#c0392b"], "accent": "#fff3bf", "caption": "EVERY", "caption2": "WEEK", "emoji": "\U0001f373"}),
    "white-bean-soup": ("Tuscan White Bean Soup with Crispy Parmesan", "marisol-cooks", "10:45", "488K", "488,301", "10 months ago", "May 21, 2023", "18K",
                        {"bg": ["#495057", "#868e96"], "accent": "#ffc078", "caption": "COSY", "caption2": "SOUP", "emoji": "\U0001f963"}),
    "sticky-tofu": ("Sticky Sesame Tofu (Even Meat-Eaters Ask for Seconds)", "marisol-cooks", "8:58", "1.2M", "1,207,884", "11 months ago", "Apr 23, 2023", "44K",
                    {"bg": ["#1b1b2f", "#3b3b6f"], "accent": "#ffa94d", "caption": "STICKY", "emoji": "\U0001f962"}),
    "pesto-pasta": ("The Only Pesto Pasta Recipe You Need", "marisol-cooks", "7:21", "655K", "655,010", "1 year ago", "Mar 19, 2023", "23K",
                    {"bg": ["#2b4a1f", "#4f7a2b"], "accent": "#ffffff", "caption": "FRESH", "caption2": "PESTO", "emoji": "\U0001f33f"}),
    "sheet-pan-fajitas": ("Sheet-Pan Chicken Fajitas (One Tray, Zero Stress)", "marisol-cooks", "9:33", "1.4M", "1,421,937", "1 year ago", "Feb 26, 2023", "50K",
                          {"bg": ["#3d1f0f", "#8a4517"], "accent": "#ffd43b", "caption": "ONE", "caption2": "TRAY", "emoji": "\U0001f336\ufe0f"}),
    "mushroom-risotto": ("No-Stir Baked Mushroom Risotto", "marisol-cooks", "12:54", "571K", "571,226", "1 year ago", "Jan 22, 2023", "20K",
                         {"bg": ["#3e3326", "#6e5a42"], "accent": "#ffe8cc", "caption": "NO", "caption2": "STIR", "emoji": "\U0001f344"}),
    "shrimp-tacos": ("Crispy Shrimp Tacos with Lime Slaw", "marisol-cooks", "10:07", "893K", "893,664", "1 year ago", "Dec 11, 2022", "32K",
                     {"bg": ["#0b4f6c", "#1b7a9c"], "accent": "#ffd43b", "caption": "TACO", "caption2": "NIGHT", "emoji": "\U0001f32e"}),
    "peanut-noodles": ("Cold Peanut Noodles for Hot Evenings", "marisol-cooks", "6:48", "402K", "402,519", "1 year ago", "Nov 6, 2022", "15K",
                       {"bg": ["#5a3d1e", "#8c6239"], "accent": "#ffffff", "caption": "NO", "caption2": "COOK", "emoji": "\U0001f95c"}),
    "gochujang-chicken": ("Honey Gochujang Chicken Thighs", "marisol-cooks", "11:39", "1.0M", "1,011,740", "2 years ago", "Oct 2, 2022", "37K",
                          {"bg": ["#5c0f0f", "#9b1c1c"], "accent": "#ffd43b", "caption": "SWEET", "caption2": "& SPICY", "emoji": "\U0001f357"}),
    "sourdough-beginners": ("Sourdough for Absolute Beginners (No Fancy Equipment)", "bread-theory", "24:15", "3.4M", "3,402,881", "1 year ago", "Feb 2, 2023", "112K",
                            {"bg": ["#7f4f24", "#b08150"], "accent": "#fff3bf", "caption": "DAY 1", "emoji": "\U0001f35e"}),
    "bubbly-focaccia": ("Why Your Focaccia Isn't Bubbly (and How to Fix It)", "bread-theory", "13:40", "689K", "689,350", "3 days ago", "Mar 14, 2024", "27K",
                        {"bg": ["#862e9c", "#c2255c"], "accent": "#ffe066", "caption": "BUBBLES?", "emoji": "\U0001fad3"}),
    # knives, DIY
    "whetstone-sharpening": ("How to Sharpen a Kitchen Knife on a Whetstone - Complete Guide", "burr-and-bevel", "21:03", "4.7M", "4,712,006", "2 years ago", "Jan 15, 2022", "151K",
                             {"bg": ["#212529", "#495057"], "accent": "#74c0fc", "caption": "RAZOR", "caption2": "SHARP", "emoji": "\U0001f52a"}),
    "flea-market-knife": ("Restoring a $10 Flea Market Chef's Knife", "burr-and-bevel", "16:22", "1.2M", "1,233,118", "4 months ago", "Nov 19, 2023", "49K",
                          {"bg": ["#5c3d2e", "#8d6346"], "accent": "#ff922b", "caption": "$10", "caption2": "RUSTY", "emoji": "\U0001f6e0\ufe0f"}),
    "concrete-by-hand": ("Mixing Concrete by Hand vs a Cement Mixer", "weekend-workshop", "15:10", "1.2M", "1,204,553", "3 months ago", "Dec 2, 2023", "37K",
                         {"bg": ["#e67700", "#ffd43b"], "accent": "#ffffff", "caption": "BY HAND?"}),
    "floating-shelves": ("Floating Shelves That Actually Hold 100 lbs", "weekend-workshop", "16:40", "3.0M", "3,006,219", "7 months ago", "Aug 12, 2023", "98K",
                         {"bg": ["#495057", "#adb5bd"], "accent": "#ffd43b", "caption": "100", "caption2": "LBS", "emoji": "\U0001f4da"}),
    # tech
    "nimbus-fold-review": ("Nimbus Fold 3 Review: Two Weeks Later, I'm Conflicted", "pixel-bench", "14:07", "2.2M", "2,215,930", "6 days ago", "Mar 11, 2024", "74K",
                           {"bg": ["#1b1038", "#5f3dc4"], "accent": "#ff8787", "caption": "CONFLICTED", "emoji": "\U0001f4f1"}),
    "budget-phones": ("Best Budget Phones of 2024 (Under $400)", "pixel-bench", "17:55", "1.5M", "1,509,245", "3 weeks ago", "Feb 23, 2024", "45K",
                      {"bg": ["#0b7285", "#15aabf"], "accent": "#ffe066", "caption": "UNDER", "caption2": "$400", "emoji": "\U0001f4f2"}),
    "earbuds-blind-test": ("Blind Testing $30 vs $300 Earbuds With Real Musicians", "pixel-bench", "15:48", "3.6M", "3,611,577", "5 months ago", "Oct 8, 2023", "120K",
                           {"bg": ["#212529", "#c92a2a"], "accent": "#ffe066", "caption": "$30", "caption2": "vs $300", "emoji": "\U0001f3a7"}),
    "ev-winter-range": ("Real Winter Range Test: 5 EVs at -15 C", "volt-garage", "22:48", "1.8M", "1,806,112", "2 months ago", "Jan 19, 2024", "52K",
                        {"bg": ["#1864ab", "#74c0fc"], "accent": "#ffffff", "caption": "-15 C", "emoji": "\U0001f976"}),
    "ev-vs-indycar": ("Electric Race Car vs IndyCar: Which Is Faster?", "volt-garage", "18:05", "2.3M", "2,301,776", "7 months ago", "Aug 26, 2023", "81K",
                      {"bg": ["#2f9e44", "#b2f2bb"], "accent": "#ffe066", "caption": "EV vs", "caption2": "INDY"}),
    # travel
    "lofoten-winter": ("Lofoten in Winter: 7 Days of Blue Light and Northern Lights", "nordic-trails", "27:31", "1.1M", "1,104,873", "1 week ago", "Mar 9, 2024", "61K",
                       {"bg": ["#061a2b", "#0b3a53"], "accent": "#63e6be", "caption": "LOFOTEN"}),
    "faroe-trail": ("Hiking the Faroe Islands' Steepest Ridge Trail", "nordic-trails", "18:09", "756K", "756,033", "2 months ago", "Jan 12, 2024", "29K",
                    {"bg": ["#343a40", "#868e96"], "accent": "#ffffff", "caption": "FAROE"}),
    "night-train-europe": ("24 Hours on Europe's Longest Night Train", "slow-train-diaries", "31:44", "2.6M", "2,604,310", "3 months ago", "Dec 16, 2023", "83K",
                           {"bg": ["#141e46", "#41436a"], "accent": "#ffd43b", "caption": "24 HOURS"}),
    "korea-city-bus": ("Seoul to Busan by City Bus Only (Was It Worth It?)", "slow-train-diaries", "33:27", "1.4M", "1,408,220", "6 months ago", "Sep 10, 2023", "52K",
                       {"bg": ["#c3fae8", "#63e6be"], "accent": "#0b7285", "caption": "BUS ONLY"}),
    # music
    "clair-de-lune": ("Clair de Lune at Twilight on a 100-Year-Old Upright Piano", "lena-park", "6:12", "5.2M", "5,204,118", "1 year ago", "Mar 30, 2023", "210K",
                      {"bg": ["#2b1d14", "#5c3b24"], "accent": "#ffe8cc", "caption": ""}),
    "juniper-lane-live": ("Juniper Lane - Full Live Set in a Brooklyn Basement (Drum Cam)", "basement-sessions", "38:20", "412K", "412,776", "2 weeks ago", "Mar 2, 2024", "19K",
                          {"bg": ["#1a0b2e", "#4a1858"], "accent": "#ff6b6b", "caption": "LIVE"}),
    "lofi-lake-evening": ("evening by the lake - lofi beats to study / relax to", "quiet-hours", "LIVE", "8.1K watching", "8,144 watching now", "", "Started streaming on Mar 1, 2024", "402K",
                          {"bg": ["#1c1b3a", "#3b3570"], "accent": "#ffc9de", "caption": ""}),
    # science, nature
    "why-space-cold": ("Why Is Space Cold If the Sun Is So Hot?", "orbit-lab", "15:26", "6.4M", "6,401,992", "1 year ago", "May 4, 2023", "233K",
                       {"bg": ["#000814", "#001d3d"], "accent": "#ffc300", "caption": "-270 C?"}),
    "moon-dust": ("The Moon Dust Problem Nobody Talks About", "orbit-lab", "12:59", "2.7M", "2,702,330", "1 month ago", "Feb 6, 2024", "96K",
                  {"bg": ["#050505", "#343a40"], "accent": "#e9ecef", "caption": "SHARP AS", "caption2": "GLASS", "emoji": "\U0001f315"}),
    "blackbuck-speed": ("How the Blackbuck Antelope Outruns Almost Everything", "curious-cells", "11:34", "1.6M", "1,604,211", "5 months ago", "Oct 1, 2023", "58K",
                        {"bg": ["#e9d8a6", "#ca8a04"], "accent": "#ffffff", "caption": "80 KM/H"}),
    "dragonfly-hunt": ("A Dragonfly Catches 95% of Its Prey. Here's How", "curious-cells", "14:18", "987K", "987,005", "2 months ago", "Jan 16, 2024", "36K",
                       {"bg": ["#0b3d2e", "#12805c"], "accent": "#d8f5a2", "caption": "95%"}),
    # games, chess
    "console-restoration": ("Restoring a Yellowed 1996 Console Back to Factory Grey", "retro-cartridge", "26:05", "2.0M", "2,001,654", "3 months ago", "Dec 10, 2023", "77K",
                            {"bg": ["#e8c547", "#868e96"], "accent": "#212529", "caption": "BEFORE", "caption2": "AFTER", "emoji": "\U0001f3ae"}),
    "speedrun-history": ("The 20-Year History of a 4-Minute Speedrun", "retro-cartridge", "34:51", "4.1M", "4,102,338", "9 months ago", "Jun 10, 2023", "164K",
                         {"bg": ["#0c0c2c", "#2b2d7c"], "accent": "#fcc419", "caption": "4:51.07", "emoji": "\U0001f579\ufe0f"}),
    "immortal-game": ("The Immortal Game, Move by Move", "chessboard-stories", "23:17", "891K", "891,224", "6 months ago", "Sep 16, 2023", "30K",
                      {"bg": ["#2f2f2f", "#5a5a5a"], "accent": "#ffd43b", "caption": "1851", "emoji": "\u265f\ufe0f"}),
    # finance, art, fitness, sports, podcast
    "index-funds": ("Index Funds Explained Like You're 15", "fieldnotes-finance", "14:02", "1.3M", "1,330,104", "10 months ago", "May 13, 2023", "48K",
                    {"bg": ["#2b8a3e", "#69db7c"], "accent": "#ffffff", "caption": "SIMPLE", "emoji": "\U0001f4c8"}),
    "watercolour-skies": ("Paint Loose Watercolour Skies in 10 Minutes: Sunbeams and Clouds", "paper-and-ink", "10:27", "366K", "366,902", "4 days ago", "Mar 13, 2024", "17K",
                          {"bg": ["#fdfcf8", "#f1ede3"], "accent": "#ffe066", "caption": "PAINT", "caption2": "THIS SKY"}),
    "couch-to-5k": ("Couch to 5K: The Week 1 Mistakes Everyone Makes", "runwell", "13:22", "721K", "721,456", "2 weeks ago", "Mar 4, 2024", "25K",
                    {"bg": ["#c92a2a", "#e8590c"], "accent": "#ffffff", "caption": "WEEK 1", "emoji": "\U0001f3c3"}),
    "high-press": ("Why Every Top Team Presses High Now", "stadium-lens", "17:36", "1.7M", "1,702,988", "5 days ago", "Mar 12, 2024", "59K",
                   {"bg": ["#2b8a3e", "#37b24d"], "accent": "#ffe066", "caption": "THE", "caption2": "PRESS", "emoji": "\u26bd"}),
    "bored-podcast": ("Ep. 212 - The Lost Art of Being Bored (with Dr. Amara Cole)", "the-long-listen", "1:48:32", "264K", "264,118", "1 day ago", "Mar 16, 2024", "9.8K",
                      {"bg": ["#212529", "#6741d9"], "accent": "#ff8787", "caption": "EP. 212", "caption2": "BORED", "emoji": "\U0001f399\ufe0f"}),
    "strawberry-galette": ("Strawberry Galette With a 3-Ingredient Crust", "bread-theory", "11:48", "402K", "402,886", "1 month ago", "Feb 15, 2024", "15K",
                           {"bg": ["#fff0f6", "#fcc2d7"], "accent": "#c2255c", "caption": "EASY", "caption2": "GALETTE"}),
}

# More uploads per channel: they fill channel pages and recommendation rails (never the home feed).
EXTRA_VIDEOS = {
    "cherimoya-custard": ("Cherimoya: The Custard Apple Worth Hunting Down", "marisol-cooks", "6:55", "318K", "318,402", "3 months ago", "Dec 9, 2023", "11K",
                          {"bg": ["#d3f9d8", "#8ce99a"], "accent": "#2b8a3e", "caption": "CUSTARD?"}),
    "seville-marmalade": ("Seville Orange Marmalade, the Old-Fashioned Way", "marisol-cooks", "14:12", "276K", "276,115", "2 months ago", "Jan 21, 2024", "9.4K",
                          {"bg": ["#fff4e6", "#ffc078"], "accent": "#d9480f", "caption": "ONLY IN", "caption2": "JANUARY"}),
    "wooden-bird": ("Carving a Wooden Bird With Just a Pocket Knife", "burr-and-bevel", "19:26", "702K", "702,318", "1 month ago", "Feb 14, 2024", "26K",
                    {"bg": ["#343a40", "#868e96"], "accent": "#ffd43b", "caption": "ONE", "caption2": "KNIFE"}),
    "squeaky-door": ("Fix a Squeaky Door Hinge in 2 Minutes (No Spray Needed)", "weekend-workshop", "4:51", "2.3M", "2,310,774", "1 year ago", "Apr 8, 2023", "64K",
                     {"bg": ["#e8590c", "#ffa94d"], "accent": "#212529", "caption": "2 MIN", "caption2": "FIX", "emoji": "\U0001f6aa"}),
    "site-dumper-garden": ("I Hired a Site Dumper to Dig Out My Garden", "weekend-workshop", "23:35", "845K", "845,190", "5 months ago", "Oct 15, 2023", "28K",
                           {"bg": ["#d3f9d8", "#69db7c"], "accent": "#212529", "caption": "2 TONNES"}),
    "ultrabook-battery": ("I Tested 6 Ultrabooks' Battery Life. One Destroyed the Rest", "pixel-bench", "19:12", "987K", "987,402", "1 month ago", "Feb 1, 2024", "33K",
                          {"bg": ["#101820", "#2c3e50"], "accent": "#51cf66", "caption": "22", "caption2": "HOURS?!", "emoji": "\U0001f4bb"}),
    "budget-tablet": ("The Best Tablet Under $300 Isn't the One You Think", "pixel-bench", "13:29", "1.2M", "1,208,772", "2 months ago", "Jan 9, 2024", "38K",
                      {"bg": ["#fff0f6", "#f783ac"], "accent": "#ffffff", "caption": "UNDER", "caption2": "$300", "emoji": "\U0001f4b8"}),
    "camera-blind-test": ("Phone Camera Blind Test: Butterfly Macro Shots, You Picked the Winner", "pixel-bench", "16:51", "2.8M", "2,806,440", "4 months ago", "Nov 17, 2023", "93K",
                          {"bg": ["#212529", "#495057"], "accent": "#ffd43b", "caption": "YOU", "caption2": "PICKED"}),
    "ev-charging-myths": ("7 EV Charging Myths That Refuse to Die", "volt-garage", "16:05", "642K", "642,118", "3 weeks ago", "Feb 25, 2024", "21K",
                          {"bg": ["#2f9e44", "#8ce99a"], "accent": "#ffffff", "caption": "7", "caption2": "MYTHS", "emoji": "\U0001f50c"}),
    "electric-fire-engine": ("We Drove an Electric Fire Engine for a Week", "volt-garage", "12:44", "388K", "388,902", "1 month ago", "Feb 8, 2024", "14K",
                             {"bg": ["#ffe3e3", "#ffa8a8"], "accent": "#c92a2a", "caption": "ELECTRIC?"}),
    "used-ev-buying": ("Buying a Used EV? Check the Tyre Wear and 4 Other Things First", "volt-garage", "18:31", "1.1M", "1,104,227", "4 months ago", "Nov 21, 2023", "40K",
                       {"bg": ["#e7f5ff", "#a5d8ff"], "accent": "#1864ab", "caption": "5", "caption2": "CHECKS"}),
    "road-trip-1000": ("1,000 km Road Trip in a Small EV: How Bad Was It?", "volt-garage", "28:12", "905K", "905,330", "6 months ago", "Sep 23, 2023", "31K",
                       {"bg": ["#e8590c", "#ffc078"], "accent": "#ffffff", "caption": "1000", "caption2": "KM", "emoji": "\U0001f697"}),
    "electric-garbage-truck": ("The Electric Garbage Truck That Pays for Itself", "volt-garage", "10:58", "512K", "512,004", "3 months ago", "Dec 18, 2023", "17K",
                               {"bg": ["#e6fcf5", "#96f2d7"], "accent": "#087f5b", "caption": "SILENT", "caption2": "BIN DAY"}),
    "sleeper-scotland": ("The Caledonian Sleeper: Worth It?", "slow-train-diaries", "22:10", "1.3M", "1,303,884", "1 month ago", "Feb 3, 2024", "47K",
                         {"bg": ["#10163a", "#324a7a"], "accent": "#e9ecef", "caption": "WORTH", "caption2": "IT?", "emoji": "\U0001f6cf\ufe0f"}),
    "alps-panorama": ("The Most Scenic Train in the Alps (Window Seat)", "slow-train-diaries", "26:48", "3.2M", "3,204,557", "5 months ago", "Oct 12, 2023", "110K",
                      {"bg": ["#1864ab", "#a5d8ff"], "accent": "#ffffff", "caption": "WINDOW", "caption2": "SEAT", "emoji": "\U0001f69e"}),
    "interrail-budget": ("Interrail on a Budget: 15 Countries, 30 Days", "slow-train-diaries", "38:02", "876K", "876,419", "10 months ago", "May 19, 2023", "29K",
                         {"bg": ["#1d2b53", "#7e2553"], "accent": "#ffec27", "caption": "30", "caption2": "DAYS", "emoji": "\U0001f3ab"}),
    "japan-local-trains": ("Crossing Japan Using Only Local Trains (12,000 Yen Pass)", "slow-train-diaries", "42:10", "1.9M", "1,902,447", "8 months ago", "Jul 22, 2023", "70K",
                           {"bg": ["#c2255c", "#f783ac"], "accent": "#ffffff", "caption": "LOCAL", "caption2": "ONLY", "emoji": "\U0001f683"}),
    "iceland-ring-road": ("Iceland's Ring Road in 10 Days (Full Route)", "nordic-trails", "34:16", "2.4M", "2,404,761", "5 months ago", "Oct 6, 2023", "86K",
                          {"bg": ["#0b7285", "#66d9e8"], "accent": "#ffffff", "caption": "RING", "caption2": "ROAD", "emoji": "\U0001f5fa\ufe0f"}),
    "winter-camping": ("Winter Camping at -20: What Actually Kept Me Warm", "nordic-trails", "21:44", "1.5M", "1,508,336", "11 months ago", "Apr 14, 2023", "55K",
                       {"bg": ["#0a1d37", "#1c7ed6"], "accent": "#a5d8ff", "caption": "-20 C", "emoji": "\u26fa"}),
    "film-score-medley": ("Relaxing Film Score Piano Medley for Studying (1 Hour)", "lena-park", "1:02:18", "8.9M", "8,903,551", "2 years ago", "Sep 9, 2022", "187K",
                          {"bg": ["#0f2027", "#2c5364"], "accent": "#a5d8ff", "caption": "1 HOUR", "emoji": "\U0001f3b9"}),
    "moonlight-sonata": ("Moonlight Sonata, 1st Movement (Slow and Gentle)", "lena-park", "7:03", "3.3M", "3,301,227", "8 months ago", "Jul 29, 2023", "126K",
                         {"bg": ["#0b132b", "#1c2541"], "accent": "#a5d8ff", "caption": "SLOW", "emoji": "\U0001f319"}),
    "gymnopedie": ("Gymnopedie No. 1 on a Rainy Afternoon", "lena-park", "3:41", "1.8M", "1,804,660", "1 month ago", "Feb 11, 2024", "71K",
                   {"bg": ["#343a40", "#868e96"], "accent": "#e9ecef", "caption": "RAINY", "caption2": "DAY", "emoji": "\U0001f327\ufe0f"}),
    "black-hole-size": ("How Big Can a Black Hole Actually Get?", "orbit-lab", "19:48", "3.9M", "3,903,114", "4 months ago", "Nov 24, 2023", "141K",
                        {"bg": ["#03000a", "#3b1466"], "accent": "#ff9f1c", "caption": "TOO", "caption2": "BIG", "emoji": "\U0001f573\ufe0f"}),
    "jupiter-storm": ("The Storm on Jupiter Is Shrinking. Why?", "orbit-lab", "14:38", "2.2M", "2,204,661", "2 weeks ago", "Mar 1, 2024", "80K",
                      {"bg": ["#0b0b1f", "#5c3317"], "accent": "#ffa94d", "caption": "SHRINKING", "emoji": "\U0001fa90"}),
    "rocket-fuel": ("Why Rockets Don't Just Use More Fuel", "orbit-lab", "17:20", "3.1M", "3,100,245", "7 months ago", "Aug 18, 2023", "104K",
                    {"bg": ["#001219", "#005f73"], "accent": "#ee9b00", "caption": "MORE", "caption2": "FUEL?", "emoji": "\U0001f680"}),
    "neutron-star-spoon": ("A Teaspoon of Neutron Star", "orbit-lab", "11:51", "5.0M", "5,003,118", "1 year ago", "Feb 20, 2023", "188K",
                           {"bg": ["#02010a", "#3c096c"], "accent": "#c77dff", "caption": "1", "caption2": "TEASPOON", "emoji": "\U0001f944"}),
    "tardigrades": ("Tardigrades Survived Everything. Here's How", "curious-cells", "9:58", "2.9M", "2,904,118", "1 year ago", "Jan 28, 2023", "97K",
                    {"bg": ["#0b3d2e", "#2b8a3e"], "accent": "#d8f5a2", "caption": "UNKILLABLE", "emoji": "\U0001f52c"}),
    "leaf-sugar": ("How a Leaf Turns Sunlight Into Sugar", "curious-cells", "13:05", "532K", "532,880", "3 weeks ago", "Feb 26, 2024", "21K",
                   {"bg": ["#2b8a3e", "#8ce99a"], "accent": "#ffe066", "caption": "SOLAR", "caption2": "POWERED"}),
    "yellow-daisies": ("Yellow Daisies in Loose Watercolour (Beginner Friendly)", "paper-and-ink", "12:40", "214K", "214,630", "2 months ago", "Jan 24, 2024", "9.1K",
                       {"bg": ["#212529", "#495057"], "accent": "#ffd43b", "caption": "BEGINNER"}),
}

VIDEO_CATS = {
    "marisol-cooks": ["cooking"], "bread-theory": ["cooking", "baking"], "burr-and-bevel": ["diy", "woodworking"],
    "weekend-workshop": ["diy", "woodworking"], "pixel-bench": ["tech"], "volt-garage": ["tech", "cars"],
    "nordic-trails": ["travel"], "slow-train-diaries": ["travel", "trains"], "lena-park": ["music", "piano"],
    "basement-sessions": ["music", "live-music"], "quiet-hours": ["music", "lofi", "live"],
    "orbit-lab": ["science", "space"], "curious-cells": ["science"], "retro-cartridge": ["gaming"],
    "chessboard-stories": ["gaming", "chess"], "fieldnotes-finance": ["finance"], "paper-and-ink": ["watercolour"],
    "runwell": ["fitness"], "stadium-lens": ["sports"], "the-long-listen": ["podcasts"],
}

CHIPS = [
    ("all", "All"), ("music", "Music"), ("mixes", "Mixes"), ("cooking", "Cooking"), ("live", "Live"),
    ("tech", "Tech reviews"), ("travel", "Travel"), ("science", "Science"), ("gaming", "Gaming"),
    ("podcasts", "Podcasts"), ("baking", "Baking"), ("space", "Outer space"), ("chess", "Chess"),
    ("woodworking", "Woodworking"), ("trains", "Trains"), ("piano", "Piano"), ("finance", "Personal finance"),
    ("fitness", "Running"), ("sports", "Football"), ("watercolour", "Watercolour painting"),
    ("recent", "Recently uploaded"), ("watched", "Watched"), ("new", "New to you"),
]
CHIP_EXTRA = {"mixes": ["music"], "recent": ["__recent"], "watched": ["__watched"], "new": ["__new"]}

SHORTS = [
    ("steak-rest", "The 60-second rule that saves every steak", "marisol-cooks", "2.1M", {"bg": ["#2b1a12", "#7a3d17"], "accent": "#ffd43b", "caption": "REST IT", "emoji": "\U0001f969"}),
    ("bee-pollen", "A honey bee packing pollen, slowed down 20x", "curious-cells", "8.4M", {"bg": ["#5f3dc4", "#d0bfff"], "accent": "#ffe066", "caption": ""}),
    ("kiwi-spoon", "Peel a kiwi with a spoon in 5 seconds", "marisol-cooks", "12M", {"bg": ["#d8f5a2", "#94d82d"], "accent": "#2b8a3e", "caption": "5 SEC"}),
    ("gerbera-paint", "Painting an orange gerbera in one minute", "paper-and-ink", "3.3M", {"bg": ["#fff4e6", "#ffc078"], "accent": "#d9480f", "caption": ""}),
    ("ladybird-wings", "A ladybird unfolding its wings in slow motion", "curious-cells", "5.7M", {"bg": ["#2b8a3e", "#8ce99a"], "accent": "#ffffff", "caption": ""}),
    ("fold-crease", "Does the Nimbus Fold 3 crease? 1,000 folds later", "pixel-bench", "1.4M", {"bg": ["#1b1038", "#6741d9"], "accent": "#ffe066", "caption": "1000x", "emoji": "\U0001f4f1"}),
    ("legal-trap", "The 4-move trap that still wins games", "chessboard-stories", "1.9M", {"bg": ["#212529", "#495057"], "accent": "#ffd43b", "caption": "4 MOVES", "emoji": "\u265f\ufe0f"}),
]

# The "Weeknight Dinners" playlist (Marisol Cooks) shown on the watch page when state.playlist is set.
PLAYLISTS = {
    "weeknight-dinners": ("Weeknight Dinners", "marisol-cooks", [
        "garlic-noodles", "citrus-chicken-orzo", "brown-butter-steak", "miso-salmon", "sheet-pan-gnocchi",
        "chickpea-curry", "tomato-egg-rice", "weeknight-ragu", "sticky-tofu", "white-bean-soup",
        "smash-burgers", "pesto-pasta", "sheet-pan-fajitas", "mushroom-risotto", "shrimp-tacos",
        "peanut-noodles", "gochujang-chicken", "crispy-rice-salad",
    ]),
}

# The home feed (before the seeded shuffle of everything after the first row) and the Shorts shelf.
FEED = [
    "lofoten-winter", "nimbus-fold-review", "brown-butter-steak", "why-space-cold", "bubbly-focaccia", "night-train-europe",
    "clair-de-lune", "high-press", "concrete-by-hand", "earbuds-blind-test", "juniper-lane-live", "blackbuck-speed",
    "immortal-game", "lofi-lake-evening", "index-funds", "ev-vs-indycar", "watercolour-skies", "console-restoration",
    "couch-to-5k", "sourdough-beginners", "dragonfly-hunt", "bored-podcast", "korea-city-bus", "floating-shelves",
    "miso-salmon", "speedrun-history", "faroe-trail", "strawberry-galette", "moon-dust", "crispy-rice-salad",
]

DESCRIPTIONS = {
    "brown-butter-steak": (
        "A proper steak dinner on a Tuesday? Yes. This brown butter garlic steak takes 20 minutes start to finish, "
        "and the pan sauce uses everything left in the skillet, so nothing goes to waste.\n\n"
        "INGREDIENTS (serves 2)\n2 strip steaks, about 1 inch thick\n3 tbsp butter\n4 cloves garlic, smashed\n"
        "3 sprigs thyme\n1/2 cup beef stock\n1 tsp Dijon mustard\nFlaky salt and black pepper\n\n"
        "The full printable recipe is on my website, and the cast iron pan I use is linked below. "
        "If you make this, tag me - I read every single one.",
        [("0:00", "Why this works", "intro"), ("1:12", "Drying and seasoning", "seasoning"), ("3:40", "Getting the pan hot", "pan"),
         ("6:05", "Searing the steak", "searing"), ("9:30", "Basting with brown butter", "basting"),
         ("12:18", "Resting (don't skip this)", "resting"), ("13:55", "Making the pan sauce", "pan-sauce"), ("17:02", "Slicing and serving", "serving")],
        ["#steak", "#weeknightdinner", "#brownbutter"],
    ),
    "nimbus-fold-review": (
        "I've used the Nimbus Fold 3 as my only phone for two weeks. The hinge is the best it has ever been, the cover screen "
        "finally feels like a normal phone, and the battery... well, let's talk about the battery.\n\n"
        "Nimbus sent this unit for review but had no input on this video and did not see it before publishing. "
        "All opinions are our own.\n\n"
        "Full spec sheet and camera samples are on our site. Shot on Pixel Bench's studio cameras; phone camera samples are marked on screen.",
        [("0:00", "Intro", "intro"), ("0:58", "Design and the new hinge", "design"), ("3:31", "Cover screen", "cover-screen"),
         ("5:47", "Inner display and the crease", "crease"), ("7:40", "Cameras", "cameras"), ("10:02", "Battery life", "battery"),
         ("12:15", "Who should buy it", "verdict")],
        ["#nimbusfold3", "#foldable", "#review"],
    ),
    "lofoten-winter": (
        "Seven days in the Lofoten Islands in February: blizzards, a fisherman's cabin in Reine, and three nights of "
        "northern lights that I still can't quite believe.\n\nGear list, route map and cabin details are in the pinned comment.",
        [("0:00", "Arriving in Svolvaer", "svolvaer"), ("4:20", "The road to Reine", "reine"), ("9:45", "Reinebringen at sunrise", "reinebringen"),
         ("15:10", "First aurora night", "aurora"), ("21:30", "Storm day in the cabin", "storm"), ("25:02", "Final thoughts", "final")],
        ["#lofoten", "#norway", "#northernlights"],
    ),
    "why-space-cold": (
        "The Sun's surface is about 5,500 degrees, yet the space around Earth averages a few degrees above absolute zero. "
        "So where does all that heat go? Temperature, radiation and the emptiest places in the universe, explained with a vacuum chamber.",
        [("0:00", "The paradox", "paradox"), ("2:10", "What temperature actually is", "temperature"), ("6:02", "Radiation vs conduction", "radiation"),
         ("10:44", "Why astronauts overheat", "astronauts"), ("13:30", "The coldest place we know", "coldest")],
        ["#space", "#physics"],
    ),
    "clair-de-lune": (
        "This upright was built in 1921 and spent forty years in a church hall in Ohio. It has a sticky F sharp and a "
        "sound I have never heard from any other piano. Recorded in one take.",
        [], ["#piano", "#debussy"],
    ),
    "night-train-europe": (
        "Twenty-four hours, four countries and one very small sleeper cabin. I booked the longest overnight rail route still running "
        "in Europe to see whether night trains are really back.",
        [("0:00", "Boarding", "boarding"), ("5:30", "The cabin tour", "cabin"), ("12:02", "Dinner in the restaurant car", "dinner"),
         ("19:47", "The border at 3 a.m.", "border"), ("26:15", "Arrival", "arrival")],
        ["#nighttrain", "#travel"],
    ),
}

# What each channel says at the top of a description (videos without a hand-written one).
CHANNEL_INTRO = {
    "marisol-cooks": "Everything for this one is probably already in your kitchen. I walk through every step, plus the small tricks that make the difference between good and great.",
    "bread-theory": "Flour, water, salt and a lot of patience. Here's what's really happening inside the dough, and how to get the crumb you want.",
    "burr-and-bevel": "Steel, stones and a steady hand. No sponsors, no shortcuts: just the full process from start to finish.",
    "weekend-workshop": "A small job that makes a big difference around the house. No special tools needed, and it takes less time than you think.",
    "pixel-bench": "We spent real time with this before saying anything about it: daily use, battery loops and a lot of side-by-side comparisons.",
    "volt-garage": "Real driving, real weather and a data logger plugged in the whole time. Here's what the numbers actually say.",
    "nordic-trails": "Filmed on foot with one camera and a tripod. The route, the weather and the gear, honestly.",
    "slow-train-diaries": "No sponsors on this trip, just a rail pass and a lot of strong coffee. Here's exactly how it went, good days and bad.",
    "lena-park": "A quiet evening, one microphone and an instrument with a lot of history. Headphones recommended.",
    "basement-sessions": "Recorded live to tape in our basement in Brooklyn. No overdubs, no edits between songs.",
    "quiet-hours": "Beats to study, relax and unwind to. Live around the clock.",
    "orbit-lab": "A question that sounds simple until you try to answer it properly. We built a model, ran the numbers and asked the experts.",
    "curious-cells": "Biology at the smallest scale, filmed through our own microscopes wherever we can.",
    "retro-cartridge": "We dug through old magazines, forum archives and interviews to piece this story together.",
    "chessboard-stories": "One game, move by move, and the people who played it.",
    "fieldnotes-finance": "No jargon, no hype. Just how it actually works, with simple numbers you can follow along with.",
    "paper-and-ink": "Grab a brush and paint along with me. Loose, relaxed and no drawing skills required.",
    "runwell": "Starting is the hardest part. Here's how to make the first weeks feel good instead of miserable.",
    "stadium-lens": "We broke down hours of match footage to explain what's really changed on the pitch, and why.",
    "the-long-listen": "A long conversation about something we all do and rarely think about. Grab a coffee.",
}

GENERIC_INTRO = {
    "cooking": "Everything for this one is probably already in your kitchen. I walk through every step, plus the small tricks that make the difference between good and great.",
    "tech": "We spent real time with this before saying anything about it: daily use, battery loops, camera walks and a lot of side-by-side comparisons.",
    "travel": "No sponsors on this trip, just a backpack, a rail pass and a lot of strong coffee. Here's exactly how it went, good days and bad.",
    "music": "A quiet evening, one microphone and an instrument with a lot of history. Headphones recommended.",
    "science": "A question that sounds simple until you try to answer it properly. We built a model, ran the numbers and asked the experts.",
    "diy": "A small job that makes a big difference around the house. No special tools needed, and it takes less time than you think.",
    "games": "We dug through old magazines, forum archives and interviews to piece this story together, move by move.",
    "finance": "No jargon, no hype. Just how it actually works, with simple numbers you can follow along with.",
    "art": "Grab a brush and paint along with me. Loose, relaxed and no drawing skills required.",
    "fitness": "Starting is the hardest part. Here's how to make the first weeks feel good instead of miserable.",
    "sports": "We broke down hours of match footage to explain what's really changed on the pitch, and why.",
    "podcasts": "A long conversation about something we all do and rarely think about. Grab a coffee.",
}

GENERIC_DESC = {
    "cooking": "Full recipe and ingredient list on the website. New recipes every week - subscribe so you don't miss one.",
    "tech": "We buy our own review units whenever we can. Prices were correct at the time of recording.",
    "travel": "Filmed over several trips. Route notes and the full gear list are in the pinned comment.",
    "music": "Recorded live in one take. Sheet music and audio-only versions are on my website.",
    "science": "Sources and further reading are listed on our website. Thanks to our patrons for making this video possible.",
    "diy": "Tools used in this video are listed below. Always wear eye protection.",
    "games": "Thanks for watching! Join the community for weekly streams and behind-the-scenes posts.",
    "finance": "This video is for education only and is not financial advice.",
    "art": "Paper: 300gsm cold press. Brushes: size 12 round and a 1-inch flat. Palette details in the community tab.",
    "fitness": "Always check with a doctor before starting a new training plan.",
    "sports": "All match footage analysed under fair use for commentary and criticism.",
    "podcasts": "Listen on every podcast app. Timestamps in the comments.",
}

# Hand-written comments for the videos the tasks visit: (handle, initials colour, text, likes, age, replies)
COMMENTS = {
    "brown-butter-steak": [
        ("@marisolcooks", None, "The pan sauce ratios are in the description. If your butter browns too fast, pull the pan off the heat for 20 seconds - it keeps cooking.", "1.2K", "2 weeks ago", "48", True),
        ("@danawhitfield", "#1971c2", "I always skipped resting the steak because I was impatient. Tried it your way tonight and the juice stayed IN the steak. Never going back.", "3.4K", "2 weeks ago", "62", False),
        ("@chef_tomasz", "#e8590c", "As a line cook: basting with the spoon tilted towards you is exactly right. Most videos get this wrong.", "2.1K", "2 weeks ago", "31", False),
        ("@hungryinhamburg", "#2f9e44", "Made this with a cheaper cut (flat iron) and it was still fantastic. The Dijon in the sauce is the secret.", "987", "1 week ago", "12", False),
        ("@priya.eats", "#c2255c", "Can I use ghee instead of butter? I want the same nutty flavour but my pan gets too hot.", "412", "1 week ago", "9", False),
        ("@gusthebutcher", "#5f3dc4", "Pro tip from behind the counter: ask for the end cut of the strip loin, it's usually cheaper and has more fat.", "1.6K", "13 days ago", "22", False),
        ("@keiko_cooks", "#0b7285", "My husband asked which restaurant I ordered from. Thank you Marisol!", "2.8K", "12 days ago", "15", False),
        ("@leftoverlarry", "#495057", "Leftover slices in a sandwich the next day with the sauce as a dip. Incredible.", "645", "10 days ago", "4", False),
        ("@samir.h", "#e67700", "The 3:40 tip about waiting for the oil to shimmer finally fixed my grey steaks.", "733", "9 days ago", "3", False),
        ("@ottilie_bakes", "#862e9c", "I don't even eat steak and I watched the whole thing. Your videos are so calming.", "1.1K", "6 days ago", "7", False),
    ],
    "nimbus-fold-review": [
        ("@pixelbench", None, "A few of you asked about the battery test - it's the same 8-hour mixed-use loop we run on every phone.", "2.3K", "6 days ago", "103", True),
        ("@jonah.reviews", "#364fc7", "The crease comparison at 5:47 is the most useful thing I've seen in any foldable review.", "4.2K", "6 days ago", "71", False),
        ("@maria_techtalk", "#c2255c", "Conflicted is exactly how I feel about mine. Love the screen, hate charging it at 4 p.m.", "1.9K", "5 days ago", "38", False),
        ("@oldphoneguy", "#2f9e44", "Still using my Fold 1 with a cracked cover screen. This might finally be the upgrade.", "812", "5 days ago", "19", False),
        ("@ines.codes", "#e8590c", "Would love a follow-up in six months on how the hinge holds up.", "1.3K", "4 days ago", "12", False),
        ("@quietbenchmark", "#495057", "Appreciate that you disclose who sent the unit. That's why I trust this channel.", "2.6K", "4 days ago", "8", False),
    ],
    "lofoten-winter": [
        ("@nordictrails", None, "Route map, cabin details and my full winter gear list are on the website. Ask me anything below!", "1.8K", "1 week ago", "88", True),
        ("@reine_local", "#0b7285", "I grew up in Reine and you captured the light in February perfectly. Welcome back anytime.", "5.1K", "1 week ago", "94", False),
        ("@astro_amelie", "#5f3dc4", "The aurora at 15:10 - what ISO and shutter speed did you use? It looks so natural.", "1.2K", "6 days ago", "26", False),
        ("@hikingwithhugo", "#2f9e44", "Reinebringen in winter with microspikes is no joke. Respect.", "903", "5 days ago", "11", False),
    ],
    "why-space-cold": [
        ("@orbitlab", None, "The vacuum chamber segment was filmed at a university lab - links to their research in the description.", "3.1K", "1 year ago", "120", True),
        ("@physicsmum", "#c2255c", "My 11-year-old asked me this last week and I had no good answer. Watched it together, she gets it now!", "8.4K", "1 year ago", "143", False),
        ("@thermo_tim", "#e67700", "Radiation vs conduction explained in two minutes better than my whole semester.", "5.5K", "1 year ago", "58", False),
    ],
    "clair-de-lune": [
        ("@lenaparkpiano", None, "The sticky F sharp is at 2:41. I decided to keep it.", "4.4K", "1 year ago", "201", True),
        ("@nightshift_nurse", "#1971c2", "I listen to this every night driving home from my shift. Thank you.", "12K", "1 year ago", "310", False),
        ("@tuner_ben", "#495057", "As a piano technician: that instrument has been loved. You can hear it.", "6.2K", "11 months ago", "44", False),
    ],
}

# Replies shown when a comment's "N replies" is opened: (comment id, handle or None for the
# channel itself, text, likes, age). Other threads get two seeded replies from REPLY_POOL.
REPLIES = {
    ("brown-butter-steak", "priya-eats"): [
        (None, "Yes! Ghee works perfectly, just lower the heat a little.", "214", "1 week ago"),
        ("@hungryinhamburg", "I've done it with ghee twice now, you lose a bit of the brown butter taste but it's still great.", "37", "1 week ago"),
        ("@keiko_cooks", "Same question, thanks for asking!", "5", "6 days ago"),
    ],
    ("brown-butter-steak", "danawhitfield"): [
        (None, "The resting step is the one everybody skips. So glad it worked!", "388", "2 weeks ago"),
        ("@gusthebutcher", "Five minutes minimum for a strip that thick.", "61", "13 days ago"),
    ],
}
REPLY_POOL = ["Totally agree with this.", "Came here to say exactly this.", "Underrated comment.", "Thanks, this helped me too!", "Same here!", "This deserves more likes."]

GENERIC_COMMENTS = {
    "cooking": ["Made this last night and my whole family went quiet. That's the highest compliment.", "The way you explain WHY each step matters is what keeps me coming back.", "Doubled the garlic. No regrets.", "Can this be made the night before?", "My go-to channel when I have no idea what to cook.", "The sound of that sizzle at the start is so satisfying."],
    "tech": ["Finally a review that talks about the things that matter day to day.", "The battery chart alone was worth the watch.", "Would love to see this compared with last year's model.", "Your camera samples are always so fair.", "Bought one because of your last video, very happy with it.", "That b-roll is unreal."],
    "travel": ["Adding this to my list for next year.", "The drone shot at the start gave me chills.", "How did you book the tickets? Every site I try is sold out.", "Your videos feel like travelling with a friend.", "I did this route in 2019 and it's still the best trip of my life.", "The sound design in this is so underrated."],
    "music": ["This got me through my exams.", "Goosebumps from the first note.", "The room sound is part of the music.", "Please release this on streaming!", "I've had this on repeat all week.", "Who else is listening to this at 2 a.m.?"],
    "science": ["I love how you never dumb it down.", "The animation at the halfway point made it click for me.", "Showing this to my students tomorrow.", "Every video from this channel answers a question I didn't know I had.", "Can you do a follow-up on this?", "The models you build are incredible."],
    "diy": ["Fixed mine in five minutes thanks to this.", "Clear, short, no nonsense. Subscribed.", "What brand is that drill?", "My landlord should watch this.", "Love that you show the mistakes too.", "Saved me a call to a handyman."],
    "games": ["The research that goes into these is insane.", "I remember playing this as a kid.", "The before/after reveal was so satisfying.", "Been waiting for this one!", "Best channel on the platform for this stuff.", "Instant like."],
    "finance": ["Wish someone had explained this to me ten years ago.", "Sending this to my younger brother.", "Clear and honest, thank you.", "The chart at the end really helped.", "Can you cover retirement accounts next?", "No hype, just facts. Love it."],
    "art": ["Tried this today and my sky actually looks like a sky!", "So relaxing to watch.", "What paper are you using?", "The wet-on-wet part is magic.", "Painting along with you every Sunday.", "Your colour mixing is beautiful."],
    "fitness": ["Week 1 done! My calves are screaming.", "The tip about slowing down changed everything.", "Started at 38 and just ran my first 5K.", "Needed to hear this.", "Clear and encouraging, thank you coach.", "Bookmarking this for Monday."],
    "sports": ["The tactical cam footage is so good.", "Best analysis channel, no contest.", "Now do one on the low block.", "This explains last weekend's match perfectly.", "The drawings make it so easy to follow.", "Every coach should watch this."],
    "podcasts": ["This conversation made me put my phone down for an hour.", "Dr. Cole is such a good guest.", "Listening on my commute every week.", "The part about kids and boredom hit hard.", "Please have her back!", "Timestamps would be great."],
}
# Channels whose topic is narrower than their category's comment pool.
CHANNEL_COMMENTS = {
    "volt-garage": ["Finally real numbers instead of the brochure range.", "The data logger overlay is so useful.", "Did you precondition the battery before the test?",
                    "I drive one of these and your numbers match mine almost exactly.", "Please do a towing test next!", "The charging curve chart alone was worth the watch."],
    "burr-and-bevel": ["My knives have never been this sharp.", "The marker trick on the bevel finally made it click for me.", "Which grit would you start with for a very dull knife?",
                       "Love that you show the burr up close.", "Saved my grandmother's old knife thanks to this.", "So satisfying to watch."],
}
GENERIC_HANDLES = ["@mira.lindqvist", "@bencooper88", "@talia_reads", "@georgekwan", "@ruthiemakes", "@hanneswalks", "@devika.s", "@oscar_films", "@lucyinthekitchen", "@ikechukwu.o", "@paulinerose", "@ferdi_tech", "@noor.and.co", "@wren_outdoors"]
HANDLE_COLOURS = ["#1971c2", "#c2255c", "#2f9e44", "#e8590c", "#5f3dc4", "#0b7285", "#e67700", "#862e9c", "#495057", "#364fc7"]

# Notifications: (slug, video, age, unread, text); text None: "<channel> uploaded: <title>" (or "is live").
NOTIFICATIONS = [
    ("bread-theory-focaccia", "bubbly-focaccia", "3 days ago", True, None),
    ("paper-and-ink-skies", "watercolour-skies", "4 days ago", True, None),
    ("stadium-lens-press", "high-press", "5 days ago", True, None),
    ("pixel-bench-fold", "nimbus-fold-review", "6 days ago", False, None),
    ("nordic-trails-lofoten", "lofoten-winter", "1 week ago", False, None),
    ("marisol-reply", "brown-butter-steak", "1 week ago", False, "Marisol Cooks replied: \"Yes! Ghee works perfectly, just lower the heat a little.\""),
    ("runwell-5k", "couch-to-5k", "2 weeks ago", False, None),
    ("marisol-steak", "brown-butter-steak", "2 weeks ago", False, None),
    ("basement-juniper", "juniper-lane-live", "2 weeks ago", False, None),
    ("quiet-hours-live", "lofi-lake-evening", "2 weeks ago", False, None),
    ("curious-cells-leaf", "leaf-sugar", "3 weeks ago", False, None),
    ("pixel-bench-budget", "budget-phones", "3 weeks ago", False, None),
    ("orbit-lab-moon", "moon-dust", "1 month ago", False, None),
    ("volt-garage-winter", "ev-winter-range", "2 months ago", False, None),
    ("slow-train-night", "night-train-europe", "3 months ago", False, None),
    ("retro-console", "console-restoration", "3 months ago", False, None),
]

# Pre-roll ads (fictional advertisers): slug: (advertiser, domain, headline, cta, colours, emoji).
# Drawn as the brand's own card (no photograph: the app's photos belong to its videos).
ADS = {
    "fernway-coffee": ("Fernway Coffee", "fernwaycoffee.com", "Roasted for slow mornings. First bag free.", "Shop now", ["#3d2314", "#a0522d", "#f4d8b0"], "\u2615"),
    "tidewell-kits": ("Tidewell Meal Kits", "tidewellkits.com", "Dinner in 20 minutes. 50% off your first box.", "Get offer", ["#0b4f6c", "#20a4c7", "#ffe066"], "\U0001f961"),
}

# Which end-screen videos a video shows (last 20 s of the video).
ENDSCREENS = {
    "why-space-cold": ["moon-dust", "black-hole-size"],
    "brown-butter-steak": ["gochujang-chicken", "sheet-pan-fajitas"],
    "lofoten-winter": ["winter-camping", "iceland-ring-road"],
}


# Info cards (the "i" at the player's top right): videos the creator links during a video.
CARDS = {
    "brown-butter-steak": ["smash-burgers"],
    "nimbus-fold-review": ["camera-blind-test"],
    "lofoten-winter": ["winter-camping"],
}


def _slug_comment(handle: str) -> str:
    return handle.lstrip("@").replace(".", "-").replace("_", "-").lower()


COMMENT_AGES = ["1 day ago", "3 days ago", "1 week ago", "2 weeks ago", "1 month ago"]
_UNIT_DAYS = {"hour": 0, "day": 1, "week": 7, "month": 30, "year": 365}


def _days(age: str) -> int:
    """'3 weeks ago' -> 21 (a live stream's empty age counts as today)."""
    parts = age.split()
    if len(parts) < 2:
        return 0
    return int(parts[0]) * _UNIT_DAYS[parts[1].rstrip("s")]


def _fnv(text: str) -> int:
    x = 2166136261
    for ch in text.encode():
        x = ((x ^ ch) * 16777619) & 0xFFFFFFFF
    return x




def _profile_picture(handle: str, taken: dict) -> str | None:
    """A commenter's profile picture: YouTube's letter avatar (the project ships no licence-clear
    photographic portraits, and cartoon avatars are a mock's tell)."""
    taken[handle] = None
    return None


def _replies(video: str, comment: str, age: str, count: int, channel: dict, rng: random.Random, taken: dict) -> list[dict]:
    """The replies under a comment: the hand-written ones, else `count` (at most 3) seeded ones."""
    rows = REPLIES.get((video, comment))
    if rows is None:
        handles = rng.sample(GENERIC_HANDLES, min(count, 3))
        rows = [(hd, rng.choice(REPLY_POOL), str(rng.randint(1, 40)), age) for hd in handles]
    out = []
    for handle, text, likes, when in rows:
        owner = handle is None
        handle = channel["handle"] if owner else handle
        out.append({"id": _slug_comment(handle), "handle": handle, "text": text, "likes": likes, "age": when, "owner": owner,
                    "avatar": channel.get("avatar") if owner else _profile_picture(handle, taken),
                    "color": HANDLE_COLOURS[_fnv(handle) % len(HANDLE_COLOURS)]})
    return out


def _thumb(slug: str, size: str) -> dict:
    """A video's or Short's thumbnail: its photo (the app's own, see THUMBS) or none (a title card)."""
    if slug not in THUMBS:
        return {"thumb": None, "cutout": False}
    photo = PHOTOS[THUMBS[slug]]  # KeyError: the photo is not one of the app's
    return {"thumb": photo["urls"][size], "cutout": photo["kind"] == "cutout"}


assert len(set(THUMBS.values())) == len(THUMBS), "a photo used twice"


def _ivalue(count: str) -> int:
    c = count.replace(",", "")
    mult = 1
    if c.endswith("K"):
        mult, c = 1000, c[:-1]
    elif c.endswith("M"):
        mult, c = 1_000_000, c[:-1]
    try:
        return int(float(c) * mult)
    except ValueError:
        return 0


def build(seed: int) -> dict:
    rng = random.Random(seed)
    channels = {}
    for slug, (name, handle, subs, colour, cat, verified, count) in CHANNELS.items():
        initials = "".join(w[0] for w in name.replace("&", "").split()[:2]).upper()
        if name.startswith("The "):
            initials = "".join(w[0] for w in name.split()[1:3]).upper()
        channels[slug] = {
            "slug": slug, "name": name, "handle": handle, "subs": subs, "color": colour, "cat": cat,
            "verified": verified, "videoCount": count, "initials": initials,
            "about": CHANNEL_ABOUT.get(slug, GENERIC_DESC.get(cat, "")),
        }
        kind, ref = CHANNEL_PICTURES[slug]
        if kind == "logo":
            channels[slug]["logo"] = ref

    videos = {}
    for slug, (title, ch, duration, views, views_full, age, date, likes, art) in {**VIDEOS, **EXTRA_VIDEOS}.items():
        cat = channels[ch]["cat"]
        desc, chapters, tags = DESCRIPTIONS.get(slug, (None, [], []))
        if desc is None:
            desc = CHANNEL_INTRO.get(ch, GENERIC_INTRO.get(cat, title + ".")) + "\n\n" + GENERIC_DESC.get(cat, "")
            tags = ["#" + VIDEO_CATS[ch][0].replace("-", "")]
        live = duration == "LIVE"
        videos[slug] = {
            "slug": slug, "title": title, "channel": ch, "duration": duration, "views": views,
            "viewsFull": views_full, "age": age, "date": date, "likes": likes, "art": art,
            "cats": VIDEO_CATS[ch], "live": live, "desc": desc, "tags": tags,
            "chapters": [{"t": t, "title": ct, "slug": cs} for t, ct, cs in chapters],
            "endscreen": ENDSCREENS.get(slug, []),
            "cards": CARDS.get(slug, []),
            **_thumb(slug, "16x9"),
        }

    # Comments: hand-written ones for featured videos, seeded picks from the category pool otherwise.
    comments = {}
    for slug, v in videos.items():
        if slug in COMMENTS:
            rows = COMMENTS[slug]
        else:
            cat = channels[v["channel"]]["cat"]
            pool = CHANNEL_COMMENTS.get(v["channel"]) or GENERIC_COMMENTS.get(cat, GENERIC_COMMENTS["music"])
            handles = rng.sample(GENERIC_HANDLES, 6)
            rows = []
            for i, text in enumerate(pool):
                rows.append((handles[i], HANDLE_COLOURS[(i * 3 + len(slug)) % len(HANDLE_COLOURS)], text,
                             str(rng.randint(12, 980)), rng.choice([a for a in COMMENT_AGES if _days(a) <= _days(v["age"])] or ["1 day ago"]),
                             str(rng.randint(0, 14)), False))
        out = []
        taken: dict = {channels[v["channel"]]["handle"]: channels[v["channel"]].get("avatar")}
        for handle, colour, text, likes, age, replies, pinned in rows:
            owner = pinned
            ch = channels[v["channel"]]
            picture = ch.get("avatar") if owner else _profile_picture(handle, taken)
            items = _replies(slug, _slug_comment(handle), age, int(replies), ch, rng, taken) if replies != "0" else []
            out.append({
                "avatar": picture, "logo": ch.get("logo") if owner else None,
                "id": _slug_comment(handle), "handle": handle, "color": colour or ch["color"],
                "initials": (ch["initials"] if owner else handle.lstrip("@")[0].upper()), "text": text,
                "likes": likes, "age": age, "replies": str(len(items)) if items else "", "pinned": pinned, "owner": owner,
                "replyItems": items,
            })
        comments[slug] = out
    comment_counts = {slug: f"{(_ivalue(v['views']) // 900 + 37):,}" for slug, v in videos.items()}

    # Feed: the first row is fixed, the rest is shuffled by the seed.
    feed = FEED[:3] + rng.sample(FEED[3:], len(FEED) - 3) if seed else list(FEED)

    # Recommendation rails: same category first, then a seeded mix of the rest.
    recs = {}
    for slug, v in videos.items():
        same = [s for s in videos if s != slug and videos[s]["channel"] == v["channel"]]
        related = [s for s in videos if s != slug and s not in same and set(videos[s]["cats"]) & set(v["cats"])]
        others = [s for s in videos if s != slug and s not in same and s not in related]
        rng.shuffle(others)
        rail = (same[:4] + related[:5] + others)
        rail = rail[:20]
        recs[slug] = rail

    # Each channel's uploads, newest first (channel pages list them in this order).
    def _when(v):
        return datetime.strptime(v["date"].replace("Started streaming on ", ""), "%b %d, %Y")
    for slug, ch in channels.items():
        ch["videos"] = sorted((s for s, v in videos.items() if v["channel"] == slug), key=lambda s: _when(videos[s]), reverse=True)

    shorts = [{"slug": s, "title": t, "channel": ch, "views": vw, "art": art, **_thumb(s, "1x1")}
              for s, t, ch, vw, art in SHORTS]
    chips = [{"slug": s, "label": label, "cats": CHIP_EXTRA.get(s, [s])} for s, label in CHIPS]
    notifications = []
    for s, vid, age, unread, text in NOTIFICATIONS:
        v = videos[vid]
        name = channels[v["channel"]]["name"]
        notifications.append({"slug": s, "channel": v["channel"], "age": age, "video": vid, "unread": unread,
                              "text": text or f"{name} {'is live' if v['live'] else 'uploaded'}: {v['title']}"})
    playlists = {slug: {"slug": slug, "title": t, "channel": ch, "items": items} for slug, (t, ch, items) in PLAYLISTS.items()}
    ads = {slug: {"slug": slug, "advertiser": a, "domain": d, "headline": hl, "cta": cta, "colors": cols, "emoji": emoji}
           for slug, (a, d, hl, cta, cols, emoji) in ADS.items()}

    return {
        "user": USER,
        "channels": channels,
        "subscriptions": SUBSCRIPTIONS,
        "liveOrNew": LIVE_OR_NEW,
        "videos": videos,
        "order": list(videos),
        "feed": feed,
        "shorts": shorts,
        "chips": chips,
        "notifications": notifications,
        "playlists": playlists,
        "comments": comments,
        "commentCounts": comment_counts,
        "recs": recs,
        "ads": ads,
        "recent": ["bored-podcast", "bubbly-focaccia", "watercolour-skies", "high-press", "nimbus-fold-review", "lofoten-winter", "juniper-lane-live", "couch-to-5k"],
        "watched": ["brown-butter-steak", "why-space-cold", "clair-de-lune", "whetstone-sharpening", "sourdough-beginners"],
        "history": ["brown-butter-steak", "why-space-cold", "clair-de-lune", "whetstone-sharpening", "sourdough-beginners", "earbuds-blind-test"],
        "watchLater": ["faroe-trail", "speedrun-history", "index-funds"],
    }
