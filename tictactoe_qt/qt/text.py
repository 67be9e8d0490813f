"""Filling translated strings: Qt's %1, %2 … placeholders, for PySide6 which has no QString.arg()."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..core.messages import CONTEXT, MessageError, fill

__all__ = ["fill", "translated"]


def translated(error: MessageError) -> str:
    """A core error's message in the language in use."""
    return fill(QCoreApplication.translate(CONTEXT, error.template), *error.values)
