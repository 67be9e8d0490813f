"""The board: a square grid that grows with the window, painted whole in one pass from the session's BoardState.

Each cell has a widget of its own that draws nothing (cells.py): it takes the cell's clicks, its hover and its
tooltip, and carries its name for screen readers. The keys and what a screen reader hears are the cursor's
(keys.py), and where they go as positions change is cursor_placement.py's; the motion is motion.py's; where
the cells lie is geometry.py's; how a cell and the coordinates look is painting.py's. Draws; holds no rules.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QSizePolicy, QWidget

from ....core import Cell, Player
from ....session.view_state import BoardState, CellView
from ..style import COLORS
from .cells import CellButton
from .cursor_placement import CursorPlacement
from .geometry import BoardGeometry
from .keys import KeyboardCursor
from .motion import BoardMotion
from .painting import (
    CellLook,
    paint_block_over,
    paint_block_under,
    paint_cell,
    paint_coordinates,
    paint_rings,
    paint_win_line,
)

if TYPE_CHECKING:
    from PySide6.QtGui import QFocusEvent, QKeyEvent, QPaintEvent, QResizeEvent

MINIMUM_SIDE = 280  # a 640×480 window holds the board, the headline and the line under it


def _empty_board(size: int) -> BoardState:
    cell = CellView(None, False, False, False, False, False, None, "", "", "")
    return BoardState(size, (cell,) * (size * size), None, None, Player.X, False, 0)


class BoardView(QWidget):
    cell_clicked = Signal(int, int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setAccessibleName(self.tr("Game board"))  # the cells' names are set anew with every position
        # The board, not a name field, holds the focus at start, so single-key shortcuts (H) work.
        # It is one stop for Tab; inside it the arrow keys move a cursor and Enter or Space plays.
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.reduce_motion = False  # View ▸ Reduce Motion: marks and the winning line appear at once
        self.state = _empty_board(3)
        self.motion = BoardMotion(self)
        self.motion.frame.connect(self.update)
        self.keys = KeyboardCursor(
            self, lambda: self._cells, self.hasFocus, self._play, self.update, lambda: self.state.thinking
        )
        self._placement = CursorPlacement(self.keys)
        self._cells: list[CellButton] = []
        self._hovered: Cell | None = None
        self.board_geometry = BoardGeometry()
        self._shown_once = False
        self._left_with_news = False  # the board lost the keys since it last had them (see focusInEvent)
        self._build(3)

    # --- what tests and the play area read -------------------------------------------------------------

    @property
    def grid_size(self) -> int:
        """Cells a side."""
        return self.state.size

    @property
    def winner(self) -> Player | None:
        return self.state.winner

    @property
    def cursor_cell(self) -> Cell | None:
        """Where Enter would play, once the keyboard has been used on the board."""
        return self.keys.cell if self.keys.shown else None

    @property
    def hovered_cell(self) -> Cell | None:
        """The cell the mouse previews a mark on, if any."""
        return self._hovered

    def cells(self) -> list[CellButton]:
        return list(self._cells)

    def cell_button(self, row: int, col: int) -> CellButton:
        return self._cells[row * self.state.size + col]

    def board_side(self) -> float:
        """The side of the board's square, its frame included: from the board's size now, which those watching its
        resize (the play area fits the headline to it) learn before the board has laid itself out again."""
        return float(max(0, min(self.width(), self.height())))

    def frame_width(self) -> float:
        """The board's frame, wide enough for the coordinates drawn on it."""
        return self.board_geometry.frame

    def win_line(self) -> tuple[QPointF, QPointF] | None:
        """Where the winning line runs (see geometry.py), if a line was won."""
        return self.board_geometry.win_line(self.state)

    def tell(self, text: str) -> None:
        """News for a screen reader, said on the cell the keyboard is on (see keys.py)."""
        self.keys.tell(text)

    def expect_news(self) -> None:
        """tell() follows soon: a screen reader's focus given meanwhile waits for it (see keys.py)."""
        self.keys.expect_news()

    # --- showing a position ----------------------------------------------------------------------------

    def show_board(self, state: BoardState) -> None:
        old = self.state if self._shown_once else None
        if old is not None and old.game_key != state.game_key:
            self._placement.leaving(old)  # before a board of another size is built, while the keys are still old's
        if state.size != self.state.size:
            self._build(state.size)
        regrouped = state.block_size != self.state.block_size
        self.state, self._shown_once = state, True
        if regrouped:
            self._lay_out()
        self.keys.use_keypad(state.keypad, state.keypad_digits, state.block_size)
        animate = not self.reduce_motion and self.isVisible()  # a window's first game is simply there
        self.motion.changed(old, state, animate)
        # While the computer works out its reply the cells keep the enabled state they had (the cell just played
        # is taken, so it closes): each cell's change is two AT-SPI events, and closing every empty cell for the
        # computer's moment and opening it again made a flood a screen reader fell behind in (Orca 43 then said a
        # reply twice, as it presented the focus late and again as the change). The board says the wait in its
        # status and in each cell's words (no "Press Enter to play here"), and a move tried meanwhile is refused
        # aloud (session.py).
        keep = state.thinking and old is not None and old.game_key == state.game_key
        for button, cell in zip(self._cells, state.cells, strict=True):
            button.setEnabled(cell.enabled or (keep and cell.mark is None and button.isEnabled()))
            button.name(cell.name)
            button.setToolTip(cell.tooltip)
        if self._placement.place(old, state):  # the keys went to a hint the player asked for
            self.setFocus(Qt.FocusReason.OtherFocusReason)
        self.update()

    def _build(self, size: int) -> None:
        for button in self._cells:
            button.hide()  # at once: deletion waits for the event loop, and the old cells must not show meanwhile
            button.deleteLater()
        self.state = _empty_board(size)
        self._cells = [CellButton(self, row, col, self) for row in range(size) for col in range(size)]
        for button in self._cells:
            button.show()
        self.keys.size = size
        self.keys.cell = self.keys.centre()  # a place on the old board means nothing on this one
        self._hovered = None
        self._lay_out()

    # --- the mouse and the keys ------------------------------------------------------------------------

    def hover(self, cell: Cell | None) -> None:
        """The mouse came onto `cell` (None: it left the cells): an empty cell that may be played previews the mark."""
        if cell != self._hovered:
            self._hovered = cell
            self.update()

    def clicked(self, cell: Cell) -> None:
        # Played with the mouse: the keyboard's ring goes (the last-move ring shows where play is), and the arrow
        # keys go on from the cell clicked.
        self.cell_clicked.emit(*cell)
        self.keys.move(cell, shown=False)

    def _play(self, cell: Cell) -> None:
        self._hovered = None  # the keys play now: a preview left where the mouse rests would light a second cell
        self.cell_clicked.emit(*cell)

    def clicked_closed(self, cell: Cell) -> None:
        # A cell that may not be played now: the session says why where a player could not tell (ultimate's other
        # boards), and ignores it otherwise (the computer's turn, a taken cell, a game over).
        self.cell_clicked.emit(*cell)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self.keys.key(event.key()):
            self._hovered = None
        else:
            super().keyPressEvent(event)

    def focusInEvent(self, event: QFocusEvent) -> None:
        if self._left_with_news:  # back from a dialog, the panel or a review: before the screen reader hears it
            self._left_with_news = False
            self.keys.forget_news()
        if event.reason() in (Qt.FocusReason.TabFocusReason, Qt.FocusReason.BacktabFocusReason):
            self.keys.move(self.keys.cell, shown=True)
        super().focusInEvent(event)
        # After Qt tells screen readers the board has the focus (it does so once this event is handled): they
        # then hear the cell under the cursor, which is where the keys act.
        QTimer.singleShot(0, self, self.keys.focus_cursor_cell)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        self.keys.move(self.keys.cell, shown=False)
        self._left_with_news = True  # the news stays on its cell until the board has the keys again (keys.py)
        super().focusOutEvent(event)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.setAccessibleName(self.tr("Game board"))
        super().changeEvent(event)

    # --- layout and painting ---------------------------------------------------------------------------

    def sizeHint(self) -> QSize:
        return QSize(540, 540)

    def minimumSizeHint(self) -> QSize:
        # At the window's smallest the board is still the star: far wider than the side panel, and about as
        # tall as the room the panel's own least height leaves it under the headline, so no band of empty
        # window lies above or below it.
        return QSize(MINIMUM_SIDE, MINIMUM_SIDE)

    def resizeEvent(self, event: QResizeEvent) -> None:
        self._lay_out()

    def _lay_out(self) -> None:
        self.board_geometry.lay_out(self.width(), self.height(), self.state.size, self.state.block_size)
        for button, rect in zip(self._cells, self.board_geometry.cells, strict=True):
            button.setGeometry(rect.toRect())

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(COLORS.board)
        state, motion, dirty, geometry = self.state, self.motion, QRectF(event.rect()), self.board_geometry
        radius = geometry.board.width() * 0.04
        painter.drawRoundedRect(geometry.board, radius, radius)
        paint_coordinates(painter, self.font(), geometry, state)
        cursor = self.cursor_cell
        small_boards = state.blocks > 1
        if small_boards and not state.winner and not state.is_draw:
            for index, rect in enumerate(geometry.blocks):
                paint_block_under(painter, rect, divmod(index, state.blocks) in state.lit_blocks)
        looks = []
        for index, (rect, cell) in enumerate(zip(geometry.cells, state.cells, strict=True)):
            if not rect.intersects(dirty):
                continue
            at = divmod(index, state.size)
            look = CellLook(
                hovered=at == self._hovered and cell.enabled,
                cursor=at == cursor,
                preview=state.to_move,
                mark_scale=motion.mark_scale(at),
                cell_scale=motion.cell_scale(at, state.size),
                drawn=motion.drawn,
            )
            paint_cell(painter, rect, cell, look, state.winner, rings=not small_boards)
            looks.append((rect, cell, look))
        if small_boards:
            over = not state.lit_blocks
            for index, rect in enumerate(geometry.blocks):
                block = divmod(index, state.blocks)
                paint_block_over(
                    painter,
                    rect,
                    state.block_results[index],
                    not over and block not in state.lit_blocks,
                    motion.block_fade(block),
                )
            for rect, cell, look in looks:  # over the veils: the last move and the cursor show on any board
                paint_rings(painter, rect, cell, look)
        ends = None if state.winner is None else geometry.win_line(state)
        if ends is not None and state.winner is not None:
            width = max(4.0, geometry.winning_places(state)[0].width() * 0.09)
            paint_win_line(painter, *ends, motion.line_progress, width, state.winner)
