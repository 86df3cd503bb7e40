"""Seeded content for the `email` mockup (a Gmail-like web client).

`build(seed)` returns everything the page shows: the account, folders and labels, the inbox
(Primary / Promotions / Social / Updates), Sent, Drafts, Spam, Trash, Snoozed and Scheduled, the
conversations behind every row, the Tasks side panel, the Meet picture-in-picture call and the
compose presets. Messages are hand-written; the seed only varies the times between messages and
which of the older messages are still unread, so every slug (and so every `data-igg-id`) is the
same for every seed. Dates are fixed strings computed from a fixed "now" (Thu, Jun 12, 2025).
"""
from __future__ import annotations

import random
import re
from datetime import datetime, timedelta

from igg.mockups.assets import catalog

TITLE = "Inbox (1,284) - jordan.reyes@gmail.com - Gmail"

NOW = datetime(2025, 6, 12, 11, 5)

ME = {"name": "Jordan Reyes", "email": "jordan.reyes@gmail.com", "initials": "JR", "color": "#1e8e3e"}

# Everyone gets Gmail's coloured initial, as the real app shows for an account with no picture
# (the project ships no licence-clear photographic portraits; cartoon avatars are a mock's tell).

AVATAR_COLORS = ["#e8710a", "#1a73e8", "#d93025", "#188038", "#9334e6", "#c5221f", "#12858a", "#b06000",
                 "#5f6368", "#e52592", "#185abc", "#137333", "#a142f4", "#ea8600", "#0b8043"]

# key: (display name, address)
PEOPLE = {
    "priya": ("Priya Raman", "priya.raman@northwind.io"),
    "dana": ("Dana Whitfield", "dana.whitfield@northwind.io"),
    "marcus": ("Marcus Bell", "marcus.bell@northwind.io"),
    "kai": ("Kai Nakamura", "kai.nakamura@gmail.com"),
    "gene": ("Gene Okafor", "gene@maplecourtliving.com"),
    "tomas": ("Tomás Herrera", "tomas@herrerabuilders.com"),
    "mom": ("Mom", "linda.reyes52@gmail.com"),
    "dad": ("Dad", "rob.reyes@outlook.com"),
    "ravi": ("Ravi Patel", "ravi.patel@gmail.com"),
    "sofia": ("Sofia Alvarez", "sofia.alvarez@gmail.com"),
    "ben": ("Ben Carter", "bencarter88@gmail.com"),
    "lena": ("Lena Fischer", "lena@fischerstudio.design"),
    "olivia": ("Olivia Brooks", "olivia.brooks@northwind.io"),
    "ruth": ("Aunt Ruth", "ruth.delgado@yahoo.com"),
    "hr": ("Northwind People Team", "people@northwind.io"),
    "library": ("Millbrook Public Library", "notices@millbrooklibrary.org"),
    "dental": ("Bright Smile Dental", "appointments@brightsmiledental.com"),
    "pta": ("Greenfield Elementary PTA", "pta@greenfieldelementary.org"),
    "xfinity": ("Xfinity", "online.communications@alerts.comcast.net"),
    "autocare": ("Larkspur Auto Care", "service@larkspurauto.com"),
    "summit": ("DesignOps Summit", "speakers@designopssummit.com"),
    "concur": ("SAP Concur", "autonotification@concursolutions.com"),
    "vet": ("Cedar Hill Animal Clinic", "frontdesk@cedarhillvet.com"),
    "hoa": ("Maple Court HOA", "board@maplecourthoa.org"),
    "cpa": ("Hannah Lee, CPA", "hannah@leetaxadvisors.com"),
    "camp": ("Camp Tamarack", "registrar@camptamarack.org"),
    "greg": ("Greg Novak", "greg.novak@gmail.com"),
    "boulders": ("Dogpatch Boulders", "members@dogpatchboulders.com"),
    "podcast": ("Design Details", "hello@designdetails.fm"),
    "plumbing": ("Reliable Plumbing & Rooter", "office@reliableplumbingsf.com"),
    "megan": ("Megan Shaw", "megan.shaw@gmail.com"),
    "lemonade": ("Lemonade", "help@lemonade.com"),
    "alicia": ("Alicia Gómez", "alicia.gomez@gmail.com"),
    "clay": ("Clay Street Studio", "classes@claystreetstudio.com"),
    "foodbank": ("SF-Marin Food Bank", "volunteer@sfmfoodbank.org"),
    "nate": ("Nate Ellis", "nate.ellis@lumenhealth.com"),
    "b2b": ("Bay to Breakers", "results@baytobreakers.com"),
    "state": ("U.S. Passport Services", "no-reply@travel.state.gov"),
    "samjess": ("Sam & Jess", "samandjess2025@gmail.com"),
    "tahoe": ("Tahoe Lakeside Rentals", "stay@tahoelakesiderentals.com"),
    "priscilla": ("Priscilla Wong", "pwong.sf@gmail.com"),
    "garden": ("Potrero Community Garden", "potrerogarden@gmail.com"),
    "oakridge": ("Oakridge University", "giving@oakridge.edu"),
    "emma": ("Emma Collins", "emma.collins03@gmail.com"),
    "workshop": ("The Commons Coworking", "frontdesk@thecommonssf.com"),
    # promotions
    "patagonia": ("Patagonia", "patagonia@email.patagonia.com"),
    "rei": ("REI Co-op", "rei@notices.rei.com"),
    "ubereats": ("Uber Eats", "uber@uber.com"),
    "spotify": ("Spotify", "no-reply@spotify.com"),
    "warby": ("Warby Parker", "hello@warbyparker.com"),
    "allbirds": ("Allbirds", "hello@allbirds.com"),
    "sephora": ("Sephora", "sephora@beauty.sephora.com"),
    "homedepot": ("The Home Depot", "homedepot@order.homedepot.com"),
    "blueapron": ("Blue Apron", "hello@blueapron.com"),
    "delta": ("Delta SkyMiles", "skymiles@e.delta.com"),
    "bestbuy": ("Best Buy", "bestbuyinfo@emailinfo.bestbuy.com"),
    "nytcooking": ("NYT Cooking", "cooking@nytimes.com"),
    "alltrails": ("AllTrails", "hello@alltrails.com"),
    "scotts": ("Scotts", "scotts@email.scotts.com"),
    "guitarcenter": ("Guitar Center", "deals@email.guitarcenter.com"),
    "dwr": ("Design Within Reach", "dwr@email.dwr.com"),
    # social
    "linkedin": ("LinkedIn", "notifications-noreply@linkedin.com"),
    "strava": ("Strava", "no-reply@strava.com"),
    "facebook": ("Facebook", "notification@facebookmail.com"),
    "instagram": ("Instagram", "no-reply@mail.instagram.com"),
    "nextdoor": ("Nextdoor", "reply@rs.email.nextdoor.com"),
    "meetup": ("Meetup", "info@meetup.com"),
    "pinterest": ("Pinterest", "recommendations@inspire.pinterest.com"),
    "goodreads": ("Goodreads", "no-reply@mail.goodreads.com"),
    # updates
    "chase": ("Chase", "no.reply.alerts@chase.com"),
    "united": ("United Airlines", "unitedairlines@united.com"),
    "amazon": ("Amazon.com", "shipment-tracking@amazon.com"),
    "gcal": ("Google Calendar", "calendar-notification@google.com"),
    "github": ("GitHub", "noreply@github.com"),
    "pge": ("PG&E", "customerservice@pge.com"),
    "usps": ("USPS Informed Delivery", "USPSInformeddelivery@email.informeddelivery.usps.com"),
    "venmo": ("Venmo", "venmo@venmo.com"),
    "dropbox": ("Dropbox", "no-reply@dropbox.com"),
    "zoom": ("Zoom", "no-reply@zoom.us"),
    # spam
    "sp1": ("Costco Rewards Center", "rewards@cstco-members-center.top"),
    "sp2": ("Dr. Samuel Okoro", "office.fund.release@gmx.com"),
    "sp3": ("Crypto Wealth Alert", "alerts@coin-profits-daily.biz"),
    "sp4": ("USPS Delivery", "parcel-notice@usps-redelivery.info"),
    "sp5": ("Netflix Billing", "billing@netflix-account-support.co"),
    "sp6": ("SEO Growth Partners", "grow@rank1seo-partners.net"),
}

