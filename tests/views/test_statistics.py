"""Your record, in the real window: a game finished by mouse is recorded once (with a save of its
own); Game → Statistics… shows the figures, the chart and the past games, and a past game opens
again by a click on "Open game" or a double-click; a damaged record is set aside with a message."""

from __future__ import annotations

from pathlib import Path
from typing import ClassVar

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QComboBox, QLabel, QMenu, QPushButton, QTableWidget

from joraku_desktop.model import GameConfig, new_game
from joraku_desktop.model.game import Game
from joraku_desktop.model.scenario import scenario
from joraku_desktop.record import RecordBook, game_record, record_path
from joraku_desktop.saves import SeatInfo, data_dir, load_game, save_game
from joraku_desktop.views.windows.main_window import MainWindow
from joraku_desktop.views.windows.statistics import StatisticsWindow
from joraku_desktop.views.windows.window_registry import WindowName
from tests.model.rules_helpers import random_playout

from .conftest import settle, start
from .test_whole_game_by_mouse import finish_by_mouse

LEFT = Qt.MouseButton.LeftButton


def last_skirmish() -> Game:
    """R-V8, round 3, the last skirmish (7 per round): Ann (seat 0) leads it."""
    return scenario(players=2, two_player_variant="R-V8", round=3, skirmish=6, seed=9, kachidoki="blue")


def open_statistics_from_the_menu(qtbot, w: MainWindow) -> StatisticsWindow:
    """Game → Statistics…, clicked as a player clicks it."""
    bar = w.menuBar()
    game_action = bar.actions()[0]
    qtbot.mouseClick(bar, LEFT, pos=bar.actionGeometry(game_action).center())
    menu = game_action.menu()
    assert isinstance(menu, QMenu)
    qtbot.waitUntil(menu.isVisible)
    item = next(a for a in menu.actions() if a.text().replace("&", "") == "Statistics…")
    qtbot.mouseClick(menu, LEFT, pos=menu.actionGeometry(item).center())
    qtbot.waitUntil(lambda: w.windows.showing(WindowName.STATISTICS))
    assert w.windows.get(WindowName.STATISTICS) is not None
    read(qtbot, w.windows.get(WindowName.STATISTICS))
    return w.windows.get(WindowName.STATISTICS)


def read(qtbot, stats: StatisticsWindow) -> None:
    """Wait for the record to be read (off the GUI thread) and shown."""
    qtbot.waitUntil(lambda: not stats.reading, timeout=10_000)


def finish_and_record(qtbot, w: MainWindow, g: Game, seat: int) -> tuple[int, int]:
    """Play to the results by mouse, then wait for the recorder's worker to record the game."""
    played = finish_by_mouse(qtbot, w, g, seat)
    assert w.recorder.wait_idle()
    return played


def finished_game(config: GameConfig, seed: int) -> Game:
    g = new_game(config)
    random_playout(g, seed)
    return g


def fill_record(tmp_path: Path) -> list[tuple[Game, list[SeatInfo]]]:
    """Six finished games in the record, each with its save: Ann against computers (two levels,
    three modes), and one hot-seat game of Ann and Kim."""
    plan = [
        (GameConfig(4, seed=31), ["Ann", "normal", "normal", "normal"]),
        (GameConfig(3, seed=32), ["Ann", "hard", "hard"]),
        (GameConfig(2, "R-V8", seed=33), ["Ann", "normal"]),
        (GameConfig(4, seed=34), ["Ann", "hard", "hard", "hard"]),
        (GameConfig(2, "R-V7", seed=35), ["Ann", "Kim"]),
        (GameConfig(4, seed=36), ["Ann", "hard", "normal", "hard"]),
    ]
    book = RecordBook.open()
    out = []
    for i, (config, who) in enumerate(plan):
        g = finished_game(config, i)
        seats = [SeatInfo(n, "human") if n[0].isupper() else SeatInfo(f"Computer {s}", n)
                 for s, n in enumerate(who)]
        path = tmp_path / f"past-{i}.joraku.json"
        save_game(g, path, seats)
        book.add(game_record(g, seats, save_path=str(path), finished_at=f"2026-11-0{i + 1}T20:00:00+00:00"))
        out.append((g, seats))
    return out


def click_row(qtbot, table: QTableWidget, row: int, double: bool = False) -> None:
    table.scrollToItem(table.item(row, 0))
    pos: QPoint = table.visualItemRect(table.item(row, 2)).center()
    qtbot.mouseClick(table.viewport(), LEFT, pos=pos)
    if double:  # a double-click is a click and then the second press, as a mouse sends them
        qtbot.mouseDClick(table.viewport(), LEFT, pos=pos)
    QApplication.processEvents()


# ---- recording ---------------------------------------------------------------------------------------

