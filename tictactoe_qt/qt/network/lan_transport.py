"""QTcpServer and QTcpSocket around the sans-IO protocol: the window's end of a network game.

Everything runs on the GUI thread through Qt's event loop (sockets never block it); a 1 s timer
drives the protocol's clock (pings, timeouts) only while a network game is open. The host hands
each incoming socket its own protocol Connection, so a stranger's nonsense ends that socket alone.
"""

from __future__ import annotations

import logging
import threading
import time
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal, Slot
from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QNetworkInterface, QTcpServer, QTcpSocket

from ...net.match import JoinGate, Match, Role
from ...net.connection import Connection, State
from ...net.events import CloseReason, Closed, Event, Joined, failed_dial

if TYPE_CHECKING:  # discovery (zeroconf) is imported only when a game is announced
    from ...net.discovery import Advert

log = logging.getLogger("tictactoe_qt.net")
TICK_MS = 1000
RECONNECT_MS = 2000
OUTBOX_LIMIT = 64 * 1024


def lan_addresses() -> list[str]:
    """The addresses another computer on the local network can reach this one by: IPv4 first, then IPv6 (the
    host listens on both), so a network where one of them is the way in has it shown.

    Read from this computer's own network interfaces, which are up: no loopback, no link-local
    (169.254.x.x, fe80::, unroutable). Nothing is looked up or sent; the computer's name is not offered,
    as other computers often cannot resolve it.
    """
    flags = QNetworkInterface.InterfaceFlag
    found: list[str] = []
    for interface in QNetworkInterface.allInterfaces():
        state = interface.flags()
        if not (state & flags.IsUp and state & flags.IsRunning) or state & flags.IsLoopBack:
            continue
        for entry in interface.addressEntries():
            ip = entry.ip()
            if (
                ip.protocol()
                in (
                    QAbstractSocket.NetworkLayerProtocol.IPv4Protocol,
                    QAbstractSocket.NetworkLayerProtocol.IPv6Protocol,
                )
                and not ip.isLoopback()
                and not ip.isLinkLocal()
                and ip.toString() not in found
            ):
                found.append(ip.toString())
    return sorted(found, key=lambda address: ":" in address)  # IPv4 first: the shorter, and the one most try


