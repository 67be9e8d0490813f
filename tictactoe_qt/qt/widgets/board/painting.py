"""How the board draws a cell, a small board and the winning line: pure drawing on a QPainter, from the cell's view
and how far its motion has gone. The board calls these for every cell in one paint, never a widget per cell.

A grid made of small boards (ultimate) has each drawn under and over its cells: a ring round the boards the
player to move may play in, the other open boards dimmed, a won board faded with its winner's mark large over it,
a drawn one faded. The coordinates go on the board's frame, letters under the columns and numbers beside the
rows."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen

from ....core import Player
from ....core.notation import board_name, cell_name
from ....session.view_state import BoardState, CellView
from ..style import COLORS, blend, draw_mark
from .geometry import BoardGeometry


@dataclass
class CellLook:
    """What the board adds to a cell's view while drawing it: the mouse, the keyboard and the motion."""

    hovered: bool = False  # the mouse is over it (and it may be played)
    cursor: bool = False  # the keyboard's place on the board
    preview: Player | None = None  # the mark a hover or a hint previews
    mark_scale: float = 1.0  # below 1 while a new mark grows in
    cell_scale: float = 1.0  # below 1 while a new game's wave passes
    drawn: float = 0.0  # how far a drawn game's fade has gone, to COLORS.drawn_fade


def paint_cell(
    painter: QPainter, rect: QRectF, cell: CellView, look: CellLook, winner: Player | None, rings: bool = True
) -> None:
    """The cell, its mark or preview and its analysis label; with `rings`, its hint, last-move and cursor rings too
    (a grid of small boards draws those after the boards' veils: paint_rings)."""
    radius = rect.width() * 0.1
    if cell.winning and winner is not None:
        fill = COLORS.win_tint(winner)
    elif look.hovered:
        fill = COLORS.cell_hover
    elif not cell.enabled and cell.mark is None:
        fill = COLORS.cell_locked
    else:
        fill = COLORS.cell
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(fill)
    shrink = rect.width() * (1 - look.cell_scale) / 2
    painter.drawRoundedRect(rect.adjusted(shrink, shrink, -shrink, -shrink), radius, radius)
    if cell.mark is not None:
        inset = rect.width() * (1 - look.mark_scale) / 2
        colour = blend(COLORS.mark(cell.mark), fill, 1.0 - (1.0 - COLORS.drawn_fade) * look.drawn)
        draw_mark(painter, rect.adjusted(inset, inset, -inset, -inset), cell.mark, colour)
    elif (look.hovered or cell.hint) and look.preview is not None:
        faint = QColor(COLORS.mark(look.preview))
        faint.setAlphaF(COLORS.preview_opacity)
        draw_mark(painter, _above_label(rect, cell), look.preview, faint)
    if cell.analysed and cell.mark is None:
        _outcome(painter, rect, cell)
    if rings:
        paint_rings(painter, rect, cell, look)


def paint_rings(painter: QPainter, rect: QRectF, cell: CellView, look: CellLook) -> None:
    """The rings a cell may wear: the hint, the last move, the keyboard's cursor."""
    radius = rect.width() * 0.1
    if cell.hint:
        _outline(painter, rect, radius, COLORS.hint, 0.045)
    if cell.last_move:
        _outline(painter, rect, radius, COLORS.last_move, 0.035)
    if look.cursor:  # at least 3 pixels: on ultimate's small cells 2 were easy to lose
        _outline(painter, rect, radius, COLORS.focus, 0.03, least=3.0)


def paint_block_under(painter: QPainter, rect: QRectF, lit: bool) -> None:
    """Behind a small board's cells: a ring round it when the player to move may play there."""
    if not lit:
        return
    width = max(3.0, rect.width() * 0.035)
    halo = rect.adjusted(-width, -width, width, width)
    radius = rect.width() * 0.06
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(COLORS.lit)
    painter.drawRoundedRect(halo, radius, radius)


def paint_block_over(
    painter: QPainter, rect: QRectF, result: Player | str | None, dimmed: bool, fade: float = 1.0
) -> None:
    """Over a small board's cells: dimmed when open but not playable now; when won, faded with the winner's mark
    large over it; when drawn, faded. `fade` (0–1) is how far a result that just came has come in."""
    radius = rect.width() * 0.05
    # As much veil as the theme lets marks fade (drawn_fade): high contrast keeps every mark at full contrast, so
    # its closed and waiting boards are told by the ring and the large mark alone.
    strength = min(1.0, (1.0 - COLORS.drawn_fade) / 0.55)
    if result is None:
        if dimmed:
            veil = QColor(COLORS.board)
            veil.setAlphaF(0.36 * strength)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(veil)
            painter.drawRoundedRect(rect, radius, radius)
        return
    veil = QColor(COLORS.cell)
    veil.setAlphaF(0.72 * fade * strength)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(veil)
    painter.drawRoundedRect(rect, radius, radius)
    if isinstance(result, Player):
        colour = QColor(COLORS.mark(result))
        colour.setAlphaF(0.9 * fade)
        draw_mark(painter, rect, result, colour)


