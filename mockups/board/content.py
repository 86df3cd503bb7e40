"""Seeded content for the `board` mockup: a Trello-like workspace ("Harbor & Pine", a small product
studio) with three full boards and a personal workspace.

Boards drawn in full: `launch` (Lumen 2.0 launch: a product launch of a note-taking app), `reno`
(the kitchen and bathroom renovation of the signed-in user's flat) and `summit` (Northwind Design
Summit, a two-day conference in Lisbon). Every card carries what Trello shows on its front (labels,
members as initials avatars, due dates, checklist, attachment and comment badges, covers); some carry
the full card back (description, checklists, attachments, comments).

"Today" is Thursday, June 12, 2025 (as in the other apps). Due dates are drawn as Trello draws them:
red when overdue, yellow when due within a day, green when complete.
The structure is fixed (element ids and task targets depend on it); the seed only varies details no
task depends on (the order of the activity on generic cards).
"""
from __future__ import annotations

import random

from igg.mockups.assets import catalog

TITLE = "Lumen 2.0 launch | Trello"
TODAY = "2025-06-12"
ME = "lucia"

# id, full name, username, role in the workspace
PEOPLE = [
    ("lucia", "Lucía Fernández", "luciafernandez", "Product lead"),
    ("kenji", "Kenji Watanabe", "kenjiw", "iOS engineer"),
    ("amara", "Amara Okafor", "amaraokafor", "Design lead"),
    ("priya", "Priya Raman", "priyaraman", "Marketing"),
    ("tomas", "Tomás Novák", "tomasnovak", "Backend engineer"),
    ("fatima", "Fatima Zahra El Idrissi", "fatimazahra", "Support lead"),
    ("liam", "Liam O'Connor", "liamoc", "Android engineer"),
    ("meilin", "Mei-Lin Chen", "meilinchen", "Data analyst"),
    ("segun", "Olusegun Adeyemi", "segunadeyemi", "Web engineer"),
    ("sofia", "Sofia Rossi", "sofiarossi", "Content designer"),
    ("arjun", "Arjun Mehta", "arjunmehta", "QA engineer"),
    ("hannah", "Hannah Schmidt", "hannahschmidt", "Events producer"),
    ("diego", "Diego Alvarez", "diegoalvarez", "Partnerships"),
    ("yuki", "Yuki Tanaka", "yukitanaka", "Illustrator"),
    ("noa", "Noa Levi", "noalevi", "Community"),
    ("kalani", "Kalani Akana", "kalaniakana", "Video producer"),
    ("elif", "Elif Yılmaz", "elifyilmaz", "Finance"),
    ("mateus", "Mateus Costa", "mateuscosta", "Sponsorship sales"),
    ("zainab", "Zainab Hassan", "zainabhassan", "Speaker relations"),
    ("ivan", "Ivan Petrov", "ivanpetrov", "Contractor, Petrov & Sons"),
    ("ngozi", "Ngozi Eze", "ngozieze", "Kitchen designer"),
    ("rafael", "Rafael Souza", "rafaelsouza", "Tiler"),
]
GUESTS = {"ivan", "ngozi", "rafael"}

# Trello's label colours (2023 palette): key -> (background, text)
COLORS = {
    "green": ("#4bce97", "#164b35"), "yellow": ("#f5cd47", "#533f04"), "orange": ("#fea362", "#702e00"),
    "red": ("#f87168", "#5d1f1a"), "purple": ("#9f8fef", "#352c63"), "blue": ("#579dff", "#09326c"),
    "sky": ("#6cc3e0", "#164555"), "lime": ("#94c748", "#37471f"), "pink": ("#e774bb", "#50253f"),
    "black": ("#8590a2", "#091e42"),
}

BOARDS = {
    "launch": {
        "name": "Lumen 2.0 launch", "workspace": "harbor", "bg": "gradient-ocean", "starred": True,
        "members": ["lucia", "kenji", "amara", "priya", "tomas", "fatima", "liam", "meilin", "segun", "sofia", "arjun", "kalani", "noa"],
        "labels": [("launch-blocker", "Launch blocker", "red"), ("marketing", "Marketing", "purple"), ("design", "Design", "pink"),
                   ("ios", "iOS", "sky"), ("android", "Android", "lime"), ("web", "Web", "blue"), ("support", "Support", "orange"),
                   ("analytics", "Analytics", "yellow"), ("legal", "Legal", "black"), ("quick-win", "Quick win", "green")],
    },
    "reno": {
        "name": "Kitchen & bathroom renovation", "workspace": "home", "bg": "gradient-sunset", "starred": True,
        "members": ["lucia", "tomas", "ivan", "ngozi", "rafael"],
        "labels": [("kitchen", "Kitchen", "orange"), ("bathroom", "Bathroom", "sky"), ("budget", "Over budget", "red"),
                   ("order", "To order", "yellow"), ("decision", "Decision needed", "purple"), ("diy", "DIY", "green")],
    },
    "summit": {
        "name": "Northwind Design Summit 2025", "workspace": "harbor", "bg": "gradient-forest", "starred": False,
        "members": ["hannah", "lucia", "zainab", "mateus", "priya", "noa", "elif", "diego", "yuki", "kalani"],
        "labels": [("speakers", "Speakers", "purple"), ("venue", "Venue", "green"), ("sponsors", "Sponsors", "yellow"),
                   ("tickets", "Tickets", "blue"), ("travel", "Travel", "sky"), ("urgent", "Urgent", "red"), ("budget", "Budget", "orange")],
    },
}

