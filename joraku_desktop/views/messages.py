"""Every sentence the game tells people about the engine: events, refusals, tie-breaks, phases.

The engine speaks in codes and numbers (event dataclasses, :class:`Refusal` codes, :class:`TieBreak`
records) so that this module is the one place where they become words, and a translator finds
them all here. Every message is a string literal inside ``translate("Messages", ...)`` so that
``pyside6-lupdate`` extracts it; placeholders (``{0}``) are filled after translation, so a
translation may move them. Colours, suits, ordinals and card names go through translation too.
Area names are the rules data's romanised place names and stay as they are.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, NamedTuple, TypeVar

from PySide6.QtCore import QCoreApplication, QLocale, QObject

from ..model import events as ev
from ..model.actions import (
    AP,
    DAIMYO,
    DISCARD,
    DRAFT,
    END,
    MOVE,
    PASS,
    PLACE,
    PLACEMENT,
    PLAY,
    RELOCATE,
    REMOVE,
)
from ..model.cards import CARD_IS_NINJA, CARD_NUMBER, CARD_SUIT, SUIT_NAMES, card
from ..model.errors import FileProblem, JorakuError, Refusal, RefusalCode, SaveError
from ..model.rules_data import default_rules
from ..notices import Notice, NoticeCode

if TYPE_CHECKING:
    from ..ai.advice import Advice, RankNote
    from ..model.actions import Action
    from ..model.result import TieBreak
    from ..record.db import RecordNotice

translate = QCoreApplication.translate

Names = Sequence[str]


class Messages(QObject):
    """The messages that count something (``%n``), with Qt's plural forms (Russian: one / few /
    many — 1 самурай, 2 самурая, 5 самураев).

    pyside6-lupdate marks a message as plural only in ``tr(text, disambiguation, n)``: a
    module-level ``translate(context, text, None, n)`` reaches the .ts as an ordinary message
    unless ``n`` is a literal, and Qt then finds no plural form for 2 or 5 and shows English. So
    the counted messages are methods of a QObject named like this module's translation context:
    the context is "Messages" for lupdate and at run time alike."""

    def ap_choice(self, n: int) -> str:
        return self.tr("Choose Action points (%n AP).", None, n)

    def place(self, n: int) -> str:
        return self.tr("Place %n samurai in {0}.", None, n)

    def move(self, n: int) -> str:
        return self.tr("Move %n samurai from {0} to {1}.", None, n)

    def remove(self, n: int) -> str:
        return self.tr("Remove %n of {0}'s samurai from {1}.", None, n)

    def relocate(self, n: int) -> str:
        return self.tr("Drive %n neutral samurai from {0} to {1}.", None, n)

    def daimyo_rank(self, n: int) -> str:
        return self.tr("%n daimyo in {0}: your rank there scores each time their army wins a skirmish.",
                       None, n)

    def kachidoki_if_wins(self, n: int) -> str:
        return self.tr("If it wins: +%n RP in {0} (Kachidoki).", None, n)

    def rp_now(self, n: int) -> str:
        return self.tr("+%n RP at once.", None, n)

    def simulated(self, n: int) -> str:
        return self.tr("Weighed over %n simulated rounds.", None, n)

    def compared(self, n: int) -> str:
        return self.tr("Of %n turns compared in the simulated rounds it did best, by {0} RP on average "
                       "over the next best ({1}).", None, n)

    def hints_used(self, n: int) -> str:
        return self.tr("Hints used in this game: %n", None, n)

    def hand_size(self, n: int) -> str:
        return self.tr("Cards in hand: %n (R-P1).", "hand size", n)

    def influence(self, n: int) -> str:
        return self.tr("%n influence", None, n)


COUNTED = Messages()


# ---- words ---------------------------------------------------------------------------------
def colour_word(army: int) -> str:
    """An army's colour in lower case ("blue"), as a sentence uses it; army ids as in COLOURS."""
    words = (
        translate("Messages", "blue"),
        translate("Messages", "red"),
        translate("Messages", "yellow"),
        translate("Messages", "green"),
        translate("Messages", "purple"),
    )
    return words[army] if 0 <= army < len(words) else "?"


def colour_name(army: int) -> str:
    """An army's colour as a name on its own ("Blue"): for an army that has no player's name."""
    word = colour_word(army)
    return word[:1].upper() + word[1:]


def suit_word(suit: int) -> str:
    """A suit (0 red, 1 blue, 2 yellow, as in model.cards) in lower case."""
    words = (
        translate("Messages", "red", "suit"),
        translate("Messages", "blue", "suit"),
        translate("Messages", "yellow", "suit"),
    )
    return words[suit] if 0 <= suit < len(words) else "?"


def suit_word_named(name: str) -> str:
    """A suit given by its code ("red"), as refusals carry it."""
    return suit_word(SUIT_NAMES.index(name)) if name in SUIT_NAMES else name


def card_words(c: int) -> str:
    """A card in plain words: "blue 6", "red Ninja"."""
    suit = suit_word(CARD_SUIT[c])
    if CARD_IS_NINJA[c]:
        return translate("Messages", "{0} Ninja", "card: suit").format(suit)
    return translate("Messages", "{0} {1}", "card: suit, number").format(suit, CARD_NUMBER[c])


def area_name(area: int) -> str:
    """"Kyoto" or "4 Mikawa": an area as sentences name it, with its number (R-C7).

    The board prints each area's romanised name and its kanji; a translation names the areas as
    its players read them (kanji in Japanese and Chinese, a transcription in Russian). The table's
    area tiles show the printed name and kanji whatever the language."""
    names = (
        translate("Messages", "Kyoto", "area 0"),
        translate("Messages", "Ōmi", "area 1"),
        translate("Messages", "Ise", "area 2"),
        translate("Messages", "Owari", "area 3"),
        translate("Messages", "Mikawa", "area 4"),
        translate("Messages", "Tōtōmi", "area 5"),
        translate("Messages", "Shinano", "area 6"),
    )
    if not 0 <= area < len(names):
        return default_rules().area_name(area) if 0 <= area < len(default_rules().areas) else "?"
    if area == 0:
        return names[0]
    return translate("Messages", "{0} {1}", "area: number, name").format(area, names[area])


def ordinal(rank: int) -> str:
    """A place in a ranking: "1st", "2nd"..."""
    if rank == 1:
        return translate("Messages", "1st")
    if rank == 2:
        return translate("Messages", "2nd")
    if rank == 3:
        return translate("Messages", "3rd")
    return translate("Messages", "{0}th").format(rank)


def speed_name(speed: str) -> str:
    """The animation speeds of the settings (settings.SPEEDS), for the View menu."""
    words = {
        "slow": translate("Messages", "Slow"),
        "normal": translate("Messages", "Normal"),
        "fast": translate("Messages", "Fast"),
        "instant": translate("Messages", "Instant"),
    }
    return words.get(speed, speed)


def phase_name(phase: str) -> str:
    """A phase (the engine's phase code, ``SeatView.phase``) as the banner names it."""
    if phase == "pass":
        return translate("Messages", "Recruit: pass cards")
    if phase == "discard":
        return translate("Messages", "Recruit: discard")
    if phase == "draft":
        return translate("Messages", "Recruit: draft")
    if phase == "over":
        return translate("Messages", "Game over")
    return translate("Messages", "Skirmishes")  # play, mode, place, ap: the steps of one skirmish


def phase_task(phase: str) -> str:
    """What the seat to act must do in a phase, to finish "{seat} must ..."."""
    words = {
        "pass": translate("Messages", "choose the cards to pass"),
        "discard": translate("Messages", "discard a card"),
        "draft": translate("Messages", "pick a card of the draft"),
        "play": translate("Messages", "play a card"),
        "mode": translate("Messages", "choose placement or action points"),
        "place": translate("Messages", "place samurai or end the action"),
        "ap": translate("Messages", "spend action points or end the action"),
    }
    return words.get(phase, phase)


def _name(names: Names, index: int) -> str:
    """The name of army ``index`` from ``names``, or its colour when there is none."""
    return names[index] if 0 <= index < len(names) else colour_name(index)


def _seat(seat_names: Names, seat: int) -> str:
    if 0 <= seat < len(seat_names):
        return seat_names[seat]
    return translate("Messages", "Seat {0}").format(seat + 1)


# ---- events --------------------------------------------------------------------------------
def skirmish_reason(rule: str) -> str:
    """Why a card won its skirmish: the R-K4 clause ``skirmish_winner`` reports ("R-K4b")."""
    if rule == "R-K4b":
        return translate("Messages", "a Ninja beats a 6 (R-K4b)")
    if rule == "R-K4c":
        return translate("Messages", "highest number, played last among equals (R-K4c)")
    return translate("Messages", "highest number (R-K4a)")


