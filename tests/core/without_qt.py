"""The opening of a script run in a subprocess as on a machine without PySide6: importing Qt raises ImportError."""

BLOCK_QT = """
import sys

class BlockQt:
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] in ("PySide6", "shiboken6"):
            raise ImportError(f"{name} is blocked for this test")

sys.meta_path.insert(0, BlockQt())
"""
