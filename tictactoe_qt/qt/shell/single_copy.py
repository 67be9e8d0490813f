"""One running copy of the game per data folder: a second start brings the first window forward.

Two copies would each hold a game and the scores in memory and save them over the other's: the
copy that quits last wins, and what was played in the other is lost. So the first copy holds a
lock on a file in the data folder while it runs, and listens on a local socket named after that
folder. A second copy finds the lock held, asks the first through the socket to show its window,
and ends without touching any file.

The lock is the operating system's own (flock on Linux and macOS, a locked byte on Windows), which
it lets go of when the process ends, however it ends: what the file holds means nothing. A lock
judged by the file's content (QLockFile's process id) kept the game shut after a power cut left the
file empty, or once another program had taken the old process id.
"""

from __future__ import annotations

import errno
import os
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QWidget

if TYPE_CHECKING:
    from PySide6.QtNetwork import QLocalServer, QLocalSocket

LOCK_FILE = "running.lock"
# A second start sends one line: "show", or "open " and the file's path (its bytes in hex: any name, one line).
SHOW_REQUEST = b"show\n"
OPEN_REQUEST = b"open "
SHOWN_REPLY = b"shown\n"
ANSWER_TIMEOUT_MS = 1000  # a running copy answers within milliseconds; it may be busy painting
HAND_OVER_TIMEOUT_S = 5.0  # the first copy listens once its window has painted: well within this
MAX_REQUEST_BYTES = 16384  # a path of 4096 bytes in hex, with room: a longer line is not from a copy of the game


class FolderLock:
    """An exclusive lock on `path` that the operating system releases when this process ends.

    Whatever stands at `path` cannot keep it from being taken once its holder is gone: a folder, a
    link or anything but a plain file there is moved aside first (a link is never followed).
    """

    def __init__(self, path: Path) -> None:
        self.path = path
        self._descriptor: int | None = None

    def acquire(self) -> bool | None:
        """True once held; False while another process holds it; None when the file cannot be used at all
        (no such folder, no permission, a file system without locks)."""
        if self._descriptor is not None:
            return True
        try:
            if self.path.is_symlink() or (self.path.exists() and not self.path.is_file()):
                self.path.rename(self.path.with_name(f"{self.path.name}.aside-{time.strftime('%Y%m%d-%H%M%S')}"))
            descriptor = os.open(
                self.path, os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_BINARY", 0), 0o644
            )
        except OSError:
            return None
        try:
            held = _lock(descriptor)
        except OSError:
            held = None
        if not held:
            os.close(descriptor)
            return held
        self._descriptor = descriptor
        try:  # for a person looking: which process holds it (nothing reads it back)
            os.ftruncate(descriptor, 0)
            os.write(descriptor, f"{os.getpid()}\n".encode())
        except OSError:
            pass
        return True

    def release(self) -> None:
        if self._descriptor is not None:
            os.close(self._descriptor)  # closing lets go of the lock
            self._descriptor = None


if sys.platform == "win32":
    import msvcrt

    def _lock(descriptor: int) -> bool:
        """Lock the file's first byte, without waiting; False when another process has it."""
        try:
            msvcrt.locking(descriptor, msvcrt.LK_NBLCK, 1)
        except OSError as error:
            if error.errno in (errno.EACCES, errno.EDEADLOCK):  # what it says when another handle has the byte
                return False
            raise
        return True
