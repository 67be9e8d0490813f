"""Starts the game as a player does and, once its window has painted for the first time, prints every module
imported by then, and every Qt class PySide6 has built a Python class for (PySide6.QtWidgets.QMainWindow: it
builds them on first use), and ends (tests/integration/test_first_frame.py reads the list)."""

from __future__ import annotations

import os
import sys

from tictactoe_qt.qt.shell import app

_watch = app._AfterFirstPaint.__init__


def _report_instead(self: app._AfterFirstPaint, window: object, then: object) -> None:
    def report() -> None:
        qt_classes = [
            f"{name}.{attribute}"
            for name in ("PySide6.QtCore", "PySide6.QtGui", "PySide6.QtWidgets")
            for attribute in vars(sys.modules[name])
            if attribute.startswith("Q")
        ]
        print("\n".join(sorted(sys.modules) + sorted(qt_classes)), flush=True)
        os._exit(0)

    _watch(self, window, report)


app._AfterFirstPaint.__init__ = _report_instead  # type: ignore[method-assign]
app.run([sys.argv[0]])
