"""The board: a square grid that grows with the window, painted whole in one pass from the session's BoardState.

Each cell has a widget of its own that draws nothing (cells.py): it takes the cell's clicks, its hover and its
tooltip, and carries its name for screen readers. The keys and what a screen reader hears are the cursor's
(keys.py); the motion is motion.py's; how a cell looks is painting.py's. Draws; holds no rules.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QSizePolicy, QWidget

from ....core import Cell, Player
from ....core.notation import board_name, cell_name
from ....session.view_state import BoardState, CellView
from ..style import COLORS
from .cells import CellButton
from .keys import KeyboardCursor
from .motion import BoardMotion
from .painting import CellLook, paint_block_over, paint_block_under, paint_cell, paint_rings, paint_win_line

if TYPE_CHECKING:
    from PySide6.QtGui import QFocusEvent, QKeyEvent, QPaintEvent, QResizeEvent

MINIMUM_SIDE = 280  # a 640×480 window holds the board, the headline and the line under it
WIN_LINE_REACH = 0.36  # how far the winning line goes past the centres of the end cells, as a share of a cell
CELL_GAP = 0.022  # between cells, as a share of the board's side; on a grid of small boards:
SMALL_BOARD_CELL_GAP, SMALL_BOARD_GAP = 0.006, 0.034  # between the cells of a small board, and between boards


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
        self.keys = KeyboardCursor(self, lambda: self._cells, self.hasFocus, self._play, self.update)
        self._cells: list[CellButton] = []
        self._hovered: Cell | None = None
        self._board_rect = QRectF()
        self._cell_rects: list[QRectF] = []
        self._block_rects: list[
            QRectF
        ] = []  # the small boards', row-major (one, the cells' span, on a k-in-a-row grid)
        self._shown_once = False
        # Games left: their size and moves (a key may come back for another game), and where the keys were.
        self._cursors: dict[int, tuple[int, tuple[Cell, ...], Cell]] = {}
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
        return max(self._board_rect.width() * 0.06, 16.0)

    def win_line(self) -> tuple[QPointF, QPointF] | None:
        """Where the winning line runs: through the centres of the winning cells (or small boards) and on across the
        end marks."""
        places = self._winning_places()
        if not places:
            return None
        first, last = places[0], places[-1]
        start, end = first.center(), last.center()
        along = end - start
        length = (along.x() ** 2 + along.y() ** 2) ** 0.5
        reach = along * (first.width() * WIN_LINE_REACH / length) if length else QPointF()
        return start - reach, end + reach

    def _winning_places(self) -> list[QRectF]:
        """The rects the winning line runs through: the winning small boards', else the winning cells'."""
        state = self.state
        if state.winning_blocks:
            return [self._block_rects[row * state.blocks + col] for row, col in state.winning_blocks]
        return [self._cell_rects[self._index(cell)] for cell in state.winning_line or ()]

    def tell(self, text: str) -> None:
        """News for a screen reader, said on the cell the keyboard is on (see keys.py)."""
        self.keys.tell(text)

    # --- showing a position ----------------------------------------------------------------------------

    def show_board(self, state: BoardState) -> None:
        old = self.state if self._shown_once else None
        if old is not None and old.game_key != state.game_key:
            self._remember_cursor(old)  # before a board of another size is built, while the keys are still old's
        if state.size != self.state.size:
            self._build(state.size)
        regrouped = state.block_size != self.state.block_size
        self.state, self._shown_once = state, True
        if regrouped:
            self._lay_out()
        self.keys.use_keypad(state.keypad, state.keypad_digits, state.block_size)
        animate = not self.reduce_motion and self.isVisible()  # a window's first game is simply there
        self.motion.changed(old, state, animate)
        for button, cell in zip(self._cells, state.cells, strict=True):
            button.setEnabled(cell.enabled)
            button.name(cell.name)
            button.setToolTip(cell.tooltip)
        hinted = self._new_hint(old, state)
        if hinted is not None:
            # The player asked where to play: the keys go there, so Enter plays the hint (from the toolbar too).
            self.keys.move(hinted, shown=True)
            self.setFocus(Qt.FocusReason.OtherFocusReason)
        elif old is None or old.game_key != state.game_key:
            left = self._cursors.get(state.game_key)
            if (
                left is not None
                and left[0] == state.size
                and left[1]
                and state.moves[: len(left[1])] == left[1]
                and all(0 <= n < state.size for n in left[2])
            ):
                # A game shown before, back (after a review, another board): the keys where the player left them.
                self.keys.move(left[2], shown=self.keys.shown)
            else:
                self.keys.move(self._start_cell(state, old), shown=self.keys.shown)  # each game's keys start afresh
        elif self._cursor_left_behind(old, state):
            # On a grid of small boards the keys follow play into the board the player is sent to, to the cell in the
            # same place there as where the cursor was: the arrows need not cross the grid to get there.
            block = state.block_size
            row, col = self.keys.cell
            ((target_row, target_col),) = state.lit_blocks
            self.keys.move((target_row * block + row % block, target_col * block + col % block), shown=self.keys.shown)
        else:
            self.keys.describe_cells()
        self.update()

    def _remember_cursor(self, left: BoardState) -> None:
        """Where the keys were on a game leaving the board."""
        self._cursors.pop(left.game_key, None)
        self._cursors[left.game_key] = (left.size, left.moves, self.keys.cell)
        while len(self._cursors) > 12:  # the games a player goes back to are the last few: a review's positions, boards
            del self._cursors[next(iter(self._cursors))]

    def _new_hint(self, old: BoardState | None, new: BoardState) -> Cell | None:
        """The cell a hint just rang, if this position brings one that was not shown before."""
        for index, cell in enumerate(new.cells):
            if cell.hint and cell.enabled and not (old is not None and old.size == new.size and old.cells[index].hint):
                return divmod(index, new.size)
        return None

    def _start_cell(self, state: BoardState, old: BoardState | None = None) -> Cell:
        """Where the keys start on a game just shown: the centre, or on a grid of small boards where the player is
        sent to one (a game opened or resumed part-way), that board's centre. A game that is an earlier position
        of the one shown (Try Again, from a review's move) starts where that move was played: the centre could be
        the very answer the player is to find, and this cell gives nothing away."""
        taken = len(state.moves)
        if (
            old is not None
            and old.size == state.size
            and 0 < taken < len(old.moves)
            and old.moves[:taken] == state.moves
        ):
            return old.moves[taken]
        if state.blocks > 1 and len(state.lit_blocks) == 1 and any(cell.enabled for cell in state.cells):
            ((row, col),) = state.lit_blocks
            return row * state.block_size + state.block_size // 2, col * state.block_size + state.block_size // 2
        return self.keys.centre()

    def _cursor_left_behind(self, old: BoardState, new: BoardState) -> bool:
        """A move was played and the person to move is sent to one small board, away from the keyboard's cursor."""
        if new.blocks == 1 or len(new.lit_blocks) != 1 or old.cells == new.cells:
            return False
        if not any(cell.enabled for cell in new.cells):
            return False  # not this keyboard's turn
        row, col = self.keys.cell
        return (row // new.block_size, col // new.block_size) not in new.lit_blocks

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
        if event.reason() in (Qt.FocusReason.TabFocusReason, Qt.FocusReason.BacktabFocusReason):
            self.keys.move(self.keys.cell, shown=True)
        super().focusInEvent(event)
        # After Qt tells screen readers the board has the focus (it does so once this event is handled): they
        # then hear the cell under the cursor, which is where the keys act.
        QTimer.singleShot(0, self, self.keys.focus_cursor_cell)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        self.keys.move(self.keys.cell, shown=False)
        self.keys.forget_news()
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

    def _index(self, cell: Cell) -> int:
        return cell[0] * self.state.size + cell[1]

    def _lay_out(self) -> None:
        # The board is the largest square that fits, centred; its frame carries the coordinates. A grid of small
        # boards has wider gaps between them than between their cells.
        side, size = self.board_side(), self.state.size
        block = self.state.block_size or size
        blocks = size // block
        left, top = (self.width() - side) / 2, (self.height() - side) / 2
        self._board_rect = QRectF(left, top, side, side)
        padding = self.frame_width()
        gap, block_gap = (
            (side * CELL_GAP, 0.0) if blocks == 1 else (side * SMALL_BOARD_CELL_GAP, side * SMALL_BOARD_GAP)
        )
        cell_side = (side - 2 * padding - (size - blocks) * gap - (blocks - 1) * block_gap) / size

        def offset(index: int) -> float:
            return padding + index * cell_side + (index - index // block) * gap + (index // block) * block_gap

        self._cell_rects = [
            QRectF(left + offset(col), top + offset(row), cell_side, cell_side)
            for row in range(size)
            for col in range(size)
        ]
        self._block_rects = [
            self._cell_rects[row * block * size + col * block].united(
                self._cell_rects[(row * block + block - 1) * size + col * block + block - 1]
            )
            for row in range(blocks)
            for col in range(blocks)
        ]
        for button, rect in zip(self._cells, self._cell_rects, strict=True):
            button.setGeometry(rect.toRect())

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(COLORS.board)
        radius = self._board_rect.width() * 0.04
        painter.drawRoundedRect(self._board_rect, radius, radius)
        self._draw_coordinates(painter)
        state, motion, dirty = self.state, self.motion, QRectF(event.rect())
        cursor = self.cursor_cell
        small_boards = state.blocks > 1
        if small_boards and not state.winner and not state.is_draw:
            for index, rect in enumerate(self._block_rects):
                paint_block_under(painter, rect, divmod(index, state.blocks) in state.lit_blocks)
        looks = []
        for index, (rect, cell) in enumerate(zip(self._cell_rects, state.cells, strict=True)):
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
            for index, rect in enumerate(self._block_rects):
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
        ends = self.win_line()
        if ends is not None and state.winner is not None:
            width = max(4.0, self._winning_places()[0].width() * 0.09)
            paint_win_line(painter, *ends, motion.line_progress, width, state.winner)

    def _draw_coordinates(self, painter: QPainter) -> None:
        """Letters under the columns and numbers beside the rows, 1 at the bottom, as the cells are named: on the
        frame, in type that grows with the board. A grid of small boards names its boards so under and beside
        them ("B2": capitals), and the cells within each board over and on the right of it ("a3")."""
        painter.setPen(COLORS.coordinate)
        band, board, state = self.frame_width(), self._board_rect, self.state
        font = self.font()
        font.setPixelSize(max(9, round(band * 0.6)))
        font.setBold(True)
        painter.setFont(font)
        if state.blocks == 1:
            self._draw_names(
                painter,
                self._cell_rects,
                state.size,
                lambda index: cell_name((index, index), state.size),
                board.left(),
                board.bottom() - band,
            )
            return
        self._draw_names(
            painter,
            self._block_rects,
            state.blocks,
            lambda index: board_name((index, index)),
            board.left(),
            board.bottom() - band,
        )
        font.setPixelSize(max(8, round(band * 0.42)))
        font.setBold(False)
        painter.setFont(font)
        block = state.block_size
        self._draw_names(
            painter,
            self._cell_rects,
            state.size,
            lambda index: cell_name((index % block, index % block), block),
            board.right() - band,
            board.top(),
        )

    def _draw_names(
        self,
        painter: QPainter,
        rects: list[QRectF],
        count: int,
        name: Callable[[int], str],
        rows_x: float,
        columns_y: float,
    ) -> None:
        """The column letter of each of `count` places a side along the band at `columns_y`, and the row number of
        each along the band at `rows_x` (names as "b3": the letter, then the number)."""
        band = self.frame_width()
        for index in range(count):
            rect = rects[index * count + index]  # row `index` and column `index` at once
            text = name(index)
            painter.drawText(
                QRectF(rows_x, rect.center().y() - band / 2, band, band), Qt.AlignmentFlag.AlignCenter, text[1:]
            )
            painter.drawText(
                QRectF(rect.center().x() - band / 2, columns_y, band, band), Qt.AlignmentFlag.AlignCenter, text[0]
            )
