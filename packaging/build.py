#!/usr/bin/env python3
"""Build the installers of Joraku Desktop for the platform this runs on: the one command per platform.

    Linux:   make dist                      (or: .venv/bin/python packaging/build.py)
    Windows: py packaging\\build.py          (NSIS's makensis on PATH for JorakuSetup.exe)
    macOS:   python3 packaging/build.py     (Joraku.app and the .dmg, with hdiutil)

Why one driver script: the three platforms share the icon drawing, the PyInstaller recipe
(``packaging/joraku.spec``) and the name/version (``packaging/meta.py``, from ``pyproject.toml``);
only the last step (tarball + ``.deb``, NSIS, ``.dmg``) differs. It installs PyInstaller and the
game's dependencies into the running interpreter when they are missing, so a fresh clone needs no
other step. Outputs go to ``dist/``, intermediate files to ``build/``.
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
import importlib.util
import os
import platform
import shutil
import subprocess
import sys
import sysconfig
import tarfile
import time
import tomllib
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))
import meta as meta_mod  # noqa: E402

BUILD = ROOT / "build"
DIST = ROOT / "dist"
ICONS = BUILD / "icons"
FROZEN = BUILD / "pyinstaller" / "dist"  # PyInstaller's own output, copied into the artefacts


def log(msg: str) -> None:
    print(f"[dist] {msg}", flush=True)


def run(cmd: list[str], **kw: object) -> None:
    log("$ " + " ".join(str(c) for c in cmd))
    subprocess.run([str(c) for c in cmd], check=True, **kw)  # type: ignore[call-overload]


# ---------------------------------------------------------------------------------------- set-up
def ensure_python_tools() -> None:
    """Install PyInstaller (pinned in requirements-build.txt) and the game's dependencies if missing."""
    with (ROOT / "pyproject.toml").open("rb") as fh:
        deps = list(tomllib.load(fh)["project"]["dependencies"])
    wanted = {"PyInstaller": "-r", "PySide6": None, "pydantic": None, "platformdirs": None}
    missing = [m for m in wanted if importlib.util.find_spec(m) is None]
    if not missing:
        return
    log(f"installing build tools into {sys.executable}: missing {', '.join(missing)}")
    run([sys.executable, "-m", "pip", "install", "--quiet", "-r", HERE / "requirements-build.txt", *deps])


def make_icons() -> None:
    run([sys.executable, ROOT / "scripts" / "make_icons.py", "--out", ICONS])


def _pyside_tool(name: str) -> str:
    """A PySide6 command (``pyside6-lrelease`` ...) of the Python running this build."""
    exe = f"pyside6-{name}" + (".exe" if sys.platform == "win32" else "")
    beside = Path(sysconfig.get_path("scripts")) / exe
    found = str(beside) if beside.is_file() else shutil.which(exe)
    if not found:
        raise SystemExit(f"{exe} not found: install PySide6-Essentials into {sys.executable}")
    return found


def compile_translations() -> int:
    """The game's ``.qm`` files from ``resources/i18n/*.ts`` (what ``make qm`` does; Windows and
    macOS build without make). The bundle ships them: a missing one is an English-only game."""
    lrelease = _pyside_tool("lrelease")
    sources = sorted((ROOT / "resources" / "i18n").glob("joraku_*.ts"))
    for ts in sources:
        subprocess.run([lrelease, "-silent", str(ts), "-qm", str(ts.with_suffix(".qm"))], check=True)
    return len(sources)


def check_rules_data() -> None:
    """``resources/rules.json`` validates with pydantic and its digest is recorded: the frozen
    game reads those bytes without pydantic (``model/rules_data.py``)."""
    path = os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")]))
    env = dict(os.environ, PYTHONPATH=path)
    run([sys.executable, ROOT / "scripts" / "stamp_rules.py", "--check"], env=env)


def freeze() -> float:
    """Run the PyInstaller recipe; returns its wall time in seconds."""
    t0 = time.monotonic()
    env = dict(os.environ, JORAKU_ICON_DIR=str(ICONS))
    run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
         "--distpath", FROZEN, "--workpath", BUILD / "pyinstaller" / "work", HERE / "joraku.spec"], env=env)
    return time.monotonic() - t0


def elf_files(folder: Path) -> list[Path]:
    """Every ELF file (program, shared library, extension module) under ``folder``."""
    out = []
    for p in sorted(folder.rglob("*")):
        if p.is_file() and not p.is_symlink():
            with p.open("rb") as fh:
                if fh.read(4) == b"\x7fELF":
                    out.append(p)
    return out


