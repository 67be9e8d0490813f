"""What build.spec leaves out of each platform's bundle (packaging/qt_parts.py) and what the macOS bundle declares
(packaging/mac_bundle.py). The file names are those in PySide6-Essentials 6.11's wheels for each system and in the
bundles built here: scripts/build (Linux) and scripts/check-windows (Windows, under Wine)."""

from __future__ import annotations

import plistlib
from pathlib import Path

import pytest

from tictactoe_qt import __version__

from ..project_scripts import load_script

ROOT = Path(__file__).resolve().parent.parent.parent
PACKAGING = ROOT / "packaging"

# What each platform's bundle must keep: the window's platform plugin, offscreen for --self-test, the style,
# the SVG image format and icon engine (the game's icons are SVG), the Qt libraries the game imports, and the
# translations of its languages.
KEPT = {
    "linux": [
        "_internal/PySide6/Qt/plugins/platforms/libqxcb.so",
        "_internal/PySide6/Qt/plugins/platforms/libqwayland.so",
        "_internal/PySide6/Qt/plugins/platforms/libqoffscreen.so",
        "_internal/PySide6/Qt/plugins/imageformats/libqsvg.so",
        "_internal/PySide6/Qt/plugins/iconengines/libqsvgicon.so",
        "_internal/PySide6/Qt/plugins/platforminputcontexts/libcomposeplatforminputcontextplugin.so",
        "_internal/PySide6/Qt/lib/libQt6Svg.so.6",
        "_internal/PySide6/Qt/lib/libQt6Network.so.6",
        "_internal/PySide6/Qt/translations/qtbase_zh_CN.qm",
    ],
    "win32": [
        r"_internal\PySide6\plugins\platforms\qwindows.dll",
        r"_internal\PySide6\plugins\platforms\qoffscreen.dll",
        r"_internal\PySide6\plugins\styles\qmodernwindowsstyle.dll",
        r"_internal\PySide6\plugins\imageformats\qsvg.dll",
        r"_internal\PySide6\plugins\iconengines\qsvgicon.dll",
        r"_internal\PySide6\Qt6Svg.dll",
        r"_internal\PySide6\Qt6Core.dll",
        r"_internal\PySide6\Qt6Network.dll",
        r"_internal\PySide6\translations\qtbase_zh_CN.qm",
    ],
    "darwin": [
        "PySide6/Qt/plugins/platforms/libqcocoa.dylib",
        "PySide6/Qt/plugins/platforms/libqoffscreen.dylib",
        "PySide6/Qt/plugins/styles/libqmacstyle.dylib",
        "PySide6/Qt/plugins/imageformats/libqsvg.dylib",
        "PySide6/Qt/plugins/iconengines/libqsvgicon.dylib",
        "PySide6/Qt/lib/QtSvg.framework/Versions/A/QtSvg",
        "PySide6/Qt/lib/QtNetwork.framework/Versions/A/QtNetwork",
        "PySide6/Qt/translations/qtbase_zh_CN.qm",
    ],
}
# What each must leave out: the software OpenGL, unused platform plugins, image formats and libraries.
DROPPED = {
    "linux": [
        "_internal/PySide6/Qt/plugins/imageformats/libqgif.so",
        "_internal/PySide6/Qt/plugins/imageformats/libqjpeg.so",
        "_internal/PySide6/Qt/plugins/platforms/libqminimal.so",
        "_internal/PySide6/Qt/plugins/platforms/libqeglfs.so",
        "_internal/PySide6/Qt/lib/libQt6Pdf.so.6",
        "_internal/PySide6/Qt/plugins/platformthemes/libqgtk3.so",
        "_internal/PySide6/Qt/translations/qtbase_de.qm",
    ],
    "win32": [
        r"_internal\PySide6\opengl32sw.dll",
        r"_internal\PySide6\plugins\platforms\qdirect2d.dll",
        r"_internal\PySide6\plugins\platforms\qminimal.dll",
        *(
            rf"_internal\PySide6\plugins\imageformats\q{name}.dll"
            for name in ("gif", "icns", "ico", "jpeg", "tga", "tiff", "wbmp", "webp", "pdf")
        ),
        r"_internal\PySide6\Qt6Pdf.dll",
        r"_internal\PySide6\Qt6Qml.dll",
        r"_internal\PySide6\Qt6Quick.dll",
        r"_internal\PySide6\plugins\generic\qtuiotouchplugin.dll",
        r"_internal\PySide6\translations\qtbase_de.qm",
    ],
    "darwin": [
        "PySide6/Qt/plugins/platforms/libqminimal.dylib",
        "PySide6/Qt/plugins/imageformats/libqgif.dylib",
        "PySide6/Qt/plugins/imageformats/libqmacheif.dylib",
        "PySide6/Qt/plugins/imageformats/libqwebp.dylib",
        "PySide6/Qt/lib/QtPdf.framework/Versions/A/QtPdf",
        "PySide6/Qt/lib/QtQml.framework/Versions/A/QtQml",
        "PySide6/Qt/plugins/platforminputcontexts/libqtvirtualkeyboardplugin.dylib",
        "PySide6/Qt/plugins/tls/libqsecuretransportbackend.dylib",
    ],
}


