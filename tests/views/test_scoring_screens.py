"""Scoring a player can follow: the Kachidoki beat (R-KS), the prestige phase area by
area with its round summary (R-PR, R-V1), who is winning the skirmish so far (R-K4 a/b/c), and
the results screen with RP by round and source and a chart, reopened from the Game menu.

Each test reaches the moment with a scenario (docs/engine.md) and plays the decisive move with
the mouse on the real window: drag the last card onto the skirmish, press Placement, press Done.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QPushButton, QTableWidget

from joraku_desktop.model import observe, scenario
from joraku_desktop.model.cards import card as card_id
from joraku_desktop.model.game import Game
from joraku_desktop.settings import SPEEDS
from joraku_desktop.views.windows.main_window import MainWindow
from joraku_desktop.views.windows.results_chart import RpChart, breakdown_rows
from joraku_desktop.views.windows.window_registry import WindowName
from joraku_desktop.words.refusals import refusal_text

from .conftest import centre, click, drag, settle, start

LEFT = Qt.MouseButton.LeftButton
#: the seats to act after blue in the scenarios below have already played
HUMAN_LAST = ("human", "random", "random", "random")


def last_skirmish(round_: int = 1, rp: dict[str, int] | None = None) -> Game:
    """Round ``round_``, last skirmish: red led R5, yellow R3, green R1; blue (Ann) holds B6 and
    plays last. Blue's daimyo stands in 6 Shinano with 2 samurai, red has 1 samurai there; R-V1."""
    return scenario(
        players=4, round=round_, skirmish=4, variants={"R-V1"}, kachidoki="red",
        daimyo={"blue": 6, "red": 1, "yellow": 2, "green": 3},
        samurai={"blue": {6: 2}, "red": {6: 1}}, rp=rp or {}, trick=["R5", "R3", "R1"],
        hands={"blue": "B6"},
    )


def play_last_card(qtbot, w: MainWindow) -> None:
    """Ann drags her B6 onto the skirmish, chooses Placement and ends with Done (R-E2)."""
    card = next(it for it in w.scene.hand_items if it.isVisible())
    drag(qtbot, w, centre(card), centre(w.scene.skirmish))
    qtbot.mouseClick(w.action_bar.b_placement, LEFT)
    settle(w)
    qtbot.mouseClick(w.action_bar.b_done, LEFT)
    settle(w)


def hold_each_step(w: MainWindow) -> None:
    """Steps stay until the player clicks (as at a slow speed, without the test waiting)."""
    w.scoring.step_ms = 600_000


