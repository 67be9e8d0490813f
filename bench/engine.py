#!/usr/bin/env python3
"""Unbeatable move latency on every board, cold and warm, and the engine's peak memory.

Usage: python bench/engine.py [--sample 300]

3×3: every reachable position. 4×4: the empty board plus a fixed sample of positions (seeded
random games cut at 1–12 stones). 5×5: the engine's turns in a fixed sample of games from its
strategy (either side, from the empty board, the opponent playing any reply). Cold = the
solver's tables emptied (and the 5×5 book unloaded) before each move, as in a freshly started
game; warm = tables kept, as in the rest of a session. Targets: 3×3 ≤ 1 ms warm, 4×4 ≤ 100 ms,
5×5 ≤ 1 s. The baseline, measured in the same run, is plain
minimax over the whole 3×3 tree on the Game API; ratios against it carry across machines.

Then 5×5 advice anywhere: positions from random play (two people, a demonstration, a file), 0–14
stones, each question timed on its own from a cold start (the compiled search's table emptied):
the hint and the prediction (target 1 s) and the whole board's analysis (target 2 s).
"""

from __future__ import annotations

import argparse
import random
import resource
import statistics
import sys
import time
import tracemalloc
from collections.abc import Callable
from pathlib import Path

from tictactoe_qt.core import Game
from tictactoe_qt.core import ai
from tictactoe_qt.core.ai import best_move, book5

sys.path.insert(0, str(Path(__file__).resolve().parent / "drivers"))
from minimax_baseline import baseline_seconds

TARGETS_MS = {(3, 3): 1, (4, 4): 100, (5, 4): 1000}


def all_3x3_positions() -> list[Game]:
    seen, positions, stack = set(), [], [Game()]
    while stack:
        game = stack.pop()
        if str(game) in seen or game.is_over:
            continue
        seen.add(str(game))
        positions.append(game)
        for move in game.legal_moves():
            child = game.copy()
            child.play(*move)
            stack.append(child)
    return positions


def sampled_positions(
    variant: tuple[int, int],
    count: int,
    seed: int = 2026,
    stones: Callable[[random.Random, int], int] = lambda rng, _: rng.randrange(1, 13),
    empty_first: bool = True,
) -> list[Game]:
    """Seeded random games cut at `stones(rng, positions so far)` stones, over ones dropped."""
    rng = random.Random(seed)
    positions = [Game(*variant)] if empty_first else []
    while len(positions) < count:
        game = Game(*variant)
        for _ in range(stones(rng, len(positions))):
            game.play(*rng.choice(game.legal_moves()))
            if game.is_over:
                break
        if not game.is_over:
            positions.append(game)
    return positions


def strategy_positions(count: int, opponent_turns: list[Game] | None = None) -> list[Game]:
    """The engine's turns in seeded games from its 5×5 strategy: X's in even games, O's in odd ones.

    The opponent mostly keeps the game drawn (so games run long) and now and then plays any move;
    its turns go to `opponent_turns` if given.
    """
    rng = random.Random(2026)
    positions: list[Game] = []
    games = 0
    while len(positions) < count:
        engine_moves_first, games = games % 2 == 0, games + 1
        game = Game(5, 4)
        while not game.is_over and len(positions) < count:
            if (len(game.moves) % 2 == 0) == engine_moves_first:
                positions.append(game.copy())
                game.play(*best_move(game, "perfect", rng=rng))
                continue
            if opponent_turns is not None:
                opponent_turns.append(game.copy())
            values = book5.known_move_values(game)
            assert values is not None, "the book covers every position of a game the engine plays"
            drawing = [move for move, value in values.items() if value >= 0]
            game.play(*rng.choice(drawing if drawing and rng.random() < 0.9 else game.legal_moves()))
    return positions


def latencies_ms(positions: list[Game], cold: bool) -> list[float]:
    times = []
    engine = ai.Engine()  # as the computer player owns one
    book5._entries.cache_clear()
    if not cold:  # warm: every position seen once before the timed pass, as later in a session
        for game in positions:
            best_move(game, "perfect", rng=random.Random(0), engine=engine)
    for game in positions:
        if cold:
            engine = ai.Engine()
            book5._entries.cache_clear()
        started = time.perf_counter()
        best_move(game, "perfect", rng=random.Random(0), engine=engine)
        times.append((time.perf_counter() - started) * 1000)
    return times


def advice_ms(game: Game) -> float:
    started = time.perf_counter()
    best_move(game, "perfect", rng=random.Random(0))
    ai.try_predict(game)
    ai.analyse(game)
    return (time.perf_counter() - started) * 1000


ADVICE_TARGETS_MS = {"hint": 1000, "prediction": 1000, "analysis": 2000}