def runpath(path: Path) -> list[str]:
    """RUNPATH/RPATH entries of an ELF file."""
    text = subprocess.run(["objdump", "-p", str(path)], capture_output=True, text=True, check=False).stdout
    for line in text.splitlines():
        parts = line.split()
        if len(parts) == 2 and parts[0] in ("RUNPATH", "RPATH"):
            return parts[1].split(":")
    return []


def sanitize_runpaths(folder: Path) -> int:
    """Drop library search paths that point at the build machine (e.g. pyenv's lib folder).

    Why: the interpreter's extension modules carry the build host's absolute RUNPATH; on a
    player's machine that path means nothing at best and loads a foreign library at worst.
    Only ``$ORIGIN``-relative entries (Qt's own) are kept. Returns the number of files fixed.
    """
    patchelf = shutil.which("patchelf")
    fixed = 0
    for f in elf_files(folder):
        entries = runpath(f)
        keep = [e for e in entries if e.startswith("$ORIGIN")]
        if keep == entries:
            continue
        if not patchelf:
            log("patchelf not found: build-host RUNPATHs left in the bundle (apt-get install patchelf)")
            return fixed
        cmd = [patchelf, "--set-rpath", ":".join(keep), f] if keep else [patchelf, "--remove-rpath", f]
        subprocess.run([str(c) for c in cmd], check=True)
        fixed += 1
    return fixed


# ------------------------------------------------------------------------------ ICU data (Linux)
#: the ICU data the bundle keeps: collation (Qt's QCollator, locale-aware sorting) for the root
#: locale and for the game's languages; every other item of Qt's 32 MB ICU data is dropped.
#: Measured: the whole test suite's windows, dialogs and languages, and the file dialog, open no
#: ICU data at all (packaging/README.md), so what is kept is a margin, not a need.
ICU_ALWAYS = ("coll/root.res", "coll/ucadata.icu")


def game_languages() -> list[str]:
    """The game's languages: English, and one per translation source (resources/i18n/joraku_<code>.ts)."""
    sources = (ROOT / "resources" / "i18n").glob("joraku_*.ts")
    return ["en", *sorted(p.stem.removeprefix("joraku_") for p in sources)]


def _elf_symbol(path: Path, name: str) -> tuple[int, int]:
    """(file offset, size) of the data symbol ``name`` in the ELF file ``path`` (readelf)."""
    syms = subprocess.run(["readelf", "-Ws", "--dyn-syms", str(path)], capture_output=True, text=True,
                          check=True).stdout
    found = [ln.split() for ln in syms.splitlines() if ln.split()[-1:] == [name] and " UND " not in ln]
    if not found:
        raise SystemExit(f"{path}: no symbol {name}")
    value, size, section = int(found[0][1], 16), int(found[0][2], 0), int(found[0][6])
    sections = subprocess.run(["readelf", "-SW", str(path)], capture_output=True, text=True,
                              check=True).stdout
    for line in sections.splitlines():
        parts = line.replace("[ ", "[").split()
        if parts and parts[0] == f"[{section}]":
            address, offset = int(parts[3], 16), int(parts[4], 16)
            return value - address + offset, size
    raise SystemExit(f"{path}: no section {section}")


