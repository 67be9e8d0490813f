"""The Python package as pip and pipx get it, from the files git holds and nothing generated first:
`python -m build` makes an sdist and a wheel (built from the sdist), twine accepts both, and both the wheel
and a plain `pip install <checkout>` give a `tictactoe-qt` command whose self-test passes, with the opening
book, icons and translations inside."""

from __future__ import annotations

import email.parser
import os
import subprocess
import sys
import sysconfig
import tarfile
import zipfile
from pathlib import Path

import pytest

from tictactoe_qt import __version__

ROOT = Path(__file__).resolve().parent.parent.parent


def _run(command: list[str], **options) -> subprocess.CompletedProcess[str]:
    result = subprocess.run(command, capture_output=True, text=True, timeout=600, **options)
    assert result.returncode == 0, f"{command} failed:\n{result.stdout}\n{result.stderr}"
    return result


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> dict[str, Path]:
    """sdist and wheel built from a copy of the checkout's files, as git has them: a clean clone."""
    work = tmp_path_factory.mktemp("package")
    source = work / "source"
    files = _run(["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"], cwd=ROOT).stdout
    for name in filter(None, files.split("\0")):
        if (ROOT / name).is_file():
            (source / name).parent.mkdir(parents=True, exist_ok=True)
            (source / name).write_bytes((ROOT / name).read_bytes())
    _run([sys.executable, "-m", "build", "--outdir", str(work / "dist"), str(source)])
    return {
        "sdist": next((work / "dist").glob("*.tar.gz")),
        "wheel": next((work / "dist").glob("*.whl")),
        "work": work,
        "source": source,
    }


def test_build_makes_an_sdist_and_a_wheel_that_twine_accepts(built):
    assert built["sdist"].name == f"tictactoe_qt-{__version__}.tar.gz"
    # The compiled 5×5 search makes it a platform wheel, one for every Python from 3.10 (the limited API).
    assert built["wheel"].name.startswith(f"tictactoe_qt-{__version__}-cp310-abi3-")
    result = _run([sys.executable, "-m", "twine", "check", "--strict", str(built["sdist"]), str(built["wheel"])])
    assert result.stdout.count("PASSED") == 2


def test_the_wheel_holds_every_file_of_the_package_and_declares_the_gui_script(built):
    with zipfile.ZipFile(built["wheel"]) as wheel:
        names = set(wheel.namelist())
        info = f"tictactoe_qt-{__version__}.dist-info"
        metadata = email.parser.Parser().parsestr(wheel.read(f"{info}/METADATA").decode())
        entry_points = wheel.read(f"{info}/entry_points.txt").decode()
    tracked = _run(["git", "ls-files", "tictactoe_qt"], cwd=ROOT).stdout.split()
    sources = "tictactoe_qt/core/ai/native/"  # the compiled search's C sources: the sdist's, built into the wheel
    missing = [name for name in tracked if name not in names and not name.startswith(sources)]
    assert not missing, f"not in the wheel: {missing}"
    assert any(name.startswith("tictactoe_qt/core/ai/_solve5") for name in names)
    with tarfile.open(built["sdist"]) as sdist:
        packed = {name.split("/", 1)[1] for name in sdist.getnames() if "/" in name}
    assert {name for name in tracked if name.startswith(sources)} <= packed
    assert "tictactoe_qt/core/ai/opening_book.json" in names
    assert {
        "tictactoe_qt/qt/assets/icons/tictactoe.svg",
        "tictactoe_qt/qt/assets/translations/tictactoe_zh_CN.qm",
    } <= names
    assert not [name for name in names if name.startswith("tests/") or "__pycache__" in name]
    assert "[gui_scripts]\ntictactoe-qt = tictactoe_qt.__main__:main" in entry_points
    assert any(requirement.startswith("PySide6-Essentials") for requirement in metadata.get_all("Requires-Dist"))
    assert metadata["License-Expression"] == "MIT" and f"{info}/licenses/LICENSE" in names


def test_the_sdist_holds_the_package_tests_and_licence(built):
    with tarfile.open(built["sdist"]) as sdist:
        names = {name.split("/", 1)[1] for name in sdist.getnames() if "/" in name}
    for name in (
        "pyproject.toml",
        "README.md",
        "LICENSE",
        "tictactoe_qt/core/ai/opening_book.json",
        "tictactoe_qt/qt/assets/icons/tictactoe.svg",
        "tictactoe_qt/qt/assets/translations/tictactoe_zh_CN.qm",
        "tests/core/test_game.py",
    ):
        assert name in names


def _new_venv_beside_the_dependencies(venv: Path) -> Path:
    """A new venv that sees this environment's packages after its own, and its python.

    What the game depends on (Qt, zeroconf, magic-wormhole and theirs) is then found installed, so pip checks the
    package's requirements against them instead of unpacking some 300 MB again for each install (50 s a test).
    The package itself still goes into the new venv's own folder, which comes first on the path; this
    environment's editable copy of it is not on that path (the .pth that points at the checkout is not read from a
    folder a .pth line adds). scripts/setup.sh installs the dependencies from the index on every new machine.
    """
    # Without a pip of its own (putting one there takes 6 s): this environment's pip installs into it (--python).
    _run([sys.executable, "-m", "venv", "--without-pip", str(venv)])
    python = venv / "bin" / "python"
    own = _run([str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"]).stdout.strip()
    (Path(own) / "_dependencies.pth").write_text(sysconfig.get_paths()["purelib"] + "\n")
    return python


def _pip_for(python: Path) -> list[str]:
    """This environment's pip, working on the environment of `python`."""
    return [sys.executable, "-m", "pip", "--python", str(python)]


@pytest.mark.parametrize("what", ["wheel", "source"])
def test_installed_in_a_new_venv_it_plays(built, tmp_path, what):
    # "source" is `pip install .` (and pipx) in a clean clone: pip builds its own wheel from the checkout.
    venv = tmp_path / "venv"
    python = _new_venv_beside_the_dependencies(venv)
    _run([*_pip_for(python), "install", "--quiet", "--disable-pip-version-check", str(built[what])])
    # Run from elsewhere, with the checkout off the path: only the installed copy can answer.
    env = {key: value for key, value in os.environ.items() if key not in ("PYTHONPATH", "VIRTUAL_ENV")}
    result = _run([str(venv / "bin" / "tictactoe-qt"), "--self-test"], cwd=tmp_path, env=env)
    assert result.stdout.startswith("self-test passed:") and "4 icons, zh_CN translations" in result.stdout

    probe = (
        "import tictactoe_qt; from tictactoe_qt.core import Game; from tictactoe_qt.core.ai.book import "
        "book_moves; print(tictactoe_qt.__file__); print(book_moves(Game(size=4, win_length=4)) is not None)"
    )
    location, has_book = _run([str(python), "-c", probe], cwd=tmp_path, env=env).stdout.split()
    assert Path(location).is_relative_to(venv) and has_book == "True"
    _run([*_pip_for(python), "check", "--disable-pip-version-check"], env=env)  # every requirement met
