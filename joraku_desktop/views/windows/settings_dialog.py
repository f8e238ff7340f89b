"""View → Settings…: the preferences that have no menu entry of their own (the sound cues).

Every change acts at once and is remembered (the settings file is written when the dialog closes
and when sound is switched on or off); "Try" plays the your-turn cue at the volume chosen. The
dialog does not hold the game: the cues can be heard while it is open.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QGroupBox,
    QHBoxLayout,
    QPushButton,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from ...settings import VOLUME_RANGE, Settings
from ...words import sound as words
from ..plain_text import PlainLabel, window_title
from .host import WindowHost

if TYPE_CHECKING:
    from .secondary import SecondaryWindows

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
                 changed: Callable[[], None], can_play: bool = True) -> None:
        super().__init__(parent)
        self.setObjectName("settings-dialog")
        self.setWindowTitle(window_title(words.settings_title()))
        self.settings = settings
        self._changed = changed
        self.setMinimumWidth(MIN_WIDTH)
        lay = QVBoxLayout(self)
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


class SettingsHost(WindowHost, Protocol):
    """The main window as the Settings dialog needs it: its settings and its sound cues."""

    @property
    def secondary(self) -> SecondaryWindows: ...


def open_window(host: SettingsHost) -> SettingsDialog:
    """View → Settings… (:data:`.registry.WINDOWS`): not modal, so the game (and its cues) go on
    while it is open."""
    sound = host.secondary.start_sound()
    dlg = SettingsDialog(host.as_widget(), host.settings, try_sound=sound.try_volume, changed=sound.prepare,
                         can_play=not sound.backend.missing_player)
    dlg.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dlg.show()
    return dlg
