"""A position as plain JSON-ready data, and back, with the rules' invariants checked.

``position_to_dict`` writes every field of a :class:`Game` (cards as ``"B6"``, armies by
colour); ``game_from_position`` rebuilds a game from such a dict and refuses impossible
positions with :class:`InvalidStateError` naming what is wrong: a colour with more than 10
samurai, a card in two places (or in none), a daimyo on no area, a phase the mode does not
have, hands of the wrong size for the phase, skirmish or pick, open choices out of seat order,
a skirmish order or turn that does not follow the Kachidoki holder, a field of the wrong type.
The promise is that every position it accepts can be played to its end; the mutation fuzzer
(``tools/fuzz_positions.py``) and ``tests/model/test_crafted_positions.py`` hold it to that.
Saves store this dict; scenarios (:mod:`.scenario`) and the AI's determinized games build one.
"""

from __future__ import annotations

from typing import Any

from .actions import COLOURS, NEUTRAL
from .board import neutral_daimyo_area, play_order, slot
from .cards import CARD_IS_NINJA, CARD_NUMBER, CARD_SUIT, CARD_TEXT, N_CARDS, SUIT_NAMES, card
from .config import GameConfig
from .errors import InvalidStateError, JorakuError
from .game import Game
from .phases import RECRUIT_PHASES, Mode, Phase
from .rules_data import MAX_PLACE, N_AREAS, N_ROUNDS, SAMURAI_PER_ARMY

Position = dict[str, Any]
_PHASE_LABELS = tuple(p.label for p in Phase)


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
                "daimyo_card": g.daimyo_card[a],
                "daimyo_area": g.daimyo_area[a],
                "samurai": g.board.samurai_of(a),
                "supply": g.supply[a],
                "rp": g.rp[a],
                "kyoto_bonus_used": g.kyoto_bonus_used[a],
            }
            for a in g.armies
        },
        "hands": [_ct(h) for h in g.hands],
        "set_aside": _ct(g.set_aside),
        "discards": [_ct(d) for d in g.discards],
        "pending": [None if p is None else _ct(p) for p in g.pending],
        "draft": [_ct(d) for d in g.draft_hands],
        "draft_given": [_ct(d) for d in g.draft_given],
        "known": [[_ct(k) for k in row] for row in g.known],
        "received": [_ct(r) for r in g.received],
        "kachidoki_seat": g.kachidoki_seat,
        "kachidoki_army": COLOURS[g.kachidoki_army],
        "skirmish": g.skirmish,
        "order": list(g.order),
        "turn": g.turn,
        "trick": [[COLOURS[a], CARD_TEXT[c]] for a, c in g.trick],
        "led_suit": SUIT_NAMES[g.led_suit] if g.led_suit >= 0 else None,
        "acting": None if g.acting_army < 0 else {
            "army": COLOURS[g.acting_army], "card": CARD_TEXT[g.acting_card], "left": g.steps_left},
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
_RECRUIT_OF_MODE = {Mode.BASE: (Phase.PASS,), Mode.V7: (Phase.DRAFT,), Mode.V8: (Phase.PASS, Phase.DISCARD)}
_MODE_NAMES = {Mode.BASE: "the base game", Mode.V7: "R-V7", Mode.V8: "R-V8"}


