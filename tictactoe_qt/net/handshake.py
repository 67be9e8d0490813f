"""The opening of one network connection, sans-IO: the guest's hello, and the host's welcome or refusal.

A Connection (connection.py) hands each line it receives before the game begins to its Handshake, which
answers through the connection's `send` and returns the one event that ends the opening: Joined (the game
begins, the guest's Match made from the welcome) or Closed (refused, a version apart, or a goodbye). A line
that breaks the protocol raises WireError, and a welcome's position the rules cannot reach raises GameError,
both of which the connection turns into its closing message.
"""

from __future__ import annotations

from typing import Any, Protocol

from ..core import Player
from ..core.score import clean_name
from . import wire
from .events import CloseReason, Closed, Joined
from .match import JoinGate, Match, Role
from .wire import PROTOCOL_VERSION, WireError

HANDSHAKE_TIMEOUT = 10.0  # seconds from connecting to a completed hello/welcome

Message = dict[str, Any]  # a message checked against its schema (wire.MESSAGES)

# The log's words for a refusal, in English (the front ends word it for the player).
_REFUSAL_DETAILS = {
    CloseReason.VERSION: "the host speaks protocol version {version}, this game {ours}: {who} to update",
    CloseReason.CODE: "wrong join code",
    CloseReason.LOCKED: "too many wrong join codes: try again in {wait} s",
    CloseReason.BUSY: "the game already has another player",
}


class Send(Protocol):
    """Queue one message for the peer (Connection._send)."""

    def __call__(self, kind: str, now: float, **fields: Any) -> None: ...


def goodbye(message: Message) -> Closed:
    """The peer's "bye", before the game begins or during it: the connection closed by the peer, and why."""
    return Closed(CloseReason(message["reason"]), by_peer=True, detail=message["detail"])


def version_fields(peer_version: int | None) -> dict[str, Any]:
    """A VERSION close's fields: the version the other end speaks, and whether its game is the older."""
    if peer_version is None:
        return {}
    return {"peer_version": peer_version, "peer_is_older": peer_version < PROTOCOL_VERSION}


class Handshake:
    """One connection's opening. The host's knows its Match and JoinGate and the peer's address (the gate
    counts wrong codes per address); the guest's sends its hello at once and learns the Match from the welcome."""

    def __init__(
        self,
        role: Role,
        name: str,
        send: Send,
        now: float,
        *,
        match: Match | None,
        gate: JoinGate | None,
        code: str,
        peer_address: str,
    ) -> None:
        self.role = role
        self.name = name
        self.match = match
        self._gate = gate
        self._peer_address = peer_address
        self._send = send
        if role is Role.GUEST:
            send("hello", game=wire.GAME_ID, version=PROTOCOL_VERSION, name=name, code=code, now=now)

    def receive(self, line: bytes, now: float) -> Joined | Closed:
        """The peer's first message, and how the opening ended."""
        message = wire.parse_json(line)
        if self.role is Role.HOST:
            return self._on_hello(message, now)
        wire.check_schema(message)
        if message["type"] == "refused":
            reason = CloseReason(message["reason"])
            version = message["version"]
            detail = _REFUSAL_DETAILS[reason].format(
                version=version,
                ours=PROTOCOL_VERSION,
                wait=message["retry_after"],
                who="the host needs" if version < PROTOCOL_VERSION else "please",
            )
            return Closed(
                reason,
                by_peer=True,
                detail=detail,
                retry_after=message["retry_after"],
                **version_fields(version if reason is CloseReason.VERSION else None),
            )
        if message["type"] == "bye":
            return goodbye(message)
        if message["type"] != "welcome":
            raise WireError(f"expected a welcome, not a {message['type']} message")
        return self._on_welcome(message, now)

    def _refuse(self, reason: CloseReason, now: float, retry_after: int = 0, peer_version: int | None = None) -> Closed:
        self._send("refused", reason=reason.value, version=PROTOCOL_VERSION, retry_after=retry_after, now=now)
        detail = f"refused a guest: {reason.value}"
        if peer_version is not None:
            detail += f" (it speaks protocol version {peer_version}, this game {PROTOCOL_VERSION})"
        return Closed(reason, by_peer=False, detail=detail, retry_after=retry_after, **version_fields(peer_version))

    def _on_hello(self, message: Message, now: float) -> Joined | Closed:
        # The version is read before the schema: another version may well have other fields. A version
        # that is no version number at all (1e400, "2") is a malformed hello, refused below as one.
        version = message.get("version")
        if (
            message.get("type") == "hello"
            and message.get("game") == wire.GAME_ID
            and wire.is_small_int(version)
            and version != PROTOCOL_VERSION
        ):
            return self._refuse(CloseReason.VERSION, now, peer_version=version)
        wire.check_schema(message)
        if message["type"] != "hello":
            raise WireError(f"expected a hello, not a {message['type']} message")
        assert self.match is not None and self._gate is not None  # a host's handshake is made with both
        name = clean_name(message["name"]) or "Guest"
        match = self.match
        refusal, wait = self._gate.check(message["code"], now, self._peer_address)
        if refusal is not None:
            return self._refuse(refusal, now, retry_after=wait)
        if match.guest_name is not None and name != match.guest_name:
            return self._refuse(CloseReason.BUSY, now)
        resumed = match.guest_name is not None
        match.guest_name = name
        self._send(
            "welcome",
            version=PROTOCOL_VERSION,
            name=self.name,
            rule_set=match.rule_set,
            size=match.size,
            win_length=match.win_length,
            host_mark=match.host_mark.value,
            moves=[list(move) for move in match.game.moves],
            now=now,
        )
        return Joined(name, resumed=resumed)

    def _on_welcome(self, message: Message, now: float) -> Joined | Closed:
        if message["version"] != PROTOCOL_VERSION:
            self._send("bye", reason=CloseReason.ERROR.value, detail="please update", now=now)
            return Closed(
                CloseReason.VERSION,
                by_peer=True,
                detail=f"the host speaks version {message['version']}",
                **version_fields(message["version"]),
            )
        name = clean_name(message["name"]) or "Host"
        match = Match(
            name, message["size"], message["win_length"], Player(message["host_mark"]), self.name, message["rule_set"]
        )
        for row, col in message["moves"]:
            match.game.play(row, col)  # a position the rules cannot reach is refused as a GameError
        self.match = match
        return Joined(name, resumed=bool(message["moves"]))