def test_kachidoki_then_prestige_area_by_area_then_the_summary_waits_for_the_click(window, qtbot) -> None:
    w = window
    g = last_skirmish()
    start(w, g, HUMAN_LAST)
    hold_each_step(w)
    play_last_card(qtbot, w)
    # R-K5/R-KS: Ann won with the B6 (R-K4a); her daimyo's area is ranked
    assert w.controller.scoring_shown and w.scoring.active
    card = w.scoring.card
    assert card is not None and card.kind == "kachidoki"
    text = " | ".join(card.texts())
    assert "Ann wins the skirmish with the blue 6: highest number (R-K4a)." in text
    assert "6 Shinano" in text
    assert [(r.name, r.rank, r.gain) for r in card.rows] == [("Ann", "1st", "+3 RP"), ("Bob", "2nd", "+2 RP")]
    assert w.scoring.overlay.isVisible() and w.scoring.overlay.area == 6
    assert not w.scene.state.interactive, "nobody acts on the table while scoring is shown"
    assert w.scene.skirmish.title == "Skirmish 5 of 5" and "wins with the blue 6" in w.scene.skirmish.summary
    assert not w.results_action.isEnabled(), "Game → Results waits for the end of the game"
    # the panels count up: the RP the step brings are not shown before they land
    assert w.scene.panels[0].info.rp[0] == 0
    click(qtbot, w, centre(w.scene.areas[3]))  # a click on the table goes on
    # R-PR1: the prestige phase starts with 6 Shinano; the chart row and R-V1's bonus are shown
    card = w.scoring.card
    assert card.kind == "prestige" and w.scoring.step.area == 6
    assert "6 Shinano, chart row of round 1: 1st 7 · 2nd 4 · 3rd 2 RP (R-PR4)." in card.lines
    ann = card.rows[0]
    assert (ann.name, ann.rank, ann.gain, ann.bonus) == ("Ann", "1st", "+7 RP", "+6 daimyo bonus (R-V1)")
    assert w.scene.panels[0].info.rp[0] == 3, "the Kachidoki RP landed on Ann's score"
    assert not w.scene.areas[3].result, "an area's result shows once it is scored, not before"
    order = [w.scoring.step.area]
    for _ in range(6):
        qtbot.keyClick(w.view, Qt.Key.Key_Space)
        order.append(w.scoring.step.area)
    assert order == [6, 5, 4, 3, 2, 1, 0]
    assert w.scene.areas[6].result == ((0, 1, 13), (1, 2, 4)), "Shinano keeps its result on the map"
    qtbot.keyClick(w.view, Qt.Key.Key_Space)
    card = w.scoring.card
    assert card.kind == "summary" and w.scoring.waiting_for_click
    grid = dict(card.grid)
    assert grid["6 Shinano"][0] == "7 + 6 ★" and grid["6 Shinano"][1] == "4"
    assert grid["Prestige this round"][0] == "13"
    assert grid["Score before the phase"][0] == "3", "Ann's Kachidoki RP of a moment ago"
    assert grid["Score now"] == [str(x) for x in g.rp[:4]]
    assert grid["Standing"][0] == "1st"
    assert card.button == "Start round 2 (Space)"
    # play waits for the click: the computers do not pass their cards meanwhile
    before = len(g.history)
    qtbot.wait(250)
    assert len(g.history) == before and w.scoring.active and w.controller.scoring_shown
    refusal = w.controller.request(g.legal_actions()[0])
    assert refusal is not None and refusal_text(refusal) == "Wait: the scoring is being shown."
    click(qtbot, w, centre(w.scene.areas[0]))
    assert not w.scoring.active and not w.scoring.overlay.isVisible()
    qtbot.waitUntil(lambda: w.scene.state.interactive, timeout=10_000)
    assert g.round == 2 and g.phase_name == "pass"
    assert w.scene.panels[0].info.rp[0] == g.rp[0] == 16


def test_escape_skips_to_the_summary_and_four_computers_do_not_wait(window, qtbot) -> None:
    w = window
    shown: list[str] = []
    real = w.scoring.overlay.show_card
    w.scoring.overlay.show_card = lambda card, area, holes: (shown.append(card.kind), real(card, area, holes))
    g = last_skirmish()
    start(w, g, HUMAN_LAST)
    hold_each_step(w)
    play_last_card(qtbot, w)
    qtbot.keyClick(w.view, Qt.Key.Key_Space)  # from Kachidoki to the first area
    qtbot.keyClick(w.view, Qt.Key.Key_Escape)  # and straight on to the round summary
    assert shown == ["kachidoki", "prestige", "summary"]
    assert all(w.scene.areas[a].result for a in (6, 3, 2, 1)), "skipped areas still show their result"
    qtbot.keyClick(w.view, Qt.Key.Key_Return)
    assert not w.scoring.active
    # all computers: the same scoring is shown and moves on by itself at the game's speed
    shown.clear()
    w.scoring.set_speed("instant")
    g2 = last_skirmish()
    start(w, g2, ("random",) * 4)
    qtbot.waitUntil(lambda: g2.round == 2 and g2.phase_name == "play", timeout=20_000)
    assert shown == ["kachidoki", *["prestige"] * 7, "summary"]
    steps = [s.scoring_step_ms for s in SPEEDS.values()]
    assert steps == sorted(steps, reverse=True) and steps[-1] == 0 and len(set(steps)) == len(steps)


def test_the_hot_seat_curtain_comes_after_the_scoring(window, qtbot) -> None:
    w = window
    g = last_skirmish()
    start(w, g, ("human", "human", "random", "random"))
    assert w.scene.curtain_up
    click(qtbot, w, centre(w.scene.areas[3]))  # Ann takes the screen
    play_last_card(qtbot, w)
    qtbot.waitUntil(lambda: w.scoring.waiting_for_click, timeout=10_000)
    assert not w.scene.curtain_up, "the curtain does not hide the scoring"
    qtbot.keyClick(w.view, Qt.Key.Key_Space)
    settle(w)
    assert not w.scoring.active
    if w.scene.curtain_up:  # the next human to pass is not the one who saw the table last
        qtbot.keyClick(w.view, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: w.scene.state.interactive, timeout=10_000)


