"""The kinds of decision a game can wait for, and the three ways to play (base, R-V7, R-V8).

IntEnums, so the engine's hot loop compares plain ints while every other layer reads names
(``g.phase is Phase.PLAY``, never ``g.phase == 3``).
"""

from __future__ import annotations

from enum import IntEnum


class Phase(IntEnum):
    """The kind of decision pending; ``label`` is the name used in views and save files."""

    PASS = 0  # R-P2 (R-V8: pass 3)
    DISCARD = 1  # R-V8: discard one card face down
    DRAFT = 2  # R-V7: keep one card of the draft
    PLAY = 3  # R-K1: play a card
    MODE = 4  # R-E2: choose placement or AP
    PLACE = 5  # R-E1, R-E2: place samurai
    AP = 6  # R-E2: spend AP
    OVER = 7  # R-G1

    @property
    def label(self) -> str:
        """``"pass"``, ``"play"``, ``"ap"``…: the phase's name in save files and views."""
        return self.name.lower()

    @property
    def is_recruit(self) -> bool:
        """A recruit decision (R-P2, R-V7, R-V8): every seat chooses, in seat order."""
        return self <= Phase.DRAFT

    @property
    def is_resolution(self) -> bool:
        """A step of a played card's effect (R-E1, R-E2)."""
        return Phase.MODE <= self <= Phase.AP

    @classmethod
    def from_label(cls, label: str) -> Phase:
        return cls[label.upper()]


class Mode(IntEnum):
    """How the game is played: the base game (3-4 players) or a two-player variant; ``label``
    is its name in save files and views (``"base"``, ``"R-V7"``, ``"R-V8"``)."""

    BASE = 0
    V7 = 1  # R-V7: two armies each
    V8 = 2  # R-V8: a neutral army

    @property
    def label(self) -> str:
        return _MODE_LABELS[self]

    @classmethod
    def from_label(cls, label: str) -> Mode:
        """The mode called ``label`` (``KeyError`` for none)."""
        return _MODE_OF_LABEL[label]


_MODE_LABELS = {Mode.BASE: "base", Mode.V7: "R-V7", Mode.V8: "R-V8"}
_MODE_OF_LABEL = {label: mode for mode, label in _MODE_LABELS.items()}



#: the recruit phases, where every seat chooses cards rather than plays them (R-P2, R-V7, R-V8)
RECRUIT_PHASES = (Phase.PASS, Phase.DISCARD, Phase.DRAFT)
#: the steps of a skirmish: a card played, then its effect (R-K1, R-E1, R-E2)
SKIRMISH_PHASES = (Phase.PLAY, Phase.MODE, Phase.PLACE, Phase.AP)
