"""Host a table… serves wss:// with this machine's certificate: the waiting room shows its
fingerprint and an invitation; a friend pastes the invitation into Join a table… (one paste: the
address, the code and the certificate) and sits, over TLS on 127.0.0.1."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtGui import QGuiApplication

from joraku_desktop.controller.net_seat import fingerprint_shown
from joraku_desktop.net.table_store import tls_dir
from joraku_desktop.views.windows.main_window import MainWindow
from joraku_desktop.views.windows.net_dialogs import JoinChoice, JoinDialog


def test_a_friend_joins_with_the_copied_invitation(qtbot: Any, windows: list[MainWindow], tmp_path: Path,
                                                   monkeypatch: Any) -> None:
    monkeypatch.setattr("joraku_desktop.controller.net_seat.shareable_addresses", lambda: ["127.0.0.1"])
    host_w, friend_w = windows
    seats = [("me", "Aiko"), ("friend", "Friend"), ("random", "Computer 1")]
    host_w.net_play.host(3, seats, port=0, listen="127.0.0.1", ai_pause_s=0.0, keep=False, tls=True)
    qtbot.waitUntil(lambda: host_w.net_play.waiting_room is not None, timeout=30_000)
    room = host_w.net_play.waiting_room
    hn = host_w.controller.net
    assert room is not None and hn is not None and hn.host is not None and hn.host.pin
    assert (tls_dir() / "host-key.pem").stat().st_mode & 0o777 == 0o600
    assert room.fingerprint.text().endswith(fingerprint_shown(hn.host.pin))
    assert room.invite.text().startswith(f"joraku://127.0.0.1:{hn.host.port}/")
    room.copy.click()
    pasted = QGuiApplication.clipboard().text()
    assert pasted == room.invite.text()

    dlg = JoinDialog(None, "Bea")
    qtbot.addWidget(dlg)
    dlg.address.setText(f"Come and play: {pasted}")
    assert dlg.code.text().replace("-", "") == hn.code  # filled in by the paste
    got = dlg.read()
    assert isinstance(got, JoinChoice) and got.url.startswith("wss://") and got.pin == hn.host.pin
    fn = friend_w.net_play.join(got.url, got.code, got.name, got.pin)
    qtbot.waitUntil(lambda: fn.seat == 1 and str(fn.conn) == "joined", timeout=15_000)
    assert fn.closed is None
