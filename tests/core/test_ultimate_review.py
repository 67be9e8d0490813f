"""The review of an ultimate game (core/ultimate_review.py): each move judged by the search's estimate of the mover's
expected score, proven where the exact solver reaches; and its words (core/ultimate_review_messages.py).

The positions are from random games, found once and written here. The search's budget a position is fixed (a number
of playouts and a seed), so every judgement here is the same on every run."""

from __future__ import annotations

import dataclasses

import threading

import pytest

from tictactoe_qt.core import Player
from tictactoe_qt.core import ultimate_review
from tictactoe_qt.core.ai import SearchCancelled
from tictactoe_qt.core.review import is_reviewable, position_before, review_game, review_move, review_of
from tictactoe_qt.core.review_messages import explanation_sentences, move_line, review_lines
from tictactoe_qt.core.ultimate import UltimateGame
from tictactoe_qt.core.ultimate_review import BLUNDER, INACCURACY, MISTAKE, UltimateMoveReview, judge

# Move 49: X to play. X's A3 c2 sends O to board C2, where O completes the line of boards that wins the game.
GIVES_THE_GAME = [
    (1, 0), (5, 0), (6, 0), (1, 1), (5, 5), (6, 8), (2, 8), (6, 6), (0, 0), (0, 1), (1, 5), (3, 6), (0, 2), (0, 8),
    (1, 8), (4, 8), (5, 6), (8, 0), (8, 1), (6, 4), (2, 4), (8, 5), (7, 7), (3, 5), (1, 7), (4, 4), (3, 3), (2, 2),
    (8, 8), (8, 7), (7, 5), (3, 7), (1, 3), (4, 0), (3, 2), (2, 7), (7, 4), (4, 5), (4, 6), (3, 0), (2, 1), (7, 3),
    (0, 7), (2, 3), (7, 0), (5, 3), (7, 2), (4, 7),
]  # fmt: skip
# Move 16: O to play. O's A1 a3 sends X to board A3, where X wins the small board at once; A1 b2 wins A1 for O.
GIVES_A_BOARD = [
    (1, 2), (3, 7), (1, 5), (4, 6), (4, 1), (4, 4), (4, 3), (3, 0), (0, 2), (2, 6), (8, 0), (7, 2), (5, 6), (7, 0),
    (5, 0),
]  # fmt: skip
# Move 47: O to play, with one legal move.
FORCED = [
    (8, 7), (7, 4), (4, 5), (5, 8), (6, 6), (2, 1), (7, 3), (3, 0), (0, 2), (0, 7), (1, 5), (5, 7), (8, 5), (6, 8),
    (2, 7), (8, 3), (6, 1), (1, 3), (3, 1), (2, 4), (6, 4), (1, 4), (4, 4), (3, 4), (2, 3), (7, 0), (5, 2), (6, 7),
    (0, 4), (2, 5), (8, 8), (8, 6), (6, 2), (0, 8), (0, 6), (2, 2), (7, 6), (4, 0), (4, 1), (3, 5), (1, 7), (5, 3),
    (7, 2), (3, 7), (0, 3), (0, 1),
]  # fmt: skip
# Move 48: O to play in the solvable tail: the position is a proven draw, and O's C3 a3 lets X win.
PROVEN_TAIL = [
    (5, 4), (8, 3), (6, 0), (1, 1), (5, 5), (8, 6), (7, 2), (5, 7), (7, 5), (4, 6), (5, 2), (6, 8), (1, 7), (3, 4),
    (0, 4), (1, 5), (4, 8), (5, 8), (8, 8), (7, 8), (3, 7), (1, 3), (3, 1), (2, 5), (6, 6), (2, 0), (7, 1), (4, 5),
    (3, 6), (0, 2), (2, 7), (6, 5), (1, 8), (5, 6), (6, 2), (2, 6), (8, 1), (7, 4), (5, 3), (8, 0), (6, 1), (2, 4),
    (0, 3), (0, 7), (2, 3), (5, 1), (0, 5),
]  # fmt: skip


