"""Seeded content for the `social` app, a social feed modelled on X (Twitter), web.

Everything the page shows comes from here: accounts (initials avatars), posts with their
photos, videos, quotes and counts, replies, trends, notifications, direct messages and lists.
"Today" is the same as the other apps': Thursday 12 June 2025, 11:05 AM (mockups/email).
The curated content is fixed; the seed only varies counts no task depends on (views of the
lazily loaded posts, trend volumes). Each photo is used by one post only, so every photo in a
view is distinct. IDs the tasks use are the slugs below.
"""
from __future__ import annotations

import random
import re
import unicodedata
from datetime import datetime, timedelta

from igg.mockups.assets import catalog

TITLE = "X"
NOW = datetime(2025, 6, 12, 11, 5)
ME = "jordan"

# slug: (name, handle, verified, bio, location, following, followers, joined). No photos of people:
# X draws a default silhouette for accounts without one; the mock draws initials circles (kit.avatar).
PEOPLE = {
    "jordan": ("Jordan Reyes", "jordanreyes", None,
               "Product engineer. Trains, maps and slow coffee. Opinions are my cat's.", "Rotterdam, NL", "412", "1,287", "March 2014"),
    "priya": ("Priya Raman", "priyabuilds", "blue",
              "Staff engineer @ a payments company. Writing about distributed systems and sourdough.", "Bengaluru", "893", "48.2K", "July 2011"),
    "kai": ("Kai Nakamura", "kainakamura", None,
            "Photographer. Lakes, fog, long exposures. Prints in bio link.", "Sapporo", "310", "22.9K", "May 2013"),
    "amara": ("Amara Nwosu", "amaranwosu", "blue",
              "Science journalist. Space, climate, the odd octopus. Newsletter every Friday.", "Lagos / London", "1,104", "131K", "January 2010"),
    "mikael": ("Mikael Lindqvist", "mikael_l", None,
               "Trail runner, map nerd, occasional ultra finisher.", "Umeå, Sweden", "502", "6,418", "August 2016"),
    "sakura": ("Sakura Ito", "sakura_cooks", "blue",
               "Home cook, cookbook author. Weeknight Japanese food without fuss.", "Osaka", "221", "312K", "February 2012"),
    "omar": ("Omar Haddad", "omarhaddad", None,
             "Architect. Concrete, light, and the occasional rant about parking minimums.", "Amman", "640", "9,872", "October 2015"),
    "lucia": ("Lucía Navarro", "lucianavarro", "blue",
              "Football analyst. xG, pressing maps and too many tactics boards.", "Sevilla", "1,320", "87.4K", "April 2012"),
    "tendai": ("Tendai Moyo", "tendaicodes", None,
               "Frontend dev. CSS is a programming language, fight me.", "Harare", "780", "15.3K", "June 2017"),
    "ingrid": ("Ingrid Halvorsen", "ingridoutdoors", None,
               "Mountain guide in Jotunheimen. Weather is a plan, not a forecast.", "Lom, Norway", "398", "27.1K", "March 2013"),
    "wei": ("Wei Zhang", "weizhang_dev", "blue",
            "ML engineer. Small models, big datasets, honest benchmarks.", "Shanghai", "655", "64.8K", "September 2014"),
    "camille": ("Camille Laurent", "camillelaurent", None,
                "Illustrator and watercolour teacher. Sketchbook every day since 2019.", "Lyon", "503", "41.6K", "November 2011"),
    "kwame": ("Kwame Mensah", "kwamemensah", None,
              "Economist. Trade, cocoa and West African markets.", "Accra", "1,012", "19.7K", "May 2012"),
    "elif": ("Elif Yılmaz", "elifyilmaz", None,
             "Birdwatcher and urban ecologist. Counting swifts over Istanbul.", "Istanbul", "350", "8,204", "April 2018"),
    "joao": ("João Pereira", "joaopereira", None,
             "Barista turned roaster. Light roasts, loud opinions.", "Porto", "287", "5,133", "January 2019"),
    "ananya": ("Ananya Iyer", "ananya_iyer", "blue",
               "Astrophysicist. Galaxies, telescopes and explaining both to my mum.", "Pune", "732", "103K", "February 2013"),
    "lars": ("Lars Jensen", "larsjensen", None,
             "Cycling commuter. Copenhagen infrastructure appreciation account.", "Copenhagen", "455", "12.0K", "July 2015"),
    "noa": ("Noa Levi", "noalevi", None,
            "Product designer. Type, grids, and saying no to modals.", "Tel Aviv", "812", "23.5K", "March 2016"),
    "hiroshi": ("Hiroshi Sato", "hiroshisato", None,
                "Night sky photographer. Rockets when I can get close.", "Kagoshima", "190", "33.8K", "December 2014"),
    "valentina": ("Valentina Cruz", "valecruz", None,
                  "Gardener. Dahlias, tomatoes and a lot of slugs.", "Bogotá", "266", "4,907", "May 2020"),
    "sipho": ("Sipho Khumalo", "siphok", None,
              "Wildlife ranger. Kruger stories, mostly about lions being lazy.", "Mpumalanga", "341", "58.2K", "August 2013"),
    "freya": ("Freya Nielsen", "freyanielsen", None,
              "Data journalist. Charts that make you go hmm.", "Aarhus", "603", "11.4K", "June 2014"),
    "matteo": ("Matteo Bianchi", "matteobianchi", None,
               "Drummer. Session work, teaching, and too many cymbals.", "Bologna", "520", "7,688", "September 2012"),
    "deepa": ("Deepa Menon", "deepamenon", None,
              "Pediatrician. Sleep, vaccines and toddler logic.", "Kochi", "412", "28.9K", "October 2017"),
    "rhys": ("Rhys Evans", "rhysevans", None,
             "Rugby, rain and rail. Cardiff.", "Cardiff", "701", "3,215", "February 2011"),
    "seo_yeon": ("Seo-yeon Lee", "seoyeonlee", "blue",
                 "Game developer. Tiny worlds, cozy puzzles. Shipping 'Lantern Tide' this autumn.", "Seoul", "488", "71.3K", "April 2015"),
    "carlos": ("Carlos Mendoza", "carlosmendoza", None,
               "Mechanic. EVs, old trucks and the smell of two-stroke.", "Monterrey", "244", "9,016", "March 2019"),
    "isla": ("Isla Campbell", "islacampbell", None,
             "Editor at a small press. Reading far too much in the bath.", "Edinburgh", "936", "14.8K", "November 2013"),
    "yusuf": ("Yusuf Demir", "yusufdemir", None,
              "Security researcher. Responsible disclosure, irresponsible amounts of tea.", "Ankara", "389", "36.2K", "July 2012"),
    "aroha": ("Aroha Ngata", "arohangata", None,
              "Marine biologist. Kelp forests, dolphins, te reo.", "Tauranga", "377", "10.6K", "January 2016"),
    "dmitri": ("Dmitri Volkov", "dvolkov", None,
               "Chess coach. Endgames are the best part, sorry.", "Tbilisi", "208", "18.1K", "August 2014"),
    "mei": ("Li Na Wang", "linawang", None,
            "Urban planner. Trains > cars. Shanghai metro fan.", "Shanghai", "512", "6,990", "May 2017"),
    "zanele": ("Zanele Mokoena", "zanelemokoena", "blue",
               "Founder @ a solar startup. Energy access for every township.", "Johannesburg", "844", "52.7K", "September 2013"),
    "pierre": ("Pierre Lefèvre", "pierrelefevre", None,
               "Baker. Croissants at 4am, naps at 2pm.", "Bordeaux", "133", "2,806", "June 2021"),
    "thanh": ("Thanh Nguyen", "thanhnguyen", None,
              "Travel writer. Slow trains across Southeast Asia.", "Hanoi", "688", "21.2K", "March 2015"),
    "olivia": ("Olivia Bennett", "oliviabennett", None,
               "Vet nurse. Cats are liquid, dogs are joy.", "Bristol", "457", "6,214", "October 2018"),
}

