"""The GitHub Actions workflows (release.yml, and ci.yml on every push) cannot run here: actionlint checks them
(and their shell steps, through shellcheck), every file they call must be in the repository, and the release's
helper runs here on Linux."""

from __future__ import annotations

import importlib.metadata
import os
import re
import shutil
import stat
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from tictactoe_qt import __version__

ROOT = Path(__file__).resolve().parent.parent.parent
WORKFLOW = ROOT / ".github" / "workflows" / "release.yml"
CI = ROOT / ".github" / "workflows" / "ci.yml"
HELPER = ROOT / "scripts" / "release_files.py"


def _helper(*args: str, **options) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, str(HELPER), *args], capture_output=True, text=True, timeout=120, **options)


def test_actionlint_and_shellcheck_find_nothing():
    # scripts/test installs shellcheck; without it actionlint would silently skip the shell steps.
    assert shutil.which("shellcheck"), "shellcheck is missing: ./scripts/test installs it"
    workflows = sorted(WORKFLOW.parent.glob("*.yml"))
    assert {WORKFLOW, CI} <= set(workflows)
    actionlint = Path(sys.executable).with_name("actionlint")
    result = subprocess.run(
        [str(actionlint), *map(str, workflows)], cwd=ROOT, capture_output=True, text=True, timeout=120
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_actionlint_does_report_a_broken_workflow(tmp_path):
    broken = tmp_path / "broken.yml"
    broken.write_text(WORKFLOW.read_text().replace("runs-on: ${{ matrix.os }}", "runs-on: ${{ matrix.sytem }}"))
    result = subprocess.run(
        [str(Path(sys.executable).with_name("actionlint")), str(broken)], capture_output=True, text=True, timeout=120
    )
    assert result.returncode == 1 and "sytem" in result.stdout


def test_the_workflow_builds_on_linux_windows_and_macos_on_tags():
    text = WORKFLOW.read_text()
    systems = re.findall(r"^\s*- os: (\S+)", text, re.M)
    assert {system.split("-")[0] for system in systems} == {"ubuntu", "windows", "macos"}
    assert re.search(r"push:\s+tags:", text)
    for artefact in ("--self-test", "--onefile", "--deb", "upload-artifact", "Tic-Tac-Toe.app"):
        assert artefact in text


def test_ci_runs_the_hooks_the_quick_loop_and_the_suite_on_ubuntu_and_builds_on_windows_and_macos():
    text = CI.read_text()
    assert re.search(r"^on:\s+push:\s+pull_request:", text, re.M)
    checks = [text.index(step) for step in ("pre-commit run", "./scripts/test --quick", "./scripts/test\n")]
    assert checks == sorted(checks)  # the quick checks first: a broken change fails in minutes
    assert "runs-on: ubuntu-latest" in text
    assert re.search(r"os: \[windows-latest, macos-latest\]", text)
    for step in ('-e ".[build]"', "pyinstaller --noconfirm --log-level WARN build.spec", "--self-test"):
        assert step in text


@pytest.mark.parametrize("workflow", [WORKFLOW, CI], ids=lambda path: path.name)
def test_every_file_the_workflow_calls_is_in_the_repository(workflow):
    text = workflow.read_text()
    called = set(re.findall(r"(?:\./)?(scripts/[\w.-]+|build\.spec)", text))
    run_directly = set(re.findall(r"\./(scripts/[\w.-]+)", text))  # the others are given to python or sourced
    expected = {"scripts/build", "scripts/check-deb", "scripts/release_files.py", "build.spec"}
    if workflow == CI:
        expected = {"scripts/setup.sh", "scripts/test", "scripts/release_files.py", "build.spec"}
    assert expected <= called
    for path in called:
        assert (ROOT / path).is_file(), f"the workflow calls {path}, which is not in the repository"
        if path in run_directly:
            assert os.access(ROOT / path, os.X_OK), f"{path} is not executable"
    extras = importlib.metadata.metadata("tictactoe-qt").get_all("Provides-Extra") or []
    for extra in re.findall(r'"\.\[(\w+)\]"', text):
        assert extra in extras


def test_helper_prints_the_version():
    result = _helper("--version")
    assert result.returncode == 0 and result.stdout.strip() == __version__


def _fake_dist(tmp_path: Path) -> Path:
    dist = tmp_path / "dist"
    app = dist / "tictactoe-qt"
    (app / "_internal" / "lib").mkdir(parents=True)
    (app / "tictactoe-qt").write_text("#!/bin/sh\necho 'self-test passed: fake'\n")
    (app / "tictactoe-qt").chmod(0o755)
    (app / "_internal" / "lib" / "libfake.so.1").write_bytes(b"\x7fELF")
    (app / "_internal" / "libfake.so").symlink_to("lib/libfake.so.1")
    bundle = dist / "Tic-Tac-Toe.app" / "Contents"
    (bundle / "MacOS").mkdir(parents=True)
    (bundle / "Frameworks" / "Versions" / "A").mkdir(parents=True)
    (bundle / "Frameworks" / "Versions" / "Current").symlink_to("A")  # a linked folder, as in a framework
    (bundle / "MacOS" / "tictactoe-qt").write_text("#!/bin/sh\nexit 0\n")
    (bundle / "MacOS" / "tictactoe-qt").chmod(0o755)
    (dist / "onefile").mkdir()
    (dist / "onefile" / "tictactoe-qt.exe").write_bytes(b"MZ")
    (dist / f"tictactoe-qt_{__version__}_amd64.deb").write_bytes(b"!<arch>\n")
    return dist


@pytest.mark.parametrize(
    ("platform", "extra"),
    [
        ("linux-x86_64", f"tictactoe-qt_{__version__}_amd64.deb"),
        ("windows-x86_64", f"tictactoe-qt-{__version__}-windows-x86_64.exe"),
        ("macos-arm64", f"Tic-Tac-Toe-{__version__}-macos-arm64.app.zip"),
    ],
)
def test_helper_collects_each_platforms_downloads(tmp_path, platform, extra):
    dist = _fake_dist(tmp_path)
    result = _helper("--collect", str(dist), "--platform", platform, "--out", str(tmp_path / "release"))
    assert result.returncode == 0, result.stderr
    folder_zip = f"tictactoe-qt-{__version__}-{platform}.zip"
    assert sorted(path.name for path in (tmp_path / "release").iterdir()) == sorted([folder_zip, extra])

    with zipfile.ZipFile(tmp_path / "release" / folder_zip) as archive:
        modes = {info.filename: info.external_attr >> 16 for info in archive.infolist()}
        assert stat.S_IMODE(modes["tictactoe-qt/tictactoe-qt"]) == 0o755  # still runs once unzipped
        assert stat.S_ISLNK(modes["tictactoe-qt/_internal/libfake.so"])
        assert archive.read("tictactoe-qt/_internal/libfake.so") == b"lib/libfake.so.1"
    if extra.endswith(".app.zip"):
        with zipfile.ZipFile(tmp_path / "release" / extra) as archive:
            modes = {info.filename: info.external_attr >> 16 for info in archive.infolist()}
            link = "Tic-Tac-Toe.app/Contents/Frameworks/Versions/Current"
            assert stat.S_ISLNK(modes[link]) and archive.read(link) == b"A"
            assert stat.S_IMODE(modes["Tic-Tac-Toe.app/Contents/MacOS/tictactoe-qt"]) == 0o755


def test_helper_names_what_is_missing(tmp_path):
    dist = _fake_dist(tmp_path)
    (dist / "onefile" / "tictactoe-qt.exe").unlink()
    result = _helper("--collect", str(dist), "--platform", "windows-x86_64", "--out", str(tmp_path / "release"))
    assert result.returncode == 1 and "tictactoe-qt.exe is missing" in result.stderr


def test_helper_self_test_passes_a_working_app_and_fails_a_broken_one(tmp_path):
    dist = _fake_dist(tmp_path)
    passed = _helper("--self-test", str(dist / "tictactoe-qt"))
    assert passed.returncode == 0 and "self-test passed: fake" in passed.stdout
    assert _helper("--self-test", str(dist / "Tic-Tac-Toe.app")).returncode == 0
    (dist / "tictactoe-qt" / "tictactoe-qt").write_text("#!/bin/sh\necho 'self-test FAILED: no icons'\nexit 1\n")
    failed = _helper("--self-test", str(dist / "tictactoe-qt"))
    assert failed.returncode == 1 and "exited with 1" in failed.stderr
    assert _helper("--self-test", str(tmp_path / "nothing")).returncode == 1
