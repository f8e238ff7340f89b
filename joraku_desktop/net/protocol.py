"""The table protocol: versioned JSON messages over a WebSocket, validated by pydantic.

Every message is one JSON object in one text frame, at most :data:`MAX_MESSAGE_BYTES` (the
transport refuses a larger frame before anything is parsed), with its type in ``"t"``. The
client speaks first (``hello`` with :data:`PROTOCOL_VERSION`); the ``hello`` and ``error``
messages keep their shape in every version, so a client of another version always gets the
``protocol_version`` error and the close code 4001 rather than a parse failure. Messages are
parsed by pydantic's JSON parser (bounded nesting), strictly: an unknown field, type or value is
malformed (close code 4000). docs/network.md lists every message.
"""

from __future__ import annotations

import json
from typing import Annotated, Any, Literal

from pydantic import Field, TypeAdapter, ValidationError

from .. import __version__
from .codes import ErrorCode, SeatState, TableState
from .wire import ModeLabel, Seat, SeatOrNone, VariantId, WireModel, WireResult, WireView

#: bump on any change of a message's shape; clients and servers of different versions refuse
#: each other with ``ErrorCode.PROTOCOL_VERSION``
PROTOCOL_VERSION = 2
#: the largest message either side accepts (a seat's view is ~1.5 KB, with every legal action
#: of a pass ~3 KB)
MAX_MESSAGE_BYTES = 64 * 1024
APP = "joraku-desktop"
#: tables in one lobby answer at most; and the bytes a page of the lobby may take (a table with
#: long names in another script takes ~1.2 KB: a page holds fewer, the next page the rest)
LOBBY_TABLES = 100
LOBBY_PAGE_BYTES = 48 * 1024

Name = Annotated[str, Field(min_length=1, max_length=40)]
#: a seat's secret as the table makes them (URL-safe base64): anything else is malformed
Token = Annotated[str, Field(min_length=8, max_length=64, pattern=r"^[A-Za-z0-9_-]+$")]
Seq = Annotated[int, Field(ge=0, le=2**31)]
ActionText = Annotated[str, Field(min_length=1, max_length=40)]
Level = Annotated[str, Field(min_length=1, max_length=40)]


# ---- client to server ---------------------------------------------------------------------------
class Hello(WireModel):
    t: Literal["hello"]
    protocol: int
    app: Annotated[str, Field(max_length=40)]
    version: Annotated[str, Field(max_length=40)]


class ListTables(WireModel):
    """A page of the lobby from its ``start``-th table (the ``next`` of the page before)."""

    t: Literal["list"]
    start: Annotated[int, Field(ge=0, le=100_000)] = 0


class SeatSpec(WireModel):
    """A seat of a table to create: ``kind`` "remote" (a friend joins it) or a computer level."""

    kind: Level
    name: Name


class CreateTable(WireModel):
    t: Literal["create"]
    players: Annotated[int, Field(ge=2, le=4)]
    two_player_variant: Literal["R-V7", "R-V8"] | None = None
    variants: Annotated[list[VariantId], Field(max_length=12)] = Field(default_factory=list)
    seats: Annotated[list[SeatSpec], Field(min_length=2, max_length=4)]
    public: bool = True


class Join(WireModel):
    """Take a seat: ``token`` to rejoin one's own seat, or none to claim a free remote seat
    (``seat`` names it; -1: any free one)."""

    t: Literal["join"]
    code: Annotated[str, Field(max_length=32)]
    seat: SeatOrNone = -1
    token: Token | None = None
    name: Name


class Decide(WireModel):
    """A decision for ``seat`` (the connection's own) in the state ``seq`` (the last update's)."""

    t: Literal["decide"]
    seat: Seat
    seq: Seq
    action: ActionText


class Undo(WireModel):
    t: Literal["undo"]
    seat: Seat
    seq: Seq


class Reclaim(WireModel):
    """Take one's seat back from the computer standing in for it."""

    t: Literal["reclaim"]


class Leave(WireModel):
    """Give the seat up for now (the token still rejoins it)."""

    t: Literal["leave"]


ClientMessage = Annotated[Hello | ListTables | CreateTable | Join | Decide | Undo | Reclaim | Leave,
                          Field(discriminator="t")]
_CLIENT = TypeAdapter(ClientMessage)


# ---- server to client ---------------------------------------------------------------------------
class ServerHello(WireModel):
    t: Literal["hello"]
    protocol: int
    version: Annotated[str, Field(max_length=40)]
    lobby: bool  # list and create are allowed


class WireSeat(WireModel):
    """One seat of a table as the network tells it (who sits there now, in what state); the
    seat a save keeps is :class:`joraku_desktop.saves.SeatInfo`."""

    seat: Seat
    name: Name
    state: SeatState
    #: the computer level playing (a computer seat, or one standing in); None for a person
    level: Level | None = None


