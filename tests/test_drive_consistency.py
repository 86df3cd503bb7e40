"""The drive app (Google Drive) agrees with itself: the rows of My Drive and of a folder, owners and
sizes, stars, the trash and its Undo, the Type filter, uploads that appear in their folder when they
finish, the details pane, the folder tree and breadcrumbs, and the download that is scanned first.

Real Chromium, real mockup server (igg.envs.session.BrowserSession). The tests read the page as a
user would (row names, the owner and size columns, star badges, the breadcrumb, the upload panel's
title, the snackbar's text, the details pane's fields, whether a button is enabled) and compare
it with the content and with the store (`igg.state()`).
"""
from conftest import load_app, sel, click, state

from igg.mockups.server import HERE as MOCKUPS
from igg.mockups.server import app_content

CONTENT = app_content(MOCKUPS / "drive", 0)
ITEMS = CONTENT["items"]


def load(session, **state):
    return load_app(session, "drive", **state)


def rows(p):
    """The list's rows as drawn: id, name, owner text, size text, star badge, selected."""
    return p.evaluate("""() => [...document.querySelectorAll('.dr-list .dr-row')].map(r => ({
        id: r.getAttribute('data-igg-id').slice(11), name: r.querySelector('.c-name .nm').textContent,
        owner: (r.querySelector('.c-owner > span:last-child') || {}).textContent || null,
        size: (r.querySelector('.col-size') || {}).textContent || null,
        star: !!r.querySelector('.badge-star'), selected: r.classList.contains('sel')}))""")


def children(folder):
    """Content order of a folder's live items as Drive lists them: folders first, then by name."""
    kids = [it for it in ITEMS.values() if it["parent"] == folder and it["where"] == "my-drive" and not it.get("uploading")]
    return sorted(kids, key=lambda it: (it["kind"] != "folder", it["name"].lower()))


def test_my_drive_rows_owners_sizes_and_stars_match_the_content_and_the_store(page):
    p = load(page)
    drawn = rows(p)
    expected = children(None)
    assert [r["id"] for r in drawn] == [it["id"] for it in expected]
    for r, it in zip(drawn, expected):
        assert r["name"] == it["name"]
        owner = "me" if it["owner"] == "me" else CONTENT["people"][it["owner"]]["name"]
        assert r["owner"] == owner, it["id"]
        assert r["size"] == it["size_text"], it["id"]
    starred = set(state(p)["starred"])
    assert starred == {k for k, it in ITEMS.items() if it["starred"]}
    assert {r["id"] for r in drawn if r["star"]} == starred & {it["id"] for it in expected}


def test_a_star_from_the_row_shows_in_the_row_and_in_starred(page):
    p = load(page)
    item = "birthday-party-guest-list"
    assert not ITEMS[item]["starred"]
    p.locator(sel(f"drive.item.{item}")).hover()
    click(p, f"drive.item.{item}.star")
    s = state(p)
    assert item in s["starred"] and s["snackbar"] == "Added to Starred"
    assert next(r for r in rows(p) if r["id"] == item)["star"]
    click(p, "drive.nav.starred")
    listed = [r["id"] for r in rows(p)]
    assert sorted(listed) == sorted(state(p)["starred"])
    assert item in listed


def test_move_to_trash_moves_the_row_and_undo_brings_it_back(page):
    p = load(page)
    item = "gift-ideas"
    click(p, f"drive.item.{item}.more")
    click(p, "drive.itemmenu.trash")
    s = state(p)
    text = p.locator(sel("drive.toast.text")).inner_text().strip()
    assert text == s["snackbar"] == f"\u201c{ITEMS[item]['name']}\u201d moved to trash"
    assert s["trashed"] == [item] and s["menu"] is None
    assert item not in [r["id"] for r in rows(p)]
    click(p, "drive.toast.action")
    assert state(p)["trashed"] == []
    assert item in [r["id"] for r in rows(p)]
    # Trashed again, it is listed in Trash with the content's trash.
    click(p, f"drive.item.{item}.more")
    click(p, "drive.itemmenu.trash")
    click(p, "drive.nav.trash")
    listed = {r["id"] for r in rows(p)}
    assert listed == set(CONTENT["trash"]) | {item}


