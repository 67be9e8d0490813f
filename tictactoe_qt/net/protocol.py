"""One end of a network game, sans-IO: bytes and the clock go in, events and bytes to send come out.

In the manner of h11 and wsproto, a Connection owns no socket, thread or timer. The program that
holds the socket passes in what arrived (`receive_data(data, now)`) and the time now and then
(`tick(now)`), reads the events returned, and sends `data_to_send()`. Commands (`play`,
`request_undo`, `offer_rematch`, ...) change the state and queue their message.

The host's Match outlives its connections, so a guest who drops out can come back to the same
position. Every move from the wire is played through the core's Game; a move the rules or the
turn do not allow ends the connection with the reason, and is never applied.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import Any

from ..core import GameError, Player
from ..core.score import clean_name
from . import wire
from .match import JoinGate, Match, Role
from .wire import PROTOCOL_VERSION, WireError

HANDSHAKE_TIMEOUT = 10.0  # seconds from connecting to a completed hello/welcome
PARTIAL_MESSAGE_TIMEOUT = 5.0  # the longest an unfinished line may wait for the rest of itself
PING_INTERVAL = 5.0  # say something at least this often, so the peer knows we are there
SILENCE_TIMEOUT = 20.0  # a peer heard nothing from for this long is gone
FLOOD_BURST = 100  # messages a peer may send at once...
FLOOD_RATE = 50.0  # ...and per second after that (people send a few a minute)


class State(str, enum.Enum):
    HANDSHAKE = "handshake"
    PLAYING = "playing"
    CLOSED = "closed"


class ProtocolError(ValueError):
    """A command that cannot be sent now (not our turn, a request already pending, ...)."""


# --- events ----------------------------------------------------------------------------------------

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
    """The connection is over. reason: "abandon", "quit", "lost", "error", "version", "code", "locked",
    "busy"; by_peer tells whose side ended it; detail is for the log, in English."""
    reason: str
    by_peer: bool
    detail: str = ""
    retry_after: int = 0


_REFUSALS = {
    "version": "the host speaks protocol version {version}: please update",
    "code": "wrong join code",
    "locked": "too many wrong join codes: try again in {wait} s",
    "busy": "the game already has another player",
}
# The messages either end may send once the handshake is done.
_DURING_A_GAME = frozenset({"move", "undo", "undo_reply", "rematch", "rematch_reply"})

Event = Joined | MovePlayed | UndoRequested | UndoAnswered | RematchOffered | RematchAnswered | Closed


# --- one connection -----------------------------------------------------------------------------------

class Connection:
    """One end of one connection. The host makes one per incoming socket around its Match and JoinGate;
    the guest makes one with its name and the code, and gets the Match in the welcome."""

    def __init__(self, role: Role, now: float, *, name: str, match: Match | None = None,
                 gate: JoinGate | None = None, code: str = "") -> None:
        if role is Role.HOST and (match is None or gate is None):
            raise ProtocolError("a host connection needs the match and the join gate")
        self.role = role
        self.name = clean_name(name) or ("Host" if role is Role.HOST else "Guest")
        self.match = match
        self.gate = gate
        self.state = State.HANDSHAKE
        self.peer_name = ""
        self.messages_received = 0
        self.my_undo_request: int | None = None  # ply of our pending request
        self.peer_undo_request: int | None = None
        self.my_rematch_offer: int | None = None  # ply of our pending offer
        self.peer_rematch_offer: int | None = None
        self._buffer = wire.LineBuffer()
        self._outgoing = bytearray()
        self._opened_at = now
        self._partial_since: float | None = None
        self._last_heard = now
        self._last_sent = now
        self._flood_allowance = float(FLOOD_BURST)
        self._flood_checked_at = now
        if role is Role.GUEST:
            self._send("hello", game=wire.GAME_ID, version=PROTOCOL_VERSION, name=self.name, code=code, now=now)

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
        return (self.state is State.PLAYING and not self.current_match.game.is_over
                and self.current_match.game.current_player is self.my_mark
                and self.my_undo_request is None and self.my_rematch_offer is None)

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
        if self.peer_undo_request is not None:  # playing on is declining their request...
            self.answer_undo(False, now)
        if self.peer_rematch_offer is not None:  # ...or their offer
            self.answer_rematch(False, now)
        self._send("move", ply=ply, row=row, col=col, now=now)

    def request_undo(self, now: float) -> int:
        """Ask the peer to take back our last move (and their reply to it); the count it would take."""
        self._require_playing()
        if self.my_undo_request is not None:
            raise ProtocolError("an undo request is already waiting for an answer")
        count = self.current_match.undo_count(self.my_mark)
        if count == 0:
            raise ProtocolError("you have no move to take back")
        self.my_undo_request = len(self.current_match.game.moves)
        self._send("undo", ply=self.my_undo_request, now=now)
        return count

    def answer_undo(self, accept: bool, now: float) -> int:
        """Answer the peer's undo request; the number of moves taken back."""
        if self.peer_undo_request is None:
            raise ProtocolError("there is no undo request to answer")
        ply, self.peer_undo_request = self.peer_undo_request, None
        self._send("undo_reply", ply=ply, accept=accept, now=now)
        return self._take_back(self.my_mark.other) if accept else 0

    def offer_rematch(self, now: float) -> None:
        """Offer a new game (a rematch once this one is over). If the peer offered one too, it begins."""
        self._require_playing()
        if self.peer_rematch_offer is not None:
            self.answer_rematch(True, now)
            return
        if self.my_rematch_offer is None:
            self.my_rematch_offer = len(self.current_match.game.moves)
            self._send("rematch", ply=self.my_rematch_offer, now=now)

    def answer_rematch(self, accept: bool, now: float) -> None:
        if self.peer_rematch_offer is None:
            raise ProtocolError("there is no rematch offer to answer")
        ply, self.peer_rematch_offer = self.peer_rematch_offer, None
        self._send("rematch_reply", ply=ply, accept=accept, now=now)
        if accept:
            self._begin_next_game()

    def close(self, reason: str, now: float, detail: str = "") -> Closed:
        """End the connection ourselves: "abandon" ends the match for good, "quit" lets the guest come back."""
        if self.state is not State.CLOSED:
            self._send("bye", reason=reason, detail=detail[:wire.MAX_DETAIL_CHARS], now=now)
            self.state = State.CLOSED
        return Closed(reason, by_peer=False, detail=detail)

    def connection_lost(self) -> list[Event]:
        """The socket closed under us."""
        if self.state is State.CLOSED:
            return []
        self.state = State.CLOSED
        return [Closed("lost", by_peer=True, detail="the connection closed")]

    # --- input ---------------------------------------------------------------------------------------

    def receive_data(self, data: bytes, now: float) -> list[Event]:
        if self.state is State.CLOSED:
            return []
        if not data:
            return self.connection_lost()
        self._last_heard = now
        events: list[Event] = []
        try:
            lines = self._buffer.feed(data)
            for line in lines:
                self._check_flood(now)
                self.messages_received += 1
                events.extend(self._handle(line, now))
                if self.state is State.CLOSED:
                    return events
        except (WireError, GameError) as error:
            events.append(self._fail(str(error), now))
            return events
        self._partial_since = (self._partial_since or now) if self._buffer.has_partial_line else None
        return events

    def tick(self, now: float) -> list[Event]:
        """Time has passed: end a stalled handshake, a slow drip or a silent peer; keep the line alive."""
        if self.state is State.CLOSED:
            return []
        if self.state is State.HANDSHAKE and now - self._opened_at > HANDSHAKE_TIMEOUT:
            return [self._fail(f"no handshake within {HANDSHAKE_TIMEOUT:g} s", now, reason="lost")]
        if self._partial_since is not None and now - self._partial_since > PARTIAL_MESSAGE_TIMEOUT:
            return [self._fail(f"a message stayed unfinished for over {PARTIAL_MESSAGE_TIMEOUT:g} s", now)]
        if now - self._last_heard > SILENCE_TIMEOUT:
            self.state = State.CLOSED
            return [Closed("lost", by_peer=True, detail=f"nothing heard for {SILENCE_TIMEOUT:g} s")]
        if self.state is State.PLAYING and now - self._last_sent >= PING_INTERVAL:
            self._send("ping", now=now)
        return []

    # --- internals -----------------------------------------------------------------------------------

    def _send(self, kind: str, now: float, **fields: Any) -> None:
        self._outgoing += wire.encode(kind, **fields)
        self._last_sent = now

    def _require_playing(self) -> None:
        if self.state is not State.PLAYING:
            raise ProtocolError("the game is not connected")

    def _fail(self, detail: str, now: float, reason: str = "error") -> Closed:
        """The peer broke the protocol: tell it why, and hang up."""
        self.close("error", now, detail)
        return Closed(reason, by_peer=False, detail=detail)

    def _check_flood(self, now: float) -> None:
        elapsed = max(0.0, now - self._flood_checked_at)
        self._flood_checked_at = now
        self._flood_allowance = min(FLOOD_BURST, self._flood_allowance + elapsed * FLOOD_RATE)
        if self._flood_allowance < 1:
            raise WireError(f"more than {FLOOD_BURST} messages at once")
        self._flood_allowance -= 1

    def _handle(self, line: bytes, now: float) -> list[Event]:
        if self.state is State.HANDSHAKE:
            return self._handshake(line, now)
        message = wire.decode(line)
        kind = message["type"]
        if kind == "ping":
            return []
        if kind == "bye":
            self.state = State.CLOSED
            return [Closed(message["reason"], by_peer=True, detail=message["detail"])]
        if kind not in _DURING_A_GAME:
            raise WireError(f"a {kind} message is not expected during a game")
        return getattr(self, f"_on_{kind}")(message, now)

    def _handshake(self, line: bytes, now: float) -> list[Event]:
        message = wire.parse_json(line)
        if self.role is Role.HOST:
            return self._on_hello(message, now)
        wire.check_schema(message)
        if message["type"] == "refused":
            self.state = State.CLOSED
            reason = message["reason"]
            detail = _REFUSALS[reason].format(version=message["version"], wait=message["retry_after"])
            return [Closed(reason, by_peer=True, detail=detail, retry_after=message["retry_after"])]
        if message["type"] == "bye":
            self.state = State.CLOSED
            return [Closed(message["reason"], by_peer=True, detail=message["detail"])]
        if message["type"] != "welcome":
            raise WireError(f"expected a welcome, not a {message['type']} message")
        return self._on_welcome(message, now)

    def _refuse(self, reason: str, now: float, retry_after: int = 0) -> list[Event]:
        self._send("refused", reason=reason, version=PROTOCOL_VERSION, retry_after=retry_after, now=now)
        self.state = State.CLOSED
        return [Closed(reason, by_peer=False, detail=f"refused a guest: {reason}", retry_after=retry_after)]

    def _on_hello(self, message: dict[str, Any], now: float) -> list[Event]:
        # The version is read before the schema: another version may well have other fields.
        if message.get("type") == "hello" and message.get("game") == wire.GAME_ID and \
                message.get("version") != PROTOCOL_VERSION:
            return self._refuse("version", now)
        wire.check_schema(message)
        if message["type"] != "hello":
            raise WireError(f"expected a hello, not a {message['type']} message")
        assert self.gate is not None  # a host's connection is made with its gate (checked in __init__)
        verdict, wait = self.gate.check(message["code"], now)
        if verdict != "ok":
            return self._refuse(verdict, now, retry_after=wait)
        name = clean_name(message["name"]) or "Guest"
        match = self.current_match
        if match.guest_name is not None and name != match.guest_name:
            return self._refuse("busy", now)
        resumed = match.guest_name is not None
        match.guest_name = name
        self.peer_name = name
        self.state = State.PLAYING
        self._send("welcome", version=PROTOCOL_VERSION, name=self.name, size=match.size,
                   win_length=match.win_length, host_mark=match.host_mark.value,
                   moves=[list(move) for move in match.game.moves], now=now)
        return [Joined(name, resumed=resumed)]

    def _on_welcome(self, message: dict[str, Any], now: float) -> list[Event]:
        if message["version"] != PROTOCOL_VERSION:
            self.close("error", now, "please update")
            return [Closed("version", by_peer=True, detail=f"the host speaks version {message['version']}")]
        name = clean_name(message["name"]) or "Host"
        match = Match(name, message["size"], message["win_length"], Player(message["host_mark"]), self.name)
        for row, col in message["moves"]:
            match.game.play(row, col)  # a position the rules cannot reach is refused as a GameError
        self.match, self.peer_name, self.state = match, name, State.PLAYING
        return [Joined(name, resumed=bool(message["moves"]))]

    def _on_move(self, message: dict[str, Any], now: float) -> list[Event]:
        game = self.current_match.game
        if message["ply"] != len(game.moves):
            raise WireError(f"a move for ply {message['ply']} arrived at ply {len(game.moves)}")
        if game.is_over or game.current_player is self.my_mark:
            raise WireError("the peer moved out of turn")
        # A move may cross our pending undo request or rematch offer; the peer's answer (a refusal,
        # since the position moved on) follows it.
        game.play(message["row"], message["col"])  # an illegal move raises and is never applied
        return [MovePlayed(message["row"], message["col"])]

    def _on_undo(self, message: dict[str, Any], now: float) -> list[Event]:
        ply = len(self.current_match.game.moves)
        count = self.current_match.undo_count(self.my_mark.other)
        if self.peer_undo_request is not None:
            raise WireError("a second undo request before the first was answered")
        if message["ply"] != ply or count == 0:
            self._send("undo_reply", ply=message["ply"], accept=False, now=now)  # the position moved on
            return []
        self.peer_undo_request = ply
        return [UndoRequested(count)]

    def _on_undo_reply(self, message: dict[str, Any], now: float) -> list[Event]:
        if self.my_undo_request is None or message["ply"] != self.my_undo_request:
            raise WireError("an answer to an undo request that was not made")
        self.my_undo_request = None
        if not message["accept"]:
            return [UndoAnswered(False, 0)]
        return [UndoAnswered(True, self._take_back(self.my_mark))]

    def _on_rematch(self, message: dict[str, Any], now: float) -> list[Event]:
        ply = len(self.current_match.game.moves)
        if self.peer_rematch_offer is not None:
            raise WireError("a second rematch offer before the first was answered")
        if message["ply"] != ply:  # we moved meanwhile: the offer was about a position gone by
            self._send("rematch_reply", ply=message["ply"], accept=False, now=now)
            return []
        if self.my_rematch_offer == ply:  # both offered at once: that is agreement
            self._begin_next_game()
            return [RematchAnswered(True)]
        self.peer_rematch_offer = ply
        return [RematchOffered()]

    def _on_rematch_reply(self, message: dict[str, Any], now: float) -> list[Event]:
        if self.my_rematch_offer is None or message["ply"] != self.my_rematch_offer:
            raise WireError("an answer to a rematch offer that was not made")
        self.my_rematch_offer = None
        if message["accept"]:
            self._begin_next_game()
        return [RematchAnswered(message["accept"])]

    def _take_back(self, requester: Player) -> int:
        count = self.current_match.undo_count(requester)
        for _ in range(count):
            self.current_match.game.undo()
        return count

    def _begin_next_game(self) -> None:
        self.current_match.start_next_game()
        self.my_rematch_offer = self.peer_rematch_offer = None
        self.my_undo_request = self.peer_undo_request = None
