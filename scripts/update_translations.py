#!/usr/bin/env python3
"""Refresh the translation sources and compile them:

    .venv/bin/python scripts/update_translations.py

1. pyside6-lupdate collects every tr()/translate() string of tictactoe_qt into
   resources/translations/tictactoe_<lang>.ts (translations already made are kept);
2. translate the new entries with Qt Linguist (pyside6-linguist resources/translations/...ts);
3. run this again: pyside6-lrelease compiles the .qm files into tictactoe_qt/qt/assets/translations.
A test fails while any entry is untranslated or the compiled files are stale.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FOLDER = ROOT / "resources" / "translations"
COMPILED = ROOT / "tictactoe_qt" / "qt" / "assets" / "translations"
LANGUAGES = ("zh_CN",)


def tool(name: str) -> str:
    return str(Path(sys.executable).parent / name)


def main() -> None:
    sources = sorted(str(path) for path in (ROOT / "tictactoe_qt").rglob("*.py"))
    for language in LANGUAGES:
        ts = FOLDER / f"tictactoe_{language}.ts"
        subprocess.run(
            [tool("pyside6-lupdate"), "-no-obsolete", "-locations", "none", *sources, "-ts", str(ts)], check=True
        )
        subprocess.run(
            [tool("pyside6-lrelease"), str(ts), "-qm", str(COMPILED / f"tictactoe_{language}.qm")], check=True
        )


if __name__ == "__main__":
    main()