# Boards the sidebar and the home page list but this mockup does not draw in full.
OTHER_BOARDS = [
    ("brand-refresh", "Brand refresh 2025", "harbor", "gradient-dusk"),
    ("hiring", "Hiring: Product designer", "harbor", "gradient-mint"),
    ("content-q3", "Content calendar Q3", "harbor", "gradient-rose"),
    ("research", "Customer interviews", "harbor", "gradient-lagoon"),
    ("offsite", "Team offsite, Bavaria", "harbor", "gradient-peach"),
    ("it", "IT & equipment", "harbor", "gradient-slate"),
    ("support-rota", "Support rota", "harbor", "gradient-grape"),
    ("okrs", "Q3 OKRs", "harbor", "gradient-sky"),
    ("design-system", "Design system backlog", "harbor", "gradient-ember"),
    ("android-bugs", "Android bug bash", "harbor", "gradient-moss"),
    ("partners", "Partner integrations", "harbor", "gradient-lagoon"),
    ("release-notes", "Release notes", "harbor", "gradient-dusk"),
    ("office", "Office move, Lisbon", "harbor", "gradient-sunset"),
    ("garden", "Balcony garden 2025", "home", "gradient-moss"),
    ("loire", "Trip to the Loire castles", "home", "gradient-peach"),
    ("jordan", "Jordan trip: Petra & Wadi Rum", "home", "gradient-grape"),
]
CLOSED_BOARDS = [("spring-promo", "Spring promo 2024", "harbor"), ("lumen-1-9", "Lumen 1.9 release", "harbor"),
                 ("move-flat", "Moving flat", "home")]
WORKSPACES = {"harbor": {"name": "Harbor & Pine", "plan": "Standard", "letter": "H", "color": "#1f845a"},
              "home": {"name": "Lucía's workspace", "plan": "Free", "letter": "L", "color": "#c25100"}}

TEMPLATES = [("Kanban Template", "Engineering", "gradient-ocean"), ("Project Management", "Project management", "gradient-forest"),
             ("Remote Team Meetings", "Team management", "gradient-dusk"), ("Simple Project Board", "Productivity", "gradient-sky")]


def c(cid, title, labels="", members="", due=None, done=False, check=None, att=0, com=0, desc=False, cover=None,
      watch=False, start=None):
    return {"id": cid, "title": title, "labels": labels.split() if labels else [], "members": members.split() if members else [],
            "due": due, "due_done": done, "checklist": check, "attachments": att, "comments": com, "desc": desc,
            "cover": cover, "watch": watch, "start": start}


