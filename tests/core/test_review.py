"""The proven review (core/review.py) and its words (core/review_messages.py).

Checked two ways: against the game's own solver (core.ai.move_values) and against a plain negamax written here,
which shares no code with the game's (its own lines, its own win test, no pruning, no tables but a memo): on
every move of every 3×3 position, on random 3×3 games, and on the small positions (few empty cells) of random
4×4 and 5×5 games. Hand-made games with known mistakes on each board must mark exactly those moves, name a best
move that is one, and every threat they name must be a real immediate win.
"""

from __future__ import annotations

import random
import threading
from collections.abc import Iterator

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tictactoe_qt.core import Game, GameError, IllegalMoveError, Player
from tictactoe_qt.core import ai
from tictactoe_qt.core.messages import Message
from tictactoe_qt.core.notation import cell_name, parse_cell_name
from tictactoe_qt.core.review import (
    LINE_LIMIT,
    MARKED_KINDS,
    RESULT_CHANGING_KINDS,
    LineMove,
    MoveReview,
    Review,
    ReviewUnavailable,
    Verdict,
    best_moves,
    is_best_move,
    is_reviewable,
    iter_review,
    position_before,
    review_game,
    review_move,
    unavailable,
    verdict,
)
from tictactoe_qt.core.ultimate import UltimateGame
from tictactoe_qt.core.review_messages import (
    explanation_sentences,
    join_list,
    move_line,
    review_lines,
    summary_sentence,
    verdict_words,
)


# --- an independent solver ---------------------------------------------------------------------------------------


class Negamax:
    """Plain negamax over a board kept as a tuple of "X", "O" and "" (index row * size + col), with a memo.

    Values as the game's (that is the contract under test): from the player to move, 0 for a draw, otherwise
    ±(empty cells left when the game ends + 1).
    """

    def __init__(self, size: int, k: int) -> None:
        self.size, self.k = size, k
        runs = []
        for row in range(size):
            for col in range(size):
                for step_row, step_col in ((0, 1), (1, 0), (1, 1), (1, -1)):
                    run = [(row + step_row * i, col + step_col * i) for i in range(k)]
                    if all(0 <= r < size and 0 <= c < size for r, c in run):
                        runs.append(tuple(r * size + c for r, c in run))
        self.through = {i: [run for run in runs if i in run] for i in range(size * size)}
        self.memo: dict[tuple[str, ...], int] = {}

    def board(self, game: Game) -> tuple[str, ...]:
        return tuple(str(game.cell(r, c) or "") for r in range(self.size) for c in range(self.size))

    @staticmethod
    def to_move(board: tuple[str, ...]) -> str:
        return "X" if sum(1 for mark in board if mark) % 2 == 0 else "O"

    def completes(self, board: tuple[str, ...], i: int, mark: str) -> bool:
        return any(all(board[j] == mark for j in run if j != i) for run in self.through[i])

    def wins_now(self, board: tuple[str, ...], mark: str) -> set[tuple[int, int]]:
        """The empty cells where `mark` completes a line."""
        return {divmod(i, self.size) for i, here in enumerate(board) if not here and self.completes(board, i, mark)}

    def won(self, board: tuple[str, ...]) -> bool:
        return any(all(board[j] == board[run[0]] != "" for j in run) for runs in self.through.values() for run in runs)

    def move_value(self, board: tuple[str, ...], i: int) -> int:
        mark = self.to_move(board)
        empties = board.count("")
        if self.completes(board, i, mark):
            return empties
        if empties == 1:
            return 0
        return -self.value(board[:i] + (mark,) + board[i + 1 :])

    def value(self, board: tuple[str, ...]) -> int:
        known = self.memo.get(board)
        if known is None:
            known = self.memo[board] = max(self.move_value(board, i) for i, here in enumerate(board) if not here)
        return known

    def move_values(self, game: Game) -> dict[tuple[int, int], int]:
        board = self.board(game)
        return {divmod(i, self.size): self.move_value(board, i) for i, here in enumerate(board) if not here}


SOLVERS: dict[tuple[int, int], Negamax] = {}


