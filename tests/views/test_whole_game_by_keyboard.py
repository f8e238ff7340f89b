"""A human plays a whole game to the results screen with the keyboard alone, in every mode.

Every key goes to the widget that has the keyboard focus, as a player's keys do: ←/→ and Enter
choose cards on the table (the pass, the R-V7 draft, the R-V8 discard, the card to play), Enter
confirms the choice, P and A choose Placement or Action points (R-E2), K opens the list of
every action and ↑/↓ and Enter pick in it (samurai placed, moved, removed, the daimyo moved, the
turn ended), or on other turns ←/→ go along those steps on the map itself and Enter makes one
(D ends the turn), Tab reaches the army buttons of R-V7, Space moves the round's scoring on, and
the Results window is closed with Escape, or left by Tab and Enter on Play again or New game. No
controller method is called and no mouse event is sent; the computers play at instant speed.
The focus is drawn wherever it is: the card under the cursor rises and glows, the focused
button wears a frame.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

import pytest
import shiboken6
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QListWidget, QPushButton, QWidget

from joraku_desktop.model import GameConfig, new_game, observe
from joraku_desktop.model.actions import DAIMYO, END, MOVE, PLACE, REMOVE, Action
from joraku_desktop.model.phases import Mode, Phase
from joraku_desktop.views.windows.dialogs import ActionPicker, NewGameDialog
from joraku_desktop.views.windows.window_registry import WindowName

from .conftest import calm_over, settle, start

KEY = Qt.Key
#: the names the test uses for the keys, as the report counts them
NAMES = {KEY.Key_Left: "←", KEY.Key_Right: "→", KEY.Key_Up: "↑", KEY.Key_Down: "↓",
         KEY.Key_Return: "Enter", KEY.Key_Escape: "Esc", KEY.Key_Tab: "Tab", KEY.Key_Space: "Space",
         KEY.Key_P: "P", KEY.Key_A: "A", KEY.Key_K: "K", KEY.Key_D: "D", KEY.Key_H: "H",
         KEY.Key_Z: "Z"}


@dataclass
class Keyboard:
    """The player's hands on the keyboard: every key goes to the focused widget, and is counted."""

    qtbot: object
    keys: Counter[str] = field(default_factory=Counter)
    decisions: Counter[str] = field(default_factory=Counter)

    def focused(self) -> QWidget:
        widget = QApplication.focusWidget()
        assert widget is not None, "nothing has the keyboard focus"
        return widget

    def press(self, key: Qt.Key, ctrl: bool = False) -> None:
        self.keys[("Ctrl+" if ctrl else "") + NAMES[key]] += 1
        mods = Qt.KeyboardModifier.ControlModifier if ctrl else Qt.KeyboardModifier.NoModifier
        if key in (KEY.Key_Return, KEY.Key_Space):  # a person takes in the scoring, the banner
            self.qtbot.waitUntil(calm_over, timeout=5_000)  # type: ignore[attr-defined]
        self.qtbot.keyClick(self.focused(), key, mods)  # type: ignore[attr-defined]


def picker(w) -> ActionPicker | None:
    found = [d for d in w.findChildren(ActionPicker) if d.isVisible()]
    return found[0] if found else None


def focus_is_drawn(w) -> None:
    """Wherever the focus is, the player sees it: the focused button has its frame (the style's
    :focus rule), the table's card under the cursor is lifted and glows."""
    focused = QApplication.focusWidget()
    if focused is w.view:
        cards = [it for it in w.scene.hand_items if it.isVisible() and it.card not in w.scene.pass_selection]
        s = w.scene.state
        if cards and s is not None and s.interactive and s.view.phase in (
                Phase.PLAY, Phase.PASS, Phase.DISCARD, Phase.DRAFT):
            assert 0 <= w.scene.focus_index < len(cards), "a card of the hand is under the cursor"
            assert any(it.focused for it in cards), "the card under the cursor is drawn so"
    elif isinstance(focused, QPushButton):
        assert focused.hasFocus() and focused.isVisible()


def cursor_to(kb: Keyboard, w, wanted: int) -> None:
    """←/→ along the hand until the card ``wanted`` is under the cursor."""
    for _ in range(20):
        cards = [it.card for it in w.scene.hand_items if it.card not in w.scene.pass_selection]
        if 0 <= w.scene.focus_index < len(cards) and cards[w.scene.focus_index] == wanted:
            return
        kb.press(KEY.Key_Right)
        settle(w)
    raise AssertionError(f"→ never reached card {wanted}")


