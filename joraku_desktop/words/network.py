"""Network play in words: the host and join dialogs, the waiting room, the connection banner,
and why a table refused a decision or closed the connection.

The network core (``net/``) speaks in codes only — close codes (whole numbers) and the table's
error codes (short strings) — and sits below this layer, so the codes are named here by their
values; a test checks that every code the core defines has its sentence.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING

from .basics import Names, level_text, seat_name
from .translation import translate

if TYPE_CHECKING:
    from ..net.client import Closed
    from ..net.codes import SeatState

Params = Mapping[str, int | str]


def _int(params: Params, key: str) -> int:
    value = params.get(key, -1)
    return value if isinstance(value, int) else -1


# ---- menus and dialogs -------------------------------------------------------------------------
def host_menu_text() -> str:
    return translate("Network", "&Host a table…")


def join_menu_text() -> str:
    return translate("Network", "&Join a table…")


def host_title() -> str:
    return translate("Network", "Host a table")


def join_title() -> str:
    return translate("Network", "Join a table")


def host_intro() -> str:
    return translate(
        "Network", "Choose who plays each seat. Friends over the network join with this machine's "
                   "address and the table code, which you will see next.")


def seat_label(seat: int) -> str:
    return translate("Network", "Seat {0}").format(seat + 1)


def me_choice() -> str:
    return translate("Network", "Me")


def friend_choice() -> str:
    return translate("Network", "A friend over the network")


def computer_choice(level: str) -> str:
    return translate("Network", "Computer: {0}").format(level_text(level))


def your_name_label() -> str:
    return translate("Network", "Your name")


def port_label() -> str:
    return translate("Network", "Port")


def game_label() -> str:
    return translate("Network", "Game")


def host_button() -> str:
    return translate("Network", "Open the table")


def join_button() -> str:
    return translate("Network", "Join")


def address_label() -> str:
    return translate("Network", "Address")


def code_label() -> str:
    return translate("Network", "Table code")


def join_intro() -> str:
    return translate(
        "Network", "Type the address and the table code your host gave you, e.g. 192.168.1.20:8765 "
                   "and K7Q-M4X.")


def need_a_friend() -> str:
    return translate("Network", "Give at least one seat to a friend over the network.")


def need_me() -> str:
    return translate("Network", "Keep one seat for yourself.")


def not_an_address(text: str) -> str:
    return translate("Network", "“{0}” is not an address: type a name or an IP address, with a port "
                                "after a colon if your host gave one.").format(text)


def not_a_code() -> str:
    return translate("Network", "A table code has 6 letters and digits, like K7Q-M4X.")


def reopen_question(code: str, round_: int, names: str) -> str:
    return translate(
        "Network", "Re-open the table you were hosting (code {0}, round {1}: {2})? Your friends rejoin "
                   "their seats. No: it is set aside and a new table is opened.").format(code, round_, names)


def reopen_title() -> str:
    return translate("Network", "Your table")


def cannot_host(detail: str) -> str:
    return translate("Network", "The table could not be opened: {0}").format(detail)


# ---- a server's lobby ---------------------------------------------------------------------------
def find_tables_button() -> str:
    return translate("Network", "Find tables")


def lobby_looking() -> str:
    return translate("Network", "Asking the table server…")


def lobby_empty() -> str:
    return translate("Network", "No table is open on this server now.")


def lobby_not_a_server() -> str:
    return translate("Network", "This address is a friend's table, not a table server: type the table "
                                "code your friend gave you.")


def lobby_seats(seats: list[tuple[str, str]]) -> str:
    """The seats of a lobby's table: "Ann (here), Bob (waiting for a friend…)"."""
    return translate("Messages", ", ", "list separator").join(
        translate("Network", "{0} ({1})",
                  "a seat in the lobby: the name (who is there now)").format(name, state)
        for name, state in seats)


def lobby_entry(code: str, game: str, seats: str) -> str:
    return translate("Network", "{0} · {1} · {2}", "a table of the lobby: code, game, seats").format(
        code, game, seats)


# ---- the waiting room --------------------------------------------------------------------------
def waiting_room_title() -> str:
    return translate("Network", "Waiting room")


