"""The session's clock and its worker, as each front end provides them (the window's: qt/session/qt_scheduler.py).

The session runs on one thread (the window's GUI thread, the terminal's main thread). Timers call back on it; a
search runs on the front end's one worker thread, and hands its answer back to the session's thread with
`deliver`, which any thread may call.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

__all__ = ["Scheduler", "Timer"]


class Timer(Protocol):
    """A one-shot timer: start() counts its interval from now (again, if it was running); stop() forgets the call.
    start_in(ms) does the same with another interval."""

    def start(self) -> None: ...

    def start_in(self, interval_ms: int) -> None: ...

    def stop(self) -> None: ...


class Scheduler(Protocol):
    def timer(self, interval_ms: int, callback: Callable[[], None]) -> Timer:
        """A one-shot timer that calls `callback` on the session's thread `interval_ms` after each start()."""
        ...

    def run(self, task: Callable[[], None], priority: int) -> None:
        """Run `task` on the worker thread: one task at a time, the highest priority waiting first."""
        ...

    def deliver(self, callback: Callable[[], None]) -> None:
        """Call `callback` on the session's thread, soon (from any thread; dropped once the front end has gone)."""
        ...

    def clear(self) -> None:
        """Forget the tasks that have not started."""
        ...

    def wait_for_done(self, timeout_ms: int) -> bool:
        """Wait until no task runs (at most `timeout_ms`): True when none does."""
        ...
