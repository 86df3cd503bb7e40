"""Seeded content for the `calendar` mockup (a Google Calendar-like web client).

`build(seed)` returns everything the page shows: the account, its calendars ("My calendars" and
"Other calendars"), the people it meets, six weeks of events around the app's own "today"
(Wed, Mar 18, 2026, 10:42 AM, New York, GMT-04:00 after the Mar 8 switch to daylight time),
holidays and birthdays, the Tasks and Keep side panels, meeting-room suggestions, the settings
page's sections and the search index. Events are hand-written; recurring ones (the daily
standup, weekly 1:1s) are generated over the six weeks. The seed only varies a few guests'
replies (accepted / maybe / no reply), never an id, a time or a title, so every `data-igg-id`
is the same for every seed.
"""
from __future__ import annotations

import random
from datetime import date, datetime, timedelta

TITLE = "Google Calendar - Week of March 15, 2026"

TODAY = date(2026, 3, 18)
NOW = datetime(2026, 3, 18, 10, 42)
RANGE_START = date(2026, 3, 1)   # first day the content covers (month view of March starts here)
RANGE_END = date(2026, 5, 9)     # last day (the mini calendar of April ends here)

ME = {"key": "me", "name": "Maya Lindqvist", "email": "maya.lindqvist@fernwoodlabs.com", "color": "#1e8e3e"}

# Google Calendar's event colours (name -> hex), as its colour picker names them.
COLORS = {
    "tomato": "#d50000", "flamingo": "#e67c73", "tangerine": "#f4511e", "banana": "#f6bf26",
    "sage": "#33b679", "basil": "#0b8043", "peacock": "#039be5", "blueberry": "#3f51b5",
    "lavender": "#7986cb", "grape": "#8e24aa", "graphite": "#616161", "cocoa": "#795548",
}

# slug, name, colour, section, checked, doc
CALENDARS = [
    ("maya", "Maya Lindqvist", "peacock", "mine", True),
    ("family", "Family", "flamingo", "mine", True),
    ("running", "Riverside Run Club", "basil", "mine", True),
    ("birthdays", "Birthdays", "sage", "mine", True),
    ("tasks", "Tasks", "blueberry", "mine", True),
    ("design-team", "Design Team", "tangerine", "other", True),
    ("kwame", "Kwame Mensah", "grape", "other", False),
    ("nyc-office", "NYC Office Events", "lavender", "other", True),
    ("holidays-us", "Holidays in United States", "basil", "other", True),
    ("holidays-in", "Holidays in India", "banana", "other", True),
    ("holidays-se", "Holidays in Sweden", "cocoa", "other", False),
]