else:
    import fcntl

    def _lock(descriptor: int) -> bool:
        """flock, without waiting; False when another open file holds it (another process, or this one)."""
        try:
            fcntl.flock(descriptor, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return False
        return True


def socket_name(data_dir: Path) -> str:
    """The same for every copy using this data folder; short, as some systems limit socket names."""
    import hashlib  # noqa: PLC0415 - OpenSSL's loading is not for the first frame's path

    digest = hashlib.sha256(str(data_dir.resolve()).encode("utf-8")).hexdigest()[:16]
    return f"tictactoe-qt-{digest}"


class SingleCopy:
    """The lock a running copy holds, and the socket on which it answers a second start.

    A plain class, not a QObject: making a QObject subclass costs PySide ~2 ms of start-up.
    """

    def __init__(self, data_dir: Path) -> None:
        self.data_dir = data_dir
        self._lock = FolderLock(data_dir / LOCK_FILE)
        self._server: QLocalServer | None = None

    def claim(self) -> bool:
        """True when this is the only copy; False when another running copy holds the data folder.

        A lock that cannot be taken at all (a read-only folder, or one that is not ours) does not stop the
        game: it would not be able to save either, and Storage says so.
        """
        try:
            self.data_dir.mkdir(parents=True, exist_ok=True)
        except OSError:
            return True
        return self._lock.acquire() is not False

    def release(self) -> None:
        if self._server is not None:
            self._server.close()
        self._lock.release()

    def answer_second_starts(self, window: QWidget, open_file: Callable[[str], object]) -> None:
        """Show `window` whenever another copy starts on the same data folder, and open the saved game it was
        given with `open_file` (called after the first frame)."""
        from PySide6.QtNetwork import QLocalServer  # noqa: PLC0415 - not on the first frame's path

        server = QLocalServer(window)
        name = socket_name(self.data_dir)
        QLocalServer.removeServer(name)  # a socket file left by a copy that crashed; the lock says it is gone
        if not server.listen(name):
            return  # the second copy still refuses to run; it just cannot bring this window forward
        server.newConnection.connect(lambda: self._take_connections(server, window, open_file))
        self._server = server

    @classmethod
    def _take_connections(cls, server: QLocalServer, window: QWidget, open_file: Callable[[str], object]) -> None:
        while (connection := server.nextPendingConnection()) is not None:
            connection.disconnected.connect(connection.deleteLater)
            connection.readyRead.connect(lambda c=connection: cls._answer(c, window, open_file))
            cls._answer(connection, window, open_file)  # the request may have come with the connection

    @classmethod
    def _answer(cls, connection: QLocalSocket, window: QWidget, open_file: Callable[[str], object]) -> None:
        if not connection.canReadLine():
            return
        request = bytes(connection.readLine(MAX_REQUEST_BYTES).data()).rstrip(b"\n")
        connection.write(SHOWN_REPLY)  # the second copy ends only on this: a copy that is quitting never sends it
        connection.disconnectFromServer()  # once the reply is written
        cls._show(window)
        if request.startswith(OPEN_REQUEST):
            try:
                path = os.fsdecode(bytes.fromhex(request[len(OPEN_REQUEST) :].decode("ascii")))
            except ValueError:
                return  # not from a copy of this game: nothing to open
            open_file(path)

    @staticmethod
    def _show(window: QWidget) -> None:
        if window.isMinimized():
            window.showNormal()
        window.show()
        window.raise_()
        window.activateWindow()


def ask_running_copy_to_show(data_dir: Path, open_file: str | None = None) -> bool:
    """Ask the copy that holds `data_dir` to bring its window forward (and to open the saved game at `open_file`,
    an absolute path): True once it says it has.

    False when no copy answers in time: one that is still painting its first frame, or one that is
    quitting (its socket may take the connection while nothing is left to answer it).
    """
    from PySide6.QtNetwork import QLocalSocket  # noqa: PLC0415

    socket = QLocalSocket()
    socket.connectToServer(socket_name(data_dir))
    if not socket.waitForConnected(ANSWER_TIMEOUT_MS):
        return False
    socket.write(SHOW_REQUEST if open_file is None else OPEN_REQUEST + os.fsencode(open_file).hex().encode() + b"\n")
    socket.flush()
    answered = bytes(socket.readLine().data()) if socket.waitForReadyRead(ANSWER_TIMEOUT_MS) else b""
    socket.abort()
    return answered == SHOWN_REPLY


def claim_or_hand_over(single_copy: SingleCopy, open_file: str | None = None) -> bool | None:
    """True when this copy may run; False when the running copy has brought its window forward; None when a
    running copy holds the folder but did not answer within HAND_OVER_TIMEOUT_S.

    Asked again and again for a while, because the copy holding the lock may be on its way out: its lock
    is then soon free, and this copy runs instead of handing over to a window that is going.
    """
    deadline = time.monotonic() + HAND_OVER_TIMEOUT_S
    while True:
        if single_copy.claim():
            return True
        if ask_running_copy_to_show(single_copy.data_dir, open_file):
            return False
        if time.monotonic() > deadline:
            return None
        time.sleep(0.05)
