"""Wrap the built one-folder app in a Debian package (./scripts/build --deb runs this, then lintian).

    python scripts/build_deb.py dist/tictactoe-qt --out dist     ->  dist/tictactoe-qt_<version>_amd64.deb

Layout: the app in /usr/lib/tictactoe-qt, /usr/bin/tictactoe-qt linking to it, the desktop entry,
hicolor icons and AppStream metainfo under /usr/share, the manual page and the copyright file.

Depends comes from the app itself: every shared library a bundled binary links to (ELF NEEDED)
that is not bundled must come from the host, each through a package in HOST_LIBRARIES (the same
list as the README's), and libc6 at least as new as the newest glibc symbol version any binary
asks for. A library missing from that table stops the build, so the package never under-declares.
Needs dpkg-deb, readelf (binutils) and patchelf; standard library only otherwise.
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
import os
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ElementTree
from datetime import datetime, timezone
from email.utils import format_datetime
from pathlib import Path

from release_files import project_version  # scripts/ is on the path when this runs

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = "tictactoe-qt"
APP_ID = "io.github.tictactoe_qt.TicTacToe"
MAINTAINER = "The Tic-Tac-Toe Qt developers <tictactoe-qt@users.noreply.github.com>"
HOMEPAGE = "https://github.com/tictactoe-qt/tictactoe-qt"

# soname -> (package, relation). The Wayland cursor and EGL libraries are only for native Wayland
# windows; without them Qt falls back to X11 (XWayland), so they are recommended, not required.
HOST_LIBRARIES = {
    "libc.so.6": ("libc6", "Depends"),
    "libm.so.6": ("libc6", "Depends"),
    "libdl.so.2": ("libc6", "Depends"),
    "libpthread.so.0": ("libc6", "Depends"),
    "librt.so.1": ("libc6", "Depends"),
    "libresolv.so.2": ("libc6", "Depends"),
    "ld-linux-x86-64.so.2": ("libc6", "Depends"),
    "libGL.so.1": ("libgl1", "Depends"),
    "libEGL.so.1": ("libegl1", "Depends"),
    "libxcb.so.1": ("libxcb1", "Depends"),
    "libwayland-client.so.0": ("libwayland-client0", "Depends"),
    "libwayland-cursor.so.0": ("libwayland-cursor0", "Recommends"),
    "libwayland-egl.so.1": ("libwayland-egl1", "Recommends"),
}
# Not libraries but files the bundled fontconfig and xkbcommon read from the host: the font
# configuration (which pulls in a font) and, where the display server gives no keymap, XKB data.
DATA_PACKAGES = {"Depends": ["fontconfig-config"], "Recommends": ["xkb-data"]}


class PackagingError(Exception):
    pass


def elf_files(folder: Path) -> list[Path]:
    found = []
    for path in sorted(folder.rglob("*")):
        if path.is_file() and not path.is_symlink():
            with path.open("rb") as handle:
                if handle.read(4) == b"\x7fELF":
                    found.append(path)
    return found


def _readelf(*args: str) -> str:
    return subprocess.run(["readelf", "--wide", *args], capture_output=True, text=True, check=True).stdout


def host_requirements(app: Path) -> tuple[dict[str, set[str]], str | None]:
    """({"Depends": packages, "Recommends": packages}, newest GLIBC_x.y asked for) of a built app."""
    binaries = elf_files(app)
    if not binaries:
        raise PackagingError(f"no executables or libraries in {app}: is it a built app?")
    bundled = {path.name for path in app.rglob("*")}
    needed: set[str] = set()
    glibc: list[tuple[int, ...]] = []
    for binary in binaries:
        needed.update(re.findall(r"\(NEEDED\)\s+Shared library: \[([^\]]+)\]", _readelf("--dynamic", str(binary))))
        for version in re.findall(r"Name: GLIBC_([0-9.]+)", _readelf("--version-info", str(binary))):
            glibc.append(tuple(int(part) for part in version.split(".")))
    from_host = sorted(needed - bundled)
    unknown = [soname for soname in from_host if soname not in HOST_LIBRARIES]
    if unknown:
        raise PackagingError(
            f"the app links to {', '.join(unknown)} from the host, and no package is known to "
            "provide it: add it to HOST_LIBRARIES in scripts/build_deb.py and to the README"
        )
    relations: dict[str, set[str]] = {"Depends": set(), "Recommends": set()}
    for soname in from_host:
        package, relation = HOST_LIBRARIES[soname]
        relations[relation].add(package)
    for relation, packages in DATA_PACKAGES.items():
        relations[relation].update(packages)
    relations["Recommends"] -= relations["Depends"]
    newest = ".".join(map(str, max(glibc))) if glibc else None
    return relations, newest


def drop_build_machine_paths(app: Path) -> None:
    """Remove library search paths that name a folder of the build machine (the Python it was built
    from): useless on the player's machine, where the launcher points the loader at the bundle, and a
    place where a stray library could be picked up. Paths relative to the binary ($ORIGIN) stay."""
    for binary in elf_files(app):
        match = re.search(
            r"\((?:RUNPATH|RPATH)\)\s+Library (?:runpath|rpath): \[([^\]]*)\]", _readelf("--dynamic", str(binary))
        )
        if match is None:
            continue
        entries = match.group(1).split(":")
        kept = [entry for entry in entries if entry.startswith("$ORIGIN")]
        if kept != entries:
            command = ["--set-rpath", ":".join(kept)] if kept else ["--remove-rpath"]
            subprocess.run(["patchelf", *command, str(binary)], check=True)


def md5sums(root: Path) -> str:
    lines = []
    for path in sorted(root.rglob("*")):
        if path.is_file() and not path.is_symlink() and "DEBIAN" not in path.relative_to(root).parts:
            lines.append(f"{hashlib.md5(path.read_bytes()).hexdigest()}  {path.relative_to(root).as_posix()}\n")
    return "".join(lines)


def _relation_field(packages: set[str], glibc: str | None) -> str:
    return ", ".join(f"{name} (>= {glibc})" if name == "libc6" and glibc else name for name in sorted(packages))


def control(version: str, relations: dict[str, set[str]], glibc: str | None, installed_kib: int) -> str:
    fields = [
        ("Package", PACKAGE),
        ("Version", version),
        ("Architecture", "amd64"),
        ("Maintainer", MAINTAINER),
        ("Installed-Size", str(installed_kib)),
        ("Depends", _relation_field(relations["Depends"], glibc)),
        ("Recommends", _relation_field(relations["Recommends"], glibc)),
        ("Section", "games"),
        ("Priority", "optional"),
        ("Homepage", HOMEPAGE),
        ("Description", "Tic-Tac-Toe against a friend or an unbeatable computer"),
    ]
    long_description = (
        " Tic-Tac-Toe for the desktop on Qt 6: two people at one computer, or one\n"
        " person against the computer at Easy, Medium or Unbeatable (a provably\n"
        " perfect player), on 3x3, 4x4 and 5x5 boards. Undo and redo, hints, an\n"
        " outcome prediction, light, dark and high-contrast themes, keyboard play\n"
        " and screen reader support; scores and the game in progress survive a\n"
        " restart. English and Simplified Chinese.\n"
        " .\n"
        " The package carries its own Python and Qt, so it needs only the C library,\n"
        " OpenGL and the X11 or Wayland client libraries from the system.\n"
    )
    return "".join(f"{name}: {value}\n" for name, value in fields if value) + long_description


def _gzip(source: bytes, target: Path) -> None:
    # mtime 0 and no file name inside: the same input gives the same bytes (lintian checks for it).
    with target.open("wb") as raw, gzip.GzipFile(filename="", mode="wb", fileobj=raw, compresslevel=9, mtime=0) as out:
        out.write(source)


def _install(source: Path, target: Path, mode: int = 0o644) -> None:
    target.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(source, target)
    target.chmod(mode)


def stage(app: Path, root: Path, version: str) -> None:
    """Lay out the package's files under root, with the modes Debian expects."""
    if root.exists():
        shutil.rmtree(root)
    lib = root / "usr" / "lib" / PACKAGE
    # Running the app (its self-test) leaves bytecode caches in the bundle: not part of the package.
    shutil.copytree(app, lib, symlinks=True, ignore=shutil.ignore_patterns("__pycache__"))
    drop_build_machine_paths(lib)
    for path in [lib, *lib.rglob("*")]:
        if path.is_symlink():
            continue
        shared_library = path.suffix == ".so" or ".so." in path.name  # Debian wants these 0644
        runs = path.is_dir() or (bool(path.stat().st_mode & 0o111) and not shared_library)
        path.chmod(0o755 if runs else 0o644)
    (root / "usr" / "bin").mkdir(parents=True)
    (root / "usr" / "bin" / PACKAGE).symlink_to(f"../lib/{PACKAGE}/{PACKAGE}")

    share = root / "usr" / "share"
    linux = ROOT / "resources" / "linux"
    _install(linux / f"{APP_ID}.desktop", share / "applications" / f"{APP_ID}.desktop")
    _install(linux / f"{APP_ID}.metainfo.xml", share / "metainfo" / f"{APP_ID}.metainfo.xml")
    # Saved games as a type of their own: dpkg's trigger on this folder runs update-mime-database.
    _install(linux / f"{APP_ID}.mime.xml", share / "mime" / "packages" / f"{APP_ID}.xml")
    icons = ROOT / "resources" / "icons" / "app" / "hicolor"
    hicolor = share / "icons" / "hicolor"
    for png in sorted(icons.glob(f"*/apps/{APP_ID}.png")):
        _install(png, hicolor / png.relative_to(icons))
    _install(
        ROOT / "tictactoe_qt" / "qt" / "assets" / "icons" / "tictactoe.svg",
        hicolor / "scalable" / "apps" / f"{APP_ID}.svg",
    )

    doc = share / "doc" / PACKAGE
    _install(ROOT / "packaging" / "deb" / "copyright", doc / "copyright")
    changelog = (
        f"{PACKAGE} ({version}) unstable; urgency=medium\n\n"
        f"  * Release {version}: see {HOMEPAGE}/releases.\n\n"
        f" -- {MAINTAINER}  {format_datetime(release_date(version))}\n"
    )
    doc.mkdir(parents=True, exist_ok=True)
    _gzip(changelog.encode(), doc / "changelog.gz")  # a native package: upstream and Debian are one
    _install(ROOT / "packaging" / "deb" / "lintian-overrides", share / "lintian" / "overrides" / PACKAGE)
    (share / "man" / "man6").mkdir(parents=True)
    _gzip((ROOT / "packaging" / "deb" / f"{PACKAGE}.6").read_bytes(), share / "man" / "man6" / f"{PACKAGE}.6.gz")
    for path in [root, *root.rglob("*")]:
        if path.is_dir() and not path.is_symlink():
            path.chmod(0o755)