# key: (name, email)
PEOPLE = {
    "kwame": ("Kwame Mensah", "kwame.mensah@fernwoodlabs.com"),
    "priya": ("Priya Natarajan", "priya.natarajan@fernwoodlabs.com"),
    "hiroshi": ("Hiroshi Tanaka", "hiroshi.tanaka@fernwoodlabs.jp"),
    "yuki": ("Yuki Sato", "yuki.sato@fernwoodlabs.jp"),
    "sofia": ("Sofía Morales", "sofia.morales@gmail.com"),
    "diego": ("Diego Ramírez", "diego.ramirez@gmail.com"),
    "olumide": ("Olumide Adeyemi", "olumide.adeyemi@fernwoodlabs.com"),
    "lars": ("Lars Eriksen", "lars.eriksen@fernwoodlabs.com"),
    "fatima": ("Fatima Zahra El Amrani", "fatima.elamrani@fernwoodlabs.com"),
    "mei": ("Mei Chen", "mei.chen@fernwoodlabs.com"),
    "anika": ("Anika Schulz", "anika.schulz@fernwoodlabs.de"),
    "tomasz": ("Tomasz Nowak", "tomasz.nowak@fernwoodlabs.com"),
    "aroha": ("Aroha Ngata", "aroha.ngata@fernwoodlabs.com"),
    "noor": ("Noor Haddad", "noor.haddad@fernwoodlabs.com"),
    "emeka": ("Emeka Obi", "emeka.obi@fernwoodlabs.com"),
    "ines": ("Inês Carvalho", "ines.carvalho@fernwoodlabs.com"),
    "jonah": ("Jonah Goldberg", "jonah.goldberg@fernwoodlabs.com"),
    "leilani": ("Leilani Kahale", "leilani.kahale@fernwoodlabs.com"),
    "sid": ("Siddharth Rao", "siddharth.rao@fernwoodlabs.com"),
    "chloe": ("Chloé Dubois", "chloe.dubois@fernwoodlabs.com"),
    "mateus": ("Mateus Oliveira", "mateus.oliveira.dev@gmail.com"),
    "zainab": ("Zainab Yusuf", "zainab.yusuf@fernwoodlabs.com"),
    "bjorn": ("Björn Larsson", "bjorn.larsson@fernwoodlabs.com"),
    "camila": ("Camila Rojas", "camila.rojas@fernwoodlabs.com"),
    "arjun": ("Arjun Mehta", "arjun.mehta@fernwoodlabs.com"),
    "hannah": ("Hannah Cohen", "hannah.cohen@fernwoodlabs.com"),
    "kofi": ("Kofi Boateng", "kofi.boateng@fernwoodlabs.com"),
    "ana": ("Ana Petrović", "ana.petrovic@fernwoodlabs.com"),
    "minjun": ("Min-jun Park", "minjun.park@fernwoodlabs.com"),
    "rahel": ("Rahel Tesfaye", "rahel.tesfaye@fernwoodlabs.com"),
    "omar": ("Omar Farouk", "omar.farouk@fernwoodlabs.com"),
    "greta": ("Greta Johansson", "greta.johansson@fernwoodlabs.com"),
    "luca": ("Luca Bianchi", "luca.bianchi@fernwoodlabs.com"),
    "thandi": ("Thandiwe Dlamini", "thandiwe.dlamini@fernwoodlabs.com"),
    "nguyen": ("Linh Nguyen", "linh.nguyen@fernwoodlabs.com"),
    "pablo": ("Pablo Jiménez", "pablo.jimenez@fernwoodlabs.com"),
    "sana": ("Sana Qureshi", "sana.qureshi@fernwoodlabs.com"),
    "erik": ("Erik Virtanen", "erik.virtanen@fernwoodlabs.com"),
    "amaru": ("Amaru Quispe", "amaru.quispe@fernwoodlabs.com"),
    "isla": ("Isla MacLeod", "isla.macleod@fernwoodlabs.com"),
    "wei": ("Wei Zhang", "wei.zhang@fernwoodlabs.com"),
    "dmitri": ("Dmitri Volkov", "dmitri.volkov@fernwoodlabs.com"),
    "ayasha": ("Ayasha Redcloud", "ayasha.redcloud@fernwoodlabs.com"),
    "jake": ("Jake Harrington", "jake.harrington@harborandvine.com"),
    "rosa": ("Rosa Delgado", "rosa@tidewateranalytics.com"),
    "nils": ("Nils Lindqvist", "nils.lindqvist@telia.se"),
    "astrid": ("Astrid Lindqvist", "astrid.lindqvist52@gmail.com"),
    "ella": ("Ella Lindqvist-Ortiz", "ella.lo2015@gmail.com"),
    "marco": ("Marco Ortiz", "marco.ortiz@gmail.com"),
    "chris": ("Chris Whitaker", "chris.whitaker@sydneyharbourpartners.com.au"),
    "dr": ("Dr. Shira Ben-David", "frontdesk@parkslopedental.com"),
}

ROOMS = [
    # slug, name, capacity, features
    ("nyc-12-hudson", "NYC-12-Hudson", 12, "Display, Google Meet hardware"),
    ("nyc-12-battery", "NYC-12-Battery", 6, "Display"),
    ("nyc-12-highline", "NYC-12-High Line", 4, "Whiteboard"),
    ("nyc-11-dumbo", "NYC-11-Dumbo", 8, "Display, Google Meet hardware"),
    ("nyc-11-flatiron", "NYC-11-Flatiron", 20, "Projector, Google Meet hardware"),
    ("nyc-11-coneyisland", "NYC-11-Coney Island", 3, "Phone booth"),
]

TEAM = ["kwame", "priya", "olumide", "lars", "fatima", "mei", "tomasz", "noor", "emeka", "jonah"]

ALL_HANDS = ["kwame", "priya", "hiroshi", "yuki", "olumide", "lars", "fatima", "mei", "anika", "tomasz", "aroha",
             "noor", "emeka", "ines", "jonah", "leilani", "sid", "chloe", "zainab", "bjorn", "camila", "arjun",
             "hannah", "kofi", "ana", "minjun", "rahel", "omar", "greta", "luca", "thandi", "nguyen", "pablo",
             "sana", "erik", "amaru", "isla", "wei", "dmitri", "ayasha"]

