"""The save file: plain JSON validated by pydantic, with a schema version. No file I/O here.

A save holds the config (with the seed), the starting position if the game began from a
scenario, every decision so far (action texts) and the full current position. Loading
validates the document, checks the position's invariants, replays the decisions from the
start and insists the result equals the saved position, so a load gives back an identical
game (history and undo included) or a clear :class:`SaveError` — never a half-loaded game.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import UTC, datetime
from functools import cache
from typing import TYPE_CHECKING, Any, Literal, get_args

from .. import __version__
from .actions import action_from_text
from .cards import CARD_TEXT
from .config import SEED_MAX
from .errors import FileProblem, InvalidStateError, JorakuError, SaveError
from .game import Game, new_game
from .names import NAME_MAX, clean_name
from .phases import Phase as _Phase
from .position import game_from_position, position_to_dict
from .rules_data import default_rules

if TYPE_CHECKING:
    from pydantic import BaseModel, ValidationError

SCHEMA_VERSION = 1
#: a save of a whole game is ~20 KB; anything this large is not one of ours
MAX_SAVE_BYTES = 2_000_000
MAX_DECISIONS = 5_000
#: the longest decision text is ~15 characters ("remove yellow@12", "pass R4 B2 Y6")
MAX_ACTION_CHARS = 40
#: a hint per decision at most is far below this
MAX_HINTS = 100_000
#: a value quoted in an error message is cut to this many characters
MAX_QUOTED_CHARS = 60
#: who can sit in a seat: a person or a computer level. model/ does not import ai/, so the levels
#: are repeated here; a test checks this equals ``("human", *ai.AGENT_LEVELS)``.
SeatKindLabel = Literal["human", "random", "easy", "normal", "hard", "expert"]
SEAT_KINDS: tuple[str, ...] = get_args(SeatKindLabel)
#: the kind of a seat a person plays (the others are computer levels)
HUMAN = SEAT_KINDS[0]


def is_human(kind: str) -> bool:
    """Whether a seat of ``kind`` is a person's (else a computer level)."""
    return kind == HUMAN

Colour = Literal["blue", "red", "yellow", "green", "purple"]
CardText = Literal[CARD_TEXT]  # type: ignore[valid-type]


#: the phase labels written out for the type checker; the assert keeps them those of the engine
PhaseLabel = Literal["pass", "discard", "draft", "play", "mode", "place", "ap", "over"]
assert get_args(PhaseLabel) == tuple(p.label for p in _Phase)
Count = int


def _variant_card(card_id: str) -> str:
    if card_id not in default_rules().variant_ids:
        raise ValueError(f"unknown variant card {card_id[:12]!r}")
    return card_id


