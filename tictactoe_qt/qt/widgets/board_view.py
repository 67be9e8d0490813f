"""The board: a square grid of cell buttons that grows with the window. Draws; holds no rules."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import (QCoreApplication, QEvent, QEasingCurve, QPointF, QRectF, QSize, Qt, QTimer, QVariantAnimation,
                            Signal)
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QAbstractButton, QSizePolicy, QWidget

from ...core import Cell, Game, Player
from ...core.levels import MoveOutcome
from ...core.notation import cell_name
from .style import COLORS, blend, draw_mark
from ..text import fill

if TYPE_CHECKING:
    from collections.abc import Callable

    from PySide6.QtGui import QFocusEvent, QKeyEvent, QPaintEvent, QResizeEvent


def outcome_text(outcome: MoveOutcome | None, short: bool) -> str:
    """'Win 2' on the cell, 'wins in 2 moves' for screen readers (moves of the player to move);
    '?' for a move the search could not work out within its budget (5×5)."""
    # Written out as translate() calls, which pyside6-lupdate finds. English plurals are spelled out
    # per count: Qt's %n plural forms would need an English translation file.
    translate = QCoreApplication.translate
    if outcome is None:
        return "?" if short else translate("BoardView", "not worked out on this board")
    n = outcome.own_moves
    if outcome.result == "draw":
        return translate("BoardView", "Draw") if short else translate("BoardView", "draws with best play")
    if outcome.result == "win":
        if short:
            return translate("BoardView", "Win %n", None, n)
        if n == 1:
            return translate("BoardView", "wins with this move")
        return translate("BoardView", "wins in %n moves", None, n)
    if short:
        return translate("BoardView", "Loss %n", None, n)
    if n == 1:
        return translate("BoardView", "loses after this move")
    return translate("BoardView", "loses after %n moves", None, n)


def outcome_tooltip(outcome: MoveOutcome | None) -> str:
    """What the label on a cell means, in a sentence."""
    translate = QCoreApplication.translate
    if outcome is None:
        return translate("BoardView", "?: not worked out. The search stopped before it could prove where this leads.")
    if outcome.result == "draw":
        return translate("BoardView", "Draw: with best play on both sides, nobody wins after this move.")
    # One literal per message: pyside6-lupdate does not join adjacent strings in translate().
    n = outcome.own_moves
    if outcome.result == "win":
        return translate("BoardView", "Win %n: with best play this move wins by your %n-th move.", None, n)
    return translate("BoardView", "Loss %n: the opponent can force a win after %n of your moves.", None, n)


# On 3×3 the digit keys play the cell in the same place on a numeric keypad: 7 8 9 is the top row.
_KEYPAD: dict[int, tuple[int, int]] = {Qt.Key.Key_7: (0, 0), Qt.Key.Key_8: (0, 1), Qt.Key.Key_9: (0, 2), Qt.Key.Key_4: (1, 0), Qt.Key.Key_5: (1, 1),
                                       Qt.Key.Key_6: (1, 2), Qt.Key.Key_1: (2, 0), Qt.Key.Key_2: (2, 1), Qt.Key.Key_3: (2, 2)}
_STEPS: dict[int, tuple[int, int]] = {Qt.Key.Key_Up: (-1, 0), Qt.Key.Key_Down: (1, 0), Qt.Key.Key_Left: (0, -1), Qt.Key.Key_Right: (0, 1)}
_PLAY_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)
# Motion: a placed mark grows into its cell, the winning line draws itself through the cells, a drawn
# game's marks settle back, and a new game's cells come in as a wave from the top left corner.
MARK_APPEAR_MS = 150
WIN_LINE_MS = 320
DRAW_SETTLE_MS = 420
NEW_GAME_MS = 300
MINIMUM_SIDE = 480
WIN_LINE_REACH = 0.36  # how far the winning line goes past the centres of the end cells, as a share of a cell


def _animation(parent: QWidget, duration_ms: int, start: float, curve: QEasingCurve.Type,
               on_value: Callable[[float], None]) -> QVariantAnimation:
    animation = QVariantAnimation(parent, duration=duration_ms, startValue=start, endValue=1.0)
    animation.setEasingCurve(curve)
    animation.valueChanged.connect(on_value)
    return animation


class CellButton(QAbstractButton):
    """One cell: its mark, or a faint preview of the next mark while the mouse is over it."""

    def __init__(self, row: int, col: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.row, self.col = row, col
        self.mark: Player | None = None
        self.preview: Player | None = None
        self.is_last_move = False
        self.is_hint = False
        self.is_cursor = False  # the keyboard's place on the board
        self.mark_scale = 1.0  # below 1 while a new mark grows in
        self.cell_scale = 1.0  # below 1 while a new game's wave passes
        self.drawn = 0.0  # how far a drawn game's fade has gone, to COLORS.drawn_fade (read when painting)
        self._appear = _animation(self, MARK_APPEAR_MS, 0.3, QEasingCurve.Type.OutBack, self._grow)
        self.analysed = False  # move analysis has an answer for this cell: `outcome`, or None for "?"
        self.outcome: MoveOutcome | None = None
        self.winner: Player | None = None
        self.setAttribute(Qt.WidgetAttribute.WA_Hover)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the board takes the keys for all its cells

    def sizeHint(self) -> QSize:
        return QSize(120, 120)

    def minimumSizeHint(self) -> QSize:
        return QSize(40, 40)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(self.rect())
        radius = rect.width() * 0.1
        hovering = self.underMouse() and self.isEnabled() and self.mark is None
        if self.winner is not None:
            fill = COLORS.win_tint(self.winner)
        elif hovering:
            fill = COLORS.cell_hover
        elif not self.isEnabled() and self.mark is None:
            fill = COLORS.cell_locked
        else:
            fill = COLORS.cell
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(fill)
        shrink = rect.width() * (1 - self.cell_scale) / 2
        painter.drawRoundedRect(rect.adjusted(shrink, shrink, -shrink, -shrink), radius, radius)
        if self.mark is not None:
            inset = rect.width() * (1 - self.mark_scale) / 2
            colour = blend(COLORS.mark(self.mark), fill, 1.0 - (1.0 - COLORS.drawn_fade) * self.drawn)
            draw_mark(painter, rect.adjusted(inset, inset, -inset, -inset), self.mark, colour)
        elif (hovering or self.is_hint) and self.preview is not None:
            faint = QColor(COLORS.mark(self.preview))
            faint.setAlphaF(0.28)
            draw_mark(painter, self._above_label(rect), self.preview, faint)
        if self.is_hint:
            self._draw_outline(painter, rect, radius, COLORS.hint, 0.045)
        if self.shows_outcome:
            self._draw_outcome(painter, rect)
        if self.is_last_move:
            self._draw_outline(painter, rect, radius, COLORS.last_move, 0.035)
        if self.is_cursor:
            self._draw_outline(painter, rect, radius, COLORS.focus, 0.03)

    def show_mark(self, mark: Player | None, animate: bool) -> None:
        """Show `mark`; a mark newly placed grows in unless motion is reduced."""
        if animate and mark is not None and self.mark is None:
            self.mark_scale = self._appear.startValue()  # from the first paint, not the first tick
            self._appear.start()
        elif self._appear.state() == QVariantAnimation.State.Running and mark is None:
            self._appear.stop()
            self.mark_scale = 1.0
        self.mark = mark

    def _grow(self, scale: float) -> None:
        self.mark_scale = scale
        self.update()

    @property
    def shows_outcome(self) -> bool:
        return self.analysed and self.mark is None

    def _above_label(self, rect: QRectF) -> QRectF:
        """Where the preview mark goes: the whole cell, or the part above the analysis label."""
        if not self.shows_outcome:
            return rect
        side = rect.height() * 0.72
        return QRectF(rect.center().x() - side / 2, rect.top(), side, side)

    def _draw_outcome(self, painter: QPainter, rect: QRectF) -> None:
        font = painter.font()
        font.setPixelSize(max(9, round(rect.height() * 0.16)))
        font.setBold(True)
        painter.setFont(font)
        # "?" takes the neutral colour of "Draw": it says nothing about who wins.
        painter.setPen(COLORS.outcome[self.outcome.result if self.outcome else "draw"])
        painter.drawText(rect.adjusted(0, 0, 0, -rect.height() * 0.06), Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom,
                         outcome_text(self.outcome, short=True))

    @staticmethod
    def _draw_outline(painter: QPainter, rect: QRectF, radius: float, color: QColor, width_ratio: float) -> None:
        width = max(2.0, rect.width() * width_ratio)
        inner = rect.adjusted(width, width, -width, -width)
        painter.setPen(QPen(color, width))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(inner, radius * 0.8, radius * 0.8)


class _WinLineOverlay(QWidget):
    """A stroke through the winning cells, drawn above them; clicks pass through."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.ends: tuple[QPointF, QPointF] | None = None
        self.winner: Player | None = None
        self.stroke_width = 8.0
        self.progress = 1.0  # how much of the line is drawn
        self.drawing = _animation(self, WIN_LINE_MS, 0.0, QEasingCurve.Type.OutCubic, self._advance)

    def _advance(self, progress: float) -> None:
        self.progress = progress
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        if self.ends is None or self.winner is None:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        start, end = self.ends
        path = QPainterPath(start)
        path.lineTo(start + (end - start) * self.progress)
        # Solid, in the winner's colour, edged in the winning cells' tint: it reads across marks of its own colour
        # and over the board's frame, in every theme (read when painting, so a theme change shows at once).
        width = self.stroke_width
        for colour, pen_width in ((COLORS.win_tint(self.winner), width * 1.8), (COLORS.mark(self.winner), width)):
            painter.strokePath(path, QPen(colour, pen_width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))


