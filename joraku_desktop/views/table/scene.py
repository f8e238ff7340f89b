"""The table: map, tokens, panels, skirmish, hand, and the gestures that play the game.

The scene draws a :class:`BoardState` (one seat's view) and turns gestures into requests: it
hands the :class:`Action` to whoever answers for the game (:meth:`BoardScene.answer_with`: the main
window, through the controller), whose return value is the refusal in words, or None. It never
changes the game itself. Movement is animated from the
difference between the last drawn view and the new one, so the table cannot drift from the
engine: every sync places every item from the current view.

The mouse on the table is one explicit mode (:mod:`.gestures`, :attr:`BoardScene.gesture`);
what a piece may do and what each drop asks for is decided without Qt in :mod:`..presentation.targets`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QPointF, Qt, QTimer, Signal
from PySide6.QtGui import QBrush, QColor, QLinearGradient
from PySide6.QtWidgets import QGraphicsObject, QGraphicsScene, QGraphicsSceneMouseEvent
from typing_extensions import override

from ...model import CARD_NUMBER, NEUTRAL, Action
from ...model import events as ev
from ...model.actions import PLAY, PLAY_CARD
from ...model.board import Board
from ...model.phases import RECRUIT_PHASES, Mode, Phase
from ...model.rules_data import N_AREAS
from ...presentation.banner import Moment, instruction
from ...presentation.board_state import BoardState
from ...presentation.targets import (
    hand_refusal,
    relocation_targets,
    selection_action,
    selection_size,
)
from ...words.refusals import not_usable_text
from ...words.table import phase_title
from ...words.tooltips import (
    banner_tooltip,
    card_tooltip,
    follow_reason,
    skirmish_zone_tooltip,
)
from ...words.translation import translate
from ...words.variants import variant_card_name, variant_card_text
from .. import theme as th
from ..plain_text import plain_tip
from .animation import Animator
from .area_item import AreaItem
from .card_item import CardItem
from .gestures import Gesture, TableGestures
from .hand import (
    first_usable,
    hand_card_top,
    hand_cards,
    hand_tag,
    row_needs,
    row_places,
    show_recruit_slots,
)
from .key_calm import KeyCalm
from .knowledge_items import KnownCardsZone
from .panel_data import panel_data
from .panel_item import PanelItem
from .skirmish_show import SkirmishShow
from .table_layout import scene_size, table_layout
from .tips import area_tips, panel_tips
from .token_items import DaimyoItem, SamuraiItem
from .tokens import place_tokens
from .zone_items import BannerItem, CurtainItem, PassZone, SkirmishZone, ToastItem, VariantsItem

if TYPE_CHECKING:
    from ...controller import GameController

#: who answers the table's requests: given the Action, the refusal in words, or None
Answerer = Callable[[Action], str | None]


def _nobody_answers(_action: Action) -> str | None:
    """A scene nobody answers for yet (a test's bare table) refuses nothing and changes nothing."""
    return None


class BoardScene(QGraphicsScene):
    """Emits :attr:`selection_changed` when the cards chosen to pass change, and
    :attr:`curtain_clicked` when the player behind the curtain is ready."""

    selection_changed = Signal()
    curtain_clicked = Signal()
    #: the tiles were laid out anew for the view's shape (layers drawn over them follow)
    layout_changed = Signal()
    choice_needed = Signal(list)  # list of Actions the player must pick from (R-V7 army)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(th.SCENE, parent)
        #: where every tile goes: follows the shape of the view (:meth:`fit_to_aspect`)
        self.layout = table_layout(th.SCENE.width(), th.SCENE.height())
        self.animator = Animator(self)
        #: who answers a request (:meth:`answer_with`): the refusal in words, or None
        self._answerer: Answerer = _nobody_answers
        #: the request being made comes from a card dropped by one drag (the window may ask first)
        self.by_drag = False
        self.state: BoardState | None = None
        self.banner = BannerItem()
        self.variants = VariantsItem()
        self.skirmish = SkirmishZone()
        self.pass_zone = PassZone()
        self.curtain = CurtainItem()
        self.toast = ToastItem()
        self.known = KnownCardsZone()
        self.banner.setToolTip(plain_tip(banner_tooltip()))
        self.skirmish.setToolTip(plain_tip(skirmish_zone_tooltip()))
        for item in (
            self.banner, self.variants, self.skirmish, self.pass_zone, self.known, self.curtain, self.toast
        ):
            self.addItem(item)
        self.areas = [AreaItem(a) for a in range(N_AREAS)]
        for a in self.areas:
            self.addItem(a)
        self.panels: dict[int, PanelItem] = {}
        self.daimyo: dict[int, DaimyoItem] = {}
        self.samurai: dict[int, list[SamuraiItem]] = {}
        self.hand_items: list[CardItem] = []
        self.pass_selection: list[int] = []
        #: the banner's instruction in place of the table's own (a tutorial step that is done)
        self.banner_override = ""
        #: R-V7: the ways to play the card just dropped, while the player picks the army
        self.army_choice: tuple[Action, ...] = ()
        self.focus_index = -1
        #: Enter and Space rest for a moment after a scoring beat (the press meant for it)
        self.calm = KeyCalm(self)
        self.hand_clear_left = self.hand_row_left = 0.0  # row_places: the hint's room; the row's left
        self._armies: tuple[int, ...] = ()
        #: the mouse on the table, as one explicit mode
        self.gestures = TableGestures(self)
        #: the skirmish as it unfolds, from the events (the engine clears the trick at once)
        self.skirmish_show = SkirmishShow(self, self.skirmish, self.animator)
        #: RP the panels show while a scoring beat counts them up (None: the view's RP); the
        #: round whose chart row the areas light meanwhile (the view may be in the next round)
        self._rp_shown: tuple[int, ...] | None = None
        self._round_shown: int | None = None
        self._toast_timer = QTimer(self)
        self._toast_timer.setSingleShot(True)
        self._toast_timer.timeout.connect(lambda: self.toast.show_text(""))
        self._apply_layout(th.SCENE.width(), th.SCENE.height())

    # ---- the table's shape -------------------------------------------------------------
    def fit_to_aspect(self, aspect: float, view_h: float | None = None) -> None:
        """Give the table the view's width/height ratio (within bounds) and lay the tiles out on
        it, so the window is used edge to edge rather than shown with empty bands (a view
        ``view_h`` pixels high too low for the design height gets the compact rows)."""
        w, h = scene_size(aspect, view_h)
        if (w, h) != (self.layout.scene.width(), self.layout.scene.height()):
            self._apply_layout(w, h)

    def _apply_layout(self, w: float, h: float) -> None:
        lay = table_layout(w, h, N_AREAS, len(self.panels) or 4)
        self.layout = lay
        self.setSceneRect(lay.scene)
        g = QLinearGradient(0, 0, 0, h)
        g.setColorAt(0, QColor("#242a32"))
        g.setColorAt(1, th.WINDOW)
        self.setBackgroundBrush(QBrush(g))
        self.banner.set_rect(lay.banner)
        self.variants.set_rect(lay.variants)
        self.skirmish.set_rect(lay.skirmish)
        self.pass_zone.set_rect(lay.pass_zone)
        self.known.set_rect(lay.pass_zone)
        self.curtain.set_rect(lay.scene)
        # over the panels' row, never over the areas: a message read out in the tutorial's step on
        # reading the table must not hide the chart rows the next lesson talks about
        self.toast.setPos(QPointF(w / 2, lay.panels[0].top() + 40))
        for area, rect in zip(self.areas, lay.areas, strict=True):
            area.set_rect(rect)
        for panel, rect in zip(self.panels.values(), lay.panels, strict=False):
            panel.set_rect(rect)
        if self.state is not None:  # every token, card and cube to its new place, at once
            ms, self.animator.duration_ms = self.animator.duration_ms, 0
            try:
                self.animator.finish_all()
                self.sync(self.state)
            finally:
                self.animator.duration_ms = ms
        self.layout_changed.emit()

    def bind(self, controller: GameController) -> None:
        """Follow the controller: a new game clears the table (and any curtain), and the events
        of every applied action are taken in for what the view alone cannot show."""
        controller.game_started.connect(self._on_game_started)
        controller.action_applied.connect(
            lambda events, _action, _seat: self.feed_events(events, controller.names)
        )

    def _on_game_started(self) -> None:
        self.reset()
        self.hide_curtain()

    # ---- building ------------------------------------------------------------------------------
    def reset(self) -> None:
        """Forget the table of a previous game (a new game or a load)."""
        for pool in self.samurai.values():
            for cube in pool:
                self.removeItem(cube)
        for it in (*self.daimyo.values(), *self.panels.values(), *self.hand_items):
            self.removeItem(it)
        self.samurai, self.daimyo, self.panels = {}, {}, {}
        self.hand_items = []
        self.skirmish_show.clear()
        self.pass_selection = []
        self.army_choice = ()
        self._armies = ()
        self._rp_shown, self._round_shown = None, None
        self.gestures.reset()
        for a in self.areas:
            a.set_result("", ())
        self.state = None

    def _build(self, s: BoardState) -> None:
        v = s.view
        self._armies = v.armies
        seats = list(range(v.players)) + ([-1] if NEUTRAL in v.armies and v.mode is Mode.V8 else [])
        for i, seat in enumerate(seats):
            panel = PanelItem(i, panel_data(s, seat, self._rp_shown, self._round_shown))
            self.addItem(panel)
            self.panels[seat] = panel
        self.layout = table_layout(self.layout.scene.width(), self.layout.scene.height(), N_AREAS, len(seats))
        for panel, rect in zip(self.panels.values(), self.layout.panels, strict=True):
            panel.set_rect(rect)
        self.layout_changed.emit()  # the scoring veil and the hint layer follow the new table
        for army in v.armies:
            d = DaimyoItem(army)
            d.area = v.daimyo_area[army]
            self.addItem(d)
            self.daimyo[army] = d
            pool = []
            for k in range(10):
                it = SamuraiItem(army, k)
                it.area = -2  # not placed yet: sync gives each a home
                self.addItem(it)
                pool.append(it)
            self.samurai[army] = pool

    # ---- sync ------------------------------------------------------------------------------------
    def retell(self, events: Sequence[ev.Event], names: Sequence[str]) -> None:
        """Forget what the events told so far and take in ``events`` instead (a replay that
        jumps: the table then remembers the skirmish and scoring of the position it shows)."""
        self.skirmish_show.forget()
        for a in self.areas:
            a.set_result("", ())
        self.feed_events(events, names)

    def feed_events(self, events: Sequence[ev.Event], names: Sequence[str]) -> None:
        """Remember what the view alone cannot show: the finished skirmish and scoring."""
        self.army_choice = ()  # whatever happened, the choice offered before it is gone
        round_ = self.state.view.round if self.state else 1
        for e in events:
            if isinstance(e, ev.RoundStarted | ev.SkirmishPhaseStarted):
                round_ = e.round
            self.skirmish_show.take(e, names)
            if isinstance(e, ev.AreaScored) and e.kind is ev.Scoring.PRESTIGE:
                self.areas[e.area].set_result(
                    translate("Board", "R{0}").format(round_),
                    [(a, r, p) for a, _i, r, p in e.ranking if a != NEUTRAL],
                )
            elif isinstance(e, ev.SkirmishPhaseStarted):
                for a in self.areas:
                    a.set_result("", ())

    def redraw(self) -> None:
        """Every item painted again (their caches dropped): after a change of language the cards,
        panels and areas say their words in the new one."""
        for item in self.items():
            item.update()

    def sync(self, s: BoardState) -> None:
        """Draw ``s``: every item takes its place from this view (animated where it moved)."""
        if self.state is None or s.view.armies != self._armies or not self.panels:
            self.reset()
            self._build(s)
        prev = self.state
        self.state = s
        v = s.view
        moved_on = prev is None or prev.view.phase != v.phase or prev.view.current_seat != v.current_seat
        if moved_on:
            self.gestures.cancel_relocation()
            self.army_choice = ()
        if v.phase not in RECRUIT_PHASES or not s.interactive:
            self.pass_selection = []
        else:
            pool = set(v.hand) | set(v.draft_hand)
            self.pass_selection = [c for c in self.pass_selection if c in pool]
        if s.interactive and (moved_on or prev is None or not prev.interactive):  # a turn starts here
            self.focus_index = first_usable(s, self.pass_selection)
        self._sync_banner(s)
        self._sync_areas(s)
        for seat, panel in self.panels.items():
            panel.set_data(panel_data(s, seat, self._rp_shown, self._round_shown))
            panel_tips(panel, s.army_names)
        self._sync_tokens(s)
        show_recruit_slots(s, self.pass_zone, self.known, len(self.pass_selection))  # the slots' size first
        self._sync_hand(s)
        self.skirmish_show.sync(s, self.panels)
        self.variants.set_cards(
            [
                (vid, variant_card_name(vid), variant_card_text(vid))
                for vid in sorted(v.variants)
            ],
            v.mode.label if v.mode is not Mode.BASE else "",
        )

    def _sync_banner(self, s: BoardState) -> None:
        left, mid = phase_title(s.view)
        seat = s.view.current_seat
        colour = th.ARMY_COLOUR[s.seat_armies(seat)[0]] if seat >= 0 else th.GOLD
        g = self.gestures
        moment = Moment(len(self.pass_selection), g.relocate_from, self.army_choice, g.by_keys)
        self.banner.set_text(left, mid, self.banner_override or instruction(s, moment), colour)

    def offer_army_choice(self, actions: Sequence[Action]) -> None:
        """R-V7: the card may be played for either army; the banner asks, the bar has the buttons."""
        self.army_choice = tuple(actions)
        if self.state is not None:
            self._sync_banner(self.state)
        self.choice_needed.emit(list(actions))

    def _sync_areas(self, s: BoardState) -> None:
        v = s.view
        card_area = -1
        if v.phase in (Phase.MODE, Phase.PLACE) and v.acting_card >= 0 and CARD_NUMBER[v.acting_card]:
            card_area = CARD_NUMBER[v.acting_card]
        board = Board.from_view(v)  # influence (R-C8) from the engine's map model
        for a in self.areas:
            infl = {army: board.influence(army, a.area) for army in v.armies}
            a.set_state(v.armies, infl, self._round_shown or v.round, a.area == card_area)
            area_tips(a, s.army_names)
            a.set_target("")
        src = self.gestures.relocate_from
        if src is not None:
            targets = relocation_targets(s.legal, src)
            for a in self.areas:
                drop = targets.get(a.area)
                a.set_target("legal" if drop is not None and drop.legal else "")

    def set_rp_shown(self, rp: Sequence[int] | None, round_: int | None = None) -> None:
        """While scoring is shown: the panels show ``rp`` (by army id) as it counts up and the
        areas light the chart row of ``round_``. None: the view's RP and round again."""
        self._rp_shown = tuple(rp) if rp is not None else None
        self._round_shown = round_ if rp is not None else None
        if self.state is not None:
            for seat, panel in self.panels.items():
                panel.set_data(panel_data(self.state, seat, self._rp_shown, self._round_shown))
            self._sync_areas(self.state)
            self._sync_hand(self.state)

    def rp_target(self, army: int) -> QPointF | None:
        """Where ``army``'s score is drawn (RP fly there), or None (no panel scores it)."""
        if self.state is None or army == NEUTRAL:
            return None
        panel = self.panels.get(self.state.view.owner[army])
        return panel.rp_pos(army) if panel is not None else None

    def _sync_tokens(self, s: BoardState) -> None:
        place_tokens(s, self.daimyo, self.samurai, self.areas, self.panels, self.animator)

    # ---- the hand --------------------------------------------------------------------------------
    def _sync_hand(self, s: BoardState) -> None:
        v = s.view
        # a finished round's scoring: the next round's hand waits until it is over
        earlier = self._round_shown is not None and self._round_shown < v.round
        cards = [] if earlier else hand_cards(s)
        old = {it.card: it for it in self.hand_items}
        items: list[CardItem] = []
        for c in cards:
            it = old.pop(c, None)
            if it is None:
                it = CardItem(c)
                it.setPos(QPointF(self.layout.hand.center().x(), self.layout.scene.height() + 40))
                self.addItem(it)
            items.append(it)
        for it in old.values():
            self.skirmish_show.origin[it.card] = it.pos()
            self.removeItem(it)
        self.hand_items = items
        playable = {a.card for a in s.legal if a.kind == PLAY}
        pickable = set(v.draft_hand) if v.phase is Phase.DRAFT else set(v.hand)
        in_hand = [it for it in items if it.card not in self.pass_selection]
        n = len(in_hand)
        if self.focus_index >= n:
            self.focus_index = n - 1
        # the row is laid out for the whole hand, the cards chosen for the pass included: a card
        # chosen leaves its place empty and the others stay under the mouse (a second click
        # takes the card the player aimed at, not its neighbour moved into its place)
        needs = row_needs(s, [it.card for it in items], tags=not self.hand_clear_left)
        row = row_places(needs, self.layout.hand, self.hand_clear_left)
        places = [place for it, place in zip(items, row, strict=True) if it.card not in self.pass_selection]
        self.hand_row_left = row[0][0] if row else self.layout.hand.right()
        y = self.layout.hand.top() + hand_card_top(self.layout.hand.height())
        for i, (it, (x, uncovered)) in enumerate(zip(in_hand, places, strict=True)):
            it.setScale(1.0)
            it.setZValue(30 + items.index(it))
            it.set_uncovered(uncovered)
            self.animator.move(it, QPointF(x, y + (-18 if i == self.focus_index else 0)))
        for j, c in enumerate(self.pass_selection):
            it = next(x for x in items if x.card == c)
            it.set_uncovered(None)
            it.setScale(self.pass_zone.slot_scale())
            it.setZValue(40)
            self.animator.move(it, self.pass_zone.slot_pos(j))
        for it in items:
            dimmed, tip = False, card_tooltip(it.card)
            it.draggable = False
            if s.interactive and v.phase is Phase.PLAY:
                it.draggable = True
                if it.card not in playable:
                    dimmed = True
                    tip = follow_reason(it.card, v.led_suit) if v.led_suit >= 0 else tip
            elif s.interactive and v.phase in (Phase.PASS, Phase.DISCARD, Phase.DRAFT):
                it.draggable = it.card in pickable
                if v.phase is Phase.DRAFT and it.card not in pickable:
                    dimmed = True
                    tip = translate("Hand", "Already yours (kept or personal card).")
            tag, kind, why = hand_tag(s, it.card)
            it.set_tag("" if it.card in self.pass_selection else tag, kind)  # a slot's card: tooltip only
            it.setToolTip(plain_tip(f"{why}\n{tip}" if why else tip))
            it.set_state(
                dimmed=dimmed,
                selected=it.card in self.pass_selection,
                focused=self.focus_index >= 0 and in_hand[self.focus_index : self.focus_index + 1] == [it],
            )

    # ---- what the player chose to pass -----------------------------------------------------------
    def pass_count(self) -> int:
        return selection_size(self.state.view) if self.state is not None else 0

    def toggle_selection(self, card: int) -> None:
        if card in self.pass_selection:
            self.pass_selection.remove(card)
        else:
            if len(self.pass_selection) >= self.pass_count():
                self.pass_selection.pop(0)
            self.pass_selection.append(card)
        self.set_selection(self.pass_selection)

    def set_selection(self, cards: list[int]) -> None:
        """The cards chosen for the pass (the discard, the draft pick), drawn in the slots and
        counted by the header, the banner and the bar at once."""
        self.pass_selection = list(cards)
        if self.state:
            show_recruit_slots(self.state, self.pass_zone, self.known, len(self.pass_selection))
            self._sync_hand(self.state)
            self._sync_banner(self.state)
        self.selection_changed.emit()

    def selection_action(self) -> Action | None:
        """The recruit action for the chosen cards, if the choice is complete and legal."""
        if self.state is None:
            return None
        return selection_action(self.state.view, self.pass_selection, self.state.legal)

    @property
    def trick_items(self) -> list[CardItem]:
        """The cards in the skirmish's slots now."""
        return self.skirmish_show.items

    # ---- messages ----------------------------------------------------------------------------------
    def show_message(self, text: str, ms: int = 3500) -> None:
        self.toast.show_text(text)
        self._toast_timer.start(ms)

    def clear_message(self) -> None:
        self._toast_timer.stop()
        self.toast.show_text("")

    # ---- the gesture (views/gestures.py holds the mode) ------------------------------------------
    @property
    def gesture(self) -> Gesture:
        return self.gestures.mode

    @property
    def relocate_from(self) -> int | None:
        """The area of the neutral samurai being relocated, while its target is chosen (R-V8)."""
        return self.gestures.relocate_from

    @property
    def curtain_up(self) -> bool:
        return self.gestures.mode is Gesture.CURTAIN

    def show_curtain(self, name: str) -> None:
        """Hide every hand until ``name`` is ready (hot seat, R-P3); a gesture under way ends."""
        self.curtain.show_for(name)
        self.gestures.enter(Gesture.CURTAIN)

    def hide_curtain(self) -> None:
        self.curtain.setVisible(False)
        if self.gestures.mode is Gesture.CURTAIN:
            self.gestures.enter(Gesture.IDLE)

    def moment_changed(self) -> None:
        """The R-V8 relocation choice began or ended (light the areas it may go to, or none), or
        the player took up the keyboard or the mouse (the banner says the keys, or not)."""
        if self.state is not None:
            self._sync_areas(self.state)
            self._sync_banner(self.state)

    def remember_origin(self, card: int, pos: QPointF | None) -> None:
        """Where a card left the hand, so it flies to the skirmish from there (None: forget it)."""
        if pos is None:
            self.skirmish_show.origin.pop(card, None)
        else:
            self.skirmish_show.origin[card] = pos

    def focus_card(self, item: CardItem) -> None:
        in_hand = [it for it in self.hand_items if it.card not in self.pass_selection]
        self.focus_index = in_hand.index(item) if item in in_hand else -1
        if self.state is not None:
            self._sync_hand(self.state)

    @override
    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self.gestures.press(event.scenePos()):
            event.accept()
            return None
        return super().mousePressEvent(event)

    @override
    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        left_down = bool(event.buttons() & Qt.MouseButton.LeftButton)
        if self.gestures.move(event.scenePos(), left_down):
            event.accept()
            return None
        return super().mouseMoveEvent(event)

    @override
    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.gestures.release(event.scenePos()):
            event.accept()
            return None
        return super().mouseReleaseEvent(event)

    @override
    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        item = self.gestures.item_at(event.scenePos())
        if isinstance(item, CardItem) and self.state and self.state.view.phase is Phase.PLAY:
            # the double-click's first click said how to play; the play itself answers now (a
            # refusal is said again by play_card)
            self.clear_message()
            self.play_card(item.card)
            event.accept()
            return None
        return super().mouseDoubleClickEvent(event)

    def answer_with(self, answerer: Answerer) -> None:
        """Who answers this table's requests: a callable given the :class:`Action` that returns
        the refusal in words, or None once it is taken (the main window, a replay's window)."""
        self._answerer = answerer

    def request(self, action: Action, *, by_drag: bool = False) -> str | None:
        """Ask for ``action``: the answerer's refusal in words, or None. ``by_drag``: a card
        dropped by one drag (:attr:`by_drag` says so while the request is made)."""
        self.by_drag = by_drag
        try:
            return self._answerer(action)
        finally:
            self.by_drag = False

    def ask(self, action: Action) -> None:
        """Request ``action``; a refusal is shown and the table redrawn as it was."""
        reason = self.request(action)
        if reason:
            self.show_message(reason)
            if self.state:
                self.sync(self.state)

    # ---- keyboard --------------------------------------------------------------------------------
    def play_card(self, card: int) -> None:
        s = self.state
        if s is None:
            return
        acts = [a for a in s.legal if a.kind == PLAY and a.card == card]
        if len(acts) > 1:
            self.offer_army_choice(acts)
            return
        action = acts[0] if acts else PLAY_CARD[card]
        self.remember_origin(card, next((it.pos() for it in self.hand_items if it.card == card), QPointF()))
        self.ask(action)

    def move_focus(self, step: int) -> None:
        n = len([it for it in self.hand_items if it.card not in self.pass_selection])
        if n:
            self.set_focus((self.focus_index + step) % n if self.focus_index >= 0 else 0)

    def set_focus(self, index: int) -> None:
        n = len([it for it in self.hand_items if it.card not in self.pass_selection])
        if self.state is None or not 0 <= index < n:
            return
        self.focus_index = index
        self._sync_hand(self.state)

    def activate_focus(self) -> bool:
        """Enter on the focused card: play it or choose it."""
        s = self.state
        in_hand = [it for it in self.hand_items if it.card not in self.pass_selection]
        if s is None or not (0 <= self.focus_index < len(in_hand)) or not s.interactive:
            return False
        card = in_hand[self.focus_index].card
        if s.view.phase is Phase.PLAY:
            self.play_card(card)
        elif s.view.phase in RECRUIT_PHASES:
            self.toggle_selection(card)
        else:  # mid-card: the hand waits for the next skirmish, and the words say what is offered
            self.show_message(not_usable_text(hand_refusal(s.view.phase)))
        return True

    def item_named(self, name: str) -> QGraphicsObject | None:
        """The item with this objectName (tests and accessibility)."""
        found = (it for it in self.items() if isinstance(it, QGraphicsObject) and it.objectName() == name)
        return next(found, None)
