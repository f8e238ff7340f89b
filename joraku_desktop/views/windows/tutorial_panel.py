"""What the tutorial shows: the lesson panel beside the table and the marks of what to touch.

The panel (:class:`TutorialPanel`) holds the step's title, "Step k of n", the lesson, what the
player is to do now (or that the others are playing), what happened and why once the step is
done, the last refusal, and the buttons: Next (Finish on the last step), Back, Restart step and
Leave the tutorial, in two rows. It stands where the game log stands in a game, so the table
keeps its size. In a small window (1280×720, 1024×700) it takes compact sizes — 13-pixel text,
tighter boxes and buttons — so every lesson is read whole without scrolling; the lesson would
scroll only in a window smaller still, and then what to do now, the last refusal and the buttons
never move, and a finished step scrolls to what happened.

The marks (:class:`TutorialMarks`) reuse the hint's visuals (``hint_layer``): a glow on the card
to play or pass, numbered ghost samurai where the lesson places, an arrow for the daimyo, a
cross on a samurai to remove, the target areas outlined, and the button to press outlined in
the hint's colour. They are drawn again after every redraw of the table.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import QEvent, QObject, QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsView,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from ...ai.advice import Advice, AdviceKind, Reason
from ...model import Action
from ...model.actions import AP, END, PASS, PLACEMENT, PLAY
from ...words.tutorial import tutorial_buttons, tutorial_lesson, tutorial_step_text
from .. import theme as th
from ..plain_text import PlainLabel, RichLabel, html_text
from ..table.card_item import CardItem
from ..table.hint_layer import CardGlow, PlanMarks, plan_marks

if TYPE_CHECKING:
    from ..table.scene import BoardScene
    from .action_bar import ActionBar


#: the panel's look; ``{body}`` and the other sizes are the font sizes in pixels, smaller in a
#: small window (:meth:`TutorialPanel.set_compact`), ``{pad}`` the buttons' padding
_STYLE = """
QFrame#tutorial-panel { background: @bar; border-left: 1px solid @bar_edge; }
QScrollArea#tutorial-words, QWidget#tutorial-words-inside { background: transparent; border: none; }
QLabel { color: @cream; font-size: {body}px; }
QLabel#tutorial-step { color: @disabled_text; font-size: 13px; }
QLabel#tutorial-title { color: @gold_light; font-size: {title}px; font-weight: bold; }
QLabel#tutorial-task { color: @hint_text; font-size: {body}px; font-weight: bold;
                       border: 1px solid @hint; border-radius: 6px; padding: {box}px; }
QLabel#tutorial-after { color: @cream; background: #2a2418; border: 1px solid #8a6a2a;
                        border-radius: 6px; padding: {box}px; }
QLabel#tutorial-refusal { color: #ffb4a0; font-size: 13px; }
QPushButton { background: @slate; color: @cream; border: 1px solid @slate_edge; border-radius: 6px;
              padding: {pad}; font-size: {body}px; }
