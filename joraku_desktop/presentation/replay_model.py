"""A replay without Qt: every position of a game, where its rounds and skirmishes begin, and
what may be shown at each step from a chosen seat (R-P3).

A replay is the story of :func:`joraku_desktop.model.replay.steps` kept position by position:
each step's game is cloned once (a finished four-player game of ~270 decisions clones in
~20 ms), so stepping, jumping and going back are a list look-up, never a re-play. The replay
reads a copy of the game's history: the game it was opened from may go on meanwhile.

R-P3: a game in progress is replayed only as its seats knew it (:meth:`Replay.seat_view`), and
only from the seats of the people playing it (a computer's hand is nobody's business while the
game goes on); once the game is over every hand may be revealed (:meth:`Replay.hands`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..model import Game, SeatView
from ..model import events as ev
from ..model.replay import Step, fresh_start, steps, story_start
from ..model.view import observe


@dataclass(frozen=True, slots=True)
class Mark:
    """A place to jump to: the position where round ``round`` begins (``skirmish`` -1, its
    recruit phase) or where its skirmish ``skirmish`` (0-based) is about to be led, one of ``of``."""

    index: int
    round: int
    skirmish: int = -1
    of: int = 0

    @property
    def is_round(self) -> bool:
        return self.skirmish < 0


def story_marks(story: Sequence[Step]) -> list[Mark]:
    """Where each round (R-R1) and each skirmish (R-K) of ``story`` begins, in order.

    A round begins after the step whose events start it (the deal, or the last prestige
    scoring); a skirmish begins just before the step that plays its first card.
    """
    marks: list[Mark] = []
    round_, of, seen = 0, 0, (-1, -1)
    for s in story:
        for e in s.events:
            if isinstance(e, ev.RoundStarted):
                round_ = e.round
                marks.append(Mark(s.index, round_))
            elif isinstance(e, ev.SkirmishPhaseStarted):
                round_, of = e.round, e.skirmishes
            elif isinstance(e, ev.CardPlayed) and (round_, e.skirmish) != seen:
                seen = (round_, e.skirmish)
                marks.append(Mark(max(s.index - 1, 0), round_, e.skirmish, max(of, e.skirmish + 1)))
    return marks


class Replay:
    """The positions of one game, and the step shown now (:attr:`index`, 0 = the deal)."""

    def __init__(self, game: Game, humans: Sequence[int] = ()) -> None:
        self.config = game.config
        self.players = game.players
        #: the game had ended when the replay was opened: every hand may be revealed
        self.finished = game.is_over
        self.humans = tuple(humans)
        self._source = game.clone()  # its history, for "play from here"
        #: the round and phase its story begins in (a scenario's), for the log's headings
        self.start = story_start(game)
        self.story: list[Step] = []
        self.positions: list[Game] = []
        for step, position in steps(self._source):
            self.story.append(step)
            self.positions.append(position.clone(record=False))
        self.marks = story_marks(self.story)
        self.index = 0

    # ---- moving -------------------------------------------------------------------------------
    @property
    def source(self) -> Game:
        """The game replayed (a copy: its start and every decision)."""
        return self._source

    @property
    def last(self) -> int:
        return len(self.positions) - 1

    def go(self, index: int) -> int:
        """Show step ``index`` (kept within the story); returns the step shown."""
        self.index = max(0, min(index, self.last))
        return self.index

    def step(self, delta: int) -> int:
        return self.go(self.index + delta)

    def next_mark(self, rounds_only: bool = False) -> Mark | None:
        return next((m for m in self.marks if m.index > self.index and (m.is_round or not rounds_only)), None)

    def previous_mark(self, rounds_only: bool = False) -> Mark | None:
        return next((m for m in reversed(self.marks)
                     if m.index < self.index and (m.is_round or not rounds_only)), None)

    def mark_of(self, round_: int, skirmish: int = -1) -> Mark | None:
        return next((m for m in self.marks if (m.round, m.skirmish) == (round_, skirmish)), None)

    # ---- what may be shown ----------------------------------------------------------------------
    @property
    def position(self) -> Game:
        """The game as it stood after step :attr:`index` (not to be changed)."""
        return self.positions[self.index]

    @property
    def viewable_seats(self) -> tuple[int, ...]:
        """The seats whose view may be chosen: any once the game is over; while it goes on, the
        people's own seats (all seats when only computers play, as a spectator would)."""
        if self.finished or not self.humans:
            return tuple(range(self.players))
        return self.humans

    def seat_view(self, seat: int) -> SeatView:
        """What ``seat`` knew after step :attr:`index` (R-P3)."""
        if seat not in self.viewable_seats:
            raise ValueError(f"seat {seat} may not be viewed in this replay")
        view: SeatView = observe(self.position, seat)
        return view

    def hands(self) -> tuple[tuple[int, ...], ...]:
        """Every seat's hand after step :attr:`index`: only once the game is over (R-P3)."""
        if not self.finished:
            raise ValueError("the hands of a game in progress stay secret")
        return tuple(tuple(h) for h in self.position.hands)

    def events_so_far(self) -> list[ev.Event]:
        """The events from the deal to step :attr:`index` (what the table remembers of them)."""
        return [e for s in self.story[: self.index + 1] for e in s.events]

    # ---- play from here -------------------------------------------------------------------------
    def game_from_here(self) -> Game:
        """A new, recording game at step :attr:`index`: the same start with the decisions up to
        here applied again, so it saves, resumes and replays like any game (and keeps a
        scenario's start position)."""
        game, _events = fresh_start(self._source)
        for action in self._source.history[: self.index]:
            game.apply(action)
        return game