LISTS = {
    "launch": [
        ("backlog", "Backlog", [
            c("dark-mode-widgets", "Dark mode for home-screen widgets", "ios android", "kenji liam", desc=True),
            c("import-evernote", "Import notes from Evernote (.enex)", "web", "segun", check=(1, 6), desc=True),
            c("handwriting-search", "Search inside handwritten notes", "ios", "", desc=True, com=2),
            c("shared-notebooks-perms", "Per-page permissions in shared notebooks", "web", "tomas", desc=True),
            c("apple-watch", "Apple Watch quick capture", "ios", "kenji"),
            c("tablet-layout", "Two-pane layout for Android tablets", "android design", "liam amara", att=2),
            c("offline-conflicts", "Explain offline sync conflicts to users", "support design", "fatima sofia", com=3),
            c("templates-gallery", "Community templates gallery", "web marketing", "noa", desc=True),
            c("pdf-annotate", "Annotate PDFs with the pen", "ios android", ""),
            c("voice-notes", "Transcribe voice notes on device", "ios", "kenji meilin", desc=True, com=1),
            c("zapier", "Zapier integration", "web", "segun", att=1),
            c("student-pricing", "Student pricing (50% off)", "marketing", "priya elif", desc=True),
            c("calendar-links", "Link notes to calendar events", "web ios android", ""),
            c("accessibility-audit", "Accessibility audit: VoiceOver & TalkBack", "ios android quick-win", "arjun", check=(0, 8)),
            c("localize-pt-br", "Localize the app into Portuguese (Brazil)", "web ios android", "sofia"),
            c("keyboard-shortcuts", "Keyboard shortcut cheat sheet", "web quick-win", "segun"),
            c("referral-program", "Referral program: give a month, get a month", "marketing", "priya", com=4),
            c("export-markdown", "Export a notebook as Markdown", "web", "tomas", desc=True),
        ]),
        ("todo", "To do", [
            c("press-kit", "Press kit: screenshots, logo pack, founder bios", "marketing design", "priya amara", due="2025-06-16", check=(2, 5), att=3, cover="yellow"),
            c("app-store-copy", "App Store & Play Store listing copy", "marketing ios android", "sofia", due="2025-06-13", com=2),
            c("support-macros", "Support macros for 2.0 questions", "support", "fatima", due="2025-06-18", check=(3, 9)),
            c("pricing-page", "New pricing page with annual plans", "web marketing", "segun priya", due="2025-06-17", desc=True, att=1),
            c("privacy-policy", "Update privacy policy for AI summaries", "legal", "lucia", due="2025-06-11", com=5, desc=True),
            c("onboarding-emails", "Onboarding email sequence (5 emails)", "marketing", "noa sofia", check=(1, 5)),
            c("status-page", "Status page for launch day", "web support quick-win", "tomas"),
        ]),
        ("doing", "In progress", [
            c("launch-video", "Launch video (90 s) and cut-downs", "marketing", "kalani amara", due="2025-06-19", check=(4, 7), att=4, com=6, cover="sky"),
            c("ai-summaries", "AI summaries: rate limits and fallbacks", "web launch-blocker", "tomas meilin", due="2025-06-13", com=9, desc=True, watch=True),
            c("sync-engine", "Sync engine v3 rollout to 100%", "ios android web launch-blocker", "tomas kenji liam", due="2025-06-16", check=(5, 8), com=12),
            c("landing-page", "Landing page: hero, features, FAQ", "web design marketing", "segun amara", due="2025-06-18", att=6, com=3, desc=True),
            c("analytics-events", "Analytics events for the new editor", "analytics", "meilin", check=(7, 11)),
            c("widget-ios", "Lock Screen widget (iOS 17+)", "ios", "kenji", due="2025-06-20", att=1),
        ]),
        ("review", "In review", [
            c("beta-feedback", "Beta feedback round-up (312 responses)", "analytics", "meilin lucia", att=2, com=4, desc=True),
            c("editor-perf", "Editor performance on long notes", "ios android", "liam arjun", due="2025-06-10", com=3, check=(3, 4)),
            c("brand-illustrations", "Brand illustrations for empty states", "design", "amara", att=8, cover="pink"),
            c("help-center", "Help center articles: 14 new, 22 updated", "support", "fatima sofia", check=(30, 36), due="2025-06-20"),
            c("terms-update", "Terms of service changes", "legal", "lucia", com=2),
        ]),
        ("launch-day", "Launch day: Jun 24", [
            c("product-hunt", "Product Hunt launch at 00:01 PT", "marketing", "noa priya", due="2025-06-24", check=(2, 10), com=7, desc=True, watch=True),
            c("press-embargo", "Press embargo lifts 9:00 CET", "marketing", "priya", due="2025-06-24"),
            c("release-train", "Release train: iOS 2.0.0, Android 2.0.0, web", "ios android web", "kenji liam segun", due="2025-06-24", check=(0, 12)),
            c("war-room", "Launch war room (Zoom + #launch channel)", "support", "lucia fatima tomas", due="2025-06-24"),
            c("founder-post", "Founder post: why we rebuilt Lumen", "marketing", "lucia sofia", due="2025-06-24", att=1, com=2),
            c("social-thread", "Social thread and short clips", "marketing", "kalani noa", due="2025-06-24"),
        ]),
        ("done", "Done", [
            c("naming", "Name the release: Lumen 2.0", "marketing", "lucia priya", due="2025-05-02", done=True),
            c("beta-invites", "Send 2,000 beta invites", "marketing", "noa", due="2025-05-14", done=True, att=1),
            c("icon-refresh", "App icon refresh", "design", "amara yuki", due="2025-05-20", done=True, cover="purple"),
            c("crash-free", "Crash-free sessions above 99.8%", "ios android", "arjun", due="2025-06-02", done=True, check=(4, 4)),
            c("pricing-research", "Pricing research with 40 customers", "analytics", "meilin elif", due="2025-05-28", done=True, com=3),
            c("gdpr-dpa", "Data processing agreement for the AI vendor", "legal", "lucia", due="2025-06-05", done=True, att=2),
            c("server-capacity", "Load test at 5x launch traffic", "web", "tomas", due="2025-06-06", done=True, check=(6, 6)),
            c("domain", "Move docs to help.lumen.app", "web support", "segun", done=True),
            c("font-license", "Renew Söhne font licence", "design legal", "amara", done=True),
            c("sticker-pack", "Sticker pack for the community", "design", "yuki", done=True, att=5),
        ]),
        ("post-launch", "Post-launch", [
            c("retro", "Launch retro", "", "lucia", due="2025-07-01"),
            c("nps-survey", "NPS survey to new sign-ups", "analytics", "meilin", due="2025-07-08"),
            c("case-studies", "Three customer case studies", "marketing", "sofia priya"),
            c("roadmap-post", "Public roadmap post for 2.1", "marketing", "lucia", due="2025-07-15"),
            c("support-review", "Review first-week support tickets", "support", "fatima", due="2025-07-02"),
            c("eng-blog", "Engineering blog: the gears behind Sync v3", "web", "tomas", cover="photo"),
            c("summer-sale", "Summer sale: 30% off Pro, Jul 1-14", "marketing", "priya", due="2025-07-01", cover="photo"),
        ]),
        ("parking", "Parking lot", [
            c("desktop-app", "Native desktop app (Electron or Tauri?)", "web", "", com=8, desc=True),
            c("handwriting-ocr", "Handwriting OCR in 12 languages", "ios android", ""),
            c("team-plan", "Team plan with admin console", "web", "", com=3),
            c("lifetime-deal", "Lifetime deal on AppSumo?", "marketing", "elif", com=6),
        ]),
    ],
    "reno": [
        ("ideas", "Ideas & inspiration", [
            c("terrazzo", "Terrazzo worktop or oak?", "kitchen decision", "lucia tomas", att=6, com=4, cover="orange"),
            c("walk-in-shower", "Walk-in shower with a glass screen", "bathroom", "lucia", att=3),
            c("open-shelves", "Open shelves instead of upper cabinets", "kitchen", "tomas"),
            c("underfloor", "Electric underfloor heating in the bathroom", "bathroom budget", "", desc=True),
            c("pantry", "Pull-out pantry next to the fridge", "kitchen", "ngozi"),
        ]),
        ("quotes", "Quotes", [
            c("quote-petrov", "Petrov & Sons: full job quote", "kitchen bathroom", "ivan", att=1, com=3, desc=True),
            c("quote-electrician", "Electrician: new circuit for the oven", "kitchen", "", att=1),
            c("quote-plumber", "Plumber: move the sink to the window", "kitchen budget", "ivan", com=2),
            c("quote-tiles", "Tile quote from Azulejos Souza", "bathroom", "rafael", att=2),
        ]),
        ("decisions", "Decisions", [
            c("cabinet-colour", "Cabinet colour: sage or off-white", "kitchen decision", "lucia tomas ngozi", due="2025-06-13", att=4, com=7, cover="lime"),
            c("tap-finish", "Tap finish: brushed brass or matte black", "bathroom kitchen decision", "lucia", due="2025-06-20"),
            c("tile-pattern", "Bathroom floor tile pattern", "bathroom decision", "lucia rafael", check=(1, 3), att=5),
        ]),
        ("ordered", "Ordered", [
            c("oven", "Oven and induction hob", "kitchen", "tomas", due="2025-06-27", att=1),
            c("vanity", "Wall-hung vanity unit (80 cm)", "bathroom", "lucia", due="2025-07-02"),
            c("worktop", "Oak worktop, 3.2 m", "kitchen budget", "tomas", due="2025-06-30", com=2),
            c("tiles-order", "Floor tiles: 9 m² + 10% spare", "bathroom order", "rafael", due="2025-06-16"),
            c("extractor", "Ceiling extractor fan", "bathroom order", ""),
        ]),
        ("scheduled", "Scheduled", [
            c("demolition", "Demolition: kitchen and bathroom", "kitchen bathroom", "ivan", due="2025-06-23", check=(2, 6), desc=True),
            c("skip-hire", "Skip hire and parking permit", "", "tomas", due="2025-06-20", att=1),
            c("first-fix", "First fix: plumbing and electrics", "kitchen bathroom", "ivan", due="2025-06-30"),
            c("plaster", "Plastering", "kitchen bathroom", "ivan", due="2025-07-07"),
            c("tiling", "Tiling: bathroom walls and floor", "bathroom", "rafael", due="2025-07-10"),
        ]),
        ("punch", "Punch list", [
            c("grout-sealer", "Seal the grout", "bathroom diy", "tomas"),
            c("paint-touchup", "Painting: touch-ups in the hallway", "diy", "lucia", cover="photo"),
            c("kickboards", "Fit the kickboards", "kitchen diy", "tomas", check=(0, 4), cover="photo"),
        ]),
        ("reno-done", "Done", [
            c("measure", "Measure the kitchen and bathroom", "kitchen bathroom", "ngozi", done=True, due="2025-05-10", att=2),
            c("budget-sheet", "Budget spreadsheet", "budget", "lucia tomas", done=True, att=1),
            c("landlord-ok", "Building management approval", "", "lucia", done=True, due="2025-05-30", att=1, com=1),
        ]),
    ],
    "summit": [
        ("program", "Program & speakers", [
            c("keynote-open", "Opening keynote: Ayşe Demir", "speakers", "zainab", due="2025-06-20", att=2, com=5, cover="purple"),
            c("closing-concert", "Closing concert with the Gulbenkian Orchestra", "speakers venue", "hannah", due="2025-07-15", att=1, com=2, cover="photo"),
            c("cfp-review", "Review 184 talk proposals", "speakers", "zainab lucia yuki", due="2025-06-13", check=(120, 184), com=3),
            c("panel-ai", "Panel: design tools and AI", "speakers", "zainab", com=2),
            c("workshop-type", "Workshop: variable type on the web", "speakers", "yuki"),
            c("speaker-dinner", "Speaker dinner, Oct 8", "speakers venue", "hannah", due="2025-09-15"),
            c("mc", "Book the MC for both days", "speakers urgent", "hannah zainab", due="2025-06-11", com=4),
        ]),
        ("venue", "Venue & catering", [
            c("lx-factory", "Contract with LX Factory (main hall + 3 rooms)", "venue budget", "hannah elif", due="2025-06-16", att=3, com=6, desc=True, watch=True),
            c("catering", "Catering: 650 lunches, vegetarian by default", "venue", "hannah", check=(2, 7), desc=True),
            c("av-crew", "AV crew and live captions", "venue", "kalani", due="2025-07-01", att=1),
            c("signage", "Wayfinding signage", "venue", "yuki", check=(0, 5)),
            c("accessibility", "Step-free access and quiet room", "venue", "noa", desc=True),
        ]),
        ("sponsors", "Sponsors", [
            c("sponsor-deck", "Sponsorship deck 2025", "sponsors", "mateus", att=1, com=2, cover="yellow"),
            c("gold-figma", "Gold sponsor: Pixelworks", "sponsors", "mateus diego", due="2025-06-18", com=4),
            c("silver-batch", "Silver sponsors: follow up with 6 leads", "sponsors", "mateus", check=(2, 6)),
            c("booths", "Booth floor plan", "sponsors venue", "hannah", att=2),
        ]),
        ("marketing", "Marketing & tickets", [
            c("early-bird", "Early-bird tickets close Jun 30", "tickets", "priya", due="2025-06-30", com=1),
            c("ticket-tiers", "Ticket tiers and student discount", "tickets budget", "elif priya", desc=True),
            c("newsletter", "June newsletter: first 12 speakers", "tickets", "noa", due="2025-06-17"),
            c("video-teaser", "Teaser video from 2024", "tickets", "kalani", att=1),
            c("diversity-tickets", "Diversity tickets with two partners", "tickets", "noa zainab", com=3),
        ]),
        ("travel", "Travel & visas", [
            c("visa-letters", "Visa invitation letters (9 speakers)", "travel urgent", "zainab", due="2025-06-14", check=(4, 9)),
            c("hotel-block", "Hotel block: 40 rooms in Alcântara", "travel budget", "hannah", att=1),
            c("flights", "Speaker flights", "travel", "zainab elif", check=(6, 14)),
        ]),
        ("run", "Run of show: Oct 9-10", [
            c("run-sheet", "Minute-by-minute run sheet", "", "hannah", due="2025-10-01"),
            c("volunteers", "Volunteer rota (24 people)", "", "noa", check=(0, 24)),
            c("badges", "Print badges and lanyards", "", "yuki", due="2025-09-26"),
        ]),
        ("summit-done", "Done", [
            c("date-picked", "Pick the dates", "", "hannah", done=True, due="2025-02-10"),
            c("website-live", "Summit website live", "tickets", "priya", done=True),
        ]),
    ],
}

