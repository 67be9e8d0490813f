"""The layers docs/design.md draws, checked: import-linter's contracts (pyproject.toml), no import cycle
between any two modules, and no widget toolkit in the game session."""

from __future__ import annotations

import ast
import shutil
import subprocess
import sys
from pathlib import Path

import grimp

ROOT = Path(__file__).resolve().parents[2]
LINT_IMPORTS = Path(sys.executable).parent / "lint-imports"


def lint_imports(root: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [str(LINT_IMPORTS), "--no-cache"],
        cwd=root,
        capture_output=True,
        text=True,
        timeout=120,
        env={"PYTHONPATH": str(root), "PATH": "/usr/bin:/bin"},
    )


def test_every_layer_contract_is_kept():
    result = lint_imports(ROOT)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "0 broken" in result.stdout


def test_a_core_module_that_imported_the_window_would_break_a_contract(tmp_path):
    shutil.copytree(ROOT / "tictactoe_qt", tmp_path / "tictactoe_qt", ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copy(ROOT / "pyproject.toml", tmp_path / "pyproject.toml")
    score = tmp_path / "tictactoe_qt" / "core" / "score.py"
    score.write_text(score.read_text() + "\nfrom ..qt.session import controller  # planted\n")
    result = lint_imports(tmp_path)
    assert result.returncode != 0
    assert "The core imports no front end, no network code and no Qt BROKEN" in result.stdout


def import_cycles(graph: grimp.ImportGraph) -> list[list[str]]:
    """The groups of modules that import each other round a cycle (Tarjan's strongly connected components)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    cycles: list[list[str]] = []

    def visit(module: str) -> None:
        index[module] = low[module] = len(index)
        stack.append(module)
        for imported in graph.find_modules_directly_imported_by(module):
            if imported not in index:
                visit(imported)
                low[module] = min(low[module], low[imported])
            elif imported in stack:
                low[module] = min(low[module], index[imported])
        if low[module] == index[module]:
            group = []
            while True:
                member = stack.pop()
                group.append(member)
                if member == module:
                    break
            if len(group) > 1:
                cycles.append(sorted(group))

    for module in sorted(graph.modules):
        if module not in index:
            visit(module)
    return cycles


def test_no_module_imports_itself_round_a_cycle():
    graph = grimp.build_graph("tictactoe_qt", cache_dir=None)  # imports inside functions and TYPE_CHECKING too
    assert len(graph.modules) > 60  # the whole package was read
    assert import_cycles(graph) == []


def test_the_cycle_finder_finds_a_cycle():
    graph = grimp.ImportGraph()
    for module in ("pkg", "pkg.a", "pkg.b", "pkg.c"):
        graph.add_module(module)
    graph.add_import(importer="pkg.a", imported="pkg.b")
    graph.add_import(importer="pkg.b", imported="pkg.c")
    graph.add_import(importer="pkg.c", imported="pkg.a")
    assert import_cycles(graph) == [["pkg.a", "pkg.b", "pkg.c"]]


def test_the_game_session_uses_no_widget_toolkit():
    for path in sorted((ROOT / "tictactoe_qt" / "qt" / "session").glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module:
                assert node.module != "PySide6.QtWidgets", path.name
            elif isinstance(node, ast.Import):
                assert all(alias.name != "PySide6.QtWidgets" for alias in node.names), path.name