class BoardView(QWidget):
    """Lays the cells out as a centred square and repaints them from a Game."""

    cell_clicked = Signal(int, int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setAccessibleName(self.tr("Game board"))  # the cells' names are set anew with every position
        # The board, not a name field, holds the focus at start, so single-key shortcuts (H) work.
        # It is one stop for Tab; inside it the arrow keys move a cursor and Enter or Space plays.
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self._cursor: Cell = (1, 1)  # the centre of the first board (see _centre())
        self._cursor_shown = False
        self._news = ""  # what the screen reader was last told, carried by the cursor's cell (see tell())
        self.reduce_motion = False  # View ▸ Reduce Motion: marks and the winning line appear at once
        self._cells: list[CellButton] = []
        self._winning_line: tuple[Cell, ...] | None = None
        self._board_rect = QRectF()
        self._centres: list[float] = []
        self._overlay = _WinLineOverlay(self)
        self._shown_game: Game | None = None
        self._drawn = False
        self._settle = _animation(self, DRAW_SETTLE_MS, 0.0, QEasingCurve.Type.InOutQuad, self._settle_marks)
        self._wave = _animation(self, NEW_GAME_MS, 0.0, QEasingCurve.Type.Linear, self._pass_wave)
        self._build(3)

    def board_side(self) -> float:
        """The side of the board's square, its frame included: from the board's size now, which those watching its
        resize (the play area fits the headline to it) learn before the board has laid itself out again."""
        return float(max(0, min(self.width(), self.height())))

    def cell_button(self, row: int, col: int) -> CellButton:
        return self._cells[row * self._size + col]

    @property
    def cursor_cell(self) -> Cell | None:
        """Where Enter would play, once the keyboard has been used on the board."""
        return self._cursor if self._cursor_shown else None

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.setAccessibleName(self.tr("Game board"))
        super().changeEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if self._size == 3 and key in _KEYPAD:
            self.cell_clicked.emit(*_KEYPAD[key])  # played first: a screen reader then hears the cell with its mark
            self._move_cursor(_KEYPAD[key], shown=self._cursor_shown)
        elif key in _STEPS:
            # The first press moves too, from where the cursor was or, on a new board, from the centre: a player
            # counts "Right" from there (New Game, Right, Enter plays c2); it shows the cursor where it lands.
            row, col = self._cursor
            step_row, step_col = _STEPS[key]
            last = self._size - 1
            self._move_cursor((min(max(row + step_row, 0), last), min(max(col + step_col, 0), last)), shown=True)
        elif key in _PLAY_KEYS and self._cursor_shown:
            self.cell_clicked.emit(*self._cursor)
        else:
            super().keyPressEvent(event)

    def focusInEvent(self, event: QFocusEvent) -> None:
        if event.reason() in (Qt.FocusReason.TabFocusReason, Qt.FocusReason.BacktabFocusReason):
            self._move_cursor(self._cursor, shown=True)
        super().focusInEvent(event)
        # After Qt tells screen readers the board has the focus (it does so once this event is handled): they
        # then hear the cell under the cursor, which is where the keys act.
        QTimer.singleShot(0, self, self._focus_cursor_cell)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        self._move_cursor(self._cursor, shown=False)
        super().focusOutEvent(event)

    def _clicked(self, cell: Cell) -> None:
        # Played with the mouse: the keyboard's ring goes (the last-move ring shows where play is), and the
        # arrow keys go on from the cell clicked.
        self.cell_clicked.emit(*cell)
        self._move_cursor(cell, shown=False)

    def _move_cursor(self, cell: Cell, shown: bool) -> None:
        moved, appeared = cell != self._cursor, shown and not self._cursor_shown
        self._cursor, self._cursor_shown = cell, shown
        if moved:
            self._news = ""  # the news was told on the cell left behind
        for button in self._cells:
            button.is_cursor = shown and (button.row, button.col) == cell
            button.update()
        if self._cells:
            focused = self.cell_button(*cell)
            focused.setAccessibleDescription(self._description(focused))
        if moved or appeared:
            # Once this turn's news is on the new cell (a move's news comes a moment after the move), so that a
            # screen reader says the cell with its news once; the cell left behind changes its words after that.
            QTimer.singleShot(0, self, self._focus_cursor_cell)
        else:
            self._describe_cells()

    def tell(self, text: str) -> None:
        """News for a screen reader (a move, the result, a hint): the description of the cell the keyboard is
        on. Screen readers that follow focus speak a change of the focused object's description, and the
        board hands its focus to that cell (Orca 43, for one, never speaks Qt's announcement events)."""
        self._news = text
        if self._cells:
            button = self.cell_button(*self._cursor)
            button.setAccessibleDescription(self._description(button))

    def _description(self, button: CellButton) -> str:
        if (button.row, button.col) == self._cursor and self._news:
            return self._news
        return self.tr("Press Enter to play here") if button.isEnabled() else ""

    def _focus_cursor_cell(self) -> None:
        """Tell screen readers the keyboard is on the cursor's cell: the board has the keys, its cell the focus."""
        # Imported here: QAccessible's Python class and its ~190 enum values are built on first use, which is
        # after the first frame (this runs once the focus has come, a turn of the event loop later).
        from PySide6.QtGui import QAccessible, QAccessibleEvent  # noqa: PLC0415

        if self.hasFocus() and self._cells and QAccessible.isActive():
            QAccessible.updateAccessibility(QAccessibleEvent(self.cell_button(*self._cursor), QAccessible.Event.Focus))
        self._describe_cells()

    def _describe_cells(self) -> None:
        for button in self._cells:
            button.setAccessibleDescription(self._description(button))

    def sizeHint(self) -> QSize:
        return QSize(540, 540)

    def minimumSizeHint(self) -> QSize:
        # At the window's smallest the board is still the star: far wider than the side panel, and about as
        # tall as the room the panel's own least height leaves it under the headline, so no band of empty
        # window lies above or below it.
        return QSize(MINIMUM_SIDE, MINIMUM_SIDE)

    def show_game(self, game: Game, accepts_clicks: bool, hint: Cell | None = None,
                  analysis: dict[Cell, MoveOutcome | None] | None = None) -> None:
        if game.size != self._size:
            self._build(game.size)
        last = game.moves[-1] if game.moves else None
        self._winning_line = game.winning_line
        animate = self._animates()
        for cell in self._cells:
            cell.show_mark(game.cell(cell.row, cell.col), animate=animate)
            cell.preview = game.current_player
            cell.is_last_move = (cell.row, cell.col) == last
            cell.is_hint = (cell.row, cell.col) == hint
            cell.analysed = analysis is not None and (cell.row, cell.col) in analysis
            cell.outcome = analysis.get((cell.row, cell.col)) if analysis else None
            cell.setToolTip(outcome_tooltip(cell.outcome) if cell.shows_outcome else "")
            cell.winner = game.winner if game.winning_line and (cell.row, cell.col) in game.winning_line else None
            cell.setEnabled(accepts_clicks and cell.mark is None)
            cell.setAccessibleName(self._describe(cell))
            cell.setAccessibleDescription(self._description(cell))
            cell.update()
        if game.winning_line and self._overlay.winner is None and animate:
            self._overlay.progress = 0.0
            self._overlay.drawing.start()
        self._overlay.winner = game.winner
        self._place_overlay()
        self._show_transitions(game, animate)

    def _animates(self) -> bool:
        """Whether changes move: not with Reduce Motion, and not in a board not yet on screen. The game a window
        opens with is simply there; animated, its first frame showed it whole, then a wave or marks growing in."""
        return not self.reduce_motion and self.isVisible()

    def _show_transitions(self, game: Game, animate: bool) -> None:
        """A new game comes in as a wave over the empty cells; a drawn game's marks settle back."""
        new_game = game is not self._shown_game and not game.moves
        self._shown_game = game
        drawn = game.is_draw
        if drawn != self._drawn:
            self._drawn = drawn
            if drawn and animate:
                self._settle.start()
            else:
                self._settle.stop()
                self._settle_marks(1.0 if drawn else 0.0)
        if new_game:
            self._move_cursor(self._centre(), shown=self._cursor_shown)  # the keys start each game from the centre
            if animate:
                self._pass_wave(0.0)  # from the first paint, not the first tick (which only changes are reported at)
                self._wave.start()

    def _settle_marks(self, progress: float) -> None:
        for cell in self._cells:
            cell.drawn = progress
            cell.update()

    def _pass_wave(self, progress: float) -> None:
        # Each cell starts a little after the one above-left of it, and takes 55 % of the whole to come in.
        last = max(2 * (self._size - 1), 1)
        for cell in self._cells:
            local = min(max((progress - 0.45 * (cell.row + cell.col) / last) / 0.55, 0.0), 1.0)
            cell.cell_scale = 0.78 + 0.22 * QEasingCurve(QEasingCurve.Type.OutBack).valueForProgress(local)
            cell.update()

    def _centre(self) -> Cell:
        """Where the arrow keys start on an empty board: the centre (on an even board, the cell above-left of it)."""
        middle = (self._size - 1) // 2
        return middle, middle

    def _describe(self, cell: CellButton) -> str:
        content = cell.mark.value if cell.mark else self.tr("empty")
        description = fill(self.tr("%1, %2"), cell_name((cell.row, cell.col), self._size), content)
        if cell.shows_outcome:
            description = fill(self.tr("%1, %2"), description, outcome_text(cell.outcome, short=False))
        return fill(self.tr("%1, suggested move"), description) if cell.is_hint else description

    def _build(self, size: int) -> None:
        for cell in self._cells:
            cell.hide()  # at once: deletion waits for the event loop, and the old cells must not show meanwhile
            cell.deleteLater()
        self._size = size
        self._cells = []
        self._winning_line = None  # the old board's line may lie outside the new one
        self._drawn = False  # the new cells show their marks whole
        self._cursor = self._centre()  # a place on the old board means nothing on this one
        for row in range(size):
            for col in range(size):
                cell = CellButton(row, col, self)
                cell.clicked.connect(lambda _=False, r=row, c=col: self._clicked((r, c)))
                cell.show()
                self._cells.append(cell)
        self._overlay.raise_()
        self._move_cursor(self._cursor, self._cursor_shown)
        self._lay_out()

    def resizeEvent(self, event: QResizeEvent) -> None:
        self._lay_out()

    def _lay_out(self) -> None:
        # The board is the largest square that fits, centred; its frame carries the coordinates.
        side = self.board_side()
        left = (self.width() - side) / 2
        top = (self.height() - side) / 2
        self._board_rect = QRectF(left, top, side, side)
        padding = self._frame_width()
        gap = side * 0.022
        cell_side = (side - 2 * padding - (self._size - 1) * gap) / self._size
        # Cell centres along one side, for the coordinates.
        self._centres = [padding + cell_side / 2 + i * (cell_side + gap) for i in range(self._size)]
        for cell in self._cells:
            x = left + padding + cell.col * (cell_side + gap)
            y = top + padding + cell.row * (cell_side + gap)
            cell.setGeometry(round(x), round(y), round(cell_side), round(cell_side))
        self._overlay.setGeometry(self.rect())
        self._place_overlay()

    def _place_overlay(self) -> None:
        line = self._winning_line
        if line is None:
            self._overlay.ends = None
        else:
            first, last = self.cell_button(*line[0]), self.cell_button(*line[-1])
            start, end = QRectF(first.geometry()).center(), QRectF(last.geometry()).center()
            # Through the centres of all the winning cells and on across the end marks (a mark reaches 26 % of
            # its cell's side from the centre), so the line runs end to end.
            along = end - start
            length = (along.x() ** 2 + along.y() ** 2) ** 0.5
            reach = along * (first.width() * WIN_LINE_REACH / length) if length else QPointF()
            self._overlay.ends = (start - reach, end + reach)
            self._overlay.stroke_width = max(4.0, first.width() * 0.09)
        self._overlay.update()

    def _frame_width(self) -> float:
        """The board's frame, wide enough for the coordinates drawn on it."""
        return max(self._board_rect.width() * 0.06, 16.0)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(COLORS.board)
        radius = self._board_rect.width() * 0.04
        painter.drawRoundedRect(self._board_rect, radius, radius)
        self._draw_coordinates(painter)

    def _draw_coordinates(self, painter: QPainter) -> None:
        """Letters under the columns and numbers beside the rows, 1 at the bottom, as the cells are named: on the
        frame, in type that grows with the board."""
        painter.setPen(COLORS.coordinate)
        band, board = self._frame_width(), self._board_rect
        font = self.font()
        font.setPixelSize(max(9, round(band * 0.6)))
        font.setBold(True)
        painter.setFont(font)
        for index, centre in enumerate(self._centres):
            name = cell_name((index, index), self._size)  # row `index` and column `index` at once
            row_label = QRectF(board.left(), board.top() + centre - band / 2, band, band)
            column_label = QRectF(board.left() + centre - band / 2, board.bottom() - band, band, band)
            painter.drawText(row_label, Qt.AlignmentFlag.AlignCenter, name[1:])
            painter.drawText(column_label, Qt.AlignmentFlag.AlignCenter, name[0])
