"""The review of an ultimate tic-tac-toe game: each move judged after the game by the strong search, by how much it
changed the mover's expected score (a win 1, a draw ½, a loss 0). Data only; the words are
ultimate_review_messages.py's, the drawing the front ends'.

Ultimate is too big to solve from the start, so most of a review is ESTIMATED, and says so ("about 62 %"); once
the exact solver (core/ai/ultimate_solver.py, through ultimate_search.solve) finishes in a position, late in the
game, that position's values are PROVEN and said as on the other boards ("X wins in 3", "a draw").

How a move is judged (judge()):
- the position before it is evaluated once: proven where the solver finishes within SOLVE_BUDGET nodes (tried
  where at most SOLVE_OPEN_CELLS empty cells are left in open boards), else by the Monte Carlo search
  (ultimate_search.search) with a fixed budget, REVIEW_SETTINGS, and a fixed seed: the same game gives the same
  review, wherever and whenever it is judged;
- the mover's expected score with best play, `score_before`, is the position's (the search's best move's);
- the move's, `score_after`, is the position after it, evaluated the same way (so the review of a game
  evaluates every position once, and each search serves the move before it and the move after it), seen from
  the mover; a move that ends the game scores its result;
- `loss` is the difference (never below 0); a move the search (or the proof) rates best loses nothing, and a
  forced move (the only legal one) is never marked;
- the grade: a "blunder" from BLUNDER points of expected score lost, a "mistake" from MISTAKE, an "inaccuracy"
  from INACCURACY; below that "best" (the search's best, or a proven best) or "good". How to Play states them.

Try Again judges a move played in the position before a marked one the same way: right when it is not marked
(within INACCURACY of the best).

A marked move's UltimateExplanation holds what the rules establish about the move played and the better one
(the search's best): whether it wins the game or a small board, blocks a small board's line of the other
player, where it sends the other player (a free choice of board, a board they can win at once, a win of the
game at once). The search is reached only through ultimate_search's public calls; its answers are kept for the
last positions asked (a review and the Try Again after it search each position once).
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType
from typing import TYPE_CHECKING, Literal

from .game import Cell, GameError, Player
from .notation import ultimate_cell_name
from .review_data import Verdict, verdict
from .ultimate import UltimateGame, board_cells, board_of, cell_in_board, open_cells

if TYPE_CHECKING:
    from .ai import CancelFlag

__all__ = [
    "BLUNDER",
    "GRADES",
    "INACCURACY",
    "MARKED_GRADES",
    "MISTAKE",
    "REVIEW_PLAYOUTS",
    "REVIEW_SEED",
    "Evaluation",
    "Grade",
    "MoveFacts",
    "UltimateExplanation",
    "UltimateMoveReview",
    "UltimateReview",
    "UltimateSummary",
    "evaluate",
    "iter_review",
    "judge",
    "position_before",
    "review_game",
]

# The thresholds, in points of the mover's expected score (a win 1, a draw ½, a loss 0) lost by the move: as
# Lichess grades chess moves by the winning chances they lose. How to Play states them.
INACCURACY = 0.10
MISTAKE = 0.20
BLUNDER = 0.30

Grade = Literal["best", "good", "forced", "inaccuracy", "mistake", "blunder"]
GRADES: tuple[Grade, ...] = ("best", "good", "forced", "inaccuracy", "mistake", "blunder")
MARKED_GRADES: frozenset[Grade] = frozenset({"inaccuracy", "mistake", "blunder"})

# The search's budget a position: a fixed number of playouts and a fixed seed, so a review is reproducible (no
# clock decides it). Smart playouts and the free-choice bias are Hard's (ultimate_search.SMART_PLAYOUTS): about
# 0.1 s a position compiled (bench/review.py times a 60-move game). Without the compiled search, fewer playouts
# (the Python search is about 50 times slower), and its time limit may cut them.
REVIEW_PLAYOUTS = 30_000
PYTHON_REVIEW_PLAYOUTS = 1_500
REVIEW_SEED = 37
# The exact solver, where few cells are left (as the advice's ULTIMATE_SOLVE_OPEN_CELLS and its budget).
SOLVE_OPEN_CELLS = 25
SOLVE_BUDGET = 20_000


# --- a position evaluated --------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Evaluation:
    """What the review knows of a position: the player to move's expected score with best play, and which moves
    reach it. `proven`: from a complete search (the solver's exact values, or a win the tree search proved)."""

    player: Player
    score: float  # the player to move's expected score, 0.0–1.0
    proven: bool
    value: int | None  # the exact value (core/ai/exact.py's convention) where the solver finished, or a win at once
    best_moves: tuple[Cell, ...]  # the proven best moves (the wins at once), or the search's best alone
    move_values: Mapping[Cell, int]  # every move's exact value, where the solver finished; else empty
    empties: int  # empty cells of the grid (the solver's values count them)


def _score_of_value(value: int) -> float:
    return 1.0 if value > 0 else 0.0 if value < 0 else 0.5


_KEPT = 160  # positions kept: a 60-move game's and the Try Again after it, with room for another review
_evaluations: OrderedDict[tuple[tuple[Cell, ...], bool, int], Evaluation] = OrderedDict()
_lock = threading.Lock()


def evaluate(game: UltimateGame, cancel: CancelFlag | None = None) -> Evaluation:
    """The position's Evaluation (the game must not be over). Kept for the last positions asked: the answer is
    the same wherever it is asked (fixed budget and seed), so a review and its Try Again share it."""
    from .ai import ultimate_search  # noqa: PLC0415 - the search, on the first review

    compiled = ultimate_search.is_compiled()
    key = (tuple(game.moves), compiled, _playouts(compiled))  # another search's or budget's answer is another's
    with _lock:
        known = _evaluations.get(key)
        if known is not None:
            _evaluations.move_to_end(key)
            return known
    found = _evaluate(game, compiled, cancel)
    with _lock:
        _evaluations[key] = found
        while len(_evaluations) > _KEPT:
            _evaluations.popitem(last=False)
    return found


def _evaluate(game: UltimateGame, compiled: bool, cancel: CancelFlag | None) -> Evaluation:
    from .ai import ultimate_search  # noqa: PLC0415 - the search, on the first review
    from .ai.ultimate_search import SMART_PLAYOUTS, SearchSettings  # noqa: PLC0415 - the search, on the first review

    if game.is_over:
        raise GameError("the game is over: there is no position to evaluate")
    player, empties = game.current_player, game.size * game.size - len(game.moves)
    wins = ultimate_search.winning_moves(game)
    if wins:  # a win at once: proven by the rules (its value, as the solver's: the empty cells after it, + 1)
        return Evaluation(player, 1.0, True, empties, tuple(wins), MappingProxyType({}), empties)
    if open_cells(game) <= SOLVE_OPEN_CELLS:
        proven = ultimate_search.solve(game, SOLVE_BUDGET, cancel=cancel)
        if proven is not None:
            return Evaluation(
                player,
                _score_of_value(proven.value),
                True,
                proven.value,
                proven.best_moves,
                MappingProxyType(dict(proven.move_values)),
                empties,
            )
    settings = SearchSettings(iterations=_playouts(compiled), playouts=SMART_PLAYOUTS, bias=1.0)
    estimate = ultimate_search.search(game, settings, cancel=cancel, seed=REVIEW_SEED)
    mover = estimate.x_score if player is Player.X else 1.0 - estimate.x_score
    return Evaluation(
        player,
        mover,
        estimate.proven_winner is not None,
        None,
        (estimate.best_move,),
        MappingProxyType({}),
        empties,
    )


def _playouts(compiled: bool) -> int:
    return REVIEW_PLAYOUTS if compiled else PYTHON_REVIEW_PLAYOUTS


# --- what the rules establish about a move ---------------------------------------------------------------------

_LINES = ((0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6))


def _completes(game: UltimateGame, cell: Cell, player: Player) -> bool:
    """Whether `player` marking the empty `cell` completes a line of its small board (the board open)."""
    board = board_of(cell)
    cells = board_cells(board)
    index = cells.index(cell)
    return any(index in line and all(i == index or game.cell(*cells[i]) is player for i in line) for line in _LINES)


def _board_wins(game: UltimateGame, player: Player, boards: Sequence[Cell]) -> tuple[Cell, ...]:
    """The empty cells of `boards` (open ones) where `player` would complete a line of the small board."""
    return tuple(
        cell
        for board in boards
        if game.small_board_result(board) is None
        for cell in board_cells(board)
        if game.cell(*cell) is None and _completes(game, cell, player)
    )


@dataclass(frozen=True)
class MoveFacts:
    """What the rules establish about playing a cell in a position of ultimate tic-tac-toe."""

    player: Player
    cell: Cell
    wins_game: bool
    wins_board: bool  # it completes a line of its small board
    blocks_board: bool  # it takes a cell where the other player would have completed a line of that board
    sent_to: Cell | None  # the board the other player must play in next (None: a free choice, or the game is over)
    free_choice: bool  # the other player may then play in any open board
    their_board_wins: tuple[Cell, ...]  # where the other player can then win a small board at once
    their_game_wins: tuple[Cell, ...]  # where the other player can then win the game at once


def facts(game: UltimateGame, cell: Cell) -> MoveFacts:
    """What playing `cell` (a legal move) in `game` (not changed) does."""
    from .ai.ultimate_search import winning_moves  # noqa: PLC0415 - the search, on the first review

    player = game.current_player
    after = game.copy()
    after.play(*cell)
    board = board_of(cell)
    wins_board = after.small_board_result(board) is player
    blocks = game.cell(*cell) is None and _completes(game, cell, player.other)
    if after.is_over:
        return MoveFacts(player, cell, after.winner is player, wins_board, blocks, None, False, (), ())
    target = cell_in_board(cell)
    free = after.small_board_result(target) is not None
    return MoveFacts(
        player,
        cell,
        False,
        wins_board,
        blocks,
        None if free else target,
        free,
        _board_wins(after, player.other, after.allowed_boards),
        tuple(winning_moves(after)),
    )


# --- a move judged -----------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class UltimateExplanation:
    """Why a marked move was one: what it did, and what the better move does."""

    played: MoveFacts
    best: MoveFacts  # the better move: the search's best (a proven best in the solvable tail)


@dataclass(frozen=True)
class UltimateMoveReview:
    """One move of an ultimate game, judged by the mover's expected score before and after it."""

    number: int  # 1 for the game's first move
    player: Player
    cell: Cell
    score_before: float  # the mover's expected score with best play from the position before: 0.0–1.0
    score_after: float  # the mover's expected score after the move played
    proven_before: Verdict | None  # the position before, proven (the solver finished there); else None
    proven_after: Verdict | None  # the move played, proven, counted from the position before (as verdict_of_move)
    best_moves: tuple[Cell, ...]  # the proven best moves, or the search's best
    grade: Grade
    explanation: UltimateExplanation | None  # for marked moves
    size: int = 9

    @property
    def name(self) -> str:
        """'B2 a3'."""
        return ultimate_cell_name(self.cell)

    @property
    def loss(self) -> float:
        """The expected score the move gave away (0 for a move rated best or good enough)."""
        return max(0.0, self.score_before - self.score_after)

    @property
    def marked(self) -> bool:
        return self.grade in MARKED_GRADES

    @property
    def changed_result(self) -> bool:
        """Marked red: a mistake or a blunder (an inaccuracy is marked more lightly)."""
        return self.grade in ("mistake", "blunder")

    @property
    def proven(self) -> bool:
        """Both values are proven (the solvable tail): the review says "wins", "a draw", not "about"."""
        return self.proven_before is not None and self.proven_after is not None

    @property
    def ends_game(self) -> bool:
        """The move won the game (its mover's score after it is a proven 1)."""
        after = self.proven_after
        return after is not None and after.winner is self.player and after.moves == 1 and not self.marked


def _grade(loss: float) -> Grade:
    if loss >= BLUNDER:
        return "blunder"
    if loss >= MISTAKE:
        return "mistake"
    if loss >= INACCURACY:
        return "inaccuracy"
    return "good"


def judge(
    game: UltimateGame, cell: Cell, number: int, cancel: CancelFlag | None = None, then: Cell | None = None
) -> UltimateMoveReview:
    """The record of playing `cell` in `game` (not changed), as move `number`. `then`: the move played after it in
    the game reviewed, whose position is evaluated too before this returns, so the next move's judgement finds both
    its positions ready (a review asked one move at a time keeps its search busy while the record is shown)."""
    record = _judge(game, cell, number, cancel)
    if then is not None:
        after = game.copy()
        after.play(*cell)
        if not after.is_over and then in after.legal_moves():
            after.play(*then)
            if not after.is_over:
                evaluate(after, cancel)
    return record


def _judge(game: UltimateGame, cell: Cell, number: int, cancel: CancelFlag | None) -> UltimateMoveReview:
    if game.is_over:
        raise GameError("the game is over: there is no move to judge")
    legal = game.legal_moves()
    if cell not in legal:
        raise GameError(f"{ultimate_cell_name(cell)} cannot be played here")
    before = evaluate(game, cancel)
    player = game.current_player
    after_game = game.copy()
    after_game.play(*cell)
    proven_after: Verdict | None = None
    if cell in before.move_values:  # proven: the move's own exact value
        value = before.move_values[cell]
        score_after = _score_of_value(value)
        proven_after = verdict(value, player, before.empties)
    elif after_game.is_over:
        score_after = 1.0 if after_game.winner is player else 0.5 if after_game.winner is None else 0.0
        proven_after = verdict(before.empties if after_game.winner is player else 0, player, before.empties)
    else:
        after = evaluate(after_game, cancel)
        score_after = 1.0 - after.score
        if after.value is not None:
            proven_after = verdict(-after.value, player, before.empties)
    proven_before = verdict(before.value, player, before.empties) if before.value is not None else None
    loss = max(0.0, before.score - score_after)
    if len(legal) == 1:
        grade: Grade = "forced"
    elif cell in before.best_moves:
        grade = "best"
    else:
        grade = _grade(loss)
    explanation = None
    if grade in MARKED_GRADES:
        better = next(move for move in before.best_moves if move != cell)
        explanation = UltimateExplanation(facts(game, cell), facts(game, better))
    return UltimateMoveReview(
        number,
        player,
        cell,
        before.score,
        score_after,
        proven_before,
        proven_after,
        before.best_moves,
        grade,
        explanation,
    )


# --- a whole game ------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class UltimateSummary:
    """One player's moves in a review, counted by grade."""

    player: Player
    moves: int
    marked: Mapping[Grade, tuple[int, ...]]  # the numbers of the player's moves of each grade

    def count(self, grade: Grade) -> int:
        return len(self.marked[grade])


@dataclass(frozen=True)
class UltimateReview:
    """Every move of an ultimate game, judged; `records[i]` is move i + 1."""

    moves: tuple[Cell, ...]
    records: tuple[UltimateMoveReview, ...]
    size: int = 9
    win_length: int = 3

    @property
    def finished(self) -> bool:
        return self.position_before(len(self.moves) + 1).is_over

    @property
    def marked(self) -> tuple[UltimateMoveReview, ...]:
        return tuple(record for record in self.records if record.marked)

    def summary(self, player: Player) -> UltimateSummary:
        mine = [record for record in self.records if record.player is player]
        marked = {grade: tuple(r.number for r in mine if r.grade == grade) for grade in GRADES}
        return UltimateSummary(player, len(mine), MappingProxyType(marked))

    def position_before(self, number: int) -> UltimateGame:
        return position_before(self.moves, number)


def position_before(moves: Sequence[Cell], number: int) -> UltimateGame:
    """A fresh game holding the first number - 1 of `moves`: the position in which move `number` was played."""
    if not 1 <= number <= len(moves) + 1:
        raise GameError(f"there is no move {number!r}: the game has moves 1 to {len(moves)}")
    game = UltimateGame()
    for move in moves[: number - 1]:
        game.play(*move)
    return game


def iter_review(game: UltimateGame, cancel: CancelFlag | None = None) -> Iterator[UltimateMoveReview]:
    """Each move's record, first move first, as soon as it is judged (SearchCancelled soon after `cancel`)."""
    moves = tuple(game.moves)
    position = UltimateGame()
    for number, cell in enumerate(moves, start=1):
        yield judge(position, cell, number, cancel)
        position.play(*cell)


def review_game(game: UltimateGame, cancel: CancelFlag | None = None) -> UltimateReview:
    return UltimateReview(tuple(game.moves), tuple(iter_review(game, cancel)))
