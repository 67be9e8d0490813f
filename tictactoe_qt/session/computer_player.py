"""Runs searches off the session's thread, stops them the moment they are unwanted, and hands back answers.

Plain Python: the worker thread, the hand-over back to the session's thread and the pause before an answer are
the front end's scheduler (session/scheduler.py; in the window qt/session/qt_scheduler.py)."""

from __future__ import annotations

import random
import threading
import time
from collections import deque
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

from ..core.board_game import BoardGame
from ..core.levels import AnyLevel
from .scheduler import Scheduler
from .signal import Signal

if TYPE_CHECKING:
    from ..core.ai import Engine

# The reply arrives after at least this long, so the player sees it come rather than flash.
DEFAULT_DELAY_MS = 450
# Which search the shared thread runs first: the computer's move, then what the player asked for. A review's moves
# come one request each, so between two of them a search that matters more takes the thread.
SEARCH_PRIORITY = {"computer": 3, "hint": 2, "judgement": 2, "prediction": 1, "review": 1, "analysis": 0}

# Searches asked for while the first frame is built (a saved game with prediction or analysis on,
# or the computer to move) wait here until it is shown: a search thread competing for the GIL made
# a 4×4 start with both on 100-300 ms slower. None when searches start at once.
_held: list[tuple[BackgroundSearch, _SearchTask]] | None = None


def hold_searches() -> None:
    """Searches started from now on wait for release_searches()."""
    global _held
    if _held is None:
        _held = []


def release_searches() -> None:
    """Start the searches held back, except those cancelled or superseded meanwhile."""
    global _held
    held, _held = _held or [], None
    for search, task in held:
        search._launch(task)


# A search: called on the worker thread with its own cancel flag, which it must obey.
Search = Callable[[threading.Event], object]


class _Ticket:
    """One request: its id and the flag that tells its search to stop. The GUI thread keeps only
    this, never the task that runs the search."""

    def __init__(self, request_id: int) -> None:
        self.request_id = request_id
        self.cancel_flag = threading.Event()
        self.cancelled_at: float | None = None

    def cancel(self) -> None:
        self.cancelled_at = time.monotonic()
        self.cancel_flag.set()


class _SearchTask:
    """One search on private data; the GUI thread never waits for it.

    Plain Python, handed to the pool as a callable: a QRunnable subclass that finished before
    QThreadPool.start() returned stayed registered as the pool's child for good, and kept its
    position and search with it (tests/gui/test_computer_player.py, the soak in bench/background.py).
    """

    def __init__(self, ticket: _Ticket, search: Search, owner: BackgroundSearch) -> None:
        self.ticket = ticket
        self._search = search
        self._deliver = owner.scheduler.deliver
        self._found, self._failed = owner.found, owner.search_failed
        self._activity = owner.activity

    def run(self) -> None:
        from ..core.ai import SearchCancelled  # noqa: PLC0415 - imported by then: the search came from core.ai

        ticket = self.ticket
        if ticket.cancel_flag.is_set():  # superseded while it waited for the thread: never started
            return
        with self._activity.running_search(ticket):
            try:
                result = self._search(ticket.cancel_flag)
            except SearchCancelled:
                return
            except Exception as error:  # any bug in a search must free the board, not leave it waiting
                import logging  # noqa: PLC0415 - only on this path

                logging.getLogger(__name__).exception("a search failed")
                reason = f"{type(error).__name__}: {error}"
                self._deliver(lambda: self._failed(ticket.request_id, reason))
                return
        self._deliver(lambda: self._found(ticket.request_id, result))


class SearchActivity:
    """What the worker threads report back: how many searches run, how fast cancelled ones stopped.

    Written from worker threads, so every change holds the lock.
    """

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._running = 0
        self.stop_latencies_ms: deque[float] = deque(maxlen=200)  # from cancel() to the search's end

    @property
    def running(self) -> int:
        with self._lock:
            return self._running

    @contextmanager
    def running_search(self, ticket: _Ticket) -> Iterator[None]:
        with self._lock:
            self._running += 1
        try:
            yield
        finally:
            with self._lock:
                self._running -= 1
                if ticket.cancelled_at is not None:
                    self.stop_latencies_ms.append((time.monotonic() - ticket.cancelled_at) * 1000)


