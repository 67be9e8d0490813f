"""What a hosted network game keeps across connections: the shared game and the join code's gate.

Pure Python, like the protocol that uses them.
"""

from __future__ import annotations

import enum
import hmac
import secrets
from dataclasses import dataclass, field

from ..core import Game, GameError, Player
from ..core.variants import VARIANTS


DEFAULT_PORT = 47300  # where a host listens unless told otherwise


class Role(str, enum.Enum):
    HOST = "host"
    GUEST = "guest"


def new_join_code() -> str:
    return f"{secrets.randbelow(10_000):04d}"


@dataclass
class JoinGate:
    """The join code, and a limit on wrong tries across every connection: after `tries` wrong codes in a
    row nobody may try for `pause` seconds, doubled at each further lock, up to `max_pause`."""
    code: str
    tries: int = 3
    pause: float = 10.0
    max_pause: float = 600.0
    wrong_in_a_row: int = 0
    locks: int = 0
    locked_until: float = 0.0
    attempts: int = 0

    def check(self, code: str, now: float) -> tuple[str, int]:
        """("ok" | "code" | "locked", seconds to wait before the next try)."""
        self.attempts += 1
        if now < self.locked_until:
            return "locked", int(self.locked_until - now) + 1
        if hmac.compare_digest(code.encode(), self.code.encode()):
            self.wrong_in_a_row = 0
            return "ok", 0
        self.wrong_in_a_row += 1
        if self.wrong_in_a_row < self.tries:
            return "code", 0
        self.wrong_in_a_row = 0
        wait = min(self.pause * 2 ** self.locks, self.max_pause)
        self.locks += 1
        self.locked_until = now + wait
        return "code", int(wait)


@dataclass
class Match:
    """The game two players share: the board, who holds which mark, and who the guest is."""
    host_name: str
    size: int = 3
    win_length: int = 3
    host_mark: Player = Player.X
    guest_name: str | None = None  # set at the first join; only this name may come back
    game: Game = field(init=False)

    def __post_init__(self) -> None:
        if (self.size, self.win_length) not in VARIANTS:
            raise GameError(f"there is no {self.size}×{self.size} board with {self.win_length} in a row")
        self.game = Game(self.size, self.win_length)

    def mark_of(self, role: Role) -> Player:
        return self.host_mark if role is Role.HOST else self.host_mark.other

    def start_next_game(self) -> None:
        """A new board; after a finished game the players swap marks, so each starts in turn."""
        if self.game.is_over:
            self.host_mark = self.host_mark.other
        self.game = Game(self.size, self.win_length)

    def undo_count(self, requester: Player) -> int:
        """Moves to take back so that the requester's own last move is gone (0: they have none)."""
        moves = self.game.moves
        for count in (1, 2):
            if len(moves) >= count and (len(moves) - count) % 2 == (0 if requester is Player.X else 1):
                return count
        return 0
