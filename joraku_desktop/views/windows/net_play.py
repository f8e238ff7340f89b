"""The window at a table over the network: the Host and Join menu entries' flows, the waiting
room, and the banner on the table that says what the connection is doing.

Everything here talks to the controller (:meth:`GameController.play_at_table`, its hosting, its
signals) and to its :class:`~joraku_desktop.controller.net_seat.NetSeat`: this module keeps the
dialogs and the gestures, the controller opens the table
(:class:`~joraku_desktop.controller.hosting.Hosting`); the main window only offers the two menu
entries and redraws on :attr:`GameController.table_changed`.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Protocol, cast

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QFrame, QHBoxLayout, QMessageBox, QPushButton, QStatusBar, QWidget

from ...controller.setups import default_level, default_setup
from ...model import GameConfig
from ...model.config import DealScheme, new_seed
from ...net.codes import ConnState
from ...words.network import (
    abandon_for_table,
    back_text,
    cannot_host,
    closed_text,
    connecting_text,
    friend_dropped_text,
    host_leave_question,
    host_title,
    join_title,
    joined_count,
    leave_table_question,
    reclaim_button,
    reconnecting_text,
    reopen_question,
    reopen_title,
    replace_button,
    stand_in_text,
    table_error_text,
    waiting_for_host,
)
from ...words.refusals import refusal_text
from ..plain_text import PlainLabel, ask_yes_no, message_box
from .net_dialogs import HostDialog, JoinDialog

if TYPE_CHECKING:
    from collections.abc import Callable

    from ...controller.game_controller import GameController
    from ...controller.hosting import Hosting
    from ...controller.net_seat import NetSeat
    from ...controller.setups import GameSetup
    from ...controller.table import HostRefusal
    from ...net.table_store import KeptTable
    from ...settings import Settings
    from .waiting_room import WaitingRoom

log = logging.getLogger("joraku.views.net")


def host_refusal_text(why: HostRefusal, seat_names: list[str]) -> str:
    """Why the host refused a decision, as a sentence: the rules' refusal as the window's own
    game words it, else the table's reason (``words/network.py``)."""
    if why.refusal is not None:
        return refusal_text(why.refusal, seat_names)
    return table_error_text(why.table_code, why.params, seat_names)
#: how long "Back at the table." stays on the table after a reconnection
BACK_SHOWN_MS = 4000


class TableWindow(Protocol):
    """What this module needs of the game window (the main window is one; naming it here would
    make the window and its network part import each other)."""

    @property
    def controller(self) -> GameController: ...

    @property
    def settings(self) -> Settings: ...

    @property
    def view(self) -> QWidget: ...

    @property
    def confirm(self) -> Callable[[str, str], bool]: ...

    def refresh(self) -> None: ...

    def start_game(self, setup: GameSetup) -> None: ...

    def statusBar(self) -> QStatusBar: ...  # noqa: N802 (Qt's name)


