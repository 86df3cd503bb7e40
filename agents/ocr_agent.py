"""The offline, model-free default agent: read the screen, click what the instruction names.

It sees only the observation. Each step it reads the screenshot with Tesseract and clicks the
line that best matches the instruction's key words; when nothing matches well enough it plays a
reveal move (dismiss a dialog, scroll the largest scrollable area, wait, hover, drag a widget).
"""
from __future__ import annotations

import re

from agents.base import Agent
from agents.ocr_text import read_words
from agents.screen import DISMISS_WORDS, find_scrollbars, scroll_point

STOPWORDS = set("""a an the to of in on at for from with by and or about as is it its this that those these my our your
their me us open show view click select go find start play press tap choose pick mark add set turn use get see
read reply react join watch visit check please new message email video channel thread button link tab item
one which who what latest last first""".split())
MATCH_THRESHOLD = 0.5


def keywords(instruction: str) -> list[str]:
    words = re.findall(r"[A-Za-z0-9][A-Za-z0-9'&.-]*", instruction.lower())
    return [w.strip(".'") for w in words if w.strip(".'") not in STOPWORDS and len(w.strip(".'")) > 1]


def _norm(text: str) -> str:
    return re.sub(r"[^a-z0-9&-]", "", text.lower())


class OCRAgent(Agent):
    name = "ocr"

    def reset(self, instruction: str) -> None:
        self.keys = keywords(instruction)
        self.clicked = set()
        self.reveal_step = 0

    def best_match(self, words):
        """The line with the largest share of key words, and the centre of its matching words."""
        lines = {}
        for word in words:
            lines.setdefault(word.line, []).append(word)
        best = (0.0, None)
        keys = set(self.keys)
        for line_words in lines.values():
            hits = [w for w in line_words if _norm(w.text) in keys]
            if not hits:
                continue
            score = len({_norm(w.text) for w in hits}) / max(1, len(keys))
            if score > best[0]:
                left = min(w.left for w in hits)
                right = max(w.left + w.width for w in hits)
                top = min(w.top for w in hits)
                bottom = max(w.top + w.height for w in hits)
                best = (score, (int((left + right) / 2), int((top + bottom) / 2)))
        return best

    def act(self, observation: dict) -> str:
        shot = observation["screenshot"]
        words = read_words(shot)
        score, point = self.best_match(words)
        if point and score >= MATCH_THRESHOLD and point not in self.clicked:
            self.clicked.add(point)
            return f"click({point[0]}, {point[1]})"
        return self.reveal(shot, words)

    def reveal(self, shot, words) -> str:
        """Cycle through reveal moves, starting with the one the screen suggests."""
        height, width = shot.shape[:2]
        self.reveal_step += 1
        dismiss = [w for w in words if w.text.lower().strip(".,!") in DISMISS_WORDS]
        if dismiss and self.reveal_step == 1:
            x, y = dismiss[0].center
            return f"click({int(x)}, {int(y)})"
        moves = []
        for bar in find_scrollbars(shot)[:2]:
            x, y = scroll_point(bar, width, height)
            moves.append(f"scroll({x}, {y}, 600, 0)" if bar.axis == "x" else f"scroll({x}, {y}, 0, 600)")
        moves += [f"scroll({width // 2}, {height // 2}, 0, 600)", "wait(3000)",
                  f"move({width // 2}, {height // 3})",
                  f"drag({int(width * 0.85)}, {int(height * 0.7)}, {int(width * 0.15)}, {int(height * 0.15)})"]
        return moves[(self.reveal_step - 1) % len(moves)]
