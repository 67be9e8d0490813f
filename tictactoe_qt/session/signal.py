"""Plain-Python signals for the session: declared on a class as Qt's are, connected and emitted per instance.

    class Seat:
        move_ready = Signal(int, int)

    seat.move_ready.connect(handler)   # any callable, or a Qt signal (its emit is called)
    seat.move_ready.emit(1, 1)          # calls each handler at once, in the order connected

An emit calls its handlers directly on the emitting thread, as a Qt direct connection does: the session runs on
one thread (the window's GUI thread, the terminal's main thread), and work from elsewhere reaches it through the
front end's scheduler (scheduler.py), never through a signal.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, cast, overload

__all__ = ["BoundSignal", "Signal"]


class BoundSignal:
    """One instance's signal: its handlers, in the order they were connected."""

    __slots__ = ("_handlers",)

    def __init__(self) -> None:
        self._handlers: list[Callable[..., Any]] = []

    def connect(self, handler: Any) -> None:
        """Call `handler` on each emit: a callable, or anything with an `emit` (a Qt signal, another BoundSignal)."""
        self._handlers.append(_callable(handler))

    def disconnect(self, handler: Any) -> None:
        """Stop calling `handler` (connected once per connect; ValueError when it is not connected)."""
        self._handlers.remove(_callable(handler))

    def emit(self, *args: Any) -> None:
        for handler in tuple(self._handlers):  # a handler may connect or disconnect others as it runs
            handler(*args)

    def __call__(self, *args: Any) -> None:
        """Emit: so that a Qt signal, which takes only callables, can be connected to this one."""
        self.emit(*args)


def _callable(handler: Any) -> Callable[..., Any]:
    # A signal is connected by its emit: a Qt signal instance says it is callable, then refuses the call. So is a
    # BoundSignal, so that the same object is found again by disconnect.
    if isinstance(handler, BoundSignal):
        return handler
    emit: Callable[..., Any] | None = getattr(handler, "emit", None)
    if emit is not None:
        return emit
    if not callable(handler):
        raise TypeError(f"{handler!r} is neither callable nor a signal")
    return cast("Callable[..., Any]", handler)


class Signal:
    """A signal declared on a class; each instance has its own BoundSignal. The types are documentation only."""

    def __init__(self, *types: object) -> None:
        self._attribute = ""

    def __set_name__(self, owner: type, name: str) -> None:
        self._attribute = f"_signal_{name}"

    @overload
    def __get__(self, instance: None, owner: type) -> Signal: ...
    @overload
    def __get__(self, instance: object, owner: type) -> BoundSignal: ...
    def __get__(self, instance: object | None, owner: type) -> Signal | BoundSignal:
        if instance is None:
            return self
        bound: BoundSignal | None = instance.__dict__.get(self._attribute)
        if bound is None:
            bound = instance.__dict__[self._attribute] = BoundSignal()
        return bound
