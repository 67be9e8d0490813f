#!/usr/bin/env python3
"""The proven review's time on the longest 5×5 games (25 moves), against solving the same positions one by one.

Usage: python bench/review.py [--games 8] [--four 4]

Games, seeded, each kept only when it lasted all 25 moves: random play (many mistakes, each explained), play that
never errs but picks any best move (so it leaves the book at once, as two careful people would), and that same
play with one move in three a random one (a game that lasts has mistakes on both sides, as people's do). Each game
is timed from a cold start, as a review started after a fresh launch: the compiled search's table emptied and a
fresh Engine. The baseline, measured in the same run on the same games and equally cold, is the analysis the game
already offers, asked position by position (core.ai.move_values before every move): what stepping through the game
with the analysis shown costs. The review does that work (once per symmetry class of the moves) and adds the proven
lines of the marked moves. Target: 2 s for a 25-move 5×5 game; "first" is when iter_review hands over move 1, the
wait before a front end that streams can show anything.
With --four, also 4×4 games of all 16 moves (the Python search).

With --ultimate N (issue 37), N ultimate games of 60 moves or more (Medium against Medium, seeded, kept when they
lasted), each reviewed from a cold start (core/ultimate_review.py's kept evaluations emptied) by the search's
estimates: the time to judge the first 60 moves (target: 15 s), the whole game, the first record, the moves marked
and proven, and how soon a review stops once cancelled (as closing the review drawer does). The review's budget is
fixed (playouts and seed a position), so the figures measure the machine, never change the review.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable

from tictactoe_qt.core import Game
from tictactoe_qt.core import ai
from tictactoe_qt.core.review import iter_review, review_game
from tictactoe_qt.core.ultimate import UltimateGame

TARGET_S = 2.0
ULTIMATE_TARGET_S = 15.0
ULTIMATE_MOVES = 60


def random_game(variant: tuple[int, int], rng: random.Random) -> Game:
    """Random play, kept only when it filled the board."""
    while True:
        game = Game(*variant)
        while not game.is_over:
            game.play(*rng.choice(game.legal_moves()))
        if len(game.moves) == variant[0] ** 2:
            return game


def careful_game(variant: tuple[int, int], rng: random.Random, error_rate: float) -> Game:
    """Any best move, or (at error_rate) any move; kept only when it filled the board."""
    engine = ai.Engine()
    while True:
        game = Game(*variant)
        while not game.is_over:
            values = ai.move_values(game, engine=engine)
            best = max(values.values())
            moves = game.legal_moves() if rng.random() < error_rate else [m for m, v in values.items() if v == best]
            game.play(*rng.choice(moves))
        if len(game.moves) == variant[0] ** 2:
            return game


def cold() -> None:
    compiled = ai.native.native_solver5()
    if compiled is not None:
        compiled.clear()


def baseline_s(game: Game) -> float:
    cold()
    engine = ai.Engine()
    position = Game(game.size, game.win_length)
    started = time.perf_counter()
    for move in game.moves:
        ai.move_values(position, engine=engine)
        position.play(*move)
    return time.perf_counter() - started


def review_s(game: Game) -> tuple[float, float, int]:
    """The whole review's time, the time to its first record, and how many moves it marked."""
    cold()
    started = time.perf_counter()
    records = iter_review(game, engine=ai.Engine())
    next(records)
    first = time.perf_counter() - started
    cold()
    started = time.perf_counter()
    review = review_game(game, engine=ai.Engine())
    return time.perf_counter() - started, first, len(review.marked)


def report(label: str, games: list[Game], target: float | None) -> None:
    rows = []
    for game in games:
        base = baseline_s(game)
        whole, first, marked = review_s(game)
        rows.append((whole, first, base, marked))
    whole_times = sorted(row[0] for row in rows)
    ratios = sorted(row[0] / row[2] for row in rows)
    over = (
        ""
        if target is None
        else (
            f"  ≤ {target:.0f} s: {'ok' if whole_times[-1] <= target else f'{sum(t > target for t in whole_times)} over'}"
        )
    )
    print(
        f"  {label:<26} {len(rows):>3} games  review median {statistics.median(whole_times) * 1000:7.0f} ms  "
        f"max {whole_times[-1] * 1000:7.0f} ms  first {max(row[1] for row in rows) * 1000:6.0f} ms  "
        f"baseline median {statistics.median(row[2] for row in rows) * 1000:7.0f} ms  "
        f"review/baseline median {statistics.median(ratios):5.2f} max {ratios[-1]:5.2f}  "
        f"marked {statistics.mean(row[3] for row in rows):4.1f}/game{over}"
    )


