"""Seeded content for the `shop` mockup: an Amazon-like store seen by a signed-in Prime member.

The signed-in shopper is Daniela Okafor-Reyes, delivering to Austin 78704. "Today" is Tuesday,
November 18, 2025 (Black Friday Week has started): Prime delivery is "FREE delivery Thursday,
November 20", the fastest "Tomorrow, November 19". Lightning deals run today; some have not
started yet and open on a countdown.

Ten products have a photograph (the shop's ten vendored cutouts on white: a classical guitar, an
electric guitar, a kettle, a teapot, a violin, a pepper mill, a toolbox, binoculars, a film camera,
a basketball); their accessories and related items are packaged goods, drawn as their retail box
(brand, product line, a pictogram), as a packshot of a boxed item shows it. The structure is fixed
(element ids and task targets depend on it); the seed only varies details no task depends on
(which helpful-vote counts end in which digit).
"""
from __future__ import annotations

import random

from igg.mockups.assets import catalog

TITLE = "Amazon.com. Spend less. Smile more."
TODAY = "2025-11-18"
ME = {"first": "Daniela", "name": "Daniela Okafor-Reyes", "city": "Austin", "zip": "78704",
      "street": "1408 S Congress Ave"}

PHOTOS = {p["id"]: p for p in catalog.photos(app="shop", size="1x1")}

# Departments of the search dropdown ("All" at the left of the search bar), Amazon's order.
DEPARTMENTS = [
    ("all", "All Departments"), ("alexa", "Alexa Skills"), ("appliances", "Appliances"),
    ("arts", "Arts, Crafts & Sewing"), ("automotive", "Automotive Parts & Accessories"),
    ("baby", "Baby"), ("beauty", "Beauty & Personal Care"), ("books", "Books"),
    ("electronics", "Electronics"), ("cameras", "Camera & Photo"), ("fashion", "Clothing, Shoes & Jewelry"),
    ("computers", "Computers"), ("garden", "Garden & Outdoor"), ("gift-cards", "Gift Cards"),
    ("grocery", "Grocery & Gourmet Food"), ("health", "Health, Household & Baby Care"),
    ("home", "Home & Kitchen"), ("industrial", "Industrial & Scientific"), ("kindle", "Kindle Store"),
    ("luggage", "Luggage & Travel Gear"), ("movies", "Movies & TV"), ("music", "Musical Instruments"),
    ("office", "Office Products"), ("pets", "Pet Supplies"), ("sports", "Sports & Outdoors"),
    ("tools", "Tools & Home Improvement"), ("toys", "Toys & Games"), ("video-games", "Video Games"),
]

