"""The engine's error hierarchy: every refusal is a typed error.

An illegal action is refused with a :class:`Refusal`: a code and its arguments, never a
sentence. The words for people live in the views (one message module), so the window can
translate them; ``str()`` of the error stays a short technical line for logs and tests.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import StrEnum


class JorakuError(Exception):
    """Base class of every error the rules engine raises on purpose."""


class RefusalCode(StrEnum):
    """Why an action is not legal now; the comment names the params and the rule."""

    GAME_OVER = "game_over"  # params: {}
    MALFORMED = "malformed"  # {"field": str}: an Action field out of range
    #: {"seat": int, "phase": str}: what is expected now, a Phase name
    #: ("pass", "discard", "draft", "play", "mode", "place", "ap")
    WRONG_DECISION = "wrong_decision"
    CARD_NOT_IN_HAND = "card_not_in_hand"  # {"card": str (e.g. "B6"), "seat": int}
    MUST_FOLLOW_SUIT = "must_follow_suit"  # {"suit": "red"|"blue"|"yellow"}; R-K2
    NOT_THIS_ARMYS_TURN = "not_this_armys_turn"  # {}; R-V7
    NO_SUPPLY = "no_supply"  # {}; R-E3
    PLACEMENT_LIMIT = "placement_limit"  # {"limit": 3}; R-E1
    WRONG_AREA = "wrong_area"  # {"number": int}: a card places only in its area; R-E2
    NOT_ENOUGH_AP = "not_enough_ap"  # {"cost": int, "left": int}; R-E2
    NOT_ADJACENT = "not_adjacent"  # {"src": int, "dst": int}; R-C7
    DAIMYO_NOT_THERE = "daimyo_not_there"  # {"area": int}
    NO_SAMURAI_THERE = "no_samurai_there"  # {"area": int}
    OWN_SAMURAI = "own_samurai"  # {}; R-E2
    REMOVE_ONLY_AT_DAIMYO = "remove_only_at_daimyo"  # {}; R-E2
    NEUTRAL_TARGET = "neutral_target"  # {}; R-V8
    NOT_A_CHOICE = "not_a_choice"  # {"seat": int}; R-P2
    NOTHING_TO_UNDO = "nothing_to_undo"  # {}: no placement or AP step since the card was played
    # the session's refusals: the game controller's, never the engine's (params: {})
    NO_GAME = "no_game"  # there is no game in place
    SCORING_SHOWN = "scoring_shown"  # play waits while a scoring beat is on screen (R-KS, R-PR)
    COMPUTER_TURN = "computer_turn"  # a computer seat decides now, not the person asking
    CANNOT_UNDO_NOW = "cannot_undo_now"  # no step of a person's turn can be taken back now
    # at a networked table, why this screen's decision is not sent (params: {} unless named)
    WAITING_FOR_HOST = "waiting_for_host"  # the host has not started the game yet
    WAITING_FOR_ANSWER = "waiting_for_answer"  # a decision is unanswered, or the link is down
    STAND_IN = "stand_in"  # a computer plays this seat now (the host's or the grace period's)
    NOT_YOUR_TURN = "not_your_turn"  # {"current": int}: the seat that decides now


@dataclass(frozen=True, slots=True)
class Refusal:
    """Why the engine refused an action: structured, so the views can word it."""

    code: RefusalCode
    #: exactly the keys named for the code in :class:`RefusalCode`
    params: Mapping[str, int | str] = field(default_factory=dict)
    #: the rule id, e.g. ``"R-K2"``, or ``""``
    rule: str = ""
    #: the action's text form, e.g. ``"play B6"``
    action: str = ""

    def technical(self) -> str:
        """A short line for logs and tests, e.g. ``"play B6: must_follow_suit {'suit': 'red'} (R-K2)"``."""
        head = f"{self.action}: " if self.action else ""
        args = f" {dict(self.params)}" if self.params else ""
        rule = f" ({self.rule})" if self.rule else ""
        return f"{head}{self.code.value}{args}{rule}"


class IllegalActionError(JorakuError, ValueError):
    """An action that is not legal for the seat to act now; the game state is unchanged.

    ``refusal`` says why (always set by the engine); ``str()`` is its technical line.
    """

    refusal: Refusal

    def __init__(self, refusal: Refusal) -> None:
        super().__init__(refusal.technical())
        self.refusal = refusal


class UnknownNameError(JorakuError, ValueError):
    """A colour, card or seat named to a public function (``scenario``, ``kachidoki_check``,
    ``skirmish_winner``…) that does not exist or is not in this game; names what was given."""


class RulesDataError(JorakuError):
    """The rules data file (resources/rules.json) is missing or invalid; names the field."""


class InvalidStateError(JorakuError, ValueError):
    """A position (from a save file or a scenario) breaks the rules' invariants."""


