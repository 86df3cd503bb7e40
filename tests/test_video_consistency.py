"""The video app (YouTube) agrees with itself: the open video, subscriptions, likes, the miniplayer,
comments and replies, notifications, Watch later and the player's time.

Real Chromium, real mockup server (igg.envs.session.BrowserSession). The tests read the page as a
user would (the watch page's title, button labels, counts, the miniplayer's title, the thumbnail
beside each title) and compare it with the content and with the store (`igg.state()`).
"""
import re

import pytest

from conftest import load_app, sel, state

from igg.mockups.server import HERE as MOCKUPS
from igg.mockups.server import app_content

CONTENT = app_content(MOCKUPS / "video", 0)
V = CONTENT["videos"]


def load(session, **state):
    return load_app(session, "video", **state)


def click(p, igg_id, hover=None):
    if hover:
        p.hover(sel(hover))
    p.locator(sel(igg_id)).first.click()
    p.wait_for_timeout(50)


def text(p, igg_id):
    return p.locator(sel(igg_id)).first.inner_text().strip()


@pytest.mark.parametrize("slug", ["brown-butter-steak", "lofoten-winter", "why-space-cold", "juniper-lane-live"])
def test_watch_page_shows_the_video_the_store_opened(page, slug):
    p = load(page, view="watch", video=slug)
    assert state(p)["video"] == slug
    assert text(p, "video.watch.title") == V[slug]["title"]
    channel = CONTENT["channels"][V[slug]["channel"]]["name"]
    assert text(p, "video.watch.channel") == channel
    # The player's frame is that video's thumbnail (its photo, named by its title).
    frame = p.evaluate("""() => { const img = document.querySelector('.player .frame img');
        return img ? {src: img.getAttribute('src'), alt: img.alt} : null; }""")
    if V[slug]["thumb"]:
        assert frame == {"src": V[slug]["thumb"], "alt": V[slug]["title"]}
    else:
        assert frame is None


def test_opening_another_video_changes_store_and_page_together(page):
    p = load(page, view="home")
    assert state(p)["video"] is None
    click(p, "video.card.night-train-europe")
    assert state(p)["view"] == "watch" and state(p)["video"] == "night-train-europe"
    assert text(p, "video.watch.title") == V["night-train-europe"]["title"]
    first_rec = p.evaluate("document.querySelector('.rec').getAttribute('data-igg-id')").split(".")[-1]
    click(p, f"video.rec.{first_rec}")
    assert state(p)["video"] == first_rec
    assert text(p, "video.watch.title") == V[first_rec]["title"]
    # The current video is never recommended beside itself.
    recs = p.evaluate("[...document.querySelectorAll('.rec')].map(e => e.getAttribute('data-igg-id'))")
    assert f"video.rec.{first_rec}" not in recs


def test_every_thumbnail_is_the_photo_of_the_title_beside_it(page):
    p = load(page, view="home")
    cards = p.evaluate("""() => [...document.querySelectorAll('.card')].map(c => ({
        id: c.getAttribute('data-igg-id'), title: c.querySelector('.title').textContent,
        src: (c.querySelector('img.art') || {}).getAttribute ? c.querySelector('img.art').getAttribute('src') : null}))""")
    assert len(cards) >= 20
    for c in cards:
        v = V[c["id"].split(".")[-1]]
        assert c["title"] == v["title"]
        assert c["src"] == v["thumb"], c["id"]


def test_subscribe_button_follows_the_store(page):
    p = load(page, view="watch", video="juniper-lane-live")
    ch = "basement-sessions"
    assert ch not in CONTENT["subscriptions"]
    assert text(p, "video.watch.subscribe") == "Subscribe"
    click(p, "video.watch.subscribe")
    assert state(p)["subscribed"] == [ch]
    assert text(p, "video.watch.subscribe") == "Subscribed"
    assert p.locator(sel(f"video.guide.sub.{ch}")).count() == 0  # the watch page has no guide
    # Subscribed opens the bell menu; Unsubscribe there leaves the channel.
    click(p, "video.watch.subscribe")
    assert state(p)["menu"] == "video.watch.subscribe"
    click(p, "video.watch.subscribe.unsubscribe")
    assert state(p)["subscribed"] == [] and state(p)["menu"] is None
    assert text(p, "video.watch.subscribe") == "Subscribe"