def test_loading_a_game_does_not_replay_its_scoring(window, qtbot, tmp_path: Path) -> None:
    w = window
    g = last_skirmish()
    start(w, g, HUMAN_LAST)
    play_last_card(qtbot, w)
    qtbot.waitUntil(lambda: w.scoring.waiting_for_click, timeout=10_000)
    path = tmp_path / "after.joraku.json"
    assert w.files.save_to(path)
    assert w.files.load(path)
    settle(w)
    assert not w.scoring.active and not w.controller.scoring_shown
    assert not w.scoring.overlay.isVisible()
    qtbot.waitUntil(lambda: w.scene.state.interactive, timeout=10_000)
    # the areas keep no held-back result of the old table, the panels the loaded RP
    assert w.scene.panels[0].info.rp[0] == w.controller.game.rp[0]


@pytest.mark.parametrize("trick,hand,card,leader", [
    (["B5"], "R5 Y1 Y2 Y3 Y4", "R5", "Winning so far: Ann with the red 5 — highest number, "
                                      "played last among equals (R-K4c)."),
    (["R6"], "RN Y1 Y2 Y3 Y4", "RN", "Winning so far: Ann with the red Ninja — a Ninja beats a 6 (R-K4b)."),
    (["B2"], "R5 Y1 Y2 Y3 Y4", "Y1", "Winning so far: Dai with the blue 2 — highest number (R-K4a)."),
])
def test_the_skirmish_panel_says_who_is_winning_so_far(window, qtbot, trick, hand, card, leader) -> None:
    w = window
    g = scenario(players=4, kachidoki="green", trick=trick, hands={"blue": hand})
    start(w, g, HUMAN_LAST)
    assert w.scene.skirmish.summary.startswith("Winning so far: Dai with the ")
    item = next(it for it in w.scene.hand_items if it.card == card_id(card))
    drag(qtbot, w, centre(item), centre(w.scene.skirmish))
    assert w.scene.skirmish.summary.startswith(leader)
    leading = [it for it in w.scene.trick_items if it.winner]
    assert len(leading) == 1


def test_results_by_round_and_source_with_a_chart_reopened_from_the_game_menu(window, qtbot) -> None:
    w = window
    g = last_skirmish(round_=3, rp={"blue": 10, "red": 4})
    start(w, g, HUMAN_LAST)
    play_last_card(qtbot, w)
    assert g.is_over and w.windows.get(WindowName.RESULTS) is None, "the results wait for the scoring"
    qtbot.waitUntil(lambda: w.scoring.waiting_for_click, timeout=10_000)
    assert w.scoring.card.button == "See the final results (Space)"
    qtbot.keyClick(w.view, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: w.windows.showing(WindowName.RESULTS), timeout=10_000)
    tally = w.controller.tally()
    rows = breakdown_rows(tally, [0, 1, 2, 3], g.rp, g.config.variants)
    for army, row in enumerate(rows):
        # At start, Round 1..3, Kachidoki, Prestige, R-V1, Total
        assert row[0] + sum(row[1:4]) == row[-1] == g.rp[army]
        assert row[0] + sum(row[4:-1]) == row[-1]
    assert rows[0][0] == 10 and rows[0][-1] == 10 + 3 + 6  # Kachidoki, R-V1 (Shinano pays nothing in round 3)
    table = w.windows.get(WindowName.RESULTS).findChild(QTableWidget, "results-breakdown")
    # the rows are the armies, from the first: no heading sits among them
    assert table is not None and [table.item(r, 0).text() for r in range(4)] == ["Ann", "Bob", "Cho", "Dai"]
    # two groups named above their column heads, a gap between them, each closed by its own
    # Total: a row never seems to add up to twice the total
    heads = [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]
    assert heads == ["", "At start", "Round 1", "Round 2", "Round 3", "Total", "",
                     "At start", "Kachidoki", "Prestige", "Daimyo bonus (R-V1)", "Total"]  # R-V1 only
    header = table.horizontalHeader()
    assert [(first, n, text) for first, n, text in header.groups] == [(1, 5, "By round"), (7, 5, "By source")]
    band = header.group_rect(0).bottom()
    for i, (first, n, _text) in enumerate(header.groups):
        r = header.group_rect(i)
        assert r.bottom() == band and r.top() >= 0, "each group's name in the band at the top"
        assert r.left() == header.sectionViewportPosition(first)
        last = first + n - 1
        assert r.right() + 1 == header.sectionViewportPosition(last) + header.sectionSize(last)
    assert header.height() >= band + 20, "the column heads under the band"
    results = w.windows.get(WindowName.RESULTS)
    assert table.viewport().mapTo(results, table.viewport().rect().topLeft()).y() > header.mapTo(
        results, header.group_rect(0).bottomLeft()).y(), "the names read above the figures"
    for row in range(4):
        cells = [int(table.item(row, c).text()) for c in (*range(1, 6), *range(7, 12))]
        assert sum(cells[:4]) == cells[4] == sum(cells[5:9]) == cells[9] == g.rp[row]
    chart = w.windows.get(WindowName.RESULTS).findChild(RpChart, "results-chart")
    assert chart is not None and chart.series[0] == [10, 10, 10, 19]
    qtbot.waitUntil(lambda: chart.painted, timeout=5_000)
    results = w.windows.get(WindowName.RESULTS)
    close = next(b for b in results.findChildren(QPushButton) if b.text() == "Close")
    qtbot.mouseClick(close, LEFT)
    qtbot.waitUntil(lambda: w.windows.get(WindowName.RESULTS) is None, timeout=5_000)
    game_menu = w.menuBar().actions()[0].menu()
    assert w.results_action in game_menu.actions() and w.results_action.isEnabled()
    assert w.results_action.shortcut().toString() == "Ctrl+R"
    w.results_action.trigger()  # Game → Results
    assert w.windows.showing(WindowName.RESULTS)
    assert w.windows.get(WindowName.RESULTS).findChild(RpChart, "results-chart") is not None
    QApplication.processEvents()