def _rp_scored(e: ev.RPScored, names: Names) -> str:
    who = _name(names, e.army)
    if e.reason == "kachidoki":
        return translate("Messages", "{0} gains {1} RP in Kachidoki scoring ({2} in {3}).").format(
            who, e.points, ordinal(e.rank), area_name(e.area))
    if e.reason == "prestige":
        return translate("Messages", "{0} gains {1} RP for {2} place in {3}.").format(
            who, e.points, ordinal(e.rank), area_name(e.area))
    if e.reason == "R-V1":
        return translate("Messages", "{0} gains {1} bonus RP: 1st where the daimyo stands (R-V1).").format(
            who, e.points)
    if e.reason == "R-V4":
        return translate("Messages", "{0} gains {1} RP for reaching Kyoto (R-V4).").format(who, e.points)
    return translate("Messages", "{0} gains {1} RP for following the led suit (R-V5).").format(who, e.points)


def _area_scored(e: ev.AreaScored, names: Names) -> str:
    if not e.ranking:
        return translate("Messages", "{0}: nobody has influence there.").format(area_name(e.area))
    parts = [
        translate("Messages", "{0} {1} (+{2})", "army, place, RP").format(_name(names, a), ordinal(r), p)
        for a, _influence, r, p in e.ranking
    ]
    return translate("Messages", "{0}: {1}.", "area: rankings").format(area_name(e.area), list_join(parts))


def _action_ended(e: ev.ActionEnded, names: Names) -> str:
    if e.ap_lost:
        return translate("Messages", "{0} ends the action ({1} AP unspent).").format(
            _name(names, e.army), e.ap_lost)
    return translate("Messages", "{0} ends the action.").format(_name(names, e.army))


def _undone(e: ev.Undone, names: Names) -> str:
    if e.steps == 1:
        return translate("Messages", "{0} takes back one step.").format(_name(names, e.army))
    return translate("Messages", "{0} takes back {1} steps.").format(_name(names, e.army), e.steps)


def _mode_chosen(e: ev.ModeChosen, names: Names) -> str:
    if e.ap:
        return translate("Messages", "{0} takes {1} action points.").format(_name(names, e.army), e.ap)
    return translate("Messages", "{0} chooses placement.").format(_name(names, e.army))


def _game_over(e: ev.GameOver, seat_names: Names) -> str:
    text = translate("Messages", "The game is over. {0} wins.").format(_seat(seat_names, e.winner_seat))
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
        _seat(s, e.seat))),
    _entry(ev.CardsExchanged, lambda e, n, s: translate(
        "Messages", "Everyone passes {0} cards to the left and takes the cards received.").format(e.count)),
    _entry(ev.DraftFinished, lambda e, n, s: translate(
        "Messages", "The draft is over: each player holds 8 cards.")),
    _entry(ev.SkirmishPhaseStarted, lambda e, n, s: translate(
        "Messages", "Skirmish phase of round {0}: {1} skirmishes.").format(e.round, e.skirmishes)),
    _entry(ev.CardPlayed, lambda e, n, s: translate("Messages", "{0} plays the {1}.").format(
        _name(n, e.army), card_words(e.card))),
    _entry(ev.ModeChosen, lambda e, n, s: _mode_chosen(e, n)),
    _entry(ev.SamuraiPlaced, lambda e, n, s: translate(
        "Messages", "{0} places a samurai in {1}.").format(

        _name(n, e.army), area_name(e.area))),
    _entry(ev.DaimyoMoved, lambda e, n, s: translate(
        "Messages", "{0} moves the daimyo from {1} to {2}.").format(

        _name(n, e.army), area_name(e.src), area_name(e.dst))),
    _entry(ev.SamuraiMoved, lambda e, n, s: translate(
        "Messages", "{0} moves a samurai from {1} to {2}.").format(

        _name(n, e.army), area_name(e.src), area_name(e.dst))),
    _entry(ev.SamuraiRemoved, lambda e, n, s: translate(
        "Messages", "{0} removes a samurai of {1} from {2}.").format(

        _name(n, e.by_army), _name(n, e.army), area_name(e.area))),
    _entry(ev.NeutralRelocated, lambda e, n, s: translate(
        "Messages", "{0} drives a neutral samurai from {1} to {2} (R-V8).").format(
        _name(n, e.by_army), area_name(e.src), area_name(e.dst))),
    _entry(ev.ActionEnded, lambda e, n, s: _action_ended(e, n)),
    _entry(ev.Undone, lambda e, n, s: _undone(e, n)),
    _entry(ev.SkirmishWon, lambda e, n, s: translate(
        "Messages", "{0} wins skirmish {1} with the {2} ({3}) and takes the Kachidoki card.").format(
        _name(n, e.army), e.skirmish + 1, card_words(e.card), skirmish_reason(e.reason))),
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


# ---- tie-breaks ----------------------------------------------------------------------------
def tiebreak_text(tb: TieBreak, seat_names: Names = ()) -> str:
    """How a tie on RP was broken (R-G2, or R-V7 in the 2-against-2 variant)."""
    winner, loser = _seat(seat_names, tb.winner), _seat(seat_names, tb.loser)
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


# ---- refusals ------------------------------------------------------------------------------
def _param_int(params: Mapping[str, int | str], key: str) -> int:
    value = params.get(key, -1)
    return value if isinstance(value, int) else -1


def _card_param(params: Mapping[str, int | str]) -> str:
    text = str(params.get("card", ""))
    try:
        return card_words(card(text))
    except JorakuError:  # a card text we do not know: shown as it came
        return text


# Each entry words one refusal code from its params (the CONTRACT's keys) and the seat names.
_RefusalWords = Callable[[Mapping[str, int | str], Names], str]
_REFUSAL_WORDS: dict[RefusalCode, _RefusalWords] = {
    RefusalCode.GAME_OVER: lambda p, s: translate("Messages", "The game is over."),
    RefusalCode.MALFORMED: lambda p, s: translate(
        "Messages", "That move is not well formed (its {0} is out of range).").format(p.get("field", "?")),
    RefusalCode.WRONG_DECISION: lambda p, s: translate("Messages", "Not now: {0} must {1}.").format(
        _seat(s, _param_int(p, "seat")), phase_task(str(p.get("phase", "")))),
    RefusalCode.CARD_NOT_IN_HAND: lambda p, s: translate("Messages", "{0} does not hold the {1}.").format(
        _seat(s, _param_int(p, "seat")), _card_param(p)),
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
        _seat(s, _param_int(p, "seat"))),
    RefusalCode.NOTHING_TO_UNDO: lambda p, s: translate(
        "Messages", "Nothing to take back: no samurai was placed or moved since the card was played."),
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


# ---- the game log: headings, choice summaries, the opening line (issue 10, "logsmall") ----------
# The log names players in the third person ("Ann plays the blue 6."): a player's name is a
# proper name, so every sentence reads right whatever is typed, and the default names are names
# too ("Player 1", "Computer 2"; never "You", which would give "You plays"). Sentences are in the
# present tense, which does not depend on the player's gender in the languages we translate to.
def default_player_name(seat: int) -> str:
    """The name a human seat gets when nobody types one: a name, so the log's sentences read right."""
    return translate("Messages", "Player {0}").format(seat + 1)


def default_computer_name(number: int) -> str:
    """The name of the ``number``-th computer seat ("Computer 1")."""
    return translate("Messages", "Computer {0}").format(number)


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


def choices_made_text(mode: str, done: int) -> str:
    """One line for a recruit step every player has decided (instead of a line per player,
    which the R-V7 draft repeated eight times): ``done`` steps are complete this round.

    The cards stay secret (R-P3); the base game's and R-V8's pass is told by the exchange line
    that follows, so this is "" for them.
    """
    if mode == "R-V7":
        return translate(
            "Messages", "Draft pick {0}: each player puts a card aside and swaps the rest (R-V7)."
        ).format(done)
    if mode == "R-V8" and done == 2:
        return translate("Messages", "Each player discards a card face down (R-V8).")
    return ""


def game_description(players: int, mode: str, variants: Iterable[str]) -> str:
    """A game's settings in words: "4 players, variant cards R-V1, R-V5" (R-S6, R-V7, R-V8)."""
    cards = translate("Messages", ", ", "list separator").join(sorted(variants))
    if mode in ("R-V7", "R-V8"):
        if cards:
            return translate("Messages", "2 players ({0}), variant cards {1}").format(mode, cards)
        return translate("Messages", "2 players ({0}), no variant cards").format(mode)
    if cards:
        return translate("Messages", "{0} players, variant cards {1}").format(players, cards)
    return translate("Messages", "{0} players, no variant cards").format(players)


def opening_line(description: str, seats: str, resumed: bool) -> str:
    """The first line of the log: the game's settings and who sits where."""
    if resumed:
        return translate("Messages", "Game resumed: {0}. {1}.").format(description, seats)
    return translate("Messages", "New game: {0}. {1}.").format(description, seats)


def seat_with_colours(name: str, colours: Sequence[int]) -> str:
    """"Ann (blue)" or "Ann (blue/red)" in R-V7: a seat and the armies it commands."""
    return translate("Messages", "{0} ({1})", "player (army colours)").format(
        name, "/".join(colour_word(a) for a in colours))


def seating_text(seats: Sequence[tuple[str, Sequence[int]]]) -> str:
    """Every seat with its colours, in play order: "Ann (blue), Bob (red)"."""
    return translate("Messages", ", ", "list separator").join(seat_with_colours(n, c) for n, c in seats)