# The card back of cards that carry more than their front: description, checklists, attachments and comments.
DETAILS = {
    "ai-summaries": {
        "desc": ["Summaries call the model provider through our gateway. At launch we expect about 40k summaries an hour at peak.",
                 "Per-user limit: 60 a day on Free, unlimited on Pro. When the provider times out we fall back to the extractive summary and say so in the UI."],
        "checklists": [("Rollout", [("Gateway rate limiter with per-plan quotas", True, "tomas"), ("Extractive fallback", True, "meilin"),
                                     ("'Summary unavailable' state in the editor", False, "kenji"), ("Alert when fallbacks exceed 5%", False, "tomas"),
                                     ("Load test with 3x expected traffic", False, "tomas")])],
        "attachments": [("gateway-limits.png", "image", "Jun 9"), ("summaries-load-test.pdf", "pdf", "Jun 10")],
        "comments": [("tomas", "Limiter is live on staging. 429s now carry a Retry-After header.", "Jun 11, 4:12 PM"),
                     ("meilin", "Fallback rate in the beta was 2.1%, mostly between 17:00 and 19:00 UTC.", "Jun 11, 10:03 AM"),
                     ("lucia", "Let's treat anything above 5% as a launch blocker.", "Jun 10, 6:40 PM"),
                     ("kenji", "iOS shows the fallback banner; Android build tomorrow.", "Jun 10, 2:15 PM"),
                     ("tomas", "Provider's status page says their EU region had two incidents last month. Adding a second region.", "Jun 9, 11:20 AM"),
                     ("meilin", "Dashboard for summary latency: p50 1.8 s, p95 4.9 s.", "Jun 6, 9:47 AM"),
                     ("lucia", "Moved to In progress.", "Jun 5, 3:30 PM")],
    },
    "launch-video": {
        "desc": ["90-second launch video for the landing page and YouTube, plus 15 s and 30 s cut-downs for social.",
                 "Voice-over in English; subtitles in 9 languages. Final cut due Jun 19."],
        "checklists": [("Production", [("Script approved", True, "lucia"), ("Storyboard", True, "amara"), ("Screen recordings", True, "kalani"),
                                        ("Voice-over recorded", True, "kalani"), ("Music licence", False, "kalani"),
                                        ("Subtitles (9 languages)", False, "sofia"), ("Cut-downs: 15 s, 30 s", False, "kalani")])],
        "attachments": [("launch-video-v3.mp4", "video", "Jun 11"), ("storyboard.pdf", "pdf", "Jun 2"),
                        ("script-final.docx", "doc", "May 30"), ("music-options.txt", "doc", "Jun 4")],
        "comments": [("kalani", "v3 is up: new ending with the sync demo.", "Jun 11, 5:02 PM"),
                     ("amara", "Colour grade looks great. Can we hold the logo two frames longer?", "Jun 11, 5:40 PM"),
                     ("lucia", "Love it. Ship v4 with Amara's note.", "Jun 11, 6:15 PM")],
    },
    "product-hunt": {
        "desc": ["We launch at 00:01 Pacific on Tuesday, June 24. Hunter: Noa. Maker comment drafted by Lucía.",
                 "Everyone on the team posts in #launch when they have upvoted and commented: no vote rings, just be around to answer questions."],
        "checklists": [("Before the day", [("Gallery images (6)", True, "amara"), ("Maker comment", True, "lucia"), ("Tagline under 60 characters", False, "priya"),
                                             ("Teaser page", False, "noa"), ("First comment replies drafted", False, "sofia")]),
                       ("On the day", [("Post at 00:01 PT", False, "noa"), ("Share in newsletter", False, "priya"), ("Reply to every comment", False, "lucia"),
                                       ("Thank-you post", False, "noa"), ("Collect feedback for the retro", False, "meilin")])],
        "attachments": [("gallery-1.png", "image", "Jun 8")],
        "comments": [("noa", "Teaser page goes live Friday.", "Jun 10, 9:15 AM"), ("priya", "Tagline options are in the doc.", "Jun 9, 3:22 PM")],
    },
    "press-kit": {
        "desc": ["Everything a journalist needs in one folder: screenshots (light and dark), logo pack, founder bios and photos, fact sheet."],
        "checklists": [("Press kit", [("Screenshots, light and dark", True, "amara"), ("Logo pack (SVG, PNG)", True, "amara"),
                                       ("Founder bios", False, "priya"), ("Fact sheet", False, "priya"), ("Upload to press page", False, "segun")])],
        "attachments": [("lumen-logo-pack.zip", "zip", "Jun 3"), ("screenshots-dark.zip", "zip", "Jun 5"), ("fact-sheet-draft.docx", "doc", "Jun 9")],
        "comments": [("priya", "Bios need sign-off from both founders.", "Jun 10, 11:00 AM")],
    },
    "lx-factory": {
        "desc": ["Main hall (650 seated) plus three breakout rooms, Oct 9-10, setup on Oct 8 from 14:00.",
                 "Deposit of 30% on signature; the rest 30 days before. Contract in Portuguese and English."],
        "checklists": [("Contract", [("Legal review", True, "elif"), ("Insurance certificate", False, "hannah"), ("Sign and pay deposit", False, "elif")])],
        "attachments": [("lx-factory-contract-v2.pdf", "pdf", "Jun 6"), ("floor-plan.pdf", "pdf", "May 28"), ("rooms-photos.zip", "zip", "May 28")],
        "comments": [("hannah", "They agreed to include the rooftop for the after-party.", "Jun 11, 3:30 PM"),
                     ("elif", "Deposit approved, waiting for the final PDF.", "Jun 11, 4:05 PM")],
    },
    "cabinet-colour": {
        "desc": ["Ngozi brought samples of both. Sage looks warmer in the evening light; off-white makes the room feel bigger."],
        "checklists": [("Before we decide", [("Paint a test board of each", True, "tomas"), ("Look at them in daylight and at night", True, "lucia"),
                                              ("Check lead time with the supplier", False, "ngozi")])],
        "attachments": [("sage-sample.jpg", "image", "Jun 7"), ("off-white-sample.jpg", "image", "Jun 7"), ("moodboard.pdf", "pdf", "Jun 2"), ("supplier-colours.pdf", "pdf", "Jun 2")],
        "comments": [("ngozi", "Lead time is 4 weeks for sage, 2 for off-white.", "Jun 11, 2:10 PM"), ("tomas", "I vote sage.", "Jun 10, 8:45 PM")],
    },
    "privacy-policy": {
        "desc": ["Add a section on AI summaries: what is sent to the provider, retention (none), and how to turn summaries off."],
        "checklists": [],
        "attachments": [],
        "comments": [("lucia", "Legal's draft is in the shared folder.", "Jun 11, 9:00 AM")],
    },
}

