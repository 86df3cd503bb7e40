"""Seeded content for the `chat` mockup: a Slack-like workspace of a small software company.

Everything the page shows comes from here: the people, channels, messages (with code snippets,
reactions, threads, files and link previews), files, pins and DM conversations. The structure is
fixed (so element IDs and task targets are stable); the seed only varies details that no task
depends on: presence, unread counts, reaction counts of non-target reactions and DM small talk.

Message text uses a tiny markup the app renders: `code`, *bold*, _italic_, <@person> mentions,
<#channel> links and [label](url) links.
"""
from __future__ import annotations

import random

from igg.mockups.assets import catalog

TITLE = "Brightline - Slack"

ME = "jordan"

# slug, full name, title, pronouns-free short status text
PEOPLE = [
    ("jordan", "Jordan Reyes", "Staff Engineer, Platform"),
    ("priya", "Priya Raman", "Engineering Manager"),
    ("kai", "Kai Nakamura", "Senior Frontend Engineer"),
    ("tomas", "Tomás Ortega", "Backend Engineer, Billing"),
    ("elena", "Elena Petrova", "Product Designer"),
    ("marcus", "Marcus Bell", "Account Executive"),
    ("aisha", "Aisha Bello", "Product Manager"),
    ("jonas", "Jonas Weber", "Site Reliability Engineer"),
    ("hannah", "Hannah Cole", "Technical Recruiter"),
    ("diego", "Diego Alvarez", "Account Executive, Mid-Market"),
    ("mei", "Mei Lin", "Data Scientist"),
    ("oliver", "Oliver Grant", "CTO"),
    ("sofia", "Sofia Rossi", "Head of Design"),
    ("noah", "Noah Fischer", "QA Engineer"),
    ("zara", "Zara Ahmed", "Product Marketing Manager"),
    ("liam", "Liam O'Connor", "Support Lead"),
    ("ravi", "Ravi Shah", "Platform Engineer"),
    ("chloe", "Chloe Martin", "Sales Operations"),
    ("ben", "Ben Carter", "Backend Engineer"),
    ("yuki", "Yuki Tanaka", "Mobile Engineer"),
    ("fatima", "Fatima Khan", "Security Engineer"),
    ("lucas", "Lucas Silva", "Developer Advocate"),
    ("emma", "Emma Johansson", "Product Designer"),
    ("daniel", "Daniel Kim", "Infrastructure Engineer"),
    ("grace", "Grace Okafor", "Finance Manager"),
    ("mateo", "Mateo Costa", "Frontend Engineer"),
    ("nina", "Nina Kowalski", "Customer Success Manager"),
    ("samuel", "Samuel Adeyemi", "Backend Engineer"),
    ("isabel", "Isabel Moreno", "Legal Counsel"),
    ("arjun", "Arjun Mehta", "Data Engineer"),
    ("leah", "Leah Goldberg", "People Operations"),
    ("victor", "Victor Dubois", "Sales Director, EMEA"),
    ("anna", "Anna Schmidt", "Frontend Engineer"),
    ("ethan", "Ethan Brooks", "Support Engineer"),
    ("maya", "Maya Patel", "UX Researcher"),
    ("owen", "Owen Hughes", "CEO"),
]

# Direct messages in the sidebar, most recent first (Slack orders DMs by recency).
DM_ORDER = [
    "jordan", "priya", "elena", "tomas", "aisha", "jonas", "marcus", "ravi", "sofia", "noah",
    "ben", "mei", "zara", "liam", "hannah", "diego", "chloe", "oliver", "yuki", "fatima",
    "lucas", "emma", "daniel", "grace", "mateo", "nina", "kai", "samuel", "isabel", "arjun",
    "leah", "victor", "anna", "ethan", "maya", "owen",
]

CHANNELS = [
    # slug, topic, private, members
    ("announcements", "Company-wide announcements. Posting restricted to admins.", False, 86),
    ("customer-feedback", "Raw feedback from calls, tickets and NPS. Tag the PM.", False, 41),
    ("deals-emea", "EMEA pipeline, deal desk and approvals", True, 12),
    ("design", "Product design: work in progress, reviews, tokens and icons", False, 23),
    ("design-critique", "Thursday crits. Drop links by Wednesday EOD.", False, 17),
    ("engineering", "Eng-wide discussion. Deploys in #release-train, incidents in #incidents", False, 42),
    ("frontend", "Web app, design system, build tooling", False, 15),
    ("general", "Everything Brightline. Be kind.", False, 86),
    ("hiring", "Open roles, referrals and interview loops", True, 14),
    ("incidents", "Active incidents only. Follow the runbook, post updates every 30 min.", False, 38),
    ("office-berlin", "Torstrasse office: lunch, visitors, building notices", False, 19),
    ("platform-infra", "Kubernetes, Terraform, CI runners and on-call", False, 11),
    ("product-launch", "Ledger 3.0 launch: June 24", False, 29),
    ("random", "Non-work banter and pets", False, 80),
    ("release-train", "Weekly release train, cut every Tuesday 14:00 CET", False, 33),
    ("sales", "Pipeline, wins, pricing questions", False, 27),
    ("support-escalations", "Tier 2 escalations to engineering", False, 24),
]

# ------------------------------------------------------------------------------------------
# Hand-written channel histories. Each message: slug, author, time, text, optional day (a day
# divider before it), code, file, link, reactions [(emoji, count, mine)], thread [(slug, author,
# time, text, extra)], reply_last.
# ------------------------------------------------------------------------------------------


def _m(slug, author, time, text, **extra):
    msg = {"slug": slug, "author": author, "time": time, "text": text}
    msg.update(extra)
    return msg


