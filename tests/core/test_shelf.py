"""The shelf keeps games with something in them that have not ended; nothing else."""

from tictactoe_qt.core import Game
from tictactoe_qt.core.shelf import GameShelf


def _played(*cells) -> Game:
    game = Game()
    for cell in cells:
        game.play(*cell)
    return game


def test_an_unfinished_game_is_kept_and_given_back_once():
    shelf = GameShelf()
    game = _played((1, 1))
    assert shelf.keep("3x3 two players", game)
    assert shelf.holds("3x3 two players")
    assert shelf.take("3x3 two players") is game
    assert shelf.take("3x3 two players") is None


def test_empty_and_finished_games_are_not_kept():
    shelf = GameShelf()
    assert not shelf.keep("a", Game())
    assert not shelf.keep("b", _played((0, 0), (1, 0), (0, 1), (1, 1), (0, 2)))
    assert shelf.unfinished == {}


def test_a_game_whose_moves_were_all_taken_back_is_kept_for_redo():
    game = _played((1, 1))
    game.undo()
    shelf = GameShelf()
    assert shelf.keep("a", game) and shelf.take("a").can_redo


def test_replacing_all_drops_what_is_not_worth_keeping_and_the_replaced_game():
    shelf = GameShelf()
    shelf.replace_all({"a": _played((1, 1)), "b": Game()})
    assert list(shelf.unfinished) == ["a"] and shelf.replaced is None
