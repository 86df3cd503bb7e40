"""Regenerate mockups/assets/photos/ from openly licensed photographs that packages ship.

    .venv/bin/python mockups/assets/build_photos.py      (needs `apt-get update` run once)
    .venv/bin/python mockups/assets/build_photos.py --meta-only   (only app/subject/keywords)
    .venv/bin/python mockups/assets/build_photos.py --new    (only photos not yet in the index)

Not part of setup: the output is vendored. The script downloads the pinned sources into a
temporary folder (Debian packages with `apt-get download`, unpacked with `dpkg-deb -x`; wheels
with `pip download`), so nothing is installed on the machine. Each photo is cropped with Pillow
to three standard sizes as quality-85 JPEGs, and `photos/index.json` records, per photo, its
files, subject tags, source package and version, original file, licence and author. The
licence and author of Debian wallpapers are read from the package itself (its machine-readable
copyright file, KDE's per-wallpaper metadata.json, or the README beside each GCompris image)
so they cannot drift from the source. `--new` fetches only the sources of photos that
index.json lacks and adds them, leaving every existing JPEG and entry as it is.
"""
from __future__ import annotations

import fnmatch
import json
import re
import struct
import subprocess
import sys
import tempfile
import zlib
from pathlib import Path

from PIL import Image

OUT = Path(__file__).resolve().parent / "photos"

# Output sizes: 16:9 for video thumbnails and link previews, 1:1 for covers, avatars and
# product tiles, 4:3 for attachment and place previews.
SIZES = {"16x9": (640, 360), "1x1": (300, 300), "4x3": (480, 360)}
QUALITY = 85

DEBS = ["plasma-workspace-wallpapers", "mate-backgrounds", "lomiri-wallpapers-16.04",
        "lomiri-wallpapers-20.04", "lxqt-themes", "tuxpaint-stamps-default", "palapeli-data",
        "tuxpaint-data", "gcompris-qt-data"]
WHEELS = {"scikit-image": "0.26.0", "scikit-learn": "1.9.1"}

# Where each source keeps its images, relative to the unpacked package root.
ROOTS = {
    "plasma-workspace-wallpapers": "usr/share/wallpapers",
    "mate-backgrounds": "usr/share/backgrounds/mate",
    "lomiri-wallpapers-16.04": "usr/share/backgrounds",
    "lomiri-wallpapers-20.04": "usr/share/backgrounds",
    "lxqt-themes": "usr/share/lxqt/wallpapers",
    "tuxpaint-stamps-default": "usr/share/tuxpaint/stamps",
    "palapeli-data": "usr/share/palapeli/collection",
    # Tux Paint's templates: photographs to draw over.
    "tuxpaint-data": "usr/share/tuxpaint/templates",
    # GCompris keeps each activity's files in a Qt resource bundle: a file there is named
    # "<bundle>.rcc:<path inside it>", and the README beside each image credits it.
    "gcompris-qt-data": "usr/share/gcompris-qt/rcc",
    "scikit-image": "skimage/data",
    "scikit-learn": "sklearn/datasets/images",
}

# Licences stated in the wheels' own text (skimage.data docstrings in _fetchers.py, and
# sklearn/datasets/images/README.txt), which carry no machine-readable copyright file.
WHEEL_LICENCES = {
    "astronaut.png": ("Public domain", "NASA (Eileen Collins, official portrait)"),
    "camera.png": ("CC0-1.0", "Lav Varshney"),
    "chelsea.png": ("CC0-1.0", "Stefan van der Walt"),
    "coffee.png": ("CC0-1.0", "Rachel Michetti (courtesy of Pikolo Espresso Bar)"),
    "rocket.jpg": ("Public domain", "SpaceX (DSCOVR launch on Falcon 9)"),
    "hubble_deep_field.jpg": ("Public domain", "NASA (Hubble eXtreme Deep Field)"),
    "china.jpg": ("CC-BY-2.0", "danielbuechele (Flickr), retrieved by Robert Layton"),
    "flower.jpg": ("CC-BY-2.0", "vultilion (Flickr), retrieved by Robert Layton"),
}

