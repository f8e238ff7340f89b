"""The tooltips of the table's pieces (tiles, tokens, cards, zones), each naming the rule it
comes from.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..model import CARD_NUMBER, CARD_SUIT
from ..model.phases import Phase
from .basics import area_name, card_words, suit_word
from .counted import COUNTED
from .translation import translate


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


def hand_tag_tooltip(tag: str) -> str:
    """The first line of a hand card's tooltip for its tag."""
    if tag == "personal":
        return translate("Messages", "Personal card: dealt to you before the draft (R-V7).")
    if tag == "kept":
        return translate("Messages", "Kept in the draft: you picked it (R-V7).")
    if tag == "draft":
        return translate("Messages", "In your draft hand: pick one to keep; the rest goes on (R-V7).")
    return ""


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


def result_strip_tooltip(title: str, gains: Sequence[tuple[str, int]]) -> str:
    """The strip of an area's last prestige scoring ("R1 B+6 G+3"): ``title`` is the strip's
    label, ``gains`` each army's name and the RP it scored there."""
    if not gains:
        return translate(
            "Messages", "{0}: nobody scored here in that round's prestige phase (R-PR2)."
        ).format(title)
    each = translate("Messages", "{0} +{1} RP", "one army's gain on an area's prestige strip")
    return translate(
        "Messages", "{0}: what each army scored here in that round's prestige phase (R-PR2): {1}."
    ).format(title, ", ".join(each.format(name, rp) for name, rp in gains))


def supply_tooltip(army: str, n: int) -> str:
    return translate(
        "Messages",
        "Supply of {0}: {1} samurai off the map (R-C2). Placing takes them from here; you cannot "
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
        "Daimyo card {1} of {0} (R-C3): its daimyo started in area {1} (R-S4); it breaks ties (R-G2).",
    ).format(army, number)


def hand_size_tooltip(n: int) -> str:
    return COUNTED.hand_size(n)


def samurai_tooltip(army: str) -> str:
    return translate("Messages", "Samurai of {0}: influence 1 in its area (R-C8).").format(army)


def supply_samurai_tooltip(army: str) -> str:
    return translate("Messages", "Samurai of {0} in the supply (R-C2).").format(army)


def daimyo_tooltip(army: str) -> str:
    return translate("Messages", "Daimyo of {0}: influence 2 in its area (R-C8).").format(army)


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


def pass_zone_tooltip(phase: Phase) -> str:
    if phase is Phase.DRAFT:
        return translate("Messages", "Drop the card you keep here (R-V7).")
    if phase is Phase.DISCARD:
        return translate("Messages", "Drop the card to discard face down here (R-V8).")
    return translate(
        "Messages", "Drop the cards to pass here; they go face down to your left neighbour (R-P2)."
    )


# ---- the cards of the hand --------------------------------------------------------------------
def follow_reason(card: int, led: int) -> str:
    """Why a card may not be played now (R-K2)."""
    return translate(
        "Hand", "You must follow the led suit ({0}) while you hold a {0} card (R-K2); the {1} is not {0}."
    ).format(suit_word(led), card_words(card))


def card_tooltip(card: int) -> str:
    n = CARD_NUMBER[card]
    suit = suit_word(CARD_SUIT[card])
    if n == 0:
        return translate(
            "Hand",
            "{0} Ninja: place up to 3 samurai in any areas (R-E1). Beats everything if a 6 "
            "is played in the same skirmish (R-K4).",
        ).format(suit.capitalize())
    return translate(
        "Hand", "{0} {1}: place up to 3 samurai in {2}, or take {1} action points (R-E2)."
    ).format(suit.capitalize(), n, area_name(n))
