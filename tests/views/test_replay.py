"""Replays: a save or the game in place opened as a replay, stepped with keys and
buttons, jumped to a round, played by itself; seat views (R-P3) and revealed hands; "Play from
here"; the log exported as text and HTML. The window tests drive the real MainWindow."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QKeyEvent, QMouseEvent, QTextCursor
from PySide6.QtWidgets import QApplication, QFileDialog, QPushButton, QToolTip

from joraku_desktop.model import Game, GameConfig, new_game, observe, scenario
from joraku_desktop.model import card as card_of
from joraku_desktop.model import events as ev
from joraku_desktop.model.phases import Phase
from joraku_desktop.presentation.log_story import LogLine
from joraku_desktop.presentation.replay_model import Replay
from joraku_desktop.saves import SeatInfo, save_game
from joraku_desktop.views.windows.log_export import log_html
from joraku_desktop.views.windows.main_window import MainWindow
from joraku_desktop.views.windows.replay_window import ReplayWindow
from joraku_desktop.views.windows.window_registry import WindowName

from .conftest import centre, click, settle

SEATS = [SeatInfo("Ann", "human"), SeatInfo("Bob", "easy"), SeatInfo("Cho", "easy"),
         SeatInfo("<b>x</b>", "easy")]


def played(seed: int, decisions: int | None = None, players: int = 4) -> Game:
    """A seeded game played with random legal moves: to its end, or for ``decisions`` moves."""
    g = new_game(GameConfig(players=players, seed=seed))
    rng = random.Random(seed)
    while not g.is_over and (decisions is None or len(g.history) < decisions):
        g.apply(rng.choice(g.legal_actions()))
    return g


@pytest.fixture(scope="module")
def finished() -> Game:
    return played(5)


# ---- the Qt-free core -------------------------------------------------------------------------------
def test_every_position_and_mark_of_the_story(finished: Game) -> None:
    r = Replay(finished)
    assert r.last == len(finished.history) and r.finished
    # each kept position is the game re-applied to that step (the replay never drifts)
    again = new_game(finished.config)
    for i, action in enumerate(finished.history, start=1):
        again.apply(action)
        if i % 37 == 0 or i == r.last:
            assert observe(r.positions[i], 0) == observe(again, 0)
    rounds = [m for m in r.marks if m.is_round]
    assert [m.round for m in rounds] == [1, 2, 3]  # R-R1: three rounds
    for m in rounds:
        r.go(m.index)
        assert r.position.round == m.round and r.seat_view(0).phase is Phase.PASS  # R-P2 opens a round
    for m in (m for m in r.marks if not m.is_round):
        r.go(m.index)
        v = r.seat_view(0)  # a skirmish mark: its leader is about to play, the trick empty (R-K)
        assert (v.round, v.phase, v.skirmish, v.trick) == (m.round, Phase.PLAY, m.skirmish, ())
        nxt = r.story[m.index + 1].events
        assert any(isinstance(e, ev.CardPlayed) and e.skirmish == m.skirmish for e in nxt)
    assert r.go(10_000) == r.last and r.go(-3) == 0


def test_a_game_in_progress_keeps_its_secrets() -> None:
    """R-P3: while a game goes on, its replay shows only what its people's seats knew."""
    r = Replay(played(8, decisions=60), humans=[0])
    assert not r.finished and r.viewable_seats == (0,)
    r.go(30)
    assert r.seat_view(0).hand == tuple(r.position.hands[0])
    with pytest.raises(ValueError):
        r.seat_view(1)
    with pytest.raises(ValueError):
        r.hands()
    assert Replay(played(8, decisions=60)).viewable_seats == (0, 1, 2, 3)  # computers only: a spectator


def test_play_from_here_keeps_the_history(finished: Game) -> None:
    r = Replay(finished)
    r.go(100)
    g = r.game_from_here()
    assert g.history == finished.history[:100] and g.record
    assert observe(g, 2) == observe(r.position, 2)
    g.apply(g.legal_actions()[0])  # a live game: it goes on


