"""The screen reader and its visual cues: the offline OCR model, what it reads, and the shapes it
finds without reading (scrollbar thumbs, title bars, overflow glyphs, carets, content on its way)."""
from __future__ import annotations

import subprocess
import sys
import textwrap

import numpy as np
import pytest

from igg.agents.screen import appeared_icons, content_pending, find_title_bars, more_glyphs

def test_model_loads_and_reads_offline(tmp_path):
    """The PP-OCR models come from the installed wheel: with every connection refused, they load
    and read rendered text."""
    script = textwrap.dedent("""
        import socket
        def refuse(*args, **kwargs):
            raise OSError("network blocked by the test")
        socket.socket.connect = socket.socket.connect_ex = refuse
        socket.getaddrinfo = socket.create_connection = refuse
        import numpy as np
        from PIL import Image, ImageDraw, ImageFont
        image = Image.new("RGB", (640, 120), "white")
        font = ImageFont.truetype("DejaVuSans.ttf", 22)
        ImageDraw.Draw(image).text((20, 40), "Mark as read   Archive", fill=(32, 33, 36), font=font)
        from igg.agents.screen_reader import read_screen
        print("|".join(w.text.lower() for w in read_screen(np.array(image)).words))
    """)
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=300,
                         env={"PATH": "/usr/bin:/bin", "HOME": str(tmp_path), "NO_PROXY": "*"})
    assert out.returncode == 0, out.stderr[-2000:]
    words = out.stdout.strip().split("|")
    assert "archive" in words and "read" in words, words


def test_title_bar_of_a_floating_window():
    shot = np.full((900, 1440, 3), 255, np.uint8)
    shot[300:700, 500:900] = (32, 33, 36)  # a dark call window
    shot[300:330, 500:900] = (15, 95, 61)  # its green title bar
    bars = find_title_bars(shot)
    assert bars and (bars[0].left, bars[0].right, bars[0].top) == (500, 900, 300)


def test_title_bar_of_a_window_as_pale_as_the_page():
    """Slack's canvas window: a purple title bar over a white body on a white chat, told by its
    plain margins and the shadow beside them."""
    from igg.envs.session import BrowserSession

    session = BrowserSession()
    try:
        session.load("chat", {"channel": "sales", "canvas": "launch-plan", "canvas_at": [360, 120]})
        bars = find_title_bars(session.screenshot().array)
        assert bars and session.hit_test(*bars[0].grab) == "chat.canvas.titlebar"
        session.load("chat", {"channel": "sales"})
        assert find_title_bars(session.screenshot().array) == []
    finally:
        session.close()


def test_icons_that_a_hover_brings_up():
    """Only shapes new on the hovered row count: not the row's hover shade, not what was there."""
    before = np.full((200, 800, 3), 255, np.uint8)
    before[90:110, 40:60] = 40  # an icon that was there before the hover
    after = before.copy()
    after[60:140] = (242, 242, 242)  # the row's hover shade
    after[90:110, 40:60] = 40
    after[90:110, 600:620] = 60  # two buttons the hover brought up
    after[90:110, 650:670] = 60
    found = appeared_icons(before, after, 60, 140)
    assert len(found) == 2, found  # edges are found a pixel or two inside a shape's border
    assert all(abs(x - ex) <= 2 and abs(y - 100) <= 2 for (x, y), ex in zip(found, (610, 660))), found


def test_overflow_glyphs_are_found_on_the_menus_they_open():
    """Every ⋯ on the feed (posts, trends, the More and account menus) is found by its pixels, and
    nothing else is: each point found is on a control that opens a menu."""
    from igg.envs.session import BrowserSession

    session = BrowserSession()
    try:
        session.load("social", {"view": "home"})
        found = {session.hit_test(x, y) for x, y in more_glyphs(session.screenshot().array)}
    finally:
        session.close()
    posts = {f"social.post.{p}.more" for p in ("kai-fog-jetty", "priya-retries", "amara-webb-cluster")}
    trends = {f"social.side.trend.{t}.more" for t in ("ajax", "nations-league", "wwdc25", "rotterdam", "solar-eclipse")}
    assert found == posts | trends | {"social.nav.more", "social.nav.account"}, found