class TableBanner(QFrame):
    """A line across the top of the table: the connection lost, a friend dropped, waiting for
    the host; with one button when there is something to do (take the seat back, give a
    dropped friend's seat to a computer)."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("table-banner")
        self.setStyleSheet("#table-banner { background: #fff6d8; border: 1px solid #b08d3c;"
                           " border-radius: 6px; } #table-banner QLabel { color: #3a2a08; }")
        row = QHBoxLayout(self)
        row.setContentsMargins(12, 6, 12, 6)
        self.text = PlainLabel("")
        self.text.setObjectName("table-banner-text")
        self.text.setWordWrap(True)
        self.button = QPushButton("")
        self.button.setObjectName("table-banner-button")
        row.addWidget(self.text, 1)
        row.addWidget(self.button)
        self.hide()

    def say(self, text: str, button: str = "") -> None:
        self.text.setText(text)
        self.button.setText(button)
        self.button.setVisible(bool(button))
        self.setVisible(bool(text))
        self.place()

    def place(self) -> None:
        parent = self.parentWidget()
        if parent is None or not self.isVisible():
            return
        width = min(parent.width() - 24, 720)
        self.setFixedWidth(max(width, 200))
        self.adjustSize()
        self.move((parent.width() - self.width()) // 2, 8)
        self.raise_()


class NetPlay(QObject):
    """The window's networked table (see the module doc)."""

    def __init__(self, window: TableWindow) -> None:
        super().__init__(cast(QWidget, window))
        self.window = window
        #: the window as the parent of the dialogs
        self.parent_widget = cast(QWidget, window)
        self.banner = TableBanner(window.view)
        self.waiting_room: WaitingRoom | None = None
        self._heard_hosting = False
        self._action: tuple[str, int] = ("", -1)
        self.banner.button.clicked.connect(self._banner_clicked)
        c = window.controller
        c.table_changed.connect(self.refresh)
        c.game_started.connect(self.refresh)
        c.game_over.connect(lambda _result: self.refresh())
        c.table_refused.connect(self._on_table_refused)
        self._was_reconnecting = False
        #: owned here, so that it never fires on a banner deleted with its window
        self._back_timer = QTimer(self)
        self._back_timer.setSingleShot(True)
        self._back_timer.setInterval(BACK_SHOWN_MS)
        self._back_timer.timeout.connect(lambda: self.banner.say(*self.banner_text()[:2]))
        window.view.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if watched is self.window.view and event.type() == QEvent.Type.Resize:
            self.banner.place()
        return False

    def _on_table_refused(self, why: HostRefusal) -> None:
        """The host refused a decision already sent: worded here, with the game's seat names,
        in the status bar (the table shows the seat's view as the host has it)."""
        names = [s.name for s in self.window.controller.seats]
        self.window.statusBar().showMessage(host_refusal_text(why, names), 6000)

    # ---- hosting -----------------------------------------------------------------------------------
    def _leave_first(self, hosting: bool) -> bool:
        """Whether the player may leave what is on the table now (a game in progress asks)."""
        c = self.window.controller
        status = c.table_status()
        if status is not None and c.in_progress:
            question = host_leave_question() if status.hosting else leave_table_question()
            return self.window.confirm(host_title() if hosting else join_title(), question)
        if c.has_progress:
            return self.window.confirm(host_title() if hosting else join_title(), abandon_for_table())
        return True

    def ask_host(self) -> None:
        """Game → Host a table…: the seats of the table hosted now (the waiting room: the host
        may give a seat to a computer during the game too), else a kept table to re-open, else
        the host dialog."""
        from ...controller.net_seat import show_table_code
        from ...net.table_store import kept_table, set_aside_kept

        status = self.window.controller.table_status()
        if status is not None and status.hosting and status.closed is None:
            self.show_waiting_room()
            return

        kept = kept_table()
        if kept is not None:
            names = ", ".join(kept.names)
            if ask_yes_no(self.parent_widget, reopen_title(),
                          reopen_question(show_table_code(kept.code), kept.round, names)):
                if self._leave_first(True):
                    self.reopen(kept)
                return
            set_aside_kept()
        dlg = HostDialog(self.parent_widget, self._my_name())
        if dlg.exec() != HostDialog.DialogCode.Accepted or not self._leave_first(True):
            return
        got = dlg.choice()
        self.host(got.players, list(got.seats), got.port, two_player_variant=got.two_player_variant,
                  variants=got.variants, tls=True)

    def host(self, players: int, seats: list[tuple[str, str]], port: int, listen: str = "0.0.0.0", *,
             ai_pause_s: float | None = None, seed: int | None = None, two_player_variant: str | None = None,
             variants: frozenset[str] = frozenset(), keep: bool = True, tls: bool = False) -> None:
        """Open a table with these seats on ``listen:port`` (the controller's hosting); the
        waiting room shows when it is open. ``keep``: the table is kept in the host's folder (a
        restart re-opens it); ``tls``: it serves wss:// (what Host a table… does)."""
        config = GameConfig(players, two_player_variant, variants, new_seed() if seed is None else seed,
                            DealScheme.KEYED)
        self._hosting().host(config, seats, port=port, listen=listen, ai_pause_s=ai_pause_s, keep=keep,
                             tls=tls)

    def reopen(self, kept: KeptTable, *, listen: str = "0.0.0.0", ai_pause_s: float | None = None) -> None:
        """Re-open the table this machine kept (after a restart): the friends rejoin it."""
        self._hosting().reopen(kept, listen=listen, ai_pause_s=ai_pause_s)

    def _hosting(self) -> Hosting:
        """The controller's hosting, with this window's answers to it (connected once)."""
        hosting = self.window.controller.hosting
        if not self._heard_hosting:
            self._heard_hosting = True
            hosting.opened.connect(lambda _net: self.show_waiting_room())
            hosting.failed.connect(self._cannot_host)
        return hosting

    def _cannot_host(self, reason: str) -> None:
        message_box(self.parent_widget, QMessageBox.Icon.Warning, host_title(), cannot_host(reason)).exec()

    def show_waiting_room(self) -> WaitingRoom | None:
        net = self.window.controller.hosted_seat
        if net is None:
            return None
        if self.waiting_room is None or self.waiting_room.net is not net:
            from .waiting_room import WaitingRoom

            if self.waiting_room is not None:
                self.waiting_room.deleteLater()
            self.waiting_room = WaitingRoom(net, self.parent_widget)
            self.waiting_room.close_table.connect(self.close_table)
        self.waiting_room.show()
        self.waiting_room.raise_()
        return self.waiting_room

    def close_table(self) -> None:
        if self.waiting_room is not None:
            self.waiting_room.hide()
        self.leave()

    def leave(self) -> None:
        """Leave the table (a host closes it) and deal a game of this machine."""
        self.window.controller.leave_table()
        self.window.start_game(default_setup())

    # ---- joining -------------------------------------------------------------------------------------
    def ask_join(self, address: str = "", code: str = "") -> None:
        dlg = JoinDialog(self.parent_widget, self._my_name(), address, code)
        if dlg.exec() != JoinDialog.DialogCode.Accepted:
            return
        got = dlg.read()
        if isinstance(got, str) or not self._leave_first(False):
            return
        self.join(got.url, got.code, got.name, got.pin)

    def join(self, url: str, code: str, name: str, pin: str | None = None) -> NetSeat:
        """Sit at the table at ``url`` with ``code``; ``pin``: the host's certificate fingerprint
        from the invitation (a wss:// table without one is trusted on first use)."""
        from ...controller.net_seat import NetSeat
        from ...net.seat_store import SeatSecrets

        net = NetSeat(url=url, code=code, name=name, secrets=SeatSecrets(), pin=pin)
        self.window.controller.play_at_table(net)
        self.refresh()
        return net

    def _my_name(self) -> str:
        last = self.window.settings.last_setup or {}
        seats = last.get("seats") if isinstance(last, dict) else None
        if isinstance(seats, list) and seats and isinstance(seats[0], dict):
            name = seats[0].get("name")
            return name if isinstance(name, str) else ""
        return ""

    # ---- the banner ----------------------------------------------------------------------------------
    def refresh(self) -> None:
        """Say on the table what the connection and the seats are doing now, and redraw."""
        text, button, self._action = self.banner_text()
        self.banner.say(text, button)
        self.window.refresh()

    def banner_text(self) -> tuple[str, str, tuple[str, int]]:
        status = self.window.controller.table_status()
        if status is None:
            return "", "", ("", -1)
        if status.closed is not None and not status.over:
            return closed_text(status.closed), "", ("", -1)
        if status.conn is ConnState.RECONNECTING:
            self._was_reconnecting = True
            return reconnecting_text(), "", ("", -1)
        if status.conn is ConnState.CONNECTING or not status.dealt:
            return connecting_text(), "", ("", -1)
        if status.over:
            return "", "", ("", -1)
        if status.stand_in:
            return stand_in_text(), reclaim_button(), ("reclaim", status.seat)
        if status.waiting:
            if status.hosting:
                return joined_count(status.joined, status.friends), "", ("", -1)
            return waiting_for_host(), "", ("", -1)
        if status.hosting and status.dropped:
            seat, name = status.dropped[0]
            return friend_dropped_text(name), replace_button(), ("replace", seat)
        if self._was_reconnecting:
            self._was_reconnecting = False
            self._back_timer.start()  # "Back at the table." for a moment, then what is true then
            return back_text(), "", ("", -1)
        return "", "", ("", -1)

    def _banner_clicked(self) -> None:
        n = self.window.controller.net
        what, seat = self._action
        if n is None:
            return
        if what == "reclaim":
            n.reclaim()
        elif what == "replace":
            n.replace_seat(seat, default_level())