# (id, title, brand, price, list price or None, rating, count, dept, sub, photo or pack, badge, bought)
# pack: (colour, pictogram, line on the box)
P = [
    ("kettle", "Hearthwell Electric Kettle 1.7L, Brushed Stainless Steel Tea Kettle with Black Handle, 1500W Fast Boil, Auto Shut-Off & Boil-Dry Protection",
     "Hearthwell", 39.99, 49.99, 4.6, 18342, "home", "Kettles", "kettle", "Best Seller", "10K+"),
    ("teapot", "Kyoto Leaf Cast Iron Teapot 40 oz, Glossy Black Enamel Tetsubin with Stainless Steel Infuser for Loose Leaf Tea",
     "Kyoto Leaf", 32.95, None, 4.7, 6128, "home", "Teapots", "teapot", "Amazon's Choice", "2K+"),
    ("pepper-mill", "Oakhollow Wooden Pepper Mill, 10 Inch Beech Wood Pepper Grinder with Adjustable Ceramic Grinder, Refillable",
     "Oakhollow", 24.99, 29.99, 4.5, 9874, "home", "Salt & Pepper Mills", "pepper-mill", None, "3K+"),
    ("classical-guitar", "Sevilla Strings Classical Guitar 39 Inch Full Size, Solid Spruce Top Nylon String Acoustic Guitar for Beginners with Gig Bag",
     "Sevilla Strings", 189.99, 229.00, 4.6, 2417, "music", "Classical & Nylon-String Guitars", "classical-guitar", "Amazon's Choice", "500+"),
    ("electric-guitar", "Kingsley SC-200 Single-Cut Electric Guitar, Mahogany Body, Black, with Strap, Cable and Gig Bag",
     "Kingsley", 329.00, None, 4.5, 1183, "music", "Electric Guitars", "electric-guitar", None, "200+"),
    ("violin", "Bellmont Violin 4/4 Full Size, Solid Spruce Top, Maple Back, with Hard Case, Brazilwood Bow and Rosin",
     "Bellmont", 149.99, 179.99, 4.4, 3560, "music", "Violins", "violin", "Best Seller", "1K+"),
    ("toolbox", "Ironcrest 19 Inch Steel Toolbox, Red Metal Tool Box with Removable Tray and Locking Latch",
     "Ironcrest", 34.97, 42.99, 4.7, 12760, "tools", "Tool Boxes", "toolbox", "Best Seller", "4K+"),
    ("binoculars", "Northpeak Optics 10x42 Binoculars for Adults, HD Waterproof Fogproof BAK4 Prism, for Bird Watching and Hunting",
     "Northpeak Optics", 89.99, 119.99, 4.6, 21904, "sports", "Binoculars", "binoculars", "Amazon's Choice", "5K+"),
    ("film-camera", "Kameo K-35 35mm Film SLR Camera with 50mm f/1.8 Lens, Black (Renewed)",
     "Kameo", 219.00, None, 4.2, 412, "cameras", "Film Cameras", "film-camera", None, "100+"),
    ("basketball", "Courtline Official Size 7 Basketball, 29.5 Inch Composite Leather Indoor/Outdoor Game Ball",
     "Courtline", 29.99, 34.99, 4.7, 30218, "sports", "Basketballs", "basketball", "Best Seller", "10K+"),
    # packaged goods (no photograph: drawn as their box)
    ("nylon-strings", "Sevilla Strings Classical Guitar Strings, Normal Tension Clear Nylon, 3 Sets",
     "Sevilla Strings", 17.49, None, 4.7, 8120, "music", "Guitar Strings", ("#1f4e79", "music", "Nylon Normal Tension"), None, "2K+"),
    ("clip-tuner", "Tunewise Clip-On Tuner for Guitar, Violin, Ukulele, Bass and Chromatic, Color Display",
     "Tunewise", 12.99, 15.99, 4.6, 64105, "music", "Tuners", ("#0f7b6c", "audio-waveform", "Clip-On Chromatic"), "Best Seller", "20K+"),
    ("capo", "Kingsley Trigger Capo for Acoustic and Electric Guitar, Aluminum, Black",
     "Kingsley", 9.99, None, 4.7, 41230, "music", "Capos", ("#2b2b2b", "guitar", "Trigger Capo"), None, "5K+"),
    ("guitar-stand", "Standfast Folding Guitar Stand, Universal A-Frame for Acoustic, Classical and Electric Guitars",
     "Standfast", 15.99, 19.99, 4.7, 22013, "music", "Stands", ("#5b3a29", "guitar", "A-Frame Stand"), None, "3K+"),
    ("rosin", "Bellmont Violin Rosin, Light Amber, for Violin, Viola and Cello Bows",
     "Bellmont", 7.49, None, 4.5, 9133, "music", "Rosin", ("#b35c00", "music-2", "Light Amber Rosin"), None, "1K+"),
    ("shoulder-rest", "Bellmont Adjustable Violin Shoulder Rest for 4/4 and 3/4 Violins",
     "Bellmont", 18.95, 24.95, 4.4, 5210, "music", "Shoulder Rests", ("#6d2e46", "music-2", "Shoulder Rest 4/4"), None, "900+"),
    ("guitar-cable", "Kingsley Instrument Cable 10 ft, 1/4 Inch Straight to Right Angle, Braided Tweed",
     "Kingsley", 14.99, None, 4.6, 11876, "music", "Cables", ("#8a6d3b", "cable", "Braided 10 ft"), None, "2K+"),
    ("descaler", "Hearthwell Kettle Descaler, Citric Acid Limescale Remover, 8 Sachets",
     "Hearthwell", 11.95, None, 4.5, 7302, "home", "Kettle Care", ("#2e7d32", "sparkles", "Descaler 8 ct"), None, "1K+"),
    ("tea-sampler", "Kyoto Leaf Loose Leaf Tea Sampler, Sencha, Genmaicha, Hojicha and Jasmine, 4 Tins",
     "Kyoto Leaf", 24.50, None, 4.6, 3011, "grocery", "Loose Leaf Tea", ("#3d6b35", "leaf", "Tea Sampler 4 tins"), None, "800+"),
    ("tea-cups", "Kyoto Leaf Japanese Tea Cups Set of 4, Black Glazed Ceramic, 5 oz",
     "Kyoto Leaf", 21.99, None, 4.7, 1490, "home", "Tea Cups", ("#37474f", "coffee", "Tea Cups set of 4"), None, "300+"),
    ("salt-mill", "Oakhollow Salt and Pepper Grinder Set, Beech Wood, 8 Inch, Ceramic Grinders",
     "Oakhollow", 29.99, 36.99, 4.4, 4021, "home", "Salt & Pepper Mills", ("#8d6e63", "chef-hat", "Salt & Pepper Set"), None, "1K+"),
    ("peppercorns", "Spice Orchard Whole Black Peppercorns, Tellicherry, 8 oz Resealable Bag",
     "Spice Orchard", 9.49, None, 4.8, 15877, "grocery", "Peppercorns", ("#4e342e", "wheat", "Tellicherry 8 oz"), None, "4K+"),
    ("screwdriver-set", "Ironcrest 42-Piece Magnetic Screwdriver Set with Case, Phillips, Slotted and Torx Bits",
     "Ironcrest", 27.99, 34.99, 4.7, 19544, "tools", "Screwdrivers", ("#c62828", "wrench", "42-Piece Set"), "Best Seller", "5K+"),
    ("tape-measure", "Ironcrest 25 ft Tape Measure, Magnetic Hook, Fractional Markings, Shock Resistant",
     "Ironcrest", 13.98, None, 4.7, 33012, "tools", "Tape Measures", ("#f9a825", "ruler", "25 ft Magnetic"), None, "6K+"),
    ("socket-set", "Ironcrest 40-Piece 1/4 Inch Drive Socket Set, SAE and Metric, with Ratchet",
     "Ironcrest", 32.49, None, 4.6, 8891, "tools", "Socket Sets", ("#ad1457", "wrench", "40-Piece Socket"), None, "1K+"),
    ("lens-kit", "Northpeak Optics Lens Cleaning Kit for Binoculars and Cameras, Brush, Pen and Microfiber",
     "Northpeak Optics", 10.99, None, 4.5, 6402, "electronics", "Lens Cleaning", ("#1565c0", "sparkles", "Lens Care Kit"), None, "1K+"),
    ("binocular-harness", "Northpeak Optics Binocular Harness Strap, Padded, Quick-Release, Fits All Sizes",
     "Northpeak Optics", 19.99, 24.99, 4.6, 3388, "sports", "Binocular Straps", ("#455a64", "binoculars", "Harness Strap"), None, "700+"),
    ("bird-guide", "Field Guide to the Birds of North America, 2nd Edition, Flexibound",
     "Wren & Fern Press", 22.49, 30.00, 4.8, 5120, "books", "Birding Guides", ("#00695c", "bird", "Field Guide 2nd ed."), None, "1K+"),
    ("film-400", "Kameo Color Negative Film 400, 35mm, 36 Exposures, 3 Pack",
     "Kameo", 32.99, None, 4.6, 2874, "cameras", "Film", ("#e65100", "film", "Color 400 · 3 pack"), None, "2K+"),
    ("camera-strap", "Kameo Vintage Leather Camera Strap, Brown, Adjustable",
     "Kameo", 16.99, None, 4.5, 1230, "cameras", "Camera Straps", ("#6d4c41", "camera", "Leather Strap"), None, "400+"),
    ("ball-pump", "Courtline Ball Pump with 5 Needles and Hose, Dual Action",
     "Courtline", 8.99, None, 4.6, 27811, "sports", "Ball Pumps", ("#ef6c00", "wind", "Dual Action Pump"), None, "8K+"),
    ("hoop-net", "Courtline Heavy Duty Basketball Net Replacement, All-Weather, 12 Loops",
     "Courtline", 11.49, None, 4.5, 9620, "sports", "Basketball Nets", ("#d84315", "volleyball", "All-Weather Net"), None, "2K+"),
    ("gooseneck-kettle", "Hearthwell Gooseneck Electric Kettle, Pour-Over Coffee and Tea, Matte Black, 0.9L",
     "Hearthwell", 54.99, 69.99, 4.6, 8730, "home", "Kettles", ("#212121", "coffee", "Gooseneck 0.9L"), None, "2K+"),
    ("ukulele", "Sevilla Strings Concert Ukulele 23 Inch, Mahogany, with Gig Bag and Strap",
     "Sevilla Strings", 59.99, None, 4.5, 4410, "music", "Ukuleles", ("#a1887f", "guitar", "Concert Ukulele"), None, "1K+"),
]

