"""The social app (X) agrees with itself: what the store says is what the page shows.

Real Chromium, real mockup server (igg.envs.session.BrowserSession). Each test reads the page
the way a user would (the numbers and labels on screen) and compares them with the store
(`igg.state()`) or the content, so a page that drifts from its state fails:
  - a like or a repost moves a plain count by exactly one, and back;
  - a followed account's button reads "Following", an account you do not follow "Follow";
  - the Following tab holds only posts of accounts you follow, and a new follow adds theirs;
  - muted accounts are gone from the timeline;
  - a post's reply count is the same on the timeline and on its page, the thread never holds
    more replies than the count, and every reply says whom it replies to;
  - "Show N posts" inserts exactly N posts.
"""
import re

import pytest

from igg.envs.session import BrowserSession
from igg.mockups.server import app_content
from igg.mockups.server import HERE as MOCKUPS

CONTENT = app_content(MOCKUPS / "social", 0)


@pytest.fixture(scope="module")
def page():
    session = BrowserSession(1440, 900)
    yield session
    session.close()


def load(session, **state):
    session.load("social", state, 0)
    assert not session.page_errors, session.page_errors


def text(session, element_id, selector=""):
    return session.page.evaluate(
        "([id, sel]) => { const el = document.querySelector('[data-igg-id=\"' + id + '\"]');"
        " const t = el && (sel ? el.querySelector(sel) : el); return t ? t.textContent.trim() : null; }",
        [element_id, selector])


def click(session, element_id):
    x, y = session.center(element_id)
    session.page.mouse.click(x, y)
    session.advance(300)


def ids(session, prefix):
    return [i for i in session.page.evaluate("igg.ids()") if i.startswith(prefix)]


def plain(count):
    return int(count.replace(",", ""))


@pytest.mark.parametrize("key,action", [("liked", "like"), ("reposted", "repost")])
def test_counts_move_by_one_with_the_store(page, key, action):
    slug = "lars-cargo-bike"  # plain counts (930 likes, 52 reposts): X shows them exactly
    base = CONTENT["posts"][slug][{"like": "likes", "repost": "reposts"}[action]]
    button = f"social.post.{slug}.{action}"
    load(page, view="home", tab="following")
    assert page.app_state()[key] == []
    assert text(page, button, ".feed-act-n") == base
    load(page, view="home", tab="following", **{key: [slug]})
    assert text(page, button, ".feed-act-n") == f"{plain(base) + 1:,}"
    assert page.page.evaluate(f"document.querySelector('[data-igg-id=\"{button}\"]').classList.contains('on')")
    if action == "like":  # a click toggles the store and the count together
        click(page, button)
        assert page.app_state()[key] == []
        assert text(page, button, ".feed-act-n") == base
        click(page, button)
        assert page.app_state()[key] == [slug]
        assert text(page, button, ".feed-act-n") == f"{plain(base) + 1:,}"


def follow_label(slug, followed):
    if followed:
        return "Following"
    return "Follow back" if CONTENT["people"][slug]["follows_you"] else "Follow"


@pytest.mark.parametrize("slug", ["kai", "sakura"])
def test_follow_buttons_read_the_store(page, slug):
    load(page, view="profile", profile=slug)
    followed = slug in page.app_state()["followed"]
    assert followed == (slug in CONTENT["following"])
    assert text(page, "social.profile.follow") == follow_label(slug, followed)
    click(page, "social.profile.follow")
    assert (slug in page.app_state()["followed"]) == (not followed)
    page.page.mouse.move(5, 5)  # off the button (a hovered "Following" reads "Unfollow", as on X)
    page.advance(100)
    assert text(page, "social.profile.follow") == follow_label(slug, not followed)
    # Who to follow agrees with the store too.
    if slug in CONTENT["who_to_follow"]:
        load(page, view="home", followed=sorted(set(CONTENT["following"]) | {slug}))
        assert text(page, f"social.side.who.{slug}.follow") == "Following"
        load(page, view="home")
        assert text(page, f"social.side.who.{slug}.follow") == follow_label(slug, False)


def timeline_authors(session):
    posts = ids(session, "social.post.")
    slugs = {m.group(1) for i in posts if (m := re.fullmatch(r"social\.post\.([a-z0-9-]+)", i))}
    return {CONTENT["posts"][s]["author"] for s in slugs}, slugs


def test_following_tab_holds_only_followed_accounts(page):
    load(page, view="home", tab="following")
    authors, slugs = timeline_authors(page)
    assert slugs and authors <= set(page.app_state()["followed"])
    load(page, view="home", tab="following", followed=sorted(set(CONTENT["following"]) | {"sakura"}))
    authors, _ = timeline_authors(page)
    assert "sakura" in authors


def test_muted_accounts_leave_the_timeline(page):
    load(page, view="home")
    authors, _ = timeline_authors(page)
    assert "kai" in authors
    load(page, view="home", muted=["kai"])
    authors, _ = timeline_authors(page)
    assert "kai" not in authors


@pytest.mark.parametrize("slug", ["amara-webb-cluster", "kai-fog-jetty", "lars-cargo-bike"])
def test_reply_counts_match_the_thread(page, slug):
    post = CONTENT["posts"][slug]
    load(page, view="home", tab="following" if slug == "lars-cargo-bike" else "for_you")
    assert text(page, f"social.post.{slug}.reply", ".feed-act-n") == post["replies"]
    load(page, view="post", post=slug)
    # The focused post's bar shows no counts (X's); its replies load as the page scrolls.
    for _ in range(6):
        page.page.mouse.wheel(0, 4000)
        page.advance(1500)
    rows = [i for i in ids(page, f"social.post.{slug}-r") if re.fullmatch(rf"social\.post\.{slug}-r\d+", i)]
    assert len(rows) == len(CONTENT["replies"][slug]) > 0
    count = post["replies"]
    if re.fullmatch(r"[\d,]+", count):
        assert len(rows) <= plain(count)
    handle = "@" + CONTENT["people"][post["author"]]["handle"]
    for row in rows:
        assert text(page, row, ".feed-replying") == "Replying to " + handle


def test_show_new_posts_inserts_what_it_says(page):
    load(page, view="home", new_posts_ms=1000)
    page.advance(1200)
    label = text(page, "social.timeline.show-new")
    n = int(re.fullmatch(r"Show (\d+) posts?", label).group(1))
    before = set(ids(page, "social.post."))
    click(page, "social.timeline.show-new")
    assert page.app_state()["new_posts_shown"] is True
    added = {i for i in set(ids(page, "social.post.")) - before if re.fullmatch(r"social\.post\.[a-z0-9-]+", i)}
    assert len(added) == n
