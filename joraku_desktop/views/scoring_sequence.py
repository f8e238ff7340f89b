"""Scoring as a beat of its own: Kachidoki (R-KS), the prestige phase area by area (R-PR) and
the round summary, drawn over the table while the controller holds play.

The controller emits ``scoring_beat(events)`` and waits; :class:`ScoringSequence` plans the
steps (:mod:`..presentation.scoring_steps`), shows each one on the :class:`ScoringOverlay` — the table dimmed
except the scored area and the players' panels, a card with the ranking, the RP flying to each
army's score while the panels count up — and says :attr:`ScoringSequence.finished` when the
last step is over. Steps move on by themselves at the animation speed (instant: at once); the
round summary waits for a click or a key when a human sits at the table, and moves on by
itself in all-computer games. A click (or Space) hurries a step on; Esc skips to the summary.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QPointF, QRectF, Qt, QTimer, QVariantAnimation, Signal
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsObject, QGraphicsSceneMouseEvent, QStyleOptionGraphicsItem, QWidget
from typing_extensions import override

from ..model import NEUTRAL, default_rules
from ..model import events as ev
from ..model.phases import Mode
from ..model.rules_data import N_AREAS
from ..presentation.board_state import BoardState
from ..presentation.scoring_steps import Placing, ScoringStep, plan_steps
from ..settings import speed_of
from ..words.basics import area_name, card_words, ordinal
from ..words.events import skirmish_reason
from ..words.scoring import (
    daimyo_bonus,
    influence_text,
    kachidoki_title,
    kachidoki_where,
    kachidoki_winner,
    never_scores,
    nobody_ranks,
    prestige_chart,
    prestige_stamp,
    prestige_title,
    rp_gain,
    scoring_go_on,
    summary_auto,
    summary_cell_bonus,
    summary_continue,
    summary_row_before,
    summary_row_place,
    summary_row_score,
    summary_row_total,
    summary_subtitle,
    summary_title,
    tie_note,
)
from . import theme as th
from .table_layout import TableLayout, table_layout

if TYPE_CHECKING:
    from .scene import BoardScene

#: the round summary of an all-computer game stays this many times as long as a step (a step
#: stays ``Speed.scoring_step_ms``, settings.SPEEDS)
SUMMARY_FACTOR = 2.5
#: how long the scores count up once the RP land (at most a quarter of a step)
COUNT_MS = 450
#: the card of a step sits in the hand's strip, under the scored area
CARD_W, CARD_H = 880.0, 246.0
LINE_H, ROW_H = 25.0, 31.0
SUMMARY_W, HEAD_H, GRID_ROW_H = 1100.0, 40.0, 36.0
#: the summary's rows after the areas: prestige total, score before, score now, standing
SUMMARY_FOOTER_ROWS = 4
VEIL = QColor(6, 8, 12, 178)


@dataclass(frozen=True, slots=True)
class Row:
    """One army's line on a step's card, in words."""

    army: int
    name: str
    influence: str
    rank: str
    gain: str
    bonus: str = ""


@dataclass(slots=True)
class StepCard:
    """What a step shows, in words: tests read it, the overlay paints it."""

    kind: str
    title: str
    lines: list[str] = field(default_factory=list)
    rows: list[Row] = field(default_factory=list)
    footer: str = ""
    #: summary: column heads (army, name), then rows of (label, cells)
    heads: list[tuple[int, str]] = field(default_factory=list)
    grid: list[tuple[str, list[str]]] = field(default_factory=list)
    button: str = ""

    def texts(self) -> list[str]:
        """Every text on the card, in reading order."""
        out = [self.title, *self.lines]
        for r in self.rows:
            out += [r.name, r.influence, r.rank, r.gain, r.bonus]
        out += [name for _a, name in self.heads]
        for label, cells in self.grid:
            out += [label, *cells]
        return [t for t in (*out, self.button, self.footer) if t]


def _rank_on(card: StepCard, placings: Sequence[Placing], names: Sequence[str], v2: bool) -> None:
    """An area's ranking on a step's card (Kachidoki or prestige), with a word when nobody ranks
    and a note when ties share a place (R-T1, or R-V2)."""
    card.rows = _rows(placings, names)
    if not card.rows:
        card.lines.append(nobody_ranks())
    elif _tied(placings):
        card.lines.append(tie_note(v2))


def _tied(placings: Sequence[Placing]) -> bool:
    ranks = [p.rank for p in placings]
    return len(set(ranks)) < len(ranks)


def _rows(placings: Sequence[Placing], names: Sequence[str]) -> list[Row]:
    rows = []
    for p in placings:
        if p.army == NEUTRAL and p.rp == 0:
            rows.append(Row(p.army, names[p.army], influence_text(p.influence), ordinal(p.rank),
                            never_scores()))
            continue
        rows.append(Row(p.army, names[p.army], influence_text(p.influence), ordinal(p.rank),
                        rp_gain(p.points), daimyo_bonus(p.bonus) if p.bonus else ""))
    return rows


def step_card(step: ScoringStep, s: BoardState, waits: bool, steps_in_round: int = N_AREAS) -> StepCard:
    """The words of ``step`` for the table state ``s`` (names, variants, skirmishes per round)."""
    names = s.army_names
    v = s.view
    rules = default_rules()
    if step.kind == "kachidoki":
        card = StepCard("kachidoki", kachidoki_title(step.round, step.skirmish + 1, v.skirmishes_per_round))
        table = rules.kachidoki_v3 if "R-V3" in v.variants else rules.kachidoki_standard
        if step.winner is not None:
            army, c, reason = step.winner
            card.lines.append(kachidoki_winner(names[army], card_words(c), skirmish_reason(reason)))
            card.lines.append(kachidoki_where(names[army], area_name(step.area), *table))
        _rank_on(card, step.placings, names, "R-V2" in v.variants)
        card.footer = scoring_go_on(False)
        return card
    if step.kind == "prestige":
        card = StepCard("prestige", prestige_title(step.round, area_name(step.area), step.index,
                                                     steps_in_round))
        chart = rules.chart[step.area][step.round - 1]
        card.lines.append(prestige_chart(area_name(step.area), step.round, *chart))
        _rank_on(card, step.placings, names, "R-V2" in v.variants)
        card.footer = scoring_go_on(True)
        return card
    return _summary_card(step, s, waits)


def _standings(s: BoardState, armies: Sequence[int], score: Sequence[int]) -> list[int]:
    """Each army's place by score; in R-V7 its player's place (the better army first, R-V7)."""
    v = s.view
    if v.mode is not Mode.V7:
        return [1 + sum(1 for b in armies if score[b] > score[a]) for a in armies]

    def key(seat: int) -> tuple[int, ...]:
        return tuple(sorted((score[a] for a in armies if v.owner[a] == seat), reverse=True))

    seats = {v.owner[a] for a in armies}
    return [1 + sum(1 for t in seats if key(t) > key(v.owner[a])) for a in armies]


def _summary_card(step: ScoringStep, s: BoardState, waits: bool) -> StepCard:
    names = s.army_names
    armies = [a for a in s.view.armies if a != NEUTRAL or s.view.mode is not Mode.V8]
    card = StepCard("summary", summary_title(step.round), [summary_subtitle("R-V1" in s.view.variants)])
    card.heads = [(a, names[a]) for a in armies]
    totals = dict.fromkeys(armies, 0)
    for area, placings in step.areas:
        cells = []
        for a in armies:
            p = next((x for x in placings if x.army == a), None)
            if p is None or p.rp == 0:
                cells.append("—")
                continue
            totals[a] += p.rp
            cells.append(summary_cell_bonus(p.points, p.bonus) if p.bonus else str(p.rp))
        card.grid.append((area_name(area), cells))
    card.grid.append((summary_row_before(), [str(step.phase_start[a]) for a in armies]))
    card.grid.append((summary_row_total(), [str(totals[a]) for a in armies]))
    score = step.rp_after
    card.grid.append((summary_row_score(), [str(score[a]) for a in armies]))
    card.grid.append((summary_row_place(), [ordinal(p) for p in _standings(s, armies, score)]))
    nxt = step.round + 1
    if waits:
        card.button = summary_continue(nxt, step.game_over)
    else:
        card.footer = summary_auto(nxt, step.game_over)
    return card


def _shade(r: QRectF, top: QColor, bottom: QColor) -> QLinearGradient:
    """The table's top-to-bottom shading, for a rectangle anywhere on the overlay."""
    g = QLinearGradient(0, r.top(), 0, r.bottom())
    g.setColorAt(0, top)
    g.setColorAt(1, bottom)
    return g


