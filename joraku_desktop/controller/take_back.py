"""Taking back a whole decision at a solo table: the engine state before it, kept until another
seat acts.

The engine's own undo takes back the steps of a card being resolved (placements, action points);
a player alone against the computers may also take back the card itself, the choice of
Placement or Action points, a pass or an ended turn — as long as no other seat has acted since
and the decision showed them nothing new. The controller keeps a copy of the game before each of
the person's decisions here; taking one back puts that copy in place.

Never at a table with another person (hot-seat: the other player may have seen it; over the
network: the others have), and never once the decision revealed a hidden card (the cards received
in a pass, a new draft hand) or scoring was shown: taking it back would let the player choose
again knowing more.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..model import Game
from ..model.view import observe

#: how many decisions can be taken back in a row (a turn has a dozen at most)
MAX_KEPT = 64


@dataclass(frozen=True)
class Before:
    """The game as it was before one decision of ``seat``."""

    game: Game
    seat: int


class TakeBack:
    """The person's decisions that can still be taken back, latest last."""

    def __init__(self) -> None:
        self._kept: list[Before] = []

    def clear(self) -> None:
        """Another seat acted, scoring was shown, or a game was put in place: nothing to take back."""
        self._kept.clear()

    def decided(self, before: Game, after: Game, seat: int) -> None:
        """``seat`` made a decision that turned ``before`` (a copy) into ``after``. Kept unless it
        showed the seat a card that was hidden from it."""
        was_hidden = set(observe(before, seat).hidden_cards())
        if not was_hidden <= set(observe(after, seat).hidden_cards()):
            self.clear()  # it revealed something: neither it nor anything before it comes back
            return
        self._kept.append(Before(before, seat))
        del self._kept[:-MAX_KEPT]

    def latest(self, seat: int) -> Before | None:
        """The last decision of ``seat`` that can be taken back, if any."""
        return self._kept[-1] if self._kept and self._kept[-1].seat == seat else None

    def pop(self) -> Before:
        return self._kept.pop()