def test_a_game_begun_from_a_position_replays_from_there(window) -> None:
    """A scenario (a game that begins mid-round) replays from its start position, and a game
    played on from its replay keeps that start, so it saves and replays in turn."""
    g = scenario(players=3, kachidoki="blue", hands={"blue": "R4 B2"})
    for a in ("play R4", "placement", "place 4", "place 4"):
        g.apply(a)
    r = Replay(g)
    assert r.last == 4 and {card_of("R4"), card_of("B2")} <= set(observe(r.positions[0], 0).hand)
    r.go(2)
    again = r.game_from_here()
    assert again.start_position == g.start_position and again.history == g.history[:2]
    rw = window.replays.show(g, [SeatInfo("Ann", "human"), SeatInfo("Bob", "easy"), SeatInfo("Cho", "easy")])
    press_keys = (Qt.Key.Key_End, Qt.Key.Key_PageUp, Qt.Key.Key_Right)
    for key in press_keys:
        rw.handle_key(QKeyEvent(QKeyEvent.Type.KeyPress, key, Qt.KeyboardModifier.NoModifier))
    assert rw.replay.index == 1 and len(rw.log.entries) == rw._ends[1]


def test_exported_html_escapes_every_line() -> None:
    page = log_html("<i>t</i>", [LogLine("<b>x</b> plays & wins", 0)])
    assert "&lt;b&gt;x&lt;/b&gt; plays &amp; wins" in page and "<b>x</b>" not in page
    assert "&lt;i&gt;t&lt;/i&gt;" in page and page.startswith("<!DOCTYPE html>")


# ---- the window ----------------------------------------------------------------------------------------
def open_by_menu(w: MainWindow, monkeypatch, path: Path) -> ReplayWindow:
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    menu_action(w, "Open &replay…").trigger()
    rw = w.windows.get(WindowName.REPLAY)
    assert rw is not None and rw.isVisible()
    settle_replay(rw)
    return rw


def menu_action(w: MainWindow, text: str):
    game_menu = w.menuBar().actions()[0].menu()
    return next(a for a in game_menu.actions() if a.text() == text)


def settle_replay(rw: ReplayWindow) -> None:
    QApplication.processEvents()
    rw.scene.animator.finish_all()


def press(qtbot, rw: ReplayWindow, key: Qt.Key, times: int = 1) -> None:
    for _ in range(times):
        qtbot.keyClick(rw.view, key)
    settle_replay(rw)


def cubes_per_area(rw: ReplayWindow, army: int) -> list[int]:
    """The samurai of ``army`` drawn inside each area of the table."""
    out = []
    for area in rw.scene.areas:
        box = area.sceneBoundingRect()
        out.append(sum(1 for it in rw.scene.samurai[army] if it.isVisible() and box.contains(centre(it))))
    return out


