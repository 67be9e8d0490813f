"""A catalogue of what a hostile peer might send, shared by the protocol tests and the two-process tests.

Each entry is (name, chunks, seconds between chunks). Nothing here is valid as a whole: each must end the
connection with a reason and leave the game as it was.
"""

from __future__ import annotations

import json
import random

from tictactoe_qt.net import wire

Case = tuple[str, list[bytes], float]  # (name, chunks, seconds between chunks)

HELLO = {"type": "hello", "game": "tictactoe-qt", "version": wire.PROTOCOL_VERSION, "name": "Mallory", "code": "2468"}
# Values that break a field's type or range, whatever the field.
BAD_VALUES: list[object] = [
    None,
    True,
    False,
    -1,
    10_001,
    1.5,
    float("nan"),
    "1",
    "",
    [],
    {},
    [1, 2],
    "x" * 300,
    10**40,
    "\u0000",
    "bell\u0007",
    "\u202eevil",
    "\ud800",
]


def _line(message: dict[str, object]) -> bytes:
    return json.dumps(message, allow_nan=True).encode() + b"\n"


def _garbage() -> list[Case]:
    rng = random.Random(16)
    cases: list[Case] = [
        ("empty line", [b"\n"], 0),
        ("spaces", [b"   \n"], 0),
        ("http request", [b"GET / HTTP/1.1\r\nHost: x\r\n\r\n"], 0),
        ("tls client hello", [bytes.fromhex("160301020001000200") + b"\n"], 0),
        ("not utf-8", [b"\xff\xfe\xfd\n"], 0),
        ("json list", [b"[1,2,3]\n"], 0),
        ("json string", [b'"hello"\n'], 0),
        ("json number", [b"42\n"], 0),
        ("json null", [b"null\n"], 0),
        ("nan", [b'{"type":"ping","x":NaN}\n'], 0),
        ("deep nesting", [b"[" * 1000 + b"\n"], 0),
        ("deep object nesting", [b'{"a":' * 200 + b"1" + b"}" * 200 + b"\n"], 0),
        ("huge integer", [b'{"type":"move","ply":' + b"9" * 900 + b',"row":0,"col":0}\n'], 0),
        ("repeated key", [b'{"type":"hello","type":"ping"}\n'], 0),
        ("unknown type", [b'{"type":"shell","cmd":"rm -rf /"}\n'], 0),
        ("no type", [b'{"game":"tictactoe-qt"}\n'], 0),
        ("type not text", [b'{"type":1}\n'], 0),
        ("file request", [b'{"type":"load","path":"/etc/passwd"}\n'], 0),
        ("truncated json", [b'{"type":"hello","game":"tic\n'], 0),
        ("nul bytes", [b"\x00" * 100 + b"\n"], 0),
    ]
    for index in range(40):
        cases.append((f"random bytes {index}", [rng.randbytes(rng.randint(1, 900)) + b"\n"], 0))
    return cases


def _oversize() -> list[Case]:
    limit = wire.MAX_MESSAGE_BYTES
    name_too_long = dict(HELLO, name="x" * (limit + 10))
    return [
        ("line at the limit", [b" " * limit + b"\n"], 0),
        ("no newline, over the limit", [b"a" * (limit + 1)], 0),
        ("megabyte without newline", [b"{" * (1 << 20)], 0),
        ("oversize in small pieces", [b"a" * 100] * 12, 0),
        ("oversize valid-looking hello", [_line(name_too_long)], 0),
    ]


def _schema() -> list[Case]:
    cases: list[Case] = []
    for field in ("game", "version", "name", "code"):
        missing = {key: value for key, value in HELLO.items() if key != field}
        cases.append((f"hello without {field}", [_line(missing)], 0))
        for value in BAD_VALUES:
            if field == "name" and wire.MESSAGES["hello"]["name"](value):
                continue  # a short or empty name is fine ("" becomes "Guest")
            cases.append((f"hello with {field}={value!r:.20}", [_line(dict(HELLO, **{field: value}))], 0))
    cases.append(("hello with an extra field", [_line(dict(HELLO, admin=True))], 0))
    return cases


def _slow() -> list[Case]:
    hello = _line(HELLO)
    return [
        ("slow drip, one byte a second", [bytes([b]) for b in hello], 1.0),
        ("stalled half message", [hello[:20], b"", b"", b"", b"", b"", b"", b""], 1.0),
        ("silence after connecting", [b"", b"", b""], 5.0),
    ]


def _flood() -> list[Case]:
    ping = b'{"type":"ping"}\n'
    return [
        ("flood of pings before hello", [ping * 1000], 0),
        ("flood of empty lines", [b"\n" * 10_000], 0),
        ("many hellos", [_line(dict(HELLO, code="0000")) * 200], 0),
    ]


def before_handshake() -> list[Case]:
    """What a stranger might send a host instead of a proper hello."""
    return _garbage() + _oversize() + _schema() + _slow() + _flood()


def move(ply: int, row: int, col: int) -> bytes:
    return _line({"type": "move", "ply": ply, "row": row, "col": col})


