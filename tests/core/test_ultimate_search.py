"""Ultimate tic-tac-toe's computer player and advice (core/ai/ultimate_search.py), compiled and in Python.

Legal moves only; a win in one is taken and a loss in one avoided at every level; a cancelled search stops
within tens of milliseconds; the tree never passes its ceiling; a seed makes a search repeatable; searches
on several threads share nothing; and the exact solver agrees with a brute-force minimax written here on the
game's own API.
"""

from __future__ import annotations

import ctypes
import functools
import random
import threading
import time
from dataclasses import replace

import pytest

from tictactoe_qt.core import Game, Player
from tictactoe_qt.core import ai
from tictactoe_qt.core.ai import ultimate_search as us
from tictactoe_qt.core.ai.ultimate_compiled import POLL, Params, Result
from tictactoe_qt.core.ai.control import SearchCancelled
from tictactoe_qt.core.ultimate import UltimateGame

from .test_ultimate import DRAW, game_of

SIDES = ["compiled", "python"]


@pytest.fixture(params=SIDES)
def side(request, monkeypatch):
    """Each test runs on the compiled search and on the Python one (what an install without a compiler gets)."""
    if request.param == "compiled":
        assert us.is_compiled(), "the compiled search was not built (pip install -e . needs gcc and python3-dev)"
    else:
        monkeypatch.setattr(us, "_compiled", lambda: None)
        assert not us.is_compiled() and us.engine_name() == "python"
    return request.param


def random_game(rng: random.Random, moves: int) -> UltimateGame:
    while True:
        game = UltimateGame()
        while len(game.moves) < moves and not game.is_over:
            game.play(*rng.choice(game.legal_moves()))
        if not game.is_over:
            return game


def brute_wins_now(game: UltimateGame) -> list:
    wins = []
    for move in game.legal_moves():
        after = game.copy()
        after.play(*move)
        if after.winner is game.current_player:
            wins.append(move)
    return wins


def brute_loses_in_one(game: UltimateGame) -> list:
    losing = []
    for move in game.legal_moves():
        after = game.copy()
        after.play(*move)
        if not after.is_over and brute_wins_now(after):
            losing.append(move)
    return losing


def positions_where(predicate, count: int, seed: int) -> list[UltimateGame]:
    rng, found = random.Random(seed), []
    while len(found) < count:
        game = random_game(rng, rng.randrange(20, 70))
        if predicate(game):
            found.append(game)
    return found


WIN_IN_ONE = positions_where(lambda g: 0 < len(brute_wins_now(g)) < len(g.legal_moves()), 12, seed=1)
MUST_BLOCK = positions_where(
    lambda g: not brute_wins_now(g) and 0 < len(brute_loses_in_one(g)) < len(g.legal_moves()), 12, seed=2
)


def test_the_exact_one_move_helpers_match_brute_force():
    rng = random.Random(9)
    for _ in range(60):
        game = random_game(rng, rng.randrange(0, 75))
        assert us.winning_moves(game) == sorted(brute_wins_now(game))
        assert us.losing_moves(game) == sorted(brute_loses_in_one(game))


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_every_level_takes_a_win_in_one(side, level):
    for game in WIN_IN_ONE:
        assert us.best_move(game, level, seed=5) in brute_wins_now(game), game.moves


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_every_level_blocks_a_loss_in_one_when_it_can(side, level):
    for game in MUST_BLOCK:
        move = us.best_move(game, level, seed=5)
        assert move in game.legal_moves() and move not in brute_loses_in_one(game), game.moves


def test_a_search_plays_only_legal_moves_to_the_end_of_many_games(side):
    rng = random.Random(3)
    settings = us.SearchSettings(iterations=60 if side == "python" else 400, max_nodes=4096)
    for game_number in range(8 if side == "python" else 40):
        game = UltimateGame()
        while not game.is_over:
            before = game.copy()
            estimate = us.search(game, settings, seed=rng.getrandbits(64))
            assert str(game) == str(before) and game.moves == before.moves  # never changes the game
            assert estimate.best_move in game.legal_moves()
            assert sorted(m.move for m in estimate.moves) == game.legal_moves()
            game.play(*(estimate.best_move if game_number % 2 else rng.choice(game.legal_moves())))