def negamax(size: int, k: int) -> Negamax:
    if (size, k) not in SOLVERS:
        SOLVERS[size, k] = Negamax(size, k)
    return SOLVERS[size, k]


# How many empty cells the independent solver takes on in a test's time, board by board.
INDEPENDENT_EMPTIES = {(3, 3): 9, (4, 4): 9, (5, 4): 8}


def expected_kind(before: int, after: int) -> str:
    if after == before:
        return "best"
    if before > 0:
        return "slower_win" if after > 0 else "win_thrown_away"
    return "draw_thrown_away" if before == 0 else "faster_loss"


# --- checking a record against the truth --------------------------------------------------------------------------


def play_names(size: int, k: int, names: str) -> Game:
    game = Game(size, k)
    for name in names.split():
        game.play(*parse_cell_name(name, size))
    return game


def check_facts(move: LineMove, before: Game) -> None:
    """What a move's record says of it is what the rules say, found here with the independent solver's own lines."""
    solver = negamax(before.size, before.win_length)
    board = solver.board(before)
    mark, other = str(before.current_player), str(before.current_player.other)
    assert str(move.player) == mark
    index = move.cell[0] * before.size + move.cell[1]
    assert board[index] == ""
    mine, theirs = solver.wins_now(board, mark), solver.wins_now(board, other)
    assert move.wins == (move.cell in mine)
    assert move.blocks == (not move.wins and move.cell in theirs)
    assert move.forced == (move.blocks and not mine and theirs == {move.cell})
    after = board[:index] + (mark,) + board[index + 1 :]
    if move.wins:
        assert move.threats == () and not move.fork
        return
    # Every threat named is a real immediate win for the mover, and every one there is named.
    assert set(move.threats) == solver.wins_now(after, mark)
    for threat in move.threats:
        completed = list(after)
        completed[threat[0] * before.size + threat[1]] = mark
        assert solver.won(tuple(completed))
    assert move.fork == (len(move.threats) >= 2 and not solver.wins_now(after, other))


def truth(game: Game) -> dict[tuple[int, int], int]:
    """Each move's exact value: the independent solver's where it can, always the game's own solver's too, and
    the two must agree."""
    own = ai.move_values(game)
    if len(game.legal_moves()) <= INDEPENDENT_EMPTIES[game.size, game.win_length]:
        assert negamax(game.size, game.win_length).move_values(game) == own
    return own


def check_line(line: tuple[LineMove, ...], complete: bool, start: Game) -> None:
    """Each move of a proven line is a best move where it is played, its facts are true, and the line ends where
    it says."""
    position = start.copy()
    for move in line:
        values = truth(position)
        assert values[move.cell] == max(values.values()), (position.moves, move)
        check_facts(move, position)
        position.play(*move.cell)
    assert complete == position.is_over
    assert len(line) <= LINE_LIMIT


def check_record(record: MoveReview, before: Game) -> None:
    values = truth(before)
    best = max(values.values())
    assert record.player is before.current_player
    assert record.number == len(before.moves) + 1
    assert record.empties == len(before.legal_moves())
    assert record.value_before == best
    assert record.value_after == values[record.cell]
    assert dict(record.move_values) == values
    assert set(record.best_moves) == {cell for cell, value in values.items() if value == best}
    assert record.kind == expected_kind(best, values[record.cell])
    assert record.marked == (values[record.cell] != best)
    explanation = record.explanation
    if not record.marked:
        assert explanation is None and explanation_sentences(record) == []
        return
    assert explanation is not None
    check_facts(explanation.played, before)
    assert explanation.best.cell in record.best_moves  # a best move that is one
    check_facts(explanation.best, before)
    after = before.copy()
    after.play(*record.cell)
    check_line(explanation.line, explanation.line_complete, after)
    after_best = before.copy()
    after_best.play(*explanation.best.cell)
    check_line(explanation.best_line, explanation.best_line_complete, after_best)
    solver = negamax(before.size, before.win_length)
    board = solver.board(before)
    mark, other = str(before.current_player), str(before.current_player.other)
    assert set(explanation.missed_wins) == solver.wins_now(board, mark) - {record.cell}
    assert set(explanation.left_open) == (
        set() if explanation.played.wins else solver.wins_now(board, other) - {record.cell}
    )
    assert explanation_sentences(record)


