"""The New game dialog as a player uses it: R-S6's 2 chosen variant cards, the seats'
colours, a 2-player dialog that fits its rows; no "Abandon?" for an untouched deal; Help → About."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QAbstractButton, QApplication, QMessageBox

from joraku_desktop import __version__
from joraku_desktop.controller.setups import default_setup
from joraku_desktop.model import GameConfig, new_game
from joraku_desktop.paths import resources_dir
from joraku_desktop.views import theme as th
from joraku_desktop.views.windows.dialogs import NewGameDialog
from joraku_desktop.views.windows.main_window import MainWindow
from joraku_desktop.views.windows.window_registry import WindowName

from .conftest import settle, start
from .test_whole_game_by_mouse import human_to_act, play_one_decision

LEFT = Qt.MouseButton.LeftButton


def menu(qtbot, w: MainWindow, menu_key: Qt.Key, item_key: Qt.Key) -> None:
    """Open a menu of the menu bar with Alt+letter and pick an item by its letter."""
    w.activateWindow()  # back from a dialog: the menu bar's shortcuts work in the active window
    QApplication.processEvents()
    qtbot.keyClick(w, menu_key, Qt.KeyboardModifier.AltModifier)
    popup = QApplication.activePopupWidget()
    assert popup is not None, "the menu did not open"
    qtbot.keyClick(popup, item_key)
    QApplication.processEvents()


def open_new_game(qtbot, w: MainWindow) -> NewGameDialog:
    menu(qtbot, w, Qt.Key.Key_G, Qt.Key.Key_N)
    dlg = w.windows.get(WindowName.NEW_GAME)
    assert dlg is not None and dlg.isVisible()
    return dlg


def tick(qtbot, button: QAbstractButton) -> None:
    """Click a check box or radio button on its indicator, as a person would."""
    qtbot.mouseClick(button, LEFT, pos=QPoint(8, button.height() // 2))


def test_chosen_variant_cards_are_exactly_two(window, qtbot) -> None:
    """R-S6: 2 variant cards. "2 chosen" waits for 2 ticks, refuses a third, then starts."""
    w = window
    dlg = open_new_game(qtbot, w)
    assert dlg.start_button.isEnabled()  # "None" is selected
    tick(qtbot, dlg.var_chosen)
    assert dlg.var_chosen.isChecked() and not dlg.start_button.isEnabled()
    assert dlg.var_hint.isVisible() and dlg.var_hint.text() == "Tick exactly 2 cards (R-S6): 0 ticked."
    tick(qtbot, dlg.var_checks["R-V1"])
    assert not dlg.start_button.isEnabled() and dlg.var_hint.text().endswith(": 1 ticked.")
    qtbot.mouseClick(dlg.start_button, LEFT)  # a disabled Start does nothing
    assert dlg.isVisible() and w.controller.game is None
    tick(qtbot, dlg.var_checks["R-V3"])
    assert dlg.start_button.isEnabled()
    tick(qtbot, dlg.var_checks["R-V5"])  # a third card is refused: the others rest
    assert not dlg.var_checks["R-V5"].isChecked() and not dlg.var_checks["R-V5"].isEnabled()
    assert dlg.chosen_variants() == {"R-V1", "R-V3"}
    tick(qtbot, dlg.var_checks["R-V3"])  # changing one's mind: untick, tick another
    tick(qtbot, dlg.var_checks["R-V5"])
    assert dlg.chosen_variants() == {"R-V1", "R-V5"} and dlg.start_button.isEnabled()
    qtbot.mouseClick(dlg.start_button, LEFT)
    settle(w)
    assert w.windows.get(WindowName.NEW_GAME) is None
    assert w.controller.config is not None and w.controller.config.variants == {"R-V1", "R-V5"}
    # "2 at random" and "None" stay
    dlg = open_new_game(qtbot, w)
    tick(qtbot, dlg.var_random)
    assert dlg.start_button.isEnabled() and not dlg.var_hint.isVisible()
    assert len(dlg.setup().config.variants) == 2
    tick(qtbot, dlg.var_none)
    assert dlg.setup().config.variants == frozenset()
    dlg.reject()


def test_the_dialog_shows_seat_colours_and_fits_two_players(window, qtbot) -> None:
    w = window
    dlg = open_new_game(qtbot, w)
    assert dlg.players.currentData() == 4
    assert [s.armies for s in dlg.swatches] == [(0,), (1,), (2,), (3,)]
    assert all(s.isVisible() and not s.pixmap().isNull() for s in dlg.swatches)
    tall = dlg.height()
    qtbot.mouseClick(dlg.players, LEFT)  # focus the box (its list opens and is closed by Escape)
    if QApplication.activePopupWidget() is not None:
        qtbot.keyClick(QApplication.activePopupWidget(), Qt.Key.Key_Escape)
    qtbot.keyClick(dlg.players, Qt.Key.Key_Up)
    qtbot.keyClick(dlg.players, Qt.Key.Key_Up)
    QApplication.processEvents()
    assert dlg.players.currentData() == 2
    assert [dlg.names[s].isVisible() for s in range(4)] == [True, True, False, False]
    assert dlg.height() < tall - 40, "the 2-player dialog shrinks to its rows"
    assert dlg.height() <= dlg.sizeHint().height() + 2
    assert [s.armies for s in dlg.swatches[:2]] == [(0,), (1,)]  # R-V8: blue and red
    tick(qtbot, dlg.v7)
    assert [s.armies for s in dlg.swatches[:2]] == [(0, 1), (2, 3)]  # R-V7: two colours each
    assert dlg.swatches[0].toolTip() == "Blue / Red"
    qtbot.keyClick(dlg.players, Qt.Key.Key_Down)
    QApplication.processEvents()
    assert dlg.players.currentData() == 3 and dlg.names[2].isVisible()
    assert dlg.height() >= dlg.sizeHint().height() - 2, "and grows back for a third seat"
    dlg.reject()


def test_default_names_are_names(qtbot) -> None:
    """The log says "Player 1 plays the blue 6.", never "You plays": the defaults are names, and
    the "You" an earlier version saved in the settings becomes "Player 1"."""
    dlg = NewGameDialog(None, {"seats": [{"name": "You", "kind": "human"}, {"name": "Bob", "kind": "easy"}]})
    qtbot.addWidget(dlg)
    assert [dlg.names[s].text() for s in range(3)] == ["Player 1", "Bob", "CPU 2"]
    dlg.names[0].setText("  ")
    assert dlg.setup().seats[0].name == "Player 1"
    assert [s.name for s in default_setup(1).seats] == ["Player 1", "CPU 1", "CPU 2", "CPU 3"]


def test_abandon_is_asked_only_once_a_person_has_moved(window, qtbot) -> None:
    w = window
    asked: list[str] = []

    def record(title: str, text: str) -> bool:
        asked.append(text)
        return False  # "No": keep the game

    w.confirm = record
    g = new_game(GameConfig(4, seed=6))
    start(w, g, ("human", "random", "random", "random"))
    dlg = open_new_game(qtbot, w)
    qtbot.mouseClick(dlg.start_button, LEFT)  # an untouched deal: replaced without a question
    settle(w)
    assert asked == [] and w.controller.game is not g
    g = w.controller.game
    assert g is not None
    qtbot.waitUntil(lambda: human_to_act(w, g, 0), timeout=10_000)
    play_one_decision(qtbot, w, g, 0, [])  # Player 1 passes 2 cards with the mouse (R-P2)
    dlg = open_new_game(qtbot, w)
    qtbot.mouseClick(dlg.start_button, LEFT)
    settle(w)
    assert len(asked) == 1 and asked[0].startswith("Abandon the game in progress?")
    assert w.controller.game is g  # answered No


def test_about_shows_the_version_the_rules_and_the_font_licence(window, qtbot) -> None:
    w = window
    menu(qtbot, w, Qt.Key.Key_H, Qt.Key.Key_A)
    box = w.findChild(QMessageBox, "about-box")
    assert box is not None and box.isVisible()
    text = box.text()
    assert f"Version {__version__}" in text and "Joraku Desktop" in text
    assert "rulebook" in text and "SIL Open Font License" in text
    assert box.detailedText() == (resources_dir() / "fonts" / "OFL.txt").read_text(encoding="utf-8")
    assert "Licensed under the SIL Open Font License 1.1" in box.detailedText()
    qtbot.mouseClick(box.button(QMessageBox.StandardButton.Ok), LEFT)
    qtbot.waitUntil(lambda: w.findChild(QMessageBox, "about-box") is None)


def test_the_variant_panel_shows_every_card_whole(window, qtbot) -> None:
    """R-S6's 2 cards show their rules whole, whichever 2; more cards (an old save) share the
    panel: each rule is then shown whole in a smaller font or left to the tooltip, never cut."""
    from itertools import combinations, pairwise

    from joraku_desktop.model import default_rules
    from joraku_desktop.views.table.zone_items import VariantsItem

    rules = default_rules()
    item = VariantsItem()
    ids = [c.id for c in rules.variant_cards]
    for n in (2, 3, 6):
        for chosen in combinations(ids, n):
            item.set_cards([(v, rules.variant(v).name, rules.variant(v).text) for v in chosen], "")
            tiles = [item.tile(i) for i in range(n)]
            assert tiles[-1].bottom() <= item.rect.height() - 4, "every tile inside the panel"
            assert all(a.bottom() < b.top() for a, b in pairwise(tiles))
            fonts = [item.rule_font(i) for i in range(n)]
            if n == 2:
                assert fonts == [th.font(10.5)] * 2, chosen  # the full size, as ever
    assert fonts == [None] * 6  # six cards: the names, and the rules in the tooltip
    assert "R-V6" in item.toolTip()


def test_each_computer_level_says_what_it_does(window, qtbot) -> None:
    """Every computer level in a seat's list says in its tooltip how it decides and how long it
    may think; the box itself says it for the level chosen, in the language chosen."""
    from PySide6.QtGui import QAction

    from joraku_desktop import i18n
    from joraku_desktop.ai import AGENT_LEVELS

    w = window
    try:
        for code, expert_words in (("en", "up to 3 seconds per card"), ("ru", "до 3 секунд")):
            w.menuBar().findChild(QAction, f"language-{code}").trigger()
            settle(w)
            w.activateWindow()
            qtbot.keyClick(w, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)  # Game → New game
            dlg = w.windows.get(WindowName.NEW_GAME)
            assert dlg is not None and dlg.isVisible()
            kind = dlg.kinds[1]
            tip = Qt.ItemDataRole.ToolTipRole
            tips = {kind.itemData(i): kind.itemData(i, tip) for i in range(kind.count())}
            assert tips["human"] is None
            assert set(AGENT_LEVELS) <= set(tips) and all(tips[level] for level in AGENT_LEVELS)
            assert len({tips[level] for level in AGENT_LEVELS}) == len(AGENT_LEVELS)
            qtbot.mouseClick(kind, LEFT)  # focus the box (its list opens and is closed by Escape)
            if QApplication.activePopupWidget() is not None:
                qtbot.keyClick(QApplication.activePopupWidget(), Qt.Key.Key_Escape)
            while kind.currentData() != "expert":
                qtbot.keyClick(kind, Qt.Key.Key_Down)
            assert expert_words in kind.toolTip()
            qtbot.keyClick(kind, Qt.Key.Key_Up)
            assert kind.currentData() == "hard" and kind.toolTip() == tips["hard"]
            while kind.currentData() != "human":
                qtbot.keyClick(kind, Qt.Key.Key_Up)
            assert kind.toolTip() == ""
            dlg.reject()
    finally:
        i18n.install("en")
