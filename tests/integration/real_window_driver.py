"""Run under Xvfb by test_real_window.py: the real app on the xcb platform, clicked with real X events.

Prints one JSON line: the moves that reached the game and how many board pixels changed.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import time

os.environ["QT_QPA_PLATFORM"] = "xcb"

from tictactoe_qt.qt.shell.app import create_application
from tictactoe_qt.qt.session.controller import GameController
from tictactoe_qt.qt.shell.main_window import MainWindow
from tictactoe_qt.qt.shell.storage import Storage


def wait(app, until, seconds: float = 5.0) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        app.processEvents()
        if until():
            return True
        time.sleep(0.01)
    return False


def board_image(app, window):
    """What the X server shows of the board: a real screenshot, not the widget painting itself."""
    board = window.play_area.board
    top_left = board.mapToGlobal(board.rect().topLeft())
    return window.screen().grabWindow(0, top_left.x(), top_left.y(), board.width(), board.height()).toImage()


def main() -> None:
    screenshot_path = sys.argv[1]
    app = create_application([sys.argv[0]])
    scratch = tempfile.mkdtemp()
    window = MainWindow(GameController(computer_delay_ms=0), Storage(scratch + "/data", scratch + "/s.ini"))
    window.appearance.reduce_motion_action.setChecked(True)
    window.move(0, 0)
    window.show()
    wait(app, lambda: window.isVisible() and window.windowHandle().isExposed())
    wait(app, lambda: False, 0.5)  # let the first frame reach the server
    empty = board_image(app, window)
    for row, col in ((1, 1), (0, 0), (2, 2)):
        cell = window.play_area.board.cell_button(row, col)
        centre = cell.mapToGlobal(cell.rect().center())
        before = len(window.controller.game.moves)
        subprocess.run(["xdotool", "mousemove", str(centre.x()), str(centre.y()), "click", "1"], check=True)
        wait(app, lambda: len(window.controller.game.moves) > before)  # waited for before the loop moves on
    wait(app, lambda: False, 0.5)
    played = board_image(app, window)
    played.save(screenshot_path)
    changed = sum(
        empty.pixel(x, y) != played.pixel(x, y)
        for x in range(0, played.width(), 2)
        for y in range(0, played.height(), 2)
    )
    print(
        json.dumps(
            {
                "platform": app.platformName(),
                "moves": [list(m) for m in window.controller.game.moves],
                "changed_pixels": changed,
                "sampled_pixels": (played.width() // 2) * (played.height() // 2),
            }
        )
    )
    window.close()


if __name__ == "__main__":
    main()
