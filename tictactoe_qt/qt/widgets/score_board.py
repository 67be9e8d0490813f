"""The scoreboard: each player's mark, name and score, large, with the player to move standing out.

A name is edited in place (a click on it); a computer's or a network player's name is a plain label.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPalette
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ...core import Player
from ...core.score import MAX_NAME_LENGTH
from ...session.view_state import ScoreState
from ..text import Retranslatable
from .elided_label import ElidedLabel
from .heading import Heading
from .mark_badge import MarkBadge

from .style import COLORS, css

if TYPE_CHECKING:
    from PySide6.QtCore import QRect
    from PySide6.QtWidgets import QStyleOptionFrame
    from PySide6.QtGui import QFocusEvent, QKeyEvent, QPaintEvent


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


class NameEdit(QLineEdit):
    """A player's name, edited in place. While it is not being edited, a name too long for the row ends in "…",
    as every cut name in the game does: a line edit would show whichever part its cursor last passed, the end
    of the name once it was typed."""

    # Escape: the name is as it was before the field was entered, and the player is done with it (as Enter does).
    abandoned = Signal()

    # More than any style's frame and QLineEdit's text margins take: a name this much narrower than the field fits
    # without asking the style, whose Python class (and its hundreds of enums) the first frame would otherwise build.
    _SURE_FIT_MARGIN = 16

    def __init__(self) -> None:
        super().__init__()
        self._name_before = ""

    def _surely_fits(self) -> bool:
        return self.fontMetrics().horizontalAdvance(self.text()) <= self.width() - self._SURE_FIT_MARGIN

    def paintEvent(self, event: QPaintEvent) -> None:
        if self.hasFocus() or self._surely_fits():
            super().paintEvent(event)
            return
        from PySide6.QtWidgets import QStyle  # noqa: PLC0415 - see _SURE_FIT_MARGIN

        option, room = self._text_room()
        if self.fontMetrics().horizontalAdvance(self.text()) <= room.width():
            super().paintEvent(event)
            return
        painter = QPainter(self)
        self.style().drawPrimitive(QStyle.PrimitiveElement.PE_PanelLineEdit, option, painter, self)
        painter.setPen(self.palette().color(QPalette.ColorRole.Text))
        shown = self.fontMetrics().elidedText(self.text(), Qt.TextElideMode.ElideRight, room.width())
        painter.drawText(room, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), shown)

    def shown_text(self) -> str:
        """The name as it reads in the row while not being edited."""
        if self._surely_fits():
            return self.text()
        return self.fontMetrics().elidedText(self.text(), Qt.TextElideMode.ElideRight, self._text_room()[1].width())

    def _text_room(self) -> tuple[QStyleOptionFrame, QRect]:
        """The style's option for the field, and the room for its text beside QLineEdit's own margins."""
        from PySide6.QtWidgets import QStyle, QStyleOptionFrame  # noqa: PLC0415 - see _SURE_FIT_MARGIN

        option = QStyleOptionFrame()
        self.initStyleOption(option)
        room = self.style().subElementRect(QStyle.SubElement.SE_LineEditContents, option, self)
        return option, room.adjusted(2, 0, -2, 0)

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        self._name_before = self.text()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self.setCursorPosition(0)  # edited again, it starts where it reads

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() != Qt.Key.Key_Escape:
            super().keyPressEvent(event)
            return
        self.setText(self._name_before)
        self.setModified(False)  # nothing typed is left to give
        self.abandoned.emit()


class SeatLabel(ElidedLabel):
    """A computer's (or a network player's) name on the scoreboard: the name, and under it in smaller type the
    computer's level, so "Computer" and "Unbeatable" both show whole at the default width. The label's text
    stays the whole "Computer (Unbeatable)", for screen readers."""

    def __init__(self) -> None:
        super().__init__(elide=Qt.TextElideMode.ElideRight)
        self.name, self.detail = "", ""

    def show_seat(self, whole: str, name: str, detail: str) -> None:
        if bool(detail) != bool(self.detail):
            self.updateGeometry()  # one line or two
        self.name, self.detail = name, detail
        self.setText(whole)
        self.update()

    def _two_lines(self, hint: QSize) -> QSize:
        if not self.detail:
            return hint
        margins = self.contentsMargins()
        height = self.fontMetrics().height() + QFontMetrics(self._detail_font()).height()
        return QSize(hint.width(), height + margins.top() + margins.bottom())

    def sizeHint(self) -> QSize:
        return self._two_lines(super().sizeHint())

    def minimumSizeHint(self) -> QSize:
        return self._two_lines(super().minimumSizeHint())

    def shown_lines(self) -> list[str]:
        """The lines as drawn in the room the label has now."""
        if not self.detail:
            return [self.shown_text()]
        width = self.contentsRect().width()
        return [
            self.fontMetrics().elidedText(self.name, Qt.TextElideMode.ElideRight, width),
            QFontMetrics(self._detail_font()).elidedText(self.detail, Qt.TextElideMode.ElideRight, width),
        ]

    def _detail_font(self) -> QFont:
        font = QFont(self.font())
        font.setPointSizeF(font.pointSizeF() * 0.8)
        font.setWeight(QFont.Weight.Normal)
        return font

    def paintEvent(self, event: QPaintEvent) -> None:
        if not self.detail:
            super().paintEvent(event)
            return
        name, detail = self.shown_lines()
        self.setToolTip(self.text() if (name, detail) != (self.name, self.detail) else "")
        room = QRectF(self.contentsRect())
        painter = QPainter(self)
        painter.setPen(self.palette().color(self.foregroundRole()))
        painter.setFont(self.font())
        upper = QRectF(room.left(), room.top(), room.width(), self.fontMetrics().height())
        painter.drawText(upper, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom), name)
        painter.setFont(self._detail_font())
        lower = QRectF(room.left(), upper.bottom(), room.width(), room.height() - upper.height())
        painter.drawText(lower, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop), detail)


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
        count_sheet = f"QLabel {{ border-bottom: 2px solid {clear}; }} QLabel:focus {{ border-bottom-color: {focus}; }}"
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
                edit.setText(view.name)
                edit.setCursorPosition(0)  # a long name shows its start
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
