"""The list of moves ("1. X b2"); choosing one takes the game back (or forward) to just after it."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSignalBlocker, Qt, Signal
from PySide6.QtGui import QBrush, QPalette, QResizeEvent
from PySide6.QtWidgets import QListWidget, QListWidgetItem, QVBoxLayout, QWidget

from ...session.view_state import MovesState
from ..text import Retranslatable
from .heading import Heading
from .style import css


class MoveListView(Retranslatable, QWidget):
    move_chosen = Signal(int)  # how many moves to have on the board

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.list = QListWidget()
        self.list.setMinimumHeight(52)  # a few lines, scrolled to the last: the window's least height is the board's
        # As tall as its moves (the panel's spare room goes under it): no tall empty box in a large window.
        self.list.setSizeAdjustPolicy(QListWidget.SizeAdjustPolicy.AdjustToContents)
        self.list.itemActivated.connect(lambda item: self.move_chosen.emit(item.data(Qt.ItemDataRole.UserRole)))
        self.list.itemClicked.connect(lambda item: self.move_chosen.emit(item.data(Qt.ItemDataRole.UserRole)))
        self.heading = Heading()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        layout.addWidget(self.heading)
        layout.addWidget(self.list)
        self._played_count = 0
        self._shown: MovesState | None = None
        self._style_focus()
        self._retranslate()

    def _retranslate(self) -> None:
        self.heading.setText(self.tr("Moves"))
        self.list.setAccessibleName(self.tr("Moves played"))

    def show_moves(self, moves: MovesState) -> None:
        """The start, the moves on the board, then (greyed) those Undo took back that Redo would replay."""
        if moves == self._shown:
            return
        self._shown = moves
        # Changed in place, not cleared and filled again: each item gone and made, and the scroll bar hidden and
        # shown again as the list emptied and filled, were events a screen reader worked through after every move
        # (Orca 43 fell behind the game with them, and said the computer's reply twice).
        with QSignalBlocker(self.list):
            if moves.played < self.list.count() and self.list.currentRow() != moves.played:
                self.list.setCurrentRow(moves.played)  # first: the rows taken off below are not chosen one by one
            while self.list.count() > len(moves.lines):
                self.list.takeItem(self.list.count() - 1)  # owned by Python now, and freed with it
            for number, line in enumerate(moves.lines):
                item = self.list.item(number) if number < self.list.count() else None
                if item is None:
                    item = QListWidgetItem(line)
                    item.setData(Qt.ItemDataRole.UserRole, number)
                    self.list.addItem(item)
                elif item.text() != line:
                    item.setText(line)
                tooltip = self.tr("Taken back: choose it to play it again") if number > moves.played else ""
                if item.toolTip() != tooltip:
                    item.setToolTip(tooltip)
                if number <= moves.played and item.data(Qt.ItemDataRole.ForegroundRole) is not None:
                    item.setData(Qt.ItemDataRole.ForegroundRole, None)  # played again: no longer greyed
            self._played_count = moves.played
            self._fade_taken_back()
            if self.list.currentRow() != moves.played:
                self.list.setCurrentRow(moves.played)
            self.list.scrollToItem(self.list.currentItem())
        if self.list.isEnabled() != moves.enabled:
            self.list.setEnabled(moves.enabled)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.list.scrollToItem(self.list.currentItem())  # the move on the board stays in sight at any height

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange:  # a theme switch: the grey must be the new palette's
            self._fade_taken_back()
            self._style_focus()

    def _style_focus(self) -> None:
        """Tab's arrival shows: the list's frame in the highlight colour while it has the keys, as a field's is (the
        chosen row alone looked the same with and without them)."""
        colour = css(self.palette().color(QPalette.ColorGroup.Active, QPalette.ColorRole.Highlight))
        sheet = f"QListWidget:focus {{ border: 2px solid {colour}; border-radius: 2px; }}"
        if self.list.styleSheet() != sheet:
            self.list.setStyleSheet(sheet)

    def _fade_taken_back(self) -> None:
        if self.list.count() <= self._played_count + 1:
            return  # nothing taken back; and PySide's first QBrush costs ~3 ms of start-up (QGradient's enums)
        faded = QBrush(self.palette().color(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text))
        for row in range(self._played_count + 1, self.list.count()):
            self.list.item(row).setForeground(faded)
