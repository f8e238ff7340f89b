"""scenario(): positions a test or a rules check starts from must be positions the rules can
reach, and keep what they are told (R-V8 neutral march, the round's earlier skirmishes)."""

from __future__ import annotations

import pytest

from joraku_desktop.model import (
    NEUTRAL,
    InvalidStateError,
    card,
    game_from_position,
    new_game,
    observe,
    position_to_dict,
    scenario,
)

V8 = dict(players=2, two_player_variant="R-V8")


@pytest.mark.parametrize("round", [1, 2, 3])
def test_R_V8_neutral_army_stands_where_the_march_puts_it_in_each_round(round: int) -> None:
    g = scenario(round=round, **V8)
    ref = new_game(g.config)
    for _ in range(1, round):
        ref.board.march_neutral()  # R-V8: at the start of rounds 2 and 3
    assert g.daimyo_area[NEUTRAL] == 6 - (round - 1)
    assert [g.samurai(NEUTRAL, a) for a in range(7)] == [ref.samurai(NEUTRAL, a) for a in range(7)]
    assert sum(g.samurai(NEUTRAL, a) for a in range(7)) == 10
    if round == 3:
        assert [g.samurai(NEUTRAL, a) for a in range(7)] == [4, 2, 2, 2, 0, 0, 0]  # Kyoto keeps its own


def test_R_K1_mid_round_scenario_keeps_the_cards_of_earlier_skirmishes() -> None:
    earlier = [{"blue": "B6", "red": "B1", "yellow": "Y2", "green": "B3"},
               {"blue": "R2", "red": "R5", "yellow": "R1", "green": "R3"}]
    g = scenario(players=4, kachidoki="blue", skirmish=2, played=earlier)
    first = [(0, 0, card("B6")), (0, 1, card("B1")), (0, 2, card("Y2")), (0, 3, card("B3"))]
    assert g.played[:4] == first and len(g.played) == 8
    view = observe(g, 1)
    assert view.played == tuple(g.played)
    assert view.voids() == {2: frozenset({1})}  # yellow did not follow blue (R-K2)
    assert not {c for _s, _a, c in g.played} & {c for h in g.hands for c in h}
    assert [len(h) for h in g.hands] == [3, 3, 3, 3]
    g.apply(g.legal_actions()[0])  # the game goes on from there
    assert len(g.played) == 9


def test_scenario_refuses_earlier_skirmishes_that_do_not_fit() -> None:
    with pytest.raises(InvalidStateError, match="played lists 1 skirmishes; 2 came before"):
        scenario(players=4, skirmish=2, played=[{"blue": "B6", "red": "B1", "yellow": "B2", "green": "B3"}])
    with pytest.raises(InvalidStateError):  # a skirmish needs one card from each army (R-K1)
        scenario(players=4, skirmish=1, played=[{"blue": "B6", "red": "B1"}])
    with pytest.raises(InvalidStateError, match="not an army of this game"):
        scenario(players=3, skirmish=1, played=[{"blue": "B6", "red": "B1", "green": "B2"}])


def test_legal_actions_is_a_tuple_a_caller_cannot_edit_into_the_game() -> None:
    g = scenario(players=4, kachidoki="blue", hands={"blue": "R6 B2 YN"})
    legal = g.legal_actions()
    assert isinstance(legal, tuple) and legal is g.legal_actions()  # cached, yet immutable
    with pytest.raises(AttributeError):
        legal.append(legal[0])  # type: ignore[attr-defined]
    g.apply("play R6")
    for phase_actions in (g.legal_actions(), observe(g, 0).legal):
        assert isinstance(phase_actions, tuple)


@pytest.mark.parametrize(("round", "area"), [(1, 5), (1, 3), (2, 6), (2, 4), (3, 5), (3, 0)])
def test_R_V8_scenario_refuses_a_neutral_daimyo_the_marches_cannot_put_there(round: int, area: int) -> None:
    # only the marches of rounds 2 and 3 move the neutral daimyo: 6, then 5, then 4
    with pytest.raises(InvalidStateError, match=f"in round {round} the marches put it on area {7 - round}"):
        scenario(round=round, daimyo={"purple": area}, **V8)
    assert scenario(round=round, daimyo={"purple": 7 - round}, **V8).daimyo_area[NEUTRAL] == 7 - round


@pytest.mark.parametrize("round", [2, 3])
def test_R_V8_scenario_refuses_neutral_samurai_behind_the_neutral_daimyo(round: int) -> None:
    # the marches move every neutral samurai toward Kyoto and a relocation may not put one
    # behind the neutral daimyo: in round 2 nothing neutral stands beyond area 5, in round 3 beyond 4
    behind = 8 - round
    refused = f"neutral samurai on area {behind}, behind the neutral daimyo"
    with pytest.raises(InvalidStateError, match=refused):
        scenario(round=round, samurai={"purple": {0: 8, behind: 2}}, **V8)
    g = scenario(round=round, samurai={"purple": {0: 8, behind - 1: 2}}, **V8)  # level with it: fine
    assert g.samurai(NEUTRAL, behind - 1) == 2


def test_R_V8_round_1_neutral_samurai_may_stand_on_the_neutral_daimyos_area() -> None:
    # round 1: relocations may move neutral samurai to any area up to 6 (R-V8), Kyoto included
    g = scenario(samurai={"purple": {0: 1, 6: 9}}, **V8)
    assert g.samurai(NEUTRAL, 6) == 9 and g.legal_actions()


def test_R_V8_saved_position_with_the_neutral_army_off_its_march_is_refused() -> None:
    d = position_to_dict(scenario(round=2, **V8))
    d["armies"]["purple"]["daimyo_area"] = 6  # where round 1 had it
    with pytest.raises(InvalidStateError, match="the marches put it on area 5"):
        game_from_position(d)
