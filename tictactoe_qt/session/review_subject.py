"""A finished game to review, and who played it; and why a game has no proven review. Plain data the review's
search (review_session.py), its view (review_view.py) and the controller share."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ..core import Game, Player
from ..core.board_game import BoardGame
from ..core.levels import SOLVED_VARIANTS

if TYPE_CHECKING:
    from ..core.messages import MessageError

__all__ = ["ReviewSubject", "review_unavailable"]


def review_unavailable(game: object) -> MessageError | None:
    """Why `game` has no proven review (core.review.unavailable), or None. The boards every installation solves
    are answered without importing the review (a finished game can be on the first frame)."""
    if isinstance(game, Game) and (game.size, game.win_length) in SOLVED_VARIANTS:
        return None
    from ..core.review import unavailable  # noqa: PLC0415 - the review, on first use: not on the first frame's path

    return unavailable(game)


@dataclass(frozen=True)
class ReviewSubject:
    """A game to review, and who played it."""

    game: BoardGame  # a copy of the finished game, never changed
    source: object  # the game on the board it was copied from: the review is of the board while that stays there
    people: frozenset[Player]  # the marks played at this computer: their moves may be tried again
    you: Player | None  # the mark of the one player called "you" (against the computer, over the network)
    network: bool  # a network game: nobody to play a move again with
    moves: tuple[tuple[int, int], ...] = field(init=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "moves", tuple(self.game.moves))

    def on_the_board(self, game: object) -> bool:
        """Whether `game`, the game on the board, is still the game reviewed, move for move."""
        return game is self.source and isinstance(game, BoardGame) and tuple(game.moves) == self.moves