# Profiles with a header photo (the others show X's plain grey header).
BANNERS: dict = {}  # X's plain grey header: no header photo of these people ships with the mock


def _p(slug, author, minutes, text, counts, **extra):
    """A post: counts = (replies, reposts, likes, views) as X abbreviates them."""
    replies, reposts, likes, views = counts
    post = {"slug": slug, "author": author, "minutes": minutes, "text": text, "replies": replies,
            "reposts": reposts, "likes": likes, "views": views}
    post.update(extra)
    return post


# The catalogue of posts. minutes: how long before "now" it was posted. photos: catalog ids.
POSTS = [
    _p("kai-fog-jetty", "kai", 38, "Fog rolled in at 4:50 and stayed for exactly eleven minutes. Daichi at the tripod, filming all of it. "
       "Worth the 3am alarm.",
       ("214", "1.2K", "9.8K", "184K"), photos=["photographer"], quotes="86", bookmarks="1.1K"),
    _p("priya-retries", "priya", 52,
       "Hot take: most \"exactly-once\" delivery is at-least-once plus an idempotency key plus a prayer.\n\n"
       "Write the key down before you call the payment provider, not after.",
       ("389", "1.9K", "12K", "402K"), quotes="211", bookmarks="4.3K"),
    _p("amara-webb-cluster", "amara", 75,
       "New image of a galaxy cluster, and every smudge in the background is another galaxy. Thousands of galaxies, "
       "some we see as they were 13 billion years ago. Thread on how to read an image like this",
       ("642", "5.4K", "31K", "1.3M"), photos=["deep-field"], quotes="402", bookmarks="8.9K"),
    _p("sakura-miso-salmon", "sakura", 96,
       "Tonight: miso butter salmon, rice, whatever greens are left in the fridge. 15 minutes, one pan, "
       "very few dishes. Recipe below.",
       ("188", "640", "7.2K", "211K"), quotes="39", bookmarks="2.6K"),
    _p("lucia-pressing", "lucia", 118,
       "Sevilla's press last night: 9.4 passes per defensive action in the first half, 17.1 in the second. "
       "That's the whole story of the comeback.",
       ("97", "312", "2.8K", "96K"), quotes="44"),
    _p("mikael-trail-video", "mikael", 134,
       "Slow-motion test for the new trail camera: one water drop splashing into the stream above Abisko, "
       "a thousand frames a second. Sound on.",
       ("61", "220", "3.1K", "88K"), video={"poster": "water-drop-splash", "duration": "0:47", "views": "88K"}, quotes="12"),
    _p("tendai-css", "tendai", 150,
       "Reminder that `:has()` works in every major browser now and you can delete that JavaScript "
       "you wrote to style a parent when its checkbox is ticked.",
       ("142", "1.1K", "8.7K", "301K"), quotes="74", bookmarks="3.9K"),
    _p("ingrid-summit", "ingrid", 171,
       "Galdhøpiggen this morning. 2,469 m, minus two, zero wind, and a group of six who all made it up. "
       "Best job in the world on days like this.",
       ("84", "430", "6.6K", "140K"), quotes="18"),
    _p("wei-small-models", "wei", 196,
       "We trained a 1.3B model on 40% less data by throwing out near-duplicates first. Same scores on "
       "every eval we ran. Dedup is the cheapest compute you will ever buy.",
       ("271", "1.4K", "9.1K", "355K"), quotes="160", bookmarks="5.2K"),
    _p("omar-facade", "omar", 220,
       "A facade that changes every hour without a single moving part. Curves do all the work.",
       ("45", "260", "2.9K", "71K"), quotes="21"),
    _p("camille-sketch", "camille", 245,
       "Day 2,175 of the daily sketchbook. Brushes I actually use vs. brushes I bought because they looked nice.",
       ("77", "390", "5.4K", "102K"), quotes="15"),
    _p("kwame-cocoa", "kwame", 270,
       "Cocoa futures are down 18% from the peak, but farmgate prices in Ghana are still fixed for the season. "
       "Who captures the difference? Short thread.",
       ("133", "704", "3.3K", "129K"), quotes="92"),
    _p("elif-swifts", "elif", 300,
       "A nuthatch walking head-down the plane tree outside the flat this morning, as if gravity is optional. "
       "Tonight's swift count over Balat: 1,146.",
       ("52", "318", "4.1K", "77K"), photos=["nuthatch"], quotes="9"),
    _p("joao-espresso", "joao", 330,
       "Pulled 40 shots this morning to dial in the new Ethiopian. Shot 37 tasted like apricot jam. "
       "Shots 1 to 36 tasted like regret.",
       ("39", "88", "1.6K", "38K"), photos=["apricot"], quotes="6"),
    _p("ananya-telescope", "ananya", 355,
       "Students asked why we build telescopes on mountains. Less air above you is less air to blur the stars. "
       "Also: it's quiet, and the sunsets are free.",
       ("66", "452", "5.8K", "118K"), quotes="27"),
    _p("lars-bike-lane", "lars", 380,
       "Copenhagen counted 62,000 bikes on Dronning Louises Bro yesterday. It is a single bridge.",
       ("118", "1.3K", "11K", "260K"), quotes="133"),
    _p("noa-modals", "noa", 410,
       "Design review rule I'll die on: if a modal asks \"Are you sure?\", the button should say what it does. "
       "\"Delete 3 files\", not \"OK\".",
       ("203", "2.2K", "15K", "488K"), quotes="184", bookmarks="6.1K"),
    _p("hiroshi-launch", "hiroshi", 440,
       "Driving down to Tanegashima for tomorrow's launch. Forecast: clear. Batteries: charged. Sleep: no.",
       ("230", "3.8K", "28K", "812K"), quotes="198"),
    _p("valentina-dahlias", "valentina", 470,
       "First marigold of the year and of course it opened during the one week it rained every day.",
       ("41", "150", "2.7K", "44K"), photos=["marigold"], quotes="4"),
    _p("sipho-lions", "sipho", 510,
       "Spent four hours with this lion and his pride today. Total distance moved by the lions: about 6 metres. "
       "Total distance moved by me: 80 km.",
       ("312", "4.9K", "41K", "1.1M"), photos=["lion"], quotes="267"),
    _p("freya-chart", "freya", 540,
       "Made a chart of every Danish municipality's bus punctuality and the one that's best is the one "
       "with no buses after 7pm. Data is funny.",
       ("58", "230", "1.9K", "51K"), quotes="33"),
    _p("matteo-cymbal", "matteo", 570,
       "New 20\" crash arrived. Hand-hammered, a bit trashy, perfect for the studio. Neighbours already love it.",
       ("27", "61", "1.2K", "23K"), quotes="3"),
    _p("deepa-sleep", "deepa", 600,
       "Parents keep asking about toddler sleep regressions. The honest answer: it's usually a new skill, "
       "not a problem. It passes. Coffee helps (you, not them).",
       ("95", "602", "6.4K", "150K"), quotes="41"),
    _p("seo-yeon-lantern", "seo_yeon", 640,
       "Lantern Tide has a release date! October 23rd on PC and Switch. Here's the dandelion meadow level we "
       "rebuilt three times. Wishlist link in bio",
       ("402", "3.1K", "22K", "690K"), video={"poster": "dandelion-seeds", "duration": "1:12", "views": "690K"}, quotes="118"),
    _p("carlos-ev", "carlos", 690,
       "Customer brought in a 2016 EV with 310,000 km on the original battery. 81% health. "
       "Brakes barely used thanks to regen. The future is boring and that's great.",
       ("144", "930", "8.8K", "240K"), quotes="70"),
    _p("isla-reading", "isla", 730,
       "Read 40 pages of a 900-page novel in the bath and dropped it exactly once. Personal best.",
       ("33", "70", "1.4K", "29K"), quotes="5"),
    _p("yusuf-disclosure", "yusuf", 780,
       "Vendor fixed the bug 11 days after my report, credited me, and sent a hand-written thank-you card. "
       "Name and praise the good ones.",
       ("76", "840", "7.3K", "188K"), quotes="52"),
    _p("aroha-kelp", "aroha", 830,
       "Kelp forest survey done for the season. Urchin numbers down a third where the crayfish came back. "
       "Predators matter.",
       ("48", "512", "4.4K", "92K"), quotes="22"),
    _p("dmitri-endgame", "dmitri", 880,
       "Rook endgames: the rook belongs behind the passed pawn. Yours or theirs. Tarrasch said it in 1908 "
       "and my students still put it in front.",
       ("62", "190", "2.2K", "47K"), quotes="11"),
    _p("mei-metro", "mei", 940,
       "Shanghai Metro line 14 has platform screen doors that show how full each carriage is before the "
       "train arrives. Every city should steal this.",
       ("97", "1.5K", "12K", "301K"), quotes="88"),
    _p("zanele-solar", "zanele", 1000,
       "We connected our 10,000th home this morning. Started with 12 panels in my uncle's yard in Soweto.",
       ("520", "2.8K", "35K", "770K"), quotes="140"),
    _p("pierre-croissant", "pierre", 1080,
       "The clock says 4am: lamination, 27 layers, and the oven decided today was the day to run 15 degrees hot.",
       ("22", "40", "880", "14K"), photos=["wall-clock"], quotes="2"),
    _p("thanh-train", "thanh", 1160,
       "The Reunification Express from Hanoi to Huế: 13 hours, a soft sleeper, a bowl of phở at 6am in Vinh. "
       "Still the best way to see the coast.",
       ("85", "470", "5.0K", "113K"), quotes="19"),
    _p("olivia-cats", "olivia", 1240,
       "Cat came in for a check-up and refused to leave the carrier. In her head she is this tiger. "
       "We did the whole exam through the door.",
       ("64", "402", "6.8K", "120K"), photos=["tiger"], quotes="14"),
    _p("rhys-rain", "rhys", 1330,
       "Cardiff weather report: it is raining, it was raining, it will be raining. Kick-off at 3.",
       ("18", "44", "690", "12K"), quotes="1"),
    _p("kai-blue-hour", "kai", 1440 + 120,
       "Sunset over Lake Shikotsu: the clouds caught fire for four minutes, then the blue hour took over.",
       ("120", "780", "7.7K", "160K"), photos=["sunset-clouds"], quotes="40"),
    _p("ingrid-dogs", "ingrid", 1440 + 300,
       "My assistant guide, off duty and supervising the door. One cocker spaniel, zero summits, all the snacks.",
       ("90", "510", "9.9K", "170K"), photos=["dogs-in-doorway"], quotes="13"),
    _p("priya-sourdough", "priya", 1440 + 540,
       "Sourdough starter turned 6 today. It has outlived two jobs, one flat and a sourdough-hating landlord.",
       ("120", "290", "4.9K", "97K"), quotes="8"),
    _p("amara-octopus", "amara", 1440 + 900,
       "Octopuses taste with their arms. Each sucker has thousands of chemical receptors. "
       "So when one \"hugs\" your camera, it's also licking it.",
       ("230", "3.3K", "27K", "640K"), quotes="190"),
    _p("jordan-release", "jordan", 1440 * 2 + 60,
       "Shipped the new timetable view today. Trains now show their platform changes before the station does. "
       "Thanks @priyabuilds for the review marathon.",
       ("12", "9", "86", "2,114"), quotes="1"),
]