def _build(config: GameConfig, d: Position) -> Game:
    g = Game._blank(config)
    n = g.players
    rnd = d["round"]
    if not _whole(rnd) or rnd not in (1, 2, 3):
        raise _bad(f"round {rnd!r}: the game has rounds 1 to 3 (R-R1)")
    g.round = rnd
    if d["phase"] not in _PHASE_LABELS:
        raise _bad(f"phase {d['phase']!r}: expected one of {', '.join(_PHASE_LABELS)}")
    g.phase = Phase.from_label(d["phase"])
    g.is_over = g.phase is Phase.OVER
    if g.phase in RECRUIT_PHASES and g.phase not in _RECRUIT_OF_MODE[g.mode]:
        raise _bad(f"phase {d['phase']}: {_MODE_NAMES[g.mode]} has no such phase (the pass is "
                   "R-P2, the discard only R-V8's, the draft only R-V7's)")

    armies = d["armies"]
    if not isinstance(armies, dict) or sorted(armies) != sorted(COLOURS[a] for a in g.armies):
        want = ", ".join(COLOURS[a] for a in g.armies)
        raise _bad(f"armies: this game has exactly {want}, got {', '.join(map(str, armies))}")
    seen_cards_d: dict[int, str] = {}
    b = g.board
    cards = [0] * len(COLOURS)
    for name, army in armies.items():
        if not isinstance(army, dict):
            raise _bad(f"{name}: expected an object with the army's fields")
        a = COLOURS.index(name)
        sam = army["samurai"]
        if not isinstance(sam, list) or len(sam) != N_AREAS or any(not _whole(x) or x < 0 for x in sam):
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
        cards[a] = dc
        b.daimyo_area[a], b.supply[a], b.rp[a], b.kyoto_bonus_used[a] = area, supply, rp, used
        b.tokens[slot(a, 0):slot(a, N_AREAS)] = sam
    b.daimyo_card = tuple(cards)

    def per_seat(key: str) -> list[Any]:
        v = d[key]
        if not isinstance(v, list) or len(v) != n:
            raise _bad(f"{key}: expected one entry per seat ({n})")
        return v

    g.hands = [sorted(_cards(h, f"hands[{s}]")) for s, h in enumerate(per_seat("hands"))]
    g.set_aside = sorted(_cards(d["set_aside"], "set_aside"))
    g.discards = [_cards(x, f"discards[{s}]") for s, x in enumerate(per_seat("discards"))]
    g.pending = [None if p is None else tuple(_cards(p, f"pending[{s}]"))
                 for s, p in enumerate(per_seat("pending"))]
    g.draft_hands = [sorted(_cards(x, f"draft[{s}]")) for s, x in enumerate(per_seat("draft"))]
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
    g.kachidoki_seat = ks
    g.kachidoki_army = _colour(d["kachidoki_army"], "kachidoki_army")
    if g.owner[g.kachidoki_army] != ks:
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
    g.led_suit = -1 if led is None else SUIT_NAMES.index(led) if led in SUIT_NAMES else -2
    if g.led_suit == -2:
        raise _bad(f"led_suit {led!r} is not a suit")
    acting = d["acting"]
    if acting is None:
        g.acting_army, g.acting_card, g.steps_left = -1, -1, 0
    else:
        g.acting_army = _colour(acting["army"], "acting.army")
        g.acting_card = _cards([acting["card"]], "acting.card")[0]
        g.steps_left = acting["left"]
        if not _whole(g.steps_left) or not 0 <= g.steps_left <= 6:
            raise _bad(f"acting.left {g.steps_left!r} is out of range")
    g.played = []
    for sk, a, c in d["played"]:
        if not _whole(sk):
            raise _bad(f"played: skirmish {sk!r} is not a whole number")
        g.played.append((sk, _colour(a, "played"), _cards([c], "played")[0]))
    _check(g)
    if g.phase == Phase.OVER:
        g.result = g._compute_result()
    return g


def _check(g: Game) -> None:
    """The invariants every reachable position keeps; each phase has its own."""
    _check_cards(g)
    if g.phase in RECRUIT_PHASES:
        _check_recruit(g)
    elif g.phase == Phase.OVER:
        _check_over(g)
    else:
        _check_skirmish(g)
    if not g.phase.is_resolution and g.acting_army >= 0:
        raise _bad("acting: nobody resolves a card in this phase")
    if g.mode == Mode.V8:
        _check_neutral(g)


