"""The compiled 5×5 search (tictactoe_qt/core/ai/native) and the shipped values of the first moves.

Checked three ways: against the project's Python search on random positions it can solve (it shares the
rules, not the code), against scripts/book5/check5.c (an independent solver sharing neither) on early
positions, and the shipped values_5x5.bin against both. It must also stop when told, and answer right
after being stopped.
"""

from __future__ import annotations

import random
import subprocess
import threading
from pathlib import Path

import pytest

from tictactoe_qt.core import Game
from tictactoe_qt.core.ai import Engine, SearchCancelled, analyse, best_move, book5, move_values, native, try_predict
from tictactoe_qt.core.ai.board import bitboards, geometry
from tictactoe_qt.core.ai.book import canonical
from tictactoe_qt.core.ai.exact import INFINITY, ExactSolver

from ..project_scripts import load_script
from .test_book5 import game_off_the_5x5_book

ROOT = Path(__file__).resolve().parent.parent.parent
BOARD = geometry(5, 4)


def random_game(stones: int, rng: random.Random) -> Game:
    while True:
        game = Game(5, 4)
        while len(game.moves) < stones and not game.is_over:
            game.play(*rng.choice(game.legal_moves()))
        if not game.is_over:
            return game


@pytest.fixture(scope="module")
def compiled() -> native.NativeSolver5:
    solver = native.native_solver5()
    # ./scripts/play and ./scripts/test install a C compiler and build it; a missing build is a failure here.
    assert solver is not None, "the compiled 5×5 search was not built (pip install -e . needs gcc and python3-dev)"
    return solver


@pytest.fixture(scope="module")
def check5(tmp_path_factory) -> Path:
    program = tmp_path_factory.mktemp("check5") / "check5"
    subprocess.run(
        ["gcc", "-O2", "-std=c11", "-o", str(program), str(ROOT / "scripts" / "book5" / "check5.c")], check=True
    )
    return program


def independent_values(check5: Path, positions: list[tuple[int, int]]) -> list[int]:
    lines = "".join(f"{mine} {theirs}\n" for mine, theirs in positions)
    answer = subprocess.run([str(check5)], input=lines, capture_output=True, text=True, check=True, timeout=600)
    return [int(value) for value in answer.stdout.split()]


def test_every_move_value_equals_the_python_search_on_random_positions(compiled):
    rng, python = random.Random(23), ExactSolver(BOARD, compiled=False)
    fast = ExactSolver(BOARD)
    assert fast.is_native and not python.is_native
    compared = 0
    for _ in range(60):
        game = random_game(rng.randrange(11, 20), rng)
        mine, theirs = bitboards(game)
        assert fast.value(mine, theirs) == python.value(mine, theirs), game.moves
        for bit in BOARD.empty_bits(mine | theirs):
            assert fast.move_value(mine, theirs, bit) == python.move_value(mine, theirs, bit), (game.moves, bit)
            compared += 1
        assert fast.best_moves(mine, theirs) == python.best_moves(mine, theirs), game.moves  # narrow windows too
    assert compared > 500


def test_early_positions_get_the_independent_solvers_values(compiled, check5):
    rng = random.Random(5)
    games = [random_game(stones, rng) for stones in (4, 5, 6, 7, 8, 9) for _ in range(3)]
    positions = [bitboards(game) for game in games]
    ours = [compiled.solve(mine, theirs, -INFINITY, INFINITY, None) for mine, theirs in positions]
    assert ours == independent_values(check5, positions)
    assert len(set(ours)) > 3  # wins, losses and draws of several lengths among them


def test_the_shipped_values_are_one_per_symmetry_class_of_every_early_position():
    entries = book5._opening_values()
    assert entries is not None
    keys = [entry >> 6 for entry in entries]
    assert keys == sorted(set(keys))  # sorted, each class once
    build_values5 = load_script("build_values5")
    expected = sorted(mine << 25 | theirs for mine, theirs in build_values5.canonical_positions())
    assert keys == expected
    # Exhaustive counts of the classes with one to four stones (X moves first), found apart by orbits of
    # explicit coordinate maps: 6 + 85 + 904 + 9,664.
    by_stones = [sum(1 for key in keys if key.bit_count() == stones) for stones in range(1, 5)]
    assert by_stones == [6, 85, 904, 9_664]


