"""Every constant of the offline `ocr` agent, in one place, and the one table of UI vocabulary it knows.

Nothing here names an application, a person or a piece of IGG's task suite: the numbers are
pixel distances and shares that hold for desktop and web UIs at 1x-1.5x scale, and the
vocabulary is what a daily computer user knows about interfaces in general (a gear opens
settings, a close button reads "x", "Show more" unfolds a list). The agent is tuned on the
suite's train split only (tasks/splits.yaml); its figures are reported on the val split.
"""
from __future__ import annotations

import re
from dataclasses import dataclass


@dataclass(frozen=True)
class Config:
    # -- matching the instruction to a line ---------------------------------------------------
    click_score: float = 0.45  # share of the key words' weight a line must carry to be clicked
    partial_score: float = 0.25  # ... to be a row worth hovering or opening (it names the object)
    object_only: float = 0.6  # factor for a line that names the object but not the action
    long_line: int = 60  # characters: longer lines are message bodies and previews, rarely a control
    button_words: int = 4  # a line of up to this many words may be a button or a label
    fuzzy: float = 0.84  # difflib ratio above which a read word is taken for an instruction word
    cell_gain: float = 0.25  # a table's header and row together carry this much more than any one line
    span_gap: int = 30  # characters: a key word further than this from the heaviest one is another item
    # -- what an action changed -----------------------------------------------------------------
    no_effect: float = 0.8  # share of the previous screen's lines still in place: the action changed little
    stuck_scroll: float = 0.85  # ... after a scroll: that area moved no further
    still_slack: int = 8  # pixels a line's box may move and still be "in place"
    opened_near: tuple = (320, 420)  # pixels (vertically, sideways): what a click opened sits this close to it
    opened_lines: int = 2  # new lines near a click, at least, for it to have opened a menu
    # -- hovering -------------------------------------------------------------------------------
    row_above: int = 45  # pixels above a hovered line where its row's hover toolbar may sit
    row_below: int = 10
    tooltip_ms: int = 400  # tooltips open ~500 ms into a hover; the env settles 200 ms after a move
    near_tip: tuple = (70, 160)  # a tooltip sits this close (vertically, sideways) to the pointer
    near_card: tuple = (360, 480)  # a hover card's or a submenu's lines sit this close to what was hovered
    probes: int = 3  # icons of a hovered row whose tooltips are read, left to right
    hovers: int = 2  # rows hovered per episode
    action_bar: int = 90  # pixels under an item's line where its own action icons may be
    player_width: int = 300  # pixels: the narrowest picture taken for a video player
    player_bar: int = 70  # pixels: a player's controls sit this near its bottom edge
    # -- waiting --------------------------------------------------------------------------------
    wait_ms: int = 3000  # one wait for something on its way
    waits: int = 3  # waits per episode (the slowest activations take ~9 s)
    # -- scrolling ------------------------------------------------------------------------------
    scroll_px: int = 600
    area_scrolls: int = 3  # scrolls in one area while it moves, before the next area ...
    main_scrolls: int = 4  # ... in the main area
    panel_lines: int = 5  # new lines, at least, for a click to have opened a panel with a list ...
    panel_size: tuple = (0.4, 0.5)  # ... as tall as this share of the screen, at most this share as wide
    page_bar: int = 24  # pixels from the right edge: the page's own scrollbar
    area_width: int = 480  # pixels left of a scrollbar that belong to its area
    # -- windows and menus -----------------------------------------------------------------------
    drags: int = 2  # floating windows dragged aside per episode
    expanders: int = 2  # "Show more" controls clicked per episode
    menus: int = 2  # overflow menus (⋮) opened per episode for a row that names the object
    row_reach: tuple = (24, 700)  # pixels (vertically, sideways): an overflow glyph this close ends a line's row
    edge: int = 6  # pixels: a glyph this near the screen's top edge is cut off by it
    title_band: int = 48  # pixels: lines this near the top are a window's or a document's title bar
    header_band: int = 120  # pixels: lines this near the top are the app's bars
    panel_bar: tuple = (120, 60, 200)  # pixels (left, right, below): a scrollbar this near a close button is its panel's list
    corner_icons: int = 6  # icons nearest the top right corner whose glyph is read for a close button
    narrow: int = 1000  # pixels: a screen narrower than this keeps its navigation in a drawer


CONFIG = Config()

