"""The rules data (areas, adjacency, prestige charts, Kachidoki tables, variant cards).

It lives in ``resources/rules.json`` so a player who owns the printed board can correct a
chart (R-PR4). The engine reads the plain tuples of :class:`Rules`, never the file's models.

Validated with pydantic where it enters, without paying pydantic at every start: the exact bytes
the tests and the build validated are recorded by their SHA-256 in ``rules.json.sha256`` beside
the file (``scripts/stamp_rules.py`` writes it; a test fails while it is stale). Those bytes are
read with ``json`` alone; any other bytes, such as a player's corrected chart, go through the
pydantic models first (built on first use: importing pydantic and building them is ~60 ms, a
quarter of the game's start-up) and a broken file gives a message naming the field.
"""

from __future__ import annotations

import hashlib
import json
import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..paths import resources_dir
from .errors import RulesDataError
from .variants import FLAG_OF_CARD

if TYPE_CHECKING:
    from pydantic import BaseModel, ValidationError

N_AREAS = 7
N_ROUNDS = 3  # R-G1
#: samurai in each army's supply at the start (R-C2)
SAMURAI_PER_ARMY = 10
#: the most samurai one card places (R-E1, R-E2)
MAX_PLACE = 3
#: the two-player variants share the R-V prefix with the variant cards (docs/variant-cards.md)
TWO_PLAYER_VARIANT_IDS = ("R-V7", "R-V8")
#: beside a rules data file: the SHA-256 of the bytes that passed validation (``sha256sum`` format)
DIGEST_SUFFIX = ".sha256"


@cache
def _schema() -> type[BaseModel]:
    """The pydantic model of a rules data file, built on first use (see the module doc)."""
    from typing import Annotated

    from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

    Points = Annotated[int, Field(ge=0, le=99)]  # noqa: N806 (a type alias)

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

    return RulesFileModel


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


def _rules(doc: dict[str, Any]) -> Rules:
    """:class:`Rules` from a validated rules document (plain JSON data)."""
    areas = tuple(Area(a["number"], a["romaji"], a["kanji"])
                  for a in sorted(doc["areas"], key=lambda a: a["number"]))
    adj: list[set[int]] = [set() for _ in range(N_AREAS)]
    for a, b in doc["adjacency"]:
        adj[a].add(b)
        adj[b].add(a)
    charts = sorted(doc["prestige_charts"], key=lambda c: c["area"])
    tables = doc["kachidoki_tables"]
    return Rules(
        areas=areas,
        adjacent=tuple(tuple(sorted(s)) for s in adj),
        chart=tuple(tuple(tuple(r["points"]) for r in c["rounds"]) for c in charts),
        inferred=tuple(tuple(r["inferred"] for r in c["rounds"]) for c in charts),
        kachidoki_standard=tuple(tables["standard"]),
        kachidoki_v3=tuple(tables["R-V3"]),
        variant_cards=tuple(VariantCard(v["id"], v["name"], v["text"]) for v in doc["variant_cards"]),
    )


def parse_rules(text: str | bytes, path: Path | str = "rules.json") -> Rules:
    """Validate the JSON text of a rules data file with pydantic and turn it into :class:`Rules`."""
    from pydantic import ValidationError

    path = Path(path)
    try:
        raw = json.loads(text)
    except json.JSONDecodeError as exc:
        raise RulesDataError(f"{path} is not valid JSON: {exc}") from None
    except (UnicodeDecodeError, RecursionError, ValueError) as exc:
        raise RulesDataError(f"{path} is not a rules data file ({type(exc).__name__})") from None
    try:
        m = _schema().model_validate(raw)
    except ValidationError as exc:
        raise RulesDataError(_describe(exc, path)) from None
    return _rules(m.model_dump(by_alias=True))


def digest(data: bytes) -> str:
    """The SHA-256 (hex) a rules data file is recorded by once validated."""
    return hashlib.sha256(data).hexdigest()


def validated_digest(path: Path) -> str:
    """The digest recorded beside ``path`` (``""`` if none): at most one short line is read."""
    try:
        with open(path.with_name(path.name + DIGEST_SUFFIX), "rb") as fh:
            line = fh.read(200)
    except OSError:
        return ""
    return line.split(b" ", 1)[0].decode("ascii", "replace").strip()


def load_rules(path: Path | None = None) -> Rules:
    """Load a rules data file (default: ``resources/rules.json``): validated with pydantic,
    unless these exact bytes were validated before (their digest is recorded beside the file)."""
    path = path or resources_dir() / "rules.json"
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise RulesDataError(f"cannot read rules data {path}: {exc.strerror}") from None
    if validated_digest(path) == digest(data):
        return _rules(json.loads(data))
    return parse_rules(data, path)


@cache
def default_rules() -> Rules:
    """The game's rules data, loaded once."""
    return load_rules()
