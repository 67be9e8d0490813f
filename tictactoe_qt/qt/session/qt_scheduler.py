"""The session's scheduler in the window (session/scheduler.py): QTimers on the GUI thread, and one worker thread.

Python runs one thread at a time (the GIL), so searches on several threads would not finish sooner together; they
would only make the GUI thread wait longer for its turn at every call into Qt (bench/gui_gap.py: with the computer,
hint, prediction and analysis on threads of their own, redrawing the board took up to 12 ms). On one thread they
run in turn, the most wanted first, and a superseded request that is still waiting returns at once.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QThreadPool, QTimer, Signal, Slot


class QtTimer:
    """A single-shot QTimer, owned by `parent` so it goes with the window."""

    def __init__(self, interval_ms: int, callback: Callable[[], None], parent: QObject | None) -> None:
        self._timer = QTimer(parent, singleShot=True)
        self._timer.setInterval(interval_ms)
        self._timer.timeout.connect(callback)

    def start(self) -> None:
        self._timer.start()

    def start_in(self, interval_ms: int) -> None:
        self._timer.start(interval_ms)

    def stop(self) -> None:
        self._timer.stop()


class _Delivery(QObject):
    """Lives on the GUI thread: a callable emitted from the worker is called there (a queued connection)."""

    handed_over = Signal(object)

    def __init__(self, parent: QObject | None) -> None:
        super().__init__(parent)
        self.handed_over.connect(self._call)

    @Slot(object)
    def _call(self, callback: Callable[[], None]) -> None:
        callback()


class QtScheduler:
    """Timers parented to `parent`, and the one worker thread the window's searches share."""

    def __init__(self, parent: QObject | None = None) -> None:
        self._parent = parent
        self._pool = QThreadPool(parent)
        self._pool.setMaxThreadCount(1)
        self._delivery = _Delivery(parent)

    def timer(self, interval_ms: int, callback: Callable[[], None]) -> QtTimer:
        return QtTimer(interval_ms, callback, self._parent)

    def run(self, task: Callable[[], None], priority: int) -> None:
        # A plain callable, not a QRunnable subclass: one that finished before start() returned stayed the pool's
        # child for good, with its search and position (tests/gui/test_computer_player.py).
        self._pool.start(task, priority)

    def deliver(self, callback: Callable[[], None]) -> None:
        try:
            self._delivery.handed_over.emit(callback)
        except RuntimeError:
            pass  # the window and its session have gone: nobody is left to answer

    def clear(self) -> None:
        self._pool.clear()

    def wait_for_done(self, timeout_ms: int) -> bool:
        return bool(self._pool.waitForDone(timeout_ms))
