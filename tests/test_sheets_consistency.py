"""The sheets app (Google Sheets) agrees with itself: cells and totals, the formula bar and name
box, the filter and sort of the Pipeline, sheet tabs, the Summary against the Pipeline, dropdown
chips, floating charts that are dragged, and comments that are resolved.

Real Chromium, real mockup server (igg.envs.session.BrowserSession). The tests read the page as a
user would (cell text, the name box, the formula bar, hidden rows, the tab that is selected, the
chart's place) and compare it with the content and with the store (`igg.state()`).
"""
import re

import pytest

from conftest import load_app, sel, click, state

from igg.mockups.server import HERE as MOCKUPS
from igg.mockups.server import app_content

CONTENT = app_content(MOCKUPS / "sheets", 0)
SHEETS = {s["slug"]: s for s in CONTENT["sheets"]}
PIPE = SHEETS["pipeline"]
N_DEALS = next(i for i, r in enumerate(PIPE["rows"]) if i and not any(c.get("v") for c in r)) - 1


def load(session, **state):
    return load_app(session, "sheets", **state)


def text(p, igg_id):
    return p.locator(sel(igg_id)).first.inner_text().strip()


def money(s):
    return float(re.sub(r"[$,]", "", s) or 0)


def column(p, sheet, col, first, last):
    """The text of cells col{first}..col{last} as the grid draws them. The grid draws the rows
    around its view, so it is scrolled down page by page (as a user reads it) until every row was seen."""
    return p.evaluate("""([sheet, col, first, last]) => {
        const grid = document.querySelector(`[data-igg-id="sheets.grid.${sheet}"]`);
        const seen = {};
        for (let y = 0; ; y += grid.clientHeight / 2) {
          grid.scrollTop = y; grid.dispatchEvent(new Event('scroll'));
          for (let r = first; r <= last; r++) {
            const td = document.querySelector(`[data-igg-id="sheets.${sheet}.${col}${r}"]`);
            if (td) seen[r] = td.innerText.trim();
          }
          if (seen[last] !== undefined || y > grid.scrollHeight) break;
        }
        grid.scrollTop = 0; grid.dispatchEvent(new Event('scroll'));
        const out = []; for (let r = first; r <= last; r++) out.push(seen[r] === undefined ? null : seen[r]); return out; }""",
        [sheet, col, first, last])


def scroll_grid(p, sheet, y):
    p.evaluate("""([sheet, y]) => { const g = document.querySelector(`[data-igg-id="sheets.grid.${sheet}"]`);
        g.scrollTop = y; g.dispatchEvent(new Event('scroll')); }""", [sheet, y])


def drawn_rows(p):
    """Row numbers the grid draws (a filtered row is not drawn: its number is skipped)."""
    return p.evaluate("""() => [...document.querySelectorAll('.gs-grid tbody th.rh')].map(th => +th.dataset.row)""")


def test_pipeline_cells_and_totals_match_the_content(page):
    p = load(page)
    amounts = column(p, "pipeline", "J", 2, N_DEALS + 1)
    assert amounts == [r[9]["v"] for r in PIPE["rows"][1:N_DEALS + 1]]
    total_row = N_DEALS + 3
    scroll_grid(p, "pipeline", 21 * N_DEALS - 300)
    shown_total = text(p, f"sheets.pipeline.J{total_row}")
    assert money(shown_total) == sum(money(a) for a in amounts)
    # Amount = Qty x Unit price and Weighted = Amount x Probability, row by row, as drawn.
    qty = column(p, "pipeline", "H", 2, N_DEALS + 1)
    price = column(p, "pipeline", "I", 2, N_DEALS + 1)
    prob = column(p, "pipeline", "K", 2, N_DEALS + 1)
    weighted = column(p, "pipeline", "L", 2, N_DEALS + 1)
    for q, pr, a, k, w in zip(qty, price, amounts, prob, weighted):
        assert int(q) * money(pr) == money(a)
        assert round(money(a) * int(k.rstrip("%")) / 100) == round(money(w))
    scroll_grid(p, "pipeline", 21 * N_DEALS - 300)
    # Each weighted amount is shown rounded to the dollar; the total sums the exact values.
    assert money(text(p, f"sheets.pipeline.L{total_row}")) == pytest.approx(sum(money(w) for w in weighted), abs=0.5 * N_DEALS)
    assert money(text(p, f"sheets.pipeline.L{total_row}")) == round(sum(r[11]["n"] for r in PIPE["rows"][1:N_DEALS + 1]))
    # Selecting the total shows its address in the name box and its formula in the formula bar.
    click(p, f"sheets.pipeline.J{total_row}")
    assert state(p)["selected"] == f"pipeline!J{total_row}"
    assert text(p, "sheets.namebox.value") == f"J{total_row}"
    assert text(p, "sheets.formula") == f"=SUM(J2:J{N_DEALS + 1})"
    assert "Sum: " + shown_total in text(p, "sheets.stats")


def test_filter_by_values_hides_exactly_the_unticked_rows(page):
    p = load(page)
    assert drawn_rows(p)[:30] == list(range(1, 31))
    click(p, "sheets.filter.F")
    assert state(p)["filter_menu"] == "F"
    stages = sorted({r[5]["v"] for r in PIPE["rows"][1:N_DEALS + 1]})
    listed = p.evaluate("() => [...document.querySelectorAll('.gs-fm-val')].map(e => e.innerText.trim())")
    assert listed == stages
    click(p, "sheets.fm.val.closed-lost")
    assert state(p)["filter_draft"] == ["Closed Lost"]
    click(p, "sheets.fm.ok")
    s = state(p)
    assert s["filter_values"] == {"F": ["Closed Lost"]} and s["filter_menu"] is None
    kept = [i + 2 for i, r in enumerate(PIPE["rows"][1:N_DEALS + 1]) if r[5]["v"] != "Closed Lost"]
    drawn = drawn_rows(p)
    assert drawn[0] == 1 and drawn[1:21] == kept[:20]
    stages = column(p, "pipeline", "F", 2, N_DEALS + 1)
    assert [r for r, v in zip(range(2, N_DEALS + 2), stages) if v is not None] == kept
    assert "Closed Lost" not in stages
    assert "on" in p.locator(sel("sheets.filter.F")).get_attribute("class")


