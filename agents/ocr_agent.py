"""The offline, model-free default agent: read the screen, click what the instruction names.

It sees only the observation. Each step it reads the screenshot with Tesseract and clicks the
line that best matches the instruction's key words; when nothing matches well enough it plays a
reveal move: dismiss a dialog, scroll (keeping the direction that changes the screen), hover the
closest partial match, wait, drag a floating widget.
"""
from __future__ import annotations

import hashlib
import re

from igg.agents.base import Agent
from igg.agents.ocr_text import read_words
from igg.agents.screen import dismiss_controls, find_scrollbars, normalize_word, scroll_point
from igg.envs.actions import Action, make_action

STOPWORDS = set("""a an the to of in on at for from with by and or about as is it its this that those these my our your
their me us open show view click select go find start play press tap choose pick mark add set turn use get see
read reply react join watch visit check please new message email video channel thread button link tab item
one which who what latest last first give his her s""".split())
MATCH_THRESHOLD = 0.5


def keywords(instruction: str) -> list[str]:
    words = re.findall(r"[A-Za-z0-9\u00c0-\u024f][A-Za-z0-9\u00c0-\u024f&.-]*", instruction.lower())
    out = []
    for word in words:
        word = re.sub(r"'s$", "", word.strip(".'"))
        if word not in STOPWORDS and len(word) > 1 and word not in out:
            out.append(word)
    return out


class OCRAgent(Agent):
    name = "ocr"

    def reset(self, instruction: str) -> None:
        self.keys = keywords(instruction)
        self.clicked: set = set()
        self.moved: set = set()
        self.plan_index = 0
        self.scroll_dy = 600
        self.last = None  # (screen hash, action) of the previous step

    # -- reading -----------------------------------------------------------------------------
    def matches(self, words):
        """Lines ranked by the share of key words they carry, with the centre of the matching words."""
        lines = {}
        for word in words:
            lines.setdefault(word.line, []).append(word)
        ranked = []
        keys = set(self.keys)
        for line_words in lines.values():
            hits = [w for w in line_words if normalize_word(w.text) in keys]
            if not hits:
                continue
            score = len({normalize_word(w.text) for w in hits}) / max(1, len(keys))
            left = min(w.left for w in hits)
            right = max(w.left + w.width for w in hits)
            top = min(w.top for w in hits)
            bottom = max(w.top + w.height for w in hits)
            ranked.append((score, (int((left + right) / 2), int((top + bottom) / 2))))
        return sorted(ranked, key=lambda item: -item[0])

    # -- acting ------------------------------------------------------------------------------
    def act(self, observation: dict) -> Action:
        shot = observation["screenshot"]
        screen = hashlib.sha1(shot.tobytes()).hexdigest()
        if self.last and self.last[0] == screen and self.last[1].kind == "scroll":
            self.scroll_dy = -self.scroll_dy  # that way did nothing: try the other way
        words = read_words(shot)
        ranked = self.matches(words)
        action = None
        for score, point in ranked:
            if score >= MATCH_THRESHOLD and point not in self.clicked:
                self.clicked.add(point)
                action = make_action("click", point)
                break
        if action is None:
            action = self.reveal(shot, words, ranked)
        self.last = (screen, action)
        return action

    def reveal(self, shot, words, ranked) -> Action:
        height, width = shot.shape[:2]
        for point in dismiss_controls(words):
            if point not in self.clicked:
                self.clicked.add(point)
                return make_action("click", point)
        for score, point in ranked[:2]:  # a good partial match may carry hidden row actions
            if score >= MATCH_THRESHOLD / 2 and point not in self.moved:
                self.moved.add(point)
                return make_action("move", point)
        # The main column first, then the usual side panels (folder/channel lists, side rails).
        plan = [("scroll", [width // 2, height // 2, 0, self.scroll_dy]), ("wait", [3000]),
                ("scroll", [width // 8, height * 2 // 3, 0, abs(self.scroll_dy)])]
        for bar in find_scrollbars(shot)[:2]:
            x, y = scroll_point(bar, width, height)
            plan.append(("scroll", [x, y, 600, 0] if bar.axis == "x" else [x, y, 0, self.scroll_dy]))
        plan.append(("drag", [int(width * 0.85), int(height * 0.75), int(width * 0.2), int(height * 0.2)]))
        verb, values = plan[self.plan_index % len(plan)]
        self.plan_index += 1
        return make_action(verb, values)