class RpChip(QGraphicsObject):
    """"+3" in the army's colour, flying from the scored area to the army's score."""

    def __init__(self, army: int, points: int) -> None:
        super().__init__()
        self.army, self.text = army, f"+{points}"
        self.setZValue(960)

    @override
    def boundingRect(self) -> QRectF:
        return QRectF(-34, -18, 68, 36)

    @override
    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setBrush(th.ARMY_COLOUR[self.army])
        p.setPen(QPen(th.GOLD, 2.5))
        p.drawRoundedRect(QRectF(-32, -16, 64, 32), 16, 16)
        p.setPen(th.ARMY_TEXT[self.army])
        p.setFont(th.font(18, bold=True))
        p.drawText(QRectF(-32, -16, 64, 32), Qt.AlignmentFlag.AlignCenter, self.text)


class ScoringOverlay(QGraphicsObject):
    """The step on screen: the dimmed table with holes for what matters, and the step's card."""

    clicked = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("scoring-overlay")
        self.setZValue(950)
        self.setVisible(False)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.card: StepCard | None = None
        self.area = -1
        self.holes: list[QRectF] = []
        #: where the table's tiles are (the scene's layout: the table takes the window's shape)
        self.layout = table_layout(th.SCENE.width(), th.SCENE.height())

    def set_layout(self, layout: TableLayout) -> None:
        self.prepareGeometryChange()
        self.layout = layout
        self.update()

    def show_card(self, card: StepCard, area: int, holes: Sequence[QRectF]) -> None:
        self.card, self.area, self.holes = card, area, list(holes)
        self.setVisible(True)
        self.update()

    def clear(self) -> None:
        self.card = None
        self.setVisible(False)

    def card_rect(self) -> QRectF:
        """Where the step's card is drawn (scene units), as tall as its content."""
        card = self.card
        if card is not None and card.kind == "summary":
            h = 50 + HEAD_H + 6 + GRID_ROW_H * len(card.grid) + 8 + 76
            lay = self.layout
            return QRectF((lay.scene.width() - SUMMARY_W) / 2, lay.areas[0].top() + 4, SUMMARY_W, h)
        n_lines = len(card.lines) if card else 0
        n_rows = len(card.rows) if card else 0
        h = min(CARD_H, 14 + LINE_H * n_lines + 8 + ROW_H * n_rows + 32)
        lay = self.layout
        cx = lay.areas[self.area].center().x() if self.area >= 0 else lay.scene.center().x()
        x = min(max(cx - CARD_W / 2, 16.0), lay.scene.width() - 16 - CARD_W)
        return QRectF(x, lay.hand.top() + 2, CARD_W, h)

    @override
    def boundingRect(self) -> QRectF:
        return self.layout.scene

    @override
    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()
        self.clicked.emit()

    @override
    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        card = self.card
        if card is None:
            return
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        veil = QPainterPath()
        veil.addRect(self.layout.scene)
        for r in self.holes:
            hole = QPainterPath()
            hole.addRoundedRect(r.adjusted(-4, -4, 4, 4), 10, 10)
            veil = veil.subtracted(hole)
        p.fillPath(veil, VEIL)
        if self.area >= 0 and card.kind != "summary":
            glow = self.layout.areas[self.area].adjusted(-5, -5, 5, 5)
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.setPen(QPen(QColor(232, 182, 76, 90), 12))
            p.drawRoundedRect(glow, 12, 12)
            p.setPen(QPen(th.GOLD, 4))
            p.drawRoundedRect(glow, 12, 12)
        self._paint_title(p, card)
        if card.kind == "summary":
            self._paint_summary(p, card)
        else:
            self._paint_step(p, card)

    def _paint_title(self, p: QPainter, card: StepCard) -> None:
        r = self.layout.banner
        p.setBrush(_shade(r, th.LACQUER_LIGHT, QColor("#4a1010")))
        p.setPen(QPen(th.GOLD, 2))
        p.drawRoundedRect(r, 12, 12)
        p.setPen(th.GOLD)
        p.setFont(th.font(30, bold=True, serif=True))
        p.drawText(QRectF(r.left() + 16, r.top(), 110, r.height()), Qt.AlignmentFlag.AlignVCenter,
                   "勝鬨" if card.kind == "kachidoki" else prestige_stamp())
        p.setPen(th.LACQUER_TEXT)
        p.setFont(th.font(24, bold=True))
        p.drawText(r.adjusted(130, 0, -16, 0), Qt.AlignmentFlag.AlignVCenter, card.title)

    def _frame(self, p: QPainter, r: QRectF) -> None:
        p.setPen(QPen(th.GOLD, 2.5))
        p.setBrush(_shade(r, QColor("#f6ecd4"), QColor("#e4d4ae")))
        p.drawRoundedRect(r, 12, 12)

    def _paint_step(self, p: QPainter, card: StepCard) -> None:
        r = self.card_rect()
        self._frame(p, r)
        x, w = r.left() + 18, r.width() - 36
        y = r.top() + 10
        for i, line in enumerate(card.lines):
            p.setPen(th.LACQUER if i == 0 else th.INK)
            p.setFont(th.font(16 if i == 0 else 14, bold=i == 0))
            p.drawText(QRectF(x, y, w, LINE_H), Qt.AlignmentFlag.AlignVCenter, p.fontMetrics().elidedText(
                line, Qt.TextElideMode.ElideRight, int(w)))
            y += LINE_H
        y += 6
        row_h = min(ROW_H, (r.bottom() - 30 - y) / max(1, len(card.rows)))
        for row in card.rows:
            self._paint_row(p, QRectF(x, y, w, row_h), row)
            y += row_h
        p.setPen(th.INK_SOFT)
        p.setFont(th.font(12, italic=True))
        right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        p.drawText(QRectF(x, r.bottom() - 26, w, 20), right, card.footer)

    def _paint_row(self, p: QPainter, r: QRectF, row: Row) -> None:
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 18))
        p.drawRoundedRect(r.adjusted(0, 2, 0, -2), 6, 6)
        chip = QRectF(r.left() + 8, r.center().y() - 9, 18, 18)
        p.setBrush(th.ARMY_COLOUR[row.army])
        p.setPen(QPen(th.ARMY_DARK[row.army], 1.5))
        p.drawEllipse(chip)
        p.setPen(th.ARMY_TEXT[row.army])
        p.setFont(th.font(11, bold=True))
        p.drawText(chip, Qt.AlignmentFlag.AlignCenter, th.ARMY_LETTER[row.army])
        mid = Qt.AlignmentFlag.AlignVCenter
        p.setPen(th.INK)
        p.setFont(th.font(15, bold=True))
        p.drawText(QRectF(r.left() + 34, r.top(), 250, r.height()), mid,
                   p.fontMetrics().elidedText(row.name, Qt.TextElideMode.ElideRight, 246))
        p.setFont(th.font(13))
        p.setPen(th.INK_SOFT)
        p.drawText(QRectF(r.left() + 290, r.top(), 120, r.height()), mid, row.influence)
        p.setPen(th.INK)
        p.setFont(th.font(14, bold=True))
        p.drawText(QRectF(r.left() + 412, r.top(), 56, r.height()), mid, row.rank)
        scored = row.gain.startswith("+") and not row.gain.startswith("+0")
        p.setPen(QColor("#1f6b33") if scored else th.INK_SOFT)
        p.setFont(th.font(15, bold=True))
        p.drawText(QRectF(r.left() + 472, r.top(), 150, r.height()), mid, row.gain)
        if row.bonus:
            p.setPen(th.LACQUER)
            p.setFont(th.font(14, bold=True))
            p.drawText(QRectF(r.left() + 560, r.top(), r.width() - 568, r.height()),
                       mid | Qt.AlignmentFlag.AlignRight, row.bonus)

    def _paint_summary(self, p: QPainter, card: StepCard) -> None:
        r = self.card_rect()
        self._frame(p, r)
        x, w = r.left() + 28, r.width() - 56
        p.setPen(th.INK)
        p.setFont(th.font(16))
        subtitle = card.lines[0] if card.lines else ""
        p.drawText(QRectF(x, r.top() + 14, w, 24), Qt.AlignmentFlag.AlignVCenter, subtitle)
        label_w = 250.0
        n = max(1, len(card.heads))
        col_w = (w - label_w) / n
        y = r.top() + 50
        head_h, row_h = HEAD_H, GRID_ROW_H
        for i, (army, name) in enumerate(card.heads):
            cell = QRectF(x + label_w + i * col_w + 4, y, col_w - 8, head_h)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(th.ARMY_COLOUR[army])
            p.drawRoundedRect(cell, 6, 6)
            p.setPen(th.ARMY_TEXT[army])
            p.setFont(th.font(15, bold=True))
            p.drawText(cell.adjusted(6, 0, -6, 0), Qt.AlignmentFlag.AlignCenter,
                       p.fontMetrics().elidedText(name, Qt.TextElideMode.ElideRight, int(cell.width() - 12)))
        y += head_h + 6
        n_areas = len(card.grid) - SUMMARY_FOOTER_ROWS
        for k, (label, cells) in enumerate(card.grid):
            footer = k >= n_areas
            if k == n_areas:
                p.setPen(QPen(th.LACQUER, 2))
                p.drawLine(QPointF(x, y + 2), QPointF(x + w, y + 2))
                y += 6
            if k % 2 == 0 and not footer:
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(QColor(0, 0, 0, 16))
                p.drawRect(QRectF(x, y, w, row_h))
            p.setPen(th.LACQUER if footer else th.INK)
            p.setFont(th.font(17, bold=footer))
            p.drawText(QRectF(x + 8, y, label_w - 8, row_h), Qt.AlignmentFlag.AlignVCenter, label)
            for i, text in enumerate(cells):
                p.setPen(th.LACQUER if "★" in text else (th.INK_SOFT if text == "—" else th.INK))
                p.setFont(th.font(20 if footer else 18, bold=footer or text != "—"))
                cell = QRectF(x + label_w + i * col_w, y, col_w, row_h)
                p.drawText(cell, Qt.AlignmentFlag.AlignCenter, text)
            y += row_h
        bottom = QRectF(x, r.bottom() - 58, w, 44)
        if card.button:
            btn = QRectF(bottom.center().x() - 190, bottom.top(), 380, 44)
            p.setBrush(_shade(btn, QColor("#f2c661"), QColor("#d39b2a")))
            p.setPen(QPen(th.GOLD_EDGE, 1.5))
            p.drawRoundedRect(btn, 10, 10)
            p.setPen(th.GOLD_INK)
            p.setFont(th.font(18, bold=True))
            p.drawText(btn, Qt.AlignmentFlag.AlignCenter, card.button)
        if card.footer:
            p.setPen(th.INK_SOFT)
            p.setFont(th.font(14, italic=True))
            p.drawText(bottom, Qt.AlignmentFlag.AlignCenter, card.footer)


