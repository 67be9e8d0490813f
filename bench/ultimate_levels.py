#!/usr/bin/env python3
"""Ultimate tic-tac-toe's levels against each other and a random player: wins, draws, losses, time a move.

Usage: python bench/ultimate_levels.py [--games 200] [--jobs 2] [--pairs easy:random medium:easy ...]
                                       [--python] [--quick]

Each pair plays --games games; the first player takes X in the even games and O in the odd ones, and game i
seeds both sides from i, so the table is reproducible (as long as no time limit binds). A player is "random"
(uniform over legal moves), a level ("easy", "medium", "hard"), or "mcts:ITERATIONS[:EXPLORATION]" for trying
settings. --python measures the Python search that installs without a C compiler. --quick: 20 games a pair.

The targets (docs/design.md): each level wins at least 80 % of its games against the level below, both sides
counted; "hard" wins at least 95 % against random and answers within 1 s. The baseline, timed in the same run,
is plain minimax over the whole 3×3 tree on the Game API (as bench/engine.py), so "× base" columns compare
across machines.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent / "drivers"))
from minimax_baseline import baseline_seconds

DEFAULT_PAIRS = ["easy:random", "medium:easy", "hard:medium", "hard:random"]
TARGETS = {("easy", "random"): 0.80, ("medium", "easy"): 0.80, ("hard", "medium"): 0.80, ("hard", "random"): 0.95}

Job = tuple[str, str, int, bool]
# The result for the first player, its move times, the other's, the game's moves, the most tree nodes a move used.
Outcome = tuple[int, list[float], list[float], int, int]


def play_one(job: Job) -> Outcome:
    """+1 if the first player wins, 0 for a draw, -1 if it loses; it plays X on even seeds."""
    player, opponent, seed, python = job
    if python:
        os.environ["TICTACTOE_PURE_PYTHON"] = "1"
    from tictactoe_qt.core import Player
    from tictactoe_qt.core.ai import ultimate_search
    from tictactoe_qt.core.ultimate import UltimateGame

    rng = random.Random(seed)
    first = Player.X if seed % 2 == 0 else Player.O
    game = UltimateGame()
    times: dict[bool, list[float]] = {True: [], False: []}
    most_nodes = 0
    # A level that keeps its tree between its moves (Hard) gets one of its own for the game, as the computer's seat.
    trees = {
        mine: ultimate_search.KeptTree() if who in ultimate_search.KEEPS_TREE else None
        for mine, who in ((True, player), (False, opponent))
    }
    while not game.is_over:
        mine = game.current_player is first
        who = player if mine else opponent
        move_seed = (seed * 1_000_003 + len(game.moves)) * 2 + (0 if mine else 1)
        started = time.perf_counter()
        if who == "random":
            move = rng.choice(game.legal_moves())
        elif who.startswith("mcts:"):
            parts = who.split(":")
            settings = ultimate_search.SearchSettings(
                iterations=int(parts[1]), exploration=float(parts[2]) if len(parts) > 2 else 0.4
            )
            move = ultimate_search.search(game, settings, seed=move_seed).best_move
        else:  # what best_move(game, level) does, with the tree's size kept
            settings = ultimate_search.LEVEL_SETTINGS[who]  # type: ignore[index]
            found = ultimate_search.search(game, settings, seed=move_seed, tree=trees[mine])
            move = found.best_move
            most_nodes = max(most_nodes, found.nodes)
        times[mine].append(time.perf_counter() - started)
        game.play(*move)
    for tree in trees.values():
        if tree is not None:
            tree.close()
    result = 0 if game.winner is None else (1 if game.winner is first else -1)
    return result, times[True], times[False], len(game.moves), most_nodes


def cancel_latencies(compiled: bool, trials: int, hard: bool = False) -> list[float]:
    """Seconds from setting the cancel flag to SearchCancelled, for searches stopped after 20–120 ms: plain ones, or
    (hard) Hard's with its clock off, in one kept tree (each search re-roots what the one before grew)."""
    import threading
    from dataclasses import replace

    from tictactoe_qt.core.ai import ultimate_search
    from tictactoe_qt.core.ai.control import SearchCancelled
    from tictactoe_qt.core.ultimate import UltimateGame

    settings = ultimate_search.SearchSettings(iterations=1 << 30)
    tree = None
    if hard:
        settings = replace(ultimate_search.LEVEL_SETTINGS["hard"], iterations=1 << 30, time_limit=None)
        tree = ultimate_search.KeptTree()

    def run(flag: threading.Event, stopped_at: list[float]) -> None:
        try:
            ultimate_search.search(UltimateGame(), settings, cancel=flag, compiled=compiled, tree=tree)
        except SearchCancelled:
            stopped_at.append(time.perf_counter())

    rng, latencies = random.Random(1), []
    for _ in range(trials):
        flag, stopped_at = threading.Event(), list[float]()
        thread = threading.Thread(target=run, args=(flag, stopped_at))
        thread.start()
        time.sleep(rng.uniform(0.02, 0.12))
        set_at = time.perf_counter()
        flag.set()
        thread.join()
        latencies.append(stopped_at[0] - set_at)
    return latencies