def game_of(moves: list[tuple[int, int]]) -> UltimateGame:
    game = UltimateGame()
    for move in moves:
        game.play(*move)
    return game


@pytest.fixture(autouse=True)
def fresh_evaluations():
    """Every test searches its positions itself (the answers kept between reviews are the same, but a test proves it)."""
    ultimate_review._evaluations.clear()
    yield
    ultimate_review._evaluations.clear()


def test_the_thresholds_are_in_order():
    assert 0 < INACCURACY < MISTAKE < BLUNDER <= 0.5  # a draw thrown away is a blunder, proven or estimated


def test_a_move_that_lets_the_other_player_win_the_game_is_a_blunder():
    game = game_of(GIVES_THE_GAME)
    record = judge(game, (1, 2), len(game.moves) + 1)
    assert isinstance(record, UltimateMoveReview) and record.player is Player.X
    assert record.grade == "blunder" and record.marked and record.changed_result
    assert record.score_after == 0.0 and record.loss >= BLUNDER  # the search proves O's win at once
    assert record.proven_before is None  # the position before is still an estimate
    explanation = record.explanation
    assert explanation is not None and explanation.played.their_game_wins
    assert explanation.best.cell != (1, 2) and not explanation.best.their_game_wins
    words = [str(sentence) for sentence in explanation_sentences(record)]
    assert words[0] == "A3 c2 lets O win the game at once (at C2 c3, C2 b1 and C2 c1)."
    assert any(sentence.startswith("Better was ") for sentence in words)
    assert words[-1].endswith("points higher (an estimate).")
    line = str(move_line(record))
    assert line.startswith("49. X A3 c2: a blunder — best play: about ") and "this move: O wins in 1." in line


def test_the_points_said_are_the_gap_between_the_two_percentages_shown():
    """The play-test: "about 57 % … about 46 %", then "rates it 10 points higher" (0.566 - 0.464 rounds to 10)."""
    game = game_of(GIVES_A_BOARD)
    record = dataclasses.replace(judge(game, (6, 0), len(game.moves) + 1), score_before=0.566, score_after=0.464)
    assert record.marked and not record.proven
    line = str(move_line(record))
    assert "best play: about 57 % for " in line and "this move: about 46 % for " in line
    assert str(explanation_sentences(record)[-1]) == "The search rates it 11 points higher (an estimate)."


def test_a_move_that_gives_away_a_small_board_is_marked_and_the_better_move_wins_one():
    game = game_of(GIVES_A_BOARD)
    record = judge(game, (6, 0), len(game.moves) + 1)
    assert record.marked  # a mistake (23 points) with today's search
    explanation = record.explanation
    assert explanation is not None
    assert explanation.played.sent_to == (0, 0) and explanation.played.their_board_wins == ((2, 2),)
    assert explanation.best.wins_board and explanation.best.cell == (7, 1)
    words = [str(sentence) for sentence in explanation_sentences(record)]
    assert words[0] == "A1 a3 sends X to board A3, where X can win it at once (at A3 c1)."
    assert words[1].startswith("Better was A1 b2 (about ") and "it wins board A1" in words[1]


def test_a_forced_move_is_never_marked():
    game = game_of(FORCED)
    (only,) = game.legal_moves()
    record = judge(game, only, len(game.moves) + 1)
    assert record.grade == "forced" and not record.marked and record.explanation is None
    assert explanation_sentences(record) == []
    assert ": the only move (" in str(move_line(record))


def test_the_solvable_tail_is_proven_and_worded_as_proven():
    game = game_of(PROVEN_TAIL)
    record = judge(game, (0, 6), len(game.moves) + 1)
    assert record.proven and record.proven_before is not None and record.proven_before.is_draw
    assert record.proven_after is not None and record.proven_after.winner is Player.X
    assert record.grade == "blunder" and record.loss == 0.5
    line = str(move_line(record))
    assert line == "48. O C3 a3: a blunder — best play: a draw; this move: X wins in 1."
    words = [str(sentence) for sentence in explanation_sentences(record)]
    assert words[-1] == "Proven by a complete search." and not any("about" in sentence for sentence in words)
    best = judge(game, record.best_moves[0], len(game.moves) + 1)
    assert best.grade == "best" and str(move_line(best)).endswith(": best (a draw).")


