"""PyInstaller runtime hook (build.spec): custom hooks run before PyInstaller's own, and its PySide6 hook imports
PySide6.QtCore, and with it shiboken's signature loader, before the entry script starts. So the loader's stand-in
for its unused stub generator (tictactoe_qt/qt/shiboken_loader.py) is put in place here."""

from tictactoe_qt.qt.shiboken_loader import leave_stub_generator_unloaded

leave_stub_generator_unloaded()