def describe(times: list[float]) -> str:
    if not times:
        return "-"
    ordered = sorted(times)
    p95 = ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]
    return f"{statistics.mean(times) * 1000:7.1f} {p95 * 1000:7.1f} {ordered[-1] * 1000:7.1f}"


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--games", type=int, default=200, help="games a pair (half with each side as X)")
    parser.add_argument("--quick", action="store_true", help="20 games a pair")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--pairs", nargs="+", default=DEFAULT_PAIRS, help="PLAYER:OPPONENT, as easy:random")
    parser.add_argument("--python", action="store_true", help="the Python search (no compiled one)")
    args = parser.parse_args()
    games = 20 if args.quick else args.games
    if args.python:
        os.environ["TICTACTOE_PURE_PYTHON"] = "1"
    from tictactoe_qt.core.ai import ultimate_search

    base = baseline_seconds()
    engine = ultimate_search.engine_name()
    print(f"ultimate tic-tac-toe, {games} games a pair, search: {engine}; baseline (3×3 minimax) {base * 1000:.0f} ms")
    print(
        "win / draw / loss for the first player (X in half its games); move times in ms: mean, 95th percentile, "
        "max (first player, then opponent); × base: the first player's mean move over the baseline"
    )
    print(
        f"{'player':<14} {'opponent':<14} {'win':>5} {'draw':>5} {'loss':>5} {'win %':>6} {'target':>7} "
        f"{'mean':>7} {'p95':>7} {'max':>7} {'mean':>7} {'p95':>7} {'max':>7} {'× base':>7} {'plies':>5} {'nodes':>8}"
    )
    started = time.perf_counter()
    failed = False
    with Pool(args.jobs) as pool:
        for pair in args.pairs:
            player, opponent = split_pair(pair)
            outcomes = pool.map(play_one, [(player, opponent, seed, args.python) for seed in range(games)], chunksize=1)
            wins = sum(1 for outcome in outcomes if outcome[0] == 1)
            draws = sum(1 for outcome in outcomes if outcome[0] == 0)
            losses = games - wins - draws
            mine = [t for outcome in outcomes for t in outcome[1]]
            theirs = [t for outcome in outcomes for t in outcome[2]]
            target = TARGETS.get((player, opponent))
            verdict = "" if target is None else (f"≥{target:.0%}" + (" ok" if wins / games >= target else " MISS"))
            failed |= target is not None and wins / games < target
            ratio = statistics.mean(mine) / base if mine else 0.0
            plies = statistics.mean(outcome[3] for outcome in outcomes)
            nodes = max(outcome[4] for outcome in outcomes)
            print(
                f"{player:<14} {opponent:<14} {wins:>5} {draws:>5} {losses:>5} {wins / games:>6.1%} {verdict:>7} "
                f"{describe(mine)} {describe(theirs)} {ratio:>7.3f} {plies:>5.1f} {nodes:>8}",
                flush=True,
            )
    print(
        f"({time.perf_counter() - started:.0f} s; nodes: the most tree nodes one move of either level used, "
        f"ceiling {ultimate_search.MAX_NODES if not args.python else ultimate_search.PYTHON_MAX_NODES}, "
        f"{ultimate_search.KEPT_MAX_NODES} in a kept tree)"
    )
    trials = 5 if args.quick else 20
    kinds = [(False, False)] if args.python else [(True, False), (True, True), (False, False)]
    for compiled, hard in kinds:
        latencies = cancel_latencies(compiled, trials, hard)
        name = "Hard, kept tree" if hard else "compiled" if compiled else "python"
        print(
            f"cancel, {name} search: from the flag to SearchCancelled "
            f"mean {statistics.mean(latencies) * 1000:.2f} ms, max {max(latencies) * 1000:.2f} ms ({trials} searches)"
        )
    sys.exit(1 if failed and games >= 200 else 0)


def split_pair(pair: str) -> tuple[str, str]:
    """'hard:medium' → ('hard', 'medium'); 'mcts:100:0.8:mcts:1000' → ('mcts:100:0.8', 'mcts:1000')."""
    names = ["random", "easy", "medium", "hard", "mcts"]
    parts = pair.split(":")
    for index in range(1, len(parts)):
        if parts[index] in names:
            return ":".join(parts[:index]), ":".join(parts[index:])
    return pair, "random"


if __name__ == "__main__":
    main()
