"""The computer in the window is the computer the arena measured.

The same seeded all-computer game is played twice: through :class:`GameController` (the window's
path: real Qt signals, the AiRunner's worker thread, no pause between moves, no autosave) and
through the arena's :func:`play_game`. One agent per seat per game, seeded with
``agent_seed(game seed, seat)`` in both, must give the identical list of decisions. Hard runs
with an iteration cap so that its search does not depend on the machine's speed.
"""

from __future__ import annotations

import gc
from collections.abc import Sequence

import pytest
from PySide6.QtCore import QTimer

from joraku_desktop.ai import agent_seed, arena, make_agent
from joraku_desktop.controller import GameController, ai_runner
from joraku_desktop.model import Action, GameConfig, new_game, observe
from joraku_desktop.model.actions import DISCARD, DRAFT, PASS, PLAY
from joraku_desktop.saves import SeatInfo

FOUR = GameConfig(players=4, seed=21)
R_V8 = GameConfig(players=2, two_player_variant="R-V8", seed=8)
R_V7 = GameConfig(players=2, two_player_variant="R-V7", seed=5)
HARD = "hard:iterations=4"


def play_in_controller(qtbot, cfg: GameConfig, kinds: Sequence[str], pause_at: int | None = None
                       ) -> list[Action]:
    """Play the game through the window's controller; with ``pause_at``, pause it for a moment
    as a dialog would, just as the computer starts thinking about that decision: the think
    must finish undisturbed and its answer be held until the game resumes."""
    c = GameController(autosave=False, ai_pause_ms=0)
    over: list[object] = []
    held: list[bool] = []
    c.game_over.connect(over.append)

    def resume() -> None:
        if c._ai.busy:  # still thinking: a long dialog outlasts the think
            QTimer.singleShot(10, resume)
            return
        held.append(c._held is not None)
        c.set_paused(False)

    def maybe_pause(_seat: int) -> None:
        if c.game is not None and len(c.game.history) == pause_at:
            c.set_paused(True)
            QTimer.singleShot(10, resume)

    c.ai_thinking.connect(maybe_pause)
    try:
        c.start(new_game(cfg), [SeatInfo(f"Seat {s}", k) for s, k in enumerate(kinds)])
        qtbot.waitUntil(lambda: bool(over), timeout=60_000)
        assert c.game is not None
        assert held == ([] if pause_at is None else [True])
        return list(c.game.history)
    finally:
        c.shutdown()


def play_in_arena(cfg: GameConfig, kinds: Sequence[str]) -> list[Action]:
    job = arena.GameJob(0, cfg.players, cfg.two_player_variant, tuple(sorted(cfg.variants)), cfg.seed,
                        tuple(kinds))
    return list(arena.play_game(job).history)


@pytest.mark.parametrize(("cfg", "kinds", "pause_at"), [
    (FOUR, (HARD, "normal", "easy", "random"), 40),
    (R_V8, ("easy", HARD), None),
    (R_V7, ("normal", "easy"), 25),
], ids=["4p", "R-V8", "R-V7"])
def test_window_plays_the_arenas_game(qtbot, cfg: GameConfig, kinds: Sequence[str],
                                      pause_at: int | None) -> None:
    in_window = play_in_controller(qtbot, cfg, kinds, pause_at)
    in_arena = play_in_arena(cfg, kinds)
    assert len(in_window) > 100
    first_difference = next((i for i, (a, b) in enumerate(zip(in_window, in_arena, strict=False))
                             if a != b), None)
    assert first_difference is None
    assert in_window == in_arena


def test_a_fresh_agent_per_decision_would_decide_differently() -> None:
    """Why the test above can fail: agents remember their planned turn between a card and its
    follow-up steps (R-E2 B), so the old window's new agent for every decision chose other
    steps than the measured agent in the same positions."""
    kinds = ("normal", "normal", "easy", "easy")
    history = play_in_arena(FOUR, kinds)
    g = new_game(FOUR)
    differ = steps = 0
    for action in history:
        s, legal = g.current_seat, g.legal_actions()
        if len(legal) > 1 and legal[0].kind not in (PLAY, PASS, DISCARD, DRAFT):
            steps += 1
            differ += make_agent(kinds[s], agent_seed(FOUR.seed, s)).choose(observe(g, s), legal) != action
        g.apply(action)
    assert steps > 50
    assert differ > 0


def test_agents_are_kept_per_seat_and_renewed_on_a_new_game(qtbot) -> None:
    c = GameController(autosave=False, ai_pause_ms=0)
    try:
        kinds = ("normal", "random", "human")
        c.set_paused(True)
        c.start(new_game(GameConfig(players=3, seed=4)), [SeatInfo(f"S{s}", k) for s, k in enumerate(kinds)])
        assert c._agents == {}  # each is made at its seat's first think: the window starts without ai/
        first = {s: c._agent(s) for s in (0, 1)}
        assert [a.name for a in first.values()] == ["normal", "random"]
        assert all(c._agent(s) is first[s] for s in first)  # one agent per seat for the whole game
        c.start(new_game(GameConfig(players=3, seed=4)), [SeatInfo(f"S{s}", k) for s, k in enumerate(kinds)])
        assert c._agents == {} and all(c._agent(s) is not first[s] for s in first)
    finally:
        c.shutdown()


def _live_jobs() -> int:
    gc.collect()
    return sum(isinstance(o, ai_runner._Job) for o in gc.get_objects())


def test_finished_thinks_do_not_stay_alive(qtbot) -> None:
    """A thread pool that kept every per-decision task alive once held 1,987 of them after 8
    games: hundreds of decisions later, no finished job is left."""
    before = _live_jobs()
    history = play_in_controller(qtbot, GameConfig(players=4, seed=2), ("random",) * 4)
    assert len(history) > 200  # as many decisions as the worker made
    assert _live_jobs() - before <= 1


def test_agent_seeds_and_the_iteration_cap() -> None:
    """The window and the arena share these two functions; both must be stable."""
    seeds = {agent_seed(21, s) for s in range(4)} | {agent_seed(22, s) for s in range(4)}
    assert len(seeds) == 8 and agent_seed(21, 0) == agent_seed(21, 0)
    assert agent_seed(21, 0) not in (21, 21 * 8)  # not the dealer's stream
    capped = make_agent("hard", 3, iterations=5)
    assert (capped.iterations, capped.budget_s) == (5, None)  # no clock: machine-independent
    assert make_agent("hard", 3).budget_s == 1.0  # the window's Hard keeps its 1 s budget
    assert make_agent(HARD, 3).budget_s is None
    with pytest.raises(ValueError):
        make_agent("normal", 3, iterations=5)
