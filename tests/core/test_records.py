"""Saved games and the state file: what is written reads back the same, and bad files are refused clearly."""

import json
from pathlib import Path

import pytest

from tictactoe_qt.core import Game, Player
from tictactoe_qt.core.messages import nested_deeper_than, quoted
from tictactoe_qt.core.records import (
    MAX_FILE_BYTES,
    MAX_NESTING,
    AppState,
    RecordError,
    SavedGame,
    saved_game_json,
    state_json,
)
from tictactoe_qt.core.record_parsing import parse_saved_game, parse_state
from tictactoe_qt.core.modes import Mode
from tictactoe_qt.core.score import Series

BAD_SAVES = Path(__file__).parent.parent / "fixtures" / "bad_saves"

# What the player is told for each file in tests/fixtures/bad_saves (a piece of the message).
EXPECTED_REASONS = {
    "truncated": "damaged or cut short",
    "not_json": "damaged or cut short",
    "empty": "damaged or cut short",
    "binary_garbage": "damaged or cut short",
    "deeply_nested": "damaged or cut short",
    "nan_cell": "damaged or cut short",
    "top_level_list": "not a saved Tic-Tac-Toe game",
    "wrong_format": "not a saved Tic-Tac-Toe game",
    "future_version": "another version of the game (file version 2; this game reads version 1)",
    "version_as_text": 'file version "1"',
    "moves_not_a_list": "the list of moves is not a list",
    "too_many_moves": "not a list of at most 9 cells",
    "cell_out_of_range": "move 2 is [3, 0], which is not a cell of a 3×3 board",
    "negative_cell": "move 1 is [-1, 0]",
    "cell_as_text": 'move 1 is ["1", "1"]',
    "cell_as_float": "[1.0, 1]",
    "cell_as_bool": "[true, false]",
    "huge_number": "which is not a cell",
    "three_numbers": "move 1 is [1, 1, 1]",
    "repeated_cell": "move 3 (b2) is on a cell that was already taken",
    "move_after_win": "move 6 (c1) comes after the game was already over",
    "undone_repeats_a_move": "move 2 (a3) is on a cell that was already taken",
    "unsupported_size": "its board (12 × 12, 5 in a row) is not one the game offers",
    "size_as_bool": "is not one the game offers",
    "unknown_level": 'the computer level "godlike" is unknown',
    "unknown_mode": "the opponent",
    "mode_missing": "the file does not say who the opponent is (two players, the computer or a demonstration)",
    "computer_without_mark": "does not say which mark the computer played",
    "players_missing": "does not say who played X and who played O",
    "blank_name": "the name of the player of X",
    "name_not_text": "the name of the player of X",
    "markup_name_too_long": "the name of the player of X",
    "version_missing": "the file does not say which version of the game wrote it",
    "size_missing": "the file does not say how big its board is",
    "win_length_missing": "the file does not say how many in a row win",
    "level_missing": "the file does not say the computer's level (easy, medium or perfect)",
}


def _played(*cells, size=3) -> Game:
    game = Game(size)
    for cell in cells:
        game.play(*cell)
    return game


def test_every_bad_save_fixture_has_an_expected_reason():
    assert {path.stem for path in BAD_SAVES.glob("*.json")} == set(EXPECTED_REASONS)


@pytest.mark.parametrize("name", sorted(EXPECTED_REASONS))
def test_a_bad_save_file_is_refused_with_its_reason(name):
    with pytest.raises(RecordError) as refused:
        parse_saved_game((BAD_SAVES / f"{name}.json").read_bytes())
    assert EXPECTED_REASONS[name] in str(refused.value)


def test_a_field_missing_or_null_is_said_in_words_never_as_null():
    whole = {
        "format": "tictactoe-qt/game",
        "version": 1,
        "size": 3,
        "win_length": 3,
        "mode": "computer",
        "level": "perfect",
        "players": {"X": "Ann", "O": "Computer"},
        "computer": "O",
        "moves": [[1, 1]],
    }
    parse_saved_game(json.dumps(whole))  # whole, it reads
    for key in whole:
        for document in ({k: v for k, v in whole.items() if k != key}, {**whole, key: None}):
            with pytest.raises(RecordError) as refused:
                parse_saved_game(json.dumps(document))
            assert "null" not in str(refused.value), (key, str(refused.value))


def test_an_oversized_file_is_refused_before_parsing():
    padding = " " * MAX_FILE_BYTES
    with pytest.raises(RecordError, match="far larger than any game"):
        parse_saved_game('{"format": "tictactoe-qt/game"' + padding + "}")


