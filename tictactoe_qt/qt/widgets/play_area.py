"""The play area, left of the side panel: notices, the status line, the board and the lines under it.

It only lays out and shows what it is given, and is built to hold still: a long name is cut
short in the status line (whole for screen readers), the legend keeps its room when hidden,
and one two-line strip under the board shows the prediction during a game and who starts the
next one after it, so switching either on or off moves nothing.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QHBoxLayout, QLabel, QSizePolicy, QStackedLayout, QVBoxLayout, QWidget

from ...core import Player
from .board_view import BoardView
from .elided_label import ElidedLabel
from .mark_badge import MarkBadge
from .notice_bar import NoticeBar
from ..text import Retranslatable

# Words for the status line, given how to show each player's name (whole, or cut to fit).
StatusWording = Callable[[Callable[[str], str]], str]


def _info_label() -> QLabel:
    label = QLabel()
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setAlignment(Qt.AlignmentFlag.AlignCenter)
    label.setWordWrap(True)
    label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
    return label


class PlayArea(Retranslatable, QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.notice_bar = NoticeBar()
        self.board = BoardView()
        self.board.installEventFilter(self)
        self.status_badge = MarkBadge(34)
        self.status_label = ElidedLabel()
        font = self.status_label.font()
        font.setPointSizeF(font.pointSizeF() * 1.55)
        font.setWeight(QFont.Weight.DemiBold)
        self.status_label.setFont(font)
        # The badge hides on a draw; the row keeps its height so the board does not jump.
        self.status_label.setMinimumHeight(self.status_badge.sizeHint().height())
        self._status_wording: StatusWording = lambda shorten: ""
        self.analysis_legend = QLabel()
        self.analysis_legend.setTextFormat(Qt.TextFormat.PlainText)
        self.analysis_legend.setWordWrap(True)
        self.analysis_legend.setAlignment(Qt.AlignmentFlag.AlignCenter)
        legend_policy = self.analysis_legend.sizePolicy()
        legend_policy.setHorizontalPolicy(QSizePolicy.Policy.Ignored)  # it wraps; it never widens the window
        legend_policy.setRetainSizeWhenHidden(True)  # turning analysis on or off does not move the board
        self.analysis_legend.setSizePolicy(legend_policy)
        self.prediction_label = _info_label()
        self.next_game_label = _info_label()
        self.info_line = QWidget()
        self._info_stack = QStackedLayout(self.info_line)
        self._info_stack.addWidget(self.prediction_label)
        self._info_stack.addWidget(self.next_game_label)
        self.info_line.setFixedHeight(self.prediction_label.fontMetrics().lineSpacing() * 2 + 6)
        self.info_line.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.network_label = _info_label()  # what the network game's connection is doing (names a stranger chose)
        self.network_label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.network_label.hide()

        status_row = QHBoxLayout()
        status_row.setSpacing(12)
        status_row.addStretch(1)
        status_row.addWidget(self.status_badge)
        status_row.addWidget(self.status_label)
        status_row.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.notice_bar)
        layout.addLayout(status_row)
        layout.addWidget(self.network_label)
        layout.addWidget(self.board, 1)
        layout.addWidget(self.analysis_legend)
        layout.addWidget(self.info_line)
        self._retranslate()

    def _retranslate(self) -> None:
        self.prediction_label.setAccessibleName(self.tr("Outcome prediction"))
        self.network_label.setAccessibleName(self.tr("Network game"))
        self.analysis_legend.setText(self.tr(
            "Win n: this move wins by your n-th move · Draw: best play draws · "
            "Loss n: the opponent wins after n of your moves · ?: not worked out"))
        self.analysis_legend.setAccessibleName(self.tr("Move analysis legend"))

    def show_status(self, wording: StatusWording, mark: Player | None, *, badge: bool) -> None:
        """The status line: the words (names cut short only if they do not fit) beside the mark's badge."""
        self._status_wording = wording
        whole = wording(str)  # for screen readers, the whole of it (the line shows names cut short if need be)
        self.status_label.setAccessibleName(whole)
        self.status_label.setAccessibleDescription(whole)
        self.status_label.setText(self._fitted_status())
        self.status_badge.set_mark(mark)
        self.status_badge.setVisible(badge)

    def show_info(self, *, prediction: str, next_game: str, game_over: bool, legend: bool) -> None:
        self.prediction_label.setText(prediction)
        self.next_game_label.setText(next_game)
        self._info_stack.setCurrentWidget(self.next_game_label if game_over else self.prediction_label)
        self.analysis_legend.setVisible(legend)

    def _fitted_status(self) -> str:
        """The status with a long name cut short, so "'s turn (X)" always shows."""
        wording, metrics = self._status_wording, self.status_label.fontMetrics()
        room = self.board.width() - self.status_badge.width() - 12
        whole = wording(str)
        if metrics.horizontalAdvance(whole) <= room:
            return whole
        name_room = max(room - metrics.horizontalAdvance(wording(lambda name: "")), metrics.averageCharWidth() * 4)
        return wording(lambda name: metrics.elidedText(name, Qt.TextElideMode.ElideRight, name_room))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.board and event.type() == QEvent.Type.Resize:
            self.status_label.setText(self._fitted_status())  # fitted to the board's width: a name may fit now
        return super().eventFilter(watched, event)
