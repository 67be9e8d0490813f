"""Filling translated strings: Qt's %1, %2 … placeholders, for PySide6 which has no QString.arg()."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent

from ..core.messages import fill, translated, use_translator

__all__ = ["Retranslatable", "fill", "translated"]

# The session's words (words.py, a review's, a core error's) in the language the window has installed.
use_translator(QCoreApplication.translate)


if TYPE_CHECKING:  # a mixin for QWidget subclasses: lets mypy see the changeEvent it extends
    from PySide6.QtWidgets import QWidget as _WidgetMixinBase
else:
    _WidgetMixinBase = object


class Retranslatable(_WidgetMixinBase):
    """A widget that sets its words in _retranslate(), and again on each language switch.

    List it before the Qt class: class ScoreBoard(Retranslatable, QWidget).
    """

    def _retranslate(self) -> None:
        raise NotImplementedError

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)