class BackgroundSearch:
    """Runs its searches on the scheduler's worker thread and answers with `answered(request_id, result)` on the
    session's thread.

    Each request supersedes the ones before it: the search in progress is told to stop (it does
    within a few milliseconds) and any answer to an older request is dropped, so a stale result
    can never reach the board. The answer comes no sooner than `delay_ms` after the request.
    `engine` is this search's own state (solver tables), used by one search at a time.
    """

    answered = Signal(int, object)
    failed = Signal(int, str)  # request id, what went wrong: that request is over, with no answer

    def __init__(self, scheduler: Scheduler, *, delay_ms: int = 0, priority: int = 0) -> None:
        self.scheduler = scheduler
        self.delay_ms = delay_ms
        self._engine: Engine | None = None
        self.activity = SearchActivity()
        self._priority = priority  # among searches sharing the thread, the higher runs first
        self._current_request = 0
        self._ticket: _Ticket | None = None  # the request waiting for its answer
        self._started_at = 0.0
        self._pending: tuple[int, object] | None = None
        self._delivery = scheduler.timer(0, self._deliver)

    @property
    def engine(self) -> Engine:
        """This search's own solver tables, made when first asked for: the engine is not imported for the first frame."""
        if self._engine is None:
            from ..core.ai import Engine  # noqa: PLC0415 - see core/levels.py

            self._engine = Engine()
        return self._engine

    @property
    def is_busy(self) -> bool:
        """A request is waiting for its answer."""
        return self._ticket is not None

    @property
    def current_request(self) -> int:
        """The id an answer must carry to be delivered: each request and each cancel() moves it on."""
        return self._current_request

    @property
    def running_searches(self) -> int:
        """Searches running on the worker thread now (a cancelled one counts until it has stopped)."""
        return self.activity.running

    def start(self, search: Search) -> int:
        """Run `search(cancel_flag)` off the GUI thread; it must only touch data of its own (copies)."""
        self.cancel()
        self._current_request += 1
        self._ticket = _Ticket(self._current_request)
        self._started_at = time.monotonic()
        task = _SearchTask(self._ticket, search, self)
        if _held is not None:
            _held.append((self, task))
        else:
            self._launch(task)
        return self._current_request

    def _launch(self, task: _SearchTask) -> None:
        # A request superseded or cancelled while it was held has its flag set: nothing to run.
        if not task.ticket.cancel_flag.is_set():
            self.scheduler.run(task.run, self._priority)

    def cancel(self) -> None:
        """Stop the request in progress: the search ends within milliseconds, its answer is dropped."""
        if self._ticket is not None:
            self._ticket.cancel()
            self._ticket = None
        self._current_request += 1
        self._pending = None
        self._delivery.stop()

    def shutdown(self, timeout_ms: int = 1000) -> None:
        """Cancel, and wait for the searches still on the thread to stop (called when the window closes)."""
        self.cancel()
        self.scheduler.clear()
        self.scheduler.wait_for_done(timeout_ms)

    def found(self, request_id: int, result: object) -> None:
        """On the session's thread: a search's result (dropped unless it answers the latest request)."""
        if request_id != self._current_request:
            return
        self._pending = (request_id, result)
        elapsed_ms = (time.monotonic() - self._started_at) * 1000
        self._delivery.start_in(max(0, round(self.delay_ms - elapsed_ms)))

    def search_failed(self, request_id: int, reason: str) -> None:
        """On the session's thread: a search raised (dropped unless it answers the latest request)."""
        if request_id != self._current_request:
            return
        self._ticket = None
        self.failed.emit(request_id, reason)

    def _deliver(self) -> None:
        if self._pending is None or self._pending[0] != self._current_request:
            return
        request_id, result = self._pending
        self._pending = None
        self._ticket = None
        self.answered.emit(request_id, result)


class ComputerPlayer(BackgroundSearch):
    """The computer's moves: `move_ready(request_id, row, col)` for the latest request only."""

    move_ready = Signal(int, int, int)

    def __init__(
        self, scheduler: Scheduler, *, delay_ms: int = DEFAULT_DELAY_MS, rng: random.Random | None = None
    ) -> None:
        super().__init__(scheduler, delay_ms=delay_ms, priority=SEARCH_PRIORITY["computer"])
        self._rng = rng or random.Random()
        self.answered.connect(lambda request_id, move: self.move_ready.emit(request_id, *move))

    @property
    def is_thinking(self) -> bool:
        return self.is_busy

    def request(self, game: BoardGame, level: AnyLevel) -> int:
        """Start thinking about `game` (copied, so later changes to it do not matter)."""
        position = game.copy()
        # Each search gets its own generator: random.Random is not safe to share across threads.
        search_rng = random.Random(self._rng.getrandbits(64))
        from ..core.ai import best_move  # noqa: PLC0415 - see core/levels.py

        engine = self.engine
        return self.start(lambda cancel: best_move(position, level, rng=search_rng, engine=engine, cancel=cancel))
