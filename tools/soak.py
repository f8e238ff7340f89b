"""Memory over an evening of play: all-computer games back to back in one real window.

``python -m tools.soak --games 24 [--level random|easy|normal]`` opens the
MainWindow offscreen at instant speed and plays computer-only games one after another. Between
games it does what a player does: reads the results, clicks "New game…", types a seed and starts,
and glances at the rules. After each game it prints the process's resident memory and how many
dialogs, computer tasks and Qt objects are alive; at the end, the growth per game after the first
two (least-squares slope), which should stay under 0.5 MB.

Saves and settings go to a temporary folder: the player's own autosave is never touched.
"""

from __future__ import annotations

import argparse
import gc
import os
import resource
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import QEventLoop, QMessageLogContext, QObject, QTimer, QtMsgType, qInstallMessageHandler
from PySide6.QtWidgets import QDialogButtonBox, QPushButton, QStatusBar, QWidget

from joraku_desktop.controller import GameSetup
from joraku_desktop.model import GameConfig
from joraku_desktop.saves import SeatInfo
from joraku_desktop.views.windows.dialogs import NewGameDialog
from joraku_desktop.views.windows.window_registry import WindowName

if TYPE_CHECKING:
    from joraku_desktop.views.windows.main_window import MainWindow

#: the types whose live instances are counted after every game (by class name, via gc)
WATCHED = ("ResultsDialog", "NewGameDialog", "ActionPicker", "QMessageBox", "RulesHelp", "_Think", "Game")
#: the most memory a game may add (MB, least-squares slope after the first two games)
TARGET_MB_PER_GAME = 0.5


def rss_mb() -> float:
    """Resident memory of this process now (VmRSS), in MB; the peak where /proc is missing."""
    try:
        with open("/proc/self/status", encoding="ascii") as fh:
            for line in fh:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) / 1024
    except OSError:
        pass
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / (1024 * 1024 if sys.platform == "darwin" else 1024)


def slope(values: Sequence[float]) -> float:
    """Least-squares slope of ``values`` against 0, 1, 2, …  (0 for fewer than two values)."""
    n = len(values)
    if n < 2:
        return 0.0
    mean_x, mean_y = (n - 1) / 2, sum(values) / n
    sxx = sum((x - mean_x) ** 2 for x in range(n))
    return sum((x - mean_x) * (y - mean_y) for x, y in enumerate(values)) / sxx


def live_counts(window: QObject | None = None) -> dict[str, int]:
    """Live instances of :data:`WATCHED` after a full collection, and the window's Qt children."""
    gc.collect()
    counts = Counter(type(o).__name__ for o in gc.get_objects()
                     if type(o).__name__ in WATCHED and _live_here(o, window))
    out = {name: counts.get(name, 0) for name in WATCHED}
    if window is not None:
        out["qt-children"] = sum(1 for o in window.findChildren(QObject) if not _message_timer(o))
    return out


def _live_here(o: object, window: QObject | None) -> bool:
    """Whether ``o`` counts: a Qt object only while Qt still holds it (a Python wrapper left of a
    deleted dialog holds no window) and, given a window, only if it is that window's or has no
    parent (another window of the same process, one a test made earlier, is not this one's)."""
    if not isinstance(o, QObject):
        return True
    if not shiboken6.isValid(o):
        return False
    if window is None:
        return True
    owner = o.parent()
    if owner is None:
        return True
    while owner is not None:
        if owner is window:
            return True
        owner = owner.parent()
    return False


def _message_timer(o: QObject) -> bool:
    """The status bar's own timer lives only while a timed message shows, so it is not counted:
    whether the last game's "recorded" line has run out yet says nothing about a leak."""
    return isinstance(o, QTimer) and isinstance(o.parent(), QStatusBar)


@dataclass
class GameRecord:
    number: int
    rss_mb: float
    seconds: float
    decisions: int
    live: dict[str, int] = field(default_factory=dict)