# Posts that only the Following tab shows (accounts you follow, not picked for For you).
FOLLOWING_ONLY = [
    _p("lars-cargo-bike", "lars", 20, "School run by cargo bike: two kids, one dog, a box of strawberries and a "
       "tailwind the whole way. Copenhagen in June is unbeatable.", ("14", "52", "930", "18K"), quotes="3"),
]

# Posts only search results show (a trend's page): a trend is a search for its name.
SEARCH_ONLY = [
    _p("matteo-glastonbury", "matteo", 45, "Glastonbury lineup rumours are out and I've already planned which stage "
       "I'm standing at for the drummer I want to watch.", ("12", "40", "610", "9,800")),
    _p("isla-glastonbury", "isla", 210, "Packing list for Glastonbury: wellies, a paperback, a second paperback "
       "because the first one will get wet.", ("9", "22", "388", "7,240")),
    _p("rhys-wtc-final", "rhys", 30, "WTC Final at Lord's and for once the forecast says sun. Rugby can wait an afternoon.",
       ("18", "51", "902", "14K")),
    _p("dmitri-wtc-final", "dmitri", 140, "Watching the WTC Final with my chess club. Test cricket is just a very long "
       "endgame with lunch breaks.", ("7", "19", "344", "6,010")),
    _p("freya-ajax", "freya", 70, "Made a chart of Ajax's home attendance since 1996. The line only goes one way: "
       "up, even in the bad years.", ("11", "37", "520", "8,700")),
    _p("lucia-nations-league", "lucia", 95, "Nations League semi tonight. Both sides press high, so expect a very "
       "open first twenty minutes.", ("40", "210", "2.1K", "51K")),
    _p("rhys-roland-garros", "rhys", 260, "Roland Garros on in the office, rain in Cardiff, nobody is working.",
       ("5", "9", "140", "3,300")),
    _p("lars-rotterdam", "lars", 300, "Rode across the Erasmusbrug in Rotterdam this morning. Wide lanes, strong wind, "
       "no complaints.", ("8", "30", "470", "9,100")),
    _p("noa-wwdc25", "noa", 120, "#WWDC25 thoughts: the new design language is mostly about depth. Our icons are going "
       "to need a redo.", ("64", "220", "3.0K", "88K")),
    _p("thanh-night-trains", "thanh", 400, "Night trains are back in fashion and I have never been more vindicated. "
       "Bunk, book, breakfast at the border.", ("21", "96", "1.4K", "30K")),
    _p("pierre-focaccia", "pierre", 180, "#FocacciaFriday at the bakery: rosemary, flaky salt and far too much olive oil.",
       ("6", "14", "260", "4,400")),
    _p("mei-hittegolf", "mei", 500, "Colleagues in the Netherlands keep saying Hittegolf, which I now know means heatwave. "
       "Shanghai says hello.", ("4", "8", "120", "2,900")),
]