class NotUsable(StrEnum):
    """Why a press on a piece of the table or a card of the hand does nothing now, as the
    presenters tell it (``presentation.targets.idle_reason``, ``hand_refusal``) and the words
    layer words it: the rule the press would break (R-E2, R-V7, R-V8)."""

    REMOVE_AT_DAIMYO = "remove_at_daimyo"
    RELOCATE_AT_DAIMYO = "relocate_at_daimyo"
    NEEDS_AP = "needs_ap"
    NEEDS_PLACEMENT = "needs_placement"
    OWN_ARMY = "own_army"
    NOT_YOUR_DAIMYO = "not_your_daimyo"
    CHOOSE_EFFECT = "choose_effect"
    FINISH_ACTION = "finish_action"
    DRAFT_OWN = "draft_own"
    PLAY_FIRST = "play_first"
    SUPPLY_EMPTY = "supply_empty"
    SUPPLY_SPOT_EMPTY = "supply_spot_empty"


class FileProblem(StrEnum):
    """What is wrong with a file of ours (a save, its backup): the comment names the params.

    The views word it in the player's language (``words.files.save_error_text``); ``detail``
    params are technical text from the file or the system (a field path, an OS error) shown as
    they are, inside a translated sentence.
    """

    INVALID = "invalid"  # {"detail": str}: the document breaks the save format
    NOT_RECORDING = "not_recording"  # {}: a search copy keeps no decisions
    UNKNOWN_SEAT_KIND = "unknown_seat_kind"  # {"kind": str}
    NO_GAME = "no_game"  # {}: nothing to save
    NOT_REGULAR = "not_regular"  # {"name": str, "kind": str (see FILE_KINDS)}
    TOO_LARGE = "too_large"  # {"name": str, "size": int (-1: more than the limit), "limit": int}
    NOT_TEXT = "not_text"  # {}: not UTF-8
    NOT_JSON = "not_json"  # {"line": int, "column": int}: damaged or truncated
    NOT_A_SAVE = "not_a_save"  # {"detail": str}: JSON, but nothing like a save
    NEWER_VERSION = "newer_version"  # {"version": str}: written by a newer Joraku Desktop
    UNSUPPORTED_VERSION = "unsupported_version"  # {"version": str}
    IMPOSSIBLE_POSITION = "impossible_position"  # {"detail": str}
    DECISION_NOT_REPLAYABLE = "decision_not_replayable"  # {"number": int, "decision": str, "detail": str}
    POSITION_MISMATCH = "position_mismatch"  # {}: the position and its decisions disagree
    CANNOT_WRITE = "cannot_write"  # {"path": str, "detail": str}
    CANNOT_READ = "cannot_read"  # {"path": str, "detail": str}
    #: {"path": str, "kind": str, "backup": int (1: the backup is in the way)}
    TARGET_NOT_REGULAR = "target_not_regular"


#: What a path that is not a regular file is, for ``NOT_REGULAR`` and ``TARGET_NOT_REGULAR``.
FILE_KINDS = ("folder", "pipe", "device", "socket", "link", "other")


class SaveError(JorakuError):
    """A save file that cannot be written or loaded: a :class:`FileProblem` and its params for
    the views, the file's name if known, and ``str()`` a short technical line for logs and tests."""

    problem: FileProblem
    params: dict[str, int | str]
    #: the name of the file the problem is in ("" if the problem is not a file's)
    file: str

    def __init__(self, technical: str, problem: FileProblem = FileProblem.INVALID,
                 params: Mapping[str, int | str] | None = None, file: str = "") -> None:
        super().__init__(technical)
        self.problem = problem
        self.params = dict(params or {})
        self.file = file

    def in_file(self, name: str, prefix: str | None = None) -> SaveError:
        """The same problem, said to be in the file ``name`` (technical line prefixed)."""
        head = prefix if prefix is not None else name
        return type(self)(f"{head}: {self}", self.problem, self.params, name)
