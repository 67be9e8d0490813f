"""Entry point for `python -m tictactoe_qt`, the `tictactoe-qt` gui-script and the frozen app."""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Mapping
from pathlib import Path

from . import __version__
from .console import carry_any_text

APP_NAME = "tictactoe-qt"
# Diagnostics no player needs (a stranger's connection hung up on, discovery unavailable) are logged
# at INFO, which nothing prints unless asked: TICTACTOE_QT_LOG=info (or debug) prints them on stderr.
LOG_VARIABLE = "TICTACTOE_QT_LOG"
LOG_LEVELS = ("debug", "info", "warning", "error")
# Qt's own options, which pass through to QApplication: those followed by a value, and flags.
QT_OPTIONS_WITH_VALUE = frozenset(
    {
        "-platform",
        "-platformpluginpath",
        "-platformtheme",
        "-plugin",
        "-style",
        "-stylesheet",
        "-qwindowgeometry",
        "-qwindowicon",
        "-qwindowtitle",
        "-display",
        "-geometry",
        "-title",
        "-name",
        "-session",
        "-qmljsdebugger",
    }
)
QT_FLAGS = frozenset({"-reverse", "-widgetcount", "-nograb", "-dograb", "-sync", "-visual"})


def parse_args(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="tictactoe-qt", description="Tic-Tac-Toe for the desktop.")
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    parser.add_argument(
        "--cli", action="store_true", help="play in the terminal instead (see `--cli --help` for its options)"
    )
    parser.add_argument(
        "--self-test",
        action="store_true",
        help="play a scripted game headless through the real window, print the result and exit",
    )
    parser.add_argument("--quit-when-shown", action="store_true", help=argparse.SUPPRESS)  # start-up benchmark
    parser.add_argument(
        "--reset",
        action="store_true",
        help="forget scores, the game in progress and preferences, then exit (the scores are backed up first)",
    )
    parser.usage = "%(prog)s [options] [FILE]"
    parser.epilog = "FILE: a saved game to open (as Game ▸ Open Saved Game… does), as a file manager passes it."
    args, rest = parser.parse_known_args(argv)
    args.file = None
    qt_arguments = iter(rest)
    for arg in qt_arguments:  # Qt's own options (-platform, -style, ...) pass through to QApplication
        option = arg.split("=", 1)[0]
        if option in QT_OPTIONS_WITH_VALUE and "=" not in arg:
            next(qt_arguments, None)
        elif (arg == "" or not arg.startswith("-")) and args.file is None:
            args.file = arg  # a saved game to open
        elif option not in QT_OPTIONS_WITH_VALUE | QT_FLAGS:
            parser.error(f"unrecognised argument: {arg}")  # the usage, and exit status 2
    return args


def missing_display(argv: list[str], environ: Mapping[str, str] = os.environ) -> str | None:
    """On Linux, why no window can open here (no X11 or Wayland display), or None.

    Without this Qt aborts (status 134) with a message about xcb-cursor0 that misleads.
    """
    if not sys.platform.startswith("linux"):
        return None
    platform = environ.get("QT_QPA_PLATFORM", "")
    if "-platform" in argv[:-1]:
        platform = argv[argv.index("-platform") + 1]
    platform = platform.split(":", 1)[0]
    if platform not in ("", "xcb", "wayland", "wayland-egl"):
        return None  # offscreen, vnc, eglfs…: no display server needed
    wayland = platform != "xcb" and bool(environ.get("WAYLAND_DISPLAY"))
    if wayland or (platform in ("", "xcb") and _x_display_reachable(environ.get("DISPLAY", ""))):
        return None
    if environ.get("DISPLAY"):
        return f"the display {environ['DISPLAY']} could not be found"
    return "no display was found (DISPLAY and WAYLAND_DISPLAY are not set)"


def _x_display_reachable(display: str) -> bool:
    if not display:
        return False
    host, _, number = display.rpartition(":")
    if host not in ("", "unix"):
        return True  # over the network (ssh -X): only Qt can tell
    return Path(f"/tmp/.X11-unix/X{number.split('.')[0]}").exists()


def configure_logging(environ: Mapping[str, str] = os.environ) -> None:
    """Print the program's log on stderr from the level TICTACTOE_QT_LOG names; otherwise only warnings.

    The terminal game sets up its own log (terminal/network_run.py): it shows INFO there, where the player
    watching a host wants to know who was turned away.
    """
    level = environ.get(LOG_VARIABLE, "").strip().lower()
    if level in LOG_LEVELS:
        import logging  # noqa: PLC0415 - only when asked: every millisecond of start-up counts

        logging.basicConfig(
            level=level.upper(), format="%(asctime)s %(name)s %(levelname)s: %(message)s", stream=sys.stderr
        )


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    carry_any_text()  # what is printed (the self-test, --help, a missing display) never fails on its encoding
    configure_logging()
    if "--cli" in argv:  # before any parsing: the terminal game has options of its own
        from .terminal.command import main as cli_main  # noqa: PLC0415 - Qt and the front ends load once the command line says which

        return cli_main([arg for arg in argv if arg != "--cli"])
    from .qt.shiboken_loader import (  # noqa: PLC0415 - Qt and the front ends load once the command line says which
        leave_feature_imports_unwatched,
        leave_stub_generator_unloaded,
    )

    leave_stub_generator_unloaded()  # before anything imports PySide6: ~10 ms of every start
    # A double-click or a plain `tictactoe-qt` has nothing to parse: setting up argparse costs ~5 ms of start-up.
    args = (
        parse_args(argv) if argv else argparse.Namespace(self_test=False, reset=False, quit_when_shown=False, file=None)
    )
    if args.self_test:
        leave_feature_imports_unwatched()
        from .qt.shell.self_test import run_self_test  # noqa: PLC0415 - Qt and the front ends load once the command line says which

        return run_self_test()
    if args.reset:
        leave_feature_imports_unwatched()
        from .qt.shell.app import reset_data  # noqa: PLC0415 - Qt and the front ends load once the command line says which

        return reset_data()
    problem = missing_display(argv)
    if problem is not None:
        print(
            f"{APP_NAME}: {problem}, so the window cannot open. `{APP_NAME} --cli` plays in the terminal.",
            file=sys.stderr,
        )
        return 1
    leave_feature_imports_unwatched()  # imports PySide6 before the Qt layer's modules: ~17 ms from source
    from .qt.shell.app import run  # noqa: PLC0415 - Qt is imported only once we know a window is wanted

    # The program's name, not "__main__.py", is what the window manager sees as the window's class.
    return run([APP_NAME, *argv], quit_when_shown=args.quit_when_shown, open_file=args.file)


if __name__ == "__main__":
    sys.exit(main())
