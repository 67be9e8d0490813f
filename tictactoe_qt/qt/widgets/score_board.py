"""The scoreboard: each player's mark, name and score, large, with the player to move standing out.

A name is edited in place (a click on it); a computer's or a network player's name is a plain label: both are
seat_names.py's.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPalette
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ...core import Player
from ...core.score import MAX_NAME_LENGTH
from ...session.view_state import ScoreState
from ..text import Retranslatable
from .heading import Heading
from .mark_badge import MarkBadge
from .seat_names import NameEdit, SeatLabel

from .style import COLORS, css

if TYPE_CHECKING:
    from PySide6.QtGui import QPaintEvent


def _sized(widget: QWidget, scale: float, weight: QFont.Weight) -> None:
    font = widget.font()
    font.setPointSizeF(font.pointSizeF() * scale)
    font.setWeight(weight)
    widget.setFont(font)


def _count_label(scale: float) -> QLabel:
    label = QLabel("0")
    _sized(label, scale, QFont.Weight.Bold)
    label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    label.setMinimumWidth(round(label.fontMetrics().horizontalAdvance("00")))
    return label


class ScoreRow(QWidget):
    """One player's line; while it is their move it is tinted in their mark's colour, with a bar in it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.mark: Player | None = None
        self.to_move = False
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)

    def show_turn(self, mark: Player, to_move: bool) -> None:
        if (mark, to_move) != (self.mark, self.to_move):
            self.mark, self.to_move = mark, to_move
            self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        if not self.to_move or self.mark is None:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(COLORS.win_tint(self.mark))
        painter.drawRoundedRect(rect, 9, 9)
        painter.setBrush(COLORS.mark(self.mark))
        painter.drawRoundedRect(QRectF(rect.left() + 3, rect.top() + 8, 4, rect.height() - 16), 2, 2)