def test_guide_lists_the_subscriptions_in_the_store(page):
    p = load(page, view="home", guide_expanded=True, unsubscribed=["orbit-lab"], subscribed=["runwell"])
    listed = p.evaluate("""[...document.querySelectorAll('[data-igg-id^="video.guide.sub."]')]
        .map(e => e.getAttribute('data-igg-id').slice('video.guide.sub.'.length))""")
    expected = [s for s in CONTENT["subscriptions"] if s != "orbit-lab"] + ["runwell"]
    assert listed == expected
    click(p, "video.guide.sub.runwell")
    assert state(p)["view"] == "channel" and state(p)["channel"] == "runwell"
    assert text(p, "video.channel.subscribe") == "Subscribed"


def test_like_buttons_follow_the_store(page):
    p = load(page, view="watch", video="brown-butter-steak")
    like = sel("video.watch.like")
    assert p.get_attribute(like, "aria-pressed") == "false"
    click(p, "video.watch.like")
    assert state(p)["liked"] == ["brown-butter-steak"]
    assert p.get_attribute(like, "aria-pressed") == "true"
    click(p, "video.watch.dislike")
    assert state(p)["liked"] == [] and state(p)["disliked"] == ["brown-butter-steak"]
    assert p.get_attribute(like, "aria-pressed") == "false"
    assert p.get_attribute(sel("video.watch.dislike"), "aria-pressed") == "true"


def test_comment_like_count_and_pressed_state_follow_the_store(page):
    p = load(page, view="watch", video="brown-butter-steak", scroll_y=900)
    cm = next(c for c in CONTENT["comments"]["brown-butter-steak"] if c["id"] == "priya-eats")
    likes = lambda: p.locator(f'{sel("video.comment.priya-eats")} > .cm-main > .cm-actions .cm-likes').inner_text()  # noqa: E731
    assert likes() == cm["likes"]
    click(p, "video.comment.priya-eats.like")
    assert state(p)["liked_comments"] == ["brown-butter-steak/priya-eats"]
    assert likes() == str(int(cm["likes"]) + 1)
    click(p, "video.comment.priya-eats.like")
    assert state(p)["liked_comments"] == [] and likes() == cm["likes"]


def test_comment_count_and_replies_match_the_comments(page):
    p = load(page, view="watch", video="brown-butter-steak")
    comments = CONTENT["comments"]["brown-butter-steak"]
    assert text(p, "video.comments.count") == CONTENT["commentCounts"]["brown-butter-steak"] + " Comments"
    shown = p.evaluate("[...document.querySelectorAll('.comment:not(.reply)')].map(e => e.getAttribute('data-igg-id'))")
    assert shown == [f"video.comment.{c['id']}" for c in comments]
    for c in comments:
        if not c["replies"]:
            assert p.locator(sel(f"video.comment.{c['id']}.replies")).count() == 0
            continue
        label = text(p, f"video.comment.{c['id']}.replies")
        assert int(re.match(r"\d+", label).group(0)) == len(c["replyItems"])
        click(p, f"video.comment.{c['id']}.replies")
        assert c["id"] in state(p)["replies"]
        rows = p.evaluate(f"""[...document.querySelectorAll('{sel(f"video.comment.{c['id']}.reply-list")} > .reply')]
            .filter(e => e.offsetParent).length""")
        assert rows == len(c["replyItems"])
    # Newest first: the same comments without the pinned one, in reverse.
    p.locator(sel("video.comments.sort")).scroll_into_view_if_needed()
    p.wait_for_timeout(100)
    click(p, "video.comments.sort")
    click(p, "video.comments.sort.newest")
    assert state(p)["sort"] == "newest"
    newest = p.evaluate("[...document.querySelectorAll('.comment:not(.reply)')].map(e => e.getAttribute('data-igg-id'))")
    assert newest == [f"video.comment.{c['id']}" for c in comments if not c["pinned"]][::-1]


