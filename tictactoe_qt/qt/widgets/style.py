"""Colours and mark drawing shared by the board, the status line and the scoreboard, and the side panel's width."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from ...core import Player

# The side panel's width, fixed: the main window keeps this room for it before the panel is built, so the board's
# place and size on the first frame are its place and size for good.
SIDE_PANEL_WIDTH = 272


class Colors:
    """The palette of the board and marks; qt/shell/theme.py switches it between light, dark and high contrast."""

    def __init__(self, **colours: Any) -> None:
        self.use(**colours)

    def use(
        self,
        *,
        board: str,
        cell: str,
        cell_hover: str,
        cell_locked: str,
        x_mark: str,
        o_mark: str,
        x_win: str,
        o_win: str,
        last_move: str,
        focus: str,
        hint: str,
        win: str,
        draw: str,
        loss: str,
        coordinate: str,
        drawn_fade: float,
        lit: str,
        preview_opacity: float,
    ) -> None:
        self.board, self.cell, self.cell_hover, self.cell_locked = map(QColor, (board, cell, cell_hover, cell_locked))
        self.coordinate = QColor(coordinate)  # the a–e and 1–5 drawn on the board's frame
        self.x_mark, self.o_mark, self.x_win, self.o_win = map(QColor, (x_mark, o_mark, x_win, o_win))
        self.last_move, self.focus, self.hint = map(QColor, (last_move, focus, hint))
        self.lit = QColor(lit)  # the ring round the small boards the player to move may play in (ultimate)
        # Move analysis: text on a cell (contrast of at least 4.5:1 against `cell`).
        self.outcome = {"win": QColor(win), "draw": QColor(draw), "loss": QColor(loss)}
        # How much of its colour a drawn game's mark keeps: nobody won them. High contrast keeps it all, as the
        # theme is for players who need every mark at full contrast.
        self.drawn_fade = drawn_fade
        # A hovered cell's or the hint's mark to come, faint beside the marks played: fainter on a light cell,
        # where a little colour shows, and strongest in high contrast, whose players need to see it at all.
        self.preview_opacity = preview_opacity

    def mark(self, player: Player) -> QColor:
        return self.x_mark if player is Player.X else self.o_mark

    def win_tint(self, player: Player) -> QColor:
        return self.x_win if player is Player.X else self.o_win


LIGHT: dict[str, Any] = dict(
    board="#1E293B",
    cell="#F8FAFC",
    cell_hover="#E2E8F0",
    cell_locked="#EEF2F6",
    x_mark="#E11D48",
    o_mark="#2563EB",
    x_win="#FFE4E6",
    o_win="#DBEAFE",
    last_move="#F59E0B",
    focus="#0EA5E9",
    hint="#16A34A",
    win="#15803D",
    draw="#475569",
    loss="#B91C1C",
    coordinate="#CBD5E1",
    drawn_fade=0.45,
    lit="#34D399",
    preview_opacity=0.28,
)
DARK: dict[str, Any] = dict(
    board="#020617",
    cell="#1E293B",
    cell_hover="#334155",
    cell_locked="#172033",
    x_mark="#FB7185",
    o_mark="#60A5FA",
    x_win="#4C1D2A",
    o_win="#1E3A5F",
    last_move="#FBBF24",
    focus="#38BDF8",
    hint="#4ADE80",
    win="#4ADE80",
    draw="#CBD5E1",
    loss="#FCA5A5",
    coordinate="#94A3B8",
    drawn_fade=0.45,
    lit="#34D399",
    preview_opacity=0.45,
)
HIGH_CONTRAST: dict[str, Any] = dict(
    board="#FFFFFF",
    cell="#000000",
    cell_hover="#1A1A1A",
    cell_locked="#000000",
    x_mark="#FFFF00",
    o_mark="#00FFFF",
    x_win="#333300",
    o_win="#003333",
    last_move="#FF8C00",
    focus="#00FF00",
    hint="#00FF00",
    win="#00FF00",
    draw="#FFFFFF",
    loss="#FF8080",
    coordinate="#000000",
    drawn_fade=1.0,
    lit="#FF00FF",
    preview_opacity=0.6,
)

COLORS = Colors(**LIGHT)


def blend(ink: QColor, paper: QColor, amount: float) -> QColor:
    """`amount` of `ink` over `paper`, as one opaque colour (strokes that cross do not darken where they meet)."""

    def mix(a: float, b: float) -> float:
        return a * amount + b * (1 - amount)

    return QColor.fromRgbF(
        mix(ink.redF(), paper.redF()), mix(ink.greenF(), paper.greenF()), mix(ink.blueF(), paper.blueF())
    )


def draw_mark(painter: QPainter, rect: QRectF, player: Player, color: QColor) -> None:
    """Draw X or O filling `rect` (a square), with round strokes that scale with it."""
    side = min(rect.width(), rect.height())
    inset = side * 0.24
    box = QRectF(rect.center().x() - side / 2, rect.center().y() - side / 2, side, side).adjusted(
        inset, inset, -inset, -inset
    )
    pen = QPen(color, max(2.0, side * 0.11), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    if player is Player.X:
        painter.drawLine(box.topLeft(), box.bottomRight())
        painter.drawLine(QPointF(box.right(), box.top()), QPointF(box.left(), box.bottom()))
    else:
        painter.drawEllipse(box)
    painter.restore()


def css(colour: QColor) -> str:
    """A colour as style sheets write it, with its transparency."""
    return f"rgba({colour.red()}, {colour.green()}, {colour.blue()}, {colour.alpha()})"
