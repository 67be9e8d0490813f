"""The session's clock, as each front end provides it: timers that call back on the session's own thread.

The window's timers are QTimers (qt/session/qt_scheduler.py); tests may provide one that they advance by hand.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

__all__ = ["Scheduler", "Timer"]


class Timer(Protocol):
    """A one-shot timer: start() (again) counts its interval from now; stop() forgets a pending call."""

    def start(self) -> None: ...

    def stop(self) -> None: ...

    @property
    def is_active(self) -> bool: ...


class Scheduler(Protocol):
    def timer(self, interval_ms: int, callback: Callable[[], None]) -> Timer:
        """A one-shot timer that calls `callback` on the session's thread `interval_ms` after each start()."""
        ...
