"""The wire form of what a seat may know: its view, the events and the last decision.

An explicit, versioned schema of our own, not a dump of the model's dataclasses: the model may
rename or retype its fields (phases and modes as enums, new named tuples) without changing what
goes over the network. Cards travel as their text ("B6", "RN"), armies as colour names, phases
and modes as their labels ("play", "R-V7"), decisions as their text form ("place 4"); areas and
seats are the rules' own numbers. Per-army lists are indexed in ``COLOURS`` order (blue, red,
yellow, green, purple).

Both ends validate with these models: the server's answers are foreign data to the client too.

The playerView rule lives here, in :func:`decision_for` and :data:`EVENT_SCHEMA`: the events of
the engine carry no secret (a pass is ``PassChosen(seat)``, never its cards), but the decision
that caused them may (``pass R3 B5``, ``discard R3``, ``draft R3``): other seats get its kind
only. An event class this module does not list is never sent (fail closed; a test lists them).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from enum import Enum
from typing import Annotated, Any, Literal, TypeVar

from pydantic import BaseModel, ConfigDict, Field, model_validator

from ..model import events as ev
from ..model.actions import COLOURS, DISCARD, DRAFT, PASS, Action, action_from_text
from ..model.cards import CARD_TEXT, SUIT_NAMES, card
from ..model.phases import Mode, Phase
from ..model.result import GameResult, TieBreak
from ..model.view import SeatView

CardText = Literal[CARD_TEXT]  # type: ignore[valid-type]
Colour = Literal["blue", "red", "yellow", "green", "purple"]
PhaseLabel = Literal["pass", "discard", "draft", "play", "mode", "place", "ap", "over"]
ModeLabel = Literal["base", "R-V7", "R-V8"]
Suit = Literal["red", "blue", "yellow"]
Seat = Annotated[int, Field(ge=0, le=3)]
SeatOrNone = Annotated[int, Field(ge=-1, le=3)]
Owner = Annotated[int, Field(ge=-2, le=3)]
Area = Annotated[int, Field(ge=0, le=6)]
Small = Annotated[int, Field(ge=0, le=10_000)]
ActionText = Annotated[str, Field(max_length=40)]
VariantId = Annotated[str, Field(max_length=12)]
Cards = Annotated[list[CardText], Field(max_length=21)]
PerArmy = Annotated[list[Small], Field(min_length=5, max_length=5)]

assert tuple(p.label for p in Phase) == PhaseLabel.__args__  # type: ignore[attr-defined]


class WireModel(BaseModel):
    """Strict, closed models: an unknown field or a wrong type is malformed, not ignored."""

    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)


class WireView(WireModel):
    """:class:`SeatView` on the wire (see the module doc for the encodings)."""

    seat: Seat
    players: Annotated[int, Field(ge=2, le=4)]
    mode: ModeLabel
    variants: Annotated[list[VariantId], Field(max_length=12)]
    armies: Annotated[list[Colour], Field(max_length=5)]
    owner: Annotated[list[Owner], Field(min_length=5, max_length=5)]
    round: Annotated[int, Field(ge=1, le=3)]
    phase: PhaseLabel
    skirmish: Annotated[int, Field(ge=0, le=8)]
    skirmishes_per_round: Annotated[int, Field(ge=1, le=8)]
    current_seat: SeatOrNone
    acting_army: Colour | None
    acting_card: CardText | None
    ap_left: Small
    placements_left: Small
    daimyo_card: Annotated[list[Annotated[int, Field(ge=0, le=6)]], Field(min_length=5, max_length=5)]
    daimyo_area: Annotated[list[Annotated[int, Field(ge=-1, le=6)]], Field(min_length=5, max_length=5)]
    samurai: Annotated[list[Annotated[list[Small], Field(min_length=7, max_length=7)]],
                       Field(min_length=5, max_length=5)]
    supply: PerArmy
    rp: PerArmy
    kyoto_bonus_used: Annotated[list[bool], Field(min_length=5, max_length=5)]
    kachidoki_seat: SeatOrNone
    kachidoki_army: Colour | None
    trick: Annotated[list[tuple[Colour, CardText]], Field(max_length=4)]
    led_suit: Suit | None
    played: Annotated[list[tuple[Annotated[int, Field(ge=0, le=8)], Colour, CardText]], Field(max_length=21)]
    hand: Cards
    hand_sizes: Annotated[list[Small], Field(max_length=4)]
    pending_choice: Cards
    waiting_for: Annotated[list[Seat], Field(max_length=4)]
    draft_hand: Cards
    draft_given: Cards
    known_cards: Annotated[dict[Literal["0", "1", "2", "3"], Cards], Field(max_length=4)]
    received: Cards
    received_from: SeatOrNone
    own_discard: Cards
    hidden_count: Annotated[int, Field(ge=0, le=21)]
    legal: Annotated[list[ActionText], Field(max_length=2_000)]
    is_over: bool
    personal: Cards

    @model_validator(mode="after")
    def _seats_in_range(self) -> WireView:
        """Every seat number names a seat of this game: a view from a hostile or broken server
        must not send the window to seat 3 of a two-player game."""
        n = self.players
        seats = [self.seat, self.current_seat, self.kachidoki_seat, self.received_from, *self.waiting_for,
                 *self.owner, *(int(s) for s in self.known_cards)]
        if any(s >= n for s in seats) or len(self.hand_sizes) != n:
            raise ValueError(f"a seat number outside the {n} seats of the game")
        if len(set(self.hand)) != len(self.hand):
            raise ValueError("the same card twice in the hand")
        return self


def _colour(army: int) -> str | None:
    return COLOURS[army] if 0 <= army < len(COLOURS) else None


def _army(name: str | None) -> int:
    return -1 if name is None else COLOURS.index(name)


def _texts(cs: tuple[int, ...] | list[int]) -> list[str]:
    return [CARD_TEXT[c] for c in cs]


def _ids(texts: list[str]) -> tuple[int, ...]:
    return tuple(card(t) for t in texts)


def view_to_wire(v: SeatView) -> dict[str, Any]:
    """The JSON-ready form of a seat's view (validated by :class:`WireView` on arrival)."""
    return {
        "seat": v.seat, "players": v.players, "mode": v.mode.label, "variants": sorted(v.variants),
        "armies": [COLOURS[a] for a in v.armies], "owner": list(v.owner), "round": v.round,
        "phase": v.phase.label,
        "skirmish": v.skirmish, "skirmishes_per_round": v.skirmishes_per_round,
        "current_seat": v.current_seat, "acting_army": _colour(v.acting_army),
        "acting_card": CARD_TEXT[v.acting_card] if v.acting_card >= 0 else None,
        "ap_left": v.ap_left, "placements_left": v.placements_left,
        "daimyo_card": list(v.daimyo_card), "daimyo_area": list(v.daimyo_area),
        "samurai": [list(row) for row in v.samurai], "supply": list(v.supply), "rp": list(v.rp),
        "kyoto_bonus_used": list(v.kyoto_bonus_used), "kachidoki_seat": v.kachidoki_seat,
        "kachidoki_army": _colour(v.kachidoki_army),
        "trick": [[COLOURS[a], CARD_TEXT[c]] for a, c in v.trick],
        "led_suit": SUIT_NAMES[v.led_suit] if v.led_suit >= 0 else None,
        "played": [[sk, COLOURS[a], CARD_TEXT[c]] for sk, a, c in v.played],
        "hand": _texts(v.hand), "hand_sizes": list(v.hand_sizes),
        "pending_choice": _texts(v.pending_choice), "waiting_for": list(v.waiting_for),
        "draft_hand": _texts(v.draft_hand), "draft_given": _texts(v.draft_given),
        "known_cards": {str(s): _texts(cs) for s, cs in sorted(v.known_cards.items())},
        "received": _texts(v.received), "received_from": v.received_from,
        "own_discard": _texts(v.own_discard), "hidden_count": v.hidden_count,
        "legal": [str(a) for a in v.legal], "is_over": v.is_over, "personal": _texts(v.personal),
    }


