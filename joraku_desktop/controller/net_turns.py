"""The controller at a table over the network: the part of :class:`GameController` that drives
a :class:`~.net_seat.NetSeat` instead of a ``Game`` (see the controller's module doc).

The table's updates are applied in order with the controller's own signals, one each, and held
behind a scoring beat as the controller holds its own turns; the own seat's turn is handed to
the person (``turn_started``) or, in the smoke test, to a computer (``autoplay``); once the game
is over the whole game the table sends takes the place of the ``Game``. A mixin, so that the
controller stays one object for the views, in a module of its own, so that each stays small.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QTimer, SignalInstance

from ..model import Action, Game
from ..model.events import AreaScored
from ..saves import SeatInfo

if TYPE_CHECKING:
    from ..ai import Agent
    from .ai_runner import AiRunner
    from .net_seat import NetSeat

log = logging.getLogger("joraku.controller")
#: a finished table sends the whole game right after its last update; waited for at most this long
RECORD_WAIT_MS = 3_000


class _Owner(Protocol):
    """What the mixin's methods need of the controller they are part of."""

    game: Game | None
    seats: tuple[SeatInfo, ...]
    path: Path | None
    hints_used: int
    present_scoring: bool
    ai_pause_ms: int
    net: NetSeat | None
    _beat: bool
    _held: Action | None
    _net_over: bool
    _agents: dict[int, Agent]
    _ai: AiRunner
    _ai_timer: QTimer
    _record_wait: QTimer

    @property
    def game_started(self) -> SignalInstance: ...
    @property
    def action_applied(self) -> SignalInstance: ...
    @property
    def turn_started(self) -> SignalInstance: ...
    @property
    def ai_thinking(self) -> SignalInstance: ...
    @property
    def game_over(self) -> SignalInstance: ...
    @property
    def scoring_beat(self) -> SignalInstance: ...
    @property
    def message(self) -> SignalInstance: ...
    @property
    def table_changed(self) -> SignalInstance: ...
    @property
    def settled(self) -> SignalInstance: ...
    @property
    def _remote(self) -> NetSeat | None: ...

    def _next_turn(self) -> None: ...
    def leave_table(self, wait_s: float = 0.0) -> None: ...
    def _drain_net(self) -> None: ...
    def _finish_net(self) -> None: ...
    def _net_seats(self, table: object) -> None: ...
    def _net_refused(self, text: str) -> None: ...
    def _net_changed(self, net: NetSeat) -> None: ...
    def _net_next_turn(self) -> None: ...