# id, source, file under the source's root, tags, kind, focus (x, y in 0..1: the point a crop
# keeps in view). "scene" photos are cropped to fill; "cutout" objects on transparent ground are
# fitted whole onto white, the way shops show product shots.
PHOTOS = [
    ("pier-lake-evening", "plasma-workspace-wallpapers", "BytheWater", "lake pier water evening landscape", "scene", (0.5, 0.5)),
    ("jetty-in-fog", "plasma-workspace-wallpapers", "ColdRipple", "lake jetty fog monochrome landscape calm", "scene", (0.5, 0.6)),
    ("paper-cups", "plasma-workspace-wallpapers", "ColorfulCups", "cups colourful pattern party", "scene", (0.5, 0.5)),
    ("lake-blue-hour", "plasma-workspace-wallpapers", "DarkestHour", "lake night blue landscape calm", "scene", (0.5, 0.6)),
    ("rowing-boats", "plasma-workspace-wallpapers", "EveningGlow", "boats lake sunset travel mountains", "scene", (0.5, 0.6)),
    ("autumn-leaf", "plasma-workspace-wallpapers", "FallenLeaf", "autumn leaf nature macro", "scene", (0.6, 0.5)),
    ("curved-facade", "plasma-workspace-wallpapers", "Grey", "architecture building facade monochrome", "scene", (0.5, 0.5)),
    ("moss-close-up", "plasma-workspace-wallpapers", "OneStandsOut", "moss nature macro green forest", "scene", (0.6, 0.5)),
    ("forest-path", "plasma-workspace-wallpapers", "Path", "forest path hiking nature trees", "scene", (0.5, 0.6)),
    ("lake-twilight", "plasma-workspace-wallpapers", "summer_1am", "lake twilight sky landscape summer", "scene", (0.5, 0.6)),
    ("kite-in-clouds", "plasma-workspace-wallpapers", "Kite", "kite sky clouds summer", "scene", (0.65, 0.45)),
    ("water-drop-splash", "mate-backgrounds", "nature/Aqua.jpg", "water drop splash macro", "scene", (0.55, 0.55)),
    ("leaf-lines", "mate-backgrounds", "nature/Blinds.jpg", "leaf green plant macro", "scene", (0.5, 0.5)),
    ("dune-grass-sea", "mate-backgrounds", "nature/Dune.jpg", "beach dune sea grass coast summer", "scene", (0.5, 0.5)),
    ("orange-gerbera", "mate-backgrounds", "nature/FreshFlower.jpg", "flower orange macro garden", "scene", (0.45, 0.5)),
    ("marigold", "mate-backgrounds", "nature/Garden.jpg", "flower garden red orange", "scene", (0.55, 0.5)),
    ("grass-blades", "mate-backgrounds", "nature/GreenMeadow.jpg", "grass green lawn spring", "scene", (0.5, 0.5)),
    ("ladybird", "mate-backgrounds", "nature/LadyBird.jpg", "insect ladybird flowers spring macro", "scene", (0.65, 0.5)),
    ("raindrops-on-leaves", "mate-backgrounds", "nature/RainDrops.jpg", "rain leaves green macro weather", "scene", (0.5, 0.5)),
    ("storm-over-road", "mate-backgrounds", "nature/Storm.jpg", "storm clouds road weather", "scene", (0.5, 0.5)),
    ("dandelion-seeds", "mate-backgrounds", "nature/TwoWings.jpg", "dandelion seeds macro", "scene", (0.6, 0.4)),
    ("yellow-daisy", "mate-backgrounds", "nature/YellowFlower.jpg", "flower yellow macro garden", "scene", (0.7, 0.5)),
    ("bridge-cables", "lomiri-wallpapers-16.04", "Bridge_by_Sander_Klootwijk.jpg", "bridge architecture beach sky", "scene", (0.5, 0.5)),
    ("dragonfly", "lomiri-wallpapers-16.04", "Dragonfly_by_Bolly.jpg", "insect dragonfly tree summer", "scene", (0.5, 0.5)),
    ("fig-in-red-bowl", "lomiri-wallpapers-16.04", "Picture_0B_by_freespace.jpg", "food fig fruit bowl kitchen", "scene", (0.55, 0.5)),
    ("paint-brushes", "lomiri-wallpapers-16.04", "Picture_1A_by_freespace.jpg", "art brushes paint craft colourful", "scene", (0.5, 0.5)),
    ("wine-lounge", "lomiri-wallpapers-16.04", "Wine_by_Jakkub_Mede.jpg", "interior room wine furniture home", "scene", (0.5, 0.55)),
    ("autumn-mountain-meadow", "lomiri-wallpapers-16.04", "aitzgorri_by_Aitzol_Berasategi.jpg", "mountains autumn meadow landscape hiking", "scene", (0.5, 0.5)),
    ("bird-under-lamps", "lomiri-wallpapers-16.04", "free_by_Peter_Nerlich.jpg", "bird interior lamps", "scene", (0.5, 0.6)),
    ("dogs-in-doorway", "lomiri-wallpapers-16.04", "friends_by_Aitzol_Berasategi.jpg", "dogs pets animals home", "scene", (0.4, 0.3)),
    ("wall-clock", "lomiri-wallpapers-16.04", "greentock_by_Peter_Nerlich.jpg", "clock time home product", "scene", (0.5, 0.5)),
    ("forest-stream", "lomiri-wallpapers-16.04", "life_by_Aitzol_Berasategi.jpg", "stream forest rocks hiking nature", "scene", (0.5, 0.6)),
    ("picos-de-europa", "lomiri-wallpapers-16.04", "picosdeeuropa_by_Aitzol_Berasategi.jpg", "mountains hiking trail landscape travel", "scene", (0.5, 0.5)),
    ("dandelion-field", "lomiri-wallpapers-16.04", "seeding_by_Clements_Engelhardt.jpg", "dandelion field sunset meadow", "scene", (0.3, 0.5)),
    ("summit-sunrise", "lomiri-wallpapers-16.04", "sunset_by_Aitzol_Berasategi.jpg", "sunrise mountains summit landscape hiking", "scene", (0.5, 0.45)),
    ("nuthatch", "lomiri-wallpapers-20.04", "Kleiber_by_Lukas_Baubkus.jpg", "bird tree wildlife animals", "scene", (0.68, 0.5)),
    ("butterfly-meadow", "lxqt-themes", "Butterfly-Kenneth-Wimer.jpg", "butterfly insect meadow summer", "scene", (0.5, 0.45)),
    ("alpine-clouds", "lxqt-themes", "Valendas.png", "mountains clouds landscape dramatic", "scene", (0.5, 0.5)),
    ("sunset-clouds", "lxqt-themes", "after-the-rain.jpg", "sunset clouds sky landscape", "scene", (0.5, 0.5)),
    ("apple-blossom", "lxqt-themes", "appleflower.png", "blossom spring flower garden", "scene", (0.6, 0.4)),
    ("sunbeam-valley", "lxqt-themes", "beam.png", "sky sunbeam mountains clouds", "scene", (0.5, 0.5)),
    ("swallowtail", "lxqt-themes", "butterfly.png", "butterfly insect thistle macro", "scene", (0.35, 0.5)),
    ("cloud-field", "lxqt-themes", "cloud.png", "clouds sky", "scene", (0.5, 0.5)),
    ("dewdrop-grass", "lxqt-themes", "drop.png", "grass drop macro green", "scene", (0.3, 0.6)),
    ("wildflowers", "lxqt-themes", "flowers.png", "wildflowers meadow summer flower", "scene", (0.5, 0.5)),
    ("fog-over-field", "lxqt-themes", "fog.jpg", "fog field morning landscape", "scene", (0.5, 0.5)),
    ("green-hills", "lxqt-themes", "this-is-not-windows.jpg", "hills sky landscape green", "scene", (0.5, 0.6)),
    ("astronaut", "scikit-image", "astronaut.png", "person portrait space", "scene", (0.45, 0.25)),
    ("photographer", "scikit-image", "camera.png", "person camera photography monochrome", "scene", (0.45, 0.4)),
    ("tabby-cat", "scikit-image", "chelsea.png", "cat pet animals", "scene", (0.5, 0.45)),
    ("espresso", "scikit-image", "coffee.png", "coffee food drink cafe", "scene", (0.5, 0.45)),
    ("rocket-launch", "scikit-image", "rocket.jpg", "rocket space launch night", "scene", (0.5, 0.4)),
    ("deep-field", "scikit-image", "hubble_deep_field.jpg", "space stars galaxies night", "scene", (0.5, 0.5)),
    ("summer-palace", "scikit-learn", "china.jpg", "temple architecture travel china", "scene", (0.4, 0.5)),
    ("dahlia", "scikit-learn", "flower.jpg", "flower dahlia orange garden", "scene", (0.5, 0.45)),
    ("otter", "tuxpaint-stamps-default", "animals/mammals/aquatic/otter.png", "otter animals wildlife", "cutout", None),
    ("brown-bear", "tuxpaint-stamps-default", "animals/mammals/bears/european-bear.png", "bear animals wildlife", "cutout", None),
    ("lion", "tuxpaint-stamps-default", "animals/mammals/cats/lion-2.png", "lion animals wildlife", "cutout", None),
    ("tiger", "tuxpaint-stamps-default", "animals/mammals/cats/tiger_sumatran.png", "tiger animals wildlife", "cutout", None),
    ("capybara", "tuxpaint-stamps-default", "animals/mammals/rodents/capybara.png", "capybara animals wildlife", "cutout", None),
    ("blackbuck", "tuxpaint-stamps-default", "animals/mammals/bovines/indian_blackbuck.png", "antelope animals wildlife", "cutout", None),
    ("apricot", "tuxpaint-stamps-default", "food/fruit/Apricot_whole.png", "apricot fruit food product", "cutout", None),
    ("cherries", "tuxpaint-stamps-default", "food/fruit/Cherry_Stella.png", "cherries fruit food product", "cutout", None),
    ("strawberry", "tuxpaint-stamps-default", "food/fruit/Strawberry2.png", "strawberry fruit food product", "cutout", None),
    ("avocado", "tuxpaint-stamps-default", "food/fruit/avocado.png", "avocado fruit food product", "cutout", None),
    ("cherimoya", "tuxpaint-stamps-default", "food/fruit/cherimoya.png", "cherimoya fruit food product", "cutout", None),
    ("kiwi-fruit", "tuxpaint-stamps-default", "food/fruit/kiwi.png", "kiwi fruit food product", "cutout", None),
    ("seville-orange", "tuxpaint-stamps-default", "food/fruit/orange_seville.png", "orange fruit food product", "cutout", None),
    ("ginger-root", "tuxpaint-stamps-default", "food/spices/ginger.png", "ginger spice food product", "cutout", None),
    ("crash-cymbal", "tuxpaint-stamps-default", "hobbies/music/percussion/cymbal_crash.png", "cymbal music instrument product", "cutout", None),
    ("floor-tom", "tuxpaint-stamps-default", "hobbies/music/percussion/drum_tomtom_floor.png", "drum music instrument product", "cutout", None),
    ("light-bulb", "tuxpaint-stamps-default", "household/Lightbulb.png", "lightbulb home electrical product", "cutout", None),
    ("cement-mixer", "tuxpaint-stamps-default", "household/tools/cementmixer.png", "cement-mixer tools construction product", "cutout", None),
    ("garden-spade", "tuxpaint-stamps-default", "household/tools/spade.png", "spade tools garden product", "cutout", None),
    ("fire-engine", "tuxpaint-stamps-default", "vehicles/emergency/firetruck.png", "fire-engine vehicle truck", "cutout", None),
    ("hot-air-balloon", "tuxpaint-stamps-default", "vehicles/flight/balloon360.png", "balloon flight travel", "cutout", None),
    ("jumbo-jet", "tuxpaint-stamps-default", "vehicles/flight/planes/747.png", "plane flight travel vehicle", "cutout", None),
    ("garbage-truck", "tuxpaint-stamps-default", "vehicles/garbagetruck.png", "truck vehicle city", "cutout", None),
    ("city-bus", "tuxpaint-stamps-default", "vehicles/masstransit/green_korean_bus.png", "bus vehicle city travel", "cutout", None),
    ("race-car", "tuxpaint-stamps-default", "vehicles/race/indycar.png", "car race vehicle motorsport", "cutout", None),
    ("tractor-wheel", "tuxpaint-stamps-default", "vehicles/wheel_tractor.png", "tyre wheel vehicle farm product", "cutout", None),
    ("site-dumper", "tuxpaint-stamps-default", "vehicles/construction/dumper.png", "dumper vehicle construction", "cutout", None),
    ("inukshuk", "tuxpaint-stamps-default", "town/monuments/inukshuk-photo.png", "monument stones travel landmark", "cutout", None),
    # Added for the video app's thumbnails (more distinct photos per view).
    ("wood-grain", "mate-backgrounds", "nature/Wood.jpg", "wood texture workshop woodworking", "scene", (0.5, 0.5)),
    ("roebling-bridge-night", "palapeli-data", "cincinnati-bridge.jpg", "bridge night city lights travel river", "scene", (0.45, 0.5)),
    ("citrus-slices", "palapeli-data", "citrus-fruits.jpg", "citrus fruit food orange lemon colourful", "scene", (0.5, 0.5)),
    ("honey-bee", "palapeli-data", "european-honey-bee.jpg", "bee insect flower macro nature", "scene", (0.45, 0.45)),
    # Added for drive, docs and board (photos a person keeps, pictures in documents, card covers).
    ("kitten-on-bench", "gcompris-qt-data", "erase.rcc:/gcompris/src/activities/erase/resource/kitten.webp", "cat kitten pet animals", "scene", (0.46, 0.4)),
    ("shepherd-dog", "gcompris-qt-data", "explore_farm_animals.rcc:/gcompris/src/activities/explore_farm_animals/resource/animals/dog.webp", "dog pet animals", "scene", (0.5, 0.45)),
    ("kitten-with-yarn", "gcompris-qt-data", "explore_farm_animals.rcc:/gcompris/src/activities/explore_farm_animals/resource/animals/cat.webp", "cat pet animals", "scene", (0.5, 0.5)),
    ("eiffel-tower", "gcompris-qt-data", "explore_monuments.rcc:/gcompris/src/activities/explore_monuments/resource/france/eiffelTower.webp", "landmark travel paris holiday", "scene", (0.5, 0.4)),
    ("colosseum", "gcompris-qt-data", "explore_monuments.rcc:/gcompris/src/activities/explore_monuments/resource/wonders/colosseum.webp", "landmark travel rome holiday architecture", "scene", (0.5, 0.5)),
    ("mont-saint-michel", "gcompris-qt-data", "explore_monuments.rcc:/gcompris/src/activities/explore_monuments/resource/france/montStMichel.webp", "landmark travel coast holiday", "scene", (0.65, 0.5)),
    ("taj-mahal", "gcompris-qt-data", "explore_monuments.rcc:/gcompris/src/activities/explore_monuments/resource/wonders/tajMahal.webp", "landmark travel india holiday", "scene", (0.5, 0.5)),
    ("summer-festival", "gcompris-qt-data", "explore_world_music.rcc:/gcompris/src/activities/explore_world_music/resource/music/japan.webp", "festival event night japan", "scene", (0.5, 0.5)),
    ("mariachi-band", "gcompris-qt-data", "explore_world_music.rcc:/gcompris/src/activities/explore_world_music/resource/music/mexico.webp", "music band event party", "scene", (0.5, 0.5)),
    ("brick-lighthouse", "tuxpaint-data", "lighthouse.jpg", "lighthouse coast travel holiday", "scene", (0.5, 0.4)),
    ("breaking-wave", "tuxpaint-data", "ocean_waves.jpg", "sea waves beach holiday", "scene", (0.5, 0.5)),
    ("alpaca", "gcompris-qt-data", "erase.rcc:/gcompris/src/activities/erase/resource/alpaca.webp", "alpaca animals farm", "scene", (0.3, 0.4)),
    ("rubber-duck", "tuxpaint-stamps-default", "household/rubberduck.png", "duck toy bath product", "cutout", None),
    ("christmas-pudding", "tuxpaint-stamps-default", "seasonal/christmas/Christmas_pudding.png", "pudding christmas food dessert", "cutout", None),
    ("machu-picchu", "gcompris-qt-data", "explore_monuments.rcc:/gcompris/src/activities/explore_monuments/resource/wonders/machuPicchu.webp", "landmark travel mountains peru", "scene", (0.5, 0.5)),
    ("great-wall", "gcompris-qt-data", "explore_monuments.rcc:/gcompris/src/activities/explore_monuments/resource/wonders/greatWallofChina.webp", "landmark travel china wall hiking", "scene", (0.5, 0.5)),
    ("tape-measure", "tuxpaint-stamps-default", "household/tools/measuring_tape.png", "tape measure tools product", "cutout", None),
    ("roast-turkey", "tuxpaint-stamps-default", "seasonal/christmas/Roast_turkey.png", "turkey food roast dinner", "cutout", None),
    ("porcini", "tuxpaint-stamps-default", "plants/mushrooms/cep.png", "mushroom food porcini", "cutout", None),
    ("mossy-log", "tuxpaint-data", "mossy_log.jpg", "moss log forest nature", "scene", (0.5, 0.5)),
    ("purple-heron", "gcompris-qt-data", "erase.rcc:/gcompris/src/activities/erase/resource/heron.webp", "heron bird wildlife flight", "scene", (0.35, 0.5)),
    ("chateau-de-chenonceau", "gcompris-qt-data", "explore_monuments.rcc:/gcompris/src/activities/explore_monuments/resource/france/chateaudeChenonceau.webp", "castle travel france river", "scene", (0.5, 0.5)),
    ("neuschwanstein", "gcompris-qt-data", "explore_monuments.rcc:/gcompris/src/activities/explore_monuments/resource/germany/neuschwansteinCastle.webp", "castle travel germany mountains", "scene", (0.5, 0.4)),
    ("petra-monastery", "gcompris-qt-data", "explore_monuments.rcc:/gcompris/src/activities/explore_monuments/resource/wonders/petra.webp", "landmark travel jordan rock desert", "scene", (0.5, 0.5)),
    ("orchestra-concert", "gcompris-qt-data", "explore_world_music.rcc:/gcompris/src/activities/explore_world_music/resource/music/orchestra.webp", "orchestra concert event music", "scene", (0.5, 0.5)),
    ("mill-gears", "tuxpaint-data", "wool_mill_machine.jpg", "machine gears industry", "scene", (0.5, 0.5)),
    ("paintbrush", "tuxpaint-stamps-default", "household/tools/paintbrush_large.png", "paintbrush tools decorating product", "cutout", None),
    ("claw-hammer", "tuxpaint-stamps-default", "household/tools/hammer.png", "hammer tools renovation product", "cutout", None),
    ("sun-behind-cloud", "tuxpaint-data", "sun_behind_clouds.jpg", "sun cloud sky", "scene", (0.5, 0.5)),
    # Added for shop, music and maps (product shots, square covers, places).
    ("classical-guitar", "tuxpaint-stamps-default", "hobbies/music/string/guitar_classical.png", "guitar music instrument product", "cutout", None),
    ("electric-guitar", "tuxpaint-stamps-default", "hobbies/music/string/guitar_electric.png", "guitar music instrument product", "cutout", None),
    ("kettle", "tuxpaint-stamps-default", "household/kettle.png", "kettle kitchen home product", "cutout", None),
    ("teapot", "tuxpaint-stamps-default", "household/dishes/teapot.png", "teapot kitchen home product", "cutout", None),
    ("violin", "tuxpaint-stamps-default", "hobbies/music/string/violin.png", "violin music instrument product", "cutout", None),
    ("pepper-mill", "tuxpaint-stamps-default", "household/dishes/utensils/pepper_grinder.png", "pepper kitchen home product", "cutout", None),
    ("toolbox", "tuxpaint-stamps-default", "household/tools/toolbox.png", "toolbox tools product", "cutout", None),
    ("binoculars", "tuxpaint-stamps-default", "hobbies/binoculars.png", "binoculars optics outdoor product", "cutout", None),
    ("film-camera", "tuxpaint-stamps-default", "hobbies/camera_35mm.png", "camera photography product", "cutout", None),
    ("basketball", "tuxpaint-stamps-default", "sports/basketball.png", "basketball ball sports product", "cutout", None),
    ("moon-jellyfish", "tuxpaint-data", "jellyfish.jpg", "jellyfish sea blue", "scene", (0.5, 0.5)),
    ("sea-spray", "tuxpaint-data", "ocean_splash.jpg", "sea spray water", "scene", (0.5, 0.5)),
    ("branches-at-dusk", "tuxpaint-data", "trees_at_dusk.jpg", "trees dusk sky branches", "scene", (0.5, 0.5)),
    ("spider-web", "tuxpaint-data", "spiders_web.jpg", "web spider macro", "scene", (0.5, 0.4)),
    ("redwood-canopy", "tuxpaint-data", "redwoods_above.jpg", "trees forest redwoods sky", "scene", (0.5, 0.5)),
    ("sea-cave", "gcompris-qt-data", "clickgame.rcc:/gcompris/src/activities/clickgame/resource/sea5.webp", "sea underwater cave blue", "scene", (0.5, 0.5)),
    ("swan-family", "gcompris-qt-data", "erase.rcc:/gcompris/src/activities/erase/resource/swans.webp", "swans birds water night", "scene", (0.3, 0.5)),
    ("hand-drums", "gcompris-qt-data", "explore_world_music.rcc:/gcompris/src/activities/explore_world_music/resource/music/africa.webp", "drums music instrument", "scene", (0.5, 0.5)),
    ("brandenburg-gate", "gcompris-qt-data", "explore_monuments.rcc:/gcompris/src/activities/explore_monuments/resource/germany/brandenburgGate.webp", "landmark berlin city travel", "scene", (0.5, 0.5)),
    ("hawa-mahal", "gcompris-qt-data", "explore_monuments.rcc:/gcompris/src/activities/explore_monuments/resource/india/hawaMahal.webp", "landmark jaipur palace travel", "scene", (0.5, 0.5)),
    ("gateway-of-india", "gcompris-qt-data", "explore_monuments.rcc:/gcompris/src/activities/explore_monuments/resource/india/gatewayofIndia.webp", "landmark mumbai night travel", "scene", (0.5, 0.5)),
    ("reims-cathedral", "gcompris-qt-data", "explore_monuments.rcc:/gcompris/src/activities/explore_monuments/resource/france/reimsCathedral.webp", "landmark cathedral church travel", "scene", (0.5, 0.5)),
    ("golden-temple", "gcompris-qt-data", "explore_monuments.rcc:/gcompris/src/activities/explore_monuments/resource/india/goldenTemple.webp", "landmark temple amritsar travel", "scene", (0.4, 0.5)),
    ("lincoln-memorial", "gcompris-qt-data", "explore_monuments.rcc:/gcompris/src/activities/explore_monuments/resource/usa/lincolnMemorial.webp", "landmark washington memorial night", "scene", (0.5, 0.5)),
]


