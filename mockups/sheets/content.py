"""Seeded content for the `sheets` mockup (a Google Sheets-like spreadsheet editor).

`build(seed)` returns the spreadsheet the page shows: "FY2025 Sales Pipeline" of Larkfield
Instruments (lab instruments sold in the Americas, EMEA and APAC), its sheets (tabs), every cell's
displayed value and formula, the floating charts, slicer and drawing, the comments, the people
(sales reps and collaborators), the version history and the Explore answers.

"Today" is Tue, Sep 16, 2025: deals whose close date is past are Closed Won or Closed Lost, the
rest are open. Amounts are consistent: Amount = Qty x Unit price, Weighted = Amount x Probability,
every total is the sum of what it totals (tests/test_sheets_consistency.py checks it). The deals
come from a fixed generator, so every deal id and cell address is the same for every seed; the
seed only varies the "Last contact" dates of open deals.
"""
from __future__ import annotations

import random
import re
from datetime import date, timedelta

TITLE = "FY2025 Sales Pipeline - Google Sheets"
TODAY = date(2025, 9, 16)
DOC_TITLE = "FY2025 Sales Pipeline"

ME = {"name": "Amara Okafor", "email": "amara.okafor@larkfield-instruments.com", "color": "#137333"}

# Sales reps: key -> (name, region, home country)
REPS = {
    "daniel-ortiz": ("Daniel Ortiz", "Americas", "United States"),
    "megan-holloway": ("Megan Holloway", "Americas", "United States"),
    "priya-venkataraman": ("Priya Venkataraman", "Americas", "United States"),
    "lucas-almeida": ("Lucas Almeida", "Americas", "Brazil"),
    "sofia-castillo": ("Sofía Castillo", "Americas", "Mexico"),
    "ethan-brooks": ("Ethan Brooks", "Americas", "Canada"),
    "ingrid-solberg": ("Ingrid Solberg", "EMEA", "Norway"),
    "henrik-lindqvist": ("Henrik Lindqvist", "EMEA", "Sweden"),
    "fatima-benali": ("Fatima Zahra Benali", "EMEA", "France"),
    "luca-bianchi": ("Luca Bianchi", "EMEA", "Italy"),
    "chidi-nwosu": ("Chidi Nwosu", "EMEA", "United Kingdom"),
    "anja-kowalczyk": ("Anja Kowalczyk", "EMEA", "Germany"),
    "yusuf-demir": ("Yusuf Demir", "EMEA", "Türkiye"),
    "kenji-watanabe": ("Kenji Watanabe", "APAC", "Japan"),
    "mei-lin-chen": ("Mei Lin Chen", "APAC", "Singapore"),
    "arjun-mehta": ("Arjun Mehta", "APAC", "India"),
    "ji-woo-park": ("Ji-woo Park", "APAC", "South Korea"),
    "olivia-tran": ("Olivia Tran", "APAC", "Australia"),
}

# Collaborators who comment or edit besides the reps.
OTHERS = {
    "amara-okafor": ("Amara Okafor", "Sales Operations"),
    "rafael-souza": ("Rafael Souza", "VP Sales, Americas"),
    "hannah-weiss": ("Hannah Weiss", "Finance"),
    "tomasz-nowak": ("Tomasz Nowak", "RevOps analyst"),
    "aiko-sato": ("Aiko Sato", "VP Sales, APAC"),
}

COLORS = ["#1a73e8", "#e8710a", "#188038", "#9334e6", "#d93025", "#12858a", "#b06000", "#e52592",
          "#185abc", "#137333", "#a142f4", "#c5221f", "#0b8043", "#5f6368"]

# Accounts: (name, country)
ACCOUNTS = [
    ("Helix Biologics", "United States"), ("Cascade Water Labs", "United States"), ("Bayview Genomics", "United States"),
    ("Northgate University Chemistry", "United States"), ("Redwood Pharma Services", "United States"),
    ("Summit Food Testing", "United States"), ("Pioneer Materials Institute", "United States"),
    ("Lakeshore Clinical Labs", "United States"), ("Granite State Forensics", "United States"),
    ("Maple Ridge Analytics", "Canada"), ("Université Laval – Chimie", "Canada"), ("Fraser Valley Agritech", "Canada"),
    ("Instituto Paulista de Pesquisa", "Brazil"), ("BioSul Diagnósticos", "Brazil"), ("Agroquímica Cerrado", "Brazil"),
    ("Laboratorios Quetzal", "Mexico"), ("Universidad de Monterrey – Ingeniería", "Mexico"),
    ("Andes Minería Lab", "Chile"), ("Pampa BioTech", "Argentina"), ("Clínica Santa Fe Lab", "Colombia"),
    ("Nordlys Aquaculture", "Norway"), ("Fjordkraft Materials", "Norway"), ("Göteborg Polymer Lab", "Sweden"),
    ("Karolinska Core Facility", "Sweden"), ("Aarhus Food Science", "Denmark"), ("Tampere Bioprocess", "Finland"),
    ("Institut Lumière Analyse", "France"), ("Laboratoires Garonne", "France"), ("Pharmaval Lyon", "France"),
    ("Rhein Chemie Prüflabor", "Germany"), ("Max Berger Instrumente", "Germany"), ("Bavaria BioPharm", "Germany"),
    ("Politecnico Analitica", "Italy"), ("Laboratorio Vesuvio", "Italy"), ("Farmaceutica Adriatica", "Italy"),
    ("Thames Valley Diagnostics", "United Kingdom"), ("Caledonia Marine Institute", "United Kingdom"),
    ("Oxbridge Structural Biology", "United Kingdom"), ("Delft Nano Lab", "Netherlands"),
    ("Wrocław BioInnovation", "Poland"), ("Anadolu Gıda Analiz", "Türkiye"), ("Bosphorus Pharma", "Türkiye"),
    ("Nile Delta Agro Research", "Egypt"), ("Lagos Clinical Research", "Nigeria"), ("Cape Biosciences", "South Africa"),
    ("Gulf Petrochem Labs", "United Arab Emirates"), ("Negev Water Institute", "Israel"),
    ("Tsukuba Materials Lab", "Japan"), ("Osaka Bio Analytics", "Japan"), ("Kyoto Precision Chemical", "Japan"),
    ("Hokkaido Dairy Science", "Japan"), ("Straits Biomedical", "Singapore"), ("Marina Bay Diagnostics", "Singapore"),
    ("Bengaluru Life Sciences", "India"), ("Pune Pharma Research", "India"), ("Hyderabad Genome Centre", "India"),
    ("Deccan Agri Labs", "India"), ("Seoul Semiconductor QA", "South Korea"), ("Daejeon Bio Cluster", "South Korea"),
    ("Busan Marine Bio", "South Korea"), ("Murray River Water", "Australia"), ("Melbourne Clinical Genomics", "Australia"),
    ("Pilbara Assay Services", "Australia"), ("Waikato Dairy Research", "New Zealand"),
    ("Saigon BioPharma", "Vietnam"), ("Mekong Agritest", "Vietnam"), ("Bandung Institute Labs", "Indonesia"),
    ("Chiang Mai Food Safety", "Thailand"), ("Manila Bay Diagnostics", "Philippines"), ("Penang Electronics QA", "Malaysia"),
]

