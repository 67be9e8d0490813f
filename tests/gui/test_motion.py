"""Motion: a placed mark grows in, the winning line draws itself, a draw settles and a new game comes in as a
wave, unless Reduce Motion (the game's or the desktop's) is on; none of it holds up a click."""

from __future__ import annotations

import os

import pytest

from tictactoe_qt.core import Player
from tictactoe_qt.qt.widgets.board import DRAW_SETTLE_MS, MARK_APPEAR_MS, NEW_GAME_MS, WIN_LINE_MS


def test_a_placed_mark_grows_in_and_the_winning_line_draws_itself(person, qtbot):
    assert MARK_APPEAR_MS <= 150
    person.click(1, 1)
    cell = person.window.play_area.board.cell_button(1, 1)
    assert cell.mark_scale < 1.0  # still growing just after the click
    qtbot.waitUntil(lambda: cell.mark_scale == 1.0, timeout=MARK_APPEAR_MS * 10)
    person.click_all((0, 0), (1, 0), (0, 1), (1, 2))  # X wins across the middle row
    motion = person.window.play_area.board.motion
    assert motion.line_progress < 1.0
    qtbot.waitUntil(lambda: motion.line_progress == 1.0, timeout=WIN_LINE_MS * 10)


def test_reduce_motion_shows_marks_and_the_line_at_once(person, qtbot):
    person.window.appearance.reduce_motion_action.trigger()
    person.click_all((1, 1), (0, 0), (1, 0), (0, 1), (1, 2))
    board = person.window.play_area.board
    assert all(board.cell_button(r, c).mark_scale == 1.0 for r in range(3) for c in range(3))
    assert board.motion.line_progress == 1.0 and board.win_line() is not None


DRAW = ((0, 0), (1, 1), (2, 2), (0, 1), (2, 1), (2, 0), (0, 2), (1, 2), (1, 0))


def test_a_drawn_games_marks_settle_back_and_a_new_game_comes_in_as_a_wave(person, qtbot):
    board = person.window.play_area.board
    person.click_all(*DRAW)
    assert person.controller.game.is_draw
    corner = board.cell_button(0, 0)
    assert corner.drawn < 1.0  # on its way
    qtbot.waitUntil(lambda: corner.drawn == pytest.approx(1.0), timeout=DRAW_SETTLE_MS * 10)
    person.window.game_actions.new_action.trigger()
    far_corner = board.cell_button(2, 2)
    assert far_corner.cell_scale < 1.0 and far_corner.isEnabled()  # the wave is on, and the board takes clicks
    person.click(1, 1)  # never held up by it
    assert person.mark_at(1, 1) is Player.X
    qtbot.waitUntil(lambda: far_corner.cell_scale == 1.0, timeout=NEW_GAME_MS * 10)
    assert board.cell_button(0, 0).drawn == 0.0


def test_reduce_motion_shows_a_draw_and_a_new_game_at_once(person):
    person.window.appearance.reduce_motion_action.trigger()
    board = person.window.play_area.board
    person.click_all(*DRAW)
    assert board.cell_button(0, 0).drawn == pytest.approx(1.0)
    person.window.game_actions.new_action.trigger()
    assert all(board.cell_button(r, c).cell_scale == 1.0 for r in range(3) for c in range(3))


@pytest.fixture(params=["kde", "gnome"])
def desktop_asking_for_less_motion(request, tmp_path, monkeypatch) -> str:
    """A desktop that asks for less motion, set up before the window is made: the window asks the desktop a moment
    after its first frame, and a fixture that waits for the window could let it ask before the test had set it."""
    if request.param == "kde":
        monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path))
        (tmp_path / "kdeglobals").write_text("[General]\nColorScheme=BreezeLight\n\n[KDE]\nAnimationDurationFactor=0\n")
    else:  # gsettings as GNOME answers it
        gsettings = tmp_path / "gsettings"
        gsettings.write_text('#!/bin/sh\n[ "$3" = enable-animations ] && echo false\n')
        gsettings.chmod(0o755)
        monkeypatch.setenv("PATH", f"{tmp_path}:{os.environ['PATH']}")
    return request.param


def test_the_desktops_own_reduce_motion_turns_motion_off(desktop_asking_for_less_motion, person, qtbot):
    appearance, board = person.window.appearance, person.window.play_area.board
    # A shell asked on a loaded machine can take seconds to answer: the wait is long, never a measure.
    qtbot.waitUntil(lambda: appearance.desktop_less_motion, timeout=30_000)
    assert board.reduce_motion and not appearance.reduce_motion_action.isChecked()  # the player's own choice stays
    person.click(1, 1)
    assert board.cell_button(1, 1).mark_scale == 1.0


def test_a_desktop_that_does_not_ask_for_less_motion_leaves_it_on(person, qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path))
    (tmp_path / "kdeglobals").write_text("[KDE]\nAnimationDurationFactor=0.5\n")
    monkeypatch.setenv("PATH", str(tmp_path))  # no gsettings
    from tictactoe_qt.qt.shell.desktop_motion import desktop_prefers_less_motion

    assert not desktop_prefers_less_motion()
    (tmp_path / "kdeglobals").write_bytes(b"\xff\xfe not a config file [")
    assert not desktop_prefers_less_motion()
