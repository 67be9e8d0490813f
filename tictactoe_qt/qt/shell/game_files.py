"""Game ▸ Save Game… and Open Saved Game…: the dialogs, the folder they start in, and what the player is told.

Both dialogs start in the folder used last (the player's Documents folder the first time), Save
suggests a name, and the window's title names the file while its game is on the board. A file
that cannot be used is reported in plain words, naming the file; the board is left as it was.
"""

from __future__ import annotations

import re
import time
from pathlib import Path

from PySide6.QtCore import QObject, QStandardPaths, Signal, Slot
from PySide6.QtWidgets import QMainWindow

from ...core import Player
from ...core.board_game import BoardGame
from ...core.records import RecordError, saved_game_json
from ...core.saving import write_atomically
from ..session.controller import GameController
from ...core.reading import NotAFileError, read_saved_game
from .storage import Storage
from ..text import fill, translated

# Saved games are "….tictactoe.json": the desktop knows them by that name (application/x-tictactoe-qt-game,
# resources/linux/io.github.tictactoe_qt.TicTacToe.mime.xml) and opens them with the game; any .json opens too.
GAME_FILE_SUFFIX = ".tictactoe.json"
GAME_FILE_FILTER = "*.tictactoe.json *.json"


class GameFiles(QObject):
    file_changed = Signal()  # the file named in the title
    remark = Signal(str)  # something to say in passing ("Game saved as …")

    def __init__(self, window: QMainWindow, controller: GameController, storage: Storage | None) -> None:
        super().__init__(window)
        self._window, self._controller, self._storage = window, controller, storage
        self._folder = storage.last_folder() if storage is not None else None
        self._file: tuple[Path, BoardGame] | None = None  # the file of the game on the board, if it has one

    @property
    def folder(self) -> str:
        """Where the dialogs open: the folder used last, else Documents, else the home folder."""
        if self._folder and Path(self._folder).is_dir():
            return self._folder
        documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
        if Path(documents).is_dir():
            return documents
        # A fresh account may have no Documents yet: the dialog would open in the working folder instead.
        return QStandardPaths.writableLocation(QStandardPaths.StandardLocation.HomeLocation)

    def current_file(self) -> Path | None:
        """The file the game on the board was saved to or opened from (None after New Game)."""
        if self._file is None or self._file[1] is not self._controller.game:
            return None
        return self._file[0]

    def suggested_name(self) -> str:
        c = self._controller
        name = fill(self.tr("%1 against %2, %3"), c.name_of(Player.X), c.name_of(Player.O), time.strftime("%Y-%m-%d"))
        return re.sub(r'[\\/:*?"<>|\x00-\x1f]+', " ", name).strip() + GAME_FILE_SUFFIX

    @Slot()
    def save(self) -> None:
        # The dialogs' Python classes and enums cost start-up time: imported on first use, as help_dialogs is.
        from PySide6.QtWidgets import QMessageBox  # noqa: PLC0415

        from ..widgets.file_dialog import choose_file  # noqa: PLC0415 - with the dialogs' classes

        current = self.current_file()
        start = Path(self.folder) / (current.name if current else self.suggested_name())
        path = choose_file(
            self._window,
            self.tr("Save Game"),
            str(start),
            fill(self.tr("Tic-Tac-Toe games (%1)"), GAME_FILE_FILTER),
            saving=True,
        )
        if not path:
            return
        if Path(path).suffix.lower() != ".json":
            path += GAME_FILE_SUFFIX
        try:
            write_atomically(path, saved_game_json(self._controller.saved_game()))
        except OSError as error:
            QMessageBox.warning(
                self._window,
                self.tr("Save Game"),
                fill(
                    self.tr("The game could not be saved as “%1” in %2: %3.\n\nThe game on the board is unchanged."),
                    Path(path).name,
                    str(Path(path).parent),
                    self._reason(error, writing=True),
                ),
            )
            return
        self._remember(Path(path))
        self.remark.emit(fill(self.tr("Game saved as %1"), path))

    @Slot()
    def open(self) -> None:
        from ..widgets.file_dialog import choose_file  # noqa: PLC0415 - see save()

        path = choose_file(
            self._window,
            self.tr("Open Saved Game"),
            self.folder,
            fill(self.tr("Tic-Tac-Toe games (%1)"), GAME_FILE_FILTER),
            saving=False,
        )
        if path:
            self.open_path(path)

    def open_path(self, path: str) -> bool:
        """Open the saved game at `path`, as Open Saved Game does once a file is chosen (from the dialog, the
        command line, a file manager or a second start); False, the player told why, when it cannot be."""
        from PySide6.QtWidgets import QMessageBox  # noqa: PLC0415 - see save()

        try:
            saved = read_saved_game(path)
        except (OSError, RecordError) as error:
            reason = translated(error) if isinstance(error, RecordError) else self._reason(error, writing=False)
            QMessageBox.warning(
                self._window,
                self.tr("Open Saved Game"),
                fill(
                    self.tr("“%1” in %2 could not be opened: %3.\n\nThe game on the board is unchanged."),
                    Path(path).name,
                    str(Path(path).parent),
                    reason,
                ),
            )
            return False
        self._controller.load_saved_game(saved)
        self._remember(Path(path))
        return True

    def _remember(self, path: Path) -> None:
        self._folder = str(path.parent)
        if self._storage is not None:
            self._storage.save_last_folder(self._folder)
        self._file = (path, self._controller.game)
        self.file_changed.emit()

    def _reason(self, error: OSError, *, writing: bool) -> str:
        if isinstance(error, FileNotFoundError):
            return self.tr("there is no such file")
        if isinstance(error, PermissionError):
            return (
                self.tr("you are not allowed to write there") if writing else self.tr("you are not allowed to read it")
            )
        if isinstance(error, IsADirectoryError):
            return self.tr("it is a folder, not a file")
        if isinstance(error, NotAFileError):
            return self.tr("it is not a file but a pipe, a device or a socket")
        return error.strerror or str(error)