def test_a_seed_makes_a_search_repeatable(side):
    game = random_game(random.Random(4), 12)
    settings = us.SearchSettings(iterations=300 if side == "python" else 20_000)
    first, again = us.search(game, settings, seed=77), us.search(game, settings, seed=77)
    assert first == again
    other = us.search(game, settings, seed=78)
    assert [m.visits for m in other.moves] != [m.visits for m in first.moves]


def test_the_tree_never_passes_its_ceiling(side, monkeypatch):
    # The Python search's time cap stopped it at 464 of its 1,500 playouts on a loaded machine: not what is tested.
    monkeypatch.setattr(us, "PYTHON_TIME_LIMIT", 600.0)
    game = UltimateGame()
    ceiling = 2_000
    estimate = us.search(
        game, us.SearchSettings(iterations=1_500 if side == "python" else 50_000, max_nodes=ceiling), seed=1
    )
    assert estimate.nodes <= ceiling
    assert estimate.nodes > ceiling - 81  # it filled what it could, then went on with playouts alone
    assert estimate.iterations == (1_500 if side == "python" else 50_000)
    assert estimate.best_move in game.legal_moves()
    with pytest.raises(ValueError, match="max_nodes must be from 1024"):
        us.search(game, us.SearchSettings(iterations=10, max_nodes=100))


class FlagSetAfter:
    """A cancel flag that turns itself on at its `reads`-th reading."""

    def __init__(self, reads: int) -> None:
        self.reads_left, self.reads = reads, 0

    def is_set(self) -> bool:
        self.reads += 1
        self.reads_left -= 1
        return self.reads_left < 0


def test_a_cancelled_search_raises_at_the_first_look_that_sees_the_flag(side):
    flag = FlagSetAfter(reads=3)
    with pytest.raises(SearchCancelled):
        us.search(UltimateGame(), us.SearchSettings(iterations=1 << 30), cancel=flag)
    assert flag.reads == 4


def test_a_search_cancelled_from_another_thread_stops(side):
    """A search of 2^30 iterations (hours) stops once the flag is set; how soon is bench/ultimate_levels.py's."""
    flag = threading.Event()
    outcome: dict[str, object] = {}

    def run() -> None:
        try:
            us.search(UltimateGame(), us.SearchSettings(iterations=1 << 30), cancel=flag)
        except SearchCancelled:
            outcome["stopped"] = True

    thread = threading.Thread(target=run)
    thread.start()
    time.sleep(0.2)
    assert thread.is_alive()
    flag.set()
    thread.join(timeout=30)  # a bound against hanging the suite, not a speed: uncancelled, it would run for hours
    assert not thread.is_alive() and outcome == {"stopped": True}


def test_the_compiled_search_lets_go_of_the_gil():
    """Another Python thread keeps running while the compiled search works: here it is that thread, after fifty
    steps of its own, that stops a search of 2^30 iterations, which would otherwise run for hours."""
    assert us.is_compiled()
    flag = threading.Event()
    steps = 0

    def step_then_cancel() -> None:
        nonlocal steps
        for _ in range(50):
            steps += 1
            time.sleep(0.001)
        flag.set()

    thread = threading.Thread(target=step_then_cancel)
    thread.start()
    with pytest.raises(SearchCancelled):
        us.search(UltimateGame(), us.SearchSettings(iterations=1 << 30), seed=1, cancel=flag)
    thread.join()
    assert steps == 50


def test_searches_on_several_threads_at_once_share_nothing(side, monkeypatch):
    # Eight Python searches taking turns on the GIL passed the Python search's time cap on a loaded machine, and a
    # search cut short by the clock differs from the same one run to its playouts: not what is tested.
    monkeypatch.setattr(us, "PYTHON_TIME_LIMIT", 600.0)
    games = [random_game(random.Random(seed), 15) for seed in range(4)]
    settings = us.SearchSettings(iterations=200 if side == "python" else 20_000)
    expected = [us.search(game, settings, seed=9) for game in games]
    results: dict[int, us.Estimate] = {}

    def run(index: int) -> None:
        results[index] = us.search(games[index % 4], settings, seed=9)

    threads = [threading.Thread(target=run, args=(i,)) for i in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)
    assert [results[i] for i in range(8)] == expected * 2


