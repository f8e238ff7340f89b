"""The tutorial's story without Qt (tutorial/script.py): every position legal, every taught and
scripted decision legal where it is made, and each lesson's rule really happens (R-P2, R-K4a-c,
R-KS, R-PR); the lessons of round 2 (the pass, moving samurai with AP, H and K) lead into the
player's own game, which runs to a real end (R-G1)."""

from __future__ import annotations

from joraku_desktop.ai import make_agent
from joraku_desktop.model import SkirmishReason, game_from_position, observe, position_to_dict
from joraku_desktop.model.actions import MOVE, PASS, Action
from joraku_desktop.model.events import AreaScored, PassChosen, RoundEnded, SkirmishWon
from joraku_desktop.tutorial.script import PARTS, STEPS, YOU, same_decision, step_start, taught


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
        if step.moves and not step.press:  # a step with moves teaches a decision of the player's
            seats = []
            start = len(game.history)
            while (want := taught(step, game, start)) is not None:
                seats.append(game.current_seat)
                game.apply(want)
            assert YOU in seats, step.key


def test_round_two_teaches_moving_samurai_the_hint_and_the_list() -> None:
    keys = [s.key for s in STEPS]
    assert keys.index("prestige") < keys.index("table") < keys.index("rounds") < keys.index("hint")
    assert STEPS[keys.index("prestige")].round_end and STEPS[keys.index("table")].round_end
    assert all(p in PARTS for p in {p for p, _a in STEPS[keys.index("table")].parts})
    assert STEPS[keys.index("hint")].press == "hint" and STEPS[keys.index("keys")].press == "actions"
    move = STEPS[keys.index("move")]  # R-E2 B: 1 AP a samurai, the same one again
    game = step_start(keys.index("move"))
    player_moves = [a for a in move.actions() if a.kind == MOVE]
    assert len(player_moves) == 3 and player_moves[1].dst == player_moves[2].src
    assert game.current_seat == YOU
    # the hint's and the list's steps end on the player's turn, with the taught key to press
    for key in ("hint", "keys"):
        i = keys.index(key)
        g = step_start(i)
        start = len(g.history)
        while (want := taught(STEPS[i], g, start)) is not None and g.current_seat != YOU:
            g.apply(want)
        assert g.current_seat == YOU, key


def test_the_players_own_game_runs_to_a_real_end() -> None:
    """From the free step the computers (easy, as in the window) and an easy player for the
    person play on: round 2's last skirmishes and round 3, then the final scoring (R-G1)."""
    i = next(i for i, s in enumerate(STEPS) if s.free)
    assert i == len(STEPS) - 2 and STEPS[-1].key == "end"
    game = step_start(i)
    assert game.round == 2 and not game.is_over
    agents = [make_agent("easy", seed) for seed in range(4)]
    while not game.is_over:
        seat = game.current_seat
        game.apply(agents[seat].choose(observe(game, seat), game.legal_actions()))
    assert game.round == 3 and game.result is not None


def test_a_pass_matches_in_any_order() -> None:
    a = next(x for x in step_start(1).legal_actions() if x.kind == PASS)
    assert same_decision(a, Action(PASS, tuple(reversed(a.cards))))