APPS = ("email", "chat", "video", "devhub", "design", "social", "community", "drive", "docs", "board",
        "shop", "music", "maps")

# Per photo: the one app allowed to show it, what the photo shows (looked at, not guessed from
# the file name), and words a fitting title or caption beside it would contain.
META = {
    "pier-lake-evening": ("video", "Close-up of the weathered wooden boards of a lakeside pier in warm evening light, the lake and a wooded shore blurred behind.", "pier lake boards dock wooden evening"),
    "jetty-in-fog": ("design", "A black-and-white photograph of an empty wooden jetty with a ladder, reaching into flat water and thick fog.", "jetty pier fog lake mist calm"),
    "paper-cups": ("chat", "Rows of colourful paper cups seen from above, blue and pink insides against a dark purple backdrop.", "cups paper party colourful drinks"),
    "lake-blue-hour": ("video", "A still lake at dusk in deep blue light, low islands of trees on the horizon.", "lake dusk blue night calm water"),
    "rowing-boats": ("email", "A row of wooden rowing boats pulled up on a pebble shore of a lake at sunset, hills behind.", "boats rowing lake sunset shore hire"),
    "autumn-leaf": ("design", "A fallen brown maple leaf among golden autumn leaves, with a red leaf blurred behind.", "autumn leaf leaves maple fall"),
    "curved-facade": ("email", "Black-and-white abstract view of a building's facade of curved white ribbons.", "building facade architecture design modern"),
    "moss-close-up": ("design", "Close-up of star-shaped green moss shoots seen from above, one turning orange.", "moss green macro plants forest"),
    "forest-path": ("community", "A narrow dirt path through a dark spruce forest with a green mossy floor.", "forest path trail woods hiking trees"),
    "lake-twilight": ("video", "A calm lake at twilight under a violet and pink sky, reeds at the right edge.", "lake twilight sunset sky reeds calm"),
    "kite-in-clouds": ("design", "A small rainbow-coloured kite flying in a deep blue sky with white clouds.", "kite sky clouds wind flying"),
    "water-drop-splash": ("social", "A single water drop splashing into water, a crown of droplets frozen in mid-air.", "water drop splash droplet macro"),
    "leaf-lines": ("video", "Macro of a bright green leaf with fine parallel veins curving across the frame.", "leaf green veins plant macro"),
    "dune-grass-sea": ("community", "Dry golden dune grass in the wind in front of a blue sea.", "dune grass sea beach coast"),
    "orange-gerbera": ("video", "Close-up of an orange gerbera flower with its petals filling the frame.", "flower gerbera orange petals bloom"),
    "marigold": ("social", "A red and yellow marigold flower in sunlight against a blurred orange and green garden.", "marigold flower garden bloom red"),
    "grass-blades": ("email", "A dense bright green lawn of young grass blades, close up.", "grass lawn green garden blades"),
    "ladybird": ("video", "A ladybird climbing a grass stem among small blue forget-me-not flowers.", "ladybird ladybug insect flowers beetle"),
    "raindrops-on-leaves": ("community", "Raindrops on broad green leaves and grass after rain.", "rain raindrops drops leaves green"),
    "storm-over-road": ("community", "Dark storm clouds over a flat landscape with a road and crash barrier in the foreground.", "storm clouds road weather rain"),
    "dandelion-seeds": ("social", "Two dandelion seeds with feathery tufts against a blurred orange and green background.", "dandelion seeds seed macro"),
    "yellow-daisy": ("video", "Close-up of a yellow daisy-like flower with long petals against a dark background.", "flower yellow daisy petals bloom"),
    "bridge-cables": ("design", "Steel suspension cables of a bridge crossing a blue sky above a flat beach.", "bridge cables sky steel beach"),
    "dragonfly": ("video", "A dragonfly perched on a twig among green leaves against a blue sky.", "dragonfly insect leaves summer"),
    "fig-in-red-bowl": ("chat", "Half a fresh fig in a red oval bowl on a grey concrete surface.", "fig figs fruit bowl"),
    "paint-brushes": ("design", "Paint brushes with bright blue, pink, green and white bristles standing in a jar.", "brushes paint painting art colourful"),
    "wine-lounge": ("chat", "A djembe hand drum standing on a polished floor in front of a wooden table in a room.", "drum djembe percussion music room"),
    "autumn-mountain-meadow": ("community", "A green meadow edged by orange autumn larches below a rocky mountain ridge.", "mountain meadow autumn hills landscape"),
    "bird-under-lamps": ("video", "A small carved wooden bird figure hanging under two round white ceiling lamps.", "bird lamps wooden figure decor lights"),
    "dogs-in-doorway": ("social", "A brown cocker spaniel looking out of the door of a white wooden house.", "dog spaniel door puppy pet"),
    "wall-clock": ("social", "A white wall clock with dark hands and gold hour marks, seen at an angle.", "clock time hours wall"),
    "forest-stream": ("email", "A small stream running over mossy rocks through a woodland gorge.", "stream forest creek rocks water"),
    "picos-de-europa": ("email", "A dirt trail across green pasture toward jagged grey mountains with snow patches.", "mountains trail hiking picos peaks"),
    "dandelion-field": ("community", "Dandelion seed heads in a meadow backlit by a low sun.", "dandelion dandelions meadow field sunset"),
    "summit-sunrise": ("email", "The sun rising over a mountain summit with a stone marker, ridges fading behind.", "sunrise summit mountain sun hiking"),
    "nuthatch": ("social", "A nuthatch clinging head-down to a tree trunk, a blurred garden behind.", "nuthatch bird tree wildlife birds"),
    "butterfly-meadow": ("design", "A small brown butterfly on a flower stem in a pale, hazy meadow.", "butterfly meadow insect flowers"),
    "alpine-clouds": ("video", "Mountain ridges in silhouette beneath heavy grey clouds and hazy light.", "mountains clouds ridge peaks sky"),
    "sunset-clouds": ("social", "Towering clouds lit orange by the setting sun above a dark horizon.", "sunset clouds sky evening"),
    "apple-blossom": ("design", "A sprig of pink apple blossom buds against a blurred green background.", "blossom apple spring flowers pink"),
    "sunbeam-valley": ("video", "Sunbeams breaking through dark clouds over a misty forested valley.", "sunbeams clouds valley light mountains"),
    "swallowtail": ("video", "A striped swallowtail butterfly hanging from a purple thistle flower.", "swallowtail butterfly thistle insect"),
    "cloud-field": ("community", "A sky full of small fluffy white clouds over blue, seen looking up.", "clouds sky cloudy blue"),
    "dewdrop-grass": ("community", "A single dew drop hanging from the tip of a blade of grass, green blur behind.", "dew drop grass droplet morning"),
    "wildflowers": ("design", "A meadow of purple and pink wildflowers, close to the ground.", "wildflowers flowers meadow purple"),
    "fog-over-field": ("community", "Fog drifting over a bare field and a low hill under a blue sky.", "fog field mist morning hill"),
    "green-hills": ("community", "Smooth green rolling hills with a few bare trees under a blue sky.", "hills green countryside landscape"),
    "astronaut": ("video", "Official portrait of astronaut Eileen Collins in an orange flight suit, with the US flag and a Space Shuttle model.", "astronaut nasa space shuttle portrait"),
    "photographer": ("social", "A black-and-white photo of a man in a dark coat filming with a camera on a tripod on a lawn, buildings behind.", "photographer camera tripod filming photography"),
    "tabby-cat": ("chat", "Close-up of a tabby cat's face with green eyes.", "cat tabby kitten pet"),
    "espresso": ("chat", "An espresso in a red cup and saucer with a spoon on a wooden table.", "espresso coffee cup cafe"),
    "rocket-launch": ("social", "A Falcon 9 rocket standing on its launch pad between lightning towers at dusk.", "rocket launch spacex falcon pad"),
    "deep-field": ("social", "The Hubble deep field: hundreds of distant galaxies on black.", "galaxies space hubble stars universe"),
    "summer-palace": ("community", "A red and green tiered Chinese pagoda above trees, with a lake behind.", "pagoda temple palace china beijing"),
    "dahlia": ("chat", "A round orange pompom dahlia flower against dark green foliage.", "dahlia flower bloom orange"),
    "otter": ("community", "An otter standing side-on, cut out on white.", "otter animal wildlife"),
    "brown-bear": ("social", "A brown bear standing, cut out on white.", "bear brown animal wildlife"),
    "lion": ("social", "A male lion with a dark mane walking, cut out on white.", "lion animal wildlife cat"),
    "tiger": ("social", "A Sumatran tiger walking on grass tufts, cut out on white.", "tiger animal wildlife cat"),
    "capybara": ("community", "A capybara lying down, cut out on white.", "capybara animal rodent wildlife"),
    "blackbuck": ("video", "A blackbuck antelope with spiral horns walking, cut out on white.", "antelope blackbuck animal wildlife"),
    "apricot": ("social", "A single whole apricot, cut out on white.", "apricot apricots fruit"),
    "cherries": ("social", "A pair of red cherries on their stalks, cut out on white.", "cherries cherry fruit"),
    "strawberry": ("video", "A single red strawberry with its green calyx, cut out on white.", "strawberry strawberries fruit berry"),
    "avocado": ("community", "A whole dark green avocado, cut out on white.", "avocado avocados fruit"),
    "cherimoya": ("video", "A green cherimoya fruit with a scaly skin, cut out on white.", "cherimoya fruit custard apple"),
    "kiwi-fruit": ("video", "A whole brown kiwi fruit, cut out on white.", "kiwi kiwifruit fruit"),
    "seville-orange": ("video", "A knobbly Seville orange, cut out on white.", "orange oranges seville fruit citrus"),
    "ginger-root": ("video", "A piece of fresh ginger root, cut out on white.", "ginger root spice"),
    "crash-cymbal": ("email", "A bronze crash cymbal seen at an angle, cut out on white.", "cymbal crash drums percussion"),
    "floor-tom": ("video", "A red floor tom drum on three legs, cut out on white.", "drum tom drums percussion"),
    "light-bulb": ("email", "A clear incandescent light bulb with a screw base, cut out on white.", "bulb light lamp lighting"),
    "cement-mixer": ("video", "A yellow cement mixer on wheels, cut out on white.", "cement mixer concrete construction"),
    "garden-spade": ("email", "A garden spade with a long handle, cut out on white.", "spade shovel garden tools"),
    "fire-engine": ("video", "A red and white fire engine, cut out on white.", "fire engine truck firefighters"),
    "hot-air-balloon": ("design", "A hot-air balloon with red, yellow and blue panels, cut out on white.", "balloon hot-air flight"),
    "jumbo-jet": ("email", "A Boeing 747 airliner in blue and white livery in flight, cut out on white.", "jet plane flight airliner boeing"),
    "garbage-truck": ("video", "A white garbage truck with a green and blue pattern, cut out on white.", "garbage truck bin collection recycling"),
    "city-bus": ("video", "A green city bus, side view, cut out on white.", "bus city transit transport"),
    "race-car": ("video", "A red and white IndyCar race car, side view, cut out on white.", "race car racing indycar motorsport"),
    "tractor-wheel": ("video", "A worn tractor tyre on its wheel, cut out on white.", "tyre tire wheel tractor"),
    "site-dumper": ("video", "A small site dumper with a roll bar, cut out on white.", "dumper construction site vehicle"),
    "inukshuk": ("design", "An inukshuk, a stone figure of stacked flat rocks, cut out on white.", "inukshuk stones landmark monument"),
    "wood-grain": ("chat", "Pale, painted wooden planks with fine grain, seen at a low angle.", "wood wooden planks grain boards"),
    "roebling-bridge-night": ("video", "The Roebling suspension bridge in Cincinnati lit up at night over the river.", "bridge night river lights city"),
    "citrus-slices": ("video", "Backlit slices of oranges, lemons and limes on white.", "citrus oranges lemons limes fruit slices"),
    "honey-bee": ("video", "A honey bee gathering pollen on a purple aster flower.", "bee honeybee flower pollen"),
    "kitten-on-bench": ("drive", "A ginger kitten with blue-grey eyes resting its paws on a weathered wooden bench, a green garden blurred behind.", "kitten cat ginger pet garden"),
    "shepherd-dog": ("drive", "A German shepherd dog standing side-on in long dry grass, tongue out, looking at the camera.", "dog shepherd german pet walk"),
    "kitten-with-yarn": ("drive", "A white and tabby kitten lying on a red blanket, hugging a ball of multicoloured yarn.", "kitten cat yarn pet playing"),
    "eiffel-tower": ("drive", "The Eiffel Tower under a clear blue sky, seen down the tree-lined Champ de Mars.", "eiffel tower paris france holiday trip"),
    "colosseum": ("drive", "The Colosseum in Rome in afternoon sun, its arches against a blue sky, cars on the road in front.", "colosseum rome italy holiday trip"),
    "mont-saint-michel": ("drive", "Mont-Saint-Michel's abbey on its rocky island rising above salt meadows and the bay under a grey sky.", "mont-saint-michel normandy france abbey holiday trip"),
    "taj-mahal": ("drive", "The Taj Mahal's white marble domes and minarets beyond the long reflecting pool and its gardens.", "taj mahal agra india holiday trip"),
    "summer-festival": ("drive", "A Japanese summer festival at night: red paper lanterns, taiko drums set out on sand, lit stalls below a building with a festival sign.", "festival summer japan lanterns drums night"),
    "mariachi-band": ("drive", "A mariachi band in black suits and red bows playing trumpets and guitars, a guitar neck in the foreground.", "mariachi band trumpets guitars music party"),
    "brick-lighthouse": ("drive", "The white lantern room and railed gallery of a lighthouse on a red brick tower against a deep blue sky.", "lighthouse coast seaside tower holiday"),
    "breaking-wave": ("drive", "A green wave curling and breaking into white foam on a beach, dark blue sea behind.", "wave waves sea beach surf ocean"),
    "alpaca": ("drive", "Head and neck of a white alpaca with a brown tuft, in profile against a blurred field.", "alpaca farm animal llama visit"),
    "rubber-duck": ("drive", "A yellow rubber duck with a red beak, cut out on white.", "rubber duck toy bath yellow"),
    "christmas-pudding": ("drive", "A dark Christmas pudding topped with a sprig of holly and red berries, cut out on white.", "christmas pudding dessert holly dinner"),
    "machu-picchu": ("docs", "The terraced ruins of Machu Picchu below the steep green peak of Huayna Picchu, clouds on the mountains.", "machu picchu peru inca ruins trip mountains"),
    "great-wall": ("docs", "The Great Wall of China winding over green forested ridges, a watchtower on the crest, white clouds above.", "great wall china hiking trip watchtower"),
    "tape-measure": ("docs", "A 25-foot tape measure with a yellow label, its blade pulled out, cut out on white.", "tape measure measuring tool length"),
    "roast-turkey": ("docs", "A golden-brown roast turkey, cut out on white.", "turkey roast dinner recipe thanksgiving"),
    "porcini": ("docs", "A porcini mushroom with a brown cap and a thick pale stem, cut out on white.", "porcini mushroom cep mushrooms recipe"),
    "mossy-log": ("docs", "A fallen log thick with green moss on a forest floor of dry leaves.", "moss log forest woodland survey"),
    "purple-heron": ("docs", "A purple heron in flight with its wings raised, against a soft green background.", "heron bird flight wildlife survey"),
    "chateau-de-chenonceau": ("board", "The Château de Chenonceau spanning the river Cher on its arches, seen from a stone bank under a blue sky.", "chenonceau chateau castle loire france trip"),
    "neuschwanstein": ("board", "Neuschwanstein Castle's white towers above a wooded hillside, lakes and farmland behind.", "neuschwanstein castle bavaria germany trip"),
    "petra-monastery": ("board", "The Monastery (Ad Deir) at Petra, a temple facade carved into a pink sandstone cliff, a tiny visitor at its foot.", "petra monastery jordan trip desert"),
    "orchestra-concert": ("board", "A symphony orchestra on stage with its conductor, the red seats of the choir stalls empty behind.", "orchestra concert symphony conductor stage"),
    "mill-gears": ("board", "Rusty gears, chains and sprockets packed inside an old wool mill machine.", "gears machine mill machinery industrial"),
    "paintbrush": ("board", "A wide paintbrush with black bristles and a cream handle, cut out on white.", "paintbrush brush painting decorating"),
    "claw-hammer": ("board", "A claw hammer with a wooden handle, cut out on white.", "hammer tools renovation diy"),
    "sun-behind-cloud": ("board", "The sun hidden behind a bright white cloud in a deep blue sky.", "sun cloud sky summer sunny"),
    "classical-guitar": ("shop", "A classical acoustic guitar with nylon strings, standing upright, cut out on white.", "guitar acoustic classical nylon"),
    "electric-guitar": ("shop", "A black single-cut electric guitar with a strap, cut out on white.", "guitar electric black strap"),
    "kettle": ("shop", "A brushed stainless-steel electric kettle with a black handle, cut out on white.", "kettle electric steel kitchen"),
    "teapot": ("shop", "A round glossy black teapot, cut out on white.", "teapot tea pot kitchen"),
    "violin": ("shop", "A violin seen at an angle, its scroll at the top right, cut out on white.", "violin fiddle strings instrument"),
    "pepper-mill": ("shop", "A tall turned wooden pepper mill, cut out on white.", "pepper mill grinder wooden kitchen"),
    "toolbox": ("shop", "A red metal toolbox with a handle and a TOOLS label, cut out on white.", "toolbox tools box red"),
    "binoculars": ("shop", "A pair of black binoculars, cut out on white.", "binoculars optics birdwatching"),
    "film-camera": ("shop", "A black 35mm film SLR camera with its lens, front view, cut out on white.", "camera film 35mm slr photography"),
    "basketball": ("shop", "An orange basketball, cut out on white.", "basketball ball sports"),
    "moon-jellyfish": ("music", "Moon jellyfish glowing blue against black water.", "jellyfish blue glow ocean deep"),
    "sea-spray": ("music", "White spray of sea foam bursting over dark blue water, seen from above.", "spray foam splash sea waves"),
    "branches-at-dusk": ("music", "Bare tree branches in silhouette against a pink and blue dusk sky.", "branches trees dusk twilight silhouette"),
    "spider-web": ("music", "A spider web catching the light against a dark blurred background, leaves in one corner.", "spider web cobweb night light"),
    "redwood-canopy": ("music", "Looking straight up redwood trunks into a green canopy and bright sky.", "redwoods forest trees canopy green"),
    "sea-cave": ("music", "An underwater cave arch opening onto bright blue water, bubbles rising.", "underwater cave blue ocean deep dive"),
    "swan-family": ("music", "White swans and their grey-white cygnets swimming on black water, reflected below.", "swans cygnets water black white"),
    "hand-drums": ("music", "Three wooden hand drums with laced skins and metal jingles lying on grass.", "drums percussion african rhythm"),
    "brandenburg-gate": ("maps", "The Brandenburg Gate in Berlin lit up at dusk, the quadriga on top, people walking through.", "brandenburg gate berlin germany"),
    "hawa-mahal": ("maps", "The pink sandstone honeycomb facade of the Hawa Mahal in Jaipur under a blue sky.", "hawa mahal jaipur palace india"),
    "gateway-of-india": ("maps", "The Gateway of India in Mumbai lit gold at dusk, people on the lawn and a palm tree beside it.", "gateway india mumbai arch"),
    "reims-cathedral": ("maps", "The Gothic apse and spires of Reims Cathedral in evening light against a deep blue sky.", "reims cathedral notre-dame gothic france"),
    "golden-temple": ("maps", "The gilded Golden Temple in Amritsar reflected in its pool, white buildings around it under a hazy sky.", "golden temple amritsar harmandir sahib"),
    "lincoln-memorial": ("maps", "The Lincoln Memorial's marble colonnade lit up at dusk under a blue sky.", "lincoln memorial washington colonnade"),
}


