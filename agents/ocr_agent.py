"""The offline, model-free default agent: read the screen, click what the instruction names.

It sees only the observation (screenshot, instruction). Each step it reads the screenshot with the
screen reader (PP-OCRv4 text lines, icons, scrollbars) and clicks the line that carries enough of
the instruction's key words (exact, fuzzy, glued-together or a quoted name). It remembers what its
last action did: a click on a strong match that changed nothing means the control is disabled or
covered, so it dismisses a dialog, drags a window or waits, then clicks it again; an area whose
scroll moved nothing is done. When nothing matches well enough it plays a reveal move, most
promising first: close a dialog, wait while the screen shows progress, hover the rows that
mention some of the words and read the tooltips of the icons that appear (a hover card's button
that names the action), scroll the areas it sees scrollbars for, drag floating windows aside.
Icons that no tooltip names are told by their glyph as the recogniser reads it (a "×", a "☆").
"""
from __future__ import annotations

import difflib
import functools
import os
import re
import unicodedata

from igg.agents.base import Agent
from igg.agents.screen import (appeared_icons, colourful, content_pending, dismiss_controls, dropdown_carets, faded,
                               find_scrollbars, find_title_bars, floating_pictures, ink_runs, menu_buttons, more_glyphs,
                               normalize_word, picture_boxes, picture_left_of, scroll_point, shape_likeness, stands_alone)
from igg.agents.screen_reader import new_episode, read_glyph, read_screen, share_readings
from igg.envs.actions import Action, make_action

STOPWORDS = set("""a an the to of in on at for from with by and or about as is it its this that those these my our your
their me us open show view click select go find start play press tap choose pick get see please which who what
one his her s you i we them into up out any all so do did just be been has have had can will""".split())
# Instruction verbs that rarely appear on the target (they name the goal, not a label).
WEAK = set("""message email video channel thread item latest last first give new check read visit watch join
mark add set turn use reply react""".split())
# Instruction verbs -> what their control is often labelled instead ("Rename" is a menu's "Edit").
VERB_LABELS = {"rename": ("edit",)}
# What a user calls a thing -> the label of the place that lists it (a tab, a folder, a menu button).
RELATED = {"spreadsheet": "files", "pdf": "files", "document": "files", "doc": "files", "file": "files",
           "attachment": "files", "pinned": "pins", "replies": "replies", "issue": "issues",
           "branch": "branches", "tag": "tags", "commit": "commits", "notification": "notifications",
           "photo": "photos", "comment": "comments", "transcript": "more", "draft": "drafts",
           "label": "labels", "member": "members", "setting": "settings", "settings": "settings",
           "mention": "mentions", "mentioned": "mentions", "request": ("pending", "requests"),
           "repost": "reposts", "reposted": "reposts", "playlist": "playlists", "component": "assets",
           "css": "inspect", "interaction": "prototype", "canvas": "canvases", "unread": "unreads",
           "density": "settings", "theme": ("preferences", "appearance"), "feedback": ("help", "support"),
           "zip": "code", "ssh": "code", "clone": "code", "codespace": "code",
           # what a daily user knows: who joined is among the members, a list's author filter says
           # who opened it, a microphone is set up under voice, a cricket final is sport, and a
           # list sorts by what its sort control says (X's and Slack's "Most relevant")
           "joined": "members", "opened": "author", "labelled": "label", "labeled": "label",
           "microphone": "voice", "cricket": "sports", "football": "sports", "tennis": "sports",
           "newest": ("sort", "relevant"), "oldest": ("sort", "relevant")}
# What lives in a side list (a sidebar, a layers panel, a server rail): search there first.
SIDE_LIST_WORDS = {"label", "labelled", "labeled", "channel", "server", "folder", "conversation", "dm", "direct",
                   "layer", "playlist", "subscription", "space", "workspace", "category"}
THING_SHARE = 0.5  # share of the key words' weight under which the names give whose thing it is, not the target
PERSON_PLACES = {"profile", "conversation", "dm", "card"}  # what opens from a person's name in a list
CLICK_SCORE = 0.45  # share of the key words' weight a line must carry to be clicked
LONG_LINE = 60  # characters: longer lines are message bodies and previews, rarely the target itself
PARTIAL_SCORE = 0.25
# Lines that say the screen is still busy: progress, a countdown, a reconnecting notice. Words that
# are also labels ("Running" is a topic chip) count only with an ellipsis (which the recogniser may
# read as the info icon after it) or in a phrase.
PROGRESS = re.compile(r"loading|connecting|reconnect|uploading|preparing|please wait|syncing|in progress|"
                      r"(processing|rendering|generating|running|pending|queued|waiting|sending|searching|scanning|"
                      r"typing|opening|exporting|fetching|checking|updating|installing|importing|downloading|"
                      r"load\w{0,2}ing|analy[sz]ing)(\s\w+){0,3}\s*(…|\.\.|[①ⓘ]$)|"
                      r"checks? (are )?(still )?(running|pending)|(running|pending|queued) (checks|jobs|build)|"
                      r"\b\d{1,2}\s?% (done|complete)|\bin \d+\s?s(ec|econds)?\b|\b\d+\s?s left\b|retrying|"
                      r"\b\d\s?of\s?\d\W{0,4}\d+:\d\d", re.I)  # the last: an ad's "1 of 2 · 0:30", skippable in a while
# Instructions about what is still on its way ("the link Priya is about to send you").
COMING = re.compile(r"about to|just (came|come|sent|arrived|posted)|came in|new posts|\bwait|\buntil\b|"
                    r"you are (posting|attaching|uploading)|\bnext$", re.I)
STEM = 4  # letters two words share at their start to be taken for one word's forms ("posts", "posted")
COMING_WAITS = 3  # waits of 3 s before other reveal moves when it is: the slowest arrivals take ~9 s
NOT_READY = re.compile(r"\bwait|\buntil\b|" + PROGRESS.pattern, re.I)  # "Wait for the attachment to finish uploading"
# Controls that show more of a list or a menu.
EXPANDERS = re.compile(r"^(\.\.\.|…)?(\d+\s)?(more|show more|see more|see all|view all|show all|expand|more options|"
                       r"show \d+ more|\d+ more|load more|load diff|show resolved|\d+ (older|hidden|more) \w+|"
                       r"(view|show) \d+ (more )?repl\w*|\d+ repl\w*|jump to (present|new|latest))\b", re.I)
# Expanders of items held back in the middle of a list (a pull request's timeline): what is looked
# for may be among them, whatever is further down
HIDDEN_ITEMS = re.compile(r"^(\d+ hidden \w+|load more)", re.I)
MORE_GLYPHS = {"...", "…", "⋮", ":", "more", "▼", "▾", "v", "+", "⋯"}
CLOSE_GLYPHS = {"x", "X", "×", "✕", "✖", "⨯"}
CLOSE_VERBS = {"close", "remove", "dismiss"}  # actions a × button does
# Actions done by an always-shown icon on the object's row, and how the recogniser reads its glyph
# when the action is still to do (an empty star: a filled one is starred already).
VERB_GLYPHS = {"star": {"☆"}, "accept": {"✓", "✔", "<"}}  # the recogniser reads a check mark as "<"
# Actions shown as an outlined icon under a post's text, told by shape (the recogniser reads X's
# heart beside its count as nothing or a "3"): the first such icon below the post's text.
VERB_SHAPES = {"like": "heart"}
SHAPE_LIKENESS = 0.75  # shape_likeness above which an icon is that shape (X's hearts 0.91; other icons
# on saved screens of every app under 0.75 but one Discord reaction)
SHAPE_REACH = 500  # pixels: a post's text may be this far above its icon (a photo between)
SHAPE_COLUMN = (60, 320)  # icons this close sideways are one column's; a post's lines start this close
POSSESSIVE = re.compile(r"\b([A-Z][\w\u00c0-\u024f-]*(?:\s[A-Z][\w\u00c0-\u024f-]*)*)(?:['’]s\b|(?<=s)['’](?=\s))")
COUNT_CHARS = 8  # a line this short may be a count with its icon joined to it ("♡ 31K" read as "31K")
GLYPH_ROW = 14  # pixels: an icon this close (vertically) to a line is on its row
LABEL_GAP = 60  # pixels: a line starting this close right of an icon is the icon's label
SHADED = 0.5  # share of faded lines above which a shade covers the screen ...
FEW_LINES = 12  # ... or so few lines read (a dark shade hides the text)
WINDOW_EDGE = 12  # pixels: icons starting above this are a desktop window's own buttons
VIEWER_BACK = 64  # pixels: an icon within this top left corner, before a title, closes a shaded viewer
CORNER_ICONS = 6  # icons nearest the top right corner whose glyphs are read for a close button
LOGO_CORNER = (200, 70)  # an "X" up here is the app's logo (X, formerly Twitter), not a close button
MENU_SCORE = PARTIAL_SCORE  # a row that mentions the object ...
OBJECT_MENUS = 2  # ... has its overflow menu opened, twice an episode at most
MENU_ROW = (24, 700)  # an overflow glyph this close (vertically, rightwards) ends a row
MENU_CARD = (30, 45)  # pixels above and below an overflow glyph that its card's lines span
HEADER_BAND = 120  # pixels: a line this near the top is a pane's header, its bar as wide as the screen
OBJECT_ONLY = 0.6  # a line that names the object but not the action ("Kai Nakamura" for "Mute Kai")


def keywords(instruction: str) -> list[tuple[str, float]]:
    """Key words of the instruction with weights: names (capitalised, quoted) and long words weigh more."""
    quoted = [q.lower() for q in re.findall(r"[\"“']([^\"”']{3,})[\"”']", instruction)]
    out: dict[str, float] = {}
    for i, raw in enumerate(re.findall(r"[A-Za-z0-9\u00c0-\u024f#@][A-Za-z0-9\u00c0-\u024f&.'#@-]*", instruction)):
        word = normalize_word(raw.strip(".'"))
        if word in STOPWORDS or len(word) < 2 or word in out:
            continue
        weight = 1.0 if len(word) > 3 else 0.6
        if raw[0].isupper() and i > 0 or raw[0].isdigit():
            weight *= 1.6
        if word in WEAK:
            weight *= 0.4
        if any(word in q for q in quoted):
            weight *= 1.5
        out[word] = weight
    return list(out.items())


FULL_NAME = re.compile(r"\b([A-Z][a-z\u00e0-\u024f]+)\s+([A-Z][a-z\u00e0-\u024f]+)\b")
HANDLE_CHARS = 5  # shorter user names would match parts of other words


