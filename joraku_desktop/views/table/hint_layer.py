"""The hint on the table: a highlight layer over the scene's own items, never part of them.

"What would the computer do?" is shown where the player looks: the suggested card(s) in the
hand glow, the plan's placements appear as numbered ghost samurai in their areas, its moves as
numbered arrows and its removals as numbered crosses, and a callout (in the bottom row's
corner left of the hand) lists the steps with the same numbers and the evaluator's reasons. The
layer only draws: the cards and tokens keep their gesture roles (:mod:`.gestures`), and the
whole layer goes at once when the hint is cleared.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget
from typing_extensions import override

from ...model.actions import DAIMYO, MOVE, NEUTRAL, PLACE, RELOCATE, REMOVE, Action
from ...words.hint import hint_reasons, hint_step_text, hint_thinking_text, hint_title, hints_used_text
from .. import theme as th
from ..plain_text import plain_tip
from .card_item import CardItem

if TYPE_CHECKING:
    from ...ai.advice import Advice
    from .scene import BoardScene

#: the hint's own colour: not the green of a legal drop, nor the gold of the turn
HINT = th.HINT
HINT_DARK = QColor("#0e3a46")
#: the words of a step the player has taken (7:1 on the callout's ground)
TAKEN = "#8fb3bd"


def _badge(p: QPainter, centre: QPointF, number: int, radius: float = 10.0) -> None:
    """A numbered disc: the step of the plan this mark belongs to."""
    p.setPen(QPen(HINT_DARK, 1.5))
    p.setBrush(HINT)
    p.drawEllipse(centre, radius, radius)
    p.setPen(HINT_DARK)
    p.setFont(th.font(radius * 1.3, bold=True))
    p.drawText(QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius),
               Qt.AlignmentFlag.AlignCenter, str(number))


def _tick(p: QPainter, centre: QPointF, radius: float = 10.0) -> None:
    """A step of the plan the player has taken: a tick on a ring, drawn (no font needed)."""
    p.setPen(QPen(HINT, 1.5))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawEllipse(centre, radius, radius)
    pen = QPen(HINT, 2.4)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    p.setPen(pen)
    r = radius
    p.drawPolyline([QPointF(centre.x() - 0.5 * r, centre.y() + 0.05 * r),
                    QPointF(centre.x() - 0.12 * r, centre.y() + 0.42 * r),
                    QPointF(centre.x() + 0.52 * r, centre.y() - 0.4 * r)])


def _glow(p: QPainter, rect: QRectF, radius: float) -> None:
    """A soft outline in the hint colour, wider and fainter outward."""
    p.setBrush(Qt.BrushStyle.NoBrush)
    for width, alpha in ((12, 45), (7, 90), (3, 255)):
        c = QColor(HINT)
        c.setAlpha(alpha)
        p.setPen(QPen(c, width))
        p.drawRoundedRect(rect, radius, radius)


class CardGlow(QGraphicsObject):
    """A glow around a card of the hand (a child of the card, so it follows the card)."""

    def __init__(self, card: CardItem, number: int) -> None:
        super().__init__(card)
        self.setObjectName("hint-card-glow")
        self.rect = QRectF(-5, -5, card.w + 10, card.h + 10)
        self.number = number

    @override
    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-16, -16, 16, 16)

    @override
    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        _glow(p, self.rect, 12)
        _badge(p, self.rect.topLeft() + QPointF(4, 4), self.number, 13)


@dataclass(frozen=True, slots=True)
class Mark:
    """One mark of the plan on the map, in scene coordinates."""

    #: "ghost" (a samurai or daimyo to arrive), "arrow" (a move), "cross" (a removal)
    kind: str
    number: int
    army: int
    at: QPointF
    #: where an arrow starts
    origin: QPointF | None = None
    daimyo: bool = False
    #: the first mark of its step carries the step's number (a step may place 3 samurai)
    first: bool = True


def plan_marks(scene: BoardScene, advice: Advice, taken: int = 0) -> tuple[list[Mark], list[int]]:
    """The marks of the advice's map steps, numbered as the callout numbers its steps, and the
    areas they land in (outlined); the first ``taken`` steps are on the map already and have
    none. Tokens are counted step by step so that each ghost takes the next free place in its
    area's column."""
    s = scene.state
    if s is None:
        return [], []
    v = s.view
    count = {(a, area): v.samurai[a][area] for a in v.armies for area in range(len(scene.areas))}
    cube = QPointF(th.CUBE / 2, th.CUBE / 2)
    marks: list[Mark] = []
    areas: list[int] = []
    from ...ai.advice import shown_steps  # loaded by then: the advice came from there

    for number, (action, times) in enumerate(shown_steps(advice), start=1):
        if number <= taken:
            continue
        for i in range(times):
            mark = _mark(scene, action, advice.army, number, count, cube)
            if mark is not None:
                marks.append(mark if i == 0 else replace(mark, first=False))
                if action.dst >= 0 and action.dst not in areas:
                    areas.append(action.dst)
    return marks, areas


