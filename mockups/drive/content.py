"""Seeded content for the `drive` mockup (a Google Drive-like web app).

`build(seed)` returns everything the page shows: the account and its storage, the folder tree of
My Drive, every file and folder (name, type, owner, who last modified it and when, size, where it
lives, who it is shared with, its activity), Shared with me, Trash, the upload presets (your own
files going into one of your folders), the Help window's articles and the people you share with.
Names, folders and owners are hand-written; the seed only moves modified times by a few minutes
and varies some sizes, so every id (and so every `data-igg-id`) is the same for every seed.
Dates are fixed strings computed from a fixed "now" (Tue, Nov 18, 2025, 10:30 AM).
"""
from __future__ import annotations

import random
import re
from datetime import datetime, timedelta

from igg.mockups.assets import catalog

TITLE = "My Drive - Google Drive"

NOW = datetime(2025, 11, 18, 10, 30)

ME = {"key": "me", "name": "Nadia Kowalski", "email": "nadia.kowalski@gmail.com", "color": "#0b8043"}

# key: (display name, address). Google shows a coloured initial for accounts without a picture.
PEOPLE = {
    "priya": ("Priya Raman", "priya.raman@lumenhealth.com"),
    "rafael": ("Rafael Ortiz", "rafael.ortiz@lumenhealth.com"),
    "devika": ("Devika Nair", "devika.nair@lumenhealth.com"),
    "elena": ("Elena Petrova", "elena.petrova@lumenhealth.com"),
    "tomas": ("Tomás Herrera", "tomas@harborbakery.com"),
    "lucia": ("Lucía Romero", "lucia@harborbakery.com"),
    "amara": ("Amara Okafor", "amara.okafor@oakridge.edu"),
    "grace": ("Grace Mwangi", "grace.mwangi@oakridge.edu"),
    "kenji": ("Kenji Watanabe", "kenji.watanabe@gmail.com"),
    "sofia": ("Sofia Lindqvist", "sofia.lindqvist@gmail.com"),
    "ngozi": ("Ngozi Adeyemi", "ngozi.adeyemi@gmail.com"),
    "mateus": ("Mateus Ferreira", "mateus.ferreira@gmail.com"),
    "hannah": ("Hannah Lee", "hannah@leetaxadvisors.com"),
    "omar": ("Omar Haddad", "omar.haddad@gmail.com"),
    "ewa": ("Ewa Kowalska", "ewa.kowalska58@gmail.com"),
    "piotr": ("Piotr Kowalski", "piotr.kowalski@gmail.com"),
    "liam": ("Liam O'Connor", "liam@pinecrestproperty.com"),
    "jess": ("Jess Morgan", "jess.morgan@gmail.com"),
    "wei": ("Wei Chen", "wei.chen.design@gmail.com"),
    "yusuf": ("Yusuf Demir", "yusuf@demirstudio.co"),
    "aroha": ("Aroha Ngata", "aroha.ngata@gmail.com"),
    "isabel": ("Isabel Duarte", "isabel.duarte@gmail.com"),
}

COLORS = ["#e8710a", "#1a73e8", "#d93025", "#188038", "#9334e6", "#c5221f", "#12858a", "#b06000",
          "#5f6368", "#e52592", "#185abc", "#137333", "#a142f4", "#ea8600", "#0b8043"]

# File types: key -> (Drive's type name in Details, type filter group)
TYPES = {
    "folder": ("Google Drive Folder", "folders"),
    "doc": ("Google Docs", "documents"),
    "sheet": ("Google Sheets", "spreadsheets"),
    "slides": ("Google Slides", "presentations"),
    "form": ("Google Forms", "forms"),
    "drawing": ("Google Drawings", "drawings"),
    "pdf": ("PDF", "pdfs"),
    "image": ("Image", "images"),
    "video": ("Video", "videos"),
    "audio": ("Audio", "audio"),
    "zip": ("Compressed archive", "archives"),
    "word": ("Microsoft Word", "documents"),
    "excel": ("Microsoft Excel", "spreadsheets"),
    "ppt": ("Microsoft PowerPoint", "presentations"),
    "text": ("Text", "documents"),
}