def _r(slug, author, time, text, **extra):
    reply = {"slug": slug, "author": author, "time": time, "text": text}
    reply.update(extra)
    return reply


FILES = {
    "eng-p99-dashboard": {"name": "api-latency-p99.png", "kind": "image", "size": "284 KB", "art": "chart",
                          "title": "API latency p99, last 24h"},
    "eng-pg15-runbook": {"name": "Postgres 15 upgrade runbook.pdf", "kind": "pdf", "size": "1.2 MB"},
    "eng-loadtest": {"name": "Load test results - checkout v2.xlsx", "kind": "sheet", "size": "86 KB"},
    "eng-arch-diagram": {"name": "ledger-event-pipeline.png", "kind": "image", "size": "412 KB", "art": "diagram",
                         "title": "Ledger event pipeline"},
    "eng-release-notes": {"name": "Release notes v2.14.0.pdf", "kind": "pdf", "size": "318 KB"},
    "eng-q3-okrs": {"name": "Engineering OKRs Q3.docx", "kind": "doc", "size": "54 KB"},
    "eng-oncall": {"name": "On-call rotation June-July.xlsx", "kind": "sheet", "size": "22 KB"},
    "eng-webhooks-pm": {"name": "Billing webhooks postmortem.pdf", "kind": "pdf", "size": "640 KB"},
    "eng-ci-flame": {"name": "ci-runner-flamegraph.svg", "kind": "image", "size": "1.8 MB", "art": "flame",
                     "title": "CI runner flamegraph"},
    "eng-tf-plan": {"name": "terraform-plan-eu-west-1.txt", "kind": "text", "size": "12 KB"},
    "des-onboarding": {"name": "Onboarding v2 - flows.fig", "kind": "figma", "size": "Figma", "art": "screens",
                       "title": "Onboarding v2 - flows"},
    "des-icons": {"name": "icon-set-24px-v3.png", "kind": "image", "size": "196 KB", "art": "icons",
                  "title": "Icon set 24px v3"},
    "des-checkout-handoff": {"name": "Checkout redesign - handoff.fig", "kind": "figma", "size": "Figma",
                             "art": "screens", "title": "Checkout redesign - handoff"},
    "des-tokens": {"name": "color-tokens-2025.json", "kind": "code", "size": "9 KB"},
    "des-research": {"name": "Usability study - invoicing (round 2).pdf", "kind": "pdf", "size": "3.4 MB"},
    # the agency's photo references for the brand refresh, posted together in one message
    "des-ref-fig": {"name": "fig_in_red_bowl.jpg", "kind": "image", "size": "1.6 MB", "art": "photos",
                    "photos": ["fig-in-red-bowl"], "title": "fig_in_red_bowl.jpg"},
    "des-ref-wood": {"name": "pale_wood_planks.jpg", "kind": "image", "size": "1.3 MB", "art": "photos",
                     "photos": ["wood-grain"], "title": "pale_wood_planks.jpg"},
    "des-ref-dahlia": {"name": "orange_dahlia.jpg", "kind": "image", "size": "1.8 MB", "art": "photos",
                       "photos": ["dahlia"], "title": "orange_dahlia.jpg"},
    "des-ref-cups": {"name": "paper_cups_from_above.jpg", "kind": "image", "size": "2.0 MB", "art": "photos",
                     "photos": ["paper-cups"], "title": "paper_cups_from_above.jpg"},
    "des-empty-states": {"name": "Empty states - illustrations.fig", "kind": "figma", "size": "Figma",
                         "art": "screens", "title": "Empty states"},
    "sales-q3-pipeline": {"name": "Q3 pipeline review.pptx", "kind": "slides", "size": "5.6 MB"},
    "sales-pricing": {"name": "Pricing calculator 2025.xlsx", "kind": "sheet", "size": "140 KB"},
    "sales-acme-order": {"name": "Acme Corp - order form (signed).pdf", "kind": "pdf", "size": "228 KB"},
    "sales-battlecard": {"name": "Competitive battlecard - Finlytics.pdf", "kind": "pdf", "size": "890 KB"},
    "sales-nordlys-msa": {"name": "Nordlys Energi - MSA redlines.docx", "kind": "doc", "size": "77 KB"},
    "gen-allhands": {"name": "All-hands June - slides.pdf", "kind": "pdf", "size": "7.9 MB"},
    "gen-offsite": {"name": "Offsite Lisbon - agenda.pdf", "kind": "pdf", "size": "410 KB"},
    "gen-music-room": {"name": "music_room_djembe.jpg", "kind": "image", "size": "3.2 MB", "art": "photos",
                       "photos": ["wine-lounge"], "title": "music_room_djembe.jpg"},
    # photos people posted in #random
    "rand-cat": {"name": "tabby_cat_pixel.jpg", "kind": "image", "size": "2.4 MB", "art": "photos", "photos": ["tabby-cat"],
                 "title": "tabby_cat_pixel.jpg"},
    "rand-espresso": {"name": "espresso_kreuzberg.jpg", "kind": "image", "size": "1.9 MB", "art": "photos",
                      "photos": ["espresso"], "title": "espresso_kreuzberg.jpg"},
    # the signed-in user's own file, attached in the composer (the `uploading` state)
    "my-export-bench": {"name": "ledger-export-benchmarks.xlsx", "kind": "sheet", "size": "1.4 MB"},
}

