"""A human plays a whole game to the results screen with the mouse alone, in every mode.

Every human decision is a gesture on the real window: clicking cards into the pass/discard/
draft slots and pressing Confirm (R-P2, R-V7 draft, R-V8 pass and discard), dragging a card
onto the skirmish (choosing the army on the R-V7 buttons when asked), pressing Placement,
dragging a samurai from the supply onto a legal area, and pressing Done. Computers fill the
other seats at instant speed. The results screen is left by a click on New game…, which opens
the New game dialog.
"""

from __future__ import annotations

from collections import Counter

import pytest
import shiboken6
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox, QPushButton

from joraku_desktop.model import CARD_NUMBER, GameConfig, new_game, observe
from joraku_desktop.model.phases import Mode, Phase
from joraku_desktop.views.windows.dialogs import NewGameDialog
from joraku_desktop.views.windows.window_registry import WindowName

from .conftest import centre, click, drag, settle, start

LEFT = Qt.MouseButton.LeftButton


def human_to_act(w, g, seat: int) -> bool:
    return not g.is_over and g.current_seat == seat and w.scene.state.interactive


def play_one_decision(qtbot, w, g, seat: int, placed: list[int]) -> str:
    """One human decision, by mouse only; which gesture made it."""
    phase = g.phase
    before = len(g.history)
    if phase in (Phase.PASS, Phase.DISCARD, Phase.DRAFT):
        view = observe(g, seat)
        need = {Phase.PASS: 3 if g.config.mode is Mode.V8 else 2, Phase.DISCARD: 1, Phase.DRAFT: 1}[phase]
        pool = view.draft_hand if phase is Phase.DRAFT else view.hand
        items = [it for it in w.scene.hand_items if it.isVisible() and it.card in pool][:need]
        for it in items:
            click(qtbot, w, centre(it))
        assert sorted(w.scene.pass_selection) == sorted(it.card for it in items)
        assert w.action_bar.b_confirm.isEnabled()
        qtbot.mouseClick(w.action_bar.b_confirm, LEFT)
        gesture = f"{phase.name.lower()}: clicks and Confirm"
    elif phase is Phase.PLAY:
        card_item = next(it for it in w.scene.hand_items if it.isVisible() and not it.dimmed)
        drag(qtbot, w, centre(card_item), centre(w.scene.skirmish))
        gesture = "card dragged"
        if len(g.history) == before:  # R-V7 with equal RP: choose the army on a button
            buttons = [b for b in w.action_bar.findChildren(QPushButton, "button-choice") if b.isVisible()]
            assert buttons, "the drag neither played the card nor asked for the army"
            qtbot.mouseClick(buttons[0], LEFT)
            gesture = "card dragged, army clicked"
        placed.clear()
    elif phase is Phase.MODE:
        qtbot.mouseClick(w.action_bar.b_placement, LEFT)
        gesture = "Placement clicked"
    elif phase is Phase.PLACE and not placed and g.placements_left > 0:
        army = g.acting_army
        area = CARD_NUMBER[g.acting_card] or 6  # a Ninja may place anywhere (R-E1)
        cube = next(it for it in w.scene.samurai[army] if it.area == -1 and it.isVisible())
        drag(qtbot, w, centre(cube), centre(w.scene.areas[area]))
        placed.append(area)
        gesture = "samurai dragged"
    else:  # end the placement (or AP) with Done
        qtbot.mouseClick(w.action_bar.b_done, LEFT)
        gesture = "Done clicked"
    settle(w)
    assert len(g.history) > before, f"the gesture for {phase!r} did nothing"
    return gesture


def finish_by_mouse(qtbot, w, g, seat: int, gestures: Counter[str] | None = None) -> tuple[int, int]:
    """Play ``seat``'s decisions by mouse, and click on through each round summary that waits for
    the human (R-PR), until the results screen shows; (decisions played, summaries clicked).
    ``gestures`` counts the gestures by kind."""
    placed: list[int] = []
    gestures = Counter() if gestures is None else gestures
    decisions = summaries = 0
    while not g.is_over or w.scoring.active:
        qtbot.waitUntil(lambda: w.scoring.waiting_for_click or human_to_act(w, g, seat)
                        or (g.is_over and not w.scoring.active), timeout=30_000)
        if w.scoring.waiting_for_click:  # the round summary waits for the human: a click goes on
            click(qtbot, w, w.scene.sceneRect().center())
            summaries += 1
            continue
        if g.is_over:
            break
        gestures[play_one_decision(qtbot, w, g, seat, placed)] += 1
        decisions += 1
    qtbot.waitUntil(lambda: w.windows.showing(WindowName.RESULTS), timeout=30_000)
    return decisions, summaries


@pytest.mark.parametrize("players,variant,kinds", [
    (4, None, ("human", "random", "random", "random")),
    (2, "R-V7", ("human", "random")),
    (2, "R-V8", ("random", "human")),
], ids=["4p", "R-V7", "R-V8"])
def test_whole_game_with_the_mouse_alone(window, qtbot, players, variant, kinds) -> None:
    w = window
    seat = kinds.index("human")
    g = new_game(GameConfig(players, variant, frozenset(), seed=4))
    start(w, g, kinds)
    gestures: Counter[str] = Counter()
    decisions, summaries = finish_by_mouse(qtbot, w, g, seat, gestures)
    assert g.round == 3 and g.result is not None
    assert decisions > 30
    assert summaries == 3, "each round's prestige summary waited for the human's click"
    human_armies = g.config.seat_armies(seat)
    on_map = sum(g.samurai(a, area) for a in human_armies for area in range(7))
    assert on_map > 0, "the human's samurai reached the map by drag and drop"
    if variant == "R-V7":
        assert gestures["draft: clicks and Confirm"] > 0 and gestures["card dragged, army clicked"] > 0
    if variant == "R-V8":
        assert gestures["pass: clicks and Confirm"] == 3 and gestures["discard: clicks and Confirm"] == 3
    # Results: New game… clicked opens the New game dialog; its Cancel (a click) closes it
    results = w.windows.get(WindowName.RESULTS)
    qtbot.mouseClick(results.findChild(QPushButton, "button-new-game"), LEFT)
    settle(w)
    qtbot.waitUntil(lambda: w.windows.showing(WindowName.NEW_GAME))
    dialog = w.windows.get(WindowName.NEW_GAME)
    assert isinstance(dialog, NewGameDialog) and not (shiboken6.isValid(results) and results.isVisible())
    print(f"\n{players}p {variant or 'base'} by mouse: {decisions} decisions; {dict(gestures)};"
          f" {summaries} round summaries clicked on")
    box = dialog.findChild(QDialogButtonBox)
    qtbot.mouseClick(box.button(QDialogButtonBox.StandardButton.Cancel), LEFT)
    settle(w)
    assert not (shiboken6.isValid(dialog) and dialog.isVisible())
