"""Where the board's parts lie in its widget: the board's square and its frame, each cell's rect and each small
board's, and the winning line through them. Measures; draws nothing."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF

from ....session.view_state import BoardState

WIN_LINE_REACH = 0.36  # how far the winning line goes past the centres of the end cells, as a share of a cell
CELL_GAP = 0.022  # between cells, as a share of the board's side; on a grid of small boards:
SMALL_BOARD_CELL_GAP, SMALL_BOARD_GAP = 0.006, 0.034  # between the cells of a small board, and between boards


class BoardGeometry:
    """The rects of one layout of the board, made anew by lay_out() when the widget's size or the grid changes."""

    def __init__(self) -> None:
        self.board = QRectF()
        self.frame = 16.0  # the board's frame, wide enough for the coordinates drawn on it
        self.cells: list[QRectF] = []  # row-major
        self.blocks: list[QRectF] = []  # the small boards', row-major (one, the cells' span, on a k-in-a-row grid)

    def lay_out(self, width: float, height: float, size: int, block_size: int) -> None:
        """The board is the largest square that fits `width` × `height`, centred; its frame carries the coordinates.
        A grid of small boards (`block_size` cells a side each; 0: one board) has wider gaps between them than
        between their cells."""
        side = float(max(0.0, min(width, height)))
        block = block_size or size
        blocks = size // block
        left, top = (width - side) / 2, (height - side) / 2
        self.board = QRectF(left, top, side, side)
        self.frame = padding = max(side * 0.06, 16.0)
        gap, block_gap = (
            (side * CELL_GAP, 0.0) if blocks == 1 else (side * SMALL_BOARD_CELL_GAP, side * SMALL_BOARD_GAP)
        )
        cell_side = (side - 2 * padding - (size - blocks) * gap - (blocks - 1) * block_gap) / size

        def offset(index: int) -> float:
            return padding + index * cell_side + (index - index // block) * gap + (index // block) * block_gap

        self.cells = [
            QRectF(left + offset(col), top + offset(row), cell_side, cell_side)
            for row in range(size)
            for col in range(size)
        ]
        self.blocks = [
            self.cells[row * block * size + col * block].united(
                self.cells[(row * block + block - 1) * size + col * block + block - 1]
            )
            for row in range(blocks)
            for col in range(blocks)
        ]

    def winning_places(self, state: BoardState) -> list[QRectF]:
        """The rects the winning line runs through: the winning small boards', else the winning cells'."""
        if state.winning_blocks:
            return [self.blocks[row * state.blocks + col] for row, col in state.winning_blocks]
        return [self.cells[row * state.size + col] for row, col in state.winning_line or ()]

    def win_line(self, state: BoardState) -> tuple[QPointF, QPointF] | None:
        """Where the winning line runs: through the centres of the winning cells (or small boards) and on across the
        end marks."""
        places = self.winning_places(state)
        if not places:
            return None
        first, last = places[0], places[-1]
        start, end = first.center(), last.center()
        along = end - start
        length = (along.x() ** 2 + along.y() ** 2) ** 0.5
        reach = along * (first.width() * WIN_LINE_REACH / length) if length else QPointF()
        return start - reach, end + reach
