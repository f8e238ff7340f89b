"""How a decision is judged by the RP it lost: the labels and their thresholds (Qt-free).

The thresholds are in RP lost against the best decision the hint's search found (the seat's
expected RP against its rivals', as the search weighs a turn). They were chosen from measured
reviews (docs/ai.md, "The game review"): "best" is the hint's own decision or one the
evaluation cannot tell from it; the steps above follow the spread of what Easy and Random
lose where Normal and Hard do not.
"""

from __future__ import annotations

from enum import Enum


class Label(Enum):
    """A decision's mark, best first."""

    BEST = "best"
    GOOD = "good"
    INACCURACY = "inaccuracy"
    MISTAKE = "mistake"
    BLUNDER = "blunder"


#: the least RP lost that earns each label after BEST (thresholds: docs/ai.md)
GOOD_RP = 0.1
INACCURACY_RP = 0.75
MISTAKE_RP = 2.0
BLUNDER_RP = 5.0


def label_for(rp_lost: float, same_as_best: bool = False) -> Label:
    """The label of a decision that lost ``rp_lost`` RP (``same_as_best``: it was the hint's own)."""
    if same_as_best or rp_lost < GOOD_RP:
        return Label.BEST
    if rp_lost < INACCURACY_RP:
        return Label.GOOD
    if rp_lost < MISTAKE_RP:
        return Label.INACCURACY
    if rp_lost < BLUNDER_RP:
        return Label.MISTAKE
    return Label.BLUNDER


__all__ = ["BLUNDER_RP", "GOOD_RP", "INACCURACY_RP", "MISTAKE_RP", "Label", "label_for"]