def pick_in_list(kb: Keyboard, dlg: ActionPicker, wanted: Action) -> None:
    """↑/↓ to ``wanted`` in the open list of every action, then Enter."""
    target = dlg._actions.index(wanted)
    kb.qtbot.waitUntil(lambda: isinstance(QApplication.focusWidget(), QListWidget),  # type: ignore[attr-defined]
                       timeout=2000)  # the list has the keyboard as it opens
    while dlg.list.currentRow() != target:
        kb.press(KEY.Key_Down if dlg.list.currentRow() < target else KEY.Key_Up)
    kb.press(KEY.Key_Return)


def effect_step(w, g, turn: int) -> Action:
    """What this player does with the rest of a card: the first placement or move or removal or
    daimyo move on offer (every other turn), else the end."""
    legal = w.scene.state.legal
    for kind in (PLACE, MOVE, REMOVE, DAIMYO):
        if turn % 3 != 2 or kind == PLACE:
            for a in legal:
                if a.kind == kind:
                    return a
    return next(a for a in legal if a.kind == END)


def play_one_decision(kb: Keyboard, w, g, seat: int, turn: int) -> None:
    """One human decision, by keyboard only."""
    phase = g.phase
    before = len(g.history)
    settle(w)
    dlg = picker(w)
    if dlg is not None:  # the list stays open while the same card is resolved
        step = effect_step(w, g, turn)
        if step.kind == END and turn % 2:  # or Escape leaves it, and D ends the turn on the table
            kb.qtbot.waitUntil(lambda: isinstance(QApplication.focusWidget(), QListWidget),  # type: ignore[attr-defined]
                               timeout=2000)
            kb.press(KEY.Key_Escape)
            kb.qtbot.waitUntil(lambda: QApplication.focusWidget() is w.view, timeout=2000)  # type: ignore[attr-defined]
            kb.press(KEY.Key_D)
            kb.decisions["done"] += 1
        else:
            pick_in_list(kb, dlg, step)
            kb.decisions["list"] += 1
    elif phase in (Phase.PASS, Phase.DISCARD, Phase.DRAFT):
        view = observe(g, seat)
        need = {Phase.PASS: 3 if g.config.mode is Mode.V8 else 2, Phase.DISCARD: 1, Phase.DRAFT: 1}[phase]
        pool = sorted(view.draft_hand if phase is Phase.DRAFT else view.hand)
        for card in pool[:need]:
            cursor_to(kb, w, card)
            focus_is_drawn(w)
            kb.press(KEY.Key_Return)  # Enter picks the card under the cursor
            settle(w)
        assert sorted(w.scene.pass_selection) == pool[:need]
        focus_is_drawn(w)
        kb.press(KEY.Key_Return)  # the choice is complete: Enter sends it
        kb.decisions[phase.name.lower()] += 1
    elif phase is Phase.PLAY:
        if not kb.decisions["hint"]:  # once a game: H shows the hint on the table, Esc takes it away
            kb.press(KEY.Key_H)
            kb.qtbot.waitUntil(lambda: w.hints.advice is not None, timeout=30_000)  # type: ignore[attr-defined]
            assert w.hint_glue.layer.callout.isVisible()
            kb.press(KEY.Key_Escape)
            assert w.hints.advice is None and not w.hint_glue.layer.callout.isVisible()
            kb.decisions["hint"] += 1
        playable = [it.card for it in w.scene.hand_items if it.isVisible() and not it.dimmed]
        cursor_to(kb, w, playable[turn % len(playable)])
        focus_is_drawn(w)
        kb.press(KEY.Key_Return)
        settle(w)
        if len(g.history) == before:  # R-V7 with equal RP: which army plays it, on the bar's buttons
            choices = [b for b in w.action_bar.findChildren(QPushButton, "button-choice") if b.isVisible()]
            assert choices, "Enter neither played the card nor asked for the army"
            for _ in range(12):
                if kb.focused() in choices:
                    break
                kb.press(KEY.Key_Tab)
            assert kb.focused() in choices, "Tab reaches the army buttons"
            focus_is_drawn(w)
            kb.press(KEY.Key_Return)
            kb.decisions["army"] += 1
        kb.decisions["play"] += 1
    elif phase is Phase.MODE:
        mode_key = KEY.Key_A if turn % 2 else KEY.Key_P
        if not kb.decisions["undo"]:  # once a game: Ctrl+Z takes the choice back, and it is made again
            kb.press(mode_key)
            settle(w)
            assert len(g.history) == before + 1 and w.undo_action.isEnabled()
            kb.press(KEY.Key_Z, ctrl=True)
            settle(w)
            assert len(g.history) == before and g.phase is Phase.MODE, "Ctrl+Z took the choice back"
            kb.decisions["undo"] += 1
        kb.press(mode_key)
        kb.decisions["mode"] += 1
    elif turn % 2 == 0:  # the card's effect on the map: ←/→ to the step, Enter; D ends
        assert kb.focused() is w.view
        step = effect_step(w, g, turn)
        if step.kind == END:
            kb.press(KEY.Key_D)
            kb.decisions["done"] += 1
        else:
            for _ in range(40):
                if w.map_keys.current == step:
                    break
                kb.press(KEY.Key_Right)
            assert w.map_keys.current == step, f"→ never reached {step}"
            assert w.map_keys.marks.isVisible(), "the step under the cursor is drawn on the map"
            kb.press(KEY.Key_Return)
            kb.decisions["map"] += 1
    else:  # the card's effect: from the list of every action (K), which then stays open
        assert kb.focused() is w.view
        kb.press(KEY.Key_K)
        dlg = picker(w)
        assert dlg is not None, "K opens the list of every action"
        pick_in_list(kb, dlg, effect_step(w, g, turn))
        kb.decisions["list"] += 1
    settle(w)
    assert len(g.history) > before, f"the keys for {phase!r} did nothing"


