"""How many of the package's files Python runs on the GUI thread for one click: from a click on an empty cell
(3×3, against the computer) until the computer's reply is on the board, in the real window.

    QT_QPA_PLATFORM=offscreen .venv/bin/python bench/click_path.py [--list]

sys.setprofile (which watches the calling thread only: the GUI thread) records the file of every Python call and
return while the click is handled and until the reply shows; files of the package are counted, in all and outside
qt/widgets. A count, not a time: the same on a busy machine. The window is warmed first by one game played the same
way, so first-use imports are not counted. Issue 36's target: at most 30 files in all, 15 outside qt/widgets.
"""

from __future__ import annotations

import os
import sys
import tempfile
import threading
from collections.abc import Callable
from pathlib import Path
from types import FrameType

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QCoreApplication, QEventLoop, QPoint, Qt  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from tictactoe_qt.core.modes import Mode  # noqa: E402
from tictactoe_qt.qt.session.controller import GameController  # noqa: E402
from tictactoe_qt.qt.shell.main_window import MainWindow  # noqa: E402
from tictactoe_qt.qt.shell.storage import Storage  # noqa: E402

PACKAGE = ROOT / "tictactoe_qt"


def wait_until(condition: Callable[[], bool], timeout_ms: int = 10_000) -> None:
    for _ in range(timeout_ms // 5):
        if condition():
            return
        QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 5)
        QTest.qWait(5)
    raise SystemExit("timed out waiting for the window")


def click_and_trace(window: MainWindow, cell: tuple[int, int]) -> set[str]:
    seen: set[str] = set()

    def profile(frame: FrameType, event: str, arg: object) -> None:
        seen.add(frame.f_code.co_filename)

    before = len(window.controller.game.moves)
    button = window.play_area.board.cell_button(*cell)
    sys.setprofile(profile)
    try:
        QTest.mouseClick(button, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, QPoint())
        wait_until(lambda: len(window.controller.game.moves) >= before + 2 and not window.controller.is_thinking)
        QTest.qWait(50)  # the reply's drawing and what is said of it
    finally:
        sys.setprofile(None)
    return {
        str(Path(name).resolve().relative_to(PACKAGE)) for name in seen if Path(name).resolve().is_relative_to(PACKAGE)
    }


def main() -> None:
    app = QApplication.instance() or QApplication([])
    with tempfile.TemporaryDirectory() as folder:
        controller = GameController(computer_delay_ms=0)
        window = MainWindow(controller, Storage(Path(folder) / "data", Path(folder) / "settings.ini"))
        window.show()
        QTest.qWaitForWindowExposed(window)
        # Startup's own work is not the click's: the desktop's "reduce motion" is asked on a thread after the first
        # frame (gsettings can take a second), and its answer arrives on the GUI thread.
        wait_until(lambda: not any(thread.name == "desktop-motion" for thread in threading.enumerate()))
        QTest.qWait(100)
        controller.set_mode(Mode.HUMAN_VS_COMPUTER)
        click_and_trace(window, (1, 1))  # warm: first-use imports and caches
        controller.new_game()
        QTest.qWait(1000)  # New Game's own save done: only the click's work is traced
        files = click_and_trace(window, (0, 0))
        outside = sorted(name for name in files if not name.startswith("qt/widgets/"))
        print(
            f"files of the package run on the GUI thread, click to reply shown: {len(files)} in all, "
            f"{len(outside)} outside qt/widgets"
        )
        if "--list" in sys.argv:
            print("\n".join(sorted(files)))
        window.close()
        controller.shutdown()
    app.quit()


if __name__ == "__main__":
    main()
