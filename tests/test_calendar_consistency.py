"""The calendar app (Google Calendar) agrees with itself: the week shown and its event chips, the
grid's opening scroll, ticked calendars and the loading of another calendar, event details and
RSVPs, delete with Undo, the mini-month switch, quick-create and Save, the month view's "N more",
and the Tasks panel.

Real Chromium, real mockup server (igg.envs.session.BrowserSession). The tests read the page as a
user would (day headers, chips in their day's column, the popover's title, time and guest count,
the snackbar's text, ticked boxes) and compare it with the content and with the store
(`igg.state()`).
"""
from datetime import date, timedelta

import pytest

from conftest import load_app, sel, click, state

from igg.mockups.server import HERE as MOCKUPS
from igg.mockups.server import app_content

CONTENT = app_content(MOCKUPS / "calendar", 0)
EVENTS = {e["id"]: e for e in CONTENT["events"]}
CALS = {c["slug"]: c for c in CONTENT["calendars"]}
TODAY = date.fromisoformat(CONTENT["today"])
HOUR = 48


def load(session, **state):
    return load_app(session, "calendar", **state)


def week_of(d):
    start = d - timedelta(days=(d.weekday() + 1) % 7)  # weeks start on Sunday
    return [start + timedelta(days=i) for i in range(7)]


def events_in(days, hidden):
    """Content events drawn on these days, with the calendars of `hidden` unticked."""
    out = set()
    for e in CONTENT["events"]:
        if e["cal"] in hidden:
            continue
        first = date.fromisoformat(e["date"])
        last = first + timedelta(days=e["days"] - 1)
        if any(first <= d <= last for d in days):
            out.add(e["id"])
    return out


def chips(p):
    """Event chips in the main view: id -> the day column (or all-day cell) they are drawn in."""
    return p.evaluate("""() => Object.fromEntries([...document.querySelectorAll('.gc-main [data-igg-id^="calendar.ev."]')].map(el => {
        const col = el.closest('.tg-col');
        return [el.getAttribute('data-igg-id').slice(12), col ? col.getAttribute('data-igg-id').slice(13) : 'allday'];
    }))""")


def test_the_week_shown_is_todays_and_every_chip_sits_in_its_days_column(page):
    p = load(page)
    days = week_of(TODAY)
    heads = p.locator(".tg-dayhead .dnum").all_inner_texts()
    assert heads == [str(d.day) for d in days]
    assert p.locator(".tg-dayhead.today .dnum").inner_text() == str(TODAY.day)
    assert p.locator(sel("calendar.header.title")).inner_text() == TODAY.strftime("%B %Y")
    drawn = chips(p)
    hidden = set(state(p)["hidden_cals"])
    assert hidden == {c["slug"] for c in CONTENT["calendars"] if not c["checked"]}
    assert set(drawn) == events_in(days, hidden)
    for eid, col in drawn.items():
        e = EVENTS[eid]
        assert col == (e["date"] if e["start"] else "allday"), eid
    # A timed chip's top follows its start time (48 px an hour).
    top = p.evaluate("parseFloat(document.querySelector('[data-igg-id=\"calendar.ev.roadmap-review\"]').style.top)")
    assert top == 10 * HOUR


def test_the_grid_opens_at_eight_with_early_and_late_events_out_of_view(page):
    p = load(page)
    assert p.evaluate("document.querySelector('[data-igg-id=\"calendar.grid\"]').scrollTop") == 8 * HOUR
    for eid, visible in (("berlin-handoff", False), ("tokyo-sync", False), ("sprint-planning", True)):
        assert page.inspect(f"calendar.ev.{eid}")["visible"] is visible, eid
    # The current-time line is in today's column at 10:42.
    line = p.evaluate("""() => { const l = document.querySelector('[data-igg-id="calendar.now"]');
        return {col: l.closest('.tg-col').getAttribute('data-igg-id'), top: parseFloat(l.style.top)}; }""")
    assert line["col"] == f"calendar.day.{TODAY.isoformat()}"
    assert line["top"] == pytest.approx(CONTENT["now"]["minutes"] / 60 * HOUR)