def run(cmd: list[str], cwd: Path) -> None:
    """Run quietly; show the tool's own messages only when it fails."""
    done = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True)
    if done.returncode:
        raise SystemExit(f"{' '.join(cmd)} failed:\n{done.stderr}")


def fetch(tmp: Path, names: set[str]) -> dict[str, tuple[Path, str]]:
    """Download and unpack the named sources; return name -> (unpacked root, version)."""
    out = {}
    debs = [d for d in DEBS if d in names]
    if debs:
        run(["apt-get", "download", "-qq", *debs], tmp)
    for deb in sorted(tmp.glob("*.deb")):
        name = subprocess.run(["dpkg-deb", "-f", str(deb), "Package"], capture_output=True, text=True, check=True).stdout.strip()
        version = subprocess.run(["dpkg-deb", "-f", str(deb), "Version"], capture_output=True, text=True, check=True).stdout.strip()
        run(["dpkg-deb", "-x", str(deb), str(tmp / name)], tmp)
        out[name] = (tmp / name, version)
    for name, version in WHEELS.items():
        if name not in names:
            continue
        run([sys.executable, "-m", "pip", "download", "-q", "--no-deps", "--only-binary=:all:", "-d", str(tmp), f"{name}=={version}"], tmp)
        wheel = next(tmp.glob(name.replace("-", "_") + f"-{version}-*.whl"))
        run(["unzip", "-q", "-o", str(wheel), ROOTS[name] + "/*", "-d", str(tmp / name)], tmp)
        out[name] = (tmp / name, version)
    return out


