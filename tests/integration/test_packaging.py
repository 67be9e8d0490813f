"""What the packaged app is made of: desktop entry, AppStream data, icons, the spec's version, the installer."""

from __future__ import annotations

import configparser
import fnmatch
import os
import re
import subprocess
import sys
import xml.etree.ElementTree as ElementTree
from pathlib import Path

from tictactoe_qt import __version__
from tictactoe_qt.core.ai import book5

ROOT = Path(__file__).resolve().parent.parent.parent
APP_ID = "io.github.tictactoe_qt.TicTacToe"
DESKTOP = ROOT / "resources" / "linux" / f"{APP_ID}.desktop"
METAINFO = ROOT / "resources" / "linux" / f"{APP_ID}.metainfo.xml"
ICONS = ROOT / "resources" / "icons" / "app"


def _desktop_entry() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # keys are case-sensitive
    parser.read(DESKTOP, encoding="utf-8")
    return parser["Desktop Entry"]


def test_desktop_entry_names_the_app_its_icon_and_a_game_category():
    entry = _desktop_entry()
    assert entry["Type"] == "Application" and entry["Name"] == "Tic-Tac-Toe"
    assert entry["Icon"] == APP_ID and entry["Terminal"] == "false"
    assert "Game" in entry["Categories"].split(";")
    assert entry["Name[zh_CN]"]  # the second language the game ships


def test_every_hicolor_size_is_a_png_of_that_size():
    sizes = []
    for png in ICONS.glob(f"hicolor/*/apps/{APP_ID}.png"):
        data = png.read_bytes()
        assert data[:8] == b"\x89PNG\r\n\x1a\n"
        width, height = int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")
        assert png.parent.parent.name == f"{width}x{height}"
        sizes.append(width)
    assert {16, 32, 48, 64, 128, 256, 512} <= set(sizes)
    assert (ICONS / "tictactoe-qt.ico").read_bytes()[:4] == b"\x00\x00\x01\x00"
    assert (ICONS / "tictactoe-qt.icns").read_bytes()[:4] == b"icns"


def test_appstream_metainfo_matches_the_desktop_entry_and_has_a_screenshot():
    component = ElementTree.parse(METAINFO).getroot()
    assert component.get("type") == "desktop-application"
    assert component.findtext("id") == APP_ID
    assert component.find("launchable").text == DESKTOP.name
    assert component.find("screenshots/screenshot/image").text.endswith("docs/screenshot.png")
    assert (ROOT / "docs" / "screenshot.png").exists()
    assert component.find("releases/release").get("version") == __version__


def test_build_spec_reads_the_version_pyproject_declares():
    spec = (ROOT / "build.spec").read_text(encoding="utf-8")
    namespace = {"SPECPATH": str(ROOT), "__name__": "spec"}
    source = spec.split("VERSION = project_version()")[0]  # the definitions, before PyInstaller's own names
    exec(
        compile(source.replace("options = spec_options.parse_args()", "options = None"), "build.spec", "exec"),
        namespace,
    )
    assert namespace["project_version"]() == __version__


def test_the_engines_data_files_ship_in_the_wheel_and_the_frozen_app():
    data_files = sorted(
        p.name
        for p in (ROOT / "tictactoe_qt" / "core" / "ai").iterdir()
        if p.is_file() and p.suffix not in (".py", ".pyc", ".so", ".pyd")
    )
    assert data_files == ["opening_book.json", "strategy_5x5.bin", "values_5x5.bin"]
    pyproject = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    package_data = re.search(r'^"tictactoe_qt.core.ai" = \[(.*)\]$', pyproject, re.M).group(1)
    spec = (ROOT / "build.spec").read_text(encoding="utf-8")
    for name in data_files:
        assert f'"{name}"' in package_data and f'"{name}"' in spec, name
    assert '"tictactoe_qt.core.ai._solve5"' in spec  # the compiled search: loaded by ctypes, so no import names it


