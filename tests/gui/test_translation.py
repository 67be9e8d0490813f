"""Simplified Chinese: with the zh_CN translation installed, nothing a player sees is left in English."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QTranslator
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QGroupBox,
    QLabel,
    QListWidget,
    QMessageBox,
)

from tictactoe_qt.qt.session.controller import GameController
from tictactoe_qt.qt.shell.translations import install_translators

from .conftest import Person, open_window
from .test_steady_layout import settle

CJK = re.compile(r"[\u4e00-\u9fff]")
# Marks, numbers, move notation ("1. X b2") and a language's own name need no translation.
NEUTRAL = re.compile(r"^[\dXO .:()%×·,\-–/]*$|^\d+\. [XO] [a-i]\d$|^English$")


@pytest.fixture
def chinese(qtbot):
    app = QApplication.instance()
    assert install_translators(app, "zh_CN") == "zh_CN"
    yield
    for translator in app.findChildren(QTranslator):
        app.removeTranslator(translator)
        translator.deleteLater()


def visible_texts(window) -> list[str]:
    texts = [window.windowTitle()]
    menus = [action.menu() for action in window.menuBar().actions()]
    while menus:
        menu = menus.pop()
        texts.append(menu.title())
        for action in menu.actions():
            if action.menu():
                menus.append(action.menu())
            elif action.text():
                texts.append(action.text())
    for widget in window.findChildren(QLabel):
        if widget.isVisible():
            texts.append(widget.text())
    for widget in window.findChildren(QAbstractButton):
        if widget.isVisible() and widget.text():
            texts.append(widget.text())
    for widget in window.findChildren(QGroupBox):
        texts.append(widget.title())
    for box in window.findChildren(QComboBox):
        texts += [box.itemText(i) for i in range(box.count())]
    for moves in window.findChildren(QListWidget):
        texts += [moves.item(i).text() for i in range(moves.count())]
    return [text for text in texts if text]


def untranslated(texts: list[str]) -> list[str]:
    return [text for text in texts if not CJK.search(text) and not NEUTRAL.match(text)]


def test_the_main_window_and_menus_are_all_in_chinese(chinese, qtbot):
    window = open_window(qtbot, GameController(computer_delay_ms=0))
    window.controller.play(1, 1)
    window.controller.play(0, 0)
    texts = visible_texts(window)
    assert len(texts) > 60
    assert untranslated(texts) == []
    assert "新游戏(&N)" in texts and window.play_area.status_label.text() == "轮到 玩家 1（X）"
    window.close()


def test_the_dialogs_are_in_chinese(chinese, qtbot, monkeypatch):
    window = open_window(qtbot, GameController(computer_delay_ms=0))
    shown = []
    monkeypatch.setattr(QMessageBox, "question", lambda parent, title, text, *rest: shown.append((title, text)))
    monkeypatch.setattr(QMessageBox, "about", lambda parent, title, text: shown.append((title, text)))
    window.controller.play(0, 0)
    window.side_panel.score_board.reset_button.setEnabled(True)
    window.side_panel.score_board.reset_button.click()
    window.game_actions.about_action.trigger()
    assert len(shown) == 2 and untranslated([text for pair in shown for text in pair]) == []
    window.close()


def test_every_entry_of_the_translation_source_is_translated():
    from pathlib import Path

    ts = (Path(__file__).parents[2] / "resources" / "translations" / "tictactoe_zh_CN.ts").read_text("utf-8")
    assert ts.count("<message") > 100 and 'type="unfinished"' not in ts


def test_the_network_dialogs_and_messages_are_in_chinese(chinese, qtbot):
    window = open_window(qtbot, GameController(computer_delay_ms=0))
    network = window.network
    network.discover = False
    texts = []
    for action in (network.host_action, network.join_action):
        action.trigger()
        dialog = network.dialog
        texts.append(dialog.windowTitle())
        texts += [label.text() for label in dialog.findChildren(QLabel) if label.text()]
        texts += [button.text() for button in dialog.findChildren(QAbstractButton) if button.text()]
        texts += [box.itemText(i) for box in dialog.findChildren(QComboBox) for i in range(box.count())]
        dialog.reject()
    network.host_action.trigger()
    network.dialog.port_box.setValue(0)
    network.dialog.announce_box.setChecked(False)
    network.dialog.ok_button.click()
    texts += [window.side_panel.network_label.text(), window.play_area.status_label.text()]
    assert len(texts) > 20
    assert untranslated(texts) == []
    assert window.play_area.status_label.text().startswith("加入码：")  # the join code, in the headline
    window.close()


def test_a_bad_state_file_is_explained_in_chinese(chinese, qtbot, tmp_path):
    from tictactoe_qt.qt.shell.storage import Storage

    (tmp_path / "data").mkdir()
    (tmp_path / "data" / "state.json").write_text('{"format": "tictactoe-qt/state", "version": 1, "series": [')
    storage = Storage(tmp_path / "data", tmp_path / "settings.ini")
    window = open_window(qtbot, GameController(computer_delay_ms=0), storage)
    notice = window.play_area.notice_bar.message_label.text()
    assert "文件已损坏或不完整" in notice and "damaged" not in notice
    window.close()


def test_chinese_names_on_the_scoreboard_are_bold_like_latin_ones(chinese, qtbot):
    """The play-test: 电脑 was not bold. Chinese falls back to a font with no bold face, which Qt makes bold
    only from QFont.Bold on: the names are set in Bold, and drawn heavier than at the regular weight."""
    window = open_window(qtbot, GameController(computer_delay_ms=0))
    window.side_panel.match_settings.computer_segment.click()
    label = window.side_panel.score_board.computer_labels[1]
    assert label.font().weight() >= QFont.Weight.Bold

    def ink(weight) -> int:
        probe = QLabel("电脑")
        font = QFont(label.font())
        font.setWeight(weight)
        probe.setFont(font)
        probe.adjustSize()
        image = probe.grab().toImage()
        return sum(
            image.pixelColor(x, y).lightness() < 128 for x in range(image.width()) for y in range(image.height())
        )

    assert ink(label.font().weight()) > 1.3 * ink(QFont.Weight.Normal)
    window.close()


def test_in_chinese_at_900_by_676_the_move_list_shows_whole_with_its_last_move(chinese, qtbot):
    """The last play-test found the move list cut off at this size in Chinese, whose type stands taller."""
    window = open_window(qtbot, GameController(computer_delay_ms=0))
    person = Person(qtbot, window)
    window.side_panel.match_settings.board_switch.setCurrentIndex(2)  # 5×5: a long move list
    window.resize(900, 676)
    person.click_all((0, 0), (4, 4), (0, 1), (4, 3), (1, 0), (3, 4), (2, 2), (1, 1), (3, 3), (2, 0), (0, 4), (4, 0))
    settle(qtbot)
    moves = window.side_panel.move_list_view.list
    last = moves.item(moves.count() - 1)
    assert CJK.search(window.side_panel.move_list_view.heading.text())
    assert moves.viewport().rect().contains(moves.visualItemRect(last))  # the last move whole, not cut
    shown = moves.visibleRegion().boundingRect()
    assert shown.height() >= moves.height() - 1 and shown.width() >= moves.width() - 1  # the list itself not cut off
    window.close()
