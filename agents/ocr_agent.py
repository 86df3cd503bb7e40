"""The offline, model-free default agent: read the screen, click what the instruction names, and
when nothing on the screen names it, try the reveal moves people try.

It sees only the observation (the screenshot and the instruction). Each step:

1. `Screen.read` reads the screenshot (agents/ocr_screen.py: text lines, icons, scrollbars, title
   bars, close controls, overflow glyphs, content on its way), and `Change` says what the last
   action changed.
2. Every move `observe`s the new screen (a move keeps its own state: which areas it scrolled and
   whether they moved, which icons of a hovered row it still has to read).
3. The moves are asked in order; the first that `applies` and `propose`s an action acts:
   read a hovered row's tooltips -> retry a match that did nothing -> click a strong match ->
   dismiss what covers the screen -> wait for what is on its way -> pick from a menu our click
   opened -> hover, then open, the rows that name the object -> open a row's ⋮ menu -> open the
   place that holds such things -> scroll the areas it sees scrollbars for -> drag floating
   windows aside -> unfold "Show more", open a drawer.

The matcher (agents/ocr_match.py) weighs lines against the instruction; every constant and the
UI vocabulary are in agents/ocr_config.py. Developed on the train split; see docs/ocr_agent.md.
"""
from __future__ import annotations

import os
import sys
from igg.agents.base import Agent
from igg.agents.ocr_config import CONFIG, COMING, ICON_ACTIONS, PLAYER_WORDS, REACTING, SIDE_LIST, TICKING
from igg.agents.ocr_match import Instruction, Matcher, compact, found
from igg.agents.ocr_memory import Memory, Move, fresh
from igg.agents.ocr_screen import Change, Screen
from igg.agents.screen import colourful, normalize_word, scroll_point, tick_box
from igg.agents.screen_reader import new_episode, share_readings
from igg.envs.actions import Action, make_action


