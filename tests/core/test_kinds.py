"""The table of kinds of game (core/kinds.py): what the program asks about a kind, found by its rule set's name; and
a kind that exists only in this test, registered and played through to the end without touching another module."""

from __future__ import annotations

import random

import pytest

from tictactoe_qt.core import Game, Player, ai, kinds
from tictactoe_qt.core.board_game import BoardGame
from tictactoe_qt.core.kinds import Kind, Variant, kind_named, kind_of, level_on, levels_for, new_game
from tictactoe_qt.core.modes import Mode
from tictactoe_qt.core.review import is_reviewable
from tictactoe_qt.core.table import Table
from tictactoe_qt.core.ultimate import UltimateGame
from tictactoe_qt.terminal.text import board_words, game_words

TOY = "three-on-four"


class ThreeOnFour(Game):
    """4×4, three in a row wins, under a rule set of its own."""

    def __init__(self, size: int = 4, win_length: int | None = 3) -> None:
        super().__init__(4, 3)

    @property
    def rule_set(self) -> str:
        return TOY


def _after(game: BoardGame, move) -> BoardGame:
    after = game.copy()
    after.play(*move)
    return after


def toy_computer(game: BoardGame, level: str, *, rng=None, engine=None, cancel=None):
    """Easy: any legal move. Sharp: a win when there is one, else a move after which the other side cannot win at
    once (the first such cell), else the first free cell."""
    moves = game.legal_moves()
    if level == "easy":
        return (rng or random.Random(0)).choice(moves)
    wins = [move for move in moves if _after(game, move).winner is game.current_player]
    if wins:
        return wins[0]
    safe = [
        move
        for move in moves
        if not any(_after(after, reply).winner for after in [_after(game, move)] for reply in after.legal_moves())
    ]
    return (safe or moves)[0]


@pytest.fixture
def toy_kind():
    kinds.register(
        Kind(
            TOY,
            new_game=lambda size, win_length: ThreeOnFour(),
            levels=("easy", "sharp"),
            level_names={"easy": "Easy", "sharp": "Sharp"},
            computer=toy_computer,
            board_words=lambda size, win_length: f"{size}×{size}, {win_length} in a row (a toy)",
            sized=True,
        )
    )
    yield kind_named(TOY)
    kinds.unregister(TOY)


def test_the_two_kinds_answer_what_is_asked_of_them():
    classic, ultimate = kind_named("k-in-a-row"), kind_named("ultimate")
    assert kind_of(Game()) is classic and kind_of(UltimateGame()) is ultimate
    assert isinstance(new_game("k-in-a-row", 4, 4), Game) and isinstance(new_game("ultimate"), UltimateGame)
    assert levels_for("k-in-a-row") == ("easy", "medium", "perfect")
    assert [ultimate.level_names[level] for level in ultimate.levels] == ["Easy", "Medium", "Hard"]
    assert classic.level_names["perfect"] == "Unbeatable"
    assert (classic.exact, classic.proven_review, classic.estimated) == (True, True, False)
    assert (ultimate.exact, ultimate.proven_review, ultimate.estimated) == (False, False, True)
    assert ultimate.estimated_review and not classic.estimated_review
    assert level_on("perfect", "ultimate") == "hard" and level_on("hard", "k-in-a-row") == "perfect"


def test_a_rule_set_is_registered_once():
    with pytest.raises(ValueError, match="registered already"):
        kinds.register(kind_named("ultimate"))


def test_a_kind_registered_in_a_test_is_played_to_the_end_by_the_computer(toy_kind):
    variant = Variant(4, 3, TOY)
    assert variant.levels == ("easy", "sharp")
    assert level_on("perfect", TOY) == "sharp"  # the strongest stays the strongest
    assert board_words(variant) == "4×4, 3 in a row (a toy)" and game_words(variant) == "a 4×4 game"

    table = Table()
    table.switch((variant, Mode.COMPUTER_VS_COMPUTER, "perfect"))
    game = table.game
    assert isinstance(game, ThreeOnFour) and kind_of(game) is toy_kind and table.level == "sharp"
    assert not is_reviewable(game)
    rng = random.Random(4)
    while not game.is_over:
        level = "sharp" if game.current_player is Player.X else "easy"
        move = ai.best_move(game, level, rng=rng)  # the engine contract's entry, through the kind's player
        assert move in game.legal_moves()
        game.play(*move)
    assert game.winner is not None or game.is_draw
    assert game.move_name(game.moves[0]) == "a4"  # its rules name its cells

    table.new_game()
    assert isinstance(table.game, ThreeOnFour) and not table.game.moves