# ---------------------------------------------------------------------------------------------
# My Drive. Folders: (id, name, parent or None for My Drive, owner, minutes ago modified, modifier,
# shared with, starred)
# ---------------------------------------------------------------------------------------------
D, H = 1440, 60  # minutes in a day / an hour
FOLDERS = [
    ("work", "Work", None, "me", 2 * H, "me", [], True),
    ("clients", "Clients", "work", "me", 3 * D, "me", [], False),
    ("lumen-health", "Lumen Health app", "clients", "me", 50, "priya", ["priya", "rafael", "devika", "elena"], True),
    ("lumen-research", "User research", "lumen-health", "me", 2 * D, "elena", ["elena", "priya"], False),
    ("harbor-bakery", "Harbor Bakery rebrand", "clients", "me", 6 * D, "tomas", ["tomas", "lucia"], False),
    ("oakridge-site", "Oakridge University site", "clients", "me", 21 * D, "amara", ["amara", "grace"], False),
    ("invoices-2025", "Invoices 2025", "work", "me", 4 * D, "me", [], False),
    ("proposals", "Proposals", "work", "me", 12 * D, "me", [], False),
    ("templates", "Templates", "work", "me", 95 * D, "me", [], False),
    ("personal", "Personal", None, "me", 1 * D + 3 * H, "me", [], False),
    ("taxes-2024", "Taxes 2024", "personal", "me", 190 * D, "hannah", ["hannah"], False),
    ("apartment", "Apartment", "personal", "me", 33 * D, "me", ["liam"], False),
    ("medical", "Medical", "personal", "me", 64 * D, "me", [], False),
    ("car", "Car", "personal", "me", 120 * D, "me", [], False),
    ("photos", "Photos", None, "me", 5 * H, "me", [], False),
    ("france-italy-2025", "France & Italy 2025", "photos", "me", 5 * H, "me", ["mateus"], True),
    ("coast-weekend", "Coast weekend", "photos", "me", 52 * D, "me", [], False),
    ("family", "Family", "photos", "me", 40 * D, "ewa", ["ewa", "piotr"], False),
    ("portfolio", "Portfolio", None, "me", 9 * D, "me", [], False),
    ("book-club", "Book club", None, "sofia", 3 * D, "ngozi", ["sofia", "ngozi", "aroha"], False),
    ("running-club", "Sunday running club", None, "me", 11 * D, "omar", ["omar", "isabel"], False),
    ("jess-wei-wedding", "Jess & Wei wedding", None, "jess", 8 * D, "wei", ["jess", "wei"], False),
    ("recipes", "Recipes", None, "me", 47 * D, "me", [], False),
    ("archive", "Archive", None, "me", 300 * D, "me", [], False),
    ("archive-2023", "2023", "archive", "me", 300 * D, "me", [], False),
    ("archive-2022", "2022", "archive", "me", 660 * D, "me", [], False),
]