# Hand-written events. Fields: slug, day (yyyy-mm-dd), start "HH:MM" (None = all day), end,
# title, calendar, extra dict (location, room, meet, guests, organizer, description, color, kind, days).
EVENTS = [
    # ---- week of Mar 8 (Daylight saving time starts on Sunday)
    ("dst-starts", "2026-03-08", None, None, "Daylight Saving Time starts", "holidays-us", {"kind": "holiday"}),
    ("womens-day", "2026-03-08", None, None, "International Women's Day", "holidays-in", {"kind": "holiday"}),
    ("kickoff-q2", "2026-03-10", "13:00", "15:00", "Q2 planning kickoff", "maya",
     {"room": "nyc-11-flatiron", "meet": "pxq-rvnm-tde", "guests": TEAM, "organizer": "kwame"}),
    ("pi-day", "2026-03-14", "15:00", "17:00", "Pi Day pie bake-off", "nyc-office", {"location": "12th floor kitchen", "organizer": "hannah"}),
    ("ella-recital", "2026-03-12", "18:00", "19:30", "Ella's piano recital", "family", {"location": "Park Slope Music School, 422 7th Ave, Brooklyn"}),
    ("ramadan-begins", "2026-02-18", None, None, "Ramadan begins", "holidays-in", {"kind": "holiday"}),
    # ---- this week: Sun Mar 15 - Sat Mar 21
    ("brunch-sofia", "2026-03-15", "10:30", "12:00", "Brunch with Sofía & Diego", "family",
     {"location": "Buvette, 42 Grove St, New York", "guests": ["sofia", "diego"], "organizer": "me"}),
    ("call-parents", "2026-03-15", "16:00", "17:00", "Call Mamma & Pappa", "family",
     {"description": "They're 5 hours ahead now (Stockholm hasn't changed clocks yet).", "guests": ["nils", "astrid"], "organizer": "me", "meet": "hhw-kpzu-mrs"}),
    ("run-mon", "2026-03-16", "06:15", "07:15", "Riverside Run Club: tempo 8K", "running",
     {"location": "Riverside Park, W 96th St entrance", "organizer": "greta"}),
    ("roadmap-review", "2026-03-16", "10:00", "11:00", "Roadmap review: Q2 bets", "maya",
     {"room": "nyc-12-hudson", "meet": "roa-dmpq-rvw", "guests": ["kwame", "priya", "olumide", "lars", "mei"], "organizer": "kwame",
      "description": "Walk through the five Q2 bets and their owners. Pre-read: \"Q2 bets v3\" in the team drive."}),
    ("lunch-noor", "2026-03-16", "12:00", "13:00", "Lunch with Noor", "maya", {"location": "Mamoun's Falafel, 30 St Marks Pl", "guests": ["noor"], "organizer": "me"}),
    ("one-on-one-kwame", "2026-03-16", "14:00", "14:45", "Kwame / Maya 1:1", "maya",
     {"meet": "kwm-mayq-oneo", "guests": ["kwame"], "organizer": "kwame", "recurring": "Weekly on Monday"}),
    ("design-crit", "2026-03-16", "15:30", "16:30", "Design crit: onboarding flow", "design-team",
     {"room": "nyc-12-battery", "meet": "dcr-itob-flw", "guests": ["chloe", "aroha", "mei", "tomasz", "leilani"], "organizer": "chloe"}),
    ("tokyo-sync", "2026-03-16", "23:00", "23:45", "Tokyo sync: Japanese localisation", "maya",
     {"meet": "tky-loca-syn", "guests": ["hiroshi", "yuki", "mei"], "organizer": "hiroshi",
      "description": "Noon in Tokyo. Review of the ja-JP strings and the date formats in onboarding."}),
    ("st-patricks", "2026-03-17", None, None, "St. Patrick's Day", "holidays-us", {"kind": "holiday"}),
    ("berlin-handoff", "2026-03-17", "07:00", "07:30", "Berlin handoff with Anika", "maya",
     {"meet": "brl-hndf-ank", "guests": ["anika"], "organizer": "anika"}),
    ("interview-mateus", "2026-03-17", "11:00", "12:00", "Interview: Mateus Oliveira (Senior Android Engineer)", "maya",
     {"room": "nyc-12-highline", "meet": "int-mate-olv", "guests": ["mateus", "sid"], "organizer": "rahel",
      "description": "System design round. Scorecard in Greenhouse by end of day."}),
    ("harbor-vine", "2026-03-17", "13:30", "14:30", "Customer call: Harbor & Vine", "maya",
     {"meet": "hbv-cust-cal", "guests": ["jake", "olumide", "camila"], "organizer": "olumide"}),
    ("focus-tue", "2026-03-17", "15:00", "17:00", "Focus time", "maya", {"kind": "focus"}),
    ("pottery", "2026-03-17", "18:30", "20:00", "Pottery class", "family", {"location": "Clay Space Brooklyn, 145 Ainslie St"}),
    ("coffee-olumide", "2026-03-18", "08:00", "08:30", "Coffee with Olumide", "maya", {"location": "Blue Bottle Coffee, 1 Rockefeller Plaza", "guests": ["olumide"], "organizer": "olumide"}),
    ("sprint-planning", "2026-03-18", "10:00", "11:00", "Sprint 14 planning", "maya",
     {"room": "nyc-12-hudson", "meet": "spr-plnn-fth", "guests": TEAM, "organizer": "priya"}),
    ("all-hands", "2026-03-18", "11:30", "12:30", "March all hands", "nyc-office",
     {"room": "nyc-11-flatiron", "meet": "alh-mrch-twn", "guests": ALL_HANDS, "organizer": "hannah",
      "description": "Company update, Q1 wins and the new parental leave policy. Questions in the Slido link below."}),
    ("lunch-learn", "2026-03-18", "13:00", "13:45", "Lunch & learn: accessible colour palettes", "design-team",
     {"room": "nyc-11-dumbo", "meet": "lnl-a11y-clr", "guests": ["chloe", "aroha", "leilani", "isla"], "organizer": "leilani"}),
    ("pricing-readout", "2026-03-18", "14:00", "15:00", "Pricing experiment readout", "maya",
     {"room": "nyc-12-battery", "meet": "prc-rdot-exp", "guests": ["arjun", "sana", "kwame", "fatima"], "organizer": "arjun"}),
    ("one-on-one-priya", "2026-03-18", "16:00", "16:45", "Priya / Maya 1:1", "maya",
     {"meet": "pry-maya-one", "guests": ["priya"], "organizer": "me", "recurring": "Weekly on Wednesday"}),
    ("iftar-noor", "2026-03-18", "19:00", "21:00", "Iftar at Noor & Omar's", "family",
     {"location": "318 Atlantic Ave, Brooklyn", "guests": ["noor", "omar", "fatima"], "organizer": "noor",
      "description": "Last iftar before Eid! Bringing kanelbullar."}),
    ("sydney-checkin", "2026-03-18", "23:00", "23:30", "Sydney partner check-in", "maya",
     {"meet": "syd-prtn-chk", "guests": ["chris", "olumide"], "organizer": "chris", "description": "2 PM Thursday in Sydney."}),
    ("priya-bday", "2026-03-19", None, None, "Priya Natarajan's birthday", "birthdays", {"kind": "birthday"}),
    ("yoga", "2026-03-19", "06:00", "07:00", "Sunrise yoga", "running", {"location": "Bend & Bloom Yoga, 147 7th Ave"}),
    ("okr-workshop", "2026-03-19", "10:00", "12:00", "Workshop: Q2 OKRs", "maya",
     {"room": "nyc-11-flatiron", "meet": "okr-wksp-qtw", "guests": TEAM + ["arjun", "sana"], "organizer": "kwame"}),
    ("vendor-demo", "2026-03-19", "13:00", "14:00", "Vendor demo: Tidewater Analytics", "maya",
     {"meet": "tdw-demo-ana", "guests": ["rosa", "arjun", "wei"], "organizer": "arjun"}),
    ("dentist", "2026-03-19", "15:30", "16:15", "Dentist: cleaning", "family", {"location": "Park Slope Dental, 188 Prospect Park W"}),
    ("mentoring-zainab", "2026-03-19", "17:00", "17:45", "Mentoring: Zainab", "maya",
     {"meet": "mnt-zain-ysf", "guests": ["zainab"], "organizer": "me", "recurring": "Every 2 weeks on Thursday"}),
    ("march-equinox", "2026-03-20", None, None, "March Equinox", "holidays-us", {"kind": "holiday"}),
    ("eid", "2026-03-20", None, None, "Eid al-Fitr", "holidays-in", {"kind": "holiday"}),
    ("nowruz", "2026-03-20", None, None, "Nowruz lunch: bring a dish!", "nyc-office", {"kind": "allday", "organizer": "fatima"}),
    ("launch-readiness", "2026-03-20", "10:00", "11:00", "Launch readiness review", "maya",
     {"room": "nyc-12-hudson", "meet": "lnc-rdns-rvw", "guests": ["kwame", "priya", "emeka", "jonah", "tomasz"], "organizer": "emeka"}),
    ("team-lunch", "2026-03-20", "12:00", "13:30", "Team lunch: Eid & Nowruz", "nyc-office",
     {"location": "12th floor kitchen", "guests": TEAM + ["fatima", "omar"], "organizer": "fatima"}),
    ("retro", "2026-03-20", "15:00", "16:00", "Sprint 13 retro", "maya",
     {"room": "nyc-12-battery", "meet": "rtr-sprt-thr", "guests": TEAM, "organizer": "priya"}),
    ("lars-farewell", "2026-03-20", "17:30", "19:30", "Drinks: Lars's farewell", "nyc-office",
     {"location": "The Dead Rabbit, 30 Water St", "guests": TEAM + ["bjorn", "greta"], "organizer": "noor"}),
    ("farmers-market", "2026-03-21", "09:00", "10:30", "Grand Army Plaza greenmarket", "family", {"location": "Grand Army Plaza, Brooklyn"}),
    ("swim-meet", "2026-03-21", "13:00", "15:00", "Ella's swim meet", "family", {"location": "Brooklyn Sports Club, 145 7th Ave", "guests": ["marco", "ella"], "organizer": "marco"}),
    ("aroha-bday", "2026-03-21", None, None, "Aroha Ngata's birthday", "birthdays", {"kind": "birthday"}),
    ("concert", "2026-03-21", "20:00", "22:30", "Concert: Brooklyn Philharmonic", "family", {"location": "BAM Howard Gilman Opera House"}),
    # ---- next week: Mar 22 - Mar 28
    ("qbr", "2026-03-23", "13:00", "15:00", "Quarterly business review", "maya",
     {"room": "nyc-11-flatiron", "meet": "qbr-qone-rev", "guests": ["kwame", "arjun", "sana", "fatima", "olumide"], "organizer": "kwame"}),
    ("offsite", "2026-03-25", None, None, "Team offsite: Hudson Valley", "maya", {"kind": "allday", "days": 2, "location": "Wildflower Farms, Gardiner NY"}),
    ("flight-sto", "2026-03-27", "18:45", "23:59", "Flight to Stockholm (SK 904)", "maya", {"location": "JFK Terminal 1", "kind": "ooo"}),
    ("ooo-sweden", "2026-03-28", None, None, "Out of office: Sweden", "maya", {"kind": "allday", "days": 8}),
    # ---- later
    ("passover", "2026-04-01", None, None, "First Day of Passover", "holidays-us", {"kind": "holiday"}),
    ("good-friday", "2026-04-03", None, None, "Good Friday", "holidays-se", {"kind": "holiday"}),
    ("easter", "2026-04-05", None, None, "Easter Sunday", "holidays-us", {"kind": "holiday"}),
    ("orthodox-easter", "2026-04-12", None, None, "Orthodox Easter", "holidays-us", {"kind": "holiday"}),
    ("tax-day", "2026-04-15", None, None, "Tax Day", "holidays-us", {"kind": "holiday"}),
    ("earth-day", "2026-04-22", None, None, "Earth Day", "holidays-us", {"kind": "holiday"}),
    ("walpurgis", "2026-04-30", None, None, "Walpurgis Night", "holidays-se", {"kind": "holiday"}),
    ("ambedkar", "2026-04-14", None, None, "Ambedkar Jayanti", "holidays-in", {"kind": "holiday"}),
    ("welcome-back", "2026-04-06", "12:00", "13:00", "Lunch: welcome back Maya", "maya",
     {"location": "Café Altro Paradiso, 234 Spring St", "guests": ["priya", "noor", "lars"], "organizer": "priya"}),
    ("q2-kickoff-allhands", "2026-04-08", "11:30", "12:30", "April all hands: Q2 kickoff", "nyc-office",
     {"room": "nyc-11-flatiron", "meet": "alh-aprl-qtw", "guests": ALL_HANDS, "organizer": "hannah"}),
    ("ella-bday", "2026-04-24", None, None, "Ella's birthday", "birthdays", {"kind": "birthday"}),
    ("ella-party", "2026-04-25", "14:00", "17:00", "Ella's 11th birthday party", "family",
     {"location": "Brooklyn Botanic Garden, 990 Washington Ave", "guests": ["marco", "ella"], "organizer": "me"}),
    ("design-review-apr", "2026-04-21", "14:00", "15:30", "Design review: onboarding v2 results", "design-team",
     {"room": "nyc-12-battery", "meet": "dsr-onbv-two", "guests": ["chloe", "aroha", "mei", "tomasz", "leilani"], "organizer": "chloe"}),
    ("ana-bday", "2026-03-26", None, None, "Ana Petrović's birthday", "birthdays", {"kind": "birthday"}),
    ("kofi-bday", "2026-03-05", None, None, "Kofi Boateng's birthday", "birthdays", {"kind": "birthday"}),
    ("holi", "2026-03-04", None, None, "Holi", "holidays-in", {"kind": "holiday"}),
    # Kwame's calendar (unchecked at first: shown after it loads when its box is ticked)
    ("kwame-board", "2026-03-18", "09:00", "10:00", "Board prep", "kwame", {"organizer": "kwame"}),
    ("kwame-flight", "2026-03-19", "15:00", "18:00", "Flight to Accra", "kwame", {"organizer": "kwame", "location": "JFK Terminal 4"}),
    ("kwame-hiring", "2026-03-17", "09:00", "09:45", "Hiring sync", "kwame", {"organizer": "kwame"}),
]

