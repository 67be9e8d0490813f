"""The baseline for bench/bundle.py: the least PySide6 window we could ship — a 3×3 grid of
QPushButtons — frozen with the same build.spec options, quitting as soon as it is shown."""

import sys

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QGridLayout, QPushButton, QWidget

app = QApplication(sys.argv)
window = QWidget()
grid = QGridLayout(window)
for index in range(9):
    grid.addWidget(QPushButton(str(index + 1)), index // 3, index % 3)
window.show()
if "--quit-when-shown" in sys.argv:
    QTimer.singleShot(0, app.quit)
sys.exit(app.exec())
