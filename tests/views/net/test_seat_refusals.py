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
    seats = [p.WireSeat(seat=0, name="Ann", state=own),
             p.WireSeat(seat=1, name="Ben", state=SeatState.CONNECTED),
             p.WireSeat(seat=2, name="Cho", state=SeatState.CONNECTED)]
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


def test_the_hosts_later_refusal_and_the_close_come_as_codes_and_the_window_words_them(qapp) -> None:
    """The host refusing a decision already sent, and the connection ending, reach the controller
    as codes (the Table protocol's promise); the window's network part words them."""
    from joraku_desktop.controller.net_seat import host_refusal
    from joraku_desktop.controller.table import HostRefusal, TableNote
    from joraku_desktop.net.client import Closed
    from joraku_desktop.views.windows.net_play import host_refusal_text
    from joraku_desktop.words.network import closed_text

    seat = NetSeat(url="ws://127.0.0.1:9", code="K7QM4X", name="Ann", seat=0)
    assert not hasattr(seat, "close_reason")
    notes: list[tuple[TableNote, object]] = []
    seat.listen(lambda _u: None, lambda note, detail: notes.append((note, detail)))
    ended: list[Closed] = []
    seat.ended.connect(ended.append)
    seat.pending = True
    engine = p.Refused(t="refused", seq=3, by="engine", code="not_your_turn", params={"current": 2})
    seat._on_refused(engine)
    assert seat.pending is False
    assert notes == [(TableNote.REFUSED, HostRefusal(Refusal(RefusalCode.NOT_YOUR_TURN, {"current": 2})))]
    table = p.Refused(t="refused", seq=4, by="table", code="stale", params={"seq": 1, "current": 4})
    unknown = p.Refused(t="refused", seq=5, by="engine", code="from_a_newer_host", params={})
    assert host_refusal(table) == HostRefusal(None, "stale", {"seq": 1, "current": 4})
    assert host_refusal(unknown) == HostRefusal(None, "from_a_newer_host", {})
    # words only in the view
    assert host_refusal_text(host_refusal(engine), NAMES) == "Not your turn: Cho decides now."
    assert host_refusal_text(host_refusal(table), NAMES).startswith("The table had already moved on")
    assert host_refusal_text(host_refusal(unknown), NAMES) == "The table refused that (from_a_newer_host)."
    closed = Closed(4006, "no_such_table", {"code": "K7QM4X"})
    seat._on_closed(closed)
    assert ended == [closed] and seat.closed == closed
    assert notes[-1] == (TableNote.CONNECTION, "")
    assert closed_text(closed) and closed_text(closed) != "The connection closed (4006)."


def test_the_controller_hands_the_hosts_refusal_on_typed(qapp) -> None:
    """The controller re-emits the host's refusal as it came (codes), not as a status-bar line."""
    from joraku_desktop.controller import GameController
    from joraku_desktop.controller.table import HostRefusal

    controller = GameController(autosave=False)
    try:
        seat = NetSeat(url="ws://127.0.0.1:9", code="K7QM4X", name="Ann", seat=0)
        seat.start = lambda: None  # type: ignore[method-assign]  # no connection in this test
        controller.play_at_table(seat)
        heard: list[HostRefusal] = []
        said: list[str] = []
        controller.table_refused.connect(heard.append)
        controller.message.connect(said.append)
        seat._on_refused(p.Refused(t="refused", seq=1, by="table", code="busy", params={}))
        assert heard == [HostRefusal(None, "busy", {})] and said == []
    finally:
        controller.shutdown()