# Bullets ("About this item") for the products whose page is drawn in full.
BULLETS = {
    "kettle": [
        "FAST BOIL: 1500 watts bring 1.7 liters (about 7 cups) to a rolling boil in 4 to 6 minutes, faster than a stovetop.",
        "BRUSHED STAINLESS STEEL: food-grade 304 steel inside and out, no plastic touches the water; the black handle stays cool.",
        "SAFE BY DESIGN: auto shut-off when the water boils and boil-dry protection when the kettle is empty.",
        "360 DEGREE BASE: lift and place from any side; the cord stores under the base, so the counter stays tidy.",
        "WIDE LID AND WATER WINDOW: one-touch lid for filling and cleaning, and a lit window to see the level.",
    ],
    "violin": [
        "SOLID TONEWOODS: hand-carved solid spruce top and flamed maple back and sides for a warm, even tone.",
        "READY TO PLAY: set up in the US with a bridge fitted and strings tuned; includes four fine tuners.",
        "COMPLETE OUTFIT: oblong hard case with hygrometer, Brazilwood bow with horsehair, rosin and a spare set of strings.",
        "FOR STUDENTS AND RETURNING PLAYERS: 4/4 full size for ages 12 and up; see the size chart for younger players.",
    ],
    "binoculars": [
        "10X MAGNIFICATION, 42MM LENS: bright, sharp views at 367 ft / 1000 yds for birding, hiking and stadium events.",
        "BAK4 PRISM AND FMC COATING: fully multi-coated lenses for clear, high-contrast images even at dusk.",
        "WATERPROOF AND FOGPROOF: nitrogen-purged and O-ring sealed; a rubber armor grip for wet days.",
        "COMFORT: twist-up eyecups for glasses wearers and a center focus wheel that turns smoothly with one finger.",
        "IN THE BOX: carrying case, neck strap, lens cap, eyepiece cover and a cleaning cloth.",
    ],
}
GENERIC_BULLETS = [
    "BUILT TO LAST: made from durable materials and inspected before it leaves the warehouse.",
    "EASY TO USE: ready out of the box; quick-start instructions included.",
    "WHAT YOU GET: the {name}, with a 1-year limited warranty from {brand}.",
]