def test_a_game_finished_by_mouse_is_recorded_once_with_a_save_to_open(window, qtbot) -> None:
    w = window
    g = last_skirmish()
    start(w, g, ("human", "random"))
    w.controller.hints_used = 2  # what the hint helper counts (read if the controller has it)
    assert finish_and_record(qtbot, w, g, 0)[0] >= 1
    games = RecordBook.open().games()
    assert len(games) == 1
    r = games[0]
    assert r.mode == "R-V8" and r.players == 2
    assert [(s.name, s.kind, s.level) for s in r.seats] == [
        ("Ann", "human", None), ("Bob", "computer", "random")]
    assert r.winner == g.result.winner and [s.score for s in r.seats] == list(g.result.scores)
    assert r.hints_used == 2 and r.decisions == len(g.history)
    assert "added to your record" in w.statusBar().currentMessage()
    # the finished game has a save of its own, which loads as the same game
    assert r.save_path is not None and Path(r.save_path).parent == data_dir() / "finished"
    assert [str(a) for a in load_game(r.save_path).game.history] == [str(a) for a in g.history]
    # loading the finished save again shows its results but records nothing more
    assert w.files.load(r.save_path)
    settle(w)
    qtbot.waitUntil(lambda: w.windows.showing(WindowName.RESULTS))
    assert w.recorder.wait_idle()
    assert len(RecordBook.open().games()) == 1


def test_a_window_that_does_not_autosave_records_nothing(qtbot, fonts) -> None:
    """The smoke test and the screenshots play in such a window: the player's record is untouched."""
    from .conftest import make_window

    w = make_window(qtbot, autosave=False)
    try:
        start(w, finished_game(GameConfig(3, seed=2), 0), ("human", "random", "random"))
        qtbot.waitUntil(lambda: w.windows.get(WindowName.RESULTS) is not None)
        assert w.recorder.wait_idle()
        assert not record_path().exists()
    finally:
        w.controller.shutdown()


def test_a_damaged_record_is_set_aside_with_a_message_and_the_game_recorded(window, qtbot) -> None:
    w = window
    path = record_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"not a database" * 500)
    g = last_skirmish()
    start(w, g, ("human", "random"))
    finish_and_record(qtbot, w, g, 0)
    assert "set aside" in w.last_error and "record" in w.last_error
    assert len([p for p in path.parent.iterdir() if ".bad-" in p.name]) == 1
    assert len(RecordBook.open().games()) == 1  # the new record has the game


# ---- the Statistics window ---------------------------------------------------------------------------

def test_statistics_with_no_games_says_so_in_a_sentence(window, qtbot) -> None:
    stats = open_statistics_from_the_menu(qtbot, window)
    assert stats.pages.currentWidget() is stats.empty
    assert "No finished games yet" in stats.empty.text()
    assert not stats.open_button.isVisible() and not stats.hint.isVisible()


def test_statistics_show_the_record_and_open_a_past_game(window, qtbot, tmp_path) -> None:
    w = window
    past = fill_record(tmp_path)
    stats = open_statistics_from_the_menu(qtbot, w)
    assert stats.pages.currentIndex() == 1
    # everyone who played here: Ann's six results and Kim's one
    ann_and_kim = [(s.place, s.score) for r in RecordBook.open().games()
                   for s in r.seats if s.kind == "human"]
    assert len(ann_and_kim) == 7
    wins = sum(place == 1 for place, _ in ann_and_kim)
    tile = {k: stats.findChild(QLabel, f"stats-{k}").text() for k in ("games", "wins", "average", "best")}
    assert tile["games"] == "7"
    assert tile["wins"].startswith(f"{wins} (")
    assert tile["average"] == f"{sum(s for _, s in ann_and_kim) / 7:.1f}"
    assert tile["best"] == str(max(s for _, s in ann_and_kim))
    by_level = stats.findChild(QTableWidget, "stats-by-level")
    assert [by_level.item(r, 0).text() for r in range(by_level.rowCount())] == [
        "Normal", "Hard", "Mixed levels", "Only human opponents"]
    assert by_level.item(1, 1).text() == "2"  # two games against Hard computers only
    by_mode = stats.findChild(QTableWidget, "stats-by-mode")
    assert by_mode.item(0, 0).text() == "4 players" and by_mode.item(0, 1).text() == "3"
    # the chart: a point per result, the wins marked
    assert len(stats.chart.points()) == 7
    assert sum(r.won for _pt, r in stats.chart.points()) == wins
    first_point, first_result = stats.chart.points()[0]
    assert stats.chart.result_at(first_point) is first_result  # what hovering a point names
    oldest = min(g.finished_at for g in RecordBook.open().games())
    assert first_result.game.finished_at == oldest  # oldest left
    # the list: newest first, the player's column shown (two people played here)
    table = stats.games
    assert table.rowCount() == 7 and not table.isColumnHidden(1)
    assert table.isColumnHidden(7)  # no hints were used in these games
    assert [table.item(0, c).text() for c in (1, 2, 4)][:2] == ["Ann", "4 players"]
    assert table.item(0, 4).text() in ("Won", "2nd of 4", "3rd of 4", "4th of 4")
    assert stats.listed[0].game.finished_at > stats.listed[-1].game.finished_at
    # one player only: Kim's one game
    combo = stats.findChild(QComboBox, "stats-player")
    assert combo.isVisible()
    combo.setCurrentIndex(combo.findText("Kim"))
    read(qtbot, stats)
    assert stats.findChild(QLabel, "stats-games").text() == "1" and table.rowCount() == 1
    combo.setCurrentIndex(combo.findText("Ann"))
    read(qtbot, stats)
    assert table.rowCount() == 6
    # open a past game: select it, press Open game; its replay opens, every hand may be revealed
    assert not stats.open_button.isEnabled()
    click_row(qtbot, table, 2)
    assert stats.open_button.isEnabled()
    wanted = stats.listed[2].game
    qtbot.mouseClick(stats.findChild(QPushButton, "stats-open"), LEFT)
    settle(w)
    qtbot.waitUntil(lambda: w.windows.showing(WindowName.REPLAY))
    assert w.windows.get(WindowName.REPLAY) is not None
    rp = w.windows.get(WindowName.REPLAY).replay
    assert rp.finished and rp.config.seed == wanted.seed
    # a double-click opens another in its place; nothing is recorded again
    click_row(qtbot, table, 4, double=True)
    settle(w)
    replay = w.windows.get(WindowName.REPLAY)
    assert replay is not None and replay.replay.config.seed == stats.listed[4].game.seed
    assert len(RecordBook.open().games()) == len(past)


