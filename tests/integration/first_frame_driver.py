"""Starts the game as a player does and, once its window has painted for the first time, prints every module
imported by then and ends (tests/integration/test_first_frame.py reads the list)."""

from __future__ import annotations

import os
import sys

from tictactoe_qt.qt.shell import app

_watch = app._AfterFirstPaint.__init__


def _report_instead(self: app._AfterFirstPaint, window: object, then: object) -> None:
    def report() -> None:
        print("\n".join(sorted(sys.modules)), flush=True)
        os._exit(0)
    _watch(self, window, report)


app._AfterFirstPaint.__init__ = _report_instead  # type: ignore[method-assign]
app.run([sys.argv[0]])
