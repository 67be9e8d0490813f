"""The command line: --version answers without starting Qt."""

import subprocess
import sys

from tictactoe_qt import __version__


def test_version_flag_prints_the_version():
    result = subprocess.run(
        [sys.executable, "-m", "tictactoe_qt", "--version"], capture_output=True, text=True, timeout=60
    )
    assert result.returncode == 0
    assert result.stdout.strip() == f"tictactoe-qt {__version__}"
