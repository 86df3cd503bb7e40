"""Seeded content for the `music` mockup (a Spotify desktop-like app), signed in as Noor Haddad on a
free account, on the suite's "today" (Thursday 20 November 2025).

Everything the page shows comes from here: artists, albums and their tracks (titles, durations,
play counts), playlists (Noor's own, Spotify's made-for-you mixes, a collaborative one), podcasts
and episodes, Liked Songs, Your Library's order, Home's shelves, the queue, the recently played
list, friends' activity, Spotify Connect devices, the lyrics of the track playing, Browse's genre
tiles and the keyboard shortcuts. Artists and titles are invented. The eight album covers that
are photographs come from catalog.photos(app="music") and their titles fit what each shows; every
other cover is a coloured gradient tile with its title, as Spotify draws playlists without art.
The structure is fixed (ids never depend on the seed); the seed only nudges play counts.
"""
from __future__ import annotations

import random
import re
import zlib

from igg.mockups.assets import catalog

TITLE = "Spotify - Web Player: Music for everyone"
TODAY = "Nov 20, 2025"

ME = {"id": "noor", "name": "Noor Haddad", "short": "Noor", "plan": "Spotify Free", "color": "#e8115b"}

# id, name, genre, monthly listeners, two gradient colours, bio
ARTISTS = [
    ("neon-harbour", "Neon Harbour", "Synth-pop", 4_812_330, ("#1e3264", "#e13300"),
     "Neon Harbour is the Rotterdam duo of Femke de Vries and Idris Bello, who write synth-pop about night ferries, port cities and the people who work while everyone else sleeps."),
    ("lumi-aalto", "Lumi Aalto", "Dream pop", 1_204_518, ("#27856a", "#0d73ec"),
     "Helsinki singer and producer Lumi Aalto layers her voice over slow synths and field recordings made along the Baltic coast."),
    ("saoirse-quinn", "Saoirse Quinn", "Irish folk", 862_409, ("#477d95", "#1e3264"),
     "Born on Inis Mór, Saoirse Quinn sings in English and Irish with a fiddle, a bodhrán and the sea never far away."),
    ("ingrid-solberg", "Ingrid Solberg", "Nordic folk", 540_276, ("#503750", "#e8115b"),
     "Bergen songwriter Ingrid Solberg writes hushed winter songs on a hardanger fiddle and an old upright piano."),
    ("velvet-parish", "The Velvet Parish", "Post-punk", 1_775_940, ("#283ea8", "#000000"),
     "Four friends from Leeds who met in a church choir and left it for a basement, The Velvet Parish play dark, danceable post-punk."),
    ("oskar-lind", "Oskar Lind", "Ambient", 2_391_006, ("#148a08", "#27856a"),
     "Swedish composer Oskar Lind makes long ambient pieces for forests, trains and late evenings."),
    ("coastline-radio", "Coastline Radio", "Electronic", 3_068_122, ("#0d73ec", "#1e3264"),
     "Coastline Radio is the Cape Town producer Thabo Nkosi, whose deep house is built from sonar pings, waves and dub chords."),
    ("anouk-verbeek", "Anouk Verbeek", "Singer-songwriter", 698_331, ("#8d67ab", "#283ea8"),
     "Amsterdam pianist and singer Anouk Verbeek writes quiet songs about canals, bicycles and long Dutch winters."),
    ("kwame-asante", "Kwame Asante Quartet", "Jazz", 455_120, ("#e1118c", "#ba5d07"),
     "Saxophonist Kwame Asante leads a quartet from Accra that mixes highlife rhythms with hard-bop harmony."),
    ("mariposa-norte", "Mariposa Norte", "Latin pop", 9_406_713, ("#e91429", "#f59b23"),
     "Mariposa Norte, from Monterrey, sings bright Latin pop with cumbia drums and a little too much neon."),
    ("hana-sato", "Hana Sato", "City pop", 2_947_885, ("#f037a5", "#7358ff"),
     "Hana Sato revives 80s Tokyo city pop with a drum machine, a Rhodes and songs about the last train home."),
    ("os-cajueiros", "Os Cajueiros", "MPB", 1_122_674, ("#148a08", "#f59b23"),
     "A five-piece from Fortaleza playing bossa nova, baião and samba on a porch that faces the sea."),
    ("nia-okoye", "Nia Okoye", "Afrobeats", 7_215_066, ("#ff4632", "#f59b23"),
     "Lagos-born Nia Okoye sings Afrobeats and highlife-tinged pop in English, Yoruba and Igbo."),
    ("rafi-monsoon", "Rafi & the Monsoon", "Indie", 1_653_298, ("#0d73ec", "#148a08"),
     "Mumbai indie band Rafi & the Monsoon write songs about rain, trains and Marine Drive in Hindi and English."),
    ("ayla-demir", "Ayla Demir", "Turkish folk", 918_450, ("#af2896", "#503750"),
     "Istanbul singer Ayla Demir sets Anatolian folk melodies to bağlama, strings and a quiet electronic pulse."),
    ("jun-park", "Jun Park", "K-indie", 3_540_219, ("#7358ff", "#e13300"),
     "Seoul singer-songwriter Jun Park writes cinematic indie pop about night buses and convenience stores."),
    ("dilnoza", "Dilnoza", "Central Asian pop", 312_904, ("#1e3264", "#ffc862"),
     "Dilnoza blends Uzbek maqom and doira drums with modern pop production, from Tashkent."),
    ("leilani-kahale", "Leilani Kahale", "Island pop", 487_316, ("#27856a", "#ffc862"),
     "Leilani Kahale plays slack-key guitar and ukulele on songs written between Hilo and Kona."),
    ("mateo-salazar", "Mateo Salazar", "Desert rock", 775_082, ("#ba5d07", "#503750"),
     "Mateo Salazar, from Hermosillo, plays slow desert rock for long drives across the Sonoran desert."),
    ("celine-marchand", "Céline Marchand", "Chanson", 1_380_660, ("#e8115b", "#1e3264"),
     "Parisian chanteuse Céline Marchand writes modern chanson about rainy Sundays and bicycles on the Left Bank."),
    ("priya-venkat", "Priya Venkat", "Carnatic", 264_903, ("#f59b23", "#e91429"),
     "Chennai veena player Priya Venkat records Carnatic ragas for slow mornings."),
    ("tomasz-wrobel", "Tomasz Wróbel Trio", "Jazz", 203_577, ("#477d95", "#503750"),
     "The Kraków piano trio of Tomasz Wróbel plays late-night jazz with Polish folk tunes at its heart."),
    ("kiri-maaka", "Kiri Maaka", "Indie folk", 356_811, ("#148a08", "#0d73ec"),
     "Kiri Maaka writes sunlit indie folk on the west coast of Aotearoa New Zealand."),
    ("elif-kaya", "Elif Kaya", "Electronic", 640_095, ("#e13300", "#7358ff"),
     "Berlin-based Turkish producer Elif Kaya makes warm electronic music from market recordings."),
]

