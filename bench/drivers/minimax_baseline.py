"""The engine benchmarks' baseline: plain minimax over the whole 3×3 game tree on the Game API, a fixed amount of
ordinary Python work, so "× base" figures carry across machines (bench/engine.py, bench/ultimate_levels.py)."""

from __future__ import annotations

import time

from tictactoe_qt.core import Game


def baseline_seconds() -> float:
    def value(game: Game) -> int:
        if game.is_over:
            return 0 if game.winner is None else -1
        best = -2
        for move in game.legal_moves():
            game.play(*move)
            best = max(best, -value(game))
            game.undo()
        return best

    started = time.perf_counter()
    value(Game())
    return time.perf_counter() - started