# ---- our files: save problems and start-up notices (model.errors.FileProblem, notices.py) ----------
def _file_kind(kind: str) -> str:
    words = {
        "folder": translate("Messages", "a folder"),
        "pipe": translate("Messages", "a pipe"),
        "device": translate("Messages", "a device"),
        "socket": translate("Messages", "a socket"),
        "link": translate("Messages", "a symbolic link"),
    }
    return words.get(kind, translate("Messages", "not a regular file"))


def _p(params: Mapping[str, int | str], key: str) -> str:
    return str(params.get(key, "?"))


def _not_regular(p: Mapping[str, int | str]) -> str:
    return translate("Messages", "The file {0} is {1}, not a regular file.").format(
        _p(p, "name"), _file_kind(_p(p, "kind")))


def _too_large(p: Mapping[str, int | str]) -> str:
    limit = QLocale().toString(_param_int(p, "limit"))
    if p.get("name"):
        return translate(
            "Messages", "The file {0} is far too large to be a Joraku save (at most {1} bytes).").format(
            _p(p, "name"), limit)
    return translate(
        "Messages", "The file is far too large to be a Joraku save (at most {0} bytes).").format(limit)


_FileWords = Callable[[Mapping[str, int | str]], str]
_FILE_WORDS: dict[FileProblem, _FileWords] = {
    FileProblem.INVALID: lambda p: translate("Messages", "The save file is invalid: {0}.").format(
        _p(p, "detail")),
    FileProblem.NOT_RECORDING: lambda p: translate(
        "Messages", "This copy of the game keeps no decisions and cannot be saved."),
    FileProblem.UNKNOWN_SEAT_KIND: lambda p: translate(
        "Messages", "A seat has an unknown kind of player ({0}).").format(_p(p, "kind")),
    FileProblem.NO_GAME: lambda p: translate("Messages", "There is no game to save."),
    FileProblem.NOT_REGULAR: lambda p: _not_regular(p),
    FileProblem.TOO_LARGE: lambda p: _too_large(p),
    FileProblem.NOT_TEXT: lambda p: translate("Messages", "The file is not a Joraku save (it is not text)."),
    FileProblem.NOT_JSON: lambda p: translate(
        "Messages",
        "The file is damaged or cut short (it stops making sense at line {0}, column {1}).").format(
        QLocale().toString(_param_int(p, "line")), QLocale().toString(_param_int(p, "column"))),
    FileProblem.NOT_A_SAVE: lambda p: translate("Messages", "The file is not a Joraku save ({0}).").format(
        _p(p, "detail")),
    FileProblem.NEWER_VERSION: lambda p: translate(
        "Messages",
        "The save was written by a newer Joraku Desktop (format {0}); please update the game.").format(
        _p(p, "version")),
    FileProblem.UNSUPPORTED_VERSION: lambda p: translate(
        "Messages", "The save's format ({0}) is not one this version can read.").format(_p(p, "version")),
    FileProblem.IMPOSSIBLE_POSITION: lambda p: translate(
        "Messages", "The save holds a position the rules do not allow ({0}).").format(_p(p, "detail")),
    FileProblem.DECISION_NOT_REPLAYABLE: lambda p: translate(
        "Messages", "Decision {0} of the save ({1}) cannot be replayed: {2}.").format(
        QLocale().toString(_param_int(p, "number")), _p(p, "decision"), _p(p, "detail")),
    FileProblem.POSITION_MISMATCH: lambda p: translate(
        "Messages", "The saved position does not match its decisions: the file was edited or damaged."),
    FileProblem.CANNOT_WRITE: lambda p: translate("Messages", "Cannot write {0}: {1}.").format(
        _p(p, "path"), _p(p, "detail")),
    FileProblem.CANNOT_READ: lambda p: translate("Messages", "Cannot read {0}: {1}.").format(
        _p(p, "path"), _p(p, "detail")),
    FileProblem.TARGET_NOT_REGULAR: lambda p: (
        translate("Messages", "Cannot save: the backup {0} is {1}, not a file. "
                              "Choose another name or move it away.")
        if _param_int(p, "backup") else
        translate("Messages", "Cannot save: {0} is {1}, not a file. Choose another name or move it away.")
    ).format(_p(p, "path"), _file_kind(_p(p, "kind"))),
}


def save_error_text(exc: SaveError) -> str:
    """A save that cannot be written or loaded, in a sentence (with the file's name if known)."""
    words = _FILE_WORDS.get(exc.problem)
    text = words(exc.params) if words is not None else str(exc)
    if exc.file and exc.file not in text:
        return translate("Messages", "{0}: {1}", "file name: problem").format(exc.file, text)
    return text


def has_save_error_text(problem: FileProblem) -> bool:
    """Whether this module words ``problem`` (a test checks every FileProblem)."""
    return problem in _FILE_WORDS


def _settings_ignored(p: Mapping[str, int | str]) -> str:
    why = _p(p, "why")
    if why == "not_regular":
        return translate("Messages", "The preferences file {0} is not a regular file; default preferences "
                                     "are used and will not be saved over it.").format(_p(p, "path"))
    if why == "unreadable":
        return translate("Messages", "The preferences file {0} could not be read ({1}); default preferences "
                                     "are used and will not be saved over it.").format(_p(p, "path"),
                                                                                      _p(p, "detail"))
    return translate("Messages", "The preferences file {0} is damaged and could not be set aside; default "
                                 "preferences are used and will not be saved over it.").format(_p(p, "path"))


def notice_text(notice: Notice) -> str:
    """What start-up or loading tells the player about our files, in a sentence."""
    p = notice.params
    if notice.code == NoticeCode.SAVE_FOLDER_UNCREATABLE:
        return translate("Messages", "The folder for saved games ({0}) cannot be created ({1}); games will "
                                     "not be autosaved.").format(_p(p, "path"), _p(p, "detail"))
    if notice.code == NoticeCode.SAVE_FOLDER_READ_ONLY:
        return translate("Messages", "The folder for saved games ({0}) is read-only; games will not be "
                                     "autosaved.").format(_p(p, "path"))
    if notice.code == NoticeCode.SAVE_RECOVERED:
        why = save_error_text(notice.error) if notice.error is not None else "?"
        return translate("Messages", "The save {0} could not be loaded ({1}); its previous version, {2}, was "
                                     "loaded instead.").format(_p(p, "name"), why, _p(p, "backup"))
    if notice.code == NoticeCode.SETTINGS_IGNORED:
        return _settings_ignored(p)
    if notice.code == NoticeCode.SETTINGS_SET_ASIDE:
        if _p(p, "why") == "too_large":
            return translate("Messages", "The preferences file was far too large; it was set aside as {0} "
                                         "and default preferences are used.").format(_p(p, "name"))
        return translate("Messages", "The preferences file was damaged; it was set aside as {0} and default "
                                     "preferences are used.").format(_p(p, "name"))
    return translate("Messages", "The preferences could not be read ({0}); defaults are used.").format(
        _p(p, "detail"))


# ---- the rules help (issue 10): the words of the parts made from the rules data -------------
class HelpChartWords(NamedTuple):
    """The column heads and row notes of the R-PR4 chart table in the rules help."""

    area: str
    round: str  # "Round {0}"
    source: str
    printed: str
    inferred: str
    partly_inferred: str


def help_chart_words() -> HelpChartWords:
    return HelpChartWords(
        area=translate("Messages", "Area"),
        round=translate("Messages", "Round {0}"),
        source=translate("Messages", "Source"),
        printed=translate("Messages", "printed"),
        inferred=translate("Messages", "≈ inferred (RULING)"),
        partly_inferred=translate("Messages", "≈ partly inferred (RULING)"),
    )


# ---- the hint: "What would the computer do?" (issue 12) -------------------------------------------
# The advice (joraku_desktop/ai/advice.py) is codes and numbers; these are its words. Each step and
# each reason is a whole sentence.

def hint_title() -> str:
    return translate("Messages", "What would the computer do?")


def hint_thinking_text() -> str:
    return translate("Messages", "The computer is thinking about your move… Press Esc or H to cancel.")


def _cards_phrase(cards: Sequence[int]) -> str:
    if len(cards) == 3:
        text = translate("Messages", "Pass the {0}, the {1} and the {2}.")
    elif len(cards) == 2:
        text = translate("Messages", "Pass the {0} and the {1}.")
    else:
        text = translate("Messages", "Pass the {0}.")
    return text.format(*(card_words(c) for c in cards))


