"""Real processes killed with SIGKILL mid-game: a joiner restarted with its seat's secret
rejoins and the game finishes; a server restarted on its folder re-opens the table from its
autosave and both friends rejoin (the figures of the full benchmark are in docs/network.md)."""

from __future__ import annotations

from tools.net_bench import kill_joiner, kill_server


def test_a_killed_joiner_rejoins_and_the_game_finishes() -> None:
    res = kill_joiner(think=0.0, kill_at=40)
    assert res["killed_at_decision"] >= 40
    assert res["restarted_exit"] == 0 and res["same_result"], res


def test_a_killed_server_reopens_the_table_and_friends_rejoin() -> None:
    res = kill_server(think=0.0, kill_at=40, down_s=0.3)
    assert res["decisions_in_the_autosave_at_the_kill"] >= 40
    assert res["exits"] == [0, 0] and res["same_result"], res
