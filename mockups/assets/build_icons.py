"""Regenerate icons/icons.json (and the LICENSE-<set>.txt files) from pinned npm packages.

Usage: python -m igg.mockups.assets.build_icons   (needs `npm` and the npm registry; not part of
setup: its output is committed). The names come from icons/subset.yaml and from one file per app,
icons/subset.d/<app>.yaml (same form), so apps add icons without touching each other's lists; a
name missing from its package fails the build, listing every missing name. Packed packages are
kept in ~/.cache/igg-icons, so a rebuild after the first is quick.

icons.json maps set -> name -> {"viewBox", "body"}: body is the SVG's inner markup, drawn by the
page's kit (mockups/runtime/kit.js) with the set's presentation attributes (fill or stroke).
"""
from __future__ import annotations

import json
import re
import subprocess
import sys
import tarfile
import os
import tempfile
from pathlib import Path

import yaml

ICONS = Path(__file__).resolve().parent / "icons"
CACHE = Path(os.environ.get("XDG_CACHE_HOME", Path.home() / ".cache")) / "igg-icons"

# set -> (npm package, pinned version, licence id, licence file in the package or None, svg path for a name)
SETS = {
    "material": ("@material-symbols/svg-400", "0.48.2", "Apache-2.0", "LICENSE",
                 lambda n: f"outlined/{n}.svg"),
    "octicon": ("@primer/octicons", "19.42.0", "MIT", "LICENSE",
                lambda n: f"build/svg/{n}.svg" if re.search(r"-(12|16|24|32|48)$", n) else f"build/svg/{n}-16.svg"),
    "lucide": ("lucide-static", "1.62.0", "ISC", "LICENSE", lambda n: f"icons/{n}.svg"),
    "fluent": ("@fluentui/svg-icons", "1.1.343", "MIT", None, lambda n: f"icons/{n}.svg"),
    "codicon": ("@vscode/codicons", "0.0.45", "CC-BY-4.0", "LICENSE", lambda n: f"src/icons/{n}.svg"),
}

# @fluentui/svg-icons ships no licence file; its package.json says MIT, and this is the MIT
# licence of its repository, github.com/microsoft/fluentui-system-icons.
FLUENT_LICENSE = """MIT License

Copyright (c) 2020 Microsoft Corporation

Permission is hereby granted, free of charge, to any person obtaining a copy
of this software and associated documentation files (the "Software"), to deal
in the Software without restriction, including without limitation the rights
to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
copies of the Software, and to permit persons to whom the Software is
furnished to do so, subject to the following conditions:

The above copyright notice and this permission notice shall be included in all
copies or substantial portions of the Software.

THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
SOFTWARE.
"""

SVG_RE = re.compile(r"<svg\b([^>]*)>(.*)</svg>", re.S)
VIEWBOX_RE = re.compile(r'viewBox="([^"]+)"')


def parse_svg(text: str) -> dict:
    """The viewBox and the inner markup of one SVG file, with comments and layout whitespace removed."""
    match = SVG_RE.search(re.sub(r"<!--.*?-->", "", text, flags=re.S))
    if not match:
        raise ValueError("no <svg> element")
    viewbox = VIEWBOX_RE.search(match.group(1))
    if not viewbox:
        raise ValueError("no viewBox")
    body = re.sub(r"\s*\n\s*", " ", match.group(2)).strip()
    body = re.sub(r"\s*/>", "/>", body)
    body = re.sub(r">\s+<", "><", body)
    return {"viewBox": viewbox.group(1), "body": body}


def fetch(package: str, version: str) -> Path:
    """The pinned package, `npm pack`ed and extracted once into the cache; returns its root."""
    dest = CACHE / f"{package.replace('/', '+')}@{version}"
    if not (dest / "package").is_dir():
        CACHE.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryDirectory(dir=CACHE) as tmp:
            out = subprocess.run(["npm", "pack", f"{package}@{version}", "--silent", "--pack-destination", tmp],
                                 check=True, capture_output=True, text=True, timeout=600)
            with tarfile.open(Path(tmp) / out.stdout.strip().splitlines()[-1]) as tar:
                tar.extractall(Path(tmp) / "x", filter="data")
            os.replace(Path(tmp) / "x", dest)  # atomic: a concurrent build sees all of it or none
    return dest / "package"


def read_subset() -> dict:
    """subset.yaml merged with every subset.d/<app>.yaml: set -> sorted unique names."""
    merged: dict = {}
    for path in [ICONS / "subset.yaml", *sorted((ICONS / "subset.d").glob("*.yaml"))]:
        for name_set, names in (yaml.safe_load(path.read_text(encoding="utf-8")) or {}).items():
            merged.setdefault(name_set, set()).update(names or [])
    return {name_set: sorted(names) for name_set, names in merged.items()}


def build() -> dict:
    subset = read_subset()
    unknown = sorted(set(subset) - set(SETS))
    if unknown:
        raise SystemExit(f"subset files name unknown sets: {unknown}; known: {sorted(SETS)}")
    icons, missing = {}, []
    for name_set, names in subset.items():
        package, version, _licence, licence_file, path_of = SETS[name_set]
        root = fetch(package, version)
        icons[name_set] = {}
        for name in names:
            svg = root / path_of(name)
            if not svg.exists():
                missing.append(f"{name_set}:{name}")
                continue
            icons[name_set][name] = parse_svg(svg.read_text(encoding="utf-8"))
        licence = (root / licence_file).read_text(encoding="utf-8") if licence_file else FLUENT_LICENSE
        (ICONS / f"LICENSE-{name_set}.txt").write_text(licence.lstrip("\ufeff"), encoding="utf-8")
        print(f"{name_set}: {len(icons[name_set])} icons from {package}@{version}", file=sys.stderr)
    if missing:
        raise SystemExit("not in their packages (fix subset.yaml): " + ", ".join(missing))
    return icons


def main() -> None:
    icons = build()
    text = json.dumps(icons, indent=1, sort_keys=True, ensure_ascii=False) + "\n"
    tmp = ICONS / f"icons.json.{os.getpid()}"
    tmp.write_text(text, encoding="utf-8")
    os.replace(tmp, ICONS / "icons.json")  # atomic, so a page never reads half a file
    print(f"wrote {ICONS / 'icons.json'} ({len(text) // 1024} kB)", file=sys.stderr)


if __name__ == "__main__":
    main()