def hint_step_text(action: Action, count: int, card_played: int, names: Names) -> str:
    """One step of the advice (``count`` repeats of it merged) as a sentence."""
    k = action.kind
    if k == PASS:
        return _cards_phrase(action.cards)
    if k == DISCARD:
        return translate("Messages", "Discard the {0} face down.").format(card_words(action.card))
    if k == DRAFT:
        return translate("Messages", "Keep the {0} from the draft.").format(card_words(action.card))
    if k == PLAY and action.army >= 0:
        return translate("Messages", "Play the {0} for your {1} army.").format(
            card_words(action.card), colour_word(action.army))
    if k == PLAY:
        return translate("Messages", "Play the {0}.").format(card_words(action.card))
    if k == PLACEMENT:
        return translate("Messages", "Choose Placement.")
    if k == AP:
        n = CARD_NUMBER[card_played] if card_played >= 0 else 0
        return COUNTED.ap_choice(n)
    if k == PLACE:
        return COUNTED.place(count).format(
            area_name(action.dst))
    if k == MOVE:
        return COUNTED.move(count).format(
            area_name(action.src), area_name(action.dst))
    if k == DAIMYO:
        return translate("Messages", "Move your daimyo from {0} to {1}.").format(
            area_name(action.src), area_name(action.dst))
    if k == REMOVE:
        return COUNTED.remove(count).format(
            _name(names, action.army), area_name(action.src))
    if k == RELOCATE:
        return COUNTED.relocate(count).format(
            area_name(action.src), area_name(action.dst))
    if k == END:
        return translate("Messages", "End the action now (Done).")
    return str(action)


def _chance_text(p: float) -> str:
    pct = round(100 * p)
    if p >= 0.995:
        return translate("Messages", "It wins the skirmish for sure.")
    if p >= 0.7:
        return translate("Messages", "It is likely to win the skirmish ({0}%).").format(pct)
    if p >= 0.3:
        return translate("Messages", "It has a fair chance to win the skirmish ({0}%).").format(pct)
    if p > 0.005:
        text = translate("Messages", "It is unlikely to win the skirmish ({0}%): a cheap card to give up.")
        return text.format(max(pct, 1))
    return translate("Messages", "It cannot win this skirmish: a cheap card to give up.")


def _rank_text(note: RankNote) -> str:
    area, worth = area_name(note.area), note.points
    if note.gained and note.before == 0 and worth:
        text = translate("Messages", "It takes {0} place in {1} (worth {2} RP this round).")
        return text.format(ordinal(note.after), area, worth)
    if note.gained and note.before == 0:
        return translate("Messages", "It takes {0} place in {1}.").format(ordinal(note.after), area)
    if note.gained and worth:
        text = translate("Messages", "It climbs from {0} to {1} place in {2} (worth {3} RP this round).")
        return text.format(ordinal(note.before), ordinal(note.after), area, worth)
    if note.gained:
        text = translate("Messages", "It climbs from {0} to {1} place in {2}.")
        return text.format(ordinal(note.before), ordinal(note.after), area)
    if note.lost and note.after == 0:
        return translate("Messages", "It gives up {0} place in {1}.").format(ordinal(note.before), area)
    if note.lost:
        text = translate("Messages", "It drops from {0} to {1} place in {2}.")
        return text.format(ordinal(note.before), ordinal(note.after), area)
    return translate("Messages", "It makes {0} place in {1} safer.").format(ordinal(note.after), area)


def _daimyo_text(note: RankNote) -> str:
    """Why a rank without prestige this round matters: the daimyos there (Kachidoki, R-KS1)."""
    n = note.daimyos
    text = COUNTED.daimyo_rank(n)
    return text.format(area_name(note.area))


def hint_reasons(advice: Advice) -> list[str]:
    """Why, in sentences: the skirmish, the Kachidoki RP, the RP now, the ranks (at most two)."""
    from ..ai.advice import AdviceKind  # loaded by then: the advice came from there

    kind, r = advice.kind, advice.reason
    if kind is AdviceKind.ONLY:
        return [translate("Messages", "It is the only move possible now.")]
    if kind is AdviceKind.PASS:
        return [translate(
            "Messages", "Your weakest cards: they win few skirmishes and place where you score little.")]
    if kind is AdviceKind.DISCARD:
        return [translate(
            "Messages", "Your weakest card: it wins few skirmishes and places where you score little.")]
    if kind is AdviceKind.DRAFT:
        return [translate(
            "Messages", "The strongest card of the draft: it wins skirmishes and places where you score.")]
    out = []
    if r.win_chance is not None and kind is AdviceKind.PLAY:
        out.append(_chance_text(r.win_chance))
    kachidoki, now, simulations = r.kachidoki_rp, r.rp_now, r.simulations  # (lupdate reads plain names)
    if kachidoki and r.kachidoki_area >= 0 and (r.win_chance or 0.0) >= 0.3:
        text = COUNTED.kachidoki_if_wins(kachidoki)
        out.append(text.format(area_name(r.kachidoki_area)))
    if now:
        out.append(COUNTED.rp_now(now))
    for note in r.ranks[:2]:
        out.append(_rank_text(note))
        if note.gained and not note.points and note.daimyos:
            out.append(_daimyo_text(note))
    margin, runner_up, compared = r.margin_rp, r.runner_up, r.turns_compared
    if margin is not None and runner_up is not None and compared > 1 and margin > 0:
        text = COUNTED.compared(compared)
        out.append(text.format(QLocale().toString(margin, "f", 1), card_words(runner_up.card)))
    if simulations:
        out.append(COUNTED.simulated(simulations))
    if not out:
        out.append(translate("Messages", "Nothing here gains more than it costs.") if advice.action.kind == 11
                   else translate("Messages", "The best value on the board for your seat."))
    return out


def hints_used_text(n: int) -> str:
    return COUNTED.hints_used(n)


def hint_button_text(state: str) -> str:
    """The hint button in the action bar: "idle", "thinking" or "shown"."""
    if state == "thinking":
        return translate("Messages", "Thinking… (Esc)")
    if state == "shown":
        return translate("Messages", "Hide hint (H)")
    return translate("Messages", "Hint (H)")


def hint_button_tooltip() -> str:
    return translate(
        "Messages",
        "What would the computer do? Its strongest search suggests your move from what you can see.")


def hint_menu_text() -> str:
    """The Game menu entry; the tab puts the key on the right of the menu."""
    return translate("Messages", "What would the &computer do?\tH")


def hint_unavailable_text() -> str:
    return translate("Messages", "A hint is there when it is your turn to decide.")


# ---- the record of finished games and the Statistics window (issue 12, "Your record") --------------
def record_problem_text(notice: RecordNotice) -> str:
    """One sentence for the player about the record file (``record.db.Notice``)."""
    from ..record.db import RecordProblem

    p = notice.params
    if notice.code == RecordProblem.DAMAGED_SET_ASIDE:
        return translate(
            "Messages", "Your record of finished games was damaged; it was set aside as {0} "
            "and a new record was started.").format(p.get("name", "?"))
    if notice.code == RecordProblem.NEWER_SET_ASIDE:
        return translate(
            "Messages", "Your record of finished games was written by a newer version of Joraku; "
            "it was set aside as {0} and a new record was started.").format(p.get("name", "?"))
    if notice.code == RecordProblem.NOT_A_FILE:
        return translate(
            "Messages", "{0} is not a file, so finished games are not recorded this time.").format(
            p.get("path", "?"))
    if notice.code == RecordProblem.CANNOT_SET_ASIDE:
        return translate(
            "Messages", "Your record of finished games is damaged and could not be set aside ({0}); "
            "finished games are not recorded this time.").format(p.get("reason", "?"))
    if notice.code == RecordProblem.CANNOT_OPEN:
        return translate(
            "Messages", "Your record of finished games cannot be opened ({0}); "
            "finished games are not recorded this time.").format(p.get("reason", "?"))
    if notice.code == RecordProblem.CANNOT_READ:
        return translate("Messages", "Your record of finished games could not be read ({0}).").format(
            p.get("reason", "?"))
    return translate("Messages", "This game could not be added to your record ({0}).").format(
        p.get("reason", "?"))


def mode_text(mode: str) -> str:
    """A mode of the record (``record.entry.MODES``) as the Statistics window names it."""
    words = {
        "4p": translate("Messages", "4 players"),
        "3p": translate("Messages", "3 players"),
        "R-V7": translate("Messages", "2 players, 2 against 2 (R-V7)"),
        "R-V8": translate("Messages", "2 players, neutral army (R-V8)"),
    }
    return words.get(mode, mode)


def level_text(level: str) -> str:
    """A computer level, or an opponents' group of ``record.stats`` ("mixed", "humans")."""
    words = {
        "random": translate("Messages", "Random"),
        "easy": translate("Messages", "Easy"),
        "normal": translate("Messages", "Normal"),
        "hard": translate("Messages", "Hard"),
        "expert": translate("Messages", "Expert"),
        "mixed": translate("Messages", "Mixed levels"),
        "humans": translate("Messages", "Only human opponents"),
    }
    return words.get(level, level)


def finish_text(place: int, players: int) -> str:
    """How a seat finished: "Won", "Lost" (two players) or "3rd of 4"."""
    if place == 1:
        return translate("Messages", "Won")
    if players == 2:
        return translate("Messages", "Lost")
    return translate("Messages", "{0} of {1}", "place of players").format(ordinal(place), players)


# ---- what the player knows, and what to do now (issue 10: knowledge) ---------------------------
# The banner's instructions for the steps that were short-lived toasts or out of date, the
# progress of the recruit choices (R-P2, R-V7, R-V8), the cards a seat knows about (R-P3) and
# the tooltips of the table's pieces, each naming the rule it comes from.


