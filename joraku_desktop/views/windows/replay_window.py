"""The replay window: a game's table and log as they were at any decision, stepped, jumped or
played at a chosen speed; "Play from here" and "Export log…".

It reuses the live window's pieces — :class:`BoardScene`, :class:`BoardView`, :class:`GameLog`
and the log's lines (:func:`.log_story.story_log`) — fed from a Qt-free :class:`Replay`
instead of the controller, so a replayed table looks exactly like the played one. The table is
never interactive here: every :class:`BoardState` it draws says so, and a request from the board
is refused. A replay is a window of its own, so a game in progress goes on untouched behind it;
"Play from here" hands a new game to the main window, which starts it through the controller.
"""

from __future__ import annotations

import bisect
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QEvent, QObject, QPointF, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import (
    QCloseEvent,
    QColor,
    QIcon,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QPixmap,
    QPolygonF,
)
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QHBoxLayout,
    QMainWindow,
    QMenu,
    QMessageBox,
    QPushButton,
    QSlider,
    QSplitter,
    QStyle,
    QStyleOptionSlider,
    QToolButton,
    QToolTip,
    QVBoxLayout,
    QWidget,
)
from typing_extensions import override

from ...ai.advice import Advice
from ...model import Game
from ...model.save_format import clip
from ...model.view import observe
from ...presentation.board_state import BoardState
from ...presentation.log_story import LogLine, story_log
from ...presentation.replay_model import Mark, Replay
from ...saves import SeatInfo
from ...words.basics import army_names, seat_with_colours, seating_text
from ...words.events import recruit_heading, skirmish_heading
from ...words.files import log_exported_text
from ...words.replay import (
    replay_banner_text,
    replay_reveal_tip,
    replay_round_menu,
    replay_speed_name,
    replay_step_text,
    replay_title,
    replay_tooltips,
    replay_where_text,
)
from ...words.table import phase_title
from .. import theme as th
from ..plain_text import PlainLabel, message_box, plain_tip, window_title
from ..table.board_view import BoardView
from ..table.scene import BoardScene
from .game_log import GameLog
from .log_export import ask_export_log

if TYPE_CHECKING:
    from ..table.hint_layer import HintLayer

#: how long each decision stays on the table when the replay plays itself (ms)
PLAY_SPEEDS: dict[str, int] = {"slow": 1600, "normal": 900, "fast": 400, "very fast": 120}

STYLE = th.qss("""
QWidget#replay-bar { background: @bar; border-top: 1px solid @bar_edge; }
QLabel { color: @cream; font-size: 13px; }
QLabel#replay-where { color: @gold_light; font-size: 15px; font-weight: bold; }
QPushButton, QToolButton { background: @slate; color: @cream; border: 1px solid @slate_edge;
              border-radius: 5px; padding: 5px 10px; font-size: 13px; }
QPushButton:hover, QToolButton:hover { border-color: @gold; }
QPushButton:disabled, QToolButton:disabled { background: #2a2f38; color: #6f6a60; }
QPushButton#replay-here { background: @gold; color: @gold_ink; border-color: @gold_edge; font-weight: bold; }
QPushButton#replay-here:hover { background: @gold_light; }
QComboBox { background: @bg_light; color: @cream; border: 1px solid @slate_edge; border-radius: 4px;
            padding: 3px 8px; font-size: 13px; }
QCheckBox { color: @cream; font-size: 13px; }
QCheckBox:disabled { color: #6f6a60; }
""")


