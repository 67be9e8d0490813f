"""The compiled 5×5 solver, built as an optional extension module; everything else is in pyproject.toml.

Optional: where no C compiler (or no Python headers) can be had, pip still installs the game, which then
works out 5×5 advice in Python (exact, but slower; see tictactoe_qt/core/ai/native.py).
"""

import sys

from setuptools import Extension, setup

NATIVE = "tictactoe_qt/core/ai/native"

setup(
    ext_modules=[Extension(
        "tictactoe_qt.core.ai._solve5",
        sources=[f"{NATIVE}/module.c", f"{NATIVE}/solve5.c"],
        depends=[f"{NATIVE}/solve5.h"],
        define_macros=[("TT_BITS", "19"), ("Py_LIMITED_API", "0x030A0000")],
        extra_compile_args=["/O2"] if sys.platform == "win32" else ["-O2", "-std=c11"],
        py_limited_api=True,
        optional=True,
    )],
    options={"bdist_wheel": {"py_limited_api": "cp310"}},
)
