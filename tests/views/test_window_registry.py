"""The window registry: one of each window (open or raise), forgotten when closed or deleted,
and the holds on the computer players counted by reason."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QWidget

from joraku_desktop.views.windows.window_registry import WindowRegistry


def test_open_makes_one_and_raises_it_when_asked_again(qtbot) -> None:
    registry = WindowRegistry()
    made: list[QWidget] = []
    again: list[QWidget] = []

    def make() -> QWidget:
        w = QWidget()
        w.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        made.append(w)
        return w

    first = registry.open("stats", make)
    second = registry.open("stats", make, again=again.append)
    assert first is second and made == [first] and again == [first]
    assert registry.get("stats") is first and registry.names() == ["stats"]
    registry.close("stats")
    assert registry.get("stats") is None
    third = registry.open("stats", make)
    assert third is not first and len(made) == 2


def test_a_window_is_forgotten_when_deleted_or_finished(qtbot) -> None:
    registry = WindowRegistry()
    w = registry.open("plain", QWidget)
    w.deleteLater()
    qtbot.waitUntil(lambda: registry.get("plain") is None, timeout=2000)
    dialog = registry.open("dialog", QDialog)
    dialog.reject()  # finished: forgotten at once, before Qt deletes it
    assert registry.get("dialog") is None


def test_holds_pause_until_the_last_one_lets_go(qtbot) -> None:
    registry = WindowRegistry()
    heard: list[bool] = []
    registry.paused_changed.connect(heard.append)
    dialog = registry.open("new-game", QDialog, modal=True)
    registry.hold("curtain")
    with registry.modal("question"):
        assert registry.paused
    registry.release("curtain")
    assert registry.paused and heard == [True]
    dialog.reject()
    assert not registry.paused and heard == [True, False]
    registry.release("curtain")  # letting go twice changes nothing
    assert heard == [True, False]
