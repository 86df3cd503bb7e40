"""Seeded content for the `docs` mockup (a Google Docs-like editor, web).

`build(seed)` returns everything the page shows: the signed-in account, the document (a
cross-functional team's project proposal for a cold-chain monitoring pilot, with headings, a
milestones table, a budget table, a linked chart, a checklist, links, people and file chips,
comments anchored in the text, suggested edits), the collaborators it is shared with, version
history, the Keep / Tasks / Calendar side panels, Explore results and the second document tab.

The document is hand-written; the seed varies only which minutes the versions and replies carry,
so every slug (and so every `data-igg-id`) is the same for every seed. "Today" is Tue, Nov 18,
2025, 10:42 AM, and every date the page shows is relative to it.

Inline markup in paragraphs (parsed here into runs the page draws):
    **bold**  _italic_  [[link:slug|text]]  [[person:key]]  [[file:slug]]
    {{c:id|anchored text}} (a comment anchor)  {{s:id|deleted|inserted}} (a suggested edit)
"""
from __future__ import annotations

import random
import re
from datetime import datetime, timedelta

from igg.mockups.assets import catalog

TITLE = "Project Tidewater: Cold-Chain Monitoring Pilot \u2013 Google Docs"
DOC_TITLE = "Project Tidewater: Cold-Chain Monitoring Pilot"

NOW = datetime(2025, 11, 18, 10, 42)

ME = {"key": "priyanka", "name": "Priyanka Desai", "email": "priyanka.desai@northbayfresh.com", "color": "#188038"}

# key: (name, email, Google letter-avatar colour)
PEOPLE = {
    "priyanka": ("Priyanka Desai", "priyanka.desai@northbayfresh.com", "#188038"),
    "tomas": ("Tom\u00e1s Ribeiro", "tomas.ribeiro@northbayfresh.com", "#1a73e8"),
    "aiko": ("Aiko Watanabe", "aiko.watanabe@northbayfresh.com", "#e8710a"),
    "kwame": ("Kwame Mensah", "kwame.mensah@northbayfresh.com", "#9334e6"),
    "leila": ("Leila Haddad", "leila.haddad@northbayfresh.com", "#d93025"),
    "sven": ("Sven Lindqvist", "sven.lindqvist@northbayfresh.com", "#12858a"),
    "ana": ("Ana Folau", "ana.folau@northbayfresh.com", "#b06000"),
    "rahul": ("Rahul Verma", "rahul.verma@northbayfresh.com", "#185abc"),
    "chloe": ("Chlo\u00e9 Dubois", "chloe.dubois@northbayfresh.com", "#e52592"),
    "mateus": ("Mateus Oliveira", "mateus.oliveira@northbayfresh.com", "#137333"),
    "yuki": ("Yuki Sato", "yuki.sato@northbayfresh.com", "#a142f4"),
    "fatima": ("Fatima Al-Sayed", "fatima.alsayed@northbayfresh.com", "#c5221f"),
    "jonas": ("Jonas Becker", "jonas.becker@northbayfresh.com", "#5f6368"),
    "grace": ("Grace O'Connor", "grace.oconnor@northbayfresh.com", "#0b8043"),
    "hyun": ("Min-jun Park", "minjun.park@coldtrace.io", "#ea8600"),
    "olu": ("Olumide Adeyemi", "olumide.adeyemi@northbayfresh.com", "#1e8e3e"),
    "ingrid": ("Ingrid Solberg", "ingrid.solberg@northbayfresh.com", "#7e57c2"),
    "diego": ("Diego Castillo", "diego.castillo@northbayfresh.com", "#ef5350"),
}

# Who the document is shared with (Share dialog), in the order Docs lists them: owner first.
ACCESS = [
    ("priyanka", "owner"), ("tomas", "editor"), ("aiko", "editor"), ("kwame", "editor"), ("leila", "commenter"),
    ("sven", "editor"), ("ana", "commenter"), ("rahul", "viewer"), ("chloe", "editor"), ("mateus", "commenter"),
    ("yuki", "viewer"), ("fatima", "editor"), ("jonas", "viewer"), ("grace", "commenter"), ("hyun", "viewer"),
    ("olu", "editor"), ("ingrid", "viewer"), ("diego", "commenter"),
]