REVIEWERS = ["Mariana Costa", "Kwame Mensah", "Hiroshi Tanaka", "Aisha Rahman", "Lars Eriksson", "Priya Desai",
             "Tomás Herrera", "Olena Kovalenko", "Chidi Nwosu", "Sophie Laurent", "Rafael Oliveira", "Mei Chen",
             "Yusuf Demir", "Ingrid Nilsen", "Arjun Patel", "Beatriz Santos", "Jamal Williams", "Noa Ben-David"]

# Full reviews of the products drawn in full: (id, reviewer, stars, title, date, body, helpful, variant)
REVIEWS = {
    "kettle": [
        ("r1", "Mariana Costa", 5, "Boils fast, looks great on the counter", "2025-10-27",
         "I replaced a plastic kettle that left a taste in the water, and the difference is obvious. This one boils a full "
         "liter in a little over three minutes, the steel is easy to wipe down and the handle never gets hot. The lid opens "
         "wide enough to get my hand in to clean it. The blue light ring is a nice touch in the morning when the kitchen is dark.",
         312, "1.7 Liter"),
        ("r2", "Kwame Mensah", 4, "Great kettle, a little loud", "2025-10-12",
         "Heats quickly and shuts off reliably. It does rumble quite a bit just before it boils, so if you are the first one up "
         "it might wake someone. The cord storage under the base is well thought out. Taking off one star for the noise.",
         87, "1.7 Liter"),
        ("r3", "Hiroshi Tanaka", 5, "Third one I have bought as a gift", "2025-09-30",
         "After a year of daily use mine still looks new, so I bought two more for my parents and my sister. No plastic smell, "
         "no rust spots, and the auto shut-off has never failed. Descale it once a month if you have hard water.",
         145, "1.7 Liter"),
        ("r4", "Aisha Rahman", 3, "Works well, but the water window fogs up", "2025-09-14",
         "Performance is fine, but after a few weeks the water window started to fog from the inside and it is hard to read the "
         "level. Customer service offered a replacement, which was quick. Otherwise a solid kettle for the price.",
         41, "1.7 Liter"),
        ("r5", "Lars Eriksson", 5, "Perfect for pour-over and tea", "2025-08-22",
         "I drink tea all day and this has become my favourite appliance. It is quiet enough, pours without dripping, and the "
         "1.7 liters is enough for a big teapot and two mugs. Holds the heat for a while after it clicks off too.",
         63, "1.7 Liter"),
    ],
    "violin": [
        ("r1", "Olena Kovalenko", 5, "Excellent student violin", "2025-11-02",
         "My daughter's teacher was surprised by the tone of this instrument at this price. The set-up was good: the bridge was "
         "already standing and the pegs held their tune after a day of settling. The case is sturdy and the hygrometer is a nice extra.",
         128, "4/4"),
        ("r2", "Rafael Oliveira", 4, "Good value, replace the strings", "2025-10-18",
         "The violin itself is well made and the varnish is even. The included strings are fine for a start but a better set "
         "makes a big difference. The bow needed a lot of rosin before it made any sound, which is normal for a new bow.",
         54, "4/4"),
        ("r3", "Sophie Laurent", 5, "Came back to the violin after twenty years", "2025-09-25",
         "I wanted something decent without spending a fortune to see if I would stick with it. Six months later I practice every "
         "day and I am still happy with this violin. The fine tuners are smooth and the chin rest is comfortable.",
         77, "4/4"),
        ("r4", "Chidi Nwosu", 3, "Bridge was not set up", "2025-09-03",
         "It arrived with the bridge lying flat in the case, which was a bit of a challenge for a beginner. A video and a local "
         "shop helped. Sounds nice once it is set up.",
         36, "3/4"),
    ],
    "binoculars": [
        ("r1", "Ingrid Nilsen", 5, "Sharp and bright, even at dusk", "2025-11-09",
         "I use these for birding on the lake trail most mornings. The image is crisp edge to edge and they gather a lot of light, "
         "so I can still pick out herons in the reeds after sunset. The eyecups work well with my glasses.",
         402, "10x42"),
        ("r2", "Arjun Patel", 4, "Great for the price, strap is basic", "2025-10-21",
         "Optically these are better than a pair I paid twice as much for years ago. The included strap is thin, so I bought a "
         "harness. Focus wheel is smooth and precise.",
         118, "10x42"),
        ("r3", "Beatriz Santos", 5, "Survived a rainy week in the Smokies", "2025-10-05",
         "Used them every day in steady rain and they never fogged. They are a little heavy for a full day around the neck but "
         "the view is worth it. Case and lens caps are good quality.",
         96, "10x42"),
        ("r4", "Jamal Williams", 5, "Bought a second pair for my son", "2025-09-11",
         "We take these to ball games and on hikes. Easy to focus and my son, who is ten, handles them without a problem.",
         58, "8x42"),
    ],
}

