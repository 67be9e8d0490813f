"""The board's motion: a placed mark grows into its cell, a small board just won or drawn fades behind its result
(ultimate), the winning line draws itself through the cells, a drawn game's marks settle back, and a new game's
cells come in as a wave from the top left corner.

It only keeps how far each of these has gone and asks the board to paint again (`frame`); the board reads
these numbers as it paints. None of it holds up a click.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEasingCurve, QObject, QVariantAnimation, Signal

from ....core import Cell
from ....session.view_state import BoardState

MARK_APPEAR_MS = 150
BLOCK_CLOSE_MS = 260
WIN_LINE_MS = 320
DRAW_SETTLE_MS = 420
NEW_GAME_MS = 300


def _animation(
    parent: QObject, duration_ms: int, start: float, curve: QEasingCurve.Type, on_value: Callable[[float], None]
) -> QVariantAnimation:
    animation = QVariantAnimation(parent, duration=duration_ms, startValue=start, endValue=1.0)
    animation.setEasingCurve(curve)
    animation.valueChanged.connect(on_value)
    return animation


class BoardMotion(QObject):
    frame = Signal()  # something moved: the board paints again

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.line_progress = 1.0  # how much of the winning line is drawn
        self.drawn = 0.0  # how far a drawn game's marks have settled back
        self._settling_to_drawn = False
        self.wave = 1.0  # how far a new game's wave has passed
        self._growing: dict[Cell, float] = {}  # the marks growing in, and how far they have
        self._closing: dict[Cell, float] = {}  # the small boards whose result is coming in, and how far it has
        self._block_close = _animation(self, BLOCK_CLOSE_MS, 0.0, QEasingCurve.Type.OutCubic, self._close_blocks)
        self._block_close.finished.connect(self._closed)
        self._mark_growth = _animation(self, MARK_APPEAR_MS, 0.3, QEasingCurve.Type.OutBack, self._grow)
        self._mark_growth.finished.connect(self._grown)
        self._line = _animation(self, WIN_LINE_MS, 0.0, QEasingCurve.Type.OutCubic, self._draw_line)
        self._settle = _animation(self, DRAW_SETTLE_MS, 0.0, QEasingCurve.Type.InOutQuad, self._settle_marks)
        self._wave = _animation(self, NEW_GAME_MS, 0.0, QEasingCurve.Type.Linear, self._pass_wave)
        self._wave_curve = QEasingCurve(QEasingCurve.Type.OutBack)

    def mark_scale(self, cell: Cell) -> float:
        return self._growing.get(cell, 1.0)

    def block_fade(self, block: Cell) -> float:
        """How far a small board's result (its veil, and its winner's mark) has come in: 1 once there."""
        return self._closing.get(block, 1.0)

    def cell_scale(self, cell: Cell, size: int) -> float:
        """Each cell starts a little after the one above-left of it, and takes 55 % of the wave to come in."""
        if self.wave >= 1.0:
            return 1.0
        row, col = cell
        last = max(2 * (size - 1), 1)
        local = min(max((self.wave - 0.45 * (row + col) / last) / 0.55, 0.0), 1.0)
        return 0.78 + 0.22 * self._wave_curve.valueForProgress(local)

    def changed(self, old: BoardState | None, new: BoardState, animate: bool) -> None:
        """From the board shown before to the one shown now: start what moves, or show the end of it at once."""
        new_game = old is None or old.game_key != new.game_key or old.size != new.size
        placed = (
            []
            if new_game or old is None
            else [
                (index // new.size, index % new.size)
                for index, (was, now) in enumerate(zip(old.cells, new.cells, strict=True))
                if was.mark is None and now.mark is not None
            ]
        )
        if animate and placed:
            self._growing = dict.fromkeys(placed, self._mark_growth.startValue())  # from the first paint
            self._mark_growth.start()
        elif new_game or any(new.cell(*cell).mark is None for cell in self._growing):
            self._mark_growth.stop()
            self._growing = {}
        blocks = new.blocks
        closed = (
            []
            if new_game or old is None or old.block_results == new.block_results
            else [
                divmod(index, blocks)
                for index, (was, now) in enumerate(zip(old.block_results, new.block_results, strict=True))
                if was is None and now is not None
            ]
        )
        if animate and closed:
            self._closing = dict.fromkeys(closed, 0.0)
            self._block_close.start()
        elif new_game or any(new.block_results[row * blocks + col] is None for row, col in self._closing):
            self._block_close.stop()
            self._closing = {}
        won = bool(new.winning_line or new.winning_blocks)
        had_won = old is not None and bool(old.winning_line or old.winning_blocks)
        if won and not had_won and animate and not new_game:
            self.line_progress = 0.0
            self._line.start()
        elif not won or not animate:
            self._line.stop()
            self.line_progress = 1.0
        if new.is_draw != self._settling_to_drawn:
            self._settling_to_drawn = new.is_draw
            if new.is_draw and animate:
                self._settle.start()
            else:
                self._settle.stop()
                self.drawn = 1.0 if new.is_draw else 0.0
        if new_game and not any(cell.mark for cell in new.cells) and animate and old is not None:
            self.wave = 0.0  # from the first paint, not the first tick
            self._wave.start()
        elif new_game:
            self._wave.stop()
            self.wave = 1.0

    def _grow(self, scale: float) -> None:
        self._growing = dict.fromkeys(self._growing, scale)
        self.frame.emit()

    def _grown(self) -> None:
        self._growing = {}
        self.frame.emit()

    def _close_blocks(self, progress: float) -> None:
        self._closing = dict.fromkeys(self._closing, progress)
        self.frame.emit()

    def _closed(self) -> None:
        self._closing = {}
        self.frame.emit()

    def _draw_line(self, progress: float) -> None:
        self.line_progress = progress
        self.frame.emit()

    def _settle_marks(self, progress: float) -> None:
        self.drawn = progress
        self.frame.emit()

    def _pass_wave(self, progress: float) -> None:
        self.wave = progress
        self.frame.emit()
