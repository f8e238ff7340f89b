"""End of the game (R-G1, R-G2)."""

from __future__ import annotations

import pytest

from joraku_desktop.model import GameConfig, TieBreak, new_game, observe, scenario
from joraku_desktop.model.events import GameOver
from tests.model.rules_helpers import play_trick_quietly, random_playout

QUIET = {"blue": 6, "red": 6, "yellow": 6, "green": 6}  # round 3: Shinano pays 0/0/0, all tie


def _last_skirmish_of_round_3(rp: dict[str, int], daimyo_cards: dict[str, int] | None = None):
    """Round 3, last skirmish; nothing can score any more (all daimyo tie in Shinano, no samurai)."""
    return scenario(players=4, round=3, skirmish=4, kachidoki="blue", daimyo=QUIET, rp=rp,
                    daimyo_cards=daimyo_cards,
                    hands={"blue": "B6", "red": "B1", "yellow": "B2", "green": "B3"})


def test_R_G1_game_ends_after_the_prestige_of_round_3_and_most_rp_wins() -> None:
    g = _last_skirmish_of_round_3({"blue": 4, "red": 9, "yellow": 7, "green": 1})
    events = play_trick_quietly(g, ["B6", "B1", "B2", "B3"])
    assert g.is_over and g.phase_name == "over" and g.current_seat == -1
    assert g.result is not None
    assert g.result.ranking == (1, 2, 0, 3) and g.result.winner == 1
    assert g.result.scores == (4, 9, 7, 1) and g.result.tiebreaks == ()
    assert [e for e in events if isinstance(e, GameOver)] == [GameOver(1, ())]
    assert observe(g, 3).is_over


def test_R_G1_the_game_does_not_end_before_round_3() -> None:
    g = scenario(players=4, round=2, skirmish=4, kachidoki="blue", daimyo=QUIET,
                 hands={"blue": "B6", "red": "B1", "yellow": "B2", "green": "B3"})
    play_trick_quietly(g, ["B6", "B1", "B2", "B3"])
    assert not g.is_over and g.round == 3 and g.result is None


def test_R_G2_tie_on_rp_goes_to_the_higher_daimyo_card() -> None:
    g = _last_skirmish_of_round_3({"blue": 8, "red": 8, "yellow": 8, "green": 2},
                                  {"blue": 2, "red": 5, "yellow": 3, "green": 6})
    events = play_trick_quietly(g, ["B6", "B1", "B2", "B3"])
    assert g.result.ranking == (1, 2, 0, 3)
    # red (card 5) over yellow (card 3), yellow over blue (card 2): two ties, each by R-G2
    assert g.result.tiebreaks == (TieBreak("higher_daimyo_card", 1, 2, 8, 5, 3),
                                  TieBreak("higher_daimyo_card", 2, 0, 8, 3, 2))
    assert {t.rule for t in g.result.tiebreaks} == {"R-G2"}
    over = next(e for e in events if isinstance(e, GameOver))
    assert over.winner_seat == 1 and over.tiebreaks == g.result.tiebreaks


@pytest.mark.parametrize("seed", [1, 2])
def test_R_G1_R_G2_random_games_rank_by_rp_then_daimyo_card(seed: int) -> None:
    g = new_game(GameConfig(players=3, seed=seed))
    random_playout(g, seed)
    want = sorted(range(3), key=lambda s: (g.rp[s], g.daimyo_card[s]), reverse=True)
    assert list(g.result.ranking) == want
    assert g.result.scores == tuple(g.rp[:3])
