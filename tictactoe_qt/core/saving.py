"""Writing a file in one step: a crash, a kill or a full disk leaves the previous file whole.

The text goes to a temporary file beside the target, named so that no file of a person's can match it
(".state.json.k3x9_q2m.saving": hidden, with the game's own suffix), is flushed to the disk, then renamed
over the target. A process killed mid-write leaves only such a temporary file, which the next start may
remove (`is_temporary_of`); a person's "state.json.backup" or "state.json.old001" never matches.
"""

from __future__ import annotations

import contextlib
import os
import re
import stat
import tempfile
from pathlib import Path

SUFFIX = ".saving"
_RANDOM_PART = r"[a-z0-9_]{8}"  # what tempfile.mkstemp puts between the prefix and the suffix


def is_temporary_of(name: str, target: str) -> bool:
    """Whether the file called `name` is a temporary file write_atomically made for the file called `target`."""
    return re.fullmatch(re.escape(f".{target}.") + _RANDOM_PART + re.escape(SUFFIX), name) is not None


def write_atomically(path: str | Path, text: str) -> None:
    """Replace the file at `path` with `text` in one step; OSError says why it could not.

    A symbolic link is followed, so the file it points to is replaced and the link kept; the file keeps its
    permissions (a new one gets those the umask allows).
    """
    target = Path(os.path.realpath(path))
    target.parent.mkdir(parents=True, exist_ok=True)
    descriptor, temporary = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.", suffix=SUFFIX)
    try:
        with open(descriptor, "wb") as file:
            if hasattr(os, "fchmod"):
                os.fchmod(file.fileno(), _mode_for(target))
            file.write(text.encode("utf-8"))
            file.flush()
            os.fsync(file.fileno())
        os.replace(temporary, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        raise
    _sync_folder(target.parent)


def _mode_for(target: Path) -> int:
    try:
        return stat.S_IMODE(target.stat().st_mode)
    except OSError:
        umask = os.umask(0)  # the only way to read it; set back at once
        os.umask(umask)
        return 0o666 & ~umask


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable across a power cut (POSIX; Windows has no handle on a folder to sync)."""
    if os.name != "posix":
        return
    try:
        descriptor = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(descriptor)
    except OSError:
        pass  # some file systems cannot sync a folder: the rename is done all the same
    finally:
        os.close(descriptor)