FILE_META = {
    # file slug -> (uploader, date shown in the Files tab)
    "eng-p99-dashboard": ("jonas", "Today"), "eng-pg15-runbook": ("tomas", "Yesterday"),
    "eng-loadtest": ("noah", "May 28th"), "eng-arch-diagram": ("ravi", "Yesterday"),
    "eng-release-notes": ("priya", "Today"), "eng-q3-okrs": ("priya", "June 2nd"),
    "eng-oncall": ("jonas", "June 3rd"), "eng-webhooks-pm": ("tomas", "May 30th"),
    "eng-ci-flame": ("daniel", "May 22nd"), "eng-tf-plan": ("ravi", "May 20th"),
    "des-onboarding": ("elena", "Yesterday"), "des-icons": ("emma", "Today"),
    "des-checkout-handoff": ("elena", "Just now"), "des-tokens": ("kai", "June 5th"),
    "des-research": ("maya", "June 4th"), "des-ref-fig": ("sofia", "Yesterday"),
    "des-ref-wood": ("sofia", "Yesterday"), "des-ref-dahlia": ("sofia", "Yesterday"), "des-ref-cups": ("sofia", "Yesterday"),
    "des-empty-states": ("emma", "May 26th"),
    "sales-q3-pipeline": ("victor", "June 6th"), "sales-pricing": ("chloe", "June 2nd"),
    "sales-acme-order": ("marcus", "Yesterday"), "sales-battlecard": ("zara", "May 27th"),
    "sales-nordlys-msa": ("isabel", "June 3rd"),
    "gen-allhands": ("owen", "June 6th"), "gen-offsite": ("leah", "June 2nd"),
    "gen-music-room": ("leah", "May 19th"), "my-export-bench": ("jordan", "Just now"),
    "rand-cat": ("mateo", "Yesterday"), "rand-espresso": ("yuki", "Today"),
}

CHANNEL_FILES = {
    "engineering": ["eng-release-notes", "eng-p99-dashboard", "eng-arch-diagram", "eng-pg15-runbook",
                    "eng-oncall", "eng-q3-okrs", "eng-webhooks-pm", "eng-loadtest", "eng-ci-flame", "eng-tf-plan"],
    "design": ["des-checkout-handoff", "des-icons", "des-onboarding", "des-tokens", "des-research",
               "des-ref-fig", "des-ref-wood", "des-ref-dahlia", "des-ref-cups", "des-empty-states"],
    "sales": ["sales-acme-order", "sales-q3-pipeline", "sales-nordlys-msa", "sales-pricing", "sales-battlecard"],
    "general": ["gen-allhands", "gen-offsite", "gen-music-room"],
    "random": ["rand-espresso", "rand-cat"],
}


