"""What outlives a run: preferences in QSettings, scores and the game in progress in a JSON file.

Every write goes through core/saving.py's write_atomically, so a crash or a full disk leaves the previous
file whole; every read through core/reading.py's read_limited. Where the files are, and their backups, is
data_folder.py's.
A file that cannot be used is never deleted and never stops the game: it is moved aside with
a timestamp, the game starts from defaults, and `problem` tells the player once.
"""

from __future__ import annotations

import time
from pathlib import Path

from PySide6.QtCore import QByteArray, QObject, QSettings, QTimer, Signal, Slot
from PySide6.QtWidgets import QWidget

from ...core.reading import NotAFileError, read_limited
from ...core.records import AppState, RecordError, state_json
from ...core.record_parsing import parse_state
from ...core.saving import is_temporary_of, write_atomically
from ...core.table import Preferences
from ..session.controller import GameController
from ..text import fill, translated
from .data_folder import (
    BACKUP_FOLDER,
    STATE_FILE,
    back_up,
    default_data_dir,
    free_name,
    looks_like_ini,
    timestamp,
)
from .settings_schema import GAME_KEYS, game_settings, read_game_settings, read_look, read_network_choices, switch
from .translations import LANGUAGES

# A process killed mid-save leaves its temporary file behind (core/saving.py names it); one this old is nobody's.
_ORPHAN_AGE_S = 60
SAVE_DELAY_MS = 250  # from a change to its save: after a reply of the computer, before a person plays again
REVIEWING_KEY = "review/open"  # "true" while the game on the board is shown in review (anything else: not)


