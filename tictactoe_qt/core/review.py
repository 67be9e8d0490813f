"""A proven review of a game: every move's exact value before and after it, the moves that changed the result,
and for each of those the best move instead and the forcing line that proves it. Data only; the words are in
review_messages.py, the drawing in the front ends. The records are review_data.py's, the searches that make them
review_search.py's; this module hands them out.

For the k-in-a-row boards the game solves (3×3, 4×4 and, where its compiled search was built, 5×5; see
is_reviewable), every value here comes from a complete search (core.ai's solvers, the 5×5 book and the shipped
values), so the review may say "wins", "loses" and "best". Ultimate tic-tac-toe is reviewed by the search's
estimates (core/ultimate_review.py, proven only in its solvable tail): the calls below hand its records out too
(UltimateMoveReview, UltimateReview), chosen by the kind of game (core/kinds.py, estimated_review), and its words
are core/ultimate_review_messages.py's. Other games get ReviewUnavailable.

Values follow core.ai: seen from the player to move, 0 for a draw, otherwise ±(empty cells left when the game
ends + 1), so a faster win scores higher and a slower loss less badly. For each move:
- value_before: the best value the mover could reach (the position's value);
- value_after: the value of the move played, from the mover's view;
- kind: "best" when the two are equal; otherwise the move is marked, as one of
  "win_thrown_away"  a won position left for a draw or a loss;
  "draw_thrown_away" a drawn position left for a loss;
  "slower_win"       still a win, but later than the best move wins;
  "faster_loss"      in a lost position, a loss sooner than the best defence allows.
  The first two change the result with best play (RESULT_CHANGING_KINDS); all four are MARKED_KINDS, so a move
  is marked exactly when its value differs from the position's.

A marked move's Explanation holds the facts the search and the rules establish, as data: the proven line after
the move (the opponent's best reply and onward, from the solver's values at every step), the best move instead
and the line after it, and for every move of those lines whether it wins, blocks a line the other player would
complete next, is forced (the only move that does not lose at once), and which threats (cells where its player
completes a line on the next move) it makes. A fork is two or more threats with no win for the other side in
between: the other side can block only one.

Speed: each position of the game is solved once (all its moves), lines only for marked moves; a 25-move 5×5 game
takes well under two seconds (bench/review.py). iter_review yields each move's record as soon as it is ready, and
every search obeys the cancel flag (SearchCancelled), so the review runs on a background search thread.

Trying a mistake again needs position_before(game, n) (the position before move n, a fresh Game), the record's
player and best_moves, and review_move() or is_best_move() to judge a move played there.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING, cast

from .board_game import BoardGame
from .game import Cell, Game, GameError
from .kinds import registered_kind
from .levels import SOLVED_VARIANTS
from .messages import QT_TRANSLATE_NOOP, MessageError
from .review_data import (
    KINDS,
    MARKED_KINDS,
    RESULT_CHANGING_KINDS,
    Explanation,
    Kind,
    LineMove,
    MoveReview,
    PlayerSummary,
    Result,
    Review,
    Verdict,
    replay,
    verdict,
)
from .review_search import LINE_LIMIT, engine_for, judge, move_values
from . import ultimate_review
from .ultimate import UltimateGame
from .ultimate_review import UltimateMoveReview, UltimateReview

if TYPE_CHECKING:  # the engine itself is imported when a review is first asked for, never on the first frame's path
    from .ai import CancelFlag, Engine

# A move's record and a game's review, of either kind of review.
AnyMoveReview = MoveReview | UltimateMoveReview
AnyReview = Review | UltimateReview

__all__ = [
    "AnyMoveReview",
    "AnyReview",
    "KINDS",
    "LINE_LIMIT",
    "MARKED_KINDS",
    "RESULT_CHANGING_KINDS",
    "Explanation",
    "Kind",
    "LineMove",
    "MoveReview",
    "PlayerSummary",
    "Result",
    "Review",
    "ReviewUnavailable",
    "Verdict",
    "best_moves",
    "is_best_move",
    "is_reviewable",
    "iter_review",
    "position_before",
    "review_game",
    "review_move",
    "review_of",
    "unavailable",
    "verdict",
]


class ReviewUnavailable(MessageError):
    """The game cannot be given a proven review: not a k-in-a-row board, or one this installation cannot solve
    quickly. The message says which, in words a player reads."""


def is_reviewable(game: object) -> bool:
    """Whether review_game can review this game: a k-in-a-row Game on a board the game solves exactly and quickly
    (3×3, 4×4, and 5×5 where the compiled search was built). False for any other kind of game."""
    return _unavailable(game) is None


def unavailable(game: object) -> ReviewUnavailable | None:
    """Why this game has no proven review, as the error review_game would raise (its message is for the player);
    None when it has one (is_reviewable)."""
    return _unavailable(game)


_NOT_K_IN_A_ROW = QT_TRANSLATE_NOOP("core", "This kind of game has no review.")
_NOT_BUILT = QT_TRANSLATE_NOOP(
    "core", "This installation cannot solve the %1×%1 board quickly, so it has no proven review."
)


def _estimated(game: object) -> bool:
    """Reviewed by the search's estimates (ultimate), not proven."""
    kind = registered_kind(game)
    return kind is not None and kind.estimated_review


def _unavailable(game: object) -> ReviewUnavailable | None:
    kind = registered_kind(game)
    if kind is not None and kind.estimated_review:
        return None
    if kind is None or not kind.proven_review:
        return ReviewUnavailable(_NOT_K_IN_A_ROW)
    # A kind with a proven review is k in a row on an n×n board: this review's solvers and books are Game's.
    assert isinstance(game, Game), game
    if (game.size, game.win_length) in SOLVED_VARIANTS:
        return None
    from .ai import is_solved  # noqa: PLC0415 - the engine is imported on the first question, never on the first frame's path

    if not is_solved(game):  # 5×5 where the compiled search was not built, and boards the game does not offer
        return ReviewUnavailable(_NOT_BUILT, game.size)
    return None


