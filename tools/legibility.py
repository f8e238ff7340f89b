"""How faint and how small the table's text is, read from the painted table.

The real main window is painted through its view, as on screen, twice: once with every
``drawText`` of the table's items noted (its words, its font's pixel size times the painter's
scale, which includes the view's, its box on the screen, the item that drew it) and once with no
text at all; a text whose box overlaps another's is painted once more alone, so that only its own
pixels count. The pixels a text changed are its glyphs; what the picture without text has there
is what they lie on. Where the pen shows whole (a glyph's body), the text's contrast is the
lowest WCAG ratio of the pen to what lies under it (a letter on a shaded chip is held against
the lightest shade it covers). Where it nowhere does (a stroke too thin to show its pen, drawn
lighter; a text under a layer painted over it, dimmed), it is the ratio of its strongest ink to
the worst of what lies under the pixels it changed by half its most, at least (not the
antialiased rim where something painted over it cuts it). A text that changed no pixel is
covered and left out. Text items (QGraphicsSimpleTextItem) are measured the same way.

Exempt from the bar, and named as such: the texts of items that are inactive (disabled, or a card
dimmed because it cannot be picked now: WCAG exempts inactive controls) and, over a scoring card,
the table dimmed on purpose behind it (only the card's own words count then).

``scripts/table_legibility.py`` prints the figures at each window size; the window tests hold the
lowest to WCAG AA (tests/views/test_painted_legibility.py).
"""

from __future__ import annotations

import time
from array import array
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QPoint, QPointF, QRect, QRectF
from PySide6.QtGui import QColor, QFontMetricsF, QImage, QPainter
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsEffect,
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSimpleTextItem,
)
from typing_extensions import override

if TYPE_CHECKING:
    from joraku_desktop.views.windows.main_window import MainWindow

#: WCAG AA for text; what an inactive (dimmed) text is held to by the game's own bar
AA = 4.5
DIMMED_BAR = 3.0
#: a text that changed no pixel by more than this (summed over R, G, B) is covered, not seen
COVERED = 24
#: a pixel this close to the pen (summed over R, G, B) shows the pen whole
PEN_WHOLE = 6

DIMMED = "dimmed: cannot be picked now"
DISABLED = "disabled"
BEHIND_CARD = "behind the scoring card (the table dimmed on purpose)"


@dataclass
class Text:
    """One text as painted: its size on screen, words, box, pen, the item that drew it, and what
    was measured."""

    px: float
    words: str
    ink: QRect  # on the screen
    colour: QColor  # the pen, alpha included
    bold: bool
    item: str = ""
    #: why the text is exempt from the bar ("" if it is not): see the module doc
    exempt: str = ""
    contrast: float = 0.0
    behind: str = ""
    source: QGraphicsItem | None = field(default=None, repr=False, compare=False)


def luminance(c: QColor) -> float:
    return _lum(c.red(), c.green(), c.blue())


def contrast(a: QColor, b: QColor) -> float:
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def _channel(v: int) -> float:
    s = v / 255
    return s / 12.92 if s <= 0.03928 else ((s + 0.055) / 1.055) ** 2.4


_LIN = [_channel(v) for v in range(256)]


def _lum(r: int, g: int, b: int) -> float:
    return 0.2126 * _LIN[r] + 0.7152 * _LIN[g] + 0.0722 * _LIN[b]


def _ratio(p: int, q: int) -> float:
    a = _lum(p >> 16 & 255, p >> 8 & 255, p & 255)
    b = _lum(q >> 16 & 255, q >> 8 & 255, q & 255)
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)


def inactive(item: QGraphicsItem) -> str:
    """Why ``item``'s texts are exempt from the bar, or "": a disabled item, or a card dimmed
    because it cannot be picked now (R-K2's unplayable cards, R-V7's cards already kept)."""
    from joraku_desktop.views.table.card_item import CardItem

    if not item.isEnabled():
        return DISABLED
    if isinstance(item, CardItem) and item.dimmed:
        return DIMMED
    return ""