def random_5x5_positions(count: int) -> list[Game]:
    return sampled_positions((5, 4), count, seed=2027, stones=lambda _, so_far: so_far % 15, empty_first=False)


def cold_advice_ms(game: Game) -> dict[str, float]:
    """Each question on its own, as the window asks them, each from an empty table."""
    questions: dict[str, Callable[[], object]] = {
        "hint": lambda: best_move(game, "perfect", rng=random.Random(0), engine=ai.Engine()),
        "prediction": lambda: ai.try_predict(game, engine=ai.Engine()),
        "analysis": lambda: ai.analyse(game, engine=ai.Engine()),
    }
    times = {}
    for name, ask in questions.items():
        compiled = ai.native.native_solver5()
        if compiled is not None:
            compiled.clear()
        started = time.perf_counter()
        answer = ask()
        times[name] = (time.perf_counter() - started) * 1000
        assert answer != ai.UNKNOWN and not (isinstance(answer, dict) and None in answer.values()), (name, game.moves)
    return times


def print_advice_anywhere(count: int, base: float) -> None:
    if ai.native.native_solver5() is None:
        print("5×5 advice anywhere: no compiled search in this installation (the Python search uses budgets)")
        return
    results = [cold_advice_ms(game) for game in random_5x5_positions(count)]
    print(f"5×5 advice anywhere, cold ({count} positions from random play, 0–14 stones; compiled search):")
    for name, target in ADVICE_TARGETS_MS.items():
        times = sorted(result[name] for result in results)
        over = sum(1 for value in times if value > target)
        print(
            f"  {name:<10} median {statistics.median(times):8.1f} ms  p90 {times[int(len(times) * 0.9)]:8.1f} ms  "
            f"max {times[-1]:8.1f} ms  ({times[-1] / 1000 / base:.1f}× baseline)  "
            f"≤ {target} ms: {'ok' if not over else f'{over} over'}"
        )


def load_book_ms() -> float:
    book5._entries.cache_clear()
    started = time.perf_counter()
    book5._entries()
    return (time.perf_counter() - started) * 1000


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sample", type=int, default=300, help="positions sampled on 4×4 (ten times as many on 5×5)")
    parser.add_argument("--anywhere", type=int, default=60, help="random 5×5 positions for advice anywhere")
    args = parser.parse_args()
    base = baseline_seconds()
    opponent_turns: list[Game] = []
    print(f"baseline (plain 3×3 minimax): {base * 1000:.0f} ms")
    print(
        f"{'board':<8} {'tables':<6} {'positions':>9} {'median ms':>10} {'p99 ms':>8} {'max ms':>8} "
        f"{'max/baseline':>12}  target"
    )
    for variant, positions in (
        ((3, 3), all_3x3_positions()),
        ((4, 4), sampled_positions((4, 4), args.sample)),
        ((5, 4), strategy_positions(args.sample * 10, opponent_turns)),
    ):
        for cold in (True, False):
            times = sorted(latencies_ms(positions, cold))
            p99 = times[min(len(times) - 1, int(len(times) * 0.99))]
            target = TARGETS_MS[variant]
            verdict = "ok" if times[-1] <= target else ("warm only" if cold and variant == (3, 3) else "OVER")
            print(
                f"{variant[0]}×{variant[0]}-{variant[1]:<4} {'cold' if cold else 'warm':<6} {len(times):>9} "
                f"{statistics.median(times):>10.3f} {p99:>8.2f} {times[-1]:>8.2f} {times[-1] / 1000 / base:>12.3f}"
                f"  ≤ {target} ms: {verdict}"
            )
        # Memory in a separate pass: tracing every allocation slows Python several times over.
        tracemalloc.start()
        latencies_ms(positions, cold=False)
        _, peak = tracemalloc.get_traced_memory()
        tracemalloc.stop()
        print(
            f"         peak memory allocated while playing {variant[0]}×{variant[0]} (tables and book included): "
            f"{peak / 1e6:.2f} MB"
        )
    advice = sorted(advice_ms(game) for game in opponent_turns)
    print(
        f"5×5 advice on the player's turns against Unbeatable (hint, prediction and analysis together, "
        f"{len(advice)} positions): median {statistics.median(advice):.2f} ms, "
        f"p99 {advice[int(len(advice) * 0.99)]:.2f} ms, max {advice[-1]:.2f} ms"
    )
    print_advice_anywhere(args.anywhere, base)
    entries = book5._entries()
    assert entries is not None, "the 5×5 strategy book is missing"
    print(
        f"5×5 strategy book: {book5.BOOK5_PATH.stat().st_size:,} bytes on disk, "
        f"{entries.buffer_info()[1] * entries.itemsize:,} bytes of entries in memory, loaded in {load_book_ms():.1f} ms"
    )
    print(f"process peak resident memory: {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024:.0f} MB")


if __name__ == "__main__":
    main()
