"""The table without any window: games kept per matchup, a replaced game brought back, scores untouched."""

from tictactoe_qt.core import Game, Player
from tictactoe_qt.core.records import SavedGame
from tictactoe_qt.core.modes import Mode
from tictactoe_qt.core.table import Table

TWO_PLAYERS_3X3 = ((3, 3), Mode.HUMAN_VS_HUMAN, "perfect")
TWO_PLAYERS_4X4 = ((4, 4), Mode.HUMAN_VS_HUMAN, "perfect")


def test_switching_keeps_the_unfinished_game_and_switching_back_resumes_it():
    table = Table()
    table.game.play(1, 1)
    assert table.switch(TWO_PLAYERS_4X4) == (True, False)
    assert table.game.size == 4 and not table.game.moves
    table.game.play(0, 0)
    assert table.switch(TWO_PLAYERS_3X3) == (True, True)
    assert table.game.moves == ((1, 1),)
    assert table.snapshot().unfinished[((4, 4), Mode.HUMAN_VS_HUMAN, None)].moves == ((0, 0),)


def test_a_finished_game_is_not_kept_and_the_marks_swap():
    table = Table()
    for cell in [(0, 0), (1, 0), (0, 1), (1, 1), (0, 2)]:
        table.game.play(*cell)
    table.series.count_result(True, table.game.winner)
    assert table.switch(TWO_PLAYERS_4X4) == (False, False)
    table.switch(TWO_PLAYERS_3X3)
    assert not table.game.moves and table.series.mark_of(0) is Player.O and table.series.wins == [1, 0]


def test_new_game_sets_an_unfinished_game_aside_until_a_move_is_played():
    table = Table()
    table.game.play(1, 1)
    old = table.game
    assert table.new_game() and table.can_bring_back
    table.bring_back()
    assert table.game is old and not table.can_bring_back
    table.new_game()
    table.human_moved()  # the player moved on in the new game
    table.game.play(0, 0)
    table.game.undo()
    assert not table.can_bring_back


def test_against_the_computer_a_game_it_only_opened_is_not_set_aside():
    from tictactoe_qt.core.table import Preferences

    table = Table()
    table.use_preferences(Preferences(variant=(3, 3), mode=Mode.HUMAN_VS_COMPUTER, level="easy"))
    table.start(human_mark=Player.O)
    table.game.play(1, 1)  # the computer's opening move, X
    assert not table.new_game() and not table.can_bring_back  # nothing of the person's in it
    table.game.play(1, 1)
    table.game.play(0, 0)  # the person's first move, O
    assert table.new_game() and table.can_bring_back


def test_loading_onto_another_board_keeps_the_game_left_and_offers_the_one_it_displaced():
    table = Table()
    table.game.play(1, 1)
    table.switch(TWO_PLAYERS_4X4)
    table.game.play(3, 3)
    table.switch(TWO_PLAYERS_3X3)  # the 4×4 game waits on the shelf
    loaded = Game(4)
    loaded.play(0, 0)
    names = ["Ann", "Bob"]
    assert table.load(
        SavedGame(loaded, Mode.HUMAN_VS_HUMAN, "perfect", {Player.X: "Ann", Player.O: "Bob"}, None), names
    )
    assert table.game is loaded and table.shelf.holds(((3, 3), Mode.HUMAN_VS_HUMAN, None))
    table.game.undo()
    table.bring_back()
    assert table.game.moves == ((3, 3),)


def test_preferences_choose_the_matchup_and_a_first_game_puts_the_person_on_their_mark():
    from tictactoe_qt.core.table import Preferences

    table = Table()
    table.use_preferences(Preferences(variant=(4, 4), mode=Mode.HUMAN_VS_COMPUTER, level="easy"))
    assert table.matchup == ((4, 4), Mode.HUMAN_VS_COMPUTER, "easy")
    table.start(human_mark=Player.O)
    assert table.game.size == 4 and not table.game.moves and table.series.mark_of(0) is Player.O
    table.use_preferences(Preferences())  # nothing saved: the matchup stays
    assert table.matchup == ((4, 4), Mode.HUMAN_VS_COMPUTER, "easy")


