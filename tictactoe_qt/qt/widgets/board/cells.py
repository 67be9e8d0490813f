"""A cell as the mouse, screen readers and tests meet it: a push button over the cell that draws nothing.

The board paints every cell itself, in one pass; these widgets' updates are off, so no paint of theirs waits
on Python. They exist for what a widget gives a cell: clicks and hover, a tooltip, a name and a description a
screen reader speaks, the focus it follows, and a place on screen.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QEvent, QRect, Qt
from PySide6.QtGui import QEnterEvent, QPixmap
from PySide6.QtWidgets import QPushButton, QWidget

from ....core import Player
from ....core.levels import MoveOutcome
from ....session.view_state import CellView

if TYPE_CHECKING:
    from ....session.view_state import BoardState
    from .motion import BoardMotion


class CellsBoard(Protocol):
    """What a cell asks of the board it lies on (view.py's BoardView)."""

    state: BoardState
    motion: BoardMotion

    @property
    def grid_size(self) -> int: ...
    @property
    def winner(self) -> Player | None: ...
    @property
    def cursor_cell(self) -> tuple[int, int] | None: ...
    def hover(self, cell: tuple[int, int] | None) -> None: ...
    def clicked(self, cell: tuple[int, int]) -> None: ...
    def clicked_closed(self, cell: tuple[int, int]) -> None: ...
    def grab(self, rectangle: QRect) -> QPixmap: ...


class CellButton(QPushButton):
    def __init__(self, board: CellsBoard, row: int, col: int, parent: QWidget) -> None:
        super().__init__(parent)
        self.row, self.col = row, col
        self._board = board
        self.setUpdatesEnabled(False)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the board takes the keys for all its cells
        self.setFlat(True)
        self.clicked.connect(lambda: board.clicked((row, col)))

    def event(self, event: QEvent) -> bool:
        # A disabled button takes its clicks and drops them (Qt's guard against clicking through it): the board
        # hears of a press on a cell closed to play, to say why.
        if event.type() == QEvent.Type.MouseButtonPress and not self.isEnabled():
            self._board.clicked_closed((self.row, self.col))
        return super().event(event)

    # Qt tells screen readers of every setAccessibleName/Description, even to the same words, and Orca says
    # them again: a cell's words are set only when they change.

    def name(self, text: str) -> None:
        if self.accessibleName() != text:
            self.setAccessibleName(text)

    def describe(self, text: str) -> None:
        if self.accessibleDescription() != text:
            self.setAccessibleDescription(text)

    def enterEvent(self, event: QEnterEvent) -> None:
        self._board.hover((self.row, self.col))

    def leaveEvent(self, event: QEvent) -> None:
        self._board.hover(None)

    # What the cell shows, read from the board (for tests, and for anyone asking about one cell).

    @property
    def playable(self) -> bool:
        """A click here plays now (the widget stays enabled while the computer works out its reply: view.py)."""
        return self._view().enabled

    @property
    def mark(self) -> Player | None:
        return self._view().mark

    @property
    def is_last_move(self) -> bool:
        return self._view().last_move

    @property
    def is_hint(self) -> bool:
        return self._view().hint

    @property
    def analysed(self) -> bool:
        return self._view().analysed

    @property
    def outcome(self) -> MoveOutcome | None:
        return self._view().outcome

    @property
    def winner(self) -> Player | None:
        return self._board.winner if self._view().winning else None

    @property
    def is_cursor(self) -> bool:
        return self._board.cursor_cell == (self.row, self.col)

    @property
    def mark_scale(self) -> float:
        return self._board.motion.mark_scale((self.row, self.col))

    @property
    def drawn(self) -> float:
        """How far a drawn game's marks have settled back."""
        return self._board.motion.drawn

    @property
    def cell_scale(self) -> float:
        return self._board.motion.cell_scale((self.row, self.col), self._board.grid_size)

    def grab(self, rectangle: QRect | None = None) -> QPixmap:
        """The cell as the board draws it (the widget itself draws nothing)."""
        return self._board.grab(self.geometry() if rectangle is None else rectangle.translated(self.pos()))

    def _view(self) -> CellView:
        return self._board.state.cell(self.row, self.col)
