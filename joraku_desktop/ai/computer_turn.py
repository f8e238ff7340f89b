"""A computer seat's turn, the same at every table: the window's own game and a networked table.

Two fallbacks keep a game going whatever a computer does: a level the agent cannot be made of
(a save or a table from elsewhere may name one we do not have) is played by a Normal computer,
and a decision the engine refuses (an agent bug) is replaced by the first legal move. The
callers say how a fallback is reported (the window's status bar, the table server's log);
the rule is written here once.
"""

from __future__ import annotations

from collections.abc import Callable

from ..model import Action, Game, IllegalActionError
from ..model.events import Event
from . import Agent, agent_seed, make_agent

#: the level that plays a seat whose own level cannot be made
FALLBACK_LEVEL = "normal"


def seat_agent(level: str, game_seed: int, seat: int,
               on_unknown: Callable[[ValueError], None] | None = None) -> Agent:
    """The agent of ``seat`` in the game dealt from ``game_seed`` (seeded as the arena seeds
    it); a Normal computer when ``level`` is unknown (``on_unknown`` is told why)."""
    seed = agent_seed(game_seed, seat)
    try:
        return make_agent(level, seed)
    except ValueError as exc:
        if on_unknown is not None:
            on_unknown(exc)
        return make_agent(FALLBACK_LEVEL, seed)


def apply_decision(game: Game, action: Action,
                   on_illegal: Callable[[IllegalActionError], None] | None = None
                   ) -> tuple[Action, list[Event]]:
    """Apply a computer's ``action`` to ``game``: the first legal move instead when the engine
    refuses it (``on_illegal`` is told why). Returns the action applied and its events."""
    try:
        return action, game.apply(action)
    except IllegalActionError as exc:
        if on_illegal is not None:
            on_illegal(exc)
        first = game.legal_actions()[0]
        return first, game.apply(first)
