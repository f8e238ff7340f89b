"""The figures of the Statistics window, added up from the record (no Qt, no words).

A player's record is made of *results*: one human seat in one finished game (a hot-seat game of
two people gives two results). The figures are counted over the results of one player (by name)
or of every human at this computer. Opponents are grouped by the computer level they played at:
all computer opponents at one level give that level; several levels give ``"mixed"``; no computer
at all gives ``"humans"``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from ..ai import AGENT_LEVELS
from .entry import MODES, GameRecord, RecordedSeat

MIXED, HUMANS = "mixed", "humans"


@dataclass(frozen=True, slots=True)
class Result:
    """One human seat of one finished game."""

    game: GameRecord
    seat: RecordedSeat

    @property
    def won(self) -> bool:
        return self.seat.place == 1

    @property
    def rp(self) -> int:
        return self.seat.score

    @property
    def opponent_level(self) -> str:
        """A level of :data:`AGENT_LEVELS`, :data:`MIXED` or :data:`HUMANS`."""
        levels = {s.level for s in self.game.opponents(self.seat.seat) if not s.human and s.level}
        if not levels:
            return HUMANS
        return levels.pop() if len(levels) == 1 else MIXED


@dataclass(frozen=True, slots=True)
class Line:
    """Games, wins and RP of a group of results (a level, a mode, or all of them)."""

    key: str
    games: int
    wins: int
    rp_total: int
    best_rp: int

    @property
    def average_rp(self) -> float:
        return self.rp_total / self.games if self.games else 0.0

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0


def results(games: Iterable[GameRecord], player: str | None = None) -> list[Result]:
    """The human results of ``games`` in the order given (oldest first from the record), of
    ``player`` only if a name is given."""
    return [Result(g, s) for g in games for s in g.seats
            if s.human and (player is None or s.name == player)]


def human_names(games: Iterable[GameRecord]) -> list[str]:
    """The names people played under, most games first (then by name)."""
    counts = Counter(s.name for g in games for s in g.seats if s.human)
    return [name for name, _n in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))]


def line(key: str, rs: Sequence[Result]) -> Line:
    return Line(key, len(rs), sum(r.won for r in rs), sum(r.rp for r in rs),
                max((r.rp for r in rs), default=0))


def overall(rs: Sequence[Result]) -> Line:
    return line("all", rs)


def _grouped(rs: Sequence[Result], key_of: str, order: Sequence[str]) -> list[Line]:
    groups: dict[str, list[Result]] = {}
    for r in rs:
        groups.setdefault(getattr(r, key_of) if key_of != "mode" else r.game.mode, []).append(r)
    rank = {k: i for i, k in enumerate(order)}
    return [line(k, v) for k, v in sorted(groups.items(), key=lambda kv: (rank.get(kv[0], len(rank)), kv[0]))]


def by_opponent_level(rs: Sequence[Result]) -> list[Line]:
    """One line per opponent level met, easiest first, then mixed levels, then human opponents."""
    return _grouped(rs, "opponent_level", (*AGENT_LEVELS, MIXED, HUMANS))


def by_mode(rs: Sequence[Result]) -> list[Line]:
    """One line per mode played (4p, 3p, R-V7, R-V8)."""
    return _grouped(rs, "mode", MODES)
