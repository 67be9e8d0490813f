"""The compiled searches, built as one optional extension module; everything else is in pyproject.toml.

_solve5 holds the 5×5 solver (solve5.c) and ultimate tic-tac-toe's tree search (ultimate.c), both called
through ctypes. Optional: where no C compiler (or no Python headers) can be had, pip still installs the
game, which then works out 5×5 advice in Python (exact, but slower; see tictactoe_qt/core/ai/native.py)
and plays ultimate with a Python search (weaker in the same time; see core/ai/ultimate_search.py).
"""

import sys

from setuptools import Extension, setup

NATIVE = "tictactoe_qt/core/ai/native"

setup(
    ext_modules=[Extension(
        "tictactoe_qt.core.ai._solve5",
        sources=[f"{NATIVE}/module.c", f"{NATIVE}/solve5.c", f"{NATIVE}/ultimate.c"],
        depends=[f"{NATIVE}/solve5.h", f"{NATIVE}/ultimate.h"],
        libraries=[] if sys.platform == "win32" else ["m"],  # ultimate.c's log and sqrt
        define_macros=[("TT_BITS", "19"), ("Py_LIMITED_API", "0x030A0000")],
        extra_compile_args=["/O2"] if sys.platform == "win32" else ["-O2", "-std=c11"],
        py_limited_api=True,
        optional=True,
    )],
    options={"bdist_wheel": {"py_limited_api": "cp310"}},
)
