"""The window's player on another computer: the session's WireSeat (session/wire_seat.py) over the window's
endpoint (QTcpSocket or the internet's link), with Qt signals that carry the words the shell shows.

The WireSeat speaks the protocol and is the seat the session plays; this gives it its line and turns what it says
into signals with words (session/network_words.py, the terminal's too) for the window's questions, notices and the
line under the board.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from ...core import Player
from ...net.connection import Connection
from ...session.network_words import close_words, declined_words, new_game_question, undo_question
from ...session.wire_seat import WireSeat
from ..network.lan_transport import Endpoint, NetworkHost


class NetworkSeat(QObject):
    """The seat the session plays (`wire`), its endpoint, and its news for the window as Qt signals."""

    game_started = Signal(object, Player)  # the match's game, which the connection plays on; the local player's mark
    took_back = Signal(int)  # an agreed undo: this many moves come off the board
    undo_requested = Signal(str)  # the question to put to the local player
    new_game_offered = Signal(str)
    state_changed = Signal()  # the connection's state or what the seat says about it
    notice = Signal(str)  # something the player should read once (a refusal, a declined request)
    ended = Signal(str)  # the network game is over for good; the text says why
    refused = Signal(str)  # the host turned this guest away (wrong code, locked, busy); the text says why

    def __init__(self, endpoint: Endpoint, my_name: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.endpoint = endpoint
        endpoint.setParent(self)
        wire = self.wire = WireSeat(endpoint, my_name, is_host=isinstance(endpoint, NetworkHost))
        endpoint.events.connect(wire.handle)
        wire.game_started.connect(self.game_started)
        wire.took_back.connect(self.took_back)
        wire.state_changed.connect(self.state_changed)
        wire.undo_requested.connect(lambda count: self.undo_requested.emit(undo_question(wire, count)))
        wire.new_game_offered.connect(lambda: self.new_game_offered.emit(new_game_question(wire)))
        wire.declined.connect(lambda request: self.notice.emit(declined_words(wire, request)))
        wire.ended.connect(lambda event: self.ended.emit(close_words(wire, event)))
        wire.refused.connect(lambda event: self.refused.emit(close_words(wire, event)))

    # --- what the window reads and does, the wire seat's ------------------------------------------------

    @property
    def my_name(self) -> str:
        return self.wire.my_name

    @property
    def peer_name(self) -> str:
        return self.wire.peer_name

    @property
    def connection(self) -> Connection | None:
        return self.wire.connection

    @property
    def connected(self) -> bool:
        return self.wire.connected

    @property
    def is_host(self) -> bool:
        return self.wire.is_host

    def status_line(self) -> str:
        return self.wire.status_line()

    def hosting(self, code: str, address: str) -> None:
        self.wire.hosting(code, address)

    def answer_undo(self, accept: bool) -> None:
        self.wire.answer_undo(accept)

    def answer_new_game(self, accept: bool) -> None:
        self.wire.answer_new_game(accept)

    def leave(self) -> None:
        self.wire.leave()
