"""The AI plans on the engine's own map model (:class:`~joraku_desktop.model.board.Board`).

Planning a whole turn (R-E1/R-E2: up to 3 placements, or up to 6 AP of moves and removals)
means trying many sequences; doing that on the engine would cost a full game copy per try, so
the AI copies just the map. The map's rules (AP steps and their costs, R-V6, R-V8 relocation,
R-V4, influence, the R-V8 march, the play order) live in the model only; this module adds the
two ways the AI gets a map (from a seat's view, from a determinized game) and a trial
placement used when valuing a card.
"""

from __future__ import annotations

from ..model.actions import PLACE_IN
from ..model.board import Board
from ..model.game import Game

__all__ = ["Board", "board_of_game", "with_placed"]


def board_of_game(g: Game) -> Board:
    """A copy of an engine game's map (the game itself is not changed by planning)."""
    return g.board.copy()


def with_placed(board: Board, army: int, area: int, count: int) -> Board:
    """A copy of ``board`` with ``count`` of ``army``'s samurai placed in ``area`` (R-E1, R-E2 A;
    the caller keeps ``count`` within the supply, R-E3)."""
    b = board.copy()
    step = PLACE_IN[area]
    for _ in range(count):
        b.apply_step(army, step)
    return b
