"""The controller sits at a :class:`Table` and is written once for every kind of table: requests
answer with refusal codes, the table's one update callback carries every applied decision, and
a finished game goes over → recorded → shown once (a bare controller, this machine's table)."""

from __future__ import annotations

import importlib.util
import inspect
from typing import Any

import pytest
from PySide6.QtCore import QObject

from joraku_desktop.controller import game_controller
from joraku_desktop.controller.game_controller import GameController
from joraku_desktop.controller.lifecycle import Lifecycle, Stage
from joraku_desktop.controller.table import LocalTable, TableNote, TableUpdate
from joraku_desktop.model import GameConfig, new_game
from joraku_desktop.model.errors import Refusal, RefusalCode
from joraku_desktop.saves import SeatInfo


def test_the_controller_has_no_networked_branch_and_no_mixin() -> None:
    assert importlib.util.find_spec("joraku_desktop.controller.net_turns") is None
    assert GameController.__mro__[1] is QObject  # no mixin reaching into the controller
    assert "_remote" not in inspect.getsource(game_controller)


def test_the_lifecycle_moves_once_and_in_order() -> None:
    life = Lifecycle()
    assert not life.over() and life.stage is Stage.NONE  # no game: nothing ends
    life.begin()
    assert not life.recorded() and not life.shown()  # a game in play is not recorded nor shown
    assert life.over() and not life.over()
    assert not life.shown()  # not before it is recorded (or given up on)
    assert life.recorded() and not life.recorded()
    assert life.shown() and not life.shown() and life.stage is Stage.SHOWN
    life.begin()  # the next game
    assert life.over()
    life.give_up_record()  # a table that never sends the whole game is still shown over, once
    assert life.shown() and not life.recorded() and not life.shown()


def _computers_only(qtbot: Any) -> GameController:
    c = GameController(autosave=False, ai_pause_ms=0)
    c.start(new_game(GameConfig(3, seed=11)), [SeatInfo(f"C{s}", "random") for s in range(3)])
    return c


def test_a_local_game_is_recorded_then_shown_once(qtbot: Any) -> None:
    c = _computers_only(qtbot)
    heard: list[tuple[str, Stage]] = []
    c.finished.connect(lambda _r: heard.append(("finished", c.life.stage)))
    c.game_over.connect(lambda _r: heard.append(("game_over", c.life.stage)))
    try:
        qtbot.waitUntil(lambda: len(heard) == 2, timeout=60_000)
        # the turn handed on again (the tutorial's resume, a dialog's pause let go) shows nothing twice
        c.resume()
        c.set_paused(True, "test")
        c.set_paused(False, "test")
        c.scoring_done()
        qtbot.wait(50)
        assert heard == [("finished", Stage.RECORDED), ("game_over", Stage.SHOWN)]
        assert c.game is not None and c.game.is_over and c.result == c.game.result
        assert c.request(c.legal()[0] if c.legal() else "end") == Refusal(RefusalCode.GAME_OVER)
    finally:
        c.shutdown()


def test_a_finished_save_put_in_place_is_recorded_and_shown_once(qtbot: Any) -> None:
    c = _computers_only(qtbot)
    try:
        qtbot.waitUntil(lambda: c.life.stage is Stage.SHOWN, timeout=60_000)
        game = c.game
        assert game is not None
        heard: list[str] = []
        c.finished.connect(lambda _r: heard.append("finished"))
        c.game_over.connect(lambda _r: heard.append("game_over"))
        c.start(game, c.seats)
        c.resume()
        assert heard == ["finished", "game_over"] and c.life.stage is Stage.SHOWN
    finally:
        c.shutdown()


