"""What the macOS app bundle declares in its Info.plist (build.spec's BUNDLE uses this; no Mac builds it here).

A Mac reads these keys before it runs a line of the app: the identifier (the same reverse-DNS id as the Linux
desktop entry and AppStream data, so the app is one app everywhere), the version Finder shows and the build
number updates compare, that it draws sharp on Retina screens, the oldest macOS it starts on, and its icon.
"""

from __future__ import annotations

import re

BUNDLE_NAME = "Tic-Tac-Toe.app"
ICON = "resources/icons/app/tictactoe-qt.icns"  # from the project root; scripts/build_icons.py renders it


def minimum_macos(wheel_metadata: str) -> str:
    """The oldest macOS the bundled Qt runs on: the one PySide6's own wheel is tagged for (macosx_13_0 -> 13.0).

    `wheel_metadata` is the WHEEL file of the installed PySide6-Essentials. A bundle that claimed an older
    macOS would be let start there and then fail to load Qt.
    """
    versions = re.findall(r"^Tag: .*-macosx_(\d+)_(\d+)_\w+$", wheel_metadata, re.M)
    if not versions:
        raise ValueError("the PySide6-Essentials wheel names no macOS version: is this a macOS install?")
    major, minor = max((int(major), int(minor)) for major, minor in versions)
    return f"{major}.{minor}"


def info_plist(app_id: str, version: str, pyside_wheel_metadata: str) -> dict[str, object]:
    """The Info.plist keys besides those PyInstaller writes itself (name, executable, icon file)."""
    return {
        "CFBundleIdentifier": app_id,
        "CFBundleShortVersionString": version,  # what Finder and About show
        "CFBundleVersion": version,  # the build number macOS compares
        "NSHighResolutionCapable": True,
        "LSMinimumSystemVersion": minimum_macos(pyside_wheel_metadata),
        "LSApplicationCategoryType": "public.app-category.board-games",
        "CFBundleDisplayName": "Tic-Tac-Toe",
        # Saved games ("….tictactoe.json") open with the game from Finder, which hands them over as QFileOpenEvents.
        "CFBundleDocumentTypes": [
            {
                "CFBundleTypeName": "Tic-Tac-Toe saved game",
                "CFBundleTypeRole": "Editor",
                "LSHandlerRank": "Owner",
                "LSItemContentTypes": [f"{app_id}.game"],
            }
        ],
        "UTExportedTypeDeclarations": [
            {
                "UTTypeIdentifier": f"{app_id}.game",
                "UTTypeDescription": "Tic-Tac-Toe saved game",
                "UTTypeConformsTo": ["public.json"],
                "UTTypeTagSpecification": {"public.filename-extension": ["tictactoe.json"]},
            }
        ],
    }
