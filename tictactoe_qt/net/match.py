"""What a hosted network game keeps across connections: the shared game and the join code's gate.

Pure Python, like the protocol that uses them.
"""

from __future__ import annotations

import enum
import hmac
import secrets
from dataclasses import dataclass, field

from ..core import GameError, Player
from ..core.board_game import K_IN_A_ROW, BoardGame, RuleSet
from ..core.kinds import VARIANTS, Variant
from .events import CloseReason


DEFAULT_PORT = 47300  # where a host listens unless told otherwise


class Role(str, enum.Enum):
    HOST = "host"
    GUEST = "guest"


def new_join_code() -> str:
    return f"{secrets.randbelow(10_000):04d}"


@dataclass
class _Tries:
    """Wrong codes from one address: how many in a row, how many locks so far, and until when it is locked."""

    wrong_in_a_row: int = 0
    locks: int = 0
    locked_until: float = 0.0


@dataclass
class JoinGate:
    """The join code, and a limit on wrong tries from each address: after `tries` wrong codes in a row an
    address may not try for `pause` seconds, doubled at each further lock of that address, up to `max_pause`.
    A right code clears its address's record. Other addresses are never held up, so nobody can keep the real
    guest out by guessing from elsewhere."""

    code: str
    tries: int = 3
    pause: float = 10.0
    max_pause: float = 600.0
    max_addresses: int = 1024  # the records kept at most: a flood of addresses forgets the oldest
    by_address: dict[str, _Tries] = field(default_factory=dict, repr=False)

    def check(self, code: str, now: float, address: str = "") -> tuple[CloseReason | None, int]:
        """(None to let the guest in, or CODE or LOCKED; the seconds to wait before the next try)."""
        tries = self.by_address.get(address)
        if tries is not None and now < tries.locked_until:
            return CloseReason.LOCKED, int(tries.locked_until - now) + 1
        if hmac.compare_digest(code.encode(), self.code.encode()):
            self.by_address.pop(address, None)
            return None, 0
        if tries is None:
            tries = self.by_address[address] = _Tries()
            self._forget_oldest(now)
        tries.wrong_in_a_row += 1
        if tries.wrong_in_a_row < self.tries:
            return CloseReason.CODE, 0
        tries.wrong_in_a_row = 0
        wait = min(self.pause * 2**tries.locks, self.max_pause)
        tries.locks += 1
        tries.locked_until = now + wait
        return CloseReason.CODE, int(wait)

    def locked(self, address: str, now: float) -> bool:
        tries = self.by_address.get(address)
        return tries is not None and now < tries.locked_until

    def _forget_oldest(self, now: float) -> None:
        # Dicts keep insertion order: the first records are the oldest. Locked ones are kept while others can go.
        while len(self.by_address) > self.max_addresses:
            oldest = next((a for a, t in self.by_address.items() if now >= t.locked_until), None)
            del self.by_address[oldest if oldest is not None else next(iter(self.by_address))]


@dataclass
class Match:
    """The game two players share: the board (its rule set, size and win length: core/kinds.py), who holds
    which mark, and who the guest is."""

    host_name: str
    size: int = 3
    win_length: int = 3
    host_mark: Player = Player.X
    guest_name: str | None = None  # set at the first join; only this name may come back
    rule_set: RuleSet = K_IN_A_ROW
    game: BoardGame = field(init=False)

    def __post_init__(self) -> None:
        if self.variant not in VARIANTS:
            raise GameError(
                f"there is no {self.rule_set} board of {self.size}×{self.size} with {self.win_length} in a row"
            )
        self.game = self.variant.new_game()

    @classmethod
    def on(cls, host_name: str, variant: Variant | tuple[int, int], host_mark: Player = Player.X) -> Match:
        """A match on one of the boards the game offers."""
        board = Variant.coerce(variant)
        return cls(host_name, board.size, board.win_length, host_mark, rule_set=board.rule_set)

    @property
    def variant(self) -> Variant:
        return Variant(self.size, self.win_length, self.rule_set)

    def mark_of(self, role: Role) -> Player:
        return self.host_mark if role is Role.HOST else self.host_mark.other

    def start_next_game(self) -> None:
        """A new board; after a finished game the players swap marks, so each starts in turn."""
        if self.game.is_over:
            self.host_mark = self.host_mark.other
        self.game = self.variant.new_game()

    def undo_count(self, requester: Player) -> int:
        """Moves to take back so that the requester's own last move is gone (0: they have none)."""
        moves = self.game.moves
        for count in (1, 2):
            if len(moves) >= count and (len(moves) - count) % 2 == (0 if requester is Player.X else 1):
                return count
        return 0

    def take_back(self, requester: Player) -> int:
        """Take back the requester's last move (and the reply to it, if any); the number of moves taken back."""
        count = self.undo_count(requester)
        for _ in range(count):
            self.game.undo()
        return count