class TableInfo(WireModel):
    code: Annotated[str, Field(max_length=16)]
    players: Annotated[int, Field(ge=2, le=4)]
    mode: ModeLabel
    variants: Annotated[list[VariantId], Field(max_length=12)]
    state: TableState
    seats: Annotated[list[WireSeat], Field(max_length=4)]


class Lobby(WireModel):
    t: Literal["lobby"]
    tables: Annotated[list[TableInfo], Field(max_length=LOBBY_TABLES)]
    #: where the next page starts (``list`` with ``start``); 0: this is the last page
    next: Annotated[int, Field(ge=0, le=100_000)] = 0


class Created(WireModel):
    t: Literal["created"]
    code: Annotated[str, Field(max_length=16)]


class Welcome(WireModel):
    """The seat is yours: keep ``token`` to rejoin it."""

    t: Literal["welcome"]
    code: Annotated[str, Field(max_length=16)]
    seat: Seat
    token: Token
    table: TableInfo


class LastDecision(WireModel):
    seat: Seat
    #: the decision's text, or only its kind when it names cards this seat may not know
    decision: ActionText


class Update(WireModel):
    """The state changed (or you just joined): your view, and the events since your last update."""

    t: Literal["update"]
    seq: Seq
    view: WireView
    events: Annotated[list[dict[str, Any]], Field(max_length=200)]
    last: LastDecision | None
    result: WireResult | None = None


class Refused(WireModel):
    """A decision not applied: ``by`` "engine" (a ``RefusalCode`` of the rules, with its params
    and rule id) or "table" (an :class:`ErrorCode`)."""

    t: Literal["refused"]
    seq: Seq
    by: Literal["engine", "table"]
    code: Annotated[str, Field(max_length=40)]
    params: Annotated[dict[str, int | str], Field(max_length=8)]
    rule: Annotated[str, Field(max_length=12)] = ""
    action: Annotated[str, Field(max_length=80)] = ""


class Seats(WireModel):
    """Who sits where now (the waiting room; a friend dropped, rejoined or was replaced)."""

    t: Literal["seats"]
    table: TableInfo


class Record(WireModel):
    """The game is over: the whole game as a save document (joraku_desktop.model.save_format),
    so that every machine keeps it in its record and can replay it. Sent only once the game is
    over, when nothing in it is a secret any more."""

    t: Literal["record"]
    save: dict[str, Any]


class Error(WireModel):
    """Why the server is about to close the connection (or refused a lobby request)."""

    t: Literal["error"]
    code: Annotated[str, Field(max_length=40)]
    params: Annotated[dict[str, int | str], Field(max_length=8)] = Field(default_factory=dict)


ServerMessage = Annotated[
    ServerHello | Lobby | Created | Welcome | Update | Refused | Seats | Record | Error,
    Field(discriminator="t"),
]
_SERVER = TypeAdapter(ServerMessage)


class MalformedMessageError(ValueError):
    """A message that is not one of this protocol's; ``detail`` is a short technical line."""


def _explain(exc: ValidationError) -> str:
    first = exc.errors(include_input=False, include_url=False)[0]
    loc = ".".join(str(x)[:20] for x in first["loc"])
    return f"{loc[:80]}: {first['msg'][:100]}"


AnyClientMessage = Hello | ListTables | CreateTable | Join | Decide | Undo | Reclaim | Leave
AnyServerMessage = ServerHello | Lobby | Created | Welcome | Update | Refused | Seats | Record | Error


def parse_client(data: str | bytes) -> AnyClientMessage:
    """A client's message, validated; raises :class:`MalformedMessageError`."""
    try:
        return _CLIENT.validate_json(data)
    except ValidationError as exc:
        raise MalformedMessageError(_explain(exc)) from None


def parse_server(data: str | bytes) -> AnyServerMessage:
    """A server's message, validated; raises :class:`MalformedMessageError`."""
    try:
        return _SERVER.validate_json(data)
    except ValidationError as exc:
        raise MalformedMessageError(_explain(exc)) from None


def hello_version(data: str | bytes) -> int | str | None:
    """The protocol version a first message claims, read leniently (any later version's hello
    has ``t`` and ``protocol``); None if it is no hello at all."""
    try:
        raw = json.loads(data)
    except (ValueError, RecursionError):
        return None
    if not isinstance(raw, dict) or raw.get("t") != "hello":
        return None
    version = raw.get("protocol")
    if type(version) is int:
        return version
    return str(version)[:20]


def encode(msg: WireModel) -> str:
    """The text frame of a message."""
    return msg.model_dump_json()


def encode_dict(d: dict[str, Any]) -> str:
    """The text frame of a message built as plain data (the hot path: updates)."""
    return json.dumps(d, ensure_ascii=False, separators=(",", ":"))


def client_hello() -> Hello:
    return Hello(t="hello", protocol=PROTOCOL_VERSION, app=APP, version=__version__)


def error(code: ErrorCode, params: dict[str, int | str] | None = None) -> Error:
    return Error(t="error", code=code.value, params=params or {})



