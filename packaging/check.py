#!/usr/bin/env python3
"""Prove the installers that ``make dist`` built: what CI runs after the test suite (``make dist-check``).

Each check works on the real artefacts in ``dist/`` (the tarball is unpacked into a fresh folder,
the ``.deb`` is read or installed), not on the build tree, so what is proven is what players get:

  version   one version everywhere: pyproject.toml, joraku_desktop.__version__, file names, .deb
  icons     the generated .png/.ico/.icns open with the expected sizes
  desktop   the tarball's and the .deb's .desktop files pass desktop-file-validate
  lintian   the .deb passes lintian (errors and warnings fail; packaging/linux/lintian-overrides)
  deb       the .deb names the Qt runtime libraries and carries the menu entry, icons and command
  bundle    size target, no build-machine library paths, and host libraries limited to a short list
            that every Linux desktop has (so the bundle carries the full xcb list)
  smoke     the frozen `joraku --smoke-test` from the unpacked tarball exits 0 and writes nothing
  net-smoke the same at a table over the network: a frozen host and two frozen joiners on 127.0.0.1
            next to the executable
  second-start  one game per profile: a second start of the frozen game reaches the first and exits
            0, the first logs no missing module; two starts at once leave one running
  x11       the frozen game opens its window on a real X server (Xvfb, xcb plugin): time to the
            first window; it writes nothing next to the executable (only under the player's home)
  install   (root only) apt installs the .deb, the menu entry is registered, the installed game
            passes the smoke test, and purging removes it again
  nsis      packaging/windows/joraku.nsi compiles with makensis around a stand-in payload
  plist     the macOS Info.plist is valid and in step with the version

Usage: ``.venv/bin/python packaging/check.py [CHECK ...]`` (default: all). Exit status 0 when every
check passed or was skipped for a stated reason, 1 otherwise.
"""

from __future__ import annotations

import argparse
import os
import plistlib
import re
import shutil
import signal
import socket
import statistics
import subprocess
import sys
import tarfile
import time
from collections.abc import Callable
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))
import meta as meta_mod  # noqa: E402

import build  # noqa: E402

META = meta_mod.load()
DIST = ROOT / "dist"
WORK = ROOT / "build" / "check"
SIZE_LIMIT_MB = 100.0
#: Qt's ICU data library once build.py has kept only the collation data (32 MB as shipped by Qt)
ICU_DATA_LIMIT_MB = 4.0
#: Libraries the frozen bundle takes from the host: the C library family, the compiler runtime,
#: zlib (PyInstaller's boot loader), the OpenGL dispatch libraries (must match the host's drivers)
#: and libxcb with its two helpers (shared with the host's GL drivers). Every Linux desktop has them.
HOST_LIBS = re.compile(
    r"^(linux-vdso|ld-linux[-\w]*|libc|libm|libdl|libpthread|librt|libutil|libresolv|libgcc_s|libstdc\+\+"
    r"|libz|libEGL|libGL|libGLX|libGLdispatch|libOpenGL|libxcb|libXau|libXdmcp|libbsd|libmd)\.so[.\d]*$"
)
#: Debian packages the .deb must depend on (the Qt xcb runtime, see platform.md).
REQUIRED_DEPENDS = (
    "libgl1", "libegl1", "libxcb-cursor0", "libxkbcommon-x11-0", "libfontconfig1", "libdbus-1-3", "libxcb1",
)


class Skip(Exception):  # noqa: N818 (a check's outcome, not an error)
    """A check that cannot run here, with the reason printed instead of a pass."""


def sh(cmd: list[str | Path], **kw: object) -> subprocess.CompletedProcess[str]:
    return subprocess.run([str(c) for c in cmd], capture_output=True, text=True, **kw)  # type: ignore[call-overload]


def need(tool: str) -> str:
    path = shutil.which(tool)
    if not path:
        raise Skip(f"{tool} is not installed (make dist-deps installs it)")
    return path


