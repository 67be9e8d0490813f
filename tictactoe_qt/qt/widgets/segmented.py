"""A segmented switch: a row of buttons of which one is chosen, for the game's few, often-changed choices
(the opponent, the board, the level, the mark) where a combo box would read as a settings dialog.

For the keyboard and screen readers it is a radio group: its segments are radio buttons (a screen reader
says "Medium, radio button, checked"), the switch is a named group ("Level"), Tab lands on the chosen
segment and the arrow keys move the choice, as in any radio group.

It answers as a combo box does (currentIndex, setCurrentIndex, itemData, currentIndexChanged), so the
panel treats the two alike; index -1 chooses nothing, for a choice that means nothing in the mode shown.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QPoint, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QHelpEvent, QPainter, QPainterPath, QPalette, QPen
from PySide6.QtWidgets import QButtonGroup, QGroupBox, QHBoxLayout, QRadioButton, QSizePolicy, QToolTip, QWidget

from .style import blend

if TYPE_CHECKING:
    from PySide6.QtGui import QKeyEvent, QPaintEvent

_RADIUS = 7.0
_PADDING = QSize(12, 10)  # room around a segment's words: width, height


class Segment(QRadioButton):
    """One choice: a radio button drawn as a segment of its switch (the switch keeps the colours)."""

    def __init__(self, switch: SegmentedControl) -> None:
        super().__init__(switch)
        self._switch = switch
        self.full_text = ""  # shown on hover where the segment shows a short text; "" where it shows it whole
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setAttribute(Qt.WidgetAttribute.WA_Hover)  # painted again as the mouse comes and goes

    def sizeHint(self) -> QSize:
        metrics = self.fontMetrics()
        return QSize(
            metrics.horizontalAdvance(self.text()) + 2 * _PADDING.width(),
            max(30, metrics.height() + 2 * _PADDING.height()),
        )

    def minimumSizeHint(self) -> QSize:
        return QSize(self.fontMetrics().averageCharWidth() * 3, self.sizeHint().height())

    def event(self, event: QEvent) -> bool:
        # The full text is shown as a tooltip by hand, not set with setToolTip: Qt gives screen readers a widget's
        # tooltip as its description when it has none, and Orca said each choice twice ("Against the computer.
        # selected radio button Against the computer.", issue 41).
        if event.type() == QEvent.Type.ToolTip and self.full_text and isinstance(event, QHelpEvent):
            QToolTip.showText(event.globalPos(), self.full_text, self)
            return True
        return super().event(event)

    def hitButton(self, pos: QPoint) -> bool:
        return self.rect().contains(pos)  # the whole segment, not only a radio button's words

    def keyPressEvent(self, event: QKeyEvent) -> None:
        step = {Qt.Key.Key_Left: -1, Qt.Key.Key_Up: -1, Qt.Key.Key_Right: 1, Qt.Key.Key_Down: 1}.get(
            Qt.Key(event.key())
        )
        if step is None:
            super().keyPressEvent(event)
        else:
            self._switch.step(self, step)

    def paintEvent(self, event: QPaintEvent) -> None:
        colours, index = self._switch.colours, self._switch.index_of(self)
        last = self._switch.count() - 1
        chosen, enabled = self.isChecked(), self.isEnabled()
        if chosen:
            fill, ink, edge = (
                (colours["chosen"], colours["chosen_text"], colours["chosen"])
                if enabled
                else (colours["mid"], colours["button"], colours["mid"])
            )
        elif not enabled:
            fill, ink, edge = colours["hollow"], colours["muted"], colours["mid"]
        else:
            fill = colours["hover"] if self.underMouse() else colours["button"]
            ink, edge = colours["text"], colours["mid"]
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5)
        painter.setPen(QPen(edge, 1.0))
        painter.setBrush(fill)
        painter.drawPath(_segment_path(rect, first=index == 0, last=index == last))
        if self.hasFocus():
            # A ring inside, in the words' colour: as plain against the fill as the words are. An edge in the
            # focus colour alone was lost on the chosen segment, which is filled in nearly that colour.
            painter.setPen(QPen(ink, 1.5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(3, 3, -3, -3), _RADIUS - 2, _RADIUS - 2)
        font = QFont(self.font())
        # Bold, not DemiBold: a font with no bold face (Chinese falls back to one) is made bold only from Bold on.
        font.setWeight(QFont.Weight.Bold if chosen else QFont.Weight.Normal)
        painter.setFont(font)
        painter.setPen(ink)
        words = painter.fontMetrics().elidedText(
            self.text(), Qt.TextElideMode.ElideRight, max(0, self.width() - _PADDING.width())
        )
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, words)


def _segment_path(rect: QRectF, *, first: bool, last: bool) -> QPainterPath:
    """The segment's outline: rounded at the switch's two ends, square where segments meet."""
    left, right = (_RADIUS if first else 0.0), (_RADIUS if last else 0.0)
    path = QPainterPath()
    path.moveTo(rect.left() + left, rect.top())
    path.lineTo(rect.right() - right, rect.top())
    if right:
        path.arcTo(QRectF(rect.right() - 2 * right, rect.top(), 2 * right, 2 * right), 90, -90)
    path.lineTo(rect.right(), rect.bottom() - right)
    if right:
        path.arcTo(QRectF(rect.right() - 2 * right, rect.bottom() - 2 * right, 2 * right, 2 * right), 0, -90)
    path.lineTo(rect.left() + left, rect.bottom())
    if left:
        path.arcTo(QRectF(rect.left(), rect.bottom() - 2 * left, 2 * left, 2 * left), 270, -90)
    path.lineTo(rect.left(), rect.top() + left)
    if left:
        path.arcTo(QRectF(rect.left(), rect.top(), 2 * left, 2 * left), 180, -90)
    path.closeSubpath()
    return path


class SegmentedControl(QGroupBox):
    """A group box that draws no frame or title: its name (setAccessibleName) is what a screen reader calls the
    group, as the heading above it reads."""

    currentIndexChanged = Signal(int)  # named as QComboBox's, which the panel also uses

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFlat(True)
        self.setStyleSheet("QGroupBox { border: none; margin: 0; padding: 0; }")
        self._layout = QHBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._layout.setSpacing(0)
        self._group = QButtonGroup(self)
        self._group.idToggled.connect(self._toggled)
        self._data: list[Any] = []
        self._names: list[str] = []
        self.colours: dict[str, QColor] = {}
        self._pick_colours()

    # --- as a combo box ---------------------------------------------------------------------------

    def addItem(self, text: str, data: Any = None) -> None:  # as QComboBox's, as are those below
        segment = Segment(self)
        self._group.addButton(segment, len(self._data))
        self._layout.addWidget(segment)
        self._data.append(data)
        self._names.append("")
        self.setItemText(len(self._data) - 1, text)
        self._follow_choice()

    def count(self) -> int:
        return len(self._data)

    def button(self, index: int) -> Segment:
        return self._group.button(index)  # type: ignore[return-value]

    def index_of(self, segment: Segment) -> int:
        return self._group.id(segment)

    def setItemText(self, index: int, text: str, short: str | None = None) -> None:
        """`text` names the choice in full (screen readers, tooltips); `short`, if given, is what the segment
        shows where the whole would not fit."""
        button = self.button(index)
        self._names[index] = text
        button.setText(short or text)
        button.setAccessibleName(text)
        button.full_text = text if short else ""

    def itemText(self, index: int) -> str:
        return self._names[index]

    def setItemData(self, index: int, data: Any) -> None:
        self._data[index] = data

    def itemData(self, index: int) -> Any:
        return self._data[index] if 0 <= index < len(self._data) else None

    def findData(self, data: Any) -> int:
        return self._data.index(data) if data in self._data else -1

    def currentIndex(self) -> int:
        return self._group.checkedId()

    def currentText(self) -> str:
        index = self.currentIndex()
        return self._names[index] if index >= 0 else ""

    def setCurrentIndex(self, index: int) -> None:
        if index == self.currentIndex():
            return
        if index < 0:  # an exclusive group keeps one button checked: let go of it for a moment
            self._group.setExclusive(False)
            self.button(self.currentIndex()).setChecked(False)
            self._group.setExclusive(True)
            self._follow_choice()
            self.currentIndexChanged.emit(-1)
        else:
            self.button(index).setChecked(True)

    # --- as a radio group -------------------------------------------------------------------------

    def step(self, segment: Segment, step: int) -> None:
        """An arrow key on `segment`: the choice moves to its neighbour, which takes the keyboard focus."""
        target = min(max(self.index_of(segment) + step, 0), self.count() - 1)
        if self.button(target).isEnabled():
            self.button(target).click()
            self.button(target).setFocus(Qt.FocusReason.TabFocusReason)

    def _toggled(self, index: int, checked: bool) -> None:
        if checked:
            self._follow_choice()
            self.currentIndexChanged.emit(index)

    def _follow_choice(self) -> None:
        """Tab reaches the chosen segment (the first where none is chosen), as in a radio group; the others only
        by the arrow keys or the mouse."""
        chosen = max(self.currentIndex(), 0)
        for index in range(self.count()):
            self.button(index).setFocusPolicy(Qt.FocusPolicy.TabFocus if index == chosen else Qt.FocusPolicy.NoFocus)

    # --- looks ------------------------------------------------------------------------------------

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.PaletteChange:
            self._pick_colours()  # the theme's colours
            for index in range(self.count()):
                self.button(index).update()
        super().changeEvent(event)

    def _pick_colours(self) -> None:
        # The colours of an enabled switch, whatever this one is now: read in the palette's current group, a
        # switch coloured while disabled (a theme chosen between two players) would wear its disabled colours
        # for good once enabled again.
        palette, role, active = self.palette(), QPalette.ColorRole, QPalette.ColorGroup.Active

        def colour(which: QPalette.ColorRole) -> QColor:
            return palette.color(active, which)

        self.colours = {
            # The edge between the button's colour and its text's: at least 3:1 against the window in every theme.
            "mid": blend(colour(role.ButtonText), colour(role.Button), 0.45),
            "button": colour(role.Button),
            "text": colour(role.ButtonText),
            "hover": colour(role.Midlight),
            "chosen": colour(role.Highlight),
            "chosen_text": colour(role.HighlightedText),
            # A switch that means nothing now (the level between two players) is hollow, its words faint, so it
            # is not taken for one that works: in Dark its palette's disabled text alone was nearly as bright.
            "hollow": colour(role.Window),
            "muted": blend(colour(role.ButtonText), colour(role.Window), 0.4),
        }
