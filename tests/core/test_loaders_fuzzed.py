"""Every loader, fed anything: each input is either accepted as a game the rest of the program can use, or
refused with the loader's own error (RecordError for files, WireError for the wire) — never anything else.

The inputs start from honest documents, written by the game itself, and change them the way damage, a hand
edit or a hostile peer would: a value swapped for another of any JSON type (3.0 where 3 stood, a list, a huge
number, text with control characters), a key dropped or added, the bytes cut short or flipped.
"""

from __future__ import annotations

import json
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tictactoe_qt.core import Game, Player
from tictactoe_qt.core.kinds import ULTIMATE_VARIANT
from tictactoe_qt.core.modes import Mode
from tictactoe_qt.core.records import AppState, RecordError, SavedGame, saved_game_json, state_json
from tictactoe_qt.core.record_parsing import parse_saved_game, parse_state
from tictactoe_qt.core.score import MAX_NAME_LENGTH, Series
from tictactoe_qt.net import wire

FUZZ = settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])

json_scalars = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-3, 10),
    st.integers(),
    st.floats(allow_nan=False, allow_infinity=False),
    st.sampled_from([0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -1.0, 1e300]),
    st.text(max_size=12),
    st.sampled_from(
        [
            "X",
            "O",
            "x",
            "draw",
            "easy",
            "perfect",
            "human",
            "computer",
            "demo",
            "\ud800",
            "a\u202eb",
            "\x00",
            "Ann\nBob",
            "  ",
            "\u200f",
        ]
    ),
)
json_values = st.recursive(
    json_scalars,
    lambda inner: st.one_of(st.lists(inner, max_size=4), st.dictionaries(st.text(max_size=8), inner, max_size=3)),
    max_leaves=8,
)


def _played(size: int, win_length: int, cells: list[tuple[int, int]], undone: int = 0) -> Game:
    game = Game(size, win_length)
    for cell in cells:
        game.play(*cell)
    for _ in range(undone):
        game.undo()
    return game


def _ultimate(cells: list[tuple[int, int]]):
    game = ULTIMATE_VARIANT.new_game()
    for cell in cells:
        game.play(*cell)
    return game


def honest_saved_game() -> dict[str, Any]:
    saved = SavedGame(
        _played(3, 3, [(1, 1), (0, 0), (2, 2)], undone=1),
        Mode.HUMAN_VS_COMPUTER,
        "medium",
        {Player.X: "Ann", Player.O: "Computer"},
        Player.O,
    )
    return json.loads(saved_game_json(saved))


def honest_state() -> dict[str, Any]:
    state = AppState(
        series={
            ((3, 3), Mode.HUMAN_VS_HUMAN, None): Series([2, 1], 1, 1, None),
            ((4, 4), Mode.HUMAN_VS_COMPUTER, "easy"): Series([0, 3], 0, 0, 1),
        },
        mode=Mode.HUMAN_VS_HUMAN,
        level="perfect",
        game=_played(4, 4, [(0, 0), (1, 1), (2, 2)], undone=1),
        scored=True,
        unfinished={
            ((5, 4), Mode.HUMAN_VS_COMPUTER, "perfect"): _played(5, 4, [(2, 2), (1, 1)]),
            (ULTIMATE_VARIANT, Mode.HUMAN_VS_COMPUTER, "hard"): _ultimate([(4, 4), (3, 3), (0, 0)]),
        },
        network_series={((3, 3), "Bob"): Series([1, 1], 0, 0, None), (ULTIMATE_VARIANT, "Bob"): Series([0, 1], 0, 1)},
    )
    return json.loads(state_json(state))


UNPRINTABLE = st.sampled_from(
    [
        "\x00",
        "\x07",
        "\n",
        "\x1b",
        "\x7f",
        "\x85",
        "\u200e",
        "\u202e",
        "\u2066",
        "\ufeff",
        "\ud800",
        "\udfff",
        "\u2028",
        "\U000e0001",
    ]
)


def _retyped(value: Any, character: str, where: int) -> Any:
    if isinstance(value, bool):
        return int(value)
    if isinstance(value, int):
        return float(value)
    if isinstance(value, str):
        return value[:where] + character + value[where:]
    return value