def _engineering():
    return [
        _m("eng-pg15-done", "tomas", "10:12 AM",
           "Postgres 15 migration for the ledger cluster is *done*. Replication lag stayed under 40 ms "
           "the whole time and no writes were dropped. Runbook attached if anyone wants the gory details.",
           day="Yesterday", file="eng-pg15-runbook",
           reactions=[("+1", 5, False), ("tada", 7, False), ("white_check_mark", 3, False)]),
        _m("eng-pg15-followup", "tomas", "10:14 AM",
           "Follow-up: we can drop the `legacy_ledger_v1` read replica on Friday once billing exports are verified."),
        _m("eng-arch", "ravi", "11:02 AM",
           "Sharing the updated event pipeline diagram for the ledger service. The new bit is the outbox "
           "relay between Postgres and Kafka so we stop double-publishing on retries.",
           file="eng-arch-diagram", reactions=[("eyes", 4, False), ("fire", 2, False)],
           thread=[
               _r("eng-arch-r1", "ben", "11:10 AM", "Does the relay batch, or is it one event per poll?"),
               _r("eng-arch-r2", "ravi", "11:13 AM", "Batches of up to 500, polled every 200 ms. Config is in `outbox.yaml`."),
               _r("eng-arch-r3", "oliver", "11:40 AM", "Love this. Let's present it at the architecture review next week."),
           ], reply_last="Yesterday at 11:40 AM"),
        _m("eng-ci-cache", "daniel", "1:26 PM",
           "CI runners now cache the pnpm store between jobs. Median pipeline went from 14m 30s to 8m 50s. "
           "If you see stale dependency weirdness, add `ci:no-cache` to the PR labels.",
           reactions=[("rocket", 9, False), ("star", 4, False)]),
        _m("eng-ci-cache-2", "kai", "1:31 PM", "This is huge, thank you <@daniel>"),
        _m("eng-k8s-upgrade", "jonas", "3:05 PM",
           "Heads up: Kubernetes node pool upgrade to 1.30 in *eu-west-1* tonight from 22:00 CET. "
           "Pods will be drained one node at a time, expect a few restarts but no downtime.",
           reactions=[("+1", 6, False)],
           thread=[
               _r("eng-k8s-r1", "priya", "3:12 PM", "Who is on call for it? Want to make sure billing jobs are paused."),
               _r("eng-k8s-r2", "jonas", "3:15 PM",
                  "Me and <@daniel>. Full steps are in the [node pool upgrade runbook](https://wiki.brightline.io/infra/runbooks/node-pool-upgrade).",
                  link={"slug": "eng-k8s-r2", "title": "Runbook: Node pool upgrade (EKS)",
                        "site": "Brightline Wiki", "desc": "Drain order, PodDisruptionBudgets, rollback steps and the comms template.",
                        "url": "wiki.brightline.io/infra/runbooks/node-pool-upgrade"}),
               _r("eng-k8s-r3", "tomas", "3:20 PM", "Billing cron is paused from 21:45 until you give the all-clear."),
               _r("eng-k8s-r4", "daniel", "Today at 12:48 AM", "All nodes on 1.30, no errors. All clear."),
           ], reply_last="Today at 12:48 AM"),
        _m("eng-flag-cleanup", "aisha", "4:40 PM",
           "Reminder that we have *31* stale feature flags older than 90 days. I put the list in the tracker, "
           "please claim the ones your team owns before the sprint ends.",
           reactions=[("white_check_mark", 2, False)]),
        _m("eng-p99-latency", "jonas", "8:52 AM",
           "p99 latency on `/v2/invoices` jumped to 1.8s around 07:30. Looks like the new index on "
           "`invoice_lines(account_id, created_at)` isn't being used by the planner.",
           day="Today", link={"slug": "eng-p99-latency", "title": "API latency - invoices service",
                              "site": "Grafana", "desc": "p50 / p95 / p99 by route, eu-west-1, last 24 hours",
                              "url": "grafana.brightline.io/d/api-latency"},
           reactions=[("eyes", 3, False)]),
        _m("eng-p99-explain", "tomas", "9:04 AM", "Planner is picking a seq scan because stats are stale. Running this now:",
           code="ANALYZE invoice_lines;\nEXPLAIN (ANALYZE, BUFFERS)\nSELECT id, amount_cents, currency\n  FROM invoice_lines\n WHERE account_id = $1\n   AND created_at >= now() - interval '30 days'\n ORDER BY created_at DESC\n LIMIT 50;"),
        _m("eng-p99-fixed", "tomas", "9:19 AM", "Back to 140 ms p99. Adding autovacuum tuning for that table to the migration backlog.",
           reactions=[("star", 8, False), ("100", 3, False)]),
        _m("eng-flaky-test", "kai", "9:47 AM",
           "Is anyone else seeing `checkout.spec.ts > applies discount code` fail on main? It passes locally "
           "but fails about 1 in 4 runs in CI, always on the Safari project.",
           reactions=[("eyes", 2, False)]),
        _m("eng-flaky-test-2", "noah", "9:52 AM",
           "Yep, I think it's the debounce on the coupon input. Playwright types faster than the 300 ms debounce and we assert too early."),
        _m("eng-review", "ben", "10:15 AM",
           "Could someone review [#4821 Move billing webhooks to the job queue](https://git.brightline.io/ledger/pull/4821)? "
           "It's blocking the retry work for the Stripe outage follow-ups.",
           link={"slug": "eng-review", "title": "#4821 Move billing webhooks to the job queue",
                 "site": "GitLab", "desc": "+412 -168 - ledger/billing - 2 approvals required", "url": "git.brightline.io/ledger/pull/4821"}),
        _m("eng-review-2", "samuel", "10:22 AM", "On it after standup."),
        _m("eng-redis-ttl", "ben", "10:58 AM",
           "Question for the platform folks: should session keys in Redis keep the 24h TTL, or can we move "
           "them to sliding expiry? Sales keeps getting logged out mid-demo.",
           reactions=[("+1", 2, False)],
           thread=[
               _r("eng-redis-r1", "ravi", "11:03 AM", "Sliding is fine, but cap it at 7 days absolute."),
               _r("eng-redis-r2", "fatima", "11:09 AM", "Agree with the 7 day cap. Please keep the refresh token rotation as is."),
           ], reply_last="Today at 11:09 AM"),
        _m("eng-standup", "priya", "11:30 AM",
           "Standup notes are in the doc. Two things: the v2.14 release train leaves at 14:00, and "
           "<@mateo> is out Friday so ping <@anna> for design system reviews.",
           reactions=[("white_check_mark", 5, False)]),
        _m("eng-deploy-214", "priya", "2:06 PM",
           "*v2.14.0* is rolling out to production. Highlights: invoice PDF v2, bulk payouts API, faster "
           "ledger exports. Full notes attached.",
           file="eng-release-notes", reactions=[("rocket", 11, False), ("tada", 6, True)],
           thread=[
               _r("eng-deploy-r1", "aisha", "2:10 PM", "I'll update the changelog page and ping support."),
               _r("eng-deploy-r2", "liam", "2:18 PM", "Support macros for invoice PDF v2 are live."),
           ], reply_last="Today at 2:18 PM"),
        _m("eng-deploy-canary", "jonas", "2:21 PM", "Canary at 25%, error rate flat at 0.02%. Going to 100% at 14:45."),
        _m("eng-deploy-done", "jonas", "2:47 PM", "v2.14.0 is at 100%. Thanks all.",
           reactions=[("tada", 9, False), ("heart", 3, False)]),
    ]


def _engineering_long_thread():
    """The 14-reply thread on the flaky checkout test (long enough to scroll in the thread panel)."""
    return [
        _r("eng-flaky-r1", "noah", "9:55 AM", "Can you share a failing run? I want to check the trace."),
        _r("eng-flaky-r2", "kai", "9:57 AM", "Here's one: pipeline 88412, job `e2e-safari`, shard 3 of 6."),
        _r("eng-flaky-r3", "mateo", "10:01 AM", "The coupon input moved into a popover last sprint, maybe that's related?"),
        _r("eng-flaky-r4", "noah", "10:04 AM", "Trace shows the click lands before the popover finishes mounting."),
        _r("eng-flaky-r5", "kai", "10:06 AM", "So it's a real race, not just the debounce."),
        _r("eng-flaky-r6", "anna", "10:09 AM", "We could wait for `data-ready` on the popover like we do in the address form."),
        _r("eng-flaky-r7", "noah", "10:12 AM", "That works for tests but users on slow devices can hit it too."),
        _r("eng-flaky-r8", "kai", "10:15 AM", "Agreed. I'll disable the Apply button until the coupon field is mounted."),
        _r("eng-flaky-r9", "priya", "10:21 AM", "Please add the fix to the v2.14 train if it's small."),
        _r("eng-flaky-r10", "kai", "10:40 AM", "PR is up: `fix(checkout): guard coupon apply until popover ready`."),
        _r("eng-flaky-r11", "noah", "10:52 AM", "Ran the spec 200 times on Safari, zero failures."),
        _r("eng-flaky-r12", "mateo", "11:05 AM", "Approved. Nice catch."),
        _r("eng-flaky-r13", "kai", "11:16 AM", "Merged, will be in today's train."),
        _r("eng-flaky-r14", "noah", "11:18 AM", "Closing QA-2291. I added the trace to the ticket for future reference.",
           reactions=[("white_check_mark", 4, False), ("heart_eyes", 2, False)]),
    ]