def share_text(addresses: str, code: str) -> str:
    return translate(
        "Network", "Friends join with Game → Join a table…, the address {0} and the table code {1}."
    ).format(addresses, code)


def share_invite_text() -> str:
    """A host serving wss://: one paste gives a friend the address, the code and the certificate."""
    return translate(
        "Network", "Send your friends the invitation below: they paste it into Game → Join a table… "
        "It holds this computer's address, the table code and the fingerprint of this table's "
        "certificate, which their Joraku checks.")


def fingerprint_text(shown: str) -> str:
    return translate("Network", "Certificate fingerprint: {0}").format(shown)


def copy_invite_button() -> str:
    return translate("Network", "Copy the invitation")


def table_code_text(code: str) -> str:
    return translate("Network", "Table code: {0}").format(code)


def addresses_text(addresses: str) -> str:
    return translate("Network", "Address: {0}").format(addresses)


def no_address_text(port: int) -> str:
    return translate("Network", "This machine's address (port {0})").format(port)


def seat_state_text(state: SeatState, level: str | None, mine: bool) -> str:
    """A seat in the waiting room and the seat list: who is there now."""
    from ..net.codes import SeatState  # network play's: not loaded on the way to the first table

    if mine:
        return translate("Network", "you")
    match state:
        case SeatState.OPEN:
            return translate("Network", "waiting for a friend…")
        case SeatState.CONNECTED:
            return translate("Network", "here")
        case SeatState.DROPPED:
            return translate("Network", "connection lost: waiting for them to come back")
        case SeatState.STAND_IN:
            return translate("Network", "a computer ({0}) plays for them").format(
                level_text(level or "normal"))
        case SeatState.LOCAL:
            return translate("Network", "the host")
    return translate("Network", "computer ({0})").format(level_text(level or "normal"))


def replace_button() -> str:
    return translate("Network", "Give this seat to a computer")


def free_seat_button() -> str:
    """The host's answer to the wrong person in a friend's seat: out, and the seat is open."""
    return translate("Network", "Not my friend: free this seat")


def start_button() -> str:
    return translate("Network", "Start the game")


def start_anyway_button() -> str:
    return translate("Network", "Start: computers take the empty seats")


def close_table_button() -> str:
    return translate("Network", "Close the table")


def waiting_for_host() -> str:
    return translate("Network", "Waiting for the host to start the game…")


def joined_count(joined: int, wanted: int) -> str:
    return translate("Network", "{0} of {1} friends have joined.").format(joined, wanted)


# ---- the banner on the table -------------------------------------------------------------------
def connecting_text() -> str:
    return translate("Network", "Connecting to the table…")


def reconnecting_text() -> str:
    return translate("Network", "The connection to the table was lost. Trying again…")


def back_text() -> str:
    return translate("Network", "Back at the table.")


def stand_in_text() -> str:
    return translate("Network", "A computer is playing your seat for now.")


def reclaim_button() -> str:
    return translate("Network", "Take my seat back")


def friend_dropped_text(name: str) -> str:
    return translate(
        "Network", "{0} lost their connection. Wait for them, or give the seat to a computer.").format(name)


def leave_table_question() -> str:
    return translate("Network", "Leave the table? Your seat waits for you: join again with the same "
                                "address and code.")


def host_leave_question() -> str:
    return translate("Network", "Close the table you host? Your friends' games end with it (the "
                                "table is saved).")


def abandon_for_table() -> str:
    return translate("Network", "Leave the game on the table? It stays in your autosave until a new game "
                                "replaces it.")


def waiting_for_answer() -> str:
    return translate("Network", "Waiting for the table to answer…")


