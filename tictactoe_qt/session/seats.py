"""Who sits on each side of the board, and whose turn it is.

The seats, behind one interface: a person at this computer, the computer at a level, or (in wire_seat.py) a player
on another computer. The controller runs every game the same way whoever sits there: it tells the seat to move
that it is its turn in the position on the board, takes the move the seat says is ready, and tells seats to stop
when the position they were told about is gone.

The Demonstration: computer against computer, for watching; its two seats, a level for each, and the pause between
games.

The Seating: the two seats of the game on the board, chosen from the mode in one place (`choose`), and the
turn-taking between them. Seat numbers are the scoreboard's (Series.seat_of): HUMAN_SEAT and COMPUTER_SEAT against
the computer, LOCAL_SEAT and REMOTE_SEAT (core/network_table.py) over the network, the demonstration's computers 1
and 2, or the two people at this computer.
"""

from __future__ import annotations

import enum
import functools
from collections.abc import Callable
from typing import Any, Protocol

from ..core import Player
from ..core.board_game import BoardGame
from ..core.kinds import level_on
from ..core.levels import ALL_LEVELS, AnyLevel
from ..core.messages import fill, translate
from ..core.modes import COMPUTER_SEAT, HUMAN_SEAT, Mode
from ..core.score import Series, clean_name
from ..core.table import Preferences
from .scheduler import Scheduler
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


class Demonstration:
    """Plays itself game after game while `running`; Esc (stop) leaves the board as it is."""

    next_game_due = Signal()  # the last game's result has been on show long enough
    levels_changed = Signal()

    def __init__(self, player: ComputerEngine, delay_ms: int, scheduler: Scheduler) -> None:
        self.running = False
        # At half speed, so the moves can be followed; a result stays up for four moves' time.
        self.seats = (
            ComputerSeat(player, lambda: self._seat_name(1), delay_ms=delay_ms * 2, level="easy"),
            ComputerSeat(player, lambda: self._seat_name(2), delay_ms=delay_ms * 2, level="perfect"),
        )
        self._next_game = scheduler.timer(delay_ms * 4, self.next_game_due.emit)

    @property
    def levels(self) -> tuple[AnyLevel, AnyLevel]:
        return self.seats[0].level, self.seats[1].level

    def set_level(self, seat: int, level: AnyLevel) -> None:
        if level not in ALL_LEVELS:
            raise ValueError(f"unknown level {level!r}")
        if level != self.seats[seat].level:
            self.seats[seat].level = level
            self.levels_changed.emit()

    def stop(self) -> None:
        """Esc: the computers stop where they are, and no next game comes."""
        self.running = False
        self.cancel_next_game()
        for seat in self.seats:
            seat.stop()

    def game_over(self) -> None:
        """Show the result for a while, then start the next game."""
        self._next_game.start()

    def cancel_next_game(self) -> None:
        self._next_game.stop()

    @staticmethod
    def _seat_name(number: int) -> str:
        return fill(translate("Demonstration", "Computer %1"), number)


# Asked for the game on the board and the scoreboard that says which seat plays which mark.
PositionSource = Callable[[], tuple[BoardGame, Series]]