# id, title, artist id, kind, year, released (full date), label, photo id or None, gradient, tracks
ALBUMS = [
    ("midnight-ferry", "Midnight Ferry", "neon-harbour", "Album", 2025, "September 12, 2025", "Harbour Lights Records", None, ("#e13300", "#1e3264"),
     "Midnight Ferry|Harbour Lights|Tidal Radio|Saltwater Static|Lanterns on the Quay|Northbound|Fog Horn Lullaby|Last Boat Home|Paper Compass|Low Tide Disco"),
    ("jellyfish-glow", "Jellyfish Glow", "lumi-aalto", "Album", 2024, "March 8, 2024", "Kuutamo Music", "moon-jellyfish", None,
     "Jellyfish Glow|Blue Hour in Helsinki|Kuutamo|Deep Water Choir|Slow Light|Pale Meridian|Revontulet|Glass Harbour|Undertow"),
    ("salt-spray", "Salt Spray", "saoirse-quinn", "Album", 2023, "June 2, 2023", "Currach Records", "sea-spray", None,
     "Salt Spray|The Keeper's Daughter|Inis Mór|Currach Song|Wild Atlantic|Foam on the Rocks|Galway Rain|Níl Sé Ina Lá|Harbour Wall"),
    ("twilight-branches", "Twilight Branches", "ingrid-solberg", "Album", 2025, "January 24, 2025", "Fjordlys", "branches-at-dusk", None,
     "Twilight Branches|Fjordlys|Bare Birches|Snøfall|Dusk Over Bergen|Nordlys Waltz|Silhouettes|Kveldssang"),
    ("cobweb", "Cobweb", "velvet-parish", "Album", 2024, "October 31, 2024", "Chapel Street Records", "spider-web", None,
     "Cobweb|Night Shift Saints|Candle Wax|Chapel Street|Silver Thread|Black Lace Radio|Hollow Bells|Afterglow Mass|The Spinner"),
    ("canopy", "Canopy", "oskar-lind", "Album", 2023, "April 21, 2023", "Understory", "redwood-canopy", None,
     "Canopy|Sequoia|Moss Line|Understory|Light Through Leaves|Old Growth|Green Hour|Ranger Station"),
    ("deep-dive", "Deep Dive", "coastline-radio", "Album", 2025, "May 30, 2025", "Sonar Sound", "sea-cave", None,
     "Deep Dive|Pressure Drop|Bioluminescent|Sonar|Blue Arch|Ascent|Bubbles Rising|Thermocline|Reef Break|Surface"),
    ("swans-on-black-water", "Swans on Black Water", "anouk-verbeek", "Album", 2024, "November 15, 2024", "Grachten", "swan-family", None,
     "Swans on Black Water|Cygnet|Grachten|Amsterdam in November|Reflected|Stil Water|De Brug|Paper Boats"),
    ("talking-drums", "Talking Drums", "kwame-asante", "Album", 2022, "August 19, 2022", "Gold Coast Jazz", "hand-drums", None,
     "Talking Drums|Kumasi Sunrise|Highlife for Ama|Adowa|Gold Coast Blues|Kente|Palm Wine Shuffle|Akwaaba"),
    ("sol-de-medianoche", "Sol de Medianoche", "mariposa-norte", "Album", 2025, "July 11, 2025", "Norte Discos", None, ("#f59b23", "#e91429"),
     "Noche de Faroles|Sol de Medianoche|Bailando en Lavapiés|Mariposa|Corazón de Neón|Fuego Lento|Calle Luna|Te Espero|Madrugada"),
    ("tokyo-rain-tapes", "Tokyo Rain Tapes", "hana-sato", "Album", 2024, "February 14, 2024", "Kichijōji Sound", None, ("#f037a5", "#1e3264"),
     "Kaze no Uta|Shibuya 2AM|Ame Furu Machi|Neon Tanuki|Plastic Love Letter|Last Train to Kichijōji|Natsu no Owari|Vending Machine Glow"),
    ("varanda", "Varanda", "os-cajueiros", "Album", 2023, "December 1, 2023", "Selo Cajueiro", None, ("#148a08", "#ffc862"),
     "Varanda|Café com Chuva|Ipanema às Seis|Baião do Vento|Cajueiro|Maré Mansa|Samba pra Dona Lia|Fim de Tarde"),
    ("lagos-summer", "Lagos Summer", "nia-okoye", "Album", 2025, "June 20, 2025", "Eko Sounds", None, ("#ff4632", "#ffc862"),
     "Lagos Summer|Oya Dance|Jollof & Juice|Ekene|Lekki Nights|Omalicha|Danfo Ride|Ginger|Amaka"),
    ("monsoon-letters", "Monsoon Letters", "rafi-monsoon", "Album", 2024, "July 5, 2024", "Marine Drive Records", None, ("#0d73ec", "#27856a"),
     "Monsoon Letters|Chai at Marine Drive|Barsaat|Bombay Dreaming|Rickshaw Radio|Gulmohar|Nimbu Paani|Pehli Baarish"),
    ("istanbul-kis", "İstanbul Kış", "ayla-demir", "Album", 2023, "January 13, 2023", "Galata Plak", None, ("#af2896", "#1e3264"),
     "Boğaz Rüzgârı|Kış Masalı|Simit ve Çay|Galata'da Akşam|Kar Yağıyor|Yalnız Martı|Eski Plak|Fener"),
    ("seoul-cinema", "Seoul Cinema", "jun-park", "Album", 2025, "March 21, 2025", "Hongdae Lights", None, ("#7358ff", "#e13300"),
     "Han River Static|Cinema Seoul|Bombi|Convenience Store Romance|Night Bus 472|Paper Moon|Hongdae Lights|Goodbye Summer"),
    ("silk-road-radio", "Silk Road Radio", "dilnoza", "EP", 2024, "September 6, 2024", "Registan", None, ("#1e3264", "#ffc862"),
     "Samarkand Blue|Registan|Caravan|Nayza|Bukhara Nights|Tashkent Metro"),
    ("trade-winds", "Trade Winds", "leilani-kahale", "EP", 2025, "April 4, 2025", "Kona Coast", None, ("#27856a", "#ffc862"),
     "Trade Winds|Mauna Kea Morning|Plumeria|Kona Coffee|Slack Key Sunday|Hilo Rain"),
    ("carretera", "Carretera", "mateo-salazar", "Album", 2024, "May 17, 2024", "Sonora Records", None, ("#ba5d07", "#503750"),
     "Carretera|Desierto|Vaquero Lunar|Sonora|Polvo y Oro|Frontera Azul|Mezcal Sunset"),
    ("rive-gauche", "Rive Gauche", "celine-marchand", "Album", 2025, "October 3, 2025", "Disques Martyrs", None, ("#e8115b", "#1e3264"),
     "Rive Gauche|Pluie sur Montmartre|Mon Vélo Rouge|Juste avant l'aube|Boulangerie|Canal Saint-Martin|Rue des Martyrs|Dimanche"),
    ("carnatic-mornings", "Carnatic Mornings", "priya-venkat", "EP", 2023, "November 10, 2023", "Kaveri Classics", None, ("#f59b23", "#e91429"),
     "Raga for Rain|Veena Dawn|Madras Tide|Temple Bells|Kaveri"),
    ("krakow-noca", "Kraków Nocą", "tomasz-wrobel", "Album", 2022, "February 25, 2022", "Wawel Jazz", None, ("#477d95", "#503750"),
     "Kraków Nocą|Wisła|Tramwaj 8|Zima w Kazimierzu|Pierogi Blues|Smok"),
    ("aotearoa-drift", "Aotearoa Drift", "kiri-maaka", "EP", 2025, "August 8, 2025", "Karekare", None, ("#148a08", "#0d73ec"),
     "Aotearoa Drift|Kūmara Road|Pōhutukawa|Te Moana|Karekare"),
    ("kyoto-bazaar", "Kyoto Bazaar", "elif-kaya", "Single", 2025, "November 7, 2025", "Spice Route", None, ("#e13300", "#7358ff"),
     "Kyoto Bazaar|Spice Route|Lantern Market"),
    ("harbour-lights-remixes", "Harbour Lights (Remixes)", "neon-harbour", "Single", 2025, "October 24, 2025", "Harbour Lights Records", None, ("#1e3264", "#f037a5"),
     "Harbour Lights - Coastline Radio Remix|Harbour Lights - Elif Kaya Remix"),
    ("night-shift", "Night Shift", "neon-harbour", "Album", 2022, "April 1, 2022", "Harbour Lights Records", None, ("#503750", "#0d73ec"),
     "Night Shift|Crane Operator|Container Blue|Graveyard Hours|Dock 7|Sodium Lamps|Morning Whistle"),
]

