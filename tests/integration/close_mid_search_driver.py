"""Run by test_quit.py and bench/background.py: the real app, closed while its searches are busy.

    python close_mid_search_driver.py game|bare

`game`: the main window with saved data, prediction and analysis on, and a 5×5 game opened
from a file against the Unbeatable computer, in a position off its strategy book (where it
searches rather than looks up), the computer to move; closed the moment the computer is
searching and the prediction waits for the thread. `bare`: a plain QMainWindow closed at once,
the floor to compare with. Prints "closing" just before closing the window; the caller times
from that line to the process's end.
"""

from __future__ import annotations

import os
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication, QMainWindow  # noqa: E402


def close_when(window, ready) -> None:
    def poll() -> None:
        if ready():
            print("closing", flush=True)
            window.close()
        else:
            QTimer.singleShot(2, poll)

    QTimer.singleShot(0, poll)


def main() -> int | None:
    if sys.argv[1:] == ["bare"]:
        app = QApplication(sys.argv[:1])
        window = QMainWindow()
        window.show()
        close_when(window, lambda: True)
        return app.exec()
    from tictactoe_qt.core import Game, Player
    from tictactoe_qt.core.records import SavedGame
    from tictactoe_qt.core.score import Mode
    from tictactoe_qt.qt.app import create_application, exit_now
    from tictactoe_qt.qt.main_window import MainWindow
    from tictactoe_qt.qt.storage import Storage

    app = create_application(sys.argv[:1])
    window = MainWindow(storage=Storage())
    window.show()
    c = window.controller
    window.prediction_action.setChecked(True)
    window.analysis_action.setChecked(True)
    game = Game(5, 4)
    game.play(0, 0)
    game.play(4, 4)  # the strategy book answers X(0,0) in the centre: this position is off it
    c.load_saved_game(SavedGame(game, Mode.HUMAN_VS_COMPUTER, "perfect", {Player.X: "Computer", Player.O: "Ann"},
                                computer_mark=Player.X))
    searches = c.background_searches
    # The searches share one thread: the computer's runs first, the prediction waits its turn.
    close_when(window, lambda: searches["computer"].running_searches and searches["prediction"].is_busy)
    exit_now(app.exec())  # as the app's run() ends


if __name__ == "__main__":
    sys.exit(main())
