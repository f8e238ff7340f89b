"""The seat view speaks in the engine's enums, and their labels are what save files hold."""

from __future__ import annotations

import pytest

from joraku_desktop.model import Action, GameConfig, new_game, observe, position_to_dict
from joraku_desktop.model.actions import PLAY, ActionKind, action_from_text, malformed
from joraku_desktop.model.phases import RECRUIT_PHASES, SKIRMISH_PHASES, Mode, Phase
from joraku_desktop.model.scoring import Gain, kachidoki_gains


@pytest.mark.parametrize(("players", "variant", "mode", "first"), [
    (4, None, Mode.BASE, Phase.PASS), (2, "R-V7", Mode.V7, Phase.DRAFT), (2, "R-V8", Mode.V8, Phase.PASS)])
def test_the_view_holds_phase_and_mode_as_enums(players: int, variant: str | None, mode: Mode,
                                                 first: Phase) -> None:
    g = new_game(GameConfig(players, variant, frozenset(), 5))
    v = observe(g, 0)
    assert v.mode is mode and v.phase is first and g.config.mode is mode
    # on disk the labels stay as they were: "R-V7", "draft"
    d = position_to_dict(g)
    assert d["phase"] == first.label and d["config"]["two_player_variant"] == variant
    assert Mode.from_label(mode.label) is mode and Phase.from_label(first.label) is first
    assert mode.label == (variant or "base")


def test_the_phase_groups_cover_every_decision_once() -> None:
    assert set(RECRUIT_PHASES) | set(SKIRMISH_PHASES) | {Phase.OVER} == set(Phase)
    assert not set(RECRUIT_PHASES) & set(SKIRMISH_PHASES)
    assert all(p.is_recruit for p in RECRUIT_PHASES) and not any(p.is_recruit for p in SKIRMISH_PHASES)


def test_action_kinds_are_named_and_an_int_kind_still_names_the_same_action() -> None:
    a = action_from_text("play B6")
    assert a.kind is ActionKind.PLAY is PLAY and str(a) == "play B6"
    same = Action(3, a.cards)  # a kind read from outside as a plain number
    assert same == a and malformed(same) == "" and str(same) == "play B6"
    assert "no action kind" in malformed(Action(12, a.cards)) and "no action kind" in malformed(Action(True))


def test_gains_are_named() -> None:
    g = new_game(GameConfig(4, None, frozenset(), 1))
    for army in g.armies:
        g.board.tokens[army * 7 + g.board.daimyo_area[0]] += army  # some influence where blue's daimyo is
    gains = kachidoki_gains(g, 0)
    assert gains and all(isinstance(x, Gain) for x in gains)
    best = gains[0]
    assert best.rank == 1 and best.points == g.kachidoki_table[0] and best.bonus == 0
    assert tuple(best) == (best.army, best.influence, best.rank, best.points, best.bonus)
