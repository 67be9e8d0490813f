"""scripts/setup.sh, which ./scripts/play, ./scripts/test and ./scripts/build source: install once.

Runs the real script against a copy of pyproject.toml, with apt-get, dpkg-query and the venv's
python replaced by fakes that log every call, on a fresh "machine" that has none of the packages.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent.parent

FAKE_DPKG_QUERY = """#!/bin/sh
echo "dpkg-query $*" >>"$FAKE_LOG"
pkg="$3"
grep -qxF "$pkg" "$FAKE_INSTALLED" 2>/dev/null && printf 'install ok installed'
exit 0
"""
FAKE_APT_GET = """#!/bin/sh
echo "apt-get $*" >>"$FAKE_LOG"
for arg in "$@"; do case "$arg" in -*|install|update) ;; *) echo "$arg" >>"$FAKE_INSTALLED" ;; esac; done
"""
# Stands in for both the system python3 (`-m venv`) and the venv's python (`-m pip install`).
FAKE_PYTHON = """#!/bin/sh
echo "python $*" >>"$FAKE_LOG"
if [ "$1 $2" = "-m venv" ]; then mkdir -p "$3/bin" && cp "$0" "$3/bin/python"; fi
# shiboken's own SBK_EMBED=0 unpacks its loader beside it (here, where the test says shiboken6 is).
if [ "${SBK_EMBED:-}" = 0 ] && [ -n "${FAKE_SHIBOKEN:-}" ]; then mkdir -p "$FAKE_SHIBOKEN/files.dir"; fi
exit 0
"""


@pytest.fixture
def machine(tmp_path: Path):
    if shutil.which("bash") is None or shutil.which("sha256sum") is None:
        pytest.skip("needs bash and coreutils")
    checkout = tmp_path / "checkout"
    (checkout / "scripts").mkdir(parents=True)
    shutil.copy(ROOT / "scripts" / "setup.sh", checkout / "scripts" / "setup.sh")
    shutil.copy(ROOT / "pyproject.toml", checkout / "pyproject.toml")
    shutil.copy(ROOT / "setup.py", checkout / "setup.py")
    shutil.copytree(
        ROOT / "tictactoe_qt" / "core" / "ai" / "native", checkout / "tictactoe_qt" / "core" / "ai" / "native"
    )
    fake_bin = tmp_path / "bin"
    fake_bin.mkdir()
    for name, text in (("dpkg-query", FAKE_DPKG_QUERY), ("apt-get", FAKE_APT_GET), ("python3", FAKE_PYTHON)):
        (fake_bin / name).write_text(text)
        (fake_bin / name).chmod(0o755)
    log = tmp_path / "calls.log"
    env = dict(
        os.environ,
        PATH=f"{fake_bin}:{os.environ['PATH']}",
        FAKE_LOG=str(log),
        FAKE_INSTALLED=str(tmp_path / "installed.txt"),
        TICTACTOE_VENV=str(tmp_path / "venv"),
        APT_LOCK_FILES=str(tmp_path / "no-such-lock"),
    )  # this machine's own apt may be running meanwhile
    env.pop("SUDO_USER", None)

    def run_raw(*commands: str, **extra_env: str) -> subprocess.CompletedProcess:
        """Source setup.sh in a new shell and run `commands`."""
        script = f'source "{checkout}/scripts/setup.sh"\n' + "\n".join(commands)
        return subprocess.run(
            ["bash", "-c", script], env=dict(env, **extra_env), capture_output=True, text=True, timeout=60
        )

    def run(*commands: str) -> list[str]:
        """Source setup.sh in a new shell, run `commands`, and return the calls made this time."""
        before = log.read_text().splitlines() if log.exists() else []
        result = run_raw(*commands)
        assert result.returncode == 0, result.stderr
        return (log.read_text().splitlines() if log.exists() else [])[len(before) :]

    run.checkout, run.log, run.run_raw = checkout, log, run_raw
    return run


def pip_installs(calls: list[str]) -> list[str]:
    return [call.split()[-1] for call in calls if call.startswith("python -m pip install")]


def test_a_fresh_machine_gets_the_system_packages_a_venv_and_the_test_extra(machine):
    calls = machine('setup "test"')
    assert any(call.startswith("apt-get install") and "libxcb-cursor0" in call for call in calls)
    assert "python -m venv" in "\n".join(calls)
    assert pip_installs(calls) == [f"{machine.checkout}[test]"]


def test_apt_waits_for_another_apt_or_dpkg_instead_of_failing_at_once(machine):
    calls = [call for call in machine('setup ""') if call.startswith("apt-get")]
    assert [call.split()[1] for call in calls] == ["update", "install"]
    assert all("-o DPkg::Lock::Timeout=600" in call for call in calls)


# Another apt or dpkg, as apt and dpkg lock: a POSIX lock on a lock file, held a while, then let go.
HOLD_LOCK = """
import fcntl, os, sys, time
with open(sys.argv[1], "w") as lock:
    fcntl.lockf(lock, fcntl.LOCK_EX)
    print("held", flush=True)
    time.sleep(float(sys.argv[2]))
    with open(os.environ["FAKE_LOG"], "a") as log:
        log.write("released\\n")
