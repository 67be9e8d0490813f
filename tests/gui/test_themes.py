"""Themes: a View menu choice recolours widgets and board, with readable contrast, and is remembered."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication

from tictactoe_qt.core import Player
from tictactoe_qt.qt.shell import theme
from tictactoe_qt.qt.widgets.style import COLORS, DARK, HIGH_CONTRAST, LIGHT
from .conftest import SEARCH_WAIT_MS


def contrast(first: QColor, second: QColor) -> float:
    """WCAG 2 contrast ratio."""

    def luminance(colour: QColor) -> float:
        def channel(value: float) -> float:
            return value / 12.92 if value <= 0.03928 else ((value + 0.055) / 1.055) ** 2.4

        return 0.2126 * channel(colour.redF()) + 0.7152 * channel(colour.greenF()) + 0.0722 * channel(colour.blueF())

    light, dark = sorted((luminance(first), luminance(second)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


@pytest.mark.parametrize("name", ["light", "dark", "high-contrast"])
def test_every_theme_keeps_text_readable(window, name):
    window.appearance.choose_theme(name)
    palette = QApplication.palette()
    for text, background in (
        (QPalette.WindowText, QPalette.Window),
        (QPalette.Text, QPalette.Base),
        (QPalette.ButtonText, QPalette.Button),
    ):
        assert contrast(palette.color(text), palette.color(background)) >= 4.5, (name, text)
    for colour in COLORS.outcome.values():  # move-analysis text on a cell
        assert contrast(colour, COLORS.cell) >= 4.5, name
    for player in Player:  # marks are graphics: 3:1 (WCAG non-text contrast)
        assert contrast(COLORS.mark(player), COLORS.cell) >= 3, (name, player)


def test_choosing_dark_in_the_view_menu_recolours_the_board(person, qtbot):
    cell = person.window.play_area.board.cell_button(0, 0)
    before = cell.grab().toImage().pixelColor(cell.width() // 2, cell.height() // 2)
    person.window.appearance.theme_actions["dark"].trigger()
    after = cell.grab().toImage().pixelColor(cell.width() // 2, cell.height() // 2)
    assert before.name() == QColor(LIGHT["cell"]).name() and after.name() == QColor(DARK["cell"]).name()
    assert person.window.appearance.theme_actions["dark"].isChecked()
    assert QApplication.palette().color(QPalette.Window).lightness() < 60
    person.window.appearance.theme_actions["high-contrast"].trigger()
    assert QColor(COLORS.board).name() == QColor(HIGH_CONTRAST["board"]).name()


def test_system_theme_follows_the_desktop_scheme(monkeypatch):
    class Hints:
        scheme = Qt.ColorScheme.Dark

        def colorScheme(self):
            return self.scheme

    hints = Hints()
    monkeypatch.setattr(theme.QGuiApplication, "styleHints", staticmethod(lambda: hints))
    assert theme.effective_theme("system") == "dark"
    hints.scheme = Qt.ColorScheme.Light
    assert theme.effective_theme("system") == "light"
    assert theme.effective_theme("high-contrast") == "high-contrast"


def test_light_after_dark_brings_back_the_styles_own_palette(window):
    window.appearance.choose_theme("dark")
    window.appearance.choose_theme("light")
    assert QApplication.palette() == QApplication.style().standardPalette()


def test_a_light_start_shows_the_styles_own_palette(tmp_path):
    # A fresh process: start-up leaves the palette alone for Light (see theme.apply_theme).
    script = (
        "from PySide6.QtWidgets import QApplication\n"
        "from tictactoe_qt.qt.shell.app import create_application\n"
        "from tictactoe_qt.qt.shell.main_window import MainWindow\n"
        "from tictactoe_qt.qt.shell.storage import Storage\n"
        f"app = create_application(['t']); window = MainWindow(storage=Storage({str(tmp_path)!r}, {str(tmp_path / 's.ini')!r}))\n"
        "window.close()\n"
        "from tictactoe_qt.qt.shell.theme import effective_theme\n"
        "print(QApplication.palette() == QApplication.style().standardPalette(), effective_theme(window.appearance.theme))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", script],
        capture_output=True,
        text=True,
        timeout=60,
        env=dict(os.environ, QT_QPA_PLATFORM="offscreen"),
    )
    assert result.stdout.split() == ["True", "light"], result.stderr


@pytest.mark.parametrize("name", ["light", "dark", "high-contrast"])
def test_an_unchosen_segment_shows_its_edge_in_every_theme(window, qtbot, name):
    """Non-text contrast (WCAG 1.4.11, 3:1): a switch's unchosen choice is seen to be there."""
    window.appearance.choose_theme(name)
    segment = window.side_panel.match_settings.computer_segment
    assert not segment.isChecked()
    window_colour = QApplication.palette().color(QPalette.Window)

    def edge():
        image = window.grab(QRect(segment.mapTo(window, QPoint(0, 0)), segment.size())).toImage()
        top_edge = ((x, y) for x in range(image.width() // 3, image.width() * 2 // 3) for y in (0, 1))  # no text there
        return max((image.pixelColor(x, y) for x, y in top_edge), key=lambda colour: contrast(colour, window_colour))

    qtbot.waitUntil(lambda: contrast(edge(), window_colour) >= 3)  # once the theme's sheet has reached it


def text_contrast(window, segment) -> float:
    """How strongly a segment's words stand out from its own fill, as a player sees them on screen."""
    image = window.grab(QRect(segment.mapTo(window, QPoint(0, 0)), segment.size())).toImage()
    fill = image.pixelColor(4, segment.height() // 2)  # inside the edge, left of the words
    words = (
        image.pixelColor(x, y)
        for x in range(segment.width() // 4, segment.width() * 3 // 4)
        for y in range(4, segment.height() - 4)
    )
    return max(contrast(colour, fill) for colour in words)


@pytest.mark.parametrize("name", ["light", "dark", "high-contrast"])
def test_a_theme_chosen_between_two_players_leaves_the_computers_switches_bright_once_they_work(person, qtbot, name):
    """The play-test: Dark then Light in Two players, then Computer: Level and You play stayed grey."""
    settings = person.window.side_panel.match_settings
    person.choose(settings.two_players_segment)
    for theme_name in ("dark", "light", name) if name != "light" else ("dark", "light"):
        person.window.appearance.choose_theme(theme_name)
    QApplication.processEvents()
    idle = text_contrast(person.window, settings.level_switch.button(2))
    person.choose(settings.computer_segment)
    QApplication.processEvents()
    unchosen = (
        next(button for button in map(settings.level_switch.button, range(3)) if not button.isChecked()),
        settings.mark_switch.button(1),
    )
    assert all(segment.isEnabled() and not segment.isChecked() for segment in unchosen)
    working = [text_contrast(person.window, segment) for segment in unchosen]
    # As readable as the board switch's unchosen segments, which were never disabled.
    assert min(working) >= 0.95 * text_contrast(person.window, settings.board_switch.button(1)), (working, name)
    # And a switch that does nothing looks it: its words far fainter than a working one's.
    assert idle <= 0.4 * min(working), (idle, working, name)


DRAW = ((0, 0), (1, 1), (2, 2), (0, 1), (2, 1), (2, 0), (0, 2), (1, 2), (1, 0))


def strongest(image, near: QColor) -> float:
    """The highest contrast any pixel of `image` has against `near`."""
    return max(
        contrast(image.pixelColor(x, y), near) for x in range(0, image.width(), 2) for y in range(0, image.height(), 2)
    )


@pytest.mark.parametrize("name", ["light", "dark", "high-contrast"])
def test_high_contrast_keeps_a_drawn_games_marks_at_full_contrast(person, name):
    """The play-test: after a draw the marks faded to olive and teal on black in High contrast."""
    window = person.window
    window.appearance.choose_theme(name)
    window.appearance.reduce_motion_action.setChecked(True)  # the draw shows settled at once
    person.click_all(*DRAW)
    assert person.controller.game.is_draw
    cell = window.play_area.board.cell_button(0, 0)  # an X
    inset = cell.width() // 8  # inside the cell's rounded corners, where the board's frame shows
    seen = strongest(
        cell.grab(QRect(inset, inset, cell.width() - 2 * inset, cell.height() - 2 * inset)).toImage(), COLORS.cell
    )
    full = contrast(COLORS.mark(Player.X), COLORS.cell)
    if name == "high-contrast":
        assert seen >= 0.97 * full, (seen, full)
    else:  # elsewhere a drawn game's marks fade back: nobody won them
        assert seen < 0.8 * full, (name, seen, full)


def test_high_contrast_frames_the_moves_and_shows_reset_scores_in_full_contrast(person, window):
    """The play-test: "Reset Scores…" grey on black, and a Moves list with no border, in High contrast."""
    window.appearance.choose_theme("high-contrast")
    QApplication.processEvents()
    black = QColor("#000000")
    moves = window.side_panel.move_list_view.list
    edge = moves.grab().toImage()
    assert contrast(edge.pixelColor(0, moves.height() // 2), black) >= 7  # its left edge, drawn
    reset = window.side_panel.score_board.reset_button
    for game in range(2):
        if reset.isVisible():  # what shows is readable: full contrast, never a grey disabled link
            assert strongest(reset.grab().toImage(), black) >= 15, game
        person.click_all((1, 1), (0, 0), (1, 0), (0, 1), (1, 2))  # a game ends: there is a score to reset
        QApplication.processEvents()
    assert reset.isVisible() and reset.isEnabled()


@pytest.mark.parametrize("name", ["dark", "high-contrast"])
def test_every_menu_is_drawn_in_the_theme_chosen_from_the_first_time_it_opens(person, window, qtbot, name):
    """The play-test saw menus drawn light in Dark until a language switch (once, never again): every menu and
    submenu, opened for the first time after the switch, is drawn in the theme's window colour."""
    window.appearance.choose_theme(name)
    wanted = QApplication.palette().window().color()
    for menu in (window.game_menu, window.view_menu, window.theme_menu, window.language_menu, window.help_menu):
        menu.popup(QPoint(10, 10))
        QApplication.processEvents()
        image = menu.grab().toImage()
        seen = image.pixelColor(3, image.height() // 2)
        menu.hide()
        assert contrast(seen, wanted) < 1.3, (menu.title(), seen.name(), wanted.name())


@pytest.mark.parametrize("name", ["light", "dark", "high-contrast"])
def test_the_hints_faint_mark_shows_in_every_theme_and_most_in_high_contrast(person, qtbot, name):
    """The play-test: in Dark and High contrast the hint's faint O almost vanished into its cell."""
    window = person.window
    window.appearance.choose_theme(name)
    person.click_all((0, 0))
    window.game_actions.hint_action.trigger()
    board = window.play_area.board
    qtbot.waitUntil(lambda: any(cell.is_hint for cell in board.cells()), timeout=SEARCH_WAIT_MS)
    hinted = next(cell for cell in board.cells() if cell.is_hint)
    quarter = hinted.width() // 4  # the middle of the cell: the mark, not the hint's ring round it
    seen = strongest(hinted.grab(QRect(quarter, quarter, 2 * quarter, 2 * quarter)).toImage(), COLORS.cell)
    played = contrast(COLORS.mark(Player.O), COLORS.cell)
    assert seen < 0.5 * played, (name, seen, played)  # still faint beside a mark played
    least = {"light": 1.4, "dark": 2.0, "high-contrast": 4.5}[name]  # 0.28 of the mark gave 1.6, 1.6 and 2.0
    assert seen >= least, (name, seen)


def test_high_contrast_draws_a_scroll_bars_handle_in_full_contrast(person, window, qtbot):
    """The play-test: the move list's scroll bar handle was a dark grey outline on black in High contrast."""
    from PySide6.QtWidgets import QStyle, QStyleOptionSlider

    window.appearance.choose_theme("high-contrast")
    window.resize(900, 600)  # the panel beside the board, its move list too short for twelve moves
    choose_5x5 = window.side_panel.match_settings.board_switch.button(2)
    person.choose(choose_5x5)
    person.click_all((0, 0), (0, 1), (0, 2), (0, 3), (1, 0), (1, 1), (1, 2), (1, 3), (2, 0), (2, 1), (2, 2), (2, 3))
    bar = window.side_panel.move_list_view.list.verticalScrollBar()
    qtbot.waitUntil(bar.isVisible, timeout=2000)
    option = QStyleOptionSlider()
    bar.initStyleOption(option)
    handle = bar.style().subControlRect(
        QStyle.ComplexControl.CC_ScrollBar, option, QStyle.SubControl.SC_ScrollBarSlider, bar
    )
    middle = bar.grab(handle).toImage().pixelColor(handle.width() // 2, handle.height() // 2)
    assert contrast(middle, QColor("#000000")) >= 7, middle.name()


def test_after_a_game_new_game_takes_each_new_themes_accent(person, window):
    new_game = window.game_actions.new_game_button
    person.click_all((0, 0), (1, 0), (0, 1), (1, 1), (0, 2))  # a game ends: New Game stands out in the accent
    for name in ("dark", "high-contrast", "dark", "light"):  # a tester saw each theme take the last one's accent
        before = QPalette(new_game.palette())
        # Qt tells the widgets of a new palette in no set order (a hash's): as when the window hears of it before
        # its button does, the button still holding the last theme's palette.
        new_game.palette = lambda before=before: before
        window.appearance.choose_theme(name)
        del new_game.palette
        accent = QApplication.palette().highlight().color()
        assert new_game.grab().toImage().pixelColor(new_game.width() // 2, 3) == accent, name
