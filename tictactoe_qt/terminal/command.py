"""The terminal game's command line: local play, or network play with --host, --join or --find.

python -m tictactoe_qt.terminal [--level LEVEL | --two-players] [--size N | --rules ultimate]
tictactoe-qt --cli ...
"""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Callable
from typing import cast

from ..console import carry_any_text
from ..core.board_game import K_IN_A_ROW, RULE_SETS
from ..core.kinds import VARIANTS, kind_named, variant_for
from ..core.levels import ALL_LEVELS, AnyLevel
from .local import LEVEL_ALIASES, Quit, TerminalGame
from .text import HELP_PHRASES, fit_to_terminal


def parse_args(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="tictactoe-qt --cli",
        description="Tic-Tac-Toe in the terminal: two players at one keyboard, or one against the computer.",
        formatter_class=argparse.RawDescriptionHelpFormatter,
        epilog="\n".join(
            fit_to_terminal(phrases)
            for phrases in (
                HELP_PHRASES,
                ("After each game the scores are shown", "and the players swap marks, so each starts in turn."),
                (
                    "r, during or after a game, reviews it move by move:",
                    "the exact value before and after each move,",
                    "and why each mistake was one.",
                ),
                ("End of input (Ctrl+D) or Ctrl+C stops the game", "and prints the scores so far."),
            )
        ),
    )
    opponent = parser.add_mutually_exclusive_group()
    opponent.add_argument(
        "--level",
        choices=[*ALL_LEVELS, "unbeatable"],
        help="play against the computer at this level (unbeatable = perfect; hard is the strongest "
        "level of any board: perfect on k-in-a-row, hard in ultimate, which is not solved)",
    )
    opponent.add_argument("--two-players", action="store_true", help="two players at one keyboard")
    parser.add_argument(
        "--size",
        type=int,
        default=3,
        choices=[board.size for board in VARIANTS if kind_named(board.rule_set).sized],
        help="board size (default 3)",
    )
    parser.add_argument(
        "--rules",
        choices=RULE_SETS,
        default=K_IN_A_ROW,
        help="k-in-a-row (default), or ultimate: ultimate tic-tac-toe, nine boards in one",
    )
    parser.add_argument("--seed", type=int, help=argparse.SUPPRESS)  # repeatable computer play for tests
    from .network_run import add_network_arguments  # noqa: PLC0415

    add_network_arguments(parser, opponent)
    return parser.parse_args(argv)


def main(argv: list[str] | None = None, ask: Callable[[str], str] = input, say: Callable[[str], None] = print) -> int:
    carry_any_text()  # before the first word: --help already prints "3×3"
    args = parse_args(sys.argv[1:] if argv is None else argv)
    if args.host or args.join or args.find:
        from .network_run import run_network_game  # noqa: PLC0415

        return run_network_game(args, say)
    # argparse allowed only the levels and "unbeatable"
    level = cast(AnyLevel, LEVEL_ALIASES.get(args.level, args.level)) if args.level else None
    variant = variant_for(args.rules, args.size)  # ultimate has one board: --size is for k-in-a-row
    session = TerminalGame(ask, say, variant=variant, level=level, rng=random.Random(args.seed))
    say("Tic-Tac-Toe" if variant == VARIANTS[0] else f"Tic-Tac-Toe: {session.board_words()}")
    status = 0
    try:
        session.set_up_players(two_players=True if args.two_players else None)
        session.play_series()
    except Quit:
        say("")
    except KeyboardInterrupt:
        say("")
        status = 130
    say(session.scoreboard("Final score"))
    say("Goodbye.")
    return status
