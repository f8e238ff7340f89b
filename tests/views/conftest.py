"""Fixtures for the window tests: a real MainWindow, offscreen, instant animations, saves in tmp.

Gestures are real mouse events on the view's viewport (press, a few moves, release), which is
how the board is driven by people; see ../shared/design/platform.md.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable, Iterator, Sequence
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt, QTimer
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QApplication, QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from joraku_desktop.app import load_fonts
from joraku_desktop.model import Game
from joraku_desktop.saves import SeatInfo
from joraku_desktop.settings import Settings
from joraku_desktop.views.table.key_calm import KeyCalm
from joraku_desktop.views.windows.main_window import MainWindow
from joraku_desktop.views.windows.window_registry import WindowName


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("JORAKU_DATA_DIR", str(tmp_path / "data"))


@pytest.fixture(autouse=True)
def no_blocking_quit_prompts(monkeypatch) -> None:
    """A window a test leaves open is closed at teardown: its quit prompts (modal boxes) would wait
    for ever offscreen, so they answer "quit" unless the test asks otherwise."""
    from joraku_desktop.views.windows import autosave_warning
    from joraku_desktop.views.windows import main_window as main_window_module

    monkeypatch.setattr(main_window_module.MainWindow, "_ask_yes_no", lambda self, title, text: True)
    monkeypatch.setattr(autosave_warning, "ask_quit_unsaved", lambda parent, problem: "quit")


@pytest.fixture(scope="session")
def fonts(qapp: QApplication) -> list[str]:
    return load_fonts()


def make_window(qtbot, autosave: bool = True) -> MainWindow:
    w = MainWindow(Settings(speed="instant"), autosave=autosave)
    w.confirm = lambda title, text: True
    w.autosave.ask_quit = lambda problem: "quit"  # a failing autosave's quit prompt blocks otherwise
    qtbot.addWidget(w)
    w.resize(1600, 1000)
    w.show()
    qtbot.waitExposed(w)
    return w


@pytest.fixture
def window(qtbot, fonts) -> Iterator[MainWindow]:
    w = make_window(qtbot)
    yield w
    w.controller.shutdown()


class Heartbeat:
    """A timer on the GUI thread: the longest gap between its ticks is how long the window froze."""

    def __init__(self) -> None:
        self.last = time.monotonic()
        self.longest = 0.0
        self.ticks = 0
        self.timer = QTimer()
        self.timer.setInterval(20)
        self.timer.timeout.connect(self._tick)
        self.timer.start()

    def _tick(self) -> None:
        now = time.monotonic()
        self.longest = max(self.longest, now - self.last)
        self.last = now
        self.ticks += 1


@pytest.fixture
def heartbeat() -> Iterator[Callable[[], Heartbeat]]:
    """A test starts a :class:`Heartbeat` where the part it measures begins (its set-up may take
    as long as it likes); every one still ticking is stopped at teardown."""
    beats: list[Heartbeat] = []

    def begin() -> Heartbeat:
        beats.append(Heartbeat())
        return beats[-1]

    yield begin
    for beat in beats:
        beat.timer.stop()


class _Texts(QPainter):
    """A painter that keeps the strings it is asked to draw."""

    def __init__(self, image: QImage) -> None:
        super().__init__(image)
        self.texts: list[str] = []

    def drawText(self, *args: Any) -> Any:
        if isinstance(args[-1], str):
            self.texts.append(args[-1])
        return super().drawText(*args)


def painted_texts(item: QGraphicsItem) -> list[str]:
    """The strings ``item`` draws when painted, in the order it draws them."""
    image = QImage(8, 8, QImage.Format.Format_ARGB32)  # kept alive while the painter draws on it
    p = _Texts(image)
    try:
        item.paint(p, QStyleOptionGraphicsItem(), None)
    finally:
        p.end()
    return p.texts


def start(w: MainWindow, game: Game, kinds: Sequence[str], paused: bool = False) -> None:
    names = ("Ann", "Bob", "Cho", "Dai")
    w.controller.set_paused(paused)
    w.controller.start(game, [SeatInfo(names[i], k) for i, k in enumerate(kinds)])
    settle(w)


def calm_over() -> bool:
    """No window rests Enter and Space just now (the moment after a scoring beat, the banner or
    the Results opening: views/table/key_calm.py)."""
    return not any(c.calming for top in QApplication.topLevelWidgets() for c in top.findChildren(KeyCalm))


def settle(w: MainWindow) -> None:
    QApplication.processEvents()
    w.scene.animator.finish_all()


def centre(item: QGraphicsObject) -> QPointF:
    return item.sceneBoundingRect().center()


def to_view(w: MainWindow, p: QPointF) -> QPoint:
    return w.view.mapFromScene(p)


def drag(qtbot, w: MainWindow, start_pt: QPointF, end_pt: QPointF, steps: int = 6) -> None:
    """Press, move in steps, release: a drag with the mouse on the real view."""
    vp = w.view.viewport()
    a, b = to_view(w, start_pt), to_view(w, end_pt)
    qtbot.mousePress(vp, Qt.MouseButton.LeftButton, pos=a)
    for i in range(1, steps + 1):
        p = QPoint(a.x() + (b.x() - a.x()) * i // steps, a.y() + (b.y() - a.y()) * i // steps)
        qtbot.mouseMove(vp, pos=p)
    qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=b)
    settle(w)


def click(qtbot, w: MainWindow, pt: QPointF) -> None:
    qtbot.mouseClick(w.view.viewport(), Qt.MouseButton.LeftButton, pos=to_view(w, pt))
    settle(w)


def each_window(w: MainWindow) -> Iterator[QWidget]:
    """Open every window of ours in turn, as a player opens them, and hand each over while it is
    open: the New game dialog, the Statistics window, the rules help, View → Settings…, then (after a finished
    3-player game is put in place) the results screen and its replay."""
    from joraku_desktop.model import GameConfig, new_game
    from joraku_desktop.views.windows.help_window import RulesHelp
    from tests.model.rules_helpers import random_playout

    w.windows.show(WindowName.NEW_GAME)
    settle(w)
    assert w.windows.get(WindowName.NEW_GAME) is not None
    yield w.windows.get(WindowName.NEW_GAME)
    w.windows.get(WindowName.NEW_GAME).reject()
    w.windows.show(WindowName.STATISTICS)
    settle(w)
    assert w.windows.get(WindowName.STATISTICS) is not None
    yield w.windows.get(WindowName.STATISTICS)
    w.windows.get(WindowName.STATISTICS).close()
    w.windows.show(WindowName.RULES)
    settle(w)
    help_window = w.findChild(RulesHelp, "rules-window")
    assert help_window is not None
    yield help_window
    help_window.close()
    w.windows.show(WindowName.SETTINGS)
    settle(w)
    settings = w.windows.get(WindowName.SETTINGS)
    assert settings is not None
    yield settings
    settings.close()
    over = new_game(GameConfig(3, seed=8))
    random_playout(over, 1)
    w.controller.start(over, [SeatInfo(n, "random") for n in ("Ann", "Bob", "Cho")])
    settle(w)
    w.windows.show(WindowName.RESULTS)
    settle(w)
    assert w.windows.get(WindowName.RESULTS) is not None
    yield w.windows.get(WindowName.RESULTS)
    assert w.replays.replay_current() and w.windows.get(WindowName.REPLAY) is not None
    settle(w)
    yield w.windows.get(WindowName.REPLAY)


def neutral_ap_step(w: MainWindow) -> Game:
    """R-V8, round 1: Ann (blue, the human) led the red 4 and took 4 AP; the neutral samurai of
    3 Owari is hers to relocate (R-V8) or to leave. Computers paused."""
    from joraku_desktop.model import scenario

    g = scenario(players=2, two_player_variant="R-V8", kachidoki="blue",
                 hands={"blue": "R4 B2 YN R1 Y6 B3 B5"}, daimyo={"blue": 3})
    start(w, g, ("human", "random"), paused=True)
    g.apply("play R4")
    g.apply("ap")
    w.refresh()
    settle(w)
    return g
