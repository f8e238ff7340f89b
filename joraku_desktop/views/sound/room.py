"""When the game makes a sound: the controller's signals, heard as a person at this table would.

- **Your turn**: a person's seat becomes the one to act after another seat acted (a computer, or
  the other person at a hot-seat table). A card's later steps, an undo, a new deal: no sound.
- **A skirmish** (R-K4): won by a person at this table, or lost by them (a softer cue). With
  nobody at the table (computers only) the skirmishes are silent.
- **Kachidoki** (R-K5, R-KS): the Kachidoki card changes hands and its scoring happens; it
  follows the skirmish's cue, as the table shows the scoring after the skirmish.
- **The end** (R-G2): a fanfare if a person at this table won, a plain close otherwise; only for
  a game that ends here, not for a finished game loaded from a file.

Cues of one moment play one after the other (:data:`GAP_MS` apart), never on top of each other.
The settings (sound on, volume) are read at every cue, so the Settings dialog acts at once.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QObject, QTimer

from ...controller import GameController
from ...model.events import AreaScored, Event, Scoring, SkirmishWon
from ...model.result import GameResult
from ...settings import Settings
from .cues import Cue
from .player import Backend, system_backend

#: between two cues of one moment (a skirmish and its Kachidoki): the first has mostly sounded
GAP_MS = 280
#: the cues are made ahead this long after the room starts (the first table is drawn)
PREPARE_AFTER_MS = 3000


class SoundCues(QObject):
    """Maps the controller's signals to cues and hands them to a :class:`Backend`."""

    def __init__(self, controller: GameController, settings: Settings, backend: Backend | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.settings = settings
        self.backend: Backend = backend if backend is not None else system_backend(self)
        #: the seat that acted last in this game (None: nobody since the deal or the load)
        self._last_actor: int | None = None
        #: a decision was applied since the game was put in place: its end is heard
        self._played = False
        #: between two cues asked for together; 0 plays each at once (tests that look at the
        #: table at the moment of each cue)
        self.gap_ms = GAP_MS
        self._queue: list[Cue] = []
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._next)
        controller.game_started.connect(self._started)
        controller.action_applied.connect(self._applied)
        controller.turn_started.connect(self._turn)
        controller.game_over.connect(self._over)
        # made a little later, not while the window answers its first questions (New game?);
        # after the first run the files are in the cache and this is a few file checks
        QTimer.singleShot(PREPARE_AFTER_MS, self, self.prepare)

    def prepare(self) -> None:
        """The cues at the current volume are made ahead of the first one played."""
        if self.settings.sound:
            self.backend.prepare(self.settings.volume)

    def set_backend(self, backend: Backend) -> None:
        self.backend.stop()
        self.backend = backend

    # ---- the controller's signals ---------------------------------------------------------
    def _started(self) -> None:
        self._last_actor = None
        self._played = False
        self._queue.clear()
        self._timer.stop()

    def _applied(self, events: Sequence[Event], action: object, seat: int) -> None:
        if action is None:  # an undo: the same person goes on
            return
        self._last_actor = seat
        self._played = True
        humans = self.controller.humans
        if not humans:
            return
        for e in events:
            if isinstance(e, SkirmishWon):
                owner = self._owner(e.army)
                self.cue(Cue.SKIRMISH_WON if owner in humans else Cue.SKIRMISH_LOST)
            elif isinstance(e, AreaScored) and e.kind is Scoring.KACHIDOKI:
                self.cue(Cue.KACHIDOKI)

    def _turn(self, seat: int) -> None:
        if self._last_actor is not None and self._last_actor != seat and self.controller.is_human(seat):
            self.cue(Cue.YOUR_TURN)
        self._last_actor = seat

    def _over(self, result: GameResult) -> None:
        if not self._played:  # a finished game loaded, or shown again: no news
            return
        self._played = False
        humans = self.controller.humans
        self.cue(Cue.FANFARE if humans and result.winner in humans else Cue.GAME_OVER)

    def _owner(self, army: int) -> int:
        """The seat that plays ``army`` (R-V7: two armies each; R-V8: the neutral army, nobody)."""
        c = self.controller
        try:
            owner = c.observe(max(0, c.current_seat)).owner
        except (RuntimeError, IndexError):
            return -1
        return owner[army] if 0 <= army < len(owner) else -1

    # ---- playing ------------------------------------------------------------------------------
    def cue(self, cue: Cue) -> None:
        """Plays ``cue`` now, or after the cue playing now; nothing while sound is off."""
        if not self.settings.sound or self.settings.volume <= 0:
            return
        if self._timer.isActive():
            self._queue.append(cue)
            return
        self.backend.play(cue, self.settings.volume)
        if self.gap_ms > 0:
            self._timer.start(self.gap_ms)

    def _next(self) -> None:
        if self._queue and self.settings.sound:
            self.backend.play(self._queue.pop(0), self.settings.volume)
            self._timer.start(self.gap_ms)
        else:
            self._queue.clear()

    def try_volume(self) -> None:
        """The Settings dialog's "Try" : the your-turn cue at the volume chosen now."""
        self._queue.clear()
        self._timer.stop()
        self.cue(Cue.YOUR_TURN)

    def stop(self) -> None:
        self._queue.clear()
        self._timer.stop()
        self.backend.stop()