def test_a_saved_game_reads_back_with_its_undone_moves_players_and_opponent():
    game = _played((1, 1), (0, 0), (2, 2), (0, 2))
    game.undo()
    saved = SavedGame(game, Mode.HUMAN_VS_COMPUTER, "medium", {Player.X: "Ann", Player.O: "Computer"}, Player.O)
    loaded = parse_saved_game(saved_game_json(saved))
    assert loaded.game.moves == ((1, 1), (0, 0), (2, 2))
    assert loaded.game.redo() == (0, 2) and not loaded.game.can_redo
    assert (loaded.mode, loaded.level, loaded.computer_mark) == (Mode.HUMAN_VS_COMPUTER, "medium", Player.O)
    assert loaded.names == {Player.X: "Ann", Player.O: "Computer"}


def test_a_saved_game_keeps_unicode_names_readable():
    saved = SavedGame(Game(), Mode.HUMAN_VS_HUMAN, "perfect", {Player.X: "小明", Player.O: "Zoë"}, None)
    text = saved_game_json(saved)
    assert "小明" in text and parse_saved_game(text.encode("utf-8")).names[Player.X] == "小明"


def test_a_finished_game_reads_back_finished():
    game = _played((0, 0), (1, 0), (0, 1), (1, 1), (0, 2))
    loaded = parse_saved_game(
        saved_game_json(SavedGame(game, Mode.HUMAN_VS_HUMAN, "easy", {Player.X: "A", Player.O: "B"}, None))
    )
    assert loaded.game.winner is Player.X and loaded.game.winning_line == ((0, 0), (0, 1), (0, 2))


def _state(**changes) -> AppState:
    human = Series(wins=[2, 1], draws=3, x_seat=1, counted="draw")
    computer = Series(wins=[0, 4], draws=1, x_seat=0, counted=None)
    fields = dict(
        series={((3, 3), Mode.HUMAN_VS_HUMAN, None): human, ((4, 4), Mode.HUMAN_VS_COMPUTER, "easy"): computer},
        mode=Mode.HUMAN_VS_HUMAN,
        level="easy",
        game=_played((1, 1), (0, 0)),
        scored=True,
    )
    fields.update(changes)
    return AppState(**fields)


def test_the_state_reads_back_every_series_and_the_game():
    loaded = parse_state(state_json(_state()))
    assert loaded.series == _state().series
    assert (loaded.mode, loaded.level, loaded.scored) == (Mode.HUMAN_VS_HUMAN, "easy", True)
    assert loaded.game.moves == ((1, 1), (0, 0))


@pytest.mark.parametrize(
    "edit, reason",
    [
        (('"draws": 3', '"draws": -3'), "scores 1 are not two win counts, a draw count and who plays X"),
        (('"x_seat": 1', '"x_seat": 2'), "scores 1 are not two win counts"),
        (
            ('"counted": "draw"', '"counted": "win"'),
            "scores 1 count a result for the game in progress that is not in them",
        ),
        (('"wins": [\n    0,\n    4\n   ]', '"wins": [0, 0]'), None),  # a valid edit: no error
        (('"counted": null', '"counted": 0'), "scores 2 count a result"),  # seat 0 has no win to count
        (('"scored": true', '"scored": 1'), "does not say whether the game in progress is scored"),
        (('"format": "tictactoe-qt/state"', '"format": "tictactoe-qt/game"'), "not the game's state file"),
    ],
)
def test_a_damaged_state_file_is_refused_with_its_reason(edit, reason):
    text = state_json(_state())
    assert edit[0] in text
    damaged = text.replace(*edit)
    if reason is None:
        parse_state(damaged)
    else:
        with pytest.raises(RecordError, match=reason.replace("(", r"\(").replace("[", r"\[")):
            parse_state(damaged)


def test_a_state_with_the_same_series_twice_is_refused():
    text = state_json(_state())
    doubled = text.replace(
        '"size": 4,\n   "win_length": 4,\n   "mode": "computer",\n   "level": "easy"',
        '"size": 3,\n   "win_length": 3,\n   "mode": "human",\n   "level": null',
    )
    assert doubled != text
    with pytest.raises(RecordError, match="repeat the scores of an earlier board"):
        parse_state(doubled)


def test_network_scores_read_back_per_board_and_opponent():
    network = {((3, 3), "Bob"): Series(wins=[2, 1], draws=1, x_seat=1), ((5, 4), "名字"): Series(wins=[0, 3])}
    loaded = parse_state(state_json(_state(network_series=network)))
    assert loaded.network_series == network
    assert parse_state(state_json(_state())).network_series == {}


def test_a_state_without_network_scores_reads_as_before():
    document = json.loads(state_json(_state()))
    del document["network_series"]  # as written by a version without network play
    assert parse_state(json.dumps(document)).network_series == {}


