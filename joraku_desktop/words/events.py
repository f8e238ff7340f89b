"""The game log: one sentence per engine event, the headings of rounds, phases and skirmishes,
and the opening line.

The engine speaks in codes and numbers (the dataclasses of ``model.events``); this is where they
become words. The log names players in the third person ("Ann plays the blue 6."): a player's
name is a proper name, so every sentence reads right whatever is typed, and the default names
are names too ("Player 1", "Computer 2"; never "You", which would give "You plays"). Sentences
are in the present tense, which does not depend on the player's gender in the languages we
translate to.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from ..model import events as ev
from ..model.phases import Mode
from .basics import Names, area_name, army_name, card_words, list_join, ordinal, seat_name
from .counted import COUNTED
from .refusals import tiebreaks_text
from .translation import translate


def skirmish_reason(rule: str) -> str:
    """Why a card won its skirmish: the R-K4 clause ``skirmish_winner`` reports ("R-K4b")."""
    if rule == "R-K4b":
        return translate("Messages", "a Ninja beats a 6 (R-K4b)")
    if rule == "R-K4c":
        return translate("Messages", "highest number, played last among equals (R-K4c)")
    return translate("Messages", "highest number (R-K4a)")


def _rp_scored(e: ev.RPScored, names: Names) -> str:
    who = army_name(names, e.army)
    if e.reason is ev.RPSource.KACHIDOKI:
        return translate("Messages", "{0} gains {1} RP in Kachidoki scoring ({2} in {3}).").format(
            who, e.points, ordinal(e.rank), area_name(e.area))
    if e.reason is ev.RPSource.PRESTIGE:
        return translate("Messages", "{0} gains {1} RP for {2} place in {3}.").format(
            who, e.points, ordinal(e.rank), area_name(e.area))
    if e.reason is ev.RPSource.DAIMYO_BONUS:
        return translate("Messages", "{0} gains {1} bonus RP: 1st where the daimyo stands (R-V1).").format(
            who, e.points)
    if e.reason is ev.RPSource.KYOTO:
        return translate("Messages", "{0} gains {1} RP for reaching Kyoto (R-V4).").format(who, e.points)
    return translate("Messages", "{0} gains {1} RP for following the led suit (R-V5).").format(who, e.points)


def _area_scored(e: ev.AreaScored, names: Names) -> str:
    if not e.ranking:
        return translate("Messages", "{0}: nobody has influence there.").format(area_name(e.area))
    ranks = [r for _a, _influence, r, _p in e.ranking]
    parts = [
        (translate("Messages", "{0} tied {1} (+{2})", "army, shared place, RP") if ranks.count(r) > 1
         else translate("Messages", "{0} {1} (+{2})", "army, place, RP")).format(
            army_name(names, a), ordinal(r), p)
        for a, _influence, r, p in e.ranking
    ]
    return translate("Messages", "{0}: {1}.", "area: rankings").format(area_name(e.area), list_join(parts))


def _action_ended(e: ev.ActionEnded, names: Names) -> str:
    if e.ap_lost:
        return translate("Messages", "{0} ends the action ({1} AP unspent).").format(
            army_name(names, e.army), e.ap_lost)
    return translate("Messages", "{0} ends the action.").format(army_name(names, e.army))


def _undone(e: ev.Undone, names: Names) -> str:
    if e.steps == 1:
        return translate("Messages", "{0} takes back one step.").format(army_name(names, e.army))
    return translate("Messages", "{0} takes back {1} steps.").format(army_name(names, e.army), e.steps)


def _mode_chosen(e: ev.ModeChosen, names: Names) -> str:
    if e.ap:
        return COUNTED.takes_ap(e.ap).format(army_name(names, e.army))
    return translate("Messages", "{0} chooses placement.").format(army_name(names, e.army))


def _game_over(e: ev.GameOver, seat_names: Names) -> str:
    text = translate("Messages", "The game is over. {0} wins.").format(seat_name(seat_names, e.winner_seat))
    tail = tiebreaks_text(e.tiebreaks, seat_names)
    return f"{text} {tail}" if tail else text


# Each entry words one event class; ``names`` per army id, ``seat_names`` per seat.
_EventWords = Callable[[ev.Event, Names, Names], str]


_E = TypeVar("_E", bound=ev.Event)


def _entry(cls: type[_E], words: Callable[[_E, Names, Names], str]) -> tuple[type[ev.Event], _EventWords]:
    """Pairs an event class with its words, typed for that class (the table looks up the exact
    class of an event, so the check below only guards against a wrong table entry)."""

    def worded(e: ev.Event, names: Names, seat_names: Names) -> str:
        assert isinstance(e, cls)
        return words(e, names, seat_names)

    return cls, worded


_EVENT_WORDS: dict[type[ev.Event], _EventWords] = dict((
    _entry(ev.RoundStarted, lambda e, n, s: translate(
        "Messages", "Round {0} begins: the cards are shuffled and dealt.").format(e.round)),
    _entry(ev.NeutralAdvanced, lambda e, n, s: translate(
        "Messages", "The neutral army marches one area toward Kyoto (R-V8).")),
    _entry(ev.PassChosen, lambda e, n, s: translate("Messages", "{0} has made their choice.").format(
        seat_name(s, e.seat))),
    _entry(ev.CardsExchanged, lambda e, n, s: translate(
        "Messages", "Everyone passes {0} cards to the left and takes the cards received.").format(e.count)),
    _entry(ev.DraftFinished, lambda e, n, s: translate(
        "Messages", "The draft is over: each player holds 8 cards.")),
    _entry(ev.SkirmishPhaseStarted, lambda e, n, s: translate(
        "Messages", "Skirmish phase of round {0}: {1} skirmishes.").format(e.round, e.skirmishes)),
    _entry(ev.CardPlayed, lambda e, n, s: translate("Messages", "{0} plays the {1}.").format(
        army_name(n, e.army), card_words(e.card))),
    _entry(ev.ModeChosen, lambda e, n, s: _mode_chosen(e, n)),
    _entry(ev.SamuraiPlaced, lambda e, n, s: translate(
        "Messages", "{0} places a samurai in {1}.").format(

        army_name(n, e.army), area_name(e.area))),
    _entry(ev.DaimyoMoved, lambda e, n, s: translate(
        "Messages", "{0} moves the daimyo from {1} to {2}.").format(

        army_name(n, e.army), area_name(e.src), area_name(e.dst))),
    _entry(ev.SamuraiMoved, lambda e, n, s: translate(
        "Messages", "{0} moves a samurai from {1} to {2}.").format(

        army_name(n, e.army), area_name(e.src), area_name(e.dst))),
    _entry(ev.SamuraiRemoved, lambda e, n, s: translate(
        "Messages", "{0} removes a samurai of {1} from {2}.").format(

        army_name(n, e.by_army), army_name(n, e.army), area_name(e.area))),
    _entry(ev.NeutralRelocated, lambda e, n, s: translate(
        "Messages", "{0} drives a neutral samurai from {1} to {2} (R-V8).").format(
        army_name(n, e.by_army), area_name(e.src), area_name(e.dst))),
    _entry(ev.ActionEnded, lambda e, n, s: _action_ended(e, n)),
    _entry(ev.Undone, lambda e, n, s: _undone(e, n)),
    _entry(ev.SkirmishWon, lambda e, n, s: translate(
        "Messages", "{0} wins skirmish {1} with the {2} and takes the Kachidoki card: {3}.").format(
        army_name(n, e.army), e.skirmish + 1, card_words(e.card), skirmish_reason(e.reason))),
    _entry(ev.RPScored, lambda e, n, s: _rp_scored(e, n)),
    _entry(ev.KyotoBonusScored, lambda e, n, s: _rp_scored(e, n)),
    _entry(ev.FollowSuitBonusScored, lambda e, n, s: _rp_scored(e, n)),
    _entry(ev.AreaScored, lambda e, n, s: _area_scored(e, n)),
    _entry(ev.RoundEnded, lambda e, n, s: translate("Messages", "Round {0} is over.").format(e.round)),
    _entry(ev.GameOver, lambda e, n, s: _game_over(e, s)),
))


def event_text(event: ev.Event, names: Names = (), seat_names: Names = ()) -> str:
    """One line of the game log for ``event``.

    ``names`` gives a name per army id (the player's, or "Ann (blue)" in R-V7), ``seat_names``
    a name per seat; without them an army is named by its colour and a seat by its number.
    """
    words = _EVENT_WORDS.get(type(event))
    return words(event, names, seat_names) if words is not None else type(event).__name__


def has_event_text(cls: type[ev.Event]) -> bool:
    """Whether this module words events of ``cls`` (a test checks every class of model.events)."""
    return cls in _EVENT_WORDS


def recruit_heading(round_: int) -> str:
    """The log's heading when a round's recruit phase begins (R-R1, R-P)."""
    return translate("Messages", "Recruit phase of round {0}").format(round_)


def skirmish_phase_heading(round_: int) -> str:
    """The log's heading when a round's skirmish phase begins (R-R1, R-K); the skirmish
    headings below it say how many skirmishes the round has."""
    return translate("Messages", "Skirmish phase of round {0}").format(round_)


def prestige_heading(round_: int) -> str:
    """The log's heading when a round's prestige phase begins (R-R1, R-PR)."""
    return translate("Messages", "Prestige phase of round {0}").format(round_)


def skirmish_heading(number: int, of: int) -> str:
    """The log's small heading above the plays of one skirmish ("Skirmish 2 of 5")."""
    return translate("Messages", "Skirmish {0} of {1}").format(number, of)


def choices_made_text(mode: Mode, done: int) -> str:
    """One line for a recruit step every player has decided (instead of a line per player,
    which the R-V7 draft repeated eight times): ``done`` steps are complete this round.

    The cards stay secret (R-P3); the base game's and R-V8's pass is told by the exchange line
    that follows, so this is "" for them.
    """
    if mode is Mode.V7:
        return translate(
            "Messages", "Draft pick {0}: each player puts a card aside and swaps the rest (R-V7)."
        ).format(done)
    if mode is Mode.V8 and done == 2:
        return translate("Messages", "Each player discards a card face down (R-V8).")
    return ""


def opening_line(description: str, seats: str, resumed: bool) -> str:
    """The first line of the log: the game's settings and who sits where."""
    if resumed:
        return translate("Messages", "Game resumed: {0}. {1}.").format(description, seats)
    return translate("Messages", "New game: {0}. {1}.").format(description, seats)