def test_replay_a_finished_save_step_jump_reveal_export(
    window, qtbot, monkeypatch, tmp_path, finished
) -> None:
    w = window
    path = tmp_path / "done.joraku.json"
    save_game(finished, path, SEATS)
    rw = open_by_menu(w, monkeypatch, path)
    r = rw.replay
    assert r.index == 0 and rw.b_forward.isEnabled() and not rw.b_back.isEnabled()
    # the keys step through the decisions; the log grows with them
    press(qtbot, rw, Qt.Key.Key_Right, 3)
    assert r.index == 3 and len(rw.log.entries) == rw._ends[3]
    press(qtbot, rw, Qt.Key.Key_Left)
    assert r.index == 2
    press(qtbot, rw, Qt.Key.Key_End)
    assert r.index == r.last and not rw.b_forward.isEnabled()
    assert not rw.b_here.isEnabled()  # nothing left to play in a finished game
    press(qtbot, rw, Qt.Key.Key_Home)
    assert r.index == 0
    qtbot.mouseClick(rw.b_forward, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(rw.b_forward, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(rw.b_back, Qt.MouseButton.LeftButton)
    assert r.index == 1
    # jump to round 2 by the menu: the table is the position of that step
    jump = rw.jump_menu.findChild(type(menu_action(w, "Open &replay…")), "jump-2--1")
    assert jump is not None
    jump.trigger()
    settle_replay(rw)
    mark = r.mark_of(2)
    assert mark is not None and r.index == mark.index
    pos = r.position
    assert pos.round == 2
    for seat, panel in ((s, rw.scene.panels[s]) for s in range(4)):
        assert panel.info.rp == (pos.rp[seat],)  # RP in the panels
        assert panel.info.shown == ()  # hands hidden until revealed
    for army in range(4):
        assert cubes_per_area(rw, army) == list(observe(pos, 0).samurai[army])  # tokens per area
    assert len(rw.log.entries) == rw._ends[r.index]
    assert "Round 2" in rw.where.text()
    # a round later a whole round of lines is in the log, as many as the story has to there
    rw.jump(3)
    settle_replay(rw)
    end = rw._ends[r.index]
    assert len(rw.log.entries) == end and rw.log.entries[-1].text == rw.all_lines[end - 1].text
    # the game is over: every hand may be revealed, at any step
    rw.jump(2, 1)
    assert rw.reveal.isEnabled()
    qtbot.mouseClick(rw.reveal, Qt.MouseButton.LeftButton)
    settle_replay(rw)
    assert rw.reveal.isChecked()
    for seat in range(4):
        assert rw.scene.panels[seat].info.shown == tuple(r.position.hands[seat])
    assert any(rw.scene.panels[s].info.shown for s in range(1, 4))
    # export: the whole story as text and as a web page, names escaped
    txt, page = tmp_path / "log.txt", tmp_path / "log.html"
    for target in (txt, page):
        monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, t=target, **k: (str(t), ""))
        qtbot.mouseClick(rw.b_export, Qt.MouseButton.LeftButton)
    text, html_text = txt.read_text("utf-8"), page.read_text("utf-8")
    lines = [line.text for line in rw.all_lines]
    assert all(line in text for line in lines) and "<b>x</b> plays" in text
    assert "&lt;b&gt;x&lt;/b&gt; plays" in html_text and "<b>x</b>" not in html_text
    assert "Skirmish phase of round 3" in html_text and "Prestige phase of round 3" in text


def test_play_pause_advances_by_itself(window, qtbot, monkeypatch, tmp_path, finished) -> None:
    path = tmp_path / "done.joraku.json"
    save_game(finished, path, SEATS)
    rw = open_by_menu(window, monkeypatch, path)
    rw.speed.setCurrentIndex(rw.speed.findData("very fast"))
    qtbot.mouseClick(rw.b_play, Qt.MouseButton.LeftButton)
    assert rw.playing and rw.b_play.text() == "Pause"
    qtbot.waitUntil(lambda: rw.replay.index >= 3, timeout=5000)
    press(qtbot, rw, Qt.Key.Key_Space)  # Space pauses
    assert not rw.playing
    stopped = rw.replay.index
    qtbot.wait(300)  # a paused replay stays where it is: nothing to wait for but time
    assert rw.replay.index == stopped
    # played to the end it stops by itself
    rw.go(rw.replay.last - 2)
    press(qtbot, rw, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: not rw.playing, timeout=5000)
    assert rw.replay.index == rw.replay.last


def test_replay_of_the_game_in_progress_shows_only_the_players_view(window, qtbot) -> None:
    w = window
    g = played(9, decisions=90)
    w.controller.set_paused(True)
    w.controller.start(g, SEATS)
    settle(w)
    menu_action(w, "Replay &this game").trigger()
    rw = w.windows.get(WindowName.REPLAY)
    assert rw is not None
    settle_replay(rw)
    assert [rw.seat_box.itemData(i) for i in range(rw.seat_box.count())] == [0]  # only Ann's seat
    assert not rw.reveal.isEnabled()
    for i in (0, 20, 45, rw.replay.last):
        rw.go(i)
        settle_replay(rw)
        pos = rw.replay.position
        shown = sorted(it.card for it in rw.scene.hand_items if it.isVisible())
        assert shown == sorted(pos.hands[0])  # Ann's hand, and nobody else's
        assert all(rw.scene.panels[s].info.shown == () for s in range(4))
    # the table is never interactive: a click on a card or the board changes nothing
    rw.go(rw.replay.last)
    before = list(g.history)
    for it in list(rw.scene.hand_items)[:1]:
        qtbot.mouseDClick(rw.view.viewport(), Qt.MouseButton.LeftButton, pos=rw.view.mapFromScene(centre(it)))
    assert g.history == before and rw.replay.index == rw.replay.last
    assert rw.scene.state is not None and not rw.scene.state.interactive and rw.scene.state.legal == ()
    # the replay is a copy: the game goes on behind it, the replay stays as it was opened
    last = rw.replay.last
    w.controller.set_paused(False)
    qtbot.waitUntil(lambda: len(g.history) > last or g.current_seat == 0, timeout=10000)
    assert rw.replay.last == last


def test_play_from_here_gives_a_live_playable_game(window, qtbot, monkeypatch, tmp_path, finished) -> None:
    w = window
    path = tmp_path / "done.joraku.json"
    save_game(finished, path, SEATS)
    rw = open_by_menu(w, monkeypatch, path)
    assert rw.jump(2)
    index = rw.replay.index
    qtbot.mouseClick(rw.b_here, Qt.MouseButton.LeftButton)
    settle(w)
    assert w.windows.get(WindowName.REPLAY) is None
    g = w.controller.game
    assert g is not None and not g.is_over and g.history[:index] == finished.history[:index]
    assert w.log.lines[0].startswith("Game resumed")  # the log holds the story up to here
    # Ann (human) passes two cards by clicking them and confirming, like any game (R-P2)
    qtbot.waitUntil(lambda: w.scene.state is not None and w.scene.state.interactive, timeout=10000)
    settle(w)
    assert g.current_seat == 0 and g.round == 2
    first, second = w.scene.hand_items[0], w.scene.hand_items[1]
    click(qtbot, w, centre(first))
    click(qtbot, w, centre(second))
    qtbot.mouseClick(w.action_bar.b_confirm, Qt.MouseButton.LeftButton)
    settle(w)
    assert len(g.history) > index
    # the new game saves with its history, and replays from the deal
    saved = tmp_path / "branch.joraku.json"
    assert w.files.save_to(saved)
    assert w.replays.open(saved) and w.windows.get(WindowName.REPLAY) is not None
    assert w.windows.get(WindowName.REPLAY).replay.last == len(g.history)


def test_a_bad_file_is_refused_and_the_results_offer_the_replay(window, qtbot, tmp_path, finished) -> None:
    w = window
    bad = tmp_path / "bad.joraku.json"
    bad.write_text("{not json", "utf-8")
    assert not w.replays.open(bad)
    assert w.windows.get(WindowName.REPLAY) is None and "bad.joraku.json" in w.last_error
    w.controller.start(finished, SEATS)  # a finished game: the results screen comes up
    settle(w)
    assert w.windows.get(WindowName.RESULTS) is not None
    button = w.windows.get(WindowName.RESULTS).findChild(QPushButton, "button-watch-replay")
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    rw = w.windows.get(WindowName.REPLAY)
    assert rw is not None and rw.replay.finished and rw.reveal.isEnabled()
    assert rw.replay.last == len(finished.history)


def test_export_the_game_in_place_from_the_game_menu(window, monkeypatch, tmp_path) -> None:
    w = window
    g = played(12, decisions=40)
    w.controller.set_paused(True)
    w.controller.start(g, SEATS)
    settle(w)
    target = tmp_path / "mylog"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), "Text (*.txt)"))
    menu_action(w, "&Export log…").trigger()
    text = (tmp_path / "mylog.txt").read_text("utf-8")
    assert text.startswith("Joraku game log: 4 players")
    assert all(line in text for line in w.log.lines[1:])  # the live log's words, the same lines