def media_icon(kind: str, colour: QColor | None = None) -> QIcon:
    """The bar's icons drawn in the table's cream (the style's own are grey on the dark bar):
    "start", "back", "play", "pause", "forward", "end"."""
    pix = QPixmap(36, 36)
    pix.fill(Qt.GlobalColor.transparent)
    p = QPainter(pix)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(colour or th.PAPER)

    def triangle(x: float, right: bool) -> None:
        tip, base = (x + 12, x) if right else (x, x + 12)
        p.drawPolygon(QPolygonF([QPointF(base, 8), QPointF(base, 28), QPointF(tip, 18)]))

    if kind == "pause":
        p.drawRect(QRectF(10, 8, 6, 20))
        p.drawRect(QRectF(20, 8, 6, 20))
    elif kind == "play":
        p.drawPolygon(QPolygonF([QPointF(11, 7), QPointF(11, 29), QPointF(28, 18)]))
    elif kind in ("back", "forward"):
        right = kind == "forward"
        triangle(6, right)
        triangle(18, right)
    else:  # "start" / "end": a bar and a triangle
        right = kind == "end"
        triangle(8 if right else 16, right)
        p.drawRect(QRectF(24 if right else 8, 8, 4, 20))
    p.end()
    return QIcon(pix)


class StoryTrack(QSlider):
    """The replay's slider, marked where each round (tall, gold) and skirmish (short) begins."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(Qt.Orientation.Horizontal, parent)
        self.setObjectName("replay-track")
        self.marks: list[Mark] = []
        #: words for the step under the mouse (its tooltip)
        self.describe: Callable[[int], str] = str
        self.setMinimumHeight(26)
        self.setMouseTracking(True)

    def value_at(self, x: float) -> int:
        """The step under ``x`` (the slider's coordinates)."""
        lo, hi = self.x_of(self.minimum()), self.x_of(self.maximum())
        return QStyle.sliderValueFromPosition(self.minimum(), self.maximum(), round(x) - lo, max(1, hi - lo))

    @override
    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        super().mouseMoveEvent(event)
        text = self.describe(self.value_at(event.position().x()))
        QToolTip.showText(event.globalPosition().toPoint(), plain_tip(text), self)

    def x_of(self, index: int) -> int:
        """Where step ``index`` lies on the track, in the slider's coordinates."""
        opt = QStyleOptionSlider()
        self.initStyleOption(opt)
        style, cc, sc = self.style(), QStyle.ComplexControl.CC_Slider, QStyle.SubControl
        groove = style.subControlRect(cc, opt, sc.SC_SliderGroove, self)
        handle = style.subControlRect(cc, opt, sc.SC_SliderHandle, self)
        span = groove.width() - handle.width()
        return groove.left() + handle.width() // 2 + QStyle.sliderPositionFromValue(
            self.minimum(), self.maximum(), index, max(1, span))

    @override
    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        for m in self.marks:
            x = self.x_of(m.index)
            if m.is_round:
                p.setPen(QPen(th.GOLD, 2))
                p.drawLine(x, 1, x, self.height() - 2)
            else:
                p.setPen(QPen(QColor("#8a93a3"), 1))
                p.drawLine(x, self.height() // 2 - 6, x, self.height() // 2 + 6)
        p.end()
        super().paintEvent(event)


class ReplayWindow(QMainWindow):
    """One game's replay. Emits :attr:`play_from_here` with a new recording game at the
    position shown (the main window decides whether to start it)."""

    play_from_here = Signal(Game, tuple)  # (Game, tuple[SeatInfo, ...])

    def __init__(
        self, parent: QWidget | None, replay: Replay, seats: Sequence[SeatInfo], *,
        animation_ms: int = 350, title: str = "", seat: int | None = None,
    ) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("replay-window")
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.replay = replay
        self.seats = tuple(seats)
        self.seat_names = tuple(s.name for s in self.seats)
        self.names = army_names(replay.position.config.mode, replay.position.owner, self.seat_names)
        self.seat_kinds = tuple(s.kind for s in self.seats)
        groups = story_log(replay.config, self.seat_names, self.names, replay.story,
                           start=replay.start)
        #: the whole log, and where each step's lines end in it
        self.all_lines: list[LogLine] = [line for g in groups for line in g]
        self._ends: list[int] = []
        for g in groups:
            self._ends.append((self._ends[-1] if self._ends else 0) + len(g))
        seating = seating_text([(s.name, replay.config.seat_armies(i)) for i, s in enumerate(self.seats)])
        self.setWindowTitle(window_title(clip(title or replay_title(seating), 200)))
        self.scene = BoardScene(self)
        self.scene.animator.duration_ms = animation_ms
        self.scene.answer_with(  # a replay plays nothing: every request is refused
            lambda _action: self.tr("This is a replay: use Play from here to play on."))
        self.view = BoardView(self.scene, self)
        self.view.key_handler = self.handle_key
        self.log = GameLog(self)
        self.log.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the arrow keys step the replay
        self.log.viewport().installEventFilter(self)  # a click on a line goes to its step
        self.log.viewport().setCursor(Qt.CursorShape.PointingHandCursor)
        self.log.setToolTip(plain_tip(self.tr("Click a line to go to that moment of the game.")))
        self.timer = QTimer(self)
        self.timer.timeout.connect(self._tick)
        self._shown = -1
        #: the game review's better decision drawn at step :attr:`advice_at` (-1: none)
        self.advice_layer: HintLayer | None = None
        self.advice_at = -1
        self._build(seat)
        self.resize(parent.size() if parent is not None else self.size())
        self.show_step()
        self.view.setFocus()

    # ---- construction ----------------------------------------------------------------------------
    def _build(self, seat: int | None) -> None:
        bar = QWidget(self)
        bar.setObjectName("replay-bar")
        bar.setStyleSheet(STYLE)
        bar.setAttribute(Qt.WidgetAttribute.WA_StyledBackground)
        rows = QVBoxLayout(bar)
        rows.setContentsMargins(12, 6, 12, 8)
        rows.setSpacing(4)
        top = QHBoxLayout()
        self.where = PlainLabel("", bar)
        self.where.setObjectName("replay-where")
        self.step_label = PlainLabel("", bar)
        self.step_label.setObjectName("replay-step")
        top.addWidget(self.where)
        top.addSpacing(12)
        top.addWidget(self.step_label, 1)
        rows.addLayout(top)
        self.track = StoryTrack(bar)
        self.track.setRange(0, self.replay.last)
        self.track.marks = self.replay.marks
        self.track.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.track.describe = self.describe_step
        self.track.valueChanged.connect(self.go)
        rows.addWidget(self.track)
        line = QHBoxLayout()
        line.setSpacing(6)
        tips = replay_tooltips()

        def button(name: str, icon: str = "", text: str = "") -> QPushButton:
            b = QPushButton(text, bar)
            b.setObjectName(name)
            if icon:
                b.setIcon(media_icon(icon))
                b.setIconSize(QSize(18, 18))
            b.setToolTip(plain_tip(tips.get(name, "")))
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            line.addWidget(b)
            return b

        self.b_start = button("replay-start", "start")
        self.b_back = button("replay-back", "back")
        self.b_play = button("replay-play", "play", self.tr("Play"))
        self.b_play.setCheckable(True)
        self.b_forward = button("replay-forward", "forward")
        self.b_end = button("replay-end", "end")
        self.b_start.clicked.connect(lambda: self.go(0))
        self.b_back.clicked.connect(lambda: self.go(self.replay.index - 1))
        self.b_forward.clicked.connect(lambda: self.go(self.replay.index + 1))
        self.b_end.clicked.connect(lambda: self.go(self.replay.last))
        self.b_play.toggled.connect(self.set_playing)
        self.speed = QComboBox(bar)
        self.speed.setObjectName("replay-speed")
        for name in PLAY_SPEEDS:
            self.speed.addItem(replay_speed_name(name), name)
        self.speed.setCurrentIndex(1)
        self.speed.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.speed.currentIndexChanged.connect(lambda _i: self._apply_speed())
        line.addWidget(self.speed)
        self.b_jump = QToolButton(bar)
        self.b_jump.setObjectName("replay-jump")
        self.b_jump.setText(self.tr("Jump to"))
        self.b_jump.setToolTip(plain_tip(tips["replay-jump"]))
        self.b_jump.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.b_jump.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.jump_menu = self._jump_menu()
        self.b_jump.setMenu(self.jump_menu)
        line.addWidget(self.b_jump)
        top.addWidget(PlainLabel(self.tr("View of"), bar))
        self.seat_box = QComboBox(bar)
        self.seat_box.setObjectName("replay-seat")
        self.seat_box.setToolTip(plain_tip(tips["replay-seat"]))
        viewable = self.replay.viewable_seats
        for each in viewable:  # its own name: ``seat`` is the view asked for, read below
            armies = self.replay.config.seat_armies(each)
            self.seat_box.addItem(seat_with_colours(clip(self.seat_names[each], 40), armies), each)
        first = next((i for i, s in enumerate(viewable) if s in self.replay.humans), 0)
        if seat in viewable:  # the seat whose hand the main window shows (the hot seat's)
            first = viewable.index(seat)
        self.seat_box.setCurrentIndex(first)
        self.seat_box.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.seat_box.currentIndexChanged.connect(lambda _i: self.show_step())
        top.addWidget(self.seat_box)
        self.reveal = QCheckBox(self.tr("Reveal every hand"), bar)
        self.reveal.setObjectName("replay-reveal")
        self.reveal.setEnabled(self.replay.finished)
        self.reveal.setToolTip(plain_tip(replay_reveal_tip(self.replay.finished)))
        self.reveal.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.reveal.toggled.connect(lambda _on: self.show_step())
        top.addSpacing(8)
        top.addWidget(self.reveal)
        line.addStretch(1)
        self.b_here = button("replay-here", "", self.tr("Play from here"))
        self.b_export = button("replay-export", "", self.tr("Export log…"))
        self.b_close = button("replay-close", "", self.tr("Close replay"))
        self.b_here.clicked.connect(self.play_from_position)
        self.b_export.clicked.connect(self.export_log)
        self.b_close.clicked.connect(self.close)
        rows.addLayout(line)
        left = QWidget(self)
        lay = QVBoxLayout(left)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(0)
        lay.addWidget(self.view, 1)
        lay.addWidget(bar)
        split = QSplitter(Qt.Orientation.Horizontal, self)
        split.addWidget(left)
        split.addWidget(self.log)
        split.setStretchFactor(0, 5)
        split.setStretchFactor(1, 1)
        split.setSizes([1320, 300])
        self.setCentralWidget(split)
        self.setStyleSheet(th.WINDOW_SHEET)

    def _jump_menu(self) -> QMenu:
        """A submenu per round: its recruit phase, then each of its skirmishes; and the end."""
        menu = QMenu(self)
        menu.setObjectName("replay-jump-menu")
        sub: QMenu | None = None
        for m in self.replay.marks:
            if m.is_round or sub is None:
                sub = menu.addMenu(replay_round_menu(m.round))
            text = recruit_heading(m.round) if m.is_round else skirmish_heading(m.skirmish + 1, m.of)
            act = sub.addAction(text)
            act.setObjectName(f"jump-{m.round}-{m.skirmish}")
            act.triggered.connect(lambda _=False, i=m.index: self.go(i))
        menu.addSeparator()
        end = menu.addAction(self.tr("The last decision"))
        end.triggered.connect(lambda: self.go(self.replay.last))
        return menu

    # ---- moving ----------------------------------------------------------------------------------
    def go(self, index: int) -> None:
        """Show step ``index`` (kept within the story)."""
        if self.replay.go(index) != self._shown:
            self.show_step()

    def jump(self, round_: int, skirmish: int = -1) -> bool:
        """Show the start of a round (or one of its skirmishes): what the Jump menu does."""
        mark = self.replay.mark_of(round_, skirmish)
        if mark is not None:
            self.go(mark.index)
        return mark is not None

    def describe_step(self, index: int) -> str:
        """Where step ``index`` stands in the game: round, phase or skirmish, and its number."""
        r = self.replay
        index = max(0, min(index, r.last))
        v = observe(r.positions[index], self.seat)
        where = replay_where_text(v.round, v.phase, v.skirmish, v.skirmishes_per_round)
        return f"{where}\n{replay_step_text(index, r.last)}"

    @property
    def seat(self) -> int:
        seat = self.seat_box.currentData()
        return int(seat) if seat is not None else self.replay.viewable_seats[0]

    def board_state(self) -> BoardState:
        """The table at the step shown, from the chosen seat (R-P3), every hand face up only
        when the game is over and the player asked to see them."""
        r = self.replay
        revealed = r.hands() if r.finished and self.reveal.isChecked() else ()
        return BoardState(r.seat_view(self.seat), self.seat, False, self.seat_names, self.seat_kinds,
                          tuple(self.names), revealed=revealed)

    def show_step(self) -> None:
        r = self.replay
        index = r.index
        if index == self._shown + 1 and self._shown >= 0:
            self.scene.feed_events(r.story[index].events, self.names)  # one step on: animated
            animate = True
        else:
            self.scene.retell(r.events_so_far(), self.names)
            animate = False
        s = self.board_state()
        self.scene.sync(s)
        if not animate:
            self.scene.animator.finish_all()
        left, mid = phase_title(s.view)
        v = s.view
        who = self.seat_names[v.current_seat] if 0 <= v.current_seat < len(self.seat_names) else ""
        colour = th.ARMY_COLOUR[s.seat_armies(v.current_seat)[0]] if v.current_seat >= 0 else th.GOLD
        self.scene.banner.set_text(left, mid, replay_banner_text(who, v.is_over), colour)
        self._shown = index
        if self.advice_layer is not None and index != self.advice_at:
            self.advice_layer.clear()
            self.advice_at = -1
        end = self._ends[index]
        self.log.show_lines(self.all_lines[:end], self._ends[index - 1] if index > 0 else 0)
        self.where.setText(replay_where_text(v.round, v.phase, v.skirmish, v.skirmishes_per_round))
        self.step_label.setText(replay_step_text(index, r.last))
        self.track.blockSignals(True)
        self.track.setValue(index)
        self.track.blockSignals(False)
        self.b_start.setEnabled(index > 0)
        self.b_back.setEnabled(index > 0)
        self.b_forward.setEnabled(index < r.last)
        self.b_end.setEnabled(index < r.last)
        self.b_here.setEnabled(not v.is_over)  # a finished game has nothing left to play

    # ---- a better decision (the game review) ----------------------------------------------------
    def show_advice(self, index: int, advice: Advice, footer: str) -> None:
        """Go to decision ``index`` from the seat that made it and draw ``advice`` there as the
        hint draws it (ghost pieces, arrows, the glowing card, the callout); it goes when the
        replay moves on."""
        from ..table.hint_layer import HintLayer

        self.set_playing(False)
        if advice.seat in self.replay.viewable_seats:
            self.seat_box.setCurrentIndex(self.replay.viewable_seats.index(advice.seat))
        self.go(index)
        if self.advice_layer is None:
            self.advice_layer = HintLayer(self.scene)
        self.advice_layer.show(advice, self.names, 0, footer=footer)
        self.advice_at = index

    # ---- playing by itself -----------------------------------------------------------------------
    @property
    def playing(self) -> bool:
        return self.timer.isActive()

    def set_playing(self, on: bool) -> None:
        if on and self.replay.index >= self.replay.last:
            self.go(0)  # played to the end before: play it again from the deal
        if on:
            self._apply_speed()
            self.timer.start()
        else:
            self.timer.stop()
        self.b_play.blockSignals(True)
        self.b_play.setChecked(on)
        self.b_play.blockSignals(False)
        self.b_play.setIcon(media_icon("pause" if on else "play"))
        self.b_play.setText(self.tr("Pause") if on else self.tr("Play"))

    def _apply_speed(self) -> None:
        self.timer.setInterval(PLAY_SPEEDS.get(str(self.speed.currentData()), PLAY_SPEEDS["normal"]))

    def _tick(self) -> None:
        self.go(self.replay.index + 1)
        if self.replay.index >= self.replay.last:
            self.set_playing(False)

    def step_of_line(self, line: int) -> int:
        """The step whose decision wrote line ``line`` of the whole log."""
        return min(bisect.bisect_right(self._ends, line), self.replay.last)

    @override
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (watched is self.log.viewport() and event.type() == QEvent.Type.MouseButtonRelease
                and isinstance(event, QMouseEvent) and event.button() == Qt.MouseButton.LeftButton
                and not self.log.textCursor().hasSelection()):
            block = self.log.cursorForPosition(event.position().toPoint()).blockNumber()
            shown = self._ends[self.replay.index]
            self.set_playing(False)
            self.go(self.step_of_line(shown - len(self.log.entries) + block))
        return super().eventFilter(watched, event)

    # ---- keys ------------------------------------------------------------------------------------
    @override
    def keyPressEvent(self, event: QKeyEvent) -> None:
        if not self.handle_key(event):
            super().keyPressEvent(event)

    def handle_key(self, event: QKeyEvent) -> bool:
        """←/→ a decision, PageUp/PageDown a round or skirmish, Home/End, Space play/pause,
        Escape closes the replay (as Close replay does)."""
        key, r = event.key(), self.replay
        if key == Qt.Key.Key_Left:
            self.go(r.index - 1)
        elif key == Qt.Key.Key_Right:
            self.go(r.index + 1)
        elif key == Qt.Key.Key_Home:
            self.go(0)
        elif key == Qt.Key.Key_End:
            self.go(r.last)
        elif key == Qt.Key.Key_PageUp:
            mark = r.previous_mark()
            self.go(mark.index if mark else 0)
        elif key == Qt.Key.Key_PageDown:
            mark = r.next_mark()
            self.go(mark.index if mark else r.last)
        elif key == Qt.Key.Key_Space:
            self.set_playing(not self.playing)
        elif key == Qt.Key.Key_Escape:
            self.close()
        else:
            return False
        return True

    # ---- play from here, export ------------------------------------------------------------------
    def play_from_position(self) -> None:
        self.set_playing(False)
        self.play_from_here.emit(self.replay.game_from_here(), tuple(self.seats))

    def export_log(self) -> Path | None:
        """Save the whole game's log (not only up to the step shown) as text or HTML."""
        self.set_playing(False)
        path, error = ask_export_log(self, self.replay.config, self.all_lines)
        if error:
            box = message_box(self, QMessageBox.Icon.Warning, self.tr("Could not export the log"), error)
            box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            box.open()
        elif path is not None:
            self.statusBar().showMessage(log_exported_text(clip(str(path), 200, middle=True)), 6000)
        return path

    @override
    def closeEvent(self, event: QCloseEvent) -> None:
        self.timer.stop()
        event.accept()


class ShowsReplays(Protocol):
    def show(self, game: Game, seats: Sequence[SeatInfo], seat: int | None = None) -> ReplayWindow: ...


class ReplayHost(Protocol):
    """The main window as a replay made again needs it: what shows a replay."""

    @property
    def replays(self) -> ShowsReplays: ...


def remake(host: ReplayHost, old: ReplayWindow) -> None:
    """The open replay made again (a new language), at the same step and from the same seat
    (:data:`.registry.WINDOWS`)."""
    index, seat = old.replay.index, old.seat
    host.replays.show(old.replay.source, old.seats, seat).go(index)  # closes the old one
