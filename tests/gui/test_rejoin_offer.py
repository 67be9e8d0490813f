"""The offer to rejoin a network game cut off before a restart, from what the settings file keeps
(tests/gui/test_network_two_windows.py plays it through, host and guest)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings, Qt

from tictactoe_qt.qt.shell.rejoin import KeptGame

KEPT = {"address": "192.168.1.20:47300", "code": "2468", "name": "Bob", "host_name": "Alice"}


def keep_in_settings(install, values: dict[str, str]) -> None:
    """The settings file as the game leaves it, or as a hand (or another program) left it."""
    settings = QSettings(str(install.settings_path), QSettings.Format.IniFormat)
    for key, value in values.items():
        settings.setValue(f"rejoin/{key}", value)
    settings.sync()


def test_a_kept_game_is_read_back_as_written():
    kept = KeptGame.from_values(KEPT)
    assert kept == KeptGame("192.168.1.20:47300", "2468", "Bob", "Alice")
    assert KeptGame.from_values(kept.values()) == kept


@pytest.mark.parametrize(
    "change",
    [
        {"code": None},  # a field missing
        {"address": ""},
        {"name": "   "},
        {"host_name": 7},  # not text
        {"name": "Bob  Smith"},  # not a name as the game keeps it
        {"host_name": "A" * 41},
        {"address": "x" * 301},
        {"code": "1234567890123"},  # longer than any join code: the hello could not carry it
        {"code": "24\x0768"},  # not printable
        {"code": " 2468"},  # the game keeps codes stripped
    ],
)
def test_anything_the_game_did_not_write_offers_nothing(change):
    values = {key: value for key, value in {**KEPT, **change}.items() if value is not None}
    assert KeptGame.from_values(values) is None


def notice(person) -> str:
    bar = person.window.play_area.notice_bar
    return bar.message_label.text() if bar.isVisible() else ""


def test_a_settings_file_with_half_a_kept_game_starts_as_usual_with_no_offer(install):
    keep_in_settings(install, {"address": KEPT["address"], "name": "Bob"})
    person = install.start()
    assert notice(person) == "" and not person.window.play_area.notice_bar.action_button.isVisible()
    assert person.controller.remote is None


def test_a_kept_address_that_is_no_address_opens_the_join_dialog_filled_in(install, qtbot):
    keep_in_settings(install, {**KEPT, "address": "somewhere"})
    person = install.start()
    person.window.network.discover = False
    bar = person.window.play_area.notice_bar
    assert notice(person) == "Your network game with Alice was cut off. If Alice still has it open, you can rejoin it."
    qtbot.mouseClick(bar.action_button, Qt.LeftButton)
    dialog = person.window.network.dialog
    assert dialog is not None and dialog.isVisible() and person.controller.remote is None
    assert (dialog.address_edit.text(), dialog.code_edit.text(), dialog.name_edit.text()) == (
        "somewhere",
        "2468",
        "Bob",
    )
    dialog.reject()


def test_a_kept_code_no_join_code_can_be_offers_nothing_and_never_raises(install, qtbot):
    """A hand-edited code of 13 characters once passed, and rejoining raised WireError out of the slot."""
    keep_in_settings(install, {**KEPT, "address": "127.0.0.1:9", "code": "1234567890123"})
    person = install.start()
    assert notice(person) == "" and person.controller.remote is None


def test_the_offer_speaks_the_language_chosen(install):
    keep_in_settings(install, KEPT)
    person = install.start()
    appearance = person.window.appearance
    appearance.language_actions["zh_CN"].trigger()
    try:
        bar = person.window.play_area.notice_bar
        assert "Alice" in notice(person) and "cut off" not in notice(person)
        assert bar.action_button.isVisible() and bar.action_button.text() != "Rejoin"
    finally:
        appearance.choose_language("en")
    assert bar.action_button.text() == "Rejoin" and notice(person).startswith("Your network game with Alice")