def dep5(copyright_file: Path) -> list[tuple[list[str], str, str]]:
    """The Files/Copyright/License stanzas of a Debian machine-readable copyright file."""
    stanzas = []
    for block in re.split(r"\n\s*\n", copyright_file.read_text(encoding="utf-8")):
        fields, key = {}, None
        for line in block.splitlines():
            m = re.match(r"^([A-Za-z-]+):\s*(.*)$", line)
            if m:
                key = m.group(1)
                fields[key] = m.group(2).strip()
            elif key and line.startswith(" ") and key in ("Files", "Copyright"):
                fields[key] += "\n" + line.strip()
        if "Files" in fields and "License" in fields:
            copyright_ = " ".join(fields.get("Copyright", "").split("\n"))
            stanzas.append((fields["Files"].split(), copyright_, fields["License"]))
    return stanzas


def matches(path: Path, pattern: str) -> bool:
    """Does a DEP-5 `Files:` pattern (a source-tree path) name this installed file? Packages
    install files flatter than their source tree, so a plain file name matches too."""
    if pattern == "*" or fnmatch.fnmatch(path.as_posix(), "*/" + pattern):
        return True
    name = pattern.rsplit("/", 1)[-1]
    return "*" not in name and name == path.name


def licence_of(name: str, root: Path, original: Path) -> tuple[str, str]:
    """(licence, author) for one original file, read from its package."""
    if name in WHEELS:
        return WHEEL_LICENCES[original.name]
    if name == "palapeli-data":
        # Each puzzle image has a .desktop file beside it naming its author and licence.
        meta = dict(line.split("=", 1) for line in original.with_suffix(".desktop").read_text(encoding="utf-8").splitlines() if "=" in line)
        # Only its public-domain images are used (the GNU FDL ones are left out); spelt as the index spells it.
        licence = {"Public Domain": "Public domain"}.get(meta["X-KDE-PluginInfo-License"], meta["X-KDE-PluginInfo-License"])
        return licence, meta["X-KDE-PluginInfo-Author"]
    if name == "gcompris-qt-data":
        # The nearest README above the image names its copyright holder and licence.
        for folder in original.parents:
            readme = folder / "README"
            if readme.is_file():
                credits = readme_credits(readme.read_text(encoding="utf-8"))
                key = original.relative_to(folder).as_posix()
                if key in credits:
                    licence, holder = credits[key]
                    return spdx(licence), holder
            if folder.name == "gcompris":
                break
        raise SystemExit(f"no README credits {original}")
    if name == "plasma-workspace-wallpapers":
        plugin = json.loads((original.parents[2] / "metadata.json").read_text(encoding="utf-8"))["KPlugin"]
        return plugin["License"], ", ".join(a["Name"] for a in plugin["Authors"])
    copyright_file = next((root / "usr/share/doc").glob("*/copyright"))
    found = None
    for patterns, holder, licence in dep5(copyright_file):  # the last matching stanza wins
        if any(matches(original, p) for p in patterns):
            found = (licence, holder)
    if found is None:
        raise SystemExit(f"no licence stanza for {original} in {copyright_file}")
    return found


