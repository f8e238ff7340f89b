"""Two real windows in one process play a whole 4-player game over loopback, with computer seats:
the host opens a table from its window (the host dialog's choice, the waiting room), a friend's
window joins it with the address and the table code, and each person decides at their own
window with the mouse, as at a game of one's own: clicking the cards to pass and Confirm,
dragging a card onto the skirmish, Placement, dragging a samurai onto its area, Done. Each window
sees only its own hand; both end with the same result, in their results and their record."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from joraku_desktop.controller.net_seat import NetSeat
from joraku_desktop.model import CARD_NUMBER, SeatView
from joraku_desktop.model.events import SkirmishWon
from joraku_desktop.model.phases import Phase
from joraku_desktop.views.windows.main_window import MainWindow
from joraku_desktop.views.windows.window_registry import WindowName

from ..conftest import centre, click, drag

LEFT = Qt.MouseButton.LeftButton


class _Heard:
    """A sound backend that notes each cue with the seat to act and this window's own seat."""

    missing_player = False

    def __init__(self, w: MainWindow) -> None:
        self.w = w
        self.cues: list[tuple[str, int, int]] = []

    def play(self, cue: Any, volume: int) -> None:
        net = self.w.controller.net
        self.cues.append((cue.value, self.w.controller.current_seat, net.seat if net else -1))

    def prepare(self, volume: int) -> None:
        pass

    def stop(self) -> None:
        pass


def _listen(qtbot: Any, w: MainWindow) -> _Heard:
    qtbot.waitUntil(lambda: w.secondary.sound is not None, timeout=5_000)
    assert w.secondary.sound is not None
    heard = _Heard(w)
    w.secondary.sound.set_backend(heard)
    w.secondary.sound.gap_ms = 0  # each cue at once: the seat to act is the one of its moment
    return heard


def _gesture(qtbot: Any, w: MainWindow, view: SeatView, placed: set[tuple[int, int]]) -> str:
    """The person's decision at ``w``, with the mouse on the real window; the phase it was for."""
    phase = view.phase
    if phase is Phase.PASS:
        items = [it for it in w.scene.hand_items if it.isVisible() and it.card in view.hand][:2]
        for it in items:
            click(qtbot, w, centre(it))
        assert sorted(w.scene.pass_selection) == sorted(it.card for it in items)
        qtbot.mouseClick(w.action_bar.b_confirm, LEFT)
    elif phase is Phase.PLAY:
        card = next(it for it in w.scene.hand_items if it.isVisible() and not it.dimmed)
        drag(qtbot, w, centre(card), centre(w.scene.skirmish))
    elif phase is Phase.MODE:
        qtbot.mouseClick(w.action_bar.b_placement, LEFT)
    elif phase is Phase.PLACE and (view.round, view.skirmish) not in placed and view.placements_left > 0:
        area = CARD_NUMBER[view.acting_card] or 6  # a Ninja may place anywhere (R-E1)
        cube = next(it for it in w.scene.samurai[view.acting_army] if it.area == -1 and it.isVisible())
        drag(qtbot, w, centre(cube), centre(w.scene.areas[area]))
        placed.add((view.round, view.skirmish))
    else:  # end the placement (or the AP) with Done
        qtbot.mouseClick(w.action_bar.b_done, LEFT)
    return phase.label


def _play_turn(qtbot: Any, w: MainWindow, seen: dict[str, Any]) -> None:
    """The person at ``w`` decides if it is their turn (a scoring beat is clicked on)."""
    c = w.controller
    if c.scoring_shown and w.scoring.active:
        w.scoring.skip()
        return
    net = c.net
    if net is None or not net.my_turn or c.scoring_shown:
        return
    view = c.observe(net.seat)
    assert view.seat == net.seat
    # the own hand only: no other seat's cards in this window's view
    seen.setdefault("hands", set()).add((net.seat, len(view.hand)))
    legal = list(c.legal())
    if legal and w is seen["friend"] and "hint" not in seen and view.phase.label == "play":
        # the hint thinks on this machine from this seat's own view, as at a game of one's own
        w.hints.iterations, w.hints.budget_s = 30, None
        w.hint_glue.toggle()
        seen["hint"] = "asked"
        return
    if "hint" in seen and seen["hint"] == "asked" and w is seen["friend"]:
        if w.hints.advice is None:
            return  # still thinking
        seen["hint"] = w.hints.advice
    if legal and w.scene.state.interactive:
        placed = seen.setdefault(("placed", net.seat), set())
        seen.setdefault("gestures", []).append((net.seat, _gesture(qtbot, w, view, placed)))
        QApplication.processEvents()
        assert net.pending or not net.my_turn, "the gesture sent no decision"


