"""The vendored assets: fonts named by the app -> font table, photos, avatars and their catalog."""
from __future__ import annotations

import json
import re
import shutil
import subprocess
import unicodedata
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PIL import Image

from igg.mockups.assets import catalog

ASSETS = Path(catalog.__file__).resolve().parent
README = ASSETS / "README.md"
SETUP = ASSETS.parents[1] / "setup.sh"
APPS = ["email", "chat", "video", "devhub", "design", "social", "community", "docs", "sheets",
        "calendar", "drive", "board", "shop", "maps", "music", "code"]
SIZES = {"16x9": (640, 360), "1x1": (300, 300), "4x3": (480, 360)}
OPEN_PHOTO_LICENCES = {"Public domain", "CC0-1.0", "CC-BY-2.0", "CC-BY-4.0", "CC-BY-SA-3.0", "CC-BY-SA-4.0",
                       "GPL-2", "GPL-2+", "LGPL-2.1+", "LGPLv3"}
OPEN_AVATAR_LICENCES = {"CC0 1.0", "CC BY 4.0"}


def font_table() -> dict[str, list[str]]:
    """app -> the families its row of the README's font table names (in backticks)."""
    section = README.read_text(encoding="utf-8").split("## Fonts", 1)[1].split("\n## ", 1)[0]
    table = {}
    for line in section.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) >= 4 and cells[0] in APPS:
            table[cells[0]] = re.findall(r"`([^`]+)`", cells[2] + " " + cells[3])
    return table


def installed_families() -> set[str]:
    out = subprocess.run(["fc-list", ":", "family"], capture_output=True, text=True, check=True).stdout
    return {name.strip() for line in out.splitlines() for name in line.split(",")}


def test_font_table_covers_every_app_with_installed_families():
    table = font_table()
    assert sorted(table) == sorted(APPS)
    families = {f for names in table.values() for f in names}
    assert {"Roboto", "Lato", "Inter", "Open Sans", "JetBrains Mono"} <= families
    missing = families - installed_families()
    assert not missing, f"fonts named in {README} but not installed (run setup.sh): {sorted(missing)}"


@pytest.mark.skipif(shutil.which("dpkg") is None, reason="needs a Debian system to map font files to packages")
def test_setup_installs_the_package_of_every_mapped_family():
    setup = SETUP.read_text(encoding="utf-8")
    declared = set(re.search(r"FONT_PACKAGES=\(([^)]*)\)", setup).group(1).split())
    for family in {f for names in font_table().values() for f in names}:
        # fc-list with an exact family (fc-match would answer with a fallback's file).
        files = subprocess.run(["fc-list", f":family={family}", "file"], capture_output=True, text=True, check=True).stdout
        assert files.strip(), f"{family} is not installed"
        path = files.splitlines()[0].strip().rstrip(":")
        owner = subprocess.run(["dpkg", "-S", path], capture_output=True, text=True, check=True).stdout.split(":")[0]
        # fonts-roboto is a metapackage over fonts-roboto-unhinted, which owns the files.
        assert owner in declared or owner.rsplit("-", 1)[0] in declared, f"{family} ({path}) comes from {owner}, not in setup.sh"


def test_chromium_renders_each_mapped_family_not_a_fallback():
    """A family Chromium resolves measures the same whatever the fallback; a missing one does not."""
    from playwright.sync_api import sync_playwright

    from igg.envs.browser import launch_chromium, new_context

    families = sorted({f for names in font_table().values() for f in names})
    probe = """families => families.map(f => {
        const ctx = document.createElement('canvas').getContext('2d');
        const width = fallback => { ctx.font = `40px "${f}", ${fallback}`; return ctx.measureText('Inbox 0123 Wg@ lines').width; };
        return [f, width('monospace'), width('serif')];
    })"""
    with sync_playwright() as p:
        browser = launch_chromium(p)
        try:
            page = new_context(browser, 400, 300).new_page()
            page.set_content("<p>fonts</p>")
            widths = page.evaluate(probe, families + ["No Such Family IGG"])
        finally:
            browser.close()
    *mapped, (_, mono, serif) = widths
    assert mono != serif, "the probe cannot tell a fallback apart"
    unresolved = [f for f, a, b in mapped if a != b]
    assert not unresolved, f"Chromium falls back for {unresolved}"


def photo_index() -> dict:
    return json.loads((ASSETS / "photos" / "index.json").read_text(encoding="utf-8"))


