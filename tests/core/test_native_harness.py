"""The compiled 5×5 search in C, under AddressSanitizer and UndefinedBehaviorSanitizer (tests/core/native_harness.c).

The harness checks the bit operations against plain loops and that the entry point refuses what it cannot use
(bits past the 25 cells, a cell in both boards, an empty window, no table) with solve5.h's error answers; this
test then feeds it positions whose values the project's Python search works out apart, and the empty board,
which is a draw. Built twice: with the compiler's builtins and with the plain C bit operations other compilers
get. The sources must also compile without a warning (-Wall -Wextra -Wconversion, as errors): MSVC's /W4 cannot
run here, and these flags catch the narrowing it warns of.
"""

from __future__ import annotations

import os
import random
import runpy
import shutil
import subprocess
import sys
import types
from pathlib import Path

import pytest

from tictactoe_qt.core import Game
from tictactoe_qt.core.ai import native
from tictactoe_qt.core.ai.board import bitboards, geometry
from tictactoe_qt.core.ai.exact import ExactSolver

ROOT = Path(__file__).resolve().parent.parent.parent
NATIVE = ROOT / "tictactoe_qt" / "core" / "ai" / "native"
HARNESS = Path(__file__).with_name("native_harness.c")
SANITIZERS = ["-fsanitize=address,undefined", "-fno-sanitize-recover=all", "-fno-omit-frame-pointer", "-g"]
WARNINGS = ["-Wall", "-Wextra", "-Wconversion", "-Wsign-conversion", "-Wshadow", "-Wpedantic", "-Werror"]
SANITIZER_ENV = {"ASAN_OPTIONS": "abort_on_error=0:detect_leaks=1", "UBSAN_OPTIONS": "print_stacktrace=1"}


def _gcc() -> str:
    compiler = shutil.which("gcc")
    if compiler is None:
        # ./scripts/test installs gcc; CI must run this, so a missing compiler fails there.
        if os.environ.get("CI") == "true":
            pytest.fail("gcc is missing in CI: ./scripts/test installs it")
        pytest.skip("no C compiler here (the game then does without the compiled search)")
    return compiler


def _build(tmp_path: Path, name: str, *flags: str) -> Path:
    program = tmp_path / name
    subprocess.run(
        [
            _gcc(),
            "-std=c11",
            "-O1",
            *SANITIZERS,
            *WARNINGS,
            *flags,
            f"-I{NATIVE}",
            "-o",
            str(program),
            str(HARNESS),
            str(NATIVE / "solve5.c"),
        ],
        check=True,
        capture_output=True,
        text=True,
        timeout=300,
    )
    return program


def _run(program: Path, *args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [str(program), *args],
        input=stdin,
        capture_output=True,
        text=True,
        timeout=300,
        env={**os.environ, **SANITIZER_ENV},
    )


def _positions(count: int) -> list[tuple[int, int]]:
    rng, positions = random.Random(17), []
    while len(positions) < count:
        game = Game(5, 4)
        for _ in range(rng.randrange(11, 17)):
            game.play(*rng.choice(game.legal_moves()))
            if game.is_over:
                break
        if not game.is_over:
            positions.append(bitboards(game))
    return positions


@pytest.mark.parametrize("bits", ["builtins", "portable"])
def test_the_search_is_clean_under_the_sanitizers_and_answers_as_the_python_search(tmp_path, bits):
    program = _build(
        tmp_path, f"harness-{bits}", "-DTT_BITS=16", *(["-DTT_PORTABLE_BITS"] if bits == "portable" else [])
    )
    positions = _positions(12)
    python = ExactSolver(geometry(5, 4), compiled=False)
    expected = [python.value(mine, theirs) for mine, theirs in positions] + [0]  # the empty board is a draw
    result = _run(program, stdin="".join(f"{mine} {theirs}\n" for mine, theirs in [*positions, (0, 0)]))
    assert result.returncode == 0, result.stdout + result.stderr
    assert "runtime error" not in result.stderr and "Sanitizer" not in result.stderr, result.stderr
    assert [int(line) for line in result.stdout.split()] == expected
    assert len(set(expected)) > 2  # wins, losses and draws among them


