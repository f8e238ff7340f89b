"""The channel of a second start to the first copy, on the standard library (no QtNetwork): a
request brings the window forward and is answered; a stranger's message (garbage, huge, slow, the
wrong secret) is logged and ignored without raising the window or blocking the event loop; a
stale socket, a FIFO or a link where the channel lives never blocks start-up nor is followed.
Both transports run here: the AF_UNIX socket of Linux and macOS, and the loopback port with a
secret that Windows uses."""

from __future__ import annotations

import contextlib
import logging
import os
import shutil
import socket
import stat
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path

import pytest

from joraku_desktop.instance import channel
from joraku_desktop.instance.channel import PORT_NAME, READ_S, Listener, Transport

pytestmark = pytest.mark.skipif(os.name != "posix", reason="AF_UNIX sockets, FIFOs and modes as on Linux")

TRANSPORTS = [Transport.UNIX, Transport.TCP]


@pytest.fixture
def home(monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A short folder of the test's own (a socket's address holds about 100 bytes), with the
    private temp folder in it: the tests' sockets never go to the session's runtime folder."""
    base = Path(tempfile.mkdtemp(prefix="jc-"))
    (base / "tmp").mkdir()
    monkeypatch.delenv("XDG_RUNTIME_DIR", raising=False)
    monkeypatch.setattr(channel.tempfile, "gettempdir", lambda: str(base / "tmp"))
    yield base
    shutil.rmtree(base, ignore_errors=True)


@pytest.fixture
def pool() -> Iterator[ThreadPoolExecutor]:
    with ThreadPoolExecutor(4) as p:
        yield p


class Raised:
    def __init__(self) -> None:
        self.count = 0

    def __call__(self) -> None:
        self.count += 1


def _listen(folder: Path, transport: Transport, raised: Callable[[], None]) -> Listener:
    folder.mkdir(parents=True, exist_ok=True)
    listener = channel.listen(folder, raised, transport)
    assert listener is not None
    return listener


def _wait(qtbot, future: Future[bool], timeout_s: float = 10.0) -> bool:
    qtbot.waitUntil(future.done, timeout=int(timeout_s * 1000))
    return future.result()


def _raw(folder: Path, transport: Transport) -> socket.socket:
    """A stranger's connection to the listener, no request sent."""
    if transport == Transport.UNIX:
        path = next(p for p in channel.socket_candidates(folder) if p.exists())
        s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        s.settimeout(5)
        s.connect(str(path))
    else:
        port = int((folder / PORT_NAME).read_text().split()[0])
        s = socket.create_connection(("127.0.0.1", port), timeout=5)
    return s


@pytest.mark.parametrize("transport", TRANSPORTS)
def test_a_second_start_is_answered_and_the_window_raised(qtbot, home: Path, pool: ThreadPoolExecutor,
                                                          transport: Transport) -> None:
    raised = Raised()
    listener = _listen(home / "data", transport, raised)
    try:
        assert _wait(qtbot, pool.submit(channel.ask, home / "data", 3.0, 0.0, transport))
        assert raised.count == 1 and list(listener.heard) == ["answered"] and listener.callers == 0
    finally:
        listener.close()
    # closed: nothing answers, and the channel's file is gone
    assert not channel.ask(home / "data", 0.5, 0.0, transport)
    assert not (home / "data" / PORT_NAME).exists()
    assert not any(p.exists() for p in channel.socket_candidates(home / "data"))


@pytest.mark.parametrize("transport", TRANSPORTS)
def test_nothing_listening_is_said_at_once(home: Path, transport: Transport) -> None:
    (home / "data").mkdir()
    start = time.monotonic()
    assert not channel.ask(home / "data", 2.0, 0.0, transport)
    assert time.monotonic() - start < 1.0


@pytest.mark.parametrize("transport", TRANSPORTS)
@pytest.mark.parametrize("message", [b"\x00\xffgarbage\n", b"raise please\n", b"RAISE\n",
                                     b"raise " + b"0" * 64 + b"\n", b"x" * 1_000_000])
def test_a_strangers_message_is_ignored_and_never_raises_the_window(
        qtbot, home: Path, caplog: pytest.LogCaptureFixture, transport: Transport, message: bytes) -> None:
    raised = Raised()
    listener = _listen(home / "data", transport, raised)
    try:
        with caplog.at_level(logging.WARNING, "joraku.instance"), _raw(home / "data", transport) as s:
            s.setblocking(False)
            with contextlib.suppress(BlockingIOError):  # the listener reads MAX_REQUEST + 1 at most
                s.send(message)
            qtbot.waitUntil(lambda: len(listener.heard) == 1, timeout=5000)
            s.settimeout(5)
            with pytest.raises(OSError):  # closed unanswered (a reset when data was left unread)
                if s.recv(10) == b"":
                    raise ConnectionResetError
        assert raised.count == 0 and listener.heard[0] != "answered" and listener.callers == 0
        assert "was ignored" in caplog.text
    finally:
        listener.close()


