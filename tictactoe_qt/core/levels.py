"""The computer's levels and the words its analysis answers in, apart from the engine that plays them.

The window names, stores and shows these from its first frame; the engine (core.ai: solvers, search, tables)
is imported when a search is first asked for, after the first frame. core.ai gives the same names.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

Level = Literal["easy", "medium", "perfect"]
LEVELS: tuple[Level, ...] = ("easy", "medium", "perfect")

UNKNOWN = "unknown"  # try_predict's answer when the budget ran out before a proof

# Boards whose every position the Python search answers exactly and quickly (see bench/engine.py); 5×5 joins
# them where its compiled search was built (core.ai.is_solved).
SOLVED_VARIANTS = frozenset({(3, 3), (4, 4)})


@dataclass(frozen=True)
class MoveOutcome:
    """What a move leads to under best play, for the player making it."""

    result: Literal["win", "draw", "loss"]
    own_moves: int  # moves of this player until the game is decided, this one included (0 for a draw)