# Files: (name, type, parent or None, owner, minutes ago modified, modifier, size in bytes,
#         shared with, flags) ; flags: s starred, b big (can't be scanned), o opened recently
KB, MB, GB = 1024, 1024 ** 2, 1024 ** 3
FILES = [
    # My Drive root
    ("Resume - Nadia Kowalski 2025", "doc", None, "me", 9 * D, "me", 38 * KB, [], "so"),
    ("Monthly budget 2025", "sheet", None, "me", 1 * D + 2 * H, "me", 96 * KB, ["piotr"], "so"),
    ("Reading list", "doc", None, "me", 16 * D, "me", 12 * KB, [], ""),
    ("Passport scan.pdf", "pdf", None, "me", 210 * D, "me", int(2.4 * MB), [], ""),
    ("Freelance rates 2025", "sheet", None, "me", 40 * D, "me", 41 * KB, [], "s"),
    ("Portfolio site wireframes.pdf", "pdf", None, "me", 22 * D, "me", int(8.7 * MB), ["yusuf"], ""),
    ("Design system audit", "slides", None, "me", 6 * D, "me", int(1.1 * MB), ["priya"], "o"),
    ("Apartment inventory checklist", "doc", None, "me", 33 * D, "me", 22 * KB, ["liam"], ""),
    ("Wedding toast draft", "doc", None, "me", 2 * D + 5 * H, "me", 9 * KB, [], "o"),
    ("Client onboarding questionnaire", "form", None, "me", 57 * D, "me", 14 * KB, [], ""),
    ("Portfolio raw assets.zip", "zip", None, "me", 25 * D, "me", int(412 * MB), [], "b"),
    ("Conference talk - Designing for calm.mp4", "video", None, "me", 70 * D, "me", int(1.84 * GB), [], "b"),
    ("Interview notes - Lumen Health", "doc", None, "me", 3 * D, "elena", 31 * KB, ["elena"], ""),
    ("Gift ideas", "doc", None, "me", 4 * D, "me", 6 * KB, [], ""),
    ("Yearly goals 2025", "doc", None, "me", 120 * D, "me", 11 * KB, [], ""),
    ("Car insurance renewal.pdf", "pdf", None, "me", 128 * D, "me", int(640 * KB), [], ""),
    ("Voice memo - logo ideas.m4a", "audio", None, "me", 18 * D, "me", int(4.6 * MB), [], ""),
    ("Moodboard - calm interfaces", "drawing", None, "me", 29 * D, "me", int(2.2 * MB), [], ""),
    ("Tax documents checklist", "sheet", None, "me", 200 * D, "hannah", 18 * KB, ["hannah"], ""),
    ("France & Italy itinerary", "doc", None, "me", 150 * D, "mateus", 27 * KB, ["mateus"], ""),
    ("Netflix household plan split", "sheet", None, "me", 60 * D, "piotr", 8 * KB, ["piotr"], ""),
    ("Pitch deck template.pptx", "ppt", None, "me", 230 * D, "me", int(5.9 * MB), [], ""),
    ("Contract template - freelance.docx", "word", None, "me", 140 * D, "me", int(48 * KB), [], ""),
    ("Cover letter - Fieldnote", "doc", None, "me", 75 * D, "me", 14 * KB, [], ""),
    ("Half marathon training plan", "sheet", None, "me", 11 * D, "omar", 23 * KB, ["omar"], ""),
    ("Birthday party guest list", "sheet", None, "me", 170 * D, "me", 7 * KB, [], ""),
    ("Notes.txt", "text", None, "me", 260 * D, "me", 3 * KB, [], ""),
    ("Sketchbook scans.pdf", "pdf", None, "me", 310 * D, "me", int(26 * MB), [], ""),
    # Work
    ("Studio business plan", "doc", "work", "me", 2 * H, "me", 54 * KB, [], "o"),
    ("Time tracking 2025", "sheet", "work", "me", 5 * H, "me", 120 * KB, [], "o"),
    ("Quarterly taxes estimate", "sheet", "work", "me", 30 * D, "me", 19 * KB, ["hannah"], ""),
    # Invoices 2025
    ("Invoice 2025-031 Lumen Health.pdf", "pdf", "invoices-2025", "me", 4 * D, "me", int(112 * KB), [], ""),
    ("Invoice 2025-030 Harbor Bakery.pdf", "pdf", "invoices-2025", "me", 18 * D, "me", int(108 * KB), [], ""),
    ("Invoice 2025-029 Oakridge University.pdf", "pdf", "invoices-2025", "me", 35 * D, "me", int(115 * KB), [], ""),
    ("Invoice tracker", "sheet", "invoices-2025", "me", 4 * D, "me", 44 * KB, [], "s"),
    ("Receipt - Figma annual plan.pdf", "pdf", "invoices-2025", "me", 62 * D, "me", int(88 * KB), [], ""),
    ("Receipt - Adobe Creative Cloud.pdf", "pdf", "invoices-2025", "me", 47 * D, "me", int(91 * KB), [], ""),
    # Proposals
    ("Proposal - Harbor Bakery rebrand", "doc", "proposals", "me", 95 * D, "me", 63 * KB, ["tomas"], ""),
    ("Proposal - Oakridge University site", "doc", "proposals", "me", 80 * D, "me", 71 * KB, ["amara"], ""),
    ("Proposal - Lumen Health app", "doc", "proposals", "me", 12 * D, "me", 68 * KB, ["priya"], ""),
    # Templates
    ("Statement of work template", "doc", "templates", "me", 95 * D, "me", 33 * KB, [], ""),
    ("Invoice template", "sheet", "templates", "me", 140 * D, "me", 15 * KB, [], ""),
    ("Workshop agenda template", "doc", "templates", "me", 160 * D, "me", 12 * KB, [], ""),
    # Lumen Health
    ("Lumen Health - product roadmap Q1", "slides", "lumen-health", "priya", 50, "priya", int(2.8 * MB), ["me", "rafael", "devika", "elena"], "so"),
    ("Onboarding flow v3", "slides", "lumen-health", "me", 1 * D + 4 * H, "me", int(6.4 * MB), ["priya", "rafael"], "o"),
    ("Accessibility review", "doc", "lumen-health", "devika", 2 * D, "devika", 46 * KB, ["me", "priya"], ""),
    ("Sprint 14 design QA", "sheet", "lumen-health", "rafael", 3 * D, "rafael", 57 * KB, ["me"], ""),
    ("App icon exports.zip", "zip", "lumen-health", "me", 9 * D, "me", int(38 * MB), ["priya"], ""),
    ("Medication reminder prototype.mp4", "video", "lumen-health", "me", 5 * D, "me", int(186 * MB), ["priya", "rafael"], "b"),
    ("Lumen brand guidelines.pdf", "pdf", "lumen-health", "priya", 44 * D, "priya", int(14 * MB), ["me"], ""),
    ("Release notes draft", "doc", "lumen-health", "rafael", 6 * D, "priya", 21 * KB, ["me", "priya"], ""),
    # User research
    ("Usability test plan", "doc", "lumen-research", "elena", 2 * D, "elena", 29 * KB, ["me", "priya"], ""),
    ("Participant screener", "form", "lumen-research", "elena", 10 * D, "elena", 9 * KB, ["me"], ""),
    ("Session 4 - Marisol recording.mp4", "video", "lumen-research", "elena", 8 * D, "elena", int(734 * MB), ["me"], "b"),
    ("Affinity map export.pdf", "pdf", "lumen-research", "me", 2 * D, "me", int(5.1 * MB), ["elena"], ""),
    ("Research synthesis", "slides", "lumen-research", "elena", 1 * D, "me", int(3.3 * MB), ["me", "priya"], ""),
    # Harbor Bakery
    ("Harbor Bakery logo final.ai", "drawing", "harbor-bakery", "me", 6 * D, "me", int(7.8 * MB), ["tomas"], ""),
    ("Menu board layout.pdf", "pdf", "harbor-bakery", "me", 14 * D, "lucia", int(3.6 * MB), ["tomas", "lucia"], ""),
    ("Packaging mockups", "slides", "harbor-bakery", "me", 9 * D, "me", int(12 * MB), ["tomas", "lucia"], ""),
    ("Brand feedback from Tomás", "doc", "harbor-bakery", "tomas", 7 * D, "tomas", 16 * KB, ["me"], ""),
    # Oakridge
    ("Site map v2", "drawing", "oakridge-site", "me", 21 * D, "amara", int(1.3 * MB), ["amara"], ""),
    ("Content inventory", "sheet", "oakridge-site", "grace", 25 * D, "grace", 88 * KB, ["me", "amara"], ""),
    ("Homepage copy", "doc", "oakridge-site", "amara", 23 * D, "amara", 24 * KB, ["me"], ""),
    # Personal
    ("Lease agreement 2025.pdf", "pdf", "apartment", "me", 180 * D, "me", int(1.9 * MB), ["liam"], ""),
    ("Move-in photos.zip", "zip", "apartment", "me", 182 * D, "me", int(96 * MB), [], ""),
    ("Renters insurance policy.pdf", "pdf", "apartment", "me", 175 * D, "me", int(420 * KB), [], ""),
    ("2024 Form 1040 draft.pdf", "pdf", "taxes-2024", "hannah", 190 * D, "hannah", int(780 * KB), ["me"], ""),
    ("1099-NEC forms 2024.pdf", "pdf", "taxes-2024", "me", 240 * D, "me", int(1.2 * MB), ["hannah"], ""),
    ("Deductions worksheet", "sheet", "taxes-2024", "me", 210 * D, "hannah", 36 * KB, ["hannah"], ""),
    ("Vaccination record.pdf", "pdf", "medical", "me", 64 * D, "me", int(310 * KB), [], ""),
    ("Physio exercises", "doc", "medical", "me", 90 * D, "me", 8 * KB, [], ""),
    ("Service history - Golf 2017", "sheet", "car", "me", 120 * D, "me", 12 * KB, [], ""),
    # Book club (owned by Sofia)
    ("Book club picks 2025", "sheet", "book-club", "sofia", 3 * D, "ngozi", 15 * KB, ["me", "ngozi", "aroha"], ""),
    ("Discussion questions - Tomorrow, and Tomorrow, and Tomorrow", "doc", "book-club", "ngozi", 3 * D, "ngozi", 11 * KB, ["me", "sofia", "aroha"], ""),
    # Running club
    ("Race calendar 2026", "sheet", "running-club", "omar", 11 * D, "omar", 9 * KB, ["me", "isabel"], ""),
    ("Route map - river loop.pdf", "pdf", "running-club", "omar", 12 * D, "omar", int(2.6 * MB), ["me", "isabel"], ""),
    # Wedding (owned by Jess)
    ("Seating chart", "sheet", "jess-wei-wedding", "jess", 8 * D, "wei", 31 * KB, ["me", "wei"], ""),
    ("Invitation design v4.pdf", "pdf", "jess-wei-wedding", "wei", 13 * D, "wei", int(5.5 * MB), ["me", "jess"], ""),
    # Recipes
    ("Babcia's pierogi", "doc", "recipes", "me", 47 * D, "ewa", 10 * KB, ["ewa"], ""),
    ("Weeknight dinners", "doc", "recipes", "me", 58 * D, "me", 13 * KB, [], ""),
    ("Sourdough schedule", "sheet", "recipes", "me", 100 * D, "me", 6 * KB, [], ""),
    # Portfolio
    ("Case study - Lumen Health", "slides", "portfolio", "me", 9 * D, "me", int(18 * MB), [], ""),
    ("Case study - Harbor Bakery", "slides", "portfolio", "me", 30 * D, "me", int(15 * MB), [], ""),
    ("Portfolio intro video.mp4", "video", "portfolio", "me", 32 * D, "me", int(264 * MB), [], "b"),
    # Archive
    ("Old portfolio 2022.pdf", "pdf", "archive-2022", "me", 660 * D, "me", int(31 * MB), [], ""),
    ("Agency timesheets 2022", "sheet", "archive-2022", "me", 700 * D, "me", 210 * KB, [], ""),
    ("Invoices 2023.zip", "zip", "archive-2023", "me", 300 * D, "me", int(6.1 * MB), [], ""),
    ("Client list 2023", "sheet", "archive-2023", "me", 320 * D, "me", 14 * KB, [], ""),
]