def tarball() -> Path:
    arch, _ = build._arch()
    path = DIST / META.tarball_name(arch)
    if not path.exists():
        raise AssertionError(f"{path} is missing: run `make dist` first")
    return path


def deb() -> Path:
    _, deb_arch = build._arch()
    path = DIST / META.deb_name(deb_arch)
    if not path.exists():
        raise AssertionError(f"{path} is missing: run `make dist` first")
    return path


_unpacked: Path | None = None


def unpacked() -> Path:
    """The tarball unpacked once into a fresh folder, as a player would."""
    global _unpacked
    if _unpacked is None:
        target = WORK / "unpacked"
        shutil.rmtree(target, ignore_errors=True)
        target.mkdir(parents=True)
        with tarfile.open(tarball()) as tar:
            tar.extractall(target, filter="tar")
        _unpacked = target / META.folder_name
    return _unpacked


def user_env(home: Path, offscreen: bool = True) -> dict[str, str]:
    """Environment of a player with an empty home folder (user folders resolved by platformdirs)."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("JORAKU_", "XDG_", "QT_"))}
    env.update(HOME=str(home), LANG="C.UTF-8")
    if offscreen:
        env["QT_QPA_PLATFORM"] = "offscreen"
    return env


def app_has_smoke_test() -> bool:
    app = ROOT / "joraku_desktop" / "app.py"
    return app.exists() and "--smoke-test" in app.read_text(encoding="utf-8")


def listing(folder: Path) -> set[str]:
    return {str(p.relative_to(folder)) for p in folder.rglob("*")}


# -------------------------------------------------------------------------------------- checks
def check_version() -> str:
    sys.path.insert(0, str(ROOT))
    import joraku_desktop

    assert joraku_desktop.__version__ == META.version, (
        f"joraku_desktop.__version__ {joraku_desktop.__version__} != pyproject.toml {META.version}")
    fields = sh(["dpkg-deb", "-f", deb(), "Package", "Version"]).stdout
    assert f"Version: {META.deb_version}" in fields, fields
    assert tarball().name.startswith(f"joraku-{META.version}-"), tarball().name
    return f"{META.version} in pyproject.toml, the package, the tarball and the .deb ({META.deb_version})"


def check_icons() -> str:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication, QImageReader

    _app = QGuiApplication.instance() or QGuiApplication([])
    icons = ROOT / "build" / "icons"
    found = {}
    for name, expected in (("joraku.ico", 9), ("joraku.icns", 10)):
        reader = QImageReader(str(icons / name))
        assert reader.imageCount() == expected, f"{name}: {reader.imageCount()} images, expected {expected}"
        sizes = []
        for i in range(reader.imageCount()):
            reader.jumpToImage(i)
            img = reader.read()
            assert not img.isNull() and img.width() == img.height(), f"{name} image {i} unreadable"
            sizes.append(img.width())
        found[name] = sizes
    for s in (16, 32, 48, 128, 256, 512):
        png = icons / "hicolor" / f"{s}x{s}" / "apps" / "joraku.png"
        assert QImageReader(str(png)).size().width() == s, png
    return f"ico {found['joraku.ico']}, icns {found['joraku.icns']}, hicolor 16-512"


def check_desktop() -> str:
    tool = need("desktop-file-validate")
    d = WORK / "desktop"
    shutil.rmtree(d, ignore_errors=True)
    d.mkdir(parents=True)
    files = [unpacked() / f"{META.exe_name}.desktop"]
    sh(["dpkg-deb", "-x", deb(), d / "deb"], check=True)
    files.append(d / "deb" / "usr" / "share" / "applications" / f"{META.bundle_id}.desktop")
    home = d / "home"  # the tarball's own installer of the menu entry, for a player with an empty home
    home.mkdir()
    script = unpacked() / "install-desktop-entry.sh"
    r = sh([script], env=user_env(home))
    assert r.returncode == 0, r.stdout + r.stderr
    installed = home / ".local" / "share" / "applications" / f"{META.bundle_id}.desktop"
    files.append(installed)
    for f in files:
        r = sh([tool, f])
        assert r.returncode == 0 and not r.stdout.strip(), f"{f.name}: {r.stdout}{r.stderr}"
    exec_line = f'Exec="{unpacked() / META.exe_name}"'
    assert exec_line in installed.read_text(encoding="utf-8"), f"{installed} does not run {exec_line}"
    assert (home / ".local/share/icons/hicolor/256x256/apps/joraku.png").exists(), "icon not installed"
    r = sh([script, "--remove"], env=user_env(home))
    assert r.returncode == 0 and not installed.exists(), r.stdout + r.stderr
    return "tarball and .deb menu entries valid; install-desktop-entry.sh adds and removes the entry"


def check_lintian() -> str:
    tool = need("lintian")
    r = sh([tool, "--fail-on", "error,warning", deb()])
    out = "\n".join(ln for ln in (r.stdout + r.stderr).splitlines() if "root privileges" not in ln).strip()
    assert r.returncode == 0, out
    return "no errors or warnings" + (f" ({len(out.splitlines())} info lines)" if out else "")


def check_deb() -> str:
    depends = sh(["dpkg-deb", "-f", deb(), "Depends"], check=True).stdout
    missing = [p for p in REQUIRED_DEPENDS if not re.search(rf"(^|[ ,]){re.escape(p)}([ ,(]|$)", depends)]
    assert not missing, f"Depends lacks {missing}: {depends}"
    names = sh(["dpkg-deb", "-c", deb()], check=True).stdout
    for path in (f"./usr/games/{META.exe_name}", f"./usr/share/applications/{META.bundle_id}.desktop",
                 "./usr/share/icons/hicolor/48x48/apps/joraku.png",
                 f"./usr/lib/{META.exe_name}/{META.exe_name}",
                 f"./usr/share/man/man6/{META.exe_name}.6.gz", f"./usr/share/doc/{META.exe_name}/copyright"):
        assert path in names, f"{path} is not in the .deb"
    count = len(depends.split(","))
    return f"Depends names {count} packages incl. the xcb list; menu entry, icons, /usr/games"


def check_bundle() -> str:
    folder = unpacked()
    size_mb = build.tree_size(folder) / 1e6
    assert size_mb <= SIZE_LIMIT_MB, f"unpacked {size_mb:.1f} MB > {SIZE_LIMIT_MB} MB"
    internal = folder / "_internal"
    lib_path = f"{internal}:{internal / 'PySide6' / 'Qt' / 'lib'}"
    host: set[str] = set()
    problems: list[str] = []
    elves = build.elf_files(folder)
    for f in elves:
        bad = [e for e in build.runpath(f) if not e.startswith("$ORIGIN")]
        if bad:
            problems.append(f"{f.relative_to(folder)} searches build-machine paths {bad}")
        out = sh(["ldd", f], env={"LD_LIBRARY_PATH": lib_path, "PATH": os.environ["PATH"]}).stdout
        for line in out.splitlines():
            parts = line.split()
            if "not found" in line:
                problems.append(f"{f.relative_to(folder)}: {line.strip()}")
            elif len(parts) >= 3 and parts[1] == "=>" and not parts[2].startswith(str(folder)):
                host.add(parts[0])
    extra = sorted(h for h in host if not HOST_LIBS.match(h))
    if extra:
        problems.append(f"libraries taken from the build host that a player may lack: {extra} "
                        "(install them on the build machine so the bundle carries them)")
    for icu in folder.rglob("libicudata.so.*"):
        if icu.is_file() and not icu.is_symlink() and icu.stat().st_size > ICU_DATA_LIMIT_MB * 1e6:
            problems.append(f"{icu.relative_to(folder)} is {icu.stat().st_size / 1e6:.1f} MB: the ICU data "
                            "was not trimmed (build.py trim_icu_data; icupkg is in icu-devtools)")
    sys.path.insert(0, str(ROOT))
    from joraku_desktop.languages import translated_codes

    for code in translated_codes():  # the player's language (resources/i18n/languages.txt)
        if not list(folder.rglob(f"resources/i18n/joraku_{code}.qm")):
            problems.append(f"the {code} translation (resources/i18n/joraku_{code}.qm) is not in the bundle")
        if not list(folder.rglob(f"qtbase_{code}.qm")):
            problems.append(f"Qt's own {code} texts (qtbase_{code}.qm) are not in the bundle")
    assert not problems, "\n".join(problems)
    packed_mb = tarball().stat().st_size / 1e6
    return (f"{size_mb:.1f} MB unpacked ({packed_mb:.1f} MB tar.gz), {len(elves)} ELF files, "
            f"host libraries: {', '.join(sorted(h.split('.so')[0] for h in host))}")


def _run_smoke(cmd: list[str | Path], home: Path, timeout: int = 300) -> tuple[str, float]:
    t0 = time.monotonic()
    r = sh(cmd, env=user_env(home), timeout=timeout, cwd=home)
    elapsed = time.monotonic() - t0
    assert r.returncode == 0, f"exit {r.returncode}\n{r.stdout[-2000:]}\n{r.stderr[-2000:]}"
    last = [ln for ln in r.stdout.splitlines() if ln.strip()][-1:] or ["(no output)"]
    return last[0], elapsed


def check_smoke() -> str:
    if not app_has_smoke_test():
        raise Skip("joraku_desktop/app.py has no --smoke-test option yet: the frozen smoke test cannot run")
    folder = unpacked()
    home = WORK / "home-smoke"
    shutil.rmtree(home, ignore_errors=True)
    home.mkdir(parents=True)
    before = listing(folder)
    line, elapsed = _run_smoke([folder / META.exe_name, "--smoke-test"], home)
    written = sorted(listing(folder) - before)
    assert not written, f"the frozen game wrote next to its executable: {written[:5]}"
    return f"{line!r} in {elapsed:.1f} s; nothing written to the install folder"


def check_net_smoke(timeout: int = 300) -> str:
    """The smoke contract at a table over the network with the frozen game: a host waiting for two
    friends and two joiners, three processes on 127.0.0.1, the same result line on all three
    (websockets, ssl and the network window code are in the bundle)."""
    folder = unpacked()
    exe = folder / META.exe_name
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    where = f"127.0.0.1:{port}"
    procs = []
    t0 = time.monotonic()
    code = ["--code", "SMK-T22"]  # a table admits only friends who have its code
    try:
        for i, args in enumerate((["--host", where, "--remote", "2", *code], ["--join", where, *code],
                                  ["--join", where, *code])):
            home = WORK / f"home-net-{i}"
            shutil.rmtree(home, ignore_errors=True)
            home.mkdir(parents=True)
            procs.append(subprocess.Popen([str(exe), "--smoke-test", *args], env=user_env(home), cwd=home,
                                          stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True))
            if i == 0:
                time.sleep(1.0)
        lines = []
        for proc in procs:
            out, err = proc.communicate(timeout=max(1.0, timeout - (time.monotonic() - t0)))
            assert proc.returncode == 0, f"exit {proc.returncode}\n{out[-2000:]}\n{err[-2000:]}"
            found = [ln for ln in out.splitlines() if ln.startswith("smoke test: game over")]
            assert found, out[-2000:]
            lines.append(found[0])
    finally:
        for proc in procs:
            if proc.poll() is None:
                proc.kill()
                proc.communicate(timeout=10)
    assert len(set(lines)) == 1, lines
    return f"{lines[0]!r} on the host and both friends in {time.monotonic() - t0:.1f} s"


def _game_log(home: Path) -> str:
    logs = sorted(home.rglob("joraku.log"))
    return logs[0].read_text(encoding="utf-8", errors="replace") if logs else ""


def _start_game(exe: Path, home: Path) -> subprocess.Popen[str]:
    env = user_env(home)
    env["XDG_RUNTIME_DIR"] = str(home / "run")  # a desktop session's own folder, as logind makes it
    return subprocess.Popen([str(exe), "--new"], env=env, cwd=home, text=True,
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)


def _fresh_home(name: str) -> Path:
    home = WORK / name
    shutil.rmtree(home, ignore_errors=True)
    (home / "run").mkdir(parents=True, mode=0o700)
    return home


def _end(procs: list[subprocess.Popen[str]]) -> str:
    """End the games still running; their standard error, all of it."""
    err = []
    for p in procs:
        if p.poll() is None:
            p.send_signal(signal.SIGTERM)
            try:
                p.wait(timeout=10)
            except subprocess.TimeoutExpired:
                p.kill()
        err.append(p.communicate(timeout=30)[1] or "")
    return "\n".join(err)


def check_second_start(timeout: float = 60.0) -> str:
    """One game per profile in the installed game: a second start of the frozen game reaches the
    first over its local channel (nothing the channel needs is missing from the bundle), which comes
    forward, and exits 0; the first plays on and logs no missing module. Then two starts at the
    same instant: exactly one keeps running."""
    exe = unpacked() / META.exe_name
    home = _fresh_home("home-second")
    first = _start_game(exe, home)
    procs = [first]
    try:
        end = time.monotonic() + timeout
        while "copy 1 of the game on this profile" not in _game_log(home):
            assert first.poll() is None and time.monotonic() < end, (
                f"the first copy did not start (exit {first.poll()}):\n{_game_log(home)[-2000:]}")
            time.sleep(0.1)
        t0 = time.monotonic()
        second = sh([exe, "--new"], env={**user_env(home), "XDG_RUNTIME_DIR": str(home / "run")},
                    cwd=home, timeout=timeout)
        took = time.monotonic() - t0
        assert second.returncode == 0 and "already open" in second.stderr, (
            f"the second start exited {second.returncode}:\n{second.stderr[-2000:]}\n"
            f"{_game_log(home)[-2000:]}")
        while "this window is brought forward" not in _game_log(home):
            assert time.monotonic() < end, f"the first copy was not asked:\n{_game_log(home)[-2000:]}"
            time.sleep(0.1)
        assert first.poll() is None, "the first copy did not play on"
    finally:
        err = _end(procs)
    log = _game_log(home)
    for text in (log, err, second.stderr):
        assert "ModuleNotFoundError" not in text and "No module named" not in text, text[-2000:]
    assert "copy 2" not in log and "cannot listen" not in log, log[-2000:]

    home = _fresh_home("home-second-at-once")
    both = [_start_game(exe, home), _start_game(exe, home)]
    try:
        end = time.monotonic() + timeout
        while all(p.poll() is None for p in both) and time.monotonic() < end:
            time.sleep(0.05)
        done = [p for p in both if p.poll() is not None]
        running = [p for p in both if p.poll() is None]
        assert len(done) == 1 and len(running) == 1, (
            f"{len(running)} copies running:\n{_game_log(home)[-2000:]}")
        exited_err = done[0].communicate(timeout=10)[1]
        assert done[0].returncode == 0 and "already open" in exited_err, exited_err[-2000:]
    finally:
        err = _end(both)
    log = _game_log(home)
    assert "copy 2" not in log and "ModuleNotFoundError" not in log + err, log[-2000:]
    return (f"the second start reached the first and exited 0 in {took:.1f} s; no module missing; "
            "two starts at once left one running")


def _wait_window(pid: int, display: str, deadline: float) -> bool:
    """True once process ``pid`` shows a visible top-level window on ``display`` (xdotool)."""
    env = dict(os.environ, DISPLAY=display)
    while time.monotonic() < deadline:
        r = sh(["xdotool", "search", "--onlyvisible", "--pid", str(pid)], env=env)
        if r.returncode == 0 and r.stdout.strip():
            return True
        time.sleep(0.02)
    return False


def check_x11(runs: int = 3) -> str:
    xvfb = need("Xvfb")
    need("xdotool")
    folder = unpacked()
    read_fd, write_fd = os.pipe()  # Xvfb picks a free display and writes its number here
    server = subprocess.Popen([xvfb, "-displayfd", str(write_fd), "-screen", "0", "1600x1000x24",
                               "-nolisten", "tcp"], pass_fds=(write_fd,),
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write_fd)
    times: list[float] = []
    before = listing(folder)
    try:
        with os.fdopen(read_fd) as pipe:
            number = pipe.readline().strip()
        assert number and server.poll() is None, "Xvfb did not start"
        display = f":{number}"
        for i in range(runs):
            home = WORK / f"home-x11-{i}"
            shutil.rmtree(home, ignore_errors=True)
            home.mkdir(parents=True)
            env = user_env(home, offscreen=False)
            env.update(DISPLAY=display, QT_QPA_PLATFORM="xcb")
            t0 = time.monotonic()
            game = subprocess.Popen([folder / META.exe_name, "--new"], env=env, cwd=home,
                                    stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
            shown = _wait_window(game.pid, display, t0 + 60)
            elapsed = time.monotonic() - t0
            alive = game.poll() is None
            game.send_signal(signal.SIGTERM)
            try:
                out, _ = game.communicate(timeout=10)
            except subprocess.TimeoutExpired:
                game.kill()
                out, _ = game.communicate()
            assert shown and alive, f"no window within 60 s (exit {game.returncode}):\n{out[-2000:]}"
            assert "could not load the Qt platform plugin" not in out.lower(), out[-2000:]
            times.append(elapsed)
    finally:
        server.terminate()
        server.wait(timeout=10)
    written = sorted(listing(folder) - before)
    assert not written, f"the frozen game wrote next to its executable: {written[:5]}"
    in_home = sorted({str(p.relative_to(home)).split("/JorakuDesktop")[0] + "/JorakuDesktop"
                      for p in home.rglob("*") if "JorakuDesktop" in str(p)})
    return (f"window on Xvfb (xcb) after {times[0]:.2f} s first launch, "
            f"median {statistics.median(times):.2f} s of {len(times)}; "
            f"files only in the home folder: {in_home or 'none'}")


def check_install() -> str:
    if os.geteuid() != 0:
        raise Skip("needs root to install the .deb (CI runs as root)")
    if sh(["dpkg-query", "-W", "-f=${Status}", META.exe_name]).stdout.startswith("install ok"):
        raise Skip(f"package {META.exe_name} is already installed here; not touching it")
    env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    r = sh(["apt-get", "-o", "DPkg::Lock::Timeout=300", "install", "-y", "-qq", "--no-install-recommends",
            deb()], env=env)
    assert r.returncode == 0, r.stdout[-2000:] + r.stderr[-2000:]
    try:
        entry = Path("/usr/share/applications") / f"{META.bundle_id}.desktop"
        assert entry.exists(), f"{entry} not installed"
        text = entry.read_text(encoding="utf-8")
        exec_path = Path(re.search(r"^Exec=(\S+)", text, re.M).group(1))  # type: ignore[union-attr]
        assert os.access(exec_path, os.X_OK), f"menu entry runs {exec_path}, which is not executable"
        if shutil.which("desktop-file-validate"):
            v = sh(["desktop-file-validate", entry])
            assert v.returncode == 0 and not v.stdout.strip(), v.stdout + v.stderr
        note = f"menu entry {entry} installed, valid, runs {exec_path}"
        if app_has_smoke_test():
            home = WORK / "home-install"
            shutil.rmtree(home, ignore_errors=True)
            home.mkdir(parents=True)
            line, elapsed = _run_smoke([exec_path, "--smoke-test"], home)
            note += f"; installed game: {line!r} in {elapsed:.1f} s"
    finally:
        r = sh(["dpkg", "--purge", META.exe_name], env=env)
        assert r.returncode == 0, r.stderr
    assert not Path(f"/usr/lib/{META.exe_name}").exists(), "purge left /usr/lib files behind"
    return note + "; purged cleanly"


def check_nsis() -> str:
    makensis = need("makensis")
    d = WORK / "nsis"
    shutil.rmtree(d, ignore_errors=True)
    payload = d / "payload"
    (payload / "_internal").mkdir(parents=True)
    (payload / f"{META.exe_name}.exe").write_bytes(b"stand-in for the PyInstaller program\n")
    (payload / "_internal" / "stand-in.txt").write_text("stand-in for the bundled libraries\n")
    out = d / "JorakuSetup.exe"
    r = sh([makensis, "-V2", *build.nsis_defines(META, payload, out, ROOT / "build" / "icons" / "joraku.ico"),
            HERE / "windows" / "joraku.nsi"])
    assert r.returncode == 0, r.stdout + r.stderr
    data = out.read_bytes()
    assert data[:2] == b"MZ" and b"Nullsoft" in data, "makensis output is not an NSIS executable"
    return f"JorakuSetup.exe compiled ({len(data) / 1e3:.0f} kB around a stand-in payload)"


def check_plist() -> str:
    plist = meta_mod.info_plist(META)
    for key in ("CFBundleIdentifier", "CFBundleExecutable", "CFBundleShortVersionString", "CFBundleVersion",
                "CFBundlePackageType", "CFBundleIconFile", "LSMinimumSystemVersion", "CFBundleName"):
        assert plist.get(key), f"Info.plist lacks {key}"
    assert re.fullmatch(r"[A-Za-z0-9.-]+", str(plist["CFBundleIdentifier"])), plist["CFBundleIdentifier"]
    assert re.fullmatch(r"\d+(\.\d+){0,2}", str(plist["CFBundleShortVersionString"])), (
        "CFBundleShortVersionString must be up to three integers (App Store rule)")
    assert plist["CFBundleShortVersionString"] == META.version
    assert plist["CFBundleExecutable"] == META.exe_name
    assert plist["CFBundlePackageType"] == "APPL"
    assert len(str(plist["CFBundleName"])) <= 15, "CFBundleName is shown under the Dock icon: 15 characters"
    assert (ROOT / "build" / "icons" / str(plist["CFBundleIconFile"])).exists()
    out = WORK / "Info.plist"
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_bytes(plistlib.dumps(plist, fmt=plistlib.FMT_XML, sort_keys=True))
    assert plistlib.loads(out.read_bytes()) == plist
    plistlib.loads(plistlib.dumps(plist, fmt=plistlib.FMT_BINARY))
    if shutil.which("plutil"):
        r = sh(["plutil", "-lint", out])
        assert r.returncode == 0, r.stdout + r.stderr
    return f"{len(plist)} keys valid (XML and binary), written to {out.relative_to(ROOT)}"


CHECKS: dict[str, Callable[[], str]] = {
    "version": check_version, "icons": check_icons, "desktop": check_desktop, "lintian": check_lintian,
    "deb": check_deb, "bundle": check_bundle, "smoke": check_smoke, "net-smoke": check_net_smoke,
    "second-start": check_second_start, "x11": check_x11,
    "install": check_install, "nsis": check_nsis, "plist": check_plist,
}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description="Prove the installers built by make dist.")
    ap.add_argument("checks", nargs="*", choices=[*CHECKS, []], default=[])
    names = ap.parse_args(argv).checks or list(CHECKS)
    failed, skipped = [], []
    for name in names:
        t0 = time.monotonic()
        try:
            detail = CHECKS[name]()
            status = "ok"
        except Skip as exc:
            detail, status = str(exc), "SKIP"
            skipped.append(name)
        except (AssertionError, subprocess.SubprocessError, OSError) as exc:
            detail, status = f"{type(exc).__name__}: {exc}", "FAIL"
            failed.append(name)
        print(f"[dist-check] {status:4} {name:8} ({time.monotonic() - t0:5.1f} s) {detail}", flush=True)
    verdict = "FAILED: " + ", ".join(failed) if failed else "all proven"
    extra = f"; skipped: {', '.join(skipped)}" if skipped else ""
    print(f"[dist-check] {len(names) - len(failed) - len(skipped)} of {len(names)} checks {verdict}{extra}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
