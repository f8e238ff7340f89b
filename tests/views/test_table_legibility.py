"""The table's smallest text, measured from the painted view, on the small windows players use.

The real window is laid out as a player gets it, the game log wished shown and the window
deciding where it goes — folded away at 1024×700 (the table takes the whole width), beside the
table at 1280×720 — in the moments with the
most words on the table (a 4-player pass with two cards chosen, R-V7's draft, R-V8's discard),
and painted through the view; :func:`tools.legibility.measure` reads every text's size on
screen from the painting. A small window gets the table's compact rows
(``table_layout.COMPACT``), so its text is drawn larger than when the design table was shrunk
whole (8.9 px at 1024×700 with the log folded, 9.2 px at 1280×720), and a narrower, lower
compact table (``table_layout.MIN_W`` × ``MIN_H``) and a slimmer action bar take it to the goal.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtWidgets import QApplication

from joraku_desktop.model import GameConfig
from joraku_desktop.model.game import new_game
from joraku_desktop.model.phases import Phase
from joraku_desktop.views.windows.main_window import MainWindow
from tools.legibility import measure

from .conftest import settle, start

#: the smallest text on screen, in px, at these windows (the goal is 11: docs/window.md)
FLOOR = 11.0
#: each window, and whether the log is folded there (the log wished shown)
WINDOWS = [((1024, 700), True), ((1280, 720), False)]


def four_players_passing(w: MainWindow) -> None:
    start(w, new_game(GameConfig(4, seed=3)), ("human", "normal", "normal", "normal"), paused=True)
    for it in w.scene.hand_items[:2]:
        w.scene.toggle_selection(it.card)
    settle(w)


def two_armies_draft(w: MainWindow) -> None:
    start(w, new_game(GameConfig(2, "R-V7", seed=3)), ("human", "normal"), paused=True)


def neutral_discard(w: MainWindow) -> None:
    g = new_game(GameConfig(2, "R-V8", seed=3))
    while g.phase is Phase.PASS:
        g.apply(g.legal_actions()[0])
    start(w, g, ("human", "normal"), paused=True)


@pytest.mark.parametrize("moment", [four_players_passing, two_armies_draft, neutral_discard])
def test_smallest_painted_text_on_small_windows(
    window: MainWindow, moment: Callable[[MainWindow], None]
) -> None:
    w = window
    moment(w)
    w.set_log_visible(True)
    for size, folded in WINDOWS:
        w.resize(*size)
        for _ in range(3):
            QApplication.processEvents()
            w.scene.animator.finish_all()
        assert w.log_pane.folded is folded and w.log.isVisible() is not folded
        texts = measure(w)
        assert len(texts) > 100  # the whole table was painted and read, not a blank view
        smallest = min(texts, key=lambda t: t.px)
        assert smallest.px >= FLOOR, (size, folded, round(smallest.px, 2), smallest.words)


def test_played_cards_follow_the_skirmish_zone_when_the_window_shrinks(window: MainWindow) -> None:
    """A compact skirmish zone holds its played cards a little smaller (so the two lines of who
    is winning keep their room): a card already played is drawn again at the zone's scale, in its
    slot, when the window shrinks mid-skirmish, and at the design scale when it grows again."""
    from joraku_desktop.views import theme as th

    from .conftest import neutral_ap_step

    w = window
    neutral_ap_step(w)
    zone, show = w.scene.skirmish, w.scene.skirmish_show
    scales = []
    for size, log in (((1024, 700), False), ((1600, 1000), True)):
        w.set_log_visible(log)
        w.resize(*size)
        settle(w)
        assert show.items, "the led card is in the skirmish zone"
        for i, it in enumerate(show.items):
            assert it.w == pytest.approx(th.CARD_W * zone.trick_scale())
            assert it.pos() == zone.slot_pos(i)
            assert it.scene() is w.scene
        scales.append(zone.trick_scale())
    assert scales[0] < scales[1] == pytest.approx(0.7)
