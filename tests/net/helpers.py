"""Two protocol ends wired together in memory, with a clock the test moves."""

from __future__ import annotations

from tictactoe_qt.net.match import JoinGate, Match, Role
from tictactoe_qt.net.connection import Connection

CODE = "2468"


class Link:
    """A host and a guest Connection joined by a test: deliver() carries the bytes each has queued."""

    def __init__(self, size: int = 3, win_length: int = 3, guest_name: str = "Bob", code: str = CODE) -> None:
        self.now = 0.0
        self.match = Match("Alice", size, win_length)
        self.gate = JoinGate(CODE)
        self.host = Connection(Role.HOST, self.now, name="Alice", match=self.match, gate=self.gate)
        self.guest = Connection(Role.GUEST, self.now, name=guest_name, code=code)
        self.host_events: list = []
        self.guest_events: list = []

    def deliver(self) -> None:
        """Carry queued bytes both ways until nothing is left in flight."""
        while True:
            to_host, to_guest = self.guest.data_to_send(), self.host.data_to_send()
            if not to_host and not to_guest:
                return
            if to_host:
                self.host_events += self.host.receive_data(to_host, self.now)
            if to_guest:
                self.guest_events += self.guest.receive_data(to_guest, self.now)

    def take(self, side: str) -> list:
        events = self.host_events if side == "host" else self.guest_events
        taken = list(events)
        events.clear()
        return taken

    def reconnect(self, guest_name: str = "Bob", code: str = CODE) -> None:
        """A new connection to the same host match, as after a dropped line."""
        self.host = Connection(Role.HOST, self.now, name="Alice", match=self.match, gate=self.gate)
        self.guest = Connection(Role.GUEST, self.now, name=guest_name, code=code)
        self.deliver()
