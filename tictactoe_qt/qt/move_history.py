"""The list of moves ("1. X b2"); choosing one takes the game back (or forward) to just after it."""

from __future__ import annotations

from PySide6.QtCore import QSignalBlocker, Qt, Signal
from PySide6.QtGui import QBrush, QPalette
from PySide6.QtWidgets import QGroupBox, QListWidget, QListWidgetItem, QVBoxLayout, QWidget

from ..core import Cell, Player
from ..core.notation import cell_name
from .text import Retranslatable, fill


class MoveHistory(Retranslatable, QGroupBox):
    move_chosen = Signal(int)  # how many moves to have on the board

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.list = QListWidget()
        self.list.setMinimumHeight(90)
        self.list.itemActivated.connect(lambda item: self.move_chosen.emit(item.data(Qt.ItemDataRole.UserRole)))
        self.list.itemClicked.connect(lambda item: self.move_chosen.emit(item.data(Qt.ItemDataRole.UserRole)))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 4, 8, 8)
        layout.addWidget(self.list)
        self._retranslate()

    def _retranslate(self) -> None:
        self.setTitle(self.tr("Moves"))
        self.list.setAccessibleName(self.tr("Moves played"))


    def show_moves(self, played: list[Cell], undone: list[Cell], size: int, enabled: bool) -> None:
        """The moves on the board, then (greyed) those Undo took back that Redo would replay."""
        with QSignalBlocker(self.list):
            self.list.clear()
            start = QListWidgetItem(self.tr("Start of the game"))
            start.setData(Qt.ItemDataRole.UserRole, 0)
            self.list.addItem(start)
            # Made only when needed: PySide's first QBrush costs ~3 ms of start-up (QGradient's enums).
            faded = QBrush(self.palette().color(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text)) if undone else None
            for number, cell in enumerate(played + undone, 1):
                mark = Player.X if number % 2 else Player.O
                item = QListWidgetItem(fill(self.tr("%1. %2 %3"), number, mark.value, cell_name(cell, size)))
                item.setData(Qt.ItemDataRole.UserRole, number)
                if faded is not None and number > len(played):
                    item.setForeground(faded)
                    item.setToolTip(self.tr("Taken back: choose it to play it again"))
                self.list.addItem(item)
            self.list.setCurrentRow(len(played))
            self.list.scrollToItem(self.list.currentItem())
        self.list.setEnabled(enabled)