def _design():
    return [
        _m("des-tokens", "kai", "9:40 AM",
           "Color tokens for 2025 are exported from Figma and live in the design system package as "
           "`@brightline/tokens@4.2.0`. Dark mode values included.",
           day="Monday, June 9th", reactions=[("heart", 4, False)]),
        _m("des-onboarding-v2", "elena", "2:15 PM",
           "Onboarding v2 proposal is ready for feedback. Main change: we ask for the accounting software "
           "first and pre-fill company details from it. Cuts the form from 11 fields to 4.",
           file="des-onboarding", reactions=[("fire", 6, False), ("eyes", 3, False)],
           thread=[
               _r("des-onb-r1", "aisha", "2:31 PM", "Love the pre-fill. What happens for people without accounting software?"),
               _r("des-onb-r2", "elena", "2:36 PM", "They get a short manual path, screen 3b in the file."),
               _r("des-onb-r3", "maya", "3:02 PM", "Round 2 usability found people skipped the VAT step, worth testing again."),
               _r("des-onb-r4", "sofia", "3:20 PM", "Let's bring it to Thursday crit."),
               _r("des-onb-r5", "elena", "Yesterday at 9:12 AM", "Updated screens 3a-3c based on this."),
           ], reply_last="Yesterday at 9:12 AM"),
        _m("des-research", "maya", "4:48 PM",
           "Usability study on invoicing, round 2, is written up. Top finding: 6 of 8 participants "
           "looked for *Duplicate invoice* in the row menu, not the toolbar.",
           reactions=[("star", 5, False), ("+1", 4, False)]),
        _m("des-grid", "sofia", "10:05 AM",
           "Quick one: we are moving the dashboard to a 12 column grid with 24 px gutters. The old 16 px "
           "gutters stay on mobile only.", day="Yesterday"),
        _m("des-grid-2", "kai", "10:11 AM", "Works for me. I'll update the `Layout` component and the Storybook examples."),
        _m("des-photo-refs", "sofia", "1:37 PM",
           "Photo references from the agency for the brand refresh. Not final, but the warm direction (the fig, "
           "the pale wood, the orange dahlia) is the one we are leaning towards over the colourful paper cups.",
           files=["des-ref-fig", "des-ref-wood", "des-ref-dahlia", "des-ref-cups"],
           reactions=[("heart", 7, False), ("sparkles", 4, False)]),
        _m("des-empty", "emma", "3:22 PM",
           "Empty state illustrations for Reports, Payouts and Approvals are in the library. Each has a "
           "light and dark variant.", reactions=[("sparkles", 3, False)]),
        _m("des-critique-thu", "sofia", "9:02 AM",
           "Design critique is Thursday 15:00 in the Atlas room and on Zoom. Agenda: onboarding v2 (Elena), "
           "icon set v3 (Emma), checkout handoff (Elena). Drop anything else in <#design-critique> by tonight.",
           day="Today", reactions=[("white_check_mark", 6, False)]),
        _m("des-icons", "emma", "10:30 AM",
           "Icon set v3 is ready, 24 px grid, 1.5 px stroke, 212 icons. Replaces the mixed set we inherited "
           "from the old marketing site.", file="des-icons",
           reactions=[("heart", 5, False), ("100", 2, False)]),
        _m("des-icons-2", "mateo", "10:44 AM", "These are so much cleaner. Can we get them as an SVG sprite too?"),
        _m("des-icons-3", "emma", "10:49 AM", "Yes, exporting the sprite and the React components this afternoon."),
        _m("des-handoff", "elena", "1:58 PM",
           "Uploading the checkout redesign handoff file now. Specs, redlines and the states for "
           "3-D Secure are all in the Handoff page.", reactions=[("eyes", 2, False)]),
        _m("des-handoff-2", "kai", "2:03 PM", "Perfect timing, we start the checkout epic on Monday."),
    ]


