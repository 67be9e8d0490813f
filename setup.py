"""The compiled searches, built as one optional extension module; everything else is in pyproject.toml.

_solve5 holds the 5×5 solver (solve5.c) and ultimate tic-tac-toe's tree search (ultimate.c), both called
through ctypes. Optional: where no C compiler (or no Python headers) can be had, pip still installs the
game, which then works out 5×5 advice in Python within a budget (advice it cannot prove says so; see
tictactoe_qt/core/ai/native.py) and plays ultimate with a Python search (weaker in the same time; see
core/ai/ultimate_search.py). The release builds set TICTACTOE_REQUIRE_NATIVE=1 (scripts/build,
.github/workflows/release.yml): there a failed compile fails the build instead of shipping an app without it.
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
    ext_modules=[
        Extension(
            "tictactoe_qt.core.ai._solve5",
            sources=[f"{NATIVE}/module.c", f"{NATIVE}/solve5.c", f"{NATIVE}/ultimate.c"],
            depends=[
                f"{NATIVE}/solve5.h",
                f"{NATIVE}/ultimate.h",
                f"{NATIVE}/ultimate_eval_weights.h",
                f"{NATIVE}/bits.h",
            ],
            libraries=[] if sys.platform == "win32" else ["m"],  # ultimate.c's log and sqrt
            define_macros=[("TT_BITS", "19"), ("Py_LIMITED_API", "0x030A0000")],
            extra_compile_args=compile_args,
            py_limited_api=True,
            optional=not REQUIRED,
        )
    ],
    options={"bdist_wheel": {"py_limited_api": "cp310"}},
)
