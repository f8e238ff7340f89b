"""Playing a cue with what the system has: no audio library in the bundle.

Windows plays a WAV file itself (``winsound``, asynchronously); macOS has ``afplay``; Linux
desktops have one of PipeWire's ``pw-play``, PulseAudio's ``paplay`` or ALSA's ``aplay``. The
cue is written once per volume into the cache folder (:func:`cache_folder`) and handed to the
player program, started without a shell and never waited for: the GUI thread goes on at once.
A program that does not finish is killed after :data:`KILL_AFTER_MS`, and no more than
:data:`AT_ONCE` play together (the oldest is stopped for a new one). No player program, one
that cannot start, or one that fails :data:`GIVE_UP_AFTER` cues in a row means silence: it is
logged once, never shown as an error.
"""

from __future__ import annotations

import contextlib
import logging
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Protocol

from platformdirs import user_cache_dir
from PySide6.QtCore import QObject, QTimer

from ...paths import user_folder
from ...settings import APP_NAME
from .cues import Cue, file_name, wav_bytes

log = logging.getLogger("joraku.sound")
#: a cue lasts under 1.5 s: a player still running after this has hung (a stuck sound server)
KILL_AFTER_MS = 4000
#: at most this many cues sound together
AT_ONCE = 2
#: how often running players are looked at (finished ones reaped, hung ones killed)
REAP_MS = 250
#: a player that fails this many cues in a row (no sound server, no sound card) is given up
GIVE_UP_AFTER = 3
#: the Linux players, in the order tried: PipeWire, PulseAudio, ALSA
LINUX_PLAYERS = ("pw-play", "paplay", "aplay")
#: the names of the files this module writes (:func:`.cues.file_name`), and only those
CUE_FILE = re.compile(r"joraku-v\d+-[a-z_]+-\d+\.wav")


class Backend(Protocol):
    """What plays a cue; the tests' backend records instead."""

    #: sound cannot be played here for want of a player program (the Settings dialog says so)
    @property
    def missing_player(self) -> bool: ...

    def play(self, cue: Cue, volume: int) -> None: ...
    def prepare(self, volume: int) -> None: ...
    def stop(self) -> None: ...


class Silent:
    """No sound: tests and offscreen runs, where nobody listens."""

    missing_player = False

    def play(self, cue: Cue, volume: int) -> None:
        pass

    def prepare(self, volume: int) -> None:
        pass

    def stop(self) -> None:
        pass


def cache_folder() -> Path:
    """Where the cues' WAV files are written (``$JORAKU_CACHE_DIR``, or beside the data in tests)."""
    return user_folder("JORAKU_CACHE_DIR", "cache", user_cache_dir(APP_NAME, appauthor=False)) / "sounds"


def player_command(platform: str = sys.platform,
                   which: Callable[[str], str | None] = shutil.which) -> list[str] | None:
    """The program (and its fixed arguments) that plays a WAV file named after them; None on
    Windows (``winsound`` plays it) or when none is found."""
    if platform == "win32":
        return None
    names = ("afplay",) if platform == "darwin" else LINUX_PLAYERS
    for name in names:
        path = which(name)
        if path:
            return [path, "-q"] if name == "aplay" else [path]  # aplay prints the format otherwise
    return None


def write_cue(folder: Path, cue: Cue, volume: int) -> Path:
    """The cue's WAV file in ``folder``, written (atomically) unless a regular file of ours is
    there already. A link or a folder in its place is replaced, never followed."""
    path = folder / file_name(cue, volume)
    if path.is_file() and not path.is_symlink():
        return path
    folder.mkdir(parents=True, exist_ok=True)
    data = wav_bytes(cue, volume)
    fd, tmp = tempfile.mkstemp(prefix=".cue-", suffix=".wav", dir=folder)
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
        if path.is_dir() and not path.is_symlink():
            shutil.rmtree(path)
        os.replace(tmp, path)  # a link at ``path`` is replaced by the file, its target untouched
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    return path


def prune(folder: Path, volume: int) -> None:
    """Removes the cue files of other volumes and older versions: the folder holds one set (about
    200 KB), however often the slider moves. Only our own names; a link is removed, not followed."""
    keep = {file_name(cue, volume) for cue in Cue}
    with contextlib.suppress(OSError):
        for entry in os.scandir(folder):
            if CUE_FILE.fullmatch(entry.name) and entry.name not in keep:
                with contextlib.suppress(OSError):
                    os.unlink(entry.path)


