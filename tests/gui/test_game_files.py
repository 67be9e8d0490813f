"""Save and Open: where the dialogs start, the name suggested, what the player is told, the title."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QStandardPaths, Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox, QTreeView

from tictactoe_qt.qt.widgets import file_dialog
from .conftest import SEARCH_WAIT_MS


class FileDialogs:
    """Records where each dialog opened and answers with the path set in `answer`."""

    def __init__(self, monkeypatch) -> None:
        self.answer = ""
        self.opened_at: list[str] = []
        self.warnings: list[str] = []
        monkeypatch.setattr(file_dialog, "choose_file", self._ask)
        monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *rest: self.warnings.append(text))

    def _ask(self, parent, title, start, file_filter, *, saving):
        self.opened_at.append(start)
        return self.answer


def home_folder(monkeypatch, tmp_path, with_documents: bool) -> Path:
    """A home folder of the test's own, with or without a Documents folder in it."""
    real_location = QStandardPaths.writableLocation
    home = tmp_path / "home"
    (home / "Documents").mkdir(parents=True) if with_documents else home.mkdir()
    monkeypatch.setattr(
        QStandardPaths,
        "writableLocation",
        lambda location: (
            str(home / "Documents")
            if location == QStandardPaths.StandardLocation.DocumentsLocation
            else str(home)
            if location == QStandardPaths.StandardLocation.HomeLocation
            else real_location(location)
        ),
    )
    return home


def test_save_starts_in_documents_with_a_suggested_name_then_remembers_the_folder(install, monkeypatch, tmp_path):
    dialogs = FileDialogs(monkeypatch)
    home = home_folder(monkeypatch, tmp_path, with_documents=True)
    person = install.start()
    person.rename(0, "Ann")
    person.rename(1, "Bob")
    person.click(1, 1)
    folder = tmp_path / "my games"
    folder.mkdir()
    dialogs.answer = str(folder / "evening.json")
    person.window.game_actions.save_action.trigger()
    first = Path(dialogs.opened_at[0])
    assert first.parent == home / "Documents" and first.name.startswith("Ann against Bob, ")
    assert first.name.endswith(".tictactoe.json")  # the ending the desktop knows saved games by
    assert person.window.play_area.remark() == f"Game saved as {folder / 'evening.json'}"
    assert person.window.windowTitle() == "evening.json — Tic-Tac-Toe"
    dialogs.answer = ""  # cancelled
    person.window.game_actions.load_action.trigger()
    assert dialogs.opened_at[1] == str(folder)  # Open starts where the game was saved
    person = install.restart(person)
    person.window.game_actions.save_action.trigger()
    assert Path(dialogs.opened_at[2]).parent == folder  # remembered across a restart


def test_the_title_names_the_file_only_while_its_game_is_on_the_board(person, window, monkeypatch, tmp_path):
    dialogs = FileDialogs(monkeypatch)
    dialogs.answer = str(tmp_path / "kept.json")
    person.click(1, 1)
    window.game_actions.save_action.trigger()
    person.click(0, 0)  # playing on: still that game
    assert window.windowTitle() == "kept.json — Tic-Tac-Toe"
    window.game_actions.new_action.trigger()
    assert window.windowTitle() == "Tic-Tac-Toe"
    window.game_actions.load_action.trigger()
    assert window.windowTitle() == "kept.json — Tic-Tac-Toe"


def test_a_damaged_file_is_explained_in_plain_words_naming_the_file(person, window, monkeypatch, tmp_path):
    dialogs = FileDialogs(monkeypatch)
    damaged = tmp_path / "half.json"
    damaged.write_text(
        '{"format": "tictactoe-qt/game", "version": 1, "size": 3, "win_length": 3, "moves": [[1,', encoding="utf-8"
    )
    dialogs.answer = str(damaged)
    window.game_actions.load_action.trigger()
    assert dialogs.warnings == [
        f"“half.json” in {tmp_path} could not be opened: the file is damaged or cut short: it is not the JSON text "
        "a game file holds.\n\nThe game on the board is unchanged."
    ]
    assert "line 1 column" not in dialogs.warnings[0] and "Expecting" not in dialogs.warnings[0]


def test_a_hint_is_said_by_its_cell_name(person, window, qtbot):
    window.game_actions.hint_action.trigger()
    qtbot.waitUntil(lambda: window.play_area.remark().startswith("Hint: "), timeout=SEARCH_WAIT_MS)
    assert window.play_area.remark() in {"Hint: a1", "Hint: a3", "Hint: c1", "Hint: c3", "Hint: b2"}


def test_a_file_far_too_large_is_refused_naming_its_whole_size(person, window, monkeypatch, tmp_path):
    dialogs = FileDialogs(monkeypatch)
    huge = tmp_path / "huge.json"
    huge.write_bytes(b"x" * 3_000_000)  # the reader stops at the 256 KB limit; the message must not
    dialogs.answer = str(huge)
    person.click(1, 1)
    window.game_actions.load_action.trigger()
    assert dialogs.warnings == [
        f"“huge.json” in {tmp_path} could not be opened: the file is 2930 KB, far larger "
        "than any game.\n\nThe game on the board is unchanged."
    ]
    assert person.marks() == ".../.X./..."


def test_with_no_documents_folder_the_dialogs_start_at_home(person, window, monkeypatch, tmp_path):
    dialogs = FileDialogs(monkeypatch)
    home = home_folder(monkeypatch, tmp_path, with_documents=False)
    window.game_actions.load_action.trigger()
    assert dialogs.opened_at == [str(home)]  # not the folder the game was started from


