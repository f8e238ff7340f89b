"""Records each finished game of the window in the player's record (:mod:`joraku_desktop.record`).

The window calls :meth:`Recorder.record_finished` when its controller reports the game over. The
record is opened on first use (a damaged file is set aside then, and :attr:`Recorder.problem`
says so once). Each game is recorded once: a finished save loaded again, or the results shown
again, find its key already there and add nothing. A finished game also gets a save of its own in
``<data folder>/finished/`` (the autosave is overwritten by the next game, and a player's own
save may be moved), so the Statistics window can always open it again.

Recording never raises into the game: any failure goes to the log file and, as one sentence,
to :attr:`Recorder.problem`. The record's code (and sqlite) is imported on first use: the window
starts without it.
"""

from __future__ import annotations

import logging
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from ..model.errors import SaveError
from ..model.game import Game
from ..saves import SAVE_SUFFIX, SeatInfo, data_dir, save_game
from ..views.messages import record_problem_text

if TYPE_CHECKING:
    from ..record import GameRecord, RecordBook

log = logging.getLogger("joraku.record")


def finished_dir() -> Path:
    """Where the saves of finished games are kept for the record."""
    return data_dir() / "finished"


def finished_save_path(game: Game, when: datetime | None = None) -> Path:
    """A new file name for a finished game: its local date and time and its seed."""
    stamp = (when or datetime.now()).strftime("%Y-%m-%d-%H%M%S")
    folder = finished_dir()
    path = folder / f"{stamp}-{game.config.seed}{SAVE_SUFFIX}"
    n = 1
    while path.exists():
        n += 1
        path = folder / f"{stamp}-{game.config.seed}-{n}{SAVE_SUFFIX}"
    return path


class Recorder(QObject):
    """The window's link to the record: records finished games, reads them for Statistics."""

    #: a game was added to the record (its row id)
    recorded = Signal(int)
    #: a sentence for the player: the record was set aside, or could not be written/read
    problem = Signal(str)

    def __init__(self, parent: QObject | None = None, *, enabled: bool = True,
                 path: Path | None = None) -> None:
        super().__init__(parent)
        #: False: a window that neither autosaves nor records (the smoke test, screenshots)
        self.enabled = enabled
        self._path = path
        self._book: RecordBook | None = None

    def book(self) -> RecordBook | None:
        """The record, opened (and checked) on first use; None when recording is off."""
        if not self.enabled:
            return None
        if self._book is None:
            from ..record import RecordBook

            try:
                self._book = RecordBook.open(self._path)
            except Exception as exc:  # RecordBook.open reports its own problems; the last guard
                log.error("the record could not be opened", exc_info=exc)
                return None
            if self._book.notice is not None:
                self.problem.emit(record_problem_text(self._book.notice))
        return self._book if self._book.usable else None

    def record_finished(self, game: Game | None, seats: tuple[SeatInfo, ...], *, hints_used: int = 0,
                        save_path: Path | None = None) -> int | None:
        """Record ``game`` if it is over and not recorded yet; its row id, else None. Never raises."""
        if game is None or not game.is_over or game.result is None:
            return None
        from ..record import RecordError

        try:
            return self._record(game, seats, hints_used, save_path)
        except RecordError as exc:
            self._book = None  # opened again (and checked) next time
            self.problem.emit(record_problem_text(exc.notice))
        except Exception as exc:  # a bug here must not cost the player the game
            log.error("the game could not be recorded", exc_info=exc)
        return None

    def _record(self, game: Game, seats: tuple[SeatInfo, ...], hints_used: int,
                save_path: Path | None) -> int | None:
        from ..record import game_key, game_record

        book = self.book()
        if book is None or book.has(game_key(game)):
            return None
        kept = self._keep_save(game, seats) or save_path
        record = game_record(game, seats, hints_used=hints_used, save_path=str(kept) if kept else None)
        game_id = book.add(record)
        if game_id is not None:
            log.info("game recorded: %s, %s, save %s", record.mode, record.finished_at, kept)
            self.recorded.emit(game_id)
        return game_id

    @staticmethod
    def _keep_save(game: Game, seats: tuple[SeatInfo, ...]) -> Path | None:
        """A save of the finished game for the record; None (logged) if it cannot be written."""
        path = finished_save_path(game)
        try:
            save_game(game, path, list(seats))
        except (SaveError, OSError) as exc:
            log.error("the finished game could not be saved for the record", exc_info=exc)
            return None
        return path

    def games(self) -> list[GameRecord]:
        """Every recorded game, oldest first ([] when recording is off or the read failed)."""
        from ..record import RecordError

        book = self.book()
        if book is None:
            return []
        try:
            return book.games()
        except RecordError as exc:
            self._book = None
            self.problem.emit(record_problem_text(exc.notice))
            return []
