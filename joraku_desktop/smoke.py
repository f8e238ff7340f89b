"""What ``joraku --smoke-test`` proves after its all-computer game: the parts a player reaches
later than the first table are in this build and work.

The game imports those parts when they are first wanted (a faster start), and a frozen build
carries only the modules and files it was given: a window missing from a bundle would fail the
first time a player opens it, never at start. So after the game the smoke test saves it in a
temporary folder and loads it back (the save format, validated with pydantic), replays it, opens
the rules help, the statistics (the record's code and sqlite), the lessons and the sound settings
(the cues made, never played), and installs each language's translation. Nothing is written to
the player's folders.
"""

from __future__ import annotations

import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from . import i18n
from .model.position import position_to_dict
from .saves import load_game, save_game
from .views.windows.window_registry import WindowName
from .words.network import closed_text

if TYPE_CHECKING:
    from .views.windows.main_window import MainWindow


def _save_and_load(window: MainWindow) -> None:
    c = window.controller
    assert c.game is not None, "no game to save"
    with tempfile.TemporaryDirectory(prefix="joraku-smoke-") as tmp:
        path = Path(tmp) / "smoke.joraku.json"
        save_game(c.game, path, list(c.seats))
        loaded = load_game(path)
    assert position_to_dict(loaded.game) == position_to_dict(c.game), "the saved game loaded differently"


def _lessons(window: MainWindow) -> None:
    window.lessons.start()
    QApplication.processEvents()
    assert window.tutorial.active, "the lessons did not begin"
    window.tutorial.leave()


def _sound(window: MainWindow) -> None:
    """The Settings dialog opens, and every cue is made as a WAV file that reads back (the
    standard library's ``wave`` is in the build); nothing is played: the smoke test is silent."""
    import wave

    from .views.sound.cues import Cue
    from .views.sound.player import write_cue

    window.windows.show(WindowName.SETTINGS)
    with tempfile.TemporaryDirectory(prefix="joraku-smoke-") as tmp:
        for cue in Cue:
            with wave.open(str(write_cue(Path(tmp), cue, 50)), "rb") as w:
                assert w.getnframes() > 0, f"the {cue.value} cue is empty"


def _translations(window: MainWindow) -> None:
    missing = [code for code in i18n.LANGUAGES if code != i18n.SOURCE_LANGUAGE and not i18n.install(code)]
    i18n.install(i18n.SOURCE_LANGUAGE)
    assert not missing, f"translations that did not load: {', '.join(missing)}"


CHECKS: tuple[tuple[str, Callable[[MainWindow], object]], ...] = (
    ("save and load", _save_and_load),
    ("replay", lambda w: w.replays.replay_current()),
    ("rules help", lambda w: w.windows.show(WindowName.RULES)),
    ("statistics", lambda w: w.windows.show(WindowName.STATISTICS)),
    ("lessons", _lessons),
    ("sound", _sound),
    ("translations", _translations),
)


def after_game(window: MainWindow) -> list[str]:
    """Run :data:`CHECKS` on the window whose game just ended; the problems, in words ([] if none)."""
    problems = []
    for name, check in CHECKS:
        try:
            check(window)
            QApplication.processEvents()
        except Exception as exc:  # each check reports; the smoke test's exit status says it failed
            problems.append(f"{name}: {type(exc).__name__}: {exc}")
    return problems


# ---- the smoke test at a table over the network -------------------------------------------------
def host_port(text: str) -> tuple[str, int]:
    """``"127.0.0.1:8765"`` → ("127.0.0.1", 8765); raises ``ValueError`` with a sentence."""
    host, sep, port = text.rpartition(":")
    if not sep or not host or not port.isdigit() or not 0 < int(port) < 65536:
        raise ValueError(f"expected ADDRESS:PORT, e.g. 127.0.0.1:8765 (not {text[:60]!r})")
    return host.strip("[]"), int(port)