def release_date(version: str) -> datetime:
    """The date of this version's release in the AppStream metainfo (the changelog's date and every file's)."""
    component = ElementTree.parse(ROOT / "resources" / "linux" / f"{APP_ID}.metainfo.xml").getroot()
    for release in component.iterfind("releases/release"):
        if release.get("version") == version and release.get("date"):
            return datetime.strptime(release.get("date", ""), "%Y-%m-%d").replace(tzinfo=timezone.utc)
    raise PackagingError(f'no <release version="{version}" date=...> in the AppStream metainfo')


def installed_size_kib(root: Path) -> int:
    # As dpkg-gencontrol counts: each file's size rounded up to KiB, each directory or link 1.
    total = 0
    for path in root.rglob("*"):
        total += -(-path.stat().st_size // 1024) if path.is_file() and not path.is_symlink() else 1
    return total


def build(app: Path, out: Path, work: Path) -> Path:
    version = project_version()
    relations, glibc = host_requirements(app)
    root = work / "root"
    stage(app, root, version)
    (root / "DEBIAN").mkdir()
    (root / "DEBIAN" / "control").write_text(control(version, relations, glibc, installed_size_kib(root)))
    (root / "DEBIAN" / "md5sums").write_text(md5sums(root))
    out.mkdir(parents=True, exist_ok=True)
    deb = out / f"{PACKAGE}_{version}_amd64.deb"
    # Every file dated the release day: the same app gives the same package.
    epoch = str(int(release_date(version).timestamp()))
    subprocess.run(
        ["dpkg-deb", "--root-owner-group", "-Zxz", "--build", str(root), str(deb)],
        check=True,
        stdout=subprocess.DEVNULL,
        env=dict(os.environ, SOURCE_DATE_EPOCH=epoch),
    )
    return deb


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="build_deb.py", description="Wrap the built app in a .deb.")
    parser.add_argument("app", type=Path, help="the one-folder app (dist/tictactoe-qt)")
    parser.add_argument("--out", type=Path, default=ROOT / "dist", help="where the .deb goes (default dist/)")
    parser.add_argument("--work", type=Path, default=ROOT / "build" / "deb", help="staging folder")
    args = parser.parse_args(argv)
    try:
        deb = build(args.app, args.out, args.work)
    except PackagingError as error:
        print(f"build_deb.py: {error}", file=sys.stderr)
        return 1
    print(deb)
    return 0


if __name__ == "__main__":
    sys.exit(main())
