"""What a network game says, for the window and the terminal alike: the line under the board, the headline while
nobody is there to play, the other player's questions, a refusal, and why a connection closed."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from ..core.messages import fill, translate
from ..net.connection import Request
from ..net.events import CloseReason, Closed
from .seats import Doing


class WireSeat(Protocol):
    """What the words read of the seat (wire_seat.py's WireSeat; declared here, as the seat imports the words)."""

    peer_name: str
    lost: bool
    door: tuple[str, str]
    doing: Doing
    asked_count: int
    closed_by: Closed | None

    @property
    def connected(self) -> bool: ...

    @property
    def is_host(self) -> bool: ...


def opponent_name(seat: WireSeat) -> str:
    return seat.peer_name or translate("NetworkWords", "Opponent")


def status_line(seat: WireSeat) -> str:
    """What the connection is doing, for the line under the board."""
    peer = seat.peer_name
    if seat.doing is Doing.PLAYING:
        return fill(translate("NetworkWords", "Playing %1 over the network"), peer)
    if seat.doing is Doing.ASKED_UNDO:
        return fill(
            translate("NetworkWords", "Asked %1 to take back your last move…")
            if seat.asked_count == 1
            else translate("NetworkWords", "Asked %1 to take back your last move and their reply…"),
            peer,
        )
    if seat.doing is Doing.OFFERED_NEW_GAME:
        return fill(translate("NetworkWords", "Offered %1 a new game; waiting for an answer…"), peer)
    if seat.doing is Doing.CLOSED and seat.closed_by is not None:
        return close_words(seat, seat.closed_by)
    if seat.doing is Doing.HOSTING and seat.door[0]:
        return fill(translate("NetworkWords", "Waiting for an opponent. Join code: %1 · address: %2"), *seat.door)
    return translate("NetworkWords", "Connecting…")


def waiting_text(seat: WireSeat) -> str | None:
    """In place of the turn, while there is nobody to play (None when there is)."""
    if seat.connected:
        return None
    if seat.lost:
        return fill(translate("NetworkWords", "%1's connection was lost"), seat.peer_name)
    if seat.is_host and seat.door[0]:  # the one thing the host must read out: the headline, large
        return fill(translate("NetworkWords", "Join code: %1"), seat.door[0])
    return (
        translate("NetworkWords", "Waiting for an opponent…")
        if seat.is_host
        else translate("NetworkWords", "Connecting…")
    )


def answer_awaited_text(seat: WireSeat) -> str | None:
    """In place of the turn while the local player's request to take moves back awaits its answer: the board
    takes no move then, and "Your turn" would say it does."""
    if seat.connected and seat.doing is Doing.ASKED_UNDO:
        return fill(translate("NetworkWords", "Waiting for %1's answer…"), opponent_name(seat))
    return None


def undo_question(seat: WireSeat, count: int) -> str:
    """The other player asks to take `count` moves back."""
    return fill(
        translate("NetworkWords", "%1 asks to take back their last move. Allow it?")
        if count == 1
        else translate("NetworkWords", "%1 asks to take back their last move and your reply. Allow it?"),
        seat.peer_name,
    )


def new_game_question(seat: WireSeat) -> str:
    return fill(translate("NetworkWords", "%1 offers a new game. Play it?"), seat.peer_name)


def declined_words(seat: WireSeat, request: Request) -> str:
    """The other player said no to the local player's request."""
    if request is Request.UNDO:
        return fill(translate("NetworkWords", "%1 declined to take the move back."), seat.peer_name)
    return fill(translate("NetworkWords", "%1 would rather not start a new game."), seat.peer_name)


def lost_words(seat: WireSeat, event: Closed) -> str | None:
    """Why the line to a kept game dropped, when this end found out itself: the line went (LOST, which no peer can
    send) or this end hung up. None otherwise: what a peer sends as its reason is not repeated to the player."""
    found_here = event.reason is CloseReason.LOST or not event.by_peer
    if not event.reason.game_kept or not found_here or not event.detail:
        return None
    return fill(
        translate("NetworkWords", "The connection to %1 was lost (%2)."),
        seat.peer_name or translate("NetworkWords", "the other player"),
        event.detail,
    )


def took_back_words(seat: WireSeat, count: int) -> str:
    """The other player allowed the local player's request to take `count` moves back."""
    return fill(
        translate("NetworkWords", "%1 agreed: took back your last move.")
        if count == 1
        else translate("NetworkWords", "%1 agreed: took back your last move and their reply."),
        seat.peer_name,
    )


def close_words(seat: WireSeat, event: Closed) -> str:
    """What the player reads about a closed connection, by its reason."""
    peer = seat.peer_name or translate("NetworkWords", "The other player")
    if event.reason.game_kept and event.reason is not CloseReason.UNREACHABLE:
        if not seat.is_host:
            return translate("NetworkWords", "The game is kept: trying to reconnect…")
        if not seat.door[0]:  # a host on the local network with no code to read out
            return fill(translate("NetworkWords", "The game is kept: waiting for %1 to come back"), peer)
        return fill(
            translate("NetworkWords", "The game is kept: waiting for %1 to come back (join code: %2 · address: %3)"),
            peer,
            *seat.door,
        )
    words: dict[CloseReason, Callable[[], str]] = {
        CloseReason.ABANDON: lambda: (
            fill(translate("NetworkWords", "%1 left the game."), peer)
            if event.by_peer
            else translate("NetworkWords", "You left the network game.")
        ),
        CloseReason.VERSION: lambda: (
            translate(
                "NetworkWords",
                "The other player has an older version of Tic-Tac-Toe, which does not know every board this "
                "one offers. They need to update it to play with you.",
            )
            if event.peer_is_older
            else translate(
                "NetworkWords",
                "The other player has a newer version of Tic-Tac-Toe. Please update yours to play with them.",
            )
        ),
        CloseReason.CODE: lambda: translate("NetworkWords", "Wrong join code."),
        CloseReason.LOCKED: lambda: fill(
            translate("NetworkWords", "Too many wrong join codes: try again in %1 seconds."), event.retry_after
        ),
        CloseReason.BUSY: lambda: translate("NetworkWords", "That game already has two players."),
        CloseReason.UNREADABLE: lambda: fill(
            translate(
                "NetworkWords",
                "The host's answer could not be read (%1), so no game was joined. Is it a Tic-Tac-Toe game?",
            ),
            event.detail,
        ),
        CloseReason.UNREACHABLE: lambda: fill(
            translate("NetworkWords", "Cannot reach the host (%1). Trying again…"), event.detail
        ),
        CloseReason.NOT_FOUND: lambda: fill(
            translate(
                "NetworkWords",
                "Cannot reach the host (%1). Check the address, and that the other player is hosting a game.",
            ),
            event.detail,
        ),
    }
    return words[event.reason]()
