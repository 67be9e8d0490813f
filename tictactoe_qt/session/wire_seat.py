"""A player on another computer, as a seat: the one both front ends give the session for a network game.

Moves arrive from the wire as the computer's arrive from its search, and the local player's moves, undo requests
and new-game offers go out through it. The local player sits opposite as `local_seat`, a HumanSeat called by the
name given when joining. The protocol (net/connection.py) has already checked every move from the wire against the
rules before the seat passes it on; the seat never says move_ready: the game is the connection's (its Match's),
which plays the other player's moves on it as they arrive.

The seat talks to a Line: the connection in play (None while connecting and after a drop), a flush that sends
what the connection queued, and a close. The window's line is its QTcpSocket endpoint, the terminal's a plain
socket loop. What happens on the wire comes back as signals with data, not words: network_words.py words them,
for both front ends alike.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Protocol

from ..core import Player
from ..net.connection import Connection, ProtocolError, Request
from ..net.events import (
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
from .network_words import answer_awaited_text, opponent_name, status_line, waiting_text
from .seats import Doing, HumanSeat, RemoteSeat
from .signal import Signal


class Line(Protocol):
    """What the seat talks through: the connection in play, or None while connecting and after a drop."""

    @property
    def connection(self) -> Connection | None: ...

    def flush(self) -> None:
        """Send what the connection has queued."""

    def close(self, reason: CloseReason) -> None:
        """Close the connection, telling the other player why."""


class WireSeat(RemoteSeat):
    """The other player, speaking the protocol over `line`; `is_host` when they joined this computer's game."""

    game_started = Signal(object, Player)  # the match's game, which the connection plays on; the local player's mark
    moved = Signal(int, int)  # the other player's move, already on the game (the protocol checked it)
    took_back = Signal(int)  # an agreed undo: this many moves come off the board
    state_changed = Signal()  # what the line is doing changed (see doing)
    undo_requested = Signal(int)  # the other player asks to take this many moves back: put it to the local player
    new_game_offered = Signal()  # the other player offers a new game: put it to the local player
    declined = Signal(object)  # the other player said no to the local player's Request (UNDO or REMATCH)
    ended = Signal(object)  # Closed: the network game is over for good
    refused = Signal(object)  # Closed: the host turned this guest away (wrong code, locked, busy)

    def __init__(self, line: Line, my_name: str, *, is_host: bool, clock: Callable[[], float] = time.monotonic) -> None:
        self.line, self.my_name, self._is_host, self._clock = line, my_name, is_host, clock
        self.peer_name = ""
        self.lost = False  # the other player's line dropped with the game kept: they are awaited back
        self.door = ("", "")  # the host's join code and address, said while a player is awaited
        self.doing = Doing.HOSTING if is_host else Doing.CONNECTING
        self.asked_count = 0  # the moves the local player asked to take back (Doing.ASKED_UNDO)
        self.closed_by: Closed | None = None  # how the line closed (Doing.CLOSED, ended, refused)
        self.local_seat = HumanSeat(lambda: self.my_name)

    # --- what the session and the front ends read ----------------------------------------------------

    @property
    def name(self) -> str:
        return opponent_name(self)

    @property
    def connection(self) -> Connection | None:
        return self.line.connection

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
        return self._is_host

    def status_line(self) -> str:
        return status_line(self)

    def waiting_text(self) -> str | None:
        return waiting_text(self)

    def answer_awaited_text(self) -> str | None:
        return answer_awaited_text(self)

    # --- what the local player does ------------------------------------------------------------------

    def opponent_played(self, row: int, col: int) -> bool:
        """The local player's move goes out; False if the connection will not take it (not their turn)."""
        if self.connection is None:
            return False
        try:
            self.connection.play(row, col, self._clock())
        except ValueError:  # not our turn (a ProtocolError) or not a legal move
            return False
        self.line.flush()
        return True

    def request_undo(self) -> None:
        """Ask to take the local player's last move back. ProtocolError says why not (no move of theirs to take
        back, a request already waiting): the session asks only when can_request_undo, the terminal says it."""
        if self.connection is None:
            return
        count = self.connection.request_undo(self._clock())
        self.line.flush()
        self.asked_count = count
        self._now(Doing.ASKED_UNDO)

    def answer_undo(self, accept: bool) -> None:
        if self.connection is None:
            return  # the line dropped
        try:
            count = self.connection.answer_undo(accept, self._clock())
        except ProtocolError:
            return  # the request lapsed meanwhile (a move crossed it, or the line dropped)
        self.line.flush()
        if count:
            self.took_back.emit(count)
        self._now(Doing.PLAYING)

    def offer_new_game(self) -> None:
        connection = self._playing
        if connection is None:
            return
        agreed = connection.asked_by_peer(Request.REMATCH)
        connection.offer_rematch(self._clock())
        self.line.flush()
        if agreed:
            self._start_game()
        else:
            self._now(Doing.OFFERED_NEW_GAME)

    def answer_new_game(self, accept: bool) -> None:
        if self.connection is None:
            return
        try:
            self.connection.answer_rematch(accept, self._clock())
        except ProtocolError:
            return
        self.line.flush()
        if accept:
            self._start_game()
        else:
            self._now(Doing.PLAYING)

    def hosting(self, code: str, address: str) -> None:
        """The host's door is open: said while nobody has joined, and again while a player who dropped is awaited."""
        self.door = (code, address)
        self._now(Doing.HOSTING)

    def leave(self) -> None:
        """Abandon the network game: the other player is told, and the connection closed."""
        self.line.close(CloseReason.ABANDON)

    # --- from the wire ---------------------------------------------------------------------------------

    def handle(self, events: list[Event]) -> None:
        """The protocol's events from the connection in play, in order."""
        for event in events:
            if isinstance(event, Joined):
                self.lost = False
                self.peer_name = event.peer_name
                self._start_game()
            elif isinstance(event, MovePlayed):
                self.moved.emit(event.row, event.col)
                self._now(Doing.PLAYING)
            elif isinstance(event, UndoRequested):
                self.undo_requested.emit(event.count)
            elif isinstance(event, UndoAnswered):
                if event.accepted:
                    self.took_back.emit(event.count)
                else:
                    self.declined.emit(Request.UNDO)
                self._now(Doing.PLAYING)
            elif isinstance(event, RematchOffered):
                self.new_game_offered.emit()
            elif isinstance(event, RematchAnswered):
                if event.accepted:
                    self._start_game()
                else:
                    self.declined.emit(Request.REMATCH)
                    self._now(Doing.PLAYING)
            elif isinstance(event, Closed):
                self._closed(event)

    def _closed(self, event: Closed) -> None:
        self.closed_by = event
        if event.reason.ends_match:
            self.ended.emit(event)
        elif event.reason.is_refusal:
            self.refused.emit(event)
        else:  # the game is kept (the line dropped, they quit, or a line we hung up on): they can come back
            if event.reason is not CloseReason.UNREACHABLE:
                self.lost = bool(self.peer_name)
            self._now(Doing.CLOSED)

    def _start_game(self) -> None:
        connection = self.connection
        if connection is None:
            return
        self._now(Doing.PLAYING)
        self.game_started.emit(connection.current_match.game, connection.my_mark)  # one game: the window reads it

    def _now(self, doing: Doing) -> None:
        self.doing = doing
        self.state_changed.emit()