def _sales():
    return [
        _m("sales-acme", "marcus", "11:20 AM",
           "Acme Corp renewal is signed: 3 years, 450 seats, uplift of 18%. Order form is in the CRM.",
           day="Monday, June 9th",
           link={"slug": "sales-acme", "title": "Acme Corp - Renewal FY25 (Closed Won)",
                 "site": "Salesforce", "desc": "Amount EUR 412,800 - Close date Jun 9 - Owner Marcus Bell",
                 "url": "brightline.my.salesforce.com/006Acme"},
           reactions=[("tada", 12, False), ("fire", 5, False)]),
        _m("sales-pricing-q", "diego", "3:44 PM",
           "Pricing question: a prospect wants monthly billing on the Growth plan but with the annual "
           "discount. Do we ever allow that?"),
        _m("sales-pricing-a", "chloe", "3:52 PM",
           "Not on Growth. On Scale you can do monthly invoicing of an annual commitment, deal desk approval needed."),
        _m("sales-battlecard", "zara", "10:02 AM",
           "Updated the Finlytics battlecard with their new pricing page. TL;DR they moved SSO to the enterprise tier.",
           day="Yesterday", reactions=[("eyes", 6, False), ("+1", 3, False)]),
        _m("sales-forecast", "victor", "12:15 PM",
           "EMEA forecast call moved to Thursday 10:00. Please have your commit numbers updated in the CRM by Wednesday noon."),
        _m("sales-demo-env", "nina", "2:40 PM",
           "Demo environment was reset overnight, the sample company is now *Harbor & Finch Ltd*. Login details in the pinned note."),
        _m("sales-nordlys-closed", "diego", "9:12 AM",
           "Closed *Nordlys Energi*! 120 seats on Scale, 2 year term. Huge thanks to <@isabel> for turning the MSA redlines around in a day.",
           day="Today", reactions=[("tada", 9, False), ("rocket", 4, False), ("star", 2, False)]),
        _m("sales-nordlys-2", "victor", "9:20 AM", "Great work Diego. That's our biggest Nordics logo this year."),
        _m("sales-q3-kickoff", "victor", "9:48 AM",
           "Q3 kickoff deck is in the Files tab. Targets by segment are on slide 6, territories on slide 9."),
        _m("sales-ledger3", "zara", "11:05 AM",
           "Ledger 3.0 launch messaging is ready for you. One-pager and talk track in <#product-launch>, "
           "please start using it in discovery calls from Monday.", reactions=[("+1", 7, False)]),
        _m("sales-ledger3-q", "marcus", "11:12 AM", "Can we share the roadmap slide with prospects under NDA?"),
        _m("sales-ledger3-a", "zara", "11:19 AM", "Yes under NDA, but leave out the dates on the last row."),
        _m("sales-lunch", "chloe", "12:30 PM", "Deal desk office hours today are moved to 16:00."),
    ]


def _general():
    return [
        _m("gen-allhands", "owen", "5:10 PM",
           "Slides from today's all-hands are up. Thank you all for an incredible first half: ARR up 41%, "
           "churn down to 1.9%, and we shipped Ledger 3.0 beta to 60 customers.",
           day="Friday, June 6th", reactions=[("heart", 24, False), ("rocket", 15, False), ("sparkles", 9, False)]),
        _m("gen-welcome", "leah", "9:05 AM",
           "Please welcome <@anna> (Frontend) and <@samuel> (Backend) who joined us this week! Anna comes "
           "from a fintech in Hamburg and Samuel from a logistics startup in Lagos.",
           day="Monday, June 9th", reactions=[("smile", 18, False), ("tada", 12, False)]),
        _m("gen-launch-checklist", "aisha", "11:45 AM",
           "Ledger 3.0 launch checklist is live. Each team has an owner and a due date. If your name is on it "
           "and you have not seen it yet, please take a look today.",
           reactions=[("white_check_mark", 14, False), ("eyes", 6, False)]),
        _m("gen-offsite", "leah", "3:30 PM",
           "Lisbon offsite, September 16-18. Flights are booked through TravelPerk, hotel is the Memmo Alfama. "
           "Agenda draft attached.", day="Yesterday", file="gen-offsite",
           reactions=[("heart", 21, False), ("sunny", 10, False)]),
        _m("gen-lunch", "mei", "9:31 AM", "Team lunch in the Berlin office is ramen today, order in the sheet before 11.",
           day="Today"),
        _m("gen-it", "fatima", "1:40 PM",
           "Security reminder: we will never ask for your SSO code over Slack or email. Report anything "
           "suspicious to <#support-escalations> or security@brightline.io.",
           reactions=[("+1", 19, False)]),
        _m("gen-parking", "liam", "2:22 PM", "Whoever parked a blue cargo bike in front of the server room: the fire marshal is visiting at 4."),
    ]


