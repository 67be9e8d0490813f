"""Creating the QApplication: identity, icon and the compiled resources."""

from __future__ import annotations

import os
import signal
import sys
import time
from collections.abc import Callable
from typing import NoReturn, cast

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication, QWidget

from ... import __version__
from ..assets import icon_path
from ...session.computer_player import hold_searches, release_searches
from .main_window import MainWindow
from .single_copy import SingleCopy, claim_or_hand_over
from .storage import Storage
from .translations import install_translators


def _identify(app: QCoreApplication) -> None:
    # These names decide where QSettings and QStandardPaths keep the game's files.
    app.setApplicationName("tictactoe-qt")
    app.setOrganizationName("tictactoe-qt")
    app.setApplicationVersion(__version__)


# The searches run in a Python thread, which holds the GIL for up to this long whenever the GUI
# thread wants it. A repaint asks for it dozens of times (every paintEvent and layout callback),
# so the waits add up: with Python's default 5 ms pauses reached 70 ms; 0.5 ms gave a p99 of
# 15 ms and 0.1 ms one of 8–11 ms with every advisor searching on 4×4 (bench/gui_gap.py). The
# search pays nothing while the GUI thread sleeps, which is nearly always.
GIL_SWITCH_INTERVAL_S = 0.0001
# bench/startup.py names a file descriptor here; the game writes on it when its window has painted and is complete.
START_UP_REPORT = "TICTACTOE_QT_START_UP_REPORT"


def create_application(argv: list[str] | None = None) -> QApplication:
    sys.setswitchinterval(GIL_SWITCH_INTERVAL_S)
    app = cast(QApplication, QApplication.instance() or QApplication(sys.argv if argv is None else argv))
    _identify(app)
    app.setApplicationDisplayName("Tic-Tac-Toe")
    app.setDesktopFileName("io.github.tictactoe_qt.TicTacToe")  # matches the .desktop entry
    app.setWindowIcon(QIcon(icon_path("tictactoe")))
    return app


def reset_data() -> int:
    """`--reset`: clear the saved data without opening a window (so it works without a display)."""
    app = QCoreApplication.instance() or QCoreApplication(sys.argv[:1])
    _identify(app)
    storage = Storage()
    storage.problem.connect(lambda message: print(message, file=sys.stderr))
    storage.saving_failed.connect(lambda message: print(message, file=sys.stderr))
    if not SingleCopy(storage.data_dir).claim():
        print(
            "Tic-Tac-Toe is running: quit it first, then reset (it would save everything again as it quits).",
            file=sys.stderr,
        )
        return 1
    if not storage.reset():
        return 1
    print(
        f"Scores, the game in progress and preferences were cleared; backups of the scores are in {storage.backup_dir}"
    )
    return 0


class _AfterFirstPaint(QObject):
    """Calls `then` once `window` has painted for the first time (an event filter until then)."""

    def __init__(self, window: QWidget, then: Callable[[], object]) -> None:
        super().__init__(window)
        self._then = then
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            QTimer.singleShot(0, self._then)  # once this paint is done
        return False


# The longest the rest of the start waits for the panel's first paint: a panel folded into a narrow window's
# drawer paints only once the drawer opens, and a review restored at start shows its own panel instead.
PANEL_PAINT_WAIT_MS = 300


def complete_after_first_paint(window: MainWindow, then: Callable[[], object]) -> None:
    """Once the window's first frame is painted, complete it (the side panel, network play); `then` once the
    panel in the side panel's place has painted too, or PANEL_PAINT_WAIT_MS later if it does not (searches wait
    for `then`: one would hold the GIL against the panel's first paint)."""
    done = False

    def once() -> None:
        nonlocal done
        if not done:
            done = True
            then()

    def after_first_paint() -> None:
        report_start_up("painted")
        if window.is_complete:  # built whole (see MainWindow): nothing more to come
            once()
            return
        window.complete()  # the side panel, in the room the first frame kept for it
        for panel in (window.side_panel, window.review_panel):
            if panel is not None:
                _AfterFirstPaint(panel, once)
        QTimer.singleShot(PANEL_PAINT_WAIT_MS, once)

    # Watched from here: a Python event filter over the window's earlier events costs start-up time too.
    _AfterFirstPaint(window, after_first_paint)


class _FileOpenEvents(QObject):
    """Opens the saved game of each QFileOpenEvent: how macOS's Finder hands a document to a running app."""

    def __init__(self, parent: QObject, open_file: Callable[[str], object]) -> None:
        super().__init__(parent)
        self._open_file = open_file

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.FileOpen:
            from PySide6.QtGui import QFileOpenEvent  # noqa: PLC0415 - only ever on macOS, after the first frame

            self._open_file(cast(QFileOpenEvent, event).file())
            return True
        return False


def run(argv: list[str] | None = None, *, quit_when_shown: bool = False, open_file: str | None = None) -> NoReturn:
    """Open the window (and in it the saved game at `open_file`), or hand both to the copy already running."""
    # Ctrl+C in the terminal that started the game quits it (Qt's loop never hands Python the signal).
    signal.signal(signal.SIGINT, signal.SIG_DFL)
    app = create_application(argv)
    storage = Storage()
    install_translators(app, storage.saved_language())  # before any widget is made
    single_copy = SingleCopy(storage.data_dir)
    if open_file is not None:
        open_file = os.path.abspath(open_file)  # the running copy has a working folder of its own
    may_run = claim_or_hand_over(single_copy, open_file)
    if not may_run:
        exit_now(_tell_about_running_copy(handed_over=may_run is False))
    hold_searches()  # the saved game may set the computer or the advisor thinking: after the first frame
    window = MainWindow(storage=storage, board_first=True)
    window.show()

    def when_complete() -> None:
        report_start_up("complete")
        release_searches()  # a search would hold the GIL against the panel's first paint
        single_copy.answer_second_starts(window, window.files.open_path)
        app.installEventFilter(_FileOpenEvents(app, window.files.open_path))  # macOS hands files over this way
        if open_file is not None:
            window.files.open_path(open_file)

    complete_after_first_paint(window, when_complete)
    if quit_when_shown:  # for bench/bundle.py: the time to a painted window, then out
        QTimer.singleShot(0, app.quit)
    code = app.exec()
    single_copy.release()
    exit_now(code)


def report_start_up(*stages: str) -> None:
    """For bench/startup.py: each stage reached, with the monotonic clock's time (the bench's clock too)."""
    descriptor = os.environ.get(START_UP_REPORT)
    if descriptor:
        now = time.monotonic()
        os.write(int(descriptor), "".join(f"{stage} {now:.6f}\n" for stage in stages).encode())


def _tell_about_running_copy(handed_over: bool) -> int:
    """Another copy plays from the same files, and its window is forward (or could not be reached)."""
    if handed_over:
        print("Tic-Tac-Toe is already running: its window was brought forward.", file=sys.stderr)
        return 0
    from PySide6.QtWidgets import QMessageBox  # noqa: PLC0415 - its first use costs ~1 ms: not on every start's path

    QMessageBox.information(
        None,
        QCoreApplication.translate("SingleCopy", "Tic-Tac-Toe"),
        QCoreApplication.translate(
            "SingleCopy", "Tic-Tac-Toe is already running. Switch to its window to go on playing."
        ),
    )
    return 1


def exit_now(code: int) -> NoReturn:
    """End the process once the event loop has returned.

    Everything worth keeping was written when the window closed (each file synced or committed),
    and no search is left running. What remains is Python's and Qt's teardown of every object,
    which took ~130 ms between the window closing and the process ending (bench/background.py).
    """
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(code)
