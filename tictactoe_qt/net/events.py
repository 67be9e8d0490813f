"""What a Connection reports: frozen events, and why a connection closed.

Like h11's events, these are plain values with no behaviour; the front ends word them (each has a table
from CloseReason to the words its player reads).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

__all__ = [
    "CloseReason",
    "Closed",
    "Event",
    "Joined",
    "MovePlayed",
    "RematchAnswered",
    "RematchOffered",
    "UndoAnswered",
    "UndoRequested",
    "failed_dial",
]


class CloseReason(str, enum.Enum):
    """Why a connection is over. The first three travel in a bye, the refusals in a refused message;
    LOST, UNREACHABLE and NOT_FOUND come from the transport (reported through Connection.transport_failed, or by the
    guest's transport before any connection), UNREADABLE from the guest's own connection; none of them travels."""

    ABANDON = "abandon"  # a player left the match for good
    QUIT = "quit"  # a player left; the guest may come back to the same game
    ERROR = "error"  # one end broke the protocol and was hung up on; the game is kept
    VERSION = "version"  # refused: the other end speaks another protocol version
    CODE = "code"  # refused: wrong join code
    LOCKED = "locked"  # refused: too many wrong join codes from this address, for a while
    BUSY = "busy"  # refused: the game already has another player
    LOST = "lost"  # the connection dropped, or went silent
    UNREACHABLE = "unreachable"  # the guest's transport could not reach the host at all; it dials again
    NOT_FOUND = "not found"  # a first join reached nothing in JOIN_TRIES dials: no game was joined, none is kept
    UNREADABLE = "unreadable"  # the host's answer at the door broke the protocol: no game was joined, none is kept

    @property
    def ends_match(self) -> bool:
        """The game is over for good: nobody may come back to it."""
        return self is CloseReason.ABANDON or self is CloseReason.VERSION

    @property
    def game_kept(self) -> bool:
        """The host keeps the game, and the guest may come back to it (and its window tries to)."""
        return not (self.ends_match or self.is_refusal)

    @property
    def is_refusal(self) -> bool:
        """The host turned a guest away at the door."""
        return self in _REFUSALS


# Turned away at the door: by the host's word, by an answer there that could not be read, or by no door at all.
_REFUSALS = frozenset(
    {
        CloseReason.VERSION,
        CloseReason.CODE,
        CloseReason.LOCKED,
        CloseReason.BUSY,
        CloseReason.UNREADABLE,
        CloseReason.NOT_FOUND,
    }
)
# A guest's first join dials this many times (RECONNECT a pause apart, for a host a moment late in opening its
# game) before it gives up on an address that answers nothing; once joined, a guest whose line drops dials until
# the player leaves, as the host keeps the game for it.
JOIN_TRIES = 3
# What may travel in a bye, and in a refused message.
BYE_REASONS = (CloseReason.ABANDON, CloseReason.QUIT, CloseReason.ERROR)
REFUSED_REASONS = (CloseReason.VERSION, CloseReason.CODE, CloseReason.LOCKED, CloseReason.BUSY)


@dataclass(frozen=True)
class Joined:
    """The handshake is done: the game, whoever made it, is in `connection.match`."""

    peer_name: str
    resumed: bool  # a guest coming back to a game already under way


@dataclass(frozen=True)
class MovePlayed:
    row: int
    col: int


@dataclass(frozen=True)
class UndoRequested:
    count: int  # moves that accepting would take back


@dataclass(frozen=True)
class UndoAnswered:
    accepted: bool
    count: int  # moves taken back (0 when declined)


@dataclass(frozen=True)
class RematchOffered:
    pass


@dataclass(frozen=True)
class RematchAnswered:
    accepted: bool  # when True, the next game has begun in `connection.match`


@dataclass(frozen=True)
class Closed:
    """The connection is over: why, whose side ended it, and a detail for the log, in English."""

    reason: CloseReason
    by_peer: bool
    detail: str = ""
    retry_after: int = 0
    peer_version: int | None = None  # VERSION: the protocol version the other end speaks
    peer_is_older: bool = False  # VERSION: the other end's game is older than this one (it is the one to update)

    @property
    def we_hung_up(self) -> bool:
        """This end cut the line for something the peer did (a broken message, a refused guest): worth a log line."""
        return not self.by_peer and self.reason not in (CloseReason.ABANDON, CloseReason.QUIT)


Event = Joined | MovePlayed | UndoRequested | UndoAnswered | RematchOffered | RematchAnswered | Closed


def failed_dial(host: str, port: int, error: str, *, dials: int, joined: bool) -> Closed:
    """A guest's dial that reached nothing, the `dials`-th in a row: NOT_FOUND once a first join (`joined` False)
    has failed JOIN_TRIES times, and the guest gives up; else UNREACHABLE, and it dials again. The detail says
    where, and what failed, for the words of either."""
    where = f"[{host}]:{port}" if ":" in host else f"{host}:{port}"
    reason = CloseReason.NOT_FOUND if not joined and dials >= JOIN_TRIES else CloseReason.UNREACHABLE
    return Closed(reason, by_peer=True, detail=f"{where}, {error}")