# Featured artists on some tracks: track id -> second artist id
FEATURES = {
    "harbour-lights-coastline-radio-remix": "coastline-radio",
    "harbour-lights-elif-kaya-remix": "elif-kaya",
    "lekki-nights": "mariposa-norte",
    "night-bus-472": "hana-sato",
    "spice-route": "ayla-demir",
    "calle-luna": "nia-okoye",
}

# id, title, owner, description, gradient, kind (user | spotify | collab), saves
PLAYLISTS = [
    ("late-night-drive", "Late Night Drive", "noor", "Folk, synths and city pop for the drive home after midnight.", ("#1e3264", "#af2896"), "user", 41),
    ("sunday-coffee", "Sunday Coffee", "noor", "Bossa, chanson and soft folk for a slow breakfast.", ("#ba5d07", "#ffc862"), "user", 12),
    ("road-trip-2025", "Road Trip 2025", "noor", "Lisbon to Seville, August 2025.", ("#e13300", "#f59b23"), "user", 5),
    ("kitchen-dance-party", "Kitchen Dance Party", "noor", "Afrobeats, cumbia and anything you can cook to.", ("#ff4632", "#e8115b"), "user", 3),
    ("rainy-day-jazz", "Rainy Day Jazz", "noor", "Piano trios and highlife horns for grey afternoons.", ("#477d95", "#1e3264"), "user", 8),
    ("gym-bangers", "Gym Bangers", "noor", "", ("#e91429", "#000000"), "user", 0),
    ("running-10k", "Running 10K", "noor", "Steady 165 bpm.", ("#148a08", "#0d73ec"), "user", 1),
    ("winter-walks", "Winter Walks", "noor", "Nordic folk and ambient for cold mornings.", ("#283ea8", "#8d67ab"), "user", 2),
    ("around-the-world", "Around the World in 80 Songs", "noor", "One song from everywhere I have been, and some from where I want to go.", ("#27856a", "#ffc862"), "user", 27),
    ("throwback-thursdays", "Throwback Thursdays", "noor", "", ("#ba5d07", "#e1118c"), "user", 4),
    ("songs-for-mum", "Songs for Mum", "noor", "For the drive to Mum's on Sundays.", ("#f59b23", "#8d67ab"), "user", 1),
    ("bedtime", "Bedtime", "noor", "", ("#1e3264", "#503750"), "user", 0),
    ("summer-25", "Summer '25", "noor", "Beaches, ferries and late dinners.", ("#ffc862", "#0d73ec"), "user", 6),
    ("dinner-with-friends", "Dinner with Friends", "noor", "", ("#e91429", "#ba5d07"), "user", 2),
    ("study-session", "Study Session", "noor", "No lyrics, no distractions.", ("#27856a", "#503750"), "user", 0),
    ("ana-tomas-wedding", "Ana & Tomás Wedding", "ana", "Add your songs for the dance floor! 💃", ("#e8115b", "#f59b23"), "collab", 19),
    ("focus-flow", "Focus Flow", "spotify", "Uptempo instrumental beats to keep you going.", ("#503750", "#27856a"), "spotify", 1_920_410),
    ("lofi-study", "Lo-fi Study", "spotify", "Chill beats to study, read and relax to.", ("#8d67ab", "#1e3264"), "spotify", 3_415_002),
    ("discover-weekly", "Discover Weekly", "spotify", "Your weekly mixtape of fresh music. Enjoy new music and deep cuts picked for you. Updates every Monday.", ("#283ea8", "#8d67ab"), "mix", 0),
    ("release-radar", "Release Radar", "spotify", "Catch all the latest music from artists you follow, plus new singles picked for you. Updates every Friday.", ("#148a08", "#477d95"), "mix", 0),
    ("daily-mix-1", "Daily Mix 1", "spotify", "Neon Harbour, Hana Sato, Jun Park and more", ("#e8115b", "#1e3264"), "mix", 0),
    ("daily-mix-2", "Daily Mix 2", "spotify", "Os Cajueiros, Céline Marchand, Anouk Verbeek and more", ("#f59b23", "#148a08"), "mix", 0),
    ("daily-mix-3", "Daily Mix 3", "spotify", "Nia Okoye, Mariposa Norte, Elif Kaya and more", ("#ff4632", "#7358ff"), "mix", 0),
    ("daily-mix-4", "Daily Mix 4", "spotify", "Saoirse Quinn, Ingrid Solberg, Kiri Maaka and more", ("#477d95", "#27856a"), "mix", 0),
    ("daily-mix-5", "Daily Mix 5", "spotify", "Kwame Asante Quartet, Tomasz Wróbel Trio and more", ("#503750", "#ba5d07"), "mix", 0),
    ("daily-mix-6", "Daily Mix 6", "spotify", "Oskar Lind, Lumi Aalto, Priya Venkat and more", ("#27856a", "#0d73ec"), "mix", 0),
    ("on-repeat", "On Repeat", "spotify", "Songs you love right now", ("#e1118c", "#283ea8"), "mix", 0),
    ("repeat-rewind", "Repeat Rewind", "spotify", "Past songs you couldn't get enough of", ("#0d73ec", "#e13300"), "mix", 0),
    ("your-top-songs-2025", "Your Top Songs 2025", "spotify", "The songs you loved most this year, all wrapped up.", ("#ffc862", "#e8115b"), "mix", 0),
    ("chill-mix", "Chill Mix", "spotify", "Lumi Aalto, Oskar Lind and Anouk Verbeek", ("#8d67ab", "#27856a"), "mix", 0),
    ("latin-mix", "Latin Mix", "spotify", "Mariposa Norte, Mateo Salazar and Os Cajueiros", ("#e91429", "#ffc862"), "mix", 0),
    ("jazz-mix", "Jazz Mix", "spotify", "Kwame Asante Quartet and Tomasz Wróbel Trio", ("#477d95", "#ba5d07"), "mix", 0),
    ("folk-mix", "Folk Mix", "spotify", "Saoirse Quinn, Ingrid Solberg and Ayla Demir", ("#503750", "#148a08"), "mix", 0),
    ("afrobeats-mix", "Afrobeats Mix", "spotify", "Nia Okoye, Kwame Asante Quartet and more", ("#ff4632", "#148a08"), "mix", 0),
    ("city-pop-mix", "City Pop Mix", "spotify", "Hana Sato, Jun Park and Neon Harbour", ("#f037a5", "#7358ff"), "mix", 0),
    ("this-is-mariposa-norte", "This Is Mariposa Norte", "spotify", "The essential tracks, all in one playlist.", ("#e91429", "#f59b23"), "spotify", 402_118),
    ("this-is-neon-harbour", "This Is Neon Harbour", "spotify", "The essential tracks, all in one playlist.", ("#1e3264", "#e13300"), "spotify", 215_730),
    ("afro-hits", "Afro Hits", "spotify", "The biggest Afrobeats and Amapiano hits right now.", ("#ff4632", "#000000"), "spotify", 5_120_338),
    ("folk-and-friends", "Folk & Friends", "spotify", "Gentle songs from fiddles, banjos and kitchen tables.", ("#477d95", "#ffc862"), "spotify", 1_064_220),
    ("nordic-winter", "Nordic Winter", "spotify", "Hushed songs from the north.", ("#283ea8", "#ffffff"), "spotify", 288_004),
    ("world-cafe", "World Café", "spotify", "Sounds from Accra to Almaty.", ("#27856a", "#e13300"), "spotify", 740_913),
]

