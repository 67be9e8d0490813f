"""Themes: System (follows the desktop's light or dark scheme), Light, Dark and High contrast.

A theme sets both the widgets' QPalette and the board's own colours (style.COLORS), so the
side panel, menus and the painted board always match.
"""

from __future__ import annotations

from typing import cast

from PySide6.QtCore import QBuffer, QByteArray, QCoreApplication, QSize, Qt
from PySide6.QtGui import QColor, QGuiApplication, QIcon, QImageReader, QPalette, QPixmap
from PySide6.QtWidgets import QApplication

from ..assets import icon_path
from ..widgets.style import COLORS, DARK, HIGH_CONTRAST, LIGHT

THEMES = ("system", "light", "dark", "high-contrast")

# Window, text, base (fields), button, highlight, link: text on its background ≥ 7:1 (WCAG AAA).
_WIDGET_COLOURS = {
    "dark": ("#111827", "#F3F4F6", "#1F2937", "#374151", "#3B82F6", "#93C5FD"),
    "high-contrast": ("#000000", "#FFFFFF", "#000000", "#000000", "#FFFF00", "#00FFFF"),
}


def theme_names() -> dict[str, str]:
    translate = QCoreApplication.translate
    return {
        "system": translate("Theme", "System"),
        "light": translate("Theme", "Light"),
        "dark": translate("Theme", "Dark"),
        "high-contrast": translate("Theme", "High Contrast"),
    }


def effective_theme(theme: str) -> str:
    """The theme to draw: 'system' becomes light or dark as the desktop says."""
    if theme != "system":
        return theme
    hints = QGuiApplication.styleHints()
    return "dark" if hints.colorScheme() == Qt.ColorScheme.Dark else "light"


_palette_replaced = False


def apply_theme(theme: str) -> str:
    """Switch the application's palette and the board's colours; returns the theme drawn."""
    if theme not in THEMES:
        raise ValueError(f"unknown theme {theme!r}")
    drawn = effective_theme(theme)
    COLORS.use(**{"light": LIGHT, "dark": DARK, "high-contrast": HIGH_CONTRAST}[drawn])
    global _palette_replaced
    # Until a theme has replaced it, the application's palette is the style's own, which is what
    # Light draws: asking for QApplication.style() would cost ~20 ms of start-up (PySide builds
    # Python enums for all of QStyle's hundreds of values), so a light start leaves it alone.
    if drawn != "light" or _palette_replaced:
        QApplication.setPalette(_palette(drawn))
        _palette_replaced = True
    # Fusion draws radio rings and field frames a shade darker than the window: nothing on black.
    cast(QApplication, QApplication.instance()).setStyleSheet(_STYLE_SHEETS.get(drawn, ""))
    return drawn


# Fusion draws a radio button's ring in the window colour made darker, which on a dark window is no
# ring at all, a menu with no edge of its own, and (in high contrast) a scroll bar's handle as a dark grey outline on
# black: on these themes the sheets draw them.
_STYLE_SHEETS = {
    "dark": """
QRadioButton::indicator { width: 12px; height: 12px; border: 2px solid #9CA3AF; border-radius: 8px;
                          background: #1F2937; }
QRadioButton::indicator:checked { background: qradialgradient(cx: 0.5, cy: 0.5, radius: 0.5, fx: 0.5, fy: 0.5,
                                  stop: 0 #93C5FD, stop: 0.55 #93C5FD, stop: 0.62 #1F2937, stop: 1 #1F2937); }
QRadioButton::indicator:disabled { border-color: #4B5563; }
""",
    "high-contrast": """
QRadioButton::indicator { width: 12px; height: 12px; border: 2px solid #FFFFFF; border-radius: 8px; }
QRadioButton::indicator:checked { background: #FFFF00; }
QLineEdit { border: 1px solid #FFFFFF; padding: 2px; }
QListWidget { border: 1px solid #FFFFFF; }
QMenu { border: 1px solid #FFFFFF; }
QMenu::item { padding: 3px 24px 3px 28px; }
QMenu::item:selected { background: #FFFF00; color: #000000; }
QMenu::indicator { left: 8px; width: 10px; height: 10px; }
QMenu::indicator:non-exclusive { border: 2px solid #FFFFFF; }
QMenu::indicator:non-exclusive:checked { background: #FFFF00; border-color: #FFFF00; }
QMenu::indicator:exclusive:checked { background: #FFFF00; border-radius: 5px; }
QMenu::indicator:checked:selected { background: #000000; border-color: #000000; }
QScrollBar:vertical { width: 14px; background: #000000; border-left: 1px solid #FFFFFF; }
QScrollBar:horizontal { height: 14px; background: #000000; border-top: 1px solid #FFFFFF; }
QScrollBar::handle { background: #FFFFFF; margin: 3px; }
QScrollBar::handle:vertical { min-height: 24px; }
QScrollBar::handle:horizontal { min-width: 24px; }
QScrollBar::handle:hover, QScrollBar::handle:pressed { background: #FFFF00; }
QScrollBar::add-line, QScrollBar::sub-line { width: 0; height: 0; border: none; }
QScrollBar::add-page, QScrollBar::sub-page { background: none; }
""",
}

# The toolbar icons are drawn in this colour in tictactoe_qt/qt/assets/icons; tinted_icon repaints them.
_ICON_INK = b"#334155"


def tinted_icon(name: str) -> QIcon:
    """The icon assets/icons/<name>.svg drawn in the palette's button-text colour, crisp at 1× and 2×."""
    with open(icon_path(name), "rb") as source:
        drawing = source.read()
    ink = QApplication.palette().color(QPalette.ColorRole.ButtonText).name().encode()
    svg = QByteArray(drawing.replace(_ICON_INK, ink))
    icon = QIcon()
    for side in (22, 44):
        buffer = QBuffer(svg)
        reader = QImageReader(buffer, b"svg")
        reader.setScaledSize(QSize(side, side))
        icon.addPixmap(QPixmap.fromImage(reader.read()))
    return icon


def _palette(theme: str) -> QPalette:
    if theme == "light":
        return QApplication.style().standardPalette()
    window, text, base, button, highlight, link = map(QColor, _WIDGET_COLOURS[theme])
    palette = QPalette()
    Role = QPalette.ColorRole
    for role, colour in (
        (Role.Window, window),
        (Role.WindowText, text),
        (Role.Base, base),
        (Role.AlternateBase, button),
        (Role.Text, text),
        (Role.Button, button),
        (Role.ButtonText, text),
        (Role.Highlight, highlight),
        (Role.Link, link),
        (Role.ToolTipBase, base),
        (Role.ToolTipText, text),
        (Role.PlaceholderText, text),
    ):
        palette.setColor(role, colour)
    palette.setColor(Role.HighlightedText, window if theme == "high-contrast" else QColor("#FFFFFF"))
    # Fusion draws frames, radio rings and separators from these: they must stand out from the window.
    edges = (
        ("#FFFFFF", "#FFFFFF", "#FFFFFF", "#FFFFFF")
        if theme == "high-contrast"
        else ("#4B5563", "#374151", "#6B7280", "#9CA3AF")
    )
    for role, edge in zip((Role.Light, Role.Midlight, Role.Mid, Role.Dark), edges, strict=True):
        palette.setColor(role, QColor(edge))
    palette.setColor(Role.Shadow, QColor("#000000"))
    disabled = QColor(text)
    disabled.setAlphaF(0.55 if theme == "dark" else 0.7)
    for role in (Role.WindowText, Role.Text, Role.ButtonText):
        palette.setColor(QPalette.ColorGroup.Disabled, role, disabled)
    return palette
