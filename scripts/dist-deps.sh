#!/usr/bin/env bash
# Installs the Debian packages `make dist` / `make dist-check` need, only those missing.
# Why the xcb list: PyInstaller copies the build machine's X/xcb libraries into the bundle, so they
# must all be installed here or players get "Could not load the Qt platform plugin xcb"
# (see ../shared/design/platform.md). The tools: objdump (PyInstaller), patchelf (RUNPATH clean-up),
# dpkg-deb + lintian (.deb), desktop-file-validate, makensis (Windows installer script), Xvfb +
# xdotool (the frozen game opens a real window).
set -euo pipefail
pkgs=(
  libegl1 libgl1 libx11-6 libx11-xcb1 libdbus-1-3 libfontconfig1 libfreetype6 libglib2.0-0
  libxkbcommon0 libxkbcommon-x11-0 libxcb1 libxcb-cursor0 libxcb-glx0 libxcb-icccm4 libxcb-image0
  libxcb-keysyms1 libxcb-randr0 libxcb-render0 libxcb-render-util0 libxcb-shape0 libxcb-shm0
  libxcb-sync1 libxcb-util1 libxcb-xfixes0 libxcb-xkb1
  binutils patchelf lintian desktop-file-utils nsis xvfb xauth xdotool
)
command -v dpkg-query >/dev/null 2>&1 || { echo "Not a Debian-like system: install the equivalents of: ${pkgs[*]}" >&2; exit 0; }
missing=()
for p in "${pkgs[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0
echo "Installing packaging tools and libraries: ${missing[*]}"
if [ "$(id -u)" = 0 ]; then sudo=""; elif command -v sudo >/dev/null; then sudo="sudo"; else
  echo "Please install: ${missing[*]} (as root: apt-get install ${missing[*]})" >&2; exit 1
fi
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get -o DPkg::Lock::Timeout=300 update -qq
$sudo apt-get -o DPkg::Lock::Timeout=300 install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