def test_unticking_a_calendar_hides_its_events_and_another_calendar_loads_when_ticked(page):
    p = load(page)
    family = {eid for eid, _ in chips(p).items() if EVENTS[eid]["cal"] == "family"}
    assert family
    click(p, "calendar.cal.family")
    assert "family" in state(p)["hidden_cals"]
    assert not family & set(chips(p))
    assert p.locator(sel("calendar.cal.family.check")).get_attribute("aria-checked") == "false"
    # Kwame's calendar was never loaded: ticking it shows "Loading..." first, then his events.
    click(p, "calendar.cal.kwame")
    s = state(p)
    assert "kwame" not in s["hidden_cals"] and s["loading_cal"] == "kwame"
    assert p.locator(sel("calendar.loading")).inner_text() == "Loading…"
    assert not any(EVENTS[e]["cal"] == "kwame" for e in chips(p))
    page.advance(2100)
    assert state(p)["loading_cal"] is None
    assert p.locator(sel("calendar.loading")).count() == 0
    kwame = {e for e in chips(p) if EVENTS[e]["cal"] == "kwame"}
    assert kwame == events_in(week_of(TODAY), set()) & {e for e in EVENTS if EVENTS[e]["cal"] == "kwame"}


def test_event_details_match_the_content_and_rsvp_changes_the_chip(page):
    p = load(page)
    eid = "all-hands"
    e = EVENTS[eid]
    assert "pending" in p.locator(sel(f"calendar.ev.{eid}")).get_attribute("class")
    click(p, f"calendar.ev.{eid}")
    assert state(p)["popover"] == f"event:{eid}"
    assert p.locator(sel("calendar.pop.title")).inner_text() == e["title"]
    assert p.locator(sel("calendar.pop.when")).inner_text() == e["when"]
    assert p.locator(".ep-gcount").inner_text() == f"{len(e['guests'])} guests"
    assert p.locator('[data-igg-id^="calendar.pop.guest."]:not([data-igg-id*=".card"])').count() == len(e["guests"])
    click(p, "calendar.pop.rsvp.yes")
    assert state(p)["rsvp"] == {eid: "yes"}
    assert "pending" not in p.locator(sel(f"calendar.ev.{eid}")).get_attribute("class")
    assert "sel" in p.locator(sel("calendar.pop.rsvp.yes")).get_attribute("class")
    # Declining hides the event (declined events are not shown by default).
    click(p, "calendar.pop.rsvp.no")
    assert state(p)["rsvp"] == {eid: "no"} and eid not in chips(p)


def test_delete_shows_the_snackbar_and_undo_restores_the_event(page):
    p = load(page)
    eid = "lunch-learn"
    click(p, f"calendar.ev.{eid}")
    click(p, "calendar.pop.delete")
    s = state(p)
    assert s["deleted"] == [eid] and s["popover"] is None
    assert eid not in chips(p)
    assert p.locator(sel("calendar.toast.text")).inner_text() == s["snackbar"] == "Event deleted"
    click(p, "calendar.toast.undo")
    s = state(p)
    assert s["deleted"] == [] and eid in chips(p) and s["snackbar"] == "Action undone"


def test_the_mini_month_switches_months_and_weeks(page):
    p = load(page)
    assert p.locator(sel("calendar.mini.title")).inner_text() == "March 2026"
    click(p, "calendar.mini.next")
    assert p.locator(sel("calendar.mini.title")).inner_text() == "April 2026"
    assert state(p)["mini_month"] == "2026-04"
    click(p, "calendar.mini.day.2026-04-24")
    s = state(p)
    assert s["date"] == "2026-04-24"
    days = week_of(date(2026, 4, 24))
    assert p.locator(".tg-dayhead .dnum").all_inner_texts() == [str(d.day) for d in days]
    assert p.locator(sel("calendar.header.title")).inner_text() == "April 2026"
    assert set(chips(p)) == events_in(days, set(s["hidden_cals"]))


def test_quick_create_opens_at_the_slot_and_save_adds_the_event(page):
    p = load(page)
    col = p.locator(sel("calendar.day.2026-03-19"))
    box = col.bounding_box()
    grid_top = p.evaluate("document.querySelector('[data-igg-id=\"calendar.grid\"]').getBoundingClientRect().top")
    # a click on the empty half hour at 6 PM on Thursday
    y = box["y"] + 18 * HOUR + 10
    p.mouse.click(box["x"] + 20, y)
    assert y > grid_top
    s = state(p)
    assert s["quick"] == {"date": "2026-03-19", "start": "18:00"}
    assert p.locator(".qc-date").inner_text() == "Thursday, March 19"
    assert p.locator(sel("calendar.qc.start")).inner_text() == "6:00pm"
    p.locator(sel("calendar.qc.title")).fill("Call with Greta")
    click(p, "calendar.qc.save")
    s = state(p)
    assert s["quick"] is None and s["created"] == [{"date": "2026-03-19", "start": "18:00", "title": "Call with Greta", "kind": "event"}]
    assert chips(p)["new-1"] == "2026-03-19"
    assert p.locator(sel("calendar.ev.new-1") + " .t").inner_text() == "Call with Greta"
    assert p.locator(sel("calendar.toast.text")).inner_text() == "Event saved"