# Photo files: the photos allocated to this app (catalog.photos(app="drive")), each named for what
# it shows. (photo id, file name, folder, minutes ago, owner, upload preset or None)
PHOTO_FILES = [
    ("eiffel-tower", "Eiffel Tower from the Champ de Mars.jpg", "france-italy-2025", 5 * H, "me", "photos"),
    ("colosseum", "Colosseum in the afternoon.jpg", "france-italy-2025", 5 * H, "me", "photos"),
    ("mont-saint-michel", "Mont-Saint-Michel abbey.jpg", "france-italy-2025", 5 * H, "me", "photos"),
    ("brick-lighthouse", "Lighthouse gallery.jpg", "coast-weekend", 52 * D, "me", None),
    ("breaking-wave", "Breaking wave at the beach.jpg", "coast-weekend", 52 * D + 40, "me", None),
    ("kitten-on-bench", "Kitten on the garden bench.jpg", "family", 40 * D, "ewa", None),
    ("kitten-with-yarn", "Kitten with yarn.jpg", "family", 41 * D, "ewa", None),
    ("shepherd-dog", "Rex the shepherd dog.jpg", "family", 44 * D, "piotr", None),
    ("alpaca", "Alpaca farm visit.jpg", "family", 63 * D, "me", None),
    ("christmas-pudding", "Christmas pudding 2024.jpg", "family", 330 * D, "ewa", None),
    ("taj-mahal", "Taj Mahal gardens.jpg", "photos", 400 * D, "me", None),
    ("summer-festival", "Japan summer festival night.jpg", "photos", 470 * D, "me", None),
    ("mariachi-band", "Mariachi band at the engagement party.jpg", "jess-wei-wedding", 60 * D, "jess", None),
    ("rubber-duck", "Rubber duck product shot.jpg", "portfolio", 120 * D, "me", None),
]