class NetTable:
    """The controller's networked table (a mixin of :class:`GameController`)."""

    # the controller's state that these methods set (declared here with the controller's types)
    game: Game | None
    seats: tuple[SeatInfo, ...]
    path: Path | None
    hints_used: int
    net: NetSeat | None
    _beat: bool
    _held: Action | None
    _net_over: bool
    _agents: dict[int, Agent]
    _record_wait: QTimer

    def _init_net(self: _Owner) -> None:
        #: the seat of this window at a table over the network (None: a game of this machine)
        self.net = None
        #: the finished networked game waits this long for the whole game before reporting over
        self._record_wait = QTimer()
        self._record_wait.setSingleShot(True)
        self._record_wait.setInterval(RECORD_WAIT_MS)
        self._record_wait.timeout.connect(self._finish_net)
        self._net_over = False

    @property
    def _remote(self: _Owner) -> NetSeat | None:
        """The networked seat while the table's engine is the only game (None once the whole
        game arrived at the end, or at a game of this machine)."""
        return self.net if self.game is None else None

    def play_at_table(self: _Owner, net: NetSeat) -> None:
        """Sit this window at a networked table (hosted here or joined): the game of this
        machine is put aside (its autosave stays as it was) and ``net`` is started."""
        self.leave_table()
        self._ai.cancel()
        self._ai_timer.stop()
        self._record_wait.stop()
        self._held = None
        self._beat = False
        self.game, self.path, self.hints_used = None, None, 0
        self._agents = {}
        self._net_over = False
        self.net = net
        net.setParent(self)  # type: ignore[arg-type]  # the controller is a QObject
        net.arrived.connect(self._drain_net)
        net.seats_changed.connect(self._net_seats)
        net.refused.connect(self._net_refused)
        net.recorded.connect(lambda _game: self._next_turn() if self.net is net else None)
        net.connection_changed.connect(lambda _state: self._net_changed(net))
        net.ended.connect(lambda _text: self._net_changed(net))
        net.start()

    def leave_table(self: _Owner, wait_s: float = 0.0) -> None:
        """Leave the networked table (a host closes it; it is saved); nothing without one."""
        net, self.net = self.net, None
        if net is None:
            return
        self._record_wait.stop()
        net.arrived.disconnect(self._drain_net)
        net.stop(wait_s)
        net.deleteLater()

    def _net_changed(self: _Owner, net: NetSeat) -> None:
        if self.net is net:
            self.table_changed.emit()
            self._net_next_turn()

    def _net_next_turn(self: _Owner) -> None:
        """The turn goes on after news from the table, until the game was reported over: then
        the table closing (after its linger) or its seats changing report nothing again."""
        if not self._net_over:
            self._next_turn()

    def _net_seats(self: _Owner, table: object) -> None:
        n = self.net
        if n is None:
            return
        from .net_seat import seat_infos

        if n.info is not None and len(n.info.seats) == len(self.seats or n.info.seats):
            self.seats = seat_infos(n.info, n.seat)
        self.table_changed.emit()
        self._net_next_turn()

    def _net_refused(self: _Owner, text: str) -> None:
        self.message.emit(text)
        self.table_changed.emit()
        self._net_next_turn()

    def _drain_net(self: _Owner) -> None:
        """Apply the updates that arrived, in order, one signal each; a scoring beat holds the
        rest until :meth:`scoring_done`."""
        n = self._remote
        if n is None:
            return
        while n.queue and not self._beat:
            u = n.queue.popleft()
            first = n.view is None
            n.view, n.seq, n.pending = u.view, u.seq, False
            if first:
                from .net_seat import seat_infos

                self.seats = (seat_infos(n.info, n.seat) if n.info is not None
                              else tuple(SeatInfo(f"Player {s + 1}", "human") for s in range(u.view.players)))
                log.info("at a networked table: seat %d of %d, %s", n.seat, u.view.players, u.view.mode.label)
                self.game_started.emit()
                continue
            events = list(u.events)
            self._beat = self.present_scoring and any(isinstance(e, AreaScored) for e in events)
            self.action_applied.emit(events, u.action, u.actor)
            if self._beat:
                self.scoring_beat.emit(events)
                self.settled.emit()
                return
        self._next_turn()
        self.settled.emit()  # the views redraw once for the updates taken in

    def _next_net_turn(self: _Owner) -> None:
        n = self._remote
        if n is None or n.view is None or self._beat:
            return
        if n.queue:
            self._drain_net()
            return
        if n.view.is_over:
            if n.game is not None:
                self._finish_net()
            elif not self._record_wait.isActive() and not self._net_over:
                self._record_wait.start()
            return
        if n.my_turn:
            if n.autoplay is None:
                self.turn_started.emit(n.seat)
            elif not self._ai.busy:
                self._ai_timer.start(self.ai_pause_ms)

    def _autoplay(self: _Owner) -> None:
        n = self._remote
        if n is None or n.autoplay is None or not n.my_turn or n.view is None or self._ai.busy:
            return
        agent = self._agents.get(n.seat)
        if agent is None:
            from ..ai.computer_turn import seat_agent

            agent = self._agents[n.seat] = seat_agent(n.autoplay, 0, n.seat)
        self.ai_thinking.emit(n.seat)
        self._ai.think(agent, n.view, n.view.legal)

    def _finish_net(self: _Owner) -> None:
        """The networked game is over: the whole game (when the table sent it) takes the place
        of the table's updates, and the game is reported over once."""
        n = self.net
        if n is None or self._net_over:
            return
        self._record_wait.stop()
        self._net_over = True
        result = n.result
        if n.game is not None and n.game.is_over:
            self.game = n.game
            result = n.game.result
        if result is not None:
            self.game_over.emit(result)