@pytest.mark.parametrize("model_file", ["ch_PP-OCRv4_det_infer.onnx", "ch_PP-OCRv4_rec_infer.onnx"])
def test_folded_models_compute_what_the_wheels_models_do(model_file):
    import onnx
    import onnxruntime
    import rapidocr_onnxruntime
    from pathlib import Path

    from igg.agents.ocr_graph import fold_affine

    source = onnx.load(Path(rapidocr_onnxruntime.__file__).parent / "models" / model_file)
    folded = fold_affine(onnx.load(Path(rapidocr_onnxruntime.__file__).parent / "models" / model_file))
    ops = [n.op_type for n in folded.graph.node]
    assert "Clip" not in ops and len(ops) < 0.7 * len([n for n in source.graph.node if n.op_type != "Constant"])
    height = 96 if "det" in model_file else 48  # the detector wants sides in multiples of 32
    x = np.random.RandomState(0).uniform(-1, 1, (2, 3, height, 160)).astype(np.float32)
    outputs = []
    for model in (source, folded):
        session = onnxruntime.InferenceSession(model.SerializeToString(), providers=["CPUExecutionProvider"])
        outputs.append(session.run(None, {session.get_inputs()[0].name: x})[0])
    assert np.abs(outputs[0] - outputs[1]).max() < 1e-4


def test_a_line_that_only_moved_keeps_its_old_box():
    """After a scroll the detector's box for a line jitters; the old box, moved, has the same pixels
    inside, so the cached reading of its crop is reused. A box over new pixels is kept as found."""
    from igg.agents.screen_reader import _moved_box

    rng = np.random.RandomState(1)
    before = rng.randint(0, 255, (400, 300, 3), dtype=np.uint8)
    after = np.zeros_like(before)
    after[:-57] = before[57:]  # scrolled by 57 px
    old = [(20, 200, 180, 216)]
    assert _moved_box(before, after, old, (21, 142, 181, 159)) == (20, 143, 180, 159)
    after[143:159, 20:180] = 0  # the line changed as it moved: not the same crop
    assert _moved_box(before, after, old, (21, 142, 181, 159)) == (21, 142, 181, 159)


def test_a_glyph_the_reader_joined_to_a_line_is_found_by_its_ink():
    """"☆Patagonia": the star is the first span of ink, apart from the text by a gap; a 2-px rule at
    the box's edge is not a glyph."""
    from igg.agents.screen import ink_runs

    shot = np.full((40, 200, 3), 255, np.uint8)
    shot[:, 0:2] = 200  # a border
    shot[12:28, 20:36] = 30  # the glyph
    shot[14:26, 50:120] = 30  # the text
    assert ink_runs(shot, (0, 5, 200, 35)) == [(20, 36), (50, 120)]


def test_greyed_out_text_looks_disabled():
    from igg.agents.screen import faded

    shot = np.full((30, 300, 3), 255, np.uint8)
    shot[10:20, 10:90] = 30  # black text: an enabled control, or a name
    shot[10:20, 110:190] = 190  # light grey text on white: disabled
    shot[:, 200:300] = (143, 168, 214)  # a pale blue button ...
    shot[10:20, 210:290] = 255  # ... with white text: disabled too
    assert not faded(shot, (0, 5, 100, 25))
    assert faded(shot, (100, 5, 200, 25))
    assert faded(shot, (200, 5, 300, 25))


def _list_with_thumb(background, thumb, top, bottom, width=8, height=900, gradient=False):
    """A screen with a list on `background` and a thumb `width` px wide at x 600 from `top` to `bottom`."""
    shot = np.zeros((height, 1000, 3), np.uint8)
    shot[:] = background
    if gradient:  # a dithered gradient, as behind a translucent thumb over a coloured sidebar
        shot[::2, ::2] += 1
    shot[:, 300:302] = (90, 90, 90)  # a border between panels: not a thumb (too thin)
    shot[top:bottom, 600:600 + width] = thumb
    if gradient:
        shot[top:bottom:2, 600:600 + width:2] += 1
    return shot


@pytest.mark.parametrize("background, thumb, gradient", [
    ((49, 51, 56), (26, 27, 30), False),   # a dark theme's list
    ((255, 255, 255), (192, 192, 192), False),  # a translucent grey thumb on white
    ((77, 31, 79), (134, 103, 135), True),  # a translucent white thumb on a dithered purple sidebar
])
def test_styled_scroll_thumbs_are_found_and_say_where_they_are(background, thumb, gradient):
    """Thumbs of any colour are found by shape; one at the bottom of the screen's lower half is at
    its end (a chat opened at its newest message: scroll up first), one at the top is not."""
    from igg.agents.screen import find_scrollbars

    at_top = find_scrollbars(_list_with_thumb(background, thumb, 80, 300, gradient=gradient))
    assert [(b.axis, b.position, b.at_end) for b in at_top] == [("y", 603, False)]
    assert abs(at_top[0].start - 80) <= 2 and abs(at_top[0].end - 300) <= 2
    at_end = find_scrollbars(_list_with_thumb(background, thumb, 600, 780, gradient=gradient))
    assert [(b.position, b.at_end) for b in at_end] == [(603, True)]
    assert find_scrollbars(_list_with_thumb(background, thumb, 80, 300, width=30, gradient=gradient)) == []  # a panel