def trim_icu_data(folder: Path) -> tuple[int, int] | None:
    """Replace Qt's ICU data library with one holding only :data:`ICU_ALWAYS` and the game's
    languages' collation. Returns (bytes before, bytes after), or None if there is none.

    Qt's libicudata is one 32 MB symbol (``icudt<NN>_dat``): ICU's whole common data, every
    locale's names, currencies, units, time zones, dictionaries. icupkg (Debian's icu-devtools)
    writes the kept items as a new package; binutils' as and ld wrap it in a shared library with
    the same name and symbol. What ICU is asked for and lacks it reports as missing, and Qt falls
    back (QCollator compares code points), so a missing item degrades, never crashes.
    """
    libs = sorted(p for p in folder.rglob("libicudata.so.*") if p.is_file() and not p.is_symlink())
    if not libs:
        return None
    lib = libs[0]
    version = lib.name.removeprefix("libicudata.so.").split(".")[0]
    symbol = f"icudt{version}_dat"
    work = BUILD / "icu"
    shutil.rmtree(work, ignore_errors=True)
    work.mkdir(parents=True)
    offset, size = _elf_symbol(lib, symbol)
    with lib.open("rb") as fh:
        fh.seek(offset)
        full = work / f"icudt{version}l.dat"
        full.write_bytes(fh.read(size))
    listing = subprocess.run(["icupkg", "-l", str(full)], capture_output=True, text=True, check=True).stdout
    items = [ln.strip() for ln in listing.splitlines() if ln.strip()]
    prefix = f"icudt{version}l/"
    languages = tuple(code.split("_")[0] for code in game_languages())
    keep = {i for i in items if i.removeprefix(prefix) in ICU_ALWAYS
            or any(i.removeprefix(prefix).startswith(f"coll/{lang}") for lang in languages)}
    drop = work / "drop.txt"
    drop.write_text("\n".join(i for i in items if i not in keep) + "\n", encoding="utf-8")
    subset = work / "subset.dat"
    run(["icupkg", "-r", drop, full, subset], stdout=subprocess.DEVNULL)
    asm = work / "icudata.s"
    asm.write_text(f"""    .section .rodata
    .globl {symbol}
    .type {symbol}, @object
    .balign 16
{symbol}:
    .incbin "{subset}"
    .size {symbol}, .-{symbol}
    .section .note.GNU-stack,"",@progbits
""", encoding="utf-8")
    run(["as", "-o", work / "icudata.o", asm])
    before = lib.stat().st_size
    run(["ld", "-shared", "-s", "-soname", lib.name, "-o", lib, work / "icudata.o"])  # -s: lintian wants it
    kept = ", ".join(sorted(k.removeprefix(prefix) for k in keep))
    log(f"ICU data: kept {len(keep)} of {len(items)} items ({kept})")
    return before, lib.stat().st_size


