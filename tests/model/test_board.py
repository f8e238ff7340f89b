"""The map model (model/board.py) is the engine's: its AP steps are the engine's legal AP
actions, its steps change the map as the engine does, and the play order follows R-K1, R-S7
and R-V7."""

from __future__ import annotations

import random

import pytest

from joraku_desktop.model import GameConfig, new_game, observe
from joraku_desktop.model.actions import END_ACTION, NEUTRAL, PLACE_IN
from joraku_desktop.model.board import Board, daimyo_move_cost, play_order
from joraku_desktop.model.phases import Phase

MODES = [
    GameConfig(players=4, seed=3),
    GameConfig(players=3, seed=4, variants=frozenset({"R-V4", "R-V6"})),
    GameConfig(players=2, two_player_variant="R-V7", seed=5, variants=frozenset({"R-V4"})),
    GameConfig(players=2, two_player_variant="R-V8", seed=6, variants=frozenset({"R-V6"})),
]


@pytest.mark.parametrize("config", MODES, ids=lambda c: c.describe())
def test_R_E2_ap_steps_are_the_engine_legal_ap_actions_and_apply_alike(config: GameConfig) -> None:
    rng = random.Random(config.seed)
    checked = 0
    for seed in range(4):
        g = new_game(GameConfig(config.players, config.two_player_variant, config.variants, seed))
        while not g.is_over:
            legal = g.legal_actions()
            if g.phase is Phase.AP:
                board = Board.from_view(observe(g, g.current_seat))
                steps = board.ap_steps(g.acting_army, g.ap_left)
                assert [*steps, END_ACTION] == list(legal)
                for a in steps:  # each step changes the map as the engine does (R-V4 too)
                    b = board.copy()
                    b.apply_step(g.acting_army, a)
                    h = g.clone(record=False)
                    h.apply(a)
                    assert (b.tokens, b.daimyo_area, b.supply, b.rp, b.kyoto_bonus_used) == (
                        h.board.tokens, h.daimyo_area, h.supply, h.rp, h.kyoto_bonus_used)
                    assert h.ap_left == g.ap_left - board.step_cost(a)
                checked += 1
            g.apply(legal[rng.randrange(len(legal))])
    assert checked > 20


def test_R_V6_daimyo_move_cost() -> None:
    assert daimyo_move_cost(cheap=False) == 2 and daimyo_move_cost(cheap=True) == 1


def test_R_K1_R_S7_R_V7_play_order() -> None:
    assert play_order(2, 4, False) == [2, 3, 0, 1]  # holder first, then ascending seats, wrapping
    assert play_order(0, 3, False) == [0, 1, 2]
    assert play_order(1, 2, False) == [1, 0]  # R-V8
    assert play_order(1, 2, True) == [1, 0, 1, 0]  # R-V7: each player plays twice, alternating


def test_R_V8_march_moves_every_neutral_token_one_area_toward_kyoto() -> None:
    g = new_game(GameConfig(players=2, two_player_variant="R-V8", seed=1))
    b = g.board.copy()
    assert b.samurai_of(NEUTRAL) == [0, 2, 2, 2, 2, 2, 0] and b.daimyo_area[NEUTRAL] == 6
    b.march_neutral()
    assert b.samurai_of(NEUTRAL) == [2, 2, 2, 2, 2, 0, 0] and b.daimyo_area[NEUTRAL] == 5
    b.march_neutral()
    assert b.samurai_of(NEUTRAL) == [4, 2, 2, 2, 0, 0, 0] and b.daimyo_area[NEUTRAL] == 4
    assert g.board.samurai_of(NEUTRAL) == [0, 2, 2, 2, 2, 2, 0]  # the copy is independent


def test_R_C8_influence() -> None:
    g = new_game(GameConfig(players=4, seed=2))
    b = g.board
    area = b.daimyo_area[0]
    assert b.influence(0, area) == 2 and b.influences(area)[0] == 2
    b.apply_step(0, PLACE_IN[area])
    assert b.influence(0, area) == 3 and b.samurai(0, area) == 1 and b.supply[0] == 9

