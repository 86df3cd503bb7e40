"""The professional applications of the Pro suite: one template module per application (or family),
sharing the component library in `kit` (targets, OS/browser chrome, widgets) and `icons`.

APPS lists every AppSpec; names, slugs, categories and platform strings follow the vocabulary of the
published PointerBench-Pro metadata.
"""
from __future__ import annotations

import importlib

from igg.tasks.pointerbench.generate.pro_apps.spec import AppSpec

MODULES = [
    "premiere",
    "office",
    "vscode",
    "jetbrains",
    "postman",
    "wireshark",
    "photoshop",
    "blender",
    "audacity",
    "autocad",
    "kicad",
    "productivity",
    "scientific",
    "consumer",
    "communication",
    "web_apps",
    "os_apps",
    "analytics_finance",
]

APPS: list[AppSpec] = []
for _m in MODULES:
    APPS.extend(importlib.import_module(f"igg.tasks.pointerbench.generate.pro_apps.{_m}").APPS)

BY_SLUG = {a.slug: a for a in APPS}

__all__ = ["APPS", "BY_SLUG", "AppSpec"]
