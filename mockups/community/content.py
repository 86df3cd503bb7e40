"""Seeded content for the `community` mockup: Discord desktop, signed in as Noa in "Trail & Lens",
a hiking and nature-photography server, on the suite's shared "today" (Thursday 12 June 2025, 11:05).

Everything the page shows comes from here: the servers on the rail, the channel tree, the members
and their roles, the messages (replies, reactions, photos, embeds, spoilers, threads), the forum
posts, the voice channels and the live stream, the Home page (friends, DMs) and the emoji. The
structure is fixed so that element IDs and task targets are stable; the seed only varies details
no task depends on (statuses of unnamed members, counts of non-target reactions).

Message text uses a small markup the app renders: `code`, **bold**, *italic*, <@person> mentions,
<#channel> links, [label](url) links and ||spoilers||.

Emoji are Twemoji (what Discord draws), vendored in twemoji.json by build_emoji.py (CC BY 4.0).
"""
from __future__ import annotations

import json
import random
from pathlib import Path

from igg.mockups.assets import catalog

TITLE = "Discord | #general | Trail & Lens"
ME = "noa"
TODAY = "Thursday, June 12, 2025"
NOW = "11:05 AM"

# slug, display name, avatar id, username, roles (highest first), pronouns, about
PEOPLE = [
    ("noa", "Noa", "noa-levi", "noa.levi", [], "she/her", "Weekend hiker, weekday UX researcher. Tel Aviv -> Galilee trails."),
    ("aroha", "Aroha", "aroha-ngata", "aroha.ngata", ["boss"], "she/her", "Founder of Trail & Lens. Tramping Aotearoa with a 35mm prime."),
    ("kwame", "Kwame", "kwame-mensah", "kwamem", ["ranger"], "he/him", "Moderator. Ask me about the Ghana-Togo border hills."),
    ("ingrid", "Ingrid H.", "ingrid-halvorsen", "ingridh", ["ranger"], "she/her", "Lofoten local. Rain is just weather."),
    ("haruto", "Haruto", "haruto-suzuki", "haruto.s", ["ranger", "mentor"], "he/him", "Moderator, photo mentor. Kumano Kodo twice."),
    ("camila", "Camila", "camila-rojas", "camirojas", ["mentor"], "she/her", "Patagonia guide in the summer, Lightroom nerd all year."),
    ("dmitri", "Dmitri", "dmitri-volkov", "dvolkov", ["mentor"], "he/him", "Astro and night-sky photographer."),
    ("ananya", "Ananya", "ananya-iyer", "ananya.iyer", ["mentor"], "she/her", "Birds, mostly. Western Ghats."),
    ("sipho", "Sipho", "sipho-khumalo", "siphok", ["leader"], "he/him", "Drakensberg trip leader."),
    ("lucia", "Lucia", "lucia-navarro", "lucianav", ["leader"], "she/her", "Picos de Europa every autumn."),
    ("mikael", "Mikael", "mikael-lindqvist", "mikael.l", ["leader"], "he/him", "Kungsleden, packrafting, bad puns."),
    ("amara", "Amara", "amara-nwosu", "amara.n", [], "she/her", "Planning my first hut-to-hut trek."),
    ("lerato", "Lerato", "lerato-dlamini", "leratod", [], "she/her", ""),
    ("yusuf", "Yusuf", "yusuf-demir", "yusufdemir", [], "he/him", "Lycian Way, one section at a time."),
    ("elif", "Elif", "elif-yilmaz", "elif.y", [], "", ""),
    ("omar", "Omar", "omar-haddad", "omarh", [], "he/him", "Wadi Rum and the Jordan Trail."),
    ("layla", "Layla", "layla-nasser", "laylan", [], "", ""),
    ("reza", "Reza", "reza-karimi", "rezak", [], "he/him", ""),
    ("katarzyna", "Kasia", "katarzyna-nowak", "kasia.nowak", [], "she/her", "Tatras in every season."),
    ("aino", "Aino", "aino-virtanen", "ainov", [], "", "Lapland, aurora, too many mittens."),
    ("matteo", "Matteo", "matteo-bianchi", "matteob", [], "he/him", "Dolomites born and raised."),
    ("camille", "Camille", "camille-laurent", "camille.l", [], "elle", ""),
    ("jan", "Jan", "jan-de-vries", "jandv", [], "", ""),
    ("joaquin", "Joaquín", "joaquin-diaz", "joaquind", [], "he/him", ""),
    ("beatriz", "Beatriz", "beatriz-santos", "bia.santos", [], "she/her", "Serra da Estrela and film cameras."),
    ("hiroshi", "Hiroshi", "hiroshi-sato", "hiroshisato", [], "he/him", ""),
    ("jiwoo", "Ji-woo", "ji-woo-park", "jiwoo.park", [], "", "Jirisan ridge walker."),
    ("wei", "Wei", "wei-zhang", "weizhang", [], "", ""),
    ("linh", "Linh", "linh-tran", "linh.tran", [], "she/her", "Ha Giang loop on foot."),
    ("vikram", "Vikram", "vikram-nair", "vikramn", [], "he/him", ""),
    ("sana", "Sana", "sana-malik", "sanamalik", [], "she/her", "Hunza valley, apricots, long lenses."),
    ("kiri", "Kiri", "kiri-walker", "kiriw", [], "", ""),
    ("isla", "Isla", "isla-campbell", "islac", [], "she/her", "Munro bagger (112/282)."),
    ("eitan", "Eitan", "eitan-cohen", "eitanc", [], "he/him", ""),
    ("keisha", "Keisha", "keisha-williams", "keishaw", [], "she/her", ""),
    ("carlos", "Carlos", "carlos-mendoza", "carlosm", [], "he/him", ""),
    ("abebe", "Abebe", "abebe-tesfaye", "abebet", [], "he/him", "Simien Mountains, gelada fan."),
    ("hana", "Hana", "hana-girma", "hanag", [], "", ""),
    ("nikos", "Nikos", "nikos-papadopoulos", "nikosp", [], "he/him", ""),
    ("petra", "Petra", "petra-novak", "petranovak", [], "", ""),
    ("ioana", "Ioana", "ioana-popescu", "ioanap", [], "she/her", "Carpathian ridges and bears (from afar)."),
    ("rafael", "Rafael", "rafael-oliveira", "rafa.oli", [], "he/him", ""),
    ("zanele", "Zanele", "zanele-mokoena", "zanelem", [], "", ""),
]

