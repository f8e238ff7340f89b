"""``translate``: a message in the player's language, which never fails to format.

Every message of the words layer is a string literal inside ``translate("Context", "...")``, so
that ``pyside6-lupdate`` extracts it (it reads calls to any function named ``translate``), and
its placeholders (``{0}``) are filled after translation, so a translation may move them.

A translation is foreign data: a ``.qm`` file may give ``"{3}"`` for ``"Player {0}"``, or an
unbalanced ``{``. Filling it in would raise, and a message that raises at start-up stops the
game. So :func:`translate` returns a :class:`Text`: a ``str`` whose ``format`` falls back to the
English source (formatted with the same values) when the translation does not format, and
writes one line to the log naming the context and the source, once per message and run.
"""

from __future__ import annotations

import logging
from typing import Any

from PySide6.QtCore import QCoreApplication

log = logging.getLogger("joraku.words")
#: the messages whose translation failed to format in this run (each is logged once)
_reported: set[tuple[str, str]] = set()
#: what ``str.format`` raises for a template it cannot fill
_FORMAT_ERRORS = (IndexError, KeyError, ValueError, AttributeError, TypeError)


class Text(str):
    """A translated message that remembers its English source, for :meth:`format` to fall back on."""

    context: str
    source: str
    #: the number that filled ``%n`` (-1: none)
    n: int

    def __new__(cls, text: str, context: str, source: str, n: int = -1) -> Text:
        obj = super().__new__(cls, text)
        obj.context = context
        obj.source = source
        obj.n = n
        return obj

    @classmethod
    def of(cls, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> Text:
        """``source`` in the installed language (``QCoreApplication.translate``)."""
        return cls(QCoreApplication.translate(context, source, disambiguation, n), context, source, n)

    def format(self, *args: Any, **kwargs: Any) -> str:
        """``str.format``; if the translation cannot be filled, the English source instead."""
        try:
            return str.format(self, *args, **kwargs)
        except _FORMAT_ERRORS as exc:
            english = self.source if self.n < 0 else self.source.replace("%n", str(self.n))
            if str(self) == english:
                raise  # the source itself is wrong: a bug in our code, not in a translation
            key = (self.context, self.source)
            if key not in _reported:
                _reported.add(key)
                log.warning("the translation of %r (context %r) cannot be filled in (%s: %s); "
                             "English is shown", self.source, self.context, type(exc).__name__, exc)
            return english.format(*args, **kwargs)


def translate(context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:
    """``source`` in the installed language (``QCoreApplication.translate``), as a :class:`Text`
    (typed ``str``: to its callers it is one, and ``format`` is the only method it changes).

    ``n`` fills ``%n`` (Qt's plural forms); ``disambiguation`` tells apart two messages with the
    same English text, as in the .ts files."""
    return Text.of(context, source, disambiguation, n)