@cache
def _save_model() -> type[BaseModel]:
    """The pydantic model of a save document, built the first time a save is read: importing
    pydantic and building these models costs ~60 ms, which the game's start-up does not pay."""
    from typing import Annotated

    from pydantic import AfterValidator, BaseModel, ConfigDict, Field, field_validator

    #: a variant card of the rules data (docs/variant-cards.md): checked at run time, not a fixed list
    VariantCardId = Annotated[str, Field(max_length=12), AfterValidator(_variant_card)]  # noqa: N806

    class _Model(BaseModel):
        model_config = ConfigDict(extra="forbid", strict=True)

    class ConfigModel(_Model):
        players: Literal[2, 3, 4]
        two_player_variant: Literal["R-V7", "R-V8"] | None
        variants: list[VariantCardId] = Field(max_length=50)
        seed: int = Field(ge=0, le=SEED_MAX)
        #: absent in saves of games dealt before keyed deals (``DealScheme.SEQUENTIAL``)
        deal: Literal["keyed"] | None = None

    class ArmyModel(_Model):
        daimyo_card: int = Field(ge=0, le=6)
        daimyo_area: int
        samurai: list[int] = Field(min_length=7, max_length=7)
        supply: int = Field(ge=0, le=10)
        rp: int = Field(ge=0, le=10_000)
        kyoto_bonus_used: bool

    class ActingModel(_Model):
        army: Colour
        card: CardText
        left: int = Field(ge=0, le=6)

    class PositionModel(_Model):
        config: ConfigModel
        round: int = Field(ge=1, le=3)
        phase: PhaseLabel
        armies: dict[Colour, ArmyModel]
        hands: list[list[CardText]] = Field(max_length=4)
        set_aside: list[CardText] = Field(max_length=21)
        discards: list[list[CardText]] = Field(max_length=4)
        pending: list[list[CardText] | None] = Field(max_length=4)
        draft: list[list[CardText]] = Field(max_length=4)
        draft_given: list[list[CardText]] = Field(max_length=4)
        known: list[list[list[CardText]]] = Field(max_length=4)
        received: list[list[CardText]] = Field(max_length=4)
        kachidoki_seat: int = Field(ge=0, le=3)
        kachidoki_army: Colour
        skirmish: int = Field(ge=0, le=8)
        order: list[int] = Field(max_length=4)
        turn: int = Field(ge=0, le=4)
        trick: list[tuple[Colour, CardText]] = Field(max_length=4)
        led_suit: Literal["red", "blue", "yellow"] | None
        acting: ActingModel | None
        played: list[tuple[int, Colour, CardText]] = Field(max_length=21)

    class SeatModel(_Model):
        name: str = Field(min_length=1, max_length=NAME_MAX)
        kind: SeatKindLabel

    class SaveModel(_Model):
        schema_version: int
        app: Literal["joraku-desktop"]
        app_version: str = Field(max_length=40)
        saved_at: str = Field(max_length=40)
        config: ConfigModel
        seats: list[SeatModel] = Field(max_length=4)
        start: PositionModel | None
        decisions: list[Annotated[str, Field(max_length=MAX_ACTION_CHARS)]] = Field(max_length=MAX_DECISIONS)
        state: PositionModel
        #: hints asked for and shown in this game ("What would the computer do?"); absent in saves
        #: written before the hint existed, which load with 0 (the schema version is unchanged)
        hints_used: int = Field(default=0, ge=0, le=MAX_HINTS)

        @field_validator("schema_version", mode="before")
        @classmethod
        def _exactly_one(cls, v: object) -> object:
            return exact_version(v, SCHEMA_VERSION)

    return SaveModel


def clip(value: object, limit: int = MAX_QUOTED_CHARS, *, middle: bool = False) -> str:
    """``value`` as text, cut to ``limit`` characters with "…" where it was cut: a file's content
    quoted in a message must not make the message (and the box showing it) megabytes long.

    ``middle`` keeps both ends (a file name's start and its extension)."""
    text = str(value)
    if len(text) <= limit:
        return text
    if not middle:
        return text[: max(limit - 1, 0)] + "…"
    head = (limit - 1) // 2
    return text[:head] + "…" + text[len(text) - (limit - 1 - head):]


def exact_version(value: object, expected: int) -> int:
    """A document's ``schema_version`` must be exactly the integer ``expected``: pydantic's strict
    ``Literal[1]`` still takes ``1.0`` and ``true``, which no file of ours contains."""
    if type(value) is not int or value != expected:
        raise ValueError(f"must be the integer {expected}")
    return value


@dataclass(frozen=True, slots=True)
class SeatInfo:
    """Who sits in a seat: a name and ``"human"`` or a computer level.

    The name is cleaned on the way in (:func:`.names.clean_name`): whatever a dialog, a save or
    the settings hand over, a seat's name is one line of visible text of at most 40 characters."""

    name: str
    kind: str = "human"

    def __post_init__(self) -> None:
        object.__setattr__(self, "name", clean_name(self.name))

    @property
    def human(self) -> bool:
        """A person sits here (else a computer level)."""
        return is_human(self.kind)


@dataclass(frozen=True, slots=True)
class SaveDocument:
    """What a save holds besides the game's position: who sits where and the hints used."""

    game: Game
    seats: list[SeatInfo]
    hints_used: int = 0


