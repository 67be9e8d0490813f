"""A floor for bench/startup.py: the game's own play area (headline, the line under it, the board) alone in a main
window, showing the saved game, with the side panel's room kept: no menus, toolbar, controller or settings.

It is what the game's first frame would cost if it drew the board and nothing else, with the widgets as they are
written (they touch PySide6's `Qt` namespace, and so build its 93 enums). `--check` quits once it has painted.
"""

from __future__ import annotations

import sys

from tictactoe_qt.qt.shiboken_loader import leave_feature_imports_unwatched, leave_stub_generator_unloaded

leave_stub_generator_unloaded()  # as the game does, before PySide6 is imported
leave_feature_imports_unwatched()

from PySide6.QtCore import QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from tictactoe_qt.core import Game  # noqa: E402
from tictactoe_qt.session.view_state import board_state  # noqa: E402
from tictactoe_qt.session.words import Sentence  # noqa: E402
from tictactoe_qt.qt.widgets.play_area import PlayArea  # noqa: E402
from floor_parts import saved_moves, window_around  # noqa: E402 - beside this file, which Python puts first on the path


def main() -> int:
    size, moves = saved_moves()
    app = QApplication(sys.argv)
    play_area = PlayArea()
    window = window_around(play_area)
    game = Game(size)
    for move in moves:
        game.play(*move)
    play_area.board.show_board(board_state(game, accepts_clicks=True))
    mark = game.current_player
    play_area.show_status(Sentence("%1's turn", (mark.name,), frozenset({0})), mark, badge=True)
    window.show()
    if "--check" in sys.argv:
        QTimer.singleShot(0, lambda: (print("painted"), app.quit()))
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
