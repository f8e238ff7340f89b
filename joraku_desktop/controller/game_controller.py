"""The one owner of the game in the window: every change of state goes through here.

Views call :meth:`GameController.request` with an action (from a drop, a click, a key or the
action list); the controller applies it through the engine, which refuses illegal actions
with a typed :class:`Refusal` and leaves the state unchanged: the refusal is the return value
(nothing is emitted for it), and the view that asked words it. After each applied action it autosaves, then
either emits :attr:`turn_started` (a human decides) or asks the :class:`AiRunner` for the
computer's decision after a pause that follows the animation speed; :attr:`settled` closes
every decision, so the views redraw once for it.

Each computer seat has one agent for the whole game, made when that seat first thinks (so the
window starts without loading the computer players; an agent that has not chosen yet is the
same whenever it is made) and seeded with ``agent_seed(game seed, seat)``, as the arena makes
its agents: agents remember their planned turn between a card and its follow-up steps, so a
fresh agent per decision would not be the player the arena measured. A think is only cancelled
when its game is thrown away (new game, load, shutdown); pausing (a dialog, the curtain) lets
it finish and holds its answer until the game resumes, so the same seeded game gets the same
decisions however often it is paused. Failures shown in the status bar also go to the log file
(:mod:`joraku_desktop.logs`).

Scoring is a beat of its own (R-KS, R-PR): when an applied action scored (the events hold an
``AreaScored``) and a window presents scoring (:attr:`GameController.present_scoring`), the
controller emits :attr:`scoring_beat` and holds play — no next computer think, no next human
turn, no request accepted — until the window calls :meth:`scoring_done`. Only actions applied
now make a beat: a new or loaded game never replays the scoring of its past.

The game at the window is a :class:`~.table.Table`: this machine's (:class:`~.table.LocalTable`,
a ``Game``) or a seat at a table over the network (:meth:`GameController.play_at_table`, a
:class:`~.net_seat.NetSeat`, whose engine is the host's). The controller asks the table and
plays through it the same way for both: a request returns a refusal code or None, and every
applied decision comes back through the table's one update callback, queued here and applied in
order with the same signals, scoring beats included. The game's life after its end (recorded,
then shown, once each) is the :class:`~.lifecycle.Lifecycle`'s, the same for every table.
Hosting a table (:attr:`GameController.hosting`) opens it and sits this window at it; where the
game is kept failing to be written is told the same way for this machine's autosave and for a
hosted table's file (:attr:`autosave_changed`).
"""

from __future__ import annotations

import contextlib
import logging
from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal

from ..model import Action, Game, GameConfig, SaveError, new_game
from ..model.errors import FileProblem, Refusal, RefusalCode
from ..model.events import AreaScored
from ..model.phases import Phase
from ..model.replay import RPTally, Step, game_tally, story
from ..model.result import GameResult
from ..model.view import SeatView
from ..saves import SeatInfo, autosave_path, save_game
from ..words.basics import army_names, default_player_name
from ..words.files import save_error_text
from ..words.refusals import failure_reason
from ..words.translation import translate
from .ai_runner import AiRunner
from .lifecycle import Lifecycle, Stage
from .setups import GameSetup
from .table import HUMAN, HostRefusal, LocalTable, Table, TableNote, TableUpdate

if TYPE_CHECKING:
    from ..ai import Agent
    from .hosting import Hosting
    from .net_seat import NetSeat, SeatStatus
log = logging.getLogger("joraku.controller")
#: a failing autosave is tried again this often, even if nobody moves
AUTOSAVE_RETRY_MS = 15_000
#: a finished networked table sends the whole game right after its last update; waited for at
#: most this long before the end is shown without it
RECORD_WAIT_MS = 3_000