OWNERS = {"noor": "Noor Haddad", "ana": "Ana Ruiz", "spotify": "Spotify"}

# Podcasts: id, title, publisher, gradient, episodes (title, date, length, description)
PODCASTS = [
    ("cafe-historia", "Café Historia", "Lucía Romero", ("#ba5d07", "#503750"), [
        ("The Coffee That Built São Paulo", "Nov 18", "48 min", "How coffee money paid for a city's railways, mansions and museums."),
        ("Fado and the Sea", "Nov 11", "52 min", "Why Lisbon's most famous song is about waiting for sailors."),
        ("The Silk Road Was Not a Road", "Nov 4", "44 min", "Caravans, oases and the cities that grew between them."),
    ]),
    ("mind-the-gap", "Mind the Gap: London Stories", "Priya & Tom", ("#e91429", "#1e3264"), [
        ("The Last Night Bus", "Nov 19", "36 min", "Drivers and passengers of the N29 on what happens after 2 AM."),
        ("Markets of Brixton", "Nov 12", "41 min", "Traders, records and the story of Electric Avenue."),
    ]),
    ("code-and-coffee", "Code & Coffee", "Devika Nair", ("#27856a", "#0d73ec"), [
        ("Why Your App Is Slow", "Nov 17", "58 min", "Profilers, caches and the query nobody looked at."),
        ("Burnout in Tech", "Nov 10", "49 min", "Three engineers on leaving and coming back."),
    ]),
    ("planet-pulse", "Planet Pulse", "Global Radio Collective", ("#148a08", "#477d95"), [
        ("Reefs After the Heatwave", "Nov 16", "33 min", "Divers return to a bleached reef a year later."),
        ("The Redwoods' Secret Weather", "Nov 9", "29 min", "How the tallest trees make their own fog."),
    ]),
    ("the-daily-groove", "The Daily Groove", "Spotify Studios", ("#e1118c", "#f59b23"), [
        ("Afrobeats Goes Global", "Nov 20", "27 min", "From Lagos clubs to stadiums: the sound that took over."),
        ("The Return of City Pop", "Nov 13", "31 min", "Why a 1980s Tokyo sound is everywhere again."),
    ]),
]

