"""Scores, names and the game in progress survive a restart; bad files never stop the game."""

from __future__ import annotations

import json
import os
import time

import pytest
from PySide6.QtWidgets import QMessageBox

from tictactoe_qt.core import Player
from tictactoe_qt.net.match import DEFAULT_PORT
from tictactoe_qt.qt.widgets import file_dialog
from .conftest import SEARCH_WAIT_MS


def test_quitting_mid_game_and_starting_again_brings_back_board_turn_history_and_scores(install):
    person = install.start()
    person.rename(0, "Ann")
    person.click_all((0, 0), (1, 0), (0, 1), (1, 1), (0, 2))  # Ann wins as X
    person.window.game_actions.new_action.trigger()
    person.click_all((1, 1), (0, 0), (2, 2))  # Bob plays X now
    person.window.game_actions.undo_action.trigger()

    person = install.restart(person)
    assert person.marks() == "O../.X./..."
    assert person.status == "Player 2's turn (X)"
    assert person.scores() == (1, 0, 0)
    assert person.window.side_panel.score_board.name_edits[0].text() == "Ann"
    assert person.window.game_actions.redo_action.isEnabled()
    person.window.game_actions.redo_action.trigger()
    assert person.marks() == "O../.X./..X"


def test_a_finished_game_is_not_counted_twice_after_a_restart(install):
    person = install.start()
    person.click_all((0, 0), (1, 0), (0, 1), (1, 1), (0, 2))
    assert person.scores() == (1, 0, 0)
    person = install.restart(person)
    assert person.scores() == (1, 0, 0) and person.status == "Player 1 wins!"
    person.window.game_actions.undo_action.trigger()  # the restored result still comes off with its last move
    assert person.scores() == (0, 0, 0)


def test_opponent_level_and_side_are_remembered_and_the_computer_finishes_its_turn(install, qtbot):
    person = install.start()
    person.against_computer(Player.O)
    settings = person.window.side_panel.match_settings
    settings.level_switch.setCurrentIndex(0)  # Easy
    person.wait_for_computer()
    assert person.marks().count("X") == 1
    person = install.restart(person)
    settings = person.window.side_panel.match_settings
    assert settings.computer_segment.isChecked() and settings.level_switch.currentText() == "Easy"
    assert person.badge_marks() == (Player.O, Player.X)
    assert person.marks().count("X") == 1


def test_quitting_while_the_computer_thinks_resumes_with_its_move(install, qtbot):
    person = install.start()
    person.against_computer(Player.X)
    person.click(1, 1)
    assert person.controller.is_thinking
    person = install.restart(person)
    assert person.marks() == ".../.X./..."
    qtbot.waitUntil(lambda: person.marks().count("O") == 1, timeout=SEARCH_WAIT_MS)


def test_a_corrupt_state_file_is_set_aside_and_the_player_told_once(install):
    install.data_dir.mkdir(parents=True)
    install.state_path.write_text('{"format": "tictactoe-qt/state", "version": 1, "series": [', encoding="utf-8")
    person = install.start()
    notice = person.window.play_area.notice_bar
    assert notice.isVisible() and "could not be read" in notice.message_label.text()
    assert person.marks() == ".../.../..." and person.scores() == (0, 0, 0)
    kept = install.set_aside_files("state.json")
    assert len(kept) == 1 and kept[0] in notice.message_label.text()
    assert (install.data_dir / kept[0]).read_text(encoding="utf-8").endswith('"series": [')
    person.click(1, 1)
    person = install.restart(person)  # the new file is good, so nothing more to tell
    assert not person.window.play_area.notice_bar.isVisible() and person.marks() == ".../.X./..."


def test_a_settings_file_with_nonsense_is_set_aside_and_defaults_used(install):
    install.settings_path.parent.mkdir(parents=True)
    install.settings_path.write_text("[game]\nmode=online\nlevel=godlike\n", encoding="utf-8")
    person = install.start()
    assert person.window.play_area.notice_bar.isVisible()
    assert "settings file" in person.window.play_area.notice_bar.message_label.text()
    assert person.window.side_panel.match_settings.two_players_segment.isChecked()
    assert install.set_aside_files("tictactoe-qt.ini")


@pytest.mark.parametrize("garbage", [b"\x00\xff\xfe garbage \x89PNG\r\n", b"this is not\nan ini file at all\n"])
def test_a_settings_file_holding_garbage_is_set_aside_not_overwritten(install, garbage):
    install.settings_path.parent.mkdir(parents=True)
    install.settings_path.write_bytes(garbage)
    person = install.start()
    notice = person.window.play_area.notice_bar.message_label.text()
    assert "The settings file could not be read" in notice
    kept = install.set_aside_files("tictactoe-qt.ini")
    assert len(kept) == 1 and kept[0] in notice
    assert (install.settings_path.parent / kept[0]).read_bytes() == garbage  # kept as it was
    person.click(1, 1)  # and play goes on, with a fresh settings file
    person = install.restart(person)
    assert not person.window.play_area.notice_bar.isVisible()


