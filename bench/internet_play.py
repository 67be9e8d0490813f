#!/usr/bin/env python3
"""Internet play's costs (issue 39): pairing, a move's round trip, the import, the installed size.

    .venv/bin/python bench/internet_play.py [round trips, default 200]

Everything runs on this machine against a local mailbox server (`twist wormhole-mailbox`, as the tests start it):
the public server's distance is not measured here, only what the wormhole adds on top of it.

- Pairing: a host link allocates a code, a guest link joins with it, until both hold the socket the link hands
  over. Baseline in the same run: a TCP connection to a loopback listener.
- Round trip: one protocol line written into one end's socket and echoed back by the other, through the
  mailbox (two encrypted wormhole messages). Baseline: the same through a direct loopback TCP pair. The server
  commits each message to its SQLite database: with MAILBOX_FOLDER=/dev/shm that database is in memory, which
  shows what the disk's commits cost (the public server has a disk of its own).
- Import: `import wormhole` plus Twisted's reactor in a fresh interpreter, against `import json` (the wall time
  and the resident memory each adds). Not on the first frame's path: the window imports it when the player
  starts an internet game.
- Size: the files of the distributions that only magic-wormhole needs (its dependency closure less what the
  game needs without it).
"""

from __future__ import annotations

import os
import queue
import re
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from importlib import metadata
from pathlib import Path

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from tests.mailbox_server import local_mailbox
from tictactoe_qt.net.wormhole_link import WormholeLink

LINE = b'{"type":"move","ply":4,"row":1,"col":2}\n'


class _Answers:
    def __init__(self) -> None:
        self.got: queue.Queue[tuple[str, object]] = queue.Queue()

    def code_allocated(self, code: str) -> None:
        self.got.put(("code", code))

    def paired(self, stream: socket.socket) -> None:
        self.got.put(("paired", stream))

    def failed(self, problem: object, detail: str) -> None:
        self.got.put(("failed", detail))


def pair(mailbox: str) -> tuple[float, socket.socket, socket.socket]:
    started = time.perf_counter()
    host, guest = _Answers(), _Answers()
    WormholeLink(host, lambda call: call(), mailbox).start()
    kind, code = host.got.get(timeout=30)
    assert kind == "code", code
    WormholeLink(guest, lambda call: call(), mailbox, code=str(code)).start()
    ends = []
    for answers in (host, guest):
        kind, stream = answers.got.get(timeout=30)
        assert kind == "paired", stream
        assert isinstance(stream, socket.socket)
        ends.append(stream)
    return time.perf_counter() - started, ends[0], ends[1]


def tcp_pair() -> tuple[float, socket.socket, socket.socket]:
    started = time.perf_counter()
    with socket.create_server(("127.0.0.1", 0)) as listener:
        one = socket.create_connection(listener.getsockname())
        other, _ = listener.accept()
    for end in (one, other):
        end.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
    return time.perf_counter() - started, one, other


def round_trips(one: socket.socket, other: socket.socket, count: int) -> list[float]:
    times = []
    for _ in range(count):
        started = time.perf_counter()
        one.sendall(LINE)
        received = b""
        while not received.endswith(b"\n"):
            received += other.recv(4096)
        other.sendall(received)
        back = b""
        while not back.endswith(b"\n"):
            back += one.recv(4096)
        times.append(time.perf_counter() - started)
    return times


# The resident size now, from /proc: ru_maxrss would carry over the forking parent's peak across exec.
IMPORT = """
import re, time
started = time.perf_counter()
{body}
spent = time.perf_counter() - started
print(spent, re.search(r"VmRSS:\\s+(\\d+)", open("/proc/self/status").read()).group(1))
"""