# Home page: the hero banners (one photo each) and carousels.
HERO = [
    {"id": "bfw", "kicker": "Black Friday Week", "title": "Early deals on kitchen favorites", "sub": "Up to 30% off kettles, teapots and mills",
     "cta": "Shop kitchen deals", "photo": "kettle", "bg": "linear-gradient(120deg,#d7ecf7 0%,#a7d3ec 55%,#7fbfe4 100%)"},
    {"id": "music", "kicker": "Gifts for music lovers", "title": "Find their new favorite instrument", "sub": "Guitars, violins and more from $59.99",
     "cta": "Shop instruments", "photo": "electric-guitar", "bg": "linear-gradient(120deg,#f6e3c9 0%,#efc48f 60%,#e3a15c 100%)"},
    {"id": "outdoors", "kicker": "Get outside", "title": "Gear for the trail and the court", "sub": "Binoculars, balls and more",
     "cta": "Shop sports & outdoors", "photo": "basketball", "bg": "linear-gradient(120deg,#dff3e4 0%,#b4e2c0 55%,#86cf9c 100%)"},
    {"id": "tools", "kicker": "Holiday DIY", "title": "Tool up for the season", "sub": "Top-rated tool boxes and sets",
     "cta": "Shop tools", "photo": "toolbox", "bg": "linear-gradient(120deg,#f3dede 0%,#e6b2b2 55%,#d98686 100%)"},
]
CAROUSELS = [
    {"id": "kitchen", "title": "Best Sellers in Home & Kitchen", "items": ["descaler", "tea-sampler", "salt-mill", "tea-cups", "peppercorns",
                                                                          "teapot", "pepper-mill", "kettle", "gooseneck-kettle"]},
    {"id": "viewed", "title": "Related to items you've viewed", "items": ["nylon-strings", "clip-tuner", "capo", "guitar-stand", "guitar-cable",
                                                                          "rosin", "shoulder-rest", "classical-guitar", "violin", "ukulele"]},
    {"id": "outdoor", "title": "Top picks for Austin 78704", "items": ["ball-pump", "hoop-net", "binocular-harness", "bird-guide", "lens-kit",
                                                                       "tape-measure", "socket-set", "screwdriver-set", "film-400", "camera-strap"]},
]
# "Customers also bought" on each product page.
ALSO = {
    "kettle": ["descaler", "tea-sampler", "tea-cups", "gooseneck-kettle", "peppercorns", "salt-mill", "teapot", "lens-kit", "tape-measure", "ball-pump"],
    "violin": ["rosin", "shoulder-rest", "clip-tuner", "nylon-strings", "guitar-stand", "capo", "ukulele", "guitar-cable", "bird-guide", "classical-guitar"],
    "binoculars": ["binocular-harness", "lens-kit", "bird-guide", "camera-strap", "film-400", "ball-pump", "hoop-net", "tape-measure", "film-camera", "basketball"],
}

# Lightning deals (Today's Deals page). starts_in: seconds until a deal that has not started opens.
DEALS = [
    ("d-kettle", "kettle", 29.99, 38, 0, "4:12:09"),
    ("d-binoculars", "binoculars", 67.49, 71, 0, "2:45:31"),
    ("d-violin", "violin", 119.99, 0, 6, "6:00:00"),
    ("d-toolbox", "toolbox", 27.98, 54, 0, "1:18:44"),
    ("d-capo", "capo", 6.99, 83, 0, "0:52:10"),
    ("d-tea-sampler", "tea-sampler", 18.38, 22, 0, "5:40:02"),
    ("d-basketball", "basketball", 22.49, 0, 9, "6:00:00"),
    ("d-screwdriver-set", "screwdriver-set", 19.59, 67, 0, "3:05:57"),
    ("d-clip-tuner", "clip-tuner", 8.44, 91, 0, "0:21:33"),
    ("d-salt-mill", "salt-mill", 22.49, 12, 0, "5:59:01"),
    ("d-film-400", "film-400", 26.39, 45, 0, "2:02:48"),
    ("d-guitar-stand", "guitar-stand", 11.19, 0, 14, "6:00:00"),
    ("d-bird-guide", "bird-guide", 14.99, 59, 0, "4:31:16"),
    ("d-hoop-net", "hoop-net", 7.99, 33, 0, "3:47:25"),
    ("d-peppercorns", "peppercorns", 7.12, 76, 0, "1:09:38"),
    ("d-ukulele", "ukulele", 44.99, 18, 0, "5:12:54"),
]
DEAL_CHIPS = ["All", "Kitchen", "Musical Instruments", "Tools & Home Improvement", "Sports & Outdoors", "Camera & Photo",
              "Grocery", "Books", "Toys & Games", "Electronics", "Home Improvement", "Beauty", "Pet Supplies", "Garden", "Video Games"]

