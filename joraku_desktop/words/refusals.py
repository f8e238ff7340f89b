"""Why something is not allowed: the engine's refusals, the table's "not now" for a press on a
piece, and how a tie on RP was broken. Each sentence names the rule it enforces.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import TYPE_CHECKING

from ..model.cards import card
from ..model.errors import JorakuError, NotUsable, Refusal, RefusalCode
from ..model.phases import Phase
from .basics import Names, area_name, card_words, phase_task, seat_name, suit_word_named
from .network import table_error_text
from .translation import translate

if TYPE_CHECKING:
    from ..model.result import TieBreak


def tiebreak_text(tb: TieBreak, seat_names: Names = ()) -> str:
    """How a tie on RP was broken (R-G2, or R-V7 in the 2-against-2 variant)."""
    winner, loser = seat_name(seat_names, tb.winner), seat_name(seat_names, tb.loser)
    if tb.code == "v7_other_army":
        return translate(
            "Messages",
            "Both best armies have {0} RP; {1} wins with the stronger other army "
            "({2} against {3} RP) (R-V7).",
        ).format(tb.rp, winner, tb.winner_value, tb.loser_value)
    if tb.code == "v7_kachidoki_card":
        return translate(
            "Messages",
            "Both armies of each player tie ({0} and {1} RP); "
            "{2} wins holding the Kachidoki card (R-V7).",
        ).format(tb.rp, tb.winner_value, winner)
    return translate(
        "Messages", "{0} and {1} tie on {2} RP; the higher daimyo card ({3} against {4}) decides (R-G2)."
    ).format(winner, loser, tb.rp, tb.winner_value, tb.loser_value)


def tiebreaks_text(tiebreaks: Iterable[TieBreak], seat_names: Names = ()) -> str:
    """Every tie-break of a game's result, in ranking order; "" when none was needed."""
    return " ".join(tiebreak_text(tb, seat_names) for tb in tiebreaks)


def _param_int(params: Mapping[str, int | str], key: str) -> int:
    value = params.get(key, -1)
    return value if isinstance(value, int) else -1


def _card_param(params: Mapping[str, int | str]) -> str:
    text = str(params.get("card", ""))
    try:
        return card_words(card(text))
    except JorakuError:  # a card text we do not know: shown as it came
        return text


def _phase_param(params: Mapping[str, int | str]) -> str:
    """What the phase named in a refusal (its label, ``"pass"``) asks of the seat to act."""
    label = str(params.get("phase", ""))
    try:
        return phase_task(Phase.from_label(label))
    except KeyError:  # a phase we do not know: shown as it came
        return label


# Each entry words one refusal code from its params (the CONTRACT's keys) and the seat names.
_RefusalWords = Callable[[Mapping[str, int | str], Names], str]


_REFUSAL_WORDS: dict[RefusalCode, _RefusalWords] = {
    RefusalCode.GAME_OVER: lambda p, s: translate("Messages", "The game is over."),
    RefusalCode.MALFORMED: lambda p, s: translate(
        "Messages", "That move is not well formed (its {0} is out of range).").format(p.get("field", "?")),
    RefusalCode.WRONG_DECISION: lambda p, s: translate("Messages", "Not now: {0} must {1}.").format(
        seat_name(s, _param_int(p, "seat")), _phase_param(p)),
    RefusalCode.CARD_NOT_IN_HAND: lambda p, s: translate("Messages", "{0} does not hold the {1}.").format(
        seat_name(s, _param_int(p, "seat")), _card_param(p)),
    RefusalCode.MUST_FOLLOW_SUIT: lambda p, s: translate(
        "Messages", "You must follow the led suit ({0}) while you hold a card of it (R-K2).").format(
        suit_word_named(str(p.get("suit", "")))),
    RefusalCode.NOT_THIS_ARMYS_TURN: lambda p, s: translate(
        "Messages", "That army does not play in this skirmish: play for your other army (R-V7)."),
    RefusalCode.NO_SUPPLY: lambda p, s: translate(
        "Messages", "You have no samurai left in your supply (R-E3)."),
    RefusalCode.PLACEMENT_LIMIT: lambda p, s: translate(
        "Messages", "You may place at most {0} samurai with one card (R-E1).").format(_param_int(p, "limit")),
    RefusalCode.WRONG_AREA: lambda p, s: translate(
        "Messages", "A {0} places samurai only in area {0} (R-E2).").format(_param_int(p, "number")),
    RefusalCode.NOT_ENOUGH_AP: lambda p, s: translate(
        "Messages", "That costs {0} AP and you have {1} left (R-E2).").format(
        _param_int(p, "cost"), _param_int(p, "left")),
    RefusalCode.NOT_ADJACENT: lambda p, s: translate(
        "Messages", "{0} and {1} are not adjacent areas (R-C7).").format(
        area_name(_param_int(p, "src")), area_name(_param_int(p, "dst"))),
    RefusalCode.DAIMYO_NOT_THERE: lambda p, s: translate("Messages", "Your daimyo is not in {0}.").format(
        area_name(_param_int(p, "area"))),
    RefusalCode.NO_SAMURAI_THERE: lambda p, s: translate("Messages", "You have no samurai in {0}.").format(
        area_name(_param_int(p, "area"))),
    RefusalCode.OWN_SAMURAI: lambda p, s: translate(
        "Messages", "You never remove your own samurai (R-E2)."),
    RefusalCode.REMOVE_ONLY_AT_DAIMYO: lambda p, s: translate(
        "Messages", "You may remove an enemy samurai only where your daimyo stands (R-E2)."),
    RefusalCode.NEUTRAL_TARGET: lambda p, s: translate(
        "Messages", "A neutral samurai must go to another area, not behind the neutral daimyo (R-V8)."),
    RefusalCode.NOT_A_CHOICE: lambda p, s: translate(
        "Messages", "That is not a choice from the cards of {0} (R-P2).").format(
        seat_name(s, _param_int(p, "seat"))),
    RefusalCode.NOTHING_TO_UNDO: lambda p, s: translate(
        "Messages", "Nothing to take back: no samurai was placed or moved since the card was played."),
    RefusalCode.NO_GAME: lambda p, s: translate("Controller", "There is no game in progress."),
    RefusalCode.SCORING_SHOWN: lambda p, s: translate("Controller", "Wait: the scoring is being shown."),
    RefusalCode.COMPUTER_TURN: lambda p, s: translate("Controller", "Wait: it is a computer player's turn."),
    RefusalCode.CANNOT_UNDO_NOW: lambda p, s: translate("Controller", "Nothing to take back."),
    RefusalCode.WAITING_FOR_HOST: lambda p, s: translate(
        "Controller", "Wait: the host has not started the game yet."),
    RefusalCode.WAITING_FOR_ANSWER: lambda p, s: translate(
        "Controller", "Wait: the table has not answered your last decision yet."),
    RefusalCode.STAND_IN: lambda p, s: table_error_text("computer_plays"),
    RefusalCode.NOT_YOUR_TURN: lambda p, s: table_error_text("not_your_turn", p, s),
}