def import_cost(body: str) -> tuple[float, float]:
    """Seconds and peak resident MB of a fresh interpreter running `body` (the best of five)."""
    runs = []
    env = dict(os.environ, AUTOBAHN_USE_NVX="0")
    for _ in range(5):
        out = subprocess.run([sys.executable, "-c", IMPORT.format(body=body)], capture_output=True, text=True, env=env)
        seconds, rss_kb = out.stdout.split()
        runs.append((float(seconds), int(rss_kb) / 1024))
    return min(runs)


def closure(name: str) -> set[str]:
    """The distributions `name` needs, itself included (lower-case names; extras left out)."""
    seen: set[str] = set()
    todo = [name]
    while todo:
        current = re.sub(r"[-_.]+", "-", re.split(r"[\s;\[<>=!~(]", todo.pop(), maxsplit=1)[0].lower())
        if current in seen:
            continue
        try:
            requires = metadata.distribution(current).requires or []
        except metadata.PackageNotFoundError:
            continue
        seen.add(current)
        todo += [r for r in requires if "extra ==" not in r]
    return seen


def distribution_bytes(name: str) -> int:
    dist = metadata.distribution(name)
    return sum(
        Path(str(dist.locate_file(f))).stat().st_size
        for f in dist.files or []
        if Path(str(dist.locate_file(f))).is_file()
    )


def main() -> None:
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 200
    print(f"Internet play on {os.cpu_count()} cores, a local mailbox server, {count} round trips")
    with (
        tempfile.TemporaryDirectory(dir=os.environ.get("MAILBOX_FOLDER")) as folder,
        local_mailbox(Path(folder)) as mailbox,
    ):
        pair(mailbox)  # the reactor's thread, wormhole's import and the server's first connection: not timed
        pairings, tcp_connects = [], []
        for _ in range(10):
            seconds, one, other = pair(mailbox)
            pairings.append(seconds)
            one.close()
            other.close()
            seconds, one, other = tcp_pair()
            tcp_connects.append(seconds)
            one.close()
            other.close()
        _, one, other = pair(mailbox)
        wormhole_trips = round_trips(one, other, count)
        _, tcp_one, tcp_other = tcp_pair()
        tcp_trips = round_trips(tcp_one, tcp_other, count)
    pairing, connect = statistics.median(pairings), statistics.median(tcp_connects)
    print(
        f"pairing (code allocated, joined, key confirmed): median {pairing * 1000:.1f} ms, "
        f"max {max(pairings) * 1000:.1f} ms; a loopback TCP connect {connect * 1000:.2f} ms: x{pairing / connect:.0f}"
    )
    trip, tcp_trip = statistics.median(wormhole_trips), statistics.median(tcp_trips)
    print(
        f"a move's round trip through the mailbox: median {trip * 1000:.2f} ms, "
        f"p95 {sorted(wormhole_trips)[int(count * 0.95)] * 1000:.2f} ms; direct TCP {tcp_trip * 1000:.3f} ms: "
        f"x{trip / tcp_trip:.0f}"
    )
    base_s, base_mb = import_cost("import json")
    worm_s, worm_mb = import_cost("import wormhole\nfrom twisted.internet import reactor")
    print(
        f"import wormhole and the reactor: {worm_s * 1000:.0f} ms and {worm_mb - base_mb:.0f} MB more than "
        f"`import json` ({base_s * 1000:.1f} ms, {base_mb:.0f} MB): x{worm_s / base_s:.0f}"
    )
    theirs = closure("magic-wormhole")
    ours = closure("pyside6-essentials") | closure("zeroconf")
    only_wormhole = sorted(theirs - ours)
    sizes = {name: distribution_bytes(name) for name in only_wormhole}
    largest = ", ".join(f"{name} {size / 1e6:.1f}" for name, size in sorted(sizes.items(), key=lambda i: -i[1])[:6])
    print(
        f"installed for internet play only: {sum(sizes.values()) / 1e6:.1f} MB in {len(sizes)} distributions "
        f"(largest, MB: {largest})"
    )


if __name__ == "__main__":
    main()
