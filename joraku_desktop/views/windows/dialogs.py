"""Dialogs: new game, results, and the keyboard list of every legal action; text cut to size.

Everything typed or read from a file passes through a check here before it reaches the engine or a
message: the seed box parses without ever raising, and :func:`clip` keeps a message short enough
that a crafted file (megabytes of text) cannot freeze the window while Qt lays the text out.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QRegularExpression, Qt, Signal
from PySide6.QtGui import QKeySequence, QRegularExpressionValidator, QShortcut
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLineEdit,
    QListWidget,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)
from typing_extensions import override

from ...controller.setups import GameSetup, agent_levels, default_level
from ...model import Action, GameConfig, default_rules, draw_variant_cards
from ...model.config import DealScheme, new_seed
from ...model.names import has_visible
from ...model.phases import Mode
from ...model.save_format import clip
from ...saves import SeatInfo
from ...words.basics import default_computer_name, default_player_name, level_help, level_text
from ...words.translation import translate
from ...words.variants import variant_card_name, variant_card_text
from .. import theme as th
from ..plain_text import PlainLabel, plain_tip, window_title
from .limits import SEAT_NAME_MAX
from .swatch import SeatSwatch
from .window_registry import WindowName

if TYPE_CHECKING:
    from .host import WindowHost

#: the largest seed the box takes (the save format allows more; people never need it)
MAX_SEED = 2_000_000_000
#: characters a person may use to group digits ("1,000", "1 000", "1'000", "1_000")
_DIGIT_GROUPING = ",_' \u00a0\u202f"


#: names earlier versions filled in for the local player: "You" made "You plays the blue 6."
_OLD_DEFAULT_NAMES = frozenset({"You"})


def parse_seed(text: str) -> int | None:
    """The seed typed in the box: ``None`` when empty (a random deal), else a number.

    Raises ``ValueError`` with a message for people ("1,000" is read as 1000; "-5", "abc" and
    numbers above :data:`MAX_SEED` are refused) — never anything ``int()`` would throw at them."""
    digits = text.strip()
    for ch in _DIGIT_GROUPING:
        digits = digits.replace(ch, "")
    if not digits:
        return None
    if not (digits.isascii() and digits.isdigit()):
        raise ValueError(f"the seed must be a whole number from 0 to {MAX_SEED:,} (not {clip(text, 20)!r})")
    if len(digits) > len(str(MAX_SEED)) or int(digits) > MAX_SEED:
        raise ValueError(f"the seed must be at most {MAX_SEED:,}")
    return int(digits)


#: how many variant cards a game uses (R-S6: "draw 2 of the 6")
VARIANT_CARDS_IN_PLAY = 2


class NewGameDialog(QDialog):
    """2, 3 or 4 players; for each seat its colours, a name and human/computer level; the
    two-player variant; variant cards none / 2 at random / 2 chosen (R-S6: Start waits until
    exactly 2 are ticked); an optional seed. The dialog fits its rows (2 players: 2 seats)."""

    def __init__(self, parent: QWidget | None = None, last: dict[str, Any] | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("new-game-dialog")
        self.setStyleSheet(th.DIALOG_SHEET)
        self.setWindowTitle(window_title(self.tr("New game")))
        lay = QVBoxLayout(self)
        form = QFormLayout()
        self.players = QComboBox(self)
        self.players.setObjectName("players")
        for n in (2, 3, 4):
            self.players.addItem(self.tr("{0} players").format(n), n)
        form.addRow(self.tr("Players"), self.players)
        lay.addLayout(form)

        seats_box = QGroupBox(self.tr("Seats (in play order)"), self)
        grid = QGridLayout(seats_box)
        self.names: list[QLineEdit] = []
        self.kinds: list[QComboBox] = []
        self._rows: list[list[QWidget]] = []
        self.swatches: list[SeatSwatch] = []
        for s in range(4):
            label = PlainLabel(self.tr("Seat {0}").format(s + 1), seats_box)
            swatch = SeatSwatch(seats_box)
            swatch.setObjectName(f"seat-colours-{s}")
            name = QLineEdit(seats_box)
            name.setObjectName(f"seat-name-{s}")
            name.setMaxLength(SEAT_NAME_MAX)  # as saves allow; the table elides
            kind = QComboBox(seats_box)
            kind.setObjectName(f"seat-kind-{s}")
            kind.addItem(self.tr("Human"), "human")
            for level in agent_levels():
                kind.addItem(self.tr("Computer: {0}").format(level_text(level)), level)
                kind.setItemData(kind.count() - 1, plain_tip(level_help(level)), Qt.ItemDataRole.ToolTipRole)
            kind.currentIndexChanged.connect(  # the closed box says what its chosen level does
                lambda _i, box=kind: box.setToolTip(plain_tip(level_help(str(box.currentData())))))
            grid.addWidget(swatch, s, 0)
            grid.addWidget(label, s, 1)
            grid.addWidget(name, s, 2)
            grid.addWidget(kind, s, 3)
            self.names.append(name)
            self.kinds.append(kind)
            self.swatches.append(swatch)
            self._rows.append([swatch, label, name, kind])
        lay.addWidget(seats_box)

        self.two_box = QGroupBox(self.tr("Two-player variant"), self)
        tl = QVBoxLayout(self.two_box)
        self.v7 = QRadioButton(self.tr("R-V7: 2 against 2 — each player commands two armies"), self.two_box)
        self.v8 = QRadioButton(self.tr("R-V8: two players and a neutral army"), self.two_box)
        self.v8.setChecked(True)
        tl.addWidget(self.v7)
        tl.addWidget(self.v8)
        lay.addWidget(self.two_box)

        var_box = QGroupBox(self.tr("Variant cards (advanced game, R-S6)"), self)
        vl = QVBoxLayout(var_box)
        row = QHBoxLayout()
        self.var_group = QButtonGroup(self)
        self.var_none = QRadioButton(self.tr("None"), var_box)
        self.var_random = QRadioButton(self.tr("2 at random"), var_box)
        self.var_chosen = QRadioButton(self.tr("2 chosen:"), var_box)
        for i, b in enumerate((self.var_none, self.var_random, self.var_chosen)):
            self.var_group.addButton(b, i)
            row.addWidget(b)
        self.var_none.setChecked(True)
        vl.addLayout(row)
        self.var_checks: dict[str, QCheckBox] = {}
        cgrid = QGridLayout()
        for i, card in enumerate(default_rules().variant_cards):
            cb = QCheckBox(self.tr("{0} {1}", "variant card: id, name").format(
                card.id, variant_card_name(card.id)), var_box)
            cb.setToolTip(plain_tip(variant_card_text(card.id)))
            cb.setObjectName(f"variant-{card.id}")
            cgrid.addWidget(cb, i // 2, i % 2)
            self.var_checks[card.id] = cb
            cb.toggled.connect(lambda _on: self._update())
        vl.addLayout(cgrid)
        self.var_hint = PlainLabel("", self)
        self.var_hint.setObjectName("variant-hint")
        vl.addWidget(self.var_hint)
        lay.addWidget(var_box)

        sform = QFormLayout()
        self.seed = QLineEdit(self)
        self.seed.setObjectName("seed")
        self.seed.setPlaceholderText(self.tr("random"))
        # digits only: QIntValidator takes "1,000" (locale grouping) and int() then fails on it
        self.seed.setValidator(QRegularExpressionValidator(QRegularExpression("[0-9]{0,10}"), self))
        self.seed.setMaxLength(32)
        sform.addRow(self.tr("Seed (optional: the same seed deals the same cards)"), self.seed)
        lay.addLayout(sform)
        self.seed_error = PlainLabel("", self)
        self.seed_error.setObjectName("seed-error")
        self.seed_error.setStyleSheet(th.qss("color: @error_light;"))
        self.seed_error.hide()
        lay.addWidget(self.seed_error)

        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.start_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.start_button.setText(self.tr("Start"))
        self.start_button.setObjectName("button-start")
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)

        self._apply_last(last or {})
        self.players.currentIndexChanged.connect(self._update)
        self.var_group.idToggled.connect(lambda *_: self._update())
        self.v7.toggled.connect(lambda _on: self._update())
        self._update()

    def _apply_last(self, last: dict[str, Any]) -> None:
        seats = last.get("seats") or []
        for s in range(4):
            name = default_computer_name(s) if s else default_player_name(s)
            kind = default_level() if s else "human"
            if s < len(seats) and isinstance(seats[s], dict):
                kept = str(seats[s].get("name", name))[:SEAT_NAME_MAX]
                name = name if kept in _OLD_DEFAULT_NAMES else kept
                kind = str(seats[s].get("kind", kind))
            self.names[s].setText(name)
            idx = self.kinds[s].findData(kind)
            self.kinds[s].setCurrentIndex(idx if idx >= 0 else (1 if s else 0))
        idx = self.players.findData(last.get("players", 4))
        self.players.setCurrentIndex(idx if idx >= 0 else 2)
        if last.get("two_player_variant") == Mode.V7.label:
            self.v7.setChecked(True)

    def _update(self) -> None:
        n = self.players.currentData()
        config = self._config(n, None, frozenset())
        for s, widgets in enumerate(self._rows):
            for w in widgets:
                w.setVisible(s < n)
            self.swatches[s].set_armies(config.seat_armies(s) if s < n else ())
        self.two_box.setEnabled(n == 2)
        self._update_variants()
        self._fit()

    def _update_variants(self) -> None:
        """R-S6: "chosen" means exactly 2 cards; once 2 are ticked the others rest, and Start
        waits until there are 2 (a clear line says how many are ticked)."""
        chosen = self.var_chosen.isChecked()
        ticked = self.chosen_variants()
        for cb in self.var_checks.values():
            cb.setEnabled(chosen and (cb.isChecked() or len(ticked) < VARIANT_CARDS_IN_PLAY))
        self.var_hint.setVisible(chosen)
        if chosen:
            self.var_hint.setText(self.tr(
                "Tick exactly 2 cards (R-S6): %n ticked.", None, len(ticked)))
            ok = len(ticked) == VARIANT_CARDS_IN_PLAY
            self.var_hint.setStyleSheet("" if ok else th.qss("color: @error_light;"))
        self.start_button.setEnabled(not chosen or len(ticked) == VARIANT_CARDS_IN_PLAY)

    def chosen_variants(self) -> frozenset[str]:
        """The variant cards ticked (whether or not "2 chosen" is selected)."""
        return frozenset(v for v, cb in self.var_checks.items() if cb.isChecked())

    def _fit(self) -> None:
        """Shrink or grow to the rows shown (a 2-player game has no room for 4 seats); the
        width the player gave the dialog stays."""
        # lay out the boxes first (the rows just hidden or shown), then the dialog around them
        for layout in (*(box.layout() for box in self.findChildren(QGroupBox)), self.layout()):
            if layout is not None:
                layout.invalidate()
                layout.activate()
        hint = self.sizeHint()
        self.resize(max(self.width(), hint.width()) if self.isVisible() else hint.width(), hint.height())

    def _config(self, n: int, seed: int | None, variants: frozenset[str]) -> GameConfig:
        """The engine's config for what the dialog shows (``seed`` None: 0, for seat colours)."""
        two = ("R-V7" if self.v7.isChecked() else "R-V8") if n == 2 else None
        return GameConfig(players=n, two_player_variant=two, variants=variants, seed=seed or 0,
                          deal=DealScheme.KEYED)

    def seed_problem(self) -> str:
        """Why the seed box cannot be used ("" when it can)."""
        try:
            parse_seed(self.seed.text())
        except ValueError:
            return self.tr("The seed must be a whole number from 0 to 2,000,000,000 (empty: a random deal).")
        return ""

    @override
    def accept(self) -> None:
        """Start only with a seed that can be used and, when cards are chosen, exactly 2 of
        them (R-S6); otherwise say so and keep the dialog open."""
        if not self.start_button.isEnabled():
            return
        problem = self.seed_problem()
        if problem:
            self.seed_error.setText(problem)
            self.seed_error.show()
            self.seed.setFocus()
            return
        super().accept()

    def _name(self, seat: int) -> str:
        """The name typed for ``seat``, or the default one if nothing visible was typed."""
        typed = self.names[seat].text()
        return typed if has_visible(typed) else default_player_name(seat)

    def setup(self) -> GameSetup:
        """The game the dialog describes (call after it was accepted). Never raises: a seed that
        slipped past the checks (set programmatically) gives a random deal."""
        n = self.players.currentData()
        try:
            seed = parse_seed(self.seed.text())
        except ValueError:
            seed = None
        if seed is None:
            seed = new_seed()
        if self.var_random.isChecked():
            variants = draw_variant_cards(seed)
        elif self.var_chosen.isChecked():
            variants = self.chosen_variants()
        else:
            variants = frozenset()
        seats = tuple(SeatInfo(self._name(s), self.kinds[s].currentData()) for s in range(n))
        return GameSetup(self._config(n, seed, variants), seats)