class Soak:
    """Plays ``games`` computer-only games in ``window``, driving the dialogs between them."""

    def __init__(self, window: MainWindow, level: str = "random", seed: int = 1,
                 on_game: Callable[[GameRecord], None] | None = None, game_timeout_s: float = 600,
                 players: int = 4) -> None:
        self.window = window
        self.level = level
        self.seed = seed
        self.players = players
        self.on_game = on_game
        self.game_timeout_s = game_timeout_s
        self.records: list[GameRecord] = []
        self.error = ""
        self._games = 0
        self._loop = QEventLoop()
        self._started = 0.0
        self._watchdog = QTimer()
        self._watchdog.setSingleShot(True)
        self._watchdog.timeout.connect(lambda: self._stop("a game did not finish in time"))

    def run(self, games: int) -> list[GameRecord]:
        """Play ``games`` games; returns one record per finished game (``error`` says if it stopped)."""
        self._games = games
        self.window.controller.game_over.connect(self._on_game_over)
        try:
            self._begin_game()
            self.window.start_game(computer_setup(self.seed, self.level, self.players))
            self._loop.exec()
        finally:
            self.window.controller.game_over.disconnect(self._on_game_over)
            self._watchdog.stop()
        return self.records

    # ---- one game after the other ----------------------------------------------------------------
    def _begin_game(self) -> None:
        self._started = time.perf_counter()
        self._watchdog.start(int(self.game_timeout_s * 1000))

    def _stop(self, error: str = "") -> None:
        self.error = error
        self._loop.quit()

    def _on_game_over(self, _result: object) -> None:
        # after the window's own handler (it opens the results dialog), once events have settled
        QTimer.singleShot(0, self._between_games)

    def _between_games(self) -> None:
        w = self.window
        seconds = time.perf_counter() - self._started
        decisions = len(w.controller.game.history) if w.controller.game else 0
        record = GameRecord(len(self.records) + 1, 0.0, seconds, decisions, live_counts(w))
        record.rss_mb = rss_mb()
        self.records.append(record)
        if self.on_game is not None:
            self.on_game(record)
        if len(self.records) >= self._games:
            self._stop()
            return
        self._player_reads_the_rules()
        results = w.windows.get(WindowName.RESULTS)
        if results is None:
            self._stop("the results dialog did not open")
            return
        # the player asks for a new game from the results screen…
        button = results.findChild(QPushButton, "button-new-game")
        if button is None:
            self._stop("the results dialog has no new-game button")
            return
        button.click()
        QTimer.singleShot(0, self._player_starts_the_next_game)

    def _player_reads_the_rules(self) -> None:
        self.window.windows.show(WindowName.RULES)
        for box in self.window.findChildren(QWidget, "rules-window"):
            box.close()

    def _player_starts_the_next_game(self) -> None:
        dlg = self.window.windows.find(WindowName.NEW_GAME, NewGameDialog)
        if dlg is None:
            self._stop("the new-game dialog did not open")
            return
        # …types a seed (the seats are remembered from the last game) and starts it
        dlg.seed.setText(f"{self.seed + len(self.records):,}")
        self._begin_game()
        buttons = dlg.findChild(QDialogButtonBox)
        ok = buttons.button(QDialogButtonBox.StandardButton.Ok) if buttons is not None else None
        if ok is None:
            self._stop("the new-game dialog has no OK button")
            return
        ok.click()


def computer_setup(seed: int, level: str, players: int = 4) -> GameSetup:
    """The first game: computers only; the new-game dialog remembers the seats afterwards.
    (``app.computer_setup`` of the smoke test always seats four; the quick test uses two.)"""
    names = ("Oda", "Takeda", "Imagawa", "Saitō")
    seats = tuple(SeatInfo(f"{n} ({level})", level) for n in names[:players])
    variant = "R-V8" if players == 2 else None
    return GameSetup(GameConfig(players=players, two_player_variant=variant, seed=seed), seats)


def print_record(r: GameRecord, first: GameRecord | None) -> None:
    grown = f"{r.rss_mb - first.rss_mb:+7.1f}" if first else "       "
    live = " ".join(f"{k}={v}" for k, v in r.live.items())
    print(f"game {r.number:3d}  rss {r.rss_mb:7.1f} MB {grown}  {r.decisions:4d} decisions "
          f"{r.seconds:6.1f} s  {live}", flush=True)


def _quiet_offscreen(_kind: QtMsgType, _context: QMessageLogContext, message: str) -> None:
    """The offscreen platform says "This plugin does not support raise()" for every dialog."""
    if not message.startswith("This plugin does not support"):
        print(message, file=sys.stderr)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.soak",
                                     description=(__doc__ or "").split("\n")[0])
    parser.add_argument("--games", type=int, default=24, help="games to play (default 24)")
    parser.add_argument("--level", default="random", help="computer level of all four seats (default random)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the first game (then +1 a game)")
    parser.add_argument("--check", action="store_true",
                        help=f"exit 1 if the growth after two games is {TARGET_MB_PER_GAME} MB/game or more")
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    with tempfile.TemporaryDirectory(prefix="joraku-soak-") as tmp:
        os.environ["JORAKU_DATA_DIR"] = tmp  # autosave and settings away from the player's
        return _soak(args)


def _soak(args: argparse.Namespace) -> int:
    from joraku_desktop.ai import AGENT_LEVELS
    from joraku_desktop.app import make_app
    from joraku_desktop.settings import Settings
    from joraku_desktop.views.windows.main_window import MainWindow

    if args.level not in AGENT_LEVELS:
        print(f"unknown level {args.level!r}; one of {', '.join(AGENT_LEVELS)}", file=sys.stderr)
        return 2
    app = make_app([sys.argv[0]])
    qInstallMessageHandler(_quiet_offscreen)
    window = MainWindow(Settings(speed="instant"))
    window.show()
    app.processEvents()
    print(f"start: rss {rss_mb():.1f} MB, {args.games} games at level {args.level}", flush=True)
    firsts: list[GameRecord] = []

    def report(r: GameRecord) -> None:
        firsts.append(r)
        print_record(r, firsts[0] if len(firsts) > 1 else None)

    soak = Soak(window, args.level, args.seed, report)
    records = soak.run(args.games)
    window.controller.shutdown()
    if soak.error:
        print(f"soak stopped: {soak.error}", file=sys.stderr)
        return 1
    later = [r.rss_mb for r in records[2:]]
    growth = slope(later)
    print(f"rss {records[0].rss_mb:.1f} MB after game 1, {records[-1].rss_mb:.1f} MB after game "
          f"{records[-1].number}", flush=True)
    if len(later) < 2:
        print("growth per game: play at least 4 games to measure it", flush=True)
        return 1 if args.check else 0
    print(f"growth after the first two games: {growth:.3f} MB/game (least squares over games "
          f"3–{records[-1].number}; target < {TARGET_MB_PER_GAME})", flush=True)
    return 1 if args.check and growth >= TARGET_MB_PER_GAME else 0


if __name__ == "__main__":
    sys.exit(main())
