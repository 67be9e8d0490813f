"""The compiled 5×5 solver, built as an optional extension module; everything else is in pyproject.toml.

Optional: where no C compiler (or no Python headers) can be had, pip still installs the game, which then
works out 5×5 advice in Python (exact, but slower; see tictactoe_qt/core/ai/native.py). The release builds
set TICTACTOE_REQUIRE_NATIVE=1 (scripts/build, .github/workflows/release.yml): there a failed compile fails
the build instead of shipping an app without it.
"""

import os
import sys

from setuptools import Extension, setup

NATIVE = "tictactoe_qt/core/ai/native"
REQUIRED = os.environ.get("TICTACTOE_REQUIRE_NATIVE", "") not in ("", "0")

# Warnings on everywhere (the sources compile without one: tests/core/test_native_harness.py holds gcc to
# that with -Werror); not errors here, so a newer compiler's new warning does not stop a pip install.
if sys.platform == "win32":
    compile_args = ["/O2", "/W4"]
else:
    compile_args = ["-O2", "-std=c11", "-Wall", "-Wextra"]

setup(
    ext_modules=[Extension(
        "tictactoe_qt.core.ai._solve5",
        sources=[f"{NATIVE}/module.c", f"{NATIVE}/solve5.c"],
        depends=[f"{NATIVE}/solve5.h"],
        define_macros=[("TT_BITS", "19"), ("Py_LIMITED_API", "0x030A0000")],
        extra_compile_args=compile_args,
        py_limited_api=True,
        optional=not REQUIRED,
    )],
    options={"bdist_wheel": {"py_limited_api": "cp310"}},
)