def test_month_view_counts_what_it_hides_behind_more(page):
    p = load(page, view="month")
    hidden = set(state(p)["hidden_cals"])
    cells = p.evaluate("""() => [...document.querySelectorAll('.mv-cell')].map(c => ({
        day: c.getAttribute('data-igg-id').slice(20),
        shown: c.querySelectorAll('[data-igg-id^="calendar.ev."]').length + c.querySelectorAll('.mv-spacer').length,
        more: (c.querySelector('.mv-more') || {}).textContent || null}))""")
    assert cells[0]["day"] == "2026-03-01" and len(cells) % 7 == 0
    for c in cells:
        n = len(events_in([date.fromisoformat(c["day"])], hidden))
        hidden_n = int(c["more"].split()[0]) if c["more"] else 0
        assert c["shown"] + hidden_n == n, c


def test_tasks_panel_completes_and_stars_tasks(page):
    p = load(page, sidepanel="tasks")
    slug = "lars-card"
    open_before = p.locator(".task:not(.done)").count()
    assert open_before == len(CONTENT["tasks"])
    click(p, f"calendar.task.{slug}.done")
    assert state(p)["tasks_done"] == [slug]
    assert p.locator(".task:not(.done)").count() == open_before - 1
    assert p.locator(".done-head").inner_text() == "Completed (1)"
    assert "done" in p.locator(sel(f"calendar.task.{slug}")).get_attribute("class")
    p.locator(sel("calendar.task.expenses")).hover()
    click(p, "calendar.task.expenses.star")
    assert state(p)["tasks_starred"] == ["expenses"]
    # Reopening the panel loads it again, as the real panel does.
    click(p, "calendar.side.tasks")
    click(p, "calendar.side.tasks")
    assert state(p)["panel_loading"] is True
    assert p.locator(sel("calendar.tasks.loading")).count() == 1
    page.advance(1300)
    assert p.locator(sel(f"calendar.task.{slug}")).count() == 1


def drag_chip(p, igg_id, dx, dy):
    box = p.locator(sel(igg_id)).bounding_box()
    x, y = box["x"] + box["width"] / 2, box["y"] + 8
    p.mouse.move(x, y)
    p.mouse.down()
    for i in range(1, 6):
        p.mouse.move(x + dx * i / 5, y + dy * i / 5)
    p.mouse.up()
    p.wait_for_timeout(30)


def test_dragging_an_event_moves_it_and_asks_about_guests_or_offers_undo(page):
    p = load(page)
    # An event without guests: moved two hours later, with an "Event moved" snackbar and Undo.
    drag_chip(p, "calendar.ev.focus-tue", 0, 2 * HOUR)
    s = state(p)
    assert s["moved"] == {"focus-tue": {"date": "2026-03-17", "start": "17:00", "end": "19:00"}}
    assert s["popover"] is None
    top = p.evaluate("parseFloat(document.querySelector('[data-igg-id=\"calendar.ev.focus-tue\"]').style.top)")
    assert top == 17 * HOUR
    assert p.locator(sel("calendar.toast.text")).inner_text() == "Event moved"
    click(p, "calendar.toast.undo")
    assert state(p)["moved"] == {}
    assert chips(p)["focus-tue"] == "2026-03-17"
    # An event with guests, moved a day later: Google Calendar asks whether to email them.
    col_w = p.locator(sel("calendar.day.2026-03-16")).bounding_box()["width"]
    drag_chip(p, "calendar.ev.lunch-noor", col_w, 0)
    s = state(p)
    assert s["dialog"] == "send-update"
    assert s["moved"]["lunch-noor"]["date"] == "2026-03-17"
    assert chips(p)["lunch-noor"] == "2026-03-17"
    click(p, "calendar.dialog.send-update.send")
    s = state(p)
    assert s["dialog"] is None and s["last_action"] == "send-update.send"
