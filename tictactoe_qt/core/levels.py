"""The computer's levels and the words its analysis answers in, apart from the engine that plays them.

The window names, stores and shows these from its first frame; the engine (core.ai: solvers, search, tables)
is imported when a search is first asked for, after the first frame. core.ai gives the same names.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

Level = Literal["easy", "medium", "perfect"]
LEVELS: tuple[Level, ...] = ("easy", "medium", "perfect")

# Ultimate tic-tac-toe is not solved: its top level is "hard", never perfect or unbeatable. What each level
# does, and how they were measured: core/ai/ultimate_search.py and bench/ultimate_levels.py.
UltimateLevel = Literal["easy", "medium", "hard"]
ULTIMATE_LEVELS: tuple[UltimateLevel, ...] = ("easy", "medium", "hard")


def levels_for(rule_set: str) -> tuple[str, ...]:
    """The computer's levels for a rule set (core/board_game.py), weakest first."""
    return ULTIMATE_LEVELS if rule_set == "ultimate" else LEVELS

UNKNOWN = "unknown"  # try_predict's answer when the budget ran out before a proof

# Boards whose every position the Python search answers exactly and quickly (see bench/engine.py); 5×5 joins
# them where its compiled search was built (core.ai.is_solved).
SOLVED_VARIANTS = frozenset({(3, 3), (4, 4)})


@dataclass(frozen=True)
class MoveOutcome:
    """What a move leads to under best play, for the player making it."""

    result: Literal["win", "draw", "loss"]
    own_moves: int  # moves of this player until the game is decided, this one included (0 for a draw)
