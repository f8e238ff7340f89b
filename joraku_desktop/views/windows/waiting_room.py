"""The host's waiting room: where friends join, who is here, and the start of the game.

It shows what friends need to join (this machine's address with the port, and the table code),
then one row per seat with who is there now, as the table reports it (``seats`` messages: the
names are foreign text, shown as plain text). The host may give an absent or dropped friend's
seat to a computer, free a seat the wrong person took (they are closed out; the friend with the
code can sit there), and start the game at any time; seats still empty then get a computer. It
stays available during the game (the seat list), non-modal, so the host can replace a friend
who dropped.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QDialog, QGridLayout, QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from ...controller.setups import default_level
from ...model.names import clean_name
from ...net.codes import SeatState, TableState
from ...words.network import (
    addresses_text,
    close_table_button,
    copy_invite_button,
    fingerprint_text,
    free_seat_button,
    joined_count,
    no_address_text,
    replace_button,
    seat_label,
    seat_state_text,
    share_invite_text,
    share_text,
    start_anyway_button,
    start_button,
    table_code_text,
    waiting_room_title,
)
from .. import theme as th
from ..plain_text import PlainLabel, window_title

if TYPE_CHECKING:
    from ...controller.net_seat import NetSeat

#: a person's seat (a friend may be invited to it); a seat someone took (it may be freed); the
#: seats of friends, counted in the "joined" line
PEOPLE = frozenset({SeatState.OPEN, SeatState.CONNECTED, SeatState.DROPPED})
TAKEN = frozenset({SeatState.CONNECTED, SeatState.DROPPED, SeatState.STAND_IN})
FRIENDS = PEOPLE | {SeatState.STAND_IN}


class WaitingRoom(QDialog):
    """The seats of a hosted table (see the module doc); :attr:`close_table` asks to close it."""

    close_table = Signal()

    def __init__(self, net: NetSeat, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("waiting-room")
        self.setStyleSheet(th.DIALOG_SHEET)
        self.net = net
        self.setWindowTitle(window_title(waiting_room_title()))
        self.setWindowModality(Qt.WindowModality.NonModal)
        layout = QVBoxLayout(self)
        self.code = PlainLabel("")
        self.code.setObjectName("waiting-code")
        big = QFont(self.code.font())
        big.setPointSizeF(big.pointSizeF() * 1.6)
        big.setBold(True)
        self.code.setFont(big)
        self.code.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.code)
        self.address = PlainLabel("")
        self.address.setObjectName("waiting-address")
        self.address.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.address)
        self.share = PlainLabel("")
        self.share.setWordWrap(True)
        layout.addWidget(self.share)
        # a table serving wss://: the invitation (address, code, certificate) in one paste
        invite_row = QHBoxLayout()
        self.invite = PlainLabel("")
        self.invite.setObjectName("waiting-invite")
        self.invite.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.invite.setWordWrap(True)
        self.copy = QPushButton(copy_invite_button())
        self.copy.setObjectName("waiting-copy-invite")
        self.copy.clicked.connect(self._copy_invite)
        invite_row.addWidget(self.invite, 1)
        invite_row.addWidget(self.copy)
        layout.addLayout(invite_row)
        self.fingerprint = PlainLabel("")
        self.fingerprint.setObjectName("waiting-fingerprint")
        self.fingerprint.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.fingerprint)
        self.grid = QGridLayout()
        self.grid.setColumnStretch(1, 1)
        self.rows: list[tuple[PlainLabel, PlainLabel, PlainLabel, QPushButton, QPushButton]] = []
        for seat in range(4):
            seat_text, name, state = PlainLabel(seat_label(seat)), PlainLabel(""), PlainLabel("")
            name.setObjectName(f"waiting-name-{seat}")
            state.setObjectName(f"waiting-state-{seat}")
            button = QPushButton(replace_button())
            button.setObjectName(f"waiting-replace-{seat}")
            button.clicked.connect(lambda _=False, s=seat: self.net.replace_seat(s, default_level()))
            free = QPushButton(free_seat_button())
            free.setObjectName(f"waiting-free-{seat}")
            free.clicked.connect(lambda _=False, s=seat: self.net.free_seat(s))
            for col, w in enumerate((seat_text, name, state, button, free)):
                self.grid.addWidget(w, seat, col)
            self.rows.append((seat_text, name, state, button, free))
        layout.addLayout(self.grid)
        self.count = PlainLabel("")
        layout.addWidget(self.count)
        buttons = QHBoxLayout()
        self.close_button = QPushButton(close_table_button())
        self.close_button.setObjectName("waiting-close")
        self.close_button.clicked.connect(self.close_table.emit)
        self.start = QPushButton(start_button())
        self.start.setObjectName("waiting-start")
        self.start.setDefault(True)
        self.start.clicked.connect(self._start)
        buttons.addWidget(self.close_button)
        buttons.addStretch(1)
        buttons.addWidget(self.start)
        layout.addLayout(buttons)
        net.seats_changed.connect(lambda _info: self.refresh())
        self.refresh()

    def addresses(self) -> str:
        from ...controller.net_seat import shareable_addresses

        port = self.net.hosted_port
        found = shareable_addresses()[:3]
        if not found:
            return no_address_text(port)
        scheme = "wss://" if self.net.host_pin else ""
        return ", ".join(f"{scheme}[{a}]:{port}" if ":" in a else f"{scheme}{a}:{port}" for a in found)

    def invitation(self) -> str:
        """The invitation for this machine's first shareable address ("" without TLS)."""
        from ...controller.net_seat import shareable_addresses

        if not self.net.host_pin:
            return ""
        found = shareable_addresses()[:1] or ["127.0.0.1"]
        return self.net.invitation(found[0])

    def _copy_invite(self) -> None:
        from PySide6.QtGui import QGuiApplication

        text = self.invitation()
        if text:
            QGuiApplication.clipboard().setText(text)

    def refresh(self) -> None:
        from ...controller.net_seat import fingerprint_shown

        n = self.net
        info = n.info
        code = n.code_shown
        where = self.addresses()
        self.code.setText(table_code_text(code))
        self.address.setText(addresses_text(where))
        invite = self.invitation()
        self.share.setText(share_invite_text() if invite else share_text(where, code))
        self.invite.setText(invite)
        pin = n.host_pin
        self.fingerprint.setText(fingerprint_text(fingerprint_shown(pin)) if pin else "")
        for w in (self.invite, self.copy, self.fingerprint):
            w.setVisible(bool(invite))
        seats = sorted(info.seats, key=lambda s: s.seat) if info is not None else []
        friends = joined = 0
        for seat, (label, name, state, button, free) in enumerate(self.rows):
            shown = seat < len(seats)
            for w in (label, name, state, button, free):
                w.setVisible(shown)
            if not shown:
                continue
            s = seats[seat]
            name.setText(clean_name(s.name))
            state.setText(seat_state_text(s.state, s.level, seat == n.seat))
            person = s.state in PEOPLE
            over = info is None or info.state is TableState.OVER
            button.setVisible(person)
            button.setEnabled(person and not over)
            # a seat someone took (here, dropped, or a computer standing in for them)
            taken = s.state in TAKEN
            free.setVisible(taken and seat != n.seat)
            free.setEnabled(not over)
            if s.state in FRIENDS:
                friends += 1
                joined += s.state is SeatState.CONNECTED
        self.count.setText(joined_count(joined, friends))
        waiting = info is not None and info.state is TableState.WAITING
        self.start.setVisible(waiting)
        self.start.setText(start_button() if joined == friends else start_anyway_button())

    def _start(self) -> None:
        self.net.start_game()
        self.hide()
