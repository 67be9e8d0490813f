"""Games set aside rather than thrown away.

Each board and matchup keeps its unfinished game, as it keeps its scores, so switching away
and back resumes it. The one game replaced by New Game (or a change of mark, or opening a file)
waits here too, so Undo can bring it back until a move is played in the game that replaced it.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass

from .board_game import BoardGame


def worth_keeping(game: BoardGame) -> bool:
    """A game with moves on the board (or taken back) that has not ended."""
    return (bool(game.moves) or game.can_redo) and not game.is_over


@dataclass(frozen=True)
class ReplacedGame:
    """A game that another replaced on the board, with what it needs to come back as it was."""

    matchup: Hashable  # the key of the board and opponent it was played on
    game: BoardGame
    x_seat: int  # which seat played X in it
    scored: bool  # False for a game loaded already finished (its result is not scored here)
    # The result counted for it (Series.counted): a finished game set aside to try a move again comes back with
    # its result still on the scoreboard, counted once.
    counted: int | str | None = None


class GameShelf:
    """The unfinished games of the boards and matchups not on screen, and the last game replaced."""

    def __init__(self) -> None:
        self._unfinished: dict[Hashable, BoardGame] = {}
        self.replaced: ReplacedGame | None = None

    def keep(self, key: Hashable, game: BoardGame) -> bool:
        """Keep `game` as the unfinished game of `key` (True), unless there is nothing in it worth keeping."""
        if not worth_keeping(game):
            return False
        self._unfinished[key] = game
        return True

    def take(self, key: Hashable) -> BoardGame | None:
        """The game kept for `key`, which leaves the shelf (it goes back on the board)."""
        return self._unfinished.pop(key, None)

    def holds(self, key: Hashable) -> bool:
        return key in self._unfinished

    @property
    def unfinished(self) -> dict[Hashable, BoardGame]:
        return dict(self._unfinished)

    def replace_all(self, unfinished: dict[Hashable, BoardGame]) -> None:
        """Put back what a restart saved (games that ended or hold nothing are left out)."""
        self._unfinished = {key: game for key, game in unfinished.items() if worth_keeping(game)}
        self.replaced = None
