"""A position as plain JSON-ready data, and back, with the rules' invariants checked.

``position_to_dict`` writes every field of a :class:`Game` (cards as ``"B6"``, armies by
colour); ``game_from_position`` rebuilds a game from such a dict and refuses impossible
positions with :class:`InvalidStateError` naming what is wrong: a colour with more than 10
samurai, a card in two places (or in none), a daimyo on no area, hands of the wrong size.
Saves store this dict; scenarios (:mod:`.scenario`) build one.
"""

from __future__ import annotations

from typing import Any

from .actions import COLOURS, NEUTRAL
from .cards import CARD_IS_NINJA, CARD_SUIT, CARD_TEXT, N_CARDS, SUIT_NAMES, card
from .config import GameConfig
from .errors import InvalidStateError, JorakuError
from .game import (
    M_V7,
    M_V8,
    PH_AP,
    PH_MODE,
    PH_OVER,
    PH_PASS,
    PH_PLACE,
    PH_PLAY,
    PHASE_NAMES,
    SAMURAI_PER_ARMY,
    Game,
)

Position = dict[str, Any]


def _ct(cs: Any) -> list[str]:
    return [CARD_TEXT[c] for c in cs]


def position_to_dict(g: Game) -> Position:
    """Every field of the position, JSON-ready (used by saves, scenarios and tests)."""
    return {
        "config": g.config.to_dict(),
        "round": g.round,
        "phase": g.phase_name,
        "armies": {
            COLOURS[a]: {
                "daimyo_card": g.dcard[a],
                "daimyo_area": g.dpos[a],
                "samurai": g.sam[a * 7:(a + 1) * 7],
                "supply": g.supply[a],
                "rp": g.rp[a],
                "kyoto_bonus_used": g.v4used[a],
            }
            for a in g.armies
        },
        "hands": [_ct(h) for h in g.hands],
        "set_aside": _ct(g.aside),
        "discards": [_ct(d) for d in g.discards],
        "pending": [None if p is None else _ct(p) for p in g.pending],
        "draft": [_ct(d) for d in g.draft],
        "draft_given": [_ct(d) for d in g.draft_given],
        "known": [[_ct(k) for k in row] for row in g.known],
        "received": [_ct(r) for r in g.received],
        "kachidoki_seat": g.kachi,
        "kachidoki_army": COLOURS[g.kachi_army],
        "skirmish": g.skirmish,
        "order": list(g.order),
        "turn": g.turn,
        "trick": [[COLOURS[a], CARD_TEXT[c]] for a, c in g.trick],
        "led_suit": SUIT_NAMES[g.led] if g.led >= 0 else None,
        "acting": None if g.act_army < 0 else {
            "army": COLOURS[g.act_army], "card": CARD_TEXT[g.act_card], "left": g.left},
        "played": [[sk, COLOURS[a], CARD_TEXT[c]] for sk, a, c in g.played],
    }


def _bad(msg: str) -> InvalidStateError:
    return InvalidStateError(f"impossible position: {msg}")


def _colour(name: Any, where: str) -> int:
    if name not in COLOURS:
        raise _bad(f"{where}: {name!r} is not an army colour")
    return COLOURS.index(name)


def _cards(texts: Any, where: str) -> list[int]:
    if not isinstance(texts, list):
        raise _bad(f"{where}: expected a list of cards")
    try:
        return [card(t) for t in texts]
    except JorakuError as exc:
        raise _bad(f"{where}: {exc}") from None


def game_from_position(d: Position) -> Game:
    """Rebuild a game from :func:`position_to_dict` output; refuse impossible positions."""
    try:
        config = GameConfig.from_dict(d["config"])
    except (KeyError, TypeError) as exc:
        raise _bad(f"config: {exc}") from None
    except JorakuError as exc:
        raise _bad(f"config: {exc}") from None
    try:
        return _build(config, d)
    except KeyError as exc:
        raise _bad(f"missing field {exc}") from None
    except (TypeError, ValueError) as exc:
        if isinstance(exc, InvalidStateError):
            raise
        raise _bad(str(exc)) from None


