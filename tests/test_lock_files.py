"""The one-copy lock never blocks and never lies: whatever sits at a lock path (a FIFO, a folder, a
link, garbage, a huge file, the pid of another program), a start becomes copy 1 at once and offers
the unfinished game; a folder where no lock can be made gives copy 1 without one. Real processes
where the case is about processes."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from joraku_desktop import instance
from joraku_desktop.instance import LOCK_NAME, claim_profile, lock_path

pytestmark = pytest.mark.skipif(os.name != "posix", reason="FIFOs, links and signals as on Linux")


def _fifo(p: Path) -> None:
    os.mkfifo(p)


def _empty(p: Path) -> None:
    p.write_bytes(b"")


def _garbage(p: Path) -> None:
    p.write_bytes(b"\x00\xffnot a lock at all")


def _no_newline(p: Path) -> None:
    p.write_bytes(b"12345")


def _folder(p: Path) -> None:
    p.mkdir()
    (p / "something").write_text("kept", encoding="utf-8")


def _dangling(p: Path) -> None:
    p.symlink_to(p.parent / "nowhere")


def _huge(p: Path) -> None:
    with open(p, "wb") as fh:  # sparse: 200 MB that costs nothing on disk
        fh.truncate(200 * 1024 * 1024)


def _old(p: Path) -> None:
    _garbage(p)
    os.utime(p, (time.time() - 60, time.time() - 60))


HOSTILE: dict[str, Callable[[Path], None]] = {
    "fifo": _fifo, "empty": _empty, "garbage": _garbage, "no-newline": _no_newline, "folder": _folder,
    "dangling-link": _dangling, "huge": _huge,
}


def _make_old(p: Path) -> None:
    """What an old start left: no write is fresh any more."""
    if os.path.lexists(p) and not p.is_symlink():
        os.utime(p, (time.time() - 60, time.time() - 60))


@pytest.mark.parametrize("where", [LOCK_NAME, LOCK_NAME + ".rmlock"])
@pytest.mark.parametrize("kind", sorted(HOSTILE))
def test_a_hostile_thing_at_a_lock_path_is_taken_over_without_reading_it(tmp_path: Path, kind: str,
                                                                         where: str) -> None:
    folder = tmp_path / "data"
    folder.mkdir()
    path = folder / where
    HOSTILE[kind](path)
    _make_old(path)
    start = time.monotonic()
    claim = claim_profile(folder)
    try:
        assert time.monotonic() - start < 2.0
        assert claim.copy == 1 and claim.lock is not None
        if kind == "folder" and where == LOCK_NAME:  # renamed aside, never deleted
            assert any((q / "something").is_file() for q in folder.iterdir() if q.is_dir())
    finally:
        claim.release()


def test_a_link_to_another_file_is_taken_over_and_its_target_untouched(tmp_path: Path) -> None:
    folder = tmp_path / "data"
    folder.mkdir()
    other = tmp_path / "other-program.txt"
    other.write_text("12\nnot ours\n", encoding="utf-8")
    (folder / LOCK_NAME).symlink_to(other)
    claim = claim_profile(folder)
    try:
        assert claim.copy == 1 and claim.lock is not None
        assert other.read_text(encoding="utf-8") == "12\nnot ours\n"
        assert not (folder / LOCK_NAME).is_symlink()
    finally:
        claim.release()


def test_a_lock_being_written_is_not_taken_from_its_writer(tmp_path: Path) -> None:
    """An empty lock written this instant may be a start writing it: given a moment, not stolen."""
    folder = tmp_path / "data"
    folder.mkdir()
    (folder / LOCK_NAME).write_bytes(b"")
    assert instance.lock_state(folder / LOCK_NAME) == instance.LockState.FRESH


def test_a_folder_where_no_lock_can_be_made_gives_copy_1_without_one(tmp_path: Path, monkeypatch) -> None:
    folder = tmp_path / "data"
    monkeypatch.setattr(instance, "_prepare_lock", lambda path: False)  # as a read-only or full folder
    claim = claim_profile(folder)
    assert claim.copy == 1 and claim.lock is None


# ---- real processes ----------------------------------------------------------------------------------

class Starts:
    def __init__(self, data: Path) -> None:
        self.data = data
        self.procs: list[subprocess.Popen[str]] = []

    def start(self, *args: str) -> subprocess.Popen[str]:
        env = {**os.environ, "JORAKU_DATA_DIR": str(self.data), "QT_QPA_PLATFORM": "offscreen",
               "JORAKU_CONFIG_DIR": str(self.data / "config")}
        env.pop("JORAKU_LOG_DIR", None)
        p = subprocess.Popen([sys.executable, "-m", "joraku_desktop", *args], env=env, text=True,
                             stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        self.procs.append(p)
        return p

    def log(self) -> str:
        path = self.data / "logs" / "joraku.log"
        return path.read_text(encoding="utf-8", errors="replace") if path.exists() else ""

    def wait_log(self, text: str, timeout: float = 40.0) -> None:
        end = time.monotonic() + timeout
        while text not in self.log():
            assert time.monotonic() < end, f"{text!r} never logged:\n{self.log()}"
            time.sleep(0.1)

    def end(self) -> None:
        for p in self.procs:
            if p.poll() is None:
                p.kill()
            p.communicate(timeout=30)


@pytest.fixture
def starts(tmp_path: Path) -> Iterator[Starts]:
    s = Starts(tmp_path / "data")
    s.data.mkdir()
    yield s
    s.end()


@pytest.mark.parametrize("where", [LOCK_NAME, LOCK_NAME + ".rmlock"])
def test_a_fifo_at_the_lock_never_hangs_a_start(starts: Starts, where: str) -> None:
    os.mkfifo(starts.data / where)
    starts.start("--new")
    starts.wait_log("copy 1 of the game on this profile")


def test_the_pid_of_another_program_in_the_lock_is_stale(starts: Starts) -> None:
    """The lock names a live process that is not the game (a pid reused after a crash)."""
    sleeper = subprocess.Popen(["sleep", "60"])
    try:
        lock_path(starts.data, 1).write_text(f"{sleeper.pid}\npython3.11\n{socket.gethostname()}\n",
                                             encoding="utf-8")
        os.utime(lock_path(starts.data, 1), (time.time() - 60, time.time() - 60))
        starts.start("--new")
        starts.wait_log("copy 1 of the game on this profile")
        assert "does not answer" not in starts.log()
    finally:
        sleeper.kill()
        sleeper.wait()


@pytest.mark.parametrize("delay", [0.0, 0.05, 0.3])
def test_a_double_start_opens_one_window(delay: float) -> None:
    """Two starts ``delay`` apart (a double double-click; 0: at the same instant): one brings the
    other forward and exits.
    (``scripts/double_start.py --trials 20`` does more.)"""
    import importlib.util

    spec = importlib.util.spec_from_file_location(
        "double_start", Path(__file__).resolve().parent.parent / "scripts" / "double_start.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    assert module.trial(delay) == (True, "forwarded")
