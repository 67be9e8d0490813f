"""Reading a file we are about to parse, safely: nothing far bigger than the game's own files, and nothing that is
not a plain file (a pipe would wait for a writer). The writing side is saving.py's."""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path

from .records import MAX_FILE_BYTES, SavedGame, too_large
from .record_parsing import parse_saved_game


class NotAFileError(OSError):
    """A path to something other than a plain file or a folder: a pipe, a device, a socket."""


def read_limited(path: str | Path) -> bytes:
    """The bytes of a file we are about to parse, refusing anything far bigger than ours, and anything that is
    not a plain file (IsADirectoryError, NotAFileError) before reading: a pipe would wait for a writer."""
    descriptor = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    with open(descriptor, "rb") as file:
        mode = os.fstat(descriptor).st_mode
        if stat.S_ISDIR(mode):
            raise IsADirectoryError(errno.EISDIR, os.strerror(errno.EISDIR), str(path))
        if not stat.S_ISREG(mode):
            raise NotAFileError(errno.EINVAL, "not a plain file", str(path))
        data = file.read(MAX_FILE_BYTES + 1)
        if len(data) > MAX_FILE_BYTES:  # read no further: the size on disk is what the player knows the file by
            raise too_large(max(len(data), os.fstat(file.fileno()).st_size))
    return data


def read_saved_game(path: str | Path) -> SavedGame:
    """A game file chosen by the player; RecordError or OSError with a message if it cannot be used."""
    return parse_saved_game(read_limited(path))