COUNTRY_REGION = {}
for _c in ["United States", "Canada", "Brazil", "Mexico", "Chile", "Argentina", "Colombia"]:
    COUNTRY_REGION[_c] = "Americas"
for _c in ["Norway", "Sweden", "Denmark", "Finland", "France", "Germany", "Italy", "United Kingdom", "Netherlands",
           "Poland", "Türkiye", "Egypt", "Nigeria", "South Africa", "United Arab Emirates", "Israel"]:
    COUNTRY_REGION[_c] = "EMEA"
for _c in ["Japan", "Singapore", "India", "South Korea", "Australia", "New Zealand", "Vietnam", "Indonesia",
           "Thailand", "Philippines", "Malaysia"]:
    COUNTRY_REGION[_c] = "APAC"

# Which reps cover which countries (a rep's own territory first).
TERRITORY = {
    "United States": ["daniel-ortiz", "megan-holloway", "priya-venkataraman"], "Canada": ["ethan-brooks"],
    "Brazil": ["lucas-almeida"], "Mexico": ["sofia-castillo"], "Chile": ["sofia-castillo", "lucas-almeida"],
    "Argentina": ["lucas-almeida"], "Colombia": ["sofia-castillo"],
    "Norway": ["ingrid-solberg"], "Sweden": ["henrik-lindqvist"], "Denmark": ["henrik-lindqvist", "ingrid-solberg"],
    "Finland": ["henrik-lindqvist"], "France": ["fatima-benali"], "Germany": ["anja-kowalczyk"], "Italy": ["luca-bianchi"],
    "United Kingdom": ["chidi-nwosu"], "Netherlands": ["anja-kowalczyk", "chidi-nwosu"], "Poland": ["anja-kowalczyk"],
    "Türkiye": ["yusuf-demir"], "Egypt": ["yusuf-demir"], "Nigeria": ["chidi-nwosu"], "South Africa": ["chidi-nwosu"],
    "United Arab Emirates": ["yusuf-demir"], "Israel": ["yusuf-demir", "fatima-benali"],
    "Japan": ["kenji-watanabe"], "Singapore": ["mei-lin-chen"], "India": ["arjun-mehta"], "South Korea": ["ji-woo-park"],
    "Australia": ["olivia-tran"], "New Zealand": ["olivia-tran"], "Vietnam": ["mei-lin-chen"],
    "Indonesia": ["mei-lin-chen"], "Thailand": ["mei-lin-chen"], "Philippines": ["mei-lin-chen", "olivia-tran"],
    "Malaysia": ["mei-lin-chen"],
}

# (name, unit price, typical qty range)
PRODUCTS = [
    ("Spectra X2 Spectrometer", 48500, (1, 3)),
    ("Spectra X2 Lite", 29900, (1, 4)),
    ("CryoVault 500 Freezer", 18750, (1, 6)),
    ("Centrifuge C-40", 12400, (1, 8)),
    ("Incubator iQ-200", 9600, (2, 10)),
    ("LabTrack LIMS (annual seat)", 1200, (10, 120)),
    ("Service Plan Gold", 6800, (1, 12)),
    ("Pipette Pro Kit", 2150, (5, 40)),
    ("AutoTitrator T7", 21300, (1, 4)),
    ("MicroBalance MB-5", 7450, (1, 10)),
]

STAGES = ["Prospecting", "Qualification", "Proposal", "Negotiation", "Closed Won", "Closed Lost"]
PROBABILITY = {"Prospecting": 10, "Qualification": 25, "Proposal": 50, "Negotiation": 75, "Closed Won": 100, "Closed Lost": 0}
SOURCES = ["Inbound web", "Trade show", "Partner referral", "Outbound", "Existing customer", "Webinar"]
NEXT_STEPS = {
    "Prospecting": ["Discovery call", "Send intro deck", "Qualify budget", "Book site visit"],
    "Qualification": ["Technical demo", "Confirm budget owner", "Sample run", "Needs analysis"],
    "Proposal": ["Send quote", "Revise quote", "Proposal review call", "Tender submission"],
    "Negotiation": ["Legal review", "Procurement sign-off", "Final pricing", "PO expected"],
    "Closed Won": ["Kick-off scheduled", "Install booked", "Training scheduled", "Handover to CS"],
    "Closed Lost": ["Lost to competitor", "No budget", "Project cancelled", "Went dark"],
}
MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
N_DEALS = 200
N_ARCHIVE = 120


def col_name(i: int) -> str:
    """0 -> A, 25 -> Z, 26 -> AA."""
    out = ""
    i += 1
    while i:
        i, r = divmod(i - 1, 26)
        out = chr(65 + r) + out
    return out


