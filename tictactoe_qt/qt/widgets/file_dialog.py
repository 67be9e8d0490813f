"""Save Game's and Open Saved Game's file dialog, roomy enough for the game's long file names.

Where the desktop offers its own file dialog (Windows, macOS, GNOME's and KDE's portals) that one
shows, sized by the desktop. Elsewhere Qt draws its own, which opens at about 630×400 with its
columns at their narrowest: "Alice against Com…, 2026-11-21.json", "JSO…ent", "26 11 2…6 06:56".
That one opens larger, with the name column taking the room the others do not need.
"""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QFileDialog, QHeaderView, QTreeView, QWidget

# Room for a suggested name ("Player 1 against Computer, 2026-11-26.json") beside size, type and date.
_ROOMY = QSize(820, 500)


def choose_file(parent: QWidget, title: str, start: str, name_filter: str, *, saving: bool) -> str:
    """The path the player chose, or "" when they cancelled. `start` is a folder, or a file to suggest."""
    dialog = QFileDialog(parent, title, start, name_filter)
    if saving:
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        dialog.setFileMode(QFileDialog.FileMode.AnyFile)
    else:
        dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
    _make_roomy(dialog, parent)
    if dialog.exec() != QFileDialog.DialogCode.Accepted or not dialog.selectedFiles():
        return ""
    return dialog.selectedFiles()[0]


def _make_roomy(dialog: QFileDialog, parent: QWidget) -> None:
    files = dialog.findChild(QTreeView)
    if files is None:  # the desktop's own dialog: nothing of Qt's to size
        return
    dialog.setViewMode(QFileDialog.ViewMode.Detail)
    screen = parent.screen().availableGeometry().size()
    dialog.resize(min(_ROOMY.width(), screen.width() * 9 // 10), min(_ROOMY.height(), screen.height() * 9 // 10))
    header = files.header()
    header.setStretchLastSection(False)
    header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
    for column in range(1, header.count()):
        header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
