"""Finding a hosted game on the local network (DNS-SD over multicast DNS), with real processes.

The processes run in a network namespace of their own (`unshare --net`, root), whose only interface
is loopback: multicast stays inside the test and no real network is needed or disturbed. Where a
namespace cannot be made, the same scenario runs on this machine's own interfaces.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import textwrap

SCENARIO = textwrap.dedent("""
    import re, sys
    sys.path.insert(0, ".")
    from tests.integration.terminal_peer import ENV, TerminalPeer
    import subprocess

    host = TerminalPeer("--host", "--port", "0", "--code", "2468", name="Alice")
    host.port = int(re.search(r"on port (\\d+)", host.wait_for("Join code: ")).group(1))
    try:
        for attempt in range(5):  # the advert takes a second or two to settle
            found = subprocess.run([sys.executable, "-m", "tictactoe_qt.terminal", "--find"], capture_output=True,
                                   text=True, env=ENV, timeout=60).stdout
            listed = re.search(r"Alice: 3×3 board, --join (\\S+)", found)
            if listed:
                break
        print("FOUND", listed.group(0) if listed else found)
        address = listed.group(1)
        assert address.endswith(f":{host.port}"), (address, host.port)
        guest = TerminalPeer("--join", address, "--code", "2468", name="Bob")
        guest.wait_for("Joined Alice's game (")
        host.wait_for("Bob joined.")
        guest.type("q")
        host.wait_for("Bob left the game.")
        print("JOINED")
    finally:
        host.kill()
""")


def in_own_network(script: str, set_up: str) -> subprocess.CompletedProcess:
    command = [sys.executable, "-c", script]
    if (
        shutil.which("unshare")
        and shutil.which("ip")
        and subprocess.run(["unshare", "--net", "true"], capture_output=True).returncode == 0
    ):
        command = ["unshare", "--net", "sh", "-c", f'{set_up} exec "$0" "$@"', *command]
    return subprocess.run(command, capture_output=True, text=True, timeout=120)


def test_a_hosted_game_is_found_and_joined_by_the_address_it_advertises():
    result = in_own_network(SCENARIO, set_up="ip link set lo up &&")
    assert "FOUND Alice: 3×3 board, --join" in result.stdout, result.stdout + result.stderr
    assert "JOINED" in result.stdout, result.stdout + result.stderr


NO_NETWORK = textwrap.dedent("""
    import re, subprocess, sys
    sys.path.insert(0, ".")
    from tests.integration.terminal_peer import ENV, TerminalPeer

    host = TerminalPeer("--host", "--port", "0", "--code", "2468", name="Alice")
    print(host.wait_for("Join code: 2468"))
    host.type("q")
    print("HOST", host.finish()[2])
    found = subprocess.run([sys.executable, "-m", "tictactoe_qt.terminal", "--find"], capture_output=True, text=True,
                           env=ENV, timeout=60)
    print("FIND", found.returncode, found.stdout, found.stderr)
""")


def test_without_multicast_the_game_says_to_join_by_address():
    """A namespace whose loopback is down has no interface for multicast DNS at all."""
    result = in_own_network(NO_NETWORK, set_up="")
    if "HOST" not in result.stdout:
        raise AssertionError(result.stdout + result.stderr)
    host_part, find_part = result.stdout.split("HOST", 1)[1].split("FIND", 1)
    assert "cannot announce the game on the local network" in host_part and "join it by host:port" in host_part
    assert find_part.startswith(" 1") and "join by --join HOST:PORT" in find_part
