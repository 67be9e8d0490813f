"""Creating the QApplication: identity, icon and the compiled resources."""

from __future__ import annotations

import signal
import sys

from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication

from .. import __version__
from .main_window import MainWindow


def create_application(argv: list[str] | None = None) -> QApplication:
    app = QApplication.instance() or QApplication(sys.argv if argv is None else argv)
    app.setApplicationName("tictactoe-qt")
    app.setApplicationDisplayName("Tic-Tac-Toe")
    app.setOrganizationName("tictactoe-qt")
    app.setApplicationVersion(__version__)
    app.setDesktopFileName("tictactoe-qt")
    app.setWindowIcon(QIcon(":/icons/tictactoe.svg"))
    return app


def run(argv: list[str] | None = None) -> int:
    # Ctrl+C in the terminal that started the game quits it (Qt's loop never hands Python the signal).
    signal.signal(signal.SIGINT, signal.SIG_DFL)
    app = create_application(argv)
    window = MainWindow()
    window.show()
    return app.exec()
