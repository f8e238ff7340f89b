"""The playerView rule, over whole games in every mode: each seat receives exactly
``observe(seat)`` and the events it may see, never another seat's cards or secret.

The table is driven as friends would drive it: each remote seat decides from the legal actions
of the last view it received, one seat is a computer (so its decisions arrive the other way).
Every message each seat received is then checked against the seat's true view at that instant.
"""

from __future__ import annotations

import asyncio
import json
import random
from concurrent.futures import ThreadPoolExecutor

import pytest

from joraku_desktop.model import new_game
from joraku_desktop.model.actions import action_from_text
from joraku_desktop.net.codes import SeatKind, TableState
from joraku_desktop.net.hosted_table import HostedTable, TableSettings
from joraku_desktop.net.protocol import MAX_MESSAGE_BYTES, parse_server
from joraku_desktop.net.table_store import SeatRecord, TableDocument
from joraku_desktop.net.wire import WireView, view_from_wire

from .helpers import CARD_TOKEN, MODES, RecordingLink, wait_for


def _visible(view) -> set[str]:  # type: ignore[no-untyped-def]
    """Card texts a seat may see: its own cards and everything face up."""
    from joraku_desktop.model.cards import CARD_TEXT

    ids = set(view.hand) | set(view.pending_choice) | set(view.draft_hand) | set(view.own_discard)
    ids |= set(view.received) | set(view.draft_given) | set(view.personal)
    ids |= {c for _s, _a, c in view.played} | {c for _a, c in view.trick}
    ids |= {c for cs in view.known_cards.values() for c in cs}
    if view.acting_card >= 0:
        ids.add(view.acting_card)
    return {CARD_TEXT[c] for c in ids}


async def _play(mode: str, computer_seat: int) -> tuple[HostedTable, list[RecordingLink]]:
    config = MODES[mode]
    game = new_game(config)
    seats = [SeatRecord(SeatKind.COMPUTER if s == computer_seat else SeatKind.REMOTE, f"P{s}", "random",
                        None, False) for s in range(config.players)]
    with ThreadPoolExecutor(1) as ai, ThreadPoolExecutor(1) as io:
        table = HostedTable(TableDocument("ABCDEF", True, TableState.WAITING, 0, seats, game),
                      TableSettings(ai_pause_s=0, grace_s=None, linger_s=60), ai_pool=ai, io_pool=io)
        links = [RecordingLink(s, game) for s in range(config.players)]
        for s in range(config.players):
            if s != computer_seat:
                table.join(links[s], -1, None, f"P{s}")
        assert table.state is TableState.PLAYING
        rng = random.Random(config.seed)
        steps = 0
        while not game.is_over:
            seat = game.current_seat
            if seat == computer_seat:
                seq = table.seq
                await wait_for(lambda seq=seq: table.seq != seq, what="the computer's decision")
                continue
            last = links[seat].messages("update")[-1]
            view = view_from_wire(WireView.model_validate_json(json.dumps(last["view"])))
            assert view.legal, "the seat to act must be sent its legal actions"
            action = rng.choice(view.legal)
            if game.can_undo and rng.random() < 0.05:  # take a step back now and then
                table.undo(seat, last["seq"])
                continue
            table.decide(seat, last["seq"], str(action))
            steps += 1
            await asyncio.sleep(0)
        table.close()
    return table, links


@pytest.mark.parametrize("mode", list(MODES))
def test_every_message_is_what_the_seat_may_know(mode: str) -> None:
    players = MODES[mode].players
    table, links = asyncio.run(_play(mode, computer_seat=players - 1))
    game = table.game
    assert game.is_over
    for link in links:
        if link.seat == players - 1:
            assert link.sent == []  # a computer seat has no link
            continue
        others = [s.token for i, s in enumerate(table.slots) if i != link.seat and s.token]
        updates = 0
        for sent in link.sent:
            assert len(sent.text.encode()) < MAX_MESSAGE_BYTES // 4
            msg = parse_server(sent.text)  # every message is valid for the client
            raw = json.loads(sent.text)
            for token in others:
                assert token not in sent.text, "another seat's secret was sent"
            if raw["t"] == "update":
                updates += 1
                view = view_from_wire(msg.view)  # type: ignore[union-attr]
                assert view == sent.expected and view.personal == sent.expected.personal
                visible = _visible(sent.expected)
                outside = dict(raw, events=[])
                for c in CARD_TOKEN.findall(json.dumps(outside)):
                    assert c in visible, f"{mode}: seat {link.seat} was sent {c} it may not see: {raw}"
                for e in raw["events"]:
                    if e["e"] not in ("card_played", "skirmish_won"):  # played face up: public
                        assert not CARD_TOKEN.findall(json.dumps(e)), e
                last = raw["last"]
                if last is not None and last["seat"] != link.seat:
                    kind = last["decision"].split()[0]
                    if kind in ("pass", "discard", "draft"):
                        assert last["decision"] == kind, f"another seat's {kind} was shown: {last}"
                    elif last["decision"] != "undo":
                        action_from_text(last["decision"])
            elif raw["t"] == "record":
                assert sent.over, "the whole game was sent before it was over"
            else:
                assert raw["t"] in ("welcome", "seats"), raw["t"]
        assert updates > 100
        assert sum(1 for s in link.sent if json.loads(s.text)["t"] == "record") == 1


def test_own_recruit_decisions_are_shown_to_their_seat_only() -> None:
    _table, links = asyncio.run(_play("4p", computer_seat=3))
    first_pass: dict[int, dict[int, str]] = {}
    for link in links[:3]:
        for m in link.messages("update"):
            last = m["last"]
            mine = first_pass.get(link.seat, {})
            if last and last["decision"].startswith("pass") and last["seat"] not in mine:
                first_pass.setdefault(link.seat, {})[last["seat"]] = last["decision"]
    assert first_pass[0][0].startswith("pass ") and len(first_pass[0][0].split()) == 3  # its own cards
    assert first_pass[0][1] == "pass" and first_pass[1][0] == "pass"
    assert first_pass[0][3] == "pass"  # the computer's pass too