LINKS = {
    "fda-fsma": ("FSMA Sanitary Transportation rule", "https://www.fda.gov/food/food-safety-modernization-act-fsma/fsma-final-rule-sanitary-transportation-human-and-animal-food"),
    "q3-incidents": ("Q3 spoilage incident log", "https://northbayfresh.atlassian.net/wiki/spaces/OPS/pages/48213/Q3+spoilage+incidents"),
    "coldtrace-quote": ("ColdTrace quote #CT-20419", "https://coldtrace.io/quotes/CT-20419"),
    "lorawan": ("LoRaWAN gateway coverage map", "https://northbayfresh.atlassian.net/wiki/spaces/IT/pages/50877/Gateway+coverage"),
    "vendor-quotes": ("Appendix B: vendor quotes", "https://drive.google.com/drive/folders/1tWq9-vendor-quotes"),
    "haccp": ("HACCP plan, rev. 7", "https://northbayfresh.atlassian.net/wiki/spaces/QA/pages/40112/HACCP+plan"),
    "pilot-dashboard": ("pilot dashboard mock-ups", "https://www.figma.com/file/tidewater-dashboard"),
}

FILES = {
    "budget-sheet": ("Tidewater pilot budget", "sheets", "Kwame Mensah", "Edited Nov 17"),
    "site-survey": ("Richmond DC site survey.pdf", "pdf", "Sven Lindqvist", "Uploaded Nov 6"),
    "runbook": ("Cold-chain alert runbook", "docs", "Aiko Watanabe", "Edited Nov 14"),
}

# (id, author, minutes before now, text, anchor text is in the body markup, replies[(who, minutes, text)], resolved)
COMMENTS = [
    ("c1", "tomas", 1460, "Can we say how many loads this covers? \"All refrigerated routes\" sounds bigger than the pilot.",
     [("priyanka", 1410, "Good call \u2013 it's the 14 Richmond routes. Updating the sentence.")], False),
    ("c2", "leila", 300, "Legal wants the FSMA reference pinned to the 2016 final rule, not the guidance page.", [], False),
    ("c3", "kwame", 2900, "These numbers come from the Q3 log, right? I count 23 incidents, not 21.",
     [("aiko", 2870, "Two were duplicates (same trailer, same night). 21 is right."), ("kwame", 2850, "Ah, makes sense. Thanks!")], False),
    ("c4", "aiko", 180, "Should the gateway install move before sensor procurement? Sven says the roof work needs a permit.", [], False),
    ("c5", "sven", 95, "Permit lead time for the Richmond roof is about 3 weeks. I'd shift M2 by a week.",
     [("tomas", 60, "Agree. Let's keep the end date and compress M4.")], False),
    ("c6", "kwame", 1300, "Contingency at 10% feels thin for hardware. Finance usually asks for 15%.", [], False),
    ("c7", "ana", 420, "Who signs off on alert thresholds? QA or the route managers?",
     [("priyanka", 400, "QA owns thresholds; route managers own the response. I'll add a line.")], False),
    ("c8", "chloe", 3300, "Love this metric. Can we also track false alarms per week?", [], False),
    ("c9", "rahul", 5200, "Typo: \"recieve\".", [], True),
    ("c10", "fatima", 4700, "Added the Oakland site contact. Please double-check the dock hours.",
     [("sven", 4650, "Checked, 5 AM\u20139 PM on weekdays.")], True),
    ("c11", "mateus", 6100, "Is the dashboard in scope for the pilot or phase 2?",
     [("priyanka", 6000, "Pilot: read-only dashboard. Phase 2: alert routing rules.")], True),
]

# What the resolved comments (whose text has since changed) were anchored to.
RESOLVED_QUOTES = {"c9": "recieve", "c10": "Oakland DC, 2200 Adeline St", "c11": "pilot dashboard mock-ups"}

SUGGESTIONS = [
    ("s1", "tomas", 240, "Replace: \"January 12\" with \"January 19\""),
    ("s2", "leila", 75, "Add: \"and retained for two years\""),
]

