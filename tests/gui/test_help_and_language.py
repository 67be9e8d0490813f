"""Help ▸ How to Play and Keyboard Shortcuts, F11, the words of a result, and a language switched while playing."""

from __future__ import annotations

import re

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication, QToolButton

from tictactoe_qt.core import Player
from tictactoe_qt.qt.shell.help_dialogs import HowToPlayDialog, ShortcutsDialog, ordinary_keys, without_accelerator

from .test_translation import untranslated, visible_texts


def test_how_to_play_explains_every_board_the_levels_and_the_advice(window):
    window.game_actions.how_to_play_action.trigger()
    dialog = window.findChild(HowToPlayDialog)
    assert dialog.isVisible() and dialog.windowTitle() == "How to Play"
    text = dialog.text.toPlainText()
    for words in (
        "3 × 3, 3 in a row",
        "4 × 4, 4 in a row",
        "5 × 5, 4 in a row",
        "Easy",
        "Medium",
        "Unbeatable",
        "Show Outcome Prediction",
        "Show Move Analysis",
        "b2 is the middle",
        # Internet play: how to start it, whose mailbox server is used by default, and how to choose another.
        "Play over the Internet…",
        "a mailbox server that the magic-wormhole project runs",
        "--mailbox URL",
    ):
        assert words in text
    window.game_actions.how_to_play_action.trigger()  # asked again: the same window comes forward, not a second one
    assert len(window.findChildren(HowToPlayDialog)) == 1


def test_how_to_play_opens_large_at_the_rules_of_the_board_being_played(person, window, qtbot):
    """Issue 40: it opened at 560 × 560 at the top, the ultimate section a scroll away while playing ultimate."""
    person.choose(window.side_panel.match_settings.board_switch.button(3))  # Ultimate
    qtbot.keyClick(window, Qt.Key_F1)  # Help ▸ How to Play
    dialog = window.findChild(HowToPlayDialog)
    assert dialog.isVisible()
    room = dialog.screen().availableGeometry()
    assert dialog.width() >= 560 and dialog.height() > 560 and dialog.height() <= room.height()
    text = dialog.text
    top_line = text.cursorForPosition(text.viewport().rect().topLeft() + QPoint(4, 4)).block().text()
    assert text.verticalScrollBar().value() > 0 and top_line == "Ultimate: nine boards in one"  # its heading
    dialog.close()
    person.choose(window.side_panel.match_settings.board_switch.button(0))  # 3×3: its rules are at the top
    qtbot.keyClick(window, Qt.Key_F1)
    assert dialog.isVisible() and text.verticalScrollBar().value() == 0


def test_keyboard_shortcuts_lists_every_key_of_every_action(window):
    window.game_actions.shortcuts_action.trigger()
    table = window.findChild(ShortcutsDialog).table
    rows = {table.item(row, 0).text(): table.item(row, 1).text() for row in range(table.rowCount())}
    assert rows["New Game"] == QKeySequence("Ctrl+N").toString(QKeySequence.NativeText)
    assert rows["Stop Demonstration"] == "Esc" and rows["How to Play"] == "F1"
    assert "F11" in rows["Full Screen"] and "Ctrl+Y" in rows["Redo"] and rows["Hint"] == "H"
    for action in window.findChildren(type(window.game_actions.new_action)):  # read from the actions: it cannot drift
        for sequence in ordinary_keys(action):
            assert sequence.toString(QKeySequence.NativeText) in rows[without_accelerator(action.text())]
    assert rows["Move the cursor on the board"] == "Arrow keys"
    assert rows["Scores & Settings"] == "F9"  # "&&" is a plain "&", not an accelerator to take away


def test_f11_toggles_full_screen(window, qtbot):
    qtbot.keyClick(window, Qt.Key_F11)
    assert window.windowState() & Qt.WindowFullScreen and window.game_actions.full_screen_action.isChecked()
    qtbot.keyClick(window, Qt.Key_F11)
    assert not window.windowState() & Qt.WindowFullScreen and not window.game_actions.full_screen_action.isChecked()