def test_opening_a_past_game_leaves_the_game_in_progress_alone(window, qtbot, tmp_path) -> None:
    """A past game opens as a replay in a window of its own: the game being played goes on and
    nobody is asked to abandon it."""
    w = window
    fill_record(tmp_path)
    current = new_game(GameConfig(4, seed=5))
    start(w, current, ("human", "random", "random", "random"))
    stats = open_statistics_from_the_menu(qtbot, w)
    asked: list[str] = []
    w.confirm = lambda title, text: asked.append(text) is not None
    click_row(qtbot, stats.games, 0, double=True)
    settle(w)
    assert w.windows.get(WindowName.REPLAY) is not None and w.windows.get(WindowName.REPLAY).replay.finished
    assert asked == [] and w.controller.game is current


def test_a_past_game_whose_save_is_gone_is_explained(window, qtbot, tmp_path) -> None:
    w = window
    fill_record(tmp_path)
    for p in tmp_path.glob("past-*.joraku.json"):
        p.unlink()
    stats = open_statistics_from_the_menu(qtbot, w)
    before = w.controller.game
    click_row(qtbot, stats.games, 0, double=True)
    assert "no longer there" in w.last_error and w.controller.game is before


def test_one_statistics_window_at_a_time_deleted_when_closed(window, qtbot, tmp_path) -> None:
    w = window
    stats = open_statistics_from_the_menu(qtbot, w)
    w.windows.show(WindowName.STATISTICS)
    assert w.windows.get(WindowName.STATISTICS) is stats and len(w.findChildren(StatisticsWindow)) == 1
    qtbot.mouseClick(stats.findChild(QPushButton, "stats-close"), LEFT)
    assert w.windows.get(WindowName.STATISTICS) is None
    QApplication.sendPostedEvents(None, 0)  # the deferred delete
    assert w.findChildren(StatisticsWindow) == []
    # asked again: a new window, shown; Escape closes it too
    again = open_statistics_from_the_menu(qtbot, w)
    assert again.isVisible()
    qtbot.keyClick(again, Qt.Key.Key_Escape)
    assert w.windows.get(WindowName.STATISTICS) is None and not again.isVisible()


def test_the_open_statistics_window_follows_a_newly_finished_game(window, qtbot) -> None:
    w = window
    stats = open_statistics_from_the_menu(qtbot, w)
    assert stats.pages.currentWidget() is stats.empty
    g = last_skirmish()
    start(w, g, ("human", "random"))
    w.controller.hints_used = 1
    finish_and_record(qtbot, w, g, 0)
    read(qtbot, stats)
    assert stats.pages.currentIndex() == 1 and stats.games.rowCount() == 1
    assert not stats.games.isColumnHidden(7) and stats.games.item(0, 7).text() == "1"
    assert stats.open_button.isVisible()
    assert stats.findChild(QLabel, "stats-games").text() == "1"