LABELS = [
    ("work", "Work", "#4986e7"), ("finance", "Finance", "#16a766"), ("travel", "Travel", "#ffad47"),
    ("receipts", "Receipts", "#a479e2"), ("family", "Family", "#f691b3"), ("home-renovation", "Home renovation", "#fb4c2f"),
    ("kids-school", "Kids' school", "#43d692"), ("taxes-2024", "Taxes 2024", "#b99aff"), ("book-club", "Book club", "#e07798"),
    ("climbing", "Climbing", "#2da2bb"), ("conference", "Conference", "#ffc8af"), ("newsletters", "Newsletters", "#c2c2c2"),
    ("medical", "Medical", "#98d7e4"), ("car", "Car", "#8e63ce"), ("house-hunting", "House hunting", "#fad165"),
    ("volunteering", "Volunteering", "#68dfa9"),
]


def slugify(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")


# ---------------------------------------------------------------------------------------------
# The inbox, newest first. (slug, sender, subject, [paragraphs], [attachments], flags, [labels])
# flags: u unread, s starred, i important. Bodies exclude greeting/sign-off (added from sender).
# ---------------------------------------------------------------------------------------------
PRIMARY = [
    ("offsite-venue", "priya", "Offsite venue: Hillcrest Lodge vs. the Presidio",
     ["Quick recap of where we landed: Hillcrest Lodge holds the Sept 18-19 dates until Friday. I've attached the contract and the side-by-side comparison."],
     ["Hillcrest_Lodge_contract.pdf", "Venue_comparison.xlsx"], "ui", ["work"]),
    ("lease-renewal", "gene", "Lease renewal for Unit 4B - please sign by June 20",
     ["Your current lease ends on July 31. The renewal offer keeps your rent at $2,840/month for a 12-month term, or $2,915/month for month-to-month.",
      "Please review the attached agreement and return a signed copy by Friday, June 20. Let me know if you have any questions about the parking addendum."],
     ["Lease_renewal_2025.pdf"], "ui", []),
    ("q3-budget", "dana", "Q3 budget review - final numbers",
     ["Attached is v4 of the Q3 budget with the headcount changes from Tuesday. Net spend lands at $1.42M, about 3% under plan, mostly from the delayed contractor start.",
      "Can you sanity-check the design tooling line (row 38) before I send it to Marcus on Monday?"],
     ["Q3_budget_v4.xlsx"], "u", ["work", "finance"]),
    ("climbing-saturday", "kai", "Climbing Saturday?",
     ["Thinking Mission Cliffs around 10 then tacos at La Palma after. Maya might come too. You in? I can drive if you grab the rope."],
     [], "u", ["climbing"]),
    ("kitchen-renovation", "tomas", "Kitchen renovation - revised quote & floor plan",
     ["The cabinets are confirmed for the week of July 7. I'll have the crew there at 8 on Monday."],
     ["Kitchen_floorplan_rev2.pdf", "Revised_quote_1187.pdf"], "s", ["home-renovation"]),
    ("dentist-appointment", "dental", "Appointment confirmation: Tue, Jun 17 at 8:30 AM",
     ["This is a reminder of your upcoming cleaning with Dr. Helen Cho on Tuesday, June 17 at 8:30 AM at our Valencia Street office.",
      "Please arrive 10 minutes early to update your insurance information. Need to reschedule? Call us at (415) 555-0148."],
     [], "", ["medical"]),
    ("tahoe-photos", "ravi", "Photos from the Tahoe weekend!",
     ["Finally went through everything from the weekend. Here are a few of my favourites: the rowing boats by the cabin at sunset, the summit at sunrise, the trail to the peaks and the creek on the way down. The full album is on the shared drive."],
     ["rowing_boats_at_sunset.jpg", "summit_at_sunrise.jpg", "trail_to_the_peaks.jpg", "creek_on_the_way_down.jpg"], "us", ["family"]),
    ("sunday-dinner", "mom", "Sunday dinner + Dad's new lawn",
     ["Dad is making his brisket on Sunday, come by around 5. Bring the salad bowl back if you remember!",
      "Also attaching a picture of the lawn. After the drought your father reseeded the whole yard, and he wants everyone to see the grass."],
     ["dads_new_lawn.jpg"], "", ["family"]),
    ("xfinity-bill", "xfinity", "Your Xfinity bill is ready",
     ["Your bill for account ending in 4417 is ready. Amount due: $89.99. Due date: June 28, 2025. Autopay is scheduled to process on the due date."],
     [], "", ["finance"]),
    ("design-systems-intro", "lena", "Intro: Jordan <> Lena (design systems)",
     ["Priya mentioned you're rebuilding the component library at Northwind. I led the token migration at Fieldnote last year and would love to compare notes.",
      "Would a 30-minute call next Wednesday or Thursday work?"],
     [], "u", ["work"]),
    ("open-enrollment", "hr", "Reminder: benefits open enrollment closes Friday",
     ["Open enrollment for 2025-26 benefits closes this Friday, June 13 at 5:00 PM PT. If you don't make changes, your current medical, dental and vision elections roll over.",
      "New this year: the HSA employer contribution increases to $1,200 and we've added a fertility benefit through Carrot."],
     [], "i", ["work"]),
    ("book-club-july", "sofia", "Book club: July pick + hosting",
     ["The votes are in and July is 'Tomorrow, and Tomorrow, and Tomorrow'. Could you host on the 24th? I'll bring dessert and Ben volunteered drinks."],
     [], "", ["book-club"]),
    ("fantasy-draft", "ben", "Re: Fantasy league draft date",
     ["Locking in Sunday, August 31 at 6 PM. Commissioner fee is $40 this year, Venmo me whenever. Trash talk in the group chat only please."],
     [], "", []),
    ("field-day", "pta", "Field Day volunteers needed (June 24)",
     ["We still need 12 volunteers for the water-balloon station and the popsicle table. Shifts are 9-11 AM and 11 AM-1 PM. Sign up through the link on the PTA site."],
     [], "", ["kids-school"]),
    ("lunch-next-week", "olivia", "Lunch next week?",
     ["Now that the launch is out the door, want to grab lunch? Tuesday or Wednesday works for me, maybe the new ramen place on 3rd."],
     [], "", []),
    ("enchilada-recipe", "ruth", "The enchilada recipe you asked for",
     ["Here it is, mija. The secret is toasting the chiles first and using Oaxaca cheese, not the shredded bag stuff. Serves 6 if your uncle doesn't get there first."],
     ["Enchiladas_verdes.docx"], "s", ["family"]),
    ("car-service", "autocare", "Your 30,000-mile service is due",
     ["Our records show your 2019 Subaru Outback is due for its 30,000-mile service. Book before June 30 and save 15% on the service package."],
     [], "", ["car"]),
    ("talk-accepted", "summit", "Your talk proposal has been accepted",
     ["Congratulations! 'Tokens all the way down: scaling a design system across 40 teams' has been accepted for DesignOps Summit 2025 in Chicago, October 8-9.",
      "Please confirm your slot and review the speaker guide by July 1."],
     ["Speaker_guide_2025.pdf"], "si", ["conference", "work"]),
    ("expense-approved", "concur", "Expense report #4471 approved",
     ["Your expense report 'Portland user research trip' for $1,268.40 has been approved by Marcus Bell and will be reimbursed in the next payroll cycle."],
     [], "", ["receipts", "work"]),
    ("growth-plan", "marcus", "1:1 notes + growth plan draft",
     ["Thanks for the good conversation today. I captured the three focus areas we discussed in the attached draft; edit freely and we can finalize at our next 1:1."],
     ["Growth_plan_draft.docx"], "", ["work"]),
    ("vet-checkup", "vet", "Biscuit is due for his annual checkup",
     ["Biscuit is due for his annual wellness exam and rabies booster. We have openings on Saturday mornings in June. Reply to this email or call (415) 555-0192."],
     [], "", []),
    ("hoa-minutes", "hoa", "Minutes from the June HOA meeting",
     ["Attached are the minutes. Highlights: the roof repair assessment passed 14-3, the pool reopens June 21, and the next meeting is July 15."],
     ["HOA_minutes_June.pdf"], "", []),
    ("amended-return", "cpa", "Documents needed for your 2024 amended return",
     ["To finish the amended 2024 return I still need the corrected 1099-B from your brokerage and the receipt for the home office chair. Please upload them to the portal."],
     [], "i", ["taxes-2024", "finance"]),
    ("camp-registration", "camp", "Summer camp registration confirmed",
     ["Lucas is registered for Explorers Week 2 (July 14-18), 9 AM-3 PM. Please pack a water bottle, sunscreen and closed-toe shoes every day."],
     ["Camp_packing_list.pdf"], "", ["kids-school"]),
    ("fence-repair", "greg", "Fence repair - splitting the cost?",
     ["The fence between our yards took a beating in the storm. I got a quote from Bayside Fencing for $1,150 to replace the two damaged panels. Split it 50/50?"],
     [], "", []),
    ("membership-freeze", "boulders", "Your membership freeze is confirmed",
     ["Your membership is frozen from July 1 to July 31. Billing resumes on August 1 at $95/month. Enjoy the break!"],
     [], "", ["climbing", "receipts"]),
    ("podcast-invite", "podcast", "Invitation: guest spot on Design Details",
     ["We loved your Config talk and would like to have you on the show to talk about design systems at scale. We record on Thursdays; episodes run about 45 minutes."],
     [], "", ["work"]),
    ("water-heater", "plumbing", "Estimate for water heater replacement",
     ["Thanks for having us out. Attached is the estimate for replacing your 40-gallon water heater with a 50-gallon Rheem unit, including haul-away: $2,380."],
     ["Estimate_2291.pdf"], "", ["home-renovation"]),
    ("reunion", "megan", "Class of 2012 reunion - save the date",
     ["Can you believe it's been 13 years? We're doing a casual reunion at Hopmonk on Saturday, October 4. Spread the word to the old crew!"],
     [], "", []),
    ("renters-insurance", "lemonade", "Your renters policy renews on July 1",
     ["Your renters policy LR3A9F7 renews on July 1 for $14.25/month. Your coverage stays the same: $30,000 personal property and $100,000 liability."],
     [], "", ["finance"]),
    ("sprinkler-timer", "dad", "Re: Fixing the sprinkler timer",
     ["Try holding the reset button for 10 seconds, then set zone 3 to 15 minutes. If it still skips, the solenoid is probably gone. I have a spare in the garage."],
     [], "", ["family"]),
    ("portfolio-thanks", "alicia", "Thanks for the portfolio review",
     ["Your feedback on the case studies was so helpful. I rewrote the Loop project with the problem framing up front. Would you mind one more look before I apply?"],
     [], "", []),
    ("ceramics-workshop", "clay", "Ceramics workshop - spots open for July",
     ["Two spots just opened in Wheel Throwing I (Tuesdays, July 8 - Aug 12, 6:30-9 PM). Reply by Monday to hold a spot."],
     [], "", []),
    ("volunteer-shift", "foodbank", "Your volunteer shift on June 28",
     ["You're confirmed for the Saturday morning packing shift at our Pier 80 warehouse, 8:45 AM-12 PM. Closed-toe shoes required."],
     [], "", ["volunteering"]),
    ("lumen-role", "nate", "Principal Product Designer role at Lumen Health",
     ["I'm leading design hiring at Lumen Health and your work on Northwind's design system stood out. Open to a quick chat about a principal role on our care team?"],
     [], "", []),
    ("race-results", "b2b", "Your Bay to Breakers results are in",
     ["Official time: 1:04:37. You finished 2,318th of 21,540 runners. Download your finisher certificate and photos from the results page."],
     [], "", []),
    ("passport-status", "state", "Your passport application status",
     ["Your passport application has been approved and your passport was mailed on June 3. Please allow up to 2 weeks for delivery."],
     [], "", ["travel"]),
    ("wedding-rsvp", "samjess", "RSVP reminder: Sam & Jess - August 16",
     ["We can't wait to celebrate with you in Sonoma! Please RSVP by June 30 and let us know about any dietary restrictions."],
     [], "", []),
    ("tahoe-survey", "tahoe", "How was your stay at Emerald Bay Cabin?",
     ["Thanks for staying with us over Memorial Day weekend. We'd love to hear about your stay; the survey takes 2 minutes and includes 10% off your next booking."],
     [], "", ["travel"]),
    ("library-overdue", "library", "Reminder: 1 item is overdue",
     ["The following item was due on June 5: 'The Design of Everyday Things' by Don Norman. Please return or renew it to avoid a hold on your account."],
     [], "u", []),
    ("moving-boxes", "priscilla", "Free moving boxes if you want them",
     ["We just finished unpacking and have about 30 boxes plus packing paper. They're yours if you want them for the renovation, just swing by."],
     [], "", []),
    ("garden-plot", "garden", "Community garden plot #14 - watering schedule",
     ["Summer watering rotation is posted. You're on Tuesdays and Fridays through August. The shared tomato cages are in the shed."],
     [], "", ["volunteering"]),
    ("donation-receipt", "oakridge", "Your gift to Oakridge University - receipt",
     ["Thank you for your gift of $150 to the Oakridge Design Scholarship Fund. This email serves as your tax receipt. No goods or services were provided."],
     [], "", ["taxes-2024", "receipts"]),
    ("babysitting", "emma", "Re: Friday night babysitting",
     ["Friday works! I can be there at 6:30 and stay until 11. Should I give Lucas dinner or will he have eaten?"],
     [], "", []),
    ("coworking-receipt", "workshop", "Receipt for your day pass",
     ["Thanks for working with us! Day pass, June 2 - $35.00, charged to Visa ending in 0921. Wi-Fi password for your next visit: commons2025."],
     [], "", ["receipts"]),
]

PROMOTIONS = [
    ("patagonia-summer-sale", "patagonia", "Summer sale: up to 40% off packs and baselayers",
     ["Our summer sale is here. Save up to 40% on Black Hole packs, Capilene baselayers and more while supplies last."], [], "u", []),
    ("rei-dividend", "rei", "Your 2025 member dividend is here",
     ["Your member reward of $38.62 is ready to spend in stores and online through December 31."], [], "u", []),
    ("uber-eats-offer", "ubereats", "$0 delivery fee on your next 3 orders",
     ["Hungry? Get $0 delivery fee on your next 3 orders over $15 from restaurants near you. Offer ends Sunday."], [], "", []),
    ("spotify-family", "spotify", "Try Premium Family for $0 for 1 month",
     ["Up to 6 Premium accounts for family members living under one roof. Cancel anytime."], [], "", []),
    ("warby-exam", "warby", "Your eye exam is due - book today",
     ["It's been a year since your last eye exam. Book an appointment at Warby Parker Hayes Valley in a few taps."], [], "", []),
    ("allbirds-new", "allbirds", "New arrivals: the Tree Runner Go",
     ["Meet our lightest everyday sneaker yet, made with eucalyptus tree fiber. Free shipping on every order this week."], [], "u", []),
    ("sephora-points", "sephora", "You have 1,240 Beauty Insider points",
     ["Redeem your points for a $25 reward during the Savings Event. Plus, free shipping on all orders."], [], "", []),
    ("home-depot-garden", "homedepot", "Father's Day deals on garden tools and grills",
     ["Save 30% on garden tools, from spades to pruners, and up to $200 on select Weber grills."], [], "", []),
    ("alltrails-plus", "alltrails", "30% off AllTrails+ for summer hikes",
     ["Download offline maps, get wrong-turn alerts and plan your next summit hike. 30% off an annual membership through June 20."], [], "u", []),
    ("scotts-lawn", "scotts", "Grass seed: buy 2, get 1 free",
     ["Thicker, greener lawns start now. Buy two bags of Turf Builder grass seed and get the third free."], [], "", []),
    ("guitar-center-cymbals", "guitarcenter", "This weekend only: 20% off cymbals",
     ["Crash, ride and hi-hat cymbals from Zildjian, Sabian and Meinl are 20% off through Sunday, in stores and online."], [], "", []),
    ("dwr-sale", "dwr", "The Design Within Reach sale: up to 25% off",
     ["Save on modern design icons: the Eames lounge chair, Nelson bubble lamps and more. Members save an extra 5%."], [], "", []),
    ("tahoe-summer-stays", "tahoe", "Summer stays: 10% off, rowing boat hire included",
     ["Book a lakeside cabin for July or August and save 10%. Every stay includes free rowing boat hire on the lake."], [], "", ["travel"]),
    ("blue-apron-menu", "blueapron", "This week's menu: 5 summer favourites",
     ["Seared salmon with corn and tomato salad, chicken tinga tacos and more. 50% off your first box."], [], "", []),
    ("delta-getaways", "delta", "Spend miles on summer getaways",
     ["Round-trip flights to Honolulu from 25,000 miles. Book by June 17 for travel through September."], [], "", []),
    ("bestbuy-july4", "bestbuy", "4th of July sale starts now",
     ["Save on TVs, laptops and smart light bulbs. Plus, members get early access to doorbusters."], [], "", []),
    ("nyt-cooking", "nytcooking", "Cook this week: 5 easy summer dinners",
     ["Grilled halloumi with peaches, a one-pot orzo, and the tomato sandwich you'll make all summer."], [], "", ["newsletters"]),
]

# The photos this app may show: the catalog allocates each photo to one app (photos/index.json).
PHOTOS = {p["id"]: p for p in catalog.photos(app="email")}

# Photo attachments, named for what each photo shows (the viewer shows the 16:9 crop).
PHOTO_ATTACHMENTS = {
    "rowing_boats_at_sunset.jpg": "rowing-boats", "summit_at_sunrise.jpg": "summit-sunrise",
    "trail_to_the_peaks.jpg": "picos-de-europa", "creek_on_the_way_down.jpg": "forest-stream",
    "dads_new_lawn.jpg": "grass-blades",
}

# The "Top picks" strip on the Promotions tab, one card per promotion, each with a photo that fits
# the offer (a scene behind the text, or a product shot on white):
# (slug, brand, headline, detail, expiry, brand colour, photo, alt text)
DEALS = [
    ("patagonia-hiking", "Patagonia", "Up to 40% off", "Hiking packs for the trail", "Ends Jun 15", "#2f5d50",
     "picos-de-europa", "A hiking trail across a pasture toward rocky mountains"),
    ("rei-dividend", "REI Co-op", "$38.62 reward", "Water shoes for creek hikes", "Ends Dec 31", "#2b4a7e",
     "forest-stream", "A creek running over mossy rocks in the forest"),
    ("home-depot-garden", "The Home Depot", "Save 30%", "Garden tools, spades and more", "Ends Jun 15", "#f96302",
     "garden-spade", "A garden spade"),
    ("delta-honolulu", "Delta SkyMiles", "25,000 miles", "Round-trip flight to Honolulu", "Ends Jun 17", "#0b2a5b",
     "jumbo-jet", "A jumbo jet in flight"),
    ("alltrails-plus", "AllTrails", "30% off AllTrails+", "Plan your next summit hike", "Ends Jun 20", "#1b5e20",
     "summit-sunrise", "The sun rising over a mountain summit"),
    ("bestbuy-smart-lights", "Best Buy", "Doorbusters", "Smart light bulbs from $9.99", "Ends Jul 4", "#0046be",
     "light-bulb", "A light bulb"),
    ("tahoe-summer-stays", "Tahoe Lakeside Rentals", "10% off stays", "Free rowing boat hire", "Ends Jun 30", "#1e3a5f",
     "rowing-boats", "Rowing boats on the lake shore at sunset"),
    ("scotts-lawn", "Scotts", "Buy 2, get 1 free", "Grass seed for a greener lawn", "Ends Jun 22", "#2e7d32",
     "grass-blades", "Fresh green grass"),
    ("guitar-center-cymbals", "Guitar Center", "20% off cymbals", "Crash, ride and hi-hat cymbals", "Ends Jun 15", "#c8102e",
     "crash-cymbal", "A crash cymbal"),
    ("dwr-modern", "Design Within Reach", "Up to 25% off", "Modern design icons", "Ends Jun 23", "#222222",
     "curved-facade", "The curved facade of a modern building"),
]

SOCIAL = [
    ("linkedin-searches", "linkedin", "You appeared in 14 searches this week",
     ["See who's looking at your profile: recruiters from Lumen Health, Figma and 3 others."], [], "u", []),
    ("strava-kudos", "strava", "Kai Nakamura gave you kudos",
     ["Kai Nakamura gave you kudos on 'Morning Run - Crissy Field' (8.2 km, 5:12 /km)."], [], "u", []),
    ("facebook-memories", "facebook", "Ravi Patel tagged you in 3 photos",
     ["Ravi Patel tagged you in 3 photos from Priya & Ravi's Wedding. See the photos and add a comment."], [], "", []),
    ("instagram-follow", "instagram", "sofia.alvarez and 4 others liked your post",
     ["See what sofia.alvarez, kainakamura and others are sharing on Instagram."], [], "", []),
    ("nextdoor-digest", "nextdoor", "Lost cat near 24th & Florida + 4 more posts",
     ["Top posts in Potrero Hill: Lost orange tabby near 24th & Florida, free couch on Vermont St, and a new bakery opening."], [], "", []),
    ("meetup-ux", "meetup", "New event: UX Bay Area summer social",
     ["UX Bay Area is hosting a summer social on Thursday, June 26 at 6 PM at Spark Social SF. 84 members going."], [], "", []),
    ("pinterest-ideas", "pinterest", "Kitchen ideas picked for you",
     ["Open shelving, terrazzo countertops and 21 more kitchen ideas based on your boards."], [], "", []),
    ("goodreads-sofia", "goodreads", "Sofia Alvarez wants to be friends",
     ["Sofia Alvarez added 'Tomorrow, and Tomorrow, and Tomorrow' to her Want to Read shelf and sent you a friend request."], [], "", []),
]

UPDATES = [
    ("chase-statement", "chase", "Your credit card statement is ready",
     ["Your Sapphire Preferred statement is available. Statement balance: $1,982.14. Minimum payment due: $40.00 on July 3."], [], "u", ["finance"]),
    ("united-trip", "united", "Your trip confirmation: SFO - BOS, Jul 9",
     ["Confirmation number KX7Q2L. UA 1288 departs San Francisco at 7:05 AM and arrives in Boston at 3:41 PM. Seat 21C."], [], "u", ["travel"]),
    ("amazon-shipped", "amazon", "Shipped: 'OXO Good Grips Salad Spinner' and 1 more item",
     ["Your package is on the way and arrives Friday, June 13. Track your package in Your Orders."], [], "", ["receipts"]),
    ("calendar-digest", "gcal", "Updated invitation: Design sync @ Thu Jun 12, 11am",
     ["This event has been updated: the location changed to Meet and Dana Whitfield was added."], [], "", []),
    ("github-security", "github", "[northwind/ui-kit] Security alert: 2 vulnerable dependencies",
     ["Dependabot found 2 vulnerabilities in your dependencies: postcss (moderate) and semver (high)."], [], "", ["work"]),
    ("pge-bill", "pge", "Your PG&E Energy Statement is ready",
     ["Your energy statement for May is ready. Amount due: $112.37 on June 27."], [], "", ["finance"]),
    ("usps-digest", "usps", "Your Daily Digest for Thu, 6/12",
     ["You have 3 mailpieces and 1 package arriving soon."], [], "", []),
    ("venmo-payment", "venmo", "Ben Carter paid you $42.50",
     ["Ben Carter paid you $42.50 for 'Tacos + beer'. The money is in your Venmo balance."], [], "", []),
    ("dropbox-storage", "dropbox", "Your Dropbox is almost full",
     ["You've used 1.91 GB of your 2 GB. Upgrade to Dropbox Plus for 2 TB of space."], [], "", []),
    ("zoom-recording", "zoom", "Cloud recording is now available",
     ["The recording for 'Northwind design crit' is now available. It will be deleted in 30 days."], [], "", ["work"]),
]

SENT = [
    ("sent-kai-climbing", "kai", "Re: Climbing Saturday?", ["I'm in! I'll bring the rope and chalk. Meet at 10?"]),
    ("sent-gene-parking", "gene", "Question about the parking addendum", ["Before I sign, does the parking addendum transfer with the renewal or do I need to reapply for spot 12?"]),
    ("sent-dana-budget", "dana", "Re: Q3 budget review", ["Row 38 looks right, the Figma renewal moved to Q4. Good to send."]),
    ("sent-tomas-cabinets", "tomas", "Re: Kitchen renovation", ["Sounds good. We'll leave the side gate unlocked on Monday morning."]),
    ("sent-mom-dinner", "mom", "Re: Sunday dinner", ["We'll be there! I'll bring the salad bowl and a pie."]),
    ("sent-priya-venue", "priya", "Re: Offsite venue", ["Hillcrest looks great. Can we ask whether they can do a vegetarian BBQ option?"]),
    ("sent-emma-friday", "emma", "Friday night babysitting", ["Hi Emma, are you free this Friday from 6:30 to 11? Lucas has been asking for you."]),
    ("sent-cpa-docs", "cpa", "Re: Documents needed", ["Uploaded the corrected 1099-B to the portal. Still digging for the chair receipt."]),
    ("sent-lena-call", "lena", "Re: Intro", ["Lovely to meet you, Lena! Thursday at 2 PM works for me."]),
    ("sent-greg-fence", "greg", "Re: Fence repair", ["50/50 is fair. Go ahead and book Bayside, I'll Venmo you my half."]),
]

DRAFTS = [
    ("draft-hillcrest-questions", "priya", "Questions for Hillcrest", ["Hi Priya, a few questions before we sign: 1) Is the deposit refundable until Aug 1? 2)"]),
    ("draft-field-day", "pta", "Field Day sign-up", ["Hi! I can take the 9-11 AM shift at the popsicle table."]),
    ("draft-podcast", "podcast", "Re: Invitation: guest spot", ["Thanks so much for thinking of me! I'd love to"]),
]

SPAM = [
    ("spam-costco", "sp1", "Congratulations! You've been selected for a $500 reward", ["Complete a short survey to claim your exclusive member reward before it expires."]),
    ("spam-fund", "sp2", "URGENT: Release of your pending fund", ["I am contacting you regarding an unclaimed fund of US$4.5 million that requires your immediate attention."]),
    ("spam-crypto", "sp3", "This coin is about to 10x", ["Our analysts have found the next big thing. Join 12,000 investors already profiting."]),
    ("spam-usps", "sp4", "Your package could not be delivered", ["We attempted to deliver your parcel. Please confirm your address and pay a $1.99 redelivery fee."]),
    ("spam-netflix", "sp5", "Your account has been suspended", ["We were unable to process your payment. Update your billing details within 24 hours."]),
    ("spam-seo", "sp6", "Rank #1 on Google in 30 days", ["We noticed your website isn't ranking for key terms. Our guaranteed SEO package can help."]),
]

TRASH = [
    ("trash-survey", "tahoe", "Last chance: 10% off your next stay", ["Book by June 15 to save 10% on summer weekends."]),
    ("trash-webinar", "zoom", "Webinar reminder: Hybrid work in 2025", ["Your webinar starts in 1 hour."]),
    ("trash-newsletter", "nytcooking", "The weekend menu", ["Three recipes for a lazy Saturday."]),
    ("trash-offer", "bestbuy", "Your cart is waiting", ["The items in your cart are selling fast."]),
]

SNOOZED = [
    ("snoozed-passport-photos", "state", "Passport photo requirements", ["Photos must be 2 x 2 inches, in color, taken in the last 6 months."], "Jun 16"),
    ("snoozed-car-registration", "autocare", "Registration renewal reminder", ["Your vehicle registration expires on July 22."], "Jul 1"),
    ("snoozed-reunion-poll", "megan", "Reunion venue poll", ["Vote for the reunion venue by the end of the month."], "Jun 20"),
]

SCHEDULED = [
    ("scheduled-priya-agenda", "priya", "Offsite agenda draft", ["Hi Priya, here's a first pass at the agenda for day one."], "Fri, Jun 13, 8:00 AM"),
    ("scheduled-mom-birthday", "mom", "Happy birthday!", ["Happy birthday Mom! Dinner is on us this year."], "Sat, Jun 21, 9:00 AM"),
]

# Longer conversations. Each entry: (sender, to, [paragraphs], [attachments], hours before the row time)
THREADS = {
    "offsite-venue": [
        ("priya", "me, Dana, Marcus", ["Hi all,",
         "I've shortlisted two venues for the Q3 offsite on Sept 18-19: Hillcrest Lodge in Sonoma and the Golden Gate Club in the Presidio. Both hold 40 people and have breakout rooms.",
         "Can everyone share preferences by Wednesday?", "Thanks,\nPriya"], [], 50),
        ("dana", "Priya, me, Marcus", ["Budget-wise the Presidio is cheaper ($18.5k vs $24k all-in), but Hillcrest includes lodging so we'd skip the hotel block.",
         "I'd lean Hillcrest if we can get the catering down.", "Dana"], [], 46),
        ("me", "Priya, Dana, Marcus", ["Hillcrest gets my vote. The team has been asking for an overnight, and the fire pit is a great spot for the retro.",
         "Jordan"], [], 30),
        ("marcus", "Priya, me, Dana", ["Agree on Hillcrest. Priya, can you ask if they'd hold the dates while legal reviews the contract?", "Marcus"], [], 26),
        ("dana", "Priya, me, Marcus", ["They also confirmed the shuttle from the Caltrain station, $1,100 round trip.", "D."], [], 20),
        ("priya", "me, Dana, Marcus", ["Hi all,",
         "Quick recap of where we landed: Hillcrest Lodge holds the Sept 18-19 dates until Friday. I've attached the contract and the side-by-side comparison.",
         "Here's the draft plan for the two days so you can see how the space works:",
         "Day 1 - Thursday, Sept 18\n8:00 AM  Shuttle leaves Caltrain (4th & King)\n9:45 AM  Arrival, coffee and check-in at the main lodge\n10:30 AM  Kickoff: H2 priorities (Marcus)\n12:00 PM  Lunch on the terrace\n1:30 PM  Breakouts: design system, onboarding, research ops\n4:00 PM  Hike or free time\n6:30 PM  Dinner and fire-pit retro",
         "Day 2 - Friday, Sept 19\n8:00 AM  Breakfast\n9:00 AM  Breakout readouts\n10:30 AM  Roadmap working session\n12:30 PM  Lunch and wrap-up\n2:00 PM  Shuttle back to the city",
         "What the contract covers: 20 lodge rooms (double occupancy), all meals from lunch on day 1 to lunch on day 2, the Redwood and Oak meeting rooms with projectors, and the terrace for dinner. The deposit is 30% ($7,200), refundable until August 1.",
         "Open questions I'm still chasing:\n- Vegetarian and gluten-free options for the BBQ dinner\n- Whether we can bring our own wine (corkage is $25/bottle)\n- Accessibility of the upper cabins",
         "Legal has the contract now. If nobody objects by Friday noon, I'll sign and send the deposit.",
         "Thanks everyone for the quick turnaround!",
         "Priya"], ["Hillcrest_Lodge_contract.pdf", "Venue_comparison.xlsx"], 0),
    ],
    "kitchen-renovation": [
        ("tomas", "me", ["Hi Jordan,", "Thanks for walking us through the space on Saturday. I'll put together a quote for the cabinets, counters and the new island over the next few days.", "Tomás"], [], 410),
        ("me", "Tomás", ["Thanks Tomás! One thing we forgot to mention: we'd like to move the sink under the window if the plumbing allows it.", "Jordan"], [], 380),
        ("tomas", "me", ["Good news, moving the sink is doable. The drain line can run along the exterior wall. I've attached the revised floor plan with the sink under the window and a 36-inch island.",
         "Take a look and let me know if the clearances feel right. We usually recommend at least 42 inches between the island and the counters.", "Tomás"],
         ["Kitchen_floorplan_rev2.pdf"], 300),
        ("me", "Tomás", ["The floor plan looks great. Could we do 44 inches on the fridge side?", "Jordan"], [], 250),
        ("tomas", "me", ["44 inches works, I've updated the quote accordingly: $38,450 including quartz counters, plywood cabinet boxes and the electrical for the island.", "Tomás"], ["Revised_quote_1187.pdf"], 200),
        ("me", "Tomás", ["Approved! Please send the deposit invoice.", "Jordan"], [], 120),
        ("tomas", "me", ["Hi Jordan,", "The cabinets are confirmed for the week of July 7. I'll have the crew there at 8 on Monday.",
         "Before then, please clear the counters and the cabinets under the sink. We'll put down floor protection from the front door to the kitchen.", "Thanks,\nTomás Herrera\nHerrera Builders | (415) 555-0137"], [], 0),
    ],
    "lease-renewal": [
        ("gene", "me", ["Hi Jordan,",
         "Your current lease ends on July 31. The renewal offer keeps your rent at $2,840/month for a 12-month term, or $2,915/month for month-to-month.",
         "Please review the attached agreement and return a signed copy by Friday, June 20. Let me know if you have any questions about the parking addendum.",
         "Best,\nGene Okafor\nProperty Manager, Maple Court Living"], ["Lease_renewal_2025.pdf"], 0),
    ],
}

# Quoted text Gmail trims from a reply (shown behind the "Show trimmed content" button):
# (header line, [paragraphs], (link text, link slug) or None).
QUOTED = {
    "fantasy-draft": ("On Mon, Jun 9, 2025 at 8:14 PM Jordan Reyes <jordan.reyes@gmail.com> wrote:",
                      ["Any chance we can do the draft on the Sunday before Labor Day? Also, can you resend the league link?",
                       "I lost it when I switched phones."], None),
    "babysitting": ("On Tue, Jun 10, 2025 at 9:02 AM Jordan Reyes <jordan.reyes@gmail.com> wrote:",
                    ["Hi Emma, are you free this Friday from 6:30 to 11? Lucas has been asking for you.",
                     "Our address and the door code are on the sheet we shared last time:"], ("Babysitting notes - Reyes", "babysitting-notes")),
}

TASKS = [
    ("renew-car-registration", "Renew car registration", "Jul 22"),
    ("call-plumber", "Call plumber about water heater", "Jun 13"),
    ("send-offsite-rsvp", "Send offsite dietary survey", "Jun 16"),
    ("review-q3-budget", "Review Q3 budget row 38", "Jun 13"),
    ("buy-birthday-gift", "Buy Mom's birthday gift", "Jun 19"),
    ("sign-lease", "Sign lease renewal", "Jun 20"),
    ("book-vet", "Book Biscuit's checkup", ""),
    ("upload-1099b", "Upload corrected 1099-B", "Jun 15"),
    ("return-library-book", "Return library book", "Jun 5"),
    ("pack-camp-bag", "Pack Lucas's camp bag", "Jul 13"),
    ("confirm-talk", "Confirm DesignOps talk slot", "Jul 1"),
    ("rsvp-sam-jess", "RSVP to Sam & Jess", "Jun 30"),
    ("order-salad-bowl", "Return Mom's salad bowl", ""),
    ("water-garden", "Water garden plot #14", "Jun 13"),
    ("fence-venmo", "Venmo Greg for the fence", ""),
    ("update-portfolio", "Update portfolio case study", ""),
    ("schedule-lena-call", "Schedule call with Lena", "Jun 18"),
    ("clear-kitchen", "Clear kitchen counters", "Jul 6"),
    ("buy-chalk", "Buy climbing chalk", ""),
    ("renew-passport-photo", "Print extra passport photos", ""),
    ("book-thanksgiving-flights", "Book flights for Thanksgiving", "Aug 1"),
    ("cancel-dropbox", "Cancel Dropbox trial", "Jun 25"),
]

# The Google apps launcher: (slug, name, Material Symbol, tile colour); "More from Google" below.
LAUNCHER_MAIN = [("account", "Account", "account_circle", "#1a73e8"), ("gmail", "Gmail", "mail", "#ea4335"),
                 ("drive", "Drive", "add_to_drive", "#188038"), ("meet", "Meet", "videocam", "#00897b"),
                 ("chat", "Chat", "chat", "#1e8e3e"), ("calendar", "Calendar", "calendar_month", "#1a73e8"),
                 ("maps", "Maps", "map", "#34a853"), ("photos", "Photos", "photo", "#f9ab00"),
                 ("contacts", "Contacts", "contacts", "#1a73e8"), ("youtube", "YouTube", "smart_display", "#ff0000"),
                 ("news", "News", "newspaper", "#4285f4"), ("translate", "Translate", "translate", "#4285f4"),
                 ("docs", "Docs", "description", "#4285f4"), ("sheets", "Sheets", "table_chart", "#0f9d58"),
                 ("slides", "Slides", "slideshow", "#f4b400")]
LAUNCHER_MORE = [("forms", "Forms", "list_alt", "#7248b9"), ("earth", "Earth", "public", "#1565c0"),
                 ("arts", "Arts and Culture", "palette", "#e8453c"), ("ads", "Google Ads", "campaign", "#fbbc04"),
                 ("blogger", "Blogger", "edit_note", "#ff5722"), ("shopping", "Shopping", "shopping_bag", "#34a853")]

MEET = {
    "title": "Design sync",
    "participants": [("priya", "Priya Raman"), ("marcus", "Marcus Bell"), ("dana", "Dana Whitfield"), ("me", "You")],
}

COMPOSE_PRESETS = {
    "new": {"title": "New Message", "to": [], "subject": "", "body": [], "attachments": []},
    "lease": {"title": "Re: Lease renewal for Unit 4B - please sign by June 20", "to": ["gene"],
              "subject": "Re: Lease renewal for Unit 4B - please sign by June 20",
              "body": ["Hi Gene,", "Signed lease attached. We'll keep the 12-month term at $2,840/month.",
                       "Could you confirm that spot 12 carries over with the parking addendum?", "Thanks,\nJordan"],
              "attachments": [{"name": "Signed_lease_Unit4B.pdf", "size": "2.4 MB", "upload_ms": 5000}]},
    "offsite-notes": {"title": "Offsite logistics", "to": ["priya", "dana"], "subject": "Offsite logistics",
                      "body": ["Hi Priya and Dana,", "Here is everything I have for the Hillcrest trip so far, so we can split the rest:",
                               "Shuttle: 4th & King, 8:00 AM on Thursday. Dana has the booking (confirmation HL-5520).",
                               "Rooms: 20 doubles. I made a sheet for the pairings; people can swap until Sept 5.",
                               "Dietary: 6 vegetarian, 2 gluten-free, 1 nut allergy so far. Three people have not answered the survey.",
                               "AV: the Redwood room has a projector but no clicker. I will bring mine and the HDMI adapters.",
                               "Breakouts: design system (Marcus), onboarding (Olivia), research ops (me). Each group needs a note-taker.",
                               "Retro: fire pit at 8 PM. The lodge supplies firewood; we bring the s'mores kit.",
                               "Hike: the Ridge Trail loop is 4.2 miles. Anyone who would rather stay can use the terrace.",
                               "Budget: we are at $23,600 of $24,000 with the shuttle. Wine is not in the contract.",
                               "Open items: the accessible cabin for Sam, the late checkout request, and the group photo.",
                               "I attached the packing list the lodge sent. Shout if I missed anything.", "Jordan"],
                      "attachments": [{"name": "Hillcrest_packing_list.pdf", "size": "312 KB", "upload_ms": 0}]},
    "venue-questions": {"title": "Questions for Hillcrest", "to": ["priya"], "subject": "Questions for Hillcrest",
                        "body": ["Hi Priya,", "A few questions before we sign:", "1) Is the deposit refundable until Aug 1?",
                                 "2) Can they do a vegetarian option for the BBQ?", "3) Are the upper cabins accessible?"],
                        "attachments": []},
}


def person(key: str) -> dict:
    if key == "me":
        return {"key": "me", **ME}
    name, email = PEOPLE[key]
    words = [w for w in re.split(r"[\s,&]+", name) if w and w[0].isalpha()]
    initials = (words[0][0] + (words[1][0] if len(words) > 1 and key not in ("mom", "dad") else "")).upper()
    color = AVATAR_COLORS[sum(ord(c) for c in key) % len(AVATAR_COLORS)]
    out = {"key": key, "name": name, "email": email, "initials": initials, "color": color}
    return out


def task_due(day: str) -> dict:
    """A task's due chip as Google Tasks shows it: "Today", "Tomorrow" or the date; red only when past."""
    if not day:
        return {"due": "", "overdue": False}
    due = datetime.strptime(f"{day} {NOW.year}", "%b %d %Y").date()
    label = {0: "Today", 1: "Tomorrow"}.get((due - NOW.date()).days, day)
    return {"due": label, "overdue": due < NOW.date()}


def list_date(t: datetime) -> str:
    if t.date() == NOW.date():
        return t.strftime("%I:%M %p").lstrip("0")
    if t.year == NOW.year:
        return t.strftime("%b ") + str(t.day)
    return f"{t.month}/{t.day}/{t.strftime('%y')}"


def full_date(t: datetime) -> str:
    base = t.strftime("%a, %b ") + str(t.day) + ", " + t.strftime("%I:%M %p").lstrip("0")
    delta = NOW - t
    hours = int(delta.total_seconds() // 3600)
    if hours < 1:
        rel = f"{max(1, int(delta.total_seconds() // 60))} minutes ago"
    elif hours < 24:
        rel = f"{hours} hour{'s' if hours != 1 else ''} ago"
    else:
        days = delta.days
        rel = f"{days} day{'s' if days != 1 else ''} ago"
    return f"{base} ({rel})"


def attachment(name: str) -> dict:
    ext = name.rsplit(".", 1)[-1].lower()
    kind = {"pdf": "pdf", "xlsx": "sheet", "docx": "doc", "jpg": "image", "png": "image"}.get(ext, "file")
    out = {"name": name, "slug": slugify(name), "kind": kind}
    if name in PHOTO_ATTACHMENTS:  # the preview card shows the photo itself, as Gmail does
        out["photo"] = PHOTOS[PHOTO_ATTACHMENTS[name]]["urls"]["4x3"]
    return out


def snippet_of(paragraphs: list[str]) -> str:
    text = " ".join(p.replace("\n", " ") for p in paragraphs)
    return text[:180]


def build(seed: int) -> dict:
    rng = random.Random(seed)
    people = {k: person(k) for k in list(PEOPLE) + ["me"]}

    def make_list(rows, start_minutes, gap_range, category, folder="inbox", unread_tail=0.0):
        out = []
        minutes = start_minutes
        for i, (slug, who, subject, paras, atts, flags, labels) in enumerate(rows):
            minutes += (rng.randint(8, 90) if i < 3 else rng.randint(*gap_range)) if i else 0
            t = NOW - timedelta(minutes=minutes)
            unread = "u" in flags or (i > 12 and rng.random() < unread_tail)
            out.append({
                "slug": slug, "from": who, "subject": subject, "snippet": snippet_of(paras),
                "date": list_date(t), "full_date": full_date(t), "minutes": minutes,
                "unread": unread, "starred": "s" in flags, "important": "i" in flags,
                "attachments": [attachment(a) for a in atts], "labels": labels,
                "category": category, "folder": folder, "body": paras,
            })
        return out

    primary = make_list(PRIMARY, 23, (35, 520), "primary", unread_tail=0.0)
    promotions = make_list(PROMOTIONS, 70, (120, 900), "promotions")
    social = make_list(SOCIAL, 41, (150, 1000), "social")
    updates = make_list(UPDATES, 12, (90, 700), "updates")

    def simple(rows, folder, start, gap, extra=None):
        out = []
        minutes = start
        for i, row in enumerate(rows):
            slug, who, subject, paras = row[:4]
            minutes += rng.randint(*gap) if i else 0
            t = NOW - timedelta(minutes=minutes)
            item = {"slug": slug, "from": who, "subject": subject, "snippet": snippet_of(paras),
                    "date": list_date(t), "full_date": full_date(t), "minutes": minutes, "unread": False,
                    "starred": False, "important": False, "attachments": [], "labels": [],
                    "category": None, "folder": folder, "body": paras}
            if extra:
                item[extra] = row[4]
            out.append(item)
        return out

    sent = simple(SENT, "sent", 55, (60, 900))
    drafts = simple(DRAFTS, "drafts", 180, (300, 2000))
    spam = simple(SPAM, "spam", 140, (200, 1500))
    trash = simple(TRASH, "trash", 600, (400, 2000))
    snoozed = simple(SNOOZED, "snoozed", 2000, (500, 3000), extra="until")
    scheduled = simple(SCHEDULED, "scheduled", 0, (0, 0), extra="send_at")
    for s in scheduled:
        s["date"] = s["send_at"].split(",")[1].strip() if "," in s["send_at"] else s["send_at"]
    for s in spam:
        s["unread"] = True

    # Conversations: long threads where written, otherwise the row's own message.
    messages = primary + promotions + social + updates
    by_slug = {m["slug"]: m for m in messages}
    threads = {}
    for m in messages:
        row_time = NOW - timedelta(minutes=m["minutes"])
        if m["slug"] in THREADS:
            items = []
            for who, to, paras, atts, hours_before in THREADS[m["slug"]]:
                t = row_time - timedelta(hours=hours_before)
                items.append({"from": who, "to": to, "body": paras, "attachments": [attachment(a) for a in atts],
                              "full_date": full_date(t), "date": list_date(t), "snippet": snippet_of(paras[1:] if len(paras) > 2 else paras)})
            threads[m["slug"]] = items
        else:
            first = people[m["from"]]["name"].split()[0]
            greeting = "Hi Jordan," if m["category"] == "primary" else None
            sign = first if m["category"] == "primary" and m["from"] not in ("dental", "xfinity", "hr", "library", "pta", "autocare", "summit", "concur", "vet", "hoa", "camp", "boulders", "plumbing", "lemonade", "clay", "foodbank", "b2b", "state", "tahoe", "garden", "oakridge", "workshop", "podcast") else None
            if m["from"] in ("mom", "dad", "ruth"):
                greeting = "Hi sweetie," if m["from"] != "dad" else "Hey kiddo,"
                sign = {"mom": "Love,\nMom", "dad": "Dad", "ruth": "Besos,\nTía Ruth"}[m["from"]]
            body = ([greeting] if greeting else []) + list(m["body"]) + ([sign] if sign else [])
            threads[m["slug"]] = [{"from": m["from"], "to": "me", "body": body, "attachments": m["attachments"],
                                   "full_date": m["full_date"], "date": m["date"], "snippet": m["snippet"]}]
    for group in (sent, drafts, spam, trash, snoozed, scheduled):
        for m in group:
            who = "me" if m["folder"] in ("sent", "drafts", "scheduled") else m["from"]
            to = people[m["from"]]["name"] if who == "me" else "me"
            threads[m["slug"]] = [{"from": who, "to": to, "body": m["body"], "attachments": [],
                                   "full_date": m["full_date"], "date": m["date"], "snippet": m["snippet"]}]

    for slug, (head, paras, link) in QUOTED.items():
        threads[slug][-1]["quoted"] = {"head": head, "body": paras,
                                       "link": {"text": link[0], "slug": link[1]} if link else None}

    # Row participant strings ("Priya, Dana, me" + count) for multi-message threads.
    for m in messages:
        th = threads[m["slug"]]
        if len(th) > 1:
            names, seen = [], set()
            for msg in th:
                k = msg["from"]
                if k not in seen:
                    seen.add(k)
                    names.append("me" if k == "me" else people[k]["name"].split()[0])
            m["participants"] = ", ".join(names[:3])
            m["count"] = len(th)
            m["attachments"] = [a for msg in th for a in msg["attachments"]]

    label_counts = {slug: 0 for slug, _, _ in LABELS}
    for m in messages:
        for lab in m["labels"]:
            if m["unread"]:
                label_counts[lab] += 1

    unread_primary = sum(1 for m in primary if m["unread"])
    return {
        "me": ME,
        "now": "Thu, Jun 12, 2025",
        "people": people,
        "labels": [{"slug": s, "name": n, "color": c, "unread": label_counts[s]} for s, n, c in LABELS],
        "inbox": {"primary": primary, "promotions": promotions, "social": social, "updates": updates},
        "tab_new": {"promotions": sum(1 for m in promotions if m["unread"]), "social": sum(1 for m in social if m["unread"]),
                    "updates": sum(1 for m in updates if m["unread"])},
        "tab_senders": {"promotions": "Patagonia, REI Co-op, Allbirds", "social": "LinkedIn, Strava",
                        "updates": "Chase, United Airlines"},
        "folders": {"sent": sent, "drafts": drafts, "spam": spam, "trash": trash, "snoozed": snoozed, "scheduled": scheduled},
        # older_unread: unread mail below the first page, which the inbox count adds to the listed rows
        "counts": {"inbox": 1284 + unread_primary, "older_unread": 1284, "drafts": len(drafts), "spam": len(spam), "total": "2,314"},
        "threads": threads,
        "deals": [{"slug": s, "brand": b, "headline": hl, "detail": d, "expires": e, "colors": [c], "alt": alt,
                   "photo": PHOTOS[pid]["urls"]["16x9"], "product": PHOTOS[pid]["kind"] == "cutout"}
                  for s, b, hl, d, e, c, pid, alt in DEALS],
        "tasks": [{"slug": s, "title": t, **task_due(d)} for s, t, d in TASKS],
        "meet": {"title": MEET["title"], "participants": [{"key": k, "name": n, "muted": k in ("dana", "me")} for k, n in MEET["participants"]]},
        "compose": COMPOSE_PRESETS,
        "launcher": {part: [{"slug": s, "name": n, "icon": i, "color": c} for s, n, i, c in rows]
                     for part, rows in (("main", LAUNCHER_MAIN), ("more", LAUNCHER_MORE))},
        "storage": "4.21 GB of 15 GB used",
        "last_activity": "Last account activity: 12 minutes ago",
    }