def test_requests_and_undo_answer_with_codes_through_the_table(qtbot: Any) -> None:
    c = GameController(autosave=False, ai_pause_ms=0)
    seats = [SeatInfo("Me", "human"), SeatInfo("C1", "random"), SeatInfo("C2", "random")]
    c.start(new_game(GameConfig(3, seed=4)), seats)
    applied: list[tuple[Any, Any, int]] = []
    c.action_applied.connect(lambda ev, act, seat: applied.append((ev, act, seat)))
    try:
        assert isinstance(c.table, LocalTable) and c.solo
        if c.current_seat != 0:
            qtbot.waitUntil(lambda: c.current_seat == 0 and not c._ai.busy, timeout=30_000)
        assert c.undo() == Refusal(RefusalCode.CANNOT_UNDO_NOW)  # nothing decided yet
        assert c.request("not an action") is not None  # the engine's refusal, a code
        first = c.legal()[0]
        assert c.request(first) is None
        assert applied[-1][1] == first and applied[-1][2] == 0
        if c.can_undo:
            assert c.undo() is None
            assert applied[-1][1] is None and applied[-1][2] == 0  # an undo carries no action
    finally:
        c.shutdown()


class _Recorder:
    """A stand-in table's listener: what a table reports, in order."""

    def __init__(self) -> None:
        self.heard: list[TableUpdate | TableNote] = []

    def update(self, u: TableUpdate) -> None:
        self.heard.append(u)

    def note(self, n: TableNote, _text: str) -> None:
        self.heard.append(n)


@pytest.mark.parametrize("seed", [1, 2])
def test_the_local_table_reports_every_decision_through_one_callback(seed: int) -> None:
    game = new_game(GameConfig(3, seed=seed))
    t = LocalTable(game, [SeatInfo(n, "human") for n in "ABC"])
    r = _Recorder()
    t.listen(r.update, r.note)
    t.open()
    assert len(r.heard) == 1 and isinstance(r.heard[0], TableUpdate) and r.heard[0].dealt
    for _ in range(6):
        seat, action = t.current_seat, t.legal()[0]
        assert t.request(action) is None
        u = r.heard[-1]
        assert isinstance(u, TableUpdate) and not u.dealt
        assert (u.actor, u.action) == (seat, action) and u.view is not None and u.view.seat == seat
    assert len(r.heard) == 7


class _FromAfar(LocalTable):
    """A table whose decisions come back later, as a host's answers do over the network: the
    controller must hold them in order behind a scoring beat, whatever the kind of table."""

    def __init__(self, *args: Any) -> None:
        super().__init__(*args)
        self.waiting: list[TableUpdate] = []
        self.adopted: list[TableUpdate] = []

    def listen(self, on_update: Any, on_note: Any) -> None:
        def later(u: TableUpdate) -> None:
            if u.dealt:
                on_update(u)
            else:
                self.waiting.append(u)
        super().listen(later, on_note)
        self.arrive = on_update

    def adopt(self, update: TableUpdate) -> None:
        self.adopted.append(update)


def test_updates_that_arrive_later_are_applied_in_order_behind_a_scoring_beat(qtbot: Any) -> None:
    from joraku_desktop.model.events import AreaScored

    c = GameController(autosave=False, ai_pause_ms=0)
    c.present_scoring = True
    table = _FromAfar(new_game(GameConfig(3, seed=6)), [SeatInfo(n, "human") for n in "ABC"])
    c._sit(table, None, None, 0)
    assert [u.dealt for u in table.adopted] == [True]  # the deal came through the same callback
    table.adopted.clear()
    heard: list[tuple[str, Any]] = []
    c.action_applied.connect(lambda _ev, act, seat: heard.append(("applied", (act, seat))))
    c.scoring_beat.connect(lambda _ev: heard.append(("beat", None)))
    c.turn_started.connect(lambda seat: heard.append(("turn", seat)))
    c.settled.connect(lambda: heard.append(("settled", None)))
    try:
        seat = c.current_seat
        assert c.request(c.legal()[0]) is None and heard == []  # sent; nothing applied yet
        (u,) = table.waiting
        scored = TableUpdate((AreaScored(0, "prestige", ()),), u.actor, u.action, u.view)
        then = TableUpdate((), -1, None, u.view)
        table.arrive(scored)
        table.arrive(then)
        assert heard == [("applied", (u.action, seat)), ("beat", None), ("settled", None)]
        assert c.scoring_shown and table.adopted == [scored]  # the second waits for the beat
        assert c.request(c.legal()[0]) == Refusal(RefusalCode.SCORING_SHOWN)
        heard.clear()
        c.scoring_done()
        assert table.adopted == [scored, then]
        assert heard == [("applied", (None, -1)), ("turn", c.current_seat), ("settled", None)]
    finally:
        c.shutdown()