class ScoringSequence(QObject):
    """Shows the steps of one scoring beat in turn; :attr:`finished` when the last is over."""

    finished = Signal()

    def __init__(self, scene: BoardScene, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.scene = scene
        self.overlay = ScoringOverlay()
        self.overlay.set_layout(scene.layout)
        scene.addItem(self.overlay)
        scene.layout_changed.connect(self._relayout)
        self.overlay.clicked.connect(self.proceed)
        self.step_ms = speed_of("normal").scoring_step_ms
        #: a human sits at the table: the round summary waits for them
        self.waits = False
        self.steps: list[ScoringStep] = []
        self.index = -1
        self.card: StepCard | None = None
        self._state: BoardState | None = None
        self._chips: list[RpChip] = []
        #: the prestige results of the areas (AreaItem.set_result), held back until each is scored
        self._results: dict[int, tuple[str, tuple[tuple[int, int, int], ...]]] = {}
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.proceed)
        self._land_timer = QTimer(self)
        self._land_timer.setSingleShot(True)
        self._land_timer.timeout.connect(lambda: self._land(count=True))
        #: the scores counting up to the step's RP once the chips land
        self._count = QVariantAnimation(self)
        self._count.setStartValue(0.0)
        self._count.setEndValue(1.0)
        self._count.valueChanged.connect(self._count_to)

    def set_speed(self, speed: str) -> None:
        self.step_ms = speed_of(speed).scoring_step_ms

    @property
    def active(self) -> bool:
        return self.index >= 0

    @property
    def step(self) -> ScoringStep | None:
        return self.steps[self.index] if 0 <= self.index < len(self.steps) else None

    @property
    def waiting_for_click(self) -> bool:
        """The round summary waits for the human at the table."""
        st = self.step
        return st is not None and st.kind == "summary" and self.waits

    def present(self, events: Sequence[ev.Event], state: BoardState, waits: bool) -> None:
        """Show the scoring of ``events`` on the table drawn from ``state`` (the state after them)."""
        self.stop()
        self._state = state
        self.waits = waits
        self.steps = plan_steps(events, state.view.rp, state.view.round)
        if not self.steps:
            self.finished.emit()
            return
        for st in self.steps:
            if st.kind == "prestige":
                item = self.scene.areas[st.area]
                self._results[st.area] = (item.result_title, tuple(item.result))
                item.set_result("", ())
        self.index = -1
        self.proceed()

    def proceed(self) -> None:
        """On to the next step (a click, Space, or the step's time is up); after the last, finish."""
        if self._state is None:
            return
        self._timer.stop()
        self._land()
        self.index += 1
        if self.index >= len(self.steps):
            self._finish()
            return
        self._show(self.steps[self.index])

    def skip(self) -> None:
        """Esc: straight to the round summary (or to the end when there is none)."""
        if not self.active:
            return
        last = len(self.steps) - 1
        self._reveal(list(self._results))  # the areas skipped show their results at once
        if self.steps[last].kind == "summary" and self.index < last:
            self.index = last - 1
        else:
            self.index = last
        self.proceed()

    def stop(self, forget: bool = False) -> None:
        """End the sequence without saying it finished; ``forget``: the table was cleared for
        another game (a new game or a load), so the areas' held-back results are dropped."""
        self._timer.stop()
        self._land_timer.stop()
        self._count.stop()
        for chip in self._chips:
            self.scene.removeItem(chip)
        self._chips = []
        self.index = -1
        self.steps = []
        self.card = None
        self._state = None
        if forget:
            self._results.clear()
        self._reveal(list(self._results))
        self.overlay.clear()
        self.scene.set_rp_shown(None)

    def _reveal(self, areas: Sequence[int]) -> None:
        for area in areas:
            if area in self._results:
                title, result = self._results.pop(area)
                self.scene.areas[area].set_result(title, result)

    def _finish(self) -> None:
        self.stop()
        self.finished.emit()

    def _holes(self, step: ScoringStep) -> list[QRectF]:
        """What stays lit under the veil: the panels (the scores), the skirmish for Kachidoki,
        the area being scored; nothing for the round summary."""
        if step.kind == "summary":
            return []
        lay = self.scene.layout
        holes = [lay.panels[0].united(lay.panels[-1])]  # the players' panels, where the RP count
        if step.kind == "kachidoki":
            holes.append(lay.skirmish)
        if step.area >= 0:
            holes.append(lay.areas[step.area])
        return holes

    def _relayout(self) -> None:
        """The window was resized and the tiles moved (table_layout): the veil and card follow."""
        self.overlay.set_layout(self.scene.layout)
        st = self.step
        if st is not None and self.card is not None:
            self.overlay.show_card(self.card, st.area, self._holes(st))

    def _show(self, step: ScoringStep) -> None:
        assert self._state is not None
        n = sum(1 for s in self.steps if s.kind == "prestige") or N_AREAS
        self.card = step_card(step, self._state, self.waits, n)
        self.overlay.show_card(self.card, step.area, self._holes(step))
        self.scene.set_rp_shown(step.rp_before, step.round)
        fly = int(self.step_ms * 0.45)
        for army, pts in step.gains().items():
            if pts <= 0 or step.area < 0:
                continue
            target = self.scene.rp_target(army)
            if target is None:
                continue
            chip = RpChip(army, pts)
            chip.setPos(self.scene.layout.areas[step.area].center())
            self.scene.addItem(chip)
            self._chips.append(chip)
            self.scene.animator.move(chip, target, fly)
        self._land_timer.start(fly)
        if step.kind == "summary":
            if not self.waits:
                self._timer.start(int(self.step_ms * SUMMARY_FACTOR))
        else:
            self._timer.start(self.step_ms)

    def _land(self, count: bool = False) -> None:
        """The RP of the step have arrived: the panels show the score after it."""
        self._land_timer.stop()
        self._count.stop()
        for chip in self._chips:
            self.scene.removeItem(chip)
        self._chips = []
        st = self.step
        if st is None:
            return
        if st.kind == "prestige":
            self._reveal([st.area])
        ms = min(COUNT_MS, self.step_ms // 4)
        if count and ms > 0 and st.gains():
            self._count.setDuration(ms)
            self._count.start()
        else:
            self.scene.set_rp_shown(st.rp_after, st.round)

    def _count_to(self, t: object) -> None:
        """The panels' scores part of the way (``t`` 0..1) from before the step to after it."""
        st = self.step
        if st is None or not isinstance(t, float):
            return
        rp = [round(b + (a - b) * t) for b, a in zip(st.rp_before, st.rp_after, strict=True)]
        self.scene.set_rp_shown(rp, st.round)
