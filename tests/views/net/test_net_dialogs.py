"""The host and join dialogs check what is typed before anything touches the network."""

from __future__ import annotations

from typing import Any

from joraku_desktop.views.windows.net_dialogs import HostDialog, JoinChoice, JoinDialog
from joraku_desktop.words.network import need_a_friend, need_me, not_a_code


def test_the_host_dialog_needs_me_and_a_friend(qtbot: Any) -> None:
    dlg = HostDialog(None, "Aiko")
    qtbot.addWidget(dlg)
    assert dlg.problem_text() == "" and dlg.ok.isEnabled()
    choice = dlg.choice()
    assert choice.players == 4 and choice.my_seat == 0 and choice.seats[0] == ("me", "Aiko")
    assert [k for k, _n in choice.seats] == ["me", "friend", "friend", "normal"]
    dlg.kinds[0].setCurrentIndex(dlg.kinds[0].findData("friend"))
    assert dlg.problem_text() == need_me() and not dlg.ok.isEnabled()
    for seat in range(4):
        dlg.kinds[seat].setCurrentIndex(dlg.kinds[seat].findData("me" if seat == 0 else "hard"))
    assert dlg.problem_text() == need_a_friend()


def test_the_host_dialog_offers_every_mode_and_variant_cards(qtbot: Any) -> None:
    dlg = HostDialog(None, "")
    qtbot.addWidget(dlg)
    modes = {(n, mode, bool(cards)) for n, mode, cards in dlg.games}
    offered = ((4, None), (3, None), (2, "R-V7"), (2, "R-V8"))
    assert modes == {(n, m, v) for n, m in offered for v in (False, True)}
    dlg.game.setCurrentIndex(next(i for i, g in enumerate(dlg.games) if g[1] == "R-V7" and g[2]))
    dlg.kinds[1].setCurrentIndex(dlg.kinds[1].findData("friend"))
    choice = dlg.choice()
    assert choice.players == 2 and choice.two_player_variant == "R-V7" and len(choice.variants) == 2
    assert len(choice.seats) == 2
    assert not dlg.form.isRowVisible(dlg.kinds[2])  # only the seats of this game are offered


def test_the_join_dialog_reads_an_address_and_a_code(qtbot: Any) -> None:
    dlg = JoinDialog(None, "<i>Bea</i>\u202e", "192.168.1.20", "k7q m4x")
    qtbot.addWidget(dlg)
    got = dlg.read()
    assert got == JoinChoice("ws://192.168.1.20:8765/", "K7QM4X", "<i>Bea</i>")
    dlg.code.setText("K7Q-M4")
    assert dlg.read() == not_a_code()
    dlg.code.setText("K7Q-M4X")
    dlg.address.setText("not an address at all")
    got = dlg.read()
    assert isinstance(got, str) and "not an address at all" in got
    dlg.accept()  # refused: the dialog stays open and says why
    assert dlg.problem.text() == got and dlg.result() == 0
