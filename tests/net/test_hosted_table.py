"""The table's own rules: whose decision, which state, seats kept for friends, and the table
kept on disk across a restart."""

from __future__ import annotations

import asyncio
import json
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from joraku_desktop.model import (
    GameConfig,
    IllegalActionError,
    RefusalCode,
    new_game,
    observe,
    position_to_dict,
)
from joraku_desktop.net.codes import (
    CloseCode,
    ErrorCode,
    SeatKind,
    SeatState,
    TableState,
    new_table_code,
    normalise_table_code,
    show_table_code,
)
from joraku_desktop.net.hosted_table import HostedTable, TableError, TableSettings
from joraku_desktop.net.table_store import (
    SeatRecord,
    TableDocument,
    TableStore,
    table_from_json,
    table_to_json,
)
from joraku_desktop.net.wire import (
    EVENT_SCHEMA,
    WireView,
    decision_for,
    event_from_wire,
    event_to_wire,
    schema_matches_model,
    view_from_wire,
    view_to_wire,
)

from .helpers import MODES, RecordingLink, wait_for


def _table(settings: TableSettings | None = None, store: TableStore | None = None,
           kinds: tuple[SeatKind, ...] = (SeatKind.REMOTE,) * 4) -> HostedTable:
    seats = [SeatRecord(k, f"P{i}", "random", None, False) for i, k in enumerate(kinds)]
    game = new_game(GameConfig(len(kinds), seed=3))
    doc = TableDocument("ABCDEF", True, TableState.WAITING, 0, seats, game)
    pool = ThreadPoolExecutor(1)
    return HostedTable(doc, settings or TableSettings(ai_pause_s=0, grace_s=None), ai_pool=pool, io_pool=pool,
                 store=store)


def _join_all(table: HostedTable) -> list[RecordingLink]:
    links = [RecordingLink(s, table.game) for s in range(len(table.slots))]
    for link in links:
        table.join(link, -1, None, f"P{link.seat}")
    return links


def test_wire_schema_lists_every_event_of_the_engine() -> None:
    assert schema_matches_model() == []
    assert len(EVENT_SCHEMA) >= 20


def test_views_and_events_round_trip_in_every_mode() -> None:
    import random

    for config in MODES.values():
        g = new_game(config)
        rng = random.Random(1)
        while not g.is_over:
            for s in range(g.players):
                v = observe(g, s)
                back = view_from_wire(WireView.model_validate_json(json.dumps(view_to_wire(v))))
                assert back == v and back.personal == v.personal
            for e in g.apply(rng.choice(g.legal_actions())):
                wire = event_to_wire(e)
                assert wire is not None and event_from_wire(json.loads(json.dumps(wire))) == e


def test_recruit_decisions_are_secret_to_others() -> None:
    from joraku_desktop.model import action_from_text

    assert decision_for(action_from_text("pass R3 B5"), 1, 1) == "pass R3 B5"
    assert decision_for(action_from_text("pass R3 B5"), 1, 2) == "pass"
    assert decision_for(action_from_text("discard R3"), 0, 1) == "discard"
    assert decision_for(action_from_text("draft Y2"), 0, 1) == "draft"
    assert decision_for(action_from_text("play B6"), 0, 1) == "play B6"


def test_table_codes_are_typable() -> None:
    code = new_table_code()
    assert normalise_table_code(show_table_code(code).lower()) == code
    assert normalise_table_code(" " + code[:3] + " - " + code[3:]) == code
    for bad in ("", "ABC", "O0O0O0", "A" * 40, None, 123, "ABCDE1"):
        assert normalise_table_code(bad) is None


def test_only_the_seat_to_act_in_the_state_it_saw() -> None:
    async def run() -> None:
        table = _table()
        links = _join_all(table)
        assert table.state is TableState.PLAYING
        g = table.game
        seat = g.current_seat
        other = (seat + 1) % 4
        with pytest.raises(TableError) as turn:
            table.decide(other, table.seq, "pass R1 R2")
        assert turn.value.code is ErrorCode.NOT_YOUR_TURN
        assert turn.value.params == {"seat": other, "current": seat}
        action = str(g.legal_actions()[0])
        old = table.seq
        table.decide(seat, old, action)
        assert table.seq == old + 1
        with pytest.raises(TableError) as stale:  # the same decision again: a replay
            table.decide(seat, old, action)
        assert stale.value.code is ErrorCode.STALE
        with pytest.raises(IllegalActionError) as illegal:  # the engine's refusal, with its code
            table.decide(g.current_seat, table.seq, "daimyo 0>6")
        assert illegal.value.refusal.code is RefusalCode.WRONG_DECISION
        assert links[0].closed == []
        table.close()
        assert all(link.closed == [CloseCode.TABLE_CLOSED] for link in links)

    asyncio.run(run())


def test_waiting_table_refuses_decisions_and_seats_are_claimed_once() -> None:
    async def run() -> None:
        table = _table(TableSettings(auto_start=False, ai_pause_s=0, grace_s=None))
        a = RecordingLink(0, table.game)
        seat, token = table.join(a, 2, None, "Ann")
        assert seat == 2 and table.slots[2].state() is SeatState.CONNECTED
        with pytest.raises(TableError) as taken:
            table.join(RecordingLink(2), 2, None, "Eve")
        assert taken.value.code is ErrorCode.NO_FREE_SEAT and taken.value.close is CloseCode.NO_FREE_SEAT
        with pytest.raises(TableError) as bad:
            table.join(RecordingLink(2), 2, "x" * 32, "Eve")
        assert bad.value.code is ErrorCode.BAD_TOKEN
        with pytest.raises(TableError) as early:
            table.decide(2, 0, "pass R1 R2")
        assert early.value.code is ErrorCode.NOT_STARTED
        b = RecordingLink(2, table.game)
        assert table.join(b, -1, token, "Ann") == (2, token)  # rejoin: the older link is replaced
        assert a.closed == [CloseCode.REPLACED]
        table.start()  # open seats get stand-ins; the game goes on with computers
        assert table.state is TableState.PLAYING
        assert [s.state() for s in table.slots] == [SeatState.STAND_IN, SeatState.STAND_IN,
                                                     SeatState.CONNECTED, SeatState.STAND_IN]
        table.close()

    asyncio.run(run())


