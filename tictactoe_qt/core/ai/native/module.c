/* The extension module _solve5: an empty Python module around the 5×5 solver (solve5.c) and ultimate
 * tic-tac-toe's tree search (ultimate.c).
 *
 * Both are called through ctypes (native.py, ultimate_search.py), which lets go of the GIL for the call; they
 * are built as an extension module so that setuptools compiles it on every platform, pip installs it where the
 * package is, and PyInstaller and the wheel carry it like any other. Limited API: one build serves
 * every Python from 3.10 on.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>

/* Every field named: -Wextra (and MSVC's /W4) warn of any left to default. */
static struct PyModuleDef solve5_module = {
    PyModuleDef_HEAD_INIT, "_solve5", "The compiled searches: 5×5 (native.py), ultimate (ultimate_search.py).", -1,
    NULL, NULL, NULL, NULL, NULL,
};

PyMODINIT_FUNC PyInit__solve5(void) { return PyModule_Create(&solve5_module); }
