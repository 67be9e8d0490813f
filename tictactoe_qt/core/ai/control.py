"""What every search obeys: a cancel flag it looks at often, and tables with a fixed ceiling.

A Python thread cannot be stopped from outside, so a search stops itself: every 256 nodes
(about a millisecond) it asks its cancel flag whether the answer is
still wanted, and raises SearchCancelled if not. Its transposition table holds at most a fixed
number of entries, so a long evening of play keeps the same memory ceiling.
"""

from __future__ import annotations

from typing import Protocol

# A power of two minus one, used as a mask on the node counter: the flag is read once per 256
# nodes, about 1.3 ms of search at 200 k nodes/s, so a cancelled search stops well within 50 ms
# even when it has to wait for the GIL or a busy core first.
CANCEL_CHECK_MASK = 255

# Entries one solver's table may hold. Measured at about 80 bytes an entry (bench/background.py),
# so one table stays under 12 MB, and the four searches the window runs under 50 MB together.
TABLE_CAPACITY = 1 << 17


class SearchCancelled(Exception):
    """The search was told to stop: whoever asked no longer wants the answer."""


class CancelFlag(Protocol):
    """Anything that says whether a search should stop; threading.Event is one."""

    def is_set(self) -> bool: ...


class BoundedTable:
    """A transposition table that never holds more than `capacity` entries.

    Replacement by generations: new entries go into the young half; when it is full it becomes
    the old half and the previous old half is dropped. What was found recently survives, and a
    lookup costs at most two dict probes.
    """

    def __init__(self, capacity: int = TABLE_CAPACITY) -> None:
        if capacity < 2:
            raise ValueError("a table needs room for at least two entries")
        self.capacity = capacity
        self._half = capacity // 2
        self._young: dict[int, int] = {}
        self._old: dict[int, int] = {}

    def get(self, key: int) -> int | None:
        found = self._young.get(key)
        return self._old.get(key) if found is None else found

    def put(self, key: int, value: int) -> None:
        young = self._young
        young[key] = value
        if len(young) >= self._half:
            self._old, self._young = young, {}

    def __len__(self) -> int:
        return len(self._young) + len(self._old)