def run_net_smoke(window: MainWindow, *, host: str | None, join: str | None, remote: int,
                  seed: int, code: str | None = None, timeout_s: int = 240) -> int:
    """``--smoke-test --host A:P --remote N`` hosts a 4-player table at A:P, waits for N friends,
    fills the other seats with computers and starts (``--code``: the table's code);
    ``--smoke-test --join A:P --code C`` joins it (a table admits nobody without its code). Each
    window's own seat is played by the Normal computer from its own view; each prints the result
    line of the plain smoke test when its game is over (0), or says what went wrong (1)."""
    from .controller.hosting import open_table
    from .controller.net_seat import NetSeat, table_url
    from .controller.setups import HostSeat
    from .model import GameConfig, GameResult
    from .model.config import DealScheme

    app = QApplication.instance()
    assert app is not None
    c = window.controller
    outcome: dict[str, object] = {"code": 1, "why": "the game did not finish in time"}
    timers: list[QTimer] = []

    def over(result: GameResult) -> None:
        outcome["code"], outcome["why"] = 0, ""
        print(f"smoke test: game over, ranking {result.ranking}, scores {result.scores}", flush=True)
        QTimer.singleShot(0, app.quit)

    def ended(text: str) -> None:
        if outcome["code"]:
            outcome["why"] = f"the table closed: {text}"
            QTimer.singleShot(0, app.quit)

    c.game_over.connect(over)
    if host is not None:
        address, port = host_port(host)
        kinds: list[tuple[str, str]] = [(HostSeat.ME, "Host"),
                                        *((HostSeat.FRIEND, f"Friend {i + 1}") for i in range(remote))]
        kinds += [("normal", f"Computer {i + 1}") for i in range(4 - len(kinds))]
        table_host, opened = open_table(GameConfig(4, seed=seed, deal=DealScheme.KEYED), kinds,
                                        listen=address, port=port, ai_pause_s=0.0, code=code)

        def seated(info: object) -> None:
            from .controller.net_seat import SeatState, TableState

            seats = getattr(info, "seats", [])
            if getattr(info, "state", None) is TableState.WAITING and \
                    sum(s.state is SeatState.CONNECTED for s in seats) >= remote:
                net.start_game()

        net = NetSeat(host=table_host, seat=0, autoplay="normal")
        net.seats_changed.connect(seated)

        def when_open() -> None:
            if not opened.done():
                return
            poll.stop()
            exc = opened.exception()
            if exc is not None:
                outcome["why"] = f"the table could not be opened: {exc}"
                app.quit()
                return
            print(f"smoke test: hosting table {opened.result()} at {address}:{table_host.port}, "
                  f"waiting for {remote} friends", flush=True)
            c.play_at_table(net)

        poll = QTimer(window)
        poll.timeout.connect(when_open)
        poll.start(20)
        timers.append(poll)
    else:
        assert join is not None
        url = table_url(join)
        if url is None:
            print(f"smoke test: not an address: {join!r}", file=sys.stderr)
            return 1
        net = NetSeat(url=url, code=code or "", name="Friend", autoplay="normal")
        c.play_at_table(net)
    net.ended.connect(lambda closed: ended(closed_text(closed)))  # why, in codes: worded here
    deadline = QTimer(window)
    deadline.setSingleShot(True)
    deadline.timeout.connect(app.quit)
    deadline.start(timeout_s * 1000)
    app.exec()
    deadline.stop()
    for t in timers:
        t.stop()
    c.game_over.disconnect(over)
    if outcome["code"]:
        print(f"smoke test: {outcome['why']}", file=sys.stderr)
    else:
        problems = after_game(window)
        for problem in problems:
            print(f"smoke test: {problem}", file=sys.stderr)
        outcome["code"] = 1 if problems else 0
        print(f"smoke test: after the game, {len(CHECKS) - len(problems)} of {len(CHECKS)} checks passed "
              f"({', '.join(name for name, _check in CHECKS)})", flush=True)
    c.shutdown()
    return 1 if outcome["code"] else 0