class Storage(QObject):
    """Loads what was saved into a controller, and saves after every change it reports."""

    problem = Signal(str)  # something the player should know, said once
    # Saving stopped working (what to tell the player), and later works again: that notice is no longer true.
    saving_failed = Signal(str)
    saving_works = Signal()

    def __init__(
        self, data_dir: str | Path | None = None, settings_path: str | Path | None = None, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        if data_dir is None:
            data_dir = default_data_dir()
        if settings_path is None:
            settings_path = QSettings(
                QSettings.Format.IniFormat, QSettings.Scope.UserScope, "tictactoe-qt", "tictactoe-qt"
            ).fileName()
        self.data_dir = Path(data_dir)
        self.settings_path = Path(settings_path)
        self.settings = QSettings(str(self.settings_path), QSettings.Format.IniFormat)
        self._controller: GameController | None = None
        self.theme = "system"  # View ▸ Theme and View ▸ Reduce Motion, once the settings are read
        self.reduce_motion = False
        self.reviewing_at_start = False  # the game on the board was shown in review when the game last quit
        self._failing: dict[str, str] = {}  # what cannot be saved now ("state", "settings"): what the player was told
        # Why the state file could not be read, when the reason was not its content (no permission to read it):
        # it is left alone, never set aside and never saved over.
        self._unreadable_state: str | None = None
        # A change is saved a moment later, with the changes that follow it within that moment: a click's save (an
        # fsync of the state file) comes after the computer's reply is on the board, never between the two.
        self._save_timer = QTimer(self, singleShot=True, interval=SAVE_DELAY_MS)
        self._save_timer.timeout.connect(self.save_now)

    @property
    def state_path(self) -> Path:
        return self.data_dir / STATE_FILE

    @property
    def backup_dir(self) -> Path:
        return self.data_dir / BACKUP_FOLDER

    # --- starting ---------------------------------------------------------------------------------

    def attach(self, controller: GameController) -> None:
        """Bring back the preferences and the state saved last time, then keep them saved."""
        self._controller = controller
        self._remove_orphaned_temporary_files()
        controller.resume(self._load_preferences(), self._load_state())
        # Read before the window shows its first view, which has no review open yet and is saved as such.
        self.reviewing_at_start = switch(self.settings.value(REVIEWING_KEY)) is True
        controller.state_changed.connect(self._save_soon)

    def _remove_orphaned_temporary_files(self) -> None:
        # Only the saver's own, and only old ones: a second copy of the game may be saving right now.
        try:
            for path in self.data_dir.iterdir():
                if is_temporary_of(path.name, STATE_FILE) and time.time() - path.stat().st_mtime > _ORPHAN_AGE_S:
                    path.unlink()
        except OSError:
            pass  # an unreadable folder is reported when the state is read or written

    def _load_preferences(self) -> Preferences:
        s = self.settings
        values = {key: s.value(key) for key in GAME_KEYS}
        preferences = read_game_settings(values)
        geometry = s.value("window/geometry")
        if (
            preferences is None
            or not (geometry is None or isinstance(geometry, QByteArray))
            or s.status() != QSettings.Status.NoError
            or not looks_like_ini(self.settings_path)
        ):
            self._set_aside(self.settings_path, self.tr("The settings file"))
            self.settings = QSettings(str(self.settings_path), QSettings.Format.IniFormat)
            return Preferences()
        look = read_look(values)
        self.theme, self.reduce_motion = look.theme, look.reduce_motion
        return preferences

    def _load_state(self) -> AppState | None:
        try:
            return parse_state(read_limited(self.state_path))
        except (FileNotFoundError, NotADirectoryError):
            return None
        except PermissionError as error:  # the folder or the file is not ours to read: left alone, and said at once
            self._unreadable_state = error.strerror or str(error)
            self._saved("state", self._cannot_save(self._unreadable_state))
            return None
        except (OSError, RecordError) as error:
            reason = (
                translated(error)
                if isinstance(error, RecordError)
                else (
                    self.tr("it is not a file")
                    if isinstance(error, (IsADirectoryError, NotAFileError))
                    else error.strerror or str(error)
                )
            )
            self._set_aside(self.state_path, self.tr("Your saved scores and game"), reason)
            return None

    def _set_aside(self, path: Path, what: str, reason: str = "") -> None:
        aside = free_name(path.with_name(f"{path.name}.corrupt-{timestamp()}"))
        try:
            path.rename(aside)
        except OSError as error:
            self.problem.emit(
                fill(
                    self.tr(
                        "%1 (%2) could not be read and could not be moved aside (%3). The game starts with defaults."
                    ),
                    what,
                    str(path),
                    error.strerror or str(error),
                )
            )
            return
        detail = fill(self.tr(": %1"), reason) if reason else ""
        self.problem.emit(
            fill(
                self.tr("%1 could not be read%2.\nThe game started afresh; the old file was kept as %3."),
                what,
                detail,
                str(aside),
            )
        )

    # --- saving -----------------------------------------------------------------------------------

    def _save_soon(self) -> None:
        if not self._save_timer.isActive():  # counted from the first change: play that never pauses is saved too
            self._save_timer.start()

    @Slot()
    def save_now(self) -> None:
        """Write the state and preferences now (normally this runs just after each change)."""
        self._save_timer.stop()
        controller = self._controller
        if controller is None:
            return
        self._save_preferences(controller)
        problem = None
        try:
            if self._unreadable_state is not None:
                raise PermissionError(self._unreadable_state)
            write_atomically(self.state_path, state_json(controller.snapshot()))
        except OSError as error:
            problem = self._cannot_save(str(error))
        self._saved("state", problem)

    def _cannot_save(self, reason: str) -> str:
        return fill(
            self.tr("Your scores cannot be saved in %1 (%2). You can keep playing; the game will keep trying."),
            str(self.data_dir),
            reason,
        )

    def _saved(self, part: str, problem: str | None) -> None:
        """Tell the player once when saving starts failing, and take it back once everything saves again."""
        was_failing = bool(self._failing)
        if problem is None:
            self._failing.pop(part, None)
        else:
            self._failing[part] = problem
        if self._failing and not was_failing:
            self.saving_failed.emit(problem)
        elif was_failing and not self._failing:
            self.saving_works.emit()

    def _sync(self) -> None:
        """Write the settings file now, and say so when it cannot be written."""
        if "settings" in self._failing:  # a QSettings keeps its first error for good: a fresh one tries anew
            fresh = QSettings(str(self.settings_path), QSettings.Format.IniFormat)
            for key in self.settings.allKeys():
                fresh.setValue(key, self.settings.value(key))
            self.settings = fresh
        self.settings.sync()
        problem = None
        if self.settings.status() != QSettings.Status.NoError:
            problem = fill(
                self.tr("Your preferences cannot be saved in %1. You can keep playing; the game will keep trying."),
                str(self.settings_path.parent),
            )
        self._saved("settings", problem)

    def _save_preferences(self, controller: GameController) -> None:
        if controller.remote is not None:  # the board, opponent and marks of the local game stay as chosen
            return
        wanted = game_settings(controller.preferences())
        # Only what changed: sync() rewrites the file after any setValue, even of the same value,
        # and this runs after every move.
        changed = {key: value for key, value in wanted.items() if self.settings.value(key) != value}
        for key, value in changed.items():
            self.settings.setValue(key, value)
        if changed or "settings" in self._failing:
            self._sync()

    def save_reviewing(self, reviewing: bool) -> None:
        """Whether the finished game on the board is shown in review, for the next start to open it so again."""
        # Written only when it changes (a missing key reads as "not in review"): a start that opens no review
        # writes nothing, so a second start handed over to this copy finds the files as they were.
        if (switch(self.settings.value(REVIEWING_KEY)) is True) != reviewing:
            self.settings.setValue(REVIEWING_KEY, "true" if reviewing else "false")
            self._sync()

    def saved_language(self) -> str:
        """View ▸ Language as saved ("system" when unset or unknown); read before the window exists."""
        language = self.settings.value("view/language")
        return language if language in LANGUAGES else "system"

    def save_language(self, language: str) -> None:
        self.settings.setValue("view/language", language)
        self._sync()

    def last_folder(self) -> str | None:
        """The folder of the last game saved or opened, for the next file dialog."""
        folder = self.settings.value("files/folder")
        return folder if isinstance(folder, str) and folder else None

    def save_last_folder(self, folder: str) -> None:
        self.settings.setValue("files/folder", folder)
        self._sync()

    def network_choices(self) -> dict[str, str]:
        """What was typed last into the Host and Join dialogs (name, port, address), for the next one: only values
        the game could have written (a file edited by hand may hold "port=abc"; the dialog then offers its default)."""
        return read_network_choices(self._group("network"))

    def save_network_choices(self, choices: dict[str, str]) -> None:
        for key, value in choices.items():
            self.settings.setValue(f"network/{key}", value)
        self._sync()

    def kept_network_game(self) -> dict[str, str]:
        """The network game this player may rejoin after a restart (qt/shell/rejoin.py); {} when none."""
        return self._group("rejoin")

    def keep_network_game(self, values: dict[str, str] | None) -> None:
        """Keep (or with None, forget) the way back into a network game; QSettings writes the file atomically."""
        self.settings.remove("rejoin")
        for key, value in (values or {}).items():
            self.settings.setValue(f"rejoin/{key}", value)
        self._sync()

    def _group(self, group: str) -> dict[str, str]:
        self.settings.beginGroup(group)
        try:
            return {key: str(self.settings.value(key)) for key in self.settings.childKeys()}
        finally:
            self.settings.endGroup()

    def save_look(self, theme: str, reduce_motion: bool) -> None:
        """The window's own preferences: theme and motion."""
        self.theme, self.reduce_motion = theme, reduce_motion
        self.settings.setValue("view/theme", theme)
        self.settings.setValue("view/reduce_motion", "true" if reduce_motion else "false")
        self._sync()

    def restore_window(self, window: QWidget) -> None:
        geometry = self.settings.value("window/geometry")
        if isinstance(geometry, QByteArray):
            window.restoreGeometry(geometry)

    def save_window(self, window: QWidget) -> None:
        self.settings.setValue("window/geometry", window.saveGeometry())
        self._sync()

    # --- clearing ---------------------------------------------------------------------------------

    def back_up_state(self) -> bool:
        """Copy the saved state into the backup folder, which keeps the newest KEPT_BACKUPS copies.

        False (and the player is told) when no backup could be made.
        """
        self.save_now()
        try:
            back_up(self.state_path, self.backup_dir)
        except OSError as error:
            self.problem.emit(
                fill(
                    self.tr("No backup of your scores could be made in %1 (%2), so nothing was cleared."),
                    str(self.backup_dir),
                    str(error),
                )
            )
            return False
        return True

    def reset(self) -> bool:
        """Forget scores, the game in progress and preferences (`--reset`), after backing up the state."""
        if not self.back_up_state():
            return False
        self.state_path.unlink(missing_ok=True)
        self.settings.clear()
        self.settings.sync()
        return True