def readme_credits(text: str) -> dict[str, tuple[str, str]]:
    """file (relative to the README) -> (licence, copyright) from a GCompris resource README,
    stanzas of Copyright/Source/License/Files fields separated by blank lines."""
    credits = {}
    for block in re.split(r"\n\s*\n", text):
        fields, key = {}, None
        for line in block.splitlines():
            m = re.match(r"^([A-Za-z-]+):\s*(.*)$", line)
            if m:
                key = m.group(1).lower()
                fields[key] = m.group(2).strip()
            elif key and line.strip():
                fields[key] += "\n" + line.strip()
        for file in fields.get("files", "").split():
            credits[file] = (fields.get("license", ""), fields.get("copyright", ""))
    return credits


def spdx(licence: str) -> str:
    """GCompris spells licences "CC-BY-SA 4.0", "Public Domain": spelt as the index spells them."""
    licence = " ".join(licence.split())
    return "Public domain" if licence.lower() == "public domain" else licence.replace(" ", "-")


def rcc_files(blob: bytes):
    """Yield (path, bytes) for each file in a Qt binary resource bundle (.rcc, format 1-3):
    a header, then a tree of 14- or 22-byte nodes, the names (UTF-16) and the data."""
    if blob[:4] != b"qres":
        raise SystemExit("not a Qt resource bundle")
    version, tree, data, names = struct.unpack(">4i", blob[4:20])
    node_size = 14 if version < 2 else 22

    def name_at(offset: int) -> str:
        length = struct.unpack(">H", blob[names + offset:names + offset + 2])[0]
        return blob[names + offset + 6:names + offset + 6 + 2 * length].decode("utf-16-be")

    def walk(node: int, prefix: str):
        at = tree + node * node_size
        name_offset, flags = struct.unpack(">iH", blob[at:at + 6])
        path = f"{prefix}/{name_at(name_offset)}" if node else ""
        if flags & 2:  # a directory: its children are consecutive nodes
            count, first = struct.unpack(">ii", blob[at + 6:at + 14])
            for child in range(first, first + count):
                yield from walk(child, path)
            return
        offset = struct.unpack(">i", blob[at + 10:at + 14])[0]
        size = struct.unpack(">I", blob[data + offset:data + offset + 4])[0]
        raw = blob[data + offset + 4:data + offset + 4 + size]
        if flags & 4:
            raise SystemExit(f"{path}: zstd-compressed resources are not supported")
        yield path, zlib.decompress(raw[4:]) if flags & 1 else raw

    yield from walk(0, "")