# Weekly recurring events: slug prefix, weekday (0 = Monday), start, end, title, calendar, extra
RECURRING = [
    ("standup", (0, 1, 2, 3, 4), "09:30", "09:45", "Daily standup", "maya",
     {"meet": "stn-dupd-aly", "guests": TEAM, "organizer": "priya", "recurring": "Weekly on weekdays"}),
    ("one-on-one-kwame", (0,), "14:00", "14:45", "Kwame / Maya 1:1", "maya",
     {"meet": "kwm-mayq-oneo", "guests": ["kwame"], "organizer": "kwame", "recurring": "Weekly on Monday"}),
    ("one-on-one-priya", (2,), "16:00", "16:45", "Priya / Maya 1:1", "maya",
     {"meet": "pry-maya-one", "guests": ["priya"], "organizer": "me", "recurring": "Weekly on Wednesday"}),
    ("design-crit", (0,), "15:30", "16:30", "Design crit", "design-team",
     {"room": "nyc-12-battery", "meet": "dcr-itob-flw", "guests": ["chloe", "aroha", "mei", "tomasz", "leilani"], "organizer": "chloe", "recurring": "Weekly on Monday"}),
    ("run", (5,), "08:00", "09:00", "Riverside Run Club: long run", "running", {"location": "Riverside Park, W 96th St entrance", "organizer": "greta", "recurring": "Weekly on Saturday"}),
    ("swim", (3,), "17:30", "18:30", "Ella: swim practice", "family", {"location": "Brooklyn Sports Club", "recurring": "Weekly on Thursday"}),
]

