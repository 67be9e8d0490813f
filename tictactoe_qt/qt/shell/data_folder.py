"""The game's folder on disk and the files in it: where the folder is (moved up once from where earlier builds kept
it), the state file's name, a free name for a copy set aside, the backups of the state, and whether a settings
file reads as INI. Storage (storage.py) reads and writes them."""

from __future__ import annotations

import re
import shutil
import time
from pathlib import Path

from PySide6.QtCore import QStandardPaths

from ...core.records import MAX_FILE_BYTES

APP_FOLDER = "tictactoe-qt"
STATE_FILE = "state.json"
BACKUP_FOLDER = "backups"
KEPT_BACKUPS = 20
# What back_up names its copies: state-<timestamp>.json, and -2, -3… after it within one second (free_name).
_BACKUP_NAME = re.compile(r"state-\d{8}-\d{6}\.json(-\d+)?")


def default_data_dir() -> Path:
    """The game's own folder under the user's data folder (~/.local/share/tictactoe-qt on Linux).

    Earlier builds used Qt's AppDataLocation, which names the folder after both the
    organisation and the application: ~/.local/share/tictactoe-qt/tictactoe-qt. Files found
    there are moved up once; nothing already in the new place is overwritten.
    """
    folder = Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.GenericDataLocation)) / APP_FOLDER
    doubled = folder / APP_FOLDER
    try:
        move_up = doubled.is_dir() and not (folder / STATE_FILE).exists()
    except OSError:  # a folder that is not ours to search: Storage says so when it reads or writes there
        move_up = False
    if move_up:
        for entry in doubled.iterdir():
            if not (folder / entry.name).exists():
                try:
                    entry.rename(folder / entry.name)
                except OSError:
                    pass  # left where it was, and still readable there by hand
        try:
            doubled.rmdir()
        except OSError:
            pass  # something could not move (or already existed): keep it
    return folder


def looks_like_ini(path: Path) -> bool:
    """Whether a settings file reads as INI text: QSettings takes garbage silently and then overwrites it."""
    try:
        text = path.read_bytes()[:MAX_FILE_BYTES].decode("utf-8")
    except (FileNotFoundError, NotADirectoryError):
        return True  # nothing there yet (saving there will fail, and says so)
    except (OSError, UnicodeDecodeError):
        return False
    # Lines as QSettings reads them: split at \n and \r only. str.splitlines() also splits at U+2028, U+2029,
    # U+0085 and others, which a remembered folder or a typed address may hold inside one line of the game's own.
    lines = [line.strip() for line in re.split(r"\r\n|\r|\n", text)]
    return all(not line or line[0] in ";#" or (line[0] == "[" and line[-1] == "]") or "=" in line for line in lines)


def timestamp() -> str:
    return time.strftime("%Y%m%d-%H%M%S")


def free_name(path: Path) -> Path:
    """`path`, or beside it the first of `path`-2, -3… that is free."""
    candidate, number = path, 2
    while candidate.exists():
        candidate = path.with_name(f"{path.name}-{number}")
        number += 1
    return candidate


def back_up(state: Path, backups: Path) -> None:
    """Copy the state file (if there is one) into the folder `backups`, which keeps the newest KEPT_BACKUPS copies;
    OSError when it cannot."""
    if state.exists():
        backups.mkdir(parents=True, exist_ok=True)
        shutil.copy2(state, free_name(backups / f"state-{timestamp()}.json"))
        # Only the game's own backups count and go, oldest first: never a file a person put there.
        ours = sorted(path for path in backups.iterdir() if _BACKUP_NAME.fullmatch(path.name))
        for old in ours[:-KEPT_BACKUPS]:
            old.unlink()