def test_the_plan_keeps_the_bonus_apart_and_other_gains_before_the_first_step() -> None:
    """Qt-free: R-V5 RP of the deciding move are on the score before Kachidoki; R-V1 is a bonus."""
    from joraku_desktop.model import events as ev
    from joraku_desktop.presentation.scoring_steps import plan_steps

    events = [
        ev.FollowSuitBonusScored(1, 2, "R-V5"),
        ev.SkirmishWon(0, 12, 4, "R-K4a"),
        ev.RPScored(0, 3, ev.RPSource.KACHIDOKI, 6, 1),
        ev.AreaScored(6, ev.Scoring.KACHIDOKI, ((0, 4, 1, 3), (1, 1, 2, 0))),
        ev.RPScored(0, 7, ev.RPSource.PRESTIGE, 6, 1),
        ev.RPScored(0, 6, ev.RPSource.DAIMYO_BONUS, 6, 1),
        ev.AreaScored(6, ev.Scoring.PRESTIGE, ((0, 4, 1, 13),)),
        ev.RoundEnded(1),
    ]
    steps = plan_steps(events, rp_now=[16, 2, 0, 0, 0], round_now=2)
    assert [s.kind for s in steps] == ["kachidoki", "prestige", "summary"]
    kachidoki, shinano, summary = steps
    assert kachidoki.round == 1 and kachidoki.winner == (0, 12, "R-K4a")
    assert kachidoki.rp_before[:2] == (0, 2) and kachidoki.gains() == {0: 3}
    assert shinano.placings[0].points == 7 and shinano.placings[0].bonus == 6
    assert shinano.gains() == {0: 13}
    assert summary.phase_start[0] == 3 and summary.rp_after[0] == 16


def test_the_speed_menu_sets_how_long_each_step_stays(window) -> None:
    w = window
    speeds = w.menuBar().actions()[1].menu().actions()[0].menu().actions()
    for action, name in zip(speeds, ("slow", "normal", "fast", "instant"), strict=True):
        action.trigger()
        assert w.scoring.step_ms == SPEEDS[name].scoring_step_ms


def test_r_v8_the_neutral_army_marches_only_after_the_scoring(window, qtbot) -> None:
    """R-V8: the table shows the neutral army where it was scored; it marches once play goes on."""
    w = window
    # round 2: the neutral daimyo stands on 5 (it marched once); after this round it goes to 4
    g = scenario(players=2, two_player_variant="R-V8", round=2, kachidoki="red", skirmish=6, trick=["R5"],
                 daimyo={"blue": 6, "red": 2, "purple": 5}, samurai={"purple": {0: 1, 1: 2, 4: 3, 5: 4}},
                 hands={"blue": "B6"})
    start(w, g, ("human", "random"))
    play_last_card(qtbot, w)
    qtbot.waitUntil(lambda: w.scoring.waiting_for_click, timeout=10_000)
    neutral = w.scene.samurai[4]
    assert w.scene.daimyo[4].area == 5 and g.daimyo_area[4] == 4, "the engine has marched, the table not yet"
    assert [sum(1 for it in neutral if it.area == a) for a in range(7)] == [1, 2, 0, 0, 3, 4, 0]
    qtbot.keyClick(w.view, Qt.Key.Key_Space)
    settle(w)
    assert w.scene.daimyo[4].area == 4
    assert [sum(1 for it in neutral if it.area == a) for a in range(7)] == [3, 0, 0, 3, 4, 0, 0]


