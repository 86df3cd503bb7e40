"""The instruction, read once, and the matcher that weighs each screen line against it.

An `Instruction` holds the key words with weights (names, numbers and quoted titles weigh more,
words that name a kind of thing less), the action its first word names ("Archive", "Follow"), the
names it gives and the places that usually hold such things. `Matcher.rank(lines)` gives each
line a `Match`: the share of the key words' weight it carries, whether it names the action, and
the point to click (the heaviest key word's characters, widened to the others near it).
"""
from __future__ import annotations

import difflib
import functools
import os
import re
import unicodedata
from dataclasses import dataclass, field

from igg.agents.ocr_config import CONFIG, GENERIC_VERBS, PERSON_PLACES, PLACES, STOPWORDS, VERB_LABELS, WEAK
from igg.agents.screen import normalize_word

WORD = re.compile(r"[A-Za-z0-9\u00c0-\u024f#@][A-Za-z0-9\u00c0-\u024f&.'#@-]*")
QUOTED = re.compile(r"[\"“']([^\"”']{3,})[\"”']")
FULL_NAME = re.compile(r"\b([A-Z][a-z\u00e0-\u024f]+)\s+([A-Z][a-z\u00e0-\u024f]+)\b")
CAUSATIVE = re.compile(r"\s*(?:[Hh]ave|[Ll]et)\s+(?:[A-Z][\w'-]*|me|us)\s+")  # "Have the app remind you"
TRUNCATED = re.compile(r"([A-Za-z\u00c0-\u024f]{4,})(?:\.{2,}|…)\s*$")  # "Hillcrest_Lodge_contr..."
FILE_NAME = re.compile(r"\w\.[A-Za-z]{2,4}$")
POSSESSIVE = re.compile(r"\b([A-Z][\w\u00c0-\u024f-]*)(?:['’]s\b|(?<=s)['’](?=\s))")
CONFUSABLE = str.maketrans("lj1", "iii")  # a capital I or J reads as "l" in sans fonts


def compact(text: str) -> str:
    return re.sub(r"[^a-z0-9\u00e0-\u024f&#@-]", "", text.lower())


@functools.lru_cache(maxsize=1 << 16)
def found(word: str, text: str) -> int | None:
    """Where `word` is in the text (an offset into its compact form): exactly, glued to its
    neighbours (the recogniser drops spaces: "SamuelAdeyemi"), cut short by an ellipsis, as a part
    of a file name, or fuzzily; never inside a longer word."""
    squeezed = compact(text)
    glued = re.sub(r"[^A-Za-z0-9\u00c0-\u024f&#@-]", "", text)
    if len(word) >= 3 or word.isdigit():
        pos = squeezed.find(word)
        while pos >= 0:
            end = pos + len(word)
            starts = pos == 0 or not glued[pos - 1].isalpha() or glued[pos].isupper()
            if starts and (end == len(glued) or not glued[end].islower() or not glued[end - 1].isalpha()):
                return pos
            pos = squeezed.find(word, pos + 1)
    cut = TRUNCATED.search(text)
    if cut and len(word) > len(cut.group(1)) and word.startswith(cut.group(1).lower()):
        return len(squeezed) - len(compact(cut.group(0)))
    offset = 0
    loose = not any(c.isdigit() for c in word)  # an id or a number is read exactly: "0002" is not "0001"
    for token in text.split():
        norm = normalize_word(token)
        stem = len(os.path.commonprefix([norm, word])) if loose else -9  # "presenting" and "Present"
        if norm == word or stem >= max(4, len(word) - 3) and stem >= len(norm) - 3 or loose and len(word) >= 5 and difflib.SequenceMatcher(None, norm, word).ratio() >= CONFIG.fuzzy \
                or len(word) >= 4 and norm.translate(CONFUSABLE) == word.translate(CONFUSABLE) \
                or FILE_NAME.search(token) and word in re.split(r"[_.-]", token.lower()):
            return offset
        offset += len(compact(token))
    return None


