#!/usr/bin/env bash
# Set up IGG on a fresh machine: system packages (Chromium, fonts, OpenCV runtime libraries) from the
# distribution when missing, then a virtual environment in .venv with the project installed.
# Safe to run again: it only installs what is missing.
set -euo pipefail
cd "$(dirname "$0")"

# Fonts: Noto/DejaVu as fallbacks, Liberation as Arial/Courier metric clones, and the fonts
# closest to each real app (mockups/assets/README.md maps app -> family).
FONT_PACKAGES=(fonts-noto-core fonts-dejavu-core fonts-liberation2 fonts-roboto fonts-lato fonts-inter
  fonts-open-sans fonts-manrope fonts-jetbrains-mono fonts-noto-color-emoji)
# libgl1 and libglib2.0-0: the OpenCV runtime the OCR agent's reader (rapidocr) loads.
LIB_PACKAGES=(libgl1 libglib2.0-0)
# chromium-headless-shell: the same Chromium's old headless build, for frames on demand (IGG_FRAMES=on-demand).
APT_PACKAGES=(chromium chromium-headless-shell "${FONT_PACKAGES[@]}" "${LIB_PACKAGES[@]}")

missing=()
command -v chromium >/dev/null 2>&1 || [ -x /usr/bin/chromium ] || missing+=(chromium)
for package in chromium-headless-shell "${FONT_PACKAGES[@]}" "${LIB_PACKAGES[@]}"; do
  dpkg -s "$package" >/dev/null 2>&1 || missing+=("$package")
done

if [ ${#missing[@]} -gt 0 ]; then
  echo "setup: installing system packages: ${missing[*]}"
  if [ "$(id -u)" -ne 0 ]; then SUDO=sudo; else SUDO=; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${APT_PACKAGES[@]}" >/dev/null
fi

if [ ! -x .venv/bin/python ]; then
  echo "setup: creating .venv"
  python3 -m venv .venv
fi
# The extras: `test` always; `train` (TRL, transformers, torch's CPU build: about 40 s and 1 GB
# more) only when asked with IGG_TRAIN=1, and in CI (CI=true), where the GRPO trainer test runs.
extras=test
case "${IGG_TRAIN:-${CI:-}}" in 1|true|yes) extras=test,train ;; esac
# Reinstall only when the project's dependencies changed or an extra is asked for the first time.
stamp=.venv/.igg-installed
installed=$(cat "$stamp" 2>/dev/null || true)
if [ ! -f "$stamp" ] || [ pyproject.toml -nt "$stamp" ] || { [ "$installed" != "$extras" ] && [ "$installed" != test,train ]; }; then
  echo "setup: installing the igg package and its dependencies into .venv (extras: $extras)"
  # pip's own warnings go to a log, shown only if the install fails.
  if ! { .venv/bin/python -m pip install -q --upgrade pip && .venv/bin/python -m pip install -q -e ".[$extras]"; } \
      > .venv/pip-install.log 2>&1; then
    cat .venv/pip-install.log
    echo "setup: pip install failed (log above, also in .venv/pip-install.log)" >&2
    exit 1
  fi
  echo "$extras" > "$stamp"
fi
echo "setup: ready ($(.venv/bin/python --version), $(/usr/bin/chromium --version 2>/dev/null || echo 'Playwright Chromium'))"