# The document body: (kind, slug, text-or-data). Headings' slugs are the outline's ids.
BODY = [
    ("title", "title", "Project Tidewater"),
    ("subtitle", "subtitle", "Cold-chain monitoring pilot for the Richmond distribution center \u00b7 Proposal v3"),
    ("meta", "meta", "Owner: [[person:priyanka]] \u00b7 Reviewers: [[person:tomas]], [[person:aiko]], [[person:kwame]] \u00b7 Status: **In review** \u00b7 Last updated Nov 18, 2025"),
    ("h1", "summary", "1. Summary"),
    ("p", "summary-1", "Northbay Fresh Foods loses perishable product every quarter to temperature excursions that nobody sees until a store rejects a delivery. Project Tidewater puts wireless temperature and door sensors in the refrigerated trailers and cold rooms of the Richmond distribution center, streams the readings to one dashboard, and pages the on-call route manager within five minutes of an excursion."),
    ("p", "summary-2", "We propose a 16-week pilot on {{c:c1|the 14 refrigerated routes}} that leave Richmond, with a budget of **$186,400** and a go / no-go review in mid-March. If the pilot meets its targets, the same kit rolls out to the Oakland and Sacramento centers in the second half of 2026."),
    ("h1", "background", "2. Background"),
    ("p", "background-1", "Refrigerated loads are checked twice today: a probe reading at the dock and a data-logger download when the trailer returns. Between those checks the driver sees a dashboard display, but nothing is recorded centrally and no one is alerted when a reefer unit fails or a door is left open during a multi-stop route."),
    ("p", "background-2", "In the third quarter we recorded {{c:c3|21 spoilage incidents}} on Richmond routes (see the [[link:q3-incidents|Q3 spoilage incident log]]), with an estimated product loss of $142,000 and two store credits above $10,000. Eleven of the 21 started with a door left ajar at a store stop; six were reefer failures that went unnoticed for more than two hours."),
    ("p", "background-3", "Our customers and auditors also expect better records. The {{c:c2|[[link:fda-fsma|FSMA Sanitary Transportation rule]]}} requires shippers to specify and verify temperature conditions, and two of our largest grocery customers now ask for continuous temperature history with every claim."),
    ("h1", "goals", "3. Goals and non-goals"),
    ("h2", "goals-pilot", "3.1 Goals for the pilot"),
    ("ul", "goal-1", "Detect every temperature excursion above 5 \u00b0C lasting longer than 10 minutes, on every monitored load."),
    ("ul", "goal-2", "Alert the on-call route manager within **5 minutes** of an excursion or an open door."),
    ("ul", "goal-3", "Cut spoilage write-offs on pilot routes by at least 40% against the Q3 baseline."),
    ("ul", "goal-4", "Give QA a continuous temperature record for each load{{s:s2||, and retained for two years}}, exportable for customer claims."),
    ("h2", "non-goals", "3.2 Non-goals"),
    ("ul", "nongoal-1", "Replacing the reefer units or the existing dock probe procedure."),
    ("ul", "nongoal-2", "Automatic rerouting or load reassignment (considered for phase 2)."),
    ("ul", "nongoal-3", "Monitoring ambient (dry) routes."),
    ("h1", "scope", "4. Scope"),
    ("p", "scope-1", "The pilot covers 38 trailers, 4 walk-in cold rooms and 2 blast freezers at Richmond. Each trailer gets two temperature sensors (nose and tail) and one door sensor; each room gets one sensor per 40 m\u00b2. Readings travel over LoRaWAN to three gateways on the distribution center roof (see the [[link:lorawan|LoRaWAN gateway coverage map]]) and over the trailers' existing LTE telematics on the road."),
    ("image", "site-photo", {"photo": "tape-measure", "caption": "Figure 1. Site survey, Nov 6: measuring the mounting clearance for the nose sensor with a tape measure."}),
    ("p", "scope-2", "The site walk-through and power survey are in [[file:site-survey]]; the alert process the route managers will follow is drafted in [[file:runbook]]."),
    ("h1", "approach", "5. Approach"),
    ("h2", "phase-1", "5.1 Phase 1: instrument and observe"),
    ("p", "phase-1-1", "For the first six weeks the sensors record but alerts go only to the project team. We use this period to tune thresholds per product class (produce, dairy, frozen) and to learn how often doors are legitimately open during unloading, so the pilot does not page managers for normal stops."),
    ("h2", "phase-2", "5.2 Phase 2: alert and respond"),
    ("p", "phase-2-1", "From week seven, alerts page the on-call route manager through the existing PagerDuty rotation. {{c:c7|Each alert links to the load's temperature chart}}, the trailer's last GPS position and the runbook step for that alert type. QA reviews every alert weekly."),
    ("h2", "phase-3", "5.3 Phase 3: measure and decide"),
    ("p", "phase-3-1", "The last four weeks run without project-team involvement, as the operation would run after rollout. At the end we compare spoilage, alert response times and driver feedback with the Q3 baseline and bring a go / no-go recommendation to the operations leadership review."),
    ("h1", "milestones", "6. Milestones"),
    ("p", "milestones-1", "Dates assume procurement approval by November 28. {{c:c4|The gateway installation depends on the roof permit}}."),
    ("table", "milestones-table", {
        "head": ["Milestone", "Owner", "Target date", "Status"],
        "rows": [
            ["M1 Vendor selected and PO issued", "[[person:kwame]]", "Dec 5, 2025", "In progress"],
            ["M2 Gateways installed on DC roof", "[[person:sven]]", "{{c:c5|Dec 19, 2025}}", "Not started"],
            ["M3 Sensors fitted to 38 trailers and 6 rooms", "[[person:sven]]", "{{s:s1|January 12|January 19}}, 2026", "Not started"],
            ["M4 Dashboard and alert routing live", "[[person:aiko]]", "Feb 2, 2026", "Not started"],
            ["M5 Route managers trained", "[[person:ana]]", "Feb 6, 2026", "Not started"],
            ["M6 Go / no-go review", "[[person:priyanka]]", "Mar 13, 2026", "Not started"],
        ]}),
    ("h1", "budget", "7. Budget"),
    ("p", "budget-1", "Costs are from the [[link:coldtrace-quote|ColdTrace quote #CT-20419]] and internal estimates; the full breakdown is in [[file:budget-sheet]]."),
    ("table", "budget-table", {
        "head": ["Item", "Qty", "Unit cost", "Total"],
        "rows": [
            ["Trailer temperature sensors", "76", "$145", "$11,020"],
            ["Door sensors", "38", "$95", "$3,610"],
            ["Room and freezer sensors", "14", "$160", "$2,240"],
            ["LoRaWAN gateways and roof install", "3", "$6,800", "$20,400"],
            ["Platform subscription (16 weeks)", "1", "$18,500", "$18,500"],
            ["Integration work (PagerDuty, WMS)", "320 h", "$165", "$52,800"],
            ["Training and driver materials", "1", "$9,600", "$9,600"],
            ["Project team time (backfill)", "1", "$51,280", "$51,280"],
            ["Contingency ({{c:c6|10%}})", "", "", "$16,950"],
            ["**Total**", "", "", "**$186,400**"],
        ]}),
    ("chart", "budget-chart", {
        "title": "Pilot spend by month (USD thousands)",
        "bars": [["Dec", 58], ["Jan", 46], ["Feb", 38], ["Mar", 44.4]],
        "source": "Tidewater pilot budget",
    }),
    ("h1", "team", "8. Team and roles"),
    ("ul", "team-1", "[[person:priyanka]] \u2013 project lead, owns the go / no-go recommendation."),
    ("ul", "team-2", "[[person:tomas]] \u2013 transportation operations, route manager liaison."),
    ("ul", "team-3", "[[person:aiko]] \u2013 platform integration, dashboard and alert routing."),
    ("ul", "team-4", "[[person:kwame]] \u2013 finance partner, procurement and budget tracking."),
    ("ul", "team-5", "[[person:sven]] \u2013 facilities, gateway and sensor installation."),
    ("ul", "team-6", "[[person:ana]] \u2013 training for route managers and drivers."),
    ("ul", "team-7", "[[person:leila]] \u2013 legal and compliance review."),
    ("h1", "risks", "9. Risks and mitigations"),
    ("table", "risks-table", {
        "head": ["Risk", "Likelihood", "Mitigation"],
        "rows": [
            ["Roof permit delays gateway install", "Medium", "Start the permit now; temporary gateway on the dock canopy."],
            ["Alert fatigue during unloading", "High", "Door-open grace period per stop; tune in phase 1."],
            ["LTE dead zones on Highway 29", "Medium", "Sensors buffer 72 hours of readings and upload on reconnect."],
            ["Drivers disable door sensors", "Low", "Tamper alert; include drivers in training and feedback."],
        ]}),
    ("h1", "metrics", "10. Success metrics"),
    ("p", "metrics-1", "We will call the pilot a success if, over the last eight weeks: spoilage write-offs on pilot routes fall by 40% or more; 95% of alerts are acknowledged within 10 minutes; {{c:c8|fewer than three false alarms per trailer per week}}; and drivers rate the new process at least 3.5 out of 5 in the exit survey."),
    ("h1", "open-questions", "11. Open questions"),
    ("check", "q-thresholds", "Confirm alert thresholds per product class with QA"),
    ("check", "q-retention", "Agree on data retention period with Legal"),
    ("check", "q-union", "Share the driver communication plan with the drivers' union rep"),
    ("check", "q-oakland", "Decide whether Oakland joins the pilot in week 10"),
    ("check", "q-haccp", "Update the [[link:haccp|HACCP plan, rev. 7]] for continuous monitoring"),
    ("h1", "next-steps", "12. Next steps"),
    ("ol", "next-1", "Kwame sends the purchase request for the ColdTrace kit (by Nov 21)."),
    ("ol", "next-2", "Sven files the roof permit application (by Nov 24)."),
    ("ol", "next-3", "Aiko shares the [[link:pilot-dashboard|pilot dashboard mock-ups]] for review (by Nov 26)."),
    ("ol", "next-4", "Priyanka presents this proposal at the operations leadership review on Dec 2."),
    ("h1", "appendix-a", "Appendix A: Sensor vendors compared"),
    ("table", "vendors-table", {
        "head": ["Vendor", "Sensor price", "Battery life", "Platform", "Notes"],
        "rows": [
            ["ColdTrace", "$145", "5 years", "$18,500 / 16 wk", "Preferred; LoRaWAN and LTE"],
            ["Frigilog", "$128", "3 years", "$24,000 / 16 wk", "LTE only; higher data cost"],
            ["Senstar Cold", "$172", "7 years", "$15,900 / 16 wk", "No door sensor until Q2"],
        ]}),
    ("h1", "appendix-b", "Appendix B: Pilot sites and contacts"),
    ("ul", "site-1", "Richmond DC, 1400 Harbour Way S \u2013 dock supervisor [[person:olu]], docks open 4 AM\u201310 PM."),
    ("ul", "site-2", "Oakland DC, 2200 Adeline St \u2013 site lead [[person:diego]], docks open 5 AM\u20139 PM (weekdays)."),
    ("ul", "site-3", "ColdTrace field engineer: [[person:hyun]]."),
    ("p", "appendix-b-1", "Signed quotes and the vendor questionnaire answers are in [[link:vendor-quotes|Appendix B: vendor quotes]]."),
    ("h1", "appendix-c", "Appendix C: Glossary"),
    ("p", "gloss-1", "**Excursion**: a reading outside the product class's allowed range for longer than the grace period."),
    ("p", "gloss-2", "**Reefer**: the refrigeration unit mounted on a trailer."),
    ("p", "gloss-3", "**LoRaWAN**: a low-power, long-range radio network for battery sensors, used here inside the distribution center yard."),
    ("p", "gloss-4", "**Gateway**: the roof-mounted receiver that forwards sensor readings to the platform."),
]

