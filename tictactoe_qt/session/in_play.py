"""What the controller plays: the games at this computer (local_games.py) or a network game
(network_game.py). It asks whichever is on the board through these members only, so it never
asks which it has; each answers for the table it keeps (core/table.py, core/network_table.py).
"""

from __future__ import annotations

from ..core.board_game import BoardGame
from ..core.network_table import NetworkTable
from ..core.variants import Variant
from ..core.modes import Mode
from ..core.score import Series
from ..core.table import Table
from .signal import Signal


class GamesInPlay:
    game_changed = Signal()  # a different game is on the board (or the same after a restart or a reconnect)
    position_changed = Signal()  # moves came off the board or back on, or what the board may take changed

    def __init__(self, table: Table | NetworkTable) -> None:
        self._played_on = table

    @property
    def game(self) -> BoardGame:
        game = self._played_on.game
        assert game is not None, "no network game is open"  # the controller plays it only while open
        return game

    @property
    def series(self) -> Series:
        return self._played_on.series

    @property
    def variant(self) -> Variant:
        return self._played_on.variant

    # --- what each kind answers for itself -------------------------------------------------------------

    @property
    def mode(self) -> Mode:
        raise NotImplementedError

    @property
    def scored(self) -> bool:
        """Whether the game's result counts when it ends."""
        raise NotImplementedError

    @property
    def practising(self) -> bool:
        """Whether the game on the board is a position of a reviewed game put back to try a move again."""
        return False

    @property
    def can_undo(self) -> bool:
        raise NotImplementedError

    @property
    def can_bring_back(self) -> bool:
        """Whether Undo would bring back a game New Game set aside."""
        raise NotImplementedError

    @property
    def can_travel(self) -> bool:
        """Whether Redo and the move list may take the game back and forth."""
        raise NotImplementedError

    def undo(self) -> None:
        raise NotImplementedError

    def new_game(self) -> None:
        raise NotImplementedError

    def human_moved(self) -> None:
        """A person here played: a game set aside for Undo is let go of."""
        raise NotImplementedError

    def play(self, row: int, col: int) -> None:
        """Put a move the seats agreed on on the board."""
        raise NotImplementedError

    def mark_scored_result(self) -> None:
        """After Reset Scores: the result on the board must not count again."""
        raise NotImplementedError