ROLES = {
    "boss": {"name": "Trail Boss", "color": "#f47b67"},
    "ranger": {"name": "Rangers", "color": "#2dc770"},
    "mentor": {"name": "Photo Mentors", "color": "#5ca8f5"},
    "leader": {"name": "Trip Leaders", "color": "#f0b232"},
    "bot": {"name": "Bots", "color": "#a38cf0"},
}
ROLE_ORDER = ["boss", "ranger", "mentor", "leader", "bot"]

# status: online | idle | dnd | offline; activity shown under the name in the member list
FIXED_STATUS = {
    "noa": ("online", ""), "aroha": ("online", "Streaming Lightroom Classic"), "kwame": ("online", "Moderating"),
    "ingrid": ("idle", "Rain. Again."), "haruto": ("dnd", "Editing Kumano photos"), "camila": ("online", "Playing Geoguessr"),
    "dmitri": ("idle", ""), "ananya": ("online", "Listening to Spotify"), "sipho": ("online", ""),
    "lucia": ("online", "In the Picos until Sunday"), "mikael": ("offline", ""), "amara": ("online", "Planning the AV1"),
    "lerato": ("online", ""), "hiroshi": ("online", "In voice: Editing Room"), "isla": ("offline", ""),
    "matteo": ("online", ""), "sana": ("offline", ""), "abebe": ("offline", ""), "ioana": ("offline", ""),
    "yusuf": ("online", ""),
}

BOT = {"slug": "trailbot", "name": "TrailBot", "username": "TrailBot#0420", "roles": ["bot"], "bot": True}

# ------------------------------------------------------------------------------------------
# The server rail: Home, then servers and one folder, as Discord lists them.
# ------------------------------------------------------------------------------------------
SERVERS = [
    # slug, name, icon photo id or None (Discord then shows the name's initials), unread, mentions
    ("trail", "Trail & Lens", None, False, 0),
    ("astro", "Astro Imaging Society", None, True, 0),
    ("coffee", "Coffee Nerds", None, False, 0),
    ("rustaceans", "Rustaceans", None, True, 0),
    ("tokyo", "Tokyo Expats & Friends", None, False, 2),
    ("sourdough", "Sourdough Society", None, False, 0),
    ("lofi", "Lofi Study Hall", None, True, 0),
    ("birders", "Birders United", None, True, 1),
    ("indiedev", "Indie Game Devs", None, False, 0),
    ("langex", "Language Exchange", None, True, 0),
    ("cats", "Cat Appreciation Society", None, False, 0),
    ("osm", "OpenStreetMap Mappers", None, False, 0),
    ("keebs", "Mechanical Keyboards", None, True, 0),
    ("kites", "Kite Fliers Worldwide", None, False, 0),
    ("watercolor", "Watercolor Wednesdays", None, False, 0),
    ("chess", "Chess Club Commons", None, False, 0),
]
FOLDER = {"slug": "games", "name": "Game nights", "after": "coffee", "color": "#5865f2",
          "servers": [("cozy", "Cozy Farmers", None, True, 0), ("speedrun", "Speedrun Lab", None, False, 0),
                      ("boardgames", "Board Game Night", None, False, 3)]}

# Other servers: a short channel tree and a few messages, so switching to them shows a real place.
OTHER_SERVERS = {
    "astro": (["general", "image-of-the-week", "processing-help", "gear"], [
        ("dmitri", "9:12 AM", "M101 from last night, 6 hours of integration from a Bortle 4 site. Still fighting the gradient on the left."),
        ("wei", "9:40 AM", "That gradient is the moon at 18% rising. Try a dynamic background extraction with more samples near the edge."),
        ("dmitri", "9:44 AM", "Will do. Clear skies everyone, the forecast says Saturday is the one."),
    ]),
    "coffee": (["general", "brew-methods", "roasting", "cafe-reviews"], [
        ("beatriz", "8:02 AM", "Dialled in the new Ethiopian Guji at 18 g in, 40 g out, 29 s. Blueberry bomb."),
        ("jan", "8:15 AM", "Jealous. My grinder is still on the burr break-in phase."),
    ]),
    "rustaceans": (["general", "help", "showcase", "jobs"], [
        ("jiwoo", "10:20 AM", "Anyone else hitting the new `impl Trait` capture rules after bumping to 2024 edition?"),
        ("petra", "10:31 AM", "Yes, `use<..>` bounds fixed it for me. The migration lint catches most of them."),
    ]),
    "tokyo": (["general", "housing", "events", "food"], [
        ("hiroshi", "Yesterday at 9:10 PM", "Hydrangea season in Kamakura is peaking this weekend, go early to beat the crowds."),
        ("keisha", "Yesterday at 9:22 PM", "<@noa> you asked about Meigetsu-in, this is the one!"),
    ]),
    "birders": (["general", "id-help", "sightings", "sound-recordings"], [
        ("ananya", "7:02 AM", "Malabar whistling thrush singing outside the window at dawn. Recording in #sound-recordings."),
        ("kiri", "7:30 AM", "<@noa> the kingfisher spot you asked about is past the second footbridge."),
    ]),
}
for _slug in ("sourdough", "lofi", "indiedev", "langex", "cats", "osm", "keebs", "kites", "watercolor", "chess",
              "cozy", "speedrun", "boardgames"):
    OTHER_SERVERS.setdefault(_slug, (["general", "introductions", "off-topic"], []))