NOTIFICATIONS = [
    ("tomas", "commented on", "ai-summaries", "Limiter is live on staging. 429s now carry a Retry-After header.", "Jun 11, 4:12 PM", True),
    ("kalani", "attached launch-video-v3.mp4 to", "launch-video", None, "Jun 11, 5:02 PM", True),
    ("hannah", "mentioned you on", "lx-factory", "@luciafernandez can you sign as the second approver?", "Jun 11, 3:30 PM", True),
    ("noa", "added you to", "product-hunt", None, "Jun 10, 9:15 AM", False),
    ("ngozi", "commented on", "cabinet-colour", "Lead time is 4 weeks for sage, 2 for off-white.", "Jun 11, 2:10 PM", False),
    ("meilin", "moved", "beta-feedback", "from In progress to In review", "Jun 10, 5:55 PM", False),
    ("zainab", "changed the due date of", "cfp-review", "to Jun 13", "Jun 9, 1:20 PM", False),
    ("priya", "commented on", "press-kit", "Bios need sign-off from both founders.", "Jun 10, 11:00 AM", False),
    ("ivan", "attached a file to", "quote-petrov", None, "Jun 8, 7:45 PM", False),
    ("amara", "completed Storyboard on", "launch-video", None, "Jun 2, 10:30 AM", False),
    ("elif", "commented on", "lx-factory", "Deposit approved, waiting for the final PDF.", "Jun 11, 4:05 PM", False),
    ("kenji", "joined", "widget-ios", None, "Jun 1, 9:00 AM", False),
]