# Quote posts: a post that embeds another post.
QUOTES = [
    _p("noa-quotes-tendai", "noa", 165, "This, and also `:focus-visible`. Two selectors that retired a whole "
       "category of design bugs.", ("31", "118", "1.7K", "44K"), quote="tendai-css", quotes="6"),
    _p("wei-quotes-priya", "wei", 60, "Same in ML pipelines: write the checkpoint id first, then do the "
       "expensive thing.", ("22", "96", "1.3K", "38K"), quote="priya-retries", quotes="4"),
    _p("freya-quotes-lars", "freya", 395, "I made a chart of this and it's just a very tall bar.",
       ("40", "380", "4.0K", "81K"), quote="lars-bike-lane", quotes="12"),
]

# Who follows whom (the Following tab and Follow buttons)
FOLLOWING = ["priya", "kai", "amara", "tendai", "noa", "wei", "lucia", "mikael", "freya", "lars", "ananya", "yusuf",
             "mei", "thanh"]

FOR_YOU_ORDER = [
    "kai-fog-jetty", "priya-retries", "amara-webb-cluster", "wei-quotes-priya", "sakura-miso-salmon", "lucia-pressing",
    "mikael-trail-video", "tendai-css", "noa-quotes-tendai", "ingrid-summit", "wei-small-models", "omar-facade",
    "camille-sketch", "kwame-cocoa", "elif-swifts", "joao-espresso", "ananya-telescope", "lars-bike-lane",
    "freya-quotes-lars", "noa-modals", "hiroshi-launch", "valentina-dahlias", "sipho-lions", "freya-chart",
    "matteo-cymbal", "deepa-sleep", "seo-yeon-lantern", "carlos-ev", "isla-reading", "yusuf-disclosure",
    "aroha-kelp", "dmitri-endgame", "mei-metro", "zanele-solar", "pierre-croissant", "thanh-train",
    "olivia-cats", "rhys-rain",
]