def _build(config: GameConfig, d: Position) -> Game:
    g = Game._blank(config)
    n = g.n
    rnd = d["round"]
    if rnd not in (1, 2, 3):
        raise _bad(f"round {rnd!r}: the game has rounds 1 to 3 (R-R1)")
    g.round = rnd
    if d["phase"] not in PHASE_NAMES:
        raise _bad(f"phase {d['phase']!r}: expected one of {', '.join(PHASE_NAMES)}")
    g.phase = PHASE_NAMES.index(d["phase"])

    armies = d["armies"]
    if sorted(armies) != sorted(COLOURS[a] for a in g.armies):
        want = ", ".join(COLOURS[a] for a in g.armies)
        raise _bad(f"armies: this game has exactly {want}, got {', '.join(armies)}")
    seen_cards_d: dict[int, str] = {}
    for name, army in armies.items():
        a = COLOURS.index(name)
        sam = army["samurai"]
        if not isinstance(sam, list) or len(sam) != 7 or any(
                not isinstance(x, int) or x < 0 for x in sam):
            raise _bad(f"{name}: samurai must be 7 counts ≥ 0, one per area")
        supply = army["supply"]
        if not isinstance(supply, int) or supply < 0:
            raise _bad(f"{name}: supply must be a count ≥ 0")
        total = sum(sam) + supply
        if total != SAMURAI_PER_ARMY:
            raise _bad(f"{name} has {total} samurai ({sum(sam)} on the map + {supply} in supply);"
                       f" every army has exactly {SAMURAI_PER_ARMY} (R-C2)")
        area = army["daimyo_area"]
        if not isinstance(area, int) or not 0 <= area <= 6:
            raise _bad(f"{name}: the daimyo must stand on an area 0..6, not {area!r} (R-C2)")
        dc = army["daimyo_card"]
        if a == NEUTRAL:
            if dc != 0:
                raise _bad("purple (neutral) has no daimyo card (R-V8)")
            if supply != 0:
                raise _bad("purple (neutral) keeps all 10 samurai on the map (R-V8)")
        else:
            if not isinstance(dc, int) or not 1 <= dc <= 6:
                raise _bad(f"{name}: daimyo card must be 1..6, not {dc!r} (R-C3)")
            if dc in seen_cards_d:
                raise _bad(f"{name} and {seen_cards_d[dc]} both hold daimyo card {dc} (R-C3)")
            seen_cards_d[dc] = name
        rp = army["rp"]
        if not isinstance(rp, int) or rp < 0:
            raise _bad(f"{name}: RP must be ≥ 0")
        g.dcard[a], g.dpos[a], g.supply[a], g.rp[a] = dc, area, supply, rp
        g.sam[a * 7:(a + 1) * 7] = sam
        g.v4used[a] = bool(army["kyoto_bonus_used"])

    def per_seat(key: str, allow_none: bool = False) -> list:
        v = d[key]
        if not isinstance(v, list) or len(v) != n:
            raise _bad(f"{key}: expected one entry per seat ({n})")
        return v

    g.hands = [sorted(_cards(h, f"hands[{s}]")) for s, h in enumerate(per_seat("hands"))]
    g.aside = sorted(_cards(d["set_aside"], "set_aside"))
    g.discards = [_cards(x, f"discards[{s}]") for s, x in enumerate(per_seat("discards"))]
    g.pending = [None if p is None else tuple(_cards(p, f"pending[{s}]"))
                 for s, p in enumerate(per_seat("pending"))]
    g.draft = [sorted(_cards(x, f"draft[{s}]")) for s, x in enumerate(per_seat("draft"))]
    g.draft_given = [_cards(x, f"draft_given[{s}]") for s, x in enumerate(per_seat("draft_given"))]
    known = per_seat("known")
    g.known = []
    for s, row in enumerate(known):
        if not isinstance(row, list) or len(row) != n:
            raise _bad(f"known[{s}]: expected one entry per seat")
        g.known.append([_cards(k, f"known[{s}][{o}]") for o, k in enumerate(row)])
    g.received = [_cards(x, f"received[{s}]") for s, x in enumerate(per_seat("received"))]

    ks = d["kachidoki_seat"]
    if not isinstance(ks, int) or not 0 <= ks < n:
        raise _bad(f"kachidoki_seat {ks!r}: no such seat (R-C5)")
    g.kachi = ks
    g.kachi_army = _colour(d["kachidoki_army"], "kachidoki_army")
    if g.owner[g.kachi_army] != ks:
        raise _bad("kachidoki_army does not belong to kachidoki_seat")
    g.skirmish = d["skirmish"]
    g.order = list(d["order"])
    g.turn = d["turn"]
    g.trick = [(_colour(a, "trick"), _cards([c], "trick")[0]) for a, c in d["trick"]]
    led = d["led_suit"]
    g.led = -1 if led is None else SUIT_NAMES.index(led) if led in SUIT_NAMES else -2
    if g.led == -2:
        raise _bad(f"led_suit {led!r} is not a suit")
    acting = d["acting"]
    if acting is None:
        g.act_army, g.act_card, g.left = -1, -1, 0
    else:
        g.act_army = _colour(acting["army"], "acting.army")
        g.act_card = _cards([acting["card"]], "acting.card")[0]
        g.left = acting["left"]
    g.played = [(sk, _colour(a, "played"), _cards([c], "played")[0]) for sk, a, c in d["played"]]
    _check(g)
    if g.phase == PH_OVER:
        g.result = g._compute_result()
    return g


