"""The series rules: wins per player, marks swapping between games, and results that undo."""

from tictactoe_qt.core import Player
from tictactoe_qt.core.score import Series


def test_first_seat_starts_as_x_and_marks_swap_after_a_finished_game():
    series = Series()
    assert (series.mark_of(0), series.mark_of(1)) == (Player.X, Player.O)
    series.count_result(True, Player.X)
    series.start_next_game(previous_finished=True)
    assert (series.mark_of(0), series.mark_of(1)) == (Player.O, Player.X)
    assert series.seat_of(Player.X) == 1


def test_abandoned_game_keeps_the_marks():
    series = Series()
    series.start_next_game(previous_finished=False)
    assert series.mark_of(0) is Player.X


def test_wins_count_per_player_not_per_mark():
    series = Series()
    series.count_result(True, Player.X)  # seat 0 holds X
    series.start_next_game(True)
    series.count_result(True, Player.O)  # seat 0 now holds O
    series.start_next_game(True)
    series.count_result(True, None)
    assert series.wins == [2, 0] and series.draws == 1 and series.games_played == 3


def test_taking_back_the_last_move_takes_the_result_off():
    series = Series()
    assert series.count_result(True, Player.O)
    assert series.wins == [0, 1]
    assert not series.count_result(True, Player.O)  # already counted: counted once
    assert series.count_result(False, None)
    assert series.wins == [0, 0] and not series.current_game_counted
    assert series.count_result(True, None)  # a different ending after the undo
    assert series.wins == [0, 0] and series.draws == 1


def test_reset_clears_counts_but_keeps_marks():
    series = Series()
    series.count_result(True, Player.X)
    series.start_next_game(True)
    series.count_result(True, Player.X)
    series.reset()
    assert series.wins == [0, 0] and series.draws == 0
    assert series.mark_of(1) is Player.X


def test_a_name_keeps_only_printable_text_from_any_door():
    from tictactoe_qt.core.score import MAX_NAME_LENGTH, clean_name

    assert clean_name("  Ann \t\n  Lee ") == "Ann Lee"
    assert clean_name("Ann\x07\x00\x1b[31m") == "Ann[31m"  # control characters: an escape sequence loses its escape
    assert clean_name("\u202eevil\u202c name\u2066") == "evil name"  # bidi overrides could reorder what is shown
    assert clean_name("Bo\ud800b") == "Bob"  # a lone surrogate cannot be written as UTF-8: every Save would fail
    assert clean_name("a\u200bb\u2028c") == "ab c"  # zero-width and line separators
    assert clean_name("\x00\x01 \u202e") == ""  # nothing printable: the caller's default name, or its refusal
    assert clean_name("张伟 🙂 Zoë") == "张伟 🙂 Zoë"
    long = clean_name("x" * 39 + " y" * 10)
    assert len(long) <= MAX_NAME_LENGTH and long == long.strip()
