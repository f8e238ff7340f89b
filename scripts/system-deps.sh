#!/usr/bin/env bash
# Installs the Debian libraries Qt needs, only those missing: the offscreen set always, and with
# the argument "gui" also the X11/xcb set a real window needs (../shared/design/platform.md; a
# missing libxcb-cursor0 is the classic "could not load the Qt platform plugin xcb").
# Runs as root (CI, fresh machines) or through sudo when available; otherwise says what to install.
set -euo pipefail
pkgs=(libegl1 libgl1 libx11-6 libdbus-1-3 libfontconfig1 libfreetype6 libglib2.0-0 libxkbcommon0)
if [ "${1:-}" = gui ]; then
  pkgs+=(libx11-xcb1 libxcb1 libxcb-cursor0 libxcb-glx0 libxcb-icccm4 libxcb-image0 libxcb-keysyms1
         libxcb-randr0 libxcb-render0 libxcb-render-util0 libxcb-shape0 libxcb-shm0 libxcb-sync1
         libxcb-util1 libxcb-xfixes0 libxcb-xkb1 libxkbcommon-x11-0)
fi
command -v dpkg-query >/dev/null 2>&1 || exit 0   # not Debian: nothing we can do here
missing=()
for p in "${pkgs[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0
echo "Installing system libraries for Qt: ${missing[*]}"
if [ "$(id -u)" = 0 ]; then sudo=""; elif command -v sudo >/dev/null; then sudo="sudo"; else
  echo "Please install: ${missing[*]} (as root: apt-get install ${missing[*]})" >&2; exit 1
fi
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
