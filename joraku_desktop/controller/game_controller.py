"""The one owner of the game in the window: every change of state goes through here.

Views call :meth:`GameController.request` with an action (from a drop, a click, a key or the
action list); the controller applies it through the engine, which refuses illegal actions
with a typed :class:`Refusal` and leaves the state unchanged: the refusal is returned and
emitted (:attr:`refused`), and the views word it. After each applied action it autosaves, then
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

At a table over the network (:meth:`GameController.play_at_table`) the engine is the host's: the
controller holds a :class:`~.net_seat.NetSeat` instead of a ``Game`` and answers the views from
the seat's last update (its view, its legal actions); a request goes to the table, whose answer
arrives as the next update (applied with the same signals, scoring beats included) or as a
refusal in words. Computer seats are the table's, so no agent runs here (except the smoke test's
``autoplay`` for the own seat). Once the game is over the table sends the whole game, which then
takes the place of the ``Game`` (results, record, replay and saving read it as after a local game).
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Callable, Sequence
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal

from ..model import Action, Game, GameConfig, IllegalActionError, SaveError, new_game
from ..model.errors import FileProblem, Refusal, RefusalCode
from ..model.events import AreaScored, Event, Undone
from ..model.phases import Phase
from ..model.replay import RPTally, Step, game_tally, story
from ..model.result import GameResult
from ..model.view import SeatView, observe
from ..saves import SeatInfo, autosave_path, save_game
from ..words.basics import army_names, default_player_name
from ..words.files import save_error_text
from ..words.refusals import failure_reason
from ..words.translation import translate
from .ai_runner import AiRunner
from .net_turns import NetTable
from .setups import GameSetup
from .table import LocalTable, Table
from .take_back import TakeBack

if TYPE_CHECKING:
    from ..ai import Agent
log = logging.getLogger("joraku.controller")
#: a failing autosave is tried again this often, even if nobody moves
AUTOSAVE_RETRY_MS = 15_000


class GameController(NetTable, QObject):
    """Owns the :class:`Game`; applies requested actions; runs the computer seats."""

    #: a new or loaded game is in place
    game_started = Signal()
    #: (events, action, seat that acted) after every applied action or undo
    action_applied = Signal(object, object, int)
    #: a human seat must decide now
    turn_started = Signal(int)
    #: a computer seat is thinking
    ai_thinking = Signal(int)
    # (GameResult) the engine says the game is over: emitted once, as soon as the deciding action
    # is applied and autosaved, before any final scoring is shown (a window closed or a new game
    # started during that scoring still has the finished game to record)
    finished = Signal(object)
    game_over = Signal(object)
    #: (events) the applied action scored: play is held until :meth:`scoring_done`
    scoring_beat = Signal(object)
    #: the scoring beat is over (the player clicked on, or it timed out): play goes on
    scoring_over = Signal()
    #: a person's request or undo was refused; the game is unchanged
    refused = Signal(Refusal)
    #: every signal of one change has gone out (an applied action and the turn or the scoring
    #: after it, an undo, a game put in place): the views redraw now, once per decision
    settled = Signal()
    #: something for the status bar (autosave trouble, a computer error)
    message = Signal(str)
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
        self.game: Game | None = None
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
        #: the person's decisions that can be taken back at a solo table (:meth:`undo`)
        self._take_back = TakeBack()
        #: whether a solo table may take back whole decisions (a networked table never does)
        self.take_back_allowed = True
        self._init_net()

    # ---- queries ---------------------------------------------------------------------------
    def rename_seats(self, names: Sequence[str]) -> None:
        """New names for the seats (their kinds kept): the default names of another language."""
        if len(names) != len(self.seats):
            raise ValueError(f"{len(names)} names for {len(self.seats)} seats")
        self.seats = tuple(replace(s, name=n) for s, n in zip(self.seats, names, strict=True))

    @property
    def table(self) -> Table | None:
        """The game this window sits at, as the controller asks about it: this machine's, or
        (until the whole game arrives at its end) a networked table's seat; None without one."""
        if self.game is not None:
            return LocalTable(self.game)
        return self.net

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
        if self.net is not None:  # a seat the smoke test's computer plays is nobody's at this screen
            return seat == self.net.seat and self.net.autoplay is None
        return 0 <= seat < len(self.seats) and self.seats[seat].kind == "human"

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
        return story(self.game) if self.game is not None else []

    @property
    def has_progress(self) -> bool:
        """Whether abandoning the game would throw away play: a person has decided since the
        deal (or, with computers only, anyone has). A fresh deal, or one where only the
        computers have chosen their cards, is not worth a question."""
        if self._remote is not None:
            return self.in_progress
        g = self.game
        if g is None or g.is_over or not g.history:
            return False
        if not self.humans:
            return True
        return any(self.is_human(step.seat) for step in self.story()[1:])
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
        return game_tally(self.game) if self.game is not None else None

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
        humans = self.humans
        return (self.take_back_allowed and self._remote is None and len(humans) == 1
                and len(self.seats) > 1)

    @property
    def can_undo(self) -> bool:
        """The person to act can take something back: their last decision at a solo table while no
        other seat has acted since, or a step of the card being resolved (at a networked table,
        as the host allows)."""
        n = self._remote
        if n is not None:
            return not self._beat and n.can_undo()
        g = self.game
        if g is None or g.is_over or self._beat:
            return False
        return self._takeable() or (g.can_undo and self.is_human(g.current_seat))

    def _takeable(self) -> bool:
        """The solo player's last decision can be taken back (no other seat has acted since)."""
        return self.solo and self._take_back.latest(self.humans[0]) is not None

    def observe(self, seat: int) -> SeatView:
        """What ``seat`` may know (R-P3); there must be a game. At a networked table only the own
        seat's view is here, whatever ``seat`` is asked (the window shows no other)."""
        t = self.table
        if t is None or t.config is None:
            raise RuntimeError("no game in place")
        return t.observe(seat)

    # ---- starting --------------------------------------------------------------------------
    def new_game(self, setup: GameSetup) -> None:
        self.start(new_game(setup.config), setup.seats, None)

    def start(self, game: Game, seats: Sequence[SeatInfo], path: Path | None = None,
              hints_used: int = 0) -> None:
        """Put ``game`` in place (new or loaded, with the hints used so far) and hand the turn
        to whoever acts. A table over the network is left first."""
        self.leave_table()
        self._ai.cancel()  # the old game's agents are dropped with it; their think may finish
        self._ai_timer.stop()
        self._held = None
        self.hints_used = hints_used
        #: a person has decided something since the game was put in place: quitting an untouched
        #: deal (or a loaded game, already on disk) asks nothing
        self.touched = False
        self._beat = False  # a new or loaded game does not replay the scoring of its past
        self._take_back.clear()
        if len(seats) != game.players:
            missing = range(len(seats), game.players)
            seats = [*seats, *(SeatInfo(default_player_name(s), "human") for s in missing)]
        self.game = game
        self.seats = tuple(seats[: game.players])
        self.path = path
        self._agents = {}  # each made at its seat's first think (:meth:`_agent`)
        log.info("game started: %s, seed %d, seats %s, %d actions played",
                 game.config.mode.label, game.config.seed, [s.kind for s in self.seats], len(game.history))
        self.game_started.emit()
        self._next_turn()
        self.settled.emit()

    def _agent(self, seat: int) -> Agent:
        """The agent of a computer seat for the whole game (the arena seeds it the same way)."""
        agent = self._agents.get(seat)
        if agent is None:
            from ..ai.computer_turn import seat_agent

            assert self.game is not None
            agent = self._agents[seat] = seat_agent(
                self.seats[seat].kind, self.game.config.seed, seat, lambda exc: self._fail(translate(
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
        if self._paused:
            self._ai_timer.stop()
        elif self._held is not None:
            action, self._held = self._held, None
            self._play_ai(action)
        elif self.game is not None and not self.game.is_over and not self.is_human(self.game.current_seat):
            self._next_turn()  # a person's turn is theirs already, a game over stays over

    @property
    def paused(self) -> bool:
        """Whether computer turns are held now."""
        return self._paused

    # ---- human requests --------------------------------------------------------------------
    def request(self, action: Action | str) -> Refusal | None:
        """Apply a human's action. Returns None, or why it is refused (also emitted as
        :attr:`refused`; the views word it with ``words.refusals.refusal_text``). At a networked
        table: None once the decision is sent (the table's refusal arrives later, as a message),
        or why it is not sent."""
        t, g = self.table, self.game
        refusal: Refusal | None = None
        if t is None:
            refusal = Refusal(RefusalCode.NO_GAME)
        elif t.config is not None and not t.in_progress:
            refusal = Refusal(RefusalCode.GAME_OVER)
        elif self._beat:
            refusal = Refusal(RefusalCode.SCORING_SHOWN)
        elif g is None:  # the networked table's seat: the decision goes to the table
            assert self.net is not None
            refusal = self.net.request(action)
            if refusal is None:
                self.table_changed.emit()
                return None
        elif not self.is_human(g.current_seat):
            refusal = Refusal(RefusalCode.COMPUTER_TURN)
        else:
            seat = g.current_seat
            before = g.clone() if self.solo else None
            try:
                events = g.apply(action)
            except IllegalActionError as exc:
                refusal = exc.refusal
            else:
                if before is not None:
                    self._take_back.decided(before, g, seat)
                self._after(events, action if isinstance(action, Action) else g.history[-1], seat)
                return None
        self.refused.emit(refusal)
        return refusal

    def undo(self) -> Refusal | None:
        """Take back the person's last decision (Ctrl+Z, Game → Undo): at a solo table, the whole
        decision while no other seat has acted since (the game as it was before it is put back);
        elsewhere a step of the card being resolved (at a networked table, the host's game).
        None, or why not (also :attr:`refused`)."""
        n = self._remote
        if n is not None:
            if self._beat or not n.undo():
                refusal = Refusal(RefusalCode.CANNOT_UNDO_NOW)
                self.refused.emit(refusal)
                return refusal
            self.table_changed.emit()
            return None
        g = self.game
        if g is None or not self.can_undo:
            refusal = Refusal(RefusalCode.CANNOT_UNDO_NOW)
            self.refused.emit(refusal)
            return refusal
        seat = g.current_seat
        if g.can_undo and self.is_human(seat):  # a step of the card: the engine takes it back
            events: list[Event] = g.undo(1)
            if self._take_back.latest(seat) is not None:
                self._take_back.pop()  # the game as it was before that step, which it is again
        else:  # a whole decision: the game as it was before it is put back
            seat = self.humans[0]
            self._stop_computers()
            self.game = self._take_back.pop().game
            armies = self.game.config.seat_armies(seat)
            events = [Undone(armies[0] if armies else -1, 1)]
        self.action_applied.emit(events, None, seat)
        self._autosave()
        self.turn_started.emit(seat)
        self.settled.emit()
        return None

    def _stop_computers(self) -> None:
        """A decision is taken back before any computer acted on it: a think it started is
        dropped with its agent (made again, with the same seed, when that seat next thinks)."""
        self._ai_timer.stop()
        if self._ai.busy or self._held is not None:
            self._ai.cancel()
            self._held = None
            if self.game is not None:
                self._agents.pop(self.game.current_seat, None)

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
        if not self.autosave_enabled or self.game is None:
            return
        try:
            save_game(self.game, autosave_path(), list(self.seats), self.hints_used)
        except (SaveError, OSError, ValueError) as exc:
            if isinstance(exc, SaveError):
                detail = save_error_text(exc)
            else:
                detail = str(exc.strerror or exc) if isinstance(exc, OSError) else type(exc).__name__
            text = translate("Controller", "Autosave failed: {0}").format(detail)
            first = not self.autosave_problem
            self.autosave_problem = text
            if first:
                self._fail(text, exc)
                self.autosave_changed.emit(text)
            else:
                log.debug("autosave still failing: %s", detail)
            self._autosave_retry.start()
            return
        if self.autosave_problem:
            self.autosave_problem = ""
            self._autosave_retry.stop()
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

    # ---- flow ------------------------------------------------------------------------------
    def _after(self, events: list[Event], action: Action, seat: int) -> None:
        # R-KS / R-PR: scoring is shown before play goes on; held from before the views redraw,
        # so nobody's turn flashes up on the table under the scoring
        self._beat = self.present_scoring and any(isinstance(e, AreaScored) for e in events)
        if not self.is_human(seat) or any(isinstance(e, AreaScored) for e in events):
            self._take_back.clear()  # another seat acted, or scoring was shown: it stays
        self.touched = self.touched or self.is_human(seat)
        self.action_applied.emit(events, action, seat)
        g = self.game
        if g is not None and (g.is_over or g.current_seat != seat or g.phase in (Phase.PLAY, Phase.PASS)):
            self._autosave()  # a completed decision: the turn passed, or a card/choice is done
        if g is not None and g.is_over:
            self.finished.emit(g.result)
        if self._beat:
            self.scoring_beat.emit(events)
        else:
            self._next_turn()
        self.settled.emit()

    def scoring_done(self) -> None:
        """The scoring beat is over (timed out, or the player clicked on): play goes on."""
        if not self._beat:
            return
        self._beat = False
        self.scoring_over.emit()
        self._next_turn()
        self.settled.emit()

    def _next_turn(self) -> None:
        if self._remote is not None:
            self._next_net_turn()
            return
        g = self.game
        if g is None or self._beat:
            return
        if g.is_over:
            self.game_over.emit(g.result)
            return
        seat = g.current_seat
        if self.is_human(seat):
            self.turn_started.emit(seat)
        elif not self._paused and not self._ai.busy:  # busy: a held think answers soon
            self._ai_timer.start(self.ai_pause_ms)

    def resume(self) -> None:
        """Hand the turn on again (the tutorial's script has the next decisions now)."""
        self._next_turn()

    def _start_ai(self) -> None:
        if self._remote is not None:
            self._autoplay()
            return
        g = self.game
        if g is None or g.is_over or self._paused or self._ai.busy:
            return
        seat = g.current_seat
        if self.is_human(seat):
            return
        if self.script is not None:  # the tutorial's story, the same every time
            action = self.script()
            if action is not None:
                self._play_ai(action)
            return
        self.ai_thinking.emit(seat)
        self._ai.think(self._agent(seat), observe(g, seat), g.legal_actions())

    def _on_ai_decided(self, action: Action) -> None:
        self._play_ai(action)

    def _on_ai_failed(self, exc: BaseException) -> None:
        n = self._remote
        if n is not None:
            self._fail(translate(
                "Controller", "A computer player failed ({0}); it plays the first legal move instead."
            ).format(failure_reason(exc, self.names)), exc)
            if n.my_turn:
                n.decide(n.legal()[0])
            return
        g = self.game
        if g is None or g.is_over or self.is_human(g.current_seat):
            return
        self._fail(translate(
            "Controller", "A computer player failed ({0}); it plays the first legal move instead."
        ).format(failure_reason(exc, self.names)), exc)
        self._play_ai(g.legal_actions()[0])

    def _play_ai(self, action: Action) -> None:
        """Apply a computer seat's decision now, or hold it while the game is paused."""
        n = self._remote
        if n is not None:  # the own seat's autoplay at a networked table
            if n.decide(action):
                self.table_changed.emit()
            return
        g = self.game
        if g is None or g.is_over or self.is_human(g.current_seat):
            return
        if self._paused:
            self._held = action
            return
        from ..ai.computer_turn import apply_decision

        seat = g.current_seat
        action, events = apply_decision(g, action, lambda exc: self._fail(translate(
            "Controller",
            "A computer player chose an illegal move ({0}); it plays the first legal one instead.",
        ).format(failure_reason(exc, self.names)), exc))
        self._after(events, action, seat)

    def shutdown(self) -> None:
        """Stop the computer players (before the window closes or a test ends)."""
        self._ai_timer.stop()
        self._autosave_retry.stop()
        self._held = None
        self._beat = False
        self.leave_table(wait_s=5.0)
        with contextlib.suppress(RuntimeError):
            self._ai.shutdown()
