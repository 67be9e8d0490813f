"""The clock on one connection's line: how long the opening, an unfinished message and a silence may last, when
to say something so the peer knows we are there, and how fast a peer may send. Sans-IO, as connection.py: the
time comes in, verdicts go out; the Connection acts on them."""

from __future__ import annotations

from .handshake import HANDSHAKE_TIMEOUT
from .wire import WireError

PARTIAL_MESSAGE_TIMEOUT = 5.0  # the longest an unfinished line may wait for the rest of itself
PING_INTERVAL = 5.0  # say something at least this often, so the peer knows we are there
SILENCE_TIMEOUT = 20.0  # a peer heard nothing from for this long is gone
FLOOD_BURST = 100  # messages a peer may send at once...
FLOOD_RATE = 50.0  # ...and per second after that (people send a few a minute)


class LineWatch:
    """When the line opened, was last heard and last spoken on, since when a message has stayed unfinished, and
    the peer's allowance of messages (a token bucket)."""

    def __init__(self, now: float) -> None:
        self._opened_at = now
        self._partial_since: float | None = None
        self._last_heard = now
        self._last_sent = now
        self._flood_allowance = float(FLOOD_BURST)
        self._flood_checked_at = now

    def heard(self, now: float) -> None:
        self._last_heard = now

    def sent(self, now: float) -> None:
        self._last_sent = now

    def message_arrived(self, now: float) -> None:
        """One more message from the peer: a WireError once it sends faster than a person could."""
        elapsed = max(0.0, now - self._flood_checked_at)
        self._flood_checked_at = now
        self._flood_allowance = min(FLOOD_BURST, self._flood_allowance + elapsed * FLOOD_RATE)
        if self._flood_allowance < 1:
            raise WireError(f"more than {FLOOD_BURST} messages at once")
        self._flood_allowance -= 1

    def partial_line(self, waiting: bool, now: float) -> None:
        """After the bytes that arrived were read: whether part of a message still waits for the rest of itself."""
        self._partial_since = (self._partial_since or now) if waiting else None

    def handshake_overdue(self, now: float) -> bool:
        return now - self._opened_at > HANDSHAKE_TIMEOUT

    def partial_overdue(self, now: float) -> bool:
        return self._partial_since is not None and now - self._partial_since > PARTIAL_MESSAGE_TIMEOUT

    def silent_too_long(self, now: float) -> bool:
        return now - self._last_heard > SILENCE_TIMEOUT

    def ping_due(self, now: float) -> bool:
        return now - self._last_sent >= PING_INTERVAL