# ------------------------------------------------------------------------------------------
# Trail & Lens: categories and channels (Discord order). kind: text | announce | rules | forum | voice | stage
# ------------------------------------------------------------------------------------------
CATEGORIES = [
    ("info", "Information", [("welcome", "rules", "Read this first: how Trail & Lens works"),
                             ("announcements", "announce", "Meetups, challenges and server news"),
                             ("roles", "text", "Pick your regions and interests")]),
    ("community", "Text Channels", [("general", "text", "Say hi, share a trail, ask anything. Be kind, leave no trace."),
                                    ("trip-planning", "text", "Routes, permits, huts and transport"),
                                    ("gear-talk", "text", "Boots, packs, shells and everything you carry"),
                                    ("trail-conditions", "text", "Snow, closures and washouts: post the date you saw it"),
                                    ("off-topic", "text", "Anything that is not a trail")]),
    ("photo", "Photography", [("photo-critique", "text", "Post one photo, get honest feedback. Say what you want critiqued."),
                              ("wildlife-sightings", "text", "What you saw, where and when (no exact nest locations)"),
                              ("editing-help", "text", "Lightroom, Darktable, Capture One and phone editing"),
                              ("trip-reports", "forum", "One post per trip: route, photos, what you would change")]),
    ("trips", "Trips & Meetups", [("meetups", "text", "Organised walks and photo meetups"),
                                  ("carpool-board", "text", "Offer or find a ride to the trailhead"),
                                  ("region-europe", "text", "Alps, Pyrenees, Scandinavia, the Balkans and more"),
                                  ("region-asia", "text", "Himalaya, Japan Alps, Kumano Kodo, the Caucasus"),
                                  ("region-americas", "text", "Patagonia to the PCT"),
                                  ("region-africa", "text", "Drakensberg, Simien, Atlas and Kilimanjaro")]),
    ("voice", "Voice Channels", [("campfire", "voice", ""), ("editing-room", "voice", ""),
                                 ("trip-call", "voice", ""), ("photo-walk", "stage", "")]),
    ("archive", "Archive", [("summer-challenge-2024", "text", "Archived: 2024 summer photo challenge"),
                            ("meetups-2024", "text", "Archived: 2024 meetups"),
                            ("old-announcements", "announce", "Archived announcements")]),
]
VOICE_NAMES = {"campfire": "Campfire Lounge", "editing-room": "Editing Room", "trip-call": "Trip Planning Call",
               "photo-walk": "Monthly Photo Walk"}
VOICE_PEOPLE = {"campfire": [("amara", ""), ("lerato", "muted"), ("kwame", "")],
                "editing-room": [("aroha", "live"), ("hiroshi", "deaf")],
                "trip-call": [], "photo-walk": []}
# Aroha edits a storm she caught on the Desert Road (State Highway 1 across the Rangipo Desert).
STREAM = {"channel": "editing-room", "who": "aroha", "title": "Lightroom Classic", "photo": "storm-over-road",
          "file": "Desert_Road_storm_0412.CR3", "viewers": ["hiroshi"]}

CHANNEL_UNREAD = {"general": True, "trip-planning": True, "gear-talk": False, "photo-critique": True,
                  "announcements": True, "region-asia": True, "wildlife-sightings": False}
CHANNEL_MENTIONS = {"trip-planning": 1}


def _m(slug, author, time, text, **extra):
    msg = {"slug": slug, "author": author, "time": time, "text": text}
    msg.update(extra)
    return msg