# The second document tab: notes from the kickoff meeting.
NOTES_TAB = [
    ("title", "notes-title", "Kickoff meeting notes"),
    ("meta", "notes-meta", "Nov 10, 2025 \u00b7 Attendees: [[person:priyanka]], [[person:tomas]], [[person:aiko]], [[person:kwame]], [[person:sven]]"),
    ("h1", "notes-decisions", "Decisions"),
    ("ul", "notes-d1", "Pilot runs at Richmond only; Oakland is an option from week 10."),
    ("ul", "notes-d2", "ColdTrace is the preferred vendor pending the security review."),
    ("h1", "notes-actions", "Action items"),
    ("check", "notes-a1", "Tom\u00e1s: list the 14 refrigerated routes and their stop counts"),
    ("check", "notes-a2", "Aiko: check PagerDuty licence count for route managers"),
    ("check", "notes-a3", "Kwame: ask Finance about the contingency policy for hardware"),
    ("h1", "notes-parking", "Parking lot"),
    ("p", "notes-p1", "Should dry routes get door sensors too? Revisit after the pilot."),
]

TABS = [
    {"slug": "proposal", "name": "Proposal"},
    {"slug": "notes", "name": "Kickoff notes"},
]

# Version history: (slug, minutes before now, editors, named version)
VERSIONS = [
    ("v-current", 0, ["priyanka", "tomas"], "Current version"),
    ("v-1", 60, ["tomas"], None),
    ("v-2", 95, ["sven"], None),
    ("v-3", 240, ["tomas", "leila"], None),
    ("v-4", 420, ["ana", "priyanka"], None),
    ("v-5", 1300, ["kwame"], None),
    ("v-6", 1460, ["tomas", "priyanka"], "Proposal v3"),
    ("v-7", 2900, ["kwame", "aiko"], None),
    ("v-8", 3300, ["chloe"], None),
    ("v-9", 4700, ["fatima", "sven"], None),
    ("v-10", 5200, ["rahul"], None),
    ("v-11", 6100, ["mateus", "priyanka"], "Proposal v2"),
    ("v-12", 8600, ["priyanka"], None),
    ("v-13", 10100, ["priyanka", "aiko"], "First draft"),
    ("v-14", 11700, ["priyanka"], None),
]