def test_against_the_computer_the_result_speaks_to_you(person, window, qtbot):
    person.against_computer(Player.O)  # the computer opens, Unbeatable: at best a draw for you
    window.side_panel.match_settings.level_switch.setCurrentIndex(0)
    person.wait_for_computer()
    assert person.status == "Your turn (O)"
    controller = person.controller
    for _ in range(5):  # play anything; the computer answers (bounded: a stuck game fails, not hangs)
        qtbot.waitUntil(lambda: controller.accepts_clicks or controller.game.is_over, timeout=5000)
        if controller.game.is_over:
            break
        assert controller.play(*controller.game.legal_moves()[0])
    qtbot.waitUntil(lambda: controller.game.is_over, timeout=5000)
    winner = controller.game.winner
    expected = {None: "Draw", Player.X: "The computer wins", Player.O: "You win!"}[winner]
    assert person.status == expected
    assert window.play_area.next_game_label.text() == "New Game: you play X and start"


def test_choosing_chinese_rewords_the_open_window_at_once(person, window, qtbot, back_to_english):
    person.click(1, 1)
    window.appearance.language_actions["zh_CN"].trigger()
    texts = visible_texts(window)
    assert untranslated(texts) == []
    assert person.status == "轮到 玩家 2（O）"  # the default names follow the language
    assert window.side_panel.match_settings.board_switch.itemText(0) == "3 × 3，3 子连线"
    assert window.side_panel.move_list_view.list.item(0).text() == "开局"
    window.appearance.language_actions["en"].trigger()
    assert person.status == "Player 2's turn (O)"
    assert window.game_actions.new_action.text() == "&New Game"


def test_a_name_the_player_typed_survives_a_language_switch(person, window, back_to_english):
    person.rename(0, "Ann")
    window.appearance.language_actions["zh_CN"].trigger()
    assert person.controller.names == ("Ann", "玩家 2")


def test_chinese_toolbar_buttons_show_no_menu_accelerators(window, back_to_english):
    window.appearance.language_actions["zh_CN"].trigger()
    buttons = [button for button in window.toolbar.findChildren(QToolButton) if button.isVisible() and button.text()]
    assert [button.text() for button in buttons][:4] == ["新游戏", "悔棋", "重做", "提示"]
    assert not any(re.search(r"\(.\)|&", button.text()) for button in buttons)
    assert window.game_actions.new_action.text() == "新游戏(&N)"  # the menu keeps its accelerator


def test_help_dialogs_follow_a_language_switch(window, back_to_english):
    window.game_actions.how_to_play_action.trigger()
    window.game_actions.shortcuts_action.trigger()
    window.appearance.language_actions["zh_CN"].trigger()
    assert window.findChild(HowToPlayDialog).windowTitle() == "玩法"
    table = window.findChild(ShortcutsDialog).table
    assert "新游戏" in [table.item(row, 0).text() for row in range(table.rowCount())]
    assert "规则" in window.findChild(HowToPlayDialog).text.toPlainText()
    assert QApplication.instance() is not None


def test_how_to_play_is_read_line_by_line_with_the_arrow_keys(window, qtbot):
    window.game_actions.how_to_play_action.trigger()
    dialog = window.findChild(HowToPlayDialog)
    text = dialog.text
    text.setFocus()
    start = text.textCursor().blockNumber()
    for _ in range(3):
        qtbot.keyClick(text, Qt.Key_Down)
    assert text.textCursor().blockNumber() > start  # a caret moves by line: a screen reader says each line
    dialog.close()


def test_no_two_entries_of_a_menu_share_an_access_key_in_either_language(window, back_to_english):
    """The play-test: Alt+G then H went to Hint or Host in turn (and R, N and S were each shared too)."""

    def shared_keys() -> dict[str, list[str]]:
        shared = {}
        for menu in [action.menu() for action in window.menuBar().actions()]:
            keys: dict[str, list[str]] = {}
            for action in menu.actions():
                key = re.search(r"&([^&])", action.text())
                if key:
                    keys.setdefault(key.group(1).lower(), []).append(action.text())
            shared.update({f"{menu.title()} {key}": texts for key, texts in keys.items() if len(texts) > 1})
        return shared

    assert window.network.host_action in window.game_menu.actions()  # the network's entries are counted too
    assert shared_keys() == {}
    window.appearance.language_actions["zh_CN"].trigger()
    assert shared_keys() == {}


def test_about_names_each_board_apart(window, qtbot):
    from tictactoe_qt.qt.shell.help_dialogs import about_html

    assert "3 × 3, 3 in a row; 4 × 4, 4 in a row; " in about_html()  # a tester read "3 × 3, 3 in a row, 4 × 4, …"
