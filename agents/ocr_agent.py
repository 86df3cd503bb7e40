"""The offline, model-free default agent: read the screen, click what the instruction names.

It sees only the observation (screenshot, instruction). Each step it reads the screenshot with the
screen reader (PP-OCRv4 text lines, icons, scrollbars) and clicks the line that carries enough of
the instruction's key words (exact, fuzzy, glued-together or a quoted name). When nothing matches
well enough it plays a reveal move, most promising first: close a dialog, wait while the screen
shows progress, hover then open the rows that mention some of the words, scroll the areas it sees
scrollbars for (turning round where a scroll changes nothing), drag floating windows aside.
"""
from __future__ import annotations

import difflib
import hashlib
import re

from igg.agents.base import Agent
from igg.agents.screen import dismiss_controls, find_scrollbars, find_title_bars, normalize_word, scroll_point
from igg.agents.screen_reader import new_episode, read_screen
from igg.envs.actions import Action, make_action

STOPWORDS = set("""a an the to of in on at for from with by and or about as is it its this that those these my our your
their me us open show view click select go find start play press tap choose pick get see please which who what
one his her s you i we them into up out any all so do did just be been has have had can will""".split())
# Instruction verbs that rarely appear on the target (they name the goal, not a label).
WEAK = set("""message email video channel thread item latest last first give new check read visit watch join
mark add set turn use reply react""".split())
# What a user calls a thing -> the label of the place that lists it (a tab, a folder).
RELATED = {"spreadsheet": "files", "pdf": "files", "document": "files", "doc": "files", "file": "files",
           "attachment": "files", "pinned": "pins", "replies": "replies", "issue": "issues",
           "branch": "branches", "tag": "tags", "commit": "commits", "notification": "notifications",
           "photo": "photos", "comment": "comments", "transcript": "more", "draft": "drafts",
           "label": "labels", "member": "members", "setting": "settings", "settings": "settings"}
CLICK_SCORE = 0.45  # share of the key words' weight a line must carry to be clicked
LONG_LINE = 60  # characters: longer lines are message bodies and previews, rarely the target itself
PARTIAL_SCORE = 0.25
# Lines that say the screen is still busy: progress, a countdown, a reconnecting notice.
PROGRESS = re.compile(r"loading|connecting|reconnect|processing|uploading|preparing|please wait|syncing|"
                      r"rendering|generating|in progress|pending|running|queued|\b\d{1,2}\s?%|"
                      r"\bin \d+\s?s(ec|econds)?\b|\b\d+\s?s left\b|retrying", re.I)
# Controls that show more of a list or a menu.
EXPANDERS = re.compile(r"^(\d+\s)?(more|show more|see more|see all|view all|show all|expand|more options|"
                       r"show \d+ more|\d+ more|load more)\b", re.I)
MORE_GLYPHS = {"...", "…", "⋮", ":", "more", "▼", "▾", "v", "+", "⋯"}
CLOSE_GLYPHS = {"x", "×", "✕", "✖", "⨯"}


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


def related_places(keys) -> list[str]:
    """Labels of the places that usually list what the instruction names (a "Files" tab)."""
    words = {w for w, _ in keys}
    out = []
    for word in words:
        place = RELATED.get(word) or RELATED.get(word.rstrip("s"))
        if place and place not in words and place not in out:
            out.append(place)
    return out


def _compact(text: str) -> str:
    return re.sub(r"[^a-z0-9\u00e0-\u024f&#@-]", "", text.lower())


def _found(word: str, line_text: str, line_words: list[str]) -> int | None:
    """Where `word` is in the line (a character offset), exactly, glued to its neighbours (the
    recogniser drops some spaces: "SamuelAdeyemi") or fuzzily; never inside a longer word."""
    compact = _compact(line_text)
    glued = re.sub(r"[^A-Za-z0-9\u00c0-\u024f&#@-]", "", line_text)
    if len(word) >= 3 or word.isdigit():
        pos = compact.find(word)
        while pos >= 0:
            end = pos + len(word)
            if end == len(glued) or not glued[end].islower() or not glued[end - 1].isalpha():
                return pos
            pos = compact.find(word, pos + 1)
    offset = 0
    for token in line_words:
        norm = normalize_word(token)
        if norm == word or (len(word) >= 5 and difflib.SequenceMatcher(None, norm, word).ratio() >= 0.84):
            return offset
        offset += len(_compact(token))
    return None


