"""What a game is set up with: player count, two-player variant, variant cards, seed."""

from __future__ import annotations

import hashlib
import random
import secrets
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from .actions import COLOURS, NEUTRAL
from .errors import JorakuError, UnknownNameError
from .phases import Mode
from .rules_data import default_rules

BASE, V7, V8 = "base", "R-V7", "R-V8"


#: the largest seed: what a save file holds (a signed 64-bit integer), so every game started can be
#: saved and loaded again
SEED_MAX = 2**63 - 1


class DealScheme(StrEnum):
    """How the seed deals. A save says which (none said: the first), so every saved game replays
    as it was dealt.

    * ``SEQUENTIAL``: the setup from ``Random(seed * 8)``, round ``r`` from
      ``Random(seed * 8 + r)``. A seat that sees its hand can search the seeds for the one that
      deals it, and then knows every hand: only games saved before keyed deals use it.
    * ``KEYED``: each generator is seeded with a BLAKE2b hash of the seed and the stream
      (setup or round), keyed with the game's own label; nothing one round deals says anything
      about another's, or about the seed, short of trying all 2**63 of them.
    """

    SEQUENTIAL = "sequential"
    KEYED = "keyed"


def new_seed() -> int:
    """A fresh seed for a new game: 63 bits from the operating system's secure source (a seed
    deals every hand; the seats must not be able to guess it)."""
    return secrets.randbits(63)


class ConfigProblem(StrEnum):
    """What is wrong with a configuration; the comment names the params and the rule."""

    PLAYER_COUNT = "player_count"  # {"players": int}; R-C1
    TWO_PLAYERS_NEED_VARIANT = "two_players_need_variant"  # {}; R-V7, R-V8
    VARIANT_FOR_TWO_ONLY = "variant_for_two_only"  # {"variant": str}; R-V7, R-V8
    UNKNOWN_VARIANT_CARDS = "unknown_variant_cards"  # {"variants": "R-V9, …"}; R-S6
    BAD_SEED = "bad_seed"  # {}: the seed is a whole number from 0 to SEED_MAX


class ConfigError(JorakuError, ValueError):
    """A game configuration the rules do not allow: ``code`` and ``params`` say why (the
    window words them); ``str()`` is a short technical line."""

    def __init__(self, code: ConfigProblem, params: Mapping[str, int | str] | None = None) -> None:
        self.code = code
        self.params: Mapping[str, int | str] = dict(params or {})
        super().__init__(f"{code.value} {dict(self.params)}" if self.params else code.value)