def tree_size(path: Path) -> int:
    """Bytes of the regular files under ``path`` (symlinks counted once, as links)."""
    return sum(p.lstat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


# ---------------------------------------------------------------------------------------- Linux
def desktop_entry(meta: meta_mod.AppMeta, exec_path: str) -> str:
    """The freedesktop menu entry; ``exec_path`` is ``joraku`` (.deb, on PATH) or an absolute path."""
    quoted = f'"{exec_path}"' if " " in exec_path else exec_path
    return (
        "[Desktop Entry]\n"
        "Type=Application\n"
        f"Name={meta.display_name}\n"
        f"GenericName=Board game\n"
        f"Comment={meta.summary}\n"
        f"Exec={quoted}\n"
        f"Icon={meta.exe_name}\n"
        "Terminal=false\n"
        "Categories=Game;BoardGame;StrategyGame;\n"
        "Keywords=joraku;sengoku;samurai;trick-taking;area control;\n"
        f"StartupWMClass={meta.exe_name}\n"
    )


def _arch() -> tuple[str, str]:
    machine = platform.machine().lower()
    deb = {"x86_64": "amd64", "amd64": "amd64", "aarch64": "arm64", "arm64": "arm64"}.get(machine, machine)
    return machine, deb


def _tar_filter(info: tarfile.TarInfo) -> tarfile.TarInfo:
    """Reproducible tarball: no build user, no build-time dates beyond the file's own mtime."""
    info.uid = info.gid = 0
    info.uname = info.gname = ""
    return info


INSTALL_SH = """#!/bin/sh
# Adds Joraku to your desktop menu (for you only). Run it once from the unpacked folder:
#     ./install-desktop-entry.sh            (./install-desktop-entry.sh --remove to take it out)
# The game itself needs no installing: double-click `joraku` or run ./joraku.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
apps="${XDG_DATA_HOME:-$HOME/.local/share}/applications"
icons="${XDG_DATA_HOME:-$HOME/.local/share}/icons/hicolor"
entry="$apps/@BUNDLE_ID@.desktop"
if [ "${1:-}" = "--remove" ]; then
    rm -f "$entry"
    find "$icons" -name '@EXE@.png' -path '*/apps/*' -delete 2>/dev/null || true
    echo "Removed $entry"; exit 0
fi
mkdir -p "$apps" "$icons"
cp -R "$here/icons/hicolor/." "$icons/"
sed "s|^Exec=.*|Exec=\\"$here/@EXE@\\"|" "$here/@EXE@.desktop" > "$entry"
chmod 644 "$entry"
command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database -q "$apps" || true
echo "Joraku is now in your desktop menu ($entry)."
"""

README_TXT = """@LONG@ @VERSION@ for Linux (x86-64)

Start the game: double-click `@EXE@` in this folder, or run ./@EXE@ in a terminal.
Add it to your desktop menu: run ./install-desktop-entry.sh once (./install-desktop-entry.sh --remove
takes it out again). Nothing else is needed: Python and Qt are inside this folder.

Your settings and saved games are kept in your own folders (~/.config/JorakuDesktop and
~/.local/share/JorakuDesktop), never here, so you can replace this folder by a newer version at any time.
Needs a 64-bit Linux with glibc 2.36 or newer (Debian 12, Ubuntu 23.04, Fedora 37 or later) and an
X11 or Wayland (XWayland) desktop with OpenGL libraries (libGL/libEGL), as every desktop has.
"""


def _fill(text: str, meta: meta_mod.AppMeta) -> str:
    return (text.replace("@EXE@", meta.exe_name).replace("@BUNDLE_ID@", meta.bundle_id)
            .replace("@LONG@", meta.long_name).replace("@VERSION@", meta.version))


def build_tarball(meta: meta_mod.AppMeta, arch: str) -> Path:
    """``dist/joraku-<v>-linux-<arch>.tar.gz``: the one-folder build, menu entry, icons, readme."""
    stage = BUILD / "linux" / meta.folder_name
    shutil.rmtree(stage, ignore_errors=True)
    shutil.copytree(FROZEN / meta.exe_name, stage, symlinks=True)
    (stage / f"{meta.exe_name}.desktop").write_text(desktop_entry(meta, meta.exe_name), encoding="utf-8")
    shutil.copy2(ICONS / f"{meta.exe_name}.png", stage / f"{meta.exe_name}.png")
    shutil.copytree(ICONS / "hicolor", stage / "icons" / "hicolor")
    script = stage / "install-desktop-entry.sh"
    script.write_text(_fill(INSTALL_SH, meta), encoding="utf-8")
    script.chmod(0o755)
    (stage / "README.txt").write_text(_fill(README_TXT, meta), encoding="utf-8")
    out = DIST / meta.tarball_name(arch)
    with tarfile.open(out, "w:gz", compresslevel=6) as tar:
        tar.add(stage, arcname=meta.folder_name, filter=_tar_filter)
    return out


COPYRIGHT = """Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: @LONG@
Comment: The game bundles its own Python interpreter, Qt 6 (PySide6, LGPL-3.0), pydantic (MIT),
 platformdirs (MIT), websockets (BSD-3-Clause), OpenSSL (Apache-2.0, through Python's ssl module)
 and fonts derived from Noto CJK (SIL Open Font License 1.1); their licence
 texts are in /usr/lib/@EXE@/_internal.

Files: *
Copyright: @YEAR@ @PUBLISHER@
License: proprietary
 All rights reserved.
"""

MANPAGE = """.TH @UPPER@ 6 "" "@LONG@ @VERSION@" "Games"
.SH NAME
@EXE@ \\- @SUMMARY@
.SH SYNOPSIS
.B @EXE@
[\\fB\\-\\-new\\fR] [\\fB\\-\\-seed\\fR \\fIN\\fR] [\\fB\\-\\-smoke\\-test\\fR]
.SH DESCRIPTION
Opens the game window of @LONG@: play against computer opponents or hot-seat with friends.
.TP
.B \\-\\-new
start a new game without offering to resume the autosave
.TP
.BI \\-\\-seed " N"
seed of the game to start
.TP
.B \\-\\-smoke\\-test
open the window, play an all-computer game at instant speed and exit (0 on success)
.SH FILES
Settings in ~/.config/JorakuDesktop, saved games in ~/.local/share/JorakuDesktop/saves.
"""

#: Debian packages of the libraries Qt's xcb platform needs at run time (platform.md). The bundle
#: carries copies of most of them; naming them makes the system's copies present as well and
#: documents the requirement. libgl1/libegl1 (never bundled: they must match the host's drivers),
#: libc6, libstdc++6 and libgcc-s1 come from the system only.
DEB_DEPENDS = (
    "libc6 (>= 2.36)", "libstdc++6", "libgcc-s1", "libgl1", "libegl1", "libfontconfig1", "libfreetype6",
    "libdbus-1-3", "libglib2.0-0", "libx11-6", "libx11-xcb1", "libxkbcommon0", "libxkbcommon-x11-0",
    "libxcb1", "libxcb-cursor0", "libxcb-glx0", "libxcb-icccm4", "libxcb-image0", "libxcb-keysyms1",
    "libxcb-randr0", "libxcb-render0", "libxcb-render-util0", "libxcb-shape0", "libxcb-shm0",
    "libxcb-sync1", "libxcb-util1", "libxcb-xfixes0", "libxcb-xkb1",
)


def build_deb(meta: meta_mod.AppMeta, deb_arch: str) -> Path:
    """``dist/joraku_<v>-1_<arch>.deb``: bundle in /usr/lib/joraku, command, menu entry, icons."""
    root = BUILD / "deb" / "root"
    shutil.rmtree(root.parent, ignore_errors=True)
    name = meta.exe_name
    lib = root / "usr" / "lib" / name
    shutil.copytree(FROZEN / name, lib, symlinks=True)
    (root / "usr" / "games").mkdir(parents=True)  # Debian policy 11.11: games' commands live here
    (root / "usr" / "games" / name).symlink_to(f"../lib/{name}/{name}")
    apps = root / "usr" / "share" / "applications"
    apps.mkdir(parents=True)
    entry = desktop_entry(meta, f"/usr/games/{name}")
    (apps / f"{meta.bundle_id}.desktop").write_text(entry, encoding="utf-8")
    shutil.copytree(ICONS / "hicolor", root / "usr" / "share" / "icons" / "hicolor")
    doc = root / "usr" / "share" / "doc" / name
    doc.mkdir(parents=True)
    copyright_text = _fill(COPYRIGHT, meta).replace("@PUBLISHER@", meta.publisher)
    (doc / "copyright").write_text(copyright_text.replace("@YEAR@", time.strftime("%Y")), encoding="utf-8")
    changelog = (f"{name} ({meta.deb_version}) unstable; urgency=medium\n\n"
                 f"  * Release {meta.version}.\n\n -- {meta.maintainer}  Thu, 01 Jan 2026 00:00:00 +0000\n")
    (doc / "changelog.Debian.gz").write_bytes(gzip.compress(changelog.encode(), 9, mtime=0))
    man = root / "usr" / "share" / "man" / "man6"
    man.mkdir(parents=True)
    page = _fill(MANPAGE, meta).replace("@UPPER@", name.upper()).replace("@SUMMARY@", meta.summary.lower())
    (man / f"{name}.6.gz").write_bytes(gzip.compress(page.encode(), 9, mtime=0))
    overrides = root / "usr" / "share" / "lintian" / "overrides"
    overrides.mkdir(parents=True)
    shutil.copy2(HERE / "linux" / "lintian-overrides", overrides / name)
    main_exe = lib / name
    for p in root.rglob("*"):  # Debian policy modes: 755 for folders and the program, 644 for the rest
        if not p.is_symlink():
            p.chmod(0o755 if p.is_dir() or p == main_exe else 0o644)
    installed_kib = (tree_size(root) + 1023) // 1024
    control = root / "DEBIAN" / "control"
    control.parent.mkdir()
    files = [p for p in sorted(root.rglob("*"))
             if p.is_file() and not p.is_symlink() and "DEBIAN" not in p.parts]
    sums = [f"{hashlib.md5(p.read_bytes()).hexdigest()}  {p.relative_to(root)}" for p in files]
    (control.parent / "md5sums").write_text("\n".join(sums) + "\n", encoding="utf-8")
    control.write_text(
        f"Package: {name}\n"
        f"Version: {meta.deb_version}\n"
        f"Architecture: {deb_arch}\n"
        f"Maintainer: {meta.maintainer}\n"
        f"Installed-Size: {installed_kib}\n"
        f"Depends: {', '.join(DEB_DEPENDS)}\n"
        "Section: games\n"
        "Priority: optional\n"
        f"Description: {meta.summary.lower()}\n"
        f" {meta.long_name} is the digital edition of the board game Joraku (2-4 players):\n"
        " lead your clan to Kyoto through trick-taking battles and area control.\n"
        " Play solo against computer opponents, or hot-seat with friends on one machine.\n",
        encoding="utf-8",
    )
    out = DIST / meta.deb_name(deb_arch)
    # xz: 33.6 MB instead of 46 MB with gzip, for ~30 s more build time (measured).
    run(["dpkg-deb", "--root-owner-group", "-Zxz", "-z6", "--build", root, out], stdout=subprocess.DEVNULL)
    return out


# ------------------------------------------------------------------------------ Windows / macOS
def nsis_defines(meta: meta_mod.AppMeta, payload: Path, outfile: Path, icon: Path) -> list[str]:
    """The ``-D`` switches that feed packaging/windows/joraku.nsi from meta (no duplicated names).

    ``-`` rather than ``/``: makensis accepts ``-`` on every platform, ``/`` only on Windows.
    """
    return [
        f"-DVERSION={meta.version}", f"-DWIN_VERSION={meta.windows_version}",
        f"-DAPP_NAME={meta.long_name}", f"-DEXE_NAME={meta.exe_name}.exe",
        f"-DPUBLISHER={meta.publisher}", f"-DPAYLOAD_DIR={payload}", f"-DOUTFILE={outfile}",
        f"-DICON={icon}",
    ]


def _makensis() -> str | None:
    """NSIS's compiler: on PATH, or where its Windows installer (and Chocolatey) puts it."""
    found = shutil.which("makensis")
    if found or sys.platform != "win32":
        return found
    for base in (os.environ.get("PROGRAMFILES(X86)"), os.environ.get("PROGRAMFILES")):
        candidate = Path(base or "") / "NSIS" / "makensis.exe"
        if base and candidate.is_file():
            return str(candidate)
    return None


def build_windows(meta: meta_mod.AppMeta) -> Path | None:
    makensis = _makensis()
    if not makensis:
        log("makensis not found: install NSIS (winget install NSIS.NSIS) for JorakuSetup.exe")
        return None
    out = DIST / "JorakuSetup.exe"
    run([makensis, "-V2", *nsis_defines(meta, FROZEN / meta.exe_name, out, ICONS / "joraku.ico"),
         HERE / "windows" / "joraku.nsi"])
    return out


def build_macos(meta: meta_mod.AppMeta) -> Path:
    app = DIST / f"{meta.display_name}.app"
    shutil.rmtree(app, ignore_errors=True)
    shutil.copytree(FROZEN / f"{meta.display_name}.app", app, symlinks=True)
    run(["plutil", "-lint", app / "Contents" / "Info.plist"])
    out = DIST / f"{meta.display_name}-{meta.version}.dmg"
    out.unlink(missing_ok=True)
    stage = BUILD / "dmg"
    shutil.rmtree(stage, ignore_errors=True)
    stage.mkdir(parents=True)
    shutil.copytree(app, stage / app.name, symlinks=True)
    (stage / "Applications").symlink_to("/Applications")  # drag-to-install target
    run(["hdiutil", "create", "-volname", f"{meta.display_name} {meta.version}", "-srcfolder", stage,
         "-fs", "HFS+", "-format", "UDZO", "-ov", out])
    return out


# ------------------------------------------------------------------------------------------ main
def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description="Build Joraku Desktop's installers for this platform.")
    ap.add_argument("--no-install", action="store_true", help="do not pip-install missing build tools")
    ap.add_argument("--skip-freeze", action="store_true", help="reuse build/pyinstaller (packaging only)")
    args = ap.parse_args(argv)
    meta = meta_mod.load()
    t0 = time.monotonic()
    if not args.no_install:
        ensure_python_tools()
    DIST.mkdir(exist_ok=True)
    check_rules_data()
    log(f"compiled {compile_translations()} translations (.qm)")
    make_icons()
    freeze_s = 0.0 if args.skip_freeze else freeze()
    outputs: list[Path] = []
    if sys.platform.startswith("linux"):
        log(f"removed build-host RUNPATHs from {sanitize_runpaths(FROZEN / meta.exe_name)} files")
        trimmed = trim_icu_data(FROZEN / meta.exe_name)
        if trimmed:
            log(f"ICU data library: {trimmed[0] / 1e6:.1f} MB -> {trimmed[1] / 1e6:.1f} MB")
        arch, deb_arch = _arch()
        outputs.append(build_tarball(meta, arch))
        if shutil.which("dpkg-deb"):
            outputs.append(build_deb(meta, deb_arch))
        else:
            log("dpkg-deb not found: no .deb (Debian/Ubuntu build machines have it)")
    elif sys.platform == "win32":
        outputs += [p for p in [build_windows(meta)] if p]
    elif sys.platform == "darwin":
        outputs.append(build_macos(meta))
    folder = FROZEN / (f"{meta.display_name}.app" if sys.platform == "darwin" else meta.exe_name)
    log(f"{meta.long_name} {meta.version}: frozen in {freeze_s:.1f} s, total {time.monotonic() - t0:.1f} s")
    log(f"bundle {folder}: {tree_size(folder) / 1e6:.1f} MB unpacked")
    for out in outputs:
        log(f"{out.relative_to(ROOT)}: {out.stat().st_size / 1e6:.1f} MB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
