"""A failing autosave, as the main window shows it: the lasting warning over the table (made at
the first failure, :mod:`.autosave_warning`), the record's refused games retried once saving
works again, and a quit prompt that tells the truth while it fails.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QBoxLayout

from ...controller.recorder import Recorder
from ...model.save_format import clip
from ...words.translation import translate
from .host import WindowHost

if TYPE_CHECKING:  # made at the first failure: a faster start
    from .autosave_warning import AutosaveWarning


class AutosaveTrouble(QObject):
    """The autosave's failures and recoveries in one main window."""

    def __init__(self, host: WindowHost, recorder: Recorder, column: QBoxLayout) -> None:
        super().__init__(host.as_widget())
        self.w = host
        self._recorder = recorder
        self._column = column  # the warning goes above the table
        #: the lasting warning, made at the first failure
        self.warning: AutosaveWarning | None = None
        #: the quit prompt while the autosave fails: "save", "quit" or "cancel"; tests replace it
        self.ask_quit: Callable[[str], str] = self._ask_quit
        host.controller.autosave_changed.connect(self._on_changed)

    def _on_changed(self, problem: str) -> None:
        """The autosave failed (a lasting warning) or works again (space was freed: the games the
        record refused meanwhile go in now)."""
        w = self.w
        if problem and self.warning is None:
            from .autosave_warning import AutosaveWarning

            self.warning = AutosaveWarning(w.as_widget())
            self.warning.save_elsewhere.connect(w.files.ask_save_as)
            self.warning.try_again.connect(w.controller.retry_autosave)
            self._column.insertWidget(0, self.warning)
        if self.warning is not None:
            self.warning.show_problem(clip(problem, 300))
        if not problem:
            w.statusBar().showMessage(translate("AutosaveWarning", "Autosave works again."), 8000)
            self._recorder.retry_pending()

    def _ask_quit(self, problem: str) -> str:
        from .autosave_warning import ask_quit_unsaved

        with self.w.windows.modal("quit-unsaved"):
            return ask_quit_unsaved(self.w.as_widget(), problem)

    def may_quit(self) -> bool:
        """The quit prompt while the autosave fails: whether to quit (after saving, if asked)."""
        answer = self.ask_quit(clip(self.w.controller.autosave_problem, 300))
        return answer == "quit" or (answer == "save" and self.w.files.ask_save_as())
