"""The player's advice on any board: the hint, the outcome prediction and the move analysis, in one shape.

Callers (the window's advisor, the terminal game) hold a BoardGame and ask `advice_for(game)`, never which kind
of game it is: each rule set answers through its own search, in the same values.
- k-in-a-row: the exact solvers of core.ai. Proven everywhere on 3×3 and 4×4, and on 5×5 where its compiled
  search was built; elsewhere a budget may run out, and what it could not prove says so ("unknown", "?").
- ultimate: ultimate_search. Late in the game its exact solver finishes within ULTIMATE_SOLVE_BUDGET nodes
  and the answers are proven, with exact values as on the other boards; before that they are the Monte Carlo
  search's estimates (Outlook kind "estimate", MoveOutcome.score), to be worded as estimates ("favoured",
  "about 70 %", "looks best"), except a win or loss its search proved by force.

Every call runs on the caller's thread (a background search's), owns its state, obeys `cancel` (SearchCancelled)
and never changes `game`.
"""

from __future__ import annotations

import random
import threading
from collections import OrderedDict
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol, cast

from ..game import Cell, Game, Player
from ..levels import UNKNOWN, MoveOutcome, Outlook
from ..ultimate import UltimateGame, open_cells
from .. import ai  # its functions are looked up when called, so a test that replaces one reaches every board
from . import Engine, UrgentMoves
from .control import CancelFlag

if TYPE_CHECKING:
    from ..board_game import BoardGame
    from .ultimate_search import Estimate, Proven

__all__ = ["ULTIMATE_ITERATIONS", "ULTIMATE_SOLVE_BUDGET", "ULTIMATE_SOLVE_OPEN_CELLS", "Advice", "Hint", "advice_for"]

# Ultimate's advice: the exact solver first, within this many nodes (0.1–0.5 s of Python; late in a game it
# finishes in a few hundred), then this many playouts of the search (about 0.2 s compiled; without the compiled
# search they are cut to ultimate_search.PYTHON_TIME_LIMIT). The solver is tried only where at most
# ULTIMATE_SOLVE_OPEN_CELLS empty cells are left in open boards: measured over 40 games between Easy players, that
# kept 371 of the 377 positions it could prove and skipped 655 of the 760 it could not, each of which held the
# Python interpreter for 0.09 s on average (bench/gui_gap.py: the window's rare frames over 17 ms with every
# advisor on in ultimate came from those).
ULTIMATE_SOLVE_BUDGET = 20_000
ULTIMATE_SOLVE_OPEN_CELLS = 25
ULTIMATE_ITERATIONS = 100_000


@dataclass(frozen=True)
class Hint:
    """The move to suggest: `proven` when it is the best under best play, else the move the search prefers."""

    move: Cell
    proven: bool


class Advice(Protocol):
    """One rule set's advice. `engine` is the caller's own solver state (core.ai.Engine), where the rule set has one."""

    def hint(
        self,
        game: BoardGame,
        *,
        engine: Engine | None = None,
        cancel: CancelFlag | None = None,
        rng: random.Random | None = None,
    ) -> Hint: ...

    def outlook(self, game: BoardGame, *, engine: Engine | None = None, cancel: CancelFlag | None = None) -> Outlook:
        """Who wins from here: proven, estimated, or unknown (the budget ran out). The game must not be over."""

    def analysis(
        self, game: BoardGame, *, engine: Engine | None = None, cancel: CancelFlag | None = None
    ) -> dict[Cell, MoveOutcome | None]:
        """Each legal move's outcome for its player; None where nothing could be said (a budget ran out)."""

    def urgent(self, game: BoardGame) -> UrgentMoves:
        """Wins the player to move can take at once, and threats they must block (exact, quick)."""


class _KInARow:
    def hint(
        self,
        game: BoardGame,
        *,
        engine: Engine | None = None,
        cancel: CancelFlag | None = None,
        rng: random.Random | None = None,
    ) -> Hint:
        position = cast(Game, game)
        move = ai.best_move(position, "perfect", rng=rng, engine=engine, cancel=cancel)
        return Hint(move, proven=ai.is_solved(position))

    def outlook(self, game: BoardGame, *, engine: Engine | None = None, cancel: CancelFlag | None = None) -> Outlook:
        prediction = ai.try_predict(cast(Game, game), engine=engine, cancel=cancel)
        if prediction == UNKNOWN:
            return Outlook("unknown")
        return Outlook("proven", winner=cast(Player | None, prediction))

    def analysis(
        self, game: BoardGame, *, engine: Engine | None = None, cancel: CancelFlag | None = None
    ) -> dict[Cell, MoveOutcome | None]:
        return ai.analyse(cast(Game, game), engine=engine, cancel=cancel)

    def urgent(self, game: BoardGame) -> UrgentMoves:
        return ai.urgent_moves(cast(Game, game))


