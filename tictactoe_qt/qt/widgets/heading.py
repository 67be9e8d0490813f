"""A section's heading in the side panel: small, bold and quiet, where a group box would draw a frame."""

from __future__ import annotations

from PySide6.QtGui import QFont
from PySide6.QtWidgets import QLabel, QWidget


class Heading(QLabel):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        font = self.font()
        font.setPointSizeF(font.pointSizeF() * 0.92)
        font.setWeight(QFont.Weight.Bold)
        self.setFont(font)
