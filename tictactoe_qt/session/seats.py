"""Who sits on each side of the board: a person at this computer, the computer at a level, or (in
network_seat.py) a player on another computer.

The controller runs every game the same way whoever sits there: it tells the seat to move that
it is its turn in the position on the board, takes the move the seat says is ready, and tells
seats to stop when the position they were told about is gone. Which two seats play is the
mode; the controller chooses them in one place.
"""

from __future__ import annotations

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


class RemoteSeat(Seat):
    """A player on another computer (the window's is qt/session/network_seat.py), and the seat of the player here
    who plays them: the seating puts the two opposite each other."""

    local_seat: HumanSeat