@pytest.mark.parametrize("app, state", [
    ("devhub", {"view": "issues", "issues_loading": True}),  # skeleton rows
    ("community", {"upload": True}),  # an upload's progress bar
    ("social", {"view": "home", "loading_ms": 3000}),  # a spinner over an empty feed
])
def test_content_on_its_way_is_seen_until_it_comes(app, state):
    """Skeleton rows, a progress bar and an empty feed say a wait will bring something; once it
    came, the same screen no longer says so (nor does the app's ordinary first screen)."""
    from igg.envs.session import BrowserSession

    session = BrowserSession()
    try:
        session.load(app, state)
        pending = content_pending(session.screenshot().array)
        session.advance(10000)
        after = content_pending(session.screenshot().array)
        session.load(app, {})
        ordinary = content_pending(session.screenshot().array)
    finally:
        session.close()
    assert (pending, after, ordinary) == (True, False, False)


def test_workers_of_a_run_share_what_they_read(tmp_path, monkeypatch):
    """A screen read by one process is read from the shared file by the next without running either
    model, and reads the same; so does a crop (an icon's glyph)."""
    from PIL import Image, ImageDraw, ImageFont

    from igg.agents import screen_reader

    image = Image.new("RGB", (640, 160), "white")
    draw = ImageDraw.Draw(image)
    draw.text((20, 40), "Snooze until next week", fill=(32, 33, 36), font=ImageFont.truetype("DejaVuSans.ttf", 22))
    draw.text((600, 100), "×", fill=(32, 33, 36), font=ImageFont.truetype("DejaVuSans.ttf", 20))
    shot = np.array(image)

    def forget():  # what a fresh worker process knows
        screen_reader._SCREENS.clear()
        screen_reader._CROPS.clear()
        screen_reader.new_episode()

    path = tmp_path / "readings.sqlite"
    try:
        forget()
        alone = screen_reader.read_screen(shot)
        forget()
        screen_reader.share_readings(path)
        first = screen_reader.read_screen(shot)
        glyph = screen_reader.read_glyph(shot, (607, 112))
        forget()
        screen_reader.share_readings(path)  # another process opens the same file

        def no_model(*_args):
            raise AssertionError("the model ran on a shared reading")

        monkeypatch.setattr(screen_reader, "_read", no_model)
        monkeypatch.setattr(screen_reader, "_recognise", no_model)
        second = screen_reader.read_screen(shot)
        assert second == first == alone and "Snooze" in " ".join(line.text for line in second.lines)
        assert screen_reader.read_glyph(shot, (607, 112)) == glyph
    finally:
        screen_reader.share_readings(None)
        forget()


def test_a_cross_that_is_part_of_a_bigger_icon_is_not_a_close_button():
    """A "×" read off a video's mute button (a speaker, then a cross) is not dismissed; a "×" on
    its own is."""
    from PIL import Image, ImageDraw, ImageFont

    from igg.agents.screen import stands_alone

    image = Image.new("RGB", (200, 60), (40, 44, 52))
    draw = ImageDraw.Draw(image)
    font = ImageFont.truetype("DejaVuSans.ttf", 18)
    draw.text((20, 20), "×", fill="white", font=font)  # a close button
    draw.polygon([(120, 26), (126, 26), (133, 20), (133, 40), (126, 34), (120, 34)], fill="white")  # a speaker
    draw.text((136, 20), "×", fill="white", font=font)  # its cross
    shot = np.array(image)
    alone = draw.textbbox((20, 20), "×", font=font)
    muted = draw.textbbox((136, 20), "×", font=font)
    assert stands_alone(shot, alone)
    assert not stands_alone(shot, muted)


