"""The hint, "What would the computer do?": the advice of ``ai.advice`` is codes and numbers;
these are its words. Each step and each reason is a whole sentence.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QLocale

from ..model.actions import Action, ActionKind
from ..model.cards import CARD_NUMBER
from .basics import Names, area_name, army_name, card_words, colour_word, list_join, ordinal
from .counted import COUNTED
from .translation import translate

if TYPE_CHECKING:
    from ..ai.advice import Advice, RankNote


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
    if k == ActionKind.PASS:
        return _cards_phrase(action.cards)
    if k == ActionKind.DISCARD:
        return translate("Messages", "Discard the {0} face down.").format(card_words(action.card))
    if k == ActionKind.DRAFT:
        return translate("Messages", "Keep the {0} from the draft.").format(card_words(action.card))
    if k == ActionKind.PLAY and action.army >= 0:
        return translate("Messages", "Play the {0} for your {1} army.").format(
            card_words(action.card), colour_word(action.army))
    if k == ActionKind.PLAY:
        return translate("Messages", "Play the {0}.").format(card_words(action.card))
    if k == ActionKind.PLACEMENT:
        return translate("Messages", "Choose Placement.")
    if k == ActionKind.AP:
        n = CARD_NUMBER[card_played] if card_played >= 0 else 0
        return COUNTED.ap_choice(n)
    if k == ActionKind.PLACE:
        return COUNTED.place(count).format(
            area_name(action.dst))
    if k == ActionKind.MOVE:
        return COUNTED.move(count).format(
            area_name(action.src), area_name(action.dst))
    if k == ActionKind.DAIMYO:
        return translate("Messages", "Move your daimyo from {0} to {1}.").format(
            area_name(action.src), area_name(action.dst))
    if k == ActionKind.REMOVE:
        return COUNTED.remove(count).format(
            army_name(names, action.army), area_name(action.src))
    if k == ActionKind.RELOCATE:
        return COUNTED.relocate(count).format(
            area_name(action.src), area_name(action.dst))
    if k == ActionKind.END:
        return translate("Messages", "End the action now (Done).")
    return str(action)


def _chance_text(p: float, cheap: bool) -> str:
    """The skirmish's odds; a card unlikely to win is "cheap to give up" only when it is one (a
    low number), else it is played for what it does on the map."""
    pct = round(100 * p)
    if p >= 0.995:
        return translate("Messages", "It wins the skirmish for sure.")
    if p >= 0.7:
        return translate("Messages", "It is likely to win the skirmish ({0}%).").format(pct)
    if p >= 0.3:
        return translate("Messages", "It has a fair chance to win the skirmish ({0}%).").format(pct)
    if p > 0.005 and cheap:
        text = translate("Messages", "It is unlikely to win the skirmish ({0}%): a cheap card to give up.")
        return text.format(max(pct, 1))
    if p > 0.005:
        text = translate("Messages", "It is unlikely to win the skirmish ({0}%): it is played for what it "
                         "does on the map.")
        return text.format(max(pct, 1))
    if cheap:
        return translate("Messages", "It cannot win this skirmish: a cheap card to give up.")
    return translate("Messages", "It cannot win this skirmish: it is played for what it does on the map.")


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
    if kind is AdviceKind.PASS and r.plain:
        return [translate(
            "Messages", "Your weakest cards: they win few skirmishes and place where you score little.")]
    if kind is AdviceKind.PASS:
        return [translate(
            "Messages", "The cards your plans need least: the cards you keep place and win where you score.")]
    if kind is AdviceKind.DISCARD and r.plain:
        return [translate(
            "Messages", "Your weakest card: it wins few skirmishes and places where you score little.")]
    if kind is AdviceKind.DISCARD:
        return [translate(
            "Messages", "The card your plans need least: the cards you keep place and win where you score.")]
    if kind is AdviceKind.DRAFT and r.plain:
        return [translate(
            "Messages", "The strongest card of the draft: it wins skirmishes and places where you score.")]
    if kind is AdviceKind.DRAFT:
        return [translate(
            "Messages", "The card of the draft that serves your plans best: it places where you score.")]
    out = []
    if r.win_chance is not None and kind is AdviceKind.PLAY:
        out.append(_chance_text(r.win_chance, r.cheap))
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
        out.append(text.format(QLocale().toString(margin, "f", 1), turn_words(runner_up, r.runner_up_plan)))
    if simulations:
        out.append(COUNTED.simulated(simulations))
    if not out:
        ends = advice.action.kind == ActionKind.END
        out.append(translate("Messages", "Nothing here gains more than it costs.") if ends
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


def turn_words(play: Action, plan: Sequence[Action]) -> str:
    """A whole turn in a few words — the card and what its effect does (R-E2): "the red 2 with
    Placement in 4 Mino", "the red 2 with Action points" — so two turns of the same card read
    apart."""
    card = card_words(play.card)
    kinds = {a.kind for a in plan}
    if ActionKind.AP in kinds:
        return translate("Messages", "{0} with Action points").format(card)
    if not kinds & {ActionKind.PLACEMENT, ActionKind.PLACE}:  # a turn that only ends
        return card
    # placements (a Ninja places without the choice, R-E1)
    areas = list(dict.fromkeys(a.dst for a in plan if a.kind == ActionKind.PLACE and a.dst >= 0))
    if not areas:
        return translate("Messages", "{0} with Placement").format(card)
    where = list_join(area_name(a) for a in areas)
    return translate("Messages", "{0} with Placement in {1}").format(card, where)
