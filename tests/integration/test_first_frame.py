"""The first frame draws, nothing more: what the first window does not show is imported when first used.

Checks a set, not a time: new code that wants to be on the path to the first frame has to be let in here.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

DRIVER = Path(__file__).with_name("first_frame_driver.py")
# Imported on first use, never before the first frame: network play (its menu, the Qt sockets, the seat, the
# dialogs, the protocol, discovery), the side panel and its widgets (the window keeps their room and builds them a
# frame later), the terminal game, the help, and the engine with its books (core.levels names the levels and
# outcomes the window shows; a search imports core.ai when it is first asked for), and the review.
NOT_ON_THE_FIRST_FRAME = (
    "tictactoe_qt.qt.shell.network_play",
    "tictactoe_qt.qt.shell.peer_questions",
    "tictactoe_qt.qt.shell.rejoin",
    "tictactoe_qt.qt.network.lan_transport",
    "tictactoe_qt.qt.session.network_seat",
    "tictactoe_qt.qt.widgets.network_dialogs",
    "tictactoe_qt.net.",
    "tictactoe_qt.terminal",
    "zeroconf",
    "ifaddr",
    "PySide6.QtNetwork",
    "tictactoe_qt.qt.widgets.side_panel",
    "tictactoe_qt.qt.widgets.score_board",
    "tictactoe_qt.qt.widgets.seat_names",
    "tictactoe_qt.qt.widgets.segmented",
    "tictactoe_qt.qt.widgets.move_list_view",
    "tictactoe_qt.qt.widgets.heading",
    "tictactoe_qt.qt.shell.help_dialogs",
    "tictactoe_qt.qt.shell.how_to_play_text",
    "tictactoe_qt.core.ai",
    # The review: its panel is built for the first review, the core's review (17 ms) imported for it.
    "tictactoe_qt.qt.widgets.review_panel",
    "tictactoe_qt.core.review",
)

# Qt classes whose Python classes (built by PySide6 on first use, with every enum they hold) the first frame does not
# need: the style (asked for by self.style(), or by app.findChildren(), which wraps the application's style),
# message boxes and file dialogs, and what only the side panel shows (name fields, the move list, its pages).
NOT_BUILT_FOR_THE_FIRST_FRAME = {
    "PySide6.QtWidgets.QStyle",
    "PySide6.QtWidgets.QCommonStyle",
    "PySide6.QtWidgets.QMessageBox",
    "PySide6.QtWidgets.QFileDialog",
    "PySide6.QtWidgets.QDialog",
    "PySide6.QtWidgets.QLineEdit",
    "PySide6.QtWidgets.QListWidget",
    "PySide6.QtWidgets.QStackedWidget",
}


def modules_at_the_first_frame(tmp_path: Path) -> set[str]:
    env = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        XDG_DATA_HOME=str(tmp_path / "data"),
        XDG_CONFIG_HOME=str(tmp_path / "config"),
    )
    result = subprocess.run([sys.executable, str(DRIVER)], capture_output=True, text=True, env=env, timeout=60)
    assert result.returncode == 0, result.stderr
    return set(result.stdout.split())


@pytest.fixture(scope="module")
def first_frame(tmp_path_factory) -> set[str]:
    return modules_at_the_first_frame(tmp_path_factory.mktemp("first-frame"))


def test_the_first_frame_was_reached_with_the_window_and_the_board(first_frame):
    assert {"tictactoe_qt.qt.shell.main_window", "tictactoe_qt.qt.widgets.board", "PySide6.QtWidgets"} <= first_frame


def test_nothing_the_first_frame_does_not_draw_is_imported_by_then(first_frame):
    early = sorted(module for module in first_frame if module.startswith(NOT_ON_THE_FIRST_FRAME))
    assert early == []


def test_pyside_builds_the_python_classes_of_qt_classes_on_first_use_so_the_list_means_something(first_frame):
    assert {"PySide6.QtWidgets.QMainWindow", "PySide6.QtWidgets.QPushButton"} <= first_frame
    assert "PySide6.QtWidgets.QCalendarWidget" not in first_frame  # nothing here shows a calendar


def test_no_python_class_the_first_frame_does_not_need_is_built_by_then(first_frame):
    assert sorted(first_frame & NOT_BUILT_FOR_THE_FIRST_FRAME) == []
