"""Who sits where and whose turn it is: the two seats of the game on the board, chosen from the
mode in one place, and the turn-taking between them.

Seat numbers are the scoreboard's (Series.seat_of): HUMAN_SEAT and COMPUTER_SEAT against the
computer, LOCAL_SEAT and REMOTE_SEAT (core/network_table.py) over the network, the demonstration's
computers 1 and 2, or the two people at this computer.
"""

from __future__ import annotations

import functools

from collections.abc import Callable

from ..core import Player
from ..core.board_game import BoardGame
from ..core.levels import AnyLevel
from ..core.modes import COMPUTER_SEAT, HUMAN_SEAT, Mode
from ..core.score import Series, clean_name
from ..core.table import Preferences
from .scheduler import Scheduler
from .signal import Signal
from ..core.messages import translate
from .demonstration import Demonstration
from .seats import ComputerEngine, ComputerSeat, HumanSeat, RemoteSeat, Seat

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