def view_from_wire(w: WireView) -> SeatView:
    """The model's :class:`SeatView` again, so that the window and the computer players read a
    joined seat exactly as they read a local one. Raises ``ValueError`` on a view no table can
    send (e.g. a legal action that is no action)."""
    return SeatView(
        seat=w.seat, players=w.players, mode=Mode.from_label(w.mode), variants=frozenset(w.variants),
        armies=tuple(_army(a) for a in w.armies), owner=tuple(w.owner), round=w.round,
        phase=Phase.from_label(w.phase), skirmish=w.skirmish, skirmishes_per_round=w.skirmishes_per_round,
        current_seat=w.current_seat, acting_army=_army(w.acting_army),
        acting_card=card(w.acting_card) if w.acting_card is not None else -1,
        ap_left=w.ap_left, placements_left=w.placements_left,
        daimyo_card=tuple(w.daimyo_card), daimyo_area=tuple(w.daimyo_area),
        samurai=tuple(tuple(row) for row in w.samurai), supply=tuple(w.supply), rp=tuple(w.rp),
        kyoto_bonus_used=tuple(w.kyoto_bonus_used), kachidoki_seat=w.kachidoki_seat,
        kachidoki_army=_army(w.kachidoki_army),
        trick=tuple((_army(a), card(c)) for a, c in w.trick),
        led_suit=SUIT_NAMES.index(w.led_suit) if w.led_suit is not None else -1,
        played=tuple((sk, _army(a), card(c)) for sk, a, c in w.played),
        hand=_ids(w.hand), hand_sizes=tuple(w.hand_sizes), pending_choice=_ids(w.pending_choice),
        waiting_for=tuple(w.waiting_for), draft_hand=_ids(w.draft_hand),
        draft_given=_ids(w.draft_given),
        known_cards={int(s): _ids(cs) for s, cs in w.known_cards.items()},
        received=_ids(w.received), received_from=w.received_from, own_discard=_ids(w.own_discard),
        hidden_count=w.hidden_count, legal=tuple(action_from_text(t) for t in w.legal),
        is_over=w.is_over, personal=_ids(w.personal),
    )