class ActionPicker(QDialog):
    """Every legal action in plain words: the keyboard way to do anything on the board.

    It stays open while the player goes on deciding the same card (three samurai placed with
    Enter, Enter, Enter): whoever listens to :attr:`picked` shows the next choices with
    :meth:`set_actions`, or closes it. Ctrl+Z (the platform's Undo) here asks for the game's
    undo, as on the table (:attr:`undo_asked`); a refusal is said under the list (:meth:`say`)."""

    picked = Signal(Action)
    undo_asked = Signal()

    def __init__(self, parent: QWidget | None, actions: Sequence[tuple[str, Action]]) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.setObjectName("action-picker")
        self.setWindowTitle(window_title(self.tr("All actions")))
        self.setMinimumSize(460, 360)
        lay = QVBoxLayout(self)
        lay.addWidget(PlainLabel(self.tr("Choose with the arrow keys and press Enter:"), self))
        self.list = QListWidget(self)
        self.list.setObjectName("action-list")
        self._actions: list[Action] = []
        self.note = PlainLabel("", self)  # under the list
        self.note.setObjectName("action-list-note")
        self.note.setWordWrap(True)
        self.note.setVisible(False)
        self.set_actions(actions)
        # Enter reaches the dialog's default button (OK); an item's activation as well would pick
        # twice from one key press now that the list stays open
        self.list.itemDoubleClicked.connect(lambda _i: self._pick())
        lay.addWidget(self.list)
        lay.addWidget(self.note)
        undo = QShortcut(QKeySequence(QKeySequence.StandardKey.Undo), self)
        undo.activated.connect(self.undo_asked)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.accepted.connect(self._pick)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)

    def say(self, text: str) -> None:
        """A line under the list (why an undo was refused), or none."""
        self.note.setText(text)
        self.note.setVisible(bool(text))

    def set_actions(self, actions: Sequence[tuple[str, Action]]) -> None:
        """Show these choices; the cursor stays on the same row (the next samurai to the same
        area is one Enter away)."""
        self.say("")
        row = max(0, self.list.currentRow())
        self.list.clear()
        self._actions = [a for _t, a in actions]
        for text, _a in actions:
            self.list.addItem(text)
        self.list.setCurrentRow(min(row, len(self._actions) - 1))

    def _pick(self) -> None:
        row = self.list.currentRow()
        if 0 <= row < len(self._actions):
            self.picked.emit(self._actions[row])
        else:
            self.accept()


def open_window(host: WindowHost) -> NewGameDialog:
    """Game → New game… (:data:`.registry.WINDOWS`): window-modal, not a nested event loop; the
    computer players wait while it is open (its row says modal)."""
    dlg = NewGameDialog(host.as_widget(), host.settings.last_setup)
    dlg.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dlg.finished.connect(lambda result, d=dlg: _new_game_finished(host, d, result))
    dlg.open()
    dlg.activateWindow()  # the keyboard is in it, wherever it was opened from
    return dlg


def _new_game_finished(host: WindowHost, dlg: NewGameDialog, result: int) -> None:
    host.windows.forget(WindowName.NEW_GAME)
    host.as_widget().activateWindow()  # the keys go back to the table
    if result != QDialog.DialogCode.Accepted:
        return
    setup = dlg.setup()  # read now: the dialog is deleted once control returns to Qt
    if host.controller.has_progress and not host.confirm(
        translate("MainWindow", "New game"),
        translate(
            "MainWindow",
            "Abandon the game in progress? (It stays in the autosave "
            "until the new game's first move.)",
        ),
    ):
        return
    host.start_game(setup)
