"""A game told again from its start: every decision with the events it caused, and the RP tally.

A save holds the start of a game (a seeded deal, or the position a scenario began from) and every
decision since; the engine is deterministic (a seed and the decisions replay a game), so the whole
story can always be rebuilt. The log after a load, the scoring screens, the results screen, a
replay and the record of finished games all read the story from here: one way to retell a game.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from enum import StrEnum

from . import events as ev
from .actions import Action
from .events import RPSource
from .game import Game, deal
from .position import game_from_position

#: Where RP come from, in the order the results screen lists them: Kachidoki scoring (R-KS),
#: prestige scoring (R-PR), and the variant cards that add RP (R-V1, R-V4, R-V5).
RP_SOURCES: tuple[RPSource, ...] = tuple(RPSource)


@dataclass(frozen=True, slots=True)
class Step:
    """One decision of a game and what it caused. Step 0 is the deal (no decision, no seat)."""

    index: int
    seat: int  # the seat that decided; -1 for the deal
    action: Action | None
    events: tuple[ev.Event, ...]


def fresh_start(game: Game) -> tuple[Game, list[ev.Event]]:
    """A new game at ``game``'s start (its deal or its scenario position), recording, and the
    events of the deal (none for a scenario, which begins mid-story)."""
    if game.start_position is not None:
        start = game_from_position(game.start_position)
        start.start_position = game.start_position
        return start, []
    return deal(game.config)


class RoundPart(StrEnum):
    """The parts of a round as the story of a game heads them (R-R1), and the prestige phase
    after its skirmishes (R-PR); NONE before the first round begins."""

    NONE = ""
    RECRUIT = "recruit"
    SKIRMISH = "skirmish"
    PRESTIGE = "prestige"


def story_start(game: Game | None) -> tuple[int, RoundPart]:
    """The round and part of the round a game's story begins in: (0, NONE) for a dealt game,
    whose deal's events say that round 1 begins; a scenario's own round and part, so a log of
    it has its headings at once."""
    if game is None or game.start_position is None:
        return 0, RoundPart.NONE
    first = fresh_start(game)[0]
    return first.round, RoundPart.RECRUIT if first.phase.is_recruit else RoundPart.SKIRMISH


def steps(game: Game) -> Iterator[tuple[Step, Game]]:
    """Tell ``game`` again from its start: each step with the game just after it.

    The game yielded is the same object each time (advanced in place): copy it with
    ``clone()`` to keep a position. ``game`` itself is not touched.
    """
    g, first = fresh_start(game)
    yield Step(0, -1, None, tuple(first)), g
    for i, action in enumerate(game.history, start=1):
        seat = g.current_seat
        out = g.apply(action)
        yield Step(i, seat, action, tuple(out)), g


def story(game: Game) -> list[Step]:
    """Every step of ``game`` from its start (see :func:`steps`)."""
    return [s for s, _g in steps(game)]


@dataclass
class RPTally:
    """RP gained per army, round and source (see :data:`RP_SOURCES`)."""

    rounds: int = 3
    points: dict[tuple[int, int, str], int] = field(default_factory=dict)

    def add(self, army: int, round_: int, source: str, points: int) -> None:
        key = (army, round_, source)
        self.points[key] = self.points.get(key, 0) + points

    def get(self, army: int, round_: int | None = None, source: str | None = None) -> int:
        """RP of ``army``, in one round and/or from one source (``None``: all of them)."""
        return sum(p for (a, r, s), p in self.points.items()
                   if a == army and (round_ is None or r == round_) and (source is None or s == source))

    def running(self, army: int) -> list[int]:
        """``army``'s score at the end of each round: [after round 1, after round 2, ...]."""
        out, total = [], 0
        for r in range(1, self.rounds + 1):
            total += self.get(army, r)
            out.append(total)
        return out

    def sources(self, army: int | None = None) -> list[str]:
        """The sources that gave any RP (to ``army``, or to anyone), in :data:`RP_SOURCES` order."""
        used = {s for (a, _r, s), p in self.points.items() if p and (army is None or a == army)}
        return [s for s in RP_SOURCES if s in used]


def tally_rp(events: Iterable[ev.Event], first_round: int = 1, rounds: int = 3) -> RPTally:
    """Add up the RP events of a game's story; ``first_round`` is the round it starts in (a
    scenario may begin in round 2 or 3)."""
    tally = RPTally(rounds)
    round_ = first_round
    for e in events:
        if isinstance(e, ev.RoundStarted):
            round_ = e.round
        elif isinstance(e, ev.RPScored):
            tally.add(e.army, round_, e.reason, e.points)
    return tally


def game_tally(game: Game) -> RPTally:
    """The RP tally of ``game`` so far, told again from its start."""
    start, _ = fresh_start(game)
    return tally_rp(all_events(story(game)), first_round=start.round)


def all_events(story_: Sequence[Step]) -> Iterator[ev.Event]:
    """The events of a story, in order."""
    for s in story_:
        yield from s.events