def game_to_json(game: Game, seats: list[SeatInfo] | None = None, hints_used: int = 0) -> str:
    """The save document of a game (requires a recording game: it stores the decisions)."""
    if not game.record:
        raise SaveError("a search copy of a game keeps no decisions and cannot be saved",
                        FileProblem.NOT_RECORDING)
    for s in seats or []:  # never write a file that this version would refuse to load
        if s.kind not in SEAT_KINDS:
            known = ", ".join(SEAT_KINDS)
            raise SaveError(f"unknown seat kind {clip(repr(s.kind))} (expected one of {known})",
                            FileProblem.UNKNOWN_SEAT_KIND, {"kind": clip(s.kind, 40)})
    doc: dict[str, Any] = {
        "schema_version": SCHEMA_VERSION,
        "app": "joraku-desktop",
        "app_version": __version__,
        "saved_at": datetime.now(UTC).isoformat(timespec="seconds"),
        "config": game.config.to_dict(),
        "seats": [{"name": s.name, "kind": s.kind} for s in (seats or [])],
        "start": game.start_position,
        "decisions": [str(a) for a in game.history],
        "state": position_to_dict(game),
        "hints_used": max(0, min(int(hints_used), MAX_HINTS)),
    }
    return json.dumps(doc, ensure_ascii=False, indent=1)


def _explain(err: ValidationError) -> str:
    parts = []
    for e in err.errors(include_input=False, include_url=False)[:4]:
        loc = ".".join(clip(x, 30) for x in e["loc"]) or "(document)"  # dict keys come from the file
        parts.append(f"{clip(loc, 100)}: {clip(e['msg'], 120)}")
    more = err.error_count() - 4
    tail = f" (and {more} more)" if more > 0 else ""
    return "; ".join(parts) + tail


def game_from_json(text: str | bytes) -> tuple[Game, list[SeatInfo]]:
    """Rebuild a game from a save document, or raise :class:`SaveError` saying why not."""
    doc = document_from_json(text)
    return doc.game, doc.seats