def after_handshake() -> list[Case]:
    """What a joined guest (whose turn it is not: the host has X and has not moved) might try."""
    cases = [
        (name, chunks, gap) for name, chunks, gap in _garbage() + _oversize() + _flood() if "before hello" not in name
    ]
    cases += [
        ("out-of-turn move", [move(0, 0, 0)], 0),
        ("move for a future ply", [move(5, 0, 0)], 0),
        ("second hello", [_line(HELLO)], 0),
        (
            "welcome from a guest",
            [
                _line(
                    {
                        "type": "welcome",
                        "version": wire.PROTOCOL_VERSION,
                        "name": "x",
                        "rule_set": "k-in-a-row",
                        "size": 3,
                        "win_length": 3,
                        "host_mark": "X",
                        "moves": [],
                    }
                )
            ],
            0,
        ),
        (
            "refusal from a guest",
            [_line({"type": "refused", "reason": "code", "version": wire.PROTOCOL_VERSION, "retry_after": 0})],
            0,
        ),
        ("undo answer never asked for", [_line({"type": "undo_reply", "ply": 0, "accept": True})], 0),
        ("rematch answer never asked for", [_line({"type": "rematch_reply", "ply": 0, "accept": True})], 0),
        ("two undo requests", [_line({"type": "undo", "ply": 0}) * 2], 0),
        ("flood of pings", [b'{"type":"ping"}\n' * 1000], 0),
        ("bye with an unknown reason", [_line({"type": "bye", "reason": "format-disk", "detail": ""})], 0),
    ]
    for field in ("ply", "row", "col"):
        for value in BAD_VALUES:
            message = {"type": "move", "ply": 0, "row": 0, "col": 0, field: value}
            cases.append((f"move with {field}={value!r:.20}", [_line(message)], 0))
    return cases


def on_the_guests_turn() -> list[Case]:
    """Moves the rules forbid, sent when it is the guest's turn (the host has played the centre)."""
    return [
        ("move onto a taken cell", [move(1, 1, 1)], 0),
        ("move off the board", [move(1, 3, 0)], 0),
        ("move far off the board", [move(1, 0, 9999)], 0),
        ("move for a past ply", [move(0, 0, 0)], 0),
    ]


def from_a_hostile_host() -> list[Case]:
    """Welcomes a guest must refuse: positions the rules cannot reach, boards the game does not offer."""
    base = {
        "type": "welcome",
        "version": wire.PROTOCOL_VERSION,
        "name": "Eve",
        "rule_set": "k-in-a-row",
        "size": 3,
        "win_length": 3,
        "host_mark": "X",
        "moves": [],
    }
    ultimate = {"rule_set": "ultimate", "size": 9, "win_length": 3}
    changes: list[tuple[str, dict[str, object]]] = [
        ("repeated cell", {"moves": [[1, 1], [1, 1]]}),
        ("moves after a win", {"moves": [[0, 0], [1, 0], [0, 1], [1, 1], [0, 2], [2, 2]]}),
        ("cell off the board", {"moves": [[3, 3]]}),
        ("board the game does not offer", {"size": 7, "win_length": 3}),
        ("win length longer than the board", {"win_length": 4}),
        ("mark that is not X or O", {"host_mark": "Z"}),
        ("move that is not a pair", {"moves": [[1, 1, 1]]}),
        ("too many moves", {"moves": [[0, 0]] * 82}),
        ("rule set the game does not know", {"rule_set": "connect-four"}),
        ("welcome without a rule set (version 1's)", {"rule_set": None}),
        ("ultimate with a k-in-a-row board's size", {"rule_set": "ultimate"}),
        ("k-in-a-row on ultimate's grid", dict(ultimate, rule_set="k-in-a-row")),
        # B2 b2 sends O to B2; O answers in A3 instead.
        ("ultimate move outside the board it was sent to", dict(ultimate, moves=[[4, 4], [0, 0]])),
        # 42 moves of seeded random play leave a free choice of board with one board won; the 43rd goes into it.
        (
            "ultimate move in a board already won",
            dict(
                ultimate,
                moves=[
                    [5, 4],
                    [8, 3],
                    [6, 0],
                    [1, 1],
                    [5, 5],
                    [8, 6],
                    [7, 2],
                    [5, 7],
                    [7, 5],
                    [4, 6],
                    [5, 2],
                    [6, 8],
                    [1, 7],
                    [3, 4],
                    [0, 4],
                    [1, 5],
                    [4, 8],
                    [5, 8],
                    [8, 8],
                    [7, 8],
                    [3, 7],
                    [1, 3],
                    [3, 1],
                    [2, 5],
                    [6, 6],
                    [2, 0],
                    [7, 1],
                    [4, 5],
                    [3, 6],
                    [0, 2],
                    [2, 7],
                    [6, 5],
                    [1, 8],
                    [5, 6],
                    [6, 2],
                    [2, 6],
                    [8, 1],
                    [7, 4],
                    [5, 3],
                    [8, 0],
                    [6, 1],
                    [2, 4],
                    [0, 0],
                ],
            ),
        ),
    ]
    return [(name, [_line(dict(base, **change))], 0.0) for name, change in changes] + _garbage()[:20]