def test_a_data_folder_that_cannot_be_written_warns_once_and_play_goes_on(install, tmp_path):
    (tmp_path / "blocked").write_text("a file where the data folder should be")
    install.data_dir = tmp_path / "blocked" / "data"
    person = install.start()
    problems = []
    person.window.storage.saving_failed.connect(problems.append)
    person.click_all((1, 1), (0, 0))
    notice = person.window.play_area.notice_bar
    install.qtbot.waitUntil(notice.isVisible)  # the save runs just after the move
    person.click(2, 2)
    install.qtbot.wait(20)
    assert len(problems) == 1 and "cannot be saved" in notice.message_label.text()
    assert person.marks() == "O../.X./..X"


def test_the_notice_that_saving_fails_goes_once_saving_works_again_and_nothing_is_lost(install, tmp_path):
    blocked = tmp_path / "blocked"
    blocked.write_text("a file where the data folder should be")
    install.data_dir = blocked / "data"
    person = install.start()
    person.click_all((1, 1), (0, 0))
    notice = person.window.play_area.notice_bar
    install.qtbot.waitUntil(notice.isVisible)
    assert "cannot be saved" in notice.message_label.text()
    blocked.unlink()  # the player makes room (a disk freed, a folder made writable)
    person.click(2, 2)
    install.qtbot.waitUntil(lambda: not notice.isVisible())
    assert json.loads(install.state_path.read_text())["current"]["moves"] == [[1, 1], [0, 0], [2, 2]]
    person = install.restart(person)
    assert person.marks() == "O../.X./..X" and not person.window.play_area.notice_bar.isVisible()


def test_preferences_that_cannot_be_saved_are_said_and_the_notice_goes_when_they_can(install, tmp_path):
    install.settings_path = tmp_path / "no-config" / "tictactoe-qt.ini"
    (tmp_path / "no-config").write_text("a file where the settings folder should be")
    person = install.start()
    notice = person.window.play_area.notice_bar
    person.window.side_panel.match_settings.level_switch.setCurrentIndex(0)  # a preference changes: it is saved
    install.qtbot.waitUntil(notice.isVisible)
    assert "preferences cannot be saved" in notice.message_label.text()
    (tmp_path / "no-config").unlink()
    (tmp_path / "no-config").mkdir()
    person.window.side_panel.match_settings.level_switch.setCurrentIndex(2)
    install.qtbot.waitUntil(lambda: not notice.isVisible())
    assert "level=perfect" in install.settings_path.read_text()


@pytest.mark.parametrize("what", ["folder", "pipe"])
def test_a_state_file_that_is_not_a_file_is_set_aside_and_the_game_opens(install, what):
    install.data_dir.mkdir(parents=True)
    if what == "folder":
        install.state_path.mkdir()
    else:
        os.mkfifo(install.state_path)  # reading it would wait for a writer that never comes
    person = install.start()
    notice = person.window.play_area.notice_bar
    assert notice.isVisible() and "could not be read" in notice.message_label.text()
    assert install.set_aside_files("state.json")
    person.click(1, 1)
    install.qtbot.waitUntil(install.state_path.is_file)


def test_reset_scores_keeps_a_backup_of_the_old_scores(install, monkeypatch):
    person = install.start()
    person.click_all((0, 0), (1, 0), (0, 1), (1, 1), (0, 2))
    monkeypatch.setattr(QMessageBox, "question", lambda *args: QMessageBox.Reset)
    person.window.side_panel.score_board.reset_button.click()
    assert person.scores() == (0, 0, 0)
    backups = list((install.data_dir / "backups").glob("state-*.json"))
    assert len(backups) == 1
    assert json.loads(backups[0].read_text())["series"][0]["wins"] == [1, 0]
    person = install.restart(person)
    assert person.scores() == (0, 0, 0)


def test_only_the_games_own_oldest_backups_are_removed(install):
    backups = install.data_dir / "backups"
    backups.mkdir(parents=True)
    ours = [backups / f"state-20250101-0000{second:02}.json" for second in range(25)]
    theirs = [backups / name for name in ("state-before-my-move.json", "state-mine.json", "notes.txt")]
    for path in (*ours, *theirs):
        path.write_text("{}")
    person = install.start()
    assert person.window.storage.back_up_state()
    kept = sorted(path.name for path in backups.iterdir())
    assert all(path.name in kept for path in theirs)  # the old glob took state-*.json: a person's copies too
    assert [path.name for path in ours if path.name in kept] == [path.name for path in ours[-19:]]
    assert len(kept) == 20 + len(theirs)


