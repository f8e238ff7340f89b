"""A table server's lobby in the Join dialog: the tables waiting for friends, one click away.

A club's table server (``python -m joraku_desktop.server``) lists its public tables; a friend
types the server's address, asks for the list, and picks a table, which fills in its code. The
request runs on a worker thread (the GUI thread looks at it with a timer); everything in the
answer is foreign text, shown plain (list items never read markup).
"""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import Future
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QTimer, Signal
from PySide6.QtWidgets import QHBoxLayout, QListWidget, QListWidgetItem, QPushButton, QVBoxLayout, QWidget

from ...model.names import clean_name
from ...model.phases import Mode
from ...words.basics import game_description
from ...words.network import (
    close_text,
    find_tables_button,
    lobby_empty,
    lobby_entry,
    lobby_looking,
    lobby_not_a_server,
    lobby_seats,
    not_an_address,
    seat_state_text,
)
from ..plain_text import PlainLabel

if TYPE_CHECKING:
    from ...net.protocol import TableInfo

#: how often the answer is looked for, and how long at most
POLL_MS, GIVE_UP_MS = 40, 15_000


def table_line(info: TableInfo) -> str:
    """One table of the lobby in words: its code, its game, and who sits where."""
    from ...controller.net_seat import show_table_code

    try:
        mode = Mode.from_label(info.mode)
    except (KeyError, ValueError):
        mode = Mode.BASE
    seats = lobby_seats([(clean_name(s.name), seat_state_text(s.state, s.level, False))
                         for s in sorted(info.seats, key=lambda s: s.seat)])
    return lobby_entry(show_table_code(info.code), game_description(info.players, mode, info.variants), seats)


class LobbyList(QWidget):
    """The "Find tables" button, the list, and a line saying what happened; :attr:`picked` gives
    the code of the table chosen."""

    picked = Signal(str)

    def __init__(self, address: Callable[[], str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("lobby")
        self._address = address  # a callable giving the address typed now
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        row = QHBoxLayout()
        self.find_button = QPushButton(find_tables_button())
        self.find_button.setObjectName("lobby-find")
        self.find_button.clicked.connect(self.look)
        self.status = PlainLabel("")
        self.status.setObjectName("lobby-status")
        self.status.setWordWrap(True)
        row.addWidget(self.find_button)
        row.addWidget(self.status, 1)
        layout.addLayout(row)
        self.tables = QListWidget()
        self.tables.setObjectName("lobby-tables")
        self.tables.setWordWrap(True)
        self.tables.hide()
        self.tables.currentItemChanged.connect(self._chosen)
        layout.addWidget(self.tables)
        self._asked: Future[Any] | None = None
        self._waited = 0
        self._poll = QTimer(self)
        self._poll.setInterval(POLL_MS)
        self._poll.timeout.connect(self._check)

    def look(self) -> None:
        from ...controller.net_seat import table_url
        from ...net import protocol as p
        from ...net.client import lobby_request_in_thread

        text = str(self._address()).strip()
        url = table_url(text)
        if url is None:
            self.status.setText(not_an_address(text[:80]))
            return
        self.status.setText(lobby_looking())
        self.find_button.setEnabled(False)
        self._asked = lobby_request_in_thread(url, p.ListTables(t="list"))
        self._waited = 0
        self._poll.start()

    def _check(self) -> None:
        from ...net import protocol as p

        asked = self._asked
        self._waited += POLL_MS
        if asked is None or (not asked.done() and self._waited < GIVE_UP_MS):
            return
        self._poll.stop()
        self._asked = None
        self.find_button.setEnabled(True)
        if not asked.done():
            self.status.setText(close_text(1006))
            return
        exc = asked.exception()
        if exc is not None:
            self.status.setText(close_text(1006))
            return
        reply = asked.result()
        if isinstance(reply, p.Error):
            self.status.setText(lobby_not_a_server() if reply.code == "not_allowed" else close_text(4000))
            return
        if not isinstance(reply, p.Lobby):
            self.status.setText(close_text(4000))
            return
        self.show_tables(reply.tables)

    def show_tables(self, tables: list[TableInfo]) -> None:
        self.tables.clear()
        for info in tables:
            item = QListWidgetItem(table_line(info))
            item.setData(256, info.code)  # Qt.UserRole
            self.tables.addItem(item)
        self.tables.setVisible(bool(tables))
        self.status.setText("" if tables else lobby_empty())

    def _chosen(self, item: QListWidgetItem | None, _previous: QListWidgetItem | None) -> None:
        if item is not None:
            from ...controller.net_seat import show_table_code

            self.picked.emit(show_table_code(str(item.data(256))))