# The board activity (the board menu's Activity), newest first.
ACTIVITY = [
    ("kalani", "attached launch-video-v3.mp4 to Launch video (90 s) and cut-downs", "Jun 11, 5:02 PM"),
    ("tomas", "commented on AI summaries: rate limits and fallbacks", "Jun 11, 4:12 PM"),
    ("meilin", "moved Beta feedback round-up (312 responses) from In progress to In review", "Jun 10, 5:55 PM"),
    ("lucia", "marked the due date on Data processing agreement for the AI vendor complete", "Jun 10, 4:20 PM"),
    ("priya", "added Press kit: screenshots, logo pack, founder bios to To do", "Jun 10, 11:00 AM"),
    ("noa", "joined Product Hunt launch at 00:01 PT", "Jun 10, 9:15 AM"),
    ("segun", "attached hero-v4.png to Landing page: hero, features, FAQ", "Jun 9, 6:30 PM"),
    ("arjun", "completed Crash-free sessions above 99.8%", "Jun 9, 3:10 PM"),
    ("amara", "changed the cover of Brand illustrations for empty states", "Jun 9, 1:05 PM"),
    ("liam", "commented on Editor performance on long notes", "Jun 9, 10:40 AM"),
    ("kenji", "added a checklist to Sync engine v3 rollout to 100%", "Jun 8, 7:12 PM"),
    ("sofia", "added Localize the app into Portuguese (Brazil) to Backlog", "Jun 8, 2:33 PM"),
    ("fatima", "moved Help center articles: 14 new, 22 updated to In review", "Jun 7, 5:18 PM"),
    ("meilin", "completed Pricing research with 40 customers", "Jun 6, 11:02 AM"),
    ("tomas", "completed Load test at 5x launch traffic", "Jun 6, 9:45 AM"),
    ("lucia", "added Lifetime deal on AppSumo? to Parking lot", "Jun 5, 4:50 PM"),
    ("noa", "added Onboarding email sequence (5 emails) to To do", "Jun 5, 10:15 AM"),
    ("amara", "attached empty-states-v2.fig to Brand illustrations for empty states", "Jun 4, 3:00 PM"),
    ("priya", "renamed Student pricing (50% off)", "Jun 3, 12:20 PM"),
    ("segun", "moved Move docs to help.lumen.app to Done", "Jun 2, 6:05 PM"),
]