def _mark(scene: BoardScene, a: Action, army: int, number: int, count: dict[tuple[int, int], int],
          cube: QPointF) -> Mark | None:
    areas = scene.areas
    if a.kind == PLACE:
        k = count[(army, a.dst)]
        count[(army, a.dst)] = k + 1
        return Mark("ghost", number, army, areas[a.dst].samurai_pos(army, k) + cube)
    if a.kind in (MOVE, RELOCATE):
        who = army if a.kind == MOVE else NEUTRAL
        k_src = max(count[(who, a.src)] - 1, 0)
        k_dst = count[(who, a.dst)]
        count[(who, a.src)] = k_src
        count[(who, a.dst)] = k_dst + 1
        return Mark("arrow", number, who, areas[a.dst].samurai_pos(who, k_dst) + cube,
                    areas[a.src].samurai_pos(who, k_src) + cube)
    if a.kind == DAIMYO:
        d = QPointF(19, 19)
        src, dst = areas[a.src].daimyo_pos(army) + d, areas[a.dst].daimyo_pos(army) + d
        return Mark("arrow", number, army, dst, src, daimyo=True)
    if a.kind == REMOVE:
        k = max(count[(a.army, a.src)] - 1, 0)
        count[(a.army, a.src)] = k
        return Mark("cross", number, a.army, areas[a.src].samurai_pos(a.army, k) + cube)
    return None