def _general():
    """#general: yesterday afternoon and this morning; the unread messages start at 10:02 AM."""
    return [
        _m("yday-sunset", "ingrid", "Yesterday at 4:12 PM",
           "Finally a dry evening in Reine: dandelions gone to seed all over the field below Reinebringen at sunset. "
           "Posting the full set in <#photo-critique> later, this is the teaser.",
           day="June 11, 2025", image=("dandelion-field", "reine_dandelions_at_sunset.jpg"),
           reactions=[("heart_eyes", 11), ("fire", 6), ("camera", 2)]),
        _m("yday-sunset-2", "haruto", "Yesterday at 4:20 PM", "That low sun through the seed heads is unreal. What focal length?", reply_to="yday-sunset"),
        _m("yday-sunset-3", "ingrid", "Yesterday at 4:22 PM", "100mm macro, f/4, 1/500 s, lying flat in the wet grass. Not proud, but it worked."),
        _m("yday-join", None, "Yesterday at 5:03 PM", "", system="join", who="lerato"),
        _m("yday-lerato", "lerato", "Yesterday at 5:05 PM",
           "Hi all! Joburg based, trying to get into longer hikes. Anyone done the Amphitheatre to Sentinel Peak route?",
           reactions=[("wave", 9), ("heart", 3)]),
        _m("yday-sipho", "sipho", "Yesterday at 5:11 PM",
           "Welcome <@lerato>! Done it four times. The chain ladders are fine if you are ok with heights. "
           "Start before 7 to beat the cloud that rolls in by noon.", reply_to="yday-lerato",
           reactions=[("pray", 4)]),
        _m("yday-amara", "amara", "Yesterday at 6:40 PM",
           "Planning the Alta Via 1 in September. Is it still possible to book rifugi this late or am I dreaming?",
           thread="dolomites-av1"),
        _m("yday-gpx", "mikael", "Yesterday at 7:15 PM",
           "PSA: if you export GPX from the planner, tick **include elevation**. Half the tracks in <#trip-reports> are flat lines.",
           reactions=[("100", 7), ("tools", 2), ("joy", 3)]),
        _m("yday-forecast", "lucia", "Yesterday at 8:02 PM",
           "Weekend forecast for the Picos looks decent, anyone around Sotres on Saturday?",
           embed={"site": "Mountain Forecast", "color": "#5ca8f5", "title": "Torre de Cerredo: 7-day mountain forecast",
                  "url": "https://www.mountain-forecast.com/peaks/Torre-de-Cerredo/forecasts/2648",
                  "desc": "Saturday: light winds, freezing level 3,100 m, 10% chance of showers after 3 pm."},
           reactions=[("sunny", 5)]),
        _m("yday-lucia-2", "lucia", "Yesterday at 8:03 PM", "(the forecast is always right until it isn't)"),
        _m("yday-late", "dmitri", "Yesterday at 11:48 PM",
           "Clouds over Kazbegi all evening, so no Milky Way yet. If the sky clears, the core rises over Gergeti around 1 am.",
           image=("cloud-field", "kazbegi_clouds_tonight.jpg"), reactions=[("crossed_fingers", 8), ("milky_way", 4)]),
        _m("today-haruto", "haruto", "8:31 AM",
           "Morning! Reminder that critique Thursday is today. Drop one photo in <#photo-critique> by 6 pm JST and say what you want feedback on.",
           day="June 12, 2025", reactions=[("saluting_face", 6), ("camera", 4)]),
        _m("today-yusuf", "yusuf", "8:52 AM",
           "Did the Kabak to Alınca section of the Lycian Way last weekend. Brutal climb, then the dune grass above Kabak beach and that sea.",
           image=("dune-grass-sea", "kabak_beach_dune_grass.jpg"), reactions=[("heart", 7), ("muscle", 3)]),
        _m("today-kasia", "katarzyna", "9:20 AM",
           "Tatra park rangers just closed the Orla Perć for the next two weeks after rockfall near Kozi Wierch.",
           reactions=[("eyes", 5), ("pray", 2)]),
        _m("today-spoiler", "matteo", "9:41 AM",
           "For the people who asked about the secret lake near Cortina (please keep it quiet):\n"
           "||[map pin](https://www.openstreetmap.org/#map=16/46.5411/12.1352), past the second hut on trail 215||",
           reactions=[("eyes", 9), ("pray", 4)]),
        # -------- unread from here (10:02 AM)
        _m("new-aroha", "aroha", "10:02 AM",
           "**June Photo Walk** is on! Saturday 21 June, golden hour, in every time zone. Post your meetup in <#meetups> "
           "and we'll pin the list. Editing Room voice is open all weekend if you want live feedback.",
           reactions=[("tada", 19), ("camera", 8), ("heart", 6)], unread_start=True),
        _m("new-kwame", "kwame", "10:06 AM", "Reminder: last year's list is in <#meetups-2024>; new posts go in <#meetups>, one per city please."),
        _m("new-camila", "camila", "10:11 AM",
           "Torres del Paine reopened the W from the east side today. Refugio Chileno is taking bookings again.",
           reactions=[("tada", 4)]),
        _m("new-beatriz", "beatriz", "10:19 AM",
           "Shot a roll of Portra in Serra da Estrela, the lab just sent the scans. Morning fog lifting off the fields below Manteigas.",
           image=("fog-over-field", "serra_da_estrela_fog_portra.jpg"), reactions=[("heart_eyes", 6), ("sparkles", 2)]),
        _m("new-beatriz-2", "beatriz", "10:20 AM", "The colours are straight from the scanner, no edits."),
        _m("new-omar", "omar", "10:26 AM",
           "Anyone walked the Dana to Petra stretch of the Jordan Trail in June? Wondering if it's too hot.", reply_to="new-beatriz"),
        _m("new-abebe", "abebe", "10:31 AM",
           "<@omar> June is hard on the southern sections. Start at 4 am and carry 5 litres, or wait for October.",
           reply_to="new-omar", reactions=[("100", 3)]),
        _m("new-ananya", "ananya", "10:37 AM",
           "Spotted a pair of nuthatches nesting in the old oak by the visitor centre. Keep a respectful distance if you go!",
           reactions=[("owl", 2), ("seedling", 3)]),
        _m("new-linh", "linh", "10:44 AM",
           "<@noa> you asked about rain shells last week: I ended up with the one Haruto recommended, it's been great in the monsoon.",
           reply_to=None, mention_me=True, reactions=[("thumbsup", 2)]),
        _m("new-sipho", "sipho", "10:49 AM",
           "Drakensberg meetup on the 21st is confirmed: Mahai campsite, 5:30 am start. DM me for the carpool.",
           reactions=[("hiking_boot", 5), ("fire", 2)]),
        _m("new-jiwoo", "jiwoo", "10:55 AM",
           "Long shot, but does anyone have a spare bear canister I could borrow in Seattle next month?"),
        _m("new-mikael", "mikael", "10:58 AM", "Ask in <#carpool-board>, people lend gear there all the time."),
        _m("new-amara", "amara", "11:01 AM",
           "Update on the AV1 thread: two rifugi said yes for mid-September! Thank you all.",
           reactions=[("partying_face", 8), ("heart", 4)]),
        _m("new-camila-2", "camila", "11:03 AM",
           "Congrats <@amara>! Take a headlamp for the Lagazuoi tunnels.", reply_to="new-amara"),
    ]


