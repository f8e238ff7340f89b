"""The headless table server: ``python -m joraku_desktop.server`` (or ``joraku-server``).

Hosts many tables at once with a lobby (list, create, join), for a club's machine, a small VPS or
a container. No Qt is loaded. Tables are kept in ``--tables-dir`` (default: the data folder's
``tables``), so a restarted server re-opens them and the friends rejoin their seats.
docs/network.md tells how to run it behind TLS (wss://) and as a systemd service.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import logging
import signal
import sys
from pathlib import Path

from .net.hosted_table import TableSettings
from .net.log_limits import bound_log
from .net.server import ServerSettings, TableServer
from .saves import data_dir

log = logging.getLogger("joraku.server")


def _seconds_or_none(text: str) -> float | None:
    """Seconds, or "none"/"off" for never (0 is 0 seconds: at once)."""
    if text.strip().lower() in ("none", "off", "never"):
        return None
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number of seconds: {text[:20]!r} (or 'none')") from None
    if not 0 <= value < 1e7:
        raise argparse.ArgumentTypeError(f"seconds from 0 up, or 'none' (not {text[:20]!r})")
    return value


class _Help(argparse.ArgumentDefaultsHelpFormatter):
    """``--help`` names each option's default (not for switches and options without one)."""

    def _get_help_string(self, action: argparse.Action) -> str | None:
        if action.default is None or action.default is False:
            return action.help
        return super()._get_help_string(action)


def parse_args(argv: list[str] | None = None) -> ServerSettings:
    ap = argparse.ArgumentParser(prog="joraku-server", description=__doc__,
                                 formatter_class=_Help)
    ap.add_argument("--host", default="127.0.0.1", help="address to listen on (0.0.0.0: every interface)")
    ap.add_argument("--port", type=int, default=8765, help="port (0: any free port, printed at start)")
    ap.add_argument("--tables-dir", type=Path,
                    help="where tables are kept across restarts (default: the data folder's tables/)")
    ap.add_argument("--no-store", action="store_true", help="keep tables in memory only")
    ap.add_argument("--no-lobby", action="store_true", help="no listing or creating tables")
    ap.add_argument("--max-tables", type=int, default=500, help="tables at once")
    ap.add_argument("--max-connections", type=int, default=2_000, help="connections at once")
    ap.add_argument("--max-per-ip", type=int, default=64, help="connections from one address")
    ap.add_argument("--max-half-open", type=int, default=256,
                    help="connections still in their opening handshake, in all")
    ap.add_argument("--max-half-open-per-ip", type=int, default=16,
                    help="connections still in their opening handshake, from one address")
    ap.add_argument("--creates-per-address", type=int, default=10,
                    help="tables one address may create in --creates-window seconds")
    ap.add_argument("--creates-window", type=float, default=600.0, help="seconds (see --creates-per-address)")
    ap.add_argument("--grace", type=_seconds_or_none, default=60.0,
                    help="seconds before a computer stands in for a dropped friend ('none': never)")
    ap.add_argument("--decision-timeout", type=_seconds_or_none, default=None,
                    help="seconds a friend may take over one decision ('none': no limit)")
    ap.add_argument("--stand-in", default="normal", help="the computer level standing in for friends")
    ap.add_argument("--ai-pause", type=float, default=0.3, help="seconds before each computer decision")
    ap.add_argument("--linger", type=float, default=120.0, help="seconds a finished table stays open")
    ap.add_argument("--ai-workers", type=int, default=2, help="threads the computers think in")
    ap.add_argument("--rate", type=float, default=10.0, help="messages per second per connection")
    ap.add_argument("--burst", type=int, default=40, help="messages at once per connection")
    ap.add_argument("--open-timeout", type=float, default=10.0, help="seconds for the WebSocket handshake")
    ap.add_argument("--hello-timeout", type=float, default=10.0, help="seconds for the client's hello")
    ap.add_argument("--idle-timeout", type=float, default=300.0, help="seconds a seatless client may idle")
    ap.add_argument("--ping-interval", type=float, default=20.0, help="seconds between keepalive pings")
    ap.add_argument("--ping-timeout", type=float, default=20.0, help="seconds to answer a ping")
    ap.add_argument("--send-timeout", type=float, default=10.0, help="seconds a client may take to read")
    ap.add_argument("--trust-proxy", action="store_true",
                    help="take the client's address from X-Forwarded-For (behind a reverse proxy)")
    ap.add_argument("--log-level", default="INFO", help="DEBUG, INFO, WARNING or ERROR")
    a = ap.parse_args(argv)
    logging.basicConfig(level=getattr(logging, a.log_level.upper(), logging.INFO),
                        format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    if a.log_level.upper() != "DEBUG":  # websockets logs every connection at INFO: too much for a log
        logging.getLogger("websockets").setLevel(logging.WARNING)
    bound_log()  # a flood of failures writes a bounded log, not megabytes of tracebacks
    tables_dir = None if a.no_store else (a.tables_dir or data_dir() / "tables")
    table = TableSettings(grace_s=a.grace, decision_timeout_s=a.decision_timeout, stand_in_level=a.stand_in,
                          ai_pause_s=a.ai_pause, linger_s=a.linger)
    return ServerSettings(host=a.host, port=a.port, lobby=not a.no_lobby, max_tables=a.max_tables,
                          max_connections=a.max_connections, max_per_ip=a.max_per_ip, tables_dir=tables_dir,
                          max_half_open=a.max_half_open, max_half_open_per_ip=a.max_half_open_per_ip,
                          creates_per_address=a.creates_per_address, creates_window_s=a.creates_window,
                          ai_workers=a.ai_workers, rate=a.rate, burst=a.burst, trust_proxy=a.trust_proxy,
                          open_timeout_s=a.open_timeout, hello_timeout_s=a.hello_timeout,
                          idle_timeout_s=a.idle_timeout, ping_interval_s=a.ping_interval,
                          ping_timeout_s=a.ping_timeout, send_timeout_s=a.send_timeout, table=table)


async def serve(settings: ServerSettings) -> None:
    """Run until SIGTERM or SIGINT, then save every table and close the connections."""
    server = TableServer(settings)
    await server.start()
    print(f"joraku-server: listening on ws://{settings.host}:{server.port}", flush=True)
    log.info("tables in %s; lobby %s", settings.tables_dir or "(memory)", "on" if settings.lobby else "off")
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGTERM, signal.SIGINT):
        with contextlib.suppress(NotImplementedError):  # Windows: Ctrl+C raises instead
            loop.add_signal_handler(sig, stop.set)
    try:
        await stop.wait()
    finally:
        log.info("stopping: saving %d tables", len(server.tables))
        await server.stop()


def main(argv: list[str] | None = None) -> int:
    settings = parse_args(argv)
    try:
        asyncio.run(serve(settings))
    except KeyboardInterrupt:
        pass
    except OSError as exc:
        print(f"joraku-server: cannot listen on {settings.host}:{settings.port}: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
