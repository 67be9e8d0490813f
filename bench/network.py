#!/usr/bin/env python3
"""Move latency between two processes on loopback, and how many hostile inputs a host survives.

    .venv/bin/python bench/network.py [games, default 20]

Latency: a terminal game hosts (`--host`, its own process); this process joins it through the same
protocol over TCP and plays whole games (draws, then rematches). Each move is timed from the moment
it is typed into one end (the host's stdin, or a call to Connection.play here) to the moment the other
end has it (the host prints "Bob plays N.", or the move event arrives here). The baseline, measured
in the same run, is the same path with no game in it: a child process that copies its stdin to a
TCP socket and the socket to its stdout.

Hostile inputs: every input in tests/net/hostile_inputs.py (fast ones only), each on its own raw
connection to the host while the game goes on; counted, and the game checked afterwards.
"""

from __future__ import annotations

import os
import re
import select
import socket
import statistics
import subprocess
import sys
import time
from typing import IO

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from tests.net import hostile_inputs
from tictactoe_qt.net.match import Role
from tictactoe_qt.net.connection import Connection
from tictactoe_qt.net.events import Event, MovePlayed, RematchAnswered

ENV = dict(os.environ, PYTHONUNBUFFERED="1", PYTHONIOENCODING="utf-8")
DRAW = [5, 1, 9, 3, 2, 8, 4, 6, 7]  # cell numbers: a draw whoever starts
ECHO = """
import socket, sys, threading
sock = socket.create_connection(("127.0.0.1", int(sys.argv[1])))
sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
def back():
    while data := sock.recv(4096):
        sys.stdout.buffer.write(data); sys.stdout.flush()
threading.Thread(target=back, daemon=True).start()
for line in sys.stdin.buffer:
    sock.sendall(line)
"""


class Output:
    """A child's stdout, read until a pattern appears."""

    def __init__(self, process: subprocess.Popen[bytes]) -> None:
        self.stdout, self.unread = pipe(process.stdout), ""

    def wait_for(self, text: str, timeout: float = 10) -> str:
        deadline = time.monotonic() + timeout
        while text not in self.unread:
            ready, _, _ = select.select([self.stdout], [], [], max(0.0, deadline - time.monotonic()))
            if not ready:
                raise SystemExit(f"timed out waiting for {text!r}")
            self.unread += os.read(self.stdout.fileno(), 65536).decode()
        end = self.unread.index(text) + len(text)
        seen, self.unread = self.unread[:end], self.unread[end:]
        return seen


def pipe(stream: IO[bytes] | None) -> IO[bytes]:
    """A child's stdin, stdout or stderr, opened with subprocess.PIPE."""
    if stream is None:
        raise SystemExit("a child process was started without the pipe it needs")
    return stream


def type_line(process: subprocess.Popen[bytes], line: str) -> None:
    stdin = pipe(process.stdin)
    stdin.write(line.encode() + b"\n")
    stdin.flush()


def receive(sock: socket.socket, connection: Connection) -> list[Event]:
    while True:
        events = connection.receive_data(sock.recv(65536), time.monotonic())
        if any(type(event).__name__ == "Closed" for event in events):
            raise SystemExit(f"the host hung up: {events}")
        if events:
            return events


def baseline(samples: int) -> list[float]:
    with socket.create_server(("127.0.0.1", 0)) as server:
        child = subprocess.Popen(
            [sys.executable, "-c", ECHO, str(server.getsockname()[1])],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            env=ENV,
        )
        sock, _ = server.accept()
        sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        output = Output(child)
        times = []
        for index in range(samples):
            start = time.perf_counter()
            if index % 2 == 0:
                type_line(child, f"stdin {index}")
                sock.recv(4096)
            else:
                sock.sendall(f"wire {index}\n".encode())
                output.wait_for(f"wire {index}")
            times.append(time.perf_counter() - start)
        pipe(child.stdin).close()
        child.wait(timeout=10)
        sock.close()
    return times