class ReadHover(Move):
    """After the pointer came to rest on a row: a hover card's or submenu's line that names the
    action is clicked; icons the hover brought up are pointed at one by one and their tooltips
    read (an icon-only control is told by its tooltip); a new ⋮ on the row is opened."""

    def __init__(self):
        self.at = None  # the point the pointer rests on
        self.probes: list = []  # icons still to point at
        self.on_icon = False
        self.waited = False
        self.more = None  # an overflow glyph the hover brought up
        self.card = False  # the row names a person: their hover card is waited for
        self.text = ""

    def start(self, point, row_top: int, row_bottom: int, text: str, card: bool = False, rightmost: bool = False) -> None:
        """`text`: the hovered line's (its words name the row, not what its hover brings up);
        `card`: the row names a person, whose hover card opens ~0.5 s into the hover: wait for it once."""
        self.at, self.row, self.probes, self.on_icon, self.waited, self.more = point, (row_top, row_bottom), [], False, False, None
        self.text, self.card, self.rightmost = text, card, rightmost  # rightmost: a player's bar, settings last
        self.sole = None

    def observe(self, screen, mem):
        if self.at is None or not mem.last_was((HoverRow, HoverPlayer)) or mem.previous is None:
            return
        top, bottom = self.row
        icons = screen.new_icons(mem.previous, top, bottom)
        if not icons and set(mem.ins.labels) & ICON_ACTIONS:
            # nothing came up: the item's own action bar, always shown under its text (a post's
            # reply, repost, like, bookmark), is read icon by icon
            x = self.at[0]
            icons = sorted(((b[0] + b[2]) // 2, (b[1] + b[3]) // 2) for b in screen.icons
                           if bottom <= b[1] <= bottom + CONFIG.action_bar and abs((b[0] + b[2]) // 2 - x) <= CONFIG.near_card[1])
        icons = icons[::-1] if self.rightmost else icons
        if not REACTING.search(mem.ins.text):  # coloured emoji on a hover bar are quick reactions
            icons = [p for p in icons if not colourful(screen.shot, p)]
        self.probes = [p for p in icons if fresh(p, mem.clicked)][:CONFIG.probes]
        self.sole = self.probes[0] if len(self.probes) == 1 and mem.ins.verb else None  # the one control it brought
        glyphs = [g for g in screen.more_glyphs if top <= g[1] <= bottom and fresh(g, mem.previous.more_glyphs, 3)]
        self.more = glyphs[0] if glyphs else None

    def applies(self, screen, mem):
        return self.at is not None and mem.last is not None and mem.last.kind in ("move", "wait")

    def propose(self, screen, mem):
        ins, (x, y) = mem.ins, self.at
        reach = CONFIG.near_tip if self.on_icon else CONFIG.near_card
        wanted = set(ins.labels) or {w for w, weight in ins.keys.items() if weight >= 0.6 and found(w, self.text) is None}
        for line in mem.change.fresh:
            if abs(line.center[1] - y) > reach[0] or abs(line.center[0] - x) > reach[1]:
                continue
            if any(found(w, line.text) is not None for w in wanted) and len(line.text.split()) <= CONFIG.button_words:
                self.at = None  # a tooltip names the icon under the pointer; a card's line is its button
                return mem.click((x, y) if self.on_icon else line.center)
        if (self.on_icon or self.card and not self.probes and self.more is None) and not self.waited:
            self.waited = True
            return make_action("wait", [CONFIG.tooltip_ms])
        if self.on_icon and self.at == self.sole:  # no tooltip, but the hover brought this one control only
            self.at = None
            return mem.click(self.sole)
        icons_first = bool(set(ins.labels) & ICON_ACTIONS)
        if self.more is not None and (not self.probes or not icons_first):
            point, self.more, self.at = self.more, None, None
            return mem.click(point)
        if self.probes:
            self.at, self.on_icon, self.waited = self.probes.pop(0), True, False
            return mem.hover(self.at)
        self.at = None
        return None


class RetryMatch(Move):
    """A strong match whose click did nothing is disabled for now or covered: wait if the screen
    is busy or the control looks greyed out, else dismiss what covers it or drag a window aside;
    then click it again. A click that changed much but left the match in place is tried once more."""

    def __init__(self, uncover: "Uncover"):
        self.uncover = uncover
        self.tries: dict = {}
        self.pending = None  # (point, line, stage)

    def observe(self, screen, mem):
        if not mem.last_was((ClickMatch, OpenRow, TableCell)) or self.pending is not None or mem.last_move.clicked is None:
            return
        point, line = mem.last_move.clicked
        tries = self.tries[line.text] = self.tries.get(line.text, 0) + 1
        if mem.previous.shaded and not screen.shaded and tries == 1:
            self.pending = (point, line, "again")  # the click only took a shade away (an overlay's backdrop)
            return
        if not screen.has(line) or mem.last_was((OpenRow, TableCell)):
            return
        near = mem.change.near(point)
        opened = len(near) >= CONFIG.opened_lines
        if mem.change.little and not opened and tries <= 2:
            self.pending = (point, line, "reveal")
        elif not mem.change.little and not opened and tries == 1:
            self.pending = (point, line, "click")

    def applies(self, screen, mem):
        return self.pending is not None

    def propose(self, screen, mem):
        point, line, stage = self.pending
        if stage in ("click", "again"):
            self.pending = None
            return make_action("click", list(point)) if stage == "again" or screen.has(line) else None
        self.pending = (point, line, "click")
        disabled = screen.busy or screen.has(line) and screen.faded(line) or \
            any(found(label, line.text) is not None for label in mem.ins.labels)
        # under a modal's shade every line looks greyed out: what covers it goes first
        action = self.uncover.propose(screen, mem, keep_ours=False) if screen.shaded or not disabled else None
        if action is None and disabled and mem.waits < CONFIG.waits and len(line.text.split()) <= CONFIG.button_words:
            return mem.wait()
        if action is None:
            self.pending = None
        return action


class ClickMatch(Move):
    """Click the line that carries enough of the instruction's key words (and names its action).
    An instruction to tick an item off ("... as done") clicks the check box at the item's left."""

    clicked = None

    def propose(self, screen, mem):
        ranked = mem.matcher.rank(screen.lines)
        if TICKING.search(mem.ins.text):
            for match in sorted(ranked, key=lambda m: -m.reach):
                box = tick_box(screen.shot, match.line.box) if match.reach >= CONFIG.click_score else None
                if box is not None and fresh(box, mem.clicked, 4):
                    self.clicked = (box, match.line)
                    return mem.click(box)
        for match in ranked:
            if match.score < CONFIG.click_score:
                break
            if fresh(match.point, mem.clicked):
                self.clicked = (match.point, match.line)
                return mem.click(match.point)
        return None


class TableCell(Move):
    """The instruction names a row (an id, a name) and a column (its header): the cell where the
    row's line and the column under the header cross, when a line is there and together they carry
    much more of the instruction than any one line does."""

    done = False  # one cell an episode
    clicked = None

    def propose(self, screen, mem):
        ranked = [] if self.done else mem.matcher.rank(screen.lines)
        if not ranked or max(m.reach for m in ranked) >= CONFIG.click_score:
            return None  # a line names it on its own
        best, bar = None, max(CONFIG.click_score, max(m.reach for m in ranked) + CONFIG.cell_gain)
        for head in ranked:
            if len(head.line.text.split()) > CONFIG.button_words:
                continue
            left, top, right, bottom = head.line.box
            column = [l for l in screen.lines if l.box[1] > bottom and l.box[0] < right and l.box[2] > left]
            if any(0 < top - l.box[3] <= 2 * (bottom - top) and l.box[0] < right and l.box[2] > left
                   and len(compact(l.text)) > 2 for l in screen.lines):
                continue  # a header heads its column (a sheet's column letter may sit above it); a menu item does not
            for row in ranked if len(column) >= 3 else []:
                if row.line.box[1] <= bottom or row.words & head.words or row.line.box[0] < right and row.line.box[2] > left:
                    continue
                cell = [l for l in column if abs(l.center[1] - row.line.center[1]) <= CONFIG.still_slack]
                share = mem.ins.share(head.words | row.words)
                point = (min(max(head.line.center[0], cell[0].box[0]), cell[0].box[2]), row.line.center[1]) if cell else None
                if point and share >= bar and fresh(point, mem.clicked) and (best is None or share > best[0]):
                    best = (share, point, row.line)
        self.done = best is not None
        self.clicked = best[1:] if best else None
        return mem.click(best[1]) if best else None


class Uncover(Move):
    """Dismiss a dialog, banner or toast (not one our own click just opened), else drag a floating
    window or picture off to the other side of the screen. Before the main area is scrolled only
    what plainly covers the page goes: "Not now" and the like, or a modal's × over its shade (a
    panel or a window may be where the target is)."""

    scroll = None  # the ScrollAreas move, whose main area is scrolled before panels are closed

    def __init__(self):
        self.dismissed: list = []
        self.ours: list = []  # close controls that came with what our click opened
        self.grabbed: list = []  # where windows were grabbed
        self.words_idle = False  # a dismiss word did nothing: such words here are content ("Skip" in a mockup)

    def observe(self, screen, mem):
        if mem.last is None or mem.previous is None:
            return
        if mem.last.kind == "click" and not mem.last_was((Uncover, Dismiss)):
            self.ours += [p for p in screen.closes if fresh(p, mem.previous.closes)]
        if mem.last_was((Uncover, Dismiss)) and mem.last.kind == "click" and mem.change.little \
                and not fresh(tuple(mem.last.args[:2]), mem.previous.dismiss_words):
            self.words_idle = True

    def applies(self, screen, mem):
        return self.scroll is None or self.scroll.main_done

    def propose(self, screen, mem, keep_ours: bool = True, full: bool = True):
        if keep_ours and mem.last is not None and mem.last.kind == "click" and not mem.change.little \
                and not mem.last_was((Uncover, Dismiss)):
            return None  # what our click just opened is looked at before anything is closed
        closes = [p for p in screen.closes if not (self.words_idle and not fresh(p, screen.dismiss_words))]
        closes = closes if keep_ours else screen.declines + closes  # a dialog held our click: answer it
        if not full:
            closes = [p for p in closes if screen.shaded or not fresh(p, screen.dismiss_words, 2)]
        for point in closes:
            if fresh(point, self.dismissed) and fresh(point, self.ours) and fresh(point, mem.clicked) \
                    and not (keep_ours and self.holds_target(screen, mem, point)):
                self.dismissed.append(point)
                return mem.click(point)
        if len(self.grabbed) >= CONFIG.drags or not full:
            return None
        for bar in screen.title_bars:
            x, y = bar.grab
            if not fresh((x, y), self.grabbed):
                continue  # dragged once and still there: not a window that moves
            self.grabbed.append((x, y))
            span = bar.right - bar.left
            to_x = screen.width - 60 - span + (x - bar.left) if x < screen.width / 2 else 60 + (x - bar.left)
            return make_action("drag", [x, y, max(4, min(screen.width - 4, to_x)), screen.height - 40])
        for left, top, right, bottom in screen.floating_pictures:
            x, y, half_w, half_h = (left + right) // 2, (top + bottom) // 2, (right - left) // 2, (bottom - top) // 2
            if not fresh((x, y), self.grabbed):
                continue
            self.grabbed.append((x, y))
            to_x = half_w + 20 if x > screen.width / 2 else screen.width - half_w - 20
            return make_action("drag", [x, y, to_x, max(4, screen.height - half_h - 20)])
        return None


    @staticmethod
    def holds_target(screen, mem, point) -> bool:
        """The panel a close button heads may be where the target is: its header names a key word,
        or a list with a scrollbar of its own hangs under it. Such a panel is searched, not closed."""
        x, y = point
        header = [l for l in screen.lines if abs(l.center[1] - y) <= CONFIG.row_reach[0] and 0 < x - l.box[2] <= CONFIG.row_reach[1]]
        if any(found(w, l.text) is not None for l in header for w in mem.ins.keys):
            return True
        return any(b.axis == "y" and -CONFIG.panel_bar[0] <= b.position - x <= CONFIG.panel_bar[1]
                   and 0 <= b.start - y <= CONFIG.panel_bar[2] for b in screen.scrollbars)


class Dismiss(Move):
    """What plainly covers the page, at once: Uncover's early form."""

    def __init__(self, uncover: Uncover):
        self.uncover = uncover

    def propose(self, screen, mem):
        return self.uncover.propose(screen, mem, full=False)


class WaitForIt(Move):
    """Wait while content is on its way, or while the instruction says what it names is coming;
    after such a wait, click the new line that carries a key word's stem ("Show 3 posts")."""

    def __init__(self, instruction: Instruction):
        self.coming = bool(COMING.search(instruction.text))
        self.scrolled = False  # after a scroll, a blank band is the content's end, not content on its way

    def observe(self, screen, mem):
        self.scrolled = self.scrolled or mem.last is not None and mem.last.kind == "scroll"

    def propose(self, screen, mem):
        if mem.last_was(WaitForIt):
            stems = {w[:4] for w, weight in mem.ins.keys.items() if weight >= 0.6 and len(w) >= 4}
            for line in mem.change.fresh:
                tokens = {normalize_word(t)[:4] for t in line.text.split()}
                if len(line.text.split()) <= CONFIG.button_words and stems & tokens and fresh(line.center, mem.clicked):
                    return mem.click(line.center)
        pending = screen.busy if self.scrolled else screen.pending
        if mem.waits < CONFIG.waits and (pending or self.coming and mem.waits < 2):
            return mem.wait()
        return None


class MenuItem(Move):
    """After our click opened a menu (new short lines around it): the item that carries most of
    the instruction's words other than names, or names a place that holds such things."""

    def propose(self, screen, mem):
        last = mem.last
        if last is None or last.kind != "click" or mem.change.kept < 0.5 or mem.last_was((Uncover, Dismiss)):
            return None
        items = [l for l in mem.change.near(last.args[:2]) if len(l.text.split()) <= CONFIG.button_words
                 and fresh(l.center, mem.clicked)]
        if len(items) < CONFIG.opened_lines:
            return None
        ins, best = mem.ins, None
        for line in items:
            words = {w for w in ins.keys if w not in ins.names and ins.keys[w] >= 0.6 and found(w, line.text) is not None}
            score = ins.share(words) + 0.05 * any(found(p, line.text) is not None for p in ins.places) \
                + 0.02 * ins.pairs(line.text)  # "Notification Settings" before "Server Settings"
            if score > 0 and (best is None or score > best[0]):
                best = (score, line)
        return mem.click(best[1].center) if best else None


def about_target(screen, mem) -> list:
    """Rows that name the object well enough to hover or open, best first; when the instruction
    gives names, only rows that carry one of them."""
    ins = mem.ins
    rows = [m for m in mem.matcher.rank(screen.lines) if m.reach >= CONFIG.partial_score]
    if ins.names:
        rows = [m for m in rows if ins.names_person(m.line.text) or m.reach >= CONFIG.click_score]
    return sorted(rows, key=lambda m: -m.reach)


class HoverPlayer(Move):
    """The instruction is about playback (captions, speed, volume): a video player shows its
    controls while the pointer is over it. Rest it on the largest picture, once, and read the
    tooltips of the icons its bottom bar brings up, right to left (settings and captions sit there)."""

    def __init__(self, reader: ReadHover, instruction: Instruction):
        self.reader = reader
        self.wanted = bool(PLAYER_WORDS & set(instruction.keys))

    def propose(self, screen, mem):
        if not self.wanted:
            return None
        self.wanted = False
        players = [b for b in screen.pictures if b[2] - b[0] >= CONFIG.player_width]
        if not players:
            return None
        left, top, right, bottom = players[0]
        point = ((left + right) // 2, (top + bottom) // 2)
        self.reader.start(point, bottom - CONFIG.player_bar, bottom, "", rightmost=True)
        return mem.hover(point)


class HoverRow(Move):
    """Rest the pointer on a row that names the object: its hover toolbar, card or submenu."""

    def __init__(self, reader: ReadHover):
        self.reader = reader
        self.count = 0

    def propose(self, screen, mem):
        if self.count >= CONFIG.hovers:
            return None
        for match in about_target(screen, mem)[:2]:
            person = mem.ins.names_person(match.line.text)
            if match.point[1] <= CONFIG.title_band and not person:
                continue  # a window's or document's title that shares words with the instruction shows nothing on hover
            if fresh(match.point, mem.hovered) and fresh(match.point, mem.clicked):
                self.count += 1
                top, bottom = match.line.box[1] - CONFIG.row_above, match.line.box[3] + CONFIG.row_below
                self.reader.start(match.point, top, bottom, match.line.text, card=person)
                return mem.hover(match.point)
        return None


class OpenRow(Move):
    """Click a row that names the object (opens it: a conversation, a folder, a tab, a menu)."""

    clicked = None

    def propose(self, screen, mem):
        for match in about_target(screen, mem)[:2]:
            if fresh(match.point, mem.clicked) and len(match.line.text) < CONFIG.long_line:
                self.clicked = (match.point, match.line)
                return mem.click(match.point)
        return None


class RowMenu(Move):
    """The instruction names an action and a row names its object: the ⋮ at the row's end."""

    def __init__(self):
        self.opened = 0

    def propose(self, screen, mem):
        if not mem.ins.verb or self.opened >= CONFIG.menus:
            return None
        for match in about_target(screen, mem)[:3]:
            line = match.line
            reach = screen.width if line.center[1] <= CONFIG.header_band else CONFIG.row_reach[1]
            beside = [g for g in screen.more_glyphs if abs(g[1] - line.center[1]) <= CONFIG.row_reach[0]
                      and 0 <= g[0] - line.box[2] <= reach and fresh(g, mem.clicked)]
            if beside:
                self.opened += 1
                return mem.click(min(beside, key=lambda g: g[0]))
        return None


class OpenPlace(Move):
    """A label naming the place that usually holds what the instruction names (a "Files" tab for a
    spreadsheet, "Settings" for a setting), or sharing a long key word's stem ("Archived" for "the
    archived channel"): a word of a short line or of a tab strip (capitalised words the reader
    joined into one line), clicked once each, twice an episode at most."""

    def __init__(self):
        self.count = 0

    def propose(self, screen, mem):
        if self.count >= 2:
            return None
        ins = mem.ins
        stems = [w for w, weight in ins.keys.items() if len(w) >= 5 and weight >= 0.6 and w not in ins.names
                 and w not in ins.labels]
        for word in screen.words:
            line = screen.lines[word.line] if word.line < len(screen.lines) else None
            tokens = line.text.split() if line is not None else [word.text]
            label = len(tokens) <= 2 or len(tokens) <= 6 and all(t[:1].isupper() or t[:1].isdigit() for t in tokens)
            token = normalize_word(word.text)
            if not label or len(token) < 3 or not fresh(word.center, mem.clicked):
                continue
            place = token in ins.places or token.rstrip("s") in ins.places
            kin = any(w != token and len(os.path.commonprefix([w, token])) >= max(4, len(w) - 3) for w in stems)
            if place or kin:
                self.count += 1
                return mem.click(word.center)
        return None


class ScrollAreas(Move):
    """Scroll the main area (the one the scrollbar nearest right of the centre serves, up first
    when its thumb is at the end), then the side lists and inner panels it sees scrollbars for,
    then sideways; each while it moves. An area whose scroll moved nothing is done."""

    def __init__(self, instruction: Instruction):
        self.direction: dict = {}  # area point -> +1 down, -1 up, 0 done
        self.current = self.first = None
        self.count = 0
        self.opened = None
        self.side_first = any(w in SIDE_LIST or w.rstrip("s") in SIDE_LIST or w[:5] in SIDE_LIST and w.endswith("ed")
                              for w in instruction.keys)  # "labelled"

    def observe(self, screen, mem):
        if mem.last_was(ScrollAreas) and mem.change.kept >= CONFIG.stuck_scroll:
            self.direction[self.current] = 0
        new = mem.change.appeared
        if mem.last is not None and mem.last.kind == "click" and mem.change.kept >= 0.5 and len(new) >= CONFIG.panel_lines:
            left, top = min(l.box[0] for l in new), min(l.box[1] for l in new)
            right, bottom = max(l.box[2] for l in new), max(l.box[3] for l in new)
            if bottom - top >= CONFIG.panel_size[0] * screen.height and right - left <= CONFIG.panel_size[1] * screen.width:
                self.opened = ((left + right) // 2, (top + bottom) // 2)  # our click opened a panel: its list first

    @property
    def main_done(self) -> bool:
        """The first area was scrolled as far as it goes, or as far as it may go for now."""
        return bool(self.direction) and (self.direction.get(self.first) == 0 or self.current != self.first
                                          or self.count >= CONFIG.main_scrolls)

    def areas(self, screen) -> list:
        width, height = screen.width, screen.height
        centre = (width // 2, height // 2)
        ys = [b for b in screen.scrollbars if b.axis == "y"]
        right = sorted((b for b in ys if b.position > centre[0]), key=lambda b: b.position)
        near = [b for b in right if b.position - centre[0] <= CONFIG.area_width or b.position >= width - CONFIG.page_bar]
        main = near[0] if near else (right[0] if right else None)
        areas = [(centre, -1 if main is not None and main.at_end else 1, "y")]
        for bar in [b for b in right if b is not main][:2] + [b for b in ys if b.position <= centre[0]][:2]:
            areas.append((scroll_point(bar, width, height), -1 if bar.at_end else 1, "y"))
        side = ((width // 8, height * 2 // 3), 1, "y")
        areas.insert(0, side) if self.side_first else areas.append(side)
        if self.opened is not None:
            areas.insert(0, (self.opened, 1, "y"))
        areas += [(scroll_point(b, width, height), 1, "x") for b in screen.scrollbars if b.axis == "x"][:1]
        return areas

    def propose(self, screen, mem):
        main = self.current is not None and self.current[0] == (screen.width // 2, screen.height // 2)
        limit = CONFIG.main_scrolls if main else CONFIG.area_scrolls
        if mem.last_was(ScrollAreas) and self.direction.get(self.current) and self.count < limit:
            self.count += 1
            return self._scroll(self.current)
        for point, way, axis in self.areas(screen):
            key = (point, axis)
            if self.direction.setdefault(key, way) and key != self.current:
                self.current, self.count = key, 1
                self.first = self.first or key
                return self._scroll(key)
        return None

    def _scroll(self, key) -> Action:
        (x, y), axis = key
        amount = CONFIG.scroll_px * self.direction[key]
        return make_action("scroll", [x, y, amount if axis == "x" else 0, amount if axis == "y" else 0])


class Explore(Move):
    """Nothing names the target here: unfold a "Show more" (those under a line carrying a key word
    first), open a narrow layout's menu drawer, a top bar's ⋮ (right to left) or its flyout carets
    (left to right). The early instance acts once the main area is scrolled, the late one when
    every area is."""

    def __init__(self, scroll: "ScrollAreas | None" = None, shared: dict | None = None):
        self.scroll = scroll
        self.shared = shared if shared is not None else {"count": 0}

    def applies(self, screen, mem):
        limit = 1 if self.scroll is not None else CONFIG.expanders + 3
        return self.shared["count"] < limit and (self.scroll is None or self.scroll.main_done)

    def propose(self, screen, mem):
        keyed = [l for l in screen.lines if any(found(w, l.text) is not None for w in mem.ins.keys)]
        expanders = sorted((l for l in screen.expanders if fresh(l.center, mem.clicked)),
                           key=lambda l: (not any(0 <= l.box[1] - k.box[1] <= 250 for k in keyed), l.box[1]))
        header = sorted((g for g in screen.more_glyphs if g[1] <= CONFIG.header_band), key=lambda g: -g[0])
        places = [l.center for l in expanders[:1]] + screen.menu_button[:1] + header[:1] + screen.carets
        for point in places:
            if fresh(point, mem.clicked) and point[1] >= CONFIG.edge:  # not a glyph cut by the top edge
                self.shared["count"] += 1
                return mem.click(point)
        return None


class OCRAgent(Agent):
    name = "ocr"

    def __init__(self, shared_readings: str | None = None):
        """`shared_readings`: an SQLite file through which the agents of one run share what the
        screen reader read (igg eval gives its workers one in the run directory)."""
        if shared_readings:
            share_readings(shared_readings)

    def reset(self, instruction: str) -> None:
        new_episode()
        ins = Instruction.parse(instruction)
        self.mem = Memory(ins, Matcher(ins))
        reader, uncover = ReadHover(), Uncover()
        scroll, explored = ScrollAreas(ins), {"count": 0}
        uncover.scroll = scroll
        self.moves = [reader, RetryMatch(uncover), TableCell(), ClickMatch(), Dismiss(uncover), WaitForIt(ins), MenuItem(),
                      HoverPlayer(reader, ins), HoverRow(reader), OpenRow(), RowMenu(), OpenPlace(), uncover, Explore(scroll, explored),
                      scroll, Explore(None, explored)]

    def act(self, observation: dict) -> Action:
        mem = self.mem
        screen = Screen.read(observation["screenshot"])
        mem.change = Change.between(mem.previous, screen)
        for move in self.moves:
            move.observe(screen, mem)
        action, chosen = None, None
        for move in self.moves:
            if move.applies(screen, mem):
                action = move.propose(screen, mem)
                if action is not None:
                    chosen = move
                    break
        if action is None:  # nothing left to try: give what may still come its time
            action = mem.wait()
        mem.previous, mem.last, mem.last_move = screen, action, chosen
        if os.environ.get("IGG_OCR_DEBUG"):  # which move chose each action, for a person reading a run
            print(f"[ocr] {type(chosen).__name__ if chosen else 'none'}: {action}", file=sys.stderr, flush=True)
        return action
