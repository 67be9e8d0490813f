"""Plain sockets around the sans-IO protocol, for the terminal game: one thread, a selector, a 1 s tick.

Typed lines arrive from a reader thread through a queue (select() cannot wait on a console everywhere);
a socket pair wakes the selector when one does. Sockets are non-blocking: what a slow peer does not take
waits in its outbox, and a peer that lets more than OUTBOX_LIMIT pile up is hung up on.
"""

from __future__ import annotations

import logging
import queue
import selectors
import socket
import threading
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from .connection import Connection, State

from .events import Closed, Event

log = logging.getLogger("tictactoe_qt.net")
TICK_SECONDS = 1.0
READ_CHUNK = 64 * 1024
OUTBOX_LIMIT = 64 * 1024


@dataclass(eq=False)
class Peer:
    """One socket with its protocol end and the bytes waiting to go out."""

    sock: socket.socket
    connection: Connection
    address: str
    outbox: bytearray = field(default_factory=bytearray)


class Loop:
    """Waits on sockets, typed lines and the clock; hands each to the callbacks."""

    def __init__(self, read_line: Callable[[], str] | None = None, clock: Callable[[], float] = time.monotonic):
        self.clock = clock
        self.selector = selectors.DefaultSelector()
        self.peers: dict[socket.socket, Peer] = {}
        self.lines: queue.Queue[str | None] = queue.Queue()
        self.calls: queue.Queue[Callable[[], None]] = queue.Queue()  # from other threads: see call_soon
        self._wake_reader, self._wake_writer = socket.socketpair()
        self._wake_reader.setblocking(False)
        self.selector.register(self._wake_reader, selectors.EVENT_READ)
        self.listener: socket.socket | None = None
        self.running = True
        if read_line is not None:
            threading.Thread(target=self._read_lines, args=(read_line,), daemon=True).start()

    # --- set-up --------------------------------------------------------------------------------------

    def listen(self, address: str, port: int) -> int:
        """Accept connections on (address, port); the port actually bound (port 0: any free one)."""
        if not address and socket.has_dualstack_ipv6():  # every address of this computer, IPv4 and IPv6
            self.listener = socket.create_server(("", port), family=socket.AF_INET6, dualstack_ipv6=True)
        else:
            self.listener = socket.create_server((address, port))
        self.listener.setblocking(False)
        self.selector.register(self.listener, selectors.EVENT_READ)
        return int(self.listener.getsockname()[1])

    def connect(self, host: str, port: int, make_connection: Callable[[], Connection], timeout: float = 5.0) -> Peer:
        """Connect to a host (OSError when nobody answers) and start the protocol on it."""
        sock = socket.create_connection((host, port), timeout=timeout)
        return self.add(sock, f"{host}:{port}", make_connection())

    def add(self, sock: socket.socket, address: str, connection: Connection) -> Peer:
        sock.setblocking(False)
        sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)  # a move is one small message: send it now
        peer = Peer(sock, connection, address)
        self.peers[sock] = peer
        self.selector.register(sock, selectors.EVENT_READ)
        self.flush(peer)
        return peer

    # --- the loop ------------------------------------------------------------------------------------

    def run(
        self,
        on_accept: Callable[[socket.socket, str], Connection] | None,
        on_events: Callable[[Peer, list[Event]], None],
        on_line: Callable[[str | None], None],
        on_tick: Callable[[], None] = lambda: None,
    ) -> None:
        next_tick = self.clock() + TICK_SECONDS
        while self.running:
            for key, mask in self.selector.select(max(0.0, next_tick - self.clock())):
                if self.listener is not None and key.fileobj is self.listener and on_accept is not None:
                    self._accept(self.listener, on_accept)
                elif key.fileobj is self._wake_reader:
                    self._drain_lines(on_line)
                elif mask & selectors.EVENT_WRITE and key.fileobj in self.peers:
                    self.flush(self.peers[key.fileobj])
                if mask & selectors.EVENT_READ and key.fileobj in self.peers:
                    self._receive(self.peers[key.fileobj], on_events)
                if not self.running:
                    break
            if self.clock() >= next_tick:
                next_tick = self.clock() + TICK_SECONDS
                for peer in list(self.peers.values()):
                    self.deliver(peer, peer.connection.tick(self.clock()), on_events)
                on_tick()
        self.close_all()

    def deliver(self, peer: Peer, events: list[Event], on_events: Callable[[Peer, list[Event]], None]) -> None:
        self.flush(peer)
        if events:
            on_events(peer, events)
            self.flush(peer)

    def flush(self, peer: Peer) -> None:
        """Send what the protocol queued; close the socket once a closed connection has said its last."""
        if peer.sock not in self.peers:
            return
        peer.outbox += peer.connection.data_to_send()
        try:
            while peer.outbox:
                sent = peer.sock.send(peer.outbox)
                del peer.outbox[:sent]
        except BlockingIOError:
            pass
        except OSError:
            peer.outbox.clear()
        if len(peer.outbox) > OUTBOX_LIMIT:
            log.info("%s: hung up: it does not read what it is sent", peer.address)
            peer.outbox.clear()
            peer.connection.transport_failed("it does not read what it is sent")
        if peer.connection.state is State.CLOSED and not peer.outbox:
            self.drop(peer)
        else:
            self.selector.modify(peer.sock, selectors.EVENT_READ | (selectors.EVENT_WRITE if peer.outbox else 0))

    def drop(self, peer: Peer) -> None:
        if self.peers.pop(peer.sock, None) is None:
            return
        self.selector.unregister(peer.sock)
        try:
            peer.sock.shutdown(socket.SHUT_RDWR)
        except OSError:
            pass
        peer.sock.close()

    def stop(self) -> None:
        self.running = False

    def call_soon(self, call: Callable[[], None]) -> None:
        """From any thread: run `call` on the loop's thread, woken as a typed line wakes it (internet play's
        link answers from Twisted's thread)."""
        self.calls.put(call)
        try:
            self._wake_writer.send(b"\0")
        except OSError:
            pass

    def close_all(self, peers: Iterable[Peer] | None = None) -> None:
        for peer in list(self.peers.values() if peers is None else peers):
            self.flush(peer)
            self.drop(peer)

    # --- internals -----------------------------------------------------------------------------------

    def _read_lines(self, read_line: Callable[[], str]) -> None:
        while True:
            try:
                line: str | None = read_line()
            except (EOFError, OSError, ValueError):
                line = None
            self.lines.put(line)
            try:
                self._wake_writer.send(b"\0")
            except OSError:
                return
            if line is None:
                return

    def _drain_lines(self, on_line: Callable[[str | None], None]) -> None:
        try:
            self._wake_reader.recv(4096)
        except BlockingIOError:
            pass
        while self.running and not self.calls.empty():
            self.calls.get_nowait()()
        while self.running:
            try:
                line = self.lines.get_nowait()
            except queue.Empty:
                return
            on_line(line)
            for peer in list(self.peers.values()):
                self.flush(peer)

    def _accept(self, listener: socket.socket, on_accept: Callable[[socket.socket, str], Connection]) -> None:
        try:
            sock, (host, port, *_) = listener.accept()
        except OSError:
            return
        address = f"{host}:{port}"
        self.add(sock, address, on_accept(sock, address))

    def _receive(self, peer: Peer, on_events: Callable[[Peer, list[Event]], None]) -> None:
        try:
            data = peer.sock.recv(READ_CHUNK)
        except BlockingIOError:
            return
        except OSError:
            data = b""
        events = peer.connection.receive_data(data, self.clock())
        for event in events:
            if isinstance(event, Closed) and event.we_hung_up:
                log.info("%s: hung up: %s", peer.address, event.detail)
        self.deliver(peer, events, on_events)
        if peer.connection.state is State.CLOSED and not peer.outbox:
            self.drop(peer)