def test_an_estimate_says_it_is_one(side):
    game = random_game(random.Random(6), 10)
    estimate = us.estimate(game, 400 if side == "python" else 20_000, seed=2)
    assert estimate.kind == "estimate" and estimate.player is game.current_player
    assert 0.0 <= estimate.x_score <= 1.0 and estimate.compiled == (side == "compiled")
    assert [m.visits for m in estimate.moves] == sorted((m.visits for m in estimate.moves), reverse=True)
    assert sum(m.visits for m in estimate.moves) <= estimate.iterations + len(estimate.moves)
    assert all(0.0 <= m.score <= 1.0 for m in estimate.moves)


def test_a_forced_win_is_proven_and_reported_as_such(side):
    for game in WIN_IN_ONE[:4]:
        estimate = us.estimate(game, 2_000, seed=1)
        assert estimate.proven_winner is game.current_player
        assert estimate.x_score == (1.0 if game.current_player is Player.X else 0.0)
        assert estimate.best_move in brute_wins_now(game)
        assert {m.move for m in estimate.moves if m.proven == "win"} == set(brute_wins_now(game))


def test_moves_the_search_proves_agree_with_the_exact_solver(side):
    rng, checked = random.Random(12), 0
    while checked < 20:
        game = random_game(rng, rng.randrange(45, 70))
        proven = us.solve(game, 20_000)
        if proven is None:
            continue
        estimate = us.estimate(game, 300 if side == "python" else 5_000, seed=3)
        for move in estimate.moves:
            if move.proven == "win":
                assert proven.move_values[move.move] > 0
            elif move.proven == "loss":
                assert proven.move_values[move.move] < 0
        if estimate.proven_winner is not None:
            assert proven.winner is estimate.proven_winner
        checked += 1


# --- exact values ---------------------------------------------------------------------------------------


def brute_value(game: UltimateGame, nodes: list[int]) -> int:
    """Plain minimax on the game's own API: for the player to move, 0 a draw, else ±(empty cells at the end + 1)."""
    nodes[0] += 1
    if nodes[0] > 2_000:
        raise OverflowError
    best = -1000
    for move in game.legal_moves():
        game.play(*move)
        if game.winner is not None:
            value = 81 - len(game.moves) + 1
        elif game.is_draw:
            value = 0
        else:
            value = -brute_value(game, nodes)
        game.undo()
        best = max(best, value)
    return best


@functools.cache
def late_positions(count: int = 24, seed: int = 8) -> list[tuple[UltimateGame, dict]]:
    """Positions of random games late enough for brute force, with every move's brute-force value."""
    rng, found = random.Random(seed), []
    while len(found) < count:
        game = random_game(rng, rng.randrange(50, 75))
        values, nodes = {}, [0]
        try:
            for move in game.legal_moves():
                after = game.copy()
                after.play(*move)
                values[move] = (
                    82 - len(after.moves) if after.winner else 0 if after.is_draw else -brute_value(after, nodes)
                )
        except OverflowError:
            continue
        found.append((game, values))
    return found


def test_exact_values_agree_with_brute_force_on_late_positions():
    decided = 0
    for game, values in late_positions():
        proven = us.solve(game, node_budget=None)
        assert proven is not None and proven.kind == "proven"
        assert proven.move_values == values, game.moves
        assert proven.value == max(values.values())
        assert proven.best_moves == tuple(sorted(m for m, v in values.items() if v == proven.value))
        assert proven.winner == (
            None if proven.value == 0 else game.current_player if proven.value > 0 else game.current_player.other
        )
        decided += proven.value != 0
    assert decided >= 8  # wins and losses were met, not only draws


def test_a_tiny_table_still_gives_exact_values():
    for game, values in late_positions()[:12]:
        assert us.solve(game, node_budget=None, table_capacity=16).move_values == values