def test_miniplayer_shows_the_video_that_was_playing(page):
    p = load(page, view="watch", video="why-space-cold")
    click(p, "video.player.miniplayer", hover="video.player")
    st = state(p)
    assert st["view"] == "home" and st["video"] == "why-space-cold" and st["mini"] is True
    assert text(p, "video.miniplayer.title") == V["why-space-cold"]["title"]
    assert p.get_attribute(f'{sel("video.miniplayer.handle")} img', "alt") == V["why-space-cold"]["title"]
    # It keeps playing across pages, and closing it stops it.
    click(p, "video.guide.subscriptions")
    assert state(p)["video"] == "why-space-cold" and text(p, "video.miniplayer.title") == V["why-space-cold"]["title"]
    click(p, "video.miniplayer.close", hover="video.miniplayer.handle")
    assert state(p)["video"] is None and state(p)["mini"] is False
    assert p.locator(sel("video.miniplayer")).count() == 0


def test_queue_next_plays_the_queued_video(page):
    p = load(page, view="home", video="lofoten-winter", mini=True)
    click(p, "video.card.why-space-cold.queue", hover="video.card.why-space-cold")
    assert state(p)["queue"] == ["why-space-cold"]
    assert "Queue" in p.locator(".mp-ch").inner_text()
    click(p, "video.miniplayer.next", hover="video.miniplayer.handle")
    assert state(p)["video"] == "why-space-cold" and state(p)["queue"] == []
    assert text(p, "video.miniplayer.title") == V["why-space-cold"]["title"]


def test_unread_badge_counts_the_unread_notifications(page):
    p = load(page, view="home")
    unread = [n["slug"] for n in CONTENT["notifications"] if n["unread"]]
    badge = lambda: p.locator(f'{sel("video.notifications")} .bell-badge').inner_text()  # noqa: E731
    assert badge() == str(len(unread))
    click(p, "video.notifications")
    assert state(p)["notifications"] is True
    dots = p.evaluate("[...document.querySelectorAll('.notif-item.unread')].map(e => e.getAttribute('data-igg-id'))")
    assert dots == [f"video.notif.{s}" for s in unread]
    click(p, f"video.notif.{unread[0]}")
    st = state(p)
    assert st["read"] == [unread[0]] and st["notifications"] is False
    n = next(n for n in CONTENT["notifications"] if n["slug"] == unread[0])
    assert st["video"] == n["video"] and text(p, "video.watch.title") == V[n["video"]]["title"]
    assert badge() == str(len(unread) - 1)


def test_watch_later_page_lists_what_the_store_saved(page):
    p = load(page, view="home")
    click(p, "video.card.lofoten-winter.watch-later", hover="video.card.lofoten-winter")
    assert state(p)["watch_later"] == ["lofoten-winter"] + CONTENT["watchLater"]
    assert state(p)["toast"] == "Saved to Watch later"
    click(p, "video.guide.watch-later")
    rows = p.evaluate("[...document.querySelectorAll('.list-row')].map(e => e.getAttribute('data-igg-id').slice(11))")
    assert rows == state(p)["watch_later"]


def test_chapter_link_moves_the_player_to_its_time(page):
    p = load(page, view="watch", video="brown-butter-steak", desc_expanded=True)
    chapter = next(c for c in V["brown-butter-steak"]["chapters"] if c["slug"] == "pan-sauce")
    click(p, "video.desc.chapter.pan-sauce")
    minutes, seconds = map(int, chapter["t"].split(":"))
    assert state(p)["time"] == minutes * 60 + seconds
    assert text(p, "video.player.time").startswith(chapter["t"] + " / ")
    assert chapter["title"] in p.locator(sel("video.player.chapter")).inner_text()


def test_share_dialog_belongs_to_the_video_in_the_store(page):
    p = load(page, view="watch", video="lofoten-winter")
    click(p, "video.watch.share")
    assert state(p)["share"] == "lofoten-winter"
    assert p.locator(sel("video.share")).is_visible()
    click(p, "video.share.copy")
    st = state(p)
    assert st["share"] is None and st["shared"] == "lofoten-winter/copy" and st["toast"] == "Link copied to clipboard"
    assert p.locator(sel("video.share")).count() == 0
