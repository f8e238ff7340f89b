"""The table's gestures without Qt: every legal action is reachable by some gesture, and every
drop the board lights up as legal is a legal action (R-P3: from the seat's own view only).

This module must not import PySide6 (checked below): the mapping from pieces to actions is
plain logic over a :class:`SeatView`, and the window only draws it.
"""

from __future__ import annotations

import os
import subprocess
import sys
from itertools import combinations
from pathlib import Path

import pytest

from joraku_desktop.model import NEUTRAL, Action, Game, IllegalActionError, SeatView, observe, scenario
from joraku_desktop.model.actions import AP, END, MOVE_DAIMYO, PLACEMENT, PLAY, RELOCATE_NEUTRAL
from joraku_desktop.model.phases import RECRUIT_PHASES, Phase
from joraku_desktop.presentation.board_state import BoardState
from joraku_desktop.presentation.presenter import bar_model
from joraku_desktop.presentation.targets import (
    SUPPLY,
    CardPiece,
    Choice,
    DaimyoPiece,
    Drop,
    Piece,
    SamuraiPiece,
    Zone,
    click_action,
    daimyo_draggable,
    drop_targets,
    relocation_targets,
    samurai_role,
    selection_action,
    selection_size,
)
from tests.ai.helpers import MODE_IDS, MODES, random_positions

ROOT = Path(__file__).resolve().parents[2]


def pieces(view: SeatView) -> list[Piece]:
    """Every piece the seat to act may pick up on its own screen."""
    out: list[Piece] = []
    if view.phase is Phase.PLAY:
        out += [CardPiece(c) for c in view.hand]
    elif view.phase in RECRUIT_PHASES:
        out += [CardPiece(c) for c in (view.draft_hand if view.phase is Phase.DRAFT else view.hand)]
    acting = view.acting_army
    for army in view.armies:
        if daimyo_draggable(view, army, acting):
            out.append(DaimyoPiece(army, view.daimyo_area[army]))
        spots = [a for a, n in enumerate(view.samurai[army]) if n]
        if army != NEUTRAL and view.supply[army]:
            spots.append(SUPPLY)
        for area in spots:
            sam = SamuraiPiece(army, area)
            if samurai_role(view, sam, acting).draggable:
                out.append(sam)
    return out


def clicks(view: SeatView) -> list[Drop]:
    """What a click on each clickable samurai asks for (a neutral one: the areas it may go to)."""
    out: list[Drop] = []
    for army in view.armies:
        for area, n in enumerate(view.samurai[army]):
            sam = SamuraiPiece(army, area)
            if n and samurai_role(view, sam, view.acting_army).clickable:
                act = click_action(sam)
                if act is None:
                    out += relocation_targets(view.legal, area).values()
                else:
                    out.append(Drop(act, act in view.legal))
    return out


def actions_of(drop: Drop) -> tuple[Action, ...]:
    m = drop.meaning
    if isinstance(m, Choice):
        return ()
    return m if isinstance(m, tuple) else (m,)


def check_position(g: Game) -> set[int]:
    """The two properties at the position of ``g``; returns the action kinds met."""
    view = observe(g, g.current_seat)
    legal = set(view.legal)
    drops = [d for p in pieces(view) for d in drop_targets(view, p).values()] + clicks(view)
    reached: set[Action] = set()
    for d in drops:
        acts = actions_of(d)
        if d.legal:
            assert set(acts) <= legal, (view.phase, d)
            reached.update(acts)
        else:
            for a in acts:  # lit as refused: the engine refuses it too, with its reason
                assert a not in legal
                with pytest.raises(IllegalActionError):
                    g.apply(a)
    if view.phase in RECRUIT_PHASES:
        pool = view.draft_hand if view.phase is Phase.DRAFT else view.hand
        for chosen in combinations(pool, selection_size(view)):
            act = selection_action(view, chosen, view.legal)
            if act is not None:
                assert act in legal
                reached.add(act)
    # the decisions made with the action bar's buttons (R-E2: the card's effect, Done)
    state = BoardState(view, view.seat, True, ("Ann",) * 4, ("human",) * 4, ("a",) * 5)
    bar = bar_model(state, curtain=False, can_undo=False, selection_ready=False)
    buttons = {PLACEMENT, AP} if bar.effect_choice else set()
    buttons |= {END} if bar.done else set()
    reached.update(a for a in legal if a.kind in buttons)
    assert reached == legal, (view.phase, legal - reached)
    return {a.kind for a in legal}