# Shared with me: files others own that live in their Drive (not in My Drive).
# (name, type, owner, minutes ago shared, minutes ago modified, modifier, size, flags)
SHARED = [
    ("Lumen Health - Q4 OKRs", "sheet", "priya", 3 * H, 2 * H, "priya", 62 * KB, "o"),
    ("Design critique notes - Nov 17", "doc", "devika", 1 * D, 20 * H, "devika", 18 * KB, ""),
    ("Harbor Bakery - holiday menu", "doc", "tomas", 2 * D, 1 * D + 6 * H, "lucia", 14 * KB, ""),
    ("Oakridge style guide.pdf", "pdf", "grace", 4 * D, 4 * D, "grace", int(9.2 * MB), ""),
    ("Kenji - Lisbon film scans", "folder", "kenji", 5 * D, 5 * D, "kenji", 0, "s"),
    ("Dinner at Mateus & Inês - photos", "folder", "mateus", 6 * D, 6 * D, "mateus", 0, ""),
    ("Running club waiver", "form", "omar", 9 * D, 9 * D, "omar", 7 * KB, ""),
    ("Christmas Eve plans", "doc", "ewa", 10 * D, 3 * D, "piotr", 6 * KB, ""),
    ("Family tree", "sheet", "piotr", 14 * D, 12 * D, "ewa", 27 * KB, ""),
    ("Lumen Health - user interviews master", "sheet", "elena", 15 * D, 2 * D, "elena", 140 * KB, ""),
    ("Onboarding metrics dashboard", "sheet", "rafael", 16 * D, 1 * D, "rafael", 230 * KB, ""),
    ("Wedding playlist ideas", "doc", "wei", 18 * D, 9 * D, "jess", 5 * KB, ""),
    ("Bridesmaid schedule", "sheet", "jess", 19 * D, 8 * D, "jess", 9 * KB, ""),
    ("Oakridge - admissions page draft", "doc", "amara", 20 * D, 19 * D, "grace", 31 * KB, ""),
    ("Brand photography shot list", "doc", "lucia", 22 * D, 22 * D, "lucia", 8 * KB, ""),
    ("Book club - voting form", "form", "sofia", 25 * D, 25 * D, "sofia", 4 * KB, ""),
    ("Shared groceries", "sheet", "isabel", 27 * D, 1 * D, "isabel", 11 * KB, ""),
    ("Kenji portfolio review.pdf", "pdf", "kenji", 30 * D, 30 * D, "kenji", int(22 * MB), ""),
    ("Yusuf - design systems workshop", "slides", "yusuf", 33 * D, 33 * D, "yusuf", int(9.9 * MB), ""),
    ("Lease renewal terms 2026.pdf", "pdf", "liam", 35 * D, 35 * D, "liam", int(260 * KB), ""),
    ("Tax organizer 2025", "sheet", "hannah", 38 * D, 38 * D, "hannah", 51 * KB, ""),
    ("Aroha - reading challenge tracker", "sheet", "aroha", 42 * D, 6 * D, "aroha", 10 * KB, ""),
    ("Isabel - marathon pace chart.pdf", "pdf", "isabel", 45 * D, 45 * D, "isabel", int(180 * KB), ""),
    ("Lumen Health - research repository", "folder", "elena", 50 * D, 2 * D, "elena", 0, ""),
    ("Oakridge alumni survey results", "sheet", "grace", 55 * D, 54 * D, "grace", 310 * KB, ""),
    ("Harbor Bakery - supplier contacts", "sheet", "tomas", 61 * D, 40 * D, "tomas", 12 * KB, ""),
    ("Babcia's 90th birthday slideshow", "slides", "piotr", 70 * D, 68 * D, "piotr", int(48 * MB), ""),
    ("Design team offsite 2024 photos", "folder", "yusuf", 400 * D, 390 * D, "yusuf", 0, ""),
]

