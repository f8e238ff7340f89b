"""What a new game is set up with (the engine's config and who sits where), and the set-ups the
game makes by itself: the first start's "you against three computers" and the smoke test's
all-computer game. Qt-free: the window, start-up and the tools share these.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from ..model import GameConfig
from ..model.config import DealScheme, new_seed
from ..model.save_format import HUMAN, SEAT_KINDS, is_human
from ..saves import SeatInfo
from ..words.basics import default_computer_name, default_player_name


@dataclass(frozen=True, slots=True)
class GameSetup:
    """What the new-game dialog produces: the engine config and who sits where."""

    config: GameConfig
    seats: tuple[SeatInfo, ...]


class HostSeat(StrEnum):
    """Who the host puts in a seat of a hosted table besides a computer level: the host, or a
    friend who joins."""

    ME = "me"
    FRIEND = "friend"


def host_seat(data: str) -> HostSeat | str:
    """A hosted table's seat choice: the host, a friend, or else a computer level (as is)."""
    try:
        return HostSeat(data)
    except ValueError:
        return data


def agent_levels() -> tuple[str, ...]:
    """The computer levels, easiest first: the seat kinds a save may hold less "human" (a test
    keeps them equal to ``ai.AGENT_LEVELS``), so the dialog does not load the computer players."""
    return tuple(kind for kind in SEAT_KINDS if not is_human(kind))


def default_level() -> str:
    levels = agent_levels()
    return "normal" if "normal" in levels else levels[len(levels) // 2]


def default_setup(seed: int | None = None) -> GameSetup:
    """You against three computers: what a first start offers if the dialog is cancelled."""
    seed = new_seed() if seed is None else seed
    level = default_level()
    seats = (
        SeatInfo(default_player_name(0), HUMAN),
        *(SeatInfo(default_computer_name(i), level) for i in (1, 2, 3)),
    )
    return GameSetup(GameConfig(players=4, seed=seed, deal=DealScheme.KEYED), seats)


def computer_setup(seed: int, level: str | None = None) -> GameSetup:
    """Four computers of one level (the first level: the quickest) for the smoke test."""
    level = level or agent_levels()[0]
    seats = tuple(SeatInfo(f"{n} ({level})", level) for n in ("Oda", "Takeda", "Imagawa", "Saitō"))
    return GameSetup(GameConfig(players=4, seed=seed, deal=DealScheme.KEYED), seats)