# The "Show N posts" batch: posts that arrive while the timeline is open.
NEW_POSTS = [
    _p("ananya-eclipse", "ananya", 1, "Reminder: the partial solar eclipse is visible from Pune at 4:12 pm. "
       "Eclipse glasses or a pinhole projector only, please. Sunglasses are not enough.",
       ("41", "610", "3.9K", "21K"), quotes="17"),
    _p("lucia-lineups", "lucia", 2, "Lineups are out. Three changes, and yes, the left back is playing on the right.",
       ("80", "95", "1.1K", "9,402"), quotes="7"),
    _p("tendai-container", "tendai", 3, "Container queries + `clamp()` and the card component finally behaves "
       "in every column width. No media query in sight.", ("18", "122", "980", "7,710"), quotes="5"),
]

REPLY_TEXTS = [
    ("deepa", "This is exactly what I needed to read today."),
    ("rhys", "Screenshotting this for the team channel."),
    ("camille", "Okay but the light in this is unreal."),
    ("joao", "Saving this for later, thank you for writing it up."),
    ("isla", "The second paragraph made me laugh out loud on the tram."),
    ("matteo", "How long did this take you?"),
    ("olivia", "Sharing with my sister, she'll love it."),
    ("pierre", "Respectfully disagree on one point, but great thread."),
    ("valentina", "Can you share where this was? Asking for a trip."),
    ("carlos", "This deserves way more reach."),
    ("dmitri", "Counterpoint: no."),
    ("aroha", "Kia ora, this is wonderful."),
    ("thanh", "Been there in April, can confirm."),
    ("zanele", "The kind of post that makes this app worth it."),
    ("elif", "Bookmarking for the weekend."),
    ("kwame", "Would love a longer version of this."),
    ("omar", "Beautifully put."),
    ("seo_yeon", "Adding this to my reference folder"),
    ("sipho", "Lovely. More of this please."),
    ("hiroshi", "What settings did you use?"),
]

# Posts with a long, curated reply thread (the post view scrolls through them).
THREADS = {
    "amara-webb-cluster": [
        ("amara", "1/ The bright spiky ones are stars in our own galaxy. Everything else is a galaxy.", ("12", "310", "2.9K", "120K")),
        ("amara", "2/ The stretched arcs are galaxies behind the cluster, bent by its gravity. Gravitational lensing.", ("9", "280", "2.4K", "98K")),
        ("ananya", "Lensing arcs never get old. The red ones are the oldest light in the frame.", ("18", "120", "1.9K", "40K")),
        ("wei", "Is there a catalogue of the lensed arcs? Would love to train a detector on it.", ("4", "11", "210", "9,802")),
        ("amara", "@weizhang_dev yes, the team published one with the data release. Link in the next post.", ("2", "8", "190", "8,114")),
        ("hiroshi", "Printing this for my wall. It makes my rocket photos look very small.", ("3", "20", "640", "12K")),
        ("camille", "I want to paint this so badly.", ("6", "14", "430", "9,003")),
        ("kwame", "Thirteen billion years. I can't plan next Tuesday.", ("22", "300", "4.4K", "70K")),
        ("isla", "Reading this thread instead of working and I regret nothing.", ("1", "6", "210", "5,911")),
        ("tendai", "The zoomable version on the website is incredible on a big screen.", ("5", "30", "380", "8,205")),
        ("deepa", "Showing this to my kids tonight.", ("2", "5", "190", "4,440")),
        ("elif", "Every dot a galaxy is the most humbling sentence.", ("3", "40", "760", "11K")),
        ("yusuf", "How much of the image is noise vs. actual objects?", ("4", "2", "120", "3,870")),
        ("amara", "@yusufdemir very little noise at this depth: almost every faint smudge is confirmed in other filters.", ("1", "12", "260", "4,002")),
        ("mikael", "Saving this for the next cloudy night.", ("0", "1", "60", "2,108")),
        ("zanele", "The universe is big and my to-do list is small. Thank you.", ("7", "44", "820", "9,660")),
        ("sipho", "Out here under the Kruger sky we see a tiny bit of this with the naked eye. Magic.", ("5", "80", "1.2K", "15K")),
        ("freya", "If anyone has the catalogue as CSV, I'll make a chart of distances.", ("3", "7", "150", "3,302")),
    ],
}

# Who quoted / reposted / liked a post (post engagements view)
QUOTE_TEXTS = {
    "amara-webb-cluster": [
        ("ananya", "The best explainer of a deep field you'll read this week."),
        ("hiroshi", "Makes me want to buy a much bigger lens."),
        ("kwame", "Sending this to everyone who says science communication is dead."),
        ("noa", "Great example of an image that needs a caption to be understood. Design lesson in here."),
        ("tendai", "The web version of this image is a masterclass in progressive loading."),
    ],
}