def document_from_json(text: str | bytes) -> SaveDocument:
    """The whole save document (the game, the seats, the hints used), or :class:`SaveError`."""
    if len(text) > MAX_SAVE_BYTES:
        raise SaveError(f"the file is too large to be a Joraku save ({len(text):,} bytes; "
                        f"at most {MAX_SAVE_BYTES:,})", FileProblem.TOO_LARGE,
                        {"name": "", "size": len(text), "limit": MAX_SAVE_BYTES})
    if isinstance(text, bytes):
        # an editor's byte-order mark (UTF-8, or UTF-16 as some editors on Windows save) is read
        utf16 = text.startswith((b"\xff\xfe", b"\xfe\xff"))
        try:
            decoded: str | None = text.decode("utf-16" if utf16 else "utf-8-sig")
        except UnicodeDecodeError:
            decoded = None
        if decoded is None or (utf16 and not decoded.lstrip().startswith("{")):  # binary, not a BOM
            raise SaveError("the file is not a Joraku save (not UTF-8 text)", FileProblem.NOT_TEXT)
        text = decoded
    text = text.removeprefix("\ufeff")
    try:
        raw = json.loads(text)
    except json.JSONDecodeError as exc:
        raise SaveError(f"the file is damaged or truncated: not valid JSON "
                        f"(line {exc.lineno}, column {exc.colno}: {exc.msg})", FileProblem.NOT_JSON,
                        {"line": exc.lineno, "column": exc.colno}) from None
    except RecursionError:
        raise SaveError("the file is not a Joraku save (its JSON is nested far too deep)",
                        FileProblem.NOT_A_SAVE, {"detail": "nested too deep"}) from None
    except ValueError:  # e.g. an integer literal over Python's 4,300-digit conversion limit
        raise SaveError("the file is not a Joraku save (it holds a number far too long)",
                        FileProblem.NOT_A_SAVE, {"detail": "number too long"}) from None
    except Exception as exc:  # a file must never crash the game, whatever the parser raises
        raise SaveError(f"the file is not a Joraku save ({type(exc).__name__} while reading it)",
                        FileProblem.NOT_A_SAVE, {"detail": type(exc).__name__}) from None
    if not isinstance(raw, dict):
        raise SaveError("the file is not a Joraku save (expected a JSON object)", FileProblem.NOT_A_SAVE,
                        {"detail": "not a JSON object"})
    version = raw.get("schema_version")
    if type(version) is not int or version != SCHEMA_VERSION:
        if type(version) is int and version > SCHEMA_VERSION:
            raise SaveError(f"the save was written by a newer Joraku Desktop (schema version "
                            f"{clip(version, 20)}; this version reads {SCHEMA_VERSION})",
                            FileProblem.NEWER_VERSION, {"version": clip(version, 20)})
        raise SaveError(f"unsupported save schema version {clip(repr(version))} (expected {SCHEMA_VERSION})",
                        FileProblem.UNSUPPORTED_VERSION, {"version": clip(repr(version), 40)})
    from pydantic import ValidationError

    try:
        model = _save_model().model_validate_json(text)
    except ValidationError as exc:
        raise SaveError(f"the save file is invalid: {_explain(exc)}", FileProblem.INVALID,
                        {"detail": _explain(exc)}) from None
    except Exception as exc:
        raise SaveError(f"the save file is invalid ({type(exc).__name__} while checking it)",
                        FileProblem.INVALID, {"detail": type(exc).__name__}) from None
    doc = model.model_dump(mode="json")
    if doc["state"]["config"] != doc["config"]:
        raise SaveError("the save file is invalid: state.config differs from config", FileProblem.INVALID,
                        {"detail": "state.config differs from config"})
    try:
        saved = game_from_position(_lists(doc["state"]))  # invariants of the saved position
        if doc["start"] is not None:
            game = game_from_position(_lists(doc["start"]))
            game.start_position = position_to_dict(game)
        else:
            from .config import GameConfig

            game = new_game(GameConfig.from_dict(doc["config"]))
    except InvalidStateError as exc:
        raise SaveError(f"the save holds an {clip(exc, 300)}", FileProblem.IMPOSSIBLE_POSITION,
                        {"detail": clip(exc, 300)}) from None
    except JorakuError as exc:
        raise SaveError(f"the save file is invalid: {clip(exc, 300)}", FileProblem.INVALID,
                        {"detail": clip(exc, 300)}) from None
    except Exception as exc:  # a crafted position the engine does not catch yet must not crash us
        raise SaveError(f"the save holds an impossible position ({type(exc).__name__})",
                        FileProblem.IMPOSSIBLE_POSITION, {"detail": type(exc).__name__}) from None
    for i, text_action in enumerate(doc["decisions"]):
        try:
            game.apply(action_from_text(text_action))
        except JorakuError as exc:
            raise SaveError(f"decision {i + 1} ({clip(repr(text_action))}) cannot be replayed: "
                            f"{clip(exc, 200)}", FileProblem.DECISION_NOT_REPLAYABLE,
                            {"number": i + 1, "decision": clip(text_action, 60), "detail": clip(exc, 200)}
                            ) from None
        except Exception as exc:
            raise SaveError(f"decision {i + 1} ({clip(repr(text_action))}) cannot be replayed "
                            f"({type(exc).__name__})", FileProblem.DECISION_NOT_REPLAYABLE,
                            {"number": i + 1, "decision": clip(text_action, 60), "detail": type(exc).__name__}
                            ) from None
    if position_to_dict(game) != position_to_dict(saved):
        raise SaveError("the saved position does not match its list of decisions (edited or damaged file)",
                        FileProblem.POSITION_MISMATCH)
    seats = [SeatInfo(s["name"], s["kind"]) for s in doc["seats"]]
    return SaveDocument(game, seats, doc["hints_used"])


def _lists(d: Any) -> Any:
    """pydantic dumps tuples as lists already; this normalises nested tuples for comparison."""
    if isinstance(d, dict):
        return {k: _lists(v) for k, v in d.items()}
    if isinstance(d, list | tuple):
        return [_lists(v) for v in d]
    return d