def _threads():
    av1 = [
        ("amara", "Yesterday at 6:40 PM", "Planning the Alta Via 1 in September. Is it still possible to book rifugi this late or am I dreaming?"),
        ("matteo", "Yesterday at 6:48 PM", "Not dreaming. Most rifugi open bookings in January, but September has cancellations every week."),
        ("matteo", "Yesterday at 6:49 PM", "Email them directly, the booking portals show them full long after spots free up."),
        ("lucia", "Yesterday at 6:55 PM", "Which direction? North to south is the classic, Lago di Braies to Belluno."),
        ("amara", "Yesterday at 7:01 PM", "North to south, 10 days, starting the 12th."),
        ("haruto", "Yesterday at 7:10 PM", "Bring a light down jacket. Rifugio Lagazuoi at 2,752 m was 2°C at breakfast for us last September."),
        ("kwame", "Yesterday at 7:13 PM", "And cash. Half the huts did not take cards when I went."),
        ("amara", "Yesterday at 7:20 PM", "Cash, down jacket, email directly. Noted!"),
        ("mikael", "Yesterday at 7:42 PM", "If Rifugio Nuvolau is full, Rifugio Averau is 20 minutes below and has the better food anyway."),
        ("matteo", "Yesterday at 7:45 PM", "Averau's polenta with mushrooms is a reason to do the whole trek."),
        ("ingrid", "Yesterday at 8:30 PM", "Do you need a via ferrata kit for the variant over Civetta?"),
        ("matteo", "Yesterday at 8:36 PM", "Only for the Via Ferrata degli Alleghesi. The standard path around it is fine without."),
        ("amara", "Yesterday at 9:02 PM", "Skipping the ferrata then, it's my first hut trek."),
        ("lucia", "Yesterday at 9:15 PM", "Good call. The standard route is already plenty of up and down."),
        ("amara", "8:05 AM", "Emailed Rifugio Pederü, Fanes and Lagazuoi this morning."),
        ("amara", "10:48 AM", "Lagazuoi and Fanes both said yes!"),
        ("matteo", "10:52 AM", "Told you. Buon cammino!"),
        ("haruto", "10:57 AM", "Post a trip report in <#trip-reports> when you're back, we want photos."),
    ]
    return {
        "dolomites-av1": {"slug": "dolomites-av1", "name": "Alta Via 1 in September?", "channel": "general",
                          "owner": "amara", "messages": av1, "last": "matteo", "updated": "4m ago"},
        "skye-ferry": {"slug": "skye-ferry", "name": "Ferry times to Skye in July", "channel": "general", "owner": "isla",
                       "messages": [("isla", "Yesterday at 1:10 PM", "The Mallaig to Armadale ferry is booked solid on Saturdays in July. Anyone know if foot passengers can still turn up?"),
                                    ("ingrid", "Yesterday at 1:30 PM", "Foot passengers are usually fine, it's cars that sell out."),
                                    ("isla", "Yesterday at 2:02 PM", "Perfect, thank you!")],
                       "last": "isla", "updated": "21h ago"},
        "rain-shells": {"slug": "rain-shells", "name": "Best budget rain shell 2025", "channel": "general", "owner": "linh",
                        "messages": [("linh", "June 5, 2025 at 9:12 AM", "Looking for a rain shell under 150 that survives a monsoon trek."),
                                     ("haruto", "June 5, 2025 at 9:40 AM", "Three-layer, pit zips, hood with a wire brim. Skip anything with a two-way front zip at that price."),
                                     ("linh", "10:44 AM", "Went with Haruto's pick, very happy.")],
                        "last": "linh", "updated": "21m ago"},
        "perseids": {"slug": "perseids", "name": "Night sky settings for the Perseids", "channel": "general", "owner": "dmitri",
                     "messages": [("dmitri", "June 9, 2025 at 10:00 PM", "Starting a thread so the settings don't get lost: 14mm f/2.8, ISO 3200, 20 s, interval 22 s."),
                                  ("vikram", "June 10, 2025 at 7:31 AM", "Does that work with a crop sensor?"),
                                  ("dmitri", "June 10, 2025 at 8:05 AM", "Yes, drop to 15 s to keep the stars round.")],
                     "last": "dmitri", "updated": "2d ago"},
    }


FORUM_TAGS = ["Europe", "Asia", "Americas", "Africa", "Oceania", "Multi-day", "Day hike", "Winter"]
# slug, title, author, tags, (photo id, file name) or None (a post without an image: no thumbnail), messages,
# reactions, when, first line. Ingrid's and Yusuf's covers are the photos they also posted in #general.
FORUM_POSTS = [
    ("kungsleden", "Kungsleden north half in 6 days", "mikael", ["Europe", "Multi-day"], None, 23, 14, "2h ago",
     "Abisko to Kebnekaise and on to Vakkotavare. Mosquitoes were the real boss fight."),
    ("simien", "Simien Mountains: Sankaber to Chennek", "abebe", ["Africa", "Multi-day"], None, 11, 19, "5h ago",
     "Geladas at breakfast every single day. Scout required, arrange it in Debark."),
    ("reine-sunset", "Reinebringen at sunset (the new stairs)", "ingrid", ["Europe", "Day hike"],
     ("dandelion-field", "reine_dandelions_at_sunset.jpg"), 31, 42, "Yesterday",
     "The Sherpa stairs are done all the way to the top. 1,978 steps, I counted, and a dandelion field at the bottom."),
    ("kumano", "Kumano Kodo Nakahechi, 4 days with luggage transfer", "haruto", ["Asia", "Multi-day"],
     ("forest-path", "nakahechi_forest_path.jpg"), 17, 25, "Yesterday",
     "Takijiri-oji to Hongu Taisha on forest paths under the cedars. Minshuku dinners were the highlight."),
    ("picos", "Ruta del Cares and a night at Vega de Ario", "lucia", ["Europe", "Multi-day"], None, 9, 12, "2d ago",
     "Cares gorge early, then up to the refugio. Rebecos everywhere."),
    ("drakensberg", "Amphitheatre and Tugela Falls in one day", "sipho", ["Africa", "Day hike"], None, 14, 21, "3d ago",
     "Chain ladders, then the edge of the escarpment. Cloud came in at 11 on the dot."),
    ("torres", "The W trek, east to west, in shoulder season", "camila", ["Americas", "Multi-day"], None, 26, 33, "4d ago",
     "Wind at the Mirador Britanico knocked me over twice. Worth it."),
    ("lycian", "Lycian Way: Faralya to Kabak to Alınca", "yusuf", ["Europe", "Asia", "Day hike"],
     ("dune-grass-sea", "kabak_beach_dune_grass.jpg"), 8, 10, "5d ago",
     "Steep, hot, and the sea from the dunes above Kabak beach made it all fine."),
    ("tatras", "Orla Perć before the closure", "katarzyna", ["Europe", "Day hike"], None, 12, 9, "6d ago",
     "Did it the week before the rockfall. Photos and a warning about the Kozi Wierch section."),
    ("hunza", "Rakaposhi base camp from Minapin", "sana", ["Asia", "Multi-day"], None, 7, 16, "1w ago",
     "Apricot orchards to glacier in a day and a half."),
    ("beijing-hills", "Summer Palace to the Fragrant Hills in a day", "wei", ["Asia", "Day hike"],
     ("summer-palace", "summer_palace_pagoda_beijing.jpg"), 19, 22, "1w ago",
     "Up past the pagoda above Kunming Lake, then the bus to Xiangshan and the ridge trail. Go on a weekday."),
    ("carpathians", "Făgăraș ridge traverse, west to east", "ioana", ["Europe", "Multi-day"], None, 10, 13, "1w ago",
     "Moldoveanu in the fog, Negoiu in the sun. No bears, lots of sheepdogs."),
    ("ha-giang", "Ha Giang loop on foot: Dong Van to Meo Vac", "linh", ["Asia", "Multi-day"],
     ("raindrops-on-leaves", "ha_giang_rain_on_leaves.jpg"), 6, 11, "2w ago",
     "Mostly road walking in the monsoon rain, but the Ma Pi Leng pass on foot is unforgettable."),
    ("milford", "Milford Track in the rain (is there another way?)", "kiri", ["Oceania", "Multi-day"], None, 15, 18, "2w ago",
     "Rain brings out hundreds of waterfalls. Book the huts the day they open."),
    ("jirisan", "Jirisan main ridge in two days", "jiwoo", ["Asia", "Multi-day"],
     ("dewdrop-grass", "jirisan_dew_on_grass.jpg"), 5, 8, "3w ago",
     "Shelters need a reservation, and the sunrise at Cheonwangbong needs luck. Dew on every blade of grass at 5 am."),
    ("cairngorms", "Cairngorms in February: Ben Macdui in the snow", "isla", ["Europe", "Winter", "Day hike"], None, 13, 15, "3w ago",
     "Whiteout on the plateau; compass practice paid off."),
    ("lapland", "Aurora and a snowshoe night in Pallas-Yllästunturi", "aino", ["Europe", "Winter", "Multi-day"], None, 21, 37, "1mo ago",
     "-24°C, two auroras, and the best sauna of my life."),
    ("patagonia-fitz", "Laguna de los Tres at dawn", "joaquin", ["Americas", "Day hike"], None, 9, 14, "1mo ago",
     "Left El Chaltén at 3 am. The last hour is the steepest hour of your life."),
]

