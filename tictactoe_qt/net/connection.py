"""One end of a network game, sans-IO: bytes and the clock go in, events and bytes to send come out.

In the manner of h11 and wsproto, a Connection owns no socket, thread or timer. The program that
holds the socket passes in what arrived (`receive_data(data, now)`) and the time now and then
(`tick(now)`), reads the events returned, and sends `data_to_send()`. Commands (`play`,
`request_undo`, `offer_rematch`, ...) change the state and queue their message.

The host's Match outlives its connections, so a guest who drops out can come back to the same
position. Every move from the wire is played through the core's Game; a move the rules or the
turn do not allow ends the connection with the reason, and is never applied. The opening, hello to welcome
or refusal, is the Handshake's (handshake.py); the line's timeouts, pings and flood limit are LineWatch's
(line_watch.py).
"""

from __future__ import annotations

import enum
from collections.abc import Callable
from typing import Any, ClassVar

from ..core import GameError, Player
from ..core.score import clean_name
from . import wire
from .events import (
    BYE_REASONS,
    CloseReason,
    Closed,
    Event,
    MovePlayed,
    RematchAnswered,
    RematchOffered,
    UndoAnswered,
    UndoRequested,
)
from .handshake import HANDSHAKE_TIMEOUT, Handshake, Message, goodbye
from .line_watch import FLOOD_BURST, PARTIAL_MESSAGE_TIMEOUT, PING_INTERVAL, SILENCE_TIMEOUT, LineWatch
from .match import JoinGate, Match, Role
from .wire import WireError

__all__ = [
    "FLOOD_BURST",
    "HANDSHAKE_TIMEOUT",
    "PARTIAL_MESSAGE_TIMEOUT",
    "PING_INTERVAL",
    "SILENCE_TIMEOUT",
    "Connection",
    "ProtocolError",
    "Request",
    "State",
]


class State(str, enum.Enum):
    HANDSHAKE = "handshake"
    PLAYING = "playing"
    CLOSED = "closed"


class Request(str, enum.Enum):
    """A question one end asks the other about the position at a ply: take back a move, or play again."""

    UNDO = "undo"
    REMATCH = "rematch"


class ProtocolError(ValueError):
    """A command that cannot be sent now (not our turn, a request already pending, ...)."""


# --- one connection -----------------------------------------------------------------------------------