def test_two_windows_play_a_game_over_loopback(qtbot: Any, windows: list[MainWindow]) -> None:
    host_w, friend_w = windows
    seats = [("me", "Aiko"), ("friend", "Friend"), ("random", "Computer 1"), ("easy", "Computer 2")]
    host_w.net_play.host(4, seats, port=0, listen="127.0.0.1", ai_pause_s=0.0, seed=11)
    qtbot.waitUntil(lambda: host_w.controller.net is not None and host_w.net_play.waiting_room is not None,
                    timeout=10_000)
    room = host_w.net_play.waiting_room
    assert room is not None and room.isVisible()
    hn = host_w.controller.net
    assert isinstance(hn, NetSeat) and hn.host is not None
    code = hn.code_shown
    assert len(code) == 7 and code[3] == "-"
    assert code in room.code.text()
    qtbot.waitUntil(lambda: room.rows[1][2].text() != "", timeout=5_000)
    friend_net = friend_w.net_play.join(f"ws://127.0.0.1:{hn.host.port}", code.replace("-", ""), "<b>Bea</b>")
    qtbot.waitUntil(lambda: friend_net.info is not None and friend_net.seat == 1, timeout=10_000)
    # the friend's name arrives as typed, as plain text, in the host's waiting room
    qtbot.waitUntil(lambda: room.rows[1][1].text() == "<b>Bea</b>", timeout=10_000)
    assert friend_w.net_play.banner.text.text()  # "waiting for the host to start"
    heard = [_listen(qtbot, w) for w in windows]
    room.start.click()
    seen: dict[str, Any] = {"friend": friend_w}
    results: list[Any] = []
    host_w.controller.game_over.connect(results.append)
    friend_w.controller.game_over.connect(results.append)

    def step() -> bool:
        for w in windows:
            _play_turn(qtbot, w, seen)
        return len(results) == 2

    qtbot.waitUntil(step, timeout=180_000)
    assert results[0].ranking == results[1].ranking and results[0].scores == results[1].scores
    for w in windows:
        assert w.controller.game is not None and w.controller.game.is_over  # the whole game arrived
        QApplication.processEvents()
        assert w.windows.get(WindowName.RESULTS) is not None  # the results screen, as after a local game
    assert {seat for seat, _n in seen["hands"]} == {0, 1}
    gestures = seen["gestures"]
    for seat in (0, 1):  # both persons passed, played, placed and ended turns with the mouse
        assert {"pass", "play", "mode", "place"} <= {phase for s, phase in gestures if s == seat}
    assert seen["hint"] not in (None, "asked")  # the friend's hint was shown
    assert friend_w.controller.seats[1].name == "<b>Bea</b>"
    # each window sounds for its own person: their turns, each skirmish from their side, the end
    game = host_w.controller.game
    assert game is not None and game.result is not None
    story = host_w.controller.story()
    skirmishes = sum(1 for step in story for e in step.events if isinstance(e, SkirmishWon))
    for seat, h in enumerate(heard):
        turns = [(now, mine) for cue, now, mine in h.cues if cue == "your_turn"]
        assert turns and all(now == mine == seat for now, mine in turns)
        assert sum(1 for cue, _n, _m in h.cues if cue in ("skirmish_won", "skirmish_lost")) == skirmishes
        assert sum(1 for cue, _n, _m in h.cues if cue == "kachidoki") == skirmishes
        ends = [cue for cue, _n, _m in h.cues if cue in ("fanfare", "game_over")]
        assert ends == ["fanfare" if game.result.winner == seat else "game_over"]
