"""The game log tells the whole story: rebuilt from the save on load and on resume,
with a heading for each phase of each round (R-R1) and each skirmish, every line in the colour of
the army that acted, and one line per recruit step instead of one per player (R-P2, R-V7)."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox

from joraku_desktop import app as app_module
from joraku_desktop.model import Game, GameConfig, new_game
from joraku_desktop.model import events as ev
from joraku_desktop.model.game import deal
from joraku_desktop.model.phases import Mode
from joraku_desktop.model.replay import all_events, story
from joraku_desktop.presentation.log_story import LogStory, Style
from joraku_desktop.saves import SeatInfo, autosave_path, save_game
from joraku_desktop.views import theme as th
from joraku_desktop.views.windows.game_log import GameLog
from joraku_desktop.views.windows.main_window import MainWindow
from joraku_desktop.words.events import event_text

from .conftest import centre, drag, settle, start
from .test_whole_game_by_mouse import human_to_act, play_one_decision

SEATS = [SeatInfo("Ann", "human"), *(SeatInfo(n, "random") for n in ("Bob", "Cho", "Dai"))]
NAMES = [s.name for s in SEATS]
#: what a 4-player log's headings are up to the start of round 2's skirmishes (R-R1)
HEADINGS_TO_ROUND_2 = [
    "Recruit phase of round 1", "Skirmish phase of round 1", "Prestige phase of round 1",
    "Recruit phase of round 2", "Skirmish phase of round 2",
]


def mid_game(seed: int = 1) -> tuple[Game, list[ev.Event]]:
    """A 4-player game played at random up to the first card of round 2, and every event its
    decisions caused (seed 1: a samurai is removed in round 1; blue, seat 0, leads round 2)."""
    g = new_game(GameConfig(4, seed=seed))
    r = random.Random(seed)
    events: list[ev.Event] = []
    while not (g.round == 2 and g.phase_name == "play" and not g.trick):
        events.extend(g.apply(r.choice(list(g.legal_actions()))))
    return g, events


def headings(log: GameLog, style: Style = Style.HEADING) -> list[str]:
    return [e.text for e in log.entries if e.style is style]


def assert_whole_story(log: GameLog, events: list[ev.Event]) -> None:
    """Every event of the game has its line, in order (a recruit choice is summarised, and the
    skirmish phase is told by its heading)."""
    told = [event_text(e, NAMES, NAMES) for e in events
            if not isinstance(e, ev.PassChosen | ev.SkirmishPhaseStarted)]
    lines = iter(log.lines)
    missing = [t for t in told if not any(line == t for line in lines)]
    assert missing == [], f"{len(missing)} of {len(told)} lines missing, first: {missing[:1]}"
    assert not any("has made their choice" in line for line in log.lines)


def document_colour(log: GameLog, text: str) -> str:
    """The colour the log's document really paints the line ``text`` in."""
    block = log.document().begin()
    while block.isValid():
        if block.text() == text:
            return block.begin().fragment().charFormat().foreground().color().name()
        block = block.next()
    raise AssertionError(f"no line {text!r}")


def lighter(army: int) -> str:
    return th.ARMY_COLOUR[army].lighter(150).name()


def test_loading_a_save_rebuilds_the_whole_log_and_play_goes_on(window, qtbot, tmp_path, monkeypatch) -> None:
    w = window
    start(w, new_game(GameConfig(3, seed=9)), ("human", "random", "random"), paused=True)
    assert w.log.lines[0].startswith("New game: 3 players")
    g, events = mid_game()
    path = tmp_path / "mid.joraku.json"
    save_game(g, path, SEATS)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    # Game → Load… with the keyboard, as a player would
    qtbot.keyClick(w, Qt.Key.Key_G, Qt.KeyboardModifier.AltModifier)
    qtbot.keyClick(QApplication.activePopupWidget(), Qt.Key.Key_L)
    settle(w)
    assert w.controller.game is not None and len(w.controller.game.history) == len(g.history)
    log = w.log
    assert log.lines[0].startswith("Game resumed: 4 players, no variant cards.")
    assert "Ann (blue)" in log.lines[0]
    assert headings(log) == HEADINGS_TO_ROUND_2
    assert headings(log, Style.SUBHEADING) == [f"Skirmish {i} of 5" for i in range(1, 6)]
    assert_whole_story(log, events)
    assert "Everyone passes 2 cards to the left and takes the cards received." in log.lines

    # a removal is told in the remover's colour, not the victim's (seed 1 has one in round 1)
    removal = next(e for e in events if isinstance(e, ev.SamuraiRemoved))
    text = event_text(removal, NAMES, NAMES)
    entry = next(e for e in log.entries if e.text == text)
    assert entry.army == removal.by_army != removal.army
    assert document_colour(log, text) == lighter(removal.by_army)

    # play goes on: Ann (blue) leads round 2 with the mouse; her line follows its heading
    w.controller.set_paused(True)
    settle(w)
    card_item = next(it for it in w.scene.hand_items if it.isVisible() and not it.dimmed)
    drag(qtbot, w, centre(card_item), centre(w.scene.skirmish))
    assert log.lines[-2:] == ["Skirmish 1 of 5", event_text(ev.CardPlayed(0, card_item.card, 0), NAMES)]
    assert log.entries[-1].army == 0 and document_colour(log, log.lines[-1]) == lighter(0)