def test_a_preferred_mark_only_matters_against_the_computer():
    from tictactoe_qt.core.table import Preferences

    table = Table()
    table.use_preferences(Preferences(mode=Mode.HUMAN_VS_HUMAN))
    table.start(human_mark=Player.O)
    assert table.series.mark_of(0) is Player.X


def test_a_new_matchup_keeps_the_marks_for_the_same_opponent_and_starts_afresh_for_another():
    table = Table()
    for cell in [(0, 0), (1, 0), (0, 1), (1, 1), (0, 2)]:  # two players: a game won, so the marks swap
        table.game.play(*cell)
    table.series.count_result(True, table.game.winner)
    table.new_game()
    assert table.series.mark_of(0) is Player.O
    table.switch(((5, 4), Mode.HUMAN_VS_HUMAN, "perfect"))  # the same two people on another board: turn about
    assert table.series.mark_of(0) is Player.O
    table.switch(((3, 3), Mode.HUMAN_VS_COMPUTER, "easy"))  # another opponent, met for the first time: you play X
    assert table.series.mark_of(0) is Player.X
    table.switch(TWO_PLAYERS_4X4)
    assert table.series.mark_of(0) is Player.X
    table.switch(((3, 3), Mode.HUMAN_VS_COMPUTER, "easy"))
    table.new_game(human_mark=Player.O)  # "You play: O"...
    table.switch(((5, 4), Mode.HUMAN_VS_COMPUTER, "perfect"))  # ...holds on another board and level
    assert table.series.mark_of(0) is Player.O


def test_after_winning_as_x_a_new_level_keeps_you_on_x():
    table = Table()
    table.switch(((3, 3), Mode.HUMAN_VS_COMPUTER, "easy"))
    assert table.series.mark_of(0) is Player.X
    for cell in [(0, 0), (1, 0), (0, 1), (1, 1), (0, 2)]:  # you (X) beat Easy
        table.game.play(*cell)
    table.series.count_result(True, table.game.winner)
    table.switch(((3, 3), Mode.HUMAN_VS_COMPUTER, "medium"))  # Medium, met for the first time
    assert table.series.mark_of(0) is Player.X and table.game.moves == ()  # you still play X and start
    table.switch(((3, 3), Mode.HUMAN_VS_COMPUTER, "easy"))  # back at Easy the turn about goes on: you play O
    assert table.series.mark_of(0) is Player.O


# --- trying a move of a finished game again ------------------------------------------------------------------


def finished_game(table: Table, cells) -> Game:
    """Play `cells` on the table's game and count the result, as the window does after every move."""
    for cell in cells:
        table.human_moved()
        table.game.play(*cell)
        table.series.count_result(table.game.is_over and table.scored, table.game.winner)
    return table.game


def test_trying_a_move_again_keeps_the_score_and_brings_the_game_back_with_undo():
    table = Table()
    reviewed = finished_game(table, [(0, 0), (1, 1), (2, 2), (2, 0), (0, 2), (0, 1), (1, 2)])  # X wins: a3 b2 c1 ...
    assert table.series.wins == [1, 0] and reviewed.winner is Player.X
    position = Game()
    for cell in reviewed.moves[:3]:
        position.play(*cell)
    table.try_again(position)
    assert table.game is position and table.practising and not table.scored
    assert table.series.mark_of(0) is Player.X  # the same players on the same marks
    assert not table.can_take_back_a_move and table.can_bring_back  # nothing of the new game yet
    finished_game(table, [(1, 0), (1, 2), (0, 2), (0, 1), (2, 1), (2, 0)])  # O blocks: the game goes on to a draw
    assert table.game.is_draw and table.series.wins == [1, 0] and table.series.draws == 0
    assert table.shelf.replaced is not None and table.shelf.replaced.game is reviewed  # moves did not let it go
    assert table.can_take_back_a_move
    while table.can_take_back_a_move:
        table.game.undo()
    assert table.game.moves == position.moves[:3] and table.can_bring_back  # Undo stops where the retry began
    table.bring_back()
    assert table.game is reviewed and table.scored and table.series.counted == 0
    table.series.count_result(table.game.is_over and table.scored, table.game.winner)
    assert table.series.wins == [1, 0]  # counted once, not again
    table.game.undo()
    table.series.count_result(table.game.is_over and table.scored, table.game.winner)
    assert table.series.wins == [0, 0]  # taking back the winning move takes the result off, as in any game


