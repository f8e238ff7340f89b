"""The lobby of a table server in the Join dialog: the public tables listed (their names as
plain text), a click fills in the code; a host's table (no lobby) and an address nobody answers
at each get their sentence. The requests run off the GUI thread."""

from __future__ import annotations

import asyncio
from typing import Any

from joraku_desktop.model import GameConfig
from joraku_desktop.net import protocol as p
from joraku_desktop.net.client import lobby_request
from joraku_desktop.net.codes import SeatKind
from joraku_desktop.net.host import TableHost
from joraku_desktop.views.windows.net_dialogs import JoinDialog
from joraku_desktop.words.network import close_text, lobby_not_a_server


def _server(lobby: bool) -> TableHost:
    host = TableHost(listen="127.0.0.1")
    host.settings.lobby = lobby
    host.open(GameConfig(3, seed=1), [(SeatKind.REMOTE, "Open seat", ""), (SeatKind.COMPUTER, "C1", "easy"),
                                      (SeatKind.COMPUTER, "C2", "easy")]).result(10)
    return host


def test_the_lobby_lists_a_servers_tables_and_a_click_fills_the_code(qtbot: Any) -> None:
    host = _server(lobby=True)
    try:
        url = f"ws://127.0.0.1:{host.port}"
        create = p.CreateTable(t="create", players=4, seats=[
            p.SeatSpec(kind="remote", name="<b>Club</b>"), p.SeatSpec(kind="remote", name="Ann"),
            p.SeatSpec(kind="normal", name="Computer 1"), p.SeatSpec(kind="hard", name="Computer 2")])
        made = asyncio.run(lobby_request(url, create))
        assert isinstance(made, p.Created)
        dlg = JoinDialog(None, "Bea", f"127.0.0.1:{host.port}", "")
        qtbot.addWidget(dlg)
        dlg.lobby.find_button.click()
        qtbot.waitUntil(lambda: dlg.lobby.tables.count() > 0, timeout=10_000)
        lines = [dlg.lobby.tables.item(i).text() for i in range(dlg.lobby.tables.count())]
        mine = next(line for line in lines if made.code[:3] in line)
        assert "<b>Club</b>" in mine and "4" in mine
        dlg.lobby.tables.setCurrentRow(lines.index(mine))
        got = dlg.read()
        assert not isinstance(got, str) and got.code == made.code
    finally:
        host.stop()


def test_a_hosts_table_and_nobody_get_their_sentence(qtbot: Any) -> None:
    host = _server(lobby=False)
    try:
        dlg = JoinDialog(None, "Bea", f"127.0.0.1:{host.port}", "")
        qtbot.addWidget(dlg)
        dlg.lobby.find_button.click()
        qtbot.waitUntil(lambda: dlg.lobby.status.text() == lobby_not_a_server(), timeout=10_000)
    finally:
        host.stop()
    dlg.address.setText(f"127.0.0.1:{host.port}")  # nobody listens there any more
    dlg.lobby.find_button.click()
    qtbot.waitUntil(lambda: dlg.lobby.status.text() == close_text(1006), timeout=20_000)
    assert not dlg.lobby.tables.isVisible()
