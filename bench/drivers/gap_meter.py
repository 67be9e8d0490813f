"""The GUI thread's longest waits, for bench/gui_gap.py and bench/review_window.py.

A 1 ms timer on the GUI thread notes the time between its ticks: a tick comes late by as long as
the event loop was kept from it (a search's result handled, a repaint, a slot doing too much).
"""

from __future__ import annotations

from PySide6.QtCore import QElapsedTimer, QTimer


class GapMeter:
    def __init__(self) -> None:
        self.clock = QElapsedTimer()
        self.gaps: list[float] = []
        self.timer = QTimer(interval=1)
        self.timer.timeout.connect(self._tick)
        self._last = 0

    def start(self) -> None:
        self.gaps.clear()
        self.clock.start()
        self._last = self.clock.nsecsElapsed()
        self.timer.start()

    def stop(self) -> list[float]:
        """The gaps between ticks since start(), in milliseconds."""
        self.timer.stop()
        return list(self.gaps)

    def _tick(self) -> None:
        now = self.clock.nsecsElapsed()
        self.gaps.append((now - self._last) / 1e6)
        self._last = now
