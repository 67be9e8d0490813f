"""A player on another computer, as a seat: moves arrive from the wire as the computer's arrive from
its search, and the local player's moves, undo requests and new-game offers go out through it.
The local player sits opposite as `local_seat`, a HumanSeat called by the name given when joining.

The seat turns protocol events into signals the controller and the window act on, and says in
words what the connection is doing. The protocol (net/connection.py) has already checked every move
from the wire against the rules before the seat passes it on.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QObject, Signal

from ...core import Player
from ...net.connection import Connection, ProtocolError, Request
from ...net.events import (
    CloseReason,
    Closed,
    Event,
    Joined,
    MovePlayed,
    RematchAnswered,
    RematchOffered,
    UndoAnswered,
    UndoRequested,
)
from .network_transport import Endpoint, NetworkHost
from ...session.seats import HumanSeat, RemoteSeat
from ..text import fill


class NetworkSeat(QObject, RemoteSeat):
    """A QObject for its transport and its words (the window's network play); a Seat for the session.

    The seat never says move_ready: the game is the connection's (its Match's), which plays the other player's
    moves on it as they arrive; `moved` tells the window one came."""

    moved = Signal(int, int)  # the other player's move, already on the game (the protocol checked it)
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
        self.my_name = my_name
        self.peer_name = ""
        self._lost = False
        self._door = ("", "")  # the host's join code and address
        self._line: Callable[[], str] = lambda: self.tr("Connecting…")  # worded when shown: the language may change
        endpoint.setParent(self)
        endpoint.events.connect(self._on_events)
        self.local_seat = HumanSeat(lambda: self.my_name)

    @property
    def name(self) -> str:
        # In the controller's translation context, where it has always been translated.
        return self.peer_name or self.tr("Opponent")

    # --- what the controller and window read -----------------------------------------------------------

    @property
    def connection(self) -> Connection | None:
        return self.endpoint.connection

    @property
    def connected(self) -> bool:
        return self._playing is not None

    @property
    def _playing(self) -> Connection | None:
        """The connection while a game is on over it; None while connecting and after a drop."""
        c = self.connection
        return c if c is not None and c.match is not None and self.peer_name else None

    @property
    def lets_opponent_move(self) -> bool:
        """The local player's turn, with no request or offer of theirs waiting for an answer."""
        c = self._playing
        return c is not None and c.my_turn

    @property
    def can_request_undo(self) -> bool:
        c = self._playing
        return c is not None and not c.waiting_for_answer(Request.UNDO) and c.current_match.undo_count(c.my_mark) > 0

    @property
    def is_host(self) -> bool:
        return isinstance(self.endpoint, NetworkHost)

    def status_line(self) -> str:
        """What the connection is doing, for the line under the board."""
        return self._line()

    def waiting_text(self) -> str | None:
        """In place of the turn, while there is nobody to play (None when there is)."""
        if self.connected:
            return None
        if self._lost:
            return fill(self.tr("%1's connection was lost"), self.peer_name)
        if self.is_host and self._door[0]:  # the one thing the host must read out: the headline, large
            return fill(self.tr("Join code: %1"), self._door[0])
        return self.tr("Waiting for an opponent…") if self.is_host else self.tr("Connecting…")

    # --- what the local player does ------------------------------------------------------------------

    def opponent_played(self, row: int, col: int) -> bool:
        """The local player's move goes out; False if the connection will not take it (not their turn)."""
        if self.connection is None:
            return False
        try:
            self.connection.play(row, col, time.monotonic())
        except ValueError:  # not our turn (a ProtocolError) or not a legal move
            return False
        self.endpoint.flush()
        return True

    def request_undo(self) -> None:
        if self.connection is None:
            return
        try:
            count = self.connection.request_undo(time.monotonic())
        except ProtocolError:
            return
        self.endpoint.flush()
        self._say(
            lambda: fill(
                self.tr("Asked %1 to take back your last move…")
                if count == 1
                else self.tr("Asked %1 to take back your last move and their reply…"),
                self.peer_name,
            )
        )

    def answer_undo(self, accept: bool) -> None:
        if self.connection is None:
            return  # the line dropped
        try:
            count = self.connection.answer_undo(accept, time.monotonic())
        except ProtocolError:
            return  # the request lapsed meanwhile (a move crossed it, or the line dropped)
        self.endpoint.flush()
        if count:
            self.took_back.emit(count)
        self._say_playing()

    def offer_new_game(self) -> None:
        connection = self._playing
        if connection is None:
            return
        agreed = connection.asked_by_peer(Request.REMATCH)
        connection.offer_rematch(time.monotonic())
        self.endpoint.flush()
        if agreed:
            self._start_game()
        else:
            self._say(lambda: fill(self.tr("Offered %1 a new game; waiting for an answer…"), self.peer_name))

    def answer_new_game(self, accept: bool) -> None:
        if self.connection is None:
            return
        try:
            self.connection.answer_rematch(accept, time.monotonic())
        except ProtocolError:
            return
        self.endpoint.flush()
        if accept:
            self._start_game()
        else:
            self._say_playing()

    def hosting(self, code: str, address: str) -> None:
        self._door = (code, address)  # said again while a player who dropped out is awaited: they need both
        self._say(lambda: fill(self.tr("Waiting for an opponent. Join code: %1 · address: %2"), code, address))

    def leave(self) -> None:
        """Abandon the network game: the other player is told, and the connection closed."""
        self.endpoint.close(CloseReason.ABANDON)

    # --- from the wire ---------------------------------------------------------------------------------

    def _on_events(self, events: list[Event]) -> None:
        for event in events:
            if isinstance(event, Joined):
                self._lost = False
                self.peer_name = event.peer_name
                self._start_game()
            elif isinstance(event, MovePlayed):
                self.moved.emit(event.row, event.col)
                self._say_playing()
            elif isinstance(event, UndoRequested):
                self.undo_requested.emit(
                    fill(
                        self.tr("%1 asks to take back their last move. Allow it?")
                        if event.count == 1
                        else self.tr("%1 asks to take back their last move and your reply. Allow it?"),
                        self.peer_name,
                    )
                )
            elif isinstance(event, UndoAnswered):
                if event.accepted:
                    self.took_back.emit(event.count)
                else:
                    self.notice.emit(fill(self.tr("%1 declined to take the move back."), self.peer_name))
                self._say_playing()
            elif isinstance(event, RematchOffered):
                self.new_game_offered.emit(fill(self.tr("%1 offers a new game. Play it?"), self.peer_name))
            elif isinstance(event, RematchAnswered):
                if event.accepted:
                    self._start_game()
                else:
                    self.notice.emit(fill(self.tr("%1 would rather not start a new game."), self.peer_name))
                    self._say_playing()
            elif isinstance(event, Closed):
                self._closed(event)

    def _closed(self, event: Closed) -> None:
        words = self._close_words(event)
        if event.reason.ends_match:
            self.ended.emit(words)
        elif event.reason.is_refusal:
            self.refused.emit(words)
        else:  # the game is kept (the line dropped, they quit, or a line we hung up on): they can come back
            if event.reason is not CloseReason.UNREACHABLE:
                self._lost = bool(self.peer_name)
            self._say(lambda: self._close_words(event))

    def _close_words(self, event: Closed) -> str:
        """What the player reads about a closed connection, by its reason."""
        peer = self.peer_name or self.tr("The other player")
        if event.reason.game_kept and event.reason is not CloseReason.UNREACHABLE:
            return (
                fill(
                    self.tr("The game is kept: waiting for %1 to come back (join code: %2 · address: %3)"),
                    peer,
                    *self._door,
                )
                if self.is_host
                else self.tr("The game is kept: trying to reconnect…")
            )
        words: dict[CloseReason, Callable[[], str]] = {
            CloseReason.ABANDON: lambda: (
                fill(self.tr("%1 left the game."), peer) if event.by_peer else self.tr("You left the network game.")
            ),
            CloseReason.VERSION: lambda: (
                self.tr(
                    "The other player has an older version of Tic-Tac-Toe, which does not know every board this "
                    "one offers. They need to update it to play with you."
                )
                if event.peer_is_older
                else self.tr(
                    "The other player has a newer version of Tic-Tac-Toe. Please update yours to play with them."
                )
            ),
            CloseReason.CODE: lambda: self.tr("Wrong join code."),
            CloseReason.LOCKED: lambda: fill(
                self.tr("Too many wrong join codes: try again in %1 seconds."), event.retry_after
            ),
            CloseReason.BUSY: lambda: self.tr("That game already has two players."),
            CloseReason.UNREADABLE: lambda: fill(
                self.tr("The host's answer could not be read (%1), so no game was joined. Is it a Tic-Tac-Toe game?"),
                event.detail,
            ),
            CloseReason.UNREACHABLE: lambda: fill(self.tr("Cannot reach the host (%1). Trying again…"), event.detail),
        }
        return words[event.reason]()

    def _start_game(self) -> None:
        connection = self.connection
        if connection is None:
            return
        self._say_playing()
        self.game_started.emit(connection.current_match.game, connection.my_mark)  # one game: the window reads it

    def _say_playing(self) -> None:
        self._say(lambda: fill(self.tr("Playing %1 over the network"), self.peer_name))

    def _say(self, line: Callable[[], str]) -> None:
        self._line = line
        self.state_changed.emit()