BUTLER_RULES = [
    ("rule-done", "When a card is moved into list \"Done\", mark the due date as complete and remove all members"),
    ("rule-blocker", "When the label \"Launch blocker\" is added to a card, move the card to the top of list \"In progress\""),
    ("rule-monday", "Every Monday at 9:00 am, sort list \"To do\" by due date"),
]
BUTLER_BUTTONS = [("sort-due", "Sort by due date"), ("standup", "Stand-up report"), ("clean-done", "Archive Done")]

POWERUPS = [
    ("calendar", "Calendar", "See cards with due dates on a calendar.", "Trello"),
    ("custom-fields", "Custom Fields", "Add dropdowns, text fields, dates and more to your cards.", "Trello"),
    ("card-aging", "Card Aging", "Cards that have not been touched start to look old.", "Trello"),
    ("loom", "Loom", "Record and embed video messages on cards.", "Atlassian"),
    ("voting", "Voting", "Let the team vote on cards.", "Trello"),
    ("github", "GitHub", "Attach branches, commits, issues and pull requests to cards.", "Atlassian"),
    ("google-drive", "Google Drive", "Attach files and folders from Drive.", "Atlassian"),
    ("jira", "Jira", "Link Jira issues to Trello cards.", "Atlassian"),
]

# Board backgrounds (Trello's gradient backgrounds).
GRADIENTS = {
    "gradient-ocean": "linear-gradient(135deg, #0c66e4 0%, #6e5dc6 100%)",
    "gradient-sunset": "linear-gradient(135deg, #e2b203 0%, #f87168 60%, #ae2e24 100%)",
    "gradient-forest": "linear-gradient(135deg, #1f845a 0%, #22a06b 40%, #1d7afc 100%)",
    "gradient-dusk": "linear-gradient(135deg, #352c63 0%, #8f7ee7 100%)",
    "gradient-mint": "linear-gradient(135deg, #4bce97 0%, #6cc3e0 100%)",
    "gradient-rose": "linear-gradient(135deg, #e774bb 0%, #f87168 100%)",
    "gradient-lagoon": "linear-gradient(135deg, #0055cc 0%, #09b5a3 100%)",
    "gradient-peach": "linear-gradient(135deg, #fea362 0%, #f5cd47 100%)",
    "gradient-slate": "linear-gradient(135deg, #44546f 0%, #8590a2 100%)",
    "gradient-grape": "linear-gradient(135deg, #6e5dc6 0%, #e774bb 100%)",
    "gradient-sky": "linear-gradient(135deg, #1d7afc 0%, #6cc3e0 100%)",
    "gradient-ember": "linear-gradient(135deg, #c9372c 0%, #fea362 100%)",
    "gradient-moss": "linear-gradient(135deg, #216e4e 0%, #94c748 100%)",
}