def test_opening_over_an_unfinished_game_says_truly_how_undo_brings_it_back(person, window, monkeypatch, tmp_path):
    dialogs = FileDialogs(monkeypatch)
    dialogs.answer = str(tmp_path / "two moves.json")
    person.click_all((0, 0), (1, 1))
    window.game_actions.save_action.trigger()
    window.game_actions.new_action.trigger()
    assert window.play_area.remark() == "The unfinished game was set aside: Undo (Ctrl+Z) brings it back"
    window.game_actions.undo_action.trigger()  # true for New Game: one Undo brings back the two-move game
    assert person.marks() == "X../.O./..."
    person.click(2, 2)  # an unfinished game of three moves, then the two-move file opened over it
    window.game_actions.load_action.trigger()
    assert window.play_area.remark() == (
        "The unfinished game was set aside: Undo (Ctrl+Z) back past this game's first move brings it back"
    )
    for _ in range(2):  # the opened game's own moves go first...
        window.game_actions.undo_action.trigger()
    assert person.marks() == ".../.../..."
    window.game_actions.undo_action.trigger()  # ...then the game it replaced comes back
    assert person.marks() == "X../.O./..X"


def test_open_refuses_a_pipe_at_once_and_the_board_is_unchanged(install, monkeypatch, tmp_path):
    import os

    dialogs = FileDialogs(monkeypatch)
    person = install.start()
    person.click(1, 1)
    pipe = tmp_path / "x.json"
    os.mkfifo(pipe)  # opening it to read would wait until something writes to it
    dialogs.answer = str(pipe)
    person.window.game_actions.load_action.trigger()
    assert len(dialogs.warnings) == 1 and "not a file but a pipe" in dialogs.warnings[0]
    assert person.marks() == ".../.X./..."


def test_names_with_hidden_characters_are_cleaned_at_every_door_and_the_game_still_saves(
    install, monkeypatch, tmp_path
):
    import json

    dialogs = FileDialogs(monkeypatch)
    opened = tmp_path / "from elsewhere.json"
    opened.write_text(
        json.dumps(
            {  # written by some other program: a lone surrogate and a bidi override
                "format": "tictactoe-qt/game",
                "version": 1,
                "size": 3,
                "win_length": 3,
                "moves": [[1, 1]],
                "undone": [],
                "mode": "human",
                "level": "perfect",
                "players": {"X": "Ann\ud800", "O": "\u202eBob\x07"},
                "computer": None,
            }
        ),
        encoding="utf-8",
    )
    person = install.start()
    dialogs.answer = str(opened)
    person.window.game_actions.load_action.trigger()
    names = [edit.text() for edit in person.window.side_panel.score_board.name_edits]
    assert sorted(names) == ["Ann", "Bob"] and not dialogs.warnings
    edit = person.window.side_panel.score_board.name_edits[0]
    edit.selectAll()
    edit.insert("Zoë\x1b[2J\u2066")  # as pasting it into the scoreboard does
    install.qtbot.keyClick(edit, Qt.Key_Return)
    assert person.window.side_panel.score_board.name_edits[0].text() == "Zoë[2J"
    dialogs.answer = str(tmp_path / "saved.json")
    person.window.game_actions.save_action.trigger()
    assert not dialogs.warnings
    saved = json.loads((tmp_path / "saved.json").read_text(encoding="utf-8"))
    assert set(saved["players"].values()) == {"Zoë[2J", "Ann" if names[1] == "Ann" else "Bob"}


def test_the_open_dialog_shows_whole_names_and_dates(person, window, qtbot, monkeypatch, tmp_path):
    """Qt's own dialog (where the desktop offers none) at first opened at 632×408, its columns at their narrowest:
    "Alice against Com…, 2026-11-21.json", "JSO…ent", "26 11 2…6 06:56"."""
    names = [f"Alice against Computer, 2026-11-2{day}.json" for day in range(1, 4)]
    documents = home_folder(monkeypatch, tmp_path, with_documents=True) / "Documents"
    for name in names:
        (documents / name).write_text("{}")
    seen, size = {}, []

    def look_and_cancel() -> None:
        dialog = QApplication.activeModalWidget()
        try:
            files = dialog.findChild(QTreeView)
            qtbot.waitUntil(lambda: files.model().rowCount(files.rootIndex()) == len(names))
            header = files.header()
            for row in range(len(names)):
                for column in range(header.count()):
                    index = files.model().index(row, column, files.rootIndex())
                    if not header.isSectionHidden(column):
                        seen[(row, column)] = (
                            index.data(),
                            header.sectionSize(column),
                            files.sizeHintForColumn(column),
                        )
            size.append(dialog.size())
        finally:
            dialog.reject()

    QTimer.singleShot(0, look_and_cancel)
    window.game_actions.load_action.trigger()
    assert seen, "the dialog was not seen"
    assert size[0].width() > 632  # larger than it was, within the screen (720 of the test screen's 800)
    shown = {text for text, _, _ in seen.values()}
    assert set(names) <= shown
    cramped = [(text, width, wanted) for text, width, wanted in seen.values() if width < wanted]
    assert cramped == []  # every column as wide as its widest entry wants
    assert person.status == "Player 1's turn (X)"  # cancelled: the board as it was
