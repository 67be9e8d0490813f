"""A player's name on the scoreboard: edited in place where the player may change it (NameEdit), else a plain label
with a computer's level under it (SeatLabel). Either ends a name too long for its row in "…"."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF, QSize, Qt, Signal
from PySide6.QtGui import QFocusEvent, QFont, QFontMetrics, QPainter, QPalette
from PySide6.QtWidgets import QLineEdit

from .elided_label import ElidedLabel

if TYPE_CHECKING:
    from PySide6.QtCore import QRect
    from PySide6.QtGui import QKeyEvent, QPaintEvent
    from PySide6.QtWidgets import QStyleOptionFrame


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
        if event.reason() in (Qt.FocusReason.TabFocusReason, Qt.FocusReason.BacktabFocusReason):
            # Reached by Tab, a line edit selects all its text, and a screen reader says the selection and its end
            # as noise on the way through the panel (Orca 43: "Player  selected.", then "Text unselected." on the
            # next Tab). The caret is at the name's end instead (see focusOutEvent), where typing goes on and
            # Backspace erases.
            event = QFocusEvent(event.type(), Qt.FocusReason.OtherFocusReason)
        super().focusInEvent(event)
        self._name_before = self.text()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        # Ready for the next Tab: moved while the field has the focus, the caret is news a screen reader takes for
        # the focus itself, and then it does not say the field (Orca 43).
        self.end(False)

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