TASKS = [
    # slug, title, due (date or None), note
    ("roadmap-draft", "Send Q2 roadmap draft to Kwame", "2026-03-18", "Include the pricing readout numbers"),
    ("scorecard-mateus", "Scorecard for Mateus's interview", "2026-03-17", ""),
    ("eid-sweets", "Order baklava and ma'amoul for Friday's lunch", "2026-03-19", "Damascus Bakery, 195 Atlantic Ave"),
    ("lars-card", "Sign Lars's farewell card", "2026-03-20", ""),
    ("expenses", "Submit February expense report", "2026-03-20", ""),
    ("offsite-rsvp", "RSVP for the Hudson Valley offsite", "2026-03-22", ""),
    ("flights-sto", "Check in for the Stockholm flight", "2026-03-26", ""),
    ("passport", "Renew Ella's passport", "2026-03-31", "Appointment needed at the post office"),
    ("okr-comments", "Comment on the Q2 OKR draft", None, ""),
    ("a11y-audit", "Book the accessibility audit", None, ""),
    ("pottery-glaze", "Pick glaze colours for the mugs", None, ""),
    ("camp-forms", "Send Ella's summer camp forms", None, ""),
    ("dentist-claim", "File the dental insurance claim", None, ""),
    ("tax-docs", "Upload tax documents for the accountant", "2026-04-10", ""),
]