class PlanMarks(QGraphicsObject):
    """The plan's marks over the map (above the tokens, below the toast)."""

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("hint-plan")
        self.setZValue(60)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.marks: list[Mark] = []
        self.areas: list[QRectF] = []

    def set_marks(self, marks: Sequence[Mark], areas: Sequence[QRectF]) -> None:
        self.prepareGeometryChange()
        self.marks, self.areas = list(marks), list(areas)
        self.update()

    @override
    def boundingRect(self) -> QRectF:
        scene = self.scene()  # the table takes the window's shape (table_layout): all of it
        return scene.sceneRect() if scene is not None else QRectF(th.SCENE)

    @override
    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        for r in self.areas:
            _glow(p, r.adjusted(2, 2, -2, -2), 10)
        for m in self.marks:  # arrows under the ghosts and badges
            if m.kind == "arrow" and m.origin is not None:
                self._ring(p, m.origin, 19 if m.daimyo else th.CUBE / 2 + 3)
                self._arrow(p, m.origin, m.at)
        for m in self.marks:
            if m.kind == "ghost" or (m.kind == "arrow" and not m.daimyo):
                self._ghost(p, m)
            elif m.kind == "cross":
                self._cross(p, m)
        for m in self.marks:
            if m.kind == "arrow" and m.origin is not None and m.first:
                mid = self._control(m.origin, m.at)
                _badge(p, (m.origin + m.at) / 2 * 0.5 + mid * 0.5, m.number, 11)
            elif m.kind in ("ghost", "cross") and m.first:  # on the top-left corner: inside the area
                _badge(p, m.at + QPointF(-th.CUBE * 0.55, -th.CUBE * 0.75), m.number, 9)

    @staticmethod
    def _control(a: QPointF, b: QPointF) -> QPointF:
        """The curve's control point: above the straight line, so arrows clear the stacks."""
        lift = 40 + 0.1 * math.hypot(b.x() - a.x(), b.y() - a.y())
        return QPointF((a.x() + b.x()) / 2, min(a.y(), b.y()) - lift)

    @staticmethod
    def _ring(p: QPainter, at: QPointF, radius: float) -> None:
        """The token that moves: ringed where it stands now."""
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(QPen(HINT, 3))
        p.drawEllipse(at, radius, radius)

    def _arrow(self, p: QPainter, a: QPointF, b_full: QPointF) -> None:
        c = self._control(a, b_full)
        # stop short of the target, so the ghost (or the daimyo's place) stays visible
        dx, dy = b_full.x() - c.x(), b_full.y() - c.y()
        k = 14 / max(math.hypot(dx, dy), 1.0)
        b = QPointF(b_full.x() - dx * k, b_full.y() - dy * k)
        path = QPainterPath(a)
        path.quadTo(c, b)
        for width, colour in ((7, HINT_DARK), (4, HINT)):
            p.setPen(QPen(colour, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawPath(path)
        angle = math.atan2(b.y() - c.y(), b.x() - c.x())
        head = QPainterPath(b)
        for side in (-0.45, 0.45):
            head.lineTo(b.x() - 14 * math.cos(angle + side), b.y() - 14 * math.sin(angle + side))
            head.moveTo(b)
        p.setPen(QPen(HINT, 4, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        p.drawPath(head)

    @staticmethod
    def _ghost(p: QPainter, m: Mark) -> None:
        s = th.CUBE
        r = QRectF(m.at.x() - s / 2, m.at.y() - s / 2, s, s)
        fill = QColor(th.ARMY_COLOUR[m.army])
        fill.setAlpha(150)
        p.setBrush(fill)
        p.setPen(QPen(HINT_DARK, 4))
        p.drawRoundedRect(r.adjusted(-2, -2, 2, 2), 4, 4)
        p.setPen(QPen(HINT, 2.5, Qt.PenStyle.DashLine))
        p.drawRoundedRect(r.adjusted(-2, -2, 2, 2), 4, 4)
        p.setPen(QColor("white"))
        p.setFont(th.font(11.5, bold=True))
        p.drawText(r, Qt.AlignmentFlag.AlignCenter, th.ARMY_LETTER[m.army])

    @staticmethod
    def _cross(p: QPainter, m: Mark) -> None:
        d = th.CUBE * 0.75
        for width, colour in ((7, HINT_DARK), (4, HINT)):
            p.setPen(QPen(colour, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            p.drawLine(m.at + QPointF(-d, -d), m.at + QPointF(d, d))
            p.drawLine(m.at + QPointF(-d, d), m.at + QPointF(d, -d))


@dataclass(frozen=True, slots=True)
class Block:
    """One text of the callout where it is drawn (in the callout's coordinates)."""

    text: str
    size: float
    bold: bool
    colour: QColor
    rect: QRectF
    #: the plan's step number drawn beside it (0: none)
    step: int = 0
    #: the step is taken: a tick in place of its number, the words dimmed
    done: bool = False


class HintCallout(QGraphicsObject):
    """The hint in words, in the bottom row's free corner beside the hand (over the variant
    cards' tile and the hand tile's room left of the cards), never over a card of the hand, the
    skirmish or the panels. It keeps within the row's height: when one column of words would be
    taller it sets the reasons in a column of their own beside the steps, and the layer makes it
    as wide as the words need (the hand row moves right, or closer). While the computer thinks it
    shows a spinner."""

    PAD = 10.0
    GAP = 4.0
    #: the words keep this much of the row free below them: a line's rounding in another font or
    #: language never pushes them over the row's edge
    SPARE = 6.0
    #: the text sizes: title, step, reason, footer (``theme.font`` keeps each at the minimum)
    SIZES = (16.0, 15.0, 13.5, 12.0)
    #: a callout at least this wide may set its reasons in a second column
    TWO_COLUMNS = 420.0
    #: the steps' column's shares of the width tried in two columns (the lowest is taken)
    SHARES = (0.3, 0.34, 0.38, 0.42, 0.46, 0.5, 0.55)
    #: ends the last reason drawn when the row could not hold them all (the tooltip has them)
    MORE = "\u00a0\u2026"  # a no-break space: the mark stays with the last word

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("hint-callout")
        self.setZValue(880)
        self.setVisible(False)
        self.title = ""
        self.steps: list[str] = []
        #: the first steps the player has taken as advised (ticked, kept in view)
        self.ticked = 0
        self.reasons: list[str] = []
        self.footer = ""
        self.thinking = False
        self.angle = 0
        self._height = 100.0
        #: the height the words take (the box fills the corner below them)
        self.words_height = 100.0
        self.width = 300.0
        #: how the words are set: in one column or two
        self.columns = 1
        #: the last reasons (the least weighty: the simulations, the comparison) and the footer
        #: left out where the row cannot hold every line; the tooltip has them all
        self.left_out = 0
        self.footer_shown = True
        self.blocks: list[Block] = []
        self._timer = QTimer()
        self._timer.setInterval(60)
        self._timer.timeout.connect(self._spin)

    @property
    def text(self) -> str:
        """Everything the callout says, for tests and accessibility."""
        steps = [("\u2713 " if n <= self.ticked else "") + text for n, text in enumerate(self.steps, start=1)]
        return "\n".join([self.title, *steps, *self.reasons, self.footer])

    @property
    def cut_short(self) -> bool:
        """Whether the row could not hold every line (the tooltip then has them all)."""
        return self.left_out > 0 or bool(self.footer and not self.footer_shown)

    def show_thinking(self, room: QRectF) -> None:
        self.ticked = 0
        self._set(hint_title(), [], [hint_thinking_text()], "", thinking=True, room=room)

    def show_advice(self, steps: list[str], reasons: list[str], footer: str, room: QRectF,
                    ticked: int = 0) -> None:
        """The plan's ``steps`` (the first ``ticked`` taken: a checklist), the reasons, the footer."""
        self.ticked = ticked
        self._set(hint_title(), steps, reasons, footer, thinking=False, room=room)

    def hide_hint(self) -> None:
        self._timer.stop()
        self.thinking = False
        self.setVisible(False)

    def _set(self, title: str, steps: list[str], reasons: list[str], footer: str, *, thinking: bool,
             room: QRectF) -> None:
        """``room``: the free corner of the table it may take (its bottom-left is kept)."""
        self.prepareGeometryChange()
        self.title, self.steps, self.reasons, self.footer = title, steps, reasons, footer
        self.thinking = thinking
        self.width = room.width()
        self._fit_within(room.height() - self.SPARE)
        self.words_height = self._height
        self.setToolTip(plain_tip(self.text if self.cut_short else ""))
        # the whole corner: no edge of the variant cards' tile peeks out above the words
        self._height = max(self._height, room.height())
        self.setPos(room.left(), room.bottom() - self._height)
        self.setVisible(True)
        if thinking:
            self._timer.start()
        else:
            self._timer.stop()
        self.update()

    def _fit_within(self, most: float) -> None:
        """Every line if they fit ``most``; else the footer, then the last reasons one by one
        (the first, the skirmish or the choice's reason, always stays), until they do."""
        for left_out in range(max(1, len(self.reasons))):
            for footer in (True, False):
                if not footer and not self.footer:
                    continue
                self.left_out, self.footer_shown = left_out, footer
                self._fit(most)
                if self._height <= most:
                    return

    def _fit(self, most: float) -> None:
        """One column, or two (in the share of the width that is shortest), whichever is lower:
        within ``most`` where the width allows. The words keep their size (the table's text is
        never drawn below its minimum), so the width decides: see :meth:`narrowest`."""
        options = [self._layout(1, 0)]
        reasons = len(self.reasons) - self.left_out
        if self.width >= self.TWO_COLUMNS and self.steps and reasons:
            tail = reasons + bool(self.footer and self.footer_shown)  # the last may go under the steps
            options += [self._layout(2, k, share) for k in range(tail) for share in self.SHARES]
        self.blocks, self._height = min(options, key=lambda o: o[1])
        self.columns = 1 if self.blocks is options[0][0] else 2

    def narrowest(self, steps: list[str], reasons: list[str], footer: str, most: float,
                  widths: Sequence[float]) -> float:
        """The first of ``widths`` at which these words stay within ``most`` (else the last)."""
        saved = (self.steps, self.reasons, self.footer, self.width, self.blocks, self._height, self.columns)
        kept = (self.left_out, self.footer_shown)
        self.title, self.steps, self.reasons, self.footer = hint_title(), steps, reasons, footer
        self.left_out, self.footer_shown = 0, True
        try:
            for width in widths:
                self.width = width
                self._fit(most)
                if self._height <= most:
                    return width
            return widths[-1]
        finally:
            self.steps, self.reasons, self.footer, self.width, self.blocks, self._height, self.columns = saved
            self.left_out, self.footer_shown = kept

    def _layout(self, columns: int, under: int, share: float = 0.4) -> tuple[list[Block], float]:
        """Each text's place, and the callout's height: in one column, or in two under the title
        (the steps, then the last ``under`` reasons and footer, on the left, ``share`` of the
        width; the other reasons on the right)."""
        title, step, reason, footer = self.SIZES
        inner = self.width - 2 * self.PAD
        left_w = inner if columns == 1 else inner * share
        right_x = self.PAD if columns == 1 else self.PAD + left_w + 14
        right_w = inner if columns == 1 else inner - left_w - 14
        badge = 26.0
        blocks: list[Block] = []

        def put(text: str, size: float, bold: bool, colour: QColor, x: float, width: float, at: float,
                number: int = 0) -> float:
            h = self._text_height(text, size, bold, width)
            blocks.append(Block(text, size, bold, colour, QRectF(x, at, width, h + 2), number,
                                done=0 < number <= self.ticked))
            return at + h + self.GAP

        spin = 28.0 if self.thinking else 0.0
        shown = self.reasons[:len(self.reasons) - self.left_out]
        if shown and self.cut_short:
            shown = [*shown[:-1], shown[-1] + self.MORE]  # the rest is in the tooltip: say so
        tail = [(r, reason, QColor("#d8e6ea")) for r in shown]
        foot = self.footer if self.footer_shown else ""
        beside = 0.0  # two columns: the footer on the title's line, on the right, where it fits
        if foot and columns == 2:
            heading = QFontMetricsF(th.font(title, bold=True)).horizontalAdvance(self.title)
            beside = QFontMetricsF(th.font(footer)).horizontalAdvance(foot) + 4
            if heading + beside + 24 > inner:
                beside = 0.0
        if beside:
            x = self.PAD + inner - beside
            put(foot, footer, False, QColor("#8fb3bd"), x, beside, self.PAD + 2)
        elif foot:
            tail.append((foot, footer, QColor("#8fb3bd")))
        y = put(self.title, title, True, HINT, self.PAD + spin, inner - spin - beside, self.PAD)
        top = y
        for n, text in enumerate(self.steps, start=1):  # a step taken stays, dimmed and ticked
            colour = QColor(TAKEN) if n <= self.ticked else QColor("white")
            y = put(text, step, True, colour, self.PAD + badge, left_w - badge, y, n)
        split = len(tail) - under if columns == 2 else len(tail)
        ry = y if columns == 1 else top
        for text, size, colour in tail[:split]:
            ry = put(text, size, False, colour, right_x, right_w, ry)
        y = max(y, ry) if columns == 1 else y + 2
        for text, size, colour in tail[split:]:
            y = put(text, size, False, colour, self.PAD, left_w, y)
        return blocks, max(max(y, ry) + self.PAD - self.GAP, 64.0)

    @staticmethod
    def _text_height(text: str, size: float, bold: bool, width: float) -> float:
        fm = QFontMetricsF(th.font(size, bold=bold))
        return fm.boundingRect(QRectF(0, 0, width, 10_000), Qt.TextFlag.TextWordWrap, text).height()

    @override
    def boundingRect(self) -> QRectF:
        return QRectF(-6, -6, self.width + 12, self._height + 12)

    @override
    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        box = QRectF(0, 0, self.width, self._height)
        p.setPen(QPen(HINT, 2))
        p.setBrush(QColor(12, 30, 38))
        p.drawRoundedRect(box, 10, 10)
        for b in self.blocks:
            if b.step and not self.thinking and b.done:  # a step taken: ticked
                _tick(p, QPointF(self.PAD + 10, b.rect.top() + 10), 10)
            elif b.step and not self.thinking:  # a step: its number, as on the map
                _badge(p, QPointF(self.PAD + 10, b.rect.top() + 10), b.step, 10)
            p.setPen(b.colour)
            p.setFont(th.font(b.size, bold=b.bold))
            p.drawText(b.rect, Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap, b.text)
        if self.thinking:
            self._spinner(p, QPointF(self.PAD + 10, self.PAD + 10))

    def _spin(self) -> None:
        self.angle = (self.angle + 30) % 360
        self.update()

    def _spinner(self, p: QPainter, centre: QPointF) -> None:
        r = QRectF(centre.x() - 9, centre.y() - 9, 18, 18)
        p.setPen(QPen(QColor(95, 216, 240, 70), 3))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawEllipse(r)
        p.setPen(QPen(HINT, 3, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        p.drawArc(r, -self.angle * 16, 100 * 16)


class HintLayer:
    """What the window calls: show "thinking…", show an advice, or clear it all."""

    #: the widest the callout's corner is made for its words to fit the row's height
    ROOM = 760.0

    def __init__(self, scene: BoardScene) -> None:
        self.scene = scene
        self.callout = HintCallout()
        self.plan = PlanMarks()
        scene.addItem(self.callout)
        scene.addItem(self.plan)
        self.glows: list[CardGlow] = []
        #: the cards and the map steps shown (for tests)
        self.cards: tuple[int, ...] = ()
        self.marks: list[Mark] = []
        #: what is shown, to show it again where the tiles now are when the table is laid out
        #: anew (the window was resized: table_layout)
        self._shown: tuple[Advice, Sequence[str], int, int, str | None] | None = None
        self._thinking = False
        scene.layout_changed.connect(self._relayout)

    def _relayout(self) -> None:
        if self._shown is not None:
            self.show(*self._shown)
        elif self._thinking:
            self.show_thinking()

    def _room(self, wanted: float) -> QRectF:
        """Where the callout may go: the bottom row's left corner, from the variant cards' tile
        to just short of the hand's first card, as high as the row; the hand row moves right
        (or closer, never hiding a card's fine print) to make it ``wanted`` wide where its tile
        allows. The panels, the skirmish, the cards of the hand and the pass slots stay in sight."""
        scene, lay = self.scene, self.scene.layout
        corner = self._corner()
        clear = corner.left() + wanted + 12
        if scene.hand_clear_left != clear:
            scene.hand_clear_left = clear
            if scene.state is not None:
                scene.sync(scene.state)
        edge = min(scene.hand_row_left - 12, lay.hand.right(), corner.left() + wanted)
        right = max(corner.right(), edge)
        return QRectF(corner.left(), corner.top(), right - corner.left(), corner.height())

    def _corner(self) -> QRectF:
        """The bottom row's left corner the callout may take: the variant cards' tile below its
        heading line, which stays in sight and names the cards in play under the callout."""
        corner = self.scene.layout.variants
        heading = self.scene.variants.heading() if self.scene.variants.cards else 0.0
        return corner.adjusted(0, heading, 0, 0)

    def _give_room_back(self) -> None:
        """The hand row is centred again once the hint is gone."""
        if self.scene.hand_clear_left:
            self.scene.hand_clear_left = 0.0
            if self.scene.state is not None:
                self.scene.sync(self.scene.state)

    def show_thinking(self) -> None:
        self._clear_marks()
        self._thinking = True
        self.scene.variants.set_covered(True)
        self.callout.show_thinking(self._room(self.scene.layout.variants.width()))

    def show(self, advice: Advice, names: Sequence[str], hints_used: int, done: int = 0,
             footer: str | None = None) -> None:
        """``advice`` on the table; ``done``: its first steps the player has taken as advised
        (ticked in the callout, no longer marked on the map); the callout's last line counts the
        hints used, or is ``footer`` (the game review's words for a better decision)."""
        self._clear_marks()
        self._shown = (advice, names, hints_used, done, footer)
        from ...ai.advice import shown_done, shown_steps

        numbered = shown_steps(advice)
        steps = [hint_step_text(a, n, advice.card, names) for a, n in numbered]
        reasons = hint_reasons(advice)
        footer = hints_used_text(hints_used) if footer is None else footer
        corner = self._corner()
        widths = [corner.width() + 40 * k for k in range(int((self.ROOM - corner.width()) // 40) + 1)]
        wanted = self.callout.narrowest(steps, reasons, footer, corner.height() - self.callout.SPARE, widths)
        self.scene.variants.set_covered(True)
        taken = shown_done(advice, done)
        self.callout.show_advice(steps, reasons, footer, self._room(wanted), taken)
        self.cards = advice.action.cards if taken == 0 else ()
        for item in self.scene.hand_items:
            if item.card in self.cards:
                self.glows.append(CardGlow(item, 1))
        self.marks, areas = plan_marks(self.scene, advice, taken)
        self.plan.set_marks(self.marks, [self.scene.areas[a].sceneBoundingRect().adjusted(6, 6, -6, -6)
                                         for a in areas])
        self.plan.setVisible(bool(self.marks))

    def clear(self) -> None:
        self._clear_marks()
        self.callout.hide_hint()
        self.scene.variants.set_covered(False)
        self._give_room_back()

    def _clear_marks(self) -> None:
        self._shown = None
        self._thinking = False
        for g in self.glows:
            scene = g.scene()
            if scene is not None:
                scene.removeItem(g)  # the glow leaves its card and the scene with it
        self.glows = []
        self.cards = ()
        self.marks = []
        self.plan.set_marks([], [])
        self.plan.setVisible(False)

    @property
    def visible(self) -> bool:
        return self.callout.isVisible()


__all__ = ["HINT", "Block", "CardGlow", "HintCallout", "HintLayer", "Mark", "PlanMarks", "plan_marks"]