# --- the public calls --------------------------------------------------------------------------------------------


def _as_game(game_or_moves: object, size: int, win_length: int | None) -> Game:
    if isinstance(game_or_moves, Game):
        return game_or_moves
    if isinstance(game_or_moves, (list, tuple)):
        return replay(size, size if win_length is None else win_length, cast(Sequence[Cell], game_or_moves))
    raise ReviewUnavailable(_NOT_K_IN_A_ROW)  # another kind of game


def iter_review(
    game_or_moves: BoardGame | Sequence[Cell],
    *,
    size: int = 3,
    win_length: int | None = None,
    engine: Engine | None = None,
    cancel: CancelFlag | None = None,
) -> Iterator[AnyMoveReview]:
    """Each move's record, first move first, as soon as it is worked out.

    `game_or_moves`: a Game (its moves are reviewed, not changed; the moves undone are not), or the moves of a
    game from the empty board on a `size`×`size` board with `win_length` in a row (default: the size).
    ReviewUnavailable (from this call, before any record) if the game has no proven review (is_reviewable),
    IllegalMoveError for moves the rules refuse, SearchCancelled from the next record soon after `cancel` is set.
    `engine`: the search's own (core.ai.Engine), as every background search has; without one, this thread's.
    An UltimateGame is judged by the search's estimates (core/ultimate_review.py).
    """
    if _estimated(game_or_moves):
        return ultimate_review.iter_review(cast(UltimateGame, game_or_moves), cancel)
    game = _as_game(game_or_moves, size, win_length)
    problem = _unavailable(game)
    if problem is not None:
        raise problem
    return _records(Game(game.size, game.win_length), tuple(game.moves), engine_for(engine), cancel)


def _records(
    position: Game, moves: tuple[Cell, ...], engine: Engine, cancel: CancelFlag | None
) -> Iterator[MoveReview]:
    for number, cell in enumerate(moves, start=1):
        yield judge(position, cell, number, engine, cancel)
        position.play(*cell)


def review_game(
    game_or_moves: BoardGame | Sequence[Cell],
    *,
    size: int = 3,
    win_length: int | None = None,
    engine: Engine | None = None,
    cancel: CancelFlag | None = None,
) -> AnyReview:
    """The whole review at once (see iter_review for the arguments and errors)."""
    if _estimated(game_or_moves):
        return ultimate_review.review_game(cast(UltimateGame, game_or_moves), cancel)
    game = _as_game(game_or_moves, size, win_length)
    problem = _unavailable(game)
    if problem is not None:
        raise problem
    records = tuple(_records(Game(game.size, game.win_length), tuple(game.moves), engine_for(engine), cancel))
    return Review(game.size, game.win_length, tuple(game.moves), records)


def review_of(game: BoardGame, records: Sequence[AnyMoveReview]) -> AnyReview:
    """The review of `game` (finished, or its moves so far) made of `records`, judged one by one (review_move)."""
    if _estimated(game):
        return UltimateReview(tuple(game.moves), tuple(r for r in records if isinstance(r, UltimateMoveReview)))
    return Review(game.size, game.win_length, tuple(game.moves), tuple(r for r in records if isinstance(r, MoveReview)))


def review_move(
    game: BoardGame,
    cell: Cell,
    *,
    engine: Engine | None = None,
    cancel: CancelFlag | None = None,
    number: int | None = None,
    then: Cell | None = None,
) -> AnyMoveReview:
    """The record of playing `cell` now in `game` (not changed), as the review would give it: for "try again",
    where the player replays a position and wants to know whether the new move is a best one, and why not.
    `number` defaults to the move's number in `game`. GameError if the game is over or the cell cannot be played.
    In ultimate (an UltimateMoveReview) a right answer is a move not marked: within INACCURACY of the best; `then`,
    the game's next move, has the position after it searched ahead (ultimate_review.judge)."""
    number = len(game.moves) + 1 if number is None else number
    if _estimated(game):
        return ultimate_review.judge(cast(UltimateGame, game), cell, number, cancel, then)
    problem = _unavailable(game)
    if problem is not None:
        raise problem
    assert isinstance(game, Game), game
    return judge(game, cell, number, engine_for(engine), cancel)


def best_moves(game: Game, *, engine: Engine | None = None, cancel: CancelFlag | None = None) -> list[Cell]:
    """Every move of the player to move that reaches the position's exact value, in row-major order."""
    problem = _unavailable(game)
    if problem is not None:
        raise problem
    if game.is_over:
        return []
    values = move_values(game, engine_for(engine), cancel)
    best = max(values.values())
    return [cell for cell in game.legal_moves() if values[cell] == best]


def is_best_move(game: Game, cell: Cell, *, engine: Engine | None = None, cancel: CancelFlag | None = None) -> bool:
    """Whether playing `cell` now is a best move: one whose exact value is the position's (False for a cell that
    cannot be played)."""
    return cell in best_moves(game, engine=engine, cancel=cancel)


def position_before(game: BoardGame, number: int) -> BoardGame:
    """A fresh game holding the first number - 1 moves of `game`: the position in which move `number` (1-based)
    was played, with the same board; whose turn it is there is its current_player."""
    if _estimated(game):
        return ultimate_review.position_before(tuple(game.moves), number)
    if not 1 <= number <= len(game.moves) + 1:
        raise GameError(f"there is no move {number!r}: the game has moves 1 to {len(game.moves)}")
    return replay(game.size, game.win_length, tuple(game.moves)[: number - 1])