def test_a_new_game_after_practice_swaps_the_marks_as_after_the_game_it_came_from():
    table = Table()
    reviewed = finished_game(table, [(0, 0), (1, 1), (2, 2), (2, 0), (0, 2), (0, 1), (1, 2)])
    position = Game()
    position.play(*reviewed.moves[0])
    table.try_again(position)
    table.game.play(1, 1)
    table.new_game()
    assert table.series.mark_of(0) is Player.O and table.series.wins == [1, 0]


def test_practice_survives_a_switch_and_a_restart_unscored():
    table = Table()
    reviewed = finished_game(table, [(0, 0), (1, 1), (2, 2), (2, 0), (0, 2), (0, 1), (1, 2)])
    position = Game()
    position.play(*reviewed.moves[0])
    table.try_again(position)
    table.switch(TWO_PLAYERS_4X4)
    table.switch(TWO_PLAYERS_3X3)
    assert table.game is position and table.practising
    restarted = Table()
    restarted.restore(table.snapshot())
    assert restarted.practising and not restarted.scored and not restarted.can_take_back_a_move


def test_reset_scores_during_practice_leaves_the_game_set_aside_uncounted():
    table = Table()
    reviewed = finished_game(table, [(0, 0), (1, 1), (2, 2), (2, 0), (0, 2), (0, 1), (1, 2)])
    position = Game()
    position.play(*reviewed.moves[0])
    table.try_again(position)
    table.series.reset()
    table.mark_scored_result()
    table.bring_back()
    table.series.count_result(table.game.is_over and table.scored, table.game.winner)
    table.game.undo()
    table.series.count_result(table.game.is_over and table.scored, table.game.winner)
    assert table.series.wins == [0, 0]  # never below zero


def test_coming_back_to_a_board_brings_back_its_one_unfinished_game_against_the_computer_at_its_level():
    """A tester left a game against Hard on ultimate, chose 3×3 and Medium there, then Ultimate again: a fresh game
    against Medium came up, the Hard game out of sight until Hard was chosen. The board comes back as it was left."""
    from tictactoe_qt.core.kinds import ULTIMATE_VARIANT

    table = Table()
    table.switch((ULTIMATE_VARIANT, Mode.HUMAN_VS_COMPUTER, "hard"))
    table.game.play(4, 4)
    table.human_moved()
    table.switch(((3, 3), Mode.HUMAN_VS_COMPUTER, "perfect"))  # Hard's rank on 3×3
    table.switch(((3, 3), Mode.HUMAN_VS_COMPUTER, "medium"))
    assert table.switch((ULTIMATE_VARIANT, Mode.HUMAN_VS_COMPUTER, "medium")) == (False, True)
    assert table.level == "hard" and table.game.moves == ((4, 4),)
    # Choosing a level on the board itself is the player's choice: a fresh game at Medium, the Hard one kept.
    assert table.switch((ULTIMATE_VARIANT, Mode.HUMAN_VS_COMPUTER, "medium")) == (True, False)
    assert table.level == "medium" and not table.game.moves
    # With games waiting at two levels, which to show is not the table's to guess: the level asked for.
    table.game.play(0, 0)
    table.human_moved()
    table.switch(((3, 3), Mode.HUMAN_VS_COMPUTER, "easy"))
    table.switch((ULTIMATE_VARIANT, Mode.HUMAN_VS_COMPUTER, "easy"))
    assert table.level == "easy" and not table.game.moves