NOTES = [
    # slug, title, body, colour
    ("sprint-14", "Sprint 14 goals", "Ship onboarding v2 to 10%\nFix the ja-JP date formats\nClose the 3 P1 accessibility bugs", "#fff8b8"),
    ("iftar", "Iftar: what to bring", "Kanelbullar (2 dozen)\nElderflower cordial\nFlowers for Noor", "#e2f6d3"),
    ("stockholm", "Stockholm trip", "Flight SK 904 Fri 6:45 PM\nStay at Mamma & Pappa's\nFika with Greta on Tuesday", "#d3e3fd"),
    ("interview-q", "Interview questions (Android)", "Offline-first sync design\nHow do you test a flaky list?\nTell me about a migration you led", "#ffffff"),
    ("gift-ideas", "Gift ideas", "Priya: the Ottolenghi book\nAroha: pounamu earrings\nLars: a Brooklyn map print", "#fdcfe8"),
    ("wifi", "Office guest Wi-Fi", "Network: Fernwood-Guest\nChanges every Monday", "#ffffff"),
]

SETTINGS_NAV = [
    # (group, [(slug, label)])
    ("General", [("language", "Language and region"), ("time-zone", "Time zone"), ("world-clock", "World clock"),
                 ("event-settings", "Event settings"), ("notifications", "Notification settings"), ("view-options", "View options"),
                 ("gmail-events", "Events from Gmail"), ("working-hours", "Working hours & location"),
                 ("keyboard", "Keyboard shortcuts"), ("offline", "Offline")]),
    ("Add calendar", [("subscribe", "Subscribe to calendar"), ("create", "Create new calendar"), ("browse", "Browse resources"),
                      ("url", "From URL"), ("import-export", "Import & export")]),
    ("Settings for my calendars", [("cal-maya", "Maya Lindqvist"), ("cal-family", "Family"), ("cal-running", "Riverside Run Club"),
                                   ("cal-birthdays", "Birthdays")]),
    ("Settings for other calendars", [("cal-design-team", "Design Team"), ("cal-kwame", "Kwame Mensah"), ("cal-nyc-office", "NYC Office Events"),
                                      ("cal-holidays-us", "Holidays in United States"), ("cal-holidays-in", "Holidays in India"),
                                      ("cal-holidays-se", "Holidays in Sweden")]),
]