@pytest.fixture(scope="module")
def qt_parts():
    return load_script("qt_parts", PACKAGING)


@pytest.mark.parametrize("platform", ["linux", "win32", "darwin"])
def test_each_platform_keeps_what_the_game_loads_and_drops_its_own_names_of_the_rest(qt_parts, platform):
    for path in KEPT[platform]:
        assert qt_parts.wanted(path, platform), f"{platform} would drop {path}"
    for path in DROPPED[platform]:
        assert not qt_parts.wanted(path, platform), f"{platform} would keep {path}"


def test_another_platforms_names_do_not_trim_this_one(qt_parts):
    # The filter this replaced knew only Linux names, so on Windows it dropped nothing: a Windows bundle put
    # through the Linux list still carries its 20 MB opengl32sw.dll.
    assert qt_parts.wanted(r"_internal\PySide6\opengl32sw.dll", "linux")
    assert not qt_parts.wanted(r"_internal\PySide6\opengl32sw.dll", "win32")
    assert qt_parts.platform_key("linux") == "linux" and set(qt_parts.UNUSED_QT) == {"linux", "win32", "darwin"}


def test_build_spec_filters_through_the_platform_names():
    spec = (ROOT / "build.spec").read_text(encoding="utf-8")
    assert "qt_parts.wanted(entry[0], sys.platform)" in spec
    assert "a.binaries = [entry for entry in a.binaries if wanted(entry)]" in spec
    assert "a.datas = [entry for entry in a.datas if wanted(entry)]" in spec


def test_the_macos_bundle_declares_what_a_mac_reads():
    mac_bundle = load_script("mac_bundle", PACKAGING)
    wheel = "Wheel-Version: 1.0\nTag: cp39-abi3-macosx_13_0_universal2\n"
    plist = mac_bundle.info_plist("io.github.tictactoe_qt.TicTacToe", __version__, wheel)
    assert plist["CFBundleIdentifier"] == "io.github.tictactoe_qt.TicTacToe"
    desktop = ROOT / "resources" / "linux" / "io.github.tictactoe_qt.TicTacToe.desktop"
    assert desktop.is_file()  # the same id as the Linux desktop entry
    assert plist["CFBundleShortVersionString"] == plist["CFBundleVersion"] == __version__
    assert plist["NSHighResolutionCapable"] is True and plist["LSMinimumSystemVersion"] == "13.0"
    assert plistlib.loads(plistlib.dumps(plist)) == plist  # a valid property list
    assert (ROOT / mac_bundle.ICON).read_bytes()[:4] == b"icns"
    spec = (ROOT / "build.spec").read_text(encoding="utf-8")
    assert "bundle_identifier=APP_ID" in spec and 'APP_ID = "io.github.tictactoe_qt.TicTacToe"' in spec
    with pytest.raises(ValueError, match="names no macOS"):
        mac_bundle.minimum_macos("Tag: cp39-abi3-manylinux_2_28_x86_64\n")
    assert mac_bundle.minimum_macos("Tag: cp39-abi3-macosx_11_0_x86_64\nTag: cp39-abi3-macosx_12_3_arm64\n") == "12.3"