class GameController(QObject):
    """Owns the game at the window's :class:`Table`; applies requested actions; runs the
    computer seats this screen plays."""

    #: a new or loaded game is in place
    game_started = Signal()
    #: (events, action or None for an undo, seat that acted) after every applied action or undo
    action_applied = Signal(object, object, int)
    #: a human seat must decide now
    turn_started = Signal(int)
    #: a computer seat is thinking
    ai_thinking = Signal(int)
    #: (GameResult) the whole finished game is here, to be recorded: emitted once per game, as
    #: soon as the deciding action is applied and autosaved (a networked game: when the table
    #: sent it), before any final scoring is shown (a window closed or a new game started during
    #: that scoring still has the finished game to record)
    finished = Signal(GameResult)
    #: (GameResult) the end is to be shown (the banner, the results): once per game, after the
    #: scoring and after :attr:`finished`
    game_over = Signal(GameResult)
    #: (events) the applied action scored: play is held until :meth:`scoring_done`
    scoring_beat = Signal(object)
    #: the scoring beat is over (the player clicked on, or it timed out): play goes on
    scoring_over = Signal()
    #: every signal of one change has gone out (an applied action and the turn or the scoring
    #: after it, an undo, a game put in place): the views redraw now, once per decision
    settled = Signal()
    #: something for the status bar (autosave trouble, a computer error)
    message = Signal(str)
    #: the host of a networked table refused a decision already sent: why, in codes (the views
    #: word it; a refusal at once is the return value of :meth:`request`)
    table_refused = Signal(HostRefusal)
    #: the autosave started failing (the sentence saying why) or works again (""): the window shows
    #: a lasting warning meanwhile, and the quit prompt tells the truth
    autosave_changed = Signal(str)
    #: at a table over the network: something to redraw that is no action (seats, connection,
    #: a decision sent or refused)
    table_changed = Signal()

    def __init__(
        self, parent: QObject | None = None, *, autosave: bool = True, ai_pause_ms: int = 500
    ) -> None:
        super().__init__(parent)
        #: the game this window sits at (None before the first)
        self.table: Table | None = None
        #: the seat at a networked table, for the window's network part (None at this machine's)
        self.net: NetSeat | None = None
        self.seats: tuple[SeatInfo, ...] = ()
        self.path: Path | None = None
        self.autosave_enabled = autosave
        self.ai_pause_ms = ai_pause_ms
        self._paused = False
        #: what holds the computer turns now (:meth:`set_paused`)
        self._holds: set[str] = set()
        self._ai = AiRunner(self)
        self._ai.decided.connect(self._on_ai_decided)
        self._ai.failed.connect(self._on_ai_failed)
        self._ai_timer = QTimer(self)
        self._ai_timer.setSingleShot(True)
        self._ai_timer.timeout.connect(self._start_ai)
        #: one agent per computer seat, for the game in place
        self._agents: dict[int, Agent] = {}
        #: a computer decision that arrived while paused, played on resume
        self._held: Action | None = None
        #: the table's updates not applied yet (held behind a scoring beat)
        self._updates: deque[TableUpdate] = deque()
        #: the game's life after its end: recorded, then shown, once each
        self.life = Lifecycle()
        #: a finished networked game waits this long for the whole game before it is shown
        self._record_wait = QTimer(self)
        self._record_wait.setSingleShot(True)
        self._record_wait.setInterval(RECORD_WAIT_MS)
        self._record_wait.timeout.connect(self._record_given_up)
        #: hints shown in this game ("What would the computer do?"); kept by the saves
        self.hints_used = 0
        self.touched = False
        #: a window shows scoring as a beat of its own (bare controllers in tests do not)
        self.present_scoring = False
        #: a scoring beat is on screen: play waits for :meth:`scoring_done`
        self._beat = False
        #: "" while autosaves succeed; else the sentence saying why the last one failed
        self.autosave_problem = ""
        #: a failing autosave is tried again on its own (space freed, folder made writable)
        self._autosave_retry = QTimer(self)
        self._autosave_retry.setSingleShot(True)
        self._autosave_retry.setInterval(AUTOSAVE_RETRY_MS)
        self._autosave_retry.timeout.connect(self.retry_autosave)
        #: the tutorial's scripted decisions for the computer seats, in place of their AI:
        #: called when a computer seat is to act; None from it means "wait" (see :meth:`resume`)
        self.script: Callable[[], Action | None] | None = None
        self._hosting: Hosting | None = None

    # ---- queries ---------------------------------------------------------------------------
    def rename_seats(self, names: Sequence[str]) -> None:
        """New names for the seats (their kinds kept): the default names of another language."""
        if len(names) != len(self.seats):
            raise ValueError(f"{len(names)} names for {len(self.seats)} seats")
        self.seats = tuple(replace(s, name=n) for s, n in zip(self.seats, names, strict=True))

    @property
    def game(self) -> Game | None:
        """The whole game, when this machine has it (a networked one once it is over)."""
        return self.table.game if self.table is not None else None

    @property
    def names(self) -> list[str]:
        t = self.table
        config = t.config if t is not None else None
        if t is None or config is None:
            return []
        return army_names(config.mode, t.owner, [s.name for s in self.seats])

    def seat_name(self, seat: int) -> str:
        return self.seats[seat].name if 0 <= seat < len(self.seats) else "?"

    def is_human(self, seat: int) -> bool:
        """A person decides ``seat`` at this screen (at a networked table: only the own seat)."""
        return self.table is not None and self.table.is_human(seat)

    @property
    def humans(self) -> tuple[int, ...]:
        return tuple(s for s in range(len(self.seats)) if self.is_human(s))

    @property
    def in_progress(self) -> bool:
        t = self.table
        return t is not None and t.in_progress

    def story(self) -> list[Step]:
        """The game in place told again from its start: every decision with its events (the
        log after a load or resume reads it); empty without a game."""
        g = self.game
        return story(g) if g is not None else []

    @property
    def has_progress(self) -> bool:
        """Whether abandoning the game would throw away play: a person has decided since the
        deal (or, with computers only, anyone has); at a networked table, any game in play. A
        fresh deal, or one where only the computers have chosen their cards, is not worth a
        question."""
        return self.table is not None and self.table.has_progress()

    @property
    def scoring_shown(self) -> bool:
        """A scoring beat is on screen and play waits for it."""
        return self._beat

    @property
    def result(self) -> GameResult | None:
        """The final result, once the game is over."""
        t = self.table
        return t.result if t is not None else None

    def tally(self) -> RPTally | None:
        """RP by army, round and source so far, retold from the game's start (loaded games too)."""
        g = self.game
        return game_tally(g) if g is not None else None

    def legal(self) -> Sequence[Action]:
        t = self.table
        return t.legal() if t is not None else ()

    # what the views may ask, so that none of them reaches into the Game
    @property
    def config(self) -> GameConfig | None:
        t = self.table
        return t.config if t is not None else None

    @property
    def current_seat(self) -> int:
        t = self.table
        return t.current_seat if t is not None else -1

    @property
    def solo(self) -> bool:
        """One person against computers only, at this machine: whole decisions can be taken back."""
        return self.table is not None and self.table.solo

    @property
    def can_undo(self) -> bool:
        """The person to act can take something back: their last decision at a solo table while no
        other seat has acted since, or a step of the card being resolved (at a networked table,
        as the host allows)."""
        t = self.table
        return t is not None and not self._beat and t.can_undo()

    def observe(self, seat: int) -> SeatView:
        """What ``seat`` may know (R-P3); there must be a game. At a networked table only the own
        seat's view is here, whatever ``seat`` is asked (the window shows no other)."""
        t = self.table
        if t is None or t.config is None:
            raise RuntimeError("no game in place")
        return t.observe(seat)

    # ---- sitting at a table ----------------------------------------------------------------
    def new_game(self, setup: GameSetup) -> None:
        self.start(new_game(setup.config), setup.seats, None)

    def start(self, game: Game, seats: Sequence[SeatInfo], path: Path | None = None,
              hints_used: int = 0) -> None:
        """Put ``game`` in place (new or loaded, with the hints used so far) and hand the turn
        to whoever acts. A table over the network is left first."""
        if len(seats) != game.players:
            missing = range(len(seats), game.players)
            seats = [*seats, *(SeatInfo(default_player_name(s), HUMAN) for s in missing)]
        self.seats = tuple(seats[: game.players])
        self._sit(LocalTable(game, self.seats), None, path, hints_used)

    def play_at_table(self, net: NetSeat) -> None:
        """Sit this window at a networked table (hosted here or joined): the game of this
        machine is put aside (its autosave stays as it was) and ``net`` is started; the game is
        in place when its first update arrives."""
        self._sit(net, net, None, 0)

    def table_status(self) -> SeatStatus | None:
        """What the window says about its seat at a networked table (typed: the views read no
        network object for it); None at this machine's table."""
        return self.net.status() if self.net is not None else None

    @property
    def hosted_seat(self) -> NetSeat | None:
        """The window's seat at the table it hosts (its waiting room's), else None."""
        net = self.net
        return net if net is not None and net.hosting else None

    @property
    def hosting(self) -> Hosting:
        """The table this machine opens to host (made when first wanted: the window starts
        without the network); once it listens, this window sits at it."""
        if self._hosting is None:
            from .hosting import Hosting

            self._hosting = Hosting(self)
            self._hosting.opened.connect(self.play_at_table)
        return self._hosting

    def _sit(self, table: Table, net: NetSeat | None, path: Path | None, hints_used: int) -> None:
        """Leave the table sat at, and sit at ``table``: the same for every kind of table."""
        self.leave_table()
        self._ai.cancel()  # the old game's agents are dropped with it; their think may finish
        self._ai_timer.stop()
        self._held = None
        self._updates.clear()
        self.hints_used = hints_used
        #: a person has decided something since the game was put in place: quitting an untouched
        #: deal (or a loaded game, already on disk) asks nothing
        self.touched = False
        self._beat = False  # a new or loaded game does not replay the scoring of its past
        self.path = path
        self._agents = {}  # each made at its seat's first think (:meth:`_agent`)
        self.table, self.net = table, net
        table.listen(self._on_update, self._on_note)
        table.open()

    def leave_table(self, wait_s: float = 0.0) -> None:
        """Leave the networked table (a host closes it; it is saved); nothing without one. A
        finished game the table sent stays in place, as this machine's (its results, replay and
        saving read it as after a local game); its end is not shown again."""
        t, net = self.table, self.net
        self._record_wait.stop()
        self.life.reset()
        if net is None or t is None:
            return
        self.table, self.net = None, None
        self._updates.clear()
        t.close(wait_s)
        self._saved("")  # the table's file was the host's trouble: this machine's is written again
        game = t.game
        if game is not None and game.is_over:
            self.table = LocalTable(game, self.seats)

    def _agent(self, seat: int) -> Agent:
        """The agent of a computer seat for the whole game (the arena seeds it the same way)."""
        agent = self._agents.get(seat)
        if agent is None:
            from ..ai.computer_turn import seat_agent

            t = self.table
            assert t is not None and t.config is not None
            level = t.computer_level(seat) or "normal"
            agent = self._agents[seat] = seat_agent(
                level, t.config.seed, seat, lambda exc: self._fail(translate(
                    "Controller", "Unknown computer level ({0}); a Normal computer plays that seat."
                ).format(exc), exc))
        return agent

    def set_paused(self, paused: bool, why: str = "") -> None:
        """Hold computer turns while anything holds them (a modal dialog, the hot-seat curtain,
        a test: ``why`` names the hold); resume where it stopped when the last one lets go.

        A think in flight is not cancelled: its answer is held and played on resume, so a
        pause never changes what the computer plays (a cancelled Hard would answer early)."""
        holds = self._holds | {why} if paused else self._holds - {why}
        if bool(holds) == self._paused:
            self._holds = holds
            return
        self._holds = holds
        self._paused = bool(holds)
        t = self.table
        if self._paused:
            self._ai_timer.stop()
        elif self._held is not None:
            action, self._held = self._held, None
            self._play_ai(action)
        elif t is not None and t.in_progress and not t.is_human(t.current_seat):
            self._next_turn()  # a person's turn is theirs already, a game over stays over

    @property
    def paused(self) -> bool:
        """Whether computer turns are held now."""
        return self._paused

    # ---- human requests --------------------------------------------------------------------
    def request(self, action: Action | str) -> Refusal | None:
        """Apply a human's action. Returns None, or why it is refused (the caller words it with
        ``words.refusals.refusal_text``; nothing is emitted). At a networked
        table: None once the decision is sent (the table's refusal arrives later, as a message),
        or why it is not sent."""
        t = self.table
        refusal: Refusal | None
        if t is None:
            refusal = Refusal(RefusalCode.NO_GAME)
        elif t.config is not None and not t.in_progress:
            refusal = Refusal(RefusalCode.GAME_OVER)
        elif self._beat:
            refusal = Refusal(RefusalCode.SCORING_SHOWN)
        else:
            refusal = t.request(action)
        return refusal

    def undo(self) -> Refusal | None:
        """Take back the person's last decision (Ctrl+Z, Game → Undo): at a solo table, the whole
        decision while no other seat has acted since (the game as it was before it is put back);
        elsewhere a step of the card being resolved (at a networked table, the host's game).
        None, or why not (returned only)."""
        t = self.table
        if t is None or not self.can_undo:
            refusal: Refusal | None = Refusal(RefusalCode.CANNOT_UNDO_NOW)
        else:
            self._stop_computers()
            refusal = t.undo()
        return refusal

    def _stop_computers(self) -> None:
        """A decision is taken back before any computer acted on it: a think it started is
        dropped with its agent (made again, with the same seed, when that seat next thinks)."""
        self._ai_timer.stop()
        if self._ai.busy or self._held is not None:
            self._ai.cancel()
            self._held = None
            self._agents.pop(self.current_seat, None)

    # ---- saving ----------------------------------------------------------------------------
    def save(self, path: Path | str) -> None:
        """Raises :class:`SaveError` with a message for people."""
        if self.game is None:
            raise SaveError("there is no game to save", FileProblem.NO_GAME)  # a table: the host's
        save_game(self.game, Path(path), list(self.seats), self.hints_used)
        self.path = Path(path)

    def count_hint(self) -> None:
        """A hint was shown to the player: counted in the game's record (and its autosave)."""
        self.hints_used += 1
        self._autosave()

    def _autosave(self) -> None:
        """Save the game in place to the autosave. A failure is loud but told once: the first one
        goes to the log with its traceback, the status bar and :attr:`autosave_changed` (the
        window's lasting warning); later ones only retry (every move, and on a timer) until one
        succeeds, which :attr:`autosave_changed` reports with ""."""
        game = self.table.autosaved if self.table is not None else None
        if not self.autosave_enabled or game is None:
            return
        try:
            save_game(game, autosave_path(), list(self.seats), self.hints_used)
        except (SaveError, OSError, ValueError) as exc:
            if isinstance(exc, SaveError):
                detail = save_error_text(exc)
            else:
                detail = str(exc.strerror or exc) if isinstance(exc, OSError) else type(exc).__name__
            self._saved(detail, exc)
            self._autosave_retry.start()
            return
        self._autosave_retry.stop()
        self._saved("")

    def _saved(self, problem: str, exc: BaseException | None = None) -> None:
        """Where the game is kept (this machine's autosave, or the hosted table's file) failed
        to be written (``problem`` says why), or works (""): loud but told once, the lasting
        warning shown meanwhile; the quit prompt tells the truth."""
        if problem:
            text = translate("Controller", "Autosave failed: {0}").format(problem)
            first = not self.autosave_problem
            self.autosave_problem = text
            if first:
                self._fail(text, exc)
                self.autosave_changed.emit(text)
            else:
                log.debug("autosave still failing: %s", problem)
        elif self.autosave_problem:
            self.autosave_problem = ""
            log.info("autosave works again")
            self.autosave_changed.emit("")

    def retry_autosave(self) -> None:
        """Try the failing autosave again now (the timer, or the player's "Try again")."""
        if self.autosave_problem:
            self._autosave()

    def _fail(self, text: str, exc: BaseException | None = None) -> None:
        """A failure: to the status bar, and with its traceback to the log file."""
        log.error("%s", text, exc_info=exc)
        self.message.emit(text)

    # ---- what the table says ---------------------------------------------------------------
    def _on_update(self, update: TableUpdate) -> None:
        """The table's one callback: a decision applied (or the deal); applied in order, after
        any scoring beat on screen."""
        self._updates.append(update)
        if not self._beat:
            self._drain()

    def _on_note(self, note: TableNote, detail: str | HostRefusal) -> None:
        """News from the table that is no decision: redraw, and let the turn go on."""
        t = self.table
        if t is None:
            return
        if isinstance(detail, HostRefusal):
            self.table_refused.emit(detail)
        elif note is TableNote.SEATS:
            seats = t.seat_infos()
            if seats and len(seats) == len(self.seats or seats):
                self.seats = seats
        elif note is TableNote.RECORDED:
            self._reach_record()
        elif note is TableNote.SAVE:
            self._saved(detail)
        self.table_changed.emit()
        if note is not TableNote.SENT:
            self._next_turn()

    def _drain(self) -> None:
        """Apply the updates that arrived, in order, one signal each; a scoring beat holds the
        rest until :meth:`scoring_done`; the views redraw once for the updates taken in."""
        t = self.table
        while t is not None and self._updates and not self._beat:
            u = self._updates.popleft()
            t.adopt(u)
            if u.dealt:
                self._dealt(t)
            else:
                self._applied(t, u)
        if not self._beat:
            self._next_turn()
        self.settled.emit()

    def _dealt(self, t: Table) -> None:
        """The game is at the table (dealt, loaded, or the networked table's first update)."""
        seats = t.seat_infos()
        if seats:
            self.seats = seats
        self.life.begin()
        config = t.config
        assert config is not None
        log.info("game started: %s, seed %d, seats %s, %d actions played", config.mode.label,
                 config.seed, [s.kind for s in self.seats], len(self.game.history) if self.game else 0)
        self.game_started.emit()

    def _applied(self, t: Table, u: TableUpdate) -> None:
        """One decision (or an undo) applied at the table: its signals, the autosave, the end."""
        events = list(u.events)
        # R-KS / R-PR: scoring is shown before play goes on; held from before the views redraw,
        # so nobody's turn flashes up on the table under the scoring
        self._beat = self.present_scoring and any(isinstance(e, AreaScored) for e in events)
        # a person's decision in the game this machine keeps (quitting it then asks)
        self.touched = self.touched or (t.is_human(u.actor) and t.autosaved is not None)
        self.action_applied.emit(events, u.action, u.actor)
        view = u.view
        if u.action is None or not t.in_progress or view is None or view.current_seat != u.actor \
                or view.phase in (Phase.PLAY, Phase.PASS):
            self._autosave()  # a completed decision: the turn passed, or a card/choice is done
        if not t.in_progress:
            self._reach_record()
        if self._beat:
            self.scoring_beat.emit(events)

    # ---- the end of the game: over, recorded, shown ------------------------------------------
    def _reach_record(self) -> None:
        """The game is over: the whole game to the record as soon as it is here (the table's
        engine said so; a networked table sends it right after), once."""
        t = self.table
        if t is None or t.in_progress or t.config is None:
            return
        self.life.over()
        game = t.game
        if self.life.stage is Stage.OVER and game is not None and game.is_over and game.result:
            self._record_wait.stop()
            self.life.recorded()
            self.finished.emit(game.result)

    def _record_given_up(self) -> None:
        """The networked table did not send the whole game in time: its end is shown without it."""
        self.life.give_up_record()
        self._next_turn()

    def _show_end(self) -> None:
        """After the scoring: the end is shown once, when the game is recorded (or will not be)."""
        t = self.table
        self._reach_record()
        result = t.result if t is not None else None
        if self.life.stage is Stage.OVER and not self.life.may_show and not self._record_wait.isActive():
            self._record_wait.start()
        if result is not None and self.life.shown():
            self.game_over.emit(result)

    def scoring_done(self) -> None:
        """The scoring beat is over (timed out, or the player clicked on): play goes on."""
        if not self._beat:
            return
        self._beat = False
        self.scoring_over.emit()
        if self._updates:
            self._drain()
            return
        self._next_turn()
        self.settled.emit()

    # ---- the turn --------------------------------------------------------------------------
    def _next_turn(self) -> None:
        t = self.table
        if t is None or self._beat or t.config is None:
            return
        if self._updates:
            self._drain()
            return
        if not t.in_progress:
            self._show_end()
            return
        seat = t.current_seat
        if not t.turn_here():
            return
        if t.is_human(seat):
            self.turn_started.emit(seat)
        elif not self._paused and not self._ai.busy:  # busy: a held think answers soon
            self._ai_timer.start(self.ai_pause_ms)

    def resume(self) -> None:
        """Hand the turn on again (the tutorial's script has the next decisions now)."""
        self._next_turn()

    def _computer_to_act(self) -> int | None:
        """The seat a computer of this screen is to decide now, if any."""
        t = self.table
        if t is None or not t.in_progress or not t.turn_here():
            return None
        seat = t.current_seat
        return None if t.is_human(seat) or t.computer_level(seat) is None else seat

    def _start_ai(self) -> None:
        t = self.table
        seat = self._computer_to_act()
        if t is None or seat is None or self._paused or self._ai.busy or self._beat:
            return
        if self.script is not None:  # the tutorial's story, the same every time
            action = self.script()
            if action is not None:
                self._play_ai(action)
            return
        self.ai_thinking.emit(seat)
        self._ai.think(self._agent(seat), t.observe(seat), t.legal())

    def _on_ai_decided(self, action: Action) -> None:
        self._play_ai(action)

    def _on_ai_failed(self, exc: BaseException) -> None:
        t = self.table
        if t is None or self._computer_to_act() is None:
            return
        self._fail(translate(
            "Controller", "A computer player failed ({0}); it plays the first legal move instead."
        ).format(failure_reason(exc, self.names)), exc)
        self._play_ai(t.legal()[0])

    def _play_ai(self, action: Action) -> None:
        """Apply a computer seat's decision now, or hold it while the game is paused."""
        t = self.table
        if t is None or self._computer_to_act() is None:
            return
        if self._paused:
            self._held = action
            return
        t.play_computer(action, lambda exc: self._fail(translate(
            "Controller",
            "A computer player chose an illegal move ({0}); it plays the first legal one instead.",
        ).format(failure_reason(exc, self.names)), exc))

    def shutdown(self) -> None:
        """Stop the computer players (before the window closes or a test ends)."""
        self._ai_timer.stop()
        self._autosave_retry.stop()
        self._held = None
        self._beat = False
        if self._hosting is not None:
            self._hosting.stop()
        self.leave_table(wait_s=5.0)
        with contextlib.suppress(RuntimeError):
            self._ai.shutdown()
