"""Every font of a panel scaled together, for a large window's panels that grow as the board does."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget


class FontScale:
    """Sets the fonts of `root` and its children to `scale` times the sizes they were built with: from the
    built sizes rather than the current ones, so that scaling again and back never drifts."""

    def __init__(self, root: QWidget) -> None:
        self._root = root
        self._base_fonts: list[tuple[QWidget, float]] | None = None
        self.scale = 1.0

    def set(self, scale: float) -> bool:
        """Scales the fonts; False when they already had that scale (nothing changed)."""
        if scale == self.scale:
            return False
        if self._base_fonts is None:
            self._base_fonts = [
                (widget, widget.font().pointSizeF()) for widget in (self._root, *self._root.findChildren(QWidget))
            ]
        self.scale = scale
        for widget, base in self._base_fonts:
            font = widget.font()
            font.setPointSizeF(base * scale)
            widget.setFont(font)
        return True
