"""A magic-wormhole mailbox server on 127.0.0.1 for the internet-play tests: they never touch the public one."""

from __future__ import annotations

import contextlib
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

STARTING_SECONDS = 30.0  # listening within about 1 s; a bound against a hang on a loaded machine


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@contextlib.contextmanager
def local_mailbox(folder: Path, port: int | None = None) -> Iterator[str]:
    """`twist wormhole-mailbox` started in `folder` (it writes its usage database there) on `port` (default: a
    free one); its URL while the block runs; stopped after it."""
    port = port or free_port()
    twist = Path(sys.executable).with_name("twist")
    server = subprocess.Popen(
        [str(twist), "wormhole-mailbox", f"--port=tcp:{port}:interface=127.0.0.1"],
        cwd=folder,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        deadline = time.monotonic() + STARTING_SECONDS
        while True:
            try:
                socket.create_connection(("127.0.0.1", port), timeout=1).close()
                break
            except OSError:
                if server.poll() is not None or time.monotonic() > deadline:
                    raise RuntimeError("the local mailbox server did not start") from None
                time.sleep(0.05)
        yield f"ws://127.0.0.1:{port}/v1"
    finally:
        server.terminate()
        try:
            server.wait(timeout=10)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait()