TRENDS = {
    "for_you": [
        ("Trending in Netherlands", "Ajax", "18.4K posts"),
        ("Sports · Trending", "Nations League", "41.2K posts"),
        ("Technology · Trending", "#WWDC25", "212K posts"),
        ("Trending", "Rotterdam", "9,821 posts"),
        ("Science · Trending", "Solar eclipse", "66.1K posts"),
        ("Entertainment · Trending", "Lantern Tide", "12.7K posts"),
        ("Trending in Netherlands", "NS storing", "4,410 posts"),
        ("Business and finance · Trending", "Cocoa", "8,905 posts"),
        ("Food · Trending", "#FocacciaFriday", "3,207 posts"),
        ("Trending", "Tanegashima", "27.4K posts"),
        ("Music · Trending", "Glastonbury", "55.8K posts"),
        ("Travel · Trending", "Night trains", "6,642 posts"),
        ("Trending in Netherlands", "Hittegolf", "21.0K posts"),
        ("Technology · Trending", "Container queries", "2,908 posts"),
        ("Sports · Trending", "Roland Garros", "98.3K posts"),
        ("Trending", "Swifts", "1,912 posts"),
    ],
    "trending": [
        ("1 · Trending", "Nations League", "41.2K posts"), ("2 · Trending", "#WWDC25", "212K posts"),
        ("3 · Trending", "Solar eclipse", "66.1K posts"), ("4 · Trending", "Glastonbury", "55.8K posts"),
        ("5 · Trending", "Roland Garros", "98.3K posts"), ("6 · Trending", "Tanegashima", "27.4K posts"),
        ("7 · Trending", "Ajax", "18.4K posts"), ("8 · Trending", "Hittegolf", "21.0K posts"),
        ("9 · Trending", "Lantern Tide", "12.7K posts"), ("10 · Trending", "Cocoa", "8,905 posts"),
    ],
    "news": [
        ("News · 2 hours ago", "Heatwave warning issued for the Randstad this weekend", "4,210 posts"),
        ("Science · 3 hours ago", "Partial solar eclipse visible across South Asia this afternoon", "66.1K posts"),
        ("Business · 5 hours ago", "Cocoa prices fall for a third week as harvest outlook improves", "8,905 posts"),
        ("Technology · LIVE", "Developer conference keynote: the highlights", "212K posts"),
        ("Travel · 6 hours ago", "New night train from Amsterdam to Prague starts in September", "6,642 posts"),
        ("Environment · 8 hours ago", "Urchin numbers fall as crayfish return to New Zealand kelp forests", "2,118 posts"),
    ],
    "sports": [
        ("Football · Trending", "Nations League", "41.2K posts"), ("Tennis · LIVE", "Roland Garros", "98.3K posts"),
        ("Football · Trending", "Sevilla", "30.5K posts"), ("Rugby · Trending", "Cardiff Rugby", "3,104 posts"),
        ("Cycling · Trending", "Critérium du Dauphiné", "12.2K posts"), ("Cricket · Trending", "WTC Final", "144K posts"),
        ("Athletics · Trending", "Diamond League", "9,870 posts"), ("Football · Trending", "Ajax", "18.4K posts"),
    ],
    "entertainment": [
        ("Music · Trending", "Glastonbury", "55.8K posts"), ("Gaming · Trending", "Lantern Tide", "12.7K posts"),
        ("Movies · Trending", "Cannes", "33.9K posts"), ("Music · Trending", "#NewMusicFriday", "71.4K posts"),
        ("TV · Trending", "Season finale", "40.0K posts"), ("Books · Trending", "Booker longlist", "5,530 posts"),
    ],
}

WHO_TO_FOLLOW = ["sakura", "hiroshi", "seo_yeon"]

# (kind, who, post slug or None, minutes ago, extra text)
NOTIFICATIONS = [
    ("like", ["priya", "tendai", "wei"], "jordan-release", 25, None),
    ("follow", ["kai"], None, 60, None),
    ("mention", ["priya"], None, 90, "@jordanreyes the timetable view is lovely. Did you end up caching the platform data?"),
    ("repost", ["noa", "lars"], "jordan-release", 130, None),
    ("like", ["mei"], "jordan-release", 180, None),
    ("follow", ["thanh", "freya", "mikael"], None, 240, None),
    ("reply", ["lars"], None, 300, "@jordanreyes does it work for the Copenhagen S-tog too?"),
    ("like", ["amara", "ananya", "yusuf"], "jordan-release", 400, None),
    ("mention", ["tendai"], None, 520, "Frontend meetup next Thursday, @jordanreyes is talking about offline-first timetables."),
    ("follow", ["elif"], None, 700, None),
    ("like", ["kwame", "omar"], "jordan-release", 900, None),
    ("repost", ["isla"], "jordan-release", 1100, None),
    ("follow", ["pierre", "olivia"], None, 1300, None),
    ("reply", ["deepa"], None, 1500, "@jordanreyes my commute thanks you"),
    ("like", ["rhys", "matteo"], "jordan-release", 1700, None),
    ("follow", ["carlos"], None, 2000, None),
    ("mention", ["mei"], None, 2400, "Shanghai has had this for years, @jordanreyes, come visit!"),
    ("like", ["valentina"], "jordan-release", 2700, None),
    ("follow", ["dmitri", "aroha"], None, 3000, None),
    ("repost", ["zanele"], "jordan-release", 3300, None),
    ("like", ["joao", "camille", "sipho"], "jordan-release", 3600, None),
    ("follow", ["seo_yeon"], None, 4000, None),
]

# Direct messages: the drawer's conversation list, newest first: (who, minutes ago, last message)
DM_LIST = [
    ("priya", 12, "Sending you the review notes in a sec"),
    ("kai", 95, "Sent a photo"),
    ("thanh", 180, "The sleeper train is fully booked on the 20th"),
    ("tendai", 320, "You: haha yes, the meetup deck is nearly done"),
    ("mikael", 600, "Ridge run on Saturday?"),
    ("noa", 1500, "Loved the new timetable view"),
    ("freya", 1700, "Can I use your chart in the newsletter?"),
    ("lars", 2900, "You: the bridge count is wild"),
    ("mei", 4300, "Line 14 photos attached"),
    ("wei", 5800, "You: thanks for the dataset link"),
    ("yusuf", 8600, "Patched, thanks for flagging"),
    ("ananya", 11500, "The eclipse glasses arrived!"),
    ("lucia", 14400, "You: Sevilla in September then"),
    ("amara", 20200, "Would you be up for a quick interview?"),
    ("ingrid", 28800, "Hut is booked for the 3rd"),
    ("omar", 40300, "You: see you in Amman"),
    ("camille", 50400, "Merci for the print order!"),
    ("isla", 64800, "The manuscript is in"),
]

