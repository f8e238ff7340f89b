"""The life of one game at the controller's table, the same for a local, a hosted and a joined
table: it is played, it is over, it reaches the record, its end is shown, then the next game
(or quitting) begins the next life.

Written once here so that "every finished game reaches the record, and its end is shown once"
is a rule of one object: each stage is entered at most once per game, in order. A networked
game is recorded when the table sends the whole game after its end; a table that never sends
it (it closed first) is shown over after a wait, unrecorded (:meth:`Lifecycle.give_up_record`).
"""

from __future__ import annotations

from enum import Enum


class Stage(Enum):
    """Where the game at the table is in its life."""

    #: no game at the table yet (a networked table before its deal), or the window quit
    NONE = "none"
    #: the game is being played
    PLAYING = "playing"
    #: the engine (this machine's, or the host's) says the game is over
    OVER = "over"
    #: the whole finished game is here and was handed to the record
    RECORDED = "recorded"
    #: the end was shown (the winner's banner, the results): once per game
    SHOWN = "shown"


#: the stage each stage may move on to (a new game or quitting may come at any stage)
_NEXT: dict[Stage, tuple[Stage, ...]] = {
    Stage.NONE: (Stage.PLAYING,),
    Stage.PLAYING: (Stage.OVER,),
    Stage.OVER: (Stage.RECORDED, Stage.SHOWN),
    Stage.RECORDED: (Stage.SHOWN,),
    Stage.SHOWN: (),
}


class Lifecycle:
    """The stage of the game at the table; every move is checked (see the module doc)."""

    __slots__ = ("_unrecorded", "stage")

    def __init__(self) -> None:
        self.stage = Stage.NONE
        self._unrecorded = False

    def begin(self) -> None:
        """A game is at the table (dealt, loaded, or the networked table's first update)."""
        self.stage, self._unrecorded = Stage.PLAYING, False

    def reset(self) -> None:
        """The table is left (another table, a new game coming, quitting)."""
        self.stage, self._unrecorded = Stage.NONE, False

    def _move(self, to: Stage) -> bool:
        if to not in _NEXT[self.stage]:
            return False
        self.stage = to
        return True

    def over(self) -> bool:
        """The game just ended; False if it had already (or no game is played)."""
        return self._move(Stage.OVER)

    def recorded(self) -> bool:
        """The whole finished game is handed to the record now; False if it was already, or
        the game is not over."""
        return self._move(Stage.RECORDED)

    def give_up_record(self) -> None:
        """The whole game will not come (the table closed, or waited too long): the end may be
        shown without it."""
        self._unrecorded = self.stage is Stage.OVER

    @property
    def may_show(self) -> bool:
        """The end may be shown now: the game is recorded, or will not be."""
        return self.stage is Stage.RECORDED or (self.stage is Stage.OVER and self._unrecorded)

    def shown(self) -> bool:
        """The end is shown now; False when it is not time (or it was shown already)."""
        if not self.may_show:
            return False
        self.stage = Stage.SHOWN
        return True
