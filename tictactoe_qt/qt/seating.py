"""Who sits where: the two seats of the game on the board, chosen from the mode in one place.

Seat numbers are the scoreboard's (Series.seat_of): HUMAN_SEAT and COMPUTER_SEAT against the
computer, LOCAL_SEAT and REMOTE_SEAT (core/network_table.py) over the network, the demonstration's
computers 1 and 2, or the two people at this computer.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject

from ..core import Game, Player
from ..core.ai import Level
from ..core.score import COMPUTER_SEAT, HUMAN_SEAT, Mode, Series, clean_name
from .computer_player import ComputerPlayer
from .demonstration import Demonstration
from .network_seat import NetworkSeat
from .seats import ComputerSeat, HumanSeat, Seat


class Seating(QObject):
    """The seats of the game on the board, the seats that can be chosen, and the names of the people here."""

    def __init__(self, computer: ComputerPlayer, delay_ms: int, default_name: Callable[[int], str],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._default_name = default_name
        # The people's names are kept while a computer or a network player sits in for one of them.
        self.names = [default_name(0), default_name(1)]
        self._people = (HumanSeat(lambda: self.names[0], self), HumanSeat(lambda: self.names[1], self))
        # One computer player (its engine, its place on the search thread) serves every computer seat.
        self._computer = ComputerSeat(computer, lambda: QCoreApplication.translate("GameController", "Computer"),
                                      delay_ms=delay_ms, parent=self)
        self.demo = Demonstration(computer, delay_ms, self)
        self.local_seats: tuple[Seat, ...] = (*self._people, self._computer, *self.demo.seats)
        self.seats: tuple[Seat, Seat] = self._people

    def choose(self, mode: Mode, level: Level, network_seat: NetworkSeat | None) -> None:
        """The one place a mode becomes two seats; a network game puts the local player opposite the wire."""
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

    # --- who sits there ------------------------------------------------------------------------------

    def to_move(self, series: Series, game: Game) -> Seat:
        return self.seats[series.seat_of(game.current_player)]

    def opposite(self, seat: Seat) -> Seat:
        return self.seats[1] if seat is self.seats[0] else self.seats[0]

    def plays_here(self, series: Series) -> Callable[[Player], bool]:
        """Whether the side playing a mark is a person at this computer (for core/turns.py)."""
        return lambda mark: self.seats[series.seat_of(mark)].plays_here

    @property
    def watching(self) -> bool:
        """Nobody here plays: computer against computer."""
        return not any(seat.plays_here for seat in self.seats)

    @property
    def is_thinking(self) -> bool:
        return any(seat.is_thinking for seat in self.seats)

    def is_computer(self, seat: int) -> bool:
        return isinstance(self.seats[seat], ComputerSeat)

    @property
    def lone_computer(self) -> int | None:
        """The seat of the computer when it plays a person (None with no computer, or two)."""
        computers = [seat for seat in (0, 1) if self.is_computer(seat)]
        return computers[0] if len(computers) == 1 else None

    def level_of(self, seat: int) -> Level | None:
        player = self.seats[seat]
        return player.level if isinstance(player, ComputerSeat) else None

    def stop(self) -> None:
        """The position changes: no seat may answer for the old one."""
        for seat in self.seats:
            seat.stop()

    # --- the people's names --------------------------------------------------------------------------

    def rename(self, seat: int, name: str) -> None:
        self.names[seat] = clean_name(name) or self._default_name(seat)

    def rename_defaults(self, old_default_names: list[str]) -> None:
        """After a language switch: a player still called by the old language's default name gets the new one."""
        for seat, old in enumerate(old_default_names):
            if self.names[seat] == old:
                self.names[seat] = self._default_name(seat)