def pass_instruction(who: str, to: str, n: int, chosen: int) -> str:
    """R-P2 (and R-V8's pass of 3 as step 1 of 2): the cards to pass, the button that sends them."""
    if n == 3:
        return translate(
            "Messages",
            "{0}, step 1 of 2 (R-V8): choose 3 cards to pass to {1} ({2} of 3 chosen), "
            "then press “Pass these cards”.",
        ).format(who, to, chosen)
    return translate(
        "Messages",
        "{0}: choose 2 cards to pass to {1} ({2} of 2 chosen; click or drag them into the slots), "
        "then press “Pass these cards”.",
    ).format(who, to, chosen)


def discard_instruction(who: str) -> str:
    """R-V8 step 2 of 2."""
    return translate(
        "Messages",
        "{0}, step 2 of 2 (R-V8): choose 1 card to discard face down, then press “Discard”.",
    ).format(who)


def draft_instruction(who: str, pick: int, opponent: str) -> str:
    """R-V7: which pick of the draft this is; the rest of the draft hand goes to the opponent."""
    return translate(
        "Messages",
        "{0}, draft pick {1} of 5 (R-V7): choose 1 card to keep, then press “Keep this card”; "
        "the rest goes to {2}.",
    ).format(who, pick, opponent)


def done_instruction(who: str) -> str:
    """No AP left (R-E2): only Done remains."""
    return translate("Messages", "{0}: no action points left. Press Done to end the action.").format(who)


def nothing_left_instruction(who: str) -> str:
    """AP left, but nothing they can buy (R-E2 B): unspent AP are lost."""
    return translate(
        "Messages",
        "{0}: nothing more can be done with these action points. Press Done (unspent AP are lost).",
    ).format(who)


def placement_done_instruction(who: str) -> str:
    """Nothing more may be placed: the supply is empty (R-E3) or three are placed (R-E1)."""
    return translate(
        "Messages", "{0}: no more samurai can be placed now. Press Done to end the action."
    ).format(who)


def ap_instruction(who: str, ap: int, daimyo_cost: int, daimyo_affordable: bool) -> str:
    """R-E2 B: what the action points left can still buy."""
    if daimyo_affordable:
        return translate(
            "Messages",
            "{0}: {1} AP left. Drag your daimyo ({2} AP) or a samurai (1 AP) to a neighbouring "
            "area, or click an enemy samurai where your daimyo stands (1 AP); then Done.",
        ).format(who, ap, daimyo_cost)
    return translate(
        "Messages",
        "{0}: {1} AP left: not enough to move your daimyo. Drag a samurai to a neighbouring area "
        "or click an enemy samurai where your daimyo stands (1 AP each); then Done.",
    ).format(who, ap)


def relocation_instruction(who: str, src: str) -> str:
    """R-V8: the neutral samurai clicked waits for the area it is driven to."""
    return translate(
        "Messages",
        "{0}: click the area where the neutral samurai from {1} goes — any other area not "
        "behind the neutral daimyo (R-V8). Click another piece to change your mind.",
    ).format(who, src)


def army_choice_instruction(who: str, card_text: str, first: str, second: str) -> str:
    """R-V7: the card may be played for either army; the buttons name them."""
    return translate(
        "Messages",
        "{0}: which army plays the {1}? Press “Play for {2}” or “Play for {3}” (R-V7).",
    ).format(who, card_text, first, second)


def not_usable_text(code: str) -> str:
    """Why a press on a piece of the table does nothing now (:func:`targets.idle_reason`)."""
    if code == "remove_at_daimyo":
        return translate(
            "Messages", "You may remove an enemy samurai only where your daimyo stands (R-E2)."
        )
    if code == "relocate_at_daimyo":
        return translate(
            "Messages", "You may drive away a neutral samurai only where your daimyo stands (R-V8)."
        )
    if code == "needs_ap":
        return translate(
            "Messages",
            "Pieces on the map move only with action points; this card places samurai from your "
            "supply (R-E2).",
        )
    if code == "needs_placement":
        return translate(
            "Messages",
            "Action points move pieces already on the map; samurai leave the supply only by "
            "Placement (R-E2).",
        )
    if code == "own_army":
        return translate("Messages", "You never remove your own samurai (R-E2).")
    if code == "not_your_daimyo":
        return translate("Messages", "You move only your own daimyo (R-E2).")
    if code == "choose_effect":
        return translate(
            "Messages", "First choose Placement or Action points for the card you played (R-E2)."
        )
    if code == "finish_action":
        return translate(
            "Messages",
            "Finish this card's action first (press Done); your next card waits for the next skirmish.",
        )
    if code == "draft_own":
        return translate(
            "Messages", "This card is already yours (personal or kept): pick one of the draft cards (R-V7)."
        )
    if code == "play_first":
        return translate("Messages", "First play a card: its number says what you may do (R-E2).")
    return ""


# -- recruit progress (the slots on the right)
def pass_zone_title(phase: str, mode: str, to: str) -> str:
    if phase == "pass" and mode == "R-V8":
        return translate("Messages", "Step 1 of 2: pass 3 cards to {0}").format(to)
    if phase == "pass":
        return translate("Messages", "Pass 2 cards to {0}").format(to)
    if phase == "discard":
        return translate("Messages", "Step 2 of 2: discard 1 card")
    return translate("Messages", "Keep 1 card")


def pass_zone_progress(phase: str, chosen: int, size: int, pick: int) -> str:
    """How far the choice is: "1 of 2 chosen", or the draft's "pick 2 of 5" (R-V7)."""
    if phase == "draft":
        return translate("Messages", "Draft: pick {0} of 5 · {1} of 1 chosen").format(pick, chosen)
    return translate("Messages", "{0} of {1} chosen").format(chosen, size)


def discard_hint(to: str, passed: str) -> str:
    """R-V8 step 2: the discard is secret; the cards passed in step 1 are recalled (R-P3)."""
    return translate(
        "Messages", "You passed {1} to {0}. Your discard stays face down; nobody will see it (R-V8)."
    ).format(to, passed)


def draft_hint(opponent: str, given: str) -> str:
    """R-V7: what this seat handed on in the last swap is known to be in the opponent's hands."""
    if not given:
        return translate("Messages", "The rest of this draft hand goes to {0} (R-V7).").format(opponent)
    return translate(
        "Messages", "{0} now holds what you handed on: {1}. The rest of this hand goes to {0} (R-V7)."
    ).format(opponent, given)


# -- what this seat knows (R-P3)
def known_title() -> str:
    return translate("Messages", "What you know (R-P3)")


def passed_label(to: str) -> str:
    return translate("Messages", "Passed to {0}:").format(to)


def passed_label_v8(to: str) -> str:
    return translate("Messages", "Passed to {0} (held, or their discard):").format(to)


def received_label(frm: str) -> str:
    return translate("Messages", "Received from {0}:").format(frm)


def kept_by_label(who: str) -> str:
    return translate("Messages", "{0} kept from your draft hands:").format(who)


def given_label(who: str) -> str:
    return translate("Messages", "Handed on to {0} in the last swap:").format(who)


def all_played_text() -> str:
    return translate("Messages", "All played.")


def known_tooltip() -> str:
    return translate(
        "Messages",
        "What you know of other hands (R-P3): the cards you passed, which your left neighbour "
        "holds until they are played, and the cards you received and from whom. Played cards "
        "leave this list.",
    )


def known_card_tooltip(card_text: str, holder: str) -> str:
    return translate("Messages", "The {0}: {1} holds it until it is played (R-P3).").format(card_text, holder)


def received_card_tooltip(card_text: str, frm: str) -> str:
    return translate("Messages", "The {0}: you received it from {1} in the pass (R-P3).").format(
        card_text, frm
    )


# -- hand card tags
def tag_received(frm: str) -> str:
    return translate("Messages", "from {0}").format(frm)


def tag_personal() -> str:
    return translate("Messages", "personal")


def tag_kept() -> str:
    return translate("Messages", "kept")


def tag_draft() -> str:
    return translate("Messages", "draft")


def hand_tag_tooltip(tag: str) -> str:
    """The first line of a hand card's tooltip for its tag."""
    if tag == "personal":
        return translate("Messages", "Personal card: dealt to you before the draft (R-V7).")
    if tag == "kept":
        return translate("Messages", "Kept in the draft: you picked it (R-V7).")
    if tag == "draft":
        return translate("Messages", "In your draft hand: pick one to keep; the rest goes on (R-V7).")
    return ""


# -- tooltips of the table's pieces
def kachidoki_tooltip() -> str:
    return translate(
        "Messages",
        "Kachidoki card (R-C5): its holder leads the next skirmish. The winner of each skirmish "
        "takes it (R-K5).",
    )


def influence_tooltip(army: str, value: int, star: bool) -> str:
    if star:
        return translate(
            "Messages",
            "★ {0}: influence {1} here, the most of anyone — 1st if the area were scored now "
            "(R-PR2). Daimyo 2, each samurai 1 (R-C8).",
        ).format(army, value)
    return translate("Messages", "{0}: influence {1} here. Daimyo 2, each samurai 1 (R-C8).").format(
        army, value
    )