"""


def test_while_another_apt_holds_a_lock_set_up_says_so_and_calls_apt_after_it(machine, tmp_path):
    lists_lock = tmp_path / "lists-lock"  # apt-get update exits with 100 at once while another holds it
    holder = subprocess.Popen(
        [sys.executable, "-c", HOLD_LOCK, str(lists_lock), "1.5"],
        stdout=subprocess.PIPE,
        env=dict(os.environ, FAKE_LOG=str(machine.log)),
        text=True,
    )
    try:
        assert holder.stdout.readline() == "held\n"
        result = machine.run_raw('setup ""', APT_LOCK_FILES=f"{tmp_path / 'dpkg-lock'} {lists_lock}")
    finally:
        holder.wait(timeout=30)
    assert result.returncode == 0, result.stderr
    assert f"waiting for another apt or dpkg to finish (process {holder.pid}, " in result.stderr
    assert "the other apt or dpkg finished after" in result.stderr
    calls = machine.log.read_text().splitlines()
    apt_calls = [index for index, call in enumerate(calls) if call.startswith("apt-get")]
    assert apt_calls and calls.index("released") < apt_calls[0]  # apt only once the lock was let go


def test_set_up_waits_for_apt_no_longer_than_it_says_then_lets_apt_answer(machine, tmp_path):
    dpkg_lock = tmp_path / "dpkg-lock"
    holder = subprocess.Popen(
        [sys.executable, "-c", HOLD_LOCK, str(dpkg_lock), "30"],
        stdout=subprocess.PIPE,
        env=dict(os.environ, FAKE_LOG=str(machine.log)),
        text=True,
    )
    try:
        assert holder.stdout.readline() == "held\n"
        result = machine.run_raw('setup ""', APT_LOCK_FILES=str(dpkg_lock), APT_LOCK_WAIT_SECONDS="1")
    finally:
        holder.kill()
        holder.wait(timeout=30)
    assert "for up to 1 s" in result.stderr and "still runs after 1 s: trying anyway" in result.stderr
    assert any(call.startswith("apt-get install") for call in machine.log.read_text().splitlines())


def test_with_no_other_apt_running_set_up_says_nothing_of_waiting(machine, tmp_path):
    (tmp_path / "dpkg-lock").write_text("")  # there, and nobody holds it
    result = machine.run_raw('setup ""', APT_LOCK_FILES=str(tmp_path / "dpkg-lock"))
    assert result.returncode == 0 and "waiting" not in result.stderr


def test_second_runs_and_play_after_test_touch_neither_pip_nor_apt(machine):
    machine('setup "test"', "install_debian_packages xvfb xauth xdotool")  # as ./scripts/test does
    assert machine('setup "test"', "install_debian_packages xvfb xauth xdotool") == []
    assert machine('setup ""') == []  # ./scripts/play: the test set-up holds the game


def test_play_first_then_test_installs_only_the_missing_extra_once(machine):
    assert pip_installs(machine('setup ""')) == [str(machine.checkout)]
    assert pip_installs(machine('setup "test"')) == [f"{machine.checkout}[test]"]
    calls = machine('setup "build"', 'setup ""', 'setup "test"')
    assert pip_installs(calls) == [f"{machine.checkout}[build,test]"]  # keeps the extras it had
    assert not any(call.startswith(("apt-get", "dpkg-query")) for call in calls)


def test_a_changed_dependency_list_reinstalls_every_extra_it_had(machine):
    machine('setup "test"')
    pyproject = machine.checkout / "pyproject.toml"
    pyproject.write_text(pyproject.read_text() + "\n# a new dependency\n")
    assert pip_installs(machine('setup ""')) == [f"{machine.checkout}[test]"]
    assert machine('setup "test"') == []


def test_the_compiler_comes_before_pip_and_a_changed_search_source_compiles_it_again(machine):
    calls = machine('setup ""')
    install = next(index for index, call in enumerate(calls) if call.startswith("apt-get install"))
    assert {"gcc", "libc6-dev", "python3-dev"} <= set(calls[install].split())
    assert install < next(index for index, call in enumerate(calls) if call.startswith("python -m pip install"))
    assert pip_installs(machine('setup ""')) == []
    source = machine.checkout / "tictactoe_qt" / "core" / "ai" / "native" / "solve5.c"
    source.write_text(source.read_text() + "\n/* a faster search */\n")
    assert pip_installs(machine('setup ""')) == [str(machine.checkout)]


def test_a_package_asked_for_later_is_checked_once(machine):
    machine('setup ""')
    first = machine("install_debian_packages binutils")
    assert [call.split()[-1] for call in first if call.startswith("dpkg-query")] == ["binutils", "binutilst64"]
    assert any(call.startswith("apt-get install") for call in first)
    assert machine("install_debian_packages binutils") == []


def test_shibokens_loader_is_unpacked_with_its_bytecode_once_and_again_for_another_shiboken(machine, tmp_path):
    machine('setup ""')
    shiboken = tmp_path / "venv" / "lib" / "python3.11" / "site-packages" / "shiboken6"
    shiboken.mkdir(parents=True)
    library = shiboken / "libshiboken6.abi3.so.6.11"
    library.write_bytes(b"6.11.3")

    def unpack_calls() -> list[str]:
        before = machine.log.read_text().splitlines()
        result = machine.run_raw("ensure_shiboken_files", FAKE_SHIBOKEN=str(shiboken))
        assert result.returncode == 0, result.stderr
        return [
            call
            for call in machine.log.read_text().splitlines()[len(before) :]
            if "shiboken" in call or "compileall" in call
        ]

    assert unpack_calls() == ["python -c import shiboken6", f"python -m compileall -q {shiboken / 'files.dir'}"]
    assert (shiboken / "files.dir" / ".made-for").is_file()
    assert unpack_calls() == []  # in place: nothing to do
    library.write_bytes(b"6.11.4, a different size")  # pip replaced shiboken6 and left the folder behind
    (shiboken / "files.dir" / "stale.py").write_text("")
    assert len(unpack_calls()) == 2
    assert not (shiboken / "files.dir" / "stale.py").exists()
