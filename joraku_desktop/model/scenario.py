"""Start a game from a custom position in a few lines: for tests and for checking a rule.

Example (a 4-player base game, round 2, skirmish phase, blue to lead)::

    g = scenario(
        players=4, round=2, variants={"R-V1"},
        daimyo={"blue": 4, "red": 3},            # areas; others stand on their card's area
        samurai={"blue": {4: 3, 5: 1}, "red": {4: 2}},
        rp={"blue": 10},
        kachidoki="blue",                         # holder = starting player (R-C5)
        hands={"blue": "R6 B2 YN"},               # the rest is dealt from the seed
    )
    g.apply("play R6")

Everything not given comes from an ordinary setup with ``seed``: daimyo cards (R-S2),
daimyo on their card's area (R-S4), supplies = 10 minus the samurai on the map, hands dealt
to the right size for the phase and skirmish. ``phase`` is ``"recruit"`` (the pass or draft
still to do) or ``"play"`` (skirmish phase; ``trick`` lists the cards the seats in turn order
from the leader have already played, each with their effect skipped). ``played`` gives the
cards of the round's earlier skirmishes, one ``{colour: card}`` per skirmish in play order
(all ``skirmish`` of them), so the round's record (``SeatView.played``, voids) keeps them;
their effects are skipped too. In R-V8 the neutral army stands where the marches of rounds 2
and 3 put it unless ``daimyo``/``samurai`` place it; a placement the marches and relocations
cannot produce (the neutral daimyo off its round's area, a neutral samurai behind it) is
refused with :class:`InvalidStateError`, like every impossible position.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from .actions import COLOURS, NEUTRAL
from .board import play_order
from .cards import CARD_SUIT, CARD_TEXT, N_CARDS, SUIT_NAMES, card, cards
from .config import GameConfig, army_id
from .errors import InvalidStateError, UnknownNameError
from .game import Game, new_game
from .phases import Mode
from .position import Position, game_from_position, position_to_dict

CardsSpec = str | Iterable[str | int]


def _army(key: str | int, g: Game) -> int:
    try:
        return army_id(key, g.armies)
    except UnknownNameError as exc:
        raise InvalidStateError(f"scenario: {exc}") from None


def _seat(key: str | int, g: Game) -> int:
    """A seat by index or by (one of) its colour(s)."""
    if isinstance(key, int):
        if not 0 <= key < g.players:
            raise InvalidStateError(f"scenario: no seat {key}")
        return key
    return g.owner[_army(key, g)]




def scenario(
    players: int = 4,
    two_player_variant: str | None = None,
    variants: Iterable[str] = (),
    seed: int = 0,
    round: int = 1,
    phase: str = "play",
    daimyo_cards: Mapping[str, int] | None = None,
    daimyo: Mapping[str, int] | None = None,
    samurai: Mapping[str, Mapping[int, int] | list[int]] | None = None,
    supply: Mapping[str, int] | None = None,
    rp: Mapping[str, int] | None = None,
    kachidoki: str | int | None = None,
    hands: Mapping[str | int, CardsSpec] | None = None,
    skirmish: int = 0,
    trick: Iterable[str | tuple[str, str]] = (),
    kyoto_bonus_used: Iterable[str] = (),
    played: Sequence[Mapping[str, str]] = (),
) -> Game:
    """A :class:`Game` at the position described (see the module docstring)."""
    config = GameConfig(players, two_player_variant, frozenset(variants), seed)
    g = new_game(config)
    if g.mode == Mode.V8:  # R-V8: the neutral army stands where the marches of rounds 2, 3 put it
        for _ in range(1, round):
            g.board.march_neutral()
    pos = position_to_dict(g)
    armies = pos["armies"]
    pos["round"] = round
    if daimyo_cards:
        for k, v in daimyo_cards.items():
            armies[COLOURS[_army(k, g)]]["daimyo_card"] = v
        for a in g.armies:
            if a != NEUTRAL and (not daimyo or COLOURS[a] not in daimyo):
                armies[COLOURS[a]]["daimyo_area"] = armies[COLOURS[a]]["daimyo_card"]
    for k, v in (daimyo or {}).items():
        armies[COLOURS[_army(k, g)]]["daimyo_area"] = v
    for k, spots in (samurai or {}).items():
        counts = list(spots) if isinstance(spots, list) else [spots.get(i, 0) for i in range(7)]
        a = _army(k, g)
        armies[COLOURS[a]]["samurai"] = counts
        if a != NEUTRAL:
            armies[COLOURS[a]]["supply"] = 10 - sum(counts)
    for k, v in (supply or {}).items():
        armies[COLOURS[_army(k, g)]]["supply"] = v
    for k, v in (rp or {}).items():
        armies[COLOURS[_army(k, g)]]["rp"] = v
    for k in kyoto_bonus_used:
        armies[COLOURS[_army(k, g)]]["kyoto_bonus_used"] = True
    if kachidoki is not None:
        if isinstance(kachidoki, str):
            ka = _army(kachidoki, g)
        else:
            ka = g.config.seat_armies(_seat(kachidoki, g))[0]
        pos["kachidoki_seat"], pos["kachidoki_army"] = g.owner[ka], COLOURS[ka]
    else:  # R-S3 with the daimyo cards of this scenario
        best = max((a for a in g.armies if a != NEUTRAL), key=lambda a: armies[COLOURS[a]]["daimyo_card"])
        pos["kachidoki_seat"], pos["kachidoki_army"] = g.owner[best], COLOURS[best]

    n = g.players
    given = {_seat(k, g): cards(v) for k, v in (hands or {}).items()}
    trick_items = []
    for t in trick:
        colour, text = (None, t) if isinstance(t, str) else t
        trick_items.append((colour, card(text)))
    if played and len(played) != skirmish:
        raise InvalidStateError(f"scenario: played lists {len(played)} skirmishes; {skirmish} came before")
    earlier = [(sk, _army(colour, g), card(text))
               for sk, plays in enumerate(played) for colour, text in plays.items()]
    used = {c for cs in given.values() for c in cs} | {c for _col, c in trick_items}
    used |= {c for _sk, _a, c in earlier}
    rest = [c for c in range(N_CARDS) if c not in used]
    config.chance(round).shuffle(rest)

    if phase == "recruit":
        if g.mode == Mode.V7:
            raise InvalidStateError("scenario: R-V7 recruit positions start from new_game()")
        size = 8 if g.mode == Mode.V8 else (6 if n == 3 else 5)
        pos["phase"] = "pass"
        pos["hands"] = [_fill(given.get(s, []), size, rest, s) for s in range(n)]
        _settle_recruit(pos, rest, n)
        pos.update(skirmish=0, order=[], turn=0, trick=[], led_suit=None, acting=None, played=[])
        return _finish(pos)
    if phase != "play":
        raise InvalidStateError(f"scenario: phase must be 'recruit' or 'play', not {phase!r}")

    k = pos["kachidoki_seat"]
    order = play_order(k, n, g.mode == Mode.V7)
    cards_each = 8 if g.mode == Mode.V7 else (7 if g.mode == Mode.V8 else (6 if n == 3 else 5))
    plays_each = 2 if g.mode == Mode.V7 else 1
    trick_out = []
    first_armies: dict[int, int] = {}
    for i, (colour, c) in enumerate(trick_items):
        s = order[i]
        if colour is not None:
            a = _army(colour, g)
        elif g.mode == Mode.V7:
            a = 2 * s + (1 if first_armies.get(s) == 2 * s else 0)
        else:
            a = s
        first_armies.setdefault(s, a)
        trick_out.append([COLOURS[a], CARD_TEXT[c]])
    hands_out = []
    for s in range(n):
        done = sum(1 for i in range(len(trick_items)) if order[i] == s)
        hands_out.append(_fill(given.get(s, []), cards_each - plays_each * skirmish - done, rest, s))
    pos["phase"] = "play"
    pos["hands"] = hands_out
    _settle_recruit(pos, rest, n)
    pos.update(skirmish=skirmish, order=order, turn=len(trick_out), trick=trick_out, acting=None)
    pos["led_suit"] = None if not trick_items else SUIT_NAMES[CARD_SUIT[trick_items[0][1]]]
    pos["played"] = [[sk, COLOURS[a], CARD_TEXT[c]] for sk, a, c in earlier]
    pos["played"] += [[skirmish, a, c] for a, c in trick_out]
    return _finish(pos)


def _settle_recruit(pos: Position, rest: list[int], n: int) -> None:
    """No recruit choice under way: the cards left over set aside (R-P1), no discards, draft,
    pending choices or passed cards known (R-P2, R-P3)."""
    pos["set_aside"] = [CARD_TEXT[c] for c in rest]
    for key in ("discards", "draft", "draft_given", "received"):
        pos[key] = [[] for _ in range(n)]
    pos["pending"] = [None] * n
    pos["known"] = [[[] for _ in range(n)] for _ in range(n)]


def _fill(given: list[int], size: int, rest: list[int], seat: int) -> list[str]:
    if len(given) > size:
        raise InvalidStateError(
            f"scenario: seat {seat + 1} is given {len(given)} cards; it holds {size} here")
    out = list(given)
    while len(out) < size:
        out.append(rest.pop())
    return [CARD_TEXT[c] for c in sorted(out)]


def _finish(pos: Position) -> Game:
    g = game_from_position(pos)
    g.start_position = position_to_dict(g)
    return g


__all__ = ["scenario"]
