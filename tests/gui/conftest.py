"""Fixtures for GUI tests: a real main window on the offscreen platform, and helpers a player would use."""

from __future__ import annotations

import os
import random
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from PySide6.QtCore import QPoint, Qt

from tictactoe_qt.core import Player
from tictactoe_qt.core.levels import LEVELS
from tictactoe_qt.qt.session.controller import GameController
from tictactoe_qt.qt.shell.app import GIL_SWITCH_INTERVAL_S
from tictactoe_qt.qt.shell.main_window import MainWindow
from tictactoe_qt.qt.shell.storage import Storage

# As in the app (create_application): worker threads hand the GIL back to the GUI thread often.
sys.setswitchinterval(GIL_SWITCH_INTERVAL_S)

# Short enough to keep the suite quick, long enough that "while it thinks" is a real window of time.
TEST_DELAY_MS = 120

# The ceiling for a wait on a search's answer (the computer's move, advice, a review): a test stuck for good ends
# there, a slow one does not fail. A wait ends once its condition holds, so the ceiling costs an idle machine
# nothing. Beside a CPU hog the 5×5 Python search's answer took over 10 s and a 4×4 review over 10 s, several times
# their idle time (docs/performance.md).
SEARCH_WAIT_MS = 60_000


class Person:
    """Drives the window the way a person does: clicks on cells and buttons, reads what is shown."""

    def __init__(self, qtbot, window: MainWindow) -> None:
        self.qtbot = qtbot
        self.window = window
        self.controller = window.controller

    def click(self, row: int, col: int) -> None:
        self.qtbot.mouseClick(self.window.play_area.board.cell_button(row, col), Qt.LeftButton)

    def click_all(self, *cells) -> None:
        for row, col in cells:
            self.click(row, col)

    def mark_at(self, row: int, col: int) -> Player | None:
        return self.window.play_area.board.cell_button(row, col).mark

    def marks(self) -> str:
        """The board as a player reads it, e.g. 'X.O/.../...'."""
        size = self.controller.game.size
        return "/".join("".join(str(self.mark_at(r, c) or ".") for c in range(size)) for r in range(size))

    @property
    def status(self) -> str:
        return self.window.play_area.status_label.text()

    def scores(self) -> tuple[int, int, int]:
        board = self.window.side_panel.score_board
        return (int(board.win_labels[0].text()), int(board.win_labels[1].text()), int(board.draws_label.text()))

    def badge_marks(self) -> tuple[Player | None, Player | None]:
        badges = self.window.side_panel.score_board.badges
        return badges[0].mark, badges[1].mark

    def rename(self, seat: int, name: str) -> None:
        """Type a new name over the old one in the scoreboard and press Enter."""
        edit = self.window.side_panel.score_board.name_edits[seat]
        edit.selectAll()
        self.qtbot.keyClick(edit, Qt.Key_Delete)
        if name:
            self.qtbot.keyClicks(edit, name)
        self.qtbot.keyClick(edit, Qt.Key_Return)

    def choose(self, segment) -> None:
        """Click a segment button on its indicator, where a person aims."""
        self.qtbot.mouseClick(segment, Qt.LeftButton, pos=QPoint(8, segment.height() // 2))

    def against_computer(self, mark: Player = Player.X, level: str = "perfect") -> None:
        """Against the computer at `level` (a new player's first game is on Medium: most tests want the perfect one)."""
        settings = self.window.side_panel.match_settings
        self.choose(settings.computer_segment)
        settings.level_switch.setCurrentIndex(LEVELS.index(level))
        settings.mark_switch.setCurrentIndex(0 if mark is Player.X else 1)

    def wait_for_computer(self, timeout: int = 5000) -> None:
        self.qtbot.waitUntil(lambda: not self.controller.is_thinking, timeout=timeout)


def open_window(qtbot, controller: GameController, storage=None) -> MainWindow:
    main_window = MainWindow(controller, storage)
    controller.setParent(main_window)
    qtbot.addWidget(main_window)
    main_window.show()
    qtbot.waitExposed(main_window)
    return main_window


@pytest.fixture
def window(qtbot):
    main_window = open_window(qtbot, GameController(computer_delay_ms=TEST_DELAY_MS, rng=random.Random(7)))
    yield main_window
    main_window.close()


@pytest.fixture
def back_to_english(window):
    """For a test that switches the window's language: English again afterwards, for the tests that follow."""
    yield
    window.appearance.choose_language("en")


@pytest.fixture
def person(qtbot, window) -> Person:
    return Person(qtbot, window)


class Installation:
    """One player's data folder and settings file, opened by as many runs of the game as a test needs."""

    def __init__(self, qtbot, root) -> None:
        self.qtbot = qtbot
        self.data_dir = root / "data"
        self.settings_path = root / "config" / "tictactoe-qt.ini"
        self.windows = []

    @property
    def state_path(self):
        return self.data_dir / "state.json"

    def start(self) -> Person:
        controller = GameController(computer_delay_ms=TEST_DELAY_MS, rng=random.Random(3))
        storage = Storage(self.data_dir, self.settings_path)
        window = open_window(self.qtbot, controller, storage)
        self.windows.append(window)
        return Person(self.qtbot, window)

    def quit(self, person: Person) -> None:
        person.window.close()

    def restart(self, person: Person) -> Person:
        self.quit(person)
        return self.start()

    def set_aside_files(self, name: str) -> list:
        return sorted(path.name for path in self.data_dir.parent.rglob(f"{name}.corrupt-*"))


@pytest.fixture
def install(qtbot, tmp_path):
    installation = Installation(qtbot, tmp_path)
    yield installation
    for window in installation.windows:
        window.close()
