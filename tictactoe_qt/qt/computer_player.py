"""Runs the computer's search off the GUI thread and hands back its move after a short pause."""

from __future__ import annotations

import random
import time
from collections.abc import Callable

from PySide6.QtCore import QObject, QRunnable, QThreadPool, QTimer, Signal, Slot

from ..core import Game
from ..core.ai import Level, best_move

# The reply arrives after at least this long, so the player sees it come rather than flash.
DEFAULT_DELAY_MS = 450


class _SearchSignals(QObject):
    # request id, whatever the search returned
    found = Signal(int, object)


class _SearchTask(QRunnable):
    """One search on private data; the GUI thread never waits for it."""

    def __init__(self, request_id: int, search: Callable[[], object], signals: _SearchSignals):
        super().__init__()
        self._request_id = request_id
        self._search = search
        # Held here, not by the receiver: it must outlive a receiver deleted mid-search.
        self._signals = signals

    def run(self) -> None:
        self._signals.found.emit(self._request_id, self._search())


class BackgroundSearch(QObject):
    """Runs one search at a time on its own thread and answers with `answered(request_id, result)`.

    Each request supersedes the ones before it: an answer to anything but the latest request
    is dropped, so a stale result can never reach the board. The answer comes no sooner than
    `delay_ms` after the request.
    """

    answered = Signal(int, object)

    def __init__(self, parent: QObject | None = None, *, delay_ms: int = 0) -> None:
        super().__init__(parent)
        self.delay_ms = delay_ms
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._signals = _SearchSignals(self)
        self._signals.found.connect(self._on_found)
        self._current_request = 0
        self._busy = False
        self._started_at = 0.0
        self._pending: tuple[int, object] | None = None
        self._delivery = QTimer(self, singleShot=True)
        self._delivery.timeout.connect(self._deliver)

    @property
    def is_busy(self) -> bool:
        return self._busy

    def start(self, search: Callable[[], object]) -> int:
        """Run `search()` off the GUI thread; it must only touch data of its own (copies)."""
        self.cancel()
        self._current_request += 1
        self._busy = True
        self._started_at = time.monotonic()
        self._pool.start(_SearchTask(self._current_request, search, self._signals))
        return self._current_request

    def cancel(self) -> None:
        """Forget the request in progress: its answer, whenever it comes, is dropped."""
        self._current_request += 1
        self._busy = False
        self._pending = None
        self._delivery.stop()

    def shutdown(self, timeout_ms: int = 5000) -> None:
        """Cancel and wait for a search still running (called when the window closes)."""
        self.cancel()
        self._pool.clear()
        self._pool.waitForDone(timeout_ms)

    @Slot(int, object)
    def _on_found(self, request_id: int, result: object) -> None:
        if request_id != self._current_request:
            return
        self._pending = (request_id, result)
        elapsed_ms = (time.monotonic() - self._started_at) * 1000
        self._delivery.start(max(0, round(self.delay_ms - elapsed_ms)))

    @Slot()
    def _deliver(self) -> None:
        if self._pending is None or self._pending[0] != self._current_request:
            return
        request_id, result = self._pending
        self._pending = None
        self._busy = False
        self.answered.emit(request_id, result)


class ComputerPlayer(BackgroundSearch):
    """The computer's moves: `move_ready(request_id, row, col)` for the latest request only."""

    move_ready = Signal(int, int, int)

    def __init__(self, parent: QObject | None = None, *, delay_ms: int = DEFAULT_DELAY_MS,
                 rng: random.Random | None = None) -> None:
        super().__init__(parent, delay_ms=delay_ms)
        self._rng = rng or random.Random()
        self.answered.connect(lambda request_id, move: self.move_ready.emit(request_id, *move))

    @property
    def is_thinking(self) -> bool:
        return self.is_busy

    def request(self, game: Game, level: Level) -> int:
        """Start thinking about `game` (copied, so later changes to it do not matter)."""
        position = game.copy()
        # Each search gets its own generator: random.Random is not safe to share across threads.
        search_rng = random.Random(self._rng.getrandbits(64))
        return self.start(lambda: best_move(position, level, rng=search_rng))