# ---- events -------------------------------------------------------------------------------------
#: how each field of an event travels: an army as its colour, a card as its text, or as it is
FieldKind = Literal["int", "str", "army", "card", "ranking", "tiebreaks", "scoring", "rp_source"]
#: every event class the engine emits, its wire name and fields. All are public (no event names
#: a hidden card); a class missing here is never sent, and a test fails until it is listed.
EVENT_SCHEMA: dict[type[ev.Event], tuple[str, dict[str, FieldKind]]] = {
    ev.RoundStarted: ("round_started", {"round": "int"}),
    ev.NeutralAdvanced: ("neutral_advanced", {"round": "int"}),
    ev.PassChosen: ("pass_chosen", {"seat": "int"}),
    ev.CardsExchanged: ("cards_exchanged", {"count": "int"}),
    ev.DraftFinished: ("draft_finished", {}),
    ev.SkirmishPhaseStarted: ("skirmish_phase_started", {"round": "int", "skirmishes": "int"}),
    ev.CardPlayed: ("card_played", {"army": "army", "card": "card", "skirmish": "int"}),
    ev.ModeChosen: ("mode_chosen", {"army": "army", "ap": "int"}),
    ev.SamuraiPlaced: ("samurai_placed", {"army": "army", "area": "int"}),
    ev.DaimyoMoved: ("daimyo_moved", {"army": "army", "src": "int", "dst": "int"}),
    ev.SamuraiMoved: ("samurai_moved", {"army": "army", "src": "int", "dst": "int"}),
    ev.SamuraiRemoved: ("samurai_removed", {"by_army": "army", "army": "army", "area": "int"}),
    ev.NeutralRelocated: ("neutral_relocated", {"by_army": "army", "src": "int", "dst": "int"}),
    ev.ActionEnded: ("action_ended", {"army": "army", "ap_lost": "int"}),
    ev.Undone: ("undone", {"army": "army", "steps": "int"}),
    ev.SkirmishWon: ("skirmish_won", {"army": "army", "card": "card", "skirmish": "int", "reason": "str"}),
    ev.RPScored: ("rp_scored", {"army": "army", "points": "int", "reason": "rp_source", "area": "int",
                                "rank": "int"}),
    ev.KyotoBonusScored: ("kyoto_bonus_scored", {"army": "army", "points": "int",
                                                 "reason": "rp_source", "area": "int", "rank": "int"}),
    ev.FollowSuitBonusScored: ("follow_suit_bonus_scored", {"army": "army", "points": "int",
                                                            "reason": "rp_source", "area": "int",
                                                            "rank": "int"}),
    ev.AreaScored: ("area_scored", {"area": "int", "kind": "scoring", "ranking": "ranking"}),
    ev.RoundEnded: ("round_ended", {"round": "int"}),
    ev.GameOver: ("game_over", {"winner_seat": "int", "tiebreaks": "tiebreaks"}),
}
E = TypeVar("E", bound=Enum)
_BY_NAME = {name: (cls, fields) for cls, (name, fields) in EVENT_SCHEMA.items()}


def _tiebreak_to_wire(t: TieBreak) -> list[Any]:
    return [t.code, t.winner, t.loser, t.rp, t.winner_value, t.loser_value]


def _tiebreak_from_wire(x: Any) -> TieBreak:
    code, winner, loser, rp, wv, lv = x
    if code not in ("higher_daimyo_card", "v7_other_army", "v7_kachidoki_card"):
        raise ValueError(f"no tie-break {str(code)[:30]!r}")
    return TieBreak(code, _int(winner), _int(loser), _int(rp), _int(wv), _int(lv))


def _int(x: Any) -> int:
    if type(x) is not int or not -10 <= x <= 100_000:
        raise ValueError(f"expected a small whole number, got {str(x)[:30]!r}")
    return x