def chart_row_tooltip(round_: int, points: str, inferred: bool) -> str:
    if inferred:
        return translate(
            "Messages",
            "≈ Round {0} prestige: {1} RP for 1st / 2nd / 3rd (R-PR4). Inferred: a RULING, not "
            "printed on the board; the chart file in resources/ can be corrected.",
        ).format(round_, points)
    return translate("Messages", "Round {0} prestige: {1} RP for 1st / 2nd / 3rd (R-PR4).").format(
        round_, points
    )


def supply_tooltip(army: str, n: int) -> str:
    return translate(
        "Messages",
        "{0}'s supply: {1} samurai off the map (R-C2). Placing takes them from here; you cannot "
        "place more than you have (R-E3).",
    ).format(army, n)


def neutral_supply_tooltip() -> str:
    return translate(
        "Messages", "The neutral army has no supply: its samurai are moved, never removed (R-V8)."
    )


def panel_tooltip(name: str) -> str:
    return translate(
        "Messages", "{0}: daimyo card (R-C3), supply (R-C2), RP (R-S5) and hand. Point at each for more."
    ).format(name)


def neutral_panel_tooltip() -> str:
    return translate(
        "Messages",
        "The neutral army (R-V8): it ranks in scoring but never gains RP; it marches toward Kyoto.",
    )


def rp_tooltip(army: str, rp: int) -> str:
    return translate(
        "Messages", "{0}: {1} RP (reputation points, R-S5). Most RP wins (R-G1)."
    ).format(army, rp)


def daimyo_card_tooltip(army: str, number: int) -> str:
    return translate(
        "Messages",
        "{0}'s daimyo card {1} (R-C3): its daimyo started in area {1} (R-S4); it breaks ties (R-G2).",
    ).format(army, number)


def hand_size_tooltip(n: int) -> str:
    return COUNTED.hand_size(n)


def samurai_tooltip(army: str) -> str:
    return translate("Messages", "{0}'s samurai: influence 1 in its area (R-C8).").format(army)


def supply_samurai_tooltip(army: str) -> str:
    return translate("Messages", "{0}'s samurai in the supply (R-C2).").format(army)


def daimyo_tooltip(army: str) -> str:
    return translate("Messages", "{0}'s daimyo: influence 2 in its area (R-C8).").format(army)


def trick_card_tooltip(card_text: str, army: str) -> str:
    return translate("Messages", "The {0}, played by {1} in this skirmish (R-K1).").format(card_text, army)


def skirmish_zone_tooltip() -> str:
    return translate(
        "Messages",
        "The skirmish (R-K1): everyone plays one card in turn, following the led suit if they can "
        "(R-K2); the highest number wins, a Ninja beats a 6 (R-K4).",
    )


def banner_tooltip() -> str:
    return translate(
        "Messages",
        "The round (3 in all, R-R1), its phase and what to do now. Each round: recruit, "
        "skirmishes, prestige scoring (R-R1).",
    )


def pass_zone_tooltip(phase: str) -> str:
    if phase == "draft":
        return translate("Messages", "Drop the card you keep here (R-V7).")
    if phase == "discard":
        return translate("Messages", "Drop the card to discard face down here (R-V8).")
    return translate(
        "Messages", "Drop the cards to pass here; they go face down to your left neighbour (R-P2)."
    )


# ---- the variant cards (R-V1 … R-V6), as the printed cards say them ---------------------------
# The rules data (resources/rules.json) holds each card's effect for the engine and an English
# name and text for people who read the data; what the player reads comes from here, so that it is
# translated (the printed cards exist in English, Japanese and Traditional Chinese: 拡張ルール /
# 擴充規則). A card added to the data without words here shows the data's English.
def variant_card_name(vid: str) -> str:
    """A variant card's name: "Home advantage"."""
    names = {
        "R-V1": translate("Messages", "Home advantage", "variant card R-V1"),
        "R-V2": translate("Messages", "Shared glory", "variant card R-V2"),
        "R-V3": translate("Messages", "Battle cry", "variant card R-V3"),
        "R-V4": translate("Messages", "Audience in Kyoto", "variant card R-V4"),
        "R-V5": translate("Messages", "Loyal vassals", "variant card R-V5"),
        "R-V6": translate("Messages", "Swift march", "variant card R-V6"),
    }
    return names.get(vid) or _data_card(vid, "name")


def variant_card_text(vid: str) -> str:
    """A variant card's rule, in a sentence or two."""
    texts = {
        "R-V1": translate("Messages", "Prestige phase: a player ranked 1st in the area where their own "
                                      "daimyo stands gains bonus RP equal to that area's number (Kyoto 0)."),
        "R-V2": translate("Messages", "Ties in any ranking share the highest rank the tie covers instead of "
                                      "the lowest."),
        "R-V3": translate("Messages", "Kachidoki scoring pays 4 / 2 / 0 instead of 3 / 2 / 1."),
        "R-V4": translate("Messages", "Once per game per army: moving your daimyo into Kyoto gains RP equal "
                                      "to your daimyo card's number."),
        "R-V5": translate("Messages", "Skirmish phase: playing a card of the suit led by the starting player "
                                      "gains 2 RP (not for the lead card itself)."),
        "R-V6": translate("Messages", "Moving your daimyo costs 1 AP instead of 2."),
    }
    return texts.get(vid) or _data_card(vid, "text")


def _data_card(vid: str, field: str) -> str:
    rules = default_rules()
    if vid not in rules.variant_ids:
        return vid
    card_ = rules.variant(vid)
    return card_.name if field == "name" else card_.text


# ---- scoring: the Kachidoki and prestige beats, the round summary, the results (issue 10) ------
def scoring_bar_hint() -> str:
    """The action bar while a scoring beat holds play."""
    return translate("Messages", "Scoring: click the table or press Space to go on.")


def kachidoki_title(round_: int, skirmish: int, skirmishes: int) -> str:
    return translate("Messages", "Kachidoki scoring · round {0}, skirmish {1} of {2} (R-KS)").format(
        round_, skirmish, skirmishes)


def kachidoki_winner(name: str, card_text: str, reason: str) -> str:
    """Who won the skirmish, with which card and by which R-K4 clause (``skirmish_reason``)."""
    return translate("Messages", "{0} wins the skirmish with the {1}: {2}.").format(name, card_text, reason)


def kachidoki_where(name: str, area: str, first: int, second: int, third: int) -> str:
    return translate(
        "Messages", "{0}'s daimyo stands in {1}: ranked by influence there, 1st {2} · 2nd {3} · 3rd {4} RP."
    ).format(name, area, first, second, third)


def prestige_title(round_: int, area: str, index: int, count: int) -> str:
    return translate("Messages", "Prestige phase · round {0} · {1} ({2} of {3}, R-PR)").format(
        round_, area, index, count)


def prestige_chart(area: str, round_: int, first: int, second: int, third: int) -> str:
    return translate(
        "Messages", "{0}, chart row of round {1}: 1st {2} · 2nd {3} · 3rd {4} RP (R-PR4)."
    ).format(area, round_, first, second, third)


def influence_text(influence: int) -> str:
    return COUNTED.influence(influence)


def rp_gain(points: int) -> str:
    """RP an army gains in a scoring step: "+3 RP"."""
    return translate("Messages", "+{0} RP").format(points)


def summary_cell_bonus(points: int, bonus: int) -> str:
    """A summary cell where R-V1's bonus was part of the RP: "7 + 6 ★"."""
    return translate("Messages", "{0} + {1} ★").format(points, bonus)


def daimyo_bonus(points: int) -> str:
    """R-V1's bonus, shown apart from the chart's RP."""
    return translate("Messages", "+{0} daimyo bonus (R-V1)").format(points)


def never_scores() -> str:
    return translate("Messages", "never scores (R-V8)")


def tie_note(share_highest: bool) -> str:
    """Why tied armies have the rank they have (R-T1, or R-V2 when in play)."""
    if share_highest:
        return translate("Messages", "Tied armies share the highest rank the tie covers (R-V2).")
    return translate("Messages", "Tied armies share the lowest rank the tie covers (R-T1).")


def nobody_ranks() -> str:
    return translate("Messages", "Nobody has influence here: no RP.")


def scoring_go_on(waits: bool) -> str:
    """The footer of a scoring step: what the player may do."""
    if waits:
        return translate("Messages", "Click or press Space to go on · Esc skips to the round summary")
    return translate("Messages", "Click or press Space to hurry on")


def summary_title(round_: int) -> str:
    return translate("Messages", "End of round {0}: the prestige phase").format(round_)


def summary_subtitle(daimyo_bonus: bool) -> str:
    """Under the round summary's title; the ★ is explained when R-V1 is in play."""
    if daimyo_bonus:
        return translate("Messages", "RP each army gained in each area (★: chart + daimyo bonus, R-V1).")
    return translate("Messages", "RP each army gained in each area by the round's chart (R-PR).")


def summary_row_total() -> str:
    return translate("Messages", "Prestige this round")


def summary_row_before() -> str:
    return translate("Messages", "Score before the phase")


def summary_row_score() -> str:
    return translate("Messages", "Score now")


def summary_row_place() -> str:
    return translate("Messages", "Standing")


def summary_continue(next_round: int, game_over: bool) -> str:
    """The button of the round summary when a human sits at the table."""
    if game_over:
        return translate("Messages", "See the final results (Space)")
    return translate("Messages", "Start round {0} (Space)").format(next_round)


