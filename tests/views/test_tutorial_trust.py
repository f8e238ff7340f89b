"""The tutorial never traps the keyboard nor asks for a key it will not take.

A refused pass puts the cards back and everything on screen says none is chosen, so Enter picks a
card again; "Press Next (or Enter)" is said — by the lesson panel, the banner or the bar — only
while Next is offered, and "Waiting for…" never while the others wait for Next.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication

from joraku_desktop.words.tutorial import tutorial_next_text

from .conftest import settle
from .test_tutorial import play_step, w  # noqa: F401 (the fixture)


def press(qtbot, key: Qt.Key) -> None:
    widget = QApplication.focusWidget()
    assert widget is not None
    qtbot.keyClick(widget, key)


def test_a_refused_pass_gives_the_cards_back_and_enter_picks_again(qtbot, w) -> None:  # noqa: F811
    w.lessons.start()
    settle(w)
    w.tutorial.go(1)  # step 2: pass the red 2 and the yellow 1
    settle(w)
    w.activateWindow()
    w.view.setFocus()
    s, bar = w.scene, w.action_bar
    want = w.tutorial.expected()
    wrong = [it.card for it in s.hand_items if it.isVisible() and it.card not in want.cards][:2]
    for card in wrong:  # two cards the lesson does not ask for, by keys
        s.set_focus([it.card for it in s.hand_items if it.card not in s.pass_selection].index(card))
        press(qtbot, Qt.Key.Key_Return)
    assert sorted(s.pass_selection) == sorted(wrong) and bar.b_confirm.isEnabled()
    press(qtbot, Qt.Key.Key_Return)  # Pass these cards: refused by the lesson
    settle(w)
    assert w.lessons.panel.refusal_label.text()
    assert s.pass_selection == [], "the refused cards stay in the slots"
    assert not bar.b_confirm.isEnabled() and bar.lit_button() is None, \
        "Pass stays lit with no card chosen: Enter only says 'Choose 2 card(s) first.'"
    for card in want.cards:  # the keyboard gets out: Enter picks the cards the lesson asks for
        s.set_focus([it.card for it in s.hand_items if it.card not in s.pass_selection].index(card))
        press(qtbot, Qt.Key.Key_Return)
    assert sorted(s.pass_selection) == sorted(want.cards)
    press(qtbot, Qt.Key.Key_Return)
    settle(w)
    assert w.tutorial.complete or w.tutorial.progress[1] > 0


def test_next_is_asked_for_only_while_it_is_offered(qtbot, w) -> None:  # noqa: F811
    said: list[tuple[int, str]] = []
    failures: list[str] = []

    def checked() -> None:
        try:
            check()
        except AssertionError as e:
            failures.append(str(e))

    def check() -> None:
        t, panel, bar = w.tutorial, w.lessons.panel, w.action_bar
        if not t.active:
            return
        texts = (panel.task.text(), bar.hint.text(), w.lessons.banner_line())
        if any(tutorial_next_text() in text for text in texts):
            said.append((t.index, " | ".join(texts)))
            assert panel.b_next.isEnabled(), f"step {t.index + 1} asks for Next while it is off: {texts}"
        if panel.b_next.isEnabled() and not w.controller.scoring_shown:
            assert "…" not in bar.hint.text() or tutorial_next_text() in bar.hint.text(), \
                f"step {t.index + 1}: the bar says {bar.hint.text()!r} while the others wait for Next"

    w.lessons.start()
    settle(w)
    # checked once every redraw is over, as the player sees the window
    for signal in (w.controller.settled, w.tutorial.changed, w.controller.turn_started):
        signal.connect(lambda *_: QTimer.singleShot(0, checked))
    for index in (5, 6, 7, 14):  # the daimyo, remove (the others wait for Next), the Ninja, own game
        w.tutorial.go(index)
        settle(w)
        play_step(qtbot, w)
        settle(w)
        checked()
    assert not failures, failures[:3]
    assert said, "the lessons never asked for Next"
