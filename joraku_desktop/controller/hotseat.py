"""Hot-seat privacy: who may see hidden cards on this screen right now.

With two or more humans at one screen, a human's hand may be shown only after everyone else
has looked away. The rule: whenever the seat to act is a human other than the last human who
saw hidden cards, a curtain hides all hands until that human says they are ready. With one
human there is nobody to hide from, so their hand stays visible all game.
"""

from __future__ import annotations

from collections.abc import Sequence


class HotSeat:
    def __init__(self, humans: Sequence[int]) -> None:
        self.humans = tuple(humans)
        #: the human whose secrets are on screen (None: nobody's yet)
        self.viewer: int | None = self.humans[0] if len(self.humans) == 1 else None

    @property
    def shared_screen(self) -> bool:
        return len(self.humans) >= 2

    def needs_curtain(self, seat: int) -> bool:
        """Whether the hands must be hidden before ``seat`` (to act) may see theirs."""
        return self.shared_screen and seat in self.humans and seat != self.viewer

    def reveal(self, seat: int) -> None:
        """``seat`` has taken the screen: from now on their hand is the one shown."""
        self.viewer = seat

    def shown_hand(self, current_seat: int) -> int | None:
        """Whose hand to draw face up now.

        Alone: always the one human. Shared screen: only the human to act, once revealed;
        while a computer acts, no hand is face up (the next human may already be looking).
        """
        if not self.shared_screen:
            return self.viewer
        if current_seat == self.viewer:
            return self.viewer
        return None
