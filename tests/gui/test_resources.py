"""Icons come from the compiled Qt resources, and the compiled module (generated, not in git) matches resources/."""


from PySide6.QtGui import QIcon, QImage

import tictactoe_qt.qt.resources_rc  # noqa: F401 - registers ":/..."

from ..project_scripts import load_script



def without_comments(source: bytes) -> list[bytes]:
    # The header names the Qt version that compiled it, which may differ from the one here.
    return [line for line in source.splitlines() if not line.startswith(b"#")]


def test_compiled_resources_are_up_to_date():
    build = load_script("build_resources")
    assert without_comments(build.compiled_resources()) == without_comments(build.OUTPUT.read_bytes()), (
        "resources/ changed: run scripts/build_resources.py (./scripts/play, test and build do)"
    )


def test_every_icon_renders(qapp):
    for name in ("tictactoe", "new-game", "undo", "redo", "hint", "stop", "continue"):
        image = QImage(f":/icons/{name}.svg")
        assert not image.isNull(), name
        assert not QIcon(f":/icons/{name}.svg").pixmap(32, 32).isNull(), name