@pytest.mark.parametrize(
    "entry, reason",
    [
        (
            {"size": 3, "win_length": 3, "opponent": "", "wins": [0, 0], "draws": 0, "x_seat": 0},
            "do not name the opponent",
        ),
        (
            {"size": 7, "win_length": 3, "opponent": "Bob", "wins": [0, 0], "draws": 0, "x_seat": 0},
            "is not one the game offers",
        ),
        ({"size": 3, "win_length": 3, "opponent": "Bob", "wins": [0], "draws": 0, "x_seat": 0}, "not two win counts"),
        (
            {"size": 3, "win_length": 3, "opponent": "Bob", "wins": [1, 0], "draws": 0, "x_seat": 0, "counted": 0},
            "network game never leaves",
        ),
        ("Bob", "entry 1 of the file is not in the form"),
    ],
)
def test_a_damaged_network_series_is_refused_with_its_reason(entry, reason):
    document = json.loads(state_json(_state()))
    document["network_series"] = [entry]
    with pytest.raises(RecordError, match=reason):
        parse_state(json.dumps(document))


def test_the_same_opponent_twice_on_a_board_is_refused():
    document = json.loads(state_json(_state(network_series={((3, 3), "Bob"): Series()})))
    document["network_series"] *= 2
    with pytest.raises(RecordError, match="network scores 2 repeat the scores of an earlier board"):
        parse_state(json.dumps(document))


def test_the_unfinished_games_of_other_boards_read_back():
    parked = {
        ((4, 4), Mode.HUMAN_VS_COMPUTER, "easy"): _played((0, 0), (3, 3), size=4),
        ((3, 3), Mode.HUMAN_VS_HUMAN, None): _played((1, 1)),
    }
    loaded = parse_state(state_json(_state(unfinished=parked)))
    assert {key: game.moves for key, game in loaded.unfinished.items()} == {
        key: game.moves for key, game in parked.items()
    }


def test_a_state_file_from_before_unfinished_games_still_reads():
    text = state_json(_state())
    older = text[: text.index(',\n "unfinished"')] + "\n}\n"
    assert parse_state(older).unfinished == {}


def test_messages_are_templates_a_translation_can_fill():
    with pytest.raises(RecordError) as refused:
        parse_saved_game((BAD_SAVES / "repeated_cell.json").read_bytes())
    assert refused.value.template == "move %1 (%2) is on a cell that was already taken"
    assert refused.value.values == (3, "b2")


# --- rule sets: ultimate, and files from before rule sets ------------------------------------------------------


def _ultimate(*cells):
    from tictactoe_qt.core.kinds import ULTIMATE_VARIANT

    game = ULTIMATE_VARIANT.new_game()
    for cell in cells:
        game.play(*cell)
    return game


def test_an_ultimate_game_is_saved_with_its_rule_set_and_reads_back():
    game = _ultimate((4, 4), (3, 3), (0, 0))
    game.undo()
    text = saved_game_json(
        SavedGame(game, Mode.HUMAN_VS_COMPUTER, "hard", {Player.X: "Ann", Player.O: "Computer"}, Player.O)
    )
    document = json.loads(text)
    assert (document["rule_set"], document["size"], document["win_length"]) == ("ultimate", 9, 3)
    loaded = parse_saved_game(text)
    assert loaded.game.rule_set == "ultimate" and loaded.level == "hard"
    assert loaded.game.moves == ((4, 4), (3, 3)) and loaded.game.undone_moves == ((0, 0),)


def test_a_k_in_a_row_file_names_its_rule_set_and_one_without_it_is_k_in_a_row():
    text = saved_game_json(
        SavedGame(_played((1, 1)), Mode.HUMAN_VS_HUMAN, "perfect", {Player.X: "Ann", Player.O: "Bob"}, None)
    )
    document = json.loads(text)
    assert document["rule_set"] == "k-in-a-row"
    del document["rule_set"]  # as every file was written before ultimate
    loaded = parse_saved_game(json.dumps(document))
    assert loaded.game.rule_set == "k-in-a-row" and loaded.game.moves == ((1, 1),)


def test_a_state_from_before_rule_sets_reads_every_board_as_k_in_a_row():
    parked = {((4, 4), Mode.HUMAN_VS_COMPUTER, "easy"): _played((0, 0), (3, 3), size=4)}
    state = _state(unfinished=parked, network_series={((5, 4), "Bob"): Series([1, 0], 0, 0)})
    document = json.loads(state_json(state))

    def strip(value):
        if isinstance(value, dict):
            return {key: strip(item) for key, item in value.items() if key != "rule_set"}
        return [strip(item) for item in value] if isinstance(value, list) else value

    older = strip(document)
    assert "rule_set" not in json.dumps(older)
    loaded = parse_state(json.dumps(older))
    assert loaded.series == state.series and set(loaded.unfinished) == set(parked)
    assert set(loaded.network_series) == {((5, 4), "Bob")}
    assert loaded.game.rule_set == "k-in-a-row"