def _check_neutral(g: Game) -> None:
    """R-V8: the neutral daimyo stands where the marches put it this round, and no neutral
    samurai stands behind it (the marches keep them in front, a relocation may not put one
    behind the neutral daimyo)."""
    board = g.board
    area = board.daimyo_area[NEUTRAL]
    expected = neutral_daimyo_area(g.round)
    if area != expected:
        raise _bad(f"the neutral daimyo stands on area {area}; in round {g.round} the marches "
                   f"put it on area {expected} (R-V8)")
    behind = [a for a in range(area + 1, N_AREAS) if board.samurai(NEUTRAL, a)]
    if behind:
        raise _bad(f"neutral samurai on area {behind[0]}, behind the neutral daimyo on area {area}: "
                   f"neither the marches nor a relocation put them there (R-V8)")


def _check_cards(g: Game) -> None:
    """R-C4: each of the 21 cards is in exactly one place."""
    where: dict[int, str] = {}

    def put(cs: list[int] | tuple[int, ...], place: str) -> None:
        for c in cs:
            if c in where:
                raise _bad(f"card {CARD_TEXT[c]} is in two places: {where[c]} and {place}")
            where[c] = place

    for s in range(g.players):
        put(g.hands[s], f"hand of seat {s + 1}")
        put(g.discards[s], f"discard of seat {s + 1}")
        put(g.draft_hands[s], f"draft hand of seat {s + 1}")
        chosen = g.pending[s]
        if g.phase == Phase.PASS and chosen is not None:
            put(chosen, f"cards seat {s + 1} set aside to pass")
    put(g.set_aside, "set aside")
    put([c for _sk, _a, c in g.played], "played this round")
    missing = [CARD_TEXT[c] for c in range(N_CARDS) if c not in where]
    if missing:
        raise _bad(f"cards in no place: {' '.join(missing)} (all 21 are always somewhere, R-C4)")


def _hand_size(g: Game, s: int, want: int, when: str) -> None:
    if len(g.hands[s]) != want:
        raise _bad(f"seat {s + 1} holds {len(g.hands[s])} cards; {when} it must hold {want}")


#: Game attributes saved under another name
_SAVED_AS = {"draft_hands": "draft"}


def _all_empty(g: Game, keys: tuple[str, ...], when: str) -> None:
    for key in keys:
        if any(getattr(g, key)):
            raise _bad(f"{_SAVED_AS.get(key, key)}: must be empty {when}")


def _pass_size(g: Game) -> int:
    """Cards each seat passes: 2 (R-P2), 3 in R-V8; none in R-V7 (a draft instead)."""
    return {Mode.V7: 0, Mode.V8: 3}.get(g.mode, 2)