class SocketLink(QObject):
    """One QTcpSocket and its protocol Connection; reports the protocol's events."""

    events = Signal(QObject, list)  # this link (a SocketLink), its protocol events

    def __init__(self, socket: QTcpSocket, connection: Connection, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.socket, self.connection = socket, connection
        self.address = f"{socket.peerAddress().toString()}:{socket.peerPort()}"
        socket.setParent(self)
        socket.setSocketOption(
            QAbstractSocket.SocketOption.LowDelayOption, 1
        )  # a move is one small message: send it now
        socket.readyRead.connect(self._read)
        socket.disconnected.connect(self._lost)
        socket.errorOccurred.connect(self._lost)
        self.flush()

    def flush(self) -> None:
        data = self.connection.data_to_send()
        if data and self.socket.state() == QAbstractSocket.SocketState.ConnectedState:
            self.socket.write(data)
            self.socket.flush()  # now, not at the next turn of the event loop: the socket may be closing
        if self.socket.bytesToWrite() > OUTBOX_LIMIT:  # a peer that does not read what it is sent
            log.info("%s: hung up: it does not read what it is sent", self.address)
            events = self.connection.transport_failed("it does not read what it is sent")
            self.socket.abort()
            if events:
                self.events.emit(self, events)
        elif self.connection.state is State.CLOSED:
            self.socket.disconnectFromHost()

    def tick(self) -> None:
        self._report(self.connection.tick(time.monotonic()))

    def close(self, reason: CloseReason) -> None:
        if self.connection.state is not State.CLOSED:
            self.connection.close(reason, time.monotonic())
            self.flush()

    @Slot()
    def _read(self) -> None:
        data = bytes(self.socket.readAll().data())
        if data:
            self._report(self.connection.receive_data(data, time.monotonic()))

    @Slot()
    def _lost(self, *_args: object) -> None:
        self._report(self.connection.transport_failed())

    def _report(self, events: list[Event]) -> None:
        self.flush()
        for event in events:
            if isinstance(event, Closed) and event.we_hung_up:
                log.info("%s: hung up: %s", self.address, event.detail)
        if events:
            self.events.emit(self, events)


class Endpoint(QObject):
    """What the network seat talks to, host or guest: the connection in play, and its events."""

    events = Signal(list)  # protocol events from the connection in play
    link_changed = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.link: SocketLink | None = None
        self._ticker = QTimer(self, interval=TICK_MS)
        self._ticker.timeout.connect(self._tick)

    @property
    def connection(self) -> Connection | None:
        link = self.link
        return link.connection if link is not None and link.connection.state is not State.CLOSED else None

    def flush(self) -> None:
        if self.link is not None:
            self.link.flush()

    def close(self, reason: CloseReason = CloseReason.ABANDON) -> None:
        self._ticker.stop()
        if self.link is not None:
            self.link.close(reason)

    def _tick(self) -> None:
        for link in self.findChildren(SocketLink):
            link.tick()


class NetworkHost(Endpoint):
    """Listens for a guest; the one who joins with the code takes the seat, and may come back to it."""

    def __init__(self, match: Match, gate: JoinGate, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.match, self.gate = match, gate
        self.server = QTcpServer(self)
        self.server.newConnection.connect(self._accept)
        self._advert: Advert | None = None
        self._advert_thread: threading.Thread | None = None

    def listen(self, port: int, discoverable: bool = True) -> bool:
        if not self.server.listen(QHostAddress.SpecialAddress.Any, port):
            return False
        self._ticker.start()
        if discoverable:
            self._advert_thread = threading.Thread(target=self._announce, daemon=True)  # registering takes ~2 s
            self._advert_thread.start()
        return True

    @property
    def port(self) -> int:
        return self.server.serverPort()

    @property
    def error_text(self) -> str:
        return self.server.errorString()

    def close(self, reason: CloseReason = CloseReason.ABANDON) -> None:
        super().close(reason)
        self.server.close()
        for link in self.findChildren(SocketLink):
            if link is not self.link:
                link.socket.abort()
        thread, self._advert_thread = self._advert_thread, None
        if thread is not None:
            threading.Thread(target=self._withdraw, args=(thread,), daemon=True).start()  # never wait on it here

    def _announce(self) -> None:
        from ...net.discovery import advertise  # noqa: PLC0415

        self._advert = advertise(self.match.host_name, self.port, self.match.variant)

    def _withdraw(self, thread: threading.Thread) -> None:
        thread.join(timeout=10)
        if self._advert is not None:
            self._advert.close()

    @Slot()
    def _accept(self) -> None:
        while self.server.hasPendingConnections():
            socket = self.server.nextPendingConnection()
            connection = Connection(
                Role.HOST,
                time.monotonic(),
                name=self.match.host_name,
                match=self.match,
                gate=self.gate,
                peer_address=socket.peerAddress().toString(),
            )
            link = SocketLink(socket, connection, self)
            link.events.connect(self._on_events)

    @Slot(QObject, list)
    def _on_events(self, link: SocketLink, events: list[Event]) -> None:
        if any(isinstance(event, Joined) for event in events):
            old, self.link = self.link, link  # a guest coming back replaces its dead line
            if old is not None and old is not link:
                old.socket.abort()
            self.link_changed.emit()
        if link is self.link:
            self.events.emit(events)
        if link.connection.state is State.CLOSED:
            if link is self.link:
                self.link = None
            link.deleteLater()


class NetworkGuest(Endpoint):
    """Connects to a host, and keeps trying to get back in when the line drops."""

    def __init__(self, host: str, port: int, name: str, code: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.host, self.port, self.name, self.code = host, port, name, code
        self._retry = QTimer(self, singleShot=True, interval=RECONNECT_MS)
        self._retry.timeout.connect(self.connect_to_host)
        self._closing = False
        # The host was reached: from then on a dropped line is dialled until the player leaves (failed_dial).
        self._joined_once = False
        self._failed_dials = 0

    @Slot()
    def connect_to_host(self) -> None:
        socket = QTcpSocket(self)
        socket.connected.connect(lambda: self._connected(socket))
        socket.errorOccurred.connect(lambda _error: self._failed(socket))
        socket.connectToHost(self.host, self.port)
        self._ticker.start()

    def close(self, reason: CloseReason = CloseReason.ABANDON) -> None:
        self._closing = True
        self._retry.stop()
        super().close(reason)

    def _connected(self, socket: QTcpSocket) -> None:
        socket.errorOccurred.disconnect()
        self._joined_once = True
        connection = Connection(Role.GUEST, time.monotonic(), name=self.name, code=self.code)
        self.link = SocketLink(socket, connection, self)
        self.link.events.connect(self._on_events)
        self.link_changed.emit()

    def _failed(self, socket: QTcpSocket) -> None:
        error = socket.errorString()
        socket.deleteLater()
        if self._closing:
            return
        self._failed_dials += 1
        closed = failed_dial(self.host, self.port, error, dials=self._failed_dials, joined=self._joined_once)
        self.events.emit([closed])
        if closed.reason is CloseReason.UNREACHABLE:
            self._retry.start()

    @Slot(QObject, list)
    def _on_events(self, link: SocketLink, events: list[Event]) -> None:
        self.events.emit(events)
        closed = [event for event in events if isinstance(event, Closed)]
        if closed:
            link.deleteLater()
            if self.link is link:
                self.link = None
            if closed[0].reason.game_kept and not self._closing:
                self._line_dropped(closed[0].detail)

    def _line_dropped(self, detail: str) -> None:
        """The line went with the game kept at the host: dial it again (internet play asks for a new code)."""
        self._retry.start()