# The "All" (hamburger) panel: sections and departments with submenus (Amazon's hmenu).
HMENU = [
    ("Trending", [("bestsellers", "Best Sellers", None), ("new-releases", "New Releases", None), ("movers", "Movers & Shakers", None)]),
    ("Digital Content & Devices", [("prime-video", "Prime Video", ["All Videos", "Included with Prime", "Store: Rent or Buy", "Channels", "Your Watchlist"]),
                                   ("music-stream", "Amazon Music", ["Amazon Music Unlimited", "Free Streaming Music", "Podcasts", "Open Web Player"]),
                                   ("kindle", "Kindle E-readers & Books", ["Kindle E-readers", "Kindle eBooks", "Kindle Unlimited", "Prime Reading"]),
                                   ("appstore", "Amazon Appstore", ["All Apps and Games", "Games", "Your Apps and Subscriptions"])]),
    ("Shop by Department", [("electronics", "Electronics", ["Accessories & Supplies", "Camera & Photo", "Car & Vehicle Electronics", "Cell Phones & Accessories",
                                                             "Computers & Accessories", "GPS & Navigation", "Headphones", "Home Audio", "Office Electronics",
                                                             "Portable Audio & Video", "Security & Surveillance", "Television & Video", "Video Game Consoles",
                                                             "Video Projectors", "Wearable Technology", "eBook Readers & Accessories"]),
                            ("computers", "Computers", ["Computer Accessories & Peripherals", "Computer Components", "Computers & Tablets", "Data Storage",
                                                        "Laptop Accessories", "Monitors", "Networking Products", "Printers", "Scanners", "Software"]),
                            ("smart-home", "Smart Home", ["Smart Home Lighting", "Smart Locks and Entry", "Security Cameras and Systems", "Plugs and Outlets",
                                                          "New Smart Devices", "Heating and Cooling", "Voice Assistants and Hubs"]),
                            ("arts", "Arts & Crafts", ["Painting, Drawing & Art Supplies", "Beading & Jewelry Making", "Crafting", "Fabric",
                                                       "Fabric Decorating", "Knitting & Crochet", "Needlework", "Organization, Storage & Transport",
                                                       "Printmaking", "Scrapbooking & Stamping", "Sewing"])]),
    ("", [("automotive", "Automotive", ["Car Care", "Car Electronics & Accessories", "Exterior Accessories", "Interior Accessories", "Lights & Lighting Accessories",
                                        "Motorcycle & Powersports", "Oils & Fluids", "Paint & Paint Supplies", "Performance Parts & Accessories", "Tires & Wheels", "Tools & Equipment"]),
          ("baby", "Baby", ["Activity & Entertainment", "Apparel & Accessories", "Baby & Toddler Toys", "Baby Care", "Baby Stationery", "Car Seats & Accessories",
                            "Diapering", "Feeding", "Gifts", "Nursery", "Potty Training", "Pregnancy & Maternity", "Safety", "Strollers & Accessories"]),
          ("beauty", "Beauty and Personal Care", ["Makeup", "Skin Care", "Hair Care", "Fragrance", "Foot, Hand & Nail Care", "Tools & Accessories",
                                                   "Shave & Hair Removal", "Personal Care", "Oral Care"]),
          ("home", "Home and Kitchen", ["Kids' Home Store", "Kitchen & Dining", "Bedding", "Bath", "Furniture", "Home Décor", "Wall Art", "Lighting & Ceiling Fans",
                                        "Seasonal Décor", "Event & Party Supplies", "Heating, Cooling & Air Quality", "Irons & Steamers", "Vacuums & Floor Care",
                                        "Storage & Organization", "Cleaning Supplies"]),
          ("music", "Musical Instruments", ["Amplifiers & Effects", "Band & Orchestra", "Bass Guitars", "DJ & Karaoke", "Drums & Percussion", "Guitars",
                                           "Instrument Accessories", "Keyboards & MIDI", "Live Sound & Stage", "Microphones & Accessories",
                                           "Studio Recording Equipment", "Ukuleles, Mandolins & Banjos"]),
          ("sports", "Sports and Outdoors", ["Sports and Outdoors", "Outdoor Recreation", "Sports & Fitness", "Fan Shop"]),
          ("tools", "Tools & Home Improvement", ["Appliances", "Building Supplies", "Electrical", "Hardware", "Kitchen & Bath Fixtures", "Light Bulbs",
                                                 "Lighting & Ceiling Fans", "Measuring & Layout Tools", "Painting Supplies & Wall Treatments", "Power & Hand Tools",
                                                 "Rough Plumbing", "Safety & Security", "Storage & Home Organization", "Welding & Soldering"]),
          ("toys", "Toys and Games", ["Action Figures & Statues", "Arts & Crafts", "Baby & Toddler Toys", "Building Toys", "Dolls & Accessories", "Games",
                                      "Grown-Up Toys", "Hobbies", "Kids' Electronics", "Kids' Furniture", "Learning & Education", "Novelty & Gag Toys",
                                      "Party Supplies", "Puzzles", "Sports & Outdoor Play", "Stuffed Animals & Plush Toys", "Toy Remote Control & Play Vehicles"])]),
    ("Programs & Features", [("gift-cards", "Gift Cards", ["Gift Cards", "eGift cards", "Print at home", "Mail a Gift Card", "Reload Your Balance"]),
                             ("shop-by-interest", "Shop By Interest", None), ("amazon-live", "Amazon Live", None),
                             ("international", "International Shopping", None)]),
    ("Help & Settings", [("your-account", "Your Account", None), ("language", "English", None), ("country", "United States", None),
                         ("customer-service", "Customer Service", None), ("sign-out", "Sign Out", None)]),
]

