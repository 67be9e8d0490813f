"""The terminal's scheduler for the game session (session/scheduler.py): one thread, no event loop.

A terminal game waits for the player's line or for the computer's move, never both at once, so a search runs
at once when the session asks (Ctrl+C stops it), and what it hands back waits until the game loop calls
settle(), which also fires the timers that are due, sleeping until the next one. The window's scheduler does the
same on Qt's event loop and a worker thread.
"""

from __future__ import annotations

import time
from collections import deque
from collections.abc import Callable

__all__ = ["TerminalScheduler"]


class _Timer:
    def __init__(self, clock: Callable[[], float], interval_ms: int, callback: Callable[[], None]) -> None:
        self._clock, self._interval_ms, self.callback = clock, interval_ms, callback
        self.due: float | None = None  # when it fires, on the clock; None while stopped

    def start(self) -> None:
        self.start_in(self._interval_ms)

    def start_in(self, interval_ms: int) -> None:
        self.due = self._clock() + interval_ms / 1000

    def stop(self) -> None:
        self.due = None


class TerminalScheduler:
    def __init__(
        self, clock: Callable[[], float] = time.monotonic, sleep: Callable[[float], None] = time.sleep
    ) -> None:
        self._clock, self._sleep = clock, sleep
        self._timers: list[_Timer] = []
        self._delivered: deque[Callable[[], None]] = deque()  # appended from any thread: deque's append is atomic

    def timer(self, interval_ms: int, callback: Callable[[], None]) -> _Timer:
        timer = _Timer(self._clock, interval_ms, callback)
        self._timers.append(timer)
        return timer

    def run(self, task: Callable[[], None], priority: int) -> None:
        task()  # one search at a time, asked for by the one thread: nothing waits behind it

    def deliver(self, callback: Callable[[], None]) -> None:
        self._delivered.append(callback)

    def clear(self) -> None:
        """Nothing waits to start: run() starts every task at once."""

    def wait_for_done(self, timeout_ms: int) -> bool:
        return True  # no task runs once run() has returned

    def settle(self) -> None:
        """Hand over what the searches answered and fire the timers, each when it is due, until nothing is left:
        after a move, the computer's reply is then on the board."""
        while True:
            if self._delivered:
                self._delivered.popleft()()
                continue
            started = [timer for timer in self._timers if timer.due is not None]
            if not started:
                return
            timer = min(started, key=lambda started_timer: started_timer.due or 0.0)
            wait = (timer.due or 0.0) - self._clock()
            if wait > 0:
                self._sleep(wait)
            timer.due = None
            timer.callback()
