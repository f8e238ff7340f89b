"""The messages that count something (``%n``), with Qt's plural forms.

They are the methods of :class:`Messages`, one shared instance :data:`COUNTED`; the other words
modules call them (``COUNTED.place(2).format(area)``).
"""

from __future__ import annotations

from PySide6.QtCore import QObject

from .translation import Text


class Messages(QObject):
    """The messages that count something (``%n``), with Qt's plural forms (Russian: one / few /
    many — 1 самурай, 2 самурая, 5 самураев).

    pyside6-lupdate marks a message as plural only in ``tr(text, disambiguation, n)``: a
    module-level ``translate(context, text, None, n)`` reaches the .ts as an ordinary message
    unless ``n`` is a literal, and Qt then finds no plural form for 2 or 5 and shows English. So
    the counted messages are methods of a QObject named like the words layer's translation context:
    the context is "Messages" for lupdate and at run time alike.

    ``tr`` translates in that context as :func:`.translate` does, so a counted message falls back to English
    like every other when its translation cannot be filled in."""

    def tr(self, source: str, /, disambiguation: str | None = None, n: int = -1) -> Text:
        return Text.of("Messages", source, disambiguation, n)

    def ap_choice(self, n: int) -> Text:
        return self.tr("Choose Action points (%n AP).", None, n)

    def place(self, n: int) -> Text:
        return self.tr("Place %n samurai in {0}.", None, n)

    def move(self, n: int) -> Text:
        return self.tr("Move %n samurai from {0} to {1}.", None, n)

    def remove(self, n: int) -> Text:
        return self.tr("Remove %n samurai of {0} from {1}.", None, n)

    def relocate(self, n: int) -> Text:
        return self.tr("Drive %n neutral samurai from {0} to {1}.", None, n)

    def takes_ap(self, n: int) -> Text:
        """The log: an army chose action points (R-E2). "AP" reads right in English for any
        count; the other languages give their plural forms."""
        return self.tr("{0} takes %n AP.", None, n)

    def daimyo_rank(self, n: int) -> Text:
        return self.tr("%n daimyo in {0}: your rank there scores each time their army wins a skirmish.",
                       None, n)

    def kachidoki_if_wins(self, n: int) -> Text:
        return self.tr("If it wins: +%n RP in {0} (Kachidoki).", None, n)

    def rp_now(self, n: int) -> Text:
        return self.tr("+%n RP at once.", None, n)

    def simulated(self, n: int) -> Text:
        return self.tr("Weighed over %n simulated rounds.", None, n)

    def compared(self, n: int) -> Text:
        return self.tr("Of %n turns compared in the simulated rounds it did best, by {0} RP on average "
                       "over the next best ({1}).", None, n)

    def hints_used(self, n: int) -> Text:
        return self.tr("Hints used in this game: %n", None, n)

    def hand_size(self, n: int) -> Text:
        return self.tr("Cards in hand: %n (R-P1).", "hand size", n)

    def influence(self, n: int) -> Text:
        return self.tr("%n influence", None, n)

    def unread_lines(self, n: int) -> Text:
        return self.tr("New lines since you last looked: %n", None, n)


COUNTED = Messages()
