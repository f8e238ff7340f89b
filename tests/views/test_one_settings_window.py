"""One Settings window holds every preference, in the table's dark look.

View → Settings… (Ctrl+, sent to the focused widget, or the menu) shows the animation speed, the
language and "Ask before committing" beside the sound; choosing in it by keyboard acts as the
menu entry does (the menu's check follows, the settings file keeps it) and the language chosen
there retranslates the window at once. The New game dialog, the Settings window and a yes/no box
are dark like the table, and their words read at 4.5:1.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QColor, QPalette
from PySide6.QtWidgets import QApplication, QCheckBox, QComboBox, QDialog, QLabel, QMessageBox

from joraku_desktop import i18n
from joraku_desktop.settings import Settings
from joraku_desktop.views.plain_text import message_box
from joraku_desktop.views.windows.window_registry import WindowName

from .conftest import settle
from .test_contrast import contrast


def menu_action(w, name: str) -> QAction:
    return next(a for a in w.findChildren(QAction) if a.objectName() == name)


def open_settings(w, qtbot) -> QDialog:
    w.windows.show(WindowName.SETTINGS)
    settle(w)
    dlg = w.windows.get(WindowName.SETTINGS)
    assert dlg is not None and dlg.isVisible()
    return dlg


def dark_and_readable(dialog: QDialog) -> None:
    dialog.ensurePolished()
    back = dialog.palette().color(QPalette.ColorRole.Window)
    assert back.lightness() < 80, back.name()  # the table's dark look, not the system's light one
    for label in dialog.findChildren(QLabel):
        if label.isVisible() and label.text().strip():
            label.ensurePolished()
            ink = label.palette().color(QPalette.ColorRole.WindowText)
            assert contrast(ink, back) >= 4.5, (label.text()[:40], ink.name(), back.name())


def test_every_preference_in_one_dark_window(window, qtbot, tmp_path) -> None:
    w = window
    w.settings.path = tmp_path / "settings.json"
    dlg = open_settings(w, qtbot)
    dark_and_readable(dlg)
    speed = dlg.findChild(QComboBox, "settings-speed")
    language = dlg.findChild(QComboBox, "settings-language")
    ask = dlg.findChild(QCheckBox, "settings-action-ask-before-committing")
    assert speed is not None and language is not None and ask is not None
    assert speed.count() == 4 and language.count() == len(i18n.LANGUAGES) + 1
    # the speed by keyboard: focus the list, arrow to "Slow", Enter
    speed.setFocus()
    start = w.settings.speed
    speed.setCurrentIndex(speed.findData(menu_action(w, f"speed-{start}")))
    qtbot.keyClick(speed, Qt.Key.Key_Home)
    settle(w)
    assert w.settings.speed == "slow" and menu_action(w, "speed-slow").isChecked()
    assert Settings.load(w.settings.path).speed == "slow"
    # the question before a commitment: the check box and the menu agree
    was = ask.isChecked()
    ask.setFocus()
    qtbot.keyClick(ask, Qt.Key.Key_Space)
    settle(w)
    assert w.settings.confirm_commitments is (not was)
    assert menu_action(w, "action-ask-before-committing").isChecked() is (not was)
    # the language: Russian from the list, the window speaks it at once and the dialog too
    try:
        index = next(i for i in range(language.count())
                     if language.itemData(i).objectName() == "language-ru")
        language.setCurrentIndex(index)
        language.activated.emit(index)
        settle(w)
        QApplication.processEvents()
        assert i18n.current() == "ru" and w.settings.language == "ru"
        again = w.windows.get(WindowName.SETTINGS)
        assert again is not None and again.isVisible()
        assert again.windowTitle().startswith("Настройки") or "Настройки" in again.windowTitle()
    finally:
        w.set_language("en")


def test_the_new_game_dialog_and_a_question_are_dark(window, qtbot) -> None:
    w = window
    w.windows.show(WindowName.NEW_GAME)
    settle(w)
    assert w.windows.get(WindowName.NEW_GAME) is not None
    dark_and_readable(w.windows.get(WindowName.NEW_GAME))
    w.windows.get(WindowName.NEW_GAME).reject()
    box = message_box(w, QMessageBox.Icon.Question, "Resume", "Resume the unfinished game?")
    box.show()
    dark_and_readable(box)
    assert box.palette().color(QPalette.ColorRole.Window) != QColor("white")
    box.close()