def summary_auto(next_round: int, game_over: bool) -> str:
    """The round summary of an all-computer game, which moves on by itself."""
    if game_over:
        return translate("Messages", "The final results follow in a moment… (click to go on now)")
    return translate("Messages", "Round {0} begins in a moment… (click to go on now)").format(next_round)


def skirmish_leader(name: str, card_text: str, reason: str) -> str:
    """Who is winning the skirmish so far, and by which R-K4 clause."""
    return translate("Messages", "Winning so far: {0} with the {1} — {2}.").format(name, card_text, reason)


def skirmish_first_card(name: str, card_text: str) -> str:
    return translate("Messages", "Winning so far: {0} with the {1} — the only card yet.").format(
        name, card_text)


def source_name(source: str) -> str:
    """Where RP came from (``replay.RP_SOURCES``), as the results screen heads its columns."""
    words = {
        "kachidoki": translate("Messages", "Kachidoki"),
        "prestige": translate("Messages", "Prestige"),
        "R-V1": translate("Messages", "Daimyo bonus (R-V1)"),
        "R-V4": translate("Messages", "Kyoto (R-V4)"),
        "R-V5": translate("Messages", "Follow suit (R-V5)"),
    }
    return words.get(source, source)


def results_round(round_: int) -> str:
    return translate("Messages", "Round {0}").format(round_)


def results_before() -> str:
    """RP an army had when a game set up mid-story (a scenario) began."""
    return translate("Messages", "At start")


def results_total() -> str:
    return translate("Messages", "Total")


def results_breakdown_title() -> str:
    return translate("Messages", "Where the RP came from: by round and by source")


def results_chart_title() -> str:
    return translate("Messages", "RP over the game")


def chart_start() -> str:
    return translate("Messages", "Start")


def results_menu() -> str:
    return translate("Messages", "&Results…")


def results_not_yet() -> str:
    return translate("Messages", "The results are shown when the game is over.")


# ---- replays and exported logs (issue 12, "replay") ---------------------------------------------
def exported_log_title(description: str) -> str:
    """The title of an exported log (a text file or a web page): the game's settings."""
    return translate("Messages", "Joraku game log: {0}").format(description)


def replay_title(seats: str) -> str:
    """The replay window's title: who played."""
    return translate("Messages", "Replay — {0}").format(seats)


def replay_step_text(index: int, last: int) -> str:
    """Where the replay stands in the story: the deal is step 0, each decision a step."""
    if index == 0:
        return translate("Messages", "The deal · decision 0 of {0}").format(last)
    return translate("Messages", "Decision {0} of {1}").format(index, last)


def replay_where_text(round_: int, phase: str, skirmish: int, of: int) -> str:
    """The round and phase of the position shown (R-R1): "Round 2 · Skirmish 3 of 5"."""
    if phase == "over":
        return translate("Messages", "The game is over")
    if phase in ("play", "mode", "place", "ap") and skirmish >= 0:
        return translate("Messages", "Round {0} · Skirmish {1} of {2}").format(round_, skirmish + 1, of)
    return translate("Messages", "Round {0} · {1}").format(round_, phase_name(phase))


def replay_speed_name(speed: str) -> str:
    """How fast the replay plays itself ("slow" .. "very fast")."""
    if speed == "very fast":
        return translate("Messages", "Very fast")
    return speed_name(speed)


def replay_round_menu(round_: int) -> str:
    """A round in the replay's "Jump to" menu."""
    return translate("Messages", "Round {0}").format(round_)


def replay_tooltips() -> dict[str, str]:
    """The replay bar's buttons, by the name of their object, with their keys."""
    return {
        "replay-start": translate("Messages", "Back to the deal (Home)"),
        "replay-back": translate("Messages", "One decision back (Left arrow)"),
        "replay-forward": translate("Messages", "One decision on (Right arrow)"),
        "replay-end": translate("Messages", "To the last decision (End)"),
        "replay-play": translate("Messages", "Play the decisions one after another (Space)"),
        "replay-jump": translate("Messages", "Jump to the start of a round or a skirmish"),
        "replay-seat": translate("Messages", "Whose view of the table is shown (R-P3)"),
        "replay-here": translate("Messages", "Start a new game from this position, with the same players"),
        "replay-export": translate("Messages", "Save the whole log of this game as text or as a web page"),
        "replay-close": translate("Messages", "Close the replay"),
    }


def replay_reveal_tip(finished: bool) -> str:
    """Why every hand may or may not be shown (R-P3)."""
    if finished:
        return translate(
            "Messages", "Show every player's hand: the game is over, nothing is secret any more."
        )
    return translate(
        "Messages", "The game is still going on: the replay shows only what the chosen player knew (R-P3)."
    )


def replay_opened_text(path_name: str) -> str:
    return translate("Messages", "Replaying {0}").format(path_name)


def replay_play_from_text(where: str) -> str:
    """The status bar when a new game starts from a replay's position."""
    return translate("Messages", "A new game goes on from the replay: {0}.").format(where)


def replay_abandon_text() -> str:
    return translate(
        "Messages",
        "Abandon the game in progress and play on from this position of the replay? "
        "(It stays in the autosave until the new game's first move.)",
    )


def log_exported_text(path: str) -> str:
    return translate("Messages", "Log exported to {0}").format(path)


def log_export_error_text(reason: str) -> str:
    return translate("Messages", "The log could not be written: {0}").format(reason)


def replay_banner_text(who: str, over: bool) -> str:
    """The banner's line in a replay: nobody acts on this table, it tells who decides next."""
    if over:
        return translate("Messages", "Replay: the game is over.")
    return translate("Messages", "Replay: {0} decides next.").format(who)


# ---- translation fixes (issue 11: ja) ------------------------------------------------------


def results_army_text(army: int, rp: int, daimyo_card: int) -> str:
    """One army in the results table's "Armies" column: "Green: 57 RP, daimyo card 2" (R-G1, R-G2)."""
    text = translate("Messages", "{0}: {1} RP, daimyo card {2}", "results: army colour, RP, daimyo card")
    return text.format(colour_word(army).capitalize(), rp, daimyo_card)


def list_join(items: Iterable[str]) -> str:
    """Words joined as a list in the player's language: "a, b" (English), "a、b" (Japanese)."""
    return translate("Messages", ", ", "list separator").join(items)


def prestige_stamp() -> str:
    """The kanji beside the prestige scoring's title, as 勝鬨 is beside Kachidoki's: the Japanese
    名声 unless a language writes it its own way (Traditional Chinese: 名聲, as the printed cards)."""
    return translate("Messages", "名声", "kanji stamp of the prestige scoring title")


# ---- the interactive tutorial (issue 12): Help → Learn to play ------------------------------------

#: the computer seats' names in the tutorial (names, not words: they are not translated)
TUTORIAL_NAMES = ("Akane", "Kiyo", "Midori")


def tutorial_player_name() -> str:
    """The player's seat in the tutorial's game (the log names players in the third person)."""
    return translate("Messages", "Blue (you)")