# Trash: (name, type, owner, minutes ago trashed, size, original folder or None)
TRASH = [
    ("Untitled document", "doc", "me", 2 * D, 1 * KB, None),
    ("Copy of Invoice tracker", "sheet", "me", 4 * D, 40 * KB, "invoices-2025"),
    ("Logo sketches old.pdf", "pdf", "me", 7 * D, int(6.2 * MB), "harbor-bakery"),
    ("Screen recording 2025-10-28.mov", "video", "me", 12 * D, int(318 * MB), None),
    ("Onboarding flow v2", "slides", "me", 16 * D, int(5.8 * MB), "lumen-health"),
    ("IMG_4471.HEIC", "image", "me", 19 * D, int(2.9 * MB), "photos"),
    ("Draft - cover letter", "doc", "me", 24 * D, 9 * KB, None),
    ("Budget 2024 (old)", "sheet", "me", 27 * D, 80 * KB, None),
]

# Upload presets: your own files going into one of your folders, as when you drop them on Drive.
# (folder, [(file id, ms to finish after the previous one)])
UPLOADS = {
    "invoices": ("invoices-2025", ["Invoice 2025-032 Harbor Bakery.pdf", "Receipt - Notion team plan.pdf",
                                   "Receipt - co-working November.pdf", "Receipt - Figma November.pdf",
                                   "Receipt - train Wroclaw-Berlin.pdf", "Receipt - monitor arm.pdf",
                                   "Receipt - workshop lunch Lumen.pdf", "Mileage log October.pdf"]),
}

HELP_ARTICLES = [
    ("upload", "Upload files & folders to Google Drive"),
    ("storage", "Manage files in your Google Drive storage"),
    ("share", "Share files from Google Drive"),
    ("find", "Find files in Google Drive"),
    ("offline", "Use Google Drive files offline"),
    ("virus", "Download a file that can't be scanned for viruses"),
]

# What a document's preview page shows (first lines), by file name; others get their name only.
PREVIEW_LINES = {
    "Resume - Nadia Kowalski 2025": ["Nadia Kowalski", "Product designer - Wrocław / remote",
                                     "Experience", "Independent product designer, 2021 - present",
                                     "Lumen Health, Harbor Bakery, Oakridge University",
                                     "Senior designer, Northgate Agency, 2017 - 2021"],
    "Wedding toast draft": ["Jess & Wei", "Good evening everyone, I'm Nadia - Jess's roommate for four",
                            "very loud years in Kraków, and the person who introduced her to Wei's",
                            "terrible puns. Wei, you have made my best friend laugh every single day..."],
    "Studio business plan": ["Kowalski Studio - business plan 2026", "1. Services and pricing",
                             "2. Clients: retention and referrals", "3. Hiring a part-time researcher"],
}


