"""The play area, left of the side panel: notices, the status headline, one line under it, and the board.

It only lays out and shows what it is given, and is built to hold still and give the board the room: the
headline and the line under it keep their height whatever they say (a long name is cut short, whole for
screen readers), and their type grows with the window as the board does. The line under the headline
says, in this order, a passing remark ("Hint: b2", "Game saved as …"), else the outcome prediction during a
game, else who starts the next one after it.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QSize, Qt, QTimer
from PySide6.QtGui import QFont, QFontMetrics, QResizeEvent
from PySide6.QtWidgets import QHBoxLayout, QSizePolicy, QStackedLayout, QToolButton, QVBoxLayout, QWidget

from ...core import Player
from ...session.view_state import ViewState
from ...session.words import Sentence, play_line
from ..text import Retranslatable
from .board import BoardView
from .elided_label import ElidedLabel, TwoLineLabel, names_fitted
from .mark_badge import MarkBadge
from .notice_bar import NoticeBar

REMARK_MS = 8000  # how long a passing remark stays under the headline
# The headline's and the line's type, as a share of the board's side, and their smallest and largest sizes.
HEADLINE_SCALE, HEADLINE_PX = 0.052, (19, 44)
LINE_SCALE, LINE_PX = 0.027, (13, 24)
REMARK_WRAPPED_SHARE, REMARK_WRAPPED_PX = 0.8, 11  # a remark in two lines: this share of the line's type, at least


def _scaled(scale: float, side: float, limits: tuple[int, int]) -> int:
    return round(min(max(side * scale, limits[0]), limits[1]))


class PlayArea(Retranslatable, QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.notice_bar = NoticeBar()
        self.board = BoardView()
        self.board.installEventFilter(self)
        self.status_badge = MarkBadge(34)
        self.status_label = ElidedLabel()
        font = self.status_label.font()
        font.setWeight(QFont.Weight.Bold)
        self.status_label.setFont(font)
        self._status = Sentence("")
        self.remark_label = TwoLineLabel()  # a remark is read whole: it wraps where one line is too short
        # The line in play wraps as a remark does: in ultimate it says where to play, then the prediction, then a
        # threat ("… · X wins now at B2 c3"), and cut short on one line it lost what mattered most at its end.
        self.prediction_label = TwoLineLabel()
        self.next_game_label = ElidedLabel(elide=Qt.TextElideMode.ElideRight)
        # After a game, beside who starts the next one: the offer of its review (the window gives it its action).
        self.review_button = QToolButton()
        self.review_button.setAutoRaise(True)
        self.review_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.review_button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.review_button.hide()
        self._after_game = QWidget()
        after_game = QHBoxLayout(self._after_game)
        after_game.setContentsMargins(0, 0, 0, 0)
        after_game.setSpacing(8)
        after_game.addStretch(1)  # the two together, centred under the headline
        after_game.addWidget(self.next_game_label)
        after_game.addWidget(self.review_button)
        after_game.addStretch(1)
        self.info_line = QWidget()
        self._info_stack = QStackedLayout(self.info_line)
        for label in (self.prediction_label, self.next_game_label, self.remark_label):
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        for page in (self.prediction_label, self._after_game, self.remark_label):
            self._info_stack.addWidget(page)
        self.info_line.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self._game_over = False
        self._where = ""  # ultimate: where the player to move may play, kept in sight beside a remark
        self._remark = ""
        self._remark_timer = QTimer(self, singleShot=True, interval=REMARK_MS)
        self._remark_timer.timeout.connect(self.clear_remark)

        status_row = QHBoxLayout()
        status_row.setSpacing(12)
        status_row.addStretch(1)
        status_row.addWidget(self.status_badge)
        status_row.addWidget(self.status_label)
        status_row.addStretch(1)
        layout = self._layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        layout.addWidget(self.notice_bar)
        layout.addLayout(status_row)
        layout.addWidget(self.info_line)
        layout.addSpacing(6)
        layout.addWidget(self.board, 1)
        self._scale_type(460)
        self._retranslate()

    def _retranslate(self) -> None:
        self.prediction_label.setAccessibleName(self.tr("Outcome prediction"))

    def show_view(self, view: ViewState) -> None:
        self.board.show_board(view.board)
        self.show_status(view.status, view.status_mark, badge=view.badge)
        self.show_info(prediction=view.play_line, next_game=view.next_game, game_over=view.game_over, where=view.where)

    def show_status(self, status: Sentence, mark: Player | None, *, badge: bool) -> None:
        """The status line: the words (names cut short only if they do not fit) beside the mark's badge."""
        self._status = status
        whole = status.text()  # for screen readers, the whole of it (the line shows names cut short if need be)
        self.status_label.setAccessibleName(whole)
        self.status_label.setAccessibleDescription(whole)
        self.status_badge.set_mark(mark)
        self.status_badge.setVisible(badge)  # first: the words have the badge's room when it is hidden
        self.status_label.setText(self._fitted_status())

    def show_info(self, *, prediction: str, next_game: Sentence, game_over: bool, where: str = "") -> None:
        self.prediction_label.setText(prediction)
        # Its words are its name: a screen reader reviewing the window reads what the prediction says.
        self.prediction_label.setAccessibleName(prediction or self.tr("Outcome prediction"))
        self.next_game_label.set_sentence(next_game)
        self._game_over, self._where = game_over, where
        self._show_line()

    def show_remark(self, text: str) -> None:
        """A passing remark under the headline, for a few seconds or until clear_remark()."""
        self._remark = text
        self._remark_timer.start()
        self._show_line()

    def clear_remark(self) -> None:
        self._remark_timer.stop()
        self._remark = ""
        self._show_line()

    def remark(self) -> str:
        return self._remark

    def _show_line(self) -> None:
        shown = self._after_game if self._game_over else self.prediction_label
        # In ultimate the board to play in stays in sight beside a remark: it is what the next move depends on
        # (unless the remark says it already: "Not there. You play in A1").
        beside = self._remark and not self._game_over and self._where not in self._remark
        remark = play_line(self._where, self._remark) if beside else self._remark
        if self.remark_label.text() != remark:
            self.remark_label.setText(remark)
        self._info_stack.setCurrentWidget(self.remark_label if remark else shown)

    def _fitted_status(self) -> str:
        """The status with a long name cut short, so "'s turn (X)" always shows."""
        # The badge's own side, not its width: a badge never shown yet (a finished draw restored at start) has a
        # widget's default width, 640, and left the headline "Review: Dr…".
        badge = self.status_badge.side() + 12 if self.status_badge.isVisibleTo(self) else 0
        return names_fitted(self._status, self.status_label.fontMetrics(), round(self.board.board_side()) - badge)

    def resizeEvent(self, event: QResizeEvent) -> None:
        # The type follows the room the board will have, worked out from this area alone: sizing it from the
        # board itself would move the board, which would size the type again.
        self._scale_type(min(self.width(), self.height() * 0.86))
        super().resizeEvent(event)
        # The new type sizes and the board's block (_hug_the_board) would otherwise be laid out an event later,
        # after a frame drawn with the old ones: the window's first frame showed the headline squeezed and the
        # board a pixel short. Laid out again here, the frame about to be drawn is the settled one.
        for _ in range(3):
            if not self._layout.activate():
                break
        self.status_label.setText(self._fitted_status())  # in the type and the board's width it settled on

    def _scale_type(self, side: float) -> None:
        headline_px, line_px = _scaled(HEADLINE_SCALE, side, HEADLINE_PX), _scaled(LINE_SCALE, side, LINE_PX)
        font = self.status_label.font()
        if font.pixelSize() == headline_px:
            return
        font.setPixelSize(headline_px)
        self.status_label.setFont(font)
        self.status_badge.set_side(round(headline_px * 1.45))
        self.status_label.setFixedHeight(max(self.status_label.fontMetrics().height(), self.status_badge.side()) + 4)
        for label in (self.prediction_label, self.next_game_label, self.remark_label, self.review_button):
            line_font = label.font()
            line_font.setPixelSize(line_px)
            label.setFont(line_font)
        self.review_button.setIconSize(QSize(line_px, line_px))
        small = QFont(self.remark_label.font())
        small.setPixelSize(max(REMARK_WRAPPED_PX, round(line_px * REMARK_WRAPPED_SHARE)))
        for wrapping in (self.remark_label, self.prediction_label):
            wrapping.set_fonts(wrapping.font(), small)
        # Room for two smaller lines, always: a line that wraps moves nothing.
        self.info_line.setFixedHeight(
            max(self.prediction_label.fontMetrics().height(), QFontMetrics(small).lineSpacing() * 2) + 4
        )

    def _spare(self) -> QSize:
        margins = self._layout.contentsMargins()
        return QSize(0, margins.top() + margins.bottom())

    # The room _hug_the_board() leaves above and below the block is not needed: the area may shrink into it.
    def sizeHint(self) -> QSize:
        return super().sizeHint() - self._spare()

    def minimumSizeHint(self) -> QSize:
        return super().minimumSizeHint() - self._spare()

    def _hug_the_board(self) -> None:
        """Where the area is taller than the board is wide, the headline, the line and the board stay together
        as one block in the middle: the room left over goes above and below it, not between the headline and
        the board. Settles in one pass: the margins taken give the board a height equal to its width."""
        margins = self._layout.contentsMargins()
        spare = max(0, margins.top() + margins.bottom() + self.board.height() - self.board.width())
        if spare != margins.top() + margins.bottom():
            self._layout.setContentsMargins(0, spare // 2, 0, spare - spare // 2)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.board and event.type() == QEvent.Type.Resize:
            self.status_label.setText(self._fitted_status())  # fitted to the board's width: a name may fit now
            self._hug_the_board()
        return super().eventFilter(watched, event)
