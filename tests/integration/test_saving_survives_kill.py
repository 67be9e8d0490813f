"""A process killed while it saves leaves the old file or the new one, never half of either."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time

import pytest

from tictactoe_qt.core.saving import is_temporary_of

# Writes big state-like documents over and over, each one complete and numbered, as fast as it can.
WRITER = r"""
import json, sys
from tictactoe_qt.core.saving import write_atomically
path = sys.argv[1]
filler = "x" * 400_000  # big enough that a write takes a while, so kills land mid-write
number = 0
while True:
    number += 1
    write_atomically(path, json.dumps({"number": number, "filler": filler}))
    if number == 1:
        print("first save done", flush=True)
"""


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL is POSIX")
def test_killing_the_game_mid_save_never_leaves_a_broken_file(tmp_path):
    path = tmp_path / "state.json"
    rng = random.Random(11)
    seen_numbers = []
    for _ in range(12):
        writer = subprocess.Popen([sys.executable, "-c", WRITER, str(path)], stdout=subprocess.PIPE, text=True)
        assert writer.stdout.readline().strip() == "first save done"
        time.sleep(rng.uniform(0.0, 0.05))
        writer.send_signal(signal.SIGKILL)
        writer.wait()
        document = json.loads(path.read_text())  # raises if the file were half written
        assert len(document["filler"]) == 400_000
        seen_numbers.append(document["number"])
    # Each run starts from its predecessor's complete file, and the saves really overlapped the kills.
    assert all(number >= 1 for number in seen_numbers) and max(seen_numbers) > 1
    # A kill can leave the saver's temporary file (never the real one half-written), named as only the saver
    # names them; Storage removes such orphans at the next start (tests/gui/test_persistence.py).
    others = [name for name in os.listdir(tmp_path) if name != "state.json"]
    assert all(is_temporary_of(name, "state.json") for name in others), others
