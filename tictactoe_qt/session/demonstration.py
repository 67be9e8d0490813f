"""Computer against computer, for watching: its two seats, a level for each, and the pause between games."""

from __future__ import annotations

from ..core.levels import ALL_LEVELS, AnyLevel
from ..core.messages import fill, translate
from .scheduler import Scheduler
from .signal import Signal
from .seats import ComputerEngine, ComputerSeat


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
