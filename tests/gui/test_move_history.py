"""The move list: what was played, in order, and choosing an entry to go back or forward."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tictactoe_qt.core import Player


def entries(person) -> list[str]:
    moves = person.window.side_panel.move_list_view.list
    return [moves.item(i).text() for i in range(moves.count())]


def choose(person, row: int) -> None:
    moves = person.window.side_panel.move_list_view.list
    item = moves.item(row)
    person.qtbot.mouseClick(moves.viewport(), Qt.LeftButton, pos=moves.visualItemRect(item).center())


def test_the_list_names_each_move_and_choosing_one_goes_back_with_redo_kept(person):
    person.click_all((1, 1), (0, 0), (2, 2))
    assert entries(person) == ["Start of the game", "1. X b2", "2. O a3", "3. X c1"]
    choose(person, 1)
    assert person.marks() == ".../.X./..." and person.status.endswith("(O)")
    assert entries(person)[3] == "3. X c1"  # taken back, still listed so it can be replayed
    assert person.window.game_actions.redo_action.isEnabled()
    choose(person, 3)
    assert person.marks() == "O../.X./..X"
    choose(person, 0)
    assert person.marks() == ".../.../..."
    person.click(0, 2)  # a new move replaces the moves taken back
    assert entries(person) == ["Start of the game", "1. X c3"]


def test_against_the_computer_the_list_stops_on_the_humans_turn(person):
    person.against_computer(Player.X)
    person.click(1, 1)
    person.wait_for_computer()
    person.click(*next(cell for cell in [(0, 0), (0, 2), (2, 0), (2, 2)] if person.controller.game.cell(*cell) is None))
    person.wait_for_computer()
    assert len(entries(person)) == 5
    choose(person, 2)  # after the computer's reply: X to move
    assert len(person.controller.game.moves) == 2 and person.controller.accepts_clicks
    choose(person, 1)  # after X's move the computer would be to move: back to the start instead
    assert len(person.controller.game.moves) == 0 and not person.controller.is_thinking


def test_taken_back_moves_stay_readable_through_theme_and_language_switches(person):
    def contrast_of_undone_entry() -> tuple[int, int]:
        moves = person.window.side_panel.move_list_view.list
        foreground = moves.item(3).foreground().color()
        return foreground.lightness(), moves.palette().color(moves.palette().ColorRole.Base).lightness()

    person.click_all((1, 1), (0, 0), (2, 2))
    person.window.game_actions.undo_action.trigger()  # "3. X c1" is taken back: greyed, still listed
    for step in (
        lambda: person.window.appearance.theme_actions["high-contrast"].trigger(),
        lambda: person.window.appearance.choose_language("zh_CN"),
        lambda: person.window.appearance.choose_language("en"),
        lambda: person.window.appearance.theme_actions["light"].trigger(),
        lambda: person.window.appearance.theme_actions["dark"].trigger(),
    ):
        step()
        text, background = contrast_of_undone_entry()
        assert abs(text - background) >= 60, (text, background)  # grey, never the background's own shade
