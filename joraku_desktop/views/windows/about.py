"""Help → About: the game's name and version, where its rules come from, and the licence of the
fonts it ships (the SIL Open Font License asks that the licence travel with the fonts; the full
text is one click away under "Show Details…")."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from ... import __version__
from ...paths import resources_dir
from ...words.translation import translate
from ..plain_text import html_text, message_box

if TYPE_CHECKING:
    from .host import WindowHost


def font_licence_text() -> str:
    """The bundled fonts' licence (resources/fonts/OFL.txt); a short notice if it is missing."""
    try:
        return (resources_dir() / "fonts" / "OFL.txt").read_text(encoding="utf-8")
    except OSError:
        return translate("About", "The font licence file (resources/fonts/OFL.txt) is missing.")


def about_html() -> str:
    """The About box's text: name, version, rules source, fonts' licence."""
    parts = (
        translate("About", "Joraku Desktop"),
        translate("About", "Version {0}").format(__version__),
        translate("About", "The digital edition of Joraku, the trick-taking area-control board game "
                           "of Sengoku Japan, for 2 to 4 players."),
        translate("About", "Rules: the printed Joraku rulebook (the two-player variants R-V7 and "
                           "R-V8 from its Russian edition), with the program's rulings where the print "
                           "is silent. Press F1 for the rules in full."),
        translate("About", "Fonts: Joraku Sans and Joraku Serif are subsets of Noto Sans CJK JP and "
                           "Noto Serif CJK JP (© Google, © Adobe), used under the SIL Open Font "
                           "License 1.1, whose full text is under Show Details."),
    )
    title, version, *rest = (html_text(p) for p in parts)
    body = "".join(f"<p>{p}</p>" for p in rest)
    return f"<h2>{title}</h2><p><b>{version}</b></p>{body}"


def show_about(parent: QWidget) -> QMessageBox:
    """Open the About box (window-modal, not blocking the game; deleted when closed)."""
    box = message_box(parent, QMessageBox.Icon.Information, translate("About", "About Joraku"), about_html(),
                      html_source=True)
    box.setObjectName("about-box")
    box.setDetailedText(font_licence_text())
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.open()
    return box


def open_window(host: WindowHost) -> QMessageBox:
    """Help → About Joraku (:data:`.registry.WINDOWS`): one box at a time, not blocking the game."""
    return show_about(host.as_widget())
