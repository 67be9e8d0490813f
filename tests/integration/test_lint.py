"""ruff (the linter and the formatter) and mypy, configured in pyproject.toml, and shellcheck over the shell scripts find nothing: part of
./scripts/test, so new code stays clean."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent


def _run(*command: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", *command], cwd=ROOT, capture_output=True, text=True, timeout=300)


def test_ruff_finds_nothing():
    result = _run("ruff", "check", "--output-format", "concise", ".")
    assert result.returncode == 0, result.stdout + result.stderr


def test_every_file_is_as_ruff_format_writes_it():
    result = _run("ruff", "format", "--check", ".")
    assert result.returncode == 0, "run `.venv/bin/ruff format .`:\n" + result.stdout + result.stderr


def test_ruff_format_does_report_a_file_it_would_change(tmp_path):
    (tmp_path / "untidy.py").write_text("x = {  'a':1 }\n")
    result = subprocess.run(
        [sys.executable, "-m", "ruff", "format", "--check", "--no-cache", "untidy.py"],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 1 and "untidy.py" in result.stdout, result.stdout + result.stderr


def test_everything_passes_mypy_strict():
    # The files and options come from [tool.mypy]: strict, over the package, the benchmarks and the scripts.
    result = _run("mypy")
    assert result.returncode == 0, result.stdout + result.stderr
    assert "source files" in result.stdout, result.stdout + result.stderr  # mypy ran over the configured files


def test_mypy_is_strict_by_its_configuration(tmp_path):
    # One run checks everything only while the configuration asks for strict: an untyped function fails it.
    (tmp_path / "untyped.py").write_text("def untyped(x):\n    return x\n")
    result = subprocess.run(
        [sys.executable, "-m", "mypy", "--config-file", str(ROOT / "pyproject.toml"), "untyped.py"],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 1 and "no-untyped-def" in result.stdout, result.stdout + result.stderr


def _shell_scripts() -> list[Path]:
    scripts = [*sorted((ROOT / "scripts").iterdir()), ROOT / ".ci" / "run"]
    return [path for path in scripts if path.is_file() and path.read_bytes().startswith(b"#!/usr/bin/env bash")]


def test_every_shell_script_passes_shellcheck():
    # scripts/test installs shellcheck. -x follows `source` into setup.sh, from the scripts' own folder; warnings
    # and errors fail, its "info" notes (A && B || C on purpose) do not.
    assert shutil.which("shellcheck"), "shellcheck is missing: ./scripts/test installs it"
    scripts = _shell_scripts()
    assert {"check-windows", "check-deb", "build", "setup.sh", "run"} <= {path.name for path in scripts}
    for script in scripts:
        result = subprocess.run(
            ["shellcheck", "-x", "--severity=warning", script.name],
            cwd=script.parent,
            capture_output=True,
            text=True,
            timeout=120,
        )
        assert result.returncode == 0, f"{script.relative_to(ROOT)}:\n{result.stdout}{result.stderr}"


def test_shellcheck_does_report_a_broken_script(tmp_path):
    broken = tmp_path / "broken"
    broken.write_text('#!/usr/bin/env bash\nrm -rf "$build_dir"/*\n')  # a name never set: rm -rf /*
    result = subprocess.run(
        ["shellcheck", "-x", "--severity=warning", broken.name],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode != 0 and "SC2154" in result.stdout