def test_solve_gives_up_at_its_budget_and_analyse_then_estimates():
    game = random_game(random.Random(1), 10)
    assert us.solve(game, node_budget=1_000) is None
    answer = us.analyse(game, node_budget=1_000, iterations=2_000, seed=1)
    assert answer.kind == "estimate"
    late, _ = late_positions(1)[0]  # one position: the 24 cost seconds to find (the slow tests share them)
    assert us.analyse(late, node_budget=None).kind == "proven"


def test_solve_obeys_its_cancel_flag():
    flag = FlagSetAfter(reads=2)
    with pytest.raises(SearchCancelled):
        us.solve(random_game(random.Random(1), 10), node_budget=None, cancel=flag)
    assert flag.reads == 3


# --- the compiled search checks what it is given ---------------------------------------------------------


def call_compiled(
    cells: list[int],
    target: int,
    iterations: int = 10,
    max_nodes: int = 4096,
    bias: float = 0.0,
    evaluation: float = 0.0,
) -> int:
    engine = us._compiled()
    assert engine is not None
    params = Params(iterations, max_nodes, 1, 0.8, 0, 0, bias, evaluation)
    result = Result()
    return engine._search(
        (ctypes.c_uint8 * 81)(*cells), target, ctypes.byref(params), POLL(lambda: 0), ctypes.byref(result)
    )


def test_the_compiled_search_refuses_what_no_game_reaches():
    empty = [0] * 81
    assert call_compiled(empty, -1) == 0
    assert call_compiled([3] + [0] * 80, -1) == -1  # not a mark
    assert call_compiled([2] + [0] * 80, -1) == -2  # O before X
    assert call_compiled(empty, 9) == -3 and call_compiled(empty, -2) == -3
    x_line = [0] * 81
    for col in range(3):
        x_line[col] = 1  # X: the top row of board A3
    for cell in (10, 11):
        x_line[cell] = 2
    assert call_compiled(x_line, 0) == -3  # sent to a board that is won
    assert call_compiled(x_line, 4) == 0
    assert call_compiled(empty, -1, max_nodes=100) == -6
    assert call_compiled(empty, -1, iterations=0) == -6
    drawn = game_of(DRAW)
    grid = [
        0 if drawn.cell(r, c) is None else 1 if drawn.cell(r, c) is Player.X else 2 for r in range(9) for c in range(9)
    ]
    assert call_compiled(grid, -1) == -4  # over
    with pytest.raises(ValueError, match="the game is over"):
        us.best_move(drawn)


# --- through core.ai, beside the n×n boards ------------------------------------------------------------


def test_core_ai_best_move_plays_ultimate_at_its_levels():
    game = random_game(random.Random(2), 8)
    for level in ("easy", "medium", "hard"):
        assert ai.best_move(game, level, rng=random.Random(1)) in game.legal_moves()
    assert ai.best_move(game, "medium", rng=random.Random(1)) == ai.best_move(game, "medium", rng=random.Random(1))
    with pytest.raises(ValueError, match="not solved: no level is perfect"):
        ai.best_move(game, "perfect")
    with pytest.raises(ValueError, match="unknown level 'hard'"):
        ai.best_move(Game(), "hard")
    assert ai.best_move(Game(), "perfect") in Game().legal_moves()  # the n×n contract as before


def test_the_exact_k_in_a_row_analysis_points_ultimate_to_its_own():
    game = UltimateGame()
    assert not ai.is_solved(game)
    for ask in (ai.predict, ai.try_predict, ai.move_values, ai.analyse, ai.urgent_moves):
        with pytest.raises(TypeError, match="ask core.ai.ultimate_search"):
            ask(game)


def test_the_levels_are_named_per_rule_set():
    from tictactoe_qt.core.kinds import levels_for
    from tictactoe_qt.core.levels import LEVELS, ULTIMATE_LEVELS

    assert levels_for("ultimate") == ULTIMATE_LEVELS == ("easy", "medium", "hard")
    assert levels_for("k-in-a-row") == LEVELS
    assert "perfect" not in ULTIMATE_LEVELS and set(us.LEVEL_SETTINGS) == set(ULTIMATE_LEVELS)