KEEP = [
    ("vendor-shortlist", "Vendor shortlist", "ColdTrace (preferred), Frigilog, Senstar Cold. Ask each about door sensors and battery swaps."),
    ("thanksgiving-menu", "Thanksgiving menu", "Roast turkey (14 lb, brine Wednesday night), cornbread stuffing, Mom's green beans. Dinner at 4.", "roast-turkey"),
    ("permit-contacts", "Roof permit contacts", "Richmond Building Dept, counter hours 8\u201311:30. Ref: mechanical permit, rooftop equipment."),
    ("threshold-ideas", "Threshold ideas", "Produce 1\u20134 \u00b0C, dairy 0\u20134 \u00b0C, frozen below \u221218 \u00b0C. Grace period at stops: 8 min."),
    ("peru-trip", "Peru trip, May", "Machu Picchu entry tickets for May 14, circuit 2, plus Huayna Picchu. Book the Inca Rail from Ollantaytambo.", "machu-picchu"),
    ("driver-faq", "Driver FAQ draft", "Does the sensor track me? No, only temperature and door state. Who sees alerts? Route managers."),
    ("porcini-risotto", "Porcini risotto", "30 g dried porcini soaked in warm water, keep the liquid for the stock. Arborio, shallots, parmesan. Recipe from Aunt Lucia.", "porcini"),
    ("budget-questions", "Budget questions for Kwame", "Backfill rate for project team? Can contingency sit in the ops reserve?"),
    ("heron-survey", "Bird survey, Point Pinole", "Saturday 7 AM with the Audubon group. Last time: purple heron in flight over the marsh (rare here!), 2 egrets.", "purple-heron"),
    ("exec-summary", "Exec summary bullets", "$142k Q3 losses, 21 incidents, 5-minute alerts, 40% reduction target."),
    ("training-plan", "Training plan", "Two 45-minute sessions per shift, laminated runbook card in every cab."),
    ("oakland-notes", "Oakland site notes", "Diego prefers starting after the holiday peak. Dock 7 has no power outlet."),
    ("dashboard-wishlist", "Dashboard wishlist", "Map view, load timeline, export to PDF for claims, weekly QA summary."),
    ("leadership-review", "Leadership review prep", "Dec 2, 20 minutes. Bring the Q3 incident chart and the budget table."),
]