def point_at(line, lo: int, hi: int) -> tuple[int, int]:
    """The screen point of the characters lo..hi of a line's compact text."""
    left, top, right, bottom = line.box
    x = left + (right - left) * ((lo + hi) / 2) / max(1, len(compact(line.text)))
    return int(x), int((top + bottom) // 2)


def item_below(line, lines):
    """The line set right under `line`, aligned with it: the second line of one item (a message's
    text under its sender, a file's type under its name)."""
    left, top, right, bottom = line.box
    height = bottom - top
    for other in lines:
        l, t, r, b = other.box
        if 0 <= t - bottom <= height // 2 + 2 and abs(l - left) <= height:
            return other
    return None


@dataclass
class Instruction:
    text: str
    keys: dict = field(default_factory=dict)  # key word -> weight
    verb: str | None = None  # the action the first word names, when it is not a generic "open"
    labels: tuple = ()  # the verb and the other labels its control carries
    names: set = field(default_factory=set)  # capitalised words after the first: people, titles
    handles: dict = field(default_factory=dict)  # user names a full name may go by -> (weight, parts)
    words: list = field(default_factory=list)  # every word, in order
    places: list = field(default_factory=list)  # labels of places that hold what it names
    owners: set = field(default_factory=set)  # names written as possessors ("Dmitri's photo"): whose thing
    thing: str | None = None  # after a generic first verb, the first thing it names ("Start a huddle")

    @classmethod
    def parse(cls, text: str) -> "Instruction":
        quoted = [q.lower() for q in QUOTED.findall(text)]
        keys: dict = {}
        causative = CAUSATIVE.match(text)
        lead = len(WORD.findall(text[:causative.end()])) if causative else 0
        for i, raw in enumerate(WORD.findall(text)):
            word = normalize_word(raw.strip(".'"))
            if word in STOPWORDS or len(word) < 2 or word in keys or i == lead and word in GENERIC_VERBS:
                continue  # a first "Switch", "Check": the instruction's way in, not a label
            weight = 1.0 if len(word) > 3 else 0.6
            if raw[0].isupper() and i > 0 or raw[0].isdigit():
                weight *= 1.6
            if word in WEAK:
                weight *= 0.4
            if any(word in q for q in quoted):
                weight *= 1.5
            keys[word] = weight
        first = re.match(r"\s*([A-Za-z]+)", text[causative.end():] if causative else text)
        verb = first.group(1).lower() if first and first.group(1).lower() not in GENERIC_VERBS else None
        labels = ((verb,) + VERB_LABELS.get(verb, ())) if verb else ()
        for label in labels[1:]:
            keys.setdefault(label, keys.get(verb, 1.0))
        names = {normalize_word(w) for w in re.findall(r"(?<=\s)[A-Z][a-z\u00e0-\u024f]+(?:-[A-Za-z\u00e0-\u024f]+)*", text)}
        out = cls(text, keys, verb, labels, names, words=[normalize_word(w) for w in text.split()])
        lower = [w for w in keys if w not in names and w not in WEAK]
        out.thing = lower[0] if first and not verb and lower else None  # "Start a huddle": the huddle
        out.handles = out._handles()
        out.owners = {normalize_word(w) for w in POSSESSIVE.findall(text)} & names
        out.places = [p for w in keys for p in [PLACES.get(w) or PLACES.get(w.rstrip("s"))] if p and p not in keys]
        return out

    def _handles(self) -> dict:
        """"jpereira", "kainakamura": the user names a full name may go by, weighing as the name."""
        out = {}
        for first, last in FULL_NAME.findall(self.text.split(None, 1)[-1]):
            parts = {normalize_word(first), normalize_word(last)}
            weight = sum(self.keys.get(part, 0) for part in parts)
            first, last = (unicodedata.normalize("NFKD", w.lower()).encode("ascii", "ignore").decode() for w in (first, last))
            for handle in (first + last, first[0] + last, first + last[0]):
                if len(handle) >= 5 and handle not in self.keys and weight:
                    out[handle] = (weight, parts)
        return out

    @property
    def total(self) -> float:
        return sum(w for k, w in self.keys.items() if k not in self.labels[1:]) or 1.0

    def share(self, words: set) -> float:
        """The share of the key words' weight that these words carry (a handle stands for its name)."""
        weight = sum(self.keys[w] for w in words if w in self.keys and w not in self.labels[1:])
        people = {frozenset(self.handles[h][1]): self.handles[h][0] for h in words & set(self.handles)}
        for parts, full in people.items():  # a person counts once, however many of their user names match
            weight += max(0.0, full - sum(self.keys.get(p, 0) for p in parts & words))
        return weight / self.total

    def pairs(self, text: str) -> int:
        """How many pairs of words of the text follow each other in the instruction too."""
        tokens = [normalize_word(t) for t in text.split()]
        pairs = set(zip(self.words, self.words[1:]))
        return sum((a, b) in pairs for a, b in zip(tokens, tokens[1:]))

    def names_person(self, text: str) -> bool:
        return any(found(name, text) is not None for name in list(self.names) + list(self.handles))


@dataclass
class Match:
    score: float  # to click: the share of the key words' weight, less when the action is not named
    reach: float  # to hover or open: the share it carries as an object's row
    point: tuple
    line: object
    words: set  # the key words found


class Matcher:
    def __init__(self, instruction: Instruction):
        self.ins = instruction

    def hits(self, text) -> list:
        ins = self.ins
        return [(pos, len(w), w) for w in list(ins.keys) + list(ins.handles) for pos in [found(w, text)] if pos is not None]

    def match(self, line, below=None) -> Match | None:
        """`below`: the line right under this one that continues its item (a file's type under its
        name, a channel's topic under its title); its key words count for this line's item."""
        ins, text = self.ins, line.text
        hits = self.hits(text)
        if not hits:
            return None
        words = {w for _, _, w in hits} | ({w for _, _, w in self.hits(below.text)} if below is not None else set())
        coverage = min(1.0, sum(n for _, n, _ in hits) / max(1, len(compact(text))))
        reach = ins.share(words) * (0.85 + 0.15 * coverage) * (0.8 if len(text) > CONFIG.long_line else 1.0)
        score = reach
        tokens = [normalize_word(t) for t in text.split()]
        if ins.verb and not words & set(ins.labels):
            score *= CONFIG.object_only
        if tokens and len(tokens) <= CONFIG.button_words and self._spells_out(tokens):
            score = max(score, CONFIG.click_score)
        point = self._point(line, hits)
        if below is not None:
            own = ins.share({w for _, _, w in hits})
            under = self.hits(below.text)
            if ins.share({w for _, _, w in under}) > own:
                point = self._point(below, under)  # the item's heavier line is the one to click
        return Match(score, reach, point, line, words)

    def _spells_out(self, tokens) -> bool:
        """A short line the instruction spells out: the action followed by its words ("Send", "Sort
        by"), its opening words in order ("Show transcript"), or only its lower-case key words or
        only the names it gives ("Solar eclipse", "Ioana" for "Open Ioana's profile")."""
        ins = self.ins
        if [t for t in tokens if len(t) > 1] == [ins.thing]:  # "Huddle" (an icon read as a stray character)
            return True
        if tokens[0] in ins.labels and tokens[0] not in (w + "s" for w in ins.labels) \
                and all(t in ins.words or t in STOPWORDS for t in tokens[1:]):
            return True
        if len(tokens) >= 2 and ins.words and tokens[0] == ins.words[0]:
            at = 0
            for t in tokens[1:]:
                if t not in ins.words[at + 1:]:
                    break
                at = ins.words.index(t, at + 1)
            else:
                return True
        person_place = not ins.owners or PERSON_PLACES & set(ins.keys)
        if not ins.verb and person_place and all(any(found(n, t) is not None for n in ins.names) for t in tokens):
            return True
        lower = {w for w in ins.words[1:] if w in ins.keys and w not in ins.names}
        return 2 <= len(tokens) and not ins.verb and all(t in lower and ins.keys[t] >= 0.6 for t in tokens)

    @staticmethod
    def _point(line, hits) -> tuple:
        """The heaviest key word's characters, widened to each other key word found near them."""
        anchor = max(hits, key=lambda h: h[1])
        lo, hi = anchor[0], anchor[0] + anchor[1]
        for pos, n, _ in hits:
            if max(anchor[0] - (pos + n), pos - hi, 0) <= CONFIG.span_gap:
                lo, hi = min(lo, pos), max(hi, pos + n)
        return point_at(line, lo, hi)

    def rank(self, lines) -> list[Match]:
        matches = [m for m in (self.match(line, item_below(line, lines)) for line in lines) if m is not None]
        return sorted(matches, key=lambda m: (-m.score, m.line.box[1]))
