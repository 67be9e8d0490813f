"""Run by bench/background.py and tests/integration/test_quit.py: the real app, closed while its searches are busy.

    python bench/drivers/close_mid_search.py game|bare

`game`: the main window with saved data, prediction and analysis on, and a 5×5 game opened
from a file against the Unbeatable computer, in a position off its strategy book (where it
searches rather than looks up), the computer to move; closed the moment a search (the
computer's, then the prediction's) is running. `bare`: a plain QMainWindow closed at once,
the floor to compare with. Prints "closing" just before closing the window; the caller times
from that line to the process's end.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMainWindow

if TYPE_CHECKING:
    from tictactoe_qt.qt.session.controller import GameController
    from tictactoe_qt.qt.shell.main_window import MainWindow


def close_when(window: QMainWindow, ready: Callable[[], bool]) -> None:
    def poll() -> None:
        if ready():
            print("closing", flush=True)
            window.close()
        else:
            QTimer.singleShot(2, poll)

    QTimer.singleShot(0, poll)


def open_game_window() -> tuple[QApplication, MainWindow]:
    """The app's window with its saved data and every advisor on, shown (also used by bench/)."""
    from tictactoe_qt.qt.shell.app import create_application
    from tictactoe_qt.qt.shell.main_window import MainWindow
    from tictactoe_qt.qt.shell.storage import Storage

    app = create_application(sys.argv[:1])
    window = MainWindow(storage=Storage())
    window.show()
    window.game_actions.prediction_action.setChecked(True)
    window.game_actions.analysis_action.setChecked(True)
    return app, window


def open_off_the_book(controller: GameController) -> None:
    """A 5×5 game opened from a file against Unbeatable, off its strategy book and past the values shipped for
    the first four stones, the computer (O) to move: here everything searches."""
    from tictactoe_qt.core import Game, Player
    from tictactoe_qt.core.records import SavedGame
    from tictactoe_qt.core.modes import Mode

    game = Game(5, 4)
    for move in ((0, 1), (4, 3), (1, 0), (3, 4), (2, 0)):
        game.play(*move)
    controller.load_saved_game(
        SavedGame(
            game, Mode.HUMAN_VS_COMPUTER, "perfect", {Player.X: "Ann", Player.O: "Computer"}, computer_mark=Player.O
        )
    )


def main() -> int | None:
    if sys.argv[1:] == ["bare"]:
        app = QApplication(sys.argv[:1])
        window = QMainWindow()
        window.show()
        close_when(window, lambda: True)
        return app.exec()
    from tictactoe_qt.qt.shell.app import exit_now

    app, window = open_game_window()
    open_off_the_book(window.controller)
    searches = window.controller.background_searches
    # The searches share one thread: the computer's runs first, then the prediction's. Any moment
    # one of them is running will do (the computer's may be over before the event loop starts).
    close_when(window, lambda: any(search.running_searches for search in searches.values()))
    exit_now(app.exec())  # as the app's run() ends


if __name__ == "__main__":
    sys.exit(main())
