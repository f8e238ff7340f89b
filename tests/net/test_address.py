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
    for addr in host_addresses():
        assert not addr.startswith("127.") and addr != "::1"