FRIENDS = [
    # name, track id, context (kind:id), time ago
    ("Ana Ruiz", "noche-de-faroles", "playlist:ana-tomas-wedding", "3 m"),
    ("Kenji Watanabe", "shibuya-2am", "album:tokyo-rain-tapes", "12 m"),
    ("Amara Okafor", "oya-dance", "playlist:afro-hits", "25 m"),
    ("Lukas Becker", "cobweb", "album:cobweb", "41 m"),
    ("Sofia Lindqvist", "fjordlys", "playlist:nordic-winter", "1 hr"),
    ("Mateus Ferreira", "cafe-com-chuva", "album:varanda", "1 hr"),
    ("Yasmin Haddad", "monsoon-letters", "album:monsoon-letters", "2 hr"),
    ("Omar Khalil", "talking-drums", "playlist:world-cafe", "3 hr"),
    ("Grace Mwangi", "lagos-summer", "album:lagos-summer", "4 hr"),
    ("Élodie Martin", "rive-gauche", "album:rive-gauche", "5 hr"),
    ("Hiroshi Tanaka", "han-river-static", "album:seoul-cinema", "6 hr"),
    ("Isabel Duarte", "ipanema-as-seis", "playlist:sunday-coffee", "8 hr"),
    ("Tariq Aziz", "samarkand-blue", "album:silk-road-radio", "10 hr"),
    ("Freya Olsen", "canopy", "album:canopy", "13 hr"),
    ("Diego Morales", "carretera", "playlist:late-night-drive", "18 hr"),
    ("Aroha Ngata", "aotearoa-drift", "album:aotearoa-drift", "1 d"),
]

DEVICES = [
    # id, name, kind, detail
    ("this-computer", "This computer", "computer", "Spotify for Desktop"),
    ("living-room-tv", "Living Room TV", "tv", "Google Cast"),
    ("kitchen-speaker", "Kitchen speaker", "speaker", "Spotify Connect"),
    ("noor-iphone", "Noor's iPhone", "phone", "Spotify Connect"),
    ("bedroom-echo", "Bedroom Echo", "speaker", "Spotify Connect"),
]

GENRES = [
    ("music", "Music", "#dc148c"), ("podcasts", "Podcasts", "#006450"), ("live-events", "Live Events", "#8400e7"),
    ("made-for-you", "Made For You", "#1e3264"), ("new-releases", "New Releases", "#608108"), ("pop", "Pop", "#148a08"),
    ("latin", "Latin", "#e1118c"), ("hip-hop", "Hip-Hop", "#bc5900"), ("dance-electronic", "Dance/Electronic", "#d84000"),
    ("charts", "Charts", "#8d67ab"), ("mood", "Mood", "#e1118c"), ("indie", "Indie", "#e91429"),
    ("afro", "Afro", "#d84000"), ("k-pop", "K-pop", "#148a08"), ("desi", "Desi", "#d84000"),
    ("arab", "Arab", "#8c1932"), ("jazz", "Jazz", "#477d95"), ("folk-acoustic", "Folk & Acoustic", "#bc5900"),
    ("chill", "Chill", "#b06239"), ("rock", "Rock", "#006450"), ("soul", "Soul", "#dc148c"),
    ("classical", "Classical", "#7d4b32"), ("ambient", "Ambient", "#477d95"), ("sleep", "Sleep", "#1e3264"),
    ("workout", "Workout", "#777777"), ("focus", "Focus", "#503750"), ("party", "Party", "#537aa1"),
    ("cooking", "Cooking & Dining", "#af2896"), ("travel", "Travel", "#0d72ed"), ("romance", "Romance", "#8c1932"),
    ("flamenco", "Flamenco", "#e8115b"), ("fado", "Fado", "#27856a"), ("reggae", "Reggae", "#148a08"),
    ("metal", "Metal", "#e91429"), ("anime", "Anime", "#e8115b"), ("gaming", "Gaming", "#e8115b"),
    ("kids-family", "Kids & Family", "#477d95"), ("decades", "Decades", "#ba5d07"), ("wellness", "Wellness", "#148a08"),
    ("nature-noise", "Nature & Noise", "#7d4b32"), ("blues", "Blues", "#1e3264"), ("country", "Country", "#bc5900"),
]

SHORTCUTS = [
    ("Basic", [("Create new playlist", "Ctrl N"), ("Create new folder", "Ctrl Shift N"), ("Open context menu", "Alt J"),
               ("Open Quick Search", "Ctrl K"), ("Search in Your Library", "Ctrl Shift L"), ("Log out", "Alt Shift F6"),
               ("Open keyboard shortcuts", "Ctrl /")]),
    ("Playback", [("Play / Pause", "Space"), ("Like", "Alt Shift B"), ("Shuffle", "Ctrl S"), ("Repeat", "Ctrl R"),
                  ("Skip to previous", "Ctrl ←"), ("Skip to next", "Ctrl →"), ("Seek backward", "Shift ←"),
                  ("Seek forward", "Shift →"), ("Raise volume", "Ctrl ↑"), ("Lower volume", "Ctrl ↓")]),
    ("Navigation", [("Home", "Alt Shift H"), ("Back in history", "Ctrl ["), ("Forward in history", "Ctrl ]"),
                    ("Currently playing", "Alt Shift J"), ("Search", "Ctrl Shift S"), ("Liked songs", "Alt Shift S"),
                    ("Queue", "Alt Shift Q"), ("Your Library", "Alt Shift 0"), ("Your playlists", "Alt Shift 1"),
                    ("Your podcasts", "Alt Shift 2"), ("Your artists", "Alt Shift 3"), ("Your albums", "Alt Shift 4"),
                    ("Made for you", "Alt Shift M"), ("New releases", "Alt Shift N"), ("Charts", "Alt Shift C")]),
    ("Layout", [("Toggle left sidebar", "Alt Shift L"), ("Decrease navigation bar width", "Alt Shift ←"),
                ("Increase navigation bar width", "Alt Shift →"), ("Toggle right sidebar", "Alt Shift R"),
                ("Toggle lyrics", "Alt Shift L")]),
]

