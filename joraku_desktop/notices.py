"""What the game tells the player about its own files, as codes: worded by the views.

Start-up and loading meet problems before the window (and its language) exists: a saves folder
that cannot be written, a damaged preferences file, a save recovered from its backup. They are
kept as a :class:`Notice` (a code and its params) and worded when shown
(``words.files.notice_text``), so the player reads them in their language.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum

from .model.errors import SaveError


class NoticeCode(StrEnum):
    """The comment names the params."""

    SAVE_FOLDER_UNCREATABLE = "save_folder_uncreatable"  # {"path": str, "detail": str}
    SAVE_FOLDER_READ_ONLY = "save_folder_read_only"  # {"path": str}
    #: {"name": str, "backup": str}; the notice's ``error`` is the main file's problem
    SAVE_RECOVERED = "save_recovered"
    #: the preferences file could not be used and is left alone: {"path": str, "why": str}, why one of
    #: "not_regular", "unreadable" (with "detail"), "damaged_kept" (damaged, could not be set aside)
    SETTINGS_IGNORED = "settings_ignored"
    #: the preferences file was renamed aside: {"name": str (the new name), "why": "damaged"|"too_large"}
    SETTINGS_SET_ASIDE = "settings_set_aside"
    SETTINGS_UNREADABLE = "settings_unreadable"  # {"detail": str}: an unexpected error reading them


@dataclass(frozen=True, slots=True)
class Notice:
    code: NoticeCode
    params: dict[str, str | int] = field(default_factory=dict)
    #: the save problem behind the notice, if any
    error: SaveError | None = None