class ProcessPlayer(QObject):
    """Plays cues with the system's player program (or ``winsound``), never blocking."""

    def __init__(self, folder: Path, command: Sequence[str] | None, *, windows: bool = False,
                 kill_after_ms: int = KILL_AFTER_MS, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.folder = folder
        self.command = list(command) if command else None
        self.windows = windows
        self.kill_after_ms = kill_after_ms
        #: the players running now, oldest first, each with the time it must be done by
        self.running: list[tuple[subprocess.Popen[bytes], float]] = []
        self._told: set[str] = set()
        #: cues in a row the player program failed to play (it exited with an error)
        self.failures = 0
        self._reaper = QTimer(self)
        self._reaper.setInterval(REAP_MS)
        self._reaper.timeout.connect(self.reap)
        self._preparing: threading.Thread | None = None

    def _tell_once(self, what: str, detail: str) -> None:
        """The log hears of each kind of trouble once per run; the player hears nothing."""
        if what not in self._told:
            self._told.add(what)
            log.info("sound is off: %s (%s)", what, detail)

    @property
    def can_play(self) -> bool:
        return self.windows or self.command is not None

    @property
    def missing_player(self) -> bool:
        return not self.can_play

    def prepare(self, volume: int) -> None:
        """Writes every cue at ``volume`` in a thread of its own, so that the first cue of a
        kind plays at once rather than after its synthesis (tens of milliseconds)."""
        if not self.can_play or (self._preparing is not None and self._preparing.is_alive()):
            return

        def write_all() -> None:
            for cue in Cue:
                try:
                    write_cue(self.folder, cue, volume)
                except OSError:
                    return  # told when a cue is played
            prune(self.folder, volume)

        self._preparing = threading.Thread(target=write_all, name="joraku-sound-cues", daemon=True)
        self._preparing.start()

    def play(self, cue: Cue, volume: int) -> None:
        if not self.can_play:
            if not self._told:  # (a player given up has been told already)
                self._tell_once("no player", f"none of {', '.join(LINUX_PLAYERS)} or afplay on PATH")
            return
        try:
            path = write_cue(self.folder, cue, volume)
        except OSError as exc:
            self._tell_once("no cache", f"{self.folder}: {exc}")
            return
        if self.windows:
            self._play_windows(path)
            return
        self.reap()
        while len(self.running) >= AT_ONCE:  # the oldest makes way for the new cue
            self._kill(self.running.pop(0)[0])
        assert self.command is not None
        try:
            proc = subprocess.Popen([*self.command, str(path)], stdin=subprocess.DEVNULL,
                                    stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                                    close_fds=True, start_new_session=os.name == "posix")
        except OSError as exc:
            self._tell_once("player failed", f"{self.command[0]}: {exc}")
            self.command = None
            return
        self.running.append((proc, time.monotonic() + self.kill_after_ms / 1000))
        self._reaper.start()

    def _play_windows(self, path: Path) -> None:
        if sys.platform == "win32":  # SND_ASYNC: returns at once; a new cue replaces one playing
            import winsound

            try:
                winsound.PlaySound(str(path), winsound.SND_FILENAME | winsound.SND_ASYNC
                                   | winsound.SND_NODEFAULT)
            except RuntimeError as exc:
                self._tell_once("player failed", f"winsound: {exc}")

    def reap(self) -> None:
        """Forgets finished players and kills the ones past their time."""
        now = time.monotonic()
        still: list[tuple[subprocess.Popen[bytes], float]] = []
        for proc, deadline in self.running:
            code = proc.poll()
            if code is not None:
                self._kill_group(proc)  # what a wrapper script started and left behind
                self._finished(code)
                continue
            if now >= deadline:
                self._kill(proc)
                continue
            still.append((proc, deadline))
        self.running = still
        if not still:
            self._reaper.stop()

    def _finished(self, code: int) -> None:
        """A player ended by itself: an error exit counts towards giving it up (a machine with
        no sound card makes ``aplay`` fail at once, every time)."""
        if code == 0:
            self.failures = 0
            return
        self.failures += 1
        if self.failures >= GIVE_UP_AFTER and self.command is not None:
            self._tell_once("player fails", f"{self.command[0]} exited with {code} {self.failures} times")
            self.command = None

    @staticmethod
    def _kill_group(proc: subprocess.Popen[bytes]) -> None:
        """(POSIX.) Kill the player's process group: a player that is a wrapper script leaves its
        children (the real player) in it, which killing the script alone would orphan."""
        if os.name == "posix":
            with contextlib.suppress(OSError):
                os.killpg(proc.pid, signal.SIGKILL)

    @classmethod
    def _kill(cls, proc: subprocess.Popen[bytes]) -> None:
        cls._kill_group(proc)
        with contextlib.suppress(OSError):
            proc.kill()
        with contextlib.suppress(OSError, subprocess.TimeoutExpired):
            proc.wait(timeout=1)  # reaped: no zombie is left behind

    def stop(self) -> None:
        """Silences everything (the window closes)."""
        for proc, _deadline in self.running:
            self._kill(proc)
        self.running = []
        self._reaper.stop()
        if self.windows and sys.platform == "win32":
            import winsound

            with contextlib.suppress(RuntimeError):
                winsound.PlaySound(None, 0)


def system_backend(parent: QObject | None = None) -> Backend:
    """What plays the cues on this machine: silent where nobody can listen (``$JORAKU_NO_SOUND``
    set, as the tests do; Qt's offscreen or minimal platform: a test run, a CI smoke test)."""
    from PySide6.QtGui import QGuiApplication

    if os.environ.get("JORAKU_NO_SOUND") or QGuiApplication.platformName() in ("offscreen", "minimal"):
        return Silent()
    windows = sys.platform == "win32"
    player = ProcessPlayer(cache_folder(), player_command(), windows=windows, parent=parent)
    if not player.can_play:
        player._tell_once("no player", f"none of {', '.join(LINUX_PLAYERS)} or afplay on PATH")
    return player
