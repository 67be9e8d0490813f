"""Pictures of the window for the README and for reviewing the look: every theme, English and Chinese,
the default size, the smallest and a full-HD screen, with a game in progress, won and with advice on, and the
review of a game with a mistake (its marked move chosen) in each theme at the smallest size and on full HD.

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

from tictactoe_qt.qt.shell.app import create_application
from tictactoe_qt.qt.shell.main_window import MainWindow
from tictactoe_qt.qt.shell.storage import Storage

ROOT = Path(__file__).resolve().parent.parent
# (file name, theme, language, size or None for the default, moves a1-style, advice on)
SHOTS = (
    ("default-light", "light", "en", None, ("b2", "a1", "c3", "a3", "a2", "c1", "b1"), False),
    ("default-won", "light", "en", None, ("b1", "a1", "b2", "a2", "b3"), False),
    ("small-light", "light", "en", "minimum", ("b2", "a1"), False),
    ("fullhd-light", "light", "en", (1920, 1080), ("b2", "a1", "c3"), True),
    ("default-dark", "dark", "en", None, ("b2", "a1", "c3"), True),
    ("default-contrast", "high-contrast", "en", None, ("b2", "a1", "c3"), False),
    ("default-zh", "light", "zh_CN", None, ("b2", "a1", "c3"), True),
    ("dark-zh", "dark", "zh_CN", None, ("b1", "a1", "b2", "a2", "b3"), False),
    ("contrast-zh", "high-contrast", "zh_CN", None, ("b2",), True),
)
# Bob's a1 lets Alice block at c3 with two threats at once: the review marks it, and shows a2 instead.
MISTAKE = ("a3", "b2", "c1", "a1", "c3", "b3", "c2")
REVIEW_SHOTS = (
    ("review-light", "light", "en", None, MISTAKE, False),
    ("review-small-light", "light", "en", "minimum", MISTAKE, False),
    ("review-fullhd-light", "light", "en", (1920, 1080), MISTAKE, False),
    ("review-small-dark", "dark", "en", "minimum", MISTAKE, False),
    ("review-fullhd-dark", "dark", "en", (1920, 1080), MISTAKE, False),
    ("review-small-contrast", "high-contrast", "en", "minimum", MISTAKE, False),
    ("review-fullhd-contrast", "high-contrast", "en", (1920, 1080), MISTAKE, False),
    ("review-zh", "light", "zh_CN", None, MISTAKE, False),
)
README_SHOTS = {"default-won": "screenshot.png", "default-dark": "screenshot-dark.png", "default-zh": "screenshot-zh_CN.png",
                "review-light": "screenshot-review.png"}


def _cell(name: str, size: int) -> tuple[int, int]:
    return size - int(name[1:]), ord(name[0]) - ord("a")


def _shoot(app: QApplication, folder: Path, name: str, theme: str, language: str, size: object,
           moves: tuple[str, ...], advice: bool) -> Path:
    with tempfile.TemporaryDirectory() as home:
        storage = Storage(Path(home), Path(home) / "settings.ini")
        window = MainWindow(storage=storage)
        window.appearance.choose_theme(theme)
        window.appearance.choose_language(language)
        window.controller.set_name(0, "Alice")
        window.controller.set_name(1, "Bob")
        if advice:
            window.game_actions.prediction_action.setChecked(True)
            window.game_actions.analysis_action.setChecked(True)
        window.show()
        if size == "minimum":
            window.resize(window.minimumSizeHint())
        elif isinstance(size, tuple):
            window.resize(*size)
        for move in moves:
            window.controller.play(*_cell(move, window.controller.game.size))
        for _ in range(60):  # let animations and the advice settle
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
