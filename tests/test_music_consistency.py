"""The music app (Spotify desktop) agrees with itself: Your Library's rows, filters and sort, Home's
quick picks and shelves, a playlist's track list and its header, Liked Songs and the heart/check
buttons, the player bar, the queue, lyrics that load and seek, Spotify Connect's device scan, and
the Miniplayer window that keeps its place when dragged.

Real Chromium, real mockup server (igg.envs.session.BrowserSession). The tests read the page as a
user would (row titles and subtitles, durations, the song count, the player's title and time, the
toast's text, which button is shown) and compare it with the content and with the store
(`igg.state()`).
"""
from conftest import load_app, sel, click, state

from igg.mockups.server import HERE as MOCKUPS
from igg.mockups.server import app_content

CONTENT = app_content(MOCKUPS / "music", 0)
T, P, AL, A = CONTENT["tracks"], CONTENT["playlists"], CONTENT["albums"], CONTENT["artists"]


def load(session, **st):
    return load_app(session, "music", **st)


def lib_rows(p):
    return p.evaluate("""() => [...document.querySelectorAll('.sp-lib-row')].map(r => ({
        id: r.getAttribute('data-igg-id').slice('music.lib.item.'.length),
        title: r.querySelector('.t').textContent, sub: r.querySelector('.s').textContent}))""")


def track_rows(p, key):
    return p.evaluate("""(key) => [...document.querySelectorAll('[data-igg-id="music.tracks.' + key + '"] .sp-tl-row')].map(r => ({
        id: r.getAttribute('data-igg-id').split('.').pop(), name: r.querySelector('.name').textContent,
        by: r.querySelector('.by').textContent, dur: r.querySelector('.dur').textContent,
        added: (r.querySelector('.c-added') || {}).textContent || null,
        liked: r.querySelector('.like').classList.contains('on')}))""", key)


def title_of(kind, iid):
    return {"playlist": lambda: P[iid]["title"], "album": lambda: AL[iid]["title"], "artist": lambda: A[iid]["name"],
            "podcast": lambda: CONTENT["podcasts"][iid]["title"], "liked": lambda: "Liked Songs"}[kind]()


def test_library_rows_follow_the_content_with_pinned_first(page):
    p = load(page)
    rows = lib_rows(p)
    lib = CONTENT["library"]
    pinned = [item for item in lib if item["pinned"]]
    expected = pinned + [item for item in lib if not item["pinned"]]
    assert [r["id"] for r in rows] == [item["id"] for item in expected]
    for r, item in zip(rows, expected):
        assert r["title"] == title_of(item["kind"], item["id"])
        if item["kind"] == "playlist":
            assert r["sub"] == f"Playlist \u2022 {P[item['id']]['owner_name']}"
        if item["kind"] == "artist":
            assert r["sub"] == "Artist"
    assert rows[0]["sub"] == f"Playlist \u2022 {len(CONTENT['liked'])} songs"


def test_the_artists_filter_and_the_alphabetical_sort_change_the_rows_and_the_store(page):
    p = load(page)
    click(p, "music.lib.chip.artists")
    assert state(p)["lib_filter"] == "artists"
    rows = lib_rows(p)
    artists = [item["id"] for item in CONTENT["library"] if item["kind"] == "artist"]
    assert [r["id"] for r in rows] == artists
    assert all(r["sub"] == "Artist" for r in rows)
    click(p, "music.lib.sort")
    click(p, "music.lib.sort.alphabetical")
    assert state(p)["lib_sort"] == "alphabetical"
    names = [r["title"] for r in lib_rows(p)]
    assert names == sorted(names, key=lambda n: n.lower()) or names == sorted(names)
    assert p.locator(sel("music.lib.sort")).inner_text().strip() == "Alphabetical"


def test_home_shows_the_quick_picks_and_shelves_of_the_content(page):
    p = load(page)
    tiles = p.evaluate("() => [...document.querySelectorAll('.sp-qtile .t')].map(t => t.textContent)")
    assert tiles == [title_of(k, i) for k, i in CONTENT["home"]["quick"]]
    shelves = p.evaluate("() => [...document.querySelectorAll('.sp-shelf')].map(s => s.getAttribute('data-igg-id').slice(12))")
    assert shelves == [s["id"] for s in CONTENT["home"]["shelves"]]
    click(p, "music.home.chip.podcasts")
    assert state(p)["home_filter"] == "podcasts"
    shelves = p.evaluate("() => [...document.querySelectorAll('.sp-shelf')].map(s => s.getAttribute('data-igg-id').slice(12))")
    assert shelves == [s["id"] for s in CONTENT["home"]["shelves"] if s["kind"] == "podcasts"]
    assert p.locator(".sp-qtile").count() == 0


def test_a_playlist_lists_its_tracks_with_artists_durations_and_dates(page):
    pid = "late-night-drive"
    p = load(page, view="playlist", page=pid)
    rows = track_rows(p, f"pl-{pid}")
    pl = P[pid]
    assert [r["id"] for r in rows] == pl["tracks"]
    for r, tid, added in zip(rows, pl["tracks"], pl["added"]):
        t = T[tid]
        assert r["name"] == t["title"]
        assert r["by"].replace("E", "", 1 if t["explicit"] else 0) == ", ".join(A[a]["name"] for a in t["artists"])
        assert r["dur"] == t["duration"]
        assert r["added"] == added
        assert r["liked"] == (tid in CONTENT["liked"])
    header = p.locator(".sp-phead .by").inner_text()
    assert f"{len(pl['tracks'])} songs" in header
    assert p.locator(".sp-phead h1").inner_text() == pl["title"]