# The store sub-navigation bar shown on a department's search results (hover flyouts).
SUBNAV = {
    "home": ("Home & Kitchen", [
        ("kitchen", "Kitchen & Dining", ["Small Appliances", "Cookware", "Bakeware", "Kitchen Utensils & Gadgets", "Coffee, Tea & Espresso",
                                         "Dining & Entertaining", "Storage & Organization", "Wine Accessories"]),
        ("bedding", "Bedding", ["Comforters & Sets", "Sheets & Pillowcases", "Blankets & Throws", "Pillows", "Mattress Pads & Toppers"]),
        ("bath", "Bath", ["Towels", "Bath Rugs", "Shower Curtains", "Bathroom Accessories", "Bathroom Storage"]),
        ("furniture", "Furniture", ["Living Room", "Bedroom", "Kitchen & Dining Room", "Home Office", "Entryway"]),
        ("decor", "Home Décor", ["Candles & Holders", "Clocks", "Decorative Pillows", "Mirrors", "Vases", "Picture Frames"]),
    ]),
    "music": ("Musical Instruments", [
        ("guitars", "Guitars", ["Acoustic Guitars", "Acoustic-Electric Guitars", "Classical & Nylon-String Guitars", "Electric Guitars", "Travel Guitars"]),
        ("orchestra", "Band & Orchestra", ["Violins", "Violas", "Cellos", "Brass", "Woodwinds", "Orchestral Strings Accessories"]),
        ("accessories", "Instrument Accessories", ["Guitar Strings", "Tuners", "Capos", "Picks", "Straps", "Stands", "Cables"]),
        ("keyboards", "Keyboards & MIDI", ["Digital Pianos", "Portable Keyboards", "MIDI Controllers", "Synthesizers"]),
        ("drums", "Drums & Percussion", ["Drum Sets", "Electronic Drums", "Cymbals", "Hand Percussion"]),
    ]),
}

# The Rufus conversation (a shopping assistant chat) and the Customer Service chat.
RUFUS_HISTORY = [
    ("you", "What do I need to start learning violin?"),
    ("rufus", "For a first violin, look for a complete outfit: a full-size (4/4) violin for adults, a bow, rosin and a case. "
              "A clip-on tuner and a shoulder rest make practice easier. Customers who started recently liked these:"),
    ("cards", ["violin", "rosin", "shoulder-rest"]),
    ("you", "Is a 4/4 violin right for a 12 year old?"),
    ("rufus", "Most 12-year-olds with an arm length over 23 inches play a 4/4. Measure from the neck to the middle of the palm "
              "with the arm stretched out. Under 22 inches, a 3/4 fits better."),
    ("you", "Which kettle boils the fastest?"),
    ("rufus", "Electric kettles with 1500 W heat 1.7 liters in about 4 to 6 minutes. The Hearthwell 1.7L is a best seller with 4.6 stars. "
              "For pour-over coffee, a gooseneck kettle gives more control:"),
    ("cards", ["kettle", "gooseneck-kettle"]),
    ("you", "Good binoculars for birding under $100?"),
    ("rufus", "10x42 binoculars are the usual choice for birding: bright enough for dawn and dusk and easy to hold steady. "
              "Look for BAK4 prisms and a waterproof body."),
]
RUFUS_SUGGESTIONS = ["What do customers say?", "Is it good for gifts?", "Compare with similar items"]

CHAT = [
    ("bot", "Hi Daniela, I'm Amazon's messaging assistant. What can I help you with today?"),
    ("chips", ["Track a package", "Return or replace items", "Payment & charges", "Something else"]),
    ("you", "Return or replace items"),
    ("bot", "Which item is this about? Here are your recent orders:"),
    ("orders", ["teapot", "capo"]),
    ("you", "Kyoto Leaf Cast Iron Teapot"),
    ("bot", "Sorry to hear about the teapot. What's wrong with the item?"),
    ("chips", ["Item arrived damaged", "Wrong item was sent", "No longer needed", "Missing parts"]),
    ("you", "Item arrived damaged"),
    ("bot", "Thanks. The lid of your teapot has a chip in the enamel, is that right? You can get a replacement delivered by "
            "Thursday, November 20, or a refund to your original payment method."),
]

ACCOUNT_LISTS = ["Create a List", "Find a List or Registry", "Holiday gift ideas", "Music room", "Kitchen wish list"]
ACCOUNT_LINKS = ["Account", "Orders", "Keep Shopping For", "Recommendations", "Browsing History", "Watchlist", "Video Purchases & Rentals",
                 "Kindle Unlimited", "Content & Devices", "Subscribe & Save Items", "Memberships & Subscriptions", "Music Library"]
LANGUAGES = [("en", "English - EN"), ("es", "español - ES"), ("ar", "العربية - AR"), ("de", "Deutsch - DE"), ("he", "עברית - HE"),
             ("ko", "한국어 - KO"), ("pt", "português - PT"), ("zh", "中文 (简体) - ZH")]