# The lyrics of the track playing at reset ("Midnight Ferry" by Neon Harbour): (second, line).
LYRICS = [
    (8, "Ticket in my pocket and the engine's on"), (13, "Harbour lights are blinking like they know I'm gone"),
    (18, "Deckhand sings a song in a language I don't speak"), (23, "Salt upon the window and the radio is weak"),
    (29, "♪"), (34, "Oh, the midnight ferry"), (38, "Carries every secret that I'm too tired to keep"),
    (43, "Oh, the midnight ferry"), (47, "Rocking me to somewhere between waking and sleep"),
    (54, "Container cranes are standing like a row of sleeping birds"), (60, "I write you a letter but I can't find the words"),
    (65, "Coffee from a paper cup, the lighthouse turning slow"), (70, "Every mile of water is a mile I let you go"),
    (77, "Oh, the midnight ferry"), (81, "Carries every secret that I'm too tired to keep"),
    (86, "Oh, the midnight ferry"), (90, "Rocking me to somewhere between waking and sleep"),
    (97, "♪"), (108, "And if the fog rolls in tonight"), (112, "I'll keep the cabin light on"),
    (116, "So you can find the water where I've gone"), (122, "Ticket in my pocket, I'm not turning back"),
    (127, "The moon is on the water like a silver railway track"), (134, "Oh, the midnight ferry"),
    (138, "Carries every secret that I'm too tired to keep"), (143, "Oh, the midnight ferry"),
    (147, "Rocking me to somewhere between waking and sleep"), (154, "Between waking and sleep"),
    (159, "Between waking and sleep"), (166, "♪"),
]


def slugify(text: str) -> str:
    import unicodedata
    text = text.translate(str.maketrans({"ı": "i", "ø": "o", "ł": "l", "Ł": "L", "æ": "ae", "ß": "ss", "ʻ": ""}))
    t = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z0-9]+", "-", t.lower()).strip("-")


def fmt_time(sec: int) -> str:
    return f"{sec // 60}:{sec % 60:02d}"


def fmt_total(sec: int) -> str:
    hr, mn = sec // 3600, (sec % 3600) // 60
    return f"{hr} hr {mn} min" if hr else f"{mn} min {sec % 60} sec"


def stable(text: str) -> int:
    return zlib.crc32(text.encode("utf-8"))


def gradient_css(colors) -> str:
    return f"linear-gradient(135deg, {colors[0]} 0%, {colors[1]} 100%)"


def added_date(days: int) -> str:
    # Today is Nov 20, 2025; Spotify writes recent additions as "N days ago", older as a date.
    if days == 0:
        return "Today"
    if days < 7:
        return f"{days} day{'s' if days > 1 else ''} ago"
    if days < 28:
        weeks = days // 7
        return f"{weeks} week{'s' if weeks > 1 else ''} ago"
    import datetime
    d = datetime.date(2025, 11, 20) - datetime.timedelta(days=days)
    return d.strftime("%b %-d, %Y")


# Albums whose photo covers Your Library shows near its top: long lists keep them out of their first rows.
LIBRARY_PHOTOS = {"jellyfish-glow", "salt-spray"}


def spread(tids: list, albums: dict, window: int = 24, keep_first: bool = False) -> list:
    """The same tracks, reordered so that in the first `window` rows no photo cover repeats and none
    of Your Library's own photo covers shows: Spotify draws each row's cover, and a view shows a
    photograph once."""
    head, tail, seen = [], [], set()
    for i, t in enumerate(tids):
        alb = albums[TRACK_ALBUM[t]]
        photo = alb["photo"] is not None
        ok = (keep_first and i == 0) or not photo or (alb["id"] not in seen and alb["id"] not in LIBRARY_PHOTOS)
        if len(head) < window and ok:
            head.append(t)
            if photo:
                seen.add(alb["id"])
        else:
            tail.append(t)
    return head + tail


TRACK_ALBUM: dict = {}