def _paths(value: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every place in a JSON document, the document itself included."""
    found = [prefix]
    if isinstance(value, dict):
        for key, item in value.items():
            found += _paths(item, (*prefix, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            found += _paths(item, (*prefix, index))
    return found


@st.composite
def damaged(draw: st.DrawFn, honest: dict[str, Any]) -> dict[str, Any] | list[Any]:
    document: Any = json.loads(json.dumps(honest))
    for _ in range(draw(st.integers(1, 3))):
        places = _paths(document)
        path = draw(st.sampled_from(places))
        if not path:
            continue
        parent = document
        for step in path[:-1]:
            parent = parent[step]
        action = draw(st.sampled_from(["replace", "retype", "drop", "add"]))
        if action == "replace":
            parent[path[-1]] = draw(json_values)
        elif action == "retype":  # the same value, written another way: 3 as 3.0, a name with a character slipped in
            parent[path[-1]] = _retyped(parent[path[-1]], draw(UNPRINTABLE), draw(st.integers(0, 40)))
        elif action == "drop":
            del parent[path[-1]]
        elif isinstance(parent, dict):
            parent[draw(st.text(max_size=8))] = draw(json_values)
        else:
            parent.append(draw(json_values))
    return document


def _as_bytes(document: Any) -> bytes:
    return json.dumps(document, ensure_ascii=False).encode("utf-8", "surrogatepass")


def is_clean(name: str) -> bool:
    """A name the game can show, save and send: printable (no control, format, bidi or surrogate characters),
    not blank, no runs of spaces, within the length limit."""
    return name.isprintable() and 0 < len(name) <= MAX_NAME_LENGTH and " ".join(name.split()) == name


def _usable_saved_game(saved: SavedGame) -> None:
    """What an accepted file must allow: every name is clean, and it saves and reads back the same."""
    assert all(is_clean(name) for name in saved.names.values())
    again = parse_saved_game(saved_game_json(saved).encode("utf-8"))
    assert (again.game.moves, again.game.undone_moves, again.names, again.mode) == (
        saved.game.moves,
        saved.game.undone_moves,
        saved.names,
        saved.mode,
    )


def _usable_state(state: AppState) -> None:
    again = parse_state(state_json(state).encode("utf-8"))
    assert again.game.moves == state.game.moves and again.series.keys() == state.series.keys()
    assert all(is_clean(opponent) for _board, opponent in state.network_series)


@FUZZ
@given(damaged(honest_saved_game()))
def test_a_damaged_saved_game_is_read_or_refused_with_a_record_error(document):
    try:
        saved = parse_saved_game(_as_bytes(document))
    except RecordError:
        return
    _usable_saved_game(saved)


@FUZZ
@given(damaged(honest_state()))
def test_a_damaged_state_file_is_read_or_refused_with_a_record_error(document):
    try:
        state = parse_state(_as_bytes(document))
    except RecordError:
        return
    _usable_state(state)


@FUZZ
@given(st.binary(max_size=300), st.sampled_from(["game", "state"]))
def test_any_bytes_are_read_or_refused_with_a_record_error(data, kind):
    try:
        (parse_saved_game if kind == "game" else parse_state)(data)
    except RecordError:
        pass


@FUZZ
@given(st.sampled_from(["game", "state"]), st.data())
def test_cut_or_flipped_bytes_of_an_honest_file_are_read_or_refused(kind, data):
    honest = _as_bytes(honest_saved_game() if kind == "game" else honest_state())
    cut = data.draw(st.integers(0, len(honest)))
    flips = data.draw(st.lists(st.tuples(st.integers(0, len(honest) - 1), st.integers(0, 255)), max_size=3))
    damaged_bytes = bytearray(honest[:cut] if data.draw(st.booleans()) else honest)
    for where, byte in flips:
        if where < len(damaged_bytes):
            damaged_bytes[where] = byte
    try:
        (parse_saved_game if kind == "game" else parse_state)(bytes(damaged_bytes))
    except RecordError:
        pass


def test_whole_numbers_written_as_floats_are_refused_in_words():
    for field, value in (("size", 3.0), ("win_length", 3.0), ("version", 1.0)):
        document = honest_saved_game()
        document[field] = value
        try:
            parse_saved_game(_as_bytes(document))
        except RecordError as error:
            assert "3.0" in str(error) or "1.0" in str(error) or "version" in str(error)
        else:
            raise AssertionError(f"{field}: {value} was accepted")
    state = honest_state()
    state["unfinished"][0]["win_length"] = 4.0
    state["current"]["size"] = 4.0
    for broken in (state,):
        try:
            parse_state(_as_bytes(broken))
        except RecordError:
            pass
        else:
            raise AssertionError("a float board size was accepted")


HONEST_MESSAGES = [
    wire.encode("hello", game=wire.GAME_ID, version=wire.PROTOCOL_VERSION, name="Bob", code="1234"),
    wire.encode(
        "welcome",
        version=wire.PROTOCOL_VERSION,
        name="Ann",
        rule_set="k-in-a-row",
        size=3,
        win_length=3,
        host_mark="X",
        moves=[[1, 1]],
    ),
    wire.encode(
        "welcome",
        version=wire.PROTOCOL_VERSION,
        name="Ann",
        rule_set="ultimate",
        size=9,
        win_length=3,
        host_mark="X",
        moves=[[4, 4], [3, 3]],
    ),
    wire.encode("move", ply=1, row=0, col=2),
    wire.encode("undo_reply", ply=2, accept=True),
    wire.encode("bye", reason="quit", detail="gone"),
]


@FUZZ
@given(st.sampled_from(HONEST_MESSAGES), st.data())
def test_a_damaged_wire_message_is_decoded_or_refused_with_a_wire_error(honest, data):
    document = json.loads(honest)
    message = data.draw(damaged(document))
    try:
        decoded = wire.decode(_as_bytes(message))
    except wire.WireError:
        return
    wire.check_schema(decoded)
    if "name" in decoded:  # a name the wire takes is one the game can show and save as it is
        assert decoded["name"].isprintable() and len(decoded["name"]) <= MAX_NAME_LENGTH


@FUZZ
@given(st.binary(max_size=200))
def test_any_bytes_are_decoded_or_refused_with_a_wire_error(data):
    try:
        wire.decode(data)
    except wire.WireError:
        pass