def test_a_menu_button_is_three_even_bars_in_the_top_left_corner():
    """"≡" is found where a phone layout puts it; an "E", a "=" or bars of unequal length are not."""
    from PIL import Image, ImageDraw, ImageFont

    from igg.agents.screen import menu_buttons

    def page(draw_in_corner):
        image = Image.new("RGB", (390, 200), (74, 21, 75))
        draw = ImageDraw.Draw(image)
        draw_in_corner(draw)
        draw.text((60, 10), "Search Brightline", fill="white", font=ImageFont.truetype("DejaVuSans.ttf", 16))
        return np.array(image)

    def bars(lengths):
        def draw_bars(draw):
            for i, length in enumerate(lengths):
                draw.rectangle([14, 14 + 5 * i, 14 + length - 1, 15 + 5 * i], fill="white")
        return draw_bars

    assert menu_buttons(page(bars([14, 14, 14]))) == [(21, 19)]
    assert menu_buttons(page(bars([14, 9, 14]))) == []  # unequal bars
    assert menu_buttons(page(bars([14, 14]))) == []  # "="
    font = ImageFont.truetype("DejaVuSans.ttf", 22)
    assert menu_buttons(page(lambda draw: draw.text((14, 8), "E", fill="white", font=font))) == []
    far = page(lambda draw: [draw.rectangle([300, 60 + 5 * i, 313, 61 + 5 * i], fill="white") for i in range(3)])
    assert menu_buttons(far) == []  # not in the corner


def test_a_large_picture_is_found_as_one_box_and_text_is_not():
    from PIL import Image, ImageDraw, ImageFont

    from igg.agents.screen import picture_boxes

    rng = np.random.default_rng(0)
    image = Image.new("RGB", (1440, 900), "white")
    photo = rng.integers(0, 255, (528, 944, 3), dtype=np.uint8)
    photo[100:300, 200:700] = (128, 128, 128)  # a flat patch (sky) inside the photo
    image.paste(Image.fromarray(photo), (32, 80))
    draw = ImageDraw.Draw(image)
    font = ImageFont.truetype("DejaVuSans.ttf", 18)
    for row in range(8):
        draw.text((1000, 100 + 30 * row), "Best Budget Phones of 2024 (Under $400)", fill="black", font=font)
    assert picture_boxes(np.array(image)) == [(32, 80, 976, 608)]


def test_a_caret_after_an_icon_is_a_flyout_and_one_after_text_is_not():
    from PIL import Image, ImageDraw, ImageFont

    from igg.agents.screen import dropdown_carets

    image = Image.new("RGB", (600, 120), (44, 44, 44))
    draw = ImageDraw.Draw(image)

    def caret(x, y):
        draw.line([(x, y), (x + 4, y + 4), (x + 8, y)], fill=(230, 230, 230), width=1)

    draw.rectangle([20, 52, 37, 69], outline=(230, 230, 230), width=2)  # a tool's icon
    caret(44, 58)
    font = ImageFont.truetype("DejaVuSans.ttf", 16)
    draw.text((200, 52), "Wander app v2", fill=(230, 230, 230), font=font)
    text = draw.textbbox((200, 52), "Wander app v2", font=font)
    caret(text[2] + 6, 58)  # a file name's menu
    found = dropdown_carets(np.array(image), [text])
    assert found == [(48, 60)], found


def _page_with_photo(shadow: bool) -> np.ndarray:
    """A white page with a photo on it; with `shadow`, the photo floats: a drop shadow fades out
    under it and to its right, as under a docked video."""
    rng = np.random.default_rng(1)
    page = np.full((900, 1440, 3), 255, np.uint8)
    left, top, right, bottom = 1050, 220, 1400, 420
    if shadow:
        for step in range(16):  # darkest at the edge, the page's white 16 rows further
            shade = 150 + 105 * step // 16
            page[bottom + step, left + 8:right + 8] = shade
            page[top + 8:bottom, right + step] = np.minimum(page[top + 8:bottom, right + step], shade)
    page[top:bottom, left:right] = rng.integers(0, 200, (bottom - top, right - left, 3), dtype=np.uint8)
    return page


def test_a_picture_that_casts_a_shadow_floats_and_one_laid_in_the_page_does_not():
    from igg.agents.screen import floating_pictures

    (left, top, right, bottom), = floating_pictures(_page_with_photo(shadow=True))
    assert abs(left - 1050) <= 16 and abs(top - 220) <= 16 and abs(right - 1400) <= 16 and abs(bottom - 420) <= 16
    assert floating_pictures(_page_with_photo(shadow=False)) == []
