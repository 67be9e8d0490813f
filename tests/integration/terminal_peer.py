"""A terminal game process for network tests: start it, wait for what it prints, type lines."""

from __future__ import annotations

import os
import re
import select
import subprocess
import sys
import time

ENV = dict(os.environ, PYTHONUNBUFFERED="1", PYTHONIOENCODING="utf-8")
CODE = "2468"
# The terminal game with PySide6 made unimportable, as on a machine without it.
WITHOUT_QT = (
    "import sys, runpy; sys.modules['PySide6'] = None; runpy.run_module('tictactoe_qt.terminal', run_name='__main__')"
)


class TerminalPeer:
    def __init__(self, *args: str, name: str) -> None:
        self.name = name
        self.process = subprocess.Popen(
            [sys.executable, "-c", WITHOUT_QT, "--name", name, *args],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            env=ENV,
        )
        self.unread = ""
        self.transcript = ""

    @classmethod
    def host(cls, name: str = "Alice", *args: str) -> TerminalPeer:
        peer = cls("--host", "--port", "0", "--code", CODE, "--no-discovery", *args, name=name)
        peer.port = int(re.search(r"on port (\d+)", peer.wait_for("Join code: ")).group(1))
        return peer

    @classmethod
    def guest(cls, port: int, name: str = "Bob", code: str = CODE) -> TerminalPeer:
        return cls("--join", f"127.0.0.1:{port}", "--code", code, name=name)

    def wait_for(self, text: str, timeout: float = 30) -> str:
        """Everything printed up to and including `text` (which must appear within `timeout` seconds: a bound against a
        hang, wide enough for a process starting on a loaded machine, where 15 s once ran out)."""
        deadline = time.monotonic() + timeout
        while text not in self.unread:
            ready, _, _ = select.select([self.process.stdout], [], [], max(0.0, deadline - time.monotonic()))
            chunk = os.read(self.process.stdout.fileno(), 65536) if ready else b""
            if not chunk:
                raise AssertionError(f"{self.name}: no {text!r} in time; printed:\n{self.unread[-1500:]}")
            decoded = chunk.decode("utf-8")
            self.unread += decoded
            self.transcript += decoded
        end = self.unread.index(text) + len(text)
        seen, self.unread = self.unread[:end], self.unread[end:]
        return seen

    def has_printed(self, text: str) -> bool:
        """Whether `text` is in what has been printed so far (without waiting: a Qt test keeps its event
        loop running with qtbot.waitUntil around this). Consumes up to and including it when found."""
        while select.select([self.process.stdout], [], [], 0)[0]:
            chunk = os.read(self.process.stdout.fileno(), 65536)
            if not chunk:
                break
            decoded = chunk.decode("utf-8")
            self.unread += decoded
            self.transcript += decoded
        if text not in self.unread:
            return False
        self.unread = self.unread[self.unread.index(text) + len(text) :]
        return True

    def type(self, line: str) -> None:
        self.process.stdin.write(line.encode("utf-8") + b"\n")
        self.process.stdin.flush()

    def finish(self, timeout: float = 15) -> tuple[int, str, str]:
        out, err = self.process.communicate(timeout=timeout)
        self.transcript += out.decode("utf-8")
        return self.process.returncode, self.transcript, err.decode("utf-8")

    def kill(self) -> None:
        if self.process.poll() is None:
            self.process.kill()
        self.process.communicate(timeout=15)
