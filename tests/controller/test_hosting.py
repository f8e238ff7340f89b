"""Hosting is the controller's: a bare controller (no window) opens a table on 127.0.0.1 and
sits at it once it listens, plays it to its end with the same lifecycle as any table, and a
table that cannot listen is reported with the system's reason, the game in place kept."""

from __future__ import annotations

import socket
from typing import Any

from joraku_desktop.controller.game_controller import GameController
from joraku_desktop.controller.lifecycle import Stage
from joraku_desktop.controller.net_seat import NetSeat
from joraku_desktop.model import GameConfig, new_game
from joraku_desktop.model.config import DealScheme
from joraku_desktop.saves import SeatInfo


def test_a_bare_controller_hosts_a_table_and_plays_it_to_its_recorded_end(qtbot: Any) -> None:
    c = GameController(autosave=False, ai_pause_ms=0)
    opened: list[NetSeat] = []
    c.hosting.opened.connect(opened.append)
    heard: list[str] = []
    c.finished.connect(lambda _r: heard.append("finished"))
    c.game_over.connect(lambda _r: heard.append("game_over"))
    try:
        seats = [("me", "Host"), ("random", "C1"), ("random", "C2")]
        c.hosting.host(GameConfig(3, seed=21, deal=DealScheme.KEYED), seats, listen="127.0.0.1",
                       ai_pause_s=0.0, keep=False)
        assert c.hosting.busy
        qtbot.waitUntil(lambda: bool(opened), timeout=10_000)
        net = c.net
        assert net is opened[0] and net.hosting and c.table is net and not c.hosting.busy
        net.start_game()
        # the host's own seat decides with the first legal action whenever it is its turn
        def play() -> bool:
            if net.my_turn and c.legal():
                c.request(c.legal()[0])
            return heard == ["finished", "game_over"]
        qtbot.waitUntil(play, timeout=120_000)
        assert c.life.stage is Stage.SHOWN and c.game is not None and c.game.is_over
    finally:
        c.shutdown()


def test_a_table_that_cannot_listen_is_reported_and_the_game_stays(qtbot: Any) -> None:
    c = GameController(autosave=False, ai_pause_ms=0)
    c.start(new_game(GameConfig(3, seed=2)), [SeatInfo("Me", "human"), SeatInfo("A", "easy"),
                                              SeatInfo("B", "easy")])
    game = c.game
    failed: list[str] = []
    c.hosting.failed.connect(failed.append)
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        try:
            c.hosting.host(GameConfig(3, seed=3, deal=DealScheme.KEYED),
                           [("me", "Host"), ("friend", "F"), ("random", "C")], port=port,
                           listen="127.0.0.1", keep=False)
            qtbot.waitUntil(lambda: bool(failed), timeout=10_000)
            assert failed[0] and c.net is None and c.game is game
        finally:
            c.shutdown()


def test_a_hosted_table_whose_file_cannot_be_written_says_so(qtbot: Any, monkeypatch: Any,
                                                            tmp_path: Any) -> None:
    """The host's table file failing (a full disk) is told as the window's own autosave's
    trouble is: once, with why; leaving the table takes the warning away."""
    from joraku_desktop.controller import hosting
    from joraku_desktop.net.table_store import TableStore

    def full(_self: TableStore, _code: str, _text: str) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(hosting, "hosted_dir", lambda: tmp_path)
    monkeypatch.setattr(TableStore, "write_quick", full)
    c = GameController(autosave=False, ai_pause_ms=0)
    changed: list[str] = []
    c.autosave_changed.connect(changed.append)
    try:
        c.hosting.host(GameConfig(3, seed=5, deal=DealScheme.KEYED),
                       [("me", "Host"), ("random", "C1"), ("random", "C2")], listen="127.0.0.1",
                       ai_pause_s=0.0, keep=True)
        qtbot.waitUntil(lambda: c.net is not None, timeout=10_000)
        assert c.net is not None
        c.net.start_game()
        qtbot.waitUntil(lambda: bool(changed), timeout=10_000)
        assert "No space left on device" in changed[0] and c.autosave_problem == changed[0]
        qtbot.wait(300)
        assert len(changed) == 1  # told once, however often it fails again
        c.leave_table()
        assert changed[-1] == "" and c.autosave_problem == ""
    finally:
        c.shutdown()


def test_the_host_dialogs_seat_choices_are_one_enum_under_the_controller() -> None:
    """The host, a friend or a computer level: the controller reads the choice as
    :class:`HostSeat` (the dialog's own values and plain strings alike), never by string."""
    import re
    from pathlib import Path

    from joraku_desktop.controller.hosting import host_seats
    from joraku_desktop.controller.setups import HostSeat, agent_levels, host_seat
    from joraku_desktop.net.codes import SeatKind

    assert host_seat("me") is HostSeat.ME and host_seat("friend") is HostSeat.FRIEND
    assert host_seat("hard") == "hard" and "human" not in agent_levels()
    assert host_seats([(HostSeat.ME, "Ann"), ("friend", "Ben"), ("easy", "Cho")]) == [
        (SeatKind.LOCAL, "Ann", ""), (SeatKind.REMOTE, "Ben", ""), (SeatKind.COMPUTER, "Cho", "easy")]
    # no vocabulary compared as a string in the code (seat kinds, host seat choices)
    pattern = re.compile(r'(==|!=) "(human|me|friend)"|in \("me"')
    code = Path(__file__).resolve().parents[2] / "joraku_desktop"
    found = [f"{f.relative_to(code)}:{n}" for f in sorted(code.rglob("*.py"))
             for n, line in enumerate(f.read_text(encoding="utf-8").splitlines(), 1) if pattern.search(line)]
    assert found == []
