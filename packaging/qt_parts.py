"""The parts of Qt the frozen app leaves out, named as each platform names its files (build.spec uses this).

PySide6's wheels carry Qt's plugins and libraries under other names on each system: the GIF reader is
plugins/imageformats/libqgif.so on Linux, qgif.dll on Windows and libqgif.dylib on macOS; Qt's PDF library
libQt6Pdf.so.6, Qt6Pdf.dll or QtPdf.framework. A filter that knows only one spelling drops nothing elsewhere.

What the game needs, and keeps everywhere: the platform plugin that opens its window (xcb and Wayland, windows,
cocoa), offscreen (the --self-test), the system's style plugin, the SVG image format and the SVG icon engine
(its icons are SVG), Qt's translations for its languages, and on Linux the input-method plugins (compose keys).
The names below come from PySide6-Essentials 6.11's wheels for each system and from the bundles built here.
"""

from __future__ import annotations

# Plugin folders none of whose plugins the game loads: no printing, no SQL, no TLS (network play is plain TCP),
# no network-reachability reports, no touch or tablet input plugins, no QML, no Designer, no EGL devices.
_UNUSED_PLUGIN_FOLDERS = (
    "egldeviceintegrations",
    "generic",
    "networkinformation",
    "tls",
    "printsupport",
    "sqldrivers",
    "qmltooling",
    "qmllint",
    "designer",
    "vectorimageformats",
)
# Image formats the game never reads: it draws its marks and shows SVG icons only (PNG is built into QtGui).
_UNUSED_IMAGE_FORMATS = (
    "gif",
    "icns",
    "ico",
    "jpeg",
    "pdf",
    "tga",
    "tiff",
    "wbmp",
    "webp",
    "macheif",
    "macjp2",
)  # the last two: macOS's own HEIF and JPEG 2000 readers
# Qt libraries that only the plugins above, or modules the app excludes, link to.
_UNUSED_LIBRARIES = ("Pdf", "Qml", "Quick", "VirtualKeyboard")

_FOLDERS = tuple(f"plugins/{folder}/" for folder in _UNUSED_PLUGIN_FOLDERS)

UNUSED_QT: dict[str, tuple[str, ...]] = {
    # Each entry is a fragment of a bundled file's path, with forward slashes.
    "linux": (
        *_FOLDERS,
        "plugins/platforms/libqeglfs",
        "plugins/platforms/libqlinuxfb",
        "plugins/platforms/libqminimalegl",
        "plugins/platforms/libqvnc",
        "plugins/platforms/libqvkkhrdisplay",
        "plugins/platforms/libqminimal.",
        "plugins/platformthemes/libqgtk3",  # and the GTK stack it pulls in: build.spec's without_orphans
        *(f"plugins/imageformats/libq{name}." for name in _UNUSED_IMAGE_FORMATS),
        *(f"libQt6{name}" for name in _UNUSED_LIBRARIES),
        "libQt6EglFSDeviceIntegration",
        "libQt6EglFsKmsSupport",
    ),
    "win32": (
        *_FOLDERS,
        "opengl32sw.dll",  # Mesa's software OpenGL (20 MB): the game paints with QPainter, never OpenGL
        "plugins/platforms/qdirect2d.dll",
        "plugins/platforms/qminimal.dll",
        *(f"plugins/imageformats/q{name}.dll" for name in _UNUSED_IMAGE_FORMATS),
        *(f"Qt6{name}" for name in _UNUSED_LIBRARIES),  # Qt6Pdf.dll, Qt6QmlModels.dll, ...
    ),
    "darwin": (
        *_FOLDERS,
        "plugins/platforms/libqminimal.dylib",
        "plugins/platforminputcontexts/libqtvirtualkeyboardplugin.dylib",
        *(f"plugins/imageformats/libq{name}.dylib" for name in _UNUSED_IMAGE_FORMATS),
        *(f"Qt{name}.framework/" for name in _UNUSED_LIBRARIES),  # QtPdf.framework/..., QtQuick.framework/...
    ),
}
# Qt's own translations, only for the languages the game ships.
SHIPPED_LANGUAGES = ("en", "zh_CN")


def platform_key(platform: str) -> str:
    """ "linux", "win32" or "darwin" for a sys.platform value."""
    return "linux" if platform.startswith("linux") else platform


def wanted(path: str, platform: str) -> bool:
    """Whether a file PyInstaller collected (its path in the bundle) goes into the app built on `platform`."""
    path = path.replace("\\", "/")
    if any(fragment in path for fragment in UNUSED_QT[platform_key(platform)]):
        return False
    if "/translations/" in path and path.endswith(".qm"):
        return "qt_help_" not in path and any(path.endswith(f"_{language}.qm") for language in SHIPPED_LANGUAGES)
    return True