def human_to_act(w, g, seat: int) -> bool:
    return not g.is_over and g.current_seat == seat and w.scene.state.interactive


def finish_by_keyboard(kb: Keyboard, w, g, seat: int) -> int:
    """Play ``seat``'s decisions by keyboard, and move each round's scoring on with Space,
    until the Results window shows; the number of decisions."""
    decisions = turn = 0
    while not g.is_over or w.scoring.active:
        kb.qtbot.waitUntil(lambda: w.scoring.waiting_for_click or human_to_act(w, g, seat)  # type: ignore[attr-defined]
                           or (g.is_over and not w.scoring.active), timeout=30_000)
        settle(w)
        if w.scoring.waiting_for_click:  # the round summary waits for the human: Space goes on
            kb.press(KEY.Key_Space)
            kb.decisions["scoring"] += 1
            continue
        if g.is_over:
            break
        if g.phase is Phase.PLAY:
            turn += 1
        play_one_decision(kb, w, g, seat, turn)
        decisions += 1
    kb.qtbot.waitUntil(lambda: w.windows.showing(WindowName.RESULTS), timeout=30_000)  # type: ignore[attr-defined]
    return decisions


def the_table_has_the_focus(qtbot, w) -> None:
    """The window opens with the keyboard on the table (no click needed to start)."""
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is w.view)


