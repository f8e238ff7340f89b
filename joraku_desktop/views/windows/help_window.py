"""The rules help window (F1): the complete rules, a table of contents and a search.

The text is the Markdown of :mod:`.help_doc` (one file per language, completed from the rules
data) shown in a QTextBrowser. The search box finds a rule id ("R-K4" jumps to the rule itself,
not to the first sentence that cites it) or a word (case- and accent-insensitive: "omi" finds
Ōmi); every match is highlighted, the current one brighter, and Enter / Shift+Enter (or ↓ / ↑,
F3 / Shift+F3) step through them. The contents follow the reading and jumps on a click.
Esc closes the window; it is deleted when closed (docs/window.md, memory), and the main window
keeps at most one.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QPoint, QRegularExpression, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QCloseEvent,
    QColor,
    QFont,
    QKeyEvent,
    QKeySequence,
    QResizeEvent,
    QShortcut,
    QShowEvent,
    QTextBlock,
    QTextCharFormat,
    QTextCursor,
    QTextDocument,
    QTextFrameFormat,
    QTextLength,
    QTextTable,
    QTextTableFormat,
)
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLineEdit,
    QSplitter,
    QTextBrowser,
    QTextEdit,
    QToolButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)
from typing_extensions import override

from .. import theme as th
from ..plain_text import PlainLabel, plain_tip, window_title
from .help_doc import RULE_ID, help_markdown
from .window_registry import bring_forward
from .window_size import fit_on_screen

if TYPE_CHECKING:
    from .host import WindowHost

#: letters a search for the plain letter also finds (the romanised area names use macrons)
_FOLD = {"a": "aāâ", "e": "eēê", "i": "iīî", "o": "oōôö", "u": "uūûü"}
#: joins "R-" to the rest of a rule id in the shown text, so that no line breaks inside R-V2
WORD_JOINER = "\u2060"
_MATCH = QColor("#ffe58a")
_CURRENT = QColor("#ff9d3b")
_HEADING = th.LACQUER
_HEAD_CELL = QColor("#efe4cc")
_INFERRED_CELL = QColor("#f6f0e2")
#: the widest column of text, in pixels (about 90 characters of the 16 px sans)
READABLE_WIDTH = 900


def search_pattern(text: str) -> tuple[QRegularExpression, bool]:
    """The expression the search uses for ``text`` and whether it is a rule id. A rule id matches
    as a whole id (R-K1 never inside R-K10 or R-KS1); a word matches anywhere, ignoring case and
    the macrons of the place names."""
    opts = QRegularExpression.PatternOption.CaseInsensitiveOption
    t = text.strip()
    m = re.fullmatch(r"r-([a-z]+)(\d+)", t, re.I)
    if m:
        rid = f"R-{m.group(1).upper()}{m.group(2)}"
        body = re.escape(rid[2:])
        return QRegularExpression(rf"(?<![A-Za-z0-9-])R-{WORD_JOINER}?{body}(?![0-9])", opts), True
    parts = []
    for ch in t:
        low = ch.lower()
        if low in _FOLD:
            parts.append(f"[{_FOLD[low]}]")
        else:
            parts.append(re.escape(ch) + (f"{WORD_JOINER}?" if ch == "-" else ""))
    return QRegularExpression("".join(parts), opts), False


def is_heading(block: QTextBlock) -> bool:
    return block.blockFormat().headingLevel() > 0


@dataclass(frozen=True, slots=True)
class Heading:
    level: int
    title: str
    position: int


class SearchBox(QLineEdit):
    """The search field: Enter / ↓ / F3 go to the next match, Shift+Enter / ↑ / Shift+F3 back."""

    step = Signal(int)
    #: Enter without Shift: the next match, or the rule just found (RulesHelp.enter)
    enter = Signal()

    @override
    def keyPressEvent(self, event: QKeyEvent) -> None:
        key, shift = event.key(), bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and not shift:
            self.enter.emit()
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_F3):
            self.step.emit(-1 if shift else 1)
        elif key == Qt.Key.Key_Down:
            self.step.emit(1)
        elif key == Qt.Key.Key_Up:
            self.step.emit(-1)
        else:
            super().keyPressEvent(event)


class RulesHelp(QWidget):
    """The rules in a window of their own, beside the table (not modal: the game can be looked
    at while reading)."""

    def __init__(self, parent: QWidget | None = None, lang: str | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("rules-window")
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.setWindowTitle(window_title(self.tr("Joraku — rules")))
        self.language, markdown = help_markdown(lang)
        self.matches: list[QTextCursor] = []
        self.current = -1

        self.search = SearchBox(self)
        self.search.setObjectName("rules-search")
        self.search.setPlaceholderText(self.tr("Search: a rule id such as R-K4, or a word"))
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(self.search_for)
        self.search.step.connect(self.step)
        self.search.enter.connect(self.enter)
        #: a rule id was just typed and its rule is shown: Enter stays on it
        self._rule_found = False
        self.previous_button = self._tool_button(
            "rules-previous", "▲", self.tr("Previous match (Shift+Enter)")
        )
        self.previous_button.clicked.connect(lambda: self.step(-1))
        self.next_button = self._tool_button("rules-next", "▼", self.tr("Next match (Enter)"))
        self.next_button.clicked.connect(lambda: self.step(1))
        self.count = PlainLabel("", self)
        self.count.setObjectName("rules-count")
        self.count.setMinimumWidth(150)

        self.contents = QTreeWidget(self)
        self.contents.setObjectName("rules-contents")
        self.contents.setAccessibleName(self.tr("Contents"))
        self.contents.setHeaderHidden(True)
        self.contents.setIndentation(14)
        self.contents.setRootIsDecorated(False)
        self.contents.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.contents.itemClicked.connect(self._go_to_item)
        self.contents.itemActivated.connect(self._go_to_item)
        #: the contents' entries, one per heading, in the document's order
        self.toc_items: list[QTreeWidgetItem] = []
        self.text = QTextBrowser(self)
        self.text.setObjectName("rules-text")
        self.text.setOpenExternalLinks(False)
        self.text.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self._load(markdown)
        self.text.verticalScrollBar().valueChanged.connect(self._follow_reading)

        top = QHBoxLayout()
        top.addWidget(self.search, 1)
        top.addWidget(self.previous_button)
        top.addWidget(self.next_button)
        top.addWidget(self.count)
        split = QSplitter(Qt.Orientation.Horizontal, self)
        split.addWidget(self.contents)
        split.addWidget(self.text)
        split.setStretchFactor(1, 1)
        self.split = split
        self._divider_moved = False
        split.setChildrenCollapsible(False)
        split.splitterMoved.connect(self._divider_dragged)
        keys = PlainLabel(
            self.tr("Enter / Shift+Enter: next / previous match · Ctrl+F: search · Esc: close"), self
        )
        keys.setObjectName("rules-keys")
        keys.setStyleSheet(th.qss("color: @ink_soft;"))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 10, 10, 6)
        layout.addLayout(top)
        layout.addWidget(split, 1)
        layout.addWidget(keys)

        close = QShortcut(QKeySequence(Qt.Key.Key_Escape), self)
        close.setContext(Qt.ShortcutContext.WindowShortcut)
        close.activated.connect(self.close)
        focus = QShortcut(QKeySequence(QKeySequence.StandardKey.Find), self)
        focus.activated.connect(self.focus_search)
        again = QShortcut(QKeySequence(QKeySequence.StandardKey.HelpContents), self)
        again.activated.connect(self.focus_search)  # F1 in the open help: back to the search
        fit_on_screen(self, 1000, 820)
        self.search.setFocus()
        self._show_count()

    def _share_width(self) -> None:
        """The contents take a good quarter of the width (until the reader moves the divider)."""
        if self._divider_moved:
            return
        total = max(self.split.width(), 400)
        toc = max(200, min(300, int(total * 0.28)))
        self.split.setSizes([toc, total - toc])

    @override
    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._share_width()

    @override
    def closeEvent(self, event: QCloseEvent) -> None:
        """Back to the table: its keys (F1 again, the game's keys) work at once."""
        super().closeEvent(event)
        owner = self.parentWidget()
        if owner is not None:
            owner.activateWindow()

    @override
    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._share_width()
        self._fit_measure()

    def _divider_dragged(self) -> None:
        self._divider_moved = True
        self._fit_measure()

    def _fit_measure(self) -> None:
        """Lines no longer than about 90 characters: on a wide window the text keeps a readable
        column in the middle instead of running across the screen."""
        spare = self.text.viewport().width() - READABLE_WIDTH
        side = max(0.0, spare / 2)
        root = self.text.document().rootFrame()
        fmt = root.frameFormat()
        if abs(fmt.leftMargin() - side) > 1:
            fmt.setLeftMargin(side)
            fmt.setRightMargin(side)
            root.setFrameFormat(fmt)

    def _tool_button(self, name: str, text: str, tip: str) -> QToolButton:
        b = QToolButton(self)
        b.setObjectName(name)
        b.setText(text)
        b.setToolTip(plain_tip(tip))
        b.setAccessibleName(tip)
        return b

    # ---- the document --------------------------------------------------------------------------
    def _load(self, markdown: str) -> None:
        doc = self.text.document()
        base = QFont(th.SANS)
        base.setPixelSize(16)
        doc.setDefaultFont(base)
        doc.setDocumentMargin(18)
        markdown = RULE_ID.sub(lambda m: f"R-{WORD_JOINER}{m.group(1)}{m.group(2)}", markdown)
        doc.setMarkdown(markdown, QTextDocument.MarkdownFeature.MarkdownDialectGitHub)
        self._style(doc)
        self.text.moveCursor(QTextCursor.MoveOperation.Start)
        self.headings = self._headings(doc)
        parent: QTreeWidgetItem | None = None
        for h in self.headings:
            item = QTreeWidgetItem([h.title])
            item.setToolTip(0, plain_tip(h.title))
            item.setData(0, Qt.ItemDataRole.UserRole, h.position)
            if h.level <= 2 or parent is None:
                f = item.font(0)
                f.setBold(True)
                item.setFont(0, f)
                self.contents.addTopLevelItem(item)
                parent = item
            else:
                parent.addChild(item)
            self.toc_items.append(item)
        self.contents.expandAll()

    @staticmethod
    def _style(doc: QTextDocument) -> None:
        """Headings in the table's lacquer red, tables with a light grid and room in the cells."""
        block = doc.begin()
        while block.isValid():
            if not block.textList() and not is_heading(block):
                bf = block.blockFormat()
                bf.setBottomMargin(max(bf.bottomMargin(), 8))
                QTextCursor(block).setBlockFormat(bf)
            if is_heading(block):
                cur = QTextCursor(block)
                cur.select(QTextCursor.SelectionType.BlockUnderCursor)
                fmt = QTextCharFormat()
                fmt.setForeground(QBrush(_HEADING))
                fmt.setFontFamilies([th.SERIF if block.blockFormat().headingLevel() == 1 else th.SANS])
                cur.mergeCharFormat(fmt)
            block = block.next()
        for frame in doc.rootFrame().childFrames():
            if isinstance(frame, QTextTable):
                tf = QTextTableFormat(frame.format().toTableFormat())
                tf.setCellPadding(5)
                tf.setCellSpacing(0)
                tf.setBorder(1)
                tf.setBorderBrush(QBrush(th.PAPER_LINE))
                tf.setBorderStyle(QTextFrameFormat.BorderStyle.BorderStyle_Solid)
                tf.setWidth(QTextLength(QTextLength.Type.PercentageLength, 100))
                frame.setFormat(tf)
                for r in range(frame.rows()):
                    cells = [frame.cellAt(r, c) for c in range(frame.columns())]
                    texts = [c.firstCursorPosition().block().text() for c in cells]
                    if r == 0 or any("≈" in t for t in texts):  # the heads, the inferred rows
                        for cell in cells:
                            cf = cell.format()
                            cf.setBackground(QBrush(_HEAD_CELL if r == 0 else _INFERRED_CELL))
                            cell.setFormat(cf)

    @staticmethod
    def _headings(doc: QTextDocument) -> list[Heading]:
        out = []
        block = doc.begin()
        while block.isValid():
            level = block.blockFormat().headingLevel()
            if 2 <= level <= 3:  # the title (level 1) is the window's own
                out.append(Heading(level, block.text().strip(), block.position()))
            block = block.next()
        return out

    def plain_text(self) -> str:
        """The text as shown, without the invisible joiners inside the rule ids."""
        return self.text.document().toPlainText().replace(WORD_JOINER, "")

    # ---- moving through it ---------------------------------------------------------------------
    def scroll_to(self, position: int) -> None:
        """Put ``position`` near the top of the text (a little of what comes before shows)."""
        cur = QTextCursor(self.text.document())
        cur.setPosition(position)
        self.text.setTextCursor(cur)
        bar = self.text.verticalScrollBar()
        bar.setValue(bar.value() + self.text.cursorRect(cur).top() - 24)

    def _go_to_item(self, item: QTreeWidgetItem) -> None:
        self.scroll_to(int(item.data(0, Qt.ItemDataRole.UserRole)))
        # near the end the text cannot scroll the heading to the top: keep the chosen one marked
        self.contents.setCurrentItem(item)

    def _follow_reading(self) -> None:
        """Select in the contents the section being read (the last heading above the top)."""
        top = self.text.cursorForPosition(QPoint(0, 40)).position()
        index = 0
        for i, h in enumerate(self.headings):
            if h.position <= top + 1:
                index = i
        item = self.toc_items[index] if self.toc_items else None
        if item is not None and self.contents.currentItem() is not item:
            self.contents.blockSignals(True)
            self.contents.setCurrentItem(item)
            self.contents.blockSignals(False)

    def focus_search(self) -> None:
        self.search.setFocus()
        self.search.selectAll()

    # ---- search --------------------------------------------------------------------------------
    def search_for(self, text: str) -> None:
        """Highlight every match of ``text`` and go to the first one: for a rule id, the rule
        itself (the paragraph or heading that starts with it), for a word the first use."""
        self.matches, self.current, self._rule_found = [], -1, False
        if text.strip():
            pattern, rule_id = search_pattern(text)
            doc = self.text.document()
            cur = doc.find(pattern, 0)
            while not cur.isNull():
                self.matches.append(cur)
                cur = doc.find(pattern, cur)
            if self.matches:
                self.current = self._definition() if rule_id else 0
                self._rule_found = rule_id
        self._show()

    def enter(self) -> None:
        """Enter in the search field: after typing a rule id it goes to the rule itself (where
        the typing already took the text), never past it to a later mention; after that, and
        for a word, it steps to the next match."""
        if self._rule_found:
            self._rule_found = False
            self._show()
        else:
            self.step(1)

    def _definition(self) -> int:
        """The match that defines the rule: the first heading that opens with it ("R-V1 · …",
        "9. R-V7 — …"), else the first paragraph or list item that opens with it ("R-K4 Who
        wins…"), else the first use."""
        opening = []
        for i, c in enumerate(self.matches):
            block = c.block()
            if re.fullmatch(r"(\d+\.\s*)?", block.text()[: c.selectionStart() - block.position()]):
                opening.append(i)
        headings = [i for i in opening if is_heading(self.matches[i].block())]
        return (headings or opening or [0])[0]

    def step(self, direction: int) -> None:
        self._rule_found = False
        if not self.matches:
            return
        self.current = (self.current + direction) % len(self.matches)
        self._show()

    def _show(self) -> None:
        sels = []
        for i, cur in enumerate(self.matches):
            sel = QTextEdit.ExtraSelection()
            sel.cursor = cur
            fmt = QTextCharFormat()
            fmt.setBackground(QBrush(_CURRENT if i == self.current else _MATCH))
            sel.format = fmt
            sels.append(sel)
        self.text.setExtraSelections(sels)
        if 0 <= self.current < len(self.matches):
            # the cursor goes to the match without selecting it, so its own colour shows
            self.scroll_to(self.matches[self.current].selectionStart())
        self._show_count()

    def _show_count(self) -> None:
        text = self.search.text().strip()
        if not text:
            self.count.setText("")
        elif not self.matches:
            self.count.setText(self.tr("No match"))
        else:
            self.count.setText(self.tr("Match {0} of %n", None, len(self.matches)).format(self.current + 1))
        self.count.setStyleSheet("color: #b3261e;" if text and not self.matches else "")
        for b in (self.previous_button, self.next_button):
            b.setEnabled(len(self.matches) > 1)


__all__ = ["WORD_JOINER", "RulesHelp", "search_pattern"]


def open_window(host: WindowHost) -> RulesHelp:
    """The complete rules (F1) in a window of their own, searchable, over the main window's
    middle and on its screen; deleted when closed (:data:`.registry.WINDOWS`)."""
    main = host.as_widget()
    box = RulesHelp(main)
    avail = main.screen().availableGeometry() if main.screen() else main.geometry()
    box.resize(min(1000, int(avail.width() * 0.8)), min(840, int(avail.height() * 0.9)))
    pos = main.geometry().center() - box.rect().center()
    pos.setX(max(avail.left(), min(pos.x(), avail.right() - box.width())))
    pos.setY(max(avail.top(), min(pos.y(), avail.bottom() - box.height())))
    box.move(pos)
    box.show()
    box.activateWindow()
    return box


def again(box: RulesHelp) -> None:
    """F1 pressed again: the open rules come forward, ready to search."""
    bring_forward(box)
    box.focus_search()