def test_the_type_filter_keeps_only_that_type_and_names_itself_on_the_chip(page):
    p = load(page)
    click(p, "drive.chip.type")
    click(p, "drive.filter.type.pdfs")
    assert state(p)["filter_type"] == "pdfs"
    drawn = rows(p)
    assert drawn and all(ITEMS[r["id"]]["kind"] == "pdf" for r in drawn)
    assert {r["id"] for r in drawn} == {it["id"] for it in children(None) if it["kind"] == "pdf"}
    assert "PDFs" in p.locator(sel("drive.chip.type")).inner_text()
    click(p, "drive.chip.clear")
    assert state(p)["filter_type"] is None
    assert len(rows(p)) == len(children(None))


def test_uploads_appear_in_their_folder_when_they_finish(page):
    p = load(page, folder="invoices-2025", uploads="invoices")
    uploads = CONTENT["uploads"]["invoices"]["items"]
    before = {r["id"] for r in rows(page.page)}
    assert not before & set(uploads)
    assert p.locator(f'{sel("drive.uploads.header")} .t').inner_text() == f"Uploading {len(uploads)} items"
    page.advance(1000)
    s = state(p)
    assert s["uploaded"] == uploads[:1]
    assert {r["id"] for r in rows(p)} == before | set(s["uploaded"])
    assert p.locator(f'{sel("drive.upload." + uploads[1])}').get_attribute("aria-disabled") == "true"
    page.advance(8000)
    s = state(p)
    assert s["uploaded"] == uploads
    assert {r["id"] for r in rows(p)} == before | set(uploads)
    assert p.locator(f'{sel("drive.uploads.header")} .t').inner_text() == f"{len(uploads)} uploads complete"


def test_the_details_pane_describes_the_selected_item(page):
    p = load(page, folder="lumen-health")
    item = "accessibility-review"
    click(p, f"drive.item.{item}")
    assert state(p)["selected"] == [item]
    assert next(r for r in rows(p) if r["id"] == item)["selected"]
    click(p, "drive.details.toggle")
    assert state(p)["details"] is True
    pane = p.locator(sel("drive.details"))
    assert pane.locator(".dt-head .t").inner_text() == ITEMS[item]["name"]
    text = pane.inner_text()
    owner = CONTENT["people"][ITEMS[item]["owner"]]["name"]
    for field in ("Google Docs", ITEMS[item]["size_text"], owner, "Lumen Health app", ITEMS[item]["created"]):
        assert field in text, field
    click(p, "drive.details.tab.activity")
    assert state(p)["details_tab"] == "activity"
    entries = p.locator(f'{sel("drive.details.activity")} .ac-entry')
    assert entries.count() == len(ITEMS[item]["activity"])


def test_the_folder_tree_and_the_breadcrumb_follow_the_folder_shown(page):
    p = load(page, tree=["my-drive"])
    click(p, "drive.tree.work.toggle")
    assert state(p)["tree"] == ["my-drive", "work"]
    click(p, "drive.tree.clients.toggle")
    click(p, "drive.tree.harbor-bakery")
    s = state(p)
    assert s["folder"] == "harbor-bakery" and s["page"] == "my-drive"
    crumbs = p.locator(sel("drive.title")).inner_text().replace("\n", " ")
    assert crumbs.startswith("My Drive") and crumbs.rstrip().endswith(ITEMS["harbor-bakery"]["name"])
    assert "Clients" in crumbs
    assert [r["id"] for r in rows(p)] == [it["id"] for it in children("harbor-bakery")]
    assert "sel" in p.locator(sel("drive.tree.harbor-bakery")).get_attribute("class")
    click(p, "drive.crumb.clients")
    assert state(p)["folder"] == "clients"
    assert [r["id"] for r in rows(p)] == [it["id"] for it in children("clients")]


def test_a_file_too_large_to_scan_is_checked_before_it_can_be_downloaded(page):
    p = load(page)
    item = "portfolio-raw-assets-zip"
    assert ITEMS[item]["big"]
    p.locator(sel(f"drive.item.{item}")).hover()
    click(p, f"drive.item.{item}.download")
    assert state(p)["dialog"] == f"scan:{item}"
    assert p.locator(sel("drive.scan.download")).is_disabled()
    page.advance(3100)
    assert p.locator(sel("drive.scan.download")).is_enabled()
    assert ITEMS[item]["size_text"] in p.locator(sel("drive.scan.text")).inner_text()
    click(p, "drive.scan.download")
    s = state(p)
    assert s["downloads"] == [item] and s["dialog"] is None
    # A small file downloads at once, with no scan dialog.
    p.locator(sel("drive.item.gift-ideas")).hover()
    click(p, "drive.item.gift-ideas.download")
    s = state(p)
    assert s["downloads"] == [item, "gift-ideas"] and s["dialog"] is None
