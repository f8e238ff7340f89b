"""A game's whole log as a file: plain text, or a self-contained HTML page coloured like the
log panel (headings, the acting army's colours).

The lines are the log's own (:func:`.log_story.story_log`), so an exported log reads exactly like
the one on screen; every name and line is escaped in the HTML (a player may be called
``<b>x</b>``), and neither file holds a control character (a NUL breaks a web page). Files are
written with :func:`joraku_desktop.saves.write_atomic`: a failed export never leaves half a file
where a good one was.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from PySide6.QtWidgets import QFileDialog, QWidget

from ...model import GameConfig, SaveError
from ...model.names import clean_text
from ...presentation.log_story import LogLine, Style
from ...saves import default_save_dir, write_atomic
from ...words.basics import game_description
from ...words.files import exported_log_title, log_export_error_text
from ...words.translation import translate
from .. import theme as th
from ..plain_text import html_text
from .game_log import line_colour, line_html

HTML_SUFFIXES = (".html", ".htm")


def log_text(title: str, lines: Sequence[LogLine]) -> str:
    """The log as plain text: the title, each heading on a line of its own and underlined,
    skirmish headings set off by a blank line."""
    title = clean_text(title)
    out = [title, "=" * len(title)]
    for line in lines:
        text = clean_text(line.text)  # one line each: no NUL, tab or line break from a name
        if line.style is Style.HEADING:
            out += ["", text, "-" * len(text)]
        elif line.style is Style.SUBHEADING:
            out += ["", text]
        else:
            out.append(text)
    return "\n".join(out) + "\n"


def log_html(title: str, lines: Sequence[LogLine]) -> str:
    """The log as one HTML page with its own style: nothing is loaded from elsewhere."""
    body = "\n".join(line_html(line) for line in lines)
    heading = line_colour(LogLine(title, style=Style.HEADING))
    page = th.qss("body { background: @bar; color: @cream; font-family: 'Noto Sans', 'Segoe UI', "
                  "sans-serif; font-size: 14px; max-width: 56em; margin: 2em auto; padding: 0 1em; }")
    return (
        "<!DOCTYPE html>\n<html>\n<head>\n<meta charset=\"utf-8\">\n"
        f"<title>{html_text(title)}</title>\n"
        f"<style>{page}"
        f" h1 {{ color: {heading}; font-size: 20px; }}</style>\n"
        f"</head>\n<body>\n<h1>{html_text(title)}</h1>\n{body}\n</body>\n</html>\n"
    )


def export_log(path: Path | str, description: str, lines: Sequence[LogLine]) -> Path:
    """Write the log to ``path``: HTML for a .html/.htm name, plain text otherwise. Raises
    :class:`joraku_desktop.model.SaveError` (or OSError) with the reason when it cannot."""
    path = Path(path)
    title = exported_log_title(description)
    if path.suffix.lower() in HTML_SUFFIXES:
        write_atomic(path, log_html(title, lines), keep_backup=False)
    else:
        write_atomic(path, log_text(title, lines), keep_backup=False)
    return path


def ask_export_log(parent: QWidget, config: GameConfig, lines: Sequence[LogLine]) -> tuple[Path | None, str]:
    """Ask where to save the log (text or web page) and write it. Returns (the file written, "")
    or (None, why it failed), or (None, "") when the player cancelled."""
    text_filter = translate("Export", "Text (*.txt)")
    html_filter = translate("Export", "Web page (*.html)")
    start = str(default_save_dir() / "joraku-log.html")
    name, chosen = QFileDialog.getSaveFileName(
        parent, translate("Export", "Export the game's log"), start, f"{html_filter};;{text_filter}"
    )
    if not name:
        return None, ""
    path = Path(name)
    if path.suffix.lower() not in (*HTML_SUFFIXES, ".txt"):
        path = path.with_name(path.name + (".txt" if chosen == text_filter else ".html"))
    description = game_description(config.players, config.mode, config.variants)
    try:
        return export_log(path, description, lines), ""
    except (SaveError, OSError) as exc:
        return None, log_export_error_text(str(exc))