class Dialogs:
    """Stands in for the file dialogs and message boxes a player would answer."""

    def __init__(self, monkeypatch) -> None:
        self.path = ""
        self.warnings: list[str] = []
        monkeypatch.setattr(file_dialog, "choose_file", lambda *args, **kw: self.path)
        monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *rest: self.warnings.append(text))


def test_save_and_open_a_game_brings_back_moves_players_and_opponent(person, monkeypatch, tmp_path):
    dialogs = Dialogs(monkeypatch)
    person.rename(0, "Ann")
    person.rename(1, "Bob")
    person.click_all((1, 1), (0, 0), (2, 2))
    person.window.game_actions.undo_action.trigger()
    dialogs.path = str(tmp_path / "evening")  # the saved games' ending is added, the one the desktop knows them by
    person.window.game_actions.save_action.trigger()
    saved = json.loads((tmp_path / "evening.tictactoe.json").read_text(encoding="utf-8"))
    assert saved["players"] == {"X": "Ann", "O": "Bob"} and saved["moves"] == [[1, 1], [0, 0]]

    person.window.game_actions.new_action.trigger()
    person.click(0, 2)
    dialogs.path = str(tmp_path / "evening.tictactoe.json")
    person.window.game_actions.load_action.trigger()
    assert dialogs.warnings == []
    assert person.marks() == "O../.X./..." and person.status == "Ann's turn (X)"
    person.window.game_actions.redo_action.trigger()
    assert person.marks() == "O../.X./..X"


def test_opening_a_bad_file_explains_why_and_leaves_the_board_alone(person, monkeypatch, tmp_path):
    dialogs = Dialogs(monkeypatch)
    person.click_all((1, 1), (0, 0))
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "tictactoe-qt/game", "version": 7}', encoding="utf-8")
    dialogs.path = str(bad)
    person.window.game_actions.load_action.trigger()
    assert len(dialogs.warnings) == 1
    assert "bad.json" in dialogs.warnings[0] and "version 7" in dialogs.warnings[0]
    assert "unchanged" in dialogs.warnings[0]
    assert person.marks() == "O../.X./..."
    dialogs.path = str(tmp_path / "missing.json")
    person.window.game_actions.load_action.trigger()
    assert "there is no such file" in dialogs.warnings[1] and person.marks() == "O../.X./..."
    assert str(tmp_path) in dialogs.warnings[1]  # which file: its folder too


def test_a_loaded_game_that_was_already_won_is_shown_but_not_scored(person, monkeypatch, tmp_path):
    dialogs = Dialogs(monkeypatch)
    person.click_all((0, 0), (1, 0), (0, 1), (1, 1), (0, 2))
    assert person.scores() == (1, 0, 0)
    dialogs.path = str(tmp_path / "won.json")
    person.window.game_actions.save_action.trigger()
    person.window.game_actions.load_action.trigger()
    person.window.game_actions.load_action.trigger()
    assert person.status == "Player 1 wins!" and person.scores() == (1, 0, 0)
    person.window.game_actions.undo_action.trigger()
    person.click(0, 2)  # the same winning move gives back the same loaded game: still not scored
    assert person.scores() == (1, 0, 0)
    person.window.game_actions.undo_action.trigger()
    person.window.game_actions.undo_action.trigger()
    person.click(2, 2)  # O answers differently
    person.click(0, 2)  # and X wins again, this time here
    assert person.scores() == (2, 0, 0)


def test_a_game_saved_against_the_computer_loads_with_the_computer_on_its_side(person, monkeypatch, tmp_path):
    dialogs = Dialogs(monkeypatch)
    person.against_computer(Player.O)
    person.wait_for_computer()
    dialogs.path = str(tmp_path / "vs.json")
    person.window.game_actions.save_action.trigger()
    saved = json.loads((tmp_path / "vs.json").read_text(encoding="utf-8"))
    assert saved["computer"] == "X" and saved["mode"] == "computer"
    person.choose(person.window.side_panel.match_settings.two_players_segment)
    person.window.game_actions.load_action.trigger()
    assert person.window.side_panel.match_settings.computer_segment.isChecked()
    assert person.badge_marks() == (Player.O, Player.X)
    assert person.marks().count("X") == 1 and person.controller.accepts_clicks


def test_temporary_files_left_by_a_killed_save_are_removed_at_the_next_start(install):
    install.data_dir.mkdir(parents=True)
    orphan, fresh = install.data_dir / ".state.json.ab12cd_9.saving", install.data_dir / ".state.json.zz99yy0q.saving"
    # A person's own copies, old as they may be, are theirs: the clean-up once took any six letters or digits.
    theirs = [install.data_dir / name for name in ("state.json.backup", "state.json.old001", "state.json.Ab12Cd")]
    for path in (orphan, fresh, *theirs):
        path.write_text('{"half')
    for path in (orphan, *theirs):
        os.utime(path, (time.time() - 3600, time.time() - 3600))
    install.start()
    assert not orphan.exists() and fresh.exists()  # a recent one may belong to another running copy
    assert all(path.exists() for path in theirs)