@pytest.mark.parametrize("mode", MODES, ids=MODE_IDS)
def test_every_legal_action_has_a_gesture_and_no_lit_drop_is_illegal(mode: dict) -> None:
    kinds: set[int] = set()
    phases: set[str] = set()
    for g in random_positions(mode, seed=11):
        phases.add(g.phase_name)
        kinds |= check_position(g)
    assert {"play", "mode", "place", "ap"} <= phases
    assert PLAY in kinds and PLACEMENT in kinds


def test_a_daimyo_drop_two_areas_away_is_lit_refused_and_carries_its_action() -> None:
    """R-C7: the daimyo moves to a neighbouring area; a far drop still asks (for the reason)."""
    g = scenario(players=4, kachidoki="blue", daimyo={"blue": 3}, hands={"blue": "R4 B2 YN R1 Y6"})
    g.apply("play R4")
    g.apply("ap")
    view = observe(g, g.current_seat)
    assert view.phase is Phase.AP and view.acting_army == 0
    targets = drop_targets(view, DaimyoPiece(0, 3))
    assert 3 not in targets and set(targets) == {0, 1, 2, 4, 5, 6}
    for area, drop in targets.items():
        assert drop.meaning is MOVE_DAIMYO[3][area]
        assert drop.legal == (drop.meaning in view.legal)
    assert any(d.legal for d in targets.values()) and not all(d.legal for d in targets.values())


def test_a_card_in_a_recruit_phase_goes_to_the_slots_and_back() -> None:
    g = scenario(players=4, phase="recruit")
    view = observe(g, 0)
    card = view.hand[0]
    assert drop_targets(view, CardPiece(card)) == {Zone.CHOICE_SLOTS: Drop(Choice.SELECT, True)}
    assert drop_targets(view, CardPiece(card), selected=[card]) == {
        Zone.SKIRMISH: Drop(Choice.UNSELECT, False)
    }
    assert selection_size(view) == 2  # R-P2
    assert selection_action(view, view.hand[:1], view.legal) is None
    assert selection_action(view, view.hand[:2], view.legal) in view.legal


def test_an_unplayable_card_still_asks_for_its_refusal() -> None:
    """R-K2: a card that does not follow suit is lit refused; the drop asks the engine why."""
    g = scenario(players=4, phase="play", kachidoki="green", hands={"blue": "R4 B2 YN R1 Y6"},
                 trick=["R6"])
    view = observe(g, g.current_seat)
    assert view.current_seat == 0
    drops = {c: drop_targets(view, CardPiece(c))[Zone.SKIRMISH] for c in view.hand}
    lit = {c for c, d in drops.items() if d.legal}
    assert lit == {a.card for a in view.legal if a.kind == PLAY}
    assert lit != set(view.hand)  # B2 and Y6 must follow red (R-K2)


def test_a_neutral_samurai_is_relocated_not_removed() -> None:
    """R-V8: in the daimyo's area the neutral samurai is driven away; the click asks nothing yet."""
    sam = SamuraiPiece(NEUTRAL, 3)
    assert click_action(sam) is None
    assert click_action(SamuraiPiece(1, 3)) is not None
    targets = relocation_targets((RELOCATE_NEUTRAL[3][0],), 3)
    assert targets[0].legal and not targets[1].legal and 3 not in targets


def test_the_gesture_logic_loads_no_qt() -> None:
    """Imported alone, in a fresh interpreter: no PySide6 module comes with it."""
    code = (
        "import sys, joraku_desktop.presentation.targets, joraku_desktop.presentation.presenter\n"
        "qt = sorted(m for m in sys.modules if m.startswith('PySide6'))\n"
        "assert not qt, qt\n"
        "import PySide6.QtCore\n"
        "assert 'PySide6.QtCore' in sys.modules\n"  # the check itself can see Qt
    )
    subprocess.run([sys.executable, "-c", code], check=True, env={**os.environ, "PYTHONPATH": str(ROOT)})