def check_review(review: Review, game: Game) -> None:
    assert len(review.records) == len(game.moves)
    position = Game(game.size, game.win_length)
    for record, cell in zip(review.records, game.moves, strict=True):
        assert record.cell == cell
        check_record(record, position)
        position.play(*cell)
    assert review.turning_points == tuple(r.number for r in review.records if r.kind in RESULT_CHANGING_KINDS)


# --- hand-made games with known mistakes -------------------------------------------------------------------------

HAND_MADE = [
    # 3×3. O's a1 lets X block at c3 with two threats at once.
    (3, 3, "a3 b2 c1 a1 c3 b3 c2", {4: "draw_thrown_away"}),
    # O answers a corner with the opposite corner (it must take the centre); X gives the win back; X, lost,
    # leaves O's threat open; O, with a win at b3, plays elsewhere and wins a move later.
    (3, 3, "c1 a3 c2 c3 b2 a2 a1 b3", {2: "draw_thrown_away", 3: "win_thrown_away", 5: "faster_loss", 6: "slower_win"}),
    # 4×4. O makes three in a column instead of blocking X's three in a row.
    (4, 4, "a1 d4 b1 d3 c1 d2 d1", {6: "draw_thrown_away"}),
    # O's d1 blocks and threatens d2; X plays elsewhere and O wins there.
    (4, 4, "a1 d4 b1 d3 c1 d1 a4 d2", {7: "draw_thrown_away"}),
    # O makes its own three instead of blocking; X, with a win at d1, plays a2 and lets O win there first.
    (4, 4, "a1 d4 b1 d3 c1 d2 a2 d1", {6: "draw_thrown_away", 7: "win_thrown_away"}),
    # 5×5, four in a row. O's a4 lets X make an open three (b3 c3 d3): a3 and e3.
    (5, 4, "c3 b2 b3 a4 d3 a3 e3", {4: "draw_thrown_away"}),
    # As above; then X, with a win at a3, plays e1 (still winning, later), and later throws the win away.
    (5, 4, "c3 b2 b3 a4 d3 e3 e1 a3 b1", {4: "draw_thrown_away", 7: "slower_win", 9: "win_thrown_away"}),
]


@pytest.mark.parametrize(("size", "k", "names", "mistakes"), HAND_MADE)
def test_hand_made_games_mark_exactly_their_mistakes(size, k, names, mistakes):
    game = play_names(size, k, names)
    review = review_game(game)
    assert {record.number: record.kind for record in review.records if record.marked} == mistakes
    check_review(review, game)
    assert review.turning_points == tuple(n for n, kind in mistakes.items() if kind in RESULT_CHANGING_KINDS)


def test_a_fork_is_explained_in_the_games_cell_names():
    review = review_game(play_names(3, 3, "a3 b2 c1 a1 c3 b3 c2"))
    mistake = review.record(4)
    assert (mistake.player, mistake.name, mistake.kind) == (Player.O, "a1", "draw_thrown_away")
    explanation = mistake.explanation
    assert explanation is not None
    reply = explanation.line[0]
    assert (reply.player, cell_name(reply.cell, 3), reply.forced, reply.fork) == (Player.X, "c3", True, True)
    assert [cell_name(cell, 3) for cell in reply.threats] == ["b3", "c2"]
    assert [str(sentence) for sentence in explanation_sentences(mistake)] == [
        "a1 let X block at c3, which makes two threats at once (b3 and c2); O can block only one.",
        "Best was a2 (a draw), which threatens to win at c2.",
        "b1, b3 and c2 were as good.",
    ]
    assert str(move_line(mistake)) == "4. O a1: a draw turned into a loss — best play: a draw; this move: X wins in 2."
    assert str(move_line(review.record(1))) == "1. X a3: best (a draw)."
    assert str(move_line(review.record(7))) == "7. X c2 completes a line: X wins."


