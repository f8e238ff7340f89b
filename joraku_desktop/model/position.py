"""A position as plain JSON-ready data, and back, with the rules' invariants checked.

``position_to_dict`` writes every field of a :class:`Game` (cards as ``"B6"``, armies by
colour); ``game_from_position`` rebuilds a game from such a dict and refuses impossible
positions with :class:`InvalidStateError` naming what is wrong: a colour with more than 10
samurai, a card in two places (or in none), a daimyo on no area, a phase the mode does not
have, hands of the wrong size for the phase, skirmish or pick, open choices out of seat order,
a skirmish order or turn that does not follow the Kachidoki holder, a field of the wrong type.
The promise is that every position it accepts can be played to its end; the mutation fuzzer
(:mod:`.fuzz_positions`) and ``tests/model/test_crafted_positions.py`` hold it to that.
Saves store this dict; scenarios (:mod:`.scenario`) and the AI's determinized games build one.
"""

from __future__ import annotations

from typing import Any

from .actions import COLOURS, NEUTRAL
from .cards import CARD_IS_NINJA, CARD_NUMBER, CARD_SUIT, CARD_TEXT, N_CARDS, SUIT_NAMES, card
from .config import GameConfig
from .errors import InvalidStateError, JorakuError
from .game import (
    M_BASE,
    M_V7,
    M_V8,
    MAX_PLACE,
    N_ROUNDS,
    PH_AP,
    PH_DISCARD,
    PH_DRAFT,
    PH_MODE,
    PH_OVER,
    PH_PASS,
    PH_PLACE,
    PH_PLAY,
    PHASE_NAMES,
    RECRUIT_PHASES,
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
    """Rebuild a game from :func:`position_to_dict` output; refuse impossible positions.

    Every position this accepts can be played to its end (``fuzz_positions`` checks that on
    thousands of mutated positions), so a save file or scenario can never leave a game with no
    legal action or a crash in the middle of it.
    """
    if not isinstance(d, dict):
        raise _bad("expected a JSON object")
    try:
        config = GameConfig.from_dict(d["config"])
    except (KeyError, TypeError, ValueError, AttributeError) as exc:
        raise _bad(f"config: {exc}") from None
    except JorakuError as exc:
        raise _bad(f"config: {exc}") from None
    try:
        return _build(config, d)
    except InvalidStateError:
        raise
    except KeyError as exc:
        raise _bad(f"missing field {exc}") from None
    except (TypeError, ValueError, IndexError, AttributeError) as exc:
        raise _bad(f"a field of the wrong shape ({exc})") from None


def _whole(v: Any) -> bool:
    """A JSON whole number (``true``/``false`` are not numbers here, though Python says so)."""
    return type(v) is int


#: the recruit phase of each mode (R-P2, R-V7, R-V8); the skirmish phases are in every mode
_RECRUIT_OF_MODE = {M_BASE: (PH_PASS,), M_V7: (PH_DRAFT,), M_V8: (PH_PASS, PH_DISCARD)}
_MODE_NAMES = {M_BASE: "the base game", M_V7: "R-V7", M_V8: "R-V8"}
_SKIRMISH_PHASES = (PH_PLAY, PH_MODE, PH_PLACE, PH_AP)


def _build(config: GameConfig, d: Position) -> Game:
    g = Game._blank(config)
    n = g.n
    rnd = d["round"]
    if not _whole(rnd) or rnd not in (1, 2, 3):
        raise _bad(f"round {rnd!r}: the game has rounds 1 to 3 (R-R1)")
    g.round = rnd
    if d["phase"] not in PHASE_NAMES:
        raise _bad(f"phase {d['phase']!r}: expected one of {', '.join(PHASE_NAMES)}")
    g.phase = PHASE_NAMES.index(d["phase"])
    if g.phase in RECRUIT_PHASES and g.phase not in _RECRUIT_OF_MODE[g.mode]:
        raise _bad(f"phase {d['phase']}: {_MODE_NAMES[g.mode]} has no such phase (the pass is "
                   "R-P2, the discard only R-V8's, the draft only R-V7's)")

    armies = d["armies"]
    if not isinstance(armies, dict) or sorted(armies) != sorted(COLOURS[a] for a in g.armies):
        want = ", ".join(COLOURS[a] for a in g.armies)
        raise _bad(f"armies: this game has exactly {want}, got {', '.join(map(str, armies))}")
    seen_cards_d: dict[int, str] = {}
    for name, army in armies.items():
        if not isinstance(army, dict):
            raise _bad(f"{name}: expected an object with the army's fields")
        a = COLOURS.index(name)
        sam = army["samurai"]
        if not isinstance(sam, list) or len(sam) != 7 or any(not _whole(x) or x < 0 for x in sam):
            raise _bad(f"{name}: samurai must be 7 counts ≥ 0, one per area")
        supply = army["supply"]
        if not _whole(supply) or supply < 0:
            raise _bad(f"{name}: supply must be a count ≥ 0")
        total = sum(sam) + supply
        if total != SAMURAI_PER_ARMY:
            raise _bad(f"{name} has {total} samurai ({sum(sam)} on the map + {supply} in supply);"
                       f" every army has exactly {SAMURAI_PER_ARMY} (R-C2)")
        area = army["daimyo_area"]
        if not _whole(area) or not 0 <= area <= 6:
            raise _bad(f"{name}: the daimyo must stand on an area 0..6, not {area!r} (R-C2)")
        dc = army["daimyo_card"]
        if a == NEUTRAL:
            if dc != 0 or not _whole(dc):
                raise _bad("purple (neutral) has no daimyo card (R-V8)")
            if supply != 0:
                raise _bad("purple (neutral) keeps all 10 samurai on the map (R-V8)")
        else:
            if not _whole(dc) or not 1 <= dc <= 6:
                raise _bad(f"{name}: daimyo card must be 1..6, not {dc!r} (R-C3)")
            if dc in seen_cards_d:
                raise _bad(f"{name} and {seen_cards_d[dc]} both hold daimyo card {dc} (R-C3)")
            seen_cards_d[dc] = name
        rp = army["rp"]
        if not _whole(rp) or rp < 0:
            raise _bad(f"{name}: RP must be a whole number ≥ 0")
        used = army["kyoto_bonus_used"]
        if not isinstance(used, bool):
            raise _bad(f"{name}: kyoto_bonus_used must be true or false (R-V4)")
        g.dcard[a], g.dpos[a], g.supply[a], g.rp[a], g.v4used[a] = dc, area, supply, rp, used
        g.sam[a * 7:(a + 1) * 7] = sam

    def per_seat(key: str) -> list:
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
    if not _whole(ks) or not 0 <= ks < n:
        raise _bad(f"kachidoki_seat {ks!r}: no such seat (R-C5)")
    g.kachi = ks
    g.kachi_army = _colour(d["kachidoki_army"], "kachidoki_army")
    if g.owner[g.kachi_army] != ks:
        raise _bad("kachidoki_army does not belong to kachidoki_seat")
    g.skirmish = d["skirmish"]
    if not _whole(g.skirmish):
        raise _bad(f"skirmish {g.skirmish!r}: expected a whole number")
    order = d["order"]
    if not isinstance(order, list) or not all(_whole(s) for s in order):
        raise _bad(f"order {order!r}: expected a list of seats")
    g.order = list(order)
    g.turn = d["turn"]
    if not _whole(g.turn):
        raise _bad(f"turn {g.turn!r}: expected a whole number")
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
        if not _whole(g.left) or not 0 <= g.left <= 6:
            raise _bad(f"acting.left {g.left!r} is out of range")
    g.played = []
    for sk, a, c in d["played"]:
        if not _whole(sk):
            raise _bad(f"played: skirmish {sk!r} is not a whole number")
        g.played.append((sk, _colour(a, "played"), _cards([c], "played")[0]))
    _check(g)
    if g.phase == PH_OVER:
        g.result = g._compute_result()
    return g


def _check(g: Game) -> None:
    """The invariants every reachable position keeps; each phase has its own."""
    _check_cards(g)
    if g.phase in RECRUIT_PHASES:
        _check_recruit(g)
    elif g.phase == PH_OVER:
        _check_over(g)
    else:
        _check_skirmish(g)
    if g.phase not in (PH_MODE, PH_PLACE, PH_AP) and g.act_army >= 0:
        raise _bad("acting: nobody resolves a card in this phase")
    if g.mode == M_V8 and g.dpos[NEUTRAL] < 0:
        raise _bad("the neutral army needs its daimyo on the map (R-V8)")


def _check_cards(g: Game) -> None:
    """R-C4: each of the 21 cards is in exactly one place."""
    where: dict[int, str] = {}

    def put(cs: list[int] | tuple[int, ...], place: str) -> None:
        for c in cs:
            if c in where:
                raise _bad(f"card {CARD_TEXT[c]} is in two places: {where[c]} and {place}")
            where[c] = place

    for s in range(g.n):
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


def _hand_size(g: Game, s: int, want: int, when: str) -> None:
    if len(g.hands[s]) != want:
        raise _bad(f"seat {s + 1} holds {len(g.hands[s])} cards; {when} it must hold {want}")


def _all_empty(g: Game, keys: tuple[str, ...], when: str) -> None:
    for key in keys:
        if any(getattr(g, key)):
            raise _bad(f"{key}: must be empty {when}")


def _pass_size(g: Game) -> int:
    """Cards each seat passes: 2 (R-P2), 3 in R-V8; none in R-V7 (a draft instead)."""
    return {M_V7: 0, M_V8: 3}.get(g.mode, 2)


def _check_recruit(g: Game) -> None:
    """Pass (R-P2, R-V8), discard (R-V8) or draft (R-V7): before the round's first skirmish;
    the seats choose in seat order, and the exchange happens once all have chosen."""
    n, phase = g.n, PHASE_NAMES[g.phase]
    if g.skirmish != 0 or g.order or g.turn != 0 or g.trick or g.led != -1 or g.played:
        raise _bad(f"phase {phase}: recruiting comes before the round's first skirmish; "
                   "skirmish 0, no order, turn 0, no trick, no led suit and no card played")
    chosen = [p is not None for p in g.pending]
    k = chosen.count(True)
    if k == n or chosen != [True] * k + [False] * (n - k):
        raise _bad(f"pending: the seats choose in seat order and the cards are exchanged once "
                   f"all {n} have chosen, so {chosen.count(False)} open choice(s) in this order "
                   "cannot occur")
    if g.phase == PH_PASS:
        give = _pass_size(g)
        size = 8 if g.mode == M_V8 else (6 if n == 3 else 5)
        for s, p in enumerate(g.pending):
            if p is not None and len(p) != give:
                raise _bad(f"pending[{s}]: seat {s + 1} passes exactly {give} cards (R-P2, R-V8)")
            _hand_size(g, s, size - (give if p is not None else 0), "at the pass")
        _all_empty(g, ("discards", "draft", "draft_given", "received"), "before the pass")
        if any(k for row in g.known for k in row):
            raise _bad("known: nothing has been passed yet this round (R-P3)")
    elif g.phase == PH_DISCARD:  # R-V8: 8 cards after the pass; each discards one
        _all_empty(g, ("draft", "draft_given"), "at the discard (R-V8)")
        for s, p in enumerate(g.pending):
            if p is None:
                if g.discards[s]:
                    raise _bad(f"discards[{s}]: seat {s + 1} has not discarded yet (R-V8)")
                _hand_size(g, s, 8, "before its discard (R-V8)")
            else:
                if len(p) != 1 or g.discards[s] != [p[0]]:
                    raise _bad(f"pending[{s}]: must be the one card seat {s + 1} discarded (R-V8)")
                _hand_size(g, s, 7, "after its discard (R-V8)")
    else:  # R-V7 draft: 3 personal cards + one per pick; drafts of 5, 4, 3, 2 (the last forced)
        _all_empty(g, ("discards",), "in the draft (R-V7)")
        lens = [len(x) for x in g.draft]
        ok = (2 <= lens[1] <= 5 and lens[0] == lens[1] - (1 if chosen[0] else 0))
        if not ok:
            raise _bad(f"draft: draft hands of {lens[0]} and {lens[1]} cards cannot occur "
                       f"(R-V7: 5 picks each, together, the last one forced)")
        for s, p in enumerate(g.pending):
            if p is not None and (len(p) != 1 or p[0] not in g.hands[s]):
                raise _bad(f"pending[{s}]: must be the one card seat {s + 1} just kept (R-V7)")
            _hand_size(g, s, 3 + 5 - lens[s], f"with {lens[s]} draft cards left (R-V7)")


def _check_skirmish(g: Game) -> None:
    """Play, mode, place or ap: the skirmish phase (R-K), one skirmish at a time."""
    n, per = g.n, g.skirmishes_per_round
    if not 0 <= g.skirmish < per:
        raise _bad(f"skirmish {g.skirmish!r}: a round has {per} skirmishes (numbered 0..{per - 1})")
    if any(p is not None for p in g.pending):
        raise _bad("pending: no recruit choice is open in the skirmish phase")
    _all_empty(g, ("draft", "draft_given"), "after the recruit phase")
    disc = 1 if g.mode == M_V8 else 0
    give = _pass_size(g)
    for s in range(n):
        if len(g.discards[s]) > disc:  # (a scenario may put the discard among the set-aside)
            raise _bad(f"discards[{s}]: seat {s + 1} has discarded at most {disc} card(s) by now "
                       f"(only R-V8 discards, one card)")
        if len(g.received[s]) not in {0, give}:
            raise _bad(f"received[{s}]: a seat receives {give} cards in the pass (R-P2)")
    k = g.kachi
    want_order = [k, 1 - k, k, 1 - k] if g.mode == M_V7 else [(k + i) % n for i in range(n)]
    if g.order != want_order:
        raise _bad(f"order {g.order}: the Kachidoki holder (seat {k + 1}) leads, then the others "
                   "in play order (R-K1, R-S7)")
    expected_turn = len(g.trick) - (0 if g.phase == PH_PLAY else 1)
    if not 0 <= g.turn < len(g.order) or g.turn != expected_turn:
        raise _bad(f"turn {g.turn} does not follow the {len(g.trick)} card(s) played")
    for i, (a, _c) in enumerate(g.trick):
        if g.owner[a] != g.order[i]:
            raise _bad(f"trick: card {i + 1} was played by the wrong seat")
    _check_plays(g, g.trick, "the current skirmish")
    if (g.led != CARD_SUIT[g.trick[0][1]]) if g.trick else (g.led != -1):
        raise _bad("led_suit differs from the first card of the skirmish (R-K2)")
    _check_played(g)
    cards_each = 8 if g.mode == M_V7 else (7 if g.mode == M_V8 else (6 if n == 3 else 5))
    plays_each = 2 if g.mode == M_V7 else 1
    for s in range(n):
        done = sum(1 for a, _c in g.trick if g.owner[a] == s)
        _hand_size(g, s, cards_each - plays_each * g.skirmish - done, f"in skirmish {g.skirmish + 1}")
    if g.phase == PH_PLAY:
        return
    if g.act_army < 0 or not g.trick or g.trick[-1] != (g.act_army, g.act_card):
        raise _bad("acting: the army resolving a card must have played the last card")
    ninja = CARD_IS_NINJA[g.act_card]
    if g.phase in (PH_MODE, PH_AP) and ninja:
        raise _bad("a Ninja has no choice of placement or AP (R-E1)")
    limit = {PH_MODE: 6, PH_PLACE: MAX_PLACE, PH_AP: CARD_NUMBER[g.act_card]}[g.phase]
    if g.left > limit:
        raise _bad(f"acting.left {g.left}: at most {limit} here (R-E1, R-E2)")


def _check_plays(g: Game, plays: list[tuple[int, int]], where: str) -> None:
    """R-V7: a player's two plays in a skirmish are for their two different armies."""
    if g.mode != M_V7:
        return
    armies = [a for a, _c in plays]
    if len(set(armies)) != len(armies):
        raise _bad(f"{where}: an army plays once per skirmish (R-V7)")


def _check_played(g: Game) -> None:
    """The cards played this round: in order, every finished skirmish complete (a scenario
    may start mid-round with no record of the earlier skirmishes)."""
    sks = [sk for sk, _a, _c in g.played]
    if sks != sorted(sks) or (sks and not 0 <= sks[0] <= sks[-1] <= g.skirmish):
        raise _bad(f"played: skirmish numbers {sks} are not those of this round so far")
    plays_each = 2 if g.mode == M_V7 else 1
    for sk in set(sks) - {g.skirmish}:
        plays = [(a, c) for s, a, c in g.played if s == sk]
        seats = sorted(g.owner[a] for a, _c in plays)
        if seats != sorted(list(range(g.n)) * plays_each):
            raise _bad(f"played: skirmish {sk + 1} needs one card from each army in play (R-K1)")
        _check_plays(g, plays, f"played: skirmish {sk + 1}")
    if any(g.owner[a] < 0 for _sk, a, _c in g.played):
        raise _bad("played: a card of an army with no seat in this game")
    played_now = [(a, c) for sk, a, c in g.played if sk == g.skirmish]
    if g.trick != played_now:
        raise _bad("the current skirmish does not match the cards played in it")


def _check_over(g: Game) -> None:
    """The end (R-G1): after round 3's last skirmish, every hand empty."""
    per = g.skirmishes_per_round
    if g.round != N_ROUNDS or g.skirmish != per:
        raise _bad(f"phase over: the game ends after skirmish {per} of round {N_ROUNDS} (R-G1)")
    if any(p is not None for p in g.pending):
        raise _bad("pending: no choice is open once the game is over")
    _all_empty(g, ("hands", "draft", "draft_given"), "once the game is over")
