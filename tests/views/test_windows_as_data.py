"""The secondary windows are data: one row each in :data:`registry.WINDOWS`, opened by name from
the menus, made again from their rows in a new language; the main window forwards nothing to
them (nor to its other parts) through one-line methods of its own."""

from __future__ import annotations

import ast
import importlib
from pathlib import Path

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialog, QWidget

from joraku_desktop.views.windows import main_window
from joraku_desktop.views.windows.registry import WINDOWS
from joraku_desktop.views.windows.window_registry import WindowName

#: the windows a menu opens by name (the results wait for a finished game; the replay and the
#: review are opened with a game)
BY_NAME = (WindowName.RULES, WindowName.STATISTICS, WindowName.SETTINGS, WindowName.NEW_GAME,
           WindowName.ABOUT)


def _module(name: WindowName):
    spec = next(s for s in WINDOWS if s.name is name)
    return importlib.import_module(f"joraku_desktop.views.windows.{spec.module}")


def test_every_window_has_one_row_and_its_module_can_make_it() -> None:
    names = [spec.name for spec in WINDOWS]
    assert sorted(names) == sorted(WindowName) and len(set(names)) == len(names)
    for spec in WINDOWS:
        module = _module(spec.name)
        assert hasattr(module, "open_window") or hasattr(module, "remake") or not spec.remade, spec


def test_each_window_opens_from_its_row_once(window, qtbot) -> None:
    w = window
    for name in BY_NAME:
        first = w.windows.show(name)
        assert isinstance(first, QWidget) and w.windows.get(name) is first
        qtbot.waitUntil(first.isVisible, timeout=5000)
        spec = w.windows.specs[name]
        second = w.windows.show(name)
        if spec.fresh:
            assert w.windows.get(name) is second and second is not first
        else:
            assert second is first, f"{name}: asked again, the open one comes forward"
        assert w.windows.paused == spec.modal, f"{name}: a modal window holds the computer players"
        w.windows.close(name)
        assert w.windows.get(name) is None and not w.windows.paused


def test_the_results_before_the_end_say_so_and_open_nothing(window) -> None:
    w = window
    assert w.windows.show(WindowName.RESULTS) is None
    assert w.windows.get(WindowName.RESULTS) is None and w.statusBar().currentMessage()


def test_the_menus_open_the_windows_by_their_names(window, monkeypatch) -> None:
    w = window
    asked: list[WindowName] = []
    monkeypatch.setattr(w.windows, "show", asked.append)
    texts = {"&New game…": WindowName.NEW_GAME, "S&tatistics…": WindowName.STATISTICS,
             "S&ettings…": WindowName.SETTINGS, "&Rules of Joraku": WindowName.RULES,
             "&About Joraku": WindowName.ABOUT, "&Results": WindowName.RESULTS}
    actions = {a.text(): a for a in w.menuBar().findChildren(QAction)}
    for text, name in texts.items():
        action = actions.get(text) or next(a for t, a in actions.items() if t.replace("…", "") == text)
        action.trigger()
        assert asked[-1] is name, text
    assert len(asked) == len(texts)


def test_a_new_language_makes_each_open_window_again(window, qtbot) -> None:
    w = window
    shown = {name: w.windows.show(name) for name in (WindowName.RULES, WindowName.STATISTICS,
                                                     WindowName.SETTINGS)}
    for win in shown.values():
        qtbot.waitUntil(win.isVisible, timeout=5000)
    w.findChild(QAction, "language-ru").trigger()
    try:
        for name, old in shown.items():
            new = w.windows.get(name)
            assert new is not None and new is not old and new.isVisible(), name
        assert "Statistics" not in w.windows.get(WindowName.STATISTICS).windowTitle()
    finally:
        w.findChild(QAction, "language-en").trigger()
    for name in shown:
        w.windows.close(name)


def test_the_new_game_row_holds_the_computer_players_until_closed(window) -> None:
    w = window
    dlg = w.windows.show(WindowName.NEW_GAME)
    assert isinstance(dlg, QDialog) and w.windows.paused
    dlg.reject()
    assert not w.windows.paused and w.windows.get(WindowName.NEW_GAME) is None


# ---- no forwarding facade ------------------------------------------------------------------------
def one_line_forwards(source: str, cls: str = "MainWindow") -> list[str]:
    """The methods and properties of ``cls`` whose whole body (past a docstring) is one call to,
    or one read of, another object: ``self.part.do(...)`` or ``return self.part.thing``."""

    def other_object(node: ast.expr) -> bool:
        target = node.func if isinstance(node, ast.Call) else node
        if not isinstance(target, ast.Attribute):
            return False
        owner = target.value  # self.part.x: the part; self.x: the window itself (not a forward)
        return isinstance(owner, ast.Attribute | ast.Call | ast.Name) and not (
            isinstance(owner, ast.Name) and owner.id == "self")

    found = []
    tree = ast.parse(source)
    klass = next(n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == cls)
    for node in klass.body:
        if not isinstance(node, ast.FunctionDef):
            continue
        body = node.body[1:] if node.body and isinstance(node.body[0], ast.Expr) and isinstance(
            node.body[0].value, ast.Constant) else node.body
        if len(body) != 1:
            continue
        stmt = body[0]
        value = stmt.value if isinstance(stmt, ast.Expr | ast.Return) else None
        if isinstance(stmt, ast.Assign) and len(stmt.targets) == 1 and other_object(stmt.targets[0]):
            value = stmt.targets[0]  # a setter that writes through to a part
        if value is not None and other_object(value):
            found.append(node.name)
    return found


def test_the_main_window_forwards_at_most_five_one_liners() -> None:
    forwards = one_line_forwards(Path(main_window.__file__).read_text(encoding="utf-8"))
    assert len(forwards) <= 5, forwards


def test_the_forward_count_can_fail() -> None:
    facade = ("class MainWindow:\n"
              "    def show_rules(self):\n        self.secondary.show_rules()\n"
              "    @property\n    def results(self):\n        return self.secondary.results\n"
              "    def load(self, path):\n        '''Load.'''\n        return self.files.load(path)\n"
              "    def own(self):\n        self.refresh()\n")
    assert one_line_forwards(facade) == ["show_rules", "results", "load"]
