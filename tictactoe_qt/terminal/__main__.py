"""python -m tictactoe_qt.terminal: the terminal game."""

import sys

from .command import main

sys.exit(main())
