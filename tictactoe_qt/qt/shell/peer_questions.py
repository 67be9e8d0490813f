"""The other player's questions during a network game (take a move back? a new game?): one yes/no box at a time,
open beside the game rather than blocking it (the game goes on arriving while one is open), and closed when events
overtake it."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QGridLayout, QSizePolicy, QSpacerItem, QWidget

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMessageBox

TITLE_BAR_BUTTONS_PX = 160  # a window manager's icon and close, maximise and minimise buttons, with room to spare


class PeerQuestions:
    """Asks in boxes parented to the window; `open` is the box on screen, if any."""

    def __init__(self, parent: QWidget) -> None:
        self._parent = parent
        self.open: QMessageBox | None = None

    def ask(self, title: str, text: str, answer: Callable[[bool], object], default_yes: bool) -> None:
        """Ask `text`, in place of any question still open; `answer` gets the player's yes or no."""
        from PySide6.QtWidgets import QMessageBox  # noqa: PLC0415 - its Python classes cost start-up time

        self.close()
        yes, no = QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No
        box = QMessageBox(QMessageBox.Icon.Question, title, text, yes | no, self._parent)
        box.setTextFormat(Qt.TextFormat.PlainText)  # the text carries a name a stranger chose
        box.setDefaultButton(yes if default_yes else no)
        # The window manager draws the title with the application's name after it, beside its buttons:
        # a box sized for its text alone cut it short ("Network Ga…").
        full_title = f"{title} — {QGuiApplication.applicationDisplayName()}"  # Qt's own separator, in every language
        width = box.fontMetrics().horizontalAdvance(full_title) + TITLE_BAR_BUTTONS_PX
        grid = box.layout()
        if isinstance(grid, QGridLayout):
            grid.addItem(
                QSpacerItem(width, 0, QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Minimum),
                grid.rowCount(),
                0,
                1,
                grid.columnCount(),
            )
        box.finished.connect(lambda result: self._answered(box, answer, result))
        self.open = box
        box.open()

    def _answered(self, box: QMessageBox, answer: Callable[[bool], object], result: int) -> None:
        if self.open is box:
            self.open = None
            answer(box.standardButton(box.clickedButton()) == box.StandardButton.Yes)
        box.deleteLater()

    def close(self, *_args: object) -> None:
        """A question overtaken by events (a new game began, the moves came off anyway) goes away."""
        box, self.open = self.open, None
        if box is not None:
            box.done(box.StandardButton.No)
