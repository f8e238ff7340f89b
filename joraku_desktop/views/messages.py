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
from typing import TYPE_CHECKING, TypeVar

from PySide6.QtCore import QCoreApplication

from ..model import events as ev
from ..model.cards import CARD_IS_NINJA, CARD_NUMBER, CARD_SUIT, SUIT_NAMES, card
from ..model.errors import JorakuError, Refusal, RefusalCode
from ..model.rules_data import default_rules

if TYPE_CHECKING:
    from ..model.result import TieBreak

translate = QCoreApplication.translate

Names = Sequence[str]


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
    """"Kyoto" or "4 Mikawa": the rules data's name, the same in every language."""
    return default_rules().area_name(area)


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
    return translate("Messages", "{0}: {1}.", "area: rankings").format(area_name(e.area), ", ".join(parts))


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
    cards = ", ".join(sorted(variants))
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