class Connection:
    """One end of one connection. The host makes one per incoming socket around its Match and JoinGate,
    with the peer's address (the gate counts wrong codes per address); the guest makes one with its name
    and the code, and gets the Match in the welcome."""

    def __init__(
        self,
        role: Role,
        now: float,
        *,
        name: str,
        match: Match | None = None,
        gate: JoinGate | None = None,
        code: str = "",
        peer_address: str = "",
    ) -> None:
        if role is Role.HOST and (match is None or gate is None):
            raise ProtocolError("a host connection needs the match and the join gate")
        self.role = role
        self.name = clean_name(name) or ("Host" if role is Role.HOST else "Guest")
        self.match = match
        self.gate = gate
        self.peer_address = peer_address
        self.state = State.HANDSHAKE
        self.peer_name = ""
        self.messages_received = 0
        # The ply each waiting request was made at: ours, and the peer's (one of each kind each way).
        self._our_requests: dict[Request, int] = {}
        self._peer_requests: dict[Request, int] = {}
        self._buffer = wire.LineBuffer()
        self._outgoing = bytearray()
        self._line = LineWatch(now)
        self._handshake = Handshake(
            role, self.name, self._send, now, match=match, gate=gate, code=code, peer_address=peer_address
        )

    # --- what the program asks -------------------------------------------------------------------------

    @property
    def my_mark(self) -> Player:
        return self.current_match.mark_of(self.role)

    @property
    def current_match(self) -> Match:
        """The match being played: the host's from the start, the guest's from the welcome on."""
        if self.match is None:
            raise ProtocolError("the game has not begun: no welcome from the host yet")
        return self.match

    @property
    def my_turn(self) -> bool:
        # While our own request or offer waits for an answer we may not move: the answer is about this position.
        return (
            self.state is State.PLAYING
            and not self.current_match.game.is_over
            and self.current_match.game.current_player is self.my_mark
            and not self._our_requests
        )

    @property
    def closed(self) -> bool:
        return self.state is State.CLOSED

    def waiting_for_answer(self, request: Request) -> bool:
        """We asked this and the peer has not answered yet."""
        return request in self._our_requests

    def asked_by_peer(self, request: Request) -> bool:
        """The peer asked this and waits for our answer."""
        return request in self._peer_requests

    def data_to_send(self) -> bytes:
        data = bytes(self._outgoing)
        self._outgoing.clear()
        return data

    # --- commands ------------------------------------------------------------------------------------

    def play(self, row: int, col: int, now: float) -> None:
        """Our move: checked by the rules here first, so the peer never has to refuse it."""
        if not self.my_turn:
            raise ProtocolError("it is not your turn")
        game = self.current_match.game
        ply = len(game.moves)
        game.play(row, col)  # IllegalMoveError (a ValueError) leaves everything unchanged
        if Request.UNDO in self._peer_requests:  # playing on is declining their request...
            self.answer_undo(False, now)
        if Request.REMATCH in self._peer_requests:  # ...or their offer
            self.answer_rematch(False, now)
        self._send("move", ply=ply, row=row, col=col, now=now)

    def request_undo(self, now: float) -> int:
        """Ask the peer to take back our last move (and their reply to it); the count it would take."""
        self._require_playing()
        if Request.UNDO in self._our_requests:
            raise ProtocolError("an undo request is already waiting for an answer")
        count = self.current_match.undo_count(self.my_mark)
        if count == 0:
            raise ProtocolError("you have no move to take back")
        self._ask(Request.UNDO, now)
        return count

    def answer_undo(self, accept: bool, now: float) -> int:
        """Answer the peer's undo request; the number of moves taken back."""
        self._answer(Request.UNDO, accept, now)
        return self.current_match.take_back(self.my_mark.other) if accept else 0

    def offer_rematch(self, now: float) -> None:
        """Offer a new game (a rematch once this one is over). If the peer offered one too, it begins."""
        self._require_playing()
        if Request.REMATCH in self._peer_requests:
            self.answer_rematch(True, now)
        elif Request.REMATCH not in self._our_requests:
            self._ask(Request.REMATCH, now)

    def answer_rematch(self, accept: bool, now: float) -> None:
        self._answer(Request.REMATCH, accept, now)
        if accept:
            self._begin_next_game()

    def close(self, reason: CloseReason, now: float, detail: str = "") -> Closed:
        """End the connection ourselves: ABANDON ends the match for good, QUIT lets the guest come back."""
        reason = CloseReason(reason)
        if reason not in BYE_REASONS:
            raise ProtocolError(f"a connection is not closed with {reason.value!r}")
        if self.state is not State.CLOSED:
            self._send("bye", reason=reason.value, detail=detail[: wire.MAX_DETAIL_CHARS], now=now)
            self.state = State.CLOSED
        return Closed(reason, by_peer=False, detail=detail)

    def transport_failed(
        self, detail: str = "the connection closed", reason: CloseReason = CloseReason.LOST
    ) -> list[Event]:
        """The transport lost the line (or never had it): the connection is over, nothing more is sent."""
        if self.state is State.CLOSED:
            return []
        self.state = State.CLOSED
        return [Closed(reason, by_peer=True, detail=detail)]

    # --- input ---------------------------------------------------------------------------------------

    def receive_data(self, data: bytes, now: float) -> list[Event]:
        if self.state is State.CLOSED:
            return []
        if not data:
            return self.transport_failed()
        self._line.heard(now)
        events: list[Event] = []
        try:
            lines = self._buffer.feed(data)
            for line in lines:
                self._line.message_arrived(now)
                self.messages_received += 1
                events.extend(self._handle(line, now))
                if self.closed:
                    return events
        except (WireError, GameError) as error:
            events.append(self._fail(str(error), now))
            return events
        self._line.partial_line(self._buffer.has_partial_line, now)
        return events

    def tick(self, now: float) -> list[Event]:
        """Time has passed: end a stalled handshake, a slow drip or a silent peer; keep the line alive."""
        if self.state is State.CLOSED:
            return []
        line = self._line
        if self.state is State.HANDSHAKE and line.handshake_overdue(now):
            return [self._fail(f"no handshake within {HANDSHAKE_TIMEOUT:g} s", now, reason=CloseReason.LOST)]
        if line.partial_overdue(now):
            return [self._fail(f"a message stayed unfinished for over {PARTIAL_MESSAGE_TIMEOUT:g} s", now)]
        if line.silent_too_long(now):
            return self.transport_failed(f"nothing heard for {SILENCE_TIMEOUT:g} s")
        if self.state is State.PLAYING and line.ping_due(now):
            self._send("ping", now=now)
        return []

    # --- internals -----------------------------------------------------------------------------------

    def _send(self, kind: str, now: float, **fields: Any) -> None:
        self._outgoing += wire.encode(kind, **fields)
        self._line.sent(now)

    def _require_playing(self) -> None:
        if self.state is not State.PLAYING:
            raise ProtocolError("the game is not connected")

    def _ask(self, request: Request, now: float) -> None:
        ply = len(self.current_match.game.moves)
        self._our_requests[request] = ply
        self._send(request.value, ply=ply, now=now)

    def _answer(self, request: Request, accept: bool, now: float) -> None:
        if request not in self._peer_requests:
            raise ProtocolError(f"there is no {request.value} request to answer")
        self._send(f"{request.value}_reply", ply=self._peer_requests.pop(request), accept=accept, now=now)

    def _fail(self, detail: str, now: float, reason: CloseReason = CloseReason.ERROR) -> Closed:
        """The peer broke the protocol: tell it why, and hang up."""
        if reason is CloseReason.ERROR and self.role is Role.GUEST and self.state is State.HANDSHAKE:
            reason = CloseReason.UNREADABLE  # no game was joined, so none is kept to go back to
        self.close(CloseReason.ERROR, now, detail)
        return Closed(reason, by_peer=False, detail=detail)

    def _handle(self, line: bytes, now: float) -> list[Event]:
        if self.state is State.HANDSHAKE:
            return self._open(line, now)
        message = wire.decode(line)
        kind = message["type"]
        if kind == "ping":
            return []
        if kind == "bye":
            return self._on_bye(message)
        handler = self._DURING_A_GAME.get(kind)
        if handler is None:
            raise WireError(f"a {kind} message is not expected during a game")
        return handler(self, message, now)

    def _open(self, line: bytes, now: float) -> list[Event]:
        """A line before the game begins: the handshake's, which ends the opening one way or the other."""
        ending = self._handshake.receive(line, now)
        if isinstance(ending, Closed):
            self.state = State.CLOSED
        else:
            self.match, self.peer_name, self.state = self._handshake.match, ending.peer_name, State.PLAYING
        return [ending]

    def _on_bye(self, message: Message) -> list[Event]:
        self.state = State.CLOSED
        return [goodbye(message)]

    def _on_move(self, message: Message, now: float) -> list[Event]:
        game = self.current_match.game
        if message["ply"] != len(game.moves):
            raise WireError(f"a move for ply {message['ply']} arrived at ply {len(game.moves)}")
        if game.is_over or game.current_player is self.my_mark:
            raise WireError("the peer moved out of turn")
        # A move may cross our pending undo request or rematch offer; the peer's answer (a refusal,
        # since the position moved on) follows it.
        game.play(message["row"], message["col"])  # an illegal move raises and is never applied
        return [MovePlayed(message["row"], message["col"])]

    def _on_undo(self, message: Message, now: float) -> list[Event]:
        ply = len(self.current_match.game.moves)
        count = self.current_match.undo_count(self.my_mark.other)
        if Request.UNDO in self._peer_requests:
            raise WireError("a second undo request before the first was answered")
        if message["ply"] != ply or count == 0:
            self._send("undo_reply", ply=message["ply"], accept=False, now=now)  # the position moved on
            return []
        self._peer_requests[Request.UNDO] = ply
        return [UndoRequested(count)]

    def _on_undo_reply(self, message: Message, now: float) -> list[Event]:
        if self._our_requests.get(Request.UNDO) != message["ply"]:
            raise WireError("an answer to an undo request that was not made")
        del self._our_requests[Request.UNDO]
        if not message["accept"]:
            return [UndoAnswered(False, 0)]
        return [UndoAnswered(True, self.current_match.take_back(self.my_mark))]

    def _on_rematch(self, message: Message, now: float) -> list[Event]:
        ply = len(self.current_match.game.moves)
        if Request.REMATCH in self._peer_requests:
            raise WireError("a second rematch offer before the first was answered")
        if message["ply"] != ply:  # we moved meanwhile: the offer was about a position gone by
            self._send("rematch_reply", ply=message["ply"], accept=False, now=now)
            return []
        if self._our_requests.get(Request.REMATCH) == ply:  # both offered at once: that is agreement
            self._begin_next_game()
            return [RematchAnswered(True)]
        self._peer_requests[Request.REMATCH] = ply
        return [RematchOffered()]

    def _on_rematch_reply(self, message: Message, now: float) -> list[Event]:
        if self._our_requests.get(Request.REMATCH) != message["ply"]:
            raise WireError("an answer to a rematch offer that was not made")
        del self._our_requests[Request.REMATCH]
        if message["accept"]:
            self._begin_next_game()
        return [RematchAnswered(message["accept"])]

    # The messages either end may send once the handshake is done, and who handles each.
    _DURING_A_GAME: ClassVar[dict[str, Callable[[Connection, Message, float], list[Event]]]] = {
        "move": _on_move,
        "undo": _on_undo,
        "undo_reply": _on_undo_reply,
        "rematch": _on_rematch,
        "rematch_reply": _on_rematch_reply,
    }

    def _begin_next_game(self) -> None:
        self.current_match.start_next_game()
        self._our_requests.clear()
        self._peer_requests.clear()