# Photos this app may show (the catalog allocates each photo to one app). Covers are chosen by
# subject: a card whose cover is "photo" gets the photo named here if the catalog has it.
PHOTOS = {p["id"]: p for p in catalog.photos(app="board")}
COVER_PHOTOS = {"closing-concert": "orchestra-concert", "paint-touchup": "paintbrush", "kickboards": "claw-hammer",
                "eng-blog": "mill-gears", "summer-sale": "sun-behind-cloud"}  # card id -> photo id
BOARD_PHOTOS = {"offsite": "neuschwanstein", "loire": "chateau-de-chenonceau", "jordan": "petra-monastery"}  # board id -> background photo


def build(seed: int) -> dict:
    rng = random.Random(seed)
    people = {pid: {"id": pid, "name": name, "username": user, "role": role, "guest": pid in GUESTS}
              for pid, name, user, role in PEOPLE}
    boards = {}
    cards = {}
    for bid, meta in BOARDS.items():
        lists = []
        for lid, lname, lcards in LISTS[bid]:
            ids = []
            for card in lcards:
                card = dict(card, board=bid, list=lid)
                cover = card["cover"]
                if cover == "photo":
                    pid = COVER_PHOTOS.get(card["id"])
                    card["cover"] = {"photo": PHOTOS[pid]["urls"]["16x9"], "alt": PHOTOS[pid]["subject"]} if pid in PHOTOS else None
                elif cover:
                    card["cover"] = {"color": COLORS[cover][0]}
                card["detail"] = DETAILS.get(card["id"])
                cards[card["id"]] = card
                ids.append(card["id"])
            lists.append({"id": lid, "name": lname, "cards": ids})
        bg = meta["bg"]
        photo = BOARD_PHOTOS.get(bid)
        boards[bid] = {"id": bid, "name": meta["name"], "workspace": meta["workspace"], "starred": meta["starred"],
                       "members": meta["members"], "lists": lists,
                       "labels": {k: {"id": k, "name": n, "color": col, "bg": COLORS[col][0], "fg": COLORS[col][1]} for k, n, col in meta["labels"]},
                       "label_order": [k for k, _, _ in meta["labels"]],
                       "bg": GRADIENTS[bg], "bg_photo": PHOTOS[photo]["urls"]["16x9"] if photo in PHOTOS else None}
    others = [{"id": i, "name": n, "workspace": w, "bg": GRADIENTS[g],
               "bg_photo": PHOTOS[BOARD_PHOTOS[i]]["urls"]["4x3"] if BOARD_PHOTOS.get(i) in PHOTOS else None,
               "bg_alt": PHOTOS[BOARD_PHOTOS[i]]["subject"] if BOARD_PHOTOS.get(i) in PHOTOS else None} for i, n, w, g in OTHER_BOARDS]
    # Generic card backs: when the card was added, by whom (seeded order of the small talk).
    for card in cards.values():
        if card["detail"] is None:
            adder = (card["members"] or [BOARDS[card["board"]]["members"][0]])[0]
            card["added_by"] = adder
            card["added_when"] = ["Jun 2", "Jun 3", "Jun 4", "May 29", "May 27", "Jun 5"][rng.randrange(6)]
    return {
        "today": TODAY, "me": ME, "people": people, "boards": boards, "other_boards": others,
        "closed_boards": [{"id": i, "name": n, "workspace": w} for i, n, w in CLOSED_BOARDS],
        "workspaces": WORKSPACES, "cards": cards, "colors": {k: v[0] for k, v in COLORS.items()},
        "notifications": [{"who": w, "verb": v, "card": cid, "text": t, "when": wh, "unread": u}
                          for w, v, cid, t, wh, u in NOTIFICATIONS],
        "activity": [{"who": w, "text": t, "when": wh} for w, t, wh in ACTIVITY],
        "butler_rules": [{"id": i, "text": t} for i, t in BUTLER_RULES],
        "butler_buttons": [{"id": i, "name": n} for i, n in BUTLER_BUTTONS],
        "powerups": [{"id": i, "name": n, "desc": d, "by": b} for i, n, d, b in POWERUPS],
        "templates": [{"name": n, "category": cat, "bg": GRADIENTS[g]} for n, cat, g in TEMPLATES],
        "gradients": GRADIENTS,
    }
