"""A one-line label that never widens its window: what does not fit is shortened with "…".

The full text stays the label's text (screen readers read it) and shows as its tooltip when cut,
so a 40-character name does not push the board or the side panel sideways from turn to turn.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QFont, QFontMetrics, QFontMetricsF, QPainter, QPen, QTextLayout, QTextOption
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

from ...session.words import Sentence

if TYPE_CHECKING:
    from PySide6.QtGui import QPaintEvent


class ElidedLabel(QLabel):
    def __init__(
        self, parent: QWidget | None = None, *, elide: Qt.TextElideMode = Qt.TextElideMode.ElideMiddle
    ) -> None:
        super().__init__(parent)
        self._elide = elide
        self._sentence = Sentence("")  # set_sentence's words, while they are the text shown
        self.setTextFormat(Qt.TextFormat.PlainText)  # names are typed by players, never markup
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)

    def minimumSizeHint(self) -> QSize:
        hint = super().minimumSizeHint()
        return QSize(min(hint.width(), self.fontMetrics().averageCharWidth() * 6), hint.height())

    def set_sentence(self, sentence: Sentence) -> None:
        """Words that name players: where they do not fit, the names are cut short first, so the rest reads whole."""
        self._sentence = sentence
        self.setText(sentence.text())

    def shown_text(self) -> str:
        """The text as drawn in the space the label has now."""
        metrics, room, whole = self.fontMetrics(), self.contentsRect().width(), self.text()
        if self._sentence.text() == whole:
            whole = names_fitted(self._sentence, metrics, room)
        return metrics.elidedText(whole, self._elide, room)

    def paintEvent(self, event: QPaintEvent) -> None:
        shown = self.shown_text()
        self.setToolTip(self.text() if shown != self.text() else "")
        painter = QPainter(self)
        draw_label_text(self, painter, int(self.alignment()), shown)


class TwoLineLabel(QLabel):
    """A centred line that wraps to two lines in a smaller type where one line is too short for it, so a
    passing remark is read whole at every window size and in every language; only past two lines is it cut
    with "…". Its height is set by its owner (room for the two smaller lines), so nothing moves when it wraps."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.small_font = QFont(self.font())

    def set_fonts(self, font: QFont, small: QFont) -> None:
        self.setFont(font)
        self.small_font = QFont(small)
        self.update()

    def shown_lines(self) -> tuple[list[str], QFont]:
        """The lines as drawn in the space the label has now, and their font."""
        text, width = self.text(), self.contentsRect().width()
        if not text or QFontMetricsF(self.font()).horizontalAdvance(text) <= width:
            return [text], self.font()
        layout = QTextLayout(text, self.small_font)
        option = QTextOption()
        option.setWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)  # Chinese has no spaces
        layout.setTextOption(option)
        units = text.encode("utf-16-le")  # Qt counts in UTF-16 units
        starts = []
        layout.beginLayout()
        while (line := layout.createLine()).isValid():
            line.setLineWidth(width)
            starts.append(line.textStart())
        layout.endLayout()

        def part(start: int, end: int | None = None) -> str:
            return units[2 * start : None if end is None else 2 * end].decode("utf-16-le").strip()

        if len(starts) <= 1:
            return [text], self.small_font
        rest = QFontMetrics(self.small_font).elidedText(part(starts[1]), Qt.TextElideMode.ElideRight, width)
        return [part(starts[0], starts[1]), rest], self.small_font

    def shown_text(self) -> str:
        return "\n".join(self.shown_lines()[0])

    def paintEvent(self, event: QPaintEvent) -> None:
        lines, font = self.shown_lines()
        shown = "\n".join(lines)
        cut = "".join(shown.split()) != "".join(self.text().split())  # the wrap only ate spaces: nothing is cut
        self.setToolTip(self.text() if cut else "")
        painter = QPainter(self)
        painter.setFont(font)
        draw_label_text(self, painter, int(Qt.AlignmentFlag.AlignCenter), shown)


def names_fitted(sentence: Sentence, metrics: QFontMetrics, room: int) -> str:
    """`sentence` in `room` pixels, its players' names cut short ("Bartholo…") so that the rest shows whole."""
    whole = sentence.text()
    if not sentence.names or metrics.horizontalAdvance(whole) <= room:
        return whole
    name_room = max(room - metrics.horizontalAdvance(sentence.text(lambda name: "")), metrics.averageCharWidth() * 4)
    return sentence.text(lambda name: metrics.elidedText(name, Qt.TextElideMode.ElideRight, name_room))


def draw_label_text(label: QLabel, painter: QPainter, alignment: int, text: str) -> None:
    """`text` in `label`'s contents as QStyle.drawItemText() draws it."""
    if label.isEnabled():
        # What QStyle.drawItemText() does with enabled text, without asking for the style: the first
        # label.style() builds the Python classes of QStyle and its hundreds of enum values, ~11 ms on the
        # way to the first frame. Disabled text is the style's to draw (some etch or dither it).
        painter.setPen(QPen(label.palette().brush(label.foregroundRole()), painter.pen().widthF()))
        painter.drawText(label.contentsRect(), alignment, text)
    else:
        label.style().drawItemText(
            painter, label.contentsRect(), alignment, label.palette(), False, text, label.foregroundRole()
        )
