"""The wire format of network games: framing, limits and the schema of every message.

A message is one JSON object on one line of UTF-8, ended by a newline, at most MAX_MESSAGE_BYTES
long. Its "type" names one of MESSAGES, which lists the exact fields it carries and their types;
anything else (garbage, a missing or extra field, a wrong type, NaN, a repeated key) is a
WireError. docs/protocol.md describes the format for people. Pure Python: no sockets, no Qt.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from ..core.board_game import RULE_SETS
from ..core.messages import quoted
from ..core.score import MAX_NAME_LENGTH
from .events import BYE_REASONS, REFUSED_REASONS

# Version 2 added the rule set to the welcome (ultimate tic-tac-toe); a version 1 peer is refused at the door
# with "version", which every version understands (docs/protocol.md).
PROTOCOL_VERSION = 2
GAME_ID = "tictactoe-qt"
# The longest honest message, a welcome back into a full ultimate game (81 moves), is under 650 bytes.
MAX_MESSAGE_BYTES = 1024
MAX_NAME_CHARS = MAX_NAME_LENGTH  # the names the game keeps (core.score.clean_name)
MAX_CODE_CHARS = 12
MAX_DETAIL_CHARS = 200
MAX_MOVES = 81  # a 9×9 board, the largest the core allows


class WireError(ValueError):
    """Bytes from the peer that are not a well-formed message; the text says what is wrong."""


def _is_int(value: Any) -> bool:
    return type(value) is int  # bool is a subclass of int and is not a number here


def is_small_int(value: Any) -> bool:
    return _is_int(value) and 0 <= value <= 10_000


def _is_text(limit: int) -> Callable[[Any], bool]:
    # isprintable() refuses control, format, surrogate, private-use and unassigned characters, and every
    # separator but the plain space: nothing that could reorder, hide or break a line of text.
    def check(value: Any) -> bool:
        return isinstance(value, str) and len(value) <= limit and value.isprintable()

    return check


def is_join_code(value: Any) -> bool:
    """Whether a hello can carry `value` as its join code."""
    return _is_text(MAX_CODE_CHARS)(value)


def _is_one_of(*allowed: str) -> Callable[[Any], bool]:
    return lambda value: isinstance(value, str) and value in allowed


def _is_moves(value: Any) -> bool:
    return (
        isinstance(value, list)
        and len(value) <= MAX_MOVES
        and all(isinstance(move, list) and len(move) == 2 and all(is_small_int(n) for n in move) for move in value)
    )


def _is_bool(value: Any) -> bool:
    return isinstance(value, bool)


_name = _is_text(MAX_NAME_CHARS)
# Every message type with its fields and the check each field's value must pass.
MESSAGES: dict[str, dict[str, Any]] = {
    "hello": {"game": _is_one_of(GAME_ID), "version": is_small_int, "name": _name, "code": is_join_code},
    "welcome": {
        "version": is_small_int,
        "name": _name,
        "rule_set": _is_one_of(*RULE_SETS),
        "size": is_small_int,
        "win_length": is_small_int,
        "host_mark": _is_one_of("X", "O"),
        "moves": _is_moves,
    },
    "refused": {
        "reason": _is_one_of(*(reason.value for reason in REFUSED_REASONS)),
        "version": is_small_int,
        "retry_after": is_small_int,
    },
    "move": {"ply": is_small_int, "row": is_small_int, "col": is_small_int},
    "undo": {"ply": is_small_int},
    "undo_reply": {"ply": is_small_int, "accept": _is_bool},
    "rematch": {"ply": is_small_int},
    "rematch_reply": {"ply": is_small_int, "accept": _is_bool},
    "ping": {},
    "bye": {"reason": _is_one_of(*(reason.value for reason in BYE_REASONS)), "detail": _is_text(MAX_DETAIL_CHARS)},
}


def encode(kind: str, **fields: Any) -> bytes:
    """One message as bytes on the wire; refuses to build one the peer would refuse."""
    message = {"type": kind, **fields}
    check_schema(message)
    data = json.dumps(message, ensure_ascii=False, separators=(",", ":")).encode("utf-8") + b"\n"
    if len(data) > MAX_MESSAGE_BYTES:
        raise WireError(f"a {kind} message of {len(data)} bytes is over the limit of {MAX_MESSAGE_BYTES}")
    return data


def _refuse_constant(name: str) -> Any:
    raise WireError(f"{name} is not a number this protocol accepts")


def _no_repeated_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    message = dict(pairs)
    if len(message) != len(pairs):
        raise WireError("a field is repeated")
    return message


def parse_json(line: bytes) -> dict[str, Any]:
    """A line (without its newline) as a JSON object, before any check of its fields."""
    try:
        text = line.decode("utf-8")
        value = json.loads(text, parse_constant=_refuse_constant, object_pairs_hook=_no_repeated_keys)
    except UnicodeDecodeError:
        raise WireError("the message is not UTF-8 text") from None
    except RecursionError:
        raise WireError("the message is nested too deeply") from None
    except WireError:
        raise
    except ValueError as error:  # json.JSONDecodeError and over-long integers
        raise WireError(f"the message is not JSON ({error})") from None
    if not isinstance(value, dict):
        raise WireError("the message is not a JSON object")
    return value


def check_schema(message: dict[str, Any]) -> None:
    kind = message.get("type")
    if not isinstance(kind, str) or kind not in MESSAGES:
        raise WireError(f"unknown message type {quoted(kind, 20)}")
    fields = MESSAGES[kind]
    given = set(message) - {"type"}
    if given != set(fields):
        missing, extra = sorted(set(fields) - given), sorted(given - set(fields))
        raise WireError(f"a {kind} message needs the fields {sorted(fields)}; missing {missing}, unexpected {extra}")
    for name, is_valid in fields.items():
        if not is_valid(message[name]):
            raise WireError(f"the {name!r} field of a {kind} message has a value this protocol does not accept")


def decode(line: bytes) -> dict[str, Any]:
    """One line (without its newline) as a checked message."""
    message = parse_json(line)
    check_schema(message)
    return message


class LineBuffer:
    """Cuts incoming bytes into lines, refusing any line longer than MAX_MESSAGE_BYTES."""

    def __init__(self) -> None:
        self._pending = bytearray()

    @property
    def has_partial_line(self) -> bool:
        return bool(self._pending)

    def feed(self, data: bytes) -> list[bytes]:
        """The complete lines in what has arrived so far; raises WireError on an over-long one."""
        self._pending += data
        lines: list[bytes] = []
        while True:
            end = self._pending.find(b"\n", 0, MAX_MESSAGE_BYTES)
            if end < 0:
                if len(self._pending) >= MAX_MESSAGE_BYTES:
                    raise WireError(f"a message is longer than the limit of {MAX_MESSAGE_BYTES} bytes")
                return lines
            lines.append(bytes(self._pending[:end]))
            del self._pending[: end + 1]