@pytest.mark.parametrize("players,variant,kinds", [
    (4, None, ("human", "random", "random", "random")),
    (2, "R-V7", ("human", "random")),
    (2, "R-V8", ("random", "human")),
], ids=["4p", "R-V7", "R-V8"])
def test_whole_game_with_the_keyboard_alone(window, qtbot, players, variant, kinds) -> None:
    w = window
    w.hints.iterations, w.hints.budget_s = 6, None  # a small, clock-free hint: fast, repeatable
    seat = kinds.index("human")
    g = new_game(GameConfig(players, variant, frozenset(), seed=4))
    start(w, g, kinds)
    the_table_has_the_focus(qtbot, w)
    kb = Keyboard(qtbot)
    decisions = finish_by_keyboard(kb, w, g, seat)
    assert g.round == 3 and g.result is not None
    assert decisions > 30
    assert kb.decisions["scoring"] == 3, "each round's prestige summary waited for the human's key"
    if variant == "R-V7":
        assert kb.decisions["draft"] > 0
    if variant == "R-V8":
        assert kb.decisions["discard"] == 3 and kb.decisions["pass"] == 3
    human_armies = g.config.seat_armies(seat)
    on_map = sum(g.samurai(a, area) for a in human_armies for area in range(7))
    assert on_map > 0, "the human's samurai reached the map by keyboard"
    # Results: the focus is in it; Tab reaches New game, Enter presses it
    results = w.windows.get(WindowName.RESULTS)
    qtbot.waitUntil(lambda: results.isAncestorOf(QApplication.focusWidget()), timeout=2000)
    reached = []
    for _ in range(8):
        focused = kb.focused()
        if isinstance(focused, QPushButton) and focused.objectName() == "button-new-game":
            break
        reached.append(focused.objectName())
        kb.press(KEY.Key_Tab)
    assert kb.focused().objectName() == "button-new-game", f"Tab went {reached}"
    kb.press(KEY.Key_Return)
    settle(w)
    qtbot.waitUntil(lambda: w.windows.showing(WindowName.NEW_GAME))
    assert isinstance(w.windows.get(WindowName.NEW_GAME), NewGameDialog)
    assert not shiboken6.isValid(results) or not results.isVisible()
    print(f"\n{players}p {variant or 'base'}: {decisions} decisions;"
          f" kinds {dict(kb.decisions)}; keys {dict(kb.keys)} ({sum(kb.keys.values())} presses)")
    dialog = w.windows.get(WindowName.NEW_GAME)
    qtbot.waitUntil(lambda: dialog.isAncestorOf(QApplication.focusWidget()), timeout=2000)
    kb.press(KEY.Key_Escape)  # the dialog goes, the table has the keyboard again
    settle(w)
    assert not shiboken6.isValid(dialog) or not dialog.isVisible()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not None
                    and QApplication.focusWidget().window() is w, timeout=2000)


def test_results_close_with_escape_and_play_again_is_the_default(window, qtbot) -> None:
    """Results open with the keyboard in them: Escape closes them and the table has the keys
    again; Ctrl+R opens them again, Tab and Enter watch the replay, → steps it, Escape closes it
    and the table has the keys again; Ctrl+R once more, and Enter plays again."""
    w = window
    g = new_game(GameConfig(3, seed=8))
    start(w, g, ("random", "random", "random"))  # the computers play it out at instant speed
    qtbot.waitUntil(lambda: w.windows.showing(WindowName.RESULTS), timeout=30_000)
    kb = Keyboard(qtbot)
    qtbot.waitUntil(lambda: w.windows.get(WindowName.RESULTS).isAncestorOf(QApplication.focusWidget()),
                    timeout=2000)
    results = w.windows.get(WindowName.RESULTS)
    kb.press(KEY.Key_Escape)
    settle(w)
    assert w.windows.get(WindowName.RESULTS) is None
    assert not (shiboken6.isValid(results) and results.isVisible())
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not None
                    and QApplication.focusWidget().window() is w, timeout=2000)
    qtbot.keyClick(kb.focused(), KEY.Key_R, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: w.windows.showing(WindowName.RESULTS))
    qtbot.waitUntil(lambda: w.windows.get(WindowName.RESULTS).isAncestorOf(QApplication.focusWidget()),
                    timeout=2000)
    while kb.focused().objectName() != "button-watch-replay":  # Tab to Watch the replay, Enter
        kb.press(KEY.Key_Tab)
    kb.press(KEY.Key_Return)
    settle(w)
    replay = w.windows.get(WindowName.REPLAY)
    assert replay is not None
    qtbot.waitUntil(lambda: replay.isAncestorOf(QApplication.focusWidget()), timeout=2000)
    kb.press(KEY.Key_Right)  # a decision on
    kb.press(KEY.Key_Escape)  # and the replay closes
    settle(w)
    assert not (shiboken6.isValid(replay) and replay.isVisible())
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not None  # the table's window has the keys
                    and QApplication.focusWidget().window() is w, timeout=2000)
    qtbot.keyClick(kb.focused(), KEY.Key_R, Qt.KeyboardModifier.ControlModifier)  # Results again
    qtbot.waitUntil(lambda: w.windows.showing(WindowName.RESULTS))
    qtbot.waitUntil(lambda: w.windows.get(WindowName.RESULTS).isAncestorOf(QApplication.focusWidget()),
                    timeout=2000)
    old = w.controller.game
    kb.press(KEY.Key_Return)  # Play again is the default button
    settle(w)
    qtbot.waitUntil(lambda: w.controller.game is not old)
    assert w.controller.game.round == 1
