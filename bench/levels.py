#!/usr/bin/env python3
"""How the computer's levels fare on 3×3: win/draw/loss rates against a random player and the perfect one.

Usage: python bench/levels.py [games per pairing, default 1000]
Each level plays X in half of its games. Seeds are fixed, so the table is reproducible.
"""

from __future__ import annotations

import random
import sys
import time

from tictactoe_qt.core import Game, Player
from tictactoe_qt.core.ai import LEVELS, best_move


def random_move(game: Game, rng: random.Random):
    return rng.choice(game.legal_moves())


def play(x_player, o_player, rng: random.Random) -> Player | None:
    game = Game()
    while not game.is_over:
        mover = x_player if game.current_player is Player.X else o_player
        game.play(*mover(game, rng))
    return game.winner


def level_player(level: str):
    return lambda game, rng: best_move(game, level, rng=rng)


def record(level: str, opponent, games: int) -> tuple[float, float, float]:
    wins = draws = losses = 0
    for seed in range(games):
        rng = random.Random(seed)
        as_x = seed % 2 == 0
        me = Player.X if as_x else Player.O
        pair = (level_player(level), opponent) if as_x else (opponent, level_player(level))
        winner = play(*pair, rng)
        if winner is None:
            draws += 1
        elif winner is me:
            wins += 1
        else:
            losses += 1
    return wins / games, draws / games, losses / games


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
    opponents = {"random": random_move, "perfect": level_player("perfect")}
    started = time.perf_counter()
    print(f"3x3, {games} games per row, half as X; rates are win / draw / loss for the level")
    print(f"{'level':<9} {'opponent':<9} {'win':>6} {'draw':>6} {'loss':>6}")
    for level in LEVELS:
        for name, opponent in opponents.items():
            win, draw, loss = record(level, opponent, games)
            print(f"{level:<9} {name:<9} {win:>6.1%} {draw:>6.1%} {loss:>6.1%}")
    print(f"({time.perf_counter() - started:.1f} s)")


if __name__ == "__main__":
    main()
