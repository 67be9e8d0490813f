"""tictactoe_qt/qt/shiboken_loader.py and scripts/setup.sh reach into shiboken's internals: checked on the installed one.

Each case runs a fresh Python on a copy of the installed shiboken6 (so its files.dir is this test's own), the way
the frozen app and the set-up virtual environment load it. An upgrade of PySide6 that renames the loader's stub
generator, stops importing it, or drops the SBK_EMBED switch fails here, not silently in the start-up time.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
import shiboken6

from tictactoe_qt.qt.shiboken_loader import STUB_GENERATOR

ROOT = Path(__file__).resolve().parent.parent.parent


@pytest.fixture
def shiboken_copy(tmp_path) -> Path:
    """A folder holding a copy of the installed shiboken6 package, without any files.dir of its own."""
    return copy_shiboken(tmp_path)


def copy_shiboken(folder: Path) -> Path:
    shutil.copytree(
        Path(shiboken6.__file__).parent,
        folder / "shiboken6",
        ignore=shutil.ignore_patterns("files.dir", "__pycache__", "include"),
    )
    return folder


def run_python(site: Path, code: str, **env: str) -> str:
    environment = {key: value for key, value in os.environ.items() if key != "SBK_EMBED"}
    environment.update(PYTHONPATH=os.pathsep.join([str(site), str(ROOT)]), **env)
    check = f"import shiboken6; assert shiboken6.__file__.startswith({str(site)!r}), shiboken6.__file__\n"
    result = subprocess.run(
        [sys.executable, "-c", textwrap.dedent(code) + check],
        capture_output=True,
        text=True,
        env=environment,
        timeout=60,
    )
    assert result.returncode == 0, result.stderr
    return result.stdout


@pytest.fixture(scope="module")
def unpacked(tmp_path_factory) -> Path:
    """A copy with the files.dir shiboken's own SBK_EMBED=0 writes (what scripts/setup.sh does in .venv)."""
    shiboken_copy = copy_shiboken(tmp_path_factory.mktemp("site"))
    run_python(shiboken_copy, "import shiboken6\n", SBK_EMBED="0")
    files = shiboken_copy / "shiboken6" / "files.dir"
    assert (files / "shibokensupport" / "signature" / "loader.py").is_file()
    return shiboken_copy


def test_sbk_embed_0_unpacks_the_loader_and_shiboken_then_runs_it_from_those_files(unpacked):
    out = run_python(
        unpacked,
        """
        import shiboken6, sys
        print(sys.modules["shibokensupport.signature.loader"].__file__)
    """,
    )
    assert Path(out.strip()).is_relative_to(unpacked / "shiboken6" / "files.dir")


def test_the_loader_imports_the_stub_generator_by_the_name_the_stand_in_answers(unpacked):
    """Without the stand-in the real generator loads: the name is right, and leaving it out still saves its import."""
    out = run_python(
        unpacked,
        f"""
        import shiboken6, sys
        print(sys.modules[{STUB_GENERATOR!r}].__file__)
        print("argparse" in sys.modules)
    """,
    )
    generator, argparse_loaded = out.split()
    assert Path(generator).name == "pyi_generator.py"
    assert argparse_loaded == "True"


def test_with_the_stand_in_shiboken_starts_without_the_generator_and_still_reaches_it_when_asked(unpacked):
    out = run_python(
        unpacked,
        f"""
        from tictactoe_qt.qt.shiboken_loader import leave_stub_generator_unloaded, stub_generator_deferred
        leave_stub_generator_unloaded()
        import shiboken6, sys
        print(stub_generator_deferred(), "argparse" in sys.modules)
        generator = sys.modules[{STUB_GENERATOR!r}]
        print(generator.generate_pyi.__module__, callable(generator.generate_pyi), stub_generator_deferred())
    """,
    )
    assert out.split() == ["True", "False", STUB_GENERATOR, "True", "False"]


def test_where_shiboken_runs_its_loader_from_the_embedded_zip_the_stand_in_changes_nothing(shiboken_copy):
    out = run_python(
        shiboken_copy,
        f"""
        from tictactoe_qt.qt.shiboken_loader import leave_stub_generator_unloaded, stub_generator_deferred
        leave_stub_generator_unloaded()
        import shiboken6, sys
        print(stub_generator_deferred(), callable(sys.modules[{STUB_GENERATOR!r}].generate_pyi))
    """,
    )
    assert out.split() == ["False", "True"]


def test_the_game_puts_the_stand_in_in_place_before_it_imports_qt():
    out = subprocess.run(
        [
            sys.executable,
            "-c",
            textwrap.dedent("""
        import sys
        from tictactoe_qt.__main__ import main
        from tictactoe_qt.qt.shiboken_loader import _StubGeneratorFinder
        try:
            main(["--version"])
        except SystemExit:
            pass
        print(_StubGeneratorFinder in sys.meta_path, "shiboken6" in sys.modules)
    """),
        ],
        capture_output=True,
        text=True,
        timeout=60,
    ).stdout
    assert out.split()[-2:] == ["True", "False"]


def test_pyside_wraps_the_import_statement_and_the_game_takes_the_wrapped_one_back():
    """The wrapper reads the source of every module imported after PySide6 (to see whether it uses PySide6)."""
    out = subprocess.run(
        [
            sys.executable,
            "-c",
            textwrap.dedent("""
        import builtins, sys
        import PySide6
        features = sys.modules["PySide6.support.feature"]
        print(builtins.__import__ is builtins.__feature_import__, builtins.__orig_import__ is not None)
        from tictactoe_qt.qt.shiboken_loader import feature_imports_unwatched, leave_feature_imports_unwatched
        leave_feature_imports_unwatched()
        print(feature_imports_unwatched())
        import colorsys
        print("colorsys" in features.pyside_feature_dict)
        from PySide6.QtCore import QObject, Signal
        class Sender(QObject):
            said = Signal(str)
        heard = []
        sender = Sender()
        sender.said.connect(heard.append)
        sender.said.emit("still Qt")
        print(heard == ["still Qt"])
    """),
        ],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert out.returncode == 0, out.stderr
    assert out.stdout.split() == ["True", "True", "True", "False", "True"]


def test_with_the_wrapper_in_place_pyside_reads_each_new_module():
    """The control for the test above: what the wrapper does, which is what taking it back saves."""
    out = subprocess.run(
        [
            sys.executable,
            "-c",
            textwrap.dedent("""
        import sys
        import PySide6.QtCore
        import colorsys
        print(sys.modules["PySide6.support.feature"].pyside_feature_dict.get("colorsys"))
    """),
        ],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert out.returncode == 0, out.stderr
    assert out.stdout.split() == ["-1"]
