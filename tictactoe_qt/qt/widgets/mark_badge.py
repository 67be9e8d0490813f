"""A small painted X or O, used beside names and in the status line."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QSizePolicy, QWidget

from ...core import Player
from .style import COLORS, draw_mark

if TYPE_CHECKING:
    from PySide6.QtGui import QPaintEvent


class MarkBadge(QWidget):
    def __init__(self, side: int = 28, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._side = side
        self._mark: Player | None = None
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)

    @property
    def mark(self) -> Player | None:
        return self._mark

    def set_mark(self, mark: Player | None) -> None:
        self._mark = mark
        self.setAccessibleName(mark.value if mark else "")
        self.update()

    def side(self) -> int:
        return self._side

    def set_side(self, side: int) -> None:
        """Grow or shrink with the text beside it."""
        if side != self._side:
            self._side = side
            self.updateGeometry()

    def sizeHint(self) -> QSize:
        return QSize(self._side, self._side)

    def paintEvent(self, event: QPaintEvent) -> None:
        if self._mark is None:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(self.rect()).adjusted(1, 1, -1, -1)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(COLORS.win_tint(self._mark))
        painter.drawRoundedRect(rect, rect.width() * 0.22, rect.width() * 0.22)
        draw_mark(painter, rect.adjusted(-2, -2, 2, 2), self._mark, COLORS.mark(self._mark))
