"""ruff and mypy, configured in pyproject.toml, find nothing: part of ./scripts/test, so new code stays clean."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent


def _run(*command: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", *command], cwd=ROOT, capture_output=True, text=True, timeout=300)


def test_ruff_finds_nothing():
    result = _run("ruff", "check", "--output-format", "concise", ".")
    assert result.returncode == 0, result.stdout + result.stderr


def test_the_whole_package_passes_mypy_strict():
    result = _run("mypy", "--strict", "tictactoe_qt")
    assert result.returncode == 0, result.stdout + result.stderr


def test_everything_passes_mypy():
    # The files and options come from [tool.mypy]: the package, benchmarks and scripts.
    result = _run("mypy")
    assert result.returncode == 0, result.stdout + result.stderr
    assert "source files" in result.stdout, result.stdout + result.stderr  # mypy ran over the configured files