def build(seed: int) -> dict:
    rng = random.Random(seed)
    photos = {p["id"]: p for p in catalog.photos(app="music", size="1x1")}

    artists = {}
    for aid, name, genre, monthly, colors, bio in ARTISTS:
        artists[aid] = {"id": aid, "name": name, "genre": genre, "monthly": monthly, "monthly_text": f"{monthly:,}",
                        "colors": list(colors), "bg": gradient_css(colors), "bio": bio, "verified": monthly > 800_000,
                        "albums": [], "popular": []}

    albums, tracks, track_order = {}, {}, []
    for alb_id, title, aid, kind, year, released, label, photo, colors, names in ALBUMS:
        entry = {"id": alb_id, "title": title, "artist": aid, "kind": kind, "year": year, "released": released,
                 "label": label, "tracks": [], "photo": None, "photo_subject": None, "keywords": []}
        if photo:
            p = photos[photo]
            entry["photo"] = p["url"]
            entry["photo_subject"] = p["subject"]
            entry["keywords"] = p["keywords"]
            entry["bg"] = None
            entry["colors"] = ["#333333", "#121212"]
        else:
            entry["bg"] = gradient_css(colors)
            entry["colors"] = list(colors)
        total = 0
        for n, name in enumerate(names.split("|"), start=1):
            tid = slugify(name)
            assert tid not in tracks, tid
            h = stable(tid)
            secs = 150 + h % 150
            base_plays = (h >> 8) % 40_000_000 if n < 4 else (h >> 8) % 6_000_000
            plays = base_plays + rng.randint(0, 999)
            artists_of = [aid] + ([FEATURES[tid]] if tid in FEATURES else [])
            tracks[tid] = {"id": tid, "title": name, "artists": artists_of, "album": alb_id, "no": n,
                           "secs": secs, "duration": fmt_time(secs), "plays": plays, "plays_text": f"{plays:,}",
                           "explicit": h % 11 == 0}
            entry["tracks"].append(tid)
            track_order.append(tid)
            TRACK_ALBUM[tid] = alb_id
            total += secs
        entry["total"] = fmt_total(total)
        albums[alb_id] = entry
        artists[aid]["albums"].append(alb_id)

    # Midnight Ferry's title track is what plays at reset: give it the lyrics' length.
    tracks["midnight-ferry"].update({"secs": 214, "duration": fmt_time(214)})
    for a in artists.values():
        mine = [t for t in track_order if a["id"] in tracks[t]["artists"]]
        a["popular"] = sorted(mine, key=lambda t: -tracks[t]["plays"])[:10]
        a["appears_on"] = sorted({tracks[t]["album"] for t in mine} - set(a["albums"]))

    # Playlists: a fixed, seed-independent pick of tracks for each.
    def pick(pid, n, pool=None):
        pool = pool or track_order
        r = random.Random(stable(pid))
        return r.sample(pool, min(n, len(pool)))

    def by_artists(aids):
        return [t for t in track_order if tracks[t]["artists"][0] in aids]

    pools = {
        "late-night-drive": None, "sunday-coffee": by_artists({"os-cajueiros", "celine-marchand", "anouk-verbeek", "saoirse-quinn", "kiri-maaka", "leilani-kahale"}),
        "kitchen-dance-party": by_artists({"nia-okoye", "mariposa-norte", "kwame-asante", "elif-kaya", "os-cajueiros"}),
        "rainy-day-jazz": by_artists({"kwame-asante", "tomasz-wrobel", "anouk-verbeek", "priya-venkat"}),
        "winter-walks": by_artists({"ingrid-solberg", "oskar-lind", "lumi-aalto", "saoirse-quinn"}),
        "focus-flow": by_artists({"oskar-lind", "coastline-radio", "elif-kaya", "priya-venkat"}),
        "lofi-study": by_artists({"oskar-lind", "hana-sato", "lumi-aalto", "tomasz-wrobel"}),
        "daily-mix-1": by_artists({"neon-harbour", "hana-sato", "jun-park"}),
        "daily-mix-2": by_artists({"os-cajueiros", "celine-marchand", "anouk-verbeek"}),
        "daily-mix-3": by_artists({"nia-okoye", "mariposa-norte", "elif-kaya"}),
        "daily-mix-4": by_artists({"saoirse-quinn", "ingrid-solberg", "kiri-maaka"}),
        "daily-mix-5": by_artists({"kwame-asante", "tomasz-wrobel"}),
        "daily-mix-6": by_artists({"oskar-lind", "lumi-aalto", "priya-venkat"}),
        "this-is-mariposa-norte": by_artists({"mariposa-norte"}),
        "this-is-neon-harbour": by_artists({"neon-harbour"}),
        "afro-hits": by_artists({"nia-okoye", "kwame-asante"}),
        "folk-and-friends": by_artists({"saoirse-quinn", "ingrid-solberg", "kiri-maaka", "ayla-demir"}),
        "nordic-winter": by_artists({"ingrid-solberg", "lumi-aalto", "oskar-lind"}),
    }
    sizes = {"late-night-drive": 64, "sunday-coffee": 28, "road-trip-2025": 34, "kitchen-dance-party": 30, "rainy-day-jazz": 24,
             "gym-bangers": 22, "running-10k": 26, "winter-walks": 24, "around-the-world": 80, "ana-tomas-wedding": 45,
             "focus-flow": 30, "lofi-study": 30, "discover-weekly": 30, "release-radar": 30, "your-top-songs-2025": 60}
    playlists = {}
    for pid, title, owner, desc, colors, kind, saves in PLAYLISTS:
        n = sizes.get(pid, 30)
        tl = pick(pid, n, pools.get(pid))
        if pid == "late-night-drive":
            # Curated: Midnight Ferry first (it plays at reset), then a seed-independent shuffle.
            rest = [t for t in pick(pid, 80) if t != "midnight-ferry"][: n - 1]
            tl = ["midnight-ferry"] + rest
        r = random.Random(stable(pid) + 7)
        days = sorted((r.randint(0, 700) for _ in tl), reverse=True)
        added = [added_date(d) for d in days]
        if kind == "collab":
            adders = ["Ana Ruiz", "Tomás Herrera", "Noor Haddad", "Lucía Romero", "Beatriz Costa"]
            added_by = [adders[r.randint(0, len(adders) - 1)] for _ in tl]
        else:
            added_by = None
        total = sum(tracks[t]["secs"] for t in tl)
        playlists[pid] = {"id": pid, "title": title, "owner": owner, "owner_name": OWNERS[owner], "desc": desc,
                          "colors": list(colors), "bg": gradient_css(colors), "kind": kind, "saves": saves,
                          "saves_text": f"{saves:,} save{'s' if saves != 1 else ''}", "tracks": tl, "added": added,
                          "added_by": added_by, "total": fmt_total(total) if total < 3600 else f"about {total // 3600} hr {(total % 3600) // 60} min",
                          "public": kind != "mix"}
    # Recommended songs under a user playlist ("Based on what's in this playlist").
    for pid in ("late-night-drive", "sunday-coffee", "road-trip-2025"):
        have = set(playlists[pid]["tracks"])
        rec = [t for t in pick(pid + ":rec", 60) if t not in have][:10]
        playlists[pid]["recommended"] = rec

    for pid in ("late-night-drive", "around-the-world", "your-top-songs-2025"):
        playlists[pid]["tracks"] = spread(playlists[pid]["tracks"], albums, keep_first=pid == "late-night-drive")
    liked = spread(pick("liked", 96), albums)
    r = random.Random(99)
    liked_days = sorted((r.randint(0, 900) for _ in liked))
    liked_added = [added_date(d) for d in liked_days]

    podcasts = {}
    episodes = {}
    for pid, title, publisher, colors, eps in PODCASTS:
        ids = []
        for et, date, length, desc in eps:
            eid = slugify(et)
            episodes[eid] = {"id": eid, "title": et, "show": pid, "date": date, "length": length, "desc": desc}
            ids.append(eid)
        podcasts[pid] = {"id": pid, "title": title, "publisher": publisher, "colors": list(colors),
                         "bg": gradient_css(colors), "episodes": ids}

    # Your Library, in "Recents" order. kind: playlist | artist | album | podcast | liked
    library = [
        ("liked", "liked"), ("playlist", "late-night-drive"), ("album", "midnight-ferry"), ("playlist", "daily-mix-1"),
        ("artist", "neon-harbour"), ("playlist", "sunday-coffee"), ("album", "jellyfish-glow"), ("playlist", "discover-weekly"),
        ("artist", "mariposa-norte"), ("playlist", "kitchen-dance-party"), ("podcast", "cafe-historia"), ("album", "lagos-summer"),
        ("playlist", "road-trip-2025"), ("artist", "hana-sato"), ("playlist", "ana-tomas-wedding"), ("album", "salt-spray"),
        ("playlist", "rainy-day-jazz"), ("artist", "kwame-asante"), ("playlist", "focus-flow"), ("album", "tokyo-rain-tapes"),
        ("playlist", "winter-walks"), ("artist", "saoirse-quinn"), ("podcast", "mind-the-gap"), ("playlist", "around-the-world"),
        ("album", "varanda"), ("playlist", "gym-bangers"), ("artist", "nia-okoye"), ("album", "cobweb"),
        ("playlist", "running-10k"), ("playlist", "throwback-thursdays"), ("artist", "jun-park"), ("playlist", "songs-for-mum"), ("album", "twilight-branches"), ("playlist", "lofi-study"),
        ("artist", "os-cajueiros"), ("album", "seoul-cinema"), ("podcast", "code-and-coffee"), ("artist", "ingrid-solberg"),
        ("album", "monsoon-letters"), ("playlist", "bedtime"), ("playlist", "your-top-songs-2025"), ("playlist", "summer-25"), ("artist", "ayla-demir"), ("album", "rive-gauche"),
        ("artist", "celine-marchand"), ("album", "talking-drums"), ("artist", "tomasz-wrobel"), ("album", "krakow-noca"),
        ("artist", "dilnoza"), ("playlist", "dinner-with-friends"), ("album", "canopy"), ("playlist", "study-session"), ("artist", "priya-venkat"), ("album", "silk-road-radio"),
    ]
    lib_added = {f"{k}:{i}": n for n, (k, i) in enumerate(
        sorted(library, key=lambda x: stable("added:" + x[1]) % 1000))}
    library_items = [{"kind": k, "id": i, "pinned": i in ("liked", "late-night-drive"), "added_rank": lib_added[f"{k}:{i}"]}
                     for k, i in library]

    home = {
        "quick": [("liked", "liked"), ("playlist", "late-night-drive"), ("album", "midnight-ferry"), ("playlist", "daily-mix-1"),
                  ("album", "sol-de-medianoche"), ("playlist", "sunday-coffee"), ("artist", "neon-harbour"), ("playlist", "kitchen-dance-party")],
        "shelves": [
            {"id": "made-for-you", "title": "Made For Noor Haddad", "kind": "music", "items": [("playlist", p) for p in
             ("discover-weekly", "release-radar", "daily-mix-2", "daily-mix-3", "daily-mix-4", "daily-mix-5", "daily-mix-6", "on-repeat", "repeat-rewind", "your-top-songs-2025")]},
            {"id": "recently-played", "title": "Recently played", "kind": "music", "items": [
                ("album", "deep-dive"), ("playlist", "road-trip-2025"), ("album", "talking-drums"), ("artist", "hana-sato"),
                ("album", "varanda"), ("playlist", "focus-flow"), ("album", "swans-on-black-water"), ("artist", "nia-okoye"),
                ("album", "salt-spray"), ("playlist", "ana-tomas-wedding"), ("album", "canopy"), ("artist", "ayla-demir")]},
            {"id": "episodes", "title": "Episodes for you", "kind": "podcasts", "items": [
                ("episode", "afrobeats-goes-global"), ("episode", "the-last-night-bus"), ("episode", "the-coffee-that-built-sao-paulo"),
                ("episode", "why-your-app-is-slow"), ("episode", "reefs-after-the-heatwave"), ("episode", "fado-and-the-sea"),
                ("episode", "the-return-of-city-pop"), ("episode", "markets-of-brixton")]},
            {"id": "jump-back-in", "title": "Jump back in", "kind": "music", "items": [
                ("album", "cobweb"), ("album", "twilight-branches"), ("playlist", "winter-walks"), ("artist", "kwame-asante"),
                ("album", "monsoon-letters"), ("playlist", "around-the-world"), ("album", "seoul-cinema"), ("artist", "saoirse-quinn"),
                ("album", "istanbul-kis")]},
            {"id": "top-mixes", "title": "Your top mixes", "kind": "music", "items": [("playlist", p) for p in
             ("chill-mix", "latin-mix", "jazz-mix", "folk-mix", "afrobeats-mix", "city-pop-mix")]},
            {"id": "shows", "title": "Your shows", "kind": "podcasts", "items": [("podcast", p) for p in
             ("cafe-historia", "mind-the-gap", "code-and-coffee", "planet-pulse", "the-daily-groove")]},
            {"id": "new-releases", "title": "New releases for you", "kind": "music", "items": [
                ("album", "kyoto-bazaar"), ("album", "harbour-lights-remixes"), ("album", "rive-gauche"), ("album", "aotearoa-drift"),
                ("album", "trade-winds"), ("album", "sol-de-medianoche"), ("album", "lagos-summer")]},
            {"id": "stations", "title": "Recommended Stations", "kind": "music", "items": [("radio", a) for a in
             ("mariposa-norte", "jun-park", "os-cajueiros", "velvet-parish", "lumi-aalto", "mateo-salazar", "dilnoza", "leilani-kahale")]},
            {"id": "popular-playlists", "title": "Popular playlists", "kind": "music", "items": [("playlist", p) for p in
             ("afro-hits", "folk-and-friends", "nordic-winter", "world-cafe", "lofi-study", "this-is-mariposa-norte", "this-is-neon-harbour")]},
        ],
    }

    now_playing = {"track": "midnight-ferry", "context": "playlist:late-night-drive", "position": 47}
    ctx_tracks = playlists["late-night-drive"]["tracks"]
    queue = {"next_in_queue": ["kaze-no-uta", "salt-spray"], "next_from": ctx_tracks[1:41]}
    recently_played = pick("recent", 20, [t for t in track_order if t not in ctx_tracks[:41]])

    credits = [("Femke de Vries", "Main Artist, Composer, Lyricist"), ("Idris Bello", "Main Artist, Composer, Producer"),
               ("Thabo Nkosi", "Mixing Engineer"), ("Marit Jansen", "Mastering Engineer")]
    tour = [("Dec 5", "Rotterdam", "Maassilo"), ("Dec 12", "Berlin", "Columbiahalle"), ("Jan 16", "Lisbon", "LAV - Lisboa ao Vivo")]

    return {
        "me": ME, "today": TODAY, "artists": artists, "albums": albums, "tracks": tracks, "track_order": track_order,
        "playlists": playlists, "podcasts": podcasts, "episodes": episodes,
        "liked": liked, "liked_added": liked_added, "library": library_items, "home": home,
        "now_playing": now_playing, "queue": queue, "recently_played": recently_played,
        "friends": [{"id": slugify(n), "name": n, "track": t, "context": c, "ago": a} for n, t, c, a in FRIENDS],
        "devices": [{"id": i, "name": n, "kind": k, "detail": d} for i, n, k, d in DEVICES],
        "genres": [{"id": i, "name": n, "color": c} for i, n, c in GENRES],
        "shortcuts": SHORTCUTS, "lyrics": [{"t": t, "line": l} for t, l in LYRICS],
        "credits": credits, "tour": tour,
    }