@dataclass(frozen=True, slots=True)
class GameConfig:
    """A game's fixed settings. With the seed and the decisions it replays the game exactly.

    * ``players``: 3 or 4 for the base game; 2 needs ``two_player_variant`` R-V7 or R-V8 (§9).
    * ``variants``: variant cards in play (R-S6; the rulebook uses 0 or 2 of R-V1, R-V2, R-V3,
    R-V4, R-V5, R-V6;
      the engine accepts any set so that each card can be tried alone).
    """

    players: int = 4
    two_player_variant: str | None = None
    variants: frozenset[str] = field(default_factory=frozenset)
    seed: int = 0
    #: how the seed deals (:class:`DealScheme`): new games deal ``KEYED``; a save that names
    #: no scheme was dealt ``SEQUENTIAL``
    deal: DealScheme = DealScheme.SEQUENTIAL

    def __post_init__(self) -> None:
        object.__setattr__(self, "variants", frozenset(self.variants))
        if self.players not in (2, 3, 4):
            raise ConfigError(ConfigProblem.PLAYER_COUNT, {"players": self.players})
        if self.players == 2 and self.two_player_variant not in (V7, V8):
            raise ConfigError(ConfigProblem.TWO_PLAYERS_NEED_VARIANT)
        if self.players != 2 and self.two_player_variant is not None:
            raise ConfigError(ConfigProblem.VARIANT_FOR_TWO_ONLY, {"variant": self.two_player_variant})
        unknown = sorted(set(self.variants) - set(default_rules().variant_ids))
        if unknown:
            raise ConfigError(ConfigProblem.UNKNOWN_VARIANT_CARDS, {"variants": ", ".join(unknown)})
        if not isinstance(self.seed, int) or isinstance(self.seed, bool) or not 0 <= self.seed <= SEED_MAX:
            raise ConfigError(ConfigProblem.BAD_SEED)
        object.__setattr__(self, "deal", DealScheme(self.deal))

    def chance(self, stream: int) -> random.Random:
        """The generator of one stream of chance: 0 the setup (daimyo cards), ``r`` the deal of
        round ``r`` (:class:`DealScheme` says how the seed makes it)."""
        if self.deal is DealScheme.SEQUENTIAL:
            return random.Random(self.seed * 8 + stream)
        digest = hashlib.blake2b(self.seed.to_bytes(8, "big") + stream.to_bytes(4, "big"),
                                 key=b"joraku-deal", person=b"joraku-chance", digest_size=32).digest()
        return random.Random(int.from_bytes(digest, "big"))

    @property
    def mode(self) -> Mode:
        """The base game, R-V7 or R-V8 (``two_player_variant`` is its label, or None)."""
        return Mode.from_label(self.two_player_variant or BASE)

    @property
    def armies(self) -> tuple[int, ...]:
        """The army ids (= colour ids) in play, ascending."""
        if self.mode is Mode.V7:
            return (0, 1, 2, 3)
        if self.mode is Mode.V8:
            return (0, 1, NEUTRAL)
        return tuple(range(self.players))

    def owner(self, army: int) -> int:
        """The seat that commands an army; -1 for the neutral army of R-V8."""
        if self.mode is Mode.V7:
            return army // 2
        if army == NEUTRAL:
            return -1
        return army

    def seat_armies(self, seat: int) -> tuple[int, ...]:
        return tuple(a for a in self.armies if self.owner(a) == seat)

    def describe(self) -> str:
        parts = [f"{self.players} players"]
        if self.two_player_variant:
            parts.append(self.two_player_variant)
        parts.append("variant cards " + (", ".join(sorted(self.variants)) or "none"))
        return "; ".join(parts)

    def to_dict(self) -> dict[str, Any]:
        """As a save holds it; ``deal`` only when it is not the first scheme (saves of earlier
        versions, which have none, read as they always did)."""
        d: dict[str, Any] = {
            "players": self.players,
            "two_player_variant": self.two_player_variant,
            "variants": sorted(self.variants),
            "seed": self.seed,
        }
        if self.deal is not DealScheme.SEQUENTIAL:
            d["deal"] = self.deal.value
        return d

    @staticmethod
    def from_dict(d: Mapping[str, Any]) -> GameConfig:
        return GameConfig(d["players"], d.get("two_player_variant"), frozenset(d["variants"]), d["seed"],
                          DealScheme(d.get("deal") or DealScheme.SEQUENTIAL.value))


def draw_variant_cards(seed: int, count: int = 2) -> frozenset[str]:
    """R-S6: draw ``count`` of the variant cards at random (seeded)."""
    return frozenset(random.Random(seed ^ 0x5EED).sample(default_rules().variant_ids, count))


def army_id(key: str | int, armies: Iterable[int]) -> int:
    """An army id from a colour name (``"blue"``, any case) or an id, checked against the
    ``armies`` in play: the one reading of an army that the public functions share."""
    in_play = tuple(armies)
    name = key.strip().lower() if isinstance(key, str) else None
    army = COLOURS.index(name) if name in COLOURS else key
    if type(army) is not int or army not in in_play:
        names = ", ".join(COLOURS[a] for a in in_play)
        raise UnknownNameError(f"{key!r} is not an army of this game (armies: {names})")
    return army
