"""The frozen app's entry script: PyInstaller runs a file, not a package's `__main__`."""

import sys

from tictactoe_qt.__main__ import main

if __name__ == "__main__":
    sys.exit(main())