def ultimate_games(count: int, rng: random.Random) -> list[UltimateGame]:
    """Medium against Medium, kept when the game lasted ULTIMATE_MOVES moves or more."""
    from tictactoe_qt.core.ai.ultimate_search import best_move

    games: list[UltimateGame] = []
    while len(games) < count:
        game = UltimateGame()
        while not game.is_over:
            game.play(*best_move(game, "medium", seed=rng.getrandbits(32)))
        if len(game.moves) >= ULTIMATE_MOVES:
            games.append(game)
    return games


def ultimate_report(count: int) -> None:
    import threading

    from tictactoe_qt.core import ultimate_review
    from tictactoe_qt.core.ai import SearchCancelled
    from tictactoe_qt.core.ai.ultimate_search import is_compiled

    print(
        f"ultimate, games of {ULTIMATE_MOVES}+ moves, each from a cold start "
        f"({'compiled' if is_compiled() else 'Python'} search, "
        f"{ultimate_review.REVIEW_PLAYOUTS if is_compiled() else ultimate_review.PYTHON_REVIEW_PLAYOUTS} playouts a "
        "position):"
    )
    rng = random.Random(37)
    sixty, whole_times = [], []
    for game in ultimate_games(count, rng):
        ultimate_review._evaluations.clear()
        started = time.perf_counter()
        records = []
        first = 0.0
        for record in ultimate_review.iter_review(game):
            records.append(record)
            if len(records) == 1:
                first = time.perf_counter() - started
            if len(records) == ULTIMATE_MOVES:
                sixty.append(time.perf_counter() - started)
        whole_times.append(time.perf_counter() - started)
        marked = sum(record.marked for record in records)
        proven = sum(record.proven for record in records)
        # Cancelled half a second into a fresh review, as closing the drawer does: how long until it stops.
        ultimate_review._evaluations.clear()
        cancel = threading.Event()
        stopped: list[float] = []

        def run(game: UltimateGame = game, cancel: threading.Event = cancel, stopped: list[float] = stopped) -> None:
            try:
                for _record in ultimate_review.iter_review(game, cancel):
                    pass
            except SearchCancelled:
                stopped.append(time.perf_counter())

        worker = threading.Thread(target=run)
        worker.start()
        time.sleep(0.5)
        asked = time.perf_counter()
        cancel.set()
        worker.join()
        stop_ms = (stopped[0] - asked) * 1000 if stopped else float("nan")
        print(
            f"  {len(game.moves)} moves: first {ULTIMATE_MOVES} judged in {sixty[-1]:5.2f} s, whole game "
            f"{whole_times[-1]:5.2f} s, first record {first * 1000:4.0f} ms; marked {marked}, proven {proven}; "
            f"stopped {stop_ms:4.1f} ms after cancel"
        )
    verdict = "ok" if max(sixty) <= ULTIMATE_TARGET_S else f"{sum(t > ULTIMATE_TARGET_S for t in sixty)} over"
    print(
        f"  {ULTIMATE_MOVES} moves: median {statistics.median(sixty):5.2f} s, max {max(sixty):5.2f} s"
        f"  ≤ {ULTIMATE_TARGET_S:.0f} s: {verdict}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=8, help="5×5 games of each kind")
    parser.add_argument("--four", type=int, default=0, help="4×4 games of each kind (0: none)")
    parser.add_argument("--ultimate", type=int, default=0, help="ultimate games of 60+ moves (0: none)")
    parser.add_argument("--only-ultimate", action="store_true", help="skip the 5×5 and 4×4 games")
    parser.add_argument("--python", action="store_true", help="ultimate without its compiled search (the fallback)")
    args = parser.parse_args()
    if args.python:
        from tictactoe_qt.core.ai import ultimate_search

        ultimate_search._compiled = lambda: None  # as installed with no C compiler
    if args.ultimate:
        ultimate_report(args.ultimate)
    if args.only_ultimate:
        return
    if not ai.is_solved(Game(5, 4)):
        print("5×5: no compiled search in this installation, so no proven review of it (ReviewUnavailable)")
        return
    rng = random.Random(2026)
    makers: list[tuple[str, Callable[[tuple[int, int]], Game]]] = [
        ("random play", lambda variant: random_game(variant, rng)),
        ("careful play (any best)", lambda variant: careful_game(variant, rng, 0.0)),
        ("careful, errs 1 in 3", lambda variant: careful_game(variant, rng, 1 / 3)),
    ]
    print("5×5 four in a row, games of 25 moves, each from a cold start (compiled search):")
    for label, make in makers:
        report(label, [make((5, 4)) for _ in range(args.games)], TARGET_S)
    if args.four:
        print("4×4 four in a row, games of 16 moves, each from a cold start (Python search):")
        for label, make in makers:
            report(label, [make((4, 4)) for _ in range(args.four)], None)


if __name__ == "__main__":
    main()