@pytest.mark.parametrize("variant", ["R-V7", "R-V8"])
def test_two_player_variants_replay_with_every_hand_revealed(window, qtbot, variant) -> None:
    """R-V7 (two armies a seat, the draft) and R-V8 (the neutral army): the replay draws every
    step sampled, each panel with its own seat's hand; the neutral army's panel has none."""
    g = new_game(GameConfig(players=2, two_player_variant=variant, seed=4))
    rng = random.Random(4)
    while not g.is_over:
        g.apply(rng.choice(g.legal_actions()))
    rw = window.replays.show(g, [SeatInfo("Ann", "human"), SeatInfo("Bob", "normal")])
    rw.reveal.setChecked(True)
    rw.seat_box.setCurrentIndex(1)
    for i in range(0, rw.replay.last + 1, 9):
        rw.go(i)
        settle_replay(rw)
        for seat in (0, 1):
            assert rw.scene.panels[seat].info.shown == tuple(rw.replay.position.hands[seat])
        assert sorted(it.card for it in rw.scene.hand_items) == sorted(rw.replay.position.hands[1])
        if -1 in rw.scene.panels:
            assert rw.scene.panels[-1].info.shown == ()
    assert (-1 in rw.scene.panels) == (variant == "R-V8")


def test_the_track_names_the_step_under_the_mouse_and_the_hot_seat_view_is_kept(window, qtbot) -> None:
    w = window
    g = played(14, decisions=150)
    rng = random.Random(1)
    while g.current_seat != 1:
        g.apply(rng.choice(g.legal_actions()))
    seats = [SeatInfo("Ann", "human"), SeatInfo("Bob", "human"), SeatInfo("Cho", "easy"),
             SeatInfo("Dai", "easy")]
    w.controller.set_paused(True)
    w.controller.start(g, seats)
    settle(w)
    click(qtbot, w, centre(w.scene.banner))  # Bob lifts the curtain: his hand is face up here
    assert w.scene.state is not None and w.scene.state.hand_seat == 1
    assert w.replays.replay_current()
    rw = w.windows.get(WindowName.REPLAY)
    assert rw is not None and rw.seat == 1 and rw.seat_box.count() == 2  # the two people's seats
    mark = rw.replay.mark_of(2)
    assert mark is not None
    x = rw.track.x_of(mark.index)
    assert rw.track.value_at(x) == mark.index
    at = QPointF(x, rw.track.height() / 2)
    moved = QMouseEvent(QEvent.Type.MouseMove, at, rw.track.mapToGlobal(at), Qt.MouseButton.NoButton,
                        Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(rw.track, moved)  # the mouse passes over the track (no button held)
    qtbot.waitUntil(lambda: "Round 2" in QToolTip.text(), timeout=3000)
    assert f"Decision {mark.index} of {rw.replay.last}" in QToolTip.text()


def test_a_click_on_a_log_line_goes_to_its_step(window, qtbot, finished) -> None:
    rw = window.replays.show(finished, SEATS)
    rw.go(rw.replay.last)
    line = next(i for i, e in enumerate(rw.log.entries) if e.text == "Recruit phase of round 2")
    cursor = QTextCursor(rw.log.document().findBlockByNumber(line))
    rw.log.setTextCursor(cursor)
    rw.log.ensureCursorVisible()
    qtbot.mouseClick(rw.log.viewport(), Qt.MouseButton.LeftButton, pos=rw.log.cursorRect(cursor).center())
    mark = rw.replay.mark_of(2)
    assert mark is not None and rw.replay.index == mark.index  # the step that began round 2
    assert rw.log.entries[-1].text == rw.all_lines[rw._ends[mark.index] - 1].text


def test_replays_do_not_pile_up(window, qtbot, finished) -> None:
    """One replay window at a time: opening another closes (and deletes) the one before, and
    closing it lets the main window forget it."""
    w = window
    for _ in range(3):
        w.replays.show(finished, SEATS)
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    assert len(w.findChildren(ReplayWindow)) == 1
    rw = w.windows.get(WindowName.REPLAY)
    assert rw is not None
    qtbot.mouseClick(rw.b_close, Qt.MouseButton.LeftButton)
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    assert w.findChildren(ReplayWindow) == [] and w.windows.get(WindowName.REPLAY) is None