def test_ultimate_scores_and_games_are_kept_apart_from_the_other_boards_in_the_state():
    from tictactoe_qt.core.kinds import ULTIMATE_VARIANT

    series = {
        (ULTIMATE_VARIANT, Mode.HUMAN_VS_COMPUTER, "hard"): Series([1, 2], 0, 1),
        ((3, 3), Mode.HUMAN_VS_COMPUTER, "perfect"): Series([0, 1], 1, 0),
    }
    state = _state(
        series=series,
        mode=Mode.HUMAN_VS_COMPUTER,
        level="hard",
        game=_ultimate((4, 4)),
        unfinished={((3, 3), Mode.HUMAN_VS_HUMAN, None): _played((1, 1))},
        network_series={(ULTIMATE_VARIANT, "Bob"): Series([0, 1], 0, 0)},
    )
    loaded = parse_state(state_json(state))
    assert loaded.series == series and loaded.game.rule_set == "ultimate" and loaded.level == "hard"
    assert set(loaded.network_series) == {(ULTIMATE_VARIANT, "Bob")}


@pytest.mark.parametrize(
    "change, reason",
    [
        ({"rule_set": "chess"}, 'its rules "chess" are not rules the game knows (k-in-a-row, ultimate)'),
        ({"rule_set": None}, "its rules null are not rules the game knows"),
        ({"rule_set": "ultimate", "size": 3}, "its board (3 × 3, 3 in a row) is not one the game offers"),
        ({"level": "perfect"}, 'the computer level "perfect" is unknown (easy, medium or hard)'),
        ({"moves": [[4, 4], [0, 0]]}, "move 2 (A3 a3) is outside board B2, where the move before it sent the player"),
    ],
)
def test_a_bad_ultimate_file_is_refused_in_words(change, reason):
    document = json.loads(
        saved_game_json(
            SavedGame(
                _ultimate((4, 4)), Mode.HUMAN_VS_COMPUTER, "hard", {Player.X: "Ann", Player.O: "Computer"}, Player.O
            )
        )
    )
    document.update(change)
    with pytest.raises(RecordError) as refused:
        parse_saved_game(json.dumps(document))
    assert reason in str(refused.value)


def _called_from_frames(depth: int, call):
    return call() if depth == 0 else _called_from_frames(depth - 1, call)


@pytest.mark.parametrize("frames", [0, 2, 40])
def test_a_file_nested_a_thousand_deep_is_refused_in_words_from_any_depth_of_call(frames):
    """A 2 KB saved game whose rule set is a list in a list… about a thousand deep: json.loads still reads it, but
    quoting it (json.dumps) in the message raised RecursionError out of the loader at one depth or another."""
    for depth in range(900, 1000):
        nested = "[" * depth + "]" * depth
        for text in (
            json.dumps({"format": "tictactoe-qt/game", "version": 1, "mode": "human"})[:-1]
            + f', "rule_set": {nested}}}',
            json.dumps({"format": "tictactoe-qt/state", "version": 1})[:-1] + f', "series": {nested}}}',
        ):
            parse = parse_saved_game if "game" in text[:40] else parse_state
            with pytest.raises(RecordError):
                _called_from_frames(frames, lambda: parse(text))


def test_every_file_the_game_writes_nests_within_the_loaders_limit():
    for text in (
        state_json(_state()),
        saved_game_json(
            SavedGame(_played((1, 1), (0, 0)), Mode.HUMAN_VS_HUMAN, "easy", {Player.X: "A", Player.O: "B"}, None)
        ),
    ):
        assert parse_state(text) if "state" in text[:60] else parse_saved_game(text)
    assert not nested_deeper_than(json.loads(state_json(_state())), MAX_NESTING - 3)  # room to grow
    deep = json.loads(state_json(_state()))
    deep["unused"] = [[[[[[[[[[]]]]]]]]]]
    with pytest.raises(RecordError, match="damaged"):
        parse_state(json.dumps(deep))


@pytest.mark.parametrize(
    "value, shown",
    [
        ("ultimate!", '"ultimate!"'),
        ([1, 2], "[1, 2]"),
        ([[1]], "[…]"),
        ({"a": {"b": 1}}, "{…}"),
        (float("nan"), "nan"),
        ("x" * 60, '"' + "x" * 38 + "…"),
    ],
)
def test_a_value_is_quoted_short_and_without_walking_into_it(value, shown):
    assert quoted(value) == shown