def _check(g: Game) -> None:
    """The invariants every reachable position keeps."""
    n = g.n
    where: dict[int, str] = {}

    def put(cs: list[int] | tuple[int, ...], place: str) -> None:
        for c in cs:
            if c in where:
                raise _bad(f"card {CARD_TEXT[c]} is in two places: {where[c]} and {place}")
            where[c] = place

    for s in range(n):
        put(g.hands[s], f"hand of seat {s + 1}")
        put(g.discards[s], f"discard of seat {s + 1}")
        put(g.draft[s], f"draft hand of seat {s + 1}")
        if g.phase == PH_PASS and g.pending[s] is not None:
            put(g.pending[s], f"cards seat {s + 1} set aside to pass")
    put(g.aside, "set aside")
    put([c for _sk, _a, c in g.played], "played this round")
    missing = [CARD_TEXT[c] for c in range(N_CARDS) if c not in where]
    if missing:
        raise _bad(f"cards in no place: {' '.join(missing)} (all 21 are always somewhere, R-C4)")
    trick_cards = [c for _a, c in g.trick]
    played_now = [c for sk, _a, c in g.played if sk == g.skirmish]
    if g.phase != PH_OVER and trick_cards != played_now:
        raise _bad("the current skirmish does not match the cards played in it")
    per = g.skirmishes_per_round
    if not isinstance(g.skirmish, int) or not 0 <= g.skirmish <= per:
        raise _bad(f"skirmish {g.skirmish!r}: a round has {per} skirmishes")
    if g.phase in (PH_PLAY, PH_MODE, PH_PLACE, PH_AP):
        if not g.order or sorted(set(g.order)) != list(range(n)) or g.order[0] != g.kachi:
            raise _bad("order: the Kachidoki holder leads and every seat plays (R-K1)")
        if not isinstance(g.turn, int) or not 0 <= g.turn < len(g.order):
            raise _bad(f"turn {g.turn!r} is outside the skirmish")
        expected_turn = len(g.trick) - (0 if g.phase == PH_PLAY else 1)
        if g.turn != expected_turn:
            raise _bad(f"turn {g.turn} does not follow the {len(g.trick)} card(s) played")
        for i, (a, _c) in enumerate(g.trick):
            if g.owner[a] != g.order[i]:
                raise _bad(f"trick: card {i + 1} was played by the wrong seat")
        if g.trick and g.led != CARD_SUIT[g.trick[0][1]]:
            raise _bad("led_suit differs from the first card of the skirmish (R-K2)")
        cards_each = 8 if g.mode == M_V7 else (7 if g.mode == M_V8 else (6 if n == 3 else 5))
        plays_each = 2 if g.mode == M_V7 else 1
        for s in range(n):
            done = sum(1 for a, _c in g.trick if g.owner[a] == s)
            want = cards_each - plays_each * g.skirmish - done
            if len(g.hands[s]) != want:
                raise _bad(f"seat {s + 1} holds {len(g.hands[s])} cards; in skirmish "
                           f"{g.skirmish + 1} it must hold {want}")
    if g.phase in (PH_MODE, PH_PLACE, PH_AP):
        if g.act_army < 0 or not g.trick or g.trick[-1] != (g.act_army, g.act_card):
            raise _bad("acting: the army resolving a card must have played the last card")
        if g.phase == PH_MODE and CARD_IS_NINJA[g.act_card]:
            raise _bad("a Ninja has no choice of placement or AP (R-E1)")
        if not isinstance(g.left, int) or g.left < 0 or g.left > 6:
            raise _bad(f"acting.left {g.left!r} is out of range")
    elif g.act_army >= 0:
        raise _bad("acting: nobody resolves a card in this phase")
    if g.mode == M_V8 and g.dpos[NEUTRAL] < 0:
        raise _bad("the neutral army needs its daimyo on the map (R-V8)")
