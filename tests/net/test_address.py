"""Addresses as people type them become the URL the client connects to, or None."""

from __future__ import annotations

import pytest

from joraku_desktop.net.address import host_addresses, table_url


@pytest.mark.parametrize(("typed", "url"), [
    ("192.168.1.20:8765", "ws://192.168.1.20:8765/"),
    ("  192.168.1.20 ", "ws://192.168.1.20:8765/"),
    ("games.example.org", "wss://games.example.org:443/"),  # a bare name: a club server behind TLS
    ("mybox.local", "ws://mybox.local:8765/"),
    ("games.example.org:8765", "ws://games.example.org:8765/"),
    ("wss://games.example.org/joraku", "wss://games.example.org:443/joraku"),
    ("https://games.example.org/joraku", "wss://games.example.org:443/joraku"),
    ("ws://127.0.0.1:9000", "ws://127.0.0.1:9000/"),
    ("[::1]:8765", "ws://[::1]:8765/"),
    ("Games.Example.org:80", "ws://games.example.org:80/"),
])
def test_typed_addresses_become_urls(typed: str, url: str) -> None:
    assert table_url(typed) == url


@pytest.mark.parametrize("typed", [
    "", "   ", "ftp://x", "host:99999", "host:port", "a b", "user:pw@host", "ws://host/?q=1",
    "host#frag", "-bad-.org", "x" * 400, "\x00host", "ws://", "ws://:8765", None, 42,
])
def test_what_is_no_address(typed: object) -> None:
    assert table_url(typed) is None


def test_host_addresses_are_reachable_kinds() -> None:
    """On this machine, whatever it has: never a loopback address (a friend cannot reach it)."""
    for addr in host_addresses():
        assert not addr.startswith("127.") and addr != "::1"


def test_host_addresses_keep_what_a_friend_can_reach(monkeypatch: pytest.MonkeyPatch) -> None:
    """The name service's answer is filtered to what a friend can reach, IPv4 first, each once;
    the machine's own addresses do not decide whether this test checks anything."""
    import socket

    answer = ["fe80::1%eth0", "127.0.1.1", "192.168.1.20", "::1", "2001:db8::7", "10.0.0.5",
              "192.168.1.20", "0.0.0.0", "224.0.0.1", "not-an-ip"]
    monkeypatch.setattr(socket, "gethostname", lambda: "joraku-host")
    monkeypatch.setattr(socket, "getaddrinfo",
                        lambda host, port, *a, **k: [(0, 0, 0, "", (addr, 0)) for addr in answer])
    assert host_addresses() == ["10.0.0.5", "192.168.1.20", "2001:db8::7"]


def test_host_addresses_are_empty_when_the_name_service_fails(monkeypatch: pytest.MonkeyPatch) -> None:
    import socket

    def fail(*_a: object, **_k: object) -> list[object]:
        raise socket.gaierror("no name service")

    monkeypatch.setattr(socket, "getaddrinfo", fail)
    assert host_addresses() == []
