"""Pictures of the window for the README and for reviewing the look: every theme, English and Chinese,
the default size, the smallest and a full-HD screen, with a game in progress, won and with advice on, on 3×3
and in ultimate tic-tac-toe, and the review of a game with a mistake (its marked move chosen) in each theme at the
smallest size and on full HD.

    .venv/bin/python scripts/screenshots.py OUT_DIR [--readme]

It draws offscreen (no display needed); --readme also refreshes docs/screenshot*.png.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication

from tictactoe_qt.core.kinds import VARIANTS, variant_of_key
from tictactoe_qt.qt.shell.app import create_application
from tictactoe_qt.qt.shell.main_window import MainWindow
from tictactoe_qt.qt.shell.storage import Storage

ROOT = Path(__file__).resolve().parent.parent
# An ultimate game 31 moves in (seeded random play): X has won C3 and A1, O has won B3 and C1, and X's last move,
# C2 b1, sends O to board B1.
ULTIMATE_MOVES = (
    "C3 b1",
    "B1 c3",
    "C3 b3",
    "B3 a2",
    "A2 c3",
    "C3 a1",
    "A1 c2",
    "C2 c1",
    "C1 c2",
    "C2 a1",
    "A1 c1",
    "C1 a2",
    "A2 c1",
    "C1 a3",
    "A3 b3",
    "B3 a1",
    "A1 b3",
    "B3 a3",
    "A3 c3",
    "C3 c1",
    "C1 c1",
    "C1 c3",
    "C3 b2",
    "B2 a1",
    "A1 a3",
    "A3 a3",
    "A3 c1",
    "C1 b3",
    "A1 c3",
    "C2 c2",
    "C2 b1",
)
# (file name, theme, language, size or None for the default, moves as players name them, advice on, board's key)
SHOTS = (
    ("default-light", "light", "en", None, ("b2", "a1", "c3", "a3", "a2", "c1", "b1"), False, "3x3-3"),
    ("default-won", "light", "en", None, ("b1", "a1", "b2", "a2", "b3"), False, "3x3-3"),
    ("small-light", "light", "en", "minimum", ("b2", "a1"), False, "3x3-3"),
    ("fullhd-light", "light", "en", (1920, 1080), ("b2", "a1", "c3"), True, "3x3-3"),
    ("default-dark", "dark", "en", None, ("b2", "a1", "c3"), True, "3x3-3"),
    ("default-contrast", "high-contrast", "en", None, ("b2", "a1", "c3"), False, "3x3-3"),
    ("default-zh", "light", "zh_CN", None, ("b2", "a1", "c3"), True, "3x3-3"),
    ("dark-zh", "dark", "zh_CN", None, ("b1", "a1", "b2", "a2", "b3"), False, "3x3-3"),
    ("contrast-zh", "high-contrast", "zh_CN", None, ("b2",), True, "3x3-3"),
    ("ultimate-light", "light", "en", None, ULTIMATE_MOVES, False, "ultimate"),
    ("ultimate-advice", "light", "en", None, ULTIMATE_MOVES[:-9], True, "ultimate"),
    ("ultimate-dark", "dark", "en", None, ULTIMATE_MOVES, False, "ultimate"),
    ("ultimate-small", "light", "en", "minimum", ULTIMATE_MOVES, False, "ultimate"),
    ("ultimate-zh", "light", "zh_CN", None, ULTIMATE_MOVES[:-9], True, "ultimate"),
)
# Bob's a1 lets Alice block at c3 with two threats at once: the review marks it, and shows a2 instead.
MISTAKE = ("a3", "b2", "c1", "a1", "c3", "b3", "c2")
REVIEW_SHOTS = tuple(
    (name, theme, language, size, MISTAKE, False, "3x3-3")
    for name, theme, language, size in (
        ("review-light", "light", "en", None),
        ("review-small-light", "light", "en", "minimum"),
        ("review-fullhd-light", "light", "en", (1920, 1080)),
        ("review-small-dark", "dark", "en", "minimum"),
        ("review-fullhd-dark", "dark", "en", (1920, 1080)),
        ("review-small-contrast", "high-contrast", "en", "minimum"),
        ("review-fullhd-contrast", "high-contrast", "en", (1920, 1080)),
        ("review-zh", "light", "zh_CN", None),
    )
)
README_SHOTS = {
    "default-won": "screenshot.png",
    "default-dark": "screenshot-dark.png",
    "default-zh": "screenshot-zh_CN.png",
    "ultimate-light": "screenshot-ultimate.png",
    "ultimate-advice": "screenshot-ultimate-advice.png",
    "review-light": "screenshot-review.png",
}


def _shoot(
    app: QApplication,
    folder: Path,
    name: str,
    theme: str,
    language: str,
    size: object,
    moves: tuple[str, ...],
    advice: bool,
    board: str,
) -> Path:
    with tempfile.TemporaryDirectory() as home:
        storage = Storage(Path(home), Path(home) / "settings.ini")
        window = MainWindow(storage=storage)
        window.appearance.choose_theme(theme)
        window.appearance.choose_language(language)
        window.controller.set_name(0, "Alice")
        window.controller.set_name(1, "Bob")
        window.controller.set_variant(variant_of_key(board) or VARIANTS[0])
        if advice:
            window.game_actions.prediction_action.setChecked(True)
            window.game_actions.analysis_action.setChecked(True)
        window.show()
        if size == "minimum":
            window.resize(window.minimumSizeHint())
        elif isinstance(size, tuple):
            window.resize(*size)
        for move in moves:
            window.controller.play(*window.controller.game.parse_move(move))
        deadline = time.monotonic() + 10
        for _ in range(60):  # let animations and the advice settle
            app.processEvents()
            time.sleep(0.015)
        while (
            any(search.is_busy for search in window.controller.background_searches.values())
            and time.monotonic() < deadline
        ):
            app.processEvents()
            time.sleep(0.015)
        for _ in range(20):
            app.processEvents()
            time.sleep(0.015)
        if name.startswith("review"):  # the review of the game, at its first marked move
            window.game_actions.review_action.trigger()
            review = window.controller.review
            while review is not None and not review.done:
                app.processEvents()
                time.sleep(0.015)
            window.game_actions.next_mistake_action.trigger()
            for _ in range(30):
                app.processEvents()
                time.sleep(0.015)
        path = folder / f"{name}.png"
        window.grab().save(str(path))
        window.appearance.choose_language("en")
        window.close()
        return path


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", type=Path)
    parser.add_argument("--readme", action="store_true", help="also refresh docs/screenshot*.png")
    parser.add_argument("--only", help=argparse.SUPPRESS)  # one picture, in a process of its own
    args = parser.parse_args()
    args.folder.mkdir(parents=True, exist_ok=True)
    if args.only:
        app = create_application(sys.argv[:1])
        shot = next(shot for shot in (*SHOTS, *REVIEW_SHOTS) if shot[0] == args.only)
        print(_shoot(app, args.folder, *shot))
        return 0
    # A process a picture: the application's palette is shared by every window it makes, and a window made
    # under one theme's palette keeps some of it when the next is chosen.
    for name, *_ in (*SHOTS, *REVIEW_SHOTS):
        subprocess.run([sys.executable, __file__, str(args.folder), "--only", name], check=True)
        if args.readme and name in README_SHOTS:
            shutil.copyfile(args.folder / f"{name}.png", ROOT / "docs" / README_SHOTS[name])
    return 0


if __name__ == "__main__":
    sys.exit(main())
