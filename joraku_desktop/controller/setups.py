"""What a new game is set up with (the engine's config and who sits where), and the set-ups the
game makes by itself: the first start's "you against three computers" and the smoke test's
all-computer game. Qt-free: the window, start-up and the tools share these.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..model import GameConfig
from ..model.config import DealScheme, new_seed
from ..model.save_format import SEAT_KINDS
from ..saves import SeatInfo
from ..words.basics import default_computer_name, default_player_name


@dataclass(frozen=True, slots=True)
class GameSetup:
    """What the new-game dialog produces: the engine config and who sits where."""

    config: GameConfig
    seats: tuple[SeatInfo, ...]


def agent_levels() -> tuple[str, ...]:
    """The computer levels, easiest first: the seat kinds a save may hold less "human" (a test
    keeps them equal to ``ai.AGENT_LEVELS``), so the dialog does not load the computer players."""
    return tuple(kind for kind in SEAT_KINDS if kind != "human")


def default_level() -> str:
    levels = agent_levels()
    return "normal" if "normal" in levels else levels[len(levels) // 2]


def default_setup(seed: int | None = None) -> GameSetup:
    """You against three computers: what a first start offers if the dialog is cancelled."""
    seed = new_seed() if seed is None else seed
    level = default_level()
    seats = (
        SeatInfo(default_player_name(0), "human"),
        *(SeatInfo(default_computer_name(i), level) for i in (1, 2, 3)),
    )
    return GameSetup(GameConfig(players=4, seed=seed, deal=DealScheme.KEYED), seats)


def computer_setup(seed: int, level: str | None = None) -> GameSetup:
    """Four computers of one level (the first level: the quickest) for the smoke test."""
    level = level or agent_levels()[0]
    seats = tuple(SeatInfo(f"{n} ({level})", level) for n in ("Oda", "Takeda", "Imagawa", "Saitō"))
    return GameSetup(GameConfig(players=4, seed=seed, deal=DealScheme.KEYED), seats)