def _point_at(line, lo: int, hi: int) -> tuple:
    """The screen point of the characters lo..hi of a line's compacted text."""
    left, top, right, bottom = line.box
    x = left + (right - left) * ((lo + hi) / 2) / max(1, len(_compact(line.text)))
    return int(x), int((top + bottom) // 2)


class OCRAgent(Agent):
    name = "ocr"

    def reset(self, instruction: str) -> None:
        new_episode()
        self.keys = keywords(instruction)
        self.total = sum(w for _, w in self.keys) or 1.0
        self.places = related_places(self.keys)
        self.clicked: set = set()
        self.moved: set = set()
        self.waits = 0
        self.dragged = 0
        self.probes: list = []  # icons that appeared on a hovered row, to point at for their tooltips
        self.hovered_row = None  # (top, bottom, icons before) of the row hovered last
        self.seen_lines: set = set()  # texts of the previous screen's lines: a tooltip is a new one
        self.scrolls: dict = {}  # scroll point -> direction (+1 down, -1 up)
        self.plan_index = 0
        self.last = None  # (screen hash, action) of the previous step
        self.last_step_log = None

    # -- reading -----------------------------------------------------------------------------
    def ranked(self, screen):
        """Lines ranked by the weight of key words they carry: (score, point to click, line)."""
        out = []
        for line in screen.lines:
            tokens = line.text.split()
            hits = []
            for word, weight in self.keys:
                pos = _found(word, line.text, tokens)
                if pos is not None:
                    hits.append((pos, len(word), weight))
            if not hits:
                continue
            score = sum(w for _, _, w in hits) / self.total
            if len(line.text) > LONG_LINE:
                score *= 0.8
            lo = min(p for p, _, _ in hits)
            hi = max(p + n for p, n, _ in hits)
            out.append((score, _point_at(line, lo, hi), line))
        return sorted(out, key=lambda item: (-item[0], item[2].box[1]))

    # -- acting ------------------------------------------------------------------------------
    def act(self, observation: dict) -> Action:
        shot = observation["screenshot"]
        screen_hash = hashlib.sha1(shot.tobytes()).hexdigest()
        changed = not (self.last and self.last[0] == screen_hash)
        if not changed and self.last[1].kind == "scroll":
            point = tuple(self.last[1].args[:2])
            self.scrolls[point] = -self.scrolls.get(point, 1) if self.scrolls.get(point, 1) > 0 else 0
        screen = read_screen(shot)
        ranked = self.ranked(screen)
        action, why = self.probe(screen, changed), ""
        if action is not None:
            why = "probe"
        for score, point, line in ([] if action else ranked):
            if score >= CLICK_SCORE and self._fresh(point, self.clicked):
                self.clicked.add(point)
                action, why = make_action("click", point), f"match {line.text!r} {score:.2f}"
                break
        if action is None:
            action, why = self.reveal(shot, screen, ranked)
        self.last = (screen_hash, action)
        self.seen_lines = {line.text for line in screen.lines}
        self.last_step_log = why
        return action

    @staticmethod
    def _fresh(point, seen, radius=12) -> bool:
        return all(abs(point[0] - x) > radius or abs(point[1] - y) > radius for x, y in seen)

    def reveal(self, shot, screen, ranked):
        height, width = shot.shape[:2]
        for point in dismiss_controls(screen.words) + self._close_glyphs(screen):
            if self._fresh(point, self.clicked):
                self.clicked.add(point)
                return make_action("click", point), "dismiss"
        if self.waits < 2 and any(PROGRESS.search(line.text) for line in screen.lines if len(line.text) < 40):
            self.waits += 1
            return make_action("wait", [3000]), "progress"
        bars = find_title_bars(shot) if not self.dragged else []
        if bars:  # a floating window: off to the other side, where it covers what we have seen
            bar = bars[0]
            x, y = bar.grab
            to_x = width - 60 - (bar.right - bar.left) + (x - bar.left) if x < width / 2 else 60 + (x - bar.left)
            self.dragged += 1
            return make_action("drag", [x, y, max(4, min(width - 4, to_x)), height - 40]), "drag title bar"
        for score, point, line in ranked[:2]:  # rows that mention the target: their hidden actions
            if score < PARTIAL_SCORE:
                break
            if self._fresh(point, self.moved):
                self.moved.add(point)
                # hover toolbars sit on the row or just above its top right
                self.hovered_row = (line.box[1] - 45, line.box[3] + 10, list(screen.icons))
                return make_action("move", point), f"hover {line.text!r}"
            if self._fresh(point, self.clicked):
                self.clicked.add(point)
                return make_action("click", point), f"open {line.text!r}"
        for place in self.places:  # the tab or folder that lists such things
            for line in screen.lines:
                pos = _found(place, line.text, line.text.split())
                if pos is not None and len(line.text) < LONG_LINE:
                    point = _point_at(line, pos, pos + len(place))
                    self.places.remove(place)
                    self.clicked.add(point)
                    return make_action("click", point), f"place {place!r}"
        return self.explore(shot, screen, width, height)

    def _close_glyphs(self, screen) -> list:
        return [line.center for line in screen.lines if line.text.strip().lower() in CLOSE_GLYPHS]

    def probe(self, screen, changed):
        """Icon buttons that appeared on a hovered row: point at each; click the one whose tooltip
        names a key word of the instruction."""
        last = self.last[1] if self.last else None
        if last is not None and last.kind == "move" and self.hovered_row is None and self.probes is not None:
            x, y = last.args[:2]
            keys = {w for w, weight in self.keys if weight >= 0.6}
            for line in screen.lines:
                if line.text in self.seen_lines:
                    continue
                near = abs(line.center[1] - y) < 70 and abs(line.center[0] - x) < 160
                if near and len(line.text) < 40 and any(_found(k, line.text, line.text.split()) is not None for k in keys):
                    self.probes = []
                    return make_action("click", [x, y])
        if self.hovered_row is not None:
            top, bottom, before = self.hovered_row
            self.hovered_row = None
            if changed:
                fresh = [((l + r) // 2, (t + b) // 2) for l, t, r, b in screen.icons
                         if top <= (t + b) // 2 <= bottom and not any(abs(l - o[0]) < 4 and abs(t - o[1]) < 4 for o in before)]
                self.probes = sorted(fresh)[:4]  # left to right: the first actions come first
        if self.probes:
            return make_action("move", list(self.probes.pop(0)))
        return None

    def explore(self, shot, screen, width, height):
        """Scroll what scrolls (down first, back up where a scroll did nothing), then wait."""
        areas = [(width // 2, height // 2)]
        for bar in find_scrollbars(shot)[:3]:
            if bar.axis == "y":
                areas.append(scroll_point(bar, width, height))
        areas.append((width // 8, height * 2 // 3))
        plan = []
        for point in areas:
            direction = self.scrolls.setdefault(tuple(point), 1)
            if direction:
                plan.append(("scroll", [point[0], point[1], 0, 600 * direction]))
        expanders = [line.center for line in screen.lines
                     if EXPANDERS.match(line.text.strip()) and self._fresh(line.center, self.clicked)]
        if expanders:  # "More", "Show all": second, after a scroll of the main area
            plan.insert(1, ("click", list(expanders[0])))
        plan += [("wait", [3000])]
        verb, values = plan[self.plan_index % len(plan)]
        if verb == "click":
            self.clicked.add(tuple(values))
        self.plan_index += 1
        return make_action(verb, values), "explore"