@pytest.mark.parametrize("size", [(1600, 1000), (1280, 720)])
def test_statistics_screenshots(window, qtbot, tmp_path, size) -> None:
    """The window with several games at two sizes (saved for a person to look at)."""
    fill_record(tmp_path)
    stats = open_statistics_from_the_menu(qtbot, window)
    stats.resize(*size)
    QApplication.processEvents()
    assert stats.games.viewport().height() > 5 * 24  # the list keeps room for several games
    image = stats.grab()
    assert image.width() == size[0]
    image.save(str(tmp_path / f"statistics-{size[0]}.png"))


class _InkRecorder:
    """Wraps the chart module's QPainter: notes every text the chart draws with the box its ink
    takes, so a test can hold each one inside the chart."""

    drawn: ClassVar[list[tuple[str, float, float]]] = []  # (text, left, right)

    @classmethod
    def painter(cls) -> type:
        from PySide6.QtCore import QPointF, QRectF
        from PySide6.QtGui import QFontMetricsF, QPainter

        class Recorder(QPainter):
            def drawText(self, *args):  # type: ignore[no-untyped-def]
                fm = QFontMetricsF(self.font())
                text = args[-1] if isinstance(args[-1], str) else ""
                if isinstance(args[0], QPointF) and text:
                    cls.drawn.append((text, args[0].x(), args[0].x() + fm.horizontalAdvance(text)))
                elif isinstance(args[0], QRectF) and text:
                    flags = args[1]
                    bits = int(flags.value if hasattr(flags, "value") else flags)
                    ink = fm.boundingRect(args[0], bits, text)
                    cls.drawn.append((text, ink.left(), ink.right()))
                return super().drawText(*args)

        return Recorder


@pytest.mark.parametrize("code", ["en", "ru", "ja", "zh_TW"])
def test_the_chart_legend_is_whole_in_every_language_at_every_size(
        window, qtbot, tmp_path, monkeypatch, code) -> None:
    """The painted chart's legend (a win, another result, the average) is read whole: the
    language is chosen in the Language menu, Statistics opened, and at the size the window takes
    on a 1600×1000, a 1280×720 and a 1024×700 screen every word the chart paints stays inside it."""
    from PySide6.QtGui import QAction

    from joraku_desktop import i18n
    from joraku_desktop.views.windows import statistics_chart
    from joraku_desktop.views.windows.statistics_chart import ResultsChart

    fill_record(tmp_path)
    monkeypatch.setattr(statistics_chart, "QPainter", _InkRecorder.painter())
    try:
        window.menuBar().findChild(QAction, f"language-{code}").trigger()
        settle(window)
        window.windows.show(WindowName.STATISTICS)
        stats = window.windows.get(WindowName.STATISTICS)
        assert stats is not None
        qtbot.waitUntil(lambda: not stats.reading, timeout=10_000)
        chart = stats.findChild(ResultsChart, "stats-chart")
        assert chart is not None and chart.results, "the chart shows the six games"
        legend = set(chart._legend_words())
        for width, height in ((1600, 1000), (1280, 720), (1024, 700)):
            stats.resize(min(1120, width), min(800, height))
            QApplication.processEvents()
            _InkRecorder.drawn = []
            chart.grab()
            drawn = {text: (left, right) for text, left, right in _InkRecorder.drawn}
            assert legend <= set(drawn), f"{code} {width}×{height}: the legend is not all drawn"
            for text in legend:
                left, right = drawn[text]
                assert left >= 0 and right <= chart.width(), (
                    f"{code} {width}×{height}: {text!r} runs to {right:.0f} in a chart {chart.width()} wide")
            lowest = max(p.y() for p, _r in chart.points())
            assert lowest + 8 < min(box.top() for _t, _lead, box in chart.legend_entries()), (
                "the legend stays under the plot")
    finally:
        i18n.install("en")


def test_on_a_short_screen_the_keyboard_brings_the_past_games_into_view(window, qtbot, tmp_path) -> None:
    """At 800×600 the figures and the list scroll as one page: Tab from the player's box goes to
    the list (not to the page), and the page scrolls to show it with its games."""
    fill_record(tmp_path)
    stats = open_statistics_from_the_menu(qtbot, window)
    stats.resize(800, 600)
    QApplication.processEvents()
    page = stats.body.verticalScrollBar()
    assert page.maximum() > 0 and page.value() == 0
    stats.player.setFocus()
    qtbot.keyClick(stats.player, Qt.Key.Key_Tab)
    qtbot.waitUntil(stats.games.hasFocus)
    QApplication.processEvents()
    top = stats.games.mapTo(stats.body.viewport(), QPoint(0, 0)).y()
    assert page.value() > 0
    assert top >= 0 and top + stats.games.height() <= stats.body.viewport().height()