WORLD_CLOCKS = [("Stockholm", "3:42 PM", "GMT+1"), ("Tokyo", "11:42 PM", "GMT+9"), ("Berlin", "3:42 PM", "GMT+1")]

LAUNCHER = [
    ("account", "Account", "account_circle", "#1a73e8"), ("gmail", "Gmail", "mail", "#d93025"),
    ("drive", "Drive", "add_to_drive", "#188038"), ("meet", "Meet", "videocam", "#00897b"),
    ("chat", "Chat", "chat", "#1e8e3e"), ("docs", "Docs", "description", "#4285f4"),
    ("sheets", "Sheets", "table_chart", "#0f9d58"), ("slides", "Slides", "slideshow", "#f4b400"),
    ("keep", "Keep", "lightbulb", "#fbbc04"), ("contacts", "Contacts", "contacts", "#1a73e8"),
    ("maps", "Maps", "map", "#34a853"), ("photos", "Photos", "photo", "#ea4335"),
]


# Invitations you have not answered yet (drawn outlined, as Google Calendar draws them).
AWAITING = {"all-hands", "vendor-demo", "lars-farewell", "qbr", "team-lunch"}


def _d(s: str) -> date:
    return date.fromisoformat(s)


def fmt_time(hm: str, ampm: bool = True) -> str:
    h, m = map(int, hm.split(":"))
    suffix = "am" if h < 12 else "pm"
    h12 = h % 12 or 12
    out = f"{h12}" if m == 0 else f"{h12}:{m:02d}"
    return out + (suffix if ampm else "")


def time_range(start: str, end: str) -> str:
    """Google Calendar's range: '10 – 11am', '11:30am – 12:30pm', '4 – 4:45pm'."""
    same = (int(start[:2]) < 12) == (int(end[:2]) < 12)
    if end == "23:59":
        end = "00:00"
        same = False
    return f"{fmt_time(start, not same)} – {fmt_time(end) if end != '00:00' else '12am'}"


def long_date(d: date) -> str:
    return d.strftime("%A, %B ") + str(d.day)


def person(key: str) -> dict:
    if key == "me":
        return dict(ME)
    name, email = PEOPLE[key]
    return {"key": key, "name": name, "email": email}


