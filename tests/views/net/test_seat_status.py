"""The windows of network play ask the controller and the seat typed questions (the banner's
status, the hosted table's port and certificate) and read no network object through them."""

from __future__ import annotations

import ast
from pathlib import Path
from types import SimpleNamespace

from joraku_desktop.controller import GameController
from joraku_desktop.controller.net_seat import NetSeat, SeatStatus
from joraku_desktop.model import GameConfig, new_game, observe
from joraku_desktop.net import protocol as p
from joraku_desktop.net.codes import ConnState, SeatState, TableState

WINDOWS = Path(__file__).resolve().parents[3] / "joraku_desktop" / "views" / "windows"


def _info(state: TableState, *states: SeatState) -> p.TableInfo:
    names = ("Ann", "Ben", "Cho")
    seats = [p.WireSeat(seat=i, name=n, state=s) for i, (n, s) in enumerate(zip(names, states, strict=True))]
    return p.TableInfo(code="K7QM4X", players=3, mode="base", variants=[], state=state, seats=seats)


def test_the_seat_says_its_status_in_enums_and_counts(qapp) -> None:
    seat = NetSeat(url="ws://127.0.0.1:9", code="K7QM4X", name="Ann", seat=0)
    s = seat.status()
    assert s == SeatStatus(hosting=False, closed=None, conn=ConnState.CONNECTING, dealt=False, over=False,
                           stand_in=False, seat=0, waiting=False, friends=0, joined=0, dropped=())
    seat.info = _info(TableState.WAITING, SeatState.LOCAL, SeatState.CONNECTED, SeatState.OPEN)
    s = seat.status()
    assert s.waiting and (s.friends, s.joined) == (2, 1)
    game = new_game(GameConfig(3, seed=5))
    seat.view, seat.conn = observe(game, 0), ConnState.JOINED
    seat.info = _info(TableState.PLAYING, SeatState.LOCAL, SeatState.DROPPED, SeatState.CONNECTED)
    s = seat.status()
    assert s.dealt and not s.waiting and not s.over and s.dropped == ((1, "Ben"),)


def test_the_hosted_tables_port_and_certificate_are_the_seats_answers(qapp) -> None:
    seat = NetSeat(url="ws://127.0.0.1:9", code="K7QM4X", name="Ann", seat=0)
    assert (seat.hosted_port, seat.host_pin) == (0, "")
    seat.host = SimpleNamespace(port=4711, pin=None)  # type: ignore[assignment]
    assert (seat.hosted_port, seat.host_pin) == (4711, "")
    seat.host = SimpleNamespace(port=4711, pin="ab:cd")  # type: ignore[assignment]
    assert (seat.hosted_port, seat.host_pin) == (4711, "ab:cd")
    controller = GameController(autosave=False)
    try:
        assert controller.table_status() is None and controller.hosted_seat is None
        controller.net = seat
        assert controller.hosted_seat is seat and controller.table_status() == seat.status()
        controller.net = None
    finally:
        controller.shutdown()


def _reads(path: Path) -> list[str]:
    """The attribute chains of a module that read ``.host`` or ``.info`` off a seat, or a seat
    off the controller (``controller.net``, ``c.net``)."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Attribute):
            text = ast.unparse(node)
            if node.attr in ("host", "info", "closed", "conn") and text.split(".")[-2] in ("net", "n"):
                found.append(text)
    return found


def test_the_network_windows_read_no_network_object_of_the_seat() -> None:
    assert _reads(WINDOWS / "net_play.py") == []
    assert _reads(WINDOWS / "waiting_room.py") == ["n.info"]  # the seat list the room draws