@pytest.mark.parametrize("transport", TRANSPORTS)
def test_a_slow_stranger_is_dropped_and_never_holds_up_a_real_start(
        qtbot, home: Path, pool: ThreadPoolExecutor, transport: Transport) -> None:
    raised = Raised()
    listener = _listen(home / "data", transport, raised)
    slow = [_raw(home / "data", transport) for _ in range(3)]
    try:
        slow[0].send(b"rai")  # and never the rest
        qtbot.waitUntil(lambda: listener.callers == 3, timeout=5000)
        assert _wait(qtbot, pool.submit(channel.ask, home / "data", 3.0, 0.0, transport))
        assert raised.count == 1
        qtbot.waitUntil(lambda: listener.callers == 0, timeout=int(READ_S * 1000) + 3000)
        assert sorted(listener.heard) == ["answered"] + [f"nothing whole within {READ_S:g} s"] * 3
    finally:
        for s in slow:
            s.close()
        listener.close()


def test_a_flood_of_callers_is_bounded(qtbot, home: Path) -> None:
    raised = Raised()
    listener = _listen(home / "data", Transport.UNIX, raised)
    flood = []
    try:
        for _ in range(channel.MAX_CALLERS + 4):
            flood.append(_raw(home / "data", Transport.UNIX))
            qtbot.wait(20)  # taken off the backlog, or a connect waits for room in it
        qtbot.waitUntil(lambda: len(listener.heard) >= 4, timeout=5000)
        assert listener.callers == channel.MAX_CALLERS and raised.count == 0
        assert list(listener.heard)[:4] == [f"more than {channel.MAX_CALLERS} callers at once"] * 4
    finally:
        for s in flood:
            s.close()
        listener.close()


@pytest.mark.parametrize("kind", ["stale-socket", "fifo", "file", "link", "folder"])
def test_whatever_a_killed_copy_or_a_stranger_left_at_the_socket_never_blocks(
        qtbot, home: Path, pool: ThreadPoolExecutor, kind: str) -> None:
    folder = home / "data"
    folder.mkdir()
    path = channel.socket_candidates(folder)[0]
    path.parent.mkdir(mode=0o700)
    target = home / "not-ours.txt"
    target.write_text("kept", encoding="utf-8")
    if kind == "stale-socket":  # a copy killed while listening: the socket file stays, nobody behind it
        s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        s.bind(str(path))
        s.close()
    elif kind == "fifo":
        os.mkfifo(path)
    elif kind == "file":
        path.write_bytes(b"raise\n")
    elif kind == "link":
        path.symlink_to(target)
    else:
        path.mkdir()
    start = time.monotonic()
    assert not channel.ask(folder, 2.0, 0.0)  # a FIFO is never opened, a dead socket refuses
    assert time.monotonic() - start < 1.0
    raised = Raised()
    listener = _listen(folder, Transport.UNIX, raised)
    try:
        assert stat.S_ISSOCK(os.lstat(path).st_mode)
        assert _wait(qtbot, pool.submit(channel.ask, folder, 3.0, 0.0))
        assert raised.count == 1 and target.read_text(encoding="utf-8") == "kept"
    finally:
        listener.close()


def test_the_socket_folder_is_private_and_a_link_there_is_never_followed(
        qtbot, home: Path, pool: ThreadPoolExecutor) -> None:
    folder = home / "data"
    folder.mkdir()
    elsewhere = home / "elsewhere"
    elsewhere.mkdir()
    (folder / "run").symlink_to(elsewhere)  # the data folder's socket folder points out of it
    raised = Raised()
    listener = _listen(folder, Transport.UNIX, raised)
    try:
        assert list(elsewhere.iterdir()) == []
        used = next(p for p in channel.socket_candidates(folder) if p.exists())
        assert used.parent == home / "tmp" / f"joraku-{os.getuid()}"  # the private folder in temp
        assert stat.S_IMODE(os.lstat(used.parent).st_mode) == 0o700
        assert stat.S_IMODE(os.lstat(used).st_mode) == 0o600
        assert _wait(qtbot, pool.submit(channel.ask, folder, 3.0, 0.0))
    finally:
        listener.close()


def test_an_open_socket_folder_of_ours_is_closed_to_others(home: Path) -> None:
    folder = home / "data"
    (folder / "run").mkdir(parents=True, mode=0o755)
    os.chmod(folder / "run", 0o755)
    listener = _listen(folder, Transport.UNIX, Raised())
    try:
        assert stat.S_IMODE(os.lstat(folder / "run").st_mode) == 0o700
    finally:
        listener.close()