# Friends (Home). status for the "Online" tab comes from FIXED_STATUS / seed.
FRIENDS = ["aroha", "kwame", "haruto", "camila", "ananya", "sipho", "lucia", "amara", "yusuf", "linh", "matteo",
           "beatriz", "dmitri", "ingrid", "mikael", "isla", "abebe", "sana", "ioana", "omar", "hiroshi", "jiwoo",
           "katarzyna", "aino", "kiri", "vikram", "eitan", "keisha", "carlos", "nikos", "petra", "rafael", "zanele"]
PENDING = [("jan", "incoming"), ("elif", "incoming"), ("wei", "outgoing")]
DM_ORDER = ["linh", "amara", "haruto", "sipho", "aroha", "camila", "kwame", "matteo", "ingrid", "yusuf", "beatriz",
            "dmitri", "lucia", "ananya", "omar", "mikael", "isla", "abebe", "sana", "jiwoo", "katarzyna", "aino",
            "kiri", "ioana", "hiroshi", "vikram"]
DM_HISTORY = {
    "linh": [
        ("linh", "June 2, 2025 at 7:40 PM", "Hey! Saw your post about the Galilee trail. Did you do the whole Israel National Trail section or just the north?", None),
        ("noa", "June 2, 2025 at 8:02 PM", "Just the north, Mount Meron to the Sea of Galilee, 5 days. Spring is the time, it's green everywhere.", None),
        ("linh", "June 2, 2025 at 8:05 PM", "Amazing. Sending you the packing list I use for the monsoon, might help for wet days.", None),
        ("linh", "June 2, 2025 at 8:06 PM", "", "packing-list"),
        ("noa", "June 3, 2025 at 9:15 AM", "This is great, thank you!", None),
        ("linh", "June 8, 2025 at 6:20 PM", "How did the shell hold up on your last walk?", None),
        ("noa", "June 8, 2025 at 6:41 PM", "Dry inside, sweaty inside, the usual trade-off", None),
        ("linh", "June 8, 2025 at 6:44 PM", "Ha, pit zips are the answer. I'm posting the long version in the rain shells thread.", None),
        ("linh", "June 10, 2025 at 8:10 AM", "Are you joining the photo walk on the 21st?", None),
        ("noa", "June 10, 2025 at 8:30 AM", "Yes! Tel Aviv promenade at sunset, if anyone else is around.", None),
        ("linh", "June 10, 2025 at 8:31 AM", "I'll be in Hanoi, West Lake loop. Let's compare photos after.", None),
        ("linh", "Yesterday at 7:02 PM", "Found the photo walk hashtag the server uses: #TrailLensWalk", None),
        ("noa", "Yesterday at 7:10 PM", "Perfect, I'll use it for the promenade shots.", None),
        ("linh", "Yesterday at 7:12 PM", "Also, Ananya says the West Lake herons come out right at sunset.", None),
        ("noa", "Yesterday at 7:15 PM", "Bring the long lens then!", None),
        ("linh", "Yesterday at 7:16 PM", "Borrowing Camila's 100-400 from the lens-lending list", None),
        ("linh", "10:44 AM", "Also tagged you in #general about the shells", None),
        ("linh", "10:46 AM", "Want to hop on a call later to plan the photo walk posts?", None),
    ],
}
FILES = {"packing-list": {"name": "monsoon-trek-packing-list.pdf", "size": "212.40 KB"}}

