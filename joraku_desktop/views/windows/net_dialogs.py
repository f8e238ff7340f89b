"""Game → Host a table… and Game → Join a table…: what a player chooses before a networked table.

The dialogs only collect and check what is typed (an address goes through ``table_url``, a code
through ``normalise_table_code``, a name through ``clean_name``); opening the table, joining it
and everything on the network happen in :mod:`.net_play`, never in the GUI thread.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ...controller.setups import HostSeat, agent_levels, default_level, host_seat
from ...model import draw_variant_cards
from ...model.names import NAME_MAX, clean_name, has_visible
from ...model.phases import Mode
from ...words.basics import default_computer_name, default_player_name, game_description
from ...words.network import (
    address_label,
    code_label,
    computer_choice,
    friend_choice,
    game_label,
    host_button,
    host_intro,
    host_title,
    join_button,
    join_intro,
    join_title,
    me_choice,
    need_a_friend,
    need_me,
    not_a_code,
    not_an_address,
    port_label,
    seat_label,
    your_name_label,
)
from .. import theme as th
from ..plain_text import PlainLabel, window_title

#: the port a host listens on unless told otherwise (docs/network.md)
DEFAULT_PORT = 8765
#: what the boxes show while empty: an address and a table code as a host shares them (not words)
EXAMPLE_ADDRESS, EXAMPLE_CODE = "192.168.1.20:8765", "K7Q-M4X"


@dataclass(frozen=True, slots=True)
class HostChoice:
    players: int
    #: per seat: (the host, a friend or a computer level; the seat's name)
    seats: tuple[tuple[HostSeat | str, str], ...]
    port: int
    #: None, or the two-player variant ("R-V7", "R-V8")
    two_player_variant: str | None = None
    variants: frozenset[str] = frozenset()

    @property
    def my_seat(self) -> int:
        return next(i for i, (kind, _name) in enumerate(self.seats) if kind is HostSeat.ME)


@dataclass(frozen=True, slots=True)
class JoinChoice:
    url: str
    code: str
    name: str
    #: the host's certificate fingerprint, from a pasted invitation (None: none given)
    pin: str | None = None


def _name_box(text: str) -> QLineEdit:
    box = QLineEdit(text)
    box.setMaxLength(NAME_MAX)
    return box


class HostDialog(QDialog):
    """The seats (me, a friend over the network, a computer level) and the port."""

    def __init__(self, parent: QWidget | None = None, my_name: str = "") -> None:
        super().__init__(parent)
        self.setObjectName("host-dialog")
        self.setStyleSheet(th.DIALOG_SHEET)
        self.setWindowTitle(window_title(host_title()))
        layout = QVBoxLayout(self)
        intro = PlainLabel(host_intro())
        intro.setWordWrap(True)
        layout.addWidget(intro)
        form = QFormLayout()
        # the games offered: each mode, without variant cards and with two drawn now (R-S6), worded
        # as the log's first line words a game
        drawn = draw_variant_cards(random.randrange(1 << 30))
        self.games: list[tuple[int, str | None, frozenset[str]]] = [
            (n, mode, cards) for cards in (frozenset(), drawn)
            for n, mode in ((4, None), (3, None), (2, "R-V7"), (2, "R-V8"))]
        self.game = QComboBox()
        self.game.setObjectName("host-game")
        for n, mode, cards in self.games:
            self.game.addItem(game_description(n, Mode.from_label(mode or "base"), cards))
        self.game.currentIndexChanged.connect(self._show_rows)
        form.addRow(game_label(), self.game)
        self.my_name = _name_box(my_name if has_visible(my_name) else default_player_name(0))
        form.addRow(your_name_label(), self.my_name)
        self.port = QSpinBox()
        self.port.setRange(1024, 65535)
        self.port.setValue(DEFAULT_PORT)
        form.addRow(port_label(), self.port)
        self.kinds: list[QComboBox] = []
        self.labels: list[PlainLabel] = []
        self._choices: list[str] = [HostSeat.ME, HostSeat.FRIEND, *agent_levels()]
        for seat in range(4):
            label = PlainLabel(seat_label(seat))
            box = QComboBox()
            box.setObjectName(f"host-seat-{seat}")
            box.addItem(me_choice(), HostSeat.ME.value)
            box.addItem(friend_choice(), HostSeat.FRIEND.value)
            for level in agent_levels():
                box.addItem(computer_choice(level), level)
            first = HostSeat.ME if seat == 0 else HostSeat.FRIEND if seat < 3 else default_level()
            box.setCurrentIndex(self._choices.index(first))
            box.currentIndexChanged.connect(self._check)
            form.addRow(label, box)
            self.labels.append(label)
            self.kinds.append(box)
        self.form = form
        layout.addLayout(form)
        self.problem = PlainLabel("")
        self.problem.setObjectName("host-problem")
        self.problem.setWordWrap(True)
        layout.addWidget(self.problem)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.ok = self.buttons.addButton(host_button(), QDialogButtonBox.ButtonRole.AcceptRole)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self._show_rows()

    def _show_rows(self) -> None:
        for seat in range(4):
            self.form.setRowVisible(self.kinds[seat], seat < self.player_count)
        self._check()

    @property
    def player_count(self) -> int:
        return self.games[max(self.game.currentIndex(), 0)][0]

    def kinds_chosen(self) -> list[HostSeat | str]:
        return [host_seat(str(self.kinds[s].currentData())) for s in range(self.player_count)]

    def problem_text(self) -> str:
        kinds = self.kinds_chosen()
        if kinds.count(HostSeat.ME) != 1:
            return need_me()
        if HostSeat.FRIEND not in kinds:
            return need_a_friend()
        return ""

    def _check(self) -> None:
        text = self.problem_text()
        self.problem.setText(text)
        self.ok.setEnabled(not text)

    def choice(self) -> HostChoice:
        seats: list[tuple[HostSeat | str, str]] = []
        computers = 0
        for seat, kind in enumerate(self.kinds_chosen()):
            if kind is HostSeat.ME:
                name = clean_name(self.my_name.text()) if has_visible(self.my_name.text()) \
                    else default_player_name(seat)
            elif kind is HostSeat.FRIEND:
                name = default_player_name(seat)  # the friend's own name replaces it on joining
            else:
                computers += 1
                name = default_computer_name(computers)
            seats.append((kind, name))
        players, mode, cards = self.games[max(self.game.currentIndex(), 0)]
        return HostChoice(players, tuple(seats), self.port.value(), mode, cards)


class JoinDialog(QDialog):
    """The host's address and table code, and the name to sit down with."""

    def __init__(self, parent: QWidget | None = None, my_name: str = "", address: str = "",
                 code: str = "") -> None:
        super().__init__(parent)
        self.setObjectName("join-dialog")
        self.setStyleSheet(th.DIALOG_SHEET)
        self.setWindowTitle(window_title(join_title()))
        layout = QVBoxLayout(self)
        intro = PlainLabel(join_intro())
        intro.setWordWrap(True)
        layout.addWidget(intro)
        form = QFormLayout()
        self.address = QLineEdit(address)
        self.address.setMaxLength(300)
        self.address.setPlaceholderText(EXAMPLE_ADDRESS)
        form.addRow(address_label(), self.address)
        self.code = QLineEdit(code)
        self.code.setMaxLength(16)
        self.code.setPlaceholderText(EXAMPLE_CODE)
        form.addRow(code_label(), self.code)
        self.address.textChanged.connect(self._pasted)
        self.name = _name_box(my_name if has_visible(my_name) else default_player_name(0))
        form.addRow(your_name_label(), self.name)
        layout.addLayout(form)
        from .lobby import LobbyList

        self.lobby = LobbyList(self.address.text, self)
        self.lobby.picked.connect(lambda code: self.code.setText(code))
        layout.addWidget(self.lobby)
        self.problem = PlainLabel("")
        self.problem.setObjectName("join-problem")
        self.problem.setWordWrap(True)
        layout.addWidget(self.problem)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.ok = self.buttons.addButton(join_button(), QDialogButtonBox.ButtonRole.AcceptRole)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)

    def _pasted(self, text: str) -> None:
        """An invitation pasted as the address fills in the code too (one paste joins)."""
        from ...controller.net_seat import parse_invite, show_table_code

        invite = parse_invite(text)
        if invite is not None:
            self.code.setText(show_table_code(invite.code))

    def read(self) -> JoinChoice | str:
        """What was typed, checked: the choice, or the sentence saying what is wrong. A pasted
        invitation gives the address, the code and the host's certificate at once."""
        from ...controller.net_seat import is_server_name, normalise_table_code, parse_invite, table_url

        text = self.address.text().strip()
        name = clean_name(self.name.text()) if has_visible(self.name.text()) else default_player_name(0)
        invite = parse_invite(text)
        if invite is not None:
            return JoinChoice(invite.url, invite.code, name, invite.pin or None)
        url = table_url(text, DEFAULT_PORT)
        if url is None:
            return not_an_address(text[:80])
        code = normalise_table_code(self.code.text())
        if code is None:
            return not_a_code()
        # a wss:// table at an address or a home-network name is a host's own certificate:
        # trusted on first use, then held to; a public name is checked as the web checks it
        return JoinChoice(url, code, name, "" if url.startswith("wss:") and not is_server_name(url) else None)

    def accept(self) -> None:
        got = self.read()
        if isinstance(got, str):
            self.problem.setText(got)
            return
        super().accept()