# ---- why a connection closed, why a decision was refused ----------------------------------------
_CLOSES: dict[int, Callable[[Params], str]] = {
    1000: lambda p: translate("Network", "You left the table, or it closed after the game."),
    1001: lambda p: translate("Network", "The host stopped the table. Join again when they are back."),
    1002: lambda p: translate("Network", "The connection broke (a damaged message)."),
    1003: lambda p: translate("Network", "The other side sent data this game does not speak."),
    1006: lambda p: translate("Network", "The table could not be reached. Check the address and that "
                                         "the host's table is open."),
    1007: lambda p: translate("Network", "The connection broke (a damaged message)."),
    1008: lambda p: translate("Network", "That address cannot be used."),
    1009: lambda p: translate("Network", "The other side sent a message that is too big."),
    1011: lambda p: translate("Network", "The other side stopped answering."),
    4000: lambda p: translate("Network", "The other side sent a message this game does not understand."),
    4001: lambda p: translate("Network", "The host plays another version of Joraku (its protocol {0}, "
                                         "yours {1}): both need the same version.").format(
        p.get("server", "?"), p.get("client", "?")),
    4002: lambda p: translate("Network", "The table waited too long for this game to say hello."),
    4003: lambda p: translate("Network", "The connection was idle too long."),
    4004: lambda p: translate("Network", "Too many messages in too little time."),
    4005: lambda p: translate("Network", "This machine did not keep up with the table."),
    4006: lambda p: translate("Network", "There is no table with that code here."),
    4007: lambda p: translate("Network", "Your seat's secret does not open it any more."),
    4008: lambda p: translate("Network", "That seat is taken, or no seat is free at this table."),
    4009: lambda p: translate("Network", "Your seat was joined from another window."),
    4010: lambda p: translate("Network", "The host gave your seat away, to a computer or to another player."),
    4011: lambda p: translate("Network", "The host closed the table."),
    4012: lambda p: translate("Network", "The table server is full. Try again later."),
    4013: lambda p: translate("Network", "The table server does not allow that."),
    4014: lambda p: translate("Network", "Too many refused moves in a row: this window is out of step."),
}


def close_text(code: int, error: str = "", params: Params | None = None) -> str:
    """Why the connection to a table ended for good, for the person at the window."""
    p = params or {}
    if error == "gave_up":
        return translate("Network", "The table could not be reached again. Join again when the host is back.")
    if error == "bad_address":
        return _CLOSES[1008](p)
    if error == "cannot_connect":
        return _CLOSES[1006](p)
    if error == "fingerprint":
        return translate(
            "Network", "This table showed another certificate than the one your invitation names: it "
                       "may not be your host's. Ask your host for the invitation again.")
    words = _CLOSES.get(code)
    if words is None:
        return translate("Network", "The connection closed ({0}).").format(code)
    return words(p)


def closed_text(closed: Closed) -> str:
    """Why a client's connection ended for good (its codes, as the network hands them), worded."""
    return close_text(int(closed.close_code), closed.error, closed.params)


def has_close_text(code: int) -> bool:
    return code in _CLOSES


_TABLE_ERRORS: dict[str, Callable[[Params, Names], str]] = {
    "protocol_version": lambda p, s: _CLOSES[4001](p),
    "malformed": lambda p, s: _CLOSES[4000](p),
    "hello_first": lambda p, s: _CLOSES[4000](p),
    "no_such_table": lambda p, s: _CLOSES[4006](p),
    "bad_token": lambda p, s: _CLOSES[4007](p),
    "no_free_seat": lambda p, s: _CLOSES[4008](p),
    "not_joined": lambda p, s: translate("Network", "You are not in a seat at this table."),
    "not_your_seat": lambda p, s: translate("Network", "That is not your seat."),
    "not_your_turn": lambda p, s: translate("Network", "Not your turn: {0} decides now.").format(
        seat_name(s, _int(p, "current"))),
    "stale": lambda p, s: translate("Network", "The table had already moved on: look again and decide."),
    "not_started": lambda p, s: waiting_for_host(),
    "game_over": lambda p, s: translate("Network", "The game is over."),
    "computer_plays": lambda p, s: translate(
        "Network", "A computer plays your seat now: take your seat back to decide."),
    "not_allowed": lambda p, s: _CLOSES[4013](p),
    "server_full": lambda p, s: _CLOSES[4012](p),
    "bad_config": lambda p, s: translate("Network", "The table server refused these game settings."),
    "busy": lambda p, s: translate("Network", "The table is busy: decide again."),
}


def table_error_text(code: str, params: Params | None = None, seat_names: Names = ()) -> str:
    """Why the table (not the rules) refused a decision or a request."""
    words = _TABLE_ERRORS.get(code)
    if words is None:
        return translate("Network", "The table refused that ({0}).").format(code[:40])
    return words(params or {}, seat_names)


def has_table_error_text(code: str) -> bool:
    return code in _TABLE_ERRORS
