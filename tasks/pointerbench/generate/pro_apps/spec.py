"""AppSpec: one professional application of the Pro suite (metadata + its screen template)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable


@dataclass(frozen=True)
class AppSpec:
    app: str            # display name, as in the published metadata ("Adobe Premiere Pro")
    slug: str           # app_slug ("premiere")
    category: str       # app_category ("creative")
    platform: str       # platform string ("Windows 11", "macOS Sonoma", "Windows 11 / Chrome" ...)
    build: Callable     # build(rng: random.Random) -> HTML of one full 1024x768 screen
    css: str            # the app's stylesheet (the kit's CSS is always loaded)
    source_file: str    # the template file, relative to tasks/pointerbench/generate ("pro_apps/premiere.py")
