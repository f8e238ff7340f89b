"""View → Settings…: every preference in one window — the animation speed, the language and
the questions before a commitment (each also in the menus), and the sound cues.

Every change acts at once and is remembered (the settings file is written when the dialog closes
and when sound is switched on or off); "Try" plays the your-turn cue at the volume chosen. The
dialog does not hold the game: the cues can be heard while it is open. The menu preferences are
the menus' own actions, shown as a list to choose from or a check box: choosing one here triggers
the action, so the menu and this window never disagree and each preference has one code path.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QPushButton,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from ...settings import VOLUME_RANGE, Settings
from ...words import sound as words
from .. import theme as th
from ..plain_text import PlainLabel, window_title
from .host import WindowHost

if TYPE_CHECKING:
    from .secondary import SecondaryWindows

#: a preference the menus offer as exclusive choices (View → Animation speed, View → Language):
#: its label and its checkable actions
Choice = tuple[str, Sequence[QAction]]

#: the slider's keyboard steps: the arrows move it by 5, Page Up/Down by 20
STEP, PAGE = 5, 20
#: wide enough that the explanation wraps into two even lines in every language
MIN_WIDTH = 480


def _without_shortcut(text: str) -> str:
    """A label's text as said aloud: no "&" marking the shortcut letter, nor the "(&V)" that CJK
    translations add after the word."""
    return re.sub(r"\s*\(&.\)", "", text).replace("&", "")


class SettingsDialog(QDialog):
    """The sound switch and the volume slider, bound to :class:`Settings`."""

    def __init__(self, parent: QWidget, settings: Settings, *, try_sound: Callable[[], None],
                 changed: Callable[[], None], can_play: bool = True, game_title: str = "",
                 choices: Sequence[Choice] = (), switches: Sequence[QAction] = ()) -> None:
        super().__init__(parent)
        self.setObjectName("settings-dialog")
        self.setStyleSheet(th.DIALOG_SHEET)
        self.setWindowTitle(window_title(words.settings_title()))
        self.settings = settings
        self._changed = changed
        self.setMinimumWidth(MIN_WIDTH)
        lay = QVBoxLayout(self)
        #: the menu preferences: a list per choice, a check box per switch (objectName as the action's)
        self.choices: list[QComboBox] = []
        self.switches: list[QCheckBox] = []
        if choices or switches:
            game = QGroupBox(_without_shortcut(game_title), self)
            game.setObjectName("settings-game")
            form = QFormLayout(game)
            for label, actions in choices:
                box = QComboBox(game)
                box.setObjectName(f"settings-{actions[0].objectName().split('-')[0]}" if actions else "")
                for a in actions:
                    box.addItem(_without_shortcut(a.text()), a)
                box.setCurrentIndex(next((i for i, a in enumerate(actions) if a.isChecked()), 0))
                box.activated.connect(lambda i, b=box: self._choose(b, i))
                name = PlainLabel(label, game)
                name.setBuddy(box)
                box.setAccessibleName(_without_shortcut(label))
                form.addRow(name, box)
                self.choices.append(box)
            for a in switches:
                check = QCheckBox(a.text(), game)
                check.setObjectName(f"settings-{a.objectName()}")
                check.setChecked(a.isChecked())
                check.toggled.connect(lambda on, act=a: act.trigger() if act.isChecked() != on else None)
                form.addRow(check)
                self.switches.append(check)
            lay.addWidget(game)
        group = QGroupBox(words.sound_group_title(), self)
        group.setObjectName("settings-sound")
        g = QVBoxLayout(group)
        self.sound = QCheckBox(words.sound_switch_text(), group)
        self.sound.setObjectName("settings-sound-on")
        self.sound.setChecked(settings.sound)
        g.addWidget(self.sound)
        about = PlainLabel(words.sound_explained(), group)
        about.setWordWrap(True)
        g.addWidget(about)
        row = QHBoxLayout()
        self.volume_label = PlainLabel(words.volume_label(), group)
        self.volume = QSlider(Qt.Orientation.Horizontal, group)
        self.volume.setObjectName("settings-volume")
        self.volume.setRange(*VOLUME_RANGE)
        self.volume.setSingleStep(STEP)
        self.volume.setPageStep(PAGE)
        self.volume.setTickInterval(10)
        self.volume.setTickPosition(QSlider.TickPosition.TicksBelow)
        self.volume.setValue(settings.volume)
        self.volume.setMinimumWidth(200)
        self.volume_label.setBuddy(self.volume)
        self.volume.setAccessibleName(_without_shortcut(words.volume_label()))
        self.value = PlainLabel(words.volume_value(100), group)  # sized for the widest value
        self.value.setMinimumWidth(self.value.sizeHint().width())
        self.value.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.try_button = QPushButton(words.try_sound_text(), group)
        self.try_button.setObjectName("settings-try-sound")
        self.try_button.clicked.connect(try_sound)
        row.addWidget(self.volume_label)
        row.addWidget(self.volume, 1)
        row.addWidget(self.value)
        row.addWidget(self.try_button)
        g.addLayout(row)
        self.no_player = PlainLabel(words.no_player_text(), group)
        self.no_player.setObjectName("settings-no-player")
        self.no_player.setWordWrap(True)
        self.no_player.setVisible(not can_play)
        g.addWidget(self.no_player)
        lay.addWidget(group)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)
        self.sound.toggled.connect(self._sound_toggled)
        self.volume.valueChanged.connect(self._volume_moved)
        self.volume.sliderReleased.connect(changed)
        self.finished.connect(lambda _result: self.settings.save())
        self._show_enabled()

    def _choose(self, box: QComboBox, index: int) -> None:
        """A choice made in the list: the menu's action does it (and checks itself there)."""
        action = box.itemData(index)
        if isinstance(action, QAction) and not action.isChecked():
            action.trigger()

    def _show_enabled(self) -> None:
        on = self.sound.isChecked()
        for widget in (self.volume_label, self.volume, self.value, self.try_button):
            widget.setEnabled(on)
        self.value.setText(words.volume_value(self.volume.value()))

    def _sound_toggled(self, on: bool) -> None:
        self.settings.sound = on
        self.settings.save()
        self._show_enabled()
        self._changed()

    def _volume_moved(self, value: int) -> None:
        self.settings.volume = value
        self.value.setText(words.volume_value(value))
        if not self.volume.isSliderDown():  # a key or a click on the groove: the value is final
            self._changed()


