"""The release workflow's helper, the same on Linux, Windows and macOS (standard library only).

    python scripts/release_files.py --version                     the version pyproject.toml declares
    python scripts/release_files.py --self-test dist/tictactoe-qt  run a frozen app's --self-test (a folder,
                                                                   an executable or a .app), offscreen
    python scripts/release_files.py --collect dist --platform linux-x86_64 --out release
        put what a player downloads into release/: the one-folder app zipped, and by platform the
        one-file .exe (Windows), the .app zipped (macOS) or the .deb (Linux)

Zips keep file modes and symbolic links (a .app bundle has both), as Info-ZIP and macOS's
Archive Utility expect them.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import stat
import subprocess
import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
APP_NAME = "tictactoe-qt"
BUNDLE_NAME = "Tic-Tac-Toe.app"


def project_version() -> str:
    source = (ROOT / "tictactoe_qt" / "__init__.py").read_text(encoding="utf-8")
    match = re.search(r'^__version__\s*=\s*"([^"]+)"', source, re.M)
    if match is None:
        raise SystemExit("no __version__ in tictactoe_qt/__init__.py")
    return match.group(1)


def executable_in(path: Path) -> Path:
    """The program to run for a built app given as a folder, a .app bundle or the executable itself."""
    if path.suffix == ".app":
        return path / "Contents" / "MacOS" / APP_NAME
    if path.is_dir():
        return path / (APP_NAME + (".exe" if sys.platform == "win32" else ""))
    return path


def self_test(path: Path) -> int:
    program = executable_in(path)
    if not program.is_file():
        print(f"no built app at {program}", file=sys.stderr)
        return 1
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    result = subprocess.run([str(program), "--self-test"], env=env, capture_output=True, text=True, timeout=600)
    print(result.stdout + result.stderr, end="")
    if result.returncode != 0:
        print(f"{program} --self-test exited with {result.returncode}", file=sys.stderr)
        return 1
    print(f"{program}: self-test passed")
    return 0


def zip_tree(source: Path, archive: Path) -> None:
    """Zip a folder under its own name, keeping each file's mode and storing links as links."""
    with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as bundle:
        for folder, folders, files in os.walk(source):
            folders.sort()
            for name in sorted(files) + [d for d in folders if (Path(folder) / d).is_symlink()]:
                path = Path(folder) / name
                arcname = path.relative_to(source.parent).as_posix()
                if path.is_symlink():
                    info = zipfile.ZipInfo(arcname)
                    info.create_system = 3  # Unix: the mode bits below are meaningful
                    info.external_attr = (stat.S_IFLNK | 0o777) << 16
                    bundle.writestr(info, os.readlink(path))
                else:
                    bundle.write(path, arcname)
            # os.walk does not descend into linked folders: they were stored as links above.
            folders[:] = [d for d in folders if not (Path(folder) / d).is_symlink()]


def collect(dist: Path, platform: str, out: Path) -> list[Path]:
    version = project_version()
    out.mkdir(parents=True, exist_ok=True)
    made = []

    def need(path: Path) -> Path:
        if not path.exists():
            raise SystemExit(f"{path} is missing: build it first (see .github/workflows/release.yml)")
        return path

    folder_zip = out / f"{APP_NAME}-{version}-{platform}.zip"
    zip_tree(need(dist / APP_NAME), folder_zip)
    made.append(folder_zip)
    if platform.startswith("windows"):
        exe = need(dist / "onefile" / f"{APP_NAME}.exe")
        made.append(Path(shutil.copy2(exe, out / f"{APP_NAME}-{version}-{platform}.exe")))
    elif platform.startswith("macos"):
        app_zip = out / f"Tic-Tac-Toe-{version}-{platform}.app.zip"
        zip_tree(need(dist / BUNDLE_NAME), app_zip)
        made.append(app_zip)
    elif platform.startswith("linux"):
        deb = need(dist / f"{APP_NAME}_{version}_amd64.deb")
        made.append(Path(shutil.copy2(deb, out / deb.name)))
    for path in made:
        print(f"{path} ({path.stat().st_size / 2**20:.1f} MiB)")
    return made


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="release_files.py", description=__doc__.split("\n\n")[0])
    action = parser.add_mutually_exclusive_group(required=True)
    action.add_argument("--version", action="store_true", help="print the project's version")
    action.add_argument("--self-test", type=Path, metavar="APP", help="run a built app's --self-test")
    action.add_argument("--collect", type=Path, metavar="DIST", help="gather the downloads from DIST")
    parser.add_argument("--platform", help="with --collect: linux-x86_64, windows-x86_64, macos-arm64, ...")
    parser.add_argument("--out", type=Path, default=Path("release"), help="with --collect: where to put them")
    args = parser.parse_args(argv)
    if args.version:
        print(project_version())
        return 0
    if args.self_test:
        return self_test(args.self_test)
    if not args.platform:
        parser.error("--collect needs --platform")
    collect(args.collect, args.platform, args.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