class Match:
    """A terminal host in its own process, and this process joined to it as Bob."""

    def __init__(self) -> None:
        self.host = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "tictactoe_qt.terminal",
                "--host",
                "--port",
                "0",
                "--code",
                "1",
                "--name",
                "Alice",
                "--no-discovery",
            ],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            env=ENV,
        )
        self.output = Output(self.host)
        port = re.search(r"on port (\d+)", self.output.wait_for("Join code: 1"))
        if port is None:
            raise SystemExit("the host did not say its port")
        self.port = int(port.group(1))
        self.sock = socket.create_connection(("127.0.0.1", self.port))
        self.sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        self.guest = Connection(Role.GUEST, time.monotonic(), name="Bob", code="1")
        self.sock.sendall(self.guest.data_to_send())
        receive(self.sock, self.guest)

    def move(self, cell: int) -> float:
        """Play the cell from whichever end's turn it is; seconds until the other end has it."""
        row, col = divmod(cell - 1, 3)
        time.sleep(0.02)  # well under human speed, and under the protocol's flood limit
        if self.guest.my_turn:
            start = time.perf_counter()
            self.guest.play(row, col, time.monotonic())
            self.sock.sendall(self.guest.data_to_send())
            self.output.wait_for(f"Bob plays {cell}.")
        else:
            self.output.wait_for("your move: ")
            start = time.perf_counter()
            type_line(self.host, str(cell))
            if receive(self.sock, self.guest) != [MovePlayed(row, col)]:
                raise SystemExit(
                    f"the guest did not get the host move {cell}: {self.guest.current_match.game.moves} "
                    f"{self.guest.state} {self.guest.my_mark} {self.output.unread!r}"
                )
        return time.perf_counter() - start

    def games(self, count: int) -> list[float]:
        times = []
        for _ in range(count):
            times += [self.move(cell) for cell in DRAW]
            self.output.wait_for("Play again? [Y/n] ")
            self.guest.offer_rematch(time.monotonic())
            self.sock.sendall(self.guest.data_to_send())
            type_line(self.host, "y")
            if receive(self.sock, self.guest) != [RematchAnswered(True)]:
                raise SystemExit("the rematch did not start")
        return times


def hostile(port: int) -> int:
    cases = [case for case in hostile_inputs.before_handshake() + hostile_inputs.after_handshake() if case[2] == 0]
    for _, chunks, _ in cases:
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=10) as raw:
                for chunk in chunks:
                    raw.sendall(chunk)
                while raw.recv(65536):
                    pass
        except (ConnectionResetError, BrokenPipeError):
            pass
    return len(cases)


def describe(label: str, times: list[float], base: list[float]) -> None:
    median, worst = statistics.median(times) * 1000, max(times) * 1000
    base_median, base_worst = statistics.median(base) * 1000, max(base) * 1000
    print(
        f"{label}: median {median:.2f} ms, max {worst:.2f} ms over {len(times)} moves "
        f"(baseline median {base_median:.2f} ms, max {base_worst:.2f} ms; "
        f"ratio {median / base_median:.1f}× median, {worst / base_worst:.1f}× max)"
    )


def main() -> None:
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 20
    match = Match()
    times = match.games(count)
    base = baseline(len(times))
    describe("move latency between two processes on loopback", times, base)
    tried = hostile(match.port)
    match.move(DRAW[0])  # the game goes on untouched: one more move each way after all that
    match.move(DRAW[1])
    print(
        f"hostile inputs tried: {tried}; the game went on afterwards with the moves "
        f"{list(match.guest.current_match.game.moves)} on this side"
    )
    type_line(match.host, "q")
    match.host.wait(timeout=10)
    log = pipe(match.host.stderr).read().decode()
    print(f"connections the host hung up on with a logged reason: {log.count('hung up:')}")


if __name__ == "__main__":
    main()