def test_sort_from_the_filter_menu_reorders_the_rows(page):
    p = load(page)
    click(p, "sheets.filter.F")
    click(p, "sheets.fm.sort-desc")
    assert state(p)["sort"] == "F:desc"
    stages = column(p, "pipeline", "F", 2, N_DEALS + 1)
    assert stages == sorted(stages, reverse=True)
    assert sorted(stages) == sorted(r[5]["v"] for r in PIPE["rows"][1:N_DEALS + 1])
    # The total row stays under the data.
    scroll_grid(p, "pipeline", 21 * N_DEALS - 300)
    assert text(p, f"sheets.pipeline.B{N_DEALS + 3}") == "Total"


def test_sheet_tabs_switch_the_grid_and_the_summary_agrees_with_the_pipeline(page):
    p = load(page)
    tabs = p.evaluate("() => [...document.querySelectorAll('.gs-tab')].map(t => t.getAttribute('data-igg-id').slice(11))")
    assert tabs == [s["slug"] for s in CONTENT["sheets"] if not s.get("hidden")]
    click(p, "sheets.tab.summary")
    assert state(p)["sheet"] == "summary"
    assert p.locator(sel("sheets.tab.summary")).get_attribute("aria-selected") == "true"
    assert p.locator(sel("sheets.grid.summary")).count() == 1 and p.locator(sel("sheets.grid.pipeline")).count() == 0
    won = {}
    for r in PIPE["rows"][1:N_DEALS + 1]:
        if r[5]["v"] == "Closed Won":
            won[(r[2]["v"], r[14]["v"])] = won.get((r[2]["v"], r[14]["v"]), 0) + r[9]["n"]
    for i, region in enumerate(["Americas", "EMEA", "APAC"]):
        row = 5 + i
        assert text(p, f"sheets.summary.A{row}") == region
        for q, col in zip(["Q1", "Q2", "Q3", "Q4"], "BCDE"):
            assert money(text(p, f"sheets.summary.{col}{row}")) == won.get((region, q), 0), (region, q)
    # The hidden Lookups sheet has no tab until it is shown from the list of all sheets.
    assert p.locator(sel("sheets.tab.lookups")).count() == 0
    click(p, "sheets.allsheets")
    click(p, "sheets.allsheets.lookups")
    s = state(p)
    assert s["sheet"] == "lookups" and s["unhidden"] == ["lookups"]
    assert p.locator(sel("sheets.tab.lookups")).get_attribute("aria-selected") == "true"
    assert text(p, "sheets.lookups.B5") == "75%"


def test_dropdown_chip_edits_the_cell_and_the_store(page):
    p = load(page)
    before = text(p, "sheets.pipeline.F4")
    assert before == PIPE["rows"][3][5]["v"]
    click(p, "sheets.pipeline.F4")
    click(p, "sheets.ddopt.negotiation")
    assert state(p)["edits"] == {"pipeline!F4": "Negotiation"}
    assert text(p, "sheets.pipeline.F4") == "Negotiation"
    assert text(p, "sheets.formula") == "Negotiation"


def test_dragging_the_chart_moves_it_and_uncovers_the_cells(page):
    p = load(page)
    chart = p.locator(sel("sheets.chart.pipeline-stage-chart"))
    box = chart.bounding_box()
    covered = page.inspect("sheets.pipeline.I12")
    assert not covered["actionable"]
    p.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    p.mouse.down()
    p.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2 + 360, steps=4)
    p.mouse.up()
    p.wait_for_timeout(50)
    spec = next(c for c in PIPE["charts"] if c["id"] == "pipeline-stage-chart")
    assert state(p)["objects"]["pipeline-stage-chart"] == {"x": spec["x"], "y": spec["y"] + 360}
    after = chart.bounding_box()
    assert after["y"] == pytest.approx(box["y"] + 360, abs=1)
    assert page.inspect("sheets.pipeline.I12")["actionable"]


def test_resolving_a_comment_removes_its_marker_and_marks_it_in_the_panel(page):
    p = load(page, sheet="budget-2025", panel="comments")
    cell = "sheets.budget-2025.C6"
    assert "cmt" in p.locator(sel(cell)).get_attribute("class")
    click(p, "sheets.cm.c-budget.resolve")
    assert state(p)["resolved"] == ["c-budget"]
    assert "cmt" not in (p.locator(sel(cell)).get_attribute("class") or "")
    assert "Resolved" in text(p, "sheets.cm.c-budget")
    assert p.locator(sel("sheets.cm.c-budget.resolve")).count() == 0


def test_importrange_loads_then_asks_for_access_then_fills_in(page):
    p = load(page, sheet="imports")
    assert text(p, "sheets.imports.A1") == "Loading..."
    page.advance(2600)
    assert text(p, "sheets.imports.A1") == "#REF!"
    click(p, "sheets.importrange.allow")
    assert state(p)["import_access"] is True
    page.advance(1600)
    data = SHEETS["imports"]["import_data"]
    assert column(p, "imports", "E", 1, len(data)) == [r[4] for r in data]
