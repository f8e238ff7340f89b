"""What the record keeps of one finished game, and how it is read off a :class:`Game`.

A :class:`GameRecord` is plain data (no Qt, no engine objects except the engine's own
:class:`TieBreak` record): the seats with their names and levels, each army's RP by round and by
source (told again from the game's start by :func:`model.replay.game_tally`, the one tally of the
project), the ranking, the tie-breaks, the hints used and where the game's save is. The views word
it; :mod:`.stats` adds records up.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from datetime import UTC, datetime

from .. import __version__
from ..model.game import Game
from ..model.phases import Mode
from ..model.replay import game_tally
from ..model.result import TieBreak
from ..model.save_format import SeatInfo

#: the modes a record names: the player count, or the two-player variant (R-V7, R-V8)
TWO_PLAYER_MODES: tuple[str, ...] = (Mode.V7.label, Mode.V8.label)
MODES: tuple[str, ...] = ("4p", "3p", *TWO_PLAYER_MODES)
HUMAN, COMPUTER = "human", "computer"


@dataclass(frozen=True, slots=True)
class RecordedSeat:
    """One seat of a finished game: who sat there and how they did."""

    seat: int
    name: str
    kind: str  # HUMAN or COMPUTER
    level: str | None  # the computer level ("random", "easy", "normal", "hard", "expert"); None for a human
    score: int  # the seat's RP (R-V7: its better army, as GameResult.scores)
    place: int  # 1 = the winner (R-G1, after the tie-breaks)

    @property
    def human(self) -> bool:
        return self.kind == HUMAN


@dataclass(frozen=True, slots=True)
class ArmyRecord:
    """An army's end of the game: its commander (-1: the neutral army of R-V8), RP, daimyo card."""

    army: int
    seat: int
    rp: int
    daimyo_card: int


@dataclass(frozen=True, slots=True)
class RPRow:
    """RP an army gained in one round from one source (``model.replay.RP_SOURCES``)."""

    army: int
    round: int
    source: str
    points: int


@dataclass(frozen=True, slots=True)
class GameRecord:
    """A finished game as the record keeps it (see the module doc)."""

    #: a hash of the game's config, start and decisions: the same game is recorded once
    key: str
    finished_at: str  # UTC, ISO 8601 to the second
    mode: str  # one of MODES
    players: int
    variants: tuple[str, ...]  # variant card ids (R-S6), sorted
    seed: int
    seats: tuple[RecordedSeat, ...]
    armies: tuple[ArmyRecord, ...]
    rp: tuple[RPRow, ...]  # rows with points only, by army, round, source
    winner: int  # seat
    tiebreaks: tuple[TieBreak, ...]
    hints_used: int
    decisions: int
    save_path: str | None  # a save of the finished game, to open it again (None: none was kept)
    app_version: str = __version__
    #: the row id once stored (None before)
    id: int | None = None

    def seat(self, seat: int) -> RecordedSeat:
        return self.seats[seat]

    def opponents(self, seat: int) -> tuple[RecordedSeat, ...]:
        return tuple(s for s in self.seats if s.seat != seat)

    def finished(self) -> datetime:
        """When the game ended, as an aware UTC datetime (the views show it in local time)."""
        return datetime.fromisoformat(self.finished_at)


def mode_of(players: int, two_player_variant: str | None) -> str:
    """The record's mode code of a configuration."""
    return two_player_variant if two_player_variant else f"{players}p"


def game_key(game: Game) -> str:
    """The same finished game gives the same key wherever it is loaded from (its config, its
    start and its decisions: the engine is deterministic), another game another key."""
    doc = {
        "config": game.config.to_dict(),
        "start": game.start_position,
        "decisions": [str(a) for a in game.history],
    }
    text = json.dumps(doc, sort_keys=True, separators=(",", ":"), default=str)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def now_utc() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


def game_record(
    game: Game,
    seats: tuple[SeatInfo, ...] | list[SeatInfo],
    *,
    hints_used: int = 0,
    save_path: str | None = None,
    finished_at: str | None = None,
) -> GameRecord:
    """The record of a finished ``game`` (``ValueError`` if it is not over)."""
    result = game.result
    if not game.is_over or result is None:
        raise ValueError("only a finished game is recorded")
    config = game.config
    places = {seat: i + 1 for i, seat in enumerate(result.ranking)}
    seat_rows = []
    for s in range(game.players):
        info = seats[s] if s < len(seats) else SeatInfo(f"Player {s + 1}", HUMAN)
        human = info.human
        seat_rows.append(RecordedSeat(s, info.name, HUMAN if human else COMPUTER,
                                      None if human else info.kind, int(result.scores[s]), places[s]))
    tally = game_tally(game)
    rp_rows = tuple(sorted(
        (RPRow(a, r, src, p) for (a, r, src), p in tally.points.items() if p),
        key=lambda row: (row.army, row.round, row.source),
    ))
    armies = tuple(ArmyRecord(a, config.owner(a), int(game.rp[a]), int(game.daimyo_card[a]))
                   for a in config.armies)
    return GameRecord(
        key=game_key(game),
        finished_at=finished_at or now_utc(),
        mode=mode_of(config.players, config.two_player_variant),
        players=config.players,
        variants=tuple(sorted(config.variants)),
        seed=config.seed,
        seats=tuple(seat_rows),
        armies=armies,
        rp=rp_rows,
        winner=result.winner,
        tiebreaks=tuple(result.tiebreaks),
        hints_used=max(0, int(hints_used)),
        decisions=len(game.history),
        save_path=save_path,
    )