# The pinned messages of #general (newest first).
PINS = [
    ("pin-rules", "aroha", "May 2, 2025", "New here? Read <#welcome>, pick your regions in <#roles>, and say hi. Leave no trace, online too."),
    ("pin-critique", "haruto", "May 8, 2025", "Critique Thursday: one photo per person, say what you want feedback on, and give feedback to two others."),
    ("pin-gpx", "mikael", "May 15, 2025", "How to export a GPX with elevation from the common planners: a short guide in <#trip-reports>."),
    ("pin-safety", "kwame", "May 19, 2025", "Safety first: tell someone your route, carry a paper map, and check <#trail-conditions> before you go."),
    ("pin-walk", "aroha", "May 30, 2025", "June Photo Walk: Saturday 21 June at golden hour, everywhere. Meetup list in <#meetups>."),
    ("pin-carpool", "sipho", "June 1, 2025", "Carpool etiquette: split fuel, agree on the return time, and never leave someone at the trailhead."),
    ("pin-lenses", "camila", "June 4, 2025", "The community lens-lending list is back. Add what you can lend and where you are."),
    ("pin-bears", "ioana", "June 6, 2025", "Bear safety in the Carpathians: a thread with what the rangers told us last year."),
]

# The inbox (top-right): "For You", "Unreads" and "Mentions".
MENTIONS = [
    ("m-linh", "linh", "general", "10:44 AM", "<@noa> you asked about rain shells last week: I ended up with the one Haruto recommended, it's been great in the monsoon.", "new-linh"),
    ("m-keisha", "keisha", "tokyo:general", "Yesterday at 9:22 PM", "<@noa> you asked about Meigetsu-in, this is the one!", None),
    ("m-kiri", "kiri", "birders:general", "7:30 AM", "<@noa> the kingfisher spot you asked about is past the second footbridge.", None),
    ("m-sipho", "sipho", "trip-planning", "June 10, 2025 at 6:12 PM", "<@noa> can you share the Galilee GPX? Lerato wants to do the north section.", None),
    ("m-aroha", "aroha", "announcements", "June 6, 2025 at 9:00 AM", "@everyone the June Photo Walk date is set: Saturday 21 June.", None),
]
FOR_YOU = [
    ("fy-friend", "jan", "sent you a friend request.", "2h"),
    ("fy-walk", "aroha", "posted in #announcements: June Photo Walk is on!", "1h"),
    ("fy-event", "haruto", "Critique Thursday starts in Editing Room at 6 PM JST.", "3h"),
]

SEARCH_RESULTS = [
    # slug, channel, author, when, text
    ("sr-1", "general", "mikael", "Yesterday at 7:15 PM", "PSA: if you export GPX from the planner, tick **include elevation**."),
    ("sr-2", "trip-planning", "sipho", "June 10, 2025", "<@noa> can you share the Galilee GPX? Lerato wants to do the north section."),
    ("sr-3", "trip-reports", "mikael", "June 9, 2025", "GPX for the Kungsleden north half, with the hut detours marked."),
    ("sr-4", "gear-talk", "kwame", "June 7, 2025", "My watch exports GPX without timestamps, anyone know why?"),
    ("sr-5", "region-europe", "lucia", "June 3, 2025", "Picos de Europa GPX pack: Cares, Urriellu and the Vega de Ario loop."),
    ("sr-6", "editing-help", "camila", "May 28, 2025", "Lightroom can geotag photos from a GPX: Map module, Tracklog, Load Tracklog."),
    ("sr-7", "general", "haruto", "May 22, 2025", "Uploaded the Kumano GPX, the Nakahechi route with every oji marked."),
    ("sr-8", "region-africa", "abebe", "May 20, 2025", "Simien GPX from Debark to Chennek, scouts know it by heart anyway."),
    ("sr-9", "region-asia", "jiwoo", "May 14, 2025", "Jirisan ridge GPX is on the park's site, but the shelter names are in Korean only."),
    ("sr-10", "trip-planning", "amara", "May 9, 2025", "Which app shows the GPX elevation profile offline?"),
    ("sr-11", "region-americas", "joaquin", "May 2, 2025", "Fitz Roy GPX, including the Laguna Sucia detour."),
    ("sr-12", "general", "lucia", "April 30, 2025", "Don't trust a GPX over a paper map in the Picos, the fog is real."),
]

CHANGELOG = {
    "date": "June 10, 2025",
    "items": [
        ("Pop out any stream", "Watching a stream? Pop it out into its own window and drag it anywhere on screen."),
        ("Forum tags you can follow", "Follow a tag in any forum channel and get a ping when new posts use it."),
        ("Faster search", "Results now load while you type, with filters for people, channels and attachments."),
    ],
}

SETTINGS_NAV = [
    ("User Settings", [("account", "My Account"), ("profiles", "Profiles"), ("content", "Content & Social"),
                       ("privacy", "Data & Privacy"), ("family", "Family Center"), ("apps", "Authorized Apps"),
                       ("devices", "Devices"), ("connections", "Connections"), ("clips", "Clips")]),
    ("Billing Settings", [("nitro", "Nitro"), ("boost", "Server Boost"), ("subscriptions", "Subscriptions"),
                          ("gifts", "Gift Inventory"), ("billing", "Billing")]),
    ("App Settings", [("appearance", "Appearance"), ("accessibility", "Accessibility"), ("voice", "Voice & Video"),
                      ("chat", "Chat"), ("notifications", "Notifications"), ("keybinds", "Keybinds"),
                      ("language", "Language"), ("windows", "Windows Settings"), ("streamer", "Streamer Mode"),
                      ("advanced", "Advanced")]),
    ("Activity Settings", [("privacy-activity", "Activity Privacy"), ("registered", "Registered Games"),
                           ("overlay", "Game Overlay")]),
]
VOICE_SETTINGS = [
    ("echo", "Echo Cancellation", True), ("noise", "Noise Suppression", False), ("agc", "Automatic Gain Control", True),
    ("qos", "Enable Quality of Service High Packet Priority", True), ("attenuation", "Attenuation when others speak", False),
]


# Only this app's photos (mockups/assets/photos/index.json "app"), each under a search term it fits.
# label, photo id or None, what the still shows (its alt, beside the label). None of the photos in
# #general, where the picker opens, is among them.
GIF_CATEGORIES = [("Favorites", None, ""), ("Trending GIFs", "capybara", "a capybara lying down"),
                  ("hiking", "forest-path", "a forest path"), ("good morning", "dewdrop-grass", "a dew drop on grass"),
                  ("rain", "raindrops-on-leaves", "raindrops on leaves"), ("otter", "otter", "an otter"),
                  ("storm", "storm-over-road", "storm clouds over a road"), ("avocado", "avocado", "an avocado")]


