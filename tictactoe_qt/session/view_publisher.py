"""One view a change: the session's commands and events may touch many parts of what is shown, and the views are
handed one description when the outermost of them ends, never a half-changed one."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager

from .view_state import ViewState

__all__ = ["ViewPublisher"]


class ViewPublisher:
    def __init__(self, describe: Callable[[], ViewState], hand_out: Callable[[ViewState], None]) -> None:
        self._describe, self._hand_out = describe, hand_out
        self._batch = 0  # changes under way: the view is handed out once, when the outermost ends
        self._stale = False
        self.view = describe()  # what the views show now

    @contextmanager
    def one_change(self) -> Iterator[None]:
        self._batch += 1
        try:
            yield
        finally:
            self._batch -= 1
            if not self._batch and self._stale:
                self._publish()

    def changed(self) -> None:
        """Something shown changed: the views get the new view now, or once the change under way ends."""
        self._stale = True
        if not self._batch:
            self._publish()

    def _publish(self) -> None:
        self._stale = False
        self.view = self._describe()
        self._hand_out(self.view)
