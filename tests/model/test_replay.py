"""model/replay.py: a game told again from its start gives the same events and the same RP."""

from __future__ import annotations

import random

from joraku_desktop.model import Game, GameConfig, new_game, scenario
from joraku_desktop.model import events as ev
from joraku_desktop.model.replay import RP_SOURCES, game_tally, story, tally_rp


def _play_out(config: GameConfig, seed: int) -> tuple[Game, list[ev.Event]]:
    g = new_game(config)
    rng = random.Random(seed)
    seen: list[ev.Event] = []
    while not g.is_over:
        seen.extend(g.apply(rng.choice(g.legal_actions())))
    return g, seen


def test_story_repeats_every_event_of_the_game() -> None:
    for cfg in (GameConfig(players=4, seed=3), GameConfig(players=2, two_player_variant="R-V8", seed=5),
                GameConfig(players=2, two_player_variant="R-V7", seed=8), GameConfig(players=3, seed=1)):
        g, seen = _play_out(cfg, 11)
        told = story(g)
        assert told[0].seat == -1 and told[0].action is None
        assert isinstance(told[0].events[0], ev.RoundStarted)  # the deal opens round 1
        assert [s.action for s in told[1:]] == list(g.history)
        assert [e for s in told[1:] for e in s.events] == seen


def test_tally_adds_up_to_the_final_scores_by_round_and_source() -> None:
    cfg = GameConfig(players=4, seed=21, variants=frozenset({"R-V1", "R-V5"}))
    g, seen = _play_out(cfg, 4)
    tally = game_tally(g)
    assert tally == tally_rp(seen)
    for army in range(4):
        assert tally.get(army) == g.rp[army]
        assert sum(tally.get(army, r) for r in (1, 2, 3)) == tally.get(army)
        assert sum(tally.get(army, source=s) for s in RP_SOURCES) == tally.get(army)
        assert tally.running(army)[-1] == g.rp[army]
    assert set(tally.sources()) <= set(RP_SOURCES)
    assert "prestige" in tally.sources()


def test_a_scenario_is_told_from_its_position() -> None:
    g = scenario(players=3, round=2, seed=4)
    rng = random.Random(2)
    for _ in range(12):
        g.apply(rng.choice(g.legal_actions()))
    told = story(g)
    assert told[0].events == ()
    assert len(told) == 13
    assert game_tally(g).get(0, round_=1) == 0  # nothing is told of a round the scenario skipped


def test_a_story_starts_where_its_game_starts() -> None:
    from joraku_desktop.model.replay import story_start

    assert story_start(new_game(GameConfig(players=4, seed=1))) == (0, "")
    assert story_start(scenario(players=3, round=2, seed=4)) == (2, "skirmish")
    assert story_start(scenario(players=4, round=3, phase="recruit", seed=4)) == (3, "recruit")