class Seating:
    """The seats of the game on the board, the seats there are to choose from, and the people's names."""

    move_played = Signal(int, int)  # the seat to move (not this keyboard) chose this move; the other seat agreed
    move_failed = Signal(str)  # the computer to move could not choose a move: what went wrong

    def __init__(
        self,
        position: PositionSource,
        computer: ComputerEngine,
        delay_ms: int,
        default_name: Callable[[int], str],
        scheduler: Scheduler,
    ) -> None:
        self._position = position
        self._default_name = default_name
        # The people's names are kept while a computer or a network player sits in for one of them.
        self.names = [default_name(0), default_name(1)]
        self._people = (HumanSeat(lambda: self.names[0]), HumanSeat(lambda: self.names[1]))
        # One computer player (its engine, its place on the search thread) serves every computer seat.
        self._computer = ComputerSeat(computer, lambda: translate("Seating", "Computer"), delay_ms=delay_ms)
        self.demo = Demonstration(computer, delay_ms, scheduler)
        for seat in (*self._people, self._computer, *self.demo.seats):
            seat.move_ready.connect(functools.partial(self._on_move_ready, seat))
            seat.failed.connect(self.move_failed)
        self.seats: tuple[Seat, Seat] = self._people

    def choose(self, mode: Mode, level: AnyLevel, network_seat: RemoteSeat | None) -> None:
        """The one place a mode becomes two seats; a network game puts the local player opposite the wire (whose
        moves reach the board through the network game, not as this seat's move_ready)."""
        if network_seat is not None:
            self.seats = network_seat.local_seat, network_seat
        elif mode is Mode.HUMAN_VS_COMPUTER:
            self._computer.level = level
            against: dict[int, Seat] = {HUMAN_SEAT: self._people[HUMAN_SEAT], COMPUTER_SEAT: self._computer}
            self.seats = against[0], against[1]
        elif mode is Mode.COMPUTER_VS_COMPUTER:
            self.seats = self.demo.seats
        else:
            self.seats = self._people

    def use_preferences(self, preferences: Preferences) -> None:
        """The names and demonstration levels chosen last time, where there are any."""
        for seat, name in enumerate(preferences.names):
            if name is not None:
                self.rename(seat, name)
        for demo_seat, level in zip(self.demo.seats, preferences.demo_levels, strict=True):
            demo_seat.level = level or demo_seat.level

    # --- whose turn it is ----------------------------------------------------------------------------

    @property
    def to_move(self) -> Seat:
        game, series = self._position()
        return self.seats[series.seat_of(game.current_player)]

    def opposite(self, seat: Seat) -> Seat:
        return self.seats[1] if seat is self.seats[0] else self.seats[0]

    def plays_here(self, mark: Player) -> bool:
        """Whether the side playing `mark` is a person at this computer."""
        return self.seats[self._position()[1].seat_of(mark)].plays_here

    @property
    def watching(self) -> bool:
        """Nobody here plays: computer against computer."""
        return not any(seat.plays_here for seat in self.seats)

    @property
    def is_thinking(self) -> bool:
        return any(seat.is_thinking for seat in self.seats)

    @property
    def takes_clicks(self) -> bool:
        """A person here is to move, and the seat opposite lets them."""
        mover = self.to_move
        return (
            not self._position()[0].is_over
            and not self.is_thinking
            and mover.plays_here
            and self.opposite(mover).lets_opponent_move
        )

    def give_turn(self) -> None:
        """Tell the seat to move it is its turn: a computer starts thinking, a person or the wire is awaited.

        With nobody here, the demonstration decides: stopped, nobody moves; after a game, the next one.
        """
        game = self._position()[0]
        if self.watching and not self.demo.running:
            return
        if self.watching and game.is_over:
            self.demo.game_over()
        elif not game.is_over and not self.is_thinking:
            self.to_move.your_turn(game)

    def stop(self) -> None:
        """The position changes: no seat may answer for the old one."""
        for seat in self.seats:
            seat.stop()

    def _on_move_ready(self, sender: Seat, row: int, col: int) -> None:
        mover = self.to_move
        # Every change of position stops the seats, so only the seat to move can answer; refusing
        # any other sender costs nothing.
        if sender is mover and self.opposite(mover).opponent_played(row, col):
            self.move_played.emit(row, col)

    # --- who sits there ------------------------------------------------------------------------------

    def is_computer(self, seat: int) -> bool:
        return isinstance(self.seats[seat], ComputerSeat)

    @property
    def lone_computer(self) -> int | None:
        """The seat of the computer when it plays a person (None with no computer, or two)."""
        computers = [seat for seat in (0, 1) if self.is_computer(seat)]
        return computers[0] if len(computers) == 1 else None

    def level_of(self, seat: int) -> AnyLevel | None:
        player = self.seats[seat]
        return player.level if isinstance(player, ComputerSeat) else None

    def rename(self, seat: int, name: str) -> None:
        self.names[seat] = clean_name(name) or self._default_name(seat)

    def rename_defaults(self, old_default_names: list[str]) -> None:
        """After a language switch: a player still called by the old language's default name gets the new one."""
        for seat, old in enumerate(old_default_names):
            if self.names[seat] == old:
                self.names[seat] = self._default_name(seat)