def test_r_v7_standings_are_the_players_places() -> None:
    """R-V7: each player's better army decides (then the other): both armies show the player's place."""
    from joraku_desktop.presentation.board_state import BoardState
    from joraku_desktop.views.table.scoring_cards import _standings

    g = scenario(players=2, two_player_variant="R-V7")
    view = observe(g, 0)
    s = BoardState(view, 0, False, ("Ann", "Bob"), ("human", "random"), ("a", "b", "c", "d", "e"))
    ann = [a for a in view.armies if view.owner[a] == 0]
    bob = [a for a in view.armies if view.owner[a] == 1]
    score = [0] * 5
    score[ann[0]], score[ann[1]], score[bob[0]], score[bob[1]] = 12, 7, 0, 17
    places = dict(zip(view.armies, _standings(s, view.armies, score), strict=True))
    assert [places[a] for a in ann] == [2, 2] and [places[a] for a in bob] == [1, 1]
    score[bob[1]] = 12  # equal best armies: the other army decides (R-V7)
    places = dict(zip(view.armies, _standings(s, view.armies, score), strict=True))
    assert [places[a] for a in ann] == [1, 1] and [places[a] for a in bob] == [2, 2]


def test_the_log_tells_the_scoring_only_after_the_table_has_shown_it(window, qtbot) -> None:
    """The log never gives the result away while the table is still showing the scoring: the
    lines of a scored action wait for the beat to end (R-KS, R-PR), then appear in order."""
    w = window
    start(w, last_skirmish(), HUMAN_LAST)
    hold_each_step(w)
    before = len(w.log.entries)
    play_last_card(qtbot, w)
    assert w.scoring.active and w.controller.scoring_shown
    shown = w.log.toPlainText()
    assert "Kachidoki scoring" not in shown and "Prestige phase of round 1" not in shown
    while w.scoring.active:  # the player clicks through the Kachidoki step, the areas, the summary
        click(qtbot, w, centre(w.scene.areas[3]))
    settle(w)
    shown = w.log.toPlainText()
    assert len(w.log.entries) > before
    assert "Kachidoki scoring" in shown and "Prestige phase of round 1" in shown
    assert shown.index("Kachidoki scoring") < shown.index("Prestige phase of round 1")


def test_an_area_that_pays_nobody_is_shown_briefly_and_the_paying_ones_keep_their_time(window, qtbot) -> None:
    """Round 1's prestige phase (R-PR): the areas whose chart pays nothing this round (or that
    nobody holds) pass in under a third of a step at the normal speed; an area that pays keeps
    the whole step. Every area is still shown in its turn (R-PR1's order)."""
    w = window
    g = last_skirmish()
    start(w, g, HUMAN_LAST)
    w.scoring.set_speed("normal")
    step_ms = w.scoring.step_ms
    assert step_ms == 2200
    play_last_card(qtbot, w)
    assert w.scoring.active
    stays: list[tuple[int, bool, int]] = []
    while w.scoring.active and w.scoring.step is not None and w.scoring.step.kind != "summary":
        st = w.scoring.step
        if st.kind == "prestige":
            stays.append((st.area, st.pays_nothing, w.scoring._timer.interval()))
        w.scoring.proceed()
        settle(w)
    assert [area for area, _n, _ms in stays] == [6, 5, 4, 3, 2, 1, 0]  # every area, in R-PR1's order
    brief = [ms for _a, nothing, ms in stays if nothing]
    full = [ms for _a, nothing, ms in stays if not nothing]
    assert brief and full
    assert all(ms <= step_ms * 0.3 for ms in brief) and all(ms == step_ms for ms in full)
    assert sum(ms for _a, _n, ms in stays) < len(stays) * step_ms * 0.8


