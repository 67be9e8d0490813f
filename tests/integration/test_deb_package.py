"""scripts/build_deb.py on a stand-in app (real ELF binaries, so Depends is worked out for real): what
goes where, with which modes and which control fields. ./scripts/build --deb runs it on the frozen app
and lintian over the result; ./scripts/check-deb installs, runs and removes that package (CI does both)."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tictactoe_qt import __version__

ROOT = Path(__file__).resolve().parent.parent.parent
APP_ID = "io.github.tictactoe_qt.TicTacToe"
BUILDER = ROOT / "scripts" / "build_deb.py"


def _program(name: str) -> str:
    path = shutil.which(name)
    assert path, f"{name} is missing: ./scripts/test installs it"
    return path


def _build(app: Path, tmp_path: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, str(BUILDER), str(app), "--out", str(tmp_path / "out"), "--work", str(tmp_path / "work")],
        capture_output=True,
        text=True,
        timeout=300,
    )


@pytest.fixture
def app(tmp_path) -> Path:
    """A one-folder app whose launcher is a real program linked against the C library only."""
    folder = tmp_path / "tictactoe-qt"
    (folder / "_internal").mkdir(parents=True)
    shutil.copy(_program("true"), folder / "tictactoe-qt")
    # A library with a search path into the build machine, as a pyenv or setup-python libpython has.
    library = folder / "_internal" / "libstandin.so.1"
    shutil.copy(_program("true"), library)
    subprocess.run(["patchelf", "--set-rpath", "/opt/build-machine/python/lib:$ORIGIN/lib", str(library)], check=True)
    return folder


def test_package_layout_modes_and_control_fields(app, tmp_path):
    result = _build(app, tmp_path)
    assert result.returncode == 0, result.stderr
    deb = tmp_path / "out" / f"tictactoe-qt_{__version__}_amd64.deb"
    assert result.stdout.strip() == str(deb)

    listing = subprocess.run(["dpkg-deb", "--contents", str(deb)], capture_output=True, text=True, check=True).stdout
    entries = {line.split()[5].lstrip("."): line for line in listing.splitlines()}
    assert "-> ../lib/tictactoe-qt/tictactoe-qt" in entries["/usr/bin/tictactoe-qt"]
    assert entries["/usr/lib/tictactoe-qt/tictactoe-qt"].startswith("-rwxr-xr-x root/root")
    assert entries["/usr/lib/tictactoe-qt/_internal/libstandin.so.1"].startswith("-rw-r--r-- root/root")
    for path in (
        f"/usr/share/applications/{APP_ID}.desktop",
        f"/usr/share/metainfo/{APP_ID}.metainfo.xml",
        f"/usr/share/icons/hicolor/256x256/apps/{APP_ID}.png",
        f"/usr/share/icons/hicolor/scalable/apps/{APP_ID}.svg",
        "/usr/share/doc/tictactoe-qt/copyright",
        "/usr/share/doc/tictactoe-qt/changelog.gz",
        "/usr/share/man/man6/tictactoe-qt.6.gz",
        "/usr/share/lintian/overrides/tictactoe-qt",
    ):
        assert entries[path].startswith("-rw-r--r-- root/root"), path

    def field(name: str) -> str:
        return subprocess.run(
            ["dpkg-deb", "--field", str(deb), name], capture_output=True, text=True, check=True
        ).stdout.strip()

    assert (field("Package"), field("Version"), field("Architecture")) == ("tictactoe-qt", __version__, "amd64")
    assert field("Section") == "games"
    # `true` asks for some GLIBC_2.x symbol version: libc6 must be at least that new.
    assert re.fullmatch(r"fontconfig-config, libc6 \(>= 2\.\d+\)", field("Depends"))
    assert field("Recommends") == "xkb-data"
    md5sums = subprocess.run(
        ["dpkg-deb", "--info", str(deb), "md5sums"], capture_output=True, text=True, check=True
    ).stdout
    assert "  usr/lib/tictactoe-qt/tictactoe-qt\n" in md5sums

    # The build machine's search path is gone from the packaged copy; the one inside the bundle stays.
    staged = tmp_path / "work" / "root" / "usr" / "lib" / "tictactoe-qt" / "_internal" / "libstandin.so.1"
    dynamic = subprocess.run(["readelf", "--dynamic", str(staged)], capture_output=True, text=True).stdout
    assert "[$ORIGIN/lib]" in dynamic and "build-machine" not in dynamic
    assert (
        "build-machine"
        in subprocess.run(
            ["readelf", "--dynamic", str(app / "_internal" / "libstandin.so.1")], capture_output=True, text=True
        ).stdout
    )  # the app itself untouched


def test_a_host_library_no_package_is_known_for_stops_the_build(app, tmp_path):
    shutil.copy(_program("dpkg-deb"), app / "_internal" / "helper")  # links to compression libraries
    result = _build(app, tmp_path)
    assert result.returncode == 1 and not (tmp_path / "out").exists()
    unknown = re.search(r"links to (.+) from the host", result.stderr).group(1).split(", ")
    assert unknown and "HOST_LIBRARIES" in result.stderr
    for soname in unknown:  # bundled, they are no longer the host's business
        (app / "_internal" / soname).write_bytes(b"")
    assert _build(app, tmp_path).returncode == 0


def test_manual_page_documents_every_option():
    help_text = subprocess.run(
        [sys.executable, "-m", "tictactoe_qt", "--help"], capture_output=True, text=True, timeout=60
    ).stdout
    options = set(re.findall(r"--[a-z][a-z-]+", help_text))
    assert {"--cli", "--self-test", "--reset", "--version"} <= options
    manual = (ROOT / "packaging" / "deb" / "tictactoe-qt.6").read_text().replace("\\-", "-")
    assert not [option for option in options if option not in manual]