def _name(item: QGraphicsItem) -> str:
    """The item as tests find it (its objectName, "card-Y3"), else its kind."""
    return (item.objectName() if isinstance(item, QGraphicsObject) else "") or type(item).__name__


class _Painting(QGraphicsEffect):
    """Notes which item paints: while the item (and its children) paint, ``now[0]`` is the item.
    An effect that draws its source as it is, so the picture is the same."""

    def __init__(self, item: QGraphicsItem, now: list[QGraphicsItem | None]) -> None:
        super().__init__()
        self.item, self.now = item, now

    @override
    def draw(self, painter: QPainter) -> None:
        before, self.now[0] = self.now[0], self.item
        try:
            self.drawSource(painter)
        finally:
            self.now[0] = before


@contextmanager
def _painting_item(items: list[QGraphicsItem], now: list[QGraphicsItem | None]) -> Iterator[None]:
    """While inside, ``now[0]`` is the item whose ``paint`` runs (the table's items have no
    effect of their own: one that had would be left as it is, and its texts not attributed)."""
    tagged = [it for it in items if it.graphicsEffect() is None]
    for it in tagged:
        it.setGraphicsEffect(_Painting(it, now))
    try:
        yield
    finally:
        for it in tagged:
            it.setGraphicsEffect(None)  # type: ignore[arg-type]


def _box_of(p: QPainter, args: tuple[Any, ...], words: str) -> QRect:
    """Where a ``drawText`` call's words are, on the device."""
    fm = QFontMetricsF(p.font())
    first = args[0]
    if isinstance(first, QRectF | QRect):
        box = QRectF(first)
        flags = args[1] if len(args) >= 3 and not isinstance(args[1], str) else 0
        bits = int(flags.value if hasattr(flags, "value") else flags)
        ink = fm.boundingRect(box, bits, words).intersected(box)
    else:
        at = first if isinstance(first, QPointF) else QPointF(float(args[0]), float(args[1]))
        ink = fm.boundingRect(words).translated(at)
    return p.worldTransform().mapRect(ink).toAlignedRect()


def _words(args: tuple[Any, ...]) -> str:
    return next((a for a in reversed(args) if isinstance(a, str)), "")


def measure(window: MainWindow) -> list[Text]:
    """Every text of the table as the view paints it now (see the module doc). A text whose box
    overlaps another's is painted once more alone, so that only its own pixels count."""
    view, scene = window.view, window.scene
    seen: list[Text] = []
    original = QPainter.drawText
    now: list[QGraphicsItem | None] = [None]
    alone: list[Text | None] = [None]  # while painting one text alone: that text
    at = [QPoint(0, 0)]  # where the picture being painted lies in the view

    def noting(p: QPainter, *args: Any) -> Any:
        words = _words(args)
        if words.strip():
            f = p.font()
            px = f.pixelSize() if f.pixelSize() > 0 else f.pointSizeF() * 96 / 72
            colour = QColor(p.pen().color())
            colour.setAlphaF(colour.alphaF() * p.opacity())
            item = now[0]
            seen.append(Text(px * p.worldTransform().m11(), words, _box_of(p, args, words), colour, f.bold(),
                             _name(item) if item is not None else "",
                             inactive(item) if item is not None else "", source=item))
        return original(p, *args)

    def silent(p: QPainter, *args: Any) -> Any:
        return None

    def solo(p: QPainter, *args: Any) -> Any:
        t, words = alone[0], _words(args)
        if t is None or now[0] is not t.source or words != t.words:
            return None
        if (_box_of(p, args, words).center() + at[0] - t.ink.center()).manhattanLength() > 1:
            return None
        return original(p, *args)

    items = scene.items()
    simple = [it for it in items if isinstance(it, QGraphicsSimpleTextItem) and it.isVisible()]

    def paint(draw: Callable[..., Any], region: QRect, shown: list[QGraphicsSimpleTextItem]) -> QImage:
        QPainter.drawText = draw  # type: ignore[method-assign]
        at[0] = region.topLeft()
        for it in simple:
            it.setVisible(it in shown)
        image = QImage(region.size(), QImage.Format.Format_RGB32)
        image.fill(QColor("black"))
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        view.render(painter, QRectF(0, 0, region.width(), region.height()), region)
        painter.end()
        return image

    modes = [(it, it.cacheMode()) for it in items]
    for it in items:  # a cached tile would not paint again: every item paints for the count
        it.setCacheMode(QGraphicsItem.CacheMode.NoCache)
    whole = view.viewport().rect()
    view_scale = view.transform().m11()
    try:
        with _painting_item(items, now):
            pictures = [paint(noting, whole, simple), paint(silent, whole, [])]
            for it in simple:
                if it.text().strip():
                    f = it.font()
                    px = f.pixelSize() if f.pixelSize() > 0 else f.pointSizeF() * 96 / 72
                    ink = view.mapFromScene(it.sceneBoundingRect()).boundingRect()
                    seen.append(Text(px * it.sceneTransform().m11() * view_scale, it.text(), ink,
                                     QColor(it.brush().color()), f.bold(), _name(it), inactive(it),
                                     source=it))
            painted, bare = (_pixels(p) for p in pictures)
            row = pictures[1].bytesPerLine() // 4
            for t in seen:
                box = t.ink.intersected(whole)
                if any(o is not t and o.ink.intersects(box) for o in seen):
                    alone[0] = t
                    own = [t.source] if isinstance(t.source, QGraphicsSimpleTextItem) else []
                    one = paint(silent if own else solo, box, own)
                    under = paint(silent, box, [])
                    _ink_contrast(t, _pixels(one), _pixels(under), one.bytesPerLine() // 4,
                                  QRect(QPoint(0, 0), box.size()))
                else:
                    _ink_contrast(t, painted, bare, row, box)
    finally:
        QPainter.drawText = original  # type: ignore[method-assign]
        for it in simple:
            it.setVisible(True)
        for it, mode in modes:
            it.setCacheMode(mode)
    return [t for t in seen if t.contrast < 99.0]