def _check_recruit(g: Game) -> None:
    """Pass (R-P2, R-V8), discard (R-V8) or draft (R-V7): before the round's first skirmish;
    the seats choose in seat order, and the exchange happens once all have chosen."""
    n, phase = g.players, g.phase.label
    if g.skirmish != 0 or g.order or g.turn != 0 or g.trick or g.led_suit != -1 or g.played:
        raise _bad(f"phase {phase}: recruiting comes before the round's first skirmish; "
                   "skirmish 0, no order, turn 0, no trick, no led suit and no card played")
    chosen = [p is not None for p in g.pending]
    k = chosen.count(True)
    if k == n or chosen != [True] * k + [False] * (n - k):
        raise _bad(f"pending: the seats choose in seat order and the cards are exchanged once "
                   f"all {n} have chosen, so {chosen.count(False)} open choice(s) in this order "
                   "cannot occur")
    if g.phase == Phase.PASS:
        give = _pass_size(g)
        size = 8 if g.mode == Mode.V8 else (6 if n == 3 else 5)
        for s, p in enumerate(g.pending):
            if p is not None and len(p) != give:
                raise _bad(f"pending[{s}]: seat {s + 1} passes exactly {give} cards (R-P2, R-V8)")
            _hand_size(g, s, size - (give if p is not None else 0), "at the pass")
        _all_empty(g, ("discards", "draft_hands", "draft_given", "received"), "before the pass")
        if any(k for row in g.known for k in row):
            raise _bad("known: nothing has been passed yet this round (R-P3)")
    elif g.phase == Phase.DISCARD:  # R-V8: 8 cards after the pass; each discards one
        _all_empty(g, ("draft_hands", "draft_given"), "at the discard (R-V8)")
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
        lens = [len(x) for x in g.draft_hands]
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
    n, per = g.players, g.skirmishes_per_round
    if not 0 <= g.skirmish < per:
        raise _bad(f"skirmish {g.skirmish!r}: a round has {per} skirmishes (numbered 0..{per - 1})")
    if any(p is not None for p in g.pending):
        raise _bad("pending: no recruit choice is open in the skirmish phase")
    _all_empty(g, ("draft_hands", "draft_given"), "after the recruit phase")
    disc = 1 if g.mode == Mode.V8 else 0
    give = _pass_size(g)
    for s in range(n):
        if len(g.discards[s]) > disc:  # (a scenario may put the discard among the set-aside)
            raise _bad(f"discards[{s}]: seat {s + 1} has discarded at most {disc} card(s) by now "
                       f"(only R-V8 discards, one card)")
        if len(g.received[s]) not in {0, give}:
            raise _bad(f"received[{s}]: a seat receives {give} cards in the pass (R-P2)")
    k = g.kachidoki_seat
    want_order = play_order(k, n, g.mode == Mode.V7)
    if g.order != want_order:
        raise _bad(f"order {g.order}: the Kachidoki holder (seat {k + 1}) leads, then the others "
                   "in play order (R-K1, R-S7)")
    expected_turn = len(g.trick) - (0 if g.phase == Phase.PLAY else 1)
    if not 0 <= g.turn < len(g.order) or g.turn != expected_turn:
        raise _bad(f"turn {g.turn} does not follow the {len(g.trick)} card(s) played")
    for i, (a, _c) in enumerate(g.trick):
        if g.owner[a] != g.order[i]:
            raise _bad(f"trick: card {i + 1} was played by the wrong seat")
    _check_plays(g, g.trick, "the current skirmish")
    if (g.led_suit != CARD_SUIT[g.trick[0][1]]) if g.trick else (g.led_suit != -1):
        raise _bad("led_suit differs from the first card of the skirmish (R-K2)")
    _check_played(g)
    cards_each = 8 if g.mode == Mode.V7 else (7 if g.mode == Mode.V8 else (6 if n == 3 else 5))
    plays_each = 2 if g.mode == Mode.V7 else 1
    for s in range(n):
        done = sum(1 for a, _c in g.trick if g.owner[a] == s)
        _hand_size(g, s, cards_each - plays_each * g.skirmish - done, f"in skirmish {g.skirmish + 1}")
    if g.phase == Phase.PLAY:
        return
    if g.acting_army < 0 or not g.trick or g.trick[-1] != (g.acting_army, g.acting_card):
        raise _bad("acting: the army resolving a card must have played the last card")
    ninja = CARD_IS_NINJA[g.acting_card]
    if g.phase in (Phase.MODE, Phase.AP) and ninja:
        raise _bad("a Ninja has no choice of placement or AP (R-E1)")
    limit = {Phase.MODE: 6, Phase.PLACE: MAX_PLACE, Phase.AP: CARD_NUMBER[g.acting_card]}[g.phase]
    if g.steps_left > limit:
        raise _bad(f"acting.left {g.steps_left}: at most {limit} here (R-E1, R-E2)")


def _check_plays(g: Game, plays: list[tuple[int, int]], where: str) -> None:
    """R-V7: a player's two plays in a skirmish are for their two different armies."""
    if g.mode != Mode.V7:
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
    plays_each = 2 if g.mode == Mode.V7 else 1
    for sk in set(sks) - {g.skirmish}:
        plays = [(a, c) for s, a, c in g.played if s == sk]
        seats = sorted(g.owner[a] for a, _c in plays)
        if seats != sorted(list(range(g.players)) * plays_each):
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
    _all_empty(g, ("hands", "draft_hands", "draft_given"), "once the game is over")