class ScoreBoard(Retranslatable, QWidget):
    name_edited = Signal(int, str)
    reset_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.heading = Heading()
        self.reset_button = QPushButton()  # quiet: a flat link-like button beside the heading
        self.reset_button.setFlat(True)
        self.reset_button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.reset_button.clicked.connect(self.reset_requested)
        policy = self.reset_button.sizePolicy()
        policy.setRetainSizeWhenHidden(True)  # appearing moves nothing
        self.reset_button.setSizePolicy(policy)
        top = QHBoxLayout()
        top.setContentsMargins(0, 0, 0, 0)
        top.addWidget(self.heading, 1)
        top.addWidget(self.reset_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        layout.addLayout(top)

        self.rows = [ScoreRow(), ScoreRow()]
        self.badges = [MarkBadge(34), MarkBadge(34)]
        self.name_edits = [NameEdit(), NameEdit()]
        self.win_labels = [_count_label(2.1), _count_label(2.1)]
        # A computer's or network player's row shows a plain label in place of an editable name.
        self.computer_labels = [SeatLabel() for _seat in (0, 1)]
        for seat, row in enumerate(self.rows):
            edit = self.name_edits[seat]
            edit.setMaxLength(MAX_NAME_LENGTH)
            edit.setFrame(False)
            edit.editingFinished.connect(lambda seat=seat: self._finish_name_edit(seat))
            for name in (edit, self.computer_labels[seat]):
                _sized(name, 1.12, QFont.Weight.Bold)  # not DemiBold: Chinese names have no bold face to take it
            self.computer_labels[seat].setContentsMargins(2, 0, 0, 0)
            grid = QGridLayout(row)
            grid.setContentsMargins(14, 6, 10, 6)
            grid.setHorizontalSpacing(10)
            grid.setColumnStretch(1, 1)
            grid.addWidget(self.badges[seat], 0, 0)
            grid.addWidget(edit, 0, 1)
            grid.addWidget(self.computer_labels[seat], 0, 1)
            grid.addWidget(self.win_labels[seat], 0, 2)
            layout.addWidget(row)
        self.draws_title = QLabel()
        self.draws_label = _count_label(1.35)
        draws = QHBoxLayout()
        draws.setContentsMargins(14 + 34 + 10, 0, 10, 0)
        draws.addWidget(self.draws_title, 1)
        draws.addWidget(self.draws_label)
        layout.addLayout(draws)
        # Tab reaches each score (read whole: "Ann (X), wins: 2"), so a screen reader's user finds them by keyboard.
        for count in (*self.win_labels, self.draws_label):
            count.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self._style_names()
        self._retranslate()

    def set_scale(self, scale: float) -> None:
        """The badges and the counts' room grow with the panel's type (SidePanel.set_scale sets the fonts)."""
        for badge in self.badges:
            badge.set_side(round(34 * scale))
        for count in (*self.win_labels, self.draws_label):
            count.setMinimumWidth(round(count.fontMetrics().horizontalAdvance("00")))

    def _retranslate(self) -> None:
        self.heading.setText(self.tr("Score"))
        for seat, edit in enumerate(self.name_edits):
            edit.setAccessibleName(self.tr("Name of player %n", "", seat + 1))
            edit.setToolTip(self.tr("Click to change the name"))
        self.draws_title.setText(self.tr("Draws"))
        self.reset_button.setText(self.tr("Reset Scores…"))

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange:  # a theme switch: the sheet names the theme's colours
            self._style_names()

    def _style_names(self) -> None:
        """A name reads as a name, not a field, until it is clicked: no frame, an underline when hovered."""
        palette = self.palette()
        edge, focus = css(palette.color(QPalette.ColorRole.Mid)), css(palette.color(QPalette.ColorRole.Highlight))
        clear = css(QColor(0, 0, 0, 0))
        sheet = (
            f"QLineEdit {{ background: {clear}; border: none; border-bottom: 2px solid {clear}; padding: 1px 2px; }}"
            f"QLineEdit:hover {{ border-bottom-color: {edge}; }}"
            f"QLineEdit:focus {{ border-bottom-color: {focus}; }}"
        )
        # Written out: a QLabel ignores the shorthand "border-bottom: 2px solid …" (it drew no underline, ever).
        count_sheet = (
            f"QLabel {{ border-style: solid; border-width: 0 0 2px 0; border-color: {clear}; }}"
            f"QLabel:focus {{ border-bottom-color: {focus}; }}"
        )
        for count in (*self.win_labels, self.draws_label):
            if count.styleSheet() != count_sheet:
                count.setStyleSheet(count_sheet)
        for edit in self.name_edits:
            if edit.styleSheet() != sheet:
                edit.setStyleSheet(sheet)

    def _finish_name_edit(self, seat: int) -> None:
        edit = self.name_edits[seat]
        edit.setModified(False)
        self.name_edited.emit(seat, edit.text())

    def show_scores(self, scores: ScoreState) -> None:
        for seat, view in enumerate(scores.seats):
            self.rows[seat].show_turn(view.mark, view.to_move)  # the row of the player to move stands out
            self.badges[seat].set_mark(view.mark)
            edit = self.name_edits[seat]
            if view.editable and not edit.isModified() and edit.text() != view.name:  # not while typing
                edit.setText(view.name)  # the caret at its end, for a Tab (a long name shows its start: NameEdit)
            self.win_labels[seat].setText(str(view.wins))
            self.win_labels[seat].setAccessibleName(view.description)
            edit.setVisible(view.editable)
            self.computer_labels[seat].setVisible(not view.editable)
            self.computer_labels[seat].show_seat(view.shown_name, view.name, view.detail)
        self.draws_label.setText(str(scores.draws))
        self.draws_label.setAccessibleName(scores.draws_description)
        # Shown once there is a score to reset: a disabled link reads as grey text, low contrast in every theme.
        self.reset_button.setEnabled(scores.resettable)
        self.reset_button.setVisible(scores.resettable)