def menu_preferences(window: QWidget) -> tuple[list[Choice], list[QAction]]:
    """The preferences ``window``'s menus offer, by their actions' names: View → Animation speed
    and View → Language as lists, Game → Ask before committing as a switch."""
    from ...words.translation import translate

    actions = [a for a in window.findChildren(QAction) if a.objectName()]
    speeds = [a for a in actions if a.objectName().startswith("speed-")]
    languages = [a for a in actions if a.objectName().startswith("language-")]
    choices: list[Choice] = []
    if speeds:
        choices.append((_without_shortcut(translate("MainWindow", "Animation &speed")), speeds))
    if languages:
        choices.append((_without_shortcut(translate("MainWindow", "&Language")), languages))
    return choices, [a for a in actions if a.objectName() == "action-ask-before-committing"]


class SettingsHost(WindowHost, Protocol):
    """The main window as the Settings dialog needs it: its settings and its sound cues."""

    @property
    def secondary(self) -> SecondaryWindows: ...


def open_window(host: SettingsHost) -> SettingsDialog:
    """View → Settings… (:data:`.registry.WINDOWS`): every preference in one window — the
    animation speed, the language, the questions before a commitment and the sound — driving the
    menus' own actions, so the menu and this window always agree. Not modal, so the game (and its
    cues) go on while it is open."""
    from ...words.translation import translate
    from .requests import asks_before_committing

    sound = host.secondary.start_sound()
    choices, switches = menu_preferences(host.as_widget())
    for ask in switches:  # the check says what this table does now (Game → Ask before …)
        ask.setChecked(asks_before_committing(host.settings, host.controller))
    dlg = SettingsDialog(host.as_widget(), host.settings, try_sound=sound.try_volume, changed=sound.prepare,
                         can_play=not sound.backend.missing_player,
                         game_title=translate("MainWindow", "&Game"), choices=choices, switches=switches)
    dlg.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dlg.show()
    return dlg
