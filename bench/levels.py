#!/usr/bin/env python3
"""How the computer's levels fare on every board: win/draw/loss against a random player and the perfect one.

Usage: python bench/levels.py [--games N] [--games-5x5 N] [--boards 3 4 5] [--jobs 2]
Each level plays X in half of its games; game i uses seed i, so the table is reproducible.
The baseline row is random against random, measured in the same run.
"""

from __future__ import annotations

import argparse
import random
import time
from multiprocessing import Pool
from typing import cast

from tictactoe_qt.core import Game, Player
from tictactoe_qt.core.ai import LEVELS, Level, best_move

VARIANTS = ((3, 3), (4, 4), (5, 4))


def choose(player: str, game: Game, rng: random.Random) -> tuple[int, int]:
    if player == "random":
        return rng.choice(game.legal_moves())
    return best_move(game, cast(Level, player), rng=rng)


def play_one(job: tuple[tuple[int, int], str, str, int]) -> int:
    """+1 if `player` wins, 0 for a draw, -1 if it loses; it plays X on even seeds."""
    variant, player, opponent, seed = job
    rng = random.Random(seed)
    me = Player.X if seed % 2 == 0 else Player.O
    game = Game(*variant)
    while not game.is_over:
        game.play(*choose(player if game.current_player is me else opponent, game, rng))
    return 0 if game.winner is None else (1 if game.winner is me else -1)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000, help="games per row on 3×3 and 4×4")
    parser.add_argument("--games-5x5", type=int, default=1000, help="games per row on 5×5")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--boards", type=int, nargs="+", default=[3, 4, 5], help="board sizes to measure")
    args = parser.parse_args()
    print("rates are win / draw / loss for the player in the first column; half its games as X")
    with Pool(args.jobs) as pool:
        for variant in (variant for variant in VARIANTS if variant[0] in args.boards):
            games = args.games_5x5 if variant == (5, 4) else args.games
            started = time.perf_counter()
            print(f"\n{variant[0]}×{variant[0]}, {variant[1]} in a row — {games} games per row")
            print(f"{'player':<9} {'opponent':<9} {'win':>7} {'draw':>7} {'loss':>7}")
            for player, opponent in [("random", "random")] + [
                (lv, op) for lv in LEVELS for op in ("random", "perfect")
            ]:
                results = pool.map(play_one, [(variant, player, opponent, seed) for seed in range(games)], chunksize=8)
                win, draw, loss = (results.count(outcome) / games for outcome in (1, 0, -1))
                print(f"{player:<9} {opponent:<9} {win:>7.1%} {draw:>7.1%} {loss:>7.1%}", flush=True)
            print(f"({time.perf_counter() - started:.0f} s)")


if __name__ == "__main__":
    main()
