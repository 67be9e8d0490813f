"""Who sits on each side of the board: a person at this computer, the computer at a level, or (in
wire_seat.py) a player on another computer.

The controller runs every game the same way whoever sits there: it tells the seat to move that
it is its turn in the position on the board, takes the move the seat says is ready, and tells
seats to stop when the position they were told about is gone. Which two seats play is the
mode; the controller chooses them in one place.
"""

from __future__ import annotations

import enum
from collections.abc import Callable
from typing import Any, Protocol

from ..core.board_game import BoardGame
from ..core.kinds import level_on
from ..core.levels import AnyLevel
from .signal import Signal


class Connectable(Protocol):
    """A signal of either kind: the session's own, or a Qt signal of the front end's."""

    def connect(self, handler: Any) -> object: ...


class ComputerEngine(Protocol):
    """The computer player the computer seats share (computer_player.py): it answers
    only its latest request, with move_ready(request id, row, column) or failed(request id, what went wrong)."""

    delay_ms: int

    @property
    def move_ready(self) -> Connectable: ...

    @property
    def failed(self) -> Connectable: ...

    @property
    def current_request(self) -> int: ...

    @property
    def is_thinking(self) -> bool: ...

    def request(self, game: BoardGame, level: AnyLevel) -> int: ...

    def cancel(self) -> None: ...


class Seat:
    """One side of the board. Subclasses override what differs; the defaults are a silent seat."""

    move_ready = Signal(int, int)  # row, column: this seat's move, for the position it was told about
    failed = Signal(str)  # no move will come for the position it was told about: what went wrong
    plays_here = False  # whether its moves come from this computer's mouse and keyboard

    @property
    def name(self) -> str:
        raise NotImplementedError

    @property
    def is_thinking(self) -> bool:
        """Working out a move the board waits for."""
        return False

    @property
    def lets_opponent_move(self) -> bool:
        """Whether the other side may move now (a player on another computer has a say in it)."""
        return True

    def your_turn(self, game: BoardGame) -> None:
        """It is this seat's turn in `game`, which it must not change. Asked again after every change."""

    def opponent_played(self, row: int, col: int) -> bool:
        """The other side played (row, col) on this board; False when the seat cannot let it stand."""
        return True

    def stop(self) -> None:
        """The position it was told about is gone: a move for it must never arrive."""


class HumanSeat(Seat):
    """A person at this computer: the board's clicks and keys are their moves."""

    plays_here = True

    def __init__(self, name: Callable[[], str]) -> None:
        self._name = name  # asked each time: the player may rename themselves, or the language change

    @property
    def name(self) -> str:
        return self._name()


class ComputerSeat(Seat):
    """The computer at a level, thinking off the GUI thread.

    Several seats may share one ComputerPlayer (and its engine and thread): each takes only the
    answer to its own request, and the player answers only its latest request, so a move can
    only reach the board for the position the seat was last told about.
    """

    def __init__(
        self, player: ComputerEngine, name: Callable[[], str], *, delay_ms: int, level: AnyLevel = "perfect"
    ) -> None:
        self.level = level
        self.delay_ms = delay_ms  # the least time before its move shows
        self._name = name
        self._player = player
        self._request: int | None = None
        player.move_ready.connect(self._on_move_ready)
        player.failed.connect(self._on_failed)

    @property
    def name(self) -> str:
        return self._name()

    @property
    def is_thinking(self) -> bool:
        return self._request == self._player.current_request and self._player.is_thinking

    def your_turn(self, game: BoardGame) -> None:
        if not self.is_thinking:
            self._player.delay_ms = self.delay_ms
            # The level as the board's of the same rank: the demonstration's Unbeatable plays ultimate at Hard.
            self._request = self._player.request(game, level_on(self.level, game.rule_set))

    def stop(self) -> None:
        self._player.cancel()
        self._request = None

    def _on_move_ready(self, request_id: int, row: int, col: int) -> None:
        if request_id == self._request:
            self._request = None
            self.move_ready.emit(row, col)

    def _on_failed(self, request_id: int, reason: str) -> None:
        if request_id == self._request:
            self._request = None
            self.failed.emit(reason)


class Doing(enum.Enum):
    """What the line is doing, for the words under the board (network_words.status_line)."""

    CONNECTING = "connecting"
    HOSTING = "hosting"  # waiting for somebody to join
    PLAYING = "playing"
    ASKED_UNDO = "asked undo"  # the local player asked to take a move back (asked_count moves)
    OFFERED_NEW_GAME = "offered new game"
    CLOSED = "closed"  # the line closed with the game kept (closed_by says how)


class RemoteSeat(Seat):
    """A player on another computer (WireSeat, wire_seat.py, for the window and the terminal alike), and the seat of
    the player here who plays them: the seating puts the two opposite each other.

    The subclass speaks the protocol, and says what happened on the wire with four signals: game_started(game, the
    local player's mark), took_back(the number of moves), state_changed(), and moved(row, column), a move already
    on the match's game."""

    local_seat: HumanSeat
    peer_name: str  # "" until the other player has said who they are
    game_started: Any
    took_back: Any
    state_changed: Any
    moved: Any

    @property
    def connected(self) -> bool:
        """A game is on, with somebody at the other end."""
        raise NotImplementedError

    @property
    def is_host(self) -> bool:
        """This computer hosts the game (the other player joined it)."""
        raise NotImplementedError

    @property
    def can_request_undo(self) -> bool:
        raise NotImplementedError

    def request_undo(self) -> None:
        """Ask the other player to take the local player's last move back."""
        raise NotImplementedError

    def offer_new_game(self) -> None:
        """Offer the other player a new game (or agree to theirs)."""
        raise NotImplementedError

    def leave(self) -> None:
        """Abandon the network game: the other player is told."""
        raise NotImplementedError

    def status_line(self) -> str:
        """What the connection is doing, for the line under the board."""
        raise NotImplementedError

    def waiting_text(self) -> str | None:
        """In place of the turn, while there is nobody to play (None when there is)."""
        raise NotImplementedError

    def answer_awaited_text(self) -> str | None:
        """In place of the turn, while the local player waits for an answer to a request (None otherwise)."""
        raise NotImplementedError