def refusal_text(refusal: Refusal, seat_names: Names = ()) -> str:
    """Why the engine refused an action, as a sentence for the person who tried it.

    Each :class:`RefusalCode` has its sentence here, naming the rule it enforces.
    """
    words = _REFUSAL_WORDS.get(refusal.code)
    return words(refusal.params, seat_names) if words is not None else str(refusal.code)


def has_refusal_text(code: RefusalCode) -> bool:
    """Whether this module words ``code`` (a test checks every RefusalCode)."""
    return code in _REFUSAL_WORDS


def not_usable_text(code: NotUsable | None) -> str:
    """Why a press on a piece of the table does nothing now (:func:`targets.idle_reason`); "" for
    None (the press needs no answer)."""
    match code:
        case NotUsable.REMOVE_AT_DAIMYO:
            return translate(
                "Messages", "You may remove an enemy samurai only where your daimyo stands (R-E2)."
            )
        case NotUsable.RELOCATE_AT_DAIMYO:
            return translate(
                "Messages", "You may drive away a neutral samurai only where your daimyo stands (R-V8)."
            )
        case NotUsable.NEEDS_AP:
            return translate(
                "Messages",
                "Pieces on the map move only with action points; this card places samurai from your "
                "supply (R-E2).",
            )
        case NotUsable.NEEDS_PLACEMENT:
            return translate(
                "Messages",
                "Action points move pieces already on the map; samurai leave the supply only by "
                "Placement (R-E2).",
            )
        case NotUsable.OWN_ARMY:
            return translate("Messages", "You never remove your own samurai (R-E2).")
        case NotUsable.NOT_YOUR_DAIMYO:
            return translate("Messages", "You move only your own daimyo (R-E2).")
        case NotUsable.CHOOSE_EFFECT:
            return translate(
                "Messages",
                "First choose Placement (P) or Action points (A) for the card you played (R-E2); your "
                "next card waits for the next skirmish.",
            )
        case NotUsable.FINISH_ACTION:
            return translate(
                "Messages",
                "Finish this card's action first (press Done); your next card waits for the next skirmish.",
            )
        case NotUsable.DRAFT_OWN:
            return translate(
                "Messages",
                "This card is already yours (personal or kept): pick one of the draft cards (R-V7).",
            )
        case NotUsable.PLAY_FIRST:
            return translate("Messages", "First play a card: its number says what you may do (R-E2).")
        case NotUsable.SUPPLY_EMPTY:
            return translate(
                "Messages",
                "Your supply is empty: you have no samurai left to place. Samurai come back to it only "
                "when they are removed from the map (R-E3).",
            )
        case NotUsable.SUPPLY_SPOT_EMPTY:
            return translate("Messages", "No samurai there: drag one of the samurai left in your supply.")
    return ""


def failure_reason(exc: BaseException, seat_names: Names = ()) -> str:
    """Why something failed, for a sentence the player reads: an engine refusal in its words (its
    technical line, codes and all, goes to the log file only), else the exception's message."""
    from ..model.errors import IllegalActionError

    if isinstance(exc, IllegalActionError):
        return refusal_text(exc.refusal, seat_names)
    return str(exc) or type(exc).__name__
