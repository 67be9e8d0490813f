"""scripts/setup.sh, which ./scripts/play, ./scripts/test and ./scripts/build source: install once.

Runs the real script against a copy of pyproject.toml, with apt-get, dpkg-query and the venv's
python replaced by fakes that log every call, on a fresh "machine" that has none of the packages.
"""

from __future__ import annotations

import os
import shutil
import subprocess
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
    fake_bin = tmp_path / "bin"
    fake_bin.mkdir()
    for name, text in (("dpkg-query", FAKE_DPKG_QUERY), ("apt-get", FAKE_APT_GET), ("python3", FAKE_PYTHON)):
        (fake_bin / name).write_text(text)
        (fake_bin / name).chmod(0o755)
    log = tmp_path / "calls.log"
    env = dict(os.environ, PATH=f"{fake_bin}:{os.environ['PATH']}", FAKE_LOG=str(log),
               FAKE_INSTALLED=str(tmp_path / "installed.txt"), TICTACTOE_VENV=str(tmp_path / "venv"))
    env.pop("SUDO_USER", None)

    def run(*commands: str) -> list[str]:
        """Source setup.sh in a new shell, run `commands`, and return the calls made this time."""
        before = log.read_text().splitlines() if log.exists() else []
        script = f'source "{checkout}/scripts/setup.sh"\n' + "\n".join(commands)
        result = subprocess.run(["bash", "-c", script], env=env, capture_output=True, text=True, timeout=60)
        assert result.returncode == 0, result.stderr
        return (log.read_text().splitlines() if log.exists() else [])[len(before):]

    run.checkout = checkout
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


def beyond_the_resources_check(calls: list[str]) -> list[str]:
    """The calls other than the digest check of the compiled resources, which every run makes (it compiles
    nothing when resources/ did not change: tests/gui/test_resources.py)."""
    check = "scripts/build_resources.py --if-changed"
    return [call for call in calls if not (call.startswith("python ") and call.endswith(check))]


def test_second_runs_and_play_after_test_touch_neither_pip_nor_apt(machine):
    machine('setup "test"', "install_debian_packages xvfb xauth xdotool")  # as ./scripts/test does
    assert beyond_the_resources_check(machine('setup "test"', "install_debian_packages xvfb xauth xdotool")) == []
    assert beyond_the_resources_check(machine('setup ""')) == []  # ./scripts/play: the test set-up holds the game


def test_every_run_has_the_compiled_resources_brought_up_to_date(machine):
    for _ in range(2):
        calls = machine('setup ""')
        assert calls[-1] == f"python {machine.checkout}/scripts/build_resources.py --if-changed"


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
    assert beyond_the_resources_check(machine('setup "test"')) == []


def test_a_package_asked_for_later_is_checked_once(machine):
    machine('setup ""')
    first = machine("install_debian_packages binutils")
    assert [call.split()[-1] for call in first if call.startswith("dpkg-query")] == ["binutils", "binutilst64"]
    assert any(call.startswith("apt-get install") for call in first)
    assert machine("install_debian_packages binutils") == []
