"""Start-up: shiboken's signature loader without the stub generator it imports and never uses, and Python's
own import statement back once PySide6 is in (see leave_feature_imports_unwatched()).

`import shiboken6` runs shiboken's signature loader (`shibokensupport.signature.loader`), which imports
`shibokensupport.signature.lib.pyi_generator` with everything else. That module writes .pyi stub files for
`pyside6-genpyi`, a separate tool: nothing in a running program calls it, yet importing it (and the argparse,
logging and gettext it brings) costs ~10 ms of every start. `leave_stub_generator_unloaded()`, called before
PySide6 is first imported, answers that one import with a stand-in that loads the real module on first use.

It reaches into shiboken's internals, so tests/integration/test_shiboken_loader.py checks on the installed
PySide6 that the loader still imports this name, that the stand-in is what it gets, and that the real
generator is still reached through it: an upgrade that renames any of it fails there, loudly.

It only takes effect where shiboken loads its support package from files (a `files.dir` beside shiboken6:
the frozen app, and the virtual environment scripts/setup.sh makes). The frozen app calls it from a runtime hook
(packaging/rth_shiboken_loader.py): PyInstaller's own hook for PySide6 imports QtCore before the entry script. Where it runs them from the zip inside
libshiboken, that zip's importer is placed ahead of every other finder while the loader imports, and the
generator loads as before: nothing breaks, nothing is gained.
"""

from __future__ import annotations

import builtins
import importlib.machinery
import importlib.util
import sys
from types import ModuleType
from typing import Any, cast

STUB_GENERATOR = "shibokensupport.signature.lib.pyi_generator"


class _StubGeneratorFinder:
    """A meta-path finder answering for the stub generator alone, with a module that loads it when used."""

    @staticmethod
    def find_spec(fullname: str, path: Any = None, target: Any = None) -> importlib.machinery.ModuleSpec | None:
        if fullname != STUB_GENERATOR:
            return None
        # The class is its own loader; importlib.abc.Loader is not a base: importing it costs more than this saves.
        return importlib.machinery.ModuleSpec(fullname, cast(Any, _StubGeneratorFinder), origin="deferred")

    @staticmethod
    def create_module(spec: importlib.machinery.ModuleSpec) -> None:
        return None  # the default module

    @staticmethod
    def exec_module(module: ModuleType) -> None:
        package = sys.modules[STUB_GENERATOR.rpartition(".")[0]]
        search_path = list(package.__path__)

        def load_real(name: str) -> object:
            # The loader has renamed the stand-in (PySide6.support.signature.lib.pyi_generator): the real one
            # is found in the same folder and replaces the stand-in's contents, so later lookups are direct.
            spec = importlib.machinery.PathFinder.find_spec(STUB_GENERATOR, search_path)
            if spec is None or spec.loader is None:
                raise AttributeError(
                    f"module {module.__name__!r} has no attribute {name!r} "
                    f"(shiboken's stub generator was not found in {search_path})"
                )
            real = importlib.util.module_from_spec(spec)
            spec.loader.exec_module(real)
            module.__dict__.update(
                {
                    key: value
                    for key, value in real.__dict__.items()
                    if not key.startswith("__") or key in ("__all__", "__doc__")
                }
            )
            del module.__dict__["__getattr__"]
            return getattr(real, name)

        module.__getattr__ = load_real  # type: ignore[method-assign]  # PEP 562: only for names not yet there


def leave_stub_generator_unloaded() -> None:
    """Before PySide6 is first imported: shiboken's loader gets a stand-in for its stub generator."""
    if "shiboken6" in sys.modules or _StubGeneratorFinder in sys.meta_path:
        return  # too late, or done already
    sys.meta_path.insert(0, _StubGeneratorFinder)


def stub_generator_deferred() -> bool:
    """Whether this process's shiboken runs without having imported its stub generator."""
    module = sys.modules.get(STUB_GENERATOR)
    return module is not None and "__getattr__" in module.__dict__


def leave_feature_imports_unwatched() -> None:
    """Import PySide6, then take back the import statement its `__feature__` support wraps.

    `import PySide6` replaces `builtins.__import__` so that a module can write `from __feature__ import
    snake_case` (Qt's API in snake_case or with true properties). After every import it then asks whether the
    module imported uses PySide6 by reading its source: ~17 ms over the ~90 modules of a start from source.
    This game selects no feature, so the wrapper has nothing to do: the import it wraps, kept by PySide6 as
    `builtins.__orig_import__`, is put back. tests/integration/test_shiboken_loader.py checks both names on the
    installed PySide6.
    """
    import PySide6  # noqa: F401, PLC0415 - installs the wrapper, if this PySide6 has one

    wrapper, wrapped = getattr(builtins, "__feature_import__", None), getattr(builtins, "__orig_import__", None)
    if wrapper is not None and wrapped is not None and builtins.__import__ is wrapper:
        builtins.__import__ = wrapped


def feature_imports_unwatched() -> bool:
    return getattr(builtins, "__orig_import__", None) is builtins.__import__