def test_a_judgement_is_the_same_every_time():
    game = game_of(GIVES_A_BOARD)
    first = judge(game, (6, 0), 16)
    ultimate_review._evaluations.clear()
    assert judge(game, (6, 0), 16) == first


def test_the_reviews_calls_take_an_ultimate_game():
    """review_move, position_before and review_of answer an ultimate game as the other boards' (Try Again's way)."""
    game = game_of(GIVES_A_BOARD)
    game.play(6, 0)
    assert is_reviewable(game)
    before = position_before(game, 16)
    assert isinstance(before, UltimateGame) and list(before.moves) == GIVES_A_BOARD
    tried = review_move(before, (6, 0), number=16)
    assert isinstance(tried, UltimateMoveReview) and tried.marked
    better = review_move(before, tried.best_moves[0], number=16)  # Try Again: the search's best is a right answer
    assert isinstance(better, UltimateMoveReview) and better.grade == "best" and not better.marked
    assert str(move_line(better)).startswith("16. O A1 b2: looks best (about ")  # the search's: an estimate
    review = review_of(game, [tried])
    assert review.summary(Player.O).moves == 1


def test_a_whole_game_is_reviewed_with_a_summary_a_player(monkeypatch):
    monkeypatch.setattr(ultimate_review, "REVIEW_PLAYOUTS", 500)  # the words of a whole game, not the search's strength
    game = game_of(PROVEN_TAIL)
    game.play(0, 6)
    while not game.is_over:  # X takes its win; the game ends
        game.play(*game.legal_moves()[0]) if game.current_player is Player.O else game.play(*_win_or_first(game))
    review = review_game(game)
    assert len(review.records) == len(game.moves) and review.finished
    lines = [str(sentence) for _indent, sentence in review_lines(review, {Player.X: "Ann", Player.O: "Bob"})]
    assert lines[0].startswith("Ann played ") and lines[1].startswith("Bob played ")
    assert "48. O C3 a3: a blunder" in "\n".join(lines)


def _win_or_first(game: UltimateGame) -> tuple[int, int]:
    from tictactoe_qt.core.ai.ultimate_search import winning_moves

    return (winning_moves(game) or game.legal_moves())[0]


def test_a_review_stops_when_cancelled():
    cancel = threading.Event()
    cancel.set()
    with pytest.raises(SearchCancelled):
        judge(game_of(GIVES_A_BOARD), (6, 0), 16, cancel)


def test_without_the_compiled_search_the_review_still_judges(monkeypatch):
    """No C compiler at install: the Python search, with its own smaller budget (and its answers kept apart)."""
    from tictactoe_qt.core.ai import ultimate_search

    monkeypatch.setattr(ultimate_search, "_compiled", lambda: None)
    monkeypatch.setattr(ultimate_review, "PYTHON_REVIEW_PLAYOUTS", 200)
    game = game_of(GIVES_THE_GAME)
    record = judge(game, (1, 2), len(game.moves) + 1)
    assert record.marked and record.score_after == 0.0  # O's win at once, whatever the weaker search thinks before
    assert all(key[1] is False for key in ultimate_review._evaluations)


def test_a_move_judged_with_the_next_one_searches_the_position_after_it_ahead(monkeypatch):
    monkeypatch.setattr(ultimate_review, "REVIEW_PLAYOUTS", 300)
    game = game_of(GIVES_A_BOARD)
    judge(game, (6, 0), 16, then=(2, 2))
    later = game_of([*GIVES_A_BOARD, (6, 0), (2, 2)])
    assert any(key[0] == tuple(later.moves) for key in ultimate_review._evaluations)
