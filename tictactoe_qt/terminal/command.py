"""The terminal game's command line: local play, or network play with --host, --join or --find.

    python -m tictactoe_qt.terminal [--level LEVEL | --two-players] [--size N]
    tictactoe-qt --cli ...
"""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Callable

from ..core.ai import LEVELS
from ..core.variants import VARIANTS
from .local import LEVEL_ALIASES, Quit, TerminalGame
from .text import HELP_PHRASES, fit_to_terminal


def parse_args(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="tictactoe-qt --cli",
        description="Tic-Tac-Toe in the terminal: two players at one keyboard, or one against the computer.",
        formatter_class=argparse.RawDescriptionHelpFormatter,
        epilog="\n".join(fit_to_terminal(phrases) for phrases in (
            HELP_PHRASES, ("After each game the scores are shown", "and the players swap marks, so each starts in turn."),
            ("r, during or after a game, reviews it move by move:", "the exact value before and after each move,",
             "and why each mistake was one."),
            ("End of input (Ctrl+D) or Ctrl+C stops the game", "and prints the scores so far."))),
    )
    opponent = parser.add_mutually_exclusive_group()
    opponent.add_argument("--level", choices=[*LEVELS, "unbeatable"],
                          help="play against the computer at this level (unbeatable = perfect)")
    opponent.add_argument("--two-players", action="store_true", help="two players at one keyboard")
    parser.add_argument("--size", type=int, default=3, choices=[size for size, _ in VARIANTS],
                        help="board size (default 3)")
    parser.add_argument("--seed", type=int, help=argparse.SUPPRESS)  # repeatable computer play for tests
    from .network_run import add_network_arguments  # noqa: PLC0415

    add_network_arguments(parser, opponent)
    return parser.parse_args(argv)


def main(argv: list[str] | None = None, ask: Callable[[str], str] = input,
         say: Callable[[str], None] = print) -> int:
    args = parse_args(sys.argv[1:] if argv is None else argv)
    if args.host or args.join or args.find:
        from .network_run import run_network_game  # noqa: PLC0415

        return run_network_game(args, say)
    level = LEVEL_ALIASES.get(args.level, args.level) if args.level else None
    session = TerminalGame(ask, say, size=args.size, level=level, rng=random.Random(args.seed))
    say("Tic-Tac-Toe")
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

