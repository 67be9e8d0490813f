"""Entry point for `python -m tictactoe_qt`, the `tictactoe-qt` gui-script and the frozen app."""

from __future__ import annotations

import argparse
import sys

from . import __version__


def parse_args(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="tictactoe-qt", description="Tic-Tac-Toe for the desktop.")
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    parser.add_argument("--cli", action="store_true",
                        help="play in the terminal instead (see `--cli --help` for its options)")
    parser.add_argument("--self-test", action="store_true",
                        help="play a scripted game headless through the real window, print the result and exit")
    parser.add_argument("--quit-when-shown", action="store_true", help=argparse.SUPPRESS)  # start-up benchmark
    parser.add_argument("--reset", action="store_true",
                        help="forget scores, the game in progress and preferences, then exit (the scores are backed up first)")
    # Qt's own options (-platform, -style, ...) pass through to QApplication.
    return parser.parse_known_args(argv)[0]


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if "--cli" in argv:  # before any parsing: the terminal game has options of its own
        from .cli import main as cli_main

        return cli_main([arg for arg in argv if arg != "--cli"])
    args = parse_args(argv)
    if args.self_test:
        from .qt.self_test import run_self_test

        return run_self_test()
    if args.reset:
        from .qt.app import reset_data

        return reset_data()
    from .qt.app import run  # Qt is imported only once we know a window is wanted

    return run([sys.argv[0], *argv], quit_when_shown=args.quit_when_shown)


if __name__ == "__main__":
    sys.exit(main())
