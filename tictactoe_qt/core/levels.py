"""The computer's levels and the words its analysis answers in, apart from the engine that plays them.

The window names, stores and shows these from its first frame; the engine (core.ai: solvers, search, tables)
is imported when a search is first asked for, after the first frame. core.ai gives the same names.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from .game import Player

Level = Literal["easy", "medium", "perfect"]
LEVELS: tuple[Level, ...] = ("easy", "medium", "perfect")

# Ultimate tic-tac-toe is not solved: its top level is "hard", never perfect or unbeatable. What each level
# does, and how they were measured: core/ai/ultimate_search.py and bench/ultimate_levels.py.
UltimateLevel = Literal["easy", "medium", "hard"]
ULTIMATE_LEVELS: tuple[UltimateLevel, ...] = ("easy", "medium", "hard")
# A level on any board: what the table, the files and the settings keep.
AnyLevel = Literal["easy", "medium", "perfect", "hard"]
ALL_LEVELS: tuple[AnyLevel, ...] = ("easy", "medium", "perfect", "hard")
# Which kind of game has which levels, and a level's rank on another board: core/kinds.py (levels_for, level_on).

UNKNOWN = "unknown"  # try_predict's answer when the budget ran out before a proof

# Boards whose every position the Python search answers exactly and quickly (see bench/engine.py); 5×5 joins
# them where its compiled search was built (core.ai.is_solved).
SOLVED_VARIANTS = frozenset({(3, 3), (4, 4)})


# An estimated move is coloured by how far below the search's best move it is (MoveOutcome.estimated): as good as
# the best to within NEAR_BEST of expected score, clearly worse from FAR_FROM_BEST on, and in between neither.
NEAR_BEST, FAR_FROM_BEST = 0.03, 0.10


@dataclass(frozen=True)
class MoveOutcome:
    """What a move leads to, for the player making it: under best play (proven), or as a search estimates it.

    Proven: `result`, and `own_moves`, the moves of this player until the game is decided, this one included
    (0 for a draw; 0 too for a forced win or loss whose length the search did not measure). Estimated (`score`
    set): the mover's expected score after it, 0.0–1.0, a draw counting half; `result` then only colours it, by
    how far below the best move it is ("win" near the best, "loss" far below it): its words say "about 62 %".
    """

    result: Literal["win", "draw", "loss"]
    own_moves: int
    score: float | None = None

    @property
    def proven(self) -> bool:
        return self.score is None

    @classmethod
    def estimated(cls, score: float, best: float) -> MoveOutcome:
        """The search's estimate `score` of a move, where its best move scores `best` (1.0 for a proven win)."""
        behind = best - score
        lean: Literal["win", "draw", "loss"] = (
            "win" if behind < NEAR_BEST else "loss" if behind >= FAR_FROM_BEST else "draw"
        )
        return cls(lean, 0, score)


@dataclass(frozen=True)
class Outlook:
    """What the outcome prediction says of a position.

    kind "proven": `winner` under best play (None: a draw). kind "estimate": a search's view, `x_score` X's
    expected score (a draw half), `favoured` the side it favours (None: about even). kind "unknown": the search
    ran out of budget before it could say (5×5 without its compiled search).
    """

    kind: Literal["proven", "estimate", "unknown"]
    winner: Player | None = None
    x_score: float = 0.5

    @property
    def favoured(self) -> Player | None:
        if self.kind != "estimate" or abs(self.x_score - 0.5) < 0.05:
            return None
        return Player.X if self.x_score > 0.5 else Player.O

    @property
    def favoured_score(self) -> float:
        """The favoured side's expected score (X's when even)."""
        return self.x_score if self.favoured is not Player.O else 1.0 - self.x_score