def handles(instruction: str, weights: dict) -> dict[str, tuple[float, set]]:
    """User names a person's full name may go by on screen ("jpereira", "ingridh", "kainakamura"),
    each weighing as much as the name: handle -> (weight, the name's words)."""
    out = {}
    for first, last in FULL_NAME.findall(instruction.split(None, 1)[-1]):  # not the verb ("Follow João")
        parts = {normalize_word(first), normalize_word(last)}
        weight = sum(weights.get(part, 0) for part in parts)
        first, last = (unicodedata.normalize("NFKD", w.lower()).encode("ascii", "ignore").decode() for w in (first, last))
        for handle in (first + last, first[0] + last, first + last[0]):
            if len(handle) >= HANDLE_CHARS and handle not in weights and weight:
                out[handle] = (weight, parts)
    return out


GENERIC_VERBS = set("""open show view go find select click see get have give make take browse put let use
check visit switch""".split())


CAUSATIVE = re.compile(r"\s*(?:[Hh]ave|[Ll]et)\s+(?:[A-Z][\w'-]*|me|us)\s+")


def action_verb(instruction: str) -> str | None:
    """The instruction's first word when it names an action a control is labelled with
    ("Archive", "Follow", "Unpin"), not a generic one ("Open", "Show")."""
    causative = CAUSATIVE.match(instruction)  # "Have Slack remind you ...": the action is "remind"
    first = re.match(r"\s*([A-Za-z]+)", instruction[causative.end():] if causative else instruction)
    word = first.group(1).lower() if first else ""
    return word if word and word not in GENERIC_VERBS else None


def related_places(keys) -> list[str]:
    """Labels of the places that usually list what the instruction names (a "Files" tab)."""
    words = {w for w, _ in keys}
    out = []
    for word, _ in keys:  # in the instruction's order: a set's order changes from process to process
        if word.rstrip("s") == "request" and "pull" in words:
            continue  # a pull request is on its own page: the list of them is elsewhere, not where it is
        places = RELATED.get(word) or RELATED.get(word.rstrip("s")) or ()
        for place in (places,) if isinstance(places, str) else places:
            if place not in words and place not in out:
                out.append(place)
    return out


def _place_form(word: str, verbs) -> bool:
    """The verb as the name of a place or a state ("Bookmarks", "Snoozed", "Starred"): a folder
    or a tab that lists what the action made, not the action's button."""
    return any(word != verb and word in (verb + "s", verb + "es", verb + "d", verb + "ed", verb + verb[-1:] + "ed")
               for verb in verbs)


def _compact(text: str) -> str:
    return re.sub(r"[^a-z0-9\u00e0-\u024f&#@-]", "", text.lower())


FILE_NAME = re.compile(r"\w\.[A-Za-z]{2,4}$")  # a file's name ends in its type ("lake_house.jpg") ...
FILE_NAME_PARTS = re.compile(r"[_.]")  # ... and these join its words
TRUNCATED = re.compile(r"([A-Za-z\u00c0-\u024f]{4,})(?:\.{2,}|…)\s*$")


@functools.lru_cache(maxsize=1 << 16)
def _found(word: str, line_text: str) -> int | None:
    """Where `word` is in the line (a character offset), exactly, glued to its neighbours (the
    recogniser drops some spaces: "SamuelAdeyemi") or fuzzily; never inside a longer word. Cached:
    an episode asks about the same lines and words at every step (the fuzzy match is the cost)."""
    compact = _compact(line_text)
    glued = re.sub(r"[^A-Za-z0-9\u00c0-\u024f&#@-]", "", line_text)
    if len(word) >= 3 or word.isdigit():
        pos = compact.find(word)
        while pos >= 0:
            end = pos + len(word)
            if end == len(glued) or not glued[end].islower() or not glued[end - 1].isalpha():
                return pos
            pos = compact.find(word, pos + 1)
    cut = TRUNCATED.search(line_text)  # "Hillcrest_Lodge_contr...": a name cut short with an ellipsis
    if cut and len(word) > len(cut.group(1)) and word.startswith(cut.group(1).lower()):
        return len(compact) - len(_compact(cut.group(0)))
    offset = 0
    for token in line_text.split():
        norm = normalize_word(token)
        if norm == word or (len(word) >= 5 and difflib.SequenceMatcher(None, norm, word).ratio() >= 0.84) \
                or len(word) >= 4 and _confusable(norm) == _confusable(word) \
                or len(word) >= 3 and FILE_NAME.search(token) and word in FILE_NAME_PARTS.split(token.lower()):
            return offset
        offset += len(_compact(token))
    return None


def _kin(word: str, label: str) -> bool:
    """A label of the instruction word's stem that names where such things are: the word's verb form
    against a label of another form ("liked" and "Likes", "archived" and "ARCHIVE"), or a plural
    against its singular ("files" and "Add file"); not a plural of the word ("#announcements")."""
    if word == label or word != label + "s" and not (word.endswith(("ed", "ing")) and (label.endswith("s") or len(label) >= 7)):
        return False  # (a verb form's short bare stem is a button, "Follow", not a place)
    common = len(os.path.commonprefix([word, label]))
    return common >= 4 and common >= len(word) - KIN_TAIL and common >= len(label) - KIN_TAIL


KIN_TAIL = 3
KIN_CLICKS = 2


def _stem_of(word: str, token: str) -> bool:
    """The token is a form of the word: they share STEM letters at least, all of the word's but
    its last ("trend" and "Trending", "posts" and "posted")."""
    common = len(os.path.commonprefix([word, token]))
    return common >= STEM and common >= len(word) - 1


def _confusable(word: str) -> str:
    """The word with the letters the recogniser mixes up made one (l, j and 1 as i): a capital I or
    J at a word's start reads as "l" in the apps' sans fonts ("loana" for Ioana, "loaquin" for Joaquin)."""
    return word.translate(CONFUSABLE)


CONFUSABLE = str.maketrans("lj1", "iii")
SPAN_GAP = 30  # characters: a key word further than this from the heaviest one is another item of the line


def _span(hits, compact: str) -> tuple[int, int]:
    """The characters to click in a line: the heaviest key word's, widened to the nearest
    occurrence of each other key word, on the side the instruction puts it ("Cookie Policy" in
    "Privacy Policy Cookie Policy" is the second "Policy"). Hits are (offset, length, weight, word)
    in instruction order."""
    order = {hit[3]: i for i, hit in enumerate(hits)}
    anchor = max(hits, key=lambda hit: hit[2] * hit[1])
    lo, hi = anchor[0], anchor[0] + anchor[1]
    for pos, n, _, word in hits:
        places = [m.start() for m in re.finditer(re.escape(word), compact)] or [pos]
        after = order[word] > order[anchor[3]]

        def gap(p):
            return (max(anchor[0] - (p + n), p - (anchor[0] + anchor[1]), 0), (p >= anchor[0]) != after)
        p = min(places, key=gap)
        if gap(p)[0] <= SPAN_GAP:
            lo, hi = min(lo, p), max(hi, p + n)
    return lo, hi


