"""The rules data (areas, adjacency, prestige charts, Kachidoki tables, variant cards).

It lives in ``resources/rules.json`` so a player who owns the printed board can correct a
chart (R-PR4); it is validated with pydantic when loaded and a broken file gives a message
naming the field. The engine reads the plain tuples of :class:`Rules`, never the models.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator, model_validator

from ..paths import resources_dir
from .errors import RulesDataError
from .variants import FLAG_OF_CARD

N_AREAS = 7
N_ROUNDS = 3
#: the two-player variants share the R-V prefix with the variant cards (docs/variant-cards.md)
TWO_PLAYER_VARIANT_IDS = ("R-V7", "R-V8")

Points = Annotated[int, Field(ge=0, le=99)]


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class AreaModel(_Strict):
    number: int = Field(ge=0, le=N_AREAS - 1)
    romaji: str = Field(min_length=1)
    kanji: str = Field(min_length=1)


class ChartRowModel(_Strict):
    points: tuple[Points, Points, Points]
    inferred: bool

    @field_validator("points")
    @classmethod
    def _not_increasing(cls, v: tuple[int, int, int]) -> tuple[int, int, int]:
        if not (v[0] >= v[1] >= v[2]):
            raise ValueError("points for 1st/2nd/3rd must not increase")
        return v


class ChartModel(_Strict):
    area: int = Field(ge=0, le=N_AREAS - 1)
    rounds: tuple[ChartRowModel, ChartRowModel, ChartRowModel]


class VariantCardModel(_Strict):
    id: str
    name: str = Field(min_length=1)
    text: str = Field(min_length=1)

    @field_validator("id")
    @classmethod
    def _known_id(cls, v: str) -> str:
        if not re.fullmatch(r"R-V[1-9][0-9]*", v) or v in TWO_PLAYER_VARIANT_IDS:
            raise ValueError(f"{v!r} is not a variant card id (R-V<n>, never R-V7 or R-V8)")
        if v not in FLAG_OF_CARD:
            raise ValueError(f"variant card {v} has no effect in the engine (model/variants.py)")
        return v


class KachidokiTablesModel(_Strict):
    standard: tuple[Points, Points, Points]
    r_v3: tuple[Points, Points, Points] = Field(alias="R-V3")


class RulesFileModel(_Strict):
    schema_version: int = Field(ge=1, le=1)
    about: str = ""
    areas: list[AreaModel] = Field(min_length=N_AREAS, max_length=N_AREAS)
    adjacency: list[tuple[int, int]]
    prestige_charts: list[ChartModel] = Field(min_length=N_AREAS, max_length=N_AREAS)
    kachidoki_tables: KachidokiTablesModel
    variant_cards: list[VariantCardModel] = Field(min_length=2, max_length=50)

    @model_validator(mode="after")
    def _consistent(self) -> RulesFileModel:
        if sorted(a.number for a in self.areas) != list(range(N_AREAS)):
            raise ValueError("areas: numbers must be 0..6, each once")
        if sorted(c.area for c in self.prestige_charts) != list(range(N_AREAS)):
            raise ValueError("prestige_charts: one chart per area 0..6")
        for i, (a, b) in enumerate(self.adjacency):
            if not (0 <= a < N_AREAS and 0 <= b < N_AREAS) or a == b:
                raise ValueError(f"adjacency[{i}]: ({a}, {b}) is not a pair of two areas 0..6")
        ids = [v.id for v in self.variant_cards]
        if len(set(ids)) != len(ids):
            raise ValueError("variant_cards: each id once")
        return self


@dataclass(frozen=True, slots=True)
class Area:
    number: int
    romaji: str
    kanji: str


@dataclass(frozen=True, slots=True)
class VariantCard:
    id: str
    name: str
    text: str


@dataclass(frozen=True, slots=True)
class Rules:
    """The validated rules data as plain tuples for the engine's hot loop."""

    areas: tuple[Area, ...]
    #: neighbours of each area, ascending
    adjacent: tuple[tuple[int, ...], ...]
    #: chart[area][round - 1] = (1st, 2nd, 3rd) RP (R-PR4)
    chart: tuple[tuple[tuple[int, int, int], ...], ...]
    #: inferred[area][round - 1]: the row is a RULING, not printed
    inferred: tuple[tuple[bool, ...], ...]
    kachidoki_standard: tuple[int, int, int]
    kachidoki_v3: tuple[int, int, int]
    variant_cards: tuple[VariantCard, ...]

    def area_name(self, area: int) -> str:
        """``"Kyoto"`` or ``"4 Mikawa"``: the name players use for an area."""
        a = self.areas[area]
        return a.romaji if area == 0 else f"{area} {a.romaji}"

    @property
    def variant_ids(self) -> tuple[str, ...]:
        """The variant cards of the game, in the data's order (R-S6 draws two of them)."""
        return tuple(v.id for v in self.variant_cards)

    def variant(self, vid: str) -> VariantCard:
        return next(v for v in self.variant_cards if v.id == vid)


def _describe(err: ValidationError, path: Path) -> str:
    parts = []
    for e in err.errors()[:5]:
        loc = ".".join(str(x) for x in e["loc"]) or "(file)"
        parts.append(f"{loc}: {e['msg']}")
    return f"invalid rules data in {path}: " + "; ".join(parts)


def parse_rules(text: str, path: Path | str = "rules.json") -> Rules:
    """Validate the JSON text of a rules data file and turn it into :class:`Rules`."""
    path = Path(path)
    try:
        raw = json.loads(text)
    except json.JSONDecodeError as exc:
        raise RulesDataError(f"{path} is not valid JSON: {exc}") from None
    try:
        m = RulesFileModel.model_validate(raw)
    except ValidationError as exc:
        raise RulesDataError(_describe(exc, path)) from None
    areas = tuple(Area(a.number, a.romaji, a.kanji) for a in sorted(m.areas, key=lambda a: a.number))
    adj: list[set[int]] = [set() for _ in range(N_AREAS)]
    for a, b in m.adjacency:
        adj[a].add(b)
        adj[b].add(a)
    charts = sorted(m.prestige_charts, key=lambda c: c.area)
    return Rules(
        areas=areas,
        adjacent=tuple(tuple(sorted(s)) for s in adj),
        chart=tuple(tuple(tuple(r.points) for r in c.rounds) for c in charts),  # type: ignore[misc]
        inferred=tuple(tuple(r.inferred for r in c.rounds) for c in charts),
        kachidoki_standard=tuple(m.kachidoki_tables.standard),  # type: ignore[arg-type]
        kachidoki_v3=tuple(m.kachidoki_tables.r_v3),  # type: ignore[arg-type]
        variant_cards=tuple(VariantCard(v.id, v.name, v.text) for v in m.variant_cards),
    )


def load_rules(path: Path | None = None) -> Rules:
    """Load and validate a rules data file (default: ``resources/rules.json``)."""
    path = path or resources_dir() / "rules.json"
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise RulesDataError(f"cannot read rules data {path}: {exc.strerror}") from None
    return parse_rules(text, path)


@cache
def default_rules() -> Rules:
    """The game's rules data, loaded once."""
    return load_rules()
