"""No game is thrown away: each board and opponent keeps its unfinished game, and Undo brings back a replaced one."""

from __future__ import annotations

import json

from tictactoe_qt.core import Player
from tictactoe_qt.qt.widgets import file_dialog

from .conftest import open_window


def choose_board(person, index: int) -> None:
    person.window.side_panel.match_settings.board_switch.setCurrentIndex(index)


def test_switching_board_and_back_resumes_the_unfinished_game(person, window):
    person.click_all((1, 1), (0, 0))
    choose_board(person, 1)  # 4×4
    assert person.marks() == "..../..../..../...."
    assert "kept" in window.play_area.remark()
    person.click(0, 0)
    choose_board(person, 0)  # back to 3×3: the game is where it was
    assert person.marks() == "O../.X./..." and person.status == "Player 1's turn (X)"
    assert "back where you left it" in window.play_area.remark()
    choose_board(person, 1)
    assert person.marks() == "X.../..../..../...."  # and so is the 4×4 game


def test_each_computer_level_keeps_its_own_game(person, window):
    person.against_computer(Player.X)
    person.click(1, 1)
    person.wait_for_computer()
    position = person.marks()
    window.side_panel.match_settings.level_switch.setCurrentIndex(0)  # Easy: a game of its own
    assert person.marks() == ".../.../..."
    window.side_panel.match_settings.level_switch.setCurrentIndex(2)
    assert person.marks() == position and person.controller.accepts_clicks


def test_changing_only_the_level_says_the_level_brings_the_game_back(person, window):
    """The player changed neither board nor opponent: the remark names the level that brings the game back."""
    person.against_computer(Player.X)  # Unbeatable
    person.click(1, 1)
    person.wait_for_computer()
    levels = window.side_panel.match_settings.level_switch
    person.choose(levels.button(0))  # Easy, clicked
    remark = window.play_area.remark()
    assert remark == "The unfinished game at Unbeatable is kept: choose Unbeatable again to go on with it"
    assert "board" not in remark and "opponent" not in remark
    person.choose(levels.button(2))  # as the remark says
    assert person.marks().count(".") == 7 and "back where you left it" in window.play_area.remark()


def test_coming_back_to_a_board_its_game_against_the_computer_is_back_at_its_own_level(person, window):
    """A tester's Hard game on ultimate was out of sight after a visit to 3×3 at Medium: ultimate came back at
    Medium, a fresh game, until Hard was chosen again."""
    settings = window.side_panel.match_settings
    person.against_computer(Player.X)
    person.choose(settings.board_switch.button(3))  # Ultimate
    person.choose(settings.level_switch.button(2))  # Hard
    person.click(4, 4)
    person.wait_for_computer()
    position = person.marks()
    person.choose(settings.board_switch.button(0))  # 3×3
    person.choose(settings.level_switch.button(1))  # Medium
    person.choose(settings.board_switch.button(3))  # Ultimate again
    assert person.marks() == position and settings.level_switch.currentText() == "Hard"
    assert "back where you left it" in window.play_area.remark()
    assert person.controller.view.scores.seats[1].shown_name == "Computer (Hard)"


def test_new_game_mid_game_can_be_undone(person, window):
    person.click_all((1, 1), (0, 0), (2, 2))
    window.game_actions.new_game_button.click()
    assert person.marks() == ".../.../..."
    assert window.game_actions.undo_action.isEnabled()
    assert "Undo (Ctrl+Z) brings it back" in window.play_area.remark()
    window.game_actions.undo_action.trigger()
    assert person.marks() == "O../.X./..X" and person.status == "Player 2's turn (O)"
    assert person.scores() == (0, 0, 0)  # an abandoned game counts for nobody
    window.game_actions.undo_action.trigger()  # and Undo goes on taking back its moves
    assert person.marks() == "O../.X./..."


def test_a_move_in_the_new_game_lets_the_old_one_go(person, window):
    person.click_all((1, 1), (0, 0))
    window.game_actions.new_action.trigger()
    person.click(0, 2)
    window.game_actions.undo_action.trigger()
    assert person.marks() == ".../.../..."
    assert not window.game_actions.undo_action.isEnabled()  # the game replaced before that move is gone for good


def test_new_game_after_a_finished_game_sets_nothing_aside(person, window):
    person.click_all((0, 0), (1, 0), (0, 1), (1, 1), (0, 2))
    window.game_actions.new_action.trigger()
    assert not window.game_actions.undo_action.isEnabled() and window.play_area.remark() == ""


def test_changing_your_mark_mid_game_can_be_undone(person, window):
    person.against_computer(Player.X)
    person.click(1, 1)
    person.wait_for_computer()
    position = person.marks()
    window.side_panel.match_settings.mark_switch.setCurrentIndex(1)  # "You play: O"
    person.wait_for_computer()  # the computer opens the new game
    assert person.marks().count("X") == 1 and person.marks().count("O") == 0
    window.game_actions.undo_action.trigger()
    assert person.marks() == position and person.badge_marks() == (Player.X, Player.O)
    assert window.side_panel.match_settings.mark_switch.currentIndex() == 0


def test_opening_a_file_over_an_unfinished_game_can_be_undone(person, window, monkeypatch, tmp_path):
    game_file = tmp_path / "saved.json"
    person.click(1, 1)
    monkeypatch.setattr(file_dialog, "choose_file", lambda *args, **kw: str(game_file))
    window.game_actions.save_action.trigger()
    window.game_actions.new_action.trigger()
    person.click_all((0, 0), (2, 2))
    window.game_actions.load_action.trigger()
    assert person.marks() == ".../.X./..."
    window.game_actions.undo_action.trigger()  # the loaded move first
    window.game_actions.undo_action.trigger()  # then the game the file replaced
    assert person.marks() == "X../.../..O"


def test_unfinished_games_of_every_board_survive_a_restart(install):
    person = install.start()
    person.click(1, 1)
    choose_board(person, 2)  # 5×5
    person.click_all((0, 0), (4, 4))
    person = install.restart(person)
    assert person.marks() == "X..../...../...../...../....O"
    state = json.loads(install.data_dir.joinpath("state.json").read_text())
    assert [entry["moves"] for entry in state["unfinished"]] == [[[1, 1]]]
    choose_board(person, 0)
    assert person.marks() == ".../.X./..."


def test_the_demonstration_keeps_no_game(qtbot):
    from tictactoe_qt.qt.session.controller import GameController

    window = open_window(qtbot, GameController(computer_delay_ms=0))
    settings = window.side_panel.match_settings
    window.controller.play(1, 1)
    settings.demo_segment.setChecked(True)
    qtbot.waitUntil(lambda: len(window.controller.game.moves) >= 2, timeout=5000)
    settings.two_players_segment.setChecked(True)
    assert window.controller.game.moves == ((1, 1),)  # the two-player game came back
    settings.demo_segment.setChecked(True)
    assert window.controller.game.moves == ()  # a fresh demonstration, not the one left
    window.close()