def _pixels(image: QImage) -> array[int]:
    a = array("I")
    a.frombytes(bytes(image.constBits()))
    return a


def _ink_contrast(t: Text, painted: array[int], bare: array[int], row: int, box: QRect) -> None:
    """``t``'s contrast as painted (see the module doc); 99 if it is covered."""
    best, far, ink = 1.0, 0, 0
    pen = t.colour.rgb() & 0xFFFFFF if t.colour.alpha() == 255 else -1
    changed: list[tuple[int, int]] = []  # (how much the text changed the pixel, what lies under)
    core: list[tuple[float, int]] = []  # where the pen lies whole: its contrast with what lies under there
    if not box.isEmpty():
        for y in range(box.top(), box.bottom() + 1):
            start, end = y * row + box.left(), y * row + box.right() + 1
            if painted[start:end] == bare[start:end]:
                continue
            for i in range(start, end):
                p, q = painted[i] & 0xFFFFFF, bare[i] & 0xFFFFFF
                if p == q:
                    continue
                d = abs((p >> 16) - (q >> 16)) + abs((p >> 8 & 255) - (q >> 8 & 255)) + abs(
                    (p & 255) - (q & 255))
                changed.append((d, q))
                far = max(far, d)
                r = _ratio(p, q)
                if r > best:
                    best, ink = r, p
                if pen >= 0 and abs((p >> 16) - (pen >> 16)) + abs((p >> 8 & 255) - (pen >> 8 & 255)) + abs(
                        (p & 255) - (pen & 255)) <= PEN_WHOLE:
                    core.append((r, q))
    if far < COVERED:
        t.contrast = 99.0
        return
    if core:  # the pen as drawn, against the worst of what it lies on
        t.contrast, back = min(core)
        t.behind = f"{t.colour.name()} on {QColor.fromRgb(back).name()}"
        return
    # a stroke too thin to show its pen whole, or a text under a layer painted over it: its
    # strongest ink against the worst of what lies under its glyphs' body (a pixel the text
    # changed by half its most at least: not the antialiased rim where something painted over
    # the text cuts it)
    under = {q for d, q in changed if 2 * d >= far}
    t.contrast, back = min((_ratio(ink, q), q) for q in under)
    t.behind = f"{QColor.fromRgb(ink).name()} on {QColor.fromRgb(back).name()}"