TASKS = [
    ("send-deck", "Send leadership review deck to Tom\u00e1s", "Today"),
    ("permit-draft", "Review roof permit draft", "Today"),
    ("update-risks", "Update risk table after permit call", "Tomorrow"),
    ("book-room", "Book room for the Dec 2 review", "Tomorrow"),
    ("qa-thresholds", "Ask QA for threshold sign-off", "Thu, Nov 20"),
    ("union-rep", "Email the drivers' union rep", "Fri, Nov 21"),
    ("po-followup", "Follow up on the ColdTrace PO", "Mon, Nov 24"),
    ("survey-questions", "Draft driver exit survey questions", "Tue, Nov 25"),
    ("oakland-call", "Call Diego about the Oakland option", "Wed, Nov 26"),
    ("security-review", "Send ColdTrace the security questionnaire", "Fri, Nov 28"),
    ("export-sample", "Get a sample claims export from ColdTrace", "Mon, Dec 1"),
    ("retro-date", "Pick a date for the pilot retro", "Fri, Mar 20"),
]

# Today's calendar (Tue, Nov 18): (slug, start hour float, end hour float, title, colour)
CALENDAR = [
    ("standup", 9.0, 9.25, "Ops standup", "#039be5"),
    ("permit-call", 10.0, 10.5, "Roof permit call with Sven", "#039be5"),
    ("vendor-demo", 11.0, 12.0, "ColdTrace dashboard demo", "#7986cb"),
    ("lunch", 12.5, 13.0, "Lunch with Ana", "#33b679"),
    ("finance-sync", 14.0, 14.5, "Budget sync with Kwame", "#039be5"),
    ("qa-review", 15.5, 16.5, "QA threshold review", "#e67c73"),
    ("route-managers", 17.0, 17.75, "Route managers check-in", "#f4511e"),
    ("union-dinner", 19.0, 20.5, "Dinner with the union reps", "#8e24aa"),
]

