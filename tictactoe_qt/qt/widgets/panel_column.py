"""The column a side panel (the scores and settings, or the review) lays its parts out in."""

from __future__ import annotations

from PySide6.QtWidgets import QVBoxLayout


class PanelColumn(QVBoxLayout):
    """A panel's column, which does not tell the scroll area holding the panel that its height depends on its
    width (its wrapped lines do, but its width is fixed). Told so, QScrollArea gives the panel at least its whole
    natural height and scrolls the panel: the move list was cut at the window's bottom (in Chinese at 900×676),
    and the review's buttons while a wrapped progress line showed. Untold, it gives the panel the window's height
    down to the panel's least, and the lists scroll within."""

    def hasHeightForWidth(self) -> bool:
        return False
