"""The running copy answers a second start by bringing its window forward, minimised or not; a second
start never hands over to a copy that is on its way out."""

from __future__ import annotations

import subprocess
import sys

from PySide6.QtCore import QTimer
from PySide6.QtNetwork import QLocalServer

from tictactoe_qt.qt.shell.single_copy import SingleCopy, socket_name


SECOND_COPY = (
    "import sys; from pathlib import Path; from PySide6.QtCore import QCoreApplication; "
    "from tictactoe_qt.qt.shell.single_copy import SingleCopy, claim_or_hand_over; "
    "app = QCoreApplication([]); print(claim_or_hand_over(SingleCopy(Path(sys.argv[1]))))"
)


def second_start(folder) -> subprocess.Popen[str]:
    """The second copy's start-up decision, made in a process of its own while this one's event loop answers."""
    return subprocess.Popen([sys.executable, "-c", SECOND_COPY, str(folder)], stdout=subprocess.PIPE, text=True)


def decision(qtbot, process: subprocess.Popen[str]) -> str:
    qtbot.waitUntil(lambda: process.poll() is not None, timeout=15_000)
    return process.stdout.read().strip()


def test_a_second_start_brings_the_minimised_window_forward(window, qtbot, tmp_path):
    running = SingleCopy(tmp_path)
    assert running.claim()
    assert not SingleCopy(tmp_path).claim()  # held: a second copy on this folder must not play
    running.answer_second_starts(window)
    window.showMinimized()
    qtbot.waitUntil(window.isMinimized)
    assert decision(qtbot, second_start(tmp_path)) == "False"  # handed over: the second copy ends
    assert not window.isMinimized() and window.isVisible()
    running.release()
    assert SingleCopy(tmp_path).claim()  # let go when the game quits


def test_a_second_start_runs_itself_when_the_copy_holding_the_lock_is_quitting(qtbot, tmp_path):
    quitting = SingleCopy(tmp_path)
    assert quitting.claim()
    deaf = QLocalServer()  # its socket still takes connections, but nothing is left to answer them
    assert deaf.listen(socket_name(tmp_path))
    QTimer.singleShot(1500, lambda: (deaf.close(), quitting.release()))  # and then it is gone
    assert decision(qtbot, second_start(tmp_path)) == "True"  # it runs, not hand over to a window that went away
