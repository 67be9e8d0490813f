"""A one-line label that never widens its window: what does not fit is shortened with "…".

The full text stays the label's text (screen readers read it) and shows as its tooltip when cut,
so a 40-character name does not push the board or the side panel sideways from turn to turn.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QPainter, QPen
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

if TYPE_CHECKING:
    from PySide6.QtGui import QPaintEvent


class ElidedLabel(QLabel):
    def __init__(self, parent: QWidget | None = None, *, elide: Qt.TextElideMode = Qt.TextElideMode.ElideMiddle) -> None:
        super().__init__(parent)
        self._elide = elide
        self.setTextFormat(Qt.TextFormat.PlainText)  # names are typed by players, never markup
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)

    def minimumSizeHint(self) -> QSize:
        hint = super().minimumSizeHint()
        return QSize(min(hint.width(), self.fontMetrics().averageCharWidth() * 6), hint.height())

    def shown_text(self) -> str:
        """The text as drawn in the space the label has now."""
        return self.fontMetrics().elidedText(self.text(), self._elide, self.contentsRect().width())

    def paintEvent(self, event: QPaintEvent) -> None:
        shown = self.shown_text()
        self.setToolTip(self.text() if shown != self.text() else "")
        painter = QPainter(self)
        if self.isEnabled():
            # What QStyle.drawItemText() does with enabled text, without asking for the style: the first
            # self.style() builds the Python classes of QStyle and its hundreds of enum values, ~11 ms on the
            # way to the first frame. Disabled text is the style's to draw (some etch or dither it).
            painter.setPen(QPen(self.palette().brush(self.foregroundRole()), painter.pen().widthF()))
            painter.drawText(self.contentsRect(), int(self.alignment()), shown)
        else:
            self.style().drawItemText(painter, self.contentsRect(), int(self.alignment()), self.palette(),
                                      False, shown, self.foregroundRole())
