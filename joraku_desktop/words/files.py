"""Our files, in sentences for the player: a save that cannot be written or read
(``model.errors.FileProblem``), what start-up noticed about the saves and the preferences
(``notices.py``), the record of finished games (``record.db``) and the exported log.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING

from PySide6.QtCore import QLocale

from ..model.errors import FileProblem, SaveError
from ..notices import Notice, NoticeCode
from .translation import translate

if TYPE_CHECKING:
    from ..record.db import RecordNotice


def _param_int(params: Mapping[str, int | str], key: str) -> int:
    value = params.get(key, -1)
    return value if isinstance(value, int) else -1


def _file_kind(kind: str) -> str:
    words = {
        "folder": translate("Messages", "a folder"),
        "pipe": translate("Messages", "a pipe"),
        "device": translate("Messages", "a device"),
        "socket": translate("Messages", "a socket"),
        "link": translate("Messages", "a symbolic link"),
    }
    return words.get(kind, translate("Messages", "not a regular file"))


def _p(params: Mapping[str, int | str], key: str) -> str:
    return str(params.get(key, "?"))


def _not_regular(p: Mapping[str, int | str]) -> str:
    return translate("Messages", "The file {0} is {1}, not a regular file.").format(
        _p(p, "name"), _file_kind(_p(p, "kind")))


def _too_large(p: Mapping[str, int | str]) -> str:
    limit = QLocale().toString(_param_int(p, "limit"))
    if p.get("name"):
        return translate(
            "Messages", "The file {0} is far too large to be a Joraku save (at most {1} bytes).").format(
            _p(p, "name"), limit)
    return translate(
        "Messages", "The file is far too large to be a Joraku save (at most {0} bytes).").format(limit)


_FileWords = Callable[[Mapping[str, int | str]], str]


_FILE_WORDS: dict[FileProblem, _FileWords] = {
    FileProblem.INVALID: lambda p: translate("Messages", "The save file is invalid: {0}.").format(
        _p(p, "detail")),
    FileProblem.NOT_RECORDING: lambda p: translate(
        "Messages", "This copy of the game keeps no decisions and cannot be saved."),
    FileProblem.UNKNOWN_SEAT_KIND: lambda p: translate(
        "Messages", "A seat has an unknown kind of player ({0}).").format(_p(p, "kind")),
    FileProblem.NO_GAME: lambda p: translate("Messages", "There is no game to save."),
    FileProblem.NOT_REGULAR: lambda p: _not_regular(p),
    FileProblem.TOO_LARGE: lambda p: _too_large(p),
    FileProblem.NOT_TEXT: lambda p: translate("Messages", "The file is not a Joraku save (it is not text)."),
    FileProblem.NOT_JSON: lambda p: translate(
        "Messages",
        "The file is damaged or cut short (it stops making sense at line {0}, column {1}).").format(
        QLocale().toString(_param_int(p, "line")), QLocale().toString(_param_int(p, "column"))),
    FileProblem.NOT_A_SAVE: lambda p: translate("Messages", "The file is not a Joraku save ({0}).").format(
        _p(p, "detail")),
    FileProblem.NEWER_VERSION: lambda p: translate(
        "Messages",
        "The save was written by a newer Joraku Desktop (format {0}); please update the game.").format(
        _p(p, "version")),
    FileProblem.UNSUPPORTED_VERSION: lambda p: translate(
        "Messages", "The save's format ({0}) is not one this version can read.").format(_p(p, "version")),
    FileProblem.IMPOSSIBLE_POSITION: lambda p: translate(
        "Messages", "The save holds a position the rules do not allow ({0}).").format(_p(p, "detail")),
    FileProblem.DECISION_NOT_REPLAYABLE: lambda p: translate(
        "Messages", "Decision {0} of the save ({1}) cannot be replayed: {2}.").format(
        QLocale().toString(_param_int(p, "number")), _p(p, "decision"), _p(p, "detail")),
    FileProblem.POSITION_MISMATCH: lambda p: translate(
        "Messages", "The saved position does not match its decisions: the file was edited or damaged."),
    FileProblem.CANNOT_WRITE: lambda p: translate("Messages", "Cannot write {0}: {1}.").format(
        _p(p, "path"), _p(p, "detail")),
    FileProblem.CANNOT_READ: lambda p: translate("Messages", "Cannot read {0}: {1}.").format(
        _p(p, "path"), _p(p, "detail")),
    FileProblem.TARGET_NOT_REGULAR: lambda p: (
        translate("Messages", "Cannot save: the backup {0} is {1}, not a file. "
                              "Choose another name or move it away.")
        if _param_int(p, "backup") else
        translate("Messages", "Cannot save: {0} is {1}, not a file. Choose another name or move it away.")
    ).format(_p(p, "path"), _file_kind(_p(p, "kind"))),
}


def save_error_text(exc: SaveError) -> str:
    """A save that cannot be written or loaded, in a sentence (with the file's name if known)."""
    words = _FILE_WORDS.get(exc.problem)
    text = words(exc.params) if words is not None else str(exc)
    if exc.file and exc.file not in text:
        return translate("Messages", "{0}: {1}", "file name: problem").format(exc.file, text)
    return text


def has_save_error_text(problem: FileProblem) -> bool:
    """Whether this module words ``problem`` (a test checks every FileProblem)."""
    return problem in _FILE_WORDS


def _settings_ignored(p: Mapping[str, int | str]) -> str:
    why = _p(p, "why")
    if why == "not_regular":
        return translate("Messages", "The preferences file {0} is not a regular file; default preferences "
                                     "are used and will not be saved over it.").format(_p(p, "path"))
    if why == "link_out":
        return translate("Messages", "The preferences file {0} is a link to {1}, outside Joraku's folders; "
                                     "default preferences are used and will not be saved over it.").format(
            _p(p, "path"), _p(p, "detail"))
    if why == "unreadable":
        return translate("Messages", "The preferences file {0} could not be read ({1}); default preferences "
                                     "are used and will not be saved over it.").format(_p(p, "path"),
                                                                                      _p(p, "detail"))
    return translate("Messages", "The preferences file {0} is damaged and could not be set aside; default "
                                 "preferences are used and will not be saved over it.").format(_p(p, "path"))


def notice_text(notice: Notice) -> str:
    """What start-up or loading tells the player about our files, in a sentence."""
    p = notice.params
    if notice.code == NoticeCode.SAVE_FOLDER_UNCREATABLE:
        return translate("Messages", "The folder for saved games ({0}) cannot be created ({1}); games will "
                                     "not be autosaved.").format(_p(p, "path"), _p(p, "detail"))
    if notice.code == NoticeCode.SAVE_FOLDER_READ_ONLY:
        return translate("Messages", "The folder for saved games ({0}) is read-only; games will not be "
                                     "autosaved.").format(_p(p, "path"))
    if notice.code == NoticeCode.SAVE_RECOVERED:
        why = save_error_text(notice.error) if notice.error is not None else "?"
        return translate("Messages", "The save {0} could not be loaded ({1}); its previous version, {2}, was "
                                     "loaded instead.").format(_p(p, "name"), why, _p(p, "backup"))
    if notice.code == NoticeCode.SETTINGS_IGNORED:
        return _settings_ignored(p)
    if notice.code == NoticeCode.SETTINGS_SET_ASIDE:
        if _p(p, "why") == "too_large":
            return translate("Messages", "The preferences file was far too large; it was set aside as {0} "
                                         "and default preferences are used.").format(_p(p, "name"))
        return translate("Messages", "The preferences file was damaged; it was set aside as {0} and default "
                                     "preferences are used.").format(_p(p, "name"))
    return translate("Messages", "The preferences could not be read ({0}); defaults are used.").format(
        _p(p, "detail"))


def record_problem_text(notice: RecordNotice) -> str:
    """One sentence for the player about the record file (``record.db.Notice``)."""
    from ..record.db import RecordProblem

    p = notice.params
    if notice.code == RecordProblem.DAMAGED_SET_ASIDE:
        return translate(
            "Messages", "Your record of finished games was damaged; it was set aside as {0} "
            "and a new record was started.").format(p.get("name", "?"))
    if notice.code == RecordProblem.NEWER_SET_ASIDE:
        return translate(
            "Messages", "Your record of finished games was written by a newer version of Joraku; "
            "it was set aside as {0} and a new record was started.").format(p.get("name", "?"))
    if notice.code == RecordProblem.NOT_A_FILE:
        return translate(
            "Messages", "{0} is not a file, so finished games are not recorded this time.").format(
            p.get("path", "?"))
    if notice.code == RecordProblem.CANNOT_SET_ASIDE:
        return translate(
            "Messages", "Your record of finished games is damaged and could not be set aside ({0}); "
            "finished games are not recorded this time.").format(p.get("reason", "?"))
    if notice.code == RecordProblem.CANNOT_OPEN:
        return translate(
            "Messages", "Your record of finished games cannot be opened ({0}); "
            "finished games are not recorded this time.").format(p.get("reason", "?"))
    if notice.code == RecordProblem.CANNOT_READ:
        return translate("Messages", "Your record of finished games could not be read ({0}).").format(
            p.get("reason", "?"))
    if notice.code == RecordProblem.FOREIGN_SET_ASIDE:
        return translate(
            "Messages", "Your record of finished games held things Joraku did not put there (a trigger, "
            "a view or a table of another program); it was set aside as {0} and a new record was started."
        ).format(
            p.get("name", "?"))
    if notice.code == RecordProblem.LINK_SET_ASIDE:
        return translate(
            "Messages", "Your record of finished games was a link to another place, which Joraku does not "
            "follow; the link was set aside as {0} and a new record was started.").format(p.get("name", "?"))
    if notice.code == RecordProblem.TOO_SLOW:
        return translate(
            "Messages", "Reading your record of finished games took longer than {0} seconds and was stopped; "
            "nothing was changed.").format(p.get("seconds", "?"))
    if notice.code == RecordProblem.WRITE_PENDING:
        return translate(
            "Messages", "This game could not be added to your record yet ({0}). It is kept, and added as "
            "soon as the record can be written again.").format(p.get("reason", "?"))
    if notice.code == RecordProblem.PENDING_UNSAVED:
        return translate(
            "Messages", "This game could not be added to your record ({0}), and it could not be saved "
            "either. Keep Joraku open: it is added as soon as there is room again.").format(
            p.get("reason", "?"))
    return translate("Messages", "This game could not be added to your record ({0}).").format(
        p.get("reason", "?"))


def exported_log_title(description: str) -> str:
    """The title of an exported log (a text file or a web page): the game's settings."""
    return translate("Messages", "Joraku game log: {0}").format(description)


def log_exported_text(path: str) -> str:
    return translate("Messages", "Log exported to {0}").format(path)


def log_export_error_text(reason: str) -> str:
    return translate("Messages", "The log could not be written: {0}").format(reason)
