"""The 21 skirmish cards (R-C4) as small ints, with their text form.

Card ``c`` has suit ``c // 7`` (0 red, 1 blue, 2 yellow) and face ``c % 7``: faces 0..5 are the
numbers 1..6 and face 6 is the Ninja. Ints keep hands, tricks and the hot loop cheap; the
text form ("R3", "BN") is what logs, tests and save files use.
"""

from __future__ import annotations

from collections.abc import Iterable

from .errors import UnknownNameError

N_CARDS = 21
N_SUITS = 3
SUIT_LETTERS = ("R", "B", "Y")
SUIT_NAMES = ("red", "blue", "yellow")
NINJA_FACE = 6

#: suit of each card id
CARD_SUIT: tuple[int, ...] = tuple(c // 7 for c in range(N_CARDS))
#: printed number of each card id, 1..6; 0 for a Ninja (the Ninja has no number)
CARD_NUMBER: tuple[int, ...] = tuple(0 if c % 7 == NINJA_FACE else c % 7 + 1 for c in range(N_CARDS))
CARD_IS_NINJA: tuple[bool, ...] = tuple(c % 7 == NINJA_FACE for c in range(N_CARDS))
CARD_TEXT: tuple[str, ...] = tuple(
    SUIT_LETTERS[c // 7] + ("N" if c % 7 == NINJA_FACE else str(c % 7 + 1)) for c in range(N_CARDS)
)
_BY_TEXT = {t: c for c, t in enumerate(CARD_TEXT)}
ALL_CARDS: tuple[int, ...] = tuple(range(N_CARDS))


def card(text: str) -> int:
    """The card id for a text such as ``"B6"`` or ``"yn"`` (Ninja of yellow)."""
    try:
        return _BY_TEXT[text.strip().upper()]
    except (KeyError, AttributeError):
        raise UnknownNameError(f"not a card: {text!r} (expected e.g. R3, B6, YN)") from None


def cards(texts: Iterable[str | int] | str) -> list[int]:
    """Card ids for texts or ids: ``cards("R3 B6")``, ``cards(["R3", 12])``.

    The public functions that take cards read them through here, so a wrong card is always
    an :class:`UnknownNameError` (a ``ValueError``), never a raw ``TypeError``.
    """
    if isinstance(texts, str):
        texts = texts.split()
    out = []
    for t in texts:
        if type(t) is int and 0 <= t < N_CARDS:
            out.append(t)
        elif isinstance(t, str):
            out.append(card(t))
        else:
            raise UnknownNameError(f"not a card: {t!r} (expected a text such as B6 or an id 0..20)")
    return out


def card_name(c: int) -> str:
    """Plain words for a card: ``"blue 6"``, ``"red Ninja"``."""
    suit = SUIT_NAMES[CARD_SUIT[c]]
    return f"{suit} Ninja" if CARD_IS_NINJA[c] else f"{suit} {CARD_NUMBER[c]}"