def settle(window: MainWindow, app: QApplication) -> None:
    for _ in range(3):
        app.processEvents()
        window.scene.animator.finish_all()


def moments(window: MainWindow, app: QApplication) -> list[tuple[str, Callable[[], None]]]:
    """The moments measured, each setting the table up when called: the pass of a 4-player game,
    a Kachidoki scoring card over the table, R-V7's draft and R-V8's discard."""
    from joraku_desktop.model import Game, GameConfig, new_game
    from joraku_desktop.model.phases import Phase
    from joraku_desktop.presentation.scoring_steps import StepKind
    from joraku_desktop.saves import SeatInfo

    names = ("Ann", "CPU 1", "CPU 2", "CPU 3")
    c = window.controller

    def start(g: Game, kinds: tuple[str, ...]) -> None:
        c.set_paused(True)
        c.start(g, [SeatInfo(n, k) for n, k in zip(names, kinds, strict=False)])
        settle(window, app)

    def pass4() -> None:
        start(new_game(GameConfig(4, seed=3)), ("human", "normal", "normal", "normal"))

    def kachidoki() -> None:
        window.scoring.step_ms = 10**8  # the card stays until it is measured
        start(new_game(GameConfig(4, seed=3)), ("random", "random", "random", "random"))
        c.set_paused(False)
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            app.processEvents()
            st = window.scoring.step
            if window.scoring.active and st is not None and st.kind is StepKind.KACHIDOKI:
                break
            time.sleep(0.002)
        else:
            raise RuntimeError("no Kachidoki scoring reached")
        c.set_paused(True)
        settle(window, app)

    def draft() -> None:
        start(new_game(GameConfig(2, "R-V7", seed=3)), ("human", "normal"))

    def discard() -> None:
        g = new_game(GameConfig(2, "R-V8", seed=3))
        while g.phase is Phase.PASS:
            g.apply(g.legal_actions()[0])
        start(g, ("human", "normal"))

    return [("4-player pass", pass4), ("Kachidoki scoring card", kachidoki), ("R-V7 draft", draft),
            ("R-V8 discard", discard)]


@dataclass
class Measured:
    """Every text measured at one window size over the moments, with the moment it was seen in."""

    view_scale: float
    texts: list[tuple[str, Text]]
    #: the scoring card's footer, as measured
    footers: list[Text]

    def counted(self) -> list[tuple[str, Text]]:
        """The texts held to the bar, lowest contrast first."""
        return sorted(((m, t) for m, t in self.texts if not t.exempt), key=lambda mt: mt[1].contrast)

    def exempt(self) -> list[tuple[str, Text]]:
        """The texts exempt from it (inactive items), lowest contrast first."""
        return sorted(((m, t) for m, t in self.texts if t.exempt), key=lambda mt: mt[1].contrast)


def measure_size(window: MainWindow, app: QApplication, wide: int, high: int,
                 only: tuple[str, ...] = ()) -> Measured:
    """Each moment (those named in ``only``, or all) set up in the window at ``wide``×``high``,
    and its texts measured."""
    everything: list[tuple[str, Text]] = []
    footers: list[Text] = []
    for name, make in moments(window, app):
        if only and name not in only:
            continue
        make()
        window.resize(wide, high)
        settle(window, app)
        texts = measure(window)
        card = window.scoring.overlay.card if window.scoring.active else None
        if card is not None:  # the table behind the card is dimmed on purpose: the card's words count
            overlay = window.scoring.overlay
            shown = window.view.mapFromScene(overlay.mapRectToScene(overlay.card_rect())).boundingRect()
            for t in texts:
                if not shown.contains(t.ink.center()):
                    t.exempt = t.exempt or BEHIND_CARD
            footers += [t for t in texts if t.words == card.footer and not t.exempt]
        everything += [(name, t) for t in texts]
    return Measured(window.view.transform().m11(), everything, footers)