def tutorial_lesson(key: str) -> tuple[str, str, str]:
    """A step of the tutorial (``tutorial/script.py``): its title, the lesson, and what happened
    and why once the step is done (empty for a narrated step). Paragraphs are separated by a
    blank line."""
    lessons = {
        "welcome": (
            translate("Messages", "Welcome to Joraku"),
            translate(
                "Messages",
                "You command the blue army: a daimyo (the big token) and 10 samurai. The map is a line of "
                "seven areas, from 6 Shinano on the right to Kyoto on the left.\n\n"
                "Over 3 rounds you play cards to put samurai on the map, move them and win skirmishes. "
                "Each round pays prestige points (RP) in every area to the armies with the most influence "
                "there: a daimyo counts 2, a samurai 1. Most RP after round 3 wins.\n\n"
                "Akane (red), Kiyo (yellow) and Midori (green) play with you. Press Next to begin.",
            ),
            "",
        ),
        "pass": (
            translate("Messages", "The pass (R-P2)"),
            translate(
                "Messages",
                "Each round begins with a new hand: 5 cards each with 4 players (6 with 3); the card left "
                "over is set aside unseen (R-P1). Everyone chooses 2 cards and passes them, face down, to "
                "the player on the left, all at the same time.\n\n"
                "Pass away what you need least: click the yellow 1 and the red 2 (they rise), then press "
                "Pass these cards.",
            ),
            translate(
                "Messages",
                "Your 2 cards went to Akane on your left, and Midori on your right passed you the yellow "
                "Ninja and the red 1. You know where the cards you passed are: the panel What you know "
                "keeps count of them (R-P3).",
            ),
        ),
        "lead": (
            translate("Messages", "Leading a skirmish (R-K1, R-K2)"),
            translate(
                "Messages",
                "The round is now a series of skirmishes, one for each card in hand: everyone plays one "
                "card, starting with the holder of the Kachidoki card (勝鬨). At the start of the game it "
                "goes to the highest daimyo card (R-S3) — your 6.\n\n"
                "The first card fixes the suit of the skirmish. Lead the blue 5: drag it from your hand "
                "onto the skirmish.",
            ),
            translate(
                "Messages",
                "Blue is the suit of this skirmish: everyone after you must play a blue card if they "
                "have one. Only a player without blue may play any card (R-K2).",
            ),
        ),
        "placement": (
            translate("Messages", "Placement or action points (R-E2)"),
            translate(
                "Messages",
                "A card acts as soon as it is played (R-K3). A numbered card gives you the choice: "
                "Placement puts up to 3 samurai from your supply in the area with the card's number; "
                "Action points give you as many points as the number, to move and remove.\n\n"
                "Press Placement, drag 2 samurai from your supply onto 5 Tōtōmi, then press Done.",
            ),
            translate(
                "Messages",
                "Akane and Midori followed blue; Kiyo had no blue card and played the yellow 3. The "
                "highest number wins whatever its suit (R-K4a): your 5 won the skirmish. You keep the "
                "Kachidoki card, lead the next skirmish, and scored 3 RP at once — the next step says why.",
            ),
        ),
        "kachidoki": (
            translate("Messages", "Kachidoki scoring (R-KS)"),
            translate(
                "Messages",
                "Whoever wins a skirmish takes the Kachidoki card, and one area scores at once: the area "
                "where the winner's daimyo stands — not where the card placed samurai.\n\n"
                "The armies with influence there are ranked: 1st gets 3 RP, 2nd 2 RP, 3rd 1 RP. Your "
                "daimyo stands alone in 6 Shinano, so you were 1st there: 3 RP.\n\n"
                "A daimyo in a crowded area can score little even for the winner, so where it stands "
                "matters. The next card moves it.",
            ),
            "",
        ),
        "daimyo": (
            translate("Messages", "Action points: move your daimyo"),
            translate(
                "Messages",
                "Lead the red 4 (drag it onto the skirmish) and press Action points: you get 4 AP to spend "
                "now. Moving your daimyo to an adjacent area costs 2 AP; moving a samurai costs 1 AP.\n\n"
                "Then drag your daimyo from 6 Shinano to 5 Tōtōmi, where your samurai are.",
            ),
            translate(
                "Messages",
                "Your daimyo stands in Tōtōmi now, with your 2 samurai: 4 influence there. 2 AP are left.",
            ),
        ),
        "remove": (
            translate("Messages", "Action points: remove a samurai"),
            translate(
                "Messages",
                "For 1 AP you may remove an opponent's samurai from the area where your daimyo stands at "
                "that moment; it goes back to its owner's supply. Never your own.\n\n"
                "Click each of Akane's 2 red samurai in Tōtōmi, then press Done (unspent AP are lost).",
            ),
            translate(
                "Messages",
                "Akane played the red 6 and Midori, out of red, the blue 6. Two equal highest cards: the "
                "one played last wins (R-K4c), so Midori took the Kachidoki card. Her daimyo is in Tōtōmi, "
                "where your 4 influence beat her 2: you scored 3 RP and she 2 — the winner is not always "
                "the one who scores most.",
            ),
        ),
        "ninja": (
            translate("Messages", "The Ninja beats a 6 (R-K4b, R-E1)"),
            translate(
                "Messages",
                "Midori leads the yellow 6. A Ninja counts 0 — unless a 6 is played in the same skirmish: "
                "then the Ninja wins.\n\n"
                "Play your yellow Ninja (it follows yellow). A Ninja places up to 3 samurai in any areas, "
                "Kyoto included: drag one samurai onto Kyoto and one onto 5 Tōtōmi, then press Done.",
            ),
            translate(
                "Messages",
                "A 6 was played, so your Ninja won the skirmish (R-K4b). Kachidoki scoring in Tōtōmi, "
                "where your daimyo stands: 5 influence against Midori's 2, 3 RP for you and 2 for her.",
            ),
        ),
        "prestige": (
            translate("Messages", "The end of the round: prestige (R-PR)"),
            translate(
                "Messages",
                "Two skirmishes are left. Play them out: lead the blue 1 and place 1 samurai in Ōmi; in "
                "the last skirmish play the red 1 the same way. Each step is lit on the table.\n\n"
                "When the hands are empty, every area scores in turn, from 6 Shinano to Kyoto, by its "
                "chart for this round (R-PR1, R-PR2).",
            ),
            translate(
                "Messages",
                "Round 1 pays most on the right: Shinano 7/4/2, Tōtōmi 6/3/2, Mikawa 5/3/2, while Ōmi and "
                "Kyoto pay nothing yet. Your 5 influence made you 1st in Tōtōmi: 6 RP. Midori, 1st in "
                "Shinano, took 7. Tied armies share the lower rank (R-T1).",
            ),
        ),
        "rounds": (
            translate("Messages", "The march toward Kyoto (R-R2, R-PR4)"),
            translate(
                "Messages",
                "Round 2 begins with new cards, but the map stays as it is: every token stays where it "
                "stands (R-R2), and the last skirmish's winner keeps the Kachidoki card and leads (R-R3).\n\n"
                "The charts change with the round: each area shows a row for each round, and the lit row "
                "is this round's. Shinano pays nothing from round 2; Owari and Ise pay most in round 2, "
                "Ōmi and Kyoto in round 3 (Kyoto 7/4/2).\n\n"
                "So the armies move toward Kyoto over the game: put samurai where the next rounds will "
                "pay, and walk your daimyo west.",
            ),
            "",
        ),
        "end": (
            translate("Messages", "The end of the game (R-G1, R-G2)"),
            translate(
                "Messages",
                "This is a later game, before the last skirmish of round 3. After the prestige phase of "
                "round 3 the game ends: most RP wins (R-G1).\n\n"
                "You and Akane both have 31 RP. If you are still level at the end, the higher daimyo card "
                "wins (R-G2): yours is the 6, so you would win.\n\n"
                "That is all of Joraku. The rules help (F1) has every detail and the variant cards. Press "
                "Finish to play.",
            ),
            "",
        ),
    }
    return lessons.get(key, (key, "", ""))


def tutorial_step_text(number: int, total: int) -> str:
    return translate("Messages", "Step {0} of {1}").format(number, total)


def tutorial_watch_text() -> str:
    return translate("Messages", "Watch: the others play their turns.")


def tutorial_scoring_text() -> str:
    return translate("Messages", "Watch the scoring: click the table or press Space to hurry it on.")


def tutorial_next_text() -> str:
    return translate("Messages", "Press Next to go on.")


def tutorial_finish_text() -> str:
    return translate("Messages", "Press Finish to play a game of your own.")


def tutorial_refusal_text(what: str) -> str:
    """Any decision but the taught one, in one line."""
    return translate("Messages", "Not in this lesson. {0}").format(what)


def tutorial_not_yet_text() -> str:
    return translate("Messages", "Not now: this step is done. Press Next to go on.")


def tutorial_no_undo_text() -> str:
    return translate("Messages", "The lesson does not take moves back: press Restart step to begin it again.")


def tutorial_buttons() -> dict[str, str]:
    """The lesson panel's buttons."""
    return {
        "next": translate("Messages", "Next"),
        "finish": translate("Messages", "Finish"),
        "back": translate("Messages", "Back"),
        "restart": translate("Messages", "Restart step"),
        "leave": translate("Messages", "Leave the tutorial"),
    }


def tutorial_menu_text() -> str:
    return translate("Messages", "&Learn to play")


def tutorial_title_text() -> str:
    return translate("Messages", "Joraku — Learn to play")


def tutorial_offer_texts() -> tuple[str, str, str, str]:
    """The one-time question at first start: title, text, yes, not now."""
    return (
        translate("Messages", "Learn to play"),
        translate("Messages", "New to Joraku? Learn to play in 5 minutes, with a guided game."),
        translate("Messages", "Learn to play"),
        translate("Messages", "Not now"),
    )


def tutorial_left_text() -> str:
    return translate("Messages", "You left the tutorial. Help → Learn to play starts it again.")


def tutorial_gesture_text(a: Action, ap: int) -> str:
    """The taught decision as the gesture that makes it (``ap``: the card's number, for the
    Action points button)."""
    k = a.kind
    if k == PASS:
        return translate("Messages", "Click the {0} and the {1}, then press Pass these cards.").format(
            card_words(a.cards[0]), card_words(a.cards[1]))
    if k == PLAY:
        return translate("Messages", "Drag the {0} onto the skirmish.").format(card_words(a.card))
    if k == PLACEMENT:
        return translate("Messages", "Press Placement.")
    if k == AP:
        return translate("Messages", "Press Action points ({0} AP).").format(ap)
    if k == END:
        return translate("Messages", "Press Done.")
    if k == PLACE:
        return translate("Messages", "Drag a samurai from your supply onto {0}.").format(area_name(a.dst))
    if k == DAIMYO:
        return translate("Messages", "Drag your daimyo onto {0}.").format(area_name(a.dst))
    if k == MOVE:
        return translate("Messages", "Drag a samurai from {0} onto {1}.").format(
            area_name(a.src), area_name(a.dst))
    if k == REMOVE:
        return translate("Messages", "Click a {0} samurai in {1}.").format(
            colour_word(a.army), area_name(a.src))
    return str(a)