def test_photos_are_distinct_licensed_jpegs_of_the_standard_sizes():
    index = photo_index()
    assert 40 <= len(index) <= 200
    seen = {}
    for pid, entry in index.items():
        assert entry["licence"] in OPEN_PHOTO_LICENCES, (pid, entry["licence"])
        assert entry["author"].strip() and entry["source_package"].strip() and entry["original_file"].strip()
        assert entry["tags"] and entry["kind"] in ("scene", "cutout")
        assert entry["file"] == entry["sizes"]["16x9"]
        assert set(entry["sizes"]) == set(SIZES)
        for label, name in entry["sizes"].items():
            path = ASSETS / "photos" / name
            with Image.open(path) as im:
                assert (im.format, im.size) == ("JPEG", SIZES[label]), path
            digest = path.read_bytes()
            assert digest not in seen, f"{name} is a copy of {seen.get(digest)}"
            seen[digest] = name
    # Every original is used once, so two ids never show the same photograph.
    originals = [(e["source_package"], e["original_file"]) for e in index.values()]
    assert len(set(originals)) == len(originals)
    on_disk = {p.name for p in (ASSETS / "photos").glob("*.jpg")}
    assert on_disk == {n for e in index.values() for n in e["sizes"].values()}, "stray or missing photo files"
    total = sum(p.stat().st_size for p in (ASSETS / "photos").iterdir())
    assert total < 15 * 1024 * 1024


PHOTO_APPS = ("email", "chat", "video", "devhub", "design", "social", "community", "drive", "docs", "board",
              "shop", "music", "maps")


def test_every_photo_has_subject_keywords_app_and_licence():
    """Each photo belongs to ONE app (no photo in two apps) and says what it shows, so a test
    can check the caption beside each use (tests/test_app_bar.py)."""
    index = photo_index()
    for pid, entry in index.items():
        assert entry.get("licence", "").strip(), pid
        assert entry.get("app") in PHOTO_APPS, (pid, entry.get("app"))
        subject = entry.get("subject", "")
        assert len(subject.split()) >= 5 and subject.endswith("."), (pid, subject)
        keywords = entry.get("keywords", [])
        assert 3 <= len(keywords) <= 8, (pid, keywords)
        assert all(k == k.lower() and k.strip() == k and k for k in keywords), (pid, keywords)
    counts = {app: sum(e["app"] == app for e in index.values()) for app in PHOTO_APPS}
    assert max(counts, key=counts.get) == "video", counts
    assert {p["id"] for p in catalog.photos(app="chat")} == {pid for pid, e in index.items() if e["app"] == "chat"}
    assert sum(len(catalog.photos(app=a)) for a in PHOTO_APPS) == len(index)


def slug(name: str) -> str:
    ascii_name = unicodedata.normalize("NFD", name).encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z0-9]+", "-", ascii_name.lower()).strip("-")


def test_avatars_are_openly_licensed_svgs_one_per_name():
    index = json.loads((ASSETS / "avatars" / "index.json").read_text(encoding="utf-8"))
    assert len(index) >= 120
    assert len({e["name"] for e in index.values()}) == len(index)
    assert len({e["style"] for e in index.values()}) >= 3
    for aid, entry in index.items():
        assert aid == slug(entry["name"]) and entry["file"] == f"{aid}.svg"
        assert entry["licence"] in OPEN_AVATAR_LICENCES, (aid, entry["licence"])
        root = ET.parse(ASSETS / "avatars" / entry["file"]).getroot()
        assert root.tag == "{http://www.w3.org/2000/svg}svg"
        # The SVG carries its own licence; it must agree with the index.
        licence_url = next(el.text for el in root.iter() if el.tag.endswith("}license"))
        assert ("zero" in licence_url) == (entry["licence"] == "CC0 1.0"), (aid, licence_url)
    files = {p.name for p in (ASSETS / "avatars").glob("*.svg")}
    assert files == {e["file"] for e in index.values()}


def test_catalog_urls_point_at_the_vendored_files():
    espresso = catalog.photo("espresso", "1x1")
    assert espresso["url"] == "/assets/photos/espresso-1x1.jpg" and espresso["licence"] == "CC0-1.0"
    for item in catalog.photos() + catalog.avatars():
        urls = item.get("urls", {"": item["url"]}).values()
        for url in urls:
            assert url.startswith("/assets/") and (ASSETS / url.removeprefix("/assets/")).is_file(), url
    mountains = catalog.photos(tag="mountains")
    assert mountains and all("mountains" in p["tags"] for p in mountains)
    assert len(mountains) < len(catalog.photos())
    cutouts = catalog.photos(kind="cutout")
    assert cutouts and all(p["kind"] == "cutout" for p in cutouts)
    assert catalog.avatar("kai-nakamura")["name"] == "Kai Nakamura"
    assert {a["style"] for a in catalog.avatars(style="lorelei")} == {"lorelei"}
    with pytest.raises(KeyError, match="no photo"):
        catalog.photo("not-a-photo")
    with pytest.raises(ValueError):
        catalog.photo("espresso", "2x1")
    with pytest.raises(KeyError, match="no avatar"):
        catalog.avatar("nobody")