# What a spreadsheet's preview shows (its first rows), by file name.
PREVIEW_ROWS = {
    "Monthly budget 2025": [["Category", "Budget", "September", "October", "November"],
                            ["Rent", "1,450.00", "1,450.00", "1,450.00", "1,450.00"],
                            ["Groceries", "420.00", "388.40", "441.15", "212.60"],
                            ["Utilities", "140.00", "126.30", "133.90", "0.00"],
                            ["Transport", "90.00", "74.00", "96.50", "38.00"],
                            ["Phone & internet", "55.00", "55.00", "55.00", "55.00"],
                            ["Eating out", "160.00", "182.75", "149.20", "61.40"],
                            ["Gym", "39.00", "39.00", "39.00", "39.00"],
                            ["Savings", "500.00", "500.00", "500.00", "0.00"],
                            ["Total", "3,354.00", "3,315.45", "3,364.75", "1,856.00"]],
    "Time tracking 2025": [["Week", "Client", "Project", "Hours"], ["Nov 10", "Lumen Health", "Onboarding flow v3", "22.5"],
                           ["Nov 10", "Harbor Bakery", "Packaging", "9.0"], ["Nov 17", "Lumen Health", "Design QA", "6.5"]],
}


def slugify(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")


def size_text(n: int) -> str:
    if n <= 0:
        return "\u2014"
    if n < MB:
        return f"{max(1, round(n / KB))} KB"
    if n < GB:
        v = n / MB
        return f"{v:.1f} MB" if v < 10 else f"{round(v)} MB"
    return f"{n / GB:.2f} GB"


def list_date(t: datetime) -> str:
    """Drive's list column: the time today, 'Nov 12' this year, 'Dec 3, 2024' before."""
    if t.date() == NOW.date():
        return t.strftime("%I:%M %p").lstrip("0")
    if t.year == NOW.year:
        return t.strftime("%b ") + str(t.day)
    return t.strftime("%b ") + str(t.day) + ", " + str(t.year)


def long_date(t: datetime) -> str:
    return t.strftime("%b ") + str(t.day) + ", " + str(t.year)


def activity_group(t: datetime) -> str:
    days = (NOW.date() - t.date()).days
    if days == 0:
        return "Today"
    if days == 1:
        return "Yesterday"
    if days < 7:
        return "Earlier this week"
    if days < 14:
        return "Last week"
    if t.year == NOW.year and t.month == NOW.month:
        return "Earlier this month"
    if t.year == NOW.year:
        return "Earlier this year"
    return "Last year" if t.year == NOW.year - 1 else "Older"


def photo_files() -> list[dict]:
    """The photo files whose photo the catalog allocates to this app (none until it has them)."""
    try:
        mine = {p["id"]: p for p in catalog.photos(app="drive")}
    except Exception:  # noqa: BLE001 - the catalog may not know the app yet
        mine = {}
    return [{"photo": mine[pid], "name": name, "folder": folder, "minutes": minutes, "owner": owner, "upload": upload}
            for pid, name, folder, minutes, owner, upload in PHOTO_FILES if pid in mine]


def build(seed: int) -> dict:
    rng = random.Random(seed)
    people = {k: {"key": k, "name": n, "email": e, "color": COLORS[i % len(COLORS)]}
              for i, (k, (n, e)) in enumerate(PEOPLE.items())}
    people["me"] = dict(ME)

    items = {}
    order = []

    def add(item):
        assert item["id"] not in items, item["id"]
        items[item["id"]] = item
        order.append(item["id"])

    def when(minutes):
        return NOW - timedelta(minutes=minutes)

    def base(iid, name, kind, parent, owner, mod_min, modifier, size, shared, flags, where="my-drive"):
        t = when(mod_min)
        created = when(mod_min + (rng.randint(2, 40) * D if mod_min < 300 * D else rng.randint(1, 20) * D))
        opened = when(max(5, mod_min - rng.randint(0, 3) * H)) if "o" in flags else None
        return {
            "id": iid, "name": name, "kind": kind, "type_name": TYPES[kind][0], "group": TYPES[kind][1],
            "parent": parent, "where": where, "owner": owner, "modified_by": modifier,
            "minutes": mod_min, "modified": list_date(t), "modified_long": long_date(t),
            "created": long_date(created), "opened": list_date(opened) if opened else None,
            "size": size, "size_text": size_text(size) if kind != "folder" else "\u2014",
            "shared_with": shared, "starred": "s" in flags, "big": "b" in flags,
        }

    for fid, name, parent, owner, mod, modifier, shared, starred in FOLDERS:
        add(base(fid, name, "folder", parent, owner, mod, modifier, 0, shared, "s" if starred else ""))

    for name, kind, parent, owner, mod, modifier, size, shared, flags in FILES:
        mod = mod + (rng.randint(0, 25) if mod > 3 * H else 0)
        add(base(slugify(name), name, kind, parent, owner, mod, modifier, size, shared, flags))

    # Photos, from the photos allocated to this app.
    for i, pf in enumerate(photo_files()):
        item = base(slugify(pf["name"]), pf["name"], "image", pf["folder"], pf["owner"], pf["minutes"] + i,
                    pf["owner"], rng.randint(1800, 5200) * KB, [], "")
        item["thumb"] = pf["photo"]["urls"]["4x3"]
        item["photo"] = pf["photo"]["urls"]["16x9"]
        item["photo_subject"] = pf["photo"]["subject"]
        if pf["upload"]:
            item["uploading"] = pf["upload"]
            item["minutes"] = 1
            item["modified"] = NOW.strftime("%I:%M %p").lstrip("0")
        add(item)

    for name, kind, owner, shared_min, mod, modifier, size, flags in SHARED:
        item = base(slugify(name), name, kind, None, owner, mod, modifier, size, ["me"], flags, where="shared")
        item["shared_date"] = list_date(when(shared_min))
        item["shared_minutes"] = shared_min
        add(item)

    trash = []
    for name, kind, owner, trashed_min, size, origin in TRASH:
        item = base("trash-" + slugify(name), name, kind, origin, owner, trashed_min + 3 * D, "me", size, [], "", where="trash")
        item["trashed"] = list_date(when(trashed_min))
        add(item)
        trash.append(item["id"])

    uploads = {}
    for preset, (folder, names) in UPLOADS.items():
        ids = []
        for j, name in enumerate(names):
            kind = "pdf" if name.endswith(".pdf") else "image"
            item = base(slugify(name), name, kind, folder, "me", 1, "me", rng.randint(80, 160) * KB, [], "", where="my-drive")
            item["uploading"] = preset
            item["modified"] = NOW.strftime("%I:%M %p").lstrip("0")
            add(item)
            ids.append(item["id"])
        uploads[preset] = {"folder": folder, "items": ids}
    photo_uploads = [i for i in order if items[i].get("uploading") == "photos"]
    if photo_uploads:
        uploads["photos"] = {"folder": "france-italy-2025", "items": photo_uploads}

    # Activity: each item's history (newest first), and the whole Drive's feed.
    verbs_edit = ["edited", "edited", "commented on", "edited"]
    for iid in order:
        it = items[iid]
        acts = []
        t_mod = it["minutes"]
        if it["kind"] == "folder":
            acts.append({"who": it["modified_by"], "verb": "added an item to", "minutes": t_mod})
        else:
            acts.append({"who": it["modified_by"], "verb": "edited" if it["kind"] in ("doc", "sheet", "slides", "form", "drawing") else "uploaded", "minutes": t_mod})
            extra = 2 + (len(it["name"]) % 4)
            m = t_mod
            editors = [it["owner"]] + [p for p in it["shared_with"]] or ["me"]
            for k in range(extra):
                m += rng.randint(3 * H, 6 * D)
                who = editors[k % len(editors)]
                acts.append({"who": who, "verb": verbs_edit[k % len(verbs_edit)], "minutes": m})
        for p in it["shared_with"]:
            if p != "me":
                acts.append({"who": it["owner"], "verb": "shared an item with", "with": p, "minutes": t_mod + rng.randint(1, 9) * D})
        acts.append({"who": it["owner"], "verb": "created", "minutes": t_mod + 60 * D if it["kind"] != "folder" else t_mod + 90 * D})
        acts.sort(key=lambda a: a["minutes"])
        for a in acts:
            t = when(a["minutes"])
            a["group"] = activity_group(t)
            a["date"] = long_date(t) + ", " + t.strftime("%I:%M %p").lstrip("0")
        it["activity"] = acts

    feed = []
    for iid in order:
        it = items[iid]
        if it["where"] != "my-drive" or it.get("uploading"):
            continue
        for a in it["activity"]:
            feed.append(dict(a, item=iid))
    feed.sort(key=lambda a: (a["minutes"], a["item"]))
    feed = feed[:60]

    used = 14.1
    return {
        "me": ME,
        "now": "Tue, Nov 18, 2025",
        "people": people,
        "items": items,
        "order": order,
        "trash": trash,
        "uploads": uploads,
        "feed": feed,
        "storage": {"used": used, "total": 15, "percent": round(used / 15 * 100),
                    "text": f"{used} GB of 15 GB used",
                    "parts": [("Google Drive", 9.6, "#1a73e8"), ("Gmail", 3.2, "#d93025"), ("Google Photos", 1.3, "#f9ab00")]},
        "help": [{"id": k, "title": t} for k, t in HELP_ARTICLES],
        "preview_lines": PREVIEW_LINES,
        "preview_rows": PREVIEW_ROWS,
    }
