"""The session in the window: GameController is the plain session (session/session.py) as a QObject, owned by the
main window, whose scheduler is Qt's (a QThreadPool of one thread, QTimers, and a queued hand-over to the GUI
thread: qt_scheduler.py). Widgets connect to its signals and call its commands as they would any QObject's."""

from __future__ import annotations

import random

from PySide6.QtCore import QObject

from ...session.computer_player import DEFAULT_DELAY_MS
from ...session.session import Session
from .qt_scheduler import QtScheduler

__all__ = ["GameController"]


class GameController(Session, QObject):
    # Session first: PySide's QObject.__init__ goes on to the next class's __init__ without arguments, which past
    # QObject is object's. QObject's own is called first all the same, before any timer is parented to it.
    def __init__(
        self,
        parent: QObject | None = None,
        *,
        computer_delay_ms: int = DEFAULT_DELAY_MS,
        rng: random.Random | None = None,
    ) -> None:
        QObject.__init__(self, parent)
        Session.__init__(self, QtScheduler(self), computer_delay_ms=computer_delay_ms, rng=rng)