# Short histories for the other channels (so every channel opens to something believable).
OTHER_CHANNELS = {
    "announcements": [
        ("owen", "Friday, June 6th", "5:00 PM", "All-hands recording and slides are in <#general>. Next all-hands is July 4th."),
        ("leah", "Yesterday", "10:00 AM", "Summer hours start July 1st: Fridays end at 15:00 from July to August."),
        ("grace", "Today", "9:30 AM", "Expense reports for June are due by the 27th. Receipts over EUR 50 need the original invoice."),
    ],
    "customer-feedback": [
        ("nina", "Yesterday", "11:12 AM", "Harbor & Finch asked for a CSV export of payout batches. Third request this month."),
        ("liam", "Yesterday", "2:45 PM", "Two tickets today about the invoice PDF footer wrapping on long company names."),
        ("aisha", "Today", "9:20 AM", "Thanks both, I've added them to the Q3 discovery board."),
    ],
    "deals-emea": [
        ("victor", "Yesterday", "4:05 PM", "Deal desk approved 12% discount for Kestrel Logistics, 3 year term."),
        ("marcus", "Today", "10:40 AM", "Nordlys paperwork is countersigned and uploaded."),
    ],
    "design-critique": [
        ("sofia", "Yesterday", "9:00 AM", "Agenda for Thursday is filling up. 3 slots left."),
        ("elena", "Today", "8:50 AM", "Adding the checkout handoff to the agenda, 15 min."),
    ],
    "frontend": [
        ("mateo", "Yesterday", "3:15 PM", "Vite 6 upgrade is merged. Dev server cold start is down to 1.4s."),
        ("anna", "Today", "10:02 AM", "Storybook is now deployed per PR, look for the preview link in the pipeline."),
        ("kai", "Today", "10:30 AM", "Please don't import from `lodash` directly, use `lodash-es` so tree shaking works."),
    ],
    "hiring": [
        ("hannah", "Yesterday", "11:00 AM", "We have final rounds for the Senior SRE role on Thursday and Friday."),
        ("hannah", "Today", "9:45 AM", "Referral bonus is now EUR 3,000 for engineering roles."),
    ],
    "incidents": [
        ("jonas", "Yesterday", "7:32 AM", "Resolved: elevated 5xx on payouts API between 06:58 and 07:21 CET. Postmortem to follow."),
        ("jonas", "Today", "7:40 AM", "Investigating p99 latency on invoices service. Not customer-visible yet."),
        ("tomas", "Today", "9:20 AM", "Mitigated: stale planner stats on invoice_lines. Monitoring."),
    ],
    "office-berlin": [
        ("leah", "Yesterday", "8:30 AM", "The 4th floor kitchen is being repainted on Friday, use the 3rd floor one."),
        ("mei", "Today", "9:31 AM", "Ramen lunch today, sign up in the sheet before 11."),
    ],
    "platform-infra": [
        ("daniel", "Yesterday", "6:10 PM", "Terraform state for eu-west-1 is migrated to the new S3 backend."),
        ("ravi", "Today", "9:00 AM", "New CI runner pool with arm64 nodes is available, label `runs-on: arm64-large`."),
    ],
    "product-launch": [
        ("zara", "Yesterday", "2:00 PM", "Launch blog post draft is ready for review."),
        ("aisha", "Today", "10:15 AM", "Customer webinar on June 26th has 340 registrations so far."),
    ],
    "random": [
        ("mateo", "Yesterday", "5:40 PM", "Our cat Pixel just deployed to production by walking over the keyboard. Here is the culprit.", "rand-cat"),
        ("yuki", "Today", "8:15 AM", "Found the best espresso in Kreuzberg, happy to share the address.", "rand-espresso"),
        ("lucas", "Today", "9:02 AM", "Board game night next Wednesday? I'll bring Wingspan."),
    ],
    "release-train": [
        ("priya", "Yesterday", "2:00 PM", "v2.13.2 hotfix is out. Fixes the payout CSV encoding issue."),
        ("priya", "Today", "2:00 PM", "v2.14.0 train has left the station. Next cut is Tuesday 14:00 CET."),
    ],
    "support-escalations": [
        ("ethan", "Yesterday", "4:10 PM", "Customer reports duplicate webhooks for invoice.paid. Ticket #88213."),
        ("ben", "Yesterday", "4:35 PM", "Known issue, fix is in #4821 going out with v2.14."),
        ("liam", "Today", "11:50 AM", "Confirmed fixed for the customer after the deploy."),
    ],
}

PINS = {
    "engineering": [
        ("eng-oncall-pin", "jonas", "June 3rd", "On-call rotation for June and July. Swap requests go through PagerDuty.", "eng-oncall"),
        ("eng-okr-pin", "priya", "June 2nd", "Engineering OKRs for Q3, please read before planning.", "eng-q3-okrs"),
        ("eng-style-pin", "oliver", "April 14th", "Code review guidelines: small PRs, one approval for docs, two for billing.", None),
    ],
    "design": [
        ("des-crit-pin", "sofia", "May 12th", "Crit format: 5 min context, 15 min feedback, decisions logged in the crit doc.", None),
        ("des-tokens-pin", "kai", "June 5th", "Token package and how to request new tokens.", "des-tokens"),
    ],
    "sales": [
        ("sales-demo-pin", "nina", "June 1st", "Demo environment login: sales-demo@brightline.io, password in 1Password vault Sales.", None),
        ("sales-pricing-pin", "chloe", "June 2nd", "Pricing calculator 2025, the only source of truth for quotes.", "sales-pricing"),
    ],
    "general": [
        ("gen-handbook-pin", "leah", "January 8th", "Employee handbook and holiday calendar.", None),
    ],
}

DM_SMALLTALK = [
    "Do you have 10 minutes for a quick sync after lunch?",
    "Thanks for the review yesterday, addressed all your comments.",
    "Can you take a look at the doc I shared when you get a chance?",
    "Running 5 min late to our 1:1, sorry!",
    "Sure, Thursday afternoon works for me.",
    "I pushed the fix, CI is green now.",
    "Let's pair on this tomorrow morning.",
    "Sounds good, I'll set up the meeting.",
    "Got it, thanks!",
    "Quick question about the billing exports when you're free.",
]

WHATS_NEW = [
    ("Huddles get notes", "Notes and action items are captured automatically and posted in the thread."),
    ("Lists in channels", "Track requests, launches and bugs right next to the conversation."),
    ("Faster search", "Filter by file type, person and date from the new search bar."),
]

# Who each person reports to (the profile panel's "Reports to"); people not listed report to Owen.
MANAGERS = {
    "priya": "oliver", "kai": "priya", "tomas": "priya", "jonas": "daniel", "daniel": "oliver", "ravi": "daniel",
    "ben": "priya", "samuel": "priya", "anna": "kai", "mateo": "kai", "noah": "priya", "jordan": "oliver",
    "elena": "sofia", "emma": "sofia", "maya": "sofia", "sofia": "aisha", "marcus": "victor", "diego": "victor",
    "chloe": "victor", "yuki": "kai", "fatima": "oliver", "mei": "arjun", "arjun": "oliver", "oliver": "owen",
}

