"""The codes the network core speaks in: close codes, errors, connection and seat states.

The network core writes no words for players: every outcome is a code with its params, and the
window words it (the words layer). Log lines for server operators may be English.

Close codes follow RFC 6455: 1000-1015 are the protocol's own (websockets sends 1009 for a
message over the size limit, 1002 for a broken frame, 1007 for text that is not UTF-8, 1011 when
keepalive pings go unanswered); 4000-4999 are ours, listed in :class:`CloseCode`.
"""

from __future__ import annotations

import secrets
from enum import IntEnum, StrEnum


class CloseCode(IntEnum):
    """Why the server (or the client) closed a connection; sent as the WebSocket close code."""

    NORMAL = 1000  # the peer left, or the game is over and the table closed
    GOING_AWAY = 1001  # the server is shutting down (a restart: rejoin with the seat's token)
    PROTOCOL_ERROR = 1002  # a broken WebSocket frame (websockets' own)
    UNSUPPORTED_DATA = 1003  # a binary frame: the protocol is JSON text only
    INVALID_DATA = 1007  # text that is not UTF-8 (websockets' own)
    POLICY = 1008
    TOO_BIG = 1009  # a message over MAX_MESSAGE_BYTES (websockets' own, before any parsing)
    INTERNAL_ERROR = 1011  # keepalive timeout (websockets' own) or a server bug
    MALFORMED = 4000  # not JSON, or JSON that is not a message of this protocol
    PROTOCOL_VERSION = 4001  # the client speaks another protocol version (see ErrorCode)
    HELLO_TIMEOUT = 4002  # no hello in time after the WebSocket opened
    IDLE_TIMEOUT = 4003  # a connection that joined no table and said nothing for too long
    RATE_LIMITED = 4004  # more messages than the rate limit allows
    SLOW_CONSUMER = 4005  # the client stopped reading: its outgoing queue overflowed
    NO_SUCH_TABLE = 4006  # the table code names no table here
    BAD_TOKEN = 4007  # the seat secret does not match
    NO_FREE_SEAT = 4008  # the seat asked for is taken, or none is free
    REPLACED = 4009  # the same seat was joined again from another connection
    SEAT_GIVEN_AWAY = 4010  # the host gave the seat to a computer for good
    TABLE_CLOSED = 4011  # the table was closed by its host or the server
    SERVER_FULL = 4012  # too many connections or tables on this server
    NOT_ALLOWED = 4013  # e.g. creating a table on a server whose lobby is off
    TOO_MANY_ERRORS = 4014  # refusals in a row: a client out of step or hostile


class ErrorCode(StrEnum):
    """Why a request was refused by the table (not by the rules: those come as the engine's
    ``RefusalCode`` with ``by="engine"``). Params named in the comment."""

    PROTOCOL_VERSION = "protocol_version"  # {"server": int, "client": int | str}
    MALFORMED = "malformed"  # {"detail": str}: technical, for logs
    HELLO_FIRST = "hello_first"  # {}: anything before hello
    NO_SUCH_TABLE = "no_such_table"  # {"code": str}
    BAD_TOKEN = "bad_token"  # {"seat": int}
    NO_FREE_SEAT = "no_free_seat"  # {"seat": int}: -1 when none was named
    NOT_JOINED = "not_joined"  # {}: a decision from a connection with no seat
    NOT_YOUR_SEAT = "not_your_seat"  # {"seat": int, "yours": int}
    NOT_YOUR_TURN = "not_your_turn"  # {"seat": int, "current": int}: current -1 once over
    STALE = "stale"  # {"seq": int, "current": int}: a decision for an older state (a replay)
    NOT_STARTED = "not_started"  # {}: the host has not started the game
    GAME_OVER = "game_over"  # {}
    COMPUTER_PLAYS = "computer_plays"  # {"seat": int}: a computer stands in for the seat now
    NOT_ALLOWED = "not_allowed"  # {"what": str}
    SERVER_FULL = "server_full"  # {"limit": int}
    BAD_CONFIG = "bad_config"  # {"problem": a ConfigProblem value or "seats", ...its params}
    BUSY = "busy"  # {}: the table is applying another decision; send again


class ConnState(StrEnum):
    """A client's connection, as the window shows it."""

    CONNECTING = "connecting"
    JOINED = "joined"  # in a seat, receiving views
    RECONNECTING = "reconnecting"  # dropped; trying again with backoff (the seat is kept)
    CLOSED = "closed"  # for good: see the close code


class SeatState(StrEnum):
    """Who is in a seat now, as the waiting room and the table's seat list show it."""

    OPEN = "open"  # a remote seat nobody has claimed yet
    CONNECTED = "connected"  # a remote friend, here
    DROPPED = "dropped"  # a remote friend whose connection dropped; the grace period runs
    STAND_IN = "stand_in"  # a computer plays a remote seat until its friend rejoins
    LOCAL = "local"  # the host's own seat (in the host's window)
    COMPUTER = "computer"  # a computer seat


class SeatKind(StrEnum):
    """What a seat is when the table is set up (a computer seat also names its level)."""

    REMOTE = "remote"
    LOCAL = "local"
    COMPUTER = "computer"


class TableState(StrEnum):
    WAITING = "waiting"  # seats are being filled; no decision accepted yet
    PLAYING = "playing"
    OVER = "over"
    CLOSED = "closed"


#: Table codes use letters and digits a person cannot confuse when reading them aloud or
#: typing them (no 0/O, 1/I/L, U/V); 6 of these 29 give 29**6 ≈ 5.9·10^8 codes.
CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTWXYZ"
CODE_LENGTH = 6


def new_table_code() -> str:
    """A fresh random table code, e.g. ``"K7QM4X"`` (shown as ``K7Q-M4X``)."""
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


def normalise_table_code(text: object) -> str | None:
    """The code a person typed (any case, spaces or dashes anywhere), or None if it cannot be
    one. Never raises: the text comes from the network or a dialog."""
    if not isinstance(text, str) or len(text) > 32:
        return None
    code = "".join(ch for ch in text.upper() if ch not in " -_")
    if len(code) != CODE_LENGTH or any(ch not in CODE_ALPHABET for ch in code):
        return None
    return code


def show_table_code(code: str) -> str:
    """A code as people read it: ``"K7Q-M4X"``."""
    half = len(code) // 2
    return f"{code[:half]}-{code[half:]}"


def new_seat_token() -> str:
    """A seat's secret (192 random bits), kept on the friend's machine to rejoin the seat."""
    return secrets.token_urlsafe(24)