QPushButton:hover { background: #4a5466; }
QPushButton:disabled { background: #262b33; color: @slate_edge; border-color: @slate; }
QPushButton#tutorial-next { background: @gold; color: @gold_ink; border-color: @gold_edge;
                            font-weight: bold; }
QPushButton#tutorial-next:hover { background: @gold_light; }
QPushButton#tutorial-next:disabled { background: @disabled; color: @disabled_text; }
"""
@dataclass(frozen=True)
class Sizes:
    """The panel's font sizes, boxes' padding and gaps, in pixels."""

    body: int
    title: int
    box: int
    pad: str
    gap: int


#: the sizes of a roomy window and of a small one (at most 800 pixels high: 1280×720, 1024×700),
#: where the lesson is read whole without scrolling in 13-pixel text (never smaller)
SIZES = {False: Sizes(body=14, title=18, box=6, pad="6px 12px", gap=8),
         True: Sizes(body=13, title=16, box=4, pad="3px 8px", gap=5)}


def style(compact: bool) -> str:
    """The panel's style sheet, roomy or compact."""
    sizes = SIZES[compact]
    sheet = _STYLE
    for name in ("body", "title", "box", "pad"):
        sheet = sheet.replace("{" + name + "}", str(getattr(sizes, name)))
    return th.qss(sheet)


def _paragraphs(text: str, gap: int = 8) -> str:
    """Plain lesson text as rich text: paragraphs kept apart by ``gap`` pixels, markup shown as
    typed."""
    parts = [html_text(p.strip()) for p in text.split("\n\n") if p.strip()]
    return "".join(f"<p style='margin: 0 0 {gap}px 0'>{p}</p>" for p in parts)


class TutorialPanel(QFrame):
    """The lesson beside the table, with the buttons that move through the lessons."""

    next_clicked = Signal()
    back_clicked = Signal()
    restart_clicked = Signal()
    leave_clicked = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tutorial-panel")
        #: a small window's sizes (:meth:`set_compact`)
        self.compact = False
        self.setStyleSheet(style(False))
        self.outer = outer = QVBoxLayout(self)
        outer.setContentsMargins(14, 12, 14, 12)
        outer.setSpacing(8)
        self.words = QScrollArea(self)
        self.words.setObjectName("tutorial-words")
        self.words.setWidgetResizable(True)
        self.words.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.words.setFrameShape(QFrame.Shape.NoFrame)
        inside = QWidget(self.words)
        inside.setObjectName("tutorial-words-inside")
        lay = QVBoxLayout(inside)
        lay.setContentsMargins(0, 0, 4, 0)
        lay.setSpacing(8)
        self.inside = lay
        self.words.setWidget(inside)
        outer.addWidget(self.words, 1)
        self._shown: tuple[str, bool] = ("", False)

        def label(name: str, rich: bool = False, where: QVBoxLayout = lay) -> QLabel:
            w = RichLabel("", self) if rich else PlainLabel("", self)
            w.setObjectName(name)
            w.setWordWrap(True)
            where.addWidget(w)
            return w

        self.step_label = label("tutorial-step")
        self.title = label("tutorial-title")
        self.body = label("tutorial-body", rich=True)  # paragraphs of escaped lesson text
        self.after = label("tutorial-after", rich=True)
        lay.addStretch(1)
        lay = outer  # what to do now and the last refusal stay in view, above the buttons
        self.task = label("tutorial-task", where=lay)
        self.refusal_label = label("tutorial-refusal", where=lay)
        # the buttons in two rows: Back beside Next (the way through the lessons), then Restart
        # step beside Leave; the lesson above them keeps the height
        self.b_back = QPushButton(self)
        self.b_back.setObjectName("tutorial-back")
        self.b_back.clicked.connect(self.back_clicked)
        self.b_next = QPushButton(self)
        self.b_next.setObjectName("tutorial-next")
        self.b_next.clicked.connect(self.next_clicked)
        self.b_restart = QPushButton(self)
        self.b_restart.setObjectName("tutorial-restart")
        self.b_restart.clicked.connect(self.restart_clicked)
        self.b_leave = QPushButton(self)
        self.b_leave.setObjectName("tutorial-leave")
        self.b_leave.clicked.connect(self.leave_clicked)
        self.rows = (QHBoxLayout(), QHBoxLayout())
        self.rows[0].addWidget(self.b_back, 2)
        self.rows[0].addWidget(self.b_next, 3)
        self.rows[1].addWidget(self.b_restart, 1)
        self.rows[1].addWidget(self.b_leave, 1)
        for row in self.rows:
            lay.addLayout(row)
        for b in (self.b_next, self.b_back, self.b_restart, self.b_leave):
            b.setCursor(Qt.CursorShape.PointingHandCursor)

    def set_compact(self, compact: bool) -> None:
        """The small window's sizes (13-pixel lesson text, tighter boxes and buttons) or the
        roomy ones: at 1280×720 and 1024×700 every lesson is read whole without scrolling."""
        if compact == self.compact:
            return
        self.compact = compact
        self.setStyleSheet(style(compact))
        gap = SIZES[compact].gap
        self.outer.setContentsMargins(*((10, 8, 10, 8) if compact else (14, 12, 14, 12)))
        for lay in (self.outer, self.inside, *self.rows):
            lay.setSpacing(gap)
        key, _ = self._shown
        if key:
            self._texts(key)

    def _texts(self, key: str) -> None:
        """The lesson's words in the panel's paragraph spacing."""
        _, body, after = tutorial_lesson(key)
        gap = SIZES[self.compact].gap + 1
        self.body.setText(_paragraphs(body, gap))
        self.after.setText(_paragraphs(after, gap))

    def show_step(self, key: str, number: int, total: int, *, task: str, done: bool, last: bool,
                  first: bool, rebuild: bool = True) -> None:
        """The lesson of step ``number`` (1-based); ``task`` says what to do or watch now
        (empty once the step is done), ``done`` shows what happened and enables Next;
        ``rebuild``: Back and Restart step can rebuild the step (not after the player's own game)."""
        title, _, after = tutorial_lesson(key)
        words = tutorial_buttons()
        self.step_label.setText(tutorial_step_text(number, total))
        self.title.setText(title)
        self._texts(key)
        self.task.setText(task)
        self.task.setVisible(bool(task))
        self.after.setVisible(done and bool(after))
        self.b_next.setText(words["finish"] if last else words["next"])
        self.b_next.setEnabled(done)
        self.b_back.setText(words["back"])
        self.b_back.setEnabled(not first and rebuild)
        self.b_restart.setText(words["restart"])
        self.b_restart.setEnabled(rebuild)
        self.b_leave.setText(words["leave"])
        shown = (key, done)
        if shown != self._shown:  # a new lesson is read from its top; a finished one shows what happened
            self._shown = shown
            bar = self.words.verticalScrollBar()
            if done and self.after.isVisibleTo(self):  # once the new words are laid out
                QTimer.singleShot(0, self, lambda: bar.setValue(bar.maximum()))
            else:
                bar.setValue(0)

    def set_refusal(self, text: str) -> None:
        self.refusal_label.setText(text)
        self.refusal_label.setVisible(bool(text))


class TutorialMarks:
    """The lesson's "touch this" marks on the table and the action bar (the hint's visuals)."""

    def __init__(self, scene: BoardScene, bar: ActionBar) -> None:
        self.scene = scene
        self.bar = bar
        self.plan = PlanMarks()
        self.plan.setObjectName("tutorial-marks")
        scene.addItem(self.plan)
        self.glows: list[CardGlow] = []
        #: the cards lit and the button lit (for tests)
        self.cards: tuple[int, ...] = ()
        self.button = ""

    def show(self, run: Sequence[Action], areas: Sequence[int] = (),
             parts: Sequence[tuple[str, int]] = ()) -> None:
        """Light the player's next decisions (none: clear), or the areas (and parts of areas:
        ``tutorial.script.PARTS``) a narrated lesson talks about."""
        self.clear()
        if areas or parts:
            rects = [self._area_rect(a) for a in areas] + [self._part_rect(p, a) for p, a in parts]
            self.plan.set_marks([], rects)
            self.plan.setVisible(True)
        if not run:
            return
        first = run[0]
        if first.kind in (PLAY, PASS):
            self.cards = first.cards
            for item in self.scene.hand_items:
                if isinstance(item, CardItem) and item.card in self.cards and item.isVisible():
                    self.glows.append(CardGlow(item, 1))
        buttons = {PLACEMENT: self.bar.b_placement, AP: self.bar.b_ap, END: self.bar.b_done,
                   PASS: self.bar.b_confirm}
        button = buttons.get(first.kind)
        if button is not None:
            button.setStyleSheet(th.LIT_BUTTON)
            self.button = button.objectName()
        map_steps = tuple(a for a in run if a.kind not in (PLAY, PASS, PLACEMENT, AP, END))
        if map_steps:
            advice = Advice(AdviceKind.RESOLVE, 0, 0, -1, map_steps[0], map_steps[1:], Reason())
            marks, areas = plan_marks(self.scene, advice)
            self.plan.set_marks(marks, [self._area_rect(a) for a in areas])
            self.plan.setVisible(bool(marks))

    def look_rect(self, part: str, area: int, army: int) -> QRectF:
        """Where a lesson asks the player to click (scene coordinates): ``army``'s own influence
        box, or the area's result strip or chart."""
        item = self.scene.areas[area]
        local = item.influence_box(army) if part == "influence" else item.part_rect(part)
        return item.mapRectToScene(local)

    def _area_rect(self, area: int) -> QRectF:
        return self.scene.areas[area].sceneBoundingRect().adjusted(6, 6, -6, -6)

    def _part_rect(self, part: str, area: int) -> QRectF:
        """The influence boxes, the last result strip or the prestige chart of an area."""
        item = self.scene.areas[area]
        local = item.part_rect(part)
        return item.mapRectToScene(local).adjusted(-3, -3, 3, 3)

    def clear(self) -> None:
        for g in self.glows:
            scene = g.scene() if shiboken6.isValid(g) else None  # a card leaves with its glow
            if scene is not None:
                scene.removeItem(g)
        self.glows = []
        self.cards = ()
        if self.button:
            for b in (self.bar.b_placement, self.bar.b_ap, self.bar.b_done, self.bar.b_confirm):
                b.setStyleSheet("")
            self.button = ""
        self.plan.set_marks([], [])
        self.plan.setVisible(False)


class TableClicks(QObject):
    """Every left click on the table, in scene coordinates, for a lesson that asks the player
    to find a part of it; the click goes on to the table as before."""

    clicked = Signal(QPointF)

    def __init__(self, view: QGraphicsView) -> None:
        super().__init__(view)
        self.view = view
        view.viewport().installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if (event.type() == QEvent.Type.MouseButtonPress and isinstance(event, QMouseEvent)
                and event.button() == Qt.MouseButton.LeftButton):
            self.clicked.emit(self.view.mapToScene(event.position().toPoint()))
        return False


__all__ = ["TableClicks", "TutorialMarks", "TutorialPanel"]