# The channel canvas of #product-launch, opened in its own window (the `canvas` state).
CANVAS = {
    "slug": "launch-plan", "channel": "product-launch", "title": "Ledger 3.0 launch plan", "author": "aisha",
    "edited": "Edited today at 10:02 AM",
    "sections": [
        ("Goal", "Ship Ledger 3.0 to every Scale customer on June 24 with no billing incidents."),
        ("Owners", "Product: Aisha Bello. Engineering: Priya Raman. Marketing: Zara Ahmed. Support: Liam O'Connor."),
        ("Milestones", "June 13 feature freeze. June 17 release candidate on staging. June 20 go/no-go. June 24 launch and webinar."),
        ("Open questions", "Do we migrate legacy invoice templates automatically? Who signs off the pricing page copy?"),
    ],
}

# The search box's recent searches, newest first.
RECENT_SEARCHES = ["runbook from:@Tomás Ortega", "in:#incidents payouts", "Nordlys MSA", "release notes v2.14"]

SIDEBAR_NAV = [("threads", "Threads"), ("huddles", "Huddles"), ("drafts", "Drafts & sent"), ("directories", "Directories")]


def build(seed: int) -> dict:
    rng = random.Random(seed)
    people = {}
    for slug, name, title in PEOPLE:
        people[slug] = {"slug": slug, "name": name, "title": title, "avatar": None,  # Slack's initials on a rounded square (kit.avatar)
                        
                        "presence": "active" if slug == ME or rng.random() < 0.55 else "away",
                        "tz": rng.choice(["9:41 AM local time", "2:41 PM local time", "3:41 PM local time"])}
    people["jordan"]["status"] = "Focusing on the ledger export"

    histories = {
        "engineering": _engineering(),
        "design": _design(),
        "sales": _sales(),
        "general": _general(),
    }
    # the long thread lives on Kai's flaky-test message
    for msg in histories["engineering"]:
        if msg["slug"] == "eng-flaky-test":
            msg["thread"] = _engineering_long_thread()
            msg["reply_last"] = "Today at 11:18 AM"
    for ch, items in OTHER_CHANNELS.items():
        msgs, last_day = [], None
        for i, (author, day, time, text, *file) in enumerate(items):
            m = _m(f"{ch}-{i + 1}", author, time, text)
            if file:
                m["file"] = file[0]
            if day != last_day:
                m["day"] = day
                last_day = day
            msgs.append(m)
        histories[ch] = msgs

    # Variety that no task depends on: counts of reactions other than task targets stay as written,
    # a few unread badges and who is active differ by seed.
    channels = []
    unread_pool = ["customer-feedback", "frontend", "incidents", "product-launch", "random", "support-escalations"]
    unread = set(rng.sample(unread_pool, 3))
    for slug, topic, private, members in CHANNELS:
        channels.append({"slug": slug, "topic": topic, "private": private, "members": members,
                         "unread": slug in unread, "mentions": 1 if slug == "incidents" else 0,
                         "messages": histories.get(slug, [])})

    member_lists = {}
    order = [p[0] for p in PEOPLE]
    for slug, topic, private, members in CHANNELS:
        shuffled = order[:]
        rng.shuffle(shuffled)
        member_lists[slug] = sorted(shuffled[: min(len(order), 30 if members > 30 else members)],
                                    key=lambda s: people[s]["name"])
    # fixed membership where tasks rely on it
    member_lists["design"] = sorted(["sofia", "elena", "emma", "maya", "kai", "mateo", "aisha", "zara",
                                     "anna", "jordan", "priya", "lucas", "yuki", "noah", "oliver", "owen",
                                     "leah", "nina", "chloe", "ravi", "ben", "hannah", "diego"],
                                    key=lambda s: people[s]["name"])

    dms = {}
    for i, slug in enumerate(DM_ORDER):
        if slug == ME:
            dms[slug] = [_m(f"dm-{slug}-1", ME, "8:30 AM", "Notes to self: rotate the staging DB credentials, review #4821.",
                            day="Today")]
            continue
        picks = rng.sample(DM_SMALLTALK, 3)
        dms[slug] = [
            _m(f"dm-{slug}-1", slug, "4:12 PM", picks[0], day="Yesterday"),
            _m(f"dm-{slug}-2", ME, "4:20 PM", picks[1]),
            _m(f"dm-{slug}-3", slug, f"{9 + i % 3}:{10 + i:02d} AM", picks[2], day="Today"),
        ]

    files = {}
    for slug, f in FILES.items():
        uploader, date = FILE_META[slug]
        files[slug] = dict(f, slug=slug, uploader=uploader, date=date)
        if "photos" in f:  # catalog photographs, cropped 4:3 as Slack's image previews are
            files[slug]["photos"] = [catalog.photo(pid, "4x3")["url"] for pid in f["photos"]]

    return {
        "workspace": {"name": "Brightline", "domain": "brightline.slack.com"},
        "me": ME,
        "people": people,
        "dm_order": DM_ORDER,
        "dm_unread": {"priya": 2, "aisha": 1},
        "channels": channels,
        "members": member_lists,
        "files": files,
        "channel_files": CHANNEL_FILES,
        "pins": {ch: [{"slug": s, "author": a, "date": d, "text": t, "file": f} for (s, a, d, t, f) in items]
                 for ch, items in PINS.items()},
        "dms": dms,
        "whats_new": [{"title": t, "text": x} for t, x in WHATS_NEW],
        "nav": [{"slug": s, "label": l} for s, l in SIDEBAR_NAV],
        "huddle": {"channel": "engineering", "people": ["jonas", "daniel", "priya", "jordan"],
                   "duration": "18:42", "sharing": "jonas"},
        "invite": {"from": "priya", "channel": "release-train"},
        "managers": {slug: MANAGERS.get(slug, "owen") for slug, _, _ in PEOPLE if slug != "owen"},
        "canvas": CANVAS,
        "recent_searches": RECENT_SEARCHES,
    }