class _Ultimate:
    def hint(
        self,
        game: BoardGame,
        *,
        engine: Engine | None = None,
        cancel: CancelFlag | None = None,
        rng: random.Random | None = None,
    ) -> Hint:
        rng = rng or random.Random()
        answer = _ultimate_answer(cast(UltimateGame, game), cancel)
        if answer.kind == "proven":
            return Hint(rng.choice(answer.best_moves), proven=True)
        # The analysis's best, from the same search: a proven win, else the best score; a proven loss last.
        best = max(answer.moves, key=lambda move: (_PROVEN_RANK[move.proven], move.score, move.visits))
        return Hint(best.move, proven=best.proven == "win")

    def outlook(self, game: BoardGame, *, engine: Engine | None = None, cancel: CancelFlag | None = None) -> Outlook:
        answer = _ultimate_answer(cast(UltimateGame, game), cancel)
        if answer.kind == "proven":
            return Outlook("proven", winner=answer.winner)
        if answer.proven_winner is not None:  # the search proved a forced win by one side
            return Outlook("proven", winner=answer.proven_winner)
        return Outlook("estimate", x_score=answer.x_score)

    def analysis(
        self, game: BoardGame, *, engine: Engine | None = None, cancel: CancelFlag | None = None
    ) -> dict[Cell, MoveOutcome | None]:
        answer = _ultimate_answer(cast(UltimateGame, game), cancel)
        if answer.kind == "proven":
            empties = game.size * game.size - len(game.moves)  # the solver's values count every empty cell
            return {cell: _proven_outcome(value, empties) for cell, value in answer.move_values.items()}
        # Every move the search proved, and its best few estimates, coloured by how far below the best each is: an
        # empty board's 81 percentages, some red on the first move, told a new player nothing they could use.
        outcomes: dict[Cell, MoveOutcome | None] = {
            move.move: MoveOutcome(move.proven, 0)  # forced, though the search did not measure how long it takes
            for move in answer.moves
            if move.proven is not None
        }
        estimated = sorted(
            (move for move in answer.moves if move.proven is None and move.visits),
            key=lambda move: move.score,
            reverse=True,
        )
        best = 1.0 if "win" in (move.proven for move in answer.moves) else estimated[0].score if estimated else 0.5
        for move in estimated[:SHOWN_ESTIMATES]:
            outcomes[move.move] = MoveOutcome.estimated(move.score, best)
        return outcomes

    def urgent(self, game: BoardGame) -> UrgentMoves:
        from .ultimate_search import winning_moves  # noqa: PLC0415 - its compiled search loads on the first ultimate question

        position = cast(UltimateGame, game)
        # Blocking is k-in-a-row's idea: in ultimate where the opponent may answer depends on this move, and the
        # analysis shows which moves lose at once.
        return UrgentMoves(tuple(winning_moves(position)) if not position.is_over else (), ())


def _proven_outcome(value: int, empties: int) -> MoveOutcome:
    """An exact value (core/ai/exact.py's convention) as the outcome of the move, for its player."""
    if value == 0:
        return MoveOutcome("draw", 0)
    plies = empties - (abs(value) - 1)  # from this move to the one that decides the game
    return MoveOutcome("win" if value > 0 else "loss", (plies + 1) // 2)


_PROVEN_RANK = {"win": 2, None: 1, "loss": 0}
SHOWN_ESTIMATES = 5  # the analysis's estimated moves shown on the board: the search's best few
_ANSWERS_KEPT = 4  # positions whose answer is kept: the one on the board and a few Undo may bring back
_answers: OrderedDict[tuple[tuple[Cell, ...], bool], Proven | Estimate] = OrderedDict()
_answers_lock = threading.Lock()  # the window's searches share one thread; the lock keeps any other caller safe


def _ultimate_answer(game: UltimateGame, cancel: CancelFlag | None) -> Proven | Estimate:
    """One search a position: the hint, the prediction and the analysis of a position all read the same answer, so
    the hinted move is the analysis's best and the prediction its figures' (a cancelled search keeps nothing)."""
    from . import ultimate_search  # noqa: PLC0415 - its compiled search loads on the first ultimate question

    key = (tuple(game.moves), ultimate_search.is_compiled())  # the Python search's answer is another's
    with _answers_lock:
        if key in _answers:
            _answers.move_to_end(key)
            return _answers[key]
    answer = _search_ultimate(game, cancel, seed=len(game.moves))
    with _answers_lock:
        _answers[key] = answer
        while len(_answers) > _ANSWERS_KEPT:
            _answers.popitem(last=False)
    return answer


def _search_ultimate(game: UltimateGame, cancel: CancelFlag | None, seed: int) -> Proven | Estimate:
    from . import ultimate_search  # noqa: PLC0415 - its compiled search loads on the first ultimate question

    if open_cells(game) <= ULTIMATE_SOLVE_OPEN_CELLS:
        proven = ultimate_search.solve(game, ULTIMATE_SOLVE_BUDGET, cancel=cancel)
        if proven is not None:
            return proven
    time_limit = None if ultimate_search.is_compiled() else ultimate_search.PYTHON_TIME_LIMIT
    return ultimate_search.estimate(game, ULTIMATE_ITERATIONS, cancel=cancel, seed=seed, time_limit=time_limit)


_ADVICE: dict[str, Advice] = {"k-in-a-row": _KInARow(), "ultimate": _Ultimate()}


def advice_for(game: BoardGame) -> Advice:
    """The advice of `game`'s rule set."""
    return _ADVICE[game.rule_set]