# One full conversation (the drawer's open conversation), oldest first: (who, time label, text)
DM_THREADS = {
    "priya": [
        ("day", "Jun 9", None),
        ("priya", "9:14 AM", "Are you still up for reviewing the retry RFC this week?"),
        ("jordan", "9:20 AM", "Yes! Send it over, I'll read it on the train."),
        ("priya", "9:21 AM", "docs.priyabuilds.dev/rfc/retries"),
        ("jordan", "6:02 PM", "Read it. The section on key expiry is great. One question on clock skew."),
        ("priya", "6:30 PM", "Good catch, we use the server's clock only. Adding a note."),
        ("day", "Jun 10", None),
        ("jordan", "10:11 AM", "Shipped the timetable view btw"),
        ("priya", "10:40 AM", "Saw it! Reposting."),
        ("priya", "10:41 AM", "Also: coffee next time you're in Bengaluru?"),
        ("jordan", "10:52 AM", "Deal. Probably September."),
        ("day", "Yesterday", None),
        ("priya", "4:15 PM", "Quick one: the retry dashboard shows p99 at 2.3s again"),
        ("jordan", "4:20 PM", "Hm, that's the provider timeout. Let me check."),
        ("jordan", "5:02 PM", "It was the DNS cache. Fixed."),
        ("priya", "5:04 PM", "Legend."),
        ("day", "Today", None),
        ("priya", "10:48 AM", "Meeting moved to 2pm"),
        ("priya", "10:53 AM", "Sending you the review notes in a sec"),
    ],
}
# The message that arrives while the conversation is open (state incoming_ms)
DM_INCOMING = ("priya", "11:05 AM", "Here are the notes: docs.priyabuilds.dev/rfc/review")

MY_LISTS = [
    ("rail-nerds", "Rail nerds", 48), ("photographers", "Photographers", 31), ("frontend", "Frontend", 62),
    ("space", "Space and astronomy", 27), ("football", "Football analytics", 19), ("food", "Cooks and bakers", 23),
    ("ml", "Machine learning", 55), ("security", "Security folks", 17), ("urbanism", "Urbanism", 40),
    ("design", "Design", 36), ("climate", "Climate and energy", 29), ("nl-news", "Dutch news", 14),
    ("friends", "Friends", 22), ("coffee", "Coffee", 11), ("outdoors", "Mountains and trails", 26),
    ("birds", "Birding", 9),
]

EXPLORE_HERO_PHOTO = "rocket-launch"
# The photo of your own the composer uploads (state upload_ms): file name, catalog id, alt text
UPLOAD = ("IMG_4821.jpg", "cherries", "Two red cherries on their stalks")

# The sidebar's footer links (label, slug, where x.com's link goes; None: not a link)
SIDEBAR_FOOTER = [
    ("Terms of Service", "terms-of-service", "https://x.com/tos"),
    ("Privacy Policy", "privacy-policy", "https://x.com/privacy"),
    ("Cookie Policy", "cookie-policy", "https://support.x.com/articles/20170514"),
    ("Accessibility", "accessibility", "https://help.x.com/resources/accessibility"),
    ("Ads info", "ads-info", "https://business.x.com/en/help/troubleshooting/how-twitter-ads-work.html"),
    ("More ···", "more", None),
    ("© 2025 X Corp.", "x-corp", None),
]




def _ago(minutes: int) -> str:
    """X's relative time: 5m, 3h, then "Jun 11" for anything older than a day."""
    if minutes < 60:
        return f"{max(minutes, 1)}m"
    if minutes < 1440:
        return f"{minutes // 60}h"
    day = NOW - timedelta(minutes=minutes)
    return day.strftime("%b ") + str(day.day)


def _stamp(minutes: int) -> str:
    """The post view's full timestamp: "9:12 AM · Jun 12, 2025"."""
    t = NOW - timedelta(minutes=minutes)
    return t.strftime("%I:%M %p").lstrip("0") + " · " + t.strftime("%b ") + str(t.day) + t.strftime(", %Y")


def _post_count(slug: str) -> str:
    """A stable, believable total for the profile header ("4,812 posts", "12.3K posts")."""
    n = 300 + sum(ord(ch) * (i + 7) for i, ch in enumerate(slug)) * 37 % 24000
    return f"{n / 1000:.1f}K" if n >= 10000 else f"{n:,}"


def _person(slug: str) -> dict:
    name, handle, verified, bio, location, following, followers, joined = PEOPLE[slug]
    out = {"slug": slug, "name": name, "handle": handle, "verified": verified,
           "bio": bio, "location": location, "following": following, "followers": followers, "joined": joined,
           "posts": _post_count(slug),
           "follows_you": slug in ("priya", "kai", "tendai", "noa", "lars", "thanh", "mikael")}
    if slug in BANNERS:
        out["banner"] = catalog.photo(BANNERS[slug], "16x9")["url"]
    return out


def _post(p: dict) -> dict:
    out = dict(p)
    out["ago"] = _ago(p["minutes"])
    out["stamp"] = _stamp(p["minutes"])
    if "photos" in p:
        size = "16x9" if len(p["photos"]) == 1 else "1x1"
        out["photos"] = [catalog.photo(pid, size)["url"] for pid in p["photos"]]
        out["alts"] = [catalog.photo(pid)["subject"] for pid in p["photos"]]
    if "video" in p:
        out["video"] = dict(p["video"], poster=catalog.photo(p["video"]["poster"], "16x9")["url"],
                            alt=catalog.photo(p["video"]["poster"])["subject"])
    return out