def test_a_threat_left_open_and_a_win_missed_are_said_plainly():
    review = review_game(play_names(3, 3, "c1 a3 c2 c3 b2 a2 a1 b3"))
    assert [str(s) for s in explanation_sentences(review.record(5))] == [
        "b2 left O's threat at b3 open: O completes a line there.",
        "Best was b3 (O wins in 2): it blocks O's threat there.",
        "O plays a1, which makes two threats at once (a2 and b2); X can block only one.",
    ]
    slower = review.record(6)
    assert str(move_line(slower)) == "6. O a2: a slower win — best play: O wins in 1; this move: O wins in 2."
    assert [str(s) for s in explanation_sentences(slower)] == ["b3 would have won at once."]
    assert slower.explanation is not None and [cell_name(c, 3) for c in slower.explanation.missed_wins] == ["b3"]


def test_a_best_move_that_takes_the_cell_the_opponent_needed_says_so():
    review = review_game(play_names(5, 4, "c3 b2 b3 a4 d3 a3 e3"))
    assert [str(s) for s in explanation_sentences(review.record(4))] == [
        "a4 let X play d3, which makes two threats at once (a3 and e3); O can block only one.",
        "Best was d3 (a draw): it takes d3 before X can.",
    ]
    assert review.record(4).best_moves == (parse_cell_name("d3", 5),)


# --- the summary and the words --------------------------------------------------------------------------------


def test_the_summary_counts_each_players_moves_and_names_the_mistakes():
    review = review_game(play_names(3, 3, "a3 b2 c1 a1 c3 b3 c2"))
    o_moves = review.summary(Player.O)
    assert (o_moves.moves, o_moves.counts["best"], o_moves.counts["draw_thrown_away"]) == (3, 2, 1)
    assert o_moves.changed_result == (4,)
    assert str(summary_sentence(o_moves, "You")) == (
        "You played 3 moves: 1 held the draw, 1 lost it (move 4), and 1 held off the loss as long as possible."
    )
    assert (
        str(summary_sentence(review.summary(Player.X), "Ann"))
        == "Ann played 4 moves, all of them best: 2 held the draw, and 2 went straight for the win."
    )
    draw = review_game(play_names(3, 3, "b2 a1 c3 a3 a2 c2 b3 b1 c1"))
    assert (
        str(summary_sentence(draw.summary(Player.X), "You")) == "You played 5 moves, all of them best: 5 held the draw."
    )
    one = review_game(play_names(3, 3, "b2 b1"))
    assert str(summary_sentence(one.summary(Player.O), "You")) == "You played 1 move: it lost the draw (move 2)."
    best_one = review_game(play_names(3, 3, "b2 a1"))
    assert (
        str(summary_sentence(best_one.summary(Player.O), "You")) == "You played 1 move, a best one: it held the draw."
    )
    assert str(summary_sentence(review_game(Game()).summary(Player.X), "You")) == "You played no moves."
    several = review_game(play_names(3, 3, "c1 a3 c2 c3 b2 a2 a1 b3"))
    assert str(summary_sentence(several.summary(Player.X), "X")) == (
        "X played 4 moves: 1 held the draw, 1 threw away a win (move 3), 1 held off the loss as long as possible, "
        "and 1 lost sooner than it had to (move 5)."
    )


def test_values_are_worded_as_the_game_words_them():
    assert str(verdict_words(Verdict(None, 0))) == "a draw"
    assert str(verdict_words(Verdict(Player.X, 3))) == "X wins in 3"
    assert str(verdict_words(Verdict(Player.O, 0))) == "O has won"
    assert [str(join_list(items)) for items in (["a2"], ["a2", "b3"], ["a2", "b3", "c4"])] == [
        "a2",
        "a2 and b3",
        "a2, b3 and c4",
    ]


def test_in_n_counts_the_winners_moves_as_the_analysis_labels_do():
    rng = random.Random(7)
    for _ in range(40):
        game = Game(4, 4)
        for _ in range(rng.randrange(6, 12)):
            if game.is_over:
                break
            game.play(*rng.choice(game.legal_moves()))
        if game.is_over:
            continue
        empties = len(game.legal_moves())
        outcomes = ai.analyse(game, node_budget=None)
        for cell, value in ai.move_values(game).items():
            outcome, said = outcomes[cell], verdict(value, game.current_player, empties)
            assert outcome is not None
            if outcome.result == "draw":
                assert said == Verdict(None, 0)
            else:
                winner = game.current_player if outcome.result == "win" else game.current_player.other
                assert said == Verdict(winner, outcome.own_moves)