def slugify(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")


def money(x: float, cents: bool = False) -> str:
    return f"${x:,.2f}" if cents else f"${x:,.0f}"


def dstr(d: date) -> str:
    return f"{d.month}/{d.day}/{d.year}"


def cell(v, f=None, c=None, n=None):
    """A cell: displayed text v, formula f, style classes c, raw number n."""
    out = {"v": v}
    if f:
        out["f"] = f
    if c:
        out["c"] = c
    if n is not None:
        out["n"] = n
    return out


def _deals(rng: random.Random, count: int, year: int, prefix: str) -> list[dict]:
    deals = []
    for i in range(count):
        account, country = ACCOUNTS[rng.randrange(len(ACCOUNTS))]
        owner = rng.choice(TERRITORY[country])
        pname, price, (lo, hi) = PRODUCTS[rng.randrange(len(PRODUCTS))]
        qty = rng.randint(lo, hi)
        close = date(year, 1, 6) + timedelta(days=rng.randrange(0, 355))
        created = close - timedelta(days=rng.randrange(30, 200))
        if year < TODAY.year or close < TODAY:
            stage = "Closed Won" if rng.random() < 0.64 else "Closed Lost"
        else:
            stage = rng.choices(STAGES[:4], weights=[3, 4, 4, 3])[0]
        deals.append({
            "id": f"{prefix}-{year}-{i + 1:04d}", "account": account, "country": country,
            "region": COUNTRY_REGION[country], "owner": owner, "stage": stage, "product": pname,
            "qty": qty, "price": price, "amount": qty * price, "prob": PROBABILITY[stage],
            "created": created, "close": close, "quarter": f"Q{(close.month - 1) // 3 + 1}",
            "source": rng.choice(SOURCES), "next": rng.choice(NEXT_STEPS[stage]),
        })
    deals.sort(key=lambda d: d["created"])
    for i, d in enumerate(deals):  # ids in creation order, as a CRM export numbers them
        d["id"] = f"{prefix}-{year}-{i + 1:04d}"
    return deals


def _pipeline(deals: list[dict], seed_rng: random.Random) -> dict:
    heads = ["Deal ID", "Account", "Region", "Country", "Owner", "Stage", "Product", "Qty", "Unit price", "Amount",
             "Probability", "Weighted", "Created", "Close date", "Quarter", "Lead source", "Next step",
             "Last contact", "Notes"] + [f"{m} 2025" for m in MONTHS]
    widths = [104, 210, 86, 120, 170, 128, 200, 56, 96, 104, 88, 104, 90, 90, 70, 130, 160, 96, 220] + [92] * 12
    rows = [[cell(t, c="hd") for t in heads]]
    notes = {3: "Renewal of 2023 order", 11: "Competitor: Thermo quote", 17: "Needs CE paperwork", 24: "Grant-funded",
             40: "Multi-site rollout", 58: "Budget freeze until Q4", 77: "Price match requested", 93: "Demo unit on loan",
             121: "Reference customer", 150: "Tender closes Oct 3", 166: "Champion left company", 188: "Bundle with LIMS"}
    n = len(deals)
    for i, d in enumerate(deals):
        r = i + 2
        last = min(TODAY, d["close"]) - timedelta(days=seed_rng.randrange(0, 20)) if d["stage"] not in ("Closed Won", "Closed Lost") \
            else d["close"]
        row = [
            cell(d["id"], c="mono"), cell(d["account"]), cell(d["region"]), cell(d["country"]),
            cell(REPS[d["owner"]][0], c="chip", n=None), cell(d["stage"], c="dd dd-" + slugify(d["stage"])), cell(d["product"]),
            cell(str(d["qty"]), c="num", n=d["qty"]), cell(money(d["price"], True), c="num", n=d["price"]),
            cell(money(d["amount"]), f=f"=H{r}*I{r}", c="num", n=d["amount"]),
            cell(f"{d['prob']}%", f=f'=VLOOKUP(F{r},Lookups!$A$2:$B$7,2,FALSE)', c="num", n=d["prob"]),
            cell(money(d["amount"] * d["prob"] / 100), f=f"=J{r}*K{r}", c="num", n=d["amount"] * d["prob"] / 100),
            cell(dstr(d["created"]), c="num"), cell(dstr(d["close"]), c="num"),
            cell(d["quarter"], f=f'="Q"&ROUNDUP(MONTH(N{r})/3,0)'), cell(d["source"]), cell(d["next"]),
            cell(dstr(last), c="num"), cell(notes.get(i, "")),
        ]
        for m in range(12):
            if d["stage"] == "Closed Won" and d["close"].month == m + 1:
                row.append(cell(money(d["amount"]), f=f'=IF(AND($F{r}="Closed Won",MONTH($N{r})={m + 1}),$J{r},"")',
                                c="num", n=d["amount"]))
            else:
                row.append(cell(""))
        rows.append(row)
    rows.append([cell("") for _ in heads])
    tr = n + 3
    total = [cell(""), cell("Total", c="b")] + [cell("") for _ in range(5)]
    total.append(cell(f"{sum(d['qty'] for d in deals):,}", f=f"=SUM(H2:H{n + 1})", c="num b", n=sum(d["qty"] for d in deals)))
    total.append(cell(""))
    amt = sum(d["amount"] for d in deals)
    wtd = sum(d["amount"] * d["prob"] / 100 for d in deals)
    total.append(cell(money(amt), f=f"=SUM(J2:J{n + 1})", c="num b", n=amt))
    total.append(cell(""))
    total.append(cell(money(wtd), f=f"=SUM(L2:L{n + 1})", c="num b", n=wtd))
    total += [cell("") for _ in range(7)]
    for m in range(12):
        col = col_name(19 + m)
        v = sum(d["amount"] for d in deals if d["stage"] == "Closed Won" and d["close"].month == m + 1)
        total.append(cell(money(v), f=f"=SUM({col}2:{col}{n + 1})", c="num b", n=v))
    rows.append(total)
    return {"slug": "pipeline", "name": "Pipeline", "widths": widths, "rows": rows, "freeze_rows": 1, "freeze_cols": 2,
            "row_count": 240, "filter": True, "color": None}


def _summary(deals: list[dict]) -> dict:
    regions = ["Americas", "EMEA", "APAC"]
    rows = [[cell("FY2025 bookings by region", c="title")], [cell("Closed Won amount, by close quarter. Source: Pipeline tab.", c="muted")], [],
            [cell(t, c="hd") for t in ["Region", "Q1", "Q2", "Q3", "Q4", "FY2025", "Open weighted", "Deals won", "Win rate"]]]
    grand = [0] * 5
    for k, reg in enumerate(regions):
        r = 5 + k
        won = [d for d in deals if d["region"] == reg and d["stage"] == "Closed Won"]
        lost = [d for d in deals if d["region"] == reg and d["stage"] == "Closed Lost"]
        q = [sum(d["amount"] for d in won if d["quarter"] == f"Q{i}") for i in range(1, 5)]
        open_w = sum(d["amount"] * d["prob"] / 100 for d in deals if d["region"] == reg and d["stage"] not in ("Closed Won", "Closed Lost"))
        row = [cell(reg, c="b")]
        for i, v in enumerate(q):
            col = "BCDE"[i]
            row.append(cell(money(v), f=f'=SUMIFS(Pipeline!$J:$J,Pipeline!$C:$C,$A{r},Pipeline!$F:$F,"Closed Won",Pipeline!$O:$O,{col}$4)', c="num", n=v))
            grand[i] += v
        row.append(cell(money(sum(q)), f=f"=SUM(B{r}:E{r})", c="num b", n=sum(q)))
        grand[4] += sum(q)
        row.append(cell(money(open_w), f=f'=SUMIFS(Pipeline!$L:$L,Pipeline!$C:$C,$A{r},Pipeline!$F:$F,"<>Closed*")', c="num", n=open_w))
        row.append(cell(str(len(won)), f=f'=COUNTIFS(Pipeline!$C:$C,$A{r},Pipeline!$F:$F,"Closed Won")', c="num", n=len(won)))
        rate = round(100 * len(won) / max(1, len(won) + len(lost)))
        row.append(cell(f"{rate}%", f=f"=H{r}/(H{r}+COUNTIFS(Pipeline!$C:$C,$A{r},Pipeline!$F:$F,\"Closed Lost\"))", c="num", n=rate))
        rows.append(row)
    rows.append([cell("Total", c="b tot")] + [cell(money(v), f=f"=SUM({'BCDEF'[i]}5:{'BCDEF'[i]}7)", c="num b tot", n=v) for i, v in enumerate(grand)])
    rows += [[], [], [cell("Rep leaderboard (Closed Won, FY2025)", c="title")], [],
             [cell(t, c="hd") for t in ["Rank", "Rep", "Region", "Won amount", "Deals won", "Open pipeline", "Weighted"]]]
    board = []
    for key, (name, region, _) in REPS.items():
        won = [d for d in deals if d["owner"] == key and d["stage"] == "Closed Won"]
        opn = [d for d in deals if d["owner"] == key and d["stage"] not in ("Closed Won", "Closed Lost")]
        board.append((sum(d["amount"] for d in won), len(won), sum(d["amount"] for d in opn),
                      sum(d["amount"] * d["prob"] / 100 for d in opn), name, region, key))
    board.sort(key=lambda b: (-b[0], b[4]))
    for i, b in enumerate(board):
        r = len(rows) + 1
        rows.append([cell(str(i + 1), c="num"), cell(b[4], c="chip"), cell(b[5]),
                     cell(money(b[0]), f=f'=SUMIFS(Pipeline!$J:$J,Pipeline!$E:$E,$B{r},Pipeline!$F:$F,"Closed Won")', c="num", n=b[0]),
                     cell(str(b[1]), c="num", n=b[1]), cell(money(b[2]), c="num", n=b[2]), cell(money(b[3]), c="num", n=b[3])])
    months = [sum(d["amount"] for d in deals if d["stage"] == "Closed Won" and d["close"].month == m + 1) for m in range(12)]
    charts = [
        {"id": "summary-region-pie", "kind": "pie", "title": "FY2025 bookings by region", "x": 660, "y": 24, "w": 400, "h": 250,
         "labels": regions, "values": [rows[4 + k][5]["n"] for k in range(3)], "colors": ["#4285f4", "#ea4335", "#fbbc04"]},
        {"id": "summary-monthly-line", "kind": "line", "title": "Closed Won by month, 2025", "x": 300, "y": 300, "w": 480, "h": 260,
         "labels": MONTHS, "values": months, "colors": ["#4285f4"]},
    ]
    return {"slug": "summary", "name": "Summary", "widths": [130, 150, 100, 120, 100, 110, 120, 100, 90, 100, 100, 100],
            "rows": rows, "freeze_rows": 0, "freeze_cols": 0, "row_count": 60, "charts": charts, "color": "#34a853"}


def _by_rep(deals: list[dict]) -> dict:
    rows = [[cell(t, c="hd") for t in ["Rep", "Region"] + STAGES + ["Total deals", "Open amount"]]]
    for key, (name, region, _) in REPS.items():
        mine = [d for d in deals if d["owner"] == key]
        counts = [sum(1 for d in mine if d["stage"] == s) for s in STAGES]
        opn = sum(d["amount"] for d in mine if d["stage"] not in ("Closed Won", "Closed Lost"))
        rows.append([cell(name, c="chip"), cell(region)] + [cell(str(c), c="num", n=c) for c in counts]
                    + [cell(str(len(mine)), c="num b", n=len(mine)), cell(money(opn), c="num", n=opn)])
    return {"slug": "by-rep", "name": "By Rep", "widths": [170, 90] + [100] * 6 + [90, 120], "rows": rows,
            "freeze_rows": 1, "freeze_cols": 1, "row_count": 60, "color": None}


def _quarter(deals: list[dict], q: int, color) -> dict:
    won = [d for d in deals if d["quarter"] == f"Q{q}" and d["stage"] == "Closed Won"]
    won.sort(key=lambda d: (d["close"], d["id"]))
    rows = [[cell(t, c="hd") for t in ["Close date", "Deal ID", "Account", "Owner", "Product", "Amount"]]]
    for d in won:
        rows.append([cell(dstr(d["close"]), c="num"), cell(d["id"]), cell(d["account"]),
                     cell(REPS[d["owner"]][0], c="chip"), cell(d["product"]), cell(money(d["amount"]), c="num", n=d["amount"])])
    total = sum(d["amount"] for d in won)
    rows += [[], [cell("Total", c="b"), cell(""), cell(""), cell(""), cell(""),
                  cell(money(total), f=f"=SUM(F2:F{len(won) + 1})", c="num b", n=total)]]
    return {"slug": f"q{q}-bookings", "name": f"Q{q} Bookings", "widths": [96, 110, 220, 170, 210, 110], "rows": rows,
            "freeze_rows": 1, "freeze_cols": 0, "row_count": 80, "color": color}


def _forecast(deals: list[dict]) -> dict:
    opn = [d for d in deals if d["stage"] not in ("Closed Won", "Closed Lost")]
    opn.sort(key=lambda d: (d["close"], d["id"]))
    rows = [[cell(t, c="hd") for t in ["Close date", "Deal ID", "Account", "Owner", "Stage", "Amount", "Probability", "Weighted"]]]
    for d in opn:
        w = d["amount"] * d["prob"] / 100
        rows.append([cell(dstr(d["close"]), c="num"), cell(d["id"]), cell(d["account"]), cell(REPS[d["owner"]][0], c="chip"),
                     cell(d["stage"]), cell(money(d["amount"]), c="num", n=d["amount"]), cell(f"{d['prob']}%", c="num", n=d["prob"]),
                     cell(money(w), c="num", n=w)])
    n = len(opn)
    tot_a = sum(d["amount"] for d in opn)
    tot_w = sum(d["amount"] * d["prob"] / 100 for d in opn)
    rows += [[], [cell("Total", c="b"), cell(""), cell(""), cell(""), cell(""),
                  cell(money(tot_a), f=f"=SUM(F2:F{n + 1})", c="num b", n=tot_a), cell(""),
                  cell(money(tot_w), f=f"=SUM(H2:H{n + 1})", c="num b", n=tot_w)]]
    return {"slug": "q4-forecast", "name": "Q4 Forecast", "widths": [96, 110, 220, 170, 120, 110, 96, 110], "rows": rows,
            "freeze_rows": 1, "freeze_cols": 0, "row_count": 80, "color": "#0b57d0"}


def _targets(deals: list[dict]) -> dict:
    heads = ["Rep", "Region"]
    for q in range(1, 5):
        heads += [f"Q{q} quota", f"Q{q} booked", f"Q{q} attainment"]
    heads += ["FY quota", "FY booked", "FY attainment"]
    rows = [[cell(t, c="hd") for t in heads]]
    rng = random.Random(77)
    for key, (name, region, _) in REPS.items():
        row = [cell(name, c="chip"), cell(region)]
        fyq = fyb = 0
        for q in range(1, 5):
            quota = rng.choice([150000, 175000, 200000, 225000, 250000])
            booked = sum(d["amount"] for d in deals if d["owner"] == key and d["stage"] == "Closed Won" and d["quarter"] == f"Q{q}")
            pct = round(100 * booked / quota)
            row += [cell(money(quota), c="num", n=quota), cell(money(booked), c="num", n=booked),
                    cell(f"{pct}%", c="num" + (" good" if pct >= 100 else ""), n=pct)]
            fyq += quota
            fyb += booked
        row += [cell(money(fyq), c="num b", n=fyq), cell(money(fyb), c="num b", n=fyb),
                cell(f"{round(100 * fyb / fyq)}%", c="num b", n=round(100 * fyb / fyq))]
        rows.append(row)
    drawings = [{"id": "targets-callout", "kind": "drawing", "x": 330, "y": 60, "w": 300, "h": 150,
                 "title": "Q4 push", "text": "Q4 focus: move every Negotiation deal to signature by Dec 12. Quotas were reset on Jul 1."}]
    return {"slug": "targets", "name": "Targets", "widths": [170, 90] + [104, 104, 110] * 4 + [110, 110, 110], "rows": rows,
            "freeze_rows": 1, "freeze_cols": 1, "row_count": 60, "charts": drawings, "color": "#fbbc04"}


BUDGET = [
    ("Sales", ["Salaries", "Commissions", "Travel", "CRM licences", "Trade shows", "Demo equipment"]),
    ("Marketing", ["Salaries", "Paid search", "Events", "Content agency", "Webinars", "Brand refresh"]),
    ("Research & Development", ["Salaries", "Prototype parts", "Lab consumables", "Certification (CE/UL)", "Software tools", "Contractors"]),
    ("Customer Success", ["Salaries", "Field service travel", "Spare parts", "Training materials", "Support tooling"]),
    ("Operations", ["Salaries", "Warehouse lease", "Freight", "Quality audits", "Insurance"]),
    ("General & Administrative", ["Salaries", "Office rent", "Legal", "Accounting & audit", "IT & security", "Recruiting"]),
]


def _budget() -> dict:
    rng = random.Random(2025)
    heads = ["Line item", "Department"] + [f"{m} 2025" for m in MONTHS] + ["FY2025 budget", "FY2024 actual", "Variance"]
    rows = [[cell(t, c="hd") for t in heads]]
    grand = [0] * 12
    dept_rows = []
    for dept, items in BUDGET:
        start = len(rows) + 1
        for item in items:
            base = rng.choice([2, 3, 4, 6, 8, 11, 15, 21, 28, 36]) * 1000 if item != "Salaries" else rng.choice([62, 78, 95, 118, 146]) * 1000
            months = [round(base * (1 + rng.choice([-0.06, -0.03, 0, 0, 0.02, 0.05, 0.08])), -2) for _ in range(12)]
            r = len(rows) + 1
            fy = sum(months)
            last = round(fy * rng.choice([0.86, 0.91, 0.95, 0.98, 1.03, 1.07]), -2)
            rows.append([cell(item), cell(dept)] + [cell(money(v), c="num", n=v) for v in months]
                        + [cell(money(fy), f=f"=SUM(C{r}:N{r})", c="num b", n=fy), cell(money(last), c="num", n=last),
                           cell(money(fy - last), f=f"=O{r}-P{r}", c="num" + (" neg" if fy < last else ""), n=fy - last)])
        end = len(rows)
        r = len(rows) + 1
        sub = [sum(rows[i - 1][2 + m]["n"] for i in range(start, end + 1)) for m in range(12)]
        sub_last = sum(rows[i - 1][15]["n"] for i in range(start, end + 1))
        rows.append([cell(f"{dept} total", c="b sub"), cell("", c="sub")]
                    + [cell(money(v), f=f"=SUM({col_name(2 + m)}{start}:{col_name(2 + m)}{end})", c="num b sub", n=v) for m, v in enumerate(sub)]
                    + [cell(money(sum(sub)), f=f"=SUM(C{r}:N{r})", c="num b sub", n=sum(sub)), cell(money(sub_last), c="num b sub", n=sub_last),
                       cell(money(sum(sub) - sub_last), f=f"=O{r}-P{r}", c="num b sub", n=sum(sub) - sub_last)])
        dept_rows.append(r)
        grand = [g + s for g, s in zip(grand, sub)]
        rows.append([])
    r = len(rows) + 1
    gl = sum(rows[i - 1][15]["n"] for i in dept_rows)
    rows.append([cell("Total operating expenses", c="b tot"), cell("", c="tot")]
                + [cell(money(v), f="=" + "+".join(f"{col_name(2 + m)}{i}" for i in dept_rows), c="num b tot", n=v) for m, v in enumerate(grand)]
                + [cell(money(sum(grand)), f=f"=SUM(C{r}:N{r})", c="num b tot", n=sum(grand)), cell(money(gl), c="num b tot", n=gl),
                   cell(money(sum(grand) - gl), f=f"=O{r}-P{r}", c="num b tot", n=sum(grand) - gl)])
    return {"slug": "budget-2025", "name": "Budget 2025", "widths": [190, 170] + [96] * 12 + [120, 120, 110], "rows": rows,
            "freeze_rows": 1, "freeze_cols": 1, "row_count": 100, "color": "#ea4335"}


def _accounts(deals: list[dict]) -> dict:
    industries = {"Bio": "Biotech", "Gen": "Genomics", "Pharm": "Pharma", "Diagn": "Diagnostics", "Clinic": "Clinical",
                  "Univers": "Academic", "Institut": "Research institute", "Food": "Food & beverage", "Dairy": "Food & beverage",
                  "Water": "Environmental", "Aqua": "Environmental", "Agr": "Agriculture", "Material": "Materials",
                  "Semicon": "Electronics", "Electronics": "Electronics", "Petro": "Energy", "Min": "Mining", "Assay": "Mining",
                  "Forens": "Government", "Marine": "Research institute"}
    rows = [[cell(t, c="hd") for t in ["Account", "Country", "Region", "Industry", "Account owner", "Deals 2025", "Won 2025", "Open pipeline"]]]
    for name, country in sorted(ACCOUNTS):
        ind = next((v for k, v in industries.items() if k.lower() in name.lower()), "Laboratory services")
        mine = [d for d in deals if d["account"] == name]
        won = sum(d["amount"] for d in mine if d["stage"] == "Closed Won")
        opn = sum(d["amount"] for d in mine if d["stage"] not in ("Closed Won", "Closed Lost"))
        rows.append([cell(name), cell(country), cell(COUNTRY_REGION[country]), cell(ind), cell(REPS[TERRITORY[country][0]][0], c="chip"),
                     cell(str(len(mine)), c="num", n=len(mine)), cell(money(won), c="num", n=won), cell(money(opn), c="num", n=opn)])
    return {"slug": "accounts", "name": "Accounts", "widths": [250, 140, 90, 150, 170, 90, 110, 120], "rows": rows,
            "freeze_rows": 1, "freeze_cols": 1, "row_count": 120, "color": None}


def _products() -> dict:
    rows = [[cell(t, c="hd") for t in ["SKU", "Product", "List price", "Category", "Lead time (weeks)", "Warranty"]]]
    cats = ["Spectroscopy", "Spectroscopy", "Cold storage", "Sample prep", "Cell culture", "Software", "Services", "Liquid handling",
            "Titration", "Weighing"]
    for i, (name, price, _) in enumerate(PRODUCTS):
        rows.append([cell(f"LF-{1040 + i * 7}", c="mono"), cell(name), cell(money(price, True), c="num", n=price), cell(cats[i]),
                     cell(str(2 + (i * 3) % 9), c="num"), cell("12 months" if cats[i] not in ("Software", "Services") else "n/a")])
    return {"slug": "products", "name": "Products", "widths": [90, 240, 110, 130, 130, 100], "rows": rows,
            "freeze_rows": 1, "freeze_cols": 0, "row_count": 40, "color": None}


def _imports() -> dict:
    regions = ["Americas", "EMEA", "APAC"]
    rng = random.Random(9)
    rows = [[cell("Loading...", f='=IMPORTRANGE("https://docs.google.com/spreadsheets/d/1hQ7finance-fy25-actuals","Actuals!A1:E13")', c="import")]]
    data = [["Month", "Revenue (Americas)", "Revenue (EMEA)", "Revenue (APAC)", "Revenue total"]]
    for m in range(8):
        vals = [rng.randrange(380, 720) * 1000 for _ in regions]
        data.append([f"{MONTHS[m]} 2025"] + [money(v) for v in vals] + [money(sum(vals))])
    return {"slug": "imports", "name": "Imports", "widths": [140, 150, 150, 150, 150], "rows": rows,
            "freeze_rows": 0, "freeze_cols": 0, "row_count": 40, "import_data": data, "color": "#a142f4"}


def _archive(deals: list[dict]) -> dict:
    heads = ["Deal ID", "Account", "Region", "Owner", "Stage", "Product", "Amount", "Close date"]
    rows = [[cell(t, c="hd") for t in heads]]
    for d in deals:
        rows.append([cell(d["id"], c="mono"), cell(d["account"]), cell(d["region"]), cell(REPS[d["owner"]][0]), cell(d["stage"]),
                     cell(d["product"]), cell(money(d["amount"]), c="num", n=d["amount"]), cell(dstr(d["close"]), c="num")])
    n = len(deals)
    won = sum(d["amount"] for d in deals if d["stage"] == "Closed Won")
    rows += [[], [cell(""), cell("Total won 2024", c="b"), cell(""), cell(""), cell(""), cell(""),
                  cell(money(won), f=f'=SUMIF(E2:E{n + 1},"Closed Won",G2:G{n + 1})', c="num b", n=won)]]
    return {"slug": "archive-2024", "name": "Archive 2024", "widths": [110, 220, 86, 160, 110, 200, 104, 92], "rows": rows,
            "freeze_rows": 1, "freeze_cols": 0, "row_count": 140, "color": "#5f6368"}


def _notes() -> dict:
    lines = ["How to use this tracker", "",
             "1. One row per opportunity. Deal IDs come from the CRM export (Mondays, 7:00 CET).",
             "2. Stage drives Probability through the Lookups sheet (hidden). Do not type over column K.",
             "3. Amount = Qty x Unit price. List prices are on the Products tab; discounts go in Notes.",
             "4. Monthly columns T:AE fill in automatically when a deal is Closed Won.",
             "5. The Imports tab pulls monthly revenue actuals from Finance (IMPORTRANGE).",
             "", "Questions: Amara Okafor (Sales Operations)"]
    rows = [[cell(t, c="title" if i == 0 else None)] for i, t in enumerate(lines)]
    return {"slug": "notes", "name": "Notes", "widths": [640, 100, 100, 100], "rows": rows, "freeze_rows": 0, "freeze_cols": 0,
            "row_count": 40, "color": None}


def _changelog() -> dict:
    entries = [("9/15/2025", "Tomasz Nowak", "Added Sep CRM export (14 new deals)"),
               ("9/8/2025", "Amara Okafor", "Fixed Weighted formula for Closed Lost rows"),
               ("8/29/2025", "Hannah Weiss", "Connected Imports tab to FY2025 Actuals"),
               ("8/18/2025", "Tomasz Nowak", "Added monthly booking columns T:AE"),
               ("7/1/2025", "Rafael Souza", "Q3 quotas loaded into Targets"),
               ("6/3/2025", "Aiko Sato", "APAC territories split: Vietnam, Thailand to Mei Lin"),
               ("4/2/2025", "Amara Okafor", "Added Region slicer and stage chart"),
               ("1/6/2025", "Amara Okafor", "Created FY2025 tracker from FY2024 template")]
    rows = [[cell(t, c="hd") for t in ["Date", "Who", "Change"]]] + [[cell(d, c="num"), cell(w), cell(t)] for d, w, t in entries]
    return {"slug": "changelog", "name": "Changelog", "widths": [100, 150, 420], "rows": rows, "freeze_rows": 1, "freeze_cols": 0,
            "row_count": 40, "color": None}


def _lookups() -> dict:
    rows = [[cell("Stage", c="hd"), cell("Probability", c="hd")]] + [[cell(s), cell(f"{p}%", c="num", n=p)] for s, p in PROBABILITY.items()]
    return {"slug": "lookups", "name": "Lookups", "widths": [130, 100], "rows": rows, "freeze_rows": 1, "freeze_cols": 0,
            "row_count": 30, "hidden": True, "color": None}


def _people() -> dict:
    out = {}
    for i, (key, (name, region, country)) in enumerate(REPS.items()):
        first = name.split()[0].lower().replace("í", "i")
        last = name.split()[-1].lower()
        out[key] = {"key": key, "name": name, "role": f"Account Executive, {region}", "location": country,
                    "email": f"{first}.{last}@larkfield-instruments.com", "color": COLORS[i % len(COLORS)]}
    for i, (key, (name, role)) in enumerate(OTHERS.items()):
        first, last = name.split()[0].lower(), name.split()[-1].lower()
        out[key] = {"key": key, "name": name, "role": role, "location": "", "email": f"{first}.{last}@larkfield-instruments.com",
                    "color": COLORS[(i + 5) % len(COLORS)]}
    return out


def build(seed: int) -> dict:
    deals = _deals(random.Random(20250916), N_DEALS, 2025, "D")
    archive = _deals(random.Random(20240101), N_ARCHIVE, 2024, "D")
    seed_rng = random.Random(seed)
    sheets = [_pipeline(deals, seed_rng), _summary(deals), _by_rep(deals), _quarter(deals, 1, None), _quarter(deals, 2, None),
              _quarter(deals, 3, "#4285f4"), _forecast(deals), _targets(deals), _budget(),
              _accounts(deals), _products(), _imports(), _archive(archive), _notes(), _changelog(), _lookups()]
    pipeline = sheets[0]
    # Region slicer and the stage chart float over the Pipeline's cells.
    stage_totals = [sum(d["amount"] * d["prob"] / 100 for d in deals if d["stage"] == s) for s in STAGES[:4]]
    pipeline["charts"] = [
        {"id": "pipeline-stage-chart", "kind": "column", "title": "Open weighted pipeline by stage", "x": 830, "y": 150,
         "w": 440, "h": 270, "labels": STAGES[:4], "values": stage_totals, "colors": ["#4285f4"]},
        {"id": "pipeline-region-slicer", "kind": "slicer", "title": "Region", "x": 520, "y": 470, "w": 240, "h": 64,
         "text": "Status: Showing all items"},
    ]
    def row_of(pred, skip=0):
        hits = [i + 2 for i, d in enumerate(deals) if pred(d)]
        return hits[min(skip, len(hits) - 1)]
    comments = [
        {"id": "c-negotiation", "sheet": "pipeline", "cell": f"F{row_of(lambda d: d['stage'] == 'Negotiation')}", "author": "rafael-souza", "when": "Sep 12",
         "text": "Is this still on track for Q4? Procurement went quiet last week."},
        {"id": "c-discount", "sheet": "pipeline", "cell": f"I{row_of(lambda d: d['stage'] == 'Proposal')}", "author": "hannah-weiss", "when": "Sep 10",
         "text": "12% discount needs my approval before the quote goes out."},
        {"id": "c-owner", "sheet": "pipeline", "cell": f"E{row_of(lambda d: d['owner'] == 'mei-lin-chen' and d['stage'] in STAGES[:4])}", "author": "aiko-sato", "when": "Sep 4",
         "text": "@Kenji Watanabe please take this one over while Mei Lin is on leave."},
        {"id": "c-close", "sheet": "pipeline", "cell": f"N{row_of(lambda d: d['region'] == 'EMEA' and d['stage'] in STAGES[1:4], 1)}", "author": "ingrid-solberg", "when": "Aug 28",
         "text": "Customer asked to move signing to after their board meeting (Oct 14)."},
        {"id": "c-budget", "sheet": "budget-2025", "cell": "C6", "author": "hannah-weiss", "when": "Aug 30",
         "text": "Trade show line looks high vs FY2024. Can we confirm the Analytica booth?"},
        {"id": "c-quota", "sheet": "targets", "cell": "I5", "author": "rafael-souza", "when": "Jul 2",
         "text": "Q3 quota adjusted after the territory split."},
    ]
    # The Comments panel lists every thread, newest first (a long list).
    extra = [("tomasz-nowak", "Sep 15", "Sep export added. 14 new rows from the CRM."),
             ("yusuf-demir", "Sep 11", "Bosphorus Pharma asked for a second demo unit."),
             ("olivia-tran", "Sep 9", "Pilbara tender result expected Sep 30."),
             ("luca-bianchi", "Sep 5", "Vesuvio wants the service plan bundled; updating the quote."),
             ("arjun-mehta", "Sep 3", "Hyderabad Genome Centre moved to Proposal."),
             ("chidi-nwosu", "Aug 27", "Lagos Clinical Research: PO is with finance."),
             ("mei-lin-chen", "Aug 22", "On leave Sep 1 to Sep 26; Kenji covers Singapore."),
             ("anja-kowalczyk", "Aug 19", "Rhein Chemie needs the German manual before sign-off."),
             ("ji-woo-park", "Aug 14", "Seoul Semiconductor QA pilot extended by two weeks."),
             ("lucas-almeida", "Aug 8", "BioSul Diagnósticos asked for BRL pricing."),
             ("henrik-lindqvist", "Jul 30", "Karolinska Core Facility: grant approved."),
             ("sofia-castillo", "Jul 24", "Laboratorios Quetzal signed, install in October."),
             ("ethan-brooks", "Jul 17", "Université Laval wants French training materials.")]
    for i, (who, when, text) in enumerate(extra):
        comments.append({"id": f"c-note-{i + 1}", "sheet": "pipeline", "cell": f"S{60 + i * 9}", "author": who, "when": when, "text": text})
    versions = [("Today, 8:42 AM", "tomasz-nowak", None), ("Sep 15, 5:10 PM", "tomasz-nowak", "Sep CRM export"),
                ("Sep 12, 11:03 AM", "rafael-souza", None), ("Sep 8, 2:26 PM", "amara-okafor", None),
                ("Aug 29, 4:51 PM", "hannah-weiss", "Imports connected"), ("Aug 18, 9:15 AM", "tomasz-nowak", None),
                ("Jul 31, 6:02 PM", "amara-okafor", "End of July"), ("Jul 1, 10:30 AM", "rafael-souza", "Q3 quotas"),
                ("Jun 30, 7:45 PM", "amara-okafor", "Q2 close"), ("Jun 3, 1:12 PM", "aiko-sato", None),
                ("May 20, 3:40 PM", "tomasz-nowak", None), ("Apr 2, 11:22 AM", "amara-okafor", "Slicer and chart"),
                ("Mar 31, 6:55 PM", "amara-okafor", "Q1 close"), ("Feb 14, 9:05 AM", "hannah-weiss", None),
                ("Jan 6, 10:00 AM", "amara-okafor", "Created from FY2024 template")]
    versions = [{"id": slugify(w), "when": w, "who": p, "name": n} for w, p, n in versions]
    open_deals = [d for d in deals if d["stage"] not in ("Closed Won", "Closed Lost")]
    explore = [
        {"id": "owner-counts", "text": f"{len(open_deals)} open deals across {len(REPS)} owners"},
        {"id": "top-country", "text": "United States has the highest total Amount"},
        {"id": "stage-chart", "text": "Weighted by Stage"},
    ]
    return {
        "title": DOC_TITLE, "me": ME, "today": TODAY.isoformat(), "people": _people(), "sheets": sheets,
        "comments": comments, "versions": versions, "explore": explore,
        "named_ranges": [{"name": "Closed_Won_Q3", "range": "Pipeline!J2:J201"}, {"name": "FY_Quota", "range": "Targets!O2:O19"},
                         {"name": "Open_Pipeline", "range": "Pipeline!L2:L201"}, {"name": "Stage_Probability", "range": "Lookups!A2:B7"}],
        "fonts": ["Arial", "Calibri", "Cambria", "Caveat", "Comfortaa", "Comic Sans MS", "Courier New", "EB Garamond", "Georgia",
                  "Impact", "Lexend", "Lobster", "Lora", "Merriweather", "Montserrat", "Nunito", "Open Sans", "Oswald", "Pacifico",
                  "Playfair Display", "Roboto", "Roboto Mono", "Roboto Serif", "Spectral", "Times New Roman", "Trebuchet MS", "Verdana"],
        "stages": STAGES,
    }
