"""The window's internet play: a WormholeLink (net/wormhole_link.py) answering on the GUI thread, and a host
and a guest that run the LAN's SocketLink over the socket the link hands over, so the NetworkSeat plays an
internet game exactly as a LAN game.

What differs from the LAN is the way in: the host has no listening socket but a code, a new one each time the
last was used (a wormhole code pairs once), and a guest whose line drops cannot dial again with its code:
it is told to ask for the new one.
"""

from __future__ import annotations

import socket
import time
from collections.abc import Callable

from PySide6.QtCore import QObject, Qt, QTimer, Signal, Slot
from PySide6.QtNetwork import QTcpSocket

from ...net.connection import Connection
from ...net.events import CloseReason, Closed, Event, Joined
from ...net.match import JoinGate, Match, Role
from ...net.wormhole_link import INTERNET_JOIN_CODE, MAILBOX_RETRY, PAIRING_TIMEOUT, Problem, WormholeLink
from .lan_transport import NetworkGuest, NetworkHost, SocketLink

LOST = "lost"  # link_failed's problem for a guest whose game dropped after it began: a new code brings it back


class _GuiThreadCalls(QObject):
    """Runs calls made from Twisted's thread on the GUI thread (a queued signal), for WormholeLink's `deliver`."""

    call = Signal(object)

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self.call.connect(self._run, Qt.ConnectionType.QueuedConnection)

    def deliver(self, call: Callable[[], None]) -> None:
        self.call.emit(call)

    @Slot(object)
    def _run(self, call: Callable[[], None]) -> None:
        call()


def adopt(stream: socket.socket, parent: QObject) -> QTcpSocket:
    """The link's socket as a QTcpSocket (the pair is TCP on 127.0.0.1, which Qt adopts as connected)."""
    qt_socket = QTcpSocket(parent)
    descriptor = stream.detach()
    if not qt_socket.setSocketDescriptor(descriptor):
        socket.socket(fileno=descriptor).close()
        raise OSError(qt_socket.errorString())
    return qt_socket


class _Listener:
    """The LinkListener of one endpoint: WormholeLink calls these on the GUI thread."""

    def __init__(
        self,
        on_code: Callable[[str], None],
        on_paired: Callable[[socket.socket], None],
        on_failed: Callable[[Problem, str], None],
    ) -> None:
        self.code_allocated, self.paired, self.failed = on_code, on_paired, on_failed


class InternetHost(NetworkHost):
    """Hosts by a wormhole code: shows it (code_ready), takes whoever pairs with it, and after each pairing that
    ends without the game (a stranger hung up on, the guest's line dropped) offers a new code."""

    code_ready = Signal(str)
    link_failed = Signal(str, str)  # the Problem's value, the detail: no game can be hosted (no mailbox, ...)
    wrong_code_tried = Signal()
    mailbox_unreachable = Signal(str)  # while a game is kept: no new code yet, asked again after MAILBOX_RETRY

    def __init__(self, match: Match, mailbox: str, parent: QObject | None = None) -> None:
        super().__init__(match, JoinGate(INTERNET_JOIN_CODE), parent)
        self.mailbox = mailbox
        self.code = ""
        self._calls = _GuiThreadCalls(self)
        self._link: WormholeLink | None = None
        self._closing = False
        self._kept = False  # a guest joined once: the match is kept for them, whatever the mailbox does
        self._retry = QTimer(self, singleShot=True, interval=round(MAILBOX_RETRY * 1000))
        self._retry.timeout.connect(self._open)

    def listen(self, port: int = 0, discoverable: bool = False) -> bool:
        """No socket to listen on: a code to wait with (always True; a failure comes as link_failed)."""
        self._ticker.start()
        self._open()
        return True

    def close(self, reason: CloseReason = CloseReason.ABANDON) -> None:
        self._closing = True
        self._retry.stop()
        if self._link is not None:
            self._link.cancel()
        super().close(reason)

    @Slot()
    def _open(self) -> None:
        self._link = WormholeLink(
            _Listener(self._code, self._paired, self._link_failed), self._calls.deliver, self.mailbox
        )
        self._link.start()

    def _code(self, code: str) -> None:
        self.code = code
        self.code_ready.emit(code)

    def _paired(self, stream: socket.socket) -> None:
        self._link = None
        qt_socket = adopt(stream, self)
        connection = Connection(
            Role.HOST, time.monotonic(), name=self.match.host_name, match=self.match, gate=self.gate,
            peer_address=INTERNET_JOIN_CODE,
        )  # fmt: skip
        link = SocketLink(qt_socket, connection, self)
        link.events.connect(self._on_events)

    def _link_failed(self, problem: Problem, detail: str) -> None:
        self._link = None
        if problem is Problem.WRONG_CODE:  # a mistyped code, or a guess: wait on with a new one
            self.wrong_code_tried.emit()
            self._open()
        elif problem is Problem.NO_MAILBOX and self._kept and not self._closing:
            # The friend's line went, or ours (a computer waking from sleep): the game stays, the mailbox is asked
            # again for a code to come back with, as long as this player waits.
            self.mailbox_unreachable.emit(detail)
            self._retry.start()
        else:
            self.link_failed.emit(problem.value, detail)

    @Slot(QObject, list)
    def _on_events(self, link: SocketLink, events: list[Event]) -> None:
        self._kept = self._kept or any(isinstance(event, Joined) for event in events)
        super()._on_events(link, events)
        ended = [event for event in events if isinstance(event, Closed)]
        if ended and not self._closing and self._link is None and ended[0].reason.game_kept:
            self._open()  # a code works once: a new one for whoever comes (back)


class InternetGuest(NetworkGuest):
    """Joins by a wormhole code. A drop cannot be redialled with it: link_failed(LOST) says so."""

    link_failed = Signal(str, str)
    pairing_timeout = PAIRING_TIMEOUT  # how long to wait for the host to be there (tests shorten it)

    def __init__(self, code: str, name: str, mailbox: str, parent: QObject | None = None) -> None:
        super().__init__("", 0, name, INTERNET_JOIN_CODE, parent)
        self.wormhole_code, self.mailbox = code, mailbox
        self._calls = _GuiThreadCalls(self)
        self._link: WormholeLink | None = None

    @Slot()
    def connect_to_host(self) -> None:
        listener = _Listener(lambda code: None, self._paired, self._link_failed)
        self._link = WormholeLink(
            listener, self._calls.deliver, self.mailbox, code=self.wormhole_code, pairing_timeout=self.pairing_timeout
        )
        self._link.start()
        self._ticker.start()

    def close(self, reason: CloseReason = CloseReason.ABANDON) -> None:
        if self._link is not None:
            self._link.cancel()
        super().close(reason)

    def _paired(self, stream: socket.socket) -> None:
        qt_socket = adopt(stream, self)
        qt_socket.errorOccurred.connect(lambda _error: None)  # NetworkGuest._connected disconnects the dialling's
        self._connected(qt_socket)

    def _link_failed(self, problem: Problem, detail: str) -> None:
        self.link_failed.emit(problem.value, detail)

    def _line_dropped(self, detail: str) -> None:
        self.link_failed.emit(LOST, detail)  # a code works once: the host shows a new one