def test_a_table_that_cannot_be_allocated_is_reported_not_used(tmp_path):
    program = _build(tmp_path, "harness-no-table", "-DTT_BITS=40")  # 2 << 40 entries: 32 TiB
    result = subprocess.run(
        [str(program), "no-table"],
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, **SANITIZER_ENV, "ASAN_OPTIONS": "allocator_may_return_null=1:detect_leaks=1"},
    )
    assert result.returncode == 0 and "no-table checks passed" in result.stdout, result.stdout + result.stderr


def test_the_harness_does_catch_a_search_that_ignores_bad_input(tmp_path):
    # The same harness against a copy of solve5.c without its input checks must fail: the checks are what pass.
    source = (NATIVE / "solve5.c").read_text()
    check = "if (((mine | theirs) & ~FULL) || (mine & theirs)) return SOLVE5_BAD_BOARD;"
    assert check in source
    (tmp_path / "solve5.c").write_text(source.replace(check, ""))
    for header in ("solve5.h", "bits.h"):
        (tmp_path / header).write_text((NATIVE / header).read_text())
    program = tmp_path / "harness-unchecked"
    subprocess.run(
        [
            _gcc(),
            "-std=c11",
            "-O1",
            *SANITIZERS,
            "-DTT_BITS=16",
            f"-I{tmp_path}",
            "-o",
            str(program),
            str(HARNESS),
            str(tmp_path / "solve5.c"),
        ],
        check=True,
        capture_output=True,
        timeout=300,
    )
    result = _run(program)
    assert result.returncode != 0 and "FAIL: solve(1u << 25, 0, -INF, INF, &stopped) == SOLVE5_BAD_BOARD" in (
        result.stdout + result.stderr
    )


def test_the_sources_compile_without_a_warning_as_the_extension_is_built():
    for flags, source in (
        (flags, source) for flags in ([], ["-DTT_PORTABLE_BITS"]) for source in ("solve5.c", "ultimate.c")
    ):
        result = subprocess.run(
            [_gcc(), "-std=c11", "-O2", *WARNINGS, *flags, "-DTT_BITS=19", "-fsyntax-only", str(NATIVE / source)],
            capture_output=True,
            text=True,
            timeout=120,
        )
        assert result.returncode == 0 and not result.stderr, result.stderr


def test_python_hears_the_entry_points_refusals_as_errors_not_values():
    solver = native.native_solver5()
    assert solver is not None, "the compiled 5×5 search was not built (./scripts/test builds it)"
    with pytest.raises(native.NativeSolverError, match="past the 25 cells"):
        solver.solve(1 << 25, 0, -1000, 1000, None)
    with pytest.raises(native.NativeSolverError, match="in both boards"):
        solver.solve(0b11, 0b10, -1000, 1000, None)
    with pytest.raises(native.NativeSolverError, match="alpha >= beta"):
        solver.solve(0, 0, 3, 3, None)
    mine, theirs = _positions(1)[0]  # and a good position still gets its value
    assert solver.solve(mine, theirs, -1000, 1000, None) == ExactSolver(geometry(5, 4), compiled=False).value(
        mine, theirs
    )


def test_setup_py_makes_the_extension_required_only_when_asked(monkeypatch):
    # setup.py run with a stand-in setuptools that records what it is given: pip users get an optional
    # extension, the release builds (TICTACTOE_REQUIRE_NATIVE=1) one whose failed compile fails the build.
    given: dict[str, object] = {}
    setuptools = types.ModuleType("setuptools")
    setuptools.Extension = lambda name, **options: {"name": name, **options}  # type: ignore[attr-defined]
    setuptools.setup = given.update  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "setuptools", setuptools)
    for value, optional in (("", True), ("0", True), ("1", False)):
        monkeypatch.setenv("TICTACTOE_REQUIRE_NATIVE", value)
        runpy.run_path(str(ROOT / "setup.py"))
        extension = given["ext_modules"][0]  # type: ignore[index]
        assert extension["name"] == "tictactoe_qt.core.ai._solve5" and extension["optional"] is optional
        assert {"-Wall", "-Wextra"} <= set(extension["extra_compile_args"])
    for path in (ROOT / "scripts" / "build", ROOT / ".github" / "workflows" / "release.yml"):
        assert "TICTACTOE_REQUIRE_NATIVE" in path.read_text(), path