def test_the_words_translate_through_every_template_inner_ones_too():
    review = review_game(play_names(3, 3, "a3 b2 c1 a1 c3 b3 c2"))
    upper = [sentence.render(str.upper) for _, sentence in review_lines(review)]
    # Templates are looked up (here: upper-cased); values are not, so cell names stay the board's.
    assert "4. O a1: A DRAW TURNED INTO A LOSS — BEST PLAY: A DRAW; THIS MOVE: X WINS IN 2." in upper
    nested = Message("%1 (%2)", Message("%1 wins", "x"), "b2")
    assert nested.render(lambda template: template.replace("wins", "gewinnt")) == "x gewinnt (b2)"
    assert str(nested) == "x wins (b2)" and nested == Message("%1 (%2)", Message("%1 wins", "x"), "b2")


def test_the_review_lines_give_both_summaries_then_every_move():
    review = review_game(play_names(3, 3, "a3 b2 c1 a1 c3 b3 c2"))
    lines = review_lines(review, {Player.O: "You", Player.X: "Computer"})
    assert [str(text) for _, text in lines[:2]] == [
        "Computer played 4 moves, all of them best: 2 held the draw, and 2 went straight for the win.",
        "You played 3 moves: 1 held the draw, 1 lost it (move 4), and 1 held off the loss as long as possible.",
    ]
    assert sum(1 for indent, _ in lines if indent == 0) == 2 + 7
    assert [indent for indent, _ in lines].count(1) == len(explanation_sentences(review.record(4)))


# --- exhaustive and random checks ---------------------------------------------------------------------------------


def all_3x3_positions() -> Iterator[Game]:
    seen: set[tuple[tuple[int, int], ...]] = set()
    stack = [Game()]
    while stack:
        game = stack.pop()
        key = tuple(sorted(game.moves[0::2])) + ((-1, -1),) + tuple(sorted(game.moves[1::2]))
        if key in seen or game.is_over:
            continue
        seen.add(key)
        yield game
        for move in game.legal_moves():
            child = game.copy()
            child.play(*move)
            stack.append(child)


def test_every_move_of_every_3x3_position_is_judged_as_the_independent_solver_judges_it():
    """Every game's review is made of these records: all 4,520 positions where a move is due, every move in each."""
    solver = negamax(3, 3)
    engine = ai.Engine()
    judged = marked = 0
    for position in all_3x3_positions():
        values = solver.move_values(position)
        best = max(values.values())
        for cell, value in values.items():
            record = review_move(position, cell, engine=engine)
            assert (record.value_before, record.value_after) == (best, value)
            assert set(record.best_moves) == {c for c, v in values.items() if v == best}
            assert record.kind == expected_kind(best, value)
            assert is_best_move(position, cell, engine=engine) == (value == best)
            if record.marked:
                marked += 1
                check_record(record, position)
            judged += 1
    assert judged == 16_167 and marked > 5_000


@settings(max_examples=60, deadline=None)
@given(st.permutations(range(9)))
def test_random_3x3_games_are_reviewed_move_by_move(order):
    game = Game()
    for index in order:
        if game.is_over:
            break
        game.play(*divmod(index, 3))
    review = review_game(game)
    check_review(review, game)
    assert review.records == tuple(iter_review(game.moves)) == tuple(iter_review(game))


def random_game(size: int, k: int, rng: random.Random, min_moves: int = 0) -> Game:
    while True:
        game = Game(size, k)
        while not game.is_over:
            game.play(*rng.choice(game.legal_moves()))
        if len(game.moves) >= min_moves:
            return game


def test_random_4x4_games_mark_exactly_the_moves_that_lose_value():
    rng = random.Random(44)
    engine = ai.Engine()
    for _ in range(3):
        game = random_game(4, 4, rng, min_moves=12)
        check_review(review_game(game, engine=engine), game)