_OUT: dict[FieldKind, Callable[[Any], Any]] = {
    "int": lambda x: x, "str": lambda x: x, "army": lambda a: COLOURS[a], "card": lambda c: CARD_TEXT[c],
    "ranking": lambda r: [[COLOURS[a], i, rank, rp] for a, i, rank, rp in r],
    "tiebreaks": lambda ts: [_tiebreak_to_wire(t) for t in ts],
    "scoring": str, "rp_source": str,
}
_IN: dict[FieldKind, Callable[[Any], Any]] = {
    "int": _int,
    "str": lambda x: x if isinstance(x, str) and len(x) <= 20 else _raise("a short text"),
    "army": lambda a: COLOURS.index(a) if a in COLOURS else _raise("a colour"),
    "card": lambda c: card(c) if isinstance(c, str) else _raise("a card"),
    "ranking": lambda r: tuple((_IN["army"](a), _int(i), _int(k), _int(p)) for a, i, k, p in r[:5]),
    "tiebreaks": lambda ts: tuple(_tiebreak_from_wire(t) for t in ts[:4]),
    "scoring": lambda x: _member(ev.Scoring, x, "a scoring"),
    "rp_source": lambda x: _member(ev.RPSource, x, "a source of RP"),
}


def _member(kind: type[E], x: Any, what: str) -> E:
    """The member of ``kind`` named by ``x``, or ValueError (a peer's text is never trusted)."""
    try:
        return kind(x)
    except ValueError:
        raise ValueError(f"expected {what}") from None


def _raise(what: str) -> Any:
    raise ValueError(f"expected {what}")


def event_to_wire(e: ev.Event) -> dict[str, Any] | None:
    """The wire form of an engine event, or None for an event class not in :data:`EVENT_SCHEMA`
    (never sent: the schema is the allow-list)."""
    entry = EVENT_SCHEMA.get(type(e))
    if entry is None:
        return None
    name, fields = entry
    out: dict[str, Any] = {"e": name}
    for f, kind in fields.items():
        out[f] = _OUT[kind](getattr(e, f))
    return out


def event_from_wire(d: dict[str, Any]) -> ev.Event:
    """The engine event again; raises ``ValueError`` (or ``KeyError``/``TypeError``) on a
    form no table sends."""
    entry = _BY_NAME.get(d.get("e", ""))
    if entry is None:
        raise ValueError("unknown event")
    cls, fields = entry
    if set(d) != {"e", *fields}:
        raise ValueError("wrong fields for the event")
    return cls(**{f: _IN[kind](d[f]) for f, kind in fields.items()})


def schema_matches_model() -> list[str]:
    """Event classes or fields of the model that the schema does not list (empty when in step)."""
    problems = []
    for cls in _event_classes():
        entry = EVENT_SCHEMA.get(cls)
        names = [f.name for f in dataclasses.fields(cls)]
        if entry is None:
            problems.append(f"{cls.__name__} is not in the wire schema")
        elif sorted(entry[1]) != sorted(names):
            problems.append(f"{cls.__name__}: fields {names} differ from the schema {sorted(entry[1])}")
    return problems


def _event_classes() -> list[type[ev.Event]]:
    return [c for c in vars(ev).values()
            if isinstance(c, type) and issubclass(c, ev.Event) and c is not ev.Event]


# ---- the decision that caused an update ---------------------------------------------------------
#: recruit decisions name cards that only the deciding seat may know (R-P3)
_SECRET_KINDS = {PASS: "pass", DISCARD: "discard", DRAFT: "draft"}


def decision_for(action: Action | None, actor: int, viewer: int) -> str | None:
    """The last decision as ``viewer`` may know it: its text, or only its kind (``"pass"``,
    ``"discard"``, ``"draft"``) when it names cards that only ``actor`` knows; None for none."""
    if action is None:
        return None
    secret = _SECRET_KINDS.get(action.kind)
    if secret is not None and viewer != actor:
        return secret
    return str(action)


def decision_from_wire(text: str) -> Action | None:
    """The decision an update names, in engine types: None for an undo, for a decision shown
    only by its kind (its cards are another seat's), or for a text that names no action (the
    update's events and view are what the seat goes by; the decision only tells who did what)."""
    if text == "undo" or text in _SECRET_KINDS.values():
        return None
    try:
        return action_from_text(text)
    except ValueError:
        return None


def result_to_wire(r: GameResult) -> dict[str, Any]:
    return {"ranking": list(r.ranking), "scores": list(r.scores),
            "tiebreaks": [_tiebreak_to_wire(t) for t in r.tiebreaks]}


class WireResult(WireModel):
    ranking: Annotated[list[Seat], Field(min_length=2, max_length=4)]
    scores: Annotated[list[Small], Field(min_length=2, max_length=4)]
    tiebreaks: Annotated[list[tuple[str, Seat, Seat, Small, Small, Small]], Field(max_length=4)]

    def to_result(self) -> GameResult:
        return GameResult(tuple(self.ranking), tuple(self.scores),
                          tuple(_tiebreak_from_wire(list(t)) for t in self.tiebreaks))
