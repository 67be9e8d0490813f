"""The 5×5 book's scripts: the shipped file is exactly what the C generator makes, and the full
proof (scripts/verify_book5.py) passes the book and catches a mistake planted in it."""

from __future__ import annotations

import random
from array import array

import pytest

from tictactoe_qt.core import Game
from tictactoe_qt.core.ai import best_move, book5
from tictactoe_qt.core.ai.board import bitboards, geometry
from tictactoe_qt.core.ai.book import canonical
from tictactoe_qt.core.ai.exact import ExactSolver

from ..project_scripts import load_script


def test_the_book_rebuilds_byte_for_byte():
    assert load_script("build_book5").book_bytes() == book5.BOOK5_PATH.read_bytes()  # ~5 s of C on one core


@pytest.fixture(scope="module")
def midgame() -> Game:
    """X (the engine) to move after 6 stones of its strategy, O having held the draw until its last
    move, a mistake: X now has moves that win sooner or later, or not at all."""
    rng, game = random.Random(10), Game(5, 4)
    while len(game.moves) < 6:
        if len(game.moves) % 2 == 0:
            game.play(*best_move(game, "perfect", rng=rng))
            continue
        values = book5.known_move_values(game)
        best = max(values.values())
        if len(game.moves) < 5:
            game.play(*rng.choice([move for move, value in values.items() if value == best]))
        else:
            game.play(*rng.choice([move for move, value in values.items() if value < best]))
    assert not game.is_over and book5.known_value(game) > 0
    return game


def planted(game: Game, move=None, value_change: int = 0) -> array:
    """The book with the entry for `game` changed: another move, or a wrong value."""
    mine, theirs = bitboards(game)
    (canon_mine, canon_theirs), index_map = canonical(mine, theirs, 5)
    entries = array("Q", book5._entries())
    key = canon_mine << 25 | canon_theirs
    at = next(i for i, entry in enumerate(entries) if entry >> 11 == key)
    entry = entries[at]
    if move is not None:
        entry = entry & ~(31 << 6) | index_map[move[0] * 5 + move[1]] << 6
    entries[at] = entry + value_change
    return entries


def test_the_proof_passes_the_book_and_catches_a_planted_mistake(midgame, monkeypatch):
    verify_book5 = load_script("verify_book5")
    honest = verify_book5.verify(midgame, engine_to_move=True)
    assert honest.positions > 10 and not (honest.wrong_moves or honest.wrong_claims or honest.off_book)

    solver = ExactSolver(geometry(5, 4))
    mine, theirs = bitboards(midgame)
    best = solver.value(mine, theirs)
    worse = next(
        move for move in midgame.legal_moves() if solver.move_value(mine, theirs, solver.geometry.bit_of(move)) < best
    )
    wrong_move = planted(midgame, move=worse)
    monkeypatch.setattr(book5, "_entries", lambda: wrong_move)
    assert best_move(midgame, "perfect") == worse
    caught = verify_book5.verify(midgame, engine_to_move=True)
    assert caught.wrong_moves  # the root, at least; its new subtree may lie off the book too

    monkeypatch.undo()
    wrong_value = planted(midgame, value_change=1)
    monkeypatch.setattr(book5, "_entries", lambda: wrong_value)
    caught = verify_book5.verify(midgame, engine_to_move=True)
    assert caught.wrong_claims and not (caught.wrong_moves or caught.off_book)
