"""Network play, Qt-free: the table protocol, the authoritative table, the server and the client.

- :mod:`.protocol`: versioned JSON messages (pydantic), limits; :mod:`.wire`: a seat's view,
  the events and decisions on the wire (the playerView rule); :mod:`.codes`: close codes,
  errors, connection and seat states, table codes.
- :mod:`.table`: one authoritative game and its seats (friends, the host, computers);
  :mod:`.table_store`: a table kept on disk across restarts.
- :mod:`.server`: the WebSocket server with its lobby, many tables per process
  (``python -m joraku_desktop.server``); :mod:`.host`: one table hosted from the window.
- :mod:`.client`: join, receive, decide, reconnect (asyncio, or on a thread for a GUI);
  :mod:`.seat_store`: the seat secrets kept on this machine; :mod:`.address`: typed addresses;
  :mod:`.scripted`: a client that plays its seat with a computer level (the benchmarks are
  ``tools/net_bench.py``).

docs/network.md describes the protocol, the server's operation and how the window plugs in.
"""
