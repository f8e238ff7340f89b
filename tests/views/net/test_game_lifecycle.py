"""A networked game lives as a local one does: over → recorded → shown, once each, at the host's
window (a hosted table) and at a friend's (a joined one): the whole game the table sends at the
end reaches each window's record before its end is shown. Two real windows over a WebSocket on
127.0.0.1 (the local table's life: tests/controller/test_one_table.py)."""

from __future__ import annotations

import random
from typing import Any

from joraku_desktop.controller.lifecycle import Stage
from joraku_desktop.controller.net_seat import NetSeat
from joraku_desktop.model import Game
from joraku_desktop.views.windows.main_window import MainWindow

from .playing import decide


def test_hosted_and_joined_games_are_recorded_then_shown_once(qtbot: Any, windows: list[MainWindow]) -> None:
    host_w, friend_w = windows
    seats = [("me", "Aiko"), ("friend", "Friend"), ("random", "Computer 1")]
    host_w.net_play.host(3, seats, port=0, listen="127.0.0.1", ai_pause_s=0.0, seed=8, keep=False)
    qtbot.waitUntil(lambda: host_w.net_play.waiting_room is not None, timeout=10_000)
    hn = host_w.controller.net
    assert hn is not None and hn.host is not None
    fn = NetSeat(url=f"ws://127.0.0.1:{hn.host.port}", code=hn.code, name="Bea")
    friend_w.controller.play_at_table(fn)
    qtbot.waitUntil(lambda: hn.info is not None and "connected" in {str(s.state) for s in hn.info.seats},
                    timeout=10_000)
    hn.start_game()
    heard: dict[str, list[tuple[str, Stage]]] = {"host": [], "friend": []}
    recorded: dict[str, list[Game | None]] = {"host": [], "friend": []}
    for who, w in (("host", host_w), ("friend", friend_w)):
        c = w.controller
        c.finished.connect(lambda _r, who=who, c=c: heard[who].append(("finished", c.life.stage)))
        c.game_over.connect(lambda _r, who=who, c=c: heard[who].append(("game_over", c.life.stage)))
        # the window's record hears of the finished game (this fixture's windows keep no record)
        w.recorder.record_finished = (  # type: ignore[method-assign]
            lambda game, *_a, who=who, **_k: recorded[who].append(game))
    # the friend's window hears of the start over the network, a moment after the host's
    qtbot.waitUntil(lambda: host_w.controller.life.stage is Stage.PLAYING is friend_w.controller.life.stage,
                    timeout=10_000)
    rng = random.Random(8)
    qtbot.waitUntil(lambda: (decide(windows, rng), all(len(v) == 2 for v in heard.values()))[1],
                    timeout=120_000)
    qtbot.wait(300)
    for who, w in (("host", host_w), ("friend", friend_w)):
        assert heard[who] == [("finished", Stage.RECORDED), ("game_over", Stage.SHOWN)], who
        game = w.controller.game
        assert game is not None and game.is_over and recorded[who] == [game], who
    assert host_w.controller.game is not None and friend_w.controller.game is not None
    assert host_w.controller.game.result == friend_w.controller.game.result
    # leaving the finished table (or the window closing) keeps the finished game at the window
    # (the results, the replay and saving read it), and its end is not shown again
    c = friend_w.controller
    finished_game = c.game
    c.leave_table()
    c.resume()
    qtbot.wait(100)
    assert c.net is None and c.game is finished_game and c.result == finished_game.result
    assert len(heard["friend"]) == 2
