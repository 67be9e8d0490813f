"""The window's icons and translations are package data that every install carries as they are in git."""

import subprocess
import sys
from pathlib import Path

from PySide6.QtGui import QIcon, QImage

from tictactoe_qt.qt.assets import ICON_NAMES, TRANSLATIONS_FOLDER, icon_path

ROOT = Path(__file__).resolve().parents[2]


def test_every_icon_renders(qapp):
    for name in ICON_NAMES:
        image = QImage(icon_path(name))
        assert not image.isNull(), name
        assert not QIcon(icon_path(name)).pixmap(32, 32).isNull(), name


def test_the_shipped_translation_is_compiled_from_its_source(tmp_path):
    # pyside6-lrelease is what scripts/update_translations.py runs: a .ts edited without it leaves the game's
    # .qm behind, and players would see the old words.
    compiled = tmp_path / "tictactoe_zh_CN.qm"
    lrelease = Path(sys.executable).parent / "pyside6-lrelease"
    subprocess.run(
        [
            str(lrelease),
            "-silent",
            str(ROOT / "resources" / "translations" / "tictactoe_zh_CN.ts"),
            "-qm",
            str(compiled),
        ],
        check=True,
        timeout=60,
    )
    shipped = Path(TRANSLATIONS_FOLDER) / "tictactoe_zh_CN.qm"
    assert compiled.read_bytes() == shipped.read_bytes(), "run scripts/update_translations.py"


def test_the_package_declares_every_asset_as_package_data():
    import tomllib

    declared = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["tool"]["setuptools"]["package-data"]
    patterns = declared["tictactoe_qt.qt.assets"]
    folder = Path(icon_path("tictactoe")).parent.parent
    files = [
        path
        for path in folder.rglob("*")
        if path.is_file() and path.suffix != ".py" and "__pycache__" not in path.parts
    ]
    assert files and all(any(path.relative_to(folder).match(pattern) for pattern in patterns) for path in files)
