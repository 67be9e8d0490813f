"""Hard's tree kept between its moves (ultimate_search.KeptTree, native/ultimate.c's ult_tree_*).

A kept tree carries its visits to a position one or two moves on (its own move and the reply) and starts afresh
anywhere else (a new game, an undo); re-rooting moves the subtree without losing or changing a figure; it answers
legal moves over whole games within its ceiling, stops at once when cancelled, belongs to one seat (the computer's
Engine, and only for Hard), and is not used without the compiled search.
"""

from __future__ import annotations

import random
import threading
from dataclasses import replace

import pytest

from tictactoe_qt.core.ai import Engine, best_move
from tictactoe_qt.core.ai import ultimate_search as us
from tictactoe_qt.core.ai.control import SearchCancelled
from tictactoe_qt.core.ultimate import UltimateGame

from .test_ultimate_search import FlagSetAfter, random_game

FIXED = replace(us.LEVEL_SETTINGS["hard"], iterations=3_000, time_limit=None)  # no clock: repeatable


@pytest.fixture
def compiled():
    assert us.is_compiled(), "the compiled search was not built (pip install -e . needs gcc and python3-dev)"


def test_the_tree_carries_its_visits_to_the_position_after_a_move_and_a_reply(compiled):
    tree = us.KeptTree(max_nodes=1 << 16)
    game = UltimateGame()
    first = us.search(game, FIXED, seed=1, tree=tree)
    assert first.reused == 0
    game.play(*first.best_move)
    game.play(*us.search(game, FIXED, seed=2).best_move)
    second = us.search(game, FIXED, seed=3, tree=tree)
    assert second.reused > 0
    assert second.best_move in game.legal_moves()
    assert sorted(m.move for m in second.moves) == game.legal_moves()
    # Another game altogether: nothing to keep.
    other = UltimateGame()
    other.play(0, 0)
    assert us.search(other, FIXED, seed=4, tree=tree).reused == 0


def test_an_undone_position_is_searched_afresh(compiled):
    """The position before the last search's (an undo) is not below its root: the tree starts again."""
    tree = us.KeptTree(max_nodes=1 << 16)
    game = random_game(random.Random(4), 6)
    earlier = game.copy()
    us.search(game, FIXED, seed=1, tree=tree)
    game.play(*game.legal_moves()[0])
    game.play(*game.legal_moves()[0])
    assert us.search(game, FIXED, seed=2, tree=tree).reused > 0
    assert us.search(earlier, FIXED, seed=3, tree=tree).reused == 0


def test_re_rooting_keeps_every_visit_of_the_subtree(compiled):
    """The move's node becomes the root with its children's figures intact: one more iteration there shows the
    visits the first search gave that move, spread over its children (each child's prior visits besides)."""
    game = UltimateGame()
    tree = us.KeptTree(max_nodes=1 << 18)
    first = us.search(game, FIXED, seed=5, tree=tree)
    move = first.moves[0]  # the most visited: expanded, nothing proven this early
    after = game.copy()
    after.play(*move.move)
    one = us.search(after, replace(FIXED, iterations=1), seed=6, tree=tree)
    assert one.reused == move.visits
    replies = len(after.legal_moves())
    # the move's own prior visits were never its children's; each child starts with its own
    assert sum(m.visits for m in one.moves) == move.visits - FIXED.prior + FIXED.prior * replies + 1


def test_a_kept_tree_plays_whole_games_with_legal_moves_and_within_its_ceiling(compiled):
    rng = random.Random(11)
    for _ in range(2):
        tree = us.KeptTree(max_nodes=4096)  # small: full early, so its moving and its ceiling are exercised
        game = UltimateGame()
        while not game.is_over:
            if len(game.moves) % 2 == 0:
                estimate = us.search(game, replace(FIXED, iterations=600), seed=rng.getrandbits(64), tree=tree)
                assert estimate.nodes <= 4096
                move = estimate.best_move
            else:
                move = rng.choice(game.legal_moves())
            assert move in game.legal_moves()
            game.play(*move)
        tree.close()


def test_searches_with_the_same_seed_agree_whether_or_not_the_tree_was_new(compiled):
    game = random_game(random.Random(3), 12)
    fresh = us.search(game, FIXED, seed=9)
    kept = us.search(game, FIXED, seed=9, tree=us.KeptTree(max_nodes=1 << 16))
    assert kept.best_move == fresh.best_move and kept.moves == fresh.moves


def test_a_kept_tree_search_stops_at_once_when_cancelled(compiled):
    game = random_game(random.Random(5), 9)
    tree = us.KeptTree(max_nodes=1 << 16)
    with pytest.raises(SearchCancelled):
        us.search(game, replace(FIXED, iterations=50_000_000), tree=tree, cancel=FlagSetAfter(reads=3))
    # The tree is still usable, and the next search keeps what the cancelled one grew.
    assert us.search(game, FIXED, seed=1, tree=tree).reused > 0


def test_a_search_waits_for_the_tree_while_another_uses_it_and_can_be_cancelled_meanwhile(compiled):
    tree = us.KeptTree(max_nodes=1 << 16)
    game = random_game(random.Random(6), 9)
    flag = threading.Event()
    flag.set()
    with tree._turn, pytest.raises(SearchCancelled):  # another search holds the tree: this one waits, watching its flag
        us.search(game, FIXED, tree=tree, cancel=flag)
    assert us.search(game, FIXED, seed=1, tree=tree).best_move in game.legal_moves()


def test_the_computers_engine_holds_one_tree_and_hard_alone_keeps_it(compiled, monkeypatch):
    engine = Engine()
    assert engine.ultimate_tree is engine.ultimate_tree
    seen: list[object] = []
    real = us.search

    def spy(game, settings, **kwargs):
        seen.append(kwargs.get("tree"))
        return real(game, replace(settings, iterations=min(settings.iterations, 500), time_limit=None), **kwargs)

    monkeypatch.setattr(us, "search", spy)
    game = UltimateGame()
    for level in ("easy", "medium", "hard"):
        assert best_move(game, level, engine=engine) in game.legal_moves()
    assert seen == [None, None, engine.ultimate_tree]


def test_without_the_compiled_search_a_kept_tree_is_not_used_and_the_game_is_played(monkeypatch):
    monkeypatch.setattr(us, "_compiled", lambda: None)
    tree = us.KeptTree()
    game = random_game(random.Random(2), 30)
    estimate = us.search(game, replace(FIXED, iterations=200), seed=1, tree=tree)
    assert estimate.best_move in game.legal_moves() and not estimate.compiled and estimate.reused == 0


def test_a_kept_tree_refuses_a_ceiling_out_of_bounds():
    for nodes in (1000, (1 << 24) + 1):
        with pytest.raises(ValueError, match="max_nodes"):
            us.KeptTree(max_nodes=nodes)
