"""Why a decision is not sent from a networked seat comes back as a refusal code, as the
window's own game answers, and is worded with the other refusals: the views take one type."""

from __future__ import annotations

from dataclasses import replace

from joraku_desktop.controller.net_seat import NetSeat
from joraku_desktop.model import GameConfig, new_game, observe
from joraku_desktop.model.errors import Refusal, RefusalCode
from joraku_desktop.net import protocol as p
from joraku_desktop.net.codes import ConnState, SeatState, TableState
from joraku_desktop.words.refusals import refusal_text

NAMES = ["Ann", "Ben", "Cho"]


def _info(state: TableState, own: SeatState = SeatState.CONNECTED) -> p.TableInfo:
    seats = [p.SeatInfo(seat=0, name="Ann", state=own),
             p.SeatInfo(seat=1, name="Ben", state=SeatState.CONNECTED),
             p.SeatInfo(seat=2, name="Cho", state=SeatState.CONNECTED)]
    return p.TableInfo(code="K7QM4X", players=3, mode="base", variants=[], state=state, seats=seats)


def test_each_reason_not_to_send_is_a_code(qapp) -> None:
    game = new_game(GameConfig(3, seed=5))
    seat = NetSeat(url="ws://127.0.0.1:9", code="K7QM4X", name="Ann", seat=0)
    action = game.legal_actions()[0]
    assert seat.request(action) == Refusal(RefusalCode.WAITING_FOR_HOST)  # nothing heard yet
    seat.view = observe(game, 0)
    seat.info = _info(TableState.WAITING)
    assert seat.request(action) == Refusal(RefusalCode.WAITING_FOR_HOST)
    seat.info = _info(TableState.PLAYING, SeatState.STAND_IN)
    assert seat.request(action) == Refusal(RefusalCode.STAND_IN)
    seat.info = _info(TableState.PLAYING)
    assert seat.conn is ConnState.CONNECTING
    assert seat.request(action) == Refusal(RefusalCode.WAITING_FOR_ANSWER)
    seat.conn = ConnState.JOINED
    seat.view = replace(observe(game, 0), current_seat=2)
    assert seat.request(action) == Refusal(RefusalCode.NOT_YOUR_TURN, {"current": 2})
    assert seat.pending is False  # nothing was sent


def test_the_reasons_are_worded_with_the_seat_names(qapp) -> None:
    assert refusal_text(Refusal(RefusalCode.NOT_YOUR_TURN, {"current": 2}), NAMES) == (
        "Not your turn: Cho decides now.")
    assert refusal_text(Refusal(RefusalCode.WAITING_FOR_HOST)) == (
        "Wait: the host has not started the game yet.")
    assert refusal_text(Refusal(RefusalCode.STAND_IN)).startswith("A computer plays your seat now")
