"""Colours and mark drawing shared by the board, the status line and the scoreboard."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from ..core import Player


class Colors:
    """The palette of the board and marks (one place to change for themes)."""

    board = QColor("#1E293B")
    cell = QColor("#F8FAFC")
    cell_hover = QColor("#E2E8F0")
    cell_locked = QColor("#EEF2F6")
    x_mark = QColor("#E11D48")
    o_mark = QColor("#2563EB")
    x_win = QColor("#FFE4E6")
    o_win = QColor("#DBEAFE")
    last_move = QColor("#F59E0B")
    focus = QColor("#0EA5E9")
    hint = QColor("#16A34A")
    # Move analysis: text on the cell (contrast ≥ 4.5:1 on the cell colour).
    outcome = {"win": QColor("#15803D"), "draw": QColor("#475569"), "loss": QColor("#B91C1C")}

    def mark(self, player: Player) -> QColor:
        return self.x_mark if player is Player.X else self.o_mark

    def win_tint(self, player: Player) -> QColor:
        return self.x_win if player is Player.X else self.o_win


COLORS = Colors()


def draw_mark(painter: QPainter, rect: QRectF, player: Player, color: QColor) -> None:
    """Draw X or O filling `rect` (a square), with round strokes that scale with it."""
    side = min(rect.width(), rect.height())
    inset = side * 0.24
    box = QRectF(rect.center().x() - side / 2, rect.center().y() - side / 2, side, side).adjusted(
        inset, inset, -inset, -inset
    )
    pen = QPen(color, max(2.0, side * 0.11), Qt.SolidLine, Qt.RoundCap, Qt.RoundJoin)
    painter.save()
    painter.setRenderHint(QPainter.Antialiasing)
    painter.setPen(pen)
    painter.setBrush(Qt.NoBrush)
    if player is Player.X:
        painter.drawLine(box.topLeft(), box.bottomRight())
        painter.drawLine(QPointF(box.right(), box.top()), QPointF(box.left(), box.bottom()))
    else:
        painter.drawEllipse(box)
    painter.restore()
