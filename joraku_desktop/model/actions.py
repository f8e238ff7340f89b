"""Decisions, at the granularity a person makes them, as small interned values.

Every possible action exists once (built at import); ``legal_actions`` returns these shared
objects, so generating and comparing them costs no allocation. Each has a short text form
that round-trips (``str(a)`` / :func:`action_from_text`): logs, tests and save files use it.

Text forms::

    pass R3 B5          choose cards to pass (2, or 3 in R-V8)
    discard R3          R-V8: discard one card face down
    draft R3            R-V7: keep one card of the draft
    play B6             play a card (R-V7: ``play B6 as red`` names the army)
    placement | ap      choose the effect of a numbered card (R-E2)
    place 4             place one samurai in area 4 (0 is Kyoto)
    daimyo 3>2          AP: move your daimyo
    move 3>4            AP: move one of your samurai
    remove red@3        AP: remove an opponent's samurai from your daimyo's area
    relocate 3>1        AP, R-V8: move a neutral samurai instead of removing it
    end                 end the placement or AP action
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum
from functools import cache
from itertools import combinations

from .cards import CARD_TEXT, N_CARDS, card
from .errors import IllegalActionError, Refusal, RefusalCode
from .rules_data import N_AREAS


class ActionKind(IntEnum):
    """What a decision does (the text forms above); ``Action.kind``."""

    PASS = 0  # R-P2 (R-V8: 3 cards)
    DISCARD = 1  # R-V8
    DRAFT = 2  # R-V7
    PLAY = 3  # R-K1
    PLACEMENT = 4  # R-E2: the card's effect is placement
    AP = 5  # R-E2: the card's effect is action points
    PLACE = 6  # R-E1, R-E2
    DAIMYO = 7  # R-E2
    MOVE = 8  # R-E2
    REMOVE = 9  # R-E2
    RELOCATE = 10  # R-V8
    END = 11  # R-E1, R-E2: end the placement or AP action


#: the kinds as module names, bound once: a member read through its class costs ~0.2 µs
#: (Python 3.11) and the engine's hot loop compares kinds (``a.kind == PLACE``)
PASS, DISCARD, DRAFT, PLAY, PLACEMENT, AP, PLACE, DAIMYO, MOVE, REMOVE, RELOCATE, END = ActionKind

#: the five army colours; an army's id is its colour's index (R-C1)
COLOURS = ("blue", "red", "yellow", "green", "purple")
NEUTRAL = 4  # R-V8: purple exists only for the neutral army
N_ARMIES = len(COLOURS)


@dataclass(frozen=True, slots=True)
class Action:
    """One decision. Compare by value; the engine hands out one shared object per action."""

    kind: ActionKind
    cards: tuple[int, ...] = ()
    army: int = -1
    src: int = -1
    dst: int = -1

    def __eq__(self, other: object) -> bool:
        # Field by field, stopping at the first difference: twice as fast as the generated
        # tuple comparison, and ``legal_actions()`` membership tests are on the hot path.
        if other.__class__ is not Action:
            return NotImplemented
        return (self.kind == other.kind and self.cards == other.cards
                and self.army == other.army and self.src == other.src
                and self.dst == other.dst)

    @property
    def card(self) -> int:
        return self.cards[0]

    def __str__(self) -> str:
        if malformed(self):
            return (f"malformed action (kind={self.kind!r}, cards={self.cards!r}, "
                    f"army={self.army!r}, src={self.src!r}, dst={self.dst!r})")
        k = self.kind
        if k == PASS:
            return "pass " + " ".join(CARD_TEXT[c] for c in self.cards)
        if k == DISCARD:
            return "discard " + CARD_TEXT[self.cards[0]]
        if k == DRAFT:
            return "draft " + CARD_TEXT[self.cards[0]]
        if k == PLAY:
            s = "play " + CARD_TEXT[self.cards[0]]
            return s if self.army < 0 else f"{s} as {COLOURS[self.army]}"
        if k == PLACEMENT:
            return "placement"
        if k == AP:
            return "ap"
        if k == PLACE:
            return f"place {self.dst}"
        if k == DAIMYO:
            return f"daimyo {self.src}>{self.dst}"
        if k == MOVE:
            return f"move {self.src}>{self.dst}"
        if k == REMOVE:
            return f"remove {COLOURS[self.army]}@{self.src}"
        if k == RELOCATE:
            return f"relocate {self.src}>{self.dst}"
        return "end"

    def __repr__(self) -> str:
        return f"Action({str(self)!r})"


def _whole_in(v: object, lo: int, hi: int) -> bool:
    return type(v) is int and lo <= v <= hi  # (bool is not a number here)


#: cards an action of each kind names: PASS 2 (R-P2) or 3 (R-V8), one for a card choice
_CARD_COUNTS = {PASS: (2, 3), DISCARD: (1,), DRAFT: (1,), PLAY: (1,)}
#: the range of ``army``, ``src`` and ``dst`` for each kind; every other kind leaves them -1
_ARMY_RANGE = {PLAY: (-1, 4), REMOVE: (0, 4)}
_SRC_KINDS = frozenset((DAIMYO, MOVE, REMOVE, RELOCATE))
#: the kinds of decision made on the map: a placement or an action-point step (R-E1, R-E2, R-V8)
MAP_STEPS = frozenset((PLACE, MOVE, DAIMYO, REMOVE, RELOCATE))
_DST_KINDS = frozenset((PLACE, DAIMYO, MOVE, RELOCATE))


def malformed_field(a: object) -> tuple[str, str]:
    """The field that makes ``a`` no action at all (``"action"``, ``"kind"``, ``"cards"``,
    ``"army"``, ``"src"`` or ``"dst"``) and a technical note; ``("", "")`` if well formed."""
    if not isinstance(a, Action):
        return "action", f"{a!r} is not an Action"
    k = a.kind
    if not (type(k) in (int, ActionKind) and PASS <= k <= END):
        return "kind", f"no action kind {k!r}"
    cs = a.cards
    if not isinstance(cs, tuple) or not all(_whole_in(c, 0, N_CARDS - 1) for c in cs):
        return "cards", f"cards {cs!r}: expected a tuple of card ids 0..{N_CARDS - 1}"
    if len(cs) not in _CARD_COUNTS.get(k, (0,)):
        return "cards", f"{len(cs)} card(s) named; this kind of action names {_CARD_COUNTS.get(k, (0,))}"
    if list(cs) != sorted(set(cs)):
        return "cards", f"cards {cs!r}: expected different cards in ascending order"
    lo, hi = _ARMY_RANGE.get(k, (-1, -1))
    if not _whole_in(a.army, lo, hi):
        return "army", f"army {a.army!r}: expected {lo}..{hi} for this kind of action"
    for name, v, kinds in (("src", a.src, _SRC_KINDS), ("dst", a.dst, _DST_KINDS)):
        lo, hi = (0, N_AREAS - 1) if k in kinds else (-1, -1)
        if not _whole_in(v, lo, hi):
            return name, f"{name} {v!r}: expected {lo}..{hi} for this kind of action"
    return "", ""


def malformed(a: object) -> str:
    """Why ``a`` can never be an action (a card 99, army 7, area 9, unknown kind…); ``""`` if it
    is well formed. Only refusals call this, so the engine's hot path pays nothing for it."""
    return malformed_field(a)[1]