EXPLORE = [
    ("fsma-rule", "Sanitary Transportation of Human and Animal Food", "fda.gov", "The FSMA final rule requires shippers, loaders, carriers and receivers to follow practices that keep food safe during transport, including temperature control."),
    ("cold-chain-guide", "Cold chain monitoring: a practical guide for distributors", "foodlogistics.com", "How distributors choose sensors, set alert thresholds and avoid alarm fatigue when monitoring refrigerated fleets."),
    ("lorawan-intro", "What is LoRaWAN? Long-range networks for IoT sensors", "lora-alliance.org", "LoRaWAN connects battery-powered sensors over kilometres with gateways, suited to yards and warehouses."),
    ("reefer-failures", "Why reefer units fail on multi-stop routes", "refrigeratedtransporter.com", "Door openings, short runs between stops and pre-cooling mistakes cause most in-transit excursions."),
    ("haccp-monitoring", "Continuous monitoring in a HACCP plan", "fsis.usda.gov", "Guidance on replacing periodic checks with continuous records at critical control points."),
]

SPELLING = {"word": "recieve", "fix": "receive", "sentence": "Drivers will recieve a short card with the alert steps."}

KEYBOARD = [("Copy", "Ctrl+C"), ("Paste", "Ctrl+V"), ("Undo", "Ctrl+Z"), ("Bold", "Ctrl+B"), ("Insert link", "Ctrl+K"),
            ("Insert comment", "Ctrl+Alt+M"), ("Find and replace", "Ctrl+H"), ("Word count", "Ctrl+Shift+C")]

INLINE = re.compile(r"\*\*(.+?)\*\*|_([^_]+?)_|\[\[link:([a-z0-9-]+)\|(.+?)\]\]|\[\[person:([a-z]+)\]\]|\[\[file:([a-z0-9-]+)\]\]")
ANCHOR = re.compile(r"\{\{c:(c\d+)\|(.+?)\}\}(?!\])|\{\{s:(s\d+)\|(.*?)\|(.*?)\}\}")


def parse_plain(text: str, extra: dict) -> list:
    """Runs for text without comment/suggestion anchors: bold, italic, links, chips."""
    runs, pos = [], 0
    for m in INLINE.finditer(text):
        if m.start() > pos:
            runs.append({"t": text[pos:m.start()], **extra})
        if m.group(1) is not None:
            runs.append({"t": m.group(1), "b": True, **extra})
        elif m.group(2) is not None:
            runs.append({"t": m.group(2), "i": True, **extra})
        elif m.group(3) is not None:
            runs.append({"t": m.group(4), "link": m.group(3), **extra})
        elif m.group(5) is not None:
            runs.append({"t": PEOPLE[m.group(5)][0], "person": m.group(5), **extra})
        else:
            runs.append({"t": FILES[m.group(6)][0], "file": m.group(6), **extra})
        pos = m.end()
    if pos < len(text):
        runs.append({"t": text[pos:], **extra})
    return runs


def parse(text: str) -> list:
    """Runs for a paragraph: anchors first ({{c:..}}, {{s:..}}), then the inline markup inside."""
    runs, pos = [], 0
    # A comment anchor may wrap a link ({{c:c2|[[link:..|..]]}}): match the closing braces after it.
    pattern = re.compile(r"\{\{c:(c\d+)\|((?:\[\[.+?\]\]|[^}])+?)\}\}|\{\{s:(s\d+)\|(.*?)\|(.*?)\}\}")
    for m in pattern.finditer(text):
        if m.start() > pos:
            runs += parse_plain(text[pos:m.start()], {})
        if m.group(1):
            runs += parse_plain(m.group(2), {"comment": m.group(1)})
        else:
            if m.group(4):
                runs.append({"t": m.group(4), "sugg": m.group(3), "del": True})
            if m.group(5):
                runs.append({"t": m.group(5), "sugg": m.group(3), "ins": True})
        pos = m.end()
    if pos < len(text):
        runs += parse_plain(text[pos:], {})
    return runs


def ago(minutes: int) -> str:
    """How Docs dates a comment or a version: a time today, "Yesterday", else a date."""
    t = NOW - timedelta(minutes=minutes)
    clock = t.strftime("%I:%M %p").lstrip("0")
    if t.date() == NOW.date():
        return clock + " Today"
    if t.date() == (NOW - timedelta(days=1)).date():
        return clock + " Yesterday"
    return clock + " " + t.strftime("%b %d").replace(" 0", " ")


def version_label(minutes: int) -> str:
    t = NOW - timedelta(minutes=minutes)
    return t.strftime("%B %d, %I:%M %p").replace(" 0", " ")


