"""Rebuild twemoji.json: the Twemoji subset the community app draws (Discord's emoji are Twemoji).

Source: the npm package @iconify-json/twemoji 1.2.5 (Twemoji by Twitter / jdecked, CC BY 4.0,
https://github.com/jdecked/twemoji). Run from a folder holding the unpacked package:
    npm pack @iconify-json/twemoji@1.2.5 && tar xzf iconify-json-twemoji-1.2.5.tgz
    /work/main/.venv/bin/python -m igg.mockups.community.build_emoji package/icons.json
Each entry: Discord's short name -> [category, viewBox, svg body].
"""
import json
import sys
from pathlib import Path

# (Discord short name, Twemoji name), grouped as Discord's picker groups them.
EMOJI = {
    "people": [
        ("grinning", "grinning-face"), ("smile", "grinning-face-with-smiling-eyes"), ("sweat_smile", "grinning-face-with-sweat"),
        ("joy", "face-with-tears-of-joy"), ("rofl", "rolling-on-the-floor-laughing"), ("heart_eyes", "smiling-face-with-heart-eyes"),
        ("star_struck", "star-struck"), ("partying_face", "partying-face"), ("sunglasses", "smiling-face-with-sunglasses"),
        ("nerd", "nerd-face"), ("thinking", "thinking-face"), ("saluting_face", "saluting-face"), ("melting_face", "melting-face"),
        ("pleading_face", "pleading-face"), ("sob", "loudly-crying-face"), ("sleeping", "sleeping-face"), ("cowboy", "cowboy-hat-face"),
        ("skull", "skull"), ("ghost", "ghost"), ("wave", "waving-hand"), ("ok_hand", "ok-hand"), ("thumbsup", "thumbs-up"),
        ("thumbsdown", "thumbs-down"), ("clap", "clapping-hands"), ("raised_hands", "raising-hands"), ("pray", "folded-hands"),
        ("muscle", "flexed-biceps"), ("crossed_fingers", "crossed-fingers"), ("handshake", "handshake"), ("heart_hands", "heart-hands"),
        ("eyes", "eyes"), ("brain", "brain"),
    ],
    "nature": [
        ("dog", "dog-face"), ("cat", "cat-face"), ("fox", "fox"), ("owl", "owl"), ("seedling", "seedling"),
        ("evergreen_tree", "evergreen-tree"), ("cherry_blossom", "cherry-blossom"), ("potted_plant", "potted-plant"),
        ("mountain", "mountain"), ("camping", "camping"), ("rainbow", "rainbow"), ("snowflake", "snowflake"),
        ("zap", "high-voltage"), ("droplet", "droplet"), ("sunny", "sun"), ("milky_way", "milky-way"), ("fire", "fire"),
    ],
    "food": [
        ("coffee", "hot-beverage"), ("bubble_tea", "bubble-tea"), ("croissant", "croissant"), ("pizza", "pizza"),
        ("taco", "taco"), ("sushi", "sushi"), ("dumpling", "dumpling"), ("curry", "curry-rice"), ("bento", "bento-box"),
        ("hot_pepper", "hot-pepper"), ("avocado", "avocado"), ("doughnut", "doughnut"), ("birthday", "birthday-cake"),
        ("tropical_drink", "tropical-drink"),
    ],
    "activities": [
        ("tada", "party-popper"), ("trophy", "trophy"), ("video_game", "video-game"), ("joystick", "joystick"),
        ("chess_pawn", "chess-pawn"), ("soccer", "soccer-ball"), ("basketball", "basketball"), ("art", "artist-palette"),
        ("guitar", "guitar"), ("hiking_boot", "hiking-boot"),
    ],
    "objects": [
        ("camera", "camera"), ("bulb", "light-bulb"), ("books", "books"), ("tools", "hammer-and-wrench"),
        ("computer", "laptop"), ("pushpin", "pushpin"), ("bell", "bell"), ("key", "key"), ("megaphone", "megaphone"),
        ("world_map", "world-map"), ("rocket", "rocket"), ("speech_balloon", "speech-balloon"),
    ],
    "symbols": [
        ("heart", "red-heart"), ("green_heart", "green-heart"), ("blue_heart", "blue-heart"), ("purple_heart", "purple-heart"),
        ("sparkling_heart", "sparkling-heart"), ("sparkles", "sparkles"), ("star", "star"), ("100", "hundred-points"),
        ("white_check_mark", "check-mark-button"), ("checkered_flag", "chequered-flag"),
    ],
    "flags": [
        ("flag_jp", "flag-japan"), ("flag_br", "flag-brazil"), ("flag_in", "flag-india"), ("flag_ng", "flag-nigeria"),
        ("flag_de", "flag-germany"), ("flag_mx", "flag-mexico"),
    ],
}


def main(src: str) -> None:
    data = json.loads(Path(src).read_text(encoding="utf-8"))
    w, h = data.get("width", 36), data.get("height", 36)
    out = {}
    for cat, items in EMOJI.items():
        for short, name in items:
            icon = data["icons"][name]
            out[short] = [cat, f"0 0 {icon.get('width', w)} {icon.get('height', h)}", icon["body"]]
    Path(__file__).with_name("twemoji.json").write_text(json.dumps(out, separators=(",", ":")), encoding="utf-8")
    print(len(out), "emoji")


if __name__ == "__main__":
    main(sys.argv[1])
