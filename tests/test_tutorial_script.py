"""The tutorial's story without Qt (tutorial/script.py): every position legal, every taught and
scripted decision legal where it is made, and each lesson's rule really happens (R-P2, R-K4a-c,
R-KS, R-PR, R-G2)."""

from __future__ import annotations

from joraku_desktop.model import SkirmishReason, game_from_position, position_to_dict
from joraku_desktop.model.actions import PASS, Action
from joraku_desktop.model.events import AreaScored, PassChosen, RoundEnded, SkirmishWon
from joraku_desktop.tutorial.script import STEPS, YOU, same_decision, step_start, taught


def walk() -> dict[str, list]:
    """Play the whole script; the events of each step by its key."""
    events: dict[str, list] = {}
    game = None
    for i, step in enumerate(STEPS):
        if step.setup is not None:
            game = step.setup()
        assert game is not None
        game_from_position(position_to_dict(game))  # the position passes the engine's own checks
        start = len(game.history)
        got = events.setdefault(step.key, [])
        while (want := taught(step, game, start)) is not None:
            assert want in game.legal_actions(), f"{step.key}: {want} is not legal"
            got.extend(game.apply(want))
        if i + 1 < len(STEPS) and STEPS[i + 1].setup is None:  # Back/Restart rebuild the same position
            assert position_to_dict(step_start(i + 1)) == position_to_dict(game)
    return events


def test_every_step_plays_through_with_legal_decisions() -> None:
    walk()


def test_each_lesson_shows_its_rule() -> None:
    ev = walk()
    assert sum(isinstance(e, PassChosen) for e in ev["pass"]) == 4  # R-P2: everyone passes
    won = {k: [e for e in v if isinstance(e, SkirmishWon)] for k, v in ev.items()}
    assert [e.reason for e in won["placement"]] == [SkirmishReason.HIGHEST]  # R-K4a
    assert won["placement"][0].army == YOU
    assert [e.reason for e in won["remove"]] == [SkirmishReason.LAST_OF_TIED]  # R-K4c
    assert [e.reason for e in won["ninja"]] == [SkirmishReason.NINJA_BEATS_SIX]  # R-K4b
    assert won["ninja"][0].army == YOU
    kachidoki = [e for e in ev["placement"] if isinstance(e, AreaScored) and e.kind == "kachidoki"]
    assert kachidoki and kachidoki[0].area == 6  # R-KS1: the winner's daimyo area, not the placement's
    assert any(isinstance(e, RoundEnded) for e in ev["prestige"])
    assert [e.area for e in ev["prestige"] if isinstance(e, AreaScored) and e.kind == "prestige"] == \
        [6, 5, 4, 3, 2, 1, 0]  # R-PR1


def test_the_player_decides_and_narrated_steps_wait() -> None:
    assert STEPS[0].setup is not None and STEPS[0].narrated and STEPS[-1].narrated
    for i, step in enumerate(STEPS):
        game = step_start(i)
        if step.moves:  # every step with moves teaches at least one decision of the player's
            seats = []
            start = len(game.history)
            while (want := taught(step, game, start)) is not None:
                seats.append(game.current_seat)
                game.apply(want)
            assert YOU in seats, step.key


def test_the_end_position_is_a_tie_the_daimyo_card_breaks() -> None:
    g = STEPS[-1].setup()  # R-G2: blue and red level on RP, blue's daimyo card the higher
    assert g.rp[0] == g.rp[1] and g.daimyo_card[0] > g.daimyo_card[1]
    assert g.round == 3


def test_a_pass_matches_in_any_order() -> None:
    a = next(x for x in step_start(1).legal_actions() if x.kind == PASS)
    assert same_decision(a, Action(PASS, tuple(reversed(a.cards))))
