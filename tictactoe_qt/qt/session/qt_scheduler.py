"""The session's scheduler in the window: QTimers on the GUI thread (session/scheduler.py)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer


class QtTimer:
    """A single-shot QTimer, owned by `parent` so it goes with the window."""

    def __init__(self, interval_ms: int, callback: Callable[[], None], parent: QObject | None) -> None:
        self._timer = QTimer(parent, singleShot=True)
        self._timer.setInterval(interval_ms)
        self._timer.timeout.connect(callback)

    def start(self) -> None:
        self._timer.start()

    def stop(self) -> None:
        self._timer.stop()

    @property
    def is_active(self) -> bool:
        return self._timer.isActive()


class QtScheduler:
    def __init__(self, parent: QObject | None = None) -> None:
        self._parent = parent

    def timer(self, interval_ms: int, callback: Callable[[], None]) -> QtTimer:
        return QtTimer(interval_ms, callback, self._parent)
