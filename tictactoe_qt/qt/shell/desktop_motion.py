"""Whether the desktop asks applications for less motion. Qt does not say (its UI_General effect is off on
any desktop without a platform theme), so this asks each desktop where it keeps the setting:

- KDE Plasma: `AnimationDurationFactor=0` in kdeglobals' [KDE] group ("Animation speed: Instant");
- GNOME and desktops built on its settings: `enable-animations` off in org.gnome.desktop.interface;
- Windows: "Show animations in Windows" off (SPI_GETCLIENTAREAANIMATION);
- macOS: System Settings ▸ Accessibility ▸ Display ▸ Reduce motion.
"""

from __future__ import annotations

import configparser
import os
import shutil
import subprocess
import sys
from pathlib import Path

_ASK_TIMEOUT_S = 1.0


def desktop_prefers_less_motion() -> bool:
    if sys.platform == "win32":
        return _windows_animations_off()
    if sys.platform == "darwin":
        return _ask(["defaults", "read", "com.apple.universalaccess", "reduceMotion"]) == "1"
    return _kde_animations_off() or _gnome_animations_off()


def _kde_animations_off() -> bool:
    config_home = Path(os.environ.get("XDG_CONFIG_HOME") or Path.home() / ".config")
    parser = configparser.ConfigParser(interpolation=None, strict=False)
    try:
        parser.read(config_home / "kdeglobals", encoding="utf-8")
        return parser.getfloat("KDE", "AnimationDurationFactor", fallback=1.0) == 0.0
    except (configparser.Error, ValueError, OSError, UnicodeDecodeError):
        return False  # a kdeglobals we cannot read says nothing


def _gnome_animations_off() -> bool:
    if shutil.which("gsettings") is None:
        return False
    return _ask(["gsettings", "get", "org.gnome.desktop.interface", "enable-animations"]) == "false"


def _ask(command: list[str]) -> str:
    try:
        result = subprocess.run(command, capture_output=True, text=True, timeout=_ASK_TIMEOUT_S, check=False)
    except (OSError, subprocess.SubprocessError):
        return ""
    return result.stdout.strip() if result.returncode == 0 else ""


def _windows_animations_off() -> bool:
    import ctypes  # noqa: PLC0415 - Windows only

    spi_get_client_area_animation = 0x1042
    enabled = ctypes.c_int(1)
    windll = getattr(ctypes, "windll", None)
    if windll is None or not windll.user32.SystemParametersInfoW(
        spi_get_client_area_animation, 0, ctypes.byref(enabled), 0
    ):
        return False
    return not enabled.value