FOOTER = [
    ("Get to Know Us", ["Careers", "Amazon Newsletter", "About Amazon", "Accessibility", "Sustainability", "Press Center", "Investor Relations",
                        "Amazon Devices", "Amazon Science"]),
    ("Make Money with Us", ["Sell on Amazon", "Sell apps on Amazon", "Supply to Amazon", "Protect & Build Your Brand", "Become an Affiliate",
                            "Become a Delivery Driver", "Start a Package Delivery Business", "Advertise Your Products", "Self-Publish with Us",
                            "Become an Amazon Hub Partner"]),
    ("Amazon Payment Products", ["Amazon Visa", "Amazon Store Card", "Amazon Secured Card", "Amazon Business Card", "Shop with Points",
                                 "Credit Card Marketplace", "Reload Your Balance", "Gift Cards", "Amazon Currency Converter"]),
    ("Let Us Help You", ["Your Account", "Your Orders", "Shipping Rates & Policies", "Amazon Prime", "Returns & Replacements",
                         "Manage Your Content and Devices", "Recalls and Product Safety Alerts", "Registry & Gift List", "Help"]),
]

# The cart at reset and the items saved for later.
CART = [("tea-sampler", 1), ("capo", 2)]
SAVED = ["bird-guide", "shoulder-rest", "hoop-net", "film-400"]


def slug(text: str) -> str:
    out = "".join(c.lower() if c.isalnum() else "-" for c in text)
    while "--" in out:
        out = out.replace("--", "-")
    return out.strip("-")


def build(seed: int) -> dict:
    rng = random.Random(seed)
    products = {}
    for pid, title, brand, price, lst, rating, count, dept, sub, art, badge, bought in P:
        item = {"id": pid, "title": title, "brand": brand, "price": price, "list_price": lst, "rating": rating,
                "count": count, "dept": dept, "sub": sub, "badge": badge, "bought": bought, "prime": pid not in ("film-camera", "bird-guide")}
        if isinstance(art, str):
            photo = PHOTOS[art]
            item["photo"] = photo["url"]
            item["alt"] = photo["subject"].replace(", cut out on white", "").rstrip(".")
            item["keywords"] = photo["keywords"]
        else:
            item["photo"] = None
            item["pack"] = {"color": art[0], "icon": art[1], "line": art[2]}
        short = title.split(",")[0]
        item["short"] = short
        item["bullets"] = BULLETS.get(pid) or [b.format(name=short, brand=brand) for b in GENERIC_BULLETS]
        # the star histogram (percent of ratings per star, 5 down to 1), consistent with the average
        five = int(round((rating - 3.6) * 70 + 8))
        hist = [five, max(3, int((100 - five) * 0.55)), 0, 0, 0]
        rest = 100 - hist[0] - hist[1]
        hist[2] = int(rest * 0.45); hist[3] = int(rest * 0.25); hist[4] = rest - hist[2] - hist[3]
        item["histogram"] = hist
        products[pid] = item
    # Variants of the products drawn in full.
    products["kettle"]["variants"] = {"label": "Capacity", "options": ["1.0 Liter", "1.7 Liter"], "default": "1.7 Liter",
                                      "colors": [("steel", "Brushed Steel"), ("black", "Matte Black"), ("white", "Cream White")]}
    products["violin"]["variants"] = {"label": "Size", "options": ["1/4", "1/2", "3/4", "4/4"], "default": "4/4",
                                      "colors": [("natural", "Natural"), ("antique", "Antique Brown")]}
    products["binoculars"]["variants"] = {"label": "Size", "options": ["8x42", "10x42", "12x50"], "default": "10x42",
                                          "colors": [("black", "Black"), ("green", "Olive Green")]}
    reviews = {}
    for pid, rows in REVIEWS.items():
        reviews[pid] = [{"id": rid, "who": who, "stars": s, "title": t, "date": d, "body": b,
                         "helpful": hp + rng.randrange(3), "variant": v} for rid, who, s, t, d, b, hp, v in rows]
    deals = [{"id": did, "product": pid, "price": price, "claimed": claimed, "starts_in": starts, "ends_in": ends}
             for did, pid, price, claimed, starts, ends in DEALS]
    return {
        "today": TODAY, "me": ME, "products": products, "order": [row[0] for row in P],
        "departments": [{"id": i, "name": n} for i, n in DEPARTMENTS],
        "reviews": reviews, "hero": HERO, "carousels": CAROUSELS, "also": ALSO, "deals": deals, "deal_chips": DEAL_CHIPS,
        "hmenu": [{"title": t, "items": [{"id": i, "label": l, "sub": s} for i, l, s in items]} for t, items in HMENU],
        "subnav": {k: {"title": v[0], "items": [{"id": i, "label": l, "links": links} for i, l, links in v[1]]} for k, v in SUBNAV.items()},
        "rufus": [{"who": w, "text": t} if w != "cards" else {"who": w, "items": t} for w, t in RUFUS_HISTORY],
        "rufus_suggestions": RUFUS_SUGGESTIONS,
        "chat": [{"who": w, "text": t} if isinstance(t, str) else {"who": w, "items": t} for w, t in CHAT],
        "account_lists": ACCOUNT_LISTS, "account_links": ACCOUNT_LINKS, "languages": LANGUAGES,
        "footer": [{"title": t, "links": links} for t, links in FOOTER],
        "cart": [{"product": p, "qty": q} for p, q in CART], "saved": SAVED,
        "slugs": {},
    }
