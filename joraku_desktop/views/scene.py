"""The table: map, tokens, panels, skirmish, hand, and the gestures that play the game.

The scene draws a :class:`BoardState` (one seat's view) and turns gestures into requests:
``scene.request(action)`` is wired to the controller by the window and returns ``None`` or the
reason for a refusal. It never changes the game itself. Movement is animated from the
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

from ..model import CARD_NUMBER, NEUTRAL, Action
from ..model import events as ev
from ..model.actions import PLAY, PLAY_CARD
from ..model.board import Board, play_order
from ..model.phases import RECRUIT_PHASES, SKIRMISH_PHASES, Mode, Phase
from ..model.rules_data import N_AREAS
from ..model.scoring import winning_card
from ..presentation.banner import Moment, draft_pick, instruction
from ..presentation.board_state import BoardState
from ..presentation.targets import (
    SUPPLY,
    SamuraiPiece,
    daimyo_draggable,
    relocation_targets,
    samurai_role,
    selection_action,
    selection_size,
)
from ..words.basics import area_name, list_join, suit_word
from ..words.basics import card_words as card_name
from ..words.events import skirmish_reason
from ..words.scoring import skirmish_first_card, skirmish_leader
from ..words.table import (
    discard_hint,
    draft_hint,
    pass_zone_progress,
    pass_zone_title,
    phase_title,
    tag_kept,
    tag_personal,
    tag_received,
)
from ..words.tooltips import (
    banner_tooltip,
    card_tooltip,
    daimyo_tooltip,
    follow_reason,
    hand_tag_tooltip,
    pass_zone_tooltip,
    received_card_tooltip,
    samurai_tooltip,
    skirmish_zone_tooltip,
    supply_samurai_tooltip,
    trick_card_tooltip,
)
from ..words.translation import translate
from ..words.variants import variant_card_name, variant_card_text
from . import theme as th
from .animation import Animator
from .area_item import AreaItem
from .card_item import CardItem
from .gestures import Gesture, TableGestures
from .knowledge_items import KnownCardsZone, known_rows
from .panel_item import PanelData, PanelItem, kind_label
from .plain_text import plain_tip
from .table_layout import scene_size, table_layout
from .tips import area_tips, panel_tips
from .token_items import DaimyoItem, SamuraiItem
from .zone_items import TRICK_SCALE, BannerItem, CurtainItem, PassZone, SkirmishZone, ToastItem, VariantsItem

if TYPE_CHECKING:
    from ..controller import GameController



class BoardScene(QGraphicsScene):
    """Emits :attr:`selection_changed` when the cards chosen to pass change, and
    :attr:`curtain_clicked` when the player behind the curtain is ready."""

    selection_changed = Signal()
    curtain_clicked = Signal()
    #: the tiles were laid out anew for the view's shape (layers drawn over them follow)
    layout_changed = Signal()
    choice_needed = Signal(object)  # list of Actions the player must pick from (R-V7 army)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(th.SCENE, parent)
        #: where every tile goes: follows the shape of the view (:meth:`fit_to_aspect`)
        self.layout = table_layout(th.SCENE.width(), th.SCENE.height())
        self.animator = Animator(self)
        self.request: Callable[[Action], str | None] = lambda a: translate("Board", "No game.")
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
        self.trick_items: list[CardItem] = []
        self.pass_selection: list[int] = []
        #: the banner's instruction in place of the table's own (a tutorial step that is done)
        self.banner_override = ""
        #: R-V7: the ways to play the card just dropped, while the player picks the army
        self.army_choice: tuple[Action, ...] = ()
        self.focus_index = -1
        self._armies: tuple[int, ...] = ()
        #: the mouse on the table, as one explicit mode
        self.gestures = TableGestures(self)
        # the skirmish as it unfolds, from the events (the engine clears the trick at once)
        self._plays: list[tuple[int, int]] = []
        self._finished: list[tuple[int, int]] = []
        #: the number (0-based) of the skirmish in ``_finished``
        self._finished_no = -1
        self._winner: tuple[int, int] | None = None
        self._summary = ""
        #: RP the panels show while a scoring beat counts them up (None: the view's RP); the
        #: round whose chart row the areas light meanwhile (the view may be in the next round)
        self._rp_shown: tuple[int, ...] | None = None
        self._round_shown: int | None = None
        self._origin: dict[int, QPointF] = {}
        self._toast_timer = QTimer(self)
        self._toast_timer.setSingleShot(True)
        self._toast_timer.timeout.connect(lambda: self.toast.show_text(""))
        self._apply_layout(th.SCENE.width(), th.SCENE.height())

    # ---- the table's shape -------------------------------------------------------------
    def fit_to_aspect(self, aspect: float) -> None:
        """Give the table the view's width/height ratio (within bounds) and lay the tiles out on
        it, so the window is used edge to edge rather than shown with empty bands."""
        w, h = scene_size(aspect)
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
        self.toast.setPos(QPointF(w / 2, lay.panels[0].top() - 26))
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
        for it in (*self.daimyo.values(), *self.panels.values(), *self.hand_items, *self.trick_items):
            self.removeItem(it)
        self.samurai, self.daimyo, self.panels = {}, {}, {}
        self.hand_items, self.trick_items = [], []
        self.pass_selection = []
        self.army_choice = ()
        self._armies = ()
        self._plays, self._finished, self._winner, self._summary = [], [], None, ""
        self._finished_no = -1
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
            panel = PanelItem(i, self._panel_data(s, seat))
            self.addItem(panel)
            self.panels[seat] = panel
        self.layout = table_layout(self.layout.scene.width(), self.layout.scene.height(), N_AREAS, len(seats))
        for panel, rect in zip(self.panels.values(), self.layout.panels, strict=True):
            panel.set_rect(rect)
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
        self._plays, self._finished, self._winner, self._summary = [], [], None, ""
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
            if isinstance(e, ev.CardPlayed):
                if not self._plays:
                    self._finished, self._winner, self._summary = [], None, ""
                self._plays.append((e.army, e.card))
            elif isinstance(e, ev.SkirmishWon):
                self._finished = self._plays
                self._finished_no = e.skirmish
                self._plays = []
                self._winner = (e.army, e.card)
                self._summary = translate("Board", "{0} wins with the {1} ({2}).").format(
                    names[e.army], card_name(e.card), skirmish_reason(e.reason)
                )
            elif isinstance(e, ev.AreaScored) and e.kind == "kachidoki":
                gains = list_join(f"{names[a]} +{p}" for a, _i, _r, p in e.ranking if p)
                self._summary += " " + translate("Board", "Kachidoki in {0}: {1}.").format(
                    area_name(e.area), gains or translate("Board", "no RP")
                )
            elif isinstance(e, ev.AreaScored) and e.kind == "prestige":
                self.areas[e.area].set_result(
                    translate("Board", "R{0}").format(round_),
                    [(a, r, p) for a, _i, r, p in e.ranking if a != NEUTRAL],
                )
            elif isinstance(e, ev.SkirmishPhaseStarted):
                for a in self.areas:
                    a.set_result("", ())

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
            self.focus_index = self._first_usable(s)
        self._sync_banner(s)
        self._sync_areas(s)
        for seat, panel in self.panels.items():
            panel.set_data(self._panel_data(s, seat))
            panel_tips(panel, s.army_names)
        self._sync_tokens(s)
        self._sync_hand(s)
        self._sync_skirmish(s)
        self._sync_pass_zone(s)
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
        moment = Moment(len(self.pass_selection), self.gestures.relocate_from, self.army_choice)
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

    def _panel_data(self, s: BoardState, seat: int) -> PanelData:
        v = s.view
        rp = self._rp_shown if self._rp_shown is not None else v.rp
        rp_scale = max(30, *(rp[a] for a in v.armies))
        if seat < 0:
            return PanelData(
                -1,
                translate("Board", "Neutral army"),
                translate("Board", "R-V8"),
                (NEUTRAL,),
                (0,),
                (v.supply[NEUTRAL],),
                (0,),
                rp_scale,
                0,
                False,
                False,
                translate("Board", "moves toward Kyoto each round"),
                translate("Board", "Daimyo in {0}; its samurai are moved, never removed.").format(
                    area_name(v.daimyo_area[NEUTRAL])
                ),
            )
        armies = s.seat_armies(seat)
        status = ""
        scoring = self._rp_shown is not None  # nobody acts while scoring is shown
        if scoring:
            pass
        elif v.phase in (Phase.PASS, Phase.DISCARD, Phase.DRAFT) and v.waiting_for:
            status = translate("Board", "choosing…") if seat in v.waiting_for else translate("Board", "ready")
        elif seat == v.current_seat and s.thinking:
            status = translate("Board", "thinking…")
        return PanelData(
            seat,
            s.seat_names[seat],
            kind_label(s.seat_kinds[seat], seat == s.hand_seat),
            armies,
            tuple(v.daimyo_card[a] for a in armies),
            tuple(v.supply[a] for a in armies),
            tuple(rp[a] for a in armies),
            rp_scale,
            v.hand_sizes[seat],
            v.kachidoki_seat == seat,
            seat == v.current_seat and not scoring,
            status,
            translate("Board", "Daimyo card {0}; the daimyo stands in {1}.").format(
                v.daimyo_card[armies[0]], area_name(v.daimyo_area[armies[0]])
            ),
            s.revealed[seat] if 0 <= seat < len(s.revealed) else (),
        )

    def set_rp_shown(self, rp: Sequence[int] | None, round_: int | None = None) -> None:
        """While scoring is shown: the panels show ``rp`` (by army id) as it counts up and the
        areas light the chart row of ``round_``. None: the view's RP and round again."""
        self._rp_shown = tuple(rp) if rp is not None else None
        self._round_shown = round_ if rp is not None else None
        if self.state is not None:
            for seat, panel in self.panels.items():
                panel.set_data(self._panel_data(self.state, seat))
            self._sync_areas(self.state)

    def rp_target(self, army: int) -> QPointF | None:
        """Where ``army``'s score is drawn (RP fly there), or None (no panel scores it)."""
        if self.state is None or army == NEUTRAL:
            return None
        panel = self.panels.get(self.state.view.owner[army])
        return panel.rp_pos(army) if panel is not None else None

    def _sync_tokens(self, s: BoardState) -> None:
        v = s.view
        acting = v.acting_army if s.interactive else -1
        for army in v.armies:
            d = self.daimyo[army]
            d.area = v.daimyo_area[army]
            self.animator.move(d, self.areas[d.area].daimyo_pos(army))
            d.draggable = daimyo_draggable(v, army, acting)
            d.set_highlight(d.draggable)
            d.setToolTip(plain_tip(daimyo_tooltip(s.army_names[army])))
            self._sync_pool(s, army, acting)

    def _sync_pool(self, s: BoardState, army: int, acting: int) -> None:
        """Give each of the army's ten cubes a home (supply or an area), moving as few as possible."""
        v = s.view
        want = {SUPPLY: v.supply[army] if army != NEUTRAL else 0}
        for area in range(N_AREAS):
            want[area] = v.samurai[army][area]
        pool = self.samurai[army]
        homes: dict[int, list[SamuraiItem]] = {loc: [] for loc in want}
        free: list[SamuraiItem] = []
        for it in pool:
            if it.area in homes and len(homes[it.area]) < want[it.area]:
                homes[it.area].append(it)
            else:
                free.append(it)
        for loc, n in want.items():
            while len(homes[loc]) < n and free:
                homes[loc].append(free.pop(0))
        owner_panel = self.panels.get(v.owner[army]) if v.owner[army] >= 0 else self.panels.get(-1)
        for loc, items in homes.items():
            for k, it in enumerate(items):
                it.area = loc
                it.setVisible(True)
                if loc == SUPPLY:
                    target = owner_panel.supply_pos(army, k) if owner_panel else QPointF(-50, -50)
                else:
                    target = self.areas[loc].samurai_pos(army, k)
                self.animator.move(it, target)
                self._set_token_role(s, it, loc, army, acting)
        for it in free:  # more cubes than the rules allow: never happens, but never draw them
            it.area = -2
            it.setVisible(False)

    def _set_token_role(self, s: BoardState, it: SamuraiItem, loc: int, army: int, acting: int) -> None:
        role = samurai_role(s.view, SamuraiPiece(army, loc), acting)
        it.draggable, it.clickable = role.draggable, role.clickable
        it.set_highlight(it.draggable or it.clickable)
        if it.clickable and army == NEUTRAL:
            text = translate("Board", "1 AP: drive this neutral samurai to another area (R-V8)")
        elif it.clickable:
            text = translate("Board", "Click to remove this samurai (1 AP, R-E2 B)")
        elif it.draggable and loc == SUPPLY:
            text = translate("Board", "Drag onto the card's area to place this samurai (R-E1, R-E2 A)")
        elif it.draggable:
            text = translate("Board", "Drag to a neighbouring area (1 AP, R-E2 B)")
        elif loc == SUPPLY:
            text = supply_samurai_tooltip(s.army_names[army])
        else:
            text = samurai_tooltip(s.army_names[army])
        it.setToolTip(plain_tip(text))

    # ---- the hand --------------------------------------------------------------------------------
    def _hand_cards(self, s: BoardState) -> list[int]:
        if s.hand_seat is None:
            return []
        v = s.view
        if v.phase is Phase.DRAFT and s.interactive:
            return [*v.draft_hand, *v.hand]
        return list(v.hand)

    def _first_usable(self, s: BoardState) -> int:
        """Where the keyboard cursor starts a turn: the first card that may be played (R-K2) or
        picked (R-V7 draft), so Enter never starts with a refusal."""
        v = s.view
        cards = [c for c in self._hand_cards(s) if c not in self.pass_selection]
        usable = {a.card for a in s.legal if a.kind == PLAY} if v.phase is Phase.PLAY else set(v.draft_hand)
        if v.phase in (Phase.PASS, Phase.DISCARD):
            usable = set(v.hand)
        return next((i for i, c in enumerate(cards) if c in usable), 0 if cards else -1)

    def _sync_hand(self, s: BoardState) -> None:
        v = s.view
        cards = self._hand_cards(s)
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
            self._origin[it.card] = it.pos()
            self.removeItem(it)
        self.hand_items = items
        playable = {a.card for a in s.legal if a.kind == PLAY}
        pickable = set(v.draft_hand) if v.phase is Phase.DRAFT else set(v.hand)
        in_hand = [it for it in items if it.card not in self.pass_selection]
        n = len(in_hand)
        if self.focus_index >= n:
            self.focus_index = n - 1
        hand = self.layout.hand
        # side by side, or overlapping when the row is too narrow for the whole hand
        step = th.CARD_W + 12.0
        if n > 1:
            step = min(step, (hand.width() - 20 - th.CARD_W) / (n - 1))
        total = th.CARD_W + max(0, n - 1) * step
        x0 = hand.center().x() - total / 2
        y = hand.center().y() - th.CARD_H / 2 + 7
        for i, it in enumerate(in_hand):
            it.setScale(1.0)
            it.setZValue(30 + i)
            lift = -18 if i == self.focus_index else 0
            self.animator.move(it, QPointF(x0 + i * step, y + lift))
        for j, c in enumerate(self.pass_selection):
            it = next(x for x in items if x.card == c)
            it.setScale(0.62)
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
            tag, kind, why = self._hand_tag(s, it.card)
            it.set_tag(tag, kind)
            it.setToolTip(plain_tip(f"{why}\n{tip}" if why else tip))
            it.set_state(
                dimmed=dimmed,
                selected=it.card in self.pass_selection,
                focused=self.focus_index >= 0 and in_hand[self.focus_index : self.focus_index + 1] == [it],
            )

    def _hand_tag(self, s: BoardState, card: int) -> tuple[str, str, str]:
        """(label, kind, tooltip line) of a hand card: received in the pass and from whom
        (R-P3), or R-V7's personal and kept cards."""
        v = s.view
        if card in v.received and v.received_from >= 0:
            frm = s.seat_names[v.received_from]
            return tag_received(frm), "received", received_card_tooltip(card_name(card), frm)
        if v.mode is Mode.V7 and card in v.hand:
            kind = "personal" if card in v.personal else "kept"
            label = tag_personal() if kind == "personal" else tag_kept()
            return label, kind, hand_tag_tooltip(kind)
        return "", "", ""

    def _sync_skirmish(self, s: BoardState) -> None:
        v = s.view
        # R-K1, R-S7, R-V7: the seats in the order they play, from the engine's map model
        order = play_order(v.kachidoki_seat, v.players, v.mode is Mode.V7)
        n_slots = len(order)
        winner: tuple[int, int] | None
        if v.trick:
            shown = list(v.trick)
            winner = shown[winning_card([c for _a, c in shown])[0]]  # winning so far (R-K4)
        elif self._finished:
            shown = list(self._finished)
            winner = self._winner
        else:
            shown, winner = [], None
        # names per slot: the armies who played, then who is still to play
        labels = [(s.army_names[a], a) for a, _c in shown]
        next_slot = -1
        if v.phase in (Phase.PLAY, Phase.MODE, Phase.PLACE, Phase.AP) and (v.trick or not self._finished):
            for seat in order[len(labels) :]:
                armies = s.seat_armies(seat)
                labels.append((s.seat_names[seat], armies[0] if len(armies) == 1 else -1))
            if v.phase is Phase.PLAY:
                next_slot = len(shown)
        old = {it.card: it for it in self.trick_items}
        items = []
        for i, (army, c) in enumerate(shown):
            it = old.pop(c, None)
            if it is None:
                it = CardItem(c, TRICK_SCALE)
                start = self._origin.pop(c, None)
                if start is None:
                    panel = self.panels.get(v.owner[army])
                    start = panel.pos() + QPointF(60, 40) if panel else self.skirmish.slot_pos(i, n_slots)
                it.setPos(start)
                it.setZValue(50)
                self.addItem(it)
            it.set_state(winner=winner is not None and (army, c) == winner, dimmed=False)
            it.setToolTip(plain_tip(trick_card_tooltip(card_name(c), s.army_names[army])))
            self.animator.move(it, self.skirmish.slot_pos(i, n_slots))
            items.append(it)
        for it in old.values():
            self.removeItem(it)
        self.trick_items = items
        self._origin.clear()
        # the finished skirmish still on show keeps its own number until the next card
        past = bool(shown) and not v.trick and self._finished_no >= 0
        if v.phase in (Phase.PASS, Phase.DISCARD, Phase.DRAFT, Phase.OVER) and not past:
            title = translate("Board", "Skirmish")
        else:
            number = self._finished_no if past else v.skirmish
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
        summary = self._summary if not v.trick else leader_text(v.trick, s.army_names)
        if v.trick and v.phase in (Phase.MODE, Phase.PLACE, Phase.AP):
            summary += " " + translate("Board", "{0} resolves the {1}.").format(
                s.army_names[v.acting_army], card_name(v.acting_card)
            )
        self.skirmish.set_info(
            title, led, v.led_suit if v.trick else -1, labels, n_slots, summary, counter, next_slot
        )

    def _sync_pass_zone(self, s: BoardState) -> None:
        """The recruit slots with the choice's progress (R-P2, R-V7, R-V8) while this screen
        chooses; in their place during the skirmishes, what this seat knows (R-P3)."""
        v = s.view
        active = s.interactive and v.phase in RECRUIT_PHASES
        self.pass_zone.setVisible(active)
        knows = s.hand_seat is not None and not active and v.phase in SKIRMISH_PHASES
        rows = known_rows(v, s.seat_names) if knows else ()
        self.known.setVisible(bool(rows))
        self.known.set_rows(rows)
        if not active:
            return
        to = s.seat_names[(v.current_seat + 1) % v.players]
        n = selection_size(v)
        if v.phase is Phase.PASS:
            hint = translate("Board", "Nobody sees what they receive until everyone has chosen (R-P2).")
        elif v.phase is Phase.DISCARD:
            passed = v.known_cards.get(1 - v.seat, ())
            hint = discard_hint(to, list_join(card_name(c) for c in passed))
        else:
            hint = draft_hint(to, list_join(card_name(c) for c in v.draft_given))
        progress = pass_zone_progress(v.phase, len(self.pass_selection), n, draft_pick(v))
        self.pass_zone.set_info(pass_zone_title(v.phase, v.mode, to), hint, n, progress)
        self.pass_zone.setToolTip(plain_tip(pass_zone_tooltip(v.phase)))

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
        if self.state:
            self._sync_hand(self.state)
            self._sync_banner(self.state)
            self._sync_pass_zone(self.state)
        self.selection_changed.emit()

    def selection_action(self) -> Action | None:
        """The recruit action for the chosen cards, if the choice is complete and legal."""
        if self.state is None:
            return None
        return selection_action(self.state.view, self.pass_selection, self.state.legal)

    # ---- messages ----------------------------------------------------------------------------------
    def show_message(self, text: str, ms: int = 3500) -> None:
        self.toast.show_text(text)
        self._toast_timer.start(ms)

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

    def relocation_changed(self) -> None:
        """The R-V8 relocation choice began or ended: light the areas it may go to, or none."""
        if self.state is not None:
            self._sync_areas(self.state)
            self._sync_banner(self.state)

    def remember_origin(self, card: int, pos: QPointF | None) -> None:
        """Where a card left the hand, so it flies to the skirmish from there (None: forget it)."""
        if pos is None:
            self._origin.pop(card, None)
        else:
            self._origin[card] = pos

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
            self.play_card(item.card)
            event.accept()
            return None
        return super().mouseDoubleClickEvent(event)

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
        self._origin[card] = next((it.pos() for it in self.hand_items if it.card == card), QPointF())
        self.ask(action)

    def move_focus(self, step: int) -> None:
        n = len([it for it in self.hand_items if it.card not in self.pass_selection])
        if not n or self.state is None:
            return
        self.focus_index = (self.focus_index + step) % n if self.focus_index >= 0 else 0
        self._sync_hand(self.state)

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
        else:
            self.toggle_selection(card)
        return True

    def item_named(self, name: str) -> QGraphicsObject | None:
        """The item with this objectName (tests and accessibility)."""
        return next(
            (it for it in self.items() if isinstance(it, QGraphicsObject) and it.objectName() == name), None
        )



def leader_text(trick: Sequence[tuple[int, int]], army_names: Sequence[str]) -> str:
    """Who is winning the skirmish so far and why (R-K4 a/b/c, the later card among equals)."""
    if not trick:
        return ""
    idx, reason = winning_card([c for _a, c in trick])
    army, c = trick[idx]
    if len(trick) == 1:
        return skirmish_first_card(army_names[army], card_name(c))
    return skirmish_leader(army_names[army], card_name(c), skirmish_reason(reason))
