"""Twisted's side of internet play (wormhole_link.py): the reactor's one thread, and the bridge between the
socket pair a front end holds and a wormhole.

Twisted's global reactor cannot be restarted once stopped, so it runs in one daemon thread from the first
internet game on and is never stopped. Nothing here imports Twisted until asked (the window's first frame
must not pay for it).
"""

from __future__ import annotations

import logging
import os
import socket
import sys
import threading
from typing import Any, Protocol


class BridgeEnd(Protocol):
    """What the bridge tells its link, on the reactor's thread."""

    def bridge_sent(self, data: bytes) -> None: ...  # the front end wrote this: one wormhole message

    def bridge_closed(self) -> None: ...  # the front end's socket closed


_reactor_started = threading.Lock()
_reactor_thread: threading.Thread | None = None


def running_reactor() -> Any:
    """Twisted's global reactor, running in its daemon thread from the first call on (never stopped)."""
    global _reactor_thread
    if getattr(sys, "frozen", False):
        # autobahn would build its C UTF-8 validator through cffi at import, which a frozen app cannot (its
        # source file is not bundled); the pure-Python one is ample for a few small messages a minute.
        os.environ.setdefault("AUTOBAHN_USE_NVX", "0")
    logging.getLogger("autobahn").setLevel(logging.WARNING)  # its notes on its own set-up are not the player's
    from twisted.internet import reactor as installed  # noqa: PLC0415 -- Twisted only once internet play is chosen

    reactor: Any = installed  # Twisted types it as a module attribute, not as the reactor's interfaces
    with _reactor_started:
        if _reactor_thread is None:
            _reactor_thread = threading.Thread(
                target=reactor.run, kwargs={"installSignalHandlers": False}, name="wormhole-reactor", daemon=True
            )
            _reactor_thread.start()
    return reactor


def loopback_pair() -> tuple[socket.socket, socket.socket]:
    """Two connected TCP sockets on 127.0.0.1 (the window's QTcpSocket adopts TCP, not a Unix socket pair).
    The listener lives for one accept; a stranger on this computer racing in is turned away."""
    with socket.create_server(("127.0.0.1", 0)) as listener:
        front = socket.create_connection(listener.getsockname())
        while True:
            back, address = listener.accept()
            if address == front.getsockname():
                for end in (front, back):  # a move is one small message: send it now, not after a delayed ACK
                    end.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
                return front, back
            back.close()


def twisted_protocol_base() -> Any:
    from twisted.internet.protocol import Protocol as TwistedProtocol  # noqa: PLC0415 -- see running_reactor

    return TwistedProtocol


class Bridge:
    """The reactor's end of the loopback pair: each chunk read becomes one wormhole message, and each
    message is written back. Built by BridgeFactory as a Twisted Protocol's delegate, to keep Twisted's
    classes out of this module's import."""

    def __init__(self, link: BridgeEnd) -> None:
        self.link = link
        self.transport: Any = None

    def write(self, data: bytes) -> None:
        if self.transport is not None:
            self.transport.write(data)

    def hang_up(self) -> None:
        if self.transport is not None:
            self.transport.loseConnection()  # after what is written has gone


class BridgeFactory:
    """A Twisted protocol factory (buildProtocol is all adoptStreamConnection asks of one)."""

    def __init__(self, bridge: Bridge) -> None:
        self.bridge = bridge

    def doStart(self) -> None:
        pass

    def doStop(self) -> None:
        pass

    def buildProtocol(self, address: object) -> Any:
        bridge = self.bridge

        class BridgeProtocol(twisted_protocol_base()):  # type: ignore[misc]
            def connectionMade(self) -> None:
                bridge.transport = self.transport

            def dataReceived(self, data: bytes) -> None:
                bridge.link.bridge_sent(data)

            def connectionLost(self, reason: object = None) -> None:
                bridge.transport = None
                bridge.link.bridge_closed()

        return BridgeProtocol()