def paint_win_line(
    painter: QPainter, start: QPointF, end: QPointF, progress: float, width: float, winner: Player
) -> None:
    """A stroke through the winning cells, `progress` of the way along."""
    path = QPainterPath(start)
    path.lineTo(start + (end - start) * progress)
    # Solid, in the winner's colour, edged in the winning cells' tint: it reads across marks of its own colour
    # and over the board's frame, in every theme (read when painting, so a theme change shows at once).
    for colour, pen_width in ((COLORS.win_tint(winner), width * 1.8), (COLORS.mark(winner), width)):
        painter.strokePath(path, QPen(colour, pen_width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))


def _above_label(rect: QRectF, cell: CellView) -> QRectF:
    """Where the preview mark goes: the whole cell, or the part above the analysis label."""
    if not cell.analysed:
        return rect
    side = rect.height() * 0.72
    return QRectF(rect.center().x() - side / 2, rect.top(), side, side)


SMALL_CELL_PX = 70


def _outcome(painter: QPainter, rect: QRectF, cell: CellView) -> None:
    font = painter.font()
    # A small cell (a 9×9 grid's, a 5×5 board in a small window) gives its word a larger share of itself.
    font.setPixelSize(max(9, round(rect.height() * (0.16 if rect.height() >= SMALL_CELL_PX else 0.27))))
    font.setBold(True)
    painter.setFont(font)
    # "?" takes the neutral colour of "Draw": it says nothing about who wins.
    painter.setPen(COLORS.outcome[cell.outcome.result if cell.outcome else "draw"])
    painter.drawText(
        rect.adjusted(0, 0, 0, -rect.height() * 0.06),
        Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom,
        cell.label,
    )


def _outline(
    painter: QPainter, rect: QRectF, radius: float, color: QColor, width_ratio: float, least: float = 2.0
) -> None:
    width = max(least, rect.width() * width_ratio)
    inner = rect.adjusted(width, width, -width, -width)
    painter.setPen(QPen(color, width))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(inner, radius * 0.8, radius * 0.8)


def paint_coordinates(painter: QPainter, font: QFont, geometry: BoardGeometry, state: BoardState) -> None:
    """Letters under the columns and numbers beside the rows, 1 at the bottom, as the cells are named: on the
    frame, in type (`font`, the board's) that grows with the board. A grid of small boards names its boards so
    under and beside them ("B2": capitals), and the cells within each board over and on the right of it ("a3")."""
    painter.setPen(COLORS.coordinate)
    band, board = geometry.frame, geometry.board
    font = QFont(font)
    font.setPixelSize(max(9, round(band * 0.6)))
    font.setBold(True)
    painter.setFont(font)
    if state.blocks == 1:
        _paint_names(
            painter,
            band,
            geometry.cells,
            state.size,
            lambda index: cell_name((index, index), state.size),
            board.left(),
            board.bottom() - band,
        )
        return
    _paint_names(
        painter,
        band,
        geometry.blocks,
        state.blocks,
        lambda index: board_name((index, index)),
        board.left(),
        board.bottom() - band,
    )
    font.setPixelSize(max(8, round(band * 0.42)))
    font.setBold(False)
    painter.setFont(font)
    block = state.block_size
    _paint_names(
        painter,
        band,
        geometry.cells,
        state.size,
        lambda index: cell_name((index % block, index % block), block),
        board.right() - band,
        board.top(),
    )


def _paint_names(
    painter: QPainter,
    band: float,
    rects: list[QRectF],
    count: int,
    name: Callable[[int], str],
    rows_x: float,
    columns_y: float,
) -> None:
    """The column letter of each of `count` places a side along the band at `columns_y`, and the row number of
    each along the band at `rows_x` (names as "b3": the letter, then the number), in squares `band` a side."""
    for index in range(count):
        rect = rects[index * count + index]  # row `index` and column `index` at once
        text = name(index)
        painter.drawText(
            QRectF(rows_x, rect.center().y() - band / 2, band, band), Qt.AlignmentFlag.AlignCenter, text[1:]
        )
        painter.drawText(
            QRectF(rect.center().x() - band / 2, columns_y, band, band), Qt.AlignmentFlag.AlignCenter, text[0]
        )