def test_the_next_rounds_hand_waits_until_the_last_rounds_scoring_is_over(window, qtbot) -> None:
    """The round ends with the last skirmish (R-PR): its Kachidoki, prestige and summary screens
    show an empty hand row (the round's cards were all played), never round 2's new hand under
    them; the new hand comes when the scoring is over."""
    w = window
    g = last_skirmish()
    start(w, g, HUMAN_LAST)
    hold_each_step(w)
    play_last_card(qtbot, w)
    assert g.round == 2 and g.hands[0], "the engine dealt round 2 already"
    seen = 0
    while w.scoring.active:
        assert not [it for it in w.scene.hand_items if it.isVisible()], w.scoring.step
        seen += 1
        w.scoring.proceed()
        settle(w)
    assert seen >= 8  # Kachidoki, seven areas, the summary
    qtbot.waitUntil(lambda: len([it for it in w.scene.hand_items if it.isVisible()]) > 0, timeout=5_000)


def test_results_cannot_tell_the_winner_before_the_last_prestige_screens_do(window, qtbot) -> None:
    """Round 3's last skirmish ends the game: while its Kachidoki, prestige and summary screens
    are on the table, Game → Results (and Ctrl+R) stays shut, so no window names the winner
    before the table has shown the end."""
    w = window
    g = last_skirmish(round_=3, rp={"blue": 10, "red": 4})
    start(w, g, HUMAN_LAST)
    hold_each_step(w)
    play_last_card(qtbot, w)
    assert g.is_over and w.scoring.active
    while w.scoring.active:
        assert not w.results_action.isEnabled()
        qtbot.keyClick(w.view, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
        assert not w.windows.showing(WindowName.RESULTS), w.scoring.step
        w.scoring.proceed()
        settle(w)
    qtbot.waitUntil(w.results_action.isEnabled, timeout=5_000)


def test_the_round_summary_breaks_a_tie_on_rp_by_the_daimyo_card_and_says_so(qapp) -> None:
    """Two armies level on RP after a round: the summary's Place row ranks them as the end of
    the game would (R-G2: the higher daimyo card first), never "1st/1st", and a line says why."""
    from functools import partial

    from joraku_desktop.model import observe
    from joraku_desktop.presentation.presenter import Seating, board_state
    from joraku_desktop.presentation.scoring_steps import ScoringStep, StepKind
    from joraku_desktop.views.table.scoring_cards import step_card

    g = scenario(players=4, daimyo={"blue": 1, "red": 2, "yellow": 3, "green": 4})
    seating = Seating(("Ann", "Bob", "Cho", "Dai"), ("human",) * 4, ("Ann", "Bob", "Cho", "Dai", "N"))
    s = board_state(partial(observe, g), 0, 0, curtain=False, seating=seating)
    cards = s.view.daimyo_card
    step = ScoringStep(StepKind.SUMMARY, 1, (0,) * 5, (12, 12, 7, 3, 0), areas=(), phase_start=(0,) * 5)
    card = step_card(step, s, True, 7)
    places = dict(card.grid)["Standing"]
    hi, lo = (0, 1) if cards[0] > cards[1] else (1, 0)
    assert places[hi] == "1st" and places[lo] == "2nd" and places[2:] == ["3rd", "4th"]
    names = ("Ann", "Bob")
    said = (f"{names[hi]} and {names[lo]} tie on 12 RP; the higher daimyo card "
            f"({cards[hi]} against {cards[lo]}) decides (R-G2).")
    assert said in card.lines, card.lines


def test_the_panels_tell_the_hands_of_the_moment_shown_not_the_next_deal(window, qtbot) -> None:
    """Under a finished round's scoring the engine has dealt round 2 already: the side panels
    still say every hand was played out (and show no cards), until the player goes on."""
    w = window
    g = last_skirmish()
    start(w, g, HUMAN_LAST)
    hold_each_step(w)
    play_last_card(qtbot, w)
    assert g.round == 2 and all(n == 5 for n in observe(g, 0).hand_sizes), "round 2 is dealt"
    seen: list[str] = []
    while w.scoring.active:
        step = w.scoring.step
        assert step is not None
        seen.append(step.kind)
        for seat, panel in w.scene.panels.items():
            assert panel.info.hand_size == 0, f"{step.kind}: {seat}'s panel shows the next deal"
            assert not panel.info.shown
        assert not any(it.isVisible() for it in w.scene.hand_items), "the next hand waits"
        qtbot.keyClick(w.view, Qt.Key.Key_Space)
        settle(w)
    assert seen[0] == "kachidoki" and "prestige" in seen and seen[-1] == "summary"
    assert [p.info.hand_size for p in w.scene.panels.values()] == [5, 5, 5, 5], "round 2 once on"