def test_the_c_source_compiles_cleanly_under_strict_warnings(tmp_path):
    """Portable C (native/ultimate.c): no warning from -Wall -Wextra -Wpedantic -Wconversion, as C11."""
    import shutil
    import subprocess
    from pathlib import Path

    compiler = shutil.which("gcc") or shutil.which("cc")
    if compiler is None:
        pytest.skip("no C compiler here (./scripts/test installs gcc)")
    source = Path(us.__file__).parent / "native" / "ultimate.c"
    result = subprocess.run(
        [
            compiler,
            "-std=c11",
            "-O2",
            "-Wall",
            "-Wextra",
            "-Wpedantic",
            "-Wconversion",
            "-Werror",
            "-c",
            str(source),
            "-o",
            str(tmp_path / "ultimate.o"),
        ],
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, result.stderr


# --- Hard's search: smart playouts, progressive bias, proofs in the tree (issue 37) ----------------------

HARD_FIXED = replace(us.LEVEL_SETTINGS["hard"], iterations=20_000, time_limit=None)  # no clock: repeatable


def test_hard_plays_the_smart_search_the_easier_levels_do_not():
    hard = us.LEVEL_SETTINGS["hard"]
    assert hard.playouts == us.SMART_PLAYOUTS and hard.bias > 0 and hard.time_limit is not None
    assert hard.time_limit <= 1.5 and hard.max_nodes <= us.MAX_NODES  # about a second a move, the same ceiling
    for level in ("easy", "medium"):
        assert us.LEVEL_SETTINGS[level].playouts == 0 and us.LEVEL_SETTINGS[level].bias == 0


def test_smart_playouts_play_only_legal_moves_and_repeat_with_a_seed():
    rng = random.Random(31)
    settings = replace(HARD_FIXED, iterations=2_000, max_nodes=8192)
    for _ in range(6):
        game = UltimateGame()
        while not game.is_over:
            seed = rng.getrandbits(64)
            estimate = us.search(game, settings, seed=seed, compiled=True)
            assert estimate.best_move in game.legal_moves()
            assert sorted(m.move for m in estimate.moves) == game.legal_moves()
            assert estimate.nodes <= settings.max_nodes
            if len(game.moves) % 20 == 0:
                assert us.search(game, settings, seed=seed, compiled=True) == estimate
            game.play(*estimate.best_move)


def test_hard_takes_the_small_board_that_wins_the_game():
    for game in WIN_IN_ONE:
        estimate = us.search(game, HARD_FIXED, seed=3, compiled=True)
        assert estimate.best_move in brute_wins_now(game), game.moves
        assert estimate.proven_winner is game.current_player


def test_hard_blocks_the_small_board_that_would_lose_the_game():
    for game in MUST_BLOCK:
        move = us.search(game, HARD_FIXED, seed=3, compiled=True).best_move
        assert move not in brute_loses_in_one(game), game.moves


def forced_wins_beyond_one_move(count: int, seed: int) -> list[tuple[UltimateGame, us.Proven]]:
    """Late positions of random games that the player to move wins by force, but not at once."""
    rng, found = random.Random(seed), []
    while len(found) < count:
        game = random_game(rng, rng.randrange(40, 65))
        if us.winning_moves(game):
            continue
        proven = us.solve(game, 20_000)
        if proven is not None and proven.winner is game.current_player:
            found.append((game, proven))
    return found


def test_the_tree_proves_forced_wins_the_exact_solver_finds_and_plays_one():
    for game, proven in forced_wins_beyond_one_move(6, seed=37):
        estimate = us.search(game, replace(HARD_FIXED, iterations=200_000), seed=4, compiled=True)
        assert estimate.proven_winner is game.current_player, game.moves
        assert proven.move_values[estimate.best_move] > 0, game.moves
        assert estimate.x_score == (1.0 if game.current_player is Player.X else 0.0)
        for move in estimate.moves:  # what the tree proves, the exact solver agrees with
            if move.proven is not None:
                assert (proven.move_values[move.move] > 0) == (move.proven == "win")


def test_hard_cancelled_from_another_thread_stops_at_once(side):
    """The level's own settings (a second's clock): the flag stops it long before the clock would."""
    flag = threading.Event()
    outcome: dict[str, object] = {}

    def run() -> None:
        try:
            us.best_move(random_game(random.Random(5), 9), "hard", cancel=flag)
            outcome["finished"] = True
        except SearchCancelled:
            outcome["stopped"] = True

    thread = threading.Thread(target=run)
    thread.start()
    time.sleep(0.05)
    flag.set()
    thread.join(timeout=5)  # a bound against hanging the suite, not a speed (the latency is bench/background.py's)
    assert not thread.is_alive() and outcome == {"stopped": True}


def test_hard_answers_a_forced_move_without_searching():
    rng = random.Random(8)
    while True:
        game = random_game(rng, rng.randrange(30, 70))
        if len(game.legal_moves()) == 1:
            break
    flag = FlagSetAfter(reads=0)  # any search would stop at its first look
    assert us.best_move(game, "hard", cancel=flag) == game.legal_moves()[0]


def test_searches_refuse_a_negative_bias_and_unknown_playouts(side):
    for settings in (us.SearchSettings(iterations=10, bias=-1.0), us.SearchSettings(iterations=10, playouts=8)):
        with pytest.raises(ValueError, match="bias|playouts"):
            us.search(UltimateGame(), settings)
    if side == "compiled":
        assert call_compiled([0] * 81, -1, bias=-1.0) == -6  # and the C refuses it itself


# --- the learnt evaluation (native/ultimate_eval_weights.h, scripts/train_ultimate_eval.py) -------------------

EVALUATED = replace(HARD_FIXED, evaluation=1.0)


def test_only_hard_uses_the_learnt_evaluation():
    for level in ("easy", "medium"):
        assert us.LEVEL_SETTINGS[level].evaluation == 0.0 and us.LEVEL_SETTINGS[level].prior == 0  # as before
    hard = us.LEVEL_SETTINGS["hard"]  # a second a move, within the tree's ceiling, with the evaluation
    assert hard.evaluation > 0 and hard.prior > 0 and hard.time_limit == 1.0 and hard.max_nodes <= us.MAX_NODES


def test_a_search_on_the_learnt_evaluation_plays_legal_moves_and_repeats_with_a_seed():
    rng = random.Random(41)
    for weight, prior in ((1.0, 0), (0.5, 0), (0.5, 3)):
        settings = replace(EVALUATED, iterations=500, max_nodes=8192, evaluation=weight, prior=prior)
        game = UltimateGame()
        while not game.is_over:
            seed = rng.getrandbits(64)
            estimate = us.search(game, settings, seed=seed, compiled=True)
            assert estimate.best_move in game.legal_moves()
            assert 0.0 <= estimate.x_score <= 1.0 and estimate.nodes <= settings.max_nodes
            if len(game.moves) % 20 == 0:
                assert us.search(game, settings, seed=seed, compiled=True) == estimate
            game.play(*estimate.best_move)


def test_the_learnt_evaluation_still_takes_a_win_and_blocks_a_loss():
    learnt = replace(us.LEVEL_SETTINGS["hard"], iterations=5_000, time_limit=None)
    for settings in (EVALUATED, learnt):
        for game in WIN_IN_ONE:
            estimate = us.search(game, settings, seed=3, compiled=True)
            assert estimate.best_move in brute_wins_now(game), game.moves
        for game in MUST_BLOCK:
            assert us.search(game, settings, seed=3, compiled=True).best_move not in brute_loses_in_one(game)


def test_searches_refuse_an_evaluation_weight_outside_0_to_1(side):
    for weight in (-0.1, 1.5, float("nan")):
        with pytest.raises(ValueError, match="evaluation"):
            us.search(UltimateGame(), us.SearchSettings(iterations=10, evaluation=weight))
    with pytest.raises(ValueError, match="prior"):
        us.search(UltimateGame(), us.SearchSettings(iterations=10, evaluation=1.0, prior=-1))
    if side == "compiled":
        assert call_compiled([0] * 81, -1, evaluation=1.5) == -6
        assert call_compiled([0] * 81, -1, evaluation=1.0) == 0