def _not_an_action(text: object) -> IllegalActionError:
    """The refusal of a text that names no action."""
    return IllegalActionError(Refusal(RefusalCode.MALFORMED, {"field": "text"}, action=repr(text)))


# ---- the interned tables -------------------------------------------------------------------
PASS2: dict[tuple[int, int], Action] = {
    p: Action(PASS, p) for p in combinations(range(N_CARDS), 2)
}
PASS3: dict[tuple[int, int, int], Action] = {
    p: Action(PASS, p) for p in combinations(range(N_CARDS), 3)
}
DISCARD_CARD = tuple(Action(DISCARD, (c,)) for c in range(N_CARDS))
DRAFT_CARD = tuple(Action(DRAFT, (c,)) for c in range(N_CARDS))
PLAY_CARD = tuple(Action(PLAY, (c,)) for c in range(N_CARDS))
PLAY_AS = tuple(tuple(Action(PLAY, (c,), army=a) for a in range(N_ARMIES)) for c in range(N_CARDS))
CHOOSE_PLACEMENT = Action(PLACEMENT)
CHOOSE_AP = Action(AP)
PLACE_IN = tuple(Action(PLACE, dst=a) for a in range(N_AREAS))
MOVE_DAIMYO = tuple(tuple(Action(DAIMYO, src=s, dst=d) for d in range(N_AREAS)) for s in range(N_AREAS))
MOVE_SAMURAI = tuple(tuple(Action(MOVE, src=s, dst=d) for d in range(N_AREAS)) for s in range(N_AREAS))
REMOVE_FROM = tuple(tuple(Action(REMOVE, army=a, src=s) for s in range(N_AREAS)) for a in range(N_ARMIES))
RELOCATE_NEUTRAL = tuple(
    tuple(Action(RELOCATE, src=s, dst=d) for d in range(N_AREAS)) for s in range(N_AREAS)
)
END_ACTION = Action(END)



@cache
def actions_by_text() -> dict[str, Action]:
    """Every action of every mode (1,900) by its text form: built on first use, because writing
    them all out takes ~10 ms and a game started new parses no text."""
    return {str(a): a for a in (
        *PASS2.values(), *PASS3.values(), *DISCARD_CARD, *DRAFT_CARD, *PLAY_CARD,
        *(x for row in PLAY_AS for x in row), CHOOSE_PLACEMENT, CHOOSE_AP, *PLACE_IN,
        *(x for row in MOVE_DAIMYO for x in row), *(x for row in MOVE_SAMURAI for x in row),
        *(x for row in REMOVE_FROM for x in row), *(x for row in RELOCATE_NEUTRAL for x in row),
        END_ACTION,
    )}


def action_from_text(text: str) -> Action:
    """The action for a text form such as ``"play B6"`` or ``"daimyo 3>2"``.

    Card texts are case-insensitive and passed cards may come in any order.
    """
    if not isinstance(text, str):
        raise _not_an_action(text)
    words = " ".join(text.split())
    by_text = actions_by_text()
    found = by_text.get(words)
    if found is not None:
        return found
    parts = words.split(" ")
    try:
        if parts[0].lower() == "pass" and len(parts) in (3, 4):
            cs = tuple(sorted(card(t) for t in parts[1:]))
            return (PASS2 if len(cs) == 2 else PASS3)[cs]  # type: ignore[index]
        if parts[0].lower() in ("discard", "draft", "play") and len(parts) >= 2:
            fixed = " ".join([parts[0].lower(), CARD_TEXT[card(parts[1])], *parts[2:]])
            if fixed in by_text:
                return by_text[fixed]
    except Exception:
        pass
    raise _not_an_action(text)
