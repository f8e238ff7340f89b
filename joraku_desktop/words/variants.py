"""The variant cards (R-V1 … R-V6) as the printed cards say them, and the words of the rules
help's parts that are made from the rules data.

The rules data (resources/rules.json) holds each card's effect for the engine and an English
name and text for people who read the data; what the player reads comes from here, so that it is
translated (the printed cards exist in English, Japanese and Traditional Chinese: 拡張ルール /
擴充規則). A card added to the data without words here shows the data's English.
"""

from __future__ import annotations

from typing import NamedTuple

from ..model.rules_data import default_rules
from .translation import translate


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