def build(seed: int) -> dict:
    rng = random.Random(seed)
    cal_by = {c[0]: c for c in CALENDARS}
    events = []
    by_slug = {}

    def add(slug, day, start, end, title, cal, extra):
        ex = dict(extra)
        kind = ex.pop("kind", "event" if start else "allday")
        d = _d(day)
        ev = {
            "id": slug, "title": title, "cal": cal, "date": day, "kind": kind,
            "start": start, "end": end, "days": ex.pop("days", 1),
            "location": ex.get("location"), "room": ex.get("room"), "meet": ex.get("meet"),
            "organizer": ex.get("organizer"), "description": ex.get("description"),
            "recurring": ex.get("recurring"), "guests": [],
            "when": long_date(d) + (" ⋅ " + time_range(start, end) if start else ""),
        }
        if ev["days"] > 1:
            last = d + timedelta(days=ev["days"] - 1)
            ev["when"] = f"{d.strftime('%B')} {d.day} – {last.day}, {d.year}" if last.month == d.month \
                else f"{d.strftime('%B')} {d.day} – {last.strftime('%B')} {last.day}, {d.year}"
        guests = ex.get("guests") or []
        if guests:
            org = ex.get("organizer") or "me"
            keys = [org] + [g for g in guests if g != org]
            if "me" not in keys:
                keys.insert(1, "me")
            out = []
            for k in keys:
                if k == org:
                    status = "yes"
                elif k == "me":
                    status = "none" if slug in AWAITING else "yes"
                else:
                    status = rng.choice(["yes", "yes", "yes", "maybe", "none", "no"]) if len(keys) > 3 else "yes"
                out.append({"key": k, "status": status, "organizer": k == org})
            ev["guests"] = out
        if ev["room"]:
            room = next(r for r in ROOMS if r[0] == ev["room"])
            ev["room_name"] = f"{room[1]} ({room[2]})"
        events.append(ev)
        by_slug[slug] = ev

    hand = {e[0] for e in EVENTS}
    for slug, day, start, end, title, cal, extra in EVENTS:
        add(slug, day, start, end, title, cal, extra)
    d = RANGE_START
    while d <= RANGE_END:
        for prefix, weekdays, start, end, title, cal, extra in RECURRING:
            if d.weekday() in weekdays:
                slug = f"{prefix}-{d.strftime('%m%d')}"
                # a hand-written instance this week replaces the generated one
                if prefix in hand and d.isocalendar()[1] == TODAY.isocalendar()[1] and any(
                        e[0] == prefix and e[1] == d.isoformat() for e in EVENTS):
                    continue
                if d == date(2026, 3, 25) or d == date(2026, 3, 26):  # the offsite
                    continue
                if date(2026, 3, 28) <= d <= date(2026, 4, 4) and cal == "maya":  # out of office
                    continue
                add(slug, d.isoformat(), start, end, title, cal, extra)
        d += timedelta(days=1)
    events.sort(key=lambda e: (e["date"], e["start"] or "", e["title"]))

    people = {k: person(k) for k in list(PEOPLE) + ["me"]}
    calendars = [{"slug": s, "name": n, "color": COLORS[c], "color_name": c, "section": sec, "checked": chk}
                 for s, n, c, sec, chk in CALENDARS]
    tasks = []
    for slug, title, due, note in TASKS:
        item = {"slug": slug, "title": title, "note": note, "due": due}
        if due:
            dd = _d(due)
            item["due_label"] = "Today" if dd == TODAY else "Yesterday" if dd == TODAY - timedelta(days=1) else \
                "Tomorrow" if dd == TODAY + timedelta(days=1) else dd.strftime("%a, %b ") + str(dd.day)
            item["overdue"] = dd < TODAY
        tasks.append(item)
    return {
        "me": ME,
        "today": TODAY.isoformat(),
        "now": {"date": TODAY.isoformat(), "minutes": NOW.hour * 60 + NOW.minute, "label": "10:42 AM"},
        "tz": "GMT-04",
        "range": [RANGE_START.isoformat(), RANGE_END.isoformat()],
        "colors": COLORS,
        "calendars": calendars,
        "people": people,
        "events": events,
        "rooms": [{"slug": s, "name": n, "capacity": c, "features": f} for s, n, c, f in ROOMS],
        "tasks": tasks,
        "notes": [{"slug": s, "title": t, "body": b, "color": c} for s, t, b, c in NOTES],
        "settings_nav": [{"group": g, "items": [{"slug": s, "label": lab} for s, lab in items]} for g, items in SETTINGS_NAV],
        "world_clocks": [{"city": c, "time": t, "offset": o} for c, t, o in WORLD_CLOCKS],
        "launcher": [{"slug": s, "name": n, "icon": i, "color": c} for s, n, i, c in LAUNCHER],
    }
