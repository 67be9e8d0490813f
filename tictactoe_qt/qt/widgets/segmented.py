"""A segmented switch: a row of buttons of which one is chosen, for the game's few, often-changed choices
(the opponent, the board, the level, the mark) where a combo box would read as a settings dialog.

It answers as a combo box does (currentIndex, setCurrentIndex, itemData, currentIndexChanged), so the
panel treats the two alike; index -1 chooses nothing, for a choice that means nothing in the mode shown.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QButtonGroup, QHBoxLayout, QSizePolicy, QToolButton, QWidget

from .style import blend

if TYPE_CHECKING:
    from PySide6.QtGui import QShowEvent


class SegmentedControl(QWidget):
    currentIndexChanged = Signal(int)  # named as QComboBox's, which the panel also uses

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._layout = QHBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._layout.setSpacing(0)
        self._group = QButtonGroup(self)
        self._group.idToggled.connect(self._toggled)
        self._data: list[Any] = []
        self._names: list[str] = []
        self._sheet = ""
        self._styled = False

    # --- as a combo box ---------------------------------------------------------------------------

    def addItem(self, text: str, data: Any = None) -> None:  # as QComboBox's, as are those below
        button = QToolButton(self)
        button.setCheckable(True)
        button.setAutoRaise(False)
        button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self._group.addButton(button, len(self._data))
        self._layout.addWidget(button)
        self._data.append(data)
        self._names.append("")
        self.setItemText(len(self._data) - 1, text)
        # Each segment added moves the last one's corners: a switch filled before it shows is styled once, as it shows.
        if self.isVisible():
            self._restyle()
        else:
            self._styled = False

    def count(self) -> int:
        return len(self._data)

    def button(self, index: int) -> QToolButton:
        return self._group.button(index)  # type: ignore[return-value]

    def setItemText(self, index: int, text: str, short: str | None = None) -> None:
        """`text` names the choice in full (screen readers, tooltips); `short`, if given, is what the segment
        shows where the whole would not fit."""
        button = self.button(index)
        self._names[index] = text
        button.setText(short or text)
        button.setAccessibleName(text)
        button.setToolTip(text if short else "")

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
            self.currentIndexChanged.emit(-1)
        else:
            self.button(index).setChecked(True)

    def _toggled(self, index: int, checked: bool) -> None:
        if checked:
            self.currentIndexChanged.emit(index)

    # --- looks ------------------------------------------------------------------------------------

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.PaletteChange:
            self._restyle()  # the sheet names the theme's colours
        super().changeEvent(event)

    def showEvent(self, event: QShowEvent) -> None:
        if not self._styled:
            self._restyle()
        super().showEvent(event)

    def _restyle(self) -> None:
        # The colours of an enabled switch, whatever this one is now: read in the palette's current group, a
        # switch restyled while disabled (a theme chosen between two players) would wear its disabled colours
        # for good once enabled again.
        self._styled = True
        palette, role, active = self.palette(), QPalette.ColorRole, QPalette.ColorGroup.Active

        def colour(which: QPalette.ColorRole) -> QColor:
            return palette.color(active, which)

        # The edge between the button's colour and its text's: at least 3:1 against the window in every theme.
        mid = css(blend(colour(role.ButtonText), colour(role.Button), 0.45))
        button, text = css(colour(role.Button)), css(colour(role.ButtonText))
        chosen, chosen_text = css(colour(role.Highlight)), css(colour(role.HighlightedText))
        # A switch that means nothing now (the level between two players) is hollow, its words faint, so it is
        # not taken for one that works: in Dark its palette's disabled text alone was nearly as bright.
        hollow = css(colour(role.Window))
        muted = css(blend(colour(role.ButtonText), colour(role.Window), 0.4))
        last = len(self._data) - 1
        sheet = (
            f"QToolButton {{ border: 1px solid {mid}; border-left-width: 0; background: {button}; color: {text};"
            f" padding: 5px 6px; min-height: 20px; }}"
            f"QToolButton:hover:!checked {{ background: {css(colour(role.Midlight))}; }}"
            f"QToolButton:checked {{ background: {chosen}; color: {chosen_text}; border-color: {chosen}; font-weight: 600; }}"
            f"QToolButton:disabled {{ color: {muted}; background: {hollow}; }}"
            f"QToolButton:checked:disabled {{ background: {mid}; color: {button}; border-color: {mid}; }}"
            f"QToolButton:focus {{ border-color: {css(colour(role.Link))}; }}"
        )
        if self._sheet != sheet:
            self._sheet = sheet
            self.setStyleSheet(sheet)
        for index in range(len(self._data)):
            corners = "border-left-width: 1px; border-top-left-radius: 7px; border-bottom-left-radius: 7px;" if index == 0 else ""
            if index == last:
                corners += "border-top-right-radius: 7px; border-bottom-right-radius: 7px;"
            if self.button(index).styleSheet() != f"QToolButton {{ {corners} }}":
                self.button(index).setStyleSheet(f"QToolButton {{ {corners} }}")


def css(colour: QColor) -> str:
    """A colour as style sheets write it, with its transparency."""
    return f"rgba({colour.red()}, {colour.green()}, {colour.blue()}, {colour.alpha()})"