def test_a_dropped_friend_gets_a_stand_in_and_takes_the_seat_back() -> None:
    async def run() -> None:
        table = _table(TableSettings(ai_pause_s=0, grace_s=0.05))
        links = _join_all(table)
        g = table.game
        seat = g.current_seat
        token = table.slots[seat].token
        table.detach(seat, links[seat])
        assert table.slots[seat].state() is SeatState.DROPPED
        await wait_for(lambda: g.current_seat != seat or table.slots[seat].stand_in, what="the stand-in")
        await wait_for(lambda: g.current_seat != seat, what="the stand-in's decision")
        back = RecordingLink(seat, g)
        table.join(back, seat, token, "P")
        assert table.slots[seat].state() is SeatState.CONNECTED
        assert [json.loads(s.text)["t"] for s in back.sent[:2]] == ["welcome", "update"]
        table.replace(seat, "random", permanent=True)  # the host gives the seat away for good
        assert back.closed == [CloseCode.SEAT_GIVEN_AWAY] and table.slots[seat].token is None
        with pytest.raises(TableError):
            table.join(RecordingLink(seat), seat, token, "P")
        table.close()

    asyncio.run(run())


def test_a_table_is_kept_on_disk_with_its_secrets(tmp_path: Path) -> None:
    async def run() -> None:
        store = TableStore(tmp_path)
        table = _table(store=store)
        _join_all(table)
        g = table.game
        for _ in range(12):
            table.decide(g.current_seat, table.seq, str(g.legal_actions()[0]))
        table.shutdown()
        (doc,) = store.load_all()
        assert doc.code == "ABCDEF" and doc.seq == table.seq and doc.state is TableState.PLAYING
        assert [s.token for s in doc.seats] == [s.token for s in table.slots]
        assert position_to_dict(doc.game) == position_to_dict(g)
        path = store.path("ABCDEF")
        assert path.stat().st_mode & 0o077 == 0  # the seats' secrets are the owner's only
        reopened = HostedTable(doc, TableSettings(ai_pause_s=0, grace_s=None), ai_pool=ThreadPoolExecutor(1),
                         io_pool=ThreadPoolExecutor(1), store=store)
        assert [s.state() for s in reopened.slots] == [SeatState.DROPPED] * 4
        link = RecordingLink(0, reopened.game)
        reopened.join(link, 0, doc.seats[0].token, "P0")
        assert json.loads(link.sent[1].text)["seq"] == table.seq
        reopened.close()

    asyncio.run(run())


def test_a_damaged_table_file_is_renamed_aside(tmp_path: Path) -> None:
    store = TableStore(tmp_path)
    store.write("ABCDEF", "{not json")
    good = table_to_json(TableDocument("GHJKMN", False, TableState.WAITING, 0,
                                       [SeatRecord(SeatKind.REMOTE, "A", "normal", None, False)] * 2,
                                       new_game(GameConfig(2, "R-V7", seed=1))))
    store.write("GHJKMN", good)
    docs = store.load_all()
    assert [d.code for d in docs] == ["GHJKMN"]
    assert any(p.name.startswith("ABCDEF.table.json.bad-") for p in tmp_path.iterdir())
    assert table_from_json(good).code == "GHJKMN"


def test_a_friend_who_takes_too_long_gets_a_stand_in() -> None:
    async def run() -> None:
        table = _table(TableSettings(ai_pause_s=0, grace_s=None, decision_timeout_s=0.05))
        links = _join_all(table)
        seat = table.game.current_seat
        await wait_for(lambda: table.slots[seat].stand_in, what="the decision timeout")
        await wait_for(lambda: table.game.current_seat != seat, what="the stand-in's decision")
        assert links[seat].closed == []  # still at the table: it can reclaim the seat
        table.reclaim(seat, links[seat])
        assert table.slots[seat].state() is SeatState.CONNECTED
        table.close()

    asyncio.run(run())


def test_an_abandoned_waiting_table_closes_and_names_are_plain() -> None:
    from joraku_desktop.net.hosted_table import clean_name

    async def run() -> None:
        table = _table(TableSettings(abandon_s=0.05, auto_start=False))
        link = RecordingLink(0, table.game)
        table.join(link, 0, None, "Ann")
        table.detach(0, link)
        await wait_for(lambda: table.state is TableState.CLOSED, what="the abandoned table to close")

    asyncio.run(run())
    assert clean_name("  Ann\u202e\x00\n ", 0) == "Ann"
    assert clean_name("\x07\x1b[31m", 2) == "[31m"
    assert clean_name("\u200f", 1) == "Player 2"


def test_one_name_per_concept() -> None:
    """The controller's ``Table`` and the save's ``SeatInfo`` are the only ones of their names:
    the table server's game is a ``HostedTable``, the network's seat a ``WireSeat``."""
    import joraku_desktop.net as net
    from joraku_desktop.net import hosted_table, protocol

    assert not hasattr(protocol, "SeatInfo") and protocol.TableInfo.model_fields["seats"].annotation == list[
        protocol.WireSeat]
    assert not hasattr(hosted_table, "Table") and hosted_table.HostedTable.__name__ == "HostedTable"
    assert not (Path(net.__file__).parent / "table.py").exists()