def _emoji() -> dict:
    return json.loads(Path(__file__).with_name("twemoji.json").read_text(encoding="utf-8"))


def build(seed: int) -> dict:
    rng = random.Random(seed)
    people = {}
    for slug, name, aid, username, roles, pronouns, about in PEOPLE:
        status, activity = FIXED_STATUS.get(slug, (None, ""))
        if status is None:  # members no task names: online or not varies with the seed
            status = rng.choice(["online", "online", "idle", "offline", "offline", "offline", "dnd"])
        people[slug] = {"slug": slug, "name": name, "avatar": None,  # a coloured circle with initials (kit.avatar)
                         "username": username, "roles": roles,
                        "pronouns": pronouns, "about": about, "status": status, "activity": activity,
                        "since": rng.choice(["Mar 3, 2022", "Aug 19, 2023", "Jan 7, 2024", "Nov 30, 2021", "May 12, 2024"])}
    people["noa"]["since"] = "Feb 14, 2023"
    people["trailbot"] = dict(BOT, avatar=None, status="online", activity="Watching #trail-conditions", pronouns="",
                              about="Posts trail closures and weather warnings.", since="Mar 3, 2022")

    photo = lambda pid, size="4x3": catalog.photo(pid, size)["url"]  # noqa: E731

    servers = [{"slug": s, "name": n, "icon": photo(p, "1x1") if p else None, "unread": u, "mentions": m}
               for s, n, p, u, m in SERVERS]
    folder = dict(FOLDER, servers=[{"slug": s, "name": n, "icon": photo(p, "1x1") if p else None, "unread": u, "mentions": m}
                                   for s, n, p, u, m in FOLDER["servers"]])
    others = {}
    for slug, (chans, msgs) in OTHER_SERVERS.items():
        others[slug] = {"channels": chans,
                        "messages": [_m(f"{slug}-{i + 1}", a, t, x) for i, (a, t, x) in enumerate(msgs)]}

    categories = []
    for cslug, cname, chans in CATEGORIES:
        categories.append({"slug": cslug, "name": cname, "channels": [
            {"slug": ch, "kind": kind, "topic": topic, "name": VOICE_NAMES.get(ch, ch),
             "unread": CHANNEL_UNREAD.get(ch, False), "mentions": CHANNEL_MENTIONS.get(ch, 0),
             "voice": [{"who": w, "flag": f} for w, f in VOICE_PEOPLE.get(ch, [])]}
            for ch, kind, topic in chans]})

    general = _general()
    for m in general:
        if m.get("image"):
            pid, file_name = m["image"]
            m["image"] = {"id": pid, "url": photo(pid), "name": file_name}
        m["reactions"] = [[e, n + (rng.randint(0, 2) if n > 4 else 0), False] for e, n in m.get("reactions", [])]
    threads = _threads()

    forum = [{"slug": s, "title": t, "author": a, "tags": tg, "photo": photo(p[0], "1x1") if p else None,
              "photo_id": p[0] if p else None, "photo_name": p[1] if p else None, "messages": n,
              "reactions": r, "when": w, "first": f} for s, t, a, tg, p, n, r, w, f in FORUM_POSTS]

    dms = {}
    for slug in DM_ORDER:
        hist = DM_HISTORY.get(slug)
        if hist is None:
            hist = [(slug, "June 9, 2025 at 6:02 PM", "Thanks for the tips on the trail!", None),
                    ("noa", "June 9, 2025 at 6:30 PM", "Any time. Send photos!", None)]
        dms[slug] = [_m(f"dm-{slug}-{i + 1}", a, t, x, file=f) for i, (a, t, x, f) in enumerate(hist)]

    return {
        "me": ME, "today": TODAY, "now": NOW,
        "people": people, "roles": ROLES, "role_order": ROLE_ORDER,
        "servers": servers, "folder": folder, "other_servers": others,
        "server": {"slug": "trail", "name": "Trail & Lens", "banner": photo("autumn-mountain-meadow", "16x9"), "boosts": 14,
                   "banner_alt": "Autumn larches and a green meadow below a mountain ridge"},
        "categories": categories,
        "messages": {"general": general},
        "threads": threads,
        "forum": {"tags": FORUM_TAGS, "posts": forum},
        "stream": dict(STREAM, photo_url=photo(STREAM["photo"], "16x9")),
        "friends": FRIENDS, "pending": [{"who": w, "dir": d} for w, d in PENDING],
        "dm_order": DM_ORDER, "dm_unread": {"linh": 2}, "dms": dms, "files": FILES,
        "pins": [{"slug": s, "author": a, "date": d, "text": t} for s, a, d, t in PINS],
        "mentions": [{"slug": s, "author": a, "where": w, "when": t, "text": x, "jump": j} for s, a, w, t, x, j in MENTIONS],
        "for_you": [{"slug": s, "who": w, "text": t, "when": x} for s, w, t, x in FOR_YOU],
        "search_results": [{"slug": s, "channel": c, "author": a, "when": w, "text": t} for s, c, a, w, t in SEARCH_RESULTS],
        "changelog": CHANGELOG,
        "settings_nav": [{"heading": h, "items": [{"key": k, "label": l} for k, l in items]} for h, items in SETTINGS_NAV],
        "voice_settings": [{"key": k, "label": l, "on": on} for k, l, on in VOICE_SETTINGS],
        "upload": {"name": "IMG_2044_galilee_hills.jpg", "size": "4.82 MB", "photo": photo("green-hills"), "photo_id": "green-hills"},
        # Tenor's categories in the GIF picker, each over a still of its top GIF (here: a photo).
        "gif_categories": [{"label": l, "photo": photo(p, "16x9") if p else None, "still": still} for l, p, still in GIF_CATEGORIES],
        "emoji": _emoji(),
        "emoji_order": list(_emoji()),  # the picker's order (the page's JSON sorts object keys)
    }
