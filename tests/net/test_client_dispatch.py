"""The client takes the protocol's messages as their types: an update is decoded once (the
seat's own state and the listener get the same decoded update), and each message reaches its
one callback."""

from __future__ import annotations

import asyncio

import pytest

from joraku_desktop.model import GameConfig, new_game
from joraku_desktop.model.view import observe
from joraku_desktop.net import client as client_module
from joraku_desktop.net import protocol as p
from joraku_desktop.net.client import Listener, SeatClient, SeatUpdate, deliver
from joraku_desktop.net.codes import ConnState
from joraku_desktop.net.wire import view_to_wire


class Heard(Listener):
    def __init__(self) -> None:
        self.calls: list[tuple[str, object]] = []

    def on_welcome(self, msg: p.Welcome) -> None:
        self.calls.append(("welcome", msg))

    def on_update(self, update: SeatUpdate) -> None:
        self.calls.append(("update", update))

    def on_refused(self, msg: p.Refused) -> None:
        self.calls.append(("refused", msg))

    def on_seats(self, table: p.TableInfo) -> None:
        self.calls.append(("seats", table))

    def on_record(self, save: dict) -> None:
        self.calls.append(("record", save))


def _update(seq: int = 3) -> p.Update:
    view = observe(new_game(GameConfig(players=4, seed=7)), 0)
    text = p.encode(p.Update(t="update", seq=seq, view=view_to_wire(view), events=[], last=None))
    msg = p.parse_server(text)
    assert isinstance(msg, p.Update)
    return msg


def test_an_update_is_decoded_once(monkeypatch) -> None:
    decoded: list[p.Update] = []
    real = client_module.decode_update

    def counting(msg: p.Update) -> SeatUpdate:
        decoded.append(msg)
        return real(msg)

    monkeypatch.setattr(client_module, "decode_update", counting)
    heard = Heard()
    seat = asyncio.run(_client(heard))
    seat._handle(_update(5))
    assert len(decoded) == 1, "the seat's state and the listener share one decoding"
    (kind, update), = heard.calls
    assert kind == "update" and isinstance(update, SeatUpdate)
    assert seat.seq == 5 and seat.view is update.view


async def _client(heard: Heard) -> SeatClient:
    return SeatClient("ws://127.0.0.1:9", "ABC234", "Ann", heard)


def test_each_message_reaches_its_callback() -> None:
    heard = Heard()
    seat = asyncio.run(_client(heard))
    welcome = p.parse_server('{"t": "welcome", "code": "ABC234", "seat": 1, "token": "%s", "table": {'
                             '"code": "ABC234", "players": 4, "mode": "base", "variants": [], '
                             '"state": "waiting", "seats": []}}' % ("t" * 32))
    assert isinstance(welcome, p.Welcome)
    seat._handle(welcome)
    assert seat.seat == 1 and seat.state is ConnState.JOINED
    refused = p.Refused(t="refused", seq=1, by="table", code="stale", params={})
    seat._handle(refused)
    seat._handle(p.Seats(t="seats", table=welcome.table))
    seat._handle(p.Record(t="record", save={"x": 1}))
    seat._handle(p.Error(t="error", code="malformed"))  # the session's own business: no callback
    assert [k for k, _ in heard.calls] == ["welcome", "refused", "seats", "record"]
    assert heard.calls[2][1] is welcome.table


@pytest.mark.parametrize("msg", [p.Error(t="error", code="x"), p.Created.model_construct(t="created")])
def test_the_lobby_and_errors_reach_no_seat_callback(msg) -> None:
    heard = Heard()
    deliver(heard, msg)
    assert heard.calls == []