def _point_at(line, lo: int, hi: int) -> tuple:
    """The screen point of the characters lo..hi of a line's compacted text."""
    left, top, right, bottom = line.box
    x = left + (right - left) * ((lo + hi) / 2) / max(1, len(_compact(line.text)))
    return int(x), int((top + bottom) // 2)


NO_EFFECT = 0.8  # share of the previous screen's lines still in place when an action changed little
OPENED_LINES = 2  # ... and new lines near it, fewer than this: a click that brought up a menu did something
MENU_KEPT = 0.5  # share of the screen's lines a click that opened a menu left in place, at least
OPENED_NEAR = (320, 420)  # a menu opens this close (vertically, horizontally) to the click
STUCK_SCROLL = 0.85  # ... when a scroll moved nothing: that area is done
# Actions a row's hover toolbar usually shows as icons (read their tooltips before its menu).
TOOLBAR_VERBS = {"react", "reply", "forward", "save", "share", "download", "like", "archive", "delete",
                 "snooze", "star", "bookmark", "add", "give"}
COUNT_LINK = re.compile(r"(?<!\S)(\d[\d.,]*[KkMm]?)\s?([A-Za-z]+)\b")  # a count and what it counts ("22.9K Followers")
CARD_ONLY = {"follow", "follows", "followers", "following", "sponsor"}  # what a name's card offers, its click not
NAME_WORDS = 3  # a hovered line this short may be a name with a hover card ...
# ... worth waiting for only when the instruction asks for what a person's card offers
CARD_WORDS = {"follow", "follows", "followers", "following", "unfollow", "sponsor", "huddle", "call", "video",
              "card", "profile"}
PICTURE_WORDS = {"photo", "picture", "image", "pic", "screenshot", "snapshot"}
IMAGE_FILE = re.compile(r"\.(jpe?g|png|gif|heic|webp)\b", re.I)
PICTURE_BELOW = 120  # pixels: a message's picture starts this close under its text
PROBES = 5  # icons of a hovered row whose tooltips are read, left to right
REACTION_VERBS = {"react", "add", "like", "love", "heart"}
REACTION_WORDS = {"emoji", "reaction", "react", "heart", "thumbs", "thumbsup", "party", "popper", "taco", "checkmark"}
TOOLTIP_WAIT_MS = 400  # tooltips open ~500 ms into a hover; the env settles 200 ms after a move
NEAR_TIP = (70, 160)  # a tooltip sits this close (vertically, horizontally) to the pointer
NEAR_CARD = (360, 480)  # a hover card's buttons sit this close to the hovered name
EXPANDER_CLICKS = 2  # expanders clicked once the main area is done, before the plan's other areas
EXPANDER_REACH = 250  # pixels below a line naming the target that its list's "Show more" may be
PAGE_BAR = 24  # pixels from the right edge: the page's own scrollbar; bars further in are a list's
HEADER_ICONS = 4  # icon-only buttons of the top bar clicked, right to left, when the instruction names ...
# ... what lives in the menus they open (an account, settings, help, apps or notifications menu)
HEADER_WORDS = {"setting", "settings", "theme", "dark", "account", "feedback", "help", "support", "notification",
                "notifications", "density", "appearance", "language", "apps"}
SENDER_GAP, SENDER_ALIGN = 12, 12  # pixels: a sender's name this close above a message's text, its left edge as close
# what a video player's controls do (they show while it is hovered); sound words with "video" only
PLAYER_WORDS = {"caption", "captions", "subtitles", "speed", "volume", "fullscreen", "quality", "miniplayer"}
SOUND_WORDS = {"sound", "mute", "unmute"}
PLAYER_BAR = 70  # pixels: a player's controls sit this near its bottom edge
PLAYER_WIDTH = 300  # pixels: the narrowest picture taken for a player
PLAYER_ICON = 24  # pixels: icons of a player's bar closer than this are one control
LATE_CARETS = 2  # top bar menus opened, at most, when nothing on the screens named the target
LATE_CARET_BAND = 100  # pixels: the top bars' own carets; lower ones are a reaction's or a picture's
CARET_STILL = 4  # pixels a caret found again may be off where the first screen showed it
CARET_CLICKS = 4  # the top bars' dropdown carets opened, left to right, when nothing names the tool
TOOL_WORDS = {"tool", "tools", "pencil", "brush", "sketch", "draw"}  # what a toolbar's flyouts hold
NARROW = 1000  # pixels: a screen narrower than this has a phone or tablet layout, its navigation in a drawer
HEADER_TOP = 64  # pixels: an icon starting above this (and below a desktop window's buttons) is on the top bar
AREA_SCROLLS = 3  # scrolls in one area, while it moves, before the next area ...
MAIN_SCROLLS = 5  # ... and in the main area, while no expander sits under a line naming the target
CONTROL_WORDS = 4  # a line of up to this many words may be a button (worth waiting on to enable)
ROW = (30, 500)  # a line this close (vertically, horizontally) to a label is on its row
BUTTON_ROW = (10, 640)  # a button this close (vertically, horizontally) to a field's name is its ("Topic ... Edit")
ROW_BONUS = 0.05
ROW_BUTTONS = 3  # a button this many rows show alike is each row's own
RETRIES = 2  # clicks on one strong match that did nothing, each after a reveal move
TAB_ROW = 3  # short labels on one row, at least: a tab strip
PLACE_CLICKS = 2  # lines of a place's name clicked ("Code" the tab, open already, then the button)
BLOCKED_WAIT_MS = 4500  # a disabled control's wait: two of them cover the longest activations (~9 s)


def _in_place(screen) -> set:
    return {(line.text, line.box) for line in screen.lines}


CLOSED_NEAR = (400, 40)  # pixels (sideways, vertically): a line this close to a dismiss click that went was its toast's
LIST_LEAST_X = 100  # pixels: a dialog's list is at least this far from the screen's left edge ...
LIST_BELOW = 160  # ... and its bar starts this close under the dialog's close button
DIALOG_BAR = (120, 60)  # pixels (left, right): a scrollbar this close to a close button is its dialog's
CUT_SHORT_GAP = 24  # pixels: a "...more" this close under a text's last line ends it
SENDER_ABOVE = 12  # pixels: a sender's name line this close over a message's first line heads it
AREA_WIDTH = 480  # pixels: a scroll this far left of a scrollbar is in that bar's area (Discord's messages)
STILL_SLACK = 8  # pixels a line's box may move when what is over it changes (a dialog's shade goes)


def _still_there(line, screen) -> bool:
    """The line is on the screen where it was: its text, give or take spaces, about its box."""
    return any(_compact(other.text) == _compact(line.text)
               and all(abs(a - b) <= STILL_SLACK for a, b in zip(other.box, line.box)) for other in screen.lines)


def _kept(before, after) -> float:
    """Share of `before`'s lines still on `after` at the same place: 1.0 when nothing moved."""
    if before is None or not before.lines:
        return 0.0
    now = _in_place(after)
    return sum((line.text, line.box) in now for line in before.lines) / len(before.lines)


def header_icons(screen, width: int) -> list:
    """Centres of the icon-only buttons on the right of the top bar, right to left (not a desktop
    window's own small buttons above it)."""
    return [((l + r) // 2, (t + b) // 2) for l, t, r, b in sorted(screen.icons, key=lambda i: -i[0])
            if (t >= WINDOW_EDGE or b - t >= 20) and t < HEADER_TOP and l > width // 2]


CHIP_GAP = 40  # pixels: the most between two chips of one bar


def _chip_rows(screen, least: int = 5) -> list:
    """Rows of at least `least` short labels on one line (a chip bar, a tab strip: they may scroll
    sideways): the point in the middle of each."""
    rows: dict = {}
    for line in screen.lines:
        if len(line.text) <= 24:
            rows.setdefault(line.center[1] // 12, []).append(line)
    out = []
    for row in rows.values():
        row = sorted(row, key=lambda l: l.box[0])
        run = [row[0]]  # chips sit close together, unlike a top bar's spread-out controls
        for line in row[1:] + [None]:
            if line is not None and line.box[0] - run[-1].box[2] <= CHIP_GAP:
                run.append(line)
                continue
            if len(run) >= least:
                left, right = run[0].box[0], run[-1].box[2]
                out.append(((left + right) // 2, run[0].center[1]))
            run = [line]
    return out


class OCRAgent(Agent):
    name = "ocr"

    def __init__(self, shared_readings: str | None = None):
        """`shared_readings`: an SQLite file through which the agents of one run share what the
        screen reader read (igg eval gives its workers one in the run directory)."""
        if shared_readings:
            share_readings(shared_readings)

    def reset(self, instruction: str) -> None:
        new_episode()
        self.coming = bool(COMING.search(instruction))  # the instruction says something is on its way
        self.keys = keywords(instruction)
        self.total = sum(w for _, w in self.keys) or 1.0
        self.verb = action_verb(instruction)
        # the verb's other labels count as the verb, and do not raise the weight a line must carry
        self.verb_labels = (self.verb,) + VERB_LABELS.get(self.verb, ()) if self.verb else ()
        self.keys += [(label, dict(self.keys).get(self.verb, 1.0)) for label in self.verb_labels[1:]]
        # "jpereira" for João Pereira: weighs as the name where the name is not read; not in the total
        self.handles = handles(instruction, dict(self.keys))
        self.keys += [(handle, weight) for handle, (weight, _) in self.handles.items()]
        self.weights = dict(self.keys)
        self.words = [normalize_word(w) for w in instruction.split()]  # every word, for a button's phrase
        self.lower_words = {normalize_word(w) for w in instruction.split()[1:] if w[:1].islower()}
        # the target is a person's own place (their profile, a conversation with them): their name is it
        self.person_place = bool(PERSON_PLACES & {w for w, _ in self.keys})
        self.names = {normalize_word(w) for w in re.findall(r"(?<=\s)[A-Z][a-z\u00e0-\u024f]+(?:-[A-Za-z\u00e0-\u024f]+)*", instruction)}
        # the words of a person's or a channel's full name ("Pixel Bench", "Marisol Cooks")
        self.full_names = {normalize_word(w) for pair in FULL_NAME.findall(instruction.split(None, 1)[-1]) for w in pair}
        self.names_weight = self._weight(self.names)
        owner = POSSESSIVE.search(instruction)  # "Kwame" in "Like Kwame's reply to Amara's thread"
        self.owner = {normalize_word(w) for w in owner.group(1).split()} & self.names if owner else set()
        self.places = related_places(self.keys)
        self.place_clicks: dict = {}  # place -> lines of that name clicked
        self.kin_clicks = 0  # tabs clicked for a word of their stem
        # the words whose stem may name a tab: long, not a name, a user name or the action
        self.kin_words = [w for w, weight in self.keys if len(w) >= 5 and weight >= 0.6 and w not in self.names
                          and w not in self.verb_labels and w not in self.handles]
        self.placing = None  # the place clicked last
        self.clicked: set = set()  # points clicked (a strong match is clicked again only when it did nothing)
        self.moved: set = set()
        self.waits = 0
        self.dragged = 0
        self.blocked = None  # [point, line text, next stage] of a strong match whose click did nothing
        self.dismiss_idle = False  # a dismiss word was clicked and nothing closed
        self.dismissed: set = set()  # points a dismiss clicked
        self.opened_by_us: set = set()  # close controls that came up with a pane or menu our click opened
        self.retries: dict = {}  # line text -> clicks on it
        self.last_match = None  # (point, line) of the strong match clicked last
        self.hover = None  # (point, hovered line text) of the row or name hovered last
        self.probes: list = []  # icons that appeared on a hovered row: point at each for its tooltip
        self.hover_more = None  # the "more" control on the hovered row
        self.menus = 0  # overflow menus opened for a named object
        self.card_pending = False  # a hovered name: wait once for its hover card
        self.card_box = None  # ... and the name's box, while its picture is still to try
        self.card_intent = bool(CARD_WORDS & set(self.words))
        self.card_first = bool(CARD_ONLY & set(self.words))  # hover a name before clicking it
        self.probing = None  # the icon the pointer rests on, and whether we waited for its tooltip
        self.hovered_row = None  # (top, bottom, screenshot before) of the row hovered last
        self.scrolls: dict = {}  # scroll point -> direction (+1 down, -1 up, 0 done)
        self.plan_index = 0
        self.area_scrolls = 0  # scrolls in a row in the area scrolled last
        self.expanded = 0  # expanders ("Show more") clicked
        self.header_icons = None  # the top bar's icon-only buttons as first seen, right to left
        self.drawer_button = None  # a narrow layout's menu button as first seen ([] when none)
        self.floats = []  # pictures floating over the first screen (a docked video)
        self.player = None  # the largest picture as first seen, when the instruction is about playback
        self.carets = None  # the top bars' dropdown carets as first seen, left to right
        self.late_carets: list = []  # ... for any instruction, once the main area is done
        self.late_caret_clicks = 0
        # a reaction: a hover toolbar's emoji (quick reactions) are probed too, after its plain icons
        self.reacting = self.verb in REACTION_VERBS or any(w in REACTION_WORDS for w, _ in self.keys)
        self.pictured = any(w in PICTURE_WORDS for w, _ in self.keys)  # a photo's hover bar may hold the action
        self.on_player = False  # a player's icons are probed (right to left: settings, captions, sound)
        self.side_scrolled: set = set()  # points scrolled sideways
        self.scroll_xs: list = []  # where each scroll was (across), to tell the areas scrolled
        self.previous = None  # the previous step's screen
        self.last = None  # the previous step's action
        self.last_step_log = None

    # -- reading -----------------------------------------------------------------------------
    def ranked(self, screen, to_click: bool = True):
        """Lines ranked by the weight of key words they carry, a little more for lines the words
        fill (a "#design" channel before "#design-critique"): (score, point to click, line). To
        click, a line must also name the action when the instruction starts with one; to hover
        or open, naming the object is enough."""
        out, buttons, objects = [], set(), []
        for line in screen.lines:
            tokens = line.text.split()
            hits = []
            for word, weight in self.keys:
                pos = _found(word, line.text)
                if pos is not None:
                    hits.append((pos, len(word), weight, word))
            found = {hit[3] for hit in hits}
            hits = [(pos, n, self._handle_rest(word, found) if word in self.handles else weight, word)
                    for pos, n, weight, word in hits]
            hits = [hit for hit in hits if hit[2] > 0]
            if not hits:
                continue
            if any(word not in self.verb_labels for *_, word in hits):
                objects.append(line)
            coverage = min(1.0, sum(n for _, n, _, _ in hits) / max(1, len(_compact(line.text))))
            score = sum(w for _, _, w, _ in hits) / self.total * (0.85 + 0.15 * coverage)
            if len(line.text) > LONG_LINE:
                score *= 0.8
            if to_click and self.verb:
                if all(_found(label, line.text) is None for label in self.verb_labels):
                    score *= OBJECT_ONLY
                elif len(tokens) <= 3 and normalize_word(tokens[0]).startswith(self.verb_labels) \
                        and not _place_form(normalize_word(tokens[0]), self.verb_labels) \
                        and all(normalize_word(t) in self.words or normalize_word(t) in STOPWORDS for t in tokens[1:]):
                    score = max(score, CLICK_SCORE)  # a "Send" button for "Send the reply to Gene" ("Sort
                    # by" for "Sort the comments"), not "Watch later" for "Watch the Short about ..."
                    buttons.add(id(line))
            if to_click and not self.verb and self.person_place and self._only_names(tokens):
                score = max(score, CLICK_SCORE)  # "Ioana" in a member list for "Open Ioana's profile card"
            if to_click and not self.verb and self._spelled(tokens):
                score = max(score, CLICK_SCORE)  # "Solar eclipse" for "See what people say about the solar eclipse"
            if to_click and self._phrase(tokens):
                score = max(score, CLICK_SCORE)  # "Show transcript" for "Show the transcript of ..."
            if self.owner and not self.owner & found and len(tokens) > CONTROL_WORDS:
                # a message's text under its sender's name ("Camila" over "Congrats @Amara!" for
                # "Camila's congratulations to Amara"): the sender counts for the text (not for a
                # short line under a name, "Incoming Friend Request": the row's controls act)
                sender = {w for w in self.owner for other in screen.lines
                          if 0 <= line.box[1] - other.box[3] <= SENDER_ABOVE and abs(other.box[0] - line.box[0]) <= SENDER_ABOVE
                          and _found(w, other.text) is not None}
                score += self._weight(sender) * (0.85 + 0.15 * coverage)
            lo, hi = _span(hits, _compact(line.text))
            out.append((score, _point_at(line, lo, hi), line))
        # of buttons alike ("Edit" thrice), the one on the row of a line naming the object ("Topic");
        # a button every row repeats ("Follow" down a list of people), on no such row, is another row's
        scores = {id(line): score for score, _, line in out}

        def row_objects(line):  # scores of the lines on the button's row that name the object
            return [scores.get(id(other), 0.0) for other in objects if other is not line
                    and abs(other.center[1] - line.center[1]) <= BUTTON_ROW[0]
                    and abs(other.center[0] - line.center[0]) <= BUTTON_ROW[1]]

        def repeated(line):
            return sum(_compact(other.text) == _compact(line.text) for other in screen.lines) >= ROW_BUTTONS
        # the action's button on the object's row comes before the object's own line ("Follow"
        # beside "Hiroshi Sato" for "Follow Hiroshi Sato": the name would open his profile)
        def button_score(score, line):
            on_row = row_objects(line)
            return max([score] + on_row) + ROW_BONUS if on_row else score * OBJECT_ONLY if repeated(line) else score
        out = [(button_score(score, line) if id(line) in buttons else score, point, line) for score, point, line in out]
        return sorted(out, key=lambda item: (-item[0], item[2].box[1]))

    def _handle_rest(self, handle: str, found: set) -> float:
        """What a user name adds to the words of its person's name found beside it (or in it: "pereira"
        in "jpereira"): the name's weight in all."""
        weight, parts = self.handles[handle]
        return max(0.0, weight - sum(self.weights.get(part, 0) for part in parts & found))

    def _weight(self, found: set) -> float:
        """The share of the key words' weight that the words found carry."""
        return sum(self._handle_rest(w, found) if w in self.handles else weight
                   for w, weight in self.keys if w in found) / self.total

    def _spelled(self, tokens) -> bool:
        """A line of two to four words, each a key word the instruction writes in lower case (a
        topic, a setting), not a name: the instruction spells the line out."""
        return 2 <= len(tokens) <= 4 and all(
            self.weights.get(normalize_word(t), 0) >= 0.6 and normalize_word(t) not in self.names
            and normalize_word(t) in self.lower_words for t in tokens)

    def _only_names(self, tokens) -> bool:
        """A line of one to three words, each a name the instruction gives."""
        return 1 <= len(tokens) <= 3 and all(any(_found(name, token) is not None for name in self.names) for token in tokens)

    def _phrase(self, tokens) -> bool:
        """A short line that opens with the instruction's first word and reads on in its words, in
        their order: the button the instruction spells out, even with a generic verb."""
        if not 2 <= len(tokens) <= 4 or not self.words or normalize_word(tokens[0]) != self.words[0]:
            return False
        at = 0
        for token in tokens[1:]:
            word = normalize_word(token)
            if word not in self.words[at + 1:]:
                return False
            at = self.words.index(word, at + 1)
        return True

    # -- acting ------------------------------------------------------------------------------
    def act(self, observation: dict) -> Action:
        shot = observation["screenshot"]
        screen = read_screen(shot)
        kept = self.kept = _kept(self.previous, screen)
        # new text (a menu, a tooltip, a card), not a line read again with its spaces elsewhere
        before = {_compact(line.text) for line in self.previous.lines} if self.previous is not None else set()
        fresh = [line for line in screen.lines if _compact(line.text) not in before]
        # and lines read before but elsewhere: a menu's items that repeat labels on the page
        # ("can edit", "can view" beside a share dialog's other people)
        placed: dict = {}
        for line in self.previous.lines if self.previous is not None else []:
            placed.setdefault(_compact(line.text), []).append(line.box)
        self.appeared = [line for line in screen.lines if not any(
            all(abs(a - b) <= STILL_SLACK for a, b in zip(box, line.box)) for box in placed.get(_compact(line.text), ()))]
        last = self.last
        if last is not None and last.kind == "scroll" and last.args[3]:
            if kept >= STUCK_SCROLL:  # it went no further: that area is done (turned round, such an
                self.scrolls[tuple(last.args[:2])] = 0  # area revealed nothing in 47 episodes of a run)
        if last is not None and last.kind == "click" and self.last_match is not None and self.blocked is None:
            point, line = self.last_match
            # The target's click ends the episode: a match still in place was not it, or did not
            # get the click. If little changed it is disabled or covered: reveal, then click again.
            # If much changed (a dialog closed on the click) click it again at once, once.
            tries = self.retries[line.text] = self.retries.get(line.text, 0) + 1
            if _still_there(line, screen):
                near = [l for l in self.appeared if abs(l.center[1] - point[1]) <= OPENED_NEAR[0]
                        and abs(l.center[0] - point[0]) <= OPENED_NEAR[1]]
                # new lines by the control: a menu it opened, unless they say why it is not ready
                opened = len(near) >= OPENED_LINES and not any(NOT_READY.search(l.text) for l in near)
                if kept >= NO_EFFECT and not opened and tries <= RETRIES:
                    self.blocked = [point, line.text, "reveal"]
                elif kept < NO_EFFECT and tries == 1 and not any(_compact(l.text) == _compact(line.text) for l in fresh):
                    # (not when what came up is titled by the control: the "Share" dialog it opened)
                    self.blocked = [point, line.text, "click"]
        if last is not None and self.last_step_log.startswith("dismiss"):
            x, y = last.args[:2]
            closed = any(abs(line.center[0] - x) <= CLOSED_NEAR[0] and abs(line.center[1] - y) <= CLOSED_NEAR[1]
                         and not _still_there(line, screen) for line in self.previous.lines)
            if closed:  # the point is free again: what is there now is another control (a row's star)
                self.clicked.discard(tuple(last.args[:2]))
            elif kept >= NO_EFFECT:
                self.dismiss_idle = True
        if last is not None and last.kind == "click" and not self.last_step_log.startswith("dismiss"):
            # a pane or menu our click opened is what we asked for, not something in the way
            before_close = self._cheap_closes(self.previous)
            self.opened_by_us |= {p for p in self._cheap_closes(screen) if self._fresh(p, before_close)}
        if self.placing in self.places and kept < NO_EFFECT:
            self.places.remove(self.placing)  # it opened something; else (the tab open already) its next line
        self.last_match, self.placing = None, None
        if self.header_icons is None:  # as the episode begins, no menu open: the controls that open one
            self.first_look(shot, screen)
        action, why = self.decide(shot, screen, fresh)
        if action.kind == "scroll":
            self.scroll_xs.append(action.args[0])
        self.previous, self.last, self.last_step_log = screen, action, why
        return action

    def first_look(self, shot, screen) -> None:
        """The top bar's icons, a phone layout's menu button, a toolbar's carets and a video player,
        as the first screen shows them, where the instruction is of their kind."""
        words = {w for w, _ in self.keys}
        self.header_icons = header_icons(screen, shot.shape[1])[:HEADER_ICONS] if HEADER_WORDS & words else []
        self.drawer_button = menu_buttons(shot) if shot.shape[1] < NARROW else []
        self.floats = floating_pictures(shot)
        boxes = [line.box for line in screen.lines]
        self.carets = dropdown_carets(shot, boxes)[:CARET_CLICKS] if TOOL_WORDS & words else []
        # the top bars' menus, right to left (the open file's or channel's own: zoom, huddle), for
        # any instruction once the main area is done
        self.late_carets = [] if self.carets else sorted(
            [p for p in self._all_carets(shot, boxes) if p[1] < LATE_CARET_BAND], key=lambda p: -p[0])
        if PLAYER_WORDS & words or (SOUND_WORDS & words and "video" in words):
            players = [b for b in picture_boxes(shot) if b[2] - b[0] >= PLAYER_WIDTH]
            self.player = players[0] if players else None

    @staticmethod
    def _all_carets(shot, boxes) -> list:
        return dropdown_carets(shot, boxes, after_text=True) + dropdown_carets(shot, boxes)

    def decide(self, shot, screen, fresh):
        for step in (self.hover_result, self.retry_blocked, self.strong_match):
            found = step(screen, fresh, shot)
            if found is not None:
                return found
        return self.reveal(shot, screen, self.ranked(screen, to_click=False), fresh)

    def hover_result(self, screen, fresh, shot):
        """After a hover: a tooltip that names the action (click the icon under the pointer), or a
        hover card's button that does (click the button); else the next icon of the hovered row."""
        last = self.last
        if last is None or last.kind not in ("move", "wait") or self.hover is None:
            return None
        x, y = self.hover[0]
        on_icon = self.probing is not None
        near = NEAR_TIP if on_icon else NEAR_CARD
        wanted = {self.verb} if self.verb else set()
        if on_icon and self.reacting:
            wanted |= {"reaction", "emoji"}  # the add-reaction button's tooltip
        if on_icon and (not self.verb or self.on_player):  # a tooltip names the action; or a strong word
            wanted |= {w for w, weight in self.keys if weight >= 0.6}
        for line in fresh:
            if abs(line.center[1] - y) > near[0]:
                continue
            if len(line.text) >= 40 or abs(line.center[0] - x) > near[1]:
                # a tooltip the reader joined to the text under it ("...of th Download ay last..."):
                # the wanted word itself sits by the pointer
                if on_icon and any(abs(self._word_x(line, w) - x) <= near[1] for w in wanted
                                   if _found(w, line.text) is not None):
                    self.probes, self.probing, self.hover = [], None, None
                    self.clicked.add((x, y))
                    return make_action("click", [x, y]), f"tooltip in {line.text[:40]!r}"
                continue
            tokens = line.text.split()
            found = [w for w in wanted if _found(w, line.text) is not None
                     and (on_icon or _found(w, self.hover[1]) is None)]
            if not on_icon and len(tokens) <= 2:  # a card's button named by the instruction ("Huddle")
                found += [w for w, weight in self.keys if weight >= 0.6 and normalize_word(tokens[0]) == w
                          and _found(w, self.hover[1]) is None]
            counted = self._count_link(line) if not on_icon else None
            if counted is not None:  # a card's count link ("22.9K Followers")
                self.probes, self.probing, self.hover = [], None, None
                self.clicked.add(counted)
                return make_action("click", counted), f"card count {line.text!r}"
            if found:
                self.probes, self.probing, self.hover = [], None, None
                point = (x, y) if on_icon else line.center
                self.clicked.add(point)
                return make_action("click", point), f"{'tooltip' if on_icon else 'card'} {line.text!r}"
        if self.card_pending and not on_icon:  # a name's hover card opens ~500 ms into the hover
            self.card_pending = False
            return make_action("wait", [TOOLTIP_WAIT_MS]), "card wait"
        if self.card_box is not None and not on_icon:
            # no card for the name: some lists open it from the person's picture, left of the name
            box, self.card_box = self.card_box, None
            avatar = picture_left_of(shot, box)
            if avatar is not None and self._fresh(avatar, self.moved):
                self.moved.add(avatar)
                self.hover, self.hovered_row, self.card_pending = (avatar, self.hover[1]), None, True
                return make_action("move", list(avatar)), "hover picture"
        if self.hovered_row is not None:  # icons that the row hover brought up
            top, bottom, before = self.hovered_row
            self.hovered_row = None
            appeared = appeared_icons(before, shot, top, bottom)
            if self.on_player:  # one probe per control (its glyph's parts may read as several icons)
                appeared = [p for i, p in enumerate(appeared)
                            if all(abs(p[0] - q[0]) > PLAYER_ICON for q in appeared[i + 1:])]
            ordered = appeared[::-1] if self.on_player else appeared
            if self.reacting:  # the add-reaction button first: its picker holds every emoji, and the
                # quick reactions' own tooltips are read after it
                ordered = sorted(ordered, key=lambda p: colourful(shot, p))
            # an emoji on a hover toolbar is a quick reaction: its tooltip names only that reaction
            self.probes = [p for p in ordered if self.reacting or not colourful(shot, p)][:PROBES]
            if self.hover_more is None:  # an overflow glyph the hover brought up (a card's ⋮)
                old_glyphs = more_glyphs(before)
                new_glyphs = [g for g in more_glyphs(shot) if top <= g[1] <= bottom
                              and self._fresh(g, old_glyphs, radius=3) and self._fresh(g, self.clicked)]
                self.hover_more = new_glyphs[0] if new_glyphs else None
        if on_icon and self.verb in CLOSE_VERBS and read_glyph(shot, self.probing[0]) in CLOSE_GLYPHS:
            point = self.probing[0]  # a close button without a tooltip (a file tab's ×)
            self.probes, self.probing, self.hover = [], None, None
            self.clicked.add(point)
            return make_action("click", list(point)), "close glyph"
        if on_icon and not self.probing[1]:  # give the tooltip its time
            self.probing = (self.probing[0], True)
            return make_action("wait", [TOOLTIP_WAIT_MS]), "tooltip wait"
        icons_first = self.verb in TOOLBAR_VERBS
        if self.hover_more is not None and (not self.probes or not icons_first and not on_icon):
            # the row's "more" menu: one click shows every action it holds by name, where each
            # icon's tooltip costs two actions; icons first for actions that usually are icons
            point, self.hover_more = self.hover_more, None
            self.probing, self.hover = None, None
            self.clicked.add(point)
            return make_action("click", list(point)), "row more"
        if self.probes:
            point = self.probes.pop(0)
            self.probing, self.hover = (point, False), (point, self.hover[1])
            return make_action("move", list(point)), "probe icon"
        self.probing, self.hover = None, None
        return None

    @staticmethod
    def _word_x(line, word: str) -> int:
        """Where across the screen a word found in the line is."""
        pos = _found(word, line.text)
        return _point_at(line, pos, pos + len(word))[0]

    def _count_link(self, line):
        """The point of a count link ("22.9K Followers") in a line whose counted word is a key word."""
        for found in COUNT_LINK.finditer(line.text):
            word = normalize_word(found.group(2))
            if any(_found(w, word) is not None for w, weight in self.keys if weight >= 0.6 and w not in self.names):
                lo = len(_compact(line.text[:found.start()]))
                return _point_at(line, lo, lo + len(_compact(found.group(0))))
        return None

    def retry_blocked(self, screen, fresh, shot):
        """A strong match that did nothing is disabled for now or covered: uncover it (dismiss a
        dialog, drag a window) or wait, then click it again where it is now."""
        if self.blocked is None:
            return None
        point, text, stage = self.blocked
        if stage == "click":
            self.blocked = None
            same = [line for line in screen.lines if _compact(line.text) == _compact(text)]
            if not same:
                return None
            line = min(same, key=lambda l: abs(l.center[0] - point[0]) + abs(l.center[1] - point[1]))
            left, top, right, bottom = line.box
            target = point if left <= point[0] <= right and top <= point[1] <= bottom else line.center
            self.last_match = (target, line)
            return make_action("click", target), f"again {text!r}"
        self.blocked[2] = "click"
        # a label (longer than a button) that did nothing: the control beside it, or one that
        # names what it lacks; a button that did nothing is rather disabled for now (wait below)
        link = self._companion(screen, point, text) if len(text.split()) > CONTROL_WORDS else None
        if link is None and self._names_person(text):
            link = self._row_control(screen, point, text)
        if link is not None:
            self.blocked = None
            self.clicked.add(link.center)
            self.last_match = (link.center, link)
            return make_action("click", link.center), f"beside {text!r}: {link.text!r}"
        found = self._uncover(shot, screen, waits=4, drags=2, wait_ms=BLOCKED_WAIT_MS, keep_lists=False)
        if found is not None:
            return found[0], f"{found[1]} (match covered)"
        # a button may enable in a while; a title won't. A disabled button looks faded or is named
        # by the action; a name in full ink that did nothing ("Kai Nakamura" atop a profile) is not one.
        line = next((l for l in screen.lines if l.text == text and l.box[0] <= point[0] <= l.box[2]
                     and l.box[1] <= point[1] <= l.box[3]), None)
        looks_disabled = any(_found(label, text) is not None for label in self.verb_labels) \
            or line is not None and faded(shot, line.box)
        if self.waits < 4 and len(text.split()) <= CONTROL_WORDS and looks_disabled:
            self.waits += 1
            return make_action("wait", [BLOCKED_WAIT_MS]), "wait (match disabled)"
        self.blocked = None
        return None

    def _row_control(self, screen, point, text):
        """A person's name that did nothing: the nearest short line to its right on its row, what
        is done to that person there ("can edit" beside "Rohan Gupta" in a share dialog)."""
        row = [line for line in screen.lines if line.text != text and len(line.text.split()) <= 2
               and abs(line.center[1] - point[1]) <= GLYPH_ROW and 0 < line.box[0] - point[0] <= ROW[1]
               and not self._names_person(line.text) and self._fresh(line.center, self.clicked)]
        if any(self._in_tab_row(screen, line) for line in row):
            return None  # a tab strip ("Primary", "Promotions"), not a person's row
        return min(row, key=lambda l: l.box[0]) if row else None

    def _companion(self, screen, point, text):
        """A short line carrying a key word that a matched label, which did nothing, lacks: on the
        label's row, its action link ("Details" after "Last account activity: 2 min ago")."""
        missing = {w for w, weight in self.keys if weight >= 0.6 and _found(w, text) is None}
        near = [line for line in screen.lines
                if line.text != text and len(line.text.split()) <= 3 and self._fresh(line.center, self.clicked)
                and any(_found(w, line.text) is not None for w in missing)]
        row = [line for line in near if abs(line.center[1] - point[1]) <= ROW[0] and len(line.text.split()) <= 2
               and abs(line.center[0] - point[0]) <= ROW[1]]
        if row:
            return min(row, key=lambda l: abs(l.center[0] - point[0]))
        # else a control elsewhere named by a word the label lacks ("Show transcript" when the
        # video's title, clicked for "the transcript of <title>", did nothing)
        heavy = {w for w in missing if self.weights[w] >= 1.0 and w not in self.names}  # a name elsewhere is
        # another place of that person (their DM in the sidebar), not this label's control
        named = [line for line in near if any(_found(w, line.text) is not None for w in heavy)]
        return min(named, key=lambda l: abs(l.center[1] - point[1])) if named else None

    def strong_match(self, screen, fresh, shot):
        for score, point, line in self.ranked(screen):
            if score >= CLICK_SCORE and self.card_first and self._fresh(point, self.moved) \
                    and len(line.text.split()) <= NAME_WORDS and self._names_person(line.text):
                # what the instruction wants is on the person's hover card: a click on their name
                # would go to their page instead
                return self._hover_line(shot, screen, point, line, card=True)
            if score >= CLICK_SCORE and self._fresh(point, self.clicked):
                self.clicked.add(point)
                self.last_match = (point, line)
                return make_action("click", point), f"match {line.text!r} {score:.2f}"
        return None

    def _about_target(self, ranked) -> list:
        """The ranked rows that can be the target's: when the instruction gives names, a row carries
        one of them ("Kai" for "the direct message with Kai Nakamura") or else a click's worth of
        its other words (a message's text, under its sender's name). A line of a few generic words
        ("Direct messages") is a heading to explore under, not the target's row."""
        def named(line):
            return any(_found(name, line.text) is not None for name in self.names)

        def under_sender(line):  # a message's first line of text, under its sender's name
            return any(0 <= line.box[1] - other.box[3] <= SENDER_GAP and abs(other.box[0] - line.box[0]) <= SENDER_ALIGN
                       and named(other) for _, _, other in ranked)
        rows = [(score, point, line) for score, point, line in ranked
                if not self.names or score >= CLICK_SCORE or named(line) or under_sender(line)]
        if self.names_weight >= THING_SHARE and not (self.owner and not self.person_place):
            return rows  # the names are the target ("Pixel Bench's blind test ..." is a video, not them)
        # the instruction is about a thing of that person's (a video of a channel): a line with only
        # their name, which the screen shows more than once (on every card of theirs), is not its row
        # (unless another line of its row carries the rest: a mail's sender beside its subject)
        repeated = {name for name in self.full_names if sum(_found(name, l.text) is not None for _, _, l in ranked) >= 2}
        if not self.person_place:  # "Priya's standup notes": her name alone is her place (a DM), not the notes
            repeated |= self.owner
        if not repeated:
            return rows

        def words(line):  # (a user name made of the names is the names: "pixelbench")
            return {w for w, _ in self.keys if w not in self.handles and _found(w, line.text) is not None}
        return [(score, point, line) for score, point, line in rows
                if not words(line) <= repeated or any(
                    other is not line and abs(other.center[1] - line.center[1]) <= GLYPH_ROW and words(other) - self.names
                    for _, _, other in ranked)]

    @staticmethod
    def _fresh(point, seen, radius=12) -> bool:
        return all(abs(point[0] - x) > radius or abs(point[1] - y) > radius for x, y in seen)

    def _drag(self, bar, shot):
        """A floating window by its title bar, off to the other side of the screen."""
        height, width = shot.shape[:2]
        x, y = bar.grab
        to_x = width - 60 - (bar.right - bar.left) + (x - bar.left) if x < width / 2 else 60 + (x - bar.left)
        self.dragged += 1
        return make_action("drag", [x, y, max(4, min(width - 4, to_x)), height - 40])

    def _drag_picture(self, box, shot):
        """A floating picture by its middle, to the bottom of the other side of the screen."""
        height, width = shot.shape[:2]
        left, top, right, bottom = box
        x, y = (left + right) // 2, (top + bottom) // 2
        half_w, half_h = (right - left) // 2, (bottom - top) // 2
        to_x = half_w + 20 if x > width / 2 else width - half_w - 20
        self.dragged += 1
        return make_action("drag", [x, y, max(4, min(width - 4, to_x)), max(4, height - half_h - 20)])

    @staticmethod
    def _busy(screen) -> bool:
        return any(PROGRESS.search(line.text) for line in screen.lines if len(line.text) < 40)

    def _uncover(self, shot, screen, waits: int, drags: int, wait_ms: int = 3000, keep_lists: bool = True):
        """Wait while the screen is busy (before dismissing: the close may end the work), else close
        a dialog, else drag a floating window off to the other side; (action, why) or None. With
        `keep_lists`, a dialog with a list of its own to scroll is kept where it is."""
        if self.waits < waits and self._busy(screen):
            self.waits += 1
            return make_action("wait", [wait_ms]), "progress"
        # once a dismiss word did nothing, the others are likely content too ("Skip" on a mockup's canvas)
        words = dismiss_controls(screen.words) if not self.dismiss_idle else []
        last = self.last
        if keep_lists and last is not None and last.kind == "click" and self.kept < NO_EFFECT \
                and not self.last_step_log.startswith("dismiss"):
            return None  # what our click just opened (a channel's details) is looked at before it is closed
        holds_list, to_scroll = False, None
        for point in words + self._close_glyphs(shot, screen):
            if not self._fresh(point, self.dismissed):
                continue  # dismissed once: what is there now is content ("Skip" on a mockup's canvas)
            if not self._fresh(point, self.opened_by_us):
                continue
            if keep_lists and point[1] <= HEADER_BAND and self._card_score(screen, point, shot.shape[1]) >= MENU_SCORE:
                continue  # a viewer or pane whose title names what is asked for: it is where to act
            bar = self._list_under(shot, point) if self._fresh(point, self.clicked) and keep_lists else None
            if bar is not None:  # the dialog is where to look: neither closed nor dragged aside yet
                holds_list = True
                if bar.position >= LIST_LEAST_X and bar.start - point[1] <= LIST_BELOW:
                    to_scroll = to_scroll or bar  # its list, under its header, is scrolled
            elif self._fresh(point, self.clicked):
                self.clicked.add(point)
                self.dismissed.add(point)
                return make_action("click", point), "dismiss"
        if to_scroll is not None:  # a branch picker's long list of branches
            x, y = scroll_point(to_scroll, shot.shape[1], shot.shape[0])
            way = self.scrolls.setdefault((x, y), -1 if to_scroll.at_end else 1)
            return make_action("scroll", [x, y, 0, 600 * (way or 1)]), "scroll the dialog's list"
        if holds_list:
            return None
        bars = find_title_bars(shot) if self.dragged < drags else []
        if bars:
            return self._drag(bars[0], shot), "drag title bar"
        # a docked video without a title bar is dragged by its picture: one floats over the first
        # screen (looked for again only for a match it may cover: the search costs ~0.1 s)
        floats = (self.floats if keep_lists else floating_pictures(shot)) if self.dragged < drags else []
        if floats:
            self.floats = []
            return self._drag_picture(floats[0], shot), "drag floating picture"
        return None

    @staticmethod
    def _cheap_closes(screen) -> list:
        """The close controls that need no glyph reading: lines read as × and dismiss words."""
        return [line.center for line in screen.lines if line.text.strip().lower() in CLOSE_GLYPHS] \
            + dismiss_controls(screen.words)

    def _list_under(self, shot, point):
        """A list with its own scrollbar under a close button, not scrolled twice yet: the dialog holds
        what is asked for (a channel's members), so it is scrolled before it is closed. Its bar, or None."""
        x, y = point
        width = shot.shape[1]
        return next((bar for bar in find_scrollbars(shot)
                     if bar.axis == "y" and bar.position < width - PAGE_BAR and -DIALOG_BAR[0] <= bar.position - x <= DIALOG_BAR[1]
                     and bar.start >= y - 10 and sum(bar.position - AREA_WIDTH <= sx <= bar.position for sx in self.scroll_xs) < 2),
                    None)

    def reveal(self, shot, screen, ranked, fresh):
        found = self._uncover(shot, screen, waits=2, drags=1)
        if found is not None:
            return found
        arrived = self._arrived(fresh) if self.last_step_log == "wait for what is coming" else None
        if arrived is not None:
            self.clicked.add(arrived.center)
            return make_action("click", arrived.center), f"arrived {arrived.text!r}"
        if self.coming and self.waits < COMING_WAITS:
            # what the instruction names is on its way (a message about to come, new posts): it
            # comes by itself, where a hover or a click elsewhere may lead away from it
            self.waits += 1
            return make_action("wait", [3000]), "wait for what is coming"
        if self.player is not None:  # a player's controls show while it is hovered: their tooltips are read
            left, top, right, bottom = self.player
            point, self.player = ((left + right) // 2, (top + bottom) // 2), None
            self.moved.add(point)
            self.hovered_row = (bottom - PLAYER_BAR, bottom, shot)
            self.hover, self.probing, self.probes, self.hover_more = (point, ""), None, [], None
            self.card_pending, self.on_player = False, True
            return make_action("move", point), "hover player"
        glyph = self._row_glyph(shot, screen) or self._shape_below(shot, screen)
        if glyph is not None:
            return glyph
        menu = self._object_menu(shot, screen, ranked)
        if menu is not None:
            return menu
        item = self._menu_item(self.appeared, ranked)
        if item is not None:
            self.clicked.add(item.center)
            return make_action("click", item.center), f"menu item {item.text!r}"
        rows = self._about_target(ranked)
        if self.pictured:  # a picture's file name first: its chip, hovered, shows what is done to it
            files = [row for row in ranked if row[0] >= PARTIAL_SCORE and IMAGE_FILE.search(row[2].text)]
            rows = files + [row for row in rows if row not in files]
        for score, point, line in rows[:2]:  # rows that mention the target: their hidden actions
            if score < PARTIAL_SCORE:
                break
            opened = self.last is not None and self.last.kind == "click" and line in fresh
            if opened and len(line.text.split()) <= CONTROL_WORDS and self._fresh(point, self.clicked):
                self.clicked.add(point)  # an item of the menu or list the last click opened
                return make_action("click", point), f"item {line.text!r}"
            picture = self._picture_under(shot, line) if self.pictured else None
            if picture is not None:  # the photo's own hover bar holds what is done to it (download)
                return self._hover_picture(shot, picture, line)
            if self._fresh(point, self.moved):
                # a person's name (capitalised in the instruction) on a short line may have a card
                # (on a longer line too, where the card is what is asked for: "... by dvolkov")
                card = self.card_intent and (len(line.text.split()) <= NAME_WORDS or self.card_first) \
                    and self._names_person(line.text)
                return self._hover_line(shot, screen, point, line, card)
            if self._fresh(point, self.clicked):
                self.clicked.add(point)
                return make_action("click", point), f"open {line.text!r}"
        for place in self.places:  # the tab or folder that lists such things: a tab strip's first
            # (a channel's "Playlists" tab before the side menu's "Playlists")
            for line in sorted(screen.lines, key=lambda line: not self._in_tab_row(screen, line)):
                pos = _found(place, line.text)
                point = _point_at(line, pos, pos + len(place)) if pos is not None else None
                # a place is a label (a tab, a folder), not a word in a sentence ("a short comment")
                label = len(line.text.split()) <= CONTROL_WORDS or self._in_tab_row(screen, line)
                if point is not None and label and len(line.text) < LONG_LINE and self._fresh(point, self.clicked):
                    self.place_clicks[place] = self.place_clicks.get(place, 0) + 1
                    if self.place_clicks[place] >= PLACE_CLICKS:
                        self.places.remove(place)
                    self.placing = place
                    self.clicked.add(point)
                    return make_action("click", point), f"place {place!r}"
        tab = self._kin_label(screen)
        if tab is not None:
            self.kin_clicks += 1
            self.clicked.add(tab.center)
            return make_action("click", tab.center), f"kin {tab.text!r}"
        return self.explore(shot, screen)

    def _menu_item(self, appeared, ranked):
        """After a click that brought up a menu (new short lines around it), its item that carries
        most of the instruction's words other than names, if one carries any and none names part
        of the target well enough to be taken as its row ("SSH" in the clone menu, "Tomorrow")."""
        last = self.last
        if last is None or last.kind != "click" or self.last_step_log.startswith("dismiss") or self.kept < MENU_KEPT:
            return None  # (not what a dismiss uncovered, nor a new page)
        x, y = last.args[:2]
        items = [line for line in appeared if len(line.text.split()) <= CONTROL_WORDS and "/" not in line.text  # not a URL
                 and self._fresh(line.center, self.clicked)
                 and abs(line.center[1] - y) <= OPENED_NEAR[0] and abs(line.center[0] - x) <= OPENED_NEAR[1]]
        strong = {id(line) for score, _, line in ranked if score >= PARTIAL_SCORE}
        if len(items) < OPENED_LINES or any(id(line) in strong for line in items):
            return None
        best = None
        for line in items:
            score = self._weight({w for w, weight in self.keys if weight >= 0.6 and w not in self.names
                                  and w not in self.handles and _found(w, line.text) is not None})
            if score and any(_found(place, line.text) is not None for place in self.places):
                score += ROW_BONUS  # the place that lists such things ("Notification Settings", not "Server Settings")
            if score > 0 and (best is None or score > best[0]):
                best = (score, line)
        return best[1] if best else None

    @staticmethod
    def _in_tab_row(screen, line) -> bool:
        """The line is one of a row of short labels (tabs, chips), at least TAB_ROW in all, or the
        reader joined them into one line of capitalised words ("Home Videos Shorts Live Playlists")."""
        tokens = line.text.split()
        if TAB_ROW <= len(tokens) and len(line.text) <= LONG_LINE and all(t[:1].isupper() for t in tokens):
            return True
        height = line.box[3] - line.box[1]  # tabs are set in one size (not a heading beside a menu item)
        return sum(len(other.text) <= 24 and abs(other.center[1] - line.center[1]) <= GLYPH_ROW // 2
                   and abs(other.box[3] - other.box[1] - height) <= 4
                   and abs(other.center[0] - line.center[0]) <= ROW[1] for other in screen.lines) >= TAB_ROW

    def _names_person(self, text: str) -> bool:
        """The line carries a name the instruction gives, or a user name of its person's."""
        return any(_found(name, text) is not None for name in list(self.names) + list(self.handles))

    def _hover_line(self, shot, screen, point, line, card: bool):
        """Rest the pointer on a line: its row's hover toolbar, or a person's hover card."""
        self.moved.add(point)
        # hover toolbars sit on the row or just above its top right
        self.hovered_row = (line.box[1] - 45, line.box[3] + 10, shot)
        self.hover, self.probing, self.probes = (point, line.text), None, []
        self.card_pending = card
        self.card_box = line.box if card and self.card_first else None
        mores = [l.center for l in screen.lines if l.text.strip().lower() in MORE_GLYPHS
                 and abs(l.center[1] - line.center[1]) < 40 and l.box[0] > line.box[0]  # at the row's end, not a
                 and self._fresh(l.center, self.clicked)]  # side menu's "More" level with it
        self.hover_more = min(mores, key=lambda c: abs(c[1] - line.center[1])) if mores else None
        return make_action("move", point), f"hover {line.text!r}"

    def _picture_under(self, shot, line):
        """A picture not hovered yet just under a line that mentions it (a message's photo)."""
        for box in picture_boxes(shot):
            left, top, right, bottom = box
            centre = ((left + right) // 2, (top + bottom) // 2)
            if 0 <= top - line.box[3] <= PICTURE_BELOW and left < line.box[2] and line.box[0] < right \
                    and self._fresh(centre, self.moved):
                return box
        return None

    def _hover_picture(self, shot, box, line):
        """Rest the pointer on a picture: the buttons its hover bar brings up are probed."""
        left, top, right, bottom = box
        point = ((left + right) // 2, (top + bottom) // 2)
        self.moved.add(point)
        self.hovered_row = (top, bottom, shot)
        self.hover, self.probing, self.probes, self.hover_more = (point, line.text), None, [], None
        self.card_pending = False
        return make_action("move", point), f"hover the picture under {line.text[:40]!r}"

    def _arrived(self, fresh):
        """Of the lines a wait brought, the one that carries most key words, or their stems ("posted"
        on a pill for "the posts that just came in"): what the instruction said was on its way."""
        def stems(line):
            tokens = [normalize_word(t) for t in re.split(r"[\s/.:]+", line.text)]
            return sum(weight for word, weight in self.keys if weight >= 0.6 and any(
                len(os.path.commonprefix([word, token])) >= STEM for token in tokens))
        lines = [(stems(line), line) for line in fresh if len(line.text) < LONG_LINE and self._fresh(line.center, self.clicked)]
        lines = [item for item in lines if item[0] > 0]
        return max(lines, key=lambda item: item[0])[1] if lines else None

    def _kin_label(self, screen):
        """A tab or button whose one or two words share their stem with a key word ("Likes" for
        "has liked", "ARCHIVE" for "the archived channel", "Mentions" for "mentioned you"), not
        clicked yet: the place that shows such things, twice an episode at most."""
        if self.kin_clicks >= KIN_CLICKS:
            return None
        for line in screen.lines:
            tokens = [normalize_word(t) for t in line.text.split()]
            if not 1 <= len(tokens) <= 2 or len(line.text) > 24 or not self._fresh(line.center, self.clicked):
                continue
            if any(_kin(word, token) for word in self.kin_words for token in tokens):
                return line
        return None

    def _row_glyph(self, shot, screen):
        """The instruction's action is an icon every row shows (Gmail's star): the icon whose glyph
        reads as that action's on the row that carries most of the key words (a row's sender,
        subject and date are lines of their own). An icon that heads a label naming the action
        ("☆ Starred" in a side menu) is that place's, not a row's."""
        glyphs = VERB_GLYPHS.get(self.verb)
        if not glyphs:
            return None
        best = None
        for box, center, read in self._glyph_candidates(shot, screen, glyphs):
            if not self._fresh(center, self.clicked):
                continue
            row = [line for line in screen.lines if abs(line.center[1] - center[1]) <= GLYPH_ROW]
            if any(0 <= line.box[0] - box[2] <= LABEL_GAP and _found(self.verb, line.text) is not None for line in row):
                continue
            found = {w for w, _ in self.keys for line in row if _found(w, line.text) is not None}
            if self.names and not found & self.names:
                continue
            score = self._weight(found)
            if score >= PARTIAL_SCORE and (best is None or score > best[0]) and read() in glyphs:
                best = (score, center)
        if best is None:
            return None
        self.clicked.add(best[1])
        return make_action("click", list(best[1])), f"glyph on a row {best[0]:.2f}"

    def _shape_below(self, shot, screen):
        """The action's icon (VERB_SHAPES) under the post that carries most of the key words. A
        post is the text above its icon, up to the icon above (its author's name, "Replying to",
        its text are lines of their own); its words count once each."""
        shape = VERB_SHAPES.get(self.verb)
        if shape is None:
            return None
        boxes = list(screen.icons)
        for line in screen.lines:  # an icon joined to its count is the count line's first span of ink
            runs = ink_runs(shot, line.box) if len(line.text) <= COUNT_CHARS else []
            if len(runs) > 1:
                boxes.append((runs[0][0], line.box[1], runs[0][1], line.box[3]))
        icons = sorted({((b[0] + b[2]) // 2, (b[1] + b[3]) // 2) for b in boxes
                        if shape_likeness(shot, b, shape) >= SHAPE_LIKENESS}, key=lambda c: c[1])
        best = None
        for i, (x, y) in enumerate(icons):
            above = [c[1] for c in icons[:i] if abs(c[0] - x) <= SHAPE_COLUMN[0]]
            top = max(above) if above else y - SHAPE_REACH
            post = [line for line in screen.lines if top < line.center[1] < y - GLYPH_ROW
                    and abs(line.box[0] - x) <= SHAPE_COLUMN[1]]
            found = {w for w, _ in self.keys for line in post if _found(w, line.text) is not None}
            found -= set(self.verb_labels)
            named = self.owner or self.names  # the post must name its author, if the instruction does
            if not found or named and not found & named or not self._fresh((x, y), self.clicked):
                continue
            score = self._weight(found)
            if score >= PARTIAL_SCORE and (best is None or score > best[0]):
                best = (score, (x, y))
        if best is None:
            return None
        self.clicked.add(best[1])
        return make_action("click", list(best[1])), f"{shape} below a post {best[0]:.2f}"

    @staticmethod
    def _glyph_candidates(shot, screen, glyphs):
        """(box, centre, its reading) of each icon, and of each glyph the reader joined to a line
        ("☆Patagonia"); readings are done only when asked for (they cost a recognition)."""
        for box in screen.icons:
            center = ((box[0] + box[2]) // 2, (box[1] + box[3]) // 2)
            yield box, center, lambda center=center: read_glyph(shot, center)
        for line in screen.lines:
            text = line.text.strip()
            if text in glyphs:
                yield line.box, line.center, lambda text=text: text
                continue
            for glyph, at in ((text[:1], 0), (text[-1:], -1)):
                runs = ink_runs(shot, line.box) if glyph in glyphs else []
                if runs:
                    left, right = runs[at]
                    box = (left, line.box[1], right, line.box[3])
                    yield box, ((left + right) // 2, line.center[1]), lambda glyph=glyph: glyph

    def _object_menu(self, shot, screen, ranked):
        """The instruction names an action and a line names only its object ("Mute Kai" and Kai's
        post): that row's overflow menu (⋯ or ⋮ at its end) is where the action usually is."""
        if not self.verb or self.menus >= OBJECT_MENUS:
            return None
        glyphs = None
        for score, point, line in self._about_target(ranked)[:4]:
            if score < MENU_SCORE:
                break
            if glyphs is None:
                glyphs = [g for g in more_glyphs(shot, [l.box for l in screen.lines]) if self._fresh(g, self.clicked)]
            # a pane's header ("# random" atop a channel) has its overflow at the far end of its bar
            reach = shot.shape[1] if line.center[1] <= HEADER_BAND else MENU_ROW[1]
            beside = [g for g in glyphs if abs(g[1] - line.center[1]) <= MENU_ROW[0] and 0 <= g[0] - line.box[2] <= reach]
            if beside:
                glyph = min(beside, key=lambda g: g[0])
                self.clicked.add(glyph)
                self.menus += 1
                return make_action("click", list(glyph)), f"menu of {line.text!r}"
        return self._card_menu(shot, screen, glyphs)

    def _card_menu(self, shot, screen, glyphs):
        """No one line names enough of the object, but the lines of one card do ("Trending" over
        "Rotterdam" for "the Rotterdam trend"): the overflow glyph whose card, the lines on its row
        and just under it to its left, carries most of the key words (a name among them, where
        the instruction gives one). A pane's header glyph counts its whole bar."""
        if self.menus:  # a card's menu is a guess: not after a row's own menu
            return None
        if glyphs is None:
            glyphs = [g for g in more_glyphs(shot, [l.box for l in screen.lines]) if self._fresh(g, self.clicked)]
        best = None
        for glyph in glyphs:
            score = self._card_score(screen, glyph, shot.shape[1])
            if score >= MENU_SCORE and (best is None or score > best[0]):
                best = (score, glyph)
        if best is None:
            return None
        self.clicked.add(best[1])
        self.menus += 1
        return make_action("click", list(best[1])), f"menu of a card {best[0]:.2f}"

    def _card_score(self, screen, point, width: int) -> float:
        """The share of the key words that the card of a control at `point` carries: the lines on
        its row and just under it, to its left (in a pane's header, its whole bar); 0 when the
        instruction gives names and the card carries none of them."""
        reach = width if point[1] <= HEADER_BAND else MENU_ROW[1]
        card = [line for line in screen.lines if -MENU_CARD[0] <= line.center[1] - point[1] <= MENU_CARD[1]
                and 0 <= point[0] - line.box[2] <= reach]
        tokens = {normalize_word(t) for line in card for t in line.text.split()}
        found = {w for w, _ in self.keys if any(_found(w, line.text) is not None for line in card)
                 or any(_stem_of(w, token) for token in tokens)}  # "Trending" for "trend"
        found -= set(self.verb_labels)  # the object's card, not a control named by the action
        if self.names and not found & (self.names | set(self.handles)) or not self.names and len(found) < 2:
            return 0.0  # a name the instruction gives, or two of its words ("Messages" alone is a tab)
        if self.owner and not found & self.owner:
            return 0.0  # "Kwame's reply to Amara's thread": Kwame's card, not Amara's
        return self._weight(found)

    def _close_glyphs(self, shot, screen) -> list:
        """Close buttons: lines read as "×", and when a shade covers the screen (most text faded,
        as behind an image viewer) the icons near its top right corner whose glyph reads so."""
        found = [line.center for line in screen.lines if line.text.strip().lower() in CLOSE_GLYPHS
                 and not (line.box[0] < LOGO_CORNER[0] and line.box[1] < LOGO_CORNER[1])
                 and stands_alone(shot, line.box)]
        shaded = len(screen.lines) < FEW_LINES or sum(faded(shot, l.box) for l in screen.lines) >= SHADED * len(screen.lines)
        if shaded:
            width = shot.shape[1]
            # not the window's own buttons along the very top edge (a desktop app's title bar)
            corner = sorted((b for b in screen.icons if b[1] >= WINDOW_EDGE),
                            key=lambda b: (width - b[2]) + b[1])[:CORNER_ICONS]
            for box in corner:
                center = ((box[0] + box[2]) // 2, (box[1] + box[3]) // 2)
                if read_glyph(shot, center).lower() in CLOSE_GLYPHS:
                    found.append(center)
            # a viewer's back arrow: the icon in the top left corner before the file's name
            for box in screen.icons:
                center = ((box[0] + box[2]) // 2, (box[1] + box[3]) // 2)
                if box[2] <= VIEWER_BACK and box[3] <= VIEWER_BACK and any(
                        abs(line.center[1] - center[1]) <= GLYPH_ROW and 0 <= line.box[0] - box[2] <= LABEL_GAP
                        for line in screen.lines):
                    found.append(center)
        return found

    def _expanders(self, screen) -> list:
        """Controls that show more ("Show more", "3 older messages", "Load diff") not clicked yet,
        as (under a line naming the target, centre): those under a heading or beside a line that
        carries a key word first, then top to bottom."""
        keyed = [line for line in screen.lines if len(line.text) < LONG_LINE
                 and any(_found(w, line.text) is not None for w, _ in self.keys)]
        out = []
        for line in screen.lines:
            if EXPANDERS.match(line.text.strip()) and self._fresh(line.center, self.clicked):
                near = any(0 <= line.box[1] - k.box[1] <= EXPANDER_REACH and k.box[0] < line.box[2] + 200
                           and line.box[0] < k.box[2] + 200 for k in keyed)
                out.append((near, line.center))
        return sorted(out, key=lambda item: (not item[0], item[1][1]))

    def _cut_short(self, screen):
        """The "...more" at the end of a text cut short that carries two key words: its centre."""
        for line in screen.lines:
            if not EXPANDERS.match(line.text.strip()) or not self._fresh(line.center, self.clicked):
                continue
            for text in screen.lines:
                if 0 <= line.box[1] - text.box[3] <= CUT_SHORT_GAP and text.box[0] < line.box[0] \
                        and line.box[0] >= text.center[0] \
                        and sum(_found(w, text.text) is not None for w, _ in self.keys) >= 2:
                    return line.center
        return None

    def _expand(self, point):
        self.expanded += 1
        self.clicked.add(tuple(point))
        return make_action("click", list(point)), "expand"

    def explore(self, shot, screen):
        """Scroll one area while it moves (down first, or up where its thumb is at the end; done
        where it went no further); wait; an expander ("Show more"); then a chip bar sideways, the
        next areas it sees scrollbars for."""
        height, width = shot.shape[:2]
        centre = (width // 2, height // 2)
        bars = find_scrollbars(shot)
        ys = [bar for bar in bars if bar.axis == "y"]
        # the main area's own bar is the first to the right of the centre (a dialog's list, a chat's
        # messages, the page): it says which way to go, up first when its thumb is at the end (a
        # chat opened at its newest message); the other lists right of the centre, nearest first,
        # then those on the left, longest first
        right = sorted((bar for bar in ys if bar.position > centre[0]), key=lambda bar: bar.position)
        # (a bar far right of the centre, inside the page, is a side panel's: a transcript, a playlist)
        near = [bar for bar in right if bar.position - centre[0] <= AREA_WIDTH or bar.position >= width - PAGE_BAR]
        main = near[0] if near else (right[0] if right else None)
        areas = [centre]
        first_way = {centre: -1 if main is not None and main.at_end else 1}
        for bar in [bar for bar in right if bar is not main][:2] + [bar for bar in ys if bar.position <= centre[0]][:2]:
            point = scroll_point(bar, width, height)
            areas.append(point)
            first_way[point] = -1 if bar.at_end else 1
        side = (width // 8, height * 2 // 3)
        if any(word.rstrip("s") in SIDE_LIST_WORDS or word in SIDE_LIST_WORDS for word, _ in self.keys):
            # a list of its own: the left side's, or one with a scrollbar further right inside the
            # page (a messages drawer); low on the left, below the menus that drop from its header
            inner = [scroll_point(bar, width, height) for bar in ys
                     if width // 3 < bar.position < width - PAGE_BAR and not bar.at_end]
            areas = inner + [side] + [a for a in areas if a not in inner]
        else:
            areas.append(side)
        sideways = _chip_rows(screen)[:1] + [scroll_point(bar, width, height) for bar in bars if bar.axis == "x"][:1]
        last = self.last
        expanders = self._expanders(screen)
        hidden = [line.center for line in screen.lines
                  if HIDDEN_ITEMS.match(line.text.strip()) and self._fresh(line.center, self.clicked)]
        if hidden and self.expanded < EXPANDER_CLICKS:
            return self._expand(hidden[-1])  # "Load more", under "5 hidden items"
        telling = self._cut_short(screen)
        if telling is not None and self.expanded < EXPANDER_CLICKS:
            # a text cut short that names two of the target's words ("...the pan sauce uses ...
            # ...more"): the rest of it, before anything further down
            return self._expand(telling)
        # the area scrolled last moved: it is scrolled on in the same direction
        # the main area is scrolled on further while no expander sits under a line naming the target
        limit = MAIN_SCROLLS if last is not None and tuple(last.args[:2]) == centre and not any(
            near for near, _ in expanders) else AREA_SCROLLS
        moving = last is not None and last.kind == "scroll" and last.args[3] and self.area_scrolls < limit \
            and self.scrolls.get(tuple(last.args[:2]))
        if expanders and self.expanded < EXPANDER_CLICKS and self.plan_index >= 2 and not moving:
            # Once the first area has been scrolled as far as it goes and the wait is over: the
            # target may be in a folded list or a menu rather than further down.
            return self._expand(expanders[0][1])
        late = [p for p in self.late_carets if self._fresh(p, self.clicked)]
        if late and self.late_caret_clicks < LATE_CARETS and self.plan_index >= 2 and not moving:
            # the main area scrolled, nothing named the target: it may be in a top bar's menu, while
            # the top bar is still there (a page whose header scrolled away has rows there now)
            now = self._all_carets(shot, [line.box for line in screen.lines])
            late = [p for p in late if any(abs(p[0] - q[0]) + abs(p[1] - q[1]) <= CARET_STILL for q in now)]
            if late:
                self.late_caret_clicks += 1
                self.clicked.add(late[0])
                return make_action("click", list(late[0])), "caret (late)"
        drawer = [p for p in self.drawer_button if self._fresh(p, self.clicked)]
        if drawer and not moving:
            # what the instruction names is not on a phone's screen: its navigation is in the drawer
            self.clicked.add(drawer[0])
            return make_action("click", list(drawer[0])), "menu button"
        carets = [p for p in self.carets if self._fresh(p, self.clicked)]
        if carets and not moving:
            # a toolbar's flyouts: the tools they hold are named only in them
            self.clicked.add(carets[0])
            return make_action("click", list(carets[0])), "caret"
        header = [p for p in self.header_icons if self._fresh(p, self.clicked)]
        if header and not moving:
            # what the instruction names is not on the screen: settings and the like are in a menu of the top bar
            self.clicked.add(header[0])
            return make_action("click", list(header[0])), "header icon"
        if moving:
            point = tuple(last.args[:2])
            self.area_scrolls += 1
            return make_action("scroll", [point[0], point[1], 0, 600 * self.scrolls[point]]), "explore on"
        self.area_scrolls = 1
        plan = []
        for point in areas:
            direction = self.scrolls.setdefault(tuple(point), first_way.get(point, 1))
            if direction:
                plan.append(("scroll", [point[0], point[1], 0, 600 * direction]))
        for point in sideways:  # a chip bar or a wide table: sideways, once
            if self._fresh(point, self.side_scrolled):
                plan.insert(1, ("side", [point[0], point[1], 900, 0]))
        if expanders:
            plan.append(("click", list(expanders[0][1])))
        plan.insert(1, ("wait", [3000]))  # after the main area: what only appears in a while
        verb, values = plan[self.plan_index % len(plan)]
        if verb == "wait" and not (self.coming or content_pending(shot)):
            # nothing on its way: the wait's action goes to an expander, as it would after the
            # wait, or else to the next step of the plan
            self.plan_index += 1
            if expanders and self.expanded < EXPANDER_CLICKS:
                return self._expand(expanders[0][1])
            verb, values = plan[self.plan_index % len(plan)]
        if verb == "click":
            self.clicked.add(tuple(values))
        if verb == "side":
            verb = "scroll"
            self.side_scrolled.add(tuple(values[:2]))
        self.plan_index += 1
        return make_action(verb, values), "explore"