def blocks(rows) -> list:
    out = []
    for kind, slug, data in rows:
        if kind == "table":
            out.append({"kind": kind, "slug": slug, "head": data["head"],
                        "rows": [[parse(c) for c in row] for row in data["rows"]]})
        elif kind == "chart":
            out.append({"kind": kind, "slug": slug, **data})
        elif kind == "image":
            photo = catalog.photo(data["photo"], "4x3")
            out.append({"kind": kind, "slug": slug, "src": photo["url"], "caption": data["caption"], "alt": photo["subject"]})
        else:
            out.append({"kind": kind, "slug": slug, "runs": parse(data), "text": re.sub(r"\[\[person:([a-z]+)\]\]", lambda m: PEOPLE[m.group(1)][0], data)})
    return out


def build(seed: int) -> dict:
    rng = random.Random(seed)
    people = {k: {"key": k, "name": n, "email": e, "color": c} for k, (n, e, c) in PEOPLE.items()}

    def jitter(minutes: int) -> int:
        return minutes + (rng.randint(0, 4) if minutes else 0)

    comments = []
    anchors = {}
    for kind, slug, data in BODY:
        texts = [data] if isinstance(data, str) else [c for row in data.get("rows", []) for c in row] if isinstance(data, dict) else []
        for t in texts:
            for m in re.finditer(r"\{\{c:(c\d+)\|", t):
                anchors[m.group(1)] = slug
    for cid, who, minutes, text, replies, resolved in COMMENTS:
        quote_m = re.search(r"\{\{c:" + cid + r"\|((?:\[\[.+?\]\]|[^}])+?)\}\}", "\n".join(
            d if isinstance(d, str) else "\n".join(c for row in d.get("rows", []) for c in row) if isinstance(d, dict) else "" for _, _, d in BODY))
        quote = re.sub(r"\[\[link:[a-z0-9-]+\|(.+?)\]\]", r"\1", quote_m.group(1)) if quote_m else RESOLVED_QUOTES[cid]
        comments.append({
            "id": cid, "author": who, "when": ago(jitter(minutes)), "text": text, "anchor": anchors.get(cid),
            "quote": quote, "resolved": resolved,
            "replies": [{"author": r, "when": ago(jitter(m)), "text": t} for r, m, t in replies],
        })
    suggestions = [{"id": sid, "author": who, "when": ago(jitter(m)), "text": text} for sid, who, m, text in SUGGESTIONS]

    versions = []
    for slug, minutes, editors, name in VERSIONS:
        versions.append({"slug": slug, "label": "Current version" if slug == "v-current" else version_label(jitter(minutes)),
                         "name": None if slug == "v-current" else name, "editors": editors, "current": slug == "v-current"})

    def hour(x: float) -> str:
        hh, mm = int(x), int(round((x - int(x)) * 60))
        suffix = "AM" if hh < 12 else "PM"
        h12 = hh % 12 or 12
        return f"{h12}:{mm:02d}" if mm else f"{h12}", suffix

    events = []
    for slug, start, end, title, color in CALENDAR:
        s, sp = hour(start)
        e, ep = hour(end)
        events.append({"slug": slug, "start": start, "end": end, "title": title, "color": color,
                       "time": f"{s}{'' if sp == ep else ' ' + sp} \u2013 {e} {ep}"})

    return {
        "me": ME,
        "now": "Tue, Nov 18, 2025",
        "title": DOC_TITLE,
        "people": people,
        "access": [{"key": k, "role": r} for k, r in ACCESS],
        "links": {k: {"text": t, "url": u} for k, (t, u) in LINKS.items()},
        "files": {k: {"name": n, "kind": kind, "owner": o, "edited": e} for k, (n, kind, o, e) in FILES.items()},
        "body": blocks(BODY),
        "tabs": [dict(t) for t in TABS],
        "notes": blocks(NOTES_TAB),
        "comments": comments,
        "suggestions": suggestions,
        "versions": versions,
        "keep": [{"slug": k[0], "title": k[1], "text": k[2], "photo": catalog.photo(k[3], "4x3")["url"] if len(k) > 3 else None,
                  "alt": catalog.photo(k[3])["subject"] if len(k) > 3 else None} for k in KEEP],
        "tasks": [{"slug": s, "title": t, "due": d} for s, t, d in TASKS],
        "calendar": events,
        "explore": [{"slug": s, "title": t, "site": site, "text": x} for s, t, site, x in EXPLORE],
        "spelling": SPELLING,
        "keyboard": KEYBOARD,
        "last_edit": "Last edit was 4 minutes ago",
        "word_count": {"pages": 5, "words": 1689, "characters": 10412, "no_spaces": 8760},
    }
