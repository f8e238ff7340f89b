"""The skirmish as it unfolds on the table: the cards played so far in their slots, and the
finished skirmish kept on show (its winner lit, a line saying why) until the next card.

The engine clears the trick the moment a skirmish is won, so what the view alone cannot show
comes from the events (:meth:`SkirmishShow.take`); each card flies in from where it left the hand
(:attr:`SkirmishShow.origin`) or from its army's panel.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QGraphicsScene

from ...model import events as ev
from ...model.board import play_order
from ...model.phases import Mode, Phase
from ...model.scoring import winning_card
from ...model.tricks import v7_armies_for
from ...presentation.board_state import BoardState
from ...words.basics import area_name, list_join, suit_word
from ...words.basics import card_words as card_name
from ...words.events import skirmish_reason
from ...words.scoring import skirmish_first_card, skirmish_leader
from ...words.tooltips import trick_card_tooltip
from ...words.translation import translate
from .. import theme as th
from ..plain_text import plain_tip
from .animation import Animator
from .card_item import CardItem
from .panel_item import PanelItem
from .zone_items import SkirmishZone


class SkirmishShow:
    """The skirmish zone's cards and words, kept from the events and drawn from each view."""

    def __init__(self, scene: QGraphicsScene, zone: SkirmishZone, animator: Animator) -> None:
        self._scene, self._zone, self._animator = scene, zone, animator
        #: the cards in the slots now
        self.items: list[CardItem] = []
        #: where a card left the hand (it flies to the skirmish from there)
        self.origin: dict[int, QPointF] = {}
        self.forget()
        #: the number (0-based) of the skirmish in ``finished``
        self.finished_no = -1

    def forget(self) -> None:
        """Forget what the events told (a new game, or a replay that jumps)."""
        self.plays: list[tuple[int, int]] = []
        self.finished: list[tuple[int, int]] = []
        self.winner: tuple[int, int] | None = None
        self.summary = ""

    def clear(self) -> None:
        """Take every card off the table and forget the story (a new game or a load)."""
        for it in self.items:
            self._scene.removeItem(it)
        self.items = []
        self.forget()
        self.finished_no = -1

    def take(self, e: ev.Event, names: Sequence[str]) -> None:
        """Remember what ``e`` says of the skirmish (other events are not its business)."""
        if isinstance(e, ev.CardPlayed):
            if not self.plays:
                self.finished, self.winner, self.summary = [], None, ""
            self.plays.append((e.army, e.card))
        elif isinstance(e, ev.SkirmishWon):
            self.finished = self.plays
            self.finished_no = e.skirmish
            self.plays = []
            self.winner = (e.army, e.card)
            self.summary = translate("Board", "{0} wins with the {1}: {2}.").format(
                names[e.army], card_name(e.card), skirmish_reason(e.reason)
            )
        elif isinstance(e, ev.AreaScored) and e.kind is ev.Scoring.KACHIDOKI:
            gains = list_join(f"{names[a]} +{p}" for a, _i, _r, p in e.ranking if p)
            self.summary += " " + translate("Board", "Kachidoki in {0}: {1}.").format(
                area_name(e.area), gains or translate("Board", "no RP")
            )

    def sync(self, s: BoardState, panels: Mapping[int, PanelItem]) -> None:
        """Draw the skirmish of ``s``: the cards in their slots, the title, the led suit, the line."""
        v = s.view
        # R-K1, R-S7, R-V7: the seats in the order they play, from the engine's map model
        order = play_order(v.kachidoki_seat, v.players, v.mode is Mode.V7)
        n_slots = len(order)
        winner: tuple[int, int] | None
        if v.trick:
            shown = list(v.trick)
            winner = shown[winning_card([c for _a, c in shown])[0]]  # winning so far (R-K4)
        elif self.finished:
            shown = list(self.finished)
            winner = self.winner
        else:
            shown, winner = [], None
        # names per slot: the armies who played, then who is still to play
        # the seat's name under its card; the chip beside it carries the army's colour and letter
        labels = [(slot_name(s, a), a) for a, _c in shown]
        next_slot = -1
        if v.phase in (Phase.PLAY, Phase.MODE, Phase.PLACE, Phase.AP) and (v.trick or not self.finished):
            sofar = list(v.trick)
            for seat in order[len(labels) :]:
                armies = s.seat_armies(seat)
                if v.mode is Mode.V7:  # the army that will play there, when the rules tell
                    armies = v7_armies_for(seat, sofar, v.rp)
                if len(armies) == 1:
                    labels.append((slot_name(s, armies[0]), armies[0]))
                    sofar.append((armies[0], -1))
                else:
                    labels.append((s.seat_names[seat], -1))
            if v.phase is Phase.PLAY:
                next_slot = len(shown)
        self._place_cards(s, shown, winner, n_slots, panels)
        # the finished skirmish still on show keeps its own number until the next card
        past = bool(shown) and not v.trick and self.finished_no >= 0
        if v.phase in (Phase.PASS, Phase.DISCARD, Phase.DRAFT, Phase.OVER) and not past:
            title = translate("Board", "Skirmish")
        else:
            number = self.finished_no if past else v.skirmish
            title = translate("Board", "Skirmish {0} of {1}").format(
                min(number + 1, v.skirmishes_per_round), v.skirmishes_per_round
            )
        led = (
            translate("Board", "led suit: {0}").format(suit_word(v.led_suit))
            if v.led_suit >= 0
            else ""
        )
        counter = ""
        if v.phase is Phase.AP:
            counter = translate("Board", "AP left: {0}").format(v.ap_left)
        elif v.phase is Phase.PLACE:
            counter = translate("Board", "to place: {0}").format(v.placements_left)
        # the game over, the last skirmish is decided: its result, never "winning so far"
        summary = self.summary if not v.trick or v.phase is Phase.OVER else leader_text(v.trick, s.army_names)
        # the card being resolved is marked under its slot (the banner says what to do with it):
        # the line keeps who is winning and why, in two lines of the zone's width
        resolving = -1
        if v.trick and v.phase in (Phase.MODE, Phase.PLACE, Phase.AP):
            acting = (v.acting_army, v.acting_card)
            resolving = next((i for i, play in enumerate(v.trick) if play == acting), -1)
        self._zone.set_info(
            title, led, v.led_suit if v.trick else -1, labels, n_slots, summary, counter, next_slot, resolving
        )

    def _place_cards(self, s: BoardState, shown: Sequence[tuple[int, int]], winner: tuple[int, int] | None,
                     n_slots: int, panels: Mapping[int, PanelItem]) -> None:
        v = s.view
        old = {it.card: it for it in self.items}
        items = []
        for i, (army, c) in enumerate(shown):
            it = old.pop(c, None)
            scale = self._zone.trick_scale()
            if it is not None and abs(it.w - th.CARD_W * scale) > 0.01:  # the zone changed size
                self.origin[c] = it.pos()
                self._scene.removeItem(it)
                it = None
            if it is None:
                it = CardItem(c, scale)
                start = self.origin.pop(c, None)
                if start is None:
                    panel = panels.get(v.owner[army])
                    start = panel.pos() + QPointF(60, 40) if panel else self._zone.slot_pos(i, n_slots)
                it.setPos(start)
                it.setZValue(50)
                self._scene.addItem(it)
            it.set_state(winner=winner is not None and (army, c) == winner, dimmed=False)
            it.setToolTip(plain_tip(trick_card_tooltip(card_name(c), s.army_names[army])))
            self._animator.move(it, self._zone.slot_pos(i, n_slots))
            items.append(it)
        for it in old.values():
            self._scene.removeItem(it)
        self.items = items
        self.origin.clear()


def leader_text(trick: Sequence[tuple[int, int]], army_names: Sequence[str]) -> str:
    """Who is winning the skirmish so far and why (R-K4 a/b/c, the later card among equals)."""
    if not trick:
        return ""
    idx, reason = winning_card([c for _a, c in trick])
    army, c = trick[idx]
    if len(trick) == 1:
        return skirmish_first_card(army_names[army], card_name(c))
    return skirmish_leader(army_names[army], card_name(c), skirmish_reason(reason))


def slot_name(s: BoardState, army: int) -> str:
    """The name under a skirmish slot: the seat commanding ``army`` (its chip tells the army)."""
    seat = s.view.owner[army]
    return s.seat_names[seat] if 0 <= seat < len(s.seat_names) else s.army_names[army]