def test_saving_a_song_updates_the_row_the_library_count_the_toast_and_the_store(page):
    p = load(page, view="playlist", page="sunday-coffee")
    tid = "paper-boats"
    assert tid not in CONTENT["liked"]
    p.locator(sel(f"music.track.pl-sunday-coffee.{tid}")).hover()
    click(p, f"music.track.pl-sunday-coffee.{tid}.like")
    s = state(p)
    assert s["liked"][0] == tid and len(s["liked"]) == len(CONTENT["liked"]) + 1
    assert p.locator(sel("music.toast")).inner_text().strip() == s["toast"] == "Added to Liked Songs"
    assert next(r for r in track_rows(p, "pl-sunday-coffee") if r["id"] == tid)["liked"]
    assert lib_rows(p)[0]["sub"] == f"Playlist \u2022 {len(s['liked'])} songs"
    click(p, "music.lib.item.liked")
    assert state(p)["view"] == "liked"
    assert track_rows(p, "liked")[0]["id"] == tid


def test_the_player_bar_the_now_playing_view_and_a_play_from_a_row_agree(page):
    p = load(page, view="album", page="night-shift")
    s = state(p)
    t = T[s["track"]]
    assert p.locator(sel("music.player.title")).inner_text() == t["title"] == p.locator(sel("music.npv.title")).inner_text()
    assert p.locator(".sp-player .tm").first.inner_text() == "0:47"
    assert p.locator(sel("music.npv.context")).inner_text() == P["late-night-drive"]["title"]
    p.locator(sel("music.track.al-night-shift.dock-7")).hover()
    click(p, "music.track.al-night-shift.dock-7.play")
    s = state(p)
    assert (s["track"], s["context"], s["playing"], s["position"]) == ("dock-7", "album:night-shift", True, 0)
    assert p.locator(sel("music.player.title")).inner_text() == "Dock 7"
    assert p.locator(sel("music.npv.context")).inner_text() == "Night Shift"
    assert p.locator(sel("music.player.play")).get_attribute("aria-label") == "Pause"


def test_the_queue_lists_what_comes_next_and_plays_a_picked_song(page):
    p = load(page, panel="queue")
    ids = p.evaluate("() => [...document.querySelectorAll('.sp-queue-list .sp-qrow')].map(r => r.getAttribute('data-igg-id'))")
    q = CONTENT["queue"]
    assert ids == ["music.queue.now"] + [f"music.queue.next.{t}" for t in q["next_in_queue"]] + [f"music.queue.item.{t}" for t in q["next_from"]]
    click(p, "music.queue.next.salt-spray")
    s = state(p)
    assert s["track"] == "salt-spray" and s["playing"]
    assert p.locator(sel("music.player.title")).inner_text() == "Salt Spray"
    click(p, "music.queue.tab.recent")
    assert state(p)["queue_tab"] == "recent"
    assert p.locator(".sp-queue-list .sp-qrow").count() == len(CONTENT["recently_played"])


def test_lyrics_load_after_a_moment_and_a_line_seeks_the_song(page):
    p = load(page, lyrics=True)
    assert p.locator(sel("music.lyrics.loading")).is_visible()
    assert p.locator(sel("music.lyrics.line.0")).count() == 0
    page.advance(1600)
    lines = p.evaluate("() => [...document.querySelectorAll('.sp-lyrics-lines .ln')].map(l => l.textContent)")
    assert lines == [line["line"] for line in CONTENT["lyrics"]]
    now = p.evaluate("() => document.querySelector('.sp-lyrics-lines .ln.now').textContent")
    position = state(p)["position"]
    assert now == [line["line"] for line in CONTENT["lyrics"] if line["t"] <= position][-1]
    click(p, "music.lyrics.line.12")
    assert state(p)["position"] == CONTENT["lyrics"][12]["t"] == 70
    assert p.locator(".sp-player .tm").first.inner_text() == "1:10"
    assert p.evaluate("() => document.querySelector('.sp-lyrics-lines .ln.now').textContent") == CONTENT["lyrics"][12]["line"]


def test_connect_looks_for_devices_before_listing_them(page):
    p = load(page, devices=True)
    assert p.locator(sel("music.devices.scan")).is_visible()
    assert p.locator(sel("music.device.kitchen-speaker")).count() == 0
    page.advance(1600)
    names = p.evaluate("() => [...document.querySelectorAll('.sp-devices .dev .n')].map(n => n.textContent)")
    assert names == [d["name"] for d in CONTENT["devices"] if d["id"] != "this-computer"]
    click(p, "music.device.kitchen-speaker")
    s = state(p)
    assert s["device"] == "kitchen-speaker" and not s["devices"]
    assert "Kitchen speaker" in p.locator(sel("music.player.connect-bar")).inner_text()


def test_the_miniplayer_follows_a_drag_and_keeps_its_place(page):
    p = load(page, miniplayer="artwork", mini_pos=[400, 200])
    box = p.locator(sel("music.mini")).bounding_box()
    assert (round(box["x"]), round(box["y"])) == (400, 200)
    art = p.locator(sel("music.mini.art")).bounding_box()
    x, y = art["x"] + art["width"] / 2, art["y"] + art["height"] / 2
    p.mouse.move(x, y)
    p.mouse.down()
    p.mouse.move(x + 150, y + 60, steps=4)
    p.mouse.up()
    assert state(p)["mini_pos"] == [550, 260]
    box = p.locator(sel("music.mini")).bounding_box()
    assert (round(box["x"]), round(box["y"])) == (550, 260)
    assert p.locator(sel("music.mini.info")).inner_text().startswith(T[state(p)["track"]]["title"])
    click(p, "music.mini.close")
    assert state(p)["miniplayer"] is None and p.locator(sel("music.mini")).count() == 0
