"""The computer players: a move at a level on a k-in-a-row board (the exact solver, the 5×5 book, or the heuristic
search where the compiled one was not built; the weaker levels err as their accuracy says) and in ultimate
tic-tac-toe (ultimate_search.py). best_move asks the game's kind (core/kinds.py) which of them plays it."""

from __future__ import annotations

import random
from typing import cast

from ..board_game import BoardGame
from ..game import Cell, Game
from ..kinds import kind_of
from ..levels import LEVELS, ULTIMATE_LEVELS, Level, UltimateLevel
from ..ultimate import UltimateGame
from .board import bitboards
from .control import CancelFlag
from .engine import Engine, exact_board, immediate_wins, is_solved, solver_for
from .exact import ExactSolver
from .heuristic import HeuristicSearch

# How often the weaker levels play the perfect move when nothing forces their hand.
_MEDIUM_ACCURACY = 0.6
_EASY_ACCURACY = 0.25
_EASY_TAKES_WIN = 0.5
# On 4×4 four in a row, blocking every threat is nearly all it takes to draw: a Medium that always blocks
# drew 92-98 % of its games against perfect play, hard to tell from Unbeatable. There it blocks about one
# threat in three and plays the best move half the time, which puts it between Easy and Unbeatable as on
# the other boards (bench/levels.py; the README has the table).
_MEDIUM_BY_BOARD: dict[tuple[int, int], tuple[float, float]] = {(4, 4): (0.5, 0.3)}  # (accuracy, blocks)


# SOLVED_VARIANTS (core/levels.py): without the compiled search, 5×5 positions off the strategy book get the
# heuristic search, which guarantees only that no immediate win or block is missed.
# Trap-setting among equally good moves costs one solve per reply: only worth it on small boards.
_TRAP_SETTING_MAX_EMPTIES = 9


def best_move(
    game: BoardGame,
    level: Level | UltimateLevel = "perfect",
    *,
    rng: random.Random | None = None,
    engine: Engine | None = None,
    cancel: CancelFlag | None = None,
) -> Cell:
    """A move for game.current_player at the given level. Never changes `game`.

    The game's kind (core/kinds.py) says who plays it: k_in_a_row_move for a Game, ultimate_move for an
    UltimateGame (its levels are ULTIMATE_LEVELS: "perfect" is refused, ultimate is not solved).
    """
    return kind_of(game).computer(game, level, rng=rng, engine=engine, cancel=cancel)


def k_in_a_row_move(
    game: BoardGame,
    level: str,
    *,
    rng: random.Random | None = None,
    engine: Engine | None = None,
    cancel: CancelFlag | None = None,
) -> Cell:
    """best_move on a k-in-a-row board (a Game), at one of LEVELS."""
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}; choose one of {', '.join(LEVELS)}")
    return _k_in_a_row_move(exact_board(game), level, rng, engine, cancel)


def ultimate_move(
    game: BoardGame,
    level: str,
    *,
    rng: random.Random | None = None,
    engine: Engine | None = None,
    cancel: CancelFlag | None = None,
) -> Cell:
    """best_move in ultimate tic-tac-toe, at one of ULTIMATE_LEVELS; `rng` seeds its search. `engine`, the player's
    own state, holds the tree that "hard" keeps between its moves (Engine.ultimate_tree); without one each search
    starts afresh."""
    from . import ultimate_search  # noqa: PLC0415 - its compiled search is loaded on the first ultimate question

    if level not in ULTIMATE_LEVELS:
        raise ValueError(
            f"unknown level {level!r} for ultimate tic-tac-toe; choose one of "
            f"{', '.join(ULTIMATE_LEVELS)} (it is not solved: no level is perfect)"
        )
    seed = None if rng is None else rng.getrandbits(64)
    tree = None if engine is None else engine.ultimate_tree
    return ultimate_search.best_move(cast(UltimateGame, game), level, cancel=cancel, seed=seed, tree=tree)


def _k_in_a_row_move(
    game: Game, level: Level, rng: random.Random | None, engine: Engine | None, cancel: CancelFlag | None
) -> Cell:
    moves = game.legal_moves()
    if not moves:
        raise ValueError("the game is over: there is no move to make")
    rng = rng or random.Random()

    def perfect() -> Cell:
        return _perfect_move(game, rng, solver_for(game, engine, cancel))

    if level == "perfect":
        return perfect()
    winning = immediate_wins(game, game.current_player)
    if level == "easy":
        if winning and rng.random() < _EASY_TAKES_WIN:
            return rng.choice(winning)
        return perfect() if rng.random() < _EASY_ACCURACY else rng.choice(moves)
    if winning:
        return rng.choice(winning)
    accuracy, blocks = _MEDIUM_BY_BOARD.get((game.size, game.win_length), (_MEDIUM_ACCURACY, 1.0))
    threats = immediate_wins(game, game.current_player.other)
    if threats and (blocks >= 1.0 or rng.random() < blocks):
        return rng.choice(threats)
    return perfect() if rng.random() < accuracy else rng.choice(moves)


def _perfect_move(game: Game, rng: random.Random, solver: ExactSolver) -> Cell:
    """The best move; among equals, the one that leaves the opponent most ways to go wrong."""
    mine, theirs = bitboards(game)
    board = solver.geometry
    from .book import book_moves  # noqa: PLC0415 - on the first question that needs it: not on the first frame
    from .book5 import known_moves  # noqa: PLC0415 - on the first question that needs it: not on the first frame

    known = known_moves(game)  # 5×5: the strategy book answers at once where it knows the position
    if known:
        return rng.choice(known)
    if not is_solved(game):
        search = HeuristicSearch(board, cancel=solver.cancel)
        return board.cell_of(rng.choice(search.best_moves(mine, theirs)))
    candidates = book_moves(game)
    if candidates is None:
        _, ties = solver.best_moves(mine, theirs)
        candidates = [board.cell_of(bit) for bit in ties]
    if len(candidates) > 1 and len(game.legal_moves()) <= _TRAP_SETTING_MAX_EMPTIES:
        pitfalls = {move: _losing_replies(game, move, solver) for move in candidates}
        most = max(pitfalls.values())
        candidates = [move for move in candidates if pitfalls[move] == most]
    return rng.choice(candidates)


def _losing_replies(game: Game, move: Cell, solver: ExactSolver) -> int:
    """How many of the opponent's replies to `move` lose against perfect play."""
    after = game.copy()
    after.play(*move)
    mine, theirs = bitboards(after)
    return sum(1 for bit in solver.geometry.empty_bits(mine | theirs) if solver.move_value(mine, theirs, bit) < 0)