def tidy(author: str) -> str:
    """An attribution line for people: the copyright holders without e-mail addresses."""
    return " ".join(re.sub(r"<[^>]*>|´", "", author).split())


def original_file(name: str, root: Path, rel: str) -> Path:
    if name == "gcompris-qt-data":
        # Unpack the bundle once (its READMEs too) into a folder beside the package's files.
        bundle, inner = rel.split(":", 1)
        unpacked = root / "rcc-unpacked" / bundle
        if not unpacked.is_dir():
            for path, raw in rcc_files((root / ROOTS[name] / bundle).read_bytes()):
                (unpacked / path.lstrip("/")).parent.mkdir(parents=True, exist_ok=True)
                (unpacked / path.lstrip("/")).write_bytes(raw)
        return unpacked / inner.lstrip("/")
    base = root / ROOTS[name] / rel
    if name == "plasma-workspace-wallpapers":
        # One wallpaper folder holds many resolutions: take the widest landscape one.
        def width(p: Path) -> tuple[int, int]:
            w, h = (int(v) for v in p.stem.split("x"))
            return (w > h, w)
        return max((base / "contents/images").glob("*x*.*"), key=width)
    return base


def crop(im: Image.Image, size: tuple[int, int], focus: tuple[float, float]) -> Image.Image:
    """Crop to the target aspect around the focus point, then resize."""
    tw, th = size
    w, h = im.size
    scale = max(tw / w, th / h)
    cw, ch = round(tw / scale), round(th / scale)
    left = min(max(round(focus[0] * w - cw / 2), 0), w - cw)
    top = min(max(round(focus[1] * h - ch / 2), 0), h - ch)
    return im.crop((left, top, left + cw, top + ch)).resize(size, Image.Resampling.LANCZOS)


