"""Every search owns its state, stops when told, and keeps its tables under a fixed ceiling."""

from __future__ import annotations

import random
import threading

import pytest

from tictactoe_qt.core import Game
from tictactoe_qt.core.ai import UNKNOWN, Engine, SearchCancelled, analyse, best_move, move_values, native, try_predict
from tictactoe_qt.core.ai.board import bitboards, geometry
from tictactoe_qt.core.ai.control import CANCEL_CHECK_MASK, BoundedTable
from tictactoe_qt.core.ai.exact import ExactSolver, OutOfBudget

from .test_book5 import game_off_the_5x5_book
from .test_engine import random_position, value_after


class FlagSetAfter:
    """A cancel flag that turns itself on at its `reads`-th reading, and counts the readings."""

    def __init__(self, reads: int) -> None:
        self.reads_left = reads
        self.reads = 0

    def is_set(self) -> bool:
        self.reads += 1
        self.reads_left -= 1
        return self.reads_left < 0


def test_a_cancelled_exact_search_stops_within_one_check_interval():
    solver = ExactSolver(geometry(5, 4), compiled=False)  # the compiled search: tests/core/test_native5.py
    solver.cancel = flag = FlagSetAfter(reads=20)
    with pytest.raises(SearchCancelled):
        solver.value(*bitboards(Game(5, 4)))  # unbudgeted: would run for minutes
    assert flag.reads == 21  # the first reading that saw the flag set ended the search
    assert solver.nodes == 21 * (CANCEL_CHECK_MASK + 1)


@pytest.mark.parametrize(
    "search",
    [
        lambda game, cancel: best_move(game, "perfect", cancel=cancel, engine=Engine()),  # heuristic off the book
        lambda game, cancel: analyse(game, node_budget=None, cancel=cancel, engine=Engine()),
        lambda game, cancel: try_predict(game, node_budget=None, cancel=cancel, engine=Engine()),
    ],
    ids=["best_move", "analyse", "try_predict"],
)
def test_every_kind_of_search_obeys_its_cancel_flag(search):
    compiled = native.native_solver5()
    if compiled is not None:
        compiled.clear()  # its one table would otherwise remember the answer from earlier tests
    flag = FlagSetAfter(reads=3)
    with pytest.raises(SearchCancelled):
        search(game_off_the_5x5_book(), flag)
    assert flag.reads == 4


def test_a_cancelled_search_leaves_its_engine_correct_for_the_next_question():
    engine, game = Engine(), random_position((4, 4), 3, random.Random(7))
    with pytest.raises(SearchCancelled):
        move_values(game, engine=engine, cancel=FlagSetAfter(reads=2))
    assert move_values(game, engine=engine) == move_values(game, engine=Engine())


def test_a_table_never_holds_more_than_its_capacity():
    table = BoundedTable(capacity=100)
    for key in range(10_000):
        table.put(key, key * 4)
        assert len(table) <= 100
    assert table.get(9_999) == 9_999 * 4  # the newest entries survive
    assert table.get(0) is None  # the oldest make room
    solver = ExactSolver(geometry(5, 4), table_capacity=1_000, compiled=False)
    with pytest.raises(OutOfBudget):
        solver.value(*bitboards(Game(5, 4)), node_budget=30_000)
    assert 500 <= solver.table_entries <= 1_000


def test_a_tiny_table_still_gives_exact_values():
    """Replacement may forget what was proved, never corrupt it: checked against plain minimax."""
    rng, memo = random.Random(11), {}
    engine = Engine(table_capacity=64)
    for _ in range(25):
        game = random_position((4, 4), rng.randrange(8, 12), rng)
        for move, value in move_values(game, engine=engine).items():
            assert value == value_after(game, move, memo), (str(game), move)
        assert engine.table_entries <= 64


def test_an_engine_keeps_only_the_board_in_play():
    engine = Engine()
    move_values(random_position((4, 4), 9, random.Random(3)), engine=engine)
    assert engine.table_entries > 0
    move_values(random_position((3, 3), 4, random.Random(3)), engine=engine)
    solver_3x3 = engine.solver(Game())
    assert solver_3x3.geometry is geometry(3, 3) and engine.table_entries == solver_3x3.table_entries


def test_searches_on_several_threads_at_once_neither_disturb_nor_unbound_each_other(pure_python_search):
    """Once, one search's end lifted another's node budget: budgets and answers stay each search's own (budgets
    are the Python search's: the compiled one needs none)."""
    rng = random.Random(5)
    positions = [random_position((4, 4), rng.randrange(6, 10), rng) for _ in range(6)]
    expected = [move_values(game, engine=Engine()) for game in positions]
    results: dict[int, object] = {}
    errors: list[BaseException] = []

    def solve(index: int) -> None:
        try:
            if index < len(positions):  # half the threads on their thread's own default engine
                game = positions[index]
                results[index] = move_values(game, engine=Engine() if index % 2 else None)
            else:  # the other half: budgeted 5×5 searches that must stop at their budget
                engine = Engine()
                answer = try_predict(game_off_the_5x5_book(), node_budget=20_000, engine=engine)
                results[index] = (answer, engine.solver(Game(5, 4)).nodes)
        except BaseException as error:  # reported to the test thread
            errors.append(error)

    threads = [threading.Thread(target=solve, args=(i,)) for i in range(12)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=120)
    assert not errors and len(results) == 12
    assert [results[i] for i in range(6)] == expected
    for i in range(6, 12):
        answer, nodes = results[i]
        assert answer == UNKNOWN and nodes == 20_001  # stopped at the node past its own budget