def test_resuming_the_autosave_rebuilds_the_whole_log(qtbot, fonts, tmp_path, monkeypatch) -> None:
    g, events = mid_game()
    (tmp_path / "data" / "saves").mkdir(parents=True)
    save_game(g, autosave_path(), SEATS)
    asked: list[str] = []

    def yes(*args: object) -> QMessageBox.StandardButton:  # "Resume the unfinished game?" Yes
        asked.append(str(args[2]))
        return QMessageBox.StandardButton.Yes

    monkeypatch.setattr(app_module, "ask_yes_no", lambda *a: yes(*a) == QMessageBox.StandardButton.Yes)
    w, resumed = app_module.start_up(seed=3)
    qtbot.addWidget(w)
    try:
        assert resumed and asked and "round 2" in asked[0]
        assert isinstance(w, MainWindow)
        assert w.log.lines[0].startswith("Game resumed:")
        assert headings(w.log) == HEADINGS_TO_ROUND_2
        assert_whole_story(w.log, events)
    finally:
        w.controller.shutdown()


def test_a_live_log_reads_like_the_rebuilt_one(qtbot) -> None:
    """Fed move by move (as in play) or all at once (after a load), the log is the same."""
    g, _events = mid_game(seed=2)
    live = GameLog()
    qtbot.addWidget(live)
    replayed, deal_events = deal(GameConfig(4, seed=2))
    live.add_events(deal_events, NAMES, NAMES)
    for action in g.history:
        live.add_events(replayed.apply(action), NAMES, NAMES)
    assert headings(live) == HEADINGS_TO_ROUND_2
    retold = LogStory(Mode.BASE, 4).lines(all_events(story(g)), NAMES, NAMES)
    assert live.entries == list(retold)
    colours = {e.army for e in live.entries if e.text.startswith("Cho ")}
    assert colours == {2}, "every line of Cho's is Cho's colour (yellow)"
    assert {e.army for e in live.entries if e.style is Style.HEADING} == {-1}


def test_the_r_v7_draft_logs_one_line_per_pick(window, qtbot) -> None:
    """R-V7: 5 draft picks (the last is forced): a line per completed pick, not one per player."""
    w = window
    g = new_game(GameConfig(2, "R-V7", frozenset(), seed=4))
    start(w, g, ("human", "random"))
    placed: list[int] = []
    while g.phase_name == "draft":
        qtbot.waitUntil(lambda: g.phase_name != "draft" or human_to_act(w, g, 0), timeout=10_000)
        if g.phase_name == "draft":
            play_one_decision(qtbot, w, g, 0, placed)
    qtbot.waitUntil(lambda: "The draft is over: each player holds 8 cards." in w.log.lines, timeout=10_000)
    draft = [line for line in w.log.lines if line.startswith("Draft pick")]
    assert draft == [
        f"Draft pick {i}: each player puts a card aside and swaps the rest (R-V7)." for i in range(1, 5)]
    assert not any(line.startswith(("Ann has", "Bob has")) for line in w.log.lines)
    assert headings(w.log)[:2] == ["Recruit phase of round 1", "Skirmish phase of round 1"]


def test_the_r_v8_recruit_tells_pass_then_discard(qtbot) -> None:
    log = GameLog()
    qtbot.addWidget(log)
    log.story = LogStory(Mode.V8, 2)
    log.add_events([ev.NeutralAdvanced(2), ev.RoundStarted(2), ev.PassChosen(0), ev.PassChosen(1),
                    ev.CardsExchanged(3), ev.PassChosen(1), ev.PassChosen(0),
                    ev.SkirmishPhaseStarted(2, 7)], NAMES, NAMES)
    assert log.lines == [
        "Recruit phase of round 2",
        "The neutral army marches one area toward Kyoto (R-V8).",
        "Round 2 begins: the cards are shuffled and dealt.",
        "Everyone passes 3 cards to the left and takes the cards received.",
        "Each player discards a card face down (R-V8).",
        "Skirmish phase of round 2",
    ]


def test_a_new_deal_opens_its_log_with_the_first_heading(window) -> None:
    start(window, new_game(GameConfig(4, seed=5)), ("human", "random", "random", "random"), paused=True)
    first, *rest = window.log.lines[:3]
    assert first == ("New game: 4 players, no variant cards. "
                     "Ann (blue), Bob (red), Cho (yellow), Dai (green).")
    assert rest == ["Recruit phase of round 1", "Round 1 begins: the cards are shuffled and dealt."]


def test_the_last_line_is_wholly_in_view_after_a_resume_and_a_language_switch(qtbot, window) -> None:
    """The log opens at its end, the last line and its margin in view — after a game put in
    place mid-way and after the Language menu tells it again."""
    from PySide6.QtGui import QAction

    w = window
    w.resize(1024, 700)
    settle(w)
    g = new_game(GameConfig(4, seed=3))
    rng = random.Random(3)
    for _ in range(60):
        g.apply(rng.choice(g.legal_actions()))
    start(w, g, ("human", "random", "random", "random"), paused=True)
    bar = w.log.verticalScrollBar()
    assert bar.maximum() > 0 and bar.value() == bar.maximum(), "resumed: the last line half hidden"
    next(a for a in w.menuBar().findChildren(QAction) if a.objectName() == "language-ru").trigger()
    settle(w)
    try:
        assert bar.value() == bar.maximum(), "told again in Russian: the last line half hidden"
    finally:
        next(a for a in w.menuBar().findChildren(QAction) if a.objectName() == "language-en").trigger()