def fit_on_white(im: Image.Image, size: tuple[int, int]) -> Image.Image:
    """A product shot: the whole object, centred on white with a margin."""
    im = im.convert("RGBA")
    im = im.crop(im.getbbox() or (0, 0, *im.size))
    tw, th = size
    scale = min(tw * 0.84 / im.width, th * 0.84 / im.height)
    im = im.resize((max(1, round(im.width * scale)), max(1, round(im.height * scale))), Image.Resampling.LANCZOS)
    canvas = Image.new("RGBA", size, "white")
    canvas.alpha_composite(im, ((tw - im.width) // 2, (th - im.height) // 2))
    return canvas


def annotate(pid: str, entry: dict) -> None:
    """Add the photo's app, subject and keywords from META (the one table a rebuild keeps)."""
    app, subject, keywords = META[pid]
    if app not in APPS:
        raise SystemExit(f"{pid}: app {app!r} is not one of {APPS}")
    entry.update(app=app, subject=subject, keywords=keywords.split())


def reannotate() -> None:
    """`--meta-only`: rewrite index.json's app/subject/keywords from META without refetching."""
    path = OUT / "index.json"
    index = json.loads(path.read_text(encoding="utf-8"))
    for pid, entry in index.items():
        annotate(pid, entry)
    path.write_text(json.dumps(index, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"annotated {len(index)} photos in {path}")


def build(new_only: bool = False) -> None:
    """Write every photo (clearing the folder first), or with `new_only` only the photos that
    index.json does not list yet, keeping the existing files and entries byte for byte."""
    Image.MAX_IMAGE_PIXELS = None  # 5K wallpapers are larger than Pillow's bomb guard
    OUT.mkdir(exist_ok=True)
    old_index = json.loads((OUT / "index.json").read_text(encoding="utf-8")) if new_only else {}
    if not new_only:
        for old in OUT.glob("*.jpg"):
            old.unlink()
    todo = [p for p in PHOTOS if p[0] not in old_index]
    index = {}
    with tempfile.TemporaryDirectory() as tmp_name:
        sources = fetch(Path(tmp_name), {p[1] for p in todo})
        for pid, name, rel, tags, kind, focus in PHOTOS:
            if pid in old_index:
                index[pid] = old_index[pid]
                annotate(pid, index[pid])
                continue
            root, version = sources[name]
            original = original_file(name, root, rel)
            licence, author = licence_of(name, root, original)
            with Image.open(original) as im:
                files = {}
                for label, size in SIZES.items():
                    if kind == "cutout":
                        out = fit_on_white(im, size)
                    else:
                        out = crop(im.convert("RGB"), size, focus)
                    fname = f"{pid}-{label}.jpg"
                    out.convert("RGB").save(OUT / fname, "JPEG", quality=QUALITY, optimize=True)
                    files[label] = fname
            if name in WHEELS:
                recorded = original.relative_to(root).as_posix()
            elif name == "gcompris-qt-data":
                recorded = f"/{ROOTS[name]}/{rel}"  # the bundle, then the path inside it
            else:
                recorded = "/" + original.relative_to(root).as_posix()
            index[pid] = {
                "file": files["16x9"],
                "sizes": files,
                "tags": tags.split(),
                "kind": kind,
                "source_package": f"{name} {version}",
                "original_file": recorded,
                "licence": licence,
                "author": tidy(author),
            }
            annotate(pid, index[pid])
    (OUT / "index.json").write_text(json.dumps(index, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"wrote {len(todo)} photos x {len(SIZES)} sizes to {OUT} ({len(index)} in its index)")


if __name__ == "__main__":
    if "--meta-only" in sys.argv[1:]:
        reannotate()
    else:
        build(new_only="--new" in sys.argv[1:])