def test_board_views_and_demonstration_levels_are_remembered(install, qtbot):
    person = install.start()
    settings = person.window.side_panel.match_settings
    settings.board_switch.setCurrentIndex(1)
    person.window.game_actions.prediction_action.trigger()
    person.window.game_actions.analysis_action.trigger()
    person.choose(settings.demo_segment)
    settings.demo_level_switches[1].setCurrentIndex(1)
    person = install.restart(person)
    settings = person.window.side_panel.match_settings
    assert settings.board_switch.currentText() == "4 × 4, 4 in a row" and settings.demo_segment.isChecked()
    assert (
        person.window.game_actions.prediction_action.isChecked()
        and person.window.game_actions.analysis_action.isChecked()
    )
    assert person.controller.demo_levels == ("easy", "medium")
    assert not person.controller.demo_running and person.status == "Demonstration stopped"


def test_the_chosen_theme_is_remembered(install):
    person = install.start()
    person.window.appearance.theme_actions["dark"].trigger()
    person = install.restart(person)
    assert person.window.appearance.theme_actions["dark"].isChecked() and person.window.appearance.theme == "dark"


def test_a_language_choice_applies_at_once_and_is_kept_for_the_next_start(install):
    person = install.start()
    try:
        person.window.appearance.language_actions["zh_CN"].trigger()
        assert person.status == "轮到 玩家 1（X）"  # at once, default names included
        person = install.restart(person)
        assert person.window.appearance.language_actions["zh_CN"].isChecked()
        assert person.window.storage.saved_language() == "zh_CN"
    finally:
        person.window.appearance.language_actions["en"].trigger()
    assert person.status == "Player 1's turn (X)"


@pytest.mark.parametrize("port", ["abc", "1e3", "99999999999", "-1", "٣٣"])
def test_a_port_the_game_would_not_write_is_ignored_and_hosting_still_opens(install, port):
    """[network] port=abc once made Game ▸ Host a Network Game… raise out of its slot: no dialog at all."""
    install.settings_path.parent.mkdir(parents=True)
    install.settings_path.write_text(f"[network]\nport={port}\nname=Zoe\n", encoding="utf-8")
    person = install.start()
    network = person.window.network
    network.host_action.trigger()
    dialog = network.dialog
    assert dialog is not None and dialog.isVisible()
    assert dialog.port_box.value() == DEFAULT_PORT and dialog.name_edit.text() == "Zoe"
    dialog.reject()
    assert not person.window.play_area.notice_bar.isVisible()  # nothing else in the file was wrong


@pytest.mark.parametrize("separator", ["\u2028", "\u2029", "\u0085", "\x1c"])
def test_a_folder_or_address_holding_a_unicode_line_separator_keeps_every_preference(install, separator):
    """The INI check once split lines where QSettings does not, and set aside the game's own settings file."""
    person = install.start()
    person.window.side_panel.match_settings.computer_segment.click()
    person.window.storage.save_last_folder(f"/home/zoe/odd{separator}folder")
    person.window.storage.save_network_choices({"address": f"host{separator}name:5000"})
    person = install.restart(person)
    assert not person.window.play_area.notice_bar.isVisible()
    assert install.set_aside_files("tictactoe-qt.ini") == []
    assert person.window.side_panel.match_settings.computer_segment.isChecked()
    assert person.window.storage.last_folder() == f"/home/zoe/odd{separator}folder"
    assert person.window.storage.network_choices()["address"] == f"host{separator}name:5000"


def test_a_game_shown_in_review_when_the_game_quit_opens_in_review_again(install, qtbot):
    """Left from the review (issue 40): a reviewed game came back after a restart as the finished game, not in review."""
    person = install.start()
    person.click_all((0, 0), (1, 0), (0, 1), (1, 1), (0, 2))  # X wins the top row
    person.window.game_actions.review_action.trigger()
    qtbot.waitUntil(lambda: person.controller.view.review is not None, timeout=SEARCH_WAIT_MS)
    person = install.restart(person)
    qtbot.waitUntil(lambda: person.controller.view.review is not None, timeout=SEARCH_WAIT_MS)
    assert person.controller.review is not None and person.controller.review.is_open
    assert person.marks() == "XXX/OO./..."
    person.controller.close_review()  # Back to the Game: the next start shows the game, not its review
    person = install.restart(person)
    qtbot.wait(100)
    assert person.controller.view.review is None and person.marks() == "XXX/OO./..."
