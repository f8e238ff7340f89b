"""What can go wrong with the record, as codes the window words, and how SQLite says so (no Qt)."""

from __future__ import annotations

import sqlite3
from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import StrEnum

#: SQLite's result codes for a damaged file and for a file that is not a database
_SQLITE_CORRUPT, _SQLITE_NOTADB = 11, 26
#: SQLite's result codes for a busy or locked file, and for an interrupted statement
_SQLITE_BUSY, _SQLITE_LOCKED, _SQLITE_INTERRUPT = 5, 6, 9


class RecordProblem(StrEnum):
    """What went wrong with the record; the comment names the params."""

    DAMAGED_SET_ASIDE = "damaged_set_aside"  # {"name": the file's new name}
    NEWER_SET_ASIDE = "newer_set_aside"  # {"name": new name, "version": its schema version}
    NOT_A_FILE = "not_a_file"  # {"path"}: a folder or device is there; recording is off
    CANNOT_SET_ASIDE = "cannot_set_aside"  # {"path", "reason"}: damaged and not renamed; off
    CANNOT_OPEN = "cannot_open"  # {"path", "reason"}: e.g. a read-only folder; off
    CANNOT_WRITE = "cannot_write"  # {"reason"}: a game could not be recorded
    CANNOT_READ = "cannot_read"  # {"reason"}: the record could not be read
    FOREIGN_SET_ASIDE = "foreign_set_aside"  # {"name"}: held schema objects the game did not create
    LINK_SET_ASIDE = "link_set_aside"  # {"name"}: a symbolic link was at the record's name
    TOO_SLOW = "too_slow"  # {"seconds"}: reading took longer than the limit; nothing changed
    WRITE_PENDING = "write_pending"  # {"reason"}: not recorded yet; its save kept, tried again later
    PENDING_UNSAVED = "pending_unsaved"  # {"reason"}: not recorded, nor saved (a full disk): in memory


@dataclass(frozen=True, slots=True)
class RecordNotice:
    """A problem with the record, for the window to word (``code`` and ``params``)."""

    code: RecordProblem
    params: Mapping[str, str | int] = field(default_factory=dict)


class RecordError(Exception):
    """The record could not be read or written; :attr:`notice` says why."""

    def __init__(self, notice: RecordNotice) -> None:
        self.notice = notice
        super().__init__(f"{notice.code.value} {dict(notice.params)}")


def sqlite_code(exc: sqlite3.Error) -> int | None:
    code = getattr(exc, "sqlite_errorcode", None)
    return code & 0xFF if isinstance(code, int) else None


def is_damage(exc: sqlite3.Error) -> bool:
    code = sqlite_code(exc)
    if code is not None:
        return code in (_SQLITE_CORRUPT, _SQLITE_NOTADB)
    text = str(exc).lower()
    return "malformed" in text or "not a database" in text


def is_busy(exc: BaseException) -> bool:
    if not isinstance(exc, sqlite3.OperationalError):
        return False
    code = sqlite_code(exc)
    return code in (_SQLITE_BUSY, _SQLITE_LOCKED) if code is not None else "locked" in str(exc).lower()


def is_interrupt(exc: BaseException) -> bool:
    if not isinstance(exc, sqlite3.OperationalError):
        return False
    code = sqlite_code(exc)
    return code == _SQLITE_INTERRUPT if code is not None else "interrupted" in str(exc).lower()


def reason(exc: BaseException) -> str:
    if isinstance(exc, OSError):
        return str(exc.strerror or exc)
    return str(exc) or type(exc).__name__
