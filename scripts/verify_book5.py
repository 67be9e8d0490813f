#!/usr/bin/env python3
"""Prove the 5×5 Unbeatable level perfect: walk its whole strategy, for both sides.

    .venv/bin/python scripts/verify_book5.py [--side X|O]

From the empty board, with the engine as X and then as O: at each engine turn the move comes
from the app's own best_move(level="perfect"); at each opponent turn every reply is followed.
Each engine position (once per symmetry class) gets three values:

- achieved: what the strategy really gets from there against the best defence, worked out
  over its own tree (a win is ±(empty cells left + 1) when the line is completed, 0 for a
  full board or one where no line is open to either side) — no solver involved;
- exact: from scripts/book5/check5.c, a solver written apart from the one that built the book;
- claimed: what the book says (book5.known_value, which the hint, prediction and analysis use).

The strategy is perfect if achieved == exact everywhere: the engine never gets less than the
position allows, so it never lets a draw or a win slip and wins as fast as it can. claimed ==
exact shows the advice is right too. Every engine turn must also be answered by the book or a
rule (a win now, no line left open), never by a search: that is what makes each move instant.
Prints the figures and exits 1 on any disagreement.
"""

from __future__ import annotations

import argparse
import random
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.setrecursionlimit(10_000)

from build_book5 import SOURCES, compile_tool  # noqa: E402

from tictactoe_qt.core import Game  # noqa: E402
from tictactoe_qt.core.ai import best_move  # noqa: E402
from tictactoe_qt.core.ai.board import bitboards, geometry  # noqa: E402
from tictactoe_qt.core.ai.book import canonical  # noqa: E402
from tictactoe_qt.core.ai.book5 import VARIANT, book_entry, known_value  # noqa: E402


class StrategyWalk:
    def __init__(self) -> None:
        self.board = geometry(*VARIANT)
        self.achieved: dict[tuple[int, int], int] = {}  # by canonical position
        self.positions: list[tuple[int, int, int | None]] = []  # mine, theirs, claimed value
        self.off_book: list[str] = []  # engine turns neither the book nor a rule decides
        self.replies = 0

    def engine_turn(self, game: Game) -> int:
        """What the strategy achieves from here, for the engine (the player to move)."""
        mine, theirs = bitboards(game)
        key = canonical(mine, theirs, VARIANT[0])[0]
        if key in self.achieved:
            return self.achieved[key]
        empties = len(game.legal_moves())
        scan = self.board.scan(mine, theirs)
        if not (scan.mine_live or scan.theirs_live):
            value = 0  # no line can be completed any more
        elif not self.board.winning_cells(mine, theirs) and book_entry(mine, theirs) is None:
            # The engine would have to search here (slowly, and not provably well): count it as
            # lost at once, rather than walk on with whatever the search plays.
            self.off_book.append(f"mine={mine} theirs={theirs}")
            value = -(empties - 1)
        else:
            move = best_move(game, "perfect", rng=random.Random(0))
            game.play(*move)
            value = empties if game.winner is not None else self.opponent_turn(game)
            game.undo()
        self.achieved[key] = value
        self.positions.append((mine, theirs, known_value(game)))
        return value

    def opponent_turn(self, game: Game) -> int:
        """The least the strategy achieves over every reply, for the engine (not to move)."""
        if game.is_over:
            return 0
        worst = None
        for reply in game.legal_moves():
            self.replies += 1
            game.play(*reply)
            if game.winner is not None:
                value = -(game.size**2 - len(game.moves) + 1)
            elif game.is_over:
                value = 0
            else:
                value = self.engine_turn(game)
            game.undo()
            worst = value if worst is None else min(worst, value)
        assert worst is not None  # the game is not over: there was a reply
        return worst


def exact_values(positions: list[tuple[int, int, int | None]]) -> list[int]:
    with tempfile.TemporaryDirectory() as workdir:
        checker = compile_tool("check5", [SOURCES / "check5.c"], Path(workdir))
        lines = "".join(f"{mine} {theirs}\n" for mine, theirs, _ in positions)
        answer = subprocess.run([str(checker)], input=lines, capture_output=True, text=True, check=True)
    return [int(value) for value in answer.stdout.split()]


@dataclass
class Report:
    secured: int  # what the strategy secures from the root, for the engine
    positions: int  # engine positions walked, up to symmetry
    replies: int  # opponent replies followed
    walk_seconds: float
    check_seconds: float
    wrong_moves: list[str]  # engine positions where the strategy gets less than the exact value
    wrong_claims: list[str]  # engine positions where the book's value is not the exact value
    off_book: list[str]  # engine positions the book does not answer (nor a rule)


def verify(root: Game, engine_to_move: bool) -> Report:
    """Walk the strategy from `root` (the engine or its opponent to move there) and check it."""
    started = time.perf_counter()
    walk, game = StrategyWalk(), root.copy()
    secured = walk.engine_turn(game) if engine_to_move else walk.opponent_turn(game)
    walked = time.perf_counter() - started
    exact = exact_values(walk.positions)
    report = Report(
        secured,
        len(walk.positions),
        walk.replies,
        walked,
        time.perf_counter() - started - walked,
        [],
        [],
        walk.off_book,
    )
    for (mine, theirs, claimed), value in zip(walk.positions, exact, strict=True):
        achieved = walk.achieved[canonical(mine, theirs, VARIANT[0])[0]]
        if achieved != value:
            report.wrong_moves.append(f"mine={mine} theirs={theirs}: achieves {achieved}, exact {value}")
        if claimed != value:
            report.wrong_claims.append(f"mine={mine} theirs={theirs}: claims {claimed}, exact {value}")
    return report


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--side", choices=("X", "O"), nargs="*", default=["X", "O"])
    args = parser.parse_args()
    errors = 0
    for side in args.side:
        report = verify(Game(*VARIANT), engine_to_move=side == "X")
        for problem in report.wrong_moves:
            print(f"  engine falls short: {problem}")
        for problem in report.wrong_claims:
            print(f"  book misjudges: {problem}")
        for problem in report.off_book:
            print(f"  not in the book: {problem}")
        errors += len(report.wrong_moves) + len(report.wrong_claims) + len(report.off_book)
        outcome = "a draw" if report.secured == 0 else ("a win" if report.secured > 0 else "a loss")
        print(
            f"engine as {side}: from the empty board the strategy secures {outcome} for the engine; "
            f"{report.positions:,} engine positions (up to symmetry), {report.replies:,} opponent replies "
            f"walked in {report.walk_seconds:.0f} s; exact values in {report.check_seconds:.0f} s; "
            f"moves short of the exact value: {len(report.wrong_moves)}; "
            f"wrong claimed values: {len(report.wrong_claims)}; engine turns off the book: {len(report.off_book)}"
        )
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