def test_a_sample_of_the_shipped_values_agrees_with_the_independent_solver(check5):
    rng = random.Random(8)
    entries = book5._opening_values()
    sample = [entries[i] for i in sorted(rng.sample(range(len(entries)), 40))]
    positions = [((entry >> 31) & ((1 << 25) - 1), (entry >> 6) & ((1 << 25) - 1)) for entry in sample]
    shipped = [(entry & 63) - 32 for entry in sample]
    assert shipped == independent_values(check5, positions)


def test_a_mirrored_early_position_reads_the_same_value():
    game, mirrored = Game(5, 4), Game(5, 4)
    for row, col in [(0, 1), (3, 3), (4, 0)]:
        game.play(row, col)
        mirrored.play(4 - col, 4 - row)  # the anti-diagonal reflection
    value = book5.opening_value(*bitboards(game))
    assert value is not None and value == book5.opening_value(*bitboards(mirrored))
    (canon_mine, canon_theirs), _ = canonical(*bitboards(game), 5)
    assert value == book5.opening_value(canon_mine, canon_theirs)


def test_advice_is_exact_and_never_unknown_on_positions_neither_strategy_reaches(compiled):
    rng = random.Random(4)
    for stones in (1, 2, 3, 5, 8):
        game = random_game(stones, rng)
        values = move_values(game, engine=Engine())
        assert sorted(values) == game.legal_moves()
        outcomes = analyse(game, engine=Engine())
        assert None not in outcomes.values()
        best = max(values.values())
        prediction = try_predict(game, engine=Engine())
        assert prediction == (None if best == 0 else game.current_player if best > 0 else game.current_player.other)
        assert values[best_move(game, "perfect", rng=rng, engine=Engine())] == best  # the hint is a best move


def test_a_cancelled_compiled_search_stops_and_keeps_nothing_it_did_not_finish(compiled):
    class FlagSetAfter:
        def __init__(self, reads: int) -> None:
            self.reads_left, self.reads = reads, 0

        def is_set(self) -> bool:
            self.reads += 1
            self.reads_left -= 1
            return self.reads_left < 0

    game = game_off_the_5x5_book()
    mine, theirs = bitboards(game)
    compiled.clear()
    before = compiled.nodes
    flag = FlagSetAfter(reads=3)
    with pytest.raises(SearchCancelled):
        compiled.solve(mine, theirs, -INFINITY, INFINITY, flag)
    assert flag.reads == 4  # the first reading that saw the flag set ended the search
    assert compiled.nodes - before <= 4 * 4_096 + 1  # read every 4,096 nodes
    expected = ExactSolver(BOARD, compiled=False).value(mine, theirs)
    assert compiled.solve(mine, theirs, -INFINITY, INFINITY, None) == expected


def test_a_search_waiting_its_turn_for_the_table_stops_when_told(compiled):
    cancel, errors = threading.Event(), []

    def waiting() -> None:
        try:
            compiled.solve(*bitboards(game_off_the_5x5_book()), -INFINITY, INFINITY, cancel)
        except SearchCancelled as error:
            errors.append(error)

    with compiled._turn:  # another search has the table
        thread = threading.Thread(target=waiting)
        thread.start()
        cancel.set()
        thread.join(timeout=10)
        assert not thread.is_alive() and len(errors) == 1


def test_searches_on_two_threads_at_once_both_answer_right(compiled, check5):
    games = [game_off_the_5x5_book(), game_off_the_5x5_book(((2, 2), (0, 1), (4, 3), (1, 1), (3, 0), (0, 4)))]
    compiled.clear()
    answers: dict[int, int] = {}

    def solve(index: int) -> None:
        answers[index] = compiled.solve(*bitboards(games[index]), -INFINITY, INFINITY, threading.Event())

    threads = [threading.Thread(target=solve, args=(index,)) for index in range(2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=120)
    assert [answers[0], answers[1]] == independent_values(check5, [bitboards(game) for game in games])


def test_the_game_does_without_the_compiled_search_where_it_was_not_built_or_is_turned_off(monkeypatch):
    monkeypatch.setenv("TICTACTOE_PURE_PYTHON", "1")
    assert native.load_once(native.NativeSolver5)() is None
    monkeypatch.delenv("TICTACTOE_PURE_PYTHON")
    monkeypatch.setattr(native.importlib.util, "find_spec", lambda name: None)
    assert native.load_once(native.NativeSolver5)() is None


def test_the_table_is_a_fixed_ceiling(compiled):
    assert compiled.table_bytes == 16 * 1024 * 1024  # setup.py's TT_BITS: the whole process's ceiling