def _check_photos_unique() -> None:
    """Each photo belongs to one post or header, so no view can show a photo twice."""
    used = [pid for p in POSTS + QUOTES + NEW_POSTS for pid in p.get("photos", [])]
    used += [p["video"]["poster"] for p in POSTS if "video" in p]
    used += list(BANNERS.values()) + [EXPLORE_HERO_PHOTO, UPLOAD[1]]
    dupes = {pid for pid in used if used.count(pid) > 1}
    if dupes:
        raise ValueError(f"photos used twice in the social content: {sorted(dupes)}")
    # Only the photos the catalog gives this app, and a post's text fits its photo: it says one
    # of the photo's keywords (the alt text is the catalog's subject).
    foreign = sorted({pid for pid in used if catalog.photo(pid)["app"] != "social"})
    if foreign:
        raise ValueError(f"photos of other apps in the social content: {foreign}")
    for post in POSTS + QUOTES + NEW_POSTS + FOLLOWING_ONLY + SEARCH_ONLY:
        for pid in post.get("photos", []) + ([post["video"]["poster"]] if "video" in post else []):
            words = set(re.findall(r"[a-z]+", post["text"].lower()))
            if not words & set(catalog.photo(pid)["keywords"]):
                raise ValueError(f"post {post['slug']!r} says none of photo {pid!r}'s keywords")


def slugify(text: str) -> str:
    ascii_text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z0-9]+", "-", ascii_text.lower()).strip("-")


def build(seed: int) -> dict:
    _check_photos_unique()
    rng = random.Random(seed)
    people = {slug: _person(slug) for slug in PEOPLE}
    posts = {p["slug"]: _post(p) for p in POSTS + QUOTES + NEW_POSTS + FOLLOWING_ONLY + SEARCH_ONLY}

    # replies: the curated thread, or a few generic replies (seeded pick) under every other post
    replies = {}
    for slug, post in posts.items():
        if slug in THREADS:
            rows = THREADS[slug]
        else:
            picks = rng.sample(REPLY_TEXTS, 4)
            rows = [(who, text, (str(rng.randint(0, 9)), str(rng.randint(0, 30)), str(rng.randint(5, 400)),
                                 f"{rng.randint(2, 40)}K")) for who, text in picks if who != post["author"]]
        out = []
        for i, row in enumerate(rows):
            who, text, counts = row
            out.append(_post(_p(f"{slug}-r{i + 1}", who, max(1, post["minutes"] - 3 - i * 4), text, counts,
                                reply_to=post["author"])))
        replies[slug] = out

    quotes = {slug: [_post(_p(f"{slug}-q{i + 1}", who, 20 + i * 13, text, ("3", "12", "140", "6,100"), quote=slug))
                     for i, (who, text) in enumerate(rows)] for slug, rows in QUOTE_TEXTS.items()}

    # Following is newest first, as X's Following tab is
    # The Following tab's pool, newest first: the page keeps the posts of the accounts the store
    # says you follow (state `followed`, FOLLOWING by default).
    following_feed = list(dict.fromkeys(FOR_YOU_ORDER + [p["slug"] for p in FOLLOWING_ONLY]
                                        + ["kai-blue-hour", "priya-sourdough", "amara-octopus"]))
    following_feed = [s for s in following_feed if posts[s]["author"] != ME]
    following_feed.sort(key=lambda s: posts[s]["minutes"])

    notifications = [{"id": f"n{i + 1}", "kind": kind, "who": who, "post": post, "ago": _ago(minutes), "text": text}
                     for i, (kind, who, post, minutes, text) in enumerate(NOTIFICATIONS)]

    return {
        "me": ME,
        "people": people,
        "posts": posts,
        "for_you": FOR_YOU_ORDER,
        "following_feed": following_feed,
        "following": FOLLOWING,
        "new_posts": [p["slug"] for p in NEW_POSTS],
        "new_posts_count": 35,
        "replies": replies,
        "quotes": quotes,
        "trends": {tab: [{"slug": slugify(name), "context": ctx, "name": name, "count": count} for ctx, name, count in rows]
                   for tab, rows in TRENDS.items()},
        "explore_hero": {"title": "Falcon 9 on the launch pad ahead of tonight's rocket launch", "context": "Space · LIVE",
                         "alt": catalog.photo(EXPLORE_HERO_PHOTO)["subject"],
                         "photo": catalog.photo(EXPLORE_HERO_PHOTO, "16x9")["url"]},
        "who_to_follow": WHO_TO_FOLLOW,
        "notifications": notifications,
        "dms": [{"who": who, "ago": _ago(m), "last": text} for who, m, text in DM_LIST],
        "dm_threads": {who: [{"kind": "day", "label": t} if w == "day" else {"who": w, "time": t, "text": x}
                             for (w, t, x) in rows] for who, rows in DM_THREADS.items()},
        "dm_incoming": {"who": DM_INCOMING[0], "time": DM_INCOMING[1], "text": DM_INCOMING[2]},
        "lists": [{"slug": s, "name": n, "members": m} for s, n, m in MY_LISTS],
        "footer": [{"label": label, "slug": slug, "url": url} for label, slug, url in SIDEBAR_FOOTER],
        "upload": {"name": UPLOAD[0], "alt": UPLOAD[2], "url": catalog.photo(UPLOAD[1], "16x9")["url"]},
        "profile_posts": {slug: sorted([s for s, p in posts.items() if p["author"] == slug and s not in
                                        [x["slug"] for x in NEW_POSTS + SEARCH_ONLY]], key=lambda s: posts[s]["minutes"])
                          for slug in PEOPLE},
    }
