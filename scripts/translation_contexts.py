#!/usr/bin/env python3
"""Translation contexts: where each is used, and moving translations when a string changes context.

Qt finds a translation by (context, source text). A string said with `self.tr()` inside a class has the
class's name as its context; QCoreApplication.translate("Context", …) and QT_TRANSLATE_NOOP("Context", …)
name it. The rule (tests/gui/test_translation.py checks it): each context belongs to one module, so that a
rename or a move cannot silently orphan another module's translations; the core's messages share the one
context `core` (core/messages.py).

    .venv/bin/python scripts/translation_contexts.py --migrate

moves every translation in resources/translations/*.ts whose string the code now says under another
context to that context (translation kept), for use right before scripts/update_translations.py.
"""

from __future__ import annotations

import ast
import sys
import xml.etree.ElementTree as ElementTree
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "tictactoe_qt"
TS_FILES = sorted((ROOT / "resources" / "translations").glob("*.ts"))
TRANSLATE_CALLS = {"translate", "QT_TRANSLATE_NOOP"}  # QCoreApplication.translate, its alias, the core's marker


def _text(node: ast.expr) -> str | None:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def strings_of(path: Path) -> set[tuple[str, str]]:
    """The (context, source text) pairs a module says, as pyside6-lupdate reads them."""
    found: set[tuple[str, str]] = set()

    def visit(node: ast.AST, class_name: str | None) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.ClassDef):
                visit(child, child.name)
                continue
            if isinstance(child, ast.Call) and child.args:
                func = child.func
                if (
                    isinstance(func, ast.Attribute)
                    and func.attr == "tr"
                    and isinstance(func.value, ast.Name)
                    and func.value.id == "self"
                    and class_name is not None
                ):
                    source = _text(child.args[0])
                    if source is not None:
                        found.add((class_name, source))
                # QCoreApplication.translate or a bare translate(): not a QTranslator object's .translate().
                is_translate_call = (isinstance(func, ast.Name) and func.id in TRANSLATE_CALLS) or (
                    isinstance(func, ast.Attribute)
                    and func.attr in TRANSLATE_CALLS
                    and isinstance(func.value, ast.Name)
                    and func.value.id == "QCoreApplication"
                )
                if is_translate_call and len(child.args) >= 2:
                    context, source = _text(child.args[0]), _text(child.args[1])
                    if context is not None and source is not None:
                        found.add((context, source))
            visit(child, class_name)

    visit(ast.parse(path.read_text("utf-8")), None)
    return found


def owner(path: Path) -> str:
    """The unit a context belongs to: the module, or the whole core for its shared `core` context."""
    relative = path.relative_to(PACKAGE)
    return "core" if relative.parts[0] == "core" else str(relative)


def contexts_by_owner() -> dict[str, set[str]]:
    """Each context, and the modules (or `core`) that say strings in it."""
    users: dict[str, set[str]] = defaultdict(set)
    for path in sorted(PACKAGE.rglob("*.py")):
        for context, _source in strings_of(path):
            users[context].add(owner(path))
    return dict(users)


def code_strings() -> set[tuple[str, str]]:
    return {pair for path in PACKAGE.rglob("*.py") for pair in strings_of(path)}


def migrate(ts: Path, said: set[tuple[str, str]]) -> int:
    """Move each translated message to the context the code now says it in; how many moved."""
    tree = ElementTree.parse(ts)
    contexts = {element.findtext("name"): element for element in tree.getroot().iter("context")}
    moved = 0
    for context, source in sorted(said):
        home = contexts.get(context)
        if home is not None and any(m.findtext("source") == source for m in home.iter("message")):
            continue
        for old_name, old in contexts.items():
            if (old_name, source) in said:
                continue  # still said there too: that translation stays
            message = next((m for m in old.iter("message") if m.findtext("source") == source), None)
            if message is None:
                continue
            if home is None:
                home = contexts[context] = ElementTree.SubElement(tree.getroot(), "context")
                ElementTree.SubElement(home, "name").text = context
            old.remove(message)
            home.append(message)
            moved += 1
            break
    tree.write(ts, encoding="utf-8", xml_declaration=True)
    return moved


if __name__ == "__main__":
    if sys.argv[1:] != ["--migrate"]:
        sys.exit(__doc__)
    said = code_strings()
    for ts in TS_FILES:
        print(f"{ts.name}: moved {migrate(ts, said)} translations to their new context")