# -- UI vocabulary: what any daily user of computers knows ---------------------------------------
STOPWORDS = set("""a an the to of in on at for from with by and or about as is it its this that those these my our your
their me us open show view click select go find start play press tap choose pick get see please which who what
one his her s you i we them into up out any all so do did just be been has have had can will
again earlier whole every everything only also still""".split())
# Words of instructions that name a kind of thing or a goal rather than a label on the target.
WEAK = set("""message email video channel thread item latest last first give new check read visit watch join
mark add set turn use reply react""".split())
# First words that say "go there" rather than name the control's action.
GENERIC_VERBS = set("""open show view go find select click see get have give make take browse put let use
check visit switch start begin""".split())
# An action -> other labels its control commonly carries.
VERB_LABELS = {"rename": ("edit",), "remove": ("delete",), "delete": ("remove", "trash"), "erase": ("delete",),
               "favorite": ("star",), "favourite": ("star",), "unsubscribe": ("leave",), "copy": ("duplicate",)}
# A thing -> the label of the place (tab, folder, menu, panel) that usually lists or holds it.
PLACES = {"file": "files", "spreadsheet": "files", "sheet": "files", "doc": "files", "attachment": "files", "document": "files", "pdf": "files", "photo": "photos",
          "image": "photos", "picture": "photos", "comment": "comments", "member": "members", "people": "members",
          "setting": "settings", "preference": "settings", "theme": "appearance", "notification": "notifications",
          "draft": "drafts", "label": "labels", "tag": "tags", "branch": "branches", "commit": "commits",
          "issue": "issues", "history": "history", "version": "history", "shortcut": "help", "feedback": "help",
          "pinned": "pins", "mention": "mentions", "request": "requests", "playlist": "playlists",
          "activity": "activity", "detail": "details", "filter": "filter", "sort": "sort", "share": "share",
          "export": "file", "download": "file", "print": "file", "newest": "sort", "oldest": "sort"}
# What opens from a person's name: their own places.
PERSON_PLACES = {"profile", "conversation", "dm", "card", "chat"}
# Things that live in a side list (a sidebar, a layers panel, a rail): scroll it first.
SIDE_LIST = {"label", "channel", "server", "folder", "conversation", "dm", "direct", "layer", "playlist",
             "subscription", "space", "workspace", "category", "calendar", "board", "project"}
# Actions that usually are icons on a row's hover toolbar (their tooltip names them), not menu items.
ICON_ACTIONS = {"react", "reply", "forward", "save", "share", "download", "like", "archive", "delete", "star",
                "bookmark", "pin", "edit", "snooze", "copy"}
# Words of playback: a video player's own controls, shown while it is hovered.
PLAYER_WORDS = {"caption", "captions", "subtitles", "speed", "playback", "volume", "mute", "unmute", "fullscreen",
                "quality", "miniplayer", "theater", "autoplay", "loop"}
# An instruction about reacting with an emoji (quick reactions are the coloured icons of a hover bar).
REACTING = re.compile(r"\breact|\breaction|\bemoji", re.I)
# Glyphs the recogniser reads for a close button and for an overflow ("more") button.
# A dialog's answers that leave things as they were: taken only when a dialog kept our click from
# its mark (a "Save changes?" box in front of the page), never offered first.
DECLINES = ("cancel", "dont save", "discard", "not now", "no thanks", "close", "keep editing")
CLOSE_GLYPHS = {"x", "×", "✕", "✖", "⨯"}
MORE_GLYPHS = {"...", "…", "⋮", "⋯", ":", "more"}
# Words that say the screen is still working, and that what is asked for is on its way.
BUSY = re.compile(r"loading|connecting|reconnect|uploading|preparing|please wait|syncing|in progress|retrying|"
                  r"(processing|rendering|generating|running|pending|queued|waiting|sending|searching|scanning|saving|"
                  r"opening|exporting|fetching|checking|updating|installing|importing|downloading|analy[sz]ing)"
                  r"(\s\w+){0,3}\s*(…|\.\.)|\b\d{1,3}\s?% (done|complete)|\bin \d+\s?s(ec|econds)?\b|\b\d+\s?s left\b", re.I)
COMING = re.compile(r"about to|just (came|come|sent|arrived|posted)|came in|new posts|\bwait|\buntil\b|finish|"
                    r"(is|are) (posting|attaching|uploading|sending)|\bnext$", re.I)
# An instruction to tick an item off: a task's or a list item's check box, at the item's left.
TICKING = re.compile(r"\bas (done|complete|completed|finished)\b|^\s*(complete|tick|check off)\b", re.I)
# Controls that show more of a list or a text.
EXPANDERS = re.compile(r"^(\.\.\.|…)?(\d+\s)?(more|show more|see more|see all|view all|show all|expand|load more|"
                       r"show \d+ more|\d+ more|more replies|view more|older messages|show older|load diff)\b"
                       r"|^(next|next page|older)\s*[>›»]?$", re.I)  # a pager's "Next >"