def test_random_long_5x5_games_mark_exactly_the_moves_that_lose_value():
    if not ai.is_solved(Game(5, 4)):
        pytest.fail("the compiled 5×5 search was not built (pip install -e . needs gcc and python3-dev)")
    rng = random.Random(55)
    engine = ai.Engine()
    for _ in range(2):
        game = random_game(5, 4, rng, min_moves=25)
        review = review_game(game, engine=engine)
        check_review(review, game)
        assert review.marked  # random play errs


# --- what the review is for, and what not ---------------------------------------------------------------------------


def test_the_boards_the_game_solves_and_ultimate_have_a_review(pure_python_search):
    assert is_reviewable(Game()) and is_reviewable(Game(4, 4))
    assert not is_reviewable(Game(5, 4))  # without its compiled search 5×5 is not solved quickly
    assert unavailable(Game()) is None and "cannot solve the 5×5 board" in str(unavailable(Game(5, 4)))
    with pytest.raises(ReviewUnavailable, match="cannot solve the 5×5 board quickly, so it has no proven review"):
        review_game(Game(5, 4))
    with pytest.raises(ReviewUnavailable):
        iter_review(Game(5, 4))  # at once, before any record is asked for

    assert is_reviewable(UltimateGame()) and unavailable(UltimateGame()) is None  # by the search's estimates

    class Other:  # not a kind of game at all
        rule_set = "ultimate"

    assert not is_reviewable(Other()) and not is_reviewable(object())
    with pytest.raises(ReviewUnavailable) as raised:
        review_game(Other())  # type: ignore[arg-type]
    assert "This kind of game has no review" in str(raised.value)
    assert isinstance(raised.value, ValueError) and raised.value.template and raised.value.values == ()


def test_moves_are_checked_by_the_rules():
    with pytest.raises(IllegalMoveError):
        review_game([(0, 0), (0, 0)])
    review = review_game([(1, 1), (0, 0)], size=4)
    assert (review.size, review.win_length, len(review.records)) == (4, 4, 2)
    assert not review.finished


def test_trying_again_puts_the_position_before_a_move_back():
    game = play_names(3, 3, "a3 b2 c1 a1 c3 b3 c2")
    review = review_game(game)
    mistake = review.marked[0]
    again = position_before(game, mistake.number)
    assert again.moves == game.moves[:3] and again.current_player is mistake.player is Player.O
    assert review.position_before(mistake.number).moves == again.moves
    assert game.moves == tuple(play_names(3, 3, "a3 b2 c1 a1 c3 b3 c2").moves)  # the game is left alone
    assert best_moves(again) == list(mistake.best_moves)
    assert all(is_best_move(again, cell) for cell in mistake.best_moves)
    assert not is_best_move(again, mistake.cell) and not is_best_move(again, (0, 0))  # a3 is taken
    retry = review_move(again, mistake.best_moves[0])
    assert (retry.number, retry.kind) == (4, "best")
    assert review_move(again, mistake.cell) == mistake
    with pytest.raises(GameError):
        position_before(game, 9)
    with pytest.raises(GameError):
        review.record(8)
    with pytest.raises(GameError):
        review_move(game, (1, 0))  # the game is over


# --- the background search thread's rules -------------------------------------------------------------------------


def test_a_cancelled_review_stops_with_the_search_cancel():
    cancel = threading.Event()
    game = play_names(4, 4, "a1 d4 b1 d3 c1 d2 d1")
    records = iter_review(game, engine=ai.Engine(), cancel=cancel)
    first = next(records)
    assert first.number == 1
    cancel.set()
    with pytest.raises(ai.SearchCancelled):
        next(records)
    with pytest.raises(ai.SearchCancelled):
        review_game(game, cancel=cancel)


def test_a_review_is_the_same_on_a_fresh_engine_and_a_warm_one():
    game = play_names(4, 4, "a1 d4 b1 d3 c1 d2 a2 d1")
    engine = ai.Engine()
    warm = review_game(game, engine=engine)
    assert review_game(game, engine=engine) == warm == review_game(game, engine=ai.Engine())
    assert {r.kind for r in warm.records} <= {"best"} | MARKED_KINDS
