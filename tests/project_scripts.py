"""Loading one of the project's scripts (scripts/, or another folder such as bench/) as a module, for the tests
that check what it does."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

SCRIPTS = Path(__file__).resolve().parent.parent / "scripts"


def load_script(name: str, folder: Path = SCRIPTS) -> ModuleType:
    sys.path.insert(0, str(folder))  # a script may import another (verify_book5 imports build_book5)
    try:
        spec = importlib.util.spec_from_file_location(name, folder / f"{name}.py")
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module  # dataclasses look their module up there
        spec.loader.exec_module(module)
        return module
    finally:
        sys.path.remove(str(folder))
