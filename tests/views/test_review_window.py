"""The game review in the real window: opened from the results, it runs beside a table that stays
usable, then a click on a key moment opens the replay there with the better decision drawn."""

from __future__ import annotations

import time

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from joraku_desktop.model.scenario import scenario
from joraku_desktop.review.analysis import ReviewBudget
from joraku_desktop.views.windows import review_window
from joraku_desktop.views.windows.review_window import ReviewWindow
from joraku_desktop.views.windows.window_registry import WindowName

from .conftest import start
from .test_whole_game_by_mouse import finish_by_mouse

LEFT = Qt.MouseButton.LeftButton


@pytest.fixture
def small_budget(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(review_window, "DEFAULT_BUDGET", ReviewBudget(iterations=24, deals=10))


def test_review_from_results_then_a_key_moment_on_the_replay(window, qtbot, small_budget, heartbeat) -> None:
    w = window
    g = scenario(players=2, two_player_variant="R-V8", round=3, skirmish=3, seed=9, kachidoki="blue")
    start(w, g, ("human", "random"))
    finish_by_mouse(qtbot, w, g, 0)
    results = w.windows.get(WindowName.RESULTS)
    assert results is not None
    button = results.findChild(QPushButton, "button-review")
    assert button is not None and button.isEnabled()
    beat = heartbeat()
    qtbot.mouseClick(button, LEFT)
    qtbot.waitUntil(lambda: w.secondary.review is not None and w.secondary.review.isVisible())
    review = w.secondary.review
    assert isinstance(review, ReviewWindow)
    assert review.reviewed == (0,)  # only the person's seat, never the computer's
    qtbot.waitUntil(lambda: review.runner.running or review.review is not None, timeout=10_000)
    seen_bar = False
    while review.review is None:  # the table goes on while the review works
        seen_bar = seen_bar or (review.bar.isVisible() and review.b_cancel.isVisible())
        qtbot.wait(50)
        assert time.monotonic() - beat.last < 5
    beat.timer.stop()
    assert seen_bar
    assert beat.longest < 1.0, f"the window froze for {beat.longest:.1f} s"
    assert not review.bar.isVisible()
    assert review.table.rowCount() == len(review.review.decisions) > 0
    assert review.moments, "the first-card player lost RP somewhere"
    assert review.curve.series and review.curve.series[0][3]
    moment = review.moments[0]
    item = review.moment_list.item(0)
    rect = review.moment_list.visualItemRect(item)
    qtbot.mouseClick(review.moment_list.viewport(), LEFT, pos=rect.center())
    qtbot.waitUntil(lambda: w.replays.window is not None and w.replays.window.isVisible())
    replay = w.replays.window
    assert replay.replay.index == moment.index
    assert replay.seat == moment.seat
    layer = replay.advice_layer
    assert layer is not None and layer.visible and layer.callout.isVisible()
    advice = moment.advice
    drawn = set(layer.cards) == set(advice.action.cards) if advice.action.cards else bool(layer.marks)
    assert drawn or bool(layer.marks), "the better decision is drawn on the table"
    replay.go(moment.index + 1)  # the better decision belongs to that moment only
    assert not layer.visible
    if len(review.moments) > 1:  # by keyboard: the next moment, Enter
        review.activateWindow()
        review.moment_list.setFocus()
        qtbot.keyClick(review.moment_list, Qt.Key.Key_Down)
        qtbot.keyClick(review.moment_list, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: w.replays.window is not None
                        and w.replays.window.replay.index == review.moments[1].index)
        assert w.replays.window.advice_layer is not None and w.replays.window.advice_layer.visible


def test_a_review_is_kept_and_read_back_at_once(window, qtbot, small_budget) -> None:
    w = window
    g = scenario(players=2, two_player_variant="R-V8", round=3, skirmish=5, seed=9, kachidoki="blue")
    start(w, g, ("human", "random"))
    finish_by_mouse(qtbot, w, g, 0)
    first = w.secondary.review_current()
    assert first is not None
    qtbot.waitUntil(lambda: first.review is not None, timeout=120_000)
    made = first.review
    w.recorder.wait_idle()
    first.close()
    again = w.secondary.review_current()
    assert again is not None
    qtbot.waitUntil(lambda: again.review is not None, timeout=10_000)
    assert again.review == made and not again.runner.running


def test_cancel_stops_the_review_and_review_again_starts_it_over(window, qtbot, small_budget) -> None:
    w = window
    g = scenario(players=2, two_player_variant="R-V8", round=3, skirmish=3, seed=9, kachidoki="blue")
    start(w, g, ("human", "random"))
    finish_by_mouse(qtbot, w, g, 0)
    review = w.secondary.review_current()
    assert review is not None
    qtbot.waitUntil(lambda: review.runner.running, timeout=10_000)
    qtbot.mouseClick(review.b_cancel, LEFT)
    assert not review.runner.running and review.review is None
    assert review.b_again.isVisible() and not review.bar.isVisible()
    review.b_again.setFocus()
    qtbot.keyClick(review.b_again, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: review.review is not None, timeout=120_000)
    assert review.runner.wait()


def test_statistics_shows_the_strength_and_reviews_a_past_game(window, qtbot, small_budget, tmp_path) -> None:
    from joraku_desktop.model import GameConfig, new_game
    from joraku_desktop.record import RecordBook, game_record
    from joraku_desktop.review.strength import MIN_GAMES
    from joraku_desktop.saves import SeatInfo, save_game
    from joraku_desktop.words.review import rating_not_yet_text
    from tests.model.rules_helpers import random_playout

    from .test_statistics import read

    seats = [SeatInfo("Ann", "human"), SeatInfo("Bot", "easy")]
    book = RecordBook.open()
    for i in range(MIN_GAMES):
        g = new_game(GameConfig(2, "R-V8", seed=300 + i))
        random_playout(g, i)
        path = tmp_path / f"game{i}.json"
        save_game(g, path, seats)
        when = f"2026-11-{10 + i:02d}T10:00:00+00:00"
        book.add(game_record(g, seats, save_path=str(path), finished_at=when))
    w = window
    w.windows.show(WindowName.STATISTICS)
    stats = w.windows.get(WindowName.STATISTICS)
    assert stats is not None
    read(qtbot, stats)
    block = stats.strength
    qtbot.waitUntil(lambda: "95%" in block.rating_words and "±" in block.rating.text())
    assert not block.chart.isVisible()  # nothing reviewed yet
    stats.games.setFocus()
    stats.games.selectRow(0)
    assert stats.review_button.isEnabled()
    qtbot.mouseClick(stats.review_button, LEFT)
    qtbot.waitUntil(lambda: w.secondary.review is not None)
    review = w.secondary.review
    assert review.reviewed == (0,)
    qtbot.waitUntil(lambda: review.review is not None, timeout=120_000)
    w.recorder.wait_idle()
    stats.reload()
    read(qtbot, stats)
    qtbot.waitUntil(lambda: block.chart.values != [])
    assert len(block.chart.values) == 1 and block.chart.isVisibleTo(block)
    assert rating_not_yet_text(1, MIN_GAMES) != block.rating_words