def test_a_runtime_folder_open_to_others_is_not_used(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    runtime = home / "runtime"
    runtime.mkdir(mode=0o777)
    os.chmod(runtime, 0o777)
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(runtime))
    assert channel.socket_candidates(home / "data")[0].parent == home / "data" / "run"
    os.chmod(runtime, 0o700)
    assert channel.socket_candidates(home / "data")[0].parent == runtime / "joraku"


def test_a_path_too_long_for_a_socket_goes_to_the_private_temp_folder(home: Path) -> None:
    deep = home / ("d" * 120)
    assert [p.parent for p in channel.socket_candidates(deep)] == [home / "tmp" / f"joraku-{os.getuid()}"]


@pytest.mark.parametrize("kind", ["fifo", "link", "garbage", "huge", "stale"])
def test_a_hostile_port_file_never_blocks_nor_is_followed(home: Path, kind: str) -> None:
    folder = home / "data"
    folder.mkdir()
    path = folder / PORT_NAME
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "link":
        real = home / "real.port"
        real.write_text(f"1 {'a' * 64}\n")
        path.symlink_to(real)
    elif kind == "garbage":
        path.write_bytes(b"\x00\xff 99999999 zz\n")
    elif kind == "huge":
        with open(path, "wb") as fh:
            fh.truncate(50 * 1024 * 1024)
    else:  # a copy that was killed: its port is closed now
        with socket.socket() as s:
            s.bind(("127.0.0.1", 0))
            port = s.getsockname()[1]
        path.write_text(f"{port} {'a' * 64}\n")
    start = time.monotonic()
    assert not channel.ask(folder, 2.0, 0.0, Transport.TCP)
    assert time.monotonic() - start < 1.0


def test_the_port_file_is_private_and_its_secret_fresh(home: Path) -> None:
    folder = home / "data"
    secrets_seen = set()
    for _ in range(2):
        listener = _listen(folder, Transport.TCP, Raised())
        try:
            text = (folder / PORT_NAME).read_bytes()
            assert channel._PORT_LINE.fullmatch(text)
            assert stat.S_IMODE(os.stat(folder / PORT_NAME).st_mode) == 0o600
            secrets_seen.add(text.split()[1])
        finally:
            listener.close()
    assert len(secrets_seen) == 2


def test_the_answer_waits_for_a_first_copy_still_building_its_window(
        qtbot, home: Path, pool: ThreadPoolExecutor) -> None:
    """Copy 1 listens at once but answers only when its event loop runs: the second start waits."""
    raised = Raised()
    listener = _listen(home / "data", Transport.UNIX, raised)
    try:
        future = pool.submit(channel.ask, home / "data", 3.0, 0.0)
        time.sleep(1.0)  # the event loop is not running: the first copy is busy
        assert not future.done()
        assert _wait(qtbot, future) and raised.count == 1
    finally:
        listener.close()



def test_a_fifo_at_the_socket_never_hangs_the_real_game_nor_stops_a_second_start(home: Path) -> None:
    """Real processes: the game started over a FIFO where its socket goes becomes copy 1, and a
    second start brings it forward and exits 0."""
    data = home / "data"
    data.mkdir()
    path = channel.socket_candidates(data)[0]
    path.parent.mkdir(mode=0o700)
    os.mkfifo(path)
    env = {k: v for k, v in os.environ.items() if k not in ("XDG_RUNTIME_DIR", "JORAKU_LOG_DIR")}
    env.update(JORAKU_DATA_DIR=str(data), JORAKU_CONFIG_DIR=str(data / "config"), QT_QPA_PLATFORM="offscreen",
               TMPDIR=str(home / "tmp"))
    log = data / "logs" / "joraku.log"
    first = subprocess.Popen([sys.executable, "-m", "joraku_desktop", "--new"], env=env,
                             stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        end = time.monotonic() + 40
        while not log.exists() or "copy 1 of the game" not in log.read_text("utf-8", errors="replace"):
            assert first.poll() is None and time.monotonic() < end, "the first copy never started"
            time.sleep(0.1)
        second = subprocess.run([sys.executable, "-m", "joraku_desktop", "--new"], env=env, timeout=60,
                                capture_output=True, text=True)
        assert second.returncode == 0 and "already open" in second.stderr, second.stderr[-2000:]
        assert stat.S_ISSOCK(os.lstat(path).st_mode) and first.poll() is None
        assert "was not a socket" in log.read_text(encoding="utf-8", errors="replace")
    finally:
        first.kill()
        first.wait(30)