def test_self_test_checks_the_engine_books_it_needs():
    result = subprocess.run(
        [
            sys.executable,
            "-c",
            (
                "import sys; from tictactoe_qt.core.ai import book5; "
                "book5.BOOK5_PATH = book5.BOOK5_PATH.with_name('missing.bin'); "
                "sys.argv = ['tictactoe-qt', '--self-test']; from tictactoe_qt.__main__ import main; sys.exit(main())"
            ),
        ],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 1 and "5×5 strategy book" in result.stdout


def test_installer_puts_the_entry_icons_and_app_under_the_users_home(tmp_path):
    dist = tmp_path / "dist"
    dist.mkdir()
    (dist / "tictactoe-qt").write_text("#!/bin/sh\necho frozen\n")
    (dist / "tictactoe-qt").chmod(0o755)
    (dist / "_internal").mkdir()
    env = dict(os.environ, HOME=str(tmp_path / "home"), TICTACTOE_DIST=str(dist))
    env.pop("XDG_DATA_HOME", None)
    script = ROOT / "scripts" / "install-desktop-entry.sh"
    result = subprocess.run([str(script)], env=env, capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    share = tmp_path / "home" / ".local" / "share"
    installed_entry = (share / "applications" / f"{APP_ID}.desktop").read_text(encoding="utf-8")
    app = tmp_path / "home" / ".local" / "lib" / "tictactoe-qt" / "tictactoe-qt"
    assert re.search(rf'^Exec="{re.escape(str(app))}" %f$', installed_entry, re.M)  # a saved game double-clicked
    assert re.search(r"^MimeType=application/x-tictactoe-qt-game;$", installed_entry, re.M)
    mime = (share / "mime" / "packages" / f"{APP_ID}.xml").read_text(encoding="utf-8")
    assert 'type="application/x-tictactoe-qt-game"' in mime and 'pattern="*.tictactoe.json"' in mime
    assert subprocess.run([str(app)], capture_output=True, text=True).stdout == "frozen\n"
    assert (share / "icons" / "hicolor" / "256x256" / "apps" / f"{APP_ID}.png").exists()
    assert (share / "metainfo" / f"{APP_ID}.metainfo.xml").exists()

    result = subprocess.run([str(script), "--uninstall"], env=env, capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    assert not (share / "applications" / f"{APP_ID}.desktop").exists() and not app.exists()
    assert not (share / "mime" / "packages" / f"{APP_ID}.xml").exists()


def test_installer_without_a_build_says_what_to_do(tmp_path):
    env = dict(os.environ, HOME=str(tmp_path), TICTACTOE_DIST=str(tmp_path / "nothing"))
    result = subprocess.run(
        [str(ROOT / "scripts" / "install-desktop-entry.sh")], env=env, capture_output=True, text=True, timeout=60
    )
    assert result.returncode == 1 and "run ./scripts/build first" in result.stderr


def test_self_test_plays_through_the_real_window_and_reports_one_line():
    result = subprocess.run(
        [sys.executable, "-m", "tictactoe_qt", "--self-test"], capture_output=True, text=True, timeout=120
    )
    assert result.returncode == 0, result.stdout + result.stderr
    lines = result.stdout.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("self-test passed:") and "4 icons" in lines[0]
    assert f"{len(book5._entries()):,} 5×5 book entries" in lines[0]


def test_self_test_fails_loudly_when_the_icons_are_missing():
    # The package data is what a broken bundle would lose; point at an empty folder and the self-test must say so.
    code = (
        "import sys, pathlib, tictactoe_qt.qt.assets as assets; assets.FOLDER = pathlib.Path('/nonexistent'); "
        "sys.argv = ['tictactoe-qt', '--self-test']; from tictactoe_qt.__main__ import main; sys.exit(main())"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert result.returncode == 1
    assert result.stdout.strip().startswith("self-test FAILED:") and "icon" in result.stdout


def test_the_desktop_knows_a_saved_game_by_its_name_and_opens_it_with_the_game(tmp_path):
    """The desktop entry names the MIME type the package defines, takes the file (%f), and validates; the MIME
    database built from the package's file maps the name Save proposes to that type."""
    linux = ROOT / "resources" / "linux"
    entry = (linux / f"{APP_ID}.desktop").read_text(encoding="utf-8")
    assert re.search(r"^Exec=tictactoe-qt %f$", entry, re.M)
    assert re.search(r"^MimeType=application/x-tictactoe-qt-game;$", entry, re.M)
    validated = subprocess.run(
        ["desktop-file-validate", str(linux / f"{APP_ID}.desktop")], capture_output=True, text=True, timeout=60
    )
    assert validated.returncode == 0 and not validated.stdout.strip(), validated.stdout + validated.stderr
    (tmp_path / "mime" / "packages").mkdir(parents=True)
    (tmp_path / "mime" / "packages" / f"{APP_ID}.xml").write_bytes((linux / f"{APP_ID}.mime.xml").read_bytes())
    built = subprocess.run(["update-mime-database", str(tmp_path / "mime")], capture_output=True, text=True, timeout=60)
    assert built.returncode == 0 and "rror" not in built.stderr, built.stderr
    globs = (tmp_path / "mime" / "globs2").read_text(encoding="utf-8")
    pattern = re.search(r"^\d+:application/x-tictactoe-qt-game:(.+)$", globs, re.M).group(1)
    from tictactoe_qt.qt.shell.game_files import GAME_FILE_SUFFIX

    assert fnmatch.fnmatch(f"Ann against Bob, 2026-11-28{GAME_FILE_SUFFIX}", pattern)
